; ModuleID = 'programs/atomics_builtins_float.c'
source_filename = "programs/atomics_builtins_float.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.atomic_flag = type { i8 }
%struct.pair = type { i32, i32 }

@.str = private unnamed_addr constant [13 x i8] c"af=%a ad=%a\0A\00", align 1
@.str.1 = private unnamed_addr constant [15 x i8] c"flag %d %d %d\0A\00", align 1
@.str.2 = private unnamed_addr constant [38 x i8] c"__atomic: %d %d %d %d %d exp=%d x=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [43 x i8] c"__sync: %ld %ld %ld %d %ld y=%ld uc=%d/%d\0A\00", align 1
@.str.4 = private unnamed_addr constant [41 x i8] c"struct pair ok=%d fin=%d,%d lockfree=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [13 x i8] c"u16 wrap=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca float, align 4
  %2 = alloca double, align 8
  %3 = alloca %struct.atomic_flag, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i8, align 4
  %7 = alloca %struct.pair, align 8
  %8 = alloca i16, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #3
  store float 5.000000e-01, ptr %1, align 4, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #3
  store double 1.000000e+00, ptr %2, align 8, !tbaa !6
  br label %11

9:                                                ; preds = %34
  %10 = load atomic float, ptr %1 seq_cst, align 4, !tbaa !6
  br label %37

11:                                               ; preds = %0, %34
  %12 = phi i32 [ 0, %0 ], [ %35, %34 ]
  %13 = load atomic float, ptr %1 seq_cst, align 4, !tbaa !6
  br label %14

14:                                               ; preds = %14, %11
  %15 = phi float [ %13, %11 ], [ %22, %14 ]
  %16 = fadd float %15, 2.500000e-01
  %17 = bitcast float %15 to i32
  %18 = bitcast float %16 to i32
  %19 = cmpxchg ptr %1, i32 %17, i32 %18 seq_cst seq_cst, align 4
  %20 = extractvalue { i32, i1 } %19, 0
  %21 = extractvalue { i32, i1 } %19, 1
  %22 = bitcast i32 %20 to float
  br i1 %21, label %23, label %14

23:                                               ; preds = %14
  %24 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !6
  br label %25

25:                                               ; preds = %25, %23
  %26 = phi double [ %24, %23 ], [ %33, %25 ]
  %27 = fmul double %26, 1.500000e+00
  %28 = bitcast double %26 to i64
  %29 = bitcast double %27 to i64
  %30 = cmpxchg ptr %2, i64 %28, i64 %29 seq_cst seq_cst, align 8
  %31 = extractvalue { i64, i1 } %30, 0
  %32 = extractvalue { i64, i1 } %30, 1
  %33 = bitcast i64 %31 to double
  br i1 %32, label %34, label %25

34:                                               ; preds = %25
  %35 = add nuw nsw i32 %12, 1
  %36 = icmp eq i32 %35, 10
  br i1 %36, label %9, label %11, !llvm.loop !9

37:                                               ; preds = %37, %9
  %38 = phi float [ %10, %9 ], [ %45, %37 ]
  %39 = fadd float %38, -1.000000e+00
  %40 = bitcast float %38 to i32
  %41 = bitcast float %39 to i32
  %42 = cmpxchg ptr %1, i32 %40, i32 %41 seq_cst seq_cst, align 4
  %43 = extractvalue { i32, i1 } %42, 0
  %44 = extractvalue { i32, i1 } %42, 1
  %45 = bitcast i32 %43 to float
  br i1 %44, label %46, label %37

46:                                               ; preds = %37
  %47 = load atomic float, ptr %1 seq_cst, align 4, !tbaa !6
  %48 = fpext float %47 to double
  %49 = load atomic double, ptr %2 seq_cst, align 8, !tbaa !6
  %50 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %48, double noundef %49)
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #3
  store i8 0, ptr %3, align 4
  %51 = atomicrmw xchg ptr %3, i8 1 seq_cst, align 1
  %52 = and i8 %51, 1
  %53 = zext nneg i8 %52 to i32
  %54 = atomicrmw xchg ptr %3, i8 1 seq_cst, align 1
  %55 = and i8 %54, 1
  %56 = zext nneg i8 %55 to i32
  store atomic i8 0, ptr %3 seq_cst, align 4
  %57 = atomicrmw xchg ptr %3, i8 1 acquire, align 1
  %58 = and i8 %57, 1
  %59 = zext nneg i8 %58 to i32
  %60 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %53, i32 noundef %56, i32 noundef %59)
  fence seq_cst
  fence syncscope("singlethread") acq_rel
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #3
  store i32 10, ptr %4, align 4, !tbaa !11
  %61 = atomicrmw add ptr %4, i32 5 seq_cst, align 4
  %62 = add i32 %61, 5
  %63 = atomicrmw nand ptr %4, i32 255 monotonic, align 4
  %64 = atomicrmw xchg ptr %4, i32 77 acq_rel, align 4
  %65 = cmpxchg ptr %4, i32 77, i32 88 seq_cst seq_cst, align 4
  %66 = extractvalue { i32, i1 } %65, 1
  %67 = extractvalue { i32, i1 } %65, 0
  %68 = zext i1 %66 to i32
  %69 = cmpxchg weak ptr %4, i32 %67, i32 99 seq_cst monotonic, align 4
  %70 = extractvalue { i32, i1 } %69, 1
  %71 = extractvalue { i32, i1 } %69, 0
  %72 = zext i1 %70 to i32
  %73 = load atomic i32, ptr %4 acquire, align 4
  %74 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %62, i32 noundef %63, i32 noundef %64, i32 noundef %68, i32 noundef %72, i32 noundef %71, i32 noundef %73)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #3
  store i64 100, ptr %5, align 8, !tbaa !13
  %75 = atomicrmw add ptr %5, i64 11 seq_cst, align 8
  %76 = atomicrmw sub ptr %5, i64 1 seq_cst, align 8
  %77 = add i64 %76, -1
  %78 = cmpxchg ptr %5, i64 110, i64 500 seq_cst seq_cst, align 8
  %79 = extractvalue { i64, i1 } %78, 0
  %80 = cmpxchg ptr %5, i64 1, i64 2 seq_cst seq_cst, align 8
  %81 = extractvalue { i64, i1 } %80, 1
  %82 = zext i1 %81 to i32
  %83 = atomicrmw xchg ptr %5, i64 3 seq_cst, align 8
  store atomic i64 0, ptr %5 release, align 8
  fence seq_cst
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %6) #3
  store i8 -16, ptr %6, align 4, !tbaa !6
  %84 = atomicrmw xor ptr %6, i8 -1 seq_cst, align 1
  %85 = load i64, ptr %5, align 8, !tbaa !13
  %86 = zext i8 %84 to i32
  %87 = load i8, ptr %6, align 4, !tbaa !6
  %88 = zext i8 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %75, i64 noundef %77, i64 noundef %79, i32 noundef %82, i64 noundef %83, i64 noundef %85, i32 noundef %86, i32 noundef %88)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #3
  store <2 x i32> <i32 1, i32 2>, ptr %7, align 8, !tbaa !11
  %90 = load atomic i64, ptr %7 seq_cst, align 8
  %91 = lshr i64 %90, 32
  %92 = add i64 %90, 10
  %93 = mul i64 %91, 42949672960
  %94 = and i64 %92, 4294967295
  %95 = or disjoint i64 %93, %94
  %96 = cmpxchg ptr %7, i64 %90, i64 %95 seq_cst seq_cst, align 8
  %97 = extractvalue { i64, i1 } %96, 1
  %98 = zext i1 %97 to i32
  %99 = load atomic i64, ptr %7 seq_cst, align 8
  %100 = trunc i64 %99 to i32
  %101 = lshr i64 %99, 32
  %102 = trunc nuw i64 %101 to i32
  %103 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %98, i32 noundef %100, i32 noundef %102, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 2, ptr nonnull %8) #3
  store i16 -1, ptr %8, align 4, !tbaa !15
  %104 = atomicrmw add ptr %8, i16 2 monotonic, align 2
  %105 = load i16, ptr %8, align 4, !tbaa !15
  %106 = zext i16 %105 to i32
  %107 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %106)
  %108 = load i64, ptr %5, align 8, !tbaa !13
  %109 = trunc i64 %108 to i32
  %110 = add nsw i32 %109, %100
  call void @llvm.lifetime.end.p0(i64 2, ptr nonnull %8) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #3
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %6) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #3
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #3
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #3
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #3
  ret i32 %110
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
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!16, !16, i64 0}
!16 = !{!"short", !7, i64 0}
