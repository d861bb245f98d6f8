; ModuleID = 'apps/bzip2_roundtrip/main.c'
source_filename = "apps/bzip2_roundtrip/main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [38 x i8] c"bzip2 %s input %zu bytes fnv=%016llx\0A\00", align 1, !dbg !7
@__const.main.blocks = private unnamed_addr constant [3 x i32] [i32 1, i32 5, i32 9], align 4
@.str.2 = private unnamed_addr constant [20 x i8] c"compress failed %d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [59 x i8] c"block %d small=%d: %zu -> %u (%.2f%%) comp-fnv=%016llx %s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1, !dbg !32
@dg_fill.words = internal unnamed_addr constant [20 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26], align 16, !dbg !37
@.str.7 = private unnamed_addr constant [4 x i8] c"the\00", align 1, !dbg !60
@.str.8 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1, !dbg !65
@.str.9 = private unnamed_addr constant [8 x i8] c"backend\00", align 1, !dbg !70
@.str.10 = private unnamed_addr constant [6 x i8] c"emits\00", align 1, !dbg !75
@.str.11 = private unnamed_addr constant [7 x i8] c"object\00", align 1, !dbg !77
@.str.12 = private unnamed_addr constant [5 x i8] c"code\00", align 1, !dbg !82
@.str.13 = private unnamed_addr constant [4 x i8] c"for\00", align 1, !dbg !84
@.str.14 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1, !dbg !86
@.str.15 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !88
@.str.16 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1, !dbg !90
@.str.17 = private unnamed_addr constant [9 x i8] c"register\00", align 1, !dbg !92
@.str.18 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1, !dbg !94
@.str.19 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1, !dbg !99
@.str.20 = private unnamed_addr constant [10 x i8] c"selection\00", align 1, !dbg !104
@.str.21 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1, !dbg !109
@.str.22 = private unnamed_addr constant [3 x i8] c"of\00", align 1, !dbg !111
@.str.23 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !113
@.str.24 = private unnamed_addr constant [8 x i8] c"machine\00", align 1, !dbg !118
@.str.25 = private unnamed_addr constant [9 x i8] c"function\00", align 1, !dbg !120
@.str.26 = private unnamed_addr constant [6 x i8] c"block\00", align 1, !dbg !122
@.str.27 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1, !dbg !124

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !165 {
  %3 = alloca [96 x i8], align 16, !DIAssignID !192
    #dbg_assign(i1 undef, !176, !DIExpression(), !193, ptr @__const.main.blocks, !DIExpression(), !194)
  %4 = alloca i32, align 4, !DIAssignID !195
    #dbg_assign(i1 undef, !180, !DIExpression(), !195, ptr %4, !DIExpression(), !196)
  %5 = alloca i32, align 4, !DIAssignID !197
    #dbg_assign(i1 undef, !187, !DIExpression(), !197, ptr %5, !DIExpression(), !198)
    #dbg_value(i32 %0, !170, !DIExpression(), !194)
    #dbg_value(ptr %1, !171, !DIExpression(), !194)
  %6 = icmp sgt i32 %0, 1, !dbg !199
  br i1 %6, label %7, label %13, !dbg !200

7:                                                ; preds = %2
  %8 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !201
  %9 = load ptr, ptr %8, align 8, !dbg !201, !tbaa !202
  %10 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %9, ptr noundef nonnull dereferenceable(6) @.str) #9, !dbg !206
  %11 = icmp eq i32 %10, 0, !dbg !207
  %12 = select i1 %11, i64 921600, i64 122880, !dbg !208
  br label %13

13:                                               ; preds = %7, %2
  %14 = phi i64 [ 122880, %2 ], [ %12, %7 ], !dbg !194
    #dbg_value(i64 %14, !172, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !194)
    #dbg_value(i64 %14, !173, !DIExpression(), !194)
  %15 = tail call noalias ptr @malloc(i64 noundef %14) #10, !dbg !209
    #dbg_value(ptr %15, !174, !DIExpression(), !194)
    #dbg_assign(i1 undef, !139, !DIExpression(), !192, ptr %3, !DIExpression(), !210)
    #dbg_value(ptr %15, !132, !DIExpression(), !212)
    #dbg_value(i64 %14, !133, !DIExpression(), !212)
    #dbg_value(i32 7, !134, !DIExpression(), !212)
    #dbg_value(i64 0, !135, !DIExpression(), !212)
    #dbg_value(i64 0, !135, !DIExpression(), !212)
  br label %16, !dbg !213

16:                                               ; preds = %13, %109
  %17 = phi i64 [ %117, %109 ], [ 0, %13 ]
  %18 = phi i32 [ %110, %109 ], [ 7, %13 ]
    #dbg_value(i64 %17, !135, !DIExpression(), !212)
  %19 = shl i32 %18, 13, !dbg !214
  %20 = xor i32 %19, %18, !dbg !219
  %21 = lshr i32 %20, 17, !dbg !220
  %22 = xor i32 %21, %20, !dbg !221
  %23 = shl i32 %22, 5, !dbg !222
  %24 = xor i32 %23, %22, !dbg !223
    #dbg_value(i32 %24, !136, !DIExpression(), !210)
  %25 = urem i32 %24, 10, !dbg !224
    #dbg_value(i32 %25, !138, !DIExpression(), !210)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %3) #11, !dbg !225
  %26 = icmp ult i32 %25, 6, !dbg !226
  br i1 %26, label %27, label %41, !dbg !227

27:                                               ; preds = %16
  %28 = lshr i32 %24, 8, !dbg !228
  %29 = urem i32 %28, 20, !dbg !229
  %30 = zext nneg i32 %29 to i64, !dbg !230
  %31 = getelementptr inbounds [20 x ptr], ptr @dg_fill.words, i64 0, i64 %30, !dbg !230
  %32 = load ptr, ptr %31, align 8, !dbg !230, !tbaa !202
    #dbg_value(ptr %32, !144, !DIExpression(), !231)
  %33 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %32) #9, !dbg !232
    #dbg_value(i64 %33, !143, !DIExpression(), !210)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr align 1 %32, i64 %33, i1 false), !dbg !233
  %34 = lshr i32 %24, 20, !dbg !234
  %35 = trunc nuw nsw i32 %34 to i16, !dbg !235
  %36 = urem i16 %35, 9, !dbg !235
  %37 = icmp eq i16 %36, 0, !dbg !236
  %38 = select i1 %37, i8 10, i8 32, !dbg !237
  %39 = add i64 %33, 1, !dbg !238
    #dbg_value(i64 %39, !143, !DIExpression(), !210)
  %40 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %33, !dbg !239
  store i8 %38, ptr %40, align 1, !dbg !240, !tbaa !241
  br label %109, !dbg !242

41:                                               ; preds = %16
  %42 = icmp ult i32 %25, 8, !dbg !243
  br i1 %42, label %43, label %64, !dbg !244

43:                                               ; preds = %41
  %44 = shl i32 %24, 13, !dbg !245
  %45 = xor i32 %44, %24, !dbg !247
  %46 = lshr i32 %45, 17, !dbg !248
  %47 = xor i32 %46, %45, !dbg !249
  %48 = shl i32 %47, 5, !dbg !250
  %49 = xor i32 %48, %47, !dbg !251
  %50 = urem i32 %49, 100000, !dbg !252
    #dbg_value(i32 %50, !149, !DIExpression(), !253)
    #dbg_value(i64 0, !143, !DIExpression(), !210)
    #dbg_value(i64 1, !143, !DIExpression(), !210)
  store i8 124, ptr %3, align 16, !dbg !254, !tbaa !241
  br label %51, !dbg !255

51:                                               ; preds = %51, %43
  %52 = phi i64 [ 1, %43 ], [ %57, %51 ], !dbg !256
  %53 = phi i32 [ %50, %43 ], [ %59, %51 ], !dbg !256
    #dbg_value(i32 %53, !149, !DIExpression(), !253)
    #dbg_value(i64 %52, !143, !DIExpression(), !210)
  %54 = urem i32 %53, 10, !dbg !257
  %55 = trunc nuw nsw i32 %54 to i8, !dbg !259
  %56 = or disjoint i8 %55, 48, !dbg !259
  %57 = add i64 %52, 1, !dbg !260
    #dbg_value(i64 %57, !143, !DIExpression(), !210)
  %58 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %52, !dbg !261
  store i8 %56, ptr %58, align 1, !dbg !262, !tbaa !241
  %59 = udiv i32 %53, 10, !dbg !263
    #dbg_value(i32 %59, !149, !DIExpression(), !253)
  %60 = icmp ult i32 %53, 10, !dbg !264
  br i1 %60, label %61, label %51, !dbg !264, !llvm.loop !265

61:                                               ; preds = %51
  %62 = add i64 %52, 2, !dbg !268
    #dbg_value(i64 %62, !143, !DIExpression(), !210)
  %63 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %57, !dbg !269
  store i8 59, ptr %63, align 1, !dbg !270, !tbaa !241
  br label %109, !dbg !271

64:                                               ; preds = %41
  %65 = icmp eq i32 %25, 8, !dbg !272
  br i1 %65, label %66, label %97, !dbg !273

66:                                               ; preds = %64
  %67 = lshr i32 %24, 12, !dbg !274
  %68 = and i32 %67, 31, !dbg !275
  %69 = add nuw nsw i32 %68, 16, !dbg !276
  %70 = zext nneg i32 %69 to i64, !dbg !277
    #dbg_value(i64 %70, !143, !DIExpression(), !210)
    #dbg_value(i64 0, !152, !DIExpression(), !278)
    #dbg_value(i64 0, !152, !DIExpression(), !278)
  %71 = and i64 %70, 1, !dbg !279
  %72 = and i64 %70, 62, !dbg !279
  br label %73, !dbg !279

73:                                               ; preds = %73, %66
  %74 = phi i64 [ 0, %66 ], [ %94, %73 ]
  %75 = phi i32 [ %24, %66 ], [ %91, %73 ]
  %76 = phi i64 [ 0, %66 ], [ %95, %73 ]
    #dbg_value(i64 %74, !152, !DIExpression(), !278)
  %77 = shl i32 %75, 13, !dbg !280
  %78 = xor i32 %77, %75, !dbg !283
  %79 = lshr i32 %78, 17, !dbg !284
  %80 = xor i32 %79, %78, !dbg !285
  %81 = shl i32 %80, 5, !dbg !286
  %82 = xor i32 %81, %80, !dbg !287
  %83 = trunc i32 %82 to i8, !dbg !288
  %84 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %74, !dbg !289
  store i8 %83, ptr %84, align 2, !dbg !290, !tbaa !241
  %85 = or disjoint i64 %74, 1, !dbg !291
    #dbg_value(i64 %85, !152, !DIExpression(), !278)
  %86 = shl i32 %82, 13, !dbg !280
  %87 = xor i32 %86, %82, !dbg !283
  %88 = lshr i32 %87, 17, !dbg !284
  %89 = xor i32 %88, %87, !dbg !285
  %90 = shl i32 %89, 5, !dbg !286
  %91 = xor i32 %90, %89, !dbg !287
  %92 = trunc i32 %91 to i8, !dbg !288
  %93 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %85, !dbg !289
  store i8 %92, ptr %93, align 1, !dbg !290, !tbaa !241
  %94 = add nuw nsw i64 %74, 2, !dbg !291
    #dbg_value(i64 %94, !152, !DIExpression(), !278)
  %95 = add nuw nsw i64 %76, 2, !dbg !279
  %96 = icmp eq i64 %95, %72, !dbg !279
  br i1 %96, label %98, label %73, !dbg !279, !llvm.loop !292

97:                                               ; preds = %64
    #dbg_value(i64 24, !143, !DIExpression(), !210)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %3, ptr noundef nonnull align 1 dereferenceable(24) @.str.27, i64 24, i1 false), !dbg !294
  br label %109

98:                                               ; preds = %73
  %99 = icmp eq i64 %71, 0, !dbg !279
  br i1 %99, label %109, label %100, !dbg !279

100:                                              ; preds = %98
    #dbg_value(i64 %94, !152, !DIExpression(), !278)
  %101 = shl i32 %91, 13, !dbg !280
  %102 = xor i32 %101, %91, !dbg !283
  %103 = lshr i32 %102, 17, !dbg !284
  %104 = xor i32 %103, %102, !dbg !285
  %105 = shl i32 %104, 5, !dbg !286
  %106 = xor i32 %105, %104, !dbg !287
  %107 = trunc i32 %106 to i8, !dbg !288
  %108 = getelementptr inbounds [96 x i8], ptr %3, i64 0, i64 %94, !dbg !289
  store i8 %107, ptr %108, align 1, !dbg !290, !tbaa !241
    #dbg_value(i64 %94, !152, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !278)
  br label %109, !dbg !296

109:                                              ; preds = %100, %98, %97, %61, %27
  %110 = phi i32 [ %24, %27 ], [ %49, %61 ], [ %24, %97 ], [ %91, %98 ], [ %106, %100 ]
  %111 = phi i64 [ %39, %27 ], [ %62, %61 ], [ 24, %97 ], [ %70, %98 ], [ %70, %100 ], !dbg !298
    #dbg_value(i64 %111, !143, !DIExpression(), !210)
  %112 = add i64 %111, %17, !dbg !296
  %113 = icmp ugt i64 %112, %14, !dbg !299
  %114 = sub nsw i64 %14, %17
  %115 = select i1 %113, i64 %114, i64 %111, !dbg !300
    #dbg_value(i64 %115, !143, !DIExpression(), !210)
  %116 = getelementptr inbounds i8, ptr %15, i64 %17, !dbg !301
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %116, ptr nonnull align 16 %3, i64 %115, i1 false), !dbg !302
  %117 = add i64 %115, %17, !dbg !303
    #dbg_value(i64 %117, !135, !DIExpression(), !212)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %3) #11, !dbg !304
  %118 = icmp ult i64 %117, %14, !dbg !305
  br i1 %118, label %16, label %119, !dbg !213, !llvm.loop !306

119:                                              ; preds = %109
  %120 = tail call ptr @BZ2_bzlibVersion() #11, !dbg !307
    #dbg_value(ptr %15, !308, !DIExpression(), !321)
    #dbg_value(i64 %14, !317, !DIExpression(), !321)
    #dbg_value(i64 -3750763034362895579, !318, !DIExpression(), !321)
    #dbg_value(i64 0, !319, !DIExpression(), !323)
  br label %121, !dbg !324

121:                                              ; preds = %121, %119
  %122 = phi i64 [ 0, %119 ], [ %148, %121 ]
  %123 = phi i64 [ -3750763034362895579, %119 ], [ %147, %121 ]
  %124 = phi i64 [ 0, %119 ], [ %149, %121 ]
    #dbg_value(i64 %122, !319, !DIExpression(), !323)
    #dbg_value(i64 %123, !318, !DIExpression(), !321)
  %125 = getelementptr inbounds i8, ptr %15, i64 %122, !dbg !325
  %126 = load i8, ptr %125, align 1, !dbg !325, !tbaa !241
  %127 = zext i8 %126 to i64, !dbg !325
  %128 = xor i64 %123, %127, !dbg !328
    #dbg_value(i64 %128, !318, !DIExpression(), !321)
  %129 = mul i64 %128, 1099511628211, !dbg !329
    #dbg_value(i64 %129, !318, !DIExpression(), !321)
  %130 = or disjoint i64 %122, 1, !dbg !330
    #dbg_value(i64 %130, !319, !DIExpression(), !323)
  %131 = getelementptr inbounds i8, ptr %15, i64 %130, !dbg !325
  %132 = load i8, ptr %131, align 1, !dbg !325, !tbaa !241
  %133 = zext i8 %132 to i64, !dbg !325
  %134 = xor i64 %129, %133, !dbg !328
    #dbg_value(i64 %134, !318, !DIExpression(), !321)
  %135 = mul i64 %134, 1099511628211, !dbg !329
    #dbg_value(i64 %135, !318, !DIExpression(), !321)
  %136 = or disjoint i64 %122, 2, !dbg !330
    #dbg_value(i64 %136, !319, !DIExpression(), !323)
  %137 = getelementptr inbounds i8, ptr %15, i64 %136, !dbg !325
  %138 = load i8, ptr %137, align 1, !dbg !325, !tbaa !241
  %139 = zext i8 %138 to i64, !dbg !325
  %140 = xor i64 %135, %139, !dbg !328
    #dbg_value(i64 %140, !318, !DIExpression(), !321)
  %141 = mul i64 %140, 1099511628211, !dbg !329
    #dbg_value(i64 %141, !318, !DIExpression(), !321)
  %142 = or disjoint i64 %122, 3, !dbg !330
    #dbg_value(i64 %142, !319, !DIExpression(), !323)
  %143 = getelementptr inbounds i8, ptr %15, i64 %142, !dbg !325
  %144 = load i8, ptr %143, align 1, !dbg !325, !tbaa !241
  %145 = zext i8 %144 to i64, !dbg !325
  %146 = xor i64 %141, %145, !dbg !328
    #dbg_value(i64 %146, !318, !DIExpression(), !321)
  %147 = mul i64 %146, 1099511628211, !dbg !329
    #dbg_value(i64 %147, !318, !DIExpression(), !321)
  %148 = add nuw nsw i64 %122, 4, !dbg !330
    #dbg_value(i64 %148, !319, !DIExpression(), !323)
  %149 = add i64 %124, 4, !dbg !324
  %150 = icmp eq i64 %149, %14, !dbg !324
  br i1 %150, label %151, label %121, !dbg !324, !llvm.loop !331

151:                                              ; preds = %121
  %152 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %120, i64 noundef %14, i64 noundef %147), !dbg !333
    #dbg_value(i32 0, !175, !DIExpression(), !194)
    #dbg_assign(i1 undef, !176, !DIExpression(), !334, ptr @__const.main.blocks, !DIExpression(), !194)
    #dbg_value(i32 0, !178, !DIExpression(), !335)
  %153 = udiv i64 %14, 100
  %154 = add nuw nsw i64 %153, %14
  %155 = trunc nuw nsw i64 %154 to i32
  %156 = add nuw nsw i32 %155, 600
  %157 = zext nneg i32 %156 to i64
  %158 = trunc nuw nsw i64 %14 to i32
  %159 = uitofp nneg i64 %14 to double
  br label %160, !dbg !336

160:                                              ; preds = %151, %323
  %161 = phi i64 [ 0, %151 ], [ %327, %323 ]
  %162 = phi i32 [ 0, %151 ], [ %264, %323 ]
    #dbg_value(i32 %162, !175, !DIExpression(), !194)
    #dbg_value(i64 %161, !178, !DIExpression(), !335)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4) #11, !dbg !337
  store i32 %156, ptr %4, align 4, !dbg !338, !tbaa !339, !DIAssignID !341
    #dbg_assign(i32 %156, !180, !DIExpression(), !341, ptr %4, !DIExpression(), !196)
  %163 = call noalias ptr @malloc(i64 noundef %157) #10, !dbg !342
    #dbg_value(ptr %163, !183, !DIExpression(), !196)
  %164 = getelementptr inbounds [3 x i32], ptr @__const.main.blocks, i64 0, i64 %161, !dbg !343
  %165 = load i32, ptr %164, align 4, !dbg !343, !tbaa !339
  %166 = call i32 @BZ2_bzBuffToBuffCompress(ptr noundef %163, ptr noundef nonnull %4, ptr noundef %15, i32 noundef %158, i32 noundef %165, i32 noundef 0, i32 noundef 30) #11, !dbg !344
    #dbg_value(i32 %166, !184, !DIExpression(), !196)
  %167 = icmp eq i32 %166, 0, !dbg !345
  br i1 %167, label %168, label %177, !dbg !347

168:                                              ; preds = %160
    #dbg_value(i32 %162, !175, !DIExpression(), !194)
    #dbg_value(i32 0, !185, !DIExpression(), !348)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #11, !dbg !349
  store i32 %158, ptr %5, align 4, !dbg !350, !tbaa !339, !DIAssignID !351
    #dbg_assign(i32 %158, !187, !DIExpression(), !351, ptr %5, !DIExpression(), !198)
  %169 = call noalias ptr @malloc(i64 noundef %14) #10, !dbg !352
    #dbg_value(ptr %169, !190, !DIExpression(), !198)
  %170 = load i32, ptr %4, align 4, !dbg !353, !tbaa !339
  %171 = call i32 @BZ2_bzBuffToBuffDecompress(ptr noundef %169, ptr noundef nonnull %5, ptr noundef %163, i32 noundef %170, i32 noundef 0, i32 noundef 0) #11, !dbg !354
    #dbg_value(i32 %171, !184, !DIExpression(), !196)
  %172 = icmp eq i32 %171, 0, !dbg !355
  %173 = load i32, ptr %5, align 4
  %174 = zext i32 %173 to i64
  %175 = icmp eq i64 %14, %174
  %176 = select i1 %172, i1 %175, i1 false, !dbg !356
  br i1 %176, label %179, label %182, !dbg !356

177:                                              ; preds = %160
  %178 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %166), !dbg !357
    #dbg_value(i32 undef, !175, !DIExpression(), !194)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11, !dbg !359
    #dbg_value(i32 poison, !175, !DIExpression(), !194)
  br label %331

179:                                              ; preds = %168
  %180 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %169, ptr noundef nonnull dereferenceable(1) %15, i64 %14), !dbg !360
  %181 = icmp eq i32 %180, 0, !dbg !361
  br label %182

182:                                              ; preds = %179, %168
  %183 = phi i1 [ false, %168 ], [ %181, %179 ], !dbg !198
    #dbg_value(i1 %183, !191, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !198)
  %184 = xor i1 %183, true, !dbg !362
  %185 = zext i1 %184 to i32, !dbg !362
  %186 = add nsw i32 %162, %185, !dbg !363
    #dbg_value(i32 %186, !175, !DIExpression(), !194)
  %187 = load i32, ptr %4, align 4, !dbg !364, !tbaa !339
  %188 = uitofp i32 %187 to double, !dbg !365
  %189 = fmul double %188, 1.000000e+02, !dbg !366
  %190 = fdiv double %189, %159, !dbg !367
  %191 = zext i32 %187 to i64, !dbg !368
    #dbg_value(ptr %163, !308, !DIExpression(), !369)
    #dbg_value(i64 %191, !317, !DIExpression(), !369)
    #dbg_value(i64 -3750763034362895579, !318, !DIExpression(), !369)
    #dbg_value(i64 0, !319, !DIExpression(), !371)
  %192 = icmp eq i32 %187, 0, !dbg !372
  br i1 %192, label %245, label %193, !dbg !373

193:                                              ; preds = %182
  %194 = and i64 %191, 3, !dbg !373
  %195 = icmp ult i32 %187, 4, !dbg !373
  br i1 %195, label %228, label %196, !dbg !373

196:                                              ; preds = %193
  %197 = and i64 %191, 4294967292, !dbg !373
  br label %198, !dbg !373

198:                                              ; preds = %198, %196
  %199 = phi i64 [ 0, %196 ], [ %225, %198 ]
  %200 = phi i64 [ -3750763034362895579, %196 ], [ %224, %198 ]
  %201 = phi i64 [ 0, %196 ], [ %226, %198 ]
    #dbg_value(i64 %199, !319, !DIExpression(), !371)
    #dbg_value(i64 %200, !318, !DIExpression(), !369)
  %202 = getelementptr inbounds i8, ptr %163, i64 %199, !dbg !374
  %203 = load i8, ptr %202, align 1, !dbg !374, !tbaa !241
  %204 = zext i8 %203 to i64, !dbg !374
  %205 = xor i64 %200, %204, !dbg !375
    #dbg_value(i64 %205, !318, !DIExpression(), !369)
  %206 = mul i64 %205, 1099511628211, !dbg !376
    #dbg_value(i64 %206, !318, !DIExpression(), !369)
  %207 = or disjoint i64 %199, 1, !dbg !377
    #dbg_value(i64 %207, !319, !DIExpression(), !371)
  %208 = getelementptr inbounds i8, ptr %163, i64 %207, !dbg !374
  %209 = load i8, ptr %208, align 1, !dbg !374, !tbaa !241
  %210 = zext i8 %209 to i64, !dbg !374
  %211 = xor i64 %206, %210, !dbg !375
    #dbg_value(i64 %211, !318, !DIExpression(), !369)
  %212 = mul i64 %211, 1099511628211, !dbg !376
    #dbg_value(i64 %212, !318, !DIExpression(), !369)
  %213 = or disjoint i64 %199, 2, !dbg !377
    #dbg_value(i64 %213, !319, !DIExpression(), !371)
  %214 = getelementptr inbounds i8, ptr %163, i64 %213, !dbg !374
  %215 = load i8, ptr %214, align 1, !dbg !374, !tbaa !241
  %216 = zext i8 %215 to i64, !dbg !374
  %217 = xor i64 %212, %216, !dbg !375
    #dbg_value(i64 %217, !318, !DIExpression(), !369)
  %218 = mul i64 %217, 1099511628211, !dbg !376
    #dbg_value(i64 %218, !318, !DIExpression(), !369)
  %219 = or disjoint i64 %199, 3, !dbg !377
    #dbg_value(i64 %219, !319, !DIExpression(), !371)
  %220 = getelementptr inbounds i8, ptr %163, i64 %219, !dbg !374
  %221 = load i8, ptr %220, align 1, !dbg !374, !tbaa !241
  %222 = zext i8 %221 to i64, !dbg !374
  %223 = xor i64 %218, %222, !dbg !375
    #dbg_value(i64 %223, !318, !DIExpression(), !369)
  %224 = mul i64 %223, 1099511628211, !dbg !376
    #dbg_value(i64 %224, !318, !DIExpression(), !369)
  %225 = add nuw nsw i64 %199, 4, !dbg !377
    #dbg_value(i64 %225, !319, !DIExpression(), !371)
  %226 = add i64 %201, 4, !dbg !373
  %227 = icmp eq i64 %226, %197, !dbg !373
  br i1 %227, label %228, label %198, !dbg !373, !llvm.loop !378

228:                                              ; preds = %198, %193
  %229 = phi i64 [ poison, %193 ], [ %224, %198 ]
  %230 = phi i64 [ 0, %193 ], [ %225, %198 ]
  %231 = phi i64 [ -3750763034362895579, %193 ], [ %224, %198 ]
  %232 = icmp eq i64 %194, 0, !dbg !373
  br i1 %232, label %245, label %233, !dbg !373

233:                                              ; preds = %228, %233
  %234 = phi i64 [ %242, %233 ], [ %230, %228 ]
  %235 = phi i64 [ %241, %233 ], [ %231, %228 ]
  %236 = phi i64 [ %243, %233 ], [ 0, %228 ]
    #dbg_value(i64 %234, !319, !DIExpression(), !371)
    #dbg_value(i64 %235, !318, !DIExpression(), !369)
  %237 = getelementptr inbounds i8, ptr %163, i64 %234, !dbg !374
  %238 = load i8, ptr %237, align 1, !dbg !374, !tbaa !241
  %239 = zext i8 %238 to i64, !dbg !374
  %240 = xor i64 %235, %239, !dbg !375
    #dbg_value(i64 %240, !318, !DIExpression(), !369)
  %241 = mul i64 %240, 1099511628211, !dbg !376
    #dbg_value(i64 %241, !318, !DIExpression(), !369)
  %242 = add nuw nsw i64 %234, 1, !dbg !377
    #dbg_value(i64 %242, !319, !DIExpression(), !371)
  %243 = add i64 %236, 1, !dbg !373
  %244 = icmp eq i64 %243, %194, !dbg !373
  br i1 %244, label %245, label %233, !dbg !373, !llvm.loop !380

245:                                              ; preds = %228, %233, %182
  %246 = phi i64 [ -3750763034362895579, %182 ], [ %229, %228 ], [ %241, %233 ], !dbg !382
  %247 = select i1 %183, ptr @.str.4, ptr @.str.5, !dbg !383
  %248 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %165, i32 noundef 0, i64 noundef %14, i32 noundef %187, double noundef %190, i64 noundef %246, ptr noundef nonnull %247), !dbg !384
  call void @free(ptr noundef %169) #11, !dbg !385
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #11, !dbg !386
    #dbg_value(i32 %186, !175, !DIExpression(), !194)
    #dbg_value(i32 1, !185, !DIExpression(), !348)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5) #11, !dbg !349
  store i32 %158, ptr %5, align 4, !dbg !350, !tbaa !339, !DIAssignID !351
    #dbg_assign(i32 %158, !187, !DIExpression(), !351, ptr %5, !DIExpression(), !198)
  %249 = call noalias ptr @malloc(i64 noundef %14) #10, !dbg !352
    #dbg_value(ptr %249, !190, !DIExpression(), !198)
  %250 = load i32, ptr %4, align 4, !dbg !353, !tbaa !339
  %251 = call i32 @BZ2_bzBuffToBuffDecompress(ptr noundef %249, ptr noundef nonnull %5, ptr noundef %163, i32 noundef %250, i32 noundef 1, i32 noundef 0) #11, !dbg !354
    #dbg_value(i32 %251, !184, !DIExpression(), !196)
  %252 = icmp eq i32 %251, 0, !dbg !355
  %253 = load i32, ptr %5, align 4
  %254 = zext i32 %253 to i64
  %255 = icmp eq i64 %14, %254
  %256 = select i1 %252, i1 %255, i1 false, !dbg !356
  br i1 %256, label %257, label %260, !dbg !356

257:                                              ; preds = %245
  %258 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %249, ptr noundef nonnull dereferenceable(1) %15, i64 %14), !dbg !360
  %259 = icmp eq i32 %258, 0, !dbg !361
  br label %260

260:                                              ; preds = %257, %245
  %261 = phi i1 [ false, %245 ], [ %259, %257 ], !dbg !198
    #dbg_value(i1 %261, !191, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !198)
  %262 = xor i1 %261, true, !dbg !362
  %263 = zext i1 %262 to i32, !dbg !362
  %264 = add nsw i32 %186, %263, !dbg !363
    #dbg_value(i32 %264, !175, !DIExpression(), !194)
  %265 = load i32, ptr %4, align 4, !dbg !364, !tbaa !339
  %266 = uitofp i32 %265 to double, !dbg !365
  %267 = fmul double %266, 1.000000e+02, !dbg !366
  %268 = fdiv double %267, %159, !dbg !367
  %269 = zext i32 %265 to i64, !dbg !368
    #dbg_value(ptr %163, !308, !DIExpression(), !369)
    #dbg_value(i64 %269, !317, !DIExpression(), !369)
    #dbg_value(i64 -3750763034362895579, !318, !DIExpression(), !369)
    #dbg_value(i64 0, !319, !DIExpression(), !371)
  %270 = icmp eq i32 %265, 0, !dbg !372
  br i1 %270, label %323, label %271, !dbg !373

271:                                              ; preds = %260
  %272 = and i64 %269, 3, !dbg !373
  %273 = icmp ult i32 %265, 4, !dbg !373
  br i1 %273, label %306, label %274, !dbg !373

274:                                              ; preds = %271
  %275 = and i64 %269, 4294967292, !dbg !373
  br label %276, !dbg !373

276:                                              ; preds = %276, %274
  %277 = phi i64 [ 0, %274 ], [ %303, %276 ]
  %278 = phi i64 [ -3750763034362895579, %274 ], [ %302, %276 ]
  %279 = phi i64 [ 0, %274 ], [ %304, %276 ]
    #dbg_value(i64 %277, !319, !DIExpression(), !371)
    #dbg_value(i64 %278, !318, !DIExpression(), !369)
  %280 = getelementptr inbounds i8, ptr %163, i64 %277, !dbg !374
  %281 = load i8, ptr %280, align 1, !dbg !374, !tbaa !241
  %282 = zext i8 %281 to i64, !dbg !374
  %283 = xor i64 %278, %282, !dbg !375
    #dbg_value(i64 %283, !318, !DIExpression(), !369)
  %284 = mul i64 %283, 1099511628211, !dbg !376
    #dbg_value(i64 %284, !318, !DIExpression(), !369)
  %285 = or disjoint i64 %277, 1, !dbg !377
    #dbg_value(i64 %285, !319, !DIExpression(), !371)
  %286 = getelementptr inbounds i8, ptr %163, i64 %285, !dbg !374
  %287 = load i8, ptr %286, align 1, !dbg !374, !tbaa !241
  %288 = zext i8 %287 to i64, !dbg !374
  %289 = xor i64 %284, %288, !dbg !375
    #dbg_value(i64 %289, !318, !DIExpression(), !369)
  %290 = mul i64 %289, 1099511628211, !dbg !376
    #dbg_value(i64 %290, !318, !DIExpression(), !369)
  %291 = or disjoint i64 %277, 2, !dbg !377
    #dbg_value(i64 %291, !319, !DIExpression(), !371)
  %292 = getelementptr inbounds i8, ptr %163, i64 %291, !dbg !374
  %293 = load i8, ptr %292, align 1, !dbg !374, !tbaa !241
  %294 = zext i8 %293 to i64, !dbg !374
  %295 = xor i64 %290, %294, !dbg !375
    #dbg_value(i64 %295, !318, !DIExpression(), !369)
  %296 = mul i64 %295, 1099511628211, !dbg !376
    #dbg_value(i64 %296, !318, !DIExpression(), !369)
  %297 = or disjoint i64 %277, 3, !dbg !377
    #dbg_value(i64 %297, !319, !DIExpression(), !371)
  %298 = getelementptr inbounds i8, ptr %163, i64 %297, !dbg !374
  %299 = load i8, ptr %298, align 1, !dbg !374, !tbaa !241
  %300 = zext i8 %299 to i64, !dbg !374
  %301 = xor i64 %296, %300, !dbg !375
    #dbg_value(i64 %301, !318, !DIExpression(), !369)
  %302 = mul i64 %301, 1099511628211, !dbg !376
    #dbg_value(i64 %302, !318, !DIExpression(), !369)
  %303 = add nuw nsw i64 %277, 4, !dbg !377
    #dbg_value(i64 %303, !319, !DIExpression(), !371)
  %304 = add i64 %279, 4, !dbg !373
  %305 = icmp eq i64 %304, %275, !dbg !373
  br i1 %305, label %306, label %276, !dbg !373, !llvm.loop !378

306:                                              ; preds = %276, %271
  %307 = phi i64 [ poison, %271 ], [ %302, %276 ]
  %308 = phi i64 [ 0, %271 ], [ %303, %276 ]
  %309 = phi i64 [ -3750763034362895579, %271 ], [ %302, %276 ]
  %310 = icmp eq i64 %272, 0, !dbg !373
  br i1 %310, label %323, label %311, !dbg !373

311:                                              ; preds = %306, %311
  %312 = phi i64 [ %320, %311 ], [ %308, %306 ]
  %313 = phi i64 [ %319, %311 ], [ %309, %306 ]
  %314 = phi i64 [ %321, %311 ], [ 0, %306 ]
    #dbg_value(i64 %312, !319, !DIExpression(), !371)
    #dbg_value(i64 %313, !318, !DIExpression(), !369)
  %315 = getelementptr inbounds i8, ptr %163, i64 %312, !dbg !374
  %316 = load i8, ptr %315, align 1, !dbg !374, !tbaa !241
  %317 = zext i8 %316 to i64, !dbg !374
  %318 = xor i64 %313, %317, !dbg !375
    #dbg_value(i64 %318, !318, !DIExpression(), !369)
  %319 = mul i64 %318, 1099511628211, !dbg !376
    #dbg_value(i64 %319, !318, !DIExpression(), !369)
  %320 = add nuw nsw i64 %312, 1, !dbg !377
    #dbg_value(i64 %320, !319, !DIExpression(), !371)
  %321 = add i64 %314, 1, !dbg !373
  %322 = icmp eq i64 %321, %272, !dbg !373
  br i1 %322, label %323, label %311, !dbg !373, !llvm.loop !387

323:                                              ; preds = %306, %311, %260
  %324 = phi i64 [ -3750763034362895579, %260 ], [ %307, %306 ], [ %319, %311 ], !dbg !382
  %325 = select i1 %261, ptr @.str.4, ptr @.str.5, !dbg !383
  %326 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %165, i32 noundef 1, i64 noundef %14, i32 noundef %265, double noundef %268, i64 noundef %324, ptr noundef nonnull %325), !dbg !384
  call void @free(ptr noundef %249) #11, !dbg !385
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5) #11, !dbg !386
    #dbg_value(i32 %264, !175, !DIExpression(), !194)
    #dbg_value(i32 2, !185, !DIExpression(), !348)
  call void @free(ptr noundef %163) #11, !dbg !388
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4) #11, !dbg !359
  %327 = add nuw nsw i64 %161, 1, !dbg !389
    #dbg_value(i64 %327, !178, !DIExpression(), !335)
  %328 = icmp eq i64 %327, 3, !dbg !390
  br i1 %328, label %329, label %160, !dbg !336, !llvm.loop !391

329:                                              ; preds = %323
  call void @free(ptr noundef %15) #11, !dbg !393
  %330 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i32 noundef %264), !dbg !394
  br label %331, !dbg !395

331:                                              ; preds = %177, %329
  %332 = phi i32 [ %264, %329 ], [ 2, %177 ], !dbg !194
  ret i32 %332, !dbg !396
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !397 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !401 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !406 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

declare !dbg !411 ptr @BZ2_bzlibVersion() local_unnamed_addr #5

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare !dbg !415 i32 @BZ2_bzBuffToBuffCompress(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

declare !dbg !419 i32 @BZ2_bzBuffToBuffDecompress(ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !422 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !425 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #8

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nofree nounwind willreturn memory(argmem: read) }
attributes #9 = { nounwind willreturn memory(read) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind }

!llvm.dbg.cu = !{!53}
!llvm.module.flags = !{!157, !158, !159, !160, !161, !162, !163}
!llvm.ident = !{!164}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "apps/bzip2_roundtrip/main.c", directory: ".", checksumkind: CSK_MD5, checksum: "07376c29f6f3f719d445878fc3bc97f4")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 38)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 20)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 59)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 3)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 5)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 13)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "words", scope: !39, file: !40, line: 14, type: !156, isLocal: true, isDefinition: true)
!39 = distinct !DISubprogram(name: "dg_fill", scope: !40, file: !40, line: 13, type: !41, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !131)
!40 = !DIFile(filename: "apps/bzip2_roundtrip/../datagen.h", directory: ".", checksumkind: CSK_MD5, checksum: "be47cc48b61fafdd9bf155c6ca4cb09e")
!41 = !DISubroutineType(types: !42)
!42 = !{null, !43, !45, !48}
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !46, line: 18, baseType: !47)
!46 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!47 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !49, line: 26, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !51, line: 42, baseType: !52)
!51 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!52 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!53 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !54, globals: !59, splitDebugInlining: false, nameTableKind: None)
!54 = !{!45, !55, !52, !56, !57, !43, !58, !4}
!55 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!57 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!58 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!59 = !{!0, !7, !12, !17, !22, !27, !32, !60, !65, !70, !75, !77, !82, !84, !86, !88, !90, !92, !94, !99, !104, !109, !111, !113, !118, !120, !122, !37, !124, !129}
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 4)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 9)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 8)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !3, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 7)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !29, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !62, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !79, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !62, isLocal: true, isDefinition: true)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !72, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !67, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !96, isLocal: true, isDefinition: true)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !97)
!97 = !{!98}
!98 = !DISubrange(count: 11)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !101, isLocal: true, isDefinition: true)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 12)
!104 = !DIGlobalVariableExpression(var: !105, expr: !DIExpression())
!105 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !106, isLocal: true, isDefinition: true)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 10)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !96, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !24, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 2)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !72, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !67, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !3, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !40, line: 25, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 25)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(name: "dg_state", scope: !53, file: !40, line: 8, type: !48, isLocal: true, isDefinition: true)
!131 = !{!132, !133, !134, !135, !136, !138, !139, !143, !144, !149, !152}
!132 = !DILocalVariable(name: "buf", arg: 1, scope: !39, file: !40, line: 13, type: !43)
!133 = !DILocalVariable(name: "n", arg: 2, scope: !39, file: !40, line: 13, type: !45)
!134 = !DILocalVariable(name: "seed", arg: 3, scope: !39, file: !40, line: 13, type: !48)
!135 = !DILocalVariable(name: "i", scope: !39, file: !40, line: 17, type: !45)
!136 = !DILocalVariable(name: "r", scope: !137, file: !40, line: 19, type: !48)
!137 = distinct !DILexicalBlock(scope: !39, file: !40, line: 18, column: 19)
!138 = !DILocalVariable(name: "kind", scope: !137, file: !40, line: 20, type: !58)
!139 = !DILocalVariable(name: "tmp", scope: !137, file: !40, line: 21, type: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 768, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 96)
!143 = !DILocalVariable(name: "len", scope: !137, file: !40, line: 21, type: !45)
!144 = !DILocalVariable(name: "w", scope: !145, file: !40, line: 22, type: !147)
!145 = distinct !DILexicalBlock(scope: !146, file: !40, line: 22, column: 23)
!146 = distinct !DILexicalBlock(scope: !137, file: !40, line: 22, column: 13)
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!149 = !DILocalVariable(name: "v", scope: !150, file: !40, line: 23, type: !48)
!150 = distinct !DILexicalBlock(scope: !151, file: !40, line: 23, column: 28)
!151 = distinct !DILexicalBlock(scope: !146, file: !40, line: 23, column: 18)
!152 = !DILocalVariable(name: "k", scope: !153, file: !40, line: 24, type: !45)
!153 = distinct !DILexicalBlock(scope: !154, file: !40, line: 24, column: 57)
!154 = distinct !DILexicalBlock(scope: !155, file: !40, line: 24, column: 28)
!155 = distinct !DILexicalBlock(scope: !151, file: !40, line: 24, column: 18)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !147, size: 1280, elements: !15)
!157 = !{i32 7, !"Dwarf Version", i32 5}
!158 = !{i32 2, !"Debug Info Version", i32 3}
!159 = !{i32 1, !"wchar_size", i32 4}
!160 = !{i32 8, !"PIC Level", i32 2}
!161 = !{i32 7, !"PIE Level", i32 2}
!162 = !{i32 7, !"uwtable", i32 2}
!163 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!164 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!165 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 10, type: !166, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !169)
!166 = !DISubroutineType(types: !167)
!167 = !{!58, !58, !168}
!168 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !56, size: 64)
!169 = !{!170, !171, !172, !173, !174, !175, !176, !178, !180, !183, !184, !185, !187, !190, !191}
!170 = !DILocalVariable(name: "argc", arg: 1, scope: !165, file: !2, line: 10, type: !58)
!171 = !DILocalVariable(name: "argv", arg: 2, scope: !165, file: !2, line: 10, type: !168)
!172 = !DILocalVariable(name: "bench", scope: !165, file: !2, line: 11, type: !58)
!173 = !DILocalVariable(name: "n", scope: !165, file: !2, line: 12, type: !45)
!174 = !DILocalVariable(name: "in", scope: !165, file: !2, line: 13, type: !43)
!175 = !DILocalVariable(name: "fails", scope: !165, file: !2, line: 15, type: !58)
!176 = !DILocalVariable(name: "blocks", scope: !165, file: !2, line: 15, type: !177)
!177 = !DICompositeType(tag: DW_TAG_array_type, baseType: !58, size: 96, elements: !25)
!178 = !DILocalVariable(name: "b", scope: !179, file: !2, line: 16, type: !58)
!179 = distinct !DILexicalBlock(scope: !165, file: !2, line: 16, column: 5)
!180 = !DILocalVariable(name: "clen", scope: !181, file: !2, line: 17, type: !52)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 16, column: 33)
!182 = distinct !DILexicalBlock(scope: !179, file: !2, line: 16, column: 5)
!183 = !DILocalVariable(name: "comp", scope: !181, file: !2, line: 17, type: !56)
!184 = !DILocalVariable(name: "rc", scope: !181, file: !2, line: 18, type: !58)
!185 = !DILocalVariable(name: "small", scope: !186, file: !2, line: 20, type: !58)
!186 = distinct !DILexicalBlock(scope: !181, file: !2, line: 20, column: 9)
!187 = !DILocalVariable(name: "dlen", scope: !188, file: !2, line: 21, type: !52)
!188 = distinct !DILexicalBlock(scope: !189, file: !2, line: 20, column: 49)
!189 = distinct !DILexicalBlock(scope: !186, file: !2, line: 20, column: 9)
!190 = !DILocalVariable(name: "dec", scope: !188, file: !2, line: 21, type: !56)
!191 = !DILocalVariable(name: "ok", scope: !188, file: !2, line: 23, type: !58)
!192 = distinct !DIAssignID()
!193 = distinct !DIAssignID()
!194 = !DILocation(line: 0, scope: !165)
!195 = distinct !DIAssignID()
!196 = !DILocation(line: 0, scope: !181)
!197 = distinct !DIAssignID()
!198 = !DILocation(line: 0, scope: !188)
!199 = !DILocation(line: 11, column: 22, scope: !165)
!200 = !DILocation(line: 11, column: 26, scope: !165)
!201 = !DILocation(line: 11, column: 36, scope: !165)
!202 = !{!203, !203, i64 0}
!203 = !{!"any pointer", !204, i64 0}
!204 = !{!"omnipotent char", !205, i64 0}
!205 = !{!"Simple C/C++ TBAA"}
!206 = !DILocation(line: 11, column: 29, scope: !165)
!207 = !DILocation(line: 11, column: 54, scope: !165)
!208 = !DILocation(line: 12, column: 16, scope: !165)
!209 = !DILocation(line: 13, column: 25, scope: !165)
!210 = !DILocation(line: 0, scope: !137, inlinedAt: !211)
!211 = distinct !DILocation(line: 13, column: 36, scope: !165)
!212 = !DILocation(line: 0, scope: !39, inlinedAt: !211)
!213 = !DILocation(line: 18, column: 5, scope: !39, inlinedAt: !211)
!214 = !DILocation(line: 9, column: 54, scope: !215, inlinedAt: !218)
!215 = distinct !DISubprogram(name: "dg_next", scope: !40, file: !40, line: 9, type: !216, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53)
!216 = !DISubroutineType(types: !217)
!217 = !{!48}
!218 = distinct !DILocation(line: 19, column: 22, scope: !137, inlinedAt: !211)
!219 = !DILocation(line: 9, column: 42, scope: !215, inlinedAt: !218)
!220 = !DILocation(line: 9, column: 82, scope: !215, inlinedAt: !218)
!221 = !DILocation(line: 9, column: 70, scope: !215, inlinedAt: !218)
!222 = !DILocation(line: 9, column: 110, scope: !215, inlinedAt: !218)
!223 = !DILocation(line: 9, column: 98, scope: !215, inlinedAt: !218)
!224 = !DILocation(line: 20, column: 28, scope: !137, inlinedAt: !211)
!225 = !DILocation(line: 21, column: 9, scope: !137, inlinedAt: !211)
!226 = !DILocation(line: 22, column: 18, scope: !146, inlinedAt: !211)
!227 = !DILocation(line: 22, column: 13, scope: !137, inlinedAt: !211)
!228 = !DILocation(line: 22, column: 50, scope: !145, inlinedAt: !211)
!229 = !DILocation(line: 22, column: 56, scope: !145, inlinedAt: !211)
!230 = !DILocation(line: 22, column: 41, scope: !145, inlinedAt: !211)
!231 = !DILocation(line: 0, scope: !145, inlinedAt: !211)
!232 = !DILocation(line: 22, column: 69, scope: !145, inlinedAt: !211)
!233 = !DILocation(line: 22, column: 80, scope: !145, inlinedAt: !211)
!234 = !DILocation(line: 22, column: 117, scope: !145, inlinedAt: !211)
!235 = !DILocation(line: 22, column: 124, scope: !145, inlinedAt: !211)
!236 = !DILocation(line: 22, column: 128, scope: !145, inlinedAt: !211)
!237 = !DILocation(line: 22, column: 114, scope: !145, inlinedAt: !211)
!238 = !DILocation(line: 22, column: 108, scope: !145, inlinedAt: !211)
!239 = !DILocation(line: 22, column: 101, scope: !145, inlinedAt: !211)
!240 = !DILocation(line: 22, column: 112, scope: !145, inlinedAt: !211)
!241 = !{!204, !204, i64 0}
!242 = !DILocation(line: 22, column: 147, scope: !145, inlinedAt: !211)
!243 = !DILocation(line: 23, column: 23, scope: !151, inlinedAt: !211)
!244 = !DILocation(line: 23, column: 18, scope: !146, inlinedAt: !211)
!245 = !DILocation(line: 9, column: 54, scope: !215, inlinedAt: !246)
!246 = distinct !DILocation(line: 23, column: 43, scope: !150, inlinedAt: !211)
!247 = !DILocation(line: 9, column: 42, scope: !215, inlinedAt: !246)
!248 = !DILocation(line: 9, column: 82, scope: !215, inlinedAt: !246)
!249 = !DILocation(line: 9, column: 70, scope: !215, inlinedAt: !246)
!250 = !DILocation(line: 9, column: 110, scope: !215, inlinedAt: !246)
!251 = !DILocation(line: 9, column: 98, scope: !215, inlinedAt: !246)
!252 = !DILocation(line: 23, column: 53, scope: !150, inlinedAt: !211)
!253 = !DILocation(line: 0, scope: !150, inlinedAt: !211)
!254 = !DILocation(line: 23, column: 83, scope: !150, inlinedAt: !211)
!255 = !DILocation(line: 23, column: 90, scope: !150, inlinedAt: !211)
!256 = !DILocation(line: 23, scope: !150, inlinedAt: !211)
!257 = !DILocation(line: 23, column: 123, scope: !258, inlinedAt: !211)
!258 = distinct !DILexicalBlock(scope: !150, file: !40, line: 23, column: 93)
!259 = !DILocation(line: 23, column: 108, scope: !258, inlinedAt: !211)
!260 = !DILocation(line: 23, column: 102, scope: !258, inlinedAt: !211)
!261 = !DILocation(line: 23, column: 95, scope: !258, inlinedAt: !211)
!262 = !DILocation(line: 23, column: 106, scope: !258, inlinedAt: !211)
!263 = !DILocation(line: 23, column: 132, scope: !258, inlinedAt: !211)
!264 = !DILocation(line: 23, column: 139, scope: !258, inlinedAt: !211)
!265 = distinct !{!265, !255, !266, !267}
!266 = !DILocation(line: 23, column: 149, scope: !150, inlinedAt: !211)
!267 = !{!"llvm.loop.mustprogress"}
!268 = !DILocation(line: 23, column: 159, scope: !150, inlinedAt: !211)
!269 = !DILocation(line: 23, column: 152, scope: !150, inlinedAt: !211)
!270 = !DILocation(line: 23, column: 163, scope: !150, inlinedAt: !211)
!271 = !DILocation(line: 23, column: 170, scope: !150, inlinedAt: !211)
!272 = !DILocation(line: 24, column: 23, scope: !155, inlinedAt: !211)
!273 = !DILocation(line: 24, column: 18, scope: !151, inlinedAt: !211)
!274 = !DILocation(line: 24, column: 44, scope: !154, inlinedAt: !211)
!275 = !DILocation(line: 24, column: 51, scope: !154, inlinedAt: !211)
!276 = !DILocation(line: 24, column: 39, scope: !154, inlinedAt: !211)
!277 = !DILocation(line: 24, column: 36, scope: !154, inlinedAt: !211)
!278 = !DILocation(line: 0, scope: !153, inlinedAt: !211)
!279 = !DILocation(line: 24, column: 57, scope: !153, inlinedAt: !211)
!280 = !DILocation(line: 9, column: 54, scope: !215, inlinedAt: !281)
!281 = distinct !DILocation(line: 24, column: 106, scope: !282, inlinedAt: !211)
!282 = distinct !DILexicalBlock(scope: !153, file: !40, line: 24, column: 57)
!283 = !DILocation(line: 9, column: 42, scope: !215, inlinedAt: !281)
!284 = !DILocation(line: 9, column: 82, scope: !215, inlinedAt: !281)
!285 = !DILocation(line: 9, column: 70, scope: !215, inlinedAt: !281)
!286 = !DILocation(line: 9, column: 110, scope: !215, inlinedAt: !281)
!287 = !DILocation(line: 9, column: 98, scope: !215, inlinedAt: !281)
!288 = !DILocation(line: 24, column: 99, scope: !282, inlinedAt: !211)
!289 = !DILocation(line: 24, column: 90, scope: !282, inlinedAt: !211)
!290 = !DILocation(line: 24, column: 97, scope: !282, inlinedAt: !211)
!291 = !DILocation(line: 24, column: 86, scope: !282, inlinedAt: !211)
!292 = distinct !{!292, !279, !293, !267}
!293 = !DILocation(line: 24, column: 122, scope: !153, inlinedAt: !211)
!294 = !DILocation(line: 25, column: 26, scope: !295, inlinedAt: !211)
!295 = distinct !DILexicalBlock(scope: !155, file: !40, line: 25, column: 14)
!296 = !DILocation(line: 26, column: 15, scope: !297, inlinedAt: !211)
!297 = distinct !DILexicalBlock(scope: !137, file: !40, line: 26, column: 13)
!298 = !DILocation(line: 0, scope: !146, inlinedAt: !211)
!299 = !DILocation(line: 26, column: 21, scope: !297, inlinedAt: !211)
!300 = !DILocation(line: 26, column: 13, scope: !137, inlinedAt: !211)
!301 = !DILocation(line: 27, column: 20, scope: !137, inlinedAt: !211)
!302 = !DILocation(line: 27, column: 9, scope: !137, inlinedAt: !211)
!303 = !DILocation(line: 27, column: 38, scope: !137, inlinedAt: !211)
!304 = !DILocation(line: 28, column: 5, scope: !39, inlinedAt: !211)
!305 = !DILocation(line: 18, column: 14, scope: !39, inlinedAt: !211)
!306 = distinct !{!306, !213, !304, !267}
!307 = !DILocation(line: 14, column: 54, scope: !165)
!308 = !DILocalVariable(name: "p", arg: 1, scope: !309, file: !40, line: 30, type: !314)
!309 = distinct !DISubprogram(name: "dg_fnv", scope: !40, file: !40, line: 30, type: !310, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !316)
!310 = !DISubroutineType(types: !311)
!311 = !{!312, !314, !45}
!312 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !49, line: 27, baseType: !313)
!313 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !51, line: 45, baseType: !47)
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !315, size: 64)
!315 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!316 = !{!308, !317, !318, !319}
!317 = !DILocalVariable(name: "n", arg: 2, scope: !309, file: !40, line: 30, type: !45)
!318 = !DILocalVariable(name: "h", scope: !309, file: !40, line: 30, type: !312)
!319 = !DILocalVariable(name: "i", scope: !320, file: !40, line: 30, type: !45)
!320 = distinct !DILexicalBlock(scope: !309, file: !40, line: 30, column: 98)
!321 = !DILocation(line: 0, scope: !309, inlinedAt: !322)
!322 = distinct !DILocation(line: 14, column: 97, scope: !165)
!323 = !DILocation(line: 0, scope: !320, inlinedAt: !322)
!324 = !DILocation(line: 30, column: 98, scope: !320, inlinedAt: !322)
!325 = !DILocation(line: 30, column: 136, scope: !326, inlinedAt: !322)
!326 = distinct !DILexicalBlock(scope: !327, file: !40, line: 30, column: 129)
!327 = distinct !DILexicalBlock(scope: !320, file: !40, line: 30, column: 98)
!328 = !DILocation(line: 30, column: 133, scope: !326, inlinedAt: !322)
!329 = !DILocation(line: 30, column: 144, scope: !326, inlinedAt: !322)
!330 = !DILocation(line: 30, column: 125, scope: !327, inlinedAt: !322)
!331 = distinct !{!331, !324, !332, !267}
!332 = !DILocation(line: 30, column: 165, scope: !320, inlinedAt: !322)
!333 = !DILocation(line: 14, column: 5, scope: !165)
!334 = distinct !DIAssignID()
!335 = !DILocation(line: 0, scope: !179)
!336 = !DILocation(line: 16, column: 5, scope: !179)
!337 = !DILocation(line: 17, column: 9, scope: !181)
!338 = !DILocation(line: 17, column: 22, scope: !181)
!339 = !{!340, !340, i64 0}
!340 = !{!"int", !204, i64 0}
!341 = distinct !DIAssignID()
!342 = !DILocation(line: 17, column: 77, scope: !181)
!343 = !DILocation(line: 18, column: 85, scope: !181)
!344 = !DILocation(line: 18, column: 18, scope: !181)
!345 = !DILocation(line: 19, column: 16, scope: !346)
!346 = distinct !DILexicalBlock(scope: !181, file: !2, line: 19, column: 13)
!347 = !DILocation(line: 19, column: 13, scope: !181)
!348 = !DILocation(line: 0, scope: !186)
!349 = !DILocation(line: 21, column: 13, scope: !188)
!350 = !DILocation(line: 21, column: 26, scope: !188)
!351 = distinct !DIAssignID()
!352 = !DILocation(line: 21, column: 62, scope: !188)
!353 = !DILocation(line: 22, column: 63, scope: !188)
!354 = !DILocation(line: 22, column: 18, scope: !188)
!355 = !DILocation(line: 23, column: 25, scope: !188)
!356 = !DILocation(line: 23, column: 34, scope: !188)
!357 = !DILocation(line: 19, column: 28, scope: !358)
!358 = distinct !DILexicalBlock(scope: !346, file: !2, line: 19, column: 26)
!359 = !DILocation(line: 28, column: 5, scope: !182)
!360 = !DILocation(line: 23, column: 50, scope: !188)
!361 = !DILocation(line: 23, column: 69, scope: !188)
!362 = !DILocation(line: 23, column: 84, scope: !188)
!363 = !DILocation(line: 23, column: 81, scope: !188)
!364 = !DILocation(line: 24, column: 104, scope: !188)
!365 = !DILocation(line: 24, column: 118, scope: !188)
!366 = !DILocation(line: 24, column: 116, scope: !188)
!367 = !DILocation(line: 24, column: 123, scope: !188)
!368 = !DILocation(line: 24, column: 186, scope: !188)
!369 = !DILocation(line: 0, scope: !309, inlinedAt: !370)
!370 = distinct !DILocation(line: 24, column: 156, scope: !188)
!371 = !DILocation(line: 0, scope: !320, inlinedAt: !370)
!372 = !DILocation(line: 30, column: 119, scope: !327, inlinedAt: !370)
!373 = !DILocation(line: 30, column: 98, scope: !320, inlinedAt: !370)
!374 = !DILocation(line: 30, column: 136, scope: !326, inlinedAt: !370)
!375 = !DILocation(line: 30, column: 133, scope: !326, inlinedAt: !370)
!376 = !DILocation(line: 30, column: 144, scope: !326, inlinedAt: !370)
!377 = !DILocation(line: 30, column: 125, scope: !327, inlinedAt: !370)
!378 = distinct !{!378, !373, !379, !267}
!379 = !DILocation(line: 30, column: 165, scope: !320, inlinedAt: !370)
!380 = distinct !{!380, !381}
!381 = !{!"llvm.loop.unroll.disable"}
!382 = !DILocation(line: 30, scope: !309, inlinedAt: !370)
!383 = !DILocation(line: 24, column: 193, scope: !188)
!384 = !DILocation(line: 24, column: 13, scope: !188)
!385 = !DILocation(line: 25, column: 13, scope: !188)
!386 = !DILocation(line: 26, column: 9, scope: !189)
!387 = distinct !{!387, !381}
!388 = !DILocation(line: 27, column: 9, scope: !181)
!389 = !DILocation(line: 16, column: 29, scope: !182)
!390 = !DILocation(line: 16, column: 23, scope: !182)
!391 = distinct !{!391, !336, !392, !267}
!392 = !DILocation(line: 28, column: 5, scope: !179)
!393 = !DILocation(line: 29, column: 5, scope: !165)
!394 = !DILocation(line: 30, column: 5, scope: !165)
!395 = !DILocation(line: 31, column: 5, scope: !165)
!396 = !DILocation(line: 32, column: 1, scope: !165)
!397 = !DISubprogram(name: "strcmp", scope: !398, file: !398, line: 156, type: !399, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!398 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!399 = !DISubroutineType(types: !400)
!400 = !{!58, !147, !147}
!401 = !DISubprogram(name: "malloc", scope: !402, file: !402, line: 553, type: !403, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!402 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!403 = !DISubroutineType(types: !404)
!404 = !{!405, !45}
!405 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!406 = !DISubprogram(name: "printf", scope: !407, file: !407, line: 356, type: !408, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!407 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!408 = !DISubroutineType(types: !409)
!409 = !{!58, !410, null}
!410 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !147)
!411 = !DISubprogram(name: "BZ2_bzlibVersion", scope: !412, file: !412, line: 233, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!412 = !DIFile(filename: "src/bzip2/bzlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "62ae65ddbab1cbbc479e958bd404bea0")
!413 = !DISubroutineType(types: !414)
!414 = !{!147}
!415 = !DISubprogram(name: "BZ2_bzBuffToBuffCompress", scope: !412, file: !412, line: 204, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!416 = !DISubroutineType(types: !417)
!417 = !{!58, !56, !418, !56, !52, !58, !58, !58}
!418 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !52, size: 64)
!419 = !DISubprogram(name: "BZ2_bzBuffToBuffDecompress", scope: !412, file: !412, line: 214, type: !420, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DISubroutineType(types: !421)
!421 = !{!58, !56, !418, !56, !52, !58, !58}
!422 = !DISubprogram(name: "free", scope: !402, file: !402, line: 568, type: !423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!423 = !DISubroutineType(types: !424)
!424 = !{null, !405}
!425 = !DISubprogram(name: "strlen", scope: !398, file: !398, line: 407, type: !426, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DISubroutineType(types: !427)
!427 = !{!47, !147}
