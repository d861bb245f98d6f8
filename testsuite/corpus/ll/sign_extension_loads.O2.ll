; ModuleID = 'programs/sign_extension_loads.c'
source_filename = "programs/sign_extension_loads.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@sca = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@uca = internal unnamed_addr global [256 x i8] zeroinitializer, align 16
@ssa = internal unnamed_addr global [300 x i16] zeroinitializer, align 16
@usa = internal unnamed_addr global [300 x i16] zeroinitializer, align 16
@.str = private unnamed_addr constant [37 x i8] c"sums: sc=%ld uc=%lu ss=%lld us=%lld\0A\00", align 1
@.str.1 = private unnamed_addr constant [28 x i8] c"index_by_char: %d %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [25 x i8] c"plain char: %d %d %d %d\0A\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c"narrow: %d %d %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [19 x i8] c"add_narrow: %d %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [33 x i8] c"u_of_sc(-1)=%u u_of_sc(-128)=%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [14 x i8] c"rec sum %lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [52 x i8] c"0xff as uc->int %d, as sc->int %d, sc->uint64 %llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  br label %4

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %10, %4 ]
  %6 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %11, %4 ]
  %7 = mul <16 x i8> %6, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>
  %8 = getelementptr inbounds [256 x i8], ptr @sca, i64 0, i64 %5
  store <16 x i8> %7, ptr %8, align 16, !tbaa !5
  %9 = getelementptr inbounds [256 x i8], ptr @uca, i64 0, i64 %5
  store <16 x i8> %7, ptr %9, align 16, !tbaa !5
  %10 = add nuw i64 %5, 16
  %11 = add <16 x i8> %6, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>
  %12 = icmp eq i64 %10, 256
  br i1 %12, label %13, label %4, !llvm.loop !8

13:                                               ; preds = %4, %13
  %14 = phi i64 [ %32, %13 ], [ 0, %4 ]
  %15 = phi <8 x i16> [ %33, %13 ], [ <i16 0, i16 1, i16 2, i16 3, i16 4, i16 5, i16 6, i16 7>, %4 ]
  %16 = mul <8 x i16> %15, <i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234>
  %17 = mul <8 x i16> %15, <i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234>
  %18 = add <8 x i16> %17, <i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872>
  %19 = getelementptr inbounds [300 x i16], ptr @ssa, i64 0, i64 %14
  %20 = getelementptr inbounds i8, ptr %19, i64 16
  store <8 x i16> %16, ptr %19, align 16, !tbaa !12
  store <8 x i16> %18, ptr %20, align 16, !tbaa !12
  %21 = getelementptr inbounds [300 x i16], ptr @usa, i64 0, i64 %14
  %22 = getelementptr inbounds i8, ptr %21, i64 16
  store <8 x i16> %16, ptr %21, align 16, !tbaa !12
  store <8 x i16> %18, ptr %22, align 16, !tbaa !12
  %23 = or disjoint i64 %14, 16
  %24 = add <8 x i16> %15, <i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16, i16 16>
  %25 = mul <8 x i16> %24, <i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234>
  %26 = mul <8 x i16> %24, <i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234, i16 1234>
  %27 = add <8 x i16> %26, <i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872, i16 9872>
  %28 = getelementptr inbounds [300 x i16], ptr @ssa, i64 0, i64 %23
  %29 = getelementptr inbounds i8, ptr %28, i64 16
  store <8 x i16> %25, ptr %28, align 16, !tbaa !12
  store <8 x i16> %27, ptr %29, align 16, !tbaa !12
  %30 = getelementptr inbounds [300 x i16], ptr @usa, i64 0, i64 %23
  %31 = getelementptr inbounds i8, ptr %30, i64 16
  store <8 x i16> %25, ptr %30, align 16, !tbaa !12
  store <8 x i16> %27, ptr %31, align 16, !tbaa !12
  %32 = add nuw nsw i64 %14, 32
  %33 = add <8 x i16> %15, <i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32, i16 32>
  %34 = icmp eq i64 %32, 288
  br i1 %34, label %35, label %13, !llvm.loop !14

35:                                               ; preds = %13
  store i16 27712, ptr getelementptr inbounds (i8, ptr @ssa, i64 576), align 16, !tbaa !12
  store i16 27712, ptr getelementptr inbounds (i8, ptr @usa, i64 576), align 16, !tbaa !12
  store i16 28946, ptr getelementptr inbounds (i8, ptr @ssa, i64 578), align 2, !tbaa !12
  store i16 28946, ptr getelementptr inbounds (i8, ptr @usa, i64 578), align 2, !tbaa !12
  store i16 30180, ptr getelementptr inbounds (i8, ptr @ssa, i64 580), align 4, !tbaa !12
  store i16 30180, ptr getelementptr inbounds (i8, ptr @usa, i64 580), align 4, !tbaa !12
  store i16 31414, ptr getelementptr inbounds (i8, ptr @ssa, i64 582), align 2, !tbaa !12
  store i16 31414, ptr getelementptr inbounds (i8, ptr @usa, i64 582), align 2, !tbaa !12
  store i16 32648, ptr getelementptr inbounds (i8, ptr @ssa, i64 584), align 8, !tbaa !12
  store i16 32648, ptr getelementptr inbounds (i8, ptr @usa, i64 584), align 8, !tbaa !12
  store i16 -31654, ptr getelementptr inbounds (i8, ptr @ssa, i64 586), align 2, !tbaa !12
  store i16 -31654, ptr getelementptr inbounds (i8, ptr @usa, i64 586), align 2, !tbaa !12
  store i16 -30420, ptr getelementptr inbounds (i8, ptr @ssa, i64 588), align 4, !tbaa !12
  store i16 -30420, ptr getelementptr inbounds (i8, ptr @usa, i64 588), align 4, !tbaa !12
  store i16 -29186, ptr getelementptr inbounds (i8, ptr @ssa, i64 590), align 2, !tbaa !12
  store i16 -29186, ptr getelementptr inbounds (i8, ptr @usa, i64 590), align 2, !tbaa !12
  store i16 -27952, ptr getelementptr inbounds (i8, ptr @ssa, i64 592), align 16, !tbaa !12
  store i16 -27952, ptr getelementptr inbounds (i8, ptr @usa, i64 592), align 16, !tbaa !12
  store i16 -26718, ptr getelementptr inbounds (i8, ptr @ssa, i64 594), align 2, !tbaa !12
  store i16 -26718, ptr getelementptr inbounds (i8, ptr @usa, i64 594), align 2, !tbaa !12
  store i16 -25484, ptr getelementptr inbounds (i8, ptr @ssa, i64 596), align 4, !tbaa !12
  store i16 -25484, ptr getelementptr inbounds (i8, ptr @usa, i64 596), align 4, !tbaa !12
  store i16 -24250, ptr getelementptr inbounds (i8, ptr @ssa, i64 598), align 2, !tbaa !12
  store i16 -24250, ptr getelementptr inbounds (i8, ptr @usa, i64 598), align 2, !tbaa !12
  br label %36

36:                                               ; preds = %35, %36
  %37 = phi i64 [ %42, %36 ], [ 0, %35 ]
  %38 = phi i64 [ %45, %36 ], [ 0, %35 ]
  %39 = phi i32 [ %46, %36 ], [ 0, %35 ]
  %40 = tail call fastcc signext i8 @get_sc(i32 noundef %39)
  %41 = tail call fastcc i64 @widen_sc(i8 noundef signext %40)
  %42 = add nsw i64 %41, %37
  %43 = tail call fastcc zeroext i8 @get_uc(i32 noundef %39)
  %44 = tail call fastcc i64 @widen_uc(i8 noundef zeroext %43)
  %45 = add i64 %44, %38
  %46 = add nuw nsw i32 %39, 1
  %47 = icmp eq i32 %46, 256
  br i1 %47, label %50, label %36, !llvm.loop !15

48:                                               ; preds = %50
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %42, i64 noundef %45, i64 noundef %57, i64 noundef %61)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #6
  br label %103

50:                                               ; preds = %36, %50
  %51 = phi i64 [ %62, %50 ], [ 0, %36 ]
  %52 = phi i64 [ %57, %50 ], [ 0, %36 ]
  %53 = phi i64 [ %61, %50 ], [ 0, %36 ]
  %54 = getelementptr inbounds [300 x i16], ptr @ssa, i64 0, i64 %51
  %55 = load i16, ptr %54, align 2, !tbaa !12
  %56 = tail call fastcc i64 @widen_short(i16 noundef signext %55)
  %57 = add nsw i64 %56, %52
  %58 = getelementptr inbounds [300 x i16], ptr @usa, i64 0, i64 %51
  %59 = load i16, ptr %58, align 2, !tbaa !12
  %60 = zext i16 %59 to i64
  %61 = add nuw nsw i64 %53, %60
  %62 = add nuw nsw i64 %51, 1
  %63 = icmp eq i64 %62, 300
  br i1 %63, label %48, label %50, !llvm.loop !16

64:                                               ; preds = %103
  %65 = getelementptr inbounds i8, ptr %1, i64 512
  %66 = call fastcc i32 @index_by_char(ptr noundef nonnull %65, i8 noundef signext -128)
  %67 = call fastcc i32 @index_by_char(ptr noundef nonnull %65, i8 noundef signext -1)
  %68 = call fastcc i32 @index_by_char(ptr noundef nonnull %65, i8 noundef signext 0)
  %69 = call fastcc i32 @index_by_char(ptr noundef nonnull %65, i8 noundef signext 127)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69)
  %71 = tail call fastcc i32 @plain_char(i8 noundef signext 97)
  %72 = tail call fastcc i32 @plain_char(i8 noundef signext -128)
  %73 = tail call fastcc i32 @plain_char(i8 noundef signext -1)
  %74 = tail call fastcc i32 @plain_char(i8 noundef signext 127)
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %71, i32 noundef %72, i32 noundef %73, i32 noundef %74)
  %76 = tail call fastcc signext i8 @narrow(i32 noundef 200)
  %77 = sext i8 %76 to i32
  %78 = tail call fastcc signext i8 @narrow(i32 noundef -129)
  %79 = sext i8 %78 to i32
  %80 = tail call fastcc signext i8 @narrow(i32 noundef 4660)
  %81 = sext i8 %80 to i32
  %82 = tail call fastcc signext i8 @narrow(i32 noundef -1)
  %83 = sext i8 %82 to i32
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %77, i32 noundef %79, i32 noundef %81, i32 noundef %83)
  %85 = tail call fastcc i32 @add_narrow(i8 noundef signext -128, i8 noundef signext -128)
  %86 = tail call fastcc i32 @add_narrow(i8 noundef signext 127, i8 noundef signext 127)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %85, i32 noundef %86)
  %88 = tail call fastcc i32 @u_of_sc(i8 noundef signext -1)
  %89 = tail call fastcc i32 @u_of_sc(i8 noundef signext -128)
  %90 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %88, i32 noundef %89)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef -32784)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2)
  store volatile i8 -1, ptr %2, align 1, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3)
  store volatile i8 -1, ptr %3, align 1, !tbaa !5
  %92 = load volatile i8, ptr %2, align 1, !tbaa !5
  %93 = zext i8 %92 to i32
  %94 = load volatile i8, ptr %3, align 1, !tbaa !5
  %95 = sext i8 %94 to i32
  %96 = load volatile i8, ptr %3, align 1, !tbaa !5
  %97 = sext i8 %96 to i64
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %93, i32 noundef %95, i64 noundef %97)
  %99 = add nsw i64 %42, %45
  %100 = add nsw i64 %99, %57
  %101 = trunc i64 %100 to i32
  %102 = and i32 %101, 127
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #6
  ret i32 %102

103:                                              ; preds = %103, %48
  %104 = phi i64 [ 0, %48 ], [ %120, %103 ]
  %105 = mul nuw nsw i64 %104, %104
  %106 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %104
  %107 = trunc nuw i64 %105 to i32
  store i32 %107, ptr %106, align 16, !tbaa !17
  %108 = or disjoint i64 %104, 1
  %109 = mul nuw nsw i64 %108, %108
  %110 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %108
  %111 = trunc nuw i64 %109 to i32
  store i32 %111, ptr %110, align 4, !tbaa !17
  %112 = or disjoint i64 %104, 2
  %113 = mul nuw nsw i64 %112, %112
  %114 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %112
  %115 = trunc nuw i64 %113 to i32
  store i32 %115, ptr %114, align 8, !tbaa !17
  %116 = or disjoint i64 %104, 3
  %117 = mul nuw nsw i64 %116, %116
  %118 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %116
  %119 = trunc nuw i64 %117 to i32
  store i32 %119, ptr %118, align 4, !tbaa !17
  %120 = add nuw nsw i64 %104, 4
  %121 = icmp eq i64 %120, 256
  br i1 %121, label %64, label %103, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -128, 128) i64 @widen_sc(i8 noundef signext %0) unnamed_addr #2 {
  %2 = sext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext i8 @get_sc(i32 noundef %0) unnamed_addr #3 {
  %2 = sext i32 %0 to i64
  %3 = getelementptr inbounds [256 x i8], ptr @sca, i64 0, i64 %2
  %4 = load i8, ptr %3, align 1, !tbaa !5
  ret i8 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 0, 256) i64 @widen_uc(i8 noundef zeroext %0) unnamed_addr #2 {
  %2 = zext i8 %0 to i64
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc zeroext i8 @get_uc(i32 noundef %0) unnamed_addr #3 {
  %2 = sext i32 %0 to i64
  %3 = getelementptr inbounds [256 x i8], ptr @uca, i64 0, i64 %2
  %4 = load i8, ptr %3, align 1, !tbaa !5
  ret i8 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i64 -32768, 32768) i64 @widen_short(i16 noundef signext %0) unnamed_addr #2 {
  %2 = sext i16 %0 to i64
  ret i64 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @index_by_char(ptr nocapture noundef readonly %0, i8 noundef signext %1) unnamed_addr #5 {
  %3 = sext i8 %1 to i64
  %4 = getelementptr inbounds i32, ptr %0, i64 %3
  %5 = load i32, ptr %4, align 4, !tbaa !17
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 128) i32 @plain_char(i8 noundef signext %0) unnamed_addr #2 {
  %2 = sext i8 %0 to i32
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef signext i8 @narrow(i32 noundef %0) unnamed_addr #2 {
  %2 = trunc i32 %0 to i8
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -256, 255) i32 @add_narrow(i8 noundef signext %0, i8 noundef signext %1) unnamed_addr #2 {
  %3 = sext i8 %0 to i32
  %4 = sext i8 %1 to i32
  %5 = add nsw i32 %4, %3
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 0) i32 @u_of_sc(i8 noundef signext %0) unnamed_addr #2 {
  %2 = sext i8 %0 to i32
  ret i32 %2
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"omnipotent char", !7, i64 0}
!7 = !{!"Simple C/C++ TBAA"}
!8 = distinct !{!8, !9, !10, !11}
!9 = !{!"llvm.loop.mustprogress"}
!10 = !{!"llvm.loop.isvectorized", i32 1}
!11 = !{!"llvm.loop.unroll.runtime.disable"}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !6, i64 0}
!14 = distinct !{!14, !9, !10, !11}
!15 = distinct !{!15, !9}
!16 = distinct !{!16, !9}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !6, i64 0}
!19 = distinct !{!19, !9}
