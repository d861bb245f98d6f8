; ModuleID = 'programs/bitfields_every_width.c'
source_filename = "programs/bitfields_every_width.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.su = type { i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }
%struct.ss = type { i64, i64, i64, i64, i64, i64, i64, i64, i64, i64 }

@.str = private unnamed_addr constant [22 x i8] c"sizeof su=%zu ss=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"s1=-1 reads %d; s1+1=%d; u1 %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"hash %016llx\0A\00", align 1
@h = internal unnamed_addr global i64 1469598103934665603, align 8
@.str.3 = private unnamed_addr constant [75 x i8] c"u1=%u u7=%u u13=%u u24=%u u31=%u | s1=%d s2=%d s7=%d s13=%d s24=%d s31=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.su, align 4
  %2 = alloca %struct.ss, align 4
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %1) #5
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %2) #5
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 80, i64 noundef 80)
  br label %11

4:                                                ; preds = %11
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -1, i32 noundef 0, i32 noundef 1)
  %6 = load i64, ptr @h, align 8, !tbaa !6
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %6)
  %8 = load i64, ptr @h, align 8, !tbaa !6
  %9 = trunc i64 %8 to i32
  %10 = and i32 %9, 127
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %1) #5
  ret i32 %10

11:                                               ; preds = %0, %11
  %12 = phi i32 [ 0, %0 ], [ %18, %11 ]
  %13 = mul nuw nsw i32 %12, 1000003
  call fastcc void @set_all(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %13)
  %14 = trunc nuw i32 %12 to i8
  %15 = urem i8 %14, 10
  %16 = icmp eq i8 %15, 0
  %17 = zext i1 %16 to i32
  call fastcc void @dump(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %17)
  call fastcc void @bump_all(ptr noundef nonnull %1, ptr noundef nonnull %2)
  call fastcc void @dump(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %17)
  %18 = add nuw nsw i32 %12, 1
  %19 = icmp eq i32 %18, 50
  br i1 %19, label %4, label %11, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @set_all(ptr nocapture noundef %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #3 {
  %4 = and i32 %2, 1
  %5 = shl i32 %2, 1
  %6 = and i32 %5, 6
  %7 = insertelement <4 x i32> poison, i32 %2, i64 0
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> zeroinitializer
  %9 = mul <4 x i32> %8, <i32 56, i32 576, i32 11264, i32 425984>
  %10 = mul i32 %2, 31457280
  %11 = add i32 %10, 14680064
  %12 = and i32 %11, 266338304
  %13 = add <4 x i32> %9, <i32 24, i32 256, i32 5120, i32 196608>
  %14 = and <4 x i32> %13, <i32 56, i32 960, i32 31744, i32 2064384>
  %15 = mul i32 %2, 17
  %16 = add i32 %15, 8
  %17 = and i32 %16, 255
  %18 = zext nneg i32 %17 to i64
  %19 = shl nuw nsw i64 %18, 32
  %20 = insertelement <2 x i32> poison, i32 %2, i64 0
  %21 = shufflevector <2 x i32> %20, <2 x i32> poison, <2 x i32> zeroinitializer
  %22 = mul <2 x i32> %21, <i32 19, i32 27>
  %23 = mul <2 x i32> %21, <i32 21, i32 29>
  %24 = tail call i32 @llvm.vector.reduce.or.v4i32(<4 x i32> %14)
  %25 = or disjoint i32 %24, %4
  %26 = or disjoint i32 %6, %12
  %27 = or disjoint i32 %25, %26
  %28 = xor i32 %27, 5
  %29 = zext nneg i32 %28 to i64
  %30 = or disjoint i64 %19, %29
  %31 = mul i32 %2, 23
  %32 = add i32 %31, 11
  %33 = and i32 %32, 2047
  %34 = mul i32 %2, 51200
  %35 = add i32 %34, 24576
  %36 = and i32 %35, 8386560
  %37 = or disjoint i32 %36, %33
  %38 = zext nneg i32 %37 to i64
  %39 = load <2 x i64>, ptr %0, align 4
  %40 = and <2 x i64> %39, <i64 -576460748276891648, i64 -576460748016844800>
  %41 = add <2 x i32> %22, <i32 9, i32 13>
  %42 = and <2 x i32> %41, <i32 511, i32 8191>
  %43 = zext nneg <2 x i32> %42 to <2 x i64>
  %44 = shl nuw nsw <2 x i64> %43, <i64 40, i64 32>
  %45 = add <2 x i32> %23, <i32 10, i32 14>
  %46 = and <2 x i32> %45, <i32 1023, i32 16383>
  %47 = zext nneg <2 x i32> %46 to <2 x i64>
  %48 = shl nuw nsw <2 x i64> %47, <i64 49, i64 45>
  %49 = insertelement <2 x i64> poison, i64 %30, i64 0
  %50 = insertelement <2 x i64> %49, i64 %38, i64 1
  %51 = or disjoint <2 x i64> %44, %50
  %52 = or disjoint <2 x i64> %51, %48
  %53 = or <2 x i64> %52, %40
  store <2 x i64> %53, ptr %0, align 4
  %54 = mul i32 %2, 31
  %55 = add i32 %54, 15
  %56 = getelementptr inbounds i8, ptr %0, i64 16
  %57 = load i64, ptr %56, align 4
  %58 = and i32 %55, 32767
  %59 = and i64 %57, -562947805937664
  %60 = mul i32 %2, 1081344
  %61 = add i32 %60, 524288
  %62 = and i32 %61, 2147450880
  %63 = mul i32 %2, 35
  %64 = add i32 %63, 17
  %65 = and i32 %64, 131071
  %66 = zext nneg i32 %65 to i64
  %67 = shl nuw nsw i64 %66, 32
  %68 = or disjoint i32 %62, %58
  %69 = zext nneg i32 %68 to i64
  %70 = or disjoint i64 %67, %69
  %71 = or disjoint i64 %70, %59
  store i64 %71, ptr %56, align 4
  %72 = mul <2 x i32> %21, <i32 37, i32 41>
  %73 = getelementptr inbounds i8, ptr %0, i64 24
  %74 = mul <2 x i32> %21, <i32 39, i32 43>
  %75 = add <2 x i32> %72, <i32 18, i32 20>
  %76 = load <2 x i64>, ptr %73, align 4
  %77 = and <2 x i32> %75, <i32 262143, i32 1048575>
  %78 = zext nneg <2 x i32> %77 to <2 x i64>
  %79 = and <2 x i64> %76, <i64 -2251795518980096, i64 -9007194960822272>
  %80 = or disjoint <2 x i64> %79, %78
  %81 = add <2 x i32> %74, <i32 19, i32 21>
  %82 = and <2 x i32> %81, <i32 524287, i32 2097151>
  %83 = zext nneg <2 x i32> %82 to <2 x i64>
  %84 = shl nuw nsw <2 x i64> %83, <i64 32, i64 32>
  %85 = or disjoint <2 x i64> %80, %84
  store <2 x i64> %85, ptr %73, align 4
  %86 = mul <2 x i32> %21, <i32 45, i32 49>
  %87 = getelementptr inbounds i8, ptr %0, i64 40
  %88 = mul <2 x i32> %21, <i32 47, i32 51>
  %89 = add <2 x i32> %86, <i32 22, i32 24>
  %90 = load <2 x i64>, ptr %87, align 4
  %91 = and <2 x i32> %89, <i32 4194303, i32 16777215>
  %92 = zext nneg <2 x i32> %91 to <2 x i64>
  %93 = and <2 x i64> %90, <i64 -36028792728190976, i64 -144115183797665792>
  %94 = or disjoint <2 x i64> %93, %92
  %95 = add <2 x i32> %88, <i32 23, i32 25>
  %96 = and <2 x i32> %95, <i32 8388607, i32 33554431>
  %97 = zext nneg <2 x i32> %96 to <2 x i64>
  %98 = shl nuw nsw <2 x i64> %97, <i64 32, i64 32>
  %99 = or disjoint <2 x i64> %94, %98
  store <2 x i64> %99, ptr %87, align 4
  %100 = mul <2 x i32> %21, <i32 53, i32 57>
  %101 = getelementptr inbounds i8, ptr %0, i64 56
  %102 = mul <2 x i32> %21, <i32 55, i32 59>
  %103 = add <2 x i32> %100, <i32 26, i32 28>
  %104 = load <2 x i64>, ptr %101, align 4
  %105 = and <2 x i32> %103, <i32 67108863, i32 268435455>
  %106 = zext nneg <2 x i32> %105 to <2 x i64>
  %107 = and <2 x i64> %104, <i64 -576460748075565056, i64 -2305843005187162112>
  %108 = or disjoint <2 x i64> %107, %106
  %109 = add <2 x i32> %102, <i32 27, i32 29>
  %110 = and <2 x i32> %109, <i32 134217727, i32 536870911>
  %111 = zext nneg <2 x i32> %110 to <2 x i64>
  %112 = shl nuw nsw <2 x i64> %111, <i64 32, i64 32>
  %113 = or disjoint <2 x i64> %108, %112
  store <2 x i64> %113, ptr %101, align 4
  %114 = mul i32 %2, 61
  %115 = add i32 %114, 30
  %116 = getelementptr inbounds i8, ptr %0, i64 72
  %117 = load i64, ptr %116, align 4
  %118 = and i32 %115, 1073741823
  %119 = zext nneg i32 %118 to i64
  %120 = and i64 %117, -9223372033633550336
  %121 = or disjoint i64 %120, %119
  %122 = mul i32 %2, 63
  %123 = add i32 %122, 31
  %124 = and i32 %123, 2147483647
  %125 = zext nneg i32 %124 to i64
  %126 = shl nuw nsw i64 %125, 32
  %127 = or disjoint i64 %121, %126
  store i64 %127, ptr %116, align 4
  %128 = sext i32 %2 to i64
  %129 = load i64, ptr %1, align 4
  %130 = mul nsw i64 %128, 6
  %131 = and i64 %130, 6
  %132 = and i64 %129, -576460748276891648
  %133 = shl nsw i64 %128, 4
  %134 = add nsw i64 %133, 56
  %135 = and i64 %134, 56
  %136 = mul nsw i64 %128, 832
  %137 = add nsw i64 %136, 768
  %138 = and i64 %137, 960
  %139 = shl nsw i64 %128, 14
  %140 = add nsw i64 %139, 21504
  %141 = and i64 %140, 21504
  %142 = mul nsw i64 %128, 622592
  %143 = add nsw i64 %142, 1245184
  %144 = and i64 %143, 2064384
  %145 = mul nsw i64 %128, 46137344
  %146 = add nsw i64 %145, 148897792
  %147 = and i64 %146, 266338304
  %148 = mul i64 %128, 107374182400
  %149 = add i64 %148, 584115552256
  %150 = and i64 %149, 1095216660480
  %151 = mul i64 %128, 30786325577728
  %152 = add i64 %151, 291370581360640
  %153 = and i64 %152, 559651418537984
  %154 = mul i64 %128, 17451448556060672
  %155 = add i64 %154, 293859875685924864
  %156 = and i64 %155, 575897802350002176
  %157 = or disjoint i64 %135, %131
  %158 = or disjoint i64 %157, %138
  %159 = or disjoint i64 %158, %141
  %160 = or disjoint i64 %159, %144
  %161 = or disjoint i64 %160, %147
  %162 = or i64 %161, %150
  %163 = or i64 %162, %153
  %164 = or i64 %163, %156
  %165 = or i64 %164, %132
  store i64 %165, ptr %1, align 4
  %166 = mul nsw i64 %128, 34
  %167 = add nsw i64 %166, 1035
  %168 = getelementptr inbounds i8, ptr %1, i64 8
  %169 = load i64, ptr %168, align 4
  %170 = and i64 %167, 2047
  %171 = and i64 %169, -576460748016844800
  %172 = mul nsw i64 %128, 75776
  %173 = add nsw i64 %172, 4218880
  %174 = and i64 %173, 8386560
  %175 = mul i64 %128, 171798691840
  %176 = add i64 %175, 17648020619264
  %177 = and i64 %176, 35171487186944
  %178 = mul i64 %128, 1512927999819776
  %179 = add i64 %178, 288722957360955392
  %180 = and i64 %179, 576425567931334656
  %181 = or disjoint i64 %174, %170
  %182 = or disjoint i64 %181, %177
  %183 = or disjoint i64 %182, %180
  %184 = or disjoint i64 %183, %171
  store i64 %184, ptr %168, align 4
  %185 = mul nsw i64 %128, 46
  %186 = add nsw i64 %185, 16399
  %187 = getelementptr inbounds i8, ptr %1, i64 16
  %188 = load i64, ptr %187, align 4
  %189 = and i64 %186, 32767
  %190 = and i64 %188, -562947805937664
  %191 = mul nsw i64 %128, 1605632
  %192 = add nsw i64 %191, 1074266112
  %193 = and i64 %192, 2147450880
  %194 = mul i64 %128, 223338299392
  %195 = add i64 %194, 281547991154688
  %196 = and i64 %195, 562937068519424
  %197 = or disjoint i64 %193, %189
  %198 = or disjoint i64 %197, %196
  %199 = or disjoint i64 %198, %190
  store i64 %199, ptr %187, align 4
  %200 = mul nsw i64 %128, 55
  %201 = add nsw i64 %200, 131090
  %202 = getelementptr inbounds i8, ptr %1, i64 24
  %203 = load i64, ptr %202, align 4
  %204 = and i64 %201, 262143
  %205 = and i64 %203, -2251795518980096
  %206 = mul i64 %128, 249108103168
  %207 = add i64 %206, 1125981511221248
  %208 = and i64 %207, 2251795518717952
  %209 = or disjoint i64 %208, %204
  %210 = or disjoint i64 %209, %205
  store i64 %210, ptr %202, align 4
  %211 = mul nsw i64 %128, 61
  %212 = add nsw i64 %211, 524308
  %213 = getelementptr inbounds i8, ptr %1, i64 32
  %214 = load i64, ptr %213, align 4
  %215 = and i64 %212, 1048575
  %216 = and i64 %214, -9007194960822272
  %217 = shl i64 %128, 38
  %218 = add i64 %217, 4503689821683712
  %219 = and i64 %218, 9007014571147264
  %220 = or disjoint i64 %219, %215
  %221 = or disjoint i64 %220, %216
  store i64 %221, ptr %213, align 4
  %222 = mul nsw i64 %128, 67
  %223 = add nsw i64 %222, 2097174
  %224 = getelementptr inbounds i8, ptr %1, i64 40
  %225 = load i64, ptr %224, align 4
  %226 = and i64 %223, 4194303
  %227 = and i64 %225, -36028792728190976
  %228 = mul i64 %128, 300647710720
  %229 = add i64 %228, 18014497293729792
  %230 = and i64 %229, 36028792723996672
  %231 = or disjoint i64 %230, %226
  %232 = or disjoint i64 %231, %227
  store i64 %232, ptr %224, align 4
  %233 = mul nsw i64 %128, 73
  %234 = add nsw i64 %233, 8388632
  %235 = getelementptr inbounds i8, ptr %1, i64 48
  %236 = load i64, ptr %235, align 4
  %237 = and i64 %234, 16777215
  %238 = and i64 %236, -144115183797665792
  %239 = mul i64 %128, 326417514496
  %240 = add i64 %239, 72057701412110336
  %241 = and i64 %240, 144115175190953984
  %242 = or disjoint i64 %241, %237
  %243 = or disjoint i64 %242, %238
  store i64 %243, ptr %235, align 4
  %244 = mul nsw i64 %128, 79
  %245 = add nsw i64 %244, 33554458
  %246 = getelementptr inbounds i8, ptr %1, i64 56
  %247 = load i64, ptr %246, align 4
  %248 = and i64 %245, 67108863
  %249 = and i64 %247, -576460748075565056
  %250 = mul i64 %128, 352187318272
  %251 = add i64 %250, 288230492115828736
  %252 = and i64 %251, 576460748008456192
  %253 = or disjoint i64 %252, %248
  %254 = or disjoint i64 %253, %249
  store i64 %254, ptr %246, align 4
  %255 = mul nsw i64 %128, 85
  %256 = add nsw i64 %255, 134217756
  %257 = getelementptr inbounds i8, ptr %1, i64 64
  %258 = load i64, ptr %257, align 4
  %259 = and i64 %256, 268435455
  %260 = and i64 %258, -2305843005187162112
  %261 = mul i64 %128, 377957122048
  %262 = add i64 %261, 1152921629160898560
  %263 = and i64 %262, 2305842996328792064
  %264 = or disjoint i64 %263, %259
  %265 = or disjoint i64 %264, %260
  store i64 %265, ptr %257, align 4
  %266 = mul nsw i64 %128, 91
  %267 = add nsw i64 %266, 536870942
  %268 = getelementptr inbounds i8, ptr %1, i64 72
  %269 = load i64, ptr %268, align 4
  %270 = and i64 %267, 1073741823
  %271 = and i64 %269, -9223372033633550336
  %272 = mul i64 %128, 403726925824
  %273 = add i64 %272, 4611686151571374080
  %274 = and i64 %273, 9223372032559808512
  %275 = or disjoint i64 %274, %270
  %276 = or disjoint i64 %275, %271
  store i64 %276, ptr %268, align 4
  ret void
}

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @dump(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 {
  %4 = load i64, ptr %0, align 4
  %5 = and i64 %4, 1
  %6 = load i64, ptr @h, align 8, !tbaa !6
  %7 = xor i64 %6, %5
  %8 = mul i64 %7, 1099511628211
  %9 = load i64, ptr %1, align 4
  %10 = and i64 %9, 1
  %11 = sub nsw i64 0, %10
  %12 = xor i64 %8, %11
  %13 = mul i64 %12, 1099511628211
  %14 = lshr i64 %4, 1
  %15 = and i64 %14, 3
  %16 = xor i64 %13, %15
  %17 = mul i64 %16, 1099511628211
  %18 = shl i64 %9, 61
  %19 = ashr i64 %18, 62
  %20 = xor i64 %17, %19
  %21 = mul i64 %20, 1099511628211
  %22 = lshr i64 %4, 3
  %23 = and i64 %22, 7
  %24 = xor i64 %21, %23
  %25 = mul i64 %24, 1099511628211
  %26 = shl i64 %9, 58
  %27 = ashr i64 %26, 61
  %28 = xor i64 %25, %27
  %29 = mul i64 %28, 1099511628211
  %30 = lshr i64 %4, 6
  %31 = and i64 %30, 15
  %32 = xor i64 %29, %31
  %33 = mul i64 %32, 1099511628211
  %34 = shl i64 %9, 54
  %35 = ashr i64 %34, 60
  %36 = xor i64 %33, %35
  %37 = mul i64 %36, 1099511628211
  %38 = lshr i64 %4, 10
  %39 = and i64 %38, 31
  %40 = xor i64 %37, %39
  %41 = mul i64 %40, 1099511628211
  %42 = shl i64 %9, 49
  %43 = ashr i64 %42, 59
  %44 = xor i64 %41, %43
  %45 = mul i64 %44, 1099511628211
  %46 = lshr i64 %4, 15
  %47 = and i64 %46, 63
  %48 = xor i64 %45, %47
  %49 = mul i64 %48, 1099511628211
  %50 = shl i64 %9, 43
  %51 = ashr i64 %50, 58
  %52 = xor i64 %49, %51
  %53 = mul i64 %52, 1099511628211
  %54 = lshr i64 %4, 21
  %55 = and i64 %54, 127
  %56 = xor i64 %53, %55
  %57 = mul i64 %56, 1099511628211
  %58 = shl i64 %9, 36
  %59 = ashr i64 %58, 57
  %60 = xor i64 %57, %59
  %61 = mul i64 %60, 1099511628211
  %62 = lshr i64 %4, 32
  %63 = and i64 %62, 255
  %64 = xor i64 %61, %63
  %65 = mul i64 %64, 1099511628211
  %66 = shl i64 %9, 24
  %67 = ashr i64 %66, 56
  %68 = xor i64 %65, %67
  %69 = mul i64 %68, 1099511628211
  %70 = lshr i64 %4, 40
  %71 = and i64 %70, 511
  %72 = xor i64 %69, %71
  %73 = mul i64 %72, 1099511628211
  %74 = shl i64 %9, 15
  %75 = ashr i64 %74, 55
  %76 = xor i64 %73, %75
  %77 = mul i64 %76, 1099511628211
  %78 = lshr i64 %4, 49
  %79 = and i64 %78, 1023
  %80 = xor i64 %77, %79
  %81 = mul i64 %80, 1099511628211
  %82 = shl i64 %9, 5
  %83 = ashr i64 %82, 54
  %84 = xor i64 %81, %83
  %85 = mul i64 %84, 1099511628211
  %86 = getelementptr inbounds i8, ptr %0, i64 8
  %87 = load i64, ptr %86, align 4
  %88 = and i64 %87, 2047
  %89 = xor i64 %85, %88
  %90 = mul i64 %89, 1099511628211
  %91 = getelementptr inbounds i8, ptr %1, i64 8
  %92 = load i64, ptr %91, align 4
  %93 = shl i64 %92, 53
  %94 = ashr exact i64 %93, 53
  %95 = xor i64 %90, %94
  %96 = mul i64 %95, 1099511628211
  %97 = lshr i64 %87, 11
  %98 = and i64 %97, 4095
  %99 = xor i64 %96, %98
  %100 = mul i64 %99, 1099511628211
  %101 = shl i64 %92, 41
  %102 = ashr i64 %101, 52
  %103 = xor i64 %100, %102
  %104 = mul i64 %103, 1099511628211
  %105 = lshr i64 %87, 32
  %106 = and i64 %105, 8191
  %107 = xor i64 %104, %106
  %108 = mul i64 %107, 1099511628211
  %109 = shl i64 %92, 19
  %110 = ashr i64 %109, 51
  %111 = xor i64 %108, %110
  %112 = mul i64 %111, 1099511628211
  %113 = lshr i64 %87, 45
  %114 = and i64 %113, 16383
  %115 = xor i64 %112, %114
  %116 = mul i64 %115, 1099511628211
  %117 = shl i64 %92, 5
  %118 = ashr i64 %117, 50
  %119 = xor i64 %116, %118
  %120 = mul i64 %119, 1099511628211
  %121 = getelementptr inbounds i8, ptr %0, i64 16
  %122 = load i64, ptr %121, align 4
  %123 = and i64 %122, 32767
  %124 = xor i64 %120, %123
  %125 = mul i64 %124, 1099511628211
  %126 = getelementptr inbounds i8, ptr %1, i64 16
  %127 = load i64, ptr %126, align 4
  %128 = shl i64 %127, 49
  %129 = ashr exact i64 %128, 49
  %130 = xor i64 %125, %129
  %131 = mul i64 %130, 1099511628211
  %132 = lshr i64 %122, 15
  %133 = and i64 %132, 65535
  %134 = xor i64 %131, %133
  %135 = mul i64 %134, 1099511628211
  %136 = shl i64 %127, 33
  %137 = ashr i64 %136, 48
  %138 = xor i64 %135, %137
  %139 = mul i64 %138, 1099511628211
  %140 = lshr i64 %122, 32
  %141 = and i64 %140, 131071
  %142 = xor i64 %139, %141
  %143 = mul i64 %142, 1099511628211
  %144 = shl i64 %127, 15
  %145 = ashr i64 %144, 47
  %146 = xor i64 %143, %145
  %147 = mul i64 %146, 1099511628211
  %148 = getelementptr inbounds i8, ptr %0, i64 24
  %149 = load i64, ptr %148, align 4
  %150 = and i64 %149, 262143
  %151 = xor i64 %147, %150
  %152 = mul i64 %151, 1099511628211
  %153 = getelementptr inbounds i8, ptr %1, i64 24
  %154 = load i64, ptr %153, align 4
  %155 = shl i64 %154, 46
  %156 = ashr exact i64 %155, 46
  %157 = xor i64 %152, %156
  %158 = mul i64 %157, 1099511628211
  %159 = lshr i64 %149, 32
  %160 = and i64 %159, 524287
  %161 = xor i64 %158, %160
  %162 = mul i64 %161, 1099511628211
  %163 = shl i64 %154, 13
  %164 = ashr i64 %163, 45
  %165 = xor i64 %162, %164
  %166 = mul i64 %165, 1099511628211
  %167 = getelementptr inbounds i8, ptr %0, i64 32
  %168 = load i64, ptr %167, align 4
  %169 = and i64 %168, 1048575
  %170 = xor i64 %166, %169
  %171 = mul i64 %170, 1099511628211
  %172 = getelementptr inbounds i8, ptr %1, i64 32
  %173 = load i64, ptr %172, align 4
  %174 = shl i64 %173, 44
  %175 = ashr exact i64 %174, 44
  %176 = xor i64 %171, %175
  %177 = mul i64 %176, 1099511628211
  %178 = lshr i64 %168, 32
  %179 = and i64 %178, 2097151
  %180 = xor i64 %177, %179
  %181 = mul i64 %180, 1099511628211
  %182 = shl i64 %173, 11
  %183 = ashr i64 %182, 43
  %184 = xor i64 %181, %183
  %185 = mul i64 %184, 1099511628211
  %186 = getelementptr inbounds i8, ptr %0, i64 40
  %187 = load i64, ptr %186, align 4
  %188 = and i64 %187, 4194303
  %189 = xor i64 %185, %188
  %190 = mul i64 %189, 1099511628211
  %191 = getelementptr inbounds i8, ptr %1, i64 40
  %192 = load i64, ptr %191, align 4
  %193 = shl i64 %192, 42
  %194 = ashr exact i64 %193, 42
  %195 = xor i64 %190, %194
  %196 = mul i64 %195, 1099511628211
  %197 = lshr i64 %187, 32
  %198 = and i64 %197, 8388607
  %199 = xor i64 %196, %198
  %200 = mul i64 %199, 1099511628211
  %201 = shl i64 %192, 9
  %202 = ashr i64 %201, 41
  %203 = xor i64 %200, %202
  %204 = mul i64 %203, 1099511628211
  %205 = getelementptr inbounds i8, ptr %0, i64 48
  %206 = load i64, ptr %205, align 4
  %207 = and i64 %206, 16777215
  %208 = xor i64 %204, %207
  %209 = mul i64 %208, 1099511628211
  %210 = getelementptr inbounds i8, ptr %1, i64 48
  %211 = load i64, ptr %210, align 4
  %212 = shl i64 %211, 40
  %213 = ashr exact i64 %212, 40
  %214 = xor i64 %209, %213
  %215 = mul i64 %214, 1099511628211
  %216 = lshr i64 %206, 32
  %217 = and i64 %216, 33554431
  %218 = xor i64 %215, %217
  %219 = mul i64 %218, 1099511628211
  %220 = shl i64 %211, 7
  %221 = ashr i64 %220, 39
  %222 = xor i64 %219, %221
  %223 = mul i64 %222, 1099511628211
  %224 = getelementptr inbounds i8, ptr %0, i64 56
  %225 = load i64, ptr %224, align 4
  %226 = and i64 %225, 67108863
  %227 = xor i64 %223, %226
  %228 = mul i64 %227, 1099511628211
  %229 = getelementptr inbounds i8, ptr %1, i64 56
  %230 = load i64, ptr %229, align 4
  %231 = shl i64 %230, 38
  %232 = ashr exact i64 %231, 38
  %233 = xor i64 %228, %232
  %234 = mul i64 %233, 1099511628211
  %235 = lshr i64 %225, 32
  %236 = and i64 %235, 134217727
  %237 = xor i64 %234, %236
  %238 = mul i64 %237, 1099511628211
  %239 = shl i64 %230, 5
  %240 = ashr i64 %239, 37
  %241 = xor i64 %238, %240
  %242 = mul i64 %241, 1099511628211
  %243 = getelementptr inbounds i8, ptr %0, i64 64
  %244 = load i64, ptr %243, align 4
  %245 = and i64 %244, 268435455
  %246 = xor i64 %242, %245
  %247 = mul i64 %246, 1099511628211
  %248 = getelementptr inbounds i8, ptr %1, i64 64
  %249 = load i64, ptr %248, align 4
  %250 = shl i64 %249, 36
  %251 = ashr exact i64 %250, 36
  %252 = xor i64 %247, %251
  %253 = mul i64 %252, 1099511628211
  %254 = lshr i64 %244, 32
  %255 = and i64 %254, 536870911
  %256 = xor i64 %253, %255
  %257 = mul i64 %256, 1099511628211
  %258 = shl i64 %249, 3
  %259 = ashr i64 %258, 35
  %260 = xor i64 %257, %259
  %261 = mul i64 %260, 1099511628211
  %262 = getelementptr inbounds i8, ptr %0, i64 72
  %263 = load i64, ptr %262, align 4
  %264 = and i64 %263, 1073741823
  %265 = xor i64 %261, %264
  %266 = mul i64 %265, 1099511628211
  %267 = getelementptr inbounds i8, ptr %1, i64 72
  %268 = load i64, ptr %267, align 4
  %269 = shl i64 %268, 34
  %270 = ashr exact i64 %269, 34
  %271 = xor i64 %266, %270
  %272 = mul i64 %271, 1099511628211
  %273 = lshr i64 %263, 32
  %274 = and i64 %273, 2147483647
  %275 = xor i64 %272, %274
  %276 = mul i64 %275, 1099511628211
  %277 = shl i64 %268, 1
  %278 = ashr i64 %277, 33
  %279 = xor i64 %276, %278
  %280 = mul i64 %279, 1099511628211
  store i64 %280, ptr @h, align 8, !tbaa !6
  %281 = icmp eq i32 %2, 0
  br i1 %281, label %302, label %282

282:                                              ; preds = %3
  %283 = trunc i64 %4 to i32
  %284 = and i32 %283, 1
  %285 = lshr i32 %283, 21
  %286 = and i32 %285, 127
  %287 = trunc nuw i64 %105 to i32
  %288 = and i32 %287, 8191
  %289 = trunc i64 %206 to i32
  %290 = and i32 %289, 16777215
  %291 = trunc nuw i64 %273 to i32
  %292 = and i32 %291, 2147483647
  %293 = trunc i64 %9 to i32
  %294 = and i32 %293, 1
  %295 = sub nsw i32 0, %294
  %296 = trunc nsw i64 %19 to i32
  %297 = trunc nsw i64 %59 to i32
  %298 = trunc nsw i64 %110 to i32
  %299 = trunc nsw i64 %213 to i32
  %300 = trunc nsw i64 %278 to i32
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %284, i32 noundef %286, i32 noundef %288, i32 noundef %290, i32 noundef %292, i32 noundef %295, i32 noundef %296, i32 noundef %297, i32 noundef %298, i32 noundef %299, i32 noundef %300)
  br label %302

302:                                              ; preds = %282, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump_all(ptr nocapture noundef %0, ptr nocapture noundef %1) unnamed_addr #3 {
  %3 = load i64, ptr %0, align 4
  %4 = add i64 %3, 2
  %5 = and i64 %4, 6
  %6 = add i64 %3, 8
  %7 = and i64 %6, 56
  %8 = add i64 %3, 64
  %9 = and i64 %8, 960
  %10 = add i64 %3, 1024
  %11 = and i64 %10, 31744
  %12 = add i64 %3, 32768
  %13 = and i64 %12, 2064384
  %14 = add i64 %3, 2097152
  %15 = and i64 %14, 266338304
  %16 = or disjoint i64 %5, %9
  %17 = or disjoint i64 %11, %13
  %18 = add i64 %3, 4294967296
  %19 = and i64 %18, 1095216660480
  %20 = and i64 %3, -576460748276891647
  %21 = or disjoint i64 %7, %20
  %22 = or disjoint i64 %16, %21
  %23 = or disjoint i64 %17, %22
  %24 = add i64 %3, 1099511627776
  %25 = and i64 %24, 561850441793536
  %26 = add i64 %3, 562949953421312
  %27 = and i64 %26, 575897802350002176
  %28 = or disjoint i64 %23, %15
  %29 = or disjoint i64 %28, %19
  %30 = or i64 %29, %25
  %31 = or disjoint i64 %30, %27
  %32 = xor i64 %31, 1
  store i64 %32, ptr %0, align 4
  %33 = getelementptr inbounds i8, ptr %0, i64 8
  %34 = load <2 x i64>, ptr %33, align 4
  %35 = extractelement <2 x i64> %34, i64 0
  %36 = add i64 %35, 1
  %37 = and i64 %35, -576460748016844800
  %38 = add i64 %35, 2048
  %39 = and i64 %38, 8386560
  %40 = or disjoint i64 %39, %37
  %41 = add <2 x i64> %34, <i64 4294967296, i64 1>
  %42 = and <2 x i64> %41, <i64 35180077121536, i64 32767>
  %43 = insertelement <2 x i64> %34, i64 %36, i64 0
  %44 = and <2 x i64> %43, <i64 2047, i64 -562947805937664>
  %45 = extractelement <2 x i64> %34, i64 1
  %46 = add i64 %45, 32768
  %47 = and i64 %46, 2147450880
  %48 = add <2 x i64> %34, <i64 35184372088832, i64 4294967296>
  %49 = and <2 x i64> %48, <i64 576425567931334656, i64 562945658454016>
  %50 = insertelement <2 x i64> poison, i64 %40, i64 0
  %51 = insertelement <2 x i64> %50, i64 %47, i64 1
  %52 = or disjoint <2 x i64> %51, %44
  %53 = or disjoint <2 x i64> %52, %42
  %54 = or disjoint <2 x i64> %53, %49
  store <2 x i64> %54, ptr %33, align 4
  %55 = getelementptr inbounds i8, ptr %0, i64 24
  %56 = load <2 x i64>, ptr %55, align 4
  %57 = add <2 x i64> %56, <i64 1, i64 1>
  %58 = and <2 x i64> %57, <i64 262143, i64 1048575>
  %59 = and <2 x i64> %56, <i64 -2251795518980096, i64 -9007194960822272>
  %60 = or disjoint <2 x i64> %58, %59
  %61 = add <2 x i64> %56, <i64 4294967296, i64 4294967296>
  %62 = and <2 x i64> %61, <i64 2251795518717952, i64 9007194959773696>
  %63 = or disjoint <2 x i64> %60, %62
  store <2 x i64> %63, ptr %55, align 4
  %64 = getelementptr inbounds i8, ptr %0, i64 40
  %65 = load <2 x i64>, ptr %64, align 4
  %66 = add <2 x i64> %65, <i64 1, i64 1>
  %67 = and <2 x i64> %66, <i64 4194303, i64 16777215>
  %68 = and <2 x i64> %65, <i64 -36028792728190976, i64 -144115183797665792>
  %69 = or disjoint <2 x i64> %67, %68
  %70 = add <2 x i64> %65, <i64 4294967296, i64 4294967296>
  %71 = and <2 x i64> %70, <i64 36028792723996672, i64 144115183780888576>
  %72 = or disjoint <2 x i64> %69, %71
  store <2 x i64> %72, ptr %64, align 4
  %73 = getelementptr inbounds i8, ptr %0, i64 56
  %74 = load <2 x i64>, ptr %73, align 4
  %75 = add <2 x i64> %74, <i64 1, i64 1>
  %76 = and <2 x i64> %75, <i64 67108863, i64 268435455>
  %77 = and <2 x i64> %74, <i64 -576460748075565056, i64 -2305843005187162112>
  %78 = or disjoint <2 x i64> %76, %77
  %79 = add <2 x i64> %74, <i64 4294967296, i64 4294967296>
  %80 = and <2 x i64> %79, <i64 576460748008456192, i64 2305843004918726656>
  %81 = or disjoint <2 x i64> %78, %80
  store <2 x i64> %81, ptr %73, align 4
  %82 = getelementptr inbounds i8, ptr %0, i64 72
  %83 = load i64, ptr %82, align 4
  %84 = add i64 %83, 1
  %85 = and i64 %84, 1073741823
  %86 = and i64 %83, -9223372033633550336
  %87 = or disjoint i64 %85, %86
  %88 = add i64 %83, 4294967296
  %89 = and i64 %88, 9223372032559808512
  %90 = or disjoint i64 %87, %89
  store i64 %90, ptr %82, align 4
  %91 = load i64, ptr %1, align 4
  %92 = xor i64 %91, 1
  %93 = shl i64 %91, 61
  %94 = ashr i64 %93, 62
  %95 = icmp slt i64 %94, 1
  br i1 %95, label %96, label %102

96:                                               ; preds = %2
  %97 = shl nsw i64 %94, 1
  %98 = add nsw i64 %97, 2
  %99 = and i64 %98, 6
  %100 = and i64 %92, -7
  %101 = or disjoint i64 %99, %100
  br label %105

102:                                              ; preds = %2
  %103 = and i64 %92, -7
  %104 = or disjoint i64 %103, 4
  br label %105

105:                                              ; preds = %102, %96
  %106 = phi i64 [ %104, %102 ], [ %101, %96 ]
  %107 = shl i64 %106, 58
  %108 = ashr i64 %107, 61
  %109 = icmp slt i64 %108, 3
  br i1 %109, label %110, label %116

110:                                              ; preds = %105
  %111 = shl nsw i64 %108, 3
  %112 = add nsw i64 %111, 8
  %113 = and i64 %112, 56
  %114 = and i64 %106, -57
  %115 = or disjoint i64 %113, %114
  br label %119

116:                                              ; preds = %105
  %117 = and i64 %106, -57
  %118 = or disjoint i64 %117, 32
  br label %119

119:                                              ; preds = %116, %110
  %120 = phi i64 [ %118, %116 ], [ %115, %110 ]
  %121 = shl i64 %120, 54
  %122 = ashr i64 %121, 60
  %123 = icmp slt i64 %122, 7
  br i1 %123, label %124, label %130

124:                                              ; preds = %119
  %125 = shl nsw i64 %122, 6
  %126 = add nsw i64 %125, 64
  %127 = and i64 %126, 960
  %128 = and i64 %120, -961
  %129 = or disjoint i64 %127, %128
  br label %133

130:                                              ; preds = %119
  %131 = and i64 %120, -961
  %132 = or disjoint i64 %131, 512
  br label %133

133:                                              ; preds = %130, %124
  %134 = phi i64 [ %132, %130 ], [ %129, %124 ]
  %135 = shl i64 %134, 49
  %136 = ashr i64 %135, 59
  %137 = icmp slt i64 %136, 15
  br i1 %137, label %138, label %144

138:                                              ; preds = %133
  %139 = shl nsw i64 %136, 10
  %140 = add nsw i64 %139, 1024
  %141 = and i64 %140, 31744
  %142 = and i64 %134, -31745
  %143 = or disjoint i64 %141, %142
  br label %147

144:                                              ; preds = %133
  %145 = and i64 %134, -31745
  %146 = or disjoint i64 %145, 16384
  br label %147

147:                                              ; preds = %144, %138
  %148 = phi i64 [ %146, %144 ], [ %143, %138 ]
  %149 = shl i64 %148, 43
  %150 = ashr i64 %149, 58
  %151 = icmp slt i64 %150, 31
  br i1 %151, label %152, label %158

152:                                              ; preds = %147
  %153 = shl nsw i64 %150, 15
  %154 = add nsw i64 %153, 32768
  %155 = and i64 %154, 2064384
  %156 = and i64 %148, -2064385
  %157 = or disjoint i64 %155, %156
  br label %161

158:                                              ; preds = %147
  %159 = and i64 %148, -2064385
  %160 = or disjoint i64 %159, 1048576
  br label %161

161:                                              ; preds = %158, %152
  %162 = phi i64 [ %160, %158 ], [ %157, %152 ]
  %163 = shl i64 %162, 36
  %164 = ashr i64 %163, 57
  %165 = icmp slt i64 %164, 63
  br i1 %165, label %166, label %172

166:                                              ; preds = %161
  %167 = shl nsw i64 %164, 21
  %168 = add nsw i64 %167, 2097152
  %169 = and i64 %168, 266338304
  %170 = and i64 %162, -266338305
  %171 = or disjoint i64 %169, %170
  br label %175

172:                                              ; preds = %161
  %173 = and i64 %162, -266338305
  %174 = or disjoint i64 %173, 134217728
  br label %175

175:                                              ; preds = %172, %166
  %176 = phi i64 [ %174, %172 ], [ %171, %166 ]
  %177 = shl i64 %176, 24
  %178 = ashr i64 %177, 56
  %179 = icmp slt i64 %178, 127
  br i1 %179, label %180, label %186

180:                                              ; preds = %175
  %181 = shl nsw i64 %178, 32
  %182 = add nsw i64 %181, 4294967296
  %183 = and i64 %182, 1095216660480
  %184 = and i64 %176, -1095216660481
  %185 = or disjoint i64 %183, %184
  br label %189

186:                                              ; preds = %175
  %187 = and i64 %176, -1095216660481
  %188 = or disjoint i64 %187, 549755813888
  br label %189

189:                                              ; preds = %186, %180
  %190 = phi i64 [ %188, %186 ], [ %185, %180 ]
  %191 = shl i64 %190, 15
  %192 = ashr i64 %191, 55
  %193 = icmp slt i64 %192, 255
  br i1 %193, label %194, label %200

194:                                              ; preds = %189
  %195 = shl nsw i64 %192, 40
  %196 = add nsw i64 %195, 1099511627776
  %197 = and i64 %196, 561850441793536
  %198 = and i64 %190, -561850441793537
  %199 = or disjoint i64 %197, %198
  br label %203

200:                                              ; preds = %189
  %201 = and i64 %190, -561850441793537
  %202 = or disjoint i64 %201, 281474976710656
  br label %203

203:                                              ; preds = %200, %194
  %204 = phi i64 [ %202, %200 ], [ %199, %194 ]
  %205 = shl i64 %204, 5
  %206 = ashr i64 %205, 54
  %207 = icmp slt i64 %206, 511
  br i1 %207, label %208, label %214

208:                                              ; preds = %203
  %209 = shl nsw i64 %206, 49
  %210 = add nsw i64 %209, 562949953421312
  %211 = and i64 %210, 575897802350002176
  %212 = and i64 %204, -575897802350002177
  %213 = or disjoint i64 %211, %212
  br label %217

214:                                              ; preds = %203
  %215 = and i64 %204, -575897802350002177
  %216 = or disjoint i64 %215, 288230376151711744
  br label %217

217:                                              ; preds = %214, %208
  %218 = phi i64 [ %216, %214 ], [ %213, %208 ]
  store i64 %218, ptr %1, align 4
  %219 = getelementptr inbounds i8, ptr %1, i64 8
  %220 = load i64, ptr %219, align 4
  %221 = and i64 %220, 2047
  %222 = icmp eq i64 %221, 1023
  br i1 %222, label %228, label %223

223:                                              ; preds = %217
  %224 = add i64 %220, 1
  %225 = and i64 %224, 2047
  %226 = and i64 %220, -2048
  %227 = or disjoint i64 %225, %226
  br label %231

228:                                              ; preds = %217
  %229 = and i64 %220, -2048
  %230 = or disjoint i64 %229, 1024
  br label %231

231:                                              ; preds = %228, %223
  %232 = phi i64 [ %230, %228 ], [ %227, %223 ]
  %233 = shl i64 %232, 41
  %234 = ashr i64 %233, 52
  %235 = icmp slt i64 %234, 2047
  br i1 %235, label %236, label %242

236:                                              ; preds = %231
  %237 = shl nsw i64 %234, 11
  %238 = add nsw i64 %237, 2048
  %239 = and i64 %238, 8386560
  %240 = and i64 %232, -8386561
  %241 = or disjoint i64 %239, %240
  br label %245

242:                                              ; preds = %231
  %243 = and i64 %232, -8386561
  %244 = or disjoint i64 %243, 4194304
  br label %245

245:                                              ; preds = %242, %236
  %246 = phi i64 [ %244, %242 ], [ %241, %236 ]
  %247 = shl i64 %246, 19
  %248 = ashr i64 %247, 51
  %249 = icmp slt i64 %248, 4095
  br i1 %249, label %250, label %256

250:                                              ; preds = %245
  %251 = shl nsw i64 %248, 32
  %252 = add nsw i64 %251, 4294967296
  %253 = and i64 %252, 35180077121536
  %254 = and i64 %246, -35180077121537
  %255 = or disjoint i64 %253, %254
  br label %259

256:                                              ; preds = %245
  %257 = and i64 %246, -35180077121537
  %258 = or disjoint i64 %257, 17592186044416
  br label %259

259:                                              ; preds = %256, %250
  %260 = phi i64 [ %258, %256 ], [ %255, %250 ]
  %261 = shl i64 %260, 5
  %262 = ashr i64 %261, 50
  %263 = icmp slt i64 %262, 8191
  br i1 %263, label %264, label %270

264:                                              ; preds = %259
  %265 = shl nsw i64 %262, 45
  %266 = add nsw i64 %265, 35184372088832
  %267 = and i64 %266, 576425567931334656
  %268 = and i64 %260, -576425567931334657
  %269 = or disjoint i64 %267, %268
  br label %273

270:                                              ; preds = %259
  %271 = and i64 %260, -576425567931334657
  %272 = or disjoint i64 %271, 288230376151711744
  br label %273

273:                                              ; preds = %270, %264
  %274 = phi i64 [ %272, %270 ], [ %269, %264 ]
  store i64 %274, ptr %219, align 4
  %275 = getelementptr inbounds i8, ptr %1, i64 16
  %276 = load i64, ptr %275, align 4
  %277 = and i64 %276, 32767
  %278 = icmp eq i64 %277, 16383
  br i1 %278, label %284, label %279

279:                                              ; preds = %273
  %280 = add i64 %276, 1
  %281 = and i64 %280, 32767
  %282 = and i64 %276, -32768
  %283 = or disjoint i64 %281, %282
  br label %287

284:                                              ; preds = %273
  %285 = and i64 %276, -32768
  %286 = or disjoint i64 %285, 16384
  br label %287

287:                                              ; preds = %284, %279
  %288 = phi i64 [ %286, %284 ], [ %283, %279 ]
  %289 = shl i64 %288, 33
  %290 = ashr i64 %289, 48
  %291 = icmp slt i64 %290, 32767
  br i1 %291, label %292, label %298

292:                                              ; preds = %287
  %293 = shl nsw i64 %290, 15
  %294 = add nsw i64 %293, 32768
  %295 = and i64 %294, 2147450880
  %296 = and i64 %288, -2147450881
  %297 = or disjoint i64 %295, %296
  br label %301

298:                                              ; preds = %287
  %299 = and i64 %288, -2147450881
  %300 = or disjoint i64 %299, 1073741824
  br label %301

301:                                              ; preds = %298, %292
  %302 = phi i64 [ %300, %298 ], [ %297, %292 ]
  %303 = shl i64 %302, 15
  %304 = ashr i64 %303, 47
  %305 = icmp slt i64 %304, 65535
  br i1 %305, label %306, label %312

306:                                              ; preds = %301
  %307 = shl nsw i64 %304, 32
  %308 = add nsw i64 %307, 4294967296
  %309 = and i64 %308, 562945658454016
  %310 = and i64 %302, -562945658454017
  %311 = or disjoint i64 %309, %310
  br label %315

312:                                              ; preds = %301
  %313 = and i64 %302, -562945658454017
  %314 = or disjoint i64 %313, 281474976710656
  br label %315

315:                                              ; preds = %312, %306
  %316 = phi i64 [ %314, %312 ], [ %311, %306 ]
  store i64 %316, ptr %275, align 4
  %317 = getelementptr inbounds i8, ptr %1, i64 24
  %318 = load i64, ptr %317, align 4
  %319 = and i64 %318, 262143
  %320 = icmp eq i64 %319, 131071
  br i1 %320, label %326, label %321

321:                                              ; preds = %315
  %322 = add i64 %318, 1
  %323 = and i64 %322, 262143
  %324 = and i64 %318, -262144
  %325 = or disjoint i64 %323, %324
  br label %329

326:                                              ; preds = %315
  %327 = and i64 %318, -262144
  %328 = or disjoint i64 %327, 131072
  br label %329

329:                                              ; preds = %326, %321
  %330 = phi i64 [ %328, %326 ], [ %325, %321 ]
  %331 = shl i64 %330, 13
  %332 = ashr i64 %331, 45
  %333 = icmp slt i64 %332, 262143
  br i1 %333, label %334, label %340

334:                                              ; preds = %329
  %335 = shl nsw i64 %332, 32
  %336 = add nsw i64 %335, 4294967296
  %337 = and i64 %336, 2251795518717952
  %338 = and i64 %330, -2251795518717953
  %339 = or disjoint i64 %337, %338
  br label %343

340:                                              ; preds = %329
  %341 = and i64 %330, -2251795518717953
  %342 = or disjoint i64 %341, 1125899906842624
  br label %343

343:                                              ; preds = %340, %334
  %344 = phi i64 [ %342, %340 ], [ %339, %334 ]
  store i64 %344, ptr %317, align 4
  %345 = getelementptr inbounds i8, ptr %1, i64 32
  %346 = load i64, ptr %345, align 4
  %347 = and i64 %346, 1048575
  %348 = icmp eq i64 %347, 524287
  br i1 %348, label %354, label %349

349:                                              ; preds = %343
  %350 = add i64 %346, 1
  %351 = and i64 %350, 1048575
  %352 = and i64 %346, -1048576
  %353 = or disjoint i64 %351, %352
  br label %357

354:                                              ; preds = %343
  %355 = and i64 %346, -1048576
  %356 = or disjoint i64 %355, 524288
  br label %357

357:                                              ; preds = %354, %349
  %358 = phi i64 [ %356, %354 ], [ %353, %349 ]
  %359 = shl i64 %358, 11
  %360 = ashr i64 %359, 43
  %361 = icmp slt i64 %360, 1048575
  br i1 %361, label %362, label %368

362:                                              ; preds = %357
  %363 = shl nsw i64 %360, 32
  %364 = add nsw i64 %363, 4294967296
  %365 = and i64 %364, 9007194959773696
  %366 = and i64 %358, -9007194959773697
  %367 = or disjoint i64 %365, %366
  br label %371

368:                                              ; preds = %357
  %369 = and i64 %358, -9007194959773697
  %370 = or disjoint i64 %369, 4503599627370496
  br label %371

371:                                              ; preds = %368, %362
  %372 = phi i64 [ %370, %368 ], [ %367, %362 ]
  store i64 %372, ptr %345, align 4
  %373 = getelementptr inbounds i8, ptr %1, i64 40
  %374 = load i64, ptr %373, align 4
  %375 = and i64 %374, 4194303
  %376 = icmp eq i64 %375, 2097151
  br i1 %376, label %382, label %377

377:                                              ; preds = %371
  %378 = add i64 %374, 1
  %379 = and i64 %378, 4194303
  %380 = and i64 %374, -4194304
  %381 = or disjoint i64 %379, %380
  br label %385

382:                                              ; preds = %371
  %383 = and i64 %374, -4194304
  %384 = or disjoint i64 %383, 2097152
  br label %385

385:                                              ; preds = %382, %377
  %386 = phi i64 [ %384, %382 ], [ %381, %377 ]
  %387 = shl i64 %386, 9
  %388 = ashr i64 %387, 41
  %389 = icmp slt i64 %388, 4194303
  br i1 %389, label %390, label %396

390:                                              ; preds = %385
  %391 = shl nsw i64 %388, 32
  %392 = add nsw i64 %391, 4294967296
  %393 = and i64 %392, 36028792723996672
  %394 = and i64 %386, -36028792723996673
  %395 = or disjoint i64 %393, %394
  br label %399

396:                                              ; preds = %385
  %397 = and i64 %386, -36028792723996673
  %398 = or disjoint i64 %397, 18014398509481984
  br label %399

399:                                              ; preds = %396, %390
  %400 = phi i64 [ %398, %396 ], [ %395, %390 ]
  store i64 %400, ptr %373, align 4
  %401 = getelementptr inbounds i8, ptr %1, i64 48
  %402 = load i64, ptr %401, align 4
  %403 = and i64 %402, 16777215
  %404 = icmp eq i64 %403, 8388607
  br i1 %404, label %410, label %405

405:                                              ; preds = %399
  %406 = add i64 %402, 1
  %407 = and i64 %406, 16777215
  %408 = and i64 %402, -16777216
  %409 = or disjoint i64 %407, %408
  br label %413

410:                                              ; preds = %399
  %411 = and i64 %402, -16777216
  %412 = or disjoint i64 %411, 8388608
  br label %413

413:                                              ; preds = %410, %405
  %414 = phi i64 [ %412, %410 ], [ %409, %405 ]
  %415 = shl i64 %414, 7
  %416 = ashr i64 %415, 39
  %417 = icmp slt i64 %416, 16777215
  br i1 %417, label %418, label %424

418:                                              ; preds = %413
  %419 = shl nsw i64 %416, 32
  %420 = add nsw i64 %419, 4294967296
  %421 = and i64 %420, 144115183780888576
  %422 = and i64 %414, -144115183780888577
  %423 = or disjoint i64 %421, %422
  br label %427

424:                                              ; preds = %413
  %425 = and i64 %414, -144115183780888577
  %426 = or disjoint i64 %425, 72057594037927936
  br label %427

427:                                              ; preds = %424, %418
  %428 = phi i64 [ %426, %424 ], [ %423, %418 ]
  store i64 %428, ptr %401, align 4
  %429 = getelementptr inbounds i8, ptr %1, i64 56
  %430 = load i64, ptr %429, align 4
  %431 = and i64 %430, 67108863
  %432 = icmp eq i64 %431, 33554431
  br i1 %432, label %438, label %433

433:                                              ; preds = %427
  %434 = add i64 %430, 1
  %435 = and i64 %434, 67108863
  %436 = and i64 %430, -67108864
  %437 = or disjoint i64 %435, %436
  br label %441

438:                                              ; preds = %427
  %439 = and i64 %430, -67108864
  %440 = or disjoint i64 %439, 33554432
  br label %441

441:                                              ; preds = %438, %433
  %442 = phi i64 [ %440, %438 ], [ %437, %433 ]
  %443 = shl i64 %442, 5
  %444 = ashr i64 %443, 37
  %445 = icmp slt i64 %444, 67108863
  br i1 %445, label %446, label %452

446:                                              ; preds = %441
  %447 = shl nsw i64 %444, 32
  %448 = add nsw i64 %447, 4294967296
  %449 = and i64 %448, 576460748008456192
  %450 = and i64 %442, -576460748008456193
  %451 = or disjoint i64 %449, %450
  br label %455

452:                                              ; preds = %441
  %453 = and i64 %442, -576460748008456193
  %454 = or disjoint i64 %453, 288230376151711744
  br label %455

455:                                              ; preds = %452, %446
  %456 = phi i64 [ %454, %452 ], [ %451, %446 ]
  store i64 %456, ptr %429, align 4
  %457 = getelementptr inbounds i8, ptr %1, i64 64
  %458 = load i64, ptr %457, align 4
  %459 = and i64 %458, 268435455
  %460 = icmp eq i64 %459, 134217727
  br i1 %460, label %466, label %461

461:                                              ; preds = %455
  %462 = add i64 %458, 1
  %463 = and i64 %462, 268435455
  %464 = and i64 %458, -268435456
  %465 = or disjoint i64 %463, %464
  br label %469

466:                                              ; preds = %455
  %467 = and i64 %458, -268435456
  %468 = or disjoint i64 %467, 134217728
  br label %469

469:                                              ; preds = %466, %461
  %470 = phi i64 [ %468, %466 ], [ %465, %461 ]
  %471 = shl i64 %470, 3
  %472 = ashr i64 %471, 35
  %473 = icmp slt i64 %472, 268435455
  br i1 %473, label %474, label %480

474:                                              ; preds = %469
  %475 = shl nsw i64 %472, 32
  %476 = add nsw i64 %475, 4294967296
  %477 = and i64 %476, 2305843004918726656
  %478 = and i64 %470, -2305843004918726657
  %479 = or disjoint i64 %477, %478
  br label %483

480:                                              ; preds = %469
  %481 = and i64 %470, -2305843004918726657
  %482 = or disjoint i64 %481, 1152921504606846976
  br label %483

483:                                              ; preds = %480, %474
  %484 = phi i64 [ %482, %480 ], [ %479, %474 ]
  store i64 %484, ptr %457, align 4
  %485 = getelementptr inbounds i8, ptr %1, i64 72
  %486 = load i64, ptr %485, align 4
  %487 = and i64 %486, 1073741823
  %488 = icmp eq i64 %487, 536870911
  br i1 %488, label %494, label %489

489:                                              ; preds = %483
  %490 = add i64 %486, 1
  %491 = and i64 %490, 1073741823
  %492 = and i64 %486, -1073741824
  %493 = or disjoint i64 %491, %492
  br label %497

494:                                              ; preds = %483
  %495 = and i64 %486, -1073741824
  %496 = or disjoint i64 %495, 536870912
  br label %497

497:                                              ; preds = %494, %489
  %498 = phi i64 [ %496, %494 ], [ %493, %489 ]
  %499 = shl i64 %498, 1
  %500 = ashr i64 %499, 33
  %501 = icmp slt i64 %500, 1073741823
  br i1 %501, label %502, label %508

502:                                              ; preds = %497
  %503 = shl nsw i64 %500, 32
  %504 = add nsw i64 %503, 4294967296
  %505 = and i64 %504, 9223372032559808512
  %506 = and i64 %498, -9223372032559808513
  %507 = or disjoint i64 %505, %506
  br label %511

508:                                              ; preds = %497
  %509 = and i64 %498, -9223372032559808513
  %510 = or disjoint i64 %509, 4611686018427387904
  br label %511

511:                                              ; preds = %508, %502
  %512 = phi i64 [ %510, %508 ], [ %507, %502 ]
  store i64 %512, ptr %485, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.or.v4i32(<4 x i32>) #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
