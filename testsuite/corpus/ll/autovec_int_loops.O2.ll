; ModuleID = 'programs/autovec_int_loops.c'
source_filename = "programs/autovec_int_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@u8a = internal unnamed_addr global [1003 x i8] zeroinitializer, align 16
@i16a = internal unnamed_addr global [1003 x i16] zeroinitializer, align 16
@i32a = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16
@i32b = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16
@i64a = internal unnamed_addr global [1003 x i64] zeroinitializer, align 16
@i64b = internal unnamed_addr global [1003 x i64] zeroinitializer, align 16
@.str = private unnamed_addr constant [32 x i8] c"sum_u8=%u scalar=%u max_i16=%d\0A\00", align 1
@i32c = internal unnamed_addr global [1003 x i32] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [33 x i8] c"absdiff sum=%lld add64 xor=%lld\0A\00", align 1
@.str.2 = private unnamed_addr constant [35 x i8] c"clamp+cond hash=%llu stride2=%lld\0A\00", align 1
@.str.3 = private unnamed_addr constant [15 x i8] c"reverse %d %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"%u \00", align 1

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [16 x i32], align 16
  br label %41

2:                                                ; preds = %41
  %3 = tail call fastcc i32 @sum_u8()
  br label %4

4:                                                ; preds = %4, %2
  %5 = phi i64 [ 0, %2 ], [ %12, %4 ]
  %6 = phi i32 [ 0, %2 ], [ %11, %4 ]
  %7 = getelementptr inbounds i8, ptr @u8a, i64 %5
  %8 = load i8, ptr %7, align 1, !tbaa !5
  %9 = zext i8 %8 to i32
  %10 = add i32 %6, %9
  %11 = tail call i32 asm "", "=r,0,~{dirflag},~{fpsr},~{flags}"(i32 %10) #10, !srcloc !8
  %12 = add nuw nsw i64 %5, 1
  %13 = icmp eq i64 %12, 1003
  br i1 %13, label %14, label %4, !llvm.loop !9

14:                                               ; preds = %4
  %15 = tail call fastcc signext i16 @max_i16()
  %16 = sext i16 %15 to i32
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %11, i32 noundef %16)
  tail call fastcc void @absdiff()
  br label %18

18:                                               ; preds = %18, %14
  %19 = phi i64 [ 0, %14 ], [ %39, %18 ]
  %20 = phi <2 x i64> [ zeroinitializer, %14 ], [ %37, %18 ]
  %21 = phi <2 x i64> [ zeroinitializer, %14 ], [ %38, %18 ]
  %22 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %19
  %23 = getelementptr inbounds i8, ptr %22, i64 8
  %24 = load <2 x i32>, ptr %22, align 16, !tbaa !11
  %25 = load <2 x i32>, ptr %23, align 8, !tbaa !11
  %26 = sext <2 x i32> %24 to <2 x i64>
  %27 = sext <2 x i32> %25 to <2 x i64>
  %28 = add <2 x i64> %20, %26
  %29 = add <2 x i64> %21, %27
  %30 = or disjoint i64 %19, 4
  %31 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %30
  %32 = getelementptr inbounds i8, ptr %31, i64 8
  %33 = load <2 x i32>, ptr %31, align 16, !tbaa !11
  %34 = load <2 x i32>, ptr %32, align 8, !tbaa !11
  %35 = sext <2 x i32> %33 to <2 x i64>
  %36 = sext <2 x i32> %34 to <2 x i64>
  %37 = add <2 x i64> %28, %35
  %38 = add <2 x i64> %29, %36
  %39 = add nuw nsw i64 %19, 8
  %40 = icmp eq i64 %39, 1000
  br i1 %40, label %84, label %18, !llvm.loop !13

41:                                               ; preds = %0, %41
  %42 = phi i64 [ 0, %0 ], [ %63, %41 ]
  %43 = phi i32 [ 1, %0 ], [ %45, %41 ]
  %44 = mul i32 %43, 1664525
  %45 = add i32 %44, 1013904223
  %46 = lshr i32 %45, 24
  %47 = trunc nuw i32 %46 to i8
  %48 = getelementptr inbounds [1003 x i8], ptr @u8a, i64 0, i64 %42
  store i8 %47, ptr %48, align 1, !tbaa !5
  %49 = lshr i32 %45, 8
  %50 = trunc i32 %49 to i16
  %51 = getelementptr inbounds [1003 x i16], ptr @i16a, i64 0, i64 %42
  store i16 %50, ptr %51, align 2, !tbaa !16
  %52 = lshr i32 %45, 4
  %53 = add nsw i32 %52, -134217728
  %54 = getelementptr inbounds [1003 x i32], ptr @i32a, i64 0, i64 %42
  store i32 %53, ptr %54, align 4, !tbaa !11
  %55 = mul i32 %45, 7
  %56 = ashr i32 %55, 5
  %57 = getelementptr inbounds [1003 x i32], ptr @i32b, i64 0, i64 %42
  store i32 %56, ptr %57, align 4, !tbaa !11
  %58 = zext i32 %45 to i64
  %59 = mul nuw nsw i64 %58, 1000
  %60 = getelementptr inbounds [1003 x i64], ptr @i64a, i64 0, i64 %42
  store i64 %59, ptr %60, align 8, !tbaa !18
  %61 = mul nsw i64 %42, -77777
  %62 = getelementptr inbounds [1003 x i64], ptr @i64b, i64 0, i64 %42
  store i64 %61, ptr %62, align 8, !tbaa !18
  %63 = add nuw nsw i64 %42, 1
  %64 = icmp eq i64 %63, 1003
  br i1 %64, label %2, label %41, !llvm.loop !20

65:                                               ; preds = %65, %84
  %66 = phi i64 [ 0, %84 ], [ %82, %65 ]
  %67 = phi <2 x i64> [ zeroinitializer, %84 ], [ %80, %65 ]
  %68 = phi <2 x i64> [ zeroinitializer, %84 ], [ %81, %65 ]
  %69 = getelementptr inbounds [1003 x i64], ptr @i64a, i64 0, i64 %66
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  %71 = load <2 x i64>, ptr %69, align 16, !tbaa !18
  %72 = load <2 x i64>, ptr %70, align 16, !tbaa !18
  %73 = xor <2 x i64> %71, %67
  %74 = xor <2 x i64> %72, %68
  %75 = or disjoint i64 %66, 4
  %76 = getelementptr inbounds [1003 x i64], ptr @i64a, i64 0, i64 %75
  %77 = getelementptr inbounds i8, ptr %76, i64 16
  %78 = load <2 x i64>, ptr %76, align 16, !tbaa !18
  %79 = load <2 x i64>, ptr %77, align 16, !tbaa !18
  %80 = xor <2 x i64> %78, %73
  %81 = xor <2 x i64> %79, %74
  %82 = add nuw nsw i64 %66, 8
  %83 = icmp eq i64 %82, 1000
  br i1 %83, label %96, label %65, !llvm.loop !21

84:                                               ; preds = %18
  %85 = add <2 x i64> %38, %37
  %86 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %85)
  %87 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !tbaa !11
  %88 = sext i32 %87 to i64
  %89 = add nsw i64 %86, %88
  %90 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !11
  %91 = sext i32 %90 to i64
  %92 = add nsw i64 %89, %91
  %93 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !tbaa !11
  %94 = sext i32 %93 to i64
  %95 = add nsw i64 %92, %94
  tail call fastcc void @add64()
  br label %65

96:                                               ; preds = %65
  %97 = xor <2 x i64> %81, %80
  %98 = tail call i64 @llvm.vector.reduce.xor.v2i64(<2 x i64> %97)
  %99 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8000), align 16, !tbaa !18
  %100 = xor i64 %99, %98
  %101 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8008), align 8, !tbaa !18
  %102 = xor i64 %101, %100
  %103 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8016), align 16, !tbaa !18
  %104 = xor i64 %103, %102
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %95, i64 noundef %104)
  tail call fastcc void @clamp()
  tail call fastcc void @cond_store()
  br label %168

106:                                              ; preds = %168
  %107 = tail call fastcc i64 @stride2()
  %108 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %187, i64 noundef %107)
  tail call fastcc void @reverse_copy()
  %109 = load i32, ptr @i32c, align 16, !tbaa !11
  %110 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4008), align 8, !tbaa !11
  %111 = icmp eq i32 %109, %110
  %112 = zext i1 %111 to i32
  %113 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !tbaa !11
  %114 = load i32, ptr @i32a, align 16, !tbaa !11
  %115 = icmp eq i32 %113, %114
  %116 = zext i1 %115 to i32
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %112, i32 noundef %116)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %1) #11
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %1, i8 0, i64 64, i1 false)
  call fastcc void @histogram(ptr noundef nonnull %1)
  %118 = load i32, ptr %1, align 16, !tbaa !11
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %118)
  %120 = getelementptr inbounds i8, ptr %1, i64 4
  %121 = load i32, ptr %120, align 4, !tbaa !11
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %121)
  %123 = getelementptr inbounds i8, ptr %1, i64 8
  %124 = load i32, ptr %123, align 8, !tbaa !11
  %125 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %124)
  %126 = getelementptr inbounds i8, ptr %1, i64 12
  %127 = load i32, ptr %126, align 4, !tbaa !11
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %127)
  %129 = getelementptr inbounds i8, ptr %1, i64 16
  %130 = load i32, ptr %129, align 16, !tbaa !11
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %130)
  %132 = getelementptr inbounds i8, ptr %1, i64 20
  %133 = load i32, ptr %132, align 4, !tbaa !11
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %133)
  %135 = getelementptr inbounds i8, ptr %1, i64 24
  %136 = load i32, ptr %135, align 8, !tbaa !11
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %136)
  %138 = getelementptr inbounds i8, ptr %1, i64 28
  %139 = load i32, ptr %138, align 4, !tbaa !11
  %140 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %139)
  %141 = getelementptr inbounds i8, ptr %1, i64 32
  %142 = load i32, ptr %141, align 16, !tbaa !11
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %142)
  %144 = getelementptr inbounds i8, ptr %1, i64 36
  %145 = load i32, ptr %144, align 4, !tbaa !11
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %145)
  %147 = getelementptr inbounds i8, ptr %1, i64 40
  %148 = load i32, ptr %147, align 8, !tbaa !11
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %148)
  %150 = getelementptr inbounds i8, ptr %1, i64 44
  %151 = load i32, ptr %150, align 4, !tbaa !11
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %151)
  %153 = getelementptr inbounds i8, ptr %1, i64 48
  %154 = load i32, ptr %153, align 16, !tbaa !11
  %155 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %154)
  %156 = getelementptr inbounds i8, ptr %1, i64 52
  %157 = load i32, ptr %156, align 4, !tbaa !11
  %158 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %157)
  %159 = getelementptr inbounds i8, ptr %1, i64 56
  %160 = load i32, ptr %159, align 8, !tbaa !11
  %161 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %160)
  %162 = getelementptr inbounds i8, ptr %1, i64 60
  %163 = load i32, ptr %162, align 4, !tbaa !11
  %164 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %163)
  %165 = tail call i32 @putchar(i32 10)
  %166 = tail call fastcc i32 @sum_u8()
  %167 = and i32 %166, 127
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %1) #11
  ret i32 %167

168:                                              ; preds = %189, %96
  %169 = phi i64 [ 0, %96 ], [ %196, %189 ]
  %170 = phi i64 [ 0, %96 ], [ %195, %189 ]
  %171 = mul i64 %170, 31
  %172 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %169
  %173 = load i32, ptr %172, align 16, !tbaa !11
  %174 = sext i32 %173 to i64
  %175 = add i64 %171, %174
  %176 = or disjoint i64 %169, 1
  %177 = mul i64 %175, 31
  %178 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %176
  %179 = load i32, ptr %178, align 4, !tbaa !11
  %180 = sext i32 %179 to i64
  %181 = add i64 %177, %180
  %182 = or disjoint i64 %169, 2
  %183 = mul i64 %181, 31
  %184 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %182
  %185 = load i32, ptr %184, align 8, !tbaa !11
  %186 = sext i32 %185 to i64
  %187 = add i64 %183, %186
  %188 = icmp eq i64 %169, 1000
  br i1 %188, label %106, label %189, !llvm.loop !22

189:                                              ; preds = %168
  %190 = or disjoint i64 %169, 3
  %191 = mul i64 %187, 31
  %192 = getelementptr inbounds [1003 x i32], ptr @i32c, i64 0, i64 %190
  %193 = load i32, ptr %192, align 4, !tbaa !11
  %194 = sext i32 %193 to i64
  %195 = add i64 %191, %194
  %196 = add nuw nsw i64 %169, 4
  br label %168
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

1:                                                ; preds = %14, %0
  %2 = phi i64 [ 0, %0 ], [ %24, %14 ]
  %3 = phi <4 x i32> [ zeroinitializer, %0 ], [ %22, %14 ]
  %4 = phi <4 x i32> [ zeroinitializer, %0 ], [ %23, %14 ]
  %5 = getelementptr inbounds i8, ptr @u8a, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 4
  %7 = load <4 x i8>, ptr %5, align 16, !tbaa !5
  %8 = load <4 x i8>, ptr %6, align 4, !tbaa !5
  %9 = zext <4 x i8> %7 to <4 x i32>
  %10 = zext <4 x i8> %8 to <4 x i32>
  %11 = add <4 x i32> %3, %9
  %12 = add <4 x i32> %4, %10
  %13 = icmp eq i64 %2, 992
  br i1 %13, label %25, label %14, !llvm.loop !23

14:                                               ; preds = %1
  %15 = or disjoint i64 %2, 8
  %16 = getelementptr inbounds i8, ptr @u8a, i64 %15
  %17 = getelementptr inbounds i8, ptr %16, i64 4
  %18 = load <4 x i8>, ptr %16, align 8, !tbaa !5
  %19 = load <4 x i8>, ptr %17, align 4, !tbaa !5
  %20 = zext <4 x i8> %18 to <4 x i32>
  %21 = zext <4 x i8> %19 to <4 x i32>
  %22 = add <4 x i32> %11, %20
  %23 = add <4 x i32> %12, %21
  %24 = add nuw nsw i64 %2, 16
  br label %1

25:                                               ; preds = %1
  %26 = add <4 x i32> %12, %11
  %27 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %26)
  %28 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1000), align 8, !tbaa !5
  %29 = zext i8 %28 to i32
  %30 = add i32 %27, %29
  %31 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1001), align 1, !tbaa !5
  %32 = zext i8 %31 to i32
  %33 = add i32 %30, %32
  %34 = load i8, ptr getelementptr inbounds (i8, ptr @u8a, i64 1002), align 2, !tbaa !5
  %35 = zext i8 %34 to i32
  %36 = add i32 %33, %35
  ret i32 %36
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc signext i16 @max_i16() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %18, %1 ]
  %3 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %0 ], [ %16, %1 ]
  %4 = phi <8 x i16> [ <i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768, i16 -32768>, %0 ], [ %17, %1 ]
  %5 = getelementptr inbounds i16, ptr @i16a, i64 %2
  %6 = getelementptr inbounds i8, ptr %5, i64 16
  %7 = load <8 x i16>, ptr %5, align 16, !tbaa !16
  %8 = load <8 x i16>, ptr %6, align 16, !tbaa !16
  %9 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %7, <8 x i16> %3)
  %10 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %8, <8 x i16> %4)
  %11 = or disjoint i64 %2, 16
  %12 = getelementptr inbounds i16, ptr @i16a, i64 %11
  %13 = getelementptr inbounds i8, ptr %12, i64 16
  %14 = load <8 x i16>, ptr %12, align 16, !tbaa !16
  %15 = load <8 x i16>, ptr %13, align 16, !tbaa !16
  %16 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %14, <8 x i16> %9)
  %17 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %15, <8 x i16> %10)
  %18 = add nuw nsw i64 %2, 32
  %19 = icmp eq i64 %18, 992
  br i1 %19, label %20, label %1, !llvm.loop !24

20:                                               ; preds = %1
  %21 = tail call <8 x i16> @llvm.smax.v8i16(<8 x i16> %16, <8 x i16> %17)
  %22 = tail call i16 @llvm.vector.reduce.smax.v8i16(<8 x i16> %21)
  %23 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1984), align 16, !tbaa !16
  %24 = tail call i16 @llvm.smax.i16(i16 %23, i16 %22)
  %25 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1986), align 2, !tbaa !16
  %26 = tail call i16 @llvm.smax.i16(i16 %25, i16 %24)
  %27 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1988), align 4, !tbaa !16
  %28 = tail call i16 @llvm.smax.i16(i16 %27, i16 %26)
  %29 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1990), align 2, !tbaa !16
  %30 = tail call i16 @llvm.smax.i16(i16 %29, i16 %28)
  %31 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1992), align 8, !tbaa !16
  %32 = tail call i16 @llvm.smax.i16(i16 %31, i16 %30)
  %33 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1994), align 2, !tbaa !16
  %34 = tail call i16 @llvm.smax.i16(i16 %33, i16 %32)
  %35 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1996), align 4, !tbaa !16
  %36 = tail call i16 @llvm.smax.i16(i16 %35, i16 %34)
  %37 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 1998), align 2, !tbaa !16
  %38 = tail call i16 @llvm.smax.i16(i16 %37, i16 %36)
  %39 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 2000), align 16, !tbaa !16
  %40 = tail call i16 @llvm.smax.i16(i16 %39, i16 %38)
  %41 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 2002), align 2, !tbaa !16
  %42 = tail call i16 @llvm.smax.i16(i16 %41, i16 %40)
  %43 = load i16, ptr getelementptr inbounds (i8, ptr @i16a, i64 2004), align 4, !tbaa !16
  %44 = tail call i16 @llvm.smax.i16(i16 %43, i16 %42)
  ret i16 %44
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @absdiff() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %17, %1 ]
  %3 = getelementptr inbounds i32, ptr @i32a, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 16, !tbaa !11
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !11
  %7 = getelementptr inbounds i32, ptr @i32b, i64 %2
  %8 = getelementptr inbounds i8, ptr %7, i64 16
  %9 = load <4 x i32>, ptr %7, align 16, !tbaa !11
  %10 = load <4 x i32>, ptr %8, align 16, !tbaa !11
  %11 = sub nsw <4 x i32> %5, %9
  %12 = sub nsw <4 x i32> %6, %10
  %13 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %11, i1 true)
  %14 = tail call <4 x i32> @llvm.abs.v4i32(<4 x i32> %12, i1 true)
  %15 = getelementptr inbounds i32, ptr @i32c, i64 %2
  %16 = getelementptr inbounds i8, ptr %15, i64 16
  store <4 x i32> %13, ptr %15, align 16, !tbaa !11
  store <4 x i32> %14, ptr %16, align 16, !tbaa !11
  %17 = add nuw i64 %2, 8
  %18 = icmp eq i64 %17, 1000
  br i1 %18, label %19, label %1, !llvm.loop !25

19:                                               ; preds = %1
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4000), align 16, !tbaa !11
  %21 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4000), align 16, !tbaa !11
  %22 = sub nsw i32 %20, %21
  %23 = tail call i32 @llvm.abs.i32(i32 %22, i1 true)
  store i32 %23, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !tbaa !11
  %24 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4004), align 4, !tbaa !11
  %25 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4004), align 4, !tbaa !11
  %26 = sub nsw i32 %24, %25
  %27 = tail call i32 @llvm.abs.i32(i32 %26, i1 true)
  store i32 %27, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !11
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4008), align 8, !tbaa !11
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4008), align 8, !tbaa !11
  %30 = sub nsw i32 %28, %29
  %31 = tail call i32 @llvm.abs.i32(i32 %30, i1 true)
  store i32 %31, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @add64() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ]
  %3 = getelementptr inbounds i64, ptr @i64b, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <2 x i64>, ptr %3, align 16, !tbaa !18
  %6 = load <2 x i64>, ptr %4, align 16, !tbaa !18
  %7 = mul nsw <2 x i64> %5, <i64 3, i64 3>
  %8 = mul nsw <2 x i64> %6, <i64 3, i64 3>
  %9 = getelementptr inbounds i64, ptr @i64a, i64 %2
  %10 = getelementptr inbounds i8, ptr %9, i64 16
  %11 = load <2 x i64>, ptr %9, align 16, !tbaa !18
  %12 = load <2 x i64>, ptr %10, align 16, !tbaa !18
  %13 = add nsw <2 x i64> %11, %7
  %14 = add nsw <2 x i64> %12, %8
  store <2 x i64> %13, ptr %9, align 16, !tbaa !18
  store <2 x i64> %14, ptr %10, align 16, !tbaa !18
  %15 = add nuw i64 %2, 4
  %16 = icmp eq i64 %15, 1000
  br i1 %16, label %17, label %1, !llvm.loop !26

17:                                               ; preds = %1
  %18 = load i64, ptr getelementptr inbounds (i8, ptr @i64b, i64 8000), align 16, !tbaa !18
  %19 = mul nsw i64 %18, 3
  %20 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8000), align 16, !tbaa !18
  %21 = add nsw i64 %20, %19
  store i64 %21, ptr getelementptr inbounds (i8, ptr @i64a, i64 8000), align 16, !tbaa !18
  %22 = load i64, ptr getelementptr inbounds (i8, ptr @i64b, i64 8008), align 8, !tbaa !18
  %23 = mul nsw i64 %22, 3
  %24 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8008), align 8, !tbaa !18
  %25 = add nsw i64 %24, %23
  store i64 %25, ptr getelementptr inbounds (i8, ptr @i64a, i64 8008), align 8, !tbaa !18
  %26 = load i64, ptr getelementptr inbounds (i8, ptr @i64b, i64 8016), align 16, !tbaa !18
  %27 = mul nsw i64 %26, 3
  %28 = load i64, ptr getelementptr inbounds (i8, ptr @i64a, i64 8016), align 16, !tbaa !18
  %29 = add nsw i64 %28, %27
  store i64 %29, ptr getelementptr inbounds (i8, ptr @i64a, i64 8016), align 16, !tbaa !18
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @clamp() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %11, %1 ]
  %3 = getelementptr inbounds i32, ptr @i32c, i64 %2
  %4 = getelementptr inbounds i8, ptr %3, i64 16
  %5 = load <4 x i32>, ptr %3, align 16, !tbaa !11
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !11
  %7 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %5, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>)
  %8 = tail call <4 x i32> @llvm.smin.v4i32(<4 x i32> %6, <4 x i32> <i32 1000, i32 1000, i32 1000, i32 1000>)
  %9 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %7, <4 x i32> <i32 -1000, i32 -1000, i32 -1000, i32 -1000>)
  %10 = tail call <4 x i32> @llvm.smax.v4i32(<4 x i32> %8, <4 x i32> <i32 -1000, i32 -1000, i32 -1000, i32 -1000>)
  store <4 x i32> %9, ptr %3, align 16, !tbaa !11
  store <4 x i32> %10, ptr %4, align 16, !tbaa !11
  %11 = add nuw i64 %2, 8
  %12 = icmp eq i64 %11, 1000
  br i1 %12, label %13, label %1, !llvm.loop !27

13:                                               ; preds = %1
  %14 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !tbaa !11
  %15 = tail call i32 @llvm.smin.i32(i32 %14, i32 1000)
  %16 = tail call i32 @llvm.smax.i32(i32 %15, i32 -1000)
  store i32 %16, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !tbaa !11
  %17 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !11
  %18 = tail call i32 @llvm.smin.i32(i32 %17, i32 1000)
  %19 = tail call i32 @llvm.smax.i32(i32 %18, i32 -1000)
  store i32 %19, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !11
  %20 = load i32, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !tbaa !11
  %21 = tail call i32 @llvm.smin.i32(i32 %20, i32 1000)
  %22 = tail call i32 @llvm.smax.i32(i32 %21, i32 -1000)
  store i32 %22, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @cond_store() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %63, %0
  %2 = phi i64 [ 0, %0 ], [ %64, %63 ]
  %3 = or disjoint i64 %2, 4
  %4 = getelementptr inbounds i32, ptr @i32b, i64 %2
  %5 = getelementptr inbounds i8, ptr %4, i64 16
  %6 = load <4 x i32>, ptr %4, align 16, !tbaa !11
  %7 = load <4 x i32>, ptr %5, align 16, !tbaa !11
  %8 = trunc <4 x i32> %6 to <4 x i1>
  %9 = trunc <4 x i32> %7 to <4 x i1>
  %10 = extractelement <4 x i1> %8, i64 0
  br i1 %10, label %11, label %15

11:                                               ; preds = %1
  %12 = getelementptr inbounds i32, ptr @i32c, i64 %2
  %13 = extractelement <4 x i32> %6, i64 0
  %14 = shl nsw i32 %13, 1
  store i32 %14, ptr %12, align 16, !tbaa !11
  br label %15

15:                                               ; preds = %11, %1
  %16 = extractelement <4 x i1> %8, i64 1
  br i1 %16, label %17, label %22

17:                                               ; preds = %15
  %18 = or disjoint i64 %2, 1
  %19 = getelementptr inbounds i32, ptr @i32c, i64 %18
  %20 = extractelement <4 x i32> %6, i64 1
  %21 = shl nsw i32 %20, 1
  store i32 %21, ptr %19, align 4, !tbaa !11
  br label %22

22:                                               ; preds = %17, %15
  %23 = extractelement <4 x i1> %8, i64 2
  br i1 %23, label %24, label %29

24:                                               ; preds = %22
  %25 = or disjoint i64 %2, 2
  %26 = getelementptr inbounds i32, ptr @i32c, i64 %25
  %27 = extractelement <4 x i32> %6, i64 2
  %28 = shl nsw i32 %27, 1
  store i32 %28, ptr %26, align 8, !tbaa !11
  br label %29

29:                                               ; preds = %24, %22
  %30 = extractelement <4 x i1> %8, i64 3
  br i1 %30, label %31, label %36

31:                                               ; preds = %29
  %32 = or disjoint i64 %2, 3
  %33 = getelementptr inbounds i32, ptr @i32c, i64 %32
  %34 = extractelement <4 x i32> %6, i64 3
  %35 = shl nsw i32 %34, 1
  store i32 %35, ptr %33, align 4, !tbaa !11
  br label %36

36:                                               ; preds = %31, %29
  %37 = extractelement <4 x i1> %9, i64 0
  br i1 %37, label %38, label %42

38:                                               ; preds = %36
  %39 = getelementptr inbounds i32, ptr @i32c, i64 %3
  %40 = extractelement <4 x i32> %7, i64 0
  %41 = shl nsw i32 %40, 1
  store i32 %41, ptr %39, align 16, !tbaa !11
  br label %42

42:                                               ; preds = %38, %36
  %43 = extractelement <4 x i1> %9, i64 1
  br i1 %43, label %44, label %49

44:                                               ; preds = %42
  %45 = or disjoint i64 %2, 5
  %46 = getelementptr inbounds i32, ptr @i32c, i64 %45
  %47 = extractelement <4 x i32> %7, i64 1
  %48 = shl nsw i32 %47, 1
  store i32 %48, ptr %46, align 4, !tbaa !11
  br label %49

49:                                               ; preds = %44, %42
  %50 = extractelement <4 x i1> %9, i64 2
  br i1 %50, label %51, label %56

51:                                               ; preds = %49
  %52 = or disjoint i64 %2, 6
  %53 = getelementptr inbounds i32, ptr @i32c, i64 %52
  %54 = extractelement <4 x i32> %7, i64 2
  %55 = shl nsw i32 %54, 1
  store i32 %55, ptr %53, align 8, !tbaa !11
  br label %56

56:                                               ; preds = %51, %49
  %57 = extractelement <4 x i1> %9, i64 3
  br i1 %57, label %58, label %63

58:                                               ; preds = %56
  %59 = or disjoint i64 %2, 7
  %60 = getelementptr inbounds i32, ptr @i32c, i64 %59
  %61 = extractelement <4 x i32> %7, i64 3
  %62 = shl nsw i32 %61, 1
  store i32 %62, ptr %60, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %58, %56
  %64 = add nuw i64 %2, 8
  %65 = icmp eq i64 %64, 1000
  br i1 %65, label %66, label %1, !llvm.loop !28

66:                                               ; preds = %63
  %67 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4000), align 16, !tbaa !11
  %68 = and i32 %67, 1
  %69 = icmp eq i32 %68, 0
  br i1 %69, label %72, label %70

70:                                               ; preds = %66
  %71 = shl nsw i32 %67, 1
  store i32 %71, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !tbaa !11
  br label %72

72:                                               ; preds = %66, %70
  %73 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4004), align 4, !tbaa !11
  %74 = and i32 %73, 1
  %75 = icmp eq i32 %74, 0
  br i1 %75, label %78, label %76

76:                                               ; preds = %72
  %77 = shl nsw i32 %73, 1
  store i32 %77, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !11
  br label %78

78:                                               ; preds = %76, %72
  %79 = load i32, ptr getelementptr inbounds (i8, ptr @i32b, i64 4008), align 8, !tbaa !11
  %80 = and i32 %79, 1
  %81 = icmp eq i32 %80, 0
  br i1 %81, label %84, label %82

82:                                               ; preds = %78
  %83 = shl nsw i32 %79, 1
  store i32 %83, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !tbaa !11
  br label %84

84:                                               ; preds = %82, %78
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc i64 @stride2() unnamed_addr #3 {
  br label %1

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %25, %1 ]
  %3 = phi <2 x i64> [ zeroinitializer, %0 ], [ %23, %1 ]
  %4 = phi <2 x i64> [ zeroinitializer, %0 ], [ %24, %1 ]
  %5 = shl i64 %2, 1
  %6 = or disjoint i64 %5, 4
  %7 = getelementptr inbounds i32, ptr @i32a, i64 %5
  %8 = getelementptr inbounds i32, ptr @i32a, i64 %6
  %9 = load <4 x i32>, ptr %7, align 16, !tbaa !11
  %10 = load <4 x i32>, ptr %8, align 16, !tbaa !11
  %11 = shufflevector <4 x i32> %9, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %12 = shufflevector <4 x i32> %10, <4 x i32> poison, <2 x i32> <i32 0, i32 2>
  %13 = shufflevector <4 x i32> %9, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %14 = shufflevector <4 x i32> %10, <4 x i32> poison, <2 x i32> <i32 1, i32 3>
  %15 = sext <2 x i32> %11 to <2 x i64>
  %16 = sext <2 x i32> %12 to <2 x i64>
  %17 = mul nsw <2 x i64> %15, <i64 3, i64 3>
  %18 = mul nsw <2 x i64> %16, <i64 3, i64 3>
  %19 = sext <2 x i32> %13 to <2 x i64>
  %20 = sext <2 x i32> %14 to <2 x i64>
  %21 = sub <2 x i64> %3, %19
  %22 = sub <2 x i64> %4, %20
  %23 = add <2 x i64> %21, %17
  %24 = add <2 x i64> %22, %18
  %25 = add nuw i64 %2, 4
  %26 = icmp eq i64 %25, 500
  br i1 %26, label %27, label %1, !llvm.loop !29

27:                                               ; preds = %1
  %28 = add <2 x i64> %24, %23
  %29 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %28)
  %30 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4000), align 16, !tbaa !11
  %31 = sext i32 %30 to i64
  %32 = mul nsw i64 %31, 3
  %33 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4004), align 4, !tbaa !11
  %34 = sext i32 %33 to i64
  %35 = sub i64 %29, %34
  %36 = add i64 %35, %32
  ret i64 %36
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @reverse_copy() unnamed_addr #4 {
  br label %1

1:                                                ; preds = %14, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %14 ]
  %3 = sub nuw nsw i64 1002, %2
  %4 = getelementptr inbounds i32, ptr @i32a, i64 %3
  %5 = getelementptr inbounds i8, ptr %4, i64 -12
  %6 = getelementptr inbounds i8, ptr %4, i64 -28
  %7 = load <4 x i32>, ptr %5, align 4, !tbaa !11
  %8 = shufflevector <4 x i32> %7, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %9 = load <4 x i32>, ptr %6, align 4, !tbaa !11
  %10 = shufflevector <4 x i32> %9, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %11 = getelementptr inbounds i32, ptr @i32c, i64 %2
  %12 = getelementptr inbounds i8, ptr %11, i64 16
  store <4 x i32> %8, ptr %11, align 16, !tbaa !11
  store <4 x i32> %10, ptr %12, align 16, !tbaa !11
  %13 = icmp eq i64 %2, 992
  br i1 %13, label %27, label %14, !llvm.loop !30

14:                                               ; preds = %1
  %15 = or disjoint i64 %2, 8
  %16 = sub nuw nsw i64 1002, %15
  %17 = getelementptr inbounds i32, ptr @i32a, i64 %16
  %18 = getelementptr inbounds i8, ptr %17, i64 -12
  %19 = getelementptr inbounds i8, ptr %17, i64 -28
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !11
  %21 = shufflevector <4 x i32> %20, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %22 = load <4 x i32>, ptr %19, align 4, !tbaa !11
  %23 = shufflevector <4 x i32> %22, <4 x i32> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>
  %24 = getelementptr inbounds i32, ptr @i32c, i64 %15
  %25 = getelementptr inbounds i8, ptr %24, i64 16
  store <4 x i32> %21, ptr %24, align 16, !tbaa !11
  store <4 x i32> %23, ptr %25, align 16, !tbaa !11
  %26 = add nuw nsw i64 %2, 16
  br label %1

27:                                               ; preds = %1
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 8), align 8, !tbaa !11
  store i32 %28, ptr getelementptr inbounds (i8, ptr @i32c, i64 4000), align 16, !tbaa !11
  %29 = load i32, ptr getelementptr inbounds (i8, ptr @i32a, i64 4), align 4, !tbaa !11
  store i32 %29, ptr getelementptr inbounds (i8, ptr @i32c, i64 4004), align 4, !tbaa !11
  %30 = load i32, ptr @i32a, align 16, !tbaa !11
  store i32 %30, ptr getelementptr inbounds (i8, ptr @i32c, i64 4008), align 8, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @histogram(ptr nocapture noundef %0) unnamed_addr #6 {
  br label %3

2:                                                ; preds = %3
  ret void

3:                                                ; preds = %13, %1
  %4 = phi i64 [ 0, %1 ], [ %22, %13 ]
  %5 = getelementptr inbounds i8, ptr @u8a, i64 %4
  %6 = load i8, ptr %5, align 2, !tbaa !5
  %7 = lshr i8 %6, 4
  %8 = zext nneg i8 %7 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  %10 = load i32, ptr %9, align 4, !tbaa !11
  %11 = add i32 %10, 1
  store i32 %11, ptr %9, align 4, !tbaa !11
  %12 = icmp eq i64 %4, 1002
  br i1 %12, label %2, label %13, !llvm.loop !31

13:                                               ; preds = %3
  %14 = or disjoint i64 %4, 1
  %15 = getelementptr inbounds i8, ptr @u8a, i64 %14
  %16 = load i8, ptr %15, align 1, !tbaa !5
  %17 = lshr i8 %16, 4
  %18 = zext nneg i8 %17 to i64
  %19 = getelementptr inbounds i32, ptr %0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !11
  %21 = add i32 %20, 1
  store i32 %21, ptr %19, align 4, !tbaa !11
  %22 = add nuw nsw i64 %4, 2
  br label %3
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
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.xor.v2i64(<2 x i64>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

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

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree noinline norecurse nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nofree nounwind }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind memory(none) }
attributes #11 = { nounwind }

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
!8 = !{i64 2051}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !6, i64 0}
!13 = distinct !{!13, !10, !14, !15}
!14 = !{!"llvm.loop.isvectorized", i32 1}
!15 = !{!"llvm.loop.unroll.runtime.disable"}
!16 = !{!17, !17, i64 0}
!17 = !{!"short", !6, i64 0}
!18 = !{!19, !19, i64 0}
!19 = !{!"long", !6, i64 0}
!20 = distinct !{!20, !10}
!21 = distinct !{!21, !10, !14, !15}
!22 = distinct !{!22, !10}
!23 = distinct !{!23, !10, !14, !15}
!24 = distinct !{!24, !10, !14, !15}
!25 = distinct !{!25, !10, !14, !15}
!26 = distinct !{!26, !10, !14, !15}
!27 = distinct !{!27, !10, !14, !15}
!28 = distinct !{!28, !10, !14, !15}
!29 = distinct !{!29, !10, !14, !15}
!30 = distinct !{!30, !10, !14, !15}
!31 = distinct !{!31, !10}
