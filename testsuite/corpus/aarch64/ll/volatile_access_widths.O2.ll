; ModuleID = 'programs/volatile_access_widths.c'
source_filename = "programs/volatile_access_widths.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.regs = type { i32, i32, i32 }

@v8 = internal global i8 0, align 4
@v16 = internal global i16 0, align 4
@v32 = internal global i32 0, align 4
@v64 = internal global i64 0, align 8
@vf = internal global float 0.000000e+00, align 4
@vd = internal global double 0.000000e+00, align 8
@.str = private unnamed_addr constant [59 x i8] c"v8=%u v16=%u v32=%08x v64=%016llx vf=%g vd=%.6f h=%016llx\0A\00", align 1
@__const.main.r = private unnamed_addr constant %struct.regs { i32 1, i32 2, i32 3 }, align 4
@.str.1 = private unnamed_addr constant [34 x i8] c"regs ctrl=%x status=%u poll=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [31 x i8] c"flags a=%u b=%u c=%u size=%zu\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"x=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.regs, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  br label %26

6:                                                ; preds = %26
  %7 = load volatile i8, ptr @v8, align 4, !tbaa !6
  %8 = zext i8 %7 to i32
  %9 = load volatile i16, ptr @v16, align 4, !tbaa !9
  %10 = zext i16 %9 to i32
  %11 = load volatile i32, ptr @v32, align 4, !tbaa !11
  %12 = load volatile i64, ptr @v64, align 8, !tbaa !13
  %13 = load volatile float, ptr @vf, align 4, !tbaa !15
  %14 = fpext float %13 to double
  %15 = load volatile double, ptr @vd, align 8, !tbaa !17
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, i32 noundef %10, i32 noundef %11, i64 noundef %12, double noundef %14, double noundef %15, i64 noundef %63)
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %1) #5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(12) %1, ptr noundef nonnull align 4 dereferenceable(12) @__const.main.r, i64 12, i1 false)
  %17 = load volatile i32, ptr %1, align 4, !tbaa !19
  %18 = or i32 %17, 128
  store volatile i32 %18, ptr %1, align 4, !tbaa !19
  %19 = load volatile i32, ptr %1, align 4, !tbaa !19
  %20 = add i32 %19, 3
  %21 = getelementptr inbounds i8, ptr %1, i64 4
  store volatile i32 %20, ptr %21, align 4, !tbaa !21
  %22 = load volatile i32, ptr %1, align 4, !tbaa !19
  %23 = load volatile i32, ptr %21, align 4, !tbaa !21
  %24 = call fastcc i64 @poll(ptr noundef nonnull %1)
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %22, i32 noundef %23, i64 noundef %24)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2)
  store i32 0, ptr %2, align 4
  br label %80

26:                                               ; preds = %0, %26
  %27 = phi i32 [ 0, %0 ], [ %64, %26 ]
  %28 = phi i64 [ 0, %0 ], [ %63, %26 ]
  %29 = load volatile i8, ptr @v8, align 4, !tbaa !6
  %30 = add i8 %29, 3
  store volatile i8 %30, ptr @v8, align 4, !tbaa !6
  %31 = load volatile i16, ptr @v16, align 4, !tbaa !9
  %32 = mul i16 %31, 3
  %33 = add i16 %32, 1
  store volatile i16 %33, ptr @v16, align 4, !tbaa !9
  %34 = trunc nuw i32 %27 to i8
  %35 = urem i8 %34, 25
  %36 = zext nneg i8 %35 to i32
  %37 = shl nuw nsw i32 %27, %36
  %38 = load volatile i32, ptr @v32, align 4, !tbaa !11
  %39 = xor i32 %38, %37
  store volatile i32 %39, ptr @v32, align 4, !tbaa !11
  %40 = load volatile i32, ptr @v32, align 4, !tbaa !11
  %41 = zext i32 %40 to i64
  %42 = load volatile i16, ptr @v16, align 4, !tbaa !9
  %43 = zext i16 %42 to i64
  %44 = mul nuw nsw i64 %43, %41
  %45 = load volatile i64, ptr @v64, align 8, !tbaa !13
  %46 = add i64 %44, %45
  store volatile i64 %46, ptr @v64, align 8, !tbaa !13
  %47 = load volatile float, ptr @vf, align 4, !tbaa !15
  %48 = fadd float %47, 5.000000e-01
  store volatile float %48, ptr @vf, align 4, !tbaa !15
  %49 = load volatile double, ptr @vd, align 8, !tbaa !17
  %50 = fmul double %49, 1.010000e+00
  %51 = fadd double %50, 1.000000e+00
  store volatile double %51, ptr @vd, align 8, !tbaa !17
  %52 = mul i64 %28, 31
  %53 = load volatile i8, ptr @v8, align 4, !tbaa !6
  %54 = zext i8 %53 to i64
  %55 = add i64 %52, %54
  %56 = load volatile i16, ptr @v16, align 4, !tbaa !9
  %57 = zext i16 %56 to i64
  %58 = add i64 %55, %57
  %59 = load volatile i32, ptr @v32, align 4, !tbaa !11
  %60 = zext i32 %59 to i64
  %61 = add i64 %58, %60
  %62 = load volatile i64, ptr @v64, align 8, !tbaa !13
  %63 = add i64 %61, %62
  %64 = add nuw nsw i32 %27, 1
  %65 = icmp eq i32 %64, 100
  br i1 %65, label %6, label %26, !llvm.loop !22

66:                                               ; preds = %80
  %67 = load volatile i32, ptr %2, align 4
  %68 = and i32 %67, 7
  %69 = load volatile i32, ptr %2, align 4
  %70 = lshr i32 %69, 3
  %71 = and i32 %70, 127
  %72 = load volatile i32, ptr %2, align 4
  %73 = lshr i32 %72, 10
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %68, i32 noundef %71, i32 noundef %73, i64 noundef 4)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #5
  store volatile i32 5, ptr %3, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile ptr %3, ptr %4, align 8, !tbaa !24
  %75 = load volatile ptr, ptr %4, align 8, !tbaa !24
  %76 = load volatile i32, ptr %75, align 4, !tbaa !11
  %77 = add nsw i32 %76, 10
  store volatile i32 %77, ptr %75, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5)
  store volatile i32 0, ptr %5, align 4, !tbaa !11
  %78 = load volatile i32, ptr %5, align 4, !tbaa !11
  %79 = icmp slt i32 %78, 10
  br i1 %79, label %108, label %103

80:                                               ; preds = %6, %80
  %81 = phi i32 [ 0, %6 ], [ %101, %80 ]
  %82 = load volatile i32, ptr %2, align 4
  %83 = add i32 %82, 1
  %84 = load volatile i32, ptr %2, align 4
  %85 = and i32 %83, 7
  %86 = and i32 %84, -8
  %87 = or disjoint i32 %86, %85
  store volatile i32 %87, ptr %2, align 4
  %88 = load volatile i32, ptr %2, align 4
  %89 = load volatile i32, ptr %2, align 4
  %90 = add i32 %88, 40
  %91 = and i32 %90, 1016
  %92 = and i32 %89, -1017
  %93 = or disjoint i32 %92, %91
  store volatile i32 %93, ptr %2, align 4
  %94 = load volatile i32, ptr %2, align 4
  %95 = lshr i32 %94, 10
  %96 = load volatile i32, ptr %2, align 4
  %97 = mul i32 %95, 3072
  %98 = add i32 %97, 1024
  %99 = and i32 %96, 1023
  %100 = or disjoint i32 %98, %99
  store volatile i32 %100, ptr %2, align 4
  %101 = add nuw nsw i32 %81, 1
  %102 = icmp eq i32 %101, 20
  br i1 %102, label %66, label %80, !llvm.loop !26

103:                                              ; preds = %108, %66
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5)
  %104 = load volatile i32, ptr %3, align 4, !tbaa !11
  %105 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %104)
  %106 = trunc i64 %63 to i32
  %107 = and i32 %106, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %1) #5
  ret i32 %107

108:                                              ; preds = %66, %108
  %109 = load volatile i32, ptr %5, align 4, !tbaa !11
  %110 = load volatile i32, ptr %3, align 4, !tbaa !11
  %111 = add nsw i32 %110, %109
  store volatile i32 %111, ptr %3, align 4, !tbaa !11
  %112 = load volatile i32, ptr %5, align 4, !tbaa !11
  %113 = add nsw i32 %112, 1
  store volatile i32 %113, ptr %5, align 4, !tbaa !11
  %114 = load volatile i32, ptr %5, align 4, !tbaa !11
  %115 = icmp slt i32 %114, 10
  br i1 %115, label %108, label %103, !llvm.loop !27
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable
define internal fastcc i64 @poll(ptr noundef %0) unnamed_addr #4 {
  %2 = load volatile i32, ptr %0, align 4, !tbaa !11
  %3 = zext i32 %2 to i64
  %4 = load volatile i32, ptr %0, align 4, !tbaa !11
  %5 = zext i32 %4 to i64
  %6 = add nuw nsw i64 %3, %5
  %7 = load volatile i32, ptr %0, align 4, !tbaa !11
  %8 = zext i32 %7 to i64
  %9 = add nuw nsw i64 %6, %8
  %10 = load volatile i32, ptr %0, align 4, !tbaa !11
  %11 = zext i32 %10 to i64
  %12 = add nuw nsw i64 %9, %11
  %13 = load volatile i32, ptr %0, align 4, !tbaa !11
  %14 = zext i32 %13 to i64
  %15 = add nuw nsw i64 %12, %14
  %16 = load volatile i32, ptr %0, align 4, !tbaa !11
  %17 = zext i32 %16 to i64
  %18 = add nuw nsw i64 %15, %17
  %19 = load volatile i32, ptr %0, align 4, !tbaa !11
  %20 = zext i32 %19 to i64
  %21 = add nuw nsw i64 %18, %20
  %22 = load volatile i32, ptr %0, align 4, !tbaa !11
  %23 = zext i32 %22 to i64
  %24 = add nuw nsw i64 %21, %23
  %25 = load volatile i32, ptr %0, align 4, !tbaa !11
  %26 = zext i32 %25 to i64
  %27 = add nuw nsw i64 %24, %26
  %28 = load volatile i32, ptr %0, align 4, !tbaa !11
  %29 = zext i32 %28 to i64
  %30 = add nuw nsw i64 %27, %29
  ret i64 %30
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"float", !7, i64 0}
!17 = !{!18, !18, i64 0}
!18 = !{!"double", !7, i64 0}
!19 = !{!20, !12, i64 0}
!20 = !{!"regs", !12, i64 0, !12, i64 4, !12, i64 8}
!21 = !{!20, !12, i64 4}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.mustprogress"}
!24 = !{!25, !25, i64 0}
!25 = !{!"any pointer", !7, i64 0}
!26 = distinct !{!26, !23}
!27 = distinct !{!27, !23}
