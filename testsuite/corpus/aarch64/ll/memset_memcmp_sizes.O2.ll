; ModuleID = 'programs/memset_memcmp_sizes.c'
source_filename = "programs/memset_memcmp_sizes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.fills = private unnamed_addr constant [6 x i32] [i32 0, i32 127, i32 128, i32 255, i32 -1, i32 261], align 4
@.str = private unnamed_addr constant [40 x i8] c"const memset: %02x %02x %02x %02x %02x\0A\00", align 1
@.str.1 = private unnamed_addr constant [14 x i8] c"memcmp signs:\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.3 = private unnamed_addr constant [21 x i8] c" equal=%d prefix=%d\0A\00", align 1
@.str.5 = private unnamed_addr constant [27 x i8] c"memchr q@%td Z=%s nul@%td\0A\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.8 = private unnamed_addr constant [23 x i8] c"bzero zeros=%d bad=%d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 {
  %1 = alloca [300 x i8], align 16
  %2 = alloca [40 x i8], align 4
  %3 = alloca [40 x i8], align 1
  %4 = alloca [40 x i32], align 4
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %1) #7
  %5 = getelementptr inbounds i8, ptr %1, i64 1
  %6 = getelementptr inbounds i8, ptr %1, i64 2
  %7 = getelementptr inbounds i8, ptr %1, i64 3
  br label %8

8:                                                ; preds = %0, %23
  %9 = phi i64 [ 0, %0 ], [ %24, %23 ]
  %10 = phi i32 [ 0, %0 ], [ %88, %23 ]
  %11 = getelementptr inbounds [6 x i32], ptr @__const.main.fills, i64 0, i64 %9
  %12 = load i32, ptr %11, align 4, !tbaa !6
  %13 = trunc i32 %12 to i8
  %14 = and i32 %12, 255
  br label %20

15:                                               ; preds = %23
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %2) #7
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %3) #7
  store i8 -85, ptr %2, align 4
  %16 = getelementptr inbounds i8, ptr %2, i64 1
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(7) %16, i8 0, i64 7, i1 false)
  %17 = getelementptr inbounds i8, ptr %2, i64 8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %17, i8 90, i64 16, i1 false)
  %18 = getelementptr inbounds i8, ptr %2, i64 24
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %18, i8 -1, i64 16, i1 false)
  %19 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef 171, i32 noundef 0, i32 noundef 90, i32 noundef 90, i32 noundef 255)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 1 dereferenceable(40) %3, ptr noundef nonnull align 4 dereferenceable(40) %2, i64 40, i1 false)
  call void @llvm.lifetime.start.p0(i64 160, ptr nonnull %4) #7
  br label %155

20:                                               ; preds = %8, %87
  %21 = phi i32 [ %10, %8 ], [ %88, %87 ]
  %22 = phi i64 [ 0, %8 ], [ %41, %87 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1, i8 %13, i64 %22, i1 false)
  br label %29

23:                                               ; preds = %87
  %24 = add nuw nsw i64 %9, 1
  %25 = icmp eq i64 %24, 6
  br i1 %25, label %15, label %8, !llvm.loop !10

26:                                               ; preds = %29
  %27 = add nuw nsw i64 %30, 1
  %28 = icmp eq i64 %27, 300
  br i1 %28, label %39, label %29, !llvm.loop !12

29:                                               ; preds = %20, %26
  %30 = phi i64 [ 0, %20 ], [ %27, %26 ]
  %31 = icmp ult i64 %30, %22
  %32 = select i1 %31, i32 %14, i32 17
  %33 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %30
  %34 = load i8, ptr %33, align 1, !tbaa !13
  %35 = zext i8 %34 to i32
  %36 = icmp eq i32 %32, %35
  br i1 %36, label %26, label %37

37:                                               ; preds = %29
  %38 = add nsw i32 %21, 1
  br label %39

39:                                               ; preds = %26, %37
  %40 = phi i32 [ %38, %37 ], [ %21, %26 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %5, i8 %13, i64 %22, i1 false)
  %41 = add nuw nsw i64 %22, 1
  br label %42

42:                                               ; preds = %52, %39
  %43 = phi i64 [ 1, %39 ], [ %53, %52 ]
  %44 = icmp ugt i64 %43, %22
  %45 = select i1 %44, i32 17, i32 %14
  %46 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %43
  %47 = load i8, ptr %46, align 1, !tbaa !13
  %48 = zext i8 %47 to i32
  %49 = icmp eq i32 %45, %48
  br i1 %49, label %52, label %50

50:                                               ; preds = %42
  %51 = add nsw i32 %40, 1
  br label %55

52:                                               ; preds = %42
  %53 = add nuw nsw i64 %43, 1
  %54 = icmp eq i64 %53, 300
  br i1 %54, label %55, label %42, !llvm.loop !14

55:                                               ; preds = %52, %50
  %56 = phi i32 [ %51, %50 ], [ %40, %52 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 2 %6, i8 %13, i64 %22, i1 false)
  %57 = add nuw nsw i64 %22, 2
  br label %58

58:                                               ; preds = %68, %55
  %59 = phi i64 [ 2, %55 ], [ %69, %68 ]
  %60 = icmp ult i64 %59, %57
  %61 = select i1 %60, i32 %14, i32 17
  %62 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %59
  %63 = load i8, ptr %62, align 1, !tbaa !13
  %64 = zext i8 %63 to i32
  %65 = icmp eq i32 %61, %64
  br i1 %65, label %68, label %66

66:                                               ; preds = %58
  %67 = add nsw i32 %56, 1
  br label %71

68:                                               ; preds = %58
  %69 = add nuw nsw i64 %59, 1
  %70 = icmp eq i64 %69, 300
  br i1 %70, label %71, label %58, !llvm.loop !16

71:                                               ; preds = %68, %66
  %72 = phi i32 [ %67, %66 ], [ %56, %68 ]
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 17, i64 300, i1 false)
  call void @llvm.memset.p0.i64(ptr nonnull align 1 %7, i8 %13, i64 %22, i1 false)
  %73 = add nuw nsw i64 %22, 3
  br label %74

74:                                               ; preds = %84, %71
  %75 = phi i64 [ 3, %71 ], [ %85, %84 ]
  %76 = icmp ult i64 %75, %73
  %77 = select i1 %76, i32 %14, i32 17
  %78 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %75
  %79 = load i8, ptr %78, align 1, !tbaa !13
  %80 = zext i8 %79 to i32
  %81 = icmp eq i32 %77, %80
  br i1 %81, label %84, label %82

82:                                               ; preds = %74
  %83 = add nsw i32 %72, 1
  br label %87

84:                                               ; preds = %74
  %85 = add nuw nsw i64 %75, 1
  %86 = icmp eq i64 %85, 300
  br i1 %86, label %87, label %74, !llvm.loop !18

87:                                               ; preds = %84, %82
  %88 = phi i32 [ %83, %82 ], [ %72, %84 ]
  %89 = icmp eq i64 %41, 257
  br i1 %89, label %23, label %20, !llvm.loop !20

90:                                               ; preds = %155
  %91 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1)
  %92 = load i32, ptr %4, align 4, !tbaa !6
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %92)
  %94 = getelementptr inbounds i8, ptr %4, i64 20
  %95 = load i32, ptr %94, align 4, !tbaa !6
  %96 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %95)
  %97 = getelementptr inbounds i8, ptr %4, i64 40
  %98 = load i32, ptr %97, align 4, !tbaa !6
  %99 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %98)
  %100 = getelementptr inbounds i8, ptr %4, i64 60
  %101 = load i32, ptr %100, align 4, !tbaa !6
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %101)
  %103 = getelementptr inbounds i8, ptr %4, i64 80
  %104 = load i32, ptr %103, align 4, !tbaa !6
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %104)
  %106 = getelementptr inbounds i8, ptr %4, i64 100
  %107 = load i32, ptr %106, align 4, !tbaa !6
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %107)
  %109 = getelementptr inbounds i8, ptr %4, i64 120
  %110 = load i32, ptr %109, align 4, !tbaa !6
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %110)
  %112 = getelementptr inbounds i8, ptr %4, i64 140
  %113 = load i32, ptr %112, align 4, !tbaa !6
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %113)
  %115 = call i32 @memcmp(ptr noundef nonnull dereferenceable(40) %2, ptr noundef nonnull dereferenceable(40) %3, i64 noundef 40) #8
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %115, i32 noundef 1)
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef 4, ptr noundef nonnull @.str.7, i64 noundef 43)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(100) %1, i8 0, i64 100, i1 false)
  %118 = getelementptr inbounds i8, ptr %1, i64 16
  %119 = load <16 x i8>, ptr %118, align 16, !tbaa !13
  %120 = icmp eq <16 x i8> %119, zeroinitializer
  %121 = zext <16 x i1> %120 to <16 x i32>
  %122 = getelementptr inbounds i8, ptr %1, i64 48
  %123 = load <16 x i8>, ptr %122, align 16, !tbaa !13
  %124 = icmp eq <16 x i8> %123, zeroinitializer
  %125 = zext <16 x i1> %124 to <16 x i32>
  %126 = add nuw nsw <16 x i32> %121, %125
  %127 = getelementptr inbounds i8, ptr %1, i64 80
  %128 = load <16 x i8>, ptr %127, align 16, !tbaa !13
  %129 = icmp eq <16 x i8> %128, zeroinitializer
  %130 = zext <16 x i1> %129 to <16 x i32>
  %131 = add nuw nsw <16 x i32> %126, %130
  %132 = load <16 x i8>, ptr %1, align 16, !tbaa !13
  %133 = icmp eq <16 x i8> %132, zeroinitializer
  %134 = zext <16 x i1> %133 to <16 x i32>
  %135 = getelementptr inbounds i8, ptr %1, i64 32
  %136 = load <16 x i8>, ptr %135, align 16, !tbaa !13
  %137 = icmp eq <16 x i8> %136, zeroinitializer
  %138 = zext <16 x i1> %137 to <16 x i32>
  %139 = add nuw nsw <16 x i32> %134, %138
  %140 = getelementptr inbounds i8, ptr %1, i64 64
  %141 = load <16 x i8>, ptr %140, align 16, !tbaa !13
  %142 = icmp eq <16 x i8> %141, zeroinitializer
  %143 = zext <16 x i1> %142 to <16 x i32>
  %144 = add nuw nsw <16 x i32> %139, %143
  %145 = add nuw nsw <16 x i32> %131, %144
  %146 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %145)
  %147 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %146, i64 0
  %148 = getelementptr inbounds i8, ptr %1, i64 96
  %149 = load <4 x i8>, ptr %148, align 16, !tbaa !13
  %150 = icmp eq <4 x i8> %149, zeroinitializer
  %151 = zext <4 x i1> %150 to <4 x i32>
  %152 = add <4 x i32> %147, %151
  %153 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %152)
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i32 noundef %153, i32 noundef %88)
  call void @llvm.lifetime.end.p0(i64 160, ptr nonnull %4) #7
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %3) #7
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %2) #7
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %1) #7
  ret i32 %88

155:                                              ; preds = %15, %155
  %156 = phi i64 [ 0, %15 ], [ %166, %155 ]
  %157 = getelementptr inbounds [40 x i8], ptr %3, i64 0, i64 %156
  %158 = load i8, ptr %157, align 1, !tbaa !13
  %159 = xor i8 %158, -128
  store i8 %159, ptr %157, align 1, !tbaa !13
  %160 = call i32 @memcmp(ptr noundef nonnull dereferenceable(40) %2, ptr noundef nonnull dereferenceable(40) %3, i64 noundef 40) #8
  %161 = ashr i32 %160, 31
  %162 = icmp ne i32 %160, 0
  %163 = zext i1 %162 to i32
  %164 = or i32 %161, %163
  %165 = getelementptr inbounds [40 x i32], ptr %4, i64 0, i64 %156
  store i32 %164, ptr %165, align 4, !tbaa !6
  store i8 %158, ptr %157, align 1, !tbaa !13
  %166 = add nuw nsw i64 %156, 1
  %167 = icmp eq i64 %166, 40
  br i1 %167, label %90, label %155, !llvm.loop !21
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @memcmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #6

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

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
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = distinct !{!12, !11}
!13 = !{!8, !8, i64 0}
!14 = distinct !{!14, !11, !15}
!15 = !{!"llvm.loop.peeled.count", i32 1}
!16 = distinct !{!16, !11, !17}
!17 = !{!"llvm.loop.peeled.count", i32 2}
!18 = distinct !{!18, !11, !19}
!19 = !{!"llvm.loop.peeled.count", i32 3}
!20 = distinct !{!20, !11}
!21 = distinct !{!21, !11}
