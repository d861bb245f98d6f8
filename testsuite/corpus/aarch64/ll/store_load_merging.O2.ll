; ModuleID = 'programs/store_load_merging.c'
source_filename = "programs/store_load_merging.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rec = type { i8, i8, i16, i32, i64 }

@.str = private unnamed_addr constant [7 x i8] c"bytes:\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1
@.str.3 = private unnamed_addr constant [50 x i8] c"get_le32=%08x get_le32@5=%08x get_be64@5=%016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [43 x i8] c"rec a=%02x b=%02x c=%04x d=%08x e=%016llx\0A\00", align 1
@.str.5 = private unnamed_addr constant [16 x i8] c"pair %04x %04x\0A\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"overlap:\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [32 x i8], align 4
  %2 = alloca %struct.rec, align 8
  %3 = alloca [2 x i16], align 4
  %4 = alloca [2 x i16], align 4
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  call fastcc void @put_le32(ptr noundef nonnull %1)
  %5 = getelementptr inbounds i8, ptr %1, i64 5
  call fastcc void @put_le64(ptr noundef nonnull %5)
  %6 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str)
  %7 = load i8, ptr %1, align 4, !tbaa !6
  %8 = zext i8 %7 to i32
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %8)
  %10 = getelementptr inbounds i8, ptr %1, i64 1
  %11 = load i8, ptr %10, align 1, !tbaa !6
  %12 = zext i8 %11 to i32
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %12)
  %14 = getelementptr inbounds i8, ptr %1, i64 2
  %15 = load i8, ptr %14, align 2, !tbaa !6
  %16 = zext i8 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %16)
  %18 = getelementptr inbounds i8, ptr %1, i64 3
  %19 = load i8, ptr %18, align 1, !tbaa !6
  %20 = zext i8 %19 to i32
  %21 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %20)
  %22 = getelementptr inbounds i8, ptr %1, i64 4
  %23 = load i8, ptr %22, align 4, !tbaa !6
  %24 = zext i8 %23 to i32
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %24)
  %26 = load i8, ptr %5, align 1, !tbaa !6
  %27 = zext i8 %26 to i32
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %27)
  %29 = getelementptr inbounds i8, ptr %1, i64 6
  %30 = load i8, ptr %29, align 2, !tbaa !6
  %31 = zext i8 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %31)
  %33 = getelementptr inbounds i8, ptr %1, i64 7
  %34 = load i8, ptr %33, align 1, !tbaa !6
  %35 = zext i8 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %35)
  %37 = getelementptr inbounds i8, ptr %1, i64 8
  %38 = load i8, ptr %37, align 4, !tbaa !6
  %39 = zext i8 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %39)
  %41 = getelementptr inbounds i8, ptr %1, i64 9
  %42 = load i8, ptr %41, align 1, !tbaa !6
  %43 = zext i8 %42 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %43)
  %45 = getelementptr inbounds i8, ptr %1, i64 10
  %46 = load i8, ptr %45, align 2, !tbaa !6
  %47 = zext i8 %46 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %47)
  %49 = getelementptr inbounds i8, ptr %1, i64 11
  %50 = load i8, ptr %49, align 1, !tbaa !6
  %51 = zext i8 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %51)
  %53 = getelementptr inbounds i8, ptr %1, i64 12
  %54 = load i8, ptr %53, align 4, !tbaa !6
  %55 = zext i8 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %55)
  %57 = getelementptr inbounds i8, ptr %1, i64 13
  %58 = load i8, ptr %57, align 1, !tbaa !6
  %59 = zext i8 %58 to i32
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %59)
  %61 = tail call i32 @putchar(i32 10)
  %62 = call fastcc i32 @get_le32(ptr noundef nonnull %1)
  %63 = call fastcc i32 @get_le32(ptr noundef nonnull %5)
  %64 = call fastcc i64 @get_be64(ptr noundef nonnull %5)
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %62, i32 noundef %63, i64 noundef %64)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %2, i8 0, i64 16, i1 false)
  call fastcc void @fill(ptr noundef nonnull %2)
  %66 = load i8, ptr %2, align 8, !tbaa !9
  %67 = zext i8 %66 to i32
  %68 = getelementptr inbounds i8, ptr %2, i64 1
  %69 = load i8, ptr %68, align 1, !tbaa !14
  %70 = zext i8 %69 to i32
  %71 = getelementptr inbounds i8, ptr %2, i64 2
  %72 = load i16, ptr %71, align 2, !tbaa !15
  %73 = zext i16 %72 to i32
  %74 = getelementptr inbounds i8, ptr %2, i64 4
  %75 = load i32, ptr %74, align 4, !tbaa !16
  %76 = getelementptr inbounds i8, ptr %2, i64 8
  %77 = load i64, ptr %76, align 8, !tbaa !17
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %67, i32 noundef %70, i32 noundef %73, i32 noundef %75, i64 noundef %77)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #8
  store i32 -559038737, ptr %3, align 4
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #8
  store i32 0, ptr %4, align 4
  call fastcc void @copy_pair(ptr noundef nonnull %4, ptr noundef nonnull %3)
  %79 = load i16, ptr %4, align 4, !tbaa !18
  %80 = zext i16 %79 to i32
  %81 = getelementptr inbounds i8, ptr %4, i64 2
  %82 = load i16, ptr %81, align 2, !tbaa !18
  %83 = zext i16 %82 to i32
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %80, i32 noundef %83)
  %85 = getelementptr inbounds i8, ptr %1, i64 16
  call fastcc void @overlap(ptr noundef nonnull %85)
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6)
  %87 = load i8, ptr %85, align 4, !tbaa !6
  %88 = zext i8 %87 to i32
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %88)
  %90 = getelementptr inbounds i8, ptr %1, i64 17
  %91 = load i8, ptr %90, align 1, !tbaa !6
  %92 = zext i8 %91 to i32
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %92)
  %94 = getelementptr inbounds i8, ptr %1, i64 18
  %95 = load i8, ptr %94, align 2, !tbaa !6
  %96 = zext i8 %95 to i32
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %96)
  %98 = getelementptr inbounds i8, ptr %1, i64 19
  %99 = load i8, ptr %98, align 1, !tbaa !6
  %100 = zext i8 %99 to i32
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %100)
  %102 = getelementptr inbounds i8, ptr %1, i64 20
  %103 = load i8, ptr %102, align 4, !tbaa !6
  %104 = zext i8 %103 to i32
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %104)
  %106 = tail call i32 @putchar(i32 10)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #8
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #8
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8
  ret i32 %96
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @put_le32(ptr nocapture noundef writeonly %0) unnamed_addr #3 {
  store <4 x i8> <i8 -44, i8 -61, i8 -78, i8 -95>, ptr %0, align 1, !tbaa !6
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @put_le64(ptr nocapture noundef writeonly %0) unnamed_addr #3 {
  store <8 x i8> <i8 8, i8 7, i8 6, i8 5, i8 4, i8 3, i8 2, i8 1>, ptr %0, align 1, !tbaa !6
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i32 @get_le32(ptr nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = load i32, ptr %0, align 1
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc i64 @get_be64(ptr nocapture noundef readonly %0) unnamed_addr #5 {
  %2 = load i8, ptr %0, align 1, !tbaa !6
  %3 = zext i8 %2 to i64
  %4 = getelementptr inbounds i8, ptr %0, i64 1
  %5 = load i8, ptr %4, align 1, !tbaa !6
  %6 = zext i8 %5 to i64
  %7 = shl nuw nsw i64 %3, 16
  %8 = shl nuw nsw i64 %6, 8
  %9 = or disjoint i64 %7, %8
  %10 = getelementptr inbounds i8, ptr %0, i64 2
  %11 = load i8, ptr %10, align 1, !tbaa !6
  %12 = zext i8 %11 to i64
  %13 = or disjoint i64 %9, %12
  %14 = getelementptr inbounds i8, ptr %0, i64 3
  %15 = load i8, ptr %14, align 1, !tbaa !6
  %16 = zext i8 %15 to i64
  %17 = shl nuw nsw i64 %13, 16
  %18 = shl nuw nsw i64 %16, 8
  %19 = or disjoint i64 %17, %18
  %20 = getelementptr inbounds i8, ptr %0, i64 4
  %21 = load i8, ptr %20, align 1, !tbaa !6
  %22 = zext i8 %21 to i64
  %23 = or disjoint i64 %19, %22
  %24 = getelementptr inbounds i8, ptr %0, i64 5
  %25 = load i8, ptr %24, align 1, !tbaa !6
  %26 = zext i8 %25 to i64
  %27 = shl nuw nsw i64 %23, 16
  %28 = shl nuw nsw i64 %26, 8
  %29 = or disjoint i64 %27, %28
  %30 = getelementptr inbounds i8, ptr %0, i64 6
  %31 = load i8, ptr %30, align 1, !tbaa !6
  %32 = zext i8 %31 to i64
  %33 = or disjoint i64 %29, %32
  %34 = shl nuw i64 %33, 8
  %35 = getelementptr inbounds i8, ptr %0, i64 7
  %36 = load i8, ptr %35, align 1, !tbaa !6
  %37 = zext i8 %36 to i64
  %38 = or disjoint i64 %34, %37
  ret i64 %38
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @fill(ptr nocapture noundef writeonly %0) unnamed_addr #3 {
  store i8 -120, ptr %0, align 8, !tbaa !9
  %2 = getelementptr inbounds i8, ptr %0, i64 1
  store i8 119, ptr %2, align 1, !tbaa !14
  %3 = getelementptr inbounds i8, ptr %0, i64 2
  store i16 21862, ptr %3, align 2, !tbaa !15
  %4 = getelementptr inbounds i8, ptr %0, i64 4
  store i32 287454020, ptr %4, align 4, !tbaa !16
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  store i64 -1234605616436508553, ptr %5, align 8, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @copy_pair(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #6 {
  %3 = load i16, ptr %1, align 2, !tbaa !18
  store i16 %3, ptr %0, align 2, !tbaa !18
  %4 = getelementptr inbounds i8, ptr %1, i64 2
  %5 = load i16, ptr %4, align 2, !tbaa !18
  %6 = getelementptr inbounds i8, ptr %0, i64 2
  store i16 %5, ptr %6, align 2, !tbaa !18
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @overlap(ptr nocapture noundef writeonly %0) unnamed_addr #3 {
  store i32 2003195153, ptr %0, align 1
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }

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
!9 = !{!10, !7, i64 0}
!10 = !{!"rec", !7, i64 0, !7, i64 1, !11, i64 2, !12, i64 4, !13, i64 8}
!11 = !{!"short", !7, i64 0}
!12 = !{!"int", !7, i64 0}
!13 = !{!"long", !7, i64 0}
!14 = !{!10, !7, i64 1}
!15 = !{!10, !11, i64 2}
!16 = !{!10, !12, i64 4}
!17 = !{!10, !13, i64 8}
!18 = !{!11, !11, i64 0}
