; ModuleID = 'programs/autovec_int_loops.c'
source_filename = "programs/autovec_int_loops.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@u8a = internal unnamed_addr global [1003 x i8] zeroinitializer, align 1
@i16a = internal unnamed_addr global [1003 x i16] zeroinitializer, align 2
@i32a = internal unnamed_addr global [1003 x i32] zeroinitializer, align 4
@i32b = internal unnamed_addr global [1003 x i32] zeroinitializer, align 4
@i64a = internal unnamed_addr global [1003 x i64] zeroinitializer, align 8
@i64b = internal unnamed_addr global [1003 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [32 x i8] c"sum_u8=%u scalar=%u max_i16=%d\0A\00", align 1
@i32c = internal unnamed_addr global [1003 x i32] zeroinitializer, align 4
@.str.1 = private unnamed_addr constant [33 x i8] c"absdiff sum=%lld add64 xor=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"clamp+cond hash=%llu stride2=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"reverse %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%u \00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 4
  br label %32

2:                                                ; preds = %32
  %3 = tail call fastcc i32 @sum_u8()
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %12, %4 ]
  %6 = phi i32 [ 0, %2 ], [ %11, %4 ]
  %7 = getelementptr inbounds i8, ptr @u8a, i64 %5
  %8 = load i8, ptr %7, align 1, !tbaa !6
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = tail call i32 asm "", "=r,0"(i32 %10) #10, !srcloc !9
  %12 = add nuw nsw i64 %5, 1
  %13 = icmp eq i64 %12, 1003
  br i1 %13, label %14, label %4, !llvm.loop !10

14:                                               ; preds = %4
  %15 = tail call fastcc i16 @max_i16()
  %16 = sext i16 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %11, i32 noundef %16)
  tail call fastcc void @absdiff()
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ 0, %14 ], [ %30, %18 ]
  %20 = phi <4 x i64> [ zeroinitializer, %14 ], [ %28, %18 ]
  %21 = phi <4 x i64> [ zeroinitializer, %14 ], [ %29, %18 ]
  %22 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %19
  %23 = getelementptr inbounds i8, ptr %22, i64 16
  %24 = load <4 x i32>, ptr %22, align 4, !tbaa !12
  %25 = load <4 x i32>, ptr %23, align 4, !tbaa !12
  %26 = sext <4 x i32> %24 to <4 x i64>
  %27 = sext <4 x i32> %25 to <4 x i64>
  %28 = add <4 x i64> %20, %26
  %29 = add <4 x i64> %21, %27
  %30 = add nuw i64 %19, 8
  %31 = icmp eq i64 %30, 1000
  br i1 %31, label %68, label %18, !llvm.loop !14

32:                                               ; preds = %0, %32
  %33 = phi i64 [ 0, %0 ], [ %54, %32 ]
  %34 = phi i32 [ 1, %0 ], [ %36, %32 ]
  %35 = mul i32 %34, 1664525
  %36 = add i32 %35, 1013904223
  %37 = lshr i32 %36, 24
  %38 = trunc nuw i32 %37 to i8
  %39 = getelementptr inbounds [1003 x i8], ptr @u8a, i64 0, i64 %33
  store i8 %38, ptr %39, align 1, !tbaa !6
  %40 = lshr i32 %36, 8
  %41 = trunc i32 %40 to i16
  %42 = getelementptr inbounds [1003 x i16], ptr @i16a, i64 0, i64 %33
  store i16 %41, ptr %42, align 2, !tbaa !17
  %43 = lshr i32 %36, 4
  %44 = add nsw i32 %43, -134217728
  %45 = getelementptr inbounds [1003 x i32], ptr @i32a, i64 0, i64 %33
  store i32 %44, ptr %45, align 4, !tbaa !12
  %46 = mul i32 %36, 7
  %47 = ashr i32 %46, 5
  %48 = getelementptr inbounds [1003 x i32], ptr @i32b, i64 0, i64 %33
  store i32 %47, ptr %48, align 4, !tbaa !12
  %49 = zext i32 %36 to i64
  %50 = mul nuw nsw i64 %49, 1000
  %51 = getelementptr inbounds [1003 x i64], ptr @i64a, i64 0, i64 %33
  store i64 %50, ptr %51, align 8, !tbaa !19
  %52 = mul nsw i64 %33, -77777
  %53 = getelementptr inbounds [1003 x i64], ptr @i64b, i64 0, i64 %33
  store i64 %52, ptr %53, align 8, !tbaa !19
  %54 = add nuw nsw i64 %33, 1
  %55 = icmp eq i64 %54, 1003
  br i1 %55, label %2, label %32, !llvm.loop !21

56:                                               ; preds = %56, %68
  %57 = phi i64 [ 0, %68 ], [ %66, %56 ]
  %58 = phi <2 x i64> [ zeroinitializer, %68 ], [ %64, %56 ]
  %59 = phi <2 x i64> [ zeroinitializer, %68 ], [ %65, %56 ]
  %60 = getelementptr inbounds [1003 x i64], ptr @i64a, i64 0, i64 %57
  %61 = getelementptr inbounds i8, ptr %60, i64 16
  %62 = load <2 x i64>, ptr %60, align 8, !tbaa !19
  %63 = load <2 x i64>, ptr %61, align 8, !tbaa !19
  %64 = xor <2 x i64> %62, %58
  %65 = xor <2 x i64> %63, %59
  %66 = add nuw i64 %57, 4
  %67 = icmp eq i64 %66, 1000
  br i1 %67, label %80, label %56, !llvm.loop !22

68:                                               ; preds = %18
  %69 = add <4 x i64> %29, %28
  %70 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %69)
  %71 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 4, !tbaa !12
  %72 = sext i32 %71 to i64
  %73 = add nsw i64 %70, %72
  %74 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !12
  %75 = sext i32 %74 to i64
  %76 = add nsw i64 %73, %75
  %77 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 4, !tbaa !12
  %78 = sext i32 %77 to i64
  %79 = add nsw i64 %76, %78
  tail call fastcc void @add64()
  br label %56

80:                                               ; preds = %56
  %81 = xor <2 x i64> %65, %64
  %82 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %81)
  %83 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8000), align 8, !tbaa !19
  %84 = xor i64 %83, %82
  %85 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8008), align 8, !tbaa !19
  %86 = xor i64 %85, %84
  %87 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8016), align 8, !tbaa !19
  %88 = xor i64 %87, %86
  %89 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %79, i64 noundef %88)
  tail call fastcc void @clamp()
  tail call fastcc void @cond_store()
  br label %152

90:                                               ; preds = %152
  %91 = tail call fastcc i64 @stride2()
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %159, i64 noundef %91)
  tail call fastcc void @reverse_copy()
  %93 = load i32, ptr @i32c, align 4, !tbaa !12
  %94 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4008), align 4, !tbaa !12
  %95 = icmp eq i32 %93, %94
  %96 = zext i1 %95 to i32
  %97 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 4, !tbaa !12
  %98 = load i32, ptr @i32a, align 4, !tbaa !12
  %99 = icmp eq i32 %97, %98
  %100 = zext i1 %99 to i32
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %96, i32 noundef %100)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(64) %1, i8 0, i64 64, i1 false)
  call fastcc void @histogram(ptr noundef nonnull %1)
  %102 = load i32, ptr %1, align 4, !tbaa !12
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %102)
  %104 = getelementptr inbounds i8, ptr %1, i64 4
  %105 = load i32, ptr %104, align 4, !tbaa !12
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %105)
  %107 = getelementptr inbounds i8, ptr %1, i64 8
  %108 = load i32, ptr %107, align 4, !tbaa !12
  %109 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %108)
  %110 = getelementptr inbounds i8, ptr %1, i64 12
  %111 = load i32, ptr %110, align 4, !tbaa !12
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %111)
  %113 = getelementptr inbounds i8, ptr %1, i64 16
  %114 = load i32, ptr %113, align 4, !tbaa !12
  %115 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %114)
  %116 = getelementptr inbounds i8, ptr %1, i64 20
  %117 = load i32, ptr %116, align 4, !tbaa !12
  %118 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %117)
  %119 = getelementptr inbounds i8, ptr %1, i64 24
  %120 = load i32, ptr %119, align 4, !tbaa !12
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %120)
  %122 = getelementptr inbounds i8, ptr %1, i64 28
  %123 = load i32, ptr %122, align 4, !tbaa !12
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %123)
  %125 = getelementptr inbounds i8, ptr %1, i64 32
  %126 = load i32, ptr %125, align 4, !tbaa !12
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %126)
  %128 = getelementptr inbounds i8, ptr %1, i64 36
  %129 = load i32, ptr %128, align 4, !tbaa !12
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %129)
  %131 = getelementptr inbounds i8, ptr %1, i64 40
  %132 = load i32, ptr %131, align 4, !tbaa !12
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %132)
  %134 = getelementptr inbounds i8, ptr %1, i64 44
  %135 = load i32, ptr %134, align 4, !tbaa !12
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %135)
  %137 = getelementptr inbounds i8, ptr %1, i64 48
  %138 = load i32, ptr %137, align 4, !tbaa !12
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %138)
  %140 = getelementptr inbounds i8, ptr %1, i64 52
  %141 = load i32, ptr %140, align 4, !tbaa !12
  %142 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %141)
  %143 = getelementptr inbounds i8, ptr %1, i64 56
  %144 = load i32, ptr %143, align 4, !tbaa !12
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %144)
  %146 = getelementptr inbounds i8, ptr %1, i64 60
  %147 = load i32, ptr %146, align 4, !tbaa !12
  %148 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %147)
  %149 = tail call i32 @putchar(i32 10)
  %150 = tail call fastcc i32 @sum_u8()
  %151 = and i32 %150, 127
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #11
  ret i32 %151

152:                                              ; preds = %80, %152
  %153 = phi i64 [ 0, %80 ], [ %160, %152 ]
  %154 = phi i64 [ 0, %80 ], [ %159, %152 ]
  %155 = mul i64 %154, 31
  %156 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %153
  %157 = load i32, ptr %156, align 4, !tbaa !12
  %158 = sext i32 %157 to i64
  %159 = add i64 %155, %158
  %160 = add nuw nsw i64 %153, 1
  %161 = icmp eq i64 %160, 1003
  br i1 %161, label %90, label %152, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i32 @sum_u8() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = phi <16 x i32> [ zeroinitializer, %0 ], [ %11, %1 ]
  %4 = phi <16 x i32> [ zeroinitializer, %0 ], [ %12, %1 ]
  %5 = getelementptr inbounds i8, ptr @u8a, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <16 x i8>, ptr %5, align 1, !tbaa !6
  %8 = load <16 x i8>, ptr %6, align 1, !tbaa !6
  %9 = zext <16 x i8> %7 to <16 x i32>
  %10 = zext <16 x i8> %8 to <16 x i32>
  %11 = add <16 x i32> %3, %9
  %12 = add <16 x i32> %4, %10
  %13 = add nuw i64 %2, 32
  %14 = icmp eq i64 %13, 992
  br i1 %14, label %15, label %1, !llvm.loop !24

15:                                               ; preds = %1
  %16 = add <16 x i32> %12, %11
  %17 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %16)
  %18 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %17, i64 0
  %19 = load <8 x i8>, ptr getelementptr inbounds (i8, ptr @u8a, i64 992), align 1, !tbaa !6
  %20 = zext <8 x i8> %19 to <8 x i32>
  %21 = add <8 x i32> %18, %20
  %22 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %21)
  %23 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1000), align 1, !tbaa !6
  %24 = zext i8 %23 to i32
  %25 = add i32 %22, %24
  %26 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1001), align 1, !tbaa !6
  %27 = zext i8 %26 to i32
  %28 = add i32 %25, %27
  %29 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1002), align 1, !tbaa !6
  %30 = zext i8 %29 to i32
  %31 = add i32 %28, %30
  ret i32 %31
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i16 @max_i16() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %0 ], [ %9, %1 ]
  %4 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %0 ], [ %10, %1 ]
  %5 = getelementptr inbounds i16, ptr @i16a, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <8 x i16>, ptr %5, align 2, !tbaa !17
  %8 = load <8 x i16>, ptr %6, align 2, !tbaa !17
  %9 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %7, <8 x i16> %3)
  %10 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %8, <8 x i16> %4)
  %11 = add nuw i64 %2, 16
  %12 = icmp eq i64 %11, 992
  br i1 %12, label %13, label %1, !llvm.loop !25

13:                                               ; preds = %1
  %14 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %9, <8 x i16> %10)
  %15 = tail call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> %14)
  %16 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1984), align 2, !tbaa !17
  %17 = tail call i16 @llvm.smax.i16(i16 %16, i16 %15)
  %18 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1986), align 2, !tbaa !17
  %19 = tail call i16 @llvm.smax.i16(i16 %18, i16 %17)
  %20 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1988), align 2, !tbaa !17
  %21 = tail call i16 @llvm.smax.i16(i16 %20, i16 %19)
  %22 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1990), align 2, !tbaa !17
  %23 = tail call i16 @llvm.smax.i16(i16 %22, i16 %21)
  %24 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1992), align 2, !tbaa !17
  %25 = tail call i16 @llvm.smax.i16(i16 %24, i16 %23)
  %26 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1994), align 2, !tbaa !17
  %27 = tail call i16 @llvm.smax.i16(i16 %26, i16 %25)
  %28 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1996), align 2, !tbaa !17
  %29 = tail call i16 @llvm.smax.i16(i16 %28, i16 %27)
  %30 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1998), align 2, !tbaa !17
  %31 = tail call i16 @llvm.smax.i16(i16 %30, i16 %29)
  %32 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 2000), align 2, !tbaa !17
  %33 = tail call i16 @llvm.smax.i16(i16 %32, i16 %31)
  %34 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 2002), align 2, !tbaa !17
  %35 = tail call i16 @llvm.smax.i16(i16 %34, i16 %33)
  %36 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 2004), align 2, !tbaa !17
  %37 = tail call i16 @llvm.smax.i16(i16 %36, i16 %35)
  ret i16 %37
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = getelementptr inbounds i32, ptr @i32a, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 4, !tbaa !12
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !12
  %7 = getelementptr inbounds i32, ptr @i32b, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x i32>, ptr %7, align 4, !tbaa !12
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !12
  %11 = sub nsw <4 x i32> %5, %9
  %12 = sub nsw <4 x i32> %6, %10
  %13 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %11, i1 true)
  %14 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %12, i1 true)
  %15 = getelementptr inbounds i32, ptr @i32c, i64 %2
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  store <4 x i32> %13, ptr %15, align 4, !tbaa !12
  store <4 x i32> %14, ptr %16, align 4, !tbaa !12
  %17 = add nuw i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %1, !llvm.loop !26

19:                                               ; preds = %1
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4000), align 4, !tbaa !12
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4000), align 4, !tbaa !12
  %22 = sub nsw i32 %20, %21
  %23 = tail call i32 @llvm.abs.i32(i32 %22, i1 true)
  store i32 %23, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 4, !tbaa !12
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4004), align 4, !tbaa !12
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4004), align 4, !tbaa !12
  %26 = sub nsw i32 %24, %25
  %27 = tail call i32 @llvm.abs.i32(i32 %26, i1 true)
  store i32 %27, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !12
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4008), align 4, !tbaa !12
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4008), align 4, !tbaa !12
  %30 = sub nsw i32 %28, %29
  %31 = tail call i32 @llvm.abs.i32(i32 %30, i1 true)
  store i32 %31, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 4, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @add64() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %16, %1 ]
  %3 = or disjoint i64 %2, 1
  %4 = getelementptr inbounds i64, ptr @i64b, i64 %2
  %5 = getelementptr inbounds i64, ptr @i64b, i64 %3
  %6 = load i64, ptr %4, align 8, !tbaa !19
  %7 = load i64, ptr %5, align 8, !tbaa !19
  %8 = mul nsw i64 %6, 3
  %9 = mul nsw i64 %7, 3
  %10 = getelementptr inbounds i64, ptr @i64a, i64 %2
  %11 = getelementptr inbounds i64, ptr @i64a, i64 %3
  %12 = load i64, ptr %10, align 8, !tbaa !19
  %13 = load i64, ptr %11, align 8, !tbaa !19
  %14 = add nsw i64 %12, %8
  %15 = add nsw i64 %13, %9
  store i64 %14, ptr %10, align 8, !tbaa !19
  store i64 %15, ptr %11, align 8, !tbaa !19
  %16 = add nuw i64 %2, 2
  %17 = icmp eq i64 %16, 1002
  br i1 %17, label %18, label %1, !llvm.loop !27

18:                                               ; preds = %1
  %19 = load i64, ptr getelementptr inbounds (i8, ptr @i64b, i64 8016), align 8, !tbaa !19
  %20 = mul nsw i64 %19, 3
  %21 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8016), align 8, !tbaa !19
  %22 = add nsw i64 %21, %20
  store i64 %22, ptr getelementptr inbounds (i8, ptr @i64a, i64 8016), align 8, !tbaa !19
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = getelementptr inbounds i32, ptr @i32c, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 4, !tbaa !12
  %6 = load <4 x i32>, ptr %4, align 4, !tbaa !12
  %7 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %5, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>)
  %8 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %6, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>)
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> <i32 -1000, i32 -1000, i32 -1000, i32 -1000>)
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> <i32 -1000, i32 -1000, i32 -1000, i32 -1000>)
  store <4 x i32> %9, ptr %3, align 4, !tbaa !12
  store <4 x i32> %10, ptr %4, align 4, !tbaa !12
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !28

13:                                               ; preds = %1
  %14 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 4, !tbaa !12
  %15 = tail call i32 @llvm.smin.i32(i32 %14, i32 1000)
  %16 = tail call i32 @llvm.smax.i32(i32 %15, i32 -1000)
  store i32 %16, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 4, !tbaa !12
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !12
  %18 = tail call i32 @llvm.smin.i32(i32 %17, i32 1000)
  %19 = tail call i32 @llvm.smax.i32(i32 %18, i32 -1000)
  store i32 %19, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !12
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 4, !tbaa !12
  %21 = tail call i32 @llvm.smin.i32(i32 %20, i32 1000)
  %22 = tail call i32 @llvm.smax.i32(i32 %21, i32 -1000)
  store i32 %22, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 4, !tbaa !12
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %32, %0
  %2 = phi i64 [ 0, %0 ], [ %33, %32 ]
  %3 = getelementptr inbounds i32, ptr @i32b, i64 %2
  %4 = load <4 x i32>, ptr %3, align 4, !tbaa !12
  %5 = trunc <4 x i32> %4 to <4 x i1>
  %6 = extractelement <4 x i1> %5, i64 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %1
  %8 = getelementptr inbounds i32, ptr @i32c, i64 %2
  %9 = extractelement <4 x i32> %4, i64 0
  %10 = shl nsw i32 %9, 1
  store i32 %10, ptr %8, align 4, !tbaa !12
  br label %11

11:                                               ; preds = %7, %1
  %12 = extractelement <4 x i1> %5, i64 1
  br i1 %12, label %13, label %18

13:                                               ; preds = %11
  %14 = or disjoint i64 %2, 1
  %15 = getelementptr inbounds i32, ptr @i32c, i64 %14
  %16 = extractelement <4 x i32> %4, i64 1
  %17 = shl nsw i32 %16, 1
  store i32 %17, ptr %15, align 4, !tbaa !12
  br label %18

18:                                               ; preds = %13, %11
  %19 = extractelement <4 x i1> %5, i64 2
  br i1 %19, label %20, label %25

20:                                               ; preds = %18
  %21 = or disjoint i64 %2, 2
  %22 = getelementptr inbounds i32, ptr @i32c, i64 %21
  %23 = extractelement <4 x i32> %4, i64 2
  %24 = shl nsw i32 %23, 1
  store i32 %24, ptr %22, align 4, !tbaa !12
  br label %25

25:                                               ; preds = %20, %18
  %26 = extractelement <4 x i1> %5, i64 3
  br i1 %26, label %27, label %32

27:                                               ; preds = %25
  %28 = or disjoint i64 %2, 3
  %29 = getelementptr inbounds i32, ptr @i32c, i64 %28
  %30 = extractelement <4 x i32> %4, i64 3
  %31 = shl nsw i32 %30, 1
  store i32 %31, ptr %29, align 4, !tbaa !12
  br label %32

32:                                               ; preds = %27, %25
  %33 = add nuw i64 %2, 4
  %34 = icmp eq i64 %33, 1000
  br i1 %34, label %35, label %1, !llvm.loop !29

35:                                               ; preds = %32
  %36 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4000), align 4, !tbaa !12
  %37 = and i32 %36, 1
  %38 = icmp eq i32 %37, 0
  br i1 %38, label %41, label %39

39:                                               ; preds = %35
  %40 = shl nsw i32 %36, 1
  store i32 %40, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 4, !tbaa !12
  br label %41

41:                                               ; preds = %35, %39
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4004), align 4, !tbaa !12
  %43 = and i32 %42, 1
  %44 = icmp eq i32 %43, 0
  br i1 %44, label %47, label %45

45:                                               ; preds = %41
  %46 = shl nsw i32 %42, 1
  store i32 %46, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !12
  br label %47

47:                                               ; preds = %45, %41
  %48 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4008), align 4, !tbaa !12
  %49 = and i32 %48, 1
  %50 = icmp eq i32 %49, 0
  br i1 %50, label %53, label %51

51:                                               ; preds = %47
  %52 = shl nsw i32 %48, 1
  store i32 %52, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 4, !tbaa !12
  br label %53

53:                                               ; preds = %51, %47
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @stride2() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %25, %1 ]
  %3 = phi <4 x i64> [ zeroinitializer, %0 ], [ %23, %1 ]
  %4 = phi <4 x i64> [ zeroinitializer, %0 ], [ %24, %1 ]
  %5 = shl i64 %2, 1
  %6 = or disjoint i64 %5, 8
  %7 = getelementptr inbounds i32, ptr @i32a, i64 %5
  %8 = getelementptr inbounds i32, ptr @i32a, i64 %6
  %9 = load <8 x i32>, ptr %7, align 4, !tbaa !12
  %10 = load <8 x i32>, ptr %8, align 4, !tbaa !12
  %11 = shufflevector <8 x i32> %9, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %12 = shufflevector <8 x i32> %10, <8 x i32> poison, <4 x i32> <i32 0, i32 2, i32 4, i32 6>
  %13 = shufflevector <8 x i32> %9, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %14 = shufflevector <8 x i32> %10, <8 x i32> poison, <4 x i32> <i32 1, i32 3, i32 5, i32 7>
  %15 = sext <4 x i32> %11 to <4 x i64>
  %16 = sext <4 x i32> %12 to <4 x i64>
  %17 = mul nsw <4 x i64> %15, <i64 3, i64 3, i64 3, i64 3>
  %18 = mul nsw <4 x i64> %16, <i64 3, i64 3, i64 3, i64 3>
  %19 = sext <4 x i32> %13 to <4 x i64>
  %20 = sext <4 x i32> %14 to <4 x i64>
  %21 = sub <4 x i64> %3, %19
  %22 = sub <4 x i64> %4, %20
  %23 = add <4 x i64> %21, %17
  %24 = add <4 x i64> %22, %18
  %25 = add nuw i64 %2, 8
  %26 = icmp eq i64 %25, 496
  br i1 %26, label %27, label %1, !llvm.loop !30

27:                                               ; preds = %1
  %28 = add <4 x i64> %24, %23
  %29 = tail call i64 @llvm.vector.reduce.add.v4i64(<4 x i64> %28)
  %30 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 3968), align 4, !tbaa !12
  %31 = sext i32 %30 to i64
  %32 = mul nsw i64 %31, 3
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 3972), align 4, !tbaa !12
  %34 = sext i32 %33 to i64
  %35 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 3976), align 4, !tbaa !12
  %36 = sext i32 %35 to i64
  %37 = mul nsw i64 %36, 3
  %38 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 3980), align 4, !tbaa !12
  %39 = sext i32 %38 to i64
  %40 = add i64 %29, %32
  %41 = add nsw i64 %34, %39
  %42 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 3984), align 4, !tbaa !12
  %43 = sext i32 %42 to i64
  %44 = mul nsw i64 %43, 3
  %45 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 3988), align 4, !tbaa !12
  %46 = sext i32 %45 to i64
  %47 = add i64 %40, %37
  %48 = add nsw i64 %41, %46
  %49 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 3992), align 4, !tbaa !12
  %50 = sext i32 %49 to i64
  %51 = mul nsw i64 %50, 3
  %52 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 3996), align 4, !tbaa !12
  %53 = sext i32 %52 to i64
  %54 = add i64 %47, %44
  %55 = add nsw i64 %48, %53
  %56 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4000), align 4, !tbaa !12
  %57 = sext i32 %56 to i64
  %58 = mul nsw i64 %57, 3
  %59 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4004), align 4, !tbaa !12
  %60 = sext i32 %59 to i64
  %61 = add i64 %54, %51
  %62 = add nsw i64 %55, %60
  %63 = sub i64 %61, %62
  %64 = add i64 %63, %58
  ret i64 %64
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_copy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %13, %1 ]
  %3 = sub nuw nsw i64 1002, %2
  %4 = getelementptr inbounds i32, ptr @i32a, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = getelementptr inbounds i8, ptr %4, i64 -28
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !12
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %9 = load <4 x i32>, ptr %6, align 4, !tbaa !12
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %11 = getelementptr inbounds i32, ptr @i32c, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i32> %8, ptr %11, align 4, !tbaa !12
  store <4 x i32> %10, ptr %12, align 4, !tbaa !12
  %13 = add nuw i64 %2, 8
  %14 = icmp eq i64 %13, 1000
  br i1 %14, label %15, label %1, !llvm.loop !31

15:                                               ; preds = %1
  %16 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 8), align 4, !tbaa !12
  store i32 %16, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 4, !tbaa !12
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4), align 4, !tbaa !12
  store i32 %17, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !12
  %18 = load i32, ptr @i32a, align 4, !tbaa !12
  store i32 %18, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @histogram(ptr nocapture noundef %0) unnamed_addr #6 {
  br label %3

2:                                                ; preds = %3
  ret void

3:                                                ; preds = %1, %3
  %4 = phi i64 [ 0, %1 ], [ %12, %3 ]
  %5 = getelementptr inbounds i8, ptr @u8a, i64 %4
  %6 = load i8, ptr %5, align 1, !tbaa !6
  %7 = lshr i8 %6, 4
  %8 = zext nneg i8 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !12
  %11 = add i32 %10, 1
  store i32 %11, ptr %9, align 4, !tbaa !12
  %12 = add nuw nsw i64 %4, 1
  %13 = icmp eq i64 %12, 1003
  br i1 %13, label %2, label %3, !llvm.loop !32
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #7

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.smax.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v4i64(<4 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <8 x i16> @llvm.smax.v8i16(<8 x i16>, <8 x i16>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.smax.v8i16(<8 x i16>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.abs.v4i32(<4 x i32>, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #9

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind memory(none) }
attributes #11 = { nounwind }

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
!9 = !{i64 2051}
!10 = distinct !{!10, !11}
!11 = !{!"llvm.loop.mustprogress"}
!12 = !{!13, !13, i64 0}
!13 = !{!"int", !7, i64 0}
!14 = distinct !{!14, !11, !15, !16}
!15 = !{!"llvm.loop.isvectorized", i32 1}
!16 = !{!"llvm.loop.unroll.runtime.disable"}
!17 = !{!18, !18, i64 0}
!18 = !{!"short", !7, i64 0}
!19 = !{!20, !20, i64 0}
!20 = !{!"long", !7, i64 0}
!21 = distinct !{!21, !11}
!22 = distinct !{!22, !11, !15, !16}
!23 = distinct !{!23, !11}
!24 = distinct !{!24, !11, !15, !16}
!25 = distinct !{!25, !11, !15, !16}
!26 = distinct !{!26, !11, !15, !16}
!27 = distinct !{!27, !11, !15, !16}
!28 = distinct !{!28, !11, !15, !16}
!29 = distinct !{!29, !11, !15, !16}
!30 = distinct !{!30, !11, !15, !16}
!31 = distinct !{!31, !11, !15, !16}
!32 = distinct !{!32, !11}
