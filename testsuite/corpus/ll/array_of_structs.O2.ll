; ModuleID = 'programs/array_of_structs.c'
source_filename = "programs/array_of_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Particle = type { [3 x double], i32 }
%struct.Odd5 = type { [5 x i8] }
%struct.Odd3 = type { i16, i8 }
%struct.Item = type { i32, float, [7 x i8] }

@.str = private unnamed_addr constant [29 x i8] c"odd5 size=%zu s=%d diff=%td\0A\00", align 1
@.str.1 = private unnamed_addr constant [18 x i8] c"odd3 %d %c %d %c\0A\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"it%02d\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"%s(%d,%.1f) \00", align 1
@main.grid = internal unnamed_addr global [8 x [8 x %struct.Particle]] zeroinitializer, align 16
@.str.5 = private unnamed_addr constant [20 x i8] c"particles tot=%.3f\0A\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"it07\00", align 1
@.str.7 = private unnamed_addr constant [20 x i8] c"found at index %td\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [33 x %struct.Odd5], align 16
  %2 = alloca [17 x %struct.Odd3], align 16
  %3 = alloca [12 x %struct.Item], align 16
  call void @llvm.lifetime.start.p0(i64 165, ptr nonnull %1) #10
  br label %4

4:                                                ; preds = %21, %0
  %5 = phi i64 [ 0, %0 ], [ %24, %21 ]
  %6 = getelementptr inbounds [33 x %struct.Odd5], ptr %1, i64 0, i64 %5
  %7 = trunc i64 %5 to i8
  store i8 %7, ptr %6, align 2, !tbaa !5
  %8 = or disjoint i64 %5, 1
  %9 = trunc i64 %8 to i8
  %10 = getelementptr inbounds i8, ptr %6, i64 1
  store i8 %9, ptr %10, align 1, !tbaa !5
  %11 = trunc i64 %5 to i8
  %12 = add nuw nsw i8 %11, 2
  %13 = getelementptr inbounds i8, ptr %6, i64 2
  store i8 %12, ptr %13, align 2, !tbaa !5
  %14 = trunc i64 %5 to i8
  %15 = add nuw nsw i8 %14, 3
  %16 = getelementptr inbounds i8, ptr %6, i64 3
  store i8 %15, ptr %16, align 1, !tbaa !5
  %17 = trunc i64 %5 to i8
  %18 = add nuw nsw i8 %17, 4
  %19 = getelementptr inbounds i8, ptr %6, i64 4
  store i8 %18, ptr %19, align 2, !tbaa !5
  %20 = icmp eq i64 %5, 32
  br i1 %20, label %77, label %21, !llvm.loop !8

21:                                               ; preds = %4
  %22 = getelementptr inbounds [33 x %struct.Odd5], ptr %1, i64 0, i64 %8
  %23 = trunc i64 %8 to i8
  store i8 %23, ptr %22, align 1, !tbaa !5
  %24 = add nuw nsw i64 %5, 2
  %25 = trunc i64 %24 to i8
  %26 = getelementptr inbounds i8, ptr %22, i64 1
  store i8 %25, ptr %26, align 2, !tbaa !5
  %27 = trunc i64 %8 to i8
  %28 = add nuw nsw i8 %27, 2
  %29 = getelementptr inbounds i8, ptr %22, i64 2
  store i8 %28, ptr %29, align 1, !tbaa !5
  %30 = trunc i64 %8 to i8
  %31 = add nuw nsw i8 %30, 3
  %32 = getelementptr inbounds i8, ptr %22, i64 3
  store i8 %31, ptr %32, align 2, !tbaa !5
  %33 = trunc i64 %8 to i8
  %34 = add nuw nsw i8 %33, 4
  %35 = getelementptr inbounds i8, ptr %22, i64 4
  store i8 %34, ptr %35, align 1, !tbaa !5
  br label %4

36:                                               ; preds = %77
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 5, i32 noundef %105, i64 noundef 32)
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %2)
  store i16 0, ptr %2, align 16, !tbaa !10
  %38 = getelementptr inbounds i8, ptr %2, i64 2
  store i8 97, ptr %38, align 2, !tbaa !13
  %39 = getelementptr inbounds i8, ptr %2, i64 4
  store i16 1000, ptr %39, align 4, !tbaa !10
  %40 = getelementptr inbounds i8, ptr %2, i64 6
  store i8 98, ptr %40, align 2, !tbaa !13
  %41 = getelementptr inbounds i8, ptr %2, i64 8
  store i16 2000, ptr %41, align 8, !tbaa !10
  %42 = getelementptr inbounds i8, ptr %2, i64 10
  store i8 99, ptr %42, align 2, !tbaa !13
  %43 = getelementptr inbounds i8, ptr %2, i64 12
  store i16 3000, ptr %43, align 4, !tbaa !10
  %44 = getelementptr inbounds i8, ptr %2, i64 14
  store i8 100, ptr %44, align 2, !tbaa !13
  %45 = getelementptr inbounds i8, ptr %2, i64 16
  store i16 4000, ptr %45, align 16, !tbaa !10
  %46 = getelementptr inbounds i8, ptr %2, i64 18
  store i8 101, ptr %46, align 2, !tbaa !13
  %47 = getelementptr inbounds i8, ptr %2, i64 20
  store i16 5000, ptr %47, align 4, !tbaa !10
  %48 = getelementptr inbounds i8, ptr %2, i64 22
  store i8 102, ptr %48, align 2, !tbaa !13
  %49 = getelementptr inbounds i8, ptr %2, i64 24
  store i16 6000, ptr %49, align 8, !tbaa !10
  %50 = getelementptr inbounds i8, ptr %2, i64 26
  store i8 103, ptr %50, align 2, !tbaa !13
  %51 = getelementptr inbounds i8, ptr %2, i64 28
  store i16 7000, ptr %51, align 4, !tbaa !10
  %52 = getelementptr inbounds i8, ptr %2, i64 30
  store i8 104, ptr %52, align 2, !tbaa !13
  %53 = getelementptr inbounds i8, ptr %2, i64 32
  store i16 8000, ptr %53, align 16, !tbaa !10
  %54 = getelementptr inbounds i8, ptr %2, i64 34
  store i8 105, ptr %54, align 2, !tbaa !13
  %55 = getelementptr inbounds i8, ptr %2, i64 36
  store i16 9000, ptr %55, align 4, !tbaa !10
  %56 = getelementptr inbounds i8, ptr %2, i64 38
  store i8 106, ptr %56, align 2, !tbaa !13
  %57 = getelementptr inbounds i8, ptr %2, i64 40
  store i16 10000, ptr %57, align 8, !tbaa !10
  %58 = getelementptr inbounds i8, ptr %2, i64 42
  store i8 107, ptr %58, align 2, !tbaa !13
  %59 = getelementptr inbounds i8, ptr %2, i64 44
  store i16 11000, ptr %59, align 4, !tbaa !10
  %60 = getelementptr inbounds i8, ptr %2, i64 46
  store i8 108, ptr %60, align 2, !tbaa !13
  %61 = getelementptr inbounds i8, ptr %2, i64 48
  store i16 12000, ptr %61, align 16, !tbaa !10
  %62 = getelementptr inbounds i8, ptr %2, i64 50
  store i8 109, ptr %62, align 2, !tbaa !13
  %63 = getelementptr inbounds i8, ptr %2, i64 52
  store i16 13000, ptr %63, align 4, !tbaa !10
  %64 = getelementptr inbounds i8, ptr %2, i64 54
  store i8 110, ptr %64, align 2, !tbaa !13
  %65 = getelementptr inbounds i8, ptr %2, i64 56
  store i16 14000, ptr %65, align 8, !tbaa !10
  %66 = getelementptr inbounds i8, ptr %2, i64 58
  store i8 111, ptr %66, align 2, !tbaa !13
  %67 = getelementptr inbounds i8, ptr %2, i64 60
  store i16 15000, ptr %67, align 4, !tbaa !10
  %68 = getelementptr inbounds i8, ptr %2, i64 62
  store i8 112, ptr %68, align 2, !tbaa !13
  %69 = getelementptr inbounds i8, ptr %2, i64 4
  call void @llvm.memmove.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %69, ptr noundef nonnull align 16 dereferenceable(64) %2, i64 64, i1 false)
  %70 = getelementptr inbounds i8, ptr %2, i64 64
  %71 = load i16, ptr %70, align 16, !tbaa !10
  %72 = sext i16 %71 to i32
  %73 = getelementptr inbounds i8, ptr %2, i64 66
  %74 = load i8, ptr %73, align 2, !tbaa !13
  %75 = sext i8 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef 97, i32 noundef %72, i32 noundef %75)
  call void @llvm.lifetime.start.p0(i64 192, ptr nonnull %3) #10
  br label %193

77:                                               ; preds = %4, %77
  %78 = phi i64 [ %106, %77 ], [ 0, %4 ]
  %79 = phi i32 [ %105, %77 ], [ 0, %4 ]
  %80 = getelementptr inbounds i8, ptr %1, i64 %78
  %81 = getelementptr inbounds i8, ptr %80, i64 4
  %82 = load i8, ptr %81, align 1, !tbaa !5
  %83 = sext i8 %82 to i32
  %84 = load i8, ptr %80, align 1, !tbaa !5
  %85 = sext i8 %84 to i32
  %86 = add i32 %79, %83
  %87 = getelementptr inbounds i8, ptr %1, i64 %78
  %88 = getelementptr inbounds i8, ptr %87, i64 5
  %89 = getelementptr inbounds i8, ptr %87, i64 9
  %90 = load i8, ptr %89, align 1, !tbaa !5
  %91 = sext i8 %90 to i32
  %92 = load i8, ptr %88, align 1, !tbaa !5
  %93 = sext i8 %92 to i32
  %94 = add i32 %86, %91
  %95 = add nsw i32 %85, %93
  %96 = getelementptr inbounds i8, ptr %1, i64 %78
  %97 = getelementptr inbounds i8, ptr %96, i64 10
  %98 = getelementptr inbounds i8, ptr %96, i64 14
  %99 = load i8, ptr %98, align 1, !tbaa !5
  %100 = sext i8 %99 to i32
  %101 = load i8, ptr %97, align 1, !tbaa !5
  %102 = sext i8 %101 to i32
  %103 = add i32 %94, %100
  %104 = add nsw i32 %95, %102
  %105 = sub i32 %103, %104
  %106 = add nuw nsw i64 %78, 15
  %107 = icmp ult i64 %78, 150
  br i1 %107, label %77, label %36, !llvm.loop !14

108:                                              ; preds = %193
  call void @qsort(ptr noundef nonnull %3, i64 noundef 12, i64 noundef 16, ptr noundef nonnull @cmp_item) #10
  %109 = getelementptr inbounds i8, ptr %3, i64 8
  %110 = load i32, ptr %3, align 16, !tbaa !15
  %111 = getelementptr inbounds i8, ptr %3, i64 4
  %112 = load float, ptr %111, align 4, !tbaa !19
  %113 = fpext float %112 to double
  %114 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %109, i32 noundef %110, double noundef %113)
  %115 = getelementptr inbounds i8, ptr %3, i64 16
  %116 = getelementptr inbounds i8, ptr %3, i64 24
  %117 = load i32, ptr %115, align 16, !tbaa !15
  %118 = getelementptr inbounds i8, ptr %3, i64 20
  %119 = load float, ptr %118, align 4, !tbaa !19
  %120 = fpext float %119 to double
  %121 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %116, i32 noundef %117, double noundef %120)
  %122 = getelementptr inbounds i8, ptr %3, i64 32
  %123 = getelementptr inbounds i8, ptr %3, i64 40
  %124 = load i32, ptr %122, align 16, !tbaa !15
  %125 = getelementptr inbounds i8, ptr %3, i64 36
  %126 = load float, ptr %125, align 4, !tbaa !19
  %127 = fpext float %126 to double
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %123, i32 noundef %124, double noundef %127)
  %129 = getelementptr inbounds i8, ptr %3, i64 48
  %130 = getelementptr inbounds i8, ptr %3, i64 56
  %131 = load i32, ptr %129, align 16, !tbaa !15
  %132 = getelementptr inbounds i8, ptr %3, i64 52
  %133 = load float, ptr %132, align 4, !tbaa !19
  %134 = fpext float %133 to double
  %135 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %130, i32 noundef %131, double noundef %134)
  %136 = getelementptr inbounds i8, ptr %3, i64 64
  %137 = getelementptr inbounds i8, ptr %3, i64 72
  %138 = load i32, ptr %136, align 16, !tbaa !15
  %139 = getelementptr inbounds i8, ptr %3, i64 68
  %140 = load float, ptr %139, align 4, !tbaa !19
  %141 = fpext float %140 to double
  %142 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %137, i32 noundef %138, double noundef %141)
  %143 = getelementptr inbounds i8, ptr %3, i64 80
  %144 = getelementptr inbounds i8, ptr %3, i64 88
  %145 = load i32, ptr %143, align 16, !tbaa !15
  %146 = getelementptr inbounds i8, ptr %3, i64 84
  %147 = load float, ptr %146, align 4, !tbaa !19
  %148 = fpext float %147 to double
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %144, i32 noundef %145, double noundef %148)
  %150 = getelementptr inbounds i8, ptr %3, i64 96
  %151 = getelementptr inbounds i8, ptr %3, i64 104
  %152 = load i32, ptr %150, align 16, !tbaa !15
  %153 = getelementptr inbounds i8, ptr %3, i64 100
  %154 = load float, ptr %153, align 4, !tbaa !19
  %155 = fpext float %154 to double
  %156 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %151, i32 noundef %152, double noundef %155)
  %157 = getelementptr inbounds i8, ptr %3, i64 112
  %158 = getelementptr inbounds i8, ptr %3, i64 120
  %159 = load i32, ptr %157, align 16, !tbaa !15
  %160 = getelementptr inbounds i8, ptr %3, i64 116
  %161 = load float, ptr %160, align 4, !tbaa !19
  %162 = fpext float %161 to double
  %163 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %158, i32 noundef %159, double noundef %162)
  %164 = getelementptr inbounds i8, ptr %3, i64 128
  %165 = getelementptr inbounds i8, ptr %3, i64 136
  %166 = load i32, ptr %164, align 16, !tbaa !15
  %167 = getelementptr inbounds i8, ptr %3, i64 132
  %168 = load float, ptr %167, align 4, !tbaa !19
  %169 = fpext float %168 to double
  %170 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %165, i32 noundef %166, double noundef %169)
  %171 = getelementptr inbounds i8, ptr %3, i64 144
  %172 = getelementptr inbounds i8, ptr %3, i64 152
  %173 = load i32, ptr %171, align 16, !tbaa !15
  %174 = getelementptr inbounds i8, ptr %3, i64 148
  %175 = load float, ptr %174, align 4, !tbaa !19
  %176 = fpext float %175 to double
  %177 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %172, i32 noundef %173, double noundef %176)
  %178 = getelementptr inbounds i8, ptr %3, i64 160
  %179 = getelementptr inbounds i8, ptr %3, i64 168
  %180 = load i32, ptr %178, align 16, !tbaa !15
  %181 = getelementptr inbounds i8, ptr %3, i64 164
  %182 = load float, ptr %181, align 4, !tbaa !19
  %183 = fpext float %182 to double
  %184 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %179, i32 noundef %180, double noundef %183)
  %185 = getelementptr inbounds i8, ptr %3, i64 176
  %186 = getelementptr inbounds i8, ptr %3, i64 184
  %187 = load i32, ptr %185, align 16, !tbaa !15
  %188 = getelementptr inbounds i8, ptr %3, i64 180
  %189 = load float, ptr %188, align 4, !tbaa !19
  %190 = fpext float %189 to double
  %191 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %186, i32 noundef %187, double noundef %190)
  %192 = call i32 @putchar(i32 10)
  br label %209

193:                                              ; preds = %36, %193
  %194 = phi i64 [ 0, %36 ], [ %207, %193 ]
  %195 = getelementptr inbounds [12 x %struct.Item], ptr %3, i64 0, i64 %194
  %196 = trunc nuw nsw i64 %194 to i32
  store i32 %196, ptr %195, align 16, !tbaa !15
  %197 = trunc i64 %194 to i8
  %198 = mul nuw i8 %197, 7
  %199 = urem i8 %198, 5
  %200 = uitofp nneg i8 %199 to float
  %201 = and i32 %196, 1
  %202 = uitofp nneg i32 %201 to float
  %203 = tail call float @llvm.fmuladd.f32(float %202, float 5.000000e-01, float %200)
  %204 = getelementptr inbounds i8, ptr %195, i64 4
  store float %203, ptr %204, align 4, !tbaa !19
  %205 = getelementptr inbounds i8, ptr %195, i64 8
  %206 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %205, i64 noundef 7, ptr noundef nonnull @.str.2, i32 noundef %196) #10
  %207 = add nuw nsw i64 %194, 1
  %208 = icmp eq i64 %207, 12
  br i1 %208, label %108, label %193, !llvm.loop !20

209:                                              ; preds = %108, %209
  %210 = phi i64 [ 0, %108 ], [ %283, %209 ]
  %211 = trunc nuw nsw i64 %210 to i32
  %212 = uitofp nneg i32 %211 to double
  %213 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 0
  store double %212, ptr %213, align 16, !tbaa !21
  %214 = getelementptr inbounds i8, ptr %213, i64 8
  %215 = and i32 %211, 3
  %216 = getelementptr inbounds i8, ptr %213, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %214, i8 0, i64 16, i1 false)
  store i32 %215, ptr %216, align 8, !tbaa !23
  %217 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 1
  store double %212, ptr %217, align 16, !tbaa !21
  %218 = getelementptr inbounds i8, ptr %217, i64 8
  store double 1.000000e+00, ptr %218, align 8, !tbaa !21
  %219 = fmul double %212, 5.000000e-01
  %220 = getelementptr inbounds i8, ptr %217, i64 16
  store double %219, ptr %220, align 16, !tbaa !21
  %221 = and i32 %211, 3
  %222 = xor i32 %221, 1
  %223 = getelementptr inbounds i8, ptr %217, i64 24
  store i32 %222, ptr %223, align 8, !tbaa !23
  %224 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 2
  store double %212, ptr %224, align 16, !tbaa !21
  %225 = getelementptr inbounds i8, ptr %224, i64 8
  store double 2.000000e+00, ptr %225, align 8, !tbaa !21
  %226 = trunc i64 %210 to i32
  %227 = shl i32 %226, 1
  %228 = uitofp nneg i32 %227 to double
  %229 = fmul double %228, 5.000000e-01
  %230 = getelementptr inbounds i8, ptr %224, i64 16
  store double %229, ptr %230, align 16, !tbaa !21
  %231 = and i32 %211, 3
  %232 = xor i32 %231, 2
  %233 = getelementptr inbounds i8, ptr %224, i64 24
  store i32 %232, ptr %233, align 8, !tbaa !23
  %234 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 3
  store double %212, ptr %234, align 16, !tbaa !21
  %235 = getelementptr inbounds i8, ptr %234, i64 8
  store double 3.000000e+00, ptr %235, align 8, !tbaa !21
  %236 = trunc i64 %210 to i32
  %237 = mul i32 %236, 3
  %238 = uitofp nneg i32 %237 to double
  %239 = fmul double %238, 5.000000e-01
  %240 = getelementptr inbounds i8, ptr %234, i64 16
  store double %239, ptr %240, align 16, !tbaa !21
  %241 = and i32 %211, 3
  %242 = xor i32 %241, 3
  %243 = getelementptr inbounds i8, ptr %234, i64 24
  store i32 %242, ptr %243, align 8, !tbaa !23
  %244 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 4
  store double %212, ptr %244, align 16, !tbaa !21
  %245 = getelementptr inbounds i8, ptr %244, i64 8
  store double 4.000000e+00, ptr %245, align 8, !tbaa !21
  %246 = trunc i64 %210 to i32
  %247 = shl i32 %246, 2
  %248 = uitofp nneg i32 %247 to double
  %249 = fmul double %248, 5.000000e-01
  %250 = getelementptr inbounds i8, ptr %244, i64 16
  store double %249, ptr %250, align 16, !tbaa !21
  %251 = and i32 %211, 3
  %252 = getelementptr inbounds i8, ptr %244, i64 24
  store i32 %251, ptr %252, align 8, !tbaa !23
  %253 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 5
  store double %212, ptr %253, align 16, !tbaa !21
  %254 = getelementptr inbounds i8, ptr %253, i64 8
  store double 5.000000e+00, ptr %254, align 8, !tbaa !21
  %255 = trunc i64 %210 to i32
  %256 = mul i32 %255, 5
  %257 = uitofp nneg i32 %256 to double
  %258 = fmul double %257, 5.000000e-01
  %259 = getelementptr inbounds i8, ptr %253, i64 16
  store double %258, ptr %259, align 16, !tbaa !21
  %260 = and i32 %211, 3
  %261 = xor i32 %260, 1
  %262 = getelementptr inbounds i8, ptr %253, i64 24
  store i32 %261, ptr %262, align 8, !tbaa !23
  %263 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 6
  store double %212, ptr %263, align 16, !tbaa !21
  %264 = getelementptr inbounds i8, ptr %263, i64 8
  store double 6.000000e+00, ptr %264, align 8, !tbaa !21
  %265 = trunc i64 %210 to i32
  %266 = mul i32 %265, 6
  %267 = uitofp nneg i32 %266 to double
  %268 = fmul double %267, 5.000000e-01
  %269 = getelementptr inbounds i8, ptr %263, i64 16
  store double %268, ptr %269, align 16, !tbaa !21
  %270 = and i32 %211, 3
  %271 = xor i32 %270, 2
  %272 = getelementptr inbounds i8, ptr %263, i64 24
  store i32 %271, ptr %272, align 8, !tbaa !23
  %273 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %210, i64 7
  store double %212, ptr %273, align 16, !tbaa !21
  %274 = getelementptr inbounds i8, ptr %273, i64 8
  store double 7.000000e+00, ptr %274, align 8, !tbaa !21
  %275 = trunc i64 %210 to i32
  %276 = mul i32 %275, 7
  %277 = uitofp nneg i32 %276 to double
  %278 = fmul double %277, 5.000000e-01
  %279 = getelementptr inbounds i8, ptr %273, i64 16
  store double %278, ptr %279, align 16, !tbaa !21
  %280 = and i32 %211, 3
  %281 = xor i32 %280, 3
  %282 = getelementptr inbounds i8, ptr %273, i64 24
  store i32 %281, ptr %282, align 8, !tbaa !23
  %283 = add nuw nsw i64 %210, 1
  %284 = icmp eq i64 %283, 8
  br i1 %284, label %285, label %209, !llvm.loop !25

285:                                              ; preds = %209, %371
  %286 = phi i32 [ %372, %371 ], [ 0, %209 ]
  br label %287

287:                                              ; preds = %285, %287
  %288 = phi i64 [ 0, %285 ], [ %369, %287 ]
  %289 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 0
  %290 = getelementptr inbounds i8, ptr %289, i64 16
  %291 = load double, ptr %290, align 16, !tbaa !5
  %292 = getelementptr inbounds i8, ptr %289, i64 24
  %293 = load i32, ptr %292, align 8, !tbaa !26
  %294 = sitofp i32 %293 to double
  %295 = call double @llvm.fmuladd.f64(double %294, double 2.500000e-01, double %291)
  %296 = fcmp ogt double %295, 1.000000e+01
  %297 = fadd double %295, -1.000000e+01
  %298 = select i1 %296, double %297, double %295
  store double %298, ptr %290, align 16, !tbaa !5
  %299 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 1
  %300 = getelementptr inbounds i8, ptr %299, i64 16
  %301 = load double, ptr %300, align 16, !tbaa !5
  %302 = getelementptr inbounds i8, ptr %299, i64 24
  %303 = load i32, ptr %302, align 8, !tbaa !26
  %304 = sitofp i32 %303 to double
  %305 = call double @llvm.fmuladd.f64(double %304, double 2.500000e-01, double %301)
  %306 = fcmp ogt double %305, 1.000000e+01
  %307 = fadd double %305, -1.000000e+01
  %308 = select i1 %306, double %307, double %305
  store double %308, ptr %300, align 16, !tbaa !5
  %309 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 2
  %310 = getelementptr inbounds i8, ptr %309, i64 16
  %311 = load double, ptr %310, align 16, !tbaa !5
  %312 = getelementptr inbounds i8, ptr %309, i64 24
  %313 = load i32, ptr %312, align 8, !tbaa !26
  %314 = sitofp i32 %313 to double
  %315 = call double @llvm.fmuladd.f64(double %314, double 2.500000e-01, double %311)
  %316 = fcmp ogt double %315, 1.000000e+01
  %317 = fadd double %315, -1.000000e+01
  %318 = select i1 %316, double %317, double %315
  store double %318, ptr %310, align 16, !tbaa !5
  %319 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 3
  %320 = getelementptr inbounds i8, ptr %319, i64 16
  %321 = load double, ptr %320, align 16, !tbaa !5
  %322 = getelementptr inbounds i8, ptr %319, i64 24
  %323 = load i32, ptr %322, align 8, !tbaa !26
  %324 = sitofp i32 %323 to double
  %325 = call double @llvm.fmuladd.f64(double %324, double 2.500000e-01, double %321)
  %326 = fcmp ogt double %325, 1.000000e+01
  %327 = fadd double %325, -1.000000e+01
  %328 = select i1 %326, double %327, double %325
  store double %328, ptr %320, align 16, !tbaa !5
  %329 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 4
  %330 = getelementptr inbounds i8, ptr %329, i64 16
  %331 = load double, ptr %330, align 16, !tbaa !5
  %332 = getelementptr inbounds i8, ptr %329, i64 24
  %333 = load i32, ptr %332, align 8, !tbaa !26
  %334 = sitofp i32 %333 to double
  %335 = call double @llvm.fmuladd.f64(double %334, double 2.500000e-01, double %331)
  %336 = fcmp ogt double %335, 1.000000e+01
  %337 = fadd double %335, -1.000000e+01
  %338 = select i1 %336, double %337, double %335
  store double %338, ptr %330, align 16, !tbaa !5
  %339 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 5
  %340 = getelementptr inbounds i8, ptr %339, i64 16
  %341 = load double, ptr %340, align 16, !tbaa !5
  %342 = getelementptr inbounds i8, ptr %339, i64 24
  %343 = load i32, ptr %342, align 8, !tbaa !26
  %344 = sitofp i32 %343 to double
  %345 = call double @llvm.fmuladd.f64(double %344, double 2.500000e-01, double %341)
  %346 = fcmp ogt double %345, 1.000000e+01
  %347 = fadd double %345, -1.000000e+01
  %348 = select i1 %346, double %347, double %345
  store double %348, ptr %340, align 16, !tbaa !5
  %349 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 6
  %350 = getelementptr inbounds i8, ptr %349, i64 16
  %351 = load double, ptr %350, align 16, !tbaa !5
  %352 = getelementptr inbounds i8, ptr %349, i64 24
  %353 = load i32, ptr %352, align 8, !tbaa !26
  %354 = sitofp i32 %353 to double
  %355 = call double @llvm.fmuladd.f64(double %354, double 2.500000e-01, double %351)
  %356 = fcmp ogt double %355, 1.000000e+01
  %357 = fadd double %355, -1.000000e+01
  %358 = select i1 %356, double %357, double %355
  store double %358, ptr %350, align 16, !tbaa !5
  %359 = getelementptr inbounds [8 x [8 x %struct.Particle]], ptr @main.grid, i64 0, i64 %288, i64 7
  %360 = getelementptr inbounds i8, ptr %359, i64 16
  %361 = load double, ptr %360, align 16, !tbaa !5
  %362 = getelementptr inbounds i8, ptr %359, i64 24
  %363 = load i32, ptr %362, align 8, !tbaa !26
  %364 = sitofp i32 %363 to double
  %365 = call double @llvm.fmuladd.f64(double %364, double 2.500000e-01, double %361)
  %366 = fcmp ogt double %365, 1.000000e+01
  %367 = fadd double %365, -1.000000e+01
  %368 = select i1 %366, double %367, double %365
  store double %368, ptr %360, align 16, !tbaa !5
  %369 = add nuw nsw i64 %288, 1
  %370 = icmp eq i64 %369, 8
  br i1 %370, label %371, label %287, !llvm.loop !27

371:                                              ; preds = %287
  %372 = add nuw nsw i32 %286, 1
  %373 = icmp eq i32 %372, 10
  br i1 %373, label %419, label %285, !llvm.loop !28

374:                                              ; preds = %419
  %375 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %434)
  %376 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %109, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %377 = icmp eq i32 %376, 0
  %378 = select i1 %377, ptr %3, ptr null
  %379 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %116, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %380 = icmp eq i32 %379, 0
  %381 = select i1 %380, ptr %115, ptr %378
  %382 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %123, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %383 = icmp eq i32 %382, 0
  %384 = select i1 %383, ptr %122, ptr %381
  %385 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %130, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %386 = icmp eq i32 %385, 0
  %387 = select i1 %386, ptr %129, ptr %384
  %388 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %137, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %389 = icmp eq i32 %388, 0
  %390 = select i1 %389, ptr %136, ptr %387
  %391 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %144, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %392 = icmp eq i32 %391, 0
  %393 = select i1 %392, ptr %143, ptr %390
  %394 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %151, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %395 = icmp eq i32 %394, 0
  %396 = select i1 %395, ptr %150, ptr %393
  %397 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %158, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %398 = icmp eq i32 %397, 0
  %399 = select i1 %398, ptr %157, ptr %396
  %400 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %165, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %401 = icmp eq i32 %400, 0
  %402 = select i1 %401, ptr %164, ptr %399
  %403 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %172, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %404 = icmp eq i32 %403, 0
  %405 = select i1 %404, ptr %171, ptr %402
  %406 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %179, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %407 = icmp eq i32 %406, 0
  %408 = select i1 %407, ptr %178, ptr %405
  %409 = call i32 @bcmp(ptr noundef nonnull dereferenceable(5) %186, ptr noundef nonnull dereferenceable(5) @.str.6, i64 5)
  %410 = icmp eq i32 %409, 0
  %411 = select i1 %410, ptr %185, ptr %408
  %412 = ptrtoint ptr %411 to i64
  %413 = ptrtoint ptr %3 to i64
  %414 = sub i64 %412, %413
  %415 = ashr exact i64 %414, 4
  %416 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %415)
  %417 = fptosi double %434 to i32
  %418 = srem i32 %417, 256
  call void @llvm.lifetime.end.p0(i64 192, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 68, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 165, ptr nonnull %1) #10
  ret i32 %418

419:                                              ; preds = %371, %419
  %420 = phi i64 [ %435, %419 ], [ 0, %371 ]
  %421 = phi double [ %434, %419 ], [ 0.000000e+00, %371 ]
  %422 = getelementptr inbounds %struct.Particle, ptr @main.grid, i64 %420, i32 0, i64 2
  %423 = load double, ptr %422, align 16, !tbaa !21
  %424 = trunc i64 %420 to i8
  %425 = urem i8 %424, 3
  %426 = uitofp nneg i8 %425 to double
  %427 = call double @llvm.fmuladd.f64(double %423, double %426, double %421)
  %428 = or disjoint i64 %420, 1
  %429 = getelementptr inbounds %struct.Particle, ptr @main.grid, i64 %428, i32 0, i64 2
  %430 = load double, ptr %429, align 16, !tbaa !21
  %431 = trunc i64 %428 to i8
  %432 = urem i8 %431, 3
  %433 = uitofp nneg i8 %432 to double
  %434 = call double @llvm.fmuladd.f64(double %430, double %433, double %427)
  %435 = add nuw nsw i64 %420, 2
  %436 = icmp eq i64 %435, 64
  br i1 %436, label %374, label %419, !llvm.loop !29
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
  %4 = load float, ptr %3, align 4, !tbaa !19
  %5 = getelementptr inbounds i8, ptr %1, i64 4
  %6 = load float, ptr %5, align 4, !tbaa !19
  %7 = fcmp olt float %4, %6
  br i1 %7, label %14, label %8

8:                                                ; preds = %2
  %9 = fcmp ogt float %4, %6
  br i1 %9, label %14, label %10

10:                                               ; preds = %8
  %11 = load i32, ptr %0, align 4, !tbaa !15
  %12 = load i32, ptr %1, align 4, !tbaa !15
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nofree "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #10 = { nounwind }

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
!10 = !{!11, !12, i64 0}
!11 = !{!"", !12, i64 0, !6, i64 2}
!12 = !{!"short", !6, i64 0}
!13 = !{!11, !6, i64 2}
!14 = distinct !{!14, !9}
!15 = !{!16, !17, i64 0}
!16 = !{!"", !17, i64 0, !18, i64 4, !6, i64 8}
!17 = !{!"int", !6, i64 0}
!18 = !{!"float", !6, i64 0}
!19 = !{!16, !18, i64 4}
!20 = distinct !{!20, !9}
!21 = !{!22, !22, i64 0}
!22 = !{!"double", !6, i64 0}
!23 = !{!24, !17, i64 24}
!24 = !{!"", !6, i64 0, !17, i64 24}
!25 = distinct !{!25, !9}
!26 = !{!17, !17, i64 0}
!27 = distinct !{!27, !9}
!28 = distinct !{!28, !9}
!29 = distinct !{!29, !9}
