; ModuleID = 'programs/sha1_hmac.c'
source_filename = "programs/sha1_hmac.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.sha1_ctx = type { [5 x i32], i64, [64 x i8], i32 }

@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.2 = private unnamed_addr constant [57 x i8] c"abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq\00", align 1
@main.as = internal global [1000 x i8] zeroinitializer, align 1
@.str.3 = private unnamed_addr constant [9 x i8] c"Hi There\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"Jefe\00", align 1
@.str.5 = private unnamed_addr constant [29 x i8] c"what do ya want for nothing?\00", align 1
@.str.6 = private unnamed_addr constant [55 x i8] c"Test Using Larger Than Block-Size Key - Hash Key First\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@init.iv = internal unnamed_addr constant [5 x i32] [i32 1732584193, i32 -271733879, i32 -1732584194, i32 271733878, i32 -1009589776], align 4

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.sha1_ctx, align 8
  %2 = alloca %struct.sha1_ctx, align 8
  %3 = alloca %struct.sha1_ctx, align 8
  %4 = alloca [20 x i8], align 4
  %5 = alloca %struct.sha1_ctx, align 8
  %6 = alloca [20 x i8], align 1
  %7 = alloca [80 x i8], align 1
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %4) #8
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %3) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %3, ptr noundef nonnull align 4 dereferenceable(20) @init.iv, i64 20, i1 false)
  %8 = getelementptr inbounds i8, ptr %3, i64 24
  store i64 0, ptr %8, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %3, i64 96
  store i32 0, ptr %9, align 8, !tbaa !12
  call fastcc void @update(ptr noundef nonnull %3, ptr noundef nonnull readonly @.str, i64 noundef 3)
  call fastcc void @final(ptr noundef nonnull %3, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %3) #8
  call fastcc void @hex(ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %2) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %2, ptr noundef nonnull align 4 dereferenceable(20) @init.iv, i64 20, i1 false)
  %10 = getelementptr inbounds i8, ptr %2, i64 24
  %11 = getelementptr inbounds i8, ptr %2, i64 96
  store i32 0, ptr %11, align 8, !tbaa !12
  store i64 0, ptr %10, align 8, !tbaa !6
  call fastcc void @final(ptr noundef nonnull %2, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %2) #8
  call fastcc void @hex(ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %1) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %1, ptr noundef nonnull align 4 dereferenceable(20) @init.iv, i64 20, i1 false)
  %12 = getelementptr inbounds i8, ptr %1, i64 24
  store i64 0, ptr %12, align 8, !tbaa !6
  %13 = getelementptr inbounds i8, ptr %1, i64 96
  store i32 0, ptr %13, align 8, !tbaa !12
  call fastcc void @update(ptr noundef nonnull %1, ptr noundef nonnull readonly @.str.2, i64 noundef 56)
  call fastcc void @final(ptr noundef nonnull %1, ptr noundef nonnull %4)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %1) #8
  call fastcc void @hex(ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %5) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %5, ptr noundef nonnull align 4 dereferenceable(20) @init.iv, i64 20, i1 false)
  %14 = getelementptr inbounds i8, ptr %5, i64 24
  store i64 0, ptr %14, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %5, i64 96
  store i32 0, ptr %15, align 8, !tbaa !12
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(1000) @main.as, i8 97, i64 1000, i1 false)
  br label %16

16:                                               ; preds = %0, %16
  %17 = phi i32 [ 1, %0 ], [ %26, %16 ]
  %18 = phi i64 [ 0, %0 ], [ %25, %16 ]
  %19 = mul nuw nsw i32 %17, 37
  %20 = urem i32 %19, 1000
  %21 = add nuw nsw i32 %20, 1
  %22 = zext nneg i32 %21 to i64
  %23 = sub nuw nsw i64 1000000, %18
  %24 = tail call i64 @llvm.umin.i64(i64 %23, i64 %22)
  call fastcc void @update(ptr noundef nonnull %5, ptr noundef nonnull @main.as, i64 noundef %24)
  %25 = add nuw nsw i64 %24, %18
  %26 = add nuw nsw i32 %17, 1
  %27 = icmp ult i64 %25, 1000000
  br i1 %27, label %16, label %28, !llvm.loop !13

28:                                               ; preds = %16
  call fastcc void @final(ptr noundef nonnull %5, ptr noundef nonnull %4)
  call fastcc void @hex(ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %6) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(20) %6, i8 11, i64 20, i1 false)
  call fastcc void @hmac(ptr noundef nonnull %6, i64 noundef 20, ptr noundef nonnull @.str.3, i64 noundef 8, ptr noundef nonnull %4)
  call fastcc void @hex(ptr noundef nonnull %4)
  call fastcc void @hmac(ptr noundef nonnull @.str.4, i64 noundef 4, ptr noundef nonnull @.str.5, i64 noundef 28, ptr noundef nonnull %4)
  call fastcc void @hex(ptr noundef nonnull %4)
  call void @llvm.lifetime.start.p0(i64 80, ptr nonnull %7) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(80) %7, i8 -86, i64 80, i1 false)
  call fastcc void @hmac(ptr noundef nonnull %7, i64 noundef 80, ptr noundef nonnull @.str.6, i64 noundef 54, ptr noundef nonnull %4)
  call fastcc void @hex(ptr noundef nonnull %4)
  %29 = load i8, ptr %4, align 4, !tbaa !15
  %30 = and i8 %29, 127
  %31 = zext nneg i8 %30 to i32
  call void @llvm.lifetime.end.p0(i64 80, ptr nonnull %7) #8
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %6) #8
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %4) #8
  ret i32 %31
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind uwtable
define internal fastcc void @hex(ptr nocapture noundef readonly %0) unnamed_addr #0 {
  %2 = load i8, ptr %0, align 1, !tbaa !15
  %3 = zext i8 %2 to i32
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %3)
  %5 = getelementptr inbounds i8, ptr %0, i64 1
  %6 = load i8, ptr %5, align 1, !tbaa !15
  %7 = zext i8 %6 to i32
  %8 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %7)
  %9 = getelementptr inbounds i8, ptr %0, i64 2
  %10 = load i8, ptr %9, align 1, !tbaa !15
  %11 = zext i8 %10 to i32
  %12 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %11)
  %13 = getelementptr inbounds i8, ptr %0, i64 3
  %14 = load i8, ptr %13, align 1, !tbaa !15
  %15 = zext i8 %14 to i32
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %15)
  %17 = getelementptr inbounds i8, ptr %0, i64 4
  %18 = load i8, ptr %17, align 1, !tbaa !15
  %19 = zext i8 %18 to i32
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %19)
  %21 = getelementptr inbounds i8, ptr %0, i64 5
  %22 = load i8, ptr %21, align 1, !tbaa !15
  %23 = zext i8 %22 to i32
  %24 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %23)
  %25 = getelementptr inbounds i8, ptr %0, i64 6
  %26 = load i8, ptr %25, align 1, !tbaa !15
  %27 = zext i8 %26 to i32
  %28 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %27)
  %29 = getelementptr inbounds i8, ptr %0, i64 7
  %30 = load i8, ptr %29, align 1, !tbaa !15
  %31 = zext i8 %30 to i32
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %31)
  %33 = getelementptr inbounds i8, ptr %0, i64 8
  %34 = load i8, ptr %33, align 1, !tbaa !15
  %35 = zext i8 %34 to i32
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %35)
  %37 = getelementptr inbounds i8, ptr %0, i64 9
  %38 = load i8, ptr %37, align 1, !tbaa !15
  %39 = zext i8 %38 to i32
  %40 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %39)
  %41 = getelementptr inbounds i8, ptr %0, i64 10
  %42 = load i8, ptr %41, align 1, !tbaa !15
  %43 = zext i8 %42 to i32
  %44 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %43)
  %45 = getelementptr inbounds i8, ptr %0, i64 11
  %46 = load i8, ptr %45, align 1, !tbaa !15
  %47 = zext i8 %46 to i32
  %48 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %47)
  %49 = getelementptr inbounds i8, ptr %0, i64 12
  %50 = load i8, ptr %49, align 1, !tbaa !15
  %51 = zext i8 %50 to i32
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %51)
  %53 = getelementptr inbounds i8, ptr %0, i64 13
  %54 = load i8, ptr %53, align 1, !tbaa !15
  %55 = zext i8 %54 to i32
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %55)
  %57 = getelementptr inbounds i8, ptr %0, i64 14
  %58 = load i8, ptr %57, align 1, !tbaa !15
  %59 = zext i8 %58 to i32
  %60 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %59)
  %61 = getelementptr inbounds i8, ptr %0, i64 15
  %62 = load i8, ptr %61, align 1, !tbaa !15
  %63 = zext i8 %62 to i32
  %64 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %63)
  %65 = getelementptr inbounds i8, ptr %0, i64 16
  %66 = load i8, ptr %65, align 1, !tbaa !15
  %67 = zext i8 %66 to i32
  %68 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %67)
  %69 = getelementptr inbounds i8, ptr %0, i64 17
  %70 = load i8, ptr %69, align 1, !tbaa !15
  %71 = zext i8 %70 to i32
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %71)
  %73 = getelementptr inbounds i8, ptr %0, i64 18
  %74 = load i8, ptr %73, align 1, !tbaa !15
  %75 = zext i8 %74 to i32
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %75)
  %77 = getelementptr inbounds i8, ptr %0, i64 19
  %78 = load i8, ptr %77, align 1, !tbaa !15
  %79 = zext i8 %78 to i32
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %79)
  %81 = tail call i32 @putchar(i32 10)
  ret void
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @update(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i64 noundef %2) unnamed_addr #3 {
  %4 = alloca [80 x i32], align 4
  %5 = getelementptr inbounds i8, ptr %0, i64 24
  %6 = load i64, ptr %5, align 8, !tbaa !6
  %7 = add i64 %6, %2
  store i64 %7, ptr %5, align 8, !tbaa !6
  %8 = icmp eq i64 %2, 0
  br i1 %8, label %124, label %9

9:                                                ; preds = %3
  %10 = getelementptr inbounds i8, ptr %0, i64 96
  %11 = getelementptr inbounds i8, ptr %0, i64 32
  %12 = getelementptr inbounds i8, ptr %0, i64 4
  %13 = getelementptr inbounds i8, ptr %0, i64 8
  %14 = getelementptr inbounds i8, ptr %0, i64 12
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load i32, ptr %10, align 8, !tbaa !12
  br label %17

17:                                               ; preds = %9, %121
  %18 = phi i32 [ %16, %9 ], [ %122, %121 ]
  %19 = phi ptr [ %1, %9 ], [ %28, %121 ]
  %20 = phi i64 [ %2, %9 ], [ %29, %121 ]
  %21 = sext i32 %18 to i64
  %22 = sub nsw i64 64, %21
  %23 = tail call i64 @llvm.umin.i64(i64 %22, i64 %20)
  %24 = getelementptr inbounds i8, ptr %11, i64 %21
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %24, ptr align 1 %19, i64 %23, i1 false)
  %25 = trunc i64 %23 to i32
  %26 = load i32, ptr %10, align 8, !tbaa !12
  %27 = add nsw i32 %26, %25
  store i32 %27, ptr %10, align 8, !tbaa !12
  %28 = getelementptr inbounds i8, ptr %19, i64 %23
  %29 = sub i64 %20, %23
  %30 = icmp eq i32 %27, 64
  br i1 %30, label %31, label %121

31:                                               ; preds = %17
  call void @llvm.lifetime.start.p0(i64 320, ptr nonnull %4) #8
  %32 = load <64 x i8>, ptr %11, align 1, !tbaa !15
  %33 = shufflevector <64 x i8> %32, <64 x i8> poison, <16 x i32> <i32 0, i32 4, i32 8, i32 12, i32 16, i32 20, i32 24, i32 28, i32 32, i32 36, i32 40, i32 44, i32 48, i32 52, i32 56, i32 60>
  %34 = shufflevector <64 x i8> %32, <64 x i8> poison, <16 x i32> <i32 1, i32 5, i32 9, i32 13, i32 17, i32 21, i32 25, i32 29, i32 33, i32 37, i32 41, i32 45, i32 49, i32 53, i32 57, i32 61>
  %35 = shufflevector <64 x i8> %32, <64 x i8> poison, <16 x i32> <i32 2, i32 6, i32 10, i32 14, i32 18, i32 22, i32 26, i32 30, i32 34, i32 38, i32 42, i32 46, i32 50, i32 54, i32 58, i32 62>
  %36 = shufflevector <64 x i8> %32, <64 x i8> poison, <16 x i32> <i32 3, i32 7, i32 11, i32 15, i32 19, i32 23, i32 27, i32 31, i32 35, i32 39, i32 43, i32 47, i32 51, i32 55, i32 59, i32 63>
  %37 = zext <16 x i8> %33 to <16 x i32>
  %38 = shl nuw <16 x i32> %37, <i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24, i32 24>
  %39 = zext <16 x i8> %34 to <16 x i32>
  %40 = shl nuw nsw <16 x i32> %39, <i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16, i32 16>
  %41 = or disjoint <16 x i32> %40, %38
  %42 = zext <16 x i8> %35 to <16 x i32>
  %43 = shl nuw nsw <16 x i32> %42, <i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8, i32 8>
  %44 = or disjoint <16 x i32> %41, %43
  %45 = zext <16 x i8> %36 to <16 x i32>
  %46 = or disjoint <16 x i32> %44, %45
  store <16 x i32> %46, ptr %4, align 4, !tbaa !16
  br label %53

47:                                               ; preds = %53
  %48 = load i32, ptr %0, align 8, !tbaa !16
  %49 = load i32, ptr %12, align 4, !tbaa !16
  %50 = load i32, ptr %13, align 8, !tbaa !16
  %51 = load i32, ptr %14, align 4, !tbaa !16
  %52 = load i32, ptr %15, align 8, !tbaa !16
  br label %74

53:                                               ; preds = %31, %53
  %54 = phi i64 [ %72, %53 ], [ 16, %31 ]
  %55 = add nsw i64 %54, -3
  %56 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %55
  %57 = load i32, ptr %56, align 4, !tbaa !16
  %58 = add nsw i64 %54, -8
  %59 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %58
  %60 = load i32, ptr %59, align 4, !tbaa !16
  %61 = xor i32 %60, %57
  %62 = add nsw i64 %54, -14
  %63 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %62
  %64 = load i32, ptr %63, align 4, !tbaa !16
  %65 = xor i32 %61, %64
  %66 = add nsw i64 %54, -16
  %67 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %66
  %68 = load i32, ptr %67, align 4, !tbaa !16
  %69 = xor i32 %65, %68
  %70 = tail call i32 @llvm.fshl.i32(i32 %69, i32 %69, i32 1)
  %71 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %54
  store i32 %70, ptr %71, align 4, !tbaa !16
  %72 = add nuw nsw i64 %54, 1
  %73 = icmp eq i64 %72, 80
  br i1 %73, label %47, label %53, !llvm.loop !17

74:                                               ; preds = %102, %47
  %75 = phi i64 [ 0, %47 ], [ %113, %102 ]
  %76 = phi i32 [ %52, %47 ], [ %77, %102 ]
  %77 = phi i32 [ %51, %47 ], [ %78, %102 ]
  %78 = phi i32 [ %50, %47 ], [ %112, %102 ]
  %79 = phi i32 [ %49, %47 ], [ %80, %102 ]
  %80 = phi i32 [ %48, %47 ], [ %111, %102 ]
  %81 = icmp ult i64 %75, 20
  br i1 %81, label %82, label %87

82:                                               ; preds = %74
  %83 = and i32 %79, %78
  %84 = xor i32 %79, -1
  %85 = and i32 %77, %84
  %86 = or i32 %85, %83
  br label %102

87:                                               ; preds = %74
  %88 = icmp ult i64 %75, 40
  br i1 %88, label %89, label %92

89:                                               ; preds = %87
  %90 = xor i32 %78, %77
  %91 = xor i32 %90, %79
  br label %102

92:                                               ; preds = %87
  %93 = icmp ult i64 %75, 60
  br i1 %93, label %94, label %99

94:                                               ; preds = %92
  %95 = or i32 %78, %77
  %96 = and i32 %95, %79
  %97 = and i32 %78, %77
  %98 = or i32 %96, %97
  br label %102

99:                                               ; preds = %92
  %100 = xor i32 %78, %77
  %101 = xor i32 %100, %79
  br label %102

102:                                              ; preds = %99, %94, %89, %82
  %103 = phi i32 [ %86, %82 ], [ %91, %89 ], [ %98, %94 ], [ %101, %99 ]
  %104 = phi i32 [ 1518500249, %82 ], [ 1859775393, %89 ], [ -1894007588, %94 ], [ -899497514, %99 ]
  %105 = tail call i32 @llvm.fshl.i32(i32 %80, i32 %80, i32 5)
  %106 = getelementptr inbounds [80 x i32], ptr %4, i64 0, i64 %75
  %107 = load i32, ptr %106, align 4, !tbaa !16
  %108 = add i32 %105, %76
  %109 = add i32 %108, %103
  %110 = add i32 %109, %104
  %111 = add i32 %110, %107
  %112 = tail call i32 @llvm.fshl.i32(i32 %79, i32 %79, i32 30)
  %113 = add nuw nsw i64 %75, 1
  %114 = icmp eq i64 %113, 80
  br i1 %114, label %115, label %74, !llvm.loop !18

115:                                              ; preds = %102
  %116 = add i32 %111, %48
  store i32 %116, ptr %0, align 8, !tbaa !16
  %117 = add i32 %80, %49
  store i32 %117, ptr %12, align 4, !tbaa !16
  %118 = add i32 %112, %50
  store i32 %118, ptr %13, align 8, !tbaa !16
  %119 = add i32 %78, %51
  store i32 %119, ptr %14, align 4, !tbaa !16
  %120 = add i32 %77, %52
  store i32 %120, ptr %15, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 320, ptr nonnull %4) #8
  store i32 0, ptr %10, align 8, !tbaa !12
  br label %121

121:                                              ; preds = %115, %17
  %122 = phi i32 [ 0, %115 ], [ %27, %17 ]
  %123 = icmp eq i64 %29, 0
  br i1 %123, label %124, label %17, !llvm.loop !19

124:                                              ; preds = %121, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @final(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #3 {
  %3 = alloca i8, align 4
  %4 = alloca i8, align 4
  %5 = alloca [8 x i8], align 4
  %6 = getelementptr inbounds i8, ptr %0, i64 24
  %7 = load i64, ptr %6, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %3) #8
  store i8 -128, ptr %3, align 4, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 1, ptr nonnull %4) #8
  store i8 0, ptr %4, align 4, !tbaa !15
  call fastcc void @update(ptr noundef %0, ptr noundef nonnull %3, i64 noundef 1)
  %8 = getelementptr inbounds i8, ptr %0, i64 96
  %9 = load i32, ptr %8, align 8, !tbaa !12
  %10 = icmp eq i32 %9, 56
  br i1 %10, label %14, label %11

11:                                               ; preds = %2, %11
  call fastcc void @update(ptr noundef nonnull %0, ptr noundef nonnull %4, i64 noundef 1)
  %12 = load i32, ptr %8, align 8, !tbaa !12
  %13 = icmp eq i32 %12, 56
  br i1 %13, label %14, label %11, !llvm.loop !20

14:                                               ; preds = %11, %2
  %15 = shl i64 %7, 3
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #8
  %16 = lshr i64 %15, 56
  %17 = trunc nuw i64 %16 to i8
  store i8 %17, ptr %5, align 4, !tbaa !15
  %18 = lshr i64 %15, 48
  %19 = trunc i64 %18 to i8
  %20 = getelementptr inbounds i8, ptr %5, i64 1
  store i8 %19, ptr %20, align 1, !tbaa !15
  %21 = lshr i64 %15, 40
  %22 = trunc i64 %21 to i8
  %23 = getelementptr inbounds i8, ptr %5, i64 2
  store i8 %22, ptr %23, align 2, !tbaa !15
  %24 = lshr i64 %15, 32
  %25 = trunc i64 %24 to i8
  %26 = getelementptr inbounds i8, ptr %5, i64 3
  store i8 %25, ptr %26, align 1, !tbaa !15
  %27 = lshr i64 %15, 24
  %28 = trunc i64 %27 to i8
  %29 = getelementptr inbounds i8, ptr %5, i64 4
  store i8 %28, ptr %29, align 4, !tbaa !15
  %30 = lshr i64 %15, 16
  %31 = trunc i64 %30 to i8
  %32 = getelementptr inbounds i8, ptr %5, i64 5
  store i8 %31, ptr %32, align 1, !tbaa !15
  %33 = lshr i64 %15, 8
  %34 = trunc i64 %33 to i8
  %35 = getelementptr inbounds i8, ptr %5, i64 6
  store i8 %34, ptr %35, align 2, !tbaa !15
  %36 = trunc i64 %15 to i8
  %37 = getelementptr inbounds i8, ptr %5, i64 7
  store i8 %36, ptr %37, align 1, !tbaa !15
  call fastcc void @update(ptr noundef nonnull %0, ptr noundef nonnull %5, i64 noundef 8)
  %38 = load i32, ptr %0, align 4, !tbaa !16
  %39 = lshr i32 %38, 24
  %40 = trunc nuw i32 %39 to i8
  store i8 %40, ptr %1, align 1, !tbaa !15
  %41 = load i32, ptr %0, align 4, !tbaa !16
  %42 = lshr i32 %41, 16
  %43 = trunc i32 %42 to i8
  %44 = getelementptr inbounds i8, ptr %1, i64 1
  store i8 %43, ptr %44, align 1, !tbaa !15
  %45 = load i32, ptr %0, align 4, !tbaa !16
  %46 = lshr i32 %45, 8
  %47 = trunc i32 %46 to i8
  %48 = getelementptr inbounds i8, ptr %1, i64 2
  store i8 %47, ptr %48, align 1, !tbaa !15
  %49 = load i32, ptr %0, align 4, !tbaa !16
  %50 = trunc i32 %49 to i8
  %51 = getelementptr inbounds i8, ptr %1, i64 3
  store i8 %50, ptr %51, align 1, !tbaa !15
  %52 = getelementptr inbounds i8, ptr %0, i64 4
  %53 = load i32, ptr %52, align 4, !tbaa !16
  %54 = lshr i32 %53, 24
  %55 = trunc nuw i32 %54 to i8
  %56 = getelementptr inbounds i8, ptr %1, i64 4
  store i8 %55, ptr %56, align 1, !tbaa !15
  %57 = load i32, ptr %52, align 4, !tbaa !16
  %58 = lshr i32 %57, 16
  %59 = trunc i32 %58 to i8
  %60 = getelementptr inbounds i8, ptr %1, i64 5
  store i8 %59, ptr %60, align 1, !tbaa !15
  %61 = load i32, ptr %52, align 4, !tbaa !16
  %62 = lshr i32 %61, 8
  %63 = trunc i32 %62 to i8
  %64 = getelementptr inbounds i8, ptr %1, i64 6
  store i8 %63, ptr %64, align 1, !tbaa !15
  %65 = load i32, ptr %52, align 4, !tbaa !16
  %66 = trunc i32 %65 to i8
  %67 = getelementptr inbounds i8, ptr %1, i64 7
  store i8 %66, ptr %67, align 1, !tbaa !15
  %68 = getelementptr inbounds i8, ptr %0, i64 8
  %69 = load i32, ptr %68, align 4, !tbaa !16
  %70 = lshr i32 %69, 24
  %71 = trunc nuw i32 %70 to i8
  %72 = getelementptr inbounds i8, ptr %1, i64 8
  store i8 %71, ptr %72, align 1, !tbaa !15
  %73 = load i32, ptr %68, align 4, !tbaa !16
  %74 = lshr i32 %73, 16
  %75 = trunc i32 %74 to i8
  %76 = getelementptr inbounds i8, ptr %1, i64 9
  store i8 %75, ptr %76, align 1, !tbaa !15
  %77 = load i32, ptr %68, align 4, !tbaa !16
  %78 = lshr i32 %77, 8
  %79 = trunc i32 %78 to i8
  %80 = getelementptr inbounds i8, ptr %1, i64 10
  store i8 %79, ptr %80, align 1, !tbaa !15
  %81 = load i32, ptr %68, align 4, !tbaa !16
  %82 = trunc i32 %81 to i8
  %83 = getelementptr inbounds i8, ptr %1, i64 11
  store i8 %82, ptr %83, align 1, !tbaa !15
  %84 = getelementptr inbounds i8, ptr %0, i64 12
  %85 = load i32, ptr %84, align 4, !tbaa !16
  %86 = lshr i32 %85, 24
  %87 = trunc nuw i32 %86 to i8
  %88 = getelementptr inbounds i8, ptr %1, i64 12
  store i8 %87, ptr %88, align 1, !tbaa !15
  %89 = load i32, ptr %84, align 4, !tbaa !16
  %90 = lshr i32 %89, 16
  %91 = trunc i32 %90 to i8
  %92 = getelementptr inbounds i8, ptr %1, i64 13
  store i8 %91, ptr %92, align 1, !tbaa !15
  %93 = load i32, ptr %84, align 4, !tbaa !16
  %94 = lshr i32 %93, 8
  %95 = trunc i32 %94 to i8
  %96 = getelementptr inbounds i8, ptr %1, i64 14
  store i8 %95, ptr %96, align 1, !tbaa !15
  %97 = load i32, ptr %84, align 4, !tbaa !16
  %98 = trunc i32 %97 to i8
  %99 = getelementptr inbounds i8, ptr %1, i64 15
  store i8 %98, ptr %99, align 1, !tbaa !15
  %100 = getelementptr inbounds i8, ptr %0, i64 16
  %101 = load i32, ptr %100, align 4, !tbaa !16
  %102 = lshr i32 %101, 24
  %103 = trunc nuw i32 %102 to i8
  %104 = getelementptr inbounds i8, ptr %1, i64 16
  store i8 %103, ptr %104, align 1, !tbaa !15
  %105 = load i32, ptr %100, align 4, !tbaa !16
  %106 = lshr i32 %105, 16
  %107 = trunc i32 %106 to i8
  %108 = getelementptr inbounds i8, ptr %1, i64 17
  store i8 %107, ptr %108, align 1, !tbaa !15
  %109 = load i32, ptr %100, align 4, !tbaa !16
  %110 = lshr i32 %109, 8
  %111 = trunc i32 %110 to i8
  %112 = getelementptr inbounds i8, ptr %1, i64 18
  store i8 %111, ptr %112, align 1, !tbaa !15
  %113 = load i32, ptr %100, align 4, !tbaa !16
  %114 = trunc i32 %113 to i8
  %115 = getelementptr inbounds i8, ptr %1, i64 19
  store i8 %114, ptr %115, align 1, !tbaa !15
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #8
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %4) #8
  call void @llvm.lifetime.end.p0(i64 1, ptr nonnull %3) #8
  ret void
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @hmac(ptr nocapture noundef readonly %0, i64 noundef %1, ptr nocapture noundef readonly %2, i64 noundef %3, ptr nocapture noundef writeonly %4) unnamed_addr #3 {
  %6 = alloca %struct.sha1_ctx, align 8
  %7 = alloca [64 x i8], align 16
  %8 = alloca [64 x i8], align 16
  %9 = alloca [64 x i8], align 16
  %10 = alloca [20 x i8], align 1
  %11 = alloca %struct.sha1_ctx, align 8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %7) #8
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(64) %7, i8 0, i64 64, i1 false)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %8) #8
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %9) #8
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %10) #8
  %12 = icmp ugt i64 %1, 64
  br i1 %12, label %13, label %16

13:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %6) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %6, ptr noundef nonnull align 4 dereferenceable(20) @init.iv, i64 20, i1 false)
  %14 = getelementptr inbounds i8, ptr %6, i64 24
  store i64 0, ptr %14, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %6, i64 96
  store i32 0, ptr %15, align 8, !tbaa !12
  call fastcc void @update(ptr noundef nonnull %6, ptr noundef readonly %0, i64 noundef %1)
  call fastcc void @final(ptr noundef nonnull %6, ptr noundef nonnull %7)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %6) #8
  br label %17

16:                                               ; preds = %5
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %7, ptr align 1 %0, i64 %1, i1 false)
  br label %17

17:                                               ; preds = %16, %13
  %18 = getelementptr inbounds i8, ptr %7, i64 16
  %19 = load <16 x i8>, ptr %7, align 16, !tbaa !15
  %20 = load <16 x i8>, ptr %18, align 16, !tbaa !15
  %21 = xor <16 x i8> %19, <i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54>
  %22 = xor <16 x i8> %20, <i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54>
  %23 = getelementptr inbounds i8, ptr %8, i64 16
  store <16 x i8> %21, ptr %8, align 16, !tbaa !15
  store <16 x i8> %22, ptr %23, align 16, !tbaa !15
  %24 = xor <16 x i8> %19, <i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92>
  %25 = xor <16 x i8> %20, <i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92>
  %26 = getelementptr inbounds i8, ptr %9, i64 16
  store <16 x i8> %24, ptr %9, align 16, !tbaa !15
  store <16 x i8> %25, ptr %26, align 16, !tbaa !15
  %27 = getelementptr inbounds i8, ptr %7, i64 32
  %28 = getelementptr inbounds i8, ptr %7, i64 48
  %29 = load <16 x i8>, ptr %27, align 16, !tbaa !15
  %30 = load <16 x i8>, ptr %28, align 16, !tbaa !15
  %31 = xor <16 x i8> %29, <i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54>
  %32 = xor <16 x i8> %30, <i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54, i8 54>
  %33 = getelementptr inbounds i8, ptr %8, i64 32
  %34 = getelementptr inbounds i8, ptr %8, i64 48
  store <16 x i8> %31, ptr %33, align 16, !tbaa !15
  store <16 x i8> %32, ptr %34, align 16, !tbaa !15
  %35 = xor <16 x i8> %29, <i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92>
  %36 = xor <16 x i8> %30, <i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92, i8 92>
  %37 = getelementptr inbounds i8, ptr %9, i64 32
  %38 = getelementptr inbounds i8, ptr %9, i64 48
  store <16 x i8> %35, ptr %37, align 16, !tbaa !15
  store <16 x i8> %36, ptr %38, align 16, !tbaa !15
  call void @llvm.lifetime.start.p0(i64 104, ptr nonnull %11) #8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %11, ptr noundef nonnull align 4 dereferenceable(20) @init.iv, i64 20, i1 false)
  %39 = getelementptr inbounds i8, ptr %11, i64 24
  store i64 0, ptr %39, align 8, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %11, i64 96
  store i32 0, ptr %40, align 8, !tbaa !12
  call fastcc void @update(ptr noundef nonnull %11, ptr noundef nonnull %8, i64 noundef 64)
  call fastcc void @update(ptr noundef nonnull %11, ptr noundef %2, i64 noundef %3)
  call fastcc void @final(ptr noundef nonnull %11, ptr noundef nonnull %10)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(20) %11, ptr noundef nonnull align 4 dereferenceable(20) @init.iv, i64 20, i1 false)
  store i64 0, ptr %39, align 8, !tbaa !6
  store i32 0, ptr %40, align 8, !tbaa !12
  call fastcc void @update(ptr noundef nonnull %11, ptr noundef nonnull %9, i64 noundef 64)
  call fastcc void @update(ptr noundef nonnull %11, ptr noundef nonnull %10, i64 noundef 20)
  call fastcc void @final(ptr noundef nonnull %11, ptr noundef %4)
  call void @llvm.lifetime.end.p0(i64 104, ptr nonnull %11) #8
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %10) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %9) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %8) #8
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %7) #8
  ret void
}

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #7

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !10, i64 24}
!7 = !{!"", !8, i64 0, !10, i64 24, !8, i64 32, !11, i64 96}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!"long", !8, i64 0}
!11 = !{!"int", !8, i64 0}
!12 = !{!7, !11, i64 96}
!13 = distinct !{!13, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !{!8, !8, i64 0}
!16 = !{!11, !11, i64 0}
!17 = distinct !{!17, !14}
!18 = distinct !{!18, !14}
!19 = distinct !{!19, !14}
!20 = distinct !{!20, !14}
