; ModuleID = 'programs/bitint_overflow_struct.c'
source_filename = "programs/bitint_overflow_struct.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.rec = type <{ i8, [3 x i8], i32, i64, [5 x i8], [3 x i8], i128, i16, [6 x i8] }>

@.str = private unnamed_addr constant [63 x i8] c"sizeof rec=%zu align=%zu off a=%zu b=%zu c=%zu d=%zu tail=%zu\0A\00", align 1
@__const.main.x24 = private unnamed_addr constant [6 x i32] [i32 8388607, i32 -8388608, i32 1, i32 -1, i32 4194304, i32 4096], align 16
@.str.1 = private unnamed_addr constant [10 x i8] c"%d%d%d%d \00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"bad add \00", align 1
@.str.3 = private unnamed_addr constant [29 x i8] c"\0Amul24 overflows counted %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"u65 %d %llx/%016llx \00", align 1
@.str.5 = private unnamed_addr constant [17 x i8] c"%d %llx/%016llx \00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [31 x i8] c"s33 2^31+2^31 ovf=%d val=%lld\0A\00", align 1
@.str.8 = private unnamed_addr constant [30 x i8] c"s33 near max ovf=%d val=%lld\0A\00", align 1
@.str.9 = private unnamed_addr constant [66 x i8] c"q: %c a=%lld b=%lld c=%d,%d,%d,%d,%d d_hi=%llx d_lo=%llx tail=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [14 x i8] c"arr sum %lld\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i32], align 16
  %2 = alloca i128, align 16
  %3 = alloca %struct.rec, align 8
  %4 = alloca %struct.rec, align 8
  %5 = alloca %struct.rec, align 8
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 48, i64 noundef 8, i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 24, i64 noundef 40)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.x24, i64 24, i1 true)
  br label %7

7:                                                ; preds = %0, %91
  %8 = phi i64 [ 0, %0 ], [ %92, %91 ]
  %9 = phi i32 [ 0, %0 ], [ %126, %91 ]
  %10 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %8
  br label %94

11:                                               ; preds = %91
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %126)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  store volatile i128 12297829382473034410, ptr %2, align 16, !tbaa !5
  %13 = load volatile i128, ptr %2, align 16, !tbaa !5
  %14 = trunc i128 %13 to i65
  %15 = tail call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %14, i65 3)
  %16 = extractvalue { i65, i1 } %15, 1
  %17 = extractvalue { i65, i1 } %15, 0
  %18 = zext i1 %16 to i32
  %19 = lshr i65 %17, 64
  %20 = trunc nuw nsw i65 %19 to i64
  %21 = trunc i65 %17 to i64
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %18, i64 noundef %20, i64 noundef %21)
  %23 = load volatile i128, ptr %2, align 16, !tbaa !5
  %24 = trunc i128 %23 to i65
  %25 = icmp ugt i65 %24, 9223372036854775807
  %26 = shl i65 %24, 2
  %27 = zext i1 %25 to i32
  %28 = lshr i65 %26, 64
  %29 = trunc nuw nsw i65 %28 to i64
  %30 = trunc i65 %26 to i64
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %27, i64 noundef %29, i64 noundef %30)
  %32 = load volatile i128, ptr %2, align 16, !tbaa !5
  %33 = trunc i128 %32 to i65
  %34 = load volatile i128, ptr %2, align 16, !tbaa !5
  %35 = trunc i128 %34 to i65
  %36 = shl i65 %35, 1
  %37 = tail call { i65, i1 } @llvm.uadd.with.overflow.i65(i65 %33, i65 %36)
  %38 = extractvalue { i65, i1 } %37, 1
  %39 = zext i1 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %39)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i64 noundef -4294967296)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i64 noundef -2147483649)
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %3) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %3, i8 0, i64 48, i1 false)
  store i8 82, ptr %3, align 8, !tbaa !9
  %43 = getelementptr inbounds i8, ptr %3, i64 4
  store i32 -1000, ptr %43, align 4, !tbaa !14
  %44 = getelementptr inbounds i8, ptr %3, i64 8
  store i64 2147483648, ptr %44, align 8, !tbaa !15
  %45 = getelementptr inbounds i8, ptr %3, i64 17
  store <4 x i8> <i8 30, i8 60, i8 90, i8 120>, ptr %45, align 1, !tbaa !16
  %46 = getelementptr inbounds i8, ptr %3, i64 24
  store i128 18446744073709551616, ptr %46, align 8, !tbaa !18
  %47 = getelementptr inbounds i8, ptr %3, i64 40
  store i16 7, ptr %47, align 8, !tbaa !19
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %4) #7
  call fastcc void @bump(ptr dead_on_unwind nonnull writable sret(%struct.rec) align 8 %5, ptr noundef nonnull byval(%struct.rec) align 8 %3, i32 noundef 5)
  call fastcc void @bump(ptr dead_on_unwind nonnull writable sret(%struct.rec) align 8 %4, ptr noundef nonnull byval(%struct.rec) align 8 %5, i32 noundef 100)
  %48 = load i8, ptr %4, align 8, !tbaa !9
  %49 = sext i8 %48 to i32
  %50 = getelementptr inbounds i8, ptr %4, i64 4
  %51 = load i32, ptr %50, align 4, !tbaa !14
  %52 = zext i32 %51 to i64
  %53 = shl i64 %52, 40
  %54 = ashr exact i64 %53, 40
  %55 = getelementptr inbounds i8, ptr %4, i64 8
  %56 = load i64, ptr %55, align 8, !tbaa !15
  %57 = shl i64 %56, 31
  %58 = ashr exact i64 %57, 31
  %59 = getelementptr inbounds i8, ptr %4, i64 16
  %60 = load i8, ptr %59, align 8, !tbaa !16
  %61 = and i8 %60, 127
  %62 = zext nneg i8 %61 to i32
  %63 = getelementptr inbounds i8, ptr %4, i64 17
  %64 = load i8, ptr %63, align 1, !tbaa !16
  %65 = and i8 %64, 127
  %66 = zext nneg i8 %65 to i32
  %67 = getelementptr inbounds i8, ptr %4, i64 18
  %68 = load i8, ptr %67, align 2, !tbaa !16
  %69 = and i8 %68, 127
  %70 = zext nneg i8 %69 to i32
  %71 = getelementptr inbounds i8, ptr %4, i64 19
  %72 = load i8, ptr %71, align 1, !tbaa !16
  %73 = and i8 %72, 127
  %74 = zext nneg i8 %73 to i32
  %75 = getelementptr inbounds i8, ptr %4, i64 20
  %76 = load i8, ptr %75, align 4, !tbaa !16
  %77 = and i8 %76, 127
  %78 = zext nneg i8 %77 to i32
  %79 = getelementptr inbounds i8, ptr %4, i64 24
  %80 = load i128, ptr %79, align 8, !tbaa !18
  %81 = trunc i128 %80 to i65
  %82 = lshr i65 %81, 64
  %83 = trunc nuw nsw i65 %82 to i64
  %84 = trunc i128 %80 to i64
  %85 = getelementptr inbounds i8, ptr %4, i64 40
  %86 = load i16, ptr %85, align 8, !tbaa !19
  %87 = sext i16 %86 to i32
  %88 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %49, i64 noundef %54, i64 noundef %58, i32 noundef %62, i32 noundef %66, i32 noundef %70, i32 noundef %74, i32 noundef %78, i64 noundef %83, i64 noundef %84, i32 noundef %87)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -13500000)
  %90 = add nsw i32 %126, %87
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7
  ret i32 %90

91:                                               ; preds = %137
  %92 = add nuw nsw i64 %8, 1
  %93 = icmp eq i64 %92, 6
  br i1 %93, label %11, label %7, !llvm.loop !20

94:                                               ; preds = %7, %137
  %95 = phi i64 [ 0, %7 ], [ %138, %137 ]
  %96 = phi i32 [ %9, %7 ], [ %126, %137 ]
  %97 = load volatile i32, ptr %10, align 4, !tbaa !22
  %98 = trunc i32 %97 to i24
  %99 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %95
  %100 = load volatile i32, ptr %99, align 4, !tbaa !22
  %101 = trunc i32 %100 to i24
  %102 = tail call { i24, i1 } @llvm.sadd.with.overflow.i24(i24 %98, i24 %101)
  %103 = extractvalue { i24, i1 } %102, 1
  %104 = zext i1 %103 to i32
  %105 = load volatile i32, ptr %10, align 4, !tbaa !22
  %106 = trunc i32 %105 to i24
  %107 = load volatile i32, ptr %99, align 4, !tbaa !22
  %108 = trunc i32 %107 to i24
  %109 = tail call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %106, i24 %108)
  %110 = extractvalue { i24, i1 } %109, 1
  %111 = zext i1 %110 to i32
  %112 = load volatile i32, ptr %10, align 4, !tbaa !22
  %113 = trunc i32 %112 to i24
  %114 = load volatile i32, ptr %99, align 4, !tbaa !22
  %115 = trunc i32 %114 to i24
  %116 = sext i24 %113 to i33
  %117 = sext i24 %115 to i33
  %118 = tail call { i33, i1 } @llvm.smul.with.overflow.i33(i33 %116, i33 %117)
  %119 = extractvalue { i33, i1 } %118, 1
  %120 = zext i1 %119 to i32
  %121 = load volatile i32, ptr %10, align 4, !tbaa !22
  %122 = load volatile i32, ptr %99, align 4, !tbaa !22
  %123 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %104, i32 noundef %111, i32 noundef %120, i32 noundef 0)
  %124 = add i32 %96, %104
  %125 = add i32 %124, %111
  %126 = add i32 %125, %120
  br i1 %103, label %137, label %127

127:                                              ; preds = %94
  %128 = extractvalue { i24, i1 } %102, 0
  %129 = load volatile i32, ptr %10, align 4, !tbaa !22
  %130 = trunc i32 %129 to i24
  %131 = load volatile i32, ptr %99, align 4, !tbaa !22
  %132 = trunc i32 %131 to i24
  %133 = add nsw i24 %132, %130
  %134 = icmp eq i24 %128, %133
  br i1 %134, label %137, label %135

135:                                              ; preds = %127
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  br label %137

137:                                              ; preds = %135, %127, %94
  %138 = add nuw nsw i64 %95, 1
  %139 = icmp eq i64 %138, 6
  br i1 %139, label %91, label %94, !llvm.loop !23
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.sadd.with.overflow.i24(i24, i24) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i24, i1 } @llvm.smul.with.overflow.i24(i24, i24) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i33, i1 } @llvm.smul.with.overflow.i33(i33, i33) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.umul.with.overflow.i65(i65, i65) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i65, i1 } @llvm.uadd.with.overflow.i65(i65, i65) #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @bump(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.rec) align 8 %0, ptr nocapture noundef byval(%struct.rec) align 8 %1, i32 noundef %2) unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !14
  %6 = shl i32 %5, 8
  %7 = ashr exact i32 %6, 8
  %8 = sdiv i32 %7, 2
  %9 = add nsw i32 %8, %2
  %10 = shl i32 %9, 8
  %11 = ashr exact i32 %10, 8
  store i32 %11, ptr %4, align 4, !tbaa !14
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !15
  %14 = zext i32 %2 to i64
  %15 = sub i64 %13, %14
  %16 = shl i64 %15, 31
  %17 = ashr exact i64 %16, 31
  store i64 %17, ptr %12, align 8, !tbaa !15
  %18 = trunc i32 %2 to i8
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = load <4 x i8>, ptr %19, align 8, !tbaa !16
  %21 = insertelement <4 x i8> poison, i8 %18, i64 0
  %22 = shufflevector <4 x i8> %21, <4 x i8> poison, <4 x i32> zeroinitializer
  %23 = add <4 x i8> %20, %22
  %24 = and <4 x i8> %23, <i8 127, i8 127, i8 127, i8 127>
  store <4 x i8> %24, ptr %19, align 8, !tbaa !16
  %25 = getelementptr inbounds i8, ptr %1, i64 20
  %26 = load i8, ptr %25, align 4, !tbaa !16
  %27 = add i8 %26, %18
  %28 = and i8 %27, 127
  store i8 %28, ptr %25, align 4, !tbaa !16
  %29 = getelementptr inbounds i8, ptr %1, i64 24
  %30 = load i128, ptr %29, align 8, !tbaa !18
  %31 = trunc i128 %30 to i65
  %32 = mul i65 %31, 3
  %33 = zext i65 %32 to i128
  store i128 %33, ptr %29, align 8, !tbaa !18
  %34 = getelementptr inbounds i8, ptr %1, i64 40
  %35 = load i16, ptr %34, align 8, !tbaa !19
  %36 = add i16 %35, 1
  store i16 %36, ptr %34, align 8, !tbaa !19
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(48) %0, ptr noundef nonnull align 8 dereferenceable(48) %1, i64 48, i1 false), !tbaa.struct !24
  ret void
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"_BitInt(65)", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !7, i64 0}
!10 = !{!"rec", !7, i64 0, !11, i64 4, !12, i64 8, !7, i64 16, !6, i64 24, !13, i64 40}
!11 = !{!"_BitInt(24)", !7, i64 0}
!12 = !{!"_BitInt(33)", !7, i64 0}
!13 = !{!"short", !7, i64 0}
!14 = !{!10, !11, i64 4}
!15 = !{!10, !12, i64 8}
!16 = !{!17, !17, i64 0}
!17 = !{!"_BitInt(7)", !7, i64 0}
!18 = !{!10, !6, i64 24}
!19 = !{!10, !13, i64 40}
!20 = distinct !{!20, !21}
!21 = !{!"llvm.loop.mustprogress"}
!22 = !{!11, !11, i64 0}
!23 = distinct !{!23, !21}
!24 = !{i64 0, i64 1, !25, i64 4, i64 4, !22, i64 8, i64 8, !26, i64 16, i64 5, !25, i64 24, i64 16, !5, i64 40, i64 2, !27}
!25 = !{!7, !7, i64 0}
!26 = !{!12, !12, i64 0}
!27 = !{!13, !13, i64 0}
