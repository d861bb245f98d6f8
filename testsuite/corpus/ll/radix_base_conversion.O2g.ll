; ModuleID = 'programs/radix_base_conversion.c'
source_filename = "programs/radix_base_conversion.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%llu:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c" b%d=%s\00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [27 x i8] c"overflow detect: %d %d %d\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [21 x i8] c"18446744073709551615\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [21 x i8] c"18446744073709551616\00", align 1, !dbg !22
@.str.7 = private unnamed_addr constant [10 x i8] c"u128: %s\0A\00", align 1, !dbg !24
@.str.8 = private unnamed_addr constant [12 x i8] c"bt(%ld)=%s \00", align 1, !dbg !29
@.str.9 = private unnamed_addr constant [12 x i8] c"nb(%ld)=%s \00", align 1, !dbg !34
@.str.10 = private unnamed_addr constant [45 x i8] c"roman 1994=%s 3999=%s 444=%s rbad=%d bad=%d\0A\00", align 1, !dbg !36
@digits = internal constant [37 x i8] c"0123456789abcdefghijklmnopqrstuvwxyz\00", align 16, !dbg !41
@roman.val = internal unnamed_addr constant [13 x i32] [i32 1000, i32 900, i32 500, i32 400, i32 100, i32 90, i32 50, i32 40, i32 10, i32 9, i32 5, i32 4, i32 1], align 16, !dbg !65
@roman.sym = internal unnamed_addr constant [13 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23], align 16, !dbg !109
@.str.11 = private unnamed_addr constant [2 x i8] c"M\00", align 1, !dbg !80
@.str.12 = private unnamed_addr constant [3 x i8] c"CM\00", align 1, !dbg !82
@.str.13 = private unnamed_addr constant [2 x i8] c"D\00", align 1, !dbg !87
@.str.14 = private unnamed_addr constant [3 x i8] c"CD\00", align 1, !dbg !89
@.str.15 = private unnamed_addr constant [2 x i8] c"C\00", align 1, !dbg !91
@.str.16 = private unnamed_addr constant [3 x i8] c"XC\00", align 1, !dbg !93
@.str.17 = private unnamed_addr constant [2 x i8] c"L\00", align 1, !dbg !95
@.str.18 = private unnamed_addr constant [3 x i8] c"XL\00", align 1, !dbg !97
@.str.19 = private unnamed_addr constant [2 x i8] c"X\00", align 1, !dbg !99
@.str.20 = private unnamed_addr constant [3 x i8] c"IX\00", align 1, !dbg !101
@.str.21 = private unnamed_addr constant [2 x i8] c"V\00", align 1, !dbg !103
@.str.22 = private unnamed_addr constant [3 x i8] c"IV\00", align 1, !dbg !105
@.str.23 = private unnamed_addr constant [2 x i8] c"I\00", align 1, !dbg !107

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !125 {
  %1 = alloca [50 x i8], align 16, !DIAssignID !156
  %2 = alloca [70 x i8], align 16, !DIAssignID !157
  %3 = alloca [70 x i8], align 16, !DIAssignID !158
  %4 = alloca [50 x i8], align 16, !DIAssignID !159
  %5 = alloca [200 x i8], align 16, !DIAssignID !160
    #dbg_assign(i1 undef, !129, !DIExpression(), !160, ptr %5, !DIExpression(), !161)
  %6 = alloca [6 x i64], align 16, !DIAssignID !162
    #dbg_assign(i1 undef, !133, !DIExpression(), !162, ptr %6, !DIExpression(), !161)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %5) #10, !dbg !163
  call void @llvm.lifetime.start.p0(i64 48, ptr nonnull %6) #10, !dbg !164
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(48) %6, i8 0, i64 16, i1 false), !dbg !165, !DIAssignID !166
    #dbg_assign(i8 0, !133, !DIExpression(), !166, ptr %6, !DIExpression(), !161)
    #dbg_assign(i8 0, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 256), !167, ptr undef, !DIExpression(), !161)
  %7 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !165
  store i64 1, ptr %7, align 8, !dbg !165, !DIAssignID !168
    #dbg_assign(i64 1, !133, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !168, ptr %7, !DIExpression(), !161)
  %8 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !165
  store i64 255, ptr %8, align 16, !dbg !165, !DIAssignID !169
    #dbg_assign(i64 255, !133, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !169, ptr %8, !DIExpression(), !161)
  %9 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !165
  store i64 1000000007, ptr %9, align 8, !dbg !165, !DIAssignID !170
    #dbg_assign(i64 1000000007, !133, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !170, ptr %9, !DIExpression(), !161)
  %10 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !165
  store i64 -2401053089206453570, ptr %10, align 16, !dbg !165, !DIAssignID !171
    #dbg_assign(i64 -2401053089206453570, !133, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !171, ptr %10, !DIExpression(), !161)
  %11 = getelementptr inbounds i8, ptr %6, i64 40, !dbg !165
  store i64 -1, ptr %11, align 8, !dbg !165, !DIAssignID !172
    #dbg_assign(i64 -1, !133, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !172, ptr %11, !DIExpression(), !161)
    #dbg_value(i32 0, !135, !DIExpression(), !161)
    #dbg_value(i32 0, !136, !DIExpression(), !173)
    #dbg_value(i64 undef, !144, !DIExpression(), !174)
  %12 = getelementptr i8, ptr %3, i64 -7
  %13 = getelementptr i8, ptr %3, i64 -7
  %14 = getelementptr i8, ptr %3, i64 -7
  %15 = getelementptr i8, ptr %2, i64 -7
  br label %110, !dbg !175

16:                                               ; preds = %320, %34
  %17 = phi i8 [ %38, %34 ], [ 49, %320 ]
  %18 = phi i64 [ %35, %34 ], [ 0, %320 ]
  %19 = phi i64 [ %36, %34 ], [ 0, %320 ]
    #dbg_value(i64 %18, !176, !DIExpression(), !189)
    #dbg_value(!DIArgList(ptr @.str.4, i64 %19), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !189)
  %20 = sext i8 %17 to i32, !dbg !191
  %21 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @digits, i32 %20, i64 37), !dbg !192
    #dbg_value(ptr %21, !185, !DIExpression(), !193)
  %22 = icmp eq ptr %21, null, !dbg !194
  br i1 %22, label %40, label %23, !dbg !196

23:                                               ; preds = %16
  %24 = ptrtoint ptr %21 to i64, !dbg !197
  %25 = sub i64 %24, ptrtoint (ptr @digits to i64), !dbg !197
  %26 = icmp slt i64 %25, 10, !dbg !198
  br i1 %26, label %27, label %40, !dbg !199

27:                                               ; preds = %23
  %28 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %18, i64 10), !dbg !200
  %29 = extractvalue { i64, i1 } %28, 1, !dbg !200
    #dbg_value(i64 poison, !176, !DIExpression(), !189)
  br i1 %29, label %40, label %30, !dbg !202

30:                                               ; preds = %27
  %31 = extractvalue { i64, i1 } %28, 0, !dbg !200
    #dbg_value(i64 %31, !176, !DIExpression(), !189)
  %32 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %31, i64 %25), !dbg !203
  %33 = extractvalue { i64, i1 } %32, 1, !dbg !203
    #dbg_value(i64 poison, !176, !DIExpression(), !189)
  br i1 %33, label %40, label %34

34:                                               ; preds = %30
  %35 = extractvalue { i64, i1 } %32, 0, !dbg !203
    #dbg_value(i64 %35, !176, !DIExpression(), !189)
  %36 = add nuw nsw i64 %19, 1, !dbg !204
    #dbg_value(ptr %37, !182, !DIExpression(), !189)
  %37 = getelementptr inbounds i8, ptr @.str.4, i64 %36, !dbg !205
  %38 = load i8, ptr %37, align 1, !dbg !205, !tbaa !206
  %39 = icmp eq i64 %36, 20, !dbg !209
  br i1 %39, label %40, label %16, !dbg !209, !llvm.loop !210

40:                                               ; preds = %34, %16, %23, %27, %30
  %41 = phi i32 [ -1, %23 ], [ -1, %16 ], [ 1, %27 ], [ 1, %30 ], [ 0, %34 ], !dbg !189
    #dbg_value(ptr @.str.5, !182, !DIExpression(), !213)
    #dbg_value(i32 10, !183, !DIExpression(), !213)
    #dbg_value(ptr undef, !184, !DIExpression(), !213)
    #dbg_value(i64 0, !176, !DIExpression(), !213)
  br label %42, !dbg !215

42:                                               ; preds = %60, %40
  %43 = phi i8 [ 49, %40 ], [ %64, %60 ]
  %44 = phi i64 [ 0, %40 ], [ %61, %60 ]
  %45 = phi i64 [ 0, %40 ], [ %62, %60 ]
    #dbg_value(i64 %44, !176, !DIExpression(), !213)
    #dbg_value(!DIArgList(ptr @.str.5, i64 %45), !182, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_plus, DW_OP_stack_value), !213)
  %46 = sext i8 %43 to i32, !dbg !216
  %47 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @digits, i32 %46, i64 37), !dbg !217
    #dbg_value(ptr %47, !185, !DIExpression(), !218)
  %48 = icmp eq ptr %47, null, !dbg !219
  br i1 %48, label %66, label %49, !dbg !220

49:                                               ; preds = %42
  %50 = ptrtoint ptr %47 to i64, !dbg !221
  %51 = sub i64 %50, ptrtoint (ptr @digits to i64), !dbg !221
  %52 = icmp slt i64 %51, 10, !dbg !222
  br i1 %52, label %53, label %66, !dbg !223

53:                                               ; preds = %49
  %54 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %44, i64 10), !dbg !224
  %55 = extractvalue { i64, i1 } %54, 1, !dbg !224
    #dbg_value(i64 poison, !176, !DIExpression(), !213)
  br i1 %55, label %66, label %56, !dbg !225

56:                                               ; preds = %53
  %57 = extractvalue { i64, i1 } %54, 0, !dbg !224
    #dbg_value(i64 %57, !176, !DIExpression(), !213)
  %58 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %57, i64 %51), !dbg !226
  %59 = extractvalue { i64, i1 } %58, 1, !dbg !226
    #dbg_value(i64 poison, !176, !DIExpression(), !213)
  br i1 %59, label %66, label %60

60:                                               ; preds = %56
  %61 = extractvalue { i64, i1 } %58, 0, !dbg !226
    #dbg_value(i64 %61, !176, !DIExpression(), !213)
  %62 = add nuw nsw i64 %45, 1, !dbg !227
    #dbg_value(ptr %63, !182, !DIExpression(), !213)
  %63 = getelementptr inbounds i8, ptr @.str.5, i64 %62, !dbg !228
  %64 = load i8, ptr %63, align 1, !dbg !228, !tbaa !206
  %65 = icmp eq i64 %62, 20, !dbg !215
  br i1 %65, label %66, label %42, !dbg !215, !llvm.loop !229

66:                                               ; preds = %60, %42, %49, %53, %56
  %67 = phi i32 [ -1, %49 ], [ -1, %42 ], [ 1, %53 ], [ 1, %56 ], [ 0, %60 ], !dbg !213
    #dbg_value(i32 10, !183, !DIExpression(), !231)
    #dbg_value(ptr undef, !184, !DIExpression(), !231)
    #dbg_value(i64 12, !176, !DIExpression(), !231)
    #dbg_value(ptr poison, !182, !DIExpression(), !231)
    #dbg_value(ptr poison, !185, !DIExpression(), !233)
  %68 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %41, i32 noundef %67, i32 noundef -1), !dbg !234
    #dbg_assign(i1 undef, !235, !DIExpression(), !159, ptr %4, !DIExpression(), !248)
    #dbg_value(i128 -1, !240, !DIExpression(), !248)
    #dbg_value(ptr %5, !241, !DIExpression(), !248)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %4) #10, !dbg !250
    #dbg_value(i32 0, !242, !DIExpression(), !248)
  br label %69, !dbg !251

69:                                               ; preds = %80, %66
  %70 = phi i64 [ 0, %66 ], [ %85, %80 ]
  %71 = phi i128 [ -1, %66 ], [ %87, %80 ]
    #dbg_value(i64 %70, !242, !DIExpression(), !248)
    #dbg_value(i128 %71, !240, !DIExpression(), !248)
  %72 = freeze i128 %71, !dbg !252
  %73 = udiv i128 %72, 10, !dbg !252
  %74 = mul i128 %73, 10, !dbg !254
  %75 = sub i128 %72, %74, !dbg !254
  %76 = trunc nuw nsw i128 %75 to i8, !dbg !255
  %77 = or disjoint i8 %76, 48, !dbg !256
    #dbg_value(i64 %70, !242, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !248)
  %78 = getelementptr inbounds [50 x i8], ptr %4, i64 0, i64 %70, !dbg !257
  store i8 %77, ptr %78, align 2, !dbg !258, !tbaa !206
    #dbg_value(i128 poison, !240, !DIExpression(), !248)
  %79 = icmp eq i64 %70, 38, !dbg !259
  br i1 %79, label %88, label %80, !dbg !259, !llvm.loop !260

80:                                               ; preds = %69
  %81 = or disjoint i64 %70, 1, !dbg !262
    #dbg_value(i64 %81, !242, !DIExpression(), !248)
    #dbg_value(i128 %73, !240, !DIExpression(), !248)
    #dbg_value(i64 %81, !242, !DIExpression(), !248)
    #dbg_value(i128 %73, !240, !DIExpression(), !248)
  %82 = urem i128 %73, 10, !dbg !254
  %83 = trunc nuw nsw i128 %82 to i8, !dbg !255
  %84 = or disjoint i8 %83, 48, !dbg !256
  %85 = add nuw nsw i64 %70, 2, !dbg !262
    #dbg_value(i64 %85, !242, !DIExpression(), !248)
  %86 = getelementptr inbounds [50 x i8], ptr %4, i64 0, i64 %81, !dbg !257
  store i8 %84, ptr %86, align 1, !dbg !258, !tbaa !206
  %87 = udiv i128 %71, 100, !dbg !252
    #dbg_value(i128 %87, !240, !DIExpression(), !248)
  br label %69

88:                                               ; preds = %69
  %89 = getelementptr inbounds i8, ptr %4, i64 23, !dbg !263
  %90 = getelementptr inbounds i8, ptr %4, i64 7, !dbg !263
  %91 = load <16 x i8>, ptr %89, align 1, !dbg !263, !tbaa !206
  %92 = shufflevector <16 x i8> %91, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !263
  %93 = load <16 x i8>, ptr %90, align 1, !dbg !263, !tbaa !206
  %94 = shufflevector <16 x i8> %93, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !263
  %95 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !265
  store <16 x i8> %92, ptr %5, align 16, !dbg !265, !tbaa !206
  store <16 x i8> %94, ptr %95, align 16, !dbg !265, !tbaa !206
  %96 = getelementptr inbounds i8, ptr %4, i64 3, !dbg !263
  %97 = load <4 x i8>, ptr %96, align 1, !dbg !263, !tbaa !206
  %98 = shufflevector <4 x i8> %97, <4 x i8> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !263
  %99 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !266
  store <4 x i8> %98, ptr %99, align 16, !dbg !265, !tbaa !206
    #dbg_value(i64 36, !243, !DIExpression(), !267)
  %100 = getelementptr inbounds i8, ptr %4, i64 2, !dbg !263
  %101 = load i8, ptr %100, align 2, !dbg !263, !tbaa !206
  %102 = getelementptr inbounds i8, ptr %5, i64 36, !dbg !266
  store i8 %101, ptr %102, align 4, !dbg !265, !tbaa !206
    #dbg_value(i64 37, !243, !DIExpression(), !267)
  %103 = getelementptr inbounds i8, ptr %4, i64 1, !dbg !263
  %104 = load i8, ptr %103, align 1, !dbg !263, !tbaa !206
  %105 = getelementptr inbounds i8, ptr %5, i64 37, !dbg !266
  store i8 %104, ptr %105, align 1, !dbg !265, !tbaa !206
    #dbg_value(i64 38, !243, !DIExpression(), !267)
  %106 = load i8, ptr %4, align 16, !dbg !263, !tbaa !206
  %107 = getelementptr inbounds i8, ptr %5, i64 38, !dbg !266
  store i8 %106, ptr %107, align 2, !dbg !265, !tbaa !206
    #dbg_value(i64 39, !243, !DIExpression(), !267)
  %108 = getelementptr inbounds i8, ptr %5, i64 39, !dbg !268
  store i8 0, ptr %108, align 1, !dbg !269, !tbaa !206, !DIAssignID !270
    #dbg_assign(i8 0, !129, !DIExpression(DW_OP_LLVM_fragment, 312, 8), !270, ptr %108, !DIExpression(), !161)
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %4) #10, !dbg !271
  %109 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, ptr noundef nonnull %5), !dbg !272
    #dbg_value(i64 -13, !148, !DIExpression(), !273)
    #dbg_assign(i1 undef, !274, !DIExpression(), !156, ptr %1, !DIExpression(), !286)
    #dbg_value(i64 -13, !279, !DIExpression(), !286)
    #dbg_value(ptr %5, !280, !DIExpression(), !286)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #10, !dbg !289
    #dbg_value(i32 0, !281, !DIExpression(), !286)
  br label %476, !dbg !290

110:                                              ; preds = %0, %320
  %111 = phi i64 [ 0, %0 ], [ %322, %320 ]
  %112 = phi i32 [ 0, %0 ], [ %425, %320 ]
    #dbg_value(i32 %112, !135, !DIExpression(), !161)
    #dbg_value(i64 %111, !136, !DIExpression(), !173)
    #dbg_value(i64 poison, !144, !DIExpression(), !174)
  %113 = getelementptr inbounds [6 x i64], ptr %6, i64 0, i64 %111, !dbg !291
  %114 = load i64, ptr %113, align 8, !dbg !291, !tbaa !292
  %115 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef %114), !dbg !294
    #dbg_value(i64 2, !138, !DIExpression(), !295)
    #dbg_assign(i1 undef, !296, !DIExpression(), !158, ptr %3, !DIExpression(), !310)
    #dbg_value(i64 %114, !301, !DIExpression(), !310)
    #dbg_value(i64 2, !302, !DIExpression(), !310)
    #dbg_value(ptr %5, !303, !DIExpression(), !310)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #10, !dbg !313
    #dbg_value(i32 0, !304, !DIExpression(), !310)
  br label %116, !dbg !314

116:                                              ; preds = %116, %110
  %117 = phi i32 [ %127, %116 ], [ 1, %110 ]
  %118 = phi i64 [ %123, %116 ], [ 0, %110 ]
  %119 = phi i64 [ %125, %116 ], [ %114, %110 ]
    #dbg_value(i64 %118, !304, !DIExpression(), !310)
    #dbg_value(i64 %119, !301, !DIExpression(), !310)
  %120 = and i64 %119, 1, !dbg !315
  %121 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %120, !dbg !317
  %122 = load i8, ptr %121, align 1, !dbg !317, !tbaa !206
  %123 = add nuw nsw i64 %118, 1, !dbg !318
    #dbg_value(i64 %123, !304, !DIExpression(), !310)
  %124 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %118, !dbg !319
  store i8 %122, ptr %124, align 1, !dbg !320, !tbaa !206
  %125 = lshr i64 %119, 1, !dbg !321
    #dbg_value(i64 %125, !301, !DIExpression(), !310)
  %126 = icmp ult i64 %119, 2, !dbg !322
  %127 = add nuw i32 %117, 1, !dbg !322
  br i1 %126, label %128, label %116, !dbg !322, !llvm.loop !323

128:                                              ; preds = %116
    #dbg_value(i32 0, !305, !DIExpression(), !325)
  %129 = shl i64 %118, 32, !dbg !326
  %130 = ashr exact i64 %129, 32, !dbg !326
  %131 = zext i32 %117 to i64, !dbg !327
  %132 = icmp ult i32 %117, 8, !dbg !326
  br i1 %132, label %170, label %133, !dbg !326

133:                                              ; preds = %128
  %134 = icmp ult i32 %117, 32, !dbg !326
  br i1 %134, label %156, label %135, !dbg !326

135:                                              ; preds = %133
  %136 = and i64 %131, 4294967264, !dbg !326
  br label %137, !dbg !326

137:                                              ; preds = %137, %135
  %138 = phi i64 [ 0, %135 ], [ %149, %137 ], !dbg !329
  %139 = sub nsw i64 %130, %138, !dbg !330
  %140 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %139, !dbg !331
  %141 = getelementptr inbounds i8, ptr %140, i64 -15, !dbg !331
  %142 = getelementptr inbounds i8, ptr %140, i64 -31, !dbg !331
  %143 = load <16 x i8>, ptr %141, align 1, !dbg !331, !tbaa !206
  %144 = shufflevector <16 x i8> %143, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !331
  %145 = load <16 x i8>, ptr %142, align 1, !dbg !331, !tbaa !206
  %146 = shufflevector <16 x i8> %145, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !331
  %147 = getelementptr inbounds i8, ptr %5, i64 %138, !dbg !332
  %148 = getelementptr inbounds i8, ptr %147, i64 16, !dbg !333
  store <16 x i8> %144, ptr %147, align 16, !dbg !333, !tbaa !206
  store <16 x i8> %146, ptr %148, align 16, !dbg !333, !tbaa !206
  %149 = add nuw i64 %138, 32, !dbg !329
  %150 = icmp eq i64 %149, %136, !dbg !329
  br i1 %150, label %151, label %137, !dbg !329, !llvm.loop !334

151:                                              ; preds = %137
  %152 = icmp eq i64 %136, %131, !dbg !326
  br i1 %152, label %180, label %153, !dbg !326

153:                                              ; preds = %151
  %154 = and i64 %131, 24, !dbg !326
  %155 = icmp eq i64 %154, 0, !dbg !326
  br i1 %155, label %170, label %156, !dbg !326

156:                                              ; preds = %133, %153
  %157 = phi i64 [ %136, %153 ], [ 0, %133 ]
  %158 = and i64 %131, 4294967288, !dbg !326
  br label %159, !dbg !326

159:                                              ; preds = %159, %156
  %160 = phi i64 [ %157, %156 ], [ %166, %159 ], !dbg !329
  %161 = sub nsw i64 %130, %160, !dbg !330
  %162 = getelementptr [70 x i8], ptr %12, i64 0, i64 %161, !dbg !331
  %163 = load <8 x i8>, ptr %162, align 1, !dbg !331, !tbaa !206
  %164 = shufflevector <8 x i8> %163, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !331
  %165 = getelementptr inbounds i8, ptr %5, i64 %160, !dbg !332
  store <8 x i8> %164, ptr %165, align 8, !dbg !333, !tbaa !206
  %166 = add nuw i64 %160, 8, !dbg !329
  %167 = icmp eq i64 %166, %158, !dbg !329
  br i1 %167, label %168, label %159, !dbg !329, !llvm.loop !338

168:                                              ; preds = %159
  %169 = icmp eq i64 %158, %131, !dbg !326
  br i1 %169, label %180, label %170, !dbg !326

170:                                              ; preds = %168, %128, %153
  %171 = phi i64 [ 0, %128 ], [ %136, %153 ], [ %158, %168 ]
  br label %172, !dbg !326

172:                                              ; preds = %170, %172
  %173 = phi i64 [ %178, %172 ], [ %171, %170 ]
    #dbg_value(i64 %173, !305, !DIExpression(), !325)
  %174 = sub nsw i64 %130, %173, !dbg !330
  %175 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %174, !dbg !331
  %176 = load i8, ptr %175, align 1, !dbg !331, !tbaa !206
  %177 = getelementptr inbounds i8, ptr %5, i64 %173, !dbg !332
  store i8 %176, ptr %177, align 1, !dbg !333, !tbaa !206
  %178 = add nuw nsw i64 %173, 1, !dbg !329
    #dbg_value(i64 %178, !305, !DIExpression(), !325)
  %179 = icmp eq i64 %178, %131, !dbg !327
  br i1 %179, label %180, label %172, !dbg !326, !llvm.loop !339

180:                                              ; preds = %172, %168, %151
  %181 = and i64 %123, 4294967295, !dbg !340
  %182 = getelementptr inbounds i8, ptr %5, i64 %181, !dbg !340
  store i8 0, ptr %182, align 1, !dbg !341, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #10, !dbg !342
  %183 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 2, ptr noundef nonnull %5), !dbg !343
    #dbg_value(i64 19, !138, !DIExpression(), !295)
    #dbg_assign(i1 undef, !296, !DIExpression(), !158, ptr %3, !DIExpression(), !310)
    #dbg_value(i64 %114, !301, !DIExpression(), !310)
    #dbg_value(i64 19, !302, !DIExpression(), !310)
    #dbg_value(ptr %5, !303, !DIExpression(), !310)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #10, !dbg !313
    #dbg_value(i32 0, !304, !DIExpression(), !310)
  br label %184, !dbg !314

184:                                              ; preds = %184, %180
  %185 = phi i32 [ %195, %184 ], [ 1, %180 ]
  %186 = phi i64 [ %191, %184 ], [ 0, %180 ]
  %187 = phi i64 [ %193, %184 ], [ %114, %180 ]
    #dbg_value(i64 %186, !304, !DIExpression(), !310)
    #dbg_value(i64 %187, !301, !DIExpression(), !310)
  %188 = urem i64 %187, 19, !dbg !315
  %189 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %188, !dbg !317
  %190 = load i8, ptr %189, align 1, !dbg !317, !tbaa !206
  %191 = add nuw nsw i64 %186, 1, !dbg !318
    #dbg_value(i64 %191, !304, !DIExpression(), !310)
  %192 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %186, !dbg !319
  store i8 %190, ptr %192, align 1, !dbg !320, !tbaa !206
  %193 = udiv i64 %187, 19, !dbg !321
    #dbg_value(i64 %193, !301, !DIExpression(), !310)
  %194 = icmp ult i64 %187, 19, !dbg !322
  %195 = add nuw i32 %185, 1, !dbg !322
  br i1 %194, label %196, label %184, !dbg !322, !llvm.loop !323

196:                                              ; preds = %184
    #dbg_value(i32 0, !305, !DIExpression(), !325)
  %197 = shl i64 %186, 32, !dbg !326
  %198 = ashr exact i64 %197, 32, !dbg !326
  %199 = zext i32 %185 to i64, !dbg !327
  %200 = icmp ult i32 %185, 8, !dbg !326
  br i1 %200, label %238, label %201, !dbg !326

201:                                              ; preds = %196
  %202 = icmp ult i32 %185, 32, !dbg !326
  br i1 %202, label %224, label %203, !dbg !326

203:                                              ; preds = %201
  %204 = and i64 %199, 4294967264, !dbg !326
  br label %205, !dbg !326

205:                                              ; preds = %205, %203
  %206 = phi i64 [ 0, %203 ], [ %217, %205 ], !dbg !329
  %207 = sub nsw i64 %198, %206, !dbg !330
  %208 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %207, !dbg !331
  %209 = getelementptr inbounds i8, ptr %208, i64 -15, !dbg !331
  %210 = getelementptr inbounds i8, ptr %208, i64 -31, !dbg !331
  %211 = load <16 x i8>, ptr %209, align 1, !dbg !331, !tbaa !206
  %212 = shufflevector <16 x i8> %211, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !331
  %213 = load <16 x i8>, ptr %210, align 1, !dbg !331, !tbaa !206
  %214 = shufflevector <16 x i8> %213, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !331
  %215 = getelementptr inbounds i8, ptr %5, i64 %206, !dbg !332
  %216 = getelementptr inbounds i8, ptr %215, i64 16, !dbg !333
  store <16 x i8> %212, ptr %215, align 16, !dbg !333, !tbaa !206
  store <16 x i8> %214, ptr %216, align 16, !dbg !333, !tbaa !206
  %217 = add nuw i64 %206, 32, !dbg !329
  %218 = icmp eq i64 %217, %204, !dbg !329
  br i1 %218, label %219, label %205, !dbg !329, !llvm.loop !344

219:                                              ; preds = %205
  %220 = icmp eq i64 %204, %199, !dbg !326
  br i1 %220, label %248, label %221, !dbg !326

221:                                              ; preds = %219
  %222 = and i64 %199, 24, !dbg !326
  %223 = icmp eq i64 %222, 0, !dbg !326
  br i1 %223, label %238, label %224, !dbg !326

224:                                              ; preds = %201, %221
  %225 = phi i64 [ %204, %221 ], [ 0, %201 ]
  %226 = and i64 %199, 4294967288, !dbg !326
  br label %227, !dbg !326

227:                                              ; preds = %227, %224
  %228 = phi i64 [ %225, %224 ], [ %234, %227 ], !dbg !329
  %229 = sub nsw i64 %198, %228, !dbg !330
  %230 = getelementptr [70 x i8], ptr %13, i64 0, i64 %229, !dbg !331
  %231 = load <8 x i8>, ptr %230, align 1, !dbg !331, !tbaa !206
  %232 = shufflevector <8 x i8> %231, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !331
  %233 = getelementptr inbounds i8, ptr %5, i64 %228, !dbg !332
  store <8 x i8> %232, ptr %233, align 8, !dbg !333, !tbaa !206
  %234 = add nuw i64 %228, 8, !dbg !329
  %235 = icmp eq i64 %234, %226, !dbg !329
  br i1 %235, label %236, label %227, !dbg !329, !llvm.loop !345

236:                                              ; preds = %227
  %237 = icmp eq i64 %226, %199, !dbg !326
  br i1 %237, label %248, label %238, !dbg !326

238:                                              ; preds = %236, %196, %221
  %239 = phi i64 [ 0, %196 ], [ %204, %221 ], [ %226, %236 ]
  br label %240, !dbg !326

240:                                              ; preds = %238, %240
  %241 = phi i64 [ %246, %240 ], [ %239, %238 ]
    #dbg_value(i64 %241, !305, !DIExpression(), !325)
  %242 = sub nsw i64 %198, %241, !dbg !330
  %243 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %242, !dbg !331
  %244 = load i8, ptr %243, align 1, !dbg !331, !tbaa !206
  %245 = getelementptr inbounds i8, ptr %5, i64 %241, !dbg !332
  store i8 %244, ptr %245, align 1, !dbg !333, !tbaa !206
  %246 = add nuw nsw i64 %241, 1, !dbg !329
    #dbg_value(i64 %246, !305, !DIExpression(), !325)
  %247 = icmp eq i64 %246, %199, !dbg !327
  br i1 %247, label %248, label %240, !dbg !326, !llvm.loop !346

248:                                              ; preds = %240, %236, %219
  %249 = and i64 %191, 4294967295, !dbg !340
  %250 = getelementptr inbounds i8, ptr %5, i64 %249, !dbg !340
  store i8 0, ptr %250, align 1, !dbg !341, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #10, !dbg !342
  %251 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 19, ptr noundef nonnull %5), !dbg !343
    #dbg_value(i64 36, !138, !DIExpression(), !295)
    #dbg_assign(i1 undef, !296, !DIExpression(), !158, ptr %3, !DIExpression(), !310)
    #dbg_value(i64 %114, !301, !DIExpression(), !310)
    #dbg_value(i64 36, !302, !DIExpression(), !310)
    #dbg_value(ptr %5, !303, !DIExpression(), !310)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %3) #10, !dbg !313
    #dbg_value(i32 0, !304, !DIExpression(), !310)
  br label %252, !dbg !314

252:                                              ; preds = %252, %248
  %253 = phi i32 [ %263, %252 ], [ 1, %248 ]
  %254 = phi i64 [ %259, %252 ], [ 0, %248 ]
  %255 = phi i64 [ %261, %252 ], [ %114, %248 ]
    #dbg_value(i64 %254, !304, !DIExpression(), !310)
    #dbg_value(i64 %255, !301, !DIExpression(), !310)
  %256 = urem i64 %255, 36, !dbg !315
  %257 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %256, !dbg !317
  %258 = load i8, ptr %257, align 1, !dbg !317, !tbaa !206
  %259 = add nuw nsw i64 %254, 1, !dbg !318
    #dbg_value(i64 %259, !304, !DIExpression(), !310)
  %260 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %254, !dbg !319
  store i8 %258, ptr %260, align 1, !dbg !320, !tbaa !206
  %261 = udiv i64 %255, 36, !dbg !321
    #dbg_value(i64 %261, !301, !DIExpression(), !310)
  %262 = icmp ult i64 %255, 36, !dbg !322
  %263 = add nuw i32 %253, 1, !dbg !322
  br i1 %262, label %264, label %252, !dbg !322, !llvm.loop !323

264:                                              ; preds = %252
    #dbg_value(i32 0, !305, !DIExpression(), !325)
  %265 = shl i64 %254, 32, !dbg !326
  %266 = ashr exact i64 %265, 32, !dbg !326
  %267 = zext i32 %253 to i64, !dbg !327
  %268 = icmp ult i32 %253, 8, !dbg !326
  br i1 %268, label %306, label %269, !dbg !326

269:                                              ; preds = %264
  %270 = icmp ult i32 %253, 32, !dbg !326
  br i1 %270, label %292, label %271, !dbg !326

271:                                              ; preds = %269
  %272 = and i64 %267, 4294967264, !dbg !326
  br label %273, !dbg !326

273:                                              ; preds = %273, %271
  %274 = phi i64 [ 0, %271 ], [ %285, %273 ], !dbg !329
  %275 = sub nsw i64 %266, %274, !dbg !330
  %276 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %275, !dbg !331
  %277 = getelementptr inbounds i8, ptr %276, i64 -15, !dbg !331
  %278 = getelementptr inbounds i8, ptr %276, i64 -31, !dbg !331
  %279 = load <16 x i8>, ptr %277, align 1, !dbg !331, !tbaa !206
  %280 = shufflevector <16 x i8> %279, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !331
  %281 = load <16 x i8>, ptr %278, align 1, !dbg !331, !tbaa !206
  %282 = shufflevector <16 x i8> %281, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !331
  %283 = getelementptr inbounds i8, ptr %5, i64 %274, !dbg !332
  %284 = getelementptr inbounds i8, ptr %283, i64 16, !dbg !333
  store <16 x i8> %280, ptr %283, align 16, !dbg !333, !tbaa !206
  store <16 x i8> %282, ptr %284, align 16, !dbg !333, !tbaa !206
  %285 = add nuw i64 %274, 32, !dbg !329
  %286 = icmp eq i64 %285, %272, !dbg !329
  br i1 %286, label %287, label %273, !dbg !329, !llvm.loop !347

287:                                              ; preds = %273
  %288 = icmp eq i64 %272, %267, !dbg !326
  br i1 %288, label %316, label %289, !dbg !326

289:                                              ; preds = %287
  %290 = and i64 %267, 24, !dbg !326
  %291 = icmp eq i64 %290, 0, !dbg !326
  br i1 %291, label %306, label %292, !dbg !326

292:                                              ; preds = %269, %289
  %293 = phi i64 [ %272, %289 ], [ 0, %269 ]
  %294 = and i64 %267, 4294967288, !dbg !326
  br label %295, !dbg !326

295:                                              ; preds = %295, %292
  %296 = phi i64 [ %293, %292 ], [ %302, %295 ], !dbg !329
  %297 = sub nsw i64 %266, %296, !dbg !330
  %298 = getelementptr [70 x i8], ptr %14, i64 0, i64 %297, !dbg !331
  %299 = load <8 x i8>, ptr %298, align 1, !dbg !331, !tbaa !206
  %300 = shufflevector <8 x i8> %299, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !331
  %301 = getelementptr inbounds i8, ptr %5, i64 %296, !dbg !332
  store <8 x i8> %300, ptr %301, align 8, !dbg !333, !tbaa !206
  %302 = add nuw i64 %296, 8, !dbg !329
  %303 = icmp eq i64 %302, %294, !dbg !329
  br i1 %303, label %304, label %295, !dbg !329, !llvm.loop !348

304:                                              ; preds = %295
  %305 = icmp eq i64 %294, %267, !dbg !326
  br i1 %305, label %316, label %306, !dbg !326

306:                                              ; preds = %304, %264, %289
  %307 = phi i64 [ 0, %264 ], [ %272, %289 ], [ %294, %304 ]
  br label %308, !dbg !326

308:                                              ; preds = %306, %308
  %309 = phi i64 [ %314, %308 ], [ %307, %306 ]
    #dbg_value(i64 %309, !305, !DIExpression(), !325)
  %310 = sub nsw i64 %266, %309, !dbg !330
  %311 = getelementptr inbounds [70 x i8], ptr %3, i64 0, i64 %310, !dbg !331
  %312 = load i8, ptr %311, align 1, !dbg !331, !tbaa !206
  %313 = getelementptr inbounds i8, ptr %5, i64 %309, !dbg !332
  store i8 %312, ptr %313, align 1, !dbg !333, !tbaa !206
  %314 = add nuw nsw i64 %309, 1, !dbg !329
    #dbg_value(i64 %314, !305, !DIExpression(), !325)
  %315 = icmp eq i64 %314, %267, !dbg !327
  br i1 %315, label %316, label %308, !dbg !326, !llvm.loop !349

316:                                              ; preds = %308, %304, %287
  %317 = and i64 %259, 4294967295, !dbg !340
  %318 = getelementptr inbounds i8, ptr %5, i64 %317, !dbg !340
  store i8 0, ptr %318, align 1, !dbg !341, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %3) #10, !dbg !342
  %319 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 36, ptr noundef nonnull %5), !dbg !343
    #dbg_value(i64 53, !138, !DIExpression(), !295)
  br label %324, !dbg !350

320:                                              ; preds = %424
  %321 = call i32 @putchar(i32 10), !dbg !351
  %322 = add nuw nsw i64 %111, 1, !dbg !352
    #dbg_value(i64 poison, !144, !DIExpression(), !174)
    #dbg_value(i32 %425, !135, !DIExpression(), !161)
    #dbg_value(i64 %322, !136, !DIExpression(), !173)
  %323 = icmp eq i64 %322, 6, !dbg !353
  br i1 %323, label %16, label %110, !dbg !175, !llvm.loop !354

324:                                              ; preds = %316, %424
  %325 = phi i64 [ 2, %316 ], [ %426, %424 ]
  %326 = phi i32 [ %112, %316 ], [ %425, %424 ]
    #dbg_value(i32 %326, !135, !DIExpression(), !161)
    #dbg_value(i64 %325, !142, !DIExpression(), !356)
    #dbg_value(i64 poison, !144, !DIExpression(), !174)
    #dbg_assign(i1 undef, !296, !DIExpression(), !157, ptr %2, !DIExpression(), !357)
    #dbg_value(i64 %114, !301, !DIExpression(), !357)
    #dbg_value(i64 %325, !302, !DIExpression(), !357)
    #dbg_value(ptr %5, !303, !DIExpression(), !357)
  call void @llvm.lifetime.start.p0(i64 70, ptr nonnull %2) #10, !dbg !359
    #dbg_value(i32 0, !304, !DIExpression(), !357)
  br label %327, !dbg !360

327:                                              ; preds = %327, %324
  %328 = phi i32 [ %338, %327 ], [ 1, %324 ]
  %329 = phi i64 [ %334, %327 ], [ 0, %324 ]
  %330 = phi i64 [ %336, %327 ], [ %114, %324 ]
    #dbg_value(i64 %329, !304, !DIExpression(), !357)
    #dbg_value(i64 %330, !301, !DIExpression(), !357)
  %331 = urem i64 %330, %325, !dbg !361
  %332 = getelementptr inbounds [37 x i8], ptr @digits, i64 0, i64 %331, !dbg !362
  %333 = load i8, ptr %332, align 1, !dbg !362, !tbaa !206
  %334 = add nuw nsw i64 %329, 1, !dbg !363
    #dbg_value(i64 %334, !304, !DIExpression(), !357)
  %335 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %329, !dbg !364
  store i8 %333, ptr %335, align 1, !dbg !365, !tbaa !206
  %336 = udiv i64 %330, %325, !dbg !366
    #dbg_value(i64 %336, !301, !DIExpression(), !357)
  %337 = icmp ult i64 %330, %325, !dbg !367
  %338 = add nuw i32 %328, 1, !dbg !367
  br i1 %337, label %339, label %327, !dbg !367, !llvm.loop !368

339:                                              ; preds = %327
    #dbg_value(i32 0, !305, !DIExpression(), !370)
  %340 = shl i64 %329, 32, !dbg !371
  %341 = ashr exact i64 %340, 32, !dbg !371
  %342 = zext i32 %328 to i64, !dbg !372
  %343 = icmp ult i32 %328, 8, !dbg !371
  br i1 %343, label %381, label %344, !dbg !371

344:                                              ; preds = %339
  %345 = icmp ult i32 %328, 32, !dbg !371
  br i1 %345, label %367, label %346, !dbg !371

346:                                              ; preds = %344
  %347 = and i64 %342, 4294967264, !dbg !371
  br label %348, !dbg !371

348:                                              ; preds = %348, %346
  %349 = phi i64 [ 0, %346 ], [ %360, %348 ], !dbg !373
  %350 = sub nsw i64 %341, %349, !dbg !374
  %351 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %350, !dbg !375
  %352 = getelementptr inbounds i8, ptr %351, i64 -15, !dbg !375
  %353 = getelementptr inbounds i8, ptr %351, i64 -31, !dbg !375
  %354 = load <16 x i8>, ptr %352, align 1, !dbg !375, !tbaa !206
  %355 = shufflevector <16 x i8> %354, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !375
  %356 = load <16 x i8>, ptr %353, align 1, !dbg !375, !tbaa !206
  %357 = shufflevector <16 x i8> %356, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !375
  %358 = getelementptr inbounds i8, ptr %5, i64 %349, !dbg !376
  %359 = getelementptr inbounds i8, ptr %358, i64 16, !dbg !377
  store <16 x i8> %355, ptr %358, align 16, !dbg !377, !tbaa !206
  store <16 x i8> %357, ptr %359, align 16, !dbg !377, !tbaa !206
  %360 = add nuw i64 %349, 32, !dbg !373
  %361 = icmp eq i64 %360, %347, !dbg !373
  br i1 %361, label %362, label %348, !dbg !373, !llvm.loop !378

362:                                              ; preds = %348
  %363 = icmp eq i64 %347, %342, !dbg !371
  br i1 %363, label %391, label %364, !dbg !371

364:                                              ; preds = %362
  %365 = and i64 %342, 24, !dbg !371
  %366 = icmp eq i64 %365, 0, !dbg !371
  br i1 %366, label %381, label %367, !dbg !371

367:                                              ; preds = %344, %364
  %368 = phi i64 [ %347, %364 ], [ 0, %344 ]
  %369 = and i64 %342, 4294967288, !dbg !371
  br label %370, !dbg !371

370:                                              ; preds = %370, %367
  %371 = phi i64 [ %368, %367 ], [ %377, %370 ], !dbg !373
  %372 = sub nsw i64 %341, %371, !dbg !374
  %373 = getelementptr [70 x i8], ptr %15, i64 0, i64 %372, !dbg !375
  %374 = load <8 x i8>, ptr %373, align 1, !dbg !375, !tbaa !206
  %375 = shufflevector <8 x i8> %374, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !375
  %376 = getelementptr inbounds i8, ptr %5, i64 %371, !dbg !376
  store <8 x i8> %375, ptr %376, align 8, !dbg !377, !tbaa !206
  %377 = add nuw i64 %371, 8, !dbg !373
  %378 = icmp eq i64 %377, %369, !dbg !373
  br i1 %378, label %379, label %370, !dbg !373, !llvm.loop !380

379:                                              ; preds = %370
  %380 = icmp eq i64 %369, %342, !dbg !371
  br i1 %380, label %391, label %381, !dbg !371

381:                                              ; preds = %379, %339, %364
  %382 = phi i64 [ 0, %339 ], [ %347, %364 ], [ %369, %379 ]
  br label %383, !dbg !371

383:                                              ; preds = %381, %383
  %384 = phi i64 [ %389, %383 ], [ %382, %381 ]
    #dbg_value(i64 %384, !305, !DIExpression(), !370)
  %385 = sub nsw i64 %341, %384, !dbg !374
  %386 = getelementptr inbounds [70 x i8], ptr %2, i64 0, i64 %385, !dbg !375
  %387 = load i8, ptr %386, align 1, !dbg !375, !tbaa !206
  %388 = getelementptr inbounds i8, ptr %5, i64 %384, !dbg !376
  store i8 %387, ptr %388, align 1, !dbg !377, !tbaa !206
  %389 = add nuw nsw i64 %384, 1, !dbg !373
    #dbg_value(i64 %389, !305, !DIExpression(), !370)
  %390 = icmp eq i64 %389, %342, !dbg !372
  br i1 %390, label %391, label %383, !dbg !371, !llvm.loop !381

391:                                              ; preds = %383, %379, %362
  %392 = and i64 %334, 4294967295, !dbg !382
  %393 = getelementptr inbounds i8, ptr %5, i64 %392, !dbg !382
  store i8 0, ptr %393, align 1, !dbg !383, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 70, ptr nonnull %2) #10, !dbg !384
    #dbg_value(ptr %5, !182, !DIExpression(), !385)
    #dbg_value(i64 %325, !183, !DIExpression(), !385)
    #dbg_value(ptr undef, !184, !DIExpression(), !385)
    #dbg_value(i64 0, !176, !DIExpression(), !385)
  %394 = load i8, ptr %5, align 16, !dbg !388, !tbaa !206
  %395 = icmp eq i8 %394, 0, !dbg !389
  br i1 %395, label %419, label %396, !dbg !389

396:                                              ; preds = %391, %414
  %397 = phi i8 [ %417, %414 ], [ %394, %391 ]
  %398 = phi i64 [ %415, %414 ], [ 0, %391 ]
  %399 = phi ptr [ %416, %414 ], [ %5, %391 ]
    #dbg_value(i64 %398, !176, !DIExpression(), !385)
    #dbg_value(ptr %399, !182, !DIExpression(), !385)
  %400 = sext i8 %397 to i32, !dbg !390
  %401 = call ptr @memchr(ptr noundef nonnull dereferenceable(1) @digits, i32 %400, i64 37), !dbg !391
    #dbg_value(ptr %401, !185, !DIExpression(), !392)
  %402 = icmp eq ptr %401, null, !dbg !393
  br i1 %402, label %422, label %403, !dbg !394

403:                                              ; preds = %396
  %404 = ptrtoint ptr %401 to i64, !dbg !395
  %405 = sub i64 %404, ptrtoint (ptr @digits to i64), !dbg !395
  %406 = icmp slt i64 %405, %325, !dbg !396
  br i1 %406, label %407, label %422, !dbg !397

407:                                              ; preds = %403
  %408 = call { i64, i1 } @llvm.umul.with.overflow.i64(i64 %398, i64 %325), !dbg !398
  %409 = extractvalue { i64, i1 } %408, 1, !dbg !398
    #dbg_value(i64 poison, !176, !DIExpression(), !385)
  br i1 %409, label %422, label %410, !dbg !399

410:                                              ; preds = %407
  %411 = extractvalue { i64, i1 } %408, 0, !dbg !398
    #dbg_value(i64 %411, !176, !DIExpression(), !385)
  %412 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %411, i64 %405), !dbg !400
  %413 = extractvalue { i64, i1 } %412, 1, !dbg !400
    #dbg_value(i64 poison, !176, !DIExpression(), !385)
  br i1 %413, label %422, label %414

414:                                              ; preds = %410
  %415 = extractvalue { i64, i1 } %412, 0, !dbg !400
    #dbg_value(i64 %415, !176, !DIExpression(), !385)
  %416 = getelementptr inbounds i8, ptr %399, i64 1, !dbg !401
    #dbg_value(ptr %416, !182, !DIExpression(), !385)
  %417 = load i8, ptr %416, align 1, !dbg !388, !tbaa !206
  %418 = icmp eq i8 %417, 0, !dbg !389
  br i1 %418, label %419, label %396, !dbg !389, !llvm.loop !402

419:                                              ; preds = %414, %391
  %420 = phi i64 [ 0, %391 ], [ %415, %414 ]
    #dbg_value(i64 %420, !144, !DIExpression(), !174)
  %421 = icmp eq i64 %420, %114, !dbg !404
  br i1 %421, label %424, label %422, !dbg !405

422:                                              ; preds = %410, %407, %396, %403, %419
  %423 = add nsw i32 %326, 1, !dbg !406
    #dbg_value(i32 %423, !135, !DIExpression(), !161)
  br label %424, !dbg !407

424:                                              ; preds = %422, %419
  %425 = phi i32 [ %423, %422 ], [ %326, %419 ], !dbg !161
    #dbg_value(i32 %425, !135, !DIExpression(), !161)
  %426 = add nuw nsw i64 %325, 1, !dbg !408
    #dbg_value(i64 poison, !144, !DIExpression(), !174)
    #dbg_value(i64 %426, !142, !DIExpression(), !356)
  %427 = icmp eq i64 %426, 37, !dbg !409
  br i1 %427, label %320, label %324, !dbg !350, !llvm.loop !410

428:                                              ; preds = %487
    #dbg_value(i32 0, !284, !DIExpression(), !412)
  %429 = shl i64 %490, 32, !dbg !413
  %430 = ashr exact i64 %429, 32, !dbg !413
  %431 = and i64 %490, 4294967295, !dbg !414
  %432 = icmp ult i64 %431, 8, !dbg !413
  br i1 %432, label %457, label %433, !dbg !413

433:                                              ; preds = %428
  %434 = icmp ult i64 %431, 32, !dbg !413
  br i1 %434, label %459, label %435, !dbg !413

435:                                              ; preds = %433
  %436 = and i64 %490, 31, !dbg !413
  %437 = sub nsw i64 %431, %436, !dbg !413
  br label %438, !dbg !413

438:                                              ; preds = %438, %435
  %439 = phi i64 [ 0, %435 ], [ %451, %438 ], !dbg !416
  %440 = xor i64 %439, -1, !dbg !417
  %441 = add nsw i64 %430, %440, !dbg !417
  %442 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %441, !dbg !418
  %443 = getelementptr inbounds i8, ptr %442, i64 -15, !dbg !418
  %444 = getelementptr inbounds i8, ptr %442, i64 -31, !dbg !418
  %445 = load <16 x i8>, ptr %443, align 1, !dbg !418, !tbaa !206
  %446 = shufflevector <16 x i8> %445, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !418
  %447 = load <16 x i8>, ptr %444, align 1, !dbg !418, !tbaa !206
  %448 = shufflevector <16 x i8> %447, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !418
  %449 = getelementptr inbounds i8, ptr %5, i64 %439, !dbg !419
  %450 = getelementptr inbounds i8, ptr %449, i64 16, !dbg !420
  store <16 x i8> %446, ptr %449, align 16, !dbg !420, !tbaa !206
  store <16 x i8> %448, ptr %450, align 16, !dbg !420, !tbaa !206
  %451 = add nuw i64 %439, 32, !dbg !416
  %452 = icmp eq i64 %451, %437, !dbg !416
  br i1 %452, label %453, label %438, !dbg !416, !llvm.loop !421

453:                                              ; preds = %438
  %454 = icmp eq i64 %436, 0, !dbg !413
  br i1 %454, label %502, label %455, !dbg !413

455:                                              ; preds = %453
  %456 = icmp ult i64 %436, 8, !dbg !413
  br i1 %456, label %457, label %459, !dbg !413

457:                                              ; preds = %474, %428, %455
  %458 = phi i64 [ 0, %428 ], [ %437, %455 ], [ %462, %474 ]
  br label %493, !dbg !413

459:                                              ; preds = %433, %455
  %460 = phi i64 [ %437, %455 ], [ 0, %433 ]
  %461 = and i64 %490, 7, !dbg !413
  %462 = sub nsw i64 %431, %461, !dbg !413
  %463 = getelementptr i8, ptr %1, i64 -7, !dbg !413
  br label %464, !dbg !413

464:                                              ; preds = %464, %459
  %465 = phi i64 [ %460, %459 ], [ %472, %464 ], !dbg !416
  %466 = xor i64 %465, -1, !dbg !417
  %467 = add nsw i64 %430, %466, !dbg !417
  %468 = getelementptr [50 x i8], ptr %463, i64 0, i64 %467, !dbg !418
  %469 = load <8 x i8>, ptr %468, align 1, !dbg !418, !tbaa !206
  %470 = shufflevector <8 x i8> %469, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !418
  %471 = getelementptr inbounds i8, ptr %5, i64 %465, !dbg !419
  store <8 x i8> %470, ptr %471, align 1, !dbg !420, !tbaa !206
  %472 = add nuw i64 %465, 8, !dbg !416
  %473 = icmp eq i64 %472, %462, !dbg !416
  br i1 %473, label %474, label %464, !dbg !416, !llvm.loop !423

474:                                              ; preds = %464
  %475 = icmp eq i64 %461, 0, !dbg !413
  br i1 %475, label %502, label %457, !dbg !413

476:                                              ; preds = %88, %487
  %477 = phi i64 [ %490, %487 ], [ 0, %88 ]
  %478 = phi i64 [ %488, %487 ], [ -13, %88 ]
    #dbg_value(i64 %477, !281, !DIExpression(), !286)
    #dbg_value(i64 %478, !279, !DIExpression(), !286)
  %479 = srem i64 %478, 3, !dbg !424
    #dbg_value(i64 %479, !282, !DIExpression(), !425)
  %480 = sdiv i64 %478, 3, !dbg !426
    #dbg_value(i64 %480, !279, !DIExpression(), !286)
  switch i64 %479, label %486 [
    i64 2, label %481
    i64 -2, label %483
    i64 1, label %487
    i64 0, label %485
  ], !dbg !427

481:                                              ; preds = %476
    #dbg_value(i64 -1, !282, !DIExpression(), !425)
  %482 = add nsw i64 %480, 1, !dbg !428
    #dbg_value(i64 %482, !279, !DIExpression(), !286)
  br label %487, !dbg !431

483:                                              ; preds = %476
    #dbg_value(i64 1, !282, !DIExpression(), !425)
  %484 = add nsw i64 %480, -1, !dbg !432
    #dbg_value(i64 %484, !279, !DIExpression(), !286)
  br label %487, !dbg !431

485:                                              ; preds = %476
  br label %487, !dbg !431

486:                                              ; preds = %476
  br label %487, !dbg !435

487:                                              ; preds = %486, %485, %483, %481, %476
  %488 = phi i64 [ %480, %485 ], [ %484, %483 ], [ %482, %481 ], [ %480, %486 ], [ %480, %476 ]
  %489 = phi i8 [ 48, %485 ], [ 43, %483 ], [ 45, %481 ], [ 45, %486 ], [ 43, %476 ], !dbg !431
  %490 = add nuw nsw i64 %477, 1, !dbg !435
    #dbg_value(i64 %490, !281, !DIExpression(), !286)
  %491 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %477, !dbg !436
  store i8 %489, ptr %491, align 1, !dbg !437, !tbaa !206
    #dbg_value(i64 %488, !279, !DIExpression(), !286)
  %492 = icmp eq i64 %488, 0, !dbg !290
  br i1 %492, label %428, label %476, !dbg !290, !llvm.loop !438

493:                                              ; preds = %457, %493
  %494 = phi i64 [ %500, %493 ], [ %458, %457 ]
    #dbg_value(i64 %494, !284, !DIExpression(), !412)
  %495 = xor i64 %494, -1, !dbg !417
  %496 = add nsw i64 %430, %495, !dbg !417
  %497 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %496, !dbg !418
  %498 = load i8, ptr %497, align 1, !dbg !418, !tbaa !206
  %499 = getelementptr inbounds i8, ptr %5, i64 %494, !dbg !419
  store i8 %498, ptr %499, align 1, !dbg !420, !tbaa !206
  %500 = add nuw nsw i64 %494, 1, !dbg !416
    #dbg_value(i64 %500, !284, !DIExpression(), !412)
  %501 = icmp eq i64 %500, %431, !dbg !414
  br i1 %501, label %502, label %493, !dbg !413, !llvm.loop !440

502:                                              ; preds = %493, %474, %453
  %503 = getelementptr inbounds i8, ptr %5, i64 %431, !dbg !441
  store i8 0, ptr %503, align 1, !dbg !442, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #10, !dbg !443
  %504 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef -13, ptr noundef nonnull %5), !dbg !444
    #dbg_value(i64 0, !148, !DIExpression(), !273)
    #dbg_assign(i1 undef, !274, !DIExpression(), !156, ptr %1, !DIExpression(), !286)
    #dbg_value(i64 0, !279, !DIExpression(), !286)
    #dbg_value(ptr %5, !280, !DIExpression(), !286)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #10, !dbg !289
    #dbg_value(i32 1, !281, !DIExpression(), !286)
  store i8 48, ptr %1, align 16, !dbg !445, !tbaa !206
    #dbg_value(i64 0, !284, !DIExpression(), !412)
  store i8 48, ptr %5, align 16, !dbg !420, !tbaa !206
    #dbg_value(i64 1, !284, !DIExpression(), !412)
  %505 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !441
  store i8 0, ptr %505, align 1, !dbg !442, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #10, !dbg !443
  %506 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 0, ptr noundef nonnull %5), !dbg !444
    #dbg_value(i64 13, !148, !DIExpression(), !273)
    #dbg_assign(i1 undef, !274, !DIExpression(), !156, ptr %1, !DIExpression(), !286)
    #dbg_value(i64 13, !279, !DIExpression(), !286)
  call void @llvm.lifetime.start.p0(i64 50, ptr nonnull %1) #10, !dbg !289
    #dbg_value(i32 0, !281, !DIExpression(), !286)
  br label %507, !dbg !290

507:                                              ; preds = %518, %502
  %508 = phi i64 [ %521, %518 ], [ 0, %502 ]
  %509 = phi i64 [ %519, %518 ], [ 13, %502 ]
    #dbg_value(i64 %508, !281, !DIExpression(), !286)
    #dbg_value(i64 %509, !279, !DIExpression(), !286)
  %510 = srem i64 %509, 3, !dbg !424
    #dbg_value(i64 %510, !282, !DIExpression(), !425)
  %511 = sdiv i64 %509, 3, !dbg !426
    #dbg_value(i64 %511, !279, !DIExpression(), !286)
  switch i64 %510, label %517 [
    i64 2, label %515
    i64 -2, label %513
    i64 1, label %518
    i64 0, label %512
  ], !dbg !427

512:                                              ; preds = %507
  br label %518, !dbg !431

513:                                              ; preds = %507
    #dbg_value(i64 1, !282, !DIExpression(), !425)
  %514 = add nsw i64 %511, -1, !dbg !432
    #dbg_value(i64 %514, !279, !DIExpression(), !286)
  br label %518, !dbg !431

515:                                              ; preds = %507
    #dbg_value(i64 -1, !282, !DIExpression(), !425)
  %516 = add nsw i64 %511, 1, !dbg !428
    #dbg_value(i64 %516, !279, !DIExpression(), !286)
  br label %518, !dbg !431

517:                                              ; preds = %507
  br label %518, !dbg !435

518:                                              ; preds = %517, %515, %513, %512, %507
  %519 = phi i64 [ %511, %512 ], [ %514, %513 ], [ %516, %515 ], [ %511, %517 ], [ %511, %507 ]
  %520 = phi i8 [ 48, %512 ], [ 43, %513 ], [ 45, %515 ], [ 45, %517 ], [ 43, %507 ], !dbg !431
  %521 = add nuw nsw i64 %508, 1, !dbg !435
    #dbg_value(i64 %521, !281, !DIExpression(), !286)
  %522 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %508, !dbg !436
  store i8 %520, ptr %522, align 1, !dbg !437, !tbaa !206
    #dbg_value(i64 %519, !279, !DIExpression(), !286)
  %523 = icmp eq i64 %519, 0, !dbg !290
  br i1 %523, label %524, label %507, !dbg !290, !llvm.loop !438

524:                                              ; preds = %518
    #dbg_value(i32 0, !284, !DIExpression(), !412)
  %525 = shl i64 %521, 32, !dbg !413
  %526 = ashr exact i64 %525, 32, !dbg !413
  %527 = and i64 %521, 4294967295, !dbg !414
  %528 = icmp ult i64 %527, 8, !dbg !413
  br i1 %528, label %570, label %529, !dbg !413

529:                                              ; preds = %524
  %530 = icmp ult i64 %527, 32, !dbg !413
  br i1 %530, label %553, label %531, !dbg !413

531:                                              ; preds = %529
  %532 = and i64 %521, 31, !dbg !413
  %533 = sub nsw i64 %527, %532, !dbg !413
  br label %534, !dbg !413

534:                                              ; preds = %534, %531
  %535 = phi i64 [ 0, %531 ], [ %547, %534 ], !dbg !416
  %536 = xor i64 %535, -1, !dbg !417
  %537 = add nsw i64 %526, %536, !dbg !417
  %538 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %537, !dbg !418
  %539 = getelementptr inbounds i8, ptr %538, i64 -15, !dbg !418
  %540 = getelementptr inbounds i8, ptr %538, i64 -31, !dbg !418
  %541 = load <16 x i8>, ptr %539, align 1, !dbg !418, !tbaa !206
  %542 = shufflevector <16 x i8> %541, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !418
  %543 = load <16 x i8>, ptr %540, align 1, !dbg !418, !tbaa !206
  %544 = shufflevector <16 x i8> %543, <16 x i8> poison, <16 x i32> <i32 15, i32 14, i32 13, i32 12, i32 11, i32 10, i32 9, i32 8, i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !418
  %545 = getelementptr inbounds i8, ptr %5, i64 %535, !dbg !419
  %546 = getelementptr inbounds i8, ptr %545, i64 16, !dbg !420
  store <16 x i8> %542, ptr %545, align 16, !dbg !420, !tbaa !206
  store <16 x i8> %544, ptr %546, align 16, !dbg !420, !tbaa !206
  %547 = add nuw i64 %535, 32, !dbg !416
  %548 = icmp eq i64 %547, %533, !dbg !416
  br i1 %548, label %549, label %534, !dbg !416, !llvm.loop !447

549:                                              ; preds = %534
  %550 = icmp eq i64 %532, 0, !dbg !413
  br i1 %550, label %581, label %551, !dbg !413

551:                                              ; preds = %549
  %552 = icmp ult i64 %532, 8, !dbg !413
  br i1 %552, label %570, label %553, !dbg !413

553:                                              ; preds = %529, %551
  %554 = phi i64 [ %533, %551 ], [ 0, %529 ]
  %555 = and i64 %521, 7, !dbg !413
  %556 = sub nsw i64 %527, %555, !dbg !413
  %557 = getelementptr i8, ptr %1, i64 -7, !dbg !413
  br label %558, !dbg !413

558:                                              ; preds = %558, %553
  %559 = phi i64 [ %554, %553 ], [ %566, %558 ], !dbg !416
  %560 = xor i64 %559, -1, !dbg !417
  %561 = add nsw i64 %526, %560, !dbg !417
  %562 = getelementptr [50 x i8], ptr %557, i64 0, i64 %561, !dbg !418
  %563 = load <8 x i8>, ptr %562, align 1, !dbg !418, !tbaa !206
  %564 = shufflevector <8 x i8> %563, <8 x i8> poison, <8 x i32> <i32 7, i32 6, i32 5, i32 4, i32 3, i32 2, i32 1, i32 0>, !dbg !418
  %565 = getelementptr inbounds i8, ptr %5, i64 %559, !dbg !419
  store <8 x i8> %564, ptr %565, align 1, !dbg !420, !tbaa !206
  %566 = add nuw i64 %559, 8, !dbg !416
  %567 = icmp eq i64 %566, %556, !dbg !416
  br i1 %567, label %568, label %558, !dbg !416, !llvm.loop !448

568:                                              ; preds = %558
  %569 = icmp eq i64 %555, 0, !dbg !413
  br i1 %569, label %581, label %570, !dbg !413

570:                                              ; preds = %568, %524, %551
  %571 = phi i64 [ 0, %524 ], [ %533, %551 ], [ %556, %568 ]
  br label %572, !dbg !413

572:                                              ; preds = %570, %572
  %573 = phi i64 [ %579, %572 ], [ %571, %570 ]
    #dbg_value(i64 %573, !284, !DIExpression(), !412)
  %574 = xor i64 %573, -1, !dbg !417
  %575 = add nsw i64 %526, %574, !dbg !417
  %576 = getelementptr inbounds [50 x i8], ptr %1, i64 0, i64 %575, !dbg !418
  %577 = load i8, ptr %576, align 1, !dbg !418, !tbaa !206
  %578 = getelementptr inbounds i8, ptr %5, i64 %573, !dbg !419
  store i8 %577, ptr %578, align 1, !dbg !420, !tbaa !206
  %579 = add nuw nsw i64 %573, 1, !dbg !416
    #dbg_value(i64 %579, !284, !DIExpression(), !412)
  %580 = icmp eq i64 %579, %527, !dbg !414
  br i1 %580, label %581, label %572, !dbg !413, !llvm.loop !449

581:                                              ; preds = %572, %568, %549
  %582 = getelementptr inbounds i8, ptr %5, i64 %527, !dbg !441
  store i8 0, ptr %582, align 1, !dbg !442, !tbaa !206
  call void @llvm.lifetime.end.p0(i64 50, ptr nonnull %1) #10, !dbg !443
  %583 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 13, ptr noundef nonnull %5), !dbg !444
    #dbg_value(i64 26, !148, !DIExpression(), !273)
    #dbg_value(i64 -6, !151, !DIExpression(), !450)
    #dbg_value(ptr %5, !451, !DIExpression(), !461)
    #dbg_value(i64 1, !457, !DIExpression(DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !464)
    #dbg_value(i64 0, !454, !DIExpression(), !461)
    #dbg_value(i64 4, !456, !DIExpression(), !461)
    #dbg_value(<4 x i8> <i8 48, i8 49, i8 49, i8 49>, !455, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !461)
    #dbg_value(i32 0, !459, !DIExpression(), !465)
  store <4 x i8> <i8 49, i8 49, i8 49, i8 48>, ptr %5, align 16, !dbg !466, !tbaa !206
  %584 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !468
  store i8 0, ptr %584, align 4, !dbg !469, !tbaa !206
  %585 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -6, ptr noundef nonnull %5), !dbg !470
    #dbg_value(i64 -2, !151, !DIExpression(), !450)
    #dbg_value(i64 -2, !457, !DIExpression(DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !464)
    #dbg_value(i64 1, !454, !DIExpression(), !461)
    #dbg_value(i64 1, !456, !DIExpression(), !461)
    #dbg_value(<4 x i8> <i8 48, i8 49, i8 49, i8 49>, !455, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !461)
    #dbg_value(i64 1, !457, !DIExpression(DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !464)
    #dbg_value(i64 0, !454, !DIExpression(), !461)
    #dbg_value(i64 2, !456, !DIExpression(), !461)
    #dbg_value(<4 x i8> <i8 48, i8 49, i8 49, i8 49>, !455, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !461)
  store <2 x i8> <i8 49, i8 48>, ptr %5, align 16, !dbg !466, !tbaa !206
  %586 = getelementptr inbounds i8, ptr %5, i64 2, !dbg !468
  store i8 0, ptr %586, align 2, !dbg !469, !tbaa !206
  %587 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef -2, ptr noundef nonnull %5), !dbg !470
    #dbg_value(i64 2, !151, !DIExpression(), !450)
    #dbg_value(i64 2, !457, !DIExpression(DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !464)
    #dbg_value(i64 -1, !454, !DIExpression(), !461)
    #dbg_value(i64 1, !456, !DIExpression(), !461)
    #dbg_value(<4 x i8> <i8 48, i8 49, i8 49, i8 49>, !455, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !461)
    #dbg_value(i64 -1, !457, !DIExpression(DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !464)
    #dbg_value(i64 1, !454, !DIExpression(), !461)
    #dbg_value(i64 2, !456, !DIExpression(), !461)
    #dbg_value(<4 x i8> <i8 48, i8 49, i8 49, i8 49>, !455, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !461)
    #dbg_value(i64 1, !457, !DIExpression(DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !464)
    #dbg_value(i64 0, !454, !DIExpression(), !461)
    #dbg_value(i64 3, !456, !DIExpression(), !461)
    #dbg_value(<4 x i8> <i8 48, i8 49, i8 49, i8 49>, !455, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !461)
    #dbg_value(i64 0, !459, !DIExpression(), !465)
  store i8 49, ptr %5, align 16, !dbg !466, !tbaa !206
    #dbg_value(i64 1, !459, !DIExpression(), !465)
  %588 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !471
  store i8 49, ptr %588, align 1, !dbg !466, !tbaa !206
    #dbg_value(i64 2, !459, !DIExpression(), !465)
  %589 = getelementptr inbounds i8, ptr %5, i64 2, !dbg !471
  store i8 48, ptr %589, align 2, !dbg !466, !tbaa !206
    #dbg_value(i64 3, !459, !DIExpression(), !465)
  %590 = getelementptr inbounds i8, ptr %5, i64 3, !dbg !468
  store i8 0, ptr %590, align 1, !dbg !469, !tbaa !206
  %591 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 2, ptr noundef nonnull %5), !dbg !470
    #dbg_value(i64 6, !151, !DIExpression(), !450)
    #dbg_value(ptr %5, !451, !DIExpression(), !461)
    #dbg_value(<4 x i8> <i8 48, i8 49, i8 48, i8 49>, !455, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !461)
    #dbg_value(i64 1, !457, !DIExpression(DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !464)
    #dbg_value(i64 0, !454, !DIExpression(), !461)
    #dbg_value(i64 5, !456, !DIExpression(), !461)
    #dbg_value(i8 49, !455, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !461)
    #dbg_value(i32 0, !459, !DIExpression(), !465)
    #dbg_value(i64 0, !459, !DIExpression(), !465)
  store i8 49, ptr %5, align 16, !dbg !466, !tbaa !206
    #dbg_value(i64 1, !459, !DIExpression(), !465)
  %592 = getelementptr inbounds i8, ptr %5, i64 1, !dbg !471
  store i8 49, ptr %592, align 1, !dbg !466, !tbaa !206
    #dbg_value(i64 2, !459, !DIExpression(), !465)
  %593 = getelementptr inbounds i8, ptr %5, i64 2, !dbg !471
  store i8 48, ptr %593, align 2, !dbg !466, !tbaa !206
    #dbg_value(i64 3, !459, !DIExpression(), !465)
  %594 = getelementptr inbounds i8, ptr %5, i64 3, !dbg !471
  store i8 49, ptr %594, align 1, !dbg !466, !tbaa !206
    #dbg_value(i64 4, !459, !DIExpression(), !465)
  %595 = getelementptr inbounds i8, ptr %5, i64 4, !dbg !471
  store i8 48, ptr %595, align 4, !dbg !466, !tbaa !206
    #dbg_value(i64 5, !459, !DIExpression(), !465)
  %596 = getelementptr inbounds i8, ptr %5, i64 5, !dbg !468
  store i8 0, ptr %596, align 1, !dbg !469, !tbaa !206
  %597 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef 6, ptr noundef nonnull %5), !dbg !470
    #dbg_value(i64 10, !151, !DIExpression(), !450)
  %598 = call i32 @putchar(i32 10), !dbg !472
    #dbg_value(i32 0, !153, !DIExpression(), !161)
    #dbg_value(i32 1, !154, !DIExpression(), !473)
  br label %661, !dbg !474

599:                                              ; preds = %710
    #dbg_value(i32 1994, !72, !DIExpression(), !475)
    #dbg_value(ptr %5, !73, !DIExpression(), !475)
  store i8 0, ptr %5, align 16, !dbg !477, !tbaa !206, !DIAssignID !478
    #dbg_assign(i8 0, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !478, ptr %5, !DIExpression(), !161)
    #dbg_value(i32 0, !74, !DIExpression(), !479)
  br label %600, !dbg !480

600:                                              ; preds = %614, %599
  %601 = phi i64 [ 0, %599 ], [ %616, %614 ]
  %602 = phi i32 [ 1994, %599 ], [ %615, %614 ]
    #dbg_value(i64 %601, !74, !DIExpression(), !479)
    #dbg_value(i32 %602, !72, !DIExpression(), !475)
  %603 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %601
  %604 = load i32, ptr %603, align 4, !tbaa !481
  %605 = icmp slt i32 %602, %604, !dbg !483
  br i1 %605, label %614, label %606, !dbg !485

606:                                              ; preds = %600
  %607 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %601
  %608 = load ptr, ptr %607, align 8, !tbaa !486
  br label %609, !dbg !485

609:                                              ; preds = %609, %606
  %610 = phi i32 [ %602, %606 ], [ %612, %609 ]
    #dbg_value(i32 %610, !72, !DIExpression(), !475)
  %611 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %608) #10, !dbg !488
  %612 = sub nsw i32 %610, %604, !dbg !490
    #dbg_value(i32 %612, !72, !DIExpression(), !475)
  %613 = icmp slt i32 %612, %604, !dbg !483
  br i1 %613, label %614, label %609, !dbg !485, !llvm.loop !491

614:                                              ; preds = %609, %600
  %615 = phi i32 [ %602, %600 ], [ %612, %609 ]
  %616 = add nuw nsw i64 %601, 1, !dbg !493
    #dbg_value(i64 %616, !74, !DIExpression(), !479)
    #dbg_value(i32 %615, !72, !DIExpression(), !475)
  %617 = icmp eq i64 %616, 13, !dbg !494
  br i1 %617, label %618, label %600, !dbg !480, !llvm.loop !495

618:                                              ; preds = %614
  %619 = getelementptr inbounds i8, ptr %5, i64 50, !dbg !497
    #dbg_value(i32 3999, !72, !DIExpression(), !498)
    #dbg_value(ptr %619, !73, !DIExpression(), !498)
  store i8 0, ptr %619, align 2, !dbg !500, !tbaa !206, !DIAssignID !501
    #dbg_assign(i8 0, !129, !DIExpression(DW_OP_LLVM_fragment, 400, 8), !501, ptr %619, !DIExpression(), !161)
    #dbg_value(i32 0, !74, !DIExpression(), !502)
  br label %620, !dbg !503

620:                                              ; preds = %634, %618
  %621 = phi i64 [ 0, %618 ], [ %636, %634 ]
  %622 = phi i32 [ 3999, %618 ], [ %635, %634 ]
    #dbg_value(i64 %621, !74, !DIExpression(), !502)
    #dbg_value(i32 %622, !72, !DIExpression(), !498)
  %623 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %621
  %624 = load i32, ptr %623, align 4, !tbaa !481
  %625 = icmp slt i32 %622, %624, !dbg !504
  br i1 %625, label %634, label %626, !dbg !505

626:                                              ; preds = %620
  %627 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %621
  %628 = load ptr, ptr %627, align 8, !tbaa !486
  br label %629, !dbg !505

629:                                              ; preds = %629, %626
  %630 = phi i32 [ %622, %626 ], [ %632, %629 ]
    #dbg_value(i32 %630, !72, !DIExpression(), !498)
  %631 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %619, ptr noundef nonnull dereferenceable(1) %628) #10, !dbg !506
  %632 = sub nsw i32 %630, %624, !dbg !507
    #dbg_value(i32 %632, !72, !DIExpression(), !498)
  %633 = icmp slt i32 %632, %624, !dbg !504
  br i1 %633, label %634, label %629, !dbg !505, !llvm.loop !508

634:                                              ; preds = %629, %620
  %635 = phi i32 [ %622, %620 ], [ %632, %629 ]
  %636 = add nuw nsw i64 %621, 1, !dbg !510
    #dbg_value(i64 %636, !74, !DIExpression(), !502)
    #dbg_value(i32 %635, !72, !DIExpression(), !498)
  %637 = icmp eq i64 %636, 13, !dbg !511
  br i1 %637, label %638, label %620, !dbg !503, !llvm.loop !512

638:                                              ; preds = %634
  %639 = getelementptr inbounds i8, ptr %5, i64 100, !dbg !514
    #dbg_value(i32 444, !72, !DIExpression(), !515)
    #dbg_value(ptr %639, !73, !DIExpression(), !515)
  store i8 0, ptr %639, align 4, !dbg !517, !tbaa !206, !DIAssignID !518
    #dbg_assign(i8 0, !129, !DIExpression(DW_OP_LLVM_fragment, 800, 8), !518, ptr %639, !DIExpression(), !161)
    #dbg_value(i32 0, !74, !DIExpression(), !519)
  br label %640, !dbg !520

640:                                              ; preds = %654, %638
  %641 = phi i64 [ 0, %638 ], [ %656, %654 ]
  %642 = phi i32 [ 444, %638 ], [ %655, %654 ]
    #dbg_value(i64 %641, !74, !DIExpression(), !519)
    #dbg_value(i32 %642, !72, !DIExpression(), !515)
  %643 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %641
  %644 = load i32, ptr %643, align 4, !tbaa !481
  %645 = icmp slt i32 %642, %644, !dbg !521
  br i1 %645, label %654, label %646, !dbg !522

646:                                              ; preds = %640
  %647 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %641
  %648 = load ptr, ptr %647, align 8, !tbaa !486
  br label %649, !dbg !522

649:                                              ; preds = %649, %646
  %650 = phi i32 [ %642, %646 ], [ %652, %649 ]
    #dbg_value(i32 %650, !72, !DIExpression(), !515)
  %651 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %639, ptr noundef nonnull dereferenceable(1) %648) #10, !dbg !523
  %652 = sub nsw i32 %650, %644, !dbg !524
    #dbg_value(i32 %652, !72, !DIExpression(), !515)
  %653 = icmp slt i32 %652, %644, !dbg !521
  br i1 %653, label %654, label %649, !dbg !522, !llvm.loop !525

654:                                              ; preds = %649, %640
  %655 = phi i32 [ %642, %640 ], [ %652, %649 ]
  %656 = add nuw nsw i64 %641, 1, !dbg !527
    #dbg_value(i64 %656, !74, !DIExpression(), !519)
    #dbg_value(i32 %655, !72, !DIExpression(), !515)
  %657 = icmp eq i64 %656, 13, !dbg !528
  br i1 %657, label %658, label %640, !dbg !520, !llvm.loop !529

658:                                              ; preds = %654
  %659 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %5, ptr noundef nonnull %619, ptr noundef nonnull %639, i32 noundef %714, i32 noundef %425), !dbg !531
  %660 = add nsw i32 %714, %425, !dbg !532
  call void @llvm.lifetime.end.p0(i64 48, ptr nonnull %6) #10, !dbg !533
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %5) #10, !dbg !533
  ret i32 %660, !dbg !533

661:                                              ; preds = %581, %710
  %662 = phi i32 [ 1, %581 ], [ %715, %710 ]
  %663 = phi i32 [ 0, %581 ], [ %714, %710 ]
    #dbg_value(i32 %662, !154, !DIExpression(), !473)
    #dbg_value(i32 %663, !153, !DIExpression(), !161)
    #dbg_value(i32 %662, !72, !DIExpression(), !534)
    #dbg_value(ptr %5, !73, !DIExpression(), !534)
  store i8 0, ptr %5, align 16, !dbg !538, !tbaa !206, !DIAssignID !539
    #dbg_assign(i8 0, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !539, ptr %5, !DIExpression(), !161)
    #dbg_value(i32 0, !74, !DIExpression(), !540)
  br label %664, !dbg !541

664:                                              ; preds = %678, %661
  %665 = phi i64 [ 0, %661 ], [ %680, %678 ]
  %666 = phi i32 [ %662, %661 ], [ %679, %678 ]
    #dbg_value(i64 %665, !74, !DIExpression(), !540)
    #dbg_value(i32 %666, !72, !DIExpression(), !534)
  %667 = getelementptr inbounds [13 x i32], ptr @roman.val, i64 0, i64 %665
  %668 = load i32, ptr %667, align 4, !tbaa !481
  %669 = icmp slt i32 %666, %668, !dbg !542
  br i1 %669, label %678, label %670, !dbg !543

670:                                              ; preds = %664
  %671 = getelementptr inbounds [13 x ptr], ptr @roman.sym, i64 0, i64 %665
  %672 = load ptr, ptr %671, align 8, !tbaa !486
  br label %673, !dbg !543

673:                                              ; preds = %673, %670
  %674 = phi i32 [ %666, %670 ], [ %676, %673 ]
    #dbg_value(i32 %674, !72, !DIExpression(), !534)
  %675 = call ptr @strcat(ptr noundef nonnull dereferenceable(1) %5, ptr noundef nonnull dereferenceable(1) %672) #10, !dbg !544
  %676 = sub nsw i32 %674, %668, !dbg !545
    #dbg_value(i32 %676, !72, !DIExpression(), !534)
  %677 = icmp slt i32 %676, %668, !dbg !542
  br i1 %677, label %678, label %673, !dbg !543, !llvm.loop !546

678:                                              ; preds = %673, %664
  %679 = phi i32 [ %666, %664 ], [ %676, %673 ]
  %680 = add nuw nsw i64 %665, 1, !dbg !548
    #dbg_value(i64 %680, !74, !DIExpression(), !540)
    #dbg_value(i32 %679, !72, !DIExpression(), !534)
  %681 = icmp eq i64 %680, 13, !dbg !549
  br i1 %681, label %682, label %664, !dbg !541, !llvm.loop !550

682:                                              ; preds = %678
    #dbg_value(ptr %5, !552, !DIExpression(), !564)
    #dbg_value(i32 0, !557, !DIExpression(), !564)
    #dbg_value(i32 0, !558, !DIExpression(), !564)
  %683 = call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %5) #11, !dbg !566
  %684 = trunc i64 %683 to i32, !dbg !567
    #dbg_value(i32 %684, !559, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !568)
  %685 = icmp sgt i32 %684, 0, !dbg !569
  br i1 %685, label %686, label %710, !dbg !570

686:                                              ; preds = %682
  %687 = and i64 %683, 2147483647, !dbg !570
  br label %688, !dbg !570

688:                                              ; preds = %702, %686
  %689 = phi i64 [ %687, %686 ], [ %692, %702 ]
  %690 = phi i32 [ 0, %686 ], [ %708, %702 ]
  %691 = phi i32 [ 0, %686 ], [ %707, %702 ]
  %692 = add nsw i64 %689, -1, !dbg !571
    #dbg_value(i32 %690, !558, !DIExpression(), !564)
    #dbg_value(i32 %691, !557, !DIExpression(), !564)
    #dbg_value(i32 0, !561, !DIExpression(), !572)
  %693 = getelementptr inbounds i8, ptr %5, i64 %692, !dbg !573
  %694 = load i8, ptr %693, align 1, !dbg !573, !tbaa !206
  switch i8 %694, label %702 [
    i8 73, label %695
    i8 86, label %696
    i8 88, label %697
    i8 76, label %698
    i8 67, label %699
    i8 68, label %700
    i8 77, label %701
  ], !dbg !574

695:                                              ; preds = %688
    #dbg_value(i32 1, !561, !DIExpression(), !572)
  br label %702, !dbg !575

696:                                              ; preds = %688
    #dbg_value(i32 5, !561, !DIExpression(), !572)
  br label %702, !dbg !577

697:                                              ; preds = %688
    #dbg_value(i32 10, !561, !DIExpression(), !572)
  br label %702, !dbg !578

698:                                              ; preds = %688
    #dbg_value(i32 50, !561, !DIExpression(), !572)
  br label %702, !dbg !579

699:                                              ; preds = %688
    #dbg_value(i32 100, !561, !DIExpression(), !572)
  br label %702, !dbg !580

700:                                              ; preds = %688
    #dbg_value(i32 500, !561, !DIExpression(), !572)
  br label %702, !dbg !581

701:                                              ; preds = %688
    #dbg_value(i32 1000, !561, !DIExpression(), !572)
  br label %702, !dbg !582

702:                                              ; preds = %701, %700, %699, %698, %697, %696, %695, %688
  %703 = phi i32 [ 0, %688 ], [ 1000, %701 ], [ 500, %700 ], [ 100, %699 ], [ 50, %698 ], [ 10, %697 ], [ 5, %696 ], [ 1, %695 ], !dbg !583
    #dbg_value(i32 %703, !561, !DIExpression(), !572)
  %704 = icmp ult i32 %703, %690, !dbg !584
  %705 = sub nsw i32 0, %703, !dbg !585
  %706 = select i1 %704, i32 %705, i32 %703, !dbg !585
  %707 = add nsw i32 %706, %691, !dbg !586
    #dbg_value(i32 %707, !557, !DIExpression(), !564)
  %708 = call i32 @llvm.smax.i32(i32 %703, i32 %690), !dbg !587
    #dbg_value(i32 %708, !558, !DIExpression(), !564)
    #dbg_value(i64 %692, !559, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !568)
  %709 = icmp ugt i64 %689, 1, !dbg !569
  br i1 %709, label %688, label %710, !dbg !570, !llvm.loop !588

710:                                              ; preds = %702, %682
  %711 = phi i32 [ 0, %682 ], [ %707, %702 ], !dbg !564
  %712 = icmp ne i32 %711, %662, !dbg !590
  %713 = zext i1 %712 to i32, !dbg !591
  %714 = add nuw nsw i32 %663, %713, !dbg !591
    #dbg_value(i32 %714, !153, !DIExpression(), !161)
  %715 = add nuw nsw i32 %662, 1, !dbg !592
    #dbg_value(i32 %715, !154, !DIExpression(), !473)
  %716 = icmp eq i32 %715, 4000, !dbg !593
  br i1 %716, label %599, label %661, !dbg !474, !llvm.loop !594
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !596 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.umul.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !601 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !605 ptr @strcat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!43}
!llvm.module.flags = !{!117, !118, !119, !120, !121, !122, !123}
!llvm.ident = !{!124}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/radix_base_conversion.c", directory: ".", checksumkind: CSK_MD5, checksum: "244a994d925fb8c7fe8f8b456479d824")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 27)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 21)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !19, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 10)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 12)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !31, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 45)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "digits", scope: !43, file: !2, line: 9, type: !114, isLocal: true, isDefinition: true)
!43 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !44, globals: !54, splitDebugInlining: false, nameTableKind: None)
!44 = !{!45, !46, !47, !48, !4, !53}
!45 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!47 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !49, line: 27, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !51, line: 45, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!52 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!53 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!54 = !{!0, !7, !55, !12, !17, !22, !60, !24, !29, !34, !36, !41, !65, !80, !82, !87, !89, !91, !93, !95, !97, !99, !101, !103, !105, !107, !109}
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 2)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 4)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(name: "val", scope: !67, file: !2, line: 21, type: !76, isLocal: true, isDefinition: true)
!67 = distinct !DISubprogram(name: "roman", scope: !2, file: !2, line: 20, type: !68, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !71)
!68 = !DISubroutineType(types: !69)
!69 = !{!70, !53, !70}
!70 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!71 = !{!72, !73, !74}
!72 = !DILocalVariable(name: "v", arg: 1, scope: !67, file: !2, line: 20, type: !53)
!73 = !DILocalVariable(name: "out", arg: 2, scope: !67, file: !2, line: 20, type: !70)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 24, type: !53)
!75 = distinct !DILexicalBlock(scope: !67, file: !2, line: 24, column: 5)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !77, size: 416, elements: !78)
!77 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !53)
!78 = !{!79}
!79 = !DISubrange(count: 13)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !57, isLocal: true, isDefinition: true)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 3)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !57, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !84, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !57, isLocal: true, isDefinition: true)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !84, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !57, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !84, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !57, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !84, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !57, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !84, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !57, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "sym", scope: !67, file: !2, line: 22, type: !111, isLocal: true, isDefinition: true)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !112, size: 832, elements: !78)
!112 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !113, size: 64)
!113 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !113, size: 296, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 37)
!117 = !{i32 7, !"Dwarf Version", i32 5}
!118 = !{i32 2, !"Debug Info Version", i32 3}
!119 = !{i32 1, !"wchar_size", i32 4}
!120 = !{i32 8, !"PIC Level", i32 2}
!121 = !{i32 7, !"PIE Level", i32 2}
!122 = !{i32 7, !"uwtable", i32 2}
!123 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!124 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!125 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 33, type: !126, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !128)
!126 = !DISubroutineType(types: !127)
!127 = !{!53}
!128 = !{!129, !133, !135, !136, !138, !142, !144, !147, !148, !151, !153, !154}
!129 = !DILocalVariable(name: "buf", scope: !125, file: !2, line: 34, type: !130)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1600, elements: !131)
!131 = !{!132}
!132 = !DISubrange(count: 200)
!133 = !DILocalVariable(name: "vals", scope: !125, file: !2, line: 35, type: !134)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 384, elements: !5)
!135 = !DILocalVariable(name: "bad", scope: !125, file: !2, line: 36, type: !53)
!136 = !DILocalVariable(name: "i", scope: !137, file: !2, line: 37, type: !53)
!137 = distinct !DILexicalBlock(scope: !125, file: !2, line: 37, column: 5)
!138 = !DILocalVariable(name: "b", scope: !139, file: !2, line: 39, type: !53)
!139 = distinct !DILexicalBlock(scope: !140, file: !2, line: 39, column: 9)
!140 = distinct !DILexicalBlock(scope: !141, file: !2, line: 37, column: 33)
!141 = distinct !DILexicalBlock(scope: !137, file: !2, line: 37, column: 5)
!142 = !DILocalVariable(name: "b", scope: !143, file: !2, line: 40, type: !53)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 40, column: 9)
!144 = !DILocalVariable(name: "back", scope: !145, file: !2, line: 40, type: !48)
!145 = distinct !DILexicalBlock(scope: !146, file: !2, line: 40, column: 39)
!146 = distinct !DILexicalBlock(scope: !143, file: !2, line: 40, column: 9)
!147 = !DILocalVariable(name: "ov", scope: !125, file: !2, line: 43, type: !48)
!148 = !DILocalVariable(name: "v", scope: !149, file: !2, line: 46, type: !150)
!149 = distinct !DILexicalBlock(scope: !125, file: !2, line: 46, column: 5)
!150 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!151 = !DILocalVariable(name: "v", scope: !152, file: !2, line: 47, type: !150)
!152 = distinct !DILexicalBlock(scope: !125, file: !2, line: 47, column: 5)
!153 = !DILocalVariable(name: "rbad", scope: !125, file: !2, line: 49, type: !53)
!154 = !DILocalVariable(name: "v", scope: !155, file: !2, line: 50, type: !53)
!155 = distinct !DILexicalBlock(scope: !125, file: !2, line: 50, column: 5)
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = distinct !DIAssignID()
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 0, scope: !125)
!162 = distinct !DIAssignID()
!163 = !DILocation(line: 34, column: 5, scope: !125)
!164 = !DILocation(line: 35, column: 5, scope: !125)
!165 = !DILocation(line: 35, column: 14, scope: !125)
!166 = distinct !DIAssignID()
!167 = distinct !DIAssignID()
!168 = distinct !DIAssignID()
!169 = distinct !DIAssignID()
!170 = distinct !DIAssignID()
!171 = distinct !DIAssignID()
!172 = distinct !DIAssignID()
!173 = !DILocation(line: 0, scope: !137)
!174 = !DILocation(line: 0, scope: !145)
!175 = !DILocation(line: 37, column: 5, scope: !137)
!176 = !DILocalVariable(name: "v", scope: !177, file: !2, line: 12, type: !48)
!177 = distinct !DISubprogram(name: "from_base", scope: !2, file: !2, line: 11, type: !178, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !181)
!178 = !DISubroutineType(types: !179)
!179 = !{!53, !112, !53, !180}
!180 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!181 = !{!182, !183, !184, !176, !185}
!182 = !DILocalVariable(name: "s", arg: 1, scope: !177, file: !2, line: 11, type: !112)
!183 = !DILocalVariable(name: "b", arg: 2, scope: !177, file: !2, line: 11, type: !53)
!184 = !DILocalVariable(name: "out", arg: 3, scope: !177, file: !2, line: 11, type: !180)
!185 = !DILocalVariable(name: "p", scope: !186, file: !2, line: 13, type: !112)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 13, column: 21)
!187 = distinct !DILexicalBlock(scope: !188, file: !2, line: 13, column: 5)
!188 = distinct !DILexicalBlock(scope: !177, file: !2, line: 13, column: 5)
!189 = !DILocation(line: 0, scope: !177, inlinedAt: !190)
!190 = distinct !DILocation(line: 44, column: 43, scope: !125)
!191 = !DILocation(line: 13, column: 54, scope: !186, inlinedAt: !190)
!192 = !DILocation(line: 13, column: 39, scope: !186, inlinedAt: !190)
!193 = !DILocation(line: 0, scope: !186, inlinedAt: !190)
!194 = !DILocation(line: 13, column: 64, scope: !195, inlinedAt: !190)
!195 = distinct !DILexicalBlock(scope: !186, file: !2, line: 13, column: 63)
!196 = !DILocation(line: 13, column: 66, scope: !195, inlinedAt: !190)
!197 = !DILocation(line: 13, column: 71, scope: !195, inlinedAt: !190)
!198 = !DILocation(line: 13, column: 80, scope: !195, inlinedAt: !190)
!199 = !DILocation(line: 13, column: 63, scope: !186, inlinedAt: !190)
!200 = !DILocation(line: 13, column: 101, scope: !201, inlinedAt: !190)
!201 = distinct !DILexicalBlock(scope: !186, file: !2, line: 13, column: 101)
!202 = !DILocation(line: 13, column: 144, scope: !201, inlinedAt: !190)
!203 = !DILocation(line: 13, column: 147, scope: !201, inlinedAt: !190)
!204 = !DILocation(line: 13, column: 17, scope: !187, inlinedAt: !190)
!205 = !DILocation(line: 13, column: 12, scope: !187, inlinedAt: !190)
!206 = !{!207, !207, i64 0}
!207 = !{!"omnipotent char", !208, i64 0}
!208 = !{!"Simple C/C++ TBAA"}
!209 = !DILocation(line: 13, column: 5, scope: !188, inlinedAt: !190)
!210 = distinct !{!210, !209, !211, !212}
!211 = !DILocation(line: 13, column: 212, scope: !188, inlinedAt: !190)
!212 = !{!"llvm.loop.mustprogress"}
!213 = !DILocation(line: 0, scope: !177, inlinedAt: !214)
!214 = distinct !DILocation(line: 44, column: 87, scope: !125)
!215 = !DILocation(line: 13, column: 5, scope: !188, inlinedAt: !214)
!216 = !DILocation(line: 13, column: 54, scope: !186, inlinedAt: !214)
!217 = !DILocation(line: 13, column: 39, scope: !186, inlinedAt: !214)
!218 = !DILocation(line: 0, scope: !186, inlinedAt: !214)
!219 = !DILocation(line: 13, column: 64, scope: !195, inlinedAt: !214)
!220 = !DILocation(line: 13, column: 66, scope: !195, inlinedAt: !214)
!221 = !DILocation(line: 13, column: 71, scope: !195, inlinedAt: !214)
!222 = !DILocation(line: 13, column: 80, scope: !195, inlinedAt: !214)
!223 = !DILocation(line: 13, column: 63, scope: !186, inlinedAt: !214)
!224 = !DILocation(line: 13, column: 101, scope: !201, inlinedAt: !214)
!225 = !DILocation(line: 13, column: 144, scope: !201, inlinedAt: !214)
!226 = !DILocation(line: 13, column: 147, scope: !201, inlinedAt: !214)
!227 = !DILocation(line: 13, column: 17, scope: !187, inlinedAt: !214)
!228 = !DILocation(line: 13, column: 12, scope: !187, inlinedAt: !214)
!229 = distinct !{!229, !215, !230, !212}
!230 = !DILocation(line: 13, column: 212, scope: !188, inlinedAt: !214)
!231 = !DILocation(line: 0, scope: !177, inlinedAt: !232)
!232 = distinct !DILocation(line: 44, column: 131, scope: !125)
!233 = !DILocation(line: 0, scope: !186, inlinedAt: !232)
!234 = !DILocation(line: 44, column: 5, scope: !125)
!235 = !DILocalVariable(name: "t", scope: !236, file: !2, line: 17, type: !245)
!236 = distinct !DISubprogram(name: "u128_dec", scope: !2, file: !2, line: 17, type: !237, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !239)
!237 = !DISubroutineType(types: !238)
!238 = !{!70, !46, !70}
!239 = !{!240, !241, !235, !242, !243}
!240 = !DILocalVariable(name: "v", arg: 1, scope: !236, file: !2, line: 17, type: !46)
!241 = !DILocalVariable(name: "out", arg: 2, scope: !236, file: !2, line: 17, type: !70)
!242 = !DILocalVariable(name: "n", scope: !236, file: !2, line: 17, type: !53)
!243 = !DILocalVariable(name: "i", scope: !244, file: !2, line: 17, type: !53)
!244 = distinct !DILexicalBlock(scope: !236, file: !2, line: 17, column: 145)
!245 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !246)
!246 = !{!247}
!247 = !DISubrange(count: 50)
!248 = !DILocation(line: 0, scope: !236, inlinedAt: !249)
!249 = distinct !DILocation(line: 45, column: 26, scope: !125)
!250 = !DILocation(line: 17, column: 57, scope: !236, inlinedAt: !249)
!251 = !DILocation(line: 17, column: 80, scope: !236, inlinedAt: !249)
!252 = !DILocation(line: 17, column: 125, scope: !253, inlinedAt: !249)
!253 = distinct !DILexicalBlock(scope: !236, file: !2, line: 17, column: 83)
!254 = !DILocation(line: 17, column: 115, scope: !253, inlinedAt: !249)
!255 = !DILocation(line: 17, column: 107, scope: !253, inlinedAt: !249)
!256 = !DILocation(line: 17, column: 105, scope: !253, inlinedAt: !249)
!257 = !DILocation(line: 17, column: 85, scope: !253, inlinedAt: !249)
!258 = !DILocation(line: 17, column: 92, scope: !253, inlinedAt: !249)
!259 = !DILocation(line: 17, column: 132, scope: !253, inlinedAt: !249)
!260 = distinct !{!260, !251, !261, !212}
!261 = !DILocation(line: 17, column: 142, scope: !236, inlinedAt: !249)
!262 = !DILocation(line: 17, column: 88, scope: !253, inlinedAt: !249)
!263 = !DILocation(line: 17, column: 182, scope: !264, inlinedAt: !249)
!264 = distinct !DILexicalBlock(scope: !244, file: !2, line: 17, column: 145)
!265 = !DILocation(line: 17, column: 180, scope: !264, inlinedAt: !249)
!266 = !DILocation(line: 17, column: 173, scope: !264, inlinedAt: !249)
!267 = !DILocation(line: 0, scope: !244, inlinedAt: !249)
!268 = !DILocation(line: 17, column: 196, scope: !236, inlinedAt: !249)
!269 = !DILocation(line: 17, column: 203, scope: !236, inlinedAt: !249)
!270 = distinct !DIAssignID()
!271 = !DILocation(line: 17, column: 220, scope: !236, inlinedAt: !249)
!272 = !DILocation(line: 45, column: 5, scope: !125)
!273 = !DILocation(line: 0, scope: !149)
!274 = !DILocalVariable(name: "t", scope: !275, file: !2, line: 18, type: !245)
!275 = distinct !DISubprogram(name: "balanced_ternary", scope: !2, file: !2, line: 18, type: !276, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !278)
!276 = !DISubroutineType(types: !277)
!277 = !{!70, !150, !70}
!278 = !{!279, !280, !274, !281, !282, !284}
!279 = !DILocalVariable(name: "v", arg: 1, scope: !275, file: !2, line: 18, type: !150)
!280 = !DILocalVariable(name: "out", arg: 2, scope: !275, file: !2, line: 18, type: !70)
!281 = !DILocalVariable(name: "n", scope: !275, file: !2, line: 18, type: !53)
!282 = !DILocalVariable(name: "r", scope: !283, file: !2, line: 18, type: !150)
!283 = distinct !DILexicalBlock(scope: !275, file: !2, line: 18, column: 107)
!284 = !DILocalVariable(name: "i", scope: !285, file: !2, line: 18, type: !53)
!285 = distinct !DILexicalBlock(scope: !275, file: !2, line: 18, column: 263)
!286 = !DILocation(line: 0, scope: !275, inlinedAt: !287)
!287 = distinct !DILocation(line: 46, column: 67, scope: !288)
!288 = distinct !DILexicalBlock(scope: !149, file: !2, line: 46, column: 5)
!289 = !DILocation(line: 18, column: 52, scope: !275, inlinedAt: !287)
!290 = !DILocation(line: 18, column: 97, scope: !275, inlinedAt: !287)
!291 = !DILocation(line: 38, column: 45, scope: !140)
!292 = !{!293, !293, i64 0}
!293 = !{!"long", !207, i64 0}
!294 = !DILocation(line: 38, column: 9, scope: !140)
!295 = !DILocation(line: 0, scope: !139)
!296 = !DILocalVariable(name: "t", scope: !297, file: !2, line: 10, type: !307)
!297 = distinct !DISubprogram(name: "to_base", scope: !2, file: !2, line: 10, type: !298, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !300)
!298 = !DISubroutineType(types: !299)
!299 = !{!70, !48, !53, !70}
!300 = !{!301, !302, !303, !296, !304, !305}
!301 = !DILocalVariable(name: "v", arg: 1, scope: !297, file: !2, line: 10, type: !48)
!302 = !DILocalVariable(name: "b", arg: 2, scope: !297, file: !2, line: 10, type: !53)
!303 = !DILocalVariable(name: "out", arg: 3, scope: !297, file: !2, line: 10, type: !70)
!304 = !DILocalVariable(name: "n", scope: !297, file: !2, line: 10, type: !53)
!305 = !DILocalVariable(name: "i", scope: !306, file: !2, line: 10, type: !53)
!306 = distinct !DILexicalBlock(scope: !297, file: !2, line: 10, column: 147)
!307 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 560, elements: !308)
!308 = !{!309}
!309 = !DISubrange(count: 70)
!310 = !DILocation(line: 0, scope: !297, inlinedAt: !311)
!311 = distinct !DILocation(line: 39, column: 64, scope: !312)
!312 = distinct !DILexicalBlock(scope: !139, file: !2, line: 39, column: 9)
!313 = !DILocation(line: 10, column: 54, scope: !297, inlinedAt: !311)
!314 = !DILocation(line: 10, column: 77, scope: !297, inlinedAt: !311)
!315 = !DILocation(line: 10, column: 100, scope: !316, inlinedAt: !311)
!316 = distinct !DILexicalBlock(scope: !297, file: !2, line: 10, column: 80)
!317 = !DILocation(line: 10, column: 91, scope: !316, inlinedAt: !311)
!318 = !DILocation(line: 10, column: 85, scope: !316, inlinedAt: !311)
!319 = !DILocation(line: 10, column: 82, scope: !316, inlinedAt: !311)
!320 = !DILocation(line: 10, column: 89, scope: !316, inlinedAt: !311)
!321 = !DILocation(line: 10, column: 118, scope: !316, inlinedAt: !311)
!322 = !DILocation(line: 10, column: 134, scope: !316, inlinedAt: !311)
!323 = distinct !{!323, !314, !324, !212}
!324 = !DILocation(line: 10, column: 144, scope: !297, inlinedAt: !311)
!325 = !DILocation(line: 0, scope: !306, inlinedAt: !311)
!326 = !DILocation(line: 10, column: 147, scope: !306, inlinedAt: !311)
!327 = !DILocation(line: 10, column: 165, scope: !328, inlinedAt: !311)
!328 = distinct !DILexicalBlock(scope: !306, file: !2, line: 10, column: 147)
!329 = !DILocation(line: 10, column: 171, scope: !328, inlinedAt: !311)
!330 = !DILocation(line: 10, column: 192, scope: !328, inlinedAt: !311)
!331 = !DILocation(line: 10, column: 184, scope: !328, inlinedAt: !311)
!332 = !DILocation(line: 10, column: 175, scope: !328, inlinedAt: !311)
!333 = !DILocation(line: 10, column: 182, scope: !328, inlinedAt: !311)
!334 = distinct !{!334, !326, !335, !212, !336, !337}
!335 = !DILocation(line: 10, column: 195, scope: !306, inlinedAt: !311)
!336 = !{!"llvm.loop.isvectorized", i32 1}
!337 = !{!"llvm.loop.unroll.runtime.disable"}
!338 = distinct !{!338, !326, !335, !212, !336, !337}
!339 = distinct !{!339, !326, !335, !212, !337, !336}
!340 = !DILocation(line: 10, column: 198, scope: !297, inlinedAt: !311)
!341 = !DILocation(line: 10, column: 205, scope: !297, inlinedAt: !311)
!342 = !DILocation(line: 10, column: 222, scope: !297, inlinedAt: !311)
!343 = !DILocation(line: 39, column: 43, scope: !312)
!344 = distinct !{!344, !326, !335, !212, !336, !337}
!345 = distinct !{!345, !326, !335, !212, !336, !337}
!346 = distinct !{!346, !326, !335, !212, !337, !336}
!347 = distinct !{!347, !326, !335, !212, !336, !337}
!348 = distinct !{!348, !326, !335, !212, !336, !337}
!349 = distinct !{!349, !326, !335, !212, !337, !336}
!350 = !DILocation(line: 40, column: 9, scope: !143)
!351 = !DILocation(line: 41, column: 9, scope: !140)
!352 = !DILocation(line: 37, column: 29, scope: !141)
!353 = !DILocation(line: 37, column: 23, scope: !141)
!354 = distinct !{!354, !175, !355, !212}
!355 = !DILocation(line: 42, column: 5, scope: !137)
!356 = !DILocation(line: 0, scope: !143)
!357 = !DILocation(line: 0, scope: !297, inlinedAt: !358)
!358 = distinct !DILocation(line: 40, column: 56, scope: !145)
!359 = !DILocation(line: 10, column: 54, scope: !297, inlinedAt: !358)
!360 = !DILocation(line: 10, column: 77, scope: !297, inlinedAt: !358)
!361 = !DILocation(line: 10, column: 100, scope: !316, inlinedAt: !358)
!362 = !DILocation(line: 10, column: 91, scope: !316, inlinedAt: !358)
!363 = !DILocation(line: 10, column: 85, scope: !316, inlinedAt: !358)
!364 = !DILocation(line: 10, column: 82, scope: !316, inlinedAt: !358)
!365 = !DILocation(line: 10, column: 89, scope: !316, inlinedAt: !358)
!366 = !DILocation(line: 10, column: 118, scope: !316, inlinedAt: !358)
!367 = !DILocation(line: 10, column: 134, scope: !316, inlinedAt: !358)
!368 = distinct !{!368, !360, !369, !212}
!369 = !DILocation(line: 10, column: 144, scope: !297, inlinedAt: !358)
!370 = !DILocation(line: 0, scope: !306, inlinedAt: !358)
!371 = !DILocation(line: 10, column: 147, scope: !306, inlinedAt: !358)
!372 = !DILocation(line: 10, column: 165, scope: !328, inlinedAt: !358)
!373 = !DILocation(line: 10, column: 171, scope: !328, inlinedAt: !358)
!374 = !DILocation(line: 10, column: 192, scope: !328, inlinedAt: !358)
!375 = !DILocation(line: 10, column: 184, scope: !328, inlinedAt: !358)
!376 = !DILocation(line: 10, column: 175, scope: !328, inlinedAt: !358)
!377 = !DILocation(line: 10, column: 182, scope: !328, inlinedAt: !358)
!378 = distinct !{!378, !371, !379, !212, !336, !337}
!379 = !DILocation(line: 10, column: 195, scope: !306, inlinedAt: !358)
!380 = distinct !{!380, !371, !379, !212, !336, !337}
!381 = distinct !{!381, !371, !379, !212, !337, !336}
!382 = !DILocation(line: 10, column: 198, scope: !297, inlinedAt: !358)
!383 = !DILocation(line: 10, column: 205, scope: !297, inlinedAt: !358)
!384 = !DILocation(line: 10, column: 222, scope: !297, inlinedAt: !358)
!385 = !DILocation(line: 0, scope: !177, inlinedAt: !386)
!386 = distinct !DILocation(line: 40, column: 86, scope: !387)
!387 = distinct !DILexicalBlock(scope: !145, file: !2, line: 40, column: 86)
!388 = !DILocation(line: 13, column: 12, scope: !187, inlinedAt: !386)
!389 = !DILocation(line: 13, column: 5, scope: !188, inlinedAt: !386)
!390 = !DILocation(line: 13, column: 54, scope: !186, inlinedAt: !386)
!391 = !DILocation(line: 13, column: 39, scope: !186, inlinedAt: !386)
!392 = !DILocation(line: 0, scope: !186, inlinedAt: !386)
!393 = !DILocation(line: 13, column: 64, scope: !195, inlinedAt: !386)
!394 = !DILocation(line: 13, column: 66, scope: !195, inlinedAt: !386)
!395 = !DILocation(line: 13, column: 71, scope: !195, inlinedAt: !386)
!396 = !DILocation(line: 13, column: 80, scope: !195, inlinedAt: !386)
!397 = !DILocation(line: 13, column: 63, scope: !186, inlinedAt: !386)
!398 = !DILocation(line: 13, column: 101, scope: !201, inlinedAt: !386)
!399 = !DILocation(line: 13, column: 144, scope: !201, inlinedAt: !386)
!400 = !DILocation(line: 13, column: 147, scope: !201, inlinedAt: !386)
!401 = !DILocation(line: 13, column: 17, scope: !187, inlinedAt: !386)
!402 = distinct !{!402, !389, !403, !212}
!403 = !DILocation(line: 13, column: 212, scope: !188, inlinedAt: !386)
!404 = !DILocation(line: 40, column: 124, scope: !387)
!405 = !DILocation(line: 40, column: 86, scope: !145)
!406 = !DILocation(line: 40, column: 139, scope: !387)
!407 = !DILocation(line: 40, column: 136, scope: !387)
!408 = !DILocation(line: 40, column: 35, scope: !146)
!409 = !DILocation(line: 40, column: 27, scope: !146)
!410 = distinct !{!410, !350, !411, !212}
!411 = !DILocation(line: 40, column: 143, scope: !143)
!412 = !DILocation(line: 0, scope: !285, inlinedAt: !287)
!413 = !DILocation(line: 18, column: 263, scope: !285, inlinedAt: !287)
!414 = !DILocation(line: 18, column: 281, scope: !415, inlinedAt: !287)
!415 = distinct !DILexicalBlock(scope: !285, file: !2, line: 18, column: 263)
!416 = !DILocation(line: 18, column: 287, scope: !415, inlinedAt: !287)
!417 = !DILocation(line: 18, column: 308, scope: !415, inlinedAt: !287)
!418 = !DILocation(line: 18, column: 300, scope: !415, inlinedAt: !287)
!419 = !DILocation(line: 18, column: 291, scope: !415, inlinedAt: !287)
!420 = !DILocation(line: 18, column: 298, scope: !415, inlinedAt: !287)
!421 = distinct !{!421, !413, !422, !212, !336, !337}
!422 = !DILocation(line: 18, column: 311, scope: !285, inlinedAt: !287)
!423 = distinct !{!423, !413, !422, !212, !336, !337}
!424 = !DILocation(line: 18, column: 120, scope: !283, inlinedAt: !287)
!425 = !DILocation(line: 0, scope: !283, inlinedAt: !287)
!426 = !DILocation(line: 18, column: 127, scope: !283, inlinedAt: !287)
!427 = !DILocation(line: 18, column: 137, scope: !283, inlinedAt: !287)
!428 = !DILocation(line: 18, column: 156, scope: !429, inlinedAt: !287)
!429 = distinct !DILexicalBlock(scope: !430, file: !2, line: 18, column: 145)
!430 = distinct !DILexicalBlock(scope: !283, file: !2, line: 18, column: 137)
!431 = !DILocation(line: 18, column: 226, scope: !283, inlinedAt: !287)
!432 = !DILocation(line: 18, column: 190, scope: !433, inlinedAt: !287)
!433 = distinct !DILexicalBlock(scope: !434, file: !2, line: 18, column: 180)
!434 = distinct !DILexicalBlock(scope: !430, file: !2, line: 18, column: 171)
!435 = !DILocation(line: 18, column: 220, scope: !283, inlinedAt: !287)
!436 = !DILocation(line: 18, column: 217, scope: !283, inlinedAt: !287)
!437 = !DILocation(line: 18, column: 224, scope: !283, inlinedAt: !287)
!438 = distinct !{!438, !290, !439, !212}
!439 = !DILocation(line: 18, column: 261, scope: !275, inlinedAt: !287)
!440 = distinct !{!440, !413, !422, !212, !337, !336}
!441 = !DILocation(line: 18, column: 314, scope: !275, inlinedAt: !287)
!442 = !DILocation(line: 18, column: 321, scope: !275, inlinedAt: !287)
!443 = !DILocation(line: 18, column: 338, scope: !275, inlinedAt: !287)
!444 = !DILocation(line: 46, column: 42, scope: !288)
!445 = !DILocation(line: 18, column: 90, scope: !446, inlinedAt: !287)
!446 = distinct !DILexicalBlock(scope: !275, file: !2, line: 18, column: 79)
!447 = distinct !{!447, !413, !422, !212, !336, !337}
!448 = distinct !{!448, !413, !422, !212, !336, !337}
!449 = distinct !{!449, !413, !422, !212, !337, !336}
!450 = !DILocation(line: 0, scope: !152)
!451 = !DILocalVariable(name: "out", arg: 2, scope: !452, file: !2, line: 19, type: !70)
!452 = distinct !DISubprogram(name: "negabinary", scope: !2, file: !2, line: 19, type: !276, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !453)
!453 = !{!454, !451, !455, !456, !457, !459}
!454 = !DILocalVariable(name: "v", arg: 1, scope: !452, file: !2, line: 19, type: !150)
!455 = !DILocalVariable(name: "t", scope: !452, file: !2, line: 19, type: !307)
!456 = !DILocalVariable(name: "n", scope: !452, file: !2, line: 19, type: !53)
!457 = !DILocalVariable(name: "r", scope: !458, file: !2, line: 19, type: !150)
!458 = distinct !DILexicalBlock(scope: !452, file: !2, line: 19, column: 101)
!459 = !DILocalVariable(name: "i", scope: !460, file: !2, line: 19, type: !53)
!460 = distinct !DILexicalBlock(scope: !452, file: !2, line: 19, column: 185)
!461 = !DILocation(line: 0, scope: !452, inlinedAt: !462)
!462 = distinct !DILocation(line: 47, column: 64, scope: !463)
!463 = distinct !DILexicalBlock(scope: !152, file: !2, line: 47, column: 5)
!464 = !DILocation(line: 0, scope: !458, inlinedAt: !462)
!465 = !DILocation(line: 0, scope: !460, inlinedAt: !462)
!466 = !DILocation(line: 19, column: 220, scope: !467, inlinedAt: !462)
!467 = distinct !DILexicalBlock(scope: !460, file: !2, line: 19, column: 185)
!468 = !DILocation(line: 19, column: 236, scope: !452, inlinedAt: !462)
!469 = !DILocation(line: 19, column: 243, scope: !452, inlinedAt: !462)
!470 = !DILocation(line: 47, column: 39, scope: !463)
!471 = !DILocation(line: 19, column: 213, scope: !467, inlinedAt: !462)
!472 = !DILocation(line: 48, column: 5, scope: !125)
!473 = !DILocation(line: 0, scope: !155)
!474 = !DILocation(line: 50, column: 5, scope: !155)
!475 = !DILocation(line: 0, scope: !67, inlinedAt: !476)
!476 = distinct !DILocation(line: 51, column: 61, scope: !125)
!477 = !DILocation(line: 23, column: 12, scope: !67, inlinedAt: !476)
!478 = distinct !DIAssignID()
!479 = !DILocation(line: 0, scope: !75, inlinedAt: !476)
!480 = !DILocation(line: 24, column: 5, scope: !75, inlinedAt: !476)
!481 = !{!482, !482, i64 0}
!482 = !{!"int", !207, i64 0}
!483 = !DILocation(line: 24, column: 43, scope: !484, inlinedAt: !476)
!484 = distinct !DILexicalBlock(scope: !75, file: !2, line: 24, column: 5)
!485 = !DILocation(line: 24, column: 34, scope: !484, inlinedAt: !476)
!486 = !{!487, !487, i64 0}
!487 = !{!"any pointer", !207, i64 0}
!488 = !DILocation(line: 24, column: 56, scope: !489, inlinedAt: !476)
!489 = distinct !DILexicalBlock(scope: !484, file: !2, line: 24, column: 54)
!490 = !DILocation(line: 24, column: 79, scope: !489, inlinedAt: !476)
!491 = distinct !{!491, !485, !492, !212}
!492 = !DILocation(line: 24, column: 90, scope: !484, inlinedAt: !476)
!493 = !DILocation(line: 24, column: 30, scope: !484, inlinedAt: !476)
!494 = !DILocation(line: 24, column: 23, scope: !484, inlinedAt: !476)
!495 = distinct !{!495, !480, !496, !212}
!496 = !DILocation(line: 24, column: 90, scope: !75, inlinedAt: !476)
!497 = !DILocation(line: 51, column: 95, scope: !125)
!498 = !DILocation(line: 0, scope: !67, inlinedAt: !499)
!499 = distinct !DILocation(line: 51, column: 79, scope: !125)
!500 = !DILocation(line: 23, column: 12, scope: !67, inlinedAt: !499)
!501 = distinct !DIAssignID()
!502 = !DILocation(line: 0, scope: !75, inlinedAt: !499)
!503 = !DILocation(line: 24, column: 5, scope: !75, inlinedAt: !499)
!504 = !DILocation(line: 24, column: 43, scope: !484, inlinedAt: !499)
!505 = !DILocation(line: 24, column: 34, scope: !484, inlinedAt: !499)
!506 = !DILocation(line: 24, column: 56, scope: !489, inlinedAt: !499)
!507 = !DILocation(line: 24, column: 79, scope: !489, inlinedAt: !499)
!508 = distinct !{!508, !505, !509, !212}
!509 = !DILocation(line: 24, column: 90, scope: !484, inlinedAt: !499)
!510 = !DILocation(line: 24, column: 30, scope: !484, inlinedAt: !499)
!511 = !DILocation(line: 24, column: 23, scope: !484, inlinedAt: !499)
!512 = distinct !{!512, !503, !513, !212}
!513 = !DILocation(line: 24, column: 90, scope: !75, inlinedAt: !499)
!514 = !DILocation(line: 51, column: 117, scope: !125)
!515 = !DILocation(line: 0, scope: !67, inlinedAt: !516)
!516 = distinct !DILocation(line: 51, column: 102, scope: !125)
!517 = !DILocation(line: 23, column: 12, scope: !67, inlinedAt: !516)
!518 = distinct !DIAssignID()
!519 = !DILocation(line: 0, scope: !75, inlinedAt: !516)
!520 = !DILocation(line: 24, column: 5, scope: !75, inlinedAt: !516)
!521 = !DILocation(line: 24, column: 43, scope: !484, inlinedAt: !516)
!522 = !DILocation(line: 24, column: 34, scope: !484, inlinedAt: !516)
!523 = !DILocation(line: 24, column: 56, scope: !489, inlinedAt: !516)
!524 = !DILocation(line: 24, column: 79, scope: !489, inlinedAt: !516)
!525 = distinct !{!525, !522, !526, !212}
!526 = !DILocation(line: 24, column: 90, scope: !484, inlinedAt: !516)
!527 = !DILocation(line: 24, column: 30, scope: !484, inlinedAt: !516)
!528 = !DILocation(line: 24, column: 23, scope: !484, inlinedAt: !516)
!529 = distinct !{!529, !520, !530, !212}
!530 = !DILocation(line: 24, column: 90, scope: !75, inlinedAt: !516)
!531 = !DILocation(line: 51, column: 5, scope: !125)
!532 = !DILocation(line: 52, column: 16, scope: !125)
!533 = !DILocation(line: 53, column: 1, scope: !125)
!534 = !DILocation(line: 0, scope: !67, inlinedAt: !535)
!535 = distinct !DILocation(line: 50, column: 48, scope: !536)
!536 = distinct !DILexicalBlock(scope: !537, file: !2, line: 50, column: 40)
!537 = distinct !DILexicalBlock(scope: !155, file: !2, line: 50, column: 5)
!538 = !DILocation(line: 23, column: 12, scope: !67, inlinedAt: !535)
!539 = distinct !DIAssignID()
!540 = !DILocation(line: 0, scope: !75, inlinedAt: !535)
!541 = !DILocation(line: 24, column: 5, scope: !75, inlinedAt: !535)
!542 = !DILocation(line: 24, column: 43, scope: !484, inlinedAt: !535)
!543 = !DILocation(line: 24, column: 34, scope: !484, inlinedAt: !535)
!544 = !DILocation(line: 24, column: 56, scope: !489, inlinedAt: !535)
!545 = !DILocation(line: 24, column: 79, scope: !489, inlinedAt: !535)
!546 = distinct !{!546, !543, !547, !212}
!547 = !DILocation(line: 24, column: 90, scope: !484, inlinedAt: !535)
!548 = !DILocation(line: 24, column: 30, scope: !484, inlinedAt: !535)
!549 = !DILocation(line: 24, column: 23, scope: !484, inlinedAt: !535)
!550 = distinct !{!550, !541, !551, !212}
!551 = !DILocation(line: 24, column: 90, scope: !75, inlinedAt: !535)
!552 = !DILocalVariable(name: "s", arg: 1, scope: !553, file: !2, line: 27, type: !112)
!553 = distinct !DISubprogram(name: "unroman", scope: !2, file: !2, line: 27, type: !554, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !43, retainedNodes: !556)
!554 = !DISubroutineType(types: !555)
!555 = !{!53, !112}
!556 = !{!552, !557, !558, !559, !561}
!557 = !DILocalVariable(name: "total", scope: !553, file: !2, line: 28, type: !53)
!558 = !DILocalVariable(name: "prev", scope: !553, file: !2, line: 28, type: !53)
!559 = !DILocalVariable(name: "i", scope: !560, file: !2, line: 29, type: !53)
!560 = distinct !DILexicalBlock(scope: !553, file: !2, line: 29, column: 5)
!561 = !DILocalVariable(name: "v", scope: !562, file: !2, line: 29, type: !53)
!562 = distinct !DILexicalBlock(scope: !563, file: !2, line: 29, column: 51)
!563 = distinct !DILexicalBlock(scope: !560, file: !2, line: 29, column: 5)
!564 = !DILocation(line: 0, scope: !553, inlinedAt: !565)
!565 = distinct !DILocation(line: 50, column: 40, scope: !536)
!566 = !DILocation(line: 29, column: 23, scope: !560, inlinedAt: !565)
!567 = !DILocation(line: 29, column: 18, scope: !560, inlinedAt: !565)
!568 = !DILocation(line: 0, scope: !560, inlinedAt: !565)
!569 = !DILocation(line: 29, column: 40, scope: !563, inlinedAt: !565)
!570 = !DILocation(line: 29, column: 5, scope: !560, inlinedAt: !565)
!571 = !DILocation(line: 29, scope: !560, inlinedAt: !565)
!572 = !DILocation(line: 0, scope: !562, inlinedAt: !565)
!573 = !DILocation(line: 29, column: 72, scope: !562, inlinedAt: !565)
!574 = !DILocation(line: 29, column: 64, scope: !562, inlinedAt: !565)
!575 = !DILocation(line: 29, column: 97, scope: !576, inlinedAt: !565)
!576 = distinct !DILexicalBlock(scope: !562, file: !2, line: 29, column: 78)
!577 = !DILocation(line: 29, column: 121, scope: !576, inlinedAt: !565)
!578 = !DILocation(line: 29, column: 146, scope: !576, inlinedAt: !565)
!579 = !DILocation(line: 29, column: 171, scope: !576, inlinedAt: !565)
!580 = !DILocation(line: 29, column: 197, scope: !576, inlinedAt: !565)
!581 = !DILocation(line: 29, column: 223, scope: !576, inlinedAt: !565)
!582 = !DILocation(line: 29, column: 250, scope: !576, inlinedAt: !565)
!583 = !DILocation(line: 29, scope: !562, inlinedAt: !565)
!584 = !DILocation(line: 29, column: 270, scope: !562, inlinedAt: !565)
!585 = !DILocation(line: 29, column: 268, scope: !562, inlinedAt: !565)
!586 = !DILocation(line: 29, column: 265, scope: !562, inlinedAt: !565)
!587 = !DILocation(line: 29, column: 291, scope: !562, inlinedAt: !565)
!588 = distinct !{!588, !570, !589, !212}
!589 = !DILocation(line: 29, column: 311, scope: !560, inlinedAt: !565)
!590 = !DILocation(line: 50, column: 63, scope: !536)
!591 = !DILocation(line: 50, column: 40, scope: !537)
!592 = !DILocation(line: 50, column: 32, scope: !537)
!593 = !DILocation(line: 50, column: 23, scope: !537)
!594 = distinct !{!594, !474, !595, !212}
!595 = !DILocation(line: 50, column: 73, scope: !155)
!596 = !DISubprogram(name: "printf", scope: !597, file: !597, line: 356, type: !598, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!597 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!598 = !DISubroutineType(types: !599)
!599 = !{!53, !600, null}
!600 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !112)
!601 = !DISubprogram(name: "strlen", scope: !602, file: !602, line: 407, type: !603, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!602 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!603 = !DISubroutineType(types: !604)
!604 = !{!52, !112}
!605 = !DISubprogram(name: "strcat", scope: !602, file: !602, line: 149, type: !606, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DISubroutineType(types: !607)
!607 = !{!70, !608, !600}
!608 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !70)
