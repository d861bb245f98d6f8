; ModuleID = 'programs/integer_promotion_rules.c'
source_filename = "programs/integer_promotion_rules.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.bf = type { i64 }

@.str = private unnamed_addr constant [35 x i8] c"uc_sum(255,255)=%d uc_sub(1,2)=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [30 x i8] c"us_mul_small(46340,46340)=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [53 x i8] c"-1 < 1u: %d   -1L < 1u: %d   cmp_long_uint(-1,1)=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [27 x i8] c"~(uchar)0x0f=%d stored=%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [47 x i8] c"cond_type(1,-1,0)=%ld cond_type2(1,-1,0)=%lld\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"compound(100)=%d\0A\00", align 1
@.str.6 = private unnamed_addr constant [20 x i8] c"char_arith('q')=%c\0A\00", align 1
@.str.7 = private unnamed_addr constant [30 x i8] c"bf_promote=%d sizeof(bf)=%zu\0A\00", align 1
@.str.8 = private unnamed_addr constant [37 x i8] c"ull(-1)=%llx ull((unsigned)-1)=%llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [48 x i8] c"us+1=%d ss==us:%d (unsigned)ss==us:%d u-1>0:%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [77 x i8] c"sc==uc:%d (unsigned char)sc==uc:%d -sc=%d sizeof(+sc)=%zu sizeof(sc+sc)=%zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [34 x i8] c"-1L < 1UL: %d  sizeof(1L+1u)=%zu\0A\00", align 1
@.str.12 = private unnamed_addr constant [31 x i8] c"a32+1=%llu (uint64)a32+1=%llu\0A\00", align 1
@.str.13 = private unnamed_addr constant [17 x i8] c"-0=%d, -0==0:%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.bf, align 8
  %2 = alloca i16, align 4
  %3 = alloca i16, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 4
  %6 = alloca i8, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 510, i32 noundef -1)
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2147395600)
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 1, i32 noundef 1)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef -16, i32 noundef 240)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef 4294967295, i64 noundef -1)
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef 8)
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef 81)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #4
  store i64 233, ptr %1, align 8
  %17 = call fastcc i32 @bf_promote(ptr noundef nonnull %1)
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %17, i64 noundef 8)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -1, i64 noundef 4294967295)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %2)
  store volatile i16 -1, ptr %2, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %3)
  store volatile i16 -1, ptr %3, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4)
  store volatile i32 0, ptr %4, align 4, !tbaa !10
  %20 = load volatile i16, ptr %2, align 4, !tbaa !6
  %21 = zext i16 %20 to i32
  %22 = add nuw nsw i32 %21, 1
  %23 = load volatile i16, ptr %3, align 4, !tbaa !6
  %24 = sext i16 %23 to i32
  %25 = load volatile i16, ptr %2, align 4, !tbaa !6
  %26 = zext i16 %25 to i32
  %27 = icmp eq i32 %24, %26
  %28 = zext i1 %27 to i32
  %29 = load volatile i16, ptr %3, align 4, !tbaa !6
  %30 = load volatile i16, ptr %2, align 4, !tbaa !6
  %31 = icmp eq i16 %29, %30
  %32 = zext i1 %31 to i32
  %33 = load volatile i32, ptr %4, align 4, !tbaa !10
  %34 = icmp ne i32 %33, 1
  %35 = zext i1 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %22, i32 noundef %28, i32 noundef %32, i32 noundef %35)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %5)
  store volatile i8 -128, ptr %5, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6)
  store volatile i8 -128, ptr %6, align 4, !tbaa !12
  %37 = load volatile i8, ptr %5, align 4, !tbaa !12
  %38 = sext i8 %37 to i32
  %39 = load volatile i8, ptr %6, align 4, !tbaa !12
  %40 = zext i8 %39 to i32
  %41 = icmp eq i32 %38, %40
  %42 = zext i1 %41 to i32
  %43 = load volatile i8, ptr %5, align 4, !tbaa !12
  %44 = load volatile i8, ptr %6, align 4, !tbaa !12
  %45 = icmp eq i8 %43, %44
  %46 = zext i1 %45 to i32
  %47 = load volatile i8, ptr %5, align 4, !tbaa !12
  %48 = sext i8 %47 to i32
  %49 = sub nsw i32 0, %48
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %42, i32 noundef %46, i32 noundef %49, i64 noundef 4, i64 noundef 4)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7)
  store volatile i64 -1, ptr %7, align 8, !tbaa !13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8)
  store volatile i64 1, ptr %8, align 8, !tbaa !13
  %51 = load volatile i64, ptr %7, align 8, !tbaa !13
  %52 = load volatile i64, ptr %8, align 8, !tbaa !13
  %53 = icmp slt i64 %51, %52
  %54 = zext i1 %53 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %54, i64 noundef 8)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %9)
  store volatile i32 -1, ptr %9, align 4, !tbaa !10
  %56 = load volatile i32, ptr %9, align 4, !tbaa !10
  %57 = add i32 %56, 1
  %58 = zext i32 %57 to i64
  %59 = load volatile i32, ptr %9, align 4, !tbaa !10
  %60 = zext i32 %59 to i64
  %61 = add nuw nsw i64 %60, 1
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef %58, i64 noundef %61)
  %63 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef 0, i32 noundef 1)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %2)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #4
  ret i32 126
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc range(i32 0, 112) i32 @bf_promote(ptr nocapture noundef readonly %0) unnamed_addr #3 {
  %2 = load i64, ptr %0, align 8
  %3 = and i64 %2, 7
  %4 = icmp ult i64 %3, 5
  %5 = select i1 %4, i32 100, i32 0
  %6 = and i64 %2, 128
  %7 = icmp eq i64 %6, 0
  %8 = select i1 %7, i32 0, i32 10
  %9 = or disjoint i32 %5, %8
  %10 = and i64 %2, 281474976710400
  %11 = icmp ne i64 %10, 256
  %12 = zext i1 %11 to i32
  %13 = or disjoint i32 %9, %12
  ret i32 %13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"short", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!8, !8, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !8, i64 0}
