; ModuleID = 'programs/game_of_life.c'
source_filename = "programs/game_of_life.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@g = internal unnamed_addr global [64 x [64 x i8]] zeroinitializer, align 16, !dbg !0
@b = internal unnamed_addr global [64 x i64] zeroinitializer, align 16, !dbg !22
@.str = private unnamed_addr constant [26 x i8] c"gen %d pop=%d popbits=%d\0A\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [13 x i8] c"mismatch=%d\0A\00", align 1, !dbg !17
@ng = internal unnamed_addr global [64 x [64 x i8]] zeroinitializer, align 16, !dbg !30
@nb = internal unnamed_addr global [64 x i64] zeroinitializer, align 16, !dbg !34
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !44 {
    #dbg_value(i32 1, !49, !DIExpression(), !83)
    #dbg_value(i32 0, !53, !DIExpression(), !84)
  br label %1, !dbg !85

1:                                                ; preds = %0, %5
  %2 = phi i64 [ 0, %0 ], [ %6, %5 ]
  %3 = phi i32 [ 1, %0 ], [ %16, %5 ]
    #dbg_value(i64 %2, !53, !DIExpression(), !84)
    #dbg_value(i32 0, !55, !DIExpression(), !86)
    #dbg_value(i32 %3, !49, !DIExpression(), !83)
  br label %8, !dbg !87

4:                                                ; preds = %5
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(192) @g, i8 0, i64 192, i1 false), !dbg !88
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 1), align 1, !dbg !89, !tbaa !90
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 66), align 2, !dbg !93, !tbaa !90
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 130), align 2, !dbg !94, !tbaa !90
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 129), align 1, !dbg !95, !tbaa !90
  store i8 1, ptr getelementptr inbounds (i8, ptr @g, i64 128), align 16, !dbg !96, !tbaa !90
    #dbg_value(i32 0, !58, !DIExpression(), !97)
  br label %23, !dbg !98

5:                                                ; preds = %8
  %6 = add nuw nsw i64 %2, 1, !dbg !99
    #dbg_value(i64 %6, !53, !DIExpression(), !84)
    #dbg_value(i32 %16, !49, !DIExpression(), !83)
  %7 = icmp eq i64 %6, 64, !dbg !100
  br i1 %7, label %4, label %1, !dbg !85, !llvm.loop !101

8:                                                ; preds = %1, %8
  %9 = phi i64 [ 0, %1 ], [ %21, %8 ]
  %10 = phi i32 [ %3, %1 ], [ %16, %8 ]
    #dbg_value(i64 %9, !55, !DIExpression(), !86)
    #dbg_value(i32 %10, !49, !DIExpression(), !83)
  %11 = shl i32 %10, 13, !dbg !104
  %12 = xor i32 %11, %10, !dbg !107
    #dbg_value(i32 %12, !49, !DIExpression(), !83)
  %13 = lshr i32 %12, 17, !dbg !108
  %14 = xor i32 %13, %12, !dbg !109
    #dbg_value(i32 %14, !49, !DIExpression(), !83)
  %15 = shl i32 %14, 5, !dbg !110
  %16 = xor i32 %15, %14, !dbg !111
    #dbg_value(i32 %16, !49, !DIExpression(), !83)
  %17 = urem i32 %16, 3, !dbg !112
  %18 = icmp eq i32 %17, 0, !dbg !113
  %19 = zext i1 %18 to i8, !dbg !114
  %20 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %2, i64 %9, !dbg !115
  store i8 %19, ptr %20, align 1, !dbg !116, !tbaa !90
  %21 = add nuw nsw i64 %9, 1, !dbg !117
    #dbg_value(i64 %21, !55, !DIExpression(), !86)
  %22 = icmp eq i64 %21, 64, !dbg !118
  br i1 %22, label %5, label %8, !dbg !87, !llvm.loop !119

23:                                               ; preds = %4, %26
  %24 = phi i64 [ 0, %4 ], [ %27, %26 ]
    #dbg_value(i64 %24, !58, !DIExpression(), !97)
  %25 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %24, !dbg !121
  store i64 0, ptr %25, align 8, !dbg !122, !tbaa !123
    #dbg_value(i32 0, !60, !DIExpression(), !125)
  br label %29, !dbg !126

26:                                               ; preds = %47
  %27 = add nuw nsw i64 %24, 1, !dbg !127
    #dbg_value(i64 %27, !58, !DIExpression(), !97)
  %28 = icmp eq i64 %27, 64, !dbg !128
  br i1 %28, label %51, label %23, !dbg !98, !llvm.loop !129

29:                                               ; preds = %47, %23
  %30 = phi i64 [ 0, %23 ], [ %48, %47 ]
  %31 = phi i64 [ 0, %23 ], [ %49, %47 ]
    #dbg_value(i64 %31, !60, !DIExpression(), !125)
  %32 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %24, i64 %31, !dbg !131
  %33 = load i8, ptr %32, align 2, !dbg !131, !tbaa !90
  %34 = icmp eq i8 %33, 0, !dbg !131
  br i1 %34, label %38, label %35, !dbg !134

35:                                               ; preds = %29
  %36 = shl nuw i64 1, %31, !dbg !135
  %37 = or i64 %30, %36, !dbg !136
  store i64 %37, ptr %25, align 8, !dbg !136, !tbaa !123
  br label %38, !dbg !137

38:                                               ; preds = %29, %35
  %39 = phi i64 [ %30, %29 ], [ %37, %35 ]
  %40 = or disjoint i64 %31, 1, !dbg !138
    #dbg_value(i64 %40, !60, !DIExpression(), !125)
  %41 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %24, i64 %40, !dbg !131
  %42 = load i8, ptr %41, align 1, !dbg !131, !tbaa !90
  %43 = icmp eq i8 %42, 0, !dbg !131
  br i1 %43, label %47, label %44, !dbg !134

44:                                               ; preds = %38
  %45 = shl nuw i64 2, %31, !dbg !135
  %46 = or i64 %39, %45, !dbg !136
  store i64 %46, ptr %25, align 8, !dbg !136, !tbaa !123
  br label %47, !dbg !137

47:                                               ; preds = %44, %38
  %48 = phi i64 [ %39, %38 ], [ %46, %44 ]
  %49 = add nuw nsw i64 %31, 2, !dbg !138
    #dbg_value(i64 %49, !60, !DIExpression(), !125)
  %50 = icmp eq i64 %49, 64, !dbg !139
  br i1 %50, label %26, label %29, !dbg !126, !llvm.loop !140

51:                                               ; preds = %26, %213
  %52 = phi i32 [ %214, %213 ], [ 1, %26 ]
  %53 = phi i32 [ %208, %213 ], [ 0, %26 ]
    #dbg_value(i32 %52, !65, !DIExpression(), !142)
    #dbg_value(i32 %53, !64, !DIExpression(), !83)
  br label %54, !dbg !143

54:                                               ; preds = %51, %60
  %55 = phi i64 [ %58, %60 ], [ 0, %51 ]
    #dbg_value(i64 %55, !149, !DIExpression(), !162)
    #dbg_value(i32 0, !150, !DIExpression(), !163)
  %56 = add nuw nsw i64 %55, 63
  %57 = and i64 %56, 63
  %58 = add nuw nsw i64 %55, 1
  %59 = and i64 %58, 63
  br label %62, !dbg !164

60:                                               ; preds = %104
    #dbg_value(i64 %58, !149, !DIExpression(), !162)
  %61 = icmp eq i64 %58, 64, !dbg !165
  br i1 %61, label %109, label %54, !dbg !143, !llvm.loop !166

62:                                               ; preds = %104, %54
  %63 = phi i64 [ 0, %54 ], [ %73, %104 ]
    #dbg_value(i64 %63, !150, !DIExpression(), !163)
    #dbg_value(i32 -1, !156, !DIExpression(), !168)
    #dbg_value(i32 -1, !158, !DIExpression(), !169)
    #dbg_value(i32 0, !153, !DIExpression(), !170)
  %64 = add nuw nsw i64 %63, 63, !dbg !171
  %65 = and i64 %64, 63, !dbg !171
  %66 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %57, i64 %65, !dbg !174
  %67 = load i8, ptr %66, align 1, !dbg !174, !tbaa !90
  %68 = zext i8 %67 to i32, !dbg !174
    #dbg_value(i32 %68, !153, !DIExpression(), !170)
    #dbg_value(i32 0, !158, !DIExpression(), !169)
  %69 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %57, i64 %63, !dbg !174
  %70 = load i8, ptr %69, align 1, !dbg !174, !tbaa !90
  %71 = zext i8 %70 to i32, !dbg !174
  %72 = add nuw nsw i32 %71, %68, !dbg !175
    #dbg_value(i32 %72, !153, !DIExpression(), !170)
    #dbg_value(i32 1, !158, !DIExpression(), !169)
  %73 = add nuw nsw i64 %63, 1, !dbg !171
  %74 = and i64 %73, 63, !dbg !171
  %75 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %57, i64 %74, !dbg !174
  %76 = load i8, ptr %75, align 1, !dbg !174, !tbaa !90
  %77 = zext i8 %76 to i32, !dbg !174
  %78 = add nuw nsw i32 %72, %77, !dbg !175
    #dbg_value(i32 %78, !153, !DIExpression(), !170)
    #dbg_value(i32 0, !156, !DIExpression(), !168)
    #dbg_value(i32 -1, !158, !DIExpression(), !169)
  %79 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %55, i64 %65, !dbg !174
  %80 = load i8, ptr %79, align 1, !dbg !174, !tbaa !90
  %81 = zext i8 %80 to i32, !dbg !174
  %82 = add nuw nsw i32 %78, %81, !dbg !175
    #dbg_value(i32 %82, !153, !DIExpression(), !170)
    #dbg_value(i32 1, !158, !DIExpression(), !169)
  %83 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %55, i64 %74, !dbg !174
  %84 = load i8, ptr %83, align 1, !dbg !174, !tbaa !90
  %85 = zext i8 %84 to i32, !dbg !174
  %86 = add nuw nsw i32 %82, %85, !dbg !175
    #dbg_value(i32 %86, !153, !DIExpression(), !170)
    #dbg_value(i32 1, !156, !DIExpression(), !168)
    #dbg_value(i32 -1, !158, !DIExpression(), !169)
  %87 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %59, i64 %65, !dbg !174
  %88 = load i8, ptr %87, align 1, !dbg !174, !tbaa !90
  %89 = zext i8 %88 to i32, !dbg !174
  %90 = add nuw nsw i32 %86, %89, !dbg !175
    #dbg_value(i32 %90, !153, !DIExpression(), !170)
    #dbg_value(i32 0, !158, !DIExpression(), !169)
  %91 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %59, i64 %63, !dbg !174
  %92 = load i8, ptr %91, align 1, !dbg !174, !tbaa !90
  %93 = zext i8 %92 to i32, !dbg !174
  %94 = add nuw nsw i32 %90, %93, !dbg !175
    #dbg_value(i32 1, !158, !DIExpression(), !169)
    #dbg_value(!DIArgList(i32 poison, i8 poison), !153, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !170)
  %95 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %59, i64 %74, !dbg !174
  %96 = load i8, ptr %95, align 1, !dbg !174, !tbaa !90
    #dbg_value(!DIArgList(i32 %94, i8 %96), !153, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus, DW_OP_stack_value), !170)
  %97 = zext i8 %96 to i32, !dbg !174
    #dbg_value(!DIArgList(i32 %94, i32 %97), !153, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !170)
  %98 = add nuw nsw i32 %94, %97, !dbg !175
    #dbg_value(i32 %98, !153, !DIExpression(), !170)
    #dbg_value(i32 2, !158, !DIExpression(), !169)
    #dbg_value(i32 2, !156, !DIExpression(), !168)
  switch i32 %98, label %103 [
    i32 3, label %104
    i32 2, label %99
  ], !dbg !176

99:                                               ; preds = %62
  %100 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %55, i64 %63, !dbg !177
  %101 = load i8, ptr %100, align 1, !dbg !177, !tbaa !90
  %102 = icmp ne i8 %101, 0, !dbg !178
  br label %104

103:                                              ; preds = %62
  br label %104, !dbg !179

104:                                              ; preds = %103, %99, %62
  %105 = phi i1 [ true, %62 ], [ %102, %99 ], [ false, %103 ]
  %106 = zext i1 %105 to i8, !dbg !179
  %107 = getelementptr inbounds [64 x [64 x i8]], ptr @ng, i64 0, i64 %55, i64 %63, !dbg !180
  store i8 %106, ptr %107, align 1, !dbg !181, !tbaa !90
    #dbg_value(i64 %73, !150, !DIExpression(), !163)
  %108 = icmp eq i64 %73, 64, !dbg !182
  br i1 %108, label %60, label %62, !dbg !164, !llvm.loop !183

109:                                              ; preds = %60
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(4096) @g, ptr noundef nonnull align 16 dereferenceable(4096) @ng, i64 4096, i1 false), !dbg !185
    #dbg_value(i32 0, !186, !DIExpression(), !214)
  br label %110, !dbg !216

110:                                              ; preds = %110, %109
  %111 = phi i64 [ 0, %109 ], [ %118, %110 ]
    #dbg_value(i64 %111, !186, !DIExpression(), !214)
  %112 = add nuw nsw i64 %111, 63, !dbg !217
  %113 = and i64 %112, 63, !dbg !217
  %114 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %113, !dbg !218
  %115 = load i64, ptr %114, align 8, !dbg !218, !tbaa !123
    #dbg_value(i64 %115, !190, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !219)
  %116 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %111, !dbg !220
  %117 = load i64, ptr %116, align 8, !dbg !220, !tbaa !123
    #dbg_value(i64 %117, !190, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !219)
  %118 = add nuw nsw i64 %111, 1, !dbg !221
  %119 = and i64 %118, 63, !dbg !222
  %120 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %119, !dbg !223
  %121 = load i64, ptr %120, align 8, !dbg !223, !tbaa !123
    #dbg_value(i64 %121, !190, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !219)
    #dbg_value(i32 0, !200, !DIExpression(), !219)
    #dbg_value(i64 0, !201, !DIExpression(), !224)
    #dbg_value(i64 %115, !225, !DIExpression(), !231)
    #dbg_value(i32 1, !230, !DIExpression(), !231)
  %122 = tail call i64 @llvm.fshl.i64(i64 %115, i64 %115, i64 1), !dbg !235
    #dbg_value(i32 1, !200, !DIExpression(), !219)
    #dbg_value(i64 %115, !225, !DIExpression(), !236)
    #dbg_value(i32 63, !230, !DIExpression(), !236)
  %123 = tail call i64 @llvm.fshl.i64(i64 %115, i64 %115, i64 63), !dbg !238
    #dbg_value(i32 3, !200, !DIExpression(), !219)
    #dbg_value(i64 %115, !196, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !219)
    #dbg_value(i64 1, !201, !DIExpression(), !224)
    #dbg_value(i64 %117, !225, !DIExpression(), !231)
  %124 = tail call i64 @llvm.fshl.i64(i64 %117, i64 %117, i64 1), !dbg !235
    #dbg_value(i32 4, !200, !DIExpression(), !219)
    #dbg_value(i64 %117, !225, !DIExpression(), !236)
  %125 = tail call i64 @llvm.fshl.i64(i64 %117, i64 %117, i64 63), !dbg !238
    #dbg_value(i32 5, !200, !DIExpression(), !219)
    #dbg_value(i64 2, !201, !DIExpression(), !224)
    #dbg_value(i64 %121, !225, !DIExpression(), !231)
  %126 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 1), !dbg !235
    #dbg_value(i32 6, !200, !DIExpression(), !219)
    #dbg_value(i64 %121, !225, !DIExpression(), !236)
  %127 = tail call i64 @llvm.fshl.i64(i64 %121, i64 %121, i64 63), !dbg !238
    #dbg_value(i32 poison, !200, !DIExpression(), !219)
    #dbg_value(i64 3, !201, !DIExpression(), !224)
    #dbg_value(i64 0, !205, !DIExpression(), !219)
    #dbg_value(i64 0, !204, !DIExpression(), !219)
    #dbg_value(i64 0, !208, !DIExpression(), !239)
    #dbg_value(i64 %122, !203, !DIExpression(), !219)
    #dbg_value(i64 0, !211, !DIExpression(), !239)
    #dbg_value(i64 1, !206, !DIExpression(), !240)
  %128 = and i64 %123, %122, !dbg !241
    #dbg_value(i64 %128, !208, !DIExpression(), !239)
  %129 = xor i64 %123, %122, !dbg !242
    #dbg_value(i64 %129, !203, !DIExpression(), !219)
    #dbg_value(i64 %128, !204, !DIExpression(), !219)
    #dbg_value(i64 2, !206, !DIExpression(), !240)
  %130 = and i64 %129, %115, !dbg !241
    #dbg_value(i64 %130, !208, !DIExpression(), !239)
  %131 = xor i64 %129, %115, !dbg !242
    #dbg_value(i64 %131, !203, !DIExpression(), !219)
  %132 = xor i64 %130, %128, !dbg !243
    #dbg_value(i64 %132, !204, !DIExpression(), !219)
    #dbg_value(i64 3, !206, !DIExpression(), !240)
  %133 = and i64 %131, %124, !dbg !241
    #dbg_value(i64 %133, !208, !DIExpression(), !239)
  %134 = xor i64 %131, %124, !dbg !242
    #dbg_value(i64 %134, !203, !DIExpression(), !219)
  %135 = and i64 %133, %128, !dbg !244
    #dbg_value(i64 %135, !211, !DIExpression(), !239)
  %136 = xor i64 %133, %132, !dbg !243
    #dbg_value(i64 %136, !204, !DIExpression(), !219)
    #dbg_value(i64 %135, !205, !DIExpression(), !219)
    #dbg_value(i64 4, !206, !DIExpression(), !240)
  %137 = and i64 %134, %125, !dbg !241
    #dbg_value(i64 %137, !208, !DIExpression(), !239)
  %138 = xor i64 %134, %125, !dbg !242
    #dbg_value(i64 %138, !203, !DIExpression(), !219)
  %139 = and i64 %137, %132, !dbg !244
    #dbg_value(i64 %139, !211, !DIExpression(), !239)
  %140 = xor i64 %137, %136, !dbg !243
    #dbg_value(i64 %140, !204, !DIExpression(), !219)
  %141 = or i64 %139, %135, !dbg !245
    #dbg_value(i64 %141, !205, !DIExpression(), !219)
    #dbg_value(i64 5, !206, !DIExpression(), !240)
  %142 = and i64 %138, %126, !dbg !241
    #dbg_value(i64 %142, !208, !DIExpression(), !239)
  %143 = xor i64 %138, %126, !dbg !242
    #dbg_value(i64 %143, !203, !DIExpression(), !219)
  %144 = and i64 %142, %136, !dbg !244
    #dbg_value(i64 %144, !211, !DIExpression(), !239)
  %145 = xor i64 %142, %140, !dbg !243
    #dbg_value(i64 %145, !204, !DIExpression(), !219)
  %146 = or i64 %141, %144, !dbg !245
    #dbg_value(i64 %146, !205, !DIExpression(), !219)
    #dbg_value(i64 6, !206, !DIExpression(), !240)
  %147 = and i64 %143, %127, !dbg !241
    #dbg_value(i64 %147, !208, !DIExpression(), !239)
  %148 = xor i64 %143, %127, !dbg !242
    #dbg_value(i64 %148, !203, !DIExpression(), !219)
  %149 = and i64 %147, %140, !dbg !244
    #dbg_value(i64 %149, !211, !DIExpression(), !239)
  %150 = xor i64 %147, %145, !dbg !243
    #dbg_value(i64 %150, !204, !DIExpression(), !219)
  %151 = or i64 %146, %149, !dbg !245
    #dbg_value(i64 %151, !205, !DIExpression(), !219)
    #dbg_value(i64 7, !206, !DIExpression(), !240)
  %152 = and i64 %148, %121, !dbg !241
    #dbg_value(i64 %152, !208, !DIExpression(), !239)
  %153 = xor i64 %148, %121, !dbg !242
    #dbg_value(i64 %153, !203, !DIExpression(), !219)
  %154 = and i64 %152, %145, !dbg !244
    #dbg_value(i64 %154, !211, !DIExpression(), !239)
  %155 = xor i64 %152, %150, !dbg !243
    #dbg_value(i64 %155, !204, !DIExpression(), !219)
  %156 = or i64 %151, %154, !dbg !245
    #dbg_value(i64 %156, !205, !DIExpression(), !219)
    #dbg_value(i64 8, !206, !DIExpression(), !240)
  %157 = xor i64 %156, -1, !dbg !246
  %158 = and i64 %153, %157, !dbg !247
  %159 = and i64 %158, %150, !dbg !247
    #dbg_value(i64 %159, !212, !DIExpression(), !219)
  %160 = or i64 %156, %153, !dbg !248
  %161 = xor i64 %160, -1, !dbg !248
    #dbg_value(!DIArgList(i64 %155, i64 %161), !213, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !219)
  %162 = and i64 %155, %161, !dbg !249
  %163 = and i64 %162, %117, !dbg !249
  %164 = or i64 %163, %159, !dbg !250
  %165 = getelementptr inbounds [64 x i64], ptr @nb, i64 0, i64 %111, !dbg !251
  store i64 %164, ptr %165, align 8, !dbg !252, !tbaa !123
    #dbg_value(i64 %118, !186, !DIExpression(), !214)
  %166 = icmp eq i64 %118, 64, !dbg !253
  br i1 %166, label %167, label %110, !dbg !216, !llvm.loop !254

167:                                              ; preds = %110
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) @b, ptr noundef nonnull align 16 dereferenceable(512) @nb, i64 512, i1 false), !dbg !257
    #dbg_value(i32 0, !67, !DIExpression(), !258)
    #dbg_value(i32 0, !70, !DIExpression(), !258)
    #dbg_value(i32 0, !71, !DIExpression(), !259)
    #dbg_value(i32 %53, !64, !DIExpression(), !83)
  br label %171, !dbg !260

168:                                              ; preds = %180
  %169 = urem i32 %52, 25, !dbg !261
  %170 = icmp eq i32 %169, 0, !dbg !263
  br i1 %170, label %211, label %213, !dbg !264

171:                                              ; preds = %167, %180
  %172 = phi i64 [ 0, %167 ], [ %182, %180 ]
  %173 = phi i32 [ 0, %167 ], [ %181, %180 ]
  %174 = phi i32 [ 0, %167 ], [ %202, %180 ]
  %175 = phi i32 [ %53, %167 ], [ %208, %180 ]
    #dbg_value(i64 %172, !71, !DIExpression(), !259)
    #dbg_value(i32 %173, !70, !DIExpression(), !258)
    #dbg_value(i32 %174, !67, !DIExpression(), !258)
    #dbg_value(i32 %175, !64, !DIExpression(), !83)
  %176 = getelementptr inbounds [64 x i64], ptr @b, i64 0, i64 %172, !dbg !265
  %177 = load i64, ptr %176, align 8, !dbg !265, !tbaa !123
  %178 = tail call range(i64 0, 65) i64 @llvm.ctpop.i64(i64 %177), !dbg !266
  %179 = trunc nuw nsw i64 %178 to i32, !dbg !266
    #dbg_value(i32 %181, !70, !DIExpression(), !258)
    #dbg_value(i32 0, !73, !DIExpression(), !267)
  br label %184, !dbg !268

180:                                              ; preds = %184
  %181 = add nuw nsw i32 %173, %179, !dbg !269
  %182 = add nuw nsw i64 %172, 1, !dbg !270
    #dbg_value(i64 %182, !71, !DIExpression(), !259)
    #dbg_value(i32 %181, !70, !DIExpression(), !258)
    #dbg_value(i32 %202, !67, !DIExpression(), !258)
    #dbg_value(i32 %208, !64, !DIExpression(), !83)
  %183 = icmp eq i64 %182, 64, !dbg !271
  br i1 %183, label %168, label %171, !dbg !260, !llvm.loop !272

184:                                              ; preds = %184, %171
  %185 = phi i64 [ 0, %171 ], [ %209, %184 ]
  %186 = phi i32 [ %174, %171 ], [ %202, %184 ]
  %187 = phi i32 [ %175, %171 ], [ %208, %184 ]
    #dbg_value(i64 %185, !73, !DIExpression(), !267)
    #dbg_value(i32 %186, !67, !DIExpression(), !258)
    #dbg_value(i32 %187, !64, !DIExpression(), !83)
  %188 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %172, i64 %185, !dbg !274
  %189 = load i8, ptr %188, align 2, !dbg !274, !tbaa !90
  %190 = zext i8 %189 to i32, !dbg !274
  %191 = add nsw i32 %186, %190, !dbg !277
    #dbg_value(i32 %191, !67, !DIExpression(), !258)
  %192 = zext i8 %189 to i64, !dbg !278
  %193 = lshr i64 %177, %185, !dbg !280
  %194 = and i64 %193, 1, !dbg !281
  %195 = icmp ne i64 %194, %192, !dbg !282
  %196 = zext i1 %195 to i32, !dbg !283
  %197 = add nsw i32 %187, %196, !dbg !283
    #dbg_value(i32 %197, !64, !DIExpression(), !83)
  %198 = or disjoint i64 %185, 1, !dbg !284
    #dbg_value(i64 %198, !73, !DIExpression(), !267)
  %199 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %172, i64 %198, !dbg !274
  %200 = load i8, ptr %199, align 1, !dbg !274, !tbaa !90
  %201 = zext i8 %200 to i32, !dbg !274
  %202 = add nsw i32 %191, %201, !dbg !277
    #dbg_value(i32 %202, !67, !DIExpression(), !258)
  %203 = zext i8 %200 to i64, !dbg !278
  %204 = lshr i64 %177, %198, !dbg !280
  %205 = and i64 %204, 1, !dbg !281
  %206 = icmp ne i64 %205, %203, !dbg !282
  %207 = zext i1 %206 to i32, !dbg !283
  %208 = add nsw i32 %197, %207, !dbg !283
    #dbg_value(i32 %208, !64, !DIExpression(), !83)
  %209 = add nuw nsw i64 %185, 2, !dbg !284
    #dbg_value(i64 %209, !73, !DIExpression(), !267)
  %210 = icmp eq i64 %209, 64, !dbg !285
  br i1 %210, label %180, label %184, !dbg !268, !llvm.loop !286

211:                                              ; preds = %168
  %212 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %52, i32 noundef %202, i32 noundef %181), !dbg !288
  br label %213, !dbg !288

213:                                              ; preds = %211, %168
  %214 = add nuw nsw i32 %52, 1, !dbg !289
    #dbg_value(i32 %214, !65, !DIExpression(), !142)
    #dbg_value(i32 %208, !64, !DIExpression(), !83)
  %215 = icmp eq i32 %214, 151, !dbg !290
  br i1 %215, label %216, label %51, !dbg !291, !llvm.loop !292

216:                                              ; preds = %213, %222
  %217 = phi i64 [ %225, %222 ], [ 0, %213 ]
    #dbg_value(i64 %217, !77, !DIExpression(), !294)
    #dbg_value(i32 0, !79, !DIExpression(), !295)
  br label %227, !dbg !296

218:                                              ; preds = %222
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %208), !dbg !297
  %220 = icmp ne i32 %208, 0, !dbg !298
  %221 = zext i1 %220 to i32, !dbg !298
  ret i32 %221, !dbg !299

222:                                              ; preds = %227
    #dbg_value(i32 10, !300, !DIExpression(), !306)
  %223 = load ptr, ptr @stdout, align 8, !dbg !308, !tbaa !309
  %224 = tail call i32 @putc(i32 noundef 10, ptr noundef %223), !dbg !311
  %225 = add nuw nsw i64 %217, 1, !dbg !312
    #dbg_value(i64 %225, !77, !DIExpression(), !294)
  %226 = icmp eq i64 %225, 16, !dbg !313
  br i1 %226, label %218, label %216, !dbg !314, !llvm.loop !315

227:                                              ; preds = %216, %227
  %228 = phi i64 [ 0, %216 ], [ %235, %227 ]
    #dbg_value(i64 %228, !79, !DIExpression(), !295)
  %229 = getelementptr inbounds [64 x [64 x i8]], ptr @g, i64 0, i64 %217, i64 %228, !dbg !317
  %230 = load i8, ptr %229, align 1, !dbg !317, !tbaa !90
  %231 = icmp eq i8 %230, 0, !dbg !317
  %232 = select i1 %231, i32 46, i32 35, !dbg !317
    #dbg_value(i32 %232, !300, !DIExpression(), !319)
  %233 = load ptr, ptr @stdout, align 8, !dbg !321, !tbaa !309
  %234 = tail call i32 @putc(i32 noundef %232, ptr noundef %233), !dbg !322
  %235 = add nuw nsw i64 %228, 1, !dbg !323
    #dbg_value(i64 %235, !79, !DIExpression(), !295)
  %236 = icmp eq i64 %235, 48, !dbg !324
  br i1 %236, label %222, label %227, !dbg !296, !llvm.loop !325
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctpop.i64(i64) #2

; Function Attrs: nofree nounwind
declare !dbg !327 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

; Function Attrs: nofree nounwind
declare !dbg !334 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.fshl.i64(i64, i64, i64) #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!36, !37, !38, !39, !40, !41, !42}
!llvm.ident = !{!43}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "g", scope: !2, file: !3, line: 9, type: !32, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/game_of_life.c", directory: ".", checksumkind: CSK_MD5, checksum: "f17a07f3dd897670a3b055ad650ac90b")
!4 = !{!5}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !6, line: 24, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !{!11, !17, !0, !22, !30, !34}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 208, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 26)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 104, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 13)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(name: "b", scope: !2, file: !3, line: 9, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 4096, elements: !28)
!25 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !6, line: 27, baseType: !26)
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !27)
!27 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!28 = !{!29}
!29 = !DISubrange(count: 64)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "ng", scope: !2, file: !3, line: 9, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32768, elements: !33)
!33 = !{!29, !29}
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "nb", scope: !2, file: !3, line: 9, type: !24, isLocal: true, isDefinition: true)
!36 = !{i32 7, !"Dwarf Version", i32 5}
!37 = !{i32 2, !"Debug Info Version", i32 3}
!38 = !{i32 1, !"wchar_size", i32 4}
!39 = !{i32 8, !"PIC Level", i32 2}
!40 = !{i32 7, !"PIE Level", i32 2}
!41 = !{i32 7, !"uwtable", i32 2}
!42 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!43 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!44 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 32, type: !45, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !48)
!45 = !DISubroutineType(types: !46)
!46 = !{!47}
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{!49, !53, !55, !58, !60, !64, !65, !67, !70, !71, !73, !77, !79}
!49 = !DILocalVariable(name: "x", scope: !44, file: !3, line: 33, type: !50)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !6, line: 26, baseType: !51)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !52)
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = !DILocalVariable(name: "i", scope: !54, file: !3, line: 33, type: !47)
!54 = distinct !DILexicalBlock(scope: !44, file: !3, line: 33, column: 21)
!55 = !DILocalVariable(name: "j", scope: !56, file: !3, line: 33, type: !47)
!56 = distinct !DILexicalBlock(scope: !57, file: !3, line: 33, column: 49)
!57 = distinct !DILexicalBlock(scope: !54, file: !3, line: 33, column: 21)
!58 = !DILocalVariable(name: "i", scope: !59, file: !3, line: 37, type: !47)
!59 = distinct !DILexicalBlock(scope: !44, file: !3, line: 37, column: 5)
!60 = !DILocalVariable(name: "j", scope: !61, file: !3, line: 37, type: !47)
!61 = distinct !DILexicalBlock(scope: !62, file: !3, line: 37, column: 45)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 37, column: 33)
!63 = distinct !DILexicalBlock(scope: !59, file: !3, line: 37, column: 5)
!64 = !DILocalVariable(name: "mismatch", scope: !44, file: !3, line: 38, type: !47)
!65 = !DILocalVariable(name: "gen", scope: !66, file: !3, line: 39, type: !47)
!66 = distinct !DILexicalBlock(scope: !44, file: !3, line: 39, column: 5)
!67 = !DILocalVariable(name: "pop", scope: !68, file: !3, line: 41, type: !47)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 39, column: 42)
!69 = distinct !DILexicalBlock(scope: !66, file: !3, line: 39, column: 5)
!70 = !DILocalVariable(name: "popb", scope: !68, file: !3, line: 41, type: !47)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 41, type: !47)
!72 = distinct !DILexicalBlock(scope: !68, file: !3, line: 41, column: 32)
!73 = !DILocalVariable(name: "j", scope: !74, file: !3, line: 41, type: !47)
!74 = distinct !DILexicalBlock(scope: !75, file: !3, line: 41, column: 98)
!75 = distinct !DILexicalBlock(scope: !76, file: !3, line: 41, column: 60)
!76 = distinct !DILexicalBlock(scope: !72, file: !3, line: 41, column: 32)
!77 = !DILocalVariable(name: "i", scope: !78, file: !3, line: 44, type: !47)
!78 = distinct !DILexicalBlock(scope: !44, file: !3, line: 44, column: 5)
!79 = !DILocalVariable(name: "j", scope: !80, file: !3, line: 44, type: !47)
!80 = distinct !DILexicalBlock(scope: !81, file: !3, line: 44, column: 36)
!81 = distinct !DILexicalBlock(scope: !82, file: !3, line: 44, column: 34)
!82 = distinct !DILexicalBlock(scope: !78, file: !3, line: 44, column: 5)
!83 = !DILocation(line: 0, scope: !44)
!84 = !DILocation(line: 0, scope: !54)
!85 = !DILocation(line: 33, column: 21, scope: !54)
!86 = !DILocation(line: 0, scope: !56)
!87 = !DILocation(line: 33, column: 49, scope: !56)
!88 = !DILocation(line: 35, column: 25, scope: !44)
!89 = !DILocation(line: 35, column: 73, scope: !44)
!90 = !{!91, !91, i64 0}
!91 = !{!"omnipotent char", !92, i64 0}
!92 = !{!"Simple C/C++ TBAA"}
!93 = !DILocation(line: 35, column: 86, scope: !44)
!94 = !DILocation(line: 35, column: 119, scope: !44)
!95 = !DILocation(line: 35, column: 109, scope: !44)
!96 = !DILocation(line: 35, column: 99, scope: !44)
!97 = !DILocation(line: 0, scope: !59)
!98 = !DILocation(line: 37, column: 5, scope: !59)
!99 = !DILocation(line: 33, column: 45, scope: !57)
!100 = !DILocation(line: 33, column: 39, scope: !57)
!101 = distinct !{!101, !85, !102, !103}
!102 = !DILocation(line: 33, column: 144, scope: !54)
!103 = !{!"llvm.loop.mustprogress"}
!104 = !DILocation(line: 33, column: 86, scope: !105)
!105 = distinct !DILexicalBlock(scope: !106, file: !3, line: 33, column: 77)
!106 = distinct !DILexicalBlock(scope: !56, file: !3, line: 33, column: 49)
!107 = !DILocation(line: 33, column: 81, scope: !105)
!108 = !DILocation(line: 33, column: 100, scope: !105)
!109 = !DILocation(line: 33, column: 95, scope: !105)
!110 = !DILocation(line: 33, column: 114, scope: !105)
!111 = !DILocation(line: 33, column: 109, scope: !105)
!112 = !DILocation(line: 33, column: 133, scope: !105)
!113 = !DILocation(line: 33, column: 138, scope: !105)
!114 = !DILocation(line: 33, column: 130, scope: !105)
!115 = !DILocation(line: 33, column: 120, scope: !105)
!116 = !DILocation(line: 33, column: 128, scope: !105)
!117 = !DILocation(line: 33, column: 73, scope: !106)
!118 = !DILocation(line: 33, column: 67, scope: !106)
!119 = distinct !{!119, !87, !120, !103}
!120 = !DILocation(line: 33, column: 144, scope: !56)
!121 = !DILocation(line: 37, column: 35, scope: !62)
!122 = !DILocation(line: 37, column: 40, scope: !62)
!123 = !{!124, !124, i64 0}
!124 = !{!"long", !91, i64 0}
!125 = !DILocation(line: 0, scope: !61)
!126 = !DILocation(line: 37, column: 45, scope: !61)
!127 = !DILocation(line: 37, column: 29, scope: !63)
!128 = !DILocation(line: 37, column: 23, scope: !63)
!129 = distinct !{!129, !98, !130, !103}
!130 = !DILocation(line: 37, column: 105, scope: !59)
!131 = !DILocation(line: 37, column: 77, scope: !132)
!132 = distinct !DILexicalBlock(scope: !133, file: !3, line: 37, column: 77)
!133 = distinct !DILexicalBlock(scope: !61, file: !3, line: 37, column: 45)
!134 = !DILocation(line: 37, column: 77, scope: !133)
!135 = !DILocation(line: 37, column: 99, scope: !132)
!136 = !DILocation(line: 37, column: 91, scope: !132)
!137 = !DILocation(line: 37, column: 86, scope: !132)
!138 = !DILocation(line: 37, column: 69, scope: !133)
!139 = !DILocation(line: 37, column: 63, scope: !133)
!140 = distinct !{!140, !126, !141, !103}
!141 = !DILocation(line: 37, column: 102, scope: !61)
!142 = !DILocation(line: 0, scope: !66)
!143 = !DILocation(line: 12, column: 5, scope: !144, inlinedAt: !161)
!144 = distinct !DILexicalBlock(scope: !145, file: !3, line: 12, column: 5)
!145 = distinct !DISubprogram(name: "step_bytes", scope: !3, file: !3, line: 11, type: !146, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !148)
!146 = !DISubroutineType(types: !147)
!147 = !{null}
!148 = !{!149, !150, !153, !156, !158}
!149 = !DILocalVariable(name: "i", scope: !144, file: !3, line: 12, type: !47)
!150 = !DILocalVariable(name: "j", scope: !151, file: !3, line: 12, type: !47)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 12, column: 33)
!152 = distinct !DILexicalBlock(scope: !144, file: !3, line: 12, column: 5)
!153 = !DILocalVariable(name: "n", scope: !154, file: !3, line: 13, type: !47)
!154 = distinct !DILexicalBlock(scope: !155, file: !3, line: 12, column: 61)
!155 = distinct !DILexicalBlock(scope: !151, file: !3, line: 12, column: 33)
!156 = !DILocalVariable(name: "di", scope: !157, file: !3, line: 13, type: !47)
!157 = distinct !DILexicalBlock(scope: !154, file: !3, line: 13, column: 20)
!158 = !DILocalVariable(name: "dj", scope: !159, file: !3, line: 13, type: !47)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 13, column: 53)
!160 = distinct !DILexicalBlock(scope: !157, file: !3, line: 13, column: 20)
!161 = distinct !DILocation(line: 40, column: 9, scope: !68)
!162 = !DILocation(line: 0, scope: !144, inlinedAt: !161)
!163 = !DILocation(line: 0, scope: !151, inlinedAt: !161)
!164 = !DILocation(line: 12, column: 33, scope: !151, inlinedAt: !161)
!165 = !DILocation(line: 12, column: 23, scope: !152, inlinedAt: !161)
!166 = distinct !{!166, !143, !167, !103}
!167 = !DILocation(line: 15, column: 5, scope: !144, inlinedAt: !161)
!168 = !DILocation(line: 0, scope: !157, inlinedAt: !161)
!169 = !DILocation(line: 0, scope: !159, inlinedAt: !161)
!170 = !DILocation(line: 0, scope: !154, inlinedAt: !161)
!171 = !DILocation(line: 13, column: 138, scope: !172, inlinedAt: !161)
!172 = distinct !DILexicalBlock(scope: !173, file: !3, line: 13, column: 90)
!173 = distinct !DILexicalBlock(scope: !159, file: !3, line: 13, column: 53)
!174 = !DILocation(line: 13, column: 105, scope: !172, inlinedAt: !161)
!175 = !DILocation(line: 13, column: 102, scope: !172, inlinedAt: !161)
!176 = !DILocation(line: 14, column: 37, scope: !154, inlinedAt: !161)
!177 = !DILocation(line: 14, column: 51, scope: !154, inlinedAt: !161)
!178 = !DILocation(line: 14, column: 48, scope: !154, inlinedAt: !161)
!179 = !DILocation(line: 14, column: 20, scope: !154, inlinedAt: !161)
!180 = !DILocation(line: 14, column: 9, scope: !154, inlinedAt: !161)
!181 = !DILocation(line: 14, column: 18, scope: !154, inlinedAt: !161)
!182 = !DILocation(line: 12, column: 51, scope: !155, inlinedAt: !161)
!183 = distinct !{!183, !164, !184, !103}
!184 = !DILocation(line: 15, column: 5, scope: !151, inlinedAt: !161)
!185 = !DILocation(line: 16, column: 5, scope: !145, inlinedAt: !161)
!186 = !DILocalVariable(name: "i", scope: !187, file: !3, line: 19, type: !47)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 19, column: 5)
!188 = distinct !DISubprogram(name: "step_bits", scope: !3, file: !3, line: 18, type: !146, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !189)
!189 = !{!186, !190, !196, !200, !201, !203, !204, !205, !206, !208, !211, !212, !213}
!190 = !DILocalVariable(name: "rows", scope: !191, file: !3, line: 20, type: !193)
!191 = distinct !DILexicalBlock(scope: !192, file: !3, line: 19, column: 33)
!192 = distinct !DILexicalBlock(scope: !187, file: !3, line: 19, column: 5)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 192, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 3)
!196 = !DILocalVariable(name: "n", scope: !191, file: !3, line: 21, type: !197)
!197 = !DICompositeType(tag: DW_TAG_array_type, baseType: !25, size: 512, elements: !198)
!198 = !{!199}
!199 = !DISubrange(count: 8)
!200 = !DILocalVariable(name: "k", scope: !191, file: !3, line: 21, type: !47)
!201 = !DILocalVariable(name: "r", scope: !202, file: !3, line: 22, type: !47)
!202 = distinct !DILexicalBlock(scope: !191, file: !3, line: 22, column: 9)
!203 = !DILocalVariable(name: "s0", scope: !191, file: !3, line: 24, type: !25)
!204 = !DILocalVariable(name: "s1", scope: !191, file: !3, line: 24, type: !25)
!205 = !DILocalVariable(name: "s2", scope: !191, file: !3, line: 24, type: !25)
!206 = !DILocalVariable(name: "t", scope: !207, file: !3, line: 25, type: !47)
!207 = distinct !DILexicalBlock(scope: !191, file: !3, line: 25, column: 9)
!208 = !DILocalVariable(name: "c0", scope: !209, file: !3, line: 25, type: !25)
!209 = distinct !DILexicalBlock(scope: !210, file: !3, line: 25, column: 37)
!210 = distinct !DILexicalBlock(scope: !207, file: !3, line: 25, column: 9)
!211 = !DILocalVariable(name: "c1", scope: !209, file: !3, line: 25, type: !25)
!212 = !DILocalVariable(name: "three", scope: !191, file: !3, line: 26, type: !25)
!213 = !DILocalVariable(name: "two", scope: !191, file: !3, line: 26, type: !25)
!214 = !DILocation(line: 0, scope: !187, inlinedAt: !215)
!215 = distinct !DILocation(line: 40, column: 23, scope: !68)
!216 = !DILocation(line: 19, column: 5, scope: !187, inlinedAt: !215)
!217 = !DILocation(line: 20, column: 44, scope: !191, inlinedAt: !215)
!218 = !DILocation(line: 20, column: 30, scope: !191, inlinedAt: !215)
!219 = !DILocation(line: 0, scope: !191, inlinedAt: !215)
!220 = !DILocation(line: 20, column: 50, scope: !191, inlinedAt: !215)
!221 = !DILocation(line: 20, column: 61, scope: !191, inlinedAt: !215)
!222 = !DILocation(line: 20, column: 66, scope: !191, inlinedAt: !215)
!223 = !DILocation(line: 20, column: 56, scope: !191, inlinedAt: !215)
!224 = !DILocation(line: 0, scope: !202, inlinedAt: !215)
!225 = !DILocalVariable(name: "x", arg: 1, scope: !226, file: !3, line: 10, type: !25)
!226 = distinct !DISubprogram(name: "rotl", scope: !3, file: !3, line: 10, type: !227, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !229)
!227 = !DISubroutineType(types: !228)
!228 = !{!25, !25, !47}
!229 = !{!225, !230}
!230 = !DILocalVariable(name: "k", arg: 2, scope: !226, file: !3, line: 10, type: !47)
!231 = !DILocation(line: 0, scope: !226, inlinedAt: !232)
!232 = distinct !DILocation(line: 22, column: 48, scope: !233, inlinedAt: !215)
!233 = distinct !DILexicalBlock(scope: !234, file: !3, line: 22, column: 37)
!234 = distinct !DILexicalBlock(scope: !202, file: !3, line: 22, column: 9)
!235 = !DILocation(line: 10, column: 59, scope: !226, inlinedAt: !232)
!236 = !DILocation(line: 0, scope: !226, inlinedAt: !237)
!237 = distinct !DILocation(line: 22, column: 75, scope: !233, inlinedAt: !215)
!238 = !DILocation(line: 10, column: 59, scope: !226, inlinedAt: !237)
!239 = !DILocation(line: 0, scope: !209, inlinedAt: !215)
!240 = !DILocation(line: 0, scope: !207, inlinedAt: !215)
!241 = !DILocation(line: 25, column: 56, scope: !209, inlinedAt: !215)
!242 = !DILocation(line: 25, column: 67, scope: !209, inlinedAt: !215)
!243 = !DILocation(line: 25, column: 102, scope: !209, inlinedAt: !215)
!244 = !DILocation(line: 25, column: 93, scope: !209, inlinedAt: !215)
!245 = !DILocation(line: 25, column: 112, scope: !209, inlinedAt: !215)
!246 = !DILocation(line: 26, column: 36, scope: !191, inlinedAt: !215)
!247 = !DILocation(line: 26, column: 34, scope: !191, inlinedAt: !215)
!248 = !DILocation(line: 26, column: 56, scope: !191, inlinedAt: !215)
!249 = !DILocation(line: 27, column: 30, scope: !191, inlinedAt: !215)
!250 = !DILocation(line: 27, column: 23, scope: !191, inlinedAt: !215)
!251 = !DILocation(line: 27, column: 9, scope: !191, inlinedAt: !215)
!252 = !DILocation(line: 27, column: 15, scope: !191, inlinedAt: !215)
!253 = !DILocation(line: 19, column: 23, scope: !192, inlinedAt: !215)
!254 = distinct !{!254, !216, !255, !103, !256}
!255 = !DILocation(line: 28, column: 5, scope: !187, inlinedAt: !215)
!256 = !{!"llvm.loop.isvectorized", i32 1}
!257 = !DILocation(line: 29, column: 5, scope: !188, inlinedAt: !215)
!258 = !DILocation(line: 0, scope: !68)
!259 = !DILocation(line: 0, scope: !72)
!260 = !DILocation(line: 41, column: 32, scope: !72)
!261 = !DILocation(line: 42, column: 17, scope: !262)
!262 = distinct !DILexicalBlock(scope: !68, file: !3, line: 42, column: 13)
!263 = !DILocation(line: 42, column: 22, scope: !262)
!264 = !DILocation(line: 42, column: 13, scope: !68)
!265 = !DILocation(line: 41, column: 91, scope: !75)
!266 = !DILocation(line: 41, column: 70, scope: !75)
!267 = !DILocation(line: 0, scope: !74)
!268 = !DILocation(line: 41, column: 98, scope: !74)
!269 = !DILocation(line: 41, column: 67, scope: !75)
!270 = !DILocation(line: 41, column: 56, scope: !76)
!271 = !DILocation(line: 41, column: 50, scope: !76)
!272 = distinct !{!272, !260, !273, !103}
!273 = !DILocation(line: 41, column: 192, scope: !72)
!274 = !DILocation(line: 41, column: 135, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !3, line: 41, column: 126)
!276 = distinct !DILexicalBlock(scope: !74, file: !3, line: 41, column: 98)
!277 = !DILocation(line: 41, column: 132, scope: !275)
!278 = !DILocation(line: 41, column: 148, scope: !279)
!279 = distinct !DILexicalBlock(scope: !275, file: !3, line: 41, column: 148)
!280 = !DILocation(line: 41, column: 166, scope: !279)
!281 = !DILocation(line: 41, column: 172, scope: !279)
!282 = !DILocation(line: 41, column: 156, scope: !279)
!283 = !DILocation(line: 41, column: 148, scope: !275)
!284 = !DILocation(line: 41, column: 122, scope: !276)
!285 = !DILocation(line: 41, column: 116, scope: !276)
!286 = distinct !{!286, !268, !287, !103}
!287 = !DILocation(line: 41, column: 190, scope: !74)
!288 = !DILocation(line: 42, column: 28, scope: !262)
!289 = !DILocation(line: 39, column: 38, scope: !69)
!290 = !DILocation(line: 39, column: 27, scope: !69)
!291 = !DILocation(line: 39, column: 5, scope: !66)
!292 = distinct !{!292, !291, !293, !103}
!293 = !DILocation(line: 43, column: 5, scope: !66)
!294 = !DILocation(line: 0, scope: !78)
!295 = !DILocation(line: 0, scope: !80)
!296 = !DILocation(line: 44, column: 36, scope: !80)
!297 = !DILocation(line: 45, column: 5, scope: !44)
!298 = !DILocation(line: 46, column: 12, scope: !44)
!299 = !DILocation(line: 47, column: 1, scope: !44)
!300 = !DILocalVariable(name: "__c", arg: 1, scope: !301, file: !302, line: 82, type: !47)
!301 = distinct !DISubprogram(name: "putchar", scope: !302, file: !302, line: 82, type: !303, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !305)
!302 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!303 = !DISubroutineType(types: !304)
!304 = !{!47, !47}
!305 = !{!300}
!306 = !DILocation(line: 0, scope: !301, inlinedAt: !307)
!307 = distinct !DILocation(line: 44, column: 95, scope: !81)
!308 = !DILocation(line: 84, column: 21, scope: !301, inlinedAt: !307)
!309 = !{!310, !310, i64 0}
!310 = !{!"any pointer", !91, i64 0}
!311 = !DILocation(line: 84, column: 10, scope: !301, inlinedAt: !307)
!312 = !DILocation(line: 44, column: 30, scope: !82)
!313 = !DILocation(line: 44, column: 23, scope: !82)
!314 = !DILocation(line: 44, column: 5, scope: !78)
!315 = distinct !{!315, !314, !316, !103}
!316 = !DILocation(line: 44, column: 110, scope: !78)
!317 = !DILocation(line: 44, column: 73, scope: !318)
!318 = distinct !DILexicalBlock(scope: !80, file: !3, line: 44, column: 36)
!319 = !DILocation(line: 0, scope: !301, inlinedAt: !320)
!320 = distinct !DILocation(line: 44, column: 65, scope: !318)
!321 = !DILocation(line: 84, column: 21, scope: !301, inlinedAt: !320)
!322 = !DILocation(line: 84, column: 10, scope: !301, inlinedAt: !320)
!323 = !DILocation(line: 44, column: 61, scope: !318)
!324 = !DILocation(line: 44, column: 54, scope: !318)
!325 = distinct !{!325, !296, !326, !103}
!326 = !DILocation(line: 44, column: 92, scope: !80)
!327 = !DISubprogram(name: "printf", scope: !328, file: !328, line: 356, type: !329, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!329 = !DISubroutineType(types: !330)
!330 = !{!47, !331, null}
!331 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !332)
!332 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !333, size: 64)
!333 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!334 = !DISubprogram(name: "putc", scope: !328, file: !328, line: 550, type: !335, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!335 = !DISubroutineType(types: !336)
!336 = !{!47, !47, !337}
!337 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !338, size: 64)
!338 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !339, line: 7, baseType: !340)
!339 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!340 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !341, line: 49, size: 1728, elements: !342)
!341 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!342 = !{!343, !344, !346, !347, !348, !349, !350, !351, !352, !353, !354, !355, !356, !359, !361, !362, !363, !366, !368, !370, !374, !377, !379, !382, !385, !386, !388, !391, !392}
!343 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !340, file: !341, line: 51, baseType: !47, size: 32)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !340, file: !341, line: 54, baseType: !345, size: 64, offset: 64)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !340, file: !341, line: 55, baseType: !345, size: 64, offset: 128)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !340, file: !341, line: 56, baseType: !345, size: 64, offset: 192)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !340, file: !341, line: 57, baseType: !345, size: 64, offset: 256)
!349 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !340, file: !341, line: 58, baseType: !345, size: 64, offset: 320)
!350 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !340, file: !341, line: 59, baseType: !345, size: 64, offset: 384)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !340, file: !341, line: 60, baseType: !345, size: 64, offset: 448)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !340, file: !341, line: 61, baseType: !345, size: 64, offset: 512)
!353 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !340, file: !341, line: 64, baseType: !345, size: 64, offset: 576)
!354 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !340, file: !341, line: 65, baseType: !345, size: 64, offset: 640)
!355 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !340, file: !341, line: 66, baseType: !345, size: 64, offset: 704)
!356 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !340, file: !341, line: 68, baseType: !357, size: 64, offset: 768)
!357 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !358, size: 64)
!358 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !341, line: 36, flags: DIFlagFwdDecl)
!359 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !340, file: !341, line: 70, baseType: !360, size: 64, offset: 832)
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !340, size: 64)
!361 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !340, file: !341, line: 72, baseType: !47, size: 32, offset: 896)
!362 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !340, file: !341, line: 73, baseType: !47, size: 32, offset: 928)
!363 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !340, file: !341, line: 74, baseType: !364, size: 64, offset: 960)
!364 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !8, line: 152, baseType: !365)
!365 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!366 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !340, file: !341, line: 77, baseType: !367, size: 16, offset: 1024)
!367 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!368 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !340, file: !341, line: 78, baseType: !369, size: 8, offset: 1040)
!369 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!370 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !340, file: !341, line: 79, baseType: !371, size: 8, offset: 1048)
!371 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 8, elements: !372)
!372 = !{!373}
!373 = !DISubrange(count: 1)
!374 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !340, file: !341, line: 81, baseType: !375, size: 64, offset: 1088)
!375 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !376, size: 64)
!376 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !341, line: 43, baseType: null)
!377 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !340, file: !341, line: 89, baseType: !378, size: 64, offset: 1152)
!378 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !8, line: 153, baseType: !365)
!379 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !340, file: !341, line: 91, baseType: !380, size: 64, offset: 1216)
!380 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !381, size: 64)
!381 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !341, line: 37, flags: DIFlagFwdDecl)
!382 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !340, file: !341, line: 92, baseType: !383, size: 64, offset: 1280)
!383 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !384, size: 64)
!384 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !341, line: 38, flags: DIFlagFwdDecl)
!385 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !340, file: !341, line: 93, baseType: !360, size: 64, offset: 1344)
!386 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !340, file: !341, line: 94, baseType: !387, size: 64, offset: 1408)
!387 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!388 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !340, file: !341, line: 95, baseType: !389, size: 64, offset: 1472)
!389 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !390, line: 18, baseType: !27)
!390 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!391 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !340, file: !341, line: 96, baseType: !47, size: 32, offset: 1536)
!392 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !340, file: !341, line: 98, baseType: !393, size: 160, offset: 1568)
!393 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 160, elements: !394)
!394 = !{!395}
!395 = !DISubrange(count: 20)
