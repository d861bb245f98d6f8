; ModuleID = 'programs/bswap_bitreverse.c'
source_filename = "programs/bswap_bitreverse.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [34 x i8] c"bs16=%04x bs32=%08x bs64=%016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [43 x i8] c"br8=%02x br16=%04x br32=%08x br64=%016llx\0A\00", align 1
@__const.main.buf = private unnamed_addr constant [16 x i8] c"\DE\AD\BE\EF\01\02\03\04\05\06\07\08\80\7F\FF\00", align 1
@.str.2 = private unnamed_addr constant [39 x i8] c"be32=%08x be64@4=%016llx be32@12=%08x\0A\00", align 1
@.str.3 = private unnamed_addr constant [18 x i8] c"stored %02x %02x\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"br8(%d)=%d \00", align 1
@.str.5 = private unnamed_addr constant [22 x i8] c"\0Ahash %016llx bad %d\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 100) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i64, align 8
  %2 = alloca [16 x i8], align 4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1)
  store volatile i64 81985529216486895, ptr %1, align 8, !tbaa !6
  %3 = load volatile i64, ptr %1, align 8, !tbaa !6
  br label %70

4:                                                ; preds = %101
  %5 = load volatile i64, ptr %1, align 8, !tbaa !6
  %6 = trunc i64 %5 to i16
  %7 = tail call fastcc i16 @bs16(i16 noundef %6)
  %8 = zext i16 %7 to i32
  %9 = load volatile i64, ptr %1, align 8, !tbaa !6
  %10 = trunc i64 %9 to i32
  %11 = tail call fastcc i32 @bs32(i32 noundef %10)
  %12 = load volatile i64, ptr %1, align 8, !tbaa !6
  %13 = tail call fastcc i64 @bs64(i64 noundef %12)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %8, i32 noundef %11, i64 noundef %13)
  %15 = load volatile i64, ptr %1, align 8, !tbaa !6
  %16 = trunc i64 %15 to i8
  %17 = tail call fastcc i8 @br8(i8 noundef %16)
  %18 = zext i8 %17 to i32
  %19 = load volatile i64, ptr %1, align 8, !tbaa !6
  %20 = trunc i64 %19 to i16
  %21 = tail call fastcc i16 @br16(i16 noundef %20)
  %22 = zext i16 %21 to i32
  %23 = load volatile i64, ptr %1, align 8, !tbaa !6
  %24 = trunc i64 %23 to i32
  %25 = tail call fastcc i32 @br32(i32 noundef %24)
  %26 = load volatile i64, ptr %1, align 8, !tbaa !6
  %27 = tail call fastcc i64 @br64(i64 noundef %26)
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %18, i32 noundef %22, i32 noundef %25, i64 noundef %27)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #9
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(16) %2, ptr noundef nonnull align 1 dereferenceable(16) @__const.main.buf, i64 16, i1 false)
  %29 = call fastcc i32 @load_be32(ptr noundef nonnull %2)
  %30 = getelementptr inbounds i8, ptr %2, i64 4
  %31 = call fastcc i64 @load_be64(ptr noundef nonnull %30)
  %32 = getelementptr inbounds i8, ptr %2, i64 12
  %33 = call fastcc i32 @load_be32(ptr noundef nonnull %32)
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %29, i64 noundef %31, i32 noundef %33)
  call fastcc void @store_be16(ptr noundef nonnull %2)
  %35 = load i8, ptr %2, align 4, !tbaa !10
  %36 = zext i8 %35 to i32
  %37 = getelementptr inbounds i8, ptr %2, i64 1
  %38 = load i8, ptr %37, align 1, !tbaa !10
  %39 = zext i8 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %36, i32 noundef %39)
  %41 = tail call fastcc i8 @br8(i8 noundef 1)
  %42 = zext i8 %41 to i32
  %43 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 1, i32 noundef %42)
  %44 = tail call fastcc i8 @br8(i8 noundef 2)
  %45 = zext i8 %44 to i32
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 2, i32 noundef %45)
  %47 = tail call fastcc i8 @br8(i8 noundef 4)
  %48 = zext i8 %47 to i32
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 4, i32 noundef %48)
  %50 = tail call fastcc i8 @br8(i8 noundef 8)
  %51 = zext i8 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 8, i32 noundef %51)
  %53 = tail call fastcc i8 @br8(i8 noundef 16)
  %54 = zext i8 %53 to i32
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 16, i32 noundef %54)
  %56 = tail call fastcc i8 @br8(i8 noundef 32)
  %57 = zext i8 %56 to i32
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 32, i32 noundef %57)
  %59 = tail call fastcc i8 @br8(i8 noundef 64)
  %60 = zext i8 %59 to i32
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 64, i32 noundef %60)
  %62 = tail call fastcc i8 @br8(i8 noundef -128)
  %63 = zext i8 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef 128, i32 noundef %63)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %121, i32 noundef %107)
  %66 = icmp eq i32 %107, 0
  %67 = urem i64 %121, 100
  %68 = trunc nuw nsw i64 %67 to i32
  %69 = select i1 %66, i32 %68, i32 1
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #9
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1)
  ret i32 %69

70:                                               ; preds = %0, %101
  %71 = phi i64 [ %3, %0 ], [ %76, %101 ]
  %72 = phi i32 [ 0, %0 ], [ %122, %101 ]
  %73 = phi i64 [ 0, %0 ], [ %121, %101 ]
  %74 = phi i32 [ 0, %0 ], [ %107, %101 ]
  %75 = mul i64 %71, 6364136223846793005
  %76 = add i64 %75, 1442695040888963407
  %77 = trunc nuw i32 %72 to i8
  %78 = urem i8 %77, 17
  %79 = zext nneg i8 %78 to i64
  %80 = lshr i64 %76, %79
  %81 = trunc i64 %80 to i32
  %82 = tail call fastcc i32 @bs32(i32 noundef %81)
  %83 = tail call fastcc i32 @bs32_idiom(i32 noundef %81)
  %84 = icmp ne i32 %82, %83
  %85 = zext i1 %84 to i32
  %86 = add nsw i32 %74, %85
  %87 = tail call fastcc i64 @br64(i64 noundef %80)
  %88 = tail call fastcc i64 @br64_loop(i64 noundef %80)
  %89 = icmp ne i64 %87, %88
  %90 = zext i1 %89 to i32
  %91 = add nsw i32 %86, %90
  %92 = tail call fastcc i64 @bs64(i64 noundef %80)
  %93 = tail call fastcc i64 @bs64(i64 noundef %92)
  %94 = icmp eq i64 %93, %80
  %95 = tail call fastcc i32 @br32(i32 noundef %81)
  br i1 %94, label %96, label %99

96:                                               ; preds = %70
  %97 = tail call fastcc i32 @br32(i32 noundef %95)
  %98 = icmp eq i32 %97, %81
  br i1 %98, label %101, label %99

99:                                               ; preds = %70, %96
  %100 = add nsw i32 %91, 1
  br label %101

101:                                              ; preds = %99, %96
  %102 = phi i32 [ %100, %99 ], [ %91, %96 ]
  %103 = lshr i64 %87, 32
  %104 = trunc nuw i64 %103 to i32
  %105 = icmp ne i32 %95, %104
  %106 = zext i1 %105 to i32
  %107 = add nsw i32 %102, %106
  %108 = mul i64 %73, 31
  %109 = trunc i64 %80 to i16
  %110 = tail call fastcc i16 @bs16(i16 noundef %109)
  %111 = zext i16 %110 to i64
  %112 = trunc i64 %80 to i8
  %113 = tail call fastcc i8 @br8(i8 noundef %112)
  %114 = zext i8 %113 to i64
  %115 = tail call fastcc i16 @br16(i16 noundef %109)
  %116 = zext i16 %115 to i64
  %117 = add i64 %87, %108
  %118 = add i64 %117, %92
  %119 = add i64 %118, %111
  %120 = add i64 %119, %114
  %121 = add i64 %120, %116
  %122 = add nuw nsw i32 %72, 1
  %123 = icmp eq i32 %122, 200
  br i1 %123, label %4, label %70, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @bs32(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.bswap.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @bs32_idiom(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.bswap.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @br64(i64 noundef %0) unnamed_addr #2 {
  %2 = tail call i64 @llvm.bitreverse.i64(i64 %0)
  ret i64 %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i64 @br64_loop(i64 noundef %0) unnamed_addr #3 {
  br label %3

2:                                                ; preds = %3
  ret i64 %9

3:                                                ; preds = %1, %3
  %4 = phi i32 [ 0, %1 ], [ %11, %3 ]
  %5 = phi i64 [ 0, %1 ], [ %9, %3 ]
  %6 = phi i64 [ %0, %1 ], [ %10, %3 ]
  %7 = shl i64 %5, 1
  %8 = and i64 %6, 1
  %9 = or disjoint i64 %7, %8
  %10 = lshr i64 %6, 1
  %11 = add nuw nsw i32 %4, 1
  %12 = icmp eq i32 %11, 64
  br i1 %12, label %2, label %3, !llvm.loop !13
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @bs64(i64 noundef %0) unnamed_addr #2 {
  %2 = tail call i64 @llvm.bswap.i64(i64 %0)
  ret i64 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @br32(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.bitreverse.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @bs16(i16 noundef %0) unnamed_addr #2 {
  %2 = tail call i16 @llvm.bswap.i16(i16 %0)
  ret i16 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i8 @br8(i8 noundef %0) unnamed_addr #2 {
  %2 = tail call i8 @llvm.bitreverse.i8(i8 %0)
  ret i8 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @br16(i16 noundef %0) unnamed_addr #2 {
  %2 = tail call i16 @llvm.bitreverse.i16(i16 %0)
  ret i16 %2
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @load_be32(ptr nocapture noundef readonly %0) unnamed_addr #6 {
  %2 = load i8, ptr %0, align 1, !tbaa !10
  %3 = zext i8 %2 to i32
  %4 = shl nuw i32 %3, 24
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !10
  %7 = zext i8 %6 to i32
  %8 = shl nuw nsw i32 %7, 16
  %9 = or disjoint i32 %8, %4
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !10
  %12 = zext i8 %11 to i32
  %13 = shl nuw nsw i32 %12, 8
  %14 = or disjoint i32 %9, %13
  %15 = getelementptr inbounds i8, ptr %0, i64 3
  %16 = load i8, ptr %15, align 1, !tbaa !10
  %17 = zext i8 %16 to i32
  %18 = or disjoint i32 %14, %17
  ret i32 %18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @load_be64(ptr nocapture noundef readonly %0) unnamed_addr #6 {
  %2 = load i64, ptr %0, align 1
  %3 = tail call i64 @llvm.bswap.i64(i64 %2)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @store_be16(ptr nocapture noundef writeonly %0) unnamed_addr #7 {
  store i8 -54, ptr %0, align 1, !tbaa !10
  %2 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 -2, ptr %2, align 1, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bitreverse.i64(i64) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.bswap.i64(i64) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bitreverse.i32(i32) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bswap.i16(i16) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.bitreverse.i8(i8) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.bitreverse.i16(i16) #8

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"long", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
