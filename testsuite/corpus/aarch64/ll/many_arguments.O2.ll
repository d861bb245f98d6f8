; ModuleID = 'programs/many_arguments.c'
source_filename = "programs/many_arguments.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.P = type { i32, i32 }

@.str = private unnamed_addr constant [15 x i8] c"many_ints=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"many_ints_neg=%ld\0A\00", align 1
@.str.2 = private unnamed_addr constant [17 x i8] c"many_doubles=%g\0A\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"interleaved=%g\0A\00", align 1
@.str.4 = private unnamed_addr constant [15 x i8] c"with_ptrs=%ld\0A\00", align 1
@.str.6 = private unnamed_addr constant [16 x i8] c"small_types=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [13 x i8] c"via ptr=%ld\0A\00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  %4 = alloca %struct.P, align 8
  %5 = alloca ptr, align 8
  %6 = tail call i64 @many_ints(i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12)
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %6)
  %8 = tail call i64 @many_ints(i32 noundef -1, i32 noundef -2, i32 noundef -3, i32 noundef -4, i32 noundef -5, i32 noundef -6, i32 noundef -7, i32 noundef -8, i32 noundef -9, i32 noundef -10, i32 noundef -11, i32 noundef -2147483647)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %8)
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef 7.500000e-01)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef 4.773750e+02)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #5
  store i32 10, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #5
  store i64 20, ptr %2, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #5
  store double 3.090000e+01, ptr %3, align 8, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #5
  store i64 25769803781, ptr %4, align 8
  %12 = call fastcc i64 @with_ptrs(ptr noundef nonnull %1, ptr noundef nonnull %2, ptr noundef nonnull %3, ptr noundef nonnull %4)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %12)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 98705)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  store volatile ptr @many_ints, ptr %5, align 8, !tbaa !14
  %15 = load volatile ptr, ptr %5, align 8, !tbaa !14
  %16 = tail call i64 %15(i32 noundef 12, i32 noundef 11, i32 noundef 10, i32 noundef 9, i32 noundef 8, i32 noundef 7, i32 noundef 6, i32 noundef 5, i32 noundef 4, i32 noundef 3, i32 noundef 2, i32 noundef 1) #5
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %16)
  %18 = tail call i64 @many_ints(i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %19 = trunc i64 %18 to i32
  %20 = and i32 %19, 255
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #5
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #5
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #5
  ret i32 %20
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal range(i64 -167503724544, 167503724467) i64 @many_ints(i32 noundef %0, i32 noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i32 noundef %11) #2 {
  %13 = sext i32 %0 to i64
  %14 = sext i32 %1 to i64
  %15 = shl nsw i64 %14, 1
  %16 = add nsw i64 %15, %13
  %17 = sext i32 %2 to i64
  %18 = mul nsw i64 %17, 3
  %19 = add nsw i64 %16, %18
  %20 = sext i32 %3 to i64
  %21 = shl nsw i64 %20, 2
  %22 = add nsw i64 %19, %21
  %23 = sext i32 %4 to i64
  %24 = mul nsw i64 %23, 5
  %25 = add nsw i64 %22, %24
  %26 = sext i32 %5 to i64
  %27 = mul nsw i64 %26, 6
  %28 = add nsw i64 %25, %27
  %29 = sext i32 %6 to i64
  %30 = mul nsw i64 %29, 7
  %31 = add nsw i64 %28, %30
  %32 = sext i32 %7 to i64
  %33 = shl nsw i64 %32, 3
  %34 = add nsw i64 %31, %33
  %35 = sext i32 %8 to i64
  %36 = mul nsw i64 %35, 9
  %37 = add nsw i64 %34, %36
  %38 = sext i32 %9 to i64
  %39 = mul nsw i64 %38, 10
  %40 = add nsw i64 %37, %39
  %41 = sext i32 %10 to i64
  %42 = mul nsw i64 %41, 11
  %43 = add nsw i64 %40, %42
  %44 = sext i32 %11 to i64
  %45 = mul nsw i64 %44, 12
  %46 = add nsw i64 %43, %45
  ret i64 %46
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i64 -9223372036854775500, -9223372036854775808) i64 @with_ptrs(ptr nocapture noundef readonly %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2, ptr nocapture noundef readonly %3) unnamed_addr #4 {
  %5 = load i32, ptr %0, align 4, !tbaa !6
  %6 = sext i32 %5 to i64
  %7 = load i64, ptr %1, align 8, !tbaa !10
  %8 = load double, ptr %2, align 8, !tbaa !12
  %9 = fptosi double %8 to i64
  %10 = load i32, ptr %3, align 4, !tbaa !16
  %11 = sext i32 %10 to i64
  %12 = add nsw i64 %6, 441
  %13 = add i64 %12, %7
  %14 = add i64 %13, %9
  %15 = add i64 %14, %11
  ret i64 %15
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #3

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"double", !8, i64 0}
!14 = !{!15, !15, i64 0}
!15 = !{!"any pointer", !8, i64 0}
!16 = !{!17, !7, i64 0}
!17 = !{!"P", !7, i64 0, !7, i64 4}
