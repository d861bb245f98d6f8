; ModuleID = 'programs/bitfields_every_width.c'
source_filename = "programs/bitfields_every_width.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.su = type { i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }
%struct.ss = type { i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }

@.str = private unnamed_addr constant [22 x i8] c"sizeof su=%zu ss=%zu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [32 x i8] c"s1=-1 reads %d; s1+1=%d; u1 %u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1, !dbg !12
@h = internal unnamed_addr global i64 1469598103934665603, align 8, !dbg !17
@.str.3 = private unnamed_addr constant [75 x i8] c"u1=%u u7=%u u13=%u u24=%u u31=%u | s1=%d s2=%d s7=%d s13=%d s24=%d s31=%d\0A\00", align 1, !dbg !26

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !39 {
  %1 = alloca %struct.su, align 4, !DIAssignID !113
    #dbg_assign(i1 undef, !43, !DIExpression(), !113, ptr %1, !DIExpression(), !114)
  %2 = alloca %struct.ss, align 4, !DIAssignID !115
    #dbg_assign(i1 undef, !77, !DIExpression(), !115, ptr %2, !DIExpression(), !114)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #4, !dbg !116
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #4, !dbg !117
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 80, i64 noundef 80), !dbg !118
    #dbg_value(i32 0, !111, !DIExpression(), !119)
  br label %11, !dbg !120

4:                                                ; preds = %11
    #dbg_assign(i64 poison, !77, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !121, ptr %2, !DIExpression(), !114)
    #dbg_assign(i64 poison, !43, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value, DW_OP_LLVM_fragment, 0, 64), !122, ptr %1, !DIExpression(), !114)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i32 noundef 0, i32 noundef 1), !dbg !123
  %6 = load i64, ptr @h, align 8, !dbg !124, !tbaa !125
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6), !dbg !129
  %8 = load i64, ptr @h, align 8, !dbg !130, !tbaa !125
  %9 = trunc i64 %8 to i32, !dbg !131
  %10 = and i32 %9, 127, !dbg !131
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #4, !dbg !132
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #4, !dbg !132
  ret i32 %10, !dbg !133

11:                                               ; preds = %0, %11
  %12 = phi i32 [ 0, %0 ], [ %18, %11 ]
    #dbg_value(i32 %12, !111, !DIExpression(), !119)
  %13 = mul nuw nsw i32 %12, 1000003, !dbg !134
  call fastcc void @set_all(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %13), !dbg !137
  %14 = trunc nuw i32 %12 to i8, !dbg !138
  %15 = urem i8 %14, 10, !dbg !138
  %16 = icmp eq i8 %15, 0, !dbg !139
  %17 = zext i1 %16 to i32, !dbg !139
  call fastcc void @dump(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %17), !dbg !140
  call fastcc void @bump_all(ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !141
  call fastcc void @dump(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %17), !dbg !142
  %18 = add nuw nsw i32 %12, 1, !dbg !143
    #dbg_value(i32 %18, !111, !DIExpression(), !119)
  %19 = icmp eq i32 %18, 50, !dbg !144
  br i1 %19, label %4, label %11, !dbg !120, !llvm.loop !145
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !148 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @set_all(ptr nocapture noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #3 !dbg !155 {
    #dbg_value(ptr %0, !161, !DIExpression(), !164)
    #dbg_value(ptr %1, !162, !DIExpression(), !164)
    #dbg_value(i32 %2, !163, !DIExpression(), !164)
  %4 = load i64, ptr %0, align 4, !dbg !165
  %5 = and i32 %2, 1, !dbg !165
  %6 = and i64 %4, -576460748276891648, !dbg !165
  %7 = shl i32 %2, 1, !dbg !166
  %8 = and i32 %7, 6, !dbg !166
  %9 = mul i32 %2, 56, !dbg !167
  %10 = add i32 %9, 24, !dbg !167
  %11 = mul i32 %2, 576, !dbg !168
  %12 = add i32 %11, 256, !dbg !168
  %13 = and i32 %10, 56, !dbg !168
  %14 = mul i32 %2, 11264, !dbg !169
  %15 = add i32 %14, 5120, !dbg !169
  %16 = and i32 %15, 31744, !dbg !169
  %17 = mul i32 %2, 425984, !dbg !170
  %18 = add i32 %17, 196608, !dbg !170
  %19 = and i32 %18, 2064384, !dbg !170
  %20 = mul i32 %2, 31457280, !dbg !171
  %21 = add i32 %20, 14680064, !dbg !171
  %22 = and i32 %21, 266338304, !dbg !171
  %23 = and i32 %12, 960, !dbg !171
  %24 = mul i32 %2, 17, !dbg !172
  %25 = add i32 %24, 8, !dbg !173
  %26 = and i32 %25, 255, !dbg !174
  %27 = zext nneg i32 %26 to i64, !dbg !174
  %28 = shl nuw nsw i64 %27, 32, !dbg !174
  %29 = mul i32 %2, 19, !dbg !175
  %30 = add i32 %29, 9, !dbg !176
  %31 = and i32 %30, 511, !dbg !177
  %32 = zext nneg i32 %31 to i64, !dbg !177
  %33 = shl nuw nsw i64 %32, 40, !dbg !177
  %34 = mul i32 %2, 21, !dbg !178
  %35 = add i32 %34, 10, !dbg !179
  %36 = and i32 %35, 1023, !dbg !180
  %37 = zext nneg i32 %36 to i64, !dbg !180
  %38 = shl nuw nsw i64 %37, 49, !dbg !180
  %39 = or disjoint i32 %5, %8, !dbg !165
  %40 = or disjoint i32 %39, %13, !dbg !166
  %41 = or disjoint i32 %40, %23, !dbg !168
  %42 = or disjoint i32 %41, %16, !dbg !171
  %43 = or disjoint i32 %42, %19, !dbg !180
  %44 = or i32 %43, %22, !dbg !180
  %45 = xor i32 %44, 5, !dbg !180
  %46 = zext nneg i32 %45 to i64, !dbg !180
  %47 = or disjoint i64 %28, %46, !dbg !180
  %48 = or disjoint i64 %47, %33, !dbg !180
  %49 = or disjoint i64 %48, %38, !dbg !180
  %50 = or i64 %49, %6, !dbg !180
  store i64 %50, ptr %0, align 4, !dbg !180
  %51 = mul i32 %2, 23, !dbg !181
  %52 = add i32 %51, 11, !dbg !182
  %53 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !183
  %54 = load i64, ptr %53, align 4, !dbg !184
  %55 = and i32 %52, 2047, !dbg !184
  %56 = and i64 %54, -576460748016844800, !dbg !184
  %57 = mul i32 %2, 51200, !dbg !185
  %58 = add i32 %57, 24576, !dbg !185
  %59 = and i32 %58, 8386560, !dbg !185
  %60 = mul i32 %2, 27, !dbg !186
  %61 = add i32 %60, 13, !dbg !187
  %62 = and i32 %61, 8191, !dbg !188
  %63 = zext nneg i32 %62 to i64, !dbg !188
  %64 = shl nuw nsw i64 %63, 32, !dbg !188
  %65 = mul i32 %2, 29, !dbg !189
  %66 = add i32 %65, 14, !dbg !190
  %67 = and i32 %66, 16383, !dbg !191
  %68 = zext nneg i32 %67 to i64, !dbg !191
  %69 = shl nuw nsw i64 %68, 45, !dbg !191
  %70 = or disjoint i32 %59, %55, !dbg !184
  %71 = zext nneg i32 %70 to i64, !dbg !184
  %72 = or disjoint i64 %64, %71, !dbg !185
  %73 = or disjoint i64 %72, %69, !dbg !188
  %74 = or disjoint i64 %73, %56, !dbg !191
  store i64 %74, ptr %53, align 4, !dbg !191
  %75 = mul i32 %2, 31, !dbg !192
  %76 = add i32 %75, 15, !dbg !193
  %77 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !194
  %78 = load i64, ptr %77, align 4, !dbg !195
  %79 = and i32 %76, 32767, !dbg !195
  %80 = and i64 %78, -562947805937664, !dbg !195
  %81 = mul i32 %2, 1081344, !dbg !196
  %82 = add i32 %81, 524288, !dbg !196
  %83 = and i32 %82, 2147450880, !dbg !196
  %84 = mul i32 %2, 35, !dbg !197
  %85 = add i32 %84, 17, !dbg !198
  %86 = and i32 %85, 131071, !dbg !199
  %87 = zext nneg i32 %86 to i64, !dbg !199
  %88 = shl nuw nsw i64 %87, 32, !dbg !199
  %89 = or disjoint i32 %83, %79, !dbg !196
  %90 = zext nneg i32 %89 to i64, !dbg !196
  %91 = or disjoint i64 %88, %90, !dbg !195
  %92 = or disjoint i64 %91, %80, !dbg !199
  store i64 %92, ptr %77, align 4, !dbg !199
  %93 = insertelement <4 x i32> poison, i32 %2, i64 0, !dbg !200
  %94 = shufflevector <4 x i32> %93, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !200
  %95 = mul <4 x i32> %94, <i32 37, i32 41, i32 45, i32 49>, !dbg !200
  %96 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !201
  %97 = mul <4 x i32> %94, <i32 39, i32 43, i32 47, i32 51>, !dbg !202
  %98 = add <4 x i32> %95, <i32 18, i32 20, i32 22, i32 24>, !dbg !203
  %99 = load <4 x i64>, ptr %96, align 4, !dbg !204
  %100 = and <4 x i32> %98, <i32 262143, i32 1048575, i32 4194303, i32 16777215>, !dbg !204
  %101 = zext nneg <4 x i32> %100 to <4 x i64>, !dbg !204
  %102 = and <4 x i64> %99, <i64 -2251795518980096, i64 -9007194960822272, i64 -36028792728190976, i64 -144115183797665792>, !dbg !204
  %103 = or disjoint <4 x i64> %102, %101, !dbg !204
  %104 = add <4 x i32> %97, <i32 19, i32 21, i32 23, i32 25>, !dbg !205
  %105 = and <4 x i32> %104, <i32 524287, i32 2097151, i32 8388607, i32 33554431>, !dbg !206
  %106 = zext nneg <4 x i32> %105 to <4 x i64>, !dbg !206
  %107 = shl nuw nsw <4 x i64> %106, <i64 32, i64 32, i64 32, i64 32>, !dbg !206
  %108 = or disjoint <4 x i64> %103, %107, !dbg !206
  store <4 x i64> %108, ptr %96, align 4, !dbg !206
  %109 = mul i32 %2, 53, !dbg !207
  %110 = add i32 %109, 26, !dbg !208
  %111 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !209
  %112 = load i64, ptr %111, align 4, !dbg !210
  %113 = and i32 %110, 67108863, !dbg !210
  %114 = zext nneg i32 %113 to i64, !dbg !210
  %115 = and i64 %112, -576460748075565056, !dbg !210
  %116 = or disjoint i64 %115, %114, !dbg !210
  %117 = mul i32 %2, 55, !dbg !211
  %118 = add i32 %117, 27, !dbg !212
  %119 = and i32 %118, 134217727, !dbg !213
  %120 = zext nneg i32 %119 to i64, !dbg !213
  %121 = shl nuw nsw i64 %120, 32, !dbg !213
  %122 = or disjoint i64 %116, %121, !dbg !213
  store i64 %122, ptr %111, align 4, !dbg !213
  %123 = mul i32 %2, 57, !dbg !214
  %124 = add i32 %123, 28, !dbg !215
  %125 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !216
  %126 = load i64, ptr %125, align 4, !dbg !217
  %127 = and i32 %124, 268435455, !dbg !217
  %128 = zext nneg i32 %127 to i64, !dbg !217
  %129 = and i64 %126, -2305843005187162112, !dbg !217
  %130 = or disjoint i64 %129, %128, !dbg !217
  %131 = mul i32 %2, 59, !dbg !218
  %132 = add i32 %131, 29, !dbg !219
  %133 = and i32 %132, 536870911, !dbg !220
  %134 = zext nneg i32 %133 to i64, !dbg !220
  %135 = shl nuw nsw i64 %134, 32, !dbg !220
  %136 = or disjoint i64 %130, %135, !dbg !220
  store i64 %136, ptr %125, align 4, !dbg !220
  %137 = mul i32 %2, 61, !dbg !221
  %138 = add i32 %137, 30, !dbg !222
  %139 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !223
  %140 = load i64, ptr %139, align 4, !dbg !224
  %141 = and i32 %138, 1073741823, !dbg !224
  %142 = zext nneg i32 %141 to i64, !dbg !224
  %143 = and i64 %140, -9223372033633550336, !dbg !224
  %144 = or disjoint i64 %143, %142, !dbg !224
  %145 = mul i32 %2, 63, !dbg !225
  %146 = add i32 %145, 31, !dbg !226
  %147 = and i32 %146, 2147483647, !dbg !227
  %148 = zext nneg i32 %147 to i64, !dbg !227
  %149 = shl nuw nsw i64 %148, 32, !dbg !227
  %150 = or disjoint i64 %144, %149, !dbg !227
  store i64 %150, ptr %139, align 4, !dbg !227
  %151 = sext i32 %2 to i64, !dbg !228
  %152 = load i64, ptr %1, align 4, !dbg !229
  %153 = mul nsw i64 %151, 6, !dbg !230
  %154 = and i64 %153, 6, !dbg !230
  %155 = and i64 %152, -576460748276891648, !dbg !230
  %156 = shl nsw i64 %151, 4, !dbg !231
  %157 = add nsw i64 %156, 56, !dbg !232
  %158 = and i64 %157, 56, !dbg !232
  %159 = mul nsw i64 %151, 832, !dbg !233
  %160 = add nsw i64 %159, 768, !dbg !233
  %161 = and i64 %160, 960, !dbg !233
  %162 = shl nsw i64 %151, 14, !dbg !234
  %163 = add nsw i64 %162, 21504, !dbg !235
  %164 = and i64 %163, 21504, !dbg !235
  %165 = mul nsw i64 %151, 622592, !dbg !236
  %166 = add nsw i64 %165, 1245184, !dbg !236
  %167 = and i64 %166, 2064384, !dbg !236
  %168 = mul nsw i64 %151, 46137344, !dbg !237
  %169 = add nsw i64 %168, 148897792, !dbg !237
  %170 = and i64 %169, 266338304, !dbg !237
  %171 = mul i64 %151, 107374182400, !dbg !238
  %172 = add i64 %171, 584115552256, !dbg !238
  %173 = and i64 %172, 1095216660480, !dbg !238
  %174 = mul i64 %151, 30786325577728, !dbg !239
  %175 = add i64 %174, 291370581360640, !dbg !239
  %176 = and i64 %175, 559651418537984, !dbg !239
  %177 = mul i64 %151, 17451448556060672, !dbg !240
  %178 = add i64 %177, 293859875685924864, !dbg !240
  %179 = and i64 %178, 575897802350002176, !dbg !240
  %180 = or disjoint i64 %158, %154, !dbg !230
  %181 = or disjoint i64 %180, %161, !dbg !232
  %182 = or disjoint i64 %181, %164, !dbg !233
  %183 = or disjoint i64 %182, %167, !dbg !235
  %184 = or disjoint i64 %183, %170, !dbg !240
  %185 = or i64 %184, %173, !dbg !240
  %186 = or i64 %185, %176, !dbg !240
  %187 = or i64 %186, %179, !dbg !240
  %188 = or i64 %187, %155, !dbg !240
  store i64 %188, ptr %1, align 4, !dbg !240
  %189 = mul nsw i64 %151, 34, !dbg !241
  %190 = add nsw i64 %189, 1035, !dbg !242
  %191 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !243
  %192 = load i64, ptr %191, align 4, !dbg !244
  %193 = and i64 %190, 2047, !dbg !244
  %194 = and i64 %192, -576460748016844800, !dbg !244
  %195 = mul nsw i64 %151, 75776, !dbg !245
  %196 = add nsw i64 %195, 4218880, !dbg !245
  %197 = and i64 %196, 8386560, !dbg !245
  %198 = mul i64 %151, 171798691840, !dbg !246
  %199 = add i64 %198, 17648020619264, !dbg !246
  %200 = and i64 %199, 35171487186944, !dbg !246
  %201 = mul i64 %151, 1512927999819776, !dbg !247
  %202 = add i64 %201, 288722957360955392, !dbg !247
  %203 = and i64 %202, 576425567931334656, !dbg !247
  %204 = or disjoint i64 %197, %193, !dbg !244
  %205 = or disjoint i64 %204, %200, !dbg !245
  %206 = or disjoint i64 %205, %203, !dbg !246
  %207 = or disjoint i64 %206, %194, !dbg !247
  store i64 %207, ptr %191, align 4, !dbg !247
  %208 = mul nsw i64 %151, 46, !dbg !248
  %209 = add nsw i64 %208, 16399, !dbg !249
  %210 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !250
  %211 = load i64, ptr %210, align 4, !dbg !251
  %212 = and i64 %209, 32767, !dbg !251
  %213 = and i64 %211, -562947805937664, !dbg !251
  %214 = mul nsw i64 %151, 1605632, !dbg !252
  %215 = add nsw i64 %214, 1074266112, !dbg !252
  %216 = and i64 %215, 2147450880, !dbg !252
  %217 = mul i64 %151, 223338299392, !dbg !253
  %218 = add i64 %217, 281547991154688, !dbg !253
  %219 = and i64 %218, 562937068519424, !dbg !253
  %220 = or disjoint i64 %216, %212, !dbg !251
  %221 = or disjoint i64 %220, %219, !dbg !252
  %222 = or disjoint i64 %221, %213, !dbg !253
  store i64 %222, ptr %210, align 4, !dbg !253
  %223 = mul nsw i64 %151, 55, !dbg !254
  %224 = add nsw i64 %223, 131090, !dbg !255
  %225 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !256
  %226 = load i64, ptr %225, align 4, !dbg !257
  %227 = and i64 %224, 262143, !dbg !257
  %228 = and i64 %226, -2251795518980096, !dbg !257
  %229 = mul i64 %151, 249108103168, !dbg !258
  %230 = add i64 %229, 1125981511221248, !dbg !258
  %231 = and i64 %230, 2251795518717952, !dbg !258
  %232 = or disjoint i64 %231, %227, !dbg !257
  %233 = or disjoint i64 %232, %228, !dbg !258
  store i64 %233, ptr %225, align 4, !dbg !258
  %234 = mul nsw i64 %151, 61, !dbg !259
  %235 = add nsw i64 %234, 524308, !dbg !260
  %236 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !261
  %237 = load i64, ptr %236, align 4, !dbg !262
  %238 = and i64 %235, 1048575, !dbg !262
  %239 = and i64 %237, -9007194960822272, !dbg !262
  %240 = shl i64 %151, 38, !dbg !263
  %241 = add i64 %240, 4503689821683712, !dbg !264
  %242 = and i64 %241, 9007014571147264, !dbg !264
  %243 = or disjoint i64 %242, %238, !dbg !262
  %244 = or disjoint i64 %243, %239, !dbg !264
  store i64 %244, ptr %236, align 4, !dbg !264
  %245 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !265
  %246 = insertelement <2 x i64> poison, i64 %151, i64 0, !dbg !266
  %247 = shufflevector <2 x i64> %246, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !266
  %248 = mul nsw <2 x i64> %247, <i64 67, i64 73>, !dbg !266
  %249 = add nsw <2 x i64> %248, <i64 2097174, i64 8388632>, !dbg !267
  %250 = load <2 x i64>, ptr %245, align 4, !dbg !268
  %251 = and <2 x i64> %249, <i64 4194303, i64 16777215>, !dbg !268
  %252 = and <2 x i64> %250, <i64 -36028792728190976, i64 -144115183797665792>, !dbg !268
  %253 = mul <2 x i64> %247, <i64 300647710720, i64 326417514496>, !dbg !269
  %254 = add <2 x i64> %253, <i64 18014497293729792, i64 72057701412110336>, !dbg !269
  %255 = and <2 x i64> %254, <i64 36028792723996672, i64 144115175190953984>, !dbg !269
  %256 = or disjoint <2 x i64> %255, %251, !dbg !268
  %257 = or disjoint <2 x i64> %256, %252, !dbg !269
  store <2 x i64> %257, ptr %245, align 4, !dbg !269
  %258 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !270
  %259 = mul nsw <2 x i64> %247, <i64 79, i64 85>, !dbg !271
  %260 = add nsw <2 x i64> %259, <i64 33554458, i64 134217756>, !dbg !272
  %261 = load <2 x i64>, ptr %258, align 4, !dbg !273
  %262 = and <2 x i64> %260, <i64 67108863, i64 268435455>, !dbg !273
  %263 = and <2 x i64> %261, <i64 -576460748075565056, i64 -2305843005187162112>, !dbg !273
  %264 = mul <2 x i64> %247, <i64 352187318272, i64 377957122048>, !dbg !274
  %265 = add <2 x i64> %264, <i64 288230492115828736, i64 1152921629160898560>, !dbg !274
  %266 = and <2 x i64> %265, <i64 576460748008456192, i64 2305842996328792064>, !dbg !274
  %267 = or disjoint <2 x i64> %266, %262, !dbg !273
  %268 = or disjoint <2 x i64> %267, %263, !dbg !274
  store <2 x i64> %268, ptr %258, align 4, !dbg !274
  %269 = mul nsw i64 %151, 91, !dbg !275
  %270 = add nsw i64 %269, 536870942, !dbg !276
  %271 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !277
  %272 = load i64, ptr %271, align 4, !dbg !278
  %273 = and i64 %270, 1073741823, !dbg !278
  %274 = and i64 %272, -9223372033633550336, !dbg !278
  %275 = mul i64 %151, 403726925824, !dbg !279
  %276 = add i64 %275, 4611686151571374080, !dbg !279
  %277 = and i64 %276, 9223372032559808512, !dbg !279
  %278 = or disjoint i64 %277, %273, !dbg !278
  %279 = or disjoint i64 %278, %274, !dbg !279
  store i64 %279, ptr %271, align 4, !dbg !279
  ret void, !dbg !280
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @dump(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 !dbg !281 {
    #dbg_value(ptr %0, !289, !DIExpression(), !292)
    #dbg_value(ptr %1, !290, !DIExpression(), !292)
    #dbg_value(i32 %2, !291, !DIExpression(), !292)
  %4 = load i64, ptr %0, align 4, !dbg !293
  %5 = and i64 %4, 1, !dbg !293
    #dbg_value(i64 %5, !294, !DIExpression(), !299)
  %6 = load i64, ptr @h, align 8, !dbg !301, !tbaa !125
  %7 = xor i64 %6, %5, !dbg !302
  %8 = mul i64 %7, 1099511628211, !dbg !303
  %9 = load i64, ptr %1, align 4, !dbg !304
  %10 = and i64 %9, 1, !dbg !304
  %11 = sub nsw i64 0, %10, !dbg !304
    #dbg_value(i64 %11, !294, !DIExpression(), !305)
  %12 = xor i64 %8, %11, !dbg !307
  %13 = mul i64 %12, 1099511628211, !dbg !308
  %14 = lshr i64 %4, 1, !dbg !309
  %15 = and i64 %14, 3, !dbg !309
    #dbg_value(i64 %15, !294, !DIExpression(), !310)
  %16 = xor i64 %13, %15, !dbg !312
  %17 = mul i64 %16, 1099511628211, !dbg !313
  %18 = shl i64 %9, 61, !dbg !314
  %19 = ashr i64 %18, 62, !dbg !314
    #dbg_value(i64 %19, !294, !DIExpression(), !315)
  %20 = xor i64 %17, %19, !dbg !317
  %21 = mul i64 %20, 1099511628211, !dbg !318
  %22 = lshr i64 %4, 3, !dbg !319
  %23 = and i64 %22, 7, !dbg !319
    #dbg_value(i64 %23, !294, !DIExpression(), !320)
  %24 = xor i64 %21, %23, !dbg !322
  %25 = mul i64 %24, 1099511628211, !dbg !323
  %26 = shl i64 %9, 58, !dbg !324
  %27 = ashr i64 %26, 61, !dbg !324
    #dbg_value(i64 %27, !294, !DIExpression(), !325)
  %28 = xor i64 %25, %27, !dbg !327
  %29 = mul i64 %28, 1099511628211, !dbg !328
  %30 = lshr i64 %4, 6, !dbg !329
  %31 = and i64 %30, 15, !dbg !329
    #dbg_value(i64 %31, !294, !DIExpression(), !330)
  %32 = xor i64 %29, %31, !dbg !332
  %33 = mul i64 %32, 1099511628211, !dbg !333
  %34 = shl i64 %9, 54, !dbg !334
  %35 = ashr i64 %34, 60, !dbg !334
    #dbg_value(i64 %35, !294, !DIExpression(), !335)
  %36 = xor i64 %33, %35, !dbg !337
  %37 = mul i64 %36, 1099511628211, !dbg !338
  %38 = lshr i64 %4, 10, !dbg !339
  %39 = and i64 %38, 31, !dbg !339
    #dbg_value(i64 %39, !294, !DIExpression(), !340)
  %40 = xor i64 %37, %39, !dbg !342
  %41 = mul i64 %40, 1099511628211, !dbg !343
  %42 = shl i64 %9, 49, !dbg !344
  %43 = ashr i64 %42, 59, !dbg !344
    #dbg_value(i64 %43, !294, !DIExpression(), !345)
  %44 = xor i64 %41, %43, !dbg !347
  %45 = mul i64 %44, 1099511628211, !dbg !348
  %46 = lshr i64 %4, 15, !dbg !349
  %47 = and i64 %46, 63, !dbg !349
    #dbg_value(i64 %47, !294, !DIExpression(), !350)
  %48 = xor i64 %45, %47, !dbg !352
  %49 = mul i64 %48, 1099511628211, !dbg !353
  %50 = shl i64 %9, 43, !dbg !354
  %51 = ashr i64 %50, 58, !dbg !354
    #dbg_value(i64 %51, !294, !DIExpression(), !355)
  %52 = xor i64 %49, %51, !dbg !357
  %53 = mul i64 %52, 1099511628211, !dbg !358
  %54 = lshr i64 %4, 21, !dbg !359
  %55 = and i64 %54, 127, !dbg !359
    #dbg_value(i64 %55, !294, !DIExpression(), !360)
  %56 = xor i64 %53, %55, !dbg !362
  %57 = mul i64 %56, 1099511628211, !dbg !363
  %58 = shl i64 %9, 36, !dbg !364
  %59 = ashr i64 %58, 57, !dbg !364
    #dbg_value(i64 %59, !294, !DIExpression(), !365)
  %60 = xor i64 %57, %59, !dbg !367
  %61 = mul i64 %60, 1099511628211, !dbg !368
  %62 = lshr i64 %4, 32, !dbg !369
  %63 = and i64 %62, 255, !dbg !369
    #dbg_value(i64 %63, !294, !DIExpression(), !370)
  %64 = xor i64 %61, %63, !dbg !372
  %65 = mul i64 %64, 1099511628211, !dbg !373
  %66 = shl i64 %9, 24, !dbg !374
  %67 = ashr i64 %66, 56, !dbg !374
    #dbg_value(i64 %67, !294, !DIExpression(), !375)
  %68 = xor i64 %65, %67, !dbg !377
  %69 = mul i64 %68, 1099511628211, !dbg !378
  %70 = lshr i64 %4, 40, !dbg !379
  %71 = and i64 %70, 511, !dbg !379
    #dbg_value(i64 %71, !294, !DIExpression(), !380)
  %72 = xor i64 %69, %71, !dbg !382
  %73 = mul i64 %72, 1099511628211, !dbg !383
  %74 = shl i64 %9, 15, !dbg !384
  %75 = ashr i64 %74, 55, !dbg !384
    #dbg_value(i64 %75, !294, !DIExpression(), !385)
  %76 = xor i64 %73, %75, !dbg !387
  %77 = mul i64 %76, 1099511628211, !dbg !388
  %78 = lshr i64 %4, 49, !dbg !389
  %79 = and i64 %78, 1023, !dbg !389
    #dbg_value(i64 %79, !294, !DIExpression(), !390)
  %80 = xor i64 %77, %79, !dbg !392
  %81 = mul i64 %80, 1099511628211, !dbg !393
  %82 = shl i64 %9, 5, !dbg !394
  %83 = ashr i64 %82, 54, !dbg !394
    #dbg_value(i64 %83, !294, !DIExpression(), !395)
  %84 = xor i64 %81, %83, !dbg !397
  %85 = mul i64 %84, 1099511628211, !dbg !398
  %86 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !399
  %87 = load i64, ptr %86, align 4, !dbg !399
  %88 = and i64 %87, 2047, !dbg !399
    #dbg_value(i64 %88, !294, !DIExpression(), !400)
  %89 = xor i64 %85, %88, !dbg !402
  %90 = mul i64 %89, 1099511628211, !dbg !403
  %91 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !404
  %92 = load i64, ptr %91, align 4, !dbg !404
  %93 = shl i64 %92, 53, !dbg !404
  %94 = ashr exact i64 %93, 53, !dbg !404
    #dbg_value(i64 %94, !294, !DIExpression(), !405)
  %95 = xor i64 %90, %94, !dbg !407
  %96 = mul i64 %95, 1099511628211, !dbg !408
  %97 = lshr i64 %87, 11, !dbg !409
  %98 = and i64 %97, 4095, !dbg !409
    #dbg_value(i64 %98, !294, !DIExpression(), !410)
  %99 = xor i64 %96, %98, !dbg !412
  %100 = mul i64 %99, 1099511628211, !dbg !413
  %101 = shl i64 %92, 41, !dbg !414
  %102 = ashr i64 %101, 52, !dbg !414
    #dbg_value(i64 %102, !294, !DIExpression(), !415)
  %103 = xor i64 %100, %102, !dbg !417
  %104 = mul i64 %103, 1099511628211, !dbg !418
  %105 = lshr i64 %87, 32, !dbg !419
  %106 = and i64 %105, 8191, !dbg !419
    #dbg_value(i64 %106, !294, !DIExpression(), !420)
  %107 = xor i64 %104, %106, !dbg !422
  %108 = mul i64 %107, 1099511628211, !dbg !423
  %109 = shl i64 %92, 19, !dbg !424
  %110 = ashr i64 %109, 51, !dbg !424
    #dbg_value(i64 %110, !294, !DIExpression(), !425)
  %111 = xor i64 %108, %110, !dbg !427
  %112 = mul i64 %111, 1099511628211, !dbg !428
  %113 = lshr i64 %87, 45, !dbg !429
  %114 = and i64 %113, 16383, !dbg !429
    #dbg_value(i64 %114, !294, !DIExpression(), !430)
  %115 = xor i64 %112, %114, !dbg !432
  %116 = mul i64 %115, 1099511628211, !dbg !433
  %117 = shl i64 %92, 5, !dbg !434
  %118 = ashr i64 %117, 50, !dbg !434
    #dbg_value(i64 %118, !294, !DIExpression(), !435)
  %119 = xor i64 %116, %118, !dbg !437
  %120 = mul i64 %119, 1099511628211, !dbg !438
  %121 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !439
  %122 = load i64, ptr %121, align 4, !dbg !439
  %123 = and i64 %122, 32767, !dbg !439
    #dbg_value(i64 %123, !294, !DIExpression(), !440)
  %124 = xor i64 %120, %123, !dbg !442
  %125 = mul i64 %124, 1099511628211, !dbg !443
  %126 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !444
  %127 = load i64, ptr %126, align 4, !dbg !444
  %128 = shl i64 %127, 49, !dbg !444
  %129 = ashr exact i64 %128, 49, !dbg !444
    #dbg_value(i64 %129, !294, !DIExpression(), !445)
  %130 = xor i64 %125, %129, !dbg !447
  %131 = mul i64 %130, 1099511628211, !dbg !448
  %132 = lshr i64 %122, 15, !dbg !449
  %133 = and i64 %132, 65535, !dbg !449
    #dbg_value(i64 %133, !294, !DIExpression(), !450)
  %134 = xor i64 %131, %133, !dbg !452
  %135 = mul i64 %134, 1099511628211, !dbg !453
  %136 = shl i64 %127, 33, !dbg !454
  %137 = ashr i64 %136, 48, !dbg !454
    #dbg_value(i64 %137, !294, !DIExpression(), !455)
  %138 = xor i64 %135, %137, !dbg !457
  %139 = mul i64 %138, 1099511628211, !dbg !458
  %140 = lshr i64 %122, 32, !dbg !459
  %141 = and i64 %140, 131071, !dbg !459
    #dbg_value(i64 %141, !294, !DIExpression(), !460)
  %142 = xor i64 %139, %141, !dbg !462
  %143 = mul i64 %142, 1099511628211, !dbg !463
  %144 = shl i64 %127, 15, !dbg !464
  %145 = ashr i64 %144, 47, !dbg !464
    #dbg_value(i64 %145, !294, !DIExpression(), !465)
  %146 = xor i64 %143, %145, !dbg !467
  %147 = mul i64 %146, 1099511628211, !dbg !468
  %148 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !469
  %149 = load i64, ptr %148, align 4, !dbg !469
  %150 = and i64 %149, 262143, !dbg !469
    #dbg_value(i64 %150, !294, !DIExpression(), !470)
  %151 = xor i64 %147, %150, !dbg !472
  %152 = mul i64 %151, 1099511628211, !dbg !473
  %153 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !474
  %154 = load i64, ptr %153, align 4, !dbg !474
  %155 = shl i64 %154, 46, !dbg !474
  %156 = ashr exact i64 %155, 46, !dbg !474
    #dbg_value(i64 %156, !294, !DIExpression(), !475)
  %157 = xor i64 %152, %156, !dbg !477
  %158 = mul i64 %157, 1099511628211, !dbg !478
  %159 = lshr i64 %149, 32, !dbg !479
  %160 = and i64 %159, 524287, !dbg !479
    #dbg_value(i64 %160, !294, !DIExpression(), !480)
  %161 = xor i64 %158, %160, !dbg !482
  %162 = mul i64 %161, 1099511628211, !dbg !483
  %163 = shl i64 %154, 13, !dbg !484
  %164 = ashr i64 %163, 45, !dbg !484
    #dbg_value(i64 %164, !294, !DIExpression(), !485)
  %165 = xor i64 %162, %164, !dbg !487
  %166 = mul i64 %165, 1099511628211, !dbg !488
  %167 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !489
  %168 = load i64, ptr %167, align 4, !dbg !489
  %169 = and i64 %168, 1048575, !dbg !489
    #dbg_value(i64 %169, !294, !DIExpression(), !490)
  %170 = xor i64 %166, %169, !dbg !492
  %171 = mul i64 %170, 1099511628211, !dbg !493
  %172 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !494
  %173 = load i64, ptr %172, align 4, !dbg !494
  %174 = shl i64 %173, 44, !dbg !494
  %175 = ashr exact i64 %174, 44, !dbg !494
    #dbg_value(i64 %175, !294, !DIExpression(), !495)
  %176 = xor i64 %171, %175, !dbg !497
  %177 = mul i64 %176, 1099511628211, !dbg !498
  %178 = lshr i64 %168, 32, !dbg !499
  %179 = and i64 %178, 2097151, !dbg !499
    #dbg_value(i64 %179, !294, !DIExpression(), !500)
  %180 = xor i64 %177, %179, !dbg !502
  %181 = mul i64 %180, 1099511628211, !dbg !503
  %182 = shl i64 %173, 11, !dbg !504
  %183 = ashr i64 %182, 43, !dbg !504
    #dbg_value(i64 %183, !294, !DIExpression(), !505)
  %184 = xor i64 %181, %183, !dbg !507
  %185 = mul i64 %184, 1099511628211, !dbg !508
  %186 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !509
  %187 = load i64, ptr %186, align 4, !dbg !509
  %188 = and i64 %187, 4194303, !dbg !509
    #dbg_value(i64 %188, !294, !DIExpression(), !510)
  %189 = xor i64 %185, %188, !dbg !512
  %190 = mul i64 %189, 1099511628211, !dbg !513
  %191 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !514
  %192 = load i64, ptr %191, align 4, !dbg !514
  %193 = shl i64 %192, 42, !dbg !514
  %194 = ashr exact i64 %193, 42, !dbg !514
    #dbg_value(i64 %194, !294, !DIExpression(), !515)
  %195 = xor i64 %190, %194, !dbg !517
  %196 = mul i64 %195, 1099511628211, !dbg !518
  %197 = lshr i64 %187, 32, !dbg !519
  %198 = and i64 %197, 8388607, !dbg !519
    #dbg_value(i64 %198, !294, !DIExpression(), !520)
  %199 = xor i64 %196, %198, !dbg !522
  %200 = mul i64 %199, 1099511628211, !dbg !523
  %201 = shl i64 %192, 9, !dbg !524
  %202 = ashr i64 %201, 41, !dbg !524
    #dbg_value(i64 %202, !294, !DIExpression(), !525)
  %203 = xor i64 %200, %202, !dbg !527
  %204 = mul i64 %203, 1099511628211, !dbg !528
  %205 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !529
  %206 = load i64, ptr %205, align 4, !dbg !529
  %207 = and i64 %206, 16777215, !dbg !529
    #dbg_value(i64 %207, !294, !DIExpression(), !530)
  %208 = xor i64 %204, %207, !dbg !532
  %209 = mul i64 %208, 1099511628211, !dbg !533
  %210 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !534
  %211 = load i64, ptr %210, align 4, !dbg !534
  %212 = shl i64 %211, 40, !dbg !534
  %213 = ashr exact i64 %212, 40, !dbg !534
    #dbg_value(i64 %213, !294, !DIExpression(), !535)
  %214 = xor i64 %209, %213, !dbg !537
  %215 = mul i64 %214, 1099511628211, !dbg !538
  %216 = lshr i64 %206, 32, !dbg !539
  %217 = and i64 %216, 33554431, !dbg !539
    #dbg_value(i64 %217, !294, !DIExpression(), !540)
  %218 = xor i64 %215, %217, !dbg !542
  %219 = mul i64 %218, 1099511628211, !dbg !543
  %220 = shl i64 %211, 7, !dbg !544
  %221 = ashr i64 %220, 39, !dbg !544
    #dbg_value(i64 %221, !294, !DIExpression(), !545)
  %222 = xor i64 %219, %221, !dbg !547
  %223 = mul i64 %222, 1099511628211, !dbg !548
  %224 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !549
  %225 = load i64, ptr %224, align 4, !dbg !549
  %226 = and i64 %225, 67108863, !dbg !549
    #dbg_value(i64 %226, !294, !DIExpression(), !550)
  %227 = xor i64 %223, %226, !dbg !552
  %228 = mul i64 %227, 1099511628211, !dbg !553
  %229 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !554
  %230 = load i64, ptr %229, align 4, !dbg !554
  %231 = shl i64 %230, 38, !dbg !554
  %232 = ashr exact i64 %231, 38, !dbg !554
    #dbg_value(i64 %232, !294, !DIExpression(), !555)
  %233 = xor i64 %228, %232, !dbg !557
  %234 = mul i64 %233, 1099511628211, !dbg !558
  %235 = lshr i64 %225, 32, !dbg !559
  %236 = and i64 %235, 134217727, !dbg !559
    #dbg_value(i64 %236, !294, !DIExpression(), !560)
  %237 = xor i64 %234, %236, !dbg !562
  %238 = mul i64 %237, 1099511628211, !dbg !563
  %239 = shl i64 %230, 5, !dbg !564
  %240 = ashr i64 %239, 37, !dbg !564
    #dbg_value(i64 %240, !294, !DIExpression(), !565)
  %241 = xor i64 %238, %240, !dbg !567
  %242 = mul i64 %241, 1099511628211, !dbg !568
  %243 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !569
  %244 = load i64, ptr %243, align 4, !dbg !569
  %245 = and i64 %244, 268435455, !dbg !569
    #dbg_value(i64 %245, !294, !DIExpression(), !570)
  %246 = xor i64 %242, %245, !dbg !572
  %247 = mul i64 %246, 1099511628211, !dbg !573
  %248 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !574
  %249 = load i64, ptr %248, align 4, !dbg !574
  %250 = shl i64 %249, 36, !dbg !574
  %251 = ashr exact i64 %250, 36, !dbg !574
    #dbg_value(i64 %251, !294, !DIExpression(), !575)
  %252 = xor i64 %247, %251, !dbg !577
  %253 = mul i64 %252, 1099511628211, !dbg !578
  %254 = lshr i64 %244, 32, !dbg !579
  %255 = and i64 %254, 536870911, !dbg !579
    #dbg_value(i64 %255, !294, !DIExpression(), !580)
  %256 = xor i64 %253, %255, !dbg !582
  %257 = mul i64 %256, 1099511628211, !dbg !583
  %258 = shl i64 %249, 3, !dbg !584
  %259 = ashr i64 %258, 35, !dbg !584
    #dbg_value(i64 %259, !294, !DIExpression(), !585)
  %260 = xor i64 %257, %259, !dbg !587
  %261 = mul i64 %260, 1099511628211, !dbg !588
  %262 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !589
  %263 = load i64, ptr %262, align 4, !dbg !589
  %264 = and i64 %263, 1073741823, !dbg !589
    #dbg_value(i64 %264, !294, !DIExpression(), !590)
  %265 = xor i64 %261, %264, !dbg !592
  %266 = mul i64 %265, 1099511628211, !dbg !593
  %267 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !594
  %268 = load i64, ptr %267, align 4, !dbg !594
  %269 = shl i64 %268, 34, !dbg !594
  %270 = ashr exact i64 %269, 34, !dbg !594
    #dbg_value(i64 %270, !294, !DIExpression(), !595)
  %271 = xor i64 %266, %270, !dbg !597
  %272 = mul i64 %271, 1099511628211, !dbg !598
  %273 = lshr i64 %263, 32, !dbg !599
  %274 = and i64 %273, 2147483647, !dbg !599
    #dbg_value(i64 %274, !294, !DIExpression(), !600)
  %275 = xor i64 %272, %274, !dbg !602
  %276 = mul i64 %275, 1099511628211, !dbg !603
  %277 = shl i64 %268, 1, !dbg !604
  %278 = ashr i64 %277, 33, !dbg !604
    #dbg_value(i64 %278, !294, !DIExpression(), !605)
  %279 = xor i64 %276, %278, !dbg !607
  %280 = mul i64 %279, 1099511628211, !dbg !608
  store i64 %280, ptr @h, align 8, !dbg !609, !tbaa !125
  %281 = icmp eq i32 %2, 0, !dbg !610
  br i1 %281, label %302, label %282, !dbg !612

282:                                              ; preds = %3
  %283 = trunc i64 %4 to i32, !dbg !613
  %284 = and i32 %283, 1, !dbg !613
  %285 = lshr i32 %283, 21, !dbg !614
  %286 = and i32 %285, 127, !dbg !614
  %287 = trunc nuw i64 %105 to i32, !dbg !615
  %288 = and i32 %287, 8191, !dbg !615
  %289 = trunc i64 %206 to i32, !dbg !616
  %290 = and i32 %289, 16777215, !dbg !616
  %291 = trunc nuw i64 %273 to i32, !dbg !617
  %292 = and i32 %291, 2147483647, !dbg !617
  %293 = trunc i64 %9 to i32, !dbg !618
  %294 = and i32 %293, 1, !dbg !618
  %295 = sub nsw i32 0, %294, !dbg !618
  %296 = trunc nsw i64 %19 to i32, !dbg !619
  %297 = trunc nsw i64 %59 to i32, !dbg !620
  %298 = trunc nsw i64 %110 to i32, !dbg !621
  %299 = trunc nsw i64 %213 to i32, !dbg !622
  %300 = trunc nsw i64 %278 to i32, !dbg !623
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %284, i32 noundef %286, i32 noundef %288, i32 noundef %290, i32 noundef %292, i32 noundef %295, i32 noundef %296, i32 noundef %297, i32 noundef %298, i32 noundef %299, i32 noundef %300), !dbg !624
  br label %302, !dbg !624

302:                                              ; preds = %282, %3
  ret void, !dbg !625
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump_all(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #3 !dbg !626 {
    #dbg_value(ptr %0, !630, !DIExpression(), !632)
    #dbg_value(ptr %1, !631, !DIExpression(), !632)
  %3 = load i64, ptr %0, align 4, !dbg !633
  %4 = add i64 %3, 2, !dbg !634
  %5 = and i64 %4, 6, !dbg !634
  %6 = add i64 %3, 8, !dbg !635
  %7 = and i64 %6, 56, !dbg !635
  %8 = add i64 %3, 64, !dbg !636
  %9 = and i64 %8, 960, !dbg !636
  %10 = add i64 %3, 1024, !dbg !637
  %11 = and i64 %10, 31744, !dbg !637
  %12 = add i64 %3, 32768, !dbg !638
  %13 = and i64 %12, 2064384, !dbg !638
  %14 = add i64 %3, 2097152, !dbg !639
  %15 = and i64 %14, 266338304, !dbg !639
  %16 = or disjoint i64 %5, %9, !dbg !637
  %17 = or disjoint i64 %11, %13, !dbg !639
  %18 = add i64 %3, 4294967296, !dbg !640
  %19 = and i64 %18, 1095216660480, !dbg !640
  %20 = and i64 %3, -576460748276891647, !dbg !640
  %21 = or disjoint i64 %7, %20, !dbg !640
  %22 = or disjoint i64 %16, %21, !dbg !640
  %23 = or disjoint i64 %17, %22, !dbg !640
  %24 = add i64 %3, 1099511627776, !dbg !641
  %25 = and i64 %24, 561850441793536, !dbg !641
  %26 = add i64 %3, 562949953421312, !dbg !642
  %27 = and i64 %26, 575897802350002176, !dbg !642
  %28 = or disjoint i64 %23, %15, !dbg !640
  %29 = or disjoint i64 %28, %19, !dbg !641
  %30 = or i64 %29, %25, !dbg !641
  %31 = or disjoint i64 %30, %27, !dbg !642
  %32 = xor i64 %31, 1, !dbg !642
  store i64 %32, ptr %0, align 4, !dbg !642
  %33 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !643
  %34 = load <2 x i64>, ptr %33, align 4, !dbg !644
  %35 = extractelement <2 x i64> %34, i64 0, !dbg !645
  %36 = add i64 %35, 1, !dbg !644
  %37 = and i64 %35, -576460748016844800, !dbg !644
  %38 = add i64 %35, 2048, !dbg !645
  %39 = and i64 %38, 8386560, !dbg !645
  %40 = or disjoint i64 %39, %37, !dbg !645
  %41 = add <2 x i64> %34, <i64 4294967296, i64 1>, !dbg !646
  %42 = and <2 x i64> %41, <i64 35180077121536, i64 32767>, !dbg !646
  %43 = insertelement <2 x i64> %34, i64 %36, i64 0, !dbg !644
  %44 = and <2 x i64> %43, <i64 2047, i64 -562947805937664>, !dbg !644
  %45 = extractelement <2 x i64> %34, i64 1, !dbg !647
  %46 = add i64 %45, 32768, !dbg !647
  %47 = and i64 %46, 2147450880, !dbg !647
  %48 = add <2 x i64> %34, <i64 35184372088832, i64 4294967296>, !dbg !648
  %49 = and <2 x i64> %48, <i64 576425567931334656, i64 562945658454016>, !dbg !648
  %50 = insertelement <2 x i64> poison, i64 %40, i64 0, !dbg !646
  %51 = insertelement <2 x i64> %50, i64 %47, i64 1, !dbg !646
  %52 = or disjoint <2 x i64> %51, %44, !dbg !646
  %53 = or disjoint <2 x i64> %52, %42, !dbg !646
  %54 = or disjoint <2 x i64> %53, %49, !dbg !648
  store <2 x i64> %54, ptr %33, align 4, !dbg !648
  %55 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !649
  %56 = load <2 x i64>, ptr %55, align 4, !dbg !650
  %57 = add <2 x i64> %56, <i64 1, i64 1>, !dbg !650
  %58 = and <2 x i64> %57, <i64 262143, i64 1048575>, !dbg !650
  %59 = and <2 x i64> %56, <i64 -2251795518980096, i64 -9007194960822272>, !dbg !650
  %60 = or disjoint <2 x i64> %58, %59, !dbg !650
  %61 = add <2 x i64> %56, <i64 4294967296, i64 4294967296>, !dbg !651
  %62 = and <2 x i64> %61, <i64 2251795518717952, i64 9007194959773696>, !dbg !651
  %63 = or disjoint <2 x i64> %60, %62, !dbg !651
  store <2 x i64> %63, ptr %55, align 4, !dbg !651
  %64 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !652
  %65 = load <2 x i64>, ptr %64, align 4, !dbg !653
  %66 = add <2 x i64> %65, <i64 1, i64 1>, !dbg !653
  %67 = and <2 x i64> %66, <i64 4194303, i64 16777215>, !dbg !653
  %68 = and <2 x i64> %65, <i64 -36028792728190976, i64 -144115183797665792>, !dbg !653
  %69 = or disjoint <2 x i64> %67, %68, !dbg !653
  %70 = add <2 x i64> %65, <i64 4294967296, i64 4294967296>, !dbg !654
  %71 = and <2 x i64> %70, <i64 36028792723996672, i64 144115183780888576>, !dbg !654
  %72 = or disjoint <2 x i64> %69, %71, !dbg !654
  store <2 x i64> %72, ptr %64, align 4, !dbg !654
  %73 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !655
  %74 = load <2 x i64>, ptr %73, align 4, !dbg !656
  %75 = add <2 x i64> %74, <i64 1, i64 1>, !dbg !656
  %76 = and <2 x i64> %75, <i64 67108863, i64 268435455>, !dbg !656
  %77 = and <2 x i64> %74, <i64 -576460748075565056, i64 -2305843005187162112>, !dbg !656
  %78 = or disjoint <2 x i64> %76, %77, !dbg !656
  %79 = add <2 x i64> %74, <i64 4294967296, i64 4294967296>, !dbg !657
  %80 = and <2 x i64> %79, <i64 576460748008456192, i64 2305843004918726656>, !dbg !657
  %81 = or disjoint <2 x i64> %78, %80, !dbg !657
  store <2 x i64> %81, ptr %73, align 4, !dbg !657
  %82 = getelementptr inbounds i8, ptr %0, i64 72, !dbg !658
  %83 = load i64, ptr %82, align 4, !dbg !659
  %84 = add i64 %83, 1, !dbg !659
  %85 = and i64 %84, 1073741823, !dbg !659
  %86 = and i64 %83, -9223372033633550336, !dbg !659
  %87 = or disjoint i64 %85, %86, !dbg !659
  %88 = add i64 %83, 4294967296, !dbg !660
  %89 = and i64 %88, 9223372032559808512, !dbg !660
  %90 = or disjoint i64 %87, %89, !dbg !660
  store i64 %90, ptr %82, align 4, !dbg !660
  %91 = load i64, ptr %1, align 4, !dbg !661
  %92 = xor i64 %91, 1, !dbg !663
  %93 = shl i64 %91, 61, !dbg !664
  %94 = ashr i64 %93, 62, !dbg !664
  %95 = icmp slt i64 %94, 1, !dbg !666
  br i1 %95, label %96, label %102, !dbg !667

96:                                               ; preds = %2
  %97 = shl nsw i64 %94, 1, !dbg !668
  %98 = add nsw i64 %97, 2, !dbg !668
  %99 = and i64 %98, 6, !dbg !668
  %100 = and i64 %92, -7, !dbg !668
  %101 = or disjoint i64 %99, %100, !dbg !668
  br label %105, !dbg !669

102:                                              ; preds = %2
  %103 = and i64 %92, -7, !dbg !670
  %104 = or disjoint i64 %103, 4, !dbg !670
  br label %105

105:                                              ; preds = %102, %96
  %106 = phi i64 [ %104, %102 ], [ %101, %96 ], !dbg !671
  %107 = shl i64 %106, 58, !dbg !672
  %108 = ashr i64 %107, 61, !dbg !672
  %109 = icmp slt i64 %108, 3, !dbg !674
  br i1 %109, label %110, label %116, !dbg !675

110:                                              ; preds = %105
  %111 = shl nsw i64 %108, 3, !dbg !676
  %112 = add nsw i64 %111, 8, !dbg !676
  %113 = and i64 %112, 56, !dbg !676
  %114 = and i64 %106, -57, !dbg !676
  %115 = or disjoint i64 %113, %114, !dbg !676
  br label %119, !dbg !677

116:                                              ; preds = %105
  %117 = and i64 %106, -57, !dbg !678
  %118 = or disjoint i64 %117, 32, !dbg !678
  br label %119

119:                                              ; preds = %116, %110
  %120 = phi i64 [ %118, %116 ], [ %115, %110 ], !dbg !679
  %121 = shl i64 %120, 54, !dbg !680
  %122 = ashr i64 %121, 60, !dbg !680
  %123 = icmp slt i64 %122, 7, !dbg !682
  br i1 %123, label %124, label %130, !dbg !683

124:                                              ; preds = %119
  %125 = shl nsw i64 %122, 6, !dbg !684
  %126 = add nsw i64 %125, 64, !dbg !684
  %127 = and i64 %126, 960, !dbg !684
  %128 = and i64 %120, -961, !dbg !684
  %129 = or disjoint i64 %127, %128, !dbg !684
  br label %133, !dbg !685

130:                                              ; preds = %119
  %131 = and i64 %120, -961, !dbg !686
  %132 = or disjoint i64 %131, 512, !dbg !686
  br label %133

133:                                              ; preds = %130, %124
  %134 = phi i64 [ %132, %130 ], [ %129, %124 ], !dbg !687
  %135 = shl i64 %134, 49, !dbg !688
  %136 = ashr i64 %135, 59, !dbg !688
  %137 = icmp slt i64 %136, 15, !dbg !690
  br i1 %137, label %138, label %144, !dbg !691

138:                                              ; preds = %133
  %139 = shl nsw i64 %136, 10, !dbg !692
  %140 = add nsw i64 %139, 1024, !dbg !692
  %141 = and i64 %140, 31744, !dbg !692
  %142 = and i64 %134, -31745, !dbg !692
  %143 = or disjoint i64 %141, %142, !dbg !692
  br label %147, !dbg !693

144:                                              ; preds = %133
  %145 = and i64 %134, -31745, !dbg !694
  %146 = or disjoint i64 %145, 16384, !dbg !694
  br label %147

147:                                              ; preds = %144, %138
  %148 = phi i64 [ %146, %144 ], [ %143, %138 ], !dbg !695
  %149 = shl i64 %148, 43, !dbg !696
  %150 = ashr i64 %149, 58, !dbg !696
  %151 = icmp slt i64 %150, 31, !dbg !698
  br i1 %151, label %152, label %158, !dbg !699

152:                                              ; preds = %147
  %153 = shl nsw i64 %150, 15, !dbg !700
  %154 = add nsw i64 %153, 32768, !dbg !700
  %155 = and i64 %154, 2064384, !dbg !700
  %156 = and i64 %148, -2064385, !dbg !700
  %157 = or disjoint i64 %155, %156, !dbg !700
  br label %161, !dbg !701

158:                                              ; preds = %147
  %159 = and i64 %148, -2064385, !dbg !702
  %160 = or disjoint i64 %159, 1048576, !dbg !702
  br label %161

161:                                              ; preds = %158, %152
  %162 = phi i64 [ %160, %158 ], [ %157, %152 ], !dbg !703
  %163 = shl i64 %162, 36, !dbg !704
  %164 = ashr i64 %163, 57, !dbg !704
  %165 = icmp slt i64 %164, 63, !dbg !706
  br i1 %165, label %166, label %172, !dbg !707

166:                                              ; preds = %161
  %167 = shl nsw i64 %164, 21, !dbg !708
  %168 = add nsw i64 %167, 2097152, !dbg !708
  %169 = and i64 %168, 266338304, !dbg !708
  %170 = and i64 %162, -266338305, !dbg !708
  %171 = or disjoint i64 %169, %170, !dbg !708
  br label %175, !dbg !709

172:                                              ; preds = %161
  %173 = and i64 %162, -266338305, !dbg !710
  %174 = or disjoint i64 %173, 134217728, !dbg !710
  br label %175

175:                                              ; preds = %172, %166
  %176 = phi i64 [ %174, %172 ], [ %171, %166 ], !dbg !711
  %177 = shl i64 %176, 24, !dbg !712
  %178 = ashr i64 %177, 56, !dbg !712
  %179 = icmp slt i64 %178, 127, !dbg !714
  br i1 %179, label %180, label %186, !dbg !715

180:                                              ; preds = %175
  %181 = shl nsw i64 %178, 32, !dbg !716
  %182 = add nsw i64 %181, 4294967296, !dbg !716
  %183 = and i64 %182, 1095216660480, !dbg !716
  %184 = and i64 %176, -1095216660481, !dbg !716
  %185 = or disjoint i64 %183, %184, !dbg !716
  br label %189, !dbg !717

186:                                              ; preds = %175
  %187 = and i64 %176, -1095216660481, !dbg !718
  %188 = or disjoint i64 %187, 549755813888, !dbg !718
  br label %189

189:                                              ; preds = %186, %180
  %190 = phi i64 [ %188, %186 ], [ %185, %180 ], !dbg !719
  %191 = shl i64 %190, 15, !dbg !720
  %192 = ashr i64 %191, 55, !dbg !720
  %193 = icmp slt i64 %192, 255, !dbg !722
  br i1 %193, label %194, label %200, !dbg !723

194:                                              ; preds = %189
  %195 = shl nsw i64 %192, 40, !dbg !724
  %196 = add nsw i64 %195, 1099511627776, !dbg !724
  %197 = and i64 %196, 561850441793536, !dbg !724
  %198 = and i64 %190, -561850441793537, !dbg !724
  %199 = or disjoint i64 %197, %198, !dbg !724
  br label %203, !dbg !725

200:                                              ; preds = %189
  %201 = and i64 %190, -561850441793537, !dbg !726
  %202 = or disjoint i64 %201, 281474976710656, !dbg !726
  br label %203

203:                                              ; preds = %200, %194
  %204 = phi i64 [ %202, %200 ], [ %199, %194 ], !dbg !727
  %205 = shl i64 %204, 5, !dbg !728
  %206 = ashr i64 %205, 54, !dbg !728
  %207 = icmp slt i64 %206, 511, !dbg !730
  br i1 %207, label %208, label %214, !dbg !731

208:                                              ; preds = %203
  %209 = shl nsw i64 %206, 49, !dbg !732
  %210 = add nsw i64 %209, 562949953421312, !dbg !732
  %211 = and i64 %210, 575897802350002176, !dbg !732
  %212 = and i64 %204, -575897802350002177, !dbg !732
  %213 = or disjoint i64 %211, %212, !dbg !732
  br label %217, !dbg !733

214:                                              ; preds = %203
  %215 = and i64 %204, -575897802350002177, !dbg !734
  %216 = or disjoint i64 %215, 288230376151711744, !dbg !734
  br label %217

217:                                              ; preds = %214, %208
  %218 = phi i64 [ %216, %214 ], [ %213, %208 ], !dbg !735
  store i64 %218, ptr %1, align 4, !dbg !735
  %219 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !736
  %220 = load i64, ptr %219, align 4, !dbg !736
  %221 = and i64 %220, 2047, !dbg !738
  %222 = icmp eq i64 %221, 1023, !dbg !738
  br i1 %222, label %228, label %223, !dbg !739

223:                                              ; preds = %217
  %224 = add i64 %220, 1, !dbg !740
  %225 = and i64 %224, 2047, !dbg !740
  %226 = and i64 %220, -2048, !dbg !740
  %227 = or disjoint i64 %225, %226, !dbg !740
  br label %231, !dbg !741

228:                                              ; preds = %217
  %229 = and i64 %220, -2048, !dbg !742
  %230 = or disjoint i64 %229, 1024, !dbg !742
  br label %231

231:                                              ; preds = %228, %223
  %232 = phi i64 [ %230, %228 ], [ %227, %223 ], !dbg !743
  %233 = shl i64 %232, 41, !dbg !744
  %234 = ashr i64 %233, 52, !dbg !744
  %235 = icmp slt i64 %234, 2047, !dbg !746
  br i1 %235, label %236, label %242, !dbg !747

236:                                              ; preds = %231
  %237 = shl nsw i64 %234, 11, !dbg !748
  %238 = add nsw i64 %237, 2048, !dbg !748
  %239 = and i64 %238, 8386560, !dbg !748
  %240 = and i64 %232, -8386561, !dbg !748
  %241 = or disjoint i64 %239, %240, !dbg !748
  br label %245, !dbg !749

242:                                              ; preds = %231
  %243 = and i64 %232, -8386561, !dbg !750
  %244 = or disjoint i64 %243, 4194304, !dbg !750
  br label %245

245:                                              ; preds = %242, %236
  %246 = phi i64 [ %244, %242 ], [ %241, %236 ], !dbg !751
  %247 = shl i64 %246, 19, !dbg !752
  %248 = ashr i64 %247, 51, !dbg !752
  %249 = icmp slt i64 %248, 4095, !dbg !754
  br i1 %249, label %250, label %256, !dbg !755

250:                                              ; preds = %245
  %251 = shl nsw i64 %248, 32, !dbg !756
  %252 = add nsw i64 %251, 4294967296, !dbg !756
  %253 = and i64 %252, 35180077121536, !dbg !756
  %254 = and i64 %246, -35180077121537, !dbg !756
  %255 = or disjoint i64 %253, %254, !dbg !756
  br label %259, !dbg !757

256:                                              ; preds = %245
  %257 = and i64 %246, -35180077121537, !dbg !758
  %258 = or disjoint i64 %257, 17592186044416, !dbg !758
  br label %259

259:                                              ; preds = %256, %250
  %260 = phi i64 [ %258, %256 ], [ %255, %250 ], !dbg !759
  %261 = shl i64 %260, 5, !dbg !760
  %262 = ashr i64 %261, 50, !dbg !760
  %263 = icmp slt i64 %262, 8191, !dbg !762
  br i1 %263, label %264, label %270, !dbg !763

264:                                              ; preds = %259
  %265 = shl nsw i64 %262, 45, !dbg !764
  %266 = add nsw i64 %265, 35184372088832, !dbg !764
  %267 = and i64 %266, 576425567931334656, !dbg !764
  %268 = and i64 %260, -576425567931334657, !dbg !764
  %269 = or disjoint i64 %267, %268, !dbg !764
  br label %273, !dbg !765

270:                                              ; preds = %259
  %271 = and i64 %260, -576425567931334657, !dbg !766
  %272 = or disjoint i64 %271, 288230376151711744, !dbg !766
  br label %273

273:                                              ; preds = %270, %264
  %274 = phi i64 [ %272, %270 ], [ %269, %264 ], !dbg !767
  store i64 %274, ptr %219, align 4, !dbg !767
  %275 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !768
  %276 = load i64, ptr %275, align 4, !dbg !768
  %277 = and i64 %276, 32767, !dbg !770
  %278 = icmp eq i64 %277, 16383, !dbg !770
  br i1 %278, label %284, label %279, !dbg !771

279:                                              ; preds = %273
  %280 = add i64 %276, 1, !dbg !772
  %281 = and i64 %280, 32767, !dbg !772
  %282 = and i64 %276, -32768, !dbg !772
  %283 = or disjoint i64 %281, %282, !dbg !772
  br label %287, !dbg !773

284:                                              ; preds = %273
  %285 = and i64 %276, -32768, !dbg !774
  %286 = or disjoint i64 %285, 16384, !dbg !774
  br label %287

287:                                              ; preds = %284, %279
  %288 = phi i64 [ %286, %284 ], [ %283, %279 ], !dbg !775
  %289 = shl i64 %288, 33, !dbg !776
  %290 = ashr i64 %289, 48, !dbg !776
  %291 = icmp slt i64 %290, 32767, !dbg !778
  br i1 %291, label %292, label %298, !dbg !779

292:                                              ; preds = %287
  %293 = shl nsw i64 %290, 15, !dbg !780
  %294 = add nsw i64 %293, 32768, !dbg !780
  %295 = and i64 %294, 2147450880, !dbg !780
  %296 = and i64 %288, -2147450881, !dbg !780
  %297 = or disjoint i64 %295, %296, !dbg !780
  br label %301, !dbg !781

298:                                              ; preds = %287
  %299 = and i64 %288, -2147450881, !dbg !782
  %300 = or disjoint i64 %299, 1073741824, !dbg !782
  br label %301

301:                                              ; preds = %298, %292
  %302 = phi i64 [ %300, %298 ], [ %297, %292 ], !dbg !783
  %303 = shl i64 %302, 15, !dbg !784
  %304 = ashr i64 %303, 47, !dbg !784
  %305 = icmp slt i64 %304, 65535, !dbg !786
  br i1 %305, label %306, label %312, !dbg !787

306:                                              ; preds = %301
  %307 = shl nsw i64 %304, 32, !dbg !788
  %308 = add nsw i64 %307, 4294967296, !dbg !788
  %309 = and i64 %308, 562945658454016, !dbg !788
  %310 = and i64 %302, -562945658454017, !dbg !788
  %311 = or disjoint i64 %309, %310, !dbg !788
  br label %315, !dbg !789

312:                                              ; preds = %301
  %313 = and i64 %302, -562945658454017, !dbg !790
  %314 = or disjoint i64 %313, 281474976710656, !dbg !790
  br label %315

315:                                              ; preds = %312, %306
  %316 = phi i64 [ %314, %312 ], [ %311, %306 ], !dbg !791
  store i64 %316, ptr %275, align 4, !dbg !791
  %317 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !792
  %318 = load i64, ptr %317, align 4, !dbg !792
  %319 = and i64 %318, 262143, !dbg !794
  %320 = icmp eq i64 %319, 131071, !dbg !794
  br i1 %320, label %326, label %321, !dbg !795

321:                                              ; preds = %315
  %322 = add i64 %318, 1, !dbg !796
  %323 = and i64 %322, 262143, !dbg !796
  %324 = and i64 %318, -262144, !dbg !796
  %325 = or disjoint i64 %323, %324, !dbg !796
  br label %329, !dbg !797

326:                                              ; preds = %315
  %327 = and i64 %318, -262144, !dbg !798
  %328 = or disjoint i64 %327, 131072, !dbg !798
  br label %329

329:                                              ; preds = %326, %321
  %330 = phi i64 [ %328, %326 ], [ %325, %321 ], !dbg !799
  %331 = shl i64 %330, 13, !dbg !800
  %332 = ashr i64 %331, 45, !dbg !800
  %333 = icmp slt i64 %332, 262143, !dbg !802
  br i1 %333, label %334, label %340, !dbg !803

334:                                              ; preds = %329
  %335 = shl nsw i64 %332, 32, !dbg !804
  %336 = add nsw i64 %335, 4294967296, !dbg !804
  %337 = and i64 %336, 2251795518717952, !dbg !804
  %338 = and i64 %330, -2251795518717953, !dbg !804
  %339 = or disjoint i64 %337, %338, !dbg !804
  br label %343, !dbg !805

340:                                              ; preds = %329
  %341 = and i64 %330, -2251795518717953, !dbg !806
  %342 = or disjoint i64 %341, 1125899906842624, !dbg !806
  br label %343

343:                                              ; preds = %340, %334
  %344 = phi i64 [ %342, %340 ], [ %339, %334 ], !dbg !807
  store i64 %344, ptr %317, align 4, !dbg !807
  %345 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !808
  %346 = load i64, ptr %345, align 4, !dbg !808
  %347 = and i64 %346, 1048575, !dbg !810
  %348 = icmp eq i64 %347, 524287, !dbg !810
  br i1 %348, label %354, label %349, !dbg !811

349:                                              ; preds = %343
  %350 = add i64 %346, 1, !dbg !812
  %351 = and i64 %350, 1048575, !dbg !812
  %352 = and i64 %346, -1048576, !dbg !812
  %353 = or disjoint i64 %351, %352, !dbg !812
  br label %357, !dbg !813

354:                                              ; preds = %343
  %355 = and i64 %346, -1048576, !dbg !814
  %356 = or disjoint i64 %355, 524288, !dbg !814
  br label %357

357:                                              ; preds = %354, %349
  %358 = phi i64 [ %356, %354 ], [ %353, %349 ], !dbg !815
  %359 = shl i64 %358, 11, !dbg !816
  %360 = ashr i64 %359, 43, !dbg !816
  %361 = icmp slt i64 %360, 1048575, !dbg !818
  br i1 %361, label %362, label %368, !dbg !819

362:                                              ; preds = %357
  %363 = shl nsw i64 %360, 32, !dbg !820
  %364 = add nsw i64 %363, 4294967296, !dbg !820
  %365 = and i64 %364, 9007194959773696, !dbg !820
  %366 = and i64 %358, -9007194959773697, !dbg !820
  %367 = or disjoint i64 %365, %366, !dbg !820
  br label %371, !dbg !821

368:                                              ; preds = %357
  %369 = and i64 %358, -9007194959773697, !dbg !822
  %370 = or disjoint i64 %369, 4503599627370496, !dbg !822
  br label %371

371:                                              ; preds = %368, %362
  %372 = phi i64 [ %370, %368 ], [ %367, %362 ], !dbg !823
  store i64 %372, ptr %345, align 4, !dbg !823
  %373 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !824
  %374 = load i64, ptr %373, align 4, !dbg !824
  %375 = and i64 %374, 4194303, !dbg !826
  %376 = icmp eq i64 %375, 2097151, !dbg !826
  br i1 %376, label %382, label %377, !dbg !827

377:                                              ; preds = %371
  %378 = add i64 %374, 1, !dbg !828
  %379 = and i64 %378, 4194303, !dbg !828
  %380 = and i64 %374, -4194304, !dbg !828
  %381 = or disjoint i64 %379, %380, !dbg !828
  br label %385, !dbg !829

382:                                              ; preds = %371
  %383 = and i64 %374, -4194304, !dbg !830
  %384 = or disjoint i64 %383, 2097152, !dbg !830
  br label %385

385:                                              ; preds = %382, %377
  %386 = phi i64 [ %384, %382 ], [ %381, %377 ], !dbg !831
  %387 = shl i64 %386, 9, !dbg !832
  %388 = ashr i64 %387, 41, !dbg !832
  %389 = icmp slt i64 %388, 4194303, !dbg !834
  br i1 %389, label %390, label %396, !dbg !835

390:                                              ; preds = %385
  %391 = shl nsw i64 %388, 32, !dbg !836
  %392 = add nsw i64 %391, 4294967296, !dbg !836
  %393 = and i64 %392, 36028792723996672, !dbg !836
  %394 = and i64 %386, -36028792723996673, !dbg !836
  %395 = or disjoint i64 %393, %394, !dbg !836
  br label %399, !dbg !837

396:                                              ; preds = %385
  %397 = and i64 %386, -36028792723996673, !dbg !838
  %398 = or disjoint i64 %397, 18014398509481984, !dbg !838
  br label %399

399:                                              ; preds = %396, %390
  %400 = phi i64 [ %398, %396 ], [ %395, %390 ], !dbg !839
  store i64 %400, ptr %373, align 4, !dbg !839
  %401 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !840
  %402 = load i64, ptr %401, align 4, !dbg !840
  %403 = and i64 %402, 16777215, !dbg !842
  %404 = icmp eq i64 %403, 8388607, !dbg !842
  br i1 %404, label %410, label %405, !dbg !843

405:                                              ; preds = %399
  %406 = add i64 %402, 1, !dbg !844
  %407 = and i64 %406, 16777215, !dbg !844
  %408 = and i64 %402, -16777216, !dbg !844
  %409 = or disjoint i64 %407, %408, !dbg !844
  br label %413, !dbg !845

410:                                              ; preds = %399
  %411 = and i64 %402, -16777216, !dbg !846
  %412 = or disjoint i64 %411, 8388608, !dbg !846
  br label %413

413:                                              ; preds = %410, %405
  %414 = phi i64 [ %412, %410 ], [ %409, %405 ], !dbg !847
  %415 = shl i64 %414, 7, !dbg !848
  %416 = ashr i64 %415, 39, !dbg !848
  %417 = icmp slt i64 %416, 16777215, !dbg !850
  br i1 %417, label %418, label %424, !dbg !851

418:                                              ; preds = %413
  %419 = shl nsw i64 %416, 32, !dbg !852
  %420 = add nsw i64 %419, 4294967296, !dbg !852
  %421 = and i64 %420, 144115183780888576, !dbg !852
  %422 = and i64 %414, -144115183780888577, !dbg !852
  %423 = or disjoint i64 %421, %422, !dbg !852
  br label %427, !dbg !853

424:                                              ; preds = %413
  %425 = and i64 %414, -144115183780888577, !dbg !854
  %426 = or disjoint i64 %425, 72057594037927936, !dbg !854
  br label %427

427:                                              ; preds = %424, %418
  %428 = phi i64 [ %426, %424 ], [ %423, %418 ], !dbg !855
  store i64 %428, ptr %401, align 4, !dbg !855
  %429 = getelementptr inbounds i8, ptr %1, i64 56, !dbg !856
  %430 = load i64, ptr %429, align 4, !dbg !856
  %431 = and i64 %430, 67108863, !dbg !858
  %432 = icmp eq i64 %431, 33554431, !dbg !858
  br i1 %432, label %438, label %433, !dbg !859

433:                                              ; preds = %427
  %434 = add i64 %430, 1, !dbg !860
  %435 = and i64 %434, 67108863, !dbg !860
  %436 = and i64 %430, -67108864, !dbg !860
  %437 = or disjoint i64 %435, %436, !dbg !860
  br label %441, !dbg !861

438:                                              ; preds = %427
  %439 = and i64 %430, -67108864, !dbg !862
  %440 = or disjoint i64 %439, 33554432, !dbg !862
  br label %441

441:                                              ; preds = %438, %433
  %442 = phi i64 [ %440, %438 ], [ %437, %433 ], !dbg !863
  %443 = shl i64 %442, 5, !dbg !864
  %444 = ashr i64 %443, 37, !dbg !864
  %445 = icmp slt i64 %444, 67108863, !dbg !866
  br i1 %445, label %446, label %452, !dbg !867

446:                                              ; preds = %441
  %447 = shl nsw i64 %444, 32, !dbg !868
  %448 = add nsw i64 %447, 4294967296, !dbg !868
  %449 = and i64 %448, 576460748008456192, !dbg !868
  %450 = and i64 %442, -576460748008456193, !dbg !868
  %451 = or disjoint i64 %449, %450, !dbg !868
  br label %455, !dbg !869

452:                                              ; preds = %441
  %453 = and i64 %442, -576460748008456193, !dbg !870
  %454 = or disjoint i64 %453, 288230376151711744, !dbg !870
  br label %455

455:                                              ; preds = %452, %446
  %456 = phi i64 [ %454, %452 ], [ %451, %446 ], !dbg !871
  store i64 %456, ptr %429, align 4, !dbg !871
  %457 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !872
  %458 = load i64, ptr %457, align 4, !dbg !872
  %459 = and i64 %458, 268435455, !dbg !874
  %460 = icmp eq i64 %459, 134217727, !dbg !874
  br i1 %460, label %466, label %461, !dbg !875

461:                                              ; preds = %455
  %462 = add i64 %458, 1, !dbg !876
  %463 = and i64 %462, 268435455, !dbg !876
  %464 = and i64 %458, -268435456, !dbg !876
  %465 = or disjoint i64 %463, %464, !dbg !876
  br label %469, !dbg !877

466:                                              ; preds = %455
  %467 = and i64 %458, -268435456, !dbg !878
  %468 = or disjoint i64 %467, 134217728, !dbg !878
  br label %469

469:                                              ; preds = %466, %461
  %470 = phi i64 [ %468, %466 ], [ %465, %461 ], !dbg !879
  %471 = shl i64 %470, 3, !dbg !880
  %472 = ashr i64 %471, 35, !dbg !880
  %473 = icmp slt i64 %472, 268435455, !dbg !882
  br i1 %473, label %474, label %480, !dbg !883

474:                                              ; preds = %469
  %475 = shl nsw i64 %472, 32, !dbg !884
  %476 = add nsw i64 %475, 4294967296, !dbg !884
  %477 = and i64 %476, 2305843004918726656, !dbg !884
  %478 = and i64 %470, -2305843004918726657, !dbg !884
  %479 = or disjoint i64 %477, %478, !dbg !884
  br label %483, !dbg !885

480:                                              ; preds = %469
  %481 = and i64 %470, -2305843004918726657, !dbg !886
  %482 = or disjoint i64 %481, 1152921504606846976, !dbg !886
  br label %483

483:                                              ; preds = %480, %474
  %484 = phi i64 [ %482, %480 ], [ %479, %474 ], !dbg !887
  store i64 %484, ptr %457, align 4, !dbg !887
  %485 = getelementptr inbounds i8, ptr %1, i64 72, !dbg !888
  %486 = load i64, ptr %485, align 4, !dbg !888
  %487 = and i64 %486, 1073741823, !dbg !890
  %488 = icmp eq i64 %487, 536870911, !dbg !890
  br i1 %488, label %494, label %489, !dbg !891

489:                                              ; preds = %483
  %490 = add i64 %486, 1, !dbg !892
  %491 = and i64 %490, 1073741823, !dbg !892
  %492 = and i64 %486, -1073741824, !dbg !892
  %493 = or disjoint i64 %491, %492, !dbg !892
  br label %497, !dbg !893

494:                                              ; preds = %483
  %495 = and i64 %486, -1073741824, !dbg !894
  %496 = or disjoint i64 %495, 536870912, !dbg !894
  br label %497

497:                                              ; preds = %494, %489
  %498 = phi i64 [ %496, %494 ], [ %493, %489 ], !dbg !895
  %499 = shl i64 %498, 1, !dbg !896
  %500 = ashr i64 %499, 33, !dbg !896
  %501 = icmp slt i64 %500, 1073741823, !dbg !898
  br i1 %501, label %502, label %508, !dbg !899

502:                                              ; preds = %497
  %503 = shl nsw i64 %500, 32, !dbg !900
  %504 = add nsw i64 %503, 4294967296, !dbg !900
  %505 = and i64 %504, 9223372032559808512, !dbg !900
  %506 = and i64 %498, -9223372032559808513, !dbg !900
  %507 = or disjoint i64 %505, %506, !dbg !900
  br label %511, !dbg !901

508:                                              ; preds = %497
  %509 = and i64 %498, -9223372032559808513, !dbg !902
  %510 = or disjoint i64 %509, 4611686018427387904, !dbg !902
  br label %511

511:                                              ; preds = %508, %502
  %512 = phi i64 [ %510, %508 ], [ %507, %502 ], !dbg !903
  store i64 %512, ptr %485, align 4, !dbg !903
  ret void, !dbg !904
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!19}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 241, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bitfields_every_width.c", directory: ".", checksumkind: CSK_MD5, checksum: "b3ca296481721d1e4d62693470a66ad1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 22)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 249, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 32)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 250, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(name: "h", scope: !19, file: !2, line: 73, type: !24, isLocal: true, isDefinition: true)
!19 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !20, globals: !25, splitDebugInlining: false, nameTableKind: None)
!20 = !{!21, !22, !23, !24}
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!23 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!24 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!25 = !{!0, !7, !12, !26, !17}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 236, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 600, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 75)
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 239, type: !40, scopeLine: 239, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !42)
!40 = !DISubroutineType(types: !41)
!41 = !{!21}
!42 = !{!43, !77, !111}
!43 = !DILocalVariable(name: "u", scope: !39, file: !2, line: 240, type: !44)
!44 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "su", file: !2, line: 7, size: 640, elements: !45)
!45 = !{!46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76}
!46 = !DIDerivedType(tag: DW_TAG_member, name: "u1", scope: !44, file: !2, line: 8, baseType: !22, size: 1, flags: DIFlagBitField, extraData: i64 0)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "u2", scope: !44, file: !2, line: 9, baseType: !22, size: 2, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!48 = !DIDerivedType(tag: DW_TAG_member, name: "u3", scope: !44, file: !2, line: 10, baseType: !22, size: 3, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!49 = !DIDerivedType(tag: DW_TAG_member, name: "u4", scope: !44, file: !2, line: 11, baseType: !22, size: 4, offset: 6, flags: DIFlagBitField, extraData: i64 0)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "u5", scope: !44, file: !2, line: 12, baseType: !22, size: 5, offset: 10, flags: DIFlagBitField, extraData: i64 0)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "u6", scope: !44, file: !2, line: 13, baseType: !22, size: 6, offset: 15, flags: DIFlagBitField, extraData: i64 0)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "u7", scope: !44, file: !2, line: 14, baseType: !22, size: 7, offset: 21, flags: DIFlagBitField, extraData: i64 0)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "u8", scope: !44, file: !2, line: 15, baseType: !22, size: 8, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "u9", scope: !44, file: !2, line: 16, baseType: !22, size: 9, offset: 40, flags: DIFlagBitField, extraData: i64 0)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "u10", scope: !44, file: !2, line: 17, baseType: !22, size: 10, offset: 49, flags: DIFlagBitField, extraData: i64 0)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "u11", scope: !44, file: !2, line: 18, baseType: !22, size: 11, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "u12", scope: !44, file: !2, line: 19, baseType: !22, size: 12, offset: 75, flags: DIFlagBitField, extraData: i64 64)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "u13", scope: !44, file: !2, line: 20, baseType: !22, size: 13, offset: 96, flags: DIFlagBitField, extraData: i64 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "u14", scope: !44, file: !2, line: 21, baseType: !22, size: 14, offset: 109, flags: DIFlagBitField, extraData: i64 64)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "u15", scope: !44, file: !2, line: 22, baseType: !22, size: 15, offset: 128, flags: DIFlagBitField, extraData: i64 128)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "u16", scope: !44, file: !2, line: 23, baseType: !22, size: 16, offset: 143, flags: DIFlagBitField, extraData: i64 128)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "u17", scope: !44, file: !2, line: 24, baseType: !22, size: 17, offset: 160, flags: DIFlagBitField, extraData: i64 128)
!63 = !DIDerivedType(tag: DW_TAG_member, name: "u18", scope: !44, file: !2, line: 25, baseType: !22, size: 18, offset: 192, flags: DIFlagBitField, extraData: i64 192)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "u19", scope: !44, file: !2, line: 26, baseType: !22, size: 19, offset: 224, flags: DIFlagBitField, extraData: i64 192)
!65 = !DIDerivedType(tag: DW_TAG_member, name: "u20", scope: !44, file: !2, line: 27, baseType: !22, size: 20, offset: 256, flags: DIFlagBitField, extraData: i64 256)
!66 = !DIDerivedType(tag: DW_TAG_member, name: "u21", scope: !44, file: !2, line: 28, baseType: !22, size: 21, offset: 288, flags: DIFlagBitField, extraData: i64 256)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "u22", scope: !44, file: !2, line: 29, baseType: !22, size: 22, offset: 320, flags: DIFlagBitField, extraData: i64 320)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "u23", scope: !44, file: !2, line: 30, baseType: !22, size: 23, offset: 352, flags: DIFlagBitField, extraData: i64 320)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "u24", scope: !44, file: !2, line: 31, baseType: !22, size: 24, offset: 384, flags: DIFlagBitField, extraData: i64 384)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "u25", scope: !44, file: !2, line: 32, baseType: !22, size: 25, offset: 416, flags: DIFlagBitField, extraData: i64 384)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "u26", scope: !44, file: !2, line: 33, baseType: !22, size: 26, offset: 448, flags: DIFlagBitField, extraData: i64 448)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "u27", scope: !44, file: !2, line: 34, baseType: !22, size: 27, offset: 480, flags: DIFlagBitField, extraData: i64 448)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "u28", scope: !44, file: !2, line: 35, baseType: !22, size: 28, offset: 512, flags: DIFlagBitField, extraData: i64 512)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "u29", scope: !44, file: !2, line: 36, baseType: !22, size: 29, offset: 544, flags: DIFlagBitField, extraData: i64 512)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "u30", scope: !44, file: !2, line: 37, baseType: !22, size: 30, offset: 576, flags: DIFlagBitField, extraData: i64 576)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "u31", scope: !44, file: !2, line: 38, baseType: !22, size: 31, offset: 608, flags: DIFlagBitField, extraData: i64 576)
!77 = !DILocalVariable(name: "s", scope: !39, file: !2, line: 240, type: !78)
!78 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ss", file: !2, line: 40, size: 640, elements: !79)
!79 = !{!80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110}
!80 = !DIDerivedType(tag: DW_TAG_member, name: "s1", scope: !78, file: !2, line: 41, baseType: !21, size: 1, flags: DIFlagBitField, extraData: i64 0)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "s2", scope: !78, file: !2, line: 42, baseType: !21, size: 2, offset: 1, flags: DIFlagBitField, extraData: i64 0)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "s3", scope: !78, file: !2, line: 43, baseType: !21, size: 3, offset: 3, flags: DIFlagBitField, extraData: i64 0)
!83 = !DIDerivedType(tag: DW_TAG_member, name: "s4", scope: !78, file: !2, line: 44, baseType: !21, size: 4, offset: 6, flags: DIFlagBitField, extraData: i64 0)
!84 = !DIDerivedType(tag: DW_TAG_member, name: "s5", scope: !78, file: !2, line: 45, baseType: !21, size: 5, offset: 10, flags: DIFlagBitField, extraData: i64 0)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "s6", scope: !78, file: !2, line: 46, baseType: !21, size: 6, offset: 15, flags: DIFlagBitField, extraData: i64 0)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "s7", scope: !78, file: !2, line: 47, baseType: !21, size: 7, offset: 21, flags: DIFlagBitField, extraData: i64 0)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "s8", scope: !78, file: !2, line: 48, baseType: !21, size: 8, offset: 32, flags: DIFlagBitField, extraData: i64 0)
!88 = !DIDerivedType(tag: DW_TAG_member, name: "s9", scope: !78, file: !2, line: 49, baseType: !21, size: 9, offset: 40, flags: DIFlagBitField, extraData: i64 0)
!89 = !DIDerivedType(tag: DW_TAG_member, name: "s10", scope: !78, file: !2, line: 50, baseType: !21, size: 10, offset: 49, flags: DIFlagBitField, extraData: i64 0)
!90 = !DIDerivedType(tag: DW_TAG_member, name: "s11", scope: !78, file: !2, line: 51, baseType: !21, size: 11, offset: 64, flags: DIFlagBitField, extraData: i64 64)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "s12", scope: !78, file: !2, line: 52, baseType: !21, size: 12, offset: 75, flags: DIFlagBitField, extraData: i64 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "s13", scope: !78, file: !2, line: 53, baseType: !21, size: 13, offset: 96, flags: DIFlagBitField, extraData: i64 64)
!93 = !DIDerivedType(tag: DW_TAG_member, name: "s14", scope: !78, file: !2, line: 54, baseType: !21, size: 14, offset: 109, flags: DIFlagBitField, extraData: i64 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "s15", scope: !78, file: !2, line: 55, baseType: !21, size: 15, offset: 128, flags: DIFlagBitField, extraData: i64 128)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "s16", scope: !78, file: !2, line: 56, baseType: !21, size: 16, offset: 143, flags: DIFlagBitField, extraData: i64 128)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "s17", scope: !78, file: !2, line: 57, baseType: !21, size: 17, offset: 160, flags: DIFlagBitField, extraData: i64 128)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "s18", scope: !78, file: !2, line: 58, baseType: !21, size: 18, offset: 192, flags: DIFlagBitField, extraData: i64 192)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "s19", scope: !78, file: !2, line: 59, baseType: !21, size: 19, offset: 224, flags: DIFlagBitField, extraData: i64 192)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "s20", scope: !78, file: !2, line: 60, baseType: !21, size: 20, offset: 256, flags: DIFlagBitField, extraData: i64 256)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "s21", scope: !78, file: !2, line: 61, baseType: !21, size: 21, offset: 288, flags: DIFlagBitField, extraData: i64 256)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "s22", scope: !78, file: !2, line: 62, baseType: !21, size: 22, offset: 320, flags: DIFlagBitField, extraData: i64 320)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "s23", scope: !78, file: !2, line: 63, baseType: !21, size: 23, offset: 352, flags: DIFlagBitField, extraData: i64 320)
!103 = !DIDerivedType(tag: DW_TAG_member, name: "s24", scope: !78, file: !2, line: 64, baseType: !21, size: 24, offset: 384, flags: DIFlagBitField, extraData: i64 384)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "s25", scope: !78, file: !2, line: 65, baseType: !21, size: 25, offset: 416, flags: DIFlagBitField, extraData: i64 384)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "s26", scope: !78, file: !2, line: 66, baseType: !21, size: 26, offset: 448, flags: DIFlagBitField, extraData: i64 448)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "s27", scope: !78, file: !2, line: 67, baseType: !21, size: 27, offset: 480, flags: DIFlagBitField, extraData: i64 448)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "s28", scope: !78, file: !2, line: 68, baseType: !21, size: 28, offset: 512, flags: DIFlagBitField, extraData: i64 512)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "s29", scope: !78, file: !2, line: 69, baseType: !21, size: 29, offset: 544, flags: DIFlagBitField, extraData: i64 512)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "s30", scope: !78, file: !2, line: 70, baseType: !21, size: 30, offset: 576, flags: DIFlagBitField, extraData: i64 576)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "s31", scope: !78, file: !2, line: 71, baseType: !21, size: 31, offset: 608, flags: DIFlagBitField, extraData: i64 576)
!111 = !DILocalVariable(name: "k", scope: !112, file: !2, line: 242, type: !21)
!112 = distinct !DILexicalBlock(scope: !39, file: !2, line: 242, column: 5)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 0, scope: !39)
!115 = distinct !DIAssignID()
!116 = !DILocation(line: 240, column: 5, scope: !39)
!117 = !DILocation(line: 240, column: 18, scope: !39)
!118 = !DILocation(line: 241, column: 5, scope: !39)
!119 = !DILocation(line: 0, scope: !112)
!120 = !DILocation(line: 242, column: 5, scope: !112)
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = !DILocation(line: 249, column: 5, scope: !39)
!124 = !DILocation(line: 250, column: 30, scope: !39)
!125 = !{!126, !126, i64 0}
!126 = !{!"long long", !127, i64 0}
!127 = !{!"omnipotent char", !128, i64 0}
!128 = !{!"Simple C/C++ TBAA"}
!129 = !DILocation(line: 250, column: 5, scope: !39)
!130 = !DILocation(line: 251, column: 18, scope: !39)
!131 = !DILocation(line: 251, column: 12, scope: !39)
!132 = !DILocation(line: 252, column: 1, scope: !39)
!133 = !DILocation(line: 251, column: 5, scope: !39)
!134 = !DILocation(line: 243, column: 27, scope: !135)
!135 = distinct !DILexicalBlock(scope: !136, file: !2, line: 242, column: 34)
!136 = distinct !DILexicalBlock(scope: !112, file: !2, line: 242, column: 5)
!137 = !DILocation(line: 243, column: 9, scope: !135)
!138 = !DILocation(line: 244, column: 24, scope: !135)
!139 = !DILocation(line: 244, column: 29, scope: !135)
!140 = !DILocation(line: 244, column: 9, scope: !135)
!141 = !DILocation(line: 245, column: 9, scope: !135)
!142 = !DILocation(line: 246, column: 9, scope: !135)
!143 = !DILocation(line: 242, column: 30, scope: !136)
!144 = !DILocation(line: 242, column: 23, scope: !136)
!145 = distinct !{!145, !120, !146, !147}
!146 = !DILocation(line: 247, column: 5, scope: !112)
!147 = !{!"llvm.loop.mustprogress"}
!148 = !DISubprogram(name: "printf", scope: !149, file: !149, line: 356, type: !150, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!149 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!150 = !DISubroutineType(types: !151)
!151 = !{!21, !152, null}
!152 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !153)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!155 = distinct !DISubprogram(name: "set_all", scope: !2, file: !2, line: 76, type: !156, scopeLine: 76, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !160)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !158, !159, !21}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!159 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !78, size: 64)
!160 = !{!161, !162, !163}
!161 = !DILocalVariable(name: "u", arg: 1, scope: !155, file: !2, line: 76, type: !158)
!162 = !DILocalVariable(name: "s", arg: 2, scope: !155, file: !2, line: 76, type: !159)
!163 = !DILocalVariable(name: "k", arg: 3, scope: !155, file: !2, line: 76, type: !21)
!164 = !DILocation(line: 0, scope: !155)
!165 = !DILocation(line: 77, column: 11, scope: !155)
!166 = !DILocation(line: 78, column: 11, scope: !155)
!167 = !DILocation(line: 79, column: 11, scope: !155)
!168 = !DILocation(line: 80, column: 11, scope: !155)
!169 = !DILocation(line: 81, column: 11, scope: !155)
!170 = !DILocation(line: 82, column: 11, scope: !155)
!171 = !DILocation(line: 83, column: 11, scope: !155)
!172 = !DILocation(line: 84, column: 25, scope: !155)
!173 = !DILocation(line: 84, column: 31, scope: !155)
!174 = !DILocation(line: 84, column: 11, scope: !155)
!175 = !DILocation(line: 85, column: 25, scope: !155)
!176 = !DILocation(line: 85, column: 31, scope: !155)
!177 = !DILocation(line: 85, column: 11, scope: !155)
!178 = !DILocation(line: 86, column: 26, scope: !155)
!179 = !DILocation(line: 86, column: 32, scope: !155)
!180 = !DILocation(line: 86, column: 12, scope: !155)
!181 = !DILocation(line: 87, column: 26, scope: !155)
!182 = !DILocation(line: 87, column: 32, scope: !155)
!183 = !DILocation(line: 87, column: 8, scope: !155)
!184 = !DILocation(line: 87, column: 12, scope: !155)
!185 = !DILocation(line: 88, column: 12, scope: !155)
!186 = !DILocation(line: 89, column: 26, scope: !155)
!187 = !DILocation(line: 89, column: 32, scope: !155)
!188 = !DILocation(line: 89, column: 12, scope: !155)
!189 = !DILocation(line: 90, column: 26, scope: !155)
!190 = !DILocation(line: 90, column: 32, scope: !155)
!191 = !DILocation(line: 90, column: 12, scope: !155)
!192 = !DILocation(line: 91, column: 26, scope: !155)
!193 = !DILocation(line: 91, column: 32, scope: !155)
!194 = !DILocation(line: 91, column: 8, scope: !155)
!195 = !DILocation(line: 91, column: 12, scope: !155)
!196 = !DILocation(line: 92, column: 12, scope: !155)
!197 = !DILocation(line: 93, column: 26, scope: !155)
!198 = !DILocation(line: 93, column: 32, scope: !155)
!199 = !DILocation(line: 93, column: 12, scope: !155)
!200 = !DILocation(line: 94, column: 26, scope: !155)
!201 = !DILocation(line: 94, column: 8, scope: !155)
!202 = !DILocation(line: 95, column: 26, scope: !155)
!203 = !DILocation(line: 94, column: 32, scope: !155)
!204 = !DILocation(line: 94, column: 12, scope: !155)
!205 = !DILocation(line: 95, column: 32, scope: !155)
!206 = !DILocation(line: 95, column: 12, scope: !155)
!207 = !DILocation(line: 102, column: 26, scope: !155)
!208 = !DILocation(line: 102, column: 32, scope: !155)
!209 = !DILocation(line: 102, column: 8, scope: !155)
!210 = !DILocation(line: 102, column: 12, scope: !155)
!211 = !DILocation(line: 103, column: 26, scope: !155)
!212 = !DILocation(line: 103, column: 32, scope: !155)
!213 = !DILocation(line: 103, column: 12, scope: !155)
!214 = !DILocation(line: 104, column: 26, scope: !155)
!215 = !DILocation(line: 104, column: 32, scope: !155)
!216 = !DILocation(line: 104, column: 8, scope: !155)
!217 = !DILocation(line: 104, column: 12, scope: !155)
!218 = !DILocation(line: 105, column: 26, scope: !155)
!219 = !DILocation(line: 105, column: 32, scope: !155)
!220 = !DILocation(line: 105, column: 12, scope: !155)
!221 = !DILocation(line: 106, column: 26, scope: !155)
!222 = !DILocation(line: 106, column: 32, scope: !155)
!223 = !DILocation(line: 106, column: 8, scope: !155)
!224 = !DILocation(line: 106, column: 12, scope: !155)
!225 = !DILocation(line: 107, column: 26, scope: !155)
!226 = !DILocation(line: 107, column: 32, scope: !155)
!227 = !DILocation(line: 107, column: 12, scope: !155)
!228 = !DILocation(line: 108, column: 20, scope: !155)
!229 = !DILocation(line: 108, column: 11, scope: !155)
!230 = !DILocation(line: 109, column: 11, scope: !155)
!231 = !DILocation(line: 110, column: 33, scope: !155)
!232 = !DILocation(line: 110, column: 11, scope: !155)
!233 = !DILocation(line: 111, column: 11, scope: !155)
!234 = !DILocation(line: 112, column: 33, scope: !155)
!235 = !DILocation(line: 112, column: 11, scope: !155)
!236 = !DILocation(line: 113, column: 11, scope: !155)
!237 = !DILocation(line: 114, column: 11, scope: !155)
!238 = !DILocation(line: 115, column: 11, scope: !155)
!239 = !DILocation(line: 116, column: 11, scope: !155)
!240 = !DILocation(line: 117, column: 12, scope: !155)
!241 = !DILocation(line: 118, column: 34, scope: !155)
!242 = !DILocation(line: 118, column: 14, scope: !155)
!243 = !DILocation(line: 118, column: 8, scope: !155)
!244 = !DILocation(line: 118, column: 12, scope: !155)
!245 = !DILocation(line: 119, column: 12, scope: !155)
!246 = !DILocation(line: 120, column: 12, scope: !155)
!247 = !DILocation(line: 121, column: 12, scope: !155)
!248 = !DILocation(line: 122, column: 34, scope: !155)
!249 = !DILocation(line: 122, column: 14, scope: !155)
!250 = !DILocation(line: 122, column: 8, scope: !155)
!251 = !DILocation(line: 122, column: 12, scope: !155)
!252 = !DILocation(line: 123, column: 12, scope: !155)
!253 = !DILocation(line: 124, column: 12, scope: !155)
!254 = !DILocation(line: 125, column: 34, scope: !155)
!255 = !DILocation(line: 125, column: 14, scope: !155)
!256 = !DILocation(line: 125, column: 8, scope: !155)
!257 = !DILocation(line: 125, column: 12, scope: !155)
!258 = !DILocation(line: 126, column: 12, scope: !155)
!259 = !DILocation(line: 127, column: 34, scope: !155)
!260 = !DILocation(line: 127, column: 14, scope: !155)
!261 = !DILocation(line: 127, column: 8, scope: !155)
!262 = !DILocation(line: 127, column: 12, scope: !155)
!263 = !DILocation(line: 128, column: 34, scope: !155)
!264 = !DILocation(line: 128, column: 12, scope: !155)
!265 = !DILocation(line: 129, column: 8, scope: !155)
!266 = !DILocation(line: 129, column: 34, scope: !155)
!267 = !DILocation(line: 129, column: 14, scope: !155)
!268 = !DILocation(line: 129, column: 12, scope: !155)
!269 = !DILocation(line: 130, column: 12, scope: !155)
!270 = !DILocation(line: 133, column: 8, scope: !155)
!271 = !DILocation(line: 133, column: 34, scope: !155)
!272 = !DILocation(line: 133, column: 14, scope: !155)
!273 = !DILocation(line: 133, column: 12, scope: !155)
!274 = !DILocation(line: 134, column: 12, scope: !155)
!275 = !DILocation(line: 137, column: 34, scope: !155)
!276 = !DILocation(line: 137, column: 14, scope: !155)
!277 = !DILocation(line: 137, column: 8, scope: !155)
!278 = !DILocation(line: 137, column: 12, scope: !155)
!279 = !DILocation(line: 138, column: 12, scope: !155)
!280 = !DILocation(line: 139, column: 1, scope: !155)
!281 = distinct !DISubprogram(name: "dump", scope: !2, file: !2, line: 204, type: !282, scopeLine: 204, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !288)
!282 = !DISubroutineType(types: !283)
!283 = !{null, !284, !286, !21}
!284 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !285, size: 64)
!285 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !78)
!288 = !{!289, !290, !291}
!289 = !DILocalVariable(name: "u", arg: 1, scope: !281, file: !2, line: 204, type: !284)
!290 = !DILocalVariable(name: "s", arg: 2, scope: !281, file: !2, line: 204, type: !286)
!291 = !DILocalVariable(name: "print", arg: 3, scope: !281, file: !2, line: 204, type: !21)
!292 = !DILocation(line: 0, scope: !281)
!293 = !DILocation(line: 205, column: 12, scope: !281)
!294 = !DILocalVariable(name: "v", arg: 1, scope: !295, file: !2, line: 74, type: !23)
!295 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 74, type: !296, scopeLine: 74, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !298)
!296 = !DISubroutineType(types: !297)
!297 = !{null, !23}
!298 = !{!294}
!299 = !DILocation(line: 0, scope: !295, inlinedAt: !300)
!300 = distinct !DILocation(line: 205, column: 5, scope: !281)
!301 = !DILocation(line: 74, column: 37, scope: !295, inlinedAt: !300)
!302 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !300)
!303 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !300)
!304 = !DILocation(line: 205, column: 24, scope: !281)
!305 = !DILocation(line: 0, scope: !295, inlinedAt: !306)
!306 = distinct !DILocation(line: 205, column: 17, scope: !281)
!307 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !306)
!308 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !306)
!309 = !DILocation(line: 206, column: 12, scope: !281)
!310 = !DILocation(line: 0, scope: !295, inlinedAt: !311)
!311 = distinct !DILocation(line: 206, column: 5, scope: !281)
!312 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !311)
!313 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !311)
!314 = !DILocation(line: 206, column: 24, scope: !281)
!315 = !DILocation(line: 0, scope: !295, inlinedAt: !316)
!316 = distinct !DILocation(line: 206, column: 17, scope: !281)
!317 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !316)
!318 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !316)
!319 = !DILocation(line: 207, column: 12, scope: !281)
!320 = !DILocation(line: 0, scope: !295, inlinedAt: !321)
!321 = distinct !DILocation(line: 207, column: 5, scope: !281)
!322 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !321)
!323 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !321)
!324 = !DILocation(line: 207, column: 24, scope: !281)
!325 = !DILocation(line: 0, scope: !295, inlinedAt: !326)
!326 = distinct !DILocation(line: 207, column: 17, scope: !281)
!327 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !326)
!328 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !326)
!329 = !DILocation(line: 208, column: 12, scope: !281)
!330 = !DILocation(line: 0, scope: !295, inlinedAt: !331)
!331 = distinct !DILocation(line: 208, column: 5, scope: !281)
!332 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !331)
!333 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !331)
!334 = !DILocation(line: 208, column: 24, scope: !281)
!335 = !DILocation(line: 0, scope: !295, inlinedAt: !336)
!336 = distinct !DILocation(line: 208, column: 17, scope: !281)
!337 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !336)
!338 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !336)
!339 = !DILocation(line: 209, column: 12, scope: !281)
!340 = !DILocation(line: 0, scope: !295, inlinedAt: !341)
!341 = distinct !DILocation(line: 209, column: 5, scope: !281)
!342 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !341)
!343 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !341)
!344 = !DILocation(line: 209, column: 24, scope: !281)
!345 = !DILocation(line: 0, scope: !295, inlinedAt: !346)
!346 = distinct !DILocation(line: 209, column: 17, scope: !281)
!347 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !346)
!348 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !346)
!349 = !DILocation(line: 210, column: 12, scope: !281)
!350 = !DILocation(line: 0, scope: !295, inlinedAt: !351)
!351 = distinct !DILocation(line: 210, column: 5, scope: !281)
!352 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !351)
!353 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !351)
!354 = !DILocation(line: 210, column: 24, scope: !281)
!355 = !DILocation(line: 0, scope: !295, inlinedAt: !356)
!356 = distinct !DILocation(line: 210, column: 17, scope: !281)
!357 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !356)
!358 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !356)
!359 = !DILocation(line: 211, column: 12, scope: !281)
!360 = !DILocation(line: 0, scope: !295, inlinedAt: !361)
!361 = distinct !DILocation(line: 211, column: 5, scope: !281)
!362 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !361)
!363 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !361)
!364 = !DILocation(line: 211, column: 24, scope: !281)
!365 = !DILocation(line: 0, scope: !295, inlinedAt: !366)
!366 = distinct !DILocation(line: 211, column: 17, scope: !281)
!367 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !366)
!368 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !366)
!369 = !DILocation(line: 212, column: 12, scope: !281)
!370 = !DILocation(line: 0, scope: !295, inlinedAt: !371)
!371 = distinct !DILocation(line: 212, column: 5, scope: !281)
!372 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !371)
!373 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !371)
!374 = !DILocation(line: 212, column: 24, scope: !281)
!375 = !DILocation(line: 0, scope: !295, inlinedAt: !376)
!376 = distinct !DILocation(line: 212, column: 17, scope: !281)
!377 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !376)
!378 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !376)
!379 = !DILocation(line: 213, column: 12, scope: !281)
!380 = !DILocation(line: 0, scope: !295, inlinedAt: !381)
!381 = distinct !DILocation(line: 213, column: 5, scope: !281)
!382 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !381)
!383 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !381)
!384 = !DILocation(line: 213, column: 24, scope: !281)
!385 = !DILocation(line: 0, scope: !295, inlinedAt: !386)
!386 = distinct !DILocation(line: 213, column: 17, scope: !281)
!387 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !386)
!388 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !386)
!389 = !DILocation(line: 214, column: 12, scope: !281)
!390 = !DILocation(line: 0, scope: !295, inlinedAt: !391)
!391 = distinct !DILocation(line: 214, column: 5, scope: !281)
!392 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !391)
!393 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !391)
!394 = !DILocation(line: 214, column: 25, scope: !281)
!395 = !DILocation(line: 0, scope: !295, inlinedAt: !396)
!396 = distinct !DILocation(line: 214, column: 18, scope: !281)
!397 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !396)
!398 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !396)
!399 = !DILocation(line: 215, column: 12, scope: !281)
!400 = !DILocation(line: 0, scope: !295, inlinedAt: !401)
!401 = distinct !DILocation(line: 215, column: 5, scope: !281)
!402 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !401)
!403 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !401)
!404 = !DILocation(line: 215, column: 25, scope: !281)
!405 = !DILocation(line: 0, scope: !295, inlinedAt: !406)
!406 = distinct !DILocation(line: 215, column: 18, scope: !281)
!407 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !406)
!408 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !406)
!409 = !DILocation(line: 216, column: 12, scope: !281)
!410 = !DILocation(line: 0, scope: !295, inlinedAt: !411)
!411 = distinct !DILocation(line: 216, column: 5, scope: !281)
!412 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !411)
!413 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !411)
!414 = !DILocation(line: 216, column: 25, scope: !281)
!415 = !DILocation(line: 0, scope: !295, inlinedAt: !416)
!416 = distinct !DILocation(line: 216, column: 18, scope: !281)
!417 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !416)
!418 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !416)
!419 = !DILocation(line: 217, column: 12, scope: !281)
!420 = !DILocation(line: 0, scope: !295, inlinedAt: !421)
!421 = distinct !DILocation(line: 217, column: 5, scope: !281)
!422 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !421)
!423 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !421)
!424 = !DILocation(line: 217, column: 25, scope: !281)
!425 = !DILocation(line: 0, scope: !295, inlinedAt: !426)
!426 = distinct !DILocation(line: 217, column: 18, scope: !281)
!427 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !426)
!428 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !426)
!429 = !DILocation(line: 218, column: 12, scope: !281)
!430 = !DILocation(line: 0, scope: !295, inlinedAt: !431)
!431 = distinct !DILocation(line: 218, column: 5, scope: !281)
!432 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !431)
!433 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !431)
!434 = !DILocation(line: 218, column: 25, scope: !281)
!435 = !DILocation(line: 0, scope: !295, inlinedAt: !436)
!436 = distinct !DILocation(line: 218, column: 18, scope: !281)
!437 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !436)
!438 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !436)
!439 = !DILocation(line: 219, column: 12, scope: !281)
!440 = !DILocation(line: 0, scope: !295, inlinedAt: !441)
!441 = distinct !DILocation(line: 219, column: 5, scope: !281)
!442 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !441)
!443 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !441)
!444 = !DILocation(line: 219, column: 25, scope: !281)
!445 = !DILocation(line: 0, scope: !295, inlinedAt: !446)
!446 = distinct !DILocation(line: 219, column: 18, scope: !281)
!447 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !446)
!448 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !446)
!449 = !DILocation(line: 220, column: 12, scope: !281)
!450 = !DILocation(line: 0, scope: !295, inlinedAt: !451)
!451 = distinct !DILocation(line: 220, column: 5, scope: !281)
!452 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !451)
!453 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !451)
!454 = !DILocation(line: 220, column: 25, scope: !281)
!455 = !DILocation(line: 0, scope: !295, inlinedAt: !456)
!456 = distinct !DILocation(line: 220, column: 18, scope: !281)
!457 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !456)
!458 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !456)
!459 = !DILocation(line: 221, column: 12, scope: !281)
!460 = !DILocation(line: 0, scope: !295, inlinedAt: !461)
!461 = distinct !DILocation(line: 221, column: 5, scope: !281)
!462 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !461)
!463 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !461)
!464 = !DILocation(line: 221, column: 25, scope: !281)
!465 = !DILocation(line: 0, scope: !295, inlinedAt: !466)
!466 = distinct !DILocation(line: 221, column: 18, scope: !281)
!467 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !466)
!468 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !466)
!469 = !DILocation(line: 222, column: 12, scope: !281)
!470 = !DILocation(line: 0, scope: !295, inlinedAt: !471)
!471 = distinct !DILocation(line: 222, column: 5, scope: !281)
!472 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !471)
!473 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !471)
!474 = !DILocation(line: 222, column: 25, scope: !281)
!475 = !DILocation(line: 0, scope: !295, inlinedAt: !476)
!476 = distinct !DILocation(line: 222, column: 18, scope: !281)
!477 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !476)
!478 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !476)
!479 = !DILocation(line: 223, column: 12, scope: !281)
!480 = !DILocation(line: 0, scope: !295, inlinedAt: !481)
!481 = distinct !DILocation(line: 223, column: 5, scope: !281)
!482 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !481)
!483 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !481)
!484 = !DILocation(line: 223, column: 25, scope: !281)
!485 = !DILocation(line: 0, scope: !295, inlinedAt: !486)
!486 = distinct !DILocation(line: 223, column: 18, scope: !281)
!487 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !486)
!488 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !486)
!489 = !DILocation(line: 224, column: 12, scope: !281)
!490 = !DILocation(line: 0, scope: !295, inlinedAt: !491)
!491 = distinct !DILocation(line: 224, column: 5, scope: !281)
!492 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !491)
!493 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !491)
!494 = !DILocation(line: 224, column: 25, scope: !281)
!495 = !DILocation(line: 0, scope: !295, inlinedAt: !496)
!496 = distinct !DILocation(line: 224, column: 18, scope: !281)
!497 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !496)
!498 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !496)
!499 = !DILocation(line: 225, column: 12, scope: !281)
!500 = !DILocation(line: 0, scope: !295, inlinedAt: !501)
!501 = distinct !DILocation(line: 225, column: 5, scope: !281)
!502 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !501)
!503 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !501)
!504 = !DILocation(line: 225, column: 25, scope: !281)
!505 = !DILocation(line: 0, scope: !295, inlinedAt: !506)
!506 = distinct !DILocation(line: 225, column: 18, scope: !281)
!507 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !506)
!508 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !506)
!509 = !DILocation(line: 226, column: 12, scope: !281)
!510 = !DILocation(line: 0, scope: !295, inlinedAt: !511)
!511 = distinct !DILocation(line: 226, column: 5, scope: !281)
!512 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !511)
!513 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !511)
!514 = !DILocation(line: 226, column: 25, scope: !281)
!515 = !DILocation(line: 0, scope: !295, inlinedAt: !516)
!516 = distinct !DILocation(line: 226, column: 18, scope: !281)
!517 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !516)
!518 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !516)
!519 = !DILocation(line: 227, column: 12, scope: !281)
!520 = !DILocation(line: 0, scope: !295, inlinedAt: !521)
!521 = distinct !DILocation(line: 227, column: 5, scope: !281)
!522 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !521)
!523 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !521)
!524 = !DILocation(line: 227, column: 25, scope: !281)
!525 = !DILocation(line: 0, scope: !295, inlinedAt: !526)
!526 = distinct !DILocation(line: 227, column: 18, scope: !281)
!527 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !526)
!528 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !526)
!529 = !DILocation(line: 228, column: 12, scope: !281)
!530 = !DILocation(line: 0, scope: !295, inlinedAt: !531)
!531 = distinct !DILocation(line: 228, column: 5, scope: !281)
!532 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !531)
!533 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !531)
!534 = !DILocation(line: 228, column: 25, scope: !281)
!535 = !DILocation(line: 0, scope: !295, inlinedAt: !536)
!536 = distinct !DILocation(line: 228, column: 18, scope: !281)
!537 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !536)
!538 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !536)
!539 = !DILocation(line: 229, column: 12, scope: !281)
!540 = !DILocation(line: 0, scope: !295, inlinedAt: !541)
!541 = distinct !DILocation(line: 229, column: 5, scope: !281)
!542 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !541)
!543 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !541)
!544 = !DILocation(line: 229, column: 25, scope: !281)
!545 = !DILocation(line: 0, scope: !295, inlinedAt: !546)
!546 = distinct !DILocation(line: 229, column: 18, scope: !281)
!547 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !546)
!548 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !546)
!549 = !DILocation(line: 230, column: 12, scope: !281)
!550 = !DILocation(line: 0, scope: !295, inlinedAt: !551)
!551 = distinct !DILocation(line: 230, column: 5, scope: !281)
!552 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !551)
!553 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !551)
!554 = !DILocation(line: 230, column: 25, scope: !281)
!555 = !DILocation(line: 0, scope: !295, inlinedAt: !556)
!556 = distinct !DILocation(line: 230, column: 18, scope: !281)
!557 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !556)
!558 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !556)
!559 = !DILocation(line: 231, column: 12, scope: !281)
!560 = !DILocation(line: 0, scope: !295, inlinedAt: !561)
!561 = distinct !DILocation(line: 231, column: 5, scope: !281)
!562 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !561)
!563 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !561)
!564 = !DILocation(line: 231, column: 25, scope: !281)
!565 = !DILocation(line: 0, scope: !295, inlinedAt: !566)
!566 = distinct !DILocation(line: 231, column: 18, scope: !281)
!567 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !566)
!568 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !566)
!569 = !DILocation(line: 232, column: 12, scope: !281)
!570 = !DILocation(line: 0, scope: !295, inlinedAt: !571)
!571 = distinct !DILocation(line: 232, column: 5, scope: !281)
!572 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !571)
!573 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !571)
!574 = !DILocation(line: 232, column: 25, scope: !281)
!575 = !DILocation(line: 0, scope: !295, inlinedAt: !576)
!576 = distinct !DILocation(line: 232, column: 18, scope: !281)
!577 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !576)
!578 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !576)
!579 = !DILocation(line: 233, column: 12, scope: !281)
!580 = !DILocation(line: 0, scope: !295, inlinedAt: !581)
!581 = distinct !DILocation(line: 233, column: 5, scope: !281)
!582 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !581)
!583 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !581)
!584 = !DILocation(line: 233, column: 25, scope: !281)
!585 = !DILocation(line: 0, scope: !295, inlinedAt: !586)
!586 = distinct !DILocation(line: 233, column: 18, scope: !281)
!587 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !586)
!588 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !586)
!589 = !DILocation(line: 234, column: 12, scope: !281)
!590 = !DILocation(line: 0, scope: !295, inlinedAt: !591)
!591 = distinct !DILocation(line: 234, column: 5, scope: !281)
!592 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !591)
!593 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !591)
!594 = !DILocation(line: 234, column: 25, scope: !281)
!595 = !DILocation(line: 0, scope: !295, inlinedAt: !596)
!596 = distinct !DILocation(line: 234, column: 18, scope: !281)
!597 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !596)
!598 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !596)
!599 = !DILocation(line: 235, column: 12, scope: !281)
!600 = !DILocation(line: 0, scope: !295, inlinedAt: !601)
!601 = distinct !DILocation(line: 235, column: 5, scope: !281)
!602 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !601)
!603 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !601)
!604 = !DILocation(line: 235, column: 25, scope: !281)
!605 = !DILocation(line: 0, scope: !295, inlinedAt: !606)
!606 = distinct !DILocation(line: 235, column: 18, scope: !281)
!607 = !DILocation(line: 74, column: 39, scope: !295, inlinedAt: !606)
!608 = !DILocation(line: 74, column: 64, scope: !295, inlinedAt: !606)
!609 = !DILocation(line: 74, column: 34, scope: !295, inlinedAt: !606)
!610 = !DILocation(line: 236, column: 9, scope: !611)
!611 = distinct !DILexicalBlock(scope: !281, file: !2, line: 236, column: 9)
!612 = !DILocation(line: 236, column: 9, scope: !281)
!613 = !DILocation(line: 236, column: 105, scope: !611)
!614 = !DILocation(line: 236, column: 112, scope: !611)
!615 = !DILocation(line: 236, column: 119, scope: !611)
!616 = !DILocation(line: 236, column: 127, scope: !611)
!617 = !DILocation(line: 236, column: 135, scope: !611)
!618 = !DILocation(line: 236, column: 143, scope: !611)
!619 = !DILocation(line: 236, column: 150, scope: !611)
!620 = !DILocation(line: 236, column: 157, scope: !611)
!621 = !DILocation(line: 236, column: 164, scope: !611)
!622 = !DILocation(line: 236, column: 172, scope: !611)
!623 = !DILocation(line: 236, column: 180, scope: !611)
!624 = !DILocation(line: 236, column: 16, scope: !611)
!625 = !DILocation(line: 237, column: 1, scope: !281)
!626 = distinct !DISubprogram(name: "bump_all", scope: !2, file: !2, line: 140, type: !627, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !19, retainedNodes: !629)
!627 = !DISubroutineType(types: !628)
!628 = !{null, !158, !159}
!629 = !{!630, !631}
!630 = !DILocalVariable(name: "u", arg: 1, scope: !626, file: !2, line: 140, type: !158)
!631 = !DILocalVariable(name: "s", arg: 2, scope: !626, file: !2, line: 140, type: !159)
!632 = !DILocation(line: 0, scope: !626)
!633 = !DILocation(line: 141, column: 10, scope: !626)
!634 = !DILocation(line: 142, column: 10, scope: !626)
!635 = !DILocation(line: 143, column: 10, scope: !626)
!636 = !DILocation(line: 144, column: 10, scope: !626)
!637 = !DILocation(line: 145, column: 10, scope: !626)
!638 = !DILocation(line: 146, column: 10, scope: !626)
!639 = !DILocation(line: 147, column: 10, scope: !626)
!640 = !DILocation(line: 148, column: 10, scope: !626)
!641 = !DILocation(line: 149, column: 10, scope: !626)
!642 = !DILocation(line: 150, column: 11, scope: !626)
!643 = !DILocation(line: 151, column: 8, scope: !626)
!644 = !DILocation(line: 151, column: 11, scope: !626)
!645 = !DILocation(line: 152, column: 11, scope: !626)
!646 = !DILocation(line: 153, column: 11, scope: !626)
!647 = !DILocation(line: 156, column: 11, scope: !626)
!648 = !DILocation(line: 154, column: 11, scope: !626)
!649 = !DILocation(line: 158, column: 8, scope: !626)
!650 = !DILocation(line: 158, column: 11, scope: !626)
!651 = !DILocation(line: 159, column: 11, scope: !626)
!652 = !DILocation(line: 162, column: 8, scope: !626)
!653 = !DILocation(line: 162, column: 11, scope: !626)
!654 = !DILocation(line: 163, column: 11, scope: !626)
!655 = !DILocation(line: 166, column: 8, scope: !626)
!656 = !DILocation(line: 166, column: 11, scope: !626)
!657 = !DILocation(line: 167, column: 11, scope: !626)
!658 = !DILocation(line: 170, column: 8, scope: !626)
!659 = !DILocation(line: 170, column: 11, scope: !626)
!660 = !DILocation(line: 171, column: 11, scope: !626)
!661 = !DILocation(line: 172, column: 12, scope: !662)
!662 = distinct !DILexicalBlock(scope: !626, file: !2, line: 172, column: 9)
!663 = !DILocation(line: 172, column: 9, scope: !626)
!664 = !DILocation(line: 173, column: 12, scope: !665)
!665 = distinct !DILexicalBlock(scope: !626, file: !2, line: 173, column: 9)
!666 = !DILocation(line: 173, column: 15, scope: !665)
!667 = !DILocation(line: 173, column: 9, scope: !626)
!668 = !DILocation(line: 173, column: 25, scope: !665)
!669 = !DILocation(line: 173, column: 20, scope: !665)
!670 = !DILocation(line: 173, column: 40, scope: !665)
!671 = !DILocation(line: 173, scope: !665)
!672 = !DILocation(line: 174, column: 12, scope: !673)
!673 = distinct !DILexicalBlock(scope: !626, file: !2, line: 174, column: 9)
!674 = !DILocation(line: 174, column: 15, scope: !673)
!675 = !DILocation(line: 174, column: 9, scope: !626)
!676 = !DILocation(line: 174, column: 25, scope: !673)
!677 = !DILocation(line: 174, column: 20, scope: !673)
!678 = !DILocation(line: 174, column: 40, scope: !673)
!679 = !DILocation(line: 174, scope: !673)
!680 = !DILocation(line: 175, column: 12, scope: !681)
!681 = distinct !DILexicalBlock(scope: !626, file: !2, line: 175, column: 9)
!682 = !DILocation(line: 175, column: 15, scope: !681)
!683 = !DILocation(line: 175, column: 9, scope: !626)
!684 = !DILocation(line: 175, column: 25, scope: !681)
!685 = !DILocation(line: 175, column: 20, scope: !681)
!686 = !DILocation(line: 175, column: 40, scope: !681)
!687 = !DILocation(line: 175, scope: !681)
!688 = !DILocation(line: 176, column: 12, scope: !689)
!689 = distinct !DILexicalBlock(scope: !626, file: !2, line: 176, column: 9)
!690 = !DILocation(line: 176, column: 15, scope: !689)
!691 = !DILocation(line: 176, column: 9, scope: !626)
!692 = !DILocation(line: 176, column: 26, scope: !689)
!693 = !DILocation(line: 176, column: 21, scope: !689)
!694 = !DILocation(line: 176, column: 41, scope: !689)
!695 = !DILocation(line: 176, scope: !689)
!696 = !DILocation(line: 177, column: 12, scope: !697)
!697 = distinct !DILexicalBlock(scope: !626, file: !2, line: 177, column: 9)
!698 = !DILocation(line: 177, column: 15, scope: !697)
!699 = !DILocation(line: 177, column: 9, scope: !626)
!700 = !DILocation(line: 177, column: 26, scope: !697)
!701 = !DILocation(line: 177, column: 21, scope: !697)
!702 = !DILocation(line: 177, column: 41, scope: !697)
!703 = !DILocation(line: 177, scope: !697)
!704 = !DILocation(line: 178, column: 12, scope: !705)
!705 = distinct !DILexicalBlock(scope: !626, file: !2, line: 178, column: 9)
!706 = !DILocation(line: 178, column: 15, scope: !705)
!707 = !DILocation(line: 178, column: 9, scope: !626)
!708 = !DILocation(line: 178, column: 26, scope: !705)
!709 = !DILocation(line: 178, column: 21, scope: !705)
!710 = !DILocation(line: 178, column: 41, scope: !705)
!711 = !DILocation(line: 178, scope: !705)
!712 = !DILocation(line: 179, column: 12, scope: !713)
!713 = distinct !DILexicalBlock(scope: !626, file: !2, line: 179, column: 9)
!714 = !DILocation(line: 179, column: 15, scope: !713)
!715 = !DILocation(line: 179, column: 9, scope: !626)
!716 = !DILocation(line: 179, column: 27, scope: !713)
!717 = !DILocation(line: 179, column: 22, scope: !713)
!718 = !DILocation(line: 179, column: 42, scope: !713)
!719 = !DILocation(line: 179, scope: !713)
!720 = !DILocation(line: 180, column: 12, scope: !721)
!721 = distinct !DILexicalBlock(scope: !626, file: !2, line: 180, column: 9)
!722 = !DILocation(line: 180, column: 15, scope: !721)
!723 = !DILocation(line: 180, column: 9, scope: !626)
!724 = !DILocation(line: 180, column: 27, scope: !721)
!725 = !DILocation(line: 180, column: 22, scope: !721)
!726 = !DILocation(line: 180, column: 42, scope: !721)
!727 = !DILocation(line: 180, scope: !721)
!728 = !DILocation(line: 181, column: 12, scope: !729)
!729 = distinct !DILexicalBlock(scope: !626, file: !2, line: 181, column: 9)
!730 = !DILocation(line: 181, column: 16, scope: !729)
!731 = !DILocation(line: 181, column: 9, scope: !626)
!732 = !DILocation(line: 181, column: 29, scope: !729)
!733 = !DILocation(line: 181, column: 23, scope: !729)
!734 = !DILocation(line: 181, column: 45, scope: !729)
!735 = !DILocation(line: 181, scope: !729)
!736 = !DILocation(line: 182, column: 12, scope: !737)
!737 = distinct !DILexicalBlock(scope: !626, file: !2, line: 182, column: 9)
!738 = !DILocation(line: 182, column: 16, scope: !737)
!739 = !DILocation(line: 182, column: 9, scope: !626)
!740 = !DILocation(line: 182, column: 30, scope: !737)
!741 = !DILocation(line: 182, column: 24, scope: !737)
!742 = !DILocation(line: 182, column: 46, scope: !737)
!743 = !DILocation(line: 182, scope: !737)
!744 = !DILocation(line: 183, column: 12, scope: !745)
!745 = distinct !DILexicalBlock(scope: !626, file: !2, line: 183, column: 9)
!746 = !DILocation(line: 183, column: 16, scope: !745)
!747 = !DILocation(line: 183, column: 9, scope: !626)
!748 = !DILocation(line: 183, column: 30, scope: !745)
!749 = !DILocation(line: 183, column: 24, scope: !745)
!750 = !DILocation(line: 183, column: 46, scope: !745)
!751 = !DILocation(line: 183, scope: !745)
!752 = !DILocation(line: 184, column: 12, scope: !753)
!753 = distinct !DILexicalBlock(scope: !626, file: !2, line: 184, column: 9)
!754 = !DILocation(line: 184, column: 16, scope: !753)
!755 = !DILocation(line: 184, column: 9, scope: !626)
!756 = !DILocation(line: 184, column: 30, scope: !753)
!757 = !DILocation(line: 184, column: 24, scope: !753)
!758 = !DILocation(line: 184, column: 46, scope: !753)
!759 = !DILocation(line: 184, scope: !753)
!760 = !DILocation(line: 185, column: 12, scope: !761)
!761 = distinct !DILexicalBlock(scope: !626, file: !2, line: 185, column: 9)
!762 = !DILocation(line: 185, column: 16, scope: !761)
!763 = !DILocation(line: 185, column: 9, scope: !626)
!764 = !DILocation(line: 185, column: 30, scope: !761)
!765 = !DILocation(line: 185, column: 24, scope: !761)
!766 = !DILocation(line: 185, column: 46, scope: !761)
!767 = !DILocation(line: 185, scope: !761)
!768 = !DILocation(line: 186, column: 12, scope: !769)
!769 = distinct !DILexicalBlock(scope: !626, file: !2, line: 186, column: 9)
!770 = !DILocation(line: 186, column: 16, scope: !769)
!771 = !DILocation(line: 186, column: 9, scope: !626)
!772 = !DILocation(line: 186, column: 31, scope: !769)
!773 = !DILocation(line: 186, column: 25, scope: !769)
!774 = !DILocation(line: 186, column: 47, scope: !769)
!775 = !DILocation(line: 186, scope: !769)
!776 = !DILocation(line: 187, column: 12, scope: !777)
!777 = distinct !DILexicalBlock(scope: !626, file: !2, line: 187, column: 9)
!778 = !DILocation(line: 187, column: 16, scope: !777)
!779 = !DILocation(line: 187, column: 9, scope: !626)
!780 = !DILocation(line: 187, column: 31, scope: !777)
!781 = !DILocation(line: 187, column: 25, scope: !777)
!782 = !DILocation(line: 187, column: 47, scope: !777)
!783 = !DILocation(line: 187, scope: !777)
!784 = !DILocation(line: 188, column: 12, scope: !785)
!785 = distinct !DILexicalBlock(scope: !626, file: !2, line: 188, column: 9)
!786 = !DILocation(line: 188, column: 16, scope: !785)
!787 = !DILocation(line: 188, column: 9, scope: !626)
!788 = !DILocation(line: 188, column: 31, scope: !785)
!789 = !DILocation(line: 188, column: 25, scope: !785)
!790 = !DILocation(line: 188, column: 47, scope: !785)
!791 = !DILocation(line: 188, scope: !785)
!792 = !DILocation(line: 189, column: 12, scope: !793)
!793 = distinct !DILexicalBlock(scope: !626, file: !2, line: 189, column: 9)
!794 = !DILocation(line: 189, column: 16, scope: !793)
!795 = !DILocation(line: 189, column: 9, scope: !626)
!796 = !DILocation(line: 189, column: 32, scope: !793)
!797 = !DILocation(line: 189, column: 26, scope: !793)
!798 = !DILocation(line: 189, column: 48, scope: !793)
!799 = !DILocation(line: 189, scope: !793)
!800 = !DILocation(line: 190, column: 12, scope: !801)
!801 = distinct !DILexicalBlock(scope: !626, file: !2, line: 190, column: 9)
!802 = !DILocation(line: 190, column: 16, scope: !801)
!803 = !DILocation(line: 190, column: 9, scope: !626)
!804 = !DILocation(line: 190, column: 32, scope: !801)
!805 = !DILocation(line: 190, column: 26, scope: !801)
!806 = !DILocation(line: 190, column: 48, scope: !801)
!807 = !DILocation(line: 190, scope: !801)
!808 = !DILocation(line: 191, column: 12, scope: !809)
!809 = distinct !DILexicalBlock(scope: !626, file: !2, line: 191, column: 9)
!810 = !DILocation(line: 191, column: 16, scope: !809)
!811 = !DILocation(line: 191, column: 9, scope: !626)
!812 = !DILocation(line: 191, column: 32, scope: !809)
!813 = !DILocation(line: 191, column: 26, scope: !809)
!814 = !DILocation(line: 191, column: 48, scope: !809)
!815 = !DILocation(line: 191, scope: !809)
!816 = !DILocation(line: 192, column: 12, scope: !817)
!817 = distinct !DILexicalBlock(scope: !626, file: !2, line: 192, column: 9)
!818 = !DILocation(line: 192, column: 16, scope: !817)
!819 = !DILocation(line: 192, column: 9, scope: !626)
!820 = !DILocation(line: 192, column: 33, scope: !817)
!821 = !DILocation(line: 192, column: 27, scope: !817)
!822 = !DILocation(line: 192, column: 49, scope: !817)
!823 = !DILocation(line: 192, scope: !817)
!824 = !DILocation(line: 193, column: 12, scope: !825)
!825 = distinct !DILexicalBlock(scope: !626, file: !2, line: 193, column: 9)
!826 = !DILocation(line: 193, column: 16, scope: !825)
!827 = !DILocation(line: 193, column: 9, scope: !626)
!828 = !DILocation(line: 193, column: 33, scope: !825)
!829 = !DILocation(line: 193, column: 27, scope: !825)
!830 = !DILocation(line: 193, column: 49, scope: !825)
!831 = !DILocation(line: 193, scope: !825)
!832 = !DILocation(line: 194, column: 12, scope: !833)
!833 = distinct !DILexicalBlock(scope: !626, file: !2, line: 194, column: 9)
!834 = !DILocation(line: 194, column: 16, scope: !833)
!835 = !DILocation(line: 194, column: 9, scope: !626)
!836 = !DILocation(line: 194, column: 33, scope: !833)
!837 = !DILocation(line: 194, column: 27, scope: !833)
!838 = !DILocation(line: 194, column: 49, scope: !833)
!839 = !DILocation(line: 194, scope: !833)
!840 = !DILocation(line: 195, column: 12, scope: !841)
!841 = distinct !DILexicalBlock(scope: !626, file: !2, line: 195, column: 9)
!842 = !DILocation(line: 195, column: 16, scope: !841)
!843 = !DILocation(line: 195, column: 9, scope: !626)
!844 = !DILocation(line: 195, column: 33, scope: !841)
!845 = !DILocation(line: 195, column: 27, scope: !841)
!846 = !DILocation(line: 195, column: 49, scope: !841)
!847 = !DILocation(line: 195, scope: !841)
!848 = !DILocation(line: 196, column: 12, scope: !849)
!849 = distinct !DILexicalBlock(scope: !626, file: !2, line: 196, column: 9)
!850 = !DILocation(line: 196, column: 16, scope: !849)
!851 = !DILocation(line: 196, column: 9, scope: !626)
!852 = !DILocation(line: 196, column: 34, scope: !849)
!853 = !DILocation(line: 196, column: 28, scope: !849)
!854 = !DILocation(line: 196, column: 50, scope: !849)
!855 = !DILocation(line: 196, scope: !849)
!856 = !DILocation(line: 197, column: 12, scope: !857)
!857 = distinct !DILexicalBlock(scope: !626, file: !2, line: 197, column: 9)
!858 = !DILocation(line: 197, column: 16, scope: !857)
!859 = !DILocation(line: 197, column: 9, scope: !626)
!860 = !DILocation(line: 197, column: 34, scope: !857)
!861 = !DILocation(line: 197, column: 28, scope: !857)
!862 = !DILocation(line: 197, column: 50, scope: !857)
!863 = !DILocation(line: 197, scope: !857)
!864 = !DILocation(line: 198, column: 12, scope: !865)
!865 = distinct !DILexicalBlock(scope: !626, file: !2, line: 198, column: 9)
!866 = !DILocation(line: 198, column: 16, scope: !865)
!867 = !DILocation(line: 198, column: 9, scope: !626)
!868 = !DILocation(line: 198, column: 34, scope: !865)
!869 = !DILocation(line: 198, column: 28, scope: !865)
!870 = !DILocation(line: 198, column: 50, scope: !865)
!871 = !DILocation(line: 198, scope: !865)
!872 = !DILocation(line: 199, column: 12, scope: !873)
!873 = distinct !DILexicalBlock(scope: !626, file: !2, line: 199, column: 9)
!874 = !DILocation(line: 199, column: 16, scope: !873)
!875 = !DILocation(line: 199, column: 9, scope: !626)
!876 = !DILocation(line: 199, column: 35, scope: !873)
!877 = !DILocation(line: 199, column: 29, scope: !873)
!878 = !DILocation(line: 199, column: 51, scope: !873)
!879 = !DILocation(line: 199, scope: !873)
!880 = !DILocation(line: 200, column: 12, scope: !881)
!881 = distinct !DILexicalBlock(scope: !626, file: !2, line: 200, column: 9)
!882 = !DILocation(line: 200, column: 16, scope: !881)
!883 = !DILocation(line: 200, column: 9, scope: !626)
!884 = !DILocation(line: 200, column: 35, scope: !881)
!885 = !DILocation(line: 200, column: 29, scope: !881)
!886 = !DILocation(line: 200, column: 51, scope: !881)
!887 = !DILocation(line: 200, scope: !881)
!888 = !DILocation(line: 201, column: 12, scope: !889)
!889 = distinct !DILexicalBlock(scope: !626, file: !2, line: 201, column: 9)
!890 = !DILocation(line: 201, column: 16, scope: !889)
!891 = !DILocation(line: 201, column: 9, scope: !626)
!892 = !DILocation(line: 201, column: 35, scope: !889)
!893 = !DILocation(line: 201, column: 29, scope: !889)
!894 = !DILocation(line: 201, column: 51, scope: !889)
!895 = !DILocation(line: 201, scope: !889)
!896 = !DILocation(line: 202, column: 12, scope: !897)
!897 = distinct !DILexicalBlock(scope: !626, file: !2, line: 202, column: 9)
!898 = !DILocation(line: 202, column: 16, scope: !897)
!899 = !DILocation(line: 202, column: 9, scope: !626)
!900 = !DILocation(line: 202, column: 36, scope: !897)
!901 = !DILocation(line: 202, column: 30, scope: !897)
!902 = !DILocation(line: 202, column: 52, scope: !897)
!903 = !DILocation(line: 202, scope: !897)
!904 = !DILocation(line: 203, column: 1, scope: !626)
