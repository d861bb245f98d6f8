; ModuleID = 'programs/funnel_shift_idioms.c'
source_filename = "programs/funnel_shift_idioms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [45 x i8] c"n=%2u fshl=%016llx fshr=%016llx fshl32=%08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"const %016llx\0A\00", align 1
@__const.main.words = private unnamed_addr constant [4 x i64] [i64 -9223372036854775807, i64 1311768467463790320, i64 -281470681808896, i64 1], align 16
@.str.2 = private unnamed_addr constant [21 x i8] c"extract(%u,%u)=%llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [41 x i8] c"shifted %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 -81985529216486896, ptr %1, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2)
  store volatile i64 1089357896855742840, ptr %2, align 8, !tbaa !5
  br label %32

3:                                                ; preds = %91
  %4 = load volatile i64, ptr %1, align 8, !tbaa !5
  %5 = load volatile i64, ptr %2, align 8, !tbaa !5
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
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %85, i32 noundef %79)
  %28 = icmp eq i32 %79, 0
  %29 = trunc i64 %85 to i32
  %30 = and i32 %29, 63
  %31 = select i1 %28, i32 %30, i32 1
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %31

32:                                               ; preds = %0, %91
  %33 = phi i64 [ 0, %0 ], [ %85, %91 ]
  %34 = phi i32 [ 0, %0 ], [ %79, %91 ]
  %35 = phi i32 [ 0, %0 ], [ %92, %91 ]
  %36 = load volatile i64, ptr %1, align 8, !tbaa !5
  %37 = load volatile i64, ptr %2, align 8, !tbaa !5
  %38 = tail call fastcc i64 @fshl64(i64 noundef %36, i64 noundef %37, i32 noundef %35)
  %39 = load volatile i64, ptr %1, align 8, !tbaa !5
  %40 = load volatile i64, ptr %2, align 8, !tbaa !5
  %41 = tail call fastcc i64 @fshr64(i64 noundef %39, i64 noundef %40, i32 noundef %35)
  %42 = load volatile i64, ptr %1, align 8, !tbaa !5
  %43 = trunc i64 %42 to i32
  %44 = load volatile i64, ptr %2, align 8, !tbaa !5
  %45 = trunc i64 %44 to i32
  %46 = tail call fastcc i32 @fshl32(i32 noundef %43, i32 noundef %45, i32 noundef %35)
  %47 = load volatile i64, ptr %1, align 8, !tbaa !5
  %48 = zext i64 %47 to i128
  %49 = shl nuw i128 %48, 64
  %50 = load volatile i64, ptr %2, align 8, !tbaa !5
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
  %65 = load volatile i64, ptr %2, align 8, !tbaa !5
  %66 = load volatile i64, ptr %1, align 8, !tbaa !5
  %67 = tail call fastcc { i64, i64 } @shl_pair(i64 %65, i64 %66, i32 noundef %35)
  %68 = extractvalue { i64, i64 } %67, 0
  %69 = zext nneg i32 %35 to i128
  %70 = shl i128 %52, %69
  %71 = trunc i128 %70 to i64
  %72 = icmp ne i64 %68, %71
  %73 = extractvalue { i64, i64 } %67, 1
  %74 = lshr i128 %70, 64
  %75 = trunc nuw i128 %74 to i64
  %76 = icmp ne i64 %73, %75
  %77 = select i1 %72, i1 true, i1 %76
  %78 = zext i1 %77 to i32
  %79 = add nsw i32 %64, %78
  %80 = mul i64 %33, 1099511628211
  %81 = shl i64 %41, 1
  %82 = zext i32 %46 to i64
  %83 = xor i64 %80, %81
  %84 = xor i64 %83, %82
  %85 = xor i64 %84, %38
  %86 = trunc nuw i32 %35 to i8
  %87 = urem i8 %86, 7
  %88 = icmp eq i8 %87, 0
  br i1 %88, label %89, label %91

89:                                               ; preds = %32
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %35, i64 noundef %38, i64 noundef %41, i32 noundef %46)
  br label %91

91:                                               ; preds = %89, %32
  %92 = add nuw nsw i32 %35, 1
  %93 = icmp eq i32 %92, 70
  br i1 %93, label %3, label %32, !llvm.loop !9
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
define internal fastcc { i64, i64 } @shl_pair(i64 %0, i64 %1, i32 noundef %2) unnamed_addr #2 {
  %4 = icmp ugt i32 %2, 63
  br i1 %4, label %5, label %9

5:                                                ; preds = %3
  %6 = add nsw i32 %2, -64
  %7 = zext nneg i32 %6 to i64
  %8 = shl i64 %0, %7
  br label %19

9:                                                ; preds = %3
  %10 = icmp eq i32 %2, 0
  br i1 %10, label %19, label %11

11:                                               ; preds = %9
  %12 = zext nneg i32 %2 to i64
  %13 = shl i64 %1, %12
  %14 = sub nuw nsw i32 64, %2
  %15 = zext nneg i32 %14 to i64
  %16 = lshr i64 %0, %15
  %17 = or i64 %16, %13
  %18 = shl i64 %0, %12
  br label %19

19:                                               ; preds = %9, %11, %5
  %20 = phi i64 [ 0, %5 ], [ %18, %11 ], [ %0, %9 ]
  %21 = phi i64 [ %8, %5 ], [ %17, %11 ], [ %1, %9 ]
  %22 = insertvalue { i64, i64 } poison, i64 %20, 0
  %23 = insertvalue { i64, i64 } %22, i64 %21, 1
  ret { i64, i64 } %23
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
  %8 = load i64, ptr %7, align 8, !tbaa !5
  %9 = zext nneg i32 %5 to i64
  %10 = lshr i64 %8, %9
  %11 = add nuw nsw i32 %5, %2
  %12 = icmp ugt i32 %11, 64
  br i1 %12, label %13, label %20

13:                                               ; preds = %3
  %14 = getelementptr inbounds i8, ptr %7, i64 8
  %15 = load i64, ptr %14, align 8, !tbaa !5
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

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
