; ModuleID = 'programs/atomics_single_thread.c'
source_filename = "programs/atomics_single_thread.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a8 = internal global i8 0, align 1
@a16 = internal global i16 0, align 2
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
  %1 = alloca i8, align 1
  br label %31

2:                                                ; preds = %31
  %3 = load i8, ptr @a8, align 1, !tbaa !5
  %4 = zext i8 %3 to i32
  %5 = load i16, ptr @a16, align 2, !tbaa !8
  %6 = zext i16 %5 to i32
  %7 = load i32, ptr @a32, align 4, !tbaa !10
  %8 = load i64, ptr @a64, align 8, !tbaa !12
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %4, i32 noundef %6, i32 noundef %7, i64 noundef %8)
  %10 = atomicrmw or ptr @a32, i32 255 seq_cst, align 4
  %11 = atomicrmw and ptr @a32, i32 -252645136 seq_cst, align 4
  %12 = atomicrmw xor ptr @a32, i32 305419896 seq_cst, align 4
  %13 = xor i32 %12, 305419896
  %14 = load atomic i32, ptr @a32 acquire, align 4
  %15 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %10, i32 noundef %11, i32 noundef %13, i32 noundef %14)
  %16 = atomicrmw xchg ptr @a64, i64 42 seq_cst, align 8
  %17 = load i64, ptr @a64, align 8, !tbaa !12
  %18 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %16, i64 noundef %17)
  %19 = cmpxchg ptr @a64, i64 41, i64 100 seq_cst seq_cst, align 8
  %20 = extractvalue { i64, i1 } %19, 1
  %21 = extractvalue { i64, i1 } %19, 0
  %22 = zext i1 %20 to i32
  %23 = load i64, ptr @a64, align 8, !tbaa !12
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %22, i64 noundef %21, i64 noundef %23)
  %25 = cmpxchg ptr @a64, i64 %21, i64 100 seq_cst monotonic, align 8
  %26 = extractvalue { i64, i1 } %25, 1
  %27 = zext i1 %26 to i32
  %28 = load i64, ptr @a64, align 8, !tbaa !12
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %27, i64 noundef %28)
  %30 = load i16, ptr @a16, align 2, !tbaa !8
  br label %55

31:                                               ; preds = %31, %0
  %32 = phi i32 [ 0, %0 ], [ %53, %31 ]
  %33 = atomicrmw add ptr @a8, i8 3 monotonic, align 1
  %34 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2
  %35 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4
  %36 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8
  %37 = atomicrmw add ptr @a8, i8 3 monotonic, align 1
  %38 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2
  %39 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4
  %40 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8
  %41 = atomicrmw add ptr @a8, i8 3 monotonic, align 1
  %42 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2
  %43 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4
  %44 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8
  %45 = atomicrmw add ptr @a8, i8 3 monotonic, align 1
  %46 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2
  %47 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4
  %48 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8
  %49 = atomicrmw add ptr @a8, i8 3 monotonic, align 1
  %50 = atomicrmw add ptr @a16, i16 257 seq_cst, align 2
  %51 = atomicrmw sub ptr @a32, i32 7 acq_rel, align 4
  %52 = atomicrmw add ptr @a64, i64 4294967297 seq_cst, align 8
  %53 = add nuw nsw i32 %32, 5
  %54 = icmp eq i32 %53, 300
  br i1 %54, label %2, label %31, !llvm.loop !14

55:                                               ; preds = %55, %2
  %56 = phi i16 [ %30, %2 ], [ %60, %55 ]
  %57 = mul i16 %56, 3
  %58 = cmpxchg weak ptr @a16, i16 %56, i16 %57 acq_rel acquire, align 2
  %59 = extractvalue { i16, i1 } %58, 1
  %60 = extractvalue { i16, i1 } %58, 0
  br i1 %59, label %61, label %55, !llvm.loop !16

61:                                               ; preds = %55
  %62 = load i16, ptr @a16, align 2, !tbaa !8
  %63 = zext i16 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %63)
  %65 = atomicrmw add ptr @lock, i32 5 seq_cst, align 4
  %66 = atomicrmw add ptr @lock, i32 5 seq_cst, align 4
  %67 = add i32 %66, 5
  %68 = load i8, ptr @a8, align 1, !tbaa !5
  %69 = cmpxchg ptr @a8, i8 %68, i8 7 seq_cst seq_cst, align 1
  %70 = extractvalue { i8, i1 } %69, 0
  %71 = zext i8 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %65, i32 noundef %67, i32 noundef %71)
  store i32 0, ptr @lock, align 4, !tbaa !10
  %73 = cmpxchg ptr @a8, i8 7, i8 9 seq_cst seq_cst, align 1
  %74 = extractvalue { i8, i1 } %73, 1
  %75 = zext i1 %74 to i32
  %76 = load i8, ptr @a8, align 1, !tbaa !5
  %77 = zext i8 %76 to i32
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %75, i32 noundef %77)
  br label %79

79:                                               ; preds = %105, %61
  %80 = phi i64 [ 0, %61 ], [ %106, %105 ]
  br label %90

81:                                               ; preds = %105
  fence seq_cst
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 499500, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %1) #3
  store i8 0, ptr %1, align 1, !tbaa !17
  %83 = atomicrmw xchg ptr %1, i8 1 seq_cst, align 1
  %84 = icmp ne i8 %83, 0
  %85 = zext i1 %84 to i32
  %86 = atomicrmw xchg ptr %1, i8 1 seq_cst, align 1
  %87 = icmp ne i8 %86, 0
  %88 = zext i1 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %85, i32 noundef %88)
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %1) #3
  ret i32 44

90:                                               ; preds = %79, %90
  %91 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4
  %92 = icmp eq i32 %91, 0
  br i1 %92, label %93, label %90, !llvm.loop !19

93:                                               ; preds = %90
  store atomic i32 0, ptr @lock release, align 4
  br label %94

94:                                               ; preds = %94, %93
  %95 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4
  %96 = icmp eq i32 %95, 0
  br i1 %96, label %97, label %94, !llvm.loop !19

97:                                               ; preds = %94
  store atomic i32 0, ptr @lock release, align 4
  br label %98

98:                                               ; preds = %98, %97
  %99 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4
  %100 = icmp eq i32 %99, 0
  br i1 %100, label %101, label %98, !llvm.loop !19

101:                                              ; preds = %98
  store atomic i32 0, ptr @lock release, align 4
  br label %102

102:                                              ; preds = %102, %101
  %103 = atomicrmw xchg ptr @lock, i32 1 acquire, align 4
  %104 = icmp eq i32 %103, 0
  br i1 %104, label %105, label %102, !llvm.loop !19

105:                                              ; preds = %102
  store atomic i32 0, ptr @lock release, align 4
  %106 = add nuw nsw i64 %80, 4
  %107 = icmp eq i64 %106, 1000
  br i1 %107, label %81, label %79, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind }

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
!8 = !{!9, !9, i64 0}
!9 = !{!"short", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !6, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"long", !6, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = distinct !{!16, !15}
!17 = !{!18, !18, i64 0}
!18 = !{!"_Bool", !6, i64 0}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
