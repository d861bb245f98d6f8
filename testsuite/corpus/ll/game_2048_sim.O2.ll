; ModuleID = 'programs/game_2048_sim.c'
source_filename = "programs/game_2048_sim.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.board = type { [4 x [4 x i16]] }

@.str = private unnamed_addr constant [4 x i8] c"%5u\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"moves=%d score=%ld max tile=%u\0A\00", align 1
@rs = internal unnamed_addr global i32 2048, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.board, align 16
  %2 = alloca i64, align 8
  %3 = alloca %struct.board, align 2
  %4 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  call fastcc void @spawn(ptr noundef nonnull %1)
  call fastcc void @spawn(ptr noundef nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  store i64 0, ptr %2, align 8, !tbaa !5
  br label %5

5:                                                ; preds = %38, %0
  %6 = phi i32 [ 0, %0 ], [ %40, %38 ]
  br label %9

7:                                                ; preds = %33
  %8 = icmp sgt i32 %34, -1
  br i1 %8, label %38, label %41

9:                                                ; preds = %5, %33
  %10 = phi i32 [ 0, %5 ], [ %36, %33 ]
  %11 = phi i64 [ -1, %5 ], [ %35, %33 ]
  %12 = phi i32 [ -1, %5 ], [ %34, %33 ]
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #10
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 2 dereferenceable(32) %3, ptr noundef nonnull align 16 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !9
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  store i64 0, ptr %4, align 8, !tbaa !5
  %13 = call fastcc i32 @move(ptr noundef nonnull %3, i32 noundef %10, ptr noundef nonnull %4)
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %33, label %15

15:                                               ; preds = %9
  %16 = load i64, ptr %4, align 8, !tbaa !5
  %17 = shl nsw i64 %16, 2
  %18 = load <16 x i16>, ptr %3, align 2, !tbaa !11
  %19 = icmp eq <16 x i16> %18, zeroinitializer
  %20 = bitcast <16 x i1> %19 to i16
  %21 = call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %20)
  %22 = mul nuw nsw i16 %21, 10
  %23 = zext nneg i16 %22 to i64
  %24 = extractelement <16 x i16> %18, i64 0
  %25 = extractelement <16 x i16> %18, i64 1
  %26 = icmp ult i16 %24, %25
  %27 = select i1 %26, i64 0, i64 5
  %28 = add i64 %27, %17
  %29 = add i64 %28, %23
  %30 = icmp sgt i64 %29, %11
  %31 = select i1 %30, i32 %10, i32 %12
  %32 = call i64 @llvm.smax.i64(i64 %29, i64 %11)
  br label %33

33:                                               ; preds = %9, %15
  %34 = phi i32 [ %31, %15 ], [ %12, %9 ]
  %35 = phi i64 [ %32, %15 ], [ %11, %9 ]
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #10
  %36 = add nuw nsw i32 %10, 1
  %37 = icmp eq i32 %36, 4
  br i1 %37, label %7, label %9, !llvm.loop !13

38:                                               ; preds = %7
  %39 = call fastcc i32 @move(ptr noundef nonnull %1, i32 noundef %34, ptr noundef nonnull %2)
  call fastcc void @spawn(ptr noundef nonnull %1)
  %40 = add nuw nsw i32 %6, 1
  br label %5

41:                                               ; preds = %7
  %42 = load i16, ptr %1, align 16, !tbaa !11
  %43 = zext i16 %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43)
  %45 = getelementptr inbounds i8, ptr %1, i64 2
  %46 = load i16, ptr %45, align 2, !tbaa !11
  %47 = zext i16 %46 to i32
  %48 = getelementptr inbounds i8, ptr %1, i64 4
  %49 = getelementptr inbounds i8, ptr %1, i64 6
  %50 = getelementptr inbounds i8, ptr %1, i64 8
  %51 = getelementptr inbounds i8, ptr %1, i64 10
  %52 = getelementptr inbounds i8, ptr %1, i64 12
  %53 = getelementptr inbounds i8, ptr %1, i64 14
  %54 = getelementptr inbounds i8, ptr %1, i64 16
  %55 = getelementptr inbounds i8, ptr %1, i64 18
  %56 = getelementptr inbounds i8, ptr %1, i64 20
  %57 = getelementptr inbounds i8, ptr %1, i64 22
  %58 = getelementptr inbounds i8, ptr %1, i64 24
  %59 = getelementptr inbounds i8, ptr %1, i64 26
  %60 = getelementptr inbounds i8, ptr %1, i64 28
  %61 = getelementptr inbounds i8, ptr %1, i64 30
  %62 = load <8 x i16>, ptr %1, align 16
  %63 = shufflevector <8 x i16> %62, <8 x i16> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %47)
  %65 = load i16, ptr %45, align 2, !tbaa !11
  %66 = load i16, ptr %48, align 4, !tbaa !11
  %67 = zext i16 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67)
  %69 = load i16, ptr %48, align 4, !tbaa !11
  %70 = load i16, ptr %49, align 2, !tbaa !11
  %71 = zext i16 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %71)
  %73 = load i16, ptr %49, align 2, !tbaa !11
  %74 = call i32 @putchar(i32 10)
  %75 = load i16, ptr %50, align 8, !tbaa !11
  %76 = zext i16 %75 to i32
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %76)
  %78 = load i16, ptr %50, align 8, !tbaa !11
  %79 = load i16, ptr %51, align 2, !tbaa !11
  %80 = zext i16 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %80)
  %82 = load i16, ptr %51, align 2, !tbaa !11
  %83 = load i16, ptr %52, align 4, !tbaa !11
  %84 = zext i16 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %84)
  %86 = load i16, ptr %52, align 4, !tbaa !11
  %87 = load i16, ptr %53, align 2, !tbaa !11
  %88 = zext i16 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %88)
  %90 = load i16, ptr %53, align 2, !tbaa !11
  %91 = call i32 @putchar(i32 10)
  %92 = load i16, ptr %54, align 16, !tbaa !11
  %93 = zext i16 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %93)
  %95 = load i16, ptr %54, align 16, !tbaa !11
  %96 = load i16, ptr %55, align 2, !tbaa !11
  %97 = zext i16 %96 to i32
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %97)
  %99 = load i16, ptr %55, align 2, !tbaa !11
  %100 = load i16, ptr %56, align 4, !tbaa !11
  %101 = zext i16 %100 to i32
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %101)
  %103 = load i16, ptr %56, align 4, !tbaa !11
  %104 = load i16, ptr %57, align 2, !tbaa !11
  %105 = zext i16 %104 to i32
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %105)
  %107 = load i16, ptr %57, align 2, !tbaa !11
  %108 = call i32 @putchar(i32 10)
  %109 = load i16, ptr %58, align 8, !tbaa !11
  %110 = zext i16 %109 to i32
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %110)
  %112 = load i16, ptr %58, align 8, !tbaa !11
  %113 = load i16, ptr %59, align 2, !tbaa !11
  %114 = zext i16 %113 to i32
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %114)
  %116 = load i16, ptr %59, align 2, !tbaa !11
  %117 = load i16, ptr %60, align 4, !tbaa !11
  %118 = zext i16 %117 to i32
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %118)
  %120 = load i16, ptr %60, align 4, !tbaa !11
  %121 = load i16, ptr %61, align 2, !tbaa !11
  %122 = zext i16 %121 to i32
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %122)
  %124 = load i16, ptr %61, align 2, !tbaa !11
  %125 = insertelement <16 x i16> %63, i16 %65, i64 1
  %126 = insertelement <16 x i16> %125, i16 %69, i64 2
  %127 = insertelement <16 x i16> %126, i16 %73, i64 3
  %128 = insertelement <16 x i16> %127, i16 %78, i64 4
  %129 = insertelement <16 x i16> %128, i16 %82, i64 5
  %130 = insertelement <16 x i16> %129, i16 %86, i64 6
  %131 = insertelement <16 x i16> %130, i16 %90, i64 7
  %132 = insertelement <16 x i16> %131, i16 %95, i64 8
  %133 = insertelement <16 x i16> %132, i16 %99, i64 9
  %134 = insertelement <16 x i16> %133, i16 %103, i64 10
  %135 = insertelement <16 x i16> %134, i16 %107, i64 11
  %136 = insertelement <16 x i16> %135, i16 %112, i64 12
  %137 = insertelement <16 x i16> %136, i16 %116, i64 13
  %138 = insertelement <16 x i16> %137, i16 %120, i64 14
  %139 = insertelement <16 x i16> %138, i16 %124, i64 15
  %140 = call i16 @llvm.vector.reduce.umax.v16i16(<16 x i16> %139)
  %141 = call i32 @putchar(i32 10)
  %142 = load i64, ptr %2, align 8, !tbaa !5
  %143 = zext i16 %140 to i32
  %144 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %6, i64 noundef %142, i32 noundef %143)
  %145 = srem i64 %142, 128
  %146 = trunc nsw i64 %145 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #10
  ret i32 %146
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @spawn(ptr nocapture noundef %0) unnamed_addr #3 {
  %2 = load <16 x i16>, ptr %0, align 2, !tbaa !11
  %3 = icmp eq <16 x i16> %2, zeroinitializer
  %4 = bitcast <16 x i1> %3 to i16
  %5 = icmp eq i16 %4, 0
  br i1 %5, label %105, label %6

6:                                                ; preds = %1
  %7 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %4)
  %8 = zext nneg i16 %7 to i32
  %9 = load i32, ptr @rs, align 4, !tbaa !15
  %10 = shl i32 %9, 13
  %11 = xor i32 %10, %9
  %12 = lshr i32 %11, 17
  %13 = xor i32 %12, %11
  %14 = shl i32 %13, 5
  %15 = xor i32 %14, %13
  store i32 %15, ptr @rs, align 4, !tbaa !15
  %16 = urem i32 %15, %8
  br label %17

17:                                               ; preds = %6, %100
  %18 = phi i64 [ 0, %6 ], [ %103, %100 ]
  %19 = phi i32 [ %16, %6 ], [ %102, %100 ]
  %20 = phi i32 [ %15, %6 ], [ %101, %100 ]
  %21 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 0
  %22 = load i16, ptr %21, align 2, !tbaa !11
  %23 = icmp eq i16 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %17
  %25 = add nsw i32 %19, -1
  %26 = icmp eq i32 %19, 0
  br i1 %26, label %32, label %27

27:                                               ; preds = %17, %24
  %28 = phi i32 [ %19, %17 ], [ %25, %24 ]
  %29 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 1
  %30 = load i16, ptr %29, align 2, !tbaa !11
  %31 = icmp eq i16 %30, 0
  br i1 %31, label %46, label %59

32:                                               ; preds = %24
  %33 = shl i32 %20, 13
  %34 = xor i32 %33, %20
  %35 = lshr i32 %34, 17
  %36 = xor i32 %35, %34
  %37 = shl i32 %36, 5
  %38 = xor i32 %37, %36
  store i32 %38, ptr @rs, align 4, !tbaa !15
  %39 = urem i32 %38, 10
  %40 = icmp eq i32 %39, 0
  %41 = select i1 %40, i16 4, i16 2
  store i16 %41, ptr %21, align 2, !tbaa !11
  %42 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 1
  %43 = load i16, ptr %42, align 2, !tbaa !11
  %44 = icmp eq i16 %43, 0
  %45 = select i1 %44, i32 -2, i32 -1
  br label %59

46:                                               ; preds = %27
  %47 = add nsw i32 %28, -1
  %48 = icmp eq i32 %28, 0
  br i1 %48, label %49, label %59

49:                                               ; preds = %46
  %50 = shl i32 %20, 13
  %51 = xor i32 %50, %20
  %52 = lshr i32 %51, 17
  %53 = xor i32 %52, %51
  %54 = shl i32 %53, 5
  %55 = xor i32 %54, %53
  store i32 %55, ptr @rs, align 4, !tbaa !15
  %56 = urem i32 %55, 10
  %57 = icmp eq i32 %56, 0
  %58 = select i1 %57, i16 4, i16 2
  store i16 %58, ptr %29, align 2, !tbaa !11
  br label %59

59:                                               ; preds = %32, %49, %46, %27
  %60 = phi i32 [ %20, %27 ], [ %55, %49 ], [ %20, %46 ], [ %38, %32 ]
  %61 = phi i32 [ %28, %27 ], [ -1, %49 ], [ %47, %46 ], [ %45, %32 ]
  %62 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 2
  %63 = load i16, ptr %62, align 2, !tbaa !11
  %64 = icmp eq i16 %63, 0
  br i1 %64, label %65, label %68

65:                                               ; preds = %59
  %66 = add nsw i32 %61, -1
  %67 = icmp eq i32 %61, 0
  br i1 %67, label %73, label %68

68:                                               ; preds = %65, %59
  %69 = phi i32 [ %61, %59 ], [ %66, %65 ]
  %70 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 3
  %71 = load i16, ptr %70, align 2, !tbaa !11
  %72 = icmp eq i16 %71, 0
  br i1 %72, label %87, label %100

73:                                               ; preds = %65
  %74 = shl i32 %60, 13
  %75 = xor i32 %74, %60
  %76 = lshr i32 %75, 17
  %77 = xor i32 %76, %75
  %78 = shl i32 %77, 5
  %79 = xor i32 %78, %77
  store i32 %79, ptr @rs, align 4, !tbaa !15
  %80 = urem i32 %79, 10
  %81 = icmp eq i32 %80, 0
  %82 = select i1 %81, i16 4, i16 2
  store i16 %82, ptr %62, align 2, !tbaa !11
  %83 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 3
  %84 = load i16, ptr %83, align 2, !tbaa !11
  %85 = icmp eq i16 %84, 0
  %86 = select i1 %85, i32 -2, i32 -1
  br label %100

87:                                               ; preds = %68
  %88 = add nsw i32 %69, -1
  %89 = icmp eq i32 %69, 0
  br i1 %89, label %90, label %100

90:                                               ; preds = %87
  %91 = shl i32 %60, 13
  %92 = xor i32 %91, %60
  %93 = lshr i32 %92, 17
  %94 = xor i32 %93, %92
  %95 = shl i32 %94, 5
  %96 = xor i32 %95, %94
  store i32 %96, ptr @rs, align 4, !tbaa !15
  %97 = urem i32 %96, 10
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %98, i16 4, i16 2
  store i16 %99, ptr %70, align 2, !tbaa !11
  br label %100

100:                                              ; preds = %73, %90, %87, %68
  %101 = phi i32 [ %60, %68 ], [ %96, %90 ], [ %60, %87 ], [ %79, %73 ]
  %102 = phi i32 [ %69, %68 ], [ -1, %90 ], [ %88, %87 ], [ %86, %73 ]
  %103 = add nuw nsw i64 %18, 1
  %104 = icmp eq i64 %103, 4
  br i1 %104, label %105, label %17, !llvm.loop !17

105:                                              ; preds = %100, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @move(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2) unnamed_addr #5 {
  %4 = alloca [4 x i16], align 8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %81

6:                                                ; preds = %3
  %7 = getelementptr inbounds i8, ptr %0, i64 2
  %8 = getelementptr inbounds i8, ptr %0, i64 4
  %9 = getelementptr inbounds i8, ptr %0, i64 6
  %10 = getelementptr inbounds i8, ptr %0, i64 8
  %11 = getelementptr inbounds i8, ptr %0, i64 10
  %12 = getelementptr inbounds i8, ptr %0, i64 12
  %13 = getelementptr inbounds i8, ptr %0, i64 14
  %14 = getelementptr inbounds i8, ptr %0, i64 16
  %15 = getelementptr inbounds i8, ptr %0, i64 18
  %16 = getelementptr inbounds i8, ptr %0, i64 20
  %17 = getelementptr inbounds i8, ptr %0, i64 22
  %18 = getelementptr inbounds i8, ptr %0, i64 24
  %19 = getelementptr inbounds i8, ptr %0, i64 26
  %20 = getelementptr inbounds i8, ptr %0, i64 28
  %21 = getelementptr inbounds i8, ptr %0, i64 30
  %22 = load i16, ptr %0, align 2
  %23 = load i16, ptr %7, align 2
  %24 = load i16, ptr %8, align 2
  %25 = load i16, ptr %9, align 2
  %26 = load i16, ptr %10, align 2
  %27 = load i16, ptr %11, align 2
  %28 = load i16, ptr %12, align 2
  %29 = load i16, ptr %13, align 2
  %30 = load i16, ptr %14, align 2
  %31 = load i16, ptr %15, align 2
  %32 = load i16, ptr %16, align 2
  %33 = load i16, ptr %17, align 2
  %34 = load i16, ptr %18, align 2
  %35 = load i16, ptr %19, align 2
  %36 = load i16, ptr %20, align 2
  %37 = load i16, ptr %21, align 2, !tbaa !10
  %38 = and i32 %1, 7
  %39 = icmp ult i32 %1, 8
  br i1 %39, label %42, label %40

40:                                               ; preds = %6
  %41 = and i32 %1, 2147483640
  br label %268

42:                                               ; preds = %268, %6
  %43 = icmp eq i32 %38, 0
  br i1 %43, label %64, label %44

44:                                               ; preds = %42, %44
  %45 = phi i16 [ %57, %44 ], [ %37, %42 ]
  %46 = phi i16 [ %53, %44 ], [ %36, %42 ]
  %47 = phi i16 [ %49, %44 ], [ %35, %42 ]
  %48 = phi i16 [ %45, %44 ], [ %34, %42 ]
  %49 = phi i16 [ %58, %44 ], [ %33, %42 ]
  %50 = phi i16 [ %54, %44 ], [ %32, %42 ]
  %51 = phi i16 [ %50, %44 ], [ %31, %42 ]
  %52 = phi i16 [ %46, %44 ], [ %30, %42 ]
  %53 = phi i16 [ %59, %44 ], [ %29, %42 ]
  %54 = phi i16 [ %55, %44 ], [ %28, %42 ]
  %55 = phi i16 [ %51, %44 ], [ %27, %42 ]
  %56 = phi i16 [ %47, %44 ], [ %26, %42 ]
  %57 = phi i16 [ %60, %44 ], [ %25, %42 ]
  %58 = phi i16 [ %56, %44 ], [ %24, %42 ]
  %59 = phi i16 [ %52, %44 ], [ %23, %42 ]
  %60 = phi i16 [ %48, %44 ], [ %22, %42 ]
  %61 = phi i32 [ %62, %44 ], [ 0, %42 ]
  %62 = add i32 %61, 1
  %63 = icmp eq i32 %62, %38
  br i1 %63, label %64, label %44, !llvm.loop !18

64:                                               ; preds = %44, %42
  %65 = phi i16 [ %34, %42 ], [ %45, %44 ]
  %66 = phi i16 [ %30, %42 ], [ %46, %44 ]
  %67 = phi i16 [ %26, %42 ], [ %47, %44 ]
  %68 = phi i16 [ %22, %42 ], [ %48, %44 ]
  %69 = phi i16 [ %35, %42 ], [ %49, %44 ]
  %70 = phi i16 [ %31, %42 ], [ %50, %44 ]
  %71 = phi i16 [ %27, %42 ], [ %51, %44 ]
  %72 = phi i16 [ %23, %42 ], [ %52, %44 ]
  %73 = phi i16 [ %36, %42 ], [ %53, %44 ]
  %74 = phi i16 [ %32, %42 ], [ %54, %44 ]
  %75 = phi i16 [ %28, %42 ], [ %55, %44 ]
  %76 = phi i16 [ %24, %42 ], [ %56, %44 ]
  %77 = phi i16 [ %37, %42 ], [ %57, %44 ]
  %78 = phi i16 [ %33, %42 ], [ %58, %44 ]
  %79 = phi i16 [ %29, %42 ], [ %59, %44 ]
  %80 = phi i16 [ %25, %42 ], [ %60, %44 ]
  store i16 %68, ptr %0, align 2
  store i16 %72, ptr %7, align 2
  store i16 %76, ptr %8, align 2
  store i16 %80, ptr %9, align 2
  store i16 %67, ptr %10, align 2
  store i16 %71, ptr %11, align 2
  store i16 %75, ptr %12, align 2
  store i16 %79, ptr %13, align 2
  store i16 %66, ptr %14, align 2
  store i16 %70, ptr %15, align 2
  store i16 %74, ptr %16, align 2
  store i16 %78, ptr %17, align 2
  store i16 %65, ptr %18, align 2
  store i16 %69, ptr %19, align 2
  store i16 %73, ptr %20, align 2
  store i16 %77, ptr %21, align 2, !tbaa !10
  br label %81

81:                                               ; preds = %64, %3
  br label %82

82:                                               ; preds = %81, %166
  %83 = phi i64 [ %171, %166 ], [ 0, %81 ]
  %84 = phi i32 [ %169, %166 ], [ 0, %81 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  store i64 0, ptr %4, align 8
  %85 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 0
  %86 = load i16, ptr %85, align 2, !tbaa !11
  %87 = icmp eq i16 %86, 0
  br i1 %87, label %88, label %92

88:                                               ; preds = %82
  %89 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 1
  %90 = load i16, ptr %89, align 2, !tbaa !11
  %91 = icmp eq i16 %90, 0
  br i1 %91, label %117, label %103

92:                                               ; preds = %82
  store i16 %86, ptr %4, align 8, !tbaa !11
  %93 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 1
  %94 = load i16, ptr %93, align 2, !tbaa !11
  %95 = icmp eq i16 %94, 0
  br i1 %95, label %109, label %96

96:                                               ; preds = %92
  %97 = icmp eq i16 %86, %94
  br i1 %97, label %98, label %103

98:                                               ; preds = %96
  %99 = shl i16 %86, 1
  store i16 %99, ptr %4, align 8, !tbaa !11
  %100 = zext i16 %99 to i64
  %101 = load i64, ptr %2, align 8, !tbaa !5
  %102 = add nsw i64 %101, %100
  store i64 %102, ptr %2, align 8, !tbaa !5
  br label %109

103:                                              ; preds = %96, %88
  %104 = phi i32 [ 1, %96 ], [ 0, %88 ]
  %105 = phi i16 [ %94, %96 ], [ %90, %88 ]
  %106 = add nuw nsw i32 %104, 1
  %107 = zext nneg i32 %104 to i64
  %108 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %107
  store i16 %105, ptr %108, align 2, !tbaa !11
  br label %109

109:                                              ; preds = %103, %98, %92
  %110 = phi i16 [ %105, %103 ], [ %99, %98 ], [ %86, %92 ]
  %111 = phi i32 [ %106, %103 ], [ 1, %98 ], [ 1, %92 ]
  %112 = phi i1 [ false, %103 ], [ true, %98 ], [ false, %92 ]
  %113 = phi i32 [ 0, %103 ], [ 1, %98 ], [ 0, %92 ]
  %114 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 2
  %115 = load i16, ptr %114, align 2, !tbaa !11
  %116 = icmp eq i16 %115, 0
  br i1 %116, label %138, label %121

117:                                              ; preds = %88
  %118 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 2
  %119 = load i16, ptr %118, align 2, !tbaa !11
  %120 = icmp eq i16 %119, 0
  br i1 %120, label %144, label %132

121:                                              ; preds = %109
  %122 = icmp ne i16 %110, %115
  %123 = or i1 %112, %122
  br i1 %123, label %132, label %124

124:                                              ; preds = %121
  %125 = add nsw i32 %111, -1
  %126 = zext nneg i32 %125 to i64
  %127 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %126
  %128 = shl i16 %110, 1
  store i16 %128, ptr %127, align 2, !tbaa !11
  %129 = zext i16 %128 to i64
  %130 = load i64, ptr %2, align 8, !tbaa !5
  %131 = add nsw i64 %130, %129
  store i64 %131, ptr %2, align 8, !tbaa !5
  br label %138

132:                                              ; preds = %121, %117
  %133 = phi i32 [ %111, %121 ], [ 0, %117 ]
  %134 = phi i16 [ %115, %121 ], [ %119, %117 ]
  %135 = add nuw nsw i32 %133, 1
  %136 = zext nneg i32 %133 to i64
  %137 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %136
  store i16 %134, ptr %137, align 2, !tbaa !11
  br label %138

138:                                              ; preds = %132, %124, %109
  %139 = phi i32 [ %135, %132 ], [ %111, %124 ], [ %111, %109 ]
  %140 = phi i32 [ 0, %132 ], [ 1, %124 ], [ %113, %109 ]
  %141 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 3
  %142 = load i16, ptr %141, align 2, !tbaa !11
  %143 = icmp eq i16 %142, 0
  br i1 %143, label %166, label %148

144:                                              ; preds = %117
  %145 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %83, i64 3
  %146 = load i16, ptr %145, align 2, !tbaa !11
  %147 = icmp eq i16 %146, 0
  br i1 %147, label %166, label %161

148:                                              ; preds = %138
  %149 = add nsw i32 %139, -1
  %150 = zext nneg i32 %149 to i64
  %151 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %150
  %152 = load i16, ptr %151, align 2, !tbaa !11
  %153 = icmp ne i16 %152, %142
  %154 = icmp ne i32 %140, 0
  %155 = or i1 %154, %153
  br i1 %155, label %161, label %156

156:                                              ; preds = %148
  %157 = shl i16 %142, 1
  store i16 %157, ptr %151, align 2, !tbaa !11
  %158 = zext i16 %157 to i64
  %159 = load i64, ptr %2, align 8, !tbaa !5
  %160 = add nsw i64 %159, %158
  store i64 %160, ptr %2, align 8, !tbaa !5
  br label %166

161:                                              ; preds = %148, %144
  %162 = phi i32 [ %139, %148 ], [ 0, %144 ]
  %163 = phi i16 [ %142, %148 ], [ %146, %144 ]
  %164 = zext nneg i32 %162 to i64
  %165 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %164
  store i16 %163, ptr %165, align 2, !tbaa !11
  br label %166

166:                                              ; preds = %161, %156, %144, %138
  %167 = call i32 @bcmp(ptr noundef nonnull dereferenceable(8) %4, ptr noundef nonnull dereferenceable(8) %85, i64 8)
  %168 = icmp eq i32 %167, 0
  %169 = select i1 %168, i32 %84, i32 1
  %170 = load i64, ptr %4, align 8
  store i64 %170, ptr %85, align 2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  %171 = add nuw nsw i64 %83, 1
  %172 = icmp eq i64 %171, 4
  br i1 %172, label %173, label %82, !llvm.loop !20

173:                                              ; preds = %166
  %174 = icmp slt i32 %1, 4
  br i1 %174, label %175, label %289

175:                                              ; preds = %173
  %176 = getelementptr inbounds i8, ptr %0, i64 2
  %177 = getelementptr inbounds i8, ptr %0, i64 4
  %178 = getelementptr inbounds i8, ptr %0, i64 6
  %179 = getelementptr inbounds i8, ptr %0, i64 8
  %180 = getelementptr inbounds i8, ptr %0, i64 10
  %181 = getelementptr inbounds i8, ptr %0, i64 12
  %182 = getelementptr inbounds i8, ptr %0, i64 14
  %183 = getelementptr inbounds i8, ptr %0, i64 16
  %184 = getelementptr inbounds i8, ptr %0, i64 18
  %185 = getelementptr inbounds i8, ptr %0, i64 20
  %186 = getelementptr inbounds i8, ptr %0, i64 22
  %187 = getelementptr inbounds i8, ptr %0, i64 24
  %188 = getelementptr inbounds i8, ptr %0, i64 26
  %189 = getelementptr inbounds i8, ptr %0, i64 28
  %190 = getelementptr inbounds i8, ptr %0, i64 30
  %191 = load i16, ptr %0, align 2
  %192 = load i16, ptr %176, align 2
  %193 = load i16, ptr %177, align 2
  %194 = load i16, ptr %178, align 2
  %195 = load i16, ptr %179, align 2
  %196 = load i16, ptr %180, align 2
  %197 = load i16, ptr %181, align 2
  %198 = load i16, ptr %182, align 2
  %199 = load i16, ptr %183, align 2
  %200 = load i16, ptr %184, align 2
  %201 = load i16, ptr %185, align 2
  %202 = load i16, ptr %186, align 2
  %203 = load i16, ptr %187, align 2
  %204 = load i16, ptr %188, align 2
  %205 = load i16, ptr %189, align 2
  %206 = load i16, ptr %190, align 2, !tbaa !10
  %207 = sub i32 4, %1
  %208 = and i32 %207, 7
  %209 = icmp eq i32 %208, 0
  br i1 %209, label %232, label %210

210:                                              ; preds = %175, %210
  %211 = phi i16 [ %223, %210 ], [ %206, %175 ]
  %212 = phi i16 [ %219, %210 ], [ %205, %175 ]
  %213 = phi i16 [ %215, %210 ], [ %204, %175 ]
  %214 = phi i16 [ %211, %210 ], [ %203, %175 ]
  %215 = phi i16 [ %224, %210 ], [ %202, %175 ]
  %216 = phi i16 [ %220, %210 ], [ %201, %175 ]
  %217 = phi i16 [ %216, %210 ], [ %200, %175 ]
  %218 = phi i16 [ %212, %210 ], [ %199, %175 ]
  %219 = phi i16 [ %225, %210 ], [ %198, %175 ]
  %220 = phi i16 [ %221, %210 ], [ %197, %175 ]
  %221 = phi i16 [ %217, %210 ], [ %196, %175 ]
  %222 = phi i16 [ %213, %210 ], [ %195, %175 ]
  %223 = phi i16 [ %226, %210 ], [ %194, %175 ]
  %224 = phi i16 [ %222, %210 ], [ %193, %175 ]
  %225 = phi i16 [ %218, %210 ], [ %192, %175 ]
  %226 = phi i16 [ %214, %210 ], [ %191, %175 ]
  %227 = phi i32 [ %229, %210 ], [ %1, %175 ]
  %228 = phi i32 [ %230, %210 ], [ 0, %175 ]
  %229 = add i32 %227, 1
  %230 = add i32 %228, 1
  %231 = icmp eq i32 %230, %208
  br i1 %231, label %232, label %210, !llvm.loop !21

232:                                              ; preds = %210, %175
  %233 = phi i16 [ poison, %175 ], [ %211, %210 ]
  %234 = phi i16 [ poison, %175 ], [ %212, %210 ]
  %235 = phi i16 [ poison, %175 ], [ %213, %210 ]
  %236 = phi i16 [ poison, %175 ], [ %214, %210 ]
  %237 = phi i16 [ poison, %175 ], [ %215, %210 ]
  %238 = phi i16 [ poison, %175 ], [ %216, %210 ]
  %239 = phi i16 [ poison, %175 ], [ %217, %210 ]
  %240 = phi i16 [ poison, %175 ], [ %218, %210 ]
  %241 = phi i16 [ poison, %175 ], [ %219, %210 ]
  %242 = phi i16 [ poison, %175 ], [ %220, %210 ]
  %243 = phi i16 [ poison, %175 ], [ %221, %210 ]
  %244 = phi i16 [ poison, %175 ], [ %222, %210 ]
  %245 = phi i16 [ poison, %175 ], [ %223, %210 ]
  %246 = phi i16 [ poison, %175 ], [ %224, %210 ]
  %247 = phi i16 [ poison, %175 ], [ %225, %210 ]
  %248 = phi i16 [ poison, %175 ], [ %226, %210 ]
  %249 = phi i16 [ %206, %175 ], [ %223, %210 ]
  %250 = phi i16 [ %205, %175 ], [ %219, %210 ]
  %251 = phi i16 [ %204, %175 ], [ %215, %210 ]
  %252 = phi i16 [ %203, %175 ], [ %211, %210 ]
  %253 = phi i16 [ %202, %175 ], [ %224, %210 ]
  %254 = phi i16 [ %201, %175 ], [ %220, %210 ]
  %255 = phi i16 [ %200, %175 ], [ %216, %210 ]
  %256 = phi i16 [ %199, %175 ], [ %212, %210 ]
  %257 = phi i16 [ %198, %175 ], [ %225, %210 ]
  %258 = phi i16 [ %197, %175 ], [ %221, %210 ]
  %259 = phi i16 [ %196, %175 ], [ %217, %210 ]
  %260 = phi i16 [ %195, %175 ], [ %213, %210 ]
  %261 = phi i16 [ %194, %175 ], [ %226, %210 ]
  %262 = phi i16 [ %193, %175 ], [ %222, %210 ]
  %263 = phi i16 [ %192, %175 ], [ %218, %210 ]
  %264 = phi i16 [ %191, %175 ], [ %214, %210 ]
  %265 = phi i32 [ %1, %175 ], [ %229, %210 ]
  %266 = add i32 %1, 3
  %267 = icmp ult i32 %266, 7
  br i1 %267, label %272, label %290

268:                                              ; preds = %268, %40
  %269 = phi i32 [ 0, %40 ], [ %270, %268 ]
  %270 = add i32 %269, 8
  %271 = icmp eq i32 %270, %41
  br i1 %271, label %42, label %268, !llvm.loop !22

272:                                              ; preds = %290, %232
  %273 = phi i16 [ %233, %232 ], [ %252, %290 ]
  %274 = phi i16 [ %234, %232 ], [ %256, %290 ]
  %275 = phi i16 [ %235, %232 ], [ %260, %290 ]
  %276 = phi i16 [ %236, %232 ], [ %264, %290 ]
  %277 = phi i16 [ %237, %232 ], [ %251, %290 ]
  %278 = phi i16 [ %238, %232 ], [ %255, %290 ]
  %279 = phi i16 [ %239, %232 ], [ %259, %290 ]
  %280 = phi i16 [ %240, %232 ], [ %263, %290 ]
  %281 = phi i16 [ %241, %232 ], [ %250, %290 ]
  %282 = phi i16 [ %242, %232 ], [ %254, %290 ]
  %283 = phi i16 [ %243, %232 ], [ %258, %290 ]
  %284 = phi i16 [ %244, %232 ], [ %262, %290 ]
  %285 = phi i16 [ %245, %232 ], [ %249, %290 ]
  %286 = phi i16 [ %246, %232 ], [ %253, %290 ]
  %287 = phi i16 [ %247, %232 ], [ %257, %290 ]
  %288 = phi i16 [ %248, %232 ], [ %261, %290 ]
  store i16 %276, ptr %0, align 2
  store i16 %280, ptr %176, align 2
  store i16 %284, ptr %177, align 2
  store i16 %288, ptr %178, align 2
  store i16 %275, ptr %179, align 2
  store i16 %279, ptr %180, align 2
  store i16 %283, ptr %181, align 2
  store i16 %287, ptr %182, align 2
  store i16 %274, ptr %183, align 2
  store i16 %278, ptr %184, align 2
  store i16 %282, ptr %185, align 2
  store i16 %286, ptr %186, align 2
  store i16 %273, ptr %187, align 2
  store i16 %277, ptr %188, align 2
  store i16 %281, ptr %189, align 2
  store i16 %285, ptr %190, align 2, !tbaa !10
  br label %289

289:                                              ; preds = %272, %173
  ret i32 %169

290:                                              ; preds = %232, %290
  %291 = phi i32 [ %292, %290 ], [ %265, %232 ]
  %292 = add i32 %291, 8
  %293 = icmp eq i32 %292, 4
  br i1 %293, label %272, label %290, !llvm.loop !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.vector.reduce.umax.v16i16(<16 x i16>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.ctpop.i16(i16) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"long", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{i64 0, i64 32, !10}
!10 = !{!7, !7, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"short", !7, i64 0}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !7, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = distinct !{!20, !14}
!21 = distinct !{!21, !19}
!22 = distinct !{!22, !14}
!23 = distinct !{!23, !14}
