; ModuleID = 'programs/flexible_array_member.c'
source_filename = "programs/flexible_array_member.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d,\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"len=%zu cap=%zu head=%.40s tail=%s\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"packets total=%ld sizeof(Packet)=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"harmonic100=%.12f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i8], align 1
  %2 = tail call noalias dereferenceable_or_null(20) ptr @malloc(i64 noundef 20) #9
  store <2 x i64> <i64 0, i64 4>, ptr %2, align 8, !tbaa !6
  %3 = getelementptr inbounds i8, ptr %2, i64 16
  store i8 0, ptr %3, align 8, !tbaa !10
  br label %11

4:                                                ; preds = %29
  %5 = load i64, ptr %31, align 8, !tbaa !6
  %6 = getelementptr inbounds i8, ptr %31, i64 8
  %7 = load i64, ptr %6, align 8, !tbaa !6
  %8 = getelementptr inbounds i8, ptr %32, i64 %5
  %9 = getelementptr inbounds i8, ptr %8, i64 -12
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %5, i64 noundef %7, ptr noundef nonnull %32, ptr noundef nonnull %9)
  tail call void @free(ptr noundef nonnull %31) #10
  br label %58

11:                                               ; preds = %0, %29
  %12 = phi ptr [ %2, %0 ], [ %31, %29 ]
  %13 = phi i32 [ 0, %0 ], [ %36, %29 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10
  %14 = mul nuw nsw i32 %13, %13
  %15 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str, i32 noundef %14) #10
  %16 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #11
  %17 = load i64, ptr %12, align 8, !tbaa !6
  %18 = add i64 %16, 1
  %19 = add i64 %18, %17
  %20 = getelementptr inbounds i8, ptr %12, i64 8
  %21 = load i64, ptr %20, align 8, !tbaa !6
  %22 = icmp ugt i64 %19, %21
  br i1 %22, label %23, label %29

23:                                               ; preds = %11
  %24 = shl i64 %19, 1
  %25 = add i64 %24, 16
  %26 = tail call ptr @realloc(ptr noundef nonnull %12, i64 noundef %25) #12
  %27 = getelementptr inbounds i8, ptr %26, i64 8
  store i64 %24, ptr %27, align 8, !tbaa !6
  %28 = load i64, ptr %26, align 8, !tbaa !6
  br label %29

29:                                               ; preds = %11, %23
  %30 = phi i64 [ %28, %23 ], [ %17, %11 ]
  %31 = phi ptr [ %26, %23 ], [ %12, %11 ]
  %32 = getelementptr inbounds i8, ptr %31, i64 16
  %33 = getelementptr inbounds i8, ptr %32, i64 %30
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %33, ptr nonnull readonly align 1 %1, i64 %18, i1 false)
  %34 = load i64, ptr %31, align 8, !tbaa !6
  %35 = add i64 %34, %16
  store i64 %35, ptr %31, align 8, !tbaa !6
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10
  %36 = add nuw nsw i32 %13, 1
  %37 = icmp eq i32 %36, 50
  br i1 %37, label %4, label %11, !llvm.loop !11

38:                                               ; preds = %148
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %150, i64 noundef 4)
  %40 = tail call noalias dereferenceable_or_null(808) ptr @malloc(i64 noundef 808) #9
  store i32 100, ptr %40, align 8, !tbaa !13
  %41 = getelementptr inbounds i8, ptr %40, i64 8
  br label %42

42:                                               ; preds = %42, %38
  %43 = phi i64 [ 0, %38 ], [ %55, %42 ]
  %44 = phi <2 x i64> [ <i64 0, i64 1>, %38 ], [ %56, %42 ]
  %45 = trunc <2 x i64> %44 to <2 x i32>
  %46 = add <2 x i32> %45, <i32 1, i32 1>
  %47 = trunc <2 x i64> %44 to <2 x i32>
  %48 = add <2 x i32> %47, <i32 3, i32 3>
  %49 = uitofp <2 x i32> %46 to <2 x double>
  %50 = uitofp <2 x i32> %48 to <2 x double>
  %51 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %49
  %52 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %50
  %53 = getelementptr inbounds [0 x double], ptr %41, i64 0, i64 %43
  %54 = getelementptr inbounds i8, ptr %53, i64 16
  store <2 x double> %51, ptr %53, align 8, !tbaa !15
  store <2 x double> %52, ptr %54, align 8, !tbaa !15
  %55 = add nuw i64 %43, 4
  %56 = add <2 x i64> %44, <i64 4, i64 4>
  %57 = icmp eq i64 %55, 100
  br i1 %57, label %153, label %42, !llvm.loop !17

58:                                               ; preds = %4, %148
  %59 = phi i64 [ 0, %4 ], [ %151, %148 ]
  %60 = phi i64 [ 0, %4 ], [ %150, %148 ]
  %61 = mul nuw nsw i64 %59, 3
  %62 = add nuw i64 %61, 1
  %63 = mul nuw nsw i64 %59, 3
  %64 = add nuw i64 %63, 1
  %65 = mul nuw nsw i64 %59, 3
  %66 = mul i64 %59, 12
  %67 = add i64 %66, 8
  %68 = tail call noalias ptr @malloc(i64 noundef %67) #9
  %69 = getelementptr inbounds i8, ptr %68, i64 4
  %70 = trunc i64 %59 to i32
  %71 = add i32 %70, -5
  %72 = icmp ult i64 %59, 3
  br i1 %72, label %100, label %73

73:                                               ; preds = %58
  %74 = and i64 %62, -8
  %75 = insertelement <4 x i32> poison, i32 %71, i64 0
  %76 = shufflevector <4 x i32> %75, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %77

77:                                               ; preds = %77, %73
  %78 = phi i64 [ 0, %73 ], [ %94, %77 ]
  %79 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %73 ], [ %95, %77 ]
  %80 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %73 ], [ %96, %77 ]
  %81 = add <4 x i32> %80, <i32 4, i32 4, i32 4, i32 4>
  %82 = mul nuw nsw <4 x i32> %80, %80
  %83 = mul nuw nsw <4 x i32> %81, %81
  %84 = trunc <4 x i64> %79 to <4 x i32>
  %85 = add <4 x i32> %84, <i32 1, i32 1, i32 1, i32 1>
  %86 = trunc <4 x i64> %79 to <4 x i32>
  %87 = add <4 x i32> %86, <i32 5, i32 5, i32 5, i32 5>
  %88 = mul nsw <4 x i32> %76, %85
  %89 = mul nsw <4 x i32> %76, %87
  %90 = sub nsw <4 x i32> %88, %82
  %91 = sub nsw <4 x i32> %89, %83
  %92 = getelementptr inbounds [0 x i32], ptr %69, i64 0, i64 %78
  %93 = getelementptr inbounds i8, ptr %92, i64 16
  store <4 x i32> %90, ptr %92, align 4, !tbaa !13
  store <4 x i32> %91, ptr %93, align 4, !tbaa !13
  %94 = add nuw i64 %78, 8
  %95 = add <4 x i64> %79, <i64 8, i64 8, i64 8, i64 8>
  %96 = add <4 x i32> %80, <i32 8, i32 8, i32 8, i32 8>
  %97 = icmp eq i64 %94, %74
  br i1 %97, label %98, label %77, !llvm.loop !20

98:                                               ; preds = %77
  %99 = icmp eq i64 %62, %74
  br i1 %99, label %112, label %100

100:                                              ; preds = %98, %58
  %101 = phi i64 [ 0, %58 ], [ %74, %98 ]
  br label %102

102:                                              ; preds = %100, %102
  %103 = phi i64 [ %105, %102 ], [ %101, %100 ]
  %104 = trunc i64 %103 to i32
  %105 = add nuw nsw i64 %103, 1
  %106 = mul nuw nsw i32 %104, %104
  %107 = trunc i64 %105 to i32
  %108 = mul nsw i32 %71, %107
  %109 = sub nsw i32 %108, %106
  %110 = getelementptr inbounds [0 x i32], ptr %69, i64 0, i64 %103
  store i32 %109, ptr %110, align 4, !tbaa !13
  %111 = icmp eq i64 %103, %65
  br i1 %111, label %112, label %102, !llvm.loop !21

112:                                              ; preds = %102, %98
  %113 = and i64 %59, 65535
  %114 = icmp ult i64 %59, 3
  br i1 %114, label %136, label %115

115:                                              ; preds = %112
  %116 = and i64 %64, -8
  %117 = insertelement <4 x i64> <i64 poison, i64 0, i64 0, i64 0>, i64 %113, i64 0
  br label %118

118:                                              ; preds = %118, %115
  %119 = phi i64 [ 0, %115 ], [ %130, %118 ]
  %120 = phi <4 x i64> [ %117, %115 ], [ %128, %118 ]
  %121 = phi <4 x i64> [ zeroinitializer, %115 ], [ %129, %118 ]
  %122 = getelementptr inbounds [0 x i32], ptr %69, i64 0, i64 %119
  %123 = getelementptr inbounds i8, ptr %122, i64 16
  %124 = load <4 x i32>, ptr %122, align 4, !tbaa !13
  %125 = load <4 x i32>, ptr %123, align 4, !tbaa !13
  %126 = sext <4 x i32> %124 to <4 x i64>
  %127 = sext <4 x i32> %125 to <4 x i64>
  %128 = add <4 x i64> %120, %126
  %129 = add <4 x i64> %121, %127
  %130 = add nuw i64 %119, 8
  %131 = icmp eq i64 %130, %116
  br i1 %131, label %132, label %118, !llvm.loop !22

132:                                              ; preds = %118
  %133 = add <4 x i64> %129, %128
  %134 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %133)
  %135 = icmp eq i64 %64, %116
  br i1 %135, label %148, label %136

136:                                              ; preds = %132, %112
  %137 = phi i64 [ 0, %112 ], [ %116, %132 ]
  %138 = phi i64 [ %113, %112 ], [ %134, %132 ]
  br label %139

139:                                              ; preds = %136, %139
  %140 = phi i64 [ %146, %139 ], [ %137, %136 ]
  %141 = phi i64 [ %145, %139 ], [ %138, %136 ]
  %142 = getelementptr inbounds [0 x i32], ptr %69, i64 0, i64 %140
  %143 = load i32, ptr %142, align 4, !tbaa !13
  %144 = sext i32 %143 to i64
  %145 = add nsw i64 %141, %144
  %146 = add nuw nsw i64 %140, 1
  %147 = icmp eq i64 %140, %65
  br i1 %147, label %148, label %139, !llvm.loop !23

148:                                              ; preds = %139, %132
  %149 = phi i64 [ %134, %132 ], [ %145, %139 ]
  %150 = add nsw i64 %149, %60
  tail call void @free(ptr noundef nonnull %68) #10
  %151 = add nuw nsw i64 %59, 1
  %152 = icmp eq i64 %151, 20
  br i1 %152, label %38, label %58, !llvm.loop !24

153:                                              ; preds = %42, %153
  %154 = phi i64 [ %162, %153 ], [ 0, %42 ]
  %155 = phi double [ %161, %153 ], [ 0.000000e+00, %42 ]
  %156 = getelementptr inbounds [0 x double], ptr %41, i64 0, i64 %154
  %157 = getelementptr inbounds i8, ptr %156, i64 16
  %158 = load <2 x double>, ptr %156, align 8, !tbaa !15
  %159 = load <2 x double>, ptr %157, align 8, !tbaa !15
  %160 = tail call double @llvm.vector.reduce.fadd.v2f64(double %155, <2 x double> %158)
  %161 = tail call double @llvm.vector.reduce.fadd.v2f64(double %160, <2 x double> %159)
  %162 = add nuw i64 %154, 4
  %163 = icmp eq i64 %162, 100
  br i1 %163, label %164, label %153, !llvm.loop !25

164:                                              ; preds = %153
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %161)
  tail call void @free(ptr noundef nonnull %40) #10
  %166 = trunc i64 %150 to i32
  %167 = and i32 %166, 255
  ret i32 %167
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.vector.reduce.fadd.v2f64(double, <2 x double>) #8

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(1) }

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
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"double", !8, i64 0}
!17 = distinct !{!17, !12, !18, !19}
!18 = !{!"llvm.loop.isvectorized", i32 1}
!19 = !{!"llvm.loop.unroll.runtime.disable"}
!20 = distinct !{!20, !12, !18, !19}
!21 = distinct !{!21, !12, !19, !18}
!22 = distinct !{!22, !12, !18, !19}
!23 = distinct !{!23, !12, !19, !18}
!24 = distinct !{!24, !12}
!25 = distinct !{!25, !12, !18, !19}
