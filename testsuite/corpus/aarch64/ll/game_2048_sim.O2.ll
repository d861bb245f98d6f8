; ModuleID = 'programs/game_2048_sim.c'
source_filename = "programs/game_2048_sim.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.board = type { [4 x [4 x i16]] }

@.str = private unnamed_addr constant [4 x i8] c"%5u\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"moves=%d score=%ld max tile=%u\0A\00", align 1
@rs = internal unnamed_addr global i32 2048, align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -127, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.board, align 8
  %2 = alloca i64, align 8
  %3 = alloca %struct.board, align 4
  %4 = alloca i64, align 8
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false)
  call fastcc void @spawn(ptr noundef nonnull %1)
  call fastcc void @spawn(ptr noundef nonnull %1)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10
  store i64 0, ptr %2, align 8, !tbaa !6
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
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(32) %3, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !tbaa.struct !10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  store i64 0, ptr %4, align 8, !tbaa !6
  %13 = call fastcc i32 @move(ptr noundef nonnull %3, i32 noundef %10, ptr noundef nonnull %4)
  %14 = icmp eq i32 %13, 0
  br i1 %14, label %33, label %15

15:                                               ; preds = %9
  %16 = load i64, ptr %4, align 8, !tbaa !6
  %17 = shl nsw i64 %16, 2
  %18 = load <16 x i16>, ptr %3, align 4, !tbaa !12
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
  br i1 %37, label %7, label %9, !llvm.loop !14

38:                                               ; preds = %7
  %39 = call fastcc i32 @move(ptr noundef nonnull %1, i32 noundef %34, ptr noundef nonnull %2)
  call fastcc void @spawn(ptr noundef nonnull %1)
  %40 = add nuw nsw i32 %6, 1
  br label %5

41:                                               ; preds = %7
  %42 = load i16, ptr %1, align 8, !tbaa !12
  %43 = zext i16 %42 to i32
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %43)
  %45 = getelementptr inbounds i8, ptr %1, i64 2
  %46 = load i16, ptr %45, align 2, !tbaa !12
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
  %62 = load <4 x i16>, ptr %1, align 8
  %63 = shufflevector <4 x i16> %62, <4 x i16> poison, <16 x i32> <i32 0, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison, i32 poison>
  %64 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %47)
  %65 = load i16, ptr %45, align 2, !tbaa !12
  %66 = load i16, ptr %48, align 4, !tbaa !12
  %67 = zext i16 %66 to i32
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %67)
  %69 = load i16, ptr %48, align 4, !tbaa !12
  %70 = load i16, ptr %49, align 2, !tbaa !12
  %71 = zext i16 %70 to i32
  %72 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %71)
  %73 = load i16, ptr %49, align 2, !tbaa !12
  %74 = call i32 @putchar(i32 10)
  %75 = load i16, ptr %50, align 8, !tbaa !12
  %76 = zext i16 %75 to i32
  %77 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %76)
  %78 = load i16, ptr %50, align 8, !tbaa !12
  %79 = load i16, ptr %51, align 2, !tbaa !12
  %80 = zext i16 %79 to i32
  %81 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %80)
  %82 = load i16, ptr %51, align 2, !tbaa !12
  %83 = load i16, ptr %52, align 4, !tbaa !12
  %84 = zext i16 %83 to i32
  %85 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %84)
  %86 = load i16, ptr %52, align 4, !tbaa !12
  %87 = load i16, ptr %53, align 2, !tbaa !12
  %88 = zext i16 %87 to i32
  %89 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %88)
  %90 = load i16, ptr %53, align 2, !tbaa !12
  %91 = call i32 @putchar(i32 10)
  %92 = load i16, ptr %54, align 8, !tbaa !12
  %93 = zext i16 %92 to i32
  %94 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %93)
  %95 = load i16, ptr %54, align 8, !tbaa !12
  %96 = load i16, ptr %55, align 2, !tbaa !12
  %97 = zext i16 %96 to i32
  %98 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %97)
  %99 = load i16, ptr %55, align 2, !tbaa !12
  %100 = load i16, ptr %56, align 4, !tbaa !12
  %101 = zext i16 %100 to i32
  %102 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %101)
  %103 = load i16, ptr %56, align 4, !tbaa !12
  %104 = load i16, ptr %57, align 2, !tbaa !12
  %105 = zext i16 %104 to i32
  %106 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %105)
  %107 = load i16, ptr %57, align 2, !tbaa !12
  %108 = call i32 @putchar(i32 10)
  %109 = load i16, ptr %58, align 8, !tbaa !12
  %110 = zext i16 %109 to i32
  %111 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %110)
  %112 = load i16, ptr %58, align 8, !tbaa !12
  %113 = load i16, ptr %59, align 2, !tbaa !12
  %114 = zext i16 %113 to i32
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %114)
  %116 = load i16, ptr %59, align 2, !tbaa !12
  %117 = load i16, ptr %60, align 4, !tbaa !12
  %118 = zext i16 %117 to i32
  %119 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %118)
  %120 = load i16, ptr %60, align 4, !tbaa !12
  %121 = load i16, ptr %61, align 2, !tbaa !12
  %122 = zext i16 %121 to i32
  %123 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %122)
  %124 = load i16, ptr %61, align 2, !tbaa !12
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
  %142 = load i64, ptr %2, align 8, !tbaa !6
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
  %2 = load <16 x i16>, ptr %0, align 2, !tbaa !12
  %3 = icmp eq <16 x i16> %2, zeroinitializer
  %4 = bitcast <16 x i1> %3 to i16
  %5 = icmp eq i16 %4, 0
  br i1 %5, label %105, label %6

6:                                                ; preds = %1
  %7 = tail call range(i16 0, 17) i16 @llvm.ctpop.i16(i16 %4)
  %8 = zext nneg i16 %7 to i32
  %9 = load i32, ptr @rs, align 4, !tbaa !16
  %10 = shl i32 %9, 13
  %11 = xor i32 %10, %9
  %12 = lshr i32 %11, 17
  %13 = xor i32 %12, %11
  %14 = shl i32 %13, 5
  %15 = xor i32 %14, %13
  store i32 %15, ptr @rs, align 4, !tbaa !16
  %16 = urem i32 %15, %8
  br label %17

17:                                               ; preds = %6, %100
  %18 = phi i64 [ 0, %6 ], [ %103, %100 ]
  %19 = phi i32 [ %16, %6 ], [ %102, %100 ]
  %20 = phi i32 [ %15, %6 ], [ %101, %100 ]
  %21 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 0
  %22 = load i16, ptr %21, align 2, !tbaa !12
  %23 = icmp eq i16 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %17
  %25 = add nsw i32 %19, -1
  %26 = icmp eq i32 %19, 0
  br i1 %26, label %32, label %27

27:                                               ; preds = %17, %24
  %28 = phi i32 [ %19, %17 ], [ %25, %24 ]
  %29 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 1
  %30 = load i16, ptr %29, align 2, !tbaa !12
  %31 = icmp eq i16 %30, 0
  br i1 %31, label %46, label %59

32:                                               ; preds = %24
  %33 = shl i32 %20, 13
  %34 = xor i32 %33, %20
  %35 = lshr i32 %34, 17
  %36 = xor i32 %35, %34
  %37 = shl i32 %36, 5
  %38 = xor i32 %37, %36
  store i32 %38, ptr @rs, align 4, !tbaa !16
  %39 = urem i32 %38, 10
  %40 = icmp eq i32 %39, 0
  %41 = select i1 %40, i16 4, i16 2
  store i16 %41, ptr %21, align 2, !tbaa !12
  %42 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 1
  %43 = load i16, ptr %42, align 2, !tbaa !12
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
  store i32 %55, ptr @rs, align 4, !tbaa !16
  %56 = urem i32 %55, 10
  %57 = icmp eq i32 %56, 0
  %58 = select i1 %57, i16 4, i16 2
  store i16 %58, ptr %29, align 2, !tbaa !12
  br label %59

59:                                               ; preds = %32, %49, %46, %27
  %60 = phi i32 [ %20, %27 ], [ %55, %49 ], [ %20, %46 ], [ %38, %32 ]
  %61 = phi i32 [ %28, %27 ], [ -1, %49 ], [ %47, %46 ], [ %45, %32 ]
  %62 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 2
  %63 = load i16, ptr %62, align 2, !tbaa !12
  %64 = icmp eq i16 %63, 0
  br i1 %64, label %65, label %68

65:                                               ; preds = %59
  %66 = add nsw i32 %61, -1
  %67 = icmp eq i32 %61, 0
  br i1 %67, label %73, label %68

68:                                               ; preds = %65, %59
  %69 = phi i32 [ %61, %59 ], [ %66, %65 ]
  %70 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 3
  %71 = load i16, ptr %70, align 2, !tbaa !12
  %72 = icmp eq i16 %71, 0
  br i1 %72, label %87, label %100

73:                                               ; preds = %65
  %74 = shl i32 %60, 13
  %75 = xor i32 %74, %60
  %76 = lshr i32 %75, 17
  %77 = xor i32 %76, %75
  %78 = shl i32 %77, 5
  %79 = xor i32 %78, %77
  store i32 %79, ptr @rs, align 4, !tbaa !16
  %80 = urem i32 %79, 10
  %81 = icmp eq i32 %80, 0
  %82 = select i1 %81, i16 4, i16 2
  store i16 %82, ptr %62, align 2, !tbaa !12
  %83 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %18, i64 3
  %84 = load i16, ptr %83, align 2, !tbaa !12
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
  store i32 %96, ptr @rs, align 4, !tbaa !16
  %97 = urem i32 %96, 10
  %98 = icmp eq i32 %97, 0
  %99 = select i1 %98, i16 4, i16 2
  store i16 %99, ptr %70, align 2, !tbaa !12
  br label %100

100:                                              ; preds = %73, %90, %87, %68
  %101 = phi i32 [ %60, %68 ], [ %96, %90 ], [ %60, %87 ], [ %79, %73 ]
  %102 = phi i32 [ %69, %68 ], [ -1, %90 ], [ %88, %87 ], [ %86, %73 ]
  %103 = add nuw nsw i64 %18, 1
  %104 = icmp eq i64 %103, 4
  br i1 %104, label %105, label %17, !llvm.loop !18

105:                                              ; preds = %100, %1
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind memory(argmem: readwrite) uwtable
define internal fastcc range(i32 0, 2) i32 @move(ptr noundef %0, i32 noundef %1, ptr nocapture noundef %2) unnamed_addr #5 {
  %4 = alloca [4 x i16], align 8
  %5 = icmp sgt i32 %1, 0
  br i1 %5, label %6, label %39

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
  %37 = load i16, ptr %21, align 2, !tbaa !11
  br label %165

38:                                               ; preds = %165
  store i16 %169, ptr %0, align 2
  store i16 %173, ptr %7, align 2
  store i16 %177, ptr %8, align 2
  store i16 %181, ptr %9, align 2
  store i16 %168, ptr %10, align 2
  store i16 %172, ptr %11, align 2
  store i16 %176, ptr %12, align 2
  store i16 %180, ptr %13, align 2
  store i16 %167, ptr %14, align 2
  store i16 %171, ptr %15, align 2
  store i16 %175, ptr %16, align 2
  store i16 %179, ptr %17, align 2
  store i16 %166, ptr %18, align 2
  store i16 %170, ptr %19, align 2
  store i16 %174, ptr %20, align 2
  store i16 %178, ptr %21, align 2, !tbaa !11
  br label %39

39:                                               ; preds = %38, %3
  br label %40

40:                                               ; preds = %39, %124
  %41 = phi i64 [ %129, %124 ], [ 0, %39 ]
  %42 = phi i32 [ %127, %124 ], [ 0, %39 ]
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10
  store i64 0, ptr %4, align 8
  %43 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %41, i64 0
  %44 = load i16, ptr %43, align 2, !tbaa !12
  %45 = icmp eq i16 %44, 0
  br i1 %45, label %46, label %50

46:                                               ; preds = %40
  %47 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %41, i64 1
  %48 = load i16, ptr %47, align 2, !tbaa !12
  %49 = icmp eq i16 %48, 0
  br i1 %49, label %75, label %61

50:                                               ; preds = %40
  store i16 %44, ptr %4, align 8, !tbaa !12
  %51 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %41, i64 1
  %52 = load i16, ptr %51, align 2, !tbaa !12
  %53 = icmp eq i16 %52, 0
  br i1 %53, label %67, label %54

54:                                               ; preds = %50
  %55 = icmp eq i16 %44, %52
  br i1 %55, label %56, label %61

56:                                               ; preds = %54
  %57 = shl i16 %44, 1
  store i16 %57, ptr %4, align 8, !tbaa !12
  %58 = zext i16 %57 to i64
  %59 = load i64, ptr %2, align 8, !tbaa !6
  %60 = add nsw i64 %59, %58
  store i64 %60, ptr %2, align 8, !tbaa !6
  br label %67

61:                                               ; preds = %54, %46
  %62 = phi i32 [ 1, %54 ], [ 0, %46 ]
  %63 = phi i16 [ %52, %54 ], [ %48, %46 ]
  %64 = add nuw nsw i32 %62, 1
  %65 = zext nneg i32 %62 to i64
  %66 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %65
  store i16 %63, ptr %66, align 2, !tbaa !12
  br label %67

67:                                               ; preds = %61, %56, %50
  %68 = phi i16 [ %63, %61 ], [ %57, %56 ], [ %44, %50 ]
  %69 = phi i32 [ %64, %61 ], [ 1, %56 ], [ 1, %50 ]
  %70 = phi i1 [ false, %61 ], [ true, %56 ], [ false, %50 ]
  %71 = phi i32 [ 0, %61 ], [ 1, %56 ], [ 0, %50 ]
  %72 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %41, i64 2
  %73 = load i16, ptr %72, align 2, !tbaa !12
  %74 = icmp eq i16 %73, 0
  br i1 %74, label %96, label %79

75:                                               ; preds = %46
  %76 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %41, i64 2
  %77 = load i16, ptr %76, align 2, !tbaa !12
  %78 = icmp eq i16 %77, 0
  br i1 %78, label %102, label %90

79:                                               ; preds = %67
  %80 = icmp ne i16 %68, %73
  %81 = or i1 %70, %80
  br i1 %81, label %90, label %82

82:                                               ; preds = %79
  %83 = add nsw i32 %69, -1
  %84 = zext nneg i32 %83 to i64
  %85 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %84
  %86 = shl i16 %68, 1
  store i16 %86, ptr %85, align 2, !tbaa !12
  %87 = zext i16 %86 to i64
  %88 = load i64, ptr %2, align 8, !tbaa !6
  %89 = add nsw i64 %88, %87
  store i64 %89, ptr %2, align 8, !tbaa !6
  br label %96

90:                                               ; preds = %79, %75
  %91 = phi i32 [ %69, %79 ], [ 0, %75 ]
  %92 = phi i16 [ %73, %79 ], [ %77, %75 ]
  %93 = add nuw nsw i32 %91, 1
  %94 = zext nneg i32 %91 to i64
  %95 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %94
  store i16 %92, ptr %95, align 2, !tbaa !12
  br label %96

96:                                               ; preds = %90, %82, %67
  %97 = phi i32 [ %93, %90 ], [ %69, %82 ], [ %69, %67 ]
  %98 = phi i32 [ 0, %90 ], [ 1, %82 ], [ %71, %67 ]
  %99 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %41, i64 3
  %100 = load i16, ptr %99, align 2, !tbaa !12
  %101 = icmp eq i16 %100, 0
  br i1 %101, label %124, label %106

102:                                              ; preds = %75
  %103 = getelementptr inbounds [4 x [4 x i16]], ptr %0, i64 0, i64 %41, i64 3
  %104 = load i16, ptr %103, align 2, !tbaa !12
  %105 = icmp eq i16 %104, 0
  br i1 %105, label %124, label %119

106:                                              ; preds = %96
  %107 = add nsw i32 %97, -1
  %108 = zext nneg i32 %107 to i64
  %109 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %108
  %110 = load i16, ptr %109, align 2, !tbaa !12
  %111 = icmp ne i16 %110, %100
  %112 = icmp ne i32 %98, 0
  %113 = or i1 %112, %111
  br i1 %113, label %119, label %114

114:                                              ; preds = %106
  %115 = shl i16 %100, 1
  store i16 %115, ptr %109, align 2, !tbaa !12
  %116 = zext i16 %115 to i64
  %117 = load i64, ptr %2, align 8, !tbaa !6
  %118 = add nsw i64 %117, %116
  store i64 %118, ptr %2, align 8, !tbaa !6
  br label %124

119:                                              ; preds = %106, %102
  %120 = phi i32 [ %97, %106 ], [ 0, %102 ]
  %121 = phi i16 [ %100, %106 ], [ %104, %102 ]
  %122 = zext nneg i32 %120 to i64
  %123 = getelementptr inbounds [4 x i16], ptr %4, i64 0, i64 %122
  store i16 %121, ptr %123, align 2, !tbaa !12
  br label %124

124:                                              ; preds = %119, %114, %102, %96
  %125 = call i32 @bcmp(ptr noundef nonnull dereferenceable(8) %4, ptr noundef nonnull dereferenceable(8) %43, i64 8)
  %126 = icmp eq i32 %125, 0
  %127 = select i1 %126, i32 %42, i32 1
  %128 = load i64, ptr %4, align 8
  store i64 %128, ptr %43, align 2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10
  %129 = add nuw nsw i64 %41, 1
  %130 = icmp eq i64 %129, 4
  br i1 %130, label %131, label %40, !llvm.loop !19

131:                                              ; preds = %124
  %132 = icmp slt i32 %1, 4
  br i1 %132, label %133, label %186

133:                                              ; preds = %131
  %134 = getelementptr inbounds i8, ptr %0, i64 2
  %135 = getelementptr inbounds i8, ptr %0, i64 4
  %136 = getelementptr inbounds i8, ptr %0, i64 6
  %137 = getelementptr inbounds i8, ptr %0, i64 8
  %138 = getelementptr inbounds i8, ptr %0, i64 10
  %139 = getelementptr inbounds i8, ptr %0, i64 12
  %140 = getelementptr inbounds i8, ptr %0, i64 14
  %141 = getelementptr inbounds i8, ptr %0, i64 16
  %142 = getelementptr inbounds i8, ptr %0, i64 18
  %143 = getelementptr inbounds i8, ptr %0, i64 20
  %144 = getelementptr inbounds i8, ptr %0, i64 22
  %145 = getelementptr inbounds i8, ptr %0, i64 24
  %146 = getelementptr inbounds i8, ptr %0, i64 26
  %147 = getelementptr inbounds i8, ptr %0, i64 28
  %148 = getelementptr inbounds i8, ptr %0, i64 30
  %149 = load i16, ptr %0, align 2
  %150 = load i16, ptr %134, align 2
  %151 = load i16, ptr %135, align 2
  %152 = load i16, ptr %136, align 2
  %153 = load i16, ptr %137, align 2
  %154 = load i16, ptr %138, align 2
  %155 = load i16, ptr %139, align 2
  %156 = load i16, ptr %140, align 2
  %157 = load i16, ptr %141, align 2
  %158 = load i16, ptr %142, align 2
  %159 = load i16, ptr %143, align 2
  %160 = load i16, ptr %144, align 2
  %161 = load i16, ptr %145, align 2
  %162 = load i16, ptr %146, align 2
  %163 = load i16, ptr %147, align 2
  %164 = load i16, ptr %148, align 2, !tbaa !11
  br label %187

165:                                              ; preds = %6, %165
  %166 = phi i16 [ %37, %6 ], [ %178, %165 ]
  %167 = phi i16 [ %36, %6 ], [ %174, %165 ]
  %168 = phi i16 [ %35, %6 ], [ %170, %165 ]
  %169 = phi i16 [ %34, %6 ], [ %166, %165 ]
  %170 = phi i16 [ %33, %6 ], [ %179, %165 ]
  %171 = phi i16 [ %32, %6 ], [ %175, %165 ]
  %172 = phi i16 [ %31, %6 ], [ %171, %165 ]
  %173 = phi i16 [ %30, %6 ], [ %167, %165 ]
  %174 = phi i16 [ %29, %6 ], [ %180, %165 ]
  %175 = phi i16 [ %28, %6 ], [ %176, %165 ]
  %176 = phi i16 [ %27, %6 ], [ %172, %165 ]
  %177 = phi i16 [ %26, %6 ], [ %168, %165 ]
  %178 = phi i16 [ %25, %6 ], [ %181, %165 ]
  %179 = phi i16 [ %24, %6 ], [ %177, %165 ]
  %180 = phi i16 [ %23, %6 ], [ %173, %165 ]
  %181 = phi i16 [ %22, %6 ], [ %169, %165 ]
  %182 = phi i32 [ 0, %6 ], [ %183, %165 ]
  %183 = add nuw nsw i32 %182, 1
  %184 = icmp eq i32 %183, %1
  br i1 %184, label %38, label %165, !llvm.loop !20

185:                                              ; preds = %187
  store i16 %191, ptr %0, align 2
  store i16 %195, ptr %134, align 2
  store i16 %199, ptr %135, align 2
  store i16 %203, ptr %136, align 2
  store i16 %190, ptr %137, align 2
  store i16 %194, ptr %138, align 2
  store i16 %198, ptr %139, align 2
  store i16 %202, ptr %140, align 2
  store i16 %189, ptr %141, align 2
  store i16 %193, ptr %142, align 2
  store i16 %197, ptr %143, align 2
  store i16 %201, ptr %144, align 2
  store i16 %188, ptr %145, align 2
  store i16 %192, ptr %146, align 2
  store i16 %196, ptr %147, align 2
  store i16 %200, ptr %148, align 2, !tbaa !11
  br label %186

186:                                              ; preds = %185, %131
  ret i32 %127

187:                                              ; preds = %133, %187
  %188 = phi i16 [ %164, %133 ], [ %200, %187 ]
  %189 = phi i16 [ %163, %133 ], [ %196, %187 ]
  %190 = phi i16 [ %162, %133 ], [ %192, %187 ]
  %191 = phi i16 [ %161, %133 ], [ %188, %187 ]
  %192 = phi i16 [ %160, %133 ], [ %201, %187 ]
  %193 = phi i16 [ %159, %133 ], [ %197, %187 ]
  %194 = phi i16 [ %158, %133 ], [ %193, %187 ]
  %195 = phi i16 [ %157, %133 ], [ %189, %187 ]
  %196 = phi i16 [ %156, %133 ], [ %202, %187 ]
  %197 = phi i16 [ %155, %133 ], [ %198, %187 ]
  %198 = phi i16 [ %154, %133 ], [ %194, %187 ]
  %199 = phi i16 [ %153, %133 ], [ %190, %187 ]
  %200 = phi i16 [ %152, %133 ], [ %203, %187 ]
  %201 = phi i16 [ %151, %133 ], [ %199, %187 ]
  %202 = phi i16 [ %150, %133 ], [ %195, %187 ]
  %203 = phi i16 [ %149, %133 ], [ %191, %187 ]
  %204 = phi i32 [ %1, %133 ], [ %205, %187 ]
  %205 = add i32 %204, 1
  %206 = icmp eq i32 %205, 4
  br i1 %206, label %185, label %187, !llvm.loop !21
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

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree nounwind }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }

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
!10 = !{i64 0, i64 32, !11}
!11 = !{!8, !8, i64 0}
!12 = !{!13, !13, i64 0}
!13 = !{!"short", !8, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!17, !17, i64 0}
!17 = !{!"int", !8, i64 0}
!18 = distinct !{!18, !15}
!19 = distinct !{!19, !15}
!20 = distinct !{!20, !15}
!21 = distinct !{!21, !15}
