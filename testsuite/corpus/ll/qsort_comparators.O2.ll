; ModuleID = 'programs/qsort_comparators.c'
source_filename = "programs/qsort_comparators.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
@__const.main.words = private unnamed_addr constant [8 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@.str.16 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"lime\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"\0Absearch fig@%td lime=%s\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"null\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [200 x i8], align 16
  %2 = alloca [200 x i16], align 16
  %3 = alloca [100 x %struct.rec3], align 16
  %4 = alloca [100 x i64], align 16
  %5 = alloca [150 x %struct.rec12], align 16
  %6 = alloca [60 x %struct.rec40], align 16
  %7 = alloca [8 x ptr], align 16
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
  store i8 %17, ptr %18, align 1, !tbaa !5
  %19 = shl i32 %16, 13
  %20 = xor i32 %19, %16
  %21 = lshr i32 %20, 17
  %22 = xor i32 %21, %20
  %23 = shl i32 %22, 5
  %24 = xor i32 %23, %22
  %25 = trunc i32 %24 to i16
  %26 = getelementptr inbounds [200 x i16], ptr %2, i64 0, i64 %9
  store i16 %25, ptr %26, align 2, !tbaa !8
  %27 = add nuw nsw i64 %9, 1
  %28 = icmp eq i64 %27, 200
  br i1 %28, label %29, label %8, !llvm.loop !10

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
  store i64 %55, ptr %56, align 8, !tbaa !12
  %57 = add nuw nsw i64 %30, 1
  %58 = icmp eq i64 %57, 100
  br i1 %58, label %59, label %29, !llvm.loop !14

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
  store i32 %68, ptr %69, align 4, !tbaa !15
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
  store float %78, ptr %79, align 4, !tbaa !19
  %80 = getelementptr inbounds i8, ptr %69, i64 8
  %81 = trunc nuw nsw i64 %60 to i32
  store i32 %81, ptr %80, align 4, !tbaa !20
  %82 = add nuw nsw i64 %60, 1
  %83 = icmp eq i64 %82, 150
  br i1 %83, label %123, label %59, !llvm.loop !21

84:                                               ; preds = %123
  call void @qsort(ptr noundef nonnull %1, i64 noundef 200, i64 noundef 1, ptr noundef nonnull @cmp_u8) #12
  call void @qsort(ptr noundef nonnull %2, i64 noundef 200, i64 noundef 2, ptr noundef nonnull @cmp_i16) #12
  call void @qsort(ptr noundef nonnull %3, i64 noundef 100, i64 noundef 3, ptr noundef nonnull @cmp_rec3) #12
  call void @qsort(ptr noundef nonnull %4, i64 noundef 100, i64 noundef 8, ptr noundef nonnull @cmp_u64_desc) #12
  call void @qsort(ptr noundef nonnull %5, i64 noundef 150, i64 noundef 12, ptr noundef nonnull @cmp_rec12) #12
  call void @qsort(ptr noundef nonnull %6, i64 noundef 60, i64 noundef 40, ptr noundef nonnull @cmp_rec40) #12
  %85 = load i8, ptr %1, align 16, !tbaa !5
  %86 = zext i8 %85 to i32
  %87 = getelementptr inbounds i8, ptr %1, i64 100
  %88 = load i8, ptr %87, align 4, !tbaa !5
  %89 = zext i8 %88 to i32
  %90 = getelementptr inbounds i8, ptr %1, i64 199
  %91 = load i8, ptr %90, align 1, !tbaa !5
  %92 = zext i8 %91 to i32
  %93 = load i16, ptr %2, align 16, !tbaa !8
  %94 = sext i16 %93 to i32
  %95 = getelementptr inbounds i8, ptr %2, i64 200
  %96 = load i16, ptr %95, align 8, !tbaa !8
  %97 = sext i16 %96 to i32
  %98 = getelementptr inbounds i8, ptr %2, i64 398
  %99 = load i16, ptr %98, align 2, !tbaa !8
  %100 = sext i16 %99 to i32
  %101 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %86, i32 noundef %89, i32 noundef %92, i32 noundef %94, i32 noundef %97, i32 noundef %100)
  %102 = load i8, ptr %3, align 16, !tbaa !5
  %103 = zext i8 %102 to i32
  %104 = getelementptr inbounds i8, ptr %3, i64 1
  %105 = load i8, ptr %104, align 1, !tbaa !5
  %106 = zext i8 %105 to i32
  %107 = getelementptr inbounds i8, ptr %3, i64 2
  %108 = load i8, ptr %107, align 2, !tbaa !5
  %109 = zext i8 %108 to i32
  %110 = getelementptr inbounds i8, ptr %3, i64 297
  %111 = load i8, ptr %110, align 1, !tbaa !5
  %112 = zext i8 %111 to i32
  %113 = getelementptr inbounds i8, ptr %3, i64 298
  %114 = load i8, ptr %113, align 2, !tbaa !5
  %115 = zext i8 %114 to i32
  %116 = getelementptr inbounds i8, ptr %3, i64 299
  %117 = load i8, ptr %116, align 1, !tbaa !5
  %118 = zext i8 %117 to i32
  %119 = load i64, ptr %4, align 16, !tbaa !12
  %120 = getelementptr inbounds i8, ptr %4, i64 792
  %121 = load i64, ptr %120, align 8, !tbaa !12
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
  store double %145, ptr %146, align 8, !tbaa !22
  %147 = getelementptr inbounds i8, ptr %126, i64 32
  store i64 %124, ptr %147, align 8, !tbaa !25
  %148 = add nuw nsw i64 %124, 1
  %149 = icmp eq i64 %148, 60
  br i1 %149, label %84, label %123, !llvm.loop !26

150:                                              ; preds = %150, %84
  %151 = phi i64 [ 0, %84 ], [ %177, %150 ]
  %152 = phi i32 [ 0, %84 ], [ %176, %150 ]
  %153 = mul i32 %152, 31
  %154 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %151, i32 2
  %155 = load i32, ptr %154, align 4, !tbaa !20
  %156 = add i32 %155, %153
  %157 = add nuw nsw i64 %151, 1
  %158 = mul i32 %156, 31
  %159 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %157, i32 2
  %160 = load i32, ptr %159, align 4, !tbaa !20
  %161 = add i32 %160, %158
  %162 = add nuw nsw i64 %151, 2
  %163 = mul i32 %161, 31
  %164 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %162, i32 2
  %165 = load i32, ptr %164, align 4, !tbaa !20
  %166 = add i32 %165, %163
  %167 = add nuw nsw i64 %151, 3
  %168 = mul i32 %166, 31
  %169 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %167, i32 2
  %170 = load i32, ptr %169, align 4, !tbaa !20
  %171 = add i32 %170, %168
  %172 = add nuw nsw i64 %151, 4
  %173 = mul i32 %171, 31
  %174 = getelementptr inbounds [150 x %struct.rec12], ptr %5, i64 0, i64 %172, i32 2
  %175 = load i32, ptr %174, align 4, !tbaa !20
  %176 = add i32 %175, %173
  %177 = add nuw nsw i64 %151, 5
  %178 = icmp eq i64 %177, 150
  br i1 %178, label %219, label %150, !llvm.loop !27

179:                                              ; preds = %219
  %180 = load i32, ptr %5, align 16, !tbaa !15
  %181 = getelementptr inbounds i8, ptr %5, i64 4
  %182 = load float, ptr %181, align 4, !tbaa !19
  %183 = fpext float %182 to double
  %184 = getelementptr inbounds i8, ptr %5, i64 8
  %185 = load i32, ptr %184, align 8, !tbaa !20
  %186 = getelementptr inbounds i8, ptr %6, i64 24
  %187 = load double, ptr %186, align 8, !tbaa !22
  %188 = getelementptr inbounds i8, ptr %6, i64 32
  %189 = load i64, ptr %188, align 16, !tbaa !25
  %190 = getelementptr inbounds i8, ptr %6, i64 2360
  %191 = getelementptr inbounds i8, ptr %6, i64 2384
  %192 = load double, ptr %191, align 16, !tbaa !22
  %193 = getelementptr inbounds i8, ptr %6, i64 2392
  %194 = load i64, ptr %193, align 8, !tbaa !25
  %195 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %180, double noundef %183, i32 noundef %185, ptr noundef nonnull %6, double noundef %187, i64 noundef %189, ptr noundef nonnull %190, double noundef %192, i64 noundef %194, i32 noundef %250)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #12
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, ptr noundef nonnull align 16 dereferenceable(64) @__const.main.words, i64 64, i1 false)
  call void @qsort(ptr noundef nonnull %7, i64 noundef 8, i64 noundef 8, ptr noundef nonnull @cmp_strp) #12
  %196 = load ptr, ptr %7, align 16, !tbaa !28
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %196)
  %198 = getelementptr inbounds i8, ptr %7, i64 8
  %199 = load ptr, ptr %198, align 8, !tbaa !28
  %200 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %199)
  %201 = getelementptr inbounds i8, ptr %7, i64 16
  %202 = load ptr, ptr %201, align 16, !tbaa !28
  %203 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %202)
  %204 = getelementptr inbounds i8, ptr %7, i64 24
  %205 = load ptr, ptr %204, align 8, !tbaa !28
  %206 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %205)
  %207 = getelementptr inbounds i8, ptr %7, i64 32
  %208 = load ptr, ptr %207, align 16, !tbaa !28
  %209 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %208)
  %210 = getelementptr inbounds i8, ptr %7, i64 40
  %211 = load ptr, ptr %210, align 8, !tbaa !28
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %211)
  %213 = getelementptr inbounds i8, ptr %7, i64 48
  %214 = load ptr, ptr %213, align 16, !tbaa !28
  %215 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %214)
  %216 = getelementptr inbounds i8, ptr %7, i64 56
  %217 = load ptr, ptr %216, align 8, !tbaa !28
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, ptr noundef %217)
  br label %253

219:                                              ; preds = %150, %219
  %220 = phi i64 [ %251, %219 ], [ 0, %150 ]
  %221 = phi i32 [ %250, %219 ], [ %176, %150 ]
  %222 = mul i32 %221, 37
  %223 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %220, i32 2
  %224 = load i64, ptr %223, align 8, !tbaa !25
  %225 = trunc i64 %224 to i32
  %226 = add i32 %222, %225
  %227 = add nuw nsw i64 %220, 1
  %228 = mul i32 %226, 37
  %229 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %227, i32 2
  %230 = load i64, ptr %229, align 8, !tbaa !25
  %231 = trunc i64 %230 to i32
  %232 = add i32 %228, %231
  %233 = add nuw nsw i64 %220, 2
  %234 = mul i32 %232, 37
  %235 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %233, i32 2
  %236 = load i64, ptr %235, align 8, !tbaa !25
  %237 = trunc i64 %236 to i32
  %238 = add i32 %234, %237
  %239 = add nuw nsw i64 %220, 3
  %240 = mul i32 %238, 37
  %241 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %239, i32 2
  %242 = load i64, ptr %241, align 8, !tbaa !25
  %243 = trunc i64 %242 to i32
  %244 = add i32 %240, %243
  %245 = add nuw nsw i64 %220, 4
  %246 = mul i32 %244, 37
  %247 = getelementptr inbounds [60 x %struct.rec40], ptr %6, i64 0, i64 %245, i32 2
  %248 = load i64, ptr %247, align 8, !tbaa !25
  %249 = trunc i64 %248 to i32
  %250 = add i32 %246, %249
  %251 = add nuw nsw i64 %220, 5
  %252 = icmp eq i64 %251, 60
  br i1 %252, label %179, label %219, !llvm.loop !30

253:                                              ; preds = %179, %267
  %254 = phi i64 [ %269, %267 ], [ 0, %179 ]
  %255 = phi i64 [ %268, %267 ], [ 8, %179 ]
  %256 = add i64 %255, %254
  %257 = lshr i64 %256, 1
  %258 = shl i64 %257, 3
  %259 = getelementptr inbounds i8, ptr %7, i64 %258
  %260 = load ptr, ptr %259, align 8, !tbaa !28
  %261 = call i32 @strcmp(ptr noundef nonnull dereferenceable(4) @.str.10, ptr noundef nonnull dereferenceable(1) %260) #13
  %262 = icmp slt i32 %261, 0
  br i1 %262, label %267, label %263

263:                                              ; preds = %253
  %264 = icmp eq i32 %261, 0
  br i1 %264, label %271, label %265

265:                                              ; preds = %263
  %266 = add nuw i64 %257, 1
  br label %267

267:                                              ; preds = %265, %253
  %268 = phi i64 [ %255, %265 ], [ %257, %253 ]
  %269 = phi i64 [ %266, %265 ], [ %254, %253 ]
  %270 = icmp ult i64 %269, %268
  br i1 %270, label %253, label %274, !llvm.loop !31

271:                                              ; preds = %263
  %272 = getelementptr inbounds i8, ptr %7, i64 %258
  %273 = ptrtoint ptr %272 to i64
  br label %274

274:                                              ; preds = %267, %271
  %275 = phi i64 [ %273, %271 ], [ 0, %267 ]
  br label %276

276:                                              ; preds = %290, %274
  %277 = phi i64 [ %292, %290 ], [ 0, %274 ]
  %278 = phi i64 [ %291, %290 ], [ 8, %274 ]
  %279 = add i64 %278, %277
  %280 = lshr i64 %279, 1
  %281 = shl i64 %280, 3
  %282 = getelementptr inbounds i8, ptr %7, i64 %281
  %283 = load ptr, ptr %282, align 8, !tbaa !28
  %284 = call i32 @strcmp(ptr noundef nonnull dereferenceable(5) @.str.17, ptr noundef nonnull dereferenceable(1) %283) #13
  %285 = icmp slt i32 %284, 0
  br i1 %285, label %290, label %286

286:                                              ; preds = %276
  %287 = icmp eq i32 %284, 0
  br i1 %287, label %294, label %288

288:                                              ; preds = %286
  %289 = add nuw i64 %280, 1
  br label %290

290:                                              ; preds = %288, %276
  %291 = phi i64 [ %278, %288 ], [ %280, %276 ]
  %292 = phi i64 [ %289, %288 ], [ %277, %276 ]
  %293 = icmp ult i64 %292, %291
  br i1 %293, label %276, label %294, !llvm.loop !31

294:                                              ; preds = %286, %290
  %295 = phi ptr [ @.str.20, %290 ], [ @.str.19, %286 ]
  %296 = ptrtoint ptr %7 to i64
  %297 = sub i64 %275, %296
  %298 = ashr exact i64 %297, 3
  %299 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, i64 noundef %298, ptr noundef nonnull %295)
  %300 = and i32 %250, 127
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 2400, ptr nonnull %6) #12
  call void @llvm.lifetime.end.p0(i64 1800, ptr nonnull %5) #12
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %4) #12
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %3) #12
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #12
  ret i32 %300
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
  %3 = load i8, ptr %0, align 1, !tbaa !5
  %4 = zext i8 %3 to i32
  %5 = load i8, ptr %1, align 1, !tbaa !5
  %6 = zext i8 %5 to i32
  %7 = sub nsw i32 %4, %6
  ret i32 %7
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal range(i32 -1, 2) i32 @cmp_i16(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i16, ptr %0, align 2, !tbaa !8
  %4 = load i16, ptr %1, align 2, !tbaa !8
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
  %3 = load i64, ptr %0, align 8, !tbaa !12
  %4 = load i64, ptr %1, align 8, !tbaa !12
  %5 = icmp ult i64 %3, %4
  %6 = zext i1 %5 to i32
  %7 = icmp ugt i64 %3, %4
  %8 = sext i1 %7 to i32
  %9 = add nsw i32 %8, %6
  ret i32 %9
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_rec12(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #6 {
  %3 = load i32, ptr %0, align 4, !tbaa !15
  %4 = load i32, ptr %1, align 4, !tbaa !15
  %5 = icmp eq i32 %3, %4
  br i1 %5, label %9, label %6

6:                                                ; preds = %2
  %7 = icmp slt i32 %3, %4
  %8 = select i1 %7, i32 -1, i32 1
  br label %24

9:                                                ; preds = %2
  %10 = getelementptr inbounds i8, ptr %0, i64 4
  %11 = load float, ptr %10, align 4, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %1, i64 4
  %13 = load float, ptr %12, align 4, !tbaa !19
  %14 = fcmp une float %11, %13
  br i1 %14, label %15, label %18

15:                                               ; preds = %9
  %16 = fcmp ogt float %11, %13
  %17 = select i1 %16, i32 -1, i32 1
  br label %24

18:                                               ; preds = %9
  %19 = getelementptr inbounds i8, ptr %0, i64 8
  %20 = load i32, ptr %19, align 4, !tbaa !20
  %21 = getelementptr inbounds i8, ptr %1, i64 8
  %22 = load i32, ptr %21, align 4, !tbaa !20
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
  %7 = load double, ptr %6, align 8, !tbaa !22
  %8 = getelementptr inbounds i8, ptr %1, i64 24
  %9 = load double, ptr %8, align 8, !tbaa !22
  %10 = fcmp une double %7, %9
  br i1 %10, label %11, label %14

11:                                               ; preds = %5
  %12 = fcmp olt double %7, %9
  %13 = select i1 %12, i32 -1, i32 1
  br label %24

14:                                               ; preds = %5
  %15 = getelementptr inbounds i8, ptr %0, i64 32
  %16 = load i64, ptr %15, align 8, !tbaa !25
  %17 = getelementptr inbounds i8, ptr %1, i64 32
  %18 = load i64, ptr %17, align 8, !tbaa !25
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
  %3 = load ptr, ptr %0, align 8, !tbaa !28
  %4 = load ptr, ptr %1, align 8, !tbaa !28
  %5 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %3, ptr noundef nonnull dereferenceable(1) %4) #13
  ret i32 %5
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #11

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !6, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !6, i64 0}
!14 = distinct !{!14, !11}
!15 = !{!16, !17, i64 0}
!16 = !{!"rec12", !17, i64 0, !18, i64 4, !17, i64 8}
!17 = !{!"int", !6, i64 0}
!18 = !{!"float", !6, i64 0}
!19 = !{!16, !18, i64 4}
!20 = !{!16, !17, i64 8}
!21 = distinct !{!21, !11}
!22 = !{!23, !24, i64 24}
!23 = !{!"rec40", !6, i64 0, !24, i64 24, !13, i64 32}
!24 = !{!"double", !6, i64 0}
!25 = !{!23, !13, i64 32}
!26 = distinct !{!26, !11}
!27 = distinct !{!27, !11}
!28 = !{!29, !29, i64 0}
!29 = !{!"any pointer", !6, i64 0}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
