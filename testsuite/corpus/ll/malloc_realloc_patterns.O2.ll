; ModuleID = 'programs/malloc_realloc_patterns.c'
source_filename = "programs/malloc_realloc_patterns.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"grown len=%zu cap=%zu ok=%d last=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"shrunk v[9]=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"calloc sum=%ld list sum=%ld count=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [30 x i8] c"matrix t=%g aligned %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"built string %s\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca ptr, align 8
  %2 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #10
  br label %3

3:                                                ; preds = %0, %70
  %4 = phi i64 [ 1, %0 ], [ %73, %70 ]
  %5 = phi i64 [ 0, %0 ], [ %75, %70 ]
  %6 = phi ptr [ %2, %0 ], [ %72, %70 ]
  %7 = phi i32 [ 1, %0 ], [ %71, %70 ]
  %8 = icmp eq i64 %5, %4
  br i1 %8, label %9, label %70

9:                                                ; preds = %3
  %10 = shl i64 %4, 1
  %11 = shl i64 %4, 4
  %12 = tail call ptr @realloc(ptr noundef %6, i64 noundef %11) #11
  %13 = icmp eq ptr %12, null
  br i1 %13, label %225, label %14

14:                                               ; preds = %9
  %15 = icmp eq i64 %4, 0
  br i1 %15, label %70, label %16

16:                                               ; preds = %14
  %17 = and i64 %4, 3
  %18 = icmp ult i64 %4, 4
  br i1 %18, label %52, label %19

19:                                               ; preds = %16
  %20 = and i64 %4, -4
  br label %21

21:                                               ; preds = %21, %19
  %22 = phi i32 [ %7, %19 ], [ %48, %21 ]
  %23 = phi i64 [ 0, %19 ], [ %49, %21 ]
  %24 = phi i64 [ 0, %19 ], [ %50, %21 ]
  %25 = getelementptr inbounds i64, ptr %12, i64 %23
  %26 = load i64, ptr %25, align 8, !tbaa !5
  %27 = mul nuw nsw i64 %23, 3
  %28 = icmp eq i64 %26, %27
  %29 = and i32 %22, 1
  %30 = or disjoint i64 %23, 1
  %31 = getelementptr inbounds i64, ptr %12, i64 %30
  %32 = load i64, ptr %31, align 8, !tbaa !5
  %33 = mul nuw nsw i64 %30, 3
  %34 = icmp eq i64 %32, %33
  %35 = or disjoint i64 %23, 2
  %36 = getelementptr inbounds i64, ptr %12, i64 %35
  %37 = load i64, ptr %36, align 8, !tbaa !5
  %38 = mul nuw nsw i64 %35, 3
  %39 = icmp eq i64 %37, %38
  %40 = or disjoint i64 %23, 3
  %41 = getelementptr inbounds i64, ptr %12, i64 %40
  %42 = load i64, ptr %41, align 8, !tbaa !5
  %43 = mul nuw nsw i64 %40, 3
  %44 = icmp eq i64 %42, %43
  %45 = select i1 %44, i1 %39, i1 false
  %46 = select i1 %45, i1 %34, i1 false
  %47 = select i1 %46, i1 %28, i1 false
  %48 = select i1 %47, i32 %29, i32 0
  %49 = add nuw nsw i64 %23, 4
  %50 = add i64 %24, 4
  %51 = icmp eq i64 %50, %20
  br i1 %51, label %52, label %21, !llvm.loop !9

52:                                               ; preds = %21, %16
  %53 = phi i32 [ poison, %16 ], [ %48, %21 ]
  %54 = phi i32 [ %7, %16 ], [ %48, %21 ]
  %55 = phi i64 [ 0, %16 ], [ %49, %21 ]
  %56 = icmp eq i64 %17, 0
  br i1 %56, label %70, label %57

57:                                               ; preds = %52, %57
  %58 = phi i32 [ %66, %57 ], [ %54, %52 ]
  %59 = phi i64 [ %67, %57 ], [ %55, %52 ]
  %60 = phi i64 [ %68, %57 ], [ 0, %52 ]
  %61 = getelementptr inbounds i64, ptr %12, i64 %59
  %62 = load i64, ptr %61, align 8, !tbaa !5
  %63 = mul nuw nsw i64 %59, 3
  %64 = icmp eq i64 %62, %63
  %65 = and i32 %58, 1
  %66 = select i1 %64, i32 %65, i32 0
  %67 = add nuw nsw i64 %59, 1
  %68 = add i64 %60, 1
  %69 = icmp eq i64 %68, %17
  br i1 %69, label %70, label %57, !llvm.loop !11

70:                                               ; preds = %52, %57, %14, %3
  %71 = phi i32 [ %7, %3 ], [ %7, %14 ], [ %53, %52 ], [ %66, %57 ]
  %72 = phi ptr [ %6, %3 ], [ %12, %14 ], [ %12, %57 ], [ %12, %52 ]
  %73 = phi i64 [ %4, %3 ], [ 0, %14 ], [ %10, %57 ], [ %10, %52 ]
  %74 = mul nuw nsw i64 %5, 3
  %75 = add nuw nsw i64 %5, 1
  %76 = getelementptr inbounds i64, ptr %72, i64 %5
  store i64 %74, ptr %76, align 8, !tbaa !5
  %77 = icmp eq i64 %75, 5000
  br i1 %77, label %78, label %3, !llvm.loop !13

78:                                               ; preds = %70
  %79 = getelementptr inbounds i8, ptr %72, i64 39992
  %80 = load i64, ptr %79, align 8, !tbaa !5
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 5000, i64 noundef %73, i32 noundef %71, i64 noundef %80)
  %82 = tail call dereferenceable_or_null(80) ptr @realloc(ptr noundef nonnull %72, i64 noundef 80) #11
  %83 = getelementptr inbounds i8, ptr %82, i64 72
  %84 = load i64, ptr %83, align 8, !tbaa !5
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %84)
  tail call void @free(ptr noundef %82) #12
  %86 = tail call noalias dereferenceable_or_null(4000) ptr @calloc(i64 noundef 1000, i64 noundef 4) #13
  br label %87

87:                                               ; preds = %87, %78
  %88 = phi i64 [ 0, %78 ], [ %108, %87 ]
  %89 = phi <2 x i64> [ zeroinitializer, %78 ], [ %106, %87 ]
  %90 = phi <2 x i64> [ zeroinitializer, %78 ], [ %107, %87 ]
  %91 = getelementptr inbounds i32, ptr %86, i64 %88
  %92 = getelementptr inbounds i8, ptr %91, i64 8
  %93 = load <2 x i32>, ptr %91, align 4, !tbaa !14
  %94 = load <2 x i32>, ptr %92, align 4, !tbaa !14
  %95 = sext <2 x i32> %93 to <2 x i64>
  %96 = sext <2 x i32> %94 to <2 x i64>
  %97 = add <2 x i64> %89, %95
  %98 = add <2 x i64> %90, %96
  %99 = or disjoint i64 %88, 4
  %100 = getelementptr inbounds i32, ptr %86, i64 %99
  %101 = getelementptr inbounds i8, ptr %100, i64 8
  %102 = load <2 x i32>, ptr %100, align 4, !tbaa !14
  %103 = load <2 x i32>, ptr %101, align 4, !tbaa !14
  %104 = sext <2 x i32> %102 to <2 x i64>
  %105 = sext <2 x i32> %103 to <2 x i64>
  %106 = add <2 x i64> %97, %104
  %107 = add <2 x i64> %98, %105
  %108 = add nuw nsw i64 %88, 8
  %109 = icmp eq i64 %108, 1000
  br i1 %109, label %110, label %87, !llvm.loop !16

110:                                              ; preds = %87
  %111 = add <2 x i64> %107, %106
  %112 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %111)
  tail call void @free(ptr noundef nonnull %86) #12
  br label %113

113:                                              ; preds = %110, %113
  %114 = phi i32 [ 0, %110 ], [ %119, %113 ]
  %115 = phi ptr [ null, %110 ], [ %116, %113 ]
  %116 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  %117 = mul nuw nsw i32 %114, %114
  store i32 %117, ptr %116, align 8, !tbaa !19
  %118 = getelementptr inbounds i8, ptr %116, i64 8
  store ptr %115, ptr %118, align 8, !tbaa !22
  %119 = add nuw nsw i32 %114, 1
  %120 = icmp eq i32 %119, 100
  br i1 %120, label %121, label %113, !llvm.loop !23

121:                                              ; preds = %113, %121
  %122 = phi i32 [ %130, %121 ], [ 0, %113 ]
  %123 = phi i64 [ %129, %121 ], [ 0, %113 ]
  %124 = phi ptr [ %126, %121 ], [ %116, %113 ]
  %125 = getelementptr inbounds i8, ptr %124, i64 8
  %126 = load ptr, ptr %125, align 8, !tbaa !22
  %127 = load i32, ptr %124, align 8, !tbaa !19
  %128 = sext i32 %127 to i64
  %129 = add nsw i64 %123, %128
  %130 = add nuw nsw i32 %122, 1
  tail call void @free(ptr noundef nonnull %124) #12
  %131 = icmp eq ptr %126, null
  br i1 %131, label %132, label %121, !llvm.loop !24

132:                                              ; preds = %121
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %112, i64 noundef %129, i32 noundef %130)
  %134 = tail call noalias dereferenceable_or_null(240) ptr @malloc(i64 noundef 240) #10
  br label %137

135:                                              ; preds = %137
  %136 = tail call noalias dereferenceable_or_null(4080) ptr @malloc(i64 noundef 4080) #10
  br label %165

137:                                              ; preds = %132, %137
  %138 = phi i64 [ 0, %132 ], [ %163, %137 ]
  %139 = tail call noalias dereferenceable_or_null(136) ptr @malloc(i64 noundef 136) #10
  %140 = getelementptr inbounds ptr, ptr %134, i64 %138
  store ptr %139, ptr %140, align 8, !tbaa !25
  %141 = trunc nuw nsw i64 %138 to i32
  %142 = uitofp nneg i32 %141 to double
  %143 = fmul double %142, 5.000000e-01
  %144 = insertelement <2 x double> poison, double %143, i64 0
  %145 = shufflevector <2 x double> %144, <2 x double> poison, <2 x i32> zeroinitializer
  %146 = fadd <2 x double> %145, <double 0.000000e+00, double 1.000000e+00>
  store <2 x double> %146, ptr %139, align 8, !tbaa !26
  %147 = getelementptr inbounds i8, ptr %139, i64 16
  %148 = fadd <2 x double> %145, <double 2.000000e+00, double 3.000000e+00>
  store <2 x double> %148, ptr %147, align 8, !tbaa !26
  %149 = getelementptr inbounds i8, ptr %139, i64 32
  %150 = fadd <2 x double> %145, <double 4.000000e+00, double 5.000000e+00>
  store <2 x double> %150, ptr %149, align 8, !tbaa !26
  %151 = getelementptr inbounds i8, ptr %139, i64 48
  %152 = fadd <2 x double> %145, <double 6.000000e+00, double 7.000000e+00>
  store <2 x double> %152, ptr %151, align 8, !tbaa !26
  %153 = getelementptr inbounds i8, ptr %139, i64 64
  %154 = fadd <2 x double> %145, <double 8.000000e+00, double 9.000000e+00>
  store <2 x double> %154, ptr %153, align 8, !tbaa !26
  %155 = getelementptr inbounds i8, ptr %139, i64 80
  %156 = fadd <2 x double> %145, <double 1.000000e+01, double 1.100000e+01>
  store <2 x double> %156, ptr %155, align 8, !tbaa !26
  %157 = getelementptr inbounds i8, ptr %139, i64 96
  %158 = fadd <2 x double> %145, <double 1.200000e+01, double 1.300000e+01>
  store <2 x double> %158, ptr %157, align 8, !tbaa !26
  %159 = getelementptr inbounds i8, ptr %139, i64 112
  %160 = fadd <2 x double> %145, <double 1.400000e+01, double 1.500000e+01>
  store <2 x double> %160, ptr %159, align 8, !tbaa !26
  %161 = fadd double %143, 1.600000e+01
  %162 = getelementptr inbounds i8, ptr %139, i64 128
  store double %161, ptr %162, align 8, !tbaa !26
  %163 = add nuw nsw i64 %138, 1
  %164 = icmp eq i64 %163, 30
  br i1 %164, label %135, label %137, !llvm.loop !28

165:                                              ; preds = %165, %135
  %166 = phi i64 [ 0, %135 ], [ %181, %165 ]
  %167 = mul nuw nsw i64 %166, 136
  %168 = getelementptr inbounds i8, ptr %136, i64 %167
  %169 = getelementptr inbounds ptr, ptr %134, i64 %166
  %170 = load ptr, ptr %169, align 8, !tbaa !25
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %168, ptr noundef nonnull align 8 dereferenceable(136) %170, i64 136, i1 false)
  %171 = add nuw nsw i64 %166, 1
  %172 = mul nuw nsw i64 %171, 136
  %173 = getelementptr inbounds i8, ptr %136, i64 %172
  %174 = getelementptr inbounds ptr, ptr %134, i64 %171
  %175 = load ptr, ptr %174, align 8, !tbaa !25
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %173, ptr noundef nonnull align 8 dereferenceable(136) %175, i64 136, i1 false)
  %176 = add nuw nsw i64 %166, 2
  %177 = mul nuw nsw i64 %176, 136
  %178 = getelementptr inbounds i8, ptr %136, i64 %177
  %179 = getelementptr inbounds ptr, ptr %134, i64 %176
  %180 = load ptr, ptr %179, align 8, !tbaa !25
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %178, ptr noundef nonnull align 8 dereferenceable(136) %180, i64 136, i1 false)
  %181 = add nuw nsw i64 %166, 3
  %182 = icmp eq i64 %181, 30
  br i1 %182, label %195, label %165, !llvm.loop !29

183:                                              ; preds = %195
  tail call void @free(ptr noundef nonnull %134) #12
  tail call void @free(ptr noundef nonnull %136) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #12
  store ptr null, ptr %1, align 8, !tbaa !25
  %184 = call i32 @posix_memalign(ptr noundef nonnull %1, i64 noundef 256, i64 noundef 100) #12
  %185 = icmp eq i32 %184, 0
  %186 = zext i1 %185 to i32
  %187 = load ptr, ptr %1, align 8, !tbaa !25
  %188 = ptrtoint ptr %187 to i64
  %189 = and i64 %188, 255
  %190 = icmp eq i64 %189, 0
  %191 = zext i1 %190 to i32
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %206, i32 noundef 1, i32 noundef %186, i32 noundef %191)
  %193 = load ptr, ptr %1, align 8, !tbaa !25
  call void @free(ptr noundef %193) #12
  %194 = call noalias dereferenceable_or_null(1) ptr @malloc(i64 noundef 1) #10
  store i8 0, ptr %194, align 1, !tbaa !30
  br label %213

195:                                              ; preds = %165, %195
  %196 = phi i64 [ %209, %195 ], [ 0, %165 ]
  %197 = phi double [ %206, %195 ], [ 0.000000e+00, %165 ]
  %198 = mul nuw nsw i64 %196, 136
  %199 = getelementptr inbounds i8, ptr %136, i64 %198
  %200 = add nuw i64 %196, 4294967279
  %201 = icmp ult i64 %196, 17
  %202 = select i1 %201, i64 %196, i64 %200
  %203 = and i64 %202, 4294967295
  %204 = getelementptr inbounds double, ptr %199, i64 %203
  %205 = load double, ptr %204, align 8, !tbaa !26
  %206 = fadd double %197, %205
  %207 = getelementptr inbounds ptr, ptr %134, i64 %196
  %208 = load ptr, ptr %207, align 8, !tbaa !25
  tail call void @free(ptr noundef %208) #12
  %209 = add nuw nsw i64 %196, 1
  %210 = icmp eq i64 %209, 30
  br i1 %210, label %183, label %195, !llvm.loop !31

211:                                              ; preds = %213
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %218)
  call void @free(ptr noundef nonnull %218) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12
  br label %225

213:                                              ; preds = %183, %213
  %214 = phi i32 [ 0, %183 ], [ %223, %213 ]
  %215 = phi ptr [ %194, %183 ], [ %218, %213 ]
  %216 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %215) #14
  %217 = add i64 %216, 2
  %218 = call ptr @realloc(ptr noundef nonnull %215, i64 noundef %217) #11
  %219 = trunc nuw i32 %214 to i8
  %220 = add nuw nsw i8 %219, 97
  %221 = getelementptr inbounds i8, ptr %218, i64 %216
  store i8 %220, ptr %221, align 1, !tbaa !30
  %222 = getelementptr i8, ptr %221, i64 1
  store i8 0, ptr %222, align 1, !tbaa !30
  %223 = add nuw nsw i32 %214, 1
  %224 = icmp eq i32 %223, 26
  br i1 %224, label %211, label %213, !llvm.loop !32

225:                                              ; preds = %9, %211
  %226 = phi i32 [ %130, %211 ], [ 99, %9 ]
  ret i32 %226
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nounwind
declare i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind allocsize(1) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { nounwind willreturn memory(read) }

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
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.unroll.disable"}
!13 = distinct !{!13, !10}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !7, i64 0}
!16 = distinct !{!16, !10, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = !{!20, !15, i64 0}
!20 = !{!"item", !15, i64 0, !21, i64 8}
!21 = !{!"any pointer", !7, i64 0}
!22 = !{!20, !21, i64 8}
!23 = distinct !{!23, !10}
!24 = distinct !{!24, !10}
!25 = !{!21, !21, i64 0}
!26 = !{!27, !27, i64 0}
!27 = !{!"double", !7, i64 0}
!28 = distinct !{!28, !10}
!29 = distinct !{!29, !10}
!30 = !{!7, !7, i64 0}
!31 = distinct !{!31, !10}
!32 = distinct !{!32, !10}
