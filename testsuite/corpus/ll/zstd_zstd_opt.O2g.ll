; ModuleID = 'src/zstd/lib/compress/zstd_opt.c'
source_filename = "src/zstd/lib/compress/zstd_opt.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @ZSTD_updateTree(ptr nocapture noundef %0, ptr noundef %1, ptr noundef readnone %2) local_unnamed_addr #0 !dbg !94 {
  %4 = alloca i32, align 4, !DIAssignID !254
    #dbg_value(ptr %0, !251, !DIExpression(), !255)
    #dbg_value(ptr %1, !252, !DIExpression(), !255)
    #dbg_value(ptr %2, !253, !DIExpression(), !255)
  %5 = getelementptr inbounds i8, ptr %0, i64 272, !dbg !256
  %6 = load i32, ptr %5, align 8, !dbg !256, !tbaa !257
    #dbg_value(ptr %0, !267, !DIExpression(), !284)
    #dbg_value(ptr %1, !275, !DIExpression(), !284)
    #dbg_value(ptr %2, !276, !DIExpression(), !284)
    #dbg_value(i32 %6, !277, !DIExpression(), !284)
    #dbg_value(i32 0, !278, !DIExpression(), !284)
  %7 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !286
  %8 = load ptr, ptr %7, align 8, !dbg !286, !tbaa !287
    #dbg_value(ptr %8, !279, !DIExpression(), !284)
  %9 = ptrtoint ptr %1 to i64, !dbg !288
  %10 = ptrtoint ptr %8 to i64, !dbg !288
  %11 = sub i64 %9, %10, !dbg !288
  %12 = trunc i64 %11 to i32, !dbg !289
    #dbg_value(i32 %12, !280, !DIExpression(), !284)
  %13 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !290
  %14 = load i32, ptr %13, align 4, !dbg !290, !tbaa !291
    #dbg_value(i32 %14, !281, !DIExpression(), !284)
  %15 = icmp ult i32 %14, %12, !dbg !292
  br i1 %15, label %16, label %231, !dbg !293

16:                                               ; preds = %3
  %17 = getelementptr inbounds i8, ptr %0, i64 256
  %18 = getelementptr inbounds i8, ptr %0, i64 112
  %19 = load ptr, ptr %18, align 8, !tbaa !294
  %20 = getelementptr inbounds i8, ptr %0, i64 264
  %21 = getelementptr inbounds i8, ptr %0, i64 128
  %22 = load ptr, ptr %21, align 8, !tbaa !295
  %23 = getelementptr inbounds i8, ptr %0, i64 260
  %24 = getelementptr inbounds i8, ptr %0, i64 28
  %25 = getelementptr inbounds i8, ptr %0, i64 40
  %26 = getelementptr inbounds i8, ptr %0, i64 268
  %27 = getelementptr inbounds i8, ptr %2, i64 -7
  %28 = getelementptr inbounds i8, ptr %2, i64 -3
  %29 = getelementptr inbounds i8, ptr %2, i64 -1
  br label %30, !dbg !293

30:                                               ; preds = %16, %223
  %31 = phi i32 [ %14, %16 ], [ %229, %223 ]
    #dbg_value(i32 %31, !281, !DIExpression(), !284)
  %32 = zext i32 %31 to i64, !dbg !296
  %33 = getelementptr inbounds i8, ptr %8, i64 %32, !dbg !296
    #dbg_assign(i1 undef, !297, !DIExpression(), !254, ptr %4, !DIExpression(), !345)
    #dbg_value(ptr %0, !303, !DIExpression(), !345)
    #dbg_value(ptr %33, !304, !DIExpression(), !345)
    #dbg_value(ptr %2, !305, !DIExpression(), !345)
    #dbg_value(i32 %12, !306, !DIExpression(), !345)
    #dbg_value(i32 %6, !307, !DIExpression(), !345)
    #dbg_value(i32 0, !308, !DIExpression(), !345)
    #dbg_value(ptr %17, !309, !DIExpression(), !345)
    #dbg_value(ptr %19, !313, !DIExpression(), !345)
  %34 = load i32, ptr %20, align 4, !dbg !347, !tbaa !348
    #dbg_value(i32 %34, !315, !DIExpression(), !345)
    #dbg_value(ptr %33, !349, !DIExpression(), !358)
    #dbg_value(i32 %34, !356, !DIExpression(), !358)
    #dbg_value(i32 %6, !357, !DIExpression(), !358)
  switch i32 %6, label %35 [
    i32 8, label %59
    i32 5, label %41
    i32 6, label %47
    i32 7, label %53
  ], !dbg !360

35:                                               ; preds = %30
    #dbg_value(ptr %33, !361, !DIExpression(), !367)
    #dbg_value(i32 %34, !366, !DIExpression(), !367)
    #dbg_value(ptr %33, !370, !DIExpression(), !375)
    #dbg_value(ptr %33, !377, !DIExpression(), !380)
  %36 = load i32, ptr %33, align 1, !dbg !383, !tbaa !384
    #dbg_value(i32 %36, !385, !DIExpression(), !392)
    #dbg_value(i32 %34, !390, !DIExpression(), !392)
    #dbg_value(i32 0, !391, !DIExpression(), !392)
  %37 = mul i32 %36, -1640531535, !dbg !394
  %38 = sub i32 32, %34, !dbg !395
  %39 = lshr i32 %37, %38, !dbg !396
  %40 = zext i32 %39 to i64, !dbg !397
  br label %65, !dbg !398

41:                                               ; preds = %30
    #dbg_value(ptr %33, !399, !DIExpression(), !403)
    #dbg_value(i32 %34, !402, !DIExpression(), !403)
    #dbg_value(ptr %33, !405, !DIExpression(), !410)
    #dbg_value(ptr %33, !412, !DIExpression(), !415)
  %42 = load i64, ptr %33, align 1, !dbg !418, !tbaa !419
    #dbg_value(i64 %42, !420, !DIExpression(), !427)
    #dbg_value(i32 %34, !425, !DIExpression(), !427)
    #dbg_value(i64 0, !426, !DIExpression(), !427)
  %43 = mul i64 %42, -3523014627271114752, !dbg !429
  %44 = sub i32 64, %34, !dbg !430
  %45 = zext nneg i32 %44 to i64, !dbg !431
  %46 = lshr i64 %43, %45, !dbg !431
  br label %65, !dbg !432

47:                                               ; preds = %30
    #dbg_value(ptr %33, !433, !DIExpression(), !437)
    #dbg_value(i32 %34, !436, !DIExpression(), !437)
    #dbg_value(ptr %33, !405, !DIExpression(), !439)
    #dbg_value(ptr %33, !412, !DIExpression(), !441)
  %48 = load i64, ptr %33, align 1, !dbg !443, !tbaa !419
    #dbg_value(i64 %48, !444, !DIExpression(), !449)
    #dbg_value(i32 %34, !447, !DIExpression(), !449)
    #dbg_value(i64 0, !448, !DIExpression(), !449)
  %49 = mul i64 %48, -3523014627193847808, !dbg !451
  %50 = sub i32 64, %34, !dbg !452
  %51 = zext nneg i32 %50 to i64, !dbg !453
  %52 = lshr i64 %49, %51, !dbg !453
  br label %65, !dbg !454

53:                                               ; preds = %30
    #dbg_value(ptr %33, !455, !DIExpression(), !459)
    #dbg_value(i32 %34, !458, !DIExpression(), !459)
    #dbg_value(ptr %33, !405, !DIExpression(), !461)
    #dbg_value(ptr %33, !412, !DIExpression(), !463)
  %54 = load i64, ptr %33, align 1, !dbg !465, !tbaa !419
    #dbg_value(i64 %54, !466, !DIExpression(), !471)
    #dbg_value(i32 %34, !469, !DIExpression(), !471)
    #dbg_value(i64 0, !470, !DIExpression(), !471)
  %55 = mul i64 %54, -3523014627193167104, !dbg !473
  %56 = sub i32 64, %34, !dbg !474
  %57 = zext nneg i32 %56 to i64, !dbg !475
  %58 = lshr i64 %55, %57, !dbg !475
  br label %65, !dbg !476

59:                                               ; preds = %30
    #dbg_value(ptr %33, !477, !DIExpression(), !481)
    #dbg_value(i32 %34, !480, !DIExpression(), !481)
    #dbg_value(ptr %33, !405, !DIExpression(), !483)
    #dbg_value(ptr %33, !412, !DIExpression(), !485)
  %60 = load i64, ptr %33, align 1, !dbg !487, !tbaa !419
    #dbg_value(i64 %60, !488, !DIExpression(), !493)
    #dbg_value(i32 %34, !491, !DIExpression(), !493)
    #dbg_value(i64 0, !492, !DIExpression(), !493)
  %61 = mul i64 %60, -3523014627327384477, !dbg !495
  %62 = sub i32 64, %34, !dbg !496
  %63 = zext nneg i32 %62 to i64, !dbg !497
  %64 = lshr i64 %61, %63, !dbg !497
  br label %65, !dbg !498

65:                                               ; preds = %59, %53, %47, %41, %35
  %66 = phi i64 [ %40, %35 ], [ %58, %53 ], [ %52, %47 ], [ %46, %41 ], [ %64, %59 ], !dbg !499
    #dbg_value(i64 %66, !316, !DIExpression(), !345)
    #dbg_value(ptr %22, !318, !DIExpression(), !345)
  %67 = load i32, ptr %23, align 4, !dbg !500, !tbaa !501
  %68 = add i32 %67, -1, !dbg !502
    #dbg_value(i32 %68, !319, !DIExpression(), !345)
  %69 = shl nsw i32 -1, %68, !dbg !503
  %70 = xor i32 %69, -1, !dbg !503
    #dbg_value(i32 %70, !320, !DIExpression(), !345)
  %71 = getelementptr inbounds i32, ptr %19, i64 %66, !dbg !504
  %72 = load i32, ptr %71, align 4, !dbg !504, !tbaa !384
    #dbg_value(i32 %72, !321, !DIExpression(), !345)
    #dbg_value(i64 0, !322, !DIExpression(), !345)
    #dbg_value(i64 0, !323, !DIExpression(), !345)
    #dbg_value(ptr %8, !324, !DIExpression(), !345)
    #dbg_value(ptr poison, !325, !DIExpression(), !345)
    #dbg_value(i32 poison, !326, !DIExpression(), !345)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !327, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !345)
    #dbg_value(!DIArgList(ptr poison, i32 poison), !328, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !345)
    #dbg_value(i32 %31, !330, !DIExpression(), !345)
  %73 = tail call i32 @llvm.usub.sat.i32(i32 %31, i32 %70), !dbg !505
    #dbg_value(i32 %73, !331, !DIExpression(), !345)
  %74 = and i32 %31, %70, !dbg !506
  %75 = shl nuw i32 %74, 1, !dbg !507
  %76 = zext i32 %75 to i64, !dbg !508
  %77 = getelementptr inbounds i32, ptr %22, i64 %76, !dbg !508
    #dbg_value(ptr %77, !332, !DIExpression(), !345)
  %78 = getelementptr inbounds i8, ptr %77, i64 4, !dbg !509
    #dbg_value(ptr %78, !333, !DIExpression(), !345)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !510
  %79 = load i32, ptr %17, align 4, !dbg !511, !tbaa !512
    #dbg_value(ptr %0, !513, !DIExpression(), !525)
    #dbg_value(i32 %12, !518, !DIExpression(), !525)
    #dbg_value(i32 %79, !519, !DIExpression(), !525)
  %80 = shl nuw i32 1, %79, !dbg !527
    #dbg_value(i32 %80, !520, !DIExpression(), !525)
  %81 = load i32, ptr %24, align 4, !dbg !528, !tbaa !529
    #dbg_value(i32 %81, !521, !DIExpression(), !525)
  %82 = sub i32 %12, %81, !dbg !530
  %83 = icmp ugt i32 %82, %80, !dbg !531
  %84 = sub i32 %12, %80, !dbg !532
    #dbg_value(i32 poison, !522, !DIExpression(), !525)
  %85 = load i32, ptr %25, align 8, !dbg !533, !tbaa !534
  %86 = icmp eq i32 %85, 0, !dbg !535
    #dbg_value(i1 %86, !523, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !525)
  %87 = select i1 %86, i1 %83, i1 false, !dbg !536
  %88 = select i1 %87, i32 %84, i32 %81, !dbg !536
    #dbg_value(i32 %88, !524, !DIExpression(), !525)
    #dbg_value(i32 %88, !334, !DIExpression(), !345)
  %89 = add i32 %31, 9, !dbg !537
    #dbg_value(i32 %89, !335, !DIExpression(), !345)
    #dbg_value(i64 8, !336, !DIExpression(), !345)
  %90 = load i32, ptr %26, align 4, !dbg !538, !tbaa !539
    #dbg_value(!DIArgList(i32 1, i32 %90), !337, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shl, DW_OP_stack_value), !345)
  store i32 %31, ptr %71, align 4, !dbg !540, !tbaa !384
  %91 = icmp ult i32 %72, %88, !dbg !541
  br i1 %91, label %92, label %93, !dbg !542

92:                                               ; preds = %65
    #dbg_value(i64 8, !336, !DIExpression(), !345)
    #dbg_value(i32 %89, !335, !DIExpression(), !345)
    #dbg_value(ptr %78, !333, !DIExpression(), !345)
    #dbg_value(ptr %77, !332, !DIExpression(), !345)
  store i32 0, ptr %78, align 4, !dbg !543, !tbaa !384
  store i32 0, ptr %77, align 4, !dbg !544, !tbaa !384
    #dbg_value(i32 0, !343, !DIExpression(), !545)
  br label %223, !dbg !546

93:                                               ; preds = %65
  %94 = shl nuw i32 1, %90, !dbg !547
    #dbg_value(i32 %94, !337, !DIExpression(), !345)
  br label %95, !dbg !542

95:                                               ; preds = %204, %93
  %96 = phi i32 [ %72, %93 ], [ %210, %204 ]
  %97 = phi i32 [ %94, %93 ], [ %211, %204 ]
  %98 = phi i64 [ 8, %93 ], [ %191, %204 ]
  %99 = phi i32 [ %89, %93 ], [ %189, %204 ]
  %100 = phi i64 [ 0, %93 ], [ %208, %204 ]
  %101 = phi ptr [ %78, %93 ], [ %207, %204 ]
  %102 = phi ptr [ %77, %93 ], [ %206, %204 ]
  %103 = phi i64 [ 0, %93 ], [ %205, %204 ]
    #dbg_value(i32 %96, !321, !DIExpression(), !345)
    #dbg_value(i32 %97, !337, !DIExpression(), !345)
    #dbg_value(i64 %98, !336, !DIExpression(), !345)
    #dbg_value(i32 %99, !335, !DIExpression(), !345)
    #dbg_value(i64 %100, !322, !DIExpression(), !345)
    #dbg_value(ptr %101, !333, !DIExpression(), !345)
    #dbg_value(ptr %102, !332, !DIExpression(), !345)
    #dbg_value(i64 %103, !323, !DIExpression(), !345)
  %104 = and i32 %96, %70, !dbg !548
  %105 = shl nuw i32 %104, 1, !dbg !549
  %106 = zext i32 %105 to i64, !dbg !550
  %107 = getelementptr inbounds i32, ptr %22, i64 %106, !dbg !550
    #dbg_value(ptr %107, !338, !DIExpression(), !551)
    #dbg_value(i64 poison, !342, !DIExpression(), !551)
  %108 = tail call i64 @llvm.umin.i64(i64 %100, i64 %103), !dbg !552
    #dbg_value(i64 %108, !342, !DIExpression(), !551)
  %109 = zext i32 %96 to i64, !dbg !553
  %110 = getelementptr inbounds i8, ptr %8, i64 %109, !dbg !553
    #dbg_value(ptr %110, !329, !DIExpression(), !345)
  %111 = getelementptr inbounds i8, ptr %33, i64 %108, !dbg !556
  %112 = getelementptr inbounds i8, ptr %110, i64 %108, !dbg !557
    #dbg_value(ptr %111, !558, !DIExpression(), !573)
    #dbg_value(ptr %112, !563, !DIExpression(), !573)
    #dbg_value(ptr %2, !564, !DIExpression(), !573)
    #dbg_value(ptr %111, !565, !DIExpression(), !573)
    #dbg_value(ptr %27, !566, !DIExpression(), !573)
  %113 = icmp ugt ptr %27, %111, !dbg !575
  br i1 %113, label %114, label %140, !dbg !576

114:                                              ; preds = %95
    #dbg_value(ptr %112, !577, !DIExpression(), !582)
  %115 = load i64, ptr %112, align 1, !dbg !584, !tbaa !419
    #dbg_value(ptr %111, !577, !DIExpression(), !585)
  %116 = load i64, ptr %111, align 1, !dbg !587, !tbaa !419
    #dbg_value(!DIArgList(i64 %115, i64 %116), !567, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !588)
  %117 = icmp eq i64 %115, %116, !dbg !589
  br i1 %117, label %122, label %118, !dbg !591

118:                                              ; preds = %114
  %119 = xor i64 %116, %115, !dbg !592
    #dbg_value(i64 %119, !567, !DIExpression(), !588)
    #dbg_value(i64 %119, !593, !DIExpression(), !599)
    #dbg_value(i64 %119, !601, !DIExpression(), !606)
  %120 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %119, i1 true), !dbg !612
  %121 = lshr i64 %120, 3, !dbg !613
  br label %177

122:                                              ; preds = %114, %128
  %123 = phi ptr [ %126, %128 ], [ %112, %114 ]
  %124 = phi ptr [ %125, %128 ], [ %111, %114 ]
  %125 = getelementptr inbounds i8, ptr %124, i64 8, !dbg !614
  %126 = getelementptr inbounds i8, ptr %123, i64 8, !dbg !615
    #dbg_value(ptr %125, !558, !DIExpression(), !573)
    #dbg_value(ptr %126, !563, !DIExpression(), !573)
  %127 = icmp ult ptr %125, %27, !dbg !616
  br i1 %127, label %128, label %140, !dbg !617

128:                                              ; preds = %122
    #dbg_value(ptr %126, !577, !DIExpression(), !618)
  %129 = load i64, ptr %126, align 1, !dbg !620, !tbaa !419
    #dbg_value(ptr %125, !577, !DIExpression(), !621)
  %130 = load i64, ptr %125, align 1, !dbg !623, !tbaa !419
    #dbg_value(!DIArgList(i64 %129, i64 %130), !571, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !624)
  %131 = icmp eq i64 %129, %130, !dbg !625
  br i1 %131, label %122, label %132, !dbg !627

132:                                              ; preds = %128
  %133 = xor i64 %130, %129, !dbg !628
    #dbg_value(i64 %133, !571, !DIExpression(), !624)
    #dbg_value(i64 %133, !593, !DIExpression(), !629)
    #dbg_value(i64 %133, !601, !DIExpression(), !631)
  %134 = tail call range(i64 0, 65) i64 @llvm.cttz.i64(i64 %133, i1 true), !dbg !633
  %135 = lshr i64 %134, 3, !dbg !634
  %136 = getelementptr inbounds i8, ptr %125, i64 %135, !dbg !635
    #dbg_value(ptr %136, !558, !DIExpression(), !573)
  %137 = ptrtoint ptr %136 to i64, !dbg !636
  %138 = ptrtoint ptr %111 to i64, !dbg !636
  %139 = sub i64 %137, %138, !dbg !636
    #dbg_value(ptr poison, !558, !DIExpression(), !573)
    #dbg_value(ptr poison, !563, !DIExpression(), !573)
  br label %177

140:                                              ; preds = %122, %95
  %141 = phi ptr [ %112, %95 ], [ %126, %122 ]
  %142 = phi ptr [ %111, %95 ], [ %125, %122 ]
    #dbg_value(ptr %142, !558, !DIExpression(), !573)
    #dbg_value(ptr %141, !563, !DIExpression(), !573)
  %143 = icmp ult ptr %142, %28, !dbg !637
  br i1 %143, label %144, label %151, !dbg !639

144:                                              ; preds = %140
    #dbg_value(ptr %141, !377, !DIExpression(), !640)
  %145 = load i32, ptr %141, align 1, !dbg !642, !tbaa !384
    #dbg_value(ptr %142, !377, !DIExpression(), !643)
  %146 = load i32, ptr %142, align 1, !dbg !645, !tbaa !384
  %147 = icmp eq i32 %145, %146, !dbg !646
  br i1 %147, label %148, label %151, !dbg !647

148:                                              ; preds = %144
  %149 = getelementptr inbounds i8, ptr %142, i64 4, !dbg !648
    #dbg_value(ptr %149, !558, !DIExpression(), !573)
  %150 = getelementptr inbounds i8, ptr %141, i64 4, !dbg !650
    #dbg_value(ptr %150, !563, !DIExpression(), !573)
  br label %151, !dbg !651

151:                                              ; preds = %148, %144, %140
  %152 = phi ptr [ %150, %148 ], [ %141, %144 ], [ %141, %140 ], !dbg !573
  %153 = phi ptr [ %149, %148 ], [ %142, %144 ], [ %142, %140 ], !dbg !573
    #dbg_value(ptr %153, !558, !DIExpression(), !573)
    #dbg_value(ptr %152, !563, !DIExpression(), !573)
  %154 = icmp ult ptr %153, %29, !dbg !652
  br i1 %154, label %155, label %162, !dbg !654

155:                                              ; preds = %151
    #dbg_value(ptr %152, !655, !DIExpression(), !660)
  %156 = load i16, ptr %152, align 1, !dbg !662, !tbaa !663
    #dbg_value(ptr %153, !655, !DIExpression(), !665)
  %157 = load i16, ptr %153, align 1, !dbg !667, !tbaa !663
  %158 = icmp eq i16 %156, %157, !dbg !668
  br i1 %158, label %159, label %162, !dbg !669

159:                                              ; preds = %155
  %160 = getelementptr inbounds i8, ptr %153, i64 2, !dbg !670
    #dbg_value(ptr %160, !558, !DIExpression(), !573)
  %161 = getelementptr inbounds i8, ptr %152, i64 2, !dbg !672
    #dbg_value(ptr %161, !563, !DIExpression(), !573)
  br label %162, !dbg !673

162:                                              ; preds = %159, %155, %151
  %163 = phi ptr [ %161, %159 ], [ %152, %155 ], [ %152, %151 ], !dbg !573
  %164 = phi ptr [ %160, %159 ], [ %153, %155 ], [ %153, %151 ], !dbg !573
    #dbg_value(ptr %164, !558, !DIExpression(), !573)
    #dbg_value(ptr %163, !563, !DIExpression(), !573)
  %165 = icmp ult ptr %164, %2, !dbg !674
  br i1 %165, label %166, label %172, !dbg !676

166:                                              ; preds = %162
  %167 = load i8, ptr %163, align 1, !dbg !677, !tbaa !678
  %168 = load i8, ptr %164, align 1, !dbg !679, !tbaa !678
  %169 = icmp eq i8 %167, %168, !dbg !680
  %170 = zext i1 %169 to i64, !dbg !681
  %171 = getelementptr inbounds i8, ptr %164, i64 %170, !dbg !681
  br label %172, !dbg !681

172:                                              ; preds = %166, %162
  %173 = phi ptr [ %164, %162 ], [ %171, %166 ], !dbg !573
    #dbg_value(ptr %173, !558, !DIExpression(), !573)
  %174 = ptrtoint ptr %173 to i64, !dbg !682
  %175 = ptrtoint ptr %111 to i64, !dbg !682
  %176 = sub i64 %174, %175, !dbg !682
  br label %177, !dbg !683

177:                                              ; preds = %172, %132, %118
  %178 = phi i64 [ %176, %172 ], [ %121, %118 ], [ %139, %132 ], !dbg !573
  %179 = add i64 %178, %108, !dbg !684
    #dbg_value(i64 %179, !342, !DIExpression(), !551)
    #dbg_value(ptr %110, !329, !DIExpression(), !345)
  %180 = icmp ugt i64 %179, %98, !dbg !685
  br i1 %180, label %181, label %188, !dbg !687

181:                                              ; preds = %177
    #dbg_value(i64 %179, !336, !DIExpression(), !345)
  %182 = sub i32 %99, %96, !dbg !688
  %183 = zext i32 %182 to i64, !dbg !691
  %184 = icmp ugt i64 %179, %183, !dbg !692
  br i1 %184, label %185, label %188, !dbg !693

185:                                              ; preds = %181
  %186 = trunc i64 %179 to i32, !dbg !694
  %187 = add i32 %96, %186, !dbg !695
    #dbg_value(i32 %187, !335, !DIExpression(), !345)
  br label %188, !dbg !696

188:                                              ; preds = %185, %181, %177
  %189 = phi i32 [ %187, %185 ], [ %99, %181 ], [ %99, %177 ], !dbg !345
  %190 = phi i64 [ %179, %185 ], [ %179, %181 ], [ %98, %177 ], !dbg !345
    #dbg_value(i64 %190, !336, !DIExpression(), !345)
    #dbg_value(i32 %189, !335, !DIExpression(), !345)
  %191 = freeze i64 %190, !dbg !697
  %192 = getelementptr inbounds i8, ptr %33, i64 %179, !dbg !699
  %193 = icmp eq ptr %192, %2, !dbg !701
  br i1 %193, label %215, label %194, !dbg !702

194:                                              ; preds = %188
  %195 = getelementptr inbounds i8, ptr %110, i64 %179, !dbg !703
  %196 = load i8, ptr %195, align 1, !dbg !703, !tbaa !678
  %197 = load i8, ptr %192, align 1, !dbg !705, !tbaa !678
  %198 = icmp ult i8 %196, %197, !dbg !706
  %199 = icmp ugt i32 %96, %73, !dbg !707
  br i1 %198, label %200, label %203, !dbg !708

200:                                              ; preds = %194
  store i32 %96, ptr %102, align 4, !dbg !709, !tbaa !384
    #dbg_value(i64 %179, !322, !DIExpression(), !345)
  br i1 %199, label %201, label %215, !dbg !711

201:                                              ; preds = %200
  %202 = getelementptr inbounds i8, ptr %107, i64 4, !dbg !712
    #dbg_value(ptr %202, !332, !DIExpression(), !345)
    #dbg_value(i32 poison, !321, !DIExpression(), !345)
  br label %204, !dbg !713

203:                                              ; preds = %194
  store i32 %96, ptr %101, align 4, !dbg !714, !tbaa !384
    #dbg_value(i64 %179, !323, !DIExpression(), !345)
  br i1 %199, label %204, label %215, !dbg !716

204:                                              ; preds = %203, %201
  %205 = phi i64 [ %103, %201 ], [ %179, %203 ], !dbg !345
  %206 = phi ptr [ %202, %201 ], [ %102, %203 ], !dbg !345
  %207 = phi ptr [ %101, %201 ], [ %107, %203 ], !dbg !345
  %208 = phi i64 [ %179, %201 ], [ %100, %203 ], !dbg !345
  %209 = phi ptr [ %202, %201 ], [ %107, %203 ]
  %210 = load i32, ptr %209, align 4, !dbg !707, !tbaa !384
    #dbg_value(i32 %210, !321, !DIExpression(), !345)
    #dbg_value(i64 %208, !322, !DIExpression(), !345)
    #dbg_value(ptr %207, !333, !DIExpression(), !345)
    #dbg_value(ptr %206, !332, !DIExpression(), !345)
    #dbg_value(i64 %205, !323, !DIExpression(), !345)
  %211 = add i32 %97, -1, !dbg !717
    #dbg_value(i32 %211, !337, !DIExpression(), !345)
    #dbg_value(i64 %190, !336, !DIExpression(), !345)
    #dbg_value(i32 %189, !335, !DIExpression(), !345)
  %212 = icmp ne i32 %211, 0, !dbg !718
  %213 = icmp uge i32 %210, %88, !dbg !541
  %214 = select i1 %212, i1 %213, i1 false, !dbg !541
  br i1 %214, label %95, label %215, !dbg !542, !llvm.loop !719

215:                                              ; preds = %204, %203, %200, %188
  %216 = phi ptr [ %206, %204 ], [ %102, %188 ], [ %4, %200 ], [ %102, %203 ], !dbg !722
  %217 = phi ptr [ %207, %204 ], [ %101, %188 ], [ %101, %200 ], [ %4, %203 ], !dbg !723
    #dbg_value(i64 %190, !336, !DIExpression(), !345)
    #dbg_value(i32 %189, !335, !DIExpression(), !345)
    #dbg_value(ptr %217, !333, !DIExpression(), !345)
    #dbg_value(ptr %216, !332, !DIExpression(), !345)
  store i32 0, ptr %217, align 4, !dbg !543, !tbaa !384
  store i32 0, ptr %216, align 4, !dbg !544, !tbaa !384
    #dbg_value(i32 0, !343, !DIExpression(), !545)
  %218 = icmp ugt i64 %191, 384, !dbg !697
  %219 = trunc i64 %191 to i32, !dbg !546
  %220 = add i32 %219, -384, !dbg !546
  %221 = tail call i32 @llvm.umin.i32(i32 %220, i32 192), !dbg !546
  %222 = select i1 %218, i32 %221, i32 0, !dbg !546
  br label %223, !dbg !546

223:                                              ; preds = %92, %215
  %224 = phi i32 [ %89, %92 ], [ %189, %215 ]
  %225 = phi i32 [ 0, %92 ], [ %222, %215 ], !dbg !546
    #dbg_value(i32 %225, !343, !DIExpression(), !545)
  %226 = sub i32 %224, %31, !dbg !724
  %227 = add i32 %226, -8, !dbg !724
  %228 = tail call i32 @llvm.umax.i32(i32 %225, i32 %227), !dbg !724
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !725
    #dbg_value(i32 %228, !282, !DIExpression(), !726)
  %229 = add i32 %228, %31, !dbg !727
    #dbg_value(i32 %229, !281, !DIExpression(), !284)
  %230 = icmp ult i32 %229, %12, !dbg !292
  br i1 %230, label %30, label %231, !dbg !293, !llvm.loop !728

231:                                              ; preds = %223, %3
  store i32 %12, ptr %13, align 4, !dbg !730, !tbaa !291
  ret void, !dbg !731
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.cttz.i64(i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.usub.sat.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #3

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!86, !87, !88, !89, !90, !91, !92}
!llvm.ident = !{!93}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !44, globals: !73, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/zstd/lib/compress/zstd_opt.c", directory: ".", checksumkind: CSK_MD5, checksum: "c812cccc4a14b952450c4670bc9acc52")
!2 = !{!3, !9, !15, !21, !27, !38}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 224, baseType: !5, size: 32, elements: !6)
!4 = !DIFile(filename: "src/zstd/lib/compress/zstd_compress_internal.h", directory: ".", checksumkind: CSK_MD5, checksum: "9f1fb0609d1fab688a18d6d3f34d7662")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !8}
!7 = !DIEnumerator(name: "zop_dynamic", value: 0)
!8 = !DIEnumerator(name: "zop_predef", value: 1)
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !10, line: 139, baseType: !5, size: 32, elements: !11)
!10 = !DIFile(filename: "src/zstd/lib/compress/../common/huf.h", directory: ".", checksumkind: CSK_MD5, checksum: "05b0d64590183c51750c28f7b2051958")
!11 = !{!12, !13, !14}
!12 = !DIEnumerator(name: "HUF_repeat_none", value: 0)
!13 = !DIEnumerator(name: "HUF_repeat_check", value: 1)
!14 = !DIEnumerator(name: "HUF_repeat_valid", value: 2)
!15 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !16, line: 278, baseType: !5, size: 32, elements: !17)
!16 = !DIFile(filename: "src/zstd/lib/compress/../common/fse.h", directory: ".", checksumkind: CSK_MD5, checksum: "b140564be5fe996b57617f6cd8c431d7")
!17 = !{!18, !19, !20}
!18 = !DIEnumerator(name: "FSE_repeat_none", value: 0)
!19 = !DIEnumerator(name: "FSE_repeat_check", value: 1)
!20 = !DIEnumerator(name: "FSE_repeat_valid", value: 2)
!21 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !22, line: 1451, baseType: !5, size: 32, elements: !23)
!22 = !DIFile(filename: "src/zstd/lib/compress/../common/../zstd.h", directory: ".", checksumkind: CSK_MD5, checksum: "0885616b65e9f8a4ec3d90c27aa9b289")
!23 = !{!24, !25, !26}
!24 = !DIEnumerator(name: "ZSTD_ps_auto", value: 0)
!25 = !DIEnumerator(name: "ZSTD_ps_enable", value: 1)
!26 = !DIEnumerator(name: "ZSTD_ps_disable", value: 2)
!27 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !22, line: 336, baseType: !5, size: 32, elements: !28)
!28 = !{!29, !30, !31, !32, !33, !34, !35, !36, !37}
!29 = !DIEnumerator(name: "ZSTD_fast", value: 1)
!30 = !DIEnumerator(name: "ZSTD_dfast", value: 2)
!31 = !DIEnumerator(name: "ZSTD_greedy", value: 3)
!32 = !DIEnumerator(name: "ZSTD_lazy", value: 4)
!33 = !DIEnumerator(name: "ZSTD_lazy2", value: 5)
!34 = !DIEnumerator(name: "ZSTD_btlazy2", value: 6)
!35 = !DIEnumerator(name: "ZSTD_btopt", value: 7)
!36 = !DIEnumerator(name: "ZSTD_btultra", value: 8)
!37 = !DIEnumerator(name: "ZSTD_btultra2", value: 9)
!38 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 551, baseType: !5, size: 32, elements: !39)
!39 = !{!40, !41, !42, !43}
!40 = !DIEnumerator(name: "ZSTD_noDict", value: 0)
!41 = !DIEnumerator(name: "ZSTD_extDict", value: 1)
!42 = !DIEnumerator(name: "ZSTD_dictMatchState", value: 2)
!43 = !DIEnumerator(name: "ZSTD_dedicatedDictSearch", value: 3)
!44 = !{!45, !51, !54, !57, !63, !60, !5, !66}
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !46, line: 47, baseType: !47)
!46 = !DIFile(filename: "src/zstd/lib/compress/../common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !48, line: 26, baseType: !49)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !50, line: 42, baseType: !5)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!51 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!52 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !46, line: 178, baseType: !45, align: 8)
!54 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !55, line: 18, baseType: !56)
!55 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!56 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!57 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!58 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign64", file: !46, line: 179, baseType: !60, align: 8)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "U64", file: !46, line: 49, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !48, line: 27, baseType: !62)
!62 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !50, line: 45, baseType: !56)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !65)
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalignArch", file: !46, line: 180, baseType: !54, align: 8)
!66 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign16", file: !46, line: 177, baseType: !69, align: 8)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "U16", file: !46, line: 45, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !48, line: 25, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !50, line: 40, baseType: !72)
!72 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!73 = !{!74, !77, !80, !82, !84}
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression(DW_OP_constu, 2654435761, DW_OP_stack_value))
!75 = distinct !DIGlobalVariable(name: "prime4bytes", scope: !0, file: !4, line: 903, type: !76, isLocal: true, isDefinition: true)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression(DW_OP_constu, 889523592379, DW_OP_stack_value))
!78 = distinct !DIGlobalVariable(name: "prime5bytes", scope: !0, file: !4, line: 908, type: !79, isLocal: true, isDefinition: true)
!79 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !60)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression(DW_OP_constu, 227718039650203, DW_OP_stack_value))
!81 = distinct !DIGlobalVariable(name: "prime6bytes", scope: !0, file: !4, line: 913, type: !79, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression(DW_OP_constu, 58295818150454627, DW_OP_stack_value))
!83 = distinct !DIGlobalVariable(name: "prime7bytes", scope: !0, file: !4, line: 918, type: !79, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression(DW_OP_constu, 14923729446382167139, DW_OP_stack_value))
!85 = distinct !DIGlobalVariable(name: "prime8bytes", scope: !0, file: !4, line: 923, type: !79, isLocal: true, isDefinition: true)
!86 = !{i32 7, !"Dwarf Version", i32 5}
!87 = !{i32 2, !"Debug Info Version", i32 3}
!88 = !{i32 1, !"wchar_size", i32 4}
!89 = !{i32 8, !"PIC Level", i32 2}
!90 = !{i32 7, !"PIE Level", i32 2}
!91 = !{i32 7, !"uwtable", i32 2}
!92 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!93 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!94 = distinct !DISubprogram(name: "ZSTD_updateTree", scope: !1, file: !1, line: 583, type: !95, scopeLine: 583, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !250)
!95 = !DISubroutineType(types: !96)
!96 = !{null, !97, !106, !106}
!97 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !98, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_MatchState_t", file: !4, line: 268, baseType: !99)
!99 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "ZSTD_MatchState_t", file: !4, line: 272, size: 2432, elements: !100)
!100 = !{!101, !117, !118, !119, !120, !121, !123, !127, !128, !129, !131, !132, !133, !135, !136, !215, !218, !230, !248, !249}
!101 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !99, file: !4, line: 273, baseType: !102, size: 320)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_window_t", file: !4, line: 264, baseType: !103)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 254, size: 320, elements: !104)
!104 = !{!105, !112, !113, !114, !115, !116}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "nextSrc", scope: !103, file: !4, line: 255, baseType: !106, size: 64)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !108)
!108 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !46, line: 42, baseType: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !48, line: 24, baseType: !110)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !50, line: 38, baseType: !111)
!111 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !103, file: !4, line: 256, baseType: !106, size: 64, offset: 64)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "dictBase", scope: !103, file: !4, line: 257, baseType: !106, size: 64, offset: 128)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "dictLimit", scope: !103, file: !4, line: 258, baseType: !45, size: 32, offset: 192)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "lowLimit", scope: !103, file: !4, line: 259, baseType: !45, size: 32, offset: 224)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "nbOverflowCorrections", scope: !103, file: !4, line: 260, baseType: !45, size: 32, offset: 256)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "loadedDictEnd", scope: !99, file: !4, line: 274, baseType: !45, size: 32, offset: 320)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "nextToUpdate", scope: !99, file: !4, line: 281, baseType: !45, size: 32, offset: 352)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "hashLog3", scope: !99, file: !4, line: 282, baseType: !45, size: 32, offset: 384)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "rowHashLog", scope: !99, file: !4, line: 284, baseType: !45, size: 32, offset: 416)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "tagTable", scope: !99, file: !4, line: 285, baseType: !122, size: 64, offset: 448)
!122 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !108, size: 64)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "hashCache", scope: !99, file: !4, line: 286, baseType: !124, size: 256, offset: 512)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 256, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 8)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "hashSalt", scope: !99, file: !4, line: 287, baseType: !60, size: 64, offset: 768)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "hashSaltEntropy", scope: !99, file: !4, line: 288, baseType: !45, size: 32, offset: 832)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "hashTable", scope: !99, file: !4, line: 290, baseType: !130, size: 64, offset: 896)
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "hashTable3", scope: !99, file: !4, line: 291, baseType: !130, size: 64, offset: 960)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "chainTable", scope: !99, file: !4, line: 292, baseType: !130, size: 64, offset: 1024)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "forceNonContiguous", scope: !99, file: !4, line: 294, baseType: !134, size: 32, offset: 1088)
!134 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "dedicatedDictSearch", scope: !99, file: !4, line: 296, baseType: !134, size: 32, offset: 1120)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "opt", scope: !99, file: !4, line: 299, baseType: !137, size: 832, offset: 1152)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "optState_t", file: !4, line: 247, baseType: !138)
!138 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 227, size: 832, elements: !139)
!139 = !{!140, !142, !143, !144, !145, !152, !165, !166, !167, !168, !169, !170, !171, !172, !173, !175, !213}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "litFreq", scope: !138, file: !4, line: 229, baseType: !141, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "litLengthFreq", scope: !138, file: !4, line: 230, baseType: !141, size: 64, offset: 64)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "matchLengthFreq", scope: !138, file: !4, line: 231, baseType: !141, size: 64, offset: 128)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "offCodeFreq", scope: !138, file: !4, line: 232, baseType: !141, size: 64, offset: 192)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "matchTable", scope: !138, file: !4, line: 233, baseType: !146, size: 64, offset: 256)
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_match_t", file: !4, line: 197, baseType: !148)
!148 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 194, size: 64, elements: !149)
!149 = !{!150, !151}
!150 = !DIDerivedType(tag: DW_TAG_member, name: "off", scope: !148, file: !4, line: 195, baseType: !45, size: 32)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !148, file: !4, line: 196, baseType: !45, size: 32, offset: 32)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "priceTable", scope: !138, file: !4, line: 234, baseType: !153, size: 64, offset: 320)
!153 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !154, size: 64)
!154 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_optimal_t", file: !4, line: 222, baseType: !155)
!155 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 216, size: 224, elements: !156)
!156 = !{!157, !158, !159, !160, !161}
!157 = !DIDerivedType(tag: DW_TAG_member, name: "price", scope: !155, file: !4, line: 217, baseType: !134, size: 32)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "off", scope: !155, file: !4, line: 218, baseType: !45, size: 32, offset: 32)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "mlen", scope: !155, file: !4, line: 219, baseType: !45, size: 32, offset: 64)
!160 = !DIDerivedType(tag: DW_TAG_member, name: "litlen", scope: !155, file: !4, line: 220, baseType: !45, size: 32, offset: 96)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "rep", scope: !155, file: !4, line: 221, baseType: !162, size: 96, offset: 128)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 96, elements: !163)
!163 = !{!164}
!164 = !DISubrange(count: 3)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "litSum", scope: !138, file: !4, line: 236, baseType: !45, size: 32, offset: 384)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "litLengthSum", scope: !138, file: !4, line: 237, baseType: !45, size: 32, offset: 416)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "matchLengthSum", scope: !138, file: !4, line: 238, baseType: !45, size: 32, offset: 448)
!168 = !DIDerivedType(tag: DW_TAG_member, name: "offCodeSum", scope: !138, file: !4, line: 239, baseType: !45, size: 32, offset: 480)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "litSumBasePrice", scope: !138, file: !4, line: 240, baseType: !45, size: 32, offset: 512)
!170 = !DIDerivedType(tag: DW_TAG_member, name: "litLengthSumBasePrice", scope: !138, file: !4, line: 241, baseType: !45, size: 32, offset: 544)
!171 = !DIDerivedType(tag: DW_TAG_member, name: "matchLengthSumBasePrice", scope: !138, file: !4, line: 242, baseType: !45, size: 32, offset: 576)
!172 = !DIDerivedType(tag: DW_TAG_member, name: "offCodeSumBasePrice", scope: !138, file: !4, line: 243, baseType: !45, size: 32, offset: 608)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "priceType", scope: !138, file: !4, line: 244, baseType: !174, size: 32, offset: 640)
!174 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_OptPrice_e", file: !4, line: 224, baseType: !3)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "symbolCosts", scope: !138, file: !4, line: 245, baseType: !176, size: 64, offset: 704)
!176 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !177, size: 64)
!177 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !178)
!178 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_entropyCTables_t", file: !4, line: 80, baseType: !179)
!179 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 77, size: 44928, elements: !180)
!180 = !{!181, !192}
!181 = !DIDerivedType(tag: DW_TAG_member, name: "huf", scope: !179, file: !4, line: 78, baseType: !182, size: 16512)
!182 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_hufCTables_t", file: !4, line: 66, baseType: !183)
!183 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 63, size: 16512, elements: !184)
!184 = !{!185, !190}
!185 = !DIDerivedType(tag: DW_TAG_member, name: "CTable", scope: !183, file: !4, line: 64, baseType: !186, size: 16448)
!186 = !DICompositeType(tag: DW_TAG_array_type, baseType: !187, size: 16448, elements: !188)
!187 = !DIDerivedType(tag: DW_TAG_typedef, name: "HUF_CElt", file: !10, line: 57, baseType: !54)
!188 = !{!189}
!189 = !DISubrange(count: 257)
!190 = !DIDerivedType(tag: DW_TAG_member, name: "repeatMode", scope: !183, file: !4, line: 65, baseType: !191, size: 32, offset: 16448)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "HUF_repeat", file: !10, line: 143, baseType: !9)
!192 = !DIDerivedType(tag: DW_TAG_member, name: "fse", scope: !179, file: !4, line: 79, baseType: !193, size: 28416, offset: 16512)
!193 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_fseCTables_t", file: !4, line: 75, baseType: !194)
!194 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 68, size: 28416, elements: !195)
!195 = !{!196, !201, !205, !209, !211, !212}
!196 = !DIDerivedType(tag: DW_TAG_member, name: "offcodeCTable", scope: !194, file: !4, line: 69, baseType: !197, size: 6176)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 6176, elements: !199)
!198 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_CTable", file: !16, line: 118, baseType: !5)
!199 = !{!200}
!200 = !DISubrange(count: 193)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "matchlengthCTable", scope: !194, file: !4, line: 70, baseType: !202, size: 11616, offset: 6176)
!202 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 11616, elements: !203)
!203 = !{!204}
!204 = !DISubrange(count: 363)
!205 = !DIDerivedType(tag: DW_TAG_member, name: "litlengthCTable", scope: !194, file: !4, line: 71, baseType: !206, size: 10528, offset: 17792)
!206 = !DICompositeType(tag: DW_TAG_array_type, baseType: !198, size: 10528, elements: !207)
!207 = !{!208}
!208 = !DISubrange(count: 329)
!209 = !DIDerivedType(tag: DW_TAG_member, name: "offcode_repeatMode", scope: !194, file: !4, line: 72, baseType: !210, size: 32, offset: 28320)
!210 = !DIDerivedType(tag: DW_TAG_typedef, name: "FSE_repeat", file: !16, line: 282, baseType: !15)
!211 = !DIDerivedType(tag: DW_TAG_member, name: "matchlength_repeatMode", scope: !194, file: !4, line: 73, baseType: !210, size: 32, offset: 28352)
!212 = !DIDerivedType(tag: DW_TAG_member, name: "litlength_repeatMode", scope: !194, file: !4, line: 74, baseType: !210, size: 32, offset: 28384)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "literalCompressionMode", scope: !138, file: !4, line: 246, baseType: !214, size: 32, offset: 768)
!214 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_ParamSwitch_e", file: !22, line: 1459, baseType: !21)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "dictMatchState", scope: !99, file: !4, line: 300, baseType: !216, size: 64, offset: 1984)
!216 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !217, size: 64)
!217 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !98)
!218 = !DIDerivedType(tag: DW_TAG_member, name: "cParams", scope: !99, file: !4, line: 301, baseType: !219, size: 224, offset: 2048)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_compressionParameters", file: !22, line: 1360, baseType: !220)
!220 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !22, line: 1352, size: 224, elements: !221)
!221 = !{!222, !223, !224, !225, !226, !227, !228}
!222 = !DIDerivedType(tag: DW_TAG_member, name: "windowLog", scope: !220, file: !22, line: 1353, baseType: !5, size: 32)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "chainLog", scope: !220, file: !22, line: 1354, baseType: !5, size: 32, offset: 32)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "hashLog", scope: !220, file: !22, line: 1355, baseType: !5, size: 32, offset: 64)
!225 = !DIDerivedType(tag: DW_TAG_member, name: "searchLog", scope: !220, file: !22, line: 1356, baseType: !5, size: 32, offset: 96)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "minMatch", scope: !220, file: !22, line: 1357, baseType: !5, size: 32, offset: 128)
!227 = !DIDerivedType(tag: DW_TAG_member, name: "targetLength", scope: !220, file: !22, line: 1358, baseType: !5, size: 32, offset: 160)
!228 = !DIDerivedType(tag: DW_TAG_member, name: "strategy", scope: !220, file: !22, line: 1359, baseType: !229, size: 32, offset: 192)
!229 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_strategy", file: !22, line: 347, baseType: !27)
!230 = !DIDerivedType(tag: DW_TAG_member, name: "ldmSeqStore", scope: !99, file: !4, line: 302, baseType: !231, size: 64, offset: 2304)
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !233)
!233 = !DIDerivedType(tag: DW_TAG_typedef, name: "RawSeqStore_t", file: !4, line: 212, baseType: !234)
!234 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 205, size: 320, elements: !235)
!235 = !{!236, !244, !245, !246, !247}
!236 = !DIDerivedType(tag: DW_TAG_member, name: "seq", scope: !234, file: !4, line: 206, baseType: !237, size: 64)
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_typedef, name: "rawSeq", file: !4, line: 203, baseType: !239)
!239 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !4, line: 199, size: 96, elements: !240)
!240 = !{!241, !242, !243}
!241 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !239, file: !4, line: 200, baseType: !45, size: 32)
!242 = !DIDerivedType(tag: DW_TAG_member, name: "litLength", scope: !239, file: !4, line: 201, baseType: !45, size: 32, offset: 32)
!243 = !DIDerivedType(tag: DW_TAG_member, name: "matchLength", scope: !239, file: !4, line: 202, baseType: !45, size: 32, offset: 64)
!244 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !234, file: !4, line: 207, baseType: !54, size: 64, offset: 64)
!245 = !DIDerivedType(tag: DW_TAG_member, name: "posInSequence", scope: !234, file: !4, line: 208, baseType: !54, size: 64, offset: 128)
!246 = !DIDerivedType(tag: DW_TAG_member, name: "size", scope: !234, file: !4, line: 210, baseType: !54, size: 64, offset: 192)
!247 = !DIDerivedType(tag: DW_TAG_member, name: "capacity", scope: !234, file: !4, line: 211, baseType: !54, size: 64, offset: 256)
!248 = !DIDerivedType(tag: DW_TAG_member, name: "prefetchCDictTables", scope: !99, file: !4, line: 307, baseType: !134, size: 32, offset: 2368)
!249 = !DIDerivedType(tag: DW_TAG_member, name: "lazySkipping", scope: !99, file: !4, line: 314, baseType: !134, size: 32, offset: 2400)
!250 = !{!251, !252, !253}
!251 = !DILocalVariable(name: "ms", arg: 1, scope: !94, file: !1, line: 583, type: !97)
!252 = !DILocalVariable(name: "ip", arg: 2, scope: !94, file: !1, line: 583, type: !106)
!253 = !DILocalVariable(name: "iend", arg: 3, scope: !94, file: !1, line: 583, type: !106)
!254 = distinct !DIAssignID()
!255 = !DILocation(line: 0, scope: !94)
!256 = !DILocation(line: 584, column: 56, scope: !94)
!257 = !{!258, !263, i64 272}
!258 = !{!"ZSTD_MatchState_t", !259, i64 0, !263, i64 40, !263, i64 44, !263, i64 48, !263, i64 52, !260, i64 56, !261, i64 64, !264, i64 96, !263, i64 104, !260, i64 112, !260, i64 120, !260, i64 128, !263, i64 136, !263, i64 140, !265, i64 144, !260, i64 248, !266, i64 256, !260, i64 288, !263, i64 296, !263, i64 300}
!259 = !{!"", !260, i64 0, !260, i64 8, !260, i64 16, !263, i64 24, !263, i64 28, !263, i64 32}
!260 = !{!"any pointer", !261, i64 0}
!261 = !{!"omnipotent char", !262, i64 0}
!262 = !{!"Simple C/C++ TBAA"}
!263 = !{!"int", !261, i64 0}
!264 = !{!"long", !261, i64 0}
!265 = !{!"", !260, i64 0, !260, i64 8, !260, i64 16, !260, i64 24, !260, i64 32, !260, i64 40, !263, i64 48, !263, i64 52, !263, i64 56, !263, i64 60, !263, i64 64, !263, i64 68, !263, i64 72, !263, i64 76, !263, i64 80, !260, i64 88, !263, i64 96}
!266 = !{!"", !263, i64 0, !263, i64 4, !263, i64 8, !263, i64 12, !263, i64 16, !263, i64 20, !263, i64 24}
!267 = !DILocalVariable(name: "ms", arg: 1, scope: !268, file: !1, line: 563, type: !97)
!268 = distinct !DISubprogram(name: "ZSTD_updateTree_internal", scope: !1, file: !1, line: 562, type: !269, scopeLine: 566, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !274)
!269 = !DISubroutineType(types: !270)
!270 = !{null, !97, !271, !271, !76, !272}
!271 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !106)
!272 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !273)
!273 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_dictMode_e", file: !4, line: 556, baseType: !38)
!274 = !{!267, !275, !276, !277, !278, !279, !280, !281, !282}
!275 = !DILocalVariable(name: "ip", arg: 2, scope: !268, file: !1, line: 564, type: !271)
!276 = !DILocalVariable(name: "iend", arg: 3, scope: !268, file: !1, line: 564, type: !271)
!277 = !DILocalVariable(name: "mls", arg: 4, scope: !268, file: !1, line: 565, type: !76)
!278 = !DILocalVariable(name: "dictMode", arg: 5, scope: !268, file: !1, line: 565, type: !272)
!279 = !DILocalVariable(name: "base", scope: !268, file: !1, line: 567, type: !271)
!280 = !DILocalVariable(name: "target", scope: !268, file: !1, line: 568, type: !76)
!281 = !DILocalVariable(name: "idx", scope: !268, file: !1, line: 569, type: !45)
!282 = !DILocalVariable(name: "forward", scope: !283, file: !1, line: 574, type: !76)
!283 = distinct !DILexicalBlock(scope: !268, file: !1, line: 573, column: 25)
!284 = !DILocation(line: 0, scope: !268, inlinedAt: !285)
!285 = distinct !DILocation(line: 584, column: 5, scope: !94)
!286 = !DILocation(line: 567, column: 41, scope: !268, inlinedAt: !285)
!287 = !{!258, !260, i64 8}
!288 = !DILocation(line: 568, column: 33, scope: !268, inlinedAt: !285)
!289 = !DILocation(line: 568, column: 24, scope: !268, inlinedAt: !285)
!290 = !DILocation(line: 569, column: 19, scope: !268, inlinedAt: !285)
!291 = !{!258, !263, i64 44}
!292 = !DILocation(line: 573, column: 15, scope: !268, inlinedAt: !285)
!293 = !DILocation(line: 573, column: 5, scope: !268, inlinedAt: !285)
!294 = !{!258, !260, i64 112}
!295 = !{!258, !260, i64 128}
!296 = !DILocation(line: 574, column: 52, scope: !283, inlinedAt: !285)
!297 = !DILocalVariable(name: "dummy32", scope: !298, file: !1, line: 467, type: !45)
!298 = distinct !DISubprogram(name: "ZSTD_insertBt1", scope: !1, file: !1, line: 442, type: !299, scopeLine: 447, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !302)
!299 = !DISubroutineType(types: !300)
!300 = !{!45, !216, !271, !271, !76, !76, !301}
!301 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !134)
!302 = !{!303, !304, !305, !306, !307, !308, !309, !313, !315, !316, !318, !319, !320, !321, !322, !323, !324, !325, !326, !327, !328, !329, !330, !331, !332, !333, !297, !334, !335, !336, !337, !338, !342, !343}
!303 = !DILocalVariable(name: "ms", arg: 1, scope: !298, file: !1, line: 443, type: !216)
!304 = !DILocalVariable(name: "ip", arg: 2, scope: !298, file: !1, line: 444, type: !271)
!305 = !DILocalVariable(name: "iend", arg: 3, scope: !298, file: !1, line: 444, type: !271)
!306 = !DILocalVariable(name: "target", arg: 4, scope: !298, file: !1, line: 445, type: !76)
!307 = !DILocalVariable(name: "mls", arg: 5, scope: !298, file: !1, line: 446, type: !76)
!308 = !DILocalVariable(name: "extDict", arg: 6, scope: !298, file: !1, line: 446, type: !301)
!309 = !DILocalVariable(name: "cParams", scope: !298, file: !1, line: 448, type: !310)
!310 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !311)
!311 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !312, size: 64)
!312 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !219)
!313 = !DILocalVariable(name: "hashTable", scope: !298, file: !1, line: 449, type: !314)
!314 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !130)
!315 = !DILocalVariable(name: "hashLog", scope: !298, file: !1, line: 450, type: !76)
!316 = !DILocalVariable(name: "h", scope: !298, file: !1, line: 451, type: !317)
!317 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !54)
!318 = !DILocalVariable(name: "bt", scope: !298, file: !1, line: 452, type: !314)
!319 = !DILocalVariable(name: "btLog", scope: !298, file: !1, line: 453, type: !76)
!320 = !DILocalVariable(name: "btMask", scope: !298, file: !1, line: 454, type: !76)
!321 = !DILocalVariable(name: "matchIndex", scope: !298, file: !1, line: 455, type: !45)
!322 = !DILocalVariable(name: "commonLengthSmaller", scope: !298, file: !1, line: 456, type: !54)
!323 = !DILocalVariable(name: "commonLengthLarger", scope: !298, file: !1, line: 456, type: !54)
!324 = !DILocalVariable(name: "base", scope: !298, file: !1, line: 457, type: !271)
!325 = !DILocalVariable(name: "dictBase", scope: !298, file: !1, line: 458, type: !271)
!326 = !DILocalVariable(name: "dictLimit", scope: !298, file: !1, line: 459, type: !76)
!327 = !DILocalVariable(name: "dictEnd", scope: !298, file: !1, line: 460, type: !271)
!328 = !DILocalVariable(name: "prefixStart", scope: !298, file: !1, line: 461, type: !271)
!329 = !DILocalVariable(name: "match", scope: !298, file: !1, line: 462, type: !106)
!330 = !DILocalVariable(name: "curr", scope: !298, file: !1, line: 463, type: !76)
!331 = !DILocalVariable(name: "btLow", scope: !298, file: !1, line: 464, type: !76)
!332 = !DILocalVariable(name: "smallerPtr", scope: !298, file: !1, line: 465, type: !130)
!333 = !DILocalVariable(name: "largerPtr", scope: !298, file: !1, line: 466, type: !130)
!334 = !DILocalVariable(name: "windowLow", scope: !298, file: !1, line: 471, type: !76)
!335 = !DILocalVariable(name: "matchEndIdx", scope: !298, file: !1, line: 472, type: !45)
!336 = !DILocalVariable(name: "bestLength", scope: !298, file: !1, line: 473, type: !54)
!337 = !DILocalVariable(name: "nbCompares", scope: !298, file: !1, line: 474, type: !45)
!338 = !DILocalVariable(name: "nextPtr", scope: !339, file: !1, line: 490, type: !314)
!339 = distinct !DILexicalBlock(scope: !340, file: !1, line: 489, column: 67)
!340 = distinct !DILexicalBlock(scope: !341, file: !1, line: 489, column: 5)
!341 = distinct !DILexicalBlock(scope: !298, file: !1, line: 489, column: 5)
!342 = !DILocalVariable(name: "matchLength", scope: !339, file: !1, line: 491, type: !54)
!343 = !DILocalVariable(name: "positions", scope: !344, file: !1, line: 553, type: !45)
!344 = distinct !DILexicalBlock(scope: !298, file: !1, line: 553, column: 5)
!345 = !DILocation(line: 0, scope: !298, inlinedAt: !346)
!346 = distinct !DILocation(line: 574, column: 29, scope: !283, inlinedAt: !285)
!347 = !DILocation(line: 450, column: 37, scope: !298, inlinedAt: !346)
!348 = !{!266, !263, i64 8}
!349 = !DILocalVariable(name: "p", arg: 1, scope: !350, file: !4, line: 930, type: !353)
!350 = distinct !DISubprogram(name: "ZSTD_hashPtr", scope: !4, file: !4, line: 930, type: !351, scopeLine: 931, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !355)
!351 = !DISubroutineType(types: !352)
!352 = !{!54, !353, !45, !45}
!353 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !354, size: 64)
!354 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!355 = !{!349, !356, !357}
!356 = !DILocalVariable(name: "hBits", arg: 2, scope: !350, file: !4, line: 930, type: !45)
!357 = !DILocalVariable(name: "mls", arg: 3, scope: !350, file: !4, line: 930, type: !45)
!358 = !DILocation(line: 0, scope: !350, inlinedAt: !359)
!359 = distinct !DILocation(line: 451, column: 23, scope: !298, inlinedAt: !346)
!360 = !DILocation(line: 936, column: 5, scope: !350, inlinedAt: !359)
!361 = !DILocalVariable(name: "ptr", arg: 1, scope: !362, file: !4, line: 905, type: !353)
!362 = distinct !DISubprogram(name: "ZSTD_hash4Ptr", scope: !4, file: !4, line: 905, type: !363, scopeLine: 905, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !365)
!363 = !DISubroutineType(types: !364)
!364 = !{!54, !353, !45}
!365 = !{!361, !366}
!366 = !DILocalVariable(name: "h", arg: 2, scope: !362, file: !4, line: 905, type: !45)
!367 = !DILocation(line: 0, scope: !362, inlinedAt: !368)
!368 = distinct !DILocation(line: 939, column: 20, scope: !369, inlinedAt: !359)
!369 = distinct !DILexicalBlock(scope: !350, file: !4, line: 937, column: 5)
!370 = !DILocalVariable(name: "memPtr", arg: 1, scope: !371, file: !46, line: 321, type: !353)
!371 = distinct !DISubprogram(name: "MEM_readLE32", scope: !46, file: !46, line: 321, type: !372, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !374)
!372 = !DISubroutineType(types: !373)
!373 = !{!45, !353}
!374 = !{!370}
!375 = !DILocation(line: 0, scope: !371, inlinedAt: !376)
!376 = distinct !DILocation(line: 905, column: 73, scope: !362, inlinedAt: !368)
!377 = !DILocalVariable(name: "ptr", arg: 1, scope: !378, file: !46, line: 183, type: !353)
!378 = distinct !DISubprogram(name: "MEM_read32", scope: !46, file: !46, line: 183, type: !372, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !379)
!379 = !{!377}
!380 = !DILocation(line: 0, scope: !378, inlinedAt: !381)
!381 = distinct !DILocation(line: 324, column: 16, scope: !382, inlinedAt: !376)
!382 = distinct !DILexicalBlock(scope: !371, file: !46, line: 323, column: 9)
!383 = !DILocation(line: 183, column: 53, scope: !378, inlinedAt: !381)
!384 = !{!263, !263, i64 0}
!385 = !DILocalVariable(name: "u", arg: 1, scope: !386, file: !4, line: 904, type: !45)
!386 = distinct !DISubprogram(name: "ZSTD_hash4", scope: !4, file: !4, line: 904, type: !387, scopeLine: 904, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !389)
!387 = !DISubroutineType(types: !388)
!388 = !{!45, !45, !45, !45}
!389 = !{!385, !390, !391}
!390 = !DILocalVariable(name: "h", arg: 2, scope: !386, file: !4, line: 904, type: !45)
!391 = !DILocalVariable(name: "s", arg: 3, scope: !386, file: !4, line: 904, type: !45)
!392 = !DILocation(line: 0, scope: !386, inlinedAt: !393)
!393 = distinct !DILocation(line: 905, column: 62, scope: !362, inlinedAt: !368)
!394 = !DILocation(line: 904, column: 77, scope: !386, inlinedAt: !393)
!395 = !DILocation(line: 904, column: 103, scope: !386, inlinedAt: !393)
!396 = !DILocation(line: 904, column: 97, scope: !386, inlinedAt: !393)
!397 = !DILocation(line: 905, column: 62, scope: !362, inlinedAt: !368)
!398 = !DILocation(line: 939, column: 13, scope: !369, inlinedAt: !359)
!399 = !DILocalVariable(name: "p", arg: 1, scope: !400, file: !4, line: 910, type: !353)
!400 = distinct !DISubprogram(name: "ZSTD_hash5Ptr", scope: !4, file: !4, line: 910, type: !363, scopeLine: 910, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !401)
!401 = !{!399, !402}
!402 = !DILocalVariable(name: "h", arg: 2, scope: !400, file: !4, line: 910, type: !45)
!403 = !DILocation(line: 0, scope: !400, inlinedAt: !404)
!404 = distinct !DILocation(line: 940, column: 20, scope: !369, inlinedAt: !359)
!405 = !DILocalVariable(name: "memPtr", arg: 1, scope: !406, file: !46, line: 337, type: !353)
!406 = distinct !DISubprogram(name: "MEM_readLE64", scope: !46, file: !46, line: 337, type: !407, scopeLine: 338, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !409)
!407 = !DISubroutineType(types: !408)
!408 = !{!60, !353}
!409 = !{!405}
!410 = !DILocation(line: 0, scope: !406, inlinedAt: !411)
!411 = distinct !DILocation(line: 910, column: 71, scope: !400, inlinedAt: !404)
!412 = !DILocalVariable(name: "ptr", arg: 1, scope: !413, file: !46, line: 184, type: !353)
!413 = distinct !DISubprogram(name: "MEM_read64", scope: !46, file: !46, line: 184, type: !407, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !414)
!414 = !{!412}
!415 = !DILocation(line: 0, scope: !413, inlinedAt: !416)
!416 = distinct !DILocation(line: 340, column: 16, scope: !417, inlinedAt: !411)
!417 = distinct !DILexicalBlock(scope: !406, file: !46, line: 339, column: 9)
!418 = !DILocation(line: 184, column: 53, scope: !413, inlinedAt: !416)
!419 = !{!264, !264, i64 0}
!420 = !DILocalVariable(name: "u", arg: 1, scope: !421, file: !4, line: 909, type: !60)
!421 = distinct !DISubprogram(name: "ZSTD_hash5", scope: !4, file: !4, line: 909, type: !422, scopeLine: 909, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !424)
!422 = !DISubroutineType(types: !423)
!423 = !{!54, !60, !45, !60}
!424 = !{!420, !425, !426}
!425 = !DILocalVariable(name: "h", arg: 2, scope: !421, file: !4, line: 909, type: !45)
!426 = !DILocalVariable(name: "s", arg: 3, scope: !421, file: !4, line: 909, type: !60)
!427 = !DILocation(line: 0, scope: !421, inlinedAt: !428)
!428 = distinct !DILocation(line: 910, column: 60, scope: !400, inlinedAt: !404)
!429 = !DILocation(line: 909, column: 100, scope: !421, inlinedAt: !428)
!430 = !DILocation(line: 909, column: 126, scope: !421, inlinedAt: !428)
!431 = !DILocation(line: 909, column: 120, scope: !421, inlinedAt: !428)
!432 = !DILocation(line: 940, column: 13, scope: !369, inlinedAt: !359)
!433 = !DILocalVariable(name: "p", arg: 1, scope: !434, file: !4, line: 915, type: !353)
!434 = distinct !DISubprogram(name: "ZSTD_hash6Ptr", scope: !4, file: !4, line: 915, type: !363, scopeLine: 915, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !435)
!435 = !{!433, !436}
!436 = !DILocalVariable(name: "h", arg: 2, scope: !434, file: !4, line: 915, type: !45)
!437 = !DILocation(line: 0, scope: !434, inlinedAt: !438)
!438 = distinct !DILocation(line: 941, column: 20, scope: !369, inlinedAt: !359)
!439 = !DILocation(line: 0, scope: !406, inlinedAt: !440)
!440 = distinct !DILocation(line: 915, column: 71, scope: !434, inlinedAt: !438)
!441 = !DILocation(line: 0, scope: !413, inlinedAt: !442)
!442 = distinct !DILocation(line: 340, column: 16, scope: !417, inlinedAt: !440)
!443 = !DILocation(line: 184, column: 53, scope: !413, inlinedAt: !442)
!444 = !DILocalVariable(name: "u", arg: 1, scope: !445, file: !4, line: 914, type: !60)
!445 = distinct !DISubprogram(name: "ZSTD_hash6", scope: !4, file: !4, line: 914, type: !422, scopeLine: 914, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !446)
!446 = !{!444, !447, !448}
!447 = !DILocalVariable(name: "h", arg: 2, scope: !445, file: !4, line: 914, type: !45)
!448 = !DILocalVariable(name: "s", arg: 3, scope: !445, file: !4, line: 914, type: !60)
!449 = !DILocation(line: 0, scope: !445, inlinedAt: !450)
!450 = distinct !DILocation(line: 915, column: 60, scope: !434, inlinedAt: !438)
!451 = !DILocation(line: 914, column: 100, scope: !445, inlinedAt: !450)
!452 = !DILocation(line: 914, column: 126, scope: !445, inlinedAt: !450)
!453 = !DILocation(line: 914, column: 120, scope: !445, inlinedAt: !450)
!454 = !DILocation(line: 941, column: 13, scope: !369, inlinedAt: !359)
!455 = !DILocalVariable(name: "p", arg: 1, scope: !456, file: !4, line: 920, type: !353)
!456 = distinct !DISubprogram(name: "ZSTD_hash7Ptr", scope: !4, file: !4, line: 920, type: !363, scopeLine: 920, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !457)
!457 = !{!455, !458}
!458 = !DILocalVariable(name: "h", arg: 2, scope: !456, file: !4, line: 920, type: !45)
!459 = !DILocation(line: 0, scope: !456, inlinedAt: !460)
!460 = distinct !DILocation(line: 942, column: 20, scope: !369, inlinedAt: !359)
!461 = !DILocation(line: 0, scope: !406, inlinedAt: !462)
!462 = distinct !DILocation(line: 920, column: 71, scope: !456, inlinedAt: !460)
!463 = !DILocation(line: 0, scope: !413, inlinedAt: !464)
!464 = distinct !DILocation(line: 340, column: 16, scope: !417, inlinedAt: !462)
!465 = !DILocation(line: 184, column: 53, scope: !413, inlinedAt: !464)
!466 = !DILocalVariable(name: "u", arg: 1, scope: !467, file: !4, line: 919, type: !60)
!467 = distinct !DISubprogram(name: "ZSTD_hash7", scope: !4, file: !4, line: 919, type: !422, scopeLine: 919, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !468)
!468 = !{!466, !469, !470}
!469 = !DILocalVariable(name: "h", arg: 2, scope: !467, file: !4, line: 919, type: !45)
!470 = !DILocalVariable(name: "s", arg: 3, scope: !467, file: !4, line: 919, type: !60)
!471 = !DILocation(line: 0, scope: !467, inlinedAt: !472)
!472 = distinct !DILocation(line: 920, column: 60, scope: !456, inlinedAt: !460)
!473 = !DILocation(line: 919, column: 100, scope: !467, inlinedAt: !472)
!474 = !DILocation(line: 919, column: 126, scope: !467, inlinedAt: !472)
!475 = !DILocation(line: 919, column: 120, scope: !467, inlinedAt: !472)
!476 = !DILocation(line: 942, column: 13, scope: !369, inlinedAt: !359)
!477 = !DILocalVariable(name: "p", arg: 1, scope: !478, file: !4, line: 925, type: !353)
!478 = distinct !DISubprogram(name: "ZSTD_hash8Ptr", scope: !4, file: !4, line: 925, type: !363, scopeLine: 925, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !479)
!479 = !{!477, !480}
!480 = !DILocalVariable(name: "h", arg: 2, scope: !478, file: !4, line: 925, type: !45)
!481 = !DILocation(line: 0, scope: !478, inlinedAt: !482)
!482 = distinct !DILocation(line: 943, column: 20, scope: !369, inlinedAt: !359)
!483 = !DILocation(line: 0, scope: !406, inlinedAt: !484)
!484 = distinct !DILocation(line: 925, column: 71, scope: !478, inlinedAt: !482)
!485 = !DILocation(line: 0, scope: !413, inlinedAt: !486)
!486 = distinct !DILocation(line: 340, column: 16, scope: !417, inlinedAt: !484)
!487 = !DILocation(line: 184, column: 53, scope: !413, inlinedAt: !486)
!488 = !DILocalVariable(name: "u", arg: 1, scope: !489, file: !4, line: 924, type: !60)
!489 = distinct !DISubprogram(name: "ZSTD_hash8", scope: !4, file: !4, line: 924, type: !422, scopeLine: 924, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !490)
!490 = !{!488, !491, !492}
!491 = !DILocalVariable(name: "h", arg: 2, scope: !489, file: !4, line: 924, type: !45)
!492 = !DILocalVariable(name: "s", arg: 3, scope: !489, file: !4, line: 924, type: !60)
!493 = !DILocation(line: 0, scope: !489, inlinedAt: !494)
!494 = distinct !DILocation(line: 925, column: 60, scope: !478, inlinedAt: !482)
!495 = !DILocation(line: 924, column: 88, scope: !489, inlinedAt: !494)
!496 = !DILocation(line: 924, column: 115, scope: !489, inlinedAt: !494)
!497 = !DILocation(line: 924, column: 109, scope: !489, inlinedAt: !494)
!498 = !DILocation(line: 943, column: 13, scope: !369, inlinedAt: !359)
!499 = !DILocation(line: 0, scope: !369, inlinedAt: !359)
!500 = !DILocation(line: 453, column: 36, scope: !298, inlinedAt: !346)
!501 = !{!266, !263, i64 4}
!502 = !DILocation(line: 453, column: 45, scope: !298, inlinedAt: !346)
!503 = !DILocation(line: 454, column: 40, scope: !298, inlinedAt: !346)
!504 = !DILocation(line: 455, column: 22, scope: !298, inlinedAt: !346)
!505 = !DILocation(line: 464, column: 23, scope: !298, inlinedAt: !346)
!506 = !DILocation(line: 465, column: 35, scope: !298, inlinedAt: !346)
!507 = !DILocation(line: 465, column: 29, scope: !298, inlinedAt: !346)
!508 = !DILocation(line: 465, column: 26, scope: !298, inlinedAt: !346)
!509 = !DILocation(line: 466, column: 34, scope: !298, inlinedAt: !346)
!510 = !DILocation(line: 467, column: 5, scope: !298, inlinedAt: !346)
!511 = !DILocation(line: 471, column: 73, scope: !298, inlinedAt: !346)
!512 = !{!266, !263, i64 0}
!513 = !DILocalVariable(name: "ms", arg: 1, scope: !514, file: !4, line: 1395, type: !216)
!514 = distinct !DISubprogram(name: "ZSTD_getLowestMatchIndex", scope: !4, file: !4, line: 1395, type: !515, scopeLine: 1396, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !517)
!515 = !DISubroutineType(types: !516)
!516 = !{!45, !216, !45, !5}
!517 = !{!513, !518, !519, !520, !521, !522, !523, !524}
!518 = !DILocalVariable(name: "curr", arg: 2, scope: !514, file: !4, line: 1395, type: !45)
!519 = !DILocalVariable(name: "windowLog", arg: 3, scope: !514, file: !4, line: 1395, type: !5)
!520 = !DILocalVariable(name: "maxDistance", scope: !514, file: !4, line: 1397, type: !76)
!521 = !DILocalVariable(name: "lowestValid", scope: !514, file: !4, line: 1398, type: !76)
!522 = !DILocalVariable(name: "withinWindow", scope: !514, file: !4, line: 1399, type: !76)
!523 = !DILocalVariable(name: "isDictionary", scope: !514, file: !4, line: 1400, type: !76)
!524 = !DILocalVariable(name: "matchLowest", scope: !514, file: !4, line: 1405, type: !76)
!525 = !DILocation(line: 0, scope: !514, inlinedAt: !526)
!526 = distinct !DILocation(line: 471, column: 27, scope: !298, inlinedAt: !346)
!527 = !DILocation(line: 1397, column: 32, scope: !514, inlinedAt: !526)
!528 = !DILocation(line: 1398, column: 40, scope: !514, inlinedAt: !526)
!529 = !{!258, !263, i64 28}
!530 = !DILocation(line: 1399, column: 36, scope: !514, inlinedAt: !526)
!531 = !DILocation(line: 1399, column: 50, scope: !514, inlinedAt: !526)
!532 = !DILocation(line: 1399, column: 30, scope: !514, inlinedAt: !526)
!533 = !DILocation(line: 1400, column: 35, scope: !514, inlinedAt: !526)
!534 = !{!258, !263, i64 40}
!535 = !DILocation(line: 1400, column: 49, scope: !514, inlinedAt: !526)
!536 = !DILocation(line: 1405, column: 29, scope: !514, inlinedAt: !526)
!537 = !DILocation(line: 472, column: 29, scope: !298, inlinedAt: !346)
!538 = !DILocation(line: 474, column: 37, scope: !298, inlinedAt: !346)
!539 = !{!266, !263, i64 12}
!540 = !DILocation(line: 486, column: 18, scope: !298, inlinedAt: !346)
!541 = !DILocation(line: 489, column: 23, scope: !340, inlinedAt: !346)
!542 = !DILocation(line: 489, column: 5, scope: !341, inlinedAt: !346)
!543 = !DILocation(line: 552, column: 30, scope: !298, inlinedAt: !346)
!544 = !DILocation(line: 552, column: 17, scope: !298, inlinedAt: !346)
!545 = !DILocation(line: 0, scope: !344, inlinedAt: !346)
!546 = !DILocation(line: 554, column: 13, scope: !344, inlinedAt: !346)
!547 = !DILocation(line: 474, column: 25, scope: !298, inlinedAt: !346)
!548 = !DILocation(line: 490, column: 49, scope: !339, inlinedAt: !346)
!549 = !DILocation(line: 490, column: 36, scope: !339, inlinedAt: !346)
!550 = !DILocation(line: 490, column: 33, scope: !339, inlinedAt: !346)
!551 = !DILocation(line: 0, scope: !339, inlinedAt: !346)
!552 = !DILocation(line: 491, column: 30, scope: !339, inlinedAt: !346)
!553 = !DILocation(line: 517, column: 26, scope: !554, inlinedAt: !346)
!554 = distinct !DILexicalBlock(scope: !555, file: !1, line: 515, column: 64)
!555 = distinct !DILexicalBlock(scope: !339, file: !1, line: 515, column: 13)
!556 = !DILocation(line: 518, column: 41, scope: !554, inlinedAt: !346)
!557 = !DILocation(line: 518, column: 60, scope: !554, inlinedAt: !346)
!558 = !DILocalVariable(name: "pIn", arg: 1, scope: !559, file: !4, line: 854, type: !106)
!559 = distinct !DISubprogram(name: "ZSTD_count", scope: !4, file: !4, line: 854, type: !560, scopeLine: 855, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !562)
!560 = !DISubroutineType(types: !561)
!561 = !{!54, !106, !106, !271}
!562 = !{!558, !563, !564, !565, !566, !567, !571}
!563 = !DILocalVariable(name: "pMatch", arg: 2, scope: !559, file: !4, line: 854, type: !106)
!564 = !DILocalVariable(name: "pInLimit", arg: 3, scope: !559, file: !4, line: 854, type: !271)
!565 = !DILocalVariable(name: "pStart", scope: !559, file: !4, line: 856, type: !271)
!566 = !DILocalVariable(name: "pInLoopLimit", scope: !559, file: !4, line: 857, type: !271)
!567 = !DILocalVariable(name: "diff", scope: !568, file: !4, line: 860, type: !317)
!568 = distinct !DILexicalBlock(scope: !569, file: !4, line: 860, column: 9)
!569 = distinct !DILexicalBlock(scope: !570, file: !4, line: 859, column: 29)
!570 = distinct !DILexicalBlock(scope: !559, file: !4, line: 859, column: 9)
!571 = !DILocalVariable(name: "diff", scope: !572, file: !4, line: 864, type: !317)
!572 = distinct !DILexicalBlock(scope: !569, file: !4, line: 863, column: 36)
!573 = !DILocation(line: 0, scope: !559, inlinedAt: !574)
!574 = distinct !DILocation(line: 518, column: 28, scope: !554, inlinedAt: !346)
!575 = !DILocation(line: 859, column: 13, scope: !570, inlinedAt: !574)
!576 = !DILocation(line: 859, column: 9, scope: !559, inlinedAt: !574)
!577 = !DILocalVariable(name: "ptr", arg: 1, scope: !578, file: !46, line: 185, type: !353)
!578 = distinct !DISubprogram(name: "MEM_readST", scope: !46, file: !46, line: 185, type: !579, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !581)
!579 = !DISubroutineType(types: !580)
!580 = !{!54, !353}
!581 = !{!577}
!582 = !DILocation(line: 0, scope: !578, inlinedAt: !583)
!583 = distinct !DILocation(line: 860, column: 31, scope: !568, inlinedAt: !574)
!584 = !DILocation(line: 185, column: 56, scope: !578, inlinedAt: !583)
!585 = !DILocation(line: 0, scope: !578, inlinedAt: !586)
!586 = distinct !DILocation(line: 860, column: 52, scope: !568, inlinedAt: !574)
!587 = !DILocation(line: 185, column: 56, scope: !578, inlinedAt: !586)
!588 = !DILocation(line: 0, scope: !568, inlinedAt: !574)
!589 = !DILocation(line: 861, column: 15, scope: !590, inlinedAt: !574)
!590 = distinct !DILexicalBlock(scope: !568, file: !4, line: 861, column: 15)
!591 = !DILocation(line: 861, column: 15, scope: !568, inlinedAt: !574)
!592 = !DILocation(line: 860, column: 50, scope: !568, inlinedAt: !574)
!593 = !DILocalVariable(name: "val", arg: 1, scope: !594, file: !595, line: 157, type: !54)
!594 = distinct !DISubprogram(name: "ZSTD_NbCommonBytes", scope: !595, file: !595, line: 157, type: !596, scopeLine: 158, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !598)
!595 = !DIFile(filename: "src/zstd/lib/compress/../common/bits.h", directory: ".", checksumkind: CSK_MD5, checksum: "ac38a08587442395196d3b69c6e02e93")
!596 = !DISubroutineType(types: !597)
!597 = !{!5, !54}
!598 = !{!593}
!599 = !DILocation(line: 0, scope: !594, inlinedAt: !600)
!600 = distinct !DILocation(line: 861, column: 28, scope: !590, inlinedAt: !574)
!601 = !DILocalVariable(name: "val", arg: 1, scope: !602, file: !595, line: 93, type: !60)
!602 = distinct !DISubprogram(name: "ZSTD_countTrailingZeros64", scope: !595, file: !595, line: 93, type: !603, scopeLine: 94, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !605)
!603 = !DISubroutineType(types: !604)
!604 = !{!5, !60}
!605 = !{!601}
!606 = !DILocation(line: 0, scope: !602, inlinedAt: !607)
!607 = distinct !DILocation(line: 161, column: 20, scope: !608, inlinedAt: !600)
!608 = distinct !DILexicalBlock(scope: !609, file: !595, line: 160, column: 27)
!609 = distinct !DILexicalBlock(scope: !610, file: !595, line: 160, column: 13)
!610 = distinct !DILexicalBlock(scope: !611, file: !595, line: 159, column: 31)
!611 = distinct !DILexicalBlock(scope: !594, file: !595, line: 159, column: 9)
!612 = !DILocation(line: 109, column: 22, scope: !602, inlinedAt: !607)
!613 = !DILocation(line: 161, column: 56, scope: !608, inlinedAt: !600)
!614 = !DILocation(line: 0, scope: !569, inlinedAt: !574)
!615 = !DILocation(line: 862, column: 36, scope: !569, inlinedAt: !574)
!616 = !DILocation(line: 863, column: 20, scope: !569, inlinedAt: !574)
!617 = !DILocation(line: 863, column: 9, scope: !569, inlinedAt: !574)
!618 = !DILocation(line: 0, scope: !578, inlinedAt: !619)
!619 = distinct !DILocation(line: 864, column: 33, scope: !572, inlinedAt: !574)
!620 = !DILocation(line: 185, column: 56, scope: !578, inlinedAt: !619)
!621 = !DILocation(line: 0, scope: !578, inlinedAt: !622)
!622 = distinct !DILocation(line: 864, column: 54, scope: !572, inlinedAt: !574)
!623 = !DILocation(line: 185, column: 56, scope: !578, inlinedAt: !622)
!624 = !DILocation(line: 0, scope: !572, inlinedAt: !574)
!625 = !DILocation(line: 865, column: 18, scope: !626, inlinedAt: !574)
!626 = distinct !DILexicalBlock(scope: !572, file: !4, line: 865, column: 17)
!627 = !DILocation(line: 865, column: 17, scope: !572, inlinedAt: !574)
!628 = !DILocation(line: 864, column: 52, scope: !572, inlinedAt: !574)
!629 = !DILocation(line: 0, scope: !594, inlinedAt: !630)
!630 = distinct !DILocation(line: 866, column: 20, scope: !572, inlinedAt: !574)
!631 = !DILocation(line: 0, scope: !602, inlinedAt: !632)
!632 = distinct !DILocation(line: 161, column: 20, scope: !608, inlinedAt: !630)
!633 = !DILocation(line: 109, column: 22, scope: !602, inlinedAt: !632)
!634 = !DILocation(line: 161, column: 56, scope: !608, inlinedAt: !630)
!635 = !DILocation(line: 866, column: 17, scope: !572, inlinedAt: !574)
!636 = !DILocation(line: 867, column: 33, scope: !572, inlinedAt: !574)
!637 = !DILocation(line: 869, column: 29, scope: !638, inlinedAt: !574)
!638 = distinct !DILexicalBlock(scope: !559, file: !4, line: 869, column: 9)
!639 = !DILocation(line: 869, column: 44, scope: !638, inlinedAt: !574)
!640 = !DILocation(line: 0, scope: !378, inlinedAt: !641)
!641 = distinct !DILocation(line: 869, column: 48, scope: !638, inlinedAt: !574)
!642 = !DILocation(line: 183, column: 53, scope: !378, inlinedAt: !641)
!643 = !DILocation(line: 0, scope: !378, inlinedAt: !644)
!644 = distinct !DILocation(line: 869, column: 70, scope: !638, inlinedAt: !574)
!645 = !DILocation(line: 183, column: 53, scope: !378, inlinedAt: !644)
!646 = !DILocation(line: 869, column: 67, scope: !638, inlinedAt: !574)
!647 = !DILocation(line: 869, column: 9, scope: !559, inlinedAt: !574)
!648 = !DILocation(line: 869, column: 93, scope: !649, inlinedAt: !574)
!649 = distinct !DILexicalBlock(scope: !638, file: !4, line: 869, column: 88)
!650 = !DILocation(line: 869, column: 104, scope: !649, inlinedAt: !574)
!651 = !DILocation(line: 869, column: 109, scope: !649, inlinedAt: !574)
!652 = !DILocation(line: 870, column: 13, scope: !653, inlinedAt: !574)
!653 = distinct !DILexicalBlock(scope: !559, file: !4, line: 870, column: 9)
!654 = !DILocation(line: 870, column: 28, scope: !653, inlinedAt: !574)
!655 = !DILocalVariable(name: "ptr", arg: 1, scope: !656, file: !46, line: 182, type: !353)
!656 = distinct !DISubprogram(name: "MEM_read16", scope: !46, file: !46, line: 182, type: !657, scopeLine: 182, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !659)
!657 = !DISubroutineType(types: !658)
!658 = !{!69, !353}
!659 = !{!655}
!660 = !DILocation(line: 0, scope: !656, inlinedAt: !661)
!661 = distinct !DILocation(line: 870, column: 32, scope: !653, inlinedAt: !574)
!662 = !DILocation(line: 182, column: 53, scope: !656, inlinedAt: !661)
!663 = !{!664, !664, i64 0}
!664 = !{!"short", !261, i64 0}
!665 = !DILocation(line: 0, scope: !656, inlinedAt: !666)
!666 = distinct !DILocation(line: 870, column: 54, scope: !653, inlinedAt: !574)
!667 = !DILocation(line: 182, column: 53, scope: !656, inlinedAt: !666)
!668 = !DILocation(line: 870, column: 51, scope: !653, inlinedAt: !574)
!669 = !DILocation(line: 870, column: 9, scope: !559, inlinedAt: !574)
!670 = !DILocation(line: 870, column: 77, scope: !671, inlinedAt: !574)
!671 = distinct !DILexicalBlock(scope: !653, file: !4, line: 870, column: 72)
!672 = !DILocation(line: 870, column: 88, scope: !671, inlinedAt: !574)
!673 = !DILocation(line: 870, column: 93, scope: !671, inlinedAt: !574)
!674 = !DILocation(line: 871, column: 13, scope: !675, inlinedAt: !574)
!675 = distinct !DILexicalBlock(scope: !559, file: !4, line: 871, column: 9)
!676 = !DILocation(line: 871, column: 24, scope: !675, inlinedAt: !574)
!677 = !DILocation(line: 871, column: 28, scope: !675, inlinedAt: !574)
!678 = !{!261, !261, i64 0}
!679 = !DILocation(line: 871, column: 39, scope: !675, inlinedAt: !574)
!680 = !DILocation(line: 871, column: 36, scope: !675, inlinedAt: !574)
!681 = !DILocation(line: 871, column: 9, scope: !559, inlinedAt: !574)
!682 = !DILocation(line: 872, column: 25, scope: !559, inlinedAt: !574)
!683 = !DILocation(line: 872, column: 5, scope: !559, inlinedAt: !574)
!684 = !DILocation(line: 518, column: 25, scope: !554, inlinedAt: !346)
!685 = !DILocation(line: 526, column: 25, scope: !686, inlinedAt: !346)
!686 = distinct !DILexicalBlock(scope: !339, file: !1, line: 526, column: 13)
!687 = !DILocation(line: 526, column: 13, scope: !339, inlinedAt: !346)
!688 = !DILocation(line: 528, column: 43, scope: !689, inlinedAt: !346)
!689 = distinct !DILexicalBlock(scope: !690, file: !1, line: 528, column: 17)
!690 = distinct !DILexicalBlock(scope: !686, file: !1, line: 526, column: 39)
!691 = !DILocation(line: 528, column: 31, scope: !689, inlinedAt: !346)
!692 = !DILocation(line: 528, column: 29, scope: !689, inlinedAt: !346)
!693 = !DILocation(line: 528, column: 17, scope: !690, inlinedAt: !346)
!694 = !DILocation(line: 529, column: 44, scope: !689, inlinedAt: !346)
!695 = !DILocation(line: 529, column: 42, scope: !689, inlinedAt: !346)
!696 = !DILocation(line: 529, column: 17, scope: !689, inlinedAt: !346)
!697 = !DILocation(line: 554, column: 24, scope: !698, inlinedAt: !346)
!698 = distinct !DILexicalBlock(scope: !344, file: !1, line: 554, column: 13)
!699 = !DILocation(line: 532, column: 15, scope: !700, inlinedAt: !346)
!700 = distinct !DILexicalBlock(scope: !339, file: !1, line: 532, column: 13)
!701 = !DILocation(line: 532, column: 28, scope: !700, inlinedAt: !346)
!702 = !DILocation(line: 532, column: 13, scope: !339, inlinedAt: !346)
!703 = !DILocation(line: 536, column: 13, scope: !704, inlinedAt: !346)
!704 = distinct !DILexicalBlock(scope: !339, file: !1, line: 536, column: 13)
!705 = !DILocation(line: 536, column: 34, scope: !704, inlinedAt: !346)
!706 = !DILocation(line: 536, column: 32, scope: !704, inlinedAt: !346)
!707 = !DILocation(line: 0, scope: !704, inlinedAt: !346)
!708 = !DILocation(line: 536, column: 13, scope: !339, inlinedAt: !346)
!709 = !DILocation(line: 538, column: 25, scope: !710, inlinedAt: !346)
!710 = distinct !DILexicalBlock(scope: !704, file: !1, line: 536, column: 51)
!711 = !DILocation(line: 540, column: 17, scope: !710, inlinedAt: !346)
!712 = !DILocation(line: 541, column: 33, scope: !710, inlinedAt: !346)
!713 = !DILocation(line: 543, column: 9, scope: !710, inlinedAt: !346)
!714 = !DILocation(line: 545, column: 24, scope: !715, inlinedAt: !346)
!715 = distinct !DILexicalBlock(scope: !704, file: !1, line: 543, column: 16)
!716 = !DILocation(line: 547, column: 17, scope: !715, inlinedAt: !346)
!717 = !DILocation(line: 489, column: 53, scope: !340, inlinedAt: !346)
!718 = !DILocation(line: 489, column: 12, scope: !340, inlinedAt: !346)
!719 = distinct !{!719, !542, !720, !721}
!720 = !DILocation(line: 550, column: 9, scope: !341, inlinedAt: !346)
!721 = !{!"llvm.loop.mustprogress"}
!722 = !DILocation(line: 465, column: 10, scope: !298, inlinedAt: !346)
!723 = !DILocation(line: 466, column: 10, scope: !298, inlinedAt: !346)
!724 = !DILocation(line: 556, column: 16, scope: !344, inlinedAt: !346)
!725 = !DILocation(line: 558, column: 1, scope: !298, inlinedAt: !346)
!726 = !DILocation(line: 0, scope: !283, inlinedAt: !285)
!727 = !DILocation(line: 576, column: 13, scope: !283, inlinedAt: !285)
!728 = distinct !{!728, !293, !729, !721}
!729 = !DILocation(line: 577, column: 5, scope: !268, inlinedAt: !285)
!730 = !DILocation(line: 580, column: 22, scope: !268, inlinedAt: !285)
!731 = !DILocation(line: 585, column: 1, scope: !94)
