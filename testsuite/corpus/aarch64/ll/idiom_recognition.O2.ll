; ModuleID = 'programs/idiom_recognition.c'
source_filename = "programs/idiom_recognition.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [61 x i8] c"pop=%d clz=%d,%d ctz=%d,%d bswap=%08x rot=%016llx parity=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [34 x i8] c"zeroed=%d copy ok=%d hash=%016lx\0A\00", align 1

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 {
  %1 = alloca [300 x i8], align 16
  %2 = alloca [64 x i32], align 16
  %3 = alloca [64 x i32], align 4
  br label %152

4:                                                ; preds = %152
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
  store <4 x i32> <i32 0, i32 16843009, i32 33686018, i32 50529027>, ptr %2, align 16, !tbaa !6
  store <4 x i32> <i32 67372036, i32 84215045, i32 101058054, i32 117901063>, ptr %15, align 16, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %2, i64 32
  %17 = getelementptr inbounds i8, ptr %2, i64 48
  store <4 x i32> <i32 134744072, i32 151587081, i32 168430090, i32 185273099>, ptr %16, align 16, !tbaa !6
  store <4 x i32> <i32 202116108, i32 218959117, i32 235802126, i32 252645135>, ptr %17, align 16, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %2, i64 64
  %19 = getelementptr inbounds i8, ptr %2, i64 80
  store <4 x i32> <i32 269488144, i32 286331153, i32 303174162, i32 320017171>, ptr %18, align 16, !tbaa !6
  store <4 x i32> <i32 336860180, i32 353703189, i32 370546198, i32 387389207>, ptr %19, align 16, !tbaa !6
  %20 = getelementptr inbounds i8, ptr %2, i64 96
  %21 = getelementptr inbounds i8, ptr %2, i64 112
  store <4 x i32> <i32 404232216, i32 421075225, i32 437918234, i32 454761243>, ptr %20, align 16, !tbaa !6
  store <4 x i32> <i32 471604252, i32 488447261, i32 505290270, i32 522133279>, ptr %21, align 16, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %2, i64 128
  %23 = getelementptr inbounds i8, ptr %2, i64 144
  store <4 x i32> <i32 538976288, i32 555819297, i32 572662306, i32 589505315>, ptr %22, align 16, !tbaa !6
  store <4 x i32> <i32 606348324, i32 623191333, i32 640034342, i32 656877351>, ptr %23, align 16, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %2, i64 160
  %25 = getelementptr inbounds i8, ptr %2, i64 176
  store <4 x i32> <i32 673720360, i32 690563369, i32 707406378, i32 724249387>, ptr %24, align 16, !tbaa !6
  store <4 x i32> <i32 741092396, i32 757935405, i32 774778414, i32 791621423>, ptr %25, align 16, !tbaa !6
  %26 = getelementptr inbounds i8, ptr %2, i64 192
  %27 = getelementptr inbounds i8, ptr %2, i64 208
  store <4 x i32> <i32 808464432, i32 825307441, i32 842150450, i32 858993459>, ptr %26, align 16, !tbaa !6
  store <4 x i32> <i32 875836468, i32 892679477, i32 909522486, i32 926365495>, ptr %27, align 16, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %2, i64 224
  %29 = getelementptr inbounds i8, ptr %2, i64 240
  store <4 x i32> <i32 943208504, i32 960051513, i32 976894522, i32 993737531>, ptr %28, align 16, !tbaa !6
  store <4 x i32> <i32 1010580540, i32 1027423549, i32 1044266558, i32 1061109567>, ptr %29, align 16, !tbaa !6
  call fastcc void @copy_loop(ptr noundef nonnull %3, ptr noundef nonnull %2)
  %30 = getelementptr inbounds i8, ptr %1, i64 16
  %31 = load <16 x i8>, ptr %30, align 16, !tbaa !10
  %32 = icmp eq <16 x i8> %31, zeroinitializer
  %33 = zext <16 x i1> %32 to <16 x i32>
  %34 = getelementptr inbounds i8, ptr %1, i64 48
  %35 = load <16 x i8>, ptr %34, align 16, !tbaa !10
  %36 = icmp eq <16 x i8> %35, zeroinitializer
  %37 = zext <16 x i1> %36 to <16 x i32>
  %38 = add nuw nsw <16 x i32> %33, %37
  %39 = getelementptr inbounds i8, ptr %1, i64 80
  %40 = load <16 x i8>, ptr %39, align 16, !tbaa !10
  %41 = icmp eq <16 x i8> %40, zeroinitializer
  %42 = zext <16 x i1> %41 to <16 x i32>
  %43 = add nuw nsw <16 x i32> %38, %42
  %44 = getelementptr inbounds i8, ptr %1, i64 112
  %45 = load <16 x i8>, ptr %44, align 16, !tbaa !10
  %46 = icmp eq <16 x i8> %45, zeroinitializer
  %47 = zext <16 x i1> %46 to <16 x i32>
  %48 = add nuw nsw <16 x i32> %43, %47
  %49 = getelementptr inbounds i8, ptr %1, i64 144
  %50 = load <16 x i8>, ptr %49, align 16, !tbaa !10
  %51 = icmp eq <16 x i8> %50, zeroinitializer
  %52 = zext <16 x i1> %51 to <16 x i32>
  %53 = add nuw nsw <16 x i32> %48, %52
  %54 = getelementptr inbounds i8, ptr %1, i64 176
  %55 = load <16 x i8>, ptr %54, align 16, !tbaa !10
  %56 = icmp eq <16 x i8> %55, zeroinitializer
  %57 = zext <16 x i1> %56 to <16 x i32>
  %58 = add nuw nsw <16 x i32> %53, %57
  %59 = getelementptr inbounds i8, ptr %1, i64 208
  %60 = load <16 x i8>, ptr %59, align 16, !tbaa !10
  %61 = icmp eq <16 x i8> %60, zeroinitializer
  %62 = zext <16 x i1> %61 to <16 x i32>
  %63 = add nuw nsw <16 x i32> %58, %62
  %64 = getelementptr inbounds i8, ptr %1, i64 240
  %65 = load <16 x i8>, ptr %64, align 16, !tbaa !10
  %66 = icmp eq <16 x i8> %65, zeroinitializer
  %67 = zext <16 x i1> %66 to <16 x i32>
  %68 = add <16 x i32> %63, %67
  %69 = getelementptr inbounds i8, ptr %1, i64 272
  %70 = load <16 x i8>, ptr %69, align 16, !tbaa !10
  %71 = icmp eq <16 x i8> %70, zeroinitializer
  %72 = zext <16 x i1> %71 to <16 x i32>
  %73 = add <16 x i32> %68, %72
  %74 = load <16 x i8>, ptr %1, align 16, !tbaa !10
  %75 = icmp eq <16 x i8> %74, zeroinitializer
  %76 = zext <16 x i1> %75 to <16 x i32>
  %77 = getelementptr inbounds i8, ptr %1, i64 32
  %78 = load <16 x i8>, ptr %77, align 16, !tbaa !10
  %79 = icmp eq <16 x i8> %78, zeroinitializer
  %80 = zext <16 x i1> %79 to <16 x i32>
  %81 = add nuw nsw <16 x i32> %76, %80
  %82 = getelementptr inbounds i8, ptr %1, i64 64
  %83 = load <16 x i8>, ptr %82, align 16, !tbaa !10
  %84 = icmp eq <16 x i8> %83, zeroinitializer
  %85 = zext <16 x i1> %84 to <16 x i32>
  %86 = add nuw nsw <16 x i32> %81, %85
  %87 = getelementptr inbounds i8, ptr %1, i64 96
  %88 = load <16 x i8>, ptr %87, align 16, !tbaa !10
  %89 = icmp eq <16 x i8> %88, zeroinitializer
  %90 = zext <16 x i1> %89 to <16 x i32>
  %91 = add nuw nsw <16 x i32> %86, %90
  %92 = getelementptr inbounds i8, ptr %1, i64 128
  %93 = load <16 x i8>, ptr %92, align 16, !tbaa !10
  %94 = icmp eq <16 x i8> %93, zeroinitializer
  %95 = zext <16 x i1> %94 to <16 x i32>
  %96 = add nuw nsw <16 x i32> %91, %95
  %97 = getelementptr inbounds i8, ptr %1, i64 160
  %98 = load <16 x i8>, ptr %97, align 16, !tbaa !10
  %99 = icmp eq <16 x i8> %98, zeroinitializer
  %100 = zext <16 x i1> %99 to <16 x i32>
  %101 = add nuw nsw <16 x i32> %96, %100
  %102 = getelementptr inbounds i8, ptr %1, i64 192
  %103 = load <16 x i8>, ptr %102, align 16, !tbaa !10
  %104 = icmp eq <16 x i8> %103, zeroinitializer
  %105 = zext <16 x i1> %104 to <16 x i32>
  %106 = add nuw nsw <16 x i32> %101, %105
  %107 = getelementptr inbounds i8, ptr %1, i64 224
  %108 = load <16 x i8>, ptr %107, align 16, !tbaa !10
  %109 = icmp eq <16 x i8> %108, zeroinitializer
  %110 = zext <16 x i1> %109 to <16 x i32>
  %111 = add <16 x i32> %106, %110
  %112 = getelementptr inbounds i8, ptr %1, i64 256
  %113 = load <16 x i8>, ptr %112, align 16, !tbaa !10
  %114 = icmp eq <16 x i8> %113, zeroinitializer
  %115 = zext <16 x i1> %114 to <16 x i32>
  %116 = add <16 x i32> %111, %115
  %117 = add <16 x i32> %73, %116
  %118 = tail call i32 @llvm.vector.reduce.add.v16i32(<16 x i32> %117)
  %119 = insertelement <8 x i32> <i32 poison, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0, i32 0>, i32 %118, i64 0
  %120 = getelementptr inbounds i8, ptr %1, i64 288
  %121 = load <8 x i8>, ptr %120, align 16, !tbaa !10
  %122 = icmp eq <8 x i8> %121, zeroinitializer
  %123 = zext <8 x i1> %122 to <8 x i32>
  %124 = add <8 x i32> %119, %123
  %125 = tail call i32 @llvm.vector.reduce.add.v8i32(<8 x i32> %124)
  %126 = getelementptr inbounds i8, ptr %1, i64 296
  %127 = load i8, ptr %126, align 8, !tbaa !10
  %128 = icmp eq i8 %127, 0
  %129 = zext i1 %128 to i32
  %130 = add nuw nsw i32 %125, %129
  %131 = getelementptr inbounds i8, ptr %1, i64 297
  %132 = load i8, ptr %131, align 1, !tbaa !10
  %133 = icmp eq i8 %132, 0
  %134 = zext i1 %133 to i32
  %135 = add nuw nsw i32 %130, %134
  %136 = getelementptr inbounds i8, ptr %1, i64 298
  %137 = load i8, ptr %136, align 2, !tbaa !10
  %138 = icmp eq i8 %137, 0
  %139 = zext i1 %138 to i32
  %140 = add nuw nsw i32 %135, %139
  %141 = getelementptr inbounds i8, ptr %1, i64 299
  %142 = load i8, ptr %141, align 1, !tbaa !10
  %143 = icmp eq i8 %142, 0
  %144 = zext i1 %143 to i32
  %145 = add nuw nsw i32 %140, %144
  %146 = call i32 @bcmp(ptr noundef nonnull dereferenceable(256) %2, ptr noundef nonnull dereferenceable(256) %3, i64 256)
  %147 = icmp eq i32 %146, 0
  %148 = zext i1 %147 to i32
  %149 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %145, i32 noundef %148, i64 noundef %199)
  %150 = trunc i64 %199 to i32
  %151 = and i32 %150, 127
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #10
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %1) #10
  ret i32 %151

152:                                              ; preds = %0, %152
  %153 = phi i64 [ 2611923443488327891, %0 ], [ %161, %152 ]
  %154 = phi i32 [ 0, %0 ], [ %200, %152 ]
  %155 = phi i64 [ 0, %0 ], [ %199, %152 ]
  %156 = shl i64 %153, 13
  %157 = xor i64 %156, %153
  %158 = lshr i64 %157, 7
  %159 = xor i64 %158, %157
  %160 = shl i64 %159, 17
  %161 = xor i64 %160, %159
  %162 = trunc i64 %161 to i32
  %163 = and i32 %154, 31
  %164 = lshr i32 %162, %163
  %165 = mul i64 %155, 1000003
  %166 = tail call fastcc i32 @pop_loop(i64 noundef %161)
  %167 = sext i32 %166 to i64
  %168 = add i64 %165, %167
  %169 = tail call fastcc i32 @clz_loop(i32 noundef %164)
  %170 = sext i32 %169 to i64
  %171 = mul nsw i64 %170, 7
  %172 = add i64 %168, %171
  %173 = tail call fastcc i32 @ctz_loop(i32 noundef %164)
  %174 = sext i32 %173 to i64
  %175 = mul nsw i64 %174, 13
  %176 = add i64 %172, %175
  %177 = tail call fastcc i32 @bswap_shifts(i32 noundef %164)
  %178 = zext i32 %177 to i64
  %179 = add i64 %176, %178
  %180 = tail call fastcc i64 @rot_shifts(i64 noundef %161, i32 noundef %154)
  %181 = add i64 %179, %180
  %182 = tail call fastcc i32 @parity_loop(i32 noundef %164)
  %183 = zext nneg i32 %182 to i64
  %184 = add i64 %181, %183
  %185 = icmp eq i32 %164, -2147483648
  %186 = select i1 %185, i32 0, i32 %164
  %187 = tail call fastcc i32 @abs_branch(i32 noundef %186)
  %188 = zext nneg i32 %187 to i64
  %189 = lshr i64 %161, 1
  %190 = sub nsw i64 0, %189
  %191 = tail call fastcc i64 @smin_branch(i64 noundef %161, i64 noundef %190)
  %192 = add i64 %191, %188
  %193 = trunc i64 %159 to i16
  %194 = lshr i64 %161, 16
  %195 = trunc i64 %194 to i16
  %196 = tail call fastcc i16 @umax_branch(i16 noundef %193, i16 noundef %195)
  %197 = zext i16 %196 to i64
  %198 = add i64 %192, %197
  %199 = xor i64 %198, %184
  %200 = add nuw nsw i32 %154, 1
  %201 = icmp eq i32 %200, 500
  br i1 %201, label %4, label %152, !llvm.loop !11
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @pop_loop(i64 noundef %0) unnamed_addr #2 {
  %2 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %0)
  %3 = trunc nuw nsw i64 %2 to i32
  ret i32 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @clz_loop(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 false)
  ret i32 %2
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @ctz_loop(i32 noundef %0) unnamed_addr #3 {
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
  br i1 %12, label %6, label %13, !llvm.loop !13

13:                                               ; preds = %6, %3, %1
  %14 = phi i32 [ 32, %1 ], [ 0, %3 ], [ %10, %6 ]
  ret i32 %14
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @bswap_shifts(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.bswap.i32(i32 %0)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @rot_shifts(i64 noundef %0, i32 noundef %1) unnamed_addr #2 {
  %3 = zext i32 %1 to i64
  %4 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %0, i64 %3)
  ret i64 %4
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @parity_loop(i32 noundef %0) unnamed_addr #3 {
  %2 = icmp eq i32 %0, 0
  br i1 %2, label %10, label %3

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %8, %3 ], [ %0, %1 ]
  %6 = xor i32 %4, 1
  %7 = add i32 %5, -1
  %8 = and i32 %7, %5
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %3, !llvm.loop !14

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %1 ], [ %6, %3 ]
  ret i32 %11
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, -2147483648) i32 @abs_branch(i32 noundef %0) unnamed_addr #2 {
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true)
  ret i32 %2
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @smin_branch(i64 noundef %0, i64 noundef %1) unnamed_addr #2 {
  %3 = tail call i64 @llvm.smin.i64(i64 %0, i64 %1)
  ret i64 %3
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i16 @umax_branch(i16 noundef %0, i16 noundef %1) unnamed_addr #2 {
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
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(250) %0, i8 0, i64 250, i1 false), !tbaa !10
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
  %9 = load <4 x i32>, ptr %1, align 4, !tbaa !6
  %10 = load <4 x i32>, ptr %8, align 4, !tbaa !6
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  store <4 x i32> %9, ptr %0, align 4, !tbaa !6
  store <4 x i32> %10, ptr %11, align 4, !tbaa !6
  %12 = getelementptr inbounds i8, ptr %1, i64 32
  %13 = getelementptr inbounds i8, ptr %1, i64 48
  %14 = load <4 x i32>, ptr %12, align 4, !tbaa !6
  %15 = load <4 x i32>, ptr %13, align 4, !tbaa !6
  %16 = getelementptr inbounds i8, ptr %0, i64 32
  %17 = getelementptr inbounds i8, ptr %0, i64 48
  store <4 x i32> %14, ptr %16, align 4, !tbaa !6
  store <4 x i32> %15, ptr %17, align 4, !tbaa !6
  %18 = getelementptr inbounds i8, ptr %1, i64 64
  %19 = getelementptr inbounds i8, ptr %1, i64 80
  %20 = load <4 x i32>, ptr %18, align 4, !tbaa !6
  %21 = load <4 x i32>, ptr %19, align 4, !tbaa !6
  %22 = getelementptr inbounds i8, ptr %0, i64 64
  %23 = getelementptr inbounds i8, ptr %0, i64 80
  store <4 x i32> %20, ptr %22, align 4, !tbaa !6
  store <4 x i32> %21, ptr %23, align 4, !tbaa !6
  %24 = getelementptr inbounds i8, ptr %1, i64 96
  %25 = getelementptr inbounds i8, ptr %1, i64 112
  %26 = load <4 x i32>, ptr %24, align 4, !tbaa !6
  %27 = load <4 x i32>, ptr %25, align 4, !tbaa !6
  %28 = getelementptr inbounds i8, ptr %0, i64 96
  %29 = getelementptr inbounds i8, ptr %0, i64 112
  store <4 x i32> %26, ptr %28, align 4, !tbaa !6
  store <4 x i32> %27, ptr %29, align 4, !tbaa !6
  %30 = getelementptr inbounds i8, ptr %1, i64 128
  %31 = getelementptr inbounds i8, ptr %1, i64 144
  %32 = load <4 x i32>, ptr %30, align 4, !tbaa !6
  %33 = load <4 x i32>, ptr %31, align 4, !tbaa !6
  %34 = getelementptr inbounds i8, ptr %0, i64 128
  %35 = getelementptr inbounds i8, ptr %0, i64 144
  store <4 x i32> %32, ptr %34, align 4, !tbaa !6
  store <4 x i32> %33, ptr %35, align 4, !tbaa !6
  %36 = getelementptr inbounds i8, ptr %1, i64 160
  %37 = getelementptr inbounds i8, ptr %1, i64 176
  %38 = load <4 x i32>, ptr %36, align 4, !tbaa !6
  %39 = load <4 x i32>, ptr %37, align 4, !tbaa !6
  %40 = getelementptr inbounds i8, ptr %0, i64 160
  %41 = getelementptr inbounds i8, ptr %0, i64 176
  store <4 x i32> %38, ptr %40, align 4, !tbaa !6
  store <4 x i32> %39, ptr %41, align 4, !tbaa !6
  %42 = getelementptr inbounds i8, ptr %1, i64 192
  %43 = getelementptr inbounds i8, ptr %1, i64 208
  %44 = load <4 x i32>, ptr %42, align 4, !tbaa !6
  %45 = load <4 x i32>, ptr %43, align 4, !tbaa !6
  %46 = getelementptr inbounds i8, ptr %0, i64 192
  %47 = getelementptr inbounds i8, ptr %0, i64 208
  store <4 x i32> %44, ptr %46, align 4, !tbaa !6
  store <4 x i32> %45, ptr %47, align 4, !tbaa !6
  %48 = getelementptr inbounds i8, ptr %1, i64 224
  %49 = getelementptr inbounds i8, ptr %1, i64 240
  %50 = load <4 x i32>, ptr %48, align 4, !tbaa !6
  %51 = load <4 x i32>, ptr %49, align 4, !tbaa !6
  %52 = getelementptr inbounds i8, ptr %0, i64 224
  %53 = getelementptr inbounds i8, ptr %0, i64 240
  store <4 x i32> %50, ptr %52, align 4, !tbaa !6
  store <4 x i32> %51, ptr %53, align 4, !tbaa !6
  br label %54

54:                                               ; preds = %55, %7
  ret void

55:                                               ; preds = %2, %55
  %56 = phi i64 [ %60, %55 ], [ 0, %2 ]
  %57 = getelementptr inbounds i32, ptr %1, i64 %56
  %58 = load i32, ptr %57, align 4, !tbaa !6
  %59 = getelementptr inbounds i32, ptr %0, i64 %56
  store i32 %58, ptr %59, align 4, !tbaa !6
  %60 = add nuw nsw i64 %56, 1
  %61 = icmp eq i64 %60, 64
  br i1 %61, label %54, label %55, !llvm.loop !15
}

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.bswap.i32(i32) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.abs.i32(i32, i1 immarg) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i16 @llvm.umax.i16(i16, i16) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v16i32(<16 x i32>) #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v8i32(<8 x i32>) #9

attributes #0 = { nofree nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
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
!7 = !{!"int", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = distinct !{!11, !12}
!12 = !{!"llvm.loop.mustprogress"}
!13 = distinct !{!13, !12}
!14 = distinct !{!14, !12}
!15 = distinct !{!15, !12, !16}
!16 = !{!"llvm.loop.isvectorized", i32 1}
