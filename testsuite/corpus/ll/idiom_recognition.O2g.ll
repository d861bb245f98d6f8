; ModuleID = 'programs/idiom_recognition.c'
source_filename = "programs/idiom_recognition.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [61 x i8] c"pop=%d clz=%d,%d ctz=%d,%d bswap=%08x rot=%016llx parity=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [34 x i8] c"zeroed=%d copy ok=%d hash=%016lx\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !40 {
  %1 = alloca [300 x i8], align 16, !DIAssignID !70
    #dbg_assign(i1 undef, !53, !DIExpression(), !70, ptr %1, !DIExpression(), !71)
  %2 = alloca [64 x i32], align 16, !DIAssignID !72
    #dbg_assign(i1 undef, !60, !DIExpression(), !72, ptr %2, !DIExpression(), !71)
  %3 = alloca [64 x i32], align 16, !DIAssignID !73
    #dbg_assign(i1 undef, !64, !DIExpression(), !73, ptr %3, !DIExpression(), !71)
    #dbg_value(i64 2611923443488327891, !44, !DIExpression(), !71)
    #dbg_value(i64 0, !47, !DIExpression(), !71)
    #dbg_value(i32 0, !48, !DIExpression(), !74)
  br label %30, !dbg !75

4:                                                ; preds = %30
  %5 = tail call fastcc i32 @pop_loop(i64 noundef -1), !dbg !76
  %6 = tail call fastcc i32 @clz_loop(i32 noundef 1), !dbg !77
  %7 = tail call fastcc i32 @clz_loop(i32 noundef 0), !dbg !78
  %8 = tail call fastcc i32 @ctz_loop(i32 noundef -2147483648), !dbg !79
  %9 = tail call fastcc i32 @ctz_loop(i32 noundef 0), !dbg !80
  %10 = tail call fastcc i32 @bswap_shifts(i32 noundef 287454020), !dbg !81
  %11 = tail call fastcc i64 @rot_shifts(i64 noundef -9223372036854775807, i32 noundef 4), !dbg !82
  %12 = tail call fastcc i32 @parity_loop(i32 noundef 7), !dbg !83
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %5, i32 noundef %6, i32 noundef %7, i32 noundef %8, i32 noundef %9, i32 noundef %10, i64 noundef %11, i32 noundef %12), !dbg !84
  call void @llvm.lifetime.start.p0(i64 300, ptr nonnull %1) #10, !dbg !85
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(300) %1, i8 -86, i64 300, i1 false), !dbg !86, !DIAssignID !87
    #dbg_assign(i1 undef, !53, !DIExpression(), !87, ptr %1, !DIExpression(), !71)
  %14 = getelementptr inbounds i8, ptr %1, i64 7, !dbg !88
  call fastcc void @zero_loop(ptr noundef nonnull %14), !dbg !89
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %2) #10, !dbg !90
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #10, !dbg !90
    #dbg_value(i32 0, !65, !DIExpression(), !91)
  %15 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !92
  store <4 x i32> <i32 0, i32 16843009, i32 33686018, i32 50529027>, ptr %2, align 16, !dbg !92, !tbaa !94
  store <4 x i32> <i32 67372036, i32 84215045, i32 101058054, i32 117901063>, ptr %15, align 16, !dbg !92, !tbaa !94
  %16 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !98
  %17 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !92
  store <4 x i32> <i32 134744072, i32 151587081, i32 168430090, i32 185273099>, ptr %16, align 16, !dbg !92, !tbaa !94
  store <4 x i32> <i32 202116108, i32 218959117, i32 235802126, i32 252645135>, ptr %17, align 16, !dbg !92, !tbaa !94
  %18 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !98
  %19 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !92
  store <4 x i32> <i32 269488144, i32 286331153, i32 303174162, i32 320017171>, ptr %18, align 16, !dbg !92, !tbaa !94
  store <4 x i32> <i32 336860180, i32 353703189, i32 370546198, i32 387389207>, ptr %19, align 16, !dbg !92, !tbaa !94
  %20 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !98
  %21 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !92
  store <4 x i32> <i32 404232216, i32 421075225, i32 437918234, i32 454761243>, ptr %20, align 16, !dbg !92, !tbaa !94
  store <4 x i32> <i32 471604252, i32 488447261, i32 505290270, i32 522133279>, ptr %21, align 16, !dbg !92, !tbaa !94
  %22 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !98
  %23 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !92
  store <4 x i32> <i32 538976288, i32 555819297, i32 572662306, i32 589505315>, ptr %22, align 16, !dbg !92, !tbaa !94
  store <4 x i32> <i32 606348324, i32 623191333, i32 640034342, i32 656877351>, ptr %23, align 16, !dbg !92, !tbaa !94
  %24 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !98
  %25 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !92
  store <4 x i32> <i32 673720360, i32 690563369, i32 707406378, i32 724249387>, ptr %24, align 16, !dbg !92, !tbaa !94
  store <4 x i32> <i32 741092396, i32 757935405, i32 774778414, i32 791621423>, ptr %25, align 16, !dbg !92, !tbaa !94
  %26 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !98
  %27 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !92
  store <4 x i32> <i32 808464432, i32 825307441, i32 842150450, i32 858993459>, ptr %26, align 16, !dbg !92, !tbaa !94
  store <4 x i32> <i32 875836468, i32 892679477, i32 909522486, i32 926365495>, ptr %27, align 16, !dbg !92, !tbaa !94
  %28 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !98
  %29 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !92
  store <4 x i32> <i32 943208504, i32 960051513, i32 976894522, i32 993737531>, ptr %28, align 16, !dbg !92, !tbaa !94
  store <4 x i32> <i32 1010580540, i32 1027423549, i32 1044266558, i32 1061109567>, ptr %29, align 16, !dbg !92, !tbaa !94
  call fastcc void @copy_loop(ptr noundef nonnull %3, ptr noundef nonnull %2), !dbg !99
    #dbg_value(i32 0, !67, !DIExpression(), !71)
    #dbg_value(i32 0, !68, !DIExpression(), !100)
  br label %80, !dbg !101

30:                                               ; preds = %0, %30
  %31 = phi i64 [ 2611923443488327891, %0 ], [ %39, %30 ]
  %32 = phi i32 [ 0, %0 ], [ %78, %30 ]
  %33 = phi i64 [ 0, %0 ], [ %77, %30 ]
    #dbg_value(i64 %31, !44, !DIExpression(), !71)
    #dbg_value(i32 %32, !48, !DIExpression(), !74)
    #dbg_value(i64 %33, !47, !DIExpression(), !71)
  %34 = shl i64 %31, 13, !dbg !102
  %35 = xor i64 %34, %31, !dbg !103
    #dbg_value(i64 %35, !44, !DIExpression(), !71)
  %36 = lshr i64 %35, 7, !dbg !104
  %37 = xor i64 %36, %35, !dbg !105
    #dbg_value(i64 %37, !44, !DIExpression(), !71)
  %38 = shl i64 %37, 17, !dbg !106
  %39 = xor i64 %38, %37, !dbg !107
    #dbg_value(!DIArgList(i64 %37, i64 %38), !44, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !71)
  %40 = trunc i64 %39 to i32, !dbg !108
  %41 = and i32 %32, 31, !dbg !109
  %42 = lshr i32 %40, %41, !dbg !110
    #dbg_value(i32 %42, !50, !DIExpression(), !111)
  %43 = mul i64 %33, 1000003, !dbg !112
  %44 = tail call fastcc i32 @pop_loop(i64 noundef %39), !dbg !113
  %45 = sext i32 %44 to i64, !dbg !114
  %46 = add i64 %43, %45, !dbg !115
  %47 = tail call fastcc i32 @clz_loop(i32 noundef %42), !dbg !116
  %48 = sext i32 %47 to i64, !dbg !117
  %49 = mul nsw i64 %48, 7, !dbg !118
  %50 = add i64 %46, %49, !dbg !119
  %51 = tail call fastcc i32 @ctz_loop(i32 noundef %42), !dbg !120
  %52 = sext i32 %51 to i64, !dbg !121
  %53 = mul nsw i64 %52, 13, !dbg !122
  %54 = add i64 %50, %53, !dbg !123
  %55 = tail call fastcc i32 @bswap_shifts(i32 noundef %42), !dbg !124
  %56 = zext i32 %55 to i64, !dbg !124
  %57 = add i64 %54, %56, !dbg !125
  %58 = tail call fastcc i64 @rot_shifts(i64 noundef %39, i32 noundef %32), !dbg !126
  %59 = add i64 %57, %58, !dbg !127
  %60 = tail call fastcc i32 @parity_loop(i32 noundef %42), !dbg !128
  %61 = zext nneg i32 %60 to i64, !dbg !129
  %62 = add i64 %59, %61, !dbg !130
    #dbg_value(i64 %62, !47, !DIExpression(), !71)
  %63 = icmp eq i32 %42, -2147483648, !dbg !131
  %64 = select i1 %63, i32 0, i32 %42, !dbg !132
  %65 = tail call fastcc i32 @abs_branch(i32 noundef %64), !dbg !133
  %66 = zext nneg i32 %65 to i64, !dbg !134
  %67 = lshr i64 %39, 1, !dbg !135
  %68 = sub nsw i64 0, %67, !dbg !136
  %69 = tail call fastcc i64 @smin_branch(i64 noundef %39, i64 noundef %68), !dbg !137
  %70 = add i64 %69, %66, !dbg !138
  %71 = trunc i64 %37 to i16, !dbg !139
  %72 = lshr i64 %39, 16, !dbg !140
  %73 = trunc i64 %72 to i16, !dbg !141
  %74 = tail call fastcc zeroext i16 @umax_branch(i16 noundef zeroext %71, i16 noundef zeroext %73), !dbg !142
  %75 = zext i16 %74 to i64, !dbg !142
  %76 = add i64 %70, %75, !dbg !143
  %77 = xor i64 %76, %62, !dbg !144
    #dbg_value(i64 %77, !47, !DIExpression(), !71)
  %78 = add nuw nsw i32 %32, 1, !dbg !145
    #dbg_value(i64 %39, !44, !DIExpression(), !71)
    #dbg_value(i32 %78, !48, !DIExpression(), !74)
  %79 = icmp eq i32 %78, 500, !dbg !146
  br i1 %79, label %4, label %30, !dbg !75, !llvm.loop !147

80:                                               ; preds = %95, %4
  %81 = phi i64 [ 0, %4 ], [ %107, %95 ], !dbg !150
  %82 = phi <4 x i32> [ zeroinitializer, %4 ], [ %105, %95 ]
  %83 = phi <4 x i32> [ zeroinitializer, %4 ], [ %106, %95 ]
  %84 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %81, !dbg !152
  %85 = getelementptr inbounds i8, ptr %84, i64 4, !dbg !152
  %86 = load <4 x i8>, ptr %84, align 16, !dbg !152, !tbaa !153
  %87 = load <4 x i8>, ptr %85, align 4, !dbg !152, !tbaa !153
  %88 = icmp eq <4 x i8> %86, zeroinitializer, !dbg !154
  %89 = icmp eq <4 x i8> %87, zeroinitializer, !dbg !154
  %90 = zext <4 x i1> %88 to <4 x i32>, !dbg !154
  %91 = zext <4 x i1> %89 to <4 x i32>, !dbg !154
  %92 = add <4 x i32> %82, %90, !dbg !155
  %93 = add <4 x i32> %83, %91, !dbg !155
  %94 = icmp eq i64 %81, 288, !dbg !150
  br i1 %94, label %108, label %95, !dbg !150, !llvm.loop !156

95:                                               ; preds = %80
  %96 = or disjoint i64 %81, 8, !dbg !150
  %97 = getelementptr inbounds [300 x i8], ptr %1, i64 0, i64 %96, !dbg !152
  %98 = getelementptr inbounds i8, ptr %97, i64 4, !dbg !152
  %99 = load <4 x i8>, ptr %97, align 8, !dbg !152, !tbaa !153
  %100 = load <4 x i8>, ptr %98, align 4, !dbg !152, !tbaa !153
  %101 = icmp eq <4 x i8> %99, zeroinitializer, !dbg !154
  %102 = icmp eq <4 x i8> %100, zeroinitializer, !dbg !154
  %103 = zext <4 x i1> %101 to <4 x i32>, !dbg !154
  %104 = zext <4 x i1> %102 to <4 x i32>, !dbg !154
  %105 = add <4 x i32> %92, %103, !dbg !155
  %106 = add <4 x i32> %93, %104, !dbg !155
  %107 = add nuw nsw i64 %81, 16, !dbg !150
  br label %80

108:                                              ; preds = %80
  %109 = add <4 x i32> %93, %92, !dbg !101
  %110 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %109), !dbg !101
    #dbg_value(i64 296, !68, !DIExpression(), !100)
    #dbg_value(i32 %110, !67, !DIExpression(), !71)
  %111 = getelementptr inbounds i8, ptr %1, i64 296, !dbg !152
  %112 = load i8, ptr %111, align 8, !dbg !152, !tbaa !153
  %113 = icmp eq i8 %112, 0, !dbg !154
  %114 = zext i1 %113 to i32, !dbg !154
  %115 = add nuw nsw i32 %110, %114, !dbg !155
    #dbg_value(i32 %115, !67, !DIExpression(), !71)
    #dbg_value(i64 297, !68, !DIExpression(), !100)
  %116 = getelementptr inbounds i8, ptr %1, i64 297, !dbg !152
  %117 = load i8, ptr %116, align 1, !dbg !152, !tbaa !153
  %118 = icmp eq i8 %117, 0, !dbg !154
  %119 = zext i1 %118 to i32, !dbg !154
  %120 = add nuw nsw i32 %115, %119, !dbg !155
    #dbg_value(i32 %120, !67, !DIExpression(), !71)
    #dbg_value(i64 298, !68, !DIExpression(), !100)
  %121 = getelementptr inbounds i8, ptr %1, i64 298, !dbg !152
  %122 = load i8, ptr %121, align 2, !dbg !152, !tbaa !153
  %123 = icmp eq i8 %122, 0, !dbg !154
  %124 = zext i1 %123 to i32, !dbg !154
  %125 = add nuw nsw i32 %120, %124, !dbg !155
    #dbg_value(i32 %125, !67, !DIExpression(), !71)
    #dbg_value(i64 299, !68, !DIExpression(), !100)
  %126 = getelementptr inbounds i8, ptr %1, i64 299, !dbg !152
  %127 = load i8, ptr %126, align 1, !dbg !152, !tbaa !153
  %128 = icmp eq i8 %127, 0, !dbg !154
  %129 = zext i1 %128 to i32, !dbg !154
  %130 = add nuw nsw i32 %125, %129, !dbg !155
    #dbg_value(i32 %130, !67, !DIExpression(), !71)
    #dbg_value(i64 300, !68, !DIExpression(), !100)
  %131 = call i32 @bcmp(ptr noundef nonnull dereferenceable(256) %2, ptr noundef nonnull dereferenceable(256) %3, i64 256), !dbg !160
  %132 = icmp eq i32 %131, 0, !dbg !161
  %133 = zext i1 %132 to i32, !dbg !161
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %130, i32 noundef %133, i64 noundef %77), !dbg !162
  %135 = trunc i64 %77 to i32, !dbg !163
  %136 = and i32 %135, 127, !dbg !163
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #10, !dbg !164
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %2) #10, !dbg !164
  call void @llvm.lifetime.end.p0(i64 300, ptr nonnull %1) #10, !dbg !164
  ret i32 %136, !dbg !165
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @pop_loop(i64 noundef %0) unnamed_addr #2 !dbg !166 {
    #dbg_value(i64 %0, !170, !DIExpression(), !172)
    #dbg_value(i32 0, !171, !DIExpression(), !172)
  %2 = icmp eq i64 %0, 0, !dbg !173
  br i1 %2, label %10, label %3, !dbg !173

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %8, %3 ], [ 0, %1 ]
  %5 = phi i64 [ %7, %3 ], [ %0, %1 ]
    #dbg_value(i32 %4, !171, !DIExpression(), !172)
    #dbg_value(i64 %5, !170, !DIExpression(), !172)
  %6 = add i64 %5, -1, !dbg !174
  %7 = and i64 %6, %5, !dbg !176
    #dbg_value(i64 %7, !170, !DIExpression(), !172)
  %8 = add nuw nsw i32 %4, 1, !dbg !177
    #dbg_value(i32 %8, !171, !DIExpression(), !172)
  %9 = icmp eq i64 %7, 0, !dbg !173
  br i1 %9, label %10, label %3, !dbg !173, !llvm.loop !178

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %1 ], [ %8, %3 ], !dbg !180
  ret i32 %11, !dbg !181
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc i32 @clz_loop(i32 noundef %0) unnamed_addr #3 !dbg !182 {
    #dbg_value(i32 %0, !186, !DIExpression(), !188)
    #dbg_value(i32 32, !187, !DIExpression(), !188)
  %2 = tail call range(i32 0, 33) i32 @llvm.ctlz.i32(i32 %0, i1 false)
  ret i32 %2, !dbg !189
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc i32 @ctz_loop(i32 noundef %0) unnamed_addr #2 !dbg !190 {
    #dbg_value(i32 %0, !192, !DIExpression(), !194)
  %2 = icmp eq i32 %0, 0, !dbg !195
  br i1 %2, label %13, label %3, !dbg !197

3:                                                ; preds = %1
    #dbg_value(i32 0, !193, !DIExpression(), !194)
    #dbg_value(i32 %0, !192, !DIExpression(), !194)
  %4 = and i32 %0, 1, !dbg !198
  %5 = icmp eq i32 %4, 0, !dbg !199
  br i1 %5, label %6, label %13, !dbg !200

6:                                                ; preds = %3, %6
  %7 = phi i32 [ %10, %6 ], [ 0, %3 ]
  %8 = phi i32 [ %9, %6 ], [ %0, %3 ]
    #dbg_value(i32 %7, !193, !DIExpression(), !194)
    #dbg_value(i32 %8, !192, !DIExpression(), !194)
  %9 = lshr exact i32 %8, 1, !dbg !201
    #dbg_value(i32 %9, !192, !DIExpression(), !194)
  %10 = add nuw nsw i32 %7, 1, !dbg !203
    #dbg_value(i32 %10, !193, !DIExpression(), !194)
  %11 = and i32 %8, 2, !dbg !199
  %12 = icmp eq i32 %11, 0, !dbg !199
  br i1 %12, label %6, label %13, !dbg !200, !llvm.loop !204

13:                                               ; preds = %6, %3, %1
  %14 = phi i32 [ 32, %1 ], [ 0, %3 ], [ %10, %6 ], !dbg !206
  ret i32 %14, !dbg !207
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i32 @bswap_shifts(i32 noundef %0) unnamed_addr #3 !dbg !208 {
    #dbg_value(i32 %0, !212, !DIExpression(), !213)
  %2 = tail call i32 @llvm.bswap.i32(i32 %0), !dbg !214
  ret i32 %2, !dbg !215
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @rot_shifts(i64 noundef %0, i32 noundef %1) unnamed_addr #3 !dbg !216 {
    #dbg_value(i64 %0, !220, !DIExpression(), !222)
    #dbg_value(i32 %1, !221, !DIExpression(), !222)
    #dbg_value(i32 %1, !221, !DIExpression(DW_OP_constu, 63, DW_OP_and, DW_OP_stack_value), !222)
  %3 = zext i32 %1 to i64, !dbg !223
  %4 = tail call i64 @llvm.fshl.i64(i64 %0, i64 %0, i64 %3), !dbg !224
  ret i64 %4, !dbg !225
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(none) uwtable
define internal fastcc range(i32 0, 2) i32 @parity_loop(i32 noundef %0) unnamed_addr #2 !dbg !226 {
    #dbg_value(i32 %0, !228, !DIExpression(), !230)
    #dbg_value(i32 0, !229, !DIExpression(), !230)
  %2 = icmp eq i32 %0, 0, !dbg !231
  br i1 %2, label %10, label %3, !dbg !231

3:                                                ; preds = %1, %3
  %4 = phi i32 [ %6, %3 ], [ 0, %1 ]
  %5 = phi i32 [ %8, %3 ], [ %0, %1 ]
    #dbg_value(i32 %4, !229, !DIExpression(), !230)
    #dbg_value(i32 %5, !228, !DIExpression(), !230)
  %6 = xor i32 %4, 1, !dbg !232
    #dbg_value(i32 %6, !229, !DIExpression(), !230)
  %7 = add i32 %5, -1, !dbg !234
  %8 = and i32 %7, %5, !dbg !235
    #dbg_value(i32 %8, !228, !DIExpression(), !230)
  %9 = icmp eq i32 %8, 0, !dbg !231
  br i1 %9, label %10, label %3, !dbg !231, !llvm.loop !236

10:                                               ; preds = %3, %1
  %11 = phi i32 [ 0, %1 ], [ %6, %3 ], !dbg !238
  ret i32 %11, !dbg !239
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc range(i32 0, -2147483648) i32 @abs_branch(i32 noundef %0) unnamed_addr #3 !dbg !240 {
    #dbg_value(i32 %0, !244, !DIExpression(), !245)
  %2 = tail call i32 @llvm.abs.i32(i32 %0, i1 true), !dbg !246
  ret i32 %2, !dbg !247
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef i64 @smin_branch(i64 noundef %0, i64 noundef %1) unnamed_addr #3 !dbg !248 {
    #dbg_value(i64 %0, !252, !DIExpression(), !254)
    #dbg_value(i64 %1, !253, !DIExpression(), !254)
  %3 = tail call i64 @llvm.smin.i64(i64 %0, i64 %1), !dbg !255
  ret i64 %3, !dbg !256
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef zeroext i16 @umax_branch(i16 noundef zeroext %0, i16 noundef zeroext %1) unnamed_addr #3 !dbg !257 {
    #dbg_value(i16 %0, !261, !DIExpression(), !263)
    #dbg_value(i16 %1, !262, !DIExpression(), !263)
  %3 = tail call i16 @llvm.umax.i16(i16 %0, i16 %1), !dbg !264
  ret i16 %3, !dbg !265
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !266 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @zero_loop(ptr nocapture noundef writeonly %0) unnamed_addr #6 !dbg !273 {
    #dbg_value(ptr %0, !278, !DIExpression(), !282)
    #dbg_value(i32 250, !279, !DIExpression(), !282)
    #dbg_value(i32 0, !280, !DIExpression(), !283)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(250) %0, i8 0, i64 250, i1 false), !dbg !284, !tbaa !153
    #dbg_value(i64 poison, !280, !DIExpression(), !283)
  ret void, !dbg !286
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @copy_loop(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) unnamed_addr #7 !dbg !287 {
    #dbg_value(ptr %0, !294, !DIExpression(), !299)
    #dbg_value(ptr %1, !295, !DIExpression(), !299)
    #dbg_value(i32 64, !296, !DIExpression(), !299)
    #dbg_value(i32 0, !297, !DIExpression(), !300)
  %3 = ptrtoint ptr %0 to i64, !dbg !301
  %4 = ptrtoint ptr %1 to i64, !dbg !301
  %5 = sub i64 %3, %4, !dbg !301
  %6 = icmp ult i64 %5, 32, !dbg !301
  br i1 %6, label %55, label %7, !dbg !301

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !302
  %9 = load <4 x i32>, ptr %1, align 4, !dbg !302, !tbaa !94
  %10 = load <4 x i32>, ptr %8, align 4, !dbg !302, !tbaa !94
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !304
  store <4 x i32> %9, ptr %0, align 4, !dbg !304, !tbaa !94
  store <4 x i32> %10, ptr %11, align 4, !dbg !304, !tbaa !94
  %12 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !302
  %13 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !302
  %14 = load <4 x i32>, ptr %12, align 4, !dbg !302, !tbaa !94
  %15 = load <4 x i32>, ptr %13, align 4, !dbg !302, !tbaa !94
  %16 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !305
  %17 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !304
  store <4 x i32> %14, ptr %16, align 4, !dbg !304, !tbaa !94
  store <4 x i32> %15, ptr %17, align 4, !dbg !304, !tbaa !94
  %18 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !302
  %19 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !302
  %20 = load <4 x i32>, ptr %18, align 4, !dbg !302, !tbaa !94
  %21 = load <4 x i32>, ptr %19, align 4, !dbg !302, !tbaa !94
  %22 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !305
  %23 = getelementptr inbounds i8, ptr %0, i64 80, !dbg !304
  store <4 x i32> %20, ptr %22, align 4, !dbg !304, !tbaa !94
  store <4 x i32> %21, ptr %23, align 4, !dbg !304, !tbaa !94
  %24 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !302
  %25 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !302
  %26 = load <4 x i32>, ptr %24, align 4, !dbg !302, !tbaa !94
  %27 = load <4 x i32>, ptr %25, align 4, !dbg !302, !tbaa !94
  %28 = getelementptr inbounds i8, ptr %0, i64 96, !dbg !305
  %29 = getelementptr inbounds i8, ptr %0, i64 112, !dbg !304
  store <4 x i32> %26, ptr %28, align 4, !dbg !304, !tbaa !94
  store <4 x i32> %27, ptr %29, align 4, !dbg !304, !tbaa !94
  %30 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !302
  %31 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !302
  %32 = load <4 x i32>, ptr %30, align 4, !dbg !302, !tbaa !94
  %33 = load <4 x i32>, ptr %31, align 4, !dbg !302, !tbaa !94
  %34 = getelementptr inbounds i8, ptr %0, i64 128, !dbg !305
  %35 = getelementptr inbounds i8, ptr %0, i64 144, !dbg !304
  store <4 x i32> %32, ptr %34, align 4, !dbg !304, !tbaa !94
  store <4 x i32> %33, ptr %35, align 4, !dbg !304, !tbaa !94
  %36 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !302
  %37 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !302
  %38 = load <4 x i32>, ptr %36, align 4, !dbg !302, !tbaa !94
  %39 = load <4 x i32>, ptr %37, align 4, !dbg !302, !tbaa !94
  %40 = getelementptr inbounds i8, ptr %0, i64 160, !dbg !305
  %41 = getelementptr inbounds i8, ptr %0, i64 176, !dbg !304
  store <4 x i32> %38, ptr %40, align 4, !dbg !304, !tbaa !94
  store <4 x i32> %39, ptr %41, align 4, !dbg !304, !tbaa !94
  %42 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !302
  %43 = getelementptr inbounds i8, ptr %1, i64 208, !dbg !302
  %44 = load <4 x i32>, ptr %42, align 4, !dbg !302, !tbaa !94
  %45 = load <4 x i32>, ptr %43, align 4, !dbg !302, !tbaa !94
  %46 = getelementptr inbounds i8, ptr %0, i64 192, !dbg !305
  %47 = getelementptr inbounds i8, ptr %0, i64 208, !dbg !304
  store <4 x i32> %44, ptr %46, align 4, !dbg !304, !tbaa !94
  store <4 x i32> %45, ptr %47, align 4, !dbg !304, !tbaa !94
  %48 = getelementptr inbounds i8, ptr %1, i64 224, !dbg !302
  %49 = getelementptr inbounds i8, ptr %1, i64 240, !dbg !302
  %50 = load <4 x i32>, ptr %48, align 4, !dbg !302, !tbaa !94
  %51 = load <4 x i32>, ptr %49, align 4, !dbg !302, !tbaa !94
  %52 = getelementptr inbounds i8, ptr %0, i64 224, !dbg !305
  %53 = getelementptr inbounds i8, ptr %0, i64 240, !dbg !304
  store <4 x i32> %50, ptr %52, align 4, !dbg !304, !tbaa !94
  store <4 x i32> %51, ptr %53, align 4, !dbg !304, !tbaa !94
  br label %54, !dbg !306

54:                                               ; preds = %55, %7
  ret void, !dbg !306

55:                                               ; preds = %2, %55
  %56 = phi i64 [ %72, %55 ], [ 0, %2 ]
    #dbg_value(i64 %56, !297, !DIExpression(), !300)
  %57 = getelementptr inbounds i32, ptr %1, i64 %56, !dbg !302
  %58 = load i32, ptr %57, align 4, !dbg !302, !tbaa !94
  %59 = getelementptr inbounds i32, ptr %0, i64 %56, !dbg !305
  store i32 %58, ptr %59, align 4, !dbg !304, !tbaa !94
  %60 = or disjoint i64 %56, 1, !dbg !307
    #dbg_value(i64 %60, !297, !DIExpression(), !300)
  %61 = getelementptr inbounds i32, ptr %1, i64 %60, !dbg !302
  %62 = load i32, ptr %61, align 4, !dbg !302, !tbaa !94
  %63 = getelementptr inbounds i32, ptr %0, i64 %60, !dbg !305
  store i32 %62, ptr %63, align 4, !dbg !304, !tbaa !94
  %64 = or disjoint i64 %56, 2, !dbg !307
    #dbg_value(i64 %64, !297, !DIExpression(), !300)
  %65 = getelementptr inbounds i32, ptr %1, i64 %64, !dbg !302
  %66 = load i32, ptr %65, align 4, !dbg !302, !tbaa !94
  %67 = getelementptr inbounds i32, ptr %0, i64 %64, !dbg !305
  store i32 %66, ptr %67, align 4, !dbg !304, !tbaa !94
  %68 = or disjoint i64 %56, 3, !dbg !307
    #dbg_value(i64 %68, !297, !DIExpression(), !300)
  %69 = getelementptr inbounds i32, ptr %1, i64 %68, !dbg !302
  %70 = load i32, ptr %69, align 4, !dbg !302, !tbaa !94
  %71 = getelementptr inbounds i32, ptr %0, i64 %68, !dbg !305
  store i32 %70, ptr %71, align 4, !dbg !304, !tbaa !94
  %72 = add nuw nsw i64 %56, 4, !dbg !307
    #dbg_value(i64 %72, !297, !DIExpression(), !300)
  %73 = icmp eq i64 %72, 64, !dbg !308
  br i1 %73, label %54, label %55, !dbg !301, !llvm.loop !309
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

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!32, !33, !34, !35, !36, !37, !38}
!llvm.ident = !{!39}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/idiom_recognition.c", directory: ".", checksumkind: CSK_MD5, checksum: "4ad457c2d3097e18ee86be2e3296a834")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 488, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 61)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 272, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 34)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !31, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !19, !18, !20, !24, !27, !30, !23}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !15, line: 26, baseType: !16)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !17, line: 42, baseType: !18)
!17 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !21, line: 26, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !17, line: 41, baseType: !23)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !21, line: 27, baseType: !25)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !17, line: 44, baseType: !26)
!26 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !15, line: 25, baseType: !28)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !17, line: 40, baseType: !29)
!29 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!30 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!31 = !{!0, !7}
!32 = !{i32 7, !"Dwarf Version", i32 5}
!33 = !{i32 2, !"Debug Info Version", i32 3}
!34 = !{i32 1, !"wchar_size", i32 4}
!35 = !{i32 8, !"PIC Level", i32 2}
!36 = !{i32 7, !"PIE Level", i32 2}
!37 = !{i32 7, !"uwtable", i32 2}
!38 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!39 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!40 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 22, type: !41, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !43)
!41 = !DISubroutineType(types: !42)
!42 = !{!23}
!43 = !{!44, !47, !48, !50, !53, !60, !64, !65, !67, !68}
!44 = !DILocalVariable(name: "x", scope: !40, file: !2, line: 23, type: !45)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !15, line: 27, baseType: !46)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !17, line: 45, baseType: !19)
!47 = !DILocalVariable(name: "h", scope: !40, file: !2, line: 24, type: !19)
!48 = !DILocalVariable(name: "i", scope: !49, file: !2, line: 25, type: !23)
!49 = distinct !DILexicalBlock(scope: !40, file: !2, line: 25, column: 5)
!50 = !DILocalVariable(name: "lo", scope: !51, file: !2, line: 27, type: !14)
!51 = distinct !DILexicalBlock(scope: !52, file: !2, line: 25, column: 35)
!52 = distinct !DILexicalBlock(scope: !49, file: !2, line: 25, column: 5)
!53 = !DILocalVariable(name: "buf", scope: !40, file: !2, line: 33, type: !54)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !55, size: 2400, elements: !58)
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !15, line: 24, baseType: !56)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !17, line: 38, baseType: !57)
!57 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!58 = !{!59}
!59 = !DISubrange(count: 300)
!60 = !DILocalVariable(name: "src", scope: !40, file: !2, line: 34, type: !61)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 2048, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 64)
!64 = !DILocalVariable(name: "dst", scope: !40, file: !2, line: 34, type: !61)
!65 = !DILocalVariable(name: "i", scope: !66, file: !2, line: 34, type: !23)
!66 = distinct !DILexicalBlock(scope: !40, file: !2, line: 34, column: 32)
!67 = !DILocalVariable(name: "z", scope: !40, file: !2, line: 35, type: !23)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 35, type: !23)
!69 = distinct !DILexicalBlock(scope: !40, file: !2, line: 35, column: 16)
!70 = distinct !DIAssignID()
!71 = !DILocation(line: 0, scope: !40)
!72 = distinct !DIAssignID()
!73 = distinct !DIAssignID()
!74 = !DILocation(line: 0, scope: !49)
!75 = !DILocation(line: 25, column: 5, scope: !49)
!76 = !DILocation(line: 31, column: 77, scope: !40)
!77 = !DILocation(line: 31, column: 110, scope: !40)
!78 = !DILocation(line: 31, column: 123, scope: !40)
!79 = !DILocation(line: 31, column: 136, scope: !40)
!80 = !DILocation(line: 31, column: 159, scope: !40)
!81 = !DILocation(line: 31, column: 172, scope: !40)
!82 = !DILocation(line: 32, column: 32, scope: !40)
!83 = !DILocation(line: 32, column: 70, scope: !40)
!84 = !DILocation(line: 31, column: 5, scope: !40)
!85 = !DILocation(line: 33, column: 5, scope: !40)
!86 = !DILocation(line: 33, column: 23, scope: !40)
!87 = distinct !DIAssignID()
!88 = !DILocation(line: 33, column: 68, scope: !40)
!89 = !DILocation(line: 33, column: 54, scope: !40)
!90 = !DILocation(line: 34, column: 5, scope: !40)
!91 = !DILocation(line: 0, scope: !66)
!92 = !DILocation(line: 34, column: 68, scope: !93)
!93 = distinct !DILexicalBlock(scope: !66, file: !2, line: 34, column: 32)
!94 = !{!95, !95, i64 0}
!95 = !{!"int", !96, i64 0}
!96 = !{!"omnipotent char", !97, i64 0}
!97 = !{!"Simple C/C++ TBAA"}
!98 = !DILocation(line: 34, column: 61, scope: !93)
!99 = !DILocation(line: 34, column: 97, scope: !40)
!100 = !DILocation(line: 0, scope: !69)
!101 = !DILocation(line: 35, column: 16, scope: !69)
!102 = !DILocation(line: 26, column: 16, scope: !51)
!103 = !DILocation(line: 26, column: 11, scope: !51)
!104 = !DILocation(line: 26, column: 30, scope: !51)
!105 = !DILocation(line: 26, column: 25, scope: !51)
!106 = !DILocation(line: 26, column: 43, scope: !51)
!107 = !DILocation(line: 26, column: 38, scope: !51)
!108 = !DILocation(line: 27, column: 23, scope: !51)
!109 = !DILocation(line: 27, column: 41, scope: !51)
!110 = !DILocation(line: 27, column: 35, scope: !51)
!111 = !DILocation(line: 0, scope: !51)
!112 = !DILocation(line: 28, column: 15, scope: !51)
!113 = !DILocation(line: 28, column: 42, scope: !51)
!114 = !DILocation(line: 28, column: 27, scope: !51)
!115 = !DILocation(line: 28, column: 25, scope: !51)
!116 = !DILocation(line: 28, column: 71, scope: !51)
!117 = !DILocation(line: 28, column: 56, scope: !51)
!118 = !DILocation(line: 28, column: 84, scope: !51)
!119 = !DILocation(line: 28, column: 54, scope: !51)
!120 = !DILocation(line: 28, column: 105, scope: !51)
!121 = !DILocation(line: 28, column: 90, scope: !51)
!122 = !DILocation(line: 28, column: 118, scope: !51)
!123 = !DILocation(line: 28, column: 88, scope: !51)
!124 = !DILocation(line: 28, column: 125, scope: !51)
!125 = !DILocation(line: 28, column: 123, scope: !51)
!126 = !DILocation(line: 28, column: 144, scope: !51)
!127 = !DILocation(line: 28, column: 142, scope: !51)
!128 = !DILocation(line: 28, column: 188, scope: !51)
!129 = !DILocation(line: 28, column: 173, scope: !51)
!130 = !DILocation(line: 28, column: 171, scope: !51)
!131 = !DILocation(line: 29, column: 52, scope: !51)
!132 = !DILocation(line: 29, column: 40, scope: !51)
!133 = !DILocation(line: 29, column: 29, scope: !51)
!134 = !DILocation(line: 29, column: 14, scope: !51)
!135 = !DILocation(line: 29, column: 138, scope: !51)
!136 = !DILocation(line: 29, column: 125, scope: !51)
!137 = !DILocation(line: 29, column: 101, scope: !51)
!138 = !DILocation(line: 29, column: 84, scope: !51)
!139 = !DILocation(line: 29, column: 159, scope: !51)
!140 = !DILocation(line: 29, column: 185, scope: !51)
!141 = !DILocation(line: 29, column: 172, scope: !51)
!142 = !DILocation(line: 29, column: 147, scope: !51)
!143 = !DILocation(line: 29, column: 145, scope: !51)
!144 = !DILocation(line: 29, column: 11, scope: !51)
!145 = !DILocation(line: 25, column: 31, scope: !52)
!146 = !DILocation(line: 25, column: 23, scope: !52)
!147 = distinct !{!147, !75, !148, !149}
!148 = !DILocation(line: 30, column: 5, scope: !49)
!149 = !{!"llvm.loop.mustprogress"}
!150 = !DILocation(line: 35, column: 42, scope: !151)
!151 = distinct !DILexicalBlock(scope: !69, file: !2, line: 35, column: 16)
!152 = !DILocation(line: 35, column: 51, scope: !151)
!153 = !{!96, !96, i64 0}
!154 = !DILocation(line: 35, column: 58, scope: !151)
!155 = !DILocation(line: 35, column: 48, scope: !151)
!156 = distinct !{!156, !101, !157, !149, !158, !159}
!157 = !DILocation(line: 35, column: 61, scope: !69)
!158 = !{!"llvm.loop.isvectorized", i32 1}
!159 = !{!"llvm.loop.unroll.runtime.disable"}
!160 = !DILocation(line: 36, column: 53, scope: !40)
!161 = !DILocation(line: 36, column: 82, scope: !40)
!162 = !DILocation(line: 36, column: 5, scope: !40)
!163 = !DILocation(line: 37, column: 12, scope: !40)
!164 = !DILocation(line: 38, column: 1, scope: !40)
!165 = !DILocation(line: 37, column: 5, scope: !40)
!166 = distinct !DISubprogram(name: "pop_loop", scope: !2, file: !2, line: 10, type: !167, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{!23, !45}
!169 = !{!170, !171}
!170 = !DILocalVariable(name: "x", arg: 1, scope: !166, file: !2, line: 10, type: !45)
!171 = !DILocalVariable(name: "c", scope: !166, file: !2, line: 10, type: !23)
!172 = !DILocation(line: 0, scope: !166)
!173 = !DILocation(line: 10, column: 72, scope: !166)
!174 = !DILocation(line: 10, column: 91, scope: !175)
!175 = distinct !DILexicalBlock(scope: !166, file: !2, line: 10, column: 82)
!176 = !DILocation(line: 10, column: 86, scope: !175)
!177 = !DILocation(line: 10, column: 97, scope: !175)
!178 = distinct !{!178, !173, !179, !149}
!179 = !DILocation(line: 10, column: 101, scope: !166)
!180 = !DILocation(line: 10, scope: !166)
!181 = !DILocation(line: 10, column: 103, scope: !166)
!182 = distinct !DISubprogram(name: "clz_loop", scope: !2, file: !2, line: 11, type: !183, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !185)
!183 = !DISubroutineType(types: !184)
!184 = !{!23, !14}
!185 = !{!186, !187}
!186 = !DILocalVariable(name: "x", arg: 1, scope: !182, file: !2, line: 11, type: !14)
!187 = !DILocalVariable(name: "n", scope: !182, file: !2, line: 11, type: !23)
!188 = !DILocation(line: 0, scope: !182)
!189 = !DILocation(line: 11, column: 101, scope: !182)
!190 = distinct !DISubprogram(name: "ctz_loop", scope: !2, file: !2, line: 12, type: !183, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !191)
!191 = !{!192, !193}
!192 = !DILocalVariable(name: "x", arg: 1, scope: !190, file: !2, line: 12, type: !14)
!193 = !DILocalVariable(name: "n", scope: !190, file: !2, line: 12, type: !23)
!194 = !DILocation(line: 0, scope: !190)
!195 = !DILocation(line: 12, column: 66, scope: !196)
!196 = distinct !DILexicalBlock(scope: !190, file: !2, line: 12, column: 65)
!197 = !DILocation(line: 12, column: 65, scope: !190)
!198 = !DILocation(line: 12, column: 102, scope: !190)
!199 = !DILocation(line: 12, column: 98, scope: !190)
!200 = !DILocation(line: 12, column: 91, scope: !190)
!201 = !DILocation(line: 12, column: 112, scope: !202)
!202 = distinct !DILexicalBlock(scope: !190, file: !2, line: 12, column: 108)
!203 = !DILocation(line: 12, column: 120, scope: !202)
!204 = distinct !{!204, !200, !205, !149}
!205 = !DILocation(line: 12, column: 124, scope: !190)
!206 = !DILocation(line: 12, scope: !190)
!207 = !DILocation(line: 12, column: 136, scope: !190)
!208 = distinct !DISubprogram(name: "bswap_shifts", scope: !2, file: !2, line: 13, type: !209, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!14, !14}
!211 = !{!212}
!212 = !DILocalVariable(name: "x", arg: 1, scope: !208, file: !2, line: 13, type: !14)
!213 = !DILocation(line: 0, scope: !208)
!214 = !DILocation(line: 13, column: 140, scope: !208)
!215 = !DILocation(line: 13, column: 70, scope: !208)
!216 = distinct !DISubprogram(name: "rot_shifts", scope: !2, file: !2, line: 14, type: !217, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !219)
!217 = !DISubroutineType(types: !218)
!218 = !{!45, !45, !18}
!219 = !{!220, !221}
!220 = !DILocalVariable(name: "x", arg: 1, scope: !216, file: !2, line: 14, type: !45)
!221 = !DILocalVariable(name: "n", arg: 2, scope: !216, file: !2, line: 14, type: !18)
!222 = !DILocation(line: 0, scope: !216)
!223 = !DILocation(line: 14, column: 99, scope: !216)
!224 = !DILocation(line: 14, column: 105, scope: !216)
!225 = !DILocation(line: 14, column: 89, scope: !216)
!226 = distinct !DISubprogram(name: "parity_loop", scope: !2, file: !2, line: 20, type: !183, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !227)
!227 = !{!228, !229}
!228 = !DILocalVariable(name: "x", arg: 1, scope: !226, file: !2, line: 20, type: !14)
!229 = !DILocalVariable(name: "p", scope: !226, file: !2, line: 20, type: !23)
!230 = !DILocation(line: 0, scope: !226)
!231 = !DILocation(line: 20, column: 75, scope: !226)
!232 = !DILocation(line: 20, column: 89, scope: !233)
!233 = distinct !DILexicalBlock(scope: !226, file: !2, line: 20, column: 85)
!234 = !DILocation(line: 20, column: 102, scope: !233)
!235 = !DILocation(line: 20, column: 97, scope: !233)
!236 = distinct !{!236, !231, !237, !149}
!237 = !DILocation(line: 20, column: 107, scope: !226)
!238 = !DILocation(line: 20, scope: !226)
!239 = !DILocation(line: 20, column: 109, scope: !226)
!240 = distinct !DISubprogram(name: "abs_branch", scope: !2, file: !2, line: 15, type: !241, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !243)
!241 = !DISubroutineType(types: !242)
!242 = !{!20, !20}
!243 = !{!244}
!244 = !DILocalVariable(name: "x", arg: 1, scope: !240, file: !2, line: 15, type: !20)
!245 = !DILocation(line: 0, scope: !240)
!246 = !DILocation(line: 15, column: 70, scope: !240)
!247 = !DILocation(line: 15, column: 98, scope: !240)
!248 = distinct !DISubprogram(name: "smin_branch", scope: !2, file: !2, line: 16, type: !249, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !251)
!249 = !DISubroutineType(types: !250)
!250 = !{!24, !24, !24}
!251 = !{!252, !253}
!252 = !DILocalVariable(name: "a", arg: 1, scope: !248, file: !2, line: 16, type: !24)
!253 = !DILocalVariable(name: "b", arg: 2, scope: !248, file: !2, line: 16, type: !24)
!254 = !DILocation(line: 0, scope: !248)
!255 = !DILocation(line: 16, scope: !248)
!256 = !DILocation(line: 16, column: 109, scope: !248)
!257 = distinct !DISubprogram(name: "umax_branch", scope: !2, file: !2, line: 17, type: !258, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !260)
!258 = !DISubroutineType(types: !259)
!259 = !{!27, !27, !27}
!260 = !{!261, !262}
!261 = !DILocalVariable(name: "a", arg: 1, scope: !257, file: !2, line: 17, type: !27)
!262 = !DILocalVariable(name: "b", arg: 2, scope: !257, file: !2, line: 17, type: !27)
!263 = !DILocation(line: 0, scope: !257)
!264 = !DILocation(line: 17, scope: !257)
!265 = !DILocation(line: 17, column: 112, scope: !257)
!266 = !DISubprogram(name: "printf", scope: !267, file: !267, line: 356, type: !268, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!267 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!268 = !DISubroutineType(types: !269)
!269 = !{!23, !270, null}
!270 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !271)
!271 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !272, size: 64)
!272 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!273 = distinct !DISubprogram(name: "zero_loop", scope: !2, file: !2, line: 18, type: !274, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !277)
!274 = !DISubroutineType(cc: DW_CC_nocall, types: !275)
!275 = !{null, !276, !23}
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !55, size: 64)
!277 = !{!278, !279, !280}
!278 = !DILocalVariable(name: "p", arg: 1, scope: !273, file: !2, line: 18, type: !276)
!279 = !DILocalVariable(name: "n", arg: 2, scope: !273, file: !2, line: 18, type: !23)
!280 = !DILocalVariable(name: "i", scope: !281, file: !2, line: 18, type: !23)
!281 = distinct !DILexicalBlock(scope: !273, file: !2, line: 18, column: 70)
!282 = !DILocation(line: 0, scope: !273)
!283 = !DILocation(line: 0, scope: !281)
!284 = !DILocation(line: 18, column: 103, scope: !285)
!285 = distinct !DILexicalBlock(scope: !281, file: !2, line: 18, column: 70)
!286 = !DILocation(line: 18, column: 108, scope: !273)
!287 = distinct !DISubprogram(name: "copy_loop", scope: !2, file: !2, line: 19, type: !288, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !293)
!288 = !DISubroutineType(cc: DW_CC_nocall, types: !289)
!289 = !{null, !290, !291, !23}
!290 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!291 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !292, size: 64)
!292 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!293 = !{!294, !295, !296, !297}
!294 = !DILocalVariable(name: "d", arg: 1, scope: !287, file: !2, line: 19, type: !290)
!295 = !DILocalVariable(name: "s", arg: 2, scope: !287, file: !2, line: 19, type: !291)
!296 = !DILocalVariable(name: "n", arg: 3, scope: !287, file: !2, line: 19, type: !23)
!297 = !DILocalVariable(name: "i", scope: !298, file: !2, line: 19, type: !23)
!298 = distinct !DILexicalBlock(scope: !287, file: !2, line: 19, column: 90)
!299 = !DILocation(line: 0, scope: !287)
!300 = !DILocation(line: 0, scope: !298)
!301 = !DILocation(line: 19, column: 90, scope: !298)
!302 = !DILocation(line: 19, column: 125, scope: !303)
!303 = distinct !DILexicalBlock(scope: !298, file: !2, line: 19, column: 90)
!304 = !DILocation(line: 19, column: 123, scope: !303)
!305 = !DILocation(line: 19, column: 118, scope: !303)
!306 = !DILocation(line: 19, column: 131, scope: !287)
!307 = !DILocation(line: 19, column: 114, scope: !303)
!308 = !DILocation(line: 19, column: 108, scope: !303)
!309 = distinct !{!309, !301, !310, !149, !158}
!310 = !DILocation(line: 19, column: 128, scope: !298)
