; ModuleID = 'programs/minmax_abs_select.c'
source_filename = "programs/minmax_abs_select.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [16 x i64] [i64 -9223372036854775807, i64 -4000000000, i64 -70000, i64 -129, i64 -128, i64 -1, i64 0, i64 1, i64 127, i64 128, i64 255, i64 256, i64 40000, i64 70000, i64 4000000000, i64 9223372036854775807], align 8
@.str = private unnamed_addr constant [21 x i8] c"minmax hash %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [64 x i8] c"%20lld sign=%2d abs=%20lld llabs=%20lld labs32=%ld imaxabs=%ld\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [4 x i32] [i32 10, i32 20, i32 30, i32 40], align 4
@.str.2 = private unnamed_addr constant [47 x i8] c"select_load %d %d select_index %d %d umin3 %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i64], align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #10
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %1, ptr align 8 @__const.main.v, i64 128, i1 true)
  br label %4

4:                                                ; preds = %0, %10
  %5 = phi i64 [ 0, %0 ], [ %11, %10 ]
  %6 = phi i64 [ 0, %0 ], [ %55, %10 ]
  %7 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %5
  br label %13

8:                                                ; preds = %10
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %55)
  br label %66

10:                                               ; preds = %13
  %11 = add nuw nsw i64 %5, 1
  %12 = icmp eq i64 %11, 16
  br i1 %12, label %8, label %4, !llvm.loop !6

13:                                               ; preds = %4, %13
  %14 = phi i64 [ 0, %4 ], [ %56, %13 ]
  %15 = phi i64 [ %6, %4 ], [ %55, %13 ]
  %16 = load volatile i64, ptr %7, align 8, !tbaa !8
  %17 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %14
  %18 = load volatile i64, ptr %17, align 8, !tbaa !8
  %19 = mul i64 %15, 1000003
  %20 = trunc i64 %16 to i8
  %21 = trunc i64 %18 to i8
  %22 = tail call fastcc i8 @min_i8(i8 noundef %20, i8 noundef %21)
  %23 = sext i8 %22 to i64
  %24 = add i64 %19, %23
  %25 = tail call fastcc i8 @max_u8(i8 noundef %20, i8 noundef %21)
  %26 = zext i8 %25 to i64
  %27 = add i64 %24, %26
  %28 = trunc i64 %16 to i16
  %29 = trunc i64 %18 to i16
  %30 = tail call fastcc i16 @min_i16(i16 noundef %28, i16 noundef %29)
  %31 = sext i16 %30 to i64
  %32 = add i64 %27, %31
  %33 = tail call fastcc i16 @max_u16(i16 noundef %28, i16 noundef %29)
  %34 = zext i16 %33 to i64
  %35 = add i64 %32, %34
  %36 = trunc i64 %16 to i32
  %37 = trunc i64 %18 to i32
  %38 = tail call fastcc i32 @min_i32(i32 noundef %36, i32 noundef %37)
  %39 = sext i32 %38 to i64
  %40 = add i64 %35, %39
  %41 = tail call fastcc i32 @max_u32(i32 noundef %36, i32 noundef %37)
  %42 = zext i32 %41 to i64
  %43 = add i64 %40, %42
  %44 = tail call fastcc i64 @max_i64(i64 noundef %16, i64 noundef %18)
  %45 = add i64 %43, %44
  %46 = tail call fastcc i64 @min_u64(i64 noundef %16, i64 noundef %18)
  %47 = add i64 %45, %46
  %48 = tail call fastcc i64 @clamp_i64(i64 noundef %16, i64 noundef %18)
  %49 = tail call fastcc i32 @clamp_i32(i32 noundef %36)
  %50 = sext i32 %49 to i64
  %51 = add i64 %48, %50
  %52 = tail call fastcc i8 @clamp_u8(i8 noundef %20)
  %53 = zext i8 %52 to i64
  %54 = add i64 %51, %53
  %55 = xor i64 %54, %47
  %56 = add nuw nsw i64 %14, 1
  %57 = icmp eq i64 %56, 16
  br i1 %57, label %10, label %13, !llvm.loop !12

58:                                               ; preds = %84
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #10
  store i32 5, ptr %2, align 4, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #10
  store i32 9, ptr %3, align 4, !tbaa !13
  %59 = call fastcc i32 @select_load(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef 1)
  %60 = call fastcc i32 @select_load(ptr noundef nonnull %2, ptr noundef nonnull %3, i32 noundef 0)
  %61 = tail call fastcc i32 @select_index(ptr noundef nonnull @__const.main.arr, i32 noundef 3, i32 noundef 1)
  %62 = tail call fastcc i32 @select_index(ptr noundef nonnull @__const.main.arr, i32 noundef 0, i32 noundef 2)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %59, i32 noundef %60, i32 noundef %61, i32 noundef %62, i32 noundef 3)
  %64 = trunc i64 %55 to i32
  %65 = and i32 %64, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #10
  ret i32 %65

66:                                               ; preds = %8, %84
  %67 = phi i64 [ 0, %8 ], [ %92, %84 ]
  %68 = getelementptr inbounds [16 x i64], ptr %1, i64 0, i64 %67
  %69 = load volatile i64, ptr %68, align 8, !tbaa !8
  %70 = load volatile i64, ptr %68, align 8, !tbaa !8
  %71 = lshr i64 %70, 32
  %72 = trunc nuw i64 %71 to i32
  %73 = or i32 %72, 1
  %74 = tail call fastcc i32 @sign32(i32 noundef %73)
  %75 = load volatile i64, ptr %68, align 8, !tbaa !8
  %76 = tail call fastcc i64 @abs64_branchless(i64 noundef %75)
  %77 = load volatile i64, ptr %68, align 8, !tbaa !8
  %78 = tail call i64 @llvm.abs.i64(i64 %77, i1 true)
  %79 = load volatile i64, ptr %68, align 8, !tbaa !8
  %80 = and i64 %79, 4294967295
  %81 = icmp eq i64 %80, 2147483648
  br i1 %81, label %84, label %82

82:                                               ; preds = %66
  %83 = load volatile i64, ptr %68, align 8, !tbaa !8
  br label %84

84:                                               ; preds = %66, %82
  %85 = phi i64 [ %83, %82 ], [ 0, %66 ]
  %86 = shl i64 %85, 32
  %87 = ashr exact i64 %86, 32
  %88 = tail call i64 @llvm.abs.i64(i64 %87, i1 true)
  %89 = load volatile i64, ptr %68, align 8, !tbaa !8
  %90 = tail call i64 @imaxabs(i64 noundef %89) #11
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %69, i32 noundef %74, i64 noundef %76, i64 noundef %78, i64 noundef %88, i64 noundef %90)
  %92 = add nuw nsw i64 %67, 1
  %93 = icmp eq i64 %92, 16
  br i1 %93, label %58, label %66, !llvm.loop !15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @min_i8(i8 noundef %0, i8 noundef %1) unnamed_addr #3 {
  %3 = tail call i8 @llvm.smin.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @max_u8(i8 noundef %0, i8 noundef %1) unnamed_addr #3 {
  %3 = tail call i8 @llvm.umax.i8(i8 %0, i8 %1)
  ret i8 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @min_i16(i16 noundef %0, i16 noundef %1) unnamed_addr #3 {
  %3 = tail call i16 @llvm.smin.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @max_u16(i16 noundef %0, i16 noundef %1) unnamed_addr #3 {
  %3 = tail call i16 @llvm.umax.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @min_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = tail call i32 @llvm.smin.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @max_u32(i32 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = tail call i32 @llvm.umax.i32(i32 %0, i32 %1)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @max_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = tail call i64 @llvm.smax.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @min_u64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = tail call i64 @llvm.umin.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @clamp_i64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = icmp slt i64 %0, -1000
  %4 = tail call i64 @llvm.smin.i64(i64 %0, i64 %1)
  %5 = select i1 %3, i64 -1000, i64 %4
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i32 -5, -2147483648) i32 @clamp_i32(i32 noundef %0) unnamed_addr #3 {
  %2 = tail call i32 @llvm.smin.i32(i32 %0, i32 5)
  %3 = tail call i32 @llvm.smax.i32(i32 %2, i32 -5)
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef range(i8 10, 0) i8 @clamp_u8(i8 noundef %0) unnamed_addr #3 {
  %2 = tail call i8 @llvm.umin.i8(i8 %0, i8 -56)
  %3 = tail call i8 @llvm.umax.i8(i8 %2, i8 10)
  ret i8 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1, 2) i32 @sign32(i32 noundef %0) unnamed_addr #3 {
  %2 = ashr i32 %0, 31
  %3 = icmp ne i32 %0, 0
  %4 = zext i1 %3 to i32
  %5 = or i32 %2, %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @abs64_branchless(i64 noundef %0) unnamed_addr #3 {
  %2 = tail call i64 @llvm.abs.i64(i64 %0, i1 true)
  ret i64 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.abs.i64(i64, i1 immarg) #5

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare i64 @imaxabs(i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable
define internal fastcc i32 @select_load(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #7 {
  %4 = icmp eq i32 %2, 0
  %5 = select i1 %4, ptr %1, ptr %0
  %6 = load i32, ptr %5, align 4, !tbaa !13
  ret i32 %6
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @select_index(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #8 {
  %4 = tail call i32 @llvm.smin.i32(i32 %1, i32 %2)
  %5 = zext nneg i32 %4 to i64
  %6 = getelementptr inbounds i32, ptr %0, i64 %5
  %7 = load i32, ptr %6, align 4, !tbaa !13
  ret i32 %7
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.smin.i8(i8, i8) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umax.i8(i8, i8) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smin.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.umin.i8(i8, i8) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { mustprogress nofree nosync nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = !{!9, !9, i64 0}
!9 = !{!"long", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !7}
!13 = !{!14, !14, i64 0}
!14 = !{!"int", !10, i64 0}
!15 = distinct !{!15, !7}
