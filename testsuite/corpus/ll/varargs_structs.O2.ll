; ModuleID = 'programs/varargs_structs.c'
source_filename = "programs/varargs_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.SD = type { double, double }
%struct.SM = type { i32, double }
%struct.SL = type { [3 x i64] }
%struct.SLD = type { x86_fp80 }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@__const.main.sd = private unnamed_addr constant %struct.SD { double 1.500000e+00, double -2.500000e+00 }, align 8
@__const.main.sm = private unnamed_addr constant %struct.SM { i32 7, double 2.500000e-01 }, align 8
@__const.main.sl = private unnamed_addr constant %struct.SL { [3 x i64] [i64 1, i64 -2, i64 3] }, align 8
@__const.main.sld = private unnamed_addr constant %struct.SLD { x86_fp80 0xK3FF583126E978D4FDF3B }, align 16
@.str = private unnamed_addr constant [8 x i8] c"idmlLun\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"nfnfnfnfdddddmmmmm\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"liLlimu\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"a=%a b=%a c=%a\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"SI{%d,%d} \00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"SD{%g,%g} \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"SM{%d,%g} \00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"SL{%ld,%ld,%ld} \00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"SLD{%Lg} \00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"UF{%g} \00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"int{%d} \00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"dbl{%g} \00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = tail call double (ptr, ...) @walk(ptr noundef nonnull @.str, i32 7929556, double 1.500000e+00, double -2.500000e+00, i32 7, double 2.500000e-01, ptr noundef nonnull byval(%struct.SL) align 8 @__const.main.sl, ptr noundef nonnull byval(%struct.SLD) align 16 @__const.main.sld, i32 1080033280, i32 noundef 99)
  %2 = tail call double (ptr, ...) @walk(ptr noundef nonnull @.str.1, i32 noundef 1, double noundef 1.500000e+00, i32 noundef 2, double noundef 2.500000e+00, i32 noundef 3, double noundef 3.500000e+00, i32 noundef 4, double noundef 4.500000e+00, double 1.500000e+00, double -2.500000e+00, double 1.500000e+00, double -2.500000e+00, ptr noundef nonnull byval(%struct.SD) align 8 @__const.main.sd, ptr noundef nonnull byval(%struct.SD) align 8 @__const.main.sd, ptr noundef nonnull byval(%struct.SD) align 8 @__const.main.sd, ptr noundef nonnull byval(%struct.SM) align 8 @__const.main.sm, ptr noundef nonnull byval(%struct.SM) align 8 @__const.main.sm, ptr noundef nonnull byval(%struct.SM) align 8 @__const.main.sm, ptr noundef nonnull byval(%struct.SM) align 8 @__const.main.sm, ptr noundef nonnull byval(%struct.SM) align 8 @__const.main.sm)
  %3 = tail call double (ptr, ...) @walk(ptr noundef nonnull @.str.2, ptr noundef nonnull byval(%struct.SL) align 8 @__const.main.sl, i32 7929556, ptr noundef nonnull byval(%struct.SLD) align 16 @__const.main.sld, ptr noundef nonnull byval(%struct.SL) align 8 @__const.main.sl, i32 7929556, i32 7, double 2.500000e-01, i32 1080033280)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %1, double noundef %2, double noundef %3)
  %5 = fptosi double %1 to i32
  %6 = and i32 %5, 127
  ret i32 %6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal double @walk(ptr nocapture noundef readonly %0, ...) unnamed_addr #2 {
  %2 = alloca [1 x %struct.__va_list_tag], align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.va_start.p0(ptr nonnull %2)
  %3 = getelementptr inbounds i8, ptr %2, i64 4
  %4 = getelementptr inbounds i8, ptr %2, i64 8
  %5 = getelementptr inbounds i8, ptr %2, i64 16
  br label %6

6:                                                ; preds = %167, %1
  %7 = phi ptr [ %0, %1 ], [ %169, %167 ]
  %8 = phi double [ 0.000000e+00, %1 ], [ %168, %167 ]
  %9 = load i8, ptr %7, align 1, !tbaa !5
  switch i8 %9, label %167 [
    i8 0, label %10
    i8 105, label %12
    i8 100, label %36
    i8 109, label %60
    i8 108, label %90
    i8 76, label %104
    i8 117, label %114
    i8 110, label %132
    i8 102, label %150
  ]

10:                                               ; preds = %6
  call void @llvm.va_end.p0(ptr nonnull %2)
  %11 = call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  ret double %8

12:                                               ; preds = %6
  %13 = load i32, ptr %2, align 16
  %14 = icmp ult i32 %13, 41
  br i1 %14, label %15, label %20

15:                                               ; preds = %12
  %16 = load ptr, ptr %5, align 16
  %17 = zext nneg i32 %13 to i64
  %18 = getelementptr i8, ptr %16, i64 %17
  %19 = add nuw nsw i32 %13, 8
  store i32 %19, ptr %2, align 16
  br label %23

20:                                               ; preds = %12
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr i8, ptr %21, i64 8
  store ptr %22, ptr %4, align 8
  br label %23

23:                                               ; preds = %20, %15
  %24 = phi ptr [ %18, %15 ], [ %21, %20 ]
  %25 = load i16, ptr %24, align 2, !tbaa !8
  %26 = getelementptr inbounds i8, ptr %24, i64 2
  %27 = load i8, ptr %26, align 2, !tbaa !5
  %28 = fmul double %8, 2.000000e+00
  %29 = sext i16 %25 to i32
  %30 = sitofp i16 %25 to double
  %31 = fadd double %28, %30
  %32 = sext i8 %27 to i32
  %33 = sitofp i8 %27 to double
  %34 = fadd double %31, %33
  %35 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %29, i32 noundef %32)
  br label %167

36:                                               ; preds = %6
  %37 = load i32, ptr %3, align 4
  %38 = icmp ult i32 %37, 145
  br i1 %38, label %39, label %47

39:                                               ; preds = %36
  %40 = load ptr, ptr %5, align 16
  %41 = zext nneg i32 %37 to i64
  %42 = getelementptr i8, ptr %40, i64 %41
  %43 = getelementptr inbounds i8, ptr %42, i64 16
  %44 = load double, ptr %42, align 16
  %45 = load double, ptr %43, align 16
  %46 = add nuw nsw i32 %37, 32
  store i32 %46, ptr %3, align 4
  br label %53

47:                                               ; preds = %36
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr i8, ptr %48, i64 16
  store ptr %49, ptr %4, align 8
  %50 = load double, ptr %48, align 8, !tbaa !10
  %51 = getelementptr inbounds i8, ptr %48, i64 8
  %52 = load double, ptr %51, align 8, !tbaa !10
  br label %53

53:                                               ; preds = %47, %39
  %54 = phi double [ %45, %39 ], [ %52, %47 ]
  %55 = phi double [ %44, %39 ], [ %50, %47 ]
  %56 = fmul double %8, 2.000000e+00
  %57 = fadd double %56, %55
  %58 = fsub double %57, %54
  %59 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %55, double noundef %54)
  br label %167

60:                                               ; preds = %6
  %61 = load i32, ptr %2, align 16
  %62 = icmp ult i32 %61, 41
  %63 = load i32, ptr %3, align 4
  %64 = icmp ult i32 %63, 161
  %65 = and i1 %62, %64
  br i1 %65, label %66, label %76

66:                                               ; preds = %60
  %67 = load ptr, ptr %5, align 16
  %68 = zext nneg i32 %61 to i64
  %69 = getelementptr i8, ptr %67, i64 %68
  %70 = zext nneg i32 %63 to i64
  %71 = getelementptr i8, ptr %67, i64 %70
  %72 = load i32, ptr %69, align 4
  %73 = load double, ptr %71, align 8
  %74 = add nuw nsw i32 %61, 8
  store i32 %74, ptr %2, align 16
  %75 = add nuw nsw i32 %63, 16
  store i32 %75, ptr %3, align 4
  br label %82

76:                                               ; preds = %60
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr i8, ptr %77, i64 16
  store ptr %78, ptr %4, align 8
  %79 = load i32, ptr %77, align 8, !tbaa !12
  %80 = getelementptr inbounds i8, ptr %77, i64 8
  %81 = load double, ptr %80, align 8, !tbaa !10
  br label %82

82:                                               ; preds = %76, %66
  %83 = phi double [ %73, %66 ], [ %81, %76 ]
  %84 = phi i32 [ %72, %66 ], [ %79, %76 ]
  %85 = fmul double %8, 2.000000e+00
  %86 = sitofp i32 %84 to double
  %87 = fmul double %83, %86
  %88 = fadd double %85, %87
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %84, double noundef %83)
  br label %167

90:                                               ; preds = %6
  %91 = load ptr, ptr %4, align 8
  %92 = getelementptr i8, ptr %91, i64 24
  store ptr %92, ptr %4, align 8
  %93 = load i64, ptr %91, align 8
  %94 = getelementptr inbounds i8, ptr %91, i64 8
  %95 = load i64, ptr %94, align 8
  %96 = getelementptr inbounds i8, ptr %91, i64 16
  %97 = load i64, ptr %96, align 8, !tbaa !5
  %98 = fmul double %8, 2.000000e+00
  %99 = add nsw i64 %95, %93
  %100 = add nsw i64 %99, %97
  %101 = sitofp i64 %100 to double
  %102 = fadd double %98, %101
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %93, i64 noundef %95, i64 noundef %97)
  br label %167

104:                                              ; preds = %6
  %105 = load ptr, ptr %4, align 8
  %106 = getelementptr inbounds i8, ptr %105, i64 15
  %107 = call align 16 ptr @llvm.ptrmask.p0.i64(ptr nonnull %106, i64 -16)
  %108 = getelementptr i8, ptr %107, i64 16
  store ptr %108, ptr %4, align 8
  %109 = load x86_fp80, ptr %107, align 16
  %110 = fmul double %8, 2.000000e+00
  %111 = fptrunc x86_fp80 %109 to double
  %112 = fadd double %110, %111
  %113 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef %109)
  br label %167

114:                                              ; preds = %6
  %115 = load i32, ptr %2, align 16
  %116 = icmp ult i32 %115, 41
  br i1 %116, label %117, label %122

117:                                              ; preds = %114
  %118 = load ptr, ptr %5, align 16
  %119 = zext nneg i32 %115 to i64
  %120 = getelementptr i8, ptr %118, i64 %119
  %121 = add nuw nsw i32 %115, 8
  store i32 %121, ptr %2, align 16
  br label %125

122:                                              ; preds = %114
  %123 = load ptr, ptr %4, align 8
  %124 = getelementptr i8, ptr %123, i64 8
  store ptr %124, ptr %4, align 8
  br label %125

125:                                              ; preds = %122, %117
  %126 = phi ptr [ %120, %117 ], [ %123, %122 ]
  %127 = load float, ptr %126, align 4, !tbaa !5
  %128 = fmul double %8, 2.000000e+00
  %129 = fpext float %127 to double
  %130 = fadd double %128, %129
  %131 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %129)
  br label %167

132:                                              ; preds = %6
  %133 = load i32, ptr %2, align 16
  %134 = icmp ult i32 %133, 41
  br i1 %134, label %135, label %140

135:                                              ; preds = %132
  %136 = load ptr, ptr %5, align 16
  %137 = zext nneg i32 %133 to i64
  %138 = getelementptr i8, ptr %136, i64 %137
  %139 = add nuw nsw i32 %133, 8
  store i32 %139, ptr %2, align 16
  br label %143

140:                                              ; preds = %132
  %141 = load ptr, ptr %4, align 8
  %142 = getelementptr i8, ptr %141, i64 8
  store ptr %142, ptr %4, align 8
  br label %143

143:                                              ; preds = %140, %135
  %144 = phi ptr [ %138, %135 ], [ %141, %140 ]
  %145 = load i32, ptr %144, align 4, !tbaa !12
  %146 = fmul double %8, 2.000000e+00
  %147 = sitofp i32 %145 to double
  %148 = fadd double %146, %147
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %145)
  br label %167

150:                                              ; preds = %6
  %151 = load i32, ptr %3, align 4
  %152 = icmp ult i32 %151, 161
  br i1 %152, label %153, label %158

153:                                              ; preds = %150
  %154 = load ptr, ptr %5, align 16
  %155 = zext nneg i32 %151 to i64
  %156 = getelementptr i8, ptr %154, i64 %155
  %157 = add nuw nsw i32 %151, 16
  store i32 %157, ptr %3, align 4
  br label %161

158:                                              ; preds = %150
  %159 = load ptr, ptr %4, align 8
  %160 = getelementptr i8, ptr %159, i64 8
  store ptr %160, ptr %4, align 8
  br label %161

161:                                              ; preds = %158, %153
  %162 = phi ptr [ %156, %153 ], [ %159, %158 ]
  %163 = load double, ptr %162, align 8, !tbaa !10
  %164 = fmul double %8, 2.000000e+00
  %165 = fadd double %164, %163
  %166 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef %163)
  br label %167

167:                                              ; preds = %6, %23, %53, %82, %90, %104, %125, %143, %161
  %168 = phi double [ %165, %161 ], [ %148, %143 ], [ %130, %125 ], [ %112, %104 ], [ %102, %90 ], [ %88, %82 ], [ %58, %53 ], [ %34, %23 ], [ %8, %6 ]
  %169 = getelementptr inbounds i8, ptr %7, i64 1
  br label %6, !llvm.loop !14
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

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
!10 = !{!11, !11, i64 0}
!11 = !{!"double", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !6, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
