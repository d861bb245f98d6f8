; ModuleID = 'programs/aos_soa_layouts.c'
source_filename = "programs/aos_soa_layouts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { float, float, double, i16, i8 }
%struct.soa = type { [1000 x float], [1000 x float], [1000 x double], [1000 x i16], [1000 x i8] }

@aos = internal unnamed_addr global [1000 x %struct.particle] zeroinitializer, align 16
@soa = internal unnamed_addr global %struct.soa zeroinitializer, align 8
@.str = private unnamed_addr constant [36 x i8] c"layouts agree=%d alive=%d sum x=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [39 x i8] c"strided mass sum=%a (struct size %zu)\0A\00", align 1
@.str.2 = private unnamed_addr constant [34 x i8] c"gather/scatter sum=%a id[999]=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [100 x i32], align 16
  %2 = alloca [100 x float], align 16
  br label %3

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %24, %3 ]
  %5 = phi i32 [ 5, %0 ], [ %7, %3 ]
  %6 = mul i32 %5, 1664525
  %7 = add i32 %6, 1013904223
  %8 = lshr i32 %7, 20
  %9 = uitofp nneg i32 %8 to float
  %10 = fdiv float %9, 1.000000e+02
  %11 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %4
  store float %10, ptr %11, align 8, !tbaa !5
  %12 = trunc i64 %4 to i16
  %13 = urem i16 %12, 50
  %14 = uitofp nneg i16 %13 to float
  %15 = getelementptr inbounds i8, ptr %11, i64 4
  store float %14, ptr %15, align 4, !tbaa !12
  %16 = and i32 %7, 255
  %17 = uitofp nneg i32 %16 to double
  %18 = fmul double %17, 3.906250e-03
  %19 = fadd double %18, 5.000000e-01
  %20 = getelementptr inbounds i8, ptr %11, i64 8
  store double %19, ptr %20, align 8, !tbaa !13
  %21 = add nsw i16 %12, -500
  %22 = getelementptr inbounds i8, ptr %11, i64 16
  store i16 %21, ptr %22, align 8, !tbaa !14
  %23 = getelementptr inbounds i8, ptr %11, i64 18
  store i8 1, ptr %23, align 2, !tbaa !15
  %24 = add nuw nsw i64 %4, 1
  %25 = icmp eq i64 %24, 1000
  br i1 %25, label %26, label %3, !llvm.loop !16

26:                                               ; preds = %3, %26
  %27 = phi i64 [ %43, %26 ], [ 0, %3 ]
  %28 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %27
  %29 = load float, ptr %28, align 8, !tbaa !5
  %30 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %27
  store float %29, ptr %30, align 4, !tbaa !18
  %31 = getelementptr inbounds i8, ptr %28, i64 4
  %32 = load float, ptr %31, align 4, !tbaa !12
  %33 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %27
  store float %32, ptr %33, align 4, !tbaa !18
  %34 = getelementptr inbounds i8, ptr %28, i64 8
  %35 = load double, ptr %34, align 8, !tbaa !13
  %36 = getelementptr inbounds [1000 x double], ptr getelementptr inbounds (i8, ptr @soa, i64 8000), i64 0, i64 %27
  store double %35, ptr %36, align 8, !tbaa !19
  %37 = getelementptr inbounds i8, ptr %28, i64 16
  %38 = load i16, ptr %37, align 8, !tbaa !14
  %39 = getelementptr inbounds [1000 x i16], ptr getelementptr inbounds (i8, ptr @soa, i64 16000), i64 0, i64 %27
  store i16 %38, ptr %39, align 2, !tbaa !20
  %40 = getelementptr inbounds i8, ptr %28, i64 18
  %41 = load i8, ptr %40, align 2, !tbaa !15
  %42 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (i8, ptr @soa, i64 18000), i64 0, i64 %27
  store i8 %41, ptr %42, align 1, !tbaa !21
  %43 = add nuw nsw i64 %27, 1
  %44 = icmp eq i64 %43, 1000
  br i1 %44, label %45, label %26, !llvm.loop !22

45:                                               ; preds = %26, %45
  %46 = phi i32 [ %47, %45 ], [ 0, %26 ]
  tail call fastcc void @step_aos()
  tail call fastcc void @step_soa()
  %47 = add nuw nsw i32 %46, 1
  %48 = icmp eq i32 %47, 50
  br i1 %48, label %68, label %45, !llvm.loop !23

49:                                               ; preds = %93
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %94, i32 noundef %98, double noundef %100)
  %51 = tail call fastcc double @strided_sum()
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %51, i64 noundef 24)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #5
  br label %53

53:                                               ; preds = %53, %49
  %54 = phi i64 [ 0, %49 ], [ %65, %53 ]
  %55 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %49 ], [ %66, %53 ]
  %56 = mul nuw nsw <4 x i16> %55, <i16 37, i16 37, i16 37, i16 37>
  %57 = mul <4 x i16> %55, <i16 37, i16 37, i16 37, i16 37>
  %58 = add <4 x i16> %57, <i16 148, i16 148, i16 148, i16 148>
  %59 = urem <4 x i16> %56, <i16 1000, i16 1000, i16 1000, i16 1000>
  %60 = urem <4 x i16> %58, <i16 1000, i16 1000, i16 1000, i16 1000>
  %61 = zext nneg <4 x i16> %59 to <4 x i32>
  %62 = zext nneg <4 x i16> %60 to <4 x i32>
  %63 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %54
  %64 = getelementptr inbounds i8, ptr %63, i64 16
  store <4 x i32> %61, ptr %63, align 16, !tbaa !24
  store <4 x i32> %62, ptr %64, align 16, !tbaa !24
  %65 = add nuw i64 %54, 8
  %66 = add <4 x i16> %55, <i16 8, i16 8, i16 8, i16 8>
  %67 = icmp eq i64 %65, 96
  br i1 %67, label %103, label %53, !llvm.loop !26

68:                                               ; preds = %45, %93
  %69 = phi i64 [ %101, %93 ], [ 0, %45 ]
  %70 = phi double [ %100, %93 ], [ 0.000000e+00, %45 ]
  %71 = phi i32 [ %98, %93 ], [ 0, %45 ]
  %72 = phi i32 [ %94, %93 ], [ 1, %45 ]
  %73 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %69
  %74 = load float, ptr %73, align 8, !tbaa !5
  %75 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %69
  %76 = load float, ptr %75, align 4, !tbaa !18
  %77 = fcmp oeq float %74, %76
  br i1 %77, label %78, label %93

78:                                               ; preds = %68
  %79 = getelementptr inbounds i8, ptr %73, i64 4
  %80 = load float, ptr %79, align 4, !tbaa !12
  %81 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %69
  %82 = load float, ptr %81, align 4, !tbaa !18
  %83 = fcmp oeq float %80, %82
  br i1 %83, label %84, label %93

84:                                               ; preds = %78
  %85 = getelementptr inbounds i8, ptr %73, i64 18
  %86 = load i8, ptr %85, align 2, !tbaa !15
  %87 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (i8, ptr @soa, i64 18000), i64 0, i64 %69
  %88 = load i8, ptr %87, align 1, !tbaa !21
  %89 = icmp eq i8 %86, %88
  %90 = and i32 %72, 1
  %91 = freeze i1 %89
  %92 = select i1 %91, i32 %90, i32 0
  br label %93

93:                                               ; preds = %84, %68, %78
  %94 = phi i32 [ 0, %78 ], [ 0, %68 ], [ %92, %84 ]
  %95 = getelementptr inbounds i8, ptr %73, i64 18
  %96 = load i8, ptr %95, align 2, !tbaa !15
  %97 = zext i8 %96 to i32
  %98 = add nuw nsw i32 %71, %97
  %99 = fpext float %74 to double
  %100 = fadd double %70, %99
  %101 = add nuw nsw i64 %69, 1
  %102 = icmp eq i64 %101, 1000
  br i1 %102, label %49, label %68, !llvm.loop !29

103:                                              ; preds = %53
  %104 = getelementptr inbounds i8, ptr %1, i64 384
  store i32 552, ptr %104, align 16, !tbaa !24
  %105 = getelementptr inbounds i8, ptr %1, i64 388
  store i32 589, ptr %105, align 4, !tbaa !24
  %106 = getelementptr inbounds i8, ptr %1, i64 392
  store i32 626, ptr %106, align 8, !tbaa !24
  %107 = getelementptr inbounds i8, ptr %1, i64 396
  store i32 663, ptr %107, align 4, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #5
  br label %108

108:                                              ; preds = %108, %103
  %109 = phi i64 [ 0, %103 ], [ %137, %108 ]
  %110 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %109
  %111 = load i32, ptr %110, align 16, !tbaa !24
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %112
  %114 = load float, ptr %113, align 4, !tbaa !18
  %115 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %109
  store float %114, ptr %115, align 16, !tbaa !18
  %116 = or disjoint i64 %109, 1
  %117 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %116
  %118 = load i32, ptr %117, align 4, !tbaa !24
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %119
  %121 = load float, ptr %120, align 4, !tbaa !18
  %122 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %116
  store float %121, ptr %122, align 4, !tbaa !18
  %123 = or disjoint i64 %109, 2
  %124 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %123
  %125 = load i32, ptr %124, align 8, !tbaa !24
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %126
  %128 = load float, ptr %127, align 4, !tbaa !18
  %129 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %123
  store float %128, ptr %129, align 8, !tbaa !18
  %130 = or disjoint i64 %109, 3
  %131 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %130
  %132 = load i32, ptr %131, align 4, !tbaa !24
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %133
  %135 = load float, ptr %134, align 4, !tbaa !18
  %136 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %130
  store float %135, ptr %136, align 4, !tbaa !18
  %137 = add nuw nsw i64 %109, 4
  %138 = icmp eq i64 %137, 100
  br i1 %138, label %139, label %108, !llvm.loop !30

139:                                              ; preds = %108, %139
  %140 = phi i64 [ %172, %139 ], [ 0, %108 ]
  %141 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %140
  %142 = load float, ptr %141, align 16, !tbaa !18
  %143 = fmul float %142, 2.000000e+00
  %144 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %140
  %145 = load i32, ptr %144, align 16, !tbaa !24
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %146
  store float %143, ptr %147, align 4, !tbaa !18
  %148 = or disjoint i64 %140, 1
  %149 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %148
  %150 = load float, ptr %149, align 4, !tbaa !18
  %151 = fmul float %150, 2.000000e+00
  %152 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %148
  %153 = load i32, ptr %152, align 4, !tbaa !24
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %154
  store float %151, ptr %155, align 4, !tbaa !18
  %156 = or disjoint i64 %140, 2
  %157 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %156
  %158 = load float, ptr %157, align 8, !tbaa !18
  %159 = fmul float %158, 2.000000e+00
  %160 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %156
  %161 = load i32, ptr %160, align 8, !tbaa !24
  %162 = sext i32 %161 to i64
  %163 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %162
  store float %159, ptr %163, align 4, !tbaa !18
  %164 = or disjoint i64 %140, 3
  %165 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %164
  %166 = load float, ptr %165, align 4, !tbaa !18
  %167 = fmul float %166, 2.000000e+00
  %168 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %164
  %169 = load i32, ptr %168, align 4, !tbaa !24
  %170 = sext i32 %169 to i64
  %171 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %170
  store float %167, ptr %171, align 4, !tbaa !18
  %172 = add nuw nsw i64 %140, 4
  %173 = icmp eq i64 %172, 100
  br i1 %173, label %181, label %139, !llvm.loop !31

174:                                              ; preds = %181
  %175 = load i16, ptr getelementptr inbounds (i8, ptr @soa, i64 17998), align 2, !tbaa !20
  %176 = sext i16 %175 to i32
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %222, i32 noundef %176)
  %178 = icmp eq i32 %94, 0
  %179 = and i32 %98, 127
  %180 = select i1 %178, i32 100, i32 %179
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #5
  ret i32 %180

181:                                              ; preds = %139, %181
  %182 = phi i64 [ %223, %181 ], [ 0, %139 ]
  %183 = phi double [ %222, %181 ], [ 0.000000e+00, %139 ]
  %184 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %182
  %185 = load i32, ptr %184, align 4, !tbaa !24
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %186
  %188 = load float, ptr %187, align 4, !tbaa !18
  %189 = fpext float %188 to double
  %190 = fadd double %183, %189
  %191 = add nuw nsw i64 %182, 1
  %192 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %191
  %193 = load i32, ptr %192, align 4, !tbaa !24
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %194
  %196 = load float, ptr %195, align 4, !tbaa !18
  %197 = fpext float %196 to double
  %198 = fadd double %190, %197
  %199 = add nuw nsw i64 %182, 2
  %200 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %199
  %201 = load i32, ptr %200, align 4, !tbaa !24
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %202
  %204 = load float, ptr %203, align 4, !tbaa !18
  %205 = fpext float %204 to double
  %206 = fadd double %198, %205
  %207 = add nuw nsw i64 %182, 3
  %208 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %207
  %209 = load i32, ptr %208, align 4, !tbaa !24
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %210
  %212 = load float, ptr %211, align 4, !tbaa !18
  %213 = fpext float %212 to double
  %214 = fadd double %206, %213
  %215 = add nuw nsw i64 %182, 4
  %216 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %215
  %217 = load i32, ptr %216, align 4, !tbaa !24
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %218
  %220 = load float, ptr %219, align 4, !tbaa !18
  %221 = fpext float %220 to double
  %222 = fadd double %214, %221
  %223 = add nuw nsw i64 %182, 5
  %224 = icmp eq i64 %223, 100
  br i1 %224, label %174, label %181, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @step_aos() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %21
  ret void

2:                                                ; preds = %0, %21
  %3 = phi i64 [ 0, %0 ], [ %22, %21 ]
  %4 = getelementptr inbounds %struct.particle, ptr @aos, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 18
  %6 = load i8, ptr %5, align 2, !tbaa !15
  %7 = icmp eq i8 %6, 0
  br i1 %7, label %21, label %8

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %4, i64 8
  %10 = load double, ptr %9, align 8, !tbaa !13
  %11 = fptrunc double %10 to float
  %12 = fmul float %11, 0x3FB99999A0000000
  %13 = load float, ptr %4, align 8, !tbaa !5
  %14 = fadd float %13, %12
  store float %14, ptr %4, align 8, !tbaa !5
  %15 = fmul float %14, 0x3FB99999A0000000
  %16 = getelementptr inbounds i8, ptr %4, i64 4
  %17 = load float, ptr %16, align 4, !tbaa !12
  %18 = fsub float %17, %15
  store float %18, ptr %16, align 4, !tbaa !12
  %19 = fcmp olt float %18, -1.000000e+02
  br i1 %19, label %20, label %21

20:                                               ; preds = %8
  store i8 0, ptr %5, align 2, !tbaa !15
  br label %21

21:                                               ; preds = %2, %20, %8
  %22 = add nuw nsw i64 %3, 1
  %23 = icmp eq i64 %22, 1000
  br i1 %23, label %1, label %2, !llvm.loop !33
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @step_soa() unnamed_addr #2 {
  br label %2

1:                                                ; preds = %21
  ret void

2:                                                ; preds = %0, %21
  %3 = phi i64 [ 0, %0 ], [ %22, %21 ]
  %4 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (i8, ptr @soa, i64 18000), i64 0, i64 %3
  %5 = load i8, ptr %4, align 1, !tbaa !21
  %6 = icmp eq i8 %5, 0
  br i1 %6, label %21, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds [1000 x double], ptr getelementptr inbounds (i8, ptr @soa, i64 8000), i64 0, i64 %3
  %9 = load double, ptr %8, align 8, !tbaa !19
  %10 = fptrunc double %9 to float
  %11 = fmul float %10, 0x3FB99999A0000000
  %12 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %3
  %13 = load float, ptr %12, align 4, !tbaa !18
  %14 = fadd float %13, %11
  store float %14, ptr %12, align 4, !tbaa !18
  %15 = fmul float %14, 0x3FB99999A0000000
  %16 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %3
  %17 = load float, ptr %16, align 4, !tbaa !18
  %18 = fsub float %17, %15
  store float %18, ptr %16, align 4, !tbaa !18
  %19 = fcmp olt float %18, -1.000000e+02
  br i1 %19, label %20, label %21

20:                                               ; preds = %7
  store i8 0, ptr %4, align 1, !tbaa !21
  br label %21

21:                                               ; preds = %2, %20, %7
  %22 = add nuw nsw i64 %3, 1
  %23 = icmp eq i64 %22, 1000
  br i1 %23, label %1, label %2, !llvm.loop !34
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @strided_sum() unnamed_addr #4 {
  br label %2

1:                                                ; preds = %2
  ret double %24

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %25, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %24, %2 ]
  %5 = mul nuw nsw i64 %3, 24
  %6 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 %5
  %7 = load double, ptr %6, align 8
  %8 = fadd double %4, %7
  %9 = mul nuw i64 %3, 24
  %10 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 24), i64 %9
  %11 = load double, ptr %10, align 8
  %12 = fadd double %8, %11
  %13 = mul nuw i64 %3, 24
  %14 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 48), i64 %13
  %15 = load double, ptr %14, align 8
  %16 = fadd double %12, %15
  %17 = mul nuw i64 %3, 24
  %18 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 72), i64 %17
  %19 = load double, ptr %18, align 8
  %20 = fadd double %16, %19
  %21 = mul nuw i64 %3, 24
  %22 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 96), i64 %21
  %23 = load double, ptr %22, align 8
  %24 = fadd double %20, %23
  %25 = add nuw nsw i64 %3, 5
  %26 = icmp eq i64 %25, 1000
  br i1 %26, label %1, label %2, !llvm.loop !35
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !7, i64 0}
!6 = !{!"particle", !7, i64 0, !7, i64 4, !10, i64 8, !11, i64 16, !8, i64 18}
!7 = !{!"float", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"double", !8, i64 0}
!11 = !{!"short", !8, i64 0}
!12 = !{!6, !7, i64 4}
!13 = !{!6, !10, i64 8}
!14 = !{!6, !11, i64 16}
!15 = !{!6, !8, i64 18}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!7, !7, i64 0}
!19 = !{!10, !10, i64 0}
!20 = !{!11, !11, i64 0}
!21 = !{!8, !8, i64 0}
!22 = distinct !{!22, !17}
!23 = distinct !{!23, !17}
!24 = !{!25, !25, i64 0}
!25 = !{!"int", !8, i64 0}
!26 = distinct !{!26, !17, !27, !28}
!27 = !{!"llvm.loop.isvectorized", i32 1}
!28 = !{!"llvm.loop.unroll.runtime.disable"}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !17}
!32 = distinct !{!32, !17}
!33 = distinct !{!33, !17}
!34 = distinct !{!34, !17}
!35 = distinct !{!35, !17}
