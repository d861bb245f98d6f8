; ModuleID = 'programs/rational_matrix_det.c'
source_filename = "programs/rational_matrix_det.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.q = type { i128, i128 }

@.str = private unnamed_addr constant [18 x i8] c"hilbert(%d): det=\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [39 x i8] c" inverse max |entry|=%lld identity=%d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"sum 1/k^2 (k<=20) = \00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [10 x i8] c"%lld/%lld\00", align 1, !dbg !17

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -99, 100) i32 @main() local_unnamed_addr #0 !dbg !41 {
  %1 = alloca [7 x [14 x %struct.q]], align 16, !DIAssignID !104
    #dbg_assign(i1 undef, !47, !DIExpression(), !104, ptr %1, !DIExpression(), !105)
  %2 = alloca %struct.q, align 16, !DIAssignID !106
    #dbg_assign(i1 undef, !74, !DIExpression(), !106, ptr %2, !DIExpression(), !107)
    #dbg_value(i32 1, !45, !DIExpression(), !108)
  br label %3, !dbg !109

3:                                                ; preds = %275, %0
  %4 = phi i64 [ 1, %0 ], [ %281, %275 ]
  %5 = phi i64 [ 2, %0 ], [ %282, %275 ]
    #dbg_value(i64 %4, !45, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 3136, ptr nonnull %1) #6, !dbg !110
    #dbg_value(i32 0, !59, !DIExpression(), !111)
  br label %6, !dbg !112

6:                                                ; preds = %3, %8
  %7 = phi i64 [ 0, %3 ], [ %9, %8 ]
    #dbg_value(i64 %7, !59, !DIExpression(), !111)
    #dbg_value(i32 0, !61, !DIExpression(), !113)
  br label %11, !dbg !114

8:                                                ; preds = %34
  %9 = add nuw nsw i64 %7, 1, !dbg !115
    #dbg_value(i64 %9, !59, !DIExpression(), !111)
  %10 = icmp eq i64 %9, %4, !dbg !116
  br i1 %10, label %43, label %6, !dbg !112, !llvm.loop !117

11:                                               ; preds = %6, %34
  %12 = phi i64 [ 0, %6 ], [ %38, %34 ]
    #dbg_value(i64 %12, !61, !DIExpression(), !113)
  %13 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %7, i64 %12, !dbg !120
  %14 = icmp ult i64 %12, %4, !dbg !122
  br i1 %14, label %15, label %30, !dbg !123

15:                                               ; preds = %11
  %16 = add nuw nsw i64 %12, %7, !dbg !124
  %17 = freeze i64 %16, !dbg !125
  %18 = trunc i64 %17 to i32, !dbg !125
  %19 = add i32 %18, 1, !dbg !125
  %20 = zext i32 %19 to i128
    #dbg_value(i128 1, !126, !DIExpression(), !134)
    #dbg_value(i128 %20, !131, !DIExpression(), !134)
    #dbg_value(i128 1, !136, !DIExpression(), !144)
    #dbg_value(i128 %20, !141, !DIExpression(), !144)
  br label %21, !dbg !146

21:                                               ; preds = %21, %15
  %22 = phi i128 [ %23, %21 ], [ 1, %15 ]
  %23 = phi i128 [ %24, %21 ], [ %20, %15 ]
    #dbg_value(i128 %22, !136, !DIExpression(), !144)
    #dbg_value(i128 %23, !141, !DIExpression(), !144)
  %24 = urem i128 %22, %23, !dbg !147
    #dbg_value(i128 %24, !142, !DIExpression(), !148)
    #dbg_value(i128 %23, !136, !DIExpression(), !144)
    #dbg_value(i128 %24, !141, !DIExpression(), !144)
  %25 = icmp eq i128 %24, 0, !dbg !146
  br i1 %25, label %26, label %21, !dbg !146, !llvm.loop !149

26:                                               ; preds = %21
    #dbg_value(i128 %23, !132, !DIExpression(), !134)
  %27 = icmp ugt i128 %23, 1, !dbg !151
  br i1 %27, label %28, label %34, !dbg !153

28:                                               ; preds = %26
    #dbg_value(i128 0, !126, !DIExpression(), !134)
  %29 = udiv i128 %20, %23, !dbg !154
    #dbg_value(i128 %29, !131, !DIExpression(), !134)
  br label %34, !dbg !156

30:                                               ; preds = %11
    #dbg_value(!DIArgList(i64 %12, i64 %7, i64 %4), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_minus, DW_OP_LLVM_arg, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !157)
    #dbg_value(i128 1, !131, !DIExpression(), !157)
    #dbg_value(i128 0, !142, !DIExpression(), !159)
    #dbg_value(i128 1, !136, !DIExpression(), !161)
    #dbg_value(i128 0, !141, !DIExpression(), !161)
    #dbg_value(i128 1, !132, !DIExpression(), !157)
  %31 = sub nsw i64 %12, %4, !dbg !162
    #dbg_value(!DIArgList(i64 %31, i64 %7), !126, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !157)
  %32 = icmp eq i64 %31, %7, !dbg !163
    #dbg_value(i1 %32, !126, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !157)
  %33 = zext i1 %32 to i128
    #dbg_value(i128 %33, !126, !DIExpression(), !157)
    #dbg_value(i128 %33, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !157)
    #dbg_value(i128 1, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !157)
  br label %34, !dbg !123

34:                                               ; preds = %28, %26, %30
  %35 = phi i128 [ %33, %30 ], [ 0, %28 ], [ 1, %26 ]
  %36 = phi i128 [ 1, %30 ], [ %29, %28 ], [ %20, %26 ]
  store i128 %35, ptr %13, align 16, !dbg !164, !tbaa !165
  %37 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !164
  store i128 %36, ptr %37, align 16, !dbg !164, !tbaa !165
  %38 = add nuw nsw i64 %12, 1, !dbg !169
    #dbg_value(i64 %38, !61, !DIExpression(), !113)
  %39 = icmp eq i64 %38, %5, !dbg !170
  br i1 %39, label %8, label %11, !dbg !114, !llvm.loop !171

40:                                               ; preds = %173
  %41 = trunc i128 %130 to i64
  %42 = trunc i128 %129 to i64
    #dbg_value(i32 1, !88, !DIExpression(), !105)
    #dbg_value(i128 0, !89, !DIExpression(), !105)
    #dbg_value(i32 0, !90, !DIExpression(), !173)
  br label %271, !dbg !174

43:                                               ; preds = %8, %173
  %44 = phi i64 [ %174, %173 ], [ 0, %8 ]
  %45 = phi i128 [ %129, %173 ], [ 1, %8 ]
  %46 = phi i128 [ %130, %173 ], [ 1, %8 ]
    #dbg_value(i64 %44, !65, !DIExpression(), !175)
    #dbg_value(i128 %45, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !176)
    #dbg_value(i128 %46, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !176)
  br label %47, !dbg !178

47:                                               ; preds = %47, %43
  %48 = phi i64 [ %52, %47 ], [ %44, %43 ], !dbg !179
    #dbg_value(i64 %48, !67, !DIExpression(), !180)
  %49 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %48, i64 %44, !dbg !181
  %50 = load i128, ptr %49, align 16, !dbg !182, !tbaa !183
  %51 = icmp eq i128 %50, 0, !dbg !185
  %52 = add nuw nsw i64 %48, 1, !dbg !186
    #dbg_value(i64 %52, !67, !DIExpression(), !180)
  br i1 %51, label %47, label %53, !dbg !178, !llvm.loop !187

53:                                               ; preds = %47
  %54 = and i64 %48, 4294967295, !dbg !188
  %55 = icmp eq i64 %54, %44, !dbg !188
  br i1 %55, label %90, label %84, !dbg !189

56:                                               ; preds = %84
  %57 = sub nsw i128 0, %46, !dbg !190
    #dbg_value(i128 %57, !126, !DIExpression(), !191)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !191)
  %58 = tail call i128 @llvm.abs.i128(i128 %45, i1 true), !dbg !193
    #dbg_value(i128 %58, !131, !DIExpression(), !191)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !136, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !194)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !194)
  %59 = tail call i128 @llvm.abs.i128(i128 %46, i1 true), !dbg !196
    #dbg_value(i128 poison, !141, !DIExpression(), !194)
    #dbg_value(i128 %59, !136, !DIExpression(), !194)
  %60 = icmp eq i128 %45, 0, !dbg !197
  %61 = trunc i128 %59 to i64, !dbg !197
  %62 = lshr i128 %59, 64, !dbg !197
  %63 = trunc nuw nsw i128 %62 to i64, !dbg !197
  br i1 %60, label %73, label %64, !dbg !197

64:                                               ; preds = %56, %64
  %65 = phi i128 [ %66, %64 ], [ %59, %56 ]
  %66 = phi i128 [ %67, %64 ], [ %58, %56 ]
    #dbg_value(i128 %65, !136, !DIExpression(), !194)
    #dbg_value(i128 %66, !141, !DIExpression(), !194)
  %67 = urem i128 %65, %66, !dbg !198
    #dbg_value(i128 %67, !142, !DIExpression(), !199)
    #dbg_value(i128 %66, !136, !DIExpression(), !194)
    #dbg_value(i128 %67, !141, !DIExpression(), !194)
  %68 = icmp eq i128 %67, 0, !dbg !197
  br i1 %68, label %69, label %64, !dbg !197, !llvm.loop !200

69:                                               ; preds = %64
  %70 = lshr i128 %66, 64, !dbg !197
  %71 = trunc nuw nsw i128 %70 to i64, !dbg !197
  %72 = trunc i128 %66 to i64, !dbg !197
  br label %73, !dbg !202

73:                                               ; preds = %69, %56
  %74 = phi i64 [ %61, %56 ], [ %72, %69 ]
  %75 = phi i64 [ %63, %56 ], [ %71, %69 ]
  %76 = zext nneg i64 %75 to i128, !dbg !203
  %77 = shl nuw nsw i128 %76, 64, !dbg !203
  %78 = zext i64 %74 to i128, !dbg !203
  %79 = or disjoint i128 %77, %78, !dbg !203
    #dbg_value(i128 %79, !132, !DIExpression(), !191)
  %80 = icmp ugt i128 %79, 1, !dbg !204
  br i1 %80, label %81, label %90, !dbg !205

81:                                               ; preds = %73
  %82 = sdiv i128 %57, %79, !dbg !206
    #dbg_value(i128 %82, !126, !DIExpression(), !191)
  %83 = udiv i128 %58, %79, !dbg !207
    #dbg_value(i128 %83, !131, !DIExpression(), !191)
  br label %90, !dbg !208

84:                                               ; preds = %53, %84
  %85 = phi i64 [ %88, %84 ], [ 0, %53 ]
    #dbg_value(i64 %85, !70, !DIExpression(), !209)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2), !dbg !210
  %86 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %48, i64 %85, !dbg !211
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %2, ptr noundef nonnull align 16 dereferenceable(32) %86, i64 32, i1 false), !dbg !211, !tbaa.struct !212, !DIAssignID !213
    #dbg_assign(i1 undef, !74, !DIExpression(), !213, ptr %2, !DIExpression(), !107)
  %87 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %44, i64 %85, !dbg !214
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %86, ptr noundef nonnull align 16 dereferenceable(32) %87, i64 32, i1 false), !dbg !214, !tbaa.struct !212
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(32) %87, ptr noundef nonnull align 16 dereferenceable(32) %2, i64 32, i1 false), !dbg !215, !tbaa.struct !212
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2), !dbg !216
  %88 = add nuw nsw i64 %85, 1, !dbg !217
    #dbg_value(i64 %88, !70, !DIExpression(), !209)
  %89 = icmp eq i64 %88, %5, !dbg !218
  br i1 %89, label %56, label %84, !dbg !219, !llvm.loop !220

90:                                               ; preds = %81, %73, %53
  %91 = phi i128 [ %46, %53 ], [ %82, %81 ], [ %57, %73 ], !dbg !105
  %92 = phi i128 [ %45, %53 ], [ %83, %81 ], [ %58, %73 ], !dbg !105
    #dbg_value(i128 %92, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !176)
    #dbg_value(i128 %92, !64, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !105)
    #dbg_value(i128 %91, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !176)
    #dbg_value(i128 %91, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !105)
  %93 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %44, i64 %44, !dbg !222
  %94 = load i128, ptr %93, align 16, !dbg !222, !tbaa !165
  %95 = getelementptr inbounds i8, ptr %93, i64 16, !dbg !222
  %96 = load i128, ptr %95, align 16, !dbg !222, !tbaa !165
    #dbg_value(i128 %94, !77, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !180)
    #dbg_value(i128 %96, !77, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !180)
    #dbg_value(i128 %94, !223, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !229)
    #dbg_value(i128 %96, !223, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !229)
    #dbg_value(i128 %91, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !229)
    #dbg_value(i128 %92, !228, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !229)
  %97 = mul nsw i128 %94, %91, !dbg !231
  %98 = mul nsw i128 %96, %92, !dbg !232
    #dbg_value(i128 %97, !126, !DIExpression(), !233)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !233)
  %99 = icmp slt i128 %98, 0, !dbg !235
  %100 = sub nsw i128 0, %97, !dbg !237
  %101 = tail call i128 @llvm.abs.i128(i128 %98, i1 true), !dbg !237
  %102 = select i1 %99, i128 %100, i128 %97, !dbg !237
    #dbg_value(i128 %102, !126, !DIExpression(), !233)
    #dbg_value(i128 %101, !131, !DIExpression(), !233)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !136, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !238)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !238)
  %103 = tail call i128 @llvm.abs.i128(i128 %97, i1 true), !dbg !240
    #dbg_value(i128 poison, !141, !DIExpression(), !238)
    #dbg_value(i128 %103, !136, !DIExpression(), !238)
  %104 = icmp eq i128 %98, 0, !dbg !241
  %105 = trunc i128 %103 to i64, !dbg !241
  %106 = lshr i128 %103, 64, !dbg !241
  %107 = trunc nuw nsw i128 %106 to i64, !dbg !241
  br i1 %104, label %117, label %108, !dbg !241

108:                                              ; preds = %90, %108
  %109 = phi i128 [ %110, %108 ], [ %103, %90 ]
  %110 = phi i128 [ %111, %108 ], [ %101, %90 ]
    #dbg_value(i128 %109, !136, !DIExpression(), !238)
    #dbg_value(i128 %110, !141, !DIExpression(), !238)
  %111 = urem i128 %109, %110, !dbg !242
    #dbg_value(i128 %111, !142, !DIExpression(), !243)
    #dbg_value(i128 %110, !136, !DIExpression(), !238)
    #dbg_value(i128 %111, !141, !DIExpression(), !238)
  %112 = icmp eq i128 %111, 0, !dbg !241
  br i1 %112, label %113, label %108, !dbg !241, !llvm.loop !244

113:                                              ; preds = %108
  %114 = lshr i128 %110, 64, !dbg !241
  %115 = trunc nuw nsw i128 %114 to i64, !dbg !241
  %116 = trunc i128 %110 to i64, !dbg !241
  br label %117, !dbg !246

117:                                              ; preds = %113, %90
  %118 = phi i64 [ %105, %90 ], [ %116, %113 ]
  %119 = phi i64 [ %107, %90 ], [ %115, %113 ]
  %120 = zext nneg i64 %119 to i128, !dbg !247
  %121 = shl nuw nsw i128 %120, 64, !dbg !247
  %122 = zext i64 %118 to i128, !dbg !247
  %123 = or disjoint i128 %121, %122, !dbg !247
    #dbg_value(i128 %123, !132, !DIExpression(), !233)
  %124 = icmp ugt i128 %123, 1, !dbg !248
  br i1 %124, label %125, label %128, !dbg !249

125:                                              ; preds = %117
  %126 = sdiv i128 %102, %123, !dbg !250
    #dbg_value(i128 %126, !126, !DIExpression(), !233)
  %127 = udiv i128 %101, %123, !dbg !251
    #dbg_value(i128 %127, !131, !DIExpression(), !233)
  br label %128, !dbg !252

128:                                              ; preds = %117, %125
  %129 = phi i128 [ %127, %125 ], [ %101, %117 ], !dbg !253
  %130 = phi i128 [ %126, %125 ], [ %102, %117 ], !dbg !253
    #dbg_value(i128 %130, !126, !DIExpression(), !233)
    #dbg_value(i128 %129, !131, !DIExpression(), !233)
    #dbg_value(i128 %130, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !233)
    #dbg_value(i128 %129, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !233)
    #dbg_value(i128 %130, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !176)
    #dbg_value(i128 %129, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !176)
    #dbg_value(i128 %130, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !105)
    #dbg_value(i128 %129, !64, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !105)
    #dbg_value(i32 0, !78, !DIExpression(), !254)
  br label %131, !dbg !255

131:                                              ; preds = %128, %168
  %132 = phi i64 [ 0, %128 ], [ %171, %168 ]
    #dbg_value(i64 %132, !78, !DIExpression(), !254)
  %133 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %44, i64 %132, !dbg !256
    #dbg_value(i128 %94, !258, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !262)
    #dbg_value(i128 %96, !258, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !262)
  %134 = load i128, ptr %133, align 16, !dbg !264
    #dbg_value(i128 %134, !261, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !262)
  %135 = getelementptr inbounds i8, ptr %133, i64 16, !dbg !264
  %136 = load i128, ptr %135, align 16, !dbg !264
    #dbg_value(i128 %136, !261, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !262)
  %137 = mul nsw i128 %134, %96, !dbg !265
  %138 = mul nsw i128 %136, %94, !dbg !266
    #dbg_value(i128 %137, !126, !DIExpression(), !267)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !267)
  %139 = icmp slt i128 %138, 0, !dbg !269
  %140 = sub nsw i128 0, %137, !dbg !270
  %141 = tail call i128 @llvm.abs.i128(i128 %138, i1 true), !dbg !270
  %142 = select i1 %139, i128 %140, i128 %137, !dbg !270
    #dbg_value(i128 %142, !126, !DIExpression(), !267)
    #dbg_value(i128 %141, !131, !DIExpression(), !267)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !136, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !271)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !271)
  %143 = tail call i128 @llvm.abs.i128(i128 %137, i1 true), !dbg !273
    #dbg_value(i128 poison, !141, !DIExpression(), !271)
    #dbg_value(i128 %143, !136, !DIExpression(), !271)
  %144 = icmp eq i128 %138, 0, !dbg !274
  %145 = trunc i128 %143 to i64, !dbg !274
  %146 = lshr i128 %143, 64, !dbg !274
  %147 = trunc nuw nsw i128 %146 to i64, !dbg !274
  br i1 %144, label %157, label %148, !dbg !274

148:                                              ; preds = %131, %148
  %149 = phi i128 [ %150, %148 ], [ %143, %131 ]
  %150 = phi i128 [ %151, %148 ], [ %141, %131 ]
    #dbg_value(i128 %149, !136, !DIExpression(), !271)
    #dbg_value(i128 %150, !141, !DIExpression(), !271)
  %151 = urem i128 %149, %150, !dbg !275
    #dbg_value(i128 %151, !142, !DIExpression(), !276)
    #dbg_value(i128 %150, !136, !DIExpression(), !271)
    #dbg_value(i128 %151, !141, !DIExpression(), !271)
  %152 = icmp eq i128 %151, 0, !dbg !274
  br i1 %152, label %153, label %148, !dbg !274, !llvm.loop !277

153:                                              ; preds = %148
  %154 = lshr i128 %150, 64, !dbg !274
  %155 = trunc nuw nsw i128 %154 to i64, !dbg !274
  %156 = trunc i128 %150 to i64, !dbg !274
  br label %157, !dbg !279

157:                                              ; preds = %153, %131
  %158 = phi i64 [ %145, %131 ], [ %156, %153 ]
  %159 = phi i64 [ %147, %131 ], [ %155, %153 ]
  %160 = zext nneg i64 %159 to i128, !dbg !280
  %161 = shl nuw nsw i128 %160, 64, !dbg !280
  %162 = zext i64 %158 to i128, !dbg !280
  %163 = or disjoint i128 %161, %162, !dbg !280
    #dbg_value(i128 %163, !132, !DIExpression(), !267)
  %164 = icmp ugt i128 %163, 1, !dbg !281
  br i1 %164, label %165, label %168, !dbg !282

165:                                              ; preds = %157
  %166 = sdiv i128 %142, %163, !dbg !283
    #dbg_value(i128 %166, !126, !DIExpression(), !267)
  %167 = udiv i128 %141, %163, !dbg !284
    #dbg_value(i128 %167, !131, !DIExpression(), !267)
  br label %168, !dbg !285

168:                                              ; preds = %157, %165
  %169 = phi i128 [ %167, %165 ], [ %141, %157 ], !dbg !286
  %170 = phi i128 [ %166, %165 ], [ %142, %157 ], !dbg !286
    #dbg_value(i128 %170, !126, !DIExpression(), !267)
    #dbg_value(i128 %169, !131, !DIExpression(), !267)
    #dbg_value(i128 %170, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !267)
    #dbg_value(i128 %169, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !267)
  store i128 %170, ptr %133, align 16, !dbg !287, !tbaa !165
  store i128 %169, ptr %135, align 16, !dbg !287, !tbaa !165
  %171 = add nuw nsw i64 %132, 1, !dbg !288
    #dbg_value(i64 %171, !78, !DIExpression(), !254)
  %172 = icmp eq i64 %171, %5, !dbg !289
  br i1 %172, label %176, label %131, !dbg !255, !llvm.loop !290

173:                                              ; preds = %268
  %174 = add nuw nsw i64 %44, 1, !dbg !292
    #dbg_value(i128 %129, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !176)
    #dbg_value(i128 %129, !64, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !105)
    #dbg_value(i128 %130, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !176)
    #dbg_value(i128 %130, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !105)
    #dbg_value(i64 %174, !65, !DIExpression(), !175)
  %175 = icmp eq i64 %174, %4, !dbg !293
  br i1 %175, label %40, label %43, !dbg !294, !llvm.loop !295

176:                                              ; preds = %168, %268
  %177 = phi i64 [ %269, %268 ], [ 0, %168 ]
    #dbg_value(i64 %177, !80, !DIExpression(), !297)
  %178 = icmp eq i64 %177, %44, !dbg !298
  br i1 %178, label %268, label %179, !dbg !299

179:                                              ; preds = %176
  %180 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %177, i64 %44, !dbg !300
  %181 = load i128, ptr %180, align 16, !dbg !301, !tbaa !165
  %182 = icmp eq i128 %181, 0, !dbg !300
  br i1 %182, label %268, label %183, !dbg !302

183:                                              ; preds = %179
  %184 = getelementptr inbounds i8, ptr %180, i64 16, !dbg !303
  %185 = load i128, ptr %184, align 16, !dbg !303, !tbaa !165
    #dbg_value(i128 %181, !82, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !304)
    #dbg_value(i128 %185, !82, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !304)
    #dbg_value(i32 0, !86, !DIExpression(), !305)
  br label %186, !dbg !306

186:                                              ; preds = %183, %263
  %187 = phi i64 [ 0, %183 ], [ %266, %263 ]
    #dbg_value(i64 %187, !86, !DIExpression(), !305)
  %188 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %177, i64 %187, !dbg !307
  %189 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %44, i64 %187, !dbg !309
  %190 = load i128, ptr %189, align 16, !dbg !310
    #dbg_value(i128 %190, !223, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !312)
  %191 = getelementptr inbounds i8, ptr %189, i64 16, !dbg !310
  %192 = load i128, ptr %191, align 16, !dbg !310
    #dbg_value(i128 %192, !223, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !312)
    #dbg_value(i128 %181, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !312)
    #dbg_value(i128 %185, !228, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !312)
  %193 = mul nsw i128 %190, %181, !dbg !313
  %194 = mul nsw i128 %192, %185, !dbg !314
    #dbg_value(i128 %193, !126, !DIExpression(), !315)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !315)
  %195 = icmp slt i128 %194, 0, !dbg !317
  %196 = sub nsw i128 0, %193, !dbg !318
  %197 = tail call i128 @llvm.abs.i128(i128 %194, i1 true), !dbg !318
  %198 = select i1 %195, i128 %196, i128 %193, !dbg !318
    #dbg_value(i128 %198, !126, !DIExpression(), !315)
    #dbg_value(i128 %197, !131, !DIExpression(), !315)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !136, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !319)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !319)
  %199 = tail call i128 @llvm.abs.i128(i128 %193, i1 true), !dbg !321
    #dbg_value(i128 poison, !141, !DIExpression(), !319)
    #dbg_value(i128 %199, !136, !DIExpression(), !319)
  %200 = icmp eq i128 %194, 0, !dbg !322
  %201 = trunc i128 %199 to i64, !dbg !322
  %202 = lshr i128 %199, 64, !dbg !322
  %203 = trunc nuw nsw i128 %202 to i64, !dbg !322
  br i1 %200, label %213, label %204, !dbg !322

204:                                              ; preds = %186, %204
  %205 = phi i128 [ %206, %204 ], [ %199, %186 ]
  %206 = phi i128 [ %207, %204 ], [ %197, %186 ]
    #dbg_value(i128 %205, !136, !DIExpression(), !319)
    #dbg_value(i128 %206, !141, !DIExpression(), !319)
  %207 = urem i128 %205, %206, !dbg !323
    #dbg_value(i128 %207, !142, !DIExpression(), !324)
    #dbg_value(i128 %206, !136, !DIExpression(), !319)
    #dbg_value(i128 %207, !141, !DIExpression(), !319)
  %208 = icmp eq i128 %207, 0, !dbg !322
  br i1 %208, label %209, label %204, !dbg !322, !llvm.loop !325

209:                                              ; preds = %204
  %210 = lshr i128 %206, 64, !dbg !322
  %211 = trunc nuw nsw i128 %210 to i64, !dbg !322
  %212 = trunc i128 %206 to i64, !dbg !322
  br label %213, !dbg !327

213:                                              ; preds = %209, %186
  %214 = phi i64 [ %201, %186 ], [ %212, %209 ]
  %215 = phi i64 [ %203, %186 ], [ %211, %209 ]
  %216 = zext nneg i64 %215 to i128, !dbg !328
  %217 = shl nuw nsw i128 %216, 64, !dbg !328
  %218 = zext i64 %214 to i128, !dbg !328
  %219 = or disjoint i128 %217, %218, !dbg !328
    #dbg_value(i128 %219, !132, !DIExpression(), !315)
  %220 = icmp ugt i128 %219, 1, !dbg !329
  br i1 %220, label %221, label %224, !dbg !330

221:                                              ; preds = %213
  %222 = sdiv i128 %198, %219, !dbg !331
    #dbg_value(i128 %222, !126, !DIExpression(), !315)
  %223 = udiv i128 %197, %219, !dbg !332
    #dbg_value(i128 %223, !131, !DIExpression(), !315)
  br label %224, !dbg !333

224:                                              ; preds = %213, %221
  %225 = phi i128 [ %223, %221 ], [ %197, %213 ], !dbg !334
  %226 = phi i128 [ %222, %221 ], [ %198, %213 ], !dbg !334
    #dbg_value(i128 %226, !126, !DIExpression(), !315)
    #dbg_value(i128 %225, !131, !DIExpression(), !315)
    #dbg_value(i128 %226, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !315)
    #dbg_value(i128 %225, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !315)
    #dbg_value(i128 %226, !335, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !339)
    #dbg_value(i128 %225, !335, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !339)
  %227 = load i128, ptr %188, align 16, !dbg !341
    #dbg_value(i128 %227, !338, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !339)
  %228 = getelementptr inbounds i8, ptr %188, i64 16, !dbg !341
  %229 = load i128, ptr %228, align 16, !dbg !341
    #dbg_value(i128 %229, !338, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !339)
  %230 = mul nsw i128 %227, %225, !dbg !342
  %231 = mul nsw i128 %229, %226, !dbg !343
  %232 = sub nsw i128 %230, %231, !dbg !344
  %233 = mul nsw i128 %229, %225, !dbg !345
    #dbg_value(i128 %232, !126, !DIExpression(), !346)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !346)
  %234 = icmp slt i128 %233, 0, !dbg !348
  %235 = sub nsw i128 0, %232, !dbg !349
  %236 = tail call i128 @llvm.abs.i128(i128 %233, i1 true), !dbg !349
  %237 = select i1 %234, i128 %235, i128 %232, !dbg !349
    #dbg_value(i128 %237, !126, !DIExpression(), !346)
    #dbg_value(i128 %236, !131, !DIExpression(), !346)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !136, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !350)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !350)
  %238 = tail call i128 @llvm.abs.i128(i128 %232, i1 true), !dbg !352
    #dbg_value(i128 poison, !141, !DIExpression(), !350)
    #dbg_value(i128 %238, !136, !DIExpression(), !350)
  %239 = icmp eq i128 %233, 0, !dbg !353
  %240 = trunc i128 %238 to i64, !dbg !353
  %241 = lshr i128 %238, 64, !dbg !353
  %242 = trunc nuw nsw i128 %241 to i64, !dbg !353
  br i1 %239, label %252, label %243, !dbg !353

243:                                              ; preds = %224, %243
  %244 = phi i128 [ %245, %243 ], [ %238, %224 ]
  %245 = phi i128 [ %246, %243 ], [ %236, %224 ]
    #dbg_value(i128 %244, !136, !DIExpression(), !350)
    #dbg_value(i128 %245, !141, !DIExpression(), !350)
  %246 = urem i128 %244, %245, !dbg !354
    #dbg_value(i128 %246, !142, !DIExpression(), !355)
    #dbg_value(i128 %245, !136, !DIExpression(), !350)
    #dbg_value(i128 %246, !141, !DIExpression(), !350)
  %247 = icmp eq i128 %246, 0, !dbg !353
  br i1 %247, label %248, label %243, !dbg !353, !llvm.loop !356

248:                                              ; preds = %243
  %249 = lshr i128 %245, 64, !dbg !353
  %250 = trunc nuw nsw i128 %249 to i64, !dbg !353
  %251 = trunc i128 %245 to i64, !dbg !353
  br label %252, !dbg !358

252:                                              ; preds = %248, %224
  %253 = phi i64 [ %240, %224 ], [ %251, %248 ]
  %254 = phi i64 [ %242, %224 ], [ %250, %248 ]
  %255 = zext nneg i64 %254 to i128, !dbg !359
  %256 = shl nuw nsw i128 %255, 64, !dbg !359
  %257 = zext i64 %253 to i128, !dbg !359
  %258 = or disjoint i128 %256, %257, !dbg !359
    #dbg_value(i128 %258, !132, !DIExpression(), !346)
  %259 = icmp ugt i128 %258, 1, !dbg !360
  br i1 %259, label %260, label %263, !dbg !361

260:                                              ; preds = %252
  %261 = sdiv i128 %237, %258, !dbg !362
    #dbg_value(i128 %261, !126, !DIExpression(), !346)
  %262 = udiv i128 %236, %258, !dbg !363
    #dbg_value(i128 %262, !131, !DIExpression(), !346)
  br label %263, !dbg !364

263:                                              ; preds = %252, %260
  %264 = phi i128 [ %262, %260 ], [ %236, %252 ], !dbg !365
  %265 = phi i128 [ %261, %260 ], [ %237, %252 ], !dbg !365
    #dbg_value(i128 %265, !126, !DIExpression(), !346)
    #dbg_value(i128 %264, !131, !DIExpression(), !346)
    #dbg_value(i128 %265, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !346)
    #dbg_value(i128 %264, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !346)
  store i128 %265, ptr %188, align 16, !dbg !366, !tbaa !165
  store i128 %264, ptr %228, align 16, !dbg !366, !tbaa !165
  %266 = add nuw nsw i64 %187, 1, !dbg !367
    #dbg_value(i64 %266, !86, !DIExpression(), !305)
  %267 = icmp eq i64 %266, %5, !dbg !368
  br i1 %267, label %268, label %186, !dbg !306, !llvm.loop !369

268:                                              ; preds = %263, %176, %179
  %269 = add nuw nsw i64 %177, 1, !dbg !371
    #dbg_value(i64 %269, !80, !DIExpression(), !297)
  %270 = icmp eq i64 %269, %4, !dbg !372
  br i1 %270, label %173, label %176, !dbg !373, !llvm.loop !374

271:                                              ; preds = %40, %289
  %272 = phi i64 [ 0, %40 ], [ %290, %289 ]
  %273 = phi i32 [ 1, %40 ], [ %299, %289 ]
  %274 = phi i128 [ 0, %40 ], [ %303, %289 ]
    #dbg_value(i64 %272, !90, !DIExpression(), !173)
    #dbg_value(i32 %273, !88, !DIExpression(), !105)
    #dbg_value(i128 %274, !89, !DIExpression(), !105)
    #dbg_value(i32 0, !92, !DIExpression(), !376)
  br label %284, !dbg !377

275:                                              ; preds = %289
  %276 = trunc i128 %303 to i64
  %277 = trunc nuw nsw i64 %4 to i32, !dbg !378
  %278 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %277), !dbg !378
    #dbg_value(i128 poison, !379, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !384)
    #dbg_value(i128 poison, !379, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !384)
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %41, i64 noundef %42), !dbg !386
  %280 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %276, i32 noundef %299), !dbg !387
  call void @llvm.lifetime.end.p0(i64 3136, ptr nonnull %1) #6, !dbg !388
  %281 = add nuw nsw i64 %4, 1, !dbg !389
    #dbg_value(i64 %281, !45, !DIExpression(), !108)
  %282 = add nuw nsw i64 %5, 2, !dbg !109
  %283 = icmp eq i64 %281, 8, !dbg !390
  br i1 %283, label %408, label %3, !dbg !109, !llvm.loop !391

284:                                              ; preds = %271, %292
  %285 = phi i64 [ 0, %271 ], [ %304, %292 ]
  %286 = phi i32 [ %273, %271 ], [ %299, %292 ]
  %287 = phi i128 [ %274, %271 ], [ %303, %292 ]
    #dbg_value(i32 %286, !88, !DIExpression(), !105)
    #dbg_value(i128 %287, !89, !DIExpression(), !105)
    #dbg_value(i64 %285, !92, !DIExpression(), !376)
    #dbg_value(i128 0, !142, !DIExpression(), !393)
    #dbg_value(i128 1, !136, !DIExpression(), !396)
    #dbg_value(i128 0, !141, !DIExpression(), !396)
    #dbg_value(i128 1, !132, !DIExpression(), !397)
    #dbg_value(i128 0, !126, !DIExpression(), !397)
    #dbg_value(i128 1, !131, !DIExpression(), !397)
    #dbg_value(i128 0, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !397)
    #dbg_value(i128 0, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !398)
    #dbg_value(i128 1, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !397)
    #dbg_value(i128 1, !95, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !398)
    #dbg_value(i32 0, !98, !DIExpression(), !399)
  %288 = add nuw nsw i64 %285, %4
    #dbg_value(i128 0, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !397)
    #dbg_value(i128 0, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !398)
  br label %306, !dbg !400

289:                                              ; preds = %292
  %290 = add nuw nsw i64 %272, 1, !dbg !401
    #dbg_value(i32 %299, !88, !DIExpression(), !105)
    #dbg_value(i128 %303, !89, !DIExpression(), !105)
    #dbg_value(i64 %290, !90, !DIExpression(), !173)
  %291 = icmp eq i64 %290, %4, !dbg !402
  br i1 %291, label %275, label %271, !dbg !174, !llvm.loop !403

292:                                              ; preds = %395
  %293 = icmp eq i64 %272, %285, !dbg !405
  %294 = zext i1 %293 to i128, !dbg !406
  %295 = icmp eq i128 %397, %294, !dbg !407
  %296 = icmp eq i128 %396, 1, !dbg !408
  %297 = select i1 %295, i1 %296, i1 false, !dbg !408
  %298 = and i32 %286, 1, !dbg !409
  %299 = select i1 %297, i32 %298, i32 0, !dbg !409
    #dbg_value(i32 %299, !88, !DIExpression(), !105)
  %300 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %272, i64 %288, !dbg !410
  %301 = load i128, ptr %300, align 16, !dbg !411, !tbaa !183
  %302 = tail call i128 @llvm.abs.i128(i128 %301, i1 true), !dbg !410
    #dbg_value(i128 %302, !100, !DIExpression(), !398)
  %303 = tail call i128 @llvm.smax.i128(i128 %302, i128 %287), !dbg !412
    #dbg_value(i128 %303, !89, !DIExpression(), !105)
  %304 = add nuw nsw i64 %285, 1, !dbg !413
    #dbg_value(i64 %304, !92, !DIExpression(), !376)
  %305 = icmp eq i64 %304, %4, !dbg !414
  br i1 %305, label %289, label %284, !dbg !377, !llvm.loop !415

306:                                              ; preds = %284, %395
  %307 = phi i64 [ 0, %284 ], [ %398, %395 ]
  %308 = phi i128 [ 1, %284 ], [ %396, %395 ]
  %309 = phi i128 [ 0, %284 ], [ %397, %395 ]
    #dbg_value(i64 %307, !98, !DIExpression(), !399)
    #dbg_value(i128 %308, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !397)
    #dbg_value(i128 %309, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !397)
  %310 = add nuw nsw i64 %307, %272, !dbg !417
  %311 = freeze i64 %310, !dbg !419
  %312 = trunc i64 %311 to i32, !dbg !419
  %313 = add i32 %312, 1, !dbg !419
  %314 = zext i32 %313 to i128
    #dbg_value(i128 1, !126, !DIExpression(), !420)
    #dbg_value(i128 %314, !131, !DIExpression(), !420)
    #dbg_value(i128 1, !136, !DIExpression(), !422)
    #dbg_value(i128 %314, !141, !DIExpression(), !422)
  br label %315, !dbg !424

315:                                              ; preds = %315, %306
  %316 = phi i128 [ %317, %315 ], [ 1, %306 ]
  %317 = phi i128 [ %318, %315 ], [ %314, %306 ]
    #dbg_value(i128 %316, !136, !DIExpression(), !422)
    #dbg_value(i128 %317, !141, !DIExpression(), !422)
  %318 = urem i128 %316, %317, !dbg !425
    #dbg_value(i128 %318, !142, !DIExpression(), !426)
    #dbg_value(i128 %317, !136, !DIExpression(), !422)
    #dbg_value(i128 %318, !141, !DIExpression(), !422)
  %319 = icmp eq i128 %318, 0, !dbg !424
  br i1 %319, label %320, label %315, !dbg !424, !llvm.loop !427

320:                                              ; preds = %315
    #dbg_value(i128 %317, !132, !DIExpression(), !420)
  %321 = icmp ugt i128 %317, 1, !dbg !429
  br i1 %321, label %322, label %324, !dbg !430

322:                                              ; preds = %320
    #dbg_value(i128 0, !126, !DIExpression(), !420)
  %323 = udiv i128 %314, %317, !dbg !431
    #dbg_value(i128 %323, !131, !DIExpression(), !420)
  br label %324, !dbg !432

324:                                              ; preds = %320, %322
  %325 = phi i128 [ %323, %322 ], [ %314, %320 ], !dbg !433
  %326 = phi i128 [ 0, %322 ], [ 1, %320 ], !dbg !433
    #dbg_value(i128 %326, !126, !DIExpression(), !420)
    #dbg_value(i128 %325, !131, !DIExpression(), !420)
    #dbg_value(i128 %326, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !420)
    #dbg_value(i128 %325, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !420)
  %327 = getelementptr inbounds [7 x [14 x %struct.q]], ptr %1, i64 0, i64 %307, i64 %288, !dbg !434
  %328 = load i128, ptr %327, align 16, !dbg !435
    #dbg_value(i128 %328, !223, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !437)
  %329 = getelementptr inbounds i8, ptr %327, i64 16, !dbg !435
  %330 = load i128, ptr %329, align 16, !dbg !435
    #dbg_value(i128 %330, !223, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !437)
    #dbg_value(i128 %326, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !437)
    #dbg_value(i128 %325, !228, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !437)
  %331 = mul nuw nsw i128 %328, %326, !dbg !438
  %332 = mul nsw i128 %330, %325, !dbg !439
    #dbg_value(i128 %331, !126, !DIExpression(), !440)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !440)
  %333 = icmp slt i128 %332, 0, !dbg !442
  %334 = sub nsw i128 0, %331, !dbg !443
  %335 = tail call i128 @llvm.abs.i128(i128 %332, i1 true), !dbg !443
  %336 = select i1 %333, i128 %334, i128 %331, !dbg !443
    #dbg_value(i128 %336, !126, !DIExpression(), !440)
    #dbg_value(i128 %335, !131, !DIExpression(), !440)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !136, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !444)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !444)
  %337 = tail call i128 @llvm.abs.i128(i128 %331, i1 true), !dbg !446
    #dbg_value(i128 poison, !141, !DIExpression(), !444)
    #dbg_value(i128 %337, !136, !DIExpression(), !444)
  %338 = icmp eq i128 %332, 0, !dbg !447
  %339 = trunc i128 %337 to i64, !dbg !447
  %340 = lshr i128 %337, 64, !dbg !447
  %341 = trunc nuw nsw i128 %340 to i64, !dbg !447
  br i1 %338, label %351, label %342, !dbg !447

342:                                              ; preds = %324, %342
  %343 = phi i128 [ %344, %342 ], [ %337, %324 ]
  %344 = phi i128 [ %345, %342 ], [ %335, %324 ]
    #dbg_value(i128 %343, !136, !DIExpression(), !444)
    #dbg_value(i128 %344, !141, !DIExpression(), !444)
  %345 = urem i128 %343, %344, !dbg !448
    #dbg_value(i128 %345, !142, !DIExpression(), !449)
    #dbg_value(i128 %344, !136, !DIExpression(), !444)
    #dbg_value(i128 %345, !141, !DIExpression(), !444)
  %346 = icmp eq i128 %345, 0, !dbg !447
  br i1 %346, label %347, label %342, !dbg !447, !llvm.loop !450

347:                                              ; preds = %342
  %348 = lshr i128 %344, 64, !dbg !447
  %349 = trunc nuw nsw i128 %348 to i64, !dbg !447
  %350 = trunc i128 %344 to i64, !dbg !447
  br label %351, !dbg !452

351:                                              ; preds = %347, %324
  %352 = phi i64 [ %339, %324 ], [ %350, %347 ]
  %353 = phi i64 [ %341, %324 ], [ %349, %347 ]
  %354 = zext nneg i64 %353 to i128, !dbg !453
  %355 = shl nuw nsw i128 %354, 64, !dbg !453
  %356 = zext i64 %352 to i128, !dbg !453
  %357 = or disjoint i128 %355, %356, !dbg !453
    #dbg_value(i128 %357, !132, !DIExpression(), !440)
  %358 = icmp ugt i128 %357, 1, !dbg !454
  br i1 %358, label %359, label %362, !dbg !455

359:                                              ; preds = %351
  %360 = sdiv i128 %336, %357, !dbg !456
    #dbg_value(i128 %360, !126, !DIExpression(), !440)
  %361 = udiv i128 %335, %357, !dbg !457
    #dbg_value(i128 %361, !131, !DIExpression(), !440)
  br label %362, !dbg !458

362:                                              ; preds = %351, %359
  %363 = phi i128 [ %361, %359 ], [ %335, %351 ], !dbg !459
  %364 = phi i128 [ %360, %359 ], [ %336, %351 ], !dbg !459
    #dbg_value(i128 %364, !126, !DIExpression(), !440)
    #dbg_value(i128 %363, !131, !DIExpression(), !440)
    #dbg_value(i128 %364, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !440)
    #dbg_value(i128 %363, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !440)
    #dbg_value(i128 %364, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !464)
    #dbg_value(i128 %363, !460, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !464)
    #dbg_value(i128 %309, !463, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !464)
    #dbg_value(i128 %308, !463, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !464)
  %365 = mul nsw i128 %363, %309, !dbg !466
  %366 = mul nsw i128 %364, %308, !dbg !467
  %367 = add nsw i128 %366, %365, !dbg !468
  %368 = mul nsw i128 %363, %308, !dbg !469
    #dbg_value(i128 %367, !126, !DIExpression(), !470)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !470)
  %369 = tail call i128 @llvm.abs.i128(i128 %368, i1 true), !dbg !472
    #dbg_value(i128 %369, !131, !DIExpression(), !470)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !136, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !473)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !473)
  %370 = tail call i128 @llvm.abs.i128(i128 %367, i1 true), !dbg !475
    #dbg_value(i128 poison, !141, !DIExpression(), !473)
    #dbg_value(i128 %370, !136, !DIExpression(), !473)
  %371 = icmp eq i128 %368, 0, !dbg !476
  %372 = trunc i128 %370 to i64, !dbg !476
  %373 = lshr i128 %370, 64, !dbg !476
  %374 = trunc nuw nsw i128 %373 to i64, !dbg !476
  br i1 %371, label %384, label %375, !dbg !476

375:                                              ; preds = %362, %375
  %376 = phi i128 [ %377, %375 ], [ %370, %362 ]
  %377 = phi i128 [ %378, %375 ], [ %369, %362 ]
    #dbg_value(i128 %376, !136, !DIExpression(), !473)
    #dbg_value(i128 %377, !141, !DIExpression(), !473)
  %378 = urem i128 %376, %377, !dbg !477
    #dbg_value(i128 %378, !142, !DIExpression(), !478)
    #dbg_value(i128 %377, !136, !DIExpression(), !473)
    #dbg_value(i128 %378, !141, !DIExpression(), !473)
  %379 = icmp eq i128 %378, 0, !dbg !476
  br i1 %379, label %380, label %375, !dbg !476, !llvm.loop !479

380:                                              ; preds = %375
  %381 = lshr i128 %377, 64, !dbg !476
  %382 = trunc nuw nsw i128 %381 to i64, !dbg !476
  %383 = trunc i128 %377 to i64, !dbg !476
  br label %384, !dbg !481

384:                                              ; preds = %380, %362
  %385 = phi i64 [ %372, %362 ], [ %383, %380 ]
  %386 = phi i64 [ %374, %362 ], [ %382, %380 ]
  %387 = zext nneg i64 %386 to i128, !dbg !482
  %388 = shl nuw nsw i128 %387, 64, !dbg !482
  %389 = zext i64 %385 to i128, !dbg !482
  %390 = or disjoint i128 %388, %389, !dbg !482
    #dbg_value(i128 %390, !132, !DIExpression(), !470)
  %391 = icmp ugt i128 %390, 1, !dbg !483
  br i1 %391, label %392, label %395, !dbg !484

392:                                              ; preds = %384
  %393 = sdiv i128 %367, %390, !dbg !485
    #dbg_value(i128 %393, !126, !DIExpression(), !470)
  %394 = udiv i128 %369, %390, !dbg !486
    #dbg_value(i128 %394, !131, !DIExpression(), !470)
  br label %395, !dbg !487

395:                                              ; preds = %384, %392
  %396 = phi i128 [ %394, %392 ], [ %369, %384 ], !dbg !488
  %397 = phi i128 [ %393, %392 ], [ %367, %384 ], !dbg !488
    #dbg_value(i128 %397, !126, !DIExpression(), !470)
    #dbg_value(i128 %396, !131, !DIExpression(), !470)
    #dbg_value(i128 %397, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !470)
    #dbg_value(i128 %396, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !470)
    #dbg_value(i128 %397, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !397)
    #dbg_value(i128 %396, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !397)
    #dbg_value(i128 %397, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !398)
    #dbg_value(i128 %396, !95, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !398)
  %398 = add nuw nsw i64 %307, 1, !dbg !489
    #dbg_value(i128 %397, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !397)
    #dbg_value(i128 %397, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !398)
    #dbg_value(i64 %398, !98, !DIExpression(), !399)
  %399 = icmp eq i64 %398, %4, !dbg !490
  br i1 %399, label %292, label %306, !dbg !400, !llvm.loop !491

400:                                              ; preds = %463
  %401 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !493
    #dbg_value(i128 %465, !379, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !494)
    #dbg_value(i128 %464, !379, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !494)
  %402 = trunc i128 %465 to i64, !dbg !496
  %403 = trunc i128 %464 to i64, !dbg !497
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %402, i64 noundef %403), !dbg !498
  %405 = tail call i32 @putchar(i32 10), !dbg !499
  %406 = srem i128 %465, 100, !dbg !500
  %407 = trunc nsw i128 %406 to i32, !dbg !501
  ret i32 %407, !dbg !502

408:                                              ; preds = %275, %463
  %409 = phi i32 [ %466, %463 ], [ 1, %275 ]
  %410 = phi i128 [ %465, %463 ], [ 0, %275 ]
  %411 = phi i128 [ %464, %463 ], [ 1, %275 ]
    #dbg_value(i32 %409, !102, !DIExpression(), !503)
    #dbg_value(i128 %410, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !504)
    #dbg_value(i128 %411, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !504)
  %412 = zext nneg i32 %409 to i128, !dbg !506
  %413 = mul nuw nsw i128 %412, %412, !dbg !508
    #dbg_value(i128 1, !126, !DIExpression(), !509)
    #dbg_value(i128 %413, !131, !DIExpression(), !509)
    #dbg_value(i128 1, !136, !DIExpression(), !511)
    #dbg_value(i128 %413, !141, !DIExpression(), !511)
  %414 = freeze i128 %413, !dbg !513
  br label %415, !dbg !513

415:                                              ; preds = %415, %408
  %416 = phi i128 [ %417, %415 ], [ 1, %408 ]
  %417 = phi i128 [ %418, %415 ], [ %414, %408 ]
    #dbg_value(i128 %416, !136, !DIExpression(), !511)
    #dbg_value(i128 %417, !141, !DIExpression(), !511)
  %418 = urem i128 %416, %417, !dbg !514
    #dbg_value(i128 %418, !142, !DIExpression(), !515)
    #dbg_value(i128 %417, !136, !DIExpression(), !511)
    #dbg_value(i128 %418, !141, !DIExpression(), !511)
  %419 = icmp eq i128 %418, 0, !dbg !513
  br i1 %419, label %420, label %415, !dbg !513, !llvm.loop !516

420:                                              ; preds = %415
    #dbg_value(i128 %417, !132, !DIExpression(), !509)
  %421 = icmp ugt i128 %417, 1, !dbg !518
  br i1 %421, label %422, label %427, !dbg !519

422:                                              ; preds = %420
  %423 = add i128 %417, 1, !dbg !520
  %424 = icmp ult i128 %423, 3, !dbg !520
  %425 = select i1 %424, i128 %417, i128 0, !dbg !520
    #dbg_value(i128 %425, !126, !DIExpression(), !509)
  %426 = sdiv i128 %414, %417, !dbg !521
    #dbg_value(i128 %426, !131, !DIExpression(), !509)
  br label %427, !dbg !522

427:                                              ; preds = %420, %422
  %428 = phi i128 [ %426, %422 ], [ %414, %420 ], !dbg !523
  %429 = phi i128 [ %425, %422 ], [ 1, %420 ], !dbg !523
    #dbg_value(i128 %429, !126, !DIExpression(), !509)
    #dbg_value(i128 %428, !131, !DIExpression(), !509)
    #dbg_value(i128 %429, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !509)
    #dbg_value(i128 %428, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !509)
    #dbg_value(i128 %429, !460, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !524)
    #dbg_value(i128 %428, !460, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !524)
    #dbg_value(i128 %410, !463, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !524)
    #dbg_value(i128 %411, !463, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !524)
  %430 = mul nsw i128 %428, %410, !dbg !526
  %431 = mul nsw i128 %429, %411, !dbg !527
  %432 = add nsw i128 %431, %430, !dbg !528
  %433 = mul nsw i128 %428, %411, !dbg !529
    #dbg_value(i128 %432, !126, !DIExpression(), !530)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !131, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !530)
  %434 = icmp slt i128 %433, 0, !dbg !532
  %435 = sub nsw i128 0, %432, !dbg !533
  %436 = tail call i128 @llvm.abs.i128(i128 %433, i1 true), !dbg !533
  %437 = select i1 %434, i128 %435, i128 %432, !dbg !533
    #dbg_value(i128 %437, !126, !DIExpression(), !530)
    #dbg_value(i128 %436, !131, !DIExpression(), !530)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !136, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !534)
    #dbg_value(!DIArgList(i128 poison, i128 poison), !141, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_or, DW_OP_stack_value), !534)
  %438 = tail call i128 @llvm.abs.i128(i128 %432, i1 true), !dbg !536
    #dbg_value(i128 poison, !141, !DIExpression(), !534)
    #dbg_value(i128 %438, !136, !DIExpression(), !534)
  %439 = icmp eq i128 %433, 0, !dbg !537
  %440 = trunc i128 %438 to i64, !dbg !537
  %441 = lshr i128 %438, 64, !dbg !537
  %442 = trunc nuw nsw i128 %441 to i64, !dbg !537
  br i1 %439, label %452, label %443, !dbg !537

443:                                              ; preds = %427, %443
  %444 = phi i128 [ %445, %443 ], [ %438, %427 ]
  %445 = phi i128 [ %446, %443 ], [ %436, %427 ]
    #dbg_value(i128 %444, !136, !DIExpression(), !534)
    #dbg_value(i128 %445, !141, !DIExpression(), !534)
  %446 = urem i128 %444, %445, !dbg !538
    #dbg_value(i128 %446, !142, !DIExpression(), !539)
    #dbg_value(i128 %445, !136, !DIExpression(), !534)
    #dbg_value(i128 %446, !141, !DIExpression(), !534)
  %447 = icmp eq i128 %446, 0, !dbg !537
  br i1 %447, label %448, label %443, !dbg !537, !llvm.loop !540

448:                                              ; preds = %443
  %449 = lshr i128 %445, 64, !dbg !537
  %450 = trunc nuw nsw i128 %449 to i64, !dbg !537
  %451 = trunc i128 %445 to i64, !dbg !537
  br label %452, !dbg !542

452:                                              ; preds = %448, %427
  %453 = phi i64 [ %440, %427 ], [ %451, %448 ]
  %454 = phi i64 [ %442, %427 ], [ %450, %448 ]
  %455 = zext nneg i64 %454 to i128, !dbg !543
  %456 = shl nuw nsw i128 %455, 64, !dbg !543
  %457 = zext i64 %453 to i128, !dbg !543
  %458 = or disjoint i128 %456, %457, !dbg !543
    #dbg_value(i128 %458, !132, !DIExpression(), !530)
  %459 = icmp ugt i128 %458, 1, !dbg !544
  br i1 %459, label %460, label %463, !dbg !545

460:                                              ; preds = %452
  %461 = sdiv i128 %437, %458, !dbg !546
    #dbg_value(i128 %461, !126, !DIExpression(), !530)
  %462 = udiv i128 %436, %458, !dbg !547
    #dbg_value(i128 %462, !131, !DIExpression(), !530)
  br label %463, !dbg !548

463:                                              ; preds = %452, %460
  %464 = phi i128 [ %462, %460 ], [ %436, %452 ], !dbg !549
  %465 = phi i128 [ %461, %460 ], [ %437, %452 ], !dbg !549
    #dbg_value(i128 %465, !126, !DIExpression(), !530)
    #dbg_value(i128 %464, !131, !DIExpression(), !530)
    #dbg_value(i128 %465, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !530)
    #dbg_value(i128 %464, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !530)
    #dbg_value(i128 %465, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !504)
    #dbg_value(i128 %464, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !504)
    #dbg_value(i128 %465, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !550)
    #dbg_value(i128 %464, !101, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !550)
  %466 = add nuw nsw i32 %409, 1, !dbg !551
    #dbg_value(i128 %465, !133, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !504)
    #dbg_value(i128 %465, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 128), !550)
    #dbg_value(i128 %464, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !504)
    #dbg_value(i128 %464, !101, !DIExpression(DW_OP_LLVM_fragment, 128, 128), !550)
    #dbg_value(i32 %466, !102, !DIExpression(), !503)
  %467 = icmp eq i32 %466, 21, !dbg !552
  br i1 %467, label %400, label %408, !dbg !553, !llvm.loop !554
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !556 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.abs.i128(i128, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i128 @llvm.smax.i128(i128, i128) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!33, !34, !35, !36, !37, !38, !39}
!llvm.ident = !{!40}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/rational_matrix_det.c", directory: ".", checksumkind: CSK_MD5, checksum: "252825effad012ba45d88b5c9459ca0d")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 312, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 39)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !23, globals: !27, splitDebugInlining: false, nameTableKind: None)
!23 = !{!24, !25, !26}
!24 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!25 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!26 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!27 = !{!0, !7, !12, !28, !17}
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 2)
!33 = !{i32 7, !"Dwarf Version", i32 5}
!34 = !{i32 2, !"Debug Info Version", i32 3}
!35 = !{i32 1, !"wchar_size", i32 4}
!36 = !{i32 8, !"PIC Level", i32 2}
!37 = !{i32 7, !"PIE Level", i32 2}
!38 = !{i32 7, !"uwtable", i32 2}
!39 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!40 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!41 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 17, type: !42, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !44)
!42 = !DISubroutineType(types: !43)
!43 = !{!26}
!44 = !{!45, !47, !59, !61, !64, !65, !67, !70, !74, !77, !78, !80, !82, !86, !88, !89, !90, !92, !95, !98, !100, !101, !102}
!45 = !DILocalVariable(name: "n", scope: !46, file: !2, line: 18, type: !26)
!46 = distinct !DILexicalBlock(scope: !41, file: !2, line: 18, column: 5)
!47 = !DILocalVariable(name: "a", scope: !48, file: !2, line: 19, type: !50)
!48 = distinct !DILexicalBlock(scope: !49, file: !2, line: 18, column: 34)
!49 = distinct !DILexicalBlock(scope: !46, file: !2, line: 18, column: 5)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 25088, elements: !56)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "q", file: !2, line: 8, baseType: !52)
!52 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 256, elements: !53)
!53 = !{!54, !55}
!54 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !52, file: !2, line: 8, baseType: !25, size: 128)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !52, file: !2, line: 8, baseType: !25, size: 128, offset: 128)
!56 = !{!57, !58}
!57 = !DISubrange(count: 7)
!58 = !DISubrange(count: 14)
!59 = !DILocalVariable(name: "i", scope: !60, file: !2, line: 20, type: !26)
!60 = distinct !DILexicalBlock(scope: !48, file: !2, line: 20, column: 9)
!61 = !DILocalVariable(name: "j", scope: !62, file: !2, line: 20, type: !26)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 20, column: 37)
!63 = distinct !DILexicalBlock(scope: !60, file: !2, line: 20, column: 9)
!64 = !DILocalVariable(name: "det", scope: !48, file: !2, line: 21, type: !51)
!65 = !DILocalVariable(name: "c", scope: !66, file: !2, line: 22, type: !26)
!66 = distinct !DILexicalBlock(scope: !48, file: !2, line: 22, column: 9)
!67 = !DILocalVariable(name: "p", scope: !68, file: !2, line: 23, type: !26)
!68 = distinct !DILexicalBlock(scope: !69, file: !2, line: 22, column: 37)
!69 = distinct !DILexicalBlock(scope: !66, file: !2, line: 22, column: 9)
!70 = !DILocalVariable(name: "j", scope: !71, file: !2, line: 24, type: !26)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 24, column: 27)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 24, column: 25)
!73 = distinct !DILexicalBlock(scope: !68, file: !2, line: 24, column: 17)
!74 = !DILocalVariable(name: "t", scope: !75, file: !2, line: 24, type: !51)
!75 = distinct !DILexicalBlock(scope: !76, file: !2, line: 24, column: 59)
!76 = distinct !DILexicalBlock(scope: !71, file: !2, line: 24, column: 27)
!77 = !DILocalVariable(name: "piv", scope: !68, file: !2, line: 25, type: !51)
!78 = !DILocalVariable(name: "j", scope: !79, file: !2, line: 26, type: !26)
!79 = distinct !DILexicalBlock(scope: !68, file: !2, line: 26, column: 13)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 27, type: !26)
!81 = distinct !DILexicalBlock(scope: !68, file: !2, line: 27, column: 13)
!82 = !DILocalVariable(name: "f", scope: !83, file: !2, line: 27, type: !51)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 27, column: 66)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 27, column: 45)
!85 = distinct !DILexicalBlock(scope: !81, file: !2, line: 27, column: 13)
!86 = !DILocalVariable(name: "j", scope: !87, file: !2, line: 27, type: !26)
!87 = distinct !DILexicalBlock(scope: !83, file: !2, line: 27, column: 83)
!88 = !DILocalVariable(name: "ok", scope: !48, file: !2, line: 30, type: !26)
!89 = !DILocalVariable(name: "maxentry", scope: !48, file: !2, line: 30, type: !25)
!90 = !DILocalVariable(name: "i", scope: !91, file: !2, line: 31, type: !26)
!91 = distinct !DILexicalBlock(scope: !48, file: !2, line: 31, column: 9)
!92 = !DILocalVariable(name: "j", scope: !93, file: !2, line: 31, type: !26)
!93 = distinct !DILexicalBlock(scope: !94, file: !2, line: 31, column: 37)
!94 = distinct !DILexicalBlock(scope: !91, file: !2, line: 31, column: 9)
!95 = !DILocalVariable(name: "s", scope: !96, file: !2, line: 32, type: !51)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 31, column: 65)
!97 = distinct !DILexicalBlock(scope: !93, file: !2, line: 31, column: 37)
!98 = !DILocalVariable(name: "k", scope: !99, file: !2, line: 33, type: !26)
!99 = distinct !DILexicalBlock(scope: !96, file: !2, line: 33, column: 13)
!100 = !DILocalVariable(name: "e", scope: !96, file: !2, line: 35, type: !25)
!101 = !DILocalVariable(name: "s", scope: !41, file: !2, line: 40, type: !51)
!102 = !DILocalVariable(name: "k", scope: !103, file: !2, line: 41, type: !26)
!103 = distinct !DILexicalBlock(scope: !41, file: !2, line: 41, column: 5)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !48)
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 0, scope: !75)
!108 = !DILocation(line: 0, scope: !46)
!109 = !DILocation(line: 18, column: 5, scope: !46)
!110 = !DILocation(line: 19, column: 9, scope: !48)
!111 = !DILocation(line: 0, scope: !60)
!112 = !DILocation(line: 20, column: 9, scope: !60)
!113 = !DILocation(line: 0, scope: !62)
!114 = !DILocation(line: 20, column: 37, scope: !62)
!115 = !DILocation(line: 20, column: 33, scope: !63)
!116 = !DILocation(line: 20, column: 27, scope: !63)
!117 = distinct !{!117, !112, !118, !119}
!118 = !DILocation(line: 20, column: 122, scope: !60)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 20, column: 69, scope: !121)
!121 = distinct !DILexicalBlock(scope: !62, file: !2, line: 20, column: 37)
!122 = !DILocation(line: 20, column: 81, scope: !121)
!123 = !DILocation(line: 20, column: 79, scope: !121)
!124 = !DILocation(line: 20, column: 95, scope: !121)
!125 = !DILocation(line: 20, column: 99, scope: !121)
!126 = !DILocalVariable(name: "n", arg: 1, scope: !127, file: !2, line: 10, type: !25)
!127 = distinct !DISubprogram(name: "mk", scope: !2, file: !2, line: 10, type: !128, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !130)
!128 = !DISubroutineType(types: !129)
!129 = !{!51, !25, !25}
!130 = !{!126, !131, !132, !133}
!131 = !DILocalVariable(name: "d", arg: 2, scope: !127, file: !2, line: 10, type: !25)
!132 = !DILocalVariable(name: "g", scope: !127, file: !2, line: 10, type: !25)
!133 = !DILocalVariable(name: "r", scope: !127, file: !2, line: 10, type: !51)
!134 = !DILocation(line: 0, scope: !127, inlinedAt: !135)
!135 = distinct !DILocation(line: 20, column: 87, scope: !121)
!136 = !DILocalVariable(name: "a", arg: 1, scope: !137, file: !2, line: 9, type: !25)
!137 = distinct !DISubprogram(name: "gcd", scope: !2, file: !2, line: 9, type: !138, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !140)
!138 = !DISubroutineType(types: !139)
!139 = !{!25, !25, !25}
!140 = !{!136, !141, !142}
!141 = !DILocalVariable(name: "b", arg: 2, scope: !137, file: !2, line: 9, type: !25)
!142 = !DILocalVariable(name: "t", scope: !143, file: !2, line: 9, type: !25)
!143 = distinct !DILexicalBlock(scope: !137, file: !2, line: 9, column: 95)
!144 = !DILocation(line: 0, scope: !137, inlinedAt: !145)
!145 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !135)
!146 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !145)
!147 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !145)
!148 = !DILocation(line: 0, scope: !143, inlinedAt: !145)
!149 = distinct !{!149, !146, !150, !119}
!150 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !145)
!151 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !135)
!152 = distinct !DILexicalBlock(scope: !127, file: !2, line: 10, column: 98)
!153 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !135)
!154 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !135)
!155 = distinct !DILexicalBlock(scope: !152, file: !2, line: 10, column: 105)
!156 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !135)
!157 = !DILocation(line: 0, scope: !127, inlinedAt: !158)
!158 = distinct !DILocation(line: 20, column: 106, scope: !121)
!159 = !DILocation(line: 0, scope: !143, inlinedAt: !160)
!160 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !158)
!161 = !DILocation(line: 0, scope: !137, inlinedAt: !160)
!162 = !DILocation(line: 20, column: 111, scope: !121)
!163 = !DILocation(line: 20, column: 115, scope: !121)
!164 = !DILocation(line: 20, scope: !121)
!165 = !{!166, !166, i64 0}
!166 = !{!"__int128", !167, i64 0}
!167 = !{!"omnipotent char", !168, i64 0}
!168 = !{!"Simple C/C++ TBAA"}
!169 = !DILocation(line: 20, column: 65, scope: !121)
!170 = !DILocation(line: 20, column: 55, scope: !121)
!171 = distinct !{!171, !114, !172, !119}
!172 = !DILocation(line: 20, column: 122, scope: !62)
!173 = !DILocation(line: 0, scope: !91)
!174 = !DILocation(line: 31, column: 9, scope: !91)
!175 = !DILocation(line: 0, scope: !66)
!176 = !DILocation(line: 0, scope: !127, inlinedAt: !177)
!177 = distinct !DILocation(line: 21, column: 17, scope: !48)
!178 = !DILocation(line: 23, column: 24, scope: !68)
!179 = !DILocation(line: 23, scope: !68)
!180 = !DILocation(line: 0, scope: !68)
!181 = !DILocation(line: 23, column: 31, scope: !68)
!182 = !DILocation(line: 23, column: 39, scope: !68)
!183 = !{!184, !166, i64 0}
!184 = !{!"", !166, i64 0, !166, i64 16}
!185 = !DILocation(line: 23, column: 41, scope: !68)
!186 = !DILocation(line: 23, column: 48, scope: !68)
!187 = distinct !{!187, !178, !186, !119}
!188 = !DILocation(line: 24, column: 19, scope: !73)
!189 = !DILocation(line: 24, column: 17, scope: !68)
!190 = !DILocation(line: 24, column: 119, scope: !72)
!191 = !DILocation(line: 0, scope: !127, inlinedAt: !192)
!192 = distinct !DILocation(line: 24, column: 116, scope: !72)
!193 = !DILocation(line: 10, column: 43, scope: !127, inlinedAt: !192)
!194 = !DILocation(line: 0, scope: !137, inlinedAt: !195)
!195 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !192)
!196 = !DILocation(line: 9, column: 51, scope: !137, inlinedAt: !195)
!197 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !195)
!198 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !195)
!199 = !DILocation(line: 0, scope: !143, inlinedAt: !195)
!200 = distinct !{!200, !197, !201, !119}
!201 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !195)
!202 = !DILocation(line: 9, column: 133, scope: !137, inlinedAt: !195)
!203 = !DILocation(line: 10, column: 79, scope: !127, inlinedAt: !192)
!204 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !192)
!205 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !192)
!206 = !DILocation(line: 10, column: 109, scope: !155, inlinedAt: !192)
!207 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !192)
!208 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !192)
!209 = !DILocation(line: 0, scope: !71)
!210 = !DILocation(line: 24, column: 61, scope: !75)
!211 = !DILocation(line: 24, column: 67, scope: !75)
!212 = !{i64 0, i64 16, !165, i64 16, i64 16, !165}
!213 = distinct !DIAssignID()
!214 = !DILocation(line: 24, column: 86, scope: !75)
!215 = !DILocation(line: 24, column: 105, scope: !75)
!216 = !DILocation(line: 24, column: 108, scope: !76)
!217 = !DILocation(line: 24, column: 55, scope: !76)
!218 = !DILocation(line: 24, column: 45, scope: !76)
!219 = !DILocation(line: 24, column: 27, scope: !71)
!220 = distinct !{!220, !219, !221, !119}
!221 = !DILocation(line: 24, column: 108, scope: !71)
!222 = !DILocation(line: 25, column: 21, scope: !68)
!223 = !DILocalVariable(name: "b", arg: 2, scope: !224, file: !2, line: 13, type: !51)
!224 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 13, type: !225, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !227)
!225 = !DISubroutineType(types: !226)
!226 = !{!51, !51, !51}
!227 = !{!228, !223}
!228 = !DILocalVariable(name: "a", arg: 1, scope: !224, file: !2, line: 13, type: !51)
!229 = !DILocation(line: 0, scope: !224, inlinedAt: !230)
!230 = distinct !DILocation(line: 25, column: 36, scope: !68)
!231 = !DILocation(line: 13, column: 40, scope: !224, inlinedAt: !230)
!232 = !DILocation(line: 13, column: 51, scope: !224, inlinedAt: !230)
!233 = !DILocation(line: 0, scope: !127, inlinedAt: !234)
!234 = distinct !DILocation(line: 13, column: 33, scope: !224, inlinedAt: !230)
!235 = !DILocation(line: 10, column: 45, scope: !236, inlinedAt: !234)
!236 = distinct !DILexicalBlock(scope: !127, file: !2, line: 10, column: 43)
!237 = !DILocation(line: 10, column: 43, scope: !127, inlinedAt: !234)
!238 = !DILocation(line: 0, scope: !137, inlinedAt: !239)
!239 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !234)
!240 = !DILocation(line: 9, column: 51, scope: !137, inlinedAt: !239)
!241 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !239)
!242 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !239)
!243 = !DILocation(line: 0, scope: !143, inlinedAt: !239)
!244 = distinct !{!244, !241, !245, !119}
!245 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !239)
!246 = !DILocation(line: 9, column: 133, scope: !137, inlinedAt: !239)
!247 = !DILocation(line: 10, column: 79, scope: !127, inlinedAt: !234)
!248 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !234)
!249 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !234)
!250 = !DILocation(line: 10, column: 109, scope: !155, inlinedAt: !234)
!251 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !234)
!252 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !234)
!253 = !DILocation(line: 10, scope: !127, inlinedAt: !234)
!254 = !DILocation(line: 0, scope: !79)
!255 = !DILocation(line: 26, column: 13, scope: !79)
!256 = !DILocation(line: 26, column: 45, scope: !257)
!257 = distinct !DILexicalBlock(scope: !79, file: !2, line: 26, column: 13)
!258 = !DILocalVariable(name: "b", arg: 2, scope: !259, file: !2, line: 14, type: !51)
!259 = distinct !DISubprogram(name: "dv", scope: !2, file: !2, line: 14, type: !225, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !260)
!260 = !{!261, !258}
!261 = !DILocalVariable(name: "a", arg: 1, scope: !259, file: !2, line: 14, type: !51)
!262 = !DILocation(line: 0, scope: !259, inlinedAt: !263)
!263 = distinct !DILocation(line: 26, column: 55, scope: !257)
!264 = !DILocation(line: 14, column: 37, scope: !259, inlinedAt: !263)
!265 = !DILocation(line: 14, column: 39, scope: !259, inlinedAt: !263)
!266 = !DILocation(line: 14, column: 50, scope: !259, inlinedAt: !263)
!267 = !DILocation(line: 0, scope: !127, inlinedAt: !268)
!268 = distinct !DILocation(line: 14, column: 32, scope: !259, inlinedAt: !263)
!269 = !DILocation(line: 10, column: 45, scope: !236, inlinedAt: !268)
!270 = !DILocation(line: 10, column: 43, scope: !127, inlinedAt: !268)
!271 = !DILocation(line: 0, scope: !137, inlinedAt: !272)
!272 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !268)
!273 = !DILocation(line: 9, column: 51, scope: !137, inlinedAt: !272)
!274 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !272)
!275 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !272)
!276 = !DILocation(line: 0, scope: !143, inlinedAt: !272)
!277 = distinct !{!277, !274, !278, !119}
!278 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !272)
!279 = !DILocation(line: 9, column: 133, scope: !137, inlinedAt: !272)
!280 = !DILocation(line: 10, column: 79, scope: !127, inlinedAt: !268)
!281 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !268)
!282 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !268)
!283 = !DILocation(line: 10, column: 109, scope: !155, inlinedAt: !268)
!284 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !268)
!285 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !268)
!286 = !DILocation(line: 10, scope: !127, inlinedAt: !268)
!287 = !DILocation(line: 26, column: 55, scope: !257)
!288 = !DILocation(line: 26, column: 41, scope: !257)
!289 = !DILocation(line: 26, column: 31, scope: !257)
!290 = distinct !{!290, !255, !291, !119}
!291 = !DILocation(line: 26, column: 70, scope: !79)
!292 = !DILocation(line: 22, column: 33, scope: !69)
!293 = !DILocation(line: 22, column: 27, scope: !69)
!294 = !DILocation(line: 22, column: 9, scope: !66)
!295 = distinct !{!295, !294, !296, !119}
!296 = !DILocation(line: 28, column: 9, scope: !66)
!297 = !DILocation(line: 0, scope: !81)
!298 = !DILocation(line: 27, column: 47, scope: !84)
!299 = !DILocation(line: 27, column: 52, scope: !84)
!300 = !DILocation(line: 27, column: 55, scope: !84)
!301 = !DILocation(line: 27, column: 63, scope: !84)
!302 = !DILocation(line: 27, column: 45, scope: !85)
!303 = !DILocation(line: 27, column: 74, scope: !83)
!304 = !DILocation(line: 0, scope: !83)
!305 = !DILocation(line: 0, scope: !87)
!306 = !DILocation(line: 27, column: 83, scope: !87)
!307 = !DILocation(line: 27, column: 115, scope: !308)
!308 = distinct !DILexicalBlock(scope: !87, file: !2, line: 27, column: 83)
!309 = !DILocation(line: 27, column: 145, scope: !308)
!310 = !DILocation(line: 13, column: 38, scope: !224, inlinedAt: !311)
!311 = distinct !DILocation(line: 27, column: 138, scope: !308)
!312 = !DILocation(line: 0, scope: !224, inlinedAt: !311)
!313 = !DILocation(line: 13, column: 40, scope: !224, inlinedAt: !311)
!314 = !DILocation(line: 13, column: 51, scope: !224, inlinedAt: !311)
!315 = !DILocation(line: 0, scope: !127, inlinedAt: !316)
!316 = distinct !DILocation(line: 13, column: 33, scope: !224, inlinedAt: !311)
!317 = !DILocation(line: 10, column: 45, scope: !236, inlinedAt: !316)
!318 = !DILocation(line: 10, column: 43, scope: !127, inlinedAt: !316)
!319 = !DILocation(line: 0, scope: !137, inlinedAt: !320)
!320 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !316)
!321 = !DILocation(line: 9, column: 51, scope: !137, inlinedAt: !320)
!322 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !320)
!323 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !320)
!324 = !DILocation(line: 0, scope: !143, inlinedAt: !320)
!325 = distinct !{!325, !322, !326, !119}
!326 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !320)
!327 = !DILocation(line: 9, column: 133, scope: !137, inlinedAt: !320)
!328 = !DILocation(line: 10, column: 79, scope: !127, inlinedAt: !316)
!329 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !316)
!330 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !316)
!331 = !DILocation(line: 10, column: 109, scope: !155, inlinedAt: !316)
!332 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !316)
!333 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !316)
!334 = !DILocation(line: 10, scope: !127, inlinedAt: !316)
!335 = !DILocalVariable(name: "b", arg: 2, scope: !336, file: !2, line: 12, type: !51)
!336 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 12, type: !225, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !337)
!337 = !{!338, !335}
!338 = !DILocalVariable(name: "a", arg: 1, scope: !336, file: !2, line: 12, type: !51)
!339 = !DILocation(line: 0, scope: !336, inlinedAt: !340)
!340 = distinct !DILocation(line: 27, column: 125, scope: !308)
!341 = !DILocation(line: 12, column: 38, scope: !336, inlinedAt: !340)
!342 = !DILocation(line: 12, column: 40, scope: !336, inlinedAt: !340)
!343 = !DILocation(line: 12, column: 52, scope: !336, inlinedAt: !340)
!344 = !DILocation(line: 12, column: 46, scope: !336, inlinedAt: !340)
!345 = !DILocation(line: 12, column: 63, scope: !336, inlinedAt: !340)
!346 = !DILocation(line: 0, scope: !127, inlinedAt: !347)
!347 = distinct !DILocation(line: 12, column: 33, scope: !336, inlinedAt: !340)
!348 = !DILocation(line: 10, column: 45, scope: !236, inlinedAt: !347)
!349 = !DILocation(line: 10, column: 43, scope: !127, inlinedAt: !347)
!350 = !DILocation(line: 0, scope: !137, inlinedAt: !351)
!351 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !347)
!352 = !DILocation(line: 9, column: 51, scope: !137, inlinedAt: !351)
!353 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !351)
!354 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !351)
!355 = !DILocation(line: 0, scope: !143, inlinedAt: !351)
!356 = distinct !{!356, !353, !357, !119}
!357 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !351)
!358 = !DILocation(line: 9, column: 133, scope: !137, inlinedAt: !351)
!359 = !DILocation(line: 10, column: 79, scope: !127, inlinedAt: !347)
!360 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !347)
!361 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !347)
!362 = !DILocation(line: 10, column: 109, scope: !155, inlinedAt: !347)
!363 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !347)
!364 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !347)
!365 = !DILocation(line: 10, scope: !127, inlinedAt: !347)
!366 = !DILocation(line: 27, column: 125, scope: !308)
!367 = !DILocation(line: 27, column: 111, scope: !308)
!368 = !DILocation(line: 27, column: 101, scope: !308)
!369 = distinct !{!369, !306, !370, !119}
!370 = !DILocation(line: 27, column: 153, scope: !87)
!371 = !DILocation(line: 27, column: 37, scope: !85)
!372 = !DILocation(line: 27, column: 31, scope: !85)
!373 = !DILocation(line: 27, column: 13, scope: !81)
!374 = distinct !{!374, !373, !375, !119}
!375 = !DILocation(line: 27, column: 156, scope: !81)
!376 = !DILocation(line: 0, scope: !93)
!377 = !DILocation(line: 31, column: 37, scope: !93)
!378 = !DILocation(line: 38, column: 9, scope: !48)
!379 = !DILocalVariable(name: "a", arg: 1, scope: !380, file: !2, line: 15, type: !51)
!380 = distinct !DISubprogram(name: "pq", scope: !2, file: !2, line: 15, type: !381, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !383)
!381 = !DISubroutineType(types: !382)
!382 = !{null, !51}
!383 = !{!379}
!384 = !DILocation(line: 0, scope: !380, inlinedAt: !385)
!385 = distinct !DILocation(line: 38, column: 41, scope: !48)
!386 = !DILocation(line: 15, column: 23, scope: !380, inlinedAt: !385)
!387 = !DILocation(line: 38, column: 50, scope: !48)
!388 = !DILocation(line: 39, column: 5, scope: !49)
!389 = !DILocation(line: 18, column: 30, scope: !49)
!390 = !DILocation(line: 18, column: 23, scope: !49)
!391 = distinct !{!391, !109, !392, !119}
!392 = !DILocation(line: 39, column: 5, scope: !46)
!393 = !DILocation(line: 0, scope: !143, inlinedAt: !394)
!394 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !395)
!395 = distinct !DILocation(line: 32, column: 19, scope: !96)
!396 = !DILocation(line: 0, scope: !137, inlinedAt: !394)
!397 = !DILocation(line: 0, scope: !127, inlinedAt: !395)
!398 = !DILocation(line: 0, scope: !96)
!399 = !DILocation(line: 0, scope: !99)
!400 = !DILocation(line: 33, column: 13, scope: !99)
!401 = !DILocation(line: 31, column: 33, scope: !94)
!402 = !DILocation(line: 31, column: 27, scope: !94)
!403 = distinct !{!403, !174, !404, !119}
!404 = !DILocation(line: 37, column: 9, scope: !91)
!405 = !DILocation(line: 34, column: 29, scope: !96)
!406 = !DILocation(line: 34, column: 26, scope: !96)
!407 = !DILocation(line: 34, column: 23, scope: !96)
!408 = !DILocation(line: 34, column: 35, scope: !96)
!409 = !DILocation(line: 34, column: 16, scope: !96)
!410 = !DILocation(line: 35, column: 26, scope: !96)
!411 = !DILocation(line: 35, column: 38, scope: !96)
!412 = !DILocation(line: 36, column: 17, scope: !96)
!413 = !DILocation(line: 31, column: 61, scope: !97)
!414 = !DILocation(line: 31, column: 55, scope: !97)
!415 = distinct !{!415, !377, !416, !119}
!416 = !DILocation(line: 37, column: 9, scope: !93)
!417 = !DILocation(line: 33, column: 64, scope: !418)
!418 = distinct !DILexicalBlock(scope: !99, file: !2, line: 33, column: 13)
!419 = !DILocation(line: 33, column: 68, scope: !418)
!420 = !DILocation(line: 0, scope: !127, inlinedAt: !421)
!421 = distinct !DILocation(line: 33, column: 56, scope: !418)
!422 = !DILocation(line: 0, scope: !137, inlinedAt: !423)
!423 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !421)
!424 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !423)
!425 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !423)
!426 = !DILocation(line: 0, scope: !143, inlinedAt: !423)
!427 = distinct !{!427, !424, !428, !119}
!428 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !423)
!429 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !421)
!430 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !421)
!431 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !421)
!432 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !421)
!433 = !DILocation(line: 10, scope: !127, inlinedAt: !421)
!434 = !DILocation(line: 33, column: 74, scope: !418)
!435 = !DILocation(line: 13, column: 38, scope: !224, inlinedAt: !436)
!436 = distinct !DILocation(line: 33, column: 52, scope: !418)
!437 = !DILocation(line: 0, scope: !224, inlinedAt: !436)
!438 = !DILocation(line: 13, column: 40, scope: !224, inlinedAt: !436)
!439 = !DILocation(line: 13, column: 51, scope: !224, inlinedAt: !436)
!440 = !DILocation(line: 0, scope: !127, inlinedAt: !441)
!441 = distinct !DILocation(line: 13, column: 33, scope: !224, inlinedAt: !436)
!442 = !DILocation(line: 10, column: 45, scope: !236, inlinedAt: !441)
!443 = !DILocation(line: 10, column: 43, scope: !127, inlinedAt: !441)
!444 = !DILocation(line: 0, scope: !137, inlinedAt: !445)
!445 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !441)
!446 = !DILocation(line: 9, column: 51, scope: !137, inlinedAt: !445)
!447 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !445)
!448 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !445)
!449 = !DILocation(line: 0, scope: !143, inlinedAt: !445)
!450 = distinct !{!450, !447, !451, !119}
!451 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !445)
!452 = !DILocation(line: 9, column: 133, scope: !137, inlinedAt: !445)
!453 = !DILocation(line: 10, column: 79, scope: !127, inlinedAt: !441)
!454 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !441)
!455 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !441)
!456 = !DILocation(line: 10, column: 109, scope: !155, inlinedAt: !441)
!457 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !441)
!458 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !441)
!459 = !DILocation(line: 10, scope: !127, inlinedAt: !441)
!460 = !DILocalVariable(name: "b", arg: 2, scope: !461, file: !2, line: 11, type: !51)
!461 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 11, type: !225, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !462)
!462 = !{!463, !460}
!463 = !DILocalVariable(name: "a", arg: 1, scope: !461, file: !2, line: 11, type: !51)
!464 = !DILocation(line: 0, scope: !461, inlinedAt: !465)
!465 = distinct !DILocation(line: 33, column: 45, scope: !418)
!466 = !DILocation(line: 11, column: 40, scope: !461, inlinedAt: !465)
!467 = !DILocation(line: 11, column: 52, scope: !461, inlinedAt: !465)
!468 = !DILocation(line: 11, column: 46, scope: !461, inlinedAt: !465)
!469 = !DILocation(line: 11, column: 63, scope: !461, inlinedAt: !465)
!470 = !DILocation(line: 0, scope: !127, inlinedAt: !471)
!471 = distinct !DILocation(line: 11, column: 33, scope: !461, inlinedAt: !465)
!472 = !DILocation(line: 10, column: 43, scope: !127, inlinedAt: !471)
!473 = !DILocation(line: 0, scope: !137, inlinedAt: !474)
!474 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !471)
!475 = !DILocation(line: 9, column: 51, scope: !137, inlinedAt: !474)
!476 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !474)
!477 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !474)
!478 = !DILocation(line: 0, scope: !143, inlinedAt: !474)
!479 = distinct !{!479, !476, !480, !119}
!480 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !474)
!481 = !DILocation(line: 9, column: 133, scope: !137, inlinedAt: !474)
!482 = !DILocation(line: 10, column: 79, scope: !127, inlinedAt: !471)
!483 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !471)
!484 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !471)
!485 = !DILocation(line: 10, column: 109, scope: !155, inlinedAt: !471)
!486 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !471)
!487 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !471)
!488 = !DILocation(line: 10, scope: !127, inlinedAt: !471)
!489 = !DILocation(line: 33, column: 37, scope: !418)
!490 = !DILocation(line: 33, column: 31, scope: !418)
!491 = distinct !{!491, !400, !492, !119}
!492 = !DILocation(line: 33, column: 86, scope: !99)
!493 = !DILocation(line: 42, column: 5, scope: !41)
!494 = !DILocation(line: 0, scope: !380, inlinedAt: !495)
!495 = distinct !DILocation(line: 42, column: 37, scope: !41)
!496 = !DILocation(line: 15, column: 43, scope: !380, inlinedAt: !495)
!497 = !DILocation(line: 15, column: 59, scope: !380, inlinedAt: !495)
!498 = !DILocation(line: 15, column: 23, scope: !380, inlinedAt: !495)
!499 = !DILocation(line: 42, column: 44, scope: !41)
!500 = !DILocation(line: 43, column: 22, scope: !41)
!501 = !DILocation(line: 43, column: 12, scope: !41)
!502 = !DILocation(line: 44, column: 1, scope: !41)
!503 = !DILocation(line: 0, scope: !103)
!504 = !DILocation(line: 0, scope: !127, inlinedAt: !505)
!505 = distinct !DILocation(line: 40, column: 11, scope: !41)
!506 = !DILocation(line: 41, column: 52, scope: !507)
!507 = distinct !DILexicalBlock(scope: !103, file: !2, line: 41, column: 5)
!508 = !DILocation(line: 41, column: 64, scope: !507)
!509 = !DILocation(line: 0, scope: !127, inlinedAt: !510)
!510 = distinct !DILocation(line: 41, column: 46, scope: !507)
!511 = !DILocation(line: 0, scope: !137, inlinedAt: !512)
!512 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !510)
!513 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !512)
!514 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !512)
!515 = !DILocation(line: 0, scope: !143, inlinedAt: !512)
!516 = distinct !{!516, !513, !517, !119}
!517 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !512)
!518 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !510)
!519 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !510)
!520 = !DILocation(line: 10, column: 109, scope: !155, inlinedAt: !510)
!521 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !510)
!522 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !510)
!523 = !DILocation(line: 10, scope: !127, inlinedAt: !510)
!524 = !DILocation(line: 0, scope: !461, inlinedAt: !525)
!525 = distinct !DILocation(line: 41, column: 39, scope: !507)
!526 = !DILocation(line: 11, column: 40, scope: !461, inlinedAt: !525)
!527 = !DILocation(line: 11, column: 52, scope: !461, inlinedAt: !525)
!528 = !DILocation(line: 11, column: 46, scope: !461, inlinedAt: !525)
!529 = !DILocation(line: 11, column: 63, scope: !461, inlinedAt: !525)
!530 = !DILocation(line: 0, scope: !127, inlinedAt: !531)
!531 = distinct !DILocation(line: 11, column: 33, scope: !461, inlinedAt: !525)
!532 = !DILocation(line: 10, column: 45, scope: !236, inlinedAt: !531)
!533 = !DILocation(line: 10, column: 43, scope: !127, inlinedAt: !531)
!534 = !DILocation(line: 0, scope: !137, inlinedAt: !535)
!535 = distinct !DILocation(line: 10, column: 83, scope: !127, inlinedAt: !531)
!536 = !DILocation(line: 9, column: 51, scope: !137, inlinedAt: !535)
!537 = !DILocation(line: 9, column: 85, scope: !137, inlinedAt: !535)
!538 = !DILocation(line: 9, column: 112, scope: !143, inlinedAt: !535)
!539 = !DILocation(line: 0, scope: !143, inlinedAt: !535)
!540 = distinct !{!540, !537, !541, !119}
!541 = !DILocation(line: 9, column: 131, scope: !137, inlinedAt: !535)
!542 = !DILocation(line: 9, column: 133, scope: !137, inlinedAt: !535)
!543 = !DILocation(line: 10, column: 79, scope: !127, inlinedAt: !531)
!544 = !DILocation(line: 10, column: 100, scope: !152, inlinedAt: !531)
!545 = !DILocation(line: 10, column: 98, scope: !127, inlinedAt: !531)
!546 = !DILocation(line: 10, column: 109, scope: !155, inlinedAt: !531)
!547 = !DILocation(line: 10, column: 117, scope: !155, inlinedAt: !531)
!548 = !DILocation(line: 10, column: 123, scope: !155, inlinedAt: !531)
!549 = !DILocation(line: 10, scope: !127, inlinedAt: !531)
!550 = !DILocation(line: 0, scope: !41)
!551 = !DILocation(line: 41, column: 31, scope: !507)
!552 = !DILocation(line: 41, column: 23, scope: !507)
!553 = !DILocation(line: 41, column: 5, scope: !103)
!554 = distinct !{!554, !553, !555, !119}
!555 = !DILocation(line: 41, column: 68, scope: !103)
!556 = !DISubprogram(name: "printf", scope: !557, file: !557, line: 356, type: !558, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!557 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!558 = !DISubroutineType(types: !559)
!559 = !{!26, !560, null}
!560 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !561)
!561 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !562, size: 64)
!562 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
