; ModuleID = 'programs/funnel_shift_idioms.c'
source_filename = "programs/funnel_shift_idioms.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"n=%2u fshl=%016llx fshr=%016llx fshl32=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"const %016llx\0A\00", align 1
@__const.main.words = private unnamed_addr constant [4 x i64] [i64 -9223372036854775807, i64 1311768467463790320, i64 -281470681808896, i64 1], align 8
@.str.2 = private unnamed_addr constant [21 x i8] c"extract(%u,%u)=%llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"shifted %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 -81985529216486896, ptr %1, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile i64 1089357896855742840, ptr %2, align 8, !tbaa !6
  br label %32

3:                                                ; preds = %93
  %4 = load volatile i64, ptr %1, align 8, !tbaa !6
  %5 = load volatile i64, ptr %2, align 8, !tbaa !6
  %6 = tail call fastcc i64 @const_fsh(i64 noundef %4, i64 noundef %5)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %6)
  %8 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 0, i32 noundef 13)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 13, i64 noundef %8)
  %10 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 23, i32 noundef 36)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 23, i32 noundef 36, i64 noundef %10)
  %12 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 46, i32 noundef 59)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 46, i32 noundef 59, i64 noundef %12)
  %14 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 69, i32 noundef 32)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 69, i32 noundef 32, i64 noundef %14)
  %16 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 92, i32 noundef 55)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 92, i32 noundef 55, i64 noundef %16)
  %18 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 115, i32 noundef 28)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 115, i32 noundef 28, i64 noundef %18)
  %20 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 138, i32 noundef 51)
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 138, i32 noundef 51, i64 noundef %20)
  %22 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 161, i32 noundef 24)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 161, i32 noundef 24, i64 noundef %22)
  %24 = tail call fastcc i64 @extract(ptr noundef nonnull @__const.main.words, i32 noundef 184, i32 noundef 47)
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 184, i32 noundef 47, i64 noundef %24)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 63, i64 noundef -9007061817884670, i64 noundef 5083102811422187024, i64 noundef 32)
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %87, i32 noundef %81)
  %28 = icmp eq i32 %81, 0
  %29 = trunc i64 %87 to i32
  %30 = and i32 %29, 63
  %31 = select i1 %28, i32 %30, i32 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %31

32:                                               ; preds = %0, %93
  %33 = phi i64 [ 0, %0 ], [ %87, %93 ]
  %34 = phi i32 [ 0, %0 ], [ %81, %93 ]
  %35 = phi i32 [ 0, %0 ], [ %94, %93 ]
  %36 = load volatile i64, ptr %1, align 8, !tbaa !6
  %37 = load volatile i64, ptr %2, align 8, !tbaa !6
  %38 = tail call fastcc i64 @fshl64(i64 noundef %36, i64 noundef %37, i32 noundef %35)
  %39 = load volatile i64, ptr %1, align 8, !tbaa !6
  %40 = load volatile i64, ptr %2, align 8, !tbaa !6
  %41 = tail call fastcc i64 @fshr64(i64 noundef %39, i64 noundef %40, i32 noundef %35)
  %42 = load volatile i64, ptr %1, align 8, !tbaa !6
  %43 = trunc i64 %42 to i32
  %44 = load volatile i64, ptr %2, align 8, !tbaa !6
  %45 = trunc i64 %44 to i32
  %46 = tail call fastcc i32 @fshl32(i32 noundef %43, i32 noundef %45, i32 noundef %35)
  %47 = load volatile i64, ptr %1, align 8, !tbaa !6
  %48 = zext i64 %47 to i128
  %49 = shl nuw i128 %48, 64
  %50 = load volatile i64, ptr %2, align 8, !tbaa !6
  %51 = zext i64 %50 to i128
  %52 = or disjoint i128 %49, %51
  %53 = and i32 %35, 63
  %54 = zext nneg i32 %53 to i128
  %55 = shl i128 %52, %54
  %56 = lshr i128 %55, 64
  %57 = trunc nuw i128 %56 to i64
  %58 = icmp ne i64 %38, %57
  %59 = lshr i128 %52, %54
  %60 = trunc i128 %59 to i64
  %61 = icmp ne i64 %41, %60
  %62 = select i1 %58, i1 true, i1 %61
  %63 = zext i1 %62 to i32
  %64 = add nsw i32 %34, %63
  %65 = load volatile i64, ptr %2, align 8, !tbaa !6
  %66 = load volatile i64, ptr %1, align 8, !tbaa !6
  %67 = insertvalue [2 x i64] poison, i64 %65, 0
  %68 = insertvalue [2 x i64] %67, i64 %66, 1
  %69 = tail call fastcc [2 x i64] @shl_pair([2 x i64] %68, i32 noundef %35)
  %70 = extractvalue [2 x i64] %69, 0
  %71 = zext nneg i32 %35 to i128
  %72 = shl i128 %52, %71
  %73 = trunc i128 %72 to i64
  %74 = icmp ne i64 %70, %73
  %75 = extractvalue [2 x i64] %69, 1
  %76 = lshr i128 %72, 64
  %77 = trunc nuw i128 %76 to i64
  %78 = icmp ne i64 %75, %77
  %79 = select i1 %74, i1 true, i1 %78
  %80 = zext i1 %79 to i32
  %81 = add nsw i32 %64, %80
  %82 = mul i64 %33, 1099511628211
  %83 = shl i64 %41, 1
  %84 = zext i32 %46 to i64
  %85 = xor i64 %82, %83
  %86 = xor i64 %85, %84
  %87 = xor i64 %86, %38
  %88 = trunc nuw i32 %35 to i8
  %89 = urem i8 %88, 7
  %90 = icmp eq i8 %89, 0
  br i1 %90, label %91, label %93

91:                                               ; preds = %32
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35, i64 noundef %38, i64 noundef %41, i32 noundef %46)
  br label %93

93:                                               ; preds = %91, %32
  %94 = add nuw nsw i32 %35, 1
  %95 = icmp eq i32 %94, 70
  br i1 %95, label %3, label %32, !llvm.loop !10
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @fshl64(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = zext i32 %2 to i64
  %5 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %1, i64 %4)
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @fshr64(i64 noundef %0, i64 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = zext i32 %2 to i64
  %5 = tail call i64 @llvm.fshr.i64(i64 %0, i64 %1, i64 %4)
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @fshl32(i32 noundef %0, i32 noundef %1, i32 noundef %2) unnamed_addr #2 {
  %4 = zext i32 %0 to i64
  %5 = shl nuw i64 %4, 32
  %6 = zext i32 %1 to i64
  %7 = or disjoint i64 %5, %6
  %8 = and i32 %2, 31
  %9 = zext nneg i32 %8 to i64
  %10 = shl i64 %7, %9
  %11 = lshr i64 %10, 32
  %12 = trunc nuw i64 %11 to i32
  ret i32 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc [2 x i64] @shl_pair([2 x i64] %0, i32 noundef %1) unnamed_addr #2 {
  %3 = extractvalue [2 x i64] %0, 0
  %4 = extractvalue [2 x i64] %0, 1
  %5 = icmp ugt i32 %1, 63
  br i1 %5, label %6, label %10

6:                                                ; preds = %2
  %7 = add nsw i32 %1, -64
  %8 = zext nneg i32 %7 to i64
  %9 = shl i64 %3, %8
  br label %20

10:                                               ; preds = %2
  %11 = icmp eq i32 %1, 0
  br i1 %11, label %20, label %12

12:                                               ; preds = %10
  %13 = zext nneg i32 %1 to i64
  %14 = shl i64 %4, %13
  %15 = sub nuw nsw i32 64, %1
  %16 = zext nneg i32 %15 to i64
  %17 = lshr i64 %3, %16
  %18 = or i64 %17, %14
  %19 = shl i64 %3, %13
  br label %20

20:                                               ; preds = %10, %12, %6
  %21 = phi i64 [ 0, %6 ], [ %19, %12 ], [ %3, %10 ]
  %22 = phi i64 [ %9, %6 ], [ %18, %12 ], [ %4, %10 ]
  %23 = insertvalue [2 x i64] poison, i64 %21, 0
  %24 = insertvalue [2 x i64] %23, i64 %22, 1
  ret [2 x i64] %24
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @const_fsh(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %1, i64 12)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @extract(ptr nocapture noundef readonly %0, i32 noundef %1, i32 noundef %2) unnamed_addr #4 {
  %4 = lshr i32 %1, 6
  %5 = and i32 %1, 63
  %6 = zext nneg i32 %4 to i64
  %7 = getelementptr inbounds i64, ptr %0, i64 %6
  %8 = load i64, ptr %7, align 8, !tbaa !6
  %9 = zext nneg i32 %5 to i64
  %10 = lshr i64 %8, %9
  %11 = add nuw nsw i32 %5, %2
  %12 = icmp ugt i32 %11, 64
  br i1 %12, label %13, label %20

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !6
  %16 = sub nuw nsw i32 64, %5
  %17 = zext nneg i32 %16 to i64
  %18 = shl i64 %15, %17
  %19 = or i64 %18, %10
  br label %20

20:                                               ; preds = %13, %3
  %21 = phi i64 [ %19, %13 ], [ %10, %3 ]
  %22 = zext nneg i32 %2 to i64
  %23 = shl nsw i64 -1, %22
  %24 = xor i64 %23, -1
  %25 = and i64 %21, %24
  ret i64 %25
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshr.i64(i64, i64, i64) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
