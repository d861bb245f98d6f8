; ModuleID = 'programs/many_args_int_widths.c'
source_filename = "programs/many_args_int_widths.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.sc = private unnamed_addr constant [3 x i8] c"\80\FF\7F", align 1
@__const.main.uc = private unnamed_addr constant [3 x i8] c"\FF\80\00", align 1
@__const.main.ss = private unnamed_addr constant [3 x i16] [i16 -32768, i16 -2, i16 32767], align 2
@__const.main.us = private unnamed_addr constant [3 x i16] [i16 -1, i16 -32768, i16 1], align 2
@.str = private unnamed_addr constant [22 x i8] c"i=%d r1=%lld r2=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [20 x i8] c"echo=%d sum10=%llu\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"stack args: %d %d %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [3 x i8], align 4
  %2 = alloca [3 x i8], align 4
  %3 = alloca [3 x i16], align 4
  %4 = alloca [3 x i16], align 4
  %5 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %1) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %1, ptr align 1 @__const.main.sc, i64 3, i1 true)
  call void @llvm.lifetime.start.p0(i64 3, ptr nonnull %2) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %2, ptr align 1 @__const.main.uc, i64 3, i1 true)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %3) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %3, ptr align 2 @__const.main.ss, i64 6, i1 true)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %4) #7
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 %4, ptr align 2 @__const.main.us, i64 6, i1 true)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #7
  store i32 7, ptr %5, align 4, !tbaa !6
  br label %26

6:                                                ; preds = %26
  %7 = load volatile i8, ptr %1, align 4, !tbaa !10
  %8 = load volatile i8, ptr %2, align 4, !tbaa !10
  %9 = load volatile i16, ptr %3, align 4, !tbaa !11
  %10 = load volatile i16, ptr %4, align 4, !tbaa !11
  %11 = tail call fastcc i32 @echo_stack(i8 noundef %7, i8 noundef %8, i16 noundef %9, i16 noundef %10)
  %12 = load volatile i8, ptr %2, align 4, !tbaa !10
  %13 = load volatile i8, ptr %2, align 4, !tbaa !10
  %14 = getelementptr inbounds i8, ptr %2, i64 1
  %15 = load volatile i8, ptr %14, align 1, !tbaa !10
  %16 = load volatile i8, ptr %14, align 1, !tbaa !10
  %17 = load volatile i8, ptr %2, align 4, !tbaa !10
  %18 = load volatile i8, ptr %2, align 4, !tbaa !10
  %19 = load volatile i8, ptr %14, align 1, !tbaa !10
  %20 = load volatile i8, ptr %14, align 1, !tbaa !10
  %21 = load volatile i8, ptr %2, align 4, !tbaa !10
  %22 = load volatile i8, ptr %2, align 4, !tbaa !10
  %23 = tail call fastcc i64 @sum10(i8 noundef %12, i8 noundef %13, i8 noundef %15, i8 noundef %16, i8 noundef %17, i8 noundef %18, i8 noundef %19, i8 noundef %20, i8 noundef %21, i8 noundef %22)
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %11, i64 noundef %23)
  %25 = and i32 %11, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #7
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 3, ptr nonnull %1) #7
  ret i32 %25

26:                                               ; preds = %0, %26
  %27 = phi i64 [ 0, %0 ], [ %37, %26 ]
  %28 = trunc i64 %27 to i32
  %29 = getelementptr inbounds [3 x i8], ptr %1, i64 0, i64 %27
  %30 = load volatile i8, ptr %29, align 1, !tbaa !10
  %31 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 %27
  %32 = load volatile i8, ptr %31, align 1, !tbaa !10
  %33 = getelementptr inbounds [3 x i16], ptr %3, i64 0, i64 %27
  %34 = load volatile i16, ptr %33, align 2, !tbaa !11
  %35 = getelementptr inbounds [3 x i16], ptr %4, i64 0, i64 %27
  %36 = load volatile i16, ptr %35, align 2, !tbaa !11
  %37 = add nuw nsw i64 %27, 1
  %38 = trunc i64 %37 to i32
  %39 = mul nsw i32 %38, -100000
  %40 = sub nuw nsw i32 -294967296, %28
  %41 = or disjoint i64 %27, -9223372036854775808
  %42 = xor i64 %27, -1
  %43 = and i32 %28, 1
  %44 = icmp ne i32 %43, 0
  %45 = sub nuw nsw i64 2, %27
  %46 = getelementptr inbounds [3 x i8], ptr %1, i64 0, i64 %45
  %47 = load volatile i8, ptr %46, align 1, !tbaa !10
  %48 = getelementptr inbounds [3 x i8], ptr %2, i64 0, i64 %45
  %49 = load volatile i8, ptr %48, align 1, !tbaa !10
  %50 = getelementptr inbounds [3 x i16], ptr %3, i64 0, i64 %45
  %51 = load volatile i16, ptr %50, align 2, !tbaa !11
  %52 = getelementptr inbounds [3 x i16], ptr %4, i64 0, i64 %45
  %53 = load volatile i16, ptr %52, align 2, !tbaa !11
  %54 = xor i1 %44, true
  %55 = load volatile i8, ptr %29, align 1, !tbaa !10
  %56 = add i8 %55, 1
  %57 = load volatile i16, ptr %35, align 2, !tbaa !11
  %58 = xor i64 %27, 9223372036854775807
  %59 = trunc i64 %27 to i32
  %60 = or i32 %59, -2147483648
  %61 = call fastcc i64 @mix(i8 noundef %30, i8 noundef %32, i16 noundef %34, i16 noundef %36, i32 noundef %39, i32 noundef %40, i64 noundef %41, i64 noundef %42, i1 noundef %44, ptr noundef nonnull %5, i8 noundef %47, i8 noundef %49, i16 noundef %51, i16 noundef %53, i32 noundef %60, i32 noundef -1, i1 noundef %54, i8 noundef %56, i16 noundef %57, i64 noundef %58)
  %62 = load volatile i8, ptr %29, align 1, !tbaa !10
  %63 = load volatile i8, ptr %31, align 1, !tbaa !10
  %64 = load volatile i16, ptr %33, align 2, !tbaa !11
  %65 = load volatile i16, ptr %35, align 2, !tbaa !11
  %66 = load volatile i8, ptr %29, align 1, !tbaa !10
  %67 = load volatile i8, ptr %31, align 1, !tbaa !10
  %68 = load volatile i16, ptr %33, align 2, !tbaa !11
  %69 = load volatile i16, ptr %35, align 2, !tbaa !11
  %70 = load volatile i8, ptr %29, align 1, !tbaa !10
  %71 = load volatile i16, ptr %35, align 2, !tbaa !11
  %72 = call fastcc i64 @mix(i8 noundef %62, i8 noundef %63, i16 noundef %64, i16 noundef %65, i32 noundef 0, i32 noundef 0, i64 noundef 0, i64 noundef 0, i1 noundef false, ptr noundef nonnull %5, i8 noundef %66, i8 noundef %67, i16 noundef %68, i16 noundef %69, i32 noundef 0, i32 noundef 0, i1 noundef true, i8 noundef %70, i16 noundef %71, i64 noundef 0)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %28, i64 noundef %61, i64 noundef %72)
  %74 = icmp eq i64 %37, 3
  br i1 %74, label %6, label %26, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -136013781070368, 51491853501900773) i64 @mix(i8 noundef %0, i8 noundef %1, i16 noundef %2, i16 noundef %3, i32 noundef %4, i32 noundef %5, i64 noundef %6, i64 noundef %7, i1 noundef %8, ptr nocapture noundef readonly %9, i8 noundef %10, i8 noundef %11, i16 noundef %12, i16 noundef %13, i32 noundef %14, i32 noundef %15, i1 noundef %16, i8 noundef %17, i16 noundef %18, i64 noundef %19) unnamed_addr #3 {
  %21 = sext i8 %0 to i64
  %22 = mul nsw i64 %21, 3
  %23 = zext i8 %1 to i64
  %24 = add nsw i64 %22, %23
  %25 = mul nsw i64 %24, 3
  %26 = sext i16 %2 to i64
  %27 = add nsw i64 %25, %26
  %28 = mul nsw i64 %27, 3
  %29 = zext i16 %3 to i64
  %30 = add nsw i64 %28, %29
  %31 = mul nsw i64 %30, 3
  %32 = sext i32 %4 to i64
  %33 = add nsw i64 %31, %32
  %34 = mul nsw i64 %33, 3
  %35 = zext i32 %5 to i64
  %36 = add nsw i64 %34, %35
  %37 = mul nsw i64 %36, 3
  %38 = and i64 %6, 65535
  %39 = add nsw i64 %37, %38
  %40 = mul nsw i64 %39, 3
  %41 = lshr i64 %7, 48
  %42 = add nsw i64 %40, %41
  %43 = mul nsw i64 %42, 3
  %44 = zext i1 %8 to i64
  %45 = add nsw i64 %43, %44
  %46 = mul nsw i64 %45, 3
  %47 = load i32, ptr %9, align 4, !tbaa !6
  %48 = sext i32 %47 to i64
  %49 = add nsw i64 %46, %48
  %50 = mul nsw i64 %49, 3
  %51 = sext i8 %10 to i64
  %52 = add nsw i64 %50, %51
  %53 = mul nsw i64 %52, 3
  %54 = zext i8 %11 to i64
  %55 = add nsw i64 %53, %54
  %56 = mul nsw i64 %55, 3
  %57 = sext i16 %12 to i64
  %58 = add nsw i64 %56, %57
  %59 = mul nsw i64 %58, 3
  %60 = zext i16 %13 to i64
  %61 = add nsw i64 %59, %60
  %62 = mul nsw i64 %61, 3
  %63 = sext i32 %14 to i64
  %64 = add nsw i64 %62, %63
  %65 = mul nsw i64 %64, 3
  %66 = zext i32 %15 to i64
  %67 = add nsw i64 %65, %66
  %68 = mul nsw i64 %67, 3
  %69 = zext i1 %16 to i64
  %70 = add nsw i64 %68, %69
  %71 = mul nsw i64 %70, 3
  %72 = sext i8 %17 to i64
  %73 = add nsw i64 %71, %72
  %74 = mul nsw i64 %73, 3
  %75 = zext i16 %18 to i64
  %76 = add nsw i64 %74, %75
  %77 = mul nsw i64 %76, 3
  %78 = lshr i64 %19, 40
  %79 = add nsw i64 %77, %78
  ret i64 %79
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc range(i32 -32875, 98706) i32 @echo_stack(i8 noundef %0, i8 noundef %1, i16 noundef %2, i16 noundef %3) unnamed_addr #5 {
  %5 = sext i8 %0 to i32
  %6 = zext i8 %1 to i32
  %7 = sext i16 %2 to i32
  %8 = zext i16 %3 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8)
  %10 = add nsw i32 %5, 21
  %11 = add nsw i32 %10, %6
  %12 = add nsw i32 %11, %7
  %13 = add nsw i32 %12, %8
  ret i32 %13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 2551) i64 @sum10(i8 noundef %0, i8 noundef %1, i8 noundef %2, i8 noundef %3, i8 noundef %4, i8 noundef %5, i8 noundef %6, i8 noundef %7, i8 noundef %8, i8 noundef %9) unnamed_addr #6 {
  %11 = zext i8 %0 to i64
  %12 = zext i8 %1 to i64
  %13 = add nuw nsw i64 %12, %11
  %14 = zext i8 %2 to i64
  %15 = add nuw nsw i64 %13, %14
  %16 = zext i8 %3 to i64
  %17 = add nuw nsw i64 %15, %16
  %18 = zext i8 %4 to i64
  %19 = add nuw nsw i64 %17, %18
  %20 = zext i8 %5 to i64
  %21 = add nuw nsw i64 %19, %20
  %22 = zext i8 %6 to i64
  %23 = add nuw nsw i64 %21, %22
  %24 = zext i8 %7 to i64
  %25 = add nuw nsw i64 %23, %24
  %26 = zext i8 %8 to i64
  %27 = add nuw nsw i64 %25, %26
  %28 = zext i8 %9 to i64
  %29 = add nuw nsw i64 %27, %28
  ret i64 %29
}

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !8, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
