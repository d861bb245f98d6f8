; ModuleID = 'programs/struct_copy_assign.c'
source_filename = "programs/struct_copy_assign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.S129 = type { [129 x i8] }
%struct.Outer = type { %struct.S12, [4 x %struct.S3], %struct.S40 }
%struct.S12 = type { [3 x i32] }
%struct.S3 = type { [3 x i8] }
%struct.S40 = type { [5 x i64] }

@.str = private unnamed_addr constant [18 x i8] c"S3 %u%u%u %u%u%u\0A\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"S6 %u %u\0A\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"S12 %u\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"S129 %.5s %zu\0A\00", align 1
@.str.4 = private unnamed_addr constant [14 x i8] c"Mat %g %g %u\0A\00", align 1
@.str.5 = private unnamed_addr constant [28 x i8] c"Outer %x %u %llu sizes %zu\0A\00", align 1
@.str.6 = private unnamed_addr constant [23 x i8] c"hashes %08x %08x %08x\0A\00", align 1
@.str.7 = private unnamed_addr constant [15 x i8] c"S40 %llu %llu\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.S129, align 1
  %2 = alloca %struct.Outer, align 8
  %3 = alloca %struct.Outer, align 8
  %4 = alloca %struct.Outer, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 1, i32 noundef 2, i32 noundef 3)
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 300, i32 noundef 301)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0)
  call void @llvm.lifetime.start.p0(i64 129, ptr nonnull %1) #7
  %10 = getelementptr inbounds i8, ptr %1, i64 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(128) %10, i8 122, i64 127, i1 false)
  %11 = getelementptr inbounds i8, ptr %1, i64 128
  store i8 0, ptr %11, align 1, !tbaa !5
  store i8 65, ptr %1, align 1, !tbaa !5
  %12 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %1) #8
  %13 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %1, i64 noundef %12)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef 7.500000e+00, double noundef -1.000000e+00, i32 noundef 1)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %2, i8 0, i64 64, i1 false)
  %15 = getelementptr inbounds i8, ptr %2, i64 4
  store i32 4660, ptr %15, align 4, !tbaa !8
  %16 = getelementptr inbounds i8, ptr %2, i64 12
  store i8 9, ptr %16, align 4, !tbaa !5
  %17 = getelementptr inbounds i8, ptr %2, i64 24
  store i64 77, ptr %17, align 8, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #7
  call fastcc void @copy_outer(ptr noundef nonnull %3, ptr noundef nonnull %2)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %4) #7
  call fastcc void @modify(ptr dead_on_unwind nonnull writable sret(%struct.Outer) align 8 %4, ptr noundef nonnull byval(%struct.Outer) align 8 %3)
  %18 = getelementptr inbounds i8, ptr %4, i64 4
  %19 = load i32, ptr %18, align 4, !tbaa !8
  %20 = getelementptr inbounds i8, ptr %4, i64 21
  %21 = load i8, ptr %20, align 1, !tbaa !5
  %22 = zext i8 %21 to i32
  %23 = getelementptr inbounds i8, ptr %4, i64 56
  %24 = load i64, ptr %23, align 8, !tbaa !10
  %25 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %19, i32 noundef %22, i64 noundef %24, i64 noundef 64)
  br label %26

26:                                               ; preds = %26, %0
  %27 = phi i64 [ 0, %0 ], [ %52, %26 ]
  %28 = phi i32 [ 0, %0 ], [ %51, %26 ]
  %29 = mul i32 %28, 31
  %30 = getelementptr inbounds i8, ptr %2, i64 %27
  %31 = load i8, ptr %30, align 4, !tbaa !5
  %32 = zext i8 %31 to i32
  %33 = add i32 %29, %32
  %34 = or disjoint i64 %27, 1
  %35 = mul i32 %33, 31
  %36 = getelementptr inbounds i8, ptr %2, i64 %34
  %37 = load i8, ptr %36, align 1, !tbaa !5
  %38 = zext i8 %37 to i32
  %39 = add i32 %35, %38
  %40 = or disjoint i64 %27, 2
  %41 = mul i32 %39, 31
  %42 = getelementptr inbounds i8, ptr %2, i64 %40
  %43 = load i8, ptr %42, align 2, !tbaa !5
  %44 = zext i8 %43 to i32
  %45 = add i32 %41, %44
  %46 = or disjoint i64 %27, 3
  %47 = mul i32 %45, 31
  %48 = getelementptr inbounds i8, ptr %2, i64 %46
  %49 = load i8, ptr %48, align 1, !tbaa !5
  %50 = zext i8 %49 to i32
  %51 = add i32 %47, %50
  %52 = add nuw nsw i64 %27, 4
  %53 = icmp eq i64 %52, 64
  br i1 %53, label %54, label %26, !llvm.loop !12

54:                                               ; preds = %26, %54
  %55 = phi i64 [ %80, %54 ], [ 0, %26 ]
  %56 = phi i32 [ %79, %54 ], [ 0, %26 ]
  %57 = mul i32 %56, 31
  %58 = getelementptr inbounds i8, ptr %3, i64 %55
  %59 = load i8, ptr %58, align 4, !tbaa !5
  %60 = zext i8 %59 to i32
  %61 = add i32 %57, %60
  %62 = or disjoint i64 %55, 1
  %63 = mul i32 %61, 31
  %64 = getelementptr inbounds i8, ptr %3, i64 %62
  %65 = load i8, ptr %64, align 1, !tbaa !5
  %66 = zext i8 %65 to i32
  %67 = add i32 %63, %66
  %68 = or disjoint i64 %55, 2
  %69 = mul i32 %67, 31
  %70 = getelementptr inbounds i8, ptr %3, i64 %68
  %71 = load i8, ptr %70, align 2, !tbaa !5
  %72 = zext i8 %71 to i32
  %73 = add i32 %69, %72
  %74 = or disjoint i64 %55, 3
  %75 = mul i32 %73, 31
  %76 = getelementptr inbounds i8, ptr %3, i64 %74
  %77 = load i8, ptr %76, align 1, !tbaa !5
  %78 = zext i8 %77 to i32
  %79 = add i32 %75, %78
  %80 = add nuw nsw i64 %55, 4
  %81 = icmp eq i64 %80, 64
  br i1 %81, label %82, label %54, !llvm.loop !12

82:                                               ; preds = %54, %82
  %83 = phi i64 [ %108, %82 ], [ 0, %54 ]
  %84 = phi i32 [ %107, %82 ], [ 0, %54 ]
  %85 = mul i32 %84, 31
  %86 = getelementptr inbounds i8, ptr %4, i64 %83
  %87 = load i8, ptr %86, align 4, !tbaa !5
  %88 = zext i8 %87 to i32
  %89 = add i32 %85, %88
  %90 = or disjoint i64 %83, 1
  %91 = mul i32 %89, 31
  %92 = getelementptr inbounds i8, ptr %4, i64 %90
  %93 = load i8, ptr %92, align 1, !tbaa !5
  %94 = zext i8 %93 to i32
  %95 = add i32 %91, %94
  %96 = or disjoint i64 %83, 2
  %97 = mul i32 %95, 31
  %98 = getelementptr inbounds i8, ptr %4, i64 %96
  %99 = load i8, ptr %98, align 2, !tbaa !5
  %100 = zext i8 %99 to i32
  %101 = add i32 %97, %100
  %102 = or disjoint i64 %83, 3
  %103 = mul i32 %101, 31
  %104 = getelementptr inbounds i8, ptr %4, i64 %102
  %105 = load i8, ptr %104, align 1, !tbaa !5
  %106 = zext i8 %105 to i32
  %107 = add i32 %103, %106
  %108 = add nuw nsw i64 %83, 4
  %109 = icmp eq i64 %108, 64
  br i1 %109, label %110, label %82, !llvm.loop !12

110:                                              ; preds = %82
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %51, i32 noundef %79, i32 noundef %107)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6)
  store volatile i64 1, ptr %5, align 8, !tbaa !10
  store volatile i64 5, ptr %6, align 8, !tbaa !10
  %112 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef 1, i64 noundef 10)
  br label %113

113:                                              ; preds = %113, %110
  %114 = phi i64 [ 0, %110 ], [ %139, %113 ]
  %115 = phi i32 [ 0, %110 ], [ %138, %113 ]
  %116 = mul i32 %115, 31
  %117 = getelementptr inbounds i8, ptr %4, i64 %114
  %118 = load i8, ptr %117, align 4, !tbaa !5
  %119 = zext i8 %118 to i32
  %120 = add i32 %116, %119
  %121 = or disjoint i64 %114, 1
  %122 = mul i32 %120, 31
  %123 = getelementptr inbounds i8, ptr %4, i64 %121
  %124 = load i8, ptr %123, align 1, !tbaa !5
  %125 = zext i8 %124 to i32
  %126 = add i32 %122, %125
  %127 = or disjoint i64 %114, 2
  %128 = mul i32 %126, 31
  %129 = getelementptr inbounds i8, ptr %4, i64 %127
  %130 = load i8, ptr %129, align 2, !tbaa !5
  %131 = zext i8 %130 to i32
  %132 = add i32 %128, %131
  %133 = or disjoint i64 %114, 3
  %134 = mul i32 %132, 31
  %135 = getelementptr inbounds i8, ptr %4, i64 %133
  %136 = load i8, ptr %135, align 1, !tbaa !5
  %137 = zext i8 %136 to i32
  %138 = add i32 %134, %137
  %139 = add nuw nsw i64 %114, 4
  %140 = icmp eq i64 %139, 64
  br i1 %140, label %141, label %113, !llvm.loop !12

141:                                              ; preds = %113
  %142 = and i32 %138, 127
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6)
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 129, ptr nonnull %1) #7
  ret i32 %142
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @copy_outer(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %0, ptr noundef nonnull align 8 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !14
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @modify(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Outer) align 8 %0, ptr nocapture noundef byval(%struct.Outer) align 8 %1) unnamed_addr #6 {
  %3 = getelementptr inbounds i8, ptr %1, i64 4
  %4 = load i32, ptr %3, align 4, !tbaa !8
  %5 = xor i32 %4, 65535
  store i32 %5, ptr %3, align 4, !tbaa !8
  %6 = getelementptr inbounds i8, ptr %1, i64 12
  %7 = getelementptr inbounds i8, ptr %1, i64 21
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(3) %7, ptr noundef nonnull align 4 dereferenceable(3) %6, i64 3, i1 false), !tbaa.struct !15
  %8 = getelementptr inbounds i8, ptr %1, i64 24
  %9 = load i64, ptr %8, align 8, !tbaa !10
  %10 = add i64 %9, 1
  %11 = getelementptr inbounds i8, ptr %1, i64 56
  store i64 %10, ptr %11, align 8, !tbaa !10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(64) %0, ptr noundef nonnull align 8 dereferenceable(64) %1, i64 64, i1 false), !tbaa.struct !14
  ret void
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
!9 = !{!"int", !6, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"long", !6, i64 0}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = !{i64 0, i64 12, !5, i64 12, i64 12, !5, i64 24, i64 40, !5}
!15 = !{i64 0, i64 3, !5}
