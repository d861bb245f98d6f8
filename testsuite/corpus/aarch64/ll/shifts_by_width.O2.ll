; ModuleID = 'programs/shifts_by_width.c'
source_filename = "programs/shifts_by_width.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.v8 = private unnamed_addr constant [6 x i8] c"\00\01\FF\7F\80U", align 1
@__const.main.v16 = private unnamed_addr constant [6 x i16] [i16 0, i16 1, i16 -1, i16 32767, i16 -32768, i16 4660], align 2
@__const.main.v32 = private unnamed_addr constant [6 x i32] [i32 0, i32 1, i32 -1, i32 2147483647, i32 -2147483648, i32 305419896], align 4
@h = internal unnamed_addr global i64 0, align 8
@.str = private unnamed_addr constant [26 x i8] c"c31 %x %x %llx %llx %llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"h=%llx\0A\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"i8 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [54 x i8] c"i16 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [54 x i8] c"i32 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [54 x i8] c"i64 a=%llx s=%d shl=%llx sar=%llx shr=%llx rotl=%llx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 16) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [6 x i64], align 16
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %1) #5
  store <2 x i64> <i64 0, i64 1>, ptr %1, align 16
  %2 = getelementptr inbounds i8, ptr %1, i64 16
  store <2 x i64> <i64 -1, i64 9223372036854775807>, ptr %2, align 16
  %3 = getelementptr inbounds i8, ptr %1, i64 32
  store <2 x i64> <i64 -9223372036854775808, i64 1311768467463790320>, ptr %3, align 16
  br label %4

4:                                                ; preds = %0, %4
  %5 = phi i64 [ 0, %0 ], [ %14, %4 ]
  %6 = getelementptr inbounds [6 x i8], ptr @__const.main.v8, i64 0, i64 %5
  %7 = load i8, ptr %6, align 1, !tbaa !6
  %8 = getelementptr inbounds [6 x i16], ptr @__const.main.v16, i64 0, i64 %5
  %9 = getelementptr inbounds [6 x i32], ptr @__const.main.v32, i64 0, i64 %5
  %10 = getelementptr inbounds [6 x i64], ptr %1, i64 0, i64 %5
  tail call fastcc void @test_i8(i8 noundef %7, i32 noundef 0)
  %11 = load i16, ptr %8, align 2, !tbaa !9
  tail call fastcc void @test_i16(i16 noundef %11, i32 noundef 0)
  %12 = load i32, ptr %9, align 4, !tbaa !11
  tail call fastcc void @test_i32(i32 noundef %12, i32 noundef 0)
  %13 = load i64, ptr %10, align 8, !tbaa !13
  tail call fastcc void @test_i64(i64 noundef %13, i32 noundef 0)
  tail call fastcc void @test_i8(i8 noundef %7, i32 noundef 1)
  tail call fastcc void @test_i16(i16 noundef %11, i32 noundef 1)
  tail call fastcc void @test_i32(i32 noundef %12, i32 noundef 1)
  tail call fastcc void @test_i64(i64 noundef %13, i32 noundef 1)
  tail call fastcc void @test_i8(i8 noundef %7, i32 noundef 3)
  tail call fastcc void @test_i16(i16 noundef %11, i32 noundef 8)
  tail call fastcc void @test_i32(i32 noundef %12, i32 noundef 16)
  tail call fastcc void @test_i64(i64 noundef %13, i32 noundef 32)
  tail call fastcc void @test_i8(i8 noundef %7, i32 noundef 7)
  tail call fastcc void @test_i16(i16 noundef %11, i32 noundef 15)
  tail call fastcc void @test_i32(i32 noundef %12, i32 noundef 31)
  tail call fastcc void @test_i64(i64 noundef %13, i32 noundef 63)
  %14 = add nuw nsw i64 %5, 1
  %15 = icmp eq i64 %14, 6
  br i1 %15, label %16, label %4, !llvm.loop !15

16:                                               ; preds = %4
  %17 = load i64, ptr @h, align 8, !tbaa !17
  br label %73

18:                                               ; preds = %73
  %19 = tail call fastcc i32 @shift_by_u8(i8 noundef 0)
  %20 = zext i32 %19 to i64
  %21 = add i64 %80, %20
  %22 = tail call fastcc i32 @shift_by_u8(i8 noundef 17)
  %23 = zext i32 %22 to i64
  %24 = add i64 %21, %23
  %25 = tail call fastcc i32 @shift_by_u8(i8 noundef 34)
  %26 = zext i32 %25 to i64
  %27 = add i64 %24, %26
  %28 = tail call fastcc i32 @shift_by_u8(i8 noundef 51)
  %29 = zext i32 %28 to i64
  %30 = add i64 %27, %29
  %31 = tail call fastcc i32 @shift_by_u8(i8 noundef 68)
  %32 = zext i32 %31 to i64
  %33 = add i64 %30, %32
  %34 = tail call fastcc i32 @shift_by_u8(i8 noundef 85)
  %35 = zext i32 %34 to i64
  %36 = add i64 %33, %35
  %37 = tail call fastcc i32 @shift_by_u8(i8 noundef 102)
  %38 = zext i32 %37 to i64
  %39 = add i64 %36, %38
  %40 = tail call fastcc i32 @shift_by_u8(i8 noundef 119)
  %41 = zext i32 %40 to i64
  %42 = add i64 %39, %41
  %43 = tail call fastcc i32 @shift_by_u8(i8 noundef -120)
  %44 = zext i32 %43 to i64
  %45 = add i64 %42, %44
  %46 = tail call fastcc i32 @shift_by_u8(i8 noundef -103)
  %47 = zext i32 %46 to i64
  %48 = add i64 %45, %47
  %49 = tail call fastcc i32 @shift_by_u8(i8 noundef -86)
  %50 = zext i32 %49 to i64
  %51 = add i64 %48, %50
  %52 = tail call fastcc i32 @shift_by_u8(i8 noundef -69)
  %53 = zext i32 %52 to i64
  %54 = add i64 %51, %53
  %55 = tail call fastcc i32 @shift_by_u8(i8 noundef -52)
  %56 = zext i32 %55 to i64
  %57 = add i64 %54, %56
  %58 = tail call fastcc i32 @shift_by_u8(i8 noundef -35)
  %59 = zext i32 %58 to i64
  %60 = add i64 %57, %59
  %61 = tail call fastcc i32 @shift_by_u8(i8 noundef -18)
  %62 = zext i32 %61 to i64
  %63 = add i64 %60, %62
  %64 = tail call fastcc i32 @shift_by_u8(i8 noundef -1)
  %65 = zext i32 %64 to i64
  %66 = add i64 %63, %65
  store i64 %66, ptr @h, align 8, !tbaa !17
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef -2147483648, i32 noundef -1, i64 noundef -9223372036854775808, i64 noundef -1, i64 noundef 4294967295)
  %68 = load i64, ptr @h, align 8, !tbaa !17
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %68)
  %70 = load i64, ptr @h, align 8, !tbaa !17
  %71 = lshr i64 %70, 60
  %72 = trunc nuw nsw i64 %71 to i32
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %1) #5
  ret i32 %72

73:                                               ; preds = %16, %73
  %74 = phi i64 [ 0, %16 ], [ %81, %73 ]
  %75 = phi i64 [ %17, %16 ], [ %80, %73 ]
  %76 = trunc i64 %74 to i32
  %77 = or i32 %76, 64
  %78 = tail call fastcc i64 @masked_shift(i32 noundef %77)
  %79 = add i64 %78, %74
  %80 = xor i64 %75, %79
  %81 = add nuw nsw i64 %74, 1
  %82 = icmp eq i64 %81, 64
  br i1 %82, label %18, label %73, !llvm.loop !19
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @test_i8(i8 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i8 %0 to i32
  %4 = shl i32 %3, %1
  %5 = icmp eq i32 %1, 0
  %6 = sub nsw i32 8, %1
  %7 = lshr i32 %3, %6
  %8 = or i32 %7, %4
  %9 = trunc i32 %8 to i8
  %10 = select i1 %5, i8 %0, i8 %9
  %11 = lshr i32 %3, %1
  %12 = sext i8 %0 to i32
  %13 = ashr i32 %12, %1
  %14 = zext i8 %0 to i64
  %15 = and i32 %4, 255
  %16 = zext nneg i32 %15 to i64
  %17 = and i32 %13, 255
  %18 = zext nneg i32 %17 to i64
  %19 = zext nneg i32 %11 to i64
  %20 = zext i8 %10 to i64
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %14, i32 noundef %1, i64 noundef %16, i64 noundef %18, i64 noundef %19, i64 noundef %20)
  %22 = load i64, ptr @h, align 8, !tbaa !17
  %23 = mul i64 %22, 31
  %24 = mul nuw nsw i64 %18, 7
  %25 = mul nuw nsw i32 %11, 13
  %26 = add nuw nsw i32 %25, %15
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i64 %24, %27
  %29 = add nuw nsw i64 %28, %20
  %30 = add i64 %29, %23
  store i64 %30, ptr @h, align 8, !tbaa !17
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @test_i16(i16 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i16 %0 to i32
  %4 = shl i32 %3, %1
  %5 = icmp eq i32 %1, 0
  %6 = sub nsw i32 16, %1
  %7 = lshr i32 %3, %6
  %8 = or i32 %7, %4
  %9 = trunc i32 %8 to i16
  %10 = select i1 %5, i16 %0, i16 %9
  %11 = lshr i32 %3, %1
  %12 = sext i16 %0 to i32
  %13 = ashr i32 %12, %1
  %14 = zext i16 %0 to i64
  %15 = and i32 %4, 65535
  %16 = zext nneg i32 %15 to i64
  %17 = and i32 %13, 65535
  %18 = zext nneg i32 %17 to i64
  %19 = zext nneg i32 %11 to i64
  %20 = zext i16 %10 to i64
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %14, i32 noundef %1, i64 noundef %16, i64 noundef %18, i64 noundef %19, i64 noundef %20)
  %22 = load i64, ptr @h, align 8, !tbaa !17
  %23 = mul i64 %22, 31
  %24 = mul nuw nsw i64 %18, 7
  %25 = mul nuw nsw i32 %11, 13
  %26 = add nuw nsw i32 %25, %15
  %27 = zext nneg i32 %26 to i64
  %28 = add nuw nsw i64 %24, %27
  %29 = add nuw nsw i64 %28, %20
  %30 = add i64 %29, %23
  store i64 %30, ptr @h, align 8, !tbaa !17
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @test_i32(i32 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = shl i32 %0, %1
  %4 = icmp eq i32 %1, 0
  %5 = sub nsw i32 32, %1
  %6 = lshr i32 %0, %5
  %7 = or i32 %6, %3
  %8 = select i1 %4, i32 %0, i32 %7
  %9 = lshr i32 %0, %1
  %10 = ashr i32 %0, %1
  %11 = zext i32 %0 to i64
  %12 = zext i32 %3 to i64
  %13 = zext i32 %10 to i64
  %14 = zext i32 %9 to i64
  %15 = zext i32 %8 to i64
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %11, i32 noundef %1, i64 noundef %12, i64 noundef %13, i64 noundef %14, i64 noundef %15)
  %17 = load i64, ptr @h, align 8, !tbaa !17
  %18 = mul i64 %17, 31
  %19 = mul nuw nsw i64 %13, 7
  %20 = mul i32 %9, 13
  %21 = zext i32 %20 to i64
  %22 = add nuw nsw i64 %19, %12
  %23 = add nuw nsw i64 %22, %21
  %24 = add nuw nsw i64 %23, %15
  %25 = add i64 %24, %18
  store i64 %25, ptr @h, align 8, !tbaa !17
  ret void
}

; Function Attrs: nofree noinline nounwind uwtable
define internal fastcc void @test_i64(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i32 %1 to i64
  %4 = shl i64 %0, %3
  %5 = icmp eq i32 %1, 0
  %6 = sub nsw i32 64, %1
  %7 = zext nneg i32 %6 to i64
  %8 = lshr i64 %0, %7
  %9 = or i64 %8, %4
  %10 = select i1 %5, i64 %0, i64 %9
  %11 = lshr i64 %0, %3
  %12 = ashr i64 %0, %3
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %0, i32 noundef %1, i64 noundef %4, i64 noundef %12, i64 noundef %11, i64 noundef %10)
  %14 = load i64, ptr @h, align 8, !tbaa !17
  %15 = mul i64 %14, 31
  %16 = mul i64 %12, 7
  %17 = mul i64 %11, 13
  %18 = add i64 %16, %4
  %19 = add i64 %18, %17
  %20 = add i64 %19, %10
  %21 = add i64 %20, %15
  store i64 %21, ptr @h, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @masked_shift(i32 noundef %0) unnamed_addr #3 {
  %2 = and i32 %0, 63
  %3 = zext nneg i32 %2 to i64
  %4 = shl i64 -2401053089206439923, %3
  ret i64 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 1, -2147483646) i32 @shift_by_u8(i8 noundef %0) unnamed_addr #3 {
  %2 = and i8 %0, 31
  %3 = zext nneg i8 %2 to i32
  %4 = lshr i32 -2147483647, %3
  ret i32 %4
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind }

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
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"long long", !7, i64 0}
!19 = distinct !{!19, !16}
