; ModuleID = 'programs/bitfields_rmw_union.c'
source_filename = "programs/bitfields_rmw_union.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.counters = type { i32 }

@.str = private unnamed_addr constant [12 x i8] c"en -> %08x\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"mode -> %08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"div -> %08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [14 x i8] c"offs -> %08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"rsvd -> %08x\0A\00", align 1
@.str.5 = private unnamed_addr constant [25 x i8] c"div+=100 -> %08x div=%u\0A\00", align 1
@.str.6 = private unnamed_addr constant [26 x i8] c"offs-=30 -> %08x offs=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [49 x i8] c"from word: en=%u mode=%u div=%u offs=%d rsvd=%x\0A\00", align 1
@.str.8 = private unnamed_addr constant [35 x i8] c"counters a=%u b=%u c=%u d=%u e=%u\0A\00", align 1
@.str.9 = private unnamed_addr constant [30 x i8] c"promoted=%d wide=%lld cmp=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.counters, align 4
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 1)
  %3 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 11)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 3211)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef 253067)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef -9077)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef -11573, i32 noundef 44)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef -134453, i32 noundef 31)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef 1, i32 noundef 7, i32 noundef 238, i32 noundef 27, i32 noundef 14251)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #4
  store i32 0, ptr %1, align 4
  br label %27

10:                                               ; preds = %27
  %11 = load i32, ptr %1, align 4
  %12 = and i32 %11, 15
  %13 = lshr i32 %11, 4
  %14 = and i32 %13, 15
  %15 = lshr i32 %11, 8
  %16 = and i32 %15, 15
  %17 = lshr i32 %11, 12
  %18 = and i32 %17, 15
  %19 = lshr i32 %11, 16
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %12, i32 noundef %14, i32 noundef %16, i32 noundef %18, i32 noundef %19)
  %21 = add nuw nsw i32 %12, -20
  %22 = mul nuw nsw i32 %19, 10000
  %23 = zext nneg i32 %22 to i64
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %21, i64 noundef %23, i32 noundef 1)
  %25 = add nuw nsw i32 %19, 110
  %26 = and i32 %25, 127
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #4
  ret i32 %26

27:                                               ; preds = %0, %27
  %28 = phi i32 [ 0, %0 ], [ %29, %27 ]
  call fastcc void @tick(ptr noundef nonnull %1, i32 noundef %28)
  %29 = add nuw nsw i32 %28, 1
  %30 = icmp eq i32 %29, 100
  br i1 %30, label %10, label %27, !llvm.loop !6
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @tick(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = load i32, ptr %0, align 4
  %4 = add i32 %3, 1
  %5 = and i32 %4, 15
  %6 = and i32 %3, -16
  %7 = or disjoint i32 %5, %6
  %8 = srem i32 %1, 3
  %9 = icmp eq i32 %8, 0
  %10 = add i32 %3, 48
  %11 = and i32 %10, 240
  %12 = and i32 %7, -241
  %13 = or disjoint i32 %12, %11
  %14 = select i1 %9, i32 %13, i32 %7
  %15 = srem i32 %1, 5
  %16 = icmp eq i32 %15, 0
  %17 = add i32 %14, 3840
  %18 = and i32 %17, 3840
  %19 = and i32 %14, -3841
  %20 = or disjoint i32 %18, %19
  %21 = select i1 %16, i32 %20, i32 %14
  %22 = shl i32 %1, 12
  %23 = xor i32 %21, %22
  %24 = mul i32 %1, 458752
  %25 = add i32 %21, %24
  %26 = and i32 %25, -65536
  %27 = and i32 %23, 65535
  %28 = or disjoint i32 %27, %26
  store i32 %28, ptr %0, align 4
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

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
