; ModuleID = 'programs/bitfields_wide_straddle.c'
source_filename = "programs/bitfields_wide_straddle.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

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
  %1 = alloca %struct.wide, align 8
  %2 = alloca %struct.wide, align 8
  %3 = alloca %struct.straddle, align 8
  %4 = alloca %struct.mixed, align 8
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 24, i64 noundef 16, i64 noundef 16)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #7
  store i64 8589934591, ptr %1, align 8
  %6 = getelementptr inbounds i8, ptr %1, i64 8
  store i64 549755813887, ptr %6, align 8
  %7 = getelementptr inbounds i8, ptr %1, i64 16
  store i64 9223372036854775807, ptr %7, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call fastcc void @wide_op(ptr dead_on_unwind nonnull writable sret(%struct.wide) align 8 %2, ptr noundef nonnull byval(%struct.wide) align 8 %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call fastcc void @wide_op(ptr dead_on_unwind nonnull writable sret(%struct.wide) align 8 %2, ptr noundef nonnull byval(%struct.wide) align 8 %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #7
  call fastcc void @wide_op(ptr dead_on_unwind nonnull writable sret(%struct.wide) align 8 %2, ptr noundef nonnull byval(%struct.wide) align 8 %1)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %1, ptr noundef nonnull align 8 dereferenceable(24) %2, i64 24, i1 false), !tbaa.struct !5
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #7
  %8 = load i64, ptr %1, align 8
  %9 = and i64 %8, 8589934591
  %10 = load i64, ptr %6, align 8
  %11 = and i64 %10, 1099511627775
  %12 = load i64, ptr %7, align 8
  %13 = and i64 %12, 9223372036854775807
  %14 = lshr i64 %12, 63
  %15 = trunc nuw nsw i64 %14 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %9, i64 noundef %11, i64 noundef %13, i32 noundef %15)
  call fastcc void @dump(ptr noundef nonnull %1, i64 noundef 24)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %3) #7
  %17 = getelementptr inbounds i8, ptr %3, i64 12
  store i32 0, ptr %17, align 4
  %18 = getelementptr inbounds i8, ptr %3, i64 8
  store i24 -74566, ptr %18, align 8
  %19 = getelementptr inbounds i8, ptr %3, i64 11
  store i8 99, ptr %19, align 1, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %3, i64 12
  store i64 321353748757726, ptr %3, align 8
  store i16 341, ptr %20, align 4
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 703710, i32 noundef 74821, i32 noundef 16702650, i32 noundef 99, i32 noundef 341)
  call fastcc void @dump(ptr noundef nonnull %3, i64 noundef 16)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %4) #7
  store i64 0, ptr %4, align 8
  store i8 84, ptr %4, align 8, !tbaa !13
  %22 = getelementptr inbounds i8, ptr %4, i64 1
  %23 = getelementptr inbounds i8, ptr %4, i64 4
  store i8 6, ptr %23, align 4
  %24 = getelementptr inbounds i8, ptr %4, i64 8
  store i64 26388279078969, ptr %24, align 8
  store i8 1, ptr %22, align 1
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 84, i32 noundef 1, i32 noundef 0, i32 noundef 0, i32 noundef 6, i64 noundef -8796093009863)
  call fastcc void @dump(ptr noundef nonnull %4, i64 noundef 16)
  %26 = trunc i64 %8 to i32
  %27 = and i32 %26, 127
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #7
  ret i32 %27
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @wide_op(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.wide) align 8 %0, ptr nocapture noundef byval(%struct.wide) align 8 %1) unnamed_addr #3 {
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %0, ptr noundef nonnull align 8 dereferenceable(24) %1, i64 24, i1 false), !tbaa.struct !5
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
  %9 = load i8, ptr %8, align 1, !tbaa !6
  %10 = zext i8 %9 to i32
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %10)
  %12 = add nuw i64 %7, 1
  %13 = icmp eq i64 %12, %1
  br i1 %13, label %4, label %6, !llvm.loop !17
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{i64 0, i64 8, !6, i64 8, i64 8, !6, i64 16, i64 8, !6}
!6 = !{!7, !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !7, i64 11}
!10 = !{!"straddle", !11, i64 0, !11, i64 4, !11, i64 8, !7, i64 11, !12, i64 12}
!11 = !{!"int", !7, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = !{!14, !7, i64 0}
!14 = !{!"mixed", !7, i64 0, !15, i64 1, !11, i64 1, !11, i64 1, !11, i64 4, !16, i64 8}
!15 = !{!"_Bool", !7, i64 0}
!16 = !{!"long long", !7, i64 0}
!17 = distinct !{!17, !18}
!18 = !{!"llvm.loop.mustprogress"}
