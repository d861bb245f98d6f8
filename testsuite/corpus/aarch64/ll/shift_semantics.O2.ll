; ModuleID = 'programs/shift_semantics.c'
source_filename = "programs/shift_semantics.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [36 x i8] c"u8<<%2d=%08x trunc=%02x s8>>%2d=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"u16<<%2d=%08x \00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c"s64>>%2llu=%llx \00", align 1
@.str.4 = private unnamed_addr constant [17 x i8] c"u64<<%d=%016llx \00", align 1
@.str.5 = private unnamed_addr constant [21 x i8] c"masked hash %016llx\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"mix(%08x)=%08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [12 x i8] c"rot16 %04x\0A\00", align 1
@.str.8 = private unnamed_addr constant [59 x i8] c"-5<<3 via unsigned = %d, -5>>1 = %d, (unsigned)-5>>1 = %u\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i8, align 4
  %2 = alloca i8, align 4
  %3 = alloca i16, align 4
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1)
  store volatile i8 -73, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %2)
  store volatile i8 -77, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %3)
  store volatile i16 -4083, ptr %3, align 4, !tbaa !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4)
  store volatile i64 -81985529216486895, ptr %4, align 8, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile i64 -9223372036854775807, ptr %5, align 8, !tbaa !11
  br label %7

7:                                                ; preds = %0, %7
  %8 = phi i32 [ 0, %0 ], [ %18, %7 ]
  %9 = tail call i32 @llvm.umin.i32(i32 %8, i32 23)
  %10 = load volatile i8, ptr %1, align 4, !tbaa !6
  %11 = tail call fastcc i32 @u8_shl(i8 noundef %10, i32 noundef %9)
  %12 = load volatile i8, ptr %1, align 4, !tbaa !6
  %13 = tail call fastcc i8 @u8_shl_trunc(i8 noundef %12, i32 noundef %9)
  %14 = zext i8 %13 to i32
  %15 = load volatile i8, ptr %2, align 4, !tbaa !6
  %16 = tail call fastcc i32 @s8_shr(i8 noundef %15, i32 noundef %8)
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %9, i32 noundef %11, i32 noundef %14, i32 noundef %8, i32 noundef %16)
  %18 = add nuw nsw i32 %8, 3
  %19 = icmp ult i32 %8, 29
  br i1 %19, label %7, label %20, !llvm.loop !13

20:                                               ; preds = %7
  %21 = load volatile i16, ptr %3, align 4, !tbaa !9
  %22 = tail call fastcc i32 @u16_shl(i16 noundef %21, i8 noundef 0)
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i32 noundef %22)
  %24 = load volatile i16, ptr %3, align 4, !tbaa !9
  %25 = tail call fastcc i32 @u16_shl(i16 noundef %24, i8 noundef 5)
  %26 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 5, i32 noundef %25)
  %27 = load volatile i16, ptr %3, align 4, !tbaa !9
  %28 = tail call fastcc i32 @u16_shl(i16 noundef %27, i8 noundef 10)
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 10, i32 noundef %28)
  %30 = load volatile i16, ptr %3, align 4, !tbaa !9
  %31 = tail call fastcc i32 @u16_shl(i16 noundef %30, i8 noundef 15)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 15, i32 noundef %31)
  %33 = load volatile i16, ptr %3, align 4, !tbaa !9
  %34 = tail call fastcc i32 @u16_shl(i16 noundef %33, i8 noundef 20)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 20, i32 noundef %34)
  %36 = load volatile i16, ptr %3, align 4, !tbaa !9
  %37 = tail call fastcc i32 @u16_shl(i16 noundef %36, i8 noundef 25)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 25, i32 noundef %37)
  %39 = load volatile i16, ptr %3, align 4, !tbaa !9
  %40 = tail call fastcc i32 @u16_shl(i16 noundef %39, i8 noundef 30)
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 30, i32 noundef %40)
  %42 = tail call i32 @putchar(i32 10)
  %43 = load volatile i64, ptr %4, align 8, !tbaa !11
  %44 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %43, i64 noundef 0)
  %45 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 0, i64 noundef %44)
  %46 = load volatile i64, ptr %4, align 8, !tbaa !11
  %47 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %46, i64 noundef 9)
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 9, i64 noundef %47)
  %49 = load volatile i64, ptr %4, align 8, !tbaa !11
  %50 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %49, i64 noundef 18)
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 18, i64 noundef %50)
  %52 = load volatile i64, ptr %4, align 8, !tbaa !11
  %53 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %52, i64 noundef 27)
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 27, i64 noundef %53)
  %55 = load volatile i64, ptr %4, align 8, !tbaa !11
  %56 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %55, i64 noundef 36)
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 36, i64 noundef %56)
  %58 = load volatile i64, ptr %4, align 8, !tbaa !11
  %59 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %58, i64 noundef 45)
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 45, i64 noundef %59)
  %61 = load volatile i64, ptr %4, align 8, !tbaa !11
  %62 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %61, i64 noundef 54)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 54, i64 noundef %62)
  %64 = load volatile i64, ptr %4, align 8, !tbaa !11
  %65 = tail call fastcc i64 @s64_shr_cnt64(i64 noundef %64, i64 noundef 63)
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef 63, i64 noundef %65)
  %67 = tail call i32 @putchar(i32 10)
  %68 = load volatile i64, ptr %5, align 8, !tbaa !11
  %69 = tail call fastcc i64 @u64_shl_cnt8(i64 noundef %68, i8 noundef 0)
  %70 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 0, i64 noundef %69)
  %71 = load volatile i64, ptr %5, align 8, !tbaa !11
  %72 = tail call fastcc i64 @u64_shl_cnt8(i64 noundef %71, i8 noundef 13)
  %73 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 13, i64 noundef %72)
  %74 = load volatile i64, ptr %5, align 8, !tbaa !11
  %75 = tail call fastcc i64 @u64_shl_cnt8(i64 noundef %74, i8 noundef 26)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 26, i64 noundef %75)
  %77 = load volatile i64, ptr %5, align 8, !tbaa !11
  %78 = tail call fastcc i64 @u64_shl_cnt8(i64 noundef %77, i8 noundef 39)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 39, i64 noundef %78)
  %80 = load volatile i64, ptr %5, align 8, !tbaa !11
  %81 = tail call fastcc i64 @u64_shl_cnt8(i64 noundef %80, i8 noundef 52)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 52, i64 noundef %81)
  %83 = tail call i32 @putchar(i32 10)
  br label %115

84:                                               ; preds = %115
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %127)
  %86 = tail call fastcc i32 @shift_mix(i32 noundef 1)
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1, i32 noundef %86)
  %88 = tail call fastcc i32 @shift_mix(i32 noundef 16)
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 16, i32 noundef %88)
  %90 = tail call fastcc i32 @shift_mix(i32 noundef 256)
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 256, i32 noundef %90)
  %92 = tail call fastcc i32 @shift_mix(i32 noundef 4096)
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 4096, i32 noundef %92)
  %94 = tail call fastcc i32 @shift_mix(i32 noundef 65536)
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 65536, i32 noundef %94)
  %96 = tail call fastcc i32 @shift_mix(i32 noundef 1048576)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 1048576, i32 noundef %96)
  %98 = tail call fastcc i32 @shift_mix(i32 noundef 16777216)
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 16777216, i32 noundef %98)
  %100 = tail call fastcc i32 @shift_mix(i32 noundef 268435456)
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 268435456, i32 noundef %100)
  %102 = load volatile i16, ptr %3, align 4, !tbaa !9
  %103 = tail call fastcc i16 @u16_rot_trunc(i16 noundef %102)
  %104 = zext i16 %103 to i32
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %104)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6)
  store volatile i32 -5, ptr %6, align 4, !tbaa !15
  %106 = load volatile i32, ptr %6, align 4, !tbaa !15
  %107 = shl i32 %106, 3
  %108 = load volatile i32, ptr %6, align 4, !tbaa !15
  %109 = ashr i32 %108, 1
  %110 = load volatile i32, ptr %6, align 4, !tbaa !15
  %111 = lshr i32 %110, 1
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %107, i32 noundef %109, i32 noundef %111)
  %113 = trunc i64 %127 to i32
  %114 = and i32 %113, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1)
  ret i32 %114

115:                                              ; preds = %20, %115
  %116 = phi i32 [ 0, %20 ], [ %128, %115 ]
  %117 = phi i64 [ 0, %20 ], [ %127, %115 ]
  %118 = mul i64 %117, 31
  %119 = tail call fastcc i32 @masked32(i32 noundef %116)
  %120 = zext i32 %119 to i64
  %121 = add i64 %118, %120
  %122 = tail call fastcc i32 @sar_masked(i32 noundef %116)
  %123 = zext i32 %122 to i64
  %124 = add i64 %121, %123
  %125 = load volatile i64, ptr %5, align 8, !tbaa !11
  %126 = tail call fastcc i64 @masked64(i64 noundef %125, i32 noundef %116)
  %127 = add i64 %124, %126
  %128 = add nuw nsw i32 %116, 1
  %129 = icmp eq i32 %128, 100
  br i1 %129, label %84, label %115, !llvm.loop !17
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @u8_shl(i8 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext i8 %0 to i32
  %4 = shl i32 %3, %1
  ret i32 %4
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i8 @u8_shl_trunc(i8 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext i8 %0 to i32
  %4 = shl i32 %3, %1
  %5 = trunc i32 %4 to i8
  ret i8 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -128, 128) i32 @s8_shr(i8 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = sext i8 %0 to i32
  %4 = ashr i32 %3, %1
  ret i32 %4
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @u16_shl(i16 noundef %0, i8 noundef %1) unnamed_addr #3 {
  %3 = zext i16 %0 to i32
  %4 = zext nneg i8 %1 to i32
  %5 = shl i32 %3, %4
  ret i32 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @s64_shr_cnt64(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = ashr i64 %0, %1
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @u64_shl_cnt8(i64 noundef %0, i8 noundef %1) unnamed_addr #3 {
  %3 = sext i8 %1 to i64
  %4 = and i64 %3, 4294967295
  %5 = shl i64 %0, %4
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @masked32(i32 noundef %0) unnamed_addr #3 {
  %2 = and i32 %0, 31
  %3 = shl i32 -2147483647, %2
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 -1000000, 0) i32 @sar_masked(i32 noundef %0) unnamed_addr #3 {
  %2 = and i32 %0, 31
  %3 = ashr i32 -1000000, %2
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i64 @masked64(i64 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = and i32 %1, 63
  %4 = zext nneg i32 %3 to i64
  %5 = lshr i64 %0, %4
  ret i64 %5
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @shift_mix(i32 noundef %0) unnamed_addr #3 {
  %2 = shl i32 %0, 3
  %3 = lshr i32 %0, 5
  %4 = xor i32 %2, %3
  %5 = shl i32 %0, 31
  %6 = xor i32 %4, %5
  %7 = lshr i32 %0, 31
  %8 = xor i32 %6, %7
  %9 = ashr i32 %0, 31
  %10 = xor i32 %8, %9
  %11 = ashr i32 %0, 1
  %12 = xor i32 %10, %11
  ret i32 %12
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @u16_rot_trunc(i16 noundef %0) unnamed_addr #3 {
  %2 = tail call i16 @llvm.fshl.i16(i16 %0, i16 %0, i16 9)
  ret i16 %2
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.fshl.i16(i16, i16, i16) #5

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind }
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
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!10, !10, i64 0}
!10 = !{!"short", !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"long", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !14}
