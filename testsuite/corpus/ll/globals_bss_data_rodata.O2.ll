; ModuleID = 'programs/globals_bss_data_rodata.c'
source_filename = "programs/globals_bss_data_rodata.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@zeros = internal unnamed_addr global [1048576 x i8] zeroinitializer, align 16
@partial = internal unnamed_addr global [1000 x i32] [i32 1, i32 2, i32 3, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 500, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 999], align 16
@.str = private unnamed_addr constant [57 x i8] c"bss nonzero=%ld partial sum=%ld nonzero=%d tentative=%d\0A\00", align 1
@tentative = dso_local local_unnamed_addr global i32 0, align 4
@.str.1 = private unnamed_addr constant [37 x i8] c"data: %d %x %d %llx %g %g %Lg %d %c\0A\00", align 1
@d64 = internal unnamed_addr global i64 1311768467463790320, align 8
@.str.2 = private unnamed_addr constant [23 x i8] c"crc(\22123456789\22)=%08x\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"counter=%d \00", align 1
@.str.5 = private unnamed_addr constant [30 x i8] c"\0Aafter writes: %d %d %llx %d\0A\00", align 1
@counter.n = internal unnamed_addr global i32 0, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local noundef range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  br label %47

1:                                                ; preds = %47, %1
  %2 = phi i64 [ %21, %1 ], [ 0, %47 ]
  %3 = phi <2 x i32> [ %19, %1 ], [ zeroinitializer, %47 ]
  %4 = phi <2 x i32> [ %20, %1 ], [ zeroinitializer, %47 ]
  %5 = phi <2 x i64> [ %13, %1 ], [ zeroinitializer, %47 ]
  %6 = phi <2 x i64> [ %14, %1 ], [ zeroinitializer, %47 ]
  %7 = getelementptr inbounds [1000 x i32], ptr @partial, i64 0, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 8
  %9 = load <2 x i32>, ptr %7, align 16, !tbaa !5
  %10 = load <2 x i32>, ptr %8, align 8, !tbaa !5
  %11 = sext <2 x i32> %9 to <2 x i64>
  %12 = sext <2 x i32> %10 to <2 x i64>
  %13 = add <2 x i64> %5, %11
  %14 = add <2 x i64> %6, %12
  %15 = icmp ne <2 x i32> %9, zeroinitializer
  %16 = icmp ne <2 x i32> %10, zeroinitializer
  %17 = zext <2 x i1> %15 to <2 x i32>
  %18 = zext <2 x i1> %16 to <2 x i32>
  %19 = add <2 x i32> %3, %17
  %20 = add <2 x i32> %4, %18
  %21 = add nuw i64 %2, 4
  %22 = icmp eq i64 %21, 1000
  br i1 %22, label %23, label %1, !llvm.loop !9

23:                                               ; preds = %1
  %24 = add <2 x i32> %20, %19
  %25 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %24)
  %26 = add <2 x i64> %14, %13
  %27 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %26)
  %28 = load i32, ptr @tentative, align 4, !tbaa !5
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %88, i64 noundef %27, i32 noundef %25, i32 noundef %28)
  %30 = load i64, ptr @d64, align 8, !tbaa !13
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef -8, i32 noundef 48879, i32 noundef -123456789, i64 noundef %30, double noundef 1.250000e+00, double noundef -2.500000e-300, x86_fp80 noundef 0xK73E6D1BA8323FE558C61, i32 noundef 1, i32 noundef 113)
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef -873187034)
  store i8 7, ptr getelementptr inbounds (i8, ptr @zeros, i64 12345), align 1, !tbaa !15
  store i32 -1, ptr getelementptr inbounds (i8, ptr @partial, i64 3992), align 8, !tbaa !5
  %33 = load i64, ptr @d64, align 8, !tbaa !13
  %34 = xor i64 %33, -1
  store i64 %34, ptr @d64, align 8, !tbaa !13
  store i32 5, ptr @tentative, align 4, !tbaa !5
  %35 = tail call fastcc i32 @counter()
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %35)
  %37 = tail call fastcc i32 @counter()
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %37)
  %39 = tail call fastcc i32 @counter()
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %39)
  %41 = load i8, ptr getelementptr inbounds (i8, ptr @zeros, i64 12345), align 1, !tbaa !15
  %42 = zext i8 %41 to i32
  %43 = load i32, ptr getelementptr inbounds (i8, ptr @partial, i64 3992), align 8, !tbaa !5
  %44 = load i64, ptr @d64, align 8, !tbaa !13
  %45 = load i32, ptr @tentative, align 4, !tbaa !5
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i32 noundef %42, i32 noundef %43, i64 noundef %44, i32 noundef %45)
  ret i32 66

47:                                               ; preds = %47, %0
  %48 = phi i64 [ 0, %0 ], [ %89, %47 ]
  %49 = phi i64 [ 0, %0 ], [ %88, %47 ]
  %50 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %48
  %51 = load i8, ptr %50, align 16, !tbaa !15
  %52 = zext i8 %51 to i64
  %53 = add nuw nsw i64 %49, %52
  %54 = or disjoint i64 %48, 4096
  %55 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %54
  %56 = load i8, ptr %55, align 16, !tbaa !15
  %57 = zext i8 %56 to i64
  %58 = add nuw nsw i64 %53, %57
  %59 = or disjoint i64 %48, 8192
  %60 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %59
  %61 = load i8, ptr %60, align 16, !tbaa !15
  %62 = zext i8 %61 to i64
  %63 = add nuw nsw i64 %58, %62
  %64 = or disjoint i64 %48, 12288
  %65 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %64
  %66 = load i8, ptr %65, align 16, !tbaa !15
  %67 = zext i8 %66 to i64
  %68 = add nuw nsw i64 %63, %67
  %69 = or disjoint i64 %48, 16384
  %70 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %69
  %71 = load i8, ptr %70, align 16, !tbaa !15
  %72 = zext i8 %71 to i64
  %73 = add nuw nsw i64 %68, %72
  %74 = or disjoint i64 %48, 20480
  %75 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %74
  %76 = load i8, ptr %75, align 16, !tbaa !15
  %77 = zext i8 %76 to i64
  %78 = add nuw nsw i64 %73, %77
  %79 = or disjoint i64 %48, 24576
  %80 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %79
  %81 = load i8, ptr %80, align 16, !tbaa !15
  %82 = zext i8 %81 to i64
  %83 = add nuw nsw i64 %78, %82
  %84 = or disjoint i64 %48, 28672
  %85 = getelementptr inbounds [1048576 x i8], ptr @zeros, i64 0, i64 %84
  %86 = load i8, ptr %85, align 16, !tbaa !15
  %87 = zext i8 %86 to i64
  %88 = add nuw nsw i64 %83, %87
  %89 = add nuw nsw i64 %48, 32768
  %90 = icmp ult i64 %84, 1044480
  br i1 %90, label %47, label %1, !llvm.loop !16
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc range(i32 -2147483548, -2147483648) i32 @counter() unnamed_addr #2 {
  %1 = load i32, ptr @counter.n, align 4, !tbaa !5
  %2 = add nsw i32 %1, 1
  store i32 %2, ptr @counter.n, align 4, !tbaa !5
  %3 = add nsw i32 %1, 100
  ret i32 %3
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10, !11, !12}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!"llvm.loop.isvectorized", i32 1}
!12 = !{!"llvm.loop.unroll.runtime.disable"}
!13 = !{!14, !14, i64 0}
!14 = !{!"long", !7, i64 0}
!15 = !{!7, !7, i64 0}
!16 = distinct !{!16, !10}
