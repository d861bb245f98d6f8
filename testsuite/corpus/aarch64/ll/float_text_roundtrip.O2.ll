; ModuleID = 'programs/float_text_roundtrip.c'
source_filename = "programs/float_text_roundtrip.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.samples = private unnamed_addr constant [15 x double] [double 1.000000e-01, double 2.000000e-01, double 3.000000e-01, double 0x3FD5555555555555, double 0x3FE5555555555555, double 0x44B52D02C7E14AF6, double 4.940660e-324, double 0x7FEFFFFFFFFFFFFF, double 0x10000000000000, double 0x419D6F34547E6B75, double 0x4340000000000000, double 0x3FD3333333333334, double 1.000000e+02, double 1.500000e-05, double 0x400921FB54442D18], align 8
@.str = private unnamed_addr constant [12 x i8] c"%-25s p=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"double precision histogram:\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"float precision histogram:\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"\0Abad=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%.*g\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [64 x i8], align 1
  %2 = alloca [18 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #6
  call void @llvm.lifetime.start.p0(i64 72, ptr nonnull %2) #6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(72) %2, i8 0, i64 72, i1 false)
  br label %12

12:                                               ; preds = %0, %24
  %13 = phi i64 [ 0, %0 ], [ %27, %24 ]
  %14 = getelementptr inbounds [15 x double], ptr @__const.main.samples, i64 0, i64 %13
  %15 = load double, ptr %14, align 8, !tbaa !6
  br label %16

16:                                               ; preds = %21, %12
  %17 = phi i32 [ 1, %12 ], [ %22, %21 ]
  %18 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef %17, double noundef %15) #6
  %19 = call double @strtod(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %20 = fcmp oeq double %19, %15
  br i1 %20, label %24, label %21

21:                                               ; preds = %16
  %22 = add nuw nsw i32 %17, 1
  %23 = icmp eq i32 %22, 18
  br i1 %23, label %24, label %16, !llvm.loop !10

24:                                               ; preds = %16, %21
  %25 = phi i32 [ -1, %21 ], [ %17, %16 ]
  %26 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %1, i32 noundef %25)
  %27 = add nuw nsw i64 %13, 1
  %28 = icmp eq i64 %27, 15
  br i1 %28, label %83, label %12, !llvm.loop !12

29:                                               ; preds = %110
  %30 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  %31 = getelementptr inbounds i8, ptr %2, i64 4
  %32 = load i32, ptr %31, align 4, !tbaa !13
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %32)
  %34 = getelementptr inbounds i8, ptr %2, i64 8
  %35 = load i32, ptr %34, align 4, !tbaa !13
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %35)
  %37 = getelementptr inbounds i8, ptr %2, i64 12
  %38 = load i32, ptr %37, align 4, !tbaa !13
  %39 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %38)
  %40 = getelementptr inbounds i8, ptr %2, i64 16
  %41 = load i32, ptr %40, align 4, !tbaa !13
  %42 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %41)
  %43 = getelementptr inbounds i8, ptr %2, i64 20
  %44 = load i32, ptr %43, align 4, !tbaa !13
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %44)
  %46 = getelementptr inbounds i8, ptr %2, i64 24
  %47 = load i32, ptr %46, align 4, !tbaa !13
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %47)
  %49 = getelementptr inbounds i8, ptr %2, i64 28
  %50 = load i32, ptr %49, align 4, !tbaa !13
  %51 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %50)
  %52 = getelementptr inbounds i8, ptr %2, i64 32
  %53 = load i32, ptr %52, align 4, !tbaa !13
  %54 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %53)
  %55 = getelementptr inbounds i8, ptr %2, i64 36
  %56 = load i32, ptr %55, align 4, !tbaa !13
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %56)
  %58 = getelementptr inbounds i8, ptr %2, i64 40
  %59 = load i32, ptr %58, align 4, !tbaa !13
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %59)
  %61 = getelementptr inbounds i8, ptr %2, i64 44
  %62 = load i32, ptr %61, align 4, !tbaa !13
  %63 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %62)
  %64 = getelementptr inbounds i8, ptr %2, i64 48
  %65 = load i32, ptr %64, align 4, !tbaa !13
  %66 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %65)
  %67 = getelementptr inbounds i8, ptr %2, i64 52
  %68 = load i32, ptr %67, align 4, !tbaa !13
  %69 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %68)
  %70 = getelementptr inbounds i8, ptr %2, i64 56
  %71 = load i32, ptr %70, align 4, !tbaa !13
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %71)
  %73 = getelementptr inbounds i8, ptr %2, i64 60
  %74 = load i32, ptr %73, align 4, !tbaa !13
  %75 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %74)
  %76 = getelementptr inbounds i8, ptr %2, i64 64
  %77 = load i32, ptr %76, align 4, !tbaa !13
  %78 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %77)
  %79 = getelementptr inbounds i8, ptr %2, i64 68
  %80 = load i32, ptr %79, align 4, !tbaa !13
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %80)
  %82 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %140

83:                                               ; preds = %24, %110
  %84 = phi i32 [ %116, %110 ], [ 0, %24 ]
  %85 = phi i64 [ %92, %110 ], [ 88172645463325252, %24 ]
  %86 = phi i32 [ %117, %110 ], [ 0, %24 ]
  %87 = shl i64 %85, 13
  %88 = xor i64 %87, %85
  %89 = lshr i64 %88, 7
  %90 = xor i64 %89, %88
  %91 = shl i64 %90, 17
  %92 = xor i64 %91, %90
  %93 = and i64 %92, 9218868437227405311
  %94 = bitcast i64 %93 to double
  br label %95

95:                                               ; preds = %100, %83
  %96 = phi i32 [ 1, %83 ], [ %101, %100 ]
  %97 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef %96, double noundef %94) #6
  %98 = call double @strtod(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %99 = fcmp oeq double %98, %94
  br i1 %99, label %105, label %100

100:                                              ; preds = %95
  %101 = add nuw nsw i32 %96, 1
  %102 = icmp eq i32 %101, 18
  br i1 %102, label %103, label %95, !llvm.loop !10

103:                                              ; preds = %100
  %104 = add nsw i32 %84, 1
  br label %110

105:                                              ; preds = %95
  %106 = zext nneg i32 %96 to i64
  %107 = getelementptr inbounds [18 x i32], ptr %2, i64 0, i64 %106
  %108 = load i32, ptr %107, align 4, !tbaa !13
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %107, align 4, !tbaa !13
  br label %110

110:                                              ; preds = %105, %103
  %111 = phi i32 [ %104, %103 ], [ %84, %105 ]
  %112 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 64, ptr noundef nonnull @.str.1, double noundef %94) #6
  %113 = call double @strtod(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %114 = fcmp une double %113, %94
  %115 = zext i1 %114 to i32
  %116 = add nsw i32 %111, %115
  %117 = add nuw nsw i32 %86, 1
  %118 = icmp eq i32 %117, 20000
  br i1 %118, label %29, label %83, !llvm.loop !15

119:                                              ; preds = %195
  %120 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5)
  %121 = load i32, ptr %3, align 4, !tbaa !13
  %122 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %121)
  %123 = load i32, ptr %4, align 4, !tbaa !13
  %124 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %123)
  %125 = load i32, ptr %5, align 4, !tbaa !13
  %126 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %125)
  %127 = load i32, ptr %6, align 4, !tbaa !13
  %128 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %127)
  %129 = load i32, ptr %7, align 4, !tbaa !13
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %129)
  %131 = load i32, ptr %8, align 4, !tbaa !13
  %132 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %131)
  %133 = load i32, ptr %9, align 4, !tbaa !13
  %134 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %133)
  %135 = load i32, ptr %10, align 4, !tbaa !13
  %136 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %135)
  %137 = load i32, ptr %11, align 4, !tbaa !13
  %138 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %137)
  %139 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %196)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11)
  call void @llvm.lifetime.end.p0(i64 72, ptr nonnull %2) #6
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #6
  ret i32 %196

140:                                              ; preds = %29, %195
  %141 = phi i32 [ %116, %29 ], [ %196, %195 ]
  %142 = phi i64 [ %92, %29 ], [ %149, %195 ]
  %143 = phi i32 [ 0, %29 ], [ %197, %195 ]
  %144 = shl i64 %142, 13
  %145 = xor i64 %144, %142
  %146 = lshr i64 %145, 7
  %147 = xor i64 %146, %145
  %148 = shl i64 %147, 17
  %149 = xor i64 %148, %147
  %150 = trunc i64 %149 to i32
  %151 = and i32 %150, 2139095039
  %152 = bitcast i32 %151 to float
  %153 = fpext float %152 to double
  %154 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 1, double noundef %153) #6
  %155 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %156 = fcmp oeq float %155, %152
  br i1 %156, label %191, label %157

157:                                              ; preds = %140
  %158 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 2, double noundef %153) #6
  %159 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %160 = fcmp oeq float %159, %152
  br i1 %160, label %191, label %161

161:                                              ; preds = %157
  %162 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 3, double noundef %153) #6
  %163 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %164 = fcmp oeq float %163, %152
  br i1 %164, label %191, label %165

165:                                              ; preds = %161
  %166 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 4, double noundef %153) #6
  %167 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %168 = fcmp oeq float %167, %152
  br i1 %168, label %191, label %169

169:                                              ; preds = %165
  %170 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 5, double noundef %153) #6
  %171 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %172 = fcmp oeq float %171, %152
  br i1 %172, label %191, label %173

173:                                              ; preds = %169
  %174 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 6, double noundef %153) #6
  %175 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %176 = fcmp oeq float %175, %152
  br i1 %176, label %191, label %177

177:                                              ; preds = %173
  %178 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 7, double noundef %153) #6
  %179 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %180 = fcmp oeq float %179, %152
  br i1 %180, label %191, label %181

181:                                              ; preds = %177
  %182 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 8, double noundef %153) #6
  %183 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %184 = fcmp oeq float %183, %152
  br i1 %184, label %191, label %185

185:                                              ; preds = %181
  %186 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 40, ptr noundef nonnull @.str.7, i32 noundef 9, double noundef %153) #6
  %187 = call float @strtof(ptr nocapture noundef nonnull %1, ptr noundef null) #6
  %188 = fcmp oeq float %187, %152
  br i1 %188, label %191, label %189

189:                                              ; preds = %185
  %190 = add nsw i32 %141, 1
  br label %195

191:                                              ; preds = %140, %157, %161, %165, %169, %173, %177, %181, %185
  %192 = phi ptr [ %11, %185 ], [ %10, %181 ], [ %9, %177 ], [ %8, %173 ], [ %7, %169 ], [ %6, %165 ], [ %5, %161 ], [ %4, %157 ], [ %3, %140 ]
  %193 = load i32, ptr %192, align 4, !tbaa !13
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %192, align 4, !tbaa !13
  br label %195

195:                                              ; preds = %191, %189
  %196 = phi i32 [ %190, %189 ], [ %141, %191 ]
  %197 = add nuw nsw i32 %143, 1
  %198 = icmp eq i32 %197, 20000
  br i1 %198, label %119, label %140, !llvm.loop !16
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare float @strtof(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"double", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !11}
!16 = distinct !{!16, !11}
