; ModuleID = 'programs/bitint_overflow_struct.c'
source_filename = "programs/bitint_overflow_struct.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rec = type { i8, i32, i64, [5 x i8], i128, i16 }

@.str = private unnamed_addr constant [63 x i8] c"sizeof rec=%zu align=%zu off a=%zu b=%zu c=%zu d=%zu tail=%zu\0A\00", align 1
@__const.main.x24 = private unnamed_addr constant [6 x i32] [i32 8388607, i32 -8388608, i32 1, i32 -1, i32 4194304, i32 4096], align 4
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
  %1 = alloca [6 x i32], align 4
  %2 = alloca i128, align 16
  %3 = alloca %struct.rec, align 16
  %4 = alloca %struct.rec, align 16
  %5 = alloca %struct.rec, align 16
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 64, i64 noundef 16, i64 noundef 4, i64 noundef 8, i64 noundef 16, i64 noundef 32, i64 noundef 48)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %1, ptr align 4 @__const.main.x24, i64 24, i1 true)
  br label %7

7:                                                ; preds = %0, %95
  %8 = phi i64 [ 0, %0 ], [ %96, %95 ]
  %9 = phi i32 [ 0, %0 ], [ %130, %95 ]
  %10 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %8
  br label %98

11:                                               ; preds = %95
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %130)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2)
  store volatile i128 12297829382473034410, ptr %2, align 16, !tbaa !6
  %13 = load volatile i128, ptr %2, align 16, !tbaa !6
  %14 = trunc i128 %13 to i65
  %15 = tail call { i65, i1 } @llvm.umul.with.overflow.i65(i65 %14, i65 3)
  %16 = extractvalue { i65, i1 } %15, 1
  %17 = extractvalue { i65, i1 } %15, 0
  %18 = zext i1 %16 to i32
  %19 = lshr i65 %17, 64
  %20 = trunc nuw nsw i65 %19 to i64
  %21 = trunc i65 %17 to i64
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %18, i64 noundef %20, i64 noundef %21)
  %23 = load volatile i128, ptr %2, align 16, !tbaa !6
  %24 = trunc i128 %23 to i65
  %25 = icmp ugt i65 %24, 9223372036854775807
  %26 = shl i65 %24, 2
  %27 = zext i1 %25 to i32
  %28 = lshr i65 %26, 64
  %29 = trunc nuw nsw i65 %28 to i64
  %30 = trunc i65 %26 to i64
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %27, i64 noundef %29, i64 noundef %30)
  %32 = load volatile i128, ptr %2, align 16, !tbaa !6
  %33 = trunc i128 %32 to i65
  %34 = load volatile i128, ptr %2, align 16, !tbaa !6
  %35 = trunc i128 %34 to i65
  %36 = shl i65 %35, 1
  %37 = tail call { i65, i1 } @llvm.uadd.with.overflow.i65(i65 %33, i65 %36)
  %38 = extractvalue { i65, i1 } %37, 1
  %39 = zext i1 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %39)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i64 noundef -4294967296)
  %42 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef 1, i64 noundef -2147483649)
  %43 = getelementptr inbounds i8, ptr %5, i64 50
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 2 dereferenceable(14) %43, i8 0, i64 14, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #7
  store i8 82, ptr %5, align 16, !tbaa !10
  %44 = getelementptr inbounds i8, ptr %5, i64 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %44, i8 0, i64 3, i1 false)
  %45 = getelementptr inbounds i8, ptr %5, i64 4
  store i32 -1000, ptr %45, align 4, !tbaa !11
  %46 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 2147483648, ptr %46, align 8, !tbaa !13
  %47 = getelementptr inbounds i8, ptr %5, i64 16
  store <4 x i8> <i8 0, i8 30, i8 60, i8 90>, ptr %47, align 16
  %48 = getelementptr inbounds i8, ptr %5, i64 20
  store i8 120, ptr %48, align 4, !tbaa !10
  %49 = getelementptr inbounds i8, ptr %5, i64 21
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(11) %49, i8 0, i64 11, i1 false)
  %50 = getelementptr inbounds i8, ptr %5, i64 32
  store i128 18446744073709551616, ptr %50, align 16, !tbaa !6
  %51 = getelementptr inbounds i8, ptr %5, i64 48
  store i16 7, ptr %51, align 16, !tbaa !15
  call fastcc void @bump(ptr dead_on_unwind nonnull writable sret(%struct.rec) align 16 %4, ptr noundef nonnull %5, i32 noundef 5)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7
  call fastcc void @bump(ptr dead_on_unwind nonnull writable sret(%struct.rec) align 16 %3, ptr noundef nonnull %4, i32 noundef 100)
  %52 = load i8, ptr %3, align 16, !tbaa !17
  %53 = zext i8 %52 to i32
  %54 = getelementptr inbounds i8, ptr %3, i64 4
  %55 = load i32, ptr %54, align 4, !tbaa !19
  %56 = zext i32 %55 to i64
  %57 = shl i64 %56, 40
  %58 = ashr exact i64 %57, 40
  %59 = getelementptr inbounds i8, ptr %3, i64 8
  %60 = load i64, ptr %59, align 8, !tbaa !20
  %61 = shl i64 %60, 31
  %62 = ashr exact i64 %61, 31
  %63 = getelementptr inbounds i8, ptr %3, i64 16
  %64 = load i8, ptr %63, align 16, !tbaa !21
  %65 = and i8 %64, 127
  %66 = zext nneg i8 %65 to i32
  %67 = getelementptr inbounds i8, ptr %3, i64 17
  %68 = load i8, ptr %67, align 1, !tbaa !21
  %69 = and i8 %68, 127
  %70 = zext nneg i8 %69 to i32
  %71 = getelementptr inbounds i8, ptr %3, i64 18
  %72 = load i8, ptr %71, align 2, !tbaa !21
  %73 = and i8 %72, 127
  %74 = zext nneg i8 %73 to i32
  %75 = getelementptr inbounds i8, ptr %3, i64 19
  %76 = load i8, ptr %75, align 1, !tbaa !21
  %77 = and i8 %76, 127
  %78 = zext nneg i8 %77 to i32
  %79 = getelementptr inbounds i8, ptr %3, i64 20
  %80 = load i8, ptr %79, align 4, !tbaa !21
  %81 = and i8 %80, 127
  %82 = zext nneg i8 %81 to i32
  %83 = getelementptr inbounds i8, ptr %3, i64 32
  %84 = load i128, ptr %83, align 16, !tbaa !23
  %85 = trunc i128 %84 to i65
  %86 = lshr i65 %85, 64
  %87 = trunc nuw nsw i65 %86 to i64
  %88 = trunc i128 %84 to i64
  %89 = getelementptr inbounds i8, ptr %3, i64 48
  %90 = load i16, ptr %89, align 16, !tbaa !24
  %91 = sext i16 %90 to i32
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %53, i64 noundef %58, i64 noundef %62, i32 noundef %66, i32 noundef %70, i32 noundef %74, i32 noundef %78, i32 noundef %82, i64 noundef %87, i64 noundef %88, i32 noundef %91)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i64 noundef -13500000)
  %94 = add nsw i32 %130, %91
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7
  ret i32 %94

95:                                               ; preds = %141
  %96 = add nuw nsw i64 %8, 1
  %97 = icmp eq i64 %96, 6
  br i1 %97, label %11, label %7, !llvm.loop !25

98:                                               ; preds = %7, %141
  %99 = phi i64 [ 0, %7 ], [ %142, %141 ]
  %100 = phi i32 [ %9, %7 ], [ %130, %141 ]
  %101 = load volatile i32, ptr %10, align 4, !tbaa !11
  %102 = trunc i32 %101 to i24
  %103 = getelementptr inbounds [6 x i32], ptr %1, i64 0, i64 %99
  %104 = load volatile i32, ptr %103, align 4, !tbaa !11
  %105 = trunc i32 %104 to i24
  %106 = tail call { i24, i1 } @llvm.sadd.with.overflow.i24(i24 %102, i24 %105)
  %107 = extractvalue { i24, i1 } %106, 1
  %108 = zext i1 %107 to i32
  %109 = load volatile i32, ptr %10, align 4, !tbaa !11
  %110 = trunc i32 %109 to i24
  %111 = load volatile i32, ptr %103, align 4, !tbaa !11
  %112 = trunc i32 %111 to i24
  %113 = tail call { i24, i1 } @llvm.smul.with.overflow.i24(i24 %110, i24 %112)
  %114 = extractvalue { i24, i1 } %113, 1
  %115 = zext i1 %114 to i32
  %116 = load volatile i32, ptr %10, align 4, !tbaa !11
  %117 = trunc i32 %116 to i24
  %118 = load volatile i32, ptr %103, align 4, !tbaa !11
  %119 = trunc i32 %118 to i24
  %120 = sext i24 %117 to i33
  %121 = sext i24 %119 to i33
  %122 = tail call { i33, i1 } @llvm.smul.with.overflow.i33(i33 %120, i33 %121)
  %123 = extractvalue { i33, i1 } %122, 1
  %124 = zext i1 %123 to i32
  %125 = load volatile i32, ptr %10, align 4, !tbaa !11
  %126 = load volatile i32, ptr %103, align 4, !tbaa !11
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %108, i32 noundef %115, i32 noundef %124, i32 noundef 0)
  %128 = add i32 %100, %108
  %129 = add i32 %128, %115
  %130 = add i32 %129, %124
  br i1 %107, label %141, label %131

131:                                              ; preds = %98
  %132 = extractvalue { i24, i1 } %106, 0
  %133 = load volatile i32, ptr %10, align 4, !tbaa !11
  %134 = trunc i32 %133 to i24
  %135 = load volatile i32, ptr %103, align 4, !tbaa !11
  %136 = trunc i32 %135 to i24
  %137 = add nsw i24 %136, %134
  %138 = icmp eq i24 %132, %137
  br i1 %138, label %141, label %139

139:                                              ; preds = %131
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2)
  br label %141

141:                                              ; preds = %139, %131, %98
  %142 = add nuw nsw i64 %99, 1
  %143 = icmp eq i64 %142, 6
  br i1 %143, label %95, label %98, !llvm.loop !27
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
define internal fastcc void @bump(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.rec) align 16 %0, ptr nocapture noundef %1, i32 noundef %2) unnamed_addr #6 {
  %4 = getelementptr inbounds i8, ptr %1, i64 4
  %5 = load i32, ptr %4, align 4, !tbaa !19
  %6 = shl i32 %5, 8
  %7 = ashr exact i32 %6, 8
  %8 = sdiv i32 %7, 2
  %9 = add nsw i32 %8, %2
  %10 = shl i32 %9, 8
  %11 = ashr exact i32 %10, 8
  store i32 %11, ptr %4, align 4, !tbaa !19
  %12 = getelementptr inbounds i8, ptr %1, i64 8
  %13 = load i64, ptr %12, align 8, !tbaa !20
  %14 = zext i32 %2 to i64
  %15 = sub i64 %13, %14
  %16 = shl i64 %15, 31
  %17 = ashr exact i64 %16, 31
  store i64 %17, ptr %12, align 8, !tbaa !20
  %18 = trunc nuw i32 %2 to i7
  %19 = getelementptr inbounds i8, ptr %1, i64 16
  %20 = load <4 x i8>, ptr %19, align 1, !tbaa !21
  %21 = trunc <4 x i8> %20 to <4 x i7>
  %22 = insertelement <4 x i7> poison, i7 %18, i64 0
  %23 = shufflevector <4 x i7> %22, <4 x i7> poison, <4 x i32> zeroinitializer
  %24 = add <4 x i7> %23, %21
  %25 = zext <4 x i7> %24 to <4 x i8>
  store <4 x i8> %25, ptr %19, align 1, !tbaa !21
  %26 = getelementptr inbounds i8, ptr %1, i64 20
  %27 = load i8, ptr %26, align 1, !tbaa !21
  %28 = trunc i8 %27 to i7
  %29 = add i7 %28, %18
  %30 = zext i7 %29 to i8
  store i8 %30, ptr %26, align 1, !tbaa !21
  %31 = getelementptr inbounds i8, ptr %1, i64 32
  %32 = load i128, ptr %31, align 16, !tbaa !23
  %33 = trunc i128 %32 to i65
  %34 = mul i65 %33, 3
  %35 = zext i65 %34 to i128
  store i128 %35, ptr %31, align 16, !tbaa !23
  %36 = getelementptr inbounds i8, ptr %1, i64 48
  %37 = load i16, ptr %36, align 16, !tbaa !24
  %38 = add i16 %37, 1
  store i16 %38, ptr %36, align 16, !tbaa !24
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %0, ptr noundef nonnull align 16 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !28
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"_BitInt(65)", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"_BitInt(24)", !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"_BitInt(33)", !8, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !8, i64 0}
!17 = !{!18, !8, i64 0}
!18 = !{!"rec", !8, i64 0, !12, i64 4, !14, i64 8, !8, i64 16, !7, i64 32, !16, i64 48}
!19 = !{!18, !12, i64 4}
!20 = !{!18, !14, i64 8}
!21 = !{!22, !22, i64 0}
!22 = !{!"_BitInt(7)", !8, i64 0}
!23 = !{!18, !7, i64 32}
!24 = !{!18, !16, i64 48}
!25 = distinct !{!25, !26}
!26 = !{!"llvm.loop.mustprogress"}
!27 = distinct !{!27, !26}
!28 = !{i64 0, i64 1, !10, i64 4, i64 4, !11, i64 8, i64 8, !13, i64 16, i64 5, !10, i64 32, i64 16, !6, i64 48, i64 2, !15}
