; ModuleID = 'programs/rotate_builtins.c'
source_filename = "programs/rotate_builtins.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [72 x i8] c"n=%3u rl8=%02x rr16=%04x rl32=%08x rr32=%08x rl64=%016llx rr64=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"const %08x %016llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 81985529216486895, ptr %1, align 8, !tbaa !6
  br label %14

2:                                                ; preds = %92
  %3 = load volatile i64, ptr %1, align 8, !tbaa !6
  %4 = trunc i64 %3 to i32
  %5 = tail call fastcc i32 @const_rot(i32 noundef %4)
  %6 = load volatile i64, ptr %1, align 8, !tbaa !6
  %7 = tail call fastcc i64 @const_rot64(i64 noundef %6)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %5, i64 noundef %7)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %86, i32 noundef %72)
  %10 = icmp eq i32 %72, 0
  %11 = trunc i64 %86 to i32
  %12 = and i32 %11, 127
  %13 = select i1 %10, i32 %12, i32 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %13

14:                                               ; preds = %0, %92
  %15 = phi i64 [ 0, %0 ], [ %93, %92 ]
  %16 = phi i64 [ 0, %0 ], [ %86, %92 ]
  %17 = phi i32 [ 0, %0 ], [ %72, %92 ]
  %18 = load volatile i64, ptr %1, align 8, !tbaa !6
  %19 = trunc i64 %18 to i8
  %20 = trunc nuw nsw i64 %15 to i32
  %21 = trunc i64 %15 to i8
  %22 = tail call fastcc i8 @rl8(i8 noundef %19, i8 noundef %21)
  %23 = load volatile i64, ptr %1, align 8, !tbaa !6
  %24 = trunc i64 %23 to i16
  %25 = trunc i64 %15 to i16
  %26 = tail call fastcc i16 @rr16(i16 noundef %24, i16 noundef %25)
  %27 = load volatile i64, ptr %1, align 8, !tbaa !6
  %28 = trunc i64 %27 to i32
  %29 = tail call fastcc i32 @rl32(i32 noundef %28, i32 noundef %20)
  %30 = load volatile i64, ptr %1, align 8, !tbaa !6
  %31 = trunc i64 %30 to i32
  %32 = tail call fastcc i32 @rr32(i32 noundef %31, i32 noundef %20)
  %33 = load volatile i64, ptr %1, align 8, !tbaa !6
  %34 = tail call fastcc i64 @rl64(i64 noundef %33, i64 noundef %15)
  %35 = load volatile i64, ptr %1, align 8, !tbaa !6
  %36 = tail call fastcc i64 @rr64(i64 noundef %35, i64 noundef %15)
  %37 = load volatile i64, ptr %1, align 8, !tbaa !6
  %38 = trunc i64 %37 to i32
  %39 = tail call fastcc i32 @idiom32(i32 noundef %38, i32 noundef %20)
  %40 = icmp ne i32 %29, %39
  %41 = zext i1 %40 to i32
  %42 = add nsw i32 %17, %41
  %43 = load volatile i64, ptr %1, align 8, !tbaa !6
  %44 = tail call fastcc i64 @idiom64r(i64 noundef %43, i32 noundef %20)
  %45 = icmp ne i64 %36, %44
  %46 = zext i1 %45 to i32
  %47 = add nsw i32 %42, %46
  %48 = zext i8 %22 to i32
  %49 = load volatile i64, ptr %1, align 8, !tbaa !6
  %50 = trunc i64 %49 to i8
  %51 = tail call fastcc i8 @idiom8(i8 noundef %50, i32 noundef %20)
  %52 = icmp ne i8 %22, %51
  %53 = zext i1 %52 to i32
  %54 = add nsw i32 %47, %53
  %55 = tail call fastcc i32 @rr32(i32 noundef %29, i32 noundef %20)
  %56 = load volatile i64, ptr %1, align 8, !tbaa !6
  %57 = trunc i64 %56 to i32
  %58 = icmp eq i32 %55, %57
  br i1 %58, label %59, label %63

59:                                               ; preds = %14
  %60 = tail call fastcc i64 @rl64(i64 noundef %36, i64 noundef %15)
  %61 = load volatile i64, ptr %1, align 8, !tbaa !6
  %62 = icmp eq i64 %60, %61
  br i1 %62, label %65, label %63

63:                                               ; preds = %59, %14
  %64 = add nsw i32 %54, 1
  br label %65

65:                                               ; preds = %63, %59
  %66 = phi i32 [ %64, %63 ], [ %54, %59 ]
  %67 = tail call fastcc i16 @idiom16(i16 noundef %26, i32 noundef %20)
  %68 = load volatile i64, ptr %1, align 8, !tbaa !6
  %69 = trunc i64 %68 to i16
  %70 = icmp ne i16 %67, %69
  %71 = zext i1 %70 to i32
  %72 = add nsw i32 %66, %71
  %73 = mul i64 %16, 1000003
  %74 = zext i8 %22 to i64
  %75 = xor i64 %73, %74
  %76 = zext i16 %26 to i64
  %77 = shl nuw nsw i64 %76, 8
  %78 = xor i64 %75, %77
  %79 = zext i32 %29 to i64
  %80 = shl nuw nsw i64 %79, 24
  %81 = xor i64 %78, %80
  %82 = zext i32 %32 to i64
  %83 = xor i64 %81, %82
  %84 = shl i64 %36, 3
  %85 = xor i64 %83, %84
  %86 = xor i64 %85, %34
  %87 = urem i8 %21, 9
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %89, label %92

89:                                               ; preds = %65
  %90 = zext i16 %26 to i32
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20, i32 noundef %48, i32 noundef %90, i32 noundef %29, i32 noundef %32, i64 noundef %34, i64 noundef %36)
  br label %92

92:                                               ; preds = %89, %65
  %93 = add nuw nsw i64 %15, 1
  %94 = icmp eq i64 %93, 130
  br i1 %94, label %2, label %14, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @rl8(i8 noundef %0, i8 noundef %1) unnamed_addr #2 {
  %3 = tail call i8 @llvm.fshl.i8(i8 %0, i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @rr16(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
  %3 = tail call i16 @llvm.fshr.i16(i16 %0, i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @rl32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @rr32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.fshr.i32(i32 %0, i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @rl64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @rr64(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @idiom32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @idiom64r(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i32 %1 to i64
  %4 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %0, i64 %3)
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @idiom8(i8 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i8
  %4 = tail call i8 @llvm.fshl.i8(i8 %0, i8 %0, i8 %3)
  ret i8 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @idiom16(i16 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = trunc i32 %1 to i16
  %4 = tail call i16 @llvm.fshl.i16(i16 %0, i16 %0, i16 %3)
  ret i16 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @const_rot(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 7)
  %3 = tail call i32 @llvm.fshl.i32(i32 %0, i32 %0, i32 19)
  %4 = xor i32 %2, %3
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @const_rot64(i64 noundef %0) unnamed_addr #2 {
  %2 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %0, i64 1)
  %3 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %0, i64 32)
  %4 = add i64 %2, %3
  ret i64 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.fshl.i8(i8, i8, i8) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshr.i16(i16, i16, i16) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshr.i32(i32, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshl.i16(i16, i16, i16) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
