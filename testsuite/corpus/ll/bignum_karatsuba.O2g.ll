; ModuleID = 'programs/bignum_karatsuba.c'
source_filename = "programs/bignum_karatsuba.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.big = type { i32, [256 x i32] }

@main.buf = internal global [2600 x i8] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [46 x i8] c"3^500: %d digits, starts %.20s, digit sum %u\0A\00", align 1, !dbg !25
@.str.1 = private unnamed_addr constant [40 x i8] c"100!: %d digits, digit sum %u, ends %s\0A\00", align 1, !dbg !30
@.str.2 = private unnamed_addr constant [36 x i8] c"fib(1000): %d digits, starts %.15s\0A\00", align 1, !dbg !35
@.str.3 = private unnamed_addr constant [62 x i8] c"karatsuba matches schoolbook: %d, fib1000*3^500 digit sum %u\0A\00", align 1, !dbg !40

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [256 x i32], align 16, !DIAssignID !89
  %2 = alloca [256 x i32], align 16, !DIAssignID !90
  %3 = alloca [256 x i32], align 16, !DIAssignID !91
  %4 = alloca [256 x i32], align 16, !DIAssignID !92
  %5 = alloca %struct.big, align 4, !DIAssignID !93
    #dbg_assign(i1 undef, !51, !DIExpression(), !93, ptr %5, !DIExpression(), !94)
  %6 = alloca %struct.big, align 4, !DIAssignID !95
    #dbg_assign(i1 undef, !61, !DIExpression(), !95, ptr %6, !DIExpression(), !94)
  %7 = alloca %struct.big, align 4, !DIAssignID !96
    #dbg_assign(i1 undef, !63, !DIExpression(), !96, ptr %7, !DIExpression(), !94)
  %8 = alloca %struct.big, align 4, !DIAssignID !97
    #dbg_assign(i1 undef, !64, !DIExpression(), !97, ptr %8, !DIExpression(), !94)
  %9 = alloca %struct.big, align 4, !DIAssignID !98
    #dbg_assign(i1 undef, !65, !DIExpression(), !98, ptr %9, !DIExpression(), !94)
    #dbg_assign(i1 undef, !73, !DIExpression(), !99, ptr %7, !DIExpression(), !94)
    #dbg_assign(i1 undef, !74, !DIExpression(), !100, ptr %5, !DIExpression(), !94)
  %10 = alloca %struct.big, align 4, !DIAssignID !101
    #dbg_assign(i1 undef, !75, !DIExpression(), !101, ptr %10, !DIExpression(), !94)
  %11 = alloca %struct.big, align 4, !DIAssignID !102
    #dbg_assign(i1 undef, !76, !DIExpression(), !102, ptr %11, !DIExpression(), !94)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %6) #9, !dbg !103
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %8) #9, !dbg !103
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %9) #9, !dbg !103
    #dbg_value(ptr %5, !104, !DIExpression(), !111)
    #dbg_value(i32 1, !110, !DIExpression(), !111)
    #dbg_assign(i32 1, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !113, ptr %5, !DIExpression(), !94)
  %12 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !114
  store i32 1, ptr %12, align 4, !dbg !115, !tbaa !116, !DIAssignID !120
    #dbg_assign(i32 1, !51, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !120, ptr %12, !DIExpression(), !94)
    #dbg_value(ptr undef, !104, !DIExpression(), !121)
    #dbg_value(i32 3, !110, !DIExpression(), !121)
    #dbg_value(i32 1, !60, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !94)
    #dbg_value(i32 3, !60, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !94)
    #dbg_value(i32 0, !66, !DIExpression(), !123)
  br label %31, !dbg !124

13:                                               ; preds = %110
  %14 = call fastcc i32 @to_dec(ptr noundef nonnull %5), !dbg !125
    #dbg_value(i32 %14, !68, !DIExpression(), !94)
    #dbg_value(ptr @main.buf, !126, !DIExpression(), !134)
    #dbg_value(i32 0, !133, !DIExpression(), !134)
  %15 = load i8, ptr @main.buf, align 16, !dbg !136, !tbaa !137
  %16 = icmp eq i8 %15, 0, !dbg !138
  br i1 %16, label %27, label %17, !dbg !138

17:                                               ; preds = %13, %17
  %18 = phi i8 [ %25, %17 ], [ %15, %13 ]
  %19 = phi i32 [ %24, %17 ], [ 0, %13 ]
  %20 = phi ptr [ %21, %17 ], [ @main.buf, %13 ]
    #dbg_value(i32 %19, !133, !DIExpression(), !134)
    #dbg_value(ptr %20, !126, !DIExpression(), !134)
  %21 = getelementptr inbounds i8, ptr %20, i64 1, !dbg !139
    #dbg_value(ptr %21, !126, !DIExpression(), !134)
  %22 = sext i8 %18 to i32, !dbg !140
  %23 = add i32 %19, -48, !dbg !141
  %24 = add i32 %23, %22, !dbg !142
    #dbg_value(i32 %24, !133, !DIExpression(), !134)
  %25 = load i8, ptr %21, align 1, !dbg !136, !tbaa !137
  %26 = icmp eq i8 %25, 0, !dbg !138
  br i1 %26, label %27, label %17, !dbg !138, !llvm.loop !143

27:                                               ; preds = %17, %13
  %28 = phi i32 [ 0, %13 ], [ %24, %17 ], !dbg !146
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %14, ptr noundef nonnull @main.buf, i32 noundef %28), !dbg !147
    #dbg_value(ptr %6, !104, !DIExpression(), !148)
    #dbg_value(i32 1, !110, !DIExpression(), !148)
    #dbg_assign(i32 1, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !150, ptr %6, !DIExpression(), !94)
  %30 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !151
  store i32 1, ptr %30, align 4, !dbg !152, !tbaa !116, !DIAssignID !153
    #dbg_assign(i32 1, !61, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !153, ptr %30, !DIExpression(), !94)
    #dbg_value(i32 2, !69, !DIExpression(), !154)
  br label %138, !dbg !155

31:                                               ; preds = %0, %110
  %32 = phi i32 [ 0, %0 ], [ %113, %110 ]
  %33 = phi i32 [ 1, %0 ], [ %112, %110 ]
    #dbg_value(i32 %32, !66, !DIExpression(), !123)
    #dbg_assign(i1 undef, !156, !DIExpression(), !92, ptr %4, !DIExpression(), !173)
    #dbg_value(ptr %5, !163, !DIExpression(), !173)
    #dbg_value(ptr %5, !164, !DIExpression(), !173)
    #dbg_value(ptr undef, !165, !DIExpression(), !173)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9, !dbg !176
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %4, i8 0, i64 1024, i1 false), !dbg !177, !DIAssignID !178
    #dbg_assign(i8 0, !156, !DIExpression(), !178, ptr %4, !DIExpression(), !173)
    #dbg_value(i32 0, !166, !DIExpression(), !179)
  %34 = icmp sgt i32 %33, 0, !dbg !180
  br i1 %34, label %35, label %85, !dbg !181

35:                                               ; preds = %31
  %36 = zext nneg i32 %33 to i64, !dbg !180
  %37 = and i64 %36, 1, !dbg !181
  %38 = icmp eq i32 %33, 1, !dbg !181
  br i1 %38, label %69, label %39, !dbg !181

39:                                               ; preds = %35
  %40 = and i64 %36, 2147483646, !dbg !181
  br label %41, !dbg !181

41:                                               ; preds = %41, %39
  %42 = phi i64 [ 0, %39 ], [ %63, %41 ], !dbg !182
  %43 = phi i64 [ 0, %39 ], [ %65, %41 ]
  %44 = phi i64 [ 0, %39 ], [ %67, %41 ]
    #dbg_value(i64 %43, !166, !DIExpression(), !179)
    #dbg_value(i32 0, !171, !DIExpression(), !185)
    #dbg_value(i64 0, !168, !DIExpression(), !186)
  %45 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %43
  %46 = load i32, ptr %45, align 4, !tbaa !116
  %47 = zext i32 %46 to i64
    #dbg_value(i64 0, !171, !DIExpression(), !185)
  %48 = mul nuw nsw i64 %47, 3, !dbg !187
  %49 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %43, !dbg !182
  %50 = add nuw nsw i64 %42, %48, !dbg !188
    #dbg_value(i64 %50, !168, !DIExpression(), !186)
  %51 = trunc i64 %50 to i32, !dbg !189
  store i32 %51, ptr %49, align 8, !dbg !190, !tbaa !116
  %52 = lshr i64 %50, 32, !dbg !191
    #dbg_value(i64 %52, !168, !DIExpression(), !186)
    #dbg_value(i64 1, !171, !DIExpression(), !185)
  %53 = trunc nuw nsw i64 %52 to i32, !dbg !192
  %54 = or disjoint i64 %43, 1, !dbg !193
  %55 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %54, !dbg !194
  store i32 %53, ptr %55, align 4, !dbg !195, !tbaa !116
    #dbg_value(i64 %54, !166, !DIExpression(), !179)
    #dbg_value(i32 0, !171, !DIExpression(), !185)
    #dbg_value(i64 0, !168, !DIExpression(), !186)
  %56 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %54
  %57 = load i32, ptr %56, align 4, !tbaa !116
  %58 = zext i32 %57 to i64
    #dbg_value(i64 0, !171, !DIExpression(), !185)
  %59 = mul nuw nsw i64 %58, 3, !dbg !187
  %60 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %54, !dbg !182
  %61 = add nuw nsw i64 %52, %59, !dbg !188
    #dbg_value(i64 %61, !168, !DIExpression(), !186)
  %62 = trunc i64 %61 to i32, !dbg !189
  store i32 %62, ptr %60, align 4, !dbg !190, !tbaa !116
  %63 = lshr i64 %61, 32, !dbg !191
    #dbg_value(i64 %63, !168, !DIExpression(), !186)
    #dbg_value(i64 1, !171, !DIExpression(), !185)
  %64 = trunc nuw nsw i64 %63 to i32, !dbg !192
  %65 = add nuw nsw i64 %43, 2, !dbg !193
  %66 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %65, !dbg !194
  store i32 %64, ptr %66, align 8, !dbg !195, !tbaa !116
    #dbg_value(i64 %65, !166, !DIExpression(), !179)
  %67 = add i64 %44, 2, !dbg !181
  %68 = icmp eq i64 %67, %40, !dbg !181
  br i1 %68, label %69, label %41, !dbg !181, !llvm.loop !196

69:                                               ; preds = %41, %35
  %70 = phi i64 [ 0, %35 ], [ %63, %41 ]
  %71 = phi i64 [ 0, %35 ], [ %65, %41 ]
  %72 = icmp eq i64 %37, 0, !dbg !181
  br i1 %72, label %85, label %73, !dbg !181

73:                                               ; preds = %69
    #dbg_value(i64 %71, !166, !DIExpression(), !179)
    #dbg_value(i32 0, !171, !DIExpression(), !185)
    #dbg_value(i64 0, !168, !DIExpression(), !186)
  %74 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %71
  %75 = load i32, ptr %74, align 4, !tbaa !116
  %76 = zext i32 %75 to i64
    #dbg_value(i64 0, !171, !DIExpression(), !185)
  %77 = mul nuw nsw i64 %76, 3, !dbg !187
  %78 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %71, !dbg !182
  %79 = add nuw nsw i64 %70, %77, !dbg !188
    #dbg_value(i64 %79, !168, !DIExpression(), !186)
  %80 = trunc i64 %79 to i32, !dbg !189
  store i32 %80, ptr %78, align 4, !dbg !190, !tbaa !116
  %81 = lshr i64 %79, 32, !dbg !191
    #dbg_value(i64 %81, !168, !DIExpression(), !186)
    #dbg_value(i64 1, !171, !DIExpression(), !185)
  %82 = trunc nuw nsw i64 %81 to i32, !dbg !192
  %83 = add nuw nsw i64 %71, 1, !dbg !193
  %84 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %83, !dbg !194
  store i32 %82, ptr %84, align 4, !dbg !195, !tbaa !116
    #dbg_value(i64 %83, !166, !DIExpression(), !179)
  br label %85, !dbg !198

85:                                               ; preds = %73, %69, %31
  %86 = add nsw i32 %33, 1, !dbg !198
  store i32 %86, ptr %5, align 4, !dbg !199, !tbaa !200, !DIAssignID !202
    #dbg_assign(i32 %86, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !202, ptr %5, !DIExpression(), !94)
  %87 = sext i32 %86 to i64, !dbg !203
  %88 = shl nsw i64 %87, 2, !dbg !204
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %12, ptr nonnull align 16 %4, i64 %88, i1 false), !dbg !205
    #dbg_value(ptr %5, !206, !DIExpression(), !211)
  %89 = icmp sgt i32 %33, -1, !dbg !213
  br i1 %89, label %90, label %110, !dbg !214

90:                                               ; preds = %85
  %91 = zext nneg i32 %86 to i64, !dbg !215
  %92 = add nsw i64 %91, -1, !dbg !216
  %93 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %92, !dbg !217
  %94 = load i32, ptr %93, align 4, !dbg !217, !tbaa !116
  %95 = icmp eq i32 %94, 0, !dbg !218
  br i1 %95, label %101, label %106, !dbg !215

96:                                               ; preds = %101
  %97 = add nsw i64 %102, -1, !dbg !216
  %98 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %97, !dbg !217
  %99 = load i32, ptr %98, align 4, !dbg !217, !tbaa !116
  %100 = icmp eq i32 %99, 0, !dbg !218
  br i1 %100, label %101, label %106, !dbg !215, !llvm.loop !219

101:                                              ; preds = %90, %96
  %102 = phi i64 [ %97, %96 ], [ %92, %90 ]
  %103 = phi i64 [ %102, %96 ], [ %91, %90 ]
  %104 = trunc i64 %102 to i32, !dbg !220
  store i32 %104, ptr %5, align 4, !dbg !220, !tbaa !200, !DIAssignID !221
    #dbg_assign(i32 %104, !51, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !221, ptr %5, !DIExpression(), !94)
  %105 = icmp ugt i64 %103, 1, !dbg !213
  br i1 %105, label %96, label %110, !dbg !214, !llvm.loop !219

106:                                              ; preds = %96, %90
  %107 = phi i32 [ %86, %90 ], [ %104, %96 ]
  %108 = phi i64 [ %91, %90 ], [ %102, %96 ]
  %109 = trunc i64 %108 to i32
  br label %110, !dbg !222

110:                                              ; preds = %101, %106, %85
  %111 = phi i32 [ %86, %85 ], [ %107, %106 ], [ %104, %101 ]
  %112 = phi i32 [ %86, %85 ], [ %109, %106 ], [ %104, %101 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #9, !dbg !222
  %113 = add nuw nsw i32 %32, 1, !dbg !223
    #dbg_value(i32 %113, !66, !DIExpression(), !123)
  %114 = icmp eq i32 %113, 500, !dbg !224
  br i1 %114, label %13, label %31, !dbg !124, !llvm.loop !225

115:                                              ; preds = %218
  %116 = call fastcc i32 @to_dec(ptr noundef nonnull %6), !dbg !227
    #dbg_value(i32 %116, !68, !DIExpression(), !94)
    #dbg_value(ptr @main.buf, !126, !DIExpression(), !228)
    #dbg_value(i32 0, !133, !DIExpression(), !228)
  %117 = load i8, ptr @main.buf, align 16, !dbg !230, !tbaa !137
  %118 = icmp eq i8 %117, 0, !dbg !231
  br i1 %118, label %129, label %119, !dbg !231

119:                                              ; preds = %115, %119
  %120 = phi i8 [ %127, %119 ], [ %117, %115 ]
  %121 = phi i32 [ %126, %119 ], [ 0, %115 ]
  %122 = phi ptr [ %123, %119 ], [ @main.buf, %115 ]
    #dbg_value(i32 %121, !133, !DIExpression(), !228)
    #dbg_value(ptr %122, !126, !DIExpression(), !228)
  %123 = getelementptr inbounds i8, ptr %122, i64 1, !dbg !232
    #dbg_value(ptr %123, !126, !DIExpression(), !228)
  %124 = sext i8 %120 to i32, !dbg !233
  %125 = add i32 %121, -48, !dbg !234
  %126 = add i32 %125, %124, !dbg !235
    #dbg_value(i32 %126, !133, !DIExpression(), !228)
  %127 = load i8, ptr %123, align 1, !dbg !230, !tbaa !137
  %128 = icmp eq i8 %127, 0, !dbg !231
  br i1 %128, label %129, label %119, !dbg !231, !llvm.loop !236

129:                                              ; preds = %119, %115
  %130 = phi i32 [ 0, %115 ], [ %126, %119 ], !dbg !238
  %131 = sext i32 %116 to i64, !dbg !239
  %132 = getelementptr inbounds i8, ptr @main.buf, i64 %131, !dbg !239
  %133 = getelementptr inbounds i8, ptr %132, i64 -30, !dbg !240
  %134 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %116, i32 noundef %130, ptr noundef nonnull %133), !dbg !241
    #dbg_value(ptr %7, !104, !DIExpression(), !242)
    #dbg_value(i32 0, !110, !DIExpression(), !242)
  store i32 0, ptr %7, align 4, !dbg !244, !tbaa !200, !DIAssignID !245
    #dbg_assign(i32 0, !63, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !245, ptr %7, !DIExpression(), !94)
  %135 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !246
  store i32 0, ptr %135, align 4, !dbg !247, !tbaa !116, !DIAssignID !248
    #dbg_assign(i32 0, !63, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !248, ptr %135, !DIExpression(), !94)
    #dbg_value(ptr %8, !104, !DIExpression(), !249)
    #dbg_value(i32 1, !110, !DIExpression(), !249)
  store i32 1, ptr %8, align 4, !dbg !251, !tbaa !200, !DIAssignID !252
    #dbg_assign(i32 1, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !252, ptr %8, !DIExpression(), !94)
  %136 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !253
  store i32 1, ptr %136, align 4, !dbg !254, !tbaa !116, !DIAssignID !255
    #dbg_assign(i32 1, !64, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !255, ptr %136, !DIExpression(), !94)
    #dbg_value(i32 0, !71, !DIExpression(), !256)
  %137 = getelementptr inbounds i8, ptr %9, i64 4
  br label %324, !dbg !257

138:                                              ; preds = %27, %218
  %139 = phi i32 [ 2, %27 ], [ %221, %218 ]
  %140 = phi i32 [ 1, %27 ], [ %220, %218 ]
    #dbg_value(i32 %139, !69, !DIExpression(), !154)
    #dbg_value(ptr undef, !104, !DIExpression(), !258)
    #dbg_value(i32 %139, !110, !DIExpression(), !258)
    #dbg_value(i32 1, !62, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !94)
    #dbg_value(i32 %139, !62, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !94)
    #dbg_assign(i1 undef, !156, !DIExpression(), !91, ptr %3, !DIExpression(), !262)
    #dbg_value(ptr %6, !163, !DIExpression(), !262)
    #dbg_value(ptr %6, !164, !DIExpression(), !262)
    #dbg_value(ptr undef, !165, !DIExpression(), !262)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #9, !dbg !264
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %3, i8 0, i64 1024, i1 false), !dbg !265, !DIAssignID !266
    #dbg_assign(i8 0, !156, !DIExpression(), !266, ptr %3, !DIExpression(), !262)
    #dbg_value(i32 0, !166, !DIExpression(), !267)
  %141 = icmp sgt i32 %140, 0, !dbg !268
  br i1 %141, label %142, label %193, !dbg !269

142:                                              ; preds = %138
  %143 = zext nneg i32 %140 to i64, !dbg !268
  %144 = zext nneg i32 %139 to i64
  %145 = and i64 %143, 1, !dbg !269
  %146 = icmp eq i32 %140, 1, !dbg !269
  br i1 %146, label %177, label %147, !dbg !269

147:                                              ; preds = %142
  %148 = and i64 %143, 2147483646, !dbg !269
  br label %149, !dbg !269

149:                                              ; preds = %149, %147
  %150 = phi i64 [ 0, %147 ], [ %171, %149 ], !dbg !270
  %151 = phi i64 [ 0, %147 ], [ %173, %149 ]
  %152 = phi i64 [ 0, %147 ], [ %175, %149 ]
    #dbg_value(i64 %151, !166, !DIExpression(), !267)
    #dbg_value(i32 0, !171, !DIExpression(), !271)
    #dbg_value(i64 0, !168, !DIExpression(), !272)
  %153 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %151
  %154 = load i32, ptr %153, align 4, !tbaa !116
  %155 = zext i32 %154 to i64
    #dbg_value(i64 0, !171, !DIExpression(), !271)
  %156 = mul nuw nsw i64 %144, %155, !dbg !273
  %157 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %151, !dbg !270
  %158 = add nuw i64 %150, %156, !dbg !274
    #dbg_value(i64 %158, !168, !DIExpression(), !272)
  %159 = trunc i64 %158 to i32, !dbg !275
  store i32 %159, ptr %157, align 8, !dbg !276, !tbaa !116
  %160 = lshr i64 %158, 32, !dbg !277
    #dbg_value(i64 %160, !168, !DIExpression(), !272)
    #dbg_value(i64 1, !171, !DIExpression(), !271)
  %161 = trunc nuw i64 %160 to i32, !dbg !278
  %162 = or disjoint i64 %151, 1, !dbg !279
  %163 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %162, !dbg !280
  store i32 %161, ptr %163, align 4, !dbg !281, !tbaa !116
    #dbg_value(i64 %162, !166, !DIExpression(), !267)
    #dbg_value(i32 0, !171, !DIExpression(), !271)
    #dbg_value(i64 0, !168, !DIExpression(), !272)
  %164 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %162
  %165 = load i32, ptr %164, align 4, !tbaa !116
  %166 = zext i32 %165 to i64
    #dbg_value(i64 0, !171, !DIExpression(), !271)
  %167 = mul nuw nsw i64 %144, %166, !dbg !273
  %168 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %162, !dbg !270
  %169 = add nuw i64 %160, %167, !dbg !274
    #dbg_value(i64 %169, !168, !DIExpression(), !272)
  %170 = trunc i64 %169 to i32, !dbg !275
  store i32 %170, ptr %168, align 4, !dbg !276, !tbaa !116
  %171 = lshr i64 %169, 32, !dbg !277
    #dbg_value(i64 %171, !168, !DIExpression(), !272)
    #dbg_value(i64 1, !171, !DIExpression(), !271)
  %172 = trunc nuw i64 %171 to i32, !dbg !278
  %173 = add nuw nsw i64 %151, 2, !dbg !279
  %174 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %173, !dbg !280
  store i32 %172, ptr %174, align 8, !dbg !281, !tbaa !116
    #dbg_value(i64 %173, !166, !DIExpression(), !267)
  %175 = add i64 %152, 2, !dbg !269
  %176 = icmp eq i64 %175, %148, !dbg !269
  br i1 %176, label %177, label %149, !dbg !269, !llvm.loop !282

177:                                              ; preds = %149, %142
  %178 = phi i64 [ 0, %142 ], [ %171, %149 ]
  %179 = phi i64 [ 0, %142 ], [ %173, %149 ]
  %180 = icmp eq i64 %145, 0, !dbg !269
  br i1 %180, label %193, label %181, !dbg !269

181:                                              ; preds = %177
    #dbg_value(i64 %179, !166, !DIExpression(), !267)
    #dbg_value(i32 0, !171, !DIExpression(), !271)
    #dbg_value(i64 0, !168, !DIExpression(), !272)
  %182 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %179
  %183 = load i32, ptr %182, align 4, !tbaa !116
  %184 = zext i32 %183 to i64
    #dbg_value(i64 0, !171, !DIExpression(), !271)
  %185 = mul nuw nsw i64 %144, %184, !dbg !273
  %186 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %179, !dbg !270
  %187 = add nuw i64 %178, %185, !dbg !274
    #dbg_value(i64 %187, !168, !DIExpression(), !272)
  %188 = trunc i64 %187 to i32, !dbg !275
  store i32 %188, ptr %186, align 4, !dbg !276, !tbaa !116
  %189 = lshr i64 %187, 32, !dbg !277
    #dbg_value(i64 %189, !168, !DIExpression(), !272)
    #dbg_value(i64 1, !171, !DIExpression(), !271)
  %190 = trunc nuw i64 %189 to i32, !dbg !278
  %191 = add nuw nsw i64 %179, 1, !dbg !279
  %192 = getelementptr inbounds [256 x i32], ptr %3, i64 0, i64 %191, !dbg !280
  store i32 %190, ptr %192, align 4, !dbg !281, !tbaa !116
    #dbg_value(i64 %191, !166, !DIExpression(), !267)
  br label %193, !dbg !284

193:                                              ; preds = %181, %177, %138
  %194 = add nsw i32 %140, 1, !dbg !284
  store i32 %194, ptr %6, align 4, !dbg !285, !tbaa !200, !DIAssignID !286
    #dbg_assign(i32 %194, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !286, ptr %6, !DIExpression(), !94)
  %195 = sext i32 %194 to i64, !dbg !287
  %196 = shl nsw i64 %195, 2, !dbg !288
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %30, ptr nonnull align 16 %3, i64 %196, i1 false), !dbg !289
    #dbg_value(ptr %6, !206, !DIExpression(), !290)
  %197 = icmp sgt i32 %140, -1, !dbg !292
  br i1 %197, label %198, label %218, !dbg !293

198:                                              ; preds = %193
  %199 = zext nneg i32 %194 to i64, !dbg !294
  %200 = add nsw i64 %199, -1, !dbg !295
  %201 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %200, !dbg !296
  %202 = load i32, ptr %201, align 4, !dbg !296, !tbaa !116
  %203 = icmp eq i32 %202, 0, !dbg !297
  br i1 %203, label %209, label %214, !dbg !294

204:                                              ; preds = %209
  %205 = add nsw i64 %210, -1, !dbg !295
  %206 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %205, !dbg !296
  %207 = load i32, ptr %206, align 4, !dbg !296, !tbaa !116
  %208 = icmp eq i32 %207, 0, !dbg !297
  br i1 %208, label %209, label %214, !dbg !294, !llvm.loop !298

209:                                              ; preds = %198, %204
  %210 = phi i64 [ %205, %204 ], [ %200, %198 ]
  %211 = phi i64 [ %210, %204 ], [ %199, %198 ]
  %212 = trunc i64 %210 to i32, !dbg !299
  store i32 %212, ptr %6, align 4, !dbg !299, !tbaa !200, !DIAssignID !300
    #dbg_assign(i32 %212, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !300, ptr %6, !DIExpression(), !94)
  %213 = icmp ugt i64 %211, 1, !dbg !292
  br i1 %213, label %204, label %218, !dbg !293, !llvm.loop !298

214:                                              ; preds = %204, %198
  %215 = phi i32 [ %194, %198 ], [ %212, %204 ]
  %216 = phi i64 [ %199, %198 ], [ %210, %204 ]
  %217 = trunc i64 %216 to i32
  br label %218, !dbg !301

218:                                              ; preds = %209, %214, %193
  %219 = phi i32 [ %194, %193 ], [ %215, %214 ], [ %212, %209 ]
  %220 = phi i32 [ %194, %193 ], [ %217, %214 ], [ %212, %209 ]
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #9, !dbg !301
  %221 = add nuw nsw i32 %139, 1, !dbg !302
    #dbg_value(i32 %221, !69, !DIExpression(), !154)
  %222 = icmp eq i32 %221, 101, !dbg !303
  br i1 %222, label %115, label %138, !dbg !155, !llvm.loop !304

223:                                              ; preds = %364
  %224 = call fastcc i32 @to_dec(ptr noundef nonnull %7), !dbg !306
    #dbg_value(i32 %224, !68, !DIExpression(), !94)
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %224, ptr noundef nonnull @main.buf), !dbg !307
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %10) #9, !dbg !308
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %11) #9, !dbg !308
  call fastcc void @karatsuba(ptr noundef nonnull %10, ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !309
    #dbg_assign(i1 undef, !156, !DIExpression(), !90, ptr %2, !DIExpression(), !310)
    #dbg_value(ptr %11, !163, !DIExpression(), !310)
    #dbg_value(ptr %5, !164, !DIExpression(), !310)
    #dbg_value(ptr %6, !165, !DIExpression(), !310)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #9, !dbg !312
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %2, i8 0, i64 1024, i1 false), !dbg !313, !DIAssignID !314
    #dbg_assign(i8 0, !156, !DIExpression(), !314, ptr %2, !DIExpression(), !310)
    #dbg_value(i32 0, !166, !DIExpression(), !315)
  %226 = icmp sgt i32 %111, 0, !dbg !316
  br i1 %226, label %227, label %242, !dbg !317

227:                                              ; preds = %223
  %228 = icmp sgt i32 %219, 0
  %229 = sext i32 %219 to i64, !dbg !317
  %230 = zext nneg i32 %111 to i64, !dbg !316
  %231 = zext i32 %219 to i64
  %232 = and i64 %231, 1
  %233 = icmp eq i32 %219, 1
  %234 = and i64 %231, 2147483646
  %235 = icmp eq i64 %232, 0
  br label %236, !dbg !317

236:                                              ; preds = %281, %227
  %237 = phi i64 [ 0, %227 ], [ %286, %281 ]
    #dbg_value(i64 %237, !166, !DIExpression(), !315)
    #dbg_value(i32 0, !171, !DIExpression(), !318)
    #dbg_value(i64 0, !168, !DIExpression(), !319)
  br i1 %228, label %238, label %281, !dbg !320

238:                                              ; preds = %236
  %239 = getelementptr inbounds [256 x i32], ptr %12, i64 0, i64 %237
  %240 = load i32, ptr %239, align 4, !tbaa !116
  %241 = zext i32 %240 to i64
  br i1 %233, label %264, label %288, !dbg !320

242:                                              ; preds = %281, %223
  %243 = add nsw i32 %219, %111, !dbg !321
  store i32 %243, ptr %11, align 4, !dbg !322, !tbaa !200, !DIAssignID !323
    #dbg_assign(i32 %243, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !323, ptr %11, !DIExpression(), !94)
  %244 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !324
  %245 = sext i32 %243 to i64, !dbg !325
  %246 = shl nsw i64 %245, 2, !dbg !326
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %244, ptr nonnull align 16 %2, i64 %246, i1 false), !dbg !327
    #dbg_value(ptr %11, !206, !DIExpression(), !328)
  %247 = icmp sgt i32 %243, 0, !dbg !330
  br i1 %247, label %248, label %320, !dbg !331

248:                                              ; preds = %242
  %249 = zext nneg i32 %243 to i64, !dbg !332
  %250 = add nsw i64 %249, -1, !dbg !333
  %251 = getelementptr inbounds [256 x i32], ptr %244, i64 0, i64 %250, !dbg !334
  %252 = load i32, ptr %251, align 4, !dbg !334, !tbaa !116
  %253 = icmp eq i32 %252, 0, !dbg !335
  br i1 %253, label %259, label %320, !dbg !332

254:                                              ; preds = %259
  %255 = add nsw i64 %260, -1, !dbg !333
  %256 = getelementptr inbounds [256 x i32], ptr %244, i64 0, i64 %255, !dbg !334
  %257 = load i32, ptr %256, align 4, !dbg !334, !tbaa !116
  %258 = icmp eq i32 %257, 0, !dbg !335
  br i1 %258, label %259, label %320, !dbg !332, !llvm.loop !336

259:                                              ; preds = %248, %254
  %260 = phi i64 [ %255, %254 ], [ %250, %248 ]
  %261 = phi i64 [ %260, %254 ], [ %249, %248 ]
  %262 = trunc nuw nsw i64 %260 to i32, !dbg !337
  store i32 %262, ptr %11, align 4, !dbg !337, !tbaa !200, !DIAssignID !338
    #dbg_assign(i32 %262, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !338, ptr %11, !DIExpression(), !94)
  %263 = icmp ugt i64 %261, 1, !dbg !330
  br i1 %263, label %254, label %320, !dbg !331, !llvm.loop !336

264:                                              ; preds = %288, %238
  %265 = phi i64 [ poison, %238 ], [ %316, %288 ]
  %266 = phi i64 [ 0, %238 ], [ %317, %288 ]
  %267 = phi i64 [ 0, %238 ], [ %316, %288 ]
  br i1 %235, label %281, label %268, !dbg !320

268:                                              ; preds = %264
    #dbg_value(i64 %266, !171, !DIExpression(), !318)
    #dbg_value(i64 %267, !168, !DIExpression(), !319)
  %269 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %266, !dbg !339
  %270 = load i32, ptr %269, align 4, !dbg !339, !tbaa !116
  %271 = zext i32 %270 to i64, !dbg !339
  %272 = mul nuw i64 %271, %241, !dbg !340
  %273 = add nuw nsw i64 %266, %237, !dbg !341
  %274 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %273, !dbg !342
  %275 = load i32, ptr %274, align 4, !dbg !342, !tbaa !116
  %276 = zext i32 %275 to i64, !dbg !342
  %277 = add nuw nsw i64 %267, %276, !dbg !343
  %278 = add nuw i64 %277, %272, !dbg !344
    #dbg_value(i64 %278, !168, !DIExpression(), !319)
  %279 = trunc i64 %278 to i32, !dbg !345
  store i32 %279, ptr %274, align 4, !dbg !346, !tbaa !116
  %280 = lshr i64 %278, 32, !dbg !347
    #dbg_value(i64 %280, !168, !DIExpression(), !319)
    #dbg_value(i64 %266, !171, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !318)
  br label %281, !dbg !348

281:                                              ; preds = %268, %264, %236
  %282 = phi i64 [ 0, %236 ], [ %265, %264 ], [ %280, %268 ], !dbg !349
  %283 = trunc nuw i64 %282 to i32, !dbg !348
  %284 = add nsw i64 %237, %229, !dbg !350
  %285 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %284, !dbg !351
  store i32 %283, ptr %285, align 4, !dbg !352, !tbaa !116
  %286 = add nuw nsw i64 %237, 1, !dbg !353
    #dbg_value(i64 %286, !166, !DIExpression(), !315)
  %287 = icmp eq i64 %286, %230, !dbg !316
  br i1 %287, label %242, label %236, !dbg !317, !llvm.loop !354

288:                                              ; preds = %238, %288
  %289 = phi i64 [ %317, %288 ], [ 0, %238 ]
  %290 = phi i64 [ %316, %288 ], [ 0, %238 ]
  %291 = phi i64 [ %318, %288 ], [ 0, %238 ]
    #dbg_value(i64 %289, !171, !DIExpression(), !318)
    #dbg_value(i64 %290, !168, !DIExpression(), !319)
  %292 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %289, !dbg !339
  %293 = load i32, ptr %292, align 4, !dbg !339, !tbaa !116
  %294 = zext i32 %293 to i64, !dbg !339
  %295 = mul nuw i64 %294, %241, !dbg !340
  %296 = add nuw nsw i64 %289, %237, !dbg !341
  %297 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %296, !dbg !342
  %298 = load i32, ptr %297, align 4, !dbg !342, !tbaa !116
  %299 = zext i32 %298 to i64, !dbg !342
  %300 = add nuw nsw i64 %290, %299, !dbg !343
  %301 = add nuw i64 %300, %295, !dbg !344
    #dbg_value(i64 %301, !168, !DIExpression(), !319)
  %302 = trunc i64 %301 to i32, !dbg !345
  store i32 %302, ptr %297, align 4, !dbg !346, !tbaa !116
  %303 = lshr i64 %301, 32, !dbg !347
    #dbg_value(i64 %303, !168, !DIExpression(), !319)
  %304 = or disjoint i64 %289, 1, !dbg !356
    #dbg_value(i64 %304, !171, !DIExpression(), !318)
  %305 = getelementptr inbounds [256 x i32], ptr %30, i64 0, i64 %304, !dbg !339
  %306 = load i32, ptr %305, align 4, !dbg !339, !tbaa !116
  %307 = zext i32 %306 to i64, !dbg !339
  %308 = mul nuw i64 %307, %241, !dbg !340
  %309 = add nuw nsw i64 %304, %237, !dbg !341
  %310 = getelementptr inbounds [256 x i32], ptr %2, i64 0, i64 %309, !dbg !342
  %311 = load i32, ptr %310, align 4, !dbg !342, !tbaa !116
  %312 = zext i32 %311 to i64, !dbg !342
  %313 = add nuw nsw i64 %303, %312, !dbg !343
  %314 = add nuw i64 %313, %308, !dbg !344
    #dbg_value(i64 %314, !168, !DIExpression(), !319)
  %315 = trunc i64 %314 to i32, !dbg !345
  store i32 %315, ptr %310, align 4, !dbg !346, !tbaa !116
  %316 = lshr i64 %314, 32, !dbg !347
    #dbg_value(i64 %316, !168, !DIExpression(), !319)
  %317 = add nuw nsw i64 %289, 2, !dbg !356
    #dbg_value(i64 %317, !171, !DIExpression(), !318)
  %318 = add i64 %291, 2, !dbg !320
  %319 = icmp eq i64 %318, %234, !dbg !320
  br i1 %319, label %264, label %288, !dbg !320, !llvm.loop !357

320:                                              ; preds = %259, %254, %248, %242
  %321 = phi i32 [ %243, %242 ], [ %243, %248 ], [ %262, %254 ], [ %262, %259 ], !dbg !359
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #9, !dbg !360
  %322 = load i32, ptr %10, align 4, !dbg !361, !tbaa !200
  %323 = icmp eq i32 %322, %321, !dbg !362
  br i1 %323, label %367, label %374, !dbg !363

324:                                              ; preds = %129, %364
  %325 = phi i32 [ 0, %129 ], [ %365, %364 ]
    #dbg_value(i32 %325, !71, !DIExpression(), !256)
    #dbg_value(ptr %9, !364, !DIExpression(), !373)
    #dbg_value(ptr %7, !367, !DIExpression(), !373)
    #dbg_value(ptr %8, !368, !DIExpression(), !373)
    #dbg_value(i64 0, !369, !DIExpression(), !373)
  %326 = load i32, ptr %7, align 4, !dbg !377, !tbaa !200
  %327 = load i32, ptr %8, align 4, !dbg !378, !tbaa !200
  %328 = tail call i32 @llvm.smax.i32(i32 %326, i32 %327), !dbg !379
    #dbg_value(i32 %328, !370, !DIExpression(), !373)
    #dbg_value(i32 0, !371, !DIExpression(), !380)
  %329 = icmp sgt i32 %328, 0, !dbg !381
  br i1 %329, label %331, label %330, !dbg !383

330:                                              ; preds = %324
  store i32 %328, ptr %9, align 4, !dbg !384, !tbaa !200, !DIAssignID !385
    #dbg_assign(i32 %328, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !385, ptr %9, !DIExpression(), !94)
  br label %364, !dbg !386

331:                                              ; preds = %324
  %332 = zext nneg i32 %328 to i64, !dbg !381
  %333 = sext i32 %326 to i64
  %334 = sext i32 %327 to i64
  br label %337, !dbg !383

335:                                              ; preds = %351
  %336 = icmp ult i64 %355, 4294967296, !dbg !387
  store i32 %328, ptr %9, align 4, !dbg !384, !tbaa !200, !DIAssignID !389
    #dbg_assign(i32 %328, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !389, ptr %9, !DIExpression(), !94)
  br i1 %336, label %364, label %361, !dbg !386

337:                                              ; preds = %351, %331
  %338 = phi i64 [ 0, %331 ], [ %359, %351 ]
  %339 = phi i64 [ 0, %331 ], [ %358, %351 ]
    #dbg_value(i64 %338, !371, !DIExpression(), !380)
    #dbg_value(i64 %339, !369, !DIExpression(), !373)
  %340 = icmp slt i64 %338, %333, !dbg !390
  br i1 %340, label %341, label %344, !dbg !392

341:                                              ; preds = %337
  %342 = getelementptr inbounds [256 x i32], ptr %135, i64 0, i64 %338, !dbg !393
  %343 = load i32, ptr %342, align 4, !dbg !393, !tbaa !116
  br label %344, !dbg !392

344:                                              ; preds = %341, %337
  %345 = phi i32 [ %343, %341 ], [ 0, %337 ], !dbg !392
  %346 = zext i32 %345 to i64, !dbg !394
  %347 = icmp slt i64 %338, %334, !dbg !395
  br i1 %347, label %348, label %351, !dbg !396

348:                                              ; preds = %344
  %349 = getelementptr inbounds [256 x i32], ptr %136, i64 0, i64 %338, !dbg !397
  %350 = load i32, ptr %349, align 4, !dbg !397, !tbaa !116
  br label %351, !dbg !396

351:                                              ; preds = %348, %344
  %352 = phi i32 [ %350, %348 ], [ 0, %344 ], !dbg !396
  %353 = zext i32 %352 to i64, !dbg !398
  %354 = add nuw nsw i64 %339, %346, !dbg !399
  %355 = add nuw nsw i64 %354, %353, !dbg !400
    #dbg_value(i64 %355, !369, !DIExpression(), !373)
  %356 = trunc i64 %355 to i32, !dbg !401
  %357 = getelementptr inbounds [256 x i32], ptr %137, i64 0, i64 %338, !dbg !402
  store i32 %356, ptr %357, align 4, !dbg !403, !tbaa !116
  %358 = lshr i64 %355, 32, !dbg !404
    #dbg_value(i64 %358, !369, !DIExpression(), !373)
  %359 = add nuw nsw i64 %338, 1, !dbg !405
    #dbg_value(i64 %359, !371, !DIExpression(), !380)
  %360 = icmp eq i64 %359, %332, !dbg !381
  br i1 %360, label %335, label %337, !dbg !383, !llvm.loop !406

361:                                              ; preds = %335
  %362 = add nuw nsw i32 %328, 1, !dbg !408
  store i32 %362, ptr %9, align 4, !dbg !408, !tbaa !200, !DIAssignID !409
    #dbg_assign(i32 %362, !65, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !409, ptr %9, !DIExpression(), !94)
  %363 = getelementptr inbounds [256 x i32], ptr %137, i64 0, i64 %332, !dbg !410
  store i32 1, ptr %363, align 4, !dbg !411, !tbaa !116
  br label %364, !dbg !410

364:                                              ; preds = %330, %335, %361
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %7, ptr noundef nonnull align 4 dereferenceable(1028) %8, i64 1028, i1 false), !dbg !412, !tbaa.struct !413, !DIAssignID !414
    #dbg_assign(i1 undef, !63, !DIExpression(), !414, ptr %7, !DIExpression(), !94)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %8, ptr noundef nonnull align 4 dereferenceable(1028) %9, i64 1028, i1 false), !dbg !415, !tbaa.struct !413, !DIAssignID !416
    #dbg_assign(i1 undef, !64, !DIExpression(), !416, ptr %8, !DIExpression(), !94)
  %365 = add nuw nsw i32 %325, 1, !dbg !417
    #dbg_value(i32 %365, !71, !DIExpression(), !256)
  %366 = icmp eq i32 %365, 1000, !dbg !418
  br i1 %366, label %223, label %324, !dbg !257, !llvm.loop !419

367:                                              ; preds = %320
  %368 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !421
  %369 = sext i32 %321 to i64, !dbg !422
  %370 = shl nsw i64 %369, 2, !dbg !423
  %371 = call i32 @bcmp(ptr nonnull %368, ptr nonnull %244, i64 %370), !dbg !424
  %372 = icmp eq i32 %371, 0, !dbg !425
  %373 = zext i1 %372 to i32, !dbg !363
  br label %374

374:                                              ; preds = %367, %320
  %375 = phi i32 [ 0, %320 ], [ %373, %367 ], !dbg !94
    #dbg_value(i32 %375, !77, !DIExpression(), !94)
    #dbg_assign(i1 undef, !73, !DIExpression(), !426, ptr %7, !DIExpression(), !94)
    #dbg_assign(i1 undef, !74, !DIExpression(), !427, ptr %5, !DIExpression(), !94)
  call fastcc void @karatsuba(ptr noundef nonnull %10, ptr noundef nonnull %7, ptr noundef nonnull %5), !dbg !428
    #dbg_assign(i1 undef, !156, !DIExpression(), !89, ptr %1, !DIExpression(), !429)
    #dbg_value(ptr %11, !163, !DIExpression(), !429)
    #dbg_value(ptr %7, !164, !DIExpression(), !429)
    #dbg_value(ptr %5, !165, !DIExpression(), !429)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %1) #9, !dbg !431
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %1, i8 0, i64 1024, i1 false), !dbg !432, !DIAssignID !433
    #dbg_assign(i8 0, !156, !DIExpression(), !433, ptr %1, !DIExpression(), !429)
    #dbg_value(i32 0, !166, !DIExpression(), !434)
  %376 = load i32, ptr %7, align 4, !tbaa !200
  %377 = icmp sgt i32 %376, 0, !dbg !435
  %378 = load i32, ptr %5, align 4, !dbg !436, !tbaa !200
  br i1 %377, label %379, label %396, !dbg !437

379:                                              ; preds = %374
  %380 = icmp sgt i32 %378, 0
  %381 = getelementptr inbounds i8, ptr %7, i64 4
  %382 = getelementptr inbounds i8, ptr %5, i64 4
  %383 = sext i32 %378 to i64, !dbg !437
  %384 = zext nneg i32 %376 to i64, !dbg !435
  %385 = zext i32 %378 to i64
  %386 = and i64 %385, 1
  %387 = icmp eq i32 %378, 1
  %388 = and i64 %385, 2147483646
  %389 = icmp eq i64 %386, 0
  br label %390, !dbg !437

390:                                              ; preds = %434, %379
  %391 = phi i64 [ 0, %379 ], [ %439, %434 ]
    #dbg_value(i64 %391, !166, !DIExpression(), !434)
    #dbg_value(i32 0, !171, !DIExpression(), !438)
    #dbg_value(i64 0, !168, !DIExpression(), !439)
  br i1 %380, label %392, label %434, !dbg !440

392:                                              ; preds = %390
  %393 = getelementptr inbounds [256 x i32], ptr %381, i64 0, i64 %391
  %394 = load i32, ptr %393, align 4, !tbaa !116
  %395 = zext i32 %394 to i64
  br i1 %387, label %417, label %441, !dbg !440

396:                                              ; preds = %434, %374
  %397 = add nsw i32 %378, %376, !dbg !441
  store i32 %397, ptr %11, align 4, !dbg !442, !tbaa !200, !DIAssignID !443
    #dbg_assign(i32 %397, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !443, ptr %11, !DIExpression(), !94)
  %398 = sext i32 %397 to i64, !dbg !444
  %399 = shl nsw i64 %398, 2, !dbg !445
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %244, ptr nonnull align 16 %1, i64 %399, i1 false), !dbg !446
    #dbg_value(ptr %11, !206, !DIExpression(), !447)
  %400 = icmp sgt i32 %397, 0, !dbg !449
  br i1 %400, label %401, label %473, !dbg !450

401:                                              ; preds = %396
  %402 = zext nneg i32 %397 to i64, !dbg !451
  %403 = add nsw i64 %402, -1, !dbg !452
  %404 = getelementptr inbounds [256 x i32], ptr %244, i64 0, i64 %403, !dbg !453
  %405 = load i32, ptr %404, align 4, !dbg !453, !tbaa !116
  %406 = icmp eq i32 %405, 0, !dbg !454
  br i1 %406, label %412, label %473, !dbg !451

407:                                              ; preds = %412
  %408 = add nsw i64 %413, -1, !dbg !452
  %409 = getelementptr inbounds [256 x i32], ptr %244, i64 0, i64 %408, !dbg !453
  %410 = load i32, ptr %409, align 4, !dbg !453, !tbaa !116
  %411 = icmp eq i32 %410, 0, !dbg !454
  br i1 %411, label %412, label %473, !dbg !451, !llvm.loop !455

412:                                              ; preds = %401, %407
  %413 = phi i64 [ %408, %407 ], [ %403, %401 ]
  %414 = phi i64 [ %413, %407 ], [ %402, %401 ]
  %415 = trunc nuw nsw i64 %413 to i32, !dbg !456
  store i32 %415, ptr %11, align 4, !dbg !456, !tbaa !200, !DIAssignID !457
    #dbg_assign(i32 %415, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !457, ptr %11, !DIExpression(), !94)
  %416 = icmp ugt i64 %414, 1, !dbg !449
  br i1 %416, label %407, label %473, !dbg !450, !llvm.loop !455

417:                                              ; preds = %441, %392
  %418 = phi i64 [ poison, %392 ], [ %469, %441 ]
  %419 = phi i64 [ 0, %392 ], [ %470, %441 ]
  %420 = phi i64 [ 0, %392 ], [ %469, %441 ]
  br i1 %389, label %434, label %421, !dbg !440

421:                                              ; preds = %417
    #dbg_value(i64 %419, !171, !DIExpression(), !438)
    #dbg_value(i64 %420, !168, !DIExpression(), !439)
  %422 = getelementptr inbounds [256 x i32], ptr %382, i64 0, i64 %419, !dbg !458
  %423 = load i32, ptr %422, align 4, !dbg !458, !tbaa !116
  %424 = zext i32 %423 to i64, !dbg !458
  %425 = mul nuw i64 %424, %395, !dbg !459
  %426 = add nuw nsw i64 %419, %391, !dbg !460
  %427 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %426, !dbg !461
  %428 = load i32, ptr %427, align 4, !dbg !461, !tbaa !116
  %429 = zext i32 %428 to i64, !dbg !461
  %430 = add nuw nsw i64 %420, %429, !dbg !462
  %431 = add nuw i64 %430, %425, !dbg !463
    #dbg_value(i64 %431, !168, !DIExpression(), !439)
  %432 = trunc i64 %431 to i32, !dbg !464
  store i32 %432, ptr %427, align 4, !dbg !465, !tbaa !116
  %433 = lshr i64 %431, 32, !dbg !466
    #dbg_value(i64 %433, !168, !DIExpression(), !439)
    #dbg_value(i64 %419, !171, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !438)
  br label %434, !dbg !467

434:                                              ; preds = %421, %417, %390
  %435 = phi i64 [ 0, %390 ], [ %418, %417 ], [ %433, %421 ], !dbg !468
  %436 = trunc nuw i64 %435 to i32, !dbg !467
  %437 = add nsw i64 %391, %383, !dbg !469
  %438 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %437, !dbg !470
  store i32 %436, ptr %438, align 4, !dbg !471, !tbaa !116
  %439 = add nuw nsw i64 %391, 1, !dbg !472
    #dbg_value(i64 %439, !166, !DIExpression(), !434)
  %440 = icmp eq i64 %439, %384, !dbg !435
  br i1 %440, label %396, label %390, !dbg !437, !llvm.loop !473

441:                                              ; preds = %392, %441
  %442 = phi i64 [ %470, %441 ], [ 0, %392 ]
  %443 = phi i64 [ %469, %441 ], [ 0, %392 ]
  %444 = phi i64 [ %471, %441 ], [ 0, %392 ]
    #dbg_value(i64 %442, !171, !DIExpression(), !438)
    #dbg_value(i64 %443, !168, !DIExpression(), !439)
  %445 = getelementptr inbounds [256 x i32], ptr %382, i64 0, i64 %442, !dbg !458
  %446 = load i32, ptr %445, align 4, !dbg !458, !tbaa !116
  %447 = zext i32 %446 to i64, !dbg !458
  %448 = mul nuw i64 %447, %395, !dbg !459
  %449 = add nuw nsw i64 %442, %391, !dbg !460
  %450 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %449, !dbg !461
  %451 = load i32, ptr %450, align 4, !dbg !461, !tbaa !116
  %452 = zext i32 %451 to i64, !dbg !461
  %453 = add nuw nsw i64 %443, %452, !dbg !462
  %454 = add nuw i64 %453, %448, !dbg !463
    #dbg_value(i64 %454, !168, !DIExpression(), !439)
  %455 = trunc i64 %454 to i32, !dbg !464
  store i32 %455, ptr %450, align 4, !dbg !465, !tbaa !116
  %456 = lshr i64 %454, 32, !dbg !466
    #dbg_value(i64 %456, !168, !DIExpression(), !439)
  %457 = or disjoint i64 %442, 1, !dbg !475
    #dbg_value(i64 %457, !171, !DIExpression(), !438)
  %458 = getelementptr inbounds [256 x i32], ptr %382, i64 0, i64 %457, !dbg !458
  %459 = load i32, ptr %458, align 4, !dbg !458, !tbaa !116
  %460 = zext i32 %459 to i64, !dbg !458
  %461 = mul nuw i64 %460, %395, !dbg !459
  %462 = add nuw nsw i64 %457, %391, !dbg !460
  %463 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %462, !dbg !461
  %464 = load i32, ptr %463, align 4, !dbg !461, !tbaa !116
  %465 = zext i32 %464 to i64, !dbg !461
  %466 = add nuw nsw i64 %456, %465, !dbg !462
  %467 = add nuw i64 %466, %461, !dbg !463
    #dbg_value(i64 %467, !168, !DIExpression(), !439)
  %468 = trunc i64 %467 to i32, !dbg !464
  store i32 %468, ptr %463, align 4, !dbg !465, !tbaa !116
  %469 = lshr i64 %467, 32, !dbg !466
    #dbg_value(i64 %469, !168, !DIExpression(), !439)
  %470 = add nuw nsw i64 %442, 2, !dbg !475
    #dbg_value(i64 %470, !171, !DIExpression(), !438)
  %471 = add i64 %444, 2, !dbg !440
  %472 = icmp eq i64 %471, %388, !dbg !440
  br i1 %472, label %417, label %441, !dbg !440, !llvm.loop !476

473:                                              ; preds = %412, %407, %401, %396
  %474 = phi i32 [ %397, %396 ], [ %397, %401 ], [ %415, %407 ], [ %415, %412 ], !dbg !478
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %1) #9, !dbg !479
  %475 = load i32, ptr %10, align 4, !dbg !480, !tbaa !200
  %476 = icmp eq i32 %475, %474, !dbg !481
  br i1 %476, label %477, label %484, !dbg !482

477:                                              ; preds = %473
  %478 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !483
  %479 = sext i32 %474 to i64, !dbg !484
  %480 = shl nsw i64 %479, 2, !dbg !485
  %481 = call i32 @bcmp(ptr nonnull %478, ptr nonnull %244, i64 %480), !dbg !486
  %482 = icmp eq i32 %481, 0, !dbg !487
  %483 = zext i1 %482 to i32, !dbg !482
  br label %484

484:                                              ; preds = %477, %473
  %485 = phi i32 [ 0, %473 ], [ %483, %477 ], !dbg !94
  %486 = and i32 %485, %375, !dbg !488
    #dbg_value(i32 %486, !77, !DIExpression(), !94)
  %487 = call fastcc i32 @to_dec(ptr noundef nonnull %10), !dbg !489
    #dbg_value(ptr @main.buf, !126, !DIExpression(), !490)
    #dbg_value(i32 0, !133, !DIExpression(), !490)
  %488 = load i8, ptr @main.buf, align 16, !dbg !492, !tbaa !137
  %489 = icmp eq i8 %488, 0, !dbg !493
  br i1 %489, label %500, label %490, !dbg !493

490:                                              ; preds = %484, %490
  %491 = phi i8 [ %498, %490 ], [ %488, %484 ]
  %492 = phi i32 [ %497, %490 ], [ 0, %484 ]
  %493 = phi ptr [ %494, %490 ], [ @main.buf, %484 ]
    #dbg_value(i32 %492, !133, !DIExpression(), !490)
    #dbg_value(ptr %493, !126, !DIExpression(), !490)
  %494 = getelementptr inbounds i8, ptr %493, i64 1, !dbg !494
    #dbg_value(ptr %494, !126, !DIExpression(), !490)
  %495 = sext i8 %491 to i32, !dbg !495
  %496 = add i32 %492, -48, !dbg !496
  %497 = add i32 %496, %495, !dbg !497
    #dbg_value(i32 %497, !133, !DIExpression(), !490)
  %498 = load i8, ptr %494, align 1, !dbg !492, !tbaa !137
  %499 = icmp eq i8 %498, 0, !dbg !493
  br i1 %499, label %500, label %490, !dbg !493, !llvm.loop !498

500:                                              ; preds = %490, %484
  %501 = phi i32 [ 0, %484 ], [ %497, %490 ], !dbg !500
  %502 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %486, i32 noundef %501), !dbg !501
  %503 = icmp eq i32 %486, 0, !dbg !502
  br i1 %503, label %519, label %504, !dbg !502

504:                                              ; preds = %500
    #dbg_value(ptr @main.buf, !126, !DIExpression(), !503)
    #dbg_value(i32 0, !133, !DIExpression(), !503)
  %505 = load i8, ptr @main.buf, align 16, !dbg !505, !tbaa !137
  %506 = icmp eq i8 %505, 0, !dbg !506
  br i1 %506, label %519, label %507, !dbg !506

507:                                              ; preds = %504, %507
  %508 = phi i8 [ %515, %507 ], [ %505, %504 ]
  %509 = phi i32 [ %514, %507 ], [ 0, %504 ]
  %510 = phi ptr [ %511, %507 ], [ @main.buf, %504 ]
    #dbg_value(i32 %509, !133, !DIExpression(), !503)
    #dbg_value(ptr %510, !126, !DIExpression(), !503)
  %511 = getelementptr inbounds i8, ptr %510, i64 1, !dbg !507
    #dbg_value(ptr %511, !126, !DIExpression(), !503)
  %512 = zext i8 %508 to i32, !dbg !508
  %513 = add i32 %509, -48, !dbg !509
  %514 = add i32 %513, %512, !dbg !510
    #dbg_value(i32 %514, !133, !DIExpression(), !503)
  %515 = load i8, ptr %511, align 1, !dbg !505, !tbaa !137
  %516 = icmp eq i8 %515, 0, !dbg !506
  br i1 %516, label %517, label %507, !dbg !506, !llvm.loop !511

517:                                              ; preds = %507
  %518 = and i32 %514, 127, !dbg !513
  br label %519, !dbg !513

519:                                              ; preds = %504, %517, %500
  %520 = phi i32 [ 100, %500 ], [ 0, %504 ], [ %518, %517 ], !dbg !502
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %11) #9, !dbg !514
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %10) #9, !dbg !514
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %9) #9, !dbg !514
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %8) #9, !dbg !514
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %6) #9, !dbg !514
  ret i32 %520, !dbg !515
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc i32 @to_dec(ptr nocapture noundef readonly %0) unnamed_addr #2 !dbg !516 {
  %2 = alloca %struct.big, align 4, !DIAssignID !537
    #dbg_assign(i1 undef, !523, !DIExpression(), !537, ptr %2, !DIExpression(), !538)
  %3 = alloca [2600 x i8], align 16, !DIAssignID !539
    #dbg_assign(i1 undef, !524, !DIExpression(), !539, ptr %3, !DIExpression(), !538)
    #dbg_value(ptr %0, !521, !DIExpression(), !538)
    #dbg_value(ptr @main.buf, !522, !DIExpression(), !538)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %2) #9, !dbg !540
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %2, ptr noundef nonnull align 4 dereferenceable(1028) %0, i64 1028, i1 false), !dbg !541, !tbaa.struct !413, !DIAssignID !542
    #dbg_assign(i1 undef, !523, !DIExpression(), !542, ptr %2, !DIExpression(), !538)
  call void @llvm.lifetime.start.p0(i64 2600, ptr nonnull %3) #9, !dbg !543
    #dbg_value(i32 0, !525, !DIExpression(), !538)
  %4 = load i32, ptr %2, align 4, !dbg !544, !tbaa !200
  %5 = icmp eq i32 %4, 0, !dbg !546
  br i1 %5, label %8, label %6, !dbg !547

6:                                                ; preds = %1
  %7 = getelementptr inbounds i8, ptr %2, i64 4
    #dbg_value(i32 0, !525, !DIExpression(), !538)
  br label %11, !dbg !548

8:                                                ; preds = %1
  store i16 48, ptr @main.buf, align 16, !dbg !549
  br label %159, !dbg !551

9:                                                ; preds = %35
  %10 = zext i32 %12 to i64, !dbg !552
  br label %87, !dbg !552

11:                                               ; preds = %6, %35
  %12 = phi i32 [ 9, %6 ], [ %73, %35 ]
  %13 = phi i64 [ 0, %6 ], [ %70, %35 ]
  %14 = phi i32 [ %4, %6 ], [ %37, %35 ]
    #dbg_value(i32 poison, !525, !DIExpression(), !538)
    #dbg_value(i32 %14, !528, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !553)
    #dbg_value(i64 0, !526, !DIExpression(), !554)
  %15 = icmp sgt i32 %14, 0, !dbg !555
  br i1 %15, label %16, label %35, !dbg !556

16:                                               ; preds = %11
  %17 = zext nneg i32 %14 to i64, !dbg !556
  br label %74, !dbg !556

18:                                               ; preds = %74
    #dbg_value(ptr %2, !206, !DIExpression(), !557)
  br i1 %15, label %19, label %35, !dbg !559

19:                                               ; preds = %18
  %20 = zext nneg i32 %14 to i64, !dbg !560
  %21 = add nsw i64 %20, -1, !dbg !561
  %22 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %21, !dbg !562
  %23 = load i32, ptr %22, align 4, !dbg !562, !tbaa !116
  %24 = icmp eq i32 %23, 0, !dbg !563
  br i1 %24, label %30, label %35, !dbg !560

25:                                               ; preds = %30
  %26 = add nsw i64 %31, -1, !dbg !561
  %27 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %26, !dbg !562
  %28 = load i32, ptr %27, align 4, !dbg !562, !tbaa !116
  %29 = icmp eq i32 %28, 0, !dbg !563
  br i1 %29, label %30, label %35, !dbg !560, !llvm.loop !564

30:                                               ; preds = %19, %25
  %31 = phi i64 [ %26, %25 ], [ %21, %19 ]
  %32 = phi i64 [ %31, %25 ], [ %20, %19 ]
  %33 = trunc nuw nsw i64 %31 to i32, !dbg !565
  store i32 %33, ptr %2, align 4, !dbg !565, !tbaa !200, !DIAssignID !566
    #dbg_assign(i32 %33, !523, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !566, ptr %2, !DIExpression(), !538)
  %34 = icmp ugt i64 %32, 1, !dbg !567
  br i1 %34, label %25, label %35, !dbg !559, !llvm.loop !564

35:                                               ; preds = %30, %25, %19, %11, %18
  %36 = phi i64 [ %85, %18 ], [ 0, %11 ], [ %85, %19 ], [ %85, %25 ], [ %85, %30 ]
  %37 = phi i32 [ %14, %18 ], [ %14, %11 ], [ %14, %19 ], [ 0, %30 ], [ %33, %25 ]
    #dbg_value(i32 0, !533, !DIExpression(), !568)
    #dbg_value(i64 %36, !526, !DIExpression(), !554)
    #dbg_value(i32 poison, !525, !DIExpression(), !538)
  %38 = shl i64 %13, 32, !dbg !569
  %39 = ashr exact i64 %38, 32, !dbg !569
    #dbg_value(i32 poison, !533, !DIExpression(), !568)
    #dbg_value(i64 %39, !525, !DIExpression(), !538)
    #dbg_value(i64 %39, !525, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !538)
  %40 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %39, !dbg !570
  %41 = udiv i64 %36, 10, !dbg !573
    #dbg_value(i64 %41, !526, !DIExpression(), !554)
    #dbg_value(i64 %39, !525, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !538)
  %42 = udiv i64 %36, 100, !dbg !573
    #dbg_value(i64 %42, !526, !DIExpression(), !554)
    #dbg_value(i64 %39, !525, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !538)
  %43 = udiv i64 %36, 1000, !dbg !573
    #dbg_value(i64 %43, !526, !DIExpression(), !554)
    #dbg_value(i64 %39, !525, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !538)
  %44 = udiv i64 %36, 10000, !dbg !573
    #dbg_value(i64 %44, !526, !DIExpression(), !554)
    #dbg_value(i64 %39, !525, !DIExpression(DW_OP_plus_uconst, 5, DW_OP_stack_value), !538)
  %45 = udiv i64 %36, 100000, !dbg !573
    #dbg_value(i64 %45, !526, !DIExpression(), !554)
    #dbg_value(i64 %39, !525, !DIExpression(DW_OP_plus_uconst, 6, DW_OP_stack_value), !538)
  %46 = udiv i64 %36, 1000000, !dbg !573
    #dbg_value(i64 %46, !526, !DIExpression(), !554)
    #dbg_value(i64 %39, !525, !DIExpression(DW_OP_plus_uconst, 7, DW_OP_stack_value), !538)
  %47 = udiv i64 %36, 10000000, !dbg !573
    #dbg_value(i64 %47, !526, !DIExpression(), !554)
  %48 = add nsw i64 %39, 8, !dbg !574
    #dbg_value(i64 %48, !525, !DIExpression(), !538)
  %49 = insertelement <4 x i64> poison, i64 %36, i64 0, !dbg !575
  %50 = insertelement <4 x i64> %49, i64 %41, i64 1, !dbg !575
  %51 = insertelement <4 x i64> %50, i64 %42, i64 2, !dbg !575
  %52 = insertelement <4 x i64> %51, i64 %43, i64 3, !dbg !575
  %53 = trunc nuw nsw <4 x i64> %52 to <4 x i32>, !dbg !575
  %54 = shufflevector <4 x i32> %53, <4 x i32> poison, <8 x i32> <i32 0, i32 1, i32 2, i32 3, i32 poison, i32 poison, i32 poison, i32 poison>, !dbg !575
  %55 = trunc nuw nsw i64 %44 to i32, !dbg !575
  %56 = insertelement <8 x i32> %54, i32 %55, i64 4, !dbg !575
  %57 = trunc nuw nsw i64 %45 to i32, !dbg !575
  %58 = insertelement <8 x i32> %56, i32 %57, i64 5, !dbg !575
  %59 = trunc nuw nsw i64 %46 to i32, !dbg !575
  %60 = insertelement <8 x i32> %58, i32 %59, i64 6, !dbg !575
  %61 = trunc nuw nsw i64 %47 to i32, !dbg !575
  %62 = insertelement <8 x i32> %60, i32 %61, i64 7, !dbg !575
  %63 = urem <8 x i32> %62, <i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10, i32 10>, !dbg !575
  %64 = trunc nuw nsw <8 x i32> %63 to <8 x i8>, !dbg !576
  %65 = or disjoint <8 x i8> %64, <i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48, i8 48>, !dbg !576
  store <8 x i8> %65, ptr %40, align 1, !dbg !577, !tbaa !137
  %66 = udiv i64 %36, 100000000, !dbg !573
    #dbg_value(i64 %66, !526, !DIExpression(), !554)
  %67 = urem i64 %66, 10, !dbg !575
  %68 = trunc nuw nsw i64 %67 to i8, !dbg !576
  %69 = or disjoint i8 %68, 48, !dbg !576
  %70 = add nsw i64 %39, 9, !dbg !574
    #dbg_value(i64 %70, !525, !DIExpression(), !538)
  %71 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %48, !dbg !570
  store i8 %69, ptr %71, align 1, !dbg !577, !tbaa !137
    #dbg_value(i64 poison, !526, !DIExpression(), !554)
    #dbg_value(i32 poison, !533, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !568)
    #dbg_value(i64 %70, !525, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !538)
  %72 = icmp eq i32 %37, 0, !dbg !548
  %73 = add i32 %12, 9, !dbg !548
  br i1 %72, label %9, label %11, !dbg !548

74:                                               ; preds = %16, %74
  %75 = phi i64 [ %17, %16 ], [ %77, %74 ]
  %76 = phi i64 [ 0, %16 ], [ %85, %74 ]
    #dbg_value(i64 %75, !528, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !553)
    #dbg_value(i64 %76, !526, !DIExpression(), !554)
  %77 = add nsw i64 %75, -1, !dbg !578
    #dbg_value(i64 %77, !528, !DIExpression(), !553)
  %78 = shl nuw nsw i64 %76, 32, !dbg !579
  %79 = getelementptr inbounds [256 x i32], ptr %7, i64 0, i64 %77, !dbg !580
  %80 = load i32, ptr %79, align 4, !dbg !580, !tbaa !116
  %81 = zext i32 %80 to i64, !dbg !580
  %82 = or disjoint i64 %78, %81, !dbg !581
    #dbg_value(i64 %82, !530, !DIExpression(), !582)
  %83 = udiv i64 %82, 1000000000, !dbg !583
  %84 = trunc i64 %83 to i32, !dbg !584
  store i32 %84, ptr %79, align 4, !dbg !585, !tbaa !116
  %85 = urem i64 %82, 1000000000, !dbg !586
    #dbg_value(i64 %77, !528, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !553)
    #dbg_value(i64 %85, !526, !DIExpression(), !554)
  %86 = icmp ugt i64 %75, 1, !dbg !555
  br i1 %86, label %74, label %18, !dbg !556, !llvm.loop !587

87:                                               ; preds = %9, %91
  %88 = phi i64 [ %10, %9 ], [ %92, %91 ], !dbg !538
    #dbg_value(i64 %88, !525, !DIExpression(), !538)
  %89 = trunc nuw i64 %88 to i32, !dbg !589
  %90 = icmp sgt i32 %89, 1, !dbg !589
  br i1 %90, label %91, label %96, !dbg !590

91:                                               ; preds = %87
  %92 = add nsw i64 %88, -1, !dbg !591
  %93 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %92, !dbg !592
  %94 = load i8, ptr %93, align 1, !dbg !592, !tbaa !137
  %95 = icmp eq i8 %94, 48, !dbg !593
  br i1 %95, label %87, label %101, !dbg !552, !llvm.loop !594

96:                                               ; preds = %87
    #dbg_value(i32 0, !535, !DIExpression(), !596)
  %97 = icmp eq i64 %88, 1, !dbg !597
  br i1 %97, label %101, label %98, !dbg !599

98:                                               ; preds = %96
  %99 = shl i64 %88, 32, !dbg !600
  %100 = ashr exact i64 %99, 32, !dbg !600
  br label %147, !dbg !599

101:                                              ; preds = %91, %96
  %102 = and i64 %88, 2147483647, !dbg !599
  %103 = tail call i64 @llvm.umax.i64(i64 %102, i64 1), !dbg !599
  %104 = icmp ult i64 %102, 8, !dbg !599
  br i1 %104, label %129, label %105, !dbg !599

105:                                              ; preds = %101
  %106 = icmp ult i64 %102, 32, !dbg !599
  br i1 %106, label %131, label %107, !dbg !599

107:                                              ; preds = %105
  %108 = and i64 %103, 2147483616, !dbg !599
  br label %109, !dbg !599

109:                                              ; preds = %109, %107
  %110 = phi i64 [ 0, %107 ], [ %122, %109 ], !dbg !601
  %111 = xor i64 %110, -1, !dbg !602
  %112 = add nsw i64 %102, %111, !dbg !602
  %113 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %112, !dbg !603
  %114 = getelementptr inbounds i8, ptr %113, i64 -15, !dbg !603
  %115 = getelementptr inbounds i8, ptr %113, i64 -31, !dbg !603
  %116 = load <16 x i8>, ptr %114, align 1, !dbg !603, !tbaa !137
  %117 = shufflevector <16 x i8> %116, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !603
  %118 = load <16 x i8>, ptr %115, align 1, !dbg !603, !tbaa !137
  %119 = shufflevector <16 x i8> %118, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !603
  %120 = getelementptr inbounds i8, ptr @main.buf, i64 %110, !dbg !604
  %121 = getelementptr inbounds i8, ptr %120, i64 16, !dbg !605
  store <16 x i8> %117, ptr %120, align 16, !dbg !605, !tbaa !137
  store <16 x i8> %119, ptr %121, align 16, !dbg !605, !tbaa !137
  %122 = add nuw i64 %110, 32, !dbg !601
  %123 = icmp eq i64 %122, %108, !dbg !601
  br i1 %123, label %124, label %109, !dbg !601, !llvm.loop !606

124:                                              ; preds = %109
  %125 = icmp eq i64 %102, %108, !dbg !599
  br i1 %125, label %147, label %126, !dbg !599

126:                                              ; preds = %124
  %127 = and i64 %103, 24, !dbg !599
  %128 = icmp eq i64 %127, 0, !dbg !599
  br i1 %128, label %129, label %131, !dbg !599

129:                                              ; preds = %145, %101, %126
  %130 = phi i64 [ 0, %101 ], [ %108, %126 ], [ %133, %145 ]
  br label %150, !dbg !599

131:                                              ; preds = %105, %126
  %132 = phi i64 [ %108, %126 ], [ 0, %105 ]
  %133 = and i64 %103, 2147483640, !dbg !599
  %134 = getelementptr i8, ptr %3, i64 -7, !dbg !599
  br label %135, !dbg !599

135:                                              ; preds = %135, %131
  %136 = phi i64 [ %132, %131 ], [ %143, %135 ], !dbg !601
  %137 = xor i64 %136, -1, !dbg !602
  %138 = add nsw i64 %102, %137, !dbg !602
  %139 = getelementptr [2600 x i8], ptr %134, i64 0, i64 %138, !dbg !603
  %140 = load <8 x i8>, ptr %139, align 1, !dbg !603, !tbaa !137
  %141 = shufflevector <8 x i8> %140, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !603
  %142 = getelementptr inbounds i8, ptr @main.buf, i64 %136, !dbg !604
  store <8 x i8> %141, ptr %142, align 8, !dbg !605, !tbaa !137
  %143 = add nuw i64 %136, 8, !dbg !601
  %144 = icmp eq i64 %143, %133, !dbg !601
  br i1 %144, label %145, label %135, !dbg !601, !llvm.loop !610

145:                                              ; preds = %135
  %146 = icmp eq i64 %102, %133, !dbg !599
  br i1 %146, label %147, label %129, !dbg !599

147:                                              ; preds = %150, %124, %145, %98
  %148 = phi i64 [ %100, %98 ], [ %102, %145 ], [ %102, %124 ], [ %102, %150 ], !dbg !600
  %149 = getelementptr inbounds i8, ptr @main.buf, i64 %148, !dbg !600
  store i8 0, ptr %149, align 1, !dbg !611, !tbaa !137
  br label %159, !dbg !612

150:                                              ; preds = %129, %150
  %151 = phi i64 [ %157, %150 ], [ %130, %129 ]
    #dbg_value(i64 %151, !535, !DIExpression(), !596)
  %152 = xor i64 %151, -1, !dbg !602
  %153 = add nsw i64 %102, %152, !dbg !602
  %154 = getelementptr inbounds [2600 x i8], ptr %3, i64 0, i64 %153, !dbg !603
  %155 = load i8, ptr %154, align 1, !dbg !603, !tbaa !137
  %156 = getelementptr inbounds i8, ptr @main.buf, i64 %151, !dbg !604
  store i8 %155, ptr %156, align 1, !dbg !605, !tbaa !137
  %157 = add nuw nsw i64 %151, 1, !dbg !601
    #dbg_value(i64 %157, !535, !DIExpression(), !596)
  %158 = icmp ult i64 %157, %102, !dbg !597
  br i1 %158, label %150, label %147, !dbg !599, !llvm.loop !613

159:                                              ; preds = %147, %8
  %160 = phi i32 [ 1, %8 ], [ %89, %147 ], !dbg !538
  call void @llvm.lifetime.end.p0(i64 2600, ptr nonnull %3) #9, !dbg !614
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %2) #9, !dbg !614
  ret i32 %160, !dbg !614
}

; Function Attrs: nofree nounwind
declare !dbg !615 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @karatsuba(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, ptr nocapture noundef readonly %2) unnamed_addr #5 !dbg !620 {
  %4 = alloca [256 x i32], align 16, !DIAssignID !635
  %5 = alloca %struct.big, align 4, !DIAssignID !636
    #dbg_assign(i1 undef, !626, !DIExpression(), !636, ptr %5, !DIExpression(), !637)
  %6 = alloca %struct.big, align 4, !DIAssignID !638
    #dbg_assign(i1 undef, !627, !DIExpression(), !638, ptr %6, !DIExpression(), !637)
  %7 = alloca %struct.big, align 4, !DIAssignID !639
    #dbg_assign(i1 undef, !628, !DIExpression(), !639, ptr %7, !DIExpression(), !637)
  %8 = alloca %struct.big, align 4, !DIAssignID !640
    #dbg_assign(i1 undef, !629, !DIExpression(), !640, ptr %8, !DIExpression(), !637)
  %9 = alloca %struct.big, align 4, !DIAssignID !641
    #dbg_assign(i1 undef, !630, !DIExpression(), !641, ptr %9, !DIExpression(), !637)
  %10 = alloca %struct.big, align 4, !DIAssignID !642
    #dbg_assign(i1 undef, !631, !DIExpression(), !642, ptr %10, !DIExpression(), !637)
  %11 = alloca %struct.big, align 4, !DIAssignID !643
    #dbg_assign(i1 undef, !632, !DIExpression(), !643, ptr %11, !DIExpression(), !637)
  %12 = alloca %struct.big, align 4, !DIAssignID !644
    #dbg_assign(i1 undef, !633, !DIExpression(), !644, ptr %12, !DIExpression(), !637)
  %13 = alloca %struct.big, align 4, !DIAssignID !645
    #dbg_assign(i1 undef, !634, !DIExpression(), !645, ptr %13, !DIExpression(), !637)
    #dbg_value(ptr %0, !622, !DIExpression(), !637)
    #dbg_value(ptr %1, !623, !DIExpression(), !637)
    #dbg_value(ptr %2, !624, !DIExpression(), !637)
  %14 = load i32, ptr %1, align 4, !dbg !646, !tbaa !200
  %15 = icmp slt i32 %14, 8, !dbg !648
  br i1 %15, label %20, label %16, !dbg !649

16:                                               ; preds = %3
  %17 = load i32, ptr %2, align 4, !dbg !650, !tbaa !200
  %18 = icmp slt i32 %17, 8, !dbg !651
  br i1 %18, label %19, label %116, !dbg !652

19:                                               ; preds = %16
    #dbg_assign(i1 undef, !156, !DIExpression(), !635, ptr %4, !DIExpression(), !653)
    #dbg_value(ptr %0, !163, !DIExpression(), !653)
    #dbg_value(ptr %1, !164, !DIExpression(), !653)
    #dbg_value(ptr %2, !165, !DIExpression(), !653)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9, !dbg !656
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %4, i8 0, i64 1024, i1 false), !dbg !657, !DIAssignID !658
    #dbg_assign(i8 0, !156, !DIExpression(), !658, ptr %4, !DIExpression(), !653)
    #dbg_value(i32 0, !166, !DIExpression(), !659)
    #dbg_value(i32 0, !166, !DIExpression(), !659)
  br label %23, !dbg !660

20:                                               ; preds = %3
    #dbg_assign(i1 undef, !156, !DIExpression(), !635, ptr %4, !DIExpression(), !653)
    #dbg_value(ptr %0, !163, !DIExpression(), !653)
    #dbg_value(ptr %1, !164, !DIExpression(), !653)
    #dbg_value(ptr %2, !165, !DIExpression(), !653)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %4) #9, !dbg !656
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(1024) %4, i8 0, i64 1024, i1 false), !dbg !657, !DIAssignID !658
    #dbg_assign(i8 0, !156, !DIExpression(), !658, ptr %4, !DIExpression(), !653)
    #dbg_value(i32 0, !166, !DIExpression(), !659)
  %21 = icmp sgt i32 %14, 0, !dbg !661
  %22 = load i32, ptr %2, align 4, !dbg !662, !tbaa !200
  br i1 %21, label %23, label %41, !dbg !660

23:                                               ; preds = %19, %20
  %24 = phi i32 [ %17, %19 ], [ %22, %20 ]
  %25 = icmp sgt i32 %24, 0
  %26 = getelementptr inbounds i8, ptr %1, i64 4
  %27 = getelementptr inbounds i8, ptr %2, i64 4
  %28 = sext i32 %24 to i64, !dbg !660
  %29 = zext nneg i32 %14 to i64, !dbg !661
  %30 = zext i32 %24 to i64
  %31 = and i64 %30, 1
  %32 = icmp eq i32 %24, 1
  %33 = and i64 %30, 2147483646
  %34 = icmp eq i64 %31, 0
  br label %35, !dbg !660

35:                                               ; preds = %76, %23
  %36 = phi i64 [ 0, %23 ], [ %81, %76 ]
    #dbg_value(i64 %36, !166, !DIExpression(), !659)
    #dbg_value(i32 0, !171, !DIExpression(), !663)
    #dbg_value(i64 0, !168, !DIExpression(), !664)
  br i1 %25, label %37, label %76, !dbg !665

37:                                               ; preds = %35
  %38 = getelementptr inbounds [256 x i32], ptr %26, i64 0, i64 %36
  %39 = load i32, ptr %38, align 4, !tbaa !116
  %40 = zext i32 %39 to i64
  br i1 %32, label %59, label %83, !dbg !665

41:                                               ; preds = %76, %20
  %42 = phi i32 [ %22, %20 ], [ %24, %76 ]
  %43 = add nsw i32 %42, %14, !dbg !666
  store i32 %43, ptr %0, align 4, !dbg !667, !tbaa !200
  %44 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !668
  %45 = sext i32 %43 to i64, !dbg !669
  %46 = shl nsw i64 %45, 2, !dbg !670
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %44, ptr nonnull align 16 %4, i64 %46, i1 false), !dbg !671
    #dbg_value(ptr %0, !206, !DIExpression(), !672)
  %47 = icmp sgt i32 %43, 0, !dbg !674
  br i1 %47, label %48, label %115, !dbg !675

48:                                               ; preds = %41
  %49 = zext nneg i32 %43 to i64, !dbg !676
  br label %50, !dbg !676

50:                                               ; preds = %56, %48
  %51 = phi i64 [ %49, %48 ], [ %52, %56 ]
  %52 = add nsw i64 %51, -1, !dbg !677
  %53 = getelementptr inbounds [256 x i32], ptr %44, i64 0, i64 %52, !dbg !678
  %54 = load i32, ptr %53, align 4, !dbg !678, !tbaa !116
  %55 = icmp eq i32 %54, 0, !dbg !679
  br i1 %55, label %56, label %115, !dbg !676

56:                                               ; preds = %50
  %57 = trunc nuw nsw i64 %52 to i32, !dbg !680
  store i32 %57, ptr %0, align 4, !dbg !680, !tbaa !200
  %58 = icmp ugt i64 %51, 1, !dbg !674
  br i1 %58, label %50, label %115, !dbg !675, !llvm.loop !681

59:                                               ; preds = %83, %37
  %60 = phi i64 [ poison, %37 ], [ %111, %83 ]
  %61 = phi i64 [ 0, %37 ], [ %112, %83 ]
  %62 = phi i64 [ 0, %37 ], [ %111, %83 ]
  br i1 %34, label %76, label %63, !dbg !665

63:                                               ; preds = %59
    #dbg_value(i64 %61, !171, !DIExpression(), !663)
    #dbg_value(i64 %62, !168, !DIExpression(), !664)
  %64 = getelementptr inbounds [256 x i32], ptr %27, i64 0, i64 %61, !dbg !682
  %65 = load i32, ptr %64, align 4, !dbg !682, !tbaa !116
  %66 = zext i32 %65 to i64, !dbg !682
  %67 = mul nuw i64 %66, %40, !dbg !683
  %68 = add nuw nsw i64 %61, %36, !dbg !684
  %69 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %68, !dbg !685
  %70 = load i32, ptr %69, align 4, !dbg !685, !tbaa !116
  %71 = zext i32 %70 to i64, !dbg !685
  %72 = add nuw nsw i64 %62, %71, !dbg !686
  %73 = add nuw i64 %72, %67, !dbg !687
    #dbg_value(i64 %73, !168, !DIExpression(), !664)
  %74 = trunc i64 %73 to i32, !dbg !688
  store i32 %74, ptr %69, align 4, !dbg !689, !tbaa !116
  %75 = lshr i64 %73, 32, !dbg !690
    #dbg_value(i64 %75, !168, !DIExpression(), !664)
    #dbg_value(i64 %61, !171, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !663)
  br label %76, !dbg !691

76:                                               ; preds = %63, %59, %35
  %77 = phi i64 [ 0, %35 ], [ %60, %59 ], [ %75, %63 ], !dbg !692
  %78 = trunc nuw i64 %77 to i32, !dbg !691
  %79 = add nsw i64 %36, %28, !dbg !693
  %80 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %79, !dbg !694
  store i32 %78, ptr %80, align 4, !dbg !695, !tbaa !116
  %81 = add nuw nsw i64 %36, 1, !dbg !696
    #dbg_value(i64 %81, !166, !DIExpression(), !659)
  %82 = icmp eq i64 %81, %29, !dbg !661
  br i1 %82, label %41, label %35, !dbg !660, !llvm.loop !697

83:                                               ; preds = %37, %83
  %84 = phi i64 [ %112, %83 ], [ 0, %37 ]
  %85 = phi i64 [ %111, %83 ], [ 0, %37 ]
  %86 = phi i64 [ %113, %83 ], [ 0, %37 ]
    #dbg_value(i64 %84, !171, !DIExpression(), !663)
    #dbg_value(i64 %85, !168, !DIExpression(), !664)
  %87 = getelementptr inbounds [256 x i32], ptr %27, i64 0, i64 %84, !dbg !682
  %88 = load i32, ptr %87, align 4, !dbg !682, !tbaa !116
  %89 = zext i32 %88 to i64, !dbg !682
  %90 = mul nuw i64 %89, %40, !dbg !683
  %91 = add nuw nsw i64 %84, %36, !dbg !684
  %92 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %91, !dbg !685
  %93 = load i32, ptr %92, align 4, !dbg !685, !tbaa !116
  %94 = zext i32 %93 to i64, !dbg !685
  %95 = add nuw nsw i64 %85, %94, !dbg !686
  %96 = add nuw i64 %95, %90, !dbg !687
    #dbg_value(i64 %96, !168, !DIExpression(), !664)
  %97 = trunc i64 %96 to i32, !dbg !688
  store i32 %97, ptr %92, align 4, !dbg !689, !tbaa !116
  %98 = lshr i64 %96, 32, !dbg !690
    #dbg_value(i64 %98, !168, !DIExpression(), !664)
  %99 = or disjoint i64 %84, 1, !dbg !699
    #dbg_value(i64 %99, !171, !DIExpression(), !663)
  %100 = getelementptr inbounds [256 x i32], ptr %27, i64 0, i64 %99, !dbg !682
  %101 = load i32, ptr %100, align 4, !dbg !682, !tbaa !116
  %102 = zext i32 %101 to i64, !dbg !682
  %103 = mul nuw i64 %102, %40, !dbg !683
  %104 = add nuw nsw i64 %99, %36, !dbg !684
  %105 = getelementptr inbounds [256 x i32], ptr %4, i64 0, i64 %104, !dbg !685
  %106 = load i32, ptr %105, align 4, !dbg !685, !tbaa !116
  %107 = zext i32 %106 to i64, !dbg !685
  %108 = add nuw nsw i64 %98, %107, !dbg !686
  %109 = add nuw i64 %108, %103, !dbg !687
    #dbg_value(i64 %109, !168, !DIExpression(), !664)
  %110 = trunc i64 %109 to i32, !dbg !688
  store i32 %110, ptr %105, align 4, !dbg !689, !tbaa !116
  %111 = lshr i64 %109, 32, !dbg !690
    #dbg_value(i64 %111, !168, !DIExpression(), !664)
  %112 = add nuw nsw i64 %84, 2, !dbg !699
    #dbg_value(i64 %112, !171, !DIExpression(), !663)
  %113 = add i64 %86, 2, !dbg !665
  %114 = icmp eq i64 %113, %33, !dbg !665
  br i1 %114, label %59, label %83, !dbg !665, !llvm.loop !700

115:                                              ; preds = %50, %56, %41
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %4) #9, !dbg !702
  br label %519, !dbg !703

116:                                              ; preds = %16
  %117 = tail call i32 @llvm.umax.i32(i32 %14, i32 %17), !dbg !704
  %118 = lshr i32 %117, 1, !dbg !705
    #dbg_value(i32 %118, !625, !DIExpression(), !637)
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %5) #9, !dbg !706
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %6) #9, !dbg !706
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %7) #9, !dbg !706
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %8) #9, !dbg !706
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %9) #9, !dbg !706
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %10) #9, !dbg !706
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %11) #9, !dbg !706
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %12) #9, !dbg !706
  call void @llvm.lifetime.start.p0(i64 1028, ptr nonnull %13) #9, !dbg !706
    #dbg_value(ptr %1, !707, !DIExpression(), !715)
    #dbg_value(i32 %118, !712, !DIExpression(), !715)
    #dbg_value(ptr %5, !713, !DIExpression(), !715)
    #dbg_value(ptr %6, !714, !DIExpression(), !715)
  %119 = tail call i32 @llvm.umin.i32(i32 %14, i32 %118), !dbg !717
  store i32 %119, ptr %5, align 4, !dbg !718, !tbaa !200, !DIAssignID !719
    #dbg_assign(i32 %119, !626, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !719, ptr %5, !DIExpression(), !637)
  %120 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !720
  %121 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !721
  %122 = shl nuw i32 %119, 2, !dbg !722
  %123 = zext i32 %122 to i64, !dbg !722
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %120, ptr nonnull readonly align 4 %121, i64 %123, i1 false), !dbg !723
    #dbg_value(ptr %5, !206, !DIExpression(), !724)
  %124 = zext nneg i32 %119 to i64, !dbg !726
  %125 = add nsw i64 %124, -1, !dbg !727
  %126 = getelementptr inbounds [256 x i32], ptr %120, i64 0, i64 %125, !dbg !728
  %127 = load i32, ptr %126, align 4, !dbg !728, !tbaa !116
  %128 = icmp eq i32 %127, 0, !dbg !729
  br i1 %128, label %134, label %139, !dbg !726

129:                                              ; preds = %134
  %130 = add nsw i64 %135, -1, !dbg !727
  %131 = getelementptr inbounds [256 x i32], ptr %120, i64 0, i64 %130, !dbg !728
  %132 = load i32, ptr %131, align 4, !dbg !728, !tbaa !116
  %133 = icmp eq i32 %132, 0, !dbg !729
  br i1 %133, label %134, label %139, !dbg !726, !llvm.loop !730

134:                                              ; preds = %116, %129
  %135 = phi i64 [ %130, %129 ], [ %125, %116 ]
  %136 = phi i64 [ %135, %129 ], [ %124, %116 ]
  %137 = trunc nuw nsw i64 %135 to i32, !dbg !731
  store i32 %137, ptr %5, align 4, !dbg !731, !tbaa !200, !DIAssignID !732
    #dbg_assign(i32 %137, !626, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !732, ptr %5, !DIExpression(), !637)
  %138 = icmp ugt i64 %136, 1, !dbg !733
  br i1 %138, label %129, label %139, !dbg !734, !llvm.loop !730

139:                                              ; preds = %134, %129, %116
  %140 = phi i32 [ %119, %116 ], [ %137, %129 ], [ %137, %134 ]
  %141 = icmp sgt i32 %14, %118, !dbg !735
  %142 = sub nsw i32 %14, %118, !dbg !736
  %143 = select i1 %141, i32 %142, i32 0, !dbg !736
  store i32 %143, ptr %6, align 4, !dbg !737, !tbaa !200, !DIAssignID !738
    #dbg_assign(i32 %143, !627, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !738, ptr %6, !DIExpression(), !637)
  %144 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !739
  %145 = zext nneg i32 %118 to i64, !dbg !740
  %146 = getelementptr inbounds i32, ptr %121, i64 %145, !dbg !740
  %147 = sext i32 %143 to i64, !dbg !741
  %148 = shl nsw i64 %147, 2, !dbg !742
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %144, ptr nonnull readonly align 4 %146, i64 %148, i1 false), !dbg !743
    #dbg_value(ptr %2, !707, !DIExpression(), !744)
    #dbg_value(i32 %118, !712, !DIExpression(), !744)
    #dbg_value(ptr %7, !713, !DIExpression(), !744)
    #dbg_value(ptr %8, !714, !DIExpression(), !744)
  %149 = tail call i32 @llvm.smin.i32(i32 %17, i32 %118), !dbg !746
  store i32 %149, ptr %7, align 4, !dbg !747, !tbaa !200, !DIAssignID !748
    #dbg_assign(i32 %149, !628, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !748, ptr %7, !DIExpression(), !637)
  %150 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !749
  %151 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !750
  %152 = shl nuw i32 %149, 2, !dbg !751
  %153 = zext i32 %152 to i64, !dbg !751
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %150, ptr nonnull readonly align 4 %151, i64 %153, i1 false), !dbg !752
    #dbg_value(ptr %7, !206, !DIExpression(), !753)
  %154 = zext nneg i32 %149 to i64, !dbg !755
  %155 = add nsw i64 %154, -1, !dbg !756
  %156 = getelementptr inbounds [256 x i32], ptr %150, i64 0, i64 %155, !dbg !757
  %157 = load i32, ptr %156, align 4, !dbg !757, !tbaa !116
  %158 = icmp eq i32 %157, 0, !dbg !758
  br i1 %158, label %164, label %169, !dbg !755

159:                                              ; preds = %164
  %160 = add nsw i64 %165, -1, !dbg !756
  %161 = getelementptr inbounds [256 x i32], ptr %150, i64 0, i64 %160, !dbg !757
  %162 = load i32, ptr %161, align 4, !dbg !757, !tbaa !116
  %163 = icmp eq i32 %162, 0, !dbg !758
  br i1 %163, label %164, label %169, !dbg !755, !llvm.loop !759

164:                                              ; preds = %139, %159
  %165 = phi i64 [ %160, %159 ], [ %155, %139 ]
  %166 = phi i64 [ %165, %159 ], [ %154, %139 ]
  %167 = trunc nuw nsw i64 %165 to i32, !dbg !760
  store i32 %167, ptr %7, align 4, !dbg !760, !tbaa !200, !DIAssignID !761
    #dbg_assign(i32 %167, !628, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !761, ptr %7, !DIExpression(), !637)
  %168 = icmp ugt i64 %166, 1, !dbg !762
  br i1 %168, label %159, label %169, !dbg !763, !llvm.loop !759

169:                                              ; preds = %164, %159, %139
  %170 = phi i32 [ %149, %139 ], [ %167, %159 ], [ %167, %164 ]
  %171 = icmp sgt i32 %17, %118, !dbg !764
  %172 = sub nsw i32 %17, %118, !dbg !765
  %173 = select i1 %171, i32 %172, i32 0, !dbg !765
  store i32 %173, ptr %8, align 4, !dbg !766, !tbaa !200, !DIAssignID !767
    #dbg_assign(i32 %173, !629, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !767, ptr %8, !DIExpression(), !637)
  %174 = getelementptr inbounds i8, ptr %8, i64 4, !dbg !768
  %175 = getelementptr inbounds i32, ptr %151, i64 %145, !dbg !769
  %176 = sext i32 %173 to i64, !dbg !770
  %177 = shl nsw i64 %176, 2, !dbg !771
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 4 %174, ptr nonnull readonly align 4 %175, i64 %177, i1 false), !dbg !772
  call fastcc void @karatsuba(ptr noundef nonnull %9, ptr noundef nonnull %5, ptr noundef nonnull %7), !dbg !773
  call fastcc void @karatsuba(ptr noundef nonnull %11, ptr noundef nonnull %6, ptr noundef nonnull %8), !dbg !774
    #dbg_value(ptr %12, !364, !DIExpression(), !775)
    #dbg_value(ptr %5, !367, !DIExpression(), !775)
    #dbg_value(ptr %6, !368, !DIExpression(), !775)
    #dbg_value(i64 0, !369, !DIExpression(), !775)
  %178 = tail call i32 @llvm.smax.i32(i32 %140, i32 %143), !dbg !777
    #dbg_value(i32 %178, !370, !DIExpression(), !775)
    #dbg_value(i32 0, !371, !DIExpression(), !778)
  %179 = icmp sgt i32 %178, 0, !dbg !779
  br i1 %179, label %181, label %180, !dbg !780

180:                                              ; preds = %169
  store i32 %178, ptr %12, align 4, !dbg !781, !tbaa !200, !DIAssignID !782
    #dbg_assign(i32 %178, !633, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !782, ptr %12, !DIExpression(), !637)
  br label %214, !dbg !783

181:                                              ; preds = %169
  %182 = getelementptr inbounds i8, ptr %12, i64 4
  %183 = zext nneg i32 %178 to i64, !dbg !779
  %184 = sext i32 %140 to i64
  br label %187, !dbg !780

185:                                              ; preds = %201
  %186 = icmp ult i64 %205, 4294967296, !dbg !784
  store i32 %178, ptr %12, align 4, !dbg !781, !tbaa !200, !DIAssignID !785
    #dbg_assign(i32 %178, !633, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !785, ptr %12, !DIExpression(), !637)
  br i1 %186, label %214, label %211, !dbg !783

187:                                              ; preds = %201, %181
  %188 = phi i64 [ 0, %181 ], [ %209, %201 ]
  %189 = phi i64 [ 0, %181 ], [ %208, %201 ]
    #dbg_value(i64 %188, !371, !DIExpression(), !778)
    #dbg_value(i64 %189, !369, !DIExpression(), !775)
  %190 = icmp slt i64 %188, %184, !dbg !786
  br i1 %190, label %191, label %194, !dbg !787

191:                                              ; preds = %187
  %192 = getelementptr inbounds [256 x i32], ptr %120, i64 0, i64 %188, !dbg !788
  %193 = load i32, ptr %192, align 4, !dbg !788, !tbaa !116
  br label %194, !dbg !787

194:                                              ; preds = %191, %187
  %195 = phi i32 [ %193, %191 ], [ 0, %187 ], !dbg !787
  %196 = zext i32 %195 to i64, !dbg !789
  %197 = icmp slt i64 %188, %147, !dbg !790
  br i1 %197, label %198, label %201, !dbg !791

198:                                              ; preds = %194
  %199 = getelementptr inbounds [256 x i32], ptr %144, i64 0, i64 %188, !dbg !792
  %200 = load i32, ptr %199, align 4, !dbg !792, !tbaa !116
  br label %201, !dbg !791

201:                                              ; preds = %198, %194
  %202 = phi i32 [ %200, %198 ], [ 0, %194 ], !dbg !791
  %203 = zext i32 %202 to i64, !dbg !793
  %204 = add nuw nsw i64 %189, %196, !dbg !794
  %205 = add nuw nsw i64 %204, %203, !dbg !795
    #dbg_value(i64 %205, !369, !DIExpression(), !775)
  %206 = trunc i64 %205 to i32, !dbg !796
  %207 = getelementptr inbounds [256 x i32], ptr %182, i64 0, i64 %188, !dbg !797
  store i32 %206, ptr %207, align 4, !dbg !798, !tbaa !116
  %208 = lshr i64 %205, 32, !dbg !799
    #dbg_value(i64 %208, !369, !DIExpression(), !775)
  %209 = add nuw nsw i64 %188, 1, !dbg !800
    #dbg_value(i64 %209, !371, !DIExpression(), !778)
  %210 = icmp eq i64 %209, %183, !dbg !779
  br i1 %210, label %185, label %187, !dbg !780, !llvm.loop !801

211:                                              ; preds = %185
  %212 = add nuw nsw i32 %178, 1, !dbg !803
  store i32 %212, ptr %12, align 4, !dbg !803, !tbaa !200, !DIAssignID !804
    #dbg_assign(i32 %212, !633, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !804, ptr %12, !DIExpression(), !637)
  %213 = getelementptr inbounds [256 x i32], ptr %182, i64 0, i64 %183, !dbg !805
  store i32 1, ptr %213, align 4, !dbg !806, !tbaa !116
  br label %214, !dbg !805

214:                                              ; preds = %180, %185, %211
    #dbg_value(ptr %13, !364, !DIExpression(), !807)
    #dbg_value(ptr %7, !367, !DIExpression(), !807)
    #dbg_value(ptr %8, !368, !DIExpression(), !807)
    #dbg_value(i64 0, !369, !DIExpression(), !807)
  %215 = tail call i32 @llvm.smax.i32(i32 %170, i32 %173), !dbg !809
    #dbg_value(i32 %215, !370, !DIExpression(), !807)
    #dbg_value(i32 0, !371, !DIExpression(), !810)
  %216 = icmp sgt i32 %215, 0, !dbg !811
  br i1 %216, label %218, label %217, !dbg !812

217:                                              ; preds = %214
  store i32 %215, ptr %13, align 4, !dbg !813, !tbaa !200, !DIAssignID !814
    #dbg_assign(i32 %215, !634, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !814, ptr %13, !DIExpression(), !637)
  br label %251, !dbg !815

218:                                              ; preds = %214
  %219 = getelementptr inbounds i8, ptr %13, i64 4
  %220 = zext nneg i32 %215 to i64, !dbg !811
  %221 = sext i32 %170 to i64
  br label %224, !dbg !812

222:                                              ; preds = %238
  %223 = icmp ult i64 %242, 4294967296, !dbg !816
  store i32 %215, ptr %13, align 4, !dbg !813, !tbaa !200, !DIAssignID !817
    #dbg_assign(i32 %215, !634, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !817, ptr %13, !DIExpression(), !637)
  br i1 %223, label %251, label %248, !dbg !815

224:                                              ; preds = %238, %218
  %225 = phi i64 [ 0, %218 ], [ %246, %238 ]
  %226 = phi i64 [ 0, %218 ], [ %245, %238 ]
    #dbg_value(i64 %225, !371, !DIExpression(), !810)
    #dbg_value(i64 %226, !369, !DIExpression(), !807)
  %227 = icmp slt i64 %225, %221, !dbg !818
  br i1 %227, label %228, label %231, !dbg !819

228:                                              ; preds = %224
  %229 = getelementptr inbounds [256 x i32], ptr %150, i64 0, i64 %225, !dbg !820
  %230 = load i32, ptr %229, align 4, !dbg !820, !tbaa !116
  br label %231, !dbg !819

231:                                              ; preds = %228, %224
  %232 = phi i32 [ %230, %228 ], [ 0, %224 ], !dbg !819
  %233 = zext i32 %232 to i64, !dbg !821
  %234 = icmp slt i64 %225, %176, !dbg !822
  br i1 %234, label %235, label %238, !dbg !823

235:                                              ; preds = %231
  %236 = getelementptr inbounds [256 x i32], ptr %174, i64 0, i64 %225, !dbg !824
  %237 = load i32, ptr %236, align 4, !dbg !824, !tbaa !116
  br label %238, !dbg !823

238:                                              ; preds = %235, %231
  %239 = phi i32 [ %237, %235 ], [ 0, %231 ], !dbg !823
  %240 = zext i32 %239 to i64, !dbg !825
  %241 = add nuw nsw i64 %226, %233, !dbg !826
  %242 = add nuw nsw i64 %241, %240, !dbg !827
    #dbg_value(i64 %242, !369, !DIExpression(), !807)
  %243 = trunc i64 %242 to i32, !dbg !828
  %244 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %225, !dbg !829
  store i32 %243, ptr %244, align 4, !dbg !830, !tbaa !116
  %245 = lshr i64 %242, 32, !dbg !831
    #dbg_value(i64 %245, !369, !DIExpression(), !807)
  %246 = add nuw nsw i64 %225, 1, !dbg !832
    #dbg_value(i64 %246, !371, !DIExpression(), !810)
  %247 = icmp eq i64 %246, %220, !dbg !811
  br i1 %247, label %222, label %224, !dbg !812, !llvm.loop !833

248:                                              ; preds = %222
  %249 = add nuw nsw i32 %215, 1, !dbg !835
  store i32 %249, ptr %13, align 4, !dbg !835, !tbaa !200, !DIAssignID !836
    #dbg_assign(i32 %249, !634, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !836, ptr %13, !DIExpression(), !637)
  %250 = getelementptr inbounds [256 x i32], ptr %219, i64 0, i64 %220, !dbg !837
  store i32 1, ptr %250, align 4, !dbg !838, !tbaa !116
  br label %251, !dbg !837

251:                                              ; preds = %217, %222, %248
  call fastcc void @karatsuba(ptr noundef nonnull %10, ptr noundef nonnull %12, ptr noundef nonnull %13), !dbg !839
    #dbg_value(ptr %10, !840, !DIExpression(), !848)
    #dbg_value(ptr %10, !843, !DIExpression(), !848)
    #dbg_value(ptr %9, !844, !DIExpression(), !848)
    #dbg_value(i64 0, !845, !DIExpression(), !848)
    #dbg_value(i32 0, !846, !DIExpression(), !850)
  %252 = load i32, ptr %10, align 4, !dbg !851, !tbaa !200
  %253 = icmp sgt i32 %252, 0, !dbg !853
  br i1 %253, label %254, label %456, !dbg !854

254:                                              ; preds = %251
  %255 = getelementptr inbounds i8, ptr %10, i64 4
  %256 = getelementptr inbounds i8, ptr %9, i64 4
  %257 = load i32, ptr %9, align 4, !tbaa !200
  %258 = sext i32 %257 to i64
  %259 = zext nneg i32 %252 to i64
  %260 = and i64 %259, 1, !dbg !854
  %261 = icmp eq i32 %252, 1, !dbg !854
  br i1 %261, label %310, label %262, !dbg !854

262:                                              ; preds = %254
  %263 = and i64 %259, 2147483646, !dbg !854
  br label %274, !dbg !854

264:                                              ; preds = %269
  %265 = add nsw i64 %270, -1, !dbg !855
  %266 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %265, !dbg !857
  %267 = load i32, ptr %266, align 4, !dbg !857, !tbaa !116
  %268 = icmp eq i32 %267, 0, !dbg !858
  br i1 %268, label %269, label %333, !dbg !859, !llvm.loop !860

269:                                              ; preds = %328, %264
  %270 = phi i64 [ %265, %264 ], [ %329, %328 ]
  %271 = phi i64 [ %270, %264 ], [ %259, %328 ]
  %272 = trunc nuw nsw i64 %270 to i32, !dbg !861
  store i32 %272, ptr %10, align 4, !dbg !861, !tbaa !200, !DIAssignID !862
    #dbg_assign(i32 %272, !631, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !862, ptr %10, !DIExpression(), !637)
  %273 = icmp ugt i64 %271, 1, !dbg !863
  br i1 %273, label %264, label %414, !dbg !864, !llvm.loop !860

274:                                              ; preds = %300, %262
  %275 = phi i64 [ 0, %262 ], [ %307, %300 ]
  %276 = phi i64 [ 0, %262 ], [ %306, %300 ]
  %277 = phi i64 [ 0, %262 ], [ %308, %300 ]
    #dbg_value(i64 %275, !846, !DIExpression(), !850)
    #dbg_value(i64 %276, !845, !DIExpression(), !848)
  %278 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %275, !dbg !865
  %279 = load i32, ptr %278, align 4, !dbg !865, !tbaa !116
  %280 = zext i32 %279 to i64, !dbg !867
  %281 = icmp slt i64 %275, %258, !dbg !868
  br i1 %281, label %282, label %285, !dbg !869

282:                                              ; preds = %274
  %283 = getelementptr inbounds [256 x i32], ptr %256, i64 0, i64 %275, !dbg !870
  %284 = load i32, ptr %283, align 4, !dbg !870, !tbaa !116
  br label %285, !dbg !869

285:                                              ; preds = %282, %274
  %286 = phi i32 [ %284, %282 ], [ 0, %274 ], !dbg !869
  %287 = zext i32 %286 to i64, !dbg !871
  %288 = sub nsw i64 %280, %287, !dbg !872
  %289 = add nsw i64 %288, %276, !dbg !873
    #dbg_value(i64 %289, !845, !DIExpression(), !848)
  %290 = trunc i64 %289 to i32, !dbg !874
  store i32 %290, ptr %278, align 4, !dbg !875, !tbaa !116
  %291 = ashr i64 %289, 63, !dbg !876
    #dbg_value(i64 %291, !845, !DIExpression(), !848)
  %292 = or disjoint i64 %275, 1, !dbg !877
    #dbg_value(i64 %292, !846, !DIExpression(), !850)
  %293 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %292, !dbg !865
  %294 = load i32, ptr %293, align 4, !dbg !865, !tbaa !116
  %295 = zext i32 %294 to i64, !dbg !867
  %296 = icmp slt i64 %292, %258, !dbg !868
  br i1 %296, label %297, label %300, !dbg !869

297:                                              ; preds = %285
  %298 = getelementptr inbounds [256 x i32], ptr %256, i64 0, i64 %292, !dbg !870
  %299 = load i32, ptr %298, align 4, !dbg !870, !tbaa !116
  br label %300, !dbg !869

300:                                              ; preds = %297, %285
  %301 = phi i32 [ %299, %297 ], [ 0, %285 ], !dbg !869
  %302 = zext i32 %301 to i64, !dbg !871
  %303 = sub nsw i64 %295, %302, !dbg !872
  %304 = add nsw i64 %303, %291, !dbg !873
    #dbg_value(i64 %304, !845, !DIExpression(), !848)
  %305 = trunc i64 %304 to i32, !dbg !874
  store i32 %305, ptr %293, align 4, !dbg !875, !tbaa !116
  %306 = ashr i64 %304, 63, !dbg !876
    #dbg_value(i64 %306, !845, !DIExpression(), !848)
  %307 = add nuw nsw i64 %275, 2, !dbg !877
    #dbg_value(i64 %307, !846, !DIExpression(), !850)
  %308 = add i64 %277, 2, !dbg !854
  %309 = icmp eq i64 %308, %263, !dbg !854
  br i1 %309, label %310, label %274, !dbg !854, !llvm.loop !878

310:                                              ; preds = %300, %254
  %311 = phi i64 [ 0, %254 ], [ %307, %300 ]
  %312 = phi i64 [ 0, %254 ], [ %306, %300 ]
  %313 = icmp eq i64 %260, 0, !dbg !869
  br i1 %313, label %328, label %314, !dbg !869

314:                                              ; preds = %310
    #dbg_value(i64 %311, !846, !DIExpression(), !850)
    #dbg_value(i64 %312, !845, !DIExpression(), !848)
  %315 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %311, !dbg !865
  %316 = load i32, ptr %315, align 4, !dbg !865, !tbaa !116
  %317 = zext i32 %316 to i64, !dbg !867
  %318 = icmp slt i64 %311, %258, !dbg !868
  br i1 %318, label %319, label %322, !dbg !869

319:                                              ; preds = %314
  %320 = getelementptr inbounds [256 x i32], ptr %256, i64 0, i64 %311, !dbg !870
  %321 = load i32, ptr %320, align 4, !dbg !870, !tbaa !116
  br label %322, !dbg !869

322:                                              ; preds = %319, %314
  %323 = phi i32 [ %321, %319 ], [ 0, %314 ], !dbg !869
  %324 = zext i32 %323 to i64, !dbg !871
  %325 = sub nsw i64 %317, %324, !dbg !872
  %326 = add nsw i64 %325, %312, !dbg !873
    #dbg_value(i64 %326, !845, !DIExpression(), !848)
  %327 = trunc i64 %326 to i32, !dbg !874
  store i32 %327, ptr %315, align 4, !dbg !875, !tbaa !116
    #dbg_value(i64 %326, !845, !DIExpression(DW_OP_constu, 63, DW_OP_shra, DW_OP_stack_value), !848)
    #dbg_value(i64 %311, !846, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !850)
  br label %328, !dbg !855

328:                                              ; preds = %310, %322
  %329 = add nsw i64 %259, -1, !dbg !855
  %330 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %329, !dbg !857
  %331 = load i32, ptr %330, align 4, !dbg !857, !tbaa !116
  %332 = icmp eq i32 %331, 0, !dbg !858
  br i1 %332, label %269, label %333, !dbg !859

333:                                              ; preds = %264, %328
  %334 = phi i32 [ %252, %328 ], [ %272, %264 ]
    #dbg_value(ptr %10, !840, !DIExpression(), !880)
    #dbg_value(ptr %10, !843, !DIExpression(), !880)
    #dbg_value(ptr %11, !844, !DIExpression(), !880)
    #dbg_value(i64 0, !845, !DIExpression(), !880)
    #dbg_value(i32 0, !846, !DIExpression(), !882)
  %335 = icmp sgt i32 %334, 0, !dbg !883
  br i1 %335, label %336, label %414, !dbg !884

336:                                              ; preds = %333
  %337 = getelementptr inbounds i8, ptr %11, i64 4
  %338 = load i32, ptr %11, align 4, !tbaa !200
  %339 = sext i32 %338 to i64
  %340 = zext nneg i32 %334 to i64
  %341 = and i64 %340, 1, !dbg !884
  %342 = icmp eq i32 %334, 1, !dbg !884
  br i1 %342, label %391, label %343, !dbg !884

343:                                              ; preds = %336
  %344 = and i64 %340, 2147483646, !dbg !884
  br label %355, !dbg !884

345:                                              ; preds = %350
  %346 = add nsw i64 %351, -1, !dbg !885
  %347 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %346, !dbg !887
  %348 = load i32, ptr %347, align 4, !dbg !887, !tbaa !116
  %349 = icmp eq i32 %348, 0, !dbg !888
  br i1 %349, label %350, label %414, !dbg !889, !llvm.loop !890

350:                                              ; preds = %409, %345
  %351 = phi i64 [ %346, %345 ], [ %410, %409 ]
  %352 = phi i64 [ %351, %345 ], [ %340, %409 ]
  %353 = trunc nuw nsw i64 %351 to i32, !dbg !891
  store i32 %353, ptr %10, align 4, !dbg !891, !tbaa !200, !DIAssignID !892
    #dbg_assign(i32 %353, !631, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !892, ptr %10, !DIExpression(), !637)
  %354 = icmp ugt i64 %352, 1, !dbg !893
  br i1 %354, label %345, label %456, !dbg !894, !llvm.loop !890

355:                                              ; preds = %381, %343
  %356 = phi i64 [ 0, %343 ], [ %388, %381 ]
  %357 = phi i64 [ 0, %343 ], [ %387, %381 ]
  %358 = phi i64 [ 0, %343 ], [ %389, %381 ]
    #dbg_value(i64 %356, !846, !DIExpression(), !882)
    #dbg_value(i64 %357, !845, !DIExpression(), !880)
  %359 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %356, !dbg !895
  %360 = load i32, ptr %359, align 4, !dbg !895, !tbaa !116
  %361 = zext i32 %360 to i64, !dbg !896
  %362 = icmp slt i64 %356, %339, !dbg !897
  br i1 %362, label %363, label %366, !dbg !898

363:                                              ; preds = %355
  %364 = getelementptr inbounds [256 x i32], ptr %337, i64 0, i64 %356, !dbg !899
  %365 = load i32, ptr %364, align 4, !dbg !899, !tbaa !116
  br label %366, !dbg !898

366:                                              ; preds = %363, %355
  %367 = phi i32 [ %365, %363 ], [ 0, %355 ], !dbg !898
  %368 = zext i32 %367 to i64, !dbg !900
  %369 = sub nsw i64 %361, %368, !dbg !901
  %370 = add nsw i64 %369, %357, !dbg !902
    #dbg_value(i64 %370, !845, !DIExpression(), !880)
  %371 = trunc i64 %370 to i32, !dbg !903
  store i32 %371, ptr %359, align 4, !dbg !904, !tbaa !116
  %372 = ashr i64 %370, 63, !dbg !905
    #dbg_value(i64 %372, !845, !DIExpression(), !880)
  %373 = or disjoint i64 %356, 1, !dbg !906
    #dbg_value(i64 %373, !846, !DIExpression(), !882)
  %374 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %373, !dbg !895
  %375 = load i32, ptr %374, align 4, !dbg !895, !tbaa !116
  %376 = zext i32 %375 to i64, !dbg !896
  %377 = icmp slt i64 %373, %339, !dbg !897
  br i1 %377, label %378, label %381, !dbg !898

378:                                              ; preds = %366
  %379 = getelementptr inbounds [256 x i32], ptr %337, i64 0, i64 %373, !dbg !899
  %380 = load i32, ptr %379, align 4, !dbg !899, !tbaa !116
  br label %381, !dbg !898

381:                                              ; preds = %378, %366
  %382 = phi i32 [ %380, %378 ], [ 0, %366 ], !dbg !898
  %383 = zext i32 %382 to i64, !dbg !900
  %384 = sub nsw i64 %376, %383, !dbg !901
  %385 = add nsw i64 %384, %372, !dbg !902
    #dbg_value(i64 %385, !845, !DIExpression(), !880)
  %386 = trunc i64 %385 to i32, !dbg !903
  store i32 %386, ptr %374, align 4, !dbg !904, !tbaa !116
  %387 = ashr i64 %385, 63, !dbg !905
    #dbg_value(i64 %387, !845, !DIExpression(), !880)
  %388 = add nuw nsw i64 %356, 2, !dbg !906
    #dbg_value(i64 %388, !846, !DIExpression(), !882)
  %389 = add i64 %358, 2, !dbg !884
  %390 = icmp eq i64 %389, %344, !dbg !884
  br i1 %390, label %391, label %355, !dbg !884, !llvm.loop !907

391:                                              ; preds = %381, %336
  %392 = phi i64 [ 0, %336 ], [ %388, %381 ]
  %393 = phi i64 [ 0, %336 ], [ %387, %381 ]
  %394 = icmp eq i64 %341, 0, !dbg !898
  br i1 %394, label %409, label %395, !dbg !898

395:                                              ; preds = %391
    #dbg_value(i64 %392, !846, !DIExpression(), !882)
    #dbg_value(i64 %393, !845, !DIExpression(), !880)
  %396 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %392, !dbg !895
  %397 = load i32, ptr %396, align 4, !dbg !895, !tbaa !116
  %398 = zext i32 %397 to i64, !dbg !896
  %399 = icmp slt i64 %392, %339, !dbg !897
  br i1 %399, label %400, label %404, !dbg !898

400:                                              ; preds = %395
  %401 = getelementptr inbounds [256 x i32], ptr %337, i64 0, i64 %392, !dbg !899
  %402 = load i32, ptr %401, align 4, !dbg !899, !tbaa !116
  %403 = zext i32 %402 to i64, !dbg !900
  br label %404, !dbg !898

404:                                              ; preds = %400, %395
  %405 = phi i64 [ %403, %400 ], [ 0, %395 ], !dbg !898
  %406 = sub nsw i64 %398, %405, !dbg !901
  %407 = add nsw i64 %406, %393, !dbg !902
    #dbg_value(i64 %407, !845, !DIExpression(), !880)
  %408 = trunc i64 %407 to i32, !dbg !903
  store i32 %408, ptr %396, align 4, !dbg !904, !tbaa !116
    #dbg_value(i64 %407, !845, !DIExpression(DW_OP_constu, 63, DW_OP_shra, DW_OP_stack_value), !880)
    #dbg_value(i64 %392, !846, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !882)
  br label %409, !dbg !885

409:                                              ; preds = %391, %404
  %410 = add nsw i64 %340, -1, !dbg !885
  %411 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %410, !dbg !887
  %412 = load i32, ptr %411, align 4, !dbg !887, !tbaa !116
  %413 = icmp eq i32 %412, 0, !dbg !888
  br i1 %413, label %350, label %414, !dbg !889

414:                                              ; preds = %269, %345, %409, %333
  %415 = phi i32 [ %334, %333 ], [ %334, %409 ], [ %353, %345 ], [ %272, %269 ], !dbg !909
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %0, ptr noundef nonnull align 4 dereferenceable(1028) %9, i64 1028, i1 false), !dbg !924, !tbaa.struct !413
    #dbg_value(ptr %0, !916, !DIExpression(), !925)
    #dbg_value(ptr %10, !917, !DIExpression(), !925)
    #dbg_value(i32 %118, !918, !DIExpression(), !925)
    #dbg_value(i64 0, !919, !DIExpression(), !925)
    #dbg_value(i32 0, !920, !DIExpression(), !925)
  %416 = icmp sgt i32 %415, 0, !dbg !926
  %417 = load i32, ptr %0, align 4, !dbg !927, !tbaa !200
  br i1 %416, label %418, label %458, !dbg !929

418:                                              ; preds = %414
  %419 = getelementptr inbounds i8, ptr %0, i64 4
  %420 = zext nneg i32 %415 to i64
  br label %421, !dbg !929

421:                                              ; preds = %445, %418
  %422 = phi i32 [ %417, %418 ], [ %437, %445 ], !dbg !930
  %423 = phi i64 [ 0, %418 ], [ %452, %445 ]
  %424 = phi i64 [ 0, %418 ], [ %451, %445 ]
    #dbg_value(i64 %424, !919, !DIExpression(), !925)
    #dbg_value(i64 %423, !920, !DIExpression(), !925)
  %425 = add nuw nsw i64 %423, %145, !dbg !932
    #dbg_value(i64 %425, !921, !DIExpression(), !933)
  %426 = sext i32 %422 to i64, !dbg !934
  %427 = icmp slt i64 %425, %426, !dbg !934
  br i1 %427, label %436, label %428, !dbg !935

428:                                              ; preds = %421, %428
  %429 = phi i32 [ %433, %428 ], [ %422, %421 ]
  %430 = add nsw i32 %429, 1, !dbg !936
  store i32 %430, ptr %0, align 4, !dbg !936, !tbaa !200
  %431 = sext i32 %429 to i64, !dbg !938
  %432 = getelementptr inbounds [256 x i32], ptr %419, i64 0, i64 %431, !dbg !938
  store i32 0, ptr %432, align 4, !dbg !939, !tbaa !116
  %433 = load i32, ptr %0, align 4, !dbg !940, !tbaa !200
  %434 = sext i32 %433 to i64, !dbg !941
  %435 = icmp slt i64 %425, %434, !dbg !941
  br i1 %435, label %436, label %428, !dbg !942, !llvm.loop !943

436:                                              ; preds = %428, %421
  %437 = phi i32 [ %422, %421 ], [ %433, %428 ]
  %438 = getelementptr inbounds [256 x i32], ptr %419, i64 0, i64 %425, !dbg !945
  %439 = load i32, ptr %438, align 4, !dbg !945, !tbaa !116
  %440 = zext i32 %439 to i64, !dbg !946
  %441 = icmp ult i64 %423, %420, !dbg !947
  br i1 %441, label %442, label %445, !dbg !948

442:                                              ; preds = %436
  %443 = getelementptr inbounds [256 x i32], ptr %255, i64 0, i64 %423, !dbg !949
  %444 = load i32, ptr %443, align 4, !dbg !949, !tbaa !116
  br label %445, !dbg !948

445:                                              ; preds = %442, %436
  %446 = phi i32 [ %444, %442 ], [ 0, %436 ], !dbg !948
  %447 = zext i32 %446 to i64, !dbg !950
  %448 = add nuw nsw i64 %424, %440, !dbg !951
  %449 = add nuw nsw i64 %448, %447, !dbg !952
    #dbg_value(i64 %449, !919, !DIExpression(), !925)
  %450 = trunc i64 %449 to i32, !dbg !953
  store i32 %450, ptr %438, align 4, !dbg !954, !tbaa !116
  %451 = lshr i64 %449, 32, !dbg !955
    #dbg_value(i64 %451, !919, !DIExpression(), !925)
  %452 = add nuw nsw i64 %423, 1, !dbg !956
    #dbg_value(i64 %452, !920, !DIExpression(), !925)
  %453 = icmp ult i64 %452, %420, !dbg !926
  %454 = icmp ugt i64 %449, 4294967295, !dbg !957
  %455 = select i1 %453, i1 true, i1 %454, !dbg !957
  br i1 %455, label %421, label %458, !dbg !929, !llvm.loop !958

456:                                              ; preds = %350, %251
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 4 dereferenceable(1028) %0, ptr noundef nonnull align 4 dereferenceable(1028) %9, i64 1028, i1 false), !dbg !924
  %457 = load i32, ptr %0, align 4, !dbg !927, !tbaa !200
  br label %458, !dbg !960

458:                                              ; preds = %445, %456, %414
  %459 = phi i32 [ %417, %414 ], [ %457, %456 ], [ %437, %445 ], !dbg !927
    #dbg_value(ptr %0, !916, !DIExpression(), !962)
    #dbg_value(ptr %11, !917, !DIExpression(), !962)
    #dbg_value(i32 %117, !918, !DIExpression(DW_OP_constu, 2147483646, DW_OP_and, DW_OP_stack_value), !962)
    #dbg_value(i64 0, !919, !DIExpression(), !962)
    #dbg_value(i32 0, !920, !DIExpression(), !962)
  %460 = load i32, ptr %11, align 4, !dbg !960, !tbaa !200
  %461 = icmp sgt i32 %460, 0, !dbg !963
  br i1 %461, label %462, label %503, !dbg !964

462:                                              ; preds = %458
  %463 = and i32 %117, 2147483646, !dbg !965
    #dbg_value(i32 %463, !918, !DIExpression(), !962)
  %464 = getelementptr inbounds i8, ptr %0, i64 4
  %465 = getelementptr inbounds i8, ptr %11, i64 4
  %466 = zext nneg i32 %463 to i64, !dbg !964
  %467 = zext nneg i32 %460 to i64
  br label %468, !dbg !964

468:                                              ; preds = %492, %462
  %469 = phi i32 [ %459, %462 ], [ %484, %492 ], !dbg !966
  %470 = phi i64 [ 0, %462 ], [ %499, %492 ]
  %471 = phi i64 [ 0, %462 ], [ %498, %492 ]
    #dbg_value(i64 %471, !919, !DIExpression(), !962)
    #dbg_value(i64 %470, !920, !DIExpression(), !962)
  %472 = add nuw nsw i64 %470, %466, !dbg !967
    #dbg_value(i64 %472, !921, !DIExpression(), !968)
  %473 = sext i32 %469 to i64, !dbg !969
  %474 = icmp slt i64 %472, %473, !dbg !969
  br i1 %474, label %483, label %475, !dbg !970

475:                                              ; preds = %468, %475
  %476 = phi i32 [ %480, %475 ], [ %469, %468 ]
  %477 = add nsw i32 %476, 1, !dbg !971
  store i32 %477, ptr %0, align 4, !dbg !971, !tbaa !200
  %478 = sext i32 %476 to i64, !dbg !972
  %479 = getelementptr inbounds [256 x i32], ptr %464, i64 0, i64 %478, !dbg !972
  store i32 0, ptr %479, align 4, !dbg !973, !tbaa !116
  %480 = load i32, ptr %0, align 4, !dbg !974, !tbaa !200
  %481 = sext i32 %480 to i64, !dbg !975
  %482 = icmp slt i64 %472, %481, !dbg !975
  br i1 %482, label %483, label %475, !dbg !976, !llvm.loop !977

483:                                              ; preds = %475, %468
  %484 = phi i32 [ %469, %468 ], [ %480, %475 ]
  %485 = getelementptr inbounds [256 x i32], ptr %464, i64 0, i64 %472, !dbg !979
  %486 = load i32, ptr %485, align 4, !dbg !979, !tbaa !116
  %487 = zext i32 %486 to i64, !dbg !980
  %488 = icmp ult i64 %470, %467, !dbg !981
  br i1 %488, label %489, label %492, !dbg !982

489:                                              ; preds = %483
  %490 = getelementptr inbounds [256 x i32], ptr %465, i64 0, i64 %470, !dbg !983
  %491 = load i32, ptr %490, align 4, !dbg !983, !tbaa !116
  br label %492, !dbg !982

492:                                              ; preds = %489, %483
  %493 = phi i32 [ %491, %489 ], [ 0, %483 ], !dbg !982
  %494 = zext i32 %493 to i64, !dbg !984
  %495 = add nuw nsw i64 %471, %487, !dbg !985
  %496 = add nuw nsw i64 %495, %494, !dbg !986
    #dbg_value(i64 %496, !919, !DIExpression(), !962)
  %497 = trunc i64 %496 to i32, !dbg !987
  store i32 %497, ptr %485, align 4, !dbg !988, !tbaa !116
  %498 = lshr i64 %496, 32, !dbg !989
    #dbg_value(i64 %498, !919, !DIExpression(), !962)
  %499 = add nuw nsw i64 %470, 1, !dbg !990
    #dbg_value(i64 %499, !920, !DIExpression(), !962)
  %500 = icmp ult i64 %499, %467, !dbg !963
  %501 = icmp ugt i64 %496, 4294967295, !dbg !991
  %502 = select i1 %500, i1 true, i1 %501, !dbg !991
  br i1 %502, label %468, label %503, !dbg !964, !llvm.loop !992

503:                                              ; preds = %492, %458
  %504 = phi i32 [ %459, %458 ], [ %484, %492 ], !dbg !927
    #dbg_value(ptr %0, !206, !DIExpression(), !994)
  %505 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !995
  %506 = icmp sgt i32 %504, 0, !dbg !996
  br i1 %506, label %507, label %518, !dbg !997

507:                                              ; preds = %503
  %508 = zext nneg i32 %504 to i64, !dbg !998
  br label %509, !dbg !998

509:                                              ; preds = %515, %507
  %510 = phi i64 [ %508, %507 ], [ %511, %515 ]
  %511 = add nsw i64 %510, -1, !dbg !999
  %512 = getelementptr inbounds [256 x i32], ptr %505, i64 0, i64 %511, !dbg !1000
  %513 = load i32, ptr %512, align 4, !dbg !1000, !tbaa !116
  %514 = icmp eq i32 %513, 0, !dbg !1001
  br i1 %514, label %515, label %518, !dbg !998

515:                                              ; preds = %509
  %516 = trunc nuw nsw i64 %511 to i32, !dbg !1002
  store i32 %516, ptr %0, align 4, !dbg !1002, !tbaa !200
  %517 = icmp ugt i64 %510, 1, !dbg !996
  br i1 %517, label %509, label %518, !dbg !997, !llvm.loop !1003

518:                                              ; preds = %509, %515, %503
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %13) #9, !dbg !1004
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %12) #9, !dbg !1004
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %11) #9, !dbg !1004
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %10) #9, !dbg !1004
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %9) #9, !dbg !1004
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %8) #9, !dbg !1004
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %7) #9, !dbg !1004
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %6) #9, !dbg !1004
  call void @llvm.lifetime.end.p0(i64 1028, ptr nonnull %5) #9, !dbg !1004
  br label %519, !dbg !1004

519:                                              ; preds = %518, %115
  ret void, !dbg !1004
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #8

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree norecurse nosync nounwind memory(write, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nofree nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nofree nounwind willreturn memory(argmem: read) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "buf", scope: !2, file: !3, line: 59, type: !78, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 58, type: !4, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !50)
!3 = !DIFile(filename: "programs/bignum_karatsuba.c", directory: ".", checksumkind: CSK_MD5, checksum: "1b845dd00007635b02111090a67a1f1a")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !24, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9, !6, !12, !16, !19, !18, !20}
!9 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !10, line: 18, baseType: !11)
!10 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!11 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!12 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !13, line: 27, baseType: !14)
!13 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !15, line: 45, baseType: !11)
!15 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !13, line: 26, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !15, line: 42, baseType: !18)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !21, line: 27, baseType: !22)
!21 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !15, line: 44, baseType: !23)
!23 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!24 = !{!0, !25, !30, !35, !40, !45}
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 64, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 368, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 46)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !3, line: 68, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 320, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 40)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !3, line: 72, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 288, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 36)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !3, line: 80, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 496, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 62)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 16, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 2)
!50 = !{!51, !60, !61, !62, !63, !64, !65, !66, !68, !69, !71, !73, !74, !75, !76, !77}
!51 = !DILocalVariable(name: "p", scope: !2, file: !3, line: 60, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "big", file: !3, line: 10, baseType: !53)
!53 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !3, line: 10, size: 8224, elements: !54)
!54 = !{!55, !56}
!55 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !53, file: !3, line: 10, baseType: !6, size: 32)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !53, file: !3, line: 10, baseType: !57, size: 8192, offset: 32)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 8192, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 256)
!60 = !DILocalVariable(name: "three", scope: !2, file: !3, line: 60, type: !52)
!61 = !DILocalVariable(name: "f", scope: !2, file: !3, line: 60, type: !52)
!62 = !DILocalVariable(name: "k", scope: !2, file: !3, line: 60, type: !52)
!63 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 60, type: !52)
!64 = !DILocalVariable(name: "b", scope: !2, file: !3, line: 60, type: !52)
!65 = !DILocalVariable(name: "c", scope: !2, file: !3, line: 60, type: !52)
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 62, type: !6)
!67 = distinct !DILexicalBlock(scope: !2, file: !3, line: 62, column: 5)
!68 = !DILocalVariable(name: "len", scope: !2, file: !3, line: 63, type: !6)
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 66, type: !16)
!70 = distinct !DILexicalBlock(scope: !2, file: !3, line: 66, column: 5)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 70, type: !6)
!72 = distinct !DILexicalBlock(scope: !2, file: !3, line: 70, column: 5)
!73 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 73, type: !52)
!74 = !DILocalVariable(name: "y", scope: !2, file: !3, line: 73, type: !52)
!75 = !DILocalVariable(name: "r1", scope: !2, file: !3, line: 73, type: !52)
!76 = !DILocalVariable(name: "r2", scope: !2, file: !3, line: 73, type: !52)
!77 = !DILocalVariable(name: "same", scope: !2, file: !3, line: 75, type: !6)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 20800, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 2600)
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 8, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DIAssignID()
!90 = distinct !DIAssignID()
!91 = distinct !DIAssignID()
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 0, scope: !2)
!95 = distinct !DIAssignID()
!96 = distinct !DIAssignID()
!97 = distinct !DIAssignID()
!98 = distinct !DIAssignID()
!99 = distinct !DIAssignID()
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = distinct !DIAssignID()
!103 = !DILocation(line: 60, column: 5, scope: !2)
!104 = !DILocalVariable(name: "a", arg: 1, scope: !105, file: !3, line: 12, type: !108)
!105 = distinct !DISubprogram(name: "from_u32", scope: !3, file: !3, line: 12, type: !106, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !109)
!106 = !DISubroutineType(types: !107)
!107 = !{null, !108, !16}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!109 = !{!104, !110}
!110 = !DILocalVariable(name: "v", arg: 2, scope: !105, file: !3, line: 12, type: !16)
!111 = !DILocation(line: 0, scope: !105, inlinedAt: !112)
!112 = distinct !DILocation(line: 61, column: 5, scope: !2)
!113 = distinct !DIAssignID()
!114 = !DILocation(line: 12, column: 65, scope: !105, inlinedAt: !112)
!115 = !DILocation(line: 12, column: 70, scope: !105, inlinedAt: !112)
!116 = !{!117, !117, i64 0}
!117 = !{!"int", !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C/C++ TBAA"}
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 0, scope: !105, inlinedAt: !122)
!122 = distinct !DILocation(line: 61, column: 22, scope: !2)
!123 = !DILocation(line: 0, scope: !67)
!124 = !DILocation(line: 62, column: 5, scope: !67)
!125 = !DILocation(line: 63, column: 15, scope: !2)
!126 = !DILocalVariable(name: "s", arg: 1, scope: !127, file: !3, line: 56, type: !130)
!127 = distinct !DISubprogram(name: "digit_sum", scope: !3, file: !3, line: 56, type: !128, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !132)
!128 = !DISubroutineType(types: !129)
!129 = !{!18, !130}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!132 = !{!126, !133}
!133 = !DILocalVariable(name: "t", scope: !127, file: !3, line: 56, type: !18)
!134 = !DILocation(line: 0, scope: !127, inlinedAt: !135)
!135 = distinct !DILocation(line: 64, column: 72, scope: !2)
!136 = !DILocation(line: 56, column: 67, scope: !127, inlinedAt: !135)
!137 = !{!118, !118, i64 0}
!138 = !DILocation(line: 56, column: 60, scope: !127, inlinedAt: !135)
!139 = !DILocation(line: 56, column: 89, scope: !127, inlinedAt: !135)
!140 = !DILocation(line: 56, column: 87, scope: !127, inlinedAt: !135)
!141 = !DILocation(line: 56, column: 92, scope: !127, inlinedAt: !135)
!142 = !DILocation(line: 56, column: 73, scope: !127, inlinedAt: !135)
!143 = distinct !{!143, !138, !144, !145}
!144 = !DILocation(line: 56, column: 97, scope: !127, inlinedAt: !135)
!145 = !{!"llvm.loop.mustprogress"}
!146 = !DILocation(line: 56, scope: !127, inlinedAt: !135)
!147 = !DILocation(line: 64, column: 5, scope: !2)
!148 = !DILocation(line: 0, scope: !105, inlinedAt: !149)
!149 = distinct !DILocation(line: 65, column: 5, scope: !2)
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 12, column: 65, scope: !105, inlinedAt: !149)
!152 = !DILocation(line: 12, column: 70, scope: !105, inlinedAt: !149)
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 0, scope: !70)
!155 = !DILocation(line: 66, column: 5, scope: !70)
!156 = !DILocalVariable(name: "t", scope: !157, file: !3, line: 24, type: !57)
!157 = distinct !DISubprogram(name: "mul_school", scope: !3, file: !3, line: 23, type: !158, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !162)
!158 = !DISubroutineType(types: !159)
!159 = !{null, !108, !160, !160}
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !52)
!162 = !{!163, !164, !165, !156, !166, !168, !171}
!163 = !DILocalVariable(name: "r", arg: 1, scope: !157, file: !3, line: 23, type: !108)
!164 = !DILocalVariable(name: "a", arg: 2, scope: !157, file: !3, line: 23, type: !160)
!165 = !DILocalVariable(name: "b", arg: 3, scope: !157, file: !3, line: 23, type: !160)
!166 = !DILocalVariable(name: "i", scope: !167, file: !3, line: 25, type: !6)
!167 = distinct !DILexicalBlock(scope: !157, file: !3, line: 25, column: 5)
!168 = !DILocalVariable(name: "c", scope: !169, file: !3, line: 25, type: !12)
!169 = distinct !DILexicalBlock(scope: !170, file: !3, line: 25, column: 36)
!170 = distinct !DILexicalBlock(scope: !167, file: !3, line: 25, column: 5)
!171 = !DILocalVariable(name: "j", scope: !172, file: !3, line: 25, type: !6)
!172 = distinct !DILexicalBlock(scope: !169, file: !3, line: 25, column: 54)
!173 = !DILocation(line: 0, scope: !157, inlinedAt: !174)
!174 = distinct !DILocation(line: 62, column: 35, scope: !175)
!175 = distinct !DILexicalBlock(scope: !67, file: !3, line: 62, column: 5)
!176 = !DILocation(line: 24, column: 5, scope: !157, inlinedAt: !174)
!177 = !DILocation(line: 24, column: 14, scope: !157, inlinedAt: !174)
!178 = distinct !DIAssignID()
!179 = !DILocation(line: 0, scope: !167, inlinedAt: !174)
!180 = !DILocation(line: 25, column: 23, scope: !170, inlinedAt: !174)
!181 = !DILocation(line: 25, column: 5, scope: !167, inlinedAt: !174)
!182 = !DILocation(line: 25, column: 122, scope: !183, inlinedAt: !174)
!183 = distinct !DILexicalBlock(scope: !184, file: !3, line: 25, column: 85)
!184 = distinct !DILexicalBlock(scope: !172, file: !3, line: 25, column: 54)
!185 = !DILocation(line: 0, scope: !172, inlinedAt: !174)
!186 = !DILocation(line: 0, scope: !169, inlinedAt: !174)
!187 = !DILocation(line: 25, column: 110, scope: !183, inlinedAt: !174)
!188 = !DILocation(line: 25, column: 89, scope: !183, inlinedAt: !174)
!189 = !DILocation(line: 25, column: 143, scope: !183, inlinedAt: !174)
!190 = !DILocation(line: 25, column: 141, scope: !183, inlinedAt: !174)
!191 = !DILocation(line: 25, column: 158, scope: !183, inlinedAt: !174)
!192 = !DILocation(line: 25, column: 182, scope: !169, inlinedAt: !174)
!193 = !DILocation(line: 25, column: 172, scope: !169, inlinedAt: !174)
!194 = !DILocation(line: 25, column: 168, scope: !169, inlinedAt: !174)
!195 = !DILocation(line: 25, column: 180, scope: !169, inlinedAt: !174)
!196 = distinct !{!196, !181, !197, !145}
!197 = !DILocation(line: 25, column: 195, scope: !167, inlinedAt: !174)
!198 = !DILocation(line: 26, column: 17, scope: !157, inlinedAt: !174)
!199 = !DILocation(line: 26, column: 10, scope: !157, inlinedAt: !174)
!200 = !{!201, !117, i64 0}
!201 = !{!"", !117, i64 0, !118, i64 4}
!202 = distinct !DIAssignID()
!203 = !DILocation(line: 26, column: 60, scope: !157, inlinedAt: !174)
!204 = !DILocation(line: 26, column: 58, scope: !157, inlinedAt: !174)
!205 = !DILocation(line: 26, column: 25, scope: !157, inlinedAt: !174)
!206 = !DILocalVariable(name: "a", arg: 1, scope: !207, file: !3, line: 11, type: !108)
!207 = distinct !DISubprogram(name: "norm", scope: !3, file: !3, line: 11, type: !208, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !210)
!208 = !DISubroutineType(types: !209)
!209 = !{null, !108}
!210 = !{!206}
!211 = !DILocation(line: 0, scope: !207, inlinedAt: !212)
!212 = distinct !DILocation(line: 26, column: 75, scope: !157, inlinedAt: !174)
!213 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !212)
!214 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !212)
!215 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !212)
!216 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !212)
!217 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !212)
!218 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !212)
!219 = distinct !{!219, !215, !220, !145}
!220 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !212)
!221 = distinct !DIAssignID()
!222 = !DILocation(line: 27, column: 1, scope: !157, inlinedAt: !174)
!223 = !DILocation(line: 62, column: 31, scope: !175)
!224 = !DILocation(line: 62, column: 23, scope: !175)
!225 = distinct !{!225, !124, !226, !145}
!226 = !DILocation(line: 62, column: 60, scope: !67)
!227 = !DILocation(line: 67, column: 11, scope: !2)
!228 = !DILocation(line: 0, scope: !127, inlinedAt: !229)
!229 = distinct !DILocation(line: 68, column: 61, scope: !2)
!230 = !DILocation(line: 56, column: 67, scope: !127, inlinedAt: !229)
!231 = !DILocation(line: 56, column: 60, scope: !127, inlinedAt: !229)
!232 = !DILocation(line: 56, column: 89, scope: !127, inlinedAt: !229)
!233 = !DILocation(line: 56, column: 87, scope: !127, inlinedAt: !229)
!234 = !DILocation(line: 56, column: 92, scope: !127, inlinedAt: !229)
!235 = !DILocation(line: 56, column: 73, scope: !127, inlinedAt: !229)
!236 = distinct !{!236, !231, !237, !145}
!237 = !DILocation(line: 56, column: 97, scope: !127, inlinedAt: !229)
!238 = !DILocation(line: 56, scope: !127, inlinedAt: !229)
!239 = !DILocation(line: 68, column: 81, scope: !2)
!240 = !DILocation(line: 68, column: 87, scope: !2)
!241 = !DILocation(line: 68, column: 5, scope: !2)
!242 = !DILocation(line: 0, scope: !105, inlinedAt: !243)
!243 = distinct !DILocation(line: 69, column: 5, scope: !2)
!244 = !DILocation(line: 12, column: 49, scope: !105, inlinedAt: !243)
!245 = distinct !DIAssignID()
!246 = !DILocation(line: 12, column: 65, scope: !105, inlinedAt: !243)
!247 = !DILocation(line: 12, column: 70, scope: !105, inlinedAt: !243)
!248 = distinct !DIAssignID()
!249 = !DILocation(line: 0, scope: !105, inlinedAt: !250)
!250 = distinct !DILocation(line: 69, column: 22, scope: !2)
!251 = !DILocation(line: 12, column: 49, scope: !105, inlinedAt: !250)
!252 = distinct !DIAssignID()
!253 = !DILocation(line: 12, column: 65, scope: !105, inlinedAt: !250)
!254 = !DILocation(line: 12, column: 70, scope: !105, inlinedAt: !250)
!255 = distinct !DIAssignID()
!256 = !DILocation(line: 0, scope: !72)
!257 = !DILocation(line: 70, column: 5, scope: !72)
!258 = !DILocation(line: 0, scope: !105, inlinedAt: !259)
!259 = distinct !DILocation(line: 66, column: 43, scope: !260)
!260 = distinct !DILexicalBlock(scope: !261, file: !3, line: 66, column: 41)
!261 = distinct !DILexicalBlock(scope: !70, file: !3, line: 66, column: 5)
!262 = !DILocation(line: 0, scope: !157, inlinedAt: !263)
!263 = distinct !DILocation(line: 66, column: 60, scope: !260)
!264 = !DILocation(line: 24, column: 5, scope: !157, inlinedAt: !263)
!265 = !DILocation(line: 24, column: 14, scope: !157, inlinedAt: !263)
!266 = distinct !DIAssignID()
!267 = !DILocation(line: 0, scope: !167, inlinedAt: !263)
!268 = !DILocation(line: 25, column: 23, scope: !170, inlinedAt: !263)
!269 = !DILocation(line: 25, column: 5, scope: !167, inlinedAt: !263)
!270 = !DILocation(line: 25, column: 122, scope: !183, inlinedAt: !263)
!271 = !DILocation(line: 0, scope: !172, inlinedAt: !263)
!272 = !DILocation(line: 0, scope: !169, inlinedAt: !263)
!273 = !DILocation(line: 25, column: 110, scope: !183, inlinedAt: !263)
!274 = !DILocation(line: 25, column: 89, scope: !183, inlinedAt: !263)
!275 = !DILocation(line: 25, column: 143, scope: !183, inlinedAt: !263)
!276 = !DILocation(line: 25, column: 141, scope: !183, inlinedAt: !263)
!277 = !DILocation(line: 25, column: 158, scope: !183, inlinedAt: !263)
!278 = !DILocation(line: 25, column: 182, scope: !169, inlinedAt: !263)
!279 = !DILocation(line: 25, column: 172, scope: !169, inlinedAt: !263)
!280 = !DILocation(line: 25, column: 168, scope: !169, inlinedAt: !263)
!281 = !DILocation(line: 25, column: 180, scope: !169, inlinedAt: !263)
!282 = distinct !{!282, !269, !283, !145}
!283 = !DILocation(line: 25, column: 195, scope: !167, inlinedAt: !263)
!284 = !DILocation(line: 26, column: 17, scope: !157, inlinedAt: !263)
!285 = !DILocation(line: 26, column: 10, scope: !157, inlinedAt: !263)
!286 = distinct !DIAssignID()
!287 = !DILocation(line: 26, column: 60, scope: !157, inlinedAt: !263)
!288 = !DILocation(line: 26, column: 58, scope: !157, inlinedAt: !263)
!289 = !DILocation(line: 26, column: 25, scope: !157, inlinedAt: !263)
!290 = !DILocation(line: 0, scope: !207, inlinedAt: !291)
!291 = distinct !DILocation(line: 26, column: 75, scope: !157, inlinedAt: !263)
!292 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !291)
!293 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !291)
!294 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !291)
!295 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !291)
!296 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !291)
!297 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !291)
!298 = distinct !{!298, !294, !299, !145}
!299 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !291)
!300 = distinct !DIAssignID()
!301 = !DILocation(line: 27, column: 1, scope: !157, inlinedAt: !263)
!302 = !DILocation(line: 66, column: 37, scope: !261)
!303 = !DILocation(line: 66, column: 28, scope: !261)
!304 = distinct !{!304, !155, !305, !145}
!305 = !DILocation(line: 66, column: 84, scope: !70)
!306 = !DILocation(line: 71, column: 11, scope: !2)
!307 = !DILocation(line: 72, column: 5, scope: !2)
!308 = !DILocation(line: 73, column: 5, scope: !2)
!309 = !DILocation(line: 74, column: 5, scope: !2)
!310 = !DILocation(line: 0, scope: !157, inlinedAt: !311)
!311 = distinct !DILocation(line: 74, column: 29, scope: !2)
!312 = !DILocation(line: 24, column: 5, scope: !157, inlinedAt: !311)
!313 = !DILocation(line: 24, column: 14, scope: !157, inlinedAt: !311)
!314 = distinct !DIAssignID()
!315 = !DILocation(line: 0, scope: !167, inlinedAt: !311)
!316 = !DILocation(line: 25, column: 23, scope: !170, inlinedAt: !311)
!317 = !DILocation(line: 25, column: 5, scope: !167, inlinedAt: !311)
!318 = !DILocation(line: 0, scope: !172, inlinedAt: !311)
!319 = !DILocation(line: 0, scope: !169, inlinedAt: !311)
!320 = !DILocation(line: 25, column: 54, scope: !172, inlinedAt: !311)
!321 = !DILocation(line: 26, column: 17, scope: !157, inlinedAt: !311)
!322 = !DILocation(line: 26, column: 10, scope: !157, inlinedAt: !311)
!323 = distinct !DIAssignID()
!324 = !DILocation(line: 26, column: 35, scope: !157, inlinedAt: !311)
!325 = !DILocation(line: 26, column: 60, scope: !157, inlinedAt: !311)
!326 = !DILocation(line: 26, column: 58, scope: !157, inlinedAt: !311)
!327 = !DILocation(line: 26, column: 25, scope: !157, inlinedAt: !311)
!328 = !DILocation(line: 0, scope: !207, inlinedAt: !329)
!329 = distinct !DILocation(line: 26, column: 75, scope: !157, inlinedAt: !311)
!330 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !329)
!331 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !329)
!332 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !329)
!333 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !329)
!334 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !329)
!335 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !329)
!336 = distinct !{!336, !332, !337, !145}
!337 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !329)
!338 = distinct !DIAssignID()
!339 = !DILocation(line: 25, column: 112, scope: !183, inlinedAt: !311)
!340 = !DILocation(line: 25, column: 110, scope: !183, inlinedAt: !311)
!341 = !DILocation(line: 25, column: 126, scope: !183, inlinedAt: !311)
!342 = !DILocation(line: 25, column: 122, scope: !183, inlinedAt: !311)
!343 = !DILocation(line: 25, column: 120, scope: !183, inlinedAt: !311)
!344 = !DILocation(line: 25, column: 89, scope: !183, inlinedAt: !311)
!345 = !DILocation(line: 25, column: 143, scope: !183, inlinedAt: !311)
!346 = !DILocation(line: 25, column: 141, scope: !183, inlinedAt: !311)
!347 = !DILocation(line: 25, column: 158, scope: !183, inlinedAt: !311)
!348 = !DILocation(line: 25, column: 182, scope: !169, inlinedAt: !311)
!349 = !DILocation(line: 25, scope: !169, inlinedAt: !311)
!350 = !DILocation(line: 25, column: 172, scope: !169, inlinedAt: !311)
!351 = !DILocation(line: 25, column: 168, scope: !169, inlinedAt: !311)
!352 = !DILocation(line: 25, column: 180, scope: !169, inlinedAt: !311)
!353 = !DILocation(line: 25, column: 32, scope: !170, inlinedAt: !311)
!354 = distinct !{!354, !317, !355, !145}
!355 = !DILocation(line: 25, column: 195, scope: !167, inlinedAt: !311)
!356 = !DILocation(line: 25, column: 81, scope: !184, inlinedAt: !311)
!357 = distinct !{!357, !320, !358, !145}
!358 = !DILocation(line: 25, column: 166, scope: !172, inlinedAt: !311)
!359 = !DILocation(line: 75, column: 27, scope: !2)
!360 = !DILocation(line: 27, column: 1, scope: !157, inlinedAt: !311)
!361 = !DILocation(line: 75, column: 19, scope: !2)
!362 = !DILocation(line: 75, column: 21, scope: !2)
!363 = !DILocation(line: 75, column: 29, scope: !2)
!364 = !DILocalVariable(name: "r", arg: 1, scope: !365, file: !3, line: 13, type: !108)
!365 = distinct !DISubprogram(name: "add", scope: !3, file: !3, line: 13, type: !158, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !366)
!366 = !{!364, !367, !368, !369, !370, !371}
!367 = !DILocalVariable(name: "a", arg: 2, scope: !365, file: !3, line: 13, type: !160)
!368 = !DILocalVariable(name: "b", arg: 3, scope: !365, file: !3, line: 13, type: !160)
!369 = !DILocalVariable(name: "c", scope: !365, file: !3, line: 14, type: !12)
!370 = !DILocalVariable(name: "n", scope: !365, file: !3, line: 14, type: !6)
!371 = !DILocalVariable(name: "i", scope: !372, file: !3, line: 15, type: !6)
!372 = distinct !DILexicalBlock(scope: !365, file: !3, line: 15, column: 5)
!373 = !DILocation(line: 0, scope: !365, inlinedAt: !374)
!374 = distinct !DILocation(line: 70, column: 38, scope: !375)
!375 = distinct !DILexicalBlock(scope: !376, file: !3, line: 70, column: 36)
!376 = distinct !DILexicalBlock(scope: !72, file: !3, line: 70, column: 5)
!377 = !DILocation(line: 14, column: 32, scope: !365, inlinedAt: !374)
!378 = !DILocation(line: 14, column: 39, scope: !365, inlinedAt: !374)
!379 = !DILocation(line: 14, column: 29, scope: !365, inlinedAt: !374)
!380 = !DILocation(line: 0, scope: !372, inlinedAt: !374)
!381 = !DILocation(line: 15, column: 23, scope: !382, inlinedAt: !374)
!382 = distinct !DILexicalBlock(scope: !372, file: !3, line: 15, column: 5)
!383 = !DILocation(line: 15, column: 5, scope: !372, inlinedAt: !374)
!384 = !DILocation(line: 16, column: 10, scope: !365, inlinedAt: !374)
!385 = distinct !DIAssignID()
!386 = !DILocation(line: 16, column: 19, scope: !365, inlinedAt: !374)
!387 = !DILocation(line: 16, column: 19, scope: !388, inlinedAt: !374)
!388 = distinct !DILexicalBlock(scope: !365, file: !3, line: 16, column: 19)
!389 = distinct !DIAssignID()
!390 = !DILocation(line: 15, column: 53, scope: !391, inlinedAt: !374)
!391 = distinct !DILexicalBlock(scope: !382, file: !3, line: 15, column: 33)
!392 = !DILocation(line: 15, column: 51, scope: !391, inlinedAt: !374)
!393 = !DILocation(line: 15, column: 62, scope: !391, inlinedAt: !374)
!394 = !DILocation(line: 15, column: 40, scope: !391, inlinedAt: !374)
!395 = !DILocation(line: 15, column: 80, scope: !391, inlinedAt: !374)
!396 = !DILocation(line: 15, column: 78, scope: !391, inlinedAt: !374)
!397 = !DILocation(line: 15, column: 89, scope: !391, inlinedAt: !374)
!398 = !DILocation(line: 15, column: 77, scope: !391, inlinedAt: !374)
!399 = !DILocation(line: 15, column: 75, scope: !391, inlinedAt: !374)
!400 = !DILocation(line: 15, column: 37, scope: !391, inlinedAt: !374)
!401 = !DILocation(line: 15, column: 113, scope: !391, inlinedAt: !374)
!402 = !DILocation(line: 15, column: 103, scope: !391, inlinedAt: !374)
!403 = !DILocation(line: 15, column: 111, scope: !391, inlinedAt: !374)
!404 = !DILocation(line: 15, column: 128, scope: !391, inlinedAt: !374)
!405 = !DILocation(line: 15, column: 29, scope: !382, inlinedAt: !374)
!406 = distinct !{!406, !383, !407, !145}
!407 = !DILocation(line: 15, column: 136, scope: !372, inlinedAt: !374)
!408 = !DILocation(line: 16, column: 31, scope: !388, inlinedAt: !374)
!409 = distinct !DIAssignID()
!410 = !DILocation(line: 16, column: 22, scope: !388, inlinedAt: !374)
!411 = !DILocation(line: 16, column: 35, scope: !388, inlinedAt: !374)
!412 = !DILocation(line: 70, column: 59, scope: !375)
!413 = !{i64 0, i64 4, !116, i64 4, i64 1024, !137}
!414 = distinct !DIAssignID()
!415 = !DILocation(line: 70, column: 66, scope: !375)
!416 = distinct !DIAssignID()
!417 = !DILocation(line: 70, column: 32, scope: !376)
!418 = !DILocation(line: 70, column: 23, scope: !376)
!419 = distinct !{!419, !257, !420, !145}
!420 = !DILocation(line: 70, column: 69, scope: !72)
!421 = !DILocation(line: 75, column: 42, scope: !2)
!422 = !DILocation(line: 75, column: 70, scope: !2)
!423 = !DILocation(line: 75, column: 68, scope: !2)
!424 = !DILocation(line: 75, column: 32, scope: !2)
!425 = !DILocation(line: 75, column: 84, scope: !2)
!426 = distinct !DIAssignID()
!427 = distinct !DIAssignID()
!428 = !DILocation(line: 77, column: 5, scope: !2)
!429 = !DILocation(line: 0, scope: !157, inlinedAt: !430)
!430 = distinct !DILocation(line: 77, column: 29, scope: !2)
!431 = !DILocation(line: 24, column: 5, scope: !157, inlinedAt: !430)
!432 = !DILocation(line: 24, column: 14, scope: !157, inlinedAt: !430)
!433 = distinct !DIAssignID()
!434 = !DILocation(line: 0, scope: !167, inlinedAt: !430)
!435 = !DILocation(line: 25, column: 23, scope: !170, inlinedAt: !430)
!436 = !DILocation(line: 26, column: 22, scope: !157, inlinedAt: !430)
!437 = !DILocation(line: 25, column: 5, scope: !167, inlinedAt: !430)
!438 = !DILocation(line: 0, scope: !172, inlinedAt: !430)
!439 = !DILocation(line: 0, scope: !169, inlinedAt: !430)
!440 = !DILocation(line: 25, column: 54, scope: !172, inlinedAt: !430)
!441 = !DILocation(line: 26, column: 17, scope: !157, inlinedAt: !430)
!442 = !DILocation(line: 26, column: 10, scope: !157, inlinedAt: !430)
!443 = distinct !DIAssignID()
!444 = !DILocation(line: 26, column: 60, scope: !157, inlinedAt: !430)
!445 = !DILocation(line: 26, column: 58, scope: !157, inlinedAt: !430)
!446 = !DILocation(line: 26, column: 25, scope: !157, inlinedAt: !430)
!447 = !DILocation(line: 0, scope: !207, inlinedAt: !448)
!448 = distinct !DILocation(line: 26, column: 75, scope: !157, inlinedAt: !430)
!449 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !448)
!450 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !448)
!451 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !448)
!452 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !448)
!453 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !448)
!454 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !448)
!455 = distinct !{!455, !451, !456, !145}
!456 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !448)
!457 = distinct !DIAssignID()
!458 = !DILocation(line: 25, column: 112, scope: !183, inlinedAt: !430)
!459 = !DILocation(line: 25, column: 110, scope: !183, inlinedAt: !430)
!460 = !DILocation(line: 25, column: 126, scope: !183, inlinedAt: !430)
!461 = !DILocation(line: 25, column: 122, scope: !183, inlinedAt: !430)
!462 = !DILocation(line: 25, column: 120, scope: !183, inlinedAt: !430)
!463 = !DILocation(line: 25, column: 89, scope: !183, inlinedAt: !430)
!464 = !DILocation(line: 25, column: 143, scope: !183, inlinedAt: !430)
!465 = !DILocation(line: 25, column: 141, scope: !183, inlinedAt: !430)
!466 = !DILocation(line: 25, column: 158, scope: !183, inlinedAt: !430)
!467 = !DILocation(line: 25, column: 182, scope: !169, inlinedAt: !430)
!468 = !DILocation(line: 25, scope: !169, inlinedAt: !430)
!469 = !DILocation(line: 25, column: 172, scope: !169, inlinedAt: !430)
!470 = !DILocation(line: 25, column: 168, scope: !169, inlinedAt: !430)
!471 = !DILocation(line: 25, column: 180, scope: !169, inlinedAt: !430)
!472 = !DILocation(line: 25, column: 32, scope: !170, inlinedAt: !430)
!473 = distinct !{!473, !437, !474, !145}
!474 = !DILocation(line: 25, column: 195, scope: !167, inlinedAt: !430)
!475 = !DILocation(line: 25, column: 81, scope: !184, inlinedAt: !430)
!476 = distinct !{!476, !440, !477, !145}
!477 = !DILocation(line: 25, column: 166, scope: !172, inlinedAt: !430)
!478 = !DILocation(line: 78, column: 24, scope: !2)
!479 = !DILocation(line: 27, column: 1, scope: !157, inlinedAt: !430)
!480 = !DILocation(line: 78, column: 16, scope: !2)
!481 = !DILocation(line: 78, column: 18, scope: !2)
!482 = !DILocation(line: 78, column: 26, scope: !2)
!483 = !DILocation(line: 78, column: 39, scope: !2)
!484 = !DILocation(line: 78, column: 67, scope: !2)
!485 = !DILocation(line: 78, column: 65, scope: !2)
!486 = !DILocation(line: 78, column: 29, scope: !2)
!487 = !DILocation(line: 78, column: 81, scope: !2)
!488 = !DILocation(line: 78, column: 10, scope: !2)
!489 = !DILocation(line: 79, column: 5, scope: !2)
!490 = !DILocation(line: 0, scope: !127, inlinedAt: !491)
!491 = distinct !DILocation(line: 80, column: 84, scope: !2)
!492 = !DILocation(line: 56, column: 67, scope: !127, inlinedAt: !491)
!493 = !DILocation(line: 56, column: 60, scope: !127, inlinedAt: !491)
!494 = !DILocation(line: 56, column: 89, scope: !127, inlinedAt: !491)
!495 = !DILocation(line: 56, column: 87, scope: !127, inlinedAt: !491)
!496 = !DILocation(line: 56, column: 92, scope: !127, inlinedAt: !491)
!497 = !DILocation(line: 56, column: 73, scope: !127, inlinedAt: !491)
!498 = distinct !{!498, !493, !499, !145}
!499 = !DILocation(line: 56, column: 97, scope: !127, inlinedAt: !491)
!500 = !DILocation(line: 56, scope: !127, inlinedAt: !491)
!501 = !DILocation(line: 80, column: 5, scope: !2)
!502 = !DILocation(line: 81, column: 12, scope: !2)
!503 = !DILocation(line: 0, scope: !127, inlinedAt: !504)
!504 = distinct !DILocation(line: 81, column: 25, scope: !2)
!505 = !DILocation(line: 56, column: 67, scope: !127, inlinedAt: !504)
!506 = !DILocation(line: 56, column: 60, scope: !127, inlinedAt: !504)
!507 = !DILocation(line: 56, column: 89, scope: !127, inlinedAt: !504)
!508 = !DILocation(line: 56, column: 87, scope: !127, inlinedAt: !504)
!509 = !DILocation(line: 56, column: 92, scope: !127, inlinedAt: !504)
!510 = !DILocation(line: 56, column: 73, scope: !127, inlinedAt: !504)
!511 = distinct !{!511, !506, !512, !145}
!512 = !DILocation(line: 56, column: 97, scope: !127, inlinedAt: !504)
!513 = !DILocation(line: 81, column: 40, scope: !2)
!514 = !DILocation(line: 82, column: 1, scope: !2)
!515 = !DILocation(line: 81, column: 5, scope: !2)
!516 = distinct !DISubprogram(name: "to_dec", scope: !3, file: !3, line: 46, type: !517, scopeLine: 46, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !520)
!517 = !DISubroutineType(cc: DW_CC_nocall, types: !518)
!518 = !{!6, !160, !519}
!519 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!520 = !{!521, !522, !523, !524, !525, !526, !528, !530, !533, !535}
!521 = !DILocalVariable(name: "a", arg: 1, scope: !516, file: !3, line: 46, type: !160)
!522 = !DILocalVariable(name: "out", arg: 2, scope: !516, file: !3, line: 46, type: !519)
!523 = !DILocalVariable(name: "t", scope: !516, file: !3, line: 47, type: !52)
!524 = !DILocalVariable(name: "tmp", scope: !516, file: !3, line: 47, type: !78)
!525 = !DILocalVariable(name: "n", scope: !516, file: !3, line: 47, type: !6)
!526 = !DILocalVariable(name: "rem", scope: !527, file: !3, line: 49, type: !12)
!527 = distinct !DILexicalBlock(scope: !516, file: !3, line: 49, column: 17)
!528 = !DILocalVariable(name: "i", scope: !529, file: !3, line: 49, type: !6)
!529 = distinct !DILexicalBlock(scope: !527, file: !3, line: 49, column: 37)
!530 = !DILocalVariable(name: "cur", scope: !531, file: !3, line: 49, type: !12)
!531 = distinct !DILexicalBlock(scope: !532, file: !3, line: 49, column: 72)
!532 = distinct !DILexicalBlock(scope: !529, file: !3, line: 49, column: 37)
!533 = !DILocalVariable(name: "k", scope: !534, file: !3, line: 50, type: !6)
!534 = distinct !DILexicalBlock(scope: !527, file: !3, line: 50, column: 9)
!535 = !DILocalVariable(name: "i", scope: !536, file: !3, line: 52, type: !6)
!536 = distinct !DILexicalBlock(scope: !516, file: !3, line: 52, column: 5)
!537 = distinct !DIAssignID()
!538 = !DILocation(line: 0, scope: !516)
!539 = distinct !DIAssignID()
!540 = !DILocation(line: 47, column: 5, scope: !516)
!541 = !DILocation(line: 47, column: 13, scope: !516)
!542 = distinct !DIAssignID()
!543 = !DILocation(line: 47, column: 17, scope: !516)
!544 = !DILocation(line: 48, column: 11, scope: !545)
!545 = distinct !DILexicalBlock(scope: !516, file: !3, line: 48, column: 9)
!546 = !DILocation(line: 48, column: 13, scope: !545)
!547 = !DILocation(line: 48, column: 9, scope: !516)
!548 = !DILocation(line: 49, column: 5, scope: !516)
!549 = !DILocation(line: 48, column: 21, scope: !550)
!550 = distinct !DILexicalBlock(scope: !545, file: !3, line: 48, column: 19)
!551 = !DILocation(line: 48, column: 39, scope: !550)
!552 = !DILocation(line: 51, column: 5, scope: !516)
!553 = !DILocation(line: 0, scope: !529)
!554 = !DILocation(line: 0, scope: !527)
!555 = !DILocation(line: 49, column: 61, scope: !532)
!556 = !DILocation(line: 49, column: 37, scope: !529)
!557 = !DILocation(line: 0, scope: !207, inlinedAt: !558)
!558 = distinct !DILocation(line: 49, column: 178, scope: !527)
!559 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !558)
!560 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !558)
!561 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !558)
!562 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !558)
!563 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !558)
!564 = distinct !{!564, !560, !565, !145}
!565 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !558)
!566 = distinct !DIAssignID()
!567 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !558)
!568 = !DILocation(line: 0, scope: !534)
!569 = !DILocation(line: 50, column: 9, scope: !534)
!570 = !DILocation(line: 50, column: 39, scope: !571)
!571 = distinct !DILexicalBlock(scope: !572, file: !3, line: 50, column: 37)
!572 = distinct !DILexicalBlock(scope: !534, file: !3, line: 50, column: 9)
!573 = !DILocation(line: 50, column: 78, scope: !571)
!574 = !DILocation(line: 50, column: 44, scope: !571)
!575 = !DILocation(line: 50, column: 67, scope: !571)
!576 = !DILocation(line: 50, column: 50, scope: !571)
!577 = !DILocation(line: 50, column: 48, scope: !571)
!578 = !DILocation(line: 49, scope: !529)
!579 = !DILocation(line: 49, column: 94, scope: !531)
!580 = !DILocation(line: 49, column: 103, scope: !531)
!581 = !DILocation(line: 49, column: 101, scope: !531)
!582 = !DILocation(line: 0, scope: !531)
!583 = !DILocation(line: 49, column: 135, scope: !531)
!584 = !DILocation(line: 49, column: 120, scope: !531)
!585 = !DILocation(line: 49, column: 118, scope: !531)
!586 = !DILocation(line: 49, column: 161, scope: !531)
!587 = distinct !{!587, !556, !588, !145}
!588 = !DILocation(line: 49, column: 176, scope: !529)
!589 = !DILocation(line: 51, column: 14, scope: !516)
!590 = !DILocation(line: 51, column: 18, scope: !516)
!591 = !DILocation(line: 51, column: 27, scope: !516)
!592 = !DILocation(line: 51, column: 21, scope: !516)
!593 = !DILocation(line: 51, column: 32, scope: !516)
!594 = distinct !{!594, !552, !595, !145}
!595 = !DILocation(line: 51, column: 41, scope: !516)
!596 = !DILocation(line: 0, scope: !536)
!597 = !DILocation(line: 52, column: 23, scope: !598)
!598 = distinct !DILexicalBlock(scope: !536, file: !3, line: 52, column: 5)
!599 = !DILocation(line: 52, column: 5, scope: !536)
!600 = !DILocation(line: 53, column: 5, scope: !516)
!601 = !DILocation(line: 52, column: 29, scope: !598)
!602 = !DILocation(line: 52, column: 52, scope: !598)
!603 = !DILocation(line: 52, column: 42, scope: !598)
!604 = !DILocation(line: 52, column: 33, scope: !598)
!605 = !DILocation(line: 52, column: 40, scope: !598)
!606 = distinct !{!606, !599, !607, !145, !608, !609}
!607 = !DILocation(line: 52, column: 55, scope: !536)
!608 = !{!"llvm.loop.isvectorized", i32 1}
!609 = !{!"llvm.loop.unroll.runtime.disable"}
!610 = distinct !{!610, !599, !607, !145, !608, !609}
!611 = !DILocation(line: 53, column: 12, scope: !516)
!612 = !DILocation(line: 54, column: 5, scope: !516)
!613 = distinct !{!613, !599, !607, !145, !609, !608}
!614 = !DILocation(line: 55, column: 1, scope: !516)
!615 = !DISubprogram(name: "printf", scope: !616, file: !616, line: 356, type: !617, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!616 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!617 = !DISubroutineType(types: !618)
!618 = !{!6, !619, null}
!619 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !130)
!620 = distinct !DISubprogram(name: "karatsuba", scope: !3, file: !3, line: 36, type: !158, scopeLine: 36, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !621)
!621 = !{!622, !623, !624, !625, !626, !627, !628, !629, !630, !631, !632, !633, !634}
!622 = !DILocalVariable(name: "r", arg: 1, scope: !620, file: !3, line: 36, type: !108)
!623 = !DILocalVariable(name: "a", arg: 2, scope: !620, file: !3, line: 36, type: !160)
!624 = !DILocalVariable(name: "b", arg: 3, scope: !620, file: !3, line: 36, type: !160)
!625 = !DILocalVariable(name: "m", scope: !620, file: !3, line: 38, type: !6)
!626 = !DILocalVariable(name: "a0", scope: !620, file: !3, line: 39, type: !52)
!627 = !DILocalVariable(name: "a1", scope: !620, file: !3, line: 39, type: !52)
!628 = !DILocalVariable(name: "b0", scope: !620, file: !3, line: 39, type: !52)
!629 = !DILocalVariable(name: "b1", scope: !620, file: !3, line: 39, type: !52)
!630 = !DILocalVariable(name: "z0", scope: !620, file: !3, line: 39, type: !52)
!631 = !DILocalVariable(name: "z1", scope: !620, file: !3, line: 39, type: !52)
!632 = !DILocalVariable(name: "z2", scope: !620, file: !3, line: 39, type: !52)
!633 = !DILocalVariable(name: "sa", scope: !620, file: !3, line: 39, type: !52)
!634 = !DILocalVariable(name: "sb", scope: !620, file: !3, line: 39, type: !52)
!635 = distinct !DIAssignID()
!636 = distinct !DIAssignID()
!637 = !DILocation(line: 0, scope: !620)
!638 = distinct !DIAssignID()
!639 = distinct !DIAssignID()
!640 = distinct !DIAssignID()
!641 = distinct !DIAssignID()
!642 = distinct !DIAssignID()
!643 = distinct !DIAssignID()
!644 = distinct !DIAssignID()
!645 = distinct !DIAssignID()
!646 = !DILocation(line: 37, column: 12, scope: !647)
!647 = distinct !DILexicalBlock(scope: !620, file: !3, line: 37, column: 9)
!648 = !DILocation(line: 37, column: 14, scope: !647)
!649 = !DILocation(line: 37, column: 18, scope: !647)
!650 = !DILocation(line: 37, column: 24, scope: !647)
!651 = !DILocation(line: 37, column: 26, scope: !647)
!652 = !DILocation(line: 37, column: 9, scope: !620)
!653 = !DILocation(line: 0, scope: !157, inlinedAt: !654)
!654 = distinct !DILocation(line: 37, column: 33, scope: !655)
!655 = distinct !DILexicalBlock(scope: !647, file: !3, line: 37, column: 31)
!656 = !DILocation(line: 24, column: 5, scope: !157, inlinedAt: !654)
!657 = !DILocation(line: 24, column: 14, scope: !157, inlinedAt: !654)
!658 = distinct !DIAssignID()
!659 = !DILocation(line: 0, scope: !167, inlinedAt: !654)
!660 = !DILocation(line: 25, column: 5, scope: !167, inlinedAt: !654)
!661 = !DILocation(line: 25, column: 23, scope: !170, inlinedAt: !654)
!662 = !DILocation(line: 26, column: 22, scope: !157, inlinedAt: !654)
!663 = !DILocation(line: 0, scope: !172, inlinedAt: !654)
!664 = !DILocation(line: 0, scope: !169, inlinedAt: !654)
!665 = !DILocation(line: 25, column: 54, scope: !172, inlinedAt: !654)
!666 = !DILocation(line: 26, column: 17, scope: !157, inlinedAt: !654)
!667 = !DILocation(line: 26, column: 10, scope: !157, inlinedAt: !654)
!668 = !DILocation(line: 26, column: 35, scope: !157, inlinedAt: !654)
!669 = !DILocation(line: 26, column: 60, scope: !157, inlinedAt: !654)
!670 = !DILocation(line: 26, column: 58, scope: !157, inlinedAt: !654)
!671 = !DILocation(line: 26, column: 25, scope: !157, inlinedAt: !654)
!672 = !DILocation(line: 0, scope: !207, inlinedAt: !673)
!673 = distinct !DILocation(line: 26, column: 75, scope: !157, inlinedAt: !654)
!674 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !673)
!675 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !673)
!676 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !673)
!677 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !673)
!678 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !673)
!679 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !673)
!680 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !673)
!681 = distinct !{!681, !676, !680, !145}
!682 = !DILocation(line: 25, column: 112, scope: !183, inlinedAt: !654)
!683 = !DILocation(line: 25, column: 110, scope: !183, inlinedAt: !654)
!684 = !DILocation(line: 25, column: 126, scope: !183, inlinedAt: !654)
!685 = !DILocation(line: 25, column: 122, scope: !183, inlinedAt: !654)
!686 = !DILocation(line: 25, column: 120, scope: !183, inlinedAt: !654)
!687 = !DILocation(line: 25, column: 89, scope: !183, inlinedAt: !654)
!688 = !DILocation(line: 25, column: 143, scope: !183, inlinedAt: !654)
!689 = !DILocation(line: 25, column: 141, scope: !183, inlinedAt: !654)
!690 = !DILocation(line: 25, column: 158, scope: !183, inlinedAt: !654)
!691 = !DILocation(line: 25, column: 182, scope: !169, inlinedAt: !654)
!692 = !DILocation(line: 25, scope: !169, inlinedAt: !654)
!693 = !DILocation(line: 25, column: 172, scope: !169, inlinedAt: !654)
!694 = !DILocation(line: 25, column: 168, scope: !169, inlinedAt: !654)
!695 = !DILocation(line: 25, column: 180, scope: !169, inlinedAt: !654)
!696 = !DILocation(line: 25, column: 32, scope: !170, inlinedAt: !654)
!697 = distinct !{!697, !660, !698, !145}
!698 = !DILocation(line: 25, column: 195, scope: !167, inlinedAt: !654)
!699 = !DILocation(line: 25, column: 81, scope: !184, inlinedAt: !654)
!700 = distinct !{!700, !665, !701, !145}
!701 = !DILocation(line: 25, column: 166, scope: !172, inlinedAt: !654)
!702 = !DILocation(line: 27, column: 1, scope: !157, inlinedAt: !654)
!703 = !DILocation(line: 37, column: 54, scope: !655)
!704 = !DILocation(line: 38, column: 14, scope: !620)
!705 = !DILocation(line: 38, column: 41, scope: !620)
!706 = !DILocation(line: 39, column: 5, scope: !620)
!707 = !DILocalVariable(name: "a", arg: 1, scope: !708, file: !3, line: 28, type: !160)
!708 = distinct !DISubprogram(name: "split", scope: !3, file: !3, line: 28, type: !709, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !711)
!709 = !DISubroutineType(types: !710)
!710 = !{null, !160, !6, !108, !108}
!711 = !{!707, !712, !713, !714}
!712 = !DILocalVariable(name: "m", arg: 2, scope: !708, file: !3, line: 28, type: !6)
!713 = !DILocalVariable(name: "lo", arg: 3, scope: !708, file: !3, line: 28, type: !108)
!714 = !DILocalVariable(name: "hi", arg: 4, scope: !708, file: !3, line: 28, type: !108)
!715 = !DILocation(line: 0, scope: !708, inlinedAt: !716)
!716 = distinct !DILocation(line: 40, column: 5, scope: !620)
!717 = !DILocation(line: 29, column: 13, scope: !708, inlinedAt: !716)
!718 = !DILocation(line: 29, column: 11, scope: !708, inlinedAt: !716)
!719 = distinct !DIAssignID()
!720 = !DILocation(line: 29, column: 45, scope: !708, inlinedAt: !716)
!721 = !DILocation(line: 29, column: 51, scope: !708, inlinedAt: !716)
!722 = !DILocation(line: 29, column: 71, scope: !708, inlinedAt: !716)
!723 = !DILocation(line: 29, column: 34, scope: !708, inlinedAt: !716)
!724 = !DILocation(line: 0, scope: !207, inlinedAt: !725)
!725 = distinct !DILocation(line: 29, column: 89, scope: !708, inlinedAt: !716)
!726 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !725)
!727 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !725)
!728 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !725)
!729 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !725)
!730 = distinct !{!730, !726, !731, !145}
!731 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !725)
!732 = distinct !DIAssignID()
!733 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !725)
!734 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !725)
!735 = !DILocation(line: 30, column: 18, scope: !708, inlinedAt: !716)
!736 = !DILocation(line: 30, column: 13, scope: !708, inlinedAt: !716)
!737 = !DILocation(line: 30, column: 11, scope: !708, inlinedAt: !716)
!738 = distinct !DIAssignID()
!739 = !DILocation(line: 30, column: 49, scope: !708, inlinedAt: !716)
!740 = !DILocation(line: 30, column: 57, scope: !708, inlinedAt: !716)
!741 = !DILocation(line: 30, column: 81, scope: !708, inlinedAt: !716)
!742 = !DILocation(line: 30, column: 79, scope: !708, inlinedAt: !716)
!743 = !DILocation(line: 30, column: 38, scope: !708, inlinedAt: !716)
!744 = !DILocation(line: 0, scope: !708, inlinedAt: !745)
!745 = distinct !DILocation(line: 40, column: 28, scope: !620)
!746 = !DILocation(line: 29, column: 13, scope: !708, inlinedAt: !745)
!747 = !DILocation(line: 29, column: 11, scope: !708, inlinedAt: !745)
!748 = distinct !DIAssignID()
!749 = !DILocation(line: 29, column: 45, scope: !708, inlinedAt: !745)
!750 = !DILocation(line: 29, column: 51, scope: !708, inlinedAt: !745)
!751 = !DILocation(line: 29, column: 71, scope: !708, inlinedAt: !745)
!752 = !DILocation(line: 29, column: 34, scope: !708, inlinedAt: !745)
!753 = !DILocation(line: 0, scope: !207, inlinedAt: !754)
!754 = distinct !DILocation(line: 29, column: 89, scope: !708, inlinedAt: !745)
!755 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !754)
!756 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !754)
!757 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !754)
!758 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !754)
!759 = distinct !{!759, !755, !760, !145}
!760 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !754)
!761 = distinct !DIAssignID()
!762 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !754)
!763 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !754)
!764 = !DILocation(line: 30, column: 18, scope: !708, inlinedAt: !745)
!765 = !DILocation(line: 30, column: 13, scope: !708, inlinedAt: !745)
!766 = !DILocation(line: 30, column: 11, scope: !708, inlinedAt: !745)
!767 = distinct !DIAssignID()
!768 = !DILocation(line: 30, column: 49, scope: !708, inlinedAt: !745)
!769 = !DILocation(line: 30, column: 57, scope: !708, inlinedAt: !745)
!770 = !DILocation(line: 30, column: 81, scope: !708, inlinedAt: !745)
!771 = !DILocation(line: 30, column: 79, scope: !708, inlinedAt: !745)
!772 = !DILocation(line: 30, column: 38, scope: !708, inlinedAt: !745)
!773 = !DILocation(line: 41, column: 5, scope: !620)
!774 = !DILocation(line: 41, column: 31, scope: !620)
!775 = !DILocation(line: 0, scope: !365, inlinedAt: !776)
!776 = distinct !DILocation(line: 42, column: 5, scope: !620)
!777 = !DILocation(line: 14, column: 29, scope: !365, inlinedAt: !776)
!778 = !DILocation(line: 0, scope: !372, inlinedAt: !776)
!779 = !DILocation(line: 15, column: 23, scope: !382, inlinedAt: !776)
!780 = !DILocation(line: 15, column: 5, scope: !372, inlinedAt: !776)
!781 = !DILocation(line: 16, column: 10, scope: !365, inlinedAt: !776)
!782 = distinct !DIAssignID()
!783 = !DILocation(line: 16, column: 19, scope: !365, inlinedAt: !776)
!784 = !DILocation(line: 16, column: 19, scope: !388, inlinedAt: !776)
!785 = distinct !DIAssignID()
!786 = !DILocation(line: 15, column: 53, scope: !391, inlinedAt: !776)
!787 = !DILocation(line: 15, column: 51, scope: !391, inlinedAt: !776)
!788 = !DILocation(line: 15, column: 62, scope: !391, inlinedAt: !776)
!789 = !DILocation(line: 15, column: 40, scope: !391, inlinedAt: !776)
!790 = !DILocation(line: 15, column: 80, scope: !391, inlinedAt: !776)
!791 = !DILocation(line: 15, column: 78, scope: !391, inlinedAt: !776)
!792 = !DILocation(line: 15, column: 89, scope: !391, inlinedAt: !776)
!793 = !DILocation(line: 15, column: 77, scope: !391, inlinedAt: !776)
!794 = !DILocation(line: 15, column: 75, scope: !391, inlinedAt: !776)
!795 = !DILocation(line: 15, column: 37, scope: !391, inlinedAt: !776)
!796 = !DILocation(line: 15, column: 113, scope: !391, inlinedAt: !776)
!797 = !DILocation(line: 15, column: 103, scope: !391, inlinedAt: !776)
!798 = !DILocation(line: 15, column: 111, scope: !391, inlinedAt: !776)
!799 = !DILocation(line: 15, column: 128, scope: !391, inlinedAt: !776)
!800 = !DILocation(line: 15, column: 29, scope: !382, inlinedAt: !776)
!801 = distinct !{!801, !780, !802, !145}
!802 = !DILocation(line: 15, column: 136, scope: !372, inlinedAt: !776)
!803 = !DILocation(line: 16, column: 31, scope: !388, inlinedAt: !776)
!804 = distinct !DIAssignID()
!805 = !DILocation(line: 16, column: 22, scope: !388, inlinedAt: !776)
!806 = !DILocation(line: 16, column: 35, scope: !388, inlinedAt: !776)
!807 = !DILocation(line: 0, scope: !365, inlinedAt: !808)
!808 = distinct !DILocation(line: 42, column: 25, scope: !620)
!809 = !DILocation(line: 14, column: 29, scope: !365, inlinedAt: !808)
!810 = !DILocation(line: 0, scope: !372, inlinedAt: !808)
!811 = !DILocation(line: 15, column: 23, scope: !382, inlinedAt: !808)
!812 = !DILocation(line: 15, column: 5, scope: !372, inlinedAt: !808)
!813 = !DILocation(line: 16, column: 10, scope: !365, inlinedAt: !808)
!814 = distinct !DIAssignID()
!815 = !DILocation(line: 16, column: 19, scope: !365, inlinedAt: !808)
!816 = !DILocation(line: 16, column: 19, scope: !388, inlinedAt: !808)
!817 = distinct !DIAssignID()
!818 = !DILocation(line: 15, column: 53, scope: !391, inlinedAt: !808)
!819 = !DILocation(line: 15, column: 51, scope: !391, inlinedAt: !808)
!820 = !DILocation(line: 15, column: 62, scope: !391, inlinedAt: !808)
!821 = !DILocation(line: 15, column: 40, scope: !391, inlinedAt: !808)
!822 = !DILocation(line: 15, column: 80, scope: !391, inlinedAt: !808)
!823 = !DILocation(line: 15, column: 78, scope: !391, inlinedAt: !808)
!824 = !DILocation(line: 15, column: 89, scope: !391, inlinedAt: !808)
!825 = !DILocation(line: 15, column: 77, scope: !391, inlinedAt: !808)
!826 = !DILocation(line: 15, column: 75, scope: !391, inlinedAt: !808)
!827 = !DILocation(line: 15, column: 37, scope: !391, inlinedAt: !808)
!828 = !DILocation(line: 15, column: 113, scope: !391, inlinedAt: !808)
!829 = !DILocation(line: 15, column: 103, scope: !391, inlinedAt: !808)
!830 = !DILocation(line: 15, column: 111, scope: !391, inlinedAt: !808)
!831 = !DILocation(line: 15, column: 128, scope: !391, inlinedAt: !808)
!832 = !DILocation(line: 15, column: 29, scope: !382, inlinedAt: !808)
!833 = distinct !{!833, !812, !834, !145}
!834 = !DILocation(line: 15, column: 136, scope: !372, inlinedAt: !808)
!835 = !DILocation(line: 16, column: 31, scope: !388, inlinedAt: !808)
!836 = distinct !DIAssignID()
!837 = !DILocation(line: 16, column: 22, scope: !388, inlinedAt: !808)
!838 = !DILocation(line: 16, column: 35, scope: !388, inlinedAt: !808)
!839 = !DILocation(line: 42, column: 45, scope: !620)
!840 = !DILocalVariable(name: "r", arg: 1, scope: !841, file: !3, line: 18, type: !108)
!841 = distinct !DISubprogram(name: "sub", scope: !3, file: !3, line: 18, type: !158, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !842)
!842 = !{!840, !843, !844, !845, !846}
!843 = !DILocalVariable(name: "a", arg: 2, scope: !841, file: !3, line: 18, type: !160)
!844 = !DILocalVariable(name: "b", arg: 3, scope: !841, file: !3, line: 18, type: !160)
!845 = !DILocalVariable(name: "c", scope: !841, file: !3, line: 19, type: !20)
!846 = !DILocalVariable(name: "i", scope: !847, file: !3, line: 20, type: !6)
!847 = distinct !DILexicalBlock(scope: !841, file: !3, line: 20, column: 5)
!848 = !DILocation(line: 0, scope: !841, inlinedAt: !849)
!849 = distinct !DILocation(line: 43, column: 5, scope: !620)
!850 = !DILocation(line: 0, scope: !847, inlinedAt: !849)
!851 = !DILocation(line: 20, column: 28, scope: !852, inlinedAt: !849)
!852 = distinct !DILexicalBlock(scope: !847, file: !3, line: 20, column: 5)
!853 = !DILocation(line: 20, column: 23, scope: !852, inlinedAt: !849)
!854 = !DILocation(line: 20, column: 5, scope: !847, inlinedAt: !849)
!855 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !856)
!856 = distinct !DILocation(line: 21, column: 18, scope: !841, inlinedAt: !849)
!857 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !856)
!858 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !856)
!859 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !856)
!860 = distinct !{!860, !859, !861, !145}
!861 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !856)
!862 = distinct !DIAssignID()
!863 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !856)
!864 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !856)
!865 = !DILocation(line: 20, column: 52, scope: !866, inlinedAt: !849)
!866 = distinct !DILexicalBlock(scope: !852, file: !3, line: 20, column: 36)
!867 = !DILocation(line: 20, column: 43, scope: !866, inlinedAt: !849)
!868 = !DILocation(line: 20, column: 65, scope: !866, inlinedAt: !849)
!869 = !DILocation(line: 20, column: 63, scope: !866, inlinedAt: !849)
!870 = !DILocation(line: 20, column: 74, scope: !866, inlinedAt: !849)
!871 = !DILocation(line: 20, column: 62, scope: !866, inlinedAt: !849)
!872 = !DILocation(line: 20, column: 60, scope: !866, inlinedAt: !849)
!873 = !DILocation(line: 20, column: 40, scope: !866, inlinedAt: !849)
!874 = !DILocation(line: 20, column: 98, scope: !866, inlinedAt: !849)
!875 = !DILocation(line: 20, column: 96, scope: !866, inlinedAt: !849)
!876 = !DILocation(line: 20, column: 115, scope: !866, inlinedAt: !849)
!877 = !DILocation(line: 20, column: 32, scope: !852, inlinedAt: !849)
!878 = distinct !{!878, !854, !879, !145}
!879 = !DILocation(line: 20, column: 131, scope: !847, inlinedAt: !849)
!880 = !DILocation(line: 0, scope: !841, inlinedAt: !881)
!881 = distinct !DILocation(line: 43, column: 25, scope: !620)
!882 = !DILocation(line: 0, scope: !847, inlinedAt: !881)
!883 = !DILocation(line: 20, column: 23, scope: !852, inlinedAt: !881)
!884 = !DILocation(line: 20, column: 5, scope: !847, inlinedAt: !881)
!885 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !886)
!886 = distinct !DILocation(line: 21, column: 18, scope: !841, inlinedAt: !881)
!887 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !886)
!888 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !886)
!889 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !886)
!890 = distinct !{!890, !889, !891, !145}
!891 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !886)
!892 = distinct !DIAssignID()
!893 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !886)
!894 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !886)
!895 = !DILocation(line: 20, column: 52, scope: !866, inlinedAt: !881)
!896 = !DILocation(line: 20, column: 43, scope: !866, inlinedAt: !881)
!897 = !DILocation(line: 20, column: 65, scope: !866, inlinedAt: !881)
!898 = !DILocation(line: 20, column: 63, scope: !866, inlinedAt: !881)
!899 = !DILocation(line: 20, column: 74, scope: !866, inlinedAt: !881)
!900 = !DILocation(line: 20, column: 62, scope: !866, inlinedAt: !881)
!901 = !DILocation(line: 20, column: 60, scope: !866, inlinedAt: !881)
!902 = !DILocation(line: 20, column: 40, scope: !866, inlinedAt: !881)
!903 = !DILocation(line: 20, column: 98, scope: !866, inlinedAt: !881)
!904 = !DILocation(line: 20, column: 96, scope: !866, inlinedAt: !881)
!905 = !DILocation(line: 20, column: 115, scope: !866, inlinedAt: !881)
!906 = !DILocation(line: 20, column: 32, scope: !852, inlinedAt: !881)
!907 = distinct !{!907, !884, !908, !145}
!908 = !DILocation(line: 20, column: 131, scope: !847, inlinedAt: !881)
!909 = !DILocation(line: 34, column: 24, scope: !910, inlinedAt: !923)
!910 = distinct !DILexicalBlock(scope: !911, file: !3, line: 34, column: 5)
!911 = distinct !DILexicalBlock(scope: !912, file: !3, line: 34, column: 5)
!912 = distinct !DISubprogram(name: "shift_add", scope: !3, file: !3, line: 32, type: !913, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !915)
!913 = !DISubroutineType(types: !914)
!914 = !{null, !108, !160, !6}
!915 = !{!916, !917, !918, !919, !920, !921}
!916 = !DILocalVariable(name: "r", arg: 1, scope: !912, file: !3, line: 32, type: !108)
!917 = !DILocalVariable(name: "a", arg: 2, scope: !912, file: !3, line: 32, type: !160)
!918 = !DILocalVariable(name: "words", arg: 3, scope: !912, file: !3, line: 32, type: !6)
!919 = !DILocalVariable(name: "c", scope: !912, file: !3, line: 33, type: !12)
!920 = !DILocalVariable(name: "i", scope: !912, file: !3, line: 33, type: !6)
!921 = !DILocalVariable(name: "k", scope: !922, file: !3, line: 34, type: !6)
!922 = distinct !DILexicalBlock(scope: !910, file: !3, line: 34, column: 37)
!923 = distinct !DILocation(line: 44, column: 14, scope: !620)
!924 = !DILocation(line: 44, column: 10, scope: !620)
!925 = !DILocation(line: 0, scope: !912, inlinedAt: !923)
!926 = !DILocation(line: 34, column: 19, scope: !910, inlinedAt: !923)
!927 = !DILocation(line: 11, column: 38, scope: !207, inlinedAt: !928)
!928 = distinct !DILocation(line: 44, column: 62, scope: !620)
!929 = !DILocation(line: 34, column: 5, scope: !911, inlinedAt: !923)
!930 = !DILocation(line: 34, column: 70, scope: !931, inlinedAt: !923)
!931 = distinct !DILexicalBlock(scope: !922, file: !3, line: 34, column: 62)
!932 = !DILocation(line: 34, column: 49, scope: !922, inlinedAt: !923)
!933 = !DILocation(line: 0, scope: !922, inlinedAt: !923)
!934 = !DILocation(line: 34, column: 64, scope: !931, inlinedAt: !923)
!935 = !DILocation(line: 34, column: 62, scope: !922, inlinedAt: !923)
!936 = !DILocation(line: 34, column: 102, scope: !937, inlinedAt: !923)
!937 = distinct !DILexicalBlock(scope: !931, file: !3, line: 34, column: 73)
!938 = !DILocation(line: 34, column: 93, scope: !937, inlinedAt: !923)
!939 = !DILocation(line: 34, column: 106, scope: !937, inlinedAt: !923)
!940 = !DILocation(line: 34, column: 85, scope: !937, inlinedAt: !923)
!941 = !DILocation(line: 34, column: 87, scope: !937, inlinedAt: !923)
!942 = !DILocation(line: 34, column: 75, scope: !937, inlinedAt: !923)
!943 = distinct !{!943, !942, !944, !145}
!944 = !DILocation(line: 34, column: 108, scope: !937, inlinedAt: !923)
!945 = !DILocation(line: 34, column: 128, scope: !922, inlinedAt: !923)
!946 = !DILocation(line: 34, column: 118, scope: !922, inlinedAt: !923)
!947 = !DILocation(line: 34, column: 141, scope: !922, inlinedAt: !923)
!948 = !DILocation(line: 34, column: 139, scope: !922, inlinedAt: !923)
!949 = !DILocation(line: 34, column: 150, scope: !922, inlinedAt: !923)
!950 = !DILocation(line: 34, column: 138, scope: !922, inlinedAt: !923)
!951 = !DILocation(line: 34, column: 136, scope: !922, inlinedAt: !923)
!952 = !DILocation(line: 34, column: 115, scope: !922, inlinedAt: !923)
!953 = !DILocation(line: 34, column: 174, scope: !922, inlinedAt: !923)
!954 = !DILocation(line: 34, column: 172, scope: !922, inlinedAt: !923)
!955 = !DILocation(line: 34, column: 189, scope: !922, inlinedAt: !923)
!956 = !DILocation(line: 34, column: 33, scope: !910, inlinedAt: !923)
!957 = !DILocation(line: 34, column: 26, scope: !910, inlinedAt: !923)
!958 = distinct !{!958, !929, !959, !145}
!959 = !DILocation(line: 34, column: 197, scope: !911, inlinedAt: !923)
!960 = !DILocation(line: 34, column: 24, scope: !910, inlinedAt: !961)
!961 = distinct !DILocation(line: 44, column: 36, scope: !620)
!962 = !DILocation(line: 0, scope: !912, inlinedAt: !961)
!963 = !DILocation(line: 34, column: 19, scope: !910, inlinedAt: !961)
!964 = !DILocation(line: 34, column: 5, scope: !911, inlinedAt: !961)
!965 = !DILocation(line: 44, column: 56, scope: !620)
!966 = !DILocation(line: 34, column: 70, scope: !931, inlinedAt: !961)
!967 = !DILocation(line: 34, column: 49, scope: !922, inlinedAt: !961)
!968 = !DILocation(line: 0, scope: !922, inlinedAt: !961)
!969 = !DILocation(line: 34, column: 64, scope: !931, inlinedAt: !961)
!970 = !DILocation(line: 34, column: 62, scope: !922, inlinedAt: !961)
!971 = !DILocation(line: 34, column: 102, scope: !937, inlinedAt: !961)
!972 = !DILocation(line: 34, column: 93, scope: !937, inlinedAt: !961)
!973 = !DILocation(line: 34, column: 106, scope: !937, inlinedAt: !961)
!974 = !DILocation(line: 34, column: 85, scope: !937, inlinedAt: !961)
!975 = !DILocation(line: 34, column: 87, scope: !937, inlinedAt: !961)
!976 = !DILocation(line: 34, column: 75, scope: !937, inlinedAt: !961)
!977 = distinct !{!977, !976, !978, !145}
!978 = !DILocation(line: 34, column: 108, scope: !937, inlinedAt: !961)
!979 = !DILocation(line: 34, column: 128, scope: !922, inlinedAt: !961)
!980 = !DILocation(line: 34, column: 118, scope: !922, inlinedAt: !961)
!981 = !DILocation(line: 34, column: 141, scope: !922, inlinedAt: !961)
!982 = !DILocation(line: 34, column: 139, scope: !922, inlinedAt: !961)
!983 = !DILocation(line: 34, column: 150, scope: !922, inlinedAt: !961)
!984 = !DILocation(line: 34, column: 138, scope: !922, inlinedAt: !961)
!985 = !DILocation(line: 34, column: 136, scope: !922, inlinedAt: !961)
!986 = !DILocation(line: 34, column: 115, scope: !922, inlinedAt: !961)
!987 = !DILocation(line: 34, column: 174, scope: !922, inlinedAt: !961)
!988 = !DILocation(line: 34, column: 172, scope: !922, inlinedAt: !961)
!989 = !DILocation(line: 34, column: 189, scope: !922, inlinedAt: !961)
!990 = !DILocation(line: 34, column: 33, scope: !910, inlinedAt: !961)
!991 = !DILocation(line: 34, column: 26, scope: !910, inlinedAt: !961)
!992 = distinct !{!992, !964, !993, !145}
!993 = !DILocation(line: 34, column: 197, scope: !911, inlinedAt: !961)
!994 = !DILocation(line: 0, scope: !207, inlinedAt: !928)
!995 = !DILocation(line: 11, column: 50, scope: !207, inlinedAt: !928)
!996 = !DILocation(line: 11, column: 40, scope: !207, inlinedAt: !928)
!997 = !DILocation(line: 11, column: 44, scope: !207, inlinedAt: !928)
!998 = !DILocation(line: 11, column: 28, scope: !207, inlinedAt: !928)
!999 = !DILocation(line: 11, column: 57, scope: !207, inlinedAt: !928)
!1000 = !DILocation(line: 11, column: 47, scope: !207, inlinedAt: !928)
!1001 = !DILocation(line: 11, column: 62, scope: !207, inlinedAt: !928)
!1002 = !DILocation(line: 11, column: 72, scope: !207, inlinedAt: !928)
!1003 = distinct !{!1003, !998, !1002, !145}
!1004 = !DILocation(line: 45, column: 1, scope: !620)
