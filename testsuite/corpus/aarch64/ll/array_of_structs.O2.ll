; ModuleID = 'programs/array_of_structs.c'
source_filename = "programs/array_of_structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Particle = type { [3 x double], i32 }
%struct.Odd5 = type { [5 x i8] }
%struct.Odd3 = type { i16, i8 }
%struct.Item = type { i32, float, [7 x i8] }

@.str = private unnamed_addr constant [29 x i8] c"odd5 size=%zu s=%d diff=%td\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"odd3 %d %c %d %c\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"it%02d\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%s(%d,%.1f) \00", align 1
@main.grid = internal unnamed_addr global [8 x [8 x %struct.Particle]] zeroinitializer, align 8
@.str.5 = private unnamed_addr constant [20 x i8] c"particles tot=%.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"it07\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"found at index %td\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [33 x %struct.Odd5], align 1
  %2 = alloca [17 x %struct.Odd3], align 4
  %3 = alloca [12 x %struct.Item], align 4
  call void @llvm.lifetime.start.p0(i64 165, ptr nonnull %1) #10
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %32, %4 ]
  %6 = or disjoint i64 %5, 1
  %7 = trunc i64 %5 to i8
  %8 = or disjoint i8 %7, 1
  %9 = trunc i64 %5 to i8
  %10 = trunc i64 %5 to i8
  %11 = trunc i64 %5 to i8
  %12 = getelementptr inbounds [33 x %struct.Odd5], ptr %1, i64 0, i64 %5
  %13 = getelementptr inbounds [33 x %struct.Odd5], ptr %1, i64 0, i64 %6
  store i8 %7, ptr %12, align 1, !tbaa !6
  store i8 %8, ptr %13, align 1, !tbaa !6
  %14 = trunc i64 %5 to i8
  %15 = or disjoint i8 %14, 1
  %16 = trunc i64 %5 to i8
  %17 = add i8 %16, 2
  %18 = getelementptr inbounds i8, ptr %12, i64 1
  %19 = getelementptr inbounds i8, ptr %13, i64 1
  store i8 %15, ptr %18, align 1, !tbaa !6
  store i8 %17, ptr %19, align 1, !tbaa !6
  %20 = add i8 %9, 2
  %21 = add i8 %9, 3
  %22 = getelementptr inbounds i8, ptr %12, i64 2
  %23 = getelementptr inbounds i8, ptr %13, i64 2
  store i8 %20, ptr %22, align 1, !tbaa !6
  store i8 %21, ptr %23, align 1, !tbaa !6
  %24 = add i8 %10, 3
  %25 = add i8 %10, 4
  %26 = getelementptr inbounds i8, ptr %12, i64 3
  %27 = getelementptr inbounds i8, ptr %13, i64 3
  store i8 %24, ptr %26, align 1, !tbaa !6
  store i8 %25, ptr %27, align 1, !tbaa !6
  %28 = add i8 %11, 4
  %29 = add i8 %11, 5
  %30 = getelementptr inbounds i8, ptr %12, i64 4
  %31 = getelementptr inbounds i8, ptr %13, i64 4
  store i8 %28, ptr %30, align 1, !tbaa !6
  store i8 %29, ptr %31, align 1, !tbaa !6
  %32 = add nuw i64 %5, 2
  %33 = icmp eq i64 %32, 32
  br i1 %33, label %34, label %4, !llvm.loop !9

34:                                               ; preds = %4
  %35 = getelementptr inbounds i8, ptr %1, i64 160
  store i8 32, ptr %35, align 1, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %1, i64 161
  store i8 33, ptr %36, align 1, !tbaa !6
  %37 = getelementptr inbounds i8, ptr %1, i64 162
  store i8 34, ptr %37, align 1, !tbaa !6
  %38 = getelementptr inbounds i8, ptr %1, i64 163
  store i8 35, ptr %38, align 1, !tbaa !6
  %39 = getelementptr inbounds i8, ptr %1, i64 164
  store i8 36, ptr %39, align 1, !tbaa !6
  br label %40

40:                                               ; preds = %34, %40
  %41 = phi i64 [ %62, %40 ], [ 0, %34 ]
  %42 = phi i32 [ %60, %40 ], [ 0, %34 ]
  %43 = phi i32 [ %61, %40 ], [ 0, %34 ]
  %44 = mul i64 %41, 5
  %45 = getelementptr inbounds i8, ptr %1, i64 %44
  %46 = getelementptr i8, ptr %1, i64 %44
  %47 = getelementptr i8, ptr %46, i64 5
  %48 = getelementptr inbounds i8, ptr %45, i64 4
  %49 = getelementptr i8, ptr %46, i64 9
  %50 = load i8, ptr %48, align 1, !tbaa !6
  %51 = load i8, ptr %49, align 1, !tbaa !6
  %52 = zext i8 %50 to i32
  %53 = zext i8 %51 to i32
  %54 = load i8, ptr %45, align 1, !tbaa !6
  %55 = load i8, ptr %47, align 1, !tbaa !6
  %56 = zext i8 %54 to i32
  %57 = zext i8 %55 to i32
  %58 = add i32 %42, %52
  %59 = add i32 %43, %53
  %60 = sub i32 %58, %56
  %61 = sub i32 %59, %57
  %62 = add nuw i64 %41, 2
  %63 = icmp eq i64 %62, 32
  br i1 %63, label %64, label %40, !llvm.loop !13

64:                                               ; preds = %40
  %65 = add i32 %61, %60
  %66 = getelementptr inbounds i8, ptr %1, i64 160
  %67 = getelementptr inbounds i8, ptr %1, i64 164
  %68 = load i8, ptr %67, align 1, !tbaa !6
  %69 = zext i8 %68 to i32
  %70 = load i8, ptr %66, align 1, !tbaa !6
  %71 = zext i8 %70 to i32
  %72 = add i32 %65, %69
  %73 = sub i32 %72, %71
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 5, i32 noundef %73, i64 noundef 32)
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %2)
  store i16 0, ptr %2, align 4, !tbaa !14
  %75 = getelementptr inbounds i8, ptr %2, i64 2
  store i8 97, ptr %75, align 2, !tbaa !17
  %76 = getelementptr inbounds i8, ptr %2, i64 4
  store i16 1000, ptr %76, align 4, !tbaa !14
  %77 = getelementptr inbounds i8, ptr %2, i64 6
  store i8 98, ptr %77, align 2, !tbaa !17
  %78 = getelementptr inbounds i8, ptr %2, i64 8
  store i16 2000, ptr %78, align 4, !tbaa !14
  %79 = getelementptr inbounds i8, ptr %2, i64 10
  store i8 99, ptr %79, align 2, !tbaa !17
  %80 = getelementptr inbounds i8, ptr %2, i64 12
  store i16 3000, ptr %80, align 4, !tbaa !14
  %81 = getelementptr inbounds i8, ptr %2, i64 14
  store i8 100, ptr %81, align 2, !tbaa !17
  %82 = getelementptr inbounds i8, ptr %2, i64 16
  store i16 4000, ptr %82, align 4, !tbaa !14
  %83 = getelementptr inbounds i8, ptr %2, i64 18
  store i8 101, ptr %83, align 2, !tbaa !17
  %84 = getelementptr inbounds i8, ptr %2, i64 20
  store i16 5000, ptr %84, align 4, !tbaa !14
  %85 = getelementptr inbounds i8, ptr %2, i64 22
  store i8 102, ptr %85, align 2, !tbaa !17
  %86 = getelementptr inbounds i8, ptr %2, i64 24
  store i16 6000, ptr %86, align 4, !tbaa !14
  %87 = getelementptr inbounds i8, ptr %2, i64 26
  store i8 103, ptr %87, align 2, !tbaa !17
  %88 = getelementptr inbounds i8, ptr %2, i64 28
  store i16 7000, ptr %88, align 4, !tbaa !14
  %89 = getelementptr inbounds i8, ptr %2, i64 30
  store i8 104, ptr %89, align 2, !tbaa !17
  %90 = getelementptr inbounds i8, ptr %2, i64 32
  store i16 8000, ptr %90, align 4, !tbaa !14
  %91 = getelementptr inbounds i8, ptr %2, i64 34
  store i8 105, ptr %91, align 2, !tbaa !17
  %92 = getelementptr inbounds i8, ptr %2, i64 36
  store i16 9000, ptr %92, align 4, !tbaa !14
  %93 = getelementptr inbounds i8, ptr %2, i64 38
  store i8 106, ptr %93, align 2, !tbaa !17
  %94 = getelementptr inbounds i8, ptr %2, i64 40
  store i16 10000, ptr %94, align 4, !tbaa !14
  %95 = getelementptr inbounds i8, ptr %2, i64 42
  store i8 107, ptr %95, align 2, !tbaa !17
  %96 = getelementptr inbounds i8, ptr %2, i64 44
  store i16 11000, ptr %96, align 4, !tbaa !14
  %97 = getelementptr inbounds i8, ptr %2, i64 46
  store i8 108, ptr %97, align 2, !tbaa !17
  %98 = getelementptr inbounds i8, ptr %2, i64 48
  store i16 12000, ptr %98, align 4, !tbaa !14
  %99 = getelementptr inbounds i8, ptr %2, i64 50
  store i8 109, ptr %99, align 2, !tbaa !17
  %100 = getelementptr inbounds i8, ptr %2, i64 52
  store i16 13000, ptr %100, align 4, !tbaa !14
  %101 = getelementptr inbounds i8, ptr %2, i64 54
  store i8 110, ptr %101, align 2, !tbaa !17
  %102 = getelementptr inbounds i8, ptr %2, i64 56
  store i16 14000, ptr %102, align 4, !tbaa !14
  %103 = getelementptr inbounds i8, ptr %2, i64 58
  store i8 111, ptr %103, align 2, !tbaa !17
  %104 = getelementptr inbounds i8, ptr %2, i64 60
  store i16 15000, ptr %104, align 4, !tbaa !14
  %105 = getelementptr inbounds i8, ptr %2, i64 62
  store i8 112, ptr %105, align 2, !tbaa !17
  %106 = getelementptr inbounds i8, ptr %2, i64 4
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %106, ptr noundef nonnull align 4 dereferenceable(64) %2, i64 64, i1 false)
  %107 = getelementptr inbounds i8, ptr %2, i64 64
  %108 = load i16, ptr %107, align 4, !tbaa !14
  %109 = sext i16 %108 to i32
  %110 = getelementptr inbounds i8, ptr %2, i64 66
  %111 = load i8, ptr %110, align 2, !tbaa !17
  %112 = zext i8 %111 to i32
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 97, i32 noundef %109, i32 noundef %112)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #10
  br label %199

114:                                              ; preds = %199
  call void @qsort(ptr noundef nonnull %3, i64 noundef 12, i64 noundef 16, ptr noundef nonnull @cmp_item) #10
  %115 = getelementptr inbounds i8, ptr %3, i64 8
  %116 = load i32, ptr %3, align 4, !tbaa !18
  %117 = getelementptr inbounds i8, ptr %3, i64 4
  %118 = load float, ptr %117, align 4, !tbaa !22
  %119 = fpext float %118 to double
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %115, i32 noundef %116, double noundef %119)
  %121 = getelementptr inbounds i8, ptr %3, i64 16
  %122 = getelementptr inbounds i8, ptr %3, i64 24
  %123 = load i32, ptr %121, align 4, !tbaa !18
  %124 = getelementptr inbounds i8, ptr %3, i64 20
  %125 = load float, ptr %124, align 4, !tbaa !22
  %126 = fpext float %125 to double
  %127 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %122, i32 noundef %123, double noundef %126)
  %128 = getelementptr inbounds i8, ptr %3, i64 32
  %129 = getelementptr inbounds i8, ptr %3, i64 40
  %130 = load i32, ptr %128, align 4, !tbaa !18
  %131 = getelementptr inbounds i8, ptr %3, i64 36
  %132 = load float, ptr %131, align 4, !tbaa !22
  %133 = fpext float %132 to double
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %129, i32 noundef %130, double noundef %133)
  %135 = getelementptr inbounds i8, ptr %3, i64 48
  %136 = getelementptr inbounds i8, ptr %3, i64 56
  %137 = load i32, ptr %135, align 4, !tbaa !18
  %138 = getelementptr inbounds i8, ptr %3, i64 52
  %139 = load float, ptr %138, align 4, !tbaa !22
  %140 = fpext float %139 to double
  %141 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %136, i32 noundef %137, double noundef %140)
  %142 = getelementptr inbounds i8, ptr %3, i64 64
  %143 = getelementptr inbounds i8, ptr %3, i64 72
  %144 = load i32, ptr %142, align 4, !tbaa !18
  %145 = getelementptr inbounds i8, ptr %3, i64 68
  %146 = load float, ptr %145, align 4, !tbaa !22
  %147 = fpext float %146 to double
  %148 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %143, i32 noundef %144, double noundef %147)
  %149 = getelementptr inbounds i8, ptr %3, i64 80
  %150 = getelementptr inbounds i8, ptr %3, i64 88
  %151 = load i32, ptr %149, align 4, !tbaa !18
  %152 = getelementptr inbounds i8, ptr %3, i64 84
  %153 = load float, ptr %152, align 4, !tbaa !22
  %154 = fpext float %153 to double
  %155 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %150, i32 noundef %151, double noundef %154)
  %156 = getelementptr inbounds i8, ptr %3, i64 96
  %157 = getelementptr inbounds i8, ptr %3, i64 104
  %158 = load i32, ptr %156, align 4, !tbaa !18
  %159 = getelementptr inbounds i8, ptr %3, i64 100
  %160 = load float, ptr %159, align 4, !tbaa !22
  %161 = fpext float %160 to double
  %162 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %157, i32 noundef %158, double noundef %161)
  %163 = getelementptr inbounds i8, ptr %3, i64 112
  %164 = getelementptr inbounds i8, ptr %3, i64 120
  %165 = load i32, ptr %163, align 4, !tbaa !18
  %166 = getelementptr inbounds i8, ptr %3, i64 116
  %167 = load float, ptr %166, align 4, !tbaa !22
  %168 = fpext float %167 to double
  %169 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %164, i32 noundef %165, double noundef %168)
  %170 = getelementptr inbounds i8, ptr %3, i64 128
  %171 = getelementptr inbounds i8, ptr %3, i64 136
  %172 = load i32, ptr %170, align 4, !tbaa !18
  %173 = getelementptr inbounds i8, ptr %3, i64 132
  %174 = load float, ptr %173, align 4, !tbaa !22
  %175 = fpext float %174 to double
  %176 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %171, i32 noundef %172, double noundef %175)
  %177 = getelementptr inbounds i8, ptr %3, i64 144
  %178 = getelementptr inbounds i8, ptr %3, i64 152
  %179 = load i32, ptr %177, align 4, !tbaa !18
  %180 = getelementptr inbounds i8, ptr %3, i64 148
  %181 = load float, ptr %180, align 4, !tbaa !22
  %182 = fpext float %181 to double
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %178, i32 noundef %179, double noundef %182)
  %184 = getelementptr inbounds i8, ptr %3, i64 160
  %185 = getelementptr inbounds i8, ptr %3, i64 168
  %186 = load i32, ptr %184, align 4, !tbaa !18
  %187 = getelementptr inbounds i8, ptr %3, i64 164
  %188 = load float, ptr %187, align 4, !tbaa !22
  %189 = fpext float %188 to double
  %190 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %185, i32 noundef %186, double noundef %189)
  %191 = getelementptr inbounds i8, ptr %3, i64 176
  %192 = getelementptr inbounds i8, ptr %3, i64 184
  %193 = load i32, ptr %191, align 4, !tbaa !18
  %194 = getelementptr inbounds i8, ptr %3, i64 180
  %195 = load float, ptr %194, align 4, !tbaa !22
  %196 = fpext float %195 to double
  %197 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %192, i32 noundef %193, double noundef %196)
  %198 = call i32 @putchar(i32 10)
  br label %215

199:                                              ; preds = %64, %199
  %200 = phi i64 [ 0, %64 ], [ %213, %199 ]
  %201 = getelementptr inbounds [12 x %struct.Item], ptr %3, i64 0, i64 %200
  %202 = trunc nuw nsw i64 %200 to i32
  store i32 %202, ptr %201, align 4, !tbaa !18
  %203 = trunc i64 %200 to i8
  %204 = mul nuw i8 %203, 7
  %205 = urem i8 %204, 5
  %206 = uitofp nneg i8 %205 to float
  %207 = and i32 %202, 1
  %208 = uitofp nneg i32 %207 to float
  %209 = tail call float @llvm.fmuladd.f32(float %208, float 5.000000e-01, float %206)
  %210 = getelementptr inbounds i8, ptr %201, i64 4
  store float %209, ptr %210, align 4, !tbaa !22
  %211 = getelementptr inbounds i8, ptr %201, i64 8
  %212 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %211, i64 noundef 7, ptr noundef nonnull @.str.2, i32 noundef %202) #10
  %213 = add nuw nsw i64 %200, 1
  %214 = icmp eq i64 %213, 12
  br i1 %214, label %114, label %199, !llvm.loop !23

215:                                              ; preds = %114, %215
  %216 = phi i64 [ 0, %114 ], [ %289, %215 ]
  %217 = trunc nuw nsw i64 %216 to i32
  %218 = uitofp nneg i32 %217 to double
  %219 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %216, i64 0
  store double %218, ptr %219, align 8, !tbaa !24
  %220 = getelementptr inbounds i8, ptr %219, i64 8
  %221 = and i32 %217, 3
  %222 = getelementptr inbounds i8, ptr %219, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %220, i8 0, i64 16, i1 false)
  store i32 %221, ptr %222, align 8, !tbaa !26
  %223 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %216, i64 1
  store double %218, ptr %223, align 8, !tbaa !24
  %224 = getelementptr inbounds i8, ptr %223, i64 8
  store double 1.000000e+00, ptr %224, align 8, !tbaa !24
  %225 = fmul double %218, 5.000000e-01
  %226 = getelementptr inbounds i8, ptr %223, i64 16
  store double %225, ptr %226, align 8, !tbaa !24
  %227 = and i32 %217, 3
  %228 = xor i32 %227, 1
  %229 = getelementptr inbounds i8, ptr %223, i64 24
  store i32 %228, ptr %229, align 8, !tbaa !26
  %230 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %216, i64 2
  store double %218, ptr %230, align 8, !tbaa !24
  %231 = getelementptr inbounds i8, ptr %230, i64 8
  store double 2.000000e+00, ptr %231, align 8, !tbaa !24
  %232 = trunc i64 %216 to i32
  %233 = shl i32 %232, 1
  %234 = uitofp nneg i32 %233 to double
  %235 = fmul double %234, 5.000000e-01
  %236 = getelementptr inbounds i8, ptr %230, i64 16
  store double %235, ptr %236, align 8, !tbaa !24
  %237 = and i32 %217, 3
  %238 = xor i32 %237, 2
  %239 = getelementptr inbounds i8, ptr %230, i64 24
  store i32 %238, ptr %239, align 8, !tbaa !26
  %240 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %216, i64 3
  store double %218, ptr %240, align 8, !tbaa !24
  %241 = getelementptr inbounds i8, ptr %240, i64 8
  store double 3.000000e+00, ptr %241, align 8, !tbaa !24
  %242 = trunc i64 %216 to i32
  %243 = mul i32 %242, 3
  %244 = uitofp nneg i32 %243 to double
  %245 = fmul double %244, 5.000000e-01
  %246 = getelementptr inbounds i8, ptr %240, i64 16
  store double %245, ptr %246, align 8, !tbaa !24
  %247 = and i32 %217, 3
  %248 = xor i32 %247, 3
  %249 = getelementptr inbounds i8, ptr %240, i64 24
  store i32 %248, ptr %249, align 8, !tbaa !26
  %250 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %216, i64 4
  store double %218, ptr %250, align 8, !tbaa !24
  %251 = getelementptr inbounds i8, ptr %250, i64 8
  store double 4.000000e+00, ptr %251, align 8, !tbaa !24
  %252 = trunc i64 %216 to i32
  %253 = shl i32 %252, 2
  %254 = uitofp nneg i32 %253 to double
  %255 = fmul double %254, 5.000000e-01
  %256 = getelementptr inbounds i8, ptr %250, i64 16
  store double %255, ptr %256, align 8, !tbaa !24
  %257 = and i32 %217, 3
  %258 = getelementptr inbounds i8, ptr %250, i64 24
  store i32 %257, ptr %258, align 8, !tbaa !26
  %259 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %216, i64 5
  store double %218, ptr %259, align 8, !tbaa !24
  %260 = getelementptr inbounds i8, ptr %259, i64 8
  store double 5.000000e+00, ptr %260, align 8, !tbaa !24
  %261 = trunc i64 %216 to i32
  %262 = mul i32 %261, 5
  %263 = uitofp nneg i32 %262 to double
  %264 = fmul double %263, 5.000000e-01
  %265 = getelementptr inbounds i8, ptr %259, i64 16
  store double %264, ptr %265, align 8, !tbaa !24
  %266 = and i32 %217, 3
  %267 = xor i32 %266, 1
  %268 = getelementptr inbounds i8, ptr %259, i64 24
  store i32 %267, ptr %268, align 8, !tbaa !26
  %269 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %216, i64 6
  store double %218, ptr %269, align 8, !tbaa !24
  %270 = getelementptr inbounds i8, ptr %269, i64 8
  store double 6.000000e+00, ptr %270, align 8, !tbaa !24
  %271 = trunc i64 %216 to i32
  %272 = mul i32 %271, 6
  %273 = uitofp nneg i32 %272 to double
  %274 = fmul double %273, 5.000000e-01
  %275 = getelementptr inbounds i8, ptr %269, i64 16
  store double %274, ptr %275, align 8, !tbaa !24
  %276 = and i32 %217, 3
  %277 = xor i32 %276, 2
  %278 = getelementptr inbounds i8, ptr %269, i64 24
  store i32 %277, ptr %278, align 8, !tbaa !26
  %279 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %216, i64 7
  store double %218, ptr %279, align 8, !tbaa !24
  %280 = getelementptr inbounds i8, ptr %279, i64 8
  store double 7.000000e+00, ptr %280, align 8, !tbaa !24
  %281 = trunc i64 %216 to i32
  %282 = mul i32 %281, 7
  %283 = uitofp nneg i32 %282 to double
  %284 = fmul double %283, 5.000000e-01
  %285 = getelementptr inbounds i8, ptr %279, i64 16
  store double %284, ptr %285, align 8, !tbaa !24
  %286 = and i32 %217, 3
  %287 = xor i32 %286, 3
  %288 = getelementptr inbounds i8, ptr %279, i64 24
  store i32 %287, ptr %288, align 8, !tbaa !26
  %289 = add nuw nsw i64 %216, 1
  %290 = icmp eq i64 %289, 8
  br i1 %290, label %291, label %215, !llvm.loop !28

291:                                              ; preds = %215, %377
  %292 = phi i32 [ %378, %377 ], [ 0, %215 ]
  br label %293

293:                                              ; preds = %291, %293
  %294 = phi i64 [ 0, %291 ], [ %375, %293 ]
  %295 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %294, i64 0
  %296 = getelementptr inbounds i8, ptr %295, i64 16
  %297 = load double, ptr %296, align 8, !tbaa !6
  %298 = getelementptr inbounds i8, ptr %295, i64 24
  %299 = load i32, ptr %298, align 8, !tbaa !29
  %300 = sitofp i32 %299 to double
  %301 = call double @llvm.fmuladd.f64(double %300, double 2.500000e-01, double %297)
  %302 = fcmp ogt double %301, 1.000000e+01
  %303 = fadd double %301, -1.000000e+01
  %304 = select i1 %302, double %303, double %301
  store double %304, ptr %296, align 8, !tbaa !6
  %305 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %294, i64 1
  %306 = getelementptr inbounds i8, ptr %305, i64 16
  %307 = load double, ptr %306, align 8, !tbaa !6
  %308 = getelementptr inbounds i8, ptr %305, i64 24
  %309 = load i32, ptr %308, align 8, !tbaa !29
  %310 = sitofp i32 %309 to double
  %311 = call double @llvm.fmuladd.f64(double %310, double 2.500000e-01, double %307)
  %312 = fcmp ogt double %311, 1.000000e+01
  %313 = fadd double %311, -1.000000e+01
  %314 = select i1 %312, double %313, double %311
  store double %314, ptr %306, align 8, !tbaa !6
  %315 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %294, i64 2
  %316 = getelementptr inbounds i8, ptr %315, i64 16
  %317 = load double, ptr %316, align 8, !tbaa !6
  %318 = getelementptr inbounds i8, ptr %315, i64 24
  %319 = load i32, ptr %318, align 8, !tbaa !29
  %320 = sitofp i32 %319 to double
  %321 = call double @llvm.fmuladd.f64(double %320, double 2.500000e-01, double %317)
  %322 = fcmp ogt double %321, 1.000000e+01
  %323 = fadd double %321, -1.000000e+01
  %324 = select i1 %322, double %323, double %321
  store double %324, ptr %316, align 8, !tbaa !6
  %325 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %294, i64 3
  %326 = getelementptr inbounds i8, ptr %325, i64 16
  %327 = load double, ptr %326, align 8, !tbaa !6
  %328 = getelementptr inbounds i8, ptr %325, i64 24
  %329 = load i32, ptr %328, align 8, !tbaa !29
  %330 = sitofp i32 %329 to double
  %331 = call double @llvm.fmuladd.f64(double %330, double 2.500000e-01, double %327)
  %332 = fcmp ogt double %331, 1.000000e+01
  %333 = fadd double %331, -1.000000e+01
  %334 = select i1 %332, double %333, double %331
  store double %334, ptr %326, align 8, !tbaa !6
  %335 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %294, i64 4
  %336 = getelementptr inbounds i8, ptr %335, i64 16
  %337 = load double, ptr %336, align 8, !tbaa !6
  %338 = getelementptr inbounds i8, ptr %335, i64 24
  %339 = load i32, ptr %338, align 8, !tbaa !29
  %340 = sitofp i32 %339 to double
  %341 = call double @llvm.fmuladd.f64(double %340, double 2.500000e-01, double %337)
  %342 = fcmp ogt double %341, 1.000000e+01
  %343 = fadd double %341, -1.000000e+01
  %344 = select i1 %342, double %343, double %341
  store double %344, ptr %336, align 8, !tbaa !6
  %345 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %294, i64 5
  %346 = getelementptr inbounds i8, ptr %345, i64 16
  %347 = load double, ptr %346, align 8, !tbaa !6
  %348 = getelementptr inbounds i8, ptr %345, i64 24
  %349 = load i32, ptr %348, align 8, !tbaa !29
  %350 = sitofp i32 %349 to double
  %351 = call double @llvm.fmuladd.f64(double %350, double 2.500000e-01, double %347)
  %352 = fcmp ogt double %351, 1.000000e+01
  %353 = fadd double %351, -1.000000e+01
  %354 = select i1 %352, double %353, double %351
  store double %354, ptr %346, align 8, !tbaa !6
  %355 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %294, i64 6
  %356 = getelementptr inbounds i8, ptr %355, i64 16
  %357 = load double, ptr %356, align 8, !tbaa !6
  %358 = getelementptr inbounds i8, ptr %355, i64 24
  %359 = load i32, ptr %358, align 8, !tbaa !29
  %360 = sitofp i32 %359 to double
  %361 = call double @llvm.fmuladd.f64(double %360, double 2.500000e-01, double %357)
  %362 = fcmp ogt double %361, 1.000000e+01
  %363 = fadd double %361, -1.000000e+01
  %364 = select i1 %362, double %363, double %361
  store double %364, ptr %356, align 8, !tbaa !6
  %365 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %294, i64 7
  %366 = getelementptr inbounds i8, ptr %365, i64 16
  %367 = load double, ptr %366, align 8, !tbaa !6
  %368 = getelementptr inbounds i8, ptr %365, i64 24
  %369 = load i32, ptr %368, align 8, !tbaa !29
  %370 = sitofp i32 %369 to double
  %371 = call double @llvm.fmuladd.f64(double %370, double 2.500000e-01, double %367)
  %372 = fcmp ogt double %371, 1.000000e+01
  %373 = fadd double %371, -1.000000e+01
  %374 = select i1 %372, double %373, double %371
  store double %374, ptr %366, align 8, !tbaa !6
  %375 = add nuw nsw i64 %294, 1
  %376 = icmp eq i64 %375, 8
  br i1 %376, label %377, label %293, !llvm.loop !30

377:                                              ; preds = %293
  %378 = add nuw nsw i32 %292, 1
  %379 = icmp eq i32 %378, 10
  br i1 %379, label %380, label %291, !llvm.loop !31

380:                                              ; preds = %377, %380
  %381 = phi i64 [ %398, %380 ], [ 0, %377 ]
  %382 = phi double [ %397, %380 ], [ 0.000000e+00, %377 ]
  %383 = or disjoint i64 %381, 1
  %384 = trunc i64 %381 to i8
  %385 = or disjoint i8 %384, 1
  %386 = getelementptr inbounds %struct.Particle, ptr @main.grid, i64 %381, i32 0, i64 2
  %387 = getelementptr inbounds %struct.Particle, ptr @main.grid, i64 %383, i32 0, i64 2
  %388 = load double, ptr %386, align 8, !tbaa !24
  %389 = load double, ptr %387, align 8, !tbaa !24
  %390 = urem i8 %384, 3
  %391 = urem i8 %385, 3
  %392 = uitofp nneg i8 %390 to double
  %393 = uitofp nneg i8 %391 to double
  %394 = fmul double %388, %392
  %395 = fmul double %389, %393
  %396 = fadd double %382, %394
  %397 = fadd double %396, %395
  %398 = add nuw i64 %381, 2
  %399 = icmp eq i64 %398, 64
  br i1 %399, label %400, label %380, !llvm.loop !32

400:                                              ; preds = %380
  %401 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %397)
  %402 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %115, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %403 = icmp eq i32 %402, 0
  %404 = select i1 %403, ptr %3, ptr null
  %405 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %122, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %406 = icmp eq i32 %405, 0
  %407 = select i1 %406, ptr %121, ptr %404
  %408 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %129, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %409 = icmp eq i32 %408, 0
  %410 = select i1 %409, ptr %128, ptr %407
  %411 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %136, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %412 = icmp eq i32 %411, 0
  %413 = select i1 %412, ptr %135, ptr %410
  %414 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %143, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %415 = icmp eq i32 %414, 0
  %416 = select i1 %415, ptr %142, ptr %413
  %417 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %150, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %418 = icmp eq i32 %417, 0
  %419 = select i1 %418, ptr %149, ptr %416
  %420 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %157, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %421 = icmp eq i32 %420, 0
  %422 = select i1 %421, ptr %156, ptr %419
  %423 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %164, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %424 = icmp eq i32 %423, 0
  %425 = select i1 %424, ptr %163, ptr %422
  %426 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %171, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %427 = icmp eq i32 %426, 0
  %428 = select i1 %427, ptr %170, ptr %425
  %429 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %178, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %430 = icmp eq i32 %429, 0
  %431 = select i1 %430, ptr %177, ptr %428
  %432 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %185, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %433 = icmp eq i32 %432, 0
  %434 = select i1 %433, ptr %184, ptr %431
  %435 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %192, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %436 = icmp eq i32 %435, 0
  %437 = select i1 %436, ptr %191, ptr %434
  %438 = ptrtoint ptr %437 to i64
  %439 = ptrtoint ptr %3 to i64
  %440 = sub i64 %438, %439
  %441 = ashr exact i64 %440, 4
  %442 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %441)
  %443 = fptosi double %397 to i32
  %444 = srem i32 %443, 256
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 68, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 165, ptr nonnull %1) #10
  ret i32 %444
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree
declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal i32 @cmp_item(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1) #5 {
  %3 = getelementptr inbounds i8, ptr %0, i64 4
  %4 = load float, ptr %3, align 4, !tbaa !22
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !22
  %7 = fcmp olt float %4, %6
  br i1 %7, label %14, label %8

8:                                                ; preds = %2
  %9 = fcmp ogt float %4, %6
  br i1 %9, label %14, label %10

10:                                               ; preds = %8
  %11 = load i32, ptr %0, align 4, !tbaa !18
  %12 = load i32, ptr %1, align 4, !tbaa !18
  %13 = sub nsw i32 %11, %12
  br label %14

14:                                               ; preds = %8, %2, %10
  %15 = phi i32 [ %13, %10 ], [ -1, %2 ], [ 1, %8 ]
  ret i32 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
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
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = distinct !{!13, !10, !11, !12}
!14 = !{!15, !16, i64 0}
!15 = !{!"", !16, i64 0, !7, i64 2}
!16 = !{!"short", !7, i64 0}
!17 = !{!15, !7, i64 2}
!18 = !{!19, !20, i64 0}
!19 = !{!"", !20, i64 0, !21, i64 4, !7, i64 8}
!20 = !{!"int", !7, i64 0}
!21 = !{!"float", !7, i64 0}
!22 = !{!19, !21, i64 4}
!23 = distinct !{!23, !10}
!24 = !{!25, !25, i64 0}
!25 = !{!"double", !7, i64 0}
!26 = !{!27, !20, i64 24}
!27 = !{!"", !7, i64 0, !20, i64 24}
!28 = distinct !{!28, !10}
!29 = !{!20, !20, i64 0}
!30 = distinct !{!30, !10}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10, !11, !12}
