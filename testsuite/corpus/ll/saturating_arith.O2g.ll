; ModuleID = 'programs/saturating_arith.c'
source_filename = "programs/saturating_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v32 = private unnamed_addr constant [10 x i32] [i32 0, i32 1, i32 -1, i32 46340, i32 46341, i32 -46341, i32 65536, i32 2147483647, i32 -2147483648, i32 123456], align 16
@.str = private unnamed_addr constant [16 x i8] c"umul %llu %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [59 x i8] c"sadd8(100,100)=%d sadd8(-100,-100)=%d uadd16=%u usub16=%u\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [18 x i8] c"bad=%d h=%016llx\0A\00", align 1, !dbg !12

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !54 {
  %1 = alloca [7 x i64], align 16, !DIAssignID !101
    #dbg_assign(i1 undef, !89, !DIExpression(), !101, ptr %1, !DIExpression(), !102)
    #dbg_value(i32 0, !58, !DIExpression(), !102)
    #dbg_value(i64 0, !59, !DIExpression(), !102)
    #dbg_value(i32 -128, !60, !DIExpression(), !103)
  br label %2, !dbg !104

2:                                                ; preds = %0, %6
  %3 = phi i64 [ 0, %0 ], [ %22, %6 ]
  %4 = phi i32 [ -128, %0 ], [ %7, %6 ]
    #dbg_value(i64 %3, !59, !DIExpression(), !102)
    #dbg_value(i32 %4, !60, !DIExpression(), !103)
  %5 = trunc i32 %4 to i8
    #dbg_value(i32 0, !58, !DIExpression(), !102)
    #dbg_value(i32 -128, !62, !DIExpression(), !105)
  br label %9, !dbg !106

6:                                                ; preds = %9
  %7 = add nsw i32 %4, 1, !dbg !107
    #dbg_value(i32 0, !58, !DIExpression(), !102)
    #dbg_value(i64 %22, !59, !DIExpression(), !102)
    #dbg_value(i32 %7, !60, !DIExpression(), !103)
  %8 = icmp eq i32 %7, 128, !dbg !108
  br i1 %8, label %25, label %2, !dbg !104, !llvm.loop !109

9:                                                ; preds = %9, %2
  %10 = phi i64 [ %3, %2 ], [ %22, %9 ]
  %11 = phi i32 [ -128, %2 ], [ %23, %9 ]
    #dbg_value(i64 %10, !59, !DIExpression(), !102)
    #dbg_value(i32 %11, !62, !DIExpression(), !105)
  %12 = trunc i32 %11 to i8, !dbg !112
    #dbg_value(i8 %5, !113, !DIExpression(), !120)
    #dbg_value(i8 %12, !118, !DIExpression(), !120)
    #dbg_value(i8 poison, !119, !DIExpression(), !120)
  %13 = tail call noundef i8 @llvm.sadd.sat.i8(i8 %5, i8 %12), !dbg !122
    #dbg_value(i8 %13, !65, !DIExpression(), !123)
    #dbg_value(i32 0, !58, !DIExpression(), !102)
  %14 = mul i64 %10, 3, !dbg !124
  %15 = zext i8 %13 to i64, !dbg !125
  %16 = add i64 %14, %15, !dbg !126
    #dbg_value(i64 %16, !59, !DIExpression(), !102)
    #dbg_value(i32 %11, !62, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !105)
  %17 = trunc i32 %11 to i8, !dbg !112
  %18 = or disjoint i8 %17, 1, !dbg !112
    #dbg_value(i8 %18, !118, !DIExpression(), !120)
  %19 = tail call noundef i8 @llvm.sadd.sat.i8(i8 %5, i8 %18), !dbg !122
    #dbg_value(i8 %19, !65, !DIExpression(), !123)
  %20 = mul i64 %16, 3, !dbg !124
  %21 = zext i8 %19 to i64, !dbg !125
  %22 = add i64 %20, %21, !dbg !126
    #dbg_value(i64 %22, !59, !DIExpression(), !102)
  %23 = add nsw i32 %11, 2, !dbg !127
    #dbg_value(i32 %23, !62, !DIExpression(), !105)
  %24 = icmp eq i32 %23, 128, !dbg !128
  br i1 %24, label %6, label %9, !dbg !106, !llvm.loop !129

25:                                               ; preds = %6, %61
  %26 = phi i32 [ %62, %61 ], [ 0, %6 ]
  %27 = phi i64 [ %63, %61 ], [ %22, %6 ]
  %28 = phi i32 [ %64, %61 ], [ 0, %6 ]
    #dbg_value(i32 %26, !58, !DIExpression(), !102)
    #dbg_value(i64 %27, !59, !DIExpression(), !102)
    #dbg_value(i32 %28, !68, !DIExpression(), !131)
    #dbg_value(i32 0, !70, !DIExpression(), !132)
  %29 = trunc nuw i32 %28 to i16
  %30 = insertelement <2 x i32> <i32 poison, i32 0>, i32 %26, i64 0, !dbg !133
  %31 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %27, i64 0, !dbg !133
  %32 = insertelement <2 x i16> poison, i16 %29, i64 0, !dbg !133
  %33 = shufflevector <2 x i16> %32, <2 x i16> poison, <2 x i32> zeroinitializer, !dbg !133
  %34 = insertelement <2 x i32> poison, i32 %28, i64 0, !dbg !133
  %35 = shufflevector <2 x i32> %34, <2 x i32> poison, <2 x i32> zeroinitializer, !dbg !133
  br label %36, !dbg !133

36:                                               ; preds = %36, %25
  %37 = phi i32 [ 0, %25 ], [ %57, %36 ]
  %38 = phi <2 x i32> [ %30, %25 ], [ %53, %36 ]
  %39 = phi <2 x i64> [ %31, %25 ], [ %56, %36 ]
  %40 = phi <2 x i32> [ <i32 0, i32 241>, %25 ], [ %58, %36 ]
  %41 = phi <2 x i16> [ <i16 0, i16 241>, %25 ], [ %59, %36 ], !dbg !134
  %42 = tail call <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16> %33, <2 x i16> %41), !dbg !135
  %43 = tail call <2 x i16> @llvm.usub.sat.v2i16(<2 x i16> %33, <2 x i16> %41), !dbg !144
  %44 = zext <2 x i16> %42 to <2 x i32>, !dbg !151
  %45 = add nuw nsw <2 x i32> %40, %35, !dbg !153
  %46 = tail call <2 x i32> @llvm.umin.v2i32(<2 x i32> %45, <2 x i32> <i32 65535, i32 65535>), !dbg !154
  %47 = icmp ne <2 x i32> %46, %44, !dbg !155
  %48 = zext <2 x i16> %43 to <2 x i32>, !dbg !156
  %49 = tail call <2 x i32> @llvm.usub.sat.v2i32(<2 x i32> %35, <2 x i32> %40), !dbg !157
  %50 = icmp ne <2 x i32> %49, %48, !dbg !158
  %51 = select <2 x i1> %47, <2 x i1> <i1 true, i1 true>, <2 x i1> %50, !dbg !102
  %52 = zext <2 x i1> %51 to <2 x i32>, !dbg !102
  %53 = add <2 x i32> %38, %52, !dbg !102
  %54 = xor <2 x i16> %42, %43, !dbg !159
  %55 = zext <2 x i16> %54 to <2 x i64>, !dbg !160
  %56 = add <2 x i64> %39, %55, !dbg !161
  %57 = add nuw i32 %37, 2
  %58 = add <2 x i32> %40, <i32 482, i32 482>
  %59 = add <2 x i16> %41, <i16 482, i16 482>, !dbg !134
  %60 = icmp eq i32 %57, 272
  br i1 %60, label %61, label %36, !llvm.loop !162

61:                                               ; preds = %36
  %62 = tail call i32 @llvm.vector.reduce.add.v2i32(<2 x i32> %53), !dbg !133
  %63 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %56), !dbg !133
  %64 = add nuw nsw i32 %28, 251, !dbg !166
    #dbg_value(i32 %62, !58, !DIExpression(), !102)
    #dbg_value(i64 %63, !59, !DIExpression(), !102)
    #dbg_value(i32 %64, !68, !DIExpression(), !131)
  %65 = icmp ult i32 %28, 65285, !dbg !167
  br i1 %65, label %25, label %66, !dbg !168, !llvm.loop !169

66:                                               ; preds = %61, %80
  %67 = phi i64 [ %81, %80 ], [ 0, %61 ]
  %68 = phi i32 [ %103, %80 ], [ %62, %61 ]
  %69 = phi i64 [ %106, %80 ], [ %63, %61 ]
    #dbg_value(i32 %68, !58, !DIExpression(), !102)
    #dbg_value(i64 %67, !81, !DIExpression(), !171)
    #dbg_value(i64 %69, !59, !DIExpression(), !102)
  %70 = getelementptr inbounds [10 x i32], ptr @__const.main.v32, i64 0, i64 %67
  %71 = load i32, ptr %70, align 4, !tbaa !172
  %72 = sext i32 %71 to i64
    #dbg_value(i32 0, !83, !DIExpression(), !176)
  br label %83, !dbg !177

73:                                               ; preds = %80
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #6, !dbg !178
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(56) %1, i8 0, i64 16, i1 false), !dbg !179, !DIAssignID !180
    #dbg_assign(i8 0, !89, !DIExpression(), !180, ptr %1, !DIExpression(), !102)
    #dbg_assign(i8 0, !89, !DIExpression(DW_OP_LLVM_fragment, 128, 320), !181, ptr undef, !DIExpression(), !102)
  %74 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !179
  store i64 1, ptr %74, align 8, !dbg !179, !DIAssignID !182
    #dbg_assign(i64 1, !89, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !182, ptr %74, !DIExpression(), !102)
  %75 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !179
  store i64 -1, ptr %75, align 16, !dbg !179, !DIAssignID !183
    #dbg_assign(i64 -1, !89, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !183, ptr %75, !DIExpression(), !102)
  %76 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !179
  store i64 9223372036854775807, ptr %76, align 8, !dbg !179, !DIAssignID !184
    #dbg_assign(i64 9223372036854775807, !89, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !184, ptr %76, !DIExpression(), !102)
  %77 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !179
  store i64 -9223372036854775808, ptr %77, align 16, !dbg !179, !DIAssignID !185
    #dbg_assign(i64 -9223372036854775808, !89, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !185, ptr %77, !DIExpression(), !102)
  %78 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !179
  store i64 4611686018427387903, ptr %78, align 8, !dbg !179, !DIAssignID !186
    #dbg_assign(i64 4611686018427387903, !89, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !186, ptr %78, !DIExpression(), !102)
  %79 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !179
  store i64 -4611686018427387905, ptr %79, align 16, !dbg !179, !DIAssignID !187
    #dbg_assign(i64 -4611686018427387905, !89, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !187, ptr %79, !DIExpression(), !102)
    #dbg_value(i32 0, !93, !DIExpression(), !188)
    #dbg_value(i32 %103, !58, !DIExpression(), !102)
    #dbg_value(i64 %106, !59, !DIExpression(), !102)
  br label %109, !dbg !189

80:                                               ; preds = %83
  %81 = add nuw nsw i64 %67, 1, !dbg !190
    #dbg_value(i32 %103, !58, !DIExpression(), !102)
    #dbg_value(i64 %81, !81, !DIExpression(), !171)
    #dbg_value(i64 %106, !59, !DIExpression(), !102)
  %82 = icmp eq i64 %81, 10, !dbg !191
  br i1 %82, label %73, label %66, !dbg !192, !llvm.loop !193

83:                                               ; preds = %66, %83
  %84 = phi i64 [ 0, %66 ], [ %107, %83 ]
  %85 = phi i32 [ %68, %66 ], [ %103, %83 ]
  %86 = phi i64 [ %69, %66 ], [ %106, %83 ]
    #dbg_value(i32 %85, !58, !DIExpression(), !102)
    #dbg_value(i64 %84, !83, !DIExpression(), !176)
    #dbg_value(i64 %86, !59, !DIExpression(), !102)
  %87 = getelementptr inbounds [10 x i32], ptr @__const.main.v32, i64 0, i64 %84, !dbg !195
  %88 = load i32, ptr %87, align 4, !dbg !195, !tbaa !172
    #dbg_value(i32 %71, !196, !DIExpression(), !203)
    #dbg_value(i32 %88, !201, !DIExpression(), !203)
  %89 = tail call { i32, i1 } @llvm.smul.with.overflow.i32(i32 %71, i32 %88), !dbg !205
  %90 = extractvalue { i32, i1 } %89, 1, !dbg !205
    #dbg_value(i32 poison, !202, !DIExpression(), !203)
  %91 = xor i32 %88, %71, !dbg !207
  %92 = icmp sgt i32 %91, -1, !dbg !207
  %93 = select i1 %92, i32 2147483647, i32 -2147483648, !dbg !207
  %94 = extractvalue { i32, i1 } %89, 0, !dbg !207
  %95 = select i1 %90, i32 %93, i32 %94, !dbg !207
    #dbg_value(i32 %95, !86, !DIExpression(), !208)
    #dbg_value(i32 %71, !209, !DIExpression(), !214)
    #dbg_value(i32 %88, !212, !DIExpression(), !214)
  %96 = sext i32 %88 to i64, !dbg !217
  %97 = mul nsw i64 %96, %72, !dbg !218
    #dbg_value(i64 %97, !213, !DIExpression(), !214)
  %98 = tail call i64 @llvm.smax.i64(i64 %97, i64 -2147483648), !dbg !219
  %99 = tail call i64 @llvm.smin.i64(i64 %98, i64 2147483647), !dbg !219
  %100 = trunc nsw i64 %99 to i32, !dbg !219
  %101 = icmp ne i32 %95, %100, !dbg !220
  %102 = zext i1 %101 to i32, !dbg !221
  %103 = add nsw i32 %85, %102, !dbg !221
    #dbg_value(i32 %103, !58, !DIExpression(), !102)
  %104 = mul i64 %86, 5, !dbg !222
  %105 = zext i32 %95 to i64, !dbg !223
  %106 = add i64 %104, %105, !dbg !224
    #dbg_value(i64 %106, !59, !DIExpression(), !102)
  %107 = add nuw nsw i64 %84, 1, !dbg !225
    #dbg_value(i64 %107, !83, !DIExpression(), !176)
  %108 = icmp eq i64 %107, 10, !dbg !226
  br i1 %108, label %80, label %83, !dbg !177, !llvm.loop !227

109:                                              ; preds = %73, %109
  %110 = phi i64 [ 0, %73 ], [ %127, %109 ]
  %111 = phi i64 [ %106, %73 ], [ %126, %109 ]
    #dbg_value(i64 %110, !93, !DIExpression(), !188)
    #dbg_value(i64 %111, !59, !DIExpression(), !102)
  %112 = getelementptr inbounds [7 x i64], ptr %1, i64 0, i64 %110
  %113 = load i64, ptr %112, align 8, !tbaa !229
    #dbg_value(i64 %113, !231, !DIExpression(), !238)
    #dbg_value(i64 poison, !237, !DIExpression(), !238)
    #dbg_value(i64 %113, !98, !DIExpression(), !240)
    #dbg_value(i32 %103, !58, !DIExpression(), !102)
    #dbg_value(!DIArgList(i64 %113, i64 %111), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !102)
    #dbg_value(i64 1, !95, !DIExpression(), !241)
    #dbg_value(i64 1, !236, !DIExpression(), !238)
  %114 = tail call i64 @llvm.sadd.sat.i64(i64 %113, i64 -1), !dbg !242
    #dbg_value(i64 %114, !98, !DIExpression(), !240)
  %115 = xor i64 %111, %114, !dbg !243
    #dbg_value(!DIArgList(i64 %115, i64 %113), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !102)
    #dbg_value(i64 2, !95, !DIExpression(), !241)
    #dbg_value(i64 -1, !236, !DIExpression(), !238)
  %116 = tail call i64 @llvm.sadd.sat.i64(i64 %113, i64 1), !dbg !242
    #dbg_value(i64 %116, !98, !DIExpression(), !240)
  %117 = xor i64 %115, %116, !dbg !243
    #dbg_value(!DIArgList(i64 %117, i64 %113), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !102)
    #dbg_value(i64 3, !95, !DIExpression(), !241)
    #dbg_value(i64 9223372036854775807, !236, !DIExpression(), !238)
  %118 = tail call i64 @llvm.sadd.sat.i64(i64 %113, i64 -9223372036854775807), !dbg !242
    #dbg_value(i64 %118, !98, !DIExpression(), !240)
  %119 = xor i64 %117, %118, !dbg !243
    #dbg_value(!DIArgList(i64 %119, i64 %113), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !102)
    #dbg_value(i64 4, !95, !DIExpression(), !241)
    #dbg_value(i64 -9223372036854775808, !236, !DIExpression(), !238)
  %120 = tail call noundef i64 @llvm.ssub.sat.i64(i64 %113, i64 -9223372036854775808), !dbg !242
    #dbg_value(i64 %120, !98, !DIExpression(), !240)
  %121 = xor i64 %119, %120, !dbg !243
    #dbg_value(!DIArgList(i64 %121, i64 %113), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !102)
    #dbg_value(i64 5, !95, !DIExpression(), !241)
    #dbg_value(i64 4611686018427387903, !236, !DIExpression(), !238)
  %122 = tail call i64 @llvm.sadd.sat.i64(i64 %113, i64 -4611686018427387903), !dbg !242
    #dbg_value(i64 %122, !98, !DIExpression(), !240)
  %123 = xor i64 %121, %122, !dbg !243
    #dbg_value(!DIArgList(i64 %123, i64 %113), !59, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_xor, DW_OP_stack_value), !102)
    #dbg_value(i64 6, !95, !DIExpression(), !241)
    #dbg_value(i64 -4611686018427387905, !236, !DIExpression(), !238)
  %124 = tail call i64 @llvm.sadd.sat.i64(i64 %113, i64 4611686018427387905), !dbg !242
    #dbg_value(i64 %124, !98, !DIExpression(), !240)
  %125 = xor i64 %123, %124, !dbg !243
  %126 = xor i64 %125, %113, !dbg !243
    #dbg_value(i64 %126, !59, !DIExpression(), !102)
    #dbg_value(i64 7, !95, !DIExpression(), !241)
  %127 = add nuw nsw i64 %110, 1, !dbg !244
    #dbg_value(i64 %127, !93, !DIExpression(), !188)
  %128 = icmp eq i64 %127, 7, !dbg !245
  br i1 %128, label %129, label %109, !dbg !189, !llvm.loop !246

129:                                              ; preds = %109
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef -9223372036854775808, i64 noundef -1), !dbg !248
    #dbg_value(i8 100, !113, !DIExpression(), !249)
    #dbg_value(i8 100, !118, !DIExpression(), !249)
    #dbg_value(i8 poison, !119, !DIExpression(), !249)
    #dbg_value(i8 -100, !113, !DIExpression(), !251)
    #dbg_value(i8 -100, !118, !DIExpression(), !251)
    #dbg_value(i8 poison, !119, !DIExpression(), !251)
    #dbg_value(i16 -5536, !140, !DIExpression(), !253)
    #dbg_value(i16 6000, !141, !DIExpression(), !253)
    #dbg_value(i16 -1, !142, !DIExpression(), !253)
    #dbg_value(i16 5, !147, !DIExpression(), !255)
    #dbg_value(i16 6, !148, !DIExpression(), !255)
    #dbg_value(i16 0, !149, !DIExpression(), !255)
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 127, i32 noundef -128, i32 noundef 65535, i32 noundef 0), !dbg !257
  %132 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %103, i64 noundef %126), !dbg !258
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #6, !dbg !259
  ret i32 %103, !dbg !259
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !260 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.smul.with.overflow.i32(i32, i32) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i8 @llvm.sadd.sat.i8(i8, i8) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ssub.sat.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.sadd.sat.i64(i64, i64) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.uadd.sat.v2i16(<2 x i16>, <2 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i16> @llvm.usub.sat.v2i16(<2 x i16>, <2 x i16>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.umin.v2i32(<2 x i32>, <2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i32> @llvm.usub.sat.v2i32(<2 x i32>, <2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v2i32(<2 x i32>) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/saturating_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "624ddc2150809c0a63dc1e357d5a826b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 16)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 59)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 18)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !18, globals: !45, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19, !24, !28, !31, !34, !37, !38, !41, !44}
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !20, line: 24, baseType: !21)
!20 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!21 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !22, line: 37, baseType: !23)
!22 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!23 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !25, line: 24, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !22, line: 38, baseType: !27)
!27 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !25, line: 25, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !22, line: 40, baseType: !30)
!30 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !25, line: 26, baseType: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !22, line: 42, baseType: !33)
!33 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !25, line: 27, baseType: !35)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !22, line: 45, baseType: !36)
!36 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!37 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !20, line: 27, baseType: !39)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !22, line: 44, baseType: !40)
!40 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!41 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !20, line: 26, baseType: !42)
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !22, line: 41, baseType: !43)
!43 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!44 = !DIBasicType(name: "__int128", size: 128, encoding: DW_ATE_signed)
!45 = !{!0, !7, !12}
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !55, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!43}
!57 = !{!58, !59, !60, !62, !65, !68, !70, !73, !76, !77, !81, !83, !86, !89, !93, !95, !98}
!58 = !DILocalVariable(name: "bad", scope: !54, file: !2, line: 17, type: !43)
!59 = !DILocalVariable(name: "h", scope: !54, file: !2, line: 17, type: !34)
!60 = !DILocalVariable(name: "a", scope: !61, file: !2, line: 18, type: !43)
!61 = distinct !DILexicalBlock(scope: !54, file: !2, line: 18, column: 5)
!62 = !DILocalVariable(name: "b", scope: !63, file: !2, line: 18, type: !43)
!63 = distinct !DILexicalBlock(scope: !64, file: !2, line: 18, column: 38)
!64 = distinct !DILexicalBlock(scope: !61, file: !2, line: 18, column: 5)
!65 = !DILocalVariable(name: "x", scope: !66, file: !2, line: 18, type: !19)
!66 = distinct !DILexicalBlock(scope: !67, file: !2, line: 18, column: 71)
!67 = distinct !DILexicalBlock(scope: !63, file: !2, line: 18, column: 38)
!68 = !DILocalVariable(name: "a", scope: !69, file: !2, line: 19, type: !31)
!69 = distinct !DILexicalBlock(scope: !54, file: !2, line: 19, column: 5)
!70 = !DILocalVariable(name: "b", scope: !71, file: !2, line: 19, type: !31)
!71 = distinct !DILexicalBlock(scope: !72, file: !2, line: 19, column: 47)
!72 = distinct !DILexicalBlock(scope: !69, file: !2, line: 19, column: 5)
!73 = !DILocalVariable(name: "s", scope: !74, file: !2, line: 19, type: !28)
!74 = distinct !DILexicalBlock(scope: !75, file: !2, line: 19, column: 89)
!75 = distinct !DILexicalBlock(scope: !71, file: !2, line: 19, column: 47)
!76 = !DILocalVariable(name: "d", scope: !74, file: !2, line: 19, type: !28)
!77 = !DILocalVariable(name: "v32", scope: !54, file: !2, line: 21, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !41, size: 320, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 10)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 22, type: !43)
!82 = distinct !DILexicalBlock(scope: !54, file: !2, line: 22, column: 5)
!83 = !DILocalVariable(name: "j", scope: !84, file: !2, line: 22, type: !43)
!84 = distinct !DILexicalBlock(scope: !85, file: !2, line: 22, column: 34)
!85 = distinct !DILexicalBlock(scope: !82, file: !2, line: 22, column: 5)
!86 = !DILocalVariable(name: "p", scope: !87, file: !2, line: 22, type: !41)
!87 = distinct !DILexicalBlock(scope: !88, file: !2, line: 22, column: 63)
!88 = distinct !DILexicalBlock(scope: !84, file: !2, line: 22, column: 34)
!89 = !DILocalVariable(name: "v64", scope: !54, file: !2, line: 23, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !38, size: 448, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 7)
!93 = !DILocalVariable(name: "i", scope: !94, file: !2, line: 24, type: !43)
!94 = distinct !DILexicalBlock(scope: !54, file: !2, line: 24, column: 5)
!95 = !DILocalVariable(name: "j", scope: !96, file: !2, line: 24, type: !43)
!96 = distinct !DILexicalBlock(scope: !97, file: !2, line: 24, column: 33)
!97 = distinct !DILexicalBlock(scope: !94, file: !2, line: 24, column: 5)
!98 = !DILocalVariable(name: "d", scope: !99, file: !2, line: 24, type: !38)
!99 = distinct !DILexicalBlock(scope: !100, file: !2, line: 24, column: 61)
!100 = distinct !DILexicalBlock(scope: !96, file: !2, line: 24, column: 33)
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !54)
!103 = !DILocation(line: 0, scope: !61)
!104 = !DILocation(line: 18, column: 5, scope: !61)
!105 = !DILocation(line: 0, scope: !63)
!106 = !DILocation(line: 18, column: 38, scope: !63)
!107 = !DILocation(line: 18, column: 34, scope: !64)
!108 = !DILocation(line: 18, column: 26, scope: !64)
!109 = distinct !{!109, !104, !110, !111}
!110 = !DILocation(line: 18, column: 185, scope: !61)
!111 = !{!"llvm.loop.mustprogress"}
!112 = !DILocation(line: 18, column: 101, scope: !66)
!113 = !DILocalVariable(name: "a", arg: 1, scope: !114, file: !2, line: 6, type: !19)
!114 = distinct !DISubprogram(name: "sadd8", scope: !2, file: !2, line: 6, type: !115, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !117)
!115 = !DISubroutineType(types: !116)
!116 = !{!19, !19, !19}
!117 = !{!113, !118, !119}
!118 = !DILocalVariable(name: "b", arg: 2, scope: !114, file: !2, line: 6, type: !19)
!119 = !DILocalVariable(name: "r", scope: !114, file: !2, line: 6, type: !19)
!120 = !DILocation(line: 0, scope: !114, inlinedAt: !121)
!121 = distinct !DILocation(line: 18, column: 84, scope: !66)
!122 = !DILocation(line: 6, column: 57, scope: !114, inlinedAt: !121)
!123 = !DILocation(line: 0, scope: !66)
!124 = !DILocation(line: 18, column: 167, scope: !66)
!125 = !DILocation(line: 18, column: 173, scope: !66)
!126 = !DILocation(line: 18, column: 171, scope: !66)
!127 = !DILocation(line: 18, column: 67, scope: !67)
!128 = !DILocation(line: 18, column: 59, scope: !67)
!129 = distinct !{!129, !106, !130, !111}
!130 = !DILocation(line: 18, column: 185, scope: !63)
!131 = !DILocation(line: 0, scope: !69)
!132 = !DILocation(line: 0, scope: !71)
!133 = !DILocation(line: 19, column: 47, scope: !71)
!134 = !DILocation(line: 19, column: 124, scope: !74)
!135 = !DILocation(line: 8, column: 84, scope: !136, inlinedAt: !143)
!136 = distinct !DISubprogram(name: "uadd16", scope: !2, file: !2, line: 8, type: !137, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{!28, !28, !28}
!139 = !{!140, !141, !142}
!140 = !DILocalVariable(name: "a", arg: 1, scope: !136, file: !2, line: 8, type: !28)
!141 = !DILocalVariable(name: "b", arg: 2, scope: !136, file: !2, line: 8, type: !28)
!142 = !DILocalVariable(name: "r", scope: !136, file: !2, line: 8, type: !28)
!143 = distinct !DILocation(line: 19, column: 104, scope: !74)
!144 = !DILocation(line: 9, column: 84, scope: !145, inlinedAt: !150)
!145 = distinct !DISubprogram(name: "usub16", scope: !2, file: !2, line: 9, type: !137, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !146)
!146 = !{!147, !148, !149}
!147 = !DILocalVariable(name: "a", arg: 1, scope: !145, file: !2, line: 9, type: !28)
!148 = !DILocalVariable(name: "b", arg: 2, scope: !145, file: !2, line: 9, type: !28)
!149 = !DILocalVariable(name: "r", scope: !145, file: !2, line: 9, type: !28)
!150 = distinct !DILocation(line: 19, column: 142, scope: !74)
!151 = !DILocation(line: 20, column: 13, scope: !152)
!152 = distinct !DILexicalBlock(scope: !74, file: !2, line: 20, column: 13)
!153 = !DILocation(line: 20, column: 21, scope: !152)
!154 = !DILocation(line: 20, column: 19, scope: !152)
!155 = !DILocation(line: 20, column: 15, scope: !152)
!156 = !DILocation(line: 20, column: 53, scope: !152)
!157 = !DILocation(line: 20, column: 59, scope: !152)
!158 = !DILocation(line: 20, column: 55, scope: !152)
!159 = !DILocation(line: 20, column: 93, scope: !74)
!160 = !DILocation(line: 20, column: 91, scope: !74)
!161 = !DILocation(line: 20, column: 88, scope: !74)
!162 = distinct !{!162, !133, !163, !111, !164, !165}
!163 = !DILocation(line: 20, column: 98, scope: !71)
!164 = !{!"llvm.loop.isvectorized", i32 1}
!165 = !{!"llvm.loop.unroll.runtime.disable"}
!166 = !DILocation(line: 19, column: 39, scope: !72)
!167 = !DILocation(line: 19, column: 28, scope: !72)
!168 = !DILocation(line: 19, column: 5, scope: !69)
!169 = distinct !{!169, !168, !170, !111}
!170 = !DILocation(line: 20, column: 98, scope: !69)
!171 = !DILocation(line: 0, scope: !82)
!172 = !{!173, !173, i64 0}
!173 = !{!"int", !174, i64 0}
!174 = !{!"omnipotent char", !175, i64 0}
!175 = !{!"Simple C/C++ TBAA"}
!176 = !DILocation(line: 0, scope: !84)
!177 = !DILocation(line: 22, column: 34, scope: !84)
!178 = !DILocation(line: 23, column: 5, scope: !54)
!179 = !DILocation(line: 23, column: 13, scope: !54)
!180 = distinct !DIAssignID()
!181 = distinct !DIAssignID()
!182 = distinct !DIAssignID()
!183 = distinct !DIAssignID()
!184 = distinct !DIAssignID()
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = distinct !DIAssignID()
!188 = !DILocation(line: 0, scope: !94)
!189 = !DILocation(line: 24, column: 5, scope: !94)
!190 = !DILocation(line: 22, column: 30, scope: !85)
!191 = !DILocation(line: 22, column: 23, scope: !85)
!192 = !DILocation(line: 22, column: 5, scope: !82)
!193 = distinct !{!193, !192, !194, !111}
!194 = !DILocation(line: 22, column: 171, scope: !82)
!195 = !DILocation(line: 22, column: 92, scope: !87)
!196 = !DILocalVariable(name: "a", arg: 1, scope: !197, file: !2, line: 10, type: !41)
!197 = distinct !DISubprogram(name: "smul32", scope: !2, file: !2, line: 10, type: !198, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !200)
!198 = !DISubroutineType(types: !199)
!199 = !{!41, !41, !41}
!200 = !{!196, !201, !202}
!201 = !DILocalVariable(name: "b", arg: 2, scope: !197, file: !2, line: 10, type: !41)
!202 = !DILocalVariable(name: "r", scope: !197, file: !2, line: 10, type: !41)
!203 = !DILocation(line: 0, scope: !197, inlinedAt: !204)
!204 = distinct !DILocation(line: 22, column: 77, scope: !87)
!205 = !DILocation(line: 10, column: 62, scope: !206, inlinedAt: !204)
!206 = distinct !DILexicalBlock(scope: !197, file: !2, line: 10, column: 62)
!207 = !DILocation(line: 10, column: 62, scope: !197, inlinedAt: !204)
!208 = !DILocation(line: 0, scope: !87)
!209 = !DILocalVariable(name: "a", arg: 1, scope: !210, file: !2, line: 11, type: !41)
!210 = distinct !DISubprogram(name: "smul32_wide", scope: !2, file: !2, line: 11, type: !198, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !211)
!211 = !{!209, !212, !213}
!212 = !DILocalVariable(name: "b", arg: 2, scope: !210, file: !2, line: 11, type: !41)
!213 = !DILocalVariable(name: "p", scope: !210, file: !2, line: 11, type: !38)
!214 = !DILocation(line: 0, scope: !210, inlinedAt: !215)
!215 = distinct !DILocation(line: 22, column: 110, scope: !216)
!216 = distinct !DILexicalBlock(scope: !87, file: !2, line: 22, column: 105)
!217 = !DILocation(line: 11, column: 77, scope: !210, inlinedAt: !215)
!218 = !DILocation(line: 11, column: 75, scope: !210, inlinedAt: !215)
!219 = !DILocation(line: 11, column: 87, scope: !210, inlinedAt: !215)
!220 = !DILocation(line: 22, column: 107, scope: !216)
!221 = !DILocation(line: 22, column: 105, scope: !87)
!222 = !DILocation(line: 22, column: 152, scope: !87)
!223 = !DILocation(line: 22, column: 158, scope: !87)
!224 = !DILocation(line: 22, column: 156, scope: !87)
!225 = !DILocation(line: 22, column: 59, scope: !88)
!226 = !DILocation(line: 22, column: 52, scope: !88)
!227 = distinct !{!227, !177, !228, !111}
!228 = !DILocation(line: 22, column: 171, scope: !84)
!229 = !{!230, !230, i64 0}
!230 = !{!"long", !174, i64 0}
!231 = !DILocalVariable(name: "a", arg: 1, scope: !232, file: !2, line: 12, type: !38)
!232 = distinct !DISubprogram(name: "ssub64", scope: !2, file: !2, line: 12, type: !233, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !235)
!233 = !DISubroutineType(types: !234)
!234 = !{!38, !38, !38}
!235 = !{!231, !236, !237}
!236 = !DILocalVariable(name: "b", arg: 2, scope: !232, file: !2, line: 12, type: !38)
!237 = !DILocalVariable(name: "r", scope: !232, file: !2, line: 12, type: !38)
!238 = !DILocation(line: 0, scope: !232, inlinedAt: !239)
!239 = distinct !DILocation(line: 24, column: 75, scope: !99)
!240 = !DILocation(line: 0, scope: !99)
!241 = !DILocation(line: 0, scope: !96)
!242 = !DILocation(line: 12, column: 62, scope: !232, inlinedAt: !239)
!243 = !DILocation(line: 24, column: 145, scope: !99)
!244 = !DILocation(line: 24, column: 29, scope: !97)
!245 = !DILocation(line: 24, column: 23, scope: !97)
!246 = distinct !{!246, !189, !247, !111}
!247 = !DILocation(line: 24, column: 161, scope: !94)
!248 = !DILocation(line: 25, column: 5, scope: !54)
!249 = !DILocation(line: 0, scope: !114, inlinedAt: !250)
!250 = distinct !DILocation(line: 26, column: 75, scope: !54)
!251 = !DILocation(line: 0, scope: !114, inlinedAt: !252)
!252 = distinct !DILocation(line: 26, column: 92, scope: !54)
!253 = !DILocation(line: 0, scope: !136, inlinedAt: !254)
!254 = distinct !DILocation(line: 26, column: 111, scope: !54)
!255 = !DILocation(line: 0, scope: !145, inlinedAt: !256)
!256 = distinct !DILocation(line: 26, column: 132, scope: !54)
!257 = !DILocation(line: 26, column: 5, scope: !54)
!258 = !DILocation(line: 27, column: 5, scope: !54)
!259 = !DILocation(line: 29, column: 1, scope: !54)
!260 = !DISubprogram(name: "printf", scope: !261, file: !261, line: 356, type: !262, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!261 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!262 = !DISubroutineType(types: !263)
!263 = !{!43, !264, null}
!264 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !265)
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !266, size: 64)
!266 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
