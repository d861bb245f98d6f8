; ModuleID = 'programs/idiom_recognition.c'
source_filename = "programs/idiom_recognition.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [61 x i8] c"pop=%d clz=%d,%d ctz=%d,%d bswap=%08x rot=%016llx parity=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"zeroed=%d copy ok=%d hash=%016lx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [300 x i8], align 16
  %2 = alloca [64 x i32], align 16
  %3 = alloca [64 x i32], align 16
  br label %30

4:                                                ; preds = %30
  %5 = tail call fastcc i32 @pop_loop(i64 noundef -1)
  %6 = tail call fastcc i32 @clz_loop(i32 noundef 1)
  %7 = tail call fastcc i32 @clz_loop(i32 noundef 0)
  %8 = tail call fastcc i32 @ctz_loop(i32 noundef -2147483648)
  %9 = tail call fastcc i32 @ctz_loop(i32 noundef 0)
  %10 = tail call fastcc i32 @bswap_shifts(i32 noundef 287454020)
  %11 = tail call fastcc i64 @rot_shifts(i64 noundef -9223372036854775807, i32 noundef 4)
  %12 = tail call fastcc i32 @parity_loop(i32 noundef 7)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i64 noundef %11, i32 noundef %12)
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %1) #10
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 -86, i64 300, i1 false)
  %14 = getelementptr inbounds i8, ptr %1, i64 7
  call fastcc void @zero_loop(ptr noundef nonnull %14)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #10
  %15 = getelementptr inbounds i8, ptr %2, i64 16
  store <4 x i32> <i32 0, i32 16843009, i32 33686018, i32 50529027>, ptr %2, align 16, !tbaa !5
  store <4 x i32> <i32 67372036, i32 84215045, i32 101058054, i32 117901063>, ptr %15, align 16, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %2, i64 32
  %17 = getelementptr inbounds i8, ptr %2, i64 48
  store <4 x i32> <i32 134744072, i32 151587081, i32 168430090, i32 185273099>, ptr %16, align 16, !tbaa !5
  store <4 x i32> <i32 202116108, i32 218959117, i32 235802126, i32 252645135>, ptr %17, align 16, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %2, i64 64
  %19 = getelementptr inbounds i8, ptr %2, i64 80
  store <4 x i32> <i32 269488144, i32 286331153, i32 303174162, i32 320017171>, ptr %18, align 16, !tbaa !5
  store <4 x i32> <i32 336860180, i32 353703189, i32 370546198, i32 387389207>, ptr %19, align 16, !tbaa !5
  %20 = getelementptr inbounds i8, ptr %2, i64 96
  %21 = getelementptr inbounds i8, ptr %2, i64 112
  store <4 x i32> <i32 404232216, i32 421075225, i32 437918234, i32 454761243>, ptr %20, align 16, !tbaa !5
  store <4 x i32> <i32 471604252, i32 488447261, i32 505290270, i32 522133279>, ptr %21, align 16, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %2, i64 128
  %23 = getelementptr inbounds i8, ptr %2, i64 144
  store <4 x i32> <i32 538976288, i32 555819297, i32 572662306, i32 589505315>, ptr %22, align 16, !tbaa !5
  store <4 x i32> <i32 606348324, i32 623191333, i32 640034342, i32 656877351>, ptr %23, align 16, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %2, i64 160
  %25 = getelementptr inbounds i8, ptr %2, i64 176
  store <4 x i32> <i32 673720360, i32 690563369, i32 707406378, i32 724249387>, ptr %24, align 16, !tbaa !5
  store <4 x i32> <i32 741092396, i32 757935405, i32 774778414, i32 791621423>, ptr %25, align 16, !tbaa !5
  %26 = getelementptr inbounds i8, ptr %2, i64 192
  %27 = getelementptr inbounds i8, ptr %2, i64 208
  store <4 x i32> <i32 808464432, i32 825307441, i32 842150450, i32 858993459>, ptr %26, align 16, !tbaa !5
  store <4 x i32> <i32 875836468, i32 892679477, i32 909522486, i32 926365495>, ptr %27, align 16, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %2, i64 224
  %29 = getelementptr inbounds i8, ptr %2, i64 240
  store <4 x i32> <i32 943208504, i32 960051513, i32 976894522, i32 993737531>, ptr %28, align 16, !tbaa !5
  store <4 x i32> <i32 1010580540, i32 1027423549, i32 1044266558, i32 1061109567>, ptr %29, align 16, !tbaa !5
  call fastcc void @copy_loop(ptr noundef nonnull %3, ptr noundef nonnull %2)
  br label %80

30:                                               ; preds = %0, %30
  %31 = phi i64 [ 2611923443488327891, %0 ], [ %39, %30 ]
  %32 = phi i32 [ 0, %0 ], [ %78, %30 ]
  %33 = phi i64 [ 0, %0 ], [ %77, %30 ]
  %34 = shl i64 %31, 13
  %35 = xor i64 %34, %31
  %36 = lshr i64 %35, 7
  %37 = xor i64 %36, %35
  %38 = shl i64 %37, 17
  %39 = xor i64 %38, %37
  %40 = trunc i64 %39 to i32
  %41 = and i32 %32, 31
  %42 = lshr i32 %40, %41
  %43 = mul i64 %33, 1000003
  %44 = tail call fastcc i32 @pop_loop(i64 noundef %39)
  %45 = sext i32 %44 to i64
  %46 = add i64 %43, %45
  %47 = tail call fastcc i32 @clz_loop(i32 noundef %42)
  %48 = sext i32 %47 to i64
  %49 = mul nsw i64 %48, 7
  %50 = add i64 %46, %49
  %51 = tail call fastcc i32 @ctz_loop(i32 noundef %42)
  %52 = sext i32 %51 to i64
  %53 = mul nsw i64 %52, 13
  %54 = add i64 %50, %53
  %55 = tail call fastcc i32 @bswap_shifts(i32 noundef %42)
  %56 = zext i32 %55 to i64
  %57 = add i64 %54, %56
  %58 = tail call fastcc i64 @rot_shifts(i64 noundef %39, i32 noundef %32)
  %59 = add i64 %57, %58
  %60 = tail call fastcc i32 @parity_loop(i32 noundef %42)
  %61 = zext nneg i32 %60 to i64
  %62 = add i64 %59, %61
  %63 = icmp eq i32 %42, -2147483648
  %64 = select i1 %63, i32 0, i32 %42
  %65 = tail call fastcc i32 @abs_branch(i32 noundef %64)
  %66 = zext nneg i32 %65 to i64
  %67 = lshr i64 %39, 1
  %68 = sub nsw i64 0, %67
  %69 = tail call fastcc i64 @smin_branch(i64 noundef %39, i64 noundef %68)
  %70 = add i64 %69, %66
  %71 = trunc i64 %37 to i16
  %72 = lshr i64 %39, 16
  %73 = trunc i64 %72 to i16
  %74 = tail call fastcc zeroext i16 @umax_branch(i16 noundef zeroext %71, i16 noundef zeroext %73)
  %75 = zext i16 %74 to i64
  %76 = add i64 %70, %75
  %77 = xor i64 %76, %62
  %78 = add nuw nsw i32 %32, 1
  %79 = icmp eq i32 %78, 500
  br i1 %79, label %4, label %30, !llvm.loop !9

80:                                               ; preds = %95, %4
  %81 = phi i64 [ 0, %4 ], [ %107, %95 ]
  %82 = phi <4 x i32> [ zeroinitializer, %4 ], [ %105, %95 ]
  %83 = phi <4 x i32> [ zeroinitializer, %4 ], [ %106, %95 ]
  %84 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %81
  %85 = getelementptr inbounds i8, ptr %84, i64 4
  %86 = load <4 x i8>, ptr %84, align 16, !tbaa !11
  %87 = load <4 x i8>, ptr %85, align 4, !tbaa !11
  %88 = icmp eq <4 x i8> %86, zeroinitializer
  %89 = icmp eq <4 x i8> %87, zeroinitializer
  %90 = zext <4 x i1> %88 to <4 x i32>
  %91 = zext <4 x i1> %89 to <4 x i32>
  %92 = add <4 x i32> %82, %90
  %93 = add <4 x i32> %83, %91
  %94 = icmp eq i64 %81, 288
  br i1 %94, label %108, label %95, !llvm.loop !12

95:                                               ; preds = %80
  %96 = or disjoint i64 %81, 8
  %97 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %96
  %98 = getelementptr inbounds i8, ptr %97, i64 4
  %99 = load <4 x i8>, ptr %97, align 8, !tbaa !11
  %100 = load <4 x i8>, ptr %98, align 4, !tbaa !11
  %101 = icmp eq <4 x i8> %99, zeroinitializer
  %102 = icmp eq <4 x i8> %100, zeroinitializer
  %103 = zext <4 x i1> %101 to <4 x i32>
  %104 = zext <4 x i1> %102 to <4 x i32>
  %105 = add <4 x i32> %92, %103
  %106 = add <4 x i32> %93, %104
  %107 = add nuw nsw i64 %81, 16
  br label %80

108:                                              ; preds = %80
  %109 = add <4 x i32> %93, %92
  %110 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %109)
  %111 = getelementptr inbounds i8, ptr %1, i64 296
  %112 = load i8, ptr %111, align 8, !tbaa !11
  %113 = icmp eq i8 %112, 0
  %114 = zext i1 %113 to i32
  %115 = add nuw nsw i32 %110, %114
  %116 = getelementptr inbounds i8, ptr %1, i64 297
  %117 = load i8, ptr %116, align 1, !tbaa !11
  %118 = icmp eq i8 %117, 0
  %119 = zext i1 %118 to i32
  %120 = add nuw nsw i32 %115, %119
  %121 = getelementptr inbounds i8, ptr %1, i64 298
  %122 = load i8, ptr %121, align 2, !tbaa !11
  %123 = icmp eq i8 %122, 0
  %124 = zext i1 %123 to i32
  %125 = add nuw nsw i32 %120, %124
  %126 = getelementptr inbounds i8, ptr %1, i64 299
  %127 = load i8, ptr %126, align 1, !tbaa !11
  %128 = icmp eq i8 %127, 0
  %129 = zext i1 %128 to i32
  %130 = add nuw nsw i32 %125, %129
  %131 = call i32 @bcmp(ptr noundef nonnull dereferenceable(256) %2, ptr noundef nonnull dereferenceable(256) %3, i64 256)
  %132 = icmp eq i32 %131, 0
  %133 = zext i1 %132 to i32
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %130, i32 noundef %133, i64 noundef %77)
  %135 = trunc i64 %77 to i32
  %136 = and i32 %135, 127
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %1) #10
  ret i32 %136
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @pop_loop(i64 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i64 %0, 0
  br i1 %2, label %10, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ 0, %1 ]
  %5 = phi i64 [ %7, %3 ], [ %0, %1 ]
  %6 = add i64 %5, -1
  %7 = and i64 %6, %5
  %8 = add nuw nsw i32 %4, 1
  %9 = icmp eq i64 %7, 0
  br i1 %9, label %10, label %3, !llvm.loop !15

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %1 ], [ %8, %3 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @clz_loop(i32 noundef %0) unnamed_addr #3 {
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 false)
  ret i32 %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @ctz_loop(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %13, label %3

3:                                                ; preds = %1
  %4 = and i32 %0, 1
  %5 = icmp eq i32 %4, 0
  br i1 %5, label %6, label %13

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %10, %6 ], [ 0, %3 ]
  %8 = phi i32 [ %9, %6 ], [ %0, %3 ]
  %9 = lshr exact i32 %8, 1
  %10 = add nuw nsw i32 %7, 1
  %11 = and i32 %8, 2
  %12 = icmp eq i32 %11, 0
  br i1 %12, label %6, label %13, !llvm.loop !16

13:                                               ; preds = %6, %3, %1
  %14 = phi i32 [ 32, %1 ], [ 0, %3 ], [ %10, %6 ]
  ret i32 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @bswap_shifts(i32 noundef %0) unnamed_addr #3 {
  %2 = tail call i32 @llvm.bswap.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @rot_shifts(i64 noundef %0, i32 noundef %1) unnamed_addr #3 {
  %3 = zext i32 %1 to i64
  %4 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %0, i64 %3)
  ret i64 %4
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @parity_loop(i32 noundef %0) unnamed_addr #2 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %10, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %6 = xor i32 %4, 1
  %7 = add i32 %5, -1
  %8 = and i32 %7, %5
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %3, !llvm.loop !17

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %1 ], [ %6, %3 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, -2147483648) i32 @abs_branch(i32 noundef %0) unnamed_addr #3 {
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @smin_branch(i64 noundef %0, i64 noundef %1) unnamed_addr #3 {
  %3 = tail call i64 @llvm.smin.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @umax_branch(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #3 {
  %3 = tail call i16 @llvm.umax.i16(i16 %0, i16 %1)
  ret i16 %3
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @zero_loop(ptr nocapture noundef writeonly %0) unnamed_addr #6 {
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(250) %0, i8 0, i64 250, i1 false), !tbaa !11
  ret void
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @copy_loop(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #7 {
  %3 = ptrtoint ptr %0 to i64
  %4 = ptrtoint ptr %1 to i64
  %5 = sub i64 %3, %4
  %6 = icmp ult i64 %5, 32
  br i1 %6, label %55, label %7

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 16
  %9 = load <4 x i32>, ptr %1, align 4, !tbaa !5
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !5
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i32> %9, ptr %0, align 4, !tbaa !5
  store <4 x i32> %10, ptr %11, align 4, !tbaa !5
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = getelementptr inbounds i8, ptr %1, i64 48
  %14 = load <4 x i32>, ptr %12, align 4, !tbaa !5
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !5
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = getelementptr inbounds i8, ptr %0, i64 48
  store <4 x i32> %14, ptr %16, align 4, !tbaa !5
  store <4 x i32> %15, ptr %17, align 4, !tbaa !5
  %18 = getelementptr inbounds i8, ptr %1, i64 64
  %19 = getelementptr inbounds i8, ptr %1, i64 80
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !5
  %21 = load <4 x i32>, ptr %19, align 4, !tbaa !5
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = getelementptr inbounds i8, ptr %0, i64 80
  store <4 x i32> %20, ptr %22, align 4, !tbaa !5
  store <4 x i32> %21, ptr %23, align 4, !tbaa !5
  %24 = getelementptr inbounds i8, ptr %1, i64 96
  %25 = getelementptr inbounds i8, ptr %1, i64 112
  %26 = load <4 x i32>, ptr %24, align 4, !tbaa !5
  %27 = load <4 x i32>, ptr %25, align 4, !tbaa !5
  %28 = getelementptr inbounds i8, ptr %0, i64 96
  %29 = getelementptr inbounds i8, ptr %0, i64 112
  store <4 x i32> %26, ptr %28, align 4, !tbaa !5
  store <4 x i32> %27, ptr %29, align 4, !tbaa !5
  %30 = getelementptr inbounds i8, ptr %1, i64 128
  %31 = getelementptr inbounds i8, ptr %1, i64 144
  %32 = load <4 x i32>, ptr %30, align 4, !tbaa !5
  %33 = load <4 x i32>, ptr %31, align 4, !tbaa !5
  %34 = getelementptr inbounds i8, ptr %0, i64 128
  %35 = getelementptr inbounds i8, ptr %0, i64 144
  store <4 x i32> %32, ptr %34, align 4, !tbaa !5
  store <4 x i32> %33, ptr %35, align 4, !tbaa !5
  %36 = getelementptr inbounds i8, ptr %1, i64 160
  %37 = getelementptr inbounds i8, ptr %1, i64 176
  %38 = load <4 x i32>, ptr %36, align 4, !tbaa !5
  %39 = load <4 x i32>, ptr %37, align 4, !tbaa !5
  %40 = getelementptr inbounds i8, ptr %0, i64 160
  %41 = getelementptr inbounds i8, ptr %0, i64 176
  store <4 x i32> %38, ptr %40, align 4, !tbaa !5
  store <4 x i32> %39, ptr %41, align 4, !tbaa !5
  %42 = getelementptr inbounds i8, ptr %1, i64 192
  %43 = getelementptr inbounds i8, ptr %1, i64 208
  %44 = load <4 x i32>, ptr %42, align 4, !tbaa !5
  %45 = load <4 x i32>, ptr %43, align 4, !tbaa !5
  %46 = getelementptr inbounds i8, ptr %0, i64 192
  %47 = getelementptr inbounds i8, ptr %0, i64 208
  store <4 x i32> %44, ptr %46, align 4, !tbaa !5
  store <4 x i32> %45, ptr %47, align 4, !tbaa !5
  %48 = getelementptr inbounds i8, ptr %1, i64 224
  %49 = getelementptr inbounds i8, ptr %1, i64 240
  %50 = load <4 x i32>, ptr %48, align 4, !tbaa !5
  %51 = load <4 x i32>, ptr %49, align 4, !tbaa !5
  %52 = getelementptr inbounds i8, ptr %0, i64 224
  %53 = getelementptr inbounds i8, ptr %0, i64 240
  store <4 x i32> %50, ptr %52, align 4, !tbaa !5
  store <4 x i32> %51, ptr %53, align 4, !tbaa !5
  br label %54

54:                                               ; preds = %55, %7
  ret void

55:                                               ; preds = %2, %55
  %56 = phi i64 [ %72, %55 ], [ 0, %2 ]
  %57 = getelementptr inbounds i32, ptr %1, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !5
  %59 = getelementptr inbounds i32, ptr %0, i64 %56
  store i32 %58, ptr %59, align 4, !tbaa !5
  %60 = or disjoint i64 %56, 1
  %61 = getelementptr inbounds i32, ptr %1, i64 %60
  %62 = load i32, ptr %61, align 4, !tbaa !5
  %63 = getelementptr inbounds i32, ptr %0, i64 %60
  store i32 %62, ptr %63, align 4, !tbaa !5
  %64 = or disjoint i64 %56, 2
  %65 = getelementptr inbounds i32, ptr %1, i64 %64
  %66 = load i32, ptr %65, align 4, !tbaa !5
  %67 = getelementptr inbounds i32, ptr %0, i64 %64
  store i32 %66, ptr %67, align 4, !tbaa !5
  %68 = or disjoint i64 %56, 3
  %69 = getelementptr inbounds i32, ptr %1, i64 %68
  %70 = load i32, ptr %69, align 4, !tbaa !5
  %71 = getelementptr inbounds i32, ptr %0, i64 %68
  store i32 %70, ptr %71, align 4, !tbaa !5
  %72 = add nuw nsw i64 %56, 4
  %73 = icmp eq i64 %72, 64
  br i1 %73, label %54, label %55, !llvm.loop !18
}

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!6 = !{!"int", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
!11 = !{!7, !7, i64 0}
!12 = distinct !{!12, !10, !13, !14}
!13 = !{!"llvm.loop.isvectorized", i32 1}
!14 = !{!"llvm.loop.unroll.runtime.disable"}
!15 = distinct !{!15, !10}
!16 = distinct !{!16, !10}
!17 = distinct !{!17, !10}
!18 = distinct !{!18, !10, !13}
