; ModuleID = 'programs/sscanf_snprintf_roundtrip.c'
source_filename = "programs/sscanf_snprintf_roundtrip.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [54 x i8] c"  -17 4000000000 ff 777 -9000000000000 -56 65535 0x1f\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"%d %u %x %o %lld %hhd %hu%n\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"0x1f\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"%i%n\00", align 1
@.str.4 = private unnamed_addr constant [71 x i8] c"r=%d a=%d u=%u x=%d o=%d ll=%lld hh=%d hu=%u n1=%d | r2=%d i=%d n2=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [41 x i8] c"1.5 -2.25e-3 3.0000000000000000001 1e400\00", align 1
@.str.6 = private unnamed_addr constant [15 x i8] c"%f %lf %Lf %le\00", align 1
@.str.7 = private unnamed_addr constant [28 x i8] c"r=%d f=%a d=%a ld=%La e=%g\0A\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"abcdefghijk lmn xyz123\00", align 1
@.str.9 = private unnamed_addr constant [13 x i8] c"%5s%s %[a-z]\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"r=%d w1=%s w2=%s set=%s\0A\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"12 abc\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"%d %d\00", align 1
@.str.13 = private unnamed_addr constant [19 x i8] c"partial r=%d a=%d\0A\00", align 1
@.str.14 = private unnamed_addr constant [6 x i8] c"%d-%s\00", align 1
@.str.15 = private unnamed_addr constant [12 x i8] c"overflowing\00", align 1
@.str.16 = private unnamed_addr constant [27 x i8] c"snprintf need=%d got='%s'\0A\00", align 1
@.str.17 = private unnamed_addr constant [15 x i8] c"%.3f|%5d|%-5s|\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.19 = private unnamed_addr constant [29 x i8] c"exact need=%d wrote=%d '%s'\0A\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"%lf\00", align 1
@.str.22 = private unnamed_addr constant [29 x i8] c"roundtrip bad=%d last=%.17g\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i8, align 4
  %9 = alloca i16, align 4
  %10 = alloca i32, align 4
  %11 = alloca float, align 4
  %12 = alloca double, align 8
  %13 = alloca fp128, align 16
  %14 = alloca double, align 8
  %15 = alloca [8 x i8], align 1
  %16 = alloca [16 x i8], align 1
  %17 = alloca [16 x i8], align 1
  %18 = alloca [8 x i8], align 1
  %19 = alloca [32 x i8], align 1
  %20 = alloca [64 x i8], align 1
  %21 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store i32 0, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #3
  store i32 0, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #3
  store i32 0, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #3
  store i32 0, ptr %4, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #3
  store i32 0, ptr %5, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6) #3
  store i32 0, ptr %6, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #3
  store i64 0, ptr %7, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %8) #3
  store i8 0, ptr %8, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %9) #3
  store i16 0, ptr %9, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %10) #3
  store i32 0, ptr %10, align 4, !tbaa !6
  %22 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str, ptr noundef nonnull @.str.1, ptr noundef nonnull %1, ptr noundef nonnull %4, ptr noundef nonnull %5, ptr noundef nonnull %6, ptr noundef nonnull %7, ptr noundef nonnull %8, ptr noundef nonnull %9, ptr noundef nonnull %2) #3
  %23 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.2, ptr noundef nonnull @.str.3, ptr noundef nonnull %10, ptr noundef nonnull %3) #3
  %24 = load i32, ptr %1, align 4, !tbaa !6
  %25 = load i32, ptr %4, align 4, !tbaa !6
  %26 = load i32, ptr %5, align 4, !tbaa !6
  %27 = load i32, ptr %6, align 4, !tbaa !6
  %28 = load i64, ptr %7, align 8, !tbaa !10
  %29 = load i8, ptr %8, align 4, !tbaa !12
  %30 = sext i8 %29 to i32
  %31 = load i16, ptr %9, align 4, !tbaa !13
  %32 = zext i16 %31 to i32
  %33 = load i32, ptr %2, align 4, !tbaa !6
  %34 = load i32, ptr %10, align 4, !tbaa !6
  %35 = load i32, ptr %3, align 4, !tbaa !6
  %36 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %22, i32 noundef %24, i32 noundef %25, i32 noundef %26, i32 noundef %27, i64 noundef %28, i32 noundef %30, i32 noundef %32, i32 noundef %33, i32 noundef %23, i32 noundef %34, i32 noundef %35)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %11) #3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %13) #3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #3
  %37 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.5, ptr noundef nonnull @.str.6, ptr noundef nonnull %11, ptr noundef nonnull %12, ptr noundef nonnull %13, ptr noundef nonnull %14) #3
  %38 = load float, ptr %11, align 4, !tbaa !15
  %39 = fpext float %38 to double
  %40 = load double, ptr %12, align 8, !tbaa !17
  %41 = load fp128, ptr %13, align 16, !tbaa !19
  %42 = load double, ptr %14, align 8, !tbaa !17
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %37, double noundef %39, double noundef %40, fp128 noundef %41, double noundef %42)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %15) #3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %16) #3
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %17) #3
  %44 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.8, ptr noundef nonnull @.str.9, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17) #3
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %44, ptr noundef nonnull %15, ptr noundef nonnull %16, ptr noundef nonnull %17)
  %46 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull @.str.11, ptr noundef nonnull @.str.12, ptr noundef nonnull %1, ptr noundef nonnull %5) #3
  %47 = load i32, ptr %1, align 4, !tbaa !6
  %48 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %46, i32 noundef %47)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18) #3
  %49 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %18, i64 noundef 8, ptr noundef nonnull @.str.14, i32 noundef 123456, ptr noundef nonnull @.str.15) #3
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, i32 noundef %49, ptr noundef nonnull %18)
  %51 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef null, i64 noundef 0, ptr noundef nonnull @.str.17, double noundef 3.141590e+00, i32 noundef 42, ptr noundef nonnull @.str.18) #3
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %19) #3
  %52 = sext i32 %51 to i64
  %53 = add nsw i64 %52, 1
  %54 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull %19, i64 noundef %53, ptr noundef nonnull @.str.17, double noundef 3.141590e+00, i32 noundef 42, ptr noundef nonnull @.str.18) #3
  %55 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, i32 noundef %51, i32 noundef %54, ptr noundef nonnull %19)
  br label %59

56:                                               ; preds = %59
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.22, i32 noundef %74, double noundef %66)
  %58 = add nsw i32 %74, %46
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %19) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %17) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %16) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %15) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #3
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %13) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %11) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %10) #3
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %9) #3
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %8) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 %58

59:                                               ; preds = %0, %59
  %60 = phi i32 [ 0, %0 ], [ %75, %59 ]
  %61 = phi double [ 1.000000e+00, %0 ], [ %66, %59 ]
  %62 = phi i32 [ 0, %0 ], [ %74, %59 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %20) #3
  %63 = fmul double %61, 1.370000e+00
  %64 = uitofp nneg i32 %60 to double
  %65 = fmul double %64, 1.000000e-03
  %66 = fsub double %65, %63
  %67 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %20, i64 noundef 64, ptr noundef nonnull @.str.20, double noundef %66) #3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21) #3
  %68 = call i32 (ptr, ptr, ...) @__isoc99_sscanf(ptr noundef nonnull %20, ptr noundef nonnull @.str.21, ptr noundef nonnull %21) #3
  %69 = icmp ne i32 %68, 1
  %70 = load double, ptr %21, align 8
  %71 = fcmp une double %70, %66
  %72 = select i1 %69, i1 true, i1 %71
  %73 = zext i1 %72 to i32
  %74 = add nuw nsw i32 %62, %73
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21) #3
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %20) #3
  %75 = add nuw nsw i32 %60, 1
  %76 = icmp eq i32 %75, 500
  br i1 %76, label %56, label %59, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @__isoc99_sscanf(ptr nocapture noundef readonly, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long long", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"short", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !8, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !8, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long double", !8, i64 0}
!21 = distinct !{!21, !22}
!22 = !{!"llvm.loop.mustprogress"}
