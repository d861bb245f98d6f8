; ModuleID = 'programs/monte_carlo_prng.c'
source_filename = "programs/monte_carlo_prng.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"pi ~ %.5f\0A\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"%d:%d \00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"walk end=%ld max=%ld\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"chi2=%.3f\0A\00", align 1
@.str.5 = private unnamed_addr constant [32 x i8] c"first pcg %08x %08x xs %016llx\0A\00", align 1
@s0 = internal unnamed_addr global i64 1, align 8
@s1 = internal unnamed_addr global i64 2, align 8
@lcg = internal unnamed_addr global i32 42, align 4
@pcg_state = internal unnamed_addr global i64 -8846114313915602277, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [13 x i32], align 16
  %2 = alloca [16 x i32], align 16
  %3 = load i64, ptr @pcg_state, align 8, !tbaa !5
  br label %11

4:                                                ; preds = %11
  store i64 %28, ptr @pcg_state, align 8, !tbaa !5
  %5 = uitofp nneg i64 %43 to double
  %6 = fmul double %5, 4.000000e+00
  %7 = fdiv double %6, 2.000000e+05
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %7)
  call void @llvm.lifetime.start.p0(i64 52, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(52) %1, i8 0, i64 52, i1 false)
  %9 = load i64, ptr @s0, align 8, !tbaa !5
  %10 = load i64, ptr @s1, align 8, !tbaa !5
  br label %82

11:                                               ; preds = %0, %11
  %12 = phi i64 [ 0, %0 ], [ %43, %11 ]
  %13 = phi i64 [ 0, %0 ], [ %44, %11 ]
  %14 = phi i64 [ %3, %0 ], [ %28, %11 ]
  %15 = mul i64 %14, 6364136223846793005
  %16 = add i64 %15, -2720673578348880933
  %17 = lshr i64 %14, 45
  %18 = lshr i64 %14, 27
  %19 = xor i64 %17, %18
  %20 = trunc i64 %19 to i32
  %21 = lshr i64 %14, 59
  %22 = trunc nuw nsw i64 %21 to i32
  %23 = tail call i32 @llvm.fshr.i32(i32 %20, i32 %20, i32 %22)
  %24 = lshr i32 %23, 8
  %25 = uitofp nneg i32 %24 to double
  %26 = fmul double %25, 0x3E70000000000000
  %27 = mul i64 %16, 6364136223846793005
  %28 = add i64 %27, -2720673578348880933
  %29 = lshr i64 %16, 45
  %30 = lshr i64 %16, 27
  %31 = xor i64 %29, %30
  %32 = trunc i64 %31 to i32
  %33 = lshr i64 %16, 59
  %34 = trunc nuw nsw i64 %33 to i32
  %35 = tail call i32 @llvm.fshr.i32(i32 %32, i32 %32, i32 %34)
  %36 = lshr i32 %35, 8
  %37 = uitofp nneg i32 %36 to double
  %38 = fmul double %37, 0x3E70000000000000
  %39 = fmul double %38, %38
  %40 = tail call double @llvm.fmuladd.f64(double %26, double %26, double %39)
  %41 = fcmp olt double %40, 1.000000e+00
  %42 = zext i1 %41 to i64
  %43 = add nuw nsw i64 %12, %42
  %44 = add nuw nsw i64 %13, 1
  %45 = icmp eq i64 %44, 200000
  br i1 %45, label %4, label %11, !llvm.loop !9

46:                                               ; preds = %82
  store i64 %92, ptr @s0, align 8, !tbaa !5
  store i64 %101, ptr @s1, align 8, !tbaa !5
  %47 = getelementptr inbounds i8, ptr %1, i64 8
  %48 = load i32, ptr %47, align 8, !tbaa !11
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, i32 noundef %48)
  %50 = getelementptr inbounds i8, ptr %1, i64 12
  %51 = load i32, ptr %50, align 4, !tbaa !11
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 3, i32 noundef %51)
  %53 = getelementptr inbounds i8, ptr %1, i64 16
  %54 = load i32, ptr %53, align 16, !tbaa !11
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 4, i32 noundef %54)
  %56 = getelementptr inbounds i8, ptr %1, i64 20
  %57 = load i32, ptr %56, align 4, !tbaa !11
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %57)
  %59 = getelementptr inbounds i8, ptr %1, i64 24
  %60 = load i32, ptr %59, align 8, !tbaa !11
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 6, i32 noundef %60)
  %62 = getelementptr inbounds i8, ptr %1, i64 28
  %63 = load i32, ptr %62, align 4, !tbaa !11
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 7, i32 noundef %63)
  %65 = getelementptr inbounds i8, ptr %1, i64 32
  %66 = load i32, ptr %65, align 16, !tbaa !11
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 8, i32 noundef %66)
  %68 = getelementptr inbounds i8, ptr %1, i64 36
  %69 = load i32, ptr %68, align 4, !tbaa !11
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 9, i32 noundef %69)
  %71 = getelementptr inbounds i8, ptr %1, i64 40
  %72 = load i32, ptr %71, align 8, !tbaa !11
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef %72)
  %74 = getelementptr inbounds i8, ptr %1, i64 44
  %75 = load i32, ptr %74, align 4, !tbaa !11
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11, i32 noundef %75)
  %77 = getelementptr inbounds i8, ptr %1, i64 48
  %78 = load i32, ptr %77, align 16, !tbaa !11
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 12, i32 noundef %78)
  %80 = tail call i32 @putchar(i32 10)
  %81 = load i32, ptr @lcg, align 4, !tbaa !11
  br label %114

82:                                               ; preds = %4, %82
  %83 = phi i32 [ 0, %4 ], [ %109, %82 ]
  %84 = phi i64 [ %9, %4 ], [ %92, %82 ]
  %85 = phi i64 [ %10, %4 ], [ %101, %82 ]
  %86 = shl i64 %84, 23
  %87 = xor i64 %86, %84
  %88 = lshr i64 %87, 17
  %89 = lshr i64 %85, 26
  %90 = xor i64 %89, %88
  %91 = xor i64 %90, %85
  %92 = xor i64 %91, %87
  %93 = add i64 %92, %85
  %94 = urem i64 %93, 6
  %95 = shl i64 %85, 23
  %96 = xor i64 %95, %85
  %97 = lshr i64 %96, 17
  %98 = lshr i64 %92, 26
  %99 = xor i64 %97, %98
  %100 = xor i64 %99, %96
  %101 = xor i64 %100, %92
  %102 = add i64 %101, %92
  %103 = urem i64 %102, 6
  %104 = add nuw nsw i64 %94, 2
  %105 = add nuw nsw i64 %104, %103
  %106 = getelementptr inbounds [13 x i32], ptr %1, i64 0, i64 %105
  %107 = load i32, ptr %106, align 4, !tbaa !11
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %106, align 4, !tbaa !11
  %109 = add nuw nsw i32 %83, 1
  %110 = icmp eq i32 %109, 36000
  br i1 %110, label %46, label %82, !llvm.loop !13

111:                                              ; preds = %114
  store i32 %127, ptr @lcg, align 4, !tbaa !11
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %131, i64 noundef %132)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %113 = load i64, ptr @pcg_state, align 8, !tbaa !5
  br label %255

114:                                              ; preds = %114, %46
  %115 = phi i32 [ 0, %46 ], [ %133, %114 ]
  %116 = phi i64 [ 0, %46 ], [ %132, %114 ]
  %117 = phi i64 [ 0, %46 ], [ %131, %114 ]
  %118 = phi i32 [ %81, %46 ], [ %127, %114 ]
  %119 = mul i32 %118, 1103515245
  %120 = add i32 %119, 12345
  %121 = and i32 %120, 65536
  %122 = icmp eq i32 %121, 0
  %123 = select i1 %122, i64 -1, i64 1
  %124 = add nsw i64 %123, %117
  %125 = tail call i64 @llvm.smax.i64(i64 %124, i64 %116)
  %126 = mul i32 %120, 1103515245
  %127 = add i32 %126, 12345
  %128 = and i32 %127, 65536
  %129 = icmp eq i32 %128, 0
  %130 = select i1 %129, i64 -1, i64 1
  %131 = add nsw i64 %130, %124
  %132 = tail call i64 @llvm.smax.i64(i64 %131, i64 %125)
  %133 = add nuw nsw i32 %115, 2
  %134 = icmp eq i32 %133, 100000
  br i1 %134, label %111, label %114, !llvm.loop !14

135:                                              ; preds = %255
  store i64 %273, ptr @pcg_state, align 8, !tbaa !5
  %136 = load i32, ptr %2, align 16, !tbaa !11
  %137 = sitofp i32 %136 to double
  %138 = fadd double %137, -1.000000e+04
  %139 = fmul double %138, %138
  %140 = fdiv double %139, 1.000000e+04
  %141 = getelementptr inbounds i8, ptr %2, i64 4
  %142 = load i32, ptr %141, align 4, !tbaa !11
  %143 = sitofp i32 %142 to double
  %144 = fadd double %143, -1.000000e+04
  %145 = fmul double %144, %144
  %146 = fdiv double %145, 1.000000e+04
  %147 = fadd double %140, %146
  %148 = getelementptr inbounds i8, ptr %2, i64 8
  %149 = load i32, ptr %148, align 8, !tbaa !11
  %150 = sitofp i32 %149 to double
  %151 = fadd double %150, -1.000000e+04
  %152 = fmul double %151, %151
  %153 = fdiv double %152, 1.000000e+04
  %154 = fadd double %147, %153
  %155 = getelementptr inbounds i8, ptr %2, i64 12
  %156 = load i32, ptr %155, align 4, !tbaa !11
  %157 = sitofp i32 %156 to double
  %158 = fadd double %157, -1.000000e+04
  %159 = fmul double %158, %158
  %160 = fdiv double %159, 1.000000e+04
  %161 = fadd double %154, %160
  %162 = getelementptr inbounds i8, ptr %2, i64 16
  %163 = load <2 x i32>, ptr %162, align 16, !tbaa !11
  %164 = sitofp <2 x i32> %163 to <2 x double>
  %165 = fadd <2 x double> %164, <double -1.000000e+04, double -1.000000e+04>
  %166 = fmul <2 x double> %165, %165
  %167 = fdiv <2 x double> %166, <double 1.000000e+04, double 1.000000e+04>
  %168 = extractelement <2 x double> %167, i64 0
  %169 = fadd double %161, %168
  %170 = extractelement <2 x double> %167, i64 1
  %171 = fadd double %169, %170
  %172 = getelementptr inbounds i8, ptr %2, i64 24
  %173 = load <2 x i32>, ptr %172, align 8, !tbaa !11
  %174 = sitofp <2 x i32> %173 to <2 x double>
  %175 = fadd <2 x double> %174, <double -1.000000e+04, double -1.000000e+04>
  %176 = fmul <2 x double> %175, %175
  %177 = fdiv <2 x double> %176, <double 1.000000e+04, double 1.000000e+04>
  %178 = extractelement <2 x double> %177, i64 0
  %179 = fadd double %171, %178
  %180 = extractelement <2 x double> %177, i64 1
  %181 = fadd double %179, %180
  %182 = getelementptr inbounds i8, ptr %2, i64 32
  %183 = load <2 x i32>, ptr %182, align 16, !tbaa !11
  %184 = sitofp <2 x i32> %183 to <2 x double>
  %185 = fadd <2 x double> %184, <double -1.000000e+04, double -1.000000e+04>
  %186 = fmul <2 x double> %185, %185
  %187 = fdiv <2 x double> %186, <double 1.000000e+04, double 1.000000e+04>
  %188 = extractelement <2 x double> %187, i64 0
  %189 = fadd double %181, %188
  %190 = extractelement <2 x double> %187, i64 1
  %191 = fadd double %189, %190
  %192 = getelementptr inbounds i8, ptr %2, i64 40
  %193 = load <2 x i32>, ptr %192, align 8, !tbaa !11
  %194 = sitofp <2 x i32> %193 to <2 x double>
  %195 = fadd <2 x double> %194, <double -1.000000e+04, double -1.000000e+04>
  %196 = fmul <2 x double> %195, %195
  %197 = fdiv <2 x double> %196, <double 1.000000e+04, double 1.000000e+04>
  %198 = extractelement <2 x double> %197, i64 0
  %199 = fadd double %191, %198
  %200 = extractelement <2 x double> %197, i64 1
  %201 = fadd double %199, %200
  %202 = getelementptr inbounds i8, ptr %2, i64 48
  %203 = load <2 x i32>, ptr %202, align 16, !tbaa !11
  %204 = sitofp <2 x i32> %203 to <2 x double>
  %205 = fadd <2 x double> %204, <double -1.000000e+04, double -1.000000e+04>
  %206 = fmul <2 x double> %205, %205
  %207 = fdiv <2 x double> %206, <double 1.000000e+04, double 1.000000e+04>
  %208 = extractelement <2 x double> %207, i64 0
  %209 = fadd double %201, %208
  %210 = extractelement <2 x double> %207, i64 1
  %211 = fadd double %209, %210
  %212 = getelementptr inbounds i8, ptr %2, i64 56
  %213 = load <2 x i32>, ptr %212, align 8, !tbaa !11
  %214 = sitofp <2 x i32> %213 to <2 x double>
  %215 = fadd <2 x double> %214, <double -1.000000e+04, double -1.000000e+04>
  %216 = fmul <2 x double> %215, %215
  %217 = fdiv <2 x double> %216, <double 1.000000e+04, double 1.000000e+04>
  %218 = extractelement <2 x double> %217, i64 0
  %219 = fadd double %211, %218
  %220 = extractelement <2 x double> %217, i64 1
  %221 = fadd double %219, %220
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %221)
  %223 = load i64, ptr @pcg_state, align 8, !tbaa !5
  %224 = mul i64 %223, 6364136223846793005
  %225 = add i64 %224, -2720673578348880933
  %226 = lshr i64 %223, 45
  %227 = lshr i64 %223, 27
  %228 = xor i64 %226, %227
  %229 = trunc i64 %228 to i32
  %230 = lshr i64 %223, 59
  %231 = trunc nuw nsw i64 %230 to i32
  %232 = tail call i32 @llvm.fshr.i32(i32 %229, i32 %229, i32 %231)
  %233 = mul i64 %225, 6364136223846793005
  %234 = add i64 %233, -2720673578348880933
  store i64 %234, ptr @pcg_state, align 8, !tbaa !5
  %235 = lshr i64 %225, 45
  %236 = lshr i64 %225, 27
  %237 = xor i64 %235, %236
  %238 = trunc i64 %237 to i32
  %239 = lshr i64 %225, 59
  %240 = trunc nuw nsw i64 %239 to i32
  %241 = tail call i32 @llvm.fshr.i32(i32 %238, i32 %238, i32 %240)
  %242 = load i64, ptr @s0, align 8, !tbaa !5
  %243 = load i64, ptr @s1, align 8, !tbaa !5
  store i64 %243, ptr @s0, align 8, !tbaa !5
  %244 = shl i64 %242, 23
  %245 = xor i64 %244, %242
  %246 = lshr i64 %245, 17
  %247 = lshr i64 %243, 26
  %248 = xor i64 %247, %246
  %249 = xor i64 %248, %243
  %250 = xor i64 %249, %245
  store i64 %250, ptr @s1, align 8, !tbaa !5
  %251 = add i64 %250, %243
  %252 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %232, i32 noundef %241, i64 noundef %251)
  %253 = trunc i64 %43 to i32
  %254 = and i32 %253, 255
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 52, ptr nonnull %1) #7
  ret i32 %254

255:                                              ; preds = %255, %111
  %256 = phi i32 [ 0, %111 ], [ %286, %255 ]
  %257 = phi i64 [ %113, %111 ], [ %273, %255 ]
  %258 = mul i64 %257, 6364136223846793005
  %259 = add i64 %258, -2720673578348880933
  %260 = lshr i64 %257, 45
  %261 = lshr i64 %257, 27
  %262 = xor i64 %260, %261
  %263 = trunc i64 %262 to i32
  %264 = lshr i64 %257, 59
  %265 = trunc nuw nsw i64 %264 to i32
  %266 = tail call i32 @llvm.fshr.i32(i32 %263, i32 %263, i32 %265)
  %267 = lshr i32 %266, 28
  %268 = zext nneg i32 %267 to i64
  %269 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %268
  %270 = load i32, ptr %269, align 4, !tbaa !11
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %269, align 4, !tbaa !11
  %272 = mul i64 %259, 6364136223846793005
  %273 = add i64 %272, -2720673578348880933
  %274 = lshr i64 %259, 45
  %275 = lshr i64 %259, 27
  %276 = xor i64 %274, %275
  %277 = trunc i64 %276 to i32
  %278 = lshr i64 %259, 59
  %279 = trunc nuw nsw i64 %278 to i32
  %280 = tail call i32 @llvm.fshr.i32(i32 %277, i32 %277, i32 %279)
  %281 = lshr i32 %280, 28
  %282 = zext nneg i32 %281 to i64
  %283 = getelementptr inbounds [16 x i32], ptr %2, i64 0, i64 %282
  %284 = load i32, ptr %283, align 4, !tbaa !11
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr %283, align 4, !tbaa !11
  %286 = add nuw nsw i32 %256, 2
  %287 = icmp eq i32 %286, 160000
  br i1 %287, label %135, label %255, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = distinct !{!13, !10}
!14 = distinct !{!14, !10}
!15 = distinct !{!15, !10}
