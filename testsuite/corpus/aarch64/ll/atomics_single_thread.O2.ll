; ModuleID = 'programs/atomics_single_thread.c'
source_filename = "programs/atomics_single_thread.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@a8 = internal global i8 0, align 4
@a16 = internal global i16 0, align 4
@a32 = internal global i32 0, align 4
@a64 = internal global i64 0, align 8
@.str = private unnamed_addr constant [26 x i8] c"after add: %u %u %u %llu\0A\00", align 1
@.str.1 = private unnamed_addr constant [37 x i8] c"or/and/xor: %08x %08x %08x now=%08x\0A\00", align 1
@.str.2 = private unnamed_addr constant [28 x i8] c"exchange old=%llu new=%llu\0A\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"cas fail ok=%d expected now=%llu val=%llu\0A\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c"cas ok=%d val=%llu\0A\00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"weak cas loop a16=%u\0A\00", align 1
@lock = internal global i32 0, align 4
@.str.6 = private unnamed_addr constant [16 x i8] c"sync: %d %d %u\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"bool cas %d a8=%u\0A\00", align 1
@.str.8 = private unnamed_addr constant [26 x i8] c"counter=%ld lockfree8=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [20 x i8] c"test_and_set %d %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 -255, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i8, align 4
  br label %31

2:                                                ; preds = %31
  %3 = load i8, ptr @a8, align 4, !tbaa !6
  %4 = zext i8 %3 to i32
  %5 = load i16, ptr @a16, align 4, !tbaa !9
  %6 = zext i16 %5 to i32
  %7 = load i32, ptr @a32, align 4, !tbaa !11
  %8 = load i64, ptr @a64, align 8, !tbaa !13
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %6, i32 noundef %7, i64 noundef %8)
  %10 = atomicrmw or ptr @a32, i32 255 seq_cst, align 4
  %11 = atomicrmw and ptr @a32, i32 -252645136 seq_cst, align 4
  %12 = atomicrmw xor ptr @a32, i32 305419896 seq_cst, align 4
  %13 = xor i32 %12, 305419896
  %14 = load atomic i32, ptr @a32 acquire, align 4
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %10, i32 noundef %11, i32 noundef %13, i32 noundef %14)
  %16 = atomicrmw xchg ptr @a64, i64 42 seq_cst, align 8
  %17 = load i64, ptr @a64, align 8, !tbaa !13
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %16, i64 noundef %17)
  %19 = cmpxchg ptr @a64, i64 41, i64 100 seq_cst seq_cst, align 8
  %20 = extractvalue { i64, i1 } %19, 1
  %21 = extractvalue { i64, i1 } %19, 0
  %22 = zext i1 %20 to i32
  %23 = load i64, ptr @a64, align 8, !tbaa !13
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %22, i64 noundef %21, i64 noundef %23)
  %25 = cmpxchg ptr @a64, i64 %21, i64 100 seq_cst monotonic, align 8
  %26 = extractvalue { i64, i1 } %25, 1
  %27 = zext i1 %26 to i32
  %28 = load i64, ptr @a64, align 8, !tbaa !13
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %27, i64 noundef %28)
  %30 = load i16, ptr @a16, align 4, !tbaa !9
  br label %39

31:                                               ; preds = %0, %31
  %32 = phi i32 [ 0, %0 ], [ %37, %31 ]
  %33 = atomicrmw add ptr @a8, i8 3 monotonic, align 1
  %34 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2
  %35 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4
  %36 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8
  %37 = add nuw nsw i32 %32, 1
  %38 = icmp eq i32 %37, 300
  br i1 %38, label %2, label %31, !llvm.loop !15

39:                                               ; preds = %39, %2
  %40 = phi i16 [ %30, %2 ], [ %44, %39 ]
  %41 = mul i16 %40, 3
  %42 = cmpxchg weak ptr @a16, i16 %40, i16 %41 acq_rel acquire, align 2
  %43 = extractvalue { i16, i1 } %42, 1
  %44 = extractvalue { i16, i1 } %42, 0
  br i1 %43, label %45, label %39, !llvm.loop !17

45:                                               ; preds = %39
  %46 = load i16, ptr @a16, align 4, !tbaa !9
  %47 = zext i16 %46 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %47)
  %49 = atomicrmw add ptr @lock, i32 5 seq_cst, align 4
  %50 = atomicrmw add ptr @lock, i32 5 seq_cst, align 4
  %51 = add i32 %50, 5
  %52 = load i8, ptr @a8, align 4, !tbaa !6
  %53 = cmpxchg ptr @a8, i8 %52, i8 7 seq_cst seq_cst, align 1
  %54 = extractvalue { i8, i1 } %53, 0
  %55 = zext i8 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %49, i32 noundef %51, i32 noundef %55)
  store i32 0, ptr @lock, align 4, !tbaa !11
  %57 = cmpxchg ptr @a8, i8 7, i8 9 seq_cst seq_cst, align 1
  %58 = extractvalue { i8, i1 } %57, 1
  %59 = zext i1 %58 to i32
  %60 = load i8, ptr @a8, align 4, !tbaa !6
  %61 = zext i8 %60 to i32
  %62 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %59, i32 noundef %61)
  br label %63

63:                                               ; preds = %45, %77
  %64 = phi i64 [ 0, %45 ], [ %78, %77 ]
  br label %74

65:                                               ; preds = %77
  fence seq_cst
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 499500, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #3
  store i8 0, ptr %1, align 4, !tbaa !18
  %67 = atomicrmw xchg ptr %1, i8 1 seq_cst, align 1
  %68 = icmp ne i8 %67, 0
  %69 = zext i1 %68 to i32
  %70 = atomicrmw xchg ptr %1, i8 1 seq_cst, align 1
  %71 = icmp ne i8 %70, 0
  %72 = zext i1 %71 to i32
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %69, i32 noundef %72)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #3
  ret i32 44

74:                                               ; preds = %63, %74
  %75 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4
  %76 = icmp eq i32 %75, 0
  br i1 %76, label %77, label %74, !llvm.loop !20

77:                                               ; preds = %74
  store atomic i32 0, ptr @lock release, align 4
  %78 = add nuw nsw i64 %64, 1
  %79 = icmp eq i64 %78, 1000
  br i1 %79, label %65, label %63, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind }

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
!17 = distinct !{!17, !16}
!18 = !{!19, !19, i64 0}
!19 = !{!"_Bool", !7, i64 0}
!20 = distinct !{!20, !16}
!21 = distinct !{!21, !16}
