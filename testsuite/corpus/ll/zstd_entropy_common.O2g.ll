; ModuleID = 'src/zstd/lib/common/entropy_common.c'
source_filename = "src/zstd/lib/common/entropy_common.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local noundef i32 @FSE_versionNumber() local_unnamed_addr #0 !dbg !84 {
  ret i32 900, !dbg !87
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @FSE_isError(i64 noundef %0) local_unnamed_addr #0 !dbg !88 {
    #dbg_value(i64 %0, !92, !DIExpression(), !93)
    #dbg_value(i64 %0, !94, !DIExpression(), !97)
  %2 = icmp ugt i64 %0, -120, !dbg !99
  %3 = zext i1 %2 to i32, !dbg !99
  ret i32 %3, !dbg !100
}

; Function Attrs: nounwind uwtable
define dso_local ptr @FSE_getErrorName(i64 noundef %0) local_unnamed_addr #1 !dbg !101 {
    #dbg_value(i64 %0, !108, !DIExpression(), !109)
    #dbg_value(i64 %0, !110, !DIExpression(), !113)
    #dbg_value(i64 %0, !115, !DIExpression(), !120)
    #dbg_value(i64 %0, !94, !DIExpression(), !122)
  %2 = icmp ult i64 %0, -119, !dbg !125
  %3 = trunc i64 %0 to i32, !dbg !126
  %4 = sub i32 0, %3, !dbg !126
  %5 = select i1 %2, i32 0, i32 %4, !dbg !126
  %6 = tail call ptr @ERR_getErrorString(i32 noundef %5) #11, !dbg !127
  ret ptr %6, !dbg !128
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable
define dso_local range(i32 0, 2) i32 @HUF_isError(i64 noundef %0) local_unnamed_addr #0 !dbg !129 {
    #dbg_value(i64 %0, !131, !DIExpression(), !132)
    #dbg_value(i64 %0, !94, !DIExpression(), !133)
  %2 = icmp ugt i64 %0, -120, !dbg !135
  %3 = zext i1 %2 to i32, !dbg !135
  ret i32 %3, !dbg !136
}

; Function Attrs: nounwind uwtable
define dso_local ptr @HUF_getErrorName(i64 noundef %0) local_unnamed_addr #1 !dbg !137 {
    #dbg_value(i64 %0, !139, !DIExpression(), !140)
    #dbg_value(i64 %0, !110, !DIExpression(), !141)
    #dbg_value(i64 %0, !115, !DIExpression(), !143)
    #dbg_value(i64 %0, !94, !DIExpression(), !145)
  %2 = icmp ult i64 %0, -119, !dbg !147
  %3 = trunc i64 %0 to i32, !dbg !148
  %4 = sub i32 0, %3, !dbg !148
  %5 = select i1 %2, i32 0, i32 %4, !dbg !148
  %6 = tail call ptr @ERR_getErrorString(i32 noundef %5) #11, !dbg !149
  ret ptr %6, !dbg !150
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_readNCount_bmi2(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr noundef %3, i64 noundef %4, i32 noundef %5) local_unnamed_addr #2 !dbg !151 {
  %7 = alloca [8 x i8], align 8, !DIAssignID !165
    #dbg_value(ptr %0, !159, !DIExpression(), !166)
    #dbg_value(ptr %1, !160, !DIExpression(), !166)
    #dbg_value(ptr %2, !161, !DIExpression(), !166)
    #dbg_value(ptr %3, !162, !DIExpression(), !166)
    #dbg_value(i64 %4, !163, !DIExpression(), !166)
    #dbg_value(i32 %5, !164, !DIExpression(), !166)
  %8 = icmp eq i32 %5, 0, !dbg !167
  br i1 %8, label %11, label %9, !dbg !169

9:                                                ; preds = %6
  %10 = tail call fastcc i64 @FSE_readNCount_body_bmi2(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4), !dbg !170
  br label %199, !dbg !172

11:                                               ; preds = %6
    #dbg_value(ptr %0, !173, !DIExpression(), !182)
    #dbg_value(ptr %1, !178, !DIExpression(), !182)
    #dbg_value(ptr %2, !179, !DIExpression(), !182)
    #dbg_value(ptr %3, !180, !DIExpression(), !182)
    #dbg_value(i64 %4, !181, !DIExpression(), !182)
    #dbg_assign(i1 undef, !184, !DIExpression(), !165, ptr %7, !DIExpression(), !223)
    #dbg_value(ptr %0, !189, !DIExpression(), !225)
    #dbg_value(ptr %1, !190, !DIExpression(), !225)
    #dbg_value(ptr %2, !191, !DIExpression(), !225)
    #dbg_value(ptr %3, !192, !DIExpression(), !225)
    #dbg_value(i64 %4, !193, !DIExpression(), !225)
    #dbg_value(ptr %3, !194, !DIExpression(), !225)
  %12 = getelementptr inbounds i8, ptr %3, i64 %4, !dbg !226
    #dbg_value(ptr %12, !196, !DIExpression(), !225)
    #dbg_value(ptr %3, !197, !DIExpression(), !225)
    #dbg_value(i32 0, !203, !DIExpression(), !225)
  %13 = load i32, ptr %1, align 4, !dbg !227, !tbaa !228
  %14 = add i32 %13, 1, !dbg !232
    #dbg_value(i32 %14, !204, !DIExpression(), !225)
    #dbg_value(i32 0, !206, !DIExpression(), !225)
  %15 = icmp ult i64 %4, 8, !dbg !233
  br i1 %15, label %16, label %22, !dbg !234

16:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #11, !dbg !235
  store i64 0, ptr %7, align 8, !dbg !236, !DIAssignID !237
    #dbg_assign(i64 0, !184, !DIExpression(), !237, ptr %7, !DIExpression(), !223)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %7, ptr align 1 %3, i64 %4, i1 false), !dbg !238
    #dbg_value(ptr %0, !239, !DIExpression(), !246)
    #dbg_value(ptr %1, !242, !DIExpression(), !246)
    #dbg_value(ptr %2, !243, !DIExpression(), !246)
    #dbg_value(ptr %7, !244, !DIExpression(), !246)
    #dbg_value(i64 8, !245, !DIExpression(), !246)
  %17 = call i64 @FSE_readNCount_bmi2(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, ptr noundef nonnull %7, i64 noundef 8, i32 noundef 0), !dbg !248
    #dbg_value(i64 %17, !207, !DIExpression(), !249)
    #dbg_value(i64 %17, !92, !DIExpression(), !250)
    #dbg_value(i64 %17, !94, !DIExpression(), !253)
  %18 = icmp ult i64 %17, -119, !dbg !255
  %19 = icmp ugt i64 %17, %4, !dbg !256
  %20 = and i1 %18, %19, !dbg !256
  %21 = select i1 %20, i64 -20, i64 %17, !dbg !256
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #11, !dbg !257
  br label %199

22:                                               ; preds = %11
  %23 = zext i32 %14 to i64, !dbg !258
  %24 = shl nuw nsw i64 %23, 1, !dbg !258
  tail call void @llvm.memset.p0.i64(ptr align 2 %0, i8 0, i64 %24, i1 false), !dbg !258
    #dbg_value(ptr %3, !259, !DIExpression(), !264)
    #dbg_value(ptr %3, !266, !DIExpression(), !269)
  %25 = load i32, ptr %3, align 1, !dbg !272, !tbaa !228
    #dbg_value(i32 %25, !201, !DIExpression(), !225)
  %26 = and i32 %25, 15, !dbg !273
    #dbg_value(i32 %26, !198, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !225)
  %27 = icmp ugt i32 %26, 10, !dbg !274
  br i1 %27, label %199, label %28, !dbg !276

28:                                               ; preds = %22
  %29 = add nuw nsw i32 %26, 5, !dbg !277
    #dbg_value(i32 %29, !198, !DIExpression(), !225)
  %30 = lshr i32 %25, 4, !dbg !278
    #dbg_value(i32 %30, !201, !DIExpression(), !225)
    #dbg_value(i32 4, !202, !DIExpression(), !225)
  store i32 %29, ptr %2, align 4, !dbg !279, !tbaa !228
  %31 = shl nuw nsw i32 32, %26, !dbg !280
  %32 = or disjoint i32 %31, 1, !dbg !281
    #dbg_value(i32 %32, !199, !DIExpression(), !225)
    #dbg_value(i32 %31, !200, !DIExpression(), !225)
  %33 = add nuw nsw i32 %26, 6, !dbg !282
    #dbg_value(i32 %33, !198, !DIExpression(), !225)
  %34 = getelementptr inbounds i8, ptr %12, i64 -7
  %35 = ptrtoint ptr %34 to i64
  %36 = getelementptr inbounds i8, ptr %12, i64 -4
  %37 = ptrtoint ptr %36 to i64
  br label %38, !dbg !283

38:                                               ; preds = %175, %28
  %39 = phi i32 [ %32, %28 ], [ %140, %175 ], !dbg !225
  %40 = phi i32 [ %31, %28 ], [ %155, %175 ], !dbg !284
  %41 = phi i32 [ %30, %28 ], [ %179, %175 ], !dbg !225
  %42 = phi i32 [ 4, %28 ], [ %176, %175 ], !dbg !225
  %43 = phi i32 [ 0, %28 ], [ %142, %175 ], !dbg !225
  %44 = phi i32 [ %33, %28 ], [ %156, %175 ], !dbg !282
  %45 = phi i1 [ true, %28 ], [ %145, %175 ], !dbg !225
  %46 = phi ptr [ %3, %28 ], [ %177, %175 ], !dbg !285
    #dbg_value(ptr %46, !197, !DIExpression(), !225)
    #dbg_value(i1 %45, !206, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !225)
    #dbg_value(i32 %44, !198, !DIExpression(), !225)
    #dbg_value(i32 %43, !203, !DIExpression(), !225)
    #dbg_value(i32 %42, !202, !DIExpression(), !225)
    #dbg_value(i32 %41, !201, !DIExpression(), !225)
    #dbg_value(i32 %40, !200, !DIExpression(), !225)
    #dbg_value(i32 %39, !199, !DIExpression(), !225)
  br i1 %45, label %114, label %47, !dbg !286

47:                                               ; preds = %38
  %48 = xor i32 %41, -1, !dbg !287
  %49 = or i32 %48, -2147483648, !dbg !288
    #dbg_value(i32 %49, !289, !DIExpression(), !295)
  %50 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %49, i1 true), !dbg !297
    #dbg_value(i32 %50, !210, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !298)
    #dbg_value(ptr %46, !197, !DIExpression(), !225)
    #dbg_value(i32 %43, !203, !DIExpression(), !225)
    #dbg_value(i32 %42, !202, !DIExpression(), !225)
    #dbg_value(i32 %41, !201, !DIExpression(), !225)
  %51 = icmp ugt i32 %50, 23, !dbg !299
  br i1 %51, label %52, label %76, !dbg !300

52:                                               ; preds = %47, %67
  %53 = phi ptr [ %69, %67 ], [ %46, %47 ]
  %54 = phi i32 [ %56, %67 ], [ %43, %47 ]
  %55 = phi i32 [ %68, %67 ], [ %42, %47 ]
    #dbg_value(ptr %53, !197, !DIExpression(), !225)
    #dbg_value(i32 %54, !203, !DIExpression(), !225)
    #dbg_value(i32 %55, !202, !DIExpression(), !225)
  %56 = add i32 %54, 36, !dbg !301
    #dbg_value(i32 %56, !203, !DIExpression(), !225)
  %57 = icmp ugt ptr %53, %34, !dbg !303
  br i1 %57, label %60, label %58, !dbg !305, !prof !306

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %53, i64 3, !dbg !307
    #dbg_value(ptr %59, !197, !DIExpression(), !225)
  br label %67, !dbg !309

60:                                               ; preds = %52
  %61 = ptrtoint ptr %53 to i64, !dbg !310
  %62 = sub i64 %61, %35, !dbg !310
  %63 = trunc i64 %62 to i32, !dbg !312
  %64 = shl i32 %63, 3, !dbg !312
  %65 = add i32 %64, %55, !dbg !313
    #dbg_value(i32 %65, !202, !DIExpression(), !225)
  %66 = and i32 %65, 31, !dbg !314
    #dbg_value(i32 %66, !202, !DIExpression(), !225)
    #dbg_value(ptr %36, !197, !DIExpression(), !225)
  br label %67

67:                                               ; preds = %60, %58
  %68 = phi i32 [ %55, %58 ], [ %66, %60 ], !dbg !225
  %69 = phi ptr [ %59, %58 ], [ %36, %60 ], !dbg !315
    #dbg_value(ptr %69, !197, !DIExpression(), !225)
    #dbg_value(i32 %68, !202, !DIExpression(), !225)
    #dbg_value(ptr %69, !259, !DIExpression(), !316)
    #dbg_value(ptr %69, !266, !DIExpression(), !318)
  %70 = load i32, ptr %69, align 1, !dbg !320, !tbaa !228
  %71 = lshr i32 %70, %68, !dbg !321
    #dbg_value(i32 %71, !201, !DIExpression(), !225)
  %72 = xor i32 %71, -1, !dbg !322
  %73 = or i32 %72, -2147483648, !dbg !323
    #dbg_value(i32 %73, !289, !DIExpression(), !324)
  %74 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %73, i1 true), !dbg !326
    #dbg_value(i32 %74, !210, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !298)
    #dbg_value(i32 %56, !203, !DIExpression(), !225)
  %75 = icmp ugt i32 %74, 23, !dbg !299
  br i1 %75, label %52, label %76, !dbg !300, !llvm.loop !327

76:                                               ; preds = %67, %47
  %77 = phi i32 [ %41, %47 ], [ %71, %67 ], !dbg !225
  %78 = phi i32 [ %42, %47 ], [ %68, %67 ], !dbg !330
  %79 = phi i32 [ %43, %47 ], [ %56, %67 ], !dbg !225
  %80 = phi ptr [ %46, %47 ], [ %69, %67 ], !dbg !225
  %81 = phi i32 [ %50, %47 ], [ %74, %67 ]
  %82 = lshr i32 %81, 1, !dbg !298
    #dbg_value(i32 %82, !210, !DIExpression(), !298)
  %83 = mul nuw nsw i32 %82, 3, !dbg !331
  %84 = add i32 %83, %79, !dbg !332
    #dbg_value(i32 %84, !203, !DIExpression(), !225)
  %85 = and i32 %81, 30, !dbg !333
  %86 = lshr i32 %77, %85, !dbg !334
    #dbg_value(i32 %86, !201, !DIExpression(), !225)
    #dbg_value(i32 poison, !202, !DIExpression(), !225)
  %87 = and i32 %86, 3, !dbg !335
  %88 = add i32 %84, %87, !dbg !336
    #dbg_value(i32 %88, !203, !DIExpression(), !225)
  %89 = add nuw nsw i32 %78, 2, !dbg !337
  %90 = add nuw nsw i32 %89, %85, !dbg !338
    #dbg_value(i32 %90, !202, !DIExpression(), !225)
  %91 = icmp ult i32 %88, %14, !dbg !339
  br i1 %91, label %92, label %180, !dbg !341

92:                                               ; preds = %76
  %93 = icmp ugt ptr %80, %34, !dbg !342
  %94 = lshr i32 %90, 3, !dbg !344
  %95 = zext nneg i32 %94 to i64, !dbg !344
  br i1 %93, label %96, label %99, !dbg !345, !prof !306

96:                                               ; preds = %92
  %97 = getelementptr inbounds i8, ptr %80, i64 %95, !dbg !346
  %98 = icmp ugt ptr %97, %36, !dbg !347
  br i1 %98, label %102, label %99, !dbg !348

99:                                               ; preds = %92, %96
  %100 = getelementptr inbounds i8, ptr %80, i64 %95, !dbg !349
    #dbg_value(ptr %100, !197, !DIExpression(), !225)
  %101 = and i32 %90, 7, !dbg !351
    #dbg_value(i32 %101, !202, !DIExpression(), !225)
  br label %109, !dbg !352

102:                                              ; preds = %96
  %103 = ptrtoint ptr %80 to i64, !dbg !353
  %104 = sub i64 %103, %37, !dbg !353
  %105 = trunc i64 %104 to i32, !dbg !355
  %106 = shl i32 %105, 3, !dbg !355
  %107 = add i32 %106, %90, !dbg !356
    #dbg_value(i32 %107, !202, !DIExpression(), !225)
  %108 = and i32 %107, 31, !dbg !357
    #dbg_value(i32 %108, !202, !DIExpression(), !225)
    #dbg_value(ptr %36, !197, !DIExpression(), !225)
  br label %109

109:                                              ; preds = %99, %102
  %110 = phi i32 [ %101, %99 ], [ %108, %102 ], !dbg !344
  %111 = phi ptr [ %100, %99 ], [ %36, %102 ], !dbg !344
    #dbg_value(ptr %111, !197, !DIExpression(), !225)
    #dbg_value(i32 %110, !202, !DIExpression(), !225)
    #dbg_value(ptr %111, !259, !DIExpression(), !358)
    #dbg_value(ptr %111, !266, !DIExpression(), !360)
  %112 = load i32, ptr %111, align 1, !dbg !362, !tbaa !228
  %113 = lshr i32 %112, %110, !dbg !363
    #dbg_value(i32 %113, !201, !DIExpression(), !225)
  br label %114

114:                                              ; preds = %109, %38
  %115 = phi i32 [ %41, %38 ], [ %113, %109 ], !dbg !225
  %116 = phi i32 [ %42, %38 ], [ %110, %109 ], !dbg !225
  %117 = phi i32 [ %43, %38 ], [ %88, %109 ], !dbg !225
  %118 = phi ptr [ %46, %38 ], [ %111, %109 ], !dbg !285
    #dbg_value(ptr %118, !197, !DIExpression(), !225)
    #dbg_value(i32 %117, !203, !DIExpression(), !225)
    #dbg_value(i32 %116, !202, !DIExpression(), !225)
    #dbg_value(i32 %115, !201, !DIExpression(), !225)
  %119 = shl nsw i32 %40, 1, !dbg !364
  %120 = add nsw i32 %119, -1, !dbg !365
  %121 = sub nsw i32 %120, %39, !dbg !366
    #dbg_value(i32 %121, !216, !DIExpression(), !367)
  %122 = add nsw i32 %40, -1, !dbg !368
  %123 = and i32 %115, %122, !dbg !370
  %124 = icmp ult i32 %123, %121, !dbg !371
  br i1 %124, label %125, label %127, !dbg !372

125:                                              ; preds = %114
    #dbg_value(i32 %123, !219, !DIExpression(), !367)
  %126 = add nsw i32 %44, -1, !dbg !373
    #dbg_value(!DIArgList(i32 %116, i32 %126), !202, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !225)
  br label %132, !dbg !375

127:                                              ; preds = %114
  %128 = and i32 %115, %120, !dbg !376
    #dbg_value(i32 %128, !219, !DIExpression(), !367)
  %129 = icmp slt i32 %128, %40, !dbg !378
  %130 = select i1 %129, i32 0, i32 %121, !dbg !380
  %131 = sub nsw i32 %128, %130, !dbg !380
    #dbg_value(i32 %131, !219, !DIExpression(), !367)
    #dbg_value(!DIArgList(i32 %116, i32 %44), !202, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !225)
  br label %132

132:                                              ; preds = %127, %125
  %133 = phi i32 [ %126, %125 ], [ %44, %127 ]
  %134 = phi i32 [ %123, %125 ], [ %131, %127 ], !dbg !381
  %135 = add nsw i32 %133, %116, !dbg !381
    #dbg_value(i32 %134, !219, !DIExpression(), !367)
    #dbg_value(i32 %135, !202, !DIExpression(), !225)
  %136 = add nsw i32 %134, -1, !dbg !382
    #dbg_value(i32 %136, !219, !DIExpression(), !367)
  %137 = icmp sgt i32 %134, 0, !dbg !383
  %138 = sub i32 1, %134, !dbg !385
  %139 = select i1 %137, i32 %138, i32 %136, !dbg !385
  %140 = add i32 %139, %39, !dbg !385
    #dbg_value(i32 %140, !199, !DIExpression(), !225)
  %141 = trunc i32 %136 to i16, !dbg !386
  %142 = add nuw i32 %117, 1, !dbg !387
    #dbg_value(i32 %142, !203, !DIExpression(), !225)
  %143 = zext i32 %117 to i64, !dbg !388
  %144 = getelementptr inbounds i16, ptr %0, i64 %143, !dbg !388
  store i16 %141, ptr %144, align 2, !dbg !389, !tbaa !390
  %145 = icmp ne i32 %136, 0, !dbg !392
    #dbg_value(i1 %145, !206, !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !225)
  %146 = icmp slt i32 %140, %40, !dbg !393
  br i1 %146, label %147, label %154, !dbg !395

147:                                              ; preds = %132
  %148 = icmp slt i32 %140, 2, !dbg !396
  br i1 %148, label %180, label %149, !dbg !399

149:                                              ; preds = %147
    #dbg_value(i32 %140, !400, !DIExpression(), !403)
    #dbg_value(i32 %140, !405, !DIExpression(), !408)
  %150 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %140, i1 true), !dbg !410
  %151 = xor i32 %150, 31, !dbg !411
  %152 = sub nuw nsw i32 32, %150, !dbg !412
    #dbg_value(i32 %152, !198, !DIExpression(), !225)
  %153 = shl nuw nsw i32 1, %151, !dbg !413
    #dbg_value(i32 %153, !200, !DIExpression(), !225)
  br label %154, !dbg !414

154:                                              ; preds = %149, %132
  %155 = phi i32 [ %153, %149 ], [ %40, %132 ], !dbg !225
  %156 = phi i32 [ %152, %149 ], [ %44, %132 ], !dbg !225
    #dbg_value(i32 %156, !198, !DIExpression(), !225)
    #dbg_value(i32 %155, !200, !DIExpression(), !225)
  %157 = icmp ult i32 %142, %14, !dbg !415
  br i1 %157, label %158, label %180, !dbg !417

158:                                              ; preds = %154
  %159 = icmp ugt ptr %118, %34, !dbg !418
  %160 = ashr i32 %135, 3, !dbg !420
  %161 = sext i32 %160 to i64, !dbg !420
  br i1 %159, label %162, label %165, !dbg !421, !prof !306

162:                                              ; preds = %158
  %163 = getelementptr inbounds i8, ptr %118, i64 %161, !dbg !422
  %164 = icmp ugt ptr %163, %36, !dbg !423
  br i1 %164, label %168, label %165, !dbg !424

165:                                              ; preds = %158, %162
  %166 = getelementptr inbounds i8, ptr %118, i64 %161, !dbg !425
    #dbg_value(ptr %166, !197, !DIExpression(), !225)
  %167 = and i32 %135, 7, !dbg !427
    #dbg_value(i32 %167, !202, !DIExpression(), !225)
  br label %175, !dbg !428

168:                                              ; preds = %162
  %169 = ptrtoint ptr %118 to i64, !dbg !429
  %170 = sub i64 %169, %37, !dbg !429
  %171 = trunc i64 %170 to i32, !dbg !431
  %172 = shl i32 %171, 3, !dbg !431
  %173 = add i32 %135, %172, !dbg !432
    #dbg_value(i32 %173, !202, !DIExpression(), !225)
  %174 = and i32 %173, 31, !dbg !433
    #dbg_value(i32 %174, !202, !DIExpression(), !225)
    #dbg_value(ptr %36, !197, !DIExpression(), !225)
  br label %175

175:                                              ; preds = %165, %168
  %176 = phi i32 [ %167, %165 ], [ %174, %168 ], !dbg !420
  %177 = phi ptr [ %166, %165 ], [ %36, %168 ], !dbg !420
    #dbg_value(ptr %177, !197, !DIExpression(), !225)
    #dbg_value(i32 %176, !202, !DIExpression(), !225)
    #dbg_value(ptr %177, !259, !DIExpression(), !434)
    #dbg_value(ptr %177, !266, !DIExpression(), !436)
  %178 = load i32, ptr %177, align 1, !dbg !438, !tbaa !228
  %179 = lshr i32 %178, %176, !dbg !439
    #dbg_value(i32 %156, !198, !DIExpression(), !225)
    #dbg_value(i32 %179, !201, !DIExpression(), !225)
    #dbg_value(i32 %155, !200, !DIExpression(), !225)
  br label %38

180:                                              ; preds = %154, %147, %76
  %181 = phi i32 [ %39, %76 ], [ %140, %147 ], [ %140, %154 ], !dbg !225
  %182 = phi i32 [ %90, %76 ], [ %135, %147 ], [ %135, %154 ], !dbg !440
  %183 = phi i32 [ %88, %76 ], [ %142, %147 ], [ %142, %154 ], !dbg !440
  %184 = phi ptr [ %80, %76 ], [ %118, %147 ], [ %118, %154 ], !dbg !285
    #dbg_value(ptr %184, !197, !DIExpression(), !225)
    #dbg_value(i32 %183, !203, !DIExpression(), !225)
    #dbg_value(i32 %182, !202, !DIExpression(), !225)
    #dbg_value(i32 %181, !199, !DIExpression(), !225)
  %185 = icmp eq i32 %181, 1, !dbg !441
  br i1 %185, label %186, label %199, !dbg !443

186:                                              ; preds = %180
  %187 = icmp ugt i32 %183, %14, !dbg !444
  br i1 %187, label %199, label %188, !dbg !446

188:                                              ; preds = %186
  %189 = icmp sgt i32 %182, 32, !dbg !447
  br i1 %189, label %199, label %190, !dbg !449

190:                                              ; preds = %188
  %191 = add i32 %183, -1, !dbg !450
  store i32 %191, ptr %1, align 4, !dbg !451, !tbaa !228
  %192 = add nsw i32 %182, 7, !dbg !452
  %193 = ashr i32 %192, 3, !dbg !453
  %194 = sext i32 %193 to i64, !dbg !454
  %195 = getelementptr inbounds i8, ptr %184, i64 %194, !dbg !454
    #dbg_value(ptr %195, !197, !DIExpression(), !225)
  %196 = ptrtoint ptr %195 to i64, !dbg !455
  %197 = ptrtoint ptr %3 to i64, !dbg !455
  %198 = sub i64 %196, %197, !dbg !455
  br label %199, !dbg !456

199:                                              ; preds = %190, %188, %186, %180, %22, %16, %9
  %200 = phi i64 [ %10, %9 ], [ %21, %16 ], [ %198, %190 ], [ -44, %22 ], [ -20, %180 ], [ -48, %186 ], [ -20, %188 ], !dbg !166
  ret i64 %200, !dbg !457
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i64 @FSE_readNCount_body_bmi2(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr noundef %3, i64 noundef %4) unnamed_addr #3 !dbg !458 {
  %6 = alloca [8 x i8], align 8, !DIAssignID !465
    #dbg_value(ptr %0, !460, !DIExpression(), !466)
    #dbg_value(ptr %1, !461, !DIExpression(), !466)
    #dbg_value(ptr %2, !462, !DIExpression(), !466)
    #dbg_value(ptr %3, !463, !DIExpression(), !466)
    #dbg_value(i64 %4, !464, !DIExpression(), !466)
    #dbg_assign(i1 undef, !184, !DIExpression(), !465, ptr %6, !DIExpression(), !467)
    #dbg_value(ptr %0, !189, !DIExpression(), !469)
    #dbg_value(ptr %1, !190, !DIExpression(), !469)
    #dbg_value(ptr %2, !191, !DIExpression(), !469)
    #dbg_value(ptr %3, !192, !DIExpression(), !469)
    #dbg_value(i64 %4, !193, !DIExpression(), !469)
    #dbg_value(ptr %3, !194, !DIExpression(), !469)
  %7 = getelementptr inbounds i8, ptr %3, i64 %4, !dbg !470
    #dbg_value(ptr %7, !196, !DIExpression(), !469)
    #dbg_value(ptr %3, !197, !DIExpression(), !469)
    #dbg_value(i32 0, !203, !DIExpression(), !469)
  %8 = load i32, ptr %1, align 4, !dbg !471, !tbaa !228
  %9 = add i32 %8, 1, !dbg !472
    #dbg_value(i32 %9, !204, !DIExpression(), !469)
    #dbg_value(i32 0, !206, !DIExpression(), !469)
  %10 = icmp ult i64 %4, 8, !dbg !473
  br i1 %10, label %11, label %17, !dbg !474

11:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #11, !dbg !475
  store i64 0, ptr %6, align 8, !dbg !476, !DIAssignID !477
    #dbg_assign(i64 0, !184, !DIExpression(), !477, ptr %6, !DIExpression(), !467)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %6, ptr align 1 %3, i64 %4, i1 false), !dbg !478
    #dbg_value(ptr %0, !239, !DIExpression(), !479)
    #dbg_value(ptr %1, !242, !DIExpression(), !479)
    #dbg_value(ptr %2, !243, !DIExpression(), !479)
    #dbg_value(ptr %6, !244, !DIExpression(), !479)
    #dbg_value(i64 8, !245, !DIExpression(), !479)
  %12 = call i64 @FSE_readNCount_bmi2(ptr noundef %0, ptr noundef nonnull %1, ptr noundef %2, ptr noundef nonnull %6, i64 noundef 8, i32 noundef 0), !dbg !481
    #dbg_value(i64 %12, !207, !DIExpression(), !482)
    #dbg_value(i64 %12, !92, !DIExpression(), !483)
    #dbg_value(i64 %12, !94, !DIExpression(), !485)
  %13 = icmp ult i64 %12, -119, !dbg !487
  %14 = icmp ugt i64 %12, %4, !dbg !488
  %15 = and i1 %13, %14, !dbg !488
  %16 = select i1 %15, i64 -20, i64 %12, !dbg !488
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #11, !dbg !489
  br label %194

17:                                               ; preds = %5
  %18 = zext i32 %9 to i64, !dbg !490
  %19 = shl nuw nsw i64 %18, 1, !dbg !490
  tail call void @llvm.memset.p0.i64(ptr align 2 %0, i8 0, i64 %19, i1 false), !dbg !490
    #dbg_value(ptr %3, !259, !DIExpression(), !491)
    #dbg_value(ptr %3, !266, !DIExpression(), !493)
  %20 = load i32, ptr %3, align 1, !dbg !495, !tbaa !228
    #dbg_value(i32 %20, !201, !DIExpression(), !469)
  %21 = and i32 %20, 15, !dbg !496
    #dbg_value(i32 %21, !198, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !469)
  %22 = icmp ugt i32 %21, 10, !dbg !497
  br i1 %22, label %194, label %23, !dbg !498

23:                                               ; preds = %17
  %24 = add nuw nsw i32 %21, 5, !dbg !499
    #dbg_value(i32 %24, !198, !DIExpression(), !469)
  %25 = lshr i32 %20, 4, !dbg !500
    #dbg_value(i32 %25, !201, !DIExpression(), !469)
    #dbg_value(i32 4, !202, !DIExpression(), !469)
  store i32 %24, ptr %2, align 4, !dbg !501, !tbaa !228
  %26 = shl nuw nsw i32 32, %21, !dbg !502
  %27 = or disjoint i32 %26, 1, !dbg !503
    #dbg_value(i32 %27, !199, !DIExpression(), !469)
    #dbg_value(i32 %26, !200, !DIExpression(), !469)
  %28 = add nuw nsw i32 %21, 6, !dbg !504
    #dbg_value(i32 %28, !198, !DIExpression(), !469)
  %29 = getelementptr inbounds i8, ptr %7, i64 -7
  %30 = ptrtoint ptr %29 to i64
  %31 = getelementptr inbounds i8, ptr %7, i64 -4
  %32 = ptrtoint ptr %31 to i64
  br label %33, !dbg !505

33:                                               ; preds = %170, %23
  %34 = phi i32 [ %27, %23 ], [ %135, %170 ], !dbg !469
  %35 = phi i32 [ %26, %23 ], [ %150, %170 ], !dbg !506
  %36 = phi i32 [ %25, %23 ], [ %174, %170 ], !dbg !469
  %37 = phi i32 [ 4, %23 ], [ %171, %170 ], !dbg !469
  %38 = phi i32 [ 0, %23 ], [ %137, %170 ], !dbg !469
  %39 = phi i32 [ %28, %23 ], [ %151, %170 ], !dbg !504
  %40 = phi i1 [ true, %23 ], [ %140, %170 ], !dbg !469
  %41 = phi ptr [ %3, %23 ], [ %172, %170 ], !dbg !507
    #dbg_value(ptr %41, !197, !DIExpression(), !469)
    #dbg_value(i1 %40, !206, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !469)
    #dbg_value(i32 %39, !198, !DIExpression(), !469)
    #dbg_value(i32 %38, !203, !DIExpression(), !469)
    #dbg_value(i32 %37, !202, !DIExpression(), !469)
    #dbg_value(i32 %36, !201, !DIExpression(), !469)
    #dbg_value(i32 %35, !200, !DIExpression(), !469)
    #dbg_value(i32 %34, !199, !DIExpression(), !469)
  br i1 %40, label %109, label %42, !dbg !508

42:                                               ; preds = %33
  %43 = xor i32 %36, -1, !dbg !509
  %44 = or i32 %43, -2147483648, !dbg !510
    #dbg_value(i32 %44, !289, !DIExpression(), !511)
  %45 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %44, i1 true), !dbg !513
    #dbg_value(i32 %45, !210, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !514)
    #dbg_value(ptr %41, !197, !DIExpression(), !469)
    #dbg_value(i32 %38, !203, !DIExpression(), !469)
    #dbg_value(i32 %37, !202, !DIExpression(), !469)
    #dbg_value(i32 %36, !201, !DIExpression(), !469)
  %46 = icmp ugt i32 %45, 23, !dbg !515
  br i1 %46, label %47, label %71, !dbg !516

47:                                               ; preds = %42, %62
  %48 = phi ptr [ %64, %62 ], [ %41, %42 ]
  %49 = phi i32 [ %51, %62 ], [ %38, %42 ]
  %50 = phi i32 [ %63, %62 ], [ %37, %42 ]
    #dbg_value(ptr %48, !197, !DIExpression(), !469)
    #dbg_value(i32 %49, !203, !DIExpression(), !469)
    #dbg_value(i32 %50, !202, !DIExpression(), !469)
  %51 = add i32 %49, 36, !dbg !517
    #dbg_value(i32 %51, !203, !DIExpression(), !469)
  %52 = icmp ugt ptr %48, %29, !dbg !518
  br i1 %52, label %55, label %53, !dbg !519, !prof !306

53:                                               ; preds = %47
  %54 = getelementptr inbounds i8, ptr %48, i64 3, !dbg !520
    #dbg_value(ptr %54, !197, !DIExpression(), !469)
  br label %62, !dbg !521

55:                                               ; preds = %47
  %56 = ptrtoint ptr %48 to i64, !dbg !522
  %57 = sub i64 %56, %30, !dbg !522
  %58 = trunc i64 %57 to i32, !dbg !523
  %59 = shl i32 %58, 3, !dbg !523
  %60 = add i32 %59, %50, !dbg !524
    #dbg_value(i32 %60, !202, !DIExpression(), !469)
  %61 = and i32 %60, 31, !dbg !525
    #dbg_value(i32 %61, !202, !DIExpression(), !469)
    #dbg_value(ptr %31, !197, !DIExpression(), !469)
  br label %62

62:                                               ; preds = %55, %53
  %63 = phi i32 [ %50, %53 ], [ %61, %55 ], !dbg !469
  %64 = phi ptr [ %54, %53 ], [ %31, %55 ], !dbg !526
    #dbg_value(ptr %64, !197, !DIExpression(), !469)
    #dbg_value(i32 %63, !202, !DIExpression(), !469)
    #dbg_value(ptr %64, !259, !DIExpression(), !527)
    #dbg_value(ptr %64, !266, !DIExpression(), !529)
  %65 = load i32, ptr %64, align 1, !dbg !531, !tbaa !228
  %66 = lshr i32 %65, %63, !dbg !532
    #dbg_value(i32 %66, !201, !DIExpression(), !469)
  %67 = xor i32 %66, -1, !dbg !533
  %68 = or i32 %67, -2147483648, !dbg !534
    #dbg_value(i32 %68, !289, !DIExpression(), !535)
  %69 = tail call range(i32 0, 32) i32 @llvm.cttz.i32(i32 %68, i1 true), !dbg !537
    #dbg_value(i32 %69, !210, !DIExpression(DW_OP_constu, 1, DW_OP_shr, DW_OP_stack_value), !514)
    #dbg_value(i32 %51, !203, !DIExpression(), !469)
  %70 = icmp ugt i32 %69, 23, !dbg !515
  br i1 %70, label %47, label %71, !dbg !516, !llvm.loop !538

71:                                               ; preds = %62, %42
  %72 = phi i32 [ %36, %42 ], [ %66, %62 ], !dbg !469
  %73 = phi i32 [ %37, %42 ], [ %63, %62 ], !dbg !540
  %74 = phi i32 [ %38, %42 ], [ %51, %62 ], !dbg !469
  %75 = phi ptr [ %41, %42 ], [ %64, %62 ], !dbg !469
  %76 = phi i32 [ %45, %42 ], [ %69, %62 ]
  %77 = lshr i32 %76, 1, !dbg !514
    #dbg_value(i32 %77, !210, !DIExpression(), !514)
  %78 = mul nuw nsw i32 %77, 3, !dbg !541
  %79 = add i32 %78, %74, !dbg !542
    #dbg_value(i32 %79, !203, !DIExpression(), !469)
  %80 = and i32 %76, 30, !dbg !543
  %81 = lshr i32 %72, %80, !dbg !544
    #dbg_value(i32 %81, !201, !DIExpression(), !469)
    #dbg_value(i32 poison, !202, !DIExpression(), !469)
  %82 = and i32 %81, 3, !dbg !545
  %83 = add i32 %79, %82, !dbg !546
    #dbg_value(i32 %83, !203, !DIExpression(), !469)
  %84 = add nuw nsw i32 %73, 2, !dbg !547
  %85 = add nuw nsw i32 %84, %80, !dbg !548
    #dbg_value(i32 %85, !202, !DIExpression(), !469)
  %86 = icmp ult i32 %83, %9, !dbg !549
  br i1 %86, label %87, label %175, !dbg !550

87:                                               ; preds = %71
  %88 = icmp ugt ptr %75, %29, !dbg !551
  %89 = lshr i32 %85, 3, !dbg !552
  %90 = zext nneg i32 %89 to i64, !dbg !552
  br i1 %88, label %91, label %94, !dbg !553, !prof !306

91:                                               ; preds = %87
  %92 = getelementptr inbounds i8, ptr %75, i64 %90, !dbg !554
  %93 = icmp ugt ptr %92, %31, !dbg !555
  br i1 %93, label %97, label %94, !dbg !556

94:                                               ; preds = %87, %91
  %95 = getelementptr inbounds i8, ptr %75, i64 %90, !dbg !557
    #dbg_value(ptr %95, !197, !DIExpression(), !469)
  %96 = and i32 %85, 7, !dbg !558
    #dbg_value(i32 %96, !202, !DIExpression(), !469)
  br label %104, !dbg !559

97:                                               ; preds = %91
  %98 = ptrtoint ptr %75 to i64, !dbg !560
  %99 = sub i64 %98, %32, !dbg !560
  %100 = trunc i64 %99 to i32, !dbg !561
  %101 = shl i32 %100, 3, !dbg !561
  %102 = add i32 %101, %85, !dbg !562
    #dbg_value(i32 %102, !202, !DIExpression(), !469)
  %103 = and i32 %102, 31, !dbg !563
    #dbg_value(i32 %103, !202, !DIExpression(), !469)
    #dbg_value(ptr %31, !197, !DIExpression(), !469)
  br label %104

104:                                              ; preds = %94, %97
  %105 = phi i32 [ %96, %94 ], [ %103, %97 ], !dbg !552
  %106 = phi ptr [ %95, %94 ], [ %31, %97 ], !dbg !552
    #dbg_value(ptr %106, !197, !DIExpression(), !469)
    #dbg_value(i32 %105, !202, !DIExpression(), !469)
    #dbg_value(ptr %106, !259, !DIExpression(), !564)
    #dbg_value(ptr %106, !266, !DIExpression(), !566)
  %107 = load i32, ptr %106, align 1, !dbg !568, !tbaa !228
  %108 = lshr i32 %107, %105, !dbg !569
    #dbg_value(i32 %108, !201, !DIExpression(), !469)
  br label %109

109:                                              ; preds = %104, %33
  %110 = phi i32 [ %36, %33 ], [ %108, %104 ], !dbg !469
  %111 = phi i32 [ %37, %33 ], [ %105, %104 ], !dbg !469
  %112 = phi i32 [ %38, %33 ], [ %83, %104 ], !dbg !469
  %113 = phi ptr [ %41, %33 ], [ %106, %104 ], !dbg !507
    #dbg_value(ptr %113, !197, !DIExpression(), !469)
    #dbg_value(i32 %112, !203, !DIExpression(), !469)
    #dbg_value(i32 %111, !202, !DIExpression(), !469)
    #dbg_value(i32 %110, !201, !DIExpression(), !469)
  %114 = shl nsw i32 %35, 1, !dbg !570
  %115 = add nsw i32 %114, -1, !dbg !571
  %116 = sub nsw i32 %115, %34, !dbg !572
    #dbg_value(i32 %116, !216, !DIExpression(), !573)
  %117 = add nsw i32 %35, -1, !dbg !574
  %118 = and i32 %110, %117, !dbg !575
  %119 = icmp ult i32 %118, %116, !dbg !576
  br i1 %119, label %120, label %122, !dbg !577

120:                                              ; preds = %109
    #dbg_value(i32 %118, !219, !DIExpression(), !573)
  %121 = add nsw i32 %39, -1, !dbg !578
    #dbg_value(!DIArgList(i32 %111, i32 %121), !202, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !469)
  br label %127, !dbg !579

122:                                              ; preds = %109
  %123 = and i32 %110, %115, !dbg !580
    #dbg_value(i32 %123, !219, !DIExpression(), !573)
  %124 = icmp slt i32 %123, %35, !dbg !581
  %125 = select i1 %124, i32 0, i32 %116, !dbg !582
  %126 = sub nsw i32 %123, %125, !dbg !582
    #dbg_value(i32 %126, !219, !DIExpression(), !573)
    #dbg_value(!DIArgList(i32 %111, i32 %39), !202, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !469)
  br label %127

127:                                              ; preds = %122, %120
  %128 = phi i32 [ %121, %120 ], [ %39, %122 ]
  %129 = phi i32 [ %118, %120 ], [ %126, %122 ], !dbg !583
  %130 = add nsw i32 %128, %111, !dbg !583
    #dbg_value(i32 %129, !219, !DIExpression(), !573)
    #dbg_value(i32 %130, !202, !DIExpression(), !469)
  %131 = add nsw i32 %129, -1, !dbg !584
    #dbg_value(i32 %131, !219, !DIExpression(), !573)
  %132 = icmp sgt i32 %129, 0, !dbg !585
  %133 = sub i32 1, %129, !dbg !586
  %134 = select i1 %132, i32 %133, i32 %131, !dbg !586
  %135 = add i32 %134, %34, !dbg !586
    #dbg_value(i32 %135, !199, !DIExpression(), !469)
  %136 = trunc i32 %131 to i16, !dbg !587
  %137 = add nuw i32 %112, 1, !dbg !588
    #dbg_value(i32 %137, !203, !DIExpression(), !469)
  %138 = zext i32 %112 to i64, !dbg !589
  %139 = getelementptr inbounds i16, ptr %0, i64 %138, !dbg !589
  store i16 %136, ptr %139, align 2, !dbg !590, !tbaa !390
  %140 = icmp ne i32 %131, 0, !dbg !591
    #dbg_value(i1 %140, !206, !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !469)
  %141 = icmp slt i32 %135, %35, !dbg !592
  br i1 %141, label %142, label %149, !dbg !593

142:                                              ; preds = %127
  %143 = icmp slt i32 %135, 2, !dbg !594
  br i1 %143, label %175, label %144, !dbg !595

144:                                              ; preds = %142
    #dbg_value(i32 %135, !400, !DIExpression(), !596)
    #dbg_value(i32 %135, !405, !DIExpression(), !598)
  %145 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %135, i1 true), !dbg !600
  %146 = xor i32 %145, 31, !dbg !601
  %147 = sub nuw nsw i32 32, %145, !dbg !602
    #dbg_value(i32 %147, !198, !DIExpression(), !469)
  %148 = shl nuw nsw i32 1, %146, !dbg !603
    #dbg_value(i32 %148, !200, !DIExpression(), !469)
  br label %149, !dbg !604

149:                                              ; preds = %144, %127
  %150 = phi i32 [ %148, %144 ], [ %35, %127 ], !dbg !469
  %151 = phi i32 [ %147, %144 ], [ %39, %127 ], !dbg !469
    #dbg_value(i32 %151, !198, !DIExpression(), !469)
    #dbg_value(i32 %150, !200, !DIExpression(), !469)
  %152 = icmp ult i32 %137, %9, !dbg !605
  br i1 %152, label %153, label %175, !dbg !606

153:                                              ; preds = %149
  %154 = icmp ugt ptr %113, %29, !dbg !607
  %155 = ashr i32 %130, 3, !dbg !608
  %156 = sext i32 %155 to i64, !dbg !608
  br i1 %154, label %157, label %160, !dbg !609, !prof !306

157:                                              ; preds = %153
  %158 = getelementptr inbounds i8, ptr %113, i64 %156, !dbg !610
  %159 = icmp ugt ptr %158, %31, !dbg !611
  br i1 %159, label %163, label %160, !dbg !612

160:                                              ; preds = %153, %157
  %161 = getelementptr inbounds i8, ptr %113, i64 %156, !dbg !613
    #dbg_value(ptr %161, !197, !DIExpression(), !469)
  %162 = and i32 %130, 7, !dbg !614
    #dbg_value(i32 %162, !202, !DIExpression(), !469)
  br label %170, !dbg !615

163:                                              ; preds = %157
  %164 = ptrtoint ptr %113 to i64, !dbg !616
  %165 = sub i64 %164, %32, !dbg !616
  %166 = trunc i64 %165 to i32, !dbg !617
  %167 = shl i32 %166, 3, !dbg !617
  %168 = add i32 %130, %167, !dbg !618
    #dbg_value(i32 %168, !202, !DIExpression(), !469)
  %169 = and i32 %168, 31, !dbg !619
    #dbg_value(i32 %169, !202, !DIExpression(), !469)
    #dbg_value(ptr %31, !197, !DIExpression(), !469)
  br label %170

170:                                              ; preds = %160, %163
  %171 = phi i32 [ %162, %160 ], [ %169, %163 ], !dbg !608
  %172 = phi ptr [ %161, %160 ], [ %31, %163 ], !dbg !608
    #dbg_value(ptr %172, !197, !DIExpression(), !469)
    #dbg_value(i32 %171, !202, !DIExpression(), !469)
    #dbg_value(ptr %172, !259, !DIExpression(), !620)
    #dbg_value(ptr %172, !266, !DIExpression(), !622)
  %173 = load i32, ptr %172, align 1, !dbg !624, !tbaa !228
  %174 = lshr i32 %173, %171, !dbg !625
    #dbg_value(i32 %151, !198, !DIExpression(), !469)
    #dbg_value(i32 %174, !201, !DIExpression(), !469)
    #dbg_value(i32 %150, !200, !DIExpression(), !469)
  br label %33

175:                                              ; preds = %149, %142, %71
  %176 = phi i32 [ %34, %71 ], [ %135, %142 ], [ %135, %149 ], !dbg !469
  %177 = phi i32 [ %85, %71 ], [ %130, %142 ], [ %130, %149 ], !dbg !626
  %178 = phi i32 [ %83, %71 ], [ %137, %142 ], [ %137, %149 ], !dbg !626
  %179 = phi ptr [ %75, %71 ], [ %113, %142 ], [ %113, %149 ], !dbg !507
    #dbg_value(ptr %179, !197, !DIExpression(), !469)
    #dbg_value(i32 %178, !203, !DIExpression(), !469)
    #dbg_value(i32 %177, !202, !DIExpression(), !469)
    #dbg_value(i32 %176, !199, !DIExpression(), !469)
  %180 = icmp eq i32 %176, 1, !dbg !627
  br i1 %180, label %181, label %194, !dbg !628

181:                                              ; preds = %175
  %182 = icmp ugt i32 %178, %9, !dbg !629
  br i1 %182, label %194, label %183, !dbg !630

183:                                              ; preds = %181
  %184 = icmp sgt i32 %177, 32, !dbg !631
  br i1 %184, label %194, label %185, !dbg !632

185:                                              ; preds = %183
  %186 = add i32 %178, -1, !dbg !633
  store i32 %186, ptr %1, align 4, !dbg !634, !tbaa !228
  %187 = add nsw i32 %177, 7, !dbg !635
  %188 = ashr i32 %187, 3, !dbg !636
  %189 = sext i32 %188 to i64, !dbg !637
  %190 = getelementptr inbounds i8, ptr %179, i64 %189, !dbg !637
    #dbg_value(ptr %190, !197, !DIExpression(), !469)
  %191 = ptrtoint ptr %190 to i64, !dbg !638
  %192 = ptrtoint ptr %3 to i64, !dbg !638
  %193 = sub i64 %191, %192, !dbg !638
  br label %194, !dbg !639

194:                                              ; preds = %11, %17, %175, %181, %183, %185
  %195 = phi i64 [ %16, %11 ], [ %193, %185 ], [ -44, %17 ], [ -20, %175 ], [ -48, %181 ], [ -20, %183 ], !dbg !469
  ret i64 %195, !dbg !640
}

; Function Attrs: nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define dso_local i64 @FSE_readNCount(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr noundef %3, i64 noundef %4) local_unnamed_addr #2 !dbg !240 {
    #dbg_value(ptr %0, !239, !DIExpression(), !641)
    #dbg_value(ptr %1, !242, !DIExpression(), !641)
    #dbg_value(ptr %2, !243, !DIExpression(), !641)
    #dbg_value(ptr %3, !244, !DIExpression(), !641)
    #dbg_value(i64 %4, !245, !DIExpression(), !641)
  %6 = tail call i64 @FSE_readNCount_bmi2(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i64 noundef %4, i32 noundef 0), !dbg !642
  ret i64 %6, !dbg !643
}

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readStats(ptr noundef %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr noundef %5, i64 noundef %6) local_unnamed_addr #1 !dbg !644 {
  %8 = alloca [219 x i32], align 16, !DIAssignID !661
    #dbg_assign(i1 undef, !657, !DIExpression(), !661, ptr %8, !DIExpression(), !662)
    #dbg_value(ptr %0, !650, !DIExpression(), !662)
    #dbg_value(i64 %1, !651, !DIExpression(), !662)
    #dbg_value(ptr %2, !652, !DIExpression(), !662)
    #dbg_value(ptr %3, !653, !DIExpression(), !662)
    #dbg_value(ptr %4, !654, !DIExpression(), !662)
    #dbg_value(ptr %5, !655, !DIExpression(), !662)
    #dbg_value(i64 %6, !656, !DIExpression(), !662)
  call void @llvm.lifetime.start.p0(i64 876, ptr nonnull %8) #11, !dbg !663
  %9 = call i64 @HUF_readStats_wksp(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef nonnull %8, i64 noundef 876, i32 noundef 0), !dbg !664
  call void @llvm.lifetime.end.p0(i64 876, ptr nonnull %8) #11, !dbg !665
  ret i64 %9, !dbg !666
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind uwtable
define dso_local i64 @HUF_readStats_wksp(ptr noundef %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, i64 noundef %8, i32 noundef %9) local_unnamed_addr #1 !dbg !667 {
    #dbg_value(ptr %0, !672, !DIExpression(), !682)
    #dbg_value(i64 %1, !673, !DIExpression(), !682)
    #dbg_value(ptr %2, !674, !DIExpression(), !682)
    #dbg_value(ptr %3, !675, !DIExpression(), !682)
    #dbg_value(ptr %4, !676, !DIExpression(), !682)
    #dbg_value(ptr %5, !677, !DIExpression(), !682)
    #dbg_value(i64 %6, !678, !DIExpression(), !682)
    #dbg_value(ptr %7, !679, !DIExpression(), !682)
    #dbg_value(i64 %8, !680, !DIExpression(), !682)
    #dbg_value(i32 %9, !681, !DIExpression(), !682)
  %11 = and i32 %9, 1, !dbg !683
  %12 = icmp eq i32 %11, 0, !dbg !683
  br i1 %12, label %15, label %13, !dbg !685

13:                                               ; preds = %10
  %14 = tail call fastcc i64 @HUF_readStats_body_bmi2(ptr noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3, ptr noundef %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, i64 noundef %8), !dbg !686
  br label %153, !dbg !688

15:                                               ; preds = %10
    #dbg_value(ptr %0, !689, !DIExpression(), !702)
    #dbg_value(i64 %1, !694, !DIExpression(), !702)
    #dbg_value(ptr %2, !695, !DIExpression(), !702)
    #dbg_value(ptr %3, !696, !DIExpression(), !702)
    #dbg_value(ptr %4, !697, !DIExpression(), !702)
    #dbg_value(ptr %5, !698, !DIExpression(), !702)
    #dbg_value(i64 %6, !699, !DIExpression(), !702)
    #dbg_value(ptr %7, !700, !DIExpression(), !702)
    #dbg_value(i64 %8, !701, !DIExpression(), !702)
    #dbg_value(ptr %0, !704, !DIExpression(), !734)
    #dbg_value(i64 %1, !707, !DIExpression(), !734)
    #dbg_value(ptr %2, !708, !DIExpression(), !734)
    #dbg_value(ptr %3, !709, !DIExpression(), !734)
    #dbg_value(ptr %4, !710, !DIExpression(), !734)
    #dbg_value(ptr %5, !711, !DIExpression(), !734)
    #dbg_value(i64 %6, !712, !DIExpression(), !734)
    #dbg_value(ptr %7, !713, !DIExpression(), !734)
    #dbg_value(i64 %8, !714, !DIExpression(), !734)
    #dbg_value(i32 0, !715, !DIExpression(), !734)
    #dbg_value(ptr %5, !717, !DIExpression(), !734)
  %16 = icmp eq i64 %6, 0, !dbg !736
  br i1 %16, label %153, label %17, !dbg !738

17:                                               ; preds = %15
  %18 = load i8, ptr %5, align 1, !dbg !739, !tbaa !740
  %19 = zext i8 %18 to i64, !dbg !739
    #dbg_value(i64 %19, !718, !DIExpression(), !734)
  %20 = icmp slt i8 %18, 0, !dbg !741
  br i1 %20, label %21, label %90, !dbg !742

21:                                               ; preds = %17
  %22 = add nsw i64 %19, -127, !dbg !743
    #dbg_value(i64 %22, !719, !DIExpression(), !734)
  %23 = add nsw i64 %19, -126, !dbg !744
  %24 = lshr i64 %23, 1, !dbg !745
    #dbg_value(i64 %24, !718, !DIExpression(), !734)
  %25 = icmp ult i64 %24, %6, !dbg !746
  br i1 %25, label %26, label %153, !dbg !748

26:                                               ; preds = %21
  %27 = icmp ult i64 %22, %1, !dbg !749
  br i1 %27, label %28, label %153, !dbg !751

28:                                               ; preds = %26
  %29 = getelementptr i8, ptr %5, i64 1, !dbg !752
    #dbg_value(ptr %29, !717, !DIExpression(), !734)
    #dbg_value(i32 0, !720, !DIExpression(), !753)
  %30 = icmp eq i64 %22, 0, !dbg !754
  br i1 %30, label %76, label %31, !dbg !757

31:                                               ; preds = %28
  %32 = add nsw i64 %19, -128, !dbg !757
  %33 = lshr i64 %32, 1, !dbg !757
  %34 = add nuw nsw i64 %33, 1, !dbg !757
  %35 = icmp ult i64 %32, 30, !dbg !757
  br i1 %35, label %36, label %38, !dbg !757

36:                                               ; preds = %74, %38, %31
  %37 = phi i64 [ 0, %38 ], [ 0, %31 ], [ %51, %74 ]
  br label %77, !dbg !757

38:                                               ; preds = %31
  %39 = add nsw i64 %19, -128, !dbg !757
  %40 = lshr i64 %39, 1, !dbg !757
  %41 = and i64 %19, 126, !dbg !757
  %42 = getelementptr i8, ptr %0, i64 %41, !dbg !757
  %43 = getelementptr i8, ptr %42, i64 2, !dbg !757
  %44 = getelementptr i8, ptr %5, i64 %40, !dbg !757
  %45 = getelementptr i8, ptr %44, i64 2, !dbg !757
  %46 = icmp ugt ptr %45, %0, !dbg !757
  %47 = icmp ult ptr %29, %43, !dbg !757
  %48 = and i1 %46, %47, !dbg !757
  br i1 %48, label %36, label %49, !dbg !757

49:                                               ; preds = %38
  %50 = and i64 %34, 112, !dbg !757
  %51 = shl nuw nsw i64 %50, 1, !dbg !757
  %52 = getelementptr i8, ptr %0, i64 -1, !dbg !757
  %53 = getelementptr i8, ptr %0, i64 -1, !dbg !757
  br label %54, !dbg !757

54:                                               ; preds = %54, %49
  %55 = phi i64 [ 0, %49 ], [ %72, %54 ]
  %56 = shl i64 %55, 1, !dbg !757
  %57 = and i64 %55, 9223372036854775792, !dbg !758
  %58 = getelementptr inbounds i8, ptr %29, i64 %57, !dbg !760
  %59 = getelementptr inbounds i8, ptr %58, i64 8, !dbg !760
  %60 = load <8 x i8>, ptr %58, align 1, !dbg !760, !tbaa !740, !alias.scope !761
  %61 = load <8 x i8>, ptr %59, align 1, !dbg !760, !tbaa !740, !alias.scope !761
  %62 = lshr <8 x i8> %60, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>, !dbg !764
  %63 = lshr <8 x i8> %61, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>, !dbg !764
  %64 = and <8 x i8> %60, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>, !dbg !765
  %65 = and <8 x i8> %61, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>, !dbg !765
  %66 = or disjoint i64 %56, 1, !dbg !766
  %67 = or disjoint i64 %56, 17, !dbg !766
  %68 = getelementptr i8, ptr %52, i64 %66, !dbg !767
  %69 = getelementptr i8, ptr %53, i64 %67, !dbg !767
  %70 = shufflevector <8 x i8> %62, <8 x i8> %64, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>, !dbg !768
  store <16 x i8> %70, ptr %68, align 1, !dbg !768, !tbaa !740
  %71 = shufflevector <8 x i8> %63, <8 x i8> %65, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>, !dbg !768
  store <16 x i8> %71, ptr %69, align 1, !dbg !768, !tbaa !740
  %72 = add nuw i64 %55, 16
  %73 = icmp eq i64 %72, %50
  br i1 %73, label %74, label %54, !llvm.loop !769

74:                                               ; preds = %54
  %75 = icmp eq i64 %34, %50, !dbg !757
  br i1 %75, label %97, label %36, !dbg !757

76:                                               ; preds = %28
    #dbg_value(i64 %24, !718, !DIExpression(), !734)
    #dbg_value(i64 0, !719, !DIExpression(), !734)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false), !dbg !773
    #dbg_value(i32 0, !716, !DIExpression(), !734)
    #dbg_value(i32 0, !724, !DIExpression(), !774)
  br label %153, !dbg !775

77:                                               ; preds = %36, %77
  %78 = phi i64 [ %88, %77 ], [ %37, %36 ]
    #dbg_value(i64 %78, !720, !DIExpression(), !753)
  %79 = lshr exact i64 %78, 1, !dbg !758
  %80 = getelementptr inbounds i8, ptr %29, i64 %79, !dbg !760
  %81 = load i8, ptr %80, align 1, !dbg !760, !tbaa !740
  %82 = lshr i8 %81, 4, !dbg !764
  %83 = getelementptr inbounds i8, ptr %0, i64 %78, !dbg !777
  store i8 %82, ptr %83, align 1, !dbg !778, !tbaa !740
  %84 = load i8, ptr %80, align 1, !dbg !779, !tbaa !740
  %85 = and i8 %84, 15, !dbg !765
  %86 = or disjoint i64 %78, 1, !dbg !766
  %87 = getelementptr inbounds i8, ptr %0, i64 %86, !dbg !767
  store i8 %85, ptr %87, align 1, !dbg !768, !tbaa !740
  %88 = add nuw nsw i64 %78, 2, !dbg !780
    #dbg_value(i32 poison, !720, !DIExpression(), !753)
  %89 = icmp ult i64 %88, %22, !dbg !754
  br i1 %89, label %77, label %97, !dbg !757, !llvm.loop !781

90:                                               ; preds = %17
  %91 = icmp ult i64 %19, %6, !dbg !782
  br i1 %91, label %92, label %153, !dbg !785

92:                                               ; preds = %90
  %93 = add i64 %1, -1, !dbg !786
  %94 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !787
  %95 = tail call i64 @FSE_decompress_wksp_bmi2(ptr noundef %0, i64 noundef %93, ptr noundef nonnull %94, i64 noundef %19, i32 noundef 6, ptr noundef %7, i64 noundef %8, i32 noundef 0) #11, !dbg !788
    #dbg_value(i64 %95, !719, !DIExpression(), !734)
    #dbg_value(i64 %95, !92, !DIExpression(), !789)
    #dbg_value(i64 %95, !94, !DIExpression(), !792)
  %96 = icmp ult i64 %95, -119, !dbg !794
  br i1 %96, label %97, label %153, !dbg !795

97:                                               ; preds = %77, %74, %92
  %98 = phi i64 [ %95, %92 ], [ %22, %74 ], [ %22, %77 ], !dbg !796
  %99 = phi i64 [ %19, %92 ], [ %24, %74 ], [ %24, %77 ], !dbg !734
    #dbg_value(i64 %99, !718, !DIExpression(), !734)
    #dbg_value(i64 %98, !719, !DIExpression(), !734)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false), !dbg !773
    #dbg_value(i32 0, !716, !DIExpression(), !734)
    #dbg_value(i32 0, !724, !DIExpression(), !774)
  %100 = icmp eq i64 %98, 0, !dbg !797
  br i1 %100, label %153, label %101, !dbg !775

101:                                              ; preds = %97, %108
  %102 = phi i64 [ %119, %108 ], [ 0, %97 ]
  %103 = phi i32 [ %117, %108 ], [ 0, %97 ]
  %104 = phi i32 [ %118, %108 ], [ 0, %97 ]
    #dbg_value(i32 %103, !716, !DIExpression(), !734)
    #dbg_value(i32 %104, !724, !DIExpression(), !774)
  %105 = getelementptr inbounds i8, ptr %0, i64 %102, !dbg !799
  %106 = load i8, ptr %105, align 1, !dbg !799, !tbaa !740
  %107 = icmp ugt i8 %106, 12, !dbg !802
  br i1 %107, label %153, label %108, !dbg !803

108:                                              ; preds = %101
  %109 = zext nneg i8 %106 to i64, !dbg !804
  %110 = getelementptr inbounds i32, ptr %2, i64 %109, !dbg !804
  %111 = load i32, ptr %110, align 4, !dbg !805, !tbaa !228
  %112 = add i32 %111, 1, !dbg !805
  store i32 %112, ptr %110, align 4, !dbg !805, !tbaa !228
  %113 = load i8, ptr %105, align 1, !dbg !806, !tbaa !740
  %114 = zext nneg i8 %113 to i32, !dbg !806
  %115 = shl nuw i32 1, %114, !dbg !807
  %116 = ashr i32 %115, 1, !dbg !808
  %117 = add i32 %116, %103, !dbg !809
    #dbg_value(i32 %117, !716, !DIExpression(), !734)
  %118 = add i32 %104, 1, !dbg !810
    #dbg_value(i32 %118, !724, !DIExpression(), !774)
  %119 = zext i32 %118 to i64, !dbg !811
  %120 = icmp ugt i64 %98, %119, !dbg !797
  br i1 %120, label %101, label %121, !dbg !775, !llvm.loop !812

121:                                              ; preds = %108
  %122 = icmp eq i32 %117, 0, !dbg !814
  br i1 %122, label %153, label %123, !dbg !816

123:                                              ; preds = %121
    #dbg_value(i32 %117, !400, !DIExpression(), !817)
    #dbg_value(i32 %117, !405, !DIExpression(), !819)
  %124 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %117, i1 true), !dbg !821
  %125 = xor i32 %124, 31, !dbg !822
    #dbg_value(i32 %125, !726, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !823)
  %126 = icmp ugt i32 %125, 11, !dbg !824
  br i1 %126, label %153, label %127, !dbg !826

127:                                              ; preds = %123
  %128 = sub nuw nsw i32 32, %124, !dbg !827
    #dbg_value(i32 %128, !726, !DIExpression(), !823)
  store i32 %128, ptr %4, align 4, !dbg !828, !tbaa !228
  %129 = shl nuw nsw i32 2, %125, !dbg !829
    #dbg_value(i32 %129, !729, !DIExpression(), !830)
  %130 = sub i32 %129, %117, !dbg !831
    #dbg_value(i32 %130, !731, !DIExpression(), !830)
    #dbg_value(i32 %130, !400, !DIExpression(), !832)
    #dbg_value(i32 %130, !405, !DIExpression(), !834)
  %131 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %130, i1 true), !dbg !836
  %132 = xor i32 %131, 31, !dbg !837
  %133 = shl nuw i32 1, %132, !dbg !838
    #dbg_value(i32 %133, !732, !DIExpression(), !830)
    #dbg_value(i32 %130, !400, !DIExpression(), !839)
    #dbg_value(i32 %130, !405, !DIExpression(), !841)
    #dbg_value(i32 %132, !733, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !830)
  %134 = icmp eq i32 %133, %130, !dbg !843
  br i1 %134, label %135, label %153, !dbg !845

135:                                              ; preds = %127
  %136 = sub nuw nsw i32 32, %131, !dbg !846
    #dbg_value(i32 %136, !733, !DIExpression(), !830)
  %137 = trunc nuw nsw i32 %136 to i8, !dbg !847
  %138 = getelementptr inbounds i8, ptr %0, i64 %98, !dbg !848
  store i8 %137, ptr %138, align 1, !dbg !849, !tbaa !740
  %139 = zext nneg i32 %136 to i64, !dbg !850
  %140 = getelementptr inbounds i32, ptr %2, i64 %139, !dbg !850
  %141 = load i32, ptr %140, align 4, !dbg !851, !tbaa !228
  %142 = add i32 %141, 1, !dbg !851
  store i32 %142, ptr %140, align 4, !dbg !851, !tbaa !228
  %143 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !852
  %144 = load i32, ptr %143, align 4, !dbg !852, !tbaa !228
  %145 = icmp ugt i32 %144, 1, !dbg !854
  %146 = and i32 %144, 1
  %147 = icmp eq i32 %146, 0
  %148 = and i1 %145, %147, !dbg !855
  br i1 %148, label %149, label %153, !dbg !855

149:                                              ; preds = %135
  %150 = trunc i64 %98 to i32, !dbg !856
  %151 = add i32 %150, 1, !dbg !856
  store i32 %151, ptr %3, align 4, !dbg !857, !tbaa !228
  %152 = add nuw nsw i64 %99, 1, !dbg !858
  br label %153, !dbg !859

153:                                              ; preds = %101, %149, %135, %127, %123, %121, %97, %92, %90, %76, %26, %21, %15, %13
  %154 = phi i64 [ %14, %13 ], [ %152, %149 ], [ -72, %15 ], [ -72, %21 ], [ -20, %26 ], [ -72, %90 ], [ %95, %92 ], [ -20, %121 ], [ -20, %135 ], [ -20, %123 ], [ -20, %127 ], [ -20, %97 ], [ -20, %76 ], [ -20, %101 ], !dbg !682
  ret i64 %154, !dbg !860
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #4

; Function Attrs: nounwind uwtable
define internal fastcc i64 @HUF_readStats_body_bmi2(ptr noundef %0, i64 noundef %1, ptr nocapture noundef %2, ptr nocapture noundef writeonly %3, ptr nocapture noundef writeonly %4, ptr noundef %5, i64 noundef %6, ptr noundef %7, i64 noundef %8) unnamed_addr #5 !dbg !861 {
    #dbg_value(ptr %0, !863, !DIExpression(), !872)
    #dbg_value(i64 %1, !864, !DIExpression(), !872)
    #dbg_value(ptr %2, !865, !DIExpression(), !872)
    #dbg_value(ptr %3, !866, !DIExpression(), !872)
    #dbg_value(ptr %4, !867, !DIExpression(), !872)
    #dbg_value(ptr %5, !868, !DIExpression(), !872)
    #dbg_value(i64 %6, !869, !DIExpression(), !872)
    #dbg_value(ptr %7, !870, !DIExpression(), !872)
    #dbg_value(i64 %8, !871, !DIExpression(), !872)
    #dbg_value(ptr %0, !704, !DIExpression(), !873)
    #dbg_value(i64 %1, !707, !DIExpression(), !873)
    #dbg_value(ptr %2, !708, !DIExpression(), !873)
    #dbg_value(ptr %3, !709, !DIExpression(), !873)
    #dbg_value(ptr %4, !710, !DIExpression(), !873)
    #dbg_value(ptr %5, !711, !DIExpression(), !873)
    #dbg_value(i64 %6, !712, !DIExpression(), !873)
    #dbg_value(ptr %7, !713, !DIExpression(), !873)
    #dbg_value(i64 %8, !714, !DIExpression(), !873)
    #dbg_value(i32 1, !715, !DIExpression(), !873)
    #dbg_value(ptr %5, !717, !DIExpression(), !873)
  %10 = icmp eq i64 %6, 0, !dbg !875
  br i1 %10, label %153, label %11, !dbg !876

11:                                               ; preds = %9
  %12 = load i8, ptr %5, align 1, !dbg !877, !tbaa !740
  %13 = zext i8 %12 to i64, !dbg !877
    #dbg_value(i64 %13, !718, !DIExpression(), !873)
  %14 = icmp slt i8 %12, 0, !dbg !878
  br i1 %14, label %15, label %90, !dbg !879

15:                                               ; preds = %11
  %16 = add nsw i64 %13, -127, !dbg !880
    #dbg_value(i64 %16, !719, !DIExpression(), !873)
  %17 = add nsw i64 %13, -126, !dbg !881
  %18 = lshr i64 %17, 1, !dbg !882
    #dbg_value(i64 %18, !718, !DIExpression(), !873)
  %19 = icmp ult i64 %18, %6, !dbg !883
  br i1 %19, label %20, label %153, !dbg !884

20:                                               ; preds = %15
  %21 = icmp ult i64 %16, %1, !dbg !885
  br i1 %21, label %22, label %153, !dbg !886

22:                                               ; preds = %20
  %23 = getelementptr i8, ptr %5, i64 1, !dbg !887
    #dbg_value(ptr %23, !717, !DIExpression(), !873)
    #dbg_value(i32 0, !720, !DIExpression(), !888)
  %24 = icmp eq i64 %16, 0, !dbg !889
  br i1 %24, label %25, label %26, !dbg !890

25:                                               ; preds = %22
    #dbg_value(i64 %18, !718, !DIExpression(), !873)
    #dbg_value(i64 0, !719, !DIExpression(), !873)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false), !dbg !891
    #dbg_value(i32 0, !716, !DIExpression(), !873)
    #dbg_value(i32 0, !724, !DIExpression(), !892)
  br label %153, !dbg !893

26:                                               ; preds = %22
  %27 = trunc nuw nsw i64 %16 to i32
  %28 = tail call i32 @llvm.umax.i32(i32 %27, i32 2), !dbg !890
  %29 = add nsw i32 %28, -1, !dbg !890
  %30 = lshr i32 %29, 1, !dbg !890
  %31 = add nuw i32 %30, 1, !dbg !890
  %32 = zext i32 %31 to i64, !dbg !890
  %33 = icmp ult i64 %16, 31, !dbg !890
  br i1 %33, label %74, label %34, !dbg !890

34:                                               ; preds = %26
  %35 = tail call i32 @llvm.umax.i32(i32 %27, i32 2), !dbg !890
  %36 = add nsw i32 %35, -1, !dbg !890
  %37 = lshr i32 %36, 1, !dbg !890
  %38 = zext nneg i32 %37 to i64, !dbg !890
  %39 = shl nuw nsw i64 %38, 1, !dbg !890
  %40 = getelementptr i8, ptr %0, i64 %39, !dbg !890
  %41 = getelementptr i8, ptr %40, i64 2, !dbg !890
  %42 = getelementptr i8, ptr %5, i64 %38, !dbg !890
  %43 = getelementptr i8, ptr %42, i64 2, !dbg !890
  %44 = icmp ugt ptr %43, %0, !dbg !890
  %45 = icmp ult ptr %23, %41, !dbg !890
  %46 = and i1 %44, %45, !dbg !890
  br i1 %46, label %74, label %47, !dbg !890

47:                                               ; preds = %34
  %48 = and i64 %32, 4294967280, !dbg !890
  %49 = shl nuw nsw i64 %48, 1, !dbg !890
  %50 = getelementptr i8, ptr %0, i64 -1, !dbg !890
  %51 = getelementptr i8, ptr %0, i64 -1, !dbg !890
  br label %52, !dbg !890

52:                                               ; preds = %52, %47
  %53 = phi i64 [ 0, %47 ], [ %70, %52 ]
  %54 = shl i64 %53, 1, !dbg !890
  %55 = and i64 %53, 9223372036854775792, !dbg !894
  %56 = getelementptr inbounds i8, ptr %23, i64 %55, !dbg !895
  %57 = getelementptr inbounds i8, ptr %56, i64 8, !dbg !895
  %58 = load <8 x i8>, ptr %56, align 1, !dbg !895, !tbaa !740, !alias.scope !896
  %59 = load <8 x i8>, ptr %57, align 1, !dbg !895, !tbaa !740, !alias.scope !896
  %60 = lshr <8 x i8> %58, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>, !dbg !899
  %61 = lshr <8 x i8> %59, <i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4, i8 4>, !dbg !899
  %62 = and <8 x i8> %58, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>, !dbg !900
  %63 = and <8 x i8> %59, <i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15, i8 15>, !dbg !900
  %64 = or disjoint i64 %54, 1, !dbg !901
  %65 = or disjoint i64 %54, 17, !dbg !901
  %66 = getelementptr i8, ptr %50, i64 %64, !dbg !902
  %67 = getelementptr i8, ptr %51, i64 %65, !dbg !902
  %68 = shufflevector <8 x i8> %60, <8 x i8> %62, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>, !dbg !903
  store <16 x i8> %68, ptr %66, align 1, !dbg !903, !tbaa !740
  %69 = shufflevector <8 x i8> %61, <8 x i8> %63, <16 x i32> <i32 0, i32 8, i32 1, i32 9, i32 2, i32 10, i32 3, i32 11, i32 4, i32 12, i32 5, i32 13, i32 6, i32 14, i32 7, i32 15>, !dbg !903
  store <16 x i8> %69, ptr %67, align 1, !dbg !903, !tbaa !740
  %70 = add nuw i64 %53, 16
  %71 = icmp eq i64 %70, %48
  br i1 %71, label %72, label %52, !llvm.loop !904

72:                                               ; preds = %52
  %73 = icmp eq i64 %48, %32, !dbg !890
  br i1 %73, label %97, label %74, !dbg !890

74:                                               ; preds = %72, %34, %26
  %75 = phi i64 [ 0, %34 ], [ 0, %26 ], [ %49, %72 ]
  br label %76, !dbg !890

76:                                               ; preds = %74, %76
  %77 = phi i64 [ %87, %76 ], [ %75, %74 ]
    #dbg_value(i64 %77, !720, !DIExpression(), !888)
  %78 = lshr exact i64 %77, 1, !dbg !894
  %79 = getelementptr inbounds i8, ptr %23, i64 %78, !dbg !895
  %80 = load i8, ptr %79, align 1, !dbg !895, !tbaa !740
  %81 = lshr i8 %80, 4, !dbg !899
  %82 = getelementptr inbounds i8, ptr %0, i64 %77, !dbg !906
  store i8 %81, ptr %82, align 1, !dbg !907, !tbaa !740
  %83 = load i8, ptr %79, align 1, !dbg !908, !tbaa !740
  %84 = and i8 %83, 15, !dbg !900
  %85 = or disjoint i64 %77, 1, !dbg !901
  %86 = getelementptr inbounds i8, ptr %0, i64 %85, !dbg !902
  store i8 %84, ptr %86, align 1, !dbg !903, !tbaa !740
  %87 = add nuw i64 %77, 2, !dbg !909
  %88 = trunc i64 %87 to i32, !dbg !909
    #dbg_value(i32 %88, !720, !DIExpression(), !888)
  %89 = icmp ugt i32 %27, %88, !dbg !889
  br i1 %89, label %76, label %97, !dbg !890, !llvm.loop !910

90:                                               ; preds = %11
  %91 = icmp ult i64 %13, %6, !dbg !911
  br i1 %91, label %92, label %153, !dbg !912

92:                                               ; preds = %90
  %93 = add i64 %1, -1, !dbg !913
  %94 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !914
  %95 = tail call i64 @FSE_decompress_wksp_bmi2(ptr noundef %0, i64 noundef %93, ptr noundef nonnull %94, i64 noundef %13, i32 noundef 6, ptr noundef %7, i64 noundef %8, i32 noundef 1) #11, !dbg !915
    #dbg_value(i64 %95, !719, !DIExpression(), !873)
    #dbg_value(i64 %95, !92, !DIExpression(), !916)
    #dbg_value(i64 %95, !94, !DIExpression(), !918)
  %96 = icmp ult i64 %95, -119, !dbg !920
  br i1 %96, label %97, label %153, !dbg !921

97:                                               ; preds = %76, %72, %92
  %98 = phi i64 [ %95, %92 ], [ %16, %72 ], [ %16, %76 ], !dbg !922
  %99 = phi i64 [ %13, %92 ], [ %18, %72 ], [ %18, %76 ], !dbg !873
    #dbg_value(i64 %99, !718, !DIExpression(), !873)
    #dbg_value(i64 %98, !719, !DIExpression(), !873)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(52) %2, i8 0, i64 52, i1 false), !dbg !891
    #dbg_value(i32 0, !716, !DIExpression(), !873)
    #dbg_value(i32 0, !724, !DIExpression(), !892)
  %100 = icmp eq i64 %98, 0, !dbg !923
  br i1 %100, label %153, label %101, !dbg !893

101:                                              ; preds = %97, %108
  %102 = phi i64 [ %119, %108 ], [ 0, %97 ]
  %103 = phi i32 [ %117, %108 ], [ 0, %97 ]
  %104 = phi i32 [ %118, %108 ], [ 0, %97 ]
    #dbg_value(i32 %103, !716, !DIExpression(), !873)
    #dbg_value(i32 %104, !724, !DIExpression(), !892)
  %105 = getelementptr inbounds i8, ptr %0, i64 %102, !dbg !924
  %106 = load i8, ptr %105, align 1, !dbg !924, !tbaa !740
  %107 = icmp ugt i8 %106, 12, !dbg !925
  br i1 %107, label %153, label %108, !dbg !926

108:                                              ; preds = %101
  %109 = zext nneg i8 %106 to i64, !dbg !927
  %110 = getelementptr inbounds i32, ptr %2, i64 %109, !dbg !927
  %111 = load i32, ptr %110, align 4, !dbg !928, !tbaa !228
  %112 = add i32 %111, 1, !dbg !928
  store i32 %112, ptr %110, align 4, !dbg !928, !tbaa !228
  %113 = load i8, ptr %105, align 1, !dbg !929, !tbaa !740
  %114 = zext nneg i8 %113 to i32, !dbg !929
  %115 = shl nuw i32 1, %114, !dbg !930
  %116 = ashr i32 %115, 1, !dbg !931
  %117 = add i32 %116, %103, !dbg !932
    #dbg_value(i32 %117, !716, !DIExpression(), !873)
  %118 = add i32 %104, 1, !dbg !933
    #dbg_value(i32 %118, !724, !DIExpression(), !892)
  %119 = zext i32 %118 to i64, !dbg !934
  %120 = icmp ugt i64 %98, %119, !dbg !923
  br i1 %120, label %101, label %121, !dbg !893, !llvm.loop !935

121:                                              ; preds = %108
  %122 = icmp eq i32 %117, 0, !dbg !937
  br i1 %122, label %153, label %123, !dbg !938

123:                                              ; preds = %121
    #dbg_value(i32 %117, !400, !DIExpression(), !939)
    #dbg_value(i32 %117, !405, !DIExpression(), !941)
  %124 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %117, i1 true), !dbg !943
  %125 = xor i32 %124, 31, !dbg !944
    #dbg_value(i32 %125, !726, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !945)
  %126 = icmp ugt i32 %125, 11, !dbg !946
  br i1 %126, label %153, label %127, !dbg !947

127:                                              ; preds = %123
  %128 = sub nuw nsw i32 32, %124, !dbg !948
    #dbg_value(i32 %128, !726, !DIExpression(), !945)
  store i32 %128, ptr %4, align 4, !dbg !949, !tbaa !228
  %129 = shl nuw nsw i32 2, %125, !dbg !950
    #dbg_value(i32 %129, !729, !DIExpression(), !951)
  %130 = sub i32 %129, %117, !dbg !952
    #dbg_value(i32 %130, !731, !DIExpression(), !951)
    #dbg_value(i32 %130, !400, !DIExpression(), !953)
    #dbg_value(i32 %130, !405, !DIExpression(), !955)
  %131 = tail call range(i32 0, 32) i32 @llvm.ctlz.i32(i32 %130, i1 true), !dbg !957
  %132 = xor i32 %131, 31, !dbg !958
  %133 = shl nuw i32 1, %132, !dbg !959
    #dbg_value(i32 %133, !732, !DIExpression(), !951)
    #dbg_value(i32 %130, !400, !DIExpression(), !960)
    #dbg_value(i32 %130, !405, !DIExpression(), !962)
    #dbg_value(i32 %132, !733, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !951)
  %134 = icmp eq i32 %133, %130, !dbg !964
  br i1 %134, label %135, label %153, !dbg !965

135:                                              ; preds = %127
  %136 = sub nuw nsw i32 32, %131, !dbg !966
    #dbg_value(i32 %136, !733, !DIExpression(), !951)
  %137 = trunc nuw nsw i32 %136 to i8, !dbg !967
  %138 = getelementptr inbounds i8, ptr %0, i64 %98, !dbg !968
  store i8 %137, ptr %138, align 1, !dbg !969, !tbaa !740
  %139 = zext nneg i32 %136 to i64, !dbg !970
  %140 = getelementptr inbounds i32, ptr %2, i64 %139, !dbg !970
  %141 = load i32, ptr %140, align 4, !dbg !971, !tbaa !228
  %142 = add i32 %141, 1, !dbg !971
  store i32 %142, ptr %140, align 4, !dbg !971, !tbaa !228
  %143 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !972
  %144 = load i32, ptr %143, align 4, !dbg !972, !tbaa !228
  %145 = icmp ugt i32 %144, 1, !dbg !973
  %146 = and i32 %144, 1
  %147 = icmp eq i32 %146, 0
  %148 = and i1 %145, %147, !dbg !974
  br i1 %148, label %149, label %153, !dbg !974

149:                                              ; preds = %135
  %150 = trunc i64 %98 to i32, !dbg !975
  %151 = add i32 %150, 1, !dbg !975
  store i32 %151, ptr %3, align 4, !dbg !976, !tbaa !228
  %152 = add nuw nsw i64 %99, 1, !dbg !977
  br label %153, !dbg !978

153:                                              ; preds = %101, %25, %97, %9, %15, %20, %90, %92, %121, %123, %127, %135, %149
  %154 = phi i64 [ %152, %149 ], [ -72, %9 ], [ -72, %15 ], [ -20, %20 ], [ -72, %90 ], [ %95, %92 ], [ -20, %121 ], [ -20, %135 ], [ -20, %123 ], [ -20, %127 ], [ -20, %97 ], [ -20, %25 ], [ -20, %101 ], !dbg !873
  ret i64 %154, !dbg !979
}

declare !dbg !980 ptr @ERR_getErrorString(i32 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #7

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #8

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.cttz.i32(i32, i1 immarg) #9

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.ctlz.i32(i32, i1 immarg) #9

declare !dbg !983 i64 @FSE_decompress_wksp_bmi2(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #10

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+bmi,+bmi2,+cmov,+cx8,+fxsr,+lzcnt,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #9 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!76, !77, !78, !79, !80, !81, !82}
!llvm.ident = !{!83}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !2, retainedTypes: !52, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/zstd/lib/common/entropy_common.c", directory: ".", checksumkind: CSK_MD5, checksum: "e7f4c21bc8f990439e1853b23771a477")
!2 = !{!3, !13}
!3 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !4, line: 80, baseType: !5, size: 32, elements: !6)
!4 = !DIFile(filename: "src/zstd/lib/common/huf.h", directory: ".", checksumkind: CSK_MD5, checksum: "05b0d64590183c51750c28f7b2051958")
!5 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!6 = !{!7, !8, !9, !10, !11, !12}
!7 = !DIEnumerator(name: "HUF_flags_bmi2", value: 1)
!8 = !DIEnumerator(name: "HUF_flags_optimalDepth", value: 2)
!9 = !DIEnumerator(name: "HUF_flags_preferRepeat", value: 4)
!10 = !DIEnumerator(name: "HUF_flags_suspectUncompressible", value: 8)
!11 = !DIEnumerator(name: "HUF_flags_disableAsm", value: 16)
!12 = !DIEnumerator(name: "HUF_flags_disableFast", value: 32)
!13 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !14, line: 60, baseType: !5, size: 32, elements: !15)
!14 = !DIFile(filename: "src/zstd/lib/common/../zstd_errors.h", directory: ".", checksumkind: CSK_MD5, checksum: "c41245e70dc8b3520adab14d208c8b46")
!15 = !{!16, !17, !18, !19, !20, !21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51}
!16 = !DIEnumerator(name: "ZSTD_error_no_error", value: 0)
!17 = !DIEnumerator(name: "ZSTD_error_GENERIC", value: 1)
!18 = !DIEnumerator(name: "ZSTD_error_prefix_unknown", value: 10)
!19 = !DIEnumerator(name: "ZSTD_error_version_unsupported", value: 12)
!20 = !DIEnumerator(name: "ZSTD_error_frameParameter_unsupported", value: 14)
!21 = !DIEnumerator(name: "ZSTD_error_frameParameter_windowTooLarge", value: 16)
!22 = !DIEnumerator(name: "ZSTD_error_corruption_detected", value: 20)
!23 = !DIEnumerator(name: "ZSTD_error_checksum_wrong", value: 22)
!24 = !DIEnumerator(name: "ZSTD_error_literals_headerWrong", value: 24)
!25 = !DIEnumerator(name: "ZSTD_error_dictionary_corrupted", value: 30)
!26 = !DIEnumerator(name: "ZSTD_error_dictionary_wrong", value: 32)
!27 = !DIEnumerator(name: "ZSTD_error_dictionaryCreation_failed", value: 34)
!28 = !DIEnumerator(name: "ZSTD_error_parameter_unsupported", value: 40)
!29 = !DIEnumerator(name: "ZSTD_error_parameter_combination_unsupported", value: 41)
!30 = !DIEnumerator(name: "ZSTD_error_parameter_outOfBound", value: 42)
!31 = !DIEnumerator(name: "ZSTD_error_tableLog_tooLarge", value: 44)
!32 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooLarge", value: 46)
!33 = !DIEnumerator(name: "ZSTD_error_maxSymbolValue_tooSmall", value: 48)
!34 = !DIEnumerator(name: "ZSTD_error_cannotProduce_uncompressedBlock", value: 49)
!35 = !DIEnumerator(name: "ZSTD_error_stabilityCondition_notRespected", value: 50)
!36 = !DIEnumerator(name: "ZSTD_error_stage_wrong", value: 60)
!37 = !DIEnumerator(name: "ZSTD_error_init_missing", value: 62)
!38 = !DIEnumerator(name: "ZSTD_error_memory_allocation", value: 64)
!39 = !DIEnumerator(name: "ZSTD_error_workSpace_tooSmall", value: 66)
!40 = !DIEnumerator(name: "ZSTD_error_dstSize_tooSmall", value: 70)
!41 = !DIEnumerator(name: "ZSTD_error_srcSize_wrong", value: 72)
!42 = !DIEnumerator(name: "ZSTD_error_dstBuffer_null", value: 74)
!43 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_destFull", value: 80)
!44 = !DIEnumerator(name: "ZSTD_error_noForwardProgress_inputEmpty", value: 82)
!45 = !DIEnumerator(name: "ZSTD_error_frameIndex_tooLarge", value: 100)
!46 = !DIEnumerator(name: "ZSTD_error_seekableIO", value: 102)
!47 = !DIEnumerator(name: "ZSTD_error_dstBuffer_wrong", value: 104)
!48 = !DIEnumerator(name: "ZSTD_error_srcBuffer_wrong", value: 105)
!49 = !DIEnumerator(name: "ZSTD_error_sequenceProducer_failed", value: 106)
!50 = !DIEnumerator(name: "ZSTD_error_externalSequences_invalid", value: 107)
!51 = !DIEnumerator(name: "ZSTD_error_maxCode", value: 120)
!52 = !{!53, !56, !59, !68, !69, !72, !73, !5, !61}
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !54, line: 18, baseType: !55)
!54 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!55 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "ERR_enum", file: !57, line: 41, baseType: !58)
!57 = !DIFile(filename: "src/zstd/lib/common/error_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "1d0cef8a5e98eb2b775855dfe9cf1dbf")
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "ZSTD_ErrorCode", file: !14, line: 98, baseType: !13)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !61)
!61 = !DIDerivedType(tag: DW_TAG_typedef, name: "BYTE", file: !62, line: 42, baseType: !63)
!62 = !DIFile(filename: "src/zstd/lib/common/mem.h", directory: ".", checksumkind: CSK_MD5, checksum: "d7e97ebaddd3cd6c7a39d96291fed5fd")
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !64, line: 24, baseType: !65)
!64 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!65 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !66, line: 38, baseType: !67)
!66 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!67 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!68 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!69 = !DIDerivedType(tag: DW_TAG_typedef, name: "U32", file: !62, line: 47, baseType: !70)
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !64, line: 26, baseType: !71)
!71 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !66, line: 42, baseType: !5)
!72 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!73 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !74, size: 64)
!74 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "unalign32", file: !62, line: 178, baseType: !69, align: 8)
!76 = !{i32 7, !"Dwarf Version", i32 5}
!77 = !{i32 2, !"Debug Info Version", i32 3}
!78 = !{i32 1, !"wchar_size", i32 4}
!79 = !{i32 8, !"PIC Level", i32 2}
!80 = !{i32 7, !"PIE Level", i32 2}
!81 = !{i32 7, !"uwtable", i32 2}
!82 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!83 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!84 = distinct !DISubprogram(name: "FSE_versionNumber", scope: !1, file: !1, line: 27, type: !85, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0)
!85 = !DISubroutineType(types: !86)
!86 = !{!5}
!87 = !DILocation(line: 27, column: 36, scope: !84)
!88 = distinct !DISubprogram(name: "FSE_isError", scope: !1, file: !1, line: 31, type: !89, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !91)
!89 = !DISubroutineType(types: !90)
!90 = !{!5, !53}
!91 = !{!92}
!92 = !DILocalVariable(name: "code", arg: 1, scope: !88, file: !1, line: 31, type: !53)
!93 = !DILocation(line: 0, scope: !88)
!94 = !DILocalVariable(name: "code", arg: 1, scope: !95, file: !57, line: 52, type: !53)
!95 = distinct !DISubprogram(name: "ERR_isError", scope: !57, file: !57, line: 52, type: !89, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !96)
!96 = !{!94}
!97 = !DILocation(line: 0, scope: !95, inlinedAt: !98)
!98 = distinct !DILocation(line: 31, column: 44, scope: !88)
!99 = !DILocation(line: 52, column: 61, scope: !95, inlinedAt: !98)
!100 = !DILocation(line: 31, column: 37, scope: !88)
!101 = distinct !DISubprogram(name: "FSE_getErrorName", scope: !1, file: !1, line: 32, type: !102, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !107)
!102 = !DISubroutineType(types: !103)
!103 = !{!104, !53}
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !105, size: 64)
!105 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !106)
!106 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!107 = !{!108}
!108 = !DILocalVariable(name: "code", arg: 1, scope: !101, file: !1, line: 32, type: !53)
!109 = !DILocation(line: 0, scope: !101)
!110 = !DILocalVariable(name: "code", arg: 1, scope: !111, file: !57, line: 72, type: !53)
!111 = distinct !DISubprogram(name: "ERR_getErrorName", scope: !57, file: !57, line: 72, type: !102, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !112)
!112 = !{!110}
!113 = !DILocation(line: 0, scope: !111, inlinedAt: !114)
!114 = distinct !DILocation(line: 32, column: 52, scope: !101)
!115 = !DILocalVariable(name: "code", arg: 1, scope: !116, file: !57, line: 54, type: !53)
!116 = distinct !DISubprogram(name: "ERR_getErrorCode", scope: !57, file: !57, line: 54, type: !117, scopeLine: 54, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !119)
!117 = !DISubroutineType(types: !118)
!118 = !{!56, !53}
!119 = !{!115}
!120 = !DILocation(line: 0, scope: !116, inlinedAt: !121)
!121 = distinct !DILocation(line: 74, column: 31, scope: !111, inlinedAt: !114)
!122 = !DILocation(line: 0, scope: !95, inlinedAt: !123)
!123 = distinct !DILocation(line: 54, column: 58, scope: !124, inlinedAt: !121)
!124 = distinct !DILexicalBlock(scope: !116, file: !57, line: 54, column: 57)
!125 = !DILocation(line: 52, column: 61, scope: !95, inlinedAt: !123)
!126 = !DILocation(line: 54, column: 57, scope: !116, inlinedAt: !121)
!127 = !DILocation(line: 74, column: 12, scope: !111, inlinedAt: !114)
!128 = !DILocation(line: 32, column: 45, scope: !101)
!129 = distinct !DISubprogram(name: "HUF_isError", scope: !1, file: !1, line: 34, type: !89, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !130)
!130 = !{!131}
!131 = !DILocalVariable(name: "code", arg: 1, scope: !129, file: !1, line: 34, type: !53)
!132 = !DILocation(line: 0, scope: !129)
!133 = !DILocation(line: 0, scope: !95, inlinedAt: !134)
!134 = distinct !DILocation(line: 34, column: 44, scope: !129)
!135 = !DILocation(line: 52, column: 61, scope: !95, inlinedAt: !134)
!136 = !DILocation(line: 34, column: 37, scope: !129)
!137 = distinct !DISubprogram(name: "HUF_getErrorName", scope: !1, file: !1, line: 35, type: !102, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !138)
!138 = !{!139}
!139 = !DILocalVariable(name: "code", arg: 1, scope: !137, file: !1, line: 35, type: !53)
!140 = !DILocation(line: 0, scope: !137)
!141 = !DILocation(line: 0, scope: !111, inlinedAt: !142)
!142 = distinct !DILocation(line: 35, column: 52, scope: !137)
!143 = !DILocation(line: 0, scope: !116, inlinedAt: !144)
!144 = distinct !DILocation(line: 74, column: 31, scope: !111, inlinedAt: !142)
!145 = !DILocation(line: 0, scope: !95, inlinedAt: !146)
!146 = distinct !DILocation(line: 54, column: 58, scope: !124, inlinedAt: !144)
!147 = !DILocation(line: 52, column: 61, scope: !95, inlinedAt: !146)
!148 = !DILocation(line: 54, column: 57, scope: !116, inlinedAt: !144)
!149 = !DILocation(line: 74, column: 12, scope: !111, inlinedAt: !142)
!150 = !DILocation(line: 35, column: 45, scope: !137)
!151 = distinct !DISubprogram(name: "FSE_readNCount_bmi2", scope: !1, file: !1, line: 206, type: !152, scopeLine: 209, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !158)
!152 = !DISubroutineType(types: !153)
!153 = !{!53, !154, !155, !155, !156, !53, !68}
!154 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !72, size: 64)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !157, size: 64)
!157 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!158 = !{!159, !160, !161, !162, !163, !164}
!159 = !DILocalVariable(name: "normalizedCounter", arg: 1, scope: !151, file: !1, line: 207, type: !154)
!160 = !DILocalVariable(name: "maxSVPtr", arg: 2, scope: !151, file: !1, line: 207, type: !155)
!161 = !DILocalVariable(name: "tableLogPtr", arg: 3, scope: !151, file: !1, line: 207, type: !155)
!162 = !DILocalVariable(name: "headerBuffer", arg: 4, scope: !151, file: !1, line: 208, type: !156)
!163 = !DILocalVariable(name: "hbSize", arg: 5, scope: !151, file: !1, line: 208, type: !53)
!164 = !DILocalVariable(name: "bmi2", arg: 6, scope: !151, file: !1, line: 208, type: !68)
!165 = distinct !DIAssignID()
!166 = !DILocation(line: 0, scope: !151)
!167 = !DILocation(line: 211, column: 9, scope: !168)
!168 = distinct !DILexicalBlock(scope: !151, file: !1, line: 211, column: 9)
!169 = !DILocation(line: 211, column: 9, scope: !151)
!170 = !DILocation(line: 212, column: 16, scope: !171)
!171 = distinct !DILexicalBlock(scope: !168, file: !1, line: 211, column: 15)
!172 = !DILocation(line: 212, column: 9, scope: !171)
!173 = !DILocalVariable(name: "normalizedCounter", arg: 1, scope: !174, file: !1, line: 191, type: !154)
!174 = distinct !DISubprogram(name: "FSE_readNCount_body_default", scope: !1, file: !1, line: 190, type: !175, scopeLine: 193, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !177)
!175 = !DISubroutineType(types: !176)
!176 = !{!53, !154, !155, !155, !156, !53}
!177 = !{!173, !178, !179, !180, !181}
!178 = !DILocalVariable(name: "maxSVPtr", arg: 2, scope: !174, file: !1, line: 191, type: !155)
!179 = !DILocalVariable(name: "tableLogPtr", arg: 3, scope: !174, file: !1, line: 191, type: !155)
!180 = !DILocalVariable(name: "headerBuffer", arg: 4, scope: !174, file: !1, line: 192, type: !156)
!181 = !DILocalVariable(name: "hbSize", arg: 5, scope: !174, file: !1, line: 192, type: !53)
!182 = !DILocation(line: 0, scope: !174, inlinedAt: !183)
!183 = distinct !DILocation(line: 216, column: 12, scope: !151)
!184 = !DILocalVariable(name: "buffer", scope: !185, file: !1, line: 59, type: !220)
!185 = distinct !DILexicalBlock(scope: !186, file: !1, line: 57, column: 21)
!186 = distinct !DILexicalBlock(scope: !187, file: !1, line: 57, column: 9)
!187 = distinct !DISubprogram(name: "FSE_readNCount_body", scope: !1, file: !1, line: 42, type: !175, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !188)
!188 = !{!189, !190, !191, !192, !193, !194, !196, !197, !198, !199, !200, !201, !202, !203, !204, !206, !184, !207, !210, !216, !219}
!189 = !DILocalVariable(name: "normalizedCounter", arg: 1, scope: !187, file: !1, line: 42, type: !154)
!190 = !DILocalVariable(name: "maxSVPtr", arg: 2, scope: !187, file: !1, line: 42, type: !155)
!191 = !DILocalVariable(name: "tableLogPtr", arg: 3, scope: !187, file: !1, line: 42, type: !155)
!192 = !DILocalVariable(name: "headerBuffer", arg: 4, scope: !187, file: !1, line: 43, type: !156)
!193 = !DILocalVariable(name: "hbSize", arg: 5, scope: !187, file: !1, line: 43, type: !53)
!194 = !DILocalVariable(name: "istart", scope: !187, file: !1, line: 45, type: !195)
!195 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !59)
!196 = !DILocalVariable(name: "iend", scope: !187, file: !1, line: 46, type: !195)
!197 = !DILocalVariable(name: "ip", scope: !187, file: !1, line: 47, type: !59)
!198 = !DILocalVariable(name: "nbBits", scope: !187, file: !1, line: 48, type: !68)
!199 = !DILocalVariable(name: "remaining", scope: !187, file: !1, line: 49, type: !68)
!200 = !DILocalVariable(name: "threshold", scope: !187, file: !1, line: 50, type: !68)
!201 = !DILocalVariable(name: "bitStream", scope: !187, file: !1, line: 51, type: !69)
!202 = !DILocalVariable(name: "bitCount", scope: !187, file: !1, line: 52, type: !68)
!203 = !DILocalVariable(name: "charnum", scope: !187, file: !1, line: 53, type: !5)
!204 = !DILocalVariable(name: "maxSV1", scope: !187, file: !1, line: 54, type: !205)
!205 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!206 = !DILocalVariable(name: "previous0", scope: !187, file: !1, line: 55, type: !68)
!207 = !DILocalVariable(name: "countSize", scope: !208, file: !1, line: 61, type: !209)
!208 = distinct !DILexicalBlock(scope: !185, file: !1, line: 61, column: 9)
!209 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!210 = !DILocalVariable(name: "repeats", scope: !211, file: !1, line: 88, type: !68)
!211 = distinct !DILexicalBlock(scope: !212, file: !1, line: 82, column: 24)
!212 = distinct !DILexicalBlock(scope: !213, file: !1, line: 82, column: 13)
!213 = distinct !DILexicalBlock(scope: !214, file: !1, line: 81, column: 14)
!214 = distinct !DILexicalBlock(scope: !215, file: !1, line: 81, column: 5)
!215 = distinct !DILexicalBlock(scope: !187, file: !1, line: 81, column: 5)
!216 = !DILocalVariable(name: "max", scope: !217, file: !1, line: 132, type: !218)
!217 = distinct !DILexicalBlock(scope: !213, file: !1, line: 131, column: 9)
!218 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !68)
!219 = !DILocalVariable(name: "count", scope: !217, file: !1, line: 133, type: !68)
!220 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 64, elements: !221)
!221 = !{!222}
!222 = !DISubrange(count: 8)
!223 = !DILocation(line: 0, scope: !185, inlinedAt: !224)
!224 = distinct !DILocation(line: 194, column: 12, scope: !174, inlinedAt: !183)
!225 = !DILocation(line: 0, scope: !187, inlinedAt: !224)
!226 = !DILocation(line: 46, column: 37, scope: !187, inlinedAt: !224)
!227 = !DILocation(line: 54, column: 29, scope: !187, inlinedAt: !224)
!228 = !{!229, !229, i64 0}
!229 = !{!"int", !230, i64 0}
!230 = !{!"omnipotent char", !231, i64 0}
!231 = !{!"Simple C/C++ TBAA"}
!232 = !DILocation(line: 54, column: 39, scope: !187, inlinedAt: !224)
!233 = !DILocation(line: 57, column: 16, scope: !186, inlinedAt: !224)
!234 = !DILocation(line: 57, column: 9, scope: !187, inlinedAt: !224)
!235 = !DILocation(line: 59, column: 9, scope: !185, inlinedAt: !224)
!236 = !DILocation(line: 59, column: 14, scope: !185, inlinedAt: !224)
!237 = distinct !DIAssignID()
!238 = !DILocation(line: 60, column: 9, scope: !185, inlinedAt: !224)
!239 = !DILocalVariable(name: "normalizedCounter", arg: 1, scope: !240, file: !1, line: 220, type: !154)
!240 = distinct !DISubprogram(name: "FSE_readNCount", scope: !1, file: !1, line: 219, type: !175, scopeLine: 222, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !241)
!241 = !{!239, !242, !243, !244, !245}
!242 = !DILocalVariable(name: "maxSVPtr", arg: 2, scope: !240, file: !1, line: 220, type: !155)
!243 = !DILocalVariable(name: "tableLogPtr", arg: 3, scope: !240, file: !1, line: 220, type: !155)
!244 = !DILocalVariable(name: "headerBuffer", arg: 4, scope: !240, file: !1, line: 221, type: !156)
!245 = !DILocalVariable(name: "hbSize", arg: 5, scope: !240, file: !1, line: 221, type: !53)
!246 = !DILocation(line: 0, scope: !240, inlinedAt: !247)
!247 = distinct !DILocation(line: 61, column: 38, scope: !208, inlinedAt: !224)
!248 = !DILocation(line: 223, column: 12, scope: !240, inlinedAt: !247)
!249 = !DILocation(line: 0, scope: !208, inlinedAt: !224)
!250 = !DILocation(line: 0, scope: !88, inlinedAt: !251)
!251 = distinct !DILocation(line: 63, column: 17, scope: !252, inlinedAt: !224)
!252 = distinct !DILexicalBlock(scope: !208, file: !1, line: 63, column: 17)
!253 = !DILocation(line: 0, scope: !95, inlinedAt: !254)
!254 = distinct !DILocation(line: 31, column: 44, scope: !88, inlinedAt: !251)
!255 = !DILocation(line: 52, column: 61, scope: !95, inlinedAt: !254)
!256 = !DILocation(line: 63, column: 17, scope: !208, inlinedAt: !224)
!257 = !DILocation(line: 66, column: 9, scope: !186, inlinedAt: !224)
!258 = !DILocation(line: 70, column: 5, scope: !187, inlinedAt: !224)
!259 = !DILocalVariable(name: "memPtr", arg: 1, scope: !260, file: !62, line: 321, type: !156)
!260 = distinct !DISubprogram(name: "MEM_readLE32", scope: !62, file: !62, line: 321, type: !261, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !263)
!261 = !DISubroutineType(types: !262)
!262 = !{!69, !156}
!263 = !{!259}
!264 = !DILocation(line: 0, scope: !260, inlinedAt: !265)
!265 = distinct !DILocation(line: 71, column: 17, scope: !187, inlinedAt: !224)
!266 = !DILocalVariable(name: "ptr", arg: 1, scope: !267, file: !62, line: 183, type: !156)
!267 = distinct !DISubprogram(name: "MEM_read32", scope: !62, file: !62, line: 183, type: !261, scopeLine: 183, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !268)
!268 = !{!266}
!269 = !DILocation(line: 0, scope: !267, inlinedAt: !270)
!270 = distinct !DILocation(line: 324, column: 16, scope: !271, inlinedAt: !265)
!271 = distinct !DILexicalBlock(scope: !260, file: !62, line: 323, column: 9)
!272 = !DILocation(line: 183, column: 53, scope: !267, inlinedAt: !270)
!273 = !DILocation(line: 72, column: 25, scope: !187, inlinedAt: !224)
!274 = !DILocation(line: 73, column: 16, scope: !275, inlinedAt: !224)
!275 = distinct !DILexicalBlock(scope: !187, file: !1, line: 73, column: 9)
!276 = !DILocation(line: 73, column: 9, scope: !187, inlinedAt: !224)
!277 = !DILocation(line: 72, column: 32, scope: !187, inlinedAt: !224)
!278 = !DILocation(line: 74, column: 15, scope: !187, inlinedAt: !224)
!279 = !DILocation(line: 76, column: 18, scope: !187, inlinedAt: !224)
!280 = !DILocation(line: 77, column: 19, scope: !187, inlinedAt: !224)
!281 = !DILocation(line: 77, column: 28, scope: !187, inlinedAt: !224)
!282 = !DILocation(line: 79, column: 11, scope: !187, inlinedAt: !224)
!283 = !DILocation(line: 81, column: 5, scope: !187, inlinedAt: !224)
!284 = !DILocation(line: 78, column: 15, scope: !187, inlinedAt: !224)
!285 = !DILocation(line: 47, column: 17, scope: !187, inlinedAt: !224)
!286 = !DILocation(line: 82, column: 13, scope: !213, inlinedAt: !224)
!287 = !DILocation(line: 88, column: 53, scope: !211, inlinedAt: !224)
!288 = !DILocation(line: 88, column: 64, scope: !211, inlinedAt: !224)
!289 = !DILocalVariable(name: "val", arg: 1, scope: !290, file: !291, line: 28, type: !69)
!290 = distinct !DISubprogram(name: "ZSTD_countTrailingZeros32", scope: !291, file: !291, line: 28, type: !292, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !294)
!291 = !DIFile(filename: "src/zstd/lib/common/bits.h", directory: ".", checksumkind: CSK_MD5, checksum: "ac38a08587442395196d3b69c6e02e93")
!292 = !DISubroutineType(types: !293)
!293 = !{!5, !69}
!294 = !{!289}
!295 = !DILocation(line: 0, scope: !290, inlinedAt: !296)
!296 = distinct !DILocation(line: 88, column: 27, scope: !211, inlinedAt: !224)
!297 = !DILocation(line: 44, column: 22, scope: !290, inlinedAt: !296)
!298 = !DILocation(line: 0, scope: !211, inlinedAt: !224)
!299 = !DILocation(line: 89, column: 28, scope: !211, inlinedAt: !224)
!300 = !DILocation(line: 89, column: 13, scope: !211, inlinedAt: !224)
!301 = !DILocation(line: 90, column: 25, scope: !302, inlinedAt: !224)
!302 = distinct !DILexicalBlock(scope: !211, file: !1, line: 89, column: 35)
!303 = !DILocation(line: 91, column: 21, scope: !304, inlinedAt: !224)
!304 = distinct !DILexicalBlock(scope: !302, file: !1, line: 91, column: 21)
!305 = !DILocation(line: 91, column: 21, scope: !302, inlinedAt: !224)
!306 = !{!"branch_weights", !"expected", i32 1, i32 2000}
!307 = !DILocation(line: 92, column: 24, scope: !308, inlinedAt: !224)
!308 = distinct !DILexicalBlock(scope: !304, file: !1, line: 91, column: 43)
!309 = !DILocation(line: 93, column: 17, scope: !308, inlinedAt: !224)
!310 = !DILocation(line: 94, column: 53, scope: !311, inlinedAt: !224)
!311 = distinct !DILexicalBlock(scope: !304, file: !1, line: 93, column: 24)
!312 = !DILocation(line: 94, column: 33, scope: !311, inlinedAt: !224)
!313 = !DILocation(line: 94, column: 30, scope: !311, inlinedAt: !224)
!314 = !DILocation(line: 95, column: 30, scope: !311, inlinedAt: !224)
!315 = !DILocation(line: 0, scope: !304, inlinedAt: !224)
!316 = !DILocation(line: 0, scope: !260, inlinedAt: !317)
!317 = distinct !DILocation(line: 98, column: 29, scope: !302, inlinedAt: !224)
!318 = !DILocation(line: 0, scope: !267, inlinedAt: !319)
!319 = distinct !DILocation(line: 324, column: 16, scope: !271, inlinedAt: !317)
!320 = !DILocation(line: 183, column: 53, scope: !267, inlinedAt: !319)
!321 = !DILocation(line: 98, column: 46, scope: !302, inlinedAt: !224)
!322 = !DILocation(line: 99, column: 53, scope: !302, inlinedAt: !224)
!323 = !DILocation(line: 99, column: 64, scope: !302, inlinedAt: !224)
!324 = !DILocation(line: 0, scope: !290, inlinedAt: !325)
!325 = distinct !DILocation(line: 99, column: 27, scope: !302, inlinedAt: !224)
!326 = !DILocation(line: 44, column: 22, scope: !290, inlinedAt: !325)
!327 = distinct !{!327, !300, !328, !329}
!328 = !DILocation(line: 100, column: 13, scope: !211, inlinedAt: !224)
!329 = !{!"llvm.loop.mustprogress"}
!330 = !DILocation(line: 75, column: 14, scope: !187, inlinedAt: !224)
!331 = !DILocation(line: 101, column: 26, scope: !211, inlinedAt: !224)
!332 = !DILocation(line: 101, column: 21, scope: !211, inlinedAt: !224)
!333 = !DILocation(line: 102, column: 29, scope: !211, inlinedAt: !224)
!334 = !DILocation(line: 102, column: 23, scope: !211, inlinedAt: !224)
!335 = !DILocation(line: 107, column: 34, scope: !211, inlinedAt: !224)
!336 = !DILocation(line: 107, column: 21, scope: !211, inlinedAt: !224)
!337 = !DILocation(line: 103, column: 22, scope: !211, inlinedAt: !224)
!338 = !DILocation(line: 108, column: 22, scope: !211, inlinedAt: !224)
!339 = !DILocation(line: 114, column: 25, scope: !340, inlinedAt: !224)
!340 = distinct !DILexicalBlock(scope: !211, file: !1, line: 114, column: 17)
!341 = !DILocation(line: 114, column: 17, scope: !211, inlinedAt: !224)
!342 = !DILocation(line: 120, column: 17, scope: !343, inlinedAt: !224)
!343 = distinct !DILexicalBlock(scope: !211, file: !1, line: 120, column: 17)
!344 = !DILocation(line: 0, scope: !343, inlinedAt: !224)
!345 = !DILocation(line: 120, column: 38, scope: !343, inlinedAt: !224)
!346 = !DILocation(line: 120, column: 45, scope: !343, inlinedAt: !224)
!347 = !DILocation(line: 120, column: 61, scope: !343, inlinedAt: !224)
!348 = !DILocation(line: 120, column: 17, scope: !211, inlinedAt: !224)
!349 = !DILocation(line: 122, column: 20, scope: !350, inlinedAt: !224)
!350 = distinct !DILexicalBlock(scope: !343, file: !1, line: 120, column: 73)
!351 = !DILocation(line: 123, column: 26, scope: !350, inlinedAt: !224)
!352 = !DILocation(line: 124, column: 13, scope: !350, inlinedAt: !224)
!353 = !DILocation(line: 125, column: 49, scope: !354, inlinedAt: !224)
!354 = distinct !DILexicalBlock(scope: !343, file: !1, line: 124, column: 20)
!355 = !DILocation(line: 125, column: 29, scope: !354, inlinedAt: !224)
!356 = !DILocation(line: 125, column: 26, scope: !354, inlinedAt: !224)
!357 = !DILocation(line: 126, column: 26, scope: !354, inlinedAt: !224)
!358 = !DILocation(line: 0, scope: !260, inlinedAt: !359)
!359 = distinct !DILocation(line: 129, column: 25, scope: !211, inlinedAt: !224)
!360 = !DILocation(line: 0, scope: !267, inlinedAt: !361)
!361 = distinct !DILocation(line: 324, column: 16, scope: !271, inlinedAt: !359)
!362 = !DILocation(line: 183, column: 53, scope: !267, inlinedAt: !361)
!363 = !DILocation(line: 129, column: 42, scope: !211, inlinedAt: !224)
!364 = !DILocation(line: 132, column: 31, scope: !217, inlinedAt: !224)
!365 = !DILocation(line: 132, column: 41, scope: !217, inlinedAt: !224)
!366 = !DILocation(line: 132, column: 45, scope: !217, inlinedAt: !224)
!367 = !DILocation(line: 0, scope: !217, inlinedAt: !224)
!368 = !DILocation(line: 135, column: 40, scope: !369, inlinedAt: !224)
!369 = distinct !DILexicalBlock(scope: !217, file: !1, line: 135, column: 17)
!370 = !DILocation(line: 135, column: 28, scope: !369, inlinedAt: !224)
!371 = !DILocation(line: 135, column: 45, scope: !369, inlinedAt: !224)
!372 = !DILocation(line: 135, column: 17, scope: !217, inlinedAt: !224)
!373 = !DILocation(line: 137, column: 35, scope: !374, inlinedAt: !224)
!374 = distinct !DILexicalBlock(scope: !369, file: !1, line: 135, column: 57)
!375 = !DILocation(line: 138, column: 13, scope: !374, inlinedAt: !224)
!376 = !DILocation(line: 139, column: 35, scope: !377, inlinedAt: !224)
!377 = distinct !DILexicalBlock(scope: !369, file: !1, line: 138, column: 20)
!378 = !DILocation(line: 140, column: 27, scope: !379, inlinedAt: !224)
!379 = distinct !DILexicalBlock(scope: !377, file: !1, line: 140, column: 21)
!380 = !DILocation(line: 140, column: 21, scope: !377, inlinedAt: !224)
!381 = !DILocation(line: 0, scope: !369, inlinedAt: !224)
!382 = !DILocation(line: 144, column: 18, scope: !217, inlinedAt: !224)
!383 = !DILocation(line: 148, column: 23, scope: !384, inlinedAt: !224)
!384 = distinct !DILexicalBlock(scope: !217, file: !1, line: 148, column: 17)
!385 = !DILocation(line: 148, column: 17, scope: !217, inlinedAt: !224)
!386 = !DILocation(line: 154, column: 44, scope: !217, inlinedAt: !224)
!387 = !DILocation(line: 154, column: 38, scope: !217, inlinedAt: !224)
!388 = !DILocation(line: 154, column: 13, scope: !217, inlinedAt: !224)
!389 = !DILocation(line: 154, column: 42, scope: !217, inlinedAt: !224)
!390 = !{!391, !391, i64 0}
!391 = !{!"short", !230, i64 0}
!392 = !DILocation(line: 155, column: 25, scope: !217, inlinedAt: !224)
!393 = !DILocation(line: 158, column: 27, scope: !394, inlinedAt: !224)
!394 = distinct !DILexicalBlock(scope: !217, file: !1, line: 158, column: 17)
!395 = !DILocation(line: 158, column: 17, scope: !217, inlinedAt: !224)
!396 = !DILocation(line: 163, column: 31, scope: !397, inlinedAt: !224)
!397 = distinct !DILexicalBlock(scope: !398, file: !1, line: 163, column: 21)
!398 = distinct !DILexicalBlock(scope: !394, file: !1, line: 158, column: 40)
!399 = !DILocation(line: 163, column: 21, scope: !398, inlinedAt: !224)
!400 = !DILocalVariable(name: "val", arg: 1, scope: !401, file: !291, line: 174, type: !69)
!401 = distinct !DISubprogram(name: "ZSTD_highbit32", scope: !291, file: !291, line: 174, type: !292, scopeLine: 175, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !402)
!402 = !{!400}
!403 = !DILocation(line: 0, scope: !401, inlinedAt: !404)
!404 = distinct !DILocation(line: 164, column: 26, scope: !398, inlinedAt: !224)
!405 = !DILocalVariable(name: "val", arg: 1, scope: !406, file: !291, line: 69, type: !69)
!406 = distinct !DISubprogram(name: "ZSTD_countLeadingZeros32", scope: !291, file: !291, line: 69, type: !292, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !407)
!407 = !{!405}
!408 = !DILocation(line: 0, scope: !406, inlinedAt: !409)
!409 = distinct !DILocation(line: 177, column: 17, scope: !401, inlinedAt: !404)
!410 = !DILocation(line: 85, column: 22, scope: !406, inlinedAt: !409)
!411 = !DILocation(line: 177, column: 15, scope: !401, inlinedAt: !404)
!412 = !DILocation(line: 164, column: 52, scope: !398, inlinedAt: !224)
!413 = !DILocation(line: 165, column: 31, scope: !398, inlinedAt: !224)
!414 = !DILocation(line: 166, column: 13, scope: !398, inlinedAt: !224)
!415 = !DILocation(line: 167, column: 25, scope: !416, inlinedAt: !224)
!416 = distinct !DILexicalBlock(scope: !217, file: !1, line: 167, column: 17)
!417 = !DILocation(line: 167, column: 17, scope: !217, inlinedAt: !224)
!418 = !DILocation(line: 169, column: 17, scope: !419, inlinedAt: !224)
!419 = distinct !DILexicalBlock(scope: !217, file: !1, line: 169, column: 17)
!420 = !DILocation(line: 0, scope: !419, inlinedAt: !224)
!421 = !DILocation(line: 169, column: 38, scope: !419, inlinedAt: !224)
!422 = !DILocation(line: 169, column: 45, scope: !419, inlinedAt: !224)
!423 = !DILocation(line: 169, column: 61, scope: !419, inlinedAt: !224)
!424 = !DILocation(line: 169, column: 17, scope: !217, inlinedAt: !224)
!425 = !DILocation(line: 170, column: 20, scope: !426, inlinedAt: !224)
!426 = distinct !DILexicalBlock(scope: !419, file: !1, line: 169, column: 73)
!427 = !DILocation(line: 171, column: 26, scope: !426, inlinedAt: !224)
!428 = !DILocation(line: 172, column: 13, scope: !426, inlinedAt: !224)
!429 = !DILocation(line: 173, column: 49, scope: !430, inlinedAt: !224)
!430 = distinct !DILexicalBlock(scope: !419, file: !1, line: 172, column: 20)
!431 = !DILocation(line: 173, column: 29, scope: !430, inlinedAt: !224)
!432 = !DILocation(line: 173, column: 26, scope: !430, inlinedAt: !224)
!433 = !DILocation(line: 174, column: 26, scope: !430, inlinedAt: !224)
!434 = !DILocation(line: 0, scope: !260, inlinedAt: !435)
!435 = distinct !DILocation(line: 177, column: 25, scope: !217, inlinedAt: !224)
!436 = !DILocation(line: 0, scope: !267, inlinedAt: !437)
!437 = distinct !DILocation(line: 324, column: 16, scope: !271, inlinedAt: !435)
!438 = !DILocation(line: 183, column: 53, scope: !267, inlinedAt: !437)
!439 = !DILocation(line: 177, column: 42, scope: !217, inlinedAt: !224)
!440 = !DILocation(line: 0, scope: !213, inlinedAt: !224)
!441 = !DILocation(line: 179, column: 19, scope: !442, inlinedAt: !224)
!442 = distinct !DILexicalBlock(scope: !187, file: !1, line: 179, column: 9)
!443 = !DILocation(line: 179, column: 9, scope: !187, inlinedAt: !224)
!444 = !DILocation(line: 181, column: 17, scope: !445, inlinedAt: !224)
!445 = distinct !DILexicalBlock(scope: !187, file: !1, line: 181, column: 9)
!446 = !DILocation(line: 181, column: 9, scope: !187, inlinedAt: !224)
!447 = !DILocation(line: 182, column: 18, scope: !448, inlinedAt: !224)
!448 = distinct !DILexicalBlock(scope: !187, file: !1, line: 182, column: 9)
!449 = !DILocation(line: 182, column: 9, scope: !187, inlinedAt: !224)
!450 = !DILocation(line: 183, column: 24, scope: !187, inlinedAt: !224)
!451 = !DILocation(line: 183, column: 15, scope: !187, inlinedAt: !224)
!452 = !DILocation(line: 185, column: 20, scope: !187, inlinedAt: !224)
!453 = !DILocation(line: 185, column: 23, scope: !187, inlinedAt: !224)
!454 = !DILocation(line: 185, column: 8, scope: !187, inlinedAt: !224)
!455 = !DILocation(line: 186, column: 14, scope: !187, inlinedAt: !224)
!456 = !DILocation(line: 186, column: 5, scope: !187, inlinedAt: !224)
!457 = !DILocation(line: 217, column: 1, scope: !151)
!458 = distinct !DISubprogram(name: "FSE_readNCount_body_bmi2", scope: !1, file: !1, line: 198, type: !175, scopeLine: 201, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !459)
!459 = !{!460, !461, !462, !463, !464}
!460 = !DILocalVariable(name: "normalizedCounter", arg: 1, scope: !458, file: !1, line: 199, type: !154)
!461 = !DILocalVariable(name: "maxSVPtr", arg: 2, scope: !458, file: !1, line: 199, type: !155)
!462 = !DILocalVariable(name: "tableLogPtr", arg: 3, scope: !458, file: !1, line: 199, type: !155)
!463 = !DILocalVariable(name: "headerBuffer", arg: 4, scope: !458, file: !1, line: 200, type: !156)
!464 = !DILocalVariable(name: "hbSize", arg: 5, scope: !458, file: !1, line: 200, type: !53)
!465 = distinct !DIAssignID()
!466 = !DILocation(line: 0, scope: !458)
!467 = !DILocation(line: 0, scope: !185, inlinedAt: !468)
!468 = distinct !DILocation(line: 202, column: 12, scope: !458)
!469 = !DILocation(line: 0, scope: !187, inlinedAt: !468)
!470 = !DILocation(line: 46, column: 37, scope: !187, inlinedAt: !468)
!471 = !DILocation(line: 54, column: 29, scope: !187, inlinedAt: !468)
!472 = !DILocation(line: 54, column: 39, scope: !187, inlinedAt: !468)
!473 = !DILocation(line: 57, column: 16, scope: !186, inlinedAt: !468)
!474 = !DILocation(line: 57, column: 9, scope: !187, inlinedAt: !468)
!475 = !DILocation(line: 59, column: 9, scope: !185, inlinedAt: !468)
!476 = !DILocation(line: 59, column: 14, scope: !185, inlinedAt: !468)
!477 = distinct !DIAssignID()
!478 = !DILocation(line: 60, column: 9, scope: !185, inlinedAt: !468)
!479 = !DILocation(line: 0, scope: !240, inlinedAt: !480)
!480 = distinct !DILocation(line: 61, column: 38, scope: !208, inlinedAt: !468)
!481 = !DILocation(line: 223, column: 12, scope: !240, inlinedAt: !480)
!482 = !DILocation(line: 0, scope: !208, inlinedAt: !468)
!483 = !DILocation(line: 0, scope: !88, inlinedAt: !484)
!484 = distinct !DILocation(line: 63, column: 17, scope: !252, inlinedAt: !468)
!485 = !DILocation(line: 0, scope: !95, inlinedAt: !486)
!486 = distinct !DILocation(line: 31, column: 44, scope: !88, inlinedAt: !484)
!487 = !DILocation(line: 52, column: 61, scope: !95, inlinedAt: !486)
!488 = !DILocation(line: 63, column: 17, scope: !208, inlinedAt: !468)
!489 = !DILocation(line: 66, column: 9, scope: !186, inlinedAt: !468)
!490 = !DILocation(line: 70, column: 5, scope: !187, inlinedAt: !468)
!491 = !DILocation(line: 0, scope: !260, inlinedAt: !492)
!492 = distinct !DILocation(line: 71, column: 17, scope: !187, inlinedAt: !468)
!493 = !DILocation(line: 0, scope: !267, inlinedAt: !494)
!494 = distinct !DILocation(line: 324, column: 16, scope: !271, inlinedAt: !492)
!495 = !DILocation(line: 183, column: 53, scope: !267, inlinedAt: !494)
!496 = !DILocation(line: 72, column: 25, scope: !187, inlinedAt: !468)
!497 = !DILocation(line: 73, column: 16, scope: !275, inlinedAt: !468)
!498 = !DILocation(line: 73, column: 9, scope: !187, inlinedAt: !468)
!499 = !DILocation(line: 72, column: 32, scope: !187, inlinedAt: !468)
!500 = !DILocation(line: 74, column: 15, scope: !187, inlinedAt: !468)
!501 = !DILocation(line: 76, column: 18, scope: !187, inlinedAt: !468)
!502 = !DILocation(line: 77, column: 19, scope: !187, inlinedAt: !468)
!503 = !DILocation(line: 77, column: 28, scope: !187, inlinedAt: !468)
!504 = !DILocation(line: 79, column: 11, scope: !187, inlinedAt: !468)
!505 = !DILocation(line: 81, column: 5, scope: !187, inlinedAt: !468)
!506 = !DILocation(line: 78, column: 15, scope: !187, inlinedAt: !468)
!507 = !DILocation(line: 47, column: 17, scope: !187, inlinedAt: !468)
!508 = !DILocation(line: 82, column: 13, scope: !213, inlinedAt: !468)
!509 = !DILocation(line: 88, column: 53, scope: !211, inlinedAt: !468)
!510 = !DILocation(line: 88, column: 64, scope: !211, inlinedAt: !468)
!511 = !DILocation(line: 0, scope: !290, inlinedAt: !512)
!512 = distinct !DILocation(line: 88, column: 27, scope: !211, inlinedAt: !468)
!513 = !DILocation(line: 44, column: 22, scope: !290, inlinedAt: !512)
!514 = !DILocation(line: 0, scope: !211, inlinedAt: !468)
!515 = !DILocation(line: 89, column: 28, scope: !211, inlinedAt: !468)
!516 = !DILocation(line: 89, column: 13, scope: !211, inlinedAt: !468)
!517 = !DILocation(line: 90, column: 25, scope: !302, inlinedAt: !468)
!518 = !DILocation(line: 91, column: 21, scope: !304, inlinedAt: !468)
!519 = !DILocation(line: 91, column: 21, scope: !302, inlinedAt: !468)
!520 = !DILocation(line: 92, column: 24, scope: !308, inlinedAt: !468)
!521 = !DILocation(line: 93, column: 17, scope: !308, inlinedAt: !468)
!522 = !DILocation(line: 94, column: 53, scope: !311, inlinedAt: !468)
!523 = !DILocation(line: 94, column: 33, scope: !311, inlinedAt: !468)
!524 = !DILocation(line: 94, column: 30, scope: !311, inlinedAt: !468)
!525 = !DILocation(line: 95, column: 30, scope: !311, inlinedAt: !468)
!526 = !DILocation(line: 0, scope: !304, inlinedAt: !468)
!527 = !DILocation(line: 0, scope: !260, inlinedAt: !528)
!528 = distinct !DILocation(line: 98, column: 29, scope: !302, inlinedAt: !468)
!529 = !DILocation(line: 0, scope: !267, inlinedAt: !530)
!530 = distinct !DILocation(line: 324, column: 16, scope: !271, inlinedAt: !528)
!531 = !DILocation(line: 183, column: 53, scope: !267, inlinedAt: !530)
!532 = !DILocation(line: 98, column: 46, scope: !302, inlinedAt: !468)
!533 = !DILocation(line: 99, column: 53, scope: !302, inlinedAt: !468)
!534 = !DILocation(line: 99, column: 64, scope: !302, inlinedAt: !468)
!535 = !DILocation(line: 0, scope: !290, inlinedAt: !536)
!536 = distinct !DILocation(line: 99, column: 27, scope: !302, inlinedAt: !468)
!537 = !DILocation(line: 44, column: 22, scope: !290, inlinedAt: !536)
!538 = distinct !{!538, !516, !539, !329}
!539 = !DILocation(line: 100, column: 13, scope: !211, inlinedAt: !468)
!540 = !DILocation(line: 75, column: 14, scope: !187, inlinedAt: !468)
!541 = !DILocation(line: 101, column: 26, scope: !211, inlinedAt: !468)
!542 = !DILocation(line: 101, column: 21, scope: !211, inlinedAt: !468)
!543 = !DILocation(line: 102, column: 29, scope: !211, inlinedAt: !468)
!544 = !DILocation(line: 102, column: 23, scope: !211, inlinedAt: !468)
!545 = !DILocation(line: 107, column: 34, scope: !211, inlinedAt: !468)
!546 = !DILocation(line: 107, column: 21, scope: !211, inlinedAt: !468)
!547 = !DILocation(line: 103, column: 22, scope: !211, inlinedAt: !468)
!548 = !DILocation(line: 108, column: 22, scope: !211, inlinedAt: !468)
!549 = !DILocation(line: 114, column: 25, scope: !340, inlinedAt: !468)
!550 = !DILocation(line: 114, column: 17, scope: !211, inlinedAt: !468)
!551 = !DILocation(line: 120, column: 17, scope: !343, inlinedAt: !468)
!552 = !DILocation(line: 0, scope: !343, inlinedAt: !468)
!553 = !DILocation(line: 120, column: 38, scope: !343, inlinedAt: !468)
!554 = !DILocation(line: 120, column: 45, scope: !343, inlinedAt: !468)
!555 = !DILocation(line: 120, column: 61, scope: !343, inlinedAt: !468)
!556 = !DILocation(line: 120, column: 17, scope: !211, inlinedAt: !468)
!557 = !DILocation(line: 122, column: 20, scope: !350, inlinedAt: !468)
!558 = !DILocation(line: 123, column: 26, scope: !350, inlinedAt: !468)
!559 = !DILocation(line: 124, column: 13, scope: !350, inlinedAt: !468)
!560 = !DILocation(line: 125, column: 49, scope: !354, inlinedAt: !468)
!561 = !DILocation(line: 125, column: 29, scope: !354, inlinedAt: !468)
!562 = !DILocation(line: 125, column: 26, scope: !354, inlinedAt: !468)
!563 = !DILocation(line: 126, column: 26, scope: !354, inlinedAt: !468)
!564 = !DILocation(line: 0, scope: !260, inlinedAt: !565)
!565 = distinct !DILocation(line: 129, column: 25, scope: !211, inlinedAt: !468)
!566 = !DILocation(line: 0, scope: !267, inlinedAt: !567)
!567 = distinct !DILocation(line: 324, column: 16, scope: !271, inlinedAt: !565)
!568 = !DILocation(line: 183, column: 53, scope: !267, inlinedAt: !567)
!569 = !DILocation(line: 129, column: 42, scope: !211, inlinedAt: !468)
!570 = !DILocation(line: 132, column: 31, scope: !217, inlinedAt: !468)
!571 = !DILocation(line: 132, column: 41, scope: !217, inlinedAt: !468)
!572 = !DILocation(line: 132, column: 45, scope: !217, inlinedAt: !468)
!573 = !DILocation(line: 0, scope: !217, inlinedAt: !468)
!574 = !DILocation(line: 135, column: 40, scope: !369, inlinedAt: !468)
!575 = !DILocation(line: 135, column: 28, scope: !369, inlinedAt: !468)
!576 = !DILocation(line: 135, column: 45, scope: !369, inlinedAt: !468)
!577 = !DILocation(line: 135, column: 17, scope: !217, inlinedAt: !468)
!578 = !DILocation(line: 137, column: 35, scope: !374, inlinedAt: !468)
!579 = !DILocation(line: 138, column: 13, scope: !374, inlinedAt: !468)
!580 = !DILocation(line: 139, column: 35, scope: !377, inlinedAt: !468)
!581 = !DILocation(line: 140, column: 27, scope: !379, inlinedAt: !468)
!582 = !DILocation(line: 140, column: 21, scope: !377, inlinedAt: !468)
!583 = !DILocation(line: 0, scope: !369, inlinedAt: !468)
!584 = !DILocation(line: 144, column: 18, scope: !217, inlinedAt: !468)
!585 = !DILocation(line: 148, column: 23, scope: !384, inlinedAt: !468)
!586 = !DILocation(line: 148, column: 17, scope: !217, inlinedAt: !468)
!587 = !DILocation(line: 154, column: 44, scope: !217, inlinedAt: !468)
!588 = !DILocation(line: 154, column: 38, scope: !217, inlinedAt: !468)
!589 = !DILocation(line: 154, column: 13, scope: !217, inlinedAt: !468)
!590 = !DILocation(line: 154, column: 42, scope: !217, inlinedAt: !468)
!591 = !DILocation(line: 155, column: 25, scope: !217, inlinedAt: !468)
!592 = !DILocation(line: 158, column: 27, scope: !394, inlinedAt: !468)
!593 = !DILocation(line: 158, column: 17, scope: !217, inlinedAt: !468)
!594 = !DILocation(line: 163, column: 31, scope: !397, inlinedAt: !468)
!595 = !DILocation(line: 163, column: 21, scope: !398, inlinedAt: !468)
!596 = !DILocation(line: 0, scope: !401, inlinedAt: !597)
!597 = distinct !DILocation(line: 164, column: 26, scope: !398, inlinedAt: !468)
!598 = !DILocation(line: 0, scope: !406, inlinedAt: !599)
!599 = distinct !DILocation(line: 177, column: 17, scope: !401, inlinedAt: !597)
!600 = !DILocation(line: 85, column: 22, scope: !406, inlinedAt: !599)
!601 = !DILocation(line: 177, column: 15, scope: !401, inlinedAt: !597)
!602 = !DILocation(line: 164, column: 52, scope: !398, inlinedAt: !468)
!603 = !DILocation(line: 165, column: 31, scope: !398, inlinedAt: !468)
!604 = !DILocation(line: 166, column: 13, scope: !398, inlinedAt: !468)
!605 = !DILocation(line: 167, column: 25, scope: !416, inlinedAt: !468)
!606 = !DILocation(line: 167, column: 17, scope: !217, inlinedAt: !468)
!607 = !DILocation(line: 169, column: 17, scope: !419, inlinedAt: !468)
!608 = !DILocation(line: 0, scope: !419, inlinedAt: !468)
!609 = !DILocation(line: 169, column: 38, scope: !419, inlinedAt: !468)
!610 = !DILocation(line: 169, column: 45, scope: !419, inlinedAt: !468)
!611 = !DILocation(line: 169, column: 61, scope: !419, inlinedAt: !468)
!612 = !DILocation(line: 169, column: 17, scope: !217, inlinedAt: !468)
!613 = !DILocation(line: 170, column: 20, scope: !426, inlinedAt: !468)
!614 = !DILocation(line: 171, column: 26, scope: !426, inlinedAt: !468)
!615 = !DILocation(line: 172, column: 13, scope: !426, inlinedAt: !468)
!616 = !DILocation(line: 173, column: 49, scope: !430, inlinedAt: !468)
!617 = !DILocation(line: 173, column: 29, scope: !430, inlinedAt: !468)
!618 = !DILocation(line: 173, column: 26, scope: !430, inlinedAt: !468)
!619 = !DILocation(line: 174, column: 26, scope: !430, inlinedAt: !468)
!620 = !DILocation(line: 0, scope: !260, inlinedAt: !621)
!621 = distinct !DILocation(line: 177, column: 25, scope: !217, inlinedAt: !468)
!622 = !DILocation(line: 0, scope: !267, inlinedAt: !623)
!623 = distinct !DILocation(line: 324, column: 16, scope: !271, inlinedAt: !621)
!624 = !DILocation(line: 183, column: 53, scope: !267, inlinedAt: !623)
!625 = !DILocation(line: 177, column: 42, scope: !217, inlinedAt: !468)
!626 = !DILocation(line: 0, scope: !213, inlinedAt: !468)
!627 = !DILocation(line: 179, column: 19, scope: !442, inlinedAt: !468)
!628 = !DILocation(line: 179, column: 9, scope: !187, inlinedAt: !468)
!629 = !DILocation(line: 181, column: 17, scope: !445, inlinedAt: !468)
!630 = !DILocation(line: 181, column: 9, scope: !187, inlinedAt: !468)
!631 = !DILocation(line: 182, column: 18, scope: !448, inlinedAt: !468)
!632 = !DILocation(line: 182, column: 9, scope: !187, inlinedAt: !468)
!633 = !DILocation(line: 183, column: 24, scope: !187, inlinedAt: !468)
!634 = !DILocation(line: 183, column: 15, scope: !187, inlinedAt: !468)
!635 = !DILocation(line: 185, column: 20, scope: !187, inlinedAt: !468)
!636 = !DILocation(line: 185, column: 23, scope: !187, inlinedAt: !468)
!637 = !DILocation(line: 185, column: 8, scope: !187, inlinedAt: !468)
!638 = !DILocation(line: 186, column: 14, scope: !187, inlinedAt: !468)
!639 = !DILocation(line: 186, column: 5, scope: !187, inlinedAt: !468)
!640 = !DILocation(line: 202, column: 5, scope: !458)
!641 = !DILocation(line: 0, scope: !240)
!642 = !DILocation(line: 223, column: 12, scope: !240)
!643 = !DILocation(line: 223, column: 5, scope: !240)
!644 = distinct !DISubprogram(name: "HUF_readStats", scope: !1, file: !1, line: 234, type: !645, scopeLine: 237, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !649)
!645 = !DISubroutineType(types: !646)
!646 = !{!53, !647, !53, !648, !648, !648, !156, !53}
!647 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !61, size: 64)
!648 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !69, size: 64)
!649 = !{!650, !651, !652, !653, !654, !655, !656, !657}
!650 = !DILocalVariable(name: "huffWeight", arg: 1, scope: !644, file: !1, line: 234, type: !647)
!651 = !DILocalVariable(name: "hwSize", arg: 2, scope: !644, file: !1, line: 234, type: !53)
!652 = !DILocalVariable(name: "rankStats", arg: 3, scope: !644, file: !1, line: 234, type: !648)
!653 = !DILocalVariable(name: "nbSymbolsPtr", arg: 4, scope: !644, file: !1, line: 235, type: !648)
!654 = !DILocalVariable(name: "tableLogPtr", arg: 5, scope: !644, file: !1, line: 235, type: !648)
!655 = !DILocalVariable(name: "src", arg: 6, scope: !644, file: !1, line: 236, type: !156)
!656 = !DILocalVariable(name: "srcSize", arg: 7, scope: !644, file: !1, line: 236, type: !53)
!657 = !DILocalVariable(name: "wksp", scope: !644, file: !1, line: 238, type: !658)
!658 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 7008, elements: !659)
!659 = !{!660}
!660 = !DISubrange(count: 219)
!661 = distinct !DIAssignID()
!662 = !DILocation(line: 0, scope: !644)
!663 = !DILocation(line: 238, column: 5, scope: !644)
!664 = !DILocation(line: 239, column: 12, scope: !644)
!665 = !DILocation(line: 240, column: 1, scope: !644)
!666 = !DILocation(line: 239, column: 5, scope: !644)
!667 = distinct !DISubprogram(name: "HUF_readStats_wksp", scope: !1, file: !1, line: 327, type: !668, scopeLine: 332, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !671)
!668 = !DISubroutineType(types: !669)
!669 = !{!53, !647, !53, !648, !648, !648, !156, !53, !670, !53, !68}
!670 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!671 = !{!672, !673, !674, !675, !676, !677, !678, !679, !680, !681}
!672 = !DILocalVariable(name: "huffWeight", arg: 1, scope: !667, file: !1, line: 327, type: !647)
!673 = !DILocalVariable(name: "hwSize", arg: 2, scope: !667, file: !1, line: 327, type: !53)
!674 = !DILocalVariable(name: "rankStats", arg: 3, scope: !667, file: !1, line: 327, type: !648)
!675 = !DILocalVariable(name: "nbSymbolsPtr", arg: 4, scope: !667, file: !1, line: 328, type: !648)
!676 = !DILocalVariable(name: "tableLogPtr", arg: 5, scope: !667, file: !1, line: 328, type: !648)
!677 = !DILocalVariable(name: "src", arg: 6, scope: !667, file: !1, line: 329, type: !156)
!678 = !DILocalVariable(name: "srcSize", arg: 7, scope: !667, file: !1, line: 329, type: !53)
!679 = !DILocalVariable(name: "workSpace", arg: 8, scope: !667, file: !1, line: 330, type: !670)
!680 = !DILocalVariable(name: "wkspSize", arg: 9, scope: !667, file: !1, line: 330, type: !53)
!681 = !DILocalVariable(name: "flags", arg: 10, scope: !667, file: !1, line: 331, type: !68)
!682 = !DILocation(line: 0, scope: !667)
!683 = !DILocation(line: 334, column: 15, scope: !684)
!684 = distinct !DILexicalBlock(scope: !667, file: !1, line: 334, column: 9)
!685 = !DILocation(line: 334, column: 9, scope: !667)
!686 = !DILocation(line: 335, column: 16, scope: !687)
!687 = distinct !DILexicalBlock(scope: !684, file: !1, line: 334, column: 33)
!688 = !DILocation(line: 335, column: 9, scope: !687)
!689 = !DILocalVariable(name: "huffWeight", arg: 1, scope: !690, file: !1, line: 309, type: !647)
!690 = distinct !DISubprogram(name: "HUF_readStats_body_default", scope: !1, file: !1, line: 309, type: !691, scopeLine: 313, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !693)
!691 = !DISubroutineType(types: !692)
!692 = !{!53, !647, !53, !648, !648, !648, !156, !53, !670, !53}
!693 = !{!689, !694, !695, !696, !697, !698, !699, !700, !701}
!694 = !DILocalVariable(name: "hwSize", arg: 2, scope: !690, file: !1, line: 309, type: !53)
!695 = !DILocalVariable(name: "rankStats", arg: 3, scope: !690, file: !1, line: 309, type: !648)
!696 = !DILocalVariable(name: "nbSymbolsPtr", arg: 4, scope: !690, file: !1, line: 310, type: !648)
!697 = !DILocalVariable(name: "tableLogPtr", arg: 5, scope: !690, file: !1, line: 310, type: !648)
!698 = !DILocalVariable(name: "src", arg: 6, scope: !690, file: !1, line: 311, type: !156)
!699 = !DILocalVariable(name: "srcSize", arg: 7, scope: !690, file: !1, line: 311, type: !53)
!700 = !DILocalVariable(name: "workSpace", arg: 8, scope: !690, file: !1, line: 312, type: !670)
!701 = !DILocalVariable(name: "wkspSize", arg: 9, scope: !690, file: !1, line: 312, type: !53)
!702 = !DILocation(line: 0, scope: !690, inlinedAt: !703)
!703 = distinct !DILocation(line: 339, column: 12, scope: !667)
!704 = !DILocalVariable(name: "huffWeight", arg: 1, scope: !705, file: !1, line: 243, type: !647)
!705 = distinct !DISubprogram(name: "HUF_readStats_body", scope: !1, file: !1, line: 243, type: !668, scopeLine: 248, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !706)
!706 = !{!704, !707, !708, !709, !710, !711, !712, !713, !714, !715, !716, !717, !718, !719, !720, !724, !726, !729, !731, !732, !733}
!707 = !DILocalVariable(name: "hwSize", arg: 2, scope: !705, file: !1, line: 243, type: !53)
!708 = !DILocalVariable(name: "rankStats", arg: 3, scope: !705, file: !1, line: 243, type: !648)
!709 = !DILocalVariable(name: "nbSymbolsPtr", arg: 4, scope: !705, file: !1, line: 244, type: !648)
!710 = !DILocalVariable(name: "tableLogPtr", arg: 5, scope: !705, file: !1, line: 244, type: !648)
!711 = !DILocalVariable(name: "src", arg: 6, scope: !705, file: !1, line: 245, type: !156)
!712 = !DILocalVariable(name: "srcSize", arg: 7, scope: !705, file: !1, line: 245, type: !53)
!713 = !DILocalVariable(name: "workSpace", arg: 8, scope: !705, file: !1, line: 246, type: !670)
!714 = !DILocalVariable(name: "wkspSize", arg: 9, scope: !705, file: !1, line: 246, type: !53)
!715 = !DILocalVariable(name: "bmi2", arg: 10, scope: !705, file: !1, line: 247, type: !68)
!716 = !DILocalVariable(name: "weightTotal", scope: !705, file: !1, line: 249, type: !69)
!717 = !DILocalVariable(name: "ip", scope: !705, file: !1, line: 250, type: !59)
!718 = !DILocalVariable(name: "iSize", scope: !705, file: !1, line: 251, type: !53)
!719 = !DILocalVariable(name: "oSize", scope: !705, file: !1, line: 252, type: !53)
!720 = !DILocalVariable(name: "n", scope: !721, file: !1, line: 264, type: !69)
!721 = distinct !DILexicalBlock(scope: !722, file: !1, line: 264, column: 9)
!722 = distinct !DILexicalBlock(scope: !723, file: !1, line: 258, column: 23)
!723 = distinct !DILexicalBlock(scope: !705, file: !1, line: 258, column: 9)
!724 = !DILocalVariable(name: "n", scope: !725, file: !1, line: 279, type: !69)
!725 = distinct !DILexicalBlock(scope: !705, file: !1, line: 279, column: 5)
!726 = !DILocalVariable(name: "tableLog", scope: !727, file: !1, line: 287, type: !728)
!727 = distinct !DILexicalBlock(scope: !705, file: !1, line: 287, column: 5)
!728 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !69)
!729 = !DILocalVariable(name: "total", scope: !730, file: !1, line: 291, type: !728)
!730 = distinct !DILexicalBlock(scope: !727, file: !1, line: 291, column: 9)
!731 = !DILocalVariable(name: "rest", scope: !730, file: !1, line: 292, type: !728)
!732 = !DILocalVariable(name: "verif", scope: !730, file: !1, line: 293, type: !728)
!733 = !DILocalVariable(name: "lastWeight", scope: !730, file: !1, line: 294, type: !728)
!734 = !DILocation(line: 0, scope: !705, inlinedAt: !735)
!735 = distinct !DILocation(line: 314, column: 12, scope: !690, inlinedAt: !703)
!736 = !DILocation(line: 254, column: 10, scope: !737, inlinedAt: !735)
!737 = distinct !DILexicalBlock(scope: !705, file: !1, line: 254, column: 9)
!738 = !DILocation(line: 254, column: 9, scope: !705, inlinedAt: !735)
!739 = !DILocation(line: 255, column: 13, scope: !705, inlinedAt: !735)
!740 = !{!230, !230, i64 0}
!741 = !DILocation(line: 258, column: 15, scope: !723, inlinedAt: !735)
!742 = !DILocation(line: 258, column: 9, scope: !705, inlinedAt: !735)
!743 = !DILocation(line: 259, column: 23, scope: !722, inlinedAt: !735)
!744 = !DILocation(line: 260, column: 24, scope: !722, inlinedAt: !735)
!745 = !DILocation(line: 260, column: 27, scope: !722, inlinedAt: !735)
!746 = !DILocation(line: 261, column: 21, scope: !747, inlinedAt: !735)
!747 = distinct !DILexicalBlock(scope: !722, file: !1, line: 261, column: 13)
!748 = !DILocation(line: 261, column: 13, scope: !722, inlinedAt: !735)
!749 = !DILocation(line: 262, column: 19, scope: !750, inlinedAt: !735)
!750 = distinct !DILexicalBlock(scope: !722, file: !1, line: 262, column: 13)
!751 = !DILocation(line: 262, column: 13, scope: !722, inlinedAt: !735)
!752 = !DILocation(line: 263, column: 12, scope: !722, inlinedAt: !735)
!753 = !DILocation(line: 0, scope: !721, inlinedAt: !735)
!754 = !DILocation(line: 265, column: 24, scope: !755, inlinedAt: !735)
!755 = distinct !DILexicalBlock(scope: !756, file: !1, line: 265, column: 13)
!756 = distinct !DILexicalBlock(scope: !721, file: !1, line: 265, column: 13)
!757 = !DILocation(line: 265, column: 13, scope: !756, inlinedAt: !735)
!758 = !DILocation(line: 266, column: 39, scope: !759, inlinedAt: !735)
!759 = distinct !DILexicalBlock(scope: !755, file: !1, line: 265, column: 38)
!760 = !DILocation(line: 266, column: 35, scope: !759, inlinedAt: !735)
!761 = !{!762}
!762 = distinct !{!762, !763}
!763 = distinct !{!763, !"LVerDomain"}
!764 = !DILocation(line: 266, column: 43, scope: !759, inlinedAt: !735)
!765 = !DILocation(line: 267, column: 43, scope: !759, inlinedAt: !735)
!766 = !DILocation(line: 267, column: 29, scope: !759, inlinedAt: !735)
!767 = !DILocation(line: 267, column: 17, scope: !759, inlinedAt: !735)
!768 = !DILocation(line: 267, column: 33, scope: !759, inlinedAt: !735)
!769 = distinct !{!769, !757, !770, !329, !771, !772}
!770 = !DILocation(line: 268, column: 5, scope: !756, inlinedAt: !735)
!771 = !{!"llvm.loop.isvectorized", i32 1}
!772 = !{!"llvm.loop.unroll.runtime.disable"}
!773 = !DILocation(line: 277, column: 5, scope: !705, inlinedAt: !735)
!774 = !DILocation(line: 0, scope: !725, inlinedAt: !735)
!775 = !DILocation(line: 279, column: 16, scope: !776, inlinedAt: !735)
!776 = distinct !DILexicalBlock(scope: !725, file: !1, line: 279, column: 16)
!777 = !DILocation(line: 266, column: 17, scope: !759, inlinedAt: !735)
!778 = !DILocation(line: 266, column: 33, scope: !759, inlinedAt: !735)
!779 = !DILocation(line: 267, column: 35, scope: !759, inlinedAt: !735)
!780 = !DILocation(line: 265, column: 33, scope: !755, inlinedAt: !735)
!781 = distinct !{!781, !757, !770, !329, !771}
!782 = !DILocation(line: 270, column: 21, scope: !783, inlinedAt: !735)
!783 = distinct !DILexicalBlock(scope: !784, file: !1, line: 270, column: 13)
!784 = distinct !DILexicalBlock(scope: !723, file: !1, line: 269, column: 11)
!785 = !DILocation(line: 270, column: 13, scope: !784, inlinedAt: !735)
!786 = !DILocation(line: 272, column: 60, scope: !784, inlinedAt: !735)
!787 = !DILocation(line: 272, column: 66, scope: !784, inlinedAt: !735)
!788 = !DILocation(line: 272, column: 17, scope: !784, inlinedAt: !735)
!789 = !DILocation(line: 0, scope: !88, inlinedAt: !790)
!790 = distinct !DILocation(line: 273, column: 13, scope: !791, inlinedAt: !735)
!791 = distinct !DILexicalBlock(scope: !784, file: !1, line: 273, column: 13)
!792 = !DILocation(line: 0, scope: !95, inlinedAt: !793)
!793 = distinct !DILocation(line: 31, column: 44, scope: !88, inlinedAt: !790)
!794 = !DILocation(line: 52, column: 61, scope: !95, inlinedAt: !793)
!795 = !DILocation(line: 273, column: 13, scope: !784, inlinedAt: !735)
!796 = !DILocation(line: 0, scope: !723, inlinedAt: !735)
!797 = !DILocation(line: 279, column: 27, scope: !798, inlinedAt: !735)
!798 = distinct !DILexicalBlock(scope: !776, file: !1, line: 279, column: 16)
!799 = !DILocation(line: 280, column: 17, scope: !800, inlinedAt: !735)
!800 = distinct !DILexicalBlock(scope: !801, file: !1, line: 280, column: 17)
!801 = distinct !DILexicalBlock(scope: !798, file: !1, line: 279, column: 40)
!802 = !DILocation(line: 280, column: 31, scope: !800, inlinedAt: !735)
!803 = !DILocation(line: 280, column: 17, scope: !801, inlinedAt: !735)
!804 = !DILocation(line: 281, column: 13, scope: !801, inlinedAt: !735)
!805 = !DILocation(line: 281, column: 37, scope: !801, inlinedAt: !735)
!806 = !DILocation(line: 282, column: 34, scope: !801, inlinedAt: !735)
!807 = !DILocation(line: 282, column: 31, scope: !801, inlinedAt: !735)
!808 = !DILocation(line: 282, column: 49, scope: !801, inlinedAt: !735)
!809 = !DILocation(line: 282, column: 25, scope: !801, inlinedAt: !735)
!810 = !DILocation(line: 279, column: 36, scope: !798, inlinedAt: !735)
!811 = !DILocation(line: 279, column: 26, scope: !798, inlinedAt: !735)
!812 = distinct !{!812, !775, !813, !329}
!813 = !DILocation(line: 283, column: 5, scope: !776, inlinedAt: !735)
!814 = !DILocation(line: 284, column: 21, scope: !815, inlinedAt: !735)
!815 = distinct !DILexicalBlock(scope: !705, file: !1, line: 284, column: 9)
!816 = !DILocation(line: 284, column: 9, scope: !705, inlinedAt: !735)
!817 = !DILocation(line: 0, scope: !401, inlinedAt: !818)
!818 = distinct !DILocation(line: 287, column: 30, scope: !727, inlinedAt: !735)
!819 = !DILocation(line: 0, scope: !406, inlinedAt: !820)
!820 = distinct !DILocation(line: 177, column: 17, scope: !401, inlinedAt: !818)
!821 = !DILocation(line: 85, column: 22, scope: !406, inlinedAt: !820)
!822 = !DILocation(line: 177, column: 15, scope: !401, inlinedAt: !818)
!823 = !DILocation(line: 0, scope: !727, inlinedAt: !735)
!824 = !DILocation(line: 288, column: 22, scope: !825, inlinedAt: !735)
!825 = distinct !DILexicalBlock(scope: !727, file: !1, line: 288, column: 13)
!826 = !DILocation(line: 288, column: 13, scope: !727, inlinedAt: !735)
!827 = !DILocation(line: 287, column: 58, scope: !727, inlinedAt: !735)
!828 = !DILocation(line: 289, column: 22, scope: !727, inlinedAt: !735)
!829 = !DILocation(line: 291, column: 33, scope: !730, inlinedAt: !735)
!830 = !DILocation(line: 0, scope: !730, inlinedAt: !735)
!831 = !DILocation(line: 292, column: 36, scope: !730, inlinedAt: !735)
!832 = !DILocation(line: 0, scope: !401, inlinedAt: !833)
!833 = distinct !DILocation(line: 293, column: 36, scope: !730, inlinedAt: !735)
!834 = !DILocation(line: 0, scope: !406, inlinedAt: !835)
!835 = distinct !DILocation(line: 177, column: 17, scope: !401, inlinedAt: !833)
!836 = !DILocation(line: 85, column: 22, scope: !406, inlinedAt: !835)
!837 = !DILocation(line: 177, column: 15, scope: !401, inlinedAt: !833)
!838 = !DILocation(line: 293, column: 33, scope: !730, inlinedAt: !735)
!839 = !DILocation(line: 0, scope: !401, inlinedAt: !840)
!840 = distinct !DILocation(line: 294, column: 36, scope: !730, inlinedAt: !735)
!841 = !DILocation(line: 0, scope: !406, inlinedAt: !842)
!842 = distinct !DILocation(line: 177, column: 17, scope: !401, inlinedAt: !840)
!843 = !DILocation(line: 295, column: 23, scope: !844, inlinedAt: !735)
!844 = distinct !DILexicalBlock(scope: !730, file: !1, line: 295, column: 17)
!845 = !DILocation(line: 295, column: 17, scope: !730, inlinedAt: !735)
!846 = !DILocation(line: 294, column: 57, scope: !730, inlinedAt: !735)
!847 = !DILocation(line: 296, column: 33, scope: !730, inlinedAt: !735)
!848 = !DILocation(line: 296, column: 13, scope: !730, inlinedAt: !735)
!849 = !DILocation(line: 296, column: 31, scope: !730, inlinedAt: !735)
!850 = !DILocation(line: 297, column: 13, scope: !730, inlinedAt: !735)
!851 = !DILocation(line: 297, column: 34, scope: !730, inlinedAt: !735)
!852 = !DILocation(line: 301, column: 10, scope: !853, inlinedAt: !735)
!853 = distinct !DILexicalBlock(scope: !705, file: !1, line: 301, column: 9)
!854 = !DILocation(line: 301, column: 23, scope: !853, inlinedAt: !735)
!855 = !DILocation(line: 301, column: 28, scope: !853, inlinedAt: !735)
!856 = !DILocation(line: 304, column: 21, scope: !705, inlinedAt: !735)
!857 = !DILocation(line: 304, column: 19, scope: !705, inlinedAt: !735)
!858 = !DILocation(line: 305, column: 17, scope: !705, inlinedAt: !735)
!859 = !DILocation(line: 305, column: 5, scope: !705, inlinedAt: !735)
!860 = !DILocation(line: 340, column: 1, scope: !667)
!861 = distinct !DISubprogram(name: "HUF_readStats_body_bmi2", scope: !1, file: !1, line: 318, type: !691, scopeLine: 322, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !862)
!862 = !{!863, !864, !865, !866, !867, !868, !869, !870, !871}
!863 = !DILocalVariable(name: "huffWeight", arg: 1, scope: !861, file: !1, line: 318, type: !647)
!864 = !DILocalVariable(name: "hwSize", arg: 2, scope: !861, file: !1, line: 318, type: !53)
!865 = !DILocalVariable(name: "rankStats", arg: 3, scope: !861, file: !1, line: 318, type: !648)
!866 = !DILocalVariable(name: "nbSymbolsPtr", arg: 4, scope: !861, file: !1, line: 319, type: !648)
!867 = !DILocalVariable(name: "tableLogPtr", arg: 5, scope: !861, file: !1, line: 319, type: !648)
!868 = !DILocalVariable(name: "src", arg: 6, scope: !861, file: !1, line: 320, type: !156)
!869 = !DILocalVariable(name: "srcSize", arg: 7, scope: !861, file: !1, line: 320, type: !53)
!870 = !DILocalVariable(name: "workSpace", arg: 8, scope: !861, file: !1, line: 321, type: !670)
!871 = !DILocalVariable(name: "wkspSize", arg: 9, scope: !861, file: !1, line: 321, type: !53)
!872 = !DILocation(line: 0, scope: !861)
!873 = !DILocation(line: 0, scope: !705, inlinedAt: !874)
!874 = distinct !DILocation(line: 323, column: 12, scope: !861)
!875 = !DILocation(line: 254, column: 10, scope: !737, inlinedAt: !874)
!876 = !DILocation(line: 254, column: 9, scope: !705, inlinedAt: !874)
!877 = !DILocation(line: 255, column: 13, scope: !705, inlinedAt: !874)
!878 = !DILocation(line: 258, column: 15, scope: !723, inlinedAt: !874)
!879 = !DILocation(line: 258, column: 9, scope: !705, inlinedAt: !874)
!880 = !DILocation(line: 259, column: 23, scope: !722, inlinedAt: !874)
!881 = !DILocation(line: 260, column: 24, scope: !722, inlinedAt: !874)
!882 = !DILocation(line: 260, column: 27, scope: !722, inlinedAt: !874)
!883 = !DILocation(line: 261, column: 21, scope: !747, inlinedAt: !874)
!884 = !DILocation(line: 261, column: 13, scope: !722, inlinedAt: !874)
!885 = !DILocation(line: 262, column: 19, scope: !750, inlinedAt: !874)
!886 = !DILocation(line: 262, column: 13, scope: !722, inlinedAt: !874)
!887 = !DILocation(line: 263, column: 12, scope: !722, inlinedAt: !874)
!888 = !DILocation(line: 0, scope: !721, inlinedAt: !874)
!889 = !DILocation(line: 265, column: 24, scope: !755, inlinedAt: !874)
!890 = !DILocation(line: 265, column: 13, scope: !756, inlinedAt: !874)
!891 = !DILocation(line: 277, column: 5, scope: !705, inlinedAt: !874)
!892 = !DILocation(line: 0, scope: !725, inlinedAt: !874)
!893 = !DILocation(line: 279, column: 16, scope: !776, inlinedAt: !874)
!894 = !DILocation(line: 266, column: 39, scope: !759, inlinedAt: !874)
!895 = !DILocation(line: 266, column: 35, scope: !759, inlinedAt: !874)
!896 = !{!897}
!897 = distinct !{!897, !898}
!898 = distinct !{!898, !"LVerDomain"}
!899 = !DILocation(line: 266, column: 43, scope: !759, inlinedAt: !874)
!900 = !DILocation(line: 267, column: 43, scope: !759, inlinedAt: !874)
!901 = !DILocation(line: 267, column: 29, scope: !759, inlinedAt: !874)
!902 = !DILocation(line: 267, column: 17, scope: !759, inlinedAt: !874)
!903 = !DILocation(line: 267, column: 33, scope: !759, inlinedAt: !874)
!904 = distinct !{!904, !890, !905, !329, !771, !772}
!905 = !DILocation(line: 268, column: 5, scope: !756, inlinedAt: !874)
!906 = !DILocation(line: 266, column: 17, scope: !759, inlinedAt: !874)
!907 = !DILocation(line: 266, column: 33, scope: !759, inlinedAt: !874)
!908 = !DILocation(line: 267, column: 35, scope: !759, inlinedAt: !874)
!909 = !DILocation(line: 265, column: 33, scope: !755, inlinedAt: !874)
!910 = distinct !{!910, !890, !905, !329, !771}
!911 = !DILocation(line: 270, column: 21, scope: !783, inlinedAt: !874)
!912 = !DILocation(line: 270, column: 13, scope: !784, inlinedAt: !874)
!913 = !DILocation(line: 272, column: 60, scope: !784, inlinedAt: !874)
!914 = !DILocation(line: 272, column: 66, scope: !784, inlinedAt: !874)
!915 = !DILocation(line: 272, column: 17, scope: !784, inlinedAt: !874)
!916 = !DILocation(line: 0, scope: !88, inlinedAt: !917)
!917 = distinct !DILocation(line: 273, column: 13, scope: !791, inlinedAt: !874)
!918 = !DILocation(line: 0, scope: !95, inlinedAt: !919)
!919 = distinct !DILocation(line: 31, column: 44, scope: !88, inlinedAt: !917)
!920 = !DILocation(line: 52, column: 61, scope: !95, inlinedAt: !919)
!921 = !DILocation(line: 273, column: 13, scope: !784, inlinedAt: !874)
!922 = !DILocation(line: 0, scope: !723, inlinedAt: !874)
!923 = !DILocation(line: 279, column: 27, scope: !798, inlinedAt: !874)
!924 = !DILocation(line: 280, column: 17, scope: !800, inlinedAt: !874)
!925 = !DILocation(line: 280, column: 31, scope: !800, inlinedAt: !874)
!926 = !DILocation(line: 280, column: 17, scope: !801, inlinedAt: !874)
!927 = !DILocation(line: 281, column: 13, scope: !801, inlinedAt: !874)
!928 = !DILocation(line: 281, column: 37, scope: !801, inlinedAt: !874)
!929 = !DILocation(line: 282, column: 34, scope: !801, inlinedAt: !874)
!930 = !DILocation(line: 282, column: 31, scope: !801, inlinedAt: !874)
!931 = !DILocation(line: 282, column: 49, scope: !801, inlinedAt: !874)
!932 = !DILocation(line: 282, column: 25, scope: !801, inlinedAt: !874)
!933 = !DILocation(line: 279, column: 36, scope: !798, inlinedAt: !874)
!934 = !DILocation(line: 279, column: 26, scope: !798, inlinedAt: !874)
!935 = distinct !{!935, !893, !936, !329}
!936 = !DILocation(line: 283, column: 5, scope: !776, inlinedAt: !874)
!937 = !DILocation(line: 284, column: 21, scope: !815, inlinedAt: !874)
!938 = !DILocation(line: 284, column: 9, scope: !705, inlinedAt: !874)
!939 = !DILocation(line: 0, scope: !401, inlinedAt: !940)
!940 = distinct !DILocation(line: 287, column: 30, scope: !727, inlinedAt: !874)
!941 = !DILocation(line: 0, scope: !406, inlinedAt: !942)
!942 = distinct !DILocation(line: 177, column: 17, scope: !401, inlinedAt: !940)
!943 = !DILocation(line: 85, column: 22, scope: !406, inlinedAt: !942)
!944 = !DILocation(line: 177, column: 15, scope: !401, inlinedAt: !940)
!945 = !DILocation(line: 0, scope: !727, inlinedAt: !874)
!946 = !DILocation(line: 288, column: 22, scope: !825, inlinedAt: !874)
!947 = !DILocation(line: 288, column: 13, scope: !727, inlinedAt: !874)
!948 = !DILocation(line: 287, column: 58, scope: !727, inlinedAt: !874)
!949 = !DILocation(line: 289, column: 22, scope: !727, inlinedAt: !874)
!950 = !DILocation(line: 291, column: 33, scope: !730, inlinedAt: !874)
!951 = !DILocation(line: 0, scope: !730, inlinedAt: !874)
!952 = !DILocation(line: 292, column: 36, scope: !730, inlinedAt: !874)
!953 = !DILocation(line: 0, scope: !401, inlinedAt: !954)
!954 = distinct !DILocation(line: 293, column: 36, scope: !730, inlinedAt: !874)
!955 = !DILocation(line: 0, scope: !406, inlinedAt: !956)
!956 = distinct !DILocation(line: 177, column: 17, scope: !401, inlinedAt: !954)
!957 = !DILocation(line: 85, column: 22, scope: !406, inlinedAt: !956)
!958 = !DILocation(line: 177, column: 15, scope: !401, inlinedAt: !954)
!959 = !DILocation(line: 293, column: 33, scope: !730, inlinedAt: !874)
!960 = !DILocation(line: 0, scope: !401, inlinedAt: !961)
!961 = distinct !DILocation(line: 294, column: 36, scope: !730, inlinedAt: !874)
!962 = !DILocation(line: 0, scope: !406, inlinedAt: !963)
!963 = distinct !DILocation(line: 177, column: 17, scope: !401, inlinedAt: !961)
!964 = !DILocation(line: 295, column: 23, scope: !844, inlinedAt: !874)
!965 = !DILocation(line: 295, column: 17, scope: !730, inlinedAt: !874)
!966 = !DILocation(line: 294, column: 57, scope: !730, inlinedAt: !874)
!967 = !DILocation(line: 296, column: 33, scope: !730, inlinedAt: !874)
!968 = !DILocation(line: 296, column: 13, scope: !730, inlinedAt: !874)
!969 = !DILocation(line: 296, column: 31, scope: !730, inlinedAt: !874)
!970 = !DILocation(line: 297, column: 13, scope: !730, inlinedAt: !874)
!971 = !DILocation(line: 297, column: 34, scope: !730, inlinedAt: !874)
!972 = !DILocation(line: 301, column: 10, scope: !853, inlinedAt: !874)
!973 = !DILocation(line: 301, column: 23, scope: !853, inlinedAt: !874)
!974 = !DILocation(line: 301, column: 28, scope: !853, inlinedAt: !874)
!975 = !DILocation(line: 304, column: 21, scope: !705, inlinedAt: !874)
!976 = !DILocation(line: 304, column: 19, scope: !705, inlinedAt: !874)
!977 = !DILocation(line: 305, column: 17, scope: !705, inlinedAt: !874)
!978 = !DILocation(line: 305, column: 5, scope: !705, inlinedAt: !874)
!979 = !DILocation(line: 323, column: 5, scope: !861)
!980 = !DISubprogram(name: "ERR_getErrorString", scope: !57, file: !57, line: 70, type: !981, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!981 = !DISubroutineType(types: !982)
!982 = !{!104, !56}
!983 = !DISubprogram(name: "FSE_decompress_wksp_bmi2", scope: !984, file: !984, line: 274, type: !985, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!984 = !DIFile(filename: "src/zstd/lib/common/fse.h", directory: ".", checksumkind: CSK_MD5, checksum: "b140564be5fe996b57617f6cd8c431d7")
!985 = !DISubroutineType(types: !986)
!986 = !{!53, !670, !53, !156, !53, !5, !670, !53, !68}
