; ModuleID = 'programs/hash_table_open_addressing.c'
source_filename = "programs/hash_table_open_addressing.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.OA = type { ptr, i64, i64, i64 }
%struct.Slot = type { ptr, i32, i32 }

@.str = private unnamed_addr constant [245 x i8] c"it is a truth universally acknowledged that a single man in possession of a good fortune must be in want of a wife however little known the feelings or views of such a man may be on his first entering a neighbourhood this truth is so well fixed\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"%d\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [30 x i8] c"words=%d oa used=%zu cap=%zu\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [6 x i8] c"truth\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"man\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [3 x i8] c"of\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [5 x i8] c"wife\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [6 x i8] c"zebra\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [3 x i8] c"a1\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [5 x i8] c"in19\00", align 1, !dbg !43
@__const.main.q = private unnamed_addr constant [8 x ptr] [ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 16
@.str.11 = private unnamed_addr constant [17 x i8] c"%s: oa=%d ch=%d\0A\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [30 x i8] c"deleted=%d used=%zu tomb=%zu\0A\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [6 x i8] c"key%d\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [41 x i8] c"after insert used=%zu cap=%zu total=%ld\0A\00", align 1, !dbg !54
@.str.15 = private unnamed_addr constant [15 x i8] c"chain max=%zu\0A\00", align 1, !dbg !59

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !77 {
  %1 = alloca %struct.OA, align 8, !DIAssignID !183
    #dbg_assign(i1 undef, !84, !DIExpression(), !183, ptr %1, !DIExpression(), !184)
  %2 = alloca [32 x i8], align 16, !DIAssignID !185
    #dbg_assign(i1 undef, !118, !DIExpression(), !185, ptr %2, !DIExpression(), !184)
  %3 = alloca [8 x i8], align 1, !DIAssignID !186
    #dbg_assign(i1 undef, !130, !DIExpression(), !186, ptr %3, !DIExpression(), !187)
  %4 = alloca [32 x i8], align 16, !DIAssignID !188
    #dbg_assign(i1 undef, !149, !DIExpression(), !188, ptr %4, !DIExpression(), !189)
  %5 = alloca [16 x i8], align 16, !DIAssignID !190
    #dbg_assign(i1 undef, !155, !DIExpression(), !190, ptr %5, !DIExpression(), !191)
    #dbg_value(ptr @.str, !81, !DIExpression(), !184)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #11, !dbg !192
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %1, i8 0, i64 32, i1 false), !dbg !193, !DIAssignID !194
    #dbg_assign(i8 0, !84, !DIExpression(), !194, ptr %1, !DIExpression(), !184)
  %6 = tail call noalias dereferenceable_or_null(248) ptr @calloc(i64 noundef 31, i64 noundef 8) #12, !dbg !195
    #dbg_value(ptr %6, !103, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !184)
    #dbg_value(i64 31, !103, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !184)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #11, !dbg !196
    #dbg_value(i32 0, !122, !DIExpression(), !184)
    #dbg_value(i32 0, !123, !DIExpression(), !197)
  %7 = getelementptr inbounds i8, ptr %1, i64 8
    #dbg_value(i32 0, !122, !DIExpression(), !184)
    #dbg_value(i32 0, !123, !DIExpression(), !197)
  br label %8, !dbg !198

8:                                                ; preds = %0, %130
  %9 = phi i32 [ 0, %0 ], [ %127, %130 ]
  %10 = phi i32 [ 0, %0 ], [ %131, %130 ]
    #dbg_value(i32 %9, !122, !DIExpression(), !184)
    #dbg_value(i32 %10, !123, !DIExpression(), !197)
    #dbg_value(i32 %9, !122, !DIExpression(), !184)
    #dbg_value(ptr @.str, !125, !DIExpression(), !199)
  %11 = and i32 %10, 1
  %12 = icmp eq i32 %11, 0
  br label %21, !dbg !200

13:                                               ; preds = %130
  %14 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !201
  %15 = load i64, ptr %14, align 8, !dbg !201, !tbaa !202
  %16 = load i64, ptr %7, align 8, !dbg !208, !tbaa !209
  %17 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %127, i64 noundef %15, i64 noundef %16), !dbg !210
    #dbg_assign(i1 undef, !137, !DIExpression(), !211, ptr @__const.main.q, !DIExpression(), !184)
    #dbg_value(i32 0, !139, !DIExpression(), !212)
  %18 = icmp eq i64 %16, 0
    #dbg_value(i32 0, !139, !DIExpression(), !212)
  %19 = add i64 %16, -1
  %20 = load ptr, ptr %1, align 8
  br label %136, !dbg !213

21:                                               ; preds = %8, %123
  %22 = phi i8 [ 105, %8 ], [ %128, %123 ]
  %23 = phi i32 [ %9, %8 ], [ %127, %123 ]
  %24 = phi ptr [ @.str, %8 ], [ %44, %123 ]
    #dbg_value(i32 %23, !122, !DIExpression(), !184)
    #dbg_value(ptr %24, !125, !DIExpression(), !199)
  br label %25, !dbg !214

25:                                               ; preds = %21, %35
  %26 = phi i8 [ %38, %35 ], [ %22, %21 ], !dbg !215
  %27 = phi i32 [ %36, %35 ], [ 0, %21 ], !dbg !216
  %28 = phi ptr [ %37, %35 ], [ %24, %21 ], !dbg !199
    #dbg_value(ptr %28, !125, !DIExpression(), !199)
    #dbg_value(i32 %27, !128, !DIExpression(), !217)
  switch i8 %26, label %29 [
    i8 0, label %39
    i8 32, label %39
  ], !dbg !218

29:                                               ; preds = %25
  %30 = icmp slt i32 %27, 31, !dbg !219
  br i1 %30, label %31, label %35, !dbg !222

31:                                               ; preds = %29
  %32 = add nsw i32 %27, 1, !dbg !223
    #dbg_value(i32 %32, !128, !DIExpression(), !217)
  %33 = sext i32 %27 to i64, !dbg !224
  %34 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 %33, !dbg !224
  store i8 %26, ptr %34, align 1, !dbg !225, !tbaa !226
  br label %35, !dbg !224

35:                                               ; preds = %31, %29
  %36 = phi i32 [ %32, %31 ], [ %27, %29 ], !dbg !216
    #dbg_value(i32 %36, !128, !DIExpression(), !217)
  %37 = getelementptr inbounds i8, ptr %28, i64 1, !dbg !227
    #dbg_value(ptr %37, !125, !DIExpression(), !199)
  %38 = load i8, ptr %37, align 1, !dbg !215, !tbaa !226
  br label %25, !dbg !214, !llvm.loop !228

39:                                               ; preds = %25, %25
  %40 = sext i32 %27 to i64, !dbg !231
  %41 = getelementptr inbounds [32 x i8], ptr %2, i64 0, i64 %40, !dbg !231
  store i8 0, ptr %41, align 1, !dbg !232, !tbaa !226
  %42 = icmp ne i8 %26, 0, !dbg !233
  %43 = zext i1 %42 to i64, !dbg !235
  %44 = getelementptr inbounds i8, ptr %28, i64 %43, !dbg !235
    #dbg_value(ptr %44, !125, !DIExpression(), !199)
  br i1 %12, label %50, label %45, !dbg !236

45:                                               ; preds = %39
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #11, !dbg !237
  %46 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 8, ptr noundef nonnull @.str.1, i32 noundef %10) #11, !dbg !238
  %47 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %2) #13, !dbg !239
  %48 = sub i64 31, %47, !dbg !240
  %49 = call ptr @strncat(ptr noundef nonnull dereferenceable(1) %2, ptr noundef nonnull %3, i64 noundef %48) #11, !dbg !241
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #11, !dbg !242
  br label %50, !dbg !243

50:                                               ; preds = %45, %39
    #dbg_value(ptr %1, !244, !DIExpression(), !252)
    #dbg_value(ptr %2, !250, !DIExpression(), !252)
  %51 = load i64, ptr %7, align 8, !dbg !254, !tbaa !209
  %52 = icmp eq i64 %51, 0, !dbg !256
  br i1 %52, label %86, label %53, !dbg !257

53:                                               ; preds = %50
    #dbg_value(ptr %2, !258, !DIExpression(), !268)
    #dbg_value(i64 1469598103934665603, !267, !DIExpression(), !268)
  %54 = load i8, ptr %2, align 16, !dbg !270, !tbaa !226
  %55 = icmp eq i8 %54, 0, !dbg !271
  br i1 %55, label %66, label %56, !dbg !271

56:                                               ; preds = %53, %56
  %57 = phi i8 [ %64, %56 ], [ %54, %53 ]
  %58 = phi i64 [ %63, %56 ], [ 1469598103934665603, %53 ]
  %59 = phi ptr [ %60, %56 ], [ %2, %53 ]
    #dbg_value(i64 %58, !267, !DIExpression(), !268)
    #dbg_value(ptr %59, !258, !DIExpression(), !268)
  %60 = getelementptr inbounds i8, ptr %59, i64 1, !dbg !272
    #dbg_value(ptr %60, !258, !DIExpression(), !268)
  %61 = zext i8 %57 to i64, !dbg !274
  %62 = xor i64 %58, %61, !dbg !275
    #dbg_value(i64 %62, !267, !DIExpression(), !268)
  %63 = mul i64 %62, 1099511628211, !dbg !276
    #dbg_value(i64 %63, !267, !DIExpression(), !268)
  %64 = load i8, ptr %60, align 1, !dbg !270, !tbaa !226
  %65 = icmp eq i8 %64, 0, !dbg !271
  br i1 %65, label %66, label %56, !dbg !271, !llvm.loop !277

66:                                               ; preds = %56, %53
  %67 = phi i64 [ 1469598103934665603, %53 ], [ %63, %56 ], !dbg !279
  %68 = add i64 %51, -1, !dbg !280
    #dbg_value(!DIArgList(i64 %67, i64 %68), !251, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !252)
  %69 = load ptr, ptr %1, align 8, !tbaa !281
  br label %70, !dbg !282

70:                                               ; preds = %80, %66
  %71 = phi i64 [ %67, %66 ], [ %81, %80 ]
  %72 = and i64 %71, %68, !dbg !283
    #dbg_value(i64 %72, !251, !DIExpression(), !252)
  %73 = getelementptr inbounds %struct.Slot, ptr %69, i64 %72, !dbg !284
  %74 = getelementptr inbounds i8, ptr %73, i64 12, !dbg !285
  %75 = load i32, ptr %74, align 4, !dbg !285, !tbaa !286
  switch i32 %75, label %80 [
    i32 0, label %86
    i32 1, label %76
  ], !dbg !282

76:                                               ; preds = %70
  %77 = load ptr, ptr %73, align 8, !dbg !289, !tbaa !292
  %78 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %77, ptr noundef nonnull readonly dereferenceable(1) %2) #13, !dbg !293
  %79 = icmp eq i32 %78, 0, !dbg !293
  br i1 %79, label %82, label %80, !dbg !294

80:                                               ; preds = %76, %70
  %81 = add i64 %72, 1, !dbg !295
    #dbg_value(!DIArgList(i64 %81, i64 %68), !251, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !252)
  br label %70, !dbg !282, !llvm.loop !296

82:                                               ; preds = %76
    #dbg_value(ptr %73, !136, !DIExpression(), !217)
  %83 = getelementptr inbounds i8, ptr %73, i64 8, !dbg !298
  %84 = load i32, ptr %83, align 8, !dbg !298, !tbaa !299
  %85 = add nsw i32 %84, 1, !dbg !300
  br label %86, !dbg !301

86:                                               ; preds = %70, %50, %82
  %87 = phi i32 [ %85, %82 ], [ 1, %50 ], [ 1, %70 ], !dbg !301
  call fastcc void @oa_put(ptr noundef nonnull %1, ptr noundef nonnull %2, i32 noundef %87), !dbg !302
    #dbg_value(ptr undef, !303, !DIExpression(), !315)
    #dbg_value(ptr %2, !309, !DIExpression(), !315)
    #dbg_value(i32 1, !310, !DIExpression(), !315)
    #dbg_value(ptr %2, !258, !DIExpression(), !317)
    #dbg_value(i64 1469598103934665603, !267, !DIExpression(), !317)
  %88 = load i8, ptr %2, align 16, !dbg !319, !tbaa !226
  %89 = icmp eq i8 %88, 0, !dbg !320
  br i1 %89, label %100, label %90, !dbg !320

90:                                               ; preds = %86, %90
  %91 = phi i8 [ %98, %90 ], [ %88, %86 ]
  %92 = phi i64 [ %97, %90 ], [ 1469598103934665603, %86 ]
  %93 = phi ptr [ %94, %90 ], [ %2, %86 ]
    #dbg_value(i64 %92, !267, !DIExpression(), !317)
    #dbg_value(ptr %93, !258, !DIExpression(), !317)
  %94 = getelementptr inbounds i8, ptr %93, i64 1, !dbg !321
    #dbg_value(ptr %94, !258, !DIExpression(), !317)
  %95 = zext i8 %91 to i64, !dbg !322
  %96 = xor i64 %92, %95, !dbg !323
    #dbg_value(i64 %96, !267, !DIExpression(), !317)
  %97 = mul i64 %96, 1099511628211, !dbg !324
    #dbg_value(i64 %97, !267, !DIExpression(), !317)
  %98 = load i8, ptr %94, align 1, !dbg !319, !tbaa !226
  %99 = icmp eq i8 %98, 0, !dbg !320
  br i1 %99, label %100, label %90, !dbg !320, !llvm.loop !325

100:                                              ; preds = %90, %86
  %101 = phi i64 [ 1469598103934665603, %86 ], [ %97, %90 ], !dbg !327
  %102 = urem i64 %101, 31, !dbg !328
    #dbg_value(i64 %102, !311, !DIExpression(), !315)
  %103 = getelementptr inbounds ptr, ptr %6, i64 %102, !dbg !329
    #dbg_value(ptr poison, !312, !DIExpression(), !330)
  %104 = load ptr, ptr %103, align 8, !dbg !331, !tbaa !332
  %105 = icmp eq ptr %104, null, !dbg !333
  br i1 %105, label %118, label %106, !dbg !333

106:                                              ; preds = %100, %111
  %107 = phi ptr [ %113, %111 ], [ %104, %100 ]
  %108 = load ptr, ptr %107, align 8, !dbg !334, !tbaa !337
  %109 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %108, ptr noundef nonnull readonly dereferenceable(1) %2) #13, !dbg !339
  %110 = icmp eq i32 %109, 0, !dbg !339
  br i1 %110, label %115, label %111, !dbg !340

111:                                              ; preds = %106
  %112 = getelementptr inbounds i8, ptr %107, i64 16, !dbg !341
    #dbg_value(ptr poison, !312, !DIExpression(), !330)
  %113 = load ptr, ptr %112, align 8, !dbg !331, !tbaa !332
    #dbg_value(ptr %113, !312, !DIExpression(), !330)
  %114 = icmp eq ptr %113, null, !dbg !333
  br i1 %114, label %118, label %106, !dbg !333, !llvm.loop !342

115:                                              ; preds = %106
  %116 = getelementptr inbounds i8, ptr %107, i64 8, !dbg !344
  %117 = load i32, ptr %116, align 4, !dbg !345, !tbaa !346
  br label %123

118:                                              ; preds = %111, %100
  %119 = call noalias dereferenceable_or_null(24) ptr @malloc(i64 noundef 24) #14, !dbg !347
    #dbg_value(ptr %119, !314, !DIExpression(), !315)
  %120 = call noalias ptr @strdup(ptr noundef nonnull readonly %2) #11, !dbg !348
  store ptr %120, ptr %119, align 8, !dbg !349, !tbaa !337
  %121 = getelementptr inbounds i8, ptr %119, i64 8, !dbg !350
  store i32 0, ptr %121, align 8, !dbg !351, !tbaa !352
  %122 = getelementptr inbounds i8, ptr %119, i64 16, !dbg !353
  store ptr %104, ptr %122, align 8, !dbg !354, !tbaa !355
  store ptr %119, ptr %103, align 8, !dbg !356, !tbaa !332
  br label %123

123:                                              ; preds = %115, %118
  %124 = phi i32 [ 0, %118 ], [ %117, %115 ], !dbg !345
  %125 = phi ptr [ %121, %118 ], [ %116, %115 ], !dbg !315
  %126 = add nsw i32 %124, 1, !dbg !345
  store i32 %126, ptr %125, align 4, !dbg !345, !tbaa !346
  %127 = add nsw i32 %23, 1, !dbg !357
    #dbg_value(i32 %127, !122, !DIExpression(), !184)
    #dbg_value(ptr %44, !125, !DIExpression(), !199)
  %128 = load i8, ptr %44, align 1, !dbg !358, !tbaa !226
  %129 = icmp eq i8 %128, 0, !dbg !200
  br i1 %129, label %130, label %21, !dbg !200, !llvm.loop !359

130:                                              ; preds = %123
  %131 = add nuw nsw i32 %10, 1, !dbg !361
    #dbg_value(i32 %127, !122, !DIExpression(), !184)
    #dbg_value(i32 %131, !123, !DIExpression(), !197)
  %132 = icmp eq i32 %131, 20, !dbg !362
  br i1 %132, label %13, label %8, !dbg !198, !llvm.loop !363

133:                                              ; preds = %208
    #dbg_value(i64 0, !147, !DIExpression(), !365)
    #dbg_value(i32 0, !146, !DIExpression(), !184)
  %134 = getelementptr inbounds i8, ptr %1, i64 24
  %135 = load i64, ptr %134, align 8, !tbaa !366
  br i1 %18, label %214, label %219, !dbg !367

136:                                              ; preds = %13, %208
  %137 = phi i64 [ 0, %13 ], [ %211, %208 ]
    #dbg_value(i64 %137, !139, !DIExpression(), !212)
  %138 = getelementptr inbounds [8 x ptr], ptr @__const.main.q, i64 0, i64 %137, !dbg !368
  %139 = load ptr, ptr %138, align 8, !dbg !368, !tbaa !332
    #dbg_value(ptr %1, !244, !DIExpression(), !369)
    #dbg_value(ptr %139, !250, !DIExpression(), !369)
  %140 = load i8, ptr %139, align 1, !dbg !371, !tbaa !226
  br i1 %18, label %167, label %141, !dbg !374

141:                                              ; preds = %136
    #dbg_value(ptr %139, !258, !DIExpression(), !375)
    #dbg_value(i64 1469598103934665603, !267, !DIExpression(), !375)
  %142 = icmp eq i8 %140, 0, !dbg !377
  br i1 %142, label %153, label %143, !dbg !377

143:                                              ; preds = %141, %143
  %144 = phi i8 [ %151, %143 ], [ %140, %141 ]
  %145 = phi i64 [ %150, %143 ], [ 1469598103934665603, %141 ]
  %146 = phi ptr [ %147, %143 ], [ %139, %141 ]
    #dbg_value(i64 %145, !267, !DIExpression(), !375)
    #dbg_value(ptr %146, !258, !DIExpression(), !375)
  %147 = getelementptr inbounds i8, ptr %146, i64 1, !dbg !378
    #dbg_value(ptr %147, !258, !DIExpression(), !375)
  %148 = zext i8 %144 to i64, !dbg !379
  %149 = xor i64 %145, %148, !dbg !380
    #dbg_value(i64 %149, !267, !DIExpression(), !375)
  %150 = mul i64 %149, 1099511628211, !dbg !381
    #dbg_value(i64 %150, !267, !DIExpression(), !375)
  %151 = load i8, ptr %147, align 1, !dbg !382, !tbaa !226
  %152 = icmp eq i8 %151, 0, !dbg !377
  br i1 %152, label %153, label %143, !dbg !377, !llvm.loop !383

153:                                              ; preds = %143, %141
  %154 = phi i64 [ 1469598103934665603, %141 ], [ %150, %143 ]
  br label %155, !dbg !385

155:                                              ; preds = %153, %165
  %156 = phi i64 [ %166, %165 ], [ %154, %153 ]
  %157 = and i64 %156, %19, !dbg !386
    #dbg_value(i64 %157, !251, !DIExpression(), !369)
  %158 = getelementptr inbounds %struct.Slot, ptr %20, i64 %157, !dbg !387
  %159 = getelementptr inbounds i8, ptr %158, i64 12, !dbg !388
  %160 = load i32, ptr %159, align 4, !dbg !388, !tbaa !286
  switch i32 %160, label %165 [
    i32 0, label %167
    i32 1, label %161
  ], !dbg !385

161:                                              ; preds = %155
  %162 = load ptr, ptr %158, align 8, !dbg !389, !tbaa !292
  %163 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %162, ptr noundef nonnull readonly dereferenceable(1) %139) #13, !dbg !390
  %164 = icmp eq i32 %163, 0, !dbg !390
  br i1 %164, label %167, label %165, !dbg !391

165:                                              ; preds = %161, %155
  %166 = add i64 %157, 1, !dbg !392
    #dbg_value(!DIArgList(i64 %166, i64 %19), !251, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !369)
  br label %155, !dbg !385, !llvm.loop !393

167:                                              ; preds = %155, %161, %136
  %168 = phi ptr [ null, %136 ], [ %158, %161 ], [ null, %155 ], !dbg !386
    #dbg_value(ptr %168, !141, !DIExpression(), !395)
    #dbg_value(ptr undef, !303, !DIExpression(), !396)
    #dbg_value(ptr %139, !309, !DIExpression(), !396)
    #dbg_value(i32 0, !310, !DIExpression(), !396)
    #dbg_value(ptr %139, !258, !DIExpression(), !397)
    #dbg_value(i64 1469598103934665603, !267, !DIExpression(), !397)
  %169 = icmp eq i8 %140, 0, !dbg !398
  br i1 %169, label %180, label %170, !dbg !398

170:                                              ; preds = %167, %170
  %171 = phi i8 [ %178, %170 ], [ %140, %167 ]
  %172 = phi i64 [ %177, %170 ], [ 1469598103934665603, %167 ]
  %173 = phi ptr [ %174, %170 ], [ %139, %167 ]
    #dbg_value(i64 %172, !267, !DIExpression(), !397)
    #dbg_value(ptr %173, !258, !DIExpression(), !397)
  %174 = getelementptr inbounds i8, ptr %173, i64 1, !dbg !399
    #dbg_value(ptr %174, !258, !DIExpression(), !397)
  %175 = zext i8 %171 to i64, !dbg !400
  %176 = xor i64 %172, %175, !dbg !401
    #dbg_value(i64 %176, !267, !DIExpression(), !397)
  %177 = mul i64 %176, 1099511628211, !dbg !402
    #dbg_value(i64 %177, !267, !DIExpression(), !397)
  %178 = load i8, ptr %174, align 1, !dbg !371, !tbaa !226
  %179 = icmp eq i8 %178, 0, !dbg !398
  br i1 %179, label %180, label %170, !dbg !398, !llvm.loop !403

180:                                              ; preds = %170, %167
  %181 = phi i64 [ 1469598103934665603, %167 ], [ %177, %170 ], !dbg !405
  %182 = urem i64 %181, 31, !dbg !406
    #dbg_value(i64 %182, !311, !DIExpression(), !396)
  %183 = getelementptr inbounds ptr, ptr %6, i64 %182, !dbg !407
    #dbg_value(ptr poison, !312, !DIExpression(), !408)
  %184 = load ptr, ptr %183, align 8, !dbg !409, !tbaa !332
  %185 = icmp eq ptr %184, null, !dbg !410
  br i1 %185, label %197, label %186, !dbg !410

186:                                              ; preds = %180, %191
  %187 = phi ptr [ %193, %191 ], [ %184, %180 ]
  %188 = load ptr, ptr %187, align 8, !dbg !411, !tbaa !337
  %189 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %188, ptr noundef nonnull readonly dereferenceable(1) %139) #13, !dbg !412
  %190 = icmp eq i32 %189, 0, !dbg !412
  br i1 %190, label %195, label %191, !dbg !413

191:                                              ; preds = %186
  %192 = getelementptr inbounds i8, ptr %187, i64 16, !dbg !414
    #dbg_value(ptr poison, !312, !DIExpression(), !408)
  %193 = load ptr, ptr %192, align 8, !dbg !409, !tbaa !332
    #dbg_value(ptr %193, !312, !DIExpression(), !408)
  %194 = icmp eq ptr %193, null, !dbg !410
  br i1 %194, label %197, label %186, !dbg !410, !llvm.loop !415

195:                                              ; preds = %186
  %196 = getelementptr inbounds i8, ptr %187, i64 8, !dbg !417
  br label %197

197:                                              ; preds = %191, %180, %195
  %198 = phi ptr [ %196, %195 ], [ null, %180 ], [ null, %191 ], !dbg !396
    #dbg_value(ptr %198, !144, !DIExpression(), !395)
  %199 = icmp eq ptr %168, null, !dbg !418
  br i1 %199, label %203, label %200, !dbg !418

200:                                              ; preds = %197
  %201 = getelementptr inbounds i8, ptr %168, i64 8, !dbg !419
  %202 = load i32, ptr %201, align 8, !dbg !419, !tbaa !299
  br label %203, !dbg !418

203:                                              ; preds = %197, %200
  %204 = phi i32 [ %202, %200 ], [ -1, %197 ], !dbg !418
  %205 = icmp eq ptr %198, null, !dbg !420
  br i1 %205, label %208, label %206, !dbg !420

206:                                              ; preds = %203
  %207 = load i32, ptr %198, align 4, !dbg !421, !tbaa !346
  br label %208, !dbg !420

208:                                              ; preds = %203, %206
  %209 = phi i32 [ %207, %206 ], [ -1, %203 ], !dbg !420
  %210 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %139, i32 noundef %204, i32 noundef %209), !dbg !422
  %211 = add nuw nsw i64 %137, 1, !dbg !423
    #dbg_value(i64 %211, !139, !DIExpression(), !212)
  %212 = icmp eq i64 %211, 8, !dbg !424
  br i1 %212, label %133, label %136, !dbg !213, !llvm.loop !425

213:                                              ; preds = %269
  store i64 %270, ptr %134, align 8, !dbg !427, !tbaa !366, !DIAssignID !436
  br label %214, !dbg !367

214:                                              ; preds = %133, %213
  %215 = phi i64 [ %270, %213 ], [ %135, %133 ], !dbg !437
  %216 = phi i64 [ %271, %213 ], [ %15, %133 ]
  %217 = phi i32 [ %272, %213 ], [ 0, %133 ], !dbg !438
  store i64 %216, ptr %14, align 8, !dbg !439, !tbaa !202, !DIAssignID !440
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef %217, i64 noundef %216, i64 noundef %215), !dbg !441
    #dbg_value(i32 0, !153, !DIExpression(), !442)
  br label %284, !dbg !443

219:                                              ; preds = %133, %269
  %220 = phi i64 [ %270, %269 ], [ %135, %133 ]
  %221 = phi i64 [ %273, %269 ], [ 0, %133 ]
  %222 = phi i32 [ %272, %269 ], [ 0, %133 ]
  %223 = phi i64 [ %271, %269 ], [ %15, %133 ]
    #dbg_value(i64 %221, !147, !DIExpression(), !365)
    #dbg_value(i32 %222, !146, !DIExpression(), !184)
  %224 = getelementptr inbounds %struct.Slot, ptr %20, i64 %221, !dbg !444
  %225 = getelementptr inbounds i8, ptr %224, i64 12, !dbg !445
  %226 = load i32, ptr %225, align 4, !dbg !445, !tbaa !286
  %227 = icmp eq i32 %226, 1, !dbg !446
  br i1 %227, label %228, label %269, !dbg !447

228:                                              ; preds = %219
  %229 = getelementptr inbounds i8, ptr %224, i64 8, !dbg !448
  %230 = load i32, ptr %229, align 8, !dbg !448, !tbaa !299
  %231 = icmp slt i32 %230, 10, !dbg !449
  br i1 %231, label %232, label %269, !dbg !450

232:                                              ; preds = %228
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %4) #11, !dbg !451
  %233 = load ptr, ptr %224, align 8, !dbg !452, !tbaa !292
  %234 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %4, ptr noundef nonnull dereferenceable(1) %233) #11, !dbg !453
    #dbg_value(ptr %1, !432, !DIExpression(), !454)
    #dbg_value(ptr %4, !433, !DIExpression(), !454)
    #dbg_value(ptr %1, !244, !DIExpression(), !455)
    #dbg_value(ptr %4, !250, !DIExpression(), !455)
    #dbg_value(ptr %4, !258, !DIExpression(), !457)
    #dbg_value(i64 1469598103934665603, !267, !DIExpression(), !457)
  %235 = load i8, ptr %4, align 16, !dbg !459, !tbaa !226
  %236 = icmp eq i8 %235, 0, !dbg !460
  br i1 %236, label %247, label %237, !dbg !460

237:                                              ; preds = %232, %237
  %238 = phi i8 [ %245, %237 ], [ %235, %232 ]
  %239 = phi i64 [ %244, %237 ], [ 1469598103934665603, %232 ]
  %240 = phi ptr [ %241, %237 ], [ %4, %232 ]
    #dbg_value(i64 %239, !267, !DIExpression(), !457)
    #dbg_value(ptr %240, !258, !DIExpression(), !457)
  %241 = getelementptr inbounds i8, ptr %240, i64 1, !dbg !461
    #dbg_value(ptr %241, !258, !DIExpression(), !457)
  %242 = zext i8 %238 to i64, !dbg !462
  %243 = xor i64 %239, %242, !dbg !463
    #dbg_value(i64 %243, !267, !DIExpression(), !457)
  %244 = mul i64 %243, 1099511628211, !dbg !464
    #dbg_value(i64 %244, !267, !DIExpression(), !457)
  %245 = load i8, ptr %241, align 1, !dbg !459, !tbaa !226
  %246 = icmp eq i8 %245, 0, !dbg !460
  br i1 %246, label %247, label %237, !dbg !460, !llvm.loop !465

247:                                              ; preds = %237, %232
  %248 = phi i64 [ 1469598103934665603, %232 ], [ %244, %237 ]
  br label %249, !dbg !467

249:                                              ; preds = %247, %259
  %250 = phi i64 [ %260, %259 ], [ %248, %247 ]
  %251 = and i64 %250, %19, !dbg !468
    #dbg_value(i64 %251, !251, !DIExpression(), !455)
  %252 = getelementptr inbounds %struct.Slot, ptr %20, i64 %251, !dbg !469
  %253 = getelementptr inbounds i8, ptr %252, i64 12, !dbg !470
  %254 = load i32, ptr %253, align 4, !dbg !470, !tbaa !286
  switch i32 %254, label %259 [
    i32 0, label %265
    i32 1, label %255
  ], !dbg !467

255:                                              ; preds = %249
  %256 = load ptr, ptr %252, align 8, !dbg !471, !tbaa !292
  %257 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %256, ptr noundef nonnull readonly dereferenceable(1) %4) #13, !dbg !472
  %258 = icmp eq i32 %257, 0, !dbg !472
  br i1 %258, label %261, label %259, !dbg !473

259:                                              ; preds = %255, %249
  %260 = add i64 %251, 1, !dbg !474
    #dbg_value(!DIArgList(i64 %260, i64 %19), !251, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !455)
  br label %249, !dbg !467, !llvm.loop !475

261:                                              ; preds = %255
  %262 = getelementptr inbounds i8, ptr %252, i64 12
    #dbg_value(ptr %252, !434, !DIExpression(), !454)
  call void @free(ptr noundef %256) #11, !dbg !477
  store ptr null, ptr %252, align 8, !dbg !478, !tbaa !292
  store i32 2, ptr %262, align 4, !dbg !479, !tbaa !286
  %263 = add i64 %223, -1, !dbg !439
    #dbg_assign(i64 %263, !84, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !440, ptr %14, !DIExpression(), !184)
  %264 = add i64 %220, 1, !dbg !427
    #dbg_assign(i64 %264, !84, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !436, ptr %134, !DIExpression(), !184)
  br label %265, !dbg !480

265:                                              ; preds = %249, %261
  %266 = phi i64 [ %264, %261 ], [ %220, %249 ]
  %267 = phi i64 [ %263, %261 ], [ %223, %249 ]
  %268 = add nsw i32 %254, %222, !dbg !481
    #dbg_value(i32 %268, !146, !DIExpression(), !184)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %4) #11, !dbg !482
  br label %269, !dbg !483

269:                                              ; preds = %219, %228, %265
  %270 = phi i64 [ %266, %265 ], [ %220, %228 ], [ %220, %219 ]
  %271 = phi i64 [ %267, %265 ], [ %223, %228 ], [ %223, %219 ]
  %272 = phi i32 [ %268, %265 ], [ %222, %228 ], [ %222, %219 ], !dbg !438
    #dbg_value(i32 %272, !146, !DIExpression(), !184)
  %273 = add nuw i64 %221, 1, !dbg !484
    #dbg_value(i64 %273, !147, !DIExpression(), !365)
  %274 = icmp eq i64 %273, %16, !dbg !485
  br i1 %274, label %213, label %219, !dbg !367, !llvm.loop !486

275:                                              ; preds = %284
  %276 = load i64, ptr %7, align 8, !tbaa !209
    #dbg_value(i64 0, !163, !DIExpression(), !488)
    #dbg_value(i64 0, !161, !DIExpression(), !184)
  %277 = icmp eq i64 %276, 0, !dbg !489
  br i1 %277, label %304, label %278, !dbg !491

278:                                              ; preds = %275
  %279 = load ptr, ptr %1, align 8, !tbaa !281
  %280 = and i64 %276, 1, !dbg !491
  %281 = icmp eq i64 %276, 1, !dbg !491
  br i1 %281, label %289, label %282, !dbg !491

282:                                              ; preds = %278
  %283 = and i64 %276, -2, !dbg !491
  br label %308, !dbg !491

284:                                              ; preds = %214, %284
  %285 = phi i32 [ 0, %214 ], [ %287, %284 ]
    #dbg_value(i32 %285, !153, !DIExpression(), !442)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %5) #11, !dbg !492
  %286 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 16, ptr noundef nonnull @.str.13, i32 noundef %285) #11, !dbg !493
  call fastcc void @oa_put(ptr noundef nonnull %1, ptr noundef nonnull %5, i32 noundef %285), !dbg !494
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %5) #11, !dbg !495
  %287 = add nuw nsw i32 %285, 1, !dbg !496
    #dbg_value(i32 %287, !153, !DIExpression(), !442)
  %288 = icmp eq i32 %287, 200, !dbg !497
  br i1 %288, label %275, label %284, !dbg !443, !llvm.loop !498

289:                                              ; preds = %333, %278
  %290 = phi i64 [ poison, %278 ], [ %334, %333 ]
  %291 = phi i64 [ 0, %278 ], [ %335, %333 ]
  %292 = phi i64 [ 0, %278 ], [ %334, %333 ]
  %293 = icmp eq i64 %280, 0, !dbg !500
  br i1 %293, label %304, label %294, !dbg !500

294:                                              ; preds = %289
    #dbg_value(i64 %291, !163, !DIExpression(), !488)
    #dbg_value(i64 %292, !161, !DIExpression(), !184)
  %295 = getelementptr inbounds %struct.Slot, ptr %279, i64 %291, !dbg !501
  %296 = getelementptr inbounds i8, ptr %295, i64 12, !dbg !503
  %297 = load i32, ptr %296, align 4, !dbg !503, !tbaa !286
  %298 = icmp eq i32 %297, 1, !dbg !504
  br i1 %298, label %299, label %304, !dbg !500

299:                                              ; preds = %294
  %300 = getelementptr inbounds i8, ptr %295, i64 8, !dbg !505
  %301 = load i32, ptr %300, align 8, !dbg !505, !tbaa !299
  %302 = sext i32 %301 to i64, !dbg !506
  %303 = add nsw i64 %292, %302, !dbg !507
    #dbg_value(i64 %303, !161, !DIExpression(), !184)
  br label %304, !dbg !508

304:                                              ; preds = %289, %299, %294, %275
  %305 = phi i64 [ 0, %275 ], [ %290, %289 ], [ %303, %299 ], [ %292, %294 ], !dbg !509
  %306 = load i64, ptr %14, align 8, !dbg !510, !tbaa !202
  %307 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i64 noundef %306, i64 noundef %276, i64 noundef %305), !dbg !511
    #dbg_value(i64 0, !165, !DIExpression(), !184)
    #dbg_value(i64 0, !166, !DIExpression(), !512)
  br label %341, !dbg !513

308:                                              ; preds = %333, %282
  %309 = phi i64 [ 0, %282 ], [ %335, %333 ]
  %310 = phi i64 [ 0, %282 ], [ %334, %333 ]
  %311 = phi i64 [ 0, %282 ], [ %336, %333 ]
    #dbg_value(i64 %309, !163, !DIExpression(), !488)
    #dbg_value(i64 %310, !161, !DIExpression(), !184)
  %312 = getelementptr inbounds %struct.Slot, ptr %279, i64 %309, !dbg !501
  %313 = getelementptr inbounds i8, ptr %312, i64 12, !dbg !503
  %314 = load i32, ptr %313, align 4, !dbg !503, !tbaa !286
  %315 = icmp eq i32 %314, 1, !dbg !504
  br i1 %315, label %316, label %321, !dbg !500

316:                                              ; preds = %308
  %317 = getelementptr inbounds i8, ptr %312, i64 8, !dbg !505
  %318 = load i32, ptr %317, align 8, !dbg !505, !tbaa !299
  %319 = sext i32 %318 to i64, !dbg !506
  %320 = add nsw i64 %310, %319, !dbg !507
    #dbg_value(i64 %320, !161, !DIExpression(), !184)
  br label %321, !dbg !508

321:                                              ; preds = %308, %316
  %322 = phi i64 [ %320, %316 ], [ %310, %308 ], !dbg !509
    #dbg_value(i64 %322, !161, !DIExpression(), !184)
  %323 = or disjoint i64 %309, 1, !dbg !514
    #dbg_value(i64 %323, !163, !DIExpression(), !488)
  %324 = getelementptr inbounds %struct.Slot, ptr %279, i64 %323, !dbg !501
  %325 = getelementptr inbounds i8, ptr %324, i64 12, !dbg !503
  %326 = load i32, ptr %325, align 4, !dbg !503, !tbaa !286
  %327 = icmp eq i32 %326, 1, !dbg !504
  br i1 %327, label %328, label %333, !dbg !500

328:                                              ; preds = %321
  %329 = getelementptr inbounds i8, ptr %324, i64 8, !dbg !505
  %330 = load i32, ptr %329, align 8, !dbg !505, !tbaa !299
  %331 = sext i32 %330 to i64, !dbg !506
  %332 = add nsw i64 %322, %331, !dbg !507
    #dbg_value(i64 %332, !161, !DIExpression(), !184)
  br label %333, !dbg !508

333:                                              ; preds = %328, %321
  %334 = phi i64 [ %332, %328 ], [ %322, %321 ], !dbg !509
    #dbg_value(i64 %334, !161, !DIExpression(), !184)
  %335 = add nuw i64 %309, 2, !dbg !514
    #dbg_value(i64 %335, !163, !DIExpression(), !488)
  %336 = add i64 %311, 2, !dbg !491
  %337 = icmp eq i64 %336, %283, !dbg !491
  br i1 %337, label %289, label %308, !dbg !491, !llvm.loop !515

338:                                              ; preds = %347
  %339 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i64 noundef %349), !dbg !517
    #dbg_value(i64 0, !173, !DIExpression(), !518)
  %340 = load ptr, ptr %1, align 8, !dbg !519, !tbaa !281
  br i1 %277, label %374, label %375, !dbg !520

341:                                              ; preds = %363, %304
  %342 = phi i64 [ 0, %304 ], [ %366, %363 ]
  %343 = phi i64 [ 0, %304 ], [ %365, %363 ]
    #dbg_value(i64 %342, !166, !DIExpression(), !512)
    #dbg_value(i64 %343, !165, !DIExpression(), !184)
    #dbg_value(i64 0, !168, !DIExpression(), !521)
  %344 = getelementptr inbounds ptr, ptr %6, i64 %342, !dbg !522
    #dbg_value(ptr poison, !171, !DIExpression(), !523)
  %345 = load ptr, ptr %344, align 8, !dbg !524, !tbaa !332
  %346 = icmp eq ptr %345, null, !dbg !525
  br i1 %346, label %347, label %367, !dbg !525

347:                                              ; preds = %367, %341
  %348 = phi i64 [ 0, %341 ], [ %370, %367 ], !dbg !526
  %349 = call i64 @llvm.umax.i64(i64 %348, i64 %343), !dbg !527
    #dbg_value(i64 %349, !165, !DIExpression(), !184)
    #dbg_value(i64 %342, !166, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !512)
  %350 = icmp eq i64 %342, 30, !dbg !528
  br i1 %350, label %338, label %351, !dbg !513, !llvm.loop !529

351:                                              ; preds = %347
  %352 = or disjoint i64 %342, 1, !dbg !531
    #dbg_value(i64 %352, !166, !DIExpression(), !512)
    #dbg_value(i64 %352, !166, !DIExpression(), !512)
    #dbg_value(i64 %349, !165, !DIExpression(), !184)
    #dbg_value(i64 0, !168, !DIExpression(), !521)
  %353 = getelementptr inbounds ptr, ptr %6, i64 %352, !dbg !522
    #dbg_value(ptr poison, !171, !DIExpression(), !523)
  %354 = load ptr, ptr %353, align 8, !dbg !524, !tbaa !332
  %355 = icmp eq ptr %354, null, !dbg !525
  br i1 %355, label %363, label %356, !dbg !525

356:                                              ; preds = %351, %356
  %357 = phi ptr [ %361, %356 ], [ %354, %351 ]
  %358 = phi i64 [ %359, %356 ], [ 0, %351 ]
    #dbg_value(i64 %358, !168, !DIExpression(), !521)
  %359 = add i64 %358, 1, !dbg !532
    #dbg_value(i64 %359, !168, !DIExpression(), !521)
  %360 = getelementptr inbounds i8, ptr %357, i64 16, !dbg !534
    #dbg_value(ptr poison, !171, !DIExpression(), !523)
  %361 = load ptr, ptr %360, align 8, !dbg !524, !tbaa !332
    #dbg_value(ptr %361, !171, !DIExpression(), !523)
  %362 = icmp eq ptr %361, null, !dbg !525
  br i1 %362, label %363, label %356, !dbg !525, !llvm.loop !535

363:                                              ; preds = %356, %351
  %364 = phi i64 [ 0, %351 ], [ %359, %356 ], !dbg !526
  %365 = call i64 @llvm.umax.i64(i64 %364, i64 %349), !dbg !527
    #dbg_value(i64 %365, !165, !DIExpression(), !184)
  %366 = add nuw nsw i64 %342, 2, !dbg !531
    #dbg_value(i64 %366, !166, !DIExpression(), !512)
  br label %341

367:                                              ; preds = %341, %367
  %368 = phi ptr [ %372, %367 ], [ %345, %341 ]
  %369 = phi i64 [ %370, %367 ], [ 0, %341 ]
    #dbg_value(i64 %369, !168, !DIExpression(), !521)
  %370 = add i64 %369, 1, !dbg !532
    #dbg_value(i64 %370, !168, !DIExpression(), !521)
  %371 = getelementptr inbounds i8, ptr %368, i64 16, !dbg !534
    #dbg_value(ptr poison, !171, !DIExpression(), !523)
  %372 = load ptr, ptr %371, align 8, !dbg !524, !tbaa !332
    #dbg_value(ptr %372, !171, !DIExpression(), !523)
  %373 = icmp eq ptr %372, null, !dbg !525
  br i1 %373, label %347, label %367, !dbg !525, !llvm.loop !535

374:                                              ; preds = %383, %338
  call void @free(ptr noundef %340) #11, !dbg !537
    #dbg_value(i64 0, !175, !DIExpression(), !538)
  br label %389, !dbg !539

375:                                              ; preds = %338, %383
  %376 = phi i64 [ %384, %383 ], [ 0, %338 ]
    #dbg_value(i64 %376, !173, !DIExpression(), !518)
  %377 = getelementptr inbounds %struct.Slot, ptr %340, i64 %376, !dbg !540
  %378 = getelementptr inbounds i8, ptr %377, i64 12, !dbg !543
  %379 = load i32, ptr %378, align 4, !dbg !543, !tbaa !286
  %380 = icmp eq i32 %379, 1, !dbg !544
  br i1 %380, label %381, label %383, !dbg !545

381:                                              ; preds = %375
  %382 = load ptr, ptr %377, align 8, !dbg !546, !tbaa !292
  call void @free(ptr noundef %382) #11, !dbg !547
  br label %383, !dbg !547

383:                                              ; preds = %375, %381
  %384 = add nuw i64 %376, 1, !dbg !548
    #dbg_value(i64 %384, !173, !DIExpression(), !518)
  %385 = icmp eq i64 %384, %276, !dbg !549
  br i1 %385, label %374, label %375, !dbg !520, !llvm.loop !550

386:                                              ; preds = %394
  call void @free(ptr noundef %6) #11, !dbg !552
  %387 = srem i64 %305, 256, !dbg !553
  %388 = trunc nsw i64 %387 to i32, !dbg !554
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #11, !dbg !555
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #11, !dbg !555
  ret i32 %388, !dbg !555

389:                                              ; preds = %374, %394
  %390 = phi i64 [ 0, %374 ], [ %395, %394 ]
    #dbg_value(i64 %390, !175, !DIExpression(), !538)
  %391 = getelementptr inbounds ptr, ptr %6, i64 %390, !dbg !556
  %392 = load ptr, ptr %391, align 8, !dbg !556, !tbaa !332
    #dbg_value(ptr %392, !177, !DIExpression(), !557)
  %393 = icmp eq ptr %392, null, !dbg !558
  br i1 %393, label %394, label %397, !dbg !558

394:                                              ; preds = %397, %389
  %395 = add nuw nsw i64 %390, 1, !dbg !559
    #dbg_value(i64 %395, !175, !DIExpression(), !538)
  %396 = icmp eq i64 %395, 31, !dbg !560
  br i1 %396, label %386, label %389, !dbg !539, !llvm.loop !561

397:                                              ; preds = %389, %397
  %398 = phi ptr [ %400, %397 ], [ %392, %389 ]
    #dbg_value(ptr %398, !177, !DIExpression(), !557)
  %399 = getelementptr inbounds i8, ptr %398, i64 16, !dbg !563
  %400 = load ptr, ptr %399, align 8, !dbg !563, !tbaa !355
    #dbg_value(ptr %400, !180, !DIExpression(), !564)
  %401 = load ptr, ptr %398, align 8, !dbg !565, !tbaa !337
  call void @free(ptr noundef %401) #11, !dbg !566
  call void @free(ptr noundef nonnull %398) #11, !dbg !567
    #dbg_value(ptr %400, !177, !DIExpression(), !557)
  %402 = icmp eq ptr %400, null, !dbg !558
  br i1 %402, label %394, label %397, !dbg !558, !llvm.loop !568
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !570 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !575 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !581 ptr @strncat(ptr noalias noundef returned, ptr noalias nocapture noundef readonly, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !585 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @oa_put(ptr nocapture noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2) unnamed_addr #0 !dbg !588 {
    #dbg_value(ptr %0, !592, !DIExpression(), !597)
    #dbg_value(ptr %1, !593, !DIExpression(), !597)
    #dbg_value(i32 %2, !594, !DIExpression(), !597)
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !598
  %5 = load i64, ptr %4, align 8, !dbg !598, !tbaa !202
  %6 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !600
  %7 = load i64, ptr %6, align 8, !dbg !600, !tbaa !366
  %8 = add i64 %7, %5, !dbg !601
  %9 = shl i64 %8, 2, !dbg !602
  %10 = add i64 %9, 4, !dbg !602
  %11 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !603
  %12 = load i64, ptr %11, align 8, !dbg !603, !tbaa !209
  %13 = mul i64 %12, 3, !dbg !604
  %14 = icmp ugt i64 %10, %13, !dbg !605
  br i1 %14, label %15, label %37, !dbg !606

15:                                               ; preds = %3
    #dbg_value(ptr %0, !607, !DIExpression(), !616)
  %16 = load ptr, ptr %0, align 8, !dbg !618, !tbaa !281
    #dbg_value(ptr %16, !612, !DIExpression(), !616)
    #dbg_value(i64 %12, !613, !DIExpression(), !616)
  %17 = icmp eq i64 %12, 0, !dbg !619
  %18 = shl i64 %12, 1, !dbg !619
  %19 = select i1 %17, i64 8, i64 %18, !dbg !619
  store i64 %19, ptr %11, align 8, !dbg !620, !tbaa !209
  %20 = tail call noalias ptr @calloc(i64 noundef %19, i64 noundef 16) #12, !dbg !621
  store ptr %20, ptr %0, align 8, !dbg !622, !tbaa !281
    #dbg_value(i64 0, !614, !DIExpression(), !623)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %4, i8 0, i64 16, i1 false), !dbg !624
  br i1 %17, label %35, label %21, !dbg !625

21:                                               ; preds = %15, %32
  %22 = phi i64 [ %33, %32 ], [ 0, %15 ]
    #dbg_value(i64 %22, !614, !DIExpression(), !623)
  %23 = getelementptr inbounds %struct.Slot, ptr %16, i64 %22, !dbg !626
  %24 = getelementptr inbounds i8, ptr %23, i64 12, !dbg !629
  %25 = load i32, ptr %24, align 4, !dbg !629, !tbaa !286
  %26 = icmp eq i32 %25, 1, !dbg !630
  br i1 %26, label %27, label %32, !dbg !631

27:                                               ; preds = %21
  %28 = load ptr, ptr %23, align 8, !dbg !632, !tbaa !292
  %29 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !634
  %30 = load i32, ptr %29, align 8, !dbg !634, !tbaa !299
  tail call fastcc void @oa_put(ptr noundef nonnull %0, ptr noundef %28, i32 noundef %30), !dbg !635
  %31 = load ptr, ptr %23, align 8, !dbg !636, !tbaa !292
  tail call void @free(ptr noundef %31) #11, !dbg !637
  br label %32, !dbg !638

32:                                               ; preds = %27, %21
  %33 = add nuw i64 %22, 1, !dbg !639
    #dbg_value(i64 %33, !614, !DIExpression(), !623)
  %34 = icmp eq i64 %33, %12, !dbg !640
  br i1 %34, label %35, label %21, !dbg !625, !llvm.loop !641

35:                                               ; preds = %32, %15
  tail call void @free(ptr noundef %16) #11, !dbg !643
  %36 = load i64, ptr %11, align 8, !dbg !644, !tbaa !209
  br label %37, !dbg !646

37:                                               ; preds = %35, %3
  %38 = phi i64 [ %36, %35 ], [ %12, %3 ], !dbg !644
    #dbg_value(ptr %0, !244, !DIExpression(), !647)
    #dbg_value(ptr %1, !250, !DIExpression(), !647)
  %39 = icmp eq i64 %38, 0, !dbg !648
  %40 = load i8, ptr %1, align 1, !dbg !649, !tbaa !226
  br i1 %39, label %71, label %41, !dbg !651

41:                                               ; preds = %37
    #dbg_value(ptr %1, !258, !DIExpression(), !652)
    #dbg_value(i64 1469598103934665603, !267, !DIExpression(), !652)
  %42 = icmp eq i8 %40, 0, !dbg !654
  br i1 %42, label %53, label %43, !dbg !654

43:                                               ; preds = %41, %43
  %44 = phi i8 [ %51, %43 ], [ %40, %41 ]
  %45 = phi i64 [ %50, %43 ], [ 1469598103934665603, %41 ]
  %46 = phi ptr [ %47, %43 ], [ %1, %41 ]
    #dbg_value(i64 %45, !267, !DIExpression(), !652)
    #dbg_value(ptr %46, !258, !DIExpression(), !652)
  %47 = getelementptr inbounds i8, ptr %46, i64 1, !dbg !655
    #dbg_value(ptr %47, !258, !DIExpression(), !652)
  %48 = zext i8 %44 to i64, !dbg !656
  %49 = xor i64 %45, %48, !dbg !657
    #dbg_value(i64 %49, !267, !DIExpression(), !652)
  %50 = mul i64 %49, 1099511628211, !dbg !658
    #dbg_value(i64 %50, !267, !DIExpression(), !652)
  %51 = load i8, ptr %47, align 1, !dbg !659, !tbaa !226
  %52 = icmp eq i8 %51, 0, !dbg !654
  br i1 %52, label %53, label %43, !dbg !654, !llvm.loop !660

53:                                               ; preds = %43, %41
  %54 = phi i64 [ 1469598103934665603, %41 ], [ %50, %43 ], !dbg !662
  %55 = add i64 %38, -1, !dbg !663
    #dbg_value(!DIArgList(i64 %54, i64 %55), !251, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !647)
  %56 = load ptr, ptr %0, align 8, !tbaa !281
  br label %57, !dbg !664

57:                                               ; preds = %67, %53
  %58 = phi i64 [ %54, %53 ], [ %68, %67 ]
  %59 = and i64 %58, %55, !dbg !665
    #dbg_value(i64 %59, !251, !DIExpression(), !647)
  %60 = getelementptr inbounds %struct.Slot, ptr %56, i64 %59, !dbg !666
  %61 = getelementptr inbounds i8, ptr %60, i64 12, !dbg !667
  %62 = load i32, ptr %61, align 4, !dbg !667, !tbaa !286
  switch i32 %62, label %67 [
    i32 0, label %71
    i32 1, label %63
  ], !dbg !664

63:                                               ; preds = %57
  %64 = load ptr, ptr %60, align 8, !dbg !668, !tbaa !292
  %65 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %64, ptr noundef nonnull readonly dereferenceable(1) %1) #13, !dbg !669
  %66 = icmp eq i32 %65, 0, !dbg !669
  br i1 %66, label %69, label %67, !dbg !670

67:                                               ; preds = %63, %57
  %68 = add i64 %59, 1, !dbg !671
    #dbg_value(!DIArgList(i64 %68, i64 %55), !251, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !647)
  br label %57, !dbg !664, !llvm.loop !672

69:                                               ; preds = %63
    #dbg_value(ptr %60, !595, !DIExpression(), !597)
  %70 = getelementptr inbounds i8, ptr %60, i64 8, !dbg !674
  store i32 %2, ptr %70, align 8, !dbg !677, !tbaa !299
  br label %103, !dbg !678

71:                                               ; preds = %57, %37
    #dbg_value(ptr null, !595, !DIExpression(), !597)
    #dbg_value(ptr %1, !258, !DIExpression(), !679)
    #dbg_value(i64 1469598103934665603, !267, !DIExpression(), !679)
  %72 = icmp eq i8 %40, 0, !dbg !680
  br i1 %72, label %83, label %73, !dbg !680

73:                                               ; preds = %71, %73
  %74 = phi i8 [ %81, %73 ], [ %40, %71 ]
  %75 = phi i64 [ %80, %73 ], [ 1469598103934665603, %71 ]
  %76 = phi ptr [ %77, %73 ], [ %1, %71 ]
    #dbg_value(i64 %75, !267, !DIExpression(), !679)
    #dbg_value(ptr %76, !258, !DIExpression(), !679)
  %77 = getelementptr inbounds i8, ptr %76, i64 1, !dbg !681
    #dbg_value(ptr %77, !258, !DIExpression(), !679)
  %78 = zext i8 %74 to i64, !dbg !682
  %79 = xor i64 %75, %78, !dbg !683
    #dbg_value(i64 %79, !267, !DIExpression(), !679)
  %80 = mul i64 %79, 1099511628211, !dbg !684
    #dbg_value(i64 %80, !267, !DIExpression(), !679)
  %81 = load i8, ptr %77, align 1, !dbg !649, !tbaa !226
  %82 = icmp eq i8 %81, 0, !dbg !680
  br i1 %82, label %83, label %73, !dbg !680, !llvm.loop !685

83:                                               ; preds = %73, %71
  %84 = phi i64 [ 1469598103934665603, %71 ], [ %80, %73 ], !dbg !687
  %85 = add i64 %38, -1, !dbg !688
    #dbg_value(!DIArgList(i64 %84, i64 %85), !596, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !597)
  %86 = load ptr, ptr %0, align 8, !tbaa !281
  br label %87, !dbg !689

87:                                               ; preds = %92, %83
  %88 = phi i64 [ %84, %83 ], [ %93, %92 ]
  %89 = and i64 %88, %85, !dbg !690
    #dbg_value(i64 %89, !596, !DIExpression(), !597)
  %90 = getelementptr inbounds %struct.Slot, ptr %86, i64 %89, i32 2, !dbg !691
  %91 = load i32, ptr %90, align 4, !dbg !691, !tbaa !286
  switch i32 %91, label %97 [
    i32 1, label %92
    i32 2, label %94
  ], !dbg !689

92:                                               ; preds = %87
  %93 = add i64 %89, 1, !dbg !692
    #dbg_value(!DIArgList(i64 %93, i64 %85), !596, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !597)
  br label %87, !dbg !689, !llvm.loop !693

94:                                               ; preds = %87
  %95 = load i64, ptr %6, align 8, !dbg !695, !tbaa !366
  %96 = add i64 %95, -1, !dbg !695
  store i64 %96, ptr %6, align 8, !dbg !695, !tbaa !366
  br label %97, !dbg !697

97:                                               ; preds = %87, %94
  %98 = tail call noalias ptr @strdup(ptr noundef nonnull %1) #11, !dbg !698
  %99 = getelementptr inbounds %struct.Slot, ptr %86, i64 %89, !dbg !699
  store ptr %98, ptr %99, align 8, !dbg !700, !tbaa !292
  %100 = getelementptr inbounds %struct.Slot, ptr %86, i64 %89, i32 1, !dbg !701
  store i32 %2, ptr %100, align 8, !dbg !702, !tbaa !299
  store i32 1, ptr %90, align 4, !dbg !703, !tbaa !286
  %101 = load i64, ptr %4, align 8, !dbg !704, !tbaa !202
  %102 = add i64 %101, 1, !dbg !704
  store i64 %102, ptr %4, align 8, !dbg !704, !tbaa !202
  br label %103, !dbg !705

103:                                              ; preds = %97, %69
  ret void, !dbg !705
}

; Function Attrs: nofree nounwind
declare !dbg !706 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !709 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !712 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !715 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !718 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #8

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !721 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #9

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umax.i64(i64, i64) #10

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #11 = { nounwind }
attributes #12 = { nounwind allocsize(0,1) }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind allocsize(0) }

!llvm.dbg.cu = !{!64}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/hash_table_open_addressing.c", directory: ".", checksumkind: CSK_MD5, checksum: "4e630770de12d53badfaa1485a29dd89")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1960, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 245)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 30)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 2)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 6)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !9, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 5)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !24, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !9, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !36, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 17)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !14, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !24, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !56, isLocal: true, isDefinition: true)
!56 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !57)
!57 = !{!58}
!58 = !DISubrange(count: 41)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 15)
!64 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !65, globals: !68, splitDebugInlining: false, nameTableKind: None)
!65 = !{!66, !67}
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!68 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !41, !43, !45, !50, !52, !54, !59}
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 28, type: !78, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !80)
!78 = !DISubroutineType(types: !79)
!79 = !{!66}
!80 = !{!81, !84, !103, !118, !122, !123, !125, !128, !130, !136, !137, !139, !141, !144, !146, !147, !149, !153, !155, !161, !163, !165, !166, !168, !171, !173, !175, !177, !180}
!81 = !DILocalVariable(name: "text", scope: !77, file: !2, line: 29, type: !82)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!84 = !DILocalVariable(name: "oa", scope: !77, file: !2, line: 31, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "OA", file: !2, line: 9, baseType: !86)
!86 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 256, elements: !87)
!87 = !{!88, !97, !101, !102}
!88 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !86, file: !2, line: 9, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "Slot", file: !2, line: 8, baseType: !91)
!91 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 128, elements: !92)
!92 = !{!93, !95, !96}
!93 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !91, file: !2, line: 8, baseType: !94, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!95 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !91, file: !2, line: 8, baseType: !66, size: 32, offset: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !91, file: !2, line: 8, baseType: !66, size: 32, offset: 96)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !86, file: !2, line: 9, baseType: !98, size: 64, offset: 64)
!98 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !99, line: 18, baseType: !100)
!99 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!100 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "used", scope: !86, file: !2, line: 9, baseType: !98, size: 64, offset: 128)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "tomb", scope: !86, file: !2, line: 9, baseType: !98, size: 64, offset: 192)
!103 = !DILocalVariable(name: "ch", scope: !77, file: !2, line: 31, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "CH", file: !2, line: 24, baseType: !105)
!105 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 24, size: 128, elements: !106)
!106 = !{!107, !117}
!107 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !105, file: !2, line: 24, baseType: !108, size: 64)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !110, size: 64)
!110 = !DIDerivedType(tag: DW_TAG_typedef, name: "E", file: !2, line: 23, baseType: !111)
!111 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "E", file: !2, line: 23, size: 192, elements: !112)
!112 = !{!113, !114, !115}
!113 = !DIDerivedType(tag: DW_TAG_member, name: "k", scope: !111, file: !2, line: 23, baseType: !94, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !111, file: !2, line: 23, baseType: !66, size: 32, offset: 64)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !111, file: !2, line: 23, baseType: !116, size: 64, offset: 128)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !111, size: 64)
!117 = !DIDerivedType(tag: DW_TAG_member, name: "nb", scope: !105, file: !2, line: 24, baseType: !98, size: 64, offset: 64)
!118 = !DILocalVariable(name: "w", scope: !77, file: !2, line: 32, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 32)
!122 = !DILocalVariable(name: "nw", scope: !77, file: !2, line: 32, type: !66)
!123 = !DILocalVariable(name: "rep", scope: !124, file: !2, line: 33, type: !66)
!124 = distinct !DILexicalBlock(scope: !77, file: !2, line: 33, column: 5)
!125 = !DILocalVariable(name: "p", scope: !126, file: !2, line: 34, type: !82)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 33, column: 40)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 33, column: 5)
!128 = !DILocalVariable(name: "n", scope: !129, file: !2, line: 35, type: !66)
!129 = distinct !DILexicalBlock(scope: !126, file: !2, line: 35, column: 20)
!130 = !DILocalVariable(name: "num", scope: !131, file: !2, line: 36, type: !133)
!131 = distinct !DILexicalBlock(scope: !132, file: !2, line: 36, column: 26)
!132 = distinct !DILexicalBlock(scope: !129, file: !2, line: 36, column: 17)
!133 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !134)
!134 = !{!135}
!135 = !DISubrange(count: 8)
!136 = !DILocalVariable(name: "s", scope: !129, file: !2, line: 37, type: !89)
!137 = !DILocalVariable(name: "q", scope: !77, file: !2, line: 40, type: !138)
!138 = !DICompositeType(tag: DW_TAG_array_type, baseType: !82, size: 512, elements: !134)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 41, type: !66)
!140 = distinct !DILexicalBlock(scope: !77, file: !2, line: 41, column: 5)
!141 = !DILocalVariable(name: "s", scope: !142, file: !2, line: 41, type: !89)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 41, column: 33)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 41, column: 5)
!144 = !DILocalVariable(name: "c", scope: !142, file: !2, line: 41, type: !145)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!146 = !DILocalVariable(name: "deleted", scope: !77, file: !2, line: 42, type: !66)
!147 = !DILocalVariable(name: "i", scope: !148, file: !2, line: 42, type: !98)
!148 = distinct !DILexicalBlock(scope: !77, file: !2, line: 42, column: 22)
!149 = !DILocalVariable(name: "k", scope: !150, file: !2, line: 42, type: !119)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 42, column: 102)
!151 = distinct !DILexicalBlock(scope: !152, file: !2, line: 42, column: 62)
!152 = distinct !DILexicalBlock(scope: !148, file: !2, line: 42, column: 22)
!153 = !DILocalVariable(name: "i", scope: !154, file: !2, line: 44, type: !66)
!154 = distinct !DILexicalBlock(scope: !77, file: !2, line: 44, column: 5)
!155 = !DILocalVariable(name: "k", scope: !156, file: !2, line: 44, type: !158)
!156 = distinct !DILexicalBlock(scope: !157, file: !2, line: 44, column: 35)
!157 = distinct !DILexicalBlock(scope: !154, file: !2, line: 44, column: 5)
!158 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !159)
!159 = !{!160}
!160 = !DISubrange(count: 16)
!161 = !DILocalVariable(name: "total", scope: !77, file: !2, line: 45, type: !162)
!162 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 45, type: !98)
!164 = distinct !DILexicalBlock(scope: !77, file: !2, line: 45, column: 21)
!165 = !DILocalVariable(name: "maxchain", scope: !77, file: !2, line: 47, type: !98)
!166 = !DILocalVariable(name: "i", scope: !167, file: !2, line: 47, type: !98)
!167 = distinct !DILexicalBlock(scope: !77, file: !2, line: 47, column: 26)
!168 = !DILocalVariable(name: "n", scope: !169, file: !2, line: 47, type: !98)
!169 = distinct !DILexicalBlock(scope: !170, file: !2, line: 47, column: 61)
!170 = distinct !DILexicalBlock(scope: !167, file: !2, line: 47, column: 26)
!171 = !DILocalVariable(name: "e", scope: !172, file: !2, line: 47, type: !109)
!172 = distinct !DILexicalBlock(scope: !169, file: !2, line: 47, column: 77)
!173 = !DILocalVariable(name: "i", scope: !174, file: !2, line: 49, type: !98)
!174 = distinct !DILexicalBlock(scope: !77, file: !2, line: 49, column: 5)
!175 = !DILocalVariable(name: "i", scope: !176, file: !2, line: 50, type: !98)
!176 = distinct !DILexicalBlock(scope: !77, file: !2, line: 50, column: 5)
!177 = !DILocalVariable(name: "e", scope: !178, file: !2, line: 50, type: !109)
!178 = distinct !DILexicalBlock(scope: !179, file: !2, line: 50, column: 40)
!179 = distinct !DILexicalBlock(scope: !176, file: !2, line: 50, column: 5)
!180 = !DILocalVariable(name: "n", scope: !181, file: !2, line: 50, type: !109)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 50, column: 65)
!182 = distinct !DILexicalBlock(scope: !178, file: !2, line: 50, column: 40)
!183 = distinct !DIAssignID()
!184 = !DILocation(line: 0, scope: !77)
!185 = distinct !DIAssignID()
!186 = distinct !DIAssignID()
!187 = !DILocation(line: 0, scope: !131)
!188 = distinct !DIAssignID()
!189 = !DILocation(line: 0, scope: !150)
!190 = distinct !DIAssignID()
!191 = !DILocation(line: 0, scope: !156)
!192 = !DILocation(line: 31, column: 5, scope: !77)
!193 = !DILocation(line: 31, column: 8, scope: !77)
!194 = distinct !DIAssignID()
!195 = !DILocation(line: 31, column: 30, scope: !77)
!196 = !DILocation(line: 32, column: 5, scope: !77)
!197 = !DILocation(line: 0, scope: !124)
!198 = !DILocation(line: 33, column: 5, scope: !124)
!199 = !DILocation(line: 0, scope: !126)
!200 = !DILocation(line: 35, column: 9, scope: !126)
!201 = !DILocation(line: 39, column: 53, scope: !77)
!202 = !{!203, !207, i64 16}
!203 = !{!"", !204, i64 0, !207, i64 8, !207, i64 16, !207, i64 24}
!204 = !{!"any pointer", !205, i64 0}
!205 = !{!"omnipotent char", !206, i64 0}
!206 = !{!"Simple C/C++ TBAA"}
!207 = !{!"long", !205, i64 0}
!208 = !DILocation(line: 39, column: 62, scope: !77)
!209 = !{!203, !207, i64 8}
!210 = !DILocation(line: 39, column: 5, scope: !77)
!211 = distinct !DIAssignID()
!212 = !DILocation(line: 0, scope: !140)
!213 = !DILocation(line: 41, column: 5, scope: !140)
!214 = !DILocation(line: 35, column: 33, scope: !129)
!215 = !DILocation(line: 35, column: 40, scope: !129)
!216 = !DILocation(line: 35, scope: !129)
!217 = !DILocation(line: 0, scope: !129)
!218 = !DILocation(line: 35, column: 43, scope: !129)
!219 = !DILocation(line: 35, column: 65, scope: !220)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 35, column: 63)
!221 = distinct !DILexicalBlock(scope: !129, file: !2, line: 35, column: 57)
!222 = !DILocation(line: 35, column: 63, scope: !221)
!223 = !DILocation(line: 35, column: 74, scope: !220)
!224 = !DILocation(line: 35, column: 71, scope: !220)
!225 = !DILocation(line: 35, column: 78, scope: !220)
!226 = !{!205, !205, i64 0}
!227 = !DILocation(line: 35, column: 85, scope: !221)
!228 = distinct !{!228, !214, !229, !230}
!229 = !DILocation(line: 35, column: 89, scope: !129)
!230 = !{!"llvm.loop.mustprogress"}
!231 = !DILocation(line: 35, column: 91, scope: !129)
!232 = !DILocation(line: 35, column: 96, scope: !129)
!233 = !DILocation(line: 35, column: 105, scope: !234)
!234 = distinct !DILexicalBlock(scope: !129, file: !2, line: 35, column: 105)
!235 = !DILocation(line: 35, column: 105, scope: !129)
!236 = !DILocation(line: 36, column: 17, scope: !129)
!237 = !DILocation(line: 36, column: 28, scope: !131)
!238 = !DILocation(line: 36, column: 41, scope: !131)
!239 = !DILocation(line: 36, column: 106, scope: !131)
!240 = !DILocation(line: 36, column: 116, scope: !131)
!241 = !DILocation(line: 36, column: 79, scope: !131)
!242 = !DILocation(line: 36, column: 122, scope: !132)
!243 = !DILocation(line: 36, column: 122, scope: !131)
!244 = !DILocalVariable(name: "t", arg: 1, scope: !245, file: !2, line: 14, type: !248)
!245 = distinct !DISubprogram(name: "oa_find", scope: !2, file: !2, line: 14, type: !246, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !249)
!246 = !DISubroutineType(types: !247)
!247 = !{!89, !248, !82}
!248 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!249 = !{!244, !250, !251}
!250 = !DILocalVariable(name: "k", arg: 2, scope: !245, file: !2, line: 14, type: !82)
!251 = !DILocalVariable(name: "i", scope: !245, file: !2, line: 14, type: !98)
!252 = !DILocation(line: 0, scope: !245, inlinedAt: !253)
!253 = distinct !DILocation(line: 37, column: 23, scope: !129)
!254 = !DILocation(line: 14, column: 54, scope: !255, inlinedAt: !253)
!255 = distinct !DILexicalBlock(scope: !245, file: !2, line: 14, column: 50)
!256 = !DILocation(line: 14, column: 51, scope: !255, inlinedAt: !253)
!257 = !DILocation(line: 14, column: 50, scope: !245, inlinedAt: !253)
!258 = !DILocalVariable(name: "k", arg: 1, scope: !259, file: !2, line: 10, type: !82)
!259 = distinct !DISubprogram(name: "hs", scope: !2, file: !2, line: 10, type: !260, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !266)
!260 = !DISubroutineType(types: !261)
!261 = !{!262, !82}
!262 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !263, line: 27, baseType: !264)
!263 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!264 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !265, line: 45, baseType: !100)
!265 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!266 = !{!258, !267}
!267 = !DILocalVariable(name: "h", scope: !259, file: !2, line: 10, type: !262)
!268 = !DILocation(line: 0, scope: !259, inlinedAt: !269)
!269 = distinct !DILocation(line: 14, column: 83, scope: !245, inlinedAt: !253)
!270 = !DILocation(line: 10, column: 81, scope: !259, inlinedAt: !269)
!271 = !DILocation(line: 10, column: 74, scope: !259, inlinedAt: !269)
!272 = !DILocation(line: 10, column: 109, scope: !273, inlinedAt: !269)
!273 = distinct !DILexicalBlock(scope: !259, file: !2, line: 10, column: 85)
!274 = !DILocation(line: 10, column: 92, scope: !273, inlinedAt: !269)
!275 = !DILocation(line: 10, column: 89, scope: !273, inlinedAt: !269)
!276 = !DILocation(line: 10, column: 115, scope: !273, inlinedAt: !269)
!277 = distinct !{!277, !271, !278, !230}
!278 = !DILocation(line: 10, column: 136, scope: !259, inlinedAt: !269)
!279 = !DILocation(line: 10, scope: !259, inlinedAt: !269)
!280 = !DILocation(line: 14, column: 99, scope: !245, inlinedAt: !253)
!281 = !{!203, !204, i64 0}
!282 = !DILocation(line: 14, column: 105, scope: !245, inlinedAt: !253)
!283 = !DILocation(line: 14, scope: !245, inlinedAt: !253)
!284 = !DILocation(line: 14, column: 112, scope: !245, inlinedAt: !253)
!285 = !DILocation(line: 14, column: 120, scope: !245, inlinedAt: !253)
!286 = !{!287, !288, i64 12}
!287 = !{!"", !204, i64 0, !288, i64 8, !288, i64 12}
!288 = !{!"int", !205, i64 0}
!289 = !DILocation(line: 14, column: 171, scope: !290, inlinedAt: !253)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 14, column: 133)
!291 = distinct !DILexicalBlock(scope: !245, file: !2, line: 14, column: 127)
!292 = !{!287, !204, i64 0}
!293 = !DILocation(line: 14, column: 156, scope: !290, inlinedAt: !253)
!294 = !DILocation(line: 14, column: 133, scope: !291, inlinedAt: !253)
!295 = !DILocation(line: 14, column: 204, scope: !291, inlinedAt: !253)
!296 = distinct !{!296, !282, !297, !230}
!297 = !DILocation(line: 14, column: 225, scope: !245, inlinedAt: !253)
!298 = !DILocation(line: 37, column: 62, scope: !129)
!299 = !{!287, !288, i64 8}
!300 = !DILocation(line: 37, column: 66, scope: !129)
!301 = !DILocation(line: 37, column: 55, scope: !129)
!302 = !DILocation(line: 37, column: 40, scope: !129)
!303 = !DILocalVariable(name: "t", arg: 1, scope: !304, file: !2, line: 25, type: !307)
!304 = distinct !DISubprogram(name: "ch_get", scope: !2, file: !2, line: 25, type: !305, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !308)
!305 = !DISubroutineType(types: !306)
!306 = !{!145, !307, !82, !66}
!307 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !104, size: 64)
!308 = !{!303, !309, !310, !311, !312, !314}
!309 = !DILocalVariable(name: "k", arg: 2, scope: !304, file: !2, line: 25, type: !82)
!310 = !DILocalVariable(name: "create", arg: 3, scope: !304, file: !2, line: 25, type: !66)
!311 = !DILocalVariable(name: "i", scope: !304, file: !2, line: 25, type: !98)
!312 = !DILocalVariable(name: "e", scope: !313, file: !2, line: 25, type: !109)
!313 = distinct !DILexicalBlock(scope: !304, file: !2, line: 25, column: 82)
!314 = !DILocalVariable(name: "e", scope: !304, file: !2, line: 26, type: !109)
!315 = !DILocation(line: 0, scope: !304, inlinedAt: !316)
!316 = distinct !DILocation(line: 37, column: 78, scope: !129)
!317 = !DILocation(line: 0, scope: !259, inlinedAt: !318)
!318 = distinct !DILocation(line: 25, column: 67, scope: !304, inlinedAt: !316)
!319 = !DILocation(line: 10, column: 81, scope: !259, inlinedAt: !318)
!320 = !DILocation(line: 10, column: 74, scope: !259, inlinedAt: !318)
!321 = !DILocation(line: 10, column: 109, scope: !273, inlinedAt: !318)
!322 = !DILocation(line: 10, column: 92, scope: !273, inlinedAt: !318)
!323 = !DILocation(line: 10, column: 89, scope: !273, inlinedAt: !318)
!324 = !DILocation(line: 10, column: 115, scope: !273, inlinedAt: !318)
!325 = distinct !{!325, !320, !326, !230}
!326 = !DILocation(line: 10, column: 136, scope: !259, inlinedAt: !318)
!327 = !DILocation(line: 10, scope: !259, inlinedAt: !318)
!328 = !DILocation(line: 25, column: 73, scope: !304, inlinedAt: !316)
!329 = !DILocation(line: 25, column: 94, scope: !313, inlinedAt: !316)
!330 = !DILocation(line: 0, scope: !313, inlinedAt: !316)
!331 = !DILocation(line: 25, scope: !313, inlinedAt: !316)
!332 = !{!204, !204, i64 0}
!333 = !DILocation(line: 25, column: 82, scope: !313, inlinedAt: !316)
!334 = !DILocation(line: 25, column: 134, scope: !335, inlinedAt: !316)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 25, column: 123)
!336 = distinct !DILexicalBlock(scope: !313, file: !2, line: 25, column: 82)
!337 = !{!338, !204, i64 0}
!338 = !{!"E", !204, i64 0, !288, i64 8, !204, i64 16}
!339 = !DILocation(line: 25, column: 124, scope: !335, inlinedAt: !316)
!340 = !DILocation(line: 25, column: 123, scope: !336, inlinedAt: !316)
!341 = !DILocation(line: 25, column: 113, scope: !336, inlinedAt: !316)
!342 = distinct !{!342, !333, !343, !230}
!343 = !DILocation(line: 25, column: 152, scope: !313, inlinedAt: !316)
!344 = !DILocation(line: 25, column: 152, scope: !335, inlinedAt: !316)
!345 = !DILocation(line: 37, column: 96, scope: !129)
!346 = !{!288, !288, i64 0}
!347 = !DILocation(line: 26, column: 12, scope: !304, inlinedAt: !316)
!348 = !DILocation(line: 26, column: 38, scope: !304, inlinedAt: !316)
!349 = !DILocation(line: 26, column: 36, scope: !304, inlinedAt: !316)
!350 = !DILocation(line: 26, column: 52, scope: !304, inlinedAt: !316)
!351 = !DILocation(line: 26, column: 54, scope: !304, inlinedAt: !316)
!352 = !{!338, !288, i64 8}
!353 = !DILocation(line: 26, column: 62, scope: !304, inlinedAt: !316)
!354 = !DILocation(line: 26, column: 67, scope: !304, inlinedAt: !316)
!355 = !{!338, !204, i64 16}
!356 = !DILocation(line: 26, column: 86, scope: !304, inlinedAt: !316)
!357 = !DILocation(line: 37, column: 102, scope: !129)
!358 = !DILocation(line: 35, column: 16, scope: !126)
!359 = distinct !{!359, !200, !360, !230}
!360 = !DILocation(line: 37, column: 106, scope: !126)
!361 = !DILocation(line: 33, column: 36, scope: !127)
!362 = !DILocation(line: 33, column: 27, scope: !127)
!363 = distinct !{!363, !198, !364, !230}
!364 = !DILocation(line: 38, column: 5, scope: !124)
!365 = !DILocation(line: 0, scope: !148)
!366 = !{!203, !207, i64 24}
!367 = !DILocation(line: 42, column: 22, scope: !148)
!368 = !DILocation(line: 41, column: 58, scope: !142)
!369 = !DILocation(line: 0, scope: !245, inlinedAt: !370)
!370 = distinct !DILocation(line: 41, column: 45, scope: !142)
!371 = !DILocation(line: 10, column: 81, scope: !259, inlinedAt: !372)
!372 = distinct !DILocation(line: 25, column: 67, scope: !304, inlinedAt: !373)
!373 = distinct !DILocation(line: 41, column: 74, scope: !142)
!374 = !DILocation(line: 14, column: 50, scope: !245, inlinedAt: !370)
!375 = !DILocation(line: 0, scope: !259, inlinedAt: !376)
!376 = distinct !DILocation(line: 14, column: 83, scope: !245, inlinedAt: !370)
!377 = !DILocation(line: 10, column: 74, scope: !259, inlinedAt: !376)
!378 = !DILocation(line: 10, column: 109, scope: !273, inlinedAt: !376)
!379 = !DILocation(line: 10, column: 92, scope: !273, inlinedAt: !376)
!380 = !DILocation(line: 10, column: 89, scope: !273, inlinedAt: !376)
!381 = !DILocation(line: 10, column: 115, scope: !273, inlinedAt: !376)
!382 = !DILocation(line: 10, column: 81, scope: !259, inlinedAt: !376)
!383 = distinct !{!383, !377, !384, !230}
!384 = !DILocation(line: 10, column: 136, scope: !259, inlinedAt: !376)
!385 = !DILocation(line: 14, column: 105, scope: !245, inlinedAt: !370)
!386 = !DILocation(line: 14, scope: !245, inlinedAt: !370)
!387 = !DILocation(line: 14, column: 112, scope: !245, inlinedAt: !370)
!388 = !DILocation(line: 14, column: 120, scope: !245, inlinedAt: !370)
!389 = !DILocation(line: 14, column: 171, scope: !290, inlinedAt: !370)
!390 = !DILocation(line: 14, column: 156, scope: !290, inlinedAt: !370)
!391 = !DILocation(line: 14, column: 133, scope: !291, inlinedAt: !370)
!392 = !DILocation(line: 14, column: 204, scope: !291, inlinedAt: !370)
!393 = distinct !{!393, !385, !394, !230}
!394 = !DILocation(line: 14, column: 225, scope: !245, inlinedAt: !370)
!395 = !DILocation(line: 0, scope: !142)
!396 = !DILocation(line: 0, scope: !304, inlinedAt: !373)
!397 = !DILocation(line: 0, scope: !259, inlinedAt: !372)
!398 = !DILocation(line: 10, column: 74, scope: !259, inlinedAt: !372)
!399 = !DILocation(line: 10, column: 109, scope: !273, inlinedAt: !372)
!400 = !DILocation(line: 10, column: 92, scope: !273, inlinedAt: !372)
!401 = !DILocation(line: 10, column: 89, scope: !273, inlinedAt: !372)
!402 = !DILocation(line: 10, column: 115, scope: !273, inlinedAt: !372)
!403 = distinct !{!403, !398, !404, !230}
!404 = !DILocation(line: 10, column: 136, scope: !259, inlinedAt: !372)
!405 = !DILocation(line: 10, scope: !259, inlinedAt: !372)
!406 = !DILocation(line: 25, column: 73, scope: !304, inlinedAt: !373)
!407 = !DILocation(line: 25, column: 94, scope: !313, inlinedAt: !373)
!408 = !DILocation(line: 0, scope: !313, inlinedAt: !373)
!409 = !DILocation(line: 25, scope: !313, inlinedAt: !373)
!410 = !DILocation(line: 25, column: 82, scope: !313, inlinedAt: !373)
!411 = !DILocation(line: 25, column: 134, scope: !335, inlinedAt: !373)
!412 = !DILocation(line: 25, column: 124, scope: !335, inlinedAt: !373)
!413 = !DILocation(line: 25, column: 123, scope: !336, inlinedAt: !373)
!414 = !DILocation(line: 25, column: 113, scope: !336, inlinedAt: !373)
!415 = distinct !{!415, !410, !416, !230}
!416 = !DILocation(line: 25, column: 152, scope: !313, inlinedAt: !373)
!417 = !DILocation(line: 25, column: 152, scope: !335, inlinedAt: !373)
!418 = !DILocation(line: 41, column: 130, scope: !142)
!419 = !DILocation(line: 41, column: 137, scope: !142)
!420 = !DILocation(line: 41, column: 147, scope: !142)
!421 = !DILocation(line: 41, column: 151, scope: !142)
!422 = !DILocation(line: 41, column: 96, scope: !142)
!423 = !DILocation(line: 41, column: 29, scope: !143)
!424 = !DILocation(line: 41, column: 23, scope: !143)
!425 = distinct !{!425, !213, !426, !230}
!426 = !DILocation(line: 41, column: 161, scope: !140)
!427 = !DILocation(line: 22, column: 147, scope: !428, inlinedAt: !435)
!428 = distinct !DISubprogram(name: "oa_del", scope: !2, file: !2, line: 22, type: !429, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !431)
!429 = !DISubroutineType(types: !430)
!430 = !{!66, !248, !82}
!431 = !{!432, !433, !434}
!432 = !DILocalVariable(name: "t", arg: 1, scope: !428, file: !2, line: 22, type: !248)
!433 = !DILocalVariable(name: "k", arg: 2, scope: !428, file: !2, line: 22, type: !82)
!434 = !DILocalVariable(name: "f", scope: !428, file: !2, line: 22, type: !89)
!435 = distinct !DILocation(line: 42, column: 151, scope: !150)
!436 = distinct !DIAssignID()
!437 = !DILocation(line: 43, column: 67, scope: !77)
!438 = !DILocation(line: 42, scope: !77)
!439 = !DILocation(line: 22, column: 136, scope: !428, inlinedAt: !435)
!440 = distinct !DIAssignID()
!441 = !DILocation(line: 43, column: 5, scope: !77)
!442 = !DILocation(line: 0, scope: !154)
!443 = !DILocation(line: 44, column: 5, scope: !154)
!444 = !DILocation(line: 42, column: 62, scope: !151)
!445 = !DILocation(line: 42, column: 70, scope: !151)
!446 = !DILocation(line: 42, column: 76, scope: !151)
!447 = !DILocation(line: 42, column: 81, scope: !151)
!448 = !DILocation(line: 42, column: 92, scope: !151)
!449 = !DILocation(line: 42, column: 96, scope: !151)
!450 = !DILocation(line: 42, column: 62, scope: !152)
!451 = !DILocation(line: 42, column: 104, scope: !150)
!452 = !DILocation(line: 42, column: 134, scope: !150)
!453 = !DILocation(line: 42, column: 116, scope: !150)
!454 = !DILocation(line: 0, scope: !428, inlinedAt: !435)
!455 = !DILocation(line: 0, scope: !245, inlinedAt: !456)
!456 = distinct !DILocation(line: 22, column: 53, scope: !428, inlinedAt: !435)
!457 = !DILocation(line: 0, scope: !259, inlinedAt: !458)
!458 = distinct !DILocation(line: 14, column: 83, scope: !245, inlinedAt: !456)
!459 = !DILocation(line: 10, column: 81, scope: !259, inlinedAt: !458)
!460 = !DILocation(line: 10, column: 74, scope: !259, inlinedAt: !458)
!461 = !DILocation(line: 10, column: 109, scope: !273, inlinedAt: !458)
!462 = !DILocation(line: 10, column: 92, scope: !273, inlinedAt: !458)
!463 = !DILocation(line: 10, column: 89, scope: !273, inlinedAt: !458)
!464 = !DILocation(line: 10, column: 115, scope: !273, inlinedAt: !458)
!465 = distinct !{!465, !460, !466, !230}
!466 = !DILocation(line: 10, column: 136, scope: !259, inlinedAt: !458)
!467 = !DILocation(line: 14, column: 105, scope: !245, inlinedAt: !456)
!468 = !DILocation(line: 14, scope: !245, inlinedAt: !456)
!469 = !DILocation(line: 14, column: 112, scope: !245, inlinedAt: !456)
!470 = !DILocation(line: 14, column: 120, scope: !245, inlinedAt: !456)
!471 = !DILocation(line: 14, column: 171, scope: !290, inlinedAt: !456)
!472 = !DILocation(line: 14, column: 156, scope: !290, inlinedAt: !456)
!473 = !DILocation(line: 14, column: 133, scope: !291, inlinedAt: !456)
!474 = !DILocation(line: 14, column: 204, scope: !291, inlinedAt: !456)
!475 = distinct !{!475, !467, !476, !230}
!476 = !DILocation(line: 14, column: 225, scope: !245, inlinedAt: !456)
!477 = !DILocation(line: 22, column: 86, scope: !428, inlinedAt: !435)
!478 = !DILocation(line: 22, column: 107, scope: !428, inlinedAt: !435)
!479 = !DILocation(line: 22, column: 124, scope: !428, inlinedAt: !435)
!480 = !DILocation(line: 22, column: 151, scope: !428, inlinedAt: !435)
!481 = !DILocation(line: 42, column: 148, scope: !150)
!482 = !DILocation(line: 42, column: 167, scope: !151)
!483 = !DILocation(line: 42, column: 167, scope: !150)
!484 = !DILocation(line: 42, column: 54, scope: !152)
!485 = !DILocation(line: 42, column: 43, scope: !152)
!486 = distinct !{!486, !367, !487, !230}
!487 = !DILocation(line: 42, column: 167, scope: !148)
!488 = !DILocation(line: 0, scope: !164)
!489 = !DILocation(line: 45, column: 42, scope: !490)
!490 = distinct !DILexicalBlock(scope: !164, file: !2, line: 45, column: 21)
!491 = !DILocation(line: 45, column: 21, scope: !164)
!492 = !DILocation(line: 44, column: 37, scope: !156)
!493 = !DILocation(line: 44, column: 49, scope: !156)
!494 = !DILocation(line: 44, column: 84, scope: !156)
!495 = !DILocation(line: 44, column: 103, scope: !157)
!496 = !DILocation(line: 44, column: 31, scope: !157)
!497 = !DILocation(line: 44, column: 23, scope: !157)
!498 = distinct !{!498, !443, !499, !230}
!499 = !DILocation(line: 44, column: 103, scope: !154)
!500 = !DILocation(line: 45, column: 61, scope: !490)
!501 = !DILocation(line: 45, column: 61, scope: !502)
!502 = distinct !DILexicalBlock(scope: !490, file: !2, line: 45, column: 61)
!503 = !DILocation(line: 45, column: 69, scope: !502)
!504 = !DILocation(line: 45, column: 75, scope: !502)
!505 = !DILocation(line: 45, column: 98, scope: !502)
!506 = !DILocation(line: 45, column: 90, scope: !502)
!507 = !DILocation(line: 45, column: 87, scope: !502)
!508 = !DILocation(line: 45, column: 81, scope: !502)
!509 = !DILocation(line: 45, scope: !77)
!510 = !DILocation(line: 46, column: 60, scope: !77)
!511 = !DILocation(line: 46, column: 5, scope: !77)
!512 = !DILocation(line: 0, scope: !167)
!513 = !DILocation(line: 47, column: 26, scope: !167)
!514 = !DILocation(line: 45, column: 53, scope: !490)
!515 = distinct !{!515, !491, !516, !230}
!516 = !DILocation(line: 45, column: 98, scope: !164)
!517 = !DILocation(line: 48, column: 5, scope: !77)
!518 = !DILocation(line: 0, scope: !174)
!519 = !DILocation(line: 49, column: 92, scope: !77)
!520 = !DILocation(line: 49, column: 5, scope: !174)
!521 = !DILocation(line: 0, scope: !169)
!522 = !DILocation(line: 47, column: 89, scope: !172)
!523 = !DILocation(line: 0, scope: !172)
!524 = !DILocation(line: 47, scope: !172)
!525 = !DILocation(line: 47, column: 77, scope: !172)
!526 = !DILocation(line: 47, scope: !169)
!527 = !DILocation(line: 47, column: 123, scope: !169)
!528 = !DILocation(line: 47, column: 47, scope: !170)
!529 = distinct !{!529, !513, !530, !230}
!530 = !DILocation(line: 47, column: 151, scope: !167)
!531 = !DILocation(line: 47, column: 57, scope: !170)
!532 = !DILocation(line: 47, column: 115, scope: !533)
!533 = distinct !DILexicalBlock(scope: !172, file: !2, line: 47, column: 77)
!534 = !DILocation(line: 47, column: 108, scope: !533)
!535 = distinct !{!535, !525, !536, !230}
!536 = !DILocation(line: 47, column: 115, scope: !172)
!537 = !DILocation(line: 49, column: 84, scope: !77)
!538 = !DILocation(line: 0, scope: !176)
!539 = !DILocation(line: 50, column: 5, scope: !176)
!540 = !DILocation(line: 49, column: 45, scope: !541)
!541 = distinct !DILexicalBlock(scope: !542, file: !2, line: 49, column: 45)
!542 = distinct !DILexicalBlock(scope: !174, file: !2, line: 49, column: 5)
!543 = !DILocation(line: 49, column: 53, scope: !541)
!544 = !DILocation(line: 49, column: 59, scope: !541)
!545 = !DILocation(line: 49, column: 45, scope: !542)
!546 = !DILocation(line: 49, column: 78, scope: !541)
!547 = !DILocation(line: 49, column: 65, scope: !541)
!548 = !DILocation(line: 49, column: 37, scope: !542)
!549 = !DILocation(line: 49, column: 26, scope: !542)
!550 = distinct !{!550, !520, !551, !230}
!551 = !DILocation(line: 49, column: 81, scope: !174)
!552 = !DILocation(line: 50, column: 113, scope: !77)
!553 = !DILocation(line: 51, column: 24, scope: !77)
!554 = !DILocation(line: 51, column: 12, scope: !77)
!555 = !DILocation(line: 52, column: 1, scope: !77)
!556 = !DILocation(line: 50, column: 52, scope: !178)
!557 = !DILocation(line: 0, scope: !178)
!558 = !DILocation(line: 50, column: 40, scope: !178)
!559 = !DILocation(line: 50, column: 36, scope: !179)
!560 = !DILocation(line: 50, column: 26, scope: !179)
!561 = distinct !{!561, !539, !562, !230}
!562 = !DILocation(line: 50, column: 111, scope: !176)
!563 = !DILocation(line: 50, column: 77, scope: !181)
!564 = !DILocation(line: 0, scope: !181)
!565 = !DILocation(line: 50, column: 91, scope: !181)
!566 = !DILocation(line: 50, column: 83, scope: !181)
!567 = !DILocation(line: 50, column: 95, scope: !181)
!568 = distinct !{!568, !558, !569, !230}
!569 = !DILocation(line: 50, column: 111, scope: !178)
!570 = !DISubprogram(name: "calloc", scope: !571, file: !571, line: 556, type: !572, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!571 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!572 = !DISubroutineType(types: !573)
!573 = !{!574, !98, !98}
!574 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!575 = !DISubprogram(name: "snprintf", scope: !576, file: !576, line: 378, type: !577, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!576 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!577 = !DISubroutineType(types: !578)
!578 = !{!66, !579, !98, !580, null}
!579 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !94)
!580 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !82)
!581 = !DISubprogram(name: "strncat", scope: !582, file: !582, line: 152, type: !583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!582 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!583 = !DISubroutineType(types: !584)
!584 = !{!94, !579, !580, !98}
!585 = !DISubprogram(name: "strlen", scope: !582, file: !582, line: 407, type: !586, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!586 = !DISubroutineType(types: !587)
!587 = !{!100, !82}
!588 = distinct !DISubprogram(name: "oa_put", scope: !2, file: !2, line: 15, type: !589, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !591)
!589 = !DISubroutineType(types: !590)
!590 = !{null, !248, !82, !66}
!591 = !{!592, !593, !594, !595, !596}
!592 = !DILocalVariable(name: "t", arg: 1, scope: !588, file: !2, line: 15, type: !248)
!593 = !DILocalVariable(name: "k", arg: 2, scope: !588, file: !2, line: 15, type: !82)
!594 = !DILocalVariable(name: "v", arg: 3, scope: !588, file: !2, line: 15, type: !66)
!595 = !DILocalVariable(name: "f", scope: !588, file: !2, line: 17, type: !89)
!596 = !DILocalVariable(name: "i", scope: !588, file: !2, line: 18, type: !98)
!597 = !DILocation(line: 0, scope: !588)
!598 = !DILocation(line: 16, column: 13, scope: !599)
!599 = distinct !DILexicalBlock(scope: !588, file: !2, line: 16, column: 9)
!600 = !DILocation(line: 16, column: 23, scope: !599)
!601 = !DILocation(line: 16, column: 18, scope: !599)
!602 = !DILocation(line: 16, column: 33, scope: !599)
!603 = !DILocation(line: 16, column: 42, scope: !599)
!604 = !DILocation(line: 16, column: 46, scope: !599)
!605 = !DILocation(line: 16, column: 37, scope: !599)
!606 = !DILocation(line: 16, column: 9, scope: !588)
!607 = !DILocalVariable(name: "t", arg: 1, scope: !608, file: !2, line: 12, type: !248)
!608 = distinct !DISubprogram(name: "oa_grow", scope: !2, file: !2, line: 12, type: !609, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !611)
!609 = !DISubroutineType(types: !610)
!610 = !{null, !248}
!611 = !{!607, !612, !613, !614}
!612 = !DILocalVariable(name: "old", scope: !608, file: !2, line: 12, type: !89)
!613 = !DILocalVariable(name: "oc", scope: !608, file: !2, line: 12, type: !98)
!614 = !DILocalVariable(name: "i", scope: !615, file: !2, line: 13, type: !98)
!615 = distinct !DILexicalBlock(scope: !608, file: !2, line: 13, column: 5)
!616 = !DILocation(line: 0, scope: !608, inlinedAt: !617)
!617 = distinct !DILocation(line: 16, column: 51, scope: !599)
!618 = !DILocation(line: 12, column: 45, scope: !608, inlinedAt: !617)
!619 = !DILocation(line: 12, column: 77, scope: !608, inlinedAt: !617)
!620 = !DILocation(line: 12, column: 75, scope: !608, inlinedAt: !617)
!621 = !DILocation(line: 12, column: 101, scope: !608, inlinedAt: !617)
!622 = !DILocation(line: 12, column: 99, scope: !608, inlinedAt: !617)
!623 = !DILocation(line: 0, scope: !615, inlinedAt: !617)
!624 = !DILocation(line: 12, column: 139, scope: !608, inlinedAt: !617)
!625 = !DILocation(line: 13, column: 5, scope: !615, inlinedAt: !617)
!626 = !DILocation(line: 13, column: 41, scope: !627, inlinedAt: !617)
!627 = distinct !DILexicalBlock(scope: !628, file: !2, line: 13, column: 41)
!628 = distinct !DILexicalBlock(scope: !615, file: !2, line: 13, column: 5)
!629 = !DILocation(line: 13, column: 48, scope: !627, inlinedAt: !617)
!630 = !DILocation(line: 13, column: 54, scope: !627, inlinedAt: !617)
!631 = !DILocation(line: 13, column: 41, scope: !628, inlinedAt: !617)
!632 = !DILocation(line: 13, column: 79, scope: !633, inlinedAt: !617)
!633 = distinct !DILexicalBlock(scope: !627, file: !2, line: 13, column: 60)
!634 = !DILocation(line: 13, column: 91, scope: !633, inlinedAt: !617)
!635 = !DILocation(line: 13, column: 62, scope: !633, inlinedAt: !617)
!636 = !DILocation(line: 13, column: 109, scope: !633, inlinedAt: !617)
!637 = !DILocation(line: 13, column: 97, scope: !633, inlinedAt: !617)
!638 = !DILocation(line: 13, column: 115, scope: !633, inlinedAt: !617)
!639 = !DILocation(line: 13, column: 33, scope: !628, inlinedAt: !617)
!640 = !DILocation(line: 13, column: 26, scope: !628, inlinedAt: !617)
!641 = distinct !{!641, !625, !642, !230}
!642 = !DILocation(line: 13, column: 115, scope: !615, inlinedAt: !617)
!643 = !DILocation(line: 13, column: 117, scope: !608, inlinedAt: !617)
!644 = !DILocation(line: 14, column: 54, scope: !255, inlinedAt: !645)
!645 = distinct !DILocation(line: 17, column: 15, scope: !588)
!646 = !DILocation(line: 16, column: 51, scope: !599)
!647 = !DILocation(line: 0, scope: !245, inlinedAt: !645)
!648 = !DILocation(line: 14, column: 51, scope: !255, inlinedAt: !645)
!649 = !DILocation(line: 10, column: 81, scope: !259, inlinedAt: !650)
!650 = distinct !DILocation(line: 18, column: 16, scope: !588)
!651 = !DILocation(line: 14, column: 50, scope: !245, inlinedAt: !645)
!652 = !DILocation(line: 0, scope: !259, inlinedAt: !653)
!653 = distinct !DILocation(line: 14, column: 83, scope: !245, inlinedAt: !645)
!654 = !DILocation(line: 10, column: 74, scope: !259, inlinedAt: !653)
!655 = !DILocation(line: 10, column: 109, scope: !273, inlinedAt: !653)
!656 = !DILocation(line: 10, column: 92, scope: !273, inlinedAt: !653)
!657 = !DILocation(line: 10, column: 89, scope: !273, inlinedAt: !653)
!658 = !DILocation(line: 10, column: 115, scope: !273, inlinedAt: !653)
!659 = !DILocation(line: 10, column: 81, scope: !259, inlinedAt: !653)
!660 = distinct !{!660, !654, !661, !230}
!661 = !DILocation(line: 10, column: 136, scope: !259, inlinedAt: !653)
!662 = !DILocation(line: 10, scope: !259, inlinedAt: !653)
!663 = !DILocation(line: 14, column: 99, scope: !245, inlinedAt: !645)
!664 = !DILocation(line: 14, column: 105, scope: !245, inlinedAt: !645)
!665 = !DILocation(line: 14, scope: !245, inlinedAt: !645)
!666 = !DILocation(line: 14, column: 112, scope: !245, inlinedAt: !645)
!667 = !DILocation(line: 14, column: 120, scope: !245, inlinedAt: !645)
!668 = !DILocation(line: 14, column: 171, scope: !290, inlinedAt: !645)
!669 = !DILocation(line: 14, column: 156, scope: !290, inlinedAt: !645)
!670 = !DILocation(line: 14, column: 133, scope: !291, inlinedAt: !645)
!671 = !DILocation(line: 14, column: 204, scope: !291, inlinedAt: !645)
!672 = distinct !{!672, !664, !673, !230}
!673 = !DILocation(line: 14, column: 225, scope: !245, inlinedAt: !645)
!674 = !DILocation(line: 17, column: 42, scope: !675)
!675 = distinct !DILexicalBlock(scope: !676, file: !2, line: 17, column: 37)
!676 = distinct !DILexicalBlock(scope: !588, file: !2, line: 17, column: 34)
!677 = !DILocation(line: 17, column: 46, scope: !675)
!678 = !DILocation(line: 17, column: 51, scope: !675)
!679 = !DILocation(line: 0, scope: !259, inlinedAt: !650)
!680 = !DILocation(line: 10, column: 74, scope: !259, inlinedAt: !650)
!681 = !DILocation(line: 10, column: 109, scope: !273, inlinedAt: !650)
!682 = !DILocation(line: 10, column: 92, scope: !273, inlinedAt: !650)
!683 = !DILocation(line: 10, column: 89, scope: !273, inlinedAt: !650)
!684 = !DILocation(line: 10, column: 115, scope: !273, inlinedAt: !650)
!685 = distinct !{!685, !680, !686, !230}
!686 = !DILocation(line: 10, column: 136, scope: !259, inlinedAt: !650)
!687 = !DILocation(line: 10, scope: !259, inlinedAt: !650)
!688 = !DILocation(line: 18, column: 32, scope: !588)
!689 = !DILocation(line: 18, column: 38, scope: !588)
!690 = !DILocation(line: 18, scope: !588)
!691 = !DILocation(line: 18, column: 53, scope: !588)
!692 = !DILocation(line: 18, column: 72, scope: !588)
!693 = distinct !{!693, !689, !694, !230}
!694 = !DILocation(line: 18, column: 90, scope: !588)
!695 = !DILocation(line: 19, column: 36, scope: !696)
!696 = distinct !DILexicalBlock(scope: !588, file: !2, line: 19, column: 9)
!697 = !DILocation(line: 19, column: 29, scope: !696)
!698 = !DILocation(line: 20, column: 19, scope: !588)
!699 = !DILocation(line: 20, column: 5, scope: !588)
!700 = !DILocation(line: 20, column: 17, scope: !588)
!701 = !DILocation(line: 20, column: 38, scope: !588)
!702 = !DILocation(line: 20, column: 42, scope: !588)
!703 = !DILocation(line: 20, column: 61, scope: !588)
!704 = !DILocation(line: 20, column: 73, scope: !588)
!705 = !DILocation(line: 21, column: 1, scope: !588)
!706 = !DISubprogram(name: "printf", scope: !576, file: !576, line: 356, type: !707, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!707 = !DISubroutineType(types: !708)
!708 = !{!66, !580, null}
!709 = !DISubprogram(name: "strcpy", scope: !582, file: !582, line: 141, type: !710, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!710 = !DISubroutineType(types: !711)
!711 = !{!94, !579, !580}
!712 = !DISubprogram(name: "free", scope: !571, file: !571, line: 568, type: !713, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!713 = !DISubroutineType(types: !714)
!714 = !{null, !574}
!715 = !DISubprogram(name: "strcmp", scope: !582, file: !582, line: 156, type: !716, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!716 = !DISubroutineType(types: !717)
!717 = !{!66, !82, !82}
!718 = !DISubprogram(name: "strdup", scope: !582, file: !582, line: 187, type: !719, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!719 = !DISubroutineType(types: !720)
!720 = !{!94, !82}
!721 = !DISubprogram(name: "malloc", scope: !571, file: !571, line: 553, type: !722, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!722 = !DISubroutineType(types: !723)
!723 = !{!574, !98}
