; ModuleID = 'programs/bitfields_wide_straddle.c'
source_filename = "programs/bitfields_wide_straddle.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.wide = type { i64, i64, i64 }
%struct.straddle = type { i64, [3 x i8], i8, i16 }
%struct.mixed = type { i8, i8, [2 x i8], i8, i64 }

@.str = private unnamed_addr constant [40 x i8] c"sizeof wide=%zu straddle=%zu mixed=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [32 x i8] c"wide a=%llx b=%llx c=%llx d=%u\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"straddle x=%x y=%x z=%x c=%c w=%x\0A\00", align 1
@.str.3 = private unnamed_addr constant [50 x i8] c"mixed tag=%c flag=%d m=%d n=%u after=%u big=%lld\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.wide, align 16
  %2 = alloca %struct.wide, align 8
  %3 = alloca %struct.wide, align 8
  %4 = alloca %struct.straddle, align 8
  %5 = alloca %struct.mixed, align 8
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 24, i64 noundef 16, i64 noundef 16)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7
  %7 = getelementptr inbounds i8, ptr %1, i64 8
  store <2 x i64> <i64 8589934591, i64 549755813887>, ptr %1, align 16
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 9223372036854775807, ptr %8, align 16
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 16 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !6
  call fastcc void @wide_op(ptr dead_on_unwind nonnull writable sret(%struct.wide) align 8 %2, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !6
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 16 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !6
  call fastcc void @wide_op(ptr dead_on_unwind nonnull writable sret(%struct.wide) align 8 %2, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !6
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 16 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !6
  call fastcc void @wide_op(ptr dead_on_unwind nonnull writable sret(%struct.wide) align 8 %2, ptr noundef nonnull %3)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !6
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  %9 = load i64, ptr %1, align 16
  %10 = and i64 %9, 8589934591
  %11 = load i64, ptr %7, align 8
  %12 = and i64 %11, 1099511627775
  %13 = load i64, ptr %8, align 16
  %14 = and i64 %13, 9223372036854775807
  %15 = lshr i64 %13, 63
  %16 = trunc nuw nsw i64 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %10, i64 noundef %12, i64 noundef %14, i32 noundef %16)
  call fastcc void @dump(ptr noundef nonnull %1, i64 noundef 24)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #7
  %18 = getelementptr inbounds i8, ptr %4, i64 12
  store i32 0, ptr %18, align 4
  %19 = getelementptr inbounds i8, ptr %4, i64 8
  store i24 -74566, ptr %19, align 8
  %20 = getelementptr inbounds i8, ptr %4, i64 11
  store i8 99, ptr %20, align 1, !tbaa !10
  %21 = getelementptr inbounds i8, ptr %4, i64 12
  store i64 321353748757726, ptr %4, align 8
  store i16 341, ptr %21, align 4
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 703710, i32 noundef 74821, i32 noundef 16702650, i32 noundef 99, i32 noundef 341)
  call fastcc void @dump(ptr noundef nonnull %4, i64 noundef 16)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #7
  store i64 0, ptr %5, align 8
  store i8 84, ptr %5, align 8, !tbaa !14
  %23 = getelementptr inbounds i8, ptr %5, i64 1
  %24 = getelementptr inbounds i8, ptr %5, i64 4
  store i8 6, ptr %24, align 4
  %25 = getelementptr inbounds i8, ptr %5, i64 8
  store i64 26388279078969, ptr %25, align 8
  store i8 1, ptr %23, align 1
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 84, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 6, i64 noundef -8796093009863)
  call fastcc void @dump(ptr noundef nonnull %5, i64 noundef 16)
  %27 = trunc i64 %9 to i32
  %28 = and i32 %27, 127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7
  ret i32 %28
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @wide_op(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.wide) align 8 %0, ptr nocapture noundef %1) unnamed_addr #3 {
  %3 = load <2 x i64>, ptr %1, align 8
  %4 = extractelement <2 x i64> %3, i64 1
  %5 = mul i64 %4, 3
  %6 = insertelement <2 x i64> %3, i64 %5, i64 1
  %7 = add <2 x i64> %6, <i64 1, i64 1>
  %8 = and <2 x i64> %7, <i64 8589934591, i64 1099511627775>
  %9 = and <2 x i64> %3, <i64 -8589934592, i64 -1099511627776>
  %10 = or disjoint <2 x i64> %8, %9
  store <2 x i64> %10, ptr %1, align 8
  %11 = getelementptr inbounds i8, ptr %1, i64 16
  %12 = load i64, ptr %11, align 8
  %13 = xor i64 %12, -3074457345618258603
  store i64 %13, ptr %11, align 8
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @dump(ptr nocapture noundef readonly %0, i64 noundef %1) unnamed_addr #5 {
  %3 = icmp eq i64 %1, 0
  br i1 %3, label %4, label %6

4:                                                ; preds = %6, %2
  %5 = tail call i32 @putchar(i32 10)
  ret void

6:                                                ; preds = %2, %6
  %7 = phi i64 [ %12, %6 ], [ 0, %2 ]
  %8 = getelementptr inbounds i8, ptr %0, i64 %7
  %9 = load i8, ptr %8, align 1, !tbaa !7
  %10 = zext i8 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10)
  %12 = add nuw i64 %7, 1
  %13 = icmp eq i64 %12, %1
  br i1 %13, label %4, label %6, !llvm.loop !18
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{i64 0, i64 8, !7, i64 8, i64 8, !7, i64 16, i64 8, !7}
!7 = !{!8, !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !8, i64 11}
!11 = !{!"straddle", !12, i64 0, !12, i64 4, !12, i64 8, !8, i64 11, !13, i64 12}
!12 = !{!"int", !8, i64 0}
!13 = !{!"short", !8, i64 0}
!14 = !{!15, !8, i64 0}
!15 = !{!"mixed", !8, i64 0, !16, i64 1, !12, i64 1, !12, i64 1, !12, i64 4, !17, i64 8}
!16 = !{!"_Bool", !8, i64 0}
!17 = !{!"long long", !8, i64 0}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
