; ModuleID = 'programs/struct_copy_assign.c'
source_filename = "programs/struct_copy_assign.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.S129 = type { [129 x i8] }
%struct.Outer = type { %struct.S12, [4 x %struct.S3], %struct.S40 }
%struct.S12 = type { [3 x i32] }
%struct.S3 = type { [3 x i8] }
%struct.S40 = type { [5 x i64] }

@.str = private unnamed_addr constant [18 x i8] c"S3 %u%u%u %u%u%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"S6 %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"S12 %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"S129 %.5s %zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"Mat %g %g %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"Outer %x %u %llu sizes %zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"hashes %08x %08x %08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"S40 %llu %llu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.S129, align 4
  %2 = alloca %struct.Outer, align 8
  %3 = alloca %struct.Outer, align 8
  %4 = alloca %struct.Outer, align 8
  %5 = alloca %struct.Outer, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 300, i32 noundef 301)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 129, ptr nonnull %1) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(128) %1, i8 122, i64 128, i1 false)
  %11 = getelementptr inbounds i8, ptr %1, i64 128
  store i8 0, ptr %11, align 4, !tbaa !6
  store i8 65, ptr %1, align 4, !tbaa !6
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #8
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %1, i64 noundef %12)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 7.500000e+00, double noundef -1.000000e+00, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %15 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 4660, ptr %15, align 4, !tbaa !9
  %16 = getelementptr inbounds i8, ptr %2, i64 12
  store i8 9, ptr %16, align 4, !tbaa !6
  %17 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 77, ptr %17, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #7
  call fastcc void @copy_outer(ptr noundef nonnull %3, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #7
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #7
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %5, ptr noundef nonnull align 8 dereferenceable(64) %3, i64 64, i1 false), !tbaa.struct !13
  call fastcc void @modify(ptr dead_on_unwind nonnull writable sret(%struct.Outer) align 8 %4, ptr noundef nonnull %5)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #7
  %18 = getelementptr inbounds i8, ptr %4, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !9
  %20 = getelementptr inbounds i8, ptr %4, i64 21
  %21 = load i8, ptr %20, align 1, !tbaa !6
  %22 = zext i8 %21 to i32
  %23 = getelementptr inbounds i8, ptr %4, i64 56
  %24 = load i64, ptr %23, align 8, !tbaa !11
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %19, i32 noundef %22, i64 noundef %24, i64 noundef 64)
  br label %26

26:                                               ; preds = %26, %0
  %27 = phi i64 [ 0, %0 ], [ %34, %26 ]
  %28 = phi i32 [ 0, %0 ], [ %33, %26 ]
  %29 = mul i32 %28, 31
  %30 = getelementptr inbounds i8, ptr %2, i64 %27
  %31 = load i8, ptr %30, align 1, !tbaa !6
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = add nuw nsw i64 %27, 1
  %35 = icmp eq i64 %34, 64
  br i1 %35, label %36, label %26, !llvm.loop !14

36:                                               ; preds = %26, %36
  %37 = phi i64 [ %44, %36 ], [ 0, %26 ]
  %38 = phi i32 [ %43, %36 ], [ 0, %26 ]
  %39 = mul i32 %38, 31
  %40 = getelementptr inbounds i8, ptr %3, i64 %37
  %41 = load i8, ptr %40, align 1, !tbaa !6
  %42 = zext i8 %41 to i32
  %43 = add i32 %39, %42
  %44 = add nuw nsw i64 %37, 1
  %45 = icmp eq i64 %44, 64
  br i1 %45, label %46, label %36, !llvm.loop !14

46:                                               ; preds = %36, %46
  %47 = phi i64 [ %54, %46 ], [ 0, %36 ]
  %48 = phi i32 [ %53, %46 ], [ 0, %36 ]
  %49 = mul i32 %48, 31
  %50 = getelementptr inbounds i8, ptr %4, i64 %47
  %51 = load i8, ptr %50, align 1, !tbaa !6
  %52 = zext i8 %51 to i32
  %53 = add i32 %49, %52
  %54 = add nuw nsw i64 %47, 1
  %55 = icmp eq i64 %54, 64
  br i1 %55, label %56, label %46, !llvm.loop !14

56:                                               ; preds = %46
  %57 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %33, i32 noundef %43, i32 noundef %53)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile i64 1, ptr %6, align 8, !tbaa !11
  store volatile i64 5, ptr %7, align 8, !tbaa !11
  %58 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 1, i64 noundef 10)
  br label %59

59:                                               ; preds = %59, %56
  %60 = phi i64 [ 0, %56 ], [ %67, %59 ]
  %61 = phi i32 [ 0, %56 ], [ %66, %59 ]
  %62 = mul i32 %61, 31
  %63 = getelementptr inbounds i8, ptr %4, i64 %60
  %64 = load i8, ptr %63, align 1, !tbaa !6
  %65 = zext i8 %64 to i32
  %66 = add i32 %62, %65
  %67 = add nuw nsw i64 %60, 1
  %68 = icmp eq i64 %67, 64
  br i1 %68, label %69, label %59, !llvm.loop !14

69:                                               ; preds = %59
  %70 = and i32 %66, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 129, ptr nonnull %1) #7
  ret i32 %70
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @copy_outer(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %0, ptr noundef nonnull align 8 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !13
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @modify(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Outer) align 8 %0, ptr nocapture noundef %1) unnamed_addr #6 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !9
  %5 = xor i32 %4, 65535
  store i32 %5, ptr %3, align 4, !tbaa !9
  %6 = getelementptr inbounds i8, ptr %1, i64 12
  %7 = getelementptr inbounds i8, ptr %1, i64 21
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %7, ptr noundef nonnull align 4 dereferenceable(3) %6, i64 3, i1 false), !tbaa.struct !16
  %8 = getelementptr inbounds i8, ptr %1, i64 24
  %9 = load i64, ptr %8, align 8, !tbaa !11
  %10 = add i64 %9, 1
  %11 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 %10, ptr %11, align 8, !tbaa !11
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %0, ptr noundef nonnull align 8 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !13
  ret void
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
!10 = !{!"int", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = !{i64 0, i64 12, !6, i64 12, i64 12, !6, i64 24, i64 40, !6}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{i64 0, i64 3, !6}
