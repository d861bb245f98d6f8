; ModuleID = 'programs/memcpy_memmove_sizes.c'
source_filename = "programs/memcpy_memmove_sizes.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.anon = type { double, i32, [5 x i8] }

@src = internal unnamed_addr global [400 x i8] zeroinitializer, align 16, !dbg !0
@dst = internal global [400 x i8] zeroinitializer, align 16, !dbg !19
@ref = internal global [400 x i8] zeroinitializer, align 16, !dbg !24
@__const.main.s1 = private unnamed_addr constant %struct.anon { double 1.500000e+00, i32 7, [5 x i8] c"abcd\00" }, align 8
@.str = private unnamed_addr constant [22 x i8] c"struct copy %g %d %s\0A\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [18 x i8] c"hash %08x bad %d\0A\00", align 1, !dbg !14

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !34 {
  %1 = alloca [400 x i8], align 16, !DIAssignID !268
    #dbg_assign(i1 undef, !63, !DIExpression(), !268, ptr %1, !DIExpression(), !269)
  %2 = alloca [400 x i8], align 16, !DIAssignID !270
    #dbg_assign(i1 undef, !66, !DIExpression(), !270, ptr %2, !DIExpression(), !269)
  %3 = alloca %struct.anon, align 8, !DIAssignID !271
    #dbg_assign(i1 undef, !267, !DIExpression(), !271, ptr %3, !DIExpression(), !272)
    #dbg_value(i32 0, !38, !DIExpression(), !273)
  br label %4, !dbg !274

4:                                                ; preds = %4, %0
  %5 = phi i64 [ 0, %0 ], [ %10, %4 ], !dbg !275
  %6 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %0 ], [ %11, %4 ], !dbg !277
  %7 = mul <16 x i8> %6, <i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37, i8 37>, !dbg !277
  %8 = add <16 x i8> %7, <i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11, i8 11>, !dbg !277
  %9 = getelementptr inbounds [400 x i8], ptr @src, i64 0, i64 %5, !dbg !278
  store <16 x i8> %8, ptr %9, align 16, !dbg !279, !tbaa !280
  %10 = add nuw i64 %5, 16, !dbg !275
  %11 = add <16 x i8> %6, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !277
  %12 = icmp eq i64 %10, 400, !dbg !275
  br i1 %12, label %13, label %4, !dbg !275, !llvm.loop !283

13:                                               ; preds = %4, %31
  %14 = phi i64 [ %32, %31 ], [ 0, %4 ]
  %15 = phi i32 [ %57, %31 ], [ 0, %4 ]
    #dbg_value(i64 %14, !47, !DIExpression(), !288)
    #dbg_value(i32 %15, !40, !DIExpression(), !272)
  %16 = icmp eq i64 %14, 0
    #dbg_value(i32 0, !52, !DIExpression(), !289)
  br label %24, !dbg !290

17:                                               ; preds = %31
  %18 = getelementptr inbounds i8, ptr %1, i64 100
  %19 = getelementptr inbounds i8, ptr %2, i64 100
    #dbg_value(i64 0, !58, !DIExpression(), !291)
    #dbg_value(i32 0, !41, !DIExpression(), !272)
    #dbg_value(i32 %57, !40, !DIExpression(), !272)
  %20 = getelementptr i8, ptr %2, i64 99, !dbg !292
  %21 = getelementptr i8, ptr %2, i64 90, !dbg !292
  %22 = getelementptr i8, ptr %19, i64 -15
  %23 = getelementptr i8, ptr %19, i64 -3
  br label %61, !dbg !292

24:                                               ; preds = %13, %53
  %25 = phi i64 [ 0, %13 ], [ %58, %53 ]
  %26 = phi i64 [ 0, %13 ], [ %59, %53 ]
  %27 = phi i32 [ %15, %13 ], [ %57, %53 ]
  %28 = mul nuw nsw i64 %26, 3
  %29 = getelementptr i8, ptr @src, i64 %28
    #dbg_value(i64 %25, !52, !DIExpression(), !289)
    #dbg_value(i32 %27, !40, !DIExpression(), !272)
  %30 = getelementptr inbounds i8, ptr @src, i64 %25
    #dbg_value(i64 0, !55, !DIExpression(), !293)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @dst, i8 -18, i64 400, i1 false), !dbg !294
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @ref, i8 -18, i64 400, i1 false), !dbg !297
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @dst, ptr nonnull align 1 %30, i64 %14, i1 false), !dbg !298
    #dbg_value(!DIArgList(ptr @ref, i64 0), !299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !311)
    #dbg_value(ptr %30, !307, !DIExpression(), !311)
    #dbg_value(i64 %14, !308, !DIExpression(), !311)
    #dbg_value(i64 0, !309, !DIExpression(), !313)
  br i1 %16, label %35, label %34, !dbg !314

31:                                               ; preds = %53
  %32 = add nuw nsw i64 %14, 1, !dbg !315
    #dbg_value(i64 %32, !47, !DIExpression(), !288)
    #dbg_value(i32 %57, !40, !DIExpression(), !272)
  %33 = icmp eq i64 %32, 301, !dbg !316
  br i1 %33, label %17, label %13, !dbg !317, !llvm.loop !318

34:                                               ; preds = %24
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 @ref, ptr align 1 %29, i64 %14, i1 false), !dbg !320, !tbaa !280
    #dbg_value(i64 poison, !309, !DIExpression(), !313)
  br label %35, !dbg !322

35:                                               ; preds = %34, %24
  %36 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400), !dbg !322
  %37 = icmp ne i32 %36, 0, !dbg !324
  %38 = zext i1 %37 to i32, !dbg !325
  %39 = add nsw i32 %27, %38, !dbg !325
    #dbg_value(i32 %39, !40, !DIExpression(), !272)
    #dbg_value(i64 2, !55, !DIExpression(), !293)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @dst, i8 -18, i64 400, i1 false), !dbg !294
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @ref, i8 -18, i64 400, i1 false), !dbg !297
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 getelementptr inbounds (i8, ptr @dst, i64 2), ptr nonnull align 1 %30, i64 %14, i1 false), !dbg !298
    #dbg_value(!DIArgList(ptr @ref, i64 2), !299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !311)
    #dbg_value(ptr %30, !307, !DIExpression(), !311)
    #dbg_value(i64 %14, !308, !DIExpression(), !311)
    #dbg_value(i64 0, !309, !DIExpression(), !313)
  br i1 %16, label %41, label %40, !dbg !314

40:                                               ; preds = %35
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 getelementptr inbounds (i8, ptr @ref, i64 2), ptr align 1 %29, i64 %14, i1 false), !dbg !320, !tbaa !280
    #dbg_value(i64 poison, !309, !DIExpression(), !313)
  br label %41, !dbg !322

41:                                               ; preds = %40, %35
  %42 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400), !dbg !322
  %43 = icmp ne i32 %42, 0, !dbg !324
  %44 = zext i1 %43 to i32, !dbg !325
  %45 = add nsw i32 %39, %44, !dbg !325
    #dbg_value(i32 %45, !40, !DIExpression(), !272)
    #dbg_value(i64 4, !55, !DIExpression(), !293)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @dst, i8 -18, i64 400, i1 false), !dbg !294
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @ref, i8 -18, i64 400, i1 false), !dbg !297
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 getelementptr inbounds (i8, ptr @dst, i64 4), ptr nonnull align 1 %30, i64 %14, i1 false), !dbg !298
    #dbg_value(!DIArgList(ptr @ref, i64 4), !299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !311)
    #dbg_value(ptr %30, !307, !DIExpression(), !311)
    #dbg_value(i64 %14, !308, !DIExpression(), !311)
    #dbg_value(i64 0, !309, !DIExpression(), !313)
  br i1 %16, label %47, label %46, !dbg !314

46:                                               ; preds = %41
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 getelementptr inbounds (i8, ptr @ref, i64 4), ptr align 1 %29, i64 %14, i1 false), !dbg !320, !tbaa !280
    #dbg_value(i64 poison, !309, !DIExpression(), !313)
  br label %47, !dbg !322

47:                                               ; preds = %46, %41
  %48 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400), !dbg !322
  %49 = icmp ne i32 %48, 0, !dbg !324
  %50 = zext i1 %49 to i32, !dbg !325
  %51 = add nsw i32 %45, %50, !dbg !325
    #dbg_value(i32 %51, !40, !DIExpression(), !272)
    #dbg_value(i64 6, !55, !DIExpression(), !293)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @dst, i8 -18, i64 400, i1 false), !dbg !294
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(400) @ref, i8 -18, i64 400, i1 false), !dbg !297
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 getelementptr inbounds (i8, ptr @dst, i64 6), ptr nonnull align 1 %30, i64 %14, i1 false), !dbg !298
    #dbg_value(!DIArgList(ptr @ref, i64 6), !299, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !311)
    #dbg_value(ptr %30, !307, !DIExpression(), !311)
    #dbg_value(i64 %14, !308, !DIExpression(), !311)
    #dbg_value(i64 0, !309, !DIExpression(), !313)
  br i1 %16, label %53, label %52, !dbg !314

52:                                               ; preds = %47
  tail call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 2 getelementptr inbounds (i8, ptr @ref, i64 6), ptr align 1 %29, i64 %14, i1 false), !dbg !320, !tbaa !280
    #dbg_value(i64 poison, !309, !DIExpression(), !313)
  br label %53, !dbg !322

53:                                               ; preds = %52, %47
  %54 = tail call i32 @bcmp(ptr noundef nonnull dereferenceable(400) @dst, ptr noundef nonnull dereferenceable(400) @ref, i64 400), !dbg !322
  %55 = icmp ne i32 %54, 0, !dbg !324
  %56 = zext i1 %55 to i32, !dbg !325
  %57 = add nsw i32 %51, %56, !dbg !325
    #dbg_value(i32 %57, !40, !DIExpression(), !272)
    #dbg_value(i64 8, !55, !DIExpression(), !293)
  %58 = add nuw nsw i64 %25, 3, !dbg !326
    #dbg_value(i64 %58, !52, !DIExpression(), !289)
  %59 = add nuw nsw i64 %26, 1, !dbg !290
  %60 = icmp eq i64 %59, 3, !dbg !327
  br i1 %60, label %31, label %24, !dbg !290, !llvm.loop !328

61:                                               ; preds = %17, %92
  %62 = phi i64 [ 0, %17 ], [ %93, %92 ]
  %63 = phi i32 [ 0, %17 ], [ %269, %92 ]
  %64 = phi i32 [ %57, %17 ], [ %263, %92 ]
    #dbg_value(i64 %62, !58, !DIExpression(), !291)
    #dbg_value(i32 %63, !41, !DIExpression(), !272)
    #dbg_value(i32 %64, !40, !DIExpression(), !272)
  %65 = getelementptr i8, ptr %20, i64 %62
  %66 = icmp eq i64 %62, 0
    #dbg_value(i32 -9, !60, !DIExpression(), !330)
  %67 = getelementptr i8, ptr %21, i64 %62
  %68 = icmp ult i64 %62, 4
  %69 = sub nsw i64 1, %62
  %70 = sub nsw i64 1, %62
  %71 = getelementptr i8, ptr %65, i64 %70
  %72 = icmp ugt ptr %71, %65
  %73 = icmp ult i64 %62, 16
  %74 = and i64 %62, 9223372036854775792
  %75 = icmp eq i64 %62, %74
  %76 = and i64 %62, 15
  %77 = and i64 %62, 12
  %78 = icmp eq i64 %77, 0
  %79 = and i64 %62, 9223372036854775804
  %80 = and i64 %62, 3
  %81 = icmp eq i64 %62, %79
  %82 = icmp ult i64 %62, 8
  %83 = icmp ult i64 %62, 32
  %84 = and i64 %62, 9223372036854775776
  %85 = icmp eq i64 %62, %84
  %86 = and i64 %62, 24
  %87 = icmp eq i64 %86, 0
  %88 = and i64 %62, 9223372036854775800
  %89 = icmp eq i64 %62, %88
  %90 = and i64 %62, 3
  %91 = icmp eq i64 %90, 0
  br label %95, !dbg !331

92:                                               ; preds = %259
  %93 = add nuw nsw i64 %62, 7, !dbg !332
    #dbg_value(i64 %93, !58, !DIExpression(), !291)
    #dbg_value(i32 %269, !41, !DIExpression(), !272)
    #dbg_value(i32 %263, !40, !DIExpression(), !272)
  %94 = icmp ult i64 %62, 194, !dbg !333
  br i1 %94, label %61, label %273, !dbg !292, !llvm.loop !334

95:                                               ; preds = %61, %259
  %96 = phi i64 [ 0, %61 ], [ %272, %259 ]
  %97 = phi i64 [ -9, %61 ], [ %270, %259 ]
  %98 = phi i32 [ %63, %61 ], [ %269, %259 ]
  %99 = phi i32 [ %64, %61 ], [ %263, %259 ]
  %100 = mul nsw i64 %96, -3, !dbg !336
  %101 = add i64 %100, 9, !dbg !336
  %102 = mul nuw nsw i64 %96, 3, !dbg !336
  %103 = getelementptr i8, ptr %67, i64 %102, !dbg !336
    #dbg_value(i64 %97, !60, !DIExpression(), !330)
    #dbg_value(i32 %98, !41, !DIExpression(), !272)
    #dbg_value(i32 %99, !40, !DIExpression(), !272)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #6, !dbg !336
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #6, !dbg !336
    #dbg_value(i32 0, !67, !DIExpression(), !337)
  br label %104, !dbg !338

104:                                              ; preds = %110, %95
  %105 = phi i64 [ 0, %95 ], [ %123, %110 ], !dbg !339
  %106 = phi <16 x i8> [ <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, %95 ], [ %124, %110 ], !dbg !341
  %107 = getelementptr inbounds [400 x i8], ptr %2, i64 0, i64 %105, !dbg !342
  store <16 x i8> %106, ptr %107, align 16, !dbg !343, !tbaa !280
  %108 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %105, !dbg !344
  store <16 x i8> %106, ptr %108, align 16, !dbg !345, !tbaa !280
  %109 = icmp eq i64 %105, 384, !dbg !339
  br i1 %109, label %125, label %110, !dbg !339, !llvm.loop !346

110:                                              ; preds = %104
  %111 = or disjoint i64 %105, 16, !dbg !339
  %112 = add <16 x i8> %106, <i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16, i8 16>, !dbg !341
  %113 = getelementptr inbounds [400 x i8], ptr %2, i64 0, i64 %111, !dbg !342
  store <16 x i8> %112, ptr %113, align 16, !dbg !343, !tbaa !280
  %114 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %111, !dbg !344
  store <16 x i8> %112, ptr %114, align 16, !dbg !345, !tbaa !280
  %115 = or disjoint i64 %105, 32, !dbg !339
  %116 = add <16 x i8> %106, <i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32, i8 32>, !dbg !341
  %117 = getelementptr inbounds [400 x i8], ptr %2, i64 0, i64 %115, !dbg !342
  store <16 x i8> %116, ptr %117, align 16, !dbg !343, !tbaa !280
  %118 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %115, !dbg !344
  store <16 x i8> %116, ptr %118, align 16, !dbg !345, !tbaa !280
  %119 = or disjoint i64 %105, 48, !dbg !339
  %120 = add <16 x i8> %106, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>, !dbg !341
  %121 = getelementptr inbounds [400 x i8], ptr %2, i64 0, i64 %119, !dbg !342
  store <16 x i8> %120, ptr %121, align 16, !dbg !343, !tbaa !280
  %122 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %119, !dbg !344
  store <16 x i8> %120, ptr %122, align 16, !dbg !345, !tbaa !280
  %123 = add nuw nsw i64 %105, 64, !dbg !339
  %124 = add <16 x i8> %106, <i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64, i8 64>, !dbg !341
  br label %104

125:                                              ; preds = %104
  %126 = getelementptr inbounds i8, ptr %18, i64 %97, !dbg !348
  call void @llvm.memmove.p0.p0.i64(ptr nonnull align 1 %126, ptr nonnull align 4 %18, i64 %62, i1 false), !dbg !349
  %127 = getelementptr inbounds i8, ptr %19, i64 %97, !dbg !350
    #dbg_value(ptr %127, !351, !DIExpression(), !361)
    #dbg_value(ptr %19, !354, !DIExpression(), !361)
    #dbg_value(i64 %62, !355, !DIExpression(), !361)
  %128 = icmp slt i64 %97, 0, !dbg !363
  br i1 %128, label %181, label %129, !dbg !364

129:                                              ; preds = %125
    #dbg_value(i64 %62, !359, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !365)
  br i1 %66, label %259, label %130, !dbg !366

130:                                              ; preds = %129
  br i1 %68, label %151, label %131, !dbg !366

131:                                              ; preds = %130
  %132 = getelementptr i8, ptr %103, i64 %69, !dbg !366
  %133 = icmp ugt ptr %132, %103, !dbg !366
  %134 = or i1 %133, %72, !dbg !366
  %135 = icmp ult i64 %101, 16
  %136 = select i1 %134, i1 true, i1 %135
  br i1 %136, label %151, label %137

137:                                              ; preds = %131
  br i1 %73, label %168, label %138, !dbg !366

138:                                              ; preds = %137
  %139 = getelementptr i8, ptr %127, i64 -15, !dbg !366
  br label %140, !dbg !366

140:                                              ; preds = %140, %138
  %141 = phi i64 [ 0, %138 ], [ %147, %140 ]
  %142 = xor i64 %141, -1, !dbg !367
  %143 = add i64 %62, %142, !dbg !367
  %144 = getelementptr i8, ptr %22, i64 %143, !dbg !369
  %145 = load <16 x i8>, ptr %144, align 1, !dbg !369, !tbaa !280
  %146 = getelementptr i8, ptr %139, i64 %143, !dbg !370
  store <16 x i8> %145, ptr %146, align 1, !dbg !370, !tbaa !280
  %147 = add nuw i64 %141, 16
  %148 = icmp eq i64 %147, %74
  br i1 %148, label %149, label %140, !llvm.loop !371

149:                                              ; preds = %140
  br i1 %75, label %259, label %150, !dbg !366

150:                                              ; preds = %149
  br i1 %78, label %151, label %168, !dbg !366

151:                                              ; preds = %180, %131, %130, %150
  %152 = phi i64 [ %62, %130 ], [ %62, %131 ], [ %76, %150 ], [ %80, %180 ]
  %153 = add nsw i64 %152, -1, !dbg !366
  %154 = and i64 %152, 3, !dbg !366
  %155 = icmp eq i64 %154, 0, !dbg !366
  br i1 %155, label %165, label %156, !dbg !366

156:                                              ; preds = %151, %156
  %157 = phi i64 [ %159, %156 ], [ %152, %151 ]
  %158 = phi i64 [ %163, %156 ], [ 0, %151 ]
    #dbg_value(i64 %157, !359, !DIExpression(), !365)
  %159 = add nsw i64 %157, -1, !dbg !367
    #dbg_value(i64 %159, !359, !DIExpression(), !365)
  %160 = getelementptr inbounds i8, ptr %19, i64 %159, !dbg !369
  %161 = load i8, ptr %160, align 1, !dbg !369, !tbaa !280
  %162 = getelementptr inbounds i8, ptr %127, i64 %159, !dbg !373
  store i8 %161, ptr %162, align 1, !dbg !370, !tbaa !280
    #dbg_value(i64 %159, !359, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !365)
  %163 = add i64 %158, 1, !dbg !366
  %164 = icmp eq i64 %163, %154, !dbg !366
  br i1 %164, label %165, label %156, !dbg !366, !llvm.loop !374

165:                                              ; preds = %156, %151
  %166 = phi i64 [ %152, %151 ], [ %159, %156 ]
  %167 = icmp ult i64 %153, 3, !dbg !366
  br i1 %167, label %259, label %240, !dbg !366

168:                                              ; preds = %137, %150
  %169 = phi i64 [ %74, %150 ], [ 0, %137 ]
  %170 = getelementptr i8, ptr %127, i64 -3, !dbg !366
  br label %171, !dbg !366

171:                                              ; preds = %171, %168
  %172 = phi i64 [ %169, %168 ], [ %178, %171 ]
  %173 = xor i64 %172, -1, !dbg !367
  %174 = add i64 %62, %173, !dbg !367
  %175 = getelementptr i8, ptr %23, i64 %174, !dbg !369
  %176 = load <4 x i8>, ptr %175, align 1, !dbg !369, !tbaa !280
  %177 = getelementptr i8, ptr %170, i64 %174, !dbg !370
  store <4 x i8> %176, ptr %177, align 1, !dbg !370, !tbaa !280
  %178 = add nuw i64 %172, 4
  %179 = icmp eq i64 %178, %79
  br i1 %179, label %180, label %171, !llvm.loop !376

180:                                              ; preds = %171
  br i1 %81, label %259, label %151, !dbg !366

181:                                              ; preds = %125
    #dbg_value(i64 0, !356, !DIExpression(), !377)
  br i1 %66, label %259, label %182, !dbg !378

182:                                              ; preds = %181
  br i1 %82, label %206, label %183, !dbg !378

183:                                              ; preds = %182
  br i1 %83, label %196, label %184, !dbg !378

184:                                              ; preds = %183, %184
  %185 = phi i64 [ %192, %184 ], [ 0, %183 ], !dbg !379
  %186 = getelementptr inbounds i8, ptr %19, i64 %185, !dbg !381
  %187 = getelementptr inbounds i8, ptr %186, i64 16, !dbg !381
  %188 = load <16 x i8>, ptr %186, align 4, !dbg !381, !tbaa !280
  %189 = load <16 x i8>, ptr %187, align 4, !dbg !381, !tbaa !280
  %190 = getelementptr inbounds i8, ptr %127, i64 %185, !dbg !382
  %191 = getelementptr inbounds i8, ptr %190, i64 16, !dbg !383
  store <16 x i8> %188, ptr %190, align 1, !dbg !383, !tbaa !280
  store <16 x i8> %189, ptr %191, align 1, !dbg !383, !tbaa !280
  %192 = add nuw i64 %185, 32, !dbg !379
  %193 = icmp eq i64 %192, %84, !dbg !379
  br i1 %193, label %194, label %184, !dbg !379, !llvm.loop !384

194:                                              ; preds = %184
  br i1 %85, label %259, label %195, !dbg !378

195:                                              ; preds = %194
  br i1 %87, label %206, label %196, !dbg !378

196:                                              ; preds = %183, %195
  %197 = phi i64 [ %84, %195 ], [ 0, %183 ]
  br label %198, !dbg !378

198:                                              ; preds = %198, %196
  %199 = phi i64 [ %197, %196 ], [ %203, %198 ], !dbg !379
  %200 = getelementptr inbounds i8, ptr %19, i64 %199, !dbg !381
  %201 = load <8 x i8>, ptr %200, align 4, !dbg !381, !tbaa !280
  %202 = getelementptr inbounds i8, ptr %127, i64 %199, !dbg !382
  store <8 x i8> %201, ptr %202, align 1, !dbg !383, !tbaa !280
  %203 = add nuw i64 %199, 8, !dbg !379
  %204 = icmp eq i64 %203, %88, !dbg !379
  br i1 %204, label %205, label %198, !dbg !379, !llvm.loop !386

205:                                              ; preds = %198
  br i1 %89, label %259, label %206, !dbg !378

206:                                              ; preds = %205, %182, %195
  %207 = phi i64 [ 0, %182 ], [ %84, %195 ], [ %88, %205 ]
  br i1 %91, label %217, label %208, !dbg !378

208:                                              ; preds = %206, %208
  %209 = phi i64 [ %214, %208 ], [ %207, %206 ]
  %210 = phi i64 [ %215, %208 ], [ 0, %206 ]
    #dbg_value(i64 %209, !356, !DIExpression(), !377)
  %211 = getelementptr inbounds i8, ptr %19, i64 %209, !dbg !381
  %212 = load i8, ptr %211, align 1, !dbg !381, !tbaa !280
  %213 = getelementptr inbounds i8, ptr %127, i64 %209, !dbg !382
  store i8 %212, ptr %213, align 1, !dbg !383, !tbaa !280
  %214 = add nuw nsw i64 %209, 1, !dbg !379
    #dbg_value(i64 %214, !356, !DIExpression(), !377)
  %215 = add i64 %210, 1, !dbg !378
  %216 = icmp eq i64 %215, %90, !dbg !378
  br i1 %216, label %217, label %208, !dbg !378, !llvm.loop !387

217:                                              ; preds = %208, %206
  %218 = phi i64 [ %207, %206 ], [ %214, %208 ]
  %219 = sub nsw i64 %207, %62, !dbg !378
  %220 = icmp ugt i64 %219, -4, !dbg !378
  br i1 %220, label %259, label %221, !dbg !378

221:                                              ; preds = %217, %221
  %222 = phi i64 [ %238, %221 ], [ %218, %217 ]
    #dbg_value(i64 %222, !356, !DIExpression(), !377)
  %223 = getelementptr inbounds i8, ptr %19, i64 %222, !dbg !381
  %224 = load i8, ptr %223, align 1, !dbg !381, !tbaa !280
  %225 = getelementptr inbounds i8, ptr %127, i64 %222, !dbg !382
  store i8 %224, ptr %225, align 1, !dbg !383, !tbaa !280
  %226 = add nuw nsw i64 %222, 1, !dbg !379
    #dbg_value(i64 %226, !356, !DIExpression(), !377)
  %227 = getelementptr inbounds i8, ptr %19, i64 %226, !dbg !381
  %228 = load i8, ptr %227, align 1, !dbg !381, !tbaa !280
  %229 = getelementptr inbounds i8, ptr %127, i64 %226, !dbg !382
  store i8 %228, ptr %229, align 1, !dbg !383, !tbaa !280
  %230 = add nuw nsw i64 %222, 2, !dbg !379
    #dbg_value(i64 %230, !356, !DIExpression(), !377)
  %231 = getelementptr inbounds i8, ptr %19, i64 %230, !dbg !381
  %232 = load i8, ptr %231, align 1, !dbg !381, !tbaa !280
  %233 = getelementptr inbounds i8, ptr %127, i64 %230, !dbg !382
  store i8 %232, ptr %233, align 1, !dbg !383, !tbaa !280
  %234 = add nuw nsw i64 %222, 3, !dbg !379
    #dbg_value(i64 %234, !356, !DIExpression(), !377)
  %235 = getelementptr inbounds i8, ptr %19, i64 %234, !dbg !381
  %236 = load i8, ptr %235, align 1, !dbg !381, !tbaa !280
  %237 = getelementptr inbounds i8, ptr %127, i64 %234, !dbg !382
  store i8 %236, ptr %237, align 1, !dbg !383, !tbaa !280
  %238 = add nuw nsw i64 %222, 4, !dbg !379
    #dbg_value(i64 %238, !356, !DIExpression(), !377)
  %239 = icmp eq i64 %238, %62, !dbg !388
  br i1 %239, label %259, label %221, !dbg !378, !llvm.loop !389

240:                                              ; preds = %165, %240
  %241 = phi i64 [ %254, %240 ], [ %166, %165 ]
    #dbg_value(i64 %241, !359, !DIExpression(), !365)
  %242 = add nsw i64 %241, -1, !dbg !367
    #dbg_value(i64 %242, !359, !DIExpression(), !365)
  %243 = getelementptr inbounds i8, ptr %19, i64 %242, !dbg !369
  %244 = load i8, ptr %243, align 1, !dbg !369, !tbaa !280
  %245 = getelementptr inbounds i8, ptr %127, i64 %242, !dbg !373
  store i8 %244, ptr %245, align 1, !dbg !370, !tbaa !280
  %246 = add nsw i64 %241, -2, !dbg !367
    #dbg_value(i64 %246, !359, !DIExpression(), !365)
  %247 = getelementptr inbounds i8, ptr %19, i64 %246, !dbg !369
  %248 = load i8, ptr %247, align 1, !dbg !369, !tbaa !280
  %249 = getelementptr inbounds i8, ptr %127, i64 %246, !dbg !373
  store i8 %248, ptr %249, align 1, !dbg !370, !tbaa !280
  %250 = add nsw i64 %241, -3, !dbg !367
    #dbg_value(i64 %250, !359, !DIExpression(), !365)
  %251 = getelementptr inbounds i8, ptr %19, i64 %250, !dbg !369
  %252 = load i8, ptr %251, align 1, !dbg !369, !tbaa !280
  %253 = getelementptr inbounds i8, ptr %127, i64 %250, !dbg !373
  store i8 %252, ptr %253, align 1, !dbg !370, !tbaa !280
  %254 = add nsw i64 %241, -4, !dbg !367
    #dbg_value(i64 %254, !359, !DIExpression(), !365)
  %255 = getelementptr inbounds i8, ptr %19, i64 %254, !dbg !369
  %256 = load i8, ptr %255, align 1, !dbg !369, !tbaa !280
  %257 = getelementptr inbounds i8, ptr %127, i64 %254, !dbg !373
  store i8 %256, ptr %257, align 1, !dbg !370, !tbaa !280
    #dbg_value(i64 %254, !359, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !365)
  %258 = icmp eq i64 %254, 0, !dbg !390
  br i1 %258, label %259, label %240, !dbg !366, !llvm.loop !391

259:                                              ; preds = %165, %240, %217, %221, %149, %180, %194, %205, %129, %181
  %260 = call i32 @bcmp(ptr noundef nonnull dereferenceable(400) %1, ptr noundef nonnull dereferenceable(400) %2, i64 400), !dbg !392
  %261 = icmp ne i32 %260, 0, !dbg !394
  %262 = zext i1 %261 to i32, !dbg !395
  %263 = add nsw i32 %99, %262, !dbg !395
    #dbg_value(i32 %263, !40, !DIExpression(), !272)
  %264 = mul i32 %98, 31, !dbg !396
  %265 = add nsw i64 %97, 150, !dbg !397
  %266 = getelementptr inbounds [400 x i8], ptr %1, i64 0, i64 %265, !dbg !398
  %267 = load i8, ptr %266, align 1, !dbg !398, !tbaa !280
  %268 = zext i8 %267 to i32, !dbg !398
  %269 = add i32 %264, %268, !dbg !399
    #dbg_value(i32 %269, !41, !DIExpression(), !272)
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #6, !dbg !400
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #6, !dbg !400
  %270 = add nsw i64 %97, 3, !dbg !401
    #dbg_value(i64 %270, !60, !DIExpression(), !330)
  %271 = icmp slt i64 %97, 7, !dbg !402
  %272 = add i64 %96, 1, !dbg !331
  br i1 %271, label %95, label %92, !dbg !331, !llvm.loop !403

273:                                              ; preds = %92
    #dbg_value(<8 x i8> <i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80>, !199, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !405)
    #dbg_value(<8 x i8> <i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120>, !199, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !405)
    #dbg_value(<8 x i8> <i8 -113, i8 -106, i8 -99, i8 -92, i8 -85, i8 -78, i8 -71, i8 -64>, !199, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !405)
    #dbg_value(i8 -57, !199, !DIExpression(DW_OP_LLVM_fragment, 192, 8), !405)
    #dbg_value(i8 -50, !199, !DIExpression(DW_OP_LLVM_fragment, 200, 8), !405)
    #dbg_value(i8 -43, !199, !DIExpression(DW_OP_LLVM_fragment, 208, 8), !405)
    #dbg_value(i8 -36, !199, !DIExpression(DW_OP_LLVM_fragment, 216, 8), !405)
    #dbg_value(i8 -29, !199, !DIExpression(DW_OP_LLVM_fragment, 224, 8), !405)
    #dbg_value(i8 -22, !199, !DIExpression(DW_OP_LLVM_fragment, 232, 8), !405)
    #dbg_value(i8 -15, !199, !DIExpression(DW_OP_LLVM_fragment, 240, 8), !405)
    #dbg_value(i64 31, !205, !DIExpression(), !406)
    #dbg_value(i64 undef, !207, !DIExpression(), !407)
    #dbg_value(i32 %263, !40, !DIExpression(), !272)
    #dbg_value(!DIArgList(i32 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(i32 0, !215, !DIExpression(), !408)
    #dbg_value(<16 x i8> <i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81, i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !409)
    #dbg_value(<16 x i8> <i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63, i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7>, !209, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !409)
    #dbg_value(i64 undef, !217, !DIExpression(), !410)
    #dbg_value(i32 %263, !40, !DIExpression(), !272)
    #dbg_value(!DIArgList(i32 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(i32 0, !225, !DIExpression(), !411)
    #dbg_value(<16 x i8> <i8 33, i8 40, i8 47, i8 54, i8 61, i8 68, i8 75, i8 82, i8 89, i8 96, i8 103, i8 110, i8 117, i8 124, i8 -125, i8 -118>, !219, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !412)
    #dbg_value(<16 x i8> <i8 -111, i8 -104, i8 -97, i8 -90, i8 -83, i8 -76, i8 -69, i8 -62, i8 -55, i8 -48, i8 -41, i8 -34, i8 -27, i8 -20, i8 -13, i8 -6>, !219, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !412)
    #dbg_value(i8 1, !219, !DIExpression(DW_OP_LLVM_fragment, 256, 8), !412)
    #dbg_value(i64 33, !225, !DIExpression(), !411)
    #dbg_value(i64 undef, !227, !DIExpression(), !413)
    #dbg_value(i32 %263, !40, !DIExpression(), !272)
    #dbg_value(!DIArgList(i32 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(i32 0, !235, !DIExpression(), !414)
    #dbg_value(<16 x i8> <i8 48, i8 55, i8 62, i8 69, i8 76, i8 83, i8 90, i8 97, i8 104, i8 111, i8 118, i8 125, i8 -124, i8 -117, i8 -110, i8 -103>, !229, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !415)
    #dbg_value(<16 x i8> <i8 -96, i8 -89, i8 -82, i8 -75, i8 -68, i8 -61, i8 -54, i8 -47, i8 -40, i8 -33, i8 -26, i8 -19, i8 -12, i8 -5, i8 2, i8 9>, !229, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !415)
    #dbg_value(<16 x i8> <i8 16, i8 23, i8 30, i8 37, i8 44, i8 51, i8 58, i8 65, i8 72, i8 79, i8 86, i8 93, i8 100, i8 107, i8 114, i8 121>, !229, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !415)
    #dbg_value(i64 undef, !237, !DIExpression(), !416)
    #dbg_value(i32 %263, !40, !DIExpression(), !272)
    #dbg_value(!DIArgList(i32 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(i32 0, !245, !DIExpression(), !417)
    #dbg_value(<8 x i8> <i8 63, i8 70, i8 77, i8 84, i8 91, i8 98, i8 105, i8 112>, !239, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !418)
    #dbg_value(<8 x i8> <i8 119, i8 126, i8 -123, i8 -116, i8 -109, i8 -102, i8 -95, i8 -88>, !239, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !418)
    #dbg_value(<8 x i8> <i8 -81, i8 -74, i8 -67, i8 -60, i8 -53, i8 -46, i8 -39, i8 -32>, !239, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !418)
    #dbg_value(<8 x i8> <i8 -25, i8 -18, i8 -11, i8 -4, i8 3, i8 10, i8 17, i8 24>, !239, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !418)
    #dbg_value(<8 x i8> <i8 31, i8 38, i8 45, i8 52, i8 59, i8 66, i8 73, i8 80>, !239, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !418)
    #dbg_value(<8 x i8> <i8 87, i8 94, i8 101, i8 108, i8 115, i8 122, i8 -127, i8 -120>, !239, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !418)
    #dbg_value(i8 -113, !239, !DIExpression(DW_OP_LLVM_fragment, 384, 8), !418)
    #dbg_value(i8 -106, !239, !DIExpression(DW_OP_LLVM_fragment, 392, 8), !418)
    #dbg_value(i8 -99, !239, !DIExpression(DW_OP_LLVM_fragment, 400, 8), !418)
    #dbg_value(i8 -92, !239, !DIExpression(DW_OP_LLVM_fragment, 408, 8), !418)
    #dbg_value(i8 -85, !239, !DIExpression(DW_OP_LLVM_fragment, 416, 8), !418)
    #dbg_value(i8 -78, !239, !DIExpression(DW_OP_LLVM_fragment, 424, 8), !418)
    #dbg_value(i8 -71, !239, !DIExpression(DW_OP_LLVM_fragment, 432, 8), !418)
    #dbg_value(i8 -64, !239, !DIExpression(DW_OP_LLVM_fragment, 440, 8), !418)
    #dbg_value(i8 -57, !239, !DIExpression(DW_OP_LLVM_fragment, 448, 8), !418)
    #dbg_value(i8 -50, !239, !DIExpression(DW_OP_LLVM_fragment, 456, 8), !418)
    #dbg_value(i8 -43, !239, !DIExpression(DW_OP_LLVM_fragment, 464, 8), !418)
    #dbg_value(i8 -36, !239, !DIExpression(DW_OP_LLVM_fragment, 472, 8), !418)
    #dbg_value(i8 -29, !239, !DIExpression(DW_OP_LLVM_fragment, 480, 8), !418)
    #dbg_value(i8 -22, !239, !DIExpression(DW_OP_LLVM_fragment, 488, 8), !418)
    #dbg_value(i8 -15, !239, !DIExpression(DW_OP_LLVM_fragment, 496, 8), !418)
    #dbg_value(i64 63, !245, !DIExpression(), !417)
    #dbg_value(i64 undef, !247, !DIExpression(), !419)
    #dbg_value(i32 %263, !40, !DIExpression(), !272)
    #dbg_value(!DIArgList(i32 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison, i8 poison), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 11, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 10, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 9, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 8, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 7, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_constu, 31, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(i32 0, !255, !DIExpression(), !420)
    #dbg_value(<16 x i8> <i8 64, i8 71, i8 78, i8 85, i8 92, i8 99, i8 106, i8 113, i8 120, i8 127, i8 -122, i8 -115, i8 -108, i8 -101, i8 -94, i8 -87>, !249, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !421)
    #dbg_value(<16 x i8> <i8 -80, i8 -73, i8 -66, i8 -59, i8 -52, i8 -45, i8 -38, i8 -31, i8 -24, i8 -17, i8 -10, i8 -3, i8 4, i8 11, i8 18, i8 25>, !249, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !421)
    #dbg_value(<16 x i8> <i8 32, i8 39, i8 46, i8 53, i8 60, i8 67, i8 74, i8 81, i8 88, i8 95, i8 102, i8 109, i8 116, i8 123, i8 -126, i8 -119>, !249, !DIExpression(DW_OP_LLVM_fragment, 256, 128), !421)
    #dbg_value(<16 x i8> <i8 -112, i8 -105, i8 -98, i8 -91, i8 -84, i8 -77, i8 -70, i8 -63, i8 -56, i8 -49, i8 -42, i8 -35, i8 -28, i8 -21, i8 -14, i8 -7>, !249, !DIExpression(DW_OP_LLVM_fragment, 384, 128), !421)
    #dbg_value(i64 undef, !257, !DIExpression(), !422)
    #dbg_value(i32 %263, !40, !DIExpression(), !272)
    #dbg_value(i32 %269, !41, !DIExpression(DW_OP_constu, 18446744073203992991, DW_OP_mul, DW_OP_plus_uconst, 743651761, DW_OP_stack_value), !272)
    #dbg_value(!DIArgList(i32 %269, i8 -15), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1507551809, DW_OP_mul, DW_OP_plus_uconst, 1578368111, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(!DIArgList(i32 %269, i32 241), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1507551809, DW_OP_mul, DW_OP_plus_uconst, 1578368111, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(i32 %269, !41, !DIExpression(DW_OP_constu, 1507551809, DW_OP_mul, DW_OP_plus_uconst, 1578368352, DW_OP_stack_value), !272)
    #dbg_value(!DIArgList(i32 %269, i8 -7), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073199017439, DW_OP_mul, DW_OP_plus_uconst, 1684778656, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(!DIArgList(i32 %269, i32 249), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744073199017439, DW_OP_mul, DW_OP_plus_uconst, 1684778656, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(i32 %269, !41, !DIExpression(DW_OP_constu, 18446744073199017439, DW_OP_mul, DW_OP_plus_uconst, 1684778905, DW_OP_stack_value), !272)
    #dbg_value(!DIArgList(i32 %269, i8 1), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1353309697, DW_OP_mul, DW_OP_plus_uconst, 688538503, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(!DIArgList(i32 %269, i32 1), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 1353309697, DW_OP_mul, DW_OP_plus_uconst, 688538503, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(i32 %269, !41, !DIExpression(DW_OP_constu, 1353309697, DW_OP_mul, DW_OP_plus_uconst, 688538504, DW_OP_stack_value), !272)
    #dbg_value(!DIArgList(i32 %269, i8 121), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744072712479263, DW_OP_mul, DW_OP_constu, 130142856, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(!DIArgList(i32 %269, i32 121), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744072712479263, DW_OP_mul, DW_OP_constu, 130142856, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(i32 %269, !41, !DIExpression(DW_OP_constu, 18446744072712479263, DW_OP_mul, DW_OP_constu, 130142735, DW_OP_minus, DW_OP_stack_value), !272)
    #dbg_value(!DIArgList(i32 %269, i8 -15), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744072865079745, DW_OP_mul, DW_OP_plus_uconst, 260542511, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(!DIArgList(i32 %269, i32 241), !41, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_constu, 18446744072865079745, DW_OP_mul, DW_OP_plus_uconst, 260542511, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !272)
    #dbg_value(i32 %269, !41, !DIExpression(DW_OP_constu, 18446744072865079745, DW_OP_mul, DW_OP_plus_uconst, 260542752, DW_OP_stack_value), !272)
  %274 = mul i32 %269, -408824225, !dbg !423
  %275 = add i32 %274, -513109031, !dbg !423
    #dbg_value(i32 %275, !41, !DIExpression(), !272)
    #dbg_assign(i1 undef, !259, !DIExpression(), !424, ptr @__const.main.s1, !DIExpression(), !272)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #6, !dbg !425
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(24) %3, ptr noundef nonnull align 8 dereferenceable(24) @__const.main.s1, i64 24, i1 false), !dbg !426, !DIAssignID !427
    #dbg_assign(i1 undef, !267, !DIExpression(), !427, ptr %3, !DIExpression(), !272)
  %276 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !428
  %277 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 1.500000e+00, i32 noundef 7, ptr noundef nonnull %276), !dbg !429
  %278 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %275, i32 noundef %263), !dbg !430
  %279 = icmp eq i32 %263, 0, !dbg !431
  %280 = and i32 %275, 127, !dbg !431
  %281 = select i1 %279, i32 %280, i32 1, !dbg !431
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #6, !dbg !432
  ret i32 %281, !dbg !432
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memmove.p0.p0.i64(ptr nocapture writeonly, ptr nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !433 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!26, !27, !28, !29, !30, !31, !32}
!llvm.ident = !{!33}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "src", scope: !2, file: !3, line: 9, type: !21, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/memcpy_memmove_sizes.c", directory: ".", checksumkind: CSK_MD5, checksum: "a2e2a29c15ea44f721f07cf3d6f14ce8")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = !{!8, !14, !0, !19, !24}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 176, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 22)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 144, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 18)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "dst", scope: !2, file: !3, line: 9, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 3200, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 400)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "ref", scope: !2, file: !3, line: 9, type: !21, isLocal: true, isDefinition: true)
!26 = !{i32 7, !"Dwarf Version", i32 5}
!27 = !{i32 2, !"Debug Info Version", i32 3}
!28 = !{i32 1, !"wchar_size", i32 4}
!29 = !{i32 8, !"PIC Level", i32 2}
!30 = !{i32 7, !"PIE Level", i32 2}
!31 = !{i32 7, !"uwtable", i32 2}
!32 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!33 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!34 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 17, type: !35, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !37)
!35 = !DISubroutineType(types: !36)
!36 = !{!6}
!37 = !{!38, !40, !41, !47, !52, !55, !58, !60, !63, !66, !67, !69, !74, !75, !77, !79, !84, !85, !87, !89, !94, !95, !97, !99, !104, !105, !107, !109, !114, !115, !117, !119, !124, !125, !127, !129, !134, !135, !137, !139, !144, !145, !147, !149, !154, !155, !157, !159, !164, !165, !167, !169, !174, !175, !177, !179, !184, !185, !187, !189, !194, !195, !197, !199, !204, !205, !207, !209, !214, !215, !217, !219, !224, !225, !227, !229, !234, !235, !237, !239, !244, !245, !247, !249, !254, !255, !257, !259, !267}
!38 = !DILocalVariable(name: "i", scope: !39, file: !3, line: 18, type: !6)
!39 = distinct !DILexicalBlock(scope: !34, file: !3, line: 18, column: 5)
!40 = !DILocalVariable(name: "bad", scope: !34, file: !3, line: 19, type: !6)
!41 = !DILocalVariable(name: "h", scope: !34, file: !3, line: 20, type: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !43, line: 26, baseType: !44)
!43 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !45, line: 42, baseType: !46)
!45 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!46 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!47 = !DILocalVariable(name: "n", scope: !48, file: !3, line: 21, type: !49)
!48 = distinct !DILexicalBlock(scope: !34, file: !3, line: 21, column: 5)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !50, line: 18, baseType: !51)
!50 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!51 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!52 = !DILocalVariable(name: "sa", scope: !53, file: !3, line: 22, type: !6)
!53 = distinct !DILexicalBlock(scope: !54, file: !3, line: 22, column: 9)
!54 = distinct !DILexicalBlock(scope: !48, file: !3, line: 21, column: 5)
!55 = !DILocalVariable(name: "da", scope: !56, file: !3, line: 23, type: !6)
!56 = distinct !DILexicalBlock(scope: !57, file: !3, line: 23, column: 13)
!57 = distinct !DILexicalBlock(scope: !53, file: !3, line: 22, column: 9)
!58 = !DILocalVariable(name: "n", scope: !59, file: !3, line: 29, type: !49)
!59 = distinct !DILexicalBlock(scope: !34, file: !3, line: 29, column: 5)
!60 = !DILocalVariable(name: "off", scope: !61, file: !3, line: 30, type: !6)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 30, column: 9)
!62 = distinct !DILexicalBlock(scope: !59, file: !3, line: 29, column: 5)
!63 = !DILocalVariable(name: "a", scope: !64, file: !3, line: 31, type: !21)
!64 = distinct !DILexicalBlock(scope: !65, file: !3, line: 30, column: 48)
!65 = distinct !DILexicalBlock(scope: !61, file: !3, line: 30, column: 9)
!66 = !DILocalVariable(name: "b", scope: !64, file: !3, line: 31, type: !21)
!67 = !DILocalVariable(name: "i", scope: !68, file: !3, line: 32, type: !6)
!68 = distinct !DILexicalBlock(scope: !64, file: !3, line: 32, column: 13)
!69 = !DILocalVariable(name: "a", scope: !70, file: !3, line: 38, type: !71)
!70 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 5)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 1)
!74 = !DILocalVariable(name: "b", scope: !70, file: !3, line: 38, type: !71)
!75 = !DILocalVariable(name: "i", scope: !76, file: !3, line: 38, type: !6)
!76 = distinct !DILexicalBlock(scope: !70, file: !3, line: 38, column: 5)
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 38, type: !6)
!78 = distinct !DILexicalBlock(scope: !70, file: !3, line: 38, column: 5)
!79 = !DILocalVariable(name: "a", scope: !80, file: !3, line: 38, type: !81)
!80 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 20)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 16, elements: !82)
!82 = !{!83}
!83 = !DISubrange(count: 2)
!84 = !DILocalVariable(name: "b", scope: !80, file: !3, line: 38, type: !81)
!85 = !DILocalVariable(name: "i", scope: !86, file: !3, line: 38, type: !6)
!86 = distinct !DILexicalBlock(scope: !80, file: !3, line: 38, column: 20)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 38, type: !6)
!88 = distinct !DILexicalBlock(scope: !80, file: !3, line: 38, column: 20)
!89 = !DILocalVariable(name: "a", scope: !90, file: !3, line: 38, type: !91)
!90 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 35)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 24, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 3)
!94 = !DILocalVariable(name: "b", scope: !90, file: !3, line: 38, type: !91)
!95 = !DILocalVariable(name: "i", scope: !96, file: !3, line: 38, type: !6)
!96 = distinct !DILexicalBlock(scope: !90, file: !3, line: 38, column: 35)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 38, type: !6)
!98 = distinct !DILexicalBlock(scope: !90, file: !3, line: 38, column: 35)
!99 = !DILocalVariable(name: "a", scope: !100, file: !3, line: 38, type: !101)
!100 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 50)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 4)
!104 = !DILocalVariable(name: "b", scope: !100, file: !3, line: 38, type: !101)
!105 = !DILocalVariable(name: "i", scope: !106, file: !3, line: 38, type: !6)
!106 = distinct !DILexicalBlock(scope: !100, file: !3, line: 38, column: 50)
!107 = !DILocalVariable(name: "i", scope: !108, file: !3, line: 38, type: !6)
!108 = distinct !DILexicalBlock(scope: !100, file: !3, line: 38, column: 50)
!109 = !DILocalVariable(name: "a", scope: !110, file: !3, line: 38, type: !111)
!110 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 65)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 40, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 5)
!114 = !DILocalVariable(name: "b", scope: !110, file: !3, line: 38, type: !111)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 38, type: !6)
!116 = distinct !DILexicalBlock(scope: !110, file: !3, line: 38, column: 65)
!117 = !DILocalVariable(name: "i", scope: !118, file: !3, line: 38, type: !6)
!118 = distinct !DILexicalBlock(scope: !110, file: !3, line: 38, column: 65)
!119 = !DILocalVariable(name: "a", scope: !120, file: !3, line: 38, type: !121)
!120 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 80)
!121 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 56, elements: !122)
!122 = !{!123}
!123 = !DISubrange(count: 7)
!124 = !DILocalVariable(name: "b", scope: !120, file: !3, line: 38, type: !121)
!125 = !DILocalVariable(name: "i", scope: !126, file: !3, line: 38, type: !6)
!126 = distinct !DILexicalBlock(scope: !120, file: !3, line: 38, column: 80)
!127 = !DILocalVariable(name: "i", scope: !128, file: !3, line: 38, type: !6)
!128 = distinct !DILexicalBlock(scope: !120, file: !3, line: 38, column: 80)
!129 = !DILocalVariable(name: "a", scope: !130, file: !3, line: 38, type: !131)
!130 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 95)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64, elements: !132)
!132 = !{!133}
!133 = !DISubrange(count: 8)
!134 = !DILocalVariable(name: "b", scope: !130, file: !3, line: 38, type: !131)
!135 = !DILocalVariable(name: "i", scope: !136, file: !3, line: 38, type: !6)
!136 = distinct !DILexicalBlock(scope: !130, file: !3, line: 38, column: 95)
!137 = !DILocalVariable(name: "i", scope: !138, file: !3, line: 38, type: !6)
!138 = distinct !DILexicalBlock(scope: !130, file: !3, line: 38, column: 95)
!139 = !DILocalVariable(name: "a", scope: !140, file: !3, line: 38, type: !141)
!140 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 110)
!141 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 72, elements: !142)
!142 = !{!143}
!143 = !DISubrange(count: 9)
!144 = !DILocalVariable(name: "b", scope: !140, file: !3, line: 38, type: !141)
!145 = !DILocalVariable(name: "i", scope: !146, file: !3, line: 38, type: !6)
!146 = distinct !DILexicalBlock(scope: !140, file: !3, line: 38, column: 110)
!147 = !DILocalVariable(name: "i", scope: !148, file: !3, line: 38, type: !6)
!148 = distinct !DILexicalBlock(scope: !140, file: !3, line: 38, column: 110)
!149 = !DILocalVariable(name: "a", scope: !150, file: !3, line: 38, type: !151)
!150 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 125)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 96, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 12)
!154 = !DILocalVariable(name: "b", scope: !150, file: !3, line: 38, type: !151)
!155 = !DILocalVariable(name: "i", scope: !156, file: !3, line: 38, type: !6)
!156 = distinct !DILexicalBlock(scope: !150, file: !3, line: 38, column: 125)
!157 = !DILocalVariable(name: "i", scope: !158, file: !3, line: 38, type: !6)
!158 = distinct !DILexicalBlock(scope: !150, file: !3, line: 38, column: 125)
!159 = !DILocalVariable(name: "a", scope: !160, file: !3, line: 38, type: !161)
!160 = distinct !DILexicalBlock(scope: !34, file: !3, line: 38, column: 141)
!161 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 120, elements: !162)
!162 = !{!163}
!163 = !DISubrange(count: 15)
!164 = !DILocalVariable(name: "b", scope: !160, file: !3, line: 38, type: !161)
!165 = !DILocalVariable(name: "i", scope: !166, file: !3, line: 38, type: !6)
!166 = distinct !DILexicalBlock(scope: !160, file: !3, line: 38, column: 141)
!167 = !DILocalVariable(name: "i", scope: !168, file: !3, line: 38, type: !6)
!168 = distinct !DILexicalBlock(scope: !160, file: !3, line: 38, column: 141)
!169 = !DILocalVariable(name: "a", scope: !170, file: !3, line: 39, type: !171)
!170 = distinct !DILexicalBlock(scope: !34, file: !3, line: 39, column: 5)
!171 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 128, elements: !172)
!172 = !{!173}
!173 = !DISubrange(count: 16)
!174 = !DILocalVariable(name: "b", scope: !170, file: !3, line: 39, type: !171)
!175 = !DILocalVariable(name: "i", scope: !176, file: !3, line: 39, type: !6)
!176 = distinct !DILexicalBlock(scope: !170, file: !3, line: 39, column: 5)
!177 = !DILocalVariable(name: "i", scope: !178, file: !3, line: 39, type: !6)
!178 = distinct !DILexicalBlock(scope: !170, file: !3, line: 39, column: 5)
!179 = !DILocalVariable(name: "a", scope: !180, file: !3, line: 39, type: !181)
!180 = distinct !DILexicalBlock(scope: !34, file: !3, line: 39, column: 21)
!181 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 136, elements: !182)
!182 = !{!183}
!183 = !DISubrange(count: 17)
!184 = !DILocalVariable(name: "b", scope: !180, file: !3, line: 39, type: !181)
!185 = !DILocalVariable(name: "i", scope: !186, file: !3, line: 39, type: !6)
!186 = distinct !DILexicalBlock(scope: !180, file: !3, line: 39, column: 21)
!187 = !DILocalVariable(name: "i", scope: !188, file: !3, line: 39, type: !6)
!188 = distinct !DILexicalBlock(scope: !180, file: !3, line: 39, column: 21)
!189 = !DILocalVariable(name: "a", scope: !190, file: !3, line: 39, type: !191)
!190 = distinct !DILexicalBlock(scope: !34, file: !3, line: 39, column: 37)
!191 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 192, elements: !192)
!192 = !{!193}
!193 = !DISubrange(count: 24)
!194 = !DILocalVariable(name: "b", scope: !190, file: !3, line: 39, type: !191)
!195 = !DILocalVariable(name: "i", scope: !196, file: !3, line: 39, type: !6)
!196 = distinct !DILexicalBlock(scope: !190, file: !3, line: 39, column: 37)
!197 = !DILocalVariable(name: "i", scope: !198, file: !3, line: 39, type: !6)
!198 = distinct !DILexicalBlock(scope: !190, file: !3, line: 39, column: 37)
!199 = !DILocalVariable(name: "a", scope: !200, file: !3, line: 39, type: !201)
!200 = distinct !DILexicalBlock(scope: !34, file: !3, line: 39, column: 53)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 248, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: 31)
!204 = !DILocalVariable(name: "b", scope: !200, file: !3, line: 39, type: !201)
!205 = !DILocalVariable(name: "i", scope: !206, file: !3, line: 39, type: !6)
!206 = distinct !DILexicalBlock(scope: !200, file: !3, line: 39, column: 53)
!207 = !DILocalVariable(name: "i", scope: !208, file: !3, line: 39, type: !6)
!208 = distinct !DILexicalBlock(scope: !200, file: !3, line: 39, column: 53)
!209 = !DILocalVariable(name: "a", scope: !210, file: !3, line: 39, type: !211)
!210 = distinct !DILexicalBlock(scope: !34, file: !3, line: 39, column: 69)
!211 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 256, elements: !212)
!212 = !{!213}
!213 = !DISubrange(count: 32)
!214 = !DILocalVariable(name: "b", scope: !210, file: !3, line: 39, type: !211)
!215 = !DILocalVariable(name: "i", scope: !216, file: !3, line: 39, type: !6)
!216 = distinct !DILexicalBlock(scope: !210, file: !3, line: 39, column: 69)
!217 = !DILocalVariable(name: "i", scope: !218, file: !3, line: 39, type: !6)
!218 = distinct !DILexicalBlock(scope: !210, file: !3, line: 39, column: 69)
!219 = !DILocalVariable(name: "a", scope: !220, file: !3, line: 39, type: !221)
!220 = distinct !DILexicalBlock(scope: !34, file: !3, line: 39, column: 85)
!221 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 264, elements: !222)
!222 = !{!223}
!223 = !DISubrange(count: 33)
!224 = !DILocalVariable(name: "b", scope: !220, file: !3, line: 39, type: !221)
!225 = !DILocalVariable(name: "i", scope: !226, file: !3, line: 39, type: !6)
!226 = distinct !DILexicalBlock(scope: !220, file: !3, line: 39, column: 85)
!227 = !DILocalVariable(name: "i", scope: !228, file: !3, line: 39, type: !6)
!228 = distinct !DILexicalBlock(scope: !220, file: !3, line: 39, column: 85)
!229 = !DILocalVariable(name: "a", scope: !230, file: !3, line: 39, type: !231)
!230 = distinct !DILexicalBlock(scope: !34, file: !3, line: 39, column: 101)
!231 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 384, elements: !232)
!232 = !{!233}
!233 = !DISubrange(count: 48)
!234 = !DILocalVariable(name: "b", scope: !230, file: !3, line: 39, type: !231)
!235 = !DILocalVariable(name: "i", scope: !236, file: !3, line: 39, type: !6)
!236 = distinct !DILexicalBlock(scope: !230, file: !3, line: 39, column: 101)
!237 = !DILocalVariable(name: "i", scope: !238, file: !3, line: 39, type: !6)
!238 = distinct !DILexicalBlock(scope: !230, file: !3, line: 39, column: 101)
!239 = !DILocalVariable(name: "a", scope: !240, file: !3, line: 39, type: !241)
!240 = distinct !DILexicalBlock(scope: !34, file: !3, line: 39, column: 117)
!241 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 504, elements: !242)
!242 = !{!243}
!243 = !DISubrange(count: 63)
!244 = !DILocalVariable(name: "b", scope: !240, file: !3, line: 39, type: !241)
!245 = !DILocalVariable(name: "i", scope: !246, file: !3, line: 39, type: !6)
!246 = distinct !DILexicalBlock(scope: !240, file: !3, line: 39, column: 117)
!247 = !DILocalVariable(name: "i", scope: !248, file: !3, line: 39, type: !6)
!248 = distinct !DILexicalBlock(scope: !240, file: !3, line: 39, column: 117)
!249 = !DILocalVariable(name: "a", scope: !250, file: !3, line: 39, type: !251)
!250 = distinct !DILexicalBlock(scope: !34, file: !3, line: 39, column: 133)
!251 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 512, elements: !252)
!252 = !{!253}
!253 = !DISubrange(count: 64)
!254 = !DILocalVariable(name: "b", scope: !250, file: !3, line: 39, type: !251)
!255 = !DILocalVariable(name: "i", scope: !256, file: !3, line: 39, type: !6)
!256 = distinct !DILexicalBlock(scope: !250, file: !3, line: 39, column: 133)
!257 = !DILocalVariable(name: "i", scope: !258, file: !3, line: 39, type: !6)
!258 = distinct !DILexicalBlock(scope: !250, file: !3, line: 39, column: 133)
!259 = !DILocalVariable(name: "s1", scope: !34, file: !3, line: 40, type: !260)
!260 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !34, file: !3, line: 40, size: 192, elements: !261)
!261 = !{!262, !264, !265}
!262 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !260, file: !3, line: 40, baseType: !263, size: 64)
!263 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!264 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !260, file: !3, line: 40, baseType: !6, size: 32, offset: 64)
!265 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !260, file: !3, line: 40, baseType: !266, size: 40, offset: 96)
!266 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 40, elements: !112)
!267 = !DILocalVariable(name: "s2", scope: !34, file: !3, line: 40, type: !260)
!268 = distinct !DIAssignID()
!269 = !DILocation(line: 0, scope: !64)
!270 = distinct !DIAssignID()
!271 = distinct !DIAssignID()
!272 = !DILocation(line: 0, scope: !34)
!273 = !DILocation(line: 0, scope: !39)
!274 = !DILocation(line: 18, column: 5, scope: !39)
!275 = !DILocation(line: 18, column: 31, scope: !276)
!276 = distinct !DILexicalBlock(scope: !39, file: !3, line: 18, column: 5)
!277 = !DILocation(line: 18, column: 44, scope: !276)
!278 = !DILocation(line: 18, column: 35, scope: !276)
!279 = !DILocation(line: 18, column: 42, scope: !276)
!280 = !{!281, !281, i64 0}
!281 = !{!"omnipotent char", !282, i64 0}
!282 = !{!"Simple C/C++ TBAA"}
!283 = distinct !{!283, !274, !284, !285, !286, !287}
!284 = !DILocation(line: 18, column: 71, scope: !39)
!285 = !{!"llvm.loop.mustprogress"}
!286 = !{!"llvm.loop.isvectorized", i32 1}
!287 = !{!"llvm.loop.unroll.runtime.disable"}
!288 = !DILocation(line: 0, scope: !48)
!289 = !DILocation(line: 0, scope: !53)
!290 = !DILocation(line: 22, column: 9, scope: !53)
!291 = !DILocation(line: 0, scope: !59)
!292 = !DILocation(line: 29, column: 5, scope: !59)
!293 = !DILocation(line: 0, scope: !56)
!294 = !DILocation(line: 24, column: 17, scope: !295)
!295 = distinct !DILexicalBlock(scope: !296, file: !3, line: 23, column: 47)
!296 = distinct !DILexicalBlock(scope: !56, file: !3, line: 23, column: 13)
!297 = !DILocation(line: 24, column: 48, scope: !295)
!298 = !DILocation(line: 25, column: 17, scope: !295)
!299 = !DILocalVariable(name: "d", arg: 1, scope: !300, file: !3, line: 10, type: !303)
!300 = distinct !DISubprogram(name: "byte_copy", scope: !3, file: !3, line: 10, type: !301, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !306)
!301 = !DISubroutineType(types: !302)
!302 = !{null, !303, !304, !49}
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !305, size: 64)
!305 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!306 = !{!299, !307, !308, !309}
!307 = !DILocalVariable(name: "s", arg: 2, scope: !300, file: !3, line: 10, type: !304)
!308 = !DILocalVariable(name: "n", arg: 3, scope: !300, file: !3, line: 10, type: !49)
!309 = !DILocalVariable(name: "i", scope: !310, file: !3, line: 10, type: !49)
!310 = distinct !DILexicalBlock(scope: !300, file: !3, line: 10, column: 77)
!311 = !DILocation(line: 0, scope: !300, inlinedAt: !312)
!312 = distinct !DILocation(line: 26, column: 17, scope: !295)
!313 = !DILocation(line: 0, scope: !310, inlinedAt: !312)
!314 = !DILocation(line: 10, column: 77, scope: !310, inlinedAt: !312)
!315 = !DILocation(line: 21, column: 35, scope: !54)
!316 = !DILocation(line: 21, column: 26, scope: !54)
!317 = !DILocation(line: 21, column: 5, scope: !48)
!318 = distinct !{!318, !317, !319, !285}
!319 = !DILocation(line: 28, column: 13, scope: !48)
!320 = !DILocation(line: 10, column: 113, scope: !321, inlinedAt: !312)
!321 = distinct !DILexicalBlock(scope: !310, file: !3, line: 10, column: 77)
!322 = !DILocation(line: 27, column: 21, scope: !323)
!323 = distinct !DILexicalBlock(scope: !295, file: !3, line: 27, column: 21)
!324 = !DILocation(line: 27, column: 50, scope: !323)
!325 = !DILocation(line: 27, column: 21, scope: !295)
!326 = !DILocation(line: 22, column: 37, scope: !57)
!327 = !DILocation(line: 22, column: 29, scope: !57)
!328 = distinct !{!328, !290, !329, !285}
!329 = !DILocation(line: 28, column: 13, scope: !53)
!330 = !DILocation(line: 0, scope: !61)
!331 = !DILocation(line: 30, column: 9, scope: !61)
!332 = !DILocation(line: 29, column: 36, scope: !62)
!333 = !DILocation(line: 29, column: 26, scope: !62)
!334 = distinct !{!334, !292, !335, !285}
!335 = !DILocation(line: 37, column: 9, scope: !59)
!336 = !DILocation(line: 31, column: 13, scope: !64)
!337 = !DILocation(line: 0, scope: !68)
!338 = !DILocation(line: 32, column: 13, scope: !68)
!339 = !DILocation(line: 32, column: 39, scope: !340)
!340 = distinct !DILexicalBlock(scope: !68, file: !3, line: 32, column: 13)
!341 = !DILocation(line: 32, column: 57, scope: !340)
!342 = !DILocation(line: 32, column: 50, scope: !340)
!343 = !DILocation(line: 32, column: 55, scope: !340)
!344 = !DILocation(line: 32, column: 43, scope: !340)
!345 = !DILocation(line: 32, column: 48, scope: !340)
!346 = distinct !{!346, !338, !347, !285, !286, !287}
!347 = !DILocation(line: 32, column: 72, scope: !68)
!348 = !DILocation(line: 33, column: 29, scope: !64)
!349 = !DILocation(line: 33, column: 13, scope: !64)
!350 = !DILocation(line: 34, column: 31, scope: !64)
!351 = !DILocalVariable(name: "d", arg: 1, scope: !352, file: !3, line: 11, type: !303)
!352 = distinct !DISubprogram(name: "byte_move", scope: !3, file: !3, line: 11, type: !301, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !353)
!353 = !{!351, !354, !355, !356, !359}
!354 = !DILocalVariable(name: "s", arg: 2, scope: !352, file: !3, line: 11, type: !304)
!355 = !DILocalVariable(name: "n", arg: 3, scope: !352, file: !3, line: 11, type: !49)
!356 = !DILocalVariable(name: "i", scope: !357, file: !3, line: 12, type: !49)
!357 = distinct !DILexicalBlock(scope: !358, file: !3, line: 12, column: 16)
!358 = distinct !DILexicalBlock(scope: !352, file: !3, line: 12, column: 9)
!359 = !DILocalVariable(name: "i", scope: !360, file: !3, line: 13, type: !49)
!360 = distinct !DILexicalBlock(scope: !358, file: !3, line: 13, column: 10)
!361 = !DILocation(line: 0, scope: !352, inlinedAt: !362)
!362 = distinct !DILocation(line: 34, column: 13, scope: !64)
!363 = !DILocation(line: 12, column: 11, scope: !358, inlinedAt: !362)
!364 = !DILocation(line: 12, column: 9, scope: !352, inlinedAt: !362)
!365 = !DILocation(line: 0, scope: !360, inlinedAt: !362)
!366 = !DILocation(line: 13, column: 10, scope: !360, inlinedAt: !362)
!367 = !DILocation(line: 13, column: 30, scope: !368, inlinedAt: !362)
!368 = distinct !DILexicalBlock(scope: !360, file: !3, line: 13, column: 10)
!369 = !DILocation(line: 13, column: 46, scope: !368, inlinedAt: !362)
!370 = !DILocation(line: 13, column: 44, scope: !368, inlinedAt: !362)
!371 = distinct !{!371, !366, !372, !285, !286, !287}
!372 = !DILocation(line: 13, column: 49, scope: !360, inlinedAt: !362)
!373 = !DILocation(line: 13, column: 39, scope: !368, inlinedAt: !362)
!374 = distinct !{!374, !375}
!375 = !{!"llvm.loop.unroll.disable"}
!376 = distinct !{!376, !366, !372, !285, !286, !287}
!377 = !DILocation(line: 0, scope: !357, inlinedAt: !362)
!378 = !DILocation(line: 12, column: 16, scope: !357, inlinedAt: !362)
!379 = !DILocation(line: 12, column: 43, scope: !380, inlinedAt: !362)
!380 = distinct !DILexicalBlock(scope: !357, file: !3, line: 12, column: 16)
!381 = !DILocation(line: 12, column: 54, scope: !380, inlinedAt: !362)
!382 = !DILocation(line: 12, column: 47, scope: !380, inlinedAt: !362)
!383 = !DILocation(line: 12, column: 52, scope: !380, inlinedAt: !362)
!384 = distinct !{!384, !378, !385, !285, !286, !287}
!385 = !DILocation(line: 12, column: 57, scope: !357, inlinedAt: !362)
!386 = distinct !{!386, !378, !385, !285, !286, !287}
!387 = distinct !{!387, !375}
!388 = !DILocation(line: 12, column: 37, scope: !380, inlinedAt: !362)
!389 = distinct !{!389, !378, !385, !285, !286}
!390 = !DILocation(line: 13, column: 33, scope: !368, inlinedAt: !362)
!391 = distinct !{!391, !366, !372, !285, !286}
!392 = !DILocation(line: 35, column: 17, scope: !393)
!393 = distinct !DILexicalBlock(scope: !64, file: !3, line: 35, column: 17)
!394 = !DILocation(line: 35, column: 40, scope: !393)
!395 = !DILocation(line: 35, column: 17, scope: !64)
!396 = !DILocation(line: 36, column: 19, scope: !64)
!397 = !DILocation(line: 36, column: 32, scope: !64)
!398 = !DILocation(line: 36, column: 26, scope: !64)
!399 = !DILocation(line: 36, column: 24, scope: !64)
!400 = !DILocation(line: 37, column: 9, scope: !65)
!401 = !DILocation(line: 30, column: 42, scope: !65)
!402 = !DILocation(line: 30, column: 32, scope: !65)
!403 = distinct !{!403, !331, !404, !285}
!404 = !DILocation(line: 37, column: 9, scope: !61)
!405 = !DILocation(line: 0, scope: !200)
!406 = !DILocation(line: 0, scope: !206)
!407 = !DILocation(line: 0, scope: !208)
!408 = !DILocation(line: 0, scope: !216)
!409 = !DILocation(line: 0, scope: !210)
!410 = !DILocation(line: 0, scope: !218)
!411 = !DILocation(line: 0, scope: !226)
!412 = !DILocation(line: 0, scope: !220)
!413 = !DILocation(line: 0, scope: !228)
!414 = !DILocation(line: 0, scope: !236)
!415 = !DILocation(line: 0, scope: !230)
!416 = !DILocation(line: 0, scope: !238)
!417 = !DILocation(line: 0, scope: !246)
!418 = !DILocation(line: 0, scope: !240)
!419 = !DILocation(line: 0, scope: !248)
!420 = !DILocation(line: 0, scope: !256)
!421 = !DILocation(line: 0, scope: !250)
!422 = !DILocation(line: 0, scope: !258)
!423 = !DILocation(line: 39, column: 133, scope: !250)
!424 = distinct !DIAssignID()
!425 = !DILocation(line: 40, column: 5, scope: !34)
!426 = !DILocation(line: 41, column: 5, scope: !34)
!427 = distinct !DIAssignID()
!428 = !DILocation(line: 42, column: 53, scope: !34)
!429 = !DILocation(line: 42, column: 5, scope: !34)
!430 = !DILocation(line: 43, column: 5, scope: !34)
!431 = !DILocation(line: 44, column: 12, scope: !34)
!432 = !DILocation(line: 45, column: 1, scope: !34)
!433 = !DISubprogram(name: "printf", scope: !434, file: !434, line: 356, type: !435, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!434 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!435 = !DISubroutineType(types: !436)
!436 = !{!6, !437, null}
!437 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !438)
!438 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !439, size: 64)
!439 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
