; ModuleID = 'programs/flexible_array_member.c'
source_filename = "programs/flexible_array_member.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"%d,\00", align 1
@.str.1 = private unnamed_addr constant [36 x i8] c"len=%zu cap=%zu head=%.40s tail=%s\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"packets total=%ld sizeof(Packet)=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [19 x i8] c"harmonic100=%.12f\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i8], align 16
  %2 = tail call noalias dereferenceable_or_null(20) ptr @malloc(i64 noundef 20) #9
  store i64 0, ptr %2, align 8, !tbaa !5
  %3 = getelementptr inbounds i8, ptr %2, i64 8
  store i64 4, ptr %3, align 8, !tbaa !5
  %4 = getelementptr inbounds i8, ptr %2, i64 16
  store i8 0, ptr %4, align 8, !tbaa !9
  br label %12

5:                                                ; preds = %30
  %6 = load i64, ptr %32, align 8, !tbaa !5
  %7 = getelementptr inbounds i8, ptr %32, i64 8
  %8 = load i64, ptr %7, align 8, !tbaa !5
  %9 = getelementptr inbounds i8, ptr %33, i64 %6
  %10 = getelementptr inbounds i8, ptr %9, i64 -12
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6, i64 noundef %8, ptr noundef nonnull %33, ptr noundef nonnull %10)
  tail call void @free(ptr noundef nonnull %32) #10
  br label %60

12:                                               ; preds = %0, %30
  %13 = phi ptr [ %2, %0 ], [ %32, %30 ]
  %14 = phi i32 [ 0, %0 ], [ %37, %30 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %1) #10
  %15 = mul nuw nsw i32 %14, %14
  %16 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %1, i64 noundef 16, ptr noundef nonnull @.str, i32 noundef %15) #10
  %17 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %1) #11
  %18 = load i64, ptr %13, align 8, !tbaa !5
  %19 = add i64 %17, 1
  %20 = add i64 %19, %18
  %21 = getelementptr inbounds i8, ptr %13, i64 8
  %22 = load i64, ptr %21, align 8, !tbaa !5
  %23 = icmp ugt i64 %20, %22
  br i1 %23, label %24, label %30

24:                                               ; preds = %12
  %25 = shl i64 %20, 1
  %26 = add i64 %25, 16
  %27 = tail call ptr @realloc(ptr noundef nonnull %13, i64 noundef %26) #12
  %28 = getelementptr inbounds i8, ptr %27, i64 8
  store i64 %25, ptr %28, align 8, !tbaa !5
  %29 = load i64, ptr %27, align 8, !tbaa !5
  br label %30

30:                                               ; preds = %12, %24
  %31 = phi i64 [ %29, %24 ], [ %18, %12 ]
  %32 = phi ptr [ %27, %24 ], [ %13, %12 ]
  %33 = getelementptr inbounds i8, ptr %32, i64 16
  %34 = getelementptr inbounds i8, ptr %33, i64 %31
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %34, ptr nonnull readonly align 16 %1, i64 %19, i1 false)
  %35 = load i64, ptr %32, align 8, !tbaa !5
  %36 = add i64 %35, %17
  store i64 %36, ptr %32, align 8, !tbaa !5
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %1) #10
  %37 = add nuw nsw i32 %14, 1
  %38 = icmp eq i32 %37, 50
  br i1 %38, label %5, label %12, !llvm.loop !10

39:                                               ; preds = %150
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %152, i64 noundef 4)
  %41 = tail call noalias dereferenceable_or_null(808) ptr @malloc(i64 noundef 808) #9
  store i32 100, ptr %41, align 8, !tbaa !12
  %42 = getelementptr inbounds i8, ptr %41, i64 8
  br label %43

43:                                               ; preds = %43, %39
  %44 = phi i64 [ 0, %39 ], [ %57, %43 ]
  %45 = phi <2 x i64> [ <i64 0, i64 1>, %39 ], [ %58, %43 ]
  %46 = trunc <2 x i64> %45 to <2 x i32>
  %47 = add <2 x i32> %46, <i32 1, i32 1>
  %48 = uitofp <2 x i32> %47 to <2 x double>
  %49 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %48
  %50 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %44
  store <2 x double> %49, ptr %50, align 8, !tbaa !14
  %51 = or disjoint i64 %44, 2
  %52 = trunc <2 x i64> %45 to <2 x i32>
  %53 = add <2 x i32> %52, <i32 3, i32 3>
  %54 = uitofp <2 x i32> %53 to <2 x double>
  %55 = fdiv <2 x double> <double 1.000000e+00, double 1.000000e+00>, %54
  %56 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %51
  store <2 x double> %55, ptr %56, align 8, !tbaa !14
  %57 = add nuw nsw i64 %44, 4
  %58 = add <2 x i64> %45, <i64 4, i64 4>
  %59 = icmp eq i64 %57, 100
  br i1 %59, label %159, label %43, !llvm.loop !16

60:                                               ; preds = %5, %150
  %61 = phi i64 [ 0, %5 ], [ %153, %150 ]
  %62 = phi i64 [ 0, %5 ], [ %152, %150 ]
  %63 = mul nuw nsw i64 %61, 3
  %64 = add nuw i64 %63, 1
  %65 = mul nuw nsw i64 %61, 3
  %66 = add nuw i64 %65, 1
  %67 = mul nuw nsw i64 %61, 3
  %68 = mul i64 %61, 12
  %69 = add i64 %68, 8
  %70 = tail call noalias ptr @malloc(i64 noundef %69) #9
  %71 = getelementptr inbounds i8, ptr %70, i64 4
  %72 = trunc i64 %61 to i32
  %73 = add i32 %72, -5
  %74 = icmp ult i64 %61, 3
  br i1 %74, label %102, label %75

75:                                               ; preds = %60
  %76 = and i64 %64, -8
  %77 = insertelement <4 x i32> poison, i32 %73, i64 0
  %78 = shufflevector <4 x i32> %77, <4 x i32> poison, <4 x i32> zeroinitializer
  br label %79

79:                                               ; preds = %79, %75
  %80 = phi i64 [ 0, %75 ], [ %96, %79 ]
  %81 = phi <4 x i64> [ <i64 0, i64 1, i64 2, i64 3>, %75 ], [ %97, %79 ]
  %82 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %75 ], [ %98, %79 ]
  %83 = add <4 x i32> %82, <i32 4, i32 4, i32 4, i32 4>
  %84 = mul nuw nsw <4 x i32> %82, %82
  %85 = mul nuw nsw <4 x i32> %83, %83
  %86 = trunc <4 x i64> %81 to <4 x i32>
  %87 = add <4 x i32> %86, <i32 1, i32 1, i32 1, i32 1>
  %88 = trunc <4 x i64> %81 to <4 x i32>
  %89 = add <4 x i32> %88, <i32 5, i32 5, i32 5, i32 5>
  %90 = mul nsw <4 x i32> %78, %87
  %91 = mul nsw <4 x i32> %78, %89
  %92 = sub nsw <4 x i32> %90, %84
  %93 = sub nsw <4 x i32> %91, %85
  %94 = getelementptr inbounds [0 x i32], ptr %71, i64 0, i64 %80
  %95 = getelementptr inbounds i8, ptr %94, i64 16
  store <4 x i32> %92, ptr %94, align 4, !tbaa !12
  store <4 x i32> %93, ptr %95, align 4, !tbaa !12
  %96 = add nuw i64 %80, 8
  %97 = add <4 x i64> %81, <i64 8, i64 8, i64 8, i64 8>
  %98 = add <4 x i32> %82, <i32 8, i32 8, i32 8, i32 8>
  %99 = icmp eq i64 %96, %76
  br i1 %99, label %100, label %79, !llvm.loop !19

100:                                              ; preds = %79
  %101 = icmp eq i64 %64, %76
  br i1 %101, label %114, label %102

102:                                              ; preds = %100, %60
  %103 = phi i64 [ 0, %60 ], [ %76, %100 ]
  br label %104

104:                                              ; preds = %102, %104
  %105 = phi i64 [ %107, %104 ], [ %103, %102 ]
  %106 = trunc i64 %105 to i32
  %107 = add nuw nsw i64 %105, 1
  %108 = mul nuw nsw i32 %106, %106
  %109 = trunc i64 %107 to i32
  %110 = mul nsw i32 %73, %109
  %111 = sub nsw i32 %110, %108
  %112 = getelementptr inbounds [0 x i32], ptr %71, i64 0, i64 %105
  store i32 %111, ptr %112, align 4, !tbaa !12
  %113 = icmp eq i64 %105, %67
  br i1 %113, label %114, label %104, !llvm.loop !20

114:                                              ; preds = %104, %100
  %115 = and i64 %61, 65535
  %116 = icmp eq i64 %61, 0
  br i1 %116, label %138, label %117

117:                                              ; preds = %114
  %118 = and i64 %66, -4
  %119 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %115, i64 0
  br label %120

120:                                              ; preds = %120, %117
  %121 = phi i64 [ 0, %117 ], [ %132, %120 ]
  %122 = phi <2 x i64> [ %119, %117 ], [ %130, %120 ]
  %123 = phi <2 x i64> [ zeroinitializer, %117 ], [ %131, %120 ]
  %124 = getelementptr inbounds [0 x i32], ptr %71, i64 0, i64 %121
  %125 = getelementptr inbounds i8, ptr %124, i64 8
  %126 = load <2 x i32>, ptr %124, align 4, !tbaa !12
  %127 = load <2 x i32>, ptr %125, align 4, !tbaa !12
  %128 = sext <2 x i32> %126 to <2 x i64>
  %129 = sext <2 x i32> %127 to <2 x i64>
  %130 = add <2 x i64> %122, %128
  %131 = add <2 x i64> %123, %129
  %132 = add nuw i64 %121, 4
  %133 = icmp eq i64 %132, %118
  br i1 %133, label %134, label %120, !llvm.loop !21

134:                                              ; preds = %120
  %135 = add <2 x i64> %131, %130
  %136 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %135)
  %137 = icmp eq i64 %66, %118
  br i1 %137, label %150, label %138

138:                                              ; preds = %134, %114
  %139 = phi i64 [ 0, %114 ], [ %118, %134 ]
  %140 = phi i64 [ %115, %114 ], [ %136, %134 ]
  br label %141

141:                                              ; preds = %138, %141
  %142 = phi i64 [ %148, %141 ], [ %139, %138 ]
  %143 = phi i64 [ %147, %141 ], [ %140, %138 ]
  %144 = getelementptr inbounds [0 x i32], ptr %71, i64 0, i64 %142
  %145 = load i32, ptr %144, align 4, !tbaa !12
  %146 = sext i32 %145 to i64
  %147 = add nsw i64 %143, %146
  %148 = add nuw nsw i64 %142, 1
  %149 = icmp eq i64 %142, %67
  br i1 %149, label %150, label %141, !llvm.loop !22

150:                                              ; preds = %141, %134
  %151 = phi i64 [ %136, %134 ], [ %147, %141 ]
  %152 = add nsw i64 %151, %62
  tail call void @free(ptr noundef nonnull %70) #10
  %153 = add nuw nsw i64 %61, 1
  %154 = icmp eq i64 %153, 20
  br i1 %154, label %39, label %60, !llvm.loop !23

155:                                              ; preds = %159
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %180)
  tail call void @free(ptr noundef nonnull %41) #10
  %157 = trunc i64 %152 to i32
  %158 = and i32 %157, 255
  ret i32 %158

159:                                              ; preds = %43, %159
  %160 = phi i64 [ %181, %159 ], [ 0, %43 ]
  %161 = phi double [ %180, %159 ], [ 0.000000e+00, %43 ]
  %162 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %160
  %163 = load double, ptr %162, align 8, !tbaa !14
  %164 = fadd double %161, %163
  %165 = add nuw nsw i64 %160, 1
  %166 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %165
  %167 = load double, ptr %166, align 8, !tbaa !14
  %168 = fadd double %164, %167
  %169 = add nuw nsw i64 %160, 2
  %170 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %169
  %171 = load double, ptr %170, align 8, !tbaa !14
  %172 = fadd double %168, %171
  %173 = add nuw nsw i64 %160, 3
  %174 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %173
  %175 = load double, ptr %174, align 8, !tbaa !14
  %176 = fadd double %172, %175
  %177 = add nuw nsw i64 %160, 4
  %178 = getelementptr inbounds [0 x double], ptr %42, i64 0, i64 %177
  %179 = load double, ptr %178, align 8, !tbaa !14
  %180 = fadd double %176, %179
  %181 = add nuw nsw i64 %160, 5
  %182 = icmp eq i64 %181, 100
  br i1 %182, label %155, label %159, !llvm.loop !24
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
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind allocsize(0) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }
attributes #12 = { nounwind allocsize(1) }

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
!9 = !{!7, !7, i64 0}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"double", !7, i64 0}
!16 = distinct !{!16, !11, !17, !18}
!17 = !{!"llvm.loop.isvectorized", i32 1}
!18 = !{!"llvm.loop.unroll.runtime.disable"}
!19 = distinct !{!19, !11, !17, !18}
!20 = distinct !{!20, !11, !18, !17}
!21 = distinct !{!21, !11, !17, !18}
!22 = distinct !{!22, !11, !18, !17}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11}
