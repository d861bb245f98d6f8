; ModuleID = 'programs/malloc_realloc_patterns.c'
source_filename = "programs/malloc_realloc_patterns.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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

3:                                                ; preds = %0, %27
  %4 = phi i64 [ 1, %0 ], [ %30, %27 ]
  %5 = phi i64 [ 0, %0 ], [ %32, %27 ]
  %6 = phi ptr [ %2, %0 ], [ %29, %27 ]
  %7 = phi i32 [ 1, %0 ], [ %28, %27 ]
  %8 = icmp eq i64 %5, %4
  br i1 %8, label %9, label %27

9:                                                ; preds = %3
  %10 = shl i64 %4, 1
  %11 = shl i64 %4, 4
  %12 = tail call ptr @realloc(ptr noundef %6, i64 noundef %11) #11
  %13 = icmp eq ptr %12, null
  br i1 %13, label %163, label %14

14:                                               ; preds = %9
  %15 = icmp eq i64 %4, 0
  br i1 %15, label %27, label %16

16:                                               ; preds = %14, %16
  %17 = phi i32 [ %24, %16 ], [ %7, %14 ]
  %18 = phi i64 [ %25, %16 ], [ 0, %14 ]
  %19 = getelementptr inbounds i64, ptr %12, i64 %18
  %20 = load i64, ptr %19, align 8, !tbaa !6
  %21 = mul nuw nsw i64 %18, 3
  %22 = icmp eq i64 %20, %21
  %23 = and i32 %17, 1
  %24 = select i1 %22, i32 %23, i32 0
  %25 = add nuw nsw i64 %18, 1
  %26 = icmp eq i64 %25, %4
  br i1 %26, label %27, label %16, !llvm.loop !10

27:                                               ; preds = %16, %14, %3
  %28 = phi i32 [ %7, %3 ], [ %7, %14 ], [ %24, %16 ]
  %29 = phi ptr [ %6, %3 ], [ %12, %14 ], [ %12, %16 ]
  %30 = phi i64 [ %4, %3 ], [ 0, %14 ], [ %10, %16 ]
  %31 = mul nuw nsw i64 %5, 3
  %32 = add nuw nsw i64 %5, 1
  %33 = getelementptr inbounds i64, ptr %29, i64 %5
  store i64 %31, ptr %33, align 8, !tbaa !6
  %34 = icmp eq i64 %32, 5000
  br i1 %34, label %35, label %3, !llvm.loop !12

35:                                               ; preds = %27
  %36 = getelementptr inbounds i8, ptr %29, i64 39992
  %37 = load i64, ptr %36, align 8, !tbaa !6
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 5000, i64 noundef %30, i32 noundef %28, i64 noundef %37)
  %39 = tail call dereferenceable_or_null(80) ptr @realloc(ptr noundef nonnull %29, i64 noundef 80) #11
  %40 = getelementptr inbounds i8, ptr %39, i64 72
  %41 = load i64, ptr %40, align 8, !tbaa !6
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %41)
  tail call void @free(ptr noundef %39) #12
  %43 = tail call noalias dereferenceable_or_null(4000) ptr @calloc(i64 noundef 1000, i64 noundef 4) #13
  br label %44

44:                                               ; preds = %44, %35
  %45 = phi i64 [ 0, %35 ], [ %56, %44 ]
  %46 = phi <4 x i64> [ zeroinitializer, %35 ], [ %54, %44 ]
  %47 = phi <4 x i64> [ zeroinitializer, %35 ], [ %55, %44 ]
  %48 = getelementptr inbounds i32, ptr %43, i64 %45
  %49 = getelementptr inbounds i8, ptr %48, i64 16
  %50 = load <4 x i32>, ptr %48, align 4, !tbaa !13
  %51 = load <4 x i32>, ptr %49, align 4, !tbaa !13
  %52 = sext <4 x i32> %50 to <4 x i64>
  %53 = sext <4 x i32> %51 to <4 x i64>
  %54 = add <4 x i64> %46, %52
  %55 = add <4 x i64> %47, %53
  %56 = add nuw i64 %45, 8
  %57 = icmp eq i64 %56, 1000
  br i1 %57, label %58, label %44, !llvm.loop !15

58:                                               ; preds = %44
  %59 = add <4 x i64> %55, %54
  %60 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %59)
  tail call void @free(ptr noundef nonnull %43) #12
  br label %61

61:                                               ; preds = %58, %61
  %62 = phi i32 [ 0, %58 ], [ %67, %61 ]
  %63 = phi ptr [ null, %58 ], [ %64, %61 ]
  %64 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10
  %65 = mul nuw nsw i32 %62, %62
  store i32 %65, ptr %64, align 8, !tbaa !18
  %66 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %63, ptr %66, align 8, !tbaa !21
  %67 = add nuw nsw i32 %62, 1
  %68 = icmp eq i32 %67, 100
  br i1 %68, label %69, label %61, !llvm.loop !22

69:                                               ; preds = %61, %69
  %70 = phi i32 [ %78, %69 ], [ 0, %61 ]
  %71 = phi i64 [ %77, %69 ], [ 0, %61 ]
  %72 = phi ptr [ %74, %69 ], [ %64, %61 ]
  %73 = getelementptr inbounds i8, ptr %72, i64 8
  %74 = load ptr, ptr %73, align 8, !tbaa !21
  %75 = load i32, ptr %72, align 8, !tbaa !18
  %76 = sext i32 %75 to i64
  %77 = add nsw i64 %71, %76
  %78 = add nuw nsw i32 %70, 1
  tail call void @free(ptr noundef nonnull %72) #12
  %79 = icmp eq ptr %74, null
  br i1 %79, label %80, label %69, !llvm.loop !23

80:                                               ; preds = %69
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %60, i64 noundef %77, i32 noundef %78)
  %82 = tail call noalias dereferenceable_or_null(240) ptr @malloc(i64 noundef 240) #10
  br label %85

83:                                               ; preds = %85
  %84 = tail call noalias dereferenceable_or_null(4080) ptr @malloc(i64 noundef 4080) #10
  br label %113

85:                                               ; preds = %80, %85
  %86 = phi i64 [ 0, %80 ], [ %111, %85 ]
  %87 = tail call noalias dereferenceable_or_null(136) ptr @malloc(i64 noundef 136) #10
  %88 = getelementptr inbounds ptr, ptr %82, i64 %86
  store ptr %87, ptr %88, align 8, !tbaa !24
  %89 = trunc nuw nsw i64 %86 to i32
  %90 = uitofp nneg i32 %89 to double
  %91 = fmul double %90, 5.000000e-01
  %92 = insertelement <2 x double> poison, double %91, i64 0
  %93 = shufflevector <2 x double> %92, <2 x double> poison, <2 x i32> zeroinitializer
  %94 = fadd <2 x double> %93, <double 0.000000e+00, double 1.000000e+00>
  store <2 x double> %94, ptr %87, align 8, !tbaa !25
  %95 = getelementptr inbounds i8, ptr %87, i64 16
  %96 = fadd <2 x double> %93, <double 2.000000e+00, double 3.000000e+00>
  store <2 x double> %96, ptr %95, align 8, !tbaa !25
  %97 = getelementptr inbounds i8, ptr %87, i64 32
  %98 = fadd <2 x double> %93, <double 4.000000e+00, double 5.000000e+00>
  store <2 x double> %98, ptr %97, align 8, !tbaa !25
  %99 = getelementptr inbounds i8, ptr %87, i64 48
  %100 = fadd <2 x double> %93, <double 6.000000e+00, double 7.000000e+00>
  store <2 x double> %100, ptr %99, align 8, !tbaa !25
  %101 = getelementptr inbounds i8, ptr %87, i64 64
  %102 = fadd <2 x double> %93, <double 8.000000e+00, double 9.000000e+00>
  store <2 x double> %102, ptr %101, align 8, !tbaa !25
  %103 = getelementptr inbounds i8, ptr %87, i64 80
  %104 = fadd <2 x double> %93, <double 1.000000e+01, double 1.100000e+01>
  store <2 x double> %104, ptr %103, align 8, !tbaa !25
  %105 = getelementptr inbounds i8, ptr %87, i64 96
  %106 = fadd <2 x double> %93, <double 1.200000e+01, double 1.300000e+01>
  store <2 x double> %106, ptr %105, align 8, !tbaa !25
  %107 = getelementptr inbounds i8, ptr %87, i64 112
  %108 = fadd <2 x double> %93, <double 1.400000e+01, double 1.500000e+01>
  store <2 x double> %108, ptr %107, align 8, !tbaa !25
  %109 = fadd double %91, 1.600000e+01
  %110 = getelementptr inbounds i8, ptr %87, i64 128
  store double %109, ptr %110, align 8, !tbaa !25
  %111 = add nuw nsw i64 %86, 1
  %112 = icmp eq i64 %111, 30
  br i1 %112, label %83, label %85, !llvm.loop !27

113:                                              ; preds = %83, %113
  %114 = phi i64 [ 0, %83 ], [ %119, %113 ]
  %115 = mul nuw nsw i64 %114, 136
  %116 = getelementptr inbounds i8, ptr %84, i64 %115
  %117 = getelementptr inbounds ptr, ptr %82, i64 %114
  %118 = load ptr, ptr %117, align 8, !tbaa !24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %116, ptr noundef nonnull align 8 dereferenceable(136) %118, i64 136, i1 false)
  %119 = add nuw nsw i64 %114, 1
  %120 = icmp eq i64 %119, 30
  br i1 %120, label %133, label %113, !llvm.loop !28

121:                                              ; preds = %133
  tail call void @free(ptr noundef nonnull %82) #12
  tail call void @free(ptr noundef nonnull %84) #12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #12
  store ptr null, ptr %1, align 8, !tbaa !24
  %122 = call i32 @posix_memalign(ptr noundef nonnull %1, i64 noundef 256, i64 noundef 100) #12
  %123 = icmp eq i32 %122, 0
  %124 = zext i1 %123 to i32
  %125 = load ptr, ptr %1, align 8, !tbaa !24
  %126 = ptrtoint ptr %125 to i64
  %127 = and i64 %126, 255
  %128 = icmp eq i64 %127, 0
  %129 = zext i1 %128 to i32
  %130 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %144, i32 noundef 1, i32 noundef %124, i32 noundef %129)
  %131 = load ptr, ptr %1, align 8, !tbaa !24
  call void @free(ptr noundef %131) #12
  %132 = call noalias dereferenceable_or_null(1) ptr @malloc(i64 noundef 1) #10
  store i8 0, ptr %132, align 1, !tbaa !29
  br label %151

133:                                              ; preds = %113, %133
  %134 = phi i64 [ %147, %133 ], [ 0, %113 ]
  %135 = phi double [ %144, %133 ], [ 0.000000e+00, %113 ]
  %136 = mul nuw nsw i64 %134, 136
  %137 = getelementptr inbounds i8, ptr %84, i64 %136
  %138 = add nuw i64 %134, 4294967279
  %139 = icmp ult i64 %134, 17
  %140 = select i1 %139, i64 %134, i64 %138
  %141 = and i64 %140, 4294967295
  %142 = getelementptr inbounds double, ptr %137, i64 %141
  %143 = load double, ptr %142, align 8, !tbaa !25
  %144 = fadd double %135, %143
  %145 = getelementptr inbounds ptr, ptr %82, i64 %134
  %146 = load ptr, ptr %145, align 8, !tbaa !24
  tail call void @free(ptr noundef %146) #12
  %147 = add nuw nsw i64 %134, 1
  %148 = icmp eq i64 %147, 30
  br i1 %148, label %121, label %133, !llvm.loop !30

149:                                              ; preds = %151
  %150 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %156)
  call void @free(ptr noundef nonnull %156) #12
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12
  br label %163

151:                                              ; preds = %121, %151
  %152 = phi i32 [ 0, %121 ], [ %161, %151 ]
  %153 = phi ptr [ %132, %121 ], [ %156, %151 ]
  %154 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %153) #14
  %155 = add i64 %154, 2
  %156 = call ptr @realloc(ptr noundef nonnull %153, i64 noundef %155) #11
  %157 = trunc nuw i32 %152 to i8
  %158 = add nuw nsw i8 %157, 97
  %159 = getelementptr inbounds i8, ptr %156, i64 %154
  store i8 %158, ptr %159, align 1, !tbaa !29
  %160 = getelementptr i8, ptr %159, i64 1
  store i8 0, ptr %160, align 1, !tbaa !29
  %161 = add nuw nsw i32 %152, 1
  %162 = icmp eq i32 %161, 26
  br i1 %162, label %149, label %151, !llvm.loop !31

163:                                              ; preds = %9, %149
  %164 = phi i32 [ %78, %149 ], [ 99, %9 ]
  ret i32 %164
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
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind allocsize(1) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = distinct !{!15, !11, !16, !17}
!16 = !{!"llvm.loop.isvectorized", i32 1}
!17 = !{!"llvm.loop.unroll.runtime.disable"}
!18 = !{!19, !14, i64 0}
!19 = !{!"item", !14, i64 0, !20, i64 8}
!20 = !{!"any pointer", !8, i64 0}
!21 = !{!19, !20, i64 8}
!22 = distinct !{!22, !11}
!23 = distinct !{!23, !11}
!24 = !{!20, !20, i64 0}
!25 = !{!26, !26, i64 0}
!26 = !{!"double", !8, i64 0}
!27 = distinct !{!27, !11}
!28 = distinct !{!28, !11}
!29 = !{!8, !8, i64 0}
!30 = distinct !{!30, !11}
!31 = distinct !{!31, !11}
