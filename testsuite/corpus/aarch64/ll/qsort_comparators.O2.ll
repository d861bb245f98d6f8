; ModuleID = 'programs/qsort_comparators.c'
source_filename = "programs/qsort_comparators.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rec3 = type { [3 x i8] }
%struct.rec12 = type { i32, float, i32 }
%struct.rec40 = type { [24 x i8], double, i64 }

@.str = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"charlie\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"bravo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"echo\00", align 1
@__const.main.names.rel = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@.str.5 = private unnamed_addr constant [30 x i8] c"u8: %d %d %d | i16: %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [54 x i8] c"r3: %02x%02x%02x %02x%02x%02x | u64: %016llx %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [83 x i8] c"r12 first key=%d w=%g idx=%d, r40 first %s/%g/%ld last %s/%g/%ld, order hash %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@__const.main.words = private unnamed_addr constant [8 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 8
@.str.16 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"lime\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"\0Absearch fig@%td lime=%s\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"null\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i8], align 4
  %2 = alloca [200 x i16], align 4
  %3 = alloca [100 x %struct.rec3], align 4
  %4 = alloca [100 x i64], align 8
  %5 = alloca [150 x %struct.rec12], align 4
  %6 = alloca [60 x %struct.rec40], align 8
  %7 = alloca [8 x ptr], align 8
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #12
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #12
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %3) #12
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %4) #12
  call void @llvm.lifetime.start.p0(i64 1800, ptr nonnull %5) #12
  call void @llvm.lifetime.start.p0(i64 2400, ptr nonnull %6) #12
  br label %8

8:                                                ; preds = %0, %8
  %9 = phi i64 [ 0, %0 ], [ %27, %8 ]
  %10 = phi i32 [ -1831433054, %0 ], [ %24, %8 ]
  %11 = shl i32 %10, 13
  %12 = xor i32 %11, %10
  %13 = lshr i32 %12, 17
  %14 = xor i32 %13, %12
  %15 = shl i32 %14, 5
  %16 = xor i32 %15, %14
  %17 = trunc i32 %16 to i8
  %18 = getelementptr inbounds [200 x i8], ptr %1, i64 0, i64 %9
  store i8 %17, ptr %18, align 1, !tbaa !6
  %19 = shl i32 %16, 13
  %20 = xor i32 %19, %16
  %21 = lshr i32 %20, 17
  %22 = xor i32 %21, %20
  %23 = shl i32 %22, 5
  %24 = xor i32 %23, %22
  %25 = trunc i32 %24 to i16
  %26 = getelementptr inbounds [200 x i16], ptr %2, i64 0, i64 %9
  store i16 %25, ptr %26, align 2, !tbaa !9
  %27 = add nuw nsw i64 %9, 1
  %28 = icmp eq i64 %27, 200
  br i1 %28, label %29, label %8, !llvm.loop !11

29:                                               ; preds = %8, %29
  %30 = phi i64 [ %57, %29 ], [ 0, %8 ]
  %31 = phi i32 [ %53, %29 ], [ %24, %8 ]
  %32 = shl i32 %31, 13
  %33 = xor i32 %32, %31
  %34 = lshr i32 %33, 17
  %35 = xor i32 %34, %33
  %36 = shl i32 %35, 5
  %37 = xor i32 %36, %35
  %38 = getelementptr inbounds [100 x %struct.rec3], ptr %3, i64 0, i64 %30
  %39 = trunc i32 %37 to i24
  store i24 %39, ptr %38, align 1
  %40 = shl i32 %37, 13
  %41 = xor i32 %40, %37
  %42 = lshr i32 %41, 17
  %43 = xor i32 %42, %41
  %44 = shl i32 %43, 5
  %45 = xor i32 %44, %43
  %46 = zext i32 %45 to i64
  %47 = shl nuw i64 %46, 32
  %48 = shl i32 %45, 13
  %49 = xor i32 %48, %45
  %50 = lshr i32 %49, 17
  %51 = xor i32 %50, %49
  %52 = shl i32 %51, 5
  %53 = xor i32 %52, %51
  %54 = zext i32 %53 to i64
  %55 = or disjoint i64 %47, %54
  %56 = getelementptr inbounds [100 x i64], ptr %4, i64 0, i64 %30
  store i64 %55, ptr %56, align 8, !tbaa !13
  %57 = add nuw nsw i64 %30, 1
  %58 = icmp eq i64 %57, 100
  br i1 %58, label %59, label %29, !llvm.loop !15

59:                                               ; preds = %29, %59
  %60 = phi i64 [ %82, %59 ], [ 0, %29 ]
  %61 = phi i32 [ %75, %59 ], [ %53, %29 ]
  %62 = shl i32 %61, 13
  %63 = xor i32 %62, %61
  %64 = lshr i32 %63, 17
  %65 = xor i32 %64, %63
  %66 = shl i32 %65, 5
  %67 = xor i32 %66, %65
  %68 = urem i32 %67, 10
  %69 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %60
  store i32 %68, ptr %69, align 4, !tbaa !16
  %70 = shl i32 %67, 13
  %71 = xor i32 %70, %67
  %72 = lshr i32 %71, 17
  %73 = xor i32 %72, %71
  %74 = shl i32 %73, 5
  %75 = xor i32 %74, %73
  %76 = urem i32 %75, 5
  %77 = uitofp nneg i32 %76 to float
  %78 = fmul float %77, 2.500000e-01
  %79 = getelementptr inbounds i8, ptr %69, i64 4
  store float %78, ptr %79, align 4, !tbaa !20
  %80 = getelementptr inbounds i8, ptr %69, i64 8
  %81 = trunc nuw nsw i64 %60 to i32
  store i32 %81, ptr %80, align 4, !tbaa !21
  %82 = add nuw nsw i64 %60, 1
  %83 = icmp eq i64 %82, 150
  br i1 %83, label %123, label %59, !llvm.loop !22

84:                                               ; preds = %123
  call void @qsort(ptr noundef nonnull %1, i64 noundef 200, i64 noundef 1, ptr noundef nonnull @cmp_u8) #12
  call void @qsort(ptr noundef nonnull %2, i64 noundef 200, i64 noundef 2, ptr noundef nonnull @cmp_i16) #12
  call void @qsort(ptr noundef nonnull %3, i64 noundef 100, i64 noundef 3, ptr noundef nonnull @cmp_rec3) #12
  call void @qsort(ptr noundef nonnull %4, i64 noundef 100, i64 noundef 8, ptr noundef nonnull @cmp_u64_desc) #12
  call void @qsort(ptr noundef nonnull %5, i64 noundef 150, i64 noundef 12, ptr noundef nonnull @cmp_rec12) #12
  call void @qsort(ptr noundef nonnull %6, i64 noundef 60, i64 noundef 40, ptr noundef nonnull @cmp_rec40) #12
  %85 = load i8, ptr %1, align 4, !tbaa !6
  %86 = zext i8 %85 to i32
  %87 = getelementptr inbounds i8, ptr %1, i64 100
  %88 = load i8, ptr %87, align 4, !tbaa !6
  %89 = zext i8 %88 to i32
  %90 = getelementptr inbounds i8, ptr %1, i64 199
  %91 = load i8, ptr %90, align 1, !tbaa !6
  %92 = zext i8 %91 to i32
  %93 = load i16, ptr %2, align 4, !tbaa !9
  %94 = sext i16 %93 to i32
  %95 = getelementptr inbounds i8, ptr %2, i64 200
  %96 = load i16, ptr %95, align 4, !tbaa !9
  %97 = sext i16 %96 to i32
  %98 = getelementptr inbounds i8, ptr %2, i64 398
  %99 = load i16, ptr %98, align 2, !tbaa !9
  %100 = sext i16 %99 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %86, i32 noundef %89, i32 noundef %92, i32 noundef %94, i32 noundef %97, i32 noundef %100)
  %102 = load i8, ptr %3, align 4, !tbaa !6
  %103 = zext i8 %102 to i32
  %104 = getelementptr inbounds i8, ptr %3, i64 1
  %105 = load i8, ptr %104, align 1, !tbaa !6
  %106 = zext i8 %105 to i32
  %107 = getelementptr inbounds i8, ptr %3, i64 2
  %108 = load i8, ptr %107, align 2, !tbaa !6
  %109 = zext i8 %108 to i32
  %110 = getelementptr inbounds i8, ptr %3, i64 297
  %111 = load i8, ptr %110, align 1, !tbaa !6
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds i8, ptr %3, i64 298
  %114 = load i8, ptr %113, align 2, !tbaa !6
  %115 = zext i8 %114 to i32
  %116 = getelementptr inbounds i8, ptr %3, i64 299
  %117 = load i8, ptr %116, align 1, !tbaa !6
  %118 = zext i8 %117 to i32
  %119 = load i64, ptr %4, align 8, !tbaa !13
  %120 = getelementptr inbounds i8, ptr %4, i64 792
  %121 = load i64, ptr %120, align 8, !tbaa !13
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %103, i32 noundef %106, i32 noundef %109, i32 noundef %112, i32 noundef %115, i32 noundef %118, i64 noundef %119, i64 noundef %121)
  br label %150

123:                                              ; preds = %59, %123
  %124 = phi i64 [ %148, %123 ], [ 0, %59 ]
  %125 = phi i32 [ %143, %123 ], [ %75, %59 ]
  %126 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %124
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %126, i8 0, i64 24, i1 false)
  %127 = shl i32 %125, 13
  %128 = xor i32 %127, %125
  %129 = lshr i32 %128, 17
  %130 = xor i32 %129, %128
  %131 = shl i32 %130, 5
  %132 = xor i32 %131, %130
  %133 = urem i32 %132, 7
  %134 = zext nneg i32 %133 to i64
  %135 = shl i64 %134, 2
  %136 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %135)
  %137 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %126, ptr noundef nonnull dereferenceable(1) %136) #12
  %138 = shl i32 %132, 13
  %139 = xor i32 %138, %132
  %140 = lshr i32 %139, 17
  %141 = xor i32 %140, %139
  %142 = shl i32 %141, 5
  %143 = xor i32 %142, %141
  %144 = and i32 %141, 7
  %145 = uitofp nneg i32 %144 to double
  %146 = getelementptr inbounds i8, ptr %126, i64 24
  store double %145, ptr %146, align 8, !tbaa !23
  %147 = getelementptr inbounds i8, ptr %126, i64 32
  store i64 %124, ptr %147, align 8, !tbaa !26
  %148 = add nuw nsw i64 %124, 1
  %149 = icmp eq i64 %148, 60
  br i1 %149, label %84, label %123, !llvm.loop !27

150:                                              ; preds = %84, %150
  %151 = phi i64 [ 0, %84 ], [ %157, %150 ]
  %152 = phi i32 [ 0, %84 ], [ %156, %150 ]
  %153 = mul i32 %152, 31
  %154 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %151, i32 2
  %155 = load i32, ptr %154, align 4, !tbaa !21
  %156 = add i32 %155, %153
  %157 = add nuw nsw i64 %151, 1
  %158 = icmp eq i64 %157, 150
  br i1 %158, label %199, label %150, !llvm.loop !28

159:                                              ; preds = %199
  %160 = load i32, ptr %5, align 4, !tbaa !16
  %161 = getelementptr inbounds i8, ptr %5, i64 4
  %162 = load float, ptr %161, align 4, !tbaa !20
  %163 = fpext float %162 to double
  %164 = getelementptr inbounds i8, ptr %5, i64 8
  %165 = load i32, ptr %164, align 4, !tbaa !21
  %166 = getelementptr inbounds i8, ptr %6, i64 24
  %167 = load double, ptr %166, align 8, !tbaa !23
  %168 = getelementptr inbounds i8, ptr %6, i64 32
  %169 = load i64, ptr %168, align 8, !tbaa !26
  %170 = getelementptr inbounds i8, ptr %6, i64 2360
  %171 = getelementptr inbounds i8, ptr %6, i64 2384
  %172 = load double, ptr %171, align 8, !tbaa !23
  %173 = getelementptr inbounds i8, ptr %6, i64 2392
  %174 = load i64, ptr %173, align 8, !tbaa !26
  %175 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %160, double noundef %163, i32 noundef %165, ptr noundef nonnull %6, double noundef %167, i64 noundef %169, ptr noundef nonnull %170, double noundef %172, i64 noundef %174, i32 noundef %206)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %7, ptr noundef nonnull align 8 dereferenceable(64) @__const.main.words, i64 64, i1 false)
  call void @qsort(ptr noundef nonnull %7, i64 noundef 8, i64 noundef 8, ptr noundef nonnull @cmp_strp) #12
  %176 = load ptr, ptr %7, align 8, !tbaa !29
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %176)
  %178 = getelementptr inbounds i8, ptr %7, i64 8
  %179 = load ptr, ptr %178, align 8, !tbaa !29
  %180 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %179)
  %181 = getelementptr inbounds i8, ptr %7, i64 16
  %182 = load ptr, ptr %181, align 8, !tbaa !29
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %182)
  %184 = getelementptr inbounds i8, ptr %7, i64 24
  %185 = load ptr, ptr %184, align 8, !tbaa !29
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %185)
  %187 = getelementptr inbounds i8, ptr %7, i64 32
  %188 = load ptr, ptr %187, align 8, !tbaa !29
  %189 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %188)
  %190 = getelementptr inbounds i8, ptr %7, i64 40
  %191 = load ptr, ptr %190, align 8, !tbaa !29
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %191)
  %193 = getelementptr inbounds i8, ptr %7, i64 48
  %194 = load ptr, ptr %193, align 8, !tbaa !29
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %194)
  %196 = getelementptr inbounds i8, ptr %7, i64 56
  %197 = load ptr, ptr %196, align 8, !tbaa !29
  %198 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %197)
  br label %209

199:                                              ; preds = %150, %199
  %200 = phi i64 [ %207, %199 ], [ 0, %150 ]
  %201 = phi i32 [ %206, %199 ], [ %156, %150 ]
  %202 = mul i32 %201, 37
  %203 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %200, i32 2
  %204 = load i64, ptr %203, align 8, !tbaa !26
  %205 = trunc i64 %204 to i32
  %206 = add i32 %202, %205
  %207 = add nuw nsw i64 %200, 1
  %208 = icmp eq i64 %207, 60
  br i1 %208, label %159, label %199, !llvm.loop !31

209:                                              ; preds = %159, %223
  %210 = phi i64 [ %225, %223 ], [ 0, %159 ]
  %211 = phi i64 [ %224, %223 ], [ 8, %159 ]
  %212 = add i64 %211, %210
  %213 = lshr i64 %212, 1
  %214 = shl i64 %213, 3
  %215 = getelementptr inbounds i8, ptr %7, i64 %214
  %216 = load ptr, ptr %215, align 8, !tbaa !29
  %217 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.10, ptr noundef nonnull dereferenceable(1) %216) #13
  %218 = icmp slt i32 %217, 0
  br i1 %218, label %223, label %219

219:                                              ; preds = %209
  %220 = icmp eq i32 %217, 0
  br i1 %220, label %227, label %221

221:                                              ; preds = %219
  %222 = add nuw i64 %213, 1
  br label %223

223:                                              ; preds = %221, %209
  %224 = phi i64 [ %211, %221 ], [ %213, %209 ]
  %225 = phi i64 [ %222, %221 ], [ %210, %209 ]
  %226 = icmp ult i64 %225, %224
  br i1 %226, label %209, label %230, !llvm.loop !32

227:                                              ; preds = %219
  %228 = getelementptr inbounds i8, ptr %7, i64 %214
  %229 = ptrtoint ptr %228 to i64
  br label %230

230:                                              ; preds = %223, %227
  %231 = phi i64 [ %229, %227 ], [ 0, %223 ]
  br label %232

232:                                              ; preds = %246, %230
  %233 = phi i64 [ %248, %246 ], [ 0, %230 ]
  %234 = phi i64 [ %247, %246 ], [ 8, %230 ]
  %235 = add i64 %234, %233
  %236 = lshr i64 %235, 1
  %237 = shl i64 %236, 3
  %238 = getelementptr inbounds i8, ptr %7, i64 %237
  %239 = load ptr, ptr %238, align 8, !tbaa !29
  %240 = call i32 @strcmp(ptr noundef nonnull dereferenceable(5) @.str.17, ptr noundef nonnull dereferenceable(1) %239) #13
  %241 = icmp slt i32 %240, 0
  br i1 %241, label %246, label %242

242:                                              ; preds = %232
  %243 = icmp eq i32 %240, 0
  br i1 %243, label %250, label %244

244:                                              ; preds = %242
  %245 = add nuw i64 %236, 1
  br label %246

246:                                              ; preds = %244, %232
  %247 = phi i64 [ %234, %244 ], [ %236, %232 ]
  %248 = phi i64 [ %245, %244 ], [ %233, %232 ]
  %249 = icmp ult i64 %248, %247
  br i1 %249, label %232, label %250, !llvm.loop !32

250:                                              ; preds = %242, %246
  %251 = phi ptr [ @.str.20, %246 ], [ @.str.19, %242 ]
  %252 = ptrtoint ptr %7 to i64
  %253 = sub i64 %231, %252
  %254 = ashr exact i64 %253, 3
  %255 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %254, ptr noundef nonnull %251)
  %256 = and i32 %206, 127
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 1800, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #12
  ret i32 %256
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -255, 256) i32 @cmp_u8(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i8, ptr %0, align 1, !tbaa !6
  %4 = zext i8 %3 to i32
  %5 = load i8, ptr %1, align 1, !tbaa !6
  %6 = zext i8 %5 to i32
  %7 = sub nsw i32 %4, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_i16(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i16, ptr %0, align 2, !tbaa !9
  %4 = load i16, ptr %1, align 2, !tbaa !9
  %5 = icmp sgt i16 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp slt i16 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_rec3(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = tail call i32 @memcmp(ptr noundef nonnull dereferenceable(3) %0, ptr noundef nonnull dereferenceable(3) %1, i64 noundef 3) #13
  ret i32 %3
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_u64_desc(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i64, ptr %0, align 8, !tbaa !13
  %4 = load i64, ptr %1, align 8, !tbaa !13
  %5 = icmp ult i64 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp ugt i64 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_rec12(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i32, ptr %0, align 4, !tbaa !16
  %4 = load i32, ptr %1, align 4, !tbaa !16
  %5 = icmp eq i32 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = icmp slt i32 %3, %4
  %8 = select i1 %7, i32 -1, i32 1
  br label %24

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !20
  %12 = getelementptr inbounds i8, ptr %1, i64 4
  %13 = load float, ptr %12, align 4, !tbaa !20
  %14 = fcmp une float %11, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %9
  %16 = fcmp ogt float %11, %13
  %17 = select i1 %16, i32 -1, i32 1
  br label %24

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 4, !tbaa !21
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load i32, ptr %21, align 4, !tbaa !21
  %23 = sub nsw i32 %20, %22
  br label %24

24:                                               ; preds = %18, %15, %6
  %25 = phi i32 [ %8, %6 ], [ %17, %15 ], [ %23, %18 ]
  ret i32 %25
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_rec40(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #7 {
  %3 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %0, ptr noundef nonnull dereferenceable(1) %1) #13
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %5, label %24

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load double, ptr %6, align 8, !tbaa !23
  %8 = getelementptr inbounds i8, ptr %1, i64 24
  %9 = load double, ptr %8, align 8, !tbaa !23
  %10 = fcmp une double %7, %9
  br i1 %10, label %11, label %14

11:                                               ; preds = %5
  %12 = fcmp olt double %7, %9
  %13 = select i1 %12, i32 -1, i32 1
  br label %24

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = load i64, ptr %15, align 8, !tbaa !26
  %17 = getelementptr inbounds i8, ptr %1, i64 32
  %18 = load i64, ptr %17, align 8, !tbaa !26
  %19 = icmp sgt i64 %16, %18
  %20 = zext i1 %19 to i32
  %21 = icmp slt i64 %16, %18
  %22 = sext i1 %21 to i32
  %23 = add nsw i32 %22, %20
  br label %24

24:                                               ; preds = %2, %14, %11
  %25 = phi i32 [ %13, %11 ], [ %23, %14 ], [ %3, %2 ]
  ret i32 %25
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal i32 @cmp_strp(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #9 {
  %3 = load ptr, ptr %0, align 8, !tbaa !29
  %4 = load ptr, ptr %1, align 8, !tbaa !29
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #13
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #11

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = distinct !{!15, !12}
!16 = !{!17, !18, i64 0}
!17 = !{!"rec12", !18, i64 0, !19, i64 4, !18, i64 8}
!18 = !{!"int", !7, i64 0}
!19 = !{!"float", !7, i64 0}
!20 = !{!17, !19, i64 4}
!21 = !{!17, !18, i64 8}
!22 = distinct !{!22, !12}
!23 = !{!24, !25, i64 24}
!24 = !{!"rec40", !7, i64 0, !25, i64 24, !14, i64 32}
!25 = !{!"double", !7, i64 0}
!26 = !{!24, !14, i64 32}
!27 = distinct !{!27, !12}
!28 = distinct !{!28, !12}
!29 = !{!30, !30, i64 0}
!30 = !{!"any pointer", !7, i64 0}
!31 = distinct !{!31, !12}
!32 = distinct !{!32, !12}
