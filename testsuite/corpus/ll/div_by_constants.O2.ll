; ModuleID = 'programs/div_by_constants.c'
source_filename = "programs/div_by_constants.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"i8\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"u8\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"i16\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"u16\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"i32\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"u32\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"i64\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"u64\00", align 1
@__const.main.names.rel = private unnamed_addr constant [8 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.7 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@h = internal unnamed_addr global i64 1469598103934665603, align 8
@vals = internal global [41 x i64] [i64 0, i64 1, i64 2, i64 3, i64 6, i64 7, i64 9, i64 10, i64 99, i64 100, i64 101, i64 127, i64 128, i64 200, i64 255, i64 256, i64 1000, i64 32767, i64 32768, i64 65535, i64 1000000007, i64 2147483647, i64 2147483648, i64 4294967295, i64 123456789012345, i64 9223372036854775807, i64 -1, i64 -2, i64 -3, i64 -7, i64 -10, i64 -99, i64 -100, i64 -101, i64 -127, i64 -128, i64 -32768, i64 -2147483647, i64 -2147483648, i64 -123456789012345, i64 -9223372036854775808], align 16
@bad = internal unnamed_addr global i32 0, align 4
@.str.8 = private unnamed_addr constant [25 x i8] c"mismatch %s %lld / %lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [14 x i8] c"%-3s %016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [32 x i8] c"samples: %d %d %u %u %lld %lld\0A\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  br label %26

4:                                                ; preds = %6474
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1)
  store volatile i32 -7, ptr %1, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store volatile i32 -294967296, ptr %2, align 4, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3)
  store volatile i64 -9000000000000000000, ptr %3, align 8, !tbaa !9
  %5 = load volatile i32, ptr %1, align 4, !tbaa !5
  %6 = sdiv i32 %5, 2
  %7 = load volatile i32, ptr %1, align 4, !tbaa !5
  %8 = srem i32 %7, 2
  %9 = load volatile i32, ptr %2, align 4, !tbaa !5
  %10 = udiv i32 %9, 7
  %11 = load volatile i32, ptr %2, align 4, !tbaa !5
  %12 = urem i32 %11, 7
  %13 = load volatile i64, ptr %3, align 8, !tbaa !9
  %14 = sdiv i64 %13, 10
  %15 = load volatile i64, ptr %3, align 8, !tbaa !9
  %16 = srem i64 %15, 1000
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %6, i32 noundef %8, i32 noundef %10, i32 noundef %12, i64 noundef %14, i64 noundef %16)
  %18 = load i32, ptr @bad, align 4, !tbaa !5
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %18)
  %20 = load i32, ptr @bad, align 4, !tbaa !5
  %21 = icmp eq i32 %20, 0
  %22 = load i64, ptr @h, align 8
  %23 = trunc i64 %22 to i32
  %24 = and i32 %23, 63
  %25 = select i1 %21, i32 %24, i32 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1)
  ret i32 %25

26:                                               ; preds = %0, %6474
  %27 = phi i64 [ 0, %0 ], [ %6479, %6474 ]
  store i64 1469598103934665603, ptr @h, align 8, !tbaa !11
  %28 = trunc nuw nsw i64 %27 to i32
  switch i32 %28, label %6473 [
    i32 0, label %29
    i32 1, label %867
    i32 2, label %1693
    i32 3, label %2527
    i32 4, label %3346
    i32 5, label %4180
    i32 6, label %5021
    i32 7, label %5742
  ]

29:                                               ; preds = %26, %49
  %30 = phi i64 [ %50, %49 ], [ 1469598103934665603, %26 ]
  %31 = phi i64 [ %51, %49 ], [ 0, %26 ]
  %32 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %31
  %33 = load volatile i64, ptr %32, align 8, !tbaa !11
  %34 = trunc i64 %33 to i8
  %35 = shl i64 %33, 56
  %36 = ashr exact i64 %35, 56
  %37 = xor i64 %36, %30
  %38 = mul i64 %37, 956575116354345
  store i64 %38, ptr @h, align 8, !tbaa !11
  %39 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %34, i8 noundef signext 1)
  %40 = icmp eq i8 %39, %34
  br i1 %40, label %41, label %44

41:                                               ; preds = %29
  %42 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %34, i8 noundef signext 1)
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %49, label %44

44:                                               ; preds = %41, %29
  %45 = load i32, ptr @bad, align 4, !tbaa !5
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr @bad, align 4, !tbaa !5
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %36, i64 noundef 1)
  %48 = load i64, ptr @h, align 8, !tbaa !11
  br label %49

49:                                               ; preds = %44, %41
  %50 = phi i64 [ %48, %44 ], [ %38, %41 ]
  %51 = add nuw nsw i64 %31, 1
  %52 = icmp eq i64 %51, 41
  br i1 %52, label %53, label %29, !llvm.loop !13

53:                                               ; preds = %49, %79
  %54 = phi i64 [ %80, %79 ], [ %50, %49 ]
  %55 = phi i64 [ %81, %79 ], [ 0, %49 ]
  %56 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %55
  %57 = load volatile i64, ptr %56, align 8, !tbaa !11
  %58 = trunc i64 %57 to i8
  %59 = sdiv i8 %58, 2
  %60 = srem i8 %58, 2
  %61 = sext i8 %59 to i64
  %62 = xor i64 %54, %61
  %63 = mul i64 %62, 1099511628211
  %64 = sext i8 %60 to i64
  %65 = xor i64 %63, %64
  %66 = mul i64 %65, 1099511628211
  store i64 %66, ptr @h, align 8, !tbaa !11
  %67 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %58, i8 noundef signext 2)
  %68 = icmp eq i8 %59, %67
  br i1 %68, label %69, label %72

69:                                               ; preds = %53
  %70 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %58, i8 noundef signext 2)
  %71 = icmp eq i8 %60, %70
  br i1 %71, label %79, label %72

72:                                               ; preds = %69, %53
  %73 = load i32, ptr @bad, align 4, !tbaa !5
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr @bad, align 4, !tbaa !5
  %75 = shl i64 %57, 56
  %76 = ashr exact i64 %75, 56
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %76, i64 noundef 2)
  %78 = load i64, ptr @h, align 8, !tbaa !11
  br label %79

79:                                               ; preds = %72, %69
  %80 = phi i64 [ %78, %72 ], [ %66, %69 ]
  %81 = add nuw nsw i64 %55, 1
  %82 = icmp eq i64 %81, 41
  br i1 %82, label %83, label %53, !llvm.loop !15

83:                                               ; preds = %79, %109
  %84 = phi i64 [ %110, %109 ], [ %80, %79 ]
  %85 = phi i64 [ %111, %109 ], [ 0, %79 ]
  %86 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %85
  %87 = load volatile i64, ptr %86, align 8, !tbaa !11
  %88 = trunc i64 %87 to i8
  %89 = sdiv i8 %88, 3
  %90 = srem i8 %88, 3
  %91 = sext i8 %89 to i64
  %92 = xor i64 %84, %91
  %93 = mul i64 %92, 1099511628211
  %94 = sext i8 %90 to i64
  %95 = xor i64 %93, %94
  %96 = mul i64 %95, 1099511628211
  store i64 %96, ptr @h, align 8, !tbaa !11
  %97 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %88, i8 noundef signext 3)
  %98 = icmp eq i8 %89, %97
  br i1 %98, label %99, label %102

99:                                               ; preds = %83
  %100 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %88, i8 noundef signext 3)
  %101 = icmp eq i8 %90, %100
  br i1 %101, label %109, label %102

102:                                              ; preds = %99, %83
  %103 = load i32, ptr @bad, align 4, !tbaa !5
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr @bad, align 4, !tbaa !5
  %105 = shl i64 %87, 56
  %106 = ashr exact i64 %105, 56
  %107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %106, i64 noundef 3)
  %108 = load i64, ptr @h, align 8, !tbaa !11
  br label %109

109:                                              ; preds = %102, %99
  %110 = phi i64 [ %108, %102 ], [ %96, %99 ]
  %111 = add nuw nsw i64 %85, 1
  %112 = icmp eq i64 %111, 41
  br i1 %112, label %113, label %83, !llvm.loop !16

113:                                              ; preds = %109, %139
  %114 = phi i64 [ %140, %139 ], [ %110, %109 ]
  %115 = phi i64 [ %141, %139 ], [ 0, %109 ]
  %116 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %115
  %117 = load volatile i64, ptr %116, align 8, !tbaa !11
  %118 = trunc i64 %117 to i8
  %119 = sdiv i8 %118, 5
  %120 = srem i8 %118, 5
  %121 = sext i8 %119 to i64
  %122 = xor i64 %114, %121
  %123 = mul i64 %122, 1099511628211
  %124 = sext i8 %120 to i64
  %125 = xor i64 %123, %124
  %126 = mul i64 %125, 1099511628211
  store i64 %126, ptr @h, align 8, !tbaa !11
  %127 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %118, i8 noundef signext 5)
  %128 = icmp eq i8 %119, %127
  br i1 %128, label %129, label %132

129:                                              ; preds = %113
  %130 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %118, i8 noundef signext 5)
  %131 = icmp eq i8 %120, %130
  br i1 %131, label %139, label %132

132:                                              ; preds = %129, %113
  %133 = load i32, ptr @bad, align 4, !tbaa !5
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr @bad, align 4, !tbaa !5
  %135 = shl i64 %117, 56
  %136 = ashr exact i64 %135, 56
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %136, i64 noundef 5)
  %138 = load i64, ptr @h, align 8, !tbaa !11
  br label %139

139:                                              ; preds = %132, %129
  %140 = phi i64 [ %138, %132 ], [ %126, %129 ]
  %141 = add nuw nsw i64 %115, 1
  %142 = icmp eq i64 %141, 41
  br i1 %142, label %143, label %113, !llvm.loop !17

143:                                              ; preds = %139, %169
  %144 = phi i64 [ %170, %169 ], [ %140, %139 ]
  %145 = phi i64 [ %171, %169 ], [ 0, %139 ]
  %146 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %145
  %147 = load volatile i64, ptr %146, align 8, !tbaa !11
  %148 = trunc i64 %147 to i8
  %149 = sdiv i8 %148, 6
  %150 = srem i8 %148, 6
  %151 = sext i8 %149 to i64
  %152 = xor i64 %144, %151
  %153 = mul i64 %152, 1099511628211
  %154 = sext i8 %150 to i64
  %155 = xor i64 %153, %154
  %156 = mul i64 %155, 1099511628211
  store i64 %156, ptr @h, align 8, !tbaa !11
  %157 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %148, i8 noundef signext 6)
  %158 = icmp eq i8 %149, %157
  br i1 %158, label %159, label %162

159:                                              ; preds = %143
  %160 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %148, i8 noundef signext 6)
  %161 = icmp eq i8 %150, %160
  br i1 %161, label %169, label %162

162:                                              ; preds = %159, %143
  %163 = load i32, ptr @bad, align 4, !tbaa !5
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr @bad, align 4, !tbaa !5
  %165 = shl i64 %147, 56
  %166 = ashr exact i64 %165, 56
  %167 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %166, i64 noundef 6)
  %168 = load i64, ptr @h, align 8, !tbaa !11
  br label %169

169:                                              ; preds = %162, %159
  %170 = phi i64 [ %168, %162 ], [ %156, %159 ]
  %171 = add nuw nsw i64 %145, 1
  %172 = icmp eq i64 %171, 41
  br i1 %172, label %173, label %143, !llvm.loop !18

173:                                              ; preds = %169, %199
  %174 = phi i64 [ %200, %199 ], [ %170, %169 ]
  %175 = phi i64 [ %201, %199 ], [ 0, %169 ]
  %176 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %175
  %177 = load volatile i64, ptr %176, align 8, !tbaa !11
  %178 = trunc i64 %177 to i8
  %179 = sdiv i8 %178, 7
  %180 = srem i8 %178, 7
  %181 = sext i8 %179 to i64
  %182 = xor i64 %174, %181
  %183 = mul i64 %182, 1099511628211
  %184 = sext i8 %180 to i64
  %185 = xor i64 %183, %184
  %186 = mul i64 %185, 1099511628211
  store i64 %186, ptr @h, align 8, !tbaa !11
  %187 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %178, i8 noundef signext 7)
  %188 = icmp eq i8 %179, %187
  br i1 %188, label %189, label %192

189:                                              ; preds = %173
  %190 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %178, i8 noundef signext 7)
  %191 = icmp eq i8 %180, %190
  br i1 %191, label %199, label %192

192:                                              ; preds = %189, %173
  %193 = load i32, ptr @bad, align 4, !tbaa !5
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr @bad, align 4, !tbaa !5
  %195 = shl i64 %177, 56
  %196 = ashr exact i64 %195, 56
  %197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %196, i64 noundef 7)
  %198 = load i64, ptr @h, align 8, !tbaa !11
  br label %199

199:                                              ; preds = %192, %189
  %200 = phi i64 [ %198, %192 ], [ %186, %189 ]
  %201 = add nuw nsw i64 %175, 1
  %202 = icmp eq i64 %201, 41
  br i1 %202, label %203, label %173, !llvm.loop !19

203:                                              ; preds = %199, %229
  %204 = phi i64 [ %230, %229 ], [ %200, %199 ]
  %205 = phi i64 [ %231, %229 ], [ 0, %199 ]
  %206 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %205
  %207 = load volatile i64, ptr %206, align 8, !tbaa !11
  %208 = trunc i64 %207 to i8
  %209 = sdiv i8 %208, 9
  %210 = srem i8 %208, 9
  %211 = sext i8 %209 to i64
  %212 = xor i64 %204, %211
  %213 = mul i64 %212, 1099511628211
  %214 = sext i8 %210 to i64
  %215 = xor i64 %213, %214
  %216 = mul i64 %215, 1099511628211
  store i64 %216, ptr @h, align 8, !tbaa !11
  %217 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %208, i8 noundef signext 9)
  %218 = icmp eq i8 %209, %217
  br i1 %218, label %219, label %222

219:                                              ; preds = %203
  %220 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %208, i8 noundef signext 9)
  %221 = icmp eq i8 %210, %220
  br i1 %221, label %229, label %222

222:                                              ; preds = %219, %203
  %223 = load i32, ptr @bad, align 4, !tbaa !5
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr @bad, align 4, !tbaa !5
  %225 = shl i64 %207, 56
  %226 = ashr exact i64 %225, 56
  %227 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %226, i64 noundef 9)
  %228 = load i64, ptr @h, align 8, !tbaa !11
  br label %229

229:                                              ; preds = %222, %219
  %230 = phi i64 [ %228, %222 ], [ %216, %219 ]
  %231 = add nuw nsw i64 %205, 1
  %232 = icmp eq i64 %231, 41
  br i1 %232, label %233, label %203, !llvm.loop !20

233:                                              ; preds = %229, %259
  %234 = phi i64 [ %260, %259 ], [ %230, %229 ]
  %235 = phi i64 [ %261, %259 ], [ 0, %229 ]
  %236 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %235
  %237 = load volatile i64, ptr %236, align 8, !tbaa !11
  %238 = trunc i64 %237 to i8
  %239 = sdiv i8 %238, 10
  %240 = srem i8 %238, 10
  %241 = sext i8 %239 to i64
  %242 = xor i64 %234, %241
  %243 = mul i64 %242, 1099511628211
  %244 = sext i8 %240 to i64
  %245 = xor i64 %243, %244
  %246 = mul i64 %245, 1099511628211
  store i64 %246, ptr @h, align 8, !tbaa !11
  %247 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %238, i8 noundef signext 10)
  %248 = icmp eq i8 %239, %247
  br i1 %248, label %249, label %252

249:                                              ; preds = %233
  %250 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %238, i8 noundef signext 10)
  %251 = icmp eq i8 %240, %250
  br i1 %251, label %259, label %252

252:                                              ; preds = %249, %233
  %253 = load i32, ptr @bad, align 4, !tbaa !5
  %254 = add nsw i32 %253, 1
  store i32 %254, ptr @bad, align 4, !tbaa !5
  %255 = shl i64 %237, 56
  %256 = ashr exact i64 %255, 56
  %257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %256, i64 noundef 10)
  %258 = load i64, ptr @h, align 8, !tbaa !11
  br label %259

259:                                              ; preds = %252, %249
  %260 = phi i64 [ %258, %252 ], [ %246, %249 ]
  %261 = add nuw nsw i64 %235, 1
  %262 = icmp eq i64 %261, 41
  br i1 %262, label %263, label %233, !llvm.loop !21

263:                                              ; preds = %259, %289
  %264 = phi i64 [ %290, %289 ], [ %260, %259 ]
  %265 = phi i64 [ %291, %289 ], [ 0, %259 ]
  %266 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %265
  %267 = load volatile i64, ptr %266, align 8, !tbaa !11
  %268 = trunc i64 %267 to i8
  %269 = sdiv i8 %268, 11
  %270 = srem i8 %268, 11
  %271 = sext i8 %269 to i64
  %272 = xor i64 %264, %271
  %273 = mul i64 %272, 1099511628211
  %274 = sext i8 %270 to i64
  %275 = xor i64 %273, %274
  %276 = mul i64 %275, 1099511628211
  store i64 %276, ptr @h, align 8, !tbaa !11
  %277 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %268, i8 noundef signext 11)
  %278 = icmp eq i8 %269, %277
  br i1 %278, label %279, label %282

279:                                              ; preds = %263
  %280 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %268, i8 noundef signext 11)
  %281 = icmp eq i8 %270, %280
  br i1 %281, label %289, label %282

282:                                              ; preds = %279, %263
  %283 = load i32, ptr @bad, align 4, !tbaa !5
  %284 = add nsw i32 %283, 1
  store i32 %284, ptr @bad, align 4, !tbaa !5
  %285 = shl i64 %267, 56
  %286 = ashr exact i64 %285, 56
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %286, i64 noundef 11)
  %288 = load i64, ptr @h, align 8, !tbaa !11
  br label %289

289:                                              ; preds = %282, %279
  %290 = phi i64 [ %288, %282 ], [ %276, %279 ]
  %291 = add nuw nsw i64 %265, 1
  %292 = icmp eq i64 %291, 41
  br i1 %292, label %293, label %263, !llvm.loop !22

293:                                              ; preds = %289, %319
  %294 = phi i64 [ %320, %319 ], [ %290, %289 ]
  %295 = phi i64 [ %321, %319 ], [ 0, %289 ]
  %296 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %295
  %297 = load volatile i64, ptr %296, align 8, !tbaa !11
  %298 = trunc i64 %297 to i8
  %299 = sdiv i8 %298, 12
  %300 = srem i8 %298, 12
  %301 = sext i8 %299 to i64
  %302 = xor i64 %294, %301
  %303 = mul i64 %302, 1099511628211
  %304 = sext i8 %300 to i64
  %305 = xor i64 %303, %304
  %306 = mul i64 %305, 1099511628211
  store i64 %306, ptr @h, align 8, !tbaa !11
  %307 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %298, i8 noundef signext 12)
  %308 = icmp eq i8 %299, %307
  br i1 %308, label %309, label %312

309:                                              ; preds = %293
  %310 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %298, i8 noundef signext 12)
  %311 = icmp eq i8 %300, %310
  br i1 %311, label %319, label %312

312:                                              ; preds = %309, %293
  %313 = load i32, ptr @bad, align 4, !tbaa !5
  %314 = add nsw i32 %313, 1
  store i32 %314, ptr @bad, align 4, !tbaa !5
  %315 = shl i64 %297, 56
  %316 = ashr exact i64 %315, 56
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %316, i64 noundef 12)
  %318 = load i64, ptr @h, align 8, !tbaa !11
  br label %319

319:                                              ; preds = %312, %309
  %320 = phi i64 [ %318, %312 ], [ %306, %309 ]
  %321 = add nuw nsw i64 %295, 1
  %322 = icmp eq i64 %321, 41
  br i1 %322, label %323, label %293, !llvm.loop !23

323:                                              ; preds = %319, %349
  %324 = phi i64 [ %350, %349 ], [ %320, %319 ]
  %325 = phi i64 [ %351, %349 ], [ 0, %319 ]
  %326 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %325
  %327 = load volatile i64, ptr %326, align 8, !tbaa !11
  %328 = trunc i64 %327 to i8
  %329 = sdiv i8 %328, 13
  %330 = srem i8 %328, 13
  %331 = sext i8 %329 to i64
  %332 = xor i64 %324, %331
  %333 = mul i64 %332, 1099511628211
  %334 = sext i8 %330 to i64
  %335 = xor i64 %333, %334
  %336 = mul i64 %335, 1099511628211
  store i64 %336, ptr @h, align 8, !tbaa !11
  %337 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %328, i8 noundef signext 13)
  %338 = icmp eq i8 %329, %337
  br i1 %338, label %339, label %342

339:                                              ; preds = %323
  %340 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %328, i8 noundef signext 13)
  %341 = icmp eq i8 %330, %340
  br i1 %341, label %349, label %342

342:                                              ; preds = %339, %323
  %343 = load i32, ptr @bad, align 4, !tbaa !5
  %344 = add nsw i32 %343, 1
  store i32 %344, ptr @bad, align 4, !tbaa !5
  %345 = shl i64 %327, 56
  %346 = ashr exact i64 %345, 56
  %347 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %346, i64 noundef 13)
  %348 = load i64, ptr @h, align 8, !tbaa !11
  br label %349

349:                                              ; preds = %342, %339
  %350 = phi i64 [ %348, %342 ], [ %336, %339 ]
  %351 = add nuw nsw i64 %325, 1
  %352 = icmp eq i64 %351, 41
  br i1 %352, label %353, label %323, !llvm.loop !24

353:                                              ; preds = %349, %379
  %354 = phi i64 [ %380, %379 ], [ %350, %349 ]
  %355 = phi i64 [ %381, %379 ], [ 0, %349 ]
  %356 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %355
  %357 = load volatile i64, ptr %356, align 8, !tbaa !11
  %358 = trunc i64 %357 to i8
  %359 = sdiv i8 %358, 14
  %360 = srem i8 %358, 14
  %361 = sext i8 %359 to i64
  %362 = xor i64 %354, %361
  %363 = mul i64 %362, 1099511628211
  %364 = sext i8 %360 to i64
  %365 = xor i64 %363, %364
  %366 = mul i64 %365, 1099511628211
  store i64 %366, ptr @h, align 8, !tbaa !11
  %367 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %358, i8 noundef signext 14)
  %368 = icmp eq i8 %359, %367
  br i1 %368, label %369, label %372

369:                                              ; preds = %353
  %370 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %358, i8 noundef signext 14)
  %371 = icmp eq i8 %360, %370
  br i1 %371, label %379, label %372

372:                                              ; preds = %369, %353
  %373 = load i32, ptr @bad, align 4, !tbaa !5
  %374 = add nsw i32 %373, 1
  store i32 %374, ptr @bad, align 4, !tbaa !5
  %375 = shl i64 %357, 56
  %376 = ashr exact i64 %375, 56
  %377 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %376, i64 noundef 14)
  %378 = load i64, ptr @h, align 8, !tbaa !11
  br label %379

379:                                              ; preds = %372, %369
  %380 = phi i64 [ %378, %372 ], [ %366, %369 ]
  %381 = add nuw nsw i64 %355, 1
  %382 = icmp eq i64 %381, 41
  br i1 %382, label %383, label %353, !llvm.loop !25

383:                                              ; preds = %379, %409
  %384 = phi i64 [ %410, %409 ], [ %380, %379 ]
  %385 = phi i64 [ %411, %409 ], [ 0, %379 ]
  %386 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %385
  %387 = load volatile i64, ptr %386, align 8, !tbaa !11
  %388 = trunc i64 %387 to i8
  %389 = sdiv i8 %388, 15
  %390 = srem i8 %388, 15
  %391 = sext i8 %389 to i64
  %392 = xor i64 %384, %391
  %393 = mul i64 %392, 1099511628211
  %394 = sext i8 %390 to i64
  %395 = xor i64 %393, %394
  %396 = mul i64 %395, 1099511628211
  store i64 %396, ptr @h, align 8, !tbaa !11
  %397 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %388, i8 noundef signext 15)
  %398 = icmp eq i8 %389, %397
  br i1 %398, label %399, label %402

399:                                              ; preds = %383
  %400 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %388, i8 noundef signext 15)
  %401 = icmp eq i8 %390, %400
  br i1 %401, label %409, label %402

402:                                              ; preds = %399, %383
  %403 = load i32, ptr @bad, align 4, !tbaa !5
  %404 = add nsw i32 %403, 1
  store i32 %404, ptr @bad, align 4, !tbaa !5
  %405 = shl i64 %387, 56
  %406 = ashr exact i64 %405, 56
  %407 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %406, i64 noundef 15)
  %408 = load i64, ptr @h, align 8, !tbaa !11
  br label %409

409:                                              ; preds = %402, %399
  %410 = phi i64 [ %408, %402 ], [ %396, %399 ]
  %411 = add nuw nsw i64 %385, 1
  %412 = icmp eq i64 %411, 41
  br i1 %412, label %413, label %383, !llvm.loop !26

413:                                              ; preds = %409, %439
  %414 = phi i64 [ %440, %439 ], [ %410, %409 ]
  %415 = phi i64 [ %441, %439 ], [ 0, %409 ]
  %416 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %415
  %417 = load volatile i64, ptr %416, align 8, !tbaa !11
  %418 = trunc i64 %417 to i8
  %419 = sdiv i8 %418, 16
  %420 = srem i8 %418, 16
  %421 = sext i8 %419 to i64
  %422 = xor i64 %414, %421
  %423 = mul i64 %422, 1099511628211
  %424 = sext i8 %420 to i64
  %425 = xor i64 %423, %424
  %426 = mul i64 %425, 1099511628211
  store i64 %426, ptr @h, align 8, !tbaa !11
  %427 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %418, i8 noundef signext 16)
  %428 = icmp eq i8 %419, %427
  br i1 %428, label %429, label %432

429:                                              ; preds = %413
  %430 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %418, i8 noundef signext 16)
  %431 = icmp eq i8 %420, %430
  br i1 %431, label %439, label %432

432:                                              ; preds = %429, %413
  %433 = load i32, ptr @bad, align 4, !tbaa !5
  %434 = add nsw i32 %433, 1
  store i32 %434, ptr @bad, align 4, !tbaa !5
  %435 = shl i64 %417, 56
  %436 = ashr exact i64 %435, 56
  %437 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %436, i64 noundef 16)
  %438 = load i64, ptr @h, align 8, !tbaa !11
  br label %439

439:                                              ; preds = %432, %429
  %440 = phi i64 [ %438, %432 ], [ %426, %429 ]
  %441 = add nuw nsw i64 %415, 1
  %442 = icmp eq i64 %441, 41
  br i1 %442, label %443, label %413, !llvm.loop !27

443:                                              ; preds = %439, %469
  %444 = phi i64 [ %470, %469 ], [ %440, %439 ]
  %445 = phi i64 [ %471, %469 ], [ 0, %439 ]
  %446 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %445
  %447 = load volatile i64, ptr %446, align 8, !tbaa !11
  %448 = trunc i64 %447 to i8
  %449 = sdiv i8 %448, 17
  %450 = srem i8 %448, 17
  %451 = sext i8 %449 to i64
  %452 = xor i64 %444, %451
  %453 = mul i64 %452, 1099511628211
  %454 = sext i8 %450 to i64
  %455 = xor i64 %453, %454
  %456 = mul i64 %455, 1099511628211
  store i64 %456, ptr @h, align 8, !tbaa !11
  %457 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %448, i8 noundef signext 17)
  %458 = icmp eq i8 %449, %457
  br i1 %458, label %459, label %462

459:                                              ; preds = %443
  %460 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %448, i8 noundef signext 17)
  %461 = icmp eq i8 %450, %460
  br i1 %461, label %469, label %462

462:                                              ; preds = %459, %443
  %463 = load i32, ptr @bad, align 4, !tbaa !5
  %464 = add nsw i32 %463, 1
  store i32 %464, ptr @bad, align 4, !tbaa !5
  %465 = shl i64 %447, 56
  %466 = ashr exact i64 %465, 56
  %467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %466, i64 noundef 17)
  %468 = load i64, ptr @h, align 8, !tbaa !11
  br label %469

469:                                              ; preds = %462, %459
  %470 = phi i64 [ %468, %462 ], [ %456, %459 ]
  %471 = add nuw nsw i64 %445, 1
  %472 = icmp eq i64 %471, 41
  br i1 %472, label %473, label %443, !llvm.loop !28

473:                                              ; preds = %469, %499
  %474 = phi i64 [ %500, %499 ], [ %470, %469 ]
  %475 = phi i64 [ %501, %499 ], [ 0, %469 ]
  %476 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %475
  %477 = load volatile i64, ptr %476, align 8, !tbaa !11
  %478 = trunc i64 %477 to i8
  %479 = sdiv i8 %478, 19
  %480 = srem i8 %478, 19
  %481 = sext i8 %479 to i64
  %482 = xor i64 %474, %481
  %483 = mul i64 %482, 1099511628211
  %484 = sext i8 %480 to i64
  %485 = xor i64 %483, %484
  %486 = mul i64 %485, 1099511628211
  store i64 %486, ptr @h, align 8, !tbaa !11
  %487 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %478, i8 noundef signext 19)
  %488 = icmp eq i8 %479, %487
  br i1 %488, label %489, label %492

489:                                              ; preds = %473
  %490 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %478, i8 noundef signext 19)
  %491 = icmp eq i8 %480, %490
  br i1 %491, label %499, label %492

492:                                              ; preds = %489, %473
  %493 = load i32, ptr @bad, align 4, !tbaa !5
  %494 = add nsw i32 %493, 1
  store i32 %494, ptr @bad, align 4, !tbaa !5
  %495 = shl i64 %477, 56
  %496 = ashr exact i64 %495, 56
  %497 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %496, i64 noundef 19)
  %498 = load i64, ptr @h, align 8, !tbaa !11
  br label %499

499:                                              ; preds = %492, %489
  %500 = phi i64 [ %498, %492 ], [ %486, %489 ]
  %501 = add nuw nsw i64 %475, 1
  %502 = icmp eq i64 %501, 41
  br i1 %502, label %503, label %473, !llvm.loop !29

503:                                              ; preds = %499, %529
  %504 = phi i64 [ %530, %529 ], [ %500, %499 ]
  %505 = phi i64 [ %531, %529 ], [ 0, %499 ]
  %506 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %505
  %507 = load volatile i64, ptr %506, align 8, !tbaa !11
  %508 = trunc i64 %507 to i8
  %509 = sdiv i8 %508, 25
  %510 = srem i8 %508, 25
  %511 = sext i8 %509 to i64
  %512 = xor i64 %504, %511
  %513 = mul i64 %512, 1099511628211
  %514 = sext i8 %510 to i64
  %515 = xor i64 %513, %514
  %516 = mul i64 %515, 1099511628211
  store i64 %516, ptr @h, align 8, !tbaa !11
  %517 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %508, i8 noundef signext 25)
  %518 = icmp eq i8 %509, %517
  br i1 %518, label %519, label %522

519:                                              ; preds = %503
  %520 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %508, i8 noundef signext 25)
  %521 = icmp eq i8 %510, %520
  br i1 %521, label %529, label %522

522:                                              ; preds = %519, %503
  %523 = load i32, ptr @bad, align 4, !tbaa !5
  %524 = add nsw i32 %523, 1
  store i32 %524, ptr @bad, align 4, !tbaa !5
  %525 = shl i64 %507, 56
  %526 = ashr exact i64 %525, 56
  %527 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %526, i64 noundef 25)
  %528 = load i64, ptr @h, align 8, !tbaa !11
  br label %529

529:                                              ; preds = %522, %519
  %530 = phi i64 [ %528, %522 ], [ %516, %519 ]
  %531 = add nuw nsw i64 %505, 1
  %532 = icmp eq i64 %531, 41
  br i1 %532, label %533, label %503, !llvm.loop !30

533:                                              ; preds = %529, %559
  %534 = phi i64 [ %560, %559 ], [ %530, %529 ]
  %535 = phi i64 [ %561, %559 ], [ 0, %529 ]
  %536 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %535
  %537 = load volatile i64, ptr %536, align 8, !tbaa !11
  %538 = trunc i64 %537 to i8
  %539 = sdiv i8 %538, 31
  %540 = srem i8 %538, 31
  %541 = sext i8 %539 to i64
  %542 = xor i64 %534, %541
  %543 = mul i64 %542, 1099511628211
  %544 = sext i8 %540 to i64
  %545 = xor i64 %543, %544
  %546 = mul i64 %545, 1099511628211
  store i64 %546, ptr @h, align 8, !tbaa !11
  %547 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %538, i8 noundef signext 31)
  %548 = icmp eq i8 %539, %547
  br i1 %548, label %549, label %552

549:                                              ; preds = %533
  %550 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %538, i8 noundef signext 31)
  %551 = icmp eq i8 %540, %550
  br i1 %551, label %559, label %552

552:                                              ; preds = %549, %533
  %553 = load i32, ptr @bad, align 4, !tbaa !5
  %554 = add nsw i32 %553, 1
  store i32 %554, ptr @bad, align 4, !tbaa !5
  %555 = shl i64 %537, 56
  %556 = ashr exact i64 %555, 56
  %557 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %556, i64 noundef 31)
  %558 = load i64, ptr @h, align 8, !tbaa !11
  br label %559

559:                                              ; preds = %552, %549
  %560 = phi i64 [ %558, %552 ], [ %546, %549 ]
  %561 = add nuw nsw i64 %535, 1
  %562 = icmp eq i64 %561, 41
  br i1 %562, label %563, label %533, !llvm.loop !31

563:                                              ; preds = %559, %589
  %564 = phi i64 [ %590, %589 ], [ %560, %559 ]
  %565 = phi i64 [ %591, %589 ], [ 0, %559 ]
  %566 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %565
  %567 = load volatile i64, ptr %566, align 8, !tbaa !11
  %568 = trunc i64 %567 to i8
  %569 = sdiv i8 %568, 32
  %570 = srem i8 %568, 32
  %571 = sext i8 %569 to i64
  %572 = xor i64 %564, %571
  %573 = mul i64 %572, 1099511628211
  %574 = sext i8 %570 to i64
  %575 = xor i64 %573, %574
  %576 = mul i64 %575, 1099511628211
  store i64 %576, ptr @h, align 8, !tbaa !11
  %577 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %568, i8 noundef signext 32)
  %578 = icmp eq i8 %569, %577
  br i1 %578, label %579, label %582

579:                                              ; preds = %563
  %580 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %568, i8 noundef signext 32)
  %581 = icmp eq i8 %570, %580
  br i1 %581, label %589, label %582

582:                                              ; preds = %579, %563
  %583 = load i32, ptr @bad, align 4, !tbaa !5
  %584 = add nsw i32 %583, 1
  store i32 %584, ptr @bad, align 4, !tbaa !5
  %585 = shl i64 %567, 56
  %586 = ashr exact i64 %585, 56
  %587 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %586, i64 noundef 32)
  %588 = load i64, ptr @h, align 8, !tbaa !11
  br label %589

589:                                              ; preds = %582, %579
  %590 = phi i64 [ %588, %582 ], [ %576, %579 ]
  %591 = add nuw nsw i64 %565, 1
  %592 = icmp eq i64 %591, 41
  br i1 %592, label %593, label %563, !llvm.loop !32

593:                                              ; preds = %589, %619
  %594 = phi i64 [ %620, %619 ], [ %590, %589 ]
  %595 = phi i64 [ %621, %619 ], [ 0, %589 ]
  %596 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %595
  %597 = load volatile i64, ptr %596, align 8, !tbaa !11
  %598 = trunc i64 %597 to i8
  %599 = sdiv i8 %598, 37
  %600 = srem i8 %598, 37
  %601 = sext i8 %599 to i64
  %602 = xor i64 %594, %601
  %603 = mul i64 %602, 1099511628211
  %604 = sext i8 %600 to i64
  %605 = xor i64 %603, %604
  %606 = mul i64 %605, 1099511628211
  store i64 %606, ptr @h, align 8, !tbaa !11
  %607 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %598, i8 noundef signext 37)
  %608 = icmp eq i8 %599, %607
  br i1 %608, label %609, label %612

609:                                              ; preds = %593
  %610 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %598, i8 noundef signext 37)
  %611 = icmp eq i8 %600, %610
  br i1 %611, label %619, label %612

612:                                              ; preds = %609, %593
  %613 = load i32, ptr @bad, align 4, !tbaa !5
  %614 = add nsw i32 %613, 1
  store i32 %614, ptr @bad, align 4, !tbaa !5
  %615 = shl i64 %597, 56
  %616 = ashr exact i64 %615, 56
  %617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %616, i64 noundef 37)
  %618 = load i64, ptr @h, align 8, !tbaa !11
  br label %619

619:                                              ; preds = %612, %609
  %620 = phi i64 [ %618, %612 ], [ %606, %609 ]
  %621 = add nuw nsw i64 %595, 1
  %622 = icmp eq i64 %621, 41
  br i1 %622, label %623, label %593, !llvm.loop !33

623:                                              ; preds = %619, %649
  %624 = phi i64 [ %650, %649 ], [ %620, %619 ]
  %625 = phi i64 [ %651, %649 ], [ 0, %619 ]
  %626 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %625
  %627 = load volatile i64, ptr %626, align 8, !tbaa !11
  %628 = trunc i64 %627 to i8
  %629 = sdiv i8 %628, 41
  %630 = srem i8 %628, 41
  %631 = sext i8 %629 to i64
  %632 = xor i64 %624, %631
  %633 = mul i64 %632, 1099511628211
  %634 = sext i8 %630 to i64
  %635 = xor i64 %633, %634
  %636 = mul i64 %635, 1099511628211
  store i64 %636, ptr @h, align 8, !tbaa !11
  %637 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %628, i8 noundef signext 41)
  %638 = icmp eq i8 %629, %637
  br i1 %638, label %639, label %642

639:                                              ; preds = %623
  %640 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %628, i8 noundef signext 41)
  %641 = icmp eq i8 %630, %640
  br i1 %641, label %649, label %642

642:                                              ; preds = %639, %623
  %643 = load i32, ptr @bad, align 4, !tbaa !5
  %644 = add nsw i32 %643, 1
  store i32 %644, ptr @bad, align 4, !tbaa !5
  %645 = shl i64 %627, 56
  %646 = ashr exact i64 %645, 56
  %647 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %646, i64 noundef 41)
  %648 = load i64, ptr @h, align 8, !tbaa !11
  br label %649

649:                                              ; preds = %642, %639
  %650 = phi i64 [ %648, %642 ], [ %636, %639 ]
  %651 = add nuw nsw i64 %625, 1
  %652 = icmp eq i64 %651, 41
  br i1 %652, label %653, label %623, !llvm.loop !34

653:                                              ; preds = %649, %679
  %654 = phi i64 [ %680, %679 ], [ %650, %649 ]
  %655 = phi i64 [ %681, %679 ], [ 0, %649 ]
  %656 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %655
  %657 = load volatile i64, ptr %656, align 8, !tbaa !11
  %658 = trunc i64 %657 to i8
  %659 = sdiv i8 %658, 60
  %660 = srem i8 %658, 60
  %661 = sext i8 %659 to i64
  %662 = xor i64 %654, %661
  %663 = mul i64 %662, 1099511628211
  %664 = sext i8 %660 to i64
  %665 = xor i64 %663, %664
  %666 = mul i64 %665, 1099511628211
  store i64 %666, ptr @h, align 8, !tbaa !11
  %667 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %658, i8 noundef signext 60)
  %668 = icmp eq i8 %659, %667
  br i1 %668, label %669, label %672

669:                                              ; preds = %653
  %670 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %658, i8 noundef signext 60)
  %671 = icmp eq i8 %660, %670
  br i1 %671, label %679, label %672

672:                                              ; preds = %669, %653
  %673 = load i32, ptr @bad, align 4, !tbaa !5
  %674 = add nsw i32 %673, 1
  store i32 %674, ptr @bad, align 4, !tbaa !5
  %675 = shl i64 %657, 56
  %676 = ashr exact i64 %675, 56
  %677 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %676, i64 noundef 60)
  %678 = load i64, ptr @h, align 8, !tbaa !11
  br label %679

679:                                              ; preds = %672, %669
  %680 = phi i64 [ %678, %672 ], [ %666, %669 ]
  %681 = add nuw nsw i64 %655, 1
  %682 = icmp eq i64 %681, 41
  br i1 %682, label %683, label %653, !llvm.loop !35

683:                                              ; preds = %679, %709
  %684 = phi i64 [ %710, %709 ], [ %680, %679 ]
  %685 = phi i64 [ %711, %709 ], [ 0, %679 ]
  %686 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %685
  %687 = load volatile i64, ptr %686, align 8, !tbaa !11
  %688 = trunc i64 %687 to i8
  %689 = sdiv i8 %688, 63
  %690 = srem i8 %688, 63
  %691 = sext i8 %689 to i64
  %692 = xor i64 %684, %691
  %693 = mul i64 %692, 1099511628211
  %694 = sext i8 %690 to i64
  %695 = xor i64 %693, %694
  %696 = mul i64 %695, 1099511628211
  store i64 %696, ptr @h, align 8, !tbaa !11
  %697 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %688, i8 noundef signext 63)
  %698 = icmp eq i8 %689, %697
  br i1 %698, label %699, label %702

699:                                              ; preds = %683
  %700 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %688, i8 noundef signext 63)
  %701 = icmp eq i8 %690, %700
  br i1 %701, label %709, label %702

702:                                              ; preds = %699, %683
  %703 = load i32, ptr @bad, align 4, !tbaa !5
  %704 = add nsw i32 %703, 1
  store i32 %704, ptr @bad, align 4, !tbaa !5
  %705 = shl i64 %687, 56
  %706 = ashr exact i64 %705, 56
  %707 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %706, i64 noundef 63)
  %708 = load i64, ptr @h, align 8, !tbaa !11
  br label %709

709:                                              ; preds = %702, %699
  %710 = phi i64 [ %708, %702 ], [ %696, %699 ]
  %711 = add nuw nsw i64 %685, 1
  %712 = icmp eq i64 %711, 41
  br i1 %712, label %713, label %683, !llvm.loop !36

713:                                              ; preds = %709, %739
  %714 = phi i64 [ %740, %739 ], [ %710, %709 ]
  %715 = phi i64 [ %741, %739 ], [ 0, %709 ]
  %716 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %715
  %717 = load volatile i64, ptr %716, align 8, !tbaa !11
  %718 = trunc i64 %717 to i8
  %719 = sdiv i8 %718, 64
  %720 = srem i8 %718, 64
  %721 = sext i8 %719 to i64
  %722 = xor i64 %714, %721
  %723 = mul i64 %722, 1099511628211
  %724 = sext i8 %720 to i64
  %725 = xor i64 %723, %724
  %726 = mul i64 %725, 1099511628211
  store i64 %726, ptr @h, align 8, !tbaa !11
  %727 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %718, i8 noundef signext 64)
  %728 = icmp eq i8 %719, %727
  br i1 %728, label %729, label %732

729:                                              ; preds = %713
  %730 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %718, i8 noundef signext 64)
  %731 = icmp eq i8 %720, %730
  br i1 %731, label %739, label %732

732:                                              ; preds = %729, %713
  %733 = load i32, ptr @bad, align 4, !tbaa !5
  %734 = add nsw i32 %733, 1
  store i32 %734, ptr @bad, align 4, !tbaa !5
  %735 = shl i64 %717, 56
  %736 = ashr exact i64 %735, 56
  %737 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %736, i64 noundef 64)
  %738 = load i64, ptr @h, align 8, !tbaa !11
  br label %739

739:                                              ; preds = %732, %729
  %740 = phi i64 [ %738, %732 ], [ %726, %729 ]
  %741 = add nuw nsw i64 %715, 1
  %742 = icmp eq i64 %741, 41
  br i1 %742, label %743, label %713, !llvm.loop !37

743:                                              ; preds = %739, %769
  %744 = phi i64 [ %770, %769 ], [ %740, %739 ]
  %745 = phi i64 [ %771, %769 ], [ 0, %739 ]
  %746 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %745
  %747 = load volatile i64, ptr %746, align 8, !tbaa !11
  %748 = trunc i64 %747 to i8
  %749 = sdiv i8 %748, 100
  %750 = srem i8 %748, 100
  %751 = sext i8 %749 to i64
  %752 = xor i64 %744, %751
  %753 = mul i64 %752, 1099511628211
  %754 = sext i8 %750 to i64
  %755 = xor i64 %753, %754
  %756 = mul i64 %755, 1099511628211
  store i64 %756, ptr @h, align 8, !tbaa !11
  %757 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %748, i8 noundef signext 100)
  %758 = icmp eq i8 %749, %757
  br i1 %758, label %759, label %762

759:                                              ; preds = %743
  %760 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %748, i8 noundef signext 100)
  %761 = icmp eq i8 %750, %760
  br i1 %761, label %769, label %762

762:                                              ; preds = %759, %743
  %763 = load i32, ptr @bad, align 4, !tbaa !5
  %764 = add nsw i32 %763, 1
  store i32 %764, ptr @bad, align 4, !tbaa !5
  %765 = shl i64 %747, 56
  %766 = ashr exact i64 %765, 56
  %767 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %766, i64 noundef 100)
  %768 = load i64, ptr @h, align 8, !tbaa !11
  br label %769

769:                                              ; preds = %762, %759
  %770 = phi i64 [ %768, %762 ], [ %756, %759 ]
  %771 = add nuw nsw i64 %745, 1
  %772 = icmp eq i64 %771, 41
  br i1 %772, label %773, label %743, !llvm.loop !38

773:                                              ; preds = %769, %799
  %774 = phi i64 [ %800, %799 ], [ %770, %769 ]
  %775 = phi i64 [ %801, %799 ], [ 0, %769 ]
  %776 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %775
  %777 = load volatile i64, ptr %776, align 8, !tbaa !11
  %778 = trunc i64 %777 to i8
  %779 = sdiv i8 %778, 127
  %780 = srem i8 %778, 127
  %781 = sext i8 %779 to i64
  %782 = xor i64 %774, %781
  %783 = mul i64 %782, 1099511628211
  %784 = sext i8 %780 to i64
  %785 = xor i64 %783, %784
  %786 = mul i64 %785, 1099511628211
  store i64 %786, ptr @h, align 8, !tbaa !11
  %787 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %778, i8 noundef signext 127)
  %788 = icmp eq i8 %779, %787
  br i1 %788, label %789, label %792

789:                                              ; preds = %773
  %790 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %778, i8 noundef signext 127)
  %791 = icmp eq i8 %780, %790
  br i1 %791, label %799, label %792

792:                                              ; preds = %789, %773
  %793 = load i32, ptr @bad, align 4, !tbaa !5
  %794 = add nsw i32 %793, 1
  store i32 %794, ptr @bad, align 4, !tbaa !5
  %795 = shl i64 %777, 56
  %796 = ashr exact i64 %795, 56
  %797 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %796, i64 noundef 127)
  %798 = load i64, ptr @h, align 8, !tbaa !11
  br label %799

799:                                              ; preds = %792, %789
  %800 = phi i64 [ %798, %792 ], [ %786, %789 ]
  %801 = add nuw nsw i64 %775, 1
  %802 = icmp eq i64 %801, 41
  br i1 %802, label %803, label %773, !llvm.loop !39

803:                                              ; preds = %799, %829
  %804 = phi i64 [ %830, %829 ], [ %800, %799 ]
  %805 = phi i64 [ %831, %829 ], [ 0, %799 ]
  %806 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %805
  %807 = load volatile i64, ptr %806, align 8, !tbaa !11
  %808 = trunc i64 %807 to i8
  %809 = sdiv i8 %808, -3
  %810 = srem i8 %808, 3
  %811 = sext i8 %809 to i64
  %812 = xor i64 %804, %811
  %813 = mul i64 %812, 1099511628211
  %814 = sext i8 %810 to i64
  %815 = xor i64 %813, %814
  %816 = mul i64 %815, 1099511628211
  store i64 %816, ptr @h, align 8, !tbaa !11
  %817 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %808, i8 noundef signext -3)
  %818 = icmp eq i8 %809, %817
  br i1 %818, label %819, label %822

819:                                              ; preds = %803
  %820 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %808, i8 noundef signext -3)
  %821 = icmp eq i8 %810, %820
  br i1 %821, label %829, label %822

822:                                              ; preds = %819, %803
  %823 = load i32, ptr @bad, align 4, !tbaa !5
  %824 = add nsw i32 %823, 1
  store i32 %824, ptr @bad, align 4, !tbaa !5
  %825 = shl i64 %807, 56
  %826 = ashr exact i64 %825, 56
  %827 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %826, i64 noundef -3)
  %828 = load i64, ptr @h, align 8, !tbaa !11
  br label %829

829:                                              ; preds = %822, %819
  %830 = phi i64 [ %828, %822 ], [ %816, %819 ]
  %831 = add nuw nsw i64 %805, 1
  %832 = icmp eq i64 %831, 41
  br i1 %832, label %833, label %803, !llvm.loop !40

833:                                              ; preds = %829, %863
  %834 = phi i64 [ %864, %863 ], [ %830, %829 ]
  %835 = phi i64 [ %865, %863 ], [ 0, %829 ]
  %836 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %835
  %837 = load volatile i64, ptr %836, align 8, !tbaa !11
  %838 = trunc i64 %837 to i8
  %839 = icmp eq i8 %838, -128
  %840 = zext i1 %839 to i32
  %841 = sext i8 %838 to i16
  %842 = srem i16 %841, 128
  %843 = zext i1 %839 to i64
  %844 = xor i64 %834, %843
  %845 = mul i64 %844, 1099511628211
  %846 = sext i16 %842 to i64
  %847 = xor i64 %845, %846
  %848 = mul i64 %847, 1099511628211
  store i64 %848, ptr @h, align 8, !tbaa !11
  %849 = tail call fastcc signext i8 @i8_var_div(i8 noundef signext %838, i8 noundef signext -128)
  %850 = sext i8 %849 to i32
  %851 = icmp eq i32 %840, %850
  br i1 %851, label %852, label %856

852:                                              ; preds = %833
  %853 = tail call fastcc signext i8 @i8_var_rem(i8 noundef signext %838, i8 noundef signext -128)
  %854 = sext i8 %853 to i16
  %855 = icmp eq i16 %842, %854
  br i1 %855, label %863, label %856

856:                                              ; preds = %852, %833
  %857 = load i32, ptr @bad, align 4, !tbaa !5
  %858 = add nsw i32 %857, 1
  store i32 %858, ptr @bad, align 4, !tbaa !5
  %859 = shl i64 %837, 56
  %860 = ashr exact i64 %859, 56
  %861 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str, i64 noundef %860, i64 noundef -128)
  %862 = load i64, ptr @h, align 8, !tbaa !11
  br label %863

863:                                              ; preds = %856, %852
  %864 = phi i64 [ %862, %856 ], [ %848, %852 ]
  %865 = add nuw nsw i64 %835, 1
  %866 = icmp eq i64 %865, 41
  br i1 %866, label %6474, label %833, !llvm.loop !41

867:                                              ; preds = %26, %886
  %868 = phi i64 [ %887, %886 ], [ 1469598103934665603, %26 ]
  %869 = phi i64 [ %888, %886 ], [ 0, %26 ]
  %870 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %869
  %871 = load volatile i64, ptr %870, align 8, !tbaa !11
  %872 = trunc i64 %871 to i8
  %873 = and i64 %871, 255
  %874 = xor i64 %868, %873
  %875 = mul i64 %874, 956575116354345
  store i64 %875, ptr @h, align 8, !tbaa !11
  %876 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %872, i8 noundef zeroext 1)
  %877 = icmp eq i8 %876, %872
  br i1 %877, label %878, label %881

878:                                              ; preds = %867
  %879 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %872, i8 noundef zeroext 1)
  %880 = icmp eq i8 %879, 0
  br i1 %880, label %886, label %881

881:                                              ; preds = %878, %867
  %882 = load i32, ptr @bad, align 4, !tbaa !5
  %883 = add nsw i32 %882, 1
  store i32 %883, ptr @bad, align 4, !tbaa !5
  %884 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %873, i64 noundef 1)
  %885 = load i64, ptr @h, align 8, !tbaa !11
  br label %886

886:                                              ; preds = %881, %878
  %887 = phi i64 [ %885, %881 ], [ %875, %878 ]
  %888 = add nuw nsw i64 %869, 1
  %889 = icmp eq i64 %888, 41
  br i1 %889, label %890, label %867, !llvm.loop !42

890:                                              ; preds = %886, %917
  %891 = phi i64 [ %918, %917 ], [ %887, %886 ]
  %892 = phi i64 [ %919, %917 ], [ 0, %886 ]
  %893 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %892
  %894 = load volatile i64, ptr %893, align 8, !tbaa !11
  %895 = trunc i64 %894 to i8
  %896 = lshr i8 %895, 1
  %897 = zext nneg i8 %896 to i64
  %898 = xor i64 %891, %897
  %899 = mul i64 %898, 1099511628211
  %900 = and i64 %894, 1
  %901 = xor i64 %899, %900
  %902 = mul i64 %901, 1099511628211
  store i64 %902, ptr @h, align 8, !tbaa !11
  %903 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %895, i8 noundef zeroext 2)
  %904 = icmp eq i8 %896, %903
  br i1 %904, label %905, label %911

905:                                              ; preds = %890
  %906 = trunc i64 %894 to i32
  %907 = and i32 %906, 1
  %908 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %895, i8 noundef zeroext 2)
  %909 = zext i8 %908 to i32
  %910 = icmp eq i32 %907, %909
  br i1 %910, label %917, label %911

911:                                              ; preds = %905, %890
  %912 = load i32, ptr @bad, align 4, !tbaa !5
  %913 = add nsw i32 %912, 1
  store i32 %913, ptr @bad, align 4, !tbaa !5
  %914 = and i64 %894, 255
  %915 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %914, i64 noundef 2)
  %916 = load i64, ptr @h, align 8, !tbaa !11
  br label %917

917:                                              ; preds = %911, %905
  %918 = phi i64 [ %916, %911 ], [ %902, %905 ]
  %919 = add nuw nsw i64 %892, 1
  %920 = icmp eq i64 %919, 41
  br i1 %920, label %921, label %890, !llvm.loop !43

921:                                              ; preds = %917, %946
  %922 = phi i64 [ %947, %946 ], [ %918, %917 ]
  %923 = phi i64 [ %948, %946 ], [ 0, %917 ]
  %924 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %923
  %925 = load volatile i64, ptr %924, align 8, !tbaa !11
  %926 = trunc i64 %925 to i8
  %927 = udiv i8 %926, 3
  %928 = urem i8 %926, 3
  %929 = zext nneg i8 %927 to i64
  %930 = xor i64 %922, %929
  %931 = mul i64 %930, 1099511628211
  %932 = zext nneg i8 %928 to i64
  %933 = xor i64 %931, %932
  %934 = mul i64 %933, 1099511628211
  store i64 %934, ptr @h, align 8, !tbaa !11
  %935 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %926, i8 noundef zeroext 3)
  %936 = icmp eq i8 %927, %935
  br i1 %936, label %937, label %940

937:                                              ; preds = %921
  %938 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %926, i8 noundef zeroext 3)
  %939 = icmp eq i8 %928, %938
  br i1 %939, label %946, label %940

940:                                              ; preds = %937, %921
  %941 = load i32, ptr @bad, align 4, !tbaa !5
  %942 = add nsw i32 %941, 1
  store i32 %942, ptr @bad, align 4, !tbaa !5
  %943 = and i64 %925, 255
  %944 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %943, i64 noundef 3)
  %945 = load i64, ptr @h, align 8, !tbaa !11
  br label %946

946:                                              ; preds = %940, %937
  %947 = phi i64 [ %945, %940 ], [ %934, %937 ]
  %948 = add nuw nsw i64 %923, 1
  %949 = icmp eq i64 %948, 41
  br i1 %949, label %950, label %921, !llvm.loop !44

950:                                              ; preds = %946, %975
  %951 = phi i64 [ %976, %975 ], [ %947, %946 ]
  %952 = phi i64 [ %977, %975 ], [ 0, %946 ]
  %953 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %952
  %954 = load volatile i64, ptr %953, align 8, !tbaa !11
  %955 = trunc i64 %954 to i8
  %956 = udiv i8 %955, 5
  %957 = urem i8 %955, 5
  %958 = zext nneg i8 %956 to i64
  %959 = xor i64 %951, %958
  %960 = mul i64 %959, 1099511628211
  %961 = zext nneg i8 %957 to i64
  %962 = xor i64 %960, %961
  %963 = mul i64 %962, 1099511628211
  store i64 %963, ptr @h, align 8, !tbaa !11
  %964 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %955, i8 noundef zeroext 5)
  %965 = icmp eq i8 %956, %964
  br i1 %965, label %966, label %969

966:                                              ; preds = %950
  %967 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %955, i8 noundef zeroext 5)
  %968 = icmp eq i8 %957, %967
  br i1 %968, label %975, label %969

969:                                              ; preds = %966, %950
  %970 = load i32, ptr @bad, align 4, !tbaa !5
  %971 = add nsw i32 %970, 1
  store i32 %971, ptr @bad, align 4, !tbaa !5
  %972 = and i64 %954, 255
  %973 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %972, i64 noundef 5)
  %974 = load i64, ptr @h, align 8, !tbaa !11
  br label %975

975:                                              ; preds = %969, %966
  %976 = phi i64 [ %974, %969 ], [ %963, %966 ]
  %977 = add nuw nsw i64 %952, 1
  %978 = icmp eq i64 %977, 41
  br i1 %978, label %979, label %950, !llvm.loop !45

979:                                              ; preds = %975, %1004
  %980 = phi i64 [ %1005, %1004 ], [ %976, %975 ]
  %981 = phi i64 [ %1006, %1004 ], [ 0, %975 ]
  %982 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %981
  %983 = load volatile i64, ptr %982, align 8, !tbaa !11
  %984 = trunc i64 %983 to i8
  %985 = udiv i8 %984, 6
  %986 = urem i8 %984, 6
  %987 = zext nneg i8 %985 to i64
  %988 = xor i64 %980, %987
  %989 = mul i64 %988, 1099511628211
  %990 = zext nneg i8 %986 to i64
  %991 = xor i64 %989, %990
  %992 = mul i64 %991, 1099511628211
  store i64 %992, ptr @h, align 8, !tbaa !11
  %993 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %984, i8 noundef zeroext 6)
  %994 = icmp eq i8 %985, %993
  br i1 %994, label %995, label %998

995:                                              ; preds = %979
  %996 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %984, i8 noundef zeroext 6)
  %997 = icmp eq i8 %986, %996
  br i1 %997, label %1004, label %998

998:                                              ; preds = %995, %979
  %999 = load i32, ptr @bad, align 4, !tbaa !5
  %1000 = add nsw i32 %999, 1
  store i32 %1000, ptr @bad, align 4, !tbaa !5
  %1001 = and i64 %983, 255
  %1002 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1001, i64 noundef 6)
  %1003 = load i64, ptr @h, align 8, !tbaa !11
  br label %1004

1004:                                             ; preds = %998, %995
  %1005 = phi i64 [ %1003, %998 ], [ %992, %995 ]
  %1006 = add nuw nsw i64 %981, 1
  %1007 = icmp eq i64 %1006, 41
  br i1 %1007, label %1008, label %979, !llvm.loop !46

1008:                                             ; preds = %1004, %1033
  %1009 = phi i64 [ %1034, %1033 ], [ %1005, %1004 ]
  %1010 = phi i64 [ %1035, %1033 ], [ 0, %1004 ]
  %1011 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1010
  %1012 = load volatile i64, ptr %1011, align 8, !tbaa !11
  %1013 = trunc i64 %1012 to i8
  %1014 = udiv i8 %1013, 7
  %1015 = urem i8 %1013, 7
  %1016 = zext nneg i8 %1014 to i64
  %1017 = xor i64 %1009, %1016
  %1018 = mul i64 %1017, 1099511628211
  %1019 = zext nneg i8 %1015 to i64
  %1020 = xor i64 %1018, %1019
  %1021 = mul i64 %1020, 1099511628211
  store i64 %1021, ptr @h, align 8, !tbaa !11
  %1022 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1013, i8 noundef zeroext 7)
  %1023 = icmp eq i8 %1014, %1022
  br i1 %1023, label %1024, label %1027

1024:                                             ; preds = %1008
  %1025 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1013, i8 noundef zeroext 7)
  %1026 = icmp eq i8 %1015, %1025
  br i1 %1026, label %1033, label %1027

1027:                                             ; preds = %1024, %1008
  %1028 = load i32, ptr @bad, align 4, !tbaa !5
  %1029 = add nsw i32 %1028, 1
  store i32 %1029, ptr @bad, align 4, !tbaa !5
  %1030 = and i64 %1012, 255
  %1031 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1030, i64 noundef 7)
  %1032 = load i64, ptr @h, align 8, !tbaa !11
  br label %1033

1033:                                             ; preds = %1027, %1024
  %1034 = phi i64 [ %1032, %1027 ], [ %1021, %1024 ]
  %1035 = add nuw nsw i64 %1010, 1
  %1036 = icmp eq i64 %1035, 41
  br i1 %1036, label %1037, label %1008, !llvm.loop !47

1037:                                             ; preds = %1033, %1062
  %1038 = phi i64 [ %1063, %1062 ], [ %1034, %1033 ]
  %1039 = phi i64 [ %1064, %1062 ], [ 0, %1033 ]
  %1040 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1039
  %1041 = load volatile i64, ptr %1040, align 8, !tbaa !11
  %1042 = trunc i64 %1041 to i8
  %1043 = udiv i8 %1042, 9
  %1044 = urem i8 %1042, 9
  %1045 = zext nneg i8 %1043 to i64
  %1046 = xor i64 %1038, %1045
  %1047 = mul i64 %1046, 1099511628211
  %1048 = zext nneg i8 %1044 to i64
  %1049 = xor i64 %1047, %1048
  %1050 = mul i64 %1049, 1099511628211
  store i64 %1050, ptr @h, align 8, !tbaa !11
  %1051 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1042, i8 noundef zeroext 9)
  %1052 = icmp eq i8 %1043, %1051
  br i1 %1052, label %1053, label %1056

1053:                                             ; preds = %1037
  %1054 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1042, i8 noundef zeroext 9)
  %1055 = icmp eq i8 %1044, %1054
  br i1 %1055, label %1062, label %1056

1056:                                             ; preds = %1053, %1037
  %1057 = load i32, ptr @bad, align 4, !tbaa !5
  %1058 = add nsw i32 %1057, 1
  store i32 %1058, ptr @bad, align 4, !tbaa !5
  %1059 = and i64 %1041, 255
  %1060 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1059, i64 noundef 9)
  %1061 = load i64, ptr @h, align 8, !tbaa !11
  br label %1062

1062:                                             ; preds = %1056, %1053
  %1063 = phi i64 [ %1061, %1056 ], [ %1050, %1053 ]
  %1064 = add nuw nsw i64 %1039, 1
  %1065 = icmp eq i64 %1064, 41
  br i1 %1065, label %1066, label %1037, !llvm.loop !48

1066:                                             ; preds = %1062, %1091
  %1067 = phi i64 [ %1092, %1091 ], [ %1063, %1062 ]
  %1068 = phi i64 [ %1093, %1091 ], [ 0, %1062 ]
  %1069 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1068
  %1070 = load volatile i64, ptr %1069, align 8, !tbaa !11
  %1071 = trunc i64 %1070 to i8
  %1072 = udiv i8 %1071, 10
  %1073 = urem i8 %1071, 10
  %1074 = zext nneg i8 %1072 to i64
  %1075 = xor i64 %1067, %1074
  %1076 = mul i64 %1075, 1099511628211
  %1077 = zext nneg i8 %1073 to i64
  %1078 = xor i64 %1076, %1077
  %1079 = mul i64 %1078, 1099511628211
  store i64 %1079, ptr @h, align 8, !tbaa !11
  %1080 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1071, i8 noundef zeroext 10)
  %1081 = icmp eq i8 %1072, %1080
  br i1 %1081, label %1082, label %1085

1082:                                             ; preds = %1066
  %1083 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1071, i8 noundef zeroext 10)
  %1084 = icmp eq i8 %1073, %1083
  br i1 %1084, label %1091, label %1085

1085:                                             ; preds = %1082, %1066
  %1086 = load i32, ptr @bad, align 4, !tbaa !5
  %1087 = add nsw i32 %1086, 1
  store i32 %1087, ptr @bad, align 4, !tbaa !5
  %1088 = and i64 %1070, 255
  %1089 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1088, i64 noundef 10)
  %1090 = load i64, ptr @h, align 8, !tbaa !11
  br label %1091

1091:                                             ; preds = %1085, %1082
  %1092 = phi i64 [ %1090, %1085 ], [ %1079, %1082 ]
  %1093 = add nuw nsw i64 %1068, 1
  %1094 = icmp eq i64 %1093, 41
  br i1 %1094, label %1095, label %1066, !llvm.loop !49

1095:                                             ; preds = %1091, %1120
  %1096 = phi i64 [ %1121, %1120 ], [ %1092, %1091 ]
  %1097 = phi i64 [ %1122, %1120 ], [ 0, %1091 ]
  %1098 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1097
  %1099 = load volatile i64, ptr %1098, align 8, !tbaa !11
  %1100 = trunc i64 %1099 to i8
  %1101 = udiv i8 %1100, 11
  %1102 = urem i8 %1100, 11
  %1103 = zext nneg i8 %1101 to i64
  %1104 = xor i64 %1096, %1103
  %1105 = mul i64 %1104, 1099511628211
  %1106 = zext nneg i8 %1102 to i64
  %1107 = xor i64 %1105, %1106
  %1108 = mul i64 %1107, 1099511628211
  store i64 %1108, ptr @h, align 8, !tbaa !11
  %1109 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1100, i8 noundef zeroext 11)
  %1110 = icmp eq i8 %1101, %1109
  br i1 %1110, label %1111, label %1114

1111:                                             ; preds = %1095
  %1112 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1100, i8 noundef zeroext 11)
  %1113 = icmp eq i8 %1102, %1112
  br i1 %1113, label %1120, label %1114

1114:                                             ; preds = %1111, %1095
  %1115 = load i32, ptr @bad, align 4, !tbaa !5
  %1116 = add nsw i32 %1115, 1
  store i32 %1116, ptr @bad, align 4, !tbaa !5
  %1117 = and i64 %1099, 255
  %1118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1117, i64 noundef 11)
  %1119 = load i64, ptr @h, align 8, !tbaa !11
  br label %1120

1120:                                             ; preds = %1114, %1111
  %1121 = phi i64 [ %1119, %1114 ], [ %1108, %1111 ]
  %1122 = add nuw nsw i64 %1097, 1
  %1123 = icmp eq i64 %1122, 41
  br i1 %1123, label %1124, label %1095, !llvm.loop !50

1124:                                             ; preds = %1120, %1149
  %1125 = phi i64 [ %1150, %1149 ], [ %1121, %1120 ]
  %1126 = phi i64 [ %1151, %1149 ], [ 0, %1120 ]
  %1127 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1126
  %1128 = load volatile i64, ptr %1127, align 8, !tbaa !11
  %1129 = trunc i64 %1128 to i8
  %1130 = udiv i8 %1129, 12
  %1131 = urem i8 %1129, 12
  %1132 = zext nneg i8 %1130 to i64
  %1133 = xor i64 %1125, %1132
  %1134 = mul i64 %1133, 1099511628211
  %1135 = zext nneg i8 %1131 to i64
  %1136 = xor i64 %1134, %1135
  %1137 = mul i64 %1136, 1099511628211
  store i64 %1137, ptr @h, align 8, !tbaa !11
  %1138 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1129, i8 noundef zeroext 12)
  %1139 = icmp eq i8 %1130, %1138
  br i1 %1139, label %1140, label %1143

1140:                                             ; preds = %1124
  %1141 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1129, i8 noundef zeroext 12)
  %1142 = icmp eq i8 %1131, %1141
  br i1 %1142, label %1149, label %1143

1143:                                             ; preds = %1140, %1124
  %1144 = load i32, ptr @bad, align 4, !tbaa !5
  %1145 = add nsw i32 %1144, 1
  store i32 %1145, ptr @bad, align 4, !tbaa !5
  %1146 = and i64 %1128, 255
  %1147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1146, i64 noundef 12)
  %1148 = load i64, ptr @h, align 8, !tbaa !11
  br label %1149

1149:                                             ; preds = %1143, %1140
  %1150 = phi i64 [ %1148, %1143 ], [ %1137, %1140 ]
  %1151 = add nuw nsw i64 %1126, 1
  %1152 = icmp eq i64 %1151, 41
  br i1 %1152, label %1153, label %1124, !llvm.loop !51

1153:                                             ; preds = %1149, %1178
  %1154 = phi i64 [ %1179, %1178 ], [ %1150, %1149 ]
  %1155 = phi i64 [ %1180, %1178 ], [ 0, %1149 ]
  %1156 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1155
  %1157 = load volatile i64, ptr %1156, align 8, !tbaa !11
  %1158 = trunc i64 %1157 to i8
  %1159 = udiv i8 %1158, 13
  %1160 = urem i8 %1158, 13
  %1161 = zext nneg i8 %1159 to i64
  %1162 = xor i64 %1154, %1161
  %1163 = mul i64 %1162, 1099511628211
  %1164 = zext nneg i8 %1160 to i64
  %1165 = xor i64 %1163, %1164
  %1166 = mul i64 %1165, 1099511628211
  store i64 %1166, ptr @h, align 8, !tbaa !11
  %1167 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1158, i8 noundef zeroext 13)
  %1168 = icmp eq i8 %1159, %1167
  br i1 %1168, label %1169, label %1172

1169:                                             ; preds = %1153
  %1170 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1158, i8 noundef zeroext 13)
  %1171 = icmp eq i8 %1160, %1170
  br i1 %1171, label %1178, label %1172

1172:                                             ; preds = %1169, %1153
  %1173 = load i32, ptr @bad, align 4, !tbaa !5
  %1174 = add nsw i32 %1173, 1
  store i32 %1174, ptr @bad, align 4, !tbaa !5
  %1175 = and i64 %1157, 255
  %1176 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1175, i64 noundef 13)
  %1177 = load i64, ptr @h, align 8, !tbaa !11
  br label %1178

1178:                                             ; preds = %1172, %1169
  %1179 = phi i64 [ %1177, %1172 ], [ %1166, %1169 ]
  %1180 = add nuw nsw i64 %1155, 1
  %1181 = icmp eq i64 %1180, 41
  br i1 %1181, label %1182, label %1153, !llvm.loop !52

1182:                                             ; preds = %1178, %1207
  %1183 = phi i64 [ %1208, %1207 ], [ %1179, %1178 ]
  %1184 = phi i64 [ %1209, %1207 ], [ 0, %1178 ]
  %1185 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1184
  %1186 = load volatile i64, ptr %1185, align 8, !tbaa !11
  %1187 = trunc i64 %1186 to i8
  %1188 = udiv i8 %1187, 14
  %1189 = urem i8 %1187, 14
  %1190 = zext nneg i8 %1188 to i64
  %1191 = xor i64 %1183, %1190
  %1192 = mul i64 %1191, 1099511628211
  %1193 = zext nneg i8 %1189 to i64
  %1194 = xor i64 %1192, %1193
  %1195 = mul i64 %1194, 1099511628211
  store i64 %1195, ptr @h, align 8, !tbaa !11
  %1196 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1187, i8 noundef zeroext 14)
  %1197 = icmp eq i8 %1188, %1196
  br i1 %1197, label %1198, label %1201

1198:                                             ; preds = %1182
  %1199 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1187, i8 noundef zeroext 14)
  %1200 = icmp eq i8 %1189, %1199
  br i1 %1200, label %1207, label %1201

1201:                                             ; preds = %1198, %1182
  %1202 = load i32, ptr @bad, align 4, !tbaa !5
  %1203 = add nsw i32 %1202, 1
  store i32 %1203, ptr @bad, align 4, !tbaa !5
  %1204 = and i64 %1186, 255
  %1205 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1204, i64 noundef 14)
  %1206 = load i64, ptr @h, align 8, !tbaa !11
  br label %1207

1207:                                             ; preds = %1201, %1198
  %1208 = phi i64 [ %1206, %1201 ], [ %1195, %1198 ]
  %1209 = add nuw nsw i64 %1184, 1
  %1210 = icmp eq i64 %1209, 41
  br i1 %1210, label %1211, label %1182, !llvm.loop !53

1211:                                             ; preds = %1207, %1236
  %1212 = phi i64 [ %1237, %1236 ], [ %1208, %1207 ]
  %1213 = phi i64 [ %1238, %1236 ], [ 0, %1207 ]
  %1214 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1213
  %1215 = load volatile i64, ptr %1214, align 8, !tbaa !11
  %1216 = trunc i64 %1215 to i8
  %1217 = udiv i8 %1216, 15
  %1218 = urem i8 %1216, 15
  %1219 = zext nneg i8 %1217 to i64
  %1220 = xor i64 %1212, %1219
  %1221 = mul i64 %1220, 1099511628211
  %1222 = zext nneg i8 %1218 to i64
  %1223 = xor i64 %1221, %1222
  %1224 = mul i64 %1223, 1099511628211
  store i64 %1224, ptr @h, align 8, !tbaa !11
  %1225 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1216, i8 noundef zeroext 15)
  %1226 = icmp eq i8 %1217, %1225
  br i1 %1226, label %1227, label %1230

1227:                                             ; preds = %1211
  %1228 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1216, i8 noundef zeroext 15)
  %1229 = icmp eq i8 %1218, %1228
  br i1 %1229, label %1236, label %1230

1230:                                             ; preds = %1227, %1211
  %1231 = load i32, ptr @bad, align 4, !tbaa !5
  %1232 = add nsw i32 %1231, 1
  store i32 %1232, ptr @bad, align 4, !tbaa !5
  %1233 = and i64 %1215, 255
  %1234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1233, i64 noundef 15)
  %1235 = load i64, ptr @h, align 8, !tbaa !11
  br label %1236

1236:                                             ; preds = %1230, %1227
  %1237 = phi i64 [ %1235, %1230 ], [ %1224, %1227 ]
  %1238 = add nuw nsw i64 %1213, 1
  %1239 = icmp eq i64 %1238, 41
  br i1 %1239, label %1240, label %1211, !llvm.loop !54

1240:                                             ; preds = %1236, %1267
  %1241 = phi i64 [ %1268, %1267 ], [ %1237, %1236 ]
  %1242 = phi i64 [ %1269, %1267 ], [ 0, %1236 ]
  %1243 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1242
  %1244 = load volatile i64, ptr %1243, align 8, !tbaa !11
  %1245 = trunc i64 %1244 to i8
  %1246 = lshr i8 %1245, 4
  %1247 = zext nneg i8 %1246 to i64
  %1248 = xor i64 %1241, %1247
  %1249 = mul i64 %1248, 1099511628211
  %1250 = and i64 %1244, 15
  %1251 = xor i64 %1249, %1250
  %1252 = mul i64 %1251, 1099511628211
  store i64 %1252, ptr @h, align 8, !tbaa !11
  %1253 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1245, i8 noundef zeroext 16)
  %1254 = icmp eq i8 %1246, %1253
  br i1 %1254, label %1255, label %1261

1255:                                             ; preds = %1240
  %1256 = trunc i64 %1244 to i32
  %1257 = and i32 %1256, 15
  %1258 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1245, i8 noundef zeroext 16)
  %1259 = zext i8 %1258 to i32
  %1260 = icmp eq i32 %1257, %1259
  br i1 %1260, label %1267, label %1261

1261:                                             ; preds = %1255, %1240
  %1262 = load i32, ptr @bad, align 4, !tbaa !5
  %1263 = add nsw i32 %1262, 1
  store i32 %1263, ptr @bad, align 4, !tbaa !5
  %1264 = and i64 %1244, 255
  %1265 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1264, i64 noundef 16)
  %1266 = load i64, ptr @h, align 8, !tbaa !11
  br label %1267

1267:                                             ; preds = %1261, %1255
  %1268 = phi i64 [ %1266, %1261 ], [ %1252, %1255 ]
  %1269 = add nuw nsw i64 %1242, 1
  %1270 = icmp eq i64 %1269, 41
  br i1 %1270, label %1271, label %1240, !llvm.loop !55

1271:                                             ; preds = %1267, %1296
  %1272 = phi i64 [ %1297, %1296 ], [ %1268, %1267 ]
  %1273 = phi i64 [ %1298, %1296 ], [ 0, %1267 ]
  %1274 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1273
  %1275 = load volatile i64, ptr %1274, align 8, !tbaa !11
  %1276 = trunc i64 %1275 to i8
  %1277 = udiv i8 %1276, 17
  %1278 = urem i8 %1276, 17
  %1279 = zext nneg i8 %1277 to i64
  %1280 = xor i64 %1272, %1279
  %1281 = mul i64 %1280, 1099511628211
  %1282 = zext nneg i8 %1278 to i64
  %1283 = xor i64 %1281, %1282
  %1284 = mul i64 %1283, 1099511628211
  store i64 %1284, ptr @h, align 8, !tbaa !11
  %1285 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1276, i8 noundef zeroext 17)
  %1286 = icmp eq i8 %1277, %1285
  br i1 %1286, label %1287, label %1290

1287:                                             ; preds = %1271
  %1288 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1276, i8 noundef zeroext 17)
  %1289 = icmp eq i8 %1278, %1288
  br i1 %1289, label %1296, label %1290

1290:                                             ; preds = %1287, %1271
  %1291 = load i32, ptr @bad, align 4, !tbaa !5
  %1292 = add nsw i32 %1291, 1
  store i32 %1292, ptr @bad, align 4, !tbaa !5
  %1293 = and i64 %1275, 255
  %1294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1293, i64 noundef 17)
  %1295 = load i64, ptr @h, align 8, !tbaa !11
  br label %1296

1296:                                             ; preds = %1290, %1287
  %1297 = phi i64 [ %1295, %1290 ], [ %1284, %1287 ]
  %1298 = add nuw nsw i64 %1273, 1
  %1299 = icmp eq i64 %1298, 41
  br i1 %1299, label %1300, label %1271, !llvm.loop !56

1300:                                             ; preds = %1296, %1325
  %1301 = phi i64 [ %1326, %1325 ], [ %1297, %1296 ]
  %1302 = phi i64 [ %1327, %1325 ], [ 0, %1296 ]
  %1303 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1302
  %1304 = load volatile i64, ptr %1303, align 8, !tbaa !11
  %1305 = trunc i64 %1304 to i8
  %1306 = udiv i8 %1305, 19
  %1307 = urem i8 %1305, 19
  %1308 = zext nneg i8 %1306 to i64
  %1309 = xor i64 %1301, %1308
  %1310 = mul i64 %1309, 1099511628211
  %1311 = zext nneg i8 %1307 to i64
  %1312 = xor i64 %1310, %1311
  %1313 = mul i64 %1312, 1099511628211
  store i64 %1313, ptr @h, align 8, !tbaa !11
  %1314 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1305, i8 noundef zeroext 19)
  %1315 = icmp eq i8 %1306, %1314
  br i1 %1315, label %1316, label %1319

1316:                                             ; preds = %1300
  %1317 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1305, i8 noundef zeroext 19)
  %1318 = icmp eq i8 %1307, %1317
  br i1 %1318, label %1325, label %1319

1319:                                             ; preds = %1316, %1300
  %1320 = load i32, ptr @bad, align 4, !tbaa !5
  %1321 = add nsw i32 %1320, 1
  store i32 %1321, ptr @bad, align 4, !tbaa !5
  %1322 = and i64 %1304, 255
  %1323 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1322, i64 noundef 19)
  %1324 = load i64, ptr @h, align 8, !tbaa !11
  br label %1325

1325:                                             ; preds = %1319, %1316
  %1326 = phi i64 [ %1324, %1319 ], [ %1313, %1316 ]
  %1327 = add nuw nsw i64 %1302, 1
  %1328 = icmp eq i64 %1327, 41
  br i1 %1328, label %1329, label %1300, !llvm.loop !57

1329:                                             ; preds = %1325, %1354
  %1330 = phi i64 [ %1355, %1354 ], [ %1326, %1325 ]
  %1331 = phi i64 [ %1356, %1354 ], [ 0, %1325 ]
  %1332 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1331
  %1333 = load volatile i64, ptr %1332, align 8, !tbaa !11
  %1334 = trunc i64 %1333 to i8
  %1335 = udiv i8 %1334, 25
  %1336 = urem i8 %1334, 25
  %1337 = zext nneg i8 %1335 to i64
  %1338 = xor i64 %1330, %1337
  %1339 = mul i64 %1338, 1099511628211
  %1340 = zext nneg i8 %1336 to i64
  %1341 = xor i64 %1339, %1340
  %1342 = mul i64 %1341, 1099511628211
  store i64 %1342, ptr @h, align 8, !tbaa !11
  %1343 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1334, i8 noundef zeroext 25)
  %1344 = icmp eq i8 %1335, %1343
  br i1 %1344, label %1345, label %1348

1345:                                             ; preds = %1329
  %1346 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1334, i8 noundef zeroext 25)
  %1347 = icmp eq i8 %1336, %1346
  br i1 %1347, label %1354, label %1348

1348:                                             ; preds = %1345, %1329
  %1349 = load i32, ptr @bad, align 4, !tbaa !5
  %1350 = add nsw i32 %1349, 1
  store i32 %1350, ptr @bad, align 4, !tbaa !5
  %1351 = and i64 %1333, 255
  %1352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1351, i64 noundef 25)
  %1353 = load i64, ptr @h, align 8, !tbaa !11
  br label %1354

1354:                                             ; preds = %1348, %1345
  %1355 = phi i64 [ %1353, %1348 ], [ %1342, %1345 ]
  %1356 = add nuw nsw i64 %1331, 1
  %1357 = icmp eq i64 %1356, 41
  br i1 %1357, label %1358, label %1329, !llvm.loop !58

1358:                                             ; preds = %1354, %1383
  %1359 = phi i64 [ %1384, %1383 ], [ %1355, %1354 ]
  %1360 = phi i64 [ %1385, %1383 ], [ 0, %1354 ]
  %1361 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1360
  %1362 = load volatile i64, ptr %1361, align 8, !tbaa !11
  %1363 = trunc i64 %1362 to i8
  %1364 = udiv i8 %1363, 31
  %1365 = urem i8 %1363, 31
  %1366 = zext nneg i8 %1364 to i64
  %1367 = xor i64 %1359, %1366
  %1368 = mul i64 %1367, 1099511628211
  %1369 = zext nneg i8 %1365 to i64
  %1370 = xor i64 %1368, %1369
  %1371 = mul i64 %1370, 1099511628211
  store i64 %1371, ptr @h, align 8, !tbaa !11
  %1372 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1363, i8 noundef zeroext 31)
  %1373 = icmp eq i8 %1364, %1372
  br i1 %1373, label %1374, label %1377

1374:                                             ; preds = %1358
  %1375 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1363, i8 noundef zeroext 31)
  %1376 = icmp eq i8 %1365, %1375
  br i1 %1376, label %1383, label %1377

1377:                                             ; preds = %1374, %1358
  %1378 = load i32, ptr @bad, align 4, !tbaa !5
  %1379 = add nsw i32 %1378, 1
  store i32 %1379, ptr @bad, align 4, !tbaa !5
  %1380 = and i64 %1362, 255
  %1381 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1380, i64 noundef 31)
  %1382 = load i64, ptr @h, align 8, !tbaa !11
  br label %1383

1383:                                             ; preds = %1377, %1374
  %1384 = phi i64 [ %1382, %1377 ], [ %1371, %1374 ]
  %1385 = add nuw nsw i64 %1360, 1
  %1386 = icmp eq i64 %1385, 41
  br i1 %1386, label %1387, label %1358, !llvm.loop !59

1387:                                             ; preds = %1383, %1414
  %1388 = phi i64 [ %1415, %1414 ], [ %1384, %1383 ]
  %1389 = phi i64 [ %1416, %1414 ], [ 0, %1383 ]
  %1390 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1389
  %1391 = load volatile i64, ptr %1390, align 8, !tbaa !11
  %1392 = trunc i64 %1391 to i8
  %1393 = lshr i8 %1392, 5
  %1394 = zext nneg i8 %1393 to i64
  %1395 = xor i64 %1388, %1394
  %1396 = mul i64 %1395, 1099511628211
  %1397 = and i64 %1391, 31
  %1398 = xor i64 %1396, %1397
  %1399 = mul i64 %1398, 1099511628211
  store i64 %1399, ptr @h, align 8, !tbaa !11
  %1400 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1392, i8 noundef zeroext 32)
  %1401 = icmp eq i8 %1393, %1400
  br i1 %1401, label %1402, label %1408

1402:                                             ; preds = %1387
  %1403 = trunc i64 %1391 to i32
  %1404 = and i32 %1403, 31
  %1405 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1392, i8 noundef zeroext 32)
  %1406 = zext i8 %1405 to i32
  %1407 = icmp eq i32 %1404, %1406
  br i1 %1407, label %1414, label %1408

1408:                                             ; preds = %1402, %1387
  %1409 = load i32, ptr @bad, align 4, !tbaa !5
  %1410 = add nsw i32 %1409, 1
  store i32 %1410, ptr @bad, align 4, !tbaa !5
  %1411 = and i64 %1391, 255
  %1412 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1411, i64 noundef 32)
  %1413 = load i64, ptr @h, align 8, !tbaa !11
  br label %1414

1414:                                             ; preds = %1408, %1402
  %1415 = phi i64 [ %1413, %1408 ], [ %1399, %1402 ]
  %1416 = add nuw nsw i64 %1389, 1
  %1417 = icmp eq i64 %1416, 41
  br i1 %1417, label %1418, label %1387, !llvm.loop !60

1418:                                             ; preds = %1414, %1443
  %1419 = phi i64 [ %1444, %1443 ], [ %1415, %1414 ]
  %1420 = phi i64 [ %1445, %1443 ], [ 0, %1414 ]
  %1421 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1420
  %1422 = load volatile i64, ptr %1421, align 8, !tbaa !11
  %1423 = trunc i64 %1422 to i8
  %1424 = udiv i8 %1423, 37
  %1425 = urem i8 %1423, 37
  %1426 = zext nneg i8 %1424 to i64
  %1427 = xor i64 %1419, %1426
  %1428 = mul i64 %1427, 1099511628211
  %1429 = zext nneg i8 %1425 to i64
  %1430 = xor i64 %1428, %1429
  %1431 = mul i64 %1430, 1099511628211
  store i64 %1431, ptr @h, align 8, !tbaa !11
  %1432 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1423, i8 noundef zeroext 37)
  %1433 = icmp eq i8 %1424, %1432
  br i1 %1433, label %1434, label %1437

1434:                                             ; preds = %1418
  %1435 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1423, i8 noundef zeroext 37)
  %1436 = icmp eq i8 %1425, %1435
  br i1 %1436, label %1443, label %1437

1437:                                             ; preds = %1434, %1418
  %1438 = load i32, ptr @bad, align 4, !tbaa !5
  %1439 = add nsw i32 %1438, 1
  store i32 %1439, ptr @bad, align 4, !tbaa !5
  %1440 = and i64 %1422, 255
  %1441 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1440, i64 noundef 37)
  %1442 = load i64, ptr @h, align 8, !tbaa !11
  br label %1443

1443:                                             ; preds = %1437, %1434
  %1444 = phi i64 [ %1442, %1437 ], [ %1431, %1434 ]
  %1445 = add nuw nsw i64 %1420, 1
  %1446 = icmp eq i64 %1445, 41
  br i1 %1446, label %1447, label %1418, !llvm.loop !61

1447:                                             ; preds = %1443, %1472
  %1448 = phi i64 [ %1473, %1472 ], [ %1444, %1443 ]
  %1449 = phi i64 [ %1474, %1472 ], [ 0, %1443 ]
  %1450 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1449
  %1451 = load volatile i64, ptr %1450, align 8, !tbaa !11
  %1452 = trunc i64 %1451 to i8
  %1453 = udiv i8 %1452, 41
  %1454 = urem i8 %1452, 41
  %1455 = zext nneg i8 %1453 to i64
  %1456 = xor i64 %1448, %1455
  %1457 = mul i64 %1456, 1099511628211
  %1458 = zext nneg i8 %1454 to i64
  %1459 = xor i64 %1457, %1458
  %1460 = mul i64 %1459, 1099511628211
  store i64 %1460, ptr @h, align 8, !tbaa !11
  %1461 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1452, i8 noundef zeroext 41)
  %1462 = icmp eq i8 %1453, %1461
  br i1 %1462, label %1463, label %1466

1463:                                             ; preds = %1447
  %1464 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1452, i8 noundef zeroext 41)
  %1465 = icmp eq i8 %1454, %1464
  br i1 %1465, label %1472, label %1466

1466:                                             ; preds = %1463, %1447
  %1467 = load i32, ptr @bad, align 4, !tbaa !5
  %1468 = add nsw i32 %1467, 1
  store i32 %1468, ptr @bad, align 4, !tbaa !5
  %1469 = and i64 %1451, 255
  %1470 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1469, i64 noundef 41)
  %1471 = load i64, ptr @h, align 8, !tbaa !11
  br label %1472

1472:                                             ; preds = %1466, %1463
  %1473 = phi i64 [ %1471, %1466 ], [ %1460, %1463 ]
  %1474 = add nuw nsw i64 %1449, 1
  %1475 = icmp eq i64 %1474, 41
  br i1 %1475, label %1476, label %1447, !llvm.loop !62

1476:                                             ; preds = %1472, %1501
  %1477 = phi i64 [ %1502, %1501 ], [ %1473, %1472 ]
  %1478 = phi i64 [ %1503, %1501 ], [ 0, %1472 ]
  %1479 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1478
  %1480 = load volatile i64, ptr %1479, align 8, !tbaa !11
  %1481 = trunc i64 %1480 to i8
  %1482 = udiv i8 %1481, 60
  %1483 = urem i8 %1481, 60
  %1484 = zext nneg i8 %1482 to i64
  %1485 = xor i64 %1477, %1484
  %1486 = mul i64 %1485, 1099511628211
  %1487 = zext nneg i8 %1483 to i64
  %1488 = xor i64 %1486, %1487
  %1489 = mul i64 %1488, 1099511628211
  store i64 %1489, ptr @h, align 8, !tbaa !11
  %1490 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1481, i8 noundef zeroext 60)
  %1491 = icmp eq i8 %1482, %1490
  br i1 %1491, label %1492, label %1495

1492:                                             ; preds = %1476
  %1493 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1481, i8 noundef zeroext 60)
  %1494 = icmp eq i8 %1483, %1493
  br i1 %1494, label %1501, label %1495

1495:                                             ; preds = %1492, %1476
  %1496 = load i32, ptr @bad, align 4, !tbaa !5
  %1497 = add nsw i32 %1496, 1
  store i32 %1497, ptr @bad, align 4, !tbaa !5
  %1498 = and i64 %1480, 255
  %1499 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1498, i64 noundef 60)
  %1500 = load i64, ptr @h, align 8, !tbaa !11
  br label %1501

1501:                                             ; preds = %1495, %1492
  %1502 = phi i64 [ %1500, %1495 ], [ %1489, %1492 ]
  %1503 = add nuw nsw i64 %1478, 1
  %1504 = icmp eq i64 %1503, 41
  br i1 %1504, label %1505, label %1476, !llvm.loop !63

1505:                                             ; preds = %1501, %1530
  %1506 = phi i64 [ %1531, %1530 ], [ %1502, %1501 ]
  %1507 = phi i64 [ %1532, %1530 ], [ 0, %1501 ]
  %1508 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1507
  %1509 = load volatile i64, ptr %1508, align 8, !tbaa !11
  %1510 = trunc i64 %1509 to i8
  %1511 = udiv i8 %1510, 63
  %1512 = urem i8 %1510, 63
  %1513 = zext nneg i8 %1511 to i64
  %1514 = xor i64 %1506, %1513
  %1515 = mul i64 %1514, 1099511628211
  %1516 = zext nneg i8 %1512 to i64
  %1517 = xor i64 %1515, %1516
  %1518 = mul i64 %1517, 1099511628211
  store i64 %1518, ptr @h, align 8, !tbaa !11
  %1519 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1510, i8 noundef zeroext 63)
  %1520 = icmp eq i8 %1511, %1519
  br i1 %1520, label %1521, label %1524

1521:                                             ; preds = %1505
  %1522 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1510, i8 noundef zeroext 63)
  %1523 = icmp eq i8 %1512, %1522
  br i1 %1523, label %1530, label %1524

1524:                                             ; preds = %1521, %1505
  %1525 = load i32, ptr @bad, align 4, !tbaa !5
  %1526 = add nsw i32 %1525, 1
  store i32 %1526, ptr @bad, align 4, !tbaa !5
  %1527 = and i64 %1509, 255
  %1528 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1527, i64 noundef 63)
  %1529 = load i64, ptr @h, align 8, !tbaa !11
  br label %1530

1530:                                             ; preds = %1524, %1521
  %1531 = phi i64 [ %1529, %1524 ], [ %1518, %1521 ]
  %1532 = add nuw nsw i64 %1507, 1
  %1533 = icmp eq i64 %1532, 41
  br i1 %1533, label %1534, label %1505, !llvm.loop !64

1534:                                             ; preds = %1530, %1561
  %1535 = phi i64 [ %1562, %1561 ], [ %1531, %1530 ]
  %1536 = phi i64 [ %1563, %1561 ], [ 0, %1530 ]
  %1537 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1536
  %1538 = load volatile i64, ptr %1537, align 8, !tbaa !11
  %1539 = trunc i64 %1538 to i8
  %1540 = lshr i8 %1539, 6
  %1541 = zext nneg i8 %1540 to i64
  %1542 = xor i64 %1535, %1541
  %1543 = mul i64 %1542, 1099511628211
  %1544 = and i64 %1538, 63
  %1545 = xor i64 %1543, %1544
  %1546 = mul i64 %1545, 1099511628211
  store i64 %1546, ptr @h, align 8, !tbaa !11
  %1547 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1539, i8 noundef zeroext 64)
  %1548 = icmp eq i8 %1540, %1547
  br i1 %1548, label %1549, label %1555

1549:                                             ; preds = %1534
  %1550 = trunc i64 %1538 to i32
  %1551 = and i32 %1550, 63
  %1552 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1539, i8 noundef zeroext 64)
  %1553 = zext i8 %1552 to i32
  %1554 = icmp eq i32 %1551, %1553
  br i1 %1554, label %1561, label %1555

1555:                                             ; preds = %1549, %1534
  %1556 = load i32, ptr @bad, align 4, !tbaa !5
  %1557 = add nsw i32 %1556, 1
  store i32 %1557, ptr @bad, align 4, !tbaa !5
  %1558 = and i64 %1538, 255
  %1559 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1558, i64 noundef 64)
  %1560 = load i64, ptr @h, align 8, !tbaa !11
  br label %1561

1561:                                             ; preds = %1555, %1549
  %1562 = phi i64 [ %1560, %1555 ], [ %1546, %1549 ]
  %1563 = add nuw nsw i64 %1536, 1
  %1564 = icmp eq i64 %1563, 41
  br i1 %1564, label %1565, label %1534, !llvm.loop !65

1565:                                             ; preds = %1561, %1590
  %1566 = phi i64 [ %1591, %1590 ], [ %1562, %1561 ]
  %1567 = phi i64 [ %1592, %1590 ], [ 0, %1561 ]
  %1568 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1567
  %1569 = load volatile i64, ptr %1568, align 8, !tbaa !11
  %1570 = trunc i64 %1569 to i8
  %1571 = udiv i8 %1570, 100
  %1572 = urem i8 %1570, 100
  %1573 = zext nneg i8 %1571 to i64
  %1574 = xor i64 %1566, %1573
  %1575 = mul i64 %1574, 1099511628211
  %1576 = zext nneg i8 %1572 to i64
  %1577 = xor i64 %1575, %1576
  %1578 = mul i64 %1577, 1099511628211
  store i64 %1578, ptr @h, align 8, !tbaa !11
  %1579 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1570, i8 noundef zeroext 100)
  %1580 = icmp eq i8 %1571, %1579
  br i1 %1580, label %1581, label %1584

1581:                                             ; preds = %1565
  %1582 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1570, i8 noundef zeroext 100)
  %1583 = icmp eq i8 %1572, %1582
  br i1 %1583, label %1590, label %1584

1584:                                             ; preds = %1581, %1565
  %1585 = load i32, ptr @bad, align 4, !tbaa !5
  %1586 = add nsw i32 %1585, 1
  store i32 %1586, ptr @bad, align 4, !tbaa !5
  %1587 = and i64 %1569, 255
  %1588 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1587, i64 noundef 100)
  %1589 = load i64, ptr @h, align 8, !tbaa !11
  br label %1590

1590:                                             ; preds = %1584, %1581
  %1591 = phi i64 [ %1589, %1584 ], [ %1578, %1581 ]
  %1592 = add nuw nsw i64 %1567, 1
  %1593 = icmp eq i64 %1592, 41
  br i1 %1593, label %1594, label %1565, !llvm.loop !66

1594:                                             ; preds = %1590, %1619
  %1595 = phi i64 [ %1620, %1619 ], [ %1591, %1590 ]
  %1596 = phi i64 [ %1621, %1619 ], [ 0, %1590 ]
  %1597 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1596
  %1598 = load volatile i64, ptr %1597, align 8, !tbaa !11
  %1599 = trunc i64 %1598 to i8
  %1600 = udiv i8 %1599, 127
  %1601 = urem i8 %1599, 127
  %1602 = zext nneg i8 %1600 to i64
  %1603 = xor i64 %1595, %1602
  %1604 = mul i64 %1603, 1099511628211
  %1605 = zext nneg i8 %1601 to i64
  %1606 = xor i64 %1604, %1605
  %1607 = mul i64 %1606, 1099511628211
  store i64 %1607, ptr @h, align 8, !tbaa !11
  %1608 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1599, i8 noundef zeroext 127)
  %1609 = icmp eq i8 %1600, %1608
  br i1 %1609, label %1610, label %1613

1610:                                             ; preds = %1594
  %1611 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1599, i8 noundef zeroext 127)
  %1612 = icmp eq i8 %1601, %1611
  br i1 %1612, label %1619, label %1613

1613:                                             ; preds = %1610, %1594
  %1614 = load i32, ptr @bad, align 4, !tbaa !5
  %1615 = add nsw i32 %1614, 1
  store i32 %1615, ptr @bad, align 4, !tbaa !5
  %1616 = and i64 %1598, 255
  %1617 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1616, i64 noundef 127)
  %1618 = load i64, ptr @h, align 8, !tbaa !11
  br label %1619

1619:                                             ; preds = %1613, %1610
  %1620 = phi i64 [ %1618, %1613 ], [ %1607, %1610 ]
  %1621 = add nuw nsw i64 %1596, 1
  %1622 = icmp eq i64 %1621, 41
  br i1 %1622, label %1623, label %1594, !llvm.loop !67

1623:                                             ; preds = %1619, %1653
  %1624 = phi i64 [ %1654, %1653 ], [ %1620, %1619 ]
  %1625 = phi i64 [ %1655, %1653 ], [ 0, %1619 ]
  %1626 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1625
  %1627 = load volatile i64, ptr %1626, align 8, !tbaa !11
  %1628 = freeze i64 %1627
  %1629 = trunc i64 %1628 to i8
  %1630 = trunc i64 %1628 to i32
  %1631 = and i32 %1630, 255
  %1632 = icmp eq i32 %1631, 255
  %1633 = select i1 %1632, i32 0, i32 %1631
  %1634 = zext i1 %1632 to i64
  %1635 = xor i64 %1624, %1634
  %1636 = mul i64 %1635, 1099511628211
  %1637 = zext nneg i32 %1633 to i64
  %1638 = xor i64 %1636, %1637
  %1639 = mul i64 %1638, 1099511628211
  store i64 %1639, ptr @h, align 8, !tbaa !11
  %1640 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1629, i8 noundef zeroext -1)
  %1641 = zext i1 %1632 to i8
  %1642 = icmp eq i8 %1640, %1641
  br i1 %1642, label %1643, label %1647

1643:                                             ; preds = %1623
  %1644 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1629, i8 noundef zeroext -1)
  %1645 = zext i8 %1644 to i32
  %1646 = icmp eq i32 %1633, %1645
  br i1 %1646, label %1653, label %1647

1647:                                             ; preds = %1643, %1623
  %1648 = load i32, ptr @bad, align 4, !tbaa !5
  %1649 = add nsw i32 %1648, 1
  store i32 %1649, ptr @bad, align 4, !tbaa !5
  %1650 = and i64 %1628, 255
  %1651 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1650, i64 noundef 255)
  %1652 = load i64, ptr @h, align 8, !tbaa !11
  br label %1653

1653:                                             ; preds = %1647, %1643
  %1654 = phi i64 [ %1652, %1647 ], [ %1639, %1643 ]
  %1655 = add nuw nsw i64 %1625, 1
  %1656 = icmp eq i64 %1655, 41
  br i1 %1656, label %1657, label %1623, !llvm.loop !68

1657:                                             ; preds = %1653, %1689
  %1658 = phi i64 [ %1690, %1689 ], [ %1654, %1653 ]
  %1659 = phi i64 [ %1691, %1689 ], [ 0, %1653 ]
  %1660 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1659
  %1661 = load volatile i64, ptr %1660, align 8, !tbaa !11
  %1662 = freeze i64 %1661
  %1663 = trunc i64 %1662 to i8
  %1664 = trunc i64 %1662 to i32
  %1665 = and i32 %1664, 255
  %1666 = icmp ugt i32 %1665, 128
  %1667 = add nsw i32 %1665, -129
  %1668 = icmp ult i32 %1665, 129
  %1669 = select i1 %1668, i32 %1665, i32 %1667
  %1670 = zext i1 %1666 to i64
  %1671 = xor i64 %1658, %1670
  %1672 = mul i64 %1671, 1099511628211
  %1673 = zext nneg i32 %1669 to i64
  %1674 = xor i64 %1672, %1673
  %1675 = mul i64 %1674, 1099511628211
  store i64 %1675, ptr @h, align 8, !tbaa !11
  %1676 = tail call fastcc zeroext i8 @u8_var_div(i8 noundef zeroext %1663, i8 noundef zeroext -127)
  %1677 = zext i1 %1666 to i8
  %1678 = icmp eq i8 %1676, %1677
  br i1 %1678, label %1679, label %1683

1679:                                             ; preds = %1657
  %1680 = tail call fastcc zeroext i8 @u8_var_rem(i8 noundef zeroext %1663, i8 noundef zeroext -127)
  %1681 = zext i8 %1680 to i32
  %1682 = icmp eq i32 %1669, %1681
  br i1 %1682, label %1689, label %1683

1683:                                             ; preds = %1679, %1657
  %1684 = load i32, ptr @bad, align 4, !tbaa !5
  %1685 = add nsw i32 %1684, 1
  store i32 %1685, ptr @bad, align 4, !tbaa !5
  %1686 = and i64 %1662, 255
  %1687 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.1, i64 noundef %1686, i64 noundef 129)
  %1688 = load i64, ptr @h, align 8, !tbaa !11
  br label %1689

1689:                                             ; preds = %1683, %1679
  %1690 = phi i64 [ %1688, %1683 ], [ %1675, %1679 ]
  %1691 = add nuw nsw i64 %1659, 1
  %1692 = icmp eq i64 %1691, 41
  br i1 %1692, label %6474, label %1657, !llvm.loop !69

1693:                                             ; preds = %26, %1713
  %1694 = phi i64 [ %1714, %1713 ], [ 1469598103934665603, %26 ]
  %1695 = phi i64 [ %1715, %1713 ], [ 0, %26 ]
  %1696 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1695
  %1697 = load volatile i64, ptr %1696, align 8, !tbaa !11
  %1698 = trunc i64 %1697 to i16
  %1699 = shl i64 %1697, 48
  %1700 = ashr exact i64 %1699, 48
  %1701 = xor i64 %1700, %1694
  %1702 = mul i64 %1701, 956575116354345
  store i64 %1702, ptr @h, align 8, !tbaa !11
  %1703 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1698, i16 noundef signext 1)
  %1704 = icmp eq i16 %1703, %1698
  br i1 %1704, label %1705, label %1708

1705:                                             ; preds = %1693
  %1706 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1698, i16 noundef signext 1)
  %1707 = icmp eq i16 %1706, 0
  br i1 %1707, label %1713, label %1708

1708:                                             ; preds = %1705, %1693
  %1709 = load i32, ptr @bad, align 4, !tbaa !5
  %1710 = add nsw i32 %1709, 1
  store i32 %1710, ptr @bad, align 4, !tbaa !5
  %1711 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %1700, i64 noundef 1)
  %1712 = load i64, ptr @h, align 8, !tbaa !11
  br label %1713

1713:                                             ; preds = %1708, %1705
  %1714 = phi i64 [ %1712, %1708 ], [ %1702, %1705 ]
  %1715 = add nuw nsw i64 %1695, 1
  %1716 = icmp eq i64 %1715, 41
  br i1 %1716, label %1717, label %1693, !llvm.loop !70

1717:                                             ; preds = %1713, %1743
  %1718 = phi i64 [ %1744, %1743 ], [ %1714, %1713 ]
  %1719 = phi i64 [ %1745, %1743 ], [ 0, %1713 ]
  %1720 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1719
  %1721 = load volatile i64, ptr %1720, align 8, !tbaa !11
  %1722 = trunc i64 %1721 to i16
  %1723 = sdiv i16 %1722, 2
  %1724 = srem i16 %1722, 2
  %1725 = sext i16 %1723 to i64
  %1726 = xor i64 %1718, %1725
  %1727 = mul i64 %1726, 1099511628211
  %1728 = sext i16 %1724 to i64
  %1729 = xor i64 %1727, %1728
  %1730 = mul i64 %1729, 1099511628211
  store i64 %1730, ptr @h, align 8, !tbaa !11
  %1731 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1722, i16 noundef signext 2)
  %1732 = icmp eq i16 %1723, %1731
  br i1 %1732, label %1733, label %1736

1733:                                             ; preds = %1717
  %1734 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1722, i16 noundef signext 2)
  %1735 = icmp eq i16 %1724, %1734
  br i1 %1735, label %1743, label %1736

1736:                                             ; preds = %1733, %1717
  %1737 = load i32, ptr @bad, align 4, !tbaa !5
  %1738 = add nsw i32 %1737, 1
  store i32 %1738, ptr @bad, align 4, !tbaa !5
  %1739 = shl i64 %1721, 48
  %1740 = ashr exact i64 %1739, 48
  %1741 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %1740, i64 noundef 2)
  %1742 = load i64, ptr @h, align 8, !tbaa !11
  br label %1743

1743:                                             ; preds = %1736, %1733
  %1744 = phi i64 [ %1742, %1736 ], [ %1730, %1733 ]
  %1745 = add nuw nsw i64 %1719, 1
  %1746 = icmp eq i64 %1745, 41
  br i1 %1746, label %1747, label %1717, !llvm.loop !71

1747:                                             ; preds = %1743, %1773
  %1748 = phi i64 [ %1774, %1773 ], [ %1744, %1743 ]
  %1749 = phi i64 [ %1775, %1773 ], [ 0, %1743 ]
  %1750 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1749
  %1751 = load volatile i64, ptr %1750, align 8, !tbaa !11
  %1752 = trunc i64 %1751 to i16
  %1753 = sdiv i16 %1752, 3
  %1754 = srem i16 %1752, 3
  %1755 = sext i16 %1753 to i64
  %1756 = xor i64 %1748, %1755
  %1757 = mul i64 %1756, 1099511628211
  %1758 = sext i16 %1754 to i64
  %1759 = xor i64 %1757, %1758
  %1760 = mul i64 %1759, 1099511628211
  store i64 %1760, ptr @h, align 8, !tbaa !11
  %1761 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1752, i16 noundef signext 3)
  %1762 = icmp eq i16 %1753, %1761
  br i1 %1762, label %1763, label %1766

1763:                                             ; preds = %1747
  %1764 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1752, i16 noundef signext 3)
  %1765 = icmp eq i16 %1754, %1764
  br i1 %1765, label %1773, label %1766

1766:                                             ; preds = %1763, %1747
  %1767 = load i32, ptr @bad, align 4, !tbaa !5
  %1768 = add nsw i32 %1767, 1
  store i32 %1768, ptr @bad, align 4, !tbaa !5
  %1769 = shl i64 %1751, 48
  %1770 = ashr exact i64 %1769, 48
  %1771 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %1770, i64 noundef 3)
  %1772 = load i64, ptr @h, align 8, !tbaa !11
  br label %1773

1773:                                             ; preds = %1766, %1763
  %1774 = phi i64 [ %1772, %1766 ], [ %1760, %1763 ]
  %1775 = add nuw nsw i64 %1749, 1
  %1776 = icmp eq i64 %1775, 41
  br i1 %1776, label %1777, label %1747, !llvm.loop !72

1777:                                             ; preds = %1773, %1803
  %1778 = phi i64 [ %1804, %1803 ], [ %1774, %1773 ]
  %1779 = phi i64 [ %1805, %1803 ], [ 0, %1773 ]
  %1780 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1779
  %1781 = load volatile i64, ptr %1780, align 8, !tbaa !11
  %1782 = trunc i64 %1781 to i16
  %1783 = sdiv i16 %1782, 5
  %1784 = srem i16 %1782, 5
  %1785 = sext i16 %1783 to i64
  %1786 = xor i64 %1778, %1785
  %1787 = mul i64 %1786, 1099511628211
  %1788 = sext i16 %1784 to i64
  %1789 = xor i64 %1787, %1788
  %1790 = mul i64 %1789, 1099511628211
  store i64 %1790, ptr @h, align 8, !tbaa !11
  %1791 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1782, i16 noundef signext 5)
  %1792 = icmp eq i16 %1783, %1791
  br i1 %1792, label %1793, label %1796

1793:                                             ; preds = %1777
  %1794 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1782, i16 noundef signext 5)
  %1795 = icmp eq i16 %1784, %1794
  br i1 %1795, label %1803, label %1796

1796:                                             ; preds = %1793, %1777
  %1797 = load i32, ptr @bad, align 4, !tbaa !5
  %1798 = add nsw i32 %1797, 1
  store i32 %1798, ptr @bad, align 4, !tbaa !5
  %1799 = shl i64 %1781, 48
  %1800 = ashr exact i64 %1799, 48
  %1801 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %1800, i64 noundef 5)
  %1802 = load i64, ptr @h, align 8, !tbaa !11
  br label %1803

1803:                                             ; preds = %1796, %1793
  %1804 = phi i64 [ %1802, %1796 ], [ %1790, %1793 ]
  %1805 = add nuw nsw i64 %1779, 1
  %1806 = icmp eq i64 %1805, 41
  br i1 %1806, label %1807, label %1777, !llvm.loop !73

1807:                                             ; preds = %1803, %1833
  %1808 = phi i64 [ %1834, %1833 ], [ %1804, %1803 ]
  %1809 = phi i64 [ %1835, %1833 ], [ 0, %1803 ]
  %1810 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1809
  %1811 = load volatile i64, ptr %1810, align 8, !tbaa !11
  %1812 = trunc i64 %1811 to i16
  %1813 = sdiv i16 %1812, 6
  %1814 = srem i16 %1812, 6
  %1815 = sext i16 %1813 to i64
  %1816 = xor i64 %1808, %1815
  %1817 = mul i64 %1816, 1099511628211
  %1818 = sext i16 %1814 to i64
  %1819 = xor i64 %1817, %1818
  %1820 = mul i64 %1819, 1099511628211
  store i64 %1820, ptr @h, align 8, !tbaa !11
  %1821 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1812, i16 noundef signext 6)
  %1822 = icmp eq i16 %1813, %1821
  br i1 %1822, label %1823, label %1826

1823:                                             ; preds = %1807
  %1824 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1812, i16 noundef signext 6)
  %1825 = icmp eq i16 %1814, %1824
  br i1 %1825, label %1833, label %1826

1826:                                             ; preds = %1823, %1807
  %1827 = load i32, ptr @bad, align 4, !tbaa !5
  %1828 = add nsw i32 %1827, 1
  store i32 %1828, ptr @bad, align 4, !tbaa !5
  %1829 = shl i64 %1811, 48
  %1830 = ashr exact i64 %1829, 48
  %1831 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %1830, i64 noundef 6)
  %1832 = load i64, ptr @h, align 8, !tbaa !11
  br label %1833

1833:                                             ; preds = %1826, %1823
  %1834 = phi i64 [ %1832, %1826 ], [ %1820, %1823 ]
  %1835 = add nuw nsw i64 %1809, 1
  %1836 = icmp eq i64 %1835, 41
  br i1 %1836, label %1837, label %1807, !llvm.loop !74

1837:                                             ; preds = %1833, %1863
  %1838 = phi i64 [ %1864, %1863 ], [ %1834, %1833 ]
  %1839 = phi i64 [ %1865, %1863 ], [ 0, %1833 ]
  %1840 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1839
  %1841 = load volatile i64, ptr %1840, align 8, !tbaa !11
  %1842 = trunc i64 %1841 to i16
  %1843 = sdiv i16 %1842, 7
  %1844 = srem i16 %1842, 7
  %1845 = sext i16 %1843 to i64
  %1846 = xor i64 %1838, %1845
  %1847 = mul i64 %1846, 1099511628211
  %1848 = sext i16 %1844 to i64
  %1849 = xor i64 %1847, %1848
  %1850 = mul i64 %1849, 1099511628211
  store i64 %1850, ptr @h, align 8, !tbaa !11
  %1851 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1842, i16 noundef signext 7)
  %1852 = icmp eq i16 %1843, %1851
  br i1 %1852, label %1853, label %1856

1853:                                             ; preds = %1837
  %1854 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1842, i16 noundef signext 7)
  %1855 = icmp eq i16 %1844, %1854
  br i1 %1855, label %1863, label %1856

1856:                                             ; preds = %1853, %1837
  %1857 = load i32, ptr @bad, align 4, !tbaa !5
  %1858 = add nsw i32 %1857, 1
  store i32 %1858, ptr @bad, align 4, !tbaa !5
  %1859 = shl i64 %1841, 48
  %1860 = ashr exact i64 %1859, 48
  %1861 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %1860, i64 noundef 7)
  %1862 = load i64, ptr @h, align 8, !tbaa !11
  br label %1863

1863:                                             ; preds = %1856, %1853
  %1864 = phi i64 [ %1862, %1856 ], [ %1850, %1853 ]
  %1865 = add nuw nsw i64 %1839, 1
  %1866 = icmp eq i64 %1865, 41
  br i1 %1866, label %1867, label %1837, !llvm.loop !75

1867:                                             ; preds = %1863, %1893
  %1868 = phi i64 [ %1894, %1893 ], [ %1864, %1863 ]
  %1869 = phi i64 [ %1895, %1893 ], [ 0, %1863 ]
  %1870 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1869
  %1871 = load volatile i64, ptr %1870, align 8, !tbaa !11
  %1872 = trunc i64 %1871 to i16
  %1873 = sdiv i16 %1872, 9
  %1874 = srem i16 %1872, 9
  %1875 = sext i16 %1873 to i64
  %1876 = xor i64 %1868, %1875
  %1877 = mul i64 %1876, 1099511628211
  %1878 = sext i16 %1874 to i64
  %1879 = xor i64 %1877, %1878
  %1880 = mul i64 %1879, 1099511628211
  store i64 %1880, ptr @h, align 8, !tbaa !11
  %1881 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1872, i16 noundef signext 9)
  %1882 = icmp eq i16 %1873, %1881
  br i1 %1882, label %1883, label %1886

1883:                                             ; preds = %1867
  %1884 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1872, i16 noundef signext 9)
  %1885 = icmp eq i16 %1874, %1884
  br i1 %1885, label %1893, label %1886

1886:                                             ; preds = %1883, %1867
  %1887 = load i32, ptr @bad, align 4, !tbaa !5
  %1888 = add nsw i32 %1887, 1
  store i32 %1888, ptr @bad, align 4, !tbaa !5
  %1889 = shl i64 %1871, 48
  %1890 = ashr exact i64 %1889, 48
  %1891 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %1890, i64 noundef 9)
  %1892 = load i64, ptr @h, align 8, !tbaa !11
  br label %1893

1893:                                             ; preds = %1886, %1883
  %1894 = phi i64 [ %1892, %1886 ], [ %1880, %1883 ]
  %1895 = add nuw nsw i64 %1869, 1
  %1896 = icmp eq i64 %1895, 41
  br i1 %1896, label %1897, label %1867, !llvm.loop !76

1897:                                             ; preds = %1893, %1923
  %1898 = phi i64 [ %1924, %1923 ], [ %1894, %1893 ]
  %1899 = phi i64 [ %1925, %1923 ], [ 0, %1893 ]
  %1900 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1899
  %1901 = load volatile i64, ptr %1900, align 8, !tbaa !11
  %1902 = trunc i64 %1901 to i16
  %1903 = sdiv i16 %1902, 10
  %1904 = srem i16 %1902, 10
  %1905 = sext i16 %1903 to i64
  %1906 = xor i64 %1898, %1905
  %1907 = mul i64 %1906, 1099511628211
  %1908 = sext i16 %1904 to i64
  %1909 = xor i64 %1907, %1908
  %1910 = mul i64 %1909, 1099511628211
  store i64 %1910, ptr @h, align 8, !tbaa !11
  %1911 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1902, i16 noundef signext 10)
  %1912 = icmp eq i16 %1903, %1911
  br i1 %1912, label %1913, label %1916

1913:                                             ; preds = %1897
  %1914 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1902, i16 noundef signext 10)
  %1915 = icmp eq i16 %1904, %1914
  br i1 %1915, label %1923, label %1916

1916:                                             ; preds = %1913, %1897
  %1917 = load i32, ptr @bad, align 4, !tbaa !5
  %1918 = add nsw i32 %1917, 1
  store i32 %1918, ptr @bad, align 4, !tbaa !5
  %1919 = shl i64 %1901, 48
  %1920 = ashr exact i64 %1919, 48
  %1921 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %1920, i64 noundef 10)
  %1922 = load i64, ptr @h, align 8, !tbaa !11
  br label %1923

1923:                                             ; preds = %1916, %1913
  %1924 = phi i64 [ %1922, %1916 ], [ %1910, %1913 ]
  %1925 = add nuw nsw i64 %1899, 1
  %1926 = icmp eq i64 %1925, 41
  br i1 %1926, label %1927, label %1897, !llvm.loop !77

1927:                                             ; preds = %1923, %1953
  %1928 = phi i64 [ %1954, %1953 ], [ %1924, %1923 ]
  %1929 = phi i64 [ %1955, %1953 ], [ 0, %1923 ]
  %1930 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1929
  %1931 = load volatile i64, ptr %1930, align 8, !tbaa !11
  %1932 = trunc i64 %1931 to i16
  %1933 = sdiv i16 %1932, 11
  %1934 = srem i16 %1932, 11
  %1935 = sext i16 %1933 to i64
  %1936 = xor i64 %1928, %1935
  %1937 = mul i64 %1936, 1099511628211
  %1938 = sext i16 %1934 to i64
  %1939 = xor i64 %1937, %1938
  %1940 = mul i64 %1939, 1099511628211
  store i64 %1940, ptr @h, align 8, !tbaa !11
  %1941 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1932, i16 noundef signext 11)
  %1942 = icmp eq i16 %1933, %1941
  br i1 %1942, label %1943, label %1946

1943:                                             ; preds = %1927
  %1944 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1932, i16 noundef signext 11)
  %1945 = icmp eq i16 %1934, %1944
  br i1 %1945, label %1953, label %1946

1946:                                             ; preds = %1943, %1927
  %1947 = load i32, ptr @bad, align 4, !tbaa !5
  %1948 = add nsw i32 %1947, 1
  store i32 %1948, ptr @bad, align 4, !tbaa !5
  %1949 = shl i64 %1931, 48
  %1950 = ashr exact i64 %1949, 48
  %1951 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %1950, i64 noundef 11)
  %1952 = load i64, ptr @h, align 8, !tbaa !11
  br label %1953

1953:                                             ; preds = %1946, %1943
  %1954 = phi i64 [ %1952, %1946 ], [ %1940, %1943 ]
  %1955 = add nuw nsw i64 %1929, 1
  %1956 = icmp eq i64 %1955, 41
  br i1 %1956, label %1957, label %1927, !llvm.loop !78

1957:                                             ; preds = %1953, %1983
  %1958 = phi i64 [ %1984, %1983 ], [ %1954, %1953 ]
  %1959 = phi i64 [ %1985, %1983 ], [ 0, %1953 ]
  %1960 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1959
  %1961 = load volatile i64, ptr %1960, align 8, !tbaa !11
  %1962 = trunc i64 %1961 to i16
  %1963 = sdiv i16 %1962, 12
  %1964 = srem i16 %1962, 12
  %1965 = sext i16 %1963 to i64
  %1966 = xor i64 %1958, %1965
  %1967 = mul i64 %1966, 1099511628211
  %1968 = sext i16 %1964 to i64
  %1969 = xor i64 %1967, %1968
  %1970 = mul i64 %1969, 1099511628211
  store i64 %1970, ptr @h, align 8, !tbaa !11
  %1971 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1962, i16 noundef signext 12)
  %1972 = icmp eq i16 %1963, %1971
  br i1 %1972, label %1973, label %1976

1973:                                             ; preds = %1957
  %1974 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1962, i16 noundef signext 12)
  %1975 = icmp eq i16 %1964, %1974
  br i1 %1975, label %1983, label %1976

1976:                                             ; preds = %1973, %1957
  %1977 = load i32, ptr @bad, align 4, !tbaa !5
  %1978 = add nsw i32 %1977, 1
  store i32 %1978, ptr @bad, align 4, !tbaa !5
  %1979 = shl i64 %1961, 48
  %1980 = ashr exact i64 %1979, 48
  %1981 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %1980, i64 noundef 12)
  %1982 = load i64, ptr @h, align 8, !tbaa !11
  br label %1983

1983:                                             ; preds = %1976, %1973
  %1984 = phi i64 [ %1982, %1976 ], [ %1970, %1973 ]
  %1985 = add nuw nsw i64 %1959, 1
  %1986 = icmp eq i64 %1985, 41
  br i1 %1986, label %1987, label %1957, !llvm.loop !79

1987:                                             ; preds = %1983, %2013
  %1988 = phi i64 [ %2014, %2013 ], [ %1984, %1983 ]
  %1989 = phi i64 [ %2015, %2013 ], [ 0, %1983 ]
  %1990 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %1989
  %1991 = load volatile i64, ptr %1990, align 8, !tbaa !11
  %1992 = trunc i64 %1991 to i16
  %1993 = sdiv i16 %1992, 13
  %1994 = srem i16 %1992, 13
  %1995 = sext i16 %1993 to i64
  %1996 = xor i64 %1988, %1995
  %1997 = mul i64 %1996, 1099511628211
  %1998 = sext i16 %1994 to i64
  %1999 = xor i64 %1997, %1998
  %2000 = mul i64 %1999, 1099511628211
  store i64 %2000, ptr @h, align 8, !tbaa !11
  %2001 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %1992, i16 noundef signext 13)
  %2002 = icmp eq i16 %1993, %2001
  br i1 %2002, label %2003, label %2006

2003:                                             ; preds = %1987
  %2004 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %1992, i16 noundef signext 13)
  %2005 = icmp eq i16 %1994, %2004
  br i1 %2005, label %2013, label %2006

2006:                                             ; preds = %2003, %1987
  %2007 = load i32, ptr @bad, align 4, !tbaa !5
  %2008 = add nsw i32 %2007, 1
  store i32 %2008, ptr @bad, align 4, !tbaa !5
  %2009 = shl i64 %1991, 48
  %2010 = ashr exact i64 %2009, 48
  %2011 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2010, i64 noundef 13)
  %2012 = load i64, ptr @h, align 8, !tbaa !11
  br label %2013

2013:                                             ; preds = %2006, %2003
  %2014 = phi i64 [ %2012, %2006 ], [ %2000, %2003 ]
  %2015 = add nuw nsw i64 %1989, 1
  %2016 = icmp eq i64 %2015, 41
  br i1 %2016, label %2017, label %1987, !llvm.loop !80

2017:                                             ; preds = %2013, %2043
  %2018 = phi i64 [ %2044, %2043 ], [ %2014, %2013 ]
  %2019 = phi i64 [ %2045, %2043 ], [ 0, %2013 ]
  %2020 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2019
  %2021 = load volatile i64, ptr %2020, align 8, !tbaa !11
  %2022 = trunc i64 %2021 to i16
  %2023 = sdiv i16 %2022, 14
  %2024 = srem i16 %2022, 14
  %2025 = sext i16 %2023 to i64
  %2026 = xor i64 %2018, %2025
  %2027 = mul i64 %2026, 1099511628211
  %2028 = sext i16 %2024 to i64
  %2029 = xor i64 %2027, %2028
  %2030 = mul i64 %2029, 1099511628211
  store i64 %2030, ptr @h, align 8, !tbaa !11
  %2031 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2022, i16 noundef signext 14)
  %2032 = icmp eq i16 %2023, %2031
  br i1 %2032, label %2033, label %2036

2033:                                             ; preds = %2017
  %2034 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2022, i16 noundef signext 14)
  %2035 = icmp eq i16 %2024, %2034
  br i1 %2035, label %2043, label %2036

2036:                                             ; preds = %2033, %2017
  %2037 = load i32, ptr @bad, align 4, !tbaa !5
  %2038 = add nsw i32 %2037, 1
  store i32 %2038, ptr @bad, align 4, !tbaa !5
  %2039 = shl i64 %2021, 48
  %2040 = ashr exact i64 %2039, 48
  %2041 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2040, i64 noundef 14)
  %2042 = load i64, ptr @h, align 8, !tbaa !11
  br label %2043

2043:                                             ; preds = %2036, %2033
  %2044 = phi i64 [ %2042, %2036 ], [ %2030, %2033 ]
  %2045 = add nuw nsw i64 %2019, 1
  %2046 = icmp eq i64 %2045, 41
  br i1 %2046, label %2047, label %2017, !llvm.loop !81

2047:                                             ; preds = %2043, %2073
  %2048 = phi i64 [ %2074, %2073 ], [ %2044, %2043 ]
  %2049 = phi i64 [ %2075, %2073 ], [ 0, %2043 ]
  %2050 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2049
  %2051 = load volatile i64, ptr %2050, align 8, !tbaa !11
  %2052 = trunc i64 %2051 to i16
  %2053 = sdiv i16 %2052, 15
  %2054 = srem i16 %2052, 15
  %2055 = sext i16 %2053 to i64
  %2056 = xor i64 %2048, %2055
  %2057 = mul i64 %2056, 1099511628211
  %2058 = sext i16 %2054 to i64
  %2059 = xor i64 %2057, %2058
  %2060 = mul i64 %2059, 1099511628211
  store i64 %2060, ptr @h, align 8, !tbaa !11
  %2061 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2052, i16 noundef signext 15)
  %2062 = icmp eq i16 %2053, %2061
  br i1 %2062, label %2063, label %2066

2063:                                             ; preds = %2047
  %2064 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2052, i16 noundef signext 15)
  %2065 = icmp eq i16 %2054, %2064
  br i1 %2065, label %2073, label %2066

2066:                                             ; preds = %2063, %2047
  %2067 = load i32, ptr @bad, align 4, !tbaa !5
  %2068 = add nsw i32 %2067, 1
  store i32 %2068, ptr @bad, align 4, !tbaa !5
  %2069 = shl i64 %2051, 48
  %2070 = ashr exact i64 %2069, 48
  %2071 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2070, i64 noundef 15)
  %2072 = load i64, ptr @h, align 8, !tbaa !11
  br label %2073

2073:                                             ; preds = %2066, %2063
  %2074 = phi i64 [ %2072, %2066 ], [ %2060, %2063 ]
  %2075 = add nuw nsw i64 %2049, 1
  %2076 = icmp eq i64 %2075, 41
  br i1 %2076, label %2077, label %2047, !llvm.loop !82

2077:                                             ; preds = %2073, %2103
  %2078 = phi i64 [ %2104, %2103 ], [ %2074, %2073 ]
  %2079 = phi i64 [ %2105, %2103 ], [ 0, %2073 ]
  %2080 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2079
  %2081 = load volatile i64, ptr %2080, align 8, !tbaa !11
  %2082 = trunc i64 %2081 to i16
  %2083 = sdiv i16 %2082, 16
  %2084 = srem i16 %2082, 16
  %2085 = sext i16 %2083 to i64
  %2086 = xor i64 %2078, %2085
  %2087 = mul i64 %2086, 1099511628211
  %2088 = sext i16 %2084 to i64
  %2089 = xor i64 %2087, %2088
  %2090 = mul i64 %2089, 1099511628211
  store i64 %2090, ptr @h, align 8, !tbaa !11
  %2091 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2082, i16 noundef signext 16)
  %2092 = icmp eq i16 %2083, %2091
  br i1 %2092, label %2093, label %2096

2093:                                             ; preds = %2077
  %2094 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2082, i16 noundef signext 16)
  %2095 = icmp eq i16 %2084, %2094
  br i1 %2095, label %2103, label %2096

2096:                                             ; preds = %2093, %2077
  %2097 = load i32, ptr @bad, align 4, !tbaa !5
  %2098 = add nsw i32 %2097, 1
  store i32 %2098, ptr @bad, align 4, !tbaa !5
  %2099 = shl i64 %2081, 48
  %2100 = ashr exact i64 %2099, 48
  %2101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2100, i64 noundef 16)
  %2102 = load i64, ptr @h, align 8, !tbaa !11
  br label %2103

2103:                                             ; preds = %2096, %2093
  %2104 = phi i64 [ %2102, %2096 ], [ %2090, %2093 ]
  %2105 = add nuw nsw i64 %2079, 1
  %2106 = icmp eq i64 %2105, 41
  br i1 %2106, label %2107, label %2077, !llvm.loop !83

2107:                                             ; preds = %2103, %2133
  %2108 = phi i64 [ %2134, %2133 ], [ %2104, %2103 ]
  %2109 = phi i64 [ %2135, %2133 ], [ 0, %2103 ]
  %2110 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2109
  %2111 = load volatile i64, ptr %2110, align 8, !tbaa !11
  %2112 = trunc i64 %2111 to i16
  %2113 = sdiv i16 %2112, 17
  %2114 = srem i16 %2112, 17
  %2115 = sext i16 %2113 to i64
  %2116 = xor i64 %2108, %2115
  %2117 = mul i64 %2116, 1099511628211
  %2118 = sext i16 %2114 to i64
  %2119 = xor i64 %2117, %2118
  %2120 = mul i64 %2119, 1099511628211
  store i64 %2120, ptr @h, align 8, !tbaa !11
  %2121 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2112, i16 noundef signext 17)
  %2122 = icmp eq i16 %2113, %2121
  br i1 %2122, label %2123, label %2126

2123:                                             ; preds = %2107
  %2124 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2112, i16 noundef signext 17)
  %2125 = icmp eq i16 %2114, %2124
  br i1 %2125, label %2133, label %2126

2126:                                             ; preds = %2123, %2107
  %2127 = load i32, ptr @bad, align 4, !tbaa !5
  %2128 = add nsw i32 %2127, 1
  store i32 %2128, ptr @bad, align 4, !tbaa !5
  %2129 = shl i64 %2111, 48
  %2130 = ashr exact i64 %2129, 48
  %2131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2130, i64 noundef 17)
  %2132 = load i64, ptr @h, align 8, !tbaa !11
  br label %2133

2133:                                             ; preds = %2126, %2123
  %2134 = phi i64 [ %2132, %2126 ], [ %2120, %2123 ]
  %2135 = add nuw nsw i64 %2109, 1
  %2136 = icmp eq i64 %2135, 41
  br i1 %2136, label %2137, label %2107, !llvm.loop !84

2137:                                             ; preds = %2133, %2163
  %2138 = phi i64 [ %2164, %2163 ], [ %2134, %2133 ]
  %2139 = phi i64 [ %2165, %2163 ], [ 0, %2133 ]
  %2140 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2139
  %2141 = load volatile i64, ptr %2140, align 8, !tbaa !11
  %2142 = trunc i64 %2141 to i16
  %2143 = sdiv i16 %2142, 19
  %2144 = srem i16 %2142, 19
  %2145 = sext i16 %2143 to i64
  %2146 = xor i64 %2138, %2145
  %2147 = mul i64 %2146, 1099511628211
  %2148 = sext i16 %2144 to i64
  %2149 = xor i64 %2147, %2148
  %2150 = mul i64 %2149, 1099511628211
  store i64 %2150, ptr @h, align 8, !tbaa !11
  %2151 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2142, i16 noundef signext 19)
  %2152 = icmp eq i16 %2143, %2151
  br i1 %2152, label %2153, label %2156

2153:                                             ; preds = %2137
  %2154 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2142, i16 noundef signext 19)
  %2155 = icmp eq i16 %2144, %2154
  br i1 %2155, label %2163, label %2156

2156:                                             ; preds = %2153, %2137
  %2157 = load i32, ptr @bad, align 4, !tbaa !5
  %2158 = add nsw i32 %2157, 1
  store i32 %2158, ptr @bad, align 4, !tbaa !5
  %2159 = shl i64 %2141, 48
  %2160 = ashr exact i64 %2159, 48
  %2161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2160, i64 noundef 19)
  %2162 = load i64, ptr @h, align 8, !tbaa !11
  br label %2163

2163:                                             ; preds = %2156, %2153
  %2164 = phi i64 [ %2162, %2156 ], [ %2150, %2153 ]
  %2165 = add nuw nsw i64 %2139, 1
  %2166 = icmp eq i64 %2165, 41
  br i1 %2166, label %2167, label %2137, !llvm.loop !85

2167:                                             ; preds = %2163, %2193
  %2168 = phi i64 [ %2194, %2193 ], [ %2164, %2163 ]
  %2169 = phi i64 [ %2195, %2193 ], [ 0, %2163 ]
  %2170 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2169
  %2171 = load volatile i64, ptr %2170, align 8, !tbaa !11
  %2172 = trunc i64 %2171 to i16
  %2173 = sdiv i16 %2172, 25
  %2174 = srem i16 %2172, 25
  %2175 = sext i16 %2173 to i64
  %2176 = xor i64 %2168, %2175
  %2177 = mul i64 %2176, 1099511628211
  %2178 = sext i16 %2174 to i64
  %2179 = xor i64 %2177, %2178
  %2180 = mul i64 %2179, 1099511628211
  store i64 %2180, ptr @h, align 8, !tbaa !11
  %2181 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2172, i16 noundef signext 25)
  %2182 = icmp eq i16 %2173, %2181
  br i1 %2182, label %2183, label %2186

2183:                                             ; preds = %2167
  %2184 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2172, i16 noundef signext 25)
  %2185 = icmp eq i16 %2174, %2184
  br i1 %2185, label %2193, label %2186

2186:                                             ; preds = %2183, %2167
  %2187 = load i32, ptr @bad, align 4, !tbaa !5
  %2188 = add nsw i32 %2187, 1
  store i32 %2188, ptr @bad, align 4, !tbaa !5
  %2189 = shl i64 %2171, 48
  %2190 = ashr exact i64 %2189, 48
  %2191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2190, i64 noundef 25)
  %2192 = load i64, ptr @h, align 8, !tbaa !11
  br label %2193

2193:                                             ; preds = %2186, %2183
  %2194 = phi i64 [ %2192, %2186 ], [ %2180, %2183 ]
  %2195 = add nuw nsw i64 %2169, 1
  %2196 = icmp eq i64 %2195, 41
  br i1 %2196, label %2197, label %2167, !llvm.loop !86

2197:                                             ; preds = %2193, %2223
  %2198 = phi i64 [ %2224, %2223 ], [ %2194, %2193 ]
  %2199 = phi i64 [ %2225, %2223 ], [ 0, %2193 ]
  %2200 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2199
  %2201 = load volatile i64, ptr %2200, align 8, !tbaa !11
  %2202 = trunc i64 %2201 to i16
  %2203 = sdiv i16 %2202, 31
  %2204 = srem i16 %2202, 31
  %2205 = sext i16 %2203 to i64
  %2206 = xor i64 %2198, %2205
  %2207 = mul i64 %2206, 1099511628211
  %2208 = sext i16 %2204 to i64
  %2209 = xor i64 %2207, %2208
  %2210 = mul i64 %2209, 1099511628211
  store i64 %2210, ptr @h, align 8, !tbaa !11
  %2211 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2202, i16 noundef signext 31)
  %2212 = icmp eq i16 %2203, %2211
  br i1 %2212, label %2213, label %2216

2213:                                             ; preds = %2197
  %2214 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2202, i16 noundef signext 31)
  %2215 = icmp eq i16 %2204, %2214
  br i1 %2215, label %2223, label %2216

2216:                                             ; preds = %2213, %2197
  %2217 = load i32, ptr @bad, align 4, !tbaa !5
  %2218 = add nsw i32 %2217, 1
  store i32 %2218, ptr @bad, align 4, !tbaa !5
  %2219 = shl i64 %2201, 48
  %2220 = ashr exact i64 %2219, 48
  %2221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2220, i64 noundef 31)
  %2222 = load i64, ptr @h, align 8, !tbaa !11
  br label %2223

2223:                                             ; preds = %2216, %2213
  %2224 = phi i64 [ %2222, %2216 ], [ %2210, %2213 ]
  %2225 = add nuw nsw i64 %2199, 1
  %2226 = icmp eq i64 %2225, 41
  br i1 %2226, label %2227, label %2197, !llvm.loop !87

2227:                                             ; preds = %2223, %2253
  %2228 = phi i64 [ %2254, %2253 ], [ %2224, %2223 ]
  %2229 = phi i64 [ %2255, %2253 ], [ 0, %2223 ]
  %2230 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2229
  %2231 = load volatile i64, ptr %2230, align 8, !tbaa !11
  %2232 = trunc i64 %2231 to i16
  %2233 = sdiv i16 %2232, 32
  %2234 = srem i16 %2232, 32
  %2235 = sext i16 %2233 to i64
  %2236 = xor i64 %2228, %2235
  %2237 = mul i64 %2236, 1099511628211
  %2238 = sext i16 %2234 to i64
  %2239 = xor i64 %2237, %2238
  %2240 = mul i64 %2239, 1099511628211
  store i64 %2240, ptr @h, align 8, !tbaa !11
  %2241 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2232, i16 noundef signext 32)
  %2242 = icmp eq i16 %2233, %2241
  br i1 %2242, label %2243, label %2246

2243:                                             ; preds = %2227
  %2244 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2232, i16 noundef signext 32)
  %2245 = icmp eq i16 %2234, %2244
  br i1 %2245, label %2253, label %2246

2246:                                             ; preds = %2243, %2227
  %2247 = load i32, ptr @bad, align 4, !tbaa !5
  %2248 = add nsw i32 %2247, 1
  store i32 %2248, ptr @bad, align 4, !tbaa !5
  %2249 = shl i64 %2231, 48
  %2250 = ashr exact i64 %2249, 48
  %2251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2250, i64 noundef 32)
  %2252 = load i64, ptr @h, align 8, !tbaa !11
  br label %2253

2253:                                             ; preds = %2246, %2243
  %2254 = phi i64 [ %2252, %2246 ], [ %2240, %2243 ]
  %2255 = add nuw nsw i64 %2229, 1
  %2256 = icmp eq i64 %2255, 41
  br i1 %2256, label %2257, label %2227, !llvm.loop !88

2257:                                             ; preds = %2253, %2283
  %2258 = phi i64 [ %2284, %2283 ], [ %2254, %2253 ]
  %2259 = phi i64 [ %2285, %2283 ], [ 0, %2253 ]
  %2260 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2259
  %2261 = load volatile i64, ptr %2260, align 8, !tbaa !11
  %2262 = trunc i64 %2261 to i16
  %2263 = sdiv i16 %2262, 37
  %2264 = srem i16 %2262, 37
  %2265 = sext i16 %2263 to i64
  %2266 = xor i64 %2258, %2265
  %2267 = mul i64 %2266, 1099511628211
  %2268 = sext i16 %2264 to i64
  %2269 = xor i64 %2267, %2268
  %2270 = mul i64 %2269, 1099511628211
  store i64 %2270, ptr @h, align 8, !tbaa !11
  %2271 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2262, i16 noundef signext 37)
  %2272 = icmp eq i16 %2263, %2271
  br i1 %2272, label %2273, label %2276

2273:                                             ; preds = %2257
  %2274 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2262, i16 noundef signext 37)
  %2275 = icmp eq i16 %2264, %2274
  br i1 %2275, label %2283, label %2276

2276:                                             ; preds = %2273, %2257
  %2277 = load i32, ptr @bad, align 4, !tbaa !5
  %2278 = add nsw i32 %2277, 1
  store i32 %2278, ptr @bad, align 4, !tbaa !5
  %2279 = shl i64 %2261, 48
  %2280 = ashr exact i64 %2279, 48
  %2281 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2280, i64 noundef 37)
  %2282 = load i64, ptr @h, align 8, !tbaa !11
  br label %2283

2283:                                             ; preds = %2276, %2273
  %2284 = phi i64 [ %2282, %2276 ], [ %2270, %2273 ]
  %2285 = add nuw nsw i64 %2259, 1
  %2286 = icmp eq i64 %2285, 41
  br i1 %2286, label %2287, label %2257, !llvm.loop !89

2287:                                             ; preds = %2283, %2313
  %2288 = phi i64 [ %2314, %2313 ], [ %2284, %2283 ]
  %2289 = phi i64 [ %2315, %2313 ], [ 0, %2283 ]
  %2290 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2289
  %2291 = load volatile i64, ptr %2290, align 8, !tbaa !11
  %2292 = trunc i64 %2291 to i16
  %2293 = sdiv i16 %2292, 41
  %2294 = srem i16 %2292, 41
  %2295 = sext i16 %2293 to i64
  %2296 = xor i64 %2288, %2295
  %2297 = mul i64 %2296, 1099511628211
  %2298 = sext i16 %2294 to i64
  %2299 = xor i64 %2297, %2298
  %2300 = mul i64 %2299, 1099511628211
  store i64 %2300, ptr @h, align 8, !tbaa !11
  %2301 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2292, i16 noundef signext 41)
  %2302 = icmp eq i16 %2293, %2301
  br i1 %2302, label %2303, label %2306

2303:                                             ; preds = %2287
  %2304 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2292, i16 noundef signext 41)
  %2305 = icmp eq i16 %2294, %2304
  br i1 %2305, label %2313, label %2306

2306:                                             ; preds = %2303, %2287
  %2307 = load i32, ptr @bad, align 4, !tbaa !5
  %2308 = add nsw i32 %2307, 1
  store i32 %2308, ptr @bad, align 4, !tbaa !5
  %2309 = shl i64 %2291, 48
  %2310 = ashr exact i64 %2309, 48
  %2311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2310, i64 noundef 41)
  %2312 = load i64, ptr @h, align 8, !tbaa !11
  br label %2313

2313:                                             ; preds = %2306, %2303
  %2314 = phi i64 [ %2312, %2306 ], [ %2300, %2303 ]
  %2315 = add nuw nsw i64 %2289, 1
  %2316 = icmp eq i64 %2315, 41
  br i1 %2316, label %2317, label %2287, !llvm.loop !90

2317:                                             ; preds = %2313, %2343
  %2318 = phi i64 [ %2344, %2343 ], [ %2314, %2313 ]
  %2319 = phi i64 [ %2345, %2343 ], [ 0, %2313 ]
  %2320 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2319
  %2321 = load volatile i64, ptr %2320, align 8, !tbaa !11
  %2322 = trunc i64 %2321 to i16
  %2323 = sdiv i16 %2322, 60
  %2324 = srem i16 %2322, 60
  %2325 = sext i16 %2323 to i64
  %2326 = xor i64 %2318, %2325
  %2327 = mul i64 %2326, 1099511628211
  %2328 = sext i16 %2324 to i64
  %2329 = xor i64 %2327, %2328
  %2330 = mul i64 %2329, 1099511628211
  store i64 %2330, ptr @h, align 8, !tbaa !11
  %2331 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2322, i16 noundef signext 60)
  %2332 = icmp eq i16 %2323, %2331
  br i1 %2332, label %2333, label %2336

2333:                                             ; preds = %2317
  %2334 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2322, i16 noundef signext 60)
  %2335 = icmp eq i16 %2324, %2334
  br i1 %2335, label %2343, label %2336

2336:                                             ; preds = %2333, %2317
  %2337 = load i32, ptr @bad, align 4, !tbaa !5
  %2338 = add nsw i32 %2337, 1
  store i32 %2338, ptr @bad, align 4, !tbaa !5
  %2339 = shl i64 %2321, 48
  %2340 = ashr exact i64 %2339, 48
  %2341 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2340, i64 noundef 60)
  %2342 = load i64, ptr @h, align 8, !tbaa !11
  br label %2343

2343:                                             ; preds = %2336, %2333
  %2344 = phi i64 [ %2342, %2336 ], [ %2330, %2333 ]
  %2345 = add nuw nsw i64 %2319, 1
  %2346 = icmp eq i64 %2345, 41
  br i1 %2346, label %2347, label %2317, !llvm.loop !91

2347:                                             ; preds = %2343, %2373
  %2348 = phi i64 [ %2374, %2373 ], [ %2344, %2343 ]
  %2349 = phi i64 [ %2375, %2373 ], [ 0, %2343 ]
  %2350 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2349
  %2351 = load volatile i64, ptr %2350, align 8, !tbaa !11
  %2352 = trunc i64 %2351 to i16
  %2353 = sdiv i16 %2352, 63
  %2354 = srem i16 %2352, 63
  %2355 = sext i16 %2353 to i64
  %2356 = xor i64 %2348, %2355
  %2357 = mul i64 %2356, 1099511628211
  %2358 = sext i16 %2354 to i64
  %2359 = xor i64 %2357, %2358
  %2360 = mul i64 %2359, 1099511628211
  store i64 %2360, ptr @h, align 8, !tbaa !11
  %2361 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2352, i16 noundef signext 63)
  %2362 = icmp eq i16 %2353, %2361
  br i1 %2362, label %2363, label %2366

2363:                                             ; preds = %2347
  %2364 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2352, i16 noundef signext 63)
  %2365 = icmp eq i16 %2354, %2364
  br i1 %2365, label %2373, label %2366

2366:                                             ; preds = %2363, %2347
  %2367 = load i32, ptr @bad, align 4, !tbaa !5
  %2368 = add nsw i32 %2367, 1
  store i32 %2368, ptr @bad, align 4, !tbaa !5
  %2369 = shl i64 %2351, 48
  %2370 = ashr exact i64 %2369, 48
  %2371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2370, i64 noundef 63)
  %2372 = load i64, ptr @h, align 8, !tbaa !11
  br label %2373

2373:                                             ; preds = %2366, %2363
  %2374 = phi i64 [ %2372, %2366 ], [ %2360, %2363 ]
  %2375 = add nuw nsw i64 %2349, 1
  %2376 = icmp eq i64 %2375, 41
  br i1 %2376, label %2377, label %2347, !llvm.loop !92

2377:                                             ; preds = %2373, %2403
  %2378 = phi i64 [ %2404, %2403 ], [ %2374, %2373 ]
  %2379 = phi i64 [ %2405, %2403 ], [ 0, %2373 ]
  %2380 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2379
  %2381 = load volatile i64, ptr %2380, align 8, !tbaa !11
  %2382 = trunc i64 %2381 to i16
  %2383 = sdiv i16 %2382, 64
  %2384 = srem i16 %2382, 64
  %2385 = sext i16 %2383 to i64
  %2386 = xor i64 %2378, %2385
  %2387 = mul i64 %2386, 1099511628211
  %2388 = sext i16 %2384 to i64
  %2389 = xor i64 %2387, %2388
  %2390 = mul i64 %2389, 1099511628211
  store i64 %2390, ptr @h, align 8, !tbaa !11
  %2391 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2382, i16 noundef signext 64)
  %2392 = icmp eq i16 %2383, %2391
  br i1 %2392, label %2393, label %2396

2393:                                             ; preds = %2377
  %2394 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2382, i16 noundef signext 64)
  %2395 = icmp eq i16 %2384, %2394
  br i1 %2395, label %2403, label %2396

2396:                                             ; preds = %2393, %2377
  %2397 = load i32, ptr @bad, align 4, !tbaa !5
  %2398 = add nsw i32 %2397, 1
  store i32 %2398, ptr @bad, align 4, !tbaa !5
  %2399 = shl i64 %2381, 48
  %2400 = ashr exact i64 %2399, 48
  %2401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2400, i64 noundef 64)
  %2402 = load i64, ptr @h, align 8, !tbaa !11
  br label %2403

2403:                                             ; preds = %2396, %2393
  %2404 = phi i64 [ %2402, %2396 ], [ %2390, %2393 ]
  %2405 = add nuw nsw i64 %2379, 1
  %2406 = icmp eq i64 %2405, 41
  br i1 %2406, label %2407, label %2377, !llvm.loop !93

2407:                                             ; preds = %2403, %2433
  %2408 = phi i64 [ %2434, %2433 ], [ %2404, %2403 ]
  %2409 = phi i64 [ %2435, %2433 ], [ 0, %2403 ]
  %2410 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2409
  %2411 = load volatile i64, ptr %2410, align 8, !tbaa !11
  %2412 = trunc i64 %2411 to i16
  %2413 = sdiv i16 %2412, 100
  %2414 = srem i16 %2412, 100
  %2415 = sext i16 %2413 to i64
  %2416 = xor i64 %2408, %2415
  %2417 = mul i64 %2416, 1099511628211
  %2418 = sext i16 %2414 to i64
  %2419 = xor i64 %2417, %2418
  %2420 = mul i64 %2419, 1099511628211
  store i64 %2420, ptr @h, align 8, !tbaa !11
  %2421 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2412, i16 noundef signext 100)
  %2422 = icmp eq i16 %2413, %2421
  br i1 %2422, label %2423, label %2426

2423:                                             ; preds = %2407
  %2424 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2412, i16 noundef signext 100)
  %2425 = icmp eq i16 %2414, %2424
  br i1 %2425, label %2433, label %2426

2426:                                             ; preds = %2423, %2407
  %2427 = load i32, ptr @bad, align 4, !tbaa !5
  %2428 = add nsw i32 %2427, 1
  store i32 %2428, ptr @bad, align 4, !tbaa !5
  %2429 = shl i64 %2411, 48
  %2430 = ashr exact i64 %2429, 48
  %2431 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2430, i64 noundef 100)
  %2432 = load i64, ptr @h, align 8, !tbaa !11
  br label %2433

2433:                                             ; preds = %2426, %2423
  %2434 = phi i64 [ %2432, %2426 ], [ %2420, %2423 ]
  %2435 = add nuw nsw i64 %2409, 1
  %2436 = icmp eq i64 %2435, 41
  br i1 %2436, label %2437, label %2407, !llvm.loop !94

2437:                                             ; preds = %2433, %2463
  %2438 = phi i64 [ %2464, %2463 ], [ %2434, %2433 ]
  %2439 = phi i64 [ %2465, %2463 ], [ 0, %2433 ]
  %2440 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2439
  %2441 = load volatile i64, ptr %2440, align 8, !tbaa !11
  %2442 = trunc i64 %2441 to i16
  %2443 = sdiv i16 %2442, 127
  %2444 = srem i16 %2442, 127
  %2445 = sext i16 %2443 to i64
  %2446 = xor i64 %2438, %2445
  %2447 = mul i64 %2446, 1099511628211
  %2448 = sext i16 %2444 to i64
  %2449 = xor i64 %2447, %2448
  %2450 = mul i64 %2449, 1099511628211
  store i64 %2450, ptr @h, align 8, !tbaa !11
  %2451 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2442, i16 noundef signext 127)
  %2452 = icmp eq i16 %2443, %2451
  br i1 %2452, label %2453, label %2456

2453:                                             ; preds = %2437
  %2454 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2442, i16 noundef signext 127)
  %2455 = icmp eq i16 %2444, %2454
  br i1 %2455, label %2463, label %2456

2456:                                             ; preds = %2453, %2437
  %2457 = load i32, ptr @bad, align 4, !tbaa !5
  %2458 = add nsw i32 %2457, 1
  store i32 %2458, ptr @bad, align 4, !tbaa !5
  %2459 = shl i64 %2441, 48
  %2460 = ashr exact i64 %2459, 48
  %2461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2460, i64 noundef 127)
  %2462 = load i64, ptr @h, align 8, !tbaa !11
  br label %2463

2463:                                             ; preds = %2456, %2453
  %2464 = phi i64 [ %2462, %2456 ], [ %2450, %2453 ]
  %2465 = add nuw nsw i64 %2439, 1
  %2466 = icmp eq i64 %2465, 41
  br i1 %2466, label %2467, label %2437, !llvm.loop !95

2467:                                             ; preds = %2463, %2493
  %2468 = phi i64 [ %2494, %2493 ], [ %2464, %2463 ]
  %2469 = phi i64 [ %2495, %2493 ], [ 0, %2463 ]
  %2470 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2469
  %2471 = load volatile i64, ptr %2470, align 8, !tbaa !11
  %2472 = trunc i64 %2471 to i16
  %2473 = sdiv i16 %2472, -7
  %2474 = srem i16 %2472, 7
  %2475 = sext i16 %2473 to i64
  %2476 = xor i64 %2468, %2475
  %2477 = mul i64 %2476, 1099511628211
  %2478 = sext i16 %2474 to i64
  %2479 = xor i64 %2477, %2478
  %2480 = mul i64 %2479, 1099511628211
  store i64 %2480, ptr @h, align 8, !tbaa !11
  %2481 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2472, i16 noundef signext -7)
  %2482 = icmp eq i16 %2473, %2481
  br i1 %2482, label %2483, label %2486

2483:                                             ; preds = %2467
  %2484 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2472, i16 noundef signext -7)
  %2485 = icmp eq i16 %2474, %2484
  br i1 %2485, label %2493, label %2486

2486:                                             ; preds = %2483, %2467
  %2487 = load i32, ptr @bad, align 4, !tbaa !5
  %2488 = add nsw i32 %2487, 1
  store i32 %2488, ptr @bad, align 4, !tbaa !5
  %2489 = shl i64 %2471, 48
  %2490 = ashr exact i64 %2489, 48
  %2491 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2490, i64 noundef -7)
  %2492 = load i64, ptr @h, align 8, !tbaa !11
  br label %2493

2493:                                             ; preds = %2486, %2483
  %2494 = phi i64 [ %2492, %2486 ], [ %2480, %2483 ]
  %2495 = add nuw nsw i64 %2469, 1
  %2496 = icmp eq i64 %2495, 41
  br i1 %2496, label %2497, label %2467, !llvm.loop !96

2497:                                             ; preds = %2493, %2523
  %2498 = phi i64 [ %2524, %2523 ], [ %2494, %2493 ]
  %2499 = phi i64 [ %2525, %2523 ], [ 0, %2493 ]
  %2500 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2499
  %2501 = load volatile i64, ptr %2500, align 8, !tbaa !11
  %2502 = trunc i64 %2501 to i16
  %2503 = sdiv i16 %2502, 10000
  %2504 = srem i16 %2502, 10000
  %2505 = sext i16 %2503 to i64
  %2506 = xor i64 %2498, %2505
  %2507 = mul i64 %2506, 1099511628211
  %2508 = sext i16 %2504 to i64
  %2509 = xor i64 %2507, %2508
  %2510 = mul i64 %2509, 1099511628211
  store i64 %2510, ptr @h, align 8, !tbaa !11
  %2511 = tail call fastcc signext i16 @i16_var_div(i16 noundef signext %2502, i16 noundef signext 10000)
  %2512 = icmp eq i16 %2503, %2511
  br i1 %2512, label %2513, label %2516

2513:                                             ; preds = %2497
  %2514 = tail call fastcc signext i16 @i16_var_rem(i16 noundef signext %2502, i16 noundef signext 10000)
  %2515 = icmp eq i16 %2504, %2514
  br i1 %2515, label %2523, label %2516

2516:                                             ; preds = %2513, %2497
  %2517 = load i32, ptr @bad, align 4, !tbaa !5
  %2518 = add nsw i32 %2517, 1
  store i32 %2518, ptr @bad, align 4, !tbaa !5
  %2519 = shl i64 %2501, 48
  %2520 = ashr exact i64 %2519, 48
  %2521 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.2, i64 noundef %2520, i64 noundef 10000)
  %2522 = load i64, ptr @h, align 8, !tbaa !11
  br label %2523

2523:                                             ; preds = %2516, %2513
  %2524 = phi i64 [ %2522, %2516 ], [ %2510, %2513 ]
  %2525 = add nuw nsw i64 %2499, 1
  %2526 = icmp eq i64 %2525, 41
  br i1 %2526, label %6474, label %2497, !llvm.loop !97

2527:                                             ; preds = %26, %2546
  %2528 = phi i64 [ %2547, %2546 ], [ 1469598103934665603, %26 ]
  %2529 = phi i64 [ %2548, %2546 ], [ 0, %26 ]
  %2530 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2529
  %2531 = load volatile i64, ptr %2530, align 8, !tbaa !11
  %2532 = trunc i64 %2531 to i16
  %2533 = and i64 %2531, 65535
  %2534 = xor i64 %2528, %2533
  %2535 = mul i64 %2534, 956575116354345
  store i64 %2535, ptr @h, align 8, !tbaa !11
  %2536 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2532, i16 noundef zeroext 1)
  %2537 = icmp eq i16 %2536, %2532
  br i1 %2537, label %2538, label %2541

2538:                                             ; preds = %2527
  %2539 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2532, i16 noundef zeroext 1)
  %2540 = icmp eq i16 %2539, 0
  br i1 %2540, label %2546, label %2541

2541:                                             ; preds = %2538, %2527
  %2542 = load i32, ptr @bad, align 4, !tbaa !5
  %2543 = add nsw i32 %2542, 1
  store i32 %2543, ptr @bad, align 4, !tbaa !5
  %2544 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2533, i64 noundef 1)
  %2545 = load i64, ptr @h, align 8, !tbaa !11
  br label %2546

2546:                                             ; preds = %2541, %2538
  %2547 = phi i64 [ %2545, %2541 ], [ %2535, %2538 ]
  %2548 = add nuw nsw i64 %2529, 1
  %2549 = icmp eq i64 %2548, 41
  br i1 %2549, label %2550, label %2527, !llvm.loop !98

2550:                                             ; preds = %2546, %2577
  %2551 = phi i64 [ %2578, %2577 ], [ %2547, %2546 ]
  %2552 = phi i64 [ %2579, %2577 ], [ 0, %2546 ]
  %2553 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2552
  %2554 = load volatile i64, ptr %2553, align 8, !tbaa !11
  %2555 = trunc i64 %2554 to i16
  %2556 = lshr i16 %2555, 1
  %2557 = zext nneg i16 %2556 to i64
  %2558 = xor i64 %2551, %2557
  %2559 = mul i64 %2558, 1099511628211
  %2560 = and i64 %2554, 1
  %2561 = xor i64 %2559, %2560
  %2562 = mul i64 %2561, 1099511628211
  store i64 %2562, ptr @h, align 8, !tbaa !11
  %2563 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2555, i16 noundef zeroext 2)
  %2564 = icmp eq i16 %2556, %2563
  br i1 %2564, label %2565, label %2571

2565:                                             ; preds = %2550
  %2566 = trunc i64 %2554 to i32
  %2567 = and i32 %2566, 1
  %2568 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2555, i16 noundef zeroext 2)
  %2569 = zext i16 %2568 to i32
  %2570 = icmp eq i32 %2567, %2569
  br i1 %2570, label %2577, label %2571

2571:                                             ; preds = %2565, %2550
  %2572 = load i32, ptr @bad, align 4, !tbaa !5
  %2573 = add nsw i32 %2572, 1
  store i32 %2573, ptr @bad, align 4, !tbaa !5
  %2574 = and i64 %2554, 65535
  %2575 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2574, i64 noundef 2)
  %2576 = load i64, ptr @h, align 8, !tbaa !11
  br label %2577

2577:                                             ; preds = %2571, %2565
  %2578 = phi i64 [ %2576, %2571 ], [ %2562, %2565 ]
  %2579 = add nuw nsw i64 %2552, 1
  %2580 = icmp eq i64 %2579, 41
  br i1 %2580, label %2581, label %2550, !llvm.loop !99

2581:                                             ; preds = %2577, %2606
  %2582 = phi i64 [ %2607, %2606 ], [ %2578, %2577 ]
  %2583 = phi i64 [ %2608, %2606 ], [ 0, %2577 ]
  %2584 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2583
  %2585 = load volatile i64, ptr %2584, align 8, !tbaa !11
  %2586 = trunc i64 %2585 to i16
  %2587 = udiv i16 %2586, 3
  %2588 = urem i16 %2586, 3
  %2589 = zext nneg i16 %2587 to i64
  %2590 = xor i64 %2582, %2589
  %2591 = mul i64 %2590, 1099511628211
  %2592 = zext nneg i16 %2588 to i64
  %2593 = xor i64 %2591, %2592
  %2594 = mul i64 %2593, 1099511628211
  store i64 %2594, ptr @h, align 8, !tbaa !11
  %2595 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2586, i16 noundef zeroext 3)
  %2596 = icmp eq i16 %2587, %2595
  br i1 %2596, label %2597, label %2600

2597:                                             ; preds = %2581
  %2598 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2586, i16 noundef zeroext 3)
  %2599 = icmp eq i16 %2588, %2598
  br i1 %2599, label %2606, label %2600

2600:                                             ; preds = %2597, %2581
  %2601 = load i32, ptr @bad, align 4, !tbaa !5
  %2602 = add nsw i32 %2601, 1
  store i32 %2602, ptr @bad, align 4, !tbaa !5
  %2603 = and i64 %2585, 65535
  %2604 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2603, i64 noundef 3)
  %2605 = load i64, ptr @h, align 8, !tbaa !11
  br label %2606

2606:                                             ; preds = %2600, %2597
  %2607 = phi i64 [ %2605, %2600 ], [ %2594, %2597 ]
  %2608 = add nuw nsw i64 %2583, 1
  %2609 = icmp eq i64 %2608, 41
  br i1 %2609, label %2610, label %2581, !llvm.loop !100

2610:                                             ; preds = %2606, %2635
  %2611 = phi i64 [ %2636, %2635 ], [ %2607, %2606 ]
  %2612 = phi i64 [ %2637, %2635 ], [ 0, %2606 ]
  %2613 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2612
  %2614 = load volatile i64, ptr %2613, align 8, !tbaa !11
  %2615 = trunc i64 %2614 to i16
  %2616 = udiv i16 %2615, 5
  %2617 = urem i16 %2615, 5
  %2618 = zext nneg i16 %2616 to i64
  %2619 = xor i64 %2611, %2618
  %2620 = mul i64 %2619, 1099511628211
  %2621 = zext nneg i16 %2617 to i64
  %2622 = xor i64 %2620, %2621
  %2623 = mul i64 %2622, 1099511628211
  store i64 %2623, ptr @h, align 8, !tbaa !11
  %2624 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2615, i16 noundef zeroext 5)
  %2625 = icmp eq i16 %2616, %2624
  br i1 %2625, label %2626, label %2629

2626:                                             ; preds = %2610
  %2627 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2615, i16 noundef zeroext 5)
  %2628 = icmp eq i16 %2617, %2627
  br i1 %2628, label %2635, label %2629

2629:                                             ; preds = %2626, %2610
  %2630 = load i32, ptr @bad, align 4, !tbaa !5
  %2631 = add nsw i32 %2630, 1
  store i32 %2631, ptr @bad, align 4, !tbaa !5
  %2632 = and i64 %2614, 65535
  %2633 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2632, i64 noundef 5)
  %2634 = load i64, ptr @h, align 8, !tbaa !11
  br label %2635

2635:                                             ; preds = %2629, %2626
  %2636 = phi i64 [ %2634, %2629 ], [ %2623, %2626 ]
  %2637 = add nuw nsw i64 %2612, 1
  %2638 = icmp eq i64 %2637, 41
  br i1 %2638, label %2639, label %2610, !llvm.loop !101

2639:                                             ; preds = %2635, %2664
  %2640 = phi i64 [ %2665, %2664 ], [ %2636, %2635 ]
  %2641 = phi i64 [ %2666, %2664 ], [ 0, %2635 ]
  %2642 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2641
  %2643 = load volatile i64, ptr %2642, align 8, !tbaa !11
  %2644 = trunc i64 %2643 to i16
  %2645 = udiv i16 %2644, 6
  %2646 = urem i16 %2644, 6
  %2647 = zext nneg i16 %2645 to i64
  %2648 = xor i64 %2640, %2647
  %2649 = mul i64 %2648, 1099511628211
  %2650 = zext nneg i16 %2646 to i64
  %2651 = xor i64 %2649, %2650
  %2652 = mul i64 %2651, 1099511628211
  store i64 %2652, ptr @h, align 8, !tbaa !11
  %2653 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2644, i16 noundef zeroext 6)
  %2654 = icmp eq i16 %2645, %2653
  br i1 %2654, label %2655, label %2658

2655:                                             ; preds = %2639
  %2656 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2644, i16 noundef zeroext 6)
  %2657 = icmp eq i16 %2646, %2656
  br i1 %2657, label %2664, label %2658

2658:                                             ; preds = %2655, %2639
  %2659 = load i32, ptr @bad, align 4, !tbaa !5
  %2660 = add nsw i32 %2659, 1
  store i32 %2660, ptr @bad, align 4, !tbaa !5
  %2661 = and i64 %2643, 65535
  %2662 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2661, i64 noundef 6)
  %2663 = load i64, ptr @h, align 8, !tbaa !11
  br label %2664

2664:                                             ; preds = %2658, %2655
  %2665 = phi i64 [ %2663, %2658 ], [ %2652, %2655 ]
  %2666 = add nuw nsw i64 %2641, 1
  %2667 = icmp eq i64 %2666, 41
  br i1 %2667, label %2668, label %2639, !llvm.loop !102

2668:                                             ; preds = %2664, %2693
  %2669 = phi i64 [ %2694, %2693 ], [ %2665, %2664 ]
  %2670 = phi i64 [ %2695, %2693 ], [ 0, %2664 ]
  %2671 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2670
  %2672 = load volatile i64, ptr %2671, align 8, !tbaa !11
  %2673 = trunc i64 %2672 to i16
  %2674 = udiv i16 %2673, 7
  %2675 = urem i16 %2673, 7
  %2676 = zext nneg i16 %2674 to i64
  %2677 = xor i64 %2669, %2676
  %2678 = mul i64 %2677, 1099511628211
  %2679 = zext nneg i16 %2675 to i64
  %2680 = xor i64 %2678, %2679
  %2681 = mul i64 %2680, 1099511628211
  store i64 %2681, ptr @h, align 8, !tbaa !11
  %2682 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2673, i16 noundef zeroext 7)
  %2683 = icmp eq i16 %2674, %2682
  br i1 %2683, label %2684, label %2687

2684:                                             ; preds = %2668
  %2685 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2673, i16 noundef zeroext 7)
  %2686 = icmp eq i16 %2675, %2685
  br i1 %2686, label %2693, label %2687

2687:                                             ; preds = %2684, %2668
  %2688 = load i32, ptr @bad, align 4, !tbaa !5
  %2689 = add nsw i32 %2688, 1
  store i32 %2689, ptr @bad, align 4, !tbaa !5
  %2690 = and i64 %2672, 65535
  %2691 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2690, i64 noundef 7)
  %2692 = load i64, ptr @h, align 8, !tbaa !11
  br label %2693

2693:                                             ; preds = %2687, %2684
  %2694 = phi i64 [ %2692, %2687 ], [ %2681, %2684 ]
  %2695 = add nuw nsw i64 %2670, 1
  %2696 = icmp eq i64 %2695, 41
  br i1 %2696, label %2697, label %2668, !llvm.loop !103

2697:                                             ; preds = %2693, %2722
  %2698 = phi i64 [ %2723, %2722 ], [ %2694, %2693 ]
  %2699 = phi i64 [ %2724, %2722 ], [ 0, %2693 ]
  %2700 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2699
  %2701 = load volatile i64, ptr %2700, align 8, !tbaa !11
  %2702 = trunc i64 %2701 to i16
  %2703 = udiv i16 %2702, 9
  %2704 = urem i16 %2702, 9
  %2705 = zext nneg i16 %2703 to i64
  %2706 = xor i64 %2698, %2705
  %2707 = mul i64 %2706, 1099511628211
  %2708 = zext nneg i16 %2704 to i64
  %2709 = xor i64 %2707, %2708
  %2710 = mul i64 %2709, 1099511628211
  store i64 %2710, ptr @h, align 8, !tbaa !11
  %2711 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2702, i16 noundef zeroext 9)
  %2712 = icmp eq i16 %2703, %2711
  br i1 %2712, label %2713, label %2716

2713:                                             ; preds = %2697
  %2714 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2702, i16 noundef zeroext 9)
  %2715 = icmp eq i16 %2704, %2714
  br i1 %2715, label %2722, label %2716

2716:                                             ; preds = %2713, %2697
  %2717 = load i32, ptr @bad, align 4, !tbaa !5
  %2718 = add nsw i32 %2717, 1
  store i32 %2718, ptr @bad, align 4, !tbaa !5
  %2719 = and i64 %2701, 65535
  %2720 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2719, i64 noundef 9)
  %2721 = load i64, ptr @h, align 8, !tbaa !11
  br label %2722

2722:                                             ; preds = %2716, %2713
  %2723 = phi i64 [ %2721, %2716 ], [ %2710, %2713 ]
  %2724 = add nuw nsw i64 %2699, 1
  %2725 = icmp eq i64 %2724, 41
  br i1 %2725, label %2726, label %2697, !llvm.loop !104

2726:                                             ; preds = %2722, %2751
  %2727 = phi i64 [ %2752, %2751 ], [ %2723, %2722 ]
  %2728 = phi i64 [ %2753, %2751 ], [ 0, %2722 ]
  %2729 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2728
  %2730 = load volatile i64, ptr %2729, align 8, !tbaa !11
  %2731 = trunc i64 %2730 to i16
  %2732 = udiv i16 %2731, 10
  %2733 = urem i16 %2731, 10
  %2734 = zext nneg i16 %2732 to i64
  %2735 = xor i64 %2727, %2734
  %2736 = mul i64 %2735, 1099511628211
  %2737 = zext nneg i16 %2733 to i64
  %2738 = xor i64 %2736, %2737
  %2739 = mul i64 %2738, 1099511628211
  store i64 %2739, ptr @h, align 8, !tbaa !11
  %2740 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2731, i16 noundef zeroext 10)
  %2741 = icmp eq i16 %2732, %2740
  br i1 %2741, label %2742, label %2745

2742:                                             ; preds = %2726
  %2743 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2731, i16 noundef zeroext 10)
  %2744 = icmp eq i16 %2733, %2743
  br i1 %2744, label %2751, label %2745

2745:                                             ; preds = %2742, %2726
  %2746 = load i32, ptr @bad, align 4, !tbaa !5
  %2747 = add nsw i32 %2746, 1
  store i32 %2747, ptr @bad, align 4, !tbaa !5
  %2748 = and i64 %2730, 65535
  %2749 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2748, i64 noundef 10)
  %2750 = load i64, ptr @h, align 8, !tbaa !11
  br label %2751

2751:                                             ; preds = %2745, %2742
  %2752 = phi i64 [ %2750, %2745 ], [ %2739, %2742 ]
  %2753 = add nuw nsw i64 %2728, 1
  %2754 = icmp eq i64 %2753, 41
  br i1 %2754, label %2755, label %2726, !llvm.loop !105

2755:                                             ; preds = %2751, %2780
  %2756 = phi i64 [ %2781, %2780 ], [ %2752, %2751 ]
  %2757 = phi i64 [ %2782, %2780 ], [ 0, %2751 ]
  %2758 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2757
  %2759 = load volatile i64, ptr %2758, align 8, !tbaa !11
  %2760 = trunc i64 %2759 to i16
  %2761 = udiv i16 %2760, 11
  %2762 = urem i16 %2760, 11
  %2763 = zext nneg i16 %2761 to i64
  %2764 = xor i64 %2756, %2763
  %2765 = mul i64 %2764, 1099511628211
  %2766 = zext nneg i16 %2762 to i64
  %2767 = xor i64 %2765, %2766
  %2768 = mul i64 %2767, 1099511628211
  store i64 %2768, ptr @h, align 8, !tbaa !11
  %2769 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2760, i16 noundef zeroext 11)
  %2770 = icmp eq i16 %2761, %2769
  br i1 %2770, label %2771, label %2774

2771:                                             ; preds = %2755
  %2772 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2760, i16 noundef zeroext 11)
  %2773 = icmp eq i16 %2762, %2772
  br i1 %2773, label %2780, label %2774

2774:                                             ; preds = %2771, %2755
  %2775 = load i32, ptr @bad, align 4, !tbaa !5
  %2776 = add nsw i32 %2775, 1
  store i32 %2776, ptr @bad, align 4, !tbaa !5
  %2777 = and i64 %2759, 65535
  %2778 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2777, i64 noundef 11)
  %2779 = load i64, ptr @h, align 8, !tbaa !11
  br label %2780

2780:                                             ; preds = %2774, %2771
  %2781 = phi i64 [ %2779, %2774 ], [ %2768, %2771 ]
  %2782 = add nuw nsw i64 %2757, 1
  %2783 = icmp eq i64 %2782, 41
  br i1 %2783, label %2784, label %2755, !llvm.loop !106

2784:                                             ; preds = %2780, %2809
  %2785 = phi i64 [ %2810, %2809 ], [ %2781, %2780 ]
  %2786 = phi i64 [ %2811, %2809 ], [ 0, %2780 ]
  %2787 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2786
  %2788 = load volatile i64, ptr %2787, align 8, !tbaa !11
  %2789 = trunc i64 %2788 to i16
  %2790 = udiv i16 %2789, 12
  %2791 = urem i16 %2789, 12
  %2792 = zext nneg i16 %2790 to i64
  %2793 = xor i64 %2785, %2792
  %2794 = mul i64 %2793, 1099511628211
  %2795 = zext nneg i16 %2791 to i64
  %2796 = xor i64 %2794, %2795
  %2797 = mul i64 %2796, 1099511628211
  store i64 %2797, ptr @h, align 8, !tbaa !11
  %2798 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2789, i16 noundef zeroext 12)
  %2799 = icmp eq i16 %2790, %2798
  br i1 %2799, label %2800, label %2803

2800:                                             ; preds = %2784
  %2801 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2789, i16 noundef zeroext 12)
  %2802 = icmp eq i16 %2791, %2801
  br i1 %2802, label %2809, label %2803

2803:                                             ; preds = %2800, %2784
  %2804 = load i32, ptr @bad, align 4, !tbaa !5
  %2805 = add nsw i32 %2804, 1
  store i32 %2805, ptr @bad, align 4, !tbaa !5
  %2806 = and i64 %2788, 65535
  %2807 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2806, i64 noundef 12)
  %2808 = load i64, ptr @h, align 8, !tbaa !11
  br label %2809

2809:                                             ; preds = %2803, %2800
  %2810 = phi i64 [ %2808, %2803 ], [ %2797, %2800 ]
  %2811 = add nuw nsw i64 %2786, 1
  %2812 = icmp eq i64 %2811, 41
  br i1 %2812, label %2813, label %2784, !llvm.loop !107

2813:                                             ; preds = %2809, %2838
  %2814 = phi i64 [ %2839, %2838 ], [ %2810, %2809 ]
  %2815 = phi i64 [ %2840, %2838 ], [ 0, %2809 ]
  %2816 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2815
  %2817 = load volatile i64, ptr %2816, align 8, !tbaa !11
  %2818 = trunc i64 %2817 to i16
  %2819 = udiv i16 %2818, 13
  %2820 = urem i16 %2818, 13
  %2821 = zext nneg i16 %2819 to i64
  %2822 = xor i64 %2814, %2821
  %2823 = mul i64 %2822, 1099511628211
  %2824 = zext nneg i16 %2820 to i64
  %2825 = xor i64 %2823, %2824
  %2826 = mul i64 %2825, 1099511628211
  store i64 %2826, ptr @h, align 8, !tbaa !11
  %2827 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2818, i16 noundef zeroext 13)
  %2828 = icmp eq i16 %2819, %2827
  br i1 %2828, label %2829, label %2832

2829:                                             ; preds = %2813
  %2830 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2818, i16 noundef zeroext 13)
  %2831 = icmp eq i16 %2820, %2830
  br i1 %2831, label %2838, label %2832

2832:                                             ; preds = %2829, %2813
  %2833 = load i32, ptr @bad, align 4, !tbaa !5
  %2834 = add nsw i32 %2833, 1
  store i32 %2834, ptr @bad, align 4, !tbaa !5
  %2835 = and i64 %2817, 65535
  %2836 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2835, i64 noundef 13)
  %2837 = load i64, ptr @h, align 8, !tbaa !11
  br label %2838

2838:                                             ; preds = %2832, %2829
  %2839 = phi i64 [ %2837, %2832 ], [ %2826, %2829 ]
  %2840 = add nuw nsw i64 %2815, 1
  %2841 = icmp eq i64 %2840, 41
  br i1 %2841, label %2842, label %2813, !llvm.loop !108

2842:                                             ; preds = %2838, %2867
  %2843 = phi i64 [ %2868, %2867 ], [ %2839, %2838 ]
  %2844 = phi i64 [ %2869, %2867 ], [ 0, %2838 ]
  %2845 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2844
  %2846 = load volatile i64, ptr %2845, align 8, !tbaa !11
  %2847 = trunc i64 %2846 to i16
  %2848 = udiv i16 %2847, 14
  %2849 = urem i16 %2847, 14
  %2850 = zext nneg i16 %2848 to i64
  %2851 = xor i64 %2843, %2850
  %2852 = mul i64 %2851, 1099511628211
  %2853 = zext nneg i16 %2849 to i64
  %2854 = xor i64 %2852, %2853
  %2855 = mul i64 %2854, 1099511628211
  store i64 %2855, ptr @h, align 8, !tbaa !11
  %2856 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2847, i16 noundef zeroext 14)
  %2857 = icmp eq i16 %2848, %2856
  br i1 %2857, label %2858, label %2861

2858:                                             ; preds = %2842
  %2859 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2847, i16 noundef zeroext 14)
  %2860 = icmp eq i16 %2849, %2859
  br i1 %2860, label %2867, label %2861

2861:                                             ; preds = %2858, %2842
  %2862 = load i32, ptr @bad, align 4, !tbaa !5
  %2863 = add nsw i32 %2862, 1
  store i32 %2863, ptr @bad, align 4, !tbaa !5
  %2864 = and i64 %2846, 65535
  %2865 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2864, i64 noundef 14)
  %2866 = load i64, ptr @h, align 8, !tbaa !11
  br label %2867

2867:                                             ; preds = %2861, %2858
  %2868 = phi i64 [ %2866, %2861 ], [ %2855, %2858 ]
  %2869 = add nuw nsw i64 %2844, 1
  %2870 = icmp eq i64 %2869, 41
  br i1 %2870, label %2871, label %2842, !llvm.loop !109

2871:                                             ; preds = %2867, %2896
  %2872 = phi i64 [ %2897, %2896 ], [ %2868, %2867 ]
  %2873 = phi i64 [ %2898, %2896 ], [ 0, %2867 ]
  %2874 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2873
  %2875 = load volatile i64, ptr %2874, align 8, !tbaa !11
  %2876 = trunc i64 %2875 to i16
  %2877 = udiv i16 %2876, 15
  %2878 = urem i16 %2876, 15
  %2879 = zext nneg i16 %2877 to i64
  %2880 = xor i64 %2872, %2879
  %2881 = mul i64 %2880, 1099511628211
  %2882 = zext nneg i16 %2878 to i64
  %2883 = xor i64 %2881, %2882
  %2884 = mul i64 %2883, 1099511628211
  store i64 %2884, ptr @h, align 8, !tbaa !11
  %2885 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2876, i16 noundef zeroext 15)
  %2886 = icmp eq i16 %2877, %2885
  br i1 %2886, label %2887, label %2890

2887:                                             ; preds = %2871
  %2888 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2876, i16 noundef zeroext 15)
  %2889 = icmp eq i16 %2878, %2888
  br i1 %2889, label %2896, label %2890

2890:                                             ; preds = %2887, %2871
  %2891 = load i32, ptr @bad, align 4, !tbaa !5
  %2892 = add nsw i32 %2891, 1
  store i32 %2892, ptr @bad, align 4, !tbaa !5
  %2893 = and i64 %2875, 65535
  %2894 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2893, i64 noundef 15)
  %2895 = load i64, ptr @h, align 8, !tbaa !11
  br label %2896

2896:                                             ; preds = %2890, %2887
  %2897 = phi i64 [ %2895, %2890 ], [ %2884, %2887 ]
  %2898 = add nuw nsw i64 %2873, 1
  %2899 = icmp eq i64 %2898, 41
  br i1 %2899, label %2900, label %2871, !llvm.loop !110

2900:                                             ; preds = %2896, %2927
  %2901 = phi i64 [ %2928, %2927 ], [ %2897, %2896 ]
  %2902 = phi i64 [ %2929, %2927 ], [ 0, %2896 ]
  %2903 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2902
  %2904 = load volatile i64, ptr %2903, align 8, !tbaa !11
  %2905 = trunc i64 %2904 to i16
  %2906 = lshr i16 %2905, 4
  %2907 = zext nneg i16 %2906 to i64
  %2908 = xor i64 %2901, %2907
  %2909 = mul i64 %2908, 1099511628211
  %2910 = and i64 %2904, 15
  %2911 = xor i64 %2909, %2910
  %2912 = mul i64 %2911, 1099511628211
  store i64 %2912, ptr @h, align 8, !tbaa !11
  %2913 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2905, i16 noundef zeroext 16)
  %2914 = icmp eq i16 %2906, %2913
  br i1 %2914, label %2915, label %2921

2915:                                             ; preds = %2900
  %2916 = trunc i64 %2904 to i32
  %2917 = and i32 %2916, 15
  %2918 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2905, i16 noundef zeroext 16)
  %2919 = zext i16 %2918 to i32
  %2920 = icmp eq i32 %2917, %2919
  br i1 %2920, label %2927, label %2921

2921:                                             ; preds = %2915, %2900
  %2922 = load i32, ptr @bad, align 4, !tbaa !5
  %2923 = add nsw i32 %2922, 1
  store i32 %2923, ptr @bad, align 4, !tbaa !5
  %2924 = and i64 %2904, 65535
  %2925 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2924, i64 noundef 16)
  %2926 = load i64, ptr @h, align 8, !tbaa !11
  br label %2927

2927:                                             ; preds = %2921, %2915
  %2928 = phi i64 [ %2926, %2921 ], [ %2912, %2915 ]
  %2929 = add nuw nsw i64 %2902, 1
  %2930 = icmp eq i64 %2929, 41
  br i1 %2930, label %2931, label %2900, !llvm.loop !111

2931:                                             ; preds = %2927, %2956
  %2932 = phi i64 [ %2957, %2956 ], [ %2928, %2927 ]
  %2933 = phi i64 [ %2958, %2956 ], [ 0, %2927 ]
  %2934 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2933
  %2935 = load volatile i64, ptr %2934, align 8, !tbaa !11
  %2936 = trunc i64 %2935 to i16
  %2937 = udiv i16 %2936, 17
  %2938 = urem i16 %2936, 17
  %2939 = zext nneg i16 %2937 to i64
  %2940 = xor i64 %2932, %2939
  %2941 = mul i64 %2940, 1099511628211
  %2942 = zext nneg i16 %2938 to i64
  %2943 = xor i64 %2941, %2942
  %2944 = mul i64 %2943, 1099511628211
  store i64 %2944, ptr @h, align 8, !tbaa !11
  %2945 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2936, i16 noundef zeroext 17)
  %2946 = icmp eq i16 %2937, %2945
  br i1 %2946, label %2947, label %2950

2947:                                             ; preds = %2931
  %2948 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2936, i16 noundef zeroext 17)
  %2949 = icmp eq i16 %2938, %2948
  br i1 %2949, label %2956, label %2950

2950:                                             ; preds = %2947, %2931
  %2951 = load i32, ptr @bad, align 4, !tbaa !5
  %2952 = add nsw i32 %2951, 1
  store i32 %2952, ptr @bad, align 4, !tbaa !5
  %2953 = and i64 %2935, 65535
  %2954 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2953, i64 noundef 17)
  %2955 = load i64, ptr @h, align 8, !tbaa !11
  br label %2956

2956:                                             ; preds = %2950, %2947
  %2957 = phi i64 [ %2955, %2950 ], [ %2944, %2947 ]
  %2958 = add nuw nsw i64 %2933, 1
  %2959 = icmp eq i64 %2958, 41
  br i1 %2959, label %2960, label %2931, !llvm.loop !112

2960:                                             ; preds = %2956, %2985
  %2961 = phi i64 [ %2986, %2985 ], [ %2957, %2956 ]
  %2962 = phi i64 [ %2987, %2985 ], [ 0, %2956 ]
  %2963 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2962
  %2964 = load volatile i64, ptr %2963, align 8, !tbaa !11
  %2965 = trunc i64 %2964 to i16
  %2966 = udiv i16 %2965, 19
  %2967 = urem i16 %2965, 19
  %2968 = zext nneg i16 %2966 to i64
  %2969 = xor i64 %2961, %2968
  %2970 = mul i64 %2969, 1099511628211
  %2971 = zext nneg i16 %2967 to i64
  %2972 = xor i64 %2970, %2971
  %2973 = mul i64 %2972, 1099511628211
  store i64 %2973, ptr @h, align 8, !tbaa !11
  %2974 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2965, i16 noundef zeroext 19)
  %2975 = icmp eq i16 %2966, %2974
  br i1 %2975, label %2976, label %2979

2976:                                             ; preds = %2960
  %2977 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2965, i16 noundef zeroext 19)
  %2978 = icmp eq i16 %2967, %2977
  br i1 %2978, label %2985, label %2979

2979:                                             ; preds = %2976, %2960
  %2980 = load i32, ptr @bad, align 4, !tbaa !5
  %2981 = add nsw i32 %2980, 1
  store i32 %2981, ptr @bad, align 4, !tbaa !5
  %2982 = and i64 %2964, 65535
  %2983 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %2982, i64 noundef 19)
  %2984 = load i64, ptr @h, align 8, !tbaa !11
  br label %2985

2985:                                             ; preds = %2979, %2976
  %2986 = phi i64 [ %2984, %2979 ], [ %2973, %2976 ]
  %2987 = add nuw nsw i64 %2962, 1
  %2988 = icmp eq i64 %2987, 41
  br i1 %2988, label %2989, label %2960, !llvm.loop !113

2989:                                             ; preds = %2985, %3014
  %2990 = phi i64 [ %3015, %3014 ], [ %2986, %2985 ]
  %2991 = phi i64 [ %3016, %3014 ], [ 0, %2985 ]
  %2992 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %2991
  %2993 = load volatile i64, ptr %2992, align 8, !tbaa !11
  %2994 = trunc i64 %2993 to i16
  %2995 = udiv i16 %2994, 25
  %2996 = urem i16 %2994, 25
  %2997 = zext nneg i16 %2995 to i64
  %2998 = xor i64 %2990, %2997
  %2999 = mul i64 %2998, 1099511628211
  %3000 = zext nneg i16 %2996 to i64
  %3001 = xor i64 %2999, %3000
  %3002 = mul i64 %3001, 1099511628211
  store i64 %3002, ptr @h, align 8, !tbaa !11
  %3003 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %2994, i16 noundef zeroext 25)
  %3004 = icmp eq i16 %2995, %3003
  br i1 %3004, label %3005, label %3008

3005:                                             ; preds = %2989
  %3006 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %2994, i16 noundef zeroext 25)
  %3007 = icmp eq i16 %2996, %3006
  br i1 %3007, label %3014, label %3008

3008:                                             ; preds = %3005, %2989
  %3009 = load i32, ptr @bad, align 4, !tbaa !5
  %3010 = add nsw i32 %3009, 1
  store i32 %3010, ptr @bad, align 4, !tbaa !5
  %3011 = and i64 %2993, 65535
  %3012 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3011, i64 noundef 25)
  %3013 = load i64, ptr @h, align 8, !tbaa !11
  br label %3014

3014:                                             ; preds = %3008, %3005
  %3015 = phi i64 [ %3013, %3008 ], [ %3002, %3005 ]
  %3016 = add nuw nsw i64 %2991, 1
  %3017 = icmp eq i64 %3016, 41
  br i1 %3017, label %3018, label %2989, !llvm.loop !114

3018:                                             ; preds = %3014, %3043
  %3019 = phi i64 [ %3044, %3043 ], [ %3015, %3014 ]
  %3020 = phi i64 [ %3045, %3043 ], [ 0, %3014 ]
  %3021 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3020
  %3022 = load volatile i64, ptr %3021, align 8, !tbaa !11
  %3023 = trunc i64 %3022 to i16
  %3024 = udiv i16 %3023, 31
  %3025 = urem i16 %3023, 31
  %3026 = zext nneg i16 %3024 to i64
  %3027 = xor i64 %3019, %3026
  %3028 = mul i64 %3027, 1099511628211
  %3029 = zext nneg i16 %3025 to i64
  %3030 = xor i64 %3028, %3029
  %3031 = mul i64 %3030, 1099511628211
  store i64 %3031, ptr @h, align 8, !tbaa !11
  %3032 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3023, i16 noundef zeroext 31)
  %3033 = icmp eq i16 %3024, %3032
  br i1 %3033, label %3034, label %3037

3034:                                             ; preds = %3018
  %3035 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3023, i16 noundef zeroext 31)
  %3036 = icmp eq i16 %3025, %3035
  br i1 %3036, label %3043, label %3037

3037:                                             ; preds = %3034, %3018
  %3038 = load i32, ptr @bad, align 4, !tbaa !5
  %3039 = add nsw i32 %3038, 1
  store i32 %3039, ptr @bad, align 4, !tbaa !5
  %3040 = and i64 %3022, 65535
  %3041 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3040, i64 noundef 31)
  %3042 = load i64, ptr @h, align 8, !tbaa !11
  br label %3043

3043:                                             ; preds = %3037, %3034
  %3044 = phi i64 [ %3042, %3037 ], [ %3031, %3034 ]
  %3045 = add nuw nsw i64 %3020, 1
  %3046 = icmp eq i64 %3045, 41
  br i1 %3046, label %3047, label %3018, !llvm.loop !115

3047:                                             ; preds = %3043, %3074
  %3048 = phi i64 [ %3075, %3074 ], [ %3044, %3043 ]
  %3049 = phi i64 [ %3076, %3074 ], [ 0, %3043 ]
  %3050 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3049
  %3051 = load volatile i64, ptr %3050, align 8, !tbaa !11
  %3052 = trunc i64 %3051 to i16
  %3053 = lshr i16 %3052, 5
  %3054 = zext nneg i16 %3053 to i64
  %3055 = xor i64 %3048, %3054
  %3056 = mul i64 %3055, 1099511628211
  %3057 = and i64 %3051, 31
  %3058 = xor i64 %3056, %3057
  %3059 = mul i64 %3058, 1099511628211
  store i64 %3059, ptr @h, align 8, !tbaa !11
  %3060 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3052, i16 noundef zeroext 32)
  %3061 = icmp eq i16 %3053, %3060
  br i1 %3061, label %3062, label %3068

3062:                                             ; preds = %3047
  %3063 = trunc i64 %3051 to i32
  %3064 = and i32 %3063, 31
  %3065 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3052, i16 noundef zeroext 32)
  %3066 = zext i16 %3065 to i32
  %3067 = icmp eq i32 %3064, %3066
  br i1 %3067, label %3074, label %3068

3068:                                             ; preds = %3062, %3047
  %3069 = load i32, ptr @bad, align 4, !tbaa !5
  %3070 = add nsw i32 %3069, 1
  store i32 %3070, ptr @bad, align 4, !tbaa !5
  %3071 = and i64 %3051, 65535
  %3072 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3071, i64 noundef 32)
  %3073 = load i64, ptr @h, align 8, !tbaa !11
  br label %3074

3074:                                             ; preds = %3068, %3062
  %3075 = phi i64 [ %3073, %3068 ], [ %3059, %3062 ]
  %3076 = add nuw nsw i64 %3049, 1
  %3077 = icmp eq i64 %3076, 41
  br i1 %3077, label %3078, label %3047, !llvm.loop !116

3078:                                             ; preds = %3074, %3103
  %3079 = phi i64 [ %3104, %3103 ], [ %3075, %3074 ]
  %3080 = phi i64 [ %3105, %3103 ], [ 0, %3074 ]
  %3081 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3080
  %3082 = load volatile i64, ptr %3081, align 8, !tbaa !11
  %3083 = trunc i64 %3082 to i16
  %3084 = udiv i16 %3083, 37
  %3085 = urem i16 %3083, 37
  %3086 = zext nneg i16 %3084 to i64
  %3087 = xor i64 %3079, %3086
  %3088 = mul i64 %3087, 1099511628211
  %3089 = zext nneg i16 %3085 to i64
  %3090 = xor i64 %3088, %3089
  %3091 = mul i64 %3090, 1099511628211
  store i64 %3091, ptr @h, align 8, !tbaa !11
  %3092 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3083, i16 noundef zeroext 37)
  %3093 = icmp eq i16 %3084, %3092
  br i1 %3093, label %3094, label %3097

3094:                                             ; preds = %3078
  %3095 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3083, i16 noundef zeroext 37)
  %3096 = icmp eq i16 %3085, %3095
  br i1 %3096, label %3103, label %3097

3097:                                             ; preds = %3094, %3078
  %3098 = load i32, ptr @bad, align 4, !tbaa !5
  %3099 = add nsw i32 %3098, 1
  store i32 %3099, ptr @bad, align 4, !tbaa !5
  %3100 = and i64 %3082, 65535
  %3101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3100, i64 noundef 37)
  %3102 = load i64, ptr @h, align 8, !tbaa !11
  br label %3103

3103:                                             ; preds = %3097, %3094
  %3104 = phi i64 [ %3102, %3097 ], [ %3091, %3094 ]
  %3105 = add nuw nsw i64 %3080, 1
  %3106 = icmp eq i64 %3105, 41
  br i1 %3106, label %3107, label %3078, !llvm.loop !117

3107:                                             ; preds = %3103, %3132
  %3108 = phi i64 [ %3133, %3132 ], [ %3104, %3103 ]
  %3109 = phi i64 [ %3134, %3132 ], [ 0, %3103 ]
  %3110 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3109
  %3111 = load volatile i64, ptr %3110, align 8, !tbaa !11
  %3112 = trunc i64 %3111 to i16
  %3113 = udiv i16 %3112, 41
  %3114 = urem i16 %3112, 41
  %3115 = zext nneg i16 %3113 to i64
  %3116 = xor i64 %3108, %3115
  %3117 = mul i64 %3116, 1099511628211
  %3118 = zext nneg i16 %3114 to i64
  %3119 = xor i64 %3117, %3118
  %3120 = mul i64 %3119, 1099511628211
  store i64 %3120, ptr @h, align 8, !tbaa !11
  %3121 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3112, i16 noundef zeroext 41)
  %3122 = icmp eq i16 %3113, %3121
  br i1 %3122, label %3123, label %3126

3123:                                             ; preds = %3107
  %3124 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3112, i16 noundef zeroext 41)
  %3125 = icmp eq i16 %3114, %3124
  br i1 %3125, label %3132, label %3126

3126:                                             ; preds = %3123, %3107
  %3127 = load i32, ptr @bad, align 4, !tbaa !5
  %3128 = add nsw i32 %3127, 1
  store i32 %3128, ptr @bad, align 4, !tbaa !5
  %3129 = and i64 %3111, 65535
  %3130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3129, i64 noundef 41)
  %3131 = load i64, ptr @h, align 8, !tbaa !11
  br label %3132

3132:                                             ; preds = %3126, %3123
  %3133 = phi i64 [ %3131, %3126 ], [ %3120, %3123 ]
  %3134 = add nuw nsw i64 %3109, 1
  %3135 = icmp eq i64 %3134, 41
  br i1 %3135, label %3136, label %3107, !llvm.loop !118

3136:                                             ; preds = %3132, %3161
  %3137 = phi i64 [ %3162, %3161 ], [ %3133, %3132 ]
  %3138 = phi i64 [ %3163, %3161 ], [ 0, %3132 ]
  %3139 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3138
  %3140 = load volatile i64, ptr %3139, align 8, !tbaa !11
  %3141 = trunc i64 %3140 to i16
  %3142 = udiv i16 %3141, 60
  %3143 = urem i16 %3141, 60
  %3144 = zext nneg i16 %3142 to i64
  %3145 = xor i64 %3137, %3144
  %3146 = mul i64 %3145, 1099511628211
  %3147 = zext nneg i16 %3143 to i64
  %3148 = xor i64 %3146, %3147
  %3149 = mul i64 %3148, 1099511628211
  store i64 %3149, ptr @h, align 8, !tbaa !11
  %3150 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3141, i16 noundef zeroext 60)
  %3151 = icmp eq i16 %3142, %3150
  br i1 %3151, label %3152, label %3155

3152:                                             ; preds = %3136
  %3153 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3141, i16 noundef zeroext 60)
  %3154 = icmp eq i16 %3143, %3153
  br i1 %3154, label %3161, label %3155

3155:                                             ; preds = %3152, %3136
  %3156 = load i32, ptr @bad, align 4, !tbaa !5
  %3157 = add nsw i32 %3156, 1
  store i32 %3157, ptr @bad, align 4, !tbaa !5
  %3158 = and i64 %3140, 65535
  %3159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3158, i64 noundef 60)
  %3160 = load i64, ptr @h, align 8, !tbaa !11
  br label %3161

3161:                                             ; preds = %3155, %3152
  %3162 = phi i64 [ %3160, %3155 ], [ %3149, %3152 ]
  %3163 = add nuw nsw i64 %3138, 1
  %3164 = icmp eq i64 %3163, 41
  br i1 %3164, label %3165, label %3136, !llvm.loop !119

3165:                                             ; preds = %3161, %3190
  %3166 = phi i64 [ %3191, %3190 ], [ %3162, %3161 ]
  %3167 = phi i64 [ %3192, %3190 ], [ 0, %3161 ]
  %3168 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3167
  %3169 = load volatile i64, ptr %3168, align 8, !tbaa !11
  %3170 = trunc i64 %3169 to i16
  %3171 = udiv i16 %3170, 63
  %3172 = urem i16 %3170, 63
  %3173 = zext nneg i16 %3171 to i64
  %3174 = xor i64 %3166, %3173
  %3175 = mul i64 %3174, 1099511628211
  %3176 = zext nneg i16 %3172 to i64
  %3177 = xor i64 %3175, %3176
  %3178 = mul i64 %3177, 1099511628211
  store i64 %3178, ptr @h, align 8, !tbaa !11
  %3179 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3170, i16 noundef zeroext 63)
  %3180 = icmp eq i16 %3171, %3179
  br i1 %3180, label %3181, label %3184

3181:                                             ; preds = %3165
  %3182 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3170, i16 noundef zeroext 63)
  %3183 = icmp eq i16 %3172, %3182
  br i1 %3183, label %3190, label %3184

3184:                                             ; preds = %3181, %3165
  %3185 = load i32, ptr @bad, align 4, !tbaa !5
  %3186 = add nsw i32 %3185, 1
  store i32 %3186, ptr @bad, align 4, !tbaa !5
  %3187 = and i64 %3169, 65535
  %3188 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3187, i64 noundef 63)
  %3189 = load i64, ptr @h, align 8, !tbaa !11
  br label %3190

3190:                                             ; preds = %3184, %3181
  %3191 = phi i64 [ %3189, %3184 ], [ %3178, %3181 ]
  %3192 = add nuw nsw i64 %3167, 1
  %3193 = icmp eq i64 %3192, 41
  br i1 %3193, label %3194, label %3165, !llvm.loop !120

3194:                                             ; preds = %3190, %3221
  %3195 = phi i64 [ %3222, %3221 ], [ %3191, %3190 ]
  %3196 = phi i64 [ %3223, %3221 ], [ 0, %3190 ]
  %3197 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3196
  %3198 = load volatile i64, ptr %3197, align 8, !tbaa !11
  %3199 = trunc i64 %3198 to i16
  %3200 = lshr i16 %3199, 6
  %3201 = zext nneg i16 %3200 to i64
  %3202 = xor i64 %3195, %3201
  %3203 = mul i64 %3202, 1099511628211
  %3204 = and i64 %3198, 63
  %3205 = xor i64 %3203, %3204
  %3206 = mul i64 %3205, 1099511628211
  store i64 %3206, ptr @h, align 8, !tbaa !11
  %3207 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3199, i16 noundef zeroext 64)
  %3208 = icmp eq i16 %3200, %3207
  br i1 %3208, label %3209, label %3215

3209:                                             ; preds = %3194
  %3210 = trunc i64 %3198 to i32
  %3211 = and i32 %3210, 63
  %3212 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3199, i16 noundef zeroext 64)
  %3213 = zext i16 %3212 to i32
  %3214 = icmp eq i32 %3211, %3213
  br i1 %3214, label %3221, label %3215

3215:                                             ; preds = %3209, %3194
  %3216 = load i32, ptr @bad, align 4, !tbaa !5
  %3217 = add nsw i32 %3216, 1
  store i32 %3217, ptr @bad, align 4, !tbaa !5
  %3218 = and i64 %3198, 65535
  %3219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3218, i64 noundef 64)
  %3220 = load i64, ptr @h, align 8, !tbaa !11
  br label %3221

3221:                                             ; preds = %3215, %3209
  %3222 = phi i64 [ %3220, %3215 ], [ %3206, %3209 ]
  %3223 = add nuw nsw i64 %3196, 1
  %3224 = icmp eq i64 %3223, 41
  br i1 %3224, label %3225, label %3194, !llvm.loop !121

3225:                                             ; preds = %3221, %3250
  %3226 = phi i64 [ %3251, %3250 ], [ %3222, %3221 ]
  %3227 = phi i64 [ %3252, %3250 ], [ 0, %3221 ]
  %3228 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3227
  %3229 = load volatile i64, ptr %3228, align 8, !tbaa !11
  %3230 = trunc i64 %3229 to i16
  %3231 = udiv i16 %3230, 100
  %3232 = urem i16 %3230, 100
  %3233 = zext nneg i16 %3231 to i64
  %3234 = xor i64 %3226, %3233
  %3235 = mul i64 %3234, 1099511628211
  %3236 = zext nneg i16 %3232 to i64
  %3237 = xor i64 %3235, %3236
  %3238 = mul i64 %3237, 1099511628211
  store i64 %3238, ptr @h, align 8, !tbaa !11
  %3239 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3230, i16 noundef zeroext 100)
  %3240 = icmp eq i16 %3231, %3239
  br i1 %3240, label %3241, label %3244

3241:                                             ; preds = %3225
  %3242 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3230, i16 noundef zeroext 100)
  %3243 = icmp eq i16 %3232, %3242
  br i1 %3243, label %3250, label %3244

3244:                                             ; preds = %3241, %3225
  %3245 = load i32, ptr @bad, align 4, !tbaa !5
  %3246 = add nsw i32 %3245, 1
  store i32 %3246, ptr @bad, align 4, !tbaa !5
  %3247 = and i64 %3229, 65535
  %3248 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3247, i64 noundef 100)
  %3249 = load i64, ptr @h, align 8, !tbaa !11
  br label %3250

3250:                                             ; preds = %3244, %3241
  %3251 = phi i64 [ %3249, %3244 ], [ %3238, %3241 ]
  %3252 = add nuw nsw i64 %3227, 1
  %3253 = icmp eq i64 %3252, 41
  br i1 %3253, label %3254, label %3225, !llvm.loop !122

3254:                                             ; preds = %3250, %3279
  %3255 = phi i64 [ %3280, %3279 ], [ %3251, %3250 ]
  %3256 = phi i64 [ %3281, %3279 ], [ 0, %3250 ]
  %3257 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3256
  %3258 = load volatile i64, ptr %3257, align 8, !tbaa !11
  %3259 = trunc i64 %3258 to i16
  %3260 = udiv i16 %3259, 127
  %3261 = urem i16 %3259, 127
  %3262 = zext nneg i16 %3260 to i64
  %3263 = xor i64 %3255, %3262
  %3264 = mul i64 %3263, 1099511628211
  %3265 = zext nneg i16 %3261 to i64
  %3266 = xor i64 %3264, %3265
  %3267 = mul i64 %3266, 1099511628211
  store i64 %3267, ptr @h, align 8, !tbaa !11
  %3268 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3259, i16 noundef zeroext 127)
  %3269 = icmp eq i16 %3260, %3268
  br i1 %3269, label %3270, label %3273

3270:                                             ; preds = %3254
  %3271 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3259, i16 noundef zeroext 127)
  %3272 = icmp eq i16 %3261, %3271
  br i1 %3272, label %3279, label %3273

3273:                                             ; preds = %3270, %3254
  %3274 = load i32, ptr @bad, align 4, !tbaa !5
  %3275 = add nsw i32 %3274, 1
  store i32 %3275, ptr @bad, align 4, !tbaa !5
  %3276 = and i64 %3258, 65535
  %3277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3276, i64 noundef 127)
  %3278 = load i64, ptr @h, align 8, !tbaa !11
  br label %3279

3279:                                             ; preds = %3273, %3270
  %3280 = phi i64 [ %3278, %3273 ], [ %3267, %3270 ]
  %3281 = add nuw nsw i64 %3256, 1
  %3282 = icmp eq i64 %3281, 41
  br i1 %3282, label %3283, label %3254, !llvm.loop !123

3283:                                             ; preds = %3279, %3313
  %3284 = phi i64 [ %3314, %3313 ], [ %3280, %3279 ]
  %3285 = phi i64 [ %3315, %3313 ], [ 0, %3279 ]
  %3286 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3285
  %3287 = load volatile i64, ptr %3286, align 8, !tbaa !11
  %3288 = freeze i64 %3287
  %3289 = trunc i64 %3288 to i16
  %3290 = trunc i64 %3288 to i32
  %3291 = and i32 %3290, 65535
  %3292 = icmp eq i32 %3291, 65535
  %3293 = select i1 %3292, i32 0, i32 %3291
  %3294 = zext i1 %3292 to i64
  %3295 = xor i64 %3284, %3294
  %3296 = mul i64 %3295, 1099511628211
  %3297 = zext nneg i32 %3293 to i64
  %3298 = xor i64 %3296, %3297
  %3299 = mul i64 %3298, 1099511628211
  store i64 %3299, ptr @h, align 8, !tbaa !11
  %3300 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3289, i16 noundef zeroext -1)
  %3301 = zext i1 %3292 to i16
  %3302 = icmp eq i16 %3300, %3301
  br i1 %3302, label %3303, label %3307

3303:                                             ; preds = %3283
  %3304 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3289, i16 noundef zeroext -1)
  %3305 = zext i16 %3304 to i32
  %3306 = icmp eq i32 %3293, %3305
  br i1 %3306, label %3313, label %3307

3307:                                             ; preds = %3303, %3283
  %3308 = load i32, ptr @bad, align 4, !tbaa !5
  %3309 = add nsw i32 %3308, 1
  store i32 %3309, ptr @bad, align 4, !tbaa !5
  %3310 = and i64 %3288, 65535
  %3311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3310, i64 noundef 65535)
  %3312 = load i64, ptr @h, align 8, !tbaa !11
  br label %3313

3313:                                             ; preds = %3307, %3303
  %3314 = phi i64 [ %3312, %3307 ], [ %3299, %3303 ]
  %3315 = add nuw nsw i64 %3285, 1
  %3316 = icmp eq i64 %3315, 41
  br i1 %3316, label %3317, label %3283, !llvm.loop !124

3317:                                             ; preds = %3313, %3342
  %3318 = phi i64 [ %3343, %3342 ], [ %3314, %3313 ]
  %3319 = phi i64 [ %3344, %3342 ], [ 0, %3313 ]
  %3320 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3319
  %3321 = load volatile i64, ptr %3320, align 8, !tbaa !11
  %3322 = trunc i64 %3321 to i16
  %3323 = udiv i16 %3322, 1000
  %3324 = urem i16 %3322, 1000
  %3325 = zext nneg i16 %3323 to i64
  %3326 = xor i64 %3318, %3325
  %3327 = mul i64 %3326, 1099511628211
  %3328 = zext nneg i16 %3324 to i64
  %3329 = xor i64 %3327, %3328
  %3330 = mul i64 %3329, 1099511628211
  store i64 %3330, ptr @h, align 8, !tbaa !11
  %3331 = tail call fastcc zeroext i16 @u16_var_div(i16 noundef zeroext %3322, i16 noundef zeroext 1000)
  %3332 = icmp eq i16 %3323, %3331
  br i1 %3332, label %3333, label %3336

3333:                                             ; preds = %3317
  %3334 = tail call fastcc zeroext i16 @u16_var_rem(i16 noundef zeroext %3322, i16 noundef zeroext 1000)
  %3335 = icmp eq i16 %3324, %3334
  br i1 %3335, label %3342, label %3336

3336:                                             ; preds = %3333, %3317
  %3337 = load i32, ptr @bad, align 4, !tbaa !5
  %3338 = add nsw i32 %3337, 1
  store i32 %3338, ptr @bad, align 4, !tbaa !5
  %3339 = and i64 %3321, 65535
  %3340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.3, i64 noundef %3339, i64 noundef 1000)
  %3341 = load i64, ptr @h, align 8, !tbaa !11
  br label %3342

3342:                                             ; preds = %3336, %3333
  %3343 = phi i64 [ %3341, %3336 ], [ %3330, %3333 ]
  %3344 = add nuw nsw i64 %3319, 1
  %3345 = icmp eq i64 %3344, 41
  br i1 %3345, label %6474, label %3317, !llvm.loop !125

3346:                                             ; preds = %26, %3366
  %3347 = phi i64 [ %3367, %3366 ], [ 1469598103934665603, %26 ]
  %3348 = phi i64 [ %3368, %3366 ], [ 0, %26 ]
  %3349 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3348
  %3350 = load volatile i64, ptr %3349, align 8, !tbaa !11
  %3351 = trunc i64 %3350 to i32
  %3352 = shl i64 %3350, 32
  %3353 = ashr exact i64 %3352, 32
  %3354 = xor i64 %3353, %3347
  %3355 = mul i64 %3354, 956575116354345
  store i64 %3355, ptr @h, align 8, !tbaa !11
  %3356 = tail call fastcc i32 @i32_var_div(i32 noundef %3351, i32 noundef 1)
  %3357 = icmp eq i32 %3356, %3351
  br i1 %3357, label %3358, label %3361

3358:                                             ; preds = %3346
  %3359 = tail call fastcc i32 @i32_var_rem(i32 noundef %3351, i32 noundef 1)
  %3360 = icmp eq i32 %3359, 0
  br i1 %3360, label %3366, label %3361

3361:                                             ; preds = %3358, %3346
  %3362 = load i32, ptr @bad, align 4, !tbaa !5
  %3363 = add nsw i32 %3362, 1
  store i32 %3363, ptr @bad, align 4, !tbaa !5
  %3364 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3353, i64 noundef 1)
  %3365 = load i64, ptr @h, align 8, !tbaa !11
  br label %3366

3366:                                             ; preds = %3361, %3358
  %3367 = phi i64 [ %3365, %3361 ], [ %3355, %3358 ]
  %3368 = add nuw nsw i64 %3348, 1
  %3369 = icmp eq i64 %3368, 41
  br i1 %3369, label %3370, label %3346, !llvm.loop !126

3370:                                             ; preds = %3366, %3396
  %3371 = phi i64 [ %3397, %3396 ], [ %3367, %3366 ]
  %3372 = phi i64 [ %3398, %3396 ], [ 0, %3366 ]
  %3373 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3372
  %3374 = load volatile i64, ptr %3373, align 8, !tbaa !11
  %3375 = trunc i64 %3374 to i32
  %3376 = sdiv i32 %3375, 2
  %3377 = srem i32 %3375, 2
  %3378 = sext i32 %3376 to i64
  %3379 = xor i64 %3371, %3378
  %3380 = mul i64 %3379, 1099511628211
  %3381 = sext i32 %3377 to i64
  %3382 = xor i64 %3380, %3381
  %3383 = mul i64 %3382, 1099511628211
  store i64 %3383, ptr @h, align 8, !tbaa !11
  %3384 = tail call fastcc i32 @i32_var_div(i32 noundef %3375, i32 noundef 2)
  %3385 = icmp eq i32 %3376, %3384
  br i1 %3385, label %3386, label %3389

3386:                                             ; preds = %3370
  %3387 = tail call fastcc i32 @i32_var_rem(i32 noundef %3375, i32 noundef 2)
  %3388 = icmp eq i32 %3377, %3387
  br i1 %3388, label %3396, label %3389

3389:                                             ; preds = %3386, %3370
  %3390 = load i32, ptr @bad, align 4, !tbaa !5
  %3391 = add nsw i32 %3390, 1
  store i32 %3391, ptr @bad, align 4, !tbaa !5
  %3392 = shl i64 %3374, 32
  %3393 = ashr exact i64 %3392, 32
  %3394 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3393, i64 noundef 2)
  %3395 = load i64, ptr @h, align 8, !tbaa !11
  br label %3396

3396:                                             ; preds = %3389, %3386
  %3397 = phi i64 [ %3395, %3389 ], [ %3383, %3386 ]
  %3398 = add nuw nsw i64 %3372, 1
  %3399 = icmp eq i64 %3398, 41
  br i1 %3399, label %3400, label %3370, !llvm.loop !127

3400:                                             ; preds = %3396, %3426
  %3401 = phi i64 [ %3427, %3426 ], [ %3397, %3396 ]
  %3402 = phi i64 [ %3428, %3426 ], [ 0, %3396 ]
  %3403 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3402
  %3404 = load volatile i64, ptr %3403, align 8, !tbaa !11
  %3405 = trunc i64 %3404 to i32
  %3406 = sdiv i32 %3405, 3
  %3407 = srem i32 %3405, 3
  %3408 = sext i32 %3406 to i64
  %3409 = xor i64 %3401, %3408
  %3410 = mul i64 %3409, 1099511628211
  %3411 = sext i32 %3407 to i64
  %3412 = xor i64 %3410, %3411
  %3413 = mul i64 %3412, 1099511628211
  store i64 %3413, ptr @h, align 8, !tbaa !11
  %3414 = tail call fastcc i32 @i32_var_div(i32 noundef %3405, i32 noundef 3)
  %3415 = icmp eq i32 %3406, %3414
  br i1 %3415, label %3416, label %3419

3416:                                             ; preds = %3400
  %3417 = tail call fastcc i32 @i32_var_rem(i32 noundef %3405, i32 noundef 3)
  %3418 = icmp eq i32 %3407, %3417
  br i1 %3418, label %3426, label %3419

3419:                                             ; preds = %3416, %3400
  %3420 = load i32, ptr @bad, align 4, !tbaa !5
  %3421 = add nsw i32 %3420, 1
  store i32 %3421, ptr @bad, align 4, !tbaa !5
  %3422 = shl i64 %3404, 32
  %3423 = ashr exact i64 %3422, 32
  %3424 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3423, i64 noundef 3)
  %3425 = load i64, ptr @h, align 8, !tbaa !11
  br label %3426

3426:                                             ; preds = %3419, %3416
  %3427 = phi i64 [ %3425, %3419 ], [ %3413, %3416 ]
  %3428 = add nuw nsw i64 %3402, 1
  %3429 = icmp eq i64 %3428, 41
  br i1 %3429, label %3430, label %3400, !llvm.loop !128

3430:                                             ; preds = %3426, %3456
  %3431 = phi i64 [ %3457, %3456 ], [ %3427, %3426 ]
  %3432 = phi i64 [ %3458, %3456 ], [ 0, %3426 ]
  %3433 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3432
  %3434 = load volatile i64, ptr %3433, align 8, !tbaa !11
  %3435 = trunc i64 %3434 to i32
  %3436 = sdiv i32 %3435, 5
  %3437 = srem i32 %3435, 5
  %3438 = sext i32 %3436 to i64
  %3439 = xor i64 %3431, %3438
  %3440 = mul i64 %3439, 1099511628211
  %3441 = sext i32 %3437 to i64
  %3442 = xor i64 %3440, %3441
  %3443 = mul i64 %3442, 1099511628211
  store i64 %3443, ptr @h, align 8, !tbaa !11
  %3444 = tail call fastcc i32 @i32_var_div(i32 noundef %3435, i32 noundef 5)
  %3445 = icmp eq i32 %3436, %3444
  br i1 %3445, label %3446, label %3449

3446:                                             ; preds = %3430
  %3447 = tail call fastcc i32 @i32_var_rem(i32 noundef %3435, i32 noundef 5)
  %3448 = icmp eq i32 %3437, %3447
  br i1 %3448, label %3456, label %3449

3449:                                             ; preds = %3446, %3430
  %3450 = load i32, ptr @bad, align 4, !tbaa !5
  %3451 = add nsw i32 %3450, 1
  store i32 %3451, ptr @bad, align 4, !tbaa !5
  %3452 = shl i64 %3434, 32
  %3453 = ashr exact i64 %3452, 32
  %3454 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3453, i64 noundef 5)
  %3455 = load i64, ptr @h, align 8, !tbaa !11
  br label %3456

3456:                                             ; preds = %3449, %3446
  %3457 = phi i64 [ %3455, %3449 ], [ %3443, %3446 ]
  %3458 = add nuw nsw i64 %3432, 1
  %3459 = icmp eq i64 %3458, 41
  br i1 %3459, label %3460, label %3430, !llvm.loop !129

3460:                                             ; preds = %3456, %3486
  %3461 = phi i64 [ %3487, %3486 ], [ %3457, %3456 ]
  %3462 = phi i64 [ %3488, %3486 ], [ 0, %3456 ]
  %3463 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3462
  %3464 = load volatile i64, ptr %3463, align 8, !tbaa !11
  %3465 = trunc i64 %3464 to i32
  %3466 = sdiv i32 %3465, 6
  %3467 = srem i32 %3465, 6
  %3468 = sext i32 %3466 to i64
  %3469 = xor i64 %3461, %3468
  %3470 = mul i64 %3469, 1099511628211
  %3471 = sext i32 %3467 to i64
  %3472 = xor i64 %3470, %3471
  %3473 = mul i64 %3472, 1099511628211
  store i64 %3473, ptr @h, align 8, !tbaa !11
  %3474 = tail call fastcc i32 @i32_var_div(i32 noundef %3465, i32 noundef 6)
  %3475 = icmp eq i32 %3466, %3474
  br i1 %3475, label %3476, label %3479

3476:                                             ; preds = %3460
  %3477 = tail call fastcc i32 @i32_var_rem(i32 noundef %3465, i32 noundef 6)
  %3478 = icmp eq i32 %3467, %3477
  br i1 %3478, label %3486, label %3479

3479:                                             ; preds = %3476, %3460
  %3480 = load i32, ptr @bad, align 4, !tbaa !5
  %3481 = add nsw i32 %3480, 1
  store i32 %3481, ptr @bad, align 4, !tbaa !5
  %3482 = shl i64 %3464, 32
  %3483 = ashr exact i64 %3482, 32
  %3484 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3483, i64 noundef 6)
  %3485 = load i64, ptr @h, align 8, !tbaa !11
  br label %3486

3486:                                             ; preds = %3479, %3476
  %3487 = phi i64 [ %3485, %3479 ], [ %3473, %3476 ]
  %3488 = add nuw nsw i64 %3462, 1
  %3489 = icmp eq i64 %3488, 41
  br i1 %3489, label %3490, label %3460, !llvm.loop !130

3490:                                             ; preds = %3486, %3516
  %3491 = phi i64 [ %3517, %3516 ], [ %3487, %3486 ]
  %3492 = phi i64 [ %3518, %3516 ], [ 0, %3486 ]
  %3493 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3492
  %3494 = load volatile i64, ptr %3493, align 8, !tbaa !11
  %3495 = trunc i64 %3494 to i32
  %3496 = sdiv i32 %3495, 7
  %3497 = srem i32 %3495, 7
  %3498 = sext i32 %3496 to i64
  %3499 = xor i64 %3491, %3498
  %3500 = mul i64 %3499, 1099511628211
  %3501 = sext i32 %3497 to i64
  %3502 = xor i64 %3500, %3501
  %3503 = mul i64 %3502, 1099511628211
  store i64 %3503, ptr @h, align 8, !tbaa !11
  %3504 = tail call fastcc i32 @i32_var_div(i32 noundef %3495, i32 noundef 7)
  %3505 = icmp eq i32 %3496, %3504
  br i1 %3505, label %3506, label %3509

3506:                                             ; preds = %3490
  %3507 = tail call fastcc i32 @i32_var_rem(i32 noundef %3495, i32 noundef 7)
  %3508 = icmp eq i32 %3497, %3507
  br i1 %3508, label %3516, label %3509

3509:                                             ; preds = %3506, %3490
  %3510 = load i32, ptr @bad, align 4, !tbaa !5
  %3511 = add nsw i32 %3510, 1
  store i32 %3511, ptr @bad, align 4, !tbaa !5
  %3512 = shl i64 %3494, 32
  %3513 = ashr exact i64 %3512, 32
  %3514 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3513, i64 noundef 7)
  %3515 = load i64, ptr @h, align 8, !tbaa !11
  br label %3516

3516:                                             ; preds = %3509, %3506
  %3517 = phi i64 [ %3515, %3509 ], [ %3503, %3506 ]
  %3518 = add nuw nsw i64 %3492, 1
  %3519 = icmp eq i64 %3518, 41
  br i1 %3519, label %3520, label %3490, !llvm.loop !131

3520:                                             ; preds = %3516, %3546
  %3521 = phi i64 [ %3547, %3546 ], [ %3517, %3516 ]
  %3522 = phi i64 [ %3548, %3546 ], [ 0, %3516 ]
  %3523 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3522
  %3524 = load volatile i64, ptr %3523, align 8, !tbaa !11
  %3525 = trunc i64 %3524 to i32
  %3526 = sdiv i32 %3525, 9
  %3527 = srem i32 %3525, 9
  %3528 = sext i32 %3526 to i64
  %3529 = xor i64 %3521, %3528
  %3530 = mul i64 %3529, 1099511628211
  %3531 = sext i32 %3527 to i64
  %3532 = xor i64 %3530, %3531
  %3533 = mul i64 %3532, 1099511628211
  store i64 %3533, ptr @h, align 8, !tbaa !11
  %3534 = tail call fastcc i32 @i32_var_div(i32 noundef %3525, i32 noundef 9)
  %3535 = icmp eq i32 %3526, %3534
  br i1 %3535, label %3536, label %3539

3536:                                             ; preds = %3520
  %3537 = tail call fastcc i32 @i32_var_rem(i32 noundef %3525, i32 noundef 9)
  %3538 = icmp eq i32 %3527, %3537
  br i1 %3538, label %3546, label %3539

3539:                                             ; preds = %3536, %3520
  %3540 = load i32, ptr @bad, align 4, !tbaa !5
  %3541 = add nsw i32 %3540, 1
  store i32 %3541, ptr @bad, align 4, !tbaa !5
  %3542 = shl i64 %3524, 32
  %3543 = ashr exact i64 %3542, 32
  %3544 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3543, i64 noundef 9)
  %3545 = load i64, ptr @h, align 8, !tbaa !11
  br label %3546

3546:                                             ; preds = %3539, %3536
  %3547 = phi i64 [ %3545, %3539 ], [ %3533, %3536 ]
  %3548 = add nuw nsw i64 %3522, 1
  %3549 = icmp eq i64 %3548, 41
  br i1 %3549, label %3550, label %3520, !llvm.loop !132

3550:                                             ; preds = %3546, %3576
  %3551 = phi i64 [ %3577, %3576 ], [ %3547, %3546 ]
  %3552 = phi i64 [ %3578, %3576 ], [ 0, %3546 ]
  %3553 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3552
  %3554 = load volatile i64, ptr %3553, align 8, !tbaa !11
  %3555 = trunc i64 %3554 to i32
  %3556 = sdiv i32 %3555, 10
  %3557 = srem i32 %3555, 10
  %3558 = sext i32 %3556 to i64
  %3559 = xor i64 %3551, %3558
  %3560 = mul i64 %3559, 1099511628211
  %3561 = sext i32 %3557 to i64
  %3562 = xor i64 %3560, %3561
  %3563 = mul i64 %3562, 1099511628211
  store i64 %3563, ptr @h, align 8, !tbaa !11
  %3564 = tail call fastcc i32 @i32_var_div(i32 noundef %3555, i32 noundef 10)
  %3565 = icmp eq i32 %3556, %3564
  br i1 %3565, label %3566, label %3569

3566:                                             ; preds = %3550
  %3567 = tail call fastcc i32 @i32_var_rem(i32 noundef %3555, i32 noundef 10)
  %3568 = icmp eq i32 %3557, %3567
  br i1 %3568, label %3576, label %3569

3569:                                             ; preds = %3566, %3550
  %3570 = load i32, ptr @bad, align 4, !tbaa !5
  %3571 = add nsw i32 %3570, 1
  store i32 %3571, ptr @bad, align 4, !tbaa !5
  %3572 = shl i64 %3554, 32
  %3573 = ashr exact i64 %3572, 32
  %3574 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3573, i64 noundef 10)
  %3575 = load i64, ptr @h, align 8, !tbaa !11
  br label %3576

3576:                                             ; preds = %3569, %3566
  %3577 = phi i64 [ %3575, %3569 ], [ %3563, %3566 ]
  %3578 = add nuw nsw i64 %3552, 1
  %3579 = icmp eq i64 %3578, 41
  br i1 %3579, label %3580, label %3550, !llvm.loop !133

3580:                                             ; preds = %3576, %3606
  %3581 = phi i64 [ %3607, %3606 ], [ %3577, %3576 ]
  %3582 = phi i64 [ %3608, %3606 ], [ 0, %3576 ]
  %3583 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3582
  %3584 = load volatile i64, ptr %3583, align 8, !tbaa !11
  %3585 = trunc i64 %3584 to i32
  %3586 = sdiv i32 %3585, 11
  %3587 = srem i32 %3585, 11
  %3588 = sext i32 %3586 to i64
  %3589 = xor i64 %3581, %3588
  %3590 = mul i64 %3589, 1099511628211
  %3591 = sext i32 %3587 to i64
  %3592 = xor i64 %3590, %3591
  %3593 = mul i64 %3592, 1099511628211
  store i64 %3593, ptr @h, align 8, !tbaa !11
  %3594 = tail call fastcc i32 @i32_var_div(i32 noundef %3585, i32 noundef 11)
  %3595 = icmp eq i32 %3586, %3594
  br i1 %3595, label %3596, label %3599

3596:                                             ; preds = %3580
  %3597 = tail call fastcc i32 @i32_var_rem(i32 noundef %3585, i32 noundef 11)
  %3598 = icmp eq i32 %3587, %3597
  br i1 %3598, label %3606, label %3599

3599:                                             ; preds = %3596, %3580
  %3600 = load i32, ptr @bad, align 4, !tbaa !5
  %3601 = add nsw i32 %3600, 1
  store i32 %3601, ptr @bad, align 4, !tbaa !5
  %3602 = shl i64 %3584, 32
  %3603 = ashr exact i64 %3602, 32
  %3604 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3603, i64 noundef 11)
  %3605 = load i64, ptr @h, align 8, !tbaa !11
  br label %3606

3606:                                             ; preds = %3599, %3596
  %3607 = phi i64 [ %3605, %3599 ], [ %3593, %3596 ]
  %3608 = add nuw nsw i64 %3582, 1
  %3609 = icmp eq i64 %3608, 41
  br i1 %3609, label %3610, label %3580, !llvm.loop !134

3610:                                             ; preds = %3606, %3636
  %3611 = phi i64 [ %3637, %3636 ], [ %3607, %3606 ]
  %3612 = phi i64 [ %3638, %3636 ], [ 0, %3606 ]
  %3613 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3612
  %3614 = load volatile i64, ptr %3613, align 8, !tbaa !11
  %3615 = trunc i64 %3614 to i32
  %3616 = sdiv i32 %3615, 12
  %3617 = srem i32 %3615, 12
  %3618 = sext i32 %3616 to i64
  %3619 = xor i64 %3611, %3618
  %3620 = mul i64 %3619, 1099511628211
  %3621 = sext i32 %3617 to i64
  %3622 = xor i64 %3620, %3621
  %3623 = mul i64 %3622, 1099511628211
  store i64 %3623, ptr @h, align 8, !tbaa !11
  %3624 = tail call fastcc i32 @i32_var_div(i32 noundef %3615, i32 noundef 12)
  %3625 = icmp eq i32 %3616, %3624
  br i1 %3625, label %3626, label %3629

3626:                                             ; preds = %3610
  %3627 = tail call fastcc i32 @i32_var_rem(i32 noundef %3615, i32 noundef 12)
  %3628 = icmp eq i32 %3617, %3627
  br i1 %3628, label %3636, label %3629

3629:                                             ; preds = %3626, %3610
  %3630 = load i32, ptr @bad, align 4, !tbaa !5
  %3631 = add nsw i32 %3630, 1
  store i32 %3631, ptr @bad, align 4, !tbaa !5
  %3632 = shl i64 %3614, 32
  %3633 = ashr exact i64 %3632, 32
  %3634 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3633, i64 noundef 12)
  %3635 = load i64, ptr @h, align 8, !tbaa !11
  br label %3636

3636:                                             ; preds = %3629, %3626
  %3637 = phi i64 [ %3635, %3629 ], [ %3623, %3626 ]
  %3638 = add nuw nsw i64 %3612, 1
  %3639 = icmp eq i64 %3638, 41
  br i1 %3639, label %3640, label %3610, !llvm.loop !135

3640:                                             ; preds = %3636, %3666
  %3641 = phi i64 [ %3667, %3666 ], [ %3637, %3636 ]
  %3642 = phi i64 [ %3668, %3666 ], [ 0, %3636 ]
  %3643 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3642
  %3644 = load volatile i64, ptr %3643, align 8, !tbaa !11
  %3645 = trunc i64 %3644 to i32
  %3646 = sdiv i32 %3645, 13
  %3647 = srem i32 %3645, 13
  %3648 = sext i32 %3646 to i64
  %3649 = xor i64 %3641, %3648
  %3650 = mul i64 %3649, 1099511628211
  %3651 = sext i32 %3647 to i64
  %3652 = xor i64 %3650, %3651
  %3653 = mul i64 %3652, 1099511628211
  store i64 %3653, ptr @h, align 8, !tbaa !11
  %3654 = tail call fastcc i32 @i32_var_div(i32 noundef %3645, i32 noundef 13)
  %3655 = icmp eq i32 %3646, %3654
  br i1 %3655, label %3656, label %3659

3656:                                             ; preds = %3640
  %3657 = tail call fastcc i32 @i32_var_rem(i32 noundef %3645, i32 noundef 13)
  %3658 = icmp eq i32 %3647, %3657
  br i1 %3658, label %3666, label %3659

3659:                                             ; preds = %3656, %3640
  %3660 = load i32, ptr @bad, align 4, !tbaa !5
  %3661 = add nsw i32 %3660, 1
  store i32 %3661, ptr @bad, align 4, !tbaa !5
  %3662 = shl i64 %3644, 32
  %3663 = ashr exact i64 %3662, 32
  %3664 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3663, i64 noundef 13)
  %3665 = load i64, ptr @h, align 8, !tbaa !11
  br label %3666

3666:                                             ; preds = %3659, %3656
  %3667 = phi i64 [ %3665, %3659 ], [ %3653, %3656 ]
  %3668 = add nuw nsw i64 %3642, 1
  %3669 = icmp eq i64 %3668, 41
  br i1 %3669, label %3670, label %3640, !llvm.loop !136

3670:                                             ; preds = %3666, %3696
  %3671 = phi i64 [ %3697, %3696 ], [ %3667, %3666 ]
  %3672 = phi i64 [ %3698, %3696 ], [ 0, %3666 ]
  %3673 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3672
  %3674 = load volatile i64, ptr %3673, align 8, !tbaa !11
  %3675 = trunc i64 %3674 to i32
  %3676 = sdiv i32 %3675, 14
  %3677 = srem i32 %3675, 14
  %3678 = sext i32 %3676 to i64
  %3679 = xor i64 %3671, %3678
  %3680 = mul i64 %3679, 1099511628211
  %3681 = sext i32 %3677 to i64
  %3682 = xor i64 %3680, %3681
  %3683 = mul i64 %3682, 1099511628211
  store i64 %3683, ptr @h, align 8, !tbaa !11
  %3684 = tail call fastcc i32 @i32_var_div(i32 noundef %3675, i32 noundef 14)
  %3685 = icmp eq i32 %3676, %3684
  br i1 %3685, label %3686, label %3689

3686:                                             ; preds = %3670
  %3687 = tail call fastcc i32 @i32_var_rem(i32 noundef %3675, i32 noundef 14)
  %3688 = icmp eq i32 %3677, %3687
  br i1 %3688, label %3696, label %3689

3689:                                             ; preds = %3686, %3670
  %3690 = load i32, ptr @bad, align 4, !tbaa !5
  %3691 = add nsw i32 %3690, 1
  store i32 %3691, ptr @bad, align 4, !tbaa !5
  %3692 = shl i64 %3674, 32
  %3693 = ashr exact i64 %3692, 32
  %3694 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3693, i64 noundef 14)
  %3695 = load i64, ptr @h, align 8, !tbaa !11
  br label %3696

3696:                                             ; preds = %3689, %3686
  %3697 = phi i64 [ %3695, %3689 ], [ %3683, %3686 ]
  %3698 = add nuw nsw i64 %3672, 1
  %3699 = icmp eq i64 %3698, 41
  br i1 %3699, label %3700, label %3670, !llvm.loop !137

3700:                                             ; preds = %3696, %3726
  %3701 = phi i64 [ %3727, %3726 ], [ %3697, %3696 ]
  %3702 = phi i64 [ %3728, %3726 ], [ 0, %3696 ]
  %3703 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3702
  %3704 = load volatile i64, ptr %3703, align 8, !tbaa !11
  %3705 = trunc i64 %3704 to i32
  %3706 = sdiv i32 %3705, 15
  %3707 = srem i32 %3705, 15
  %3708 = sext i32 %3706 to i64
  %3709 = xor i64 %3701, %3708
  %3710 = mul i64 %3709, 1099511628211
  %3711 = sext i32 %3707 to i64
  %3712 = xor i64 %3710, %3711
  %3713 = mul i64 %3712, 1099511628211
  store i64 %3713, ptr @h, align 8, !tbaa !11
  %3714 = tail call fastcc i32 @i32_var_div(i32 noundef %3705, i32 noundef 15)
  %3715 = icmp eq i32 %3706, %3714
  br i1 %3715, label %3716, label %3719

3716:                                             ; preds = %3700
  %3717 = tail call fastcc i32 @i32_var_rem(i32 noundef %3705, i32 noundef 15)
  %3718 = icmp eq i32 %3707, %3717
  br i1 %3718, label %3726, label %3719

3719:                                             ; preds = %3716, %3700
  %3720 = load i32, ptr @bad, align 4, !tbaa !5
  %3721 = add nsw i32 %3720, 1
  store i32 %3721, ptr @bad, align 4, !tbaa !5
  %3722 = shl i64 %3704, 32
  %3723 = ashr exact i64 %3722, 32
  %3724 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3723, i64 noundef 15)
  %3725 = load i64, ptr @h, align 8, !tbaa !11
  br label %3726

3726:                                             ; preds = %3719, %3716
  %3727 = phi i64 [ %3725, %3719 ], [ %3713, %3716 ]
  %3728 = add nuw nsw i64 %3702, 1
  %3729 = icmp eq i64 %3728, 41
  br i1 %3729, label %3730, label %3700, !llvm.loop !138

3730:                                             ; preds = %3726, %3756
  %3731 = phi i64 [ %3757, %3756 ], [ %3727, %3726 ]
  %3732 = phi i64 [ %3758, %3756 ], [ 0, %3726 ]
  %3733 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3732
  %3734 = load volatile i64, ptr %3733, align 8, !tbaa !11
  %3735 = trunc i64 %3734 to i32
  %3736 = sdiv i32 %3735, 16
  %3737 = srem i32 %3735, 16
  %3738 = sext i32 %3736 to i64
  %3739 = xor i64 %3731, %3738
  %3740 = mul i64 %3739, 1099511628211
  %3741 = sext i32 %3737 to i64
  %3742 = xor i64 %3740, %3741
  %3743 = mul i64 %3742, 1099511628211
  store i64 %3743, ptr @h, align 8, !tbaa !11
  %3744 = tail call fastcc i32 @i32_var_div(i32 noundef %3735, i32 noundef 16)
  %3745 = icmp eq i32 %3736, %3744
  br i1 %3745, label %3746, label %3749

3746:                                             ; preds = %3730
  %3747 = tail call fastcc i32 @i32_var_rem(i32 noundef %3735, i32 noundef 16)
  %3748 = icmp eq i32 %3737, %3747
  br i1 %3748, label %3756, label %3749

3749:                                             ; preds = %3746, %3730
  %3750 = load i32, ptr @bad, align 4, !tbaa !5
  %3751 = add nsw i32 %3750, 1
  store i32 %3751, ptr @bad, align 4, !tbaa !5
  %3752 = shl i64 %3734, 32
  %3753 = ashr exact i64 %3752, 32
  %3754 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3753, i64 noundef 16)
  %3755 = load i64, ptr @h, align 8, !tbaa !11
  br label %3756

3756:                                             ; preds = %3749, %3746
  %3757 = phi i64 [ %3755, %3749 ], [ %3743, %3746 ]
  %3758 = add nuw nsw i64 %3732, 1
  %3759 = icmp eq i64 %3758, 41
  br i1 %3759, label %3760, label %3730, !llvm.loop !139

3760:                                             ; preds = %3756, %3786
  %3761 = phi i64 [ %3787, %3786 ], [ %3757, %3756 ]
  %3762 = phi i64 [ %3788, %3786 ], [ 0, %3756 ]
  %3763 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3762
  %3764 = load volatile i64, ptr %3763, align 8, !tbaa !11
  %3765 = trunc i64 %3764 to i32
  %3766 = sdiv i32 %3765, 17
  %3767 = srem i32 %3765, 17
  %3768 = sext i32 %3766 to i64
  %3769 = xor i64 %3761, %3768
  %3770 = mul i64 %3769, 1099511628211
  %3771 = sext i32 %3767 to i64
  %3772 = xor i64 %3770, %3771
  %3773 = mul i64 %3772, 1099511628211
  store i64 %3773, ptr @h, align 8, !tbaa !11
  %3774 = tail call fastcc i32 @i32_var_div(i32 noundef %3765, i32 noundef 17)
  %3775 = icmp eq i32 %3766, %3774
  br i1 %3775, label %3776, label %3779

3776:                                             ; preds = %3760
  %3777 = tail call fastcc i32 @i32_var_rem(i32 noundef %3765, i32 noundef 17)
  %3778 = icmp eq i32 %3767, %3777
  br i1 %3778, label %3786, label %3779

3779:                                             ; preds = %3776, %3760
  %3780 = load i32, ptr @bad, align 4, !tbaa !5
  %3781 = add nsw i32 %3780, 1
  store i32 %3781, ptr @bad, align 4, !tbaa !5
  %3782 = shl i64 %3764, 32
  %3783 = ashr exact i64 %3782, 32
  %3784 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3783, i64 noundef 17)
  %3785 = load i64, ptr @h, align 8, !tbaa !11
  br label %3786

3786:                                             ; preds = %3779, %3776
  %3787 = phi i64 [ %3785, %3779 ], [ %3773, %3776 ]
  %3788 = add nuw nsw i64 %3762, 1
  %3789 = icmp eq i64 %3788, 41
  br i1 %3789, label %3790, label %3760, !llvm.loop !140

3790:                                             ; preds = %3786, %3816
  %3791 = phi i64 [ %3817, %3816 ], [ %3787, %3786 ]
  %3792 = phi i64 [ %3818, %3816 ], [ 0, %3786 ]
  %3793 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3792
  %3794 = load volatile i64, ptr %3793, align 8, !tbaa !11
  %3795 = trunc i64 %3794 to i32
  %3796 = sdiv i32 %3795, 19
  %3797 = srem i32 %3795, 19
  %3798 = sext i32 %3796 to i64
  %3799 = xor i64 %3791, %3798
  %3800 = mul i64 %3799, 1099511628211
  %3801 = sext i32 %3797 to i64
  %3802 = xor i64 %3800, %3801
  %3803 = mul i64 %3802, 1099511628211
  store i64 %3803, ptr @h, align 8, !tbaa !11
  %3804 = tail call fastcc i32 @i32_var_div(i32 noundef %3795, i32 noundef 19)
  %3805 = icmp eq i32 %3796, %3804
  br i1 %3805, label %3806, label %3809

3806:                                             ; preds = %3790
  %3807 = tail call fastcc i32 @i32_var_rem(i32 noundef %3795, i32 noundef 19)
  %3808 = icmp eq i32 %3797, %3807
  br i1 %3808, label %3816, label %3809

3809:                                             ; preds = %3806, %3790
  %3810 = load i32, ptr @bad, align 4, !tbaa !5
  %3811 = add nsw i32 %3810, 1
  store i32 %3811, ptr @bad, align 4, !tbaa !5
  %3812 = shl i64 %3794, 32
  %3813 = ashr exact i64 %3812, 32
  %3814 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3813, i64 noundef 19)
  %3815 = load i64, ptr @h, align 8, !tbaa !11
  br label %3816

3816:                                             ; preds = %3809, %3806
  %3817 = phi i64 [ %3815, %3809 ], [ %3803, %3806 ]
  %3818 = add nuw nsw i64 %3792, 1
  %3819 = icmp eq i64 %3818, 41
  br i1 %3819, label %3820, label %3790, !llvm.loop !141

3820:                                             ; preds = %3816, %3846
  %3821 = phi i64 [ %3847, %3846 ], [ %3817, %3816 ]
  %3822 = phi i64 [ %3848, %3846 ], [ 0, %3816 ]
  %3823 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3822
  %3824 = load volatile i64, ptr %3823, align 8, !tbaa !11
  %3825 = trunc i64 %3824 to i32
  %3826 = sdiv i32 %3825, 25
  %3827 = srem i32 %3825, 25
  %3828 = sext i32 %3826 to i64
  %3829 = xor i64 %3821, %3828
  %3830 = mul i64 %3829, 1099511628211
  %3831 = sext i32 %3827 to i64
  %3832 = xor i64 %3830, %3831
  %3833 = mul i64 %3832, 1099511628211
  store i64 %3833, ptr @h, align 8, !tbaa !11
  %3834 = tail call fastcc i32 @i32_var_div(i32 noundef %3825, i32 noundef 25)
  %3835 = icmp eq i32 %3826, %3834
  br i1 %3835, label %3836, label %3839

3836:                                             ; preds = %3820
  %3837 = tail call fastcc i32 @i32_var_rem(i32 noundef %3825, i32 noundef 25)
  %3838 = icmp eq i32 %3827, %3837
  br i1 %3838, label %3846, label %3839

3839:                                             ; preds = %3836, %3820
  %3840 = load i32, ptr @bad, align 4, !tbaa !5
  %3841 = add nsw i32 %3840, 1
  store i32 %3841, ptr @bad, align 4, !tbaa !5
  %3842 = shl i64 %3824, 32
  %3843 = ashr exact i64 %3842, 32
  %3844 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3843, i64 noundef 25)
  %3845 = load i64, ptr @h, align 8, !tbaa !11
  br label %3846

3846:                                             ; preds = %3839, %3836
  %3847 = phi i64 [ %3845, %3839 ], [ %3833, %3836 ]
  %3848 = add nuw nsw i64 %3822, 1
  %3849 = icmp eq i64 %3848, 41
  br i1 %3849, label %3850, label %3820, !llvm.loop !142

3850:                                             ; preds = %3846, %3876
  %3851 = phi i64 [ %3877, %3876 ], [ %3847, %3846 ]
  %3852 = phi i64 [ %3878, %3876 ], [ 0, %3846 ]
  %3853 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3852
  %3854 = load volatile i64, ptr %3853, align 8, !tbaa !11
  %3855 = trunc i64 %3854 to i32
  %3856 = sdiv i32 %3855, 31
  %3857 = srem i32 %3855, 31
  %3858 = sext i32 %3856 to i64
  %3859 = xor i64 %3851, %3858
  %3860 = mul i64 %3859, 1099511628211
  %3861 = sext i32 %3857 to i64
  %3862 = xor i64 %3860, %3861
  %3863 = mul i64 %3862, 1099511628211
  store i64 %3863, ptr @h, align 8, !tbaa !11
  %3864 = tail call fastcc i32 @i32_var_div(i32 noundef %3855, i32 noundef 31)
  %3865 = icmp eq i32 %3856, %3864
  br i1 %3865, label %3866, label %3869

3866:                                             ; preds = %3850
  %3867 = tail call fastcc i32 @i32_var_rem(i32 noundef %3855, i32 noundef 31)
  %3868 = icmp eq i32 %3857, %3867
  br i1 %3868, label %3876, label %3869

3869:                                             ; preds = %3866, %3850
  %3870 = load i32, ptr @bad, align 4, !tbaa !5
  %3871 = add nsw i32 %3870, 1
  store i32 %3871, ptr @bad, align 4, !tbaa !5
  %3872 = shl i64 %3854, 32
  %3873 = ashr exact i64 %3872, 32
  %3874 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3873, i64 noundef 31)
  %3875 = load i64, ptr @h, align 8, !tbaa !11
  br label %3876

3876:                                             ; preds = %3869, %3866
  %3877 = phi i64 [ %3875, %3869 ], [ %3863, %3866 ]
  %3878 = add nuw nsw i64 %3852, 1
  %3879 = icmp eq i64 %3878, 41
  br i1 %3879, label %3880, label %3850, !llvm.loop !143

3880:                                             ; preds = %3876, %3906
  %3881 = phi i64 [ %3907, %3906 ], [ %3877, %3876 ]
  %3882 = phi i64 [ %3908, %3906 ], [ 0, %3876 ]
  %3883 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3882
  %3884 = load volatile i64, ptr %3883, align 8, !tbaa !11
  %3885 = trunc i64 %3884 to i32
  %3886 = sdiv i32 %3885, 32
  %3887 = srem i32 %3885, 32
  %3888 = sext i32 %3886 to i64
  %3889 = xor i64 %3881, %3888
  %3890 = mul i64 %3889, 1099511628211
  %3891 = sext i32 %3887 to i64
  %3892 = xor i64 %3890, %3891
  %3893 = mul i64 %3892, 1099511628211
  store i64 %3893, ptr @h, align 8, !tbaa !11
  %3894 = tail call fastcc i32 @i32_var_div(i32 noundef %3885, i32 noundef 32)
  %3895 = icmp eq i32 %3886, %3894
  br i1 %3895, label %3896, label %3899

3896:                                             ; preds = %3880
  %3897 = tail call fastcc i32 @i32_var_rem(i32 noundef %3885, i32 noundef 32)
  %3898 = icmp eq i32 %3887, %3897
  br i1 %3898, label %3906, label %3899

3899:                                             ; preds = %3896, %3880
  %3900 = load i32, ptr @bad, align 4, !tbaa !5
  %3901 = add nsw i32 %3900, 1
  store i32 %3901, ptr @bad, align 4, !tbaa !5
  %3902 = shl i64 %3884, 32
  %3903 = ashr exact i64 %3902, 32
  %3904 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3903, i64 noundef 32)
  %3905 = load i64, ptr @h, align 8, !tbaa !11
  br label %3906

3906:                                             ; preds = %3899, %3896
  %3907 = phi i64 [ %3905, %3899 ], [ %3893, %3896 ]
  %3908 = add nuw nsw i64 %3882, 1
  %3909 = icmp eq i64 %3908, 41
  br i1 %3909, label %3910, label %3880, !llvm.loop !144

3910:                                             ; preds = %3906, %3936
  %3911 = phi i64 [ %3937, %3936 ], [ %3907, %3906 ]
  %3912 = phi i64 [ %3938, %3936 ], [ 0, %3906 ]
  %3913 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3912
  %3914 = load volatile i64, ptr %3913, align 8, !tbaa !11
  %3915 = trunc i64 %3914 to i32
  %3916 = sdiv i32 %3915, 37
  %3917 = srem i32 %3915, 37
  %3918 = sext i32 %3916 to i64
  %3919 = xor i64 %3911, %3918
  %3920 = mul i64 %3919, 1099511628211
  %3921 = sext i32 %3917 to i64
  %3922 = xor i64 %3920, %3921
  %3923 = mul i64 %3922, 1099511628211
  store i64 %3923, ptr @h, align 8, !tbaa !11
  %3924 = tail call fastcc i32 @i32_var_div(i32 noundef %3915, i32 noundef 37)
  %3925 = icmp eq i32 %3916, %3924
  br i1 %3925, label %3926, label %3929

3926:                                             ; preds = %3910
  %3927 = tail call fastcc i32 @i32_var_rem(i32 noundef %3915, i32 noundef 37)
  %3928 = icmp eq i32 %3917, %3927
  br i1 %3928, label %3936, label %3929

3929:                                             ; preds = %3926, %3910
  %3930 = load i32, ptr @bad, align 4, !tbaa !5
  %3931 = add nsw i32 %3930, 1
  store i32 %3931, ptr @bad, align 4, !tbaa !5
  %3932 = shl i64 %3914, 32
  %3933 = ashr exact i64 %3932, 32
  %3934 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3933, i64 noundef 37)
  %3935 = load i64, ptr @h, align 8, !tbaa !11
  br label %3936

3936:                                             ; preds = %3929, %3926
  %3937 = phi i64 [ %3935, %3929 ], [ %3923, %3926 ]
  %3938 = add nuw nsw i64 %3912, 1
  %3939 = icmp eq i64 %3938, 41
  br i1 %3939, label %3940, label %3910, !llvm.loop !145

3940:                                             ; preds = %3936, %3966
  %3941 = phi i64 [ %3967, %3966 ], [ %3937, %3936 ]
  %3942 = phi i64 [ %3968, %3966 ], [ 0, %3936 ]
  %3943 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3942
  %3944 = load volatile i64, ptr %3943, align 8, !tbaa !11
  %3945 = trunc i64 %3944 to i32
  %3946 = sdiv i32 %3945, 41
  %3947 = srem i32 %3945, 41
  %3948 = sext i32 %3946 to i64
  %3949 = xor i64 %3941, %3948
  %3950 = mul i64 %3949, 1099511628211
  %3951 = sext i32 %3947 to i64
  %3952 = xor i64 %3950, %3951
  %3953 = mul i64 %3952, 1099511628211
  store i64 %3953, ptr @h, align 8, !tbaa !11
  %3954 = tail call fastcc i32 @i32_var_div(i32 noundef %3945, i32 noundef 41)
  %3955 = icmp eq i32 %3946, %3954
  br i1 %3955, label %3956, label %3959

3956:                                             ; preds = %3940
  %3957 = tail call fastcc i32 @i32_var_rem(i32 noundef %3945, i32 noundef 41)
  %3958 = icmp eq i32 %3947, %3957
  br i1 %3958, label %3966, label %3959

3959:                                             ; preds = %3956, %3940
  %3960 = load i32, ptr @bad, align 4, !tbaa !5
  %3961 = add nsw i32 %3960, 1
  store i32 %3961, ptr @bad, align 4, !tbaa !5
  %3962 = shl i64 %3944, 32
  %3963 = ashr exact i64 %3962, 32
  %3964 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3963, i64 noundef 41)
  %3965 = load i64, ptr @h, align 8, !tbaa !11
  br label %3966

3966:                                             ; preds = %3959, %3956
  %3967 = phi i64 [ %3965, %3959 ], [ %3953, %3956 ]
  %3968 = add nuw nsw i64 %3942, 1
  %3969 = icmp eq i64 %3968, 41
  br i1 %3969, label %3970, label %3940, !llvm.loop !146

3970:                                             ; preds = %3966, %3996
  %3971 = phi i64 [ %3997, %3996 ], [ %3967, %3966 ]
  %3972 = phi i64 [ %3998, %3996 ], [ 0, %3966 ]
  %3973 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %3972
  %3974 = load volatile i64, ptr %3973, align 8, !tbaa !11
  %3975 = trunc i64 %3974 to i32
  %3976 = sdiv i32 %3975, 60
  %3977 = srem i32 %3975, 60
  %3978 = sext i32 %3976 to i64
  %3979 = xor i64 %3971, %3978
  %3980 = mul i64 %3979, 1099511628211
  %3981 = sext i32 %3977 to i64
  %3982 = xor i64 %3980, %3981
  %3983 = mul i64 %3982, 1099511628211
  store i64 %3983, ptr @h, align 8, !tbaa !11
  %3984 = tail call fastcc i32 @i32_var_div(i32 noundef %3975, i32 noundef 60)
  %3985 = icmp eq i32 %3976, %3984
  br i1 %3985, label %3986, label %3989

3986:                                             ; preds = %3970
  %3987 = tail call fastcc i32 @i32_var_rem(i32 noundef %3975, i32 noundef 60)
  %3988 = icmp eq i32 %3977, %3987
  br i1 %3988, label %3996, label %3989

3989:                                             ; preds = %3986, %3970
  %3990 = load i32, ptr @bad, align 4, !tbaa !5
  %3991 = add nsw i32 %3990, 1
  store i32 %3991, ptr @bad, align 4, !tbaa !5
  %3992 = shl i64 %3974, 32
  %3993 = ashr exact i64 %3992, 32
  %3994 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %3993, i64 noundef 60)
  %3995 = load i64, ptr @h, align 8, !tbaa !11
  br label %3996

3996:                                             ; preds = %3989, %3986
  %3997 = phi i64 [ %3995, %3989 ], [ %3983, %3986 ]
  %3998 = add nuw nsw i64 %3972, 1
  %3999 = icmp eq i64 %3998, 41
  br i1 %3999, label %4000, label %3970, !llvm.loop !147

4000:                                             ; preds = %3996, %4026
  %4001 = phi i64 [ %4027, %4026 ], [ %3997, %3996 ]
  %4002 = phi i64 [ %4028, %4026 ], [ 0, %3996 ]
  %4003 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4002
  %4004 = load volatile i64, ptr %4003, align 8, !tbaa !11
  %4005 = trunc i64 %4004 to i32
  %4006 = sdiv i32 %4005, 63
  %4007 = srem i32 %4005, 63
  %4008 = sext i32 %4006 to i64
  %4009 = xor i64 %4001, %4008
  %4010 = mul i64 %4009, 1099511628211
  %4011 = sext i32 %4007 to i64
  %4012 = xor i64 %4010, %4011
  %4013 = mul i64 %4012, 1099511628211
  store i64 %4013, ptr @h, align 8, !tbaa !11
  %4014 = tail call fastcc i32 @i32_var_div(i32 noundef %4005, i32 noundef 63)
  %4015 = icmp eq i32 %4006, %4014
  br i1 %4015, label %4016, label %4019

4016:                                             ; preds = %4000
  %4017 = tail call fastcc i32 @i32_var_rem(i32 noundef %4005, i32 noundef 63)
  %4018 = icmp eq i32 %4007, %4017
  br i1 %4018, label %4026, label %4019

4019:                                             ; preds = %4016, %4000
  %4020 = load i32, ptr @bad, align 4, !tbaa !5
  %4021 = add nsw i32 %4020, 1
  store i32 %4021, ptr @bad, align 4, !tbaa !5
  %4022 = shl i64 %4004, 32
  %4023 = ashr exact i64 %4022, 32
  %4024 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %4023, i64 noundef 63)
  %4025 = load i64, ptr @h, align 8, !tbaa !11
  br label %4026

4026:                                             ; preds = %4019, %4016
  %4027 = phi i64 [ %4025, %4019 ], [ %4013, %4016 ]
  %4028 = add nuw nsw i64 %4002, 1
  %4029 = icmp eq i64 %4028, 41
  br i1 %4029, label %4030, label %4000, !llvm.loop !148

4030:                                             ; preds = %4026, %4056
  %4031 = phi i64 [ %4057, %4056 ], [ %4027, %4026 ]
  %4032 = phi i64 [ %4058, %4056 ], [ 0, %4026 ]
  %4033 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4032
  %4034 = load volatile i64, ptr %4033, align 8, !tbaa !11
  %4035 = trunc i64 %4034 to i32
  %4036 = sdiv i32 %4035, 64
  %4037 = srem i32 %4035, 64
  %4038 = sext i32 %4036 to i64
  %4039 = xor i64 %4031, %4038
  %4040 = mul i64 %4039, 1099511628211
  %4041 = sext i32 %4037 to i64
  %4042 = xor i64 %4040, %4041
  %4043 = mul i64 %4042, 1099511628211
  store i64 %4043, ptr @h, align 8, !tbaa !11
  %4044 = tail call fastcc i32 @i32_var_div(i32 noundef %4035, i32 noundef 64)
  %4045 = icmp eq i32 %4036, %4044
  br i1 %4045, label %4046, label %4049

4046:                                             ; preds = %4030
  %4047 = tail call fastcc i32 @i32_var_rem(i32 noundef %4035, i32 noundef 64)
  %4048 = icmp eq i32 %4037, %4047
  br i1 %4048, label %4056, label %4049

4049:                                             ; preds = %4046, %4030
  %4050 = load i32, ptr @bad, align 4, !tbaa !5
  %4051 = add nsw i32 %4050, 1
  store i32 %4051, ptr @bad, align 4, !tbaa !5
  %4052 = shl i64 %4034, 32
  %4053 = ashr exact i64 %4052, 32
  %4054 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %4053, i64 noundef 64)
  %4055 = load i64, ptr @h, align 8, !tbaa !11
  br label %4056

4056:                                             ; preds = %4049, %4046
  %4057 = phi i64 [ %4055, %4049 ], [ %4043, %4046 ]
  %4058 = add nuw nsw i64 %4032, 1
  %4059 = icmp eq i64 %4058, 41
  br i1 %4059, label %4060, label %4030, !llvm.loop !149

4060:                                             ; preds = %4056, %4086
  %4061 = phi i64 [ %4087, %4086 ], [ %4057, %4056 ]
  %4062 = phi i64 [ %4088, %4086 ], [ 0, %4056 ]
  %4063 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4062
  %4064 = load volatile i64, ptr %4063, align 8, !tbaa !11
  %4065 = trunc i64 %4064 to i32
  %4066 = sdiv i32 %4065, 100
  %4067 = srem i32 %4065, 100
  %4068 = sext i32 %4066 to i64
  %4069 = xor i64 %4061, %4068
  %4070 = mul i64 %4069, 1099511628211
  %4071 = sext i32 %4067 to i64
  %4072 = xor i64 %4070, %4071
  %4073 = mul i64 %4072, 1099511628211
  store i64 %4073, ptr @h, align 8, !tbaa !11
  %4074 = tail call fastcc i32 @i32_var_div(i32 noundef %4065, i32 noundef 100)
  %4075 = icmp eq i32 %4066, %4074
  br i1 %4075, label %4076, label %4079

4076:                                             ; preds = %4060
  %4077 = tail call fastcc i32 @i32_var_rem(i32 noundef %4065, i32 noundef 100)
  %4078 = icmp eq i32 %4067, %4077
  br i1 %4078, label %4086, label %4079

4079:                                             ; preds = %4076, %4060
  %4080 = load i32, ptr @bad, align 4, !tbaa !5
  %4081 = add nsw i32 %4080, 1
  store i32 %4081, ptr @bad, align 4, !tbaa !5
  %4082 = shl i64 %4064, 32
  %4083 = ashr exact i64 %4082, 32
  %4084 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %4083, i64 noundef 100)
  %4085 = load i64, ptr @h, align 8, !tbaa !11
  br label %4086

4086:                                             ; preds = %4079, %4076
  %4087 = phi i64 [ %4085, %4079 ], [ %4073, %4076 ]
  %4088 = add nuw nsw i64 %4062, 1
  %4089 = icmp eq i64 %4088, 41
  br i1 %4089, label %4090, label %4060, !llvm.loop !150

4090:                                             ; preds = %4086, %4116
  %4091 = phi i64 [ %4117, %4116 ], [ %4087, %4086 ]
  %4092 = phi i64 [ %4118, %4116 ], [ 0, %4086 ]
  %4093 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4092
  %4094 = load volatile i64, ptr %4093, align 8, !tbaa !11
  %4095 = trunc i64 %4094 to i32
  %4096 = sdiv i32 %4095, 127
  %4097 = srem i32 %4095, 127
  %4098 = sext i32 %4096 to i64
  %4099 = xor i64 %4091, %4098
  %4100 = mul i64 %4099, 1099511628211
  %4101 = sext i32 %4097 to i64
  %4102 = xor i64 %4100, %4101
  %4103 = mul i64 %4102, 1099511628211
  store i64 %4103, ptr @h, align 8, !tbaa !11
  %4104 = tail call fastcc i32 @i32_var_div(i32 noundef %4095, i32 noundef 127)
  %4105 = icmp eq i32 %4096, %4104
  br i1 %4105, label %4106, label %4109

4106:                                             ; preds = %4090
  %4107 = tail call fastcc i32 @i32_var_rem(i32 noundef %4095, i32 noundef 127)
  %4108 = icmp eq i32 %4097, %4107
  br i1 %4108, label %4116, label %4109

4109:                                             ; preds = %4106, %4090
  %4110 = load i32, ptr @bad, align 4, !tbaa !5
  %4111 = add nsw i32 %4110, 1
  store i32 %4111, ptr @bad, align 4, !tbaa !5
  %4112 = shl i64 %4094, 32
  %4113 = ashr exact i64 %4112, 32
  %4114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %4113, i64 noundef 127)
  %4115 = load i64, ptr @h, align 8, !tbaa !11
  br label %4116

4116:                                             ; preds = %4109, %4106
  %4117 = phi i64 [ %4115, %4109 ], [ %4103, %4106 ]
  %4118 = add nuw nsw i64 %4092, 1
  %4119 = icmp eq i64 %4118, 41
  br i1 %4119, label %4120, label %4090, !llvm.loop !151

4120:                                             ; preds = %4116, %4146
  %4121 = phi i64 [ %4147, %4146 ], [ %4117, %4116 ]
  %4122 = phi i64 [ %4148, %4146 ], [ 0, %4116 ]
  %4123 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4122
  %4124 = load volatile i64, ptr %4123, align 8, !tbaa !11
  %4125 = trunc i64 %4124 to i32
  %4126 = sdiv i32 %4125, -1000000007
  %4127 = srem i32 %4125, 1000000007
  %4128 = sext i32 %4126 to i64
  %4129 = xor i64 %4121, %4128
  %4130 = mul i64 %4129, 1099511628211
  %4131 = sext i32 %4127 to i64
  %4132 = xor i64 %4130, %4131
  %4133 = mul i64 %4132, 1099511628211
  store i64 %4133, ptr @h, align 8, !tbaa !11
  %4134 = tail call fastcc i32 @i32_var_div(i32 noundef %4125, i32 noundef -1000000007)
  %4135 = icmp eq i32 %4126, %4134
  br i1 %4135, label %4136, label %4139

4136:                                             ; preds = %4120
  %4137 = tail call fastcc i32 @i32_var_rem(i32 noundef %4125, i32 noundef -1000000007)
  %4138 = icmp eq i32 %4127, %4137
  br i1 %4138, label %4146, label %4139

4139:                                             ; preds = %4136, %4120
  %4140 = load i32, ptr @bad, align 4, !tbaa !5
  %4141 = add nsw i32 %4140, 1
  store i32 %4141, ptr @bad, align 4, !tbaa !5
  %4142 = shl i64 %4124, 32
  %4143 = ashr exact i64 %4142, 32
  %4144 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %4143, i64 noundef -1000000007)
  %4145 = load i64, ptr @h, align 8, !tbaa !11
  br label %4146

4146:                                             ; preds = %4139, %4136
  %4147 = phi i64 [ %4145, %4139 ], [ %4133, %4136 ]
  %4148 = add nuw nsw i64 %4122, 1
  %4149 = icmp eq i64 %4148, 41
  br i1 %4149, label %4150, label %4120, !llvm.loop !152

4150:                                             ; preds = %4146, %4176
  %4151 = phi i64 [ %4177, %4176 ], [ %4147, %4146 ]
  %4152 = phi i64 [ %4178, %4176 ], [ 0, %4146 ]
  %4153 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4152
  %4154 = load volatile i64, ptr %4153, align 8, !tbaa !11
  %4155 = trunc i64 %4154 to i32
  %4156 = sdiv i32 %4155, 2147483647
  %4157 = srem i32 %4155, 2147483647
  %4158 = sext i32 %4156 to i64
  %4159 = xor i64 %4151, %4158
  %4160 = mul i64 %4159, 1099511628211
  %4161 = sext i32 %4157 to i64
  %4162 = xor i64 %4160, %4161
  %4163 = mul i64 %4162, 1099511628211
  store i64 %4163, ptr @h, align 8, !tbaa !11
  %4164 = tail call fastcc i32 @i32_var_div(i32 noundef %4155, i32 noundef 2147483647)
  %4165 = icmp eq i32 %4156, %4164
  br i1 %4165, label %4166, label %4169

4166:                                             ; preds = %4150
  %4167 = tail call fastcc i32 @i32_var_rem(i32 noundef %4155, i32 noundef 2147483647)
  %4168 = icmp eq i32 %4157, %4167
  br i1 %4168, label %4176, label %4169

4169:                                             ; preds = %4166, %4150
  %4170 = load i32, ptr @bad, align 4, !tbaa !5
  %4171 = add nsw i32 %4170, 1
  store i32 %4171, ptr @bad, align 4, !tbaa !5
  %4172 = shl i64 %4154, 32
  %4173 = ashr exact i64 %4172, 32
  %4174 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.4, i64 noundef %4173, i64 noundef 2147483647)
  %4175 = load i64, ptr @h, align 8, !tbaa !11
  br label %4176

4176:                                             ; preds = %4169, %4166
  %4177 = phi i64 [ %4175, %4169 ], [ %4163, %4166 ]
  %4178 = add nuw nsw i64 %4152, 1
  %4179 = icmp eq i64 %4178, 41
  br i1 %4179, label %6474, label %4150, !llvm.loop !153

4180:                                             ; preds = %26, %4199
  %4181 = phi i64 [ %4200, %4199 ], [ 1469598103934665603, %26 ]
  %4182 = phi i64 [ %4201, %4199 ], [ 0, %26 ]
  %4183 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4182
  %4184 = load volatile i64, ptr %4183, align 8, !tbaa !11
  %4185 = trunc i64 %4184 to i32
  %4186 = and i64 %4184, 4294967295
  %4187 = xor i64 %4181, %4186
  %4188 = mul i64 %4187, 956575116354345
  store i64 %4188, ptr @h, align 8, !tbaa !11
  %4189 = tail call fastcc i32 @u32_var_div(i32 noundef %4185, i32 noundef 1)
  %4190 = icmp eq i32 %4189, %4185
  br i1 %4190, label %4191, label %4194

4191:                                             ; preds = %4180
  %4192 = tail call fastcc i32 @u32_var_rem(i32 noundef %4185, i32 noundef 1)
  %4193 = icmp eq i32 %4192, 0
  br i1 %4193, label %4199, label %4194

4194:                                             ; preds = %4191, %4180
  %4195 = load i32, ptr @bad, align 4, !tbaa !5
  %4196 = add nsw i32 %4195, 1
  store i32 %4196, ptr @bad, align 4, !tbaa !5
  %4197 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4186, i64 noundef 1)
  %4198 = load i64, ptr @h, align 8, !tbaa !11
  br label %4199

4199:                                             ; preds = %4194, %4191
  %4200 = phi i64 [ %4198, %4194 ], [ %4188, %4191 ]
  %4201 = add nuw nsw i64 %4182, 1
  %4202 = icmp eq i64 %4201, 41
  br i1 %4202, label %4203, label %4180, !llvm.loop !154

4203:                                             ; preds = %4199, %4228
  %4204 = phi i64 [ %4229, %4228 ], [ %4200, %4199 ]
  %4205 = phi i64 [ %4230, %4228 ], [ 0, %4199 ]
  %4206 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4205
  %4207 = load volatile i64, ptr %4206, align 8, !tbaa !11
  %4208 = trunc i64 %4207 to i32
  %4209 = lshr i32 %4208, 1
  %4210 = zext nneg i32 %4209 to i64
  %4211 = xor i64 %4204, %4210
  %4212 = mul i64 %4211, 1099511628211
  %4213 = and i64 %4207, 1
  %4214 = xor i64 %4212, %4213
  %4215 = mul i64 %4214, 1099511628211
  store i64 %4215, ptr @h, align 8, !tbaa !11
  %4216 = tail call fastcc i32 @u32_var_div(i32 noundef %4208, i32 noundef 2)
  %4217 = icmp eq i32 %4209, %4216
  br i1 %4217, label %4218, label %4222

4218:                                             ; preds = %4203
  %4219 = and i32 %4208, 1
  %4220 = tail call fastcc i32 @u32_var_rem(i32 noundef %4208, i32 noundef 2)
  %4221 = icmp eq i32 %4219, %4220
  br i1 %4221, label %4228, label %4222

4222:                                             ; preds = %4218, %4203
  %4223 = load i32, ptr @bad, align 4, !tbaa !5
  %4224 = add nsw i32 %4223, 1
  store i32 %4224, ptr @bad, align 4, !tbaa !5
  %4225 = and i64 %4207, 4294967295
  %4226 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4225, i64 noundef 2)
  %4227 = load i64, ptr @h, align 8, !tbaa !11
  br label %4228

4228:                                             ; preds = %4222, %4218
  %4229 = phi i64 [ %4227, %4222 ], [ %4215, %4218 ]
  %4230 = add nuw nsw i64 %4205, 1
  %4231 = icmp eq i64 %4230, 41
  br i1 %4231, label %4232, label %4203, !llvm.loop !155

4232:                                             ; preds = %4228, %4257
  %4233 = phi i64 [ %4258, %4257 ], [ %4229, %4228 ]
  %4234 = phi i64 [ %4259, %4257 ], [ 0, %4228 ]
  %4235 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4234
  %4236 = load volatile i64, ptr %4235, align 8, !tbaa !11
  %4237 = trunc i64 %4236 to i32
  %4238 = udiv i32 %4237, 3
  %4239 = urem i32 %4237, 3
  %4240 = zext nneg i32 %4238 to i64
  %4241 = xor i64 %4233, %4240
  %4242 = mul i64 %4241, 1099511628211
  %4243 = zext nneg i32 %4239 to i64
  %4244 = xor i64 %4242, %4243
  %4245 = mul i64 %4244, 1099511628211
  store i64 %4245, ptr @h, align 8, !tbaa !11
  %4246 = tail call fastcc i32 @u32_var_div(i32 noundef %4237, i32 noundef 3)
  %4247 = icmp eq i32 %4238, %4246
  br i1 %4247, label %4248, label %4251

4248:                                             ; preds = %4232
  %4249 = tail call fastcc i32 @u32_var_rem(i32 noundef %4237, i32 noundef 3)
  %4250 = icmp eq i32 %4239, %4249
  br i1 %4250, label %4257, label %4251

4251:                                             ; preds = %4248, %4232
  %4252 = load i32, ptr @bad, align 4, !tbaa !5
  %4253 = add nsw i32 %4252, 1
  store i32 %4253, ptr @bad, align 4, !tbaa !5
  %4254 = and i64 %4236, 4294967295
  %4255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4254, i64 noundef 3)
  %4256 = load i64, ptr @h, align 8, !tbaa !11
  br label %4257

4257:                                             ; preds = %4251, %4248
  %4258 = phi i64 [ %4256, %4251 ], [ %4245, %4248 ]
  %4259 = add nuw nsw i64 %4234, 1
  %4260 = icmp eq i64 %4259, 41
  br i1 %4260, label %4261, label %4232, !llvm.loop !156

4261:                                             ; preds = %4257, %4286
  %4262 = phi i64 [ %4287, %4286 ], [ %4258, %4257 ]
  %4263 = phi i64 [ %4288, %4286 ], [ 0, %4257 ]
  %4264 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4263
  %4265 = load volatile i64, ptr %4264, align 8, !tbaa !11
  %4266 = trunc i64 %4265 to i32
  %4267 = udiv i32 %4266, 5
  %4268 = urem i32 %4266, 5
  %4269 = zext nneg i32 %4267 to i64
  %4270 = xor i64 %4262, %4269
  %4271 = mul i64 %4270, 1099511628211
  %4272 = zext nneg i32 %4268 to i64
  %4273 = xor i64 %4271, %4272
  %4274 = mul i64 %4273, 1099511628211
  store i64 %4274, ptr @h, align 8, !tbaa !11
  %4275 = tail call fastcc i32 @u32_var_div(i32 noundef %4266, i32 noundef 5)
  %4276 = icmp eq i32 %4267, %4275
  br i1 %4276, label %4277, label %4280

4277:                                             ; preds = %4261
  %4278 = tail call fastcc i32 @u32_var_rem(i32 noundef %4266, i32 noundef 5)
  %4279 = icmp eq i32 %4268, %4278
  br i1 %4279, label %4286, label %4280

4280:                                             ; preds = %4277, %4261
  %4281 = load i32, ptr @bad, align 4, !tbaa !5
  %4282 = add nsw i32 %4281, 1
  store i32 %4282, ptr @bad, align 4, !tbaa !5
  %4283 = and i64 %4265, 4294967295
  %4284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4283, i64 noundef 5)
  %4285 = load i64, ptr @h, align 8, !tbaa !11
  br label %4286

4286:                                             ; preds = %4280, %4277
  %4287 = phi i64 [ %4285, %4280 ], [ %4274, %4277 ]
  %4288 = add nuw nsw i64 %4263, 1
  %4289 = icmp eq i64 %4288, 41
  br i1 %4289, label %4290, label %4261, !llvm.loop !157

4290:                                             ; preds = %4286, %4315
  %4291 = phi i64 [ %4316, %4315 ], [ %4287, %4286 ]
  %4292 = phi i64 [ %4317, %4315 ], [ 0, %4286 ]
  %4293 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4292
  %4294 = load volatile i64, ptr %4293, align 8, !tbaa !11
  %4295 = trunc i64 %4294 to i32
  %4296 = udiv i32 %4295, 6
  %4297 = urem i32 %4295, 6
  %4298 = zext nneg i32 %4296 to i64
  %4299 = xor i64 %4291, %4298
  %4300 = mul i64 %4299, 1099511628211
  %4301 = zext nneg i32 %4297 to i64
  %4302 = xor i64 %4300, %4301
  %4303 = mul i64 %4302, 1099511628211
  store i64 %4303, ptr @h, align 8, !tbaa !11
  %4304 = tail call fastcc i32 @u32_var_div(i32 noundef %4295, i32 noundef 6)
  %4305 = icmp eq i32 %4296, %4304
  br i1 %4305, label %4306, label %4309

4306:                                             ; preds = %4290
  %4307 = tail call fastcc i32 @u32_var_rem(i32 noundef %4295, i32 noundef 6)
  %4308 = icmp eq i32 %4297, %4307
  br i1 %4308, label %4315, label %4309

4309:                                             ; preds = %4306, %4290
  %4310 = load i32, ptr @bad, align 4, !tbaa !5
  %4311 = add nsw i32 %4310, 1
  store i32 %4311, ptr @bad, align 4, !tbaa !5
  %4312 = and i64 %4294, 4294967295
  %4313 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4312, i64 noundef 6)
  %4314 = load i64, ptr @h, align 8, !tbaa !11
  br label %4315

4315:                                             ; preds = %4309, %4306
  %4316 = phi i64 [ %4314, %4309 ], [ %4303, %4306 ]
  %4317 = add nuw nsw i64 %4292, 1
  %4318 = icmp eq i64 %4317, 41
  br i1 %4318, label %4319, label %4290, !llvm.loop !158

4319:                                             ; preds = %4315, %4344
  %4320 = phi i64 [ %4345, %4344 ], [ %4316, %4315 ]
  %4321 = phi i64 [ %4346, %4344 ], [ 0, %4315 ]
  %4322 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4321
  %4323 = load volatile i64, ptr %4322, align 8, !tbaa !11
  %4324 = trunc i64 %4323 to i32
  %4325 = udiv i32 %4324, 7
  %4326 = urem i32 %4324, 7
  %4327 = zext nneg i32 %4325 to i64
  %4328 = xor i64 %4320, %4327
  %4329 = mul i64 %4328, 1099511628211
  %4330 = zext nneg i32 %4326 to i64
  %4331 = xor i64 %4329, %4330
  %4332 = mul i64 %4331, 1099511628211
  store i64 %4332, ptr @h, align 8, !tbaa !11
  %4333 = tail call fastcc i32 @u32_var_div(i32 noundef %4324, i32 noundef 7)
  %4334 = icmp eq i32 %4325, %4333
  br i1 %4334, label %4335, label %4338

4335:                                             ; preds = %4319
  %4336 = tail call fastcc i32 @u32_var_rem(i32 noundef %4324, i32 noundef 7)
  %4337 = icmp eq i32 %4326, %4336
  br i1 %4337, label %4344, label %4338

4338:                                             ; preds = %4335, %4319
  %4339 = load i32, ptr @bad, align 4, !tbaa !5
  %4340 = add nsw i32 %4339, 1
  store i32 %4340, ptr @bad, align 4, !tbaa !5
  %4341 = and i64 %4323, 4294967295
  %4342 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4341, i64 noundef 7)
  %4343 = load i64, ptr @h, align 8, !tbaa !11
  br label %4344

4344:                                             ; preds = %4338, %4335
  %4345 = phi i64 [ %4343, %4338 ], [ %4332, %4335 ]
  %4346 = add nuw nsw i64 %4321, 1
  %4347 = icmp eq i64 %4346, 41
  br i1 %4347, label %4348, label %4319, !llvm.loop !159

4348:                                             ; preds = %4344, %4373
  %4349 = phi i64 [ %4374, %4373 ], [ %4345, %4344 ]
  %4350 = phi i64 [ %4375, %4373 ], [ 0, %4344 ]
  %4351 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4350
  %4352 = load volatile i64, ptr %4351, align 8, !tbaa !11
  %4353 = trunc i64 %4352 to i32
  %4354 = udiv i32 %4353, 9
  %4355 = urem i32 %4353, 9
  %4356 = zext nneg i32 %4354 to i64
  %4357 = xor i64 %4349, %4356
  %4358 = mul i64 %4357, 1099511628211
  %4359 = zext nneg i32 %4355 to i64
  %4360 = xor i64 %4358, %4359
  %4361 = mul i64 %4360, 1099511628211
  store i64 %4361, ptr @h, align 8, !tbaa !11
  %4362 = tail call fastcc i32 @u32_var_div(i32 noundef %4353, i32 noundef 9)
  %4363 = icmp eq i32 %4354, %4362
  br i1 %4363, label %4364, label %4367

4364:                                             ; preds = %4348
  %4365 = tail call fastcc i32 @u32_var_rem(i32 noundef %4353, i32 noundef 9)
  %4366 = icmp eq i32 %4355, %4365
  br i1 %4366, label %4373, label %4367

4367:                                             ; preds = %4364, %4348
  %4368 = load i32, ptr @bad, align 4, !tbaa !5
  %4369 = add nsw i32 %4368, 1
  store i32 %4369, ptr @bad, align 4, !tbaa !5
  %4370 = and i64 %4352, 4294967295
  %4371 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4370, i64 noundef 9)
  %4372 = load i64, ptr @h, align 8, !tbaa !11
  br label %4373

4373:                                             ; preds = %4367, %4364
  %4374 = phi i64 [ %4372, %4367 ], [ %4361, %4364 ]
  %4375 = add nuw nsw i64 %4350, 1
  %4376 = icmp eq i64 %4375, 41
  br i1 %4376, label %4377, label %4348, !llvm.loop !160

4377:                                             ; preds = %4373, %4402
  %4378 = phi i64 [ %4403, %4402 ], [ %4374, %4373 ]
  %4379 = phi i64 [ %4404, %4402 ], [ 0, %4373 ]
  %4380 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4379
  %4381 = load volatile i64, ptr %4380, align 8, !tbaa !11
  %4382 = trunc i64 %4381 to i32
  %4383 = udiv i32 %4382, 10
  %4384 = urem i32 %4382, 10
  %4385 = zext nneg i32 %4383 to i64
  %4386 = xor i64 %4378, %4385
  %4387 = mul i64 %4386, 1099511628211
  %4388 = zext nneg i32 %4384 to i64
  %4389 = xor i64 %4387, %4388
  %4390 = mul i64 %4389, 1099511628211
  store i64 %4390, ptr @h, align 8, !tbaa !11
  %4391 = tail call fastcc i32 @u32_var_div(i32 noundef %4382, i32 noundef 10)
  %4392 = icmp eq i32 %4383, %4391
  br i1 %4392, label %4393, label %4396

4393:                                             ; preds = %4377
  %4394 = tail call fastcc i32 @u32_var_rem(i32 noundef %4382, i32 noundef 10)
  %4395 = icmp eq i32 %4384, %4394
  br i1 %4395, label %4402, label %4396

4396:                                             ; preds = %4393, %4377
  %4397 = load i32, ptr @bad, align 4, !tbaa !5
  %4398 = add nsw i32 %4397, 1
  store i32 %4398, ptr @bad, align 4, !tbaa !5
  %4399 = and i64 %4381, 4294967295
  %4400 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4399, i64 noundef 10)
  %4401 = load i64, ptr @h, align 8, !tbaa !11
  br label %4402

4402:                                             ; preds = %4396, %4393
  %4403 = phi i64 [ %4401, %4396 ], [ %4390, %4393 ]
  %4404 = add nuw nsw i64 %4379, 1
  %4405 = icmp eq i64 %4404, 41
  br i1 %4405, label %4406, label %4377, !llvm.loop !161

4406:                                             ; preds = %4402, %4431
  %4407 = phi i64 [ %4432, %4431 ], [ %4403, %4402 ]
  %4408 = phi i64 [ %4433, %4431 ], [ 0, %4402 ]
  %4409 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4408
  %4410 = load volatile i64, ptr %4409, align 8, !tbaa !11
  %4411 = trunc i64 %4410 to i32
  %4412 = udiv i32 %4411, 11
  %4413 = urem i32 %4411, 11
  %4414 = zext nneg i32 %4412 to i64
  %4415 = xor i64 %4407, %4414
  %4416 = mul i64 %4415, 1099511628211
  %4417 = zext nneg i32 %4413 to i64
  %4418 = xor i64 %4416, %4417
  %4419 = mul i64 %4418, 1099511628211
  store i64 %4419, ptr @h, align 8, !tbaa !11
  %4420 = tail call fastcc i32 @u32_var_div(i32 noundef %4411, i32 noundef 11)
  %4421 = icmp eq i32 %4412, %4420
  br i1 %4421, label %4422, label %4425

4422:                                             ; preds = %4406
  %4423 = tail call fastcc i32 @u32_var_rem(i32 noundef %4411, i32 noundef 11)
  %4424 = icmp eq i32 %4413, %4423
  br i1 %4424, label %4431, label %4425

4425:                                             ; preds = %4422, %4406
  %4426 = load i32, ptr @bad, align 4, !tbaa !5
  %4427 = add nsw i32 %4426, 1
  store i32 %4427, ptr @bad, align 4, !tbaa !5
  %4428 = and i64 %4410, 4294967295
  %4429 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4428, i64 noundef 11)
  %4430 = load i64, ptr @h, align 8, !tbaa !11
  br label %4431

4431:                                             ; preds = %4425, %4422
  %4432 = phi i64 [ %4430, %4425 ], [ %4419, %4422 ]
  %4433 = add nuw nsw i64 %4408, 1
  %4434 = icmp eq i64 %4433, 41
  br i1 %4434, label %4435, label %4406, !llvm.loop !162

4435:                                             ; preds = %4431, %4460
  %4436 = phi i64 [ %4461, %4460 ], [ %4432, %4431 ]
  %4437 = phi i64 [ %4462, %4460 ], [ 0, %4431 ]
  %4438 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4437
  %4439 = load volatile i64, ptr %4438, align 8, !tbaa !11
  %4440 = trunc i64 %4439 to i32
  %4441 = udiv i32 %4440, 12
  %4442 = urem i32 %4440, 12
  %4443 = zext nneg i32 %4441 to i64
  %4444 = xor i64 %4436, %4443
  %4445 = mul i64 %4444, 1099511628211
  %4446 = zext nneg i32 %4442 to i64
  %4447 = xor i64 %4445, %4446
  %4448 = mul i64 %4447, 1099511628211
  store i64 %4448, ptr @h, align 8, !tbaa !11
  %4449 = tail call fastcc i32 @u32_var_div(i32 noundef %4440, i32 noundef 12)
  %4450 = icmp eq i32 %4441, %4449
  br i1 %4450, label %4451, label %4454

4451:                                             ; preds = %4435
  %4452 = tail call fastcc i32 @u32_var_rem(i32 noundef %4440, i32 noundef 12)
  %4453 = icmp eq i32 %4442, %4452
  br i1 %4453, label %4460, label %4454

4454:                                             ; preds = %4451, %4435
  %4455 = load i32, ptr @bad, align 4, !tbaa !5
  %4456 = add nsw i32 %4455, 1
  store i32 %4456, ptr @bad, align 4, !tbaa !5
  %4457 = and i64 %4439, 4294967295
  %4458 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4457, i64 noundef 12)
  %4459 = load i64, ptr @h, align 8, !tbaa !11
  br label %4460

4460:                                             ; preds = %4454, %4451
  %4461 = phi i64 [ %4459, %4454 ], [ %4448, %4451 ]
  %4462 = add nuw nsw i64 %4437, 1
  %4463 = icmp eq i64 %4462, 41
  br i1 %4463, label %4464, label %4435, !llvm.loop !163

4464:                                             ; preds = %4460, %4489
  %4465 = phi i64 [ %4490, %4489 ], [ %4461, %4460 ]
  %4466 = phi i64 [ %4491, %4489 ], [ 0, %4460 ]
  %4467 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4466
  %4468 = load volatile i64, ptr %4467, align 8, !tbaa !11
  %4469 = trunc i64 %4468 to i32
  %4470 = udiv i32 %4469, 13
  %4471 = urem i32 %4469, 13
  %4472 = zext nneg i32 %4470 to i64
  %4473 = xor i64 %4465, %4472
  %4474 = mul i64 %4473, 1099511628211
  %4475 = zext nneg i32 %4471 to i64
  %4476 = xor i64 %4474, %4475
  %4477 = mul i64 %4476, 1099511628211
  store i64 %4477, ptr @h, align 8, !tbaa !11
  %4478 = tail call fastcc i32 @u32_var_div(i32 noundef %4469, i32 noundef 13)
  %4479 = icmp eq i32 %4470, %4478
  br i1 %4479, label %4480, label %4483

4480:                                             ; preds = %4464
  %4481 = tail call fastcc i32 @u32_var_rem(i32 noundef %4469, i32 noundef 13)
  %4482 = icmp eq i32 %4471, %4481
  br i1 %4482, label %4489, label %4483

4483:                                             ; preds = %4480, %4464
  %4484 = load i32, ptr @bad, align 4, !tbaa !5
  %4485 = add nsw i32 %4484, 1
  store i32 %4485, ptr @bad, align 4, !tbaa !5
  %4486 = and i64 %4468, 4294967295
  %4487 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4486, i64 noundef 13)
  %4488 = load i64, ptr @h, align 8, !tbaa !11
  br label %4489

4489:                                             ; preds = %4483, %4480
  %4490 = phi i64 [ %4488, %4483 ], [ %4477, %4480 ]
  %4491 = add nuw nsw i64 %4466, 1
  %4492 = icmp eq i64 %4491, 41
  br i1 %4492, label %4493, label %4464, !llvm.loop !164

4493:                                             ; preds = %4489, %4518
  %4494 = phi i64 [ %4519, %4518 ], [ %4490, %4489 ]
  %4495 = phi i64 [ %4520, %4518 ], [ 0, %4489 ]
  %4496 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4495
  %4497 = load volatile i64, ptr %4496, align 8, !tbaa !11
  %4498 = trunc i64 %4497 to i32
  %4499 = udiv i32 %4498, 14
  %4500 = urem i32 %4498, 14
  %4501 = zext nneg i32 %4499 to i64
  %4502 = xor i64 %4494, %4501
  %4503 = mul i64 %4502, 1099511628211
  %4504 = zext nneg i32 %4500 to i64
  %4505 = xor i64 %4503, %4504
  %4506 = mul i64 %4505, 1099511628211
  store i64 %4506, ptr @h, align 8, !tbaa !11
  %4507 = tail call fastcc i32 @u32_var_div(i32 noundef %4498, i32 noundef 14)
  %4508 = icmp eq i32 %4499, %4507
  br i1 %4508, label %4509, label %4512

4509:                                             ; preds = %4493
  %4510 = tail call fastcc i32 @u32_var_rem(i32 noundef %4498, i32 noundef 14)
  %4511 = icmp eq i32 %4500, %4510
  br i1 %4511, label %4518, label %4512

4512:                                             ; preds = %4509, %4493
  %4513 = load i32, ptr @bad, align 4, !tbaa !5
  %4514 = add nsw i32 %4513, 1
  store i32 %4514, ptr @bad, align 4, !tbaa !5
  %4515 = and i64 %4497, 4294967295
  %4516 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4515, i64 noundef 14)
  %4517 = load i64, ptr @h, align 8, !tbaa !11
  br label %4518

4518:                                             ; preds = %4512, %4509
  %4519 = phi i64 [ %4517, %4512 ], [ %4506, %4509 ]
  %4520 = add nuw nsw i64 %4495, 1
  %4521 = icmp eq i64 %4520, 41
  br i1 %4521, label %4522, label %4493, !llvm.loop !165

4522:                                             ; preds = %4518, %4547
  %4523 = phi i64 [ %4548, %4547 ], [ %4519, %4518 ]
  %4524 = phi i64 [ %4549, %4547 ], [ 0, %4518 ]
  %4525 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4524
  %4526 = load volatile i64, ptr %4525, align 8, !tbaa !11
  %4527 = trunc i64 %4526 to i32
  %4528 = udiv i32 %4527, 15
  %4529 = urem i32 %4527, 15
  %4530 = zext nneg i32 %4528 to i64
  %4531 = xor i64 %4523, %4530
  %4532 = mul i64 %4531, 1099511628211
  %4533 = zext nneg i32 %4529 to i64
  %4534 = xor i64 %4532, %4533
  %4535 = mul i64 %4534, 1099511628211
  store i64 %4535, ptr @h, align 8, !tbaa !11
  %4536 = tail call fastcc i32 @u32_var_div(i32 noundef %4527, i32 noundef 15)
  %4537 = icmp eq i32 %4528, %4536
  br i1 %4537, label %4538, label %4541

4538:                                             ; preds = %4522
  %4539 = tail call fastcc i32 @u32_var_rem(i32 noundef %4527, i32 noundef 15)
  %4540 = icmp eq i32 %4529, %4539
  br i1 %4540, label %4547, label %4541

4541:                                             ; preds = %4538, %4522
  %4542 = load i32, ptr @bad, align 4, !tbaa !5
  %4543 = add nsw i32 %4542, 1
  store i32 %4543, ptr @bad, align 4, !tbaa !5
  %4544 = and i64 %4526, 4294967295
  %4545 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4544, i64 noundef 15)
  %4546 = load i64, ptr @h, align 8, !tbaa !11
  br label %4547

4547:                                             ; preds = %4541, %4538
  %4548 = phi i64 [ %4546, %4541 ], [ %4535, %4538 ]
  %4549 = add nuw nsw i64 %4524, 1
  %4550 = icmp eq i64 %4549, 41
  br i1 %4550, label %4551, label %4522, !llvm.loop !166

4551:                                             ; preds = %4547, %4576
  %4552 = phi i64 [ %4577, %4576 ], [ %4548, %4547 ]
  %4553 = phi i64 [ %4578, %4576 ], [ 0, %4547 ]
  %4554 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4553
  %4555 = load volatile i64, ptr %4554, align 8, !tbaa !11
  %4556 = trunc i64 %4555 to i32
  %4557 = lshr i32 %4556, 4
  %4558 = zext nneg i32 %4557 to i64
  %4559 = xor i64 %4552, %4558
  %4560 = mul i64 %4559, 1099511628211
  %4561 = and i64 %4555, 15
  %4562 = xor i64 %4560, %4561
  %4563 = mul i64 %4562, 1099511628211
  store i64 %4563, ptr @h, align 8, !tbaa !11
  %4564 = tail call fastcc i32 @u32_var_div(i32 noundef %4556, i32 noundef 16)
  %4565 = icmp eq i32 %4557, %4564
  br i1 %4565, label %4566, label %4570

4566:                                             ; preds = %4551
  %4567 = and i32 %4556, 15
  %4568 = tail call fastcc i32 @u32_var_rem(i32 noundef %4556, i32 noundef 16)
  %4569 = icmp eq i32 %4567, %4568
  br i1 %4569, label %4576, label %4570

4570:                                             ; preds = %4566, %4551
  %4571 = load i32, ptr @bad, align 4, !tbaa !5
  %4572 = add nsw i32 %4571, 1
  store i32 %4572, ptr @bad, align 4, !tbaa !5
  %4573 = and i64 %4555, 4294967295
  %4574 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4573, i64 noundef 16)
  %4575 = load i64, ptr @h, align 8, !tbaa !11
  br label %4576

4576:                                             ; preds = %4570, %4566
  %4577 = phi i64 [ %4575, %4570 ], [ %4563, %4566 ]
  %4578 = add nuw nsw i64 %4553, 1
  %4579 = icmp eq i64 %4578, 41
  br i1 %4579, label %4580, label %4551, !llvm.loop !167

4580:                                             ; preds = %4576, %4605
  %4581 = phi i64 [ %4606, %4605 ], [ %4577, %4576 ]
  %4582 = phi i64 [ %4607, %4605 ], [ 0, %4576 ]
  %4583 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4582
  %4584 = load volatile i64, ptr %4583, align 8, !tbaa !11
  %4585 = trunc i64 %4584 to i32
  %4586 = udiv i32 %4585, 17
  %4587 = urem i32 %4585, 17
  %4588 = zext nneg i32 %4586 to i64
  %4589 = xor i64 %4581, %4588
  %4590 = mul i64 %4589, 1099511628211
  %4591 = zext nneg i32 %4587 to i64
  %4592 = xor i64 %4590, %4591
  %4593 = mul i64 %4592, 1099511628211
  store i64 %4593, ptr @h, align 8, !tbaa !11
  %4594 = tail call fastcc i32 @u32_var_div(i32 noundef %4585, i32 noundef 17)
  %4595 = icmp eq i32 %4586, %4594
  br i1 %4595, label %4596, label %4599

4596:                                             ; preds = %4580
  %4597 = tail call fastcc i32 @u32_var_rem(i32 noundef %4585, i32 noundef 17)
  %4598 = icmp eq i32 %4587, %4597
  br i1 %4598, label %4605, label %4599

4599:                                             ; preds = %4596, %4580
  %4600 = load i32, ptr @bad, align 4, !tbaa !5
  %4601 = add nsw i32 %4600, 1
  store i32 %4601, ptr @bad, align 4, !tbaa !5
  %4602 = and i64 %4584, 4294967295
  %4603 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4602, i64 noundef 17)
  %4604 = load i64, ptr @h, align 8, !tbaa !11
  br label %4605

4605:                                             ; preds = %4599, %4596
  %4606 = phi i64 [ %4604, %4599 ], [ %4593, %4596 ]
  %4607 = add nuw nsw i64 %4582, 1
  %4608 = icmp eq i64 %4607, 41
  br i1 %4608, label %4609, label %4580, !llvm.loop !168

4609:                                             ; preds = %4605, %4634
  %4610 = phi i64 [ %4635, %4634 ], [ %4606, %4605 ]
  %4611 = phi i64 [ %4636, %4634 ], [ 0, %4605 ]
  %4612 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4611
  %4613 = load volatile i64, ptr %4612, align 8, !tbaa !11
  %4614 = trunc i64 %4613 to i32
  %4615 = udiv i32 %4614, 19
  %4616 = urem i32 %4614, 19
  %4617 = zext nneg i32 %4615 to i64
  %4618 = xor i64 %4610, %4617
  %4619 = mul i64 %4618, 1099511628211
  %4620 = zext nneg i32 %4616 to i64
  %4621 = xor i64 %4619, %4620
  %4622 = mul i64 %4621, 1099511628211
  store i64 %4622, ptr @h, align 8, !tbaa !11
  %4623 = tail call fastcc i32 @u32_var_div(i32 noundef %4614, i32 noundef 19)
  %4624 = icmp eq i32 %4615, %4623
  br i1 %4624, label %4625, label %4628

4625:                                             ; preds = %4609
  %4626 = tail call fastcc i32 @u32_var_rem(i32 noundef %4614, i32 noundef 19)
  %4627 = icmp eq i32 %4616, %4626
  br i1 %4627, label %4634, label %4628

4628:                                             ; preds = %4625, %4609
  %4629 = load i32, ptr @bad, align 4, !tbaa !5
  %4630 = add nsw i32 %4629, 1
  store i32 %4630, ptr @bad, align 4, !tbaa !5
  %4631 = and i64 %4613, 4294967295
  %4632 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4631, i64 noundef 19)
  %4633 = load i64, ptr @h, align 8, !tbaa !11
  br label %4634

4634:                                             ; preds = %4628, %4625
  %4635 = phi i64 [ %4633, %4628 ], [ %4622, %4625 ]
  %4636 = add nuw nsw i64 %4611, 1
  %4637 = icmp eq i64 %4636, 41
  br i1 %4637, label %4638, label %4609, !llvm.loop !169

4638:                                             ; preds = %4634, %4663
  %4639 = phi i64 [ %4664, %4663 ], [ %4635, %4634 ]
  %4640 = phi i64 [ %4665, %4663 ], [ 0, %4634 ]
  %4641 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4640
  %4642 = load volatile i64, ptr %4641, align 8, !tbaa !11
  %4643 = trunc i64 %4642 to i32
  %4644 = udiv i32 %4643, 25
  %4645 = urem i32 %4643, 25
  %4646 = zext nneg i32 %4644 to i64
  %4647 = xor i64 %4639, %4646
  %4648 = mul i64 %4647, 1099511628211
  %4649 = zext nneg i32 %4645 to i64
  %4650 = xor i64 %4648, %4649
  %4651 = mul i64 %4650, 1099511628211
  store i64 %4651, ptr @h, align 8, !tbaa !11
  %4652 = tail call fastcc i32 @u32_var_div(i32 noundef %4643, i32 noundef 25)
  %4653 = icmp eq i32 %4644, %4652
  br i1 %4653, label %4654, label %4657

4654:                                             ; preds = %4638
  %4655 = tail call fastcc i32 @u32_var_rem(i32 noundef %4643, i32 noundef 25)
  %4656 = icmp eq i32 %4645, %4655
  br i1 %4656, label %4663, label %4657

4657:                                             ; preds = %4654, %4638
  %4658 = load i32, ptr @bad, align 4, !tbaa !5
  %4659 = add nsw i32 %4658, 1
  store i32 %4659, ptr @bad, align 4, !tbaa !5
  %4660 = and i64 %4642, 4294967295
  %4661 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4660, i64 noundef 25)
  %4662 = load i64, ptr @h, align 8, !tbaa !11
  br label %4663

4663:                                             ; preds = %4657, %4654
  %4664 = phi i64 [ %4662, %4657 ], [ %4651, %4654 ]
  %4665 = add nuw nsw i64 %4640, 1
  %4666 = icmp eq i64 %4665, 41
  br i1 %4666, label %4667, label %4638, !llvm.loop !170

4667:                                             ; preds = %4663, %4692
  %4668 = phi i64 [ %4693, %4692 ], [ %4664, %4663 ]
  %4669 = phi i64 [ %4694, %4692 ], [ 0, %4663 ]
  %4670 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4669
  %4671 = load volatile i64, ptr %4670, align 8, !tbaa !11
  %4672 = trunc i64 %4671 to i32
  %4673 = udiv i32 %4672, 31
  %4674 = urem i32 %4672, 31
  %4675 = zext nneg i32 %4673 to i64
  %4676 = xor i64 %4668, %4675
  %4677 = mul i64 %4676, 1099511628211
  %4678 = zext nneg i32 %4674 to i64
  %4679 = xor i64 %4677, %4678
  %4680 = mul i64 %4679, 1099511628211
  store i64 %4680, ptr @h, align 8, !tbaa !11
  %4681 = tail call fastcc i32 @u32_var_div(i32 noundef %4672, i32 noundef 31)
  %4682 = icmp eq i32 %4673, %4681
  br i1 %4682, label %4683, label %4686

4683:                                             ; preds = %4667
  %4684 = tail call fastcc i32 @u32_var_rem(i32 noundef %4672, i32 noundef 31)
  %4685 = icmp eq i32 %4674, %4684
  br i1 %4685, label %4692, label %4686

4686:                                             ; preds = %4683, %4667
  %4687 = load i32, ptr @bad, align 4, !tbaa !5
  %4688 = add nsw i32 %4687, 1
  store i32 %4688, ptr @bad, align 4, !tbaa !5
  %4689 = and i64 %4671, 4294967295
  %4690 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4689, i64 noundef 31)
  %4691 = load i64, ptr @h, align 8, !tbaa !11
  br label %4692

4692:                                             ; preds = %4686, %4683
  %4693 = phi i64 [ %4691, %4686 ], [ %4680, %4683 ]
  %4694 = add nuw nsw i64 %4669, 1
  %4695 = icmp eq i64 %4694, 41
  br i1 %4695, label %4696, label %4667, !llvm.loop !171

4696:                                             ; preds = %4692, %4721
  %4697 = phi i64 [ %4722, %4721 ], [ %4693, %4692 ]
  %4698 = phi i64 [ %4723, %4721 ], [ 0, %4692 ]
  %4699 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4698
  %4700 = load volatile i64, ptr %4699, align 8, !tbaa !11
  %4701 = trunc i64 %4700 to i32
  %4702 = lshr i32 %4701, 5
  %4703 = zext nneg i32 %4702 to i64
  %4704 = xor i64 %4697, %4703
  %4705 = mul i64 %4704, 1099511628211
  %4706 = and i64 %4700, 31
  %4707 = xor i64 %4705, %4706
  %4708 = mul i64 %4707, 1099511628211
  store i64 %4708, ptr @h, align 8, !tbaa !11
  %4709 = tail call fastcc i32 @u32_var_div(i32 noundef %4701, i32 noundef 32)
  %4710 = icmp eq i32 %4702, %4709
  br i1 %4710, label %4711, label %4715

4711:                                             ; preds = %4696
  %4712 = and i32 %4701, 31
  %4713 = tail call fastcc i32 @u32_var_rem(i32 noundef %4701, i32 noundef 32)
  %4714 = icmp eq i32 %4712, %4713
  br i1 %4714, label %4721, label %4715

4715:                                             ; preds = %4711, %4696
  %4716 = load i32, ptr @bad, align 4, !tbaa !5
  %4717 = add nsw i32 %4716, 1
  store i32 %4717, ptr @bad, align 4, !tbaa !5
  %4718 = and i64 %4700, 4294967295
  %4719 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4718, i64 noundef 32)
  %4720 = load i64, ptr @h, align 8, !tbaa !11
  br label %4721

4721:                                             ; preds = %4715, %4711
  %4722 = phi i64 [ %4720, %4715 ], [ %4708, %4711 ]
  %4723 = add nuw nsw i64 %4698, 1
  %4724 = icmp eq i64 %4723, 41
  br i1 %4724, label %4725, label %4696, !llvm.loop !172

4725:                                             ; preds = %4721, %4750
  %4726 = phi i64 [ %4751, %4750 ], [ %4722, %4721 ]
  %4727 = phi i64 [ %4752, %4750 ], [ 0, %4721 ]
  %4728 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4727
  %4729 = load volatile i64, ptr %4728, align 8, !tbaa !11
  %4730 = trunc i64 %4729 to i32
  %4731 = udiv i32 %4730, 37
  %4732 = urem i32 %4730, 37
  %4733 = zext nneg i32 %4731 to i64
  %4734 = xor i64 %4726, %4733
  %4735 = mul i64 %4734, 1099511628211
  %4736 = zext nneg i32 %4732 to i64
  %4737 = xor i64 %4735, %4736
  %4738 = mul i64 %4737, 1099511628211
  store i64 %4738, ptr @h, align 8, !tbaa !11
  %4739 = tail call fastcc i32 @u32_var_div(i32 noundef %4730, i32 noundef 37)
  %4740 = icmp eq i32 %4731, %4739
  br i1 %4740, label %4741, label %4744

4741:                                             ; preds = %4725
  %4742 = tail call fastcc i32 @u32_var_rem(i32 noundef %4730, i32 noundef 37)
  %4743 = icmp eq i32 %4732, %4742
  br i1 %4743, label %4750, label %4744

4744:                                             ; preds = %4741, %4725
  %4745 = load i32, ptr @bad, align 4, !tbaa !5
  %4746 = add nsw i32 %4745, 1
  store i32 %4746, ptr @bad, align 4, !tbaa !5
  %4747 = and i64 %4729, 4294967295
  %4748 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4747, i64 noundef 37)
  %4749 = load i64, ptr @h, align 8, !tbaa !11
  br label %4750

4750:                                             ; preds = %4744, %4741
  %4751 = phi i64 [ %4749, %4744 ], [ %4738, %4741 ]
  %4752 = add nuw nsw i64 %4727, 1
  %4753 = icmp eq i64 %4752, 41
  br i1 %4753, label %4754, label %4725, !llvm.loop !173

4754:                                             ; preds = %4750, %4779
  %4755 = phi i64 [ %4780, %4779 ], [ %4751, %4750 ]
  %4756 = phi i64 [ %4781, %4779 ], [ 0, %4750 ]
  %4757 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4756
  %4758 = load volatile i64, ptr %4757, align 8, !tbaa !11
  %4759 = trunc i64 %4758 to i32
  %4760 = udiv i32 %4759, 41
  %4761 = urem i32 %4759, 41
  %4762 = zext nneg i32 %4760 to i64
  %4763 = xor i64 %4755, %4762
  %4764 = mul i64 %4763, 1099511628211
  %4765 = zext nneg i32 %4761 to i64
  %4766 = xor i64 %4764, %4765
  %4767 = mul i64 %4766, 1099511628211
  store i64 %4767, ptr @h, align 8, !tbaa !11
  %4768 = tail call fastcc i32 @u32_var_div(i32 noundef %4759, i32 noundef 41)
  %4769 = icmp eq i32 %4760, %4768
  br i1 %4769, label %4770, label %4773

4770:                                             ; preds = %4754
  %4771 = tail call fastcc i32 @u32_var_rem(i32 noundef %4759, i32 noundef 41)
  %4772 = icmp eq i32 %4761, %4771
  br i1 %4772, label %4779, label %4773

4773:                                             ; preds = %4770, %4754
  %4774 = load i32, ptr @bad, align 4, !tbaa !5
  %4775 = add nsw i32 %4774, 1
  store i32 %4775, ptr @bad, align 4, !tbaa !5
  %4776 = and i64 %4758, 4294967295
  %4777 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4776, i64 noundef 41)
  %4778 = load i64, ptr @h, align 8, !tbaa !11
  br label %4779

4779:                                             ; preds = %4773, %4770
  %4780 = phi i64 [ %4778, %4773 ], [ %4767, %4770 ]
  %4781 = add nuw nsw i64 %4756, 1
  %4782 = icmp eq i64 %4781, 41
  br i1 %4782, label %4783, label %4754, !llvm.loop !174

4783:                                             ; preds = %4779, %4808
  %4784 = phi i64 [ %4809, %4808 ], [ %4780, %4779 ]
  %4785 = phi i64 [ %4810, %4808 ], [ 0, %4779 ]
  %4786 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4785
  %4787 = load volatile i64, ptr %4786, align 8, !tbaa !11
  %4788 = trunc i64 %4787 to i32
  %4789 = udiv i32 %4788, 60
  %4790 = urem i32 %4788, 60
  %4791 = zext nneg i32 %4789 to i64
  %4792 = xor i64 %4784, %4791
  %4793 = mul i64 %4792, 1099511628211
  %4794 = zext nneg i32 %4790 to i64
  %4795 = xor i64 %4793, %4794
  %4796 = mul i64 %4795, 1099511628211
  store i64 %4796, ptr @h, align 8, !tbaa !11
  %4797 = tail call fastcc i32 @u32_var_div(i32 noundef %4788, i32 noundef 60)
  %4798 = icmp eq i32 %4789, %4797
  br i1 %4798, label %4799, label %4802

4799:                                             ; preds = %4783
  %4800 = tail call fastcc i32 @u32_var_rem(i32 noundef %4788, i32 noundef 60)
  %4801 = icmp eq i32 %4790, %4800
  br i1 %4801, label %4808, label %4802

4802:                                             ; preds = %4799, %4783
  %4803 = load i32, ptr @bad, align 4, !tbaa !5
  %4804 = add nsw i32 %4803, 1
  store i32 %4804, ptr @bad, align 4, !tbaa !5
  %4805 = and i64 %4787, 4294967295
  %4806 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4805, i64 noundef 60)
  %4807 = load i64, ptr @h, align 8, !tbaa !11
  br label %4808

4808:                                             ; preds = %4802, %4799
  %4809 = phi i64 [ %4807, %4802 ], [ %4796, %4799 ]
  %4810 = add nuw nsw i64 %4785, 1
  %4811 = icmp eq i64 %4810, 41
  br i1 %4811, label %4812, label %4783, !llvm.loop !175

4812:                                             ; preds = %4808, %4837
  %4813 = phi i64 [ %4838, %4837 ], [ %4809, %4808 ]
  %4814 = phi i64 [ %4839, %4837 ], [ 0, %4808 ]
  %4815 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4814
  %4816 = load volatile i64, ptr %4815, align 8, !tbaa !11
  %4817 = trunc i64 %4816 to i32
  %4818 = udiv i32 %4817, 63
  %4819 = urem i32 %4817, 63
  %4820 = zext nneg i32 %4818 to i64
  %4821 = xor i64 %4813, %4820
  %4822 = mul i64 %4821, 1099511628211
  %4823 = zext nneg i32 %4819 to i64
  %4824 = xor i64 %4822, %4823
  %4825 = mul i64 %4824, 1099511628211
  store i64 %4825, ptr @h, align 8, !tbaa !11
  %4826 = tail call fastcc i32 @u32_var_div(i32 noundef %4817, i32 noundef 63)
  %4827 = icmp eq i32 %4818, %4826
  br i1 %4827, label %4828, label %4831

4828:                                             ; preds = %4812
  %4829 = tail call fastcc i32 @u32_var_rem(i32 noundef %4817, i32 noundef 63)
  %4830 = icmp eq i32 %4819, %4829
  br i1 %4830, label %4837, label %4831

4831:                                             ; preds = %4828, %4812
  %4832 = load i32, ptr @bad, align 4, !tbaa !5
  %4833 = add nsw i32 %4832, 1
  store i32 %4833, ptr @bad, align 4, !tbaa !5
  %4834 = and i64 %4816, 4294967295
  %4835 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4834, i64 noundef 63)
  %4836 = load i64, ptr @h, align 8, !tbaa !11
  br label %4837

4837:                                             ; preds = %4831, %4828
  %4838 = phi i64 [ %4836, %4831 ], [ %4825, %4828 ]
  %4839 = add nuw nsw i64 %4814, 1
  %4840 = icmp eq i64 %4839, 41
  br i1 %4840, label %4841, label %4812, !llvm.loop !176

4841:                                             ; preds = %4837, %4866
  %4842 = phi i64 [ %4867, %4866 ], [ %4838, %4837 ]
  %4843 = phi i64 [ %4868, %4866 ], [ 0, %4837 ]
  %4844 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4843
  %4845 = load volatile i64, ptr %4844, align 8, !tbaa !11
  %4846 = trunc i64 %4845 to i32
  %4847 = lshr i32 %4846, 6
  %4848 = zext nneg i32 %4847 to i64
  %4849 = xor i64 %4842, %4848
  %4850 = mul i64 %4849, 1099511628211
  %4851 = and i64 %4845, 63
  %4852 = xor i64 %4850, %4851
  %4853 = mul i64 %4852, 1099511628211
  store i64 %4853, ptr @h, align 8, !tbaa !11
  %4854 = tail call fastcc i32 @u32_var_div(i32 noundef %4846, i32 noundef 64)
  %4855 = icmp eq i32 %4847, %4854
  br i1 %4855, label %4856, label %4860

4856:                                             ; preds = %4841
  %4857 = and i32 %4846, 63
  %4858 = tail call fastcc i32 @u32_var_rem(i32 noundef %4846, i32 noundef 64)
  %4859 = icmp eq i32 %4857, %4858
  br i1 %4859, label %4866, label %4860

4860:                                             ; preds = %4856, %4841
  %4861 = load i32, ptr @bad, align 4, !tbaa !5
  %4862 = add nsw i32 %4861, 1
  store i32 %4862, ptr @bad, align 4, !tbaa !5
  %4863 = and i64 %4845, 4294967295
  %4864 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4863, i64 noundef 64)
  %4865 = load i64, ptr @h, align 8, !tbaa !11
  br label %4866

4866:                                             ; preds = %4860, %4856
  %4867 = phi i64 [ %4865, %4860 ], [ %4853, %4856 ]
  %4868 = add nuw nsw i64 %4843, 1
  %4869 = icmp eq i64 %4868, 41
  br i1 %4869, label %4870, label %4841, !llvm.loop !177

4870:                                             ; preds = %4866, %4895
  %4871 = phi i64 [ %4896, %4895 ], [ %4867, %4866 ]
  %4872 = phi i64 [ %4897, %4895 ], [ 0, %4866 ]
  %4873 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4872
  %4874 = load volatile i64, ptr %4873, align 8, !tbaa !11
  %4875 = trunc i64 %4874 to i32
  %4876 = udiv i32 %4875, 100
  %4877 = urem i32 %4875, 100
  %4878 = zext nneg i32 %4876 to i64
  %4879 = xor i64 %4871, %4878
  %4880 = mul i64 %4879, 1099511628211
  %4881 = zext nneg i32 %4877 to i64
  %4882 = xor i64 %4880, %4881
  %4883 = mul i64 %4882, 1099511628211
  store i64 %4883, ptr @h, align 8, !tbaa !11
  %4884 = tail call fastcc i32 @u32_var_div(i32 noundef %4875, i32 noundef 100)
  %4885 = icmp eq i32 %4876, %4884
  br i1 %4885, label %4886, label %4889

4886:                                             ; preds = %4870
  %4887 = tail call fastcc i32 @u32_var_rem(i32 noundef %4875, i32 noundef 100)
  %4888 = icmp eq i32 %4877, %4887
  br i1 %4888, label %4895, label %4889

4889:                                             ; preds = %4886, %4870
  %4890 = load i32, ptr @bad, align 4, !tbaa !5
  %4891 = add nsw i32 %4890, 1
  store i32 %4891, ptr @bad, align 4, !tbaa !5
  %4892 = and i64 %4874, 4294967295
  %4893 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4892, i64 noundef 100)
  %4894 = load i64, ptr @h, align 8, !tbaa !11
  br label %4895

4895:                                             ; preds = %4889, %4886
  %4896 = phi i64 [ %4894, %4889 ], [ %4883, %4886 ]
  %4897 = add nuw nsw i64 %4872, 1
  %4898 = icmp eq i64 %4897, 41
  br i1 %4898, label %4899, label %4870, !llvm.loop !178

4899:                                             ; preds = %4895, %4924
  %4900 = phi i64 [ %4925, %4924 ], [ %4896, %4895 ]
  %4901 = phi i64 [ %4926, %4924 ], [ 0, %4895 ]
  %4902 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4901
  %4903 = load volatile i64, ptr %4902, align 8, !tbaa !11
  %4904 = trunc i64 %4903 to i32
  %4905 = udiv i32 %4904, 127
  %4906 = urem i32 %4904, 127
  %4907 = zext nneg i32 %4905 to i64
  %4908 = xor i64 %4900, %4907
  %4909 = mul i64 %4908, 1099511628211
  %4910 = zext nneg i32 %4906 to i64
  %4911 = xor i64 %4909, %4910
  %4912 = mul i64 %4911, 1099511628211
  store i64 %4912, ptr @h, align 8, !tbaa !11
  %4913 = tail call fastcc i32 @u32_var_div(i32 noundef %4904, i32 noundef 127)
  %4914 = icmp eq i32 %4905, %4913
  br i1 %4914, label %4915, label %4918

4915:                                             ; preds = %4899
  %4916 = tail call fastcc i32 @u32_var_rem(i32 noundef %4904, i32 noundef 127)
  %4917 = icmp eq i32 %4906, %4916
  br i1 %4917, label %4924, label %4918

4918:                                             ; preds = %4915, %4899
  %4919 = load i32, ptr @bad, align 4, !tbaa !5
  %4920 = add nsw i32 %4919, 1
  store i32 %4920, ptr @bad, align 4, !tbaa !5
  %4921 = and i64 %4903, 4294967295
  %4922 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4921, i64 noundef 127)
  %4923 = load i64, ptr @h, align 8, !tbaa !11
  br label %4924

4924:                                             ; preds = %4918, %4915
  %4925 = phi i64 [ %4923, %4918 ], [ %4912, %4915 ]
  %4926 = add nuw nsw i64 %4901, 1
  %4927 = icmp eq i64 %4926, 41
  br i1 %4927, label %4928, label %4899, !llvm.loop !179

4928:                                             ; preds = %4924, %4955
  %4929 = phi i64 [ %4956, %4955 ], [ %4925, %4924 ]
  %4930 = phi i64 [ %4957, %4955 ], [ 0, %4924 ]
  %4931 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4930
  %4932 = load volatile i64, ptr %4931, align 8, !tbaa !11
  %4933 = freeze i64 %4932
  %4934 = trunc i64 %4933 to i32
  %4935 = icmp eq i32 %4934, -1
  %4936 = zext i1 %4935 to i32
  %4937 = select i1 %4935, i32 0, i32 %4934
  %4938 = zext i1 %4935 to i64
  %4939 = xor i64 %4929, %4938
  %4940 = mul i64 %4939, 1099511628211
  %4941 = zext i32 %4937 to i64
  %4942 = xor i64 %4940, %4941
  %4943 = mul i64 %4942, 1099511628211
  store i64 %4943, ptr @h, align 8, !tbaa !11
  %4944 = tail call fastcc i32 @u32_var_div(i32 noundef %4934, i32 noundef -1)
  %4945 = icmp eq i32 %4944, %4936
  br i1 %4945, label %4946, label %4949

4946:                                             ; preds = %4928
  %4947 = tail call fastcc i32 @u32_var_rem(i32 noundef %4934, i32 noundef -1)
  %4948 = icmp eq i32 %4937, %4947
  br i1 %4948, label %4955, label %4949

4949:                                             ; preds = %4946, %4928
  %4950 = load i32, ptr @bad, align 4, !tbaa !5
  %4951 = add nsw i32 %4950, 1
  store i32 %4951, ptr @bad, align 4, !tbaa !5
  %4952 = and i64 %4933, 4294967295
  %4953 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4952, i64 noundef 4294967295)
  %4954 = load i64, ptr @h, align 8, !tbaa !11
  br label %4955

4955:                                             ; preds = %4949, %4946
  %4956 = phi i64 [ %4954, %4949 ], [ %4943, %4946 ]
  %4957 = add nuw nsw i64 %4930, 1
  %4958 = icmp eq i64 %4957, 41
  br i1 %4958, label %4959, label %4928, !llvm.loop !180

4959:                                             ; preds = %4955, %4988
  %4960 = phi i64 [ %4989, %4988 ], [ %4956, %4955 ]
  %4961 = phi i64 [ %4990, %4988 ], [ 0, %4955 ]
  %4962 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4961
  %4963 = load volatile i64, ptr %4962, align 8, !tbaa !11
  %4964 = freeze i64 %4963
  %4965 = trunc i64 %4964 to i32
  %4966 = icmp ugt i32 %4965, -2147483648
  %4967 = zext i1 %4966 to i32
  %4968 = icmp ult i32 %4965, -2147483647
  %4969 = add nsw i32 %4965, 2147483647
  %4970 = select i1 %4968, i32 %4965, i32 %4969
  %4971 = zext i1 %4966 to i64
  %4972 = xor i64 %4960, %4971
  %4973 = mul i64 %4972, 1099511628211
  %4974 = zext i32 %4970 to i64
  %4975 = xor i64 %4973, %4974
  %4976 = mul i64 %4975, 1099511628211
  store i64 %4976, ptr @h, align 8, !tbaa !11
  %4977 = tail call fastcc i32 @u32_var_div(i32 noundef %4965, i32 noundef -2147483647)
  %4978 = icmp eq i32 %4977, %4967
  br i1 %4978, label %4979, label %4982

4979:                                             ; preds = %4959
  %4980 = tail call fastcc i32 @u32_var_rem(i32 noundef %4965, i32 noundef -2147483647)
  %4981 = icmp eq i32 %4970, %4980
  br i1 %4981, label %4988, label %4982

4982:                                             ; preds = %4979, %4959
  %4983 = load i32, ptr @bad, align 4, !tbaa !5
  %4984 = add nsw i32 %4983, 1
  store i32 %4984, ptr @bad, align 4, !tbaa !5
  %4985 = and i64 %4964, 4294967295
  %4986 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %4985, i64 noundef 2147483649)
  %4987 = load i64, ptr @h, align 8, !tbaa !11
  br label %4988

4988:                                             ; preds = %4982, %4979
  %4989 = phi i64 [ %4987, %4982 ], [ %4976, %4979 ]
  %4990 = add nuw nsw i64 %4961, 1
  %4991 = icmp eq i64 %4990, 41
  br i1 %4991, label %4992, label %4959, !llvm.loop !181

4992:                                             ; preds = %4988, %5017
  %4993 = phi i64 [ %5018, %5017 ], [ %4989, %4988 ]
  %4994 = phi i64 [ %5019, %5017 ], [ 0, %4988 ]
  %4995 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %4994
  %4996 = load volatile i64, ptr %4995, align 8, !tbaa !11
  %4997 = trunc i64 %4996 to i32
  %4998 = udiv i32 %4997, 1000000007
  %4999 = urem i32 %4997, 1000000007
  %5000 = zext nneg i32 %4998 to i64
  %5001 = xor i64 %4993, %5000
  %5002 = mul i64 %5001, 1099511628211
  %5003 = zext nneg i32 %4999 to i64
  %5004 = xor i64 %5002, %5003
  %5005 = mul i64 %5004, 1099511628211
  store i64 %5005, ptr @h, align 8, !tbaa !11
  %5006 = tail call fastcc i32 @u32_var_div(i32 noundef %4997, i32 noundef 1000000007)
  %5007 = icmp eq i32 %4998, %5006
  br i1 %5007, label %5008, label %5011

5008:                                             ; preds = %4992
  %5009 = tail call fastcc i32 @u32_var_rem(i32 noundef %4997, i32 noundef 1000000007)
  %5010 = icmp eq i32 %4999, %5009
  br i1 %5010, label %5017, label %5011

5011:                                             ; preds = %5008, %4992
  %5012 = load i32, ptr @bad, align 4, !tbaa !5
  %5013 = add nsw i32 %5012, 1
  store i32 %5013, ptr @bad, align 4, !tbaa !5
  %5014 = and i64 %4996, 4294967295
  %5015 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.5, i64 noundef %5014, i64 noundef 1000000007)
  %5016 = load i64, ptr @h, align 8, !tbaa !11
  br label %5017

5017:                                             ; preds = %5011, %5008
  %5018 = phi i64 [ %5016, %5011 ], [ %5005, %5008 ]
  %5019 = add nuw nsw i64 %4994, 1
  %5020 = icmp eq i64 %5019, 41
  br i1 %5020, label %6474, label %4992, !llvm.loop !182

5021:                                             ; preds = %26, %5038
  %5022 = phi i64 [ %5039, %5038 ], [ 1469598103934665603, %26 ]
  %5023 = phi i64 [ %5040, %5038 ], [ 0, %26 ]
  %5024 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5023
  %5025 = load volatile i64, ptr %5024, align 8, !tbaa !11
  %5026 = xor i64 %5022, %5025
  %5027 = mul i64 %5026, 956575116354345
  store i64 %5027, ptr @h, align 8, !tbaa !11
  %5028 = tail call fastcc i64 @i64_var_div(i64 noundef %5025, i64 noundef 1)
  %5029 = icmp eq i64 %5025, %5028
  br i1 %5029, label %5030, label %5033

5030:                                             ; preds = %5021
  %5031 = tail call fastcc i64 @i64_var_rem(i64 noundef %5025, i64 noundef 1)
  %5032 = icmp eq i64 %5031, 0
  br i1 %5032, label %5038, label %5033

5033:                                             ; preds = %5030, %5021
  %5034 = load i32, ptr @bad, align 4, !tbaa !5
  %5035 = add nsw i32 %5034, 1
  store i32 %5035, ptr @bad, align 4, !tbaa !5
  %5036 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5025, i64 noundef 1)
  %5037 = load i64, ptr @h, align 8, !tbaa !11
  br label %5038

5038:                                             ; preds = %5033, %5030
  %5039 = phi i64 [ %5037, %5033 ], [ %5027, %5030 ]
  %5040 = add nuw nsw i64 %5023, 1
  %5041 = icmp eq i64 %5040, 41
  br i1 %5041, label %5042, label %5021, !llvm.loop !183

5042:                                             ; preds = %5038, %5063
  %5043 = phi i64 [ %5064, %5063 ], [ %5039, %5038 ]
  %5044 = phi i64 [ %5065, %5063 ], [ 0, %5038 ]
  %5045 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5044
  %5046 = load volatile i64, ptr %5045, align 8, !tbaa !11
  %5047 = sdiv i64 %5046, 2
  %5048 = srem i64 %5046, 2
  %5049 = xor i64 %5043, %5047
  %5050 = mul i64 %5049, 1099511628211
  %5051 = xor i64 %5050, %5048
  %5052 = mul i64 %5051, 1099511628211
  store i64 %5052, ptr @h, align 8, !tbaa !11
  %5053 = tail call fastcc i64 @i64_var_div(i64 noundef %5046, i64 noundef 2)
  %5054 = icmp eq i64 %5047, %5053
  br i1 %5054, label %5055, label %5058

5055:                                             ; preds = %5042
  %5056 = tail call fastcc i64 @i64_var_rem(i64 noundef %5046, i64 noundef 2)
  %5057 = icmp eq i64 %5048, %5056
  br i1 %5057, label %5063, label %5058

5058:                                             ; preds = %5055, %5042
  %5059 = load i32, ptr @bad, align 4, !tbaa !5
  %5060 = add nsw i32 %5059, 1
  store i32 %5060, ptr @bad, align 4, !tbaa !5
  %5061 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5046, i64 noundef 2)
  %5062 = load i64, ptr @h, align 8, !tbaa !11
  br label %5063

5063:                                             ; preds = %5058, %5055
  %5064 = phi i64 [ %5062, %5058 ], [ %5052, %5055 ]
  %5065 = add nuw nsw i64 %5044, 1
  %5066 = icmp eq i64 %5065, 41
  br i1 %5066, label %5067, label %5042, !llvm.loop !184

5067:                                             ; preds = %5063, %5088
  %5068 = phi i64 [ %5089, %5088 ], [ %5064, %5063 ]
  %5069 = phi i64 [ %5090, %5088 ], [ 0, %5063 ]
  %5070 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5069
  %5071 = load volatile i64, ptr %5070, align 8, !tbaa !11
  %5072 = sdiv i64 %5071, 3
  %5073 = srem i64 %5071, 3
  %5074 = xor i64 %5068, %5072
  %5075 = mul i64 %5074, 1099511628211
  %5076 = xor i64 %5075, %5073
  %5077 = mul i64 %5076, 1099511628211
  store i64 %5077, ptr @h, align 8, !tbaa !11
  %5078 = tail call fastcc i64 @i64_var_div(i64 noundef %5071, i64 noundef 3)
  %5079 = icmp eq i64 %5072, %5078
  br i1 %5079, label %5080, label %5083

5080:                                             ; preds = %5067
  %5081 = tail call fastcc i64 @i64_var_rem(i64 noundef %5071, i64 noundef 3)
  %5082 = icmp eq i64 %5073, %5081
  br i1 %5082, label %5088, label %5083

5083:                                             ; preds = %5080, %5067
  %5084 = load i32, ptr @bad, align 4, !tbaa !5
  %5085 = add nsw i32 %5084, 1
  store i32 %5085, ptr @bad, align 4, !tbaa !5
  %5086 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5071, i64 noundef 3)
  %5087 = load i64, ptr @h, align 8, !tbaa !11
  br label %5088

5088:                                             ; preds = %5083, %5080
  %5089 = phi i64 [ %5087, %5083 ], [ %5077, %5080 ]
  %5090 = add nuw nsw i64 %5069, 1
  %5091 = icmp eq i64 %5090, 41
  br i1 %5091, label %5092, label %5067, !llvm.loop !185

5092:                                             ; preds = %5088, %5113
  %5093 = phi i64 [ %5114, %5113 ], [ %5089, %5088 ]
  %5094 = phi i64 [ %5115, %5113 ], [ 0, %5088 ]
  %5095 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5094
  %5096 = load volatile i64, ptr %5095, align 8, !tbaa !11
  %5097 = sdiv i64 %5096, 5
  %5098 = srem i64 %5096, 5
  %5099 = xor i64 %5093, %5097
  %5100 = mul i64 %5099, 1099511628211
  %5101 = xor i64 %5100, %5098
  %5102 = mul i64 %5101, 1099511628211
  store i64 %5102, ptr @h, align 8, !tbaa !11
  %5103 = tail call fastcc i64 @i64_var_div(i64 noundef %5096, i64 noundef 5)
  %5104 = icmp eq i64 %5097, %5103
  br i1 %5104, label %5105, label %5108

5105:                                             ; preds = %5092
  %5106 = tail call fastcc i64 @i64_var_rem(i64 noundef %5096, i64 noundef 5)
  %5107 = icmp eq i64 %5098, %5106
  br i1 %5107, label %5113, label %5108

5108:                                             ; preds = %5105, %5092
  %5109 = load i32, ptr @bad, align 4, !tbaa !5
  %5110 = add nsw i32 %5109, 1
  store i32 %5110, ptr @bad, align 4, !tbaa !5
  %5111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5096, i64 noundef 5)
  %5112 = load i64, ptr @h, align 8, !tbaa !11
  br label %5113

5113:                                             ; preds = %5108, %5105
  %5114 = phi i64 [ %5112, %5108 ], [ %5102, %5105 ]
  %5115 = add nuw nsw i64 %5094, 1
  %5116 = icmp eq i64 %5115, 41
  br i1 %5116, label %5117, label %5092, !llvm.loop !186

5117:                                             ; preds = %5113, %5138
  %5118 = phi i64 [ %5139, %5138 ], [ %5114, %5113 ]
  %5119 = phi i64 [ %5140, %5138 ], [ 0, %5113 ]
  %5120 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5119
  %5121 = load volatile i64, ptr %5120, align 8, !tbaa !11
  %5122 = sdiv i64 %5121, 6
  %5123 = srem i64 %5121, 6
  %5124 = xor i64 %5118, %5122
  %5125 = mul i64 %5124, 1099511628211
  %5126 = xor i64 %5125, %5123
  %5127 = mul i64 %5126, 1099511628211
  store i64 %5127, ptr @h, align 8, !tbaa !11
  %5128 = tail call fastcc i64 @i64_var_div(i64 noundef %5121, i64 noundef 6)
  %5129 = icmp eq i64 %5122, %5128
  br i1 %5129, label %5130, label %5133

5130:                                             ; preds = %5117
  %5131 = tail call fastcc i64 @i64_var_rem(i64 noundef %5121, i64 noundef 6)
  %5132 = icmp eq i64 %5123, %5131
  br i1 %5132, label %5138, label %5133

5133:                                             ; preds = %5130, %5117
  %5134 = load i32, ptr @bad, align 4, !tbaa !5
  %5135 = add nsw i32 %5134, 1
  store i32 %5135, ptr @bad, align 4, !tbaa !5
  %5136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5121, i64 noundef 6)
  %5137 = load i64, ptr @h, align 8, !tbaa !11
  br label %5138

5138:                                             ; preds = %5133, %5130
  %5139 = phi i64 [ %5137, %5133 ], [ %5127, %5130 ]
  %5140 = add nuw nsw i64 %5119, 1
  %5141 = icmp eq i64 %5140, 41
  br i1 %5141, label %5142, label %5117, !llvm.loop !187

5142:                                             ; preds = %5138, %5163
  %5143 = phi i64 [ %5164, %5163 ], [ %5139, %5138 ]
  %5144 = phi i64 [ %5165, %5163 ], [ 0, %5138 ]
  %5145 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5144
  %5146 = load volatile i64, ptr %5145, align 8, !tbaa !11
  %5147 = sdiv i64 %5146, 7
  %5148 = srem i64 %5146, 7
  %5149 = xor i64 %5143, %5147
  %5150 = mul i64 %5149, 1099511628211
  %5151 = xor i64 %5150, %5148
  %5152 = mul i64 %5151, 1099511628211
  store i64 %5152, ptr @h, align 8, !tbaa !11
  %5153 = tail call fastcc i64 @i64_var_div(i64 noundef %5146, i64 noundef 7)
  %5154 = icmp eq i64 %5147, %5153
  br i1 %5154, label %5155, label %5158

5155:                                             ; preds = %5142
  %5156 = tail call fastcc i64 @i64_var_rem(i64 noundef %5146, i64 noundef 7)
  %5157 = icmp eq i64 %5148, %5156
  br i1 %5157, label %5163, label %5158

5158:                                             ; preds = %5155, %5142
  %5159 = load i32, ptr @bad, align 4, !tbaa !5
  %5160 = add nsw i32 %5159, 1
  store i32 %5160, ptr @bad, align 4, !tbaa !5
  %5161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5146, i64 noundef 7)
  %5162 = load i64, ptr @h, align 8, !tbaa !11
  br label %5163

5163:                                             ; preds = %5158, %5155
  %5164 = phi i64 [ %5162, %5158 ], [ %5152, %5155 ]
  %5165 = add nuw nsw i64 %5144, 1
  %5166 = icmp eq i64 %5165, 41
  br i1 %5166, label %5167, label %5142, !llvm.loop !188

5167:                                             ; preds = %5163, %5188
  %5168 = phi i64 [ %5189, %5188 ], [ %5164, %5163 ]
  %5169 = phi i64 [ %5190, %5188 ], [ 0, %5163 ]
  %5170 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5169
  %5171 = load volatile i64, ptr %5170, align 8, !tbaa !11
  %5172 = sdiv i64 %5171, 9
  %5173 = srem i64 %5171, 9
  %5174 = xor i64 %5168, %5172
  %5175 = mul i64 %5174, 1099511628211
  %5176 = xor i64 %5175, %5173
  %5177 = mul i64 %5176, 1099511628211
  store i64 %5177, ptr @h, align 8, !tbaa !11
  %5178 = tail call fastcc i64 @i64_var_div(i64 noundef %5171, i64 noundef 9)
  %5179 = icmp eq i64 %5172, %5178
  br i1 %5179, label %5180, label %5183

5180:                                             ; preds = %5167
  %5181 = tail call fastcc i64 @i64_var_rem(i64 noundef %5171, i64 noundef 9)
  %5182 = icmp eq i64 %5173, %5181
  br i1 %5182, label %5188, label %5183

5183:                                             ; preds = %5180, %5167
  %5184 = load i32, ptr @bad, align 4, !tbaa !5
  %5185 = add nsw i32 %5184, 1
  store i32 %5185, ptr @bad, align 4, !tbaa !5
  %5186 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5171, i64 noundef 9)
  %5187 = load i64, ptr @h, align 8, !tbaa !11
  br label %5188

5188:                                             ; preds = %5183, %5180
  %5189 = phi i64 [ %5187, %5183 ], [ %5177, %5180 ]
  %5190 = add nuw nsw i64 %5169, 1
  %5191 = icmp eq i64 %5190, 41
  br i1 %5191, label %5192, label %5167, !llvm.loop !189

5192:                                             ; preds = %5188, %5213
  %5193 = phi i64 [ %5214, %5213 ], [ %5189, %5188 ]
  %5194 = phi i64 [ %5215, %5213 ], [ 0, %5188 ]
  %5195 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5194
  %5196 = load volatile i64, ptr %5195, align 8, !tbaa !11
  %5197 = sdiv i64 %5196, 10
  %5198 = srem i64 %5196, 10
  %5199 = xor i64 %5193, %5197
  %5200 = mul i64 %5199, 1099511628211
  %5201 = xor i64 %5200, %5198
  %5202 = mul i64 %5201, 1099511628211
  store i64 %5202, ptr @h, align 8, !tbaa !11
  %5203 = tail call fastcc i64 @i64_var_div(i64 noundef %5196, i64 noundef 10)
  %5204 = icmp eq i64 %5197, %5203
  br i1 %5204, label %5205, label %5208

5205:                                             ; preds = %5192
  %5206 = tail call fastcc i64 @i64_var_rem(i64 noundef %5196, i64 noundef 10)
  %5207 = icmp eq i64 %5198, %5206
  br i1 %5207, label %5213, label %5208

5208:                                             ; preds = %5205, %5192
  %5209 = load i32, ptr @bad, align 4, !tbaa !5
  %5210 = add nsw i32 %5209, 1
  store i32 %5210, ptr @bad, align 4, !tbaa !5
  %5211 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5196, i64 noundef 10)
  %5212 = load i64, ptr @h, align 8, !tbaa !11
  br label %5213

5213:                                             ; preds = %5208, %5205
  %5214 = phi i64 [ %5212, %5208 ], [ %5202, %5205 ]
  %5215 = add nuw nsw i64 %5194, 1
  %5216 = icmp eq i64 %5215, 41
  br i1 %5216, label %5217, label %5192, !llvm.loop !190

5217:                                             ; preds = %5213, %5238
  %5218 = phi i64 [ %5239, %5238 ], [ %5214, %5213 ]
  %5219 = phi i64 [ %5240, %5238 ], [ 0, %5213 ]
  %5220 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5219
  %5221 = load volatile i64, ptr %5220, align 8, !tbaa !11
  %5222 = sdiv i64 %5221, 11
  %5223 = srem i64 %5221, 11
  %5224 = xor i64 %5218, %5222
  %5225 = mul i64 %5224, 1099511628211
  %5226 = xor i64 %5225, %5223
  %5227 = mul i64 %5226, 1099511628211
  store i64 %5227, ptr @h, align 8, !tbaa !11
  %5228 = tail call fastcc i64 @i64_var_div(i64 noundef %5221, i64 noundef 11)
  %5229 = icmp eq i64 %5222, %5228
  br i1 %5229, label %5230, label %5233

5230:                                             ; preds = %5217
  %5231 = tail call fastcc i64 @i64_var_rem(i64 noundef %5221, i64 noundef 11)
  %5232 = icmp eq i64 %5223, %5231
  br i1 %5232, label %5238, label %5233

5233:                                             ; preds = %5230, %5217
  %5234 = load i32, ptr @bad, align 4, !tbaa !5
  %5235 = add nsw i32 %5234, 1
  store i32 %5235, ptr @bad, align 4, !tbaa !5
  %5236 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5221, i64 noundef 11)
  %5237 = load i64, ptr @h, align 8, !tbaa !11
  br label %5238

5238:                                             ; preds = %5233, %5230
  %5239 = phi i64 [ %5237, %5233 ], [ %5227, %5230 ]
  %5240 = add nuw nsw i64 %5219, 1
  %5241 = icmp eq i64 %5240, 41
  br i1 %5241, label %5242, label %5217, !llvm.loop !191

5242:                                             ; preds = %5238, %5263
  %5243 = phi i64 [ %5264, %5263 ], [ %5239, %5238 ]
  %5244 = phi i64 [ %5265, %5263 ], [ 0, %5238 ]
  %5245 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5244
  %5246 = load volatile i64, ptr %5245, align 8, !tbaa !11
  %5247 = sdiv i64 %5246, 12
  %5248 = srem i64 %5246, 12
  %5249 = xor i64 %5243, %5247
  %5250 = mul i64 %5249, 1099511628211
  %5251 = xor i64 %5250, %5248
  %5252 = mul i64 %5251, 1099511628211
  store i64 %5252, ptr @h, align 8, !tbaa !11
  %5253 = tail call fastcc i64 @i64_var_div(i64 noundef %5246, i64 noundef 12)
  %5254 = icmp eq i64 %5247, %5253
  br i1 %5254, label %5255, label %5258

5255:                                             ; preds = %5242
  %5256 = tail call fastcc i64 @i64_var_rem(i64 noundef %5246, i64 noundef 12)
  %5257 = icmp eq i64 %5248, %5256
  br i1 %5257, label %5263, label %5258

5258:                                             ; preds = %5255, %5242
  %5259 = load i32, ptr @bad, align 4, !tbaa !5
  %5260 = add nsw i32 %5259, 1
  store i32 %5260, ptr @bad, align 4, !tbaa !5
  %5261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5246, i64 noundef 12)
  %5262 = load i64, ptr @h, align 8, !tbaa !11
  br label %5263

5263:                                             ; preds = %5258, %5255
  %5264 = phi i64 [ %5262, %5258 ], [ %5252, %5255 ]
  %5265 = add nuw nsw i64 %5244, 1
  %5266 = icmp eq i64 %5265, 41
  br i1 %5266, label %5267, label %5242, !llvm.loop !192

5267:                                             ; preds = %5263, %5288
  %5268 = phi i64 [ %5289, %5288 ], [ %5264, %5263 ]
  %5269 = phi i64 [ %5290, %5288 ], [ 0, %5263 ]
  %5270 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5269
  %5271 = load volatile i64, ptr %5270, align 8, !tbaa !11
  %5272 = sdiv i64 %5271, 13
  %5273 = srem i64 %5271, 13
  %5274 = xor i64 %5268, %5272
  %5275 = mul i64 %5274, 1099511628211
  %5276 = xor i64 %5275, %5273
  %5277 = mul i64 %5276, 1099511628211
  store i64 %5277, ptr @h, align 8, !tbaa !11
  %5278 = tail call fastcc i64 @i64_var_div(i64 noundef %5271, i64 noundef 13)
  %5279 = icmp eq i64 %5272, %5278
  br i1 %5279, label %5280, label %5283

5280:                                             ; preds = %5267
  %5281 = tail call fastcc i64 @i64_var_rem(i64 noundef %5271, i64 noundef 13)
  %5282 = icmp eq i64 %5273, %5281
  br i1 %5282, label %5288, label %5283

5283:                                             ; preds = %5280, %5267
  %5284 = load i32, ptr @bad, align 4, !tbaa !5
  %5285 = add nsw i32 %5284, 1
  store i32 %5285, ptr @bad, align 4, !tbaa !5
  %5286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5271, i64 noundef 13)
  %5287 = load i64, ptr @h, align 8, !tbaa !11
  br label %5288

5288:                                             ; preds = %5283, %5280
  %5289 = phi i64 [ %5287, %5283 ], [ %5277, %5280 ]
  %5290 = add nuw nsw i64 %5269, 1
  %5291 = icmp eq i64 %5290, 41
  br i1 %5291, label %5292, label %5267, !llvm.loop !193

5292:                                             ; preds = %5288, %5313
  %5293 = phi i64 [ %5314, %5313 ], [ %5289, %5288 ]
  %5294 = phi i64 [ %5315, %5313 ], [ 0, %5288 ]
  %5295 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5294
  %5296 = load volatile i64, ptr %5295, align 8, !tbaa !11
  %5297 = sdiv i64 %5296, 14
  %5298 = srem i64 %5296, 14
  %5299 = xor i64 %5293, %5297
  %5300 = mul i64 %5299, 1099511628211
  %5301 = xor i64 %5300, %5298
  %5302 = mul i64 %5301, 1099511628211
  store i64 %5302, ptr @h, align 8, !tbaa !11
  %5303 = tail call fastcc i64 @i64_var_div(i64 noundef %5296, i64 noundef 14)
  %5304 = icmp eq i64 %5297, %5303
  br i1 %5304, label %5305, label %5308

5305:                                             ; preds = %5292
  %5306 = tail call fastcc i64 @i64_var_rem(i64 noundef %5296, i64 noundef 14)
  %5307 = icmp eq i64 %5298, %5306
  br i1 %5307, label %5313, label %5308

5308:                                             ; preds = %5305, %5292
  %5309 = load i32, ptr @bad, align 4, !tbaa !5
  %5310 = add nsw i32 %5309, 1
  store i32 %5310, ptr @bad, align 4, !tbaa !5
  %5311 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5296, i64 noundef 14)
  %5312 = load i64, ptr @h, align 8, !tbaa !11
  br label %5313

5313:                                             ; preds = %5308, %5305
  %5314 = phi i64 [ %5312, %5308 ], [ %5302, %5305 ]
  %5315 = add nuw nsw i64 %5294, 1
  %5316 = icmp eq i64 %5315, 41
  br i1 %5316, label %5317, label %5292, !llvm.loop !194

5317:                                             ; preds = %5313, %5338
  %5318 = phi i64 [ %5339, %5338 ], [ %5314, %5313 ]
  %5319 = phi i64 [ %5340, %5338 ], [ 0, %5313 ]
  %5320 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5319
  %5321 = load volatile i64, ptr %5320, align 8, !tbaa !11
  %5322 = sdiv i64 %5321, 15
  %5323 = srem i64 %5321, 15
  %5324 = xor i64 %5318, %5322
  %5325 = mul i64 %5324, 1099511628211
  %5326 = xor i64 %5325, %5323
  %5327 = mul i64 %5326, 1099511628211
  store i64 %5327, ptr @h, align 8, !tbaa !11
  %5328 = tail call fastcc i64 @i64_var_div(i64 noundef %5321, i64 noundef 15)
  %5329 = icmp eq i64 %5322, %5328
  br i1 %5329, label %5330, label %5333

5330:                                             ; preds = %5317
  %5331 = tail call fastcc i64 @i64_var_rem(i64 noundef %5321, i64 noundef 15)
  %5332 = icmp eq i64 %5323, %5331
  br i1 %5332, label %5338, label %5333

5333:                                             ; preds = %5330, %5317
  %5334 = load i32, ptr @bad, align 4, !tbaa !5
  %5335 = add nsw i32 %5334, 1
  store i32 %5335, ptr @bad, align 4, !tbaa !5
  %5336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5321, i64 noundef 15)
  %5337 = load i64, ptr @h, align 8, !tbaa !11
  br label %5338

5338:                                             ; preds = %5333, %5330
  %5339 = phi i64 [ %5337, %5333 ], [ %5327, %5330 ]
  %5340 = add nuw nsw i64 %5319, 1
  %5341 = icmp eq i64 %5340, 41
  br i1 %5341, label %5342, label %5317, !llvm.loop !195

5342:                                             ; preds = %5338, %5363
  %5343 = phi i64 [ %5364, %5363 ], [ %5339, %5338 ]
  %5344 = phi i64 [ %5365, %5363 ], [ 0, %5338 ]
  %5345 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5344
  %5346 = load volatile i64, ptr %5345, align 8, !tbaa !11
  %5347 = sdiv i64 %5346, 16
  %5348 = srem i64 %5346, 16
  %5349 = xor i64 %5343, %5347
  %5350 = mul i64 %5349, 1099511628211
  %5351 = xor i64 %5350, %5348
  %5352 = mul i64 %5351, 1099511628211
  store i64 %5352, ptr @h, align 8, !tbaa !11
  %5353 = tail call fastcc i64 @i64_var_div(i64 noundef %5346, i64 noundef 16)
  %5354 = icmp eq i64 %5347, %5353
  br i1 %5354, label %5355, label %5358

5355:                                             ; preds = %5342
  %5356 = tail call fastcc i64 @i64_var_rem(i64 noundef %5346, i64 noundef 16)
  %5357 = icmp eq i64 %5348, %5356
  br i1 %5357, label %5363, label %5358

5358:                                             ; preds = %5355, %5342
  %5359 = load i32, ptr @bad, align 4, !tbaa !5
  %5360 = add nsw i32 %5359, 1
  store i32 %5360, ptr @bad, align 4, !tbaa !5
  %5361 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5346, i64 noundef 16)
  %5362 = load i64, ptr @h, align 8, !tbaa !11
  br label %5363

5363:                                             ; preds = %5358, %5355
  %5364 = phi i64 [ %5362, %5358 ], [ %5352, %5355 ]
  %5365 = add nuw nsw i64 %5344, 1
  %5366 = icmp eq i64 %5365, 41
  br i1 %5366, label %5367, label %5342, !llvm.loop !196

5367:                                             ; preds = %5363, %5388
  %5368 = phi i64 [ %5389, %5388 ], [ %5364, %5363 ]
  %5369 = phi i64 [ %5390, %5388 ], [ 0, %5363 ]
  %5370 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5369
  %5371 = load volatile i64, ptr %5370, align 8, !tbaa !11
  %5372 = sdiv i64 %5371, 17
  %5373 = srem i64 %5371, 17
  %5374 = xor i64 %5368, %5372
  %5375 = mul i64 %5374, 1099511628211
  %5376 = xor i64 %5375, %5373
  %5377 = mul i64 %5376, 1099511628211
  store i64 %5377, ptr @h, align 8, !tbaa !11
  %5378 = tail call fastcc i64 @i64_var_div(i64 noundef %5371, i64 noundef 17)
  %5379 = icmp eq i64 %5372, %5378
  br i1 %5379, label %5380, label %5383

5380:                                             ; preds = %5367
  %5381 = tail call fastcc i64 @i64_var_rem(i64 noundef %5371, i64 noundef 17)
  %5382 = icmp eq i64 %5373, %5381
  br i1 %5382, label %5388, label %5383

5383:                                             ; preds = %5380, %5367
  %5384 = load i32, ptr @bad, align 4, !tbaa !5
  %5385 = add nsw i32 %5384, 1
  store i32 %5385, ptr @bad, align 4, !tbaa !5
  %5386 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5371, i64 noundef 17)
  %5387 = load i64, ptr @h, align 8, !tbaa !11
  br label %5388

5388:                                             ; preds = %5383, %5380
  %5389 = phi i64 [ %5387, %5383 ], [ %5377, %5380 ]
  %5390 = add nuw nsw i64 %5369, 1
  %5391 = icmp eq i64 %5390, 41
  br i1 %5391, label %5392, label %5367, !llvm.loop !197

5392:                                             ; preds = %5388, %5413
  %5393 = phi i64 [ %5414, %5413 ], [ %5389, %5388 ]
  %5394 = phi i64 [ %5415, %5413 ], [ 0, %5388 ]
  %5395 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5394
  %5396 = load volatile i64, ptr %5395, align 8, !tbaa !11
  %5397 = sdiv i64 %5396, 19
  %5398 = srem i64 %5396, 19
  %5399 = xor i64 %5393, %5397
  %5400 = mul i64 %5399, 1099511628211
  %5401 = xor i64 %5400, %5398
  %5402 = mul i64 %5401, 1099511628211
  store i64 %5402, ptr @h, align 8, !tbaa !11
  %5403 = tail call fastcc i64 @i64_var_div(i64 noundef %5396, i64 noundef 19)
  %5404 = icmp eq i64 %5397, %5403
  br i1 %5404, label %5405, label %5408

5405:                                             ; preds = %5392
  %5406 = tail call fastcc i64 @i64_var_rem(i64 noundef %5396, i64 noundef 19)
  %5407 = icmp eq i64 %5398, %5406
  br i1 %5407, label %5413, label %5408

5408:                                             ; preds = %5405, %5392
  %5409 = load i32, ptr @bad, align 4, !tbaa !5
  %5410 = add nsw i32 %5409, 1
  store i32 %5410, ptr @bad, align 4, !tbaa !5
  %5411 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5396, i64 noundef 19)
  %5412 = load i64, ptr @h, align 8, !tbaa !11
  br label %5413

5413:                                             ; preds = %5408, %5405
  %5414 = phi i64 [ %5412, %5408 ], [ %5402, %5405 ]
  %5415 = add nuw nsw i64 %5394, 1
  %5416 = icmp eq i64 %5415, 41
  br i1 %5416, label %5417, label %5392, !llvm.loop !198

5417:                                             ; preds = %5413, %5438
  %5418 = phi i64 [ %5439, %5438 ], [ %5414, %5413 ]
  %5419 = phi i64 [ %5440, %5438 ], [ 0, %5413 ]
  %5420 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5419
  %5421 = load volatile i64, ptr %5420, align 8, !tbaa !11
  %5422 = sdiv i64 %5421, 25
  %5423 = srem i64 %5421, 25
  %5424 = xor i64 %5418, %5422
  %5425 = mul i64 %5424, 1099511628211
  %5426 = xor i64 %5425, %5423
  %5427 = mul i64 %5426, 1099511628211
  store i64 %5427, ptr @h, align 8, !tbaa !11
  %5428 = tail call fastcc i64 @i64_var_div(i64 noundef %5421, i64 noundef 25)
  %5429 = icmp eq i64 %5422, %5428
  br i1 %5429, label %5430, label %5433

5430:                                             ; preds = %5417
  %5431 = tail call fastcc i64 @i64_var_rem(i64 noundef %5421, i64 noundef 25)
  %5432 = icmp eq i64 %5423, %5431
  br i1 %5432, label %5438, label %5433

5433:                                             ; preds = %5430, %5417
  %5434 = load i32, ptr @bad, align 4, !tbaa !5
  %5435 = add nsw i32 %5434, 1
  store i32 %5435, ptr @bad, align 4, !tbaa !5
  %5436 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5421, i64 noundef 25)
  %5437 = load i64, ptr @h, align 8, !tbaa !11
  br label %5438

5438:                                             ; preds = %5433, %5430
  %5439 = phi i64 [ %5437, %5433 ], [ %5427, %5430 ]
  %5440 = add nuw nsw i64 %5419, 1
  %5441 = icmp eq i64 %5440, 41
  br i1 %5441, label %5442, label %5417, !llvm.loop !199

5442:                                             ; preds = %5438, %5463
  %5443 = phi i64 [ %5464, %5463 ], [ %5439, %5438 ]
  %5444 = phi i64 [ %5465, %5463 ], [ 0, %5438 ]
  %5445 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5444
  %5446 = load volatile i64, ptr %5445, align 8, !tbaa !11
  %5447 = sdiv i64 %5446, 31
  %5448 = srem i64 %5446, 31
  %5449 = xor i64 %5443, %5447
  %5450 = mul i64 %5449, 1099511628211
  %5451 = xor i64 %5450, %5448
  %5452 = mul i64 %5451, 1099511628211
  store i64 %5452, ptr @h, align 8, !tbaa !11
  %5453 = tail call fastcc i64 @i64_var_div(i64 noundef %5446, i64 noundef 31)
  %5454 = icmp eq i64 %5447, %5453
  br i1 %5454, label %5455, label %5458

5455:                                             ; preds = %5442
  %5456 = tail call fastcc i64 @i64_var_rem(i64 noundef %5446, i64 noundef 31)
  %5457 = icmp eq i64 %5448, %5456
  br i1 %5457, label %5463, label %5458

5458:                                             ; preds = %5455, %5442
  %5459 = load i32, ptr @bad, align 4, !tbaa !5
  %5460 = add nsw i32 %5459, 1
  store i32 %5460, ptr @bad, align 4, !tbaa !5
  %5461 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5446, i64 noundef 31)
  %5462 = load i64, ptr @h, align 8, !tbaa !11
  br label %5463

5463:                                             ; preds = %5458, %5455
  %5464 = phi i64 [ %5462, %5458 ], [ %5452, %5455 ]
  %5465 = add nuw nsw i64 %5444, 1
  %5466 = icmp eq i64 %5465, 41
  br i1 %5466, label %5467, label %5442, !llvm.loop !200

5467:                                             ; preds = %5463, %5488
  %5468 = phi i64 [ %5489, %5488 ], [ %5464, %5463 ]
  %5469 = phi i64 [ %5490, %5488 ], [ 0, %5463 ]
  %5470 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5469
  %5471 = load volatile i64, ptr %5470, align 8, !tbaa !11
  %5472 = sdiv i64 %5471, 32
  %5473 = srem i64 %5471, 32
  %5474 = xor i64 %5468, %5472
  %5475 = mul i64 %5474, 1099511628211
  %5476 = xor i64 %5475, %5473
  %5477 = mul i64 %5476, 1099511628211
  store i64 %5477, ptr @h, align 8, !tbaa !11
  %5478 = tail call fastcc i64 @i64_var_div(i64 noundef %5471, i64 noundef 32)
  %5479 = icmp eq i64 %5472, %5478
  br i1 %5479, label %5480, label %5483

5480:                                             ; preds = %5467
  %5481 = tail call fastcc i64 @i64_var_rem(i64 noundef %5471, i64 noundef 32)
  %5482 = icmp eq i64 %5473, %5481
  br i1 %5482, label %5488, label %5483

5483:                                             ; preds = %5480, %5467
  %5484 = load i32, ptr @bad, align 4, !tbaa !5
  %5485 = add nsw i32 %5484, 1
  store i32 %5485, ptr @bad, align 4, !tbaa !5
  %5486 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5471, i64 noundef 32)
  %5487 = load i64, ptr @h, align 8, !tbaa !11
  br label %5488

5488:                                             ; preds = %5483, %5480
  %5489 = phi i64 [ %5487, %5483 ], [ %5477, %5480 ]
  %5490 = add nuw nsw i64 %5469, 1
  %5491 = icmp eq i64 %5490, 41
  br i1 %5491, label %5492, label %5467, !llvm.loop !201

5492:                                             ; preds = %5488, %5513
  %5493 = phi i64 [ %5514, %5513 ], [ %5489, %5488 ]
  %5494 = phi i64 [ %5515, %5513 ], [ 0, %5488 ]
  %5495 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5494
  %5496 = load volatile i64, ptr %5495, align 8, !tbaa !11
  %5497 = sdiv i64 %5496, 37
  %5498 = srem i64 %5496, 37
  %5499 = xor i64 %5493, %5497
  %5500 = mul i64 %5499, 1099511628211
  %5501 = xor i64 %5500, %5498
  %5502 = mul i64 %5501, 1099511628211
  store i64 %5502, ptr @h, align 8, !tbaa !11
  %5503 = tail call fastcc i64 @i64_var_div(i64 noundef %5496, i64 noundef 37)
  %5504 = icmp eq i64 %5497, %5503
  br i1 %5504, label %5505, label %5508

5505:                                             ; preds = %5492
  %5506 = tail call fastcc i64 @i64_var_rem(i64 noundef %5496, i64 noundef 37)
  %5507 = icmp eq i64 %5498, %5506
  br i1 %5507, label %5513, label %5508

5508:                                             ; preds = %5505, %5492
  %5509 = load i32, ptr @bad, align 4, !tbaa !5
  %5510 = add nsw i32 %5509, 1
  store i32 %5510, ptr @bad, align 4, !tbaa !5
  %5511 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5496, i64 noundef 37)
  %5512 = load i64, ptr @h, align 8, !tbaa !11
  br label %5513

5513:                                             ; preds = %5508, %5505
  %5514 = phi i64 [ %5512, %5508 ], [ %5502, %5505 ]
  %5515 = add nuw nsw i64 %5494, 1
  %5516 = icmp eq i64 %5515, 41
  br i1 %5516, label %5517, label %5492, !llvm.loop !202

5517:                                             ; preds = %5513, %5538
  %5518 = phi i64 [ %5539, %5538 ], [ %5514, %5513 ]
  %5519 = phi i64 [ %5540, %5538 ], [ 0, %5513 ]
  %5520 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5519
  %5521 = load volatile i64, ptr %5520, align 8, !tbaa !11
  %5522 = sdiv i64 %5521, 41
  %5523 = srem i64 %5521, 41
  %5524 = xor i64 %5518, %5522
  %5525 = mul i64 %5524, 1099511628211
  %5526 = xor i64 %5525, %5523
  %5527 = mul i64 %5526, 1099511628211
  store i64 %5527, ptr @h, align 8, !tbaa !11
  %5528 = tail call fastcc i64 @i64_var_div(i64 noundef %5521, i64 noundef 41)
  %5529 = icmp eq i64 %5522, %5528
  br i1 %5529, label %5530, label %5533

5530:                                             ; preds = %5517
  %5531 = tail call fastcc i64 @i64_var_rem(i64 noundef %5521, i64 noundef 41)
  %5532 = icmp eq i64 %5523, %5531
  br i1 %5532, label %5538, label %5533

5533:                                             ; preds = %5530, %5517
  %5534 = load i32, ptr @bad, align 4, !tbaa !5
  %5535 = add nsw i32 %5534, 1
  store i32 %5535, ptr @bad, align 4, !tbaa !5
  %5536 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5521, i64 noundef 41)
  %5537 = load i64, ptr @h, align 8, !tbaa !11
  br label %5538

5538:                                             ; preds = %5533, %5530
  %5539 = phi i64 [ %5537, %5533 ], [ %5527, %5530 ]
  %5540 = add nuw nsw i64 %5519, 1
  %5541 = icmp eq i64 %5540, 41
  br i1 %5541, label %5542, label %5517, !llvm.loop !203

5542:                                             ; preds = %5538, %5563
  %5543 = phi i64 [ %5564, %5563 ], [ %5539, %5538 ]
  %5544 = phi i64 [ %5565, %5563 ], [ 0, %5538 ]
  %5545 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5544
  %5546 = load volatile i64, ptr %5545, align 8, !tbaa !11
  %5547 = sdiv i64 %5546, 60
  %5548 = srem i64 %5546, 60
  %5549 = xor i64 %5543, %5547
  %5550 = mul i64 %5549, 1099511628211
  %5551 = xor i64 %5550, %5548
  %5552 = mul i64 %5551, 1099511628211
  store i64 %5552, ptr @h, align 8, !tbaa !11
  %5553 = tail call fastcc i64 @i64_var_div(i64 noundef %5546, i64 noundef 60)
  %5554 = icmp eq i64 %5547, %5553
  br i1 %5554, label %5555, label %5558

5555:                                             ; preds = %5542
  %5556 = tail call fastcc i64 @i64_var_rem(i64 noundef %5546, i64 noundef 60)
  %5557 = icmp eq i64 %5548, %5556
  br i1 %5557, label %5563, label %5558

5558:                                             ; preds = %5555, %5542
  %5559 = load i32, ptr @bad, align 4, !tbaa !5
  %5560 = add nsw i32 %5559, 1
  store i32 %5560, ptr @bad, align 4, !tbaa !5
  %5561 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5546, i64 noundef 60)
  %5562 = load i64, ptr @h, align 8, !tbaa !11
  br label %5563

5563:                                             ; preds = %5558, %5555
  %5564 = phi i64 [ %5562, %5558 ], [ %5552, %5555 ]
  %5565 = add nuw nsw i64 %5544, 1
  %5566 = icmp eq i64 %5565, 41
  br i1 %5566, label %5567, label %5542, !llvm.loop !204

5567:                                             ; preds = %5563, %5588
  %5568 = phi i64 [ %5589, %5588 ], [ %5564, %5563 ]
  %5569 = phi i64 [ %5590, %5588 ], [ 0, %5563 ]
  %5570 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5569
  %5571 = load volatile i64, ptr %5570, align 8, !tbaa !11
  %5572 = sdiv i64 %5571, 63
  %5573 = srem i64 %5571, 63
  %5574 = xor i64 %5568, %5572
  %5575 = mul i64 %5574, 1099511628211
  %5576 = xor i64 %5575, %5573
  %5577 = mul i64 %5576, 1099511628211
  store i64 %5577, ptr @h, align 8, !tbaa !11
  %5578 = tail call fastcc i64 @i64_var_div(i64 noundef %5571, i64 noundef 63)
  %5579 = icmp eq i64 %5572, %5578
  br i1 %5579, label %5580, label %5583

5580:                                             ; preds = %5567
  %5581 = tail call fastcc i64 @i64_var_rem(i64 noundef %5571, i64 noundef 63)
  %5582 = icmp eq i64 %5573, %5581
  br i1 %5582, label %5588, label %5583

5583:                                             ; preds = %5580, %5567
  %5584 = load i32, ptr @bad, align 4, !tbaa !5
  %5585 = add nsw i32 %5584, 1
  store i32 %5585, ptr @bad, align 4, !tbaa !5
  %5586 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5571, i64 noundef 63)
  %5587 = load i64, ptr @h, align 8, !tbaa !11
  br label %5588

5588:                                             ; preds = %5583, %5580
  %5589 = phi i64 [ %5587, %5583 ], [ %5577, %5580 ]
  %5590 = add nuw nsw i64 %5569, 1
  %5591 = icmp eq i64 %5590, 41
  br i1 %5591, label %5592, label %5567, !llvm.loop !205

5592:                                             ; preds = %5588, %5613
  %5593 = phi i64 [ %5614, %5613 ], [ %5589, %5588 ]
  %5594 = phi i64 [ %5615, %5613 ], [ 0, %5588 ]
  %5595 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5594
  %5596 = load volatile i64, ptr %5595, align 8, !tbaa !11
  %5597 = sdiv i64 %5596, 64
  %5598 = srem i64 %5596, 64
  %5599 = xor i64 %5593, %5597
  %5600 = mul i64 %5599, 1099511628211
  %5601 = xor i64 %5600, %5598
  %5602 = mul i64 %5601, 1099511628211
  store i64 %5602, ptr @h, align 8, !tbaa !11
  %5603 = tail call fastcc i64 @i64_var_div(i64 noundef %5596, i64 noundef 64)
  %5604 = icmp eq i64 %5597, %5603
  br i1 %5604, label %5605, label %5608

5605:                                             ; preds = %5592
  %5606 = tail call fastcc i64 @i64_var_rem(i64 noundef %5596, i64 noundef 64)
  %5607 = icmp eq i64 %5598, %5606
  br i1 %5607, label %5613, label %5608

5608:                                             ; preds = %5605, %5592
  %5609 = load i32, ptr @bad, align 4, !tbaa !5
  %5610 = add nsw i32 %5609, 1
  store i32 %5610, ptr @bad, align 4, !tbaa !5
  %5611 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5596, i64 noundef 64)
  %5612 = load i64, ptr @h, align 8, !tbaa !11
  br label %5613

5613:                                             ; preds = %5608, %5605
  %5614 = phi i64 [ %5612, %5608 ], [ %5602, %5605 ]
  %5615 = add nuw nsw i64 %5594, 1
  %5616 = icmp eq i64 %5615, 41
  br i1 %5616, label %5617, label %5592, !llvm.loop !206

5617:                                             ; preds = %5613, %5638
  %5618 = phi i64 [ %5639, %5638 ], [ %5614, %5613 ]
  %5619 = phi i64 [ %5640, %5638 ], [ 0, %5613 ]
  %5620 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5619
  %5621 = load volatile i64, ptr %5620, align 8, !tbaa !11
  %5622 = sdiv i64 %5621, 100
  %5623 = srem i64 %5621, 100
  %5624 = xor i64 %5618, %5622
  %5625 = mul i64 %5624, 1099511628211
  %5626 = xor i64 %5625, %5623
  %5627 = mul i64 %5626, 1099511628211
  store i64 %5627, ptr @h, align 8, !tbaa !11
  %5628 = tail call fastcc i64 @i64_var_div(i64 noundef %5621, i64 noundef 100)
  %5629 = icmp eq i64 %5622, %5628
  br i1 %5629, label %5630, label %5633

5630:                                             ; preds = %5617
  %5631 = tail call fastcc i64 @i64_var_rem(i64 noundef %5621, i64 noundef 100)
  %5632 = icmp eq i64 %5623, %5631
  br i1 %5632, label %5638, label %5633

5633:                                             ; preds = %5630, %5617
  %5634 = load i32, ptr @bad, align 4, !tbaa !5
  %5635 = add nsw i32 %5634, 1
  store i32 %5635, ptr @bad, align 4, !tbaa !5
  %5636 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5621, i64 noundef 100)
  %5637 = load i64, ptr @h, align 8, !tbaa !11
  br label %5638

5638:                                             ; preds = %5633, %5630
  %5639 = phi i64 [ %5637, %5633 ], [ %5627, %5630 ]
  %5640 = add nuw nsw i64 %5619, 1
  %5641 = icmp eq i64 %5640, 41
  br i1 %5641, label %5642, label %5617, !llvm.loop !207

5642:                                             ; preds = %5638, %5663
  %5643 = phi i64 [ %5664, %5663 ], [ %5639, %5638 ]
  %5644 = phi i64 [ %5665, %5663 ], [ 0, %5638 ]
  %5645 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5644
  %5646 = load volatile i64, ptr %5645, align 8, !tbaa !11
  %5647 = sdiv i64 %5646, 127
  %5648 = srem i64 %5646, 127
  %5649 = xor i64 %5643, %5647
  %5650 = mul i64 %5649, 1099511628211
  %5651 = xor i64 %5650, %5648
  %5652 = mul i64 %5651, 1099511628211
  store i64 %5652, ptr @h, align 8, !tbaa !11
  %5653 = tail call fastcc i64 @i64_var_div(i64 noundef %5646, i64 noundef 127)
  %5654 = icmp eq i64 %5647, %5653
  br i1 %5654, label %5655, label %5658

5655:                                             ; preds = %5642
  %5656 = tail call fastcc i64 @i64_var_rem(i64 noundef %5646, i64 noundef 127)
  %5657 = icmp eq i64 %5648, %5656
  br i1 %5657, label %5663, label %5658

5658:                                             ; preds = %5655, %5642
  %5659 = load i32, ptr @bad, align 4, !tbaa !5
  %5660 = add nsw i32 %5659, 1
  store i32 %5660, ptr @bad, align 4, !tbaa !5
  %5661 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5646, i64 noundef 127)
  %5662 = load i64, ptr @h, align 8, !tbaa !11
  br label %5663

5663:                                             ; preds = %5658, %5655
  %5664 = phi i64 [ %5662, %5658 ], [ %5652, %5655 ]
  %5665 = add nuw nsw i64 %5644, 1
  %5666 = icmp eq i64 %5665, 41
  br i1 %5666, label %5667, label %5642, !llvm.loop !208

5667:                                             ; preds = %5663, %5688
  %5668 = phi i64 [ %5689, %5688 ], [ %5664, %5663 ]
  %5669 = phi i64 [ %5690, %5688 ], [ 0, %5663 ]
  %5670 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5669
  %5671 = load volatile i64, ptr %5670, align 8, !tbaa !11
  %5672 = sdiv i64 %5671, -5
  %5673 = srem i64 %5671, 5
  %5674 = xor i64 %5668, %5672
  %5675 = mul i64 %5674, 1099511628211
  %5676 = xor i64 %5675, %5673
  %5677 = mul i64 %5676, 1099511628211
  store i64 %5677, ptr @h, align 8, !tbaa !11
  %5678 = tail call fastcc i64 @i64_var_div(i64 noundef %5671, i64 noundef -5)
  %5679 = icmp eq i64 %5672, %5678
  br i1 %5679, label %5680, label %5683

5680:                                             ; preds = %5667
  %5681 = tail call fastcc i64 @i64_var_rem(i64 noundef %5671, i64 noundef -5)
  %5682 = icmp eq i64 %5673, %5681
  br i1 %5682, label %5688, label %5683

5683:                                             ; preds = %5680, %5667
  %5684 = load i32, ptr @bad, align 4, !tbaa !5
  %5685 = add nsw i32 %5684, 1
  store i32 %5685, ptr @bad, align 4, !tbaa !5
  %5686 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5671, i64 noundef -5)
  %5687 = load i64, ptr @h, align 8, !tbaa !11
  br label %5688

5688:                                             ; preds = %5683, %5680
  %5689 = phi i64 [ %5687, %5683 ], [ %5677, %5680 ]
  %5690 = add nuw nsw i64 %5669, 1
  %5691 = icmp eq i64 %5690, 41
  br i1 %5691, label %5692, label %5667, !llvm.loop !209

5692:                                             ; preds = %5688, %5713
  %5693 = phi i64 [ %5714, %5713 ], [ %5689, %5688 ]
  %5694 = phi i64 [ %5715, %5713 ], [ 0, %5688 ]
  %5695 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5694
  %5696 = load volatile i64, ptr %5695, align 8, !tbaa !11
  %5697 = sdiv i64 %5696, 1000000000000
  %5698 = srem i64 %5696, 1000000000000
  %5699 = xor i64 %5693, %5697
  %5700 = mul i64 %5699, 1099511628211
  %5701 = xor i64 %5700, %5698
  %5702 = mul i64 %5701, 1099511628211
  store i64 %5702, ptr @h, align 8, !tbaa !11
  %5703 = tail call fastcc i64 @i64_var_div(i64 noundef %5696, i64 noundef 1000000000000)
  %5704 = icmp eq i64 %5697, %5703
  br i1 %5704, label %5705, label %5708

5705:                                             ; preds = %5692
  %5706 = tail call fastcc i64 @i64_var_rem(i64 noundef %5696, i64 noundef 1000000000000)
  %5707 = icmp eq i64 %5698, %5706
  br i1 %5707, label %5713, label %5708

5708:                                             ; preds = %5705, %5692
  %5709 = load i32, ptr @bad, align 4, !tbaa !5
  %5710 = add nsw i32 %5709, 1
  store i32 %5710, ptr @bad, align 4, !tbaa !5
  %5711 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5696, i64 noundef 1000000000000)
  %5712 = load i64, ptr @h, align 8, !tbaa !11
  br label %5713

5713:                                             ; preds = %5708, %5705
  %5714 = phi i64 [ %5712, %5708 ], [ %5702, %5705 ]
  %5715 = add nuw nsw i64 %5694, 1
  %5716 = icmp eq i64 %5715, 41
  br i1 %5716, label %5717, label %5692, !llvm.loop !210

5717:                                             ; preds = %5713, %5738
  %5718 = phi i64 [ %5739, %5738 ], [ %5714, %5713 ]
  %5719 = phi i64 [ %5740, %5738 ], [ 0, %5713 ]
  %5720 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5719
  %5721 = load volatile i64, ptr %5720, align 8, !tbaa !11
  %5722 = sdiv i64 %5721, -9223372036854775807
  %5723 = srem i64 %5721, 9223372036854775807
  %5724 = xor i64 %5718, %5722
  %5725 = mul i64 %5724, 1099511628211
  %5726 = xor i64 %5725, %5723
  %5727 = mul i64 %5726, 1099511628211
  store i64 %5727, ptr @h, align 8, !tbaa !11
  %5728 = tail call fastcc i64 @i64_var_div(i64 noundef %5721, i64 noundef -9223372036854775807)
  %5729 = icmp eq i64 %5722, %5728
  br i1 %5729, label %5730, label %5733

5730:                                             ; preds = %5717
  %5731 = tail call fastcc i64 @i64_var_rem(i64 noundef %5721, i64 noundef -9223372036854775807)
  %5732 = icmp eq i64 %5723, %5731
  br i1 %5732, label %5738, label %5733

5733:                                             ; preds = %5730, %5717
  %5734 = load i32, ptr @bad, align 4, !tbaa !5
  %5735 = add nsw i32 %5734, 1
  store i32 %5735, ptr @bad, align 4, !tbaa !5
  %5736 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.6, i64 noundef %5721, i64 noundef -9223372036854775807)
  %5737 = load i64, ptr @h, align 8, !tbaa !11
  br label %5738

5738:                                             ; preds = %5733, %5730
  %5739 = phi i64 [ %5737, %5733 ], [ %5727, %5730 ]
  %5740 = add nuw nsw i64 %5719, 1
  %5741 = icmp eq i64 %5740, 41
  br i1 %5741, label %6474, label %5717, !llvm.loop !211

5742:                                             ; preds = %26, %5759
  %5743 = phi i64 [ %5760, %5759 ], [ 1469598103934665603, %26 ]
  %5744 = phi i64 [ %5761, %5759 ], [ 0, %26 ]
  %5745 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5744
  %5746 = load volatile i64, ptr %5745, align 8, !tbaa !11
  %5747 = xor i64 %5743, %5746
  %5748 = mul i64 %5747, 956575116354345
  store i64 %5748, ptr @h, align 8, !tbaa !11
  %5749 = tail call fastcc i64 @u64_var_div(i64 noundef %5746, i64 noundef 1)
  %5750 = icmp eq i64 %5746, %5749
  br i1 %5750, label %5751, label %5754

5751:                                             ; preds = %5742
  %5752 = tail call fastcc i64 @u64_var_rem(i64 noundef %5746, i64 noundef 1)
  %5753 = icmp eq i64 %5752, 0
  br i1 %5753, label %5759, label %5754

5754:                                             ; preds = %5751, %5742
  %5755 = load i32, ptr @bad, align 4, !tbaa !5
  %5756 = add nsw i32 %5755, 1
  store i32 %5756, ptr @bad, align 4, !tbaa !5
  %5757 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5746, i64 noundef 1)
  %5758 = load i64, ptr @h, align 8, !tbaa !11
  br label %5759

5759:                                             ; preds = %5754, %5751
  %5760 = phi i64 [ %5758, %5754 ], [ %5748, %5751 ]
  %5761 = add nuw nsw i64 %5744, 1
  %5762 = icmp eq i64 %5761, 41
  br i1 %5762, label %5763, label %5742, !llvm.loop !212

5763:                                             ; preds = %5759, %5784
  %5764 = phi i64 [ %5785, %5784 ], [ %5760, %5759 ]
  %5765 = phi i64 [ %5786, %5784 ], [ 0, %5759 ]
  %5766 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5765
  %5767 = load volatile i64, ptr %5766, align 8, !tbaa !11
  %5768 = lshr i64 %5767, 1
  %5769 = and i64 %5767, 1
  %5770 = xor i64 %5764, %5768
  %5771 = mul i64 %5770, 1099511628211
  %5772 = xor i64 %5771, %5769
  %5773 = mul i64 %5772, 1099511628211
  store i64 %5773, ptr @h, align 8, !tbaa !11
  %5774 = tail call fastcc i64 @u64_var_div(i64 noundef %5767, i64 noundef 2)
  %5775 = icmp eq i64 %5768, %5774
  br i1 %5775, label %5776, label %5779

5776:                                             ; preds = %5763
  %5777 = tail call fastcc i64 @u64_var_rem(i64 noundef %5767, i64 noundef 2)
  %5778 = icmp eq i64 %5769, %5777
  br i1 %5778, label %5784, label %5779

5779:                                             ; preds = %5776, %5763
  %5780 = load i32, ptr @bad, align 4, !tbaa !5
  %5781 = add nsw i32 %5780, 1
  store i32 %5781, ptr @bad, align 4, !tbaa !5
  %5782 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5767, i64 noundef 2)
  %5783 = load i64, ptr @h, align 8, !tbaa !11
  br label %5784

5784:                                             ; preds = %5779, %5776
  %5785 = phi i64 [ %5783, %5779 ], [ %5773, %5776 ]
  %5786 = add nuw nsw i64 %5765, 1
  %5787 = icmp eq i64 %5786, 41
  br i1 %5787, label %5788, label %5763, !llvm.loop !213

5788:                                             ; preds = %5784, %5809
  %5789 = phi i64 [ %5810, %5809 ], [ %5785, %5784 ]
  %5790 = phi i64 [ %5811, %5809 ], [ 0, %5784 ]
  %5791 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5790
  %5792 = load volatile i64, ptr %5791, align 8, !tbaa !11
  %5793 = udiv i64 %5792, 3
  %5794 = urem i64 %5792, 3
  %5795 = xor i64 %5789, %5793
  %5796 = mul i64 %5795, 1099511628211
  %5797 = xor i64 %5796, %5794
  %5798 = mul i64 %5797, 1099511628211
  store i64 %5798, ptr @h, align 8, !tbaa !11
  %5799 = tail call fastcc i64 @u64_var_div(i64 noundef %5792, i64 noundef 3)
  %5800 = icmp eq i64 %5793, %5799
  br i1 %5800, label %5801, label %5804

5801:                                             ; preds = %5788
  %5802 = tail call fastcc i64 @u64_var_rem(i64 noundef %5792, i64 noundef 3)
  %5803 = icmp eq i64 %5794, %5802
  br i1 %5803, label %5809, label %5804

5804:                                             ; preds = %5801, %5788
  %5805 = load i32, ptr @bad, align 4, !tbaa !5
  %5806 = add nsw i32 %5805, 1
  store i32 %5806, ptr @bad, align 4, !tbaa !5
  %5807 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5792, i64 noundef 3)
  %5808 = load i64, ptr @h, align 8, !tbaa !11
  br label %5809

5809:                                             ; preds = %5804, %5801
  %5810 = phi i64 [ %5808, %5804 ], [ %5798, %5801 ]
  %5811 = add nuw nsw i64 %5790, 1
  %5812 = icmp eq i64 %5811, 41
  br i1 %5812, label %5813, label %5788, !llvm.loop !214

5813:                                             ; preds = %5809, %5834
  %5814 = phi i64 [ %5835, %5834 ], [ %5810, %5809 ]
  %5815 = phi i64 [ %5836, %5834 ], [ 0, %5809 ]
  %5816 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5815
  %5817 = load volatile i64, ptr %5816, align 8, !tbaa !11
  %5818 = udiv i64 %5817, 5
  %5819 = urem i64 %5817, 5
  %5820 = xor i64 %5814, %5818
  %5821 = mul i64 %5820, 1099511628211
  %5822 = xor i64 %5821, %5819
  %5823 = mul i64 %5822, 1099511628211
  store i64 %5823, ptr @h, align 8, !tbaa !11
  %5824 = tail call fastcc i64 @u64_var_div(i64 noundef %5817, i64 noundef 5)
  %5825 = icmp eq i64 %5818, %5824
  br i1 %5825, label %5826, label %5829

5826:                                             ; preds = %5813
  %5827 = tail call fastcc i64 @u64_var_rem(i64 noundef %5817, i64 noundef 5)
  %5828 = icmp eq i64 %5819, %5827
  br i1 %5828, label %5834, label %5829

5829:                                             ; preds = %5826, %5813
  %5830 = load i32, ptr @bad, align 4, !tbaa !5
  %5831 = add nsw i32 %5830, 1
  store i32 %5831, ptr @bad, align 4, !tbaa !5
  %5832 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5817, i64 noundef 5)
  %5833 = load i64, ptr @h, align 8, !tbaa !11
  br label %5834

5834:                                             ; preds = %5829, %5826
  %5835 = phi i64 [ %5833, %5829 ], [ %5823, %5826 ]
  %5836 = add nuw nsw i64 %5815, 1
  %5837 = icmp eq i64 %5836, 41
  br i1 %5837, label %5838, label %5813, !llvm.loop !215

5838:                                             ; preds = %5834, %5859
  %5839 = phi i64 [ %5860, %5859 ], [ %5835, %5834 ]
  %5840 = phi i64 [ %5861, %5859 ], [ 0, %5834 ]
  %5841 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5840
  %5842 = load volatile i64, ptr %5841, align 8, !tbaa !11
  %5843 = udiv i64 %5842, 6
  %5844 = urem i64 %5842, 6
  %5845 = xor i64 %5839, %5843
  %5846 = mul i64 %5845, 1099511628211
  %5847 = xor i64 %5846, %5844
  %5848 = mul i64 %5847, 1099511628211
  store i64 %5848, ptr @h, align 8, !tbaa !11
  %5849 = tail call fastcc i64 @u64_var_div(i64 noundef %5842, i64 noundef 6)
  %5850 = icmp eq i64 %5843, %5849
  br i1 %5850, label %5851, label %5854

5851:                                             ; preds = %5838
  %5852 = tail call fastcc i64 @u64_var_rem(i64 noundef %5842, i64 noundef 6)
  %5853 = icmp eq i64 %5844, %5852
  br i1 %5853, label %5859, label %5854

5854:                                             ; preds = %5851, %5838
  %5855 = load i32, ptr @bad, align 4, !tbaa !5
  %5856 = add nsw i32 %5855, 1
  store i32 %5856, ptr @bad, align 4, !tbaa !5
  %5857 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5842, i64 noundef 6)
  %5858 = load i64, ptr @h, align 8, !tbaa !11
  br label %5859

5859:                                             ; preds = %5854, %5851
  %5860 = phi i64 [ %5858, %5854 ], [ %5848, %5851 ]
  %5861 = add nuw nsw i64 %5840, 1
  %5862 = icmp eq i64 %5861, 41
  br i1 %5862, label %5863, label %5838, !llvm.loop !216

5863:                                             ; preds = %5859, %5884
  %5864 = phi i64 [ %5885, %5884 ], [ %5860, %5859 ]
  %5865 = phi i64 [ %5886, %5884 ], [ 0, %5859 ]
  %5866 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5865
  %5867 = load volatile i64, ptr %5866, align 8, !tbaa !11
  %5868 = udiv i64 %5867, 7
  %5869 = urem i64 %5867, 7
  %5870 = xor i64 %5864, %5868
  %5871 = mul i64 %5870, 1099511628211
  %5872 = xor i64 %5871, %5869
  %5873 = mul i64 %5872, 1099511628211
  store i64 %5873, ptr @h, align 8, !tbaa !11
  %5874 = tail call fastcc i64 @u64_var_div(i64 noundef %5867, i64 noundef 7)
  %5875 = icmp eq i64 %5868, %5874
  br i1 %5875, label %5876, label %5879

5876:                                             ; preds = %5863
  %5877 = tail call fastcc i64 @u64_var_rem(i64 noundef %5867, i64 noundef 7)
  %5878 = icmp eq i64 %5869, %5877
  br i1 %5878, label %5884, label %5879

5879:                                             ; preds = %5876, %5863
  %5880 = load i32, ptr @bad, align 4, !tbaa !5
  %5881 = add nsw i32 %5880, 1
  store i32 %5881, ptr @bad, align 4, !tbaa !5
  %5882 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5867, i64 noundef 7)
  %5883 = load i64, ptr @h, align 8, !tbaa !11
  br label %5884

5884:                                             ; preds = %5879, %5876
  %5885 = phi i64 [ %5883, %5879 ], [ %5873, %5876 ]
  %5886 = add nuw nsw i64 %5865, 1
  %5887 = icmp eq i64 %5886, 41
  br i1 %5887, label %5888, label %5863, !llvm.loop !217

5888:                                             ; preds = %5884, %5909
  %5889 = phi i64 [ %5910, %5909 ], [ %5885, %5884 ]
  %5890 = phi i64 [ %5911, %5909 ], [ 0, %5884 ]
  %5891 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5890
  %5892 = load volatile i64, ptr %5891, align 8, !tbaa !11
  %5893 = udiv i64 %5892, 9
  %5894 = urem i64 %5892, 9
  %5895 = xor i64 %5889, %5893
  %5896 = mul i64 %5895, 1099511628211
  %5897 = xor i64 %5896, %5894
  %5898 = mul i64 %5897, 1099511628211
  store i64 %5898, ptr @h, align 8, !tbaa !11
  %5899 = tail call fastcc i64 @u64_var_div(i64 noundef %5892, i64 noundef 9)
  %5900 = icmp eq i64 %5893, %5899
  br i1 %5900, label %5901, label %5904

5901:                                             ; preds = %5888
  %5902 = tail call fastcc i64 @u64_var_rem(i64 noundef %5892, i64 noundef 9)
  %5903 = icmp eq i64 %5894, %5902
  br i1 %5903, label %5909, label %5904

5904:                                             ; preds = %5901, %5888
  %5905 = load i32, ptr @bad, align 4, !tbaa !5
  %5906 = add nsw i32 %5905, 1
  store i32 %5906, ptr @bad, align 4, !tbaa !5
  %5907 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5892, i64 noundef 9)
  %5908 = load i64, ptr @h, align 8, !tbaa !11
  br label %5909

5909:                                             ; preds = %5904, %5901
  %5910 = phi i64 [ %5908, %5904 ], [ %5898, %5901 ]
  %5911 = add nuw nsw i64 %5890, 1
  %5912 = icmp eq i64 %5911, 41
  br i1 %5912, label %5913, label %5888, !llvm.loop !218

5913:                                             ; preds = %5909, %5934
  %5914 = phi i64 [ %5935, %5934 ], [ %5910, %5909 ]
  %5915 = phi i64 [ %5936, %5934 ], [ 0, %5909 ]
  %5916 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5915
  %5917 = load volatile i64, ptr %5916, align 8, !tbaa !11
  %5918 = udiv i64 %5917, 10
  %5919 = urem i64 %5917, 10
  %5920 = xor i64 %5914, %5918
  %5921 = mul i64 %5920, 1099511628211
  %5922 = xor i64 %5921, %5919
  %5923 = mul i64 %5922, 1099511628211
  store i64 %5923, ptr @h, align 8, !tbaa !11
  %5924 = tail call fastcc i64 @u64_var_div(i64 noundef %5917, i64 noundef 10)
  %5925 = icmp eq i64 %5918, %5924
  br i1 %5925, label %5926, label %5929

5926:                                             ; preds = %5913
  %5927 = tail call fastcc i64 @u64_var_rem(i64 noundef %5917, i64 noundef 10)
  %5928 = icmp eq i64 %5919, %5927
  br i1 %5928, label %5934, label %5929

5929:                                             ; preds = %5926, %5913
  %5930 = load i32, ptr @bad, align 4, !tbaa !5
  %5931 = add nsw i32 %5930, 1
  store i32 %5931, ptr @bad, align 4, !tbaa !5
  %5932 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5917, i64 noundef 10)
  %5933 = load i64, ptr @h, align 8, !tbaa !11
  br label %5934

5934:                                             ; preds = %5929, %5926
  %5935 = phi i64 [ %5933, %5929 ], [ %5923, %5926 ]
  %5936 = add nuw nsw i64 %5915, 1
  %5937 = icmp eq i64 %5936, 41
  br i1 %5937, label %5938, label %5913, !llvm.loop !219

5938:                                             ; preds = %5934, %5959
  %5939 = phi i64 [ %5960, %5959 ], [ %5935, %5934 ]
  %5940 = phi i64 [ %5961, %5959 ], [ 0, %5934 ]
  %5941 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5940
  %5942 = load volatile i64, ptr %5941, align 8, !tbaa !11
  %5943 = udiv i64 %5942, 11
  %5944 = urem i64 %5942, 11
  %5945 = xor i64 %5939, %5943
  %5946 = mul i64 %5945, 1099511628211
  %5947 = xor i64 %5946, %5944
  %5948 = mul i64 %5947, 1099511628211
  store i64 %5948, ptr @h, align 8, !tbaa !11
  %5949 = tail call fastcc i64 @u64_var_div(i64 noundef %5942, i64 noundef 11)
  %5950 = icmp eq i64 %5943, %5949
  br i1 %5950, label %5951, label %5954

5951:                                             ; preds = %5938
  %5952 = tail call fastcc i64 @u64_var_rem(i64 noundef %5942, i64 noundef 11)
  %5953 = icmp eq i64 %5944, %5952
  br i1 %5953, label %5959, label %5954

5954:                                             ; preds = %5951, %5938
  %5955 = load i32, ptr @bad, align 4, !tbaa !5
  %5956 = add nsw i32 %5955, 1
  store i32 %5956, ptr @bad, align 4, !tbaa !5
  %5957 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5942, i64 noundef 11)
  %5958 = load i64, ptr @h, align 8, !tbaa !11
  br label %5959

5959:                                             ; preds = %5954, %5951
  %5960 = phi i64 [ %5958, %5954 ], [ %5948, %5951 ]
  %5961 = add nuw nsw i64 %5940, 1
  %5962 = icmp eq i64 %5961, 41
  br i1 %5962, label %5963, label %5938, !llvm.loop !220

5963:                                             ; preds = %5959, %5984
  %5964 = phi i64 [ %5985, %5984 ], [ %5960, %5959 ]
  %5965 = phi i64 [ %5986, %5984 ], [ 0, %5959 ]
  %5966 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5965
  %5967 = load volatile i64, ptr %5966, align 8, !tbaa !11
  %5968 = udiv i64 %5967, 12
  %5969 = urem i64 %5967, 12
  %5970 = xor i64 %5964, %5968
  %5971 = mul i64 %5970, 1099511628211
  %5972 = xor i64 %5971, %5969
  %5973 = mul i64 %5972, 1099511628211
  store i64 %5973, ptr @h, align 8, !tbaa !11
  %5974 = tail call fastcc i64 @u64_var_div(i64 noundef %5967, i64 noundef 12)
  %5975 = icmp eq i64 %5968, %5974
  br i1 %5975, label %5976, label %5979

5976:                                             ; preds = %5963
  %5977 = tail call fastcc i64 @u64_var_rem(i64 noundef %5967, i64 noundef 12)
  %5978 = icmp eq i64 %5969, %5977
  br i1 %5978, label %5984, label %5979

5979:                                             ; preds = %5976, %5963
  %5980 = load i32, ptr @bad, align 4, !tbaa !5
  %5981 = add nsw i32 %5980, 1
  store i32 %5981, ptr @bad, align 4, !tbaa !5
  %5982 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5967, i64 noundef 12)
  %5983 = load i64, ptr @h, align 8, !tbaa !11
  br label %5984

5984:                                             ; preds = %5979, %5976
  %5985 = phi i64 [ %5983, %5979 ], [ %5973, %5976 ]
  %5986 = add nuw nsw i64 %5965, 1
  %5987 = icmp eq i64 %5986, 41
  br i1 %5987, label %5988, label %5963, !llvm.loop !221

5988:                                             ; preds = %5984, %6009
  %5989 = phi i64 [ %6010, %6009 ], [ %5985, %5984 ]
  %5990 = phi i64 [ %6011, %6009 ], [ 0, %5984 ]
  %5991 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %5990
  %5992 = load volatile i64, ptr %5991, align 8, !tbaa !11
  %5993 = udiv i64 %5992, 13
  %5994 = urem i64 %5992, 13
  %5995 = xor i64 %5989, %5993
  %5996 = mul i64 %5995, 1099511628211
  %5997 = xor i64 %5996, %5994
  %5998 = mul i64 %5997, 1099511628211
  store i64 %5998, ptr @h, align 8, !tbaa !11
  %5999 = tail call fastcc i64 @u64_var_div(i64 noundef %5992, i64 noundef 13)
  %6000 = icmp eq i64 %5993, %5999
  br i1 %6000, label %6001, label %6004

6001:                                             ; preds = %5988
  %6002 = tail call fastcc i64 @u64_var_rem(i64 noundef %5992, i64 noundef 13)
  %6003 = icmp eq i64 %5994, %6002
  br i1 %6003, label %6009, label %6004

6004:                                             ; preds = %6001, %5988
  %6005 = load i32, ptr @bad, align 4, !tbaa !5
  %6006 = add nsw i32 %6005, 1
  store i32 %6006, ptr @bad, align 4, !tbaa !5
  %6007 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %5992, i64 noundef 13)
  %6008 = load i64, ptr @h, align 8, !tbaa !11
  br label %6009

6009:                                             ; preds = %6004, %6001
  %6010 = phi i64 [ %6008, %6004 ], [ %5998, %6001 ]
  %6011 = add nuw nsw i64 %5990, 1
  %6012 = icmp eq i64 %6011, 41
  br i1 %6012, label %6013, label %5988, !llvm.loop !222

6013:                                             ; preds = %6009, %6034
  %6014 = phi i64 [ %6035, %6034 ], [ %6010, %6009 ]
  %6015 = phi i64 [ %6036, %6034 ], [ 0, %6009 ]
  %6016 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6015
  %6017 = load volatile i64, ptr %6016, align 8, !tbaa !11
  %6018 = udiv i64 %6017, 14
  %6019 = urem i64 %6017, 14
  %6020 = xor i64 %6014, %6018
  %6021 = mul i64 %6020, 1099511628211
  %6022 = xor i64 %6021, %6019
  %6023 = mul i64 %6022, 1099511628211
  store i64 %6023, ptr @h, align 8, !tbaa !11
  %6024 = tail call fastcc i64 @u64_var_div(i64 noundef %6017, i64 noundef 14)
  %6025 = icmp eq i64 %6018, %6024
  br i1 %6025, label %6026, label %6029

6026:                                             ; preds = %6013
  %6027 = tail call fastcc i64 @u64_var_rem(i64 noundef %6017, i64 noundef 14)
  %6028 = icmp eq i64 %6019, %6027
  br i1 %6028, label %6034, label %6029

6029:                                             ; preds = %6026, %6013
  %6030 = load i32, ptr @bad, align 4, !tbaa !5
  %6031 = add nsw i32 %6030, 1
  store i32 %6031, ptr @bad, align 4, !tbaa !5
  %6032 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6017, i64 noundef 14)
  %6033 = load i64, ptr @h, align 8, !tbaa !11
  br label %6034

6034:                                             ; preds = %6029, %6026
  %6035 = phi i64 [ %6033, %6029 ], [ %6023, %6026 ]
  %6036 = add nuw nsw i64 %6015, 1
  %6037 = icmp eq i64 %6036, 41
  br i1 %6037, label %6038, label %6013, !llvm.loop !223

6038:                                             ; preds = %6034, %6059
  %6039 = phi i64 [ %6060, %6059 ], [ %6035, %6034 ]
  %6040 = phi i64 [ %6061, %6059 ], [ 0, %6034 ]
  %6041 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6040
  %6042 = load volatile i64, ptr %6041, align 8, !tbaa !11
  %6043 = udiv i64 %6042, 15
  %6044 = urem i64 %6042, 15
  %6045 = xor i64 %6039, %6043
  %6046 = mul i64 %6045, 1099511628211
  %6047 = xor i64 %6046, %6044
  %6048 = mul i64 %6047, 1099511628211
  store i64 %6048, ptr @h, align 8, !tbaa !11
  %6049 = tail call fastcc i64 @u64_var_div(i64 noundef %6042, i64 noundef 15)
  %6050 = icmp eq i64 %6043, %6049
  br i1 %6050, label %6051, label %6054

6051:                                             ; preds = %6038
  %6052 = tail call fastcc i64 @u64_var_rem(i64 noundef %6042, i64 noundef 15)
  %6053 = icmp eq i64 %6044, %6052
  br i1 %6053, label %6059, label %6054

6054:                                             ; preds = %6051, %6038
  %6055 = load i32, ptr @bad, align 4, !tbaa !5
  %6056 = add nsw i32 %6055, 1
  store i32 %6056, ptr @bad, align 4, !tbaa !5
  %6057 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6042, i64 noundef 15)
  %6058 = load i64, ptr @h, align 8, !tbaa !11
  br label %6059

6059:                                             ; preds = %6054, %6051
  %6060 = phi i64 [ %6058, %6054 ], [ %6048, %6051 ]
  %6061 = add nuw nsw i64 %6040, 1
  %6062 = icmp eq i64 %6061, 41
  br i1 %6062, label %6063, label %6038, !llvm.loop !224

6063:                                             ; preds = %6059, %6084
  %6064 = phi i64 [ %6085, %6084 ], [ %6060, %6059 ]
  %6065 = phi i64 [ %6086, %6084 ], [ 0, %6059 ]
  %6066 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6065
  %6067 = load volatile i64, ptr %6066, align 8, !tbaa !11
  %6068 = lshr i64 %6067, 4
  %6069 = and i64 %6067, 15
  %6070 = xor i64 %6064, %6068
  %6071 = mul i64 %6070, 1099511628211
  %6072 = xor i64 %6071, %6069
  %6073 = mul i64 %6072, 1099511628211
  store i64 %6073, ptr @h, align 8, !tbaa !11
  %6074 = tail call fastcc i64 @u64_var_div(i64 noundef %6067, i64 noundef 16)
  %6075 = icmp eq i64 %6068, %6074
  br i1 %6075, label %6076, label %6079

6076:                                             ; preds = %6063
  %6077 = tail call fastcc i64 @u64_var_rem(i64 noundef %6067, i64 noundef 16)
  %6078 = icmp eq i64 %6069, %6077
  br i1 %6078, label %6084, label %6079

6079:                                             ; preds = %6076, %6063
  %6080 = load i32, ptr @bad, align 4, !tbaa !5
  %6081 = add nsw i32 %6080, 1
  store i32 %6081, ptr @bad, align 4, !tbaa !5
  %6082 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6067, i64 noundef 16)
  %6083 = load i64, ptr @h, align 8, !tbaa !11
  br label %6084

6084:                                             ; preds = %6079, %6076
  %6085 = phi i64 [ %6083, %6079 ], [ %6073, %6076 ]
  %6086 = add nuw nsw i64 %6065, 1
  %6087 = icmp eq i64 %6086, 41
  br i1 %6087, label %6088, label %6063, !llvm.loop !225

6088:                                             ; preds = %6084, %6109
  %6089 = phi i64 [ %6110, %6109 ], [ %6085, %6084 ]
  %6090 = phi i64 [ %6111, %6109 ], [ 0, %6084 ]
  %6091 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6090
  %6092 = load volatile i64, ptr %6091, align 8, !tbaa !11
  %6093 = udiv i64 %6092, 17
  %6094 = urem i64 %6092, 17
  %6095 = xor i64 %6089, %6093
  %6096 = mul i64 %6095, 1099511628211
  %6097 = xor i64 %6096, %6094
  %6098 = mul i64 %6097, 1099511628211
  store i64 %6098, ptr @h, align 8, !tbaa !11
  %6099 = tail call fastcc i64 @u64_var_div(i64 noundef %6092, i64 noundef 17)
  %6100 = icmp eq i64 %6093, %6099
  br i1 %6100, label %6101, label %6104

6101:                                             ; preds = %6088
  %6102 = tail call fastcc i64 @u64_var_rem(i64 noundef %6092, i64 noundef 17)
  %6103 = icmp eq i64 %6094, %6102
  br i1 %6103, label %6109, label %6104

6104:                                             ; preds = %6101, %6088
  %6105 = load i32, ptr @bad, align 4, !tbaa !5
  %6106 = add nsw i32 %6105, 1
  store i32 %6106, ptr @bad, align 4, !tbaa !5
  %6107 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6092, i64 noundef 17)
  %6108 = load i64, ptr @h, align 8, !tbaa !11
  br label %6109

6109:                                             ; preds = %6104, %6101
  %6110 = phi i64 [ %6108, %6104 ], [ %6098, %6101 ]
  %6111 = add nuw nsw i64 %6090, 1
  %6112 = icmp eq i64 %6111, 41
  br i1 %6112, label %6113, label %6088, !llvm.loop !226

6113:                                             ; preds = %6109, %6134
  %6114 = phi i64 [ %6135, %6134 ], [ %6110, %6109 ]
  %6115 = phi i64 [ %6136, %6134 ], [ 0, %6109 ]
  %6116 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6115
  %6117 = load volatile i64, ptr %6116, align 8, !tbaa !11
  %6118 = udiv i64 %6117, 19
  %6119 = urem i64 %6117, 19
  %6120 = xor i64 %6114, %6118
  %6121 = mul i64 %6120, 1099511628211
  %6122 = xor i64 %6121, %6119
  %6123 = mul i64 %6122, 1099511628211
  store i64 %6123, ptr @h, align 8, !tbaa !11
  %6124 = tail call fastcc i64 @u64_var_div(i64 noundef %6117, i64 noundef 19)
  %6125 = icmp eq i64 %6118, %6124
  br i1 %6125, label %6126, label %6129

6126:                                             ; preds = %6113
  %6127 = tail call fastcc i64 @u64_var_rem(i64 noundef %6117, i64 noundef 19)
  %6128 = icmp eq i64 %6119, %6127
  br i1 %6128, label %6134, label %6129

6129:                                             ; preds = %6126, %6113
  %6130 = load i32, ptr @bad, align 4, !tbaa !5
  %6131 = add nsw i32 %6130, 1
  store i32 %6131, ptr @bad, align 4, !tbaa !5
  %6132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6117, i64 noundef 19)
  %6133 = load i64, ptr @h, align 8, !tbaa !11
  br label %6134

6134:                                             ; preds = %6129, %6126
  %6135 = phi i64 [ %6133, %6129 ], [ %6123, %6126 ]
  %6136 = add nuw nsw i64 %6115, 1
  %6137 = icmp eq i64 %6136, 41
  br i1 %6137, label %6138, label %6113, !llvm.loop !227

6138:                                             ; preds = %6134, %6159
  %6139 = phi i64 [ %6160, %6159 ], [ %6135, %6134 ]
  %6140 = phi i64 [ %6161, %6159 ], [ 0, %6134 ]
  %6141 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6140
  %6142 = load volatile i64, ptr %6141, align 8, !tbaa !11
  %6143 = udiv i64 %6142, 25
  %6144 = urem i64 %6142, 25
  %6145 = xor i64 %6139, %6143
  %6146 = mul i64 %6145, 1099511628211
  %6147 = xor i64 %6146, %6144
  %6148 = mul i64 %6147, 1099511628211
  store i64 %6148, ptr @h, align 8, !tbaa !11
  %6149 = tail call fastcc i64 @u64_var_div(i64 noundef %6142, i64 noundef 25)
  %6150 = icmp eq i64 %6143, %6149
  br i1 %6150, label %6151, label %6154

6151:                                             ; preds = %6138
  %6152 = tail call fastcc i64 @u64_var_rem(i64 noundef %6142, i64 noundef 25)
  %6153 = icmp eq i64 %6144, %6152
  br i1 %6153, label %6159, label %6154

6154:                                             ; preds = %6151, %6138
  %6155 = load i32, ptr @bad, align 4, !tbaa !5
  %6156 = add nsw i32 %6155, 1
  store i32 %6156, ptr @bad, align 4, !tbaa !5
  %6157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6142, i64 noundef 25)
  %6158 = load i64, ptr @h, align 8, !tbaa !11
  br label %6159

6159:                                             ; preds = %6154, %6151
  %6160 = phi i64 [ %6158, %6154 ], [ %6148, %6151 ]
  %6161 = add nuw nsw i64 %6140, 1
  %6162 = icmp eq i64 %6161, 41
  br i1 %6162, label %6163, label %6138, !llvm.loop !228

6163:                                             ; preds = %6159, %6184
  %6164 = phi i64 [ %6185, %6184 ], [ %6160, %6159 ]
  %6165 = phi i64 [ %6186, %6184 ], [ 0, %6159 ]
  %6166 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6165
  %6167 = load volatile i64, ptr %6166, align 8, !tbaa !11
  %6168 = udiv i64 %6167, 31
  %6169 = urem i64 %6167, 31
  %6170 = xor i64 %6164, %6168
  %6171 = mul i64 %6170, 1099511628211
  %6172 = xor i64 %6171, %6169
  %6173 = mul i64 %6172, 1099511628211
  store i64 %6173, ptr @h, align 8, !tbaa !11
  %6174 = tail call fastcc i64 @u64_var_div(i64 noundef %6167, i64 noundef 31)
  %6175 = icmp eq i64 %6168, %6174
  br i1 %6175, label %6176, label %6179

6176:                                             ; preds = %6163
  %6177 = tail call fastcc i64 @u64_var_rem(i64 noundef %6167, i64 noundef 31)
  %6178 = icmp eq i64 %6169, %6177
  br i1 %6178, label %6184, label %6179

6179:                                             ; preds = %6176, %6163
  %6180 = load i32, ptr @bad, align 4, !tbaa !5
  %6181 = add nsw i32 %6180, 1
  store i32 %6181, ptr @bad, align 4, !tbaa !5
  %6182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6167, i64 noundef 31)
  %6183 = load i64, ptr @h, align 8, !tbaa !11
  br label %6184

6184:                                             ; preds = %6179, %6176
  %6185 = phi i64 [ %6183, %6179 ], [ %6173, %6176 ]
  %6186 = add nuw nsw i64 %6165, 1
  %6187 = icmp eq i64 %6186, 41
  br i1 %6187, label %6188, label %6163, !llvm.loop !229

6188:                                             ; preds = %6184, %6209
  %6189 = phi i64 [ %6210, %6209 ], [ %6185, %6184 ]
  %6190 = phi i64 [ %6211, %6209 ], [ 0, %6184 ]
  %6191 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6190
  %6192 = load volatile i64, ptr %6191, align 8, !tbaa !11
  %6193 = lshr i64 %6192, 5
  %6194 = and i64 %6192, 31
  %6195 = xor i64 %6189, %6193
  %6196 = mul i64 %6195, 1099511628211
  %6197 = xor i64 %6196, %6194
  %6198 = mul i64 %6197, 1099511628211
  store i64 %6198, ptr @h, align 8, !tbaa !11
  %6199 = tail call fastcc i64 @u64_var_div(i64 noundef %6192, i64 noundef 32)
  %6200 = icmp eq i64 %6193, %6199
  br i1 %6200, label %6201, label %6204

6201:                                             ; preds = %6188
  %6202 = tail call fastcc i64 @u64_var_rem(i64 noundef %6192, i64 noundef 32)
  %6203 = icmp eq i64 %6194, %6202
  br i1 %6203, label %6209, label %6204

6204:                                             ; preds = %6201, %6188
  %6205 = load i32, ptr @bad, align 4, !tbaa !5
  %6206 = add nsw i32 %6205, 1
  store i32 %6206, ptr @bad, align 4, !tbaa !5
  %6207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6192, i64 noundef 32)
  %6208 = load i64, ptr @h, align 8, !tbaa !11
  br label %6209

6209:                                             ; preds = %6204, %6201
  %6210 = phi i64 [ %6208, %6204 ], [ %6198, %6201 ]
  %6211 = add nuw nsw i64 %6190, 1
  %6212 = icmp eq i64 %6211, 41
  br i1 %6212, label %6213, label %6188, !llvm.loop !230

6213:                                             ; preds = %6209, %6234
  %6214 = phi i64 [ %6235, %6234 ], [ %6210, %6209 ]
  %6215 = phi i64 [ %6236, %6234 ], [ 0, %6209 ]
  %6216 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6215
  %6217 = load volatile i64, ptr %6216, align 8, !tbaa !11
  %6218 = udiv i64 %6217, 37
  %6219 = urem i64 %6217, 37
  %6220 = xor i64 %6214, %6218
  %6221 = mul i64 %6220, 1099511628211
  %6222 = xor i64 %6221, %6219
  %6223 = mul i64 %6222, 1099511628211
  store i64 %6223, ptr @h, align 8, !tbaa !11
  %6224 = tail call fastcc i64 @u64_var_div(i64 noundef %6217, i64 noundef 37)
  %6225 = icmp eq i64 %6218, %6224
  br i1 %6225, label %6226, label %6229

6226:                                             ; preds = %6213
  %6227 = tail call fastcc i64 @u64_var_rem(i64 noundef %6217, i64 noundef 37)
  %6228 = icmp eq i64 %6219, %6227
  br i1 %6228, label %6234, label %6229

6229:                                             ; preds = %6226, %6213
  %6230 = load i32, ptr @bad, align 4, !tbaa !5
  %6231 = add nsw i32 %6230, 1
  store i32 %6231, ptr @bad, align 4, !tbaa !5
  %6232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6217, i64 noundef 37)
  %6233 = load i64, ptr @h, align 8, !tbaa !11
  br label %6234

6234:                                             ; preds = %6229, %6226
  %6235 = phi i64 [ %6233, %6229 ], [ %6223, %6226 ]
  %6236 = add nuw nsw i64 %6215, 1
  %6237 = icmp eq i64 %6236, 41
  br i1 %6237, label %6238, label %6213, !llvm.loop !231

6238:                                             ; preds = %6234, %6259
  %6239 = phi i64 [ %6260, %6259 ], [ %6235, %6234 ]
  %6240 = phi i64 [ %6261, %6259 ], [ 0, %6234 ]
  %6241 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6240
  %6242 = load volatile i64, ptr %6241, align 8, !tbaa !11
  %6243 = udiv i64 %6242, 41
  %6244 = urem i64 %6242, 41
  %6245 = xor i64 %6239, %6243
  %6246 = mul i64 %6245, 1099511628211
  %6247 = xor i64 %6246, %6244
  %6248 = mul i64 %6247, 1099511628211
  store i64 %6248, ptr @h, align 8, !tbaa !11
  %6249 = tail call fastcc i64 @u64_var_div(i64 noundef %6242, i64 noundef 41)
  %6250 = icmp eq i64 %6243, %6249
  br i1 %6250, label %6251, label %6254

6251:                                             ; preds = %6238
  %6252 = tail call fastcc i64 @u64_var_rem(i64 noundef %6242, i64 noundef 41)
  %6253 = icmp eq i64 %6244, %6252
  br i1 %6253, label %6259, label %6254

6254:                                             ; preds = %6251, %6238
  %6255 = load i32, ptr @bad, align 4, !tbaa !5
  %6256 = add nsw i32 %6255, 1
  store i32 %6256, ptr @bad, align 4, !tbaa !5
  %6257 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6242, i64 noundef 41)
  %6258 = load i64, ptr @h, align 8, !tbaa !11
  br label %6259

6259:                                             ; preds = %6254, %6251
  %6260 = phi i64 [ %6258, %6254 ], [ %6248, %6251 ]
  %6261 = add nuw nsw i64 %6240, 1
  %6262 = icmp eq i64 %6261, 41
  br i1 %6262, label %6263, label %6238, !llvm.loop !232

6263:                                             ; preds = %6259, %6284
  %6264 = phi i64 [ %6285, %6284 ], [ %6260, %6259 ]
  %6265 = phi i64 [ %6286, %6284 ], [ 0, %6259 ]
  %6266 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6265
  %6267 = load volatile i64, ptr %6266, align 8, !tbaa !11
  %6268 = udiv i64 %6267, 60
  %6269 = urem i64 %6267, 60
  %6270 = xor i64 %6264, %6268
  %6271 = mul i64 %6270, 1099511628211
  %6272 = xor i64 %6271, %6269
  %6273 = mul i64 %6272, 1099511628211
  store i64 %6273, ptr @h, align 8, !tbaa !11
  %6274 = tail call fastcc i64 @u64_var_div(i64 noundef %6267, i64 noundef 60)
  %6275 = icmp eq i64 %6268, %6274
  br i1 %6275, label %6276, label %6279

6276:                                             ; preds = %6263
  %6277 = tail call fastcc i64 @u64_var_rem(i64 noundef %6267, i64 noundef 60)
  %6278 = icmp eq i64 %6269, %6277
  br i1 %6278, label %6284, label %6279

6279:                                             ; preds = %6276, %6263
  %6280 = load i32, ptr @bad, align 4, !tbaa !5
  %6281 = add nsw i32 %6280, 1
  store i32 %6281, ptr @bad, align 4, !tbaa !5
  %6282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6267, i64 noundef 60)
  %6283 = load i64, ptr @h, align 8, !tbaa !11
  br label %6284

6284:                                             ; preds = %6279, %6276
  %6285 = phi i64 [ %6283, %6279 ], [ %6273, %6276 ]
  %6286 = add nuw nsw i64 %6265, 1
  %6287 = icmp eq i64 %6286, 41
  br i1 %6287, label %6288, label %6263, !llvm.loop !233

6288:                                             ; preds = %6284, %6309
  %6289 = phi i64 [ %6310, %6309 ], [ %6285, %6284 ]
  %6290 = phi i64 [ %6311, %6309 ], [ 0, %6284 ]
  %6291 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6290
  %6292 = load volatile i64, ptr %6291, align 8, !tbaa !11
  %6293 = udiv i64 %6292, 63
  %6294 = urem i64 %6292, 63
  %6295 = xor i64 %6289, %6293
  %6296 = mul i64 %6295, 1099511628211
  %6297 = xor i64 %6296, %6294
  %6298 = mul i64 %6297, 1099511628211
  store i64 %6298, ptr @h, align 8, !tbaa !11
  %6299 = tail call fastcc i64 @u64_var_div(i64 noundef %6292, i64 noundef 63)
  %6300 = icmp eq i64 %6293, %6299
  br i1 %6300, label %6301, label %6304

6301:                                             ; preds = %6288
  %6302 = tail call fastcc i64 @u64_var_rem(i64 noundef %6292, i64 noundef 63)
  %6303 = icmp eq i64 %6294, %6302
  br i1 %6303, label %6309, label %6304

6304:                                             ; preds = %6301, %6288
  %6305 = load i32, ptr @bad, align 4, !tbaa !5
  %6306 = add nsw i32 %6305, 1
  store i32 %6306, ptr @bad, align 4, !tbaa !5
  %6307 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6292, i64 noundef 63)
  %6308 = load i64, ptr @h, align 8, !tbaa !11
  br label %6309

6309:                                             ; preds = %6304, %6301
  %6310 = phi i64 [ %6308, %6304 ], [ %6298, %6301 ]
  %6311 = add nuw nsw i64 %6290, 1
  %6312 = icmp eq i64 %6311, 41
  br i1 %6312, label %6313, label %6288, !llvm.loop !234

6313:                                             ; preds = %6309, %6334
  %6314 = phi i64 [ %6335, %6334 ], [ %6310, %6309 ]
  %6315 = phi i64 [ %6336, %6334 ], [ 0, %6309 ]
  %6316 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6315
  %6317 = load volatile i64, ptr %6316, align 8, !tbaa !11
  %6318 = lshr i64 %6317, 6
  %6319 = and i64 %6317, 63
  %6320 = xor i64 %6314, %6318
  %6321 = mul i64 %6320, 1099511628211
  %6322 = xor i64 %6321, %6319
  %6323 = mul i64 %6322, 1099511628211
  store i64 %6323, ptr @h, align 8, !tbaa !11
  %6324 = tail call fastcc i64 @u64_var_div(i64 noundef %6317, i64 noundef 64)
  %6325 = icmp eq i64 %6318, %6324
  br i1 %6325, label %6326, label %6329

6326:                                             ; preds = %6313
  %6327 = tail call fastcc i64 @u64_var_rem(i64 noundef %6317, i64 noundef 64)
  %6328 = icmp eq i64 %6319, %6327
  br i1 %6328, label %6334, label %6329

6329:                                             ; preds = %6326, %6313
  %6330 = load i32, ptr @bad, align 4, !tbaa !5
  %6331 = add nsw i32 %6330, 1
  store i32 %6331, ptr @bad, align 4, !tbaa !5
  %6332 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6317, i64 noundef 64)
  %6333 = load i64, ptr @h, align 8, !tbaa !11
  br label %6334

6334:                                             ; preds = %6329, %6326
  %6335 = phi i64 [ %6333, %6329 ], [ %6323, %6326 ]
  %6336 = add nuw nsw i64 %6315, 1
  %6337 = icmp eq i64 %6336, 41
  br i1 %6337, label %6338, label %6313, !llvm.loop !235

6338:                                             ; preds = %6334, %6359
  %6339 = phi i64 [ %6360, %6359 ], [ %6335, %6334 ]
  %6340 = phi i64 [ %6361, %6359 ], [ 0, %6334 ]
  %6341 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6340
  %6342 = load volatile i64, ptr %6341, align 8, !tbaa !11
  %6343 = udiv i64 %6342, 100
  %6344 = urem i64 %6342, 100
  %6345 = xor i64 %6339, %6343
  %6346 = mul i64 %6345, 1099511628211
  %6347 = xor i64 %6346, %6344
  %6348 = mul i64 %6347, 1099511628211
  store i64 %6348, ptr @h, align 8, !tbaa !11
  %6349 = tail call fastcc i64 @u64_var_div(i64 noundef %6342, i64 noundef 100)
  %6350 = icmp eq i64 %6343, %6349
  br i1 %6350, label %6351, label %6354

6351:                                             ; preds = %6338
  %6352 = tail call fastcc i64 @u64_var_rem(i64 noundef %6342, i64 noundef 100)
  %6353 = icmp eq i64 %6344, %6352
  br i1 %6353, label %6359, label %6354

6354:                                             ; preds = %6351, %6338
  %6355 = load i32, ptr @bad, align 4, !tbaa !5
  %6356 = add nsw i32 %6355, 1
  store i32 %6356, ptr @bad, align 4, !tbaa !5
  %6357 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6342, i64 noundef 100)
  %6358 = load i64, ptr @h, align 8, !tbaa !11
  br label %6359

6359:                                             ; preds = %6354, %6351
  %6360 = phi i64 [ %6358, %6354 ], [ %6348, %6351 ]
  %6361 = add nuw nsw i64 %6340, 1
  %6362 = icmp eq i64 %6361, 41
  br i1 %6362, label %6363, label %6338, !llvm.loop !236

6363:                                             ; preds = %6359, %6384
  %6364 = phi i64 [ %6385, %6384 ], [ %6360, %6359 ]
  %6365 = phi i64 [ %6386, %6384 ], [ 0, %6359 ]
  %6366 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6365
  %6367 = load volatile i64, ptr %6366, align 8, !tbaa !11
  %6368 = udiv i64 %6367, 127
  %6369 = urem i64 %6367, 127
  %6370 = xor i64 %6364, %6368
  %6371 = mul i64 %6370, 1099511628211
  %6372 = xor i64 %6371, %6369
  %6373 = mul i64 %6372, 1099511628211
  store i64 %6373, ptr @h, align 8, !tbaa !11
  %6374 = tail call fastcc i64 @u64_var_div(i64 noundef %6367, i64 noundef 127)
  %6375 = icmp eq i64 %6368, %6374
  br i1 %6375, label %6376, label %6379

6376:                                             ; preds = %6363
  %6377 = tail call fastcc i64 @u64_var_rem(i64 noundef %6367, i64 noundef 127)
  %6378 = icmp eq i64 %6369, %6377
  br i1 %6378, label %6384, label %6379

6379:                                             ; preds = %6376, %6363
  %6380 = load i32, ptr @bad, align 4, !tbaa !5
  %6381 = add nsw i32 %6380, 1
  store i32 %6381, ptr @bad, align 4, !tbaa !5
  %6382 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6367, i64 noundef 127)
  %6383 = load i64, ptr @h, align 8, !tbaa !11
  br label %6384

6384:                                             ; preds = %6379, %6376
  %6385 = phi i64 [ %6383, %6379 ], [ %6373, %6376 ]
  %6386 = add nuw nsw i64 %6365, 1
  %6387 = icmp eq i64 %6386, 41
  br i1 %6387, label %6388, label %6363, !llvm.loop !237

6388:                                             ; preds = %6384, %6411
  %6389 = phi i64 [ %6412, %6411 ], [ %6385, %6384 ]
  %6390 = phi i64 [ %6413, %6411 ], [ 0, %6384 ]
  %6391 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6390
  %6392 = load volatile i64, ptr %6391, align 8, !tbaa !11
  %6393 = freeze i64 %6392
  %6394 = icmp eq i64 %6393, -1
  %6395 = zext i1 %6394 to i64
  %6396 = select i1 %6394, i64 0, i64 %6393
  %6397 = xor i64 %6389, %6395
  %6398 = mul i64 %6397, 1099511628211
  %6399 = xor i64 %6398, %6396
  %6400 = mul i64 %6399, 1099511628211
  store i64 %6400, ptr @h, align 8, !tbaa !11
  %6401 = tail call fastcc i64 @u64_var_div(i64 noundef %6393, i64 noundef -1)
  %6402 = icmp eq i64 %6401, %6395
  br i1 %6402, label %6403, label %6406

6403:                                             ; preds = %6388
  %6404 = tail call fastcc i64 @u64_var_rem(i64 noundef %6393, i64 noundef -1)
  %6405 = icmp eq i64 %6396, %6404
  br i1 %6405, label %6411, label %6406

6406:                                             ; preds = %6403, %6388
  %6407 = load i32, ptr @bad, align 4, !tbaa !5
  %6408 = add nsw i32 %6407, 1
  store i32 %6408, ptr @bad, align 4, !tbaa !5
  %6409 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6393, i64 noundef -1)
  %6410 = load i64, ptr @h, align 8, !tbaa !11
  br label %6411

6411:                                             ; preds = %6406, %6403
  %6412 = phi i64 [ %6410, %6406 ], [ %6400, %6403 ]
  %6413 = add nuw nsw i64 %6390, 1
  %6414 = icmp eq i64 %6413, 41
  br i1 %6414, label %6415, label %6388, !llvm.loop !238

6415:                                             ; preds = %6411, %6440
  %6416 = phi i64 [ %6441, %6440 ], [ %6412, %6411 ]
  %6417 = phi i64 [ %6442, %6440 ], [ 0, %6411 ]
  %6418 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6417
  %6419 = load volatile i64, ptr %6418, align 8, !tbaa !11
  %6420 = freeze i64 %6419
  %6421 = icmp ugt i64 %6420, -8446744073709551617
  %6422 = zext i1 %6421 to i64
  %6423 = icmp ult i64 %6420, -8446744073709551616
  %6424 = add nsw i64 %6420, 8446744073709551616
  %6425 = select i1 %6423, i64 %6420, i64 %6424
  %6426 = xor i64 %6416, %6422
  %6427 = mul i64 %6426, 1099511628211
  %6428 = xor i64 %6427, %6425
  %6429 = mul i64 %6428, 1099511628211
  store i64 %6429, ptr @h, align 8, !tbaa !11
  %6430 = tail call fastcc i64 @u64_var_div(i64 noundef %6420, i64 noundef -8446744073709551616)
  %6431 = icmp eq i64 %6430, %6422
  br i1 %6431, label %6432, label %6435

6432:                                             ; preds = %6415
  %6433 = tail call fastcc i64 @u64_var_rem(i64 noundef %6420, i64 noundef -8446744073709551616)
  %6434 = icmp eq i64 %6425, %6433
  br i1 %6434, label %6440, label %6435

6435:                                             ; preds = %6432, %6415
  %6436 = load i32, ptr @bad, align 4, !tbaa !5
  %6437 = add nsw i32 %6436, 1
  store i32 %6437, ptr @bad, align 4, !tbaa !5
  %6438 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6420, i64 noundef -8446744073709551616)
  %6439 = load i64, ptr @h, align 8, !tbaa !11
  br label %6440

6440:                                             ; preds = %6435, %6432
  %6441 = phi i64 [ %6439, %6435 ], [ %6429, %6432 ]
  %6442 = add nuw nsw i64 %6417, 1
  %6443 = icmp eq i64 %6442, 41
  br i1 %6443, label %6444, label %6415, !llvm.loop !239

6444:                                             ; preds = %6440, %6469
  %6445 = phi i64 [ %6470, %6469 ], [ %6441, %6440 ]
  %6446 = phi i64 [ %6471, %6469 ], [ 0, %6440 ]
  %6447 = getelementptr inbounds [41 x i64], ptr @vals, i64 0, i64 %6446
  %6448 = load volatile i64, ptr %6447, align 8, !tbaa !11
  %6449 = freeze i64 %6448
  %6450 = icmp ugt i64 %6449, -9223372036854775808
  %6451 = zext i1 %6450 to i64
  %6452 = icmp ult i64 %6449, -9223372036854775807
  %6453 = add nsw i64 %6449, 9223372036854775807
  %6454 = select i1 %6452, i64 %6449, i64 %6453
  %6455 = xor i64 %6445, %6451
  %6456 = mul i64 %6455, 1099511628211
  %6457 = xor i64 %6456, %6454
  %6458 = mul i64 %6457, 1099511628211
  store i64 %6458, ptr @h, align 8, !tbaa !11
  %6459 = tail call fastcc i64 @u64_var_div(i64 noundef %6449, i64 noundef -9223372036854775807)
  %6460 = icmp eq i64 %6459, %6451
  br i1 %6460, label %6461, label %6464

6461:                                             ; preds = %6444
  %6462 = tail call fastcc i64 @u64_var_rem(i64 noundef %6449, i64 noundef -9223372036854775807)
  %6463 = icmp eq i64 %6454, %6462
  br i1 %6463, label %6469, label %6464

6464:                                             ; preds = %6461, %6444
  %6465 = load i32, ptr @bad, align 4, !tbaa !5
  %6466 = add nsw i32 %6465, 1
  store i32 %6466, ptr @bad, align 4, !tbaa !5
  %6467 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull @.str.7, i64 noundef %6449, i64 noundef -9223372036854775807)
  %6468 = load i64, ptr @h, align 8, !tbaa !11
  br label %6469

6469:                                             ; preds = %6464, %6461
  %6470 = phi i64 [ %6468, %6464 ], [ %6458, %6461 ]
  %6471 = add nuw nsw i64 %6446, 1
  %6472 = icmp eq i64 %6471, 41
  br i1 %6472, label %6474, label %6444, !llvm.loop !240

6473:                                             ; preds = %26
  unreachable

6474:                                             ; preds = %6469, %5738, %5017, %4176, %3342, %2523, %1689, %863
  %6475 = phi i64 [ %864, %863 ], [ %1690, %1689 ], [ %2524, %2523 ], [ %3343, %3342 ], [ %4177, %4176 ], [ %5018, %5017 ], [ %5739, %5738 ], [ %6470, %6469 ]
  %6476 = shl i64 %27, 2
  %6477 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %6476)
  %6478 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef %6477, i64 noundef %6475)
  %6479 = add nuw nsw i64 %27, 1
  %6480 = icmp eq i64 %6479, 8
  br i1 %6480, label %4, label %26, !llvm.loop !241
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @i8_var_div(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i16
  %4 = sext i8 %1 to i16
  %5 = sdiv i16 %3, %4
  %6 = trunc i16 %5 to i8
  ret i8 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i8 @i8_var_rem(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i16
  %4 = sext i8 %1 to i16
  %5 = srem i16 %3, %4
  %6 = trunc nsw i16 %5 to i8
  ret i8 %6
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i8 @u8_var_div(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = udiv i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i8 0, -1) i8 @u8_var_rem(i8 noundef zeroext %0, i8 noundef zeroext %1) unnamed_addr #2 {
  %3 = urem i8 %0, %1
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i16 @i16_var_div(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 {
  %3 = sext i16 %0 to i32
  %4 = sext i16 %1 to i32
  %5 = sdiv i32 %3, %4
  %6 = trunc i32 %5 to i16
  ret i16 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc signext i16 @i16_var_rem(i16 noundef signext %0, i16 noundef signext %1) unnamed_addr #2 {
  %3 = sext i16 %0 to i32
  %4 = sext i16 %1 to i32
  %5 = srem i32 %3, %4
  %6 = trunc nsw i32 %5 to i16
  ret i16 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @u16_var_div(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 {
  %3 = udiv i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc zeroext range(i16 0, -1) i16 @u16_var_rem(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #2 {
  %3 = urem i16 %0, %1
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @i32_var_div(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = sdiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @i32_var_rem(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = srem i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @u32_var_div(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = udiv i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @u32_var_rem(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = urem i32 %0, %1
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @i64_var_div(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = sdiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @i64_var_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = srem i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @u64_var_div(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = udiv i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @u64_var_rem(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = urem i64 %0, %1
  ret i64 %3
}

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

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
!10 = !{!"long", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long long", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = distinct !{!15, !14}
!16 = distinct !{!16, !14}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !14}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
!24 = distinct !{!24, !14}
!25 = distinct !{!25, !14}
!26 = distinct !{!26, !14}
!27 = distinct !{!27, !14}
!28 = distinct !{!28, !14}
!29 = distinct !{!29, !14}
!30 = distinct !{!30, !14}
!31 = distinct !{!31, !14}
!32 = distinct !{!32, !14}
!33 = distinct !{!33, !14}
!34 = distinct !{!34, !14}
!35 = distinct !{!35, !14}
!36 = distinct !{!36, !14}
!37 = distinct !{!37, !14}
!38 = distinct !{!38, !14}
!39 = distinct !{!39, !14}
!40 = distinct !{!40, !14}
!41 = distinct !{!41, !14}
!42 = distinct !{!42, !14}
!43 = distinct !{!43, !14}
!44 = distinct !{!44, !14}
!45 = distinct !{!45, !14}
!46 = distinct !{!46, !14}
!47 = distinct !{!47, !14}
!48 = distinct !{!48, !14}
!49 = distinct !{!49, !14}
!50 = distinct !{!50, !14}
!51 = distinct !{!51, !14}
!52 = distinct !{!52, !14}
!53 = distinct !{!53, !14}
!54 = distinct !{!54, !14}
!55 = distinct !{!55, !14}
!56 = distinct !{!56, !14}
!57 = distinct !{!57, !14}
!58 = distinct !{!58, !14}
!59 = distinct !{!59, !14}
!60 = distinct !{!60, !14}
!61 = distinct !{!61, !14}
!62 = distinct !{!62, !14}
!63 = distinct !{!63, !14}
!64 = distinct !{!64, !14}
!65 = distinct !{!65, !14}
!66 = distinct !{!66, !14}
!67 = distinct !{!67, !14}
!68 = distinct !{!68, !14}
!69 = distinct !{!69, !14}
!70 = distinct !{!70, !14}
!71 = distinct !{!71, !14}
!72 = distinct !{!72, !14}
!73 = distinct !{!73, !14}
!74 = distinct !{!74, !14}
!75 = distinct !{!75, !14}
!76 = distinct !{!76, !14}
!77 = distinct !{!77, !14}
!78 = distinct !{!78, !14}
!79 = distinct !{!79, !14}
!80 = distinct !{!80, !14}
!81 = distinct !{!81, !14}
!82 = distinct !{!82, !14}
!83 = distinct !{!83, !14}
!84 = distinct !{!84, !14}
!85 = distinct !{!85, !14}
!86 = distinct !{!86, !14}
!87 = distinct !{!87, !14}
!88 = distinct !{!88, !14}
!89 = distinct !{!89, !14}
!90 = distinct !{!90, !14}
!91 = distinct !{!91, !14}
!92 = distinct !{!92, !14}
!93 = distinct !{!93, !14}
!94 = distinct !{!94, !14}
!95 = distinct !{!95, !14}
!96 = distinct !{!96, !14}
!97 = distinct !{!97, !14}
!98 = distinct !{!98, !14}
!99 = distinct !{!99, !14}
!100 = distinct !{!100, !14}
!101 = distinct !{!101, !14}
!102 = distinct !{!102, !14}
!103 = distinct !{!103, !14}
!104 = distinct !{!104, !14}
!105 = distinct !{!105, !14}
!106 = distinct !{!106, !14}
!107 = distinct !{!107, !14}
!108 = distinct !{!108, !14}
!109 = distinct !{!109, !14}
!110 = distinct !{!110, !14}
!111 = distinct !{!111, !14}
!112 = distinct !{!112, !14}
!113 = distinct !{!113, !14}
!114 = distinct !{!114, !14}
!115 = distinct !{!115, !14}
!116 = distinct !{!116, !14}
!117 = distinct !{!117, !14}
!118 = distinct !{!118, !14}
!119 = distinct !{!119, !14}
!120 = distinct !{!120, !14}
!121 = distinct !{!121, !14}
!122 = distinct !{!122, !14}
!123 = distinct !{!123, !14}
!124 = distinct !{!124, !14}
!125 = distinct !{!125, !14}
!126 = distinct !{!126, !14}
!127 = distinct !{!127, !14}
!128 = distinct !{!128, !14}
!129 = distinct !{!129, !14}
!130 = distinct !{!130, !14}
!131 = distinct !{!131, !14}
!132 = distinct !{!132, !14}
!133 = distinct !{!133, !14}
!134 = distinct !{!134, !14}
!135 = distinct !{!135, !14}
!136 = distinct !{!136, !14}
!137 = distinct !{!137, !14}
!138 = distinct !{!138, !14}
!139 = distinct !{!139, !14}
!140 = distinct !{!140, !14}
!141 = distinct !{!141, !14}
!142 = distinct !{!142, !14}
!143 = distinct !{!143, !14}
!144 = distinct !{!144, !14}
!145 = distinct !{!145, !14}
!146 = distinct !{!146, !14}
!147 = distinct !{!147, !14}
!148 = distinct !{!148, !14}
!149 = distinct !{!149, !14}
!150 = distinct !{!150, !14}
!151 = distinct !{!151, !14}
!152 = distinct !{!152, !14}
!153 = distinct !{!153, !14}
!154 = distinct !{!154, !14}
!155 = distinct !{!155, !14}
!156 = distinct !{!156, !14}
!157 = distinct !{!157, !14}
!158 = distinct !{!158, !14}
!159 = distinct !{!159, !14}
!160 = distinct !{!160, !14}
!161 = distinct !{!161, !14}
!162 = distinct !{!162, !14}
!163 = distinct !{!163, !14}
!164 = distinct !{!164, !14}
!165 = distinct !{!165, !14}
!166 = distinct !{!166, !14}
!167 = distinct !{!167, !14}
!168 = distinct !{!168, !14}
!169 = distinct !{!169, !14}
!170 = distinct !{!170, !14}
!171 = distinct !{!171, !14}
!172 = distinct !{!172, !14}
!173 = distinct !{!173, !14}
!174 = distinct !{!174, !14}
!175 = distinct !{!175, !14}
!176 = distinct !{!176, !14}
!177 = distinct !{!177, !14}
!178 = distinct !{!178, !14}
!179 = distinct !{!179, !14}
!180 = distinct !{!180, !14}
!181 = distinct !{!181, !14}
!182 = distinct !{!182, !14}
!183 = distinct !{!183, !14}
!184 = distinct !{!184, !14}
!185 = distinct !{!185, !14}
!186 = distinct !{!186, !14}
!187 = distinct !{!187, !14}
!188 = distinct !{!188, !14}
!189 = distinct !{!189, !14}
!190 = distinct !{!190, !14}
!191 = distinct !{!191, !14}
!192 = distinct !{!192, !14}
!193 = distinct !{!193, !14}
!194 = distinct !{!194, !14}
!195 = distinct !{!195, !14}
!196 = distinct !{!196, !14}
!197 = distinct !{!197, !14}
!198 = distinct !{!198, !14}
!199 = distinct !{!199, !14}
!200 = distinct !{!200, !14}
!201 = distinct !{!201, !14}
!202 = distinct !{!202, !14}
!203 = distinct !{!203, !14}
!204 = distinct !{!204, !14}
!205 = distinct !{!205, !14}
!206 = distinct !{!206, !14}
!207 = distinct !{!207, !14}
!208 = distinct !{!208, !14}
!209 = distinct !{!209, !14}
!210 = distinct !{!210, !14}
!211 = distinct !{!211, !14}
!212 = distinct !{!212, !14}
!213 = distinct !{!213, !14}
!214 = distinct !{!214, !14}
!215 = distinct !{!215, !14}
!216 = distinct !{!216, !14}
!217 = distinct !{!217, !14}
!218 = distinct !{!218, !14}
!219 = distinct !{!219, !14}
!220 = distinct !{!220, !14}
!221 = distinct !{!221, !14}
!222 = distinct !{!222, !14}
!223 = distinct !{!223, !14}
!224 = distinct !{!224, !14}
!225 = distinct !{!225, !14}
!226 = distinct !{!226, !14}
!227 = distinct !{!227, !14}
!228 = distinct !{!228, !14}
!229 = distinct !{!229, !14}
!230 = distinct !{!230, !14}
!231 = distinct !{!231, !14}
!232 = distinct !{!232, !14}
!233 = distinct !{!233, !14}
!234 = distinct !{!234, !14}
!235 = distinct !{!235, !14}
!236 = distinct !{!236, !14}
!237 = distinct !{!237, !14}
!238 = distinct !{!238, !14}
!239 = distinct !{!239, !14}
!240 = distinct !{!240, !14}
!241 = distinct !{!241, !14}
