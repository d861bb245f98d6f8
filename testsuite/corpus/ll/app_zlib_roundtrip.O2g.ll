; ModuleID = 'apps/zlib_roundtrip/main.c'
source_filename = "apps/zlib_roundtrip/main.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.z_stream_s = type { ptr, i32, i64, ptr, i32, i64, ptr, ptr, ptr, ptr, ptr, i32, i64, i64 }

@.str = private unnamed_addr constant [6 x i8] c"bench\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [63 x i8] c"zlib %s input %zu bytes crc32=%08lx adler32=%08lx fnv=%016llx\0A\00", align 1, !dbg !7
@__const.main.levels = private unnamed_addr constant [3 x i32] [i32 1, i32 6, i32 9], align 4
@.str.3 = private unnamed_addr constant [49 x i8] c"level %d: %zu -> %lu (%.2f%%) comp-crc=%08lx %s\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [41 x i8] c"stream level 5: %zu -> %zu crc=%08lx %s\0A\00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [13 x i8] c"failures=%d\0A\00", align 1, !dbg !32
@dg_fill.words = internal unnamed_addr constant [20 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27], align 16, !dbg !37
@.str.8 = private unnamed_addr constant [4 x i8] c"the\00", align 1, !dbg !71
@.str.9 = private unnamed_addr constant [9 x i8] c"compiler\00", align 1, !dbg !76
@.str.10 = private unnamed_addr constant [8 x i8] c"backend\00", align 1, !dbg !81
@.str.11 = private unnamed_addr constant [6 x i8] c"emits\00", align 1, !dbg !86
@.str.12 = private unnamed_addr constant [7 x i8] c"object\00", align 1, !dbg !88
@.str.13 = private unnamed_addr constant [5 x i8] c"code\00", align 1, !dbg !93
@.str.14 = private unnamed_addr constant [4 x i8] c"for\00", align 1, !dbg !95
@.str.15 = private unnamed_addr constant [7 x i8] c"x86-64\00", align 1, !dbg !97
@.str.16 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !99
@.str.17 = private unnamed_addr constant [8 x i8] c"aarch64\00", align 1, !dbg !101
@.str.18 = private unnamed_addr constant [9 x i8] c"register\00", align 1, !dbg !103
@.str.19 = private unnamed_addr constant [11 x i8] c"allocation\00", align 1, !dbg !105
@.str.20 = private unnamed_addr constant [12 x i8] c"instruction\00", align 1, !dbg !110
@.str.21 = private unnamed_addr constant [10 x i8] c"selection\00", align 1, !dbg !115
@.str.22 = private unnamed_addr constant [11 x i8] c"scheduling\00", align 1, !dbg !120
@.str.23 = private unnamed_addr constant [3 x i8] c"of\00", align 1, !dbg !122
@.str.24 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !124
@.str.25 = private unnamed_addr constant [8 x i8] c"machine\00", align 1, !dbg !129
@.str.26 = private unnamed_addr constant [9 x i8] c"function\00", align 1, !dbg !131
@.str.27 = private unnamed_addr constant [6 x i8] c"block\00", align 1, !dbg !133
@.str.28 = private unnamed_addr constant [25 x i8] c"record:{id,name,value};\0A\00", align 1, !dbg !135
@.str.29 = private unnamed_addr constant [6 x i8] c"1.3.2\00", align 1, !dbg !142
@str = private unnamed_addr constant [17 x i8] c"compress2 failed\00", align 1

; Function Attrs: nounwind uwtable
define dso_local i32 @main(i32 noundef %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 !dbg !180 {
  %3 = alloca %struct.z_stream_s, align 8, !DIAssignID !214
  %4 = alloca [96 x i8], align 16, !DIAssignID !215
  %5 = alloca i64, align 8, !DIAssignID !216
    #dbg_assign(i1 undef, !203, !DIExpression(), !216, ptr %5, !DIExpression(), !217)
  %6 = alloca i64, align 8, !DIAssignID !218
    #dbg_assign(i1 undef, !207, !DIExpression(), !218, ptr %6, !DIExpression(), !217)
    #dbg_value(i32 %0, !186, !DIExpression(), !219)
    #dbg_value(ptr %1, !187, !DIExpression(), !219)
  %7 = icmp sgt i32 %0, 1, !dbg !220
  br i1 %7, label %8, label %14, !dbg !221

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !222
  %10 = load ptr, ptr %9, align 8, !dbg !222, !tbaa !223
  %11 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %10, ptr noundef nonnull dereferenceable(6) @.str) #13, !dbg !227
  %12 = icmp eq i32 %11, 0, !dbg !228
  %13 = select i1 %12, i64 6291456, i64 204800, !dbg !229
  br label %14

14:                                               ; preds = %8, %2
  %15 = phi i64 [ 204800, %2 ], [ %13, %8 ], !dbg !219
    #dbg_value(i64 %15, !188, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !219)
    #dbg_value(i64 %15, !189, !DIExpression(), !219)
    #dbg_value(i32 1, !190, !DIExpression(), !219)
  %16 = tail call noalias ptr @malloc(i64 noundef %15) #14, !dbg !230
    #dbg_value(ptr %16, !191, !DIExpression(), !219)
    #dbg_assign(i1 undef, !152, !DIExpression(), !215, ptr %4, !DIExpression(), !231)
    #dbg_value(ptr %16, !145, !DIExpression(), !233)
    #dbg_value(i64 %15, !146, !DIExpression(), !233)
    #dbg_value(i32 42, !147, !DIExpression(), !233)
    #dbg_value(i64 0, !148, !DIExpression(), !233)
  br label %17, !dbg !234

17:                                               ; preds = %14, %110
  %18 = phi i64 [ %118, %110 ], [ 0, %14 ]
  %19 = phi i32 [ %111, %110 ], [ 42, %14 ]
    #dbg_value(i64 %18, !148, !DIExpression(), !233)
  %20 = shl i32 %19, 13, !dbg !235
  %21 = xor i32 %20, %19, !dbg !240
  %22 = lshr i32 %21, 17, !dbg !241
  %23 = xor i32 %22, %21, !dbg !242
  %24 = shl i32 %23, 5, !dbg !243
  %25 = xor i32 %24, %23, !dbg !244
    #dbg_value(i32 %25, !149, !DIExpression(), !231)
  %26 = urem i32 %25, 10, !dbg !245
    #dbg_value(i32 %26, !151, !DIExpression(), !231)
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %4) #15, !dbg !246
  %27 = icmp ult i32 %26, 6, !dbg !247
  br i1 %27, label %28, label %42, !dbg !248

28:                                               ; preds = %17
  %29 = lshr i32 %25, 8, !dbg !249
  %30 = urem i32 %29, 20, !dbg !250
  %31 = zext nneg i32 %30 to i64, !dbg !251
  %32 = getelementptr inbounds [20 x ptr], ptr @dg_fill.words, i64 0, i64 %31, !dbg !251
  %33 = load ptr, ptr %32, align 8, !dbg !251, !tbaa !223
    #dbg_value(ptr %33, !157, !DIExpression(), !252)
  %34 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %33) #13, !dbg !253
    #dbg_value(i64 %34, !156, !DIExpression(), !231)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %4, ptr align 1 %33, i64 %34, i1 false), !dbg !254
  %35 = lshr i32 %25, 20, !dbg !255
  %36 = trunc nuw nsw i32 %35 to i16, !dbg !256
  %37 = urem i16 %36, 9, !dbg !256
  %38 = icmp eq i16 %37, 0, !dbg !257
  %39 = select i1 %38, i8 10, i8 32, !dbg !258
  %40 = add i64 %34, 1, !dbg !259
    #dbg_value(i64 %40, !156, !DIExpression(), !231)
  %41 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %34, !dbg !260
  store i8 %39, ptr %41, align 1, !dbg !261, !tbaa !262
  br label %110, !dbg !263

42:                                               ; preds = %17
  %43 = icmp ult i32 %26, 8, !dbg !264
  br i1 %43, label %44, label %65, !dbg !265

44:                                               ; preds = %42
  %45 = shl i32 %25, 13, !dbg !266
  %46 = xor i32 %45, %25, !dbg !268
  %47 = lshr i32 %46, 17, !dbg !269
  %48 = xor i32 %47, %46, !dbg !270
  %49 = shl i32 %48, 5, !dbg !271
  %50 = xor i32 %49, %48, !dbg !272
  %51 = urem i32 %50, 100000, !dbg !273
    #dbg_value(i32 %51, !162, !DIExpression(), !274)
    #dbg_value(i64 1, !156, !DIExpression(), !231)
  store i8 124, ptr %4, align 16, !dbg !275, !tbaa !262
  br label %52, !dbg !276

52:                                               ; preds = %52, %44
  %53 = phi i64 [ 1, %44 ], [ %58, %52 ], !dbg !277
  %54 = phi i32 [ %51, %44 ], [ %60, %52 ], !dbg !277
    #dbg_value(i32 %54, !162, !DIExpression(), !274)
    #dbg_value(i64 %53, !156, !DIExpression(), !231)
  %55 = urem i32 %54, 10, !dbg !278
  %56 = trunc nuw nsw i32 %55 to i8, !dbg !280
  %57 = or disjoint i8 %56, 48, !dbg !280
  %58 = add i64 %53, 1, !dbg !281
    #dbg_value(i64 %58, !156, !DIExpression(), !231)
  %59 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %53, !dbg !282
  store i8 %57, ptr %59, align 1, !dbg !283, !tbaa !262
  %60 = udiv i32 %54, 10, !dbg !284
    #dbg_value(i32 %60, !162, !DIExpression(), !274)
  %61 = icmp ult i32 %54, 10, !dbg !285
  br i1 %61, label %62, label %52, !dbg !285, !llvm.loop !286

62:                                               ; preds = %52
  %63 = add i64 %53, 2, !dbg !289
    #dbg_value(i64 %63, !156, !DIExpression(), !231)
  %64 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %58, !dbg !290
  store i8 59, ptr %64, align 1, !dbg !291, !tbaa !262
  br label %110, !dbg !292

65:                                               ; preds = %42
  %66 = icmp eq i32 %26, 8, !dbg !293
  br i1 %66, label %67, label %98, !dbg !294

67:                                               ; preds = %65
  %68 = lshr i32 %25, 12, !dbg !295
  %69 = and i32 %68, 31, !dbg !296
  %70 = add nuw nsw i32 %69, 16, !dbg !297
  %71 = zext nneg i32 %70 to i64, !dbg !298
    #dbg_value(i64 %71, !156, !DIExpression(), !231)
    #dbg_value(i64 0, !165, !DIExpression(), !299)
  %72 = and i64 %71, 1, !dbg !300
  %73 = and i64 %71, 62, !dbg !300
  br label %74, !dbg !300

74:                                               ; preds = %74, %67
  %75 = phi i64 [ 0, %67 ], [ %95, %74 ]
  %76 = phi i32 [ %25, %67 ], [ %92, %74 ]
  %77 = phi i64 [ 0, %67 ], [ %96, %74 ]
    #dbg_value(i64 %75, !165, !DIExpression(), !299)
  %78 = shl i32 %76, 13, !dbg !301
  %79 = xor i32 %78, %76, !dbg !304
  %80 = lshr i32 %79, 17, !dbg !305
  %81 = xor i32 %80, %79, !dbg !306
  %82 = shl i32 %81, 5, !dbg !307
  %83 = xor i32 %82, %81, !dbg !308
  %84 = trunc i32 %83 to i8, !dbg !309
  %85 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %75, !dbg !310
  store i8 %84, ptr %85, align 2, !dbg !311, !tbaa !262
  %86 = or disjoint i64 %75, 1, !dbg !312
    #dbg_value(i64 %86, !165, !DIExpression(), !299)
  %87 = shl i32 %83, 13, !dbg !301
  %88 = xor i32 %87, %83, !dbg !304
  %89 = lshr i32 %88, 17, !dbg !305
  %90 = xor i32 %89, %88, !dbg !306
  %91 = shl i32 %90, 5, !dbg !307
  %92 = xor i32 %91, %90, !dbg !308
  %93 = trunc i32 %92 to i8, !dbg !309
  %94 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %86, !dbg !310
  store i8 %93, ptr %94, align 1, !dbg !311, !tbaa !262
  %95 = add nuw nsw i64 %75, 2, !dbg !312
    #dbg_value(i64 %95, !165, !DIExpression(), !299)
  %96 = add nuw nsw i64 %77, 2, !dbg !300
  %97 = icmp eq i64 %96, %73, !dbg !300
  br i1 %97, label %99, label %74, !dbg !300, !llvm.loop !313

98:                                               ; preds = %65
    #dbg_value(i64 24, !156, !DIExpression(), !231)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %4, ptr noundef nonnull align 1 dereferenceable(24) @.str.28, i64 24, i1 false), !dbg !315
  br label %110

99:                                               ; preds = %74
  %100 = icmp eq i64 %72, 0, !dbg !300
  br i1 %100, label %110, label %101, !dbg !300

101:                                              ; preds = %99
    #dbg_value(i64 %95, !165, !DIExpression(), !299)
  %102 = shl i32 %92, 13, !dbg !301
  %103 = xor i32 %102, %92, !dbg !304
  %104 = lshr i32 %103, 17, !dbg !305
  %105 = xor i32 %104, %103, !dbg !306
  %106 = shl i32 %105, 5, !dbg !307
  %107 = xor i32 %106, %105, !dbg !308
  %108 = trunc i32 %107 to i8, !dbg !309
  %109 = getelementptr inbounds [96 x i8], ptr %4, i64 0, i64 %95, !dbg !310
  store i8 %108, ptr %109, align 1, !dbg !311, !tbaa !262
    #dbg_value(i64 %95, !165, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !299)
  br label %110, !dbg !317

110:                                              ; preds = %101, %99, %98, %62, %28
  %111 = phi i32 [ %25, %28 ], [ %50, %62 ], [ %25, %98 ], [ %92, %99 ], [ %107, %101 ]
  %112 = phi i64 [ %40, %28 ], [ %63, %62 ], [ 24, %98 ], [ %71, %99 ], [ %71, %101 ], !dbg !319
    #dbg_value(i64 %112, !156, !DIExpression(), !231)
  %113 = add i64 %112, %18, !dbg !317
  %114 = icmp ugt i64 %113, %15, !dbg !320
  %115 = sub nsw i64 %15, %18
  %116 = select i1 %114, i64 %115, i64 %112, !dbg !321
    #dbg_value(i64 %116, !156, !DIExpression(), !231)
  %117 = getelementptr inbounds i8, ptr %16, i64 %18, !dbg !322
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %117, ptr nonnull align 16 %4, i64 %116, i1 false), !dbg !323
  %118 = add i64 %116, %18, !dbg !324
    #dbg_value(i64 %118, !148, !DIExpression(), !233)
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %4) #15, !dbg !325
  %119 = icmp ult i64 %118, %15, !dbg !326
  br i1 %119, label %17, label %120, !dbg !234, !llvm.loop !327

120:                                              ; preds = %110
  %121 = trunc nuw nsw i64 %15 to i32, !dbg !328
  %122 = tail call i64 @crc32(i64 noundef 0, ptr noundef %16, i32 noundef %121) #15, !dbg !329
    #dbg_value(i64 %122, !192, !DIExpression(), !219)
  %123 = tail call i64 @adler32(i64 noundef 1, ptr noundef %16, i32 noundef %121) #15, !dbg !330
    #dbg_value(i64 %123, !193, !DIExpression(), !219)
  %124 = tail call ptr @zlibVersion() #15, !dbg !331
    #dbg_value(ptr %16, !332, !DIExpression(), !345)
    #dbg_value(i64 %15, !341, !DIExpression(), !345)
    #dbg_value(i64 -3750763034362895579, !342, !DIExpression(), !345)
    #dbg_value(i64 0, !343, !DIExpression(), !347)
  br label %125, !dbg !348

125:                                              ; preds = %125, %120
  %126 = phi i64 [ 0, %120 ], [ %152, %125 ]
  %127 = phi i64 [ -3750763034362895579, %120 ], [ %151, %125 ]
  %128 = phi i64 [ 0, %120 ], [ %153, %125 ]
    #dbg_value(i64 %126, !343, !DIExpression(), !347)
    #dbg_value(i64 %127, !342, !DIExpression(), !345)
  %129 = getelementptr inbounds i8, ptr %16, i64 %126, !dbg !349
  %130 = load i8, ptr %129, align 1, !dbg !349, !tbaa !262
  %131 = zext i8 %130 to i64, !dbg !349
  %132 = xor i64 %127, %131, !dbg !352
    #dbg_value(i64 %132, !342, !DIExpression(), !345)
  %133 = mul i64 %132, 1099511628211, !dbg !353
    #dbg_value(i64 %133, !342, !DIExpression(), !345)
  %134 = or disjoint i64 %126, 1, !dbg !354
    #dbg_value(i64 %134, !343, !DIExpression(), !347)
  %135 = getelementptr inbounds i8, ptr %16, i64 %134, !dbg !349
  %136 = load i8, ptr %135, align 1, !dbg !349, !tbaa !262
  %137 = zext i8 %136 to i64, !dbg !349
  %138 = xor i64 %133, %137, !dbg !352
    #dbg_value(i64 %138, !342, !DIExpression(), !345)
  %139 = mul i64 %138, 1099511628211, !dbg !353
    #dbg_value(i64 %139, !342, !DIExpression(), !345)
  %140 = or disjoint i64 %126, 2, !dbg !354
    #dbg_value(i64 %140, !343, !DIExpression(), !347)
  %141 = getelementptr inbounds i8, ptr %16, i64 %140, !dbg !349
  %142 = load i8, ptr %141, align 1, !dbg !349, !tbaa !262
  %143 = zext i8 %142 to i64, !dbg !349
  %144 = xor i64 %139, %143, !dbg !352
    #dbg_value(i64 %144, !342, !DIExpression(), !345)
  %145 = mul i64 %144, 1099511628211, !dbg !353
    #dbg_value(i64 %145, !342, !DIExpression(), !345)
  %146 = or disjoint i64 %126, 3, !dbg !354
    #dbg_value(i64 %146, !343, !DIExpression(), !347)
  %147 = getelementptr inbounds i8, ptr %16, i64 %146, !dbg !349
  %148 = load i8, ptr %147, align 1, !dbg !349, !tbaa !262
  %149 = zext i8 %148 to i64, !dbg !349
  %150 = xor i64 %145, %149, !dbg !352
    #dbg_value(i64 %150, !342, !DIExpression(), !345)
  %151 = mul i64 %150, 1099511628211, !dbg !353
    #dbg_value(i64 %151, !342, !DIExpression(), !345)
  %152 = add nuw nsw i64 %126, 4, !dbg !354
    #dbg_value(i64 %152, !343, !DIExpression(), !347)
  %153 = add i64 %128, 4, !dbg !348
  %154 = icmp eq i64 %153, %15, !dbg !348
  br i1 %154, label %155, label %125, !dbg !348, !llvm.loop !355

155:                                              ; preds = %125
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %124, i64 noundef %15, i64 noundef %122, i64 noundef %123, i64 noundef %151), !dbg !357
    #dbg_value(i64 undef, !212, !DIExpression(), !358)
    #dbg_value(i64 undef, !211, !DIExpression(), !358)
    #dbg_value(i32 0, !194, !DIExpression(), !219)
    #dbg_value(i32 poison, !195, !DIExpression(), !359)
  %157 = uitofp nneg i64 %15 to double
  %158 = or disjoint i64 %15, 1
  %159 = getelementptr inbounds i8, ptr %3, i64 8
  %160 = getelementptr inbounds i8, ptr %3, i64 24
  %161 = getelementptr inbounds i8, ptr %3, i64 32
  %162 = getelementptr inbounds i8, ptr %3, i64 40
    #dbg_value(i32 0, !201, !DIExpression(), !360)
  br label %163, !dbg !361

163:                                              ; preds = %155, %183
  %164 = phi i64 [ 0, %155 ], [ %197, %183 ]
  %165 = phi i32 [ 0, %155 ], [ %188, %183 ]
    #dbg_value(i32 %165, !194, !DIExpression(), !219)
    #dbg_value(i64 %164, !201, !DIExpression(), !360)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #15, !dbg !362
  %166 = call i64 @compressBound(i64 noundef %15) #15, !dbg !363
  store i64 %166, ptr %5, align 8, !dbg !364, !tbaa !365, !DIAssignID !367
    #dbg_assign(i64 %166, !203, !DIExpression(), !367, ptr %5, !DIExpression(), !217)
  %167 = call noalias ptr @malloc(i64 noundef %166) #14, !dbg !368
    #dbg_value(ptr %167, !206, !DIExpression(), !217)
  %168 = getelementptr inbounds [3 x i32], ptr @__const.main.levels, i64 0, i64 %164, !dbg !369
  %169 = load i32, ptr %168, align 4, !dbg !369, !tbaa !371
  %170 = call i32 @compress2(ptr noundef %167, ptr noundef nonnull %5, ptr noundef %16, i64 noundef %15, i32 noundef %169) #15, !dbg !373
  %171 = icmp eq i32 %170, 0, !dbg !374
  br i1 %171, label %172, label %199, !dbg !375

172:                                              ; preds = %163
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #15, !dbg !376
  store i64 %15, ptr %6, align 8, !dbg !377, !tbaa !365, !DIAssignID !378
    #dbg_assign(i64 %15, !207, !DIExpression(), !378, ptr %6, !DIExpression(), !217)
  %173 = call noalias ptr @malloc(i64 noundef %15) #14, !dbg !379
    #dbg_value(ptr %173, !208, !DIExpression(), !217)
  %174 = load i64, ptr %5, align 8, !dbg !380, !tbaa !365
  %175 = call i32 @uncompress(ptr noundef %173, ptr noundef nonnull %6, ptr noundef %167, i64 noundef %174) #15, !dbg !381
    #dbg_value(i32 %175, !209, !DIExpression(), !217)
  %176 = icmp eq i32 %175, 0, !dbg !382
  %177 = load i64, ptr %6, align 8
  %178 = icmp eq i64 %177, %15
  %179 = select i1 %176, i1 %178, i1 false, !dbg !383
  br i1 %179, label %180, label %183, !dbg !383

180:                                              ; preds = %172
  %181 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %173, ptr noundef nonnull dereferenceable(1) %16, i64 %15), !dbg !384
  %182 = icmp eq i32 %181, 0, !dbg !385
  br label %183

183:                                              ; preds = %180, %172
  %184 = phi i1 [ false, %172 ], [ %182, %180 ], !dbg !217
    #dbg_value(i1 %184, !210, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !217)
  %185 = freeze i1 %184
  %186 = xor i1 %185, true, !dbg !386
  %187 = zext i1 %186 to i32, !dbg !386
  %188 = add nuw nsw i32 %165, %187, !dbg !387
    #dbg_value(i32 %188, !194, !DIExpression(), !219)
  %189 = load i64, ptr %5, align 8, !dbg !388, !tbaa !365
  %190 = uitofp i64 %189 to double, !dbg !390
  %191 = fmul double %190, 1.000000e+02, !dbg !391
  %192 = fdiv double %191, %157, !dbg !392
  %193 = trunc i64 %189 to i32, !dbg !393
  %194 = call i64 @crc32(i64 noundef 0, ptr noundef %167, i32 noundef %193) #15, !dbg !394
  %195 = select i1 %185, ptr @.str.4, ptr @.str.5, !dbg !395
  %196 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %169, i64 noundef %15, i64 noundef %189, double noundef %192, i64 noundef %194, ptr noundef nonnull %195), !dbg !396
  call void @free(ptr noundef %167) #15, !dbg !397
  call void @free(ptr noundef %173) #15, !dbg !398
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #15, !dbg !399
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15, !dbg !399
  %197 = add nuw nsw i64 %164, 1, !dbg !400
    #dbg_value(i64 %197, !201, !DIExpression(), !360)
  %198 = icmp eq i64 %197, 3, !dbg !401
  br i1 %198, label %201, label %163, !dbg !361, !llvm.loop !402

199:                                              ; preds = %163
  %200 = call i32 @puts(ptr nonnull dereferenceable(1) @str), !dbg !404
    #dbg_value(i32 %165, !194, !DIExpression(), !219)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #15, !dbg !399
    #dbg_value(i64 poison, !212, !DIExpression(), !358)
    #dbg_value(i64 poison, !211, !DIExpression(), !358)
  br label %264

201:                                              ; preds = %183
    #dbg_value(i32 %188, !194, !DIExpression(), !219)
    #dbg_assign(i1 undef, !406, !DIExpression(), !214, ptr %3, !DIExpression(), !460)
    #dbg_value(ptr %16, !413, !DIExpression(), !460)
    #dbg_value(i64 %15, !414, !DIExpression(), !460)
    #dbg_value(i32 5, !415, !DIExpression(), !460)
    #dbg_value(ptr undef, !416, !DIExpression(), !460)
    #dbg_value(ptr undef, !417, !DIExpression(), !460)
  %202 = call i64 @compressBound(i64 noundef %15) #15, !dbg !462
  %203 = add i64 %202, 64, !dbg !463
  %204 = call noalias ptr @malloc(i64 noundef %203) #14, !dbg !464
    #dbg_value(ptr %204, !418, !DIExpression(), !460)
  %205 = call noalias ptr @malloc(i64 noundef %158) #14, !dbg !465
    #dbg_value(ptr %205, !419, !DIExpression(), !460)
  call void @llvm.lifetime.start.p0(i64 112, ptr nonnull %3) #15, !dbg !466
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %3, i8 0, i64 112, i1 false), !dbg !467, !DIAssignID !468
    #dbg_assign(i8 0, !406, !DIExpression(), !468, ptr %3, !DIExpression(), !460)
  %206 = call i32 @deflateInit2_(ptr noundef nonnull %3, i32 noundef 5, i32 noundef 8, i32 noundef 15, i32 noundef 8, i32 noundef 0, ptr noundef nonnull @.str.29, i32 noundef 112) #15, !dbg !469
  %207 = icmp eq i32 %206, 0, !dbg !471
  call void @llvm.assume(i1 %207), !dbg !472
  br label %208, !dbg !472

208:                                              ; preds = %201, %227
  %209 = phi i64 [ %225, %227 ], [ 0, %201 ], !dbg !460
  %210 = phi i64 [ %215, %227 ], [ 0, %201 ], !dbg !460
    #dbg_value(i64 %210, !420, !DIExpression(), !460)
    #dbg_value(i64 %209, !421, !DIExpression(), !460)
  %211 = sub i64 %15, %210, !dbg !473
  %212 = call i64 @llvm.umin.i64(i64 %211, i64 4096), !dbg !474
    #dbg_value(i64 %212, !425, !DIExpression(), !475)
  %213 = getelementptr inbounds i8, ptr %16, i64 %210, !dbg !476
  store ptr %213, ptr %3, align 8, !dbg !477, !tbaa !478, !DIAssignID !480
    #dbg_assign(ptr %213, !406, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !480, ptr %3, !DIExpression(), !460)
  %214 = trunc nuw nsw i64 %212 to i32, !dbg !481
  store i32 %214, ptr %159, align 8, !dbg !482, !tbaa !483, !DIAssignID !484
    #dbg_assign(i32 %214, !406, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !484, ptr %159, !DIExpression(), !460)
  %215 = add i64 %212, %210, !dbg !485
    #dbg_value(i64 %215, !420, !DIExpression(), !460)
  %216 = icmp eq i64 %215, %15, !dbg !486
  %217 = select i1 %216, i32 4, i32 0, !dbg !487
    #dbg_value(i32 %217, !427, !DIExpression(), !475)
  br label %218, !dbg !488

218:                                              ; preds = %218, %208
  %219 = phi i64 [ %209, %208 ], [ %225, %218 ], !dbg !460
    #dbg_value(i64 %219, !421, !DIExpression(), !460)
  %220 = getelementptr inbounds i8, ptr %204, i64 %219, !dbg !489
  store ptr %220, ptr %160, align 8, !dbg !491, !tbaa !492, !DIAssignID !493
    #dbg_assign(ptr %220, !406, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !493, ptr %160, !DIExpression(), !460)
  store i32 1024, ptr %161, align 8, !dbg !494, !tbaa !495, !DIAssignID !496
    #dbg_assign(i32 1024, !406, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !496, ptr %161, !DIExpression(), !460)
  %221 = call i32 @deflate(ptr noundef nonnull %3, i32 noundef %217) #15, !dbg !497
    #dbg_value(i32 %221, !424, !DIExpression(), !460)
  %222 = load i32, ptr %161, align 8, !dbg !498, !tbaa !495
  %223 = sub i32 1024, %222, !dbg !499
  %224 = zext i32 %223 to i64, !dbg !500
  %225 = add i64 %219, %224, !dbg !501
    #dbg_value(i64 %225, !421, !DIExpression(), !460)
  %226 = icmp eq i32 %222, 0, !dbg !502
  br i1 %226, label %218, label %227, !dbg !503, !llvm.loop !504

227:                                              ; preds = %218
  %228 = icmp ult i64 %215, %15, !dbg !506
  br i1 %228, label %208, label %229, !dbg !507, !llvm.loop !508

229:                                              ; preds = %227
  %230 = call i32 @deflateEnd(ptr noundef nonnull %3) #15, !dbg !511
    #dbg_value(i64 %225, !211, !DIExpression(), !358)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(112) %3, i8 0, i64 112, i1 false), !dbg !512, !DIAssignID !513
    #dbg_assign(i8 0, !406, !DIExpression(), !513, ptr %3, !DIExpression(), !460)
  %231 = call i32 @inflateInit2_(ptr noundef nonnull %3, i32 noundef 15, ptr noundef nonnull @.str.29, i32 noundef 112) #15, !dbg !514
  store ptr %204, ptr %3, align 8, !dbg !515, !tbaa !478, !DIAssignID !516
    #dbg_assign(ptr %204, !406, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !516, ptr %3, !DIExpression(), !460)
  %232 = trunc i64 %225 to i32, !dbg !517
  store i32 %232, ptr %159, align 8, !dbg !518, !tbaa !483, !DIAssignID !519
    #dbg_assign(i32 %232, !406, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !519, ptr %159, !DIExpression(), !460)
    #dbg_value(i64 0, !428, !DIExpression(), !460)
  br label %233, !dbg !520

233:                                              ; preds = %233, %229
  %234 = phi i64 [ 0, %229 ], [ %240, %233 ], !dbg !460
    #dbg_value(i64 %234, !428, !DIExpression(), !460)
  %235 = getelementptr inbounds i8, ptr %205, i64 %234, !dbg !521
  store ptr %235, ptr %160, align 8, !dbg !523, !tbaa !492, !DIAssignID !524
    #dbg_assign(ptr %235, !406, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !524, ptr %160, !DIExpression(), !460)
  %236 = sub i64 %158, %234, !dbg !525
  %237 = call i64 @llvm.umin.i64(i64 %236, i64 777), !dbg !526
  %238 = trunc nuw nsw i64 %237 to i32, !dbg !527
  store i32 %238, ptr %161, align 8, !dbg !528, !tbaa !495, !DIAssignID !529
    #dbg_assign(i32 %238, !406, !DIExpression(DW_OP_LLVM_fragment, 256, 32), !529, ptr %161, !DIExpression(), !460)
  %239 = call i32 @inflate(ptr noundef nonnull %3, i32 noundef 0) #15, !dbg !530
    #dbg_value(i32 %239, !424, !DIExpression(), !460)
  %240 = load i64, ptr %162, align 8, !dbg !531, !tbaa !532
    #dbg_value(i64 %240, !428, !DIExpression(), !460)
  %241 = icmp eq i32 %239, 0, !dbg !533
  br i1 %241, label %233, label %242, !dbg !534, !llvm.loop !535

242:                                              ; preds = %233
  %243 = call i32 @inflateEnd(ptr noundef nonnull %3) #15, !dbg !537
  %244 = trunc i64 %240 to i32, !dbg !538
  %245 = call i64 @crc32(i64 noundef 0, ptr noundef %205, i32 noundef %244) #15, !dbg !539
    #dbg_value(i64 %245, !212, !DIExpression(), !358)
  %246 = icmp eq i32 %239, 1, !dbg !540
  %247 = icmp eq i64 %240, %15
  %248 = select i1 %246, i1 %247, i1 false, !dbg !541
  br i1 %248, label %249, label %252, !dbg !541

249:                                              ; preds = %242
  %250 = call i32 @bcmp(ptr noundef nonnull dereferenceable(1) %16, ptr noundef nonnull dereferenceable(1) %205, i64 %15), !dbg !542
  %251 = icmp eq i32 %250, 0, !dbg !543
  br label %252

252:                                              ; preds = %249, %242
  %253 = phi i1 [ false, %242 ], [ %251, %249 ], !dbg !460
    #dbg_value(i1 %253, !429, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !460)
  call void @free(ptr noundef %204) #15, !dbg !544
  call void @free(ptr noundef %205) #15, !dbg !545
    #dbg_value(i64 %245, !212, !DIExpression(), !358)
    #dbg_value(i64 %225, !211, !DIExpression(), !358)
  call void @llvm.lifetime.end.p0(i64 112, ptr nonnull %3) #15, !dbg !546
    #dbg_value(i1 %253, !213, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !358)
  %254 = icmp ne i64 %245, %122, !dbg !547
  %255 = xor i1 %253, true, !dbg !547
  %256 = select i1 %255, i1 true, i1 %254, !dbg !547
  %257 = zext i1 %256 to i32, !dbg !547
  %258 = add nuw nsw i32 %188, %257, !dbg !548
    #dbg_value(i32 %258, !194, !DIExpression(), !219)
  %259 = icmp eq i64 %245, %122, !dbg !549
  %260 = select i1 %253, i1 %259, i1 false, !dbg !549
  %261 = select i1 %260, ptr @.str.4, ptr @.str.5, !dbg !551
  %262 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %15, i64 noundef %225, i64 noundef %245, ptr noundef nonnull %261), !dbg !552
    #dbg_value(i32 poison, !195, !DIExpression(), !359)
  call void @free(ptr noundef %16) #15, !dbg !553
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %258), !dbg !554
  br label %264, !dbg !555

264:                                              ; preds = %199, %252
  %265 = phi i32 [ %258, %252 ], [ 2, %199 ], !dbg !219
  ret i32 %265, !dbg !556
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !557 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !561 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #3

declare !dbg !565 i64 @crc32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !570 i64 @adler32(i64 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare !dbg !571 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !576 ptr @zlibVersion() local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare !dbg !579 i64 @compressBound(i64 noundef) local_unnamed_addr #4

declare !dbg !582 i32 @compress2(ptr noundef, ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !586 i32 @uncompress(ptr noundef, ptr noundef, ptr noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !589 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !592 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

declare !dbg !595 i32 @deflateInit2_(ptr noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !600 i32 @deflate(ptr noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !603 i32 @deflateEnd(ptr noundef) local_unnamed_addr #4

declare !dbg !606 i32 @inflateInit2_(ptr noundef, i32 noundef, ptr noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !609 i32 @inflate(ptr noundef, i32 noundef) local_unnamed_addr #4

declare !dbg !610 i32 @inflateEnd(ptr noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #9

; Function Attrs: nofree nounwind
declare noundef i32 @puts(ptr nocapture noundef readonly) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #11

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #12

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nofree nounwind willreturn memory(argmem: read) }
attributes #10 = { nofree nounwind }
attributes #11 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #12 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind allocsize(0) }
attributes #15 = { nounwind }

!llvm.dbg.cu = !{!53}
!llvm.module.flags = !{!172, !173, !174, !175, !176, !177, !178}
!llvm.ident = !{!179}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "apps/zlib_roundtrip/main.c", directory: ".", checksumkind: CSK_MD5, checksum: "1ba9686fd8fe23512a8b6fbeb5d51d13")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 63)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 392, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 49)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 41)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 13)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "words", scope: !39, file: !40, line: 14, type: !169, isLocal: true, isDefinition: true)
!39 = distinct !DISubprogram(name: "dg_fill", scope: !40, file: !40, line: 13, type: !41, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !144)
!40 = !DIFile(filename: "apps/zlib_roundtrip/../datagen.h", directory: ".", checksumkind: CSK_MD5, checksum: "be47cc48b61fafdd9bf155c6ca4cb09e")
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
!53 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !54, globals: !65, splitDebugInlining: false, nameTableKind: None)
!54 = !{!45, !55, !57, !58, !59, !47, !60, !61, !4, !62}
!55 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !56, line: 405, baseType: !52)
!56 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!57 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!58 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !56, line: 406, baseType: !47)
!59 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLongf", file: !56, line: 417, baseType: !58)
!60 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!61 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !56, line: 412, baseType: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !56, line: 403, baseType: !44)
!65 = !{!0, !7, !66, !12, !17, !22, !27, !32, !71, !76, !81, !86, !88, !93, !95, !97, !99, !101, !103, !105, !110, !115, !120, !122, !124, !129, !131, !133, !37, !135, !140, !142}
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 18)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 4)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 9)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !83, isLocal: true, isDefinition: true)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 8)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !3, isLocal: true, isDefinition: true)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 7)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !24, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !73, isLocal: true, isDefinition: true)
!97 = !DIGlobalVariableExpression(var: !98, expr: !DIExpression())
!98 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !90, isLocal: true, isDefinition: true)
!99 = !DIGlobalVariableExpression(var: !100, expr: !DIExpression())
!100 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !73, isLocal: true, isDefinition: true)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !40, line: 14, type: !83, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !78, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !107, isLocal: true, isDefinition: true)
!107 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !108)
!108 = !{!109}
!109 = !DISubrange(count: 11)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !112, isLocal: true, isDefinition: true)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 12)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !117, isLocal: true, isDefinition: true)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 10)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !107, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !19, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !126, isLocal: true, isDefinition: true)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !127)
!127 = !{!128}
!128 = !DISubrange(count: 2)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !83, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !78, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !40, line: 15, type: !3, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !40, line: 25, type: !137, isLocal: true, isDefinition: true)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !138)
!138 = !{!139}
!139 = !DISubrange(count: 25)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(name: "dg_state", scope: !53, file: !40, line: 8, type: !48, isLocal: true, isDefinition: true)
!142 = !DIGlobalVariableExpression(var: !143, expr: !DIExpression())
!143 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !3, isLocal: true, isDefinition: true)
!144 = !{!145, !146, !147, !148, !149, !151, !152, !156, !157, !162, !165}
!145 = !DILocalVariable(name: "buf", arg: 1, scope: !39, file: !40, line: 13, type: !43)
!146 = !DILocalVariable(name: "n", arg: 2, scope: !39, file: !40, line: 13, type: !45)
!147 = !DILocalVariable(name: "seed", arg: 3, scope: !39, file: !40, line: 13, type: !48)
!148 = !DILocalVariable(name: "i", scope: !39, file: !40, line: 17, type: !45)
!149 = !DILocalVariable(name: "r", scope: !150, file: !40, line: 19, type: !48)
!150 = distinct !DILexicalBlock(scope: !39, file: !40, line: 18, column: 19)
!151 = !DILocalVariable(name: "kind", scope: !150, file: !40, line: 20, type: !61)
!152 = !DILocalVariable(name: "tmp", scope: !150, file: !40, line: 21, type: !153)
!153 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 768, elements: !154)
!154 = !{!155}
!155 = !DISubrange(count: 96)
!156 = !DILocalVariable(name: "len", scope: !150, file: !40, line: 21, type: !45)
!157 = !DILocalVariable(name: "w", scope: !158, file: !40, line: 22, type: !160)
!158 = distinct !DILexicalBlock(scope: !159, file: !40, line: 22, column: 23)
!159 = distinct !DILexicalBlock(scope: !150, file: !40, line: 22, column: 13)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!162 = !DILocalVariable(name: "v", scope: !163, file: !40, line: 23, type: !48)
!163 = distinct !DILexicalBlock(scope: !164, file: !40, line: 23, column: 28)
!164 = distinct !DILexicalBlock(scope: !159, file: !40, line: 23, column: 18)
!165 = !DILocalVariable(name: "k", scope: !166, file: !40, line: 24, type: !45)
!166 = distinct !DILexicalBlock(scope: !167, file: !40, line: 24, column: 57)
!167 = distinct !DILexicalBlock(scope: !168, file: !40, line: 24, column: 28)
!168 = distinct !DILexicalBlock(scope: !164, file: !40, line: 24, column: 18)
!169 = !DICompositeType(tag: DW_TAG_array_type, baseType: !160, size: 1280, elements: !170)
!170 = !{!171}
!171 = !DISubrange(count: 20)
!172 = !{i32 7, !"Dwarf Version", i32 5}
!173 = !{i32 2, !"Debug Info Version", i32 3}
!174 = !{i32 1, !"wchar_size", i32 4}
!175 = !{i32 8, !"PIC Level", i32 2}
!176 = !{i32 7, !"PIE Level", i32 2}
!177 = !{i32 7, !"uwtable", i32 2}
!178 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!179 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!180 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !181, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !185)
!181 = !DISubroutineType(types: !182)
!182 = !{!61, !61, !183}
!183 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!184 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!185 = !{!186, !187, !188, !189, !190, !191, !192, !193, !194, !195, !197, !201, !203, !206, !207, !208, !209, !210, !211, !212, !213}
!186 = !DILocalVariable(name: "argc", arg: 1, scope: !180, file: !2, line: 34, type: !61)
!187 = !DILocalVariable(name: "argv", arg: 2, scope: !180, file: !2, line: 34, type: !183)
!188 = !DILocalVariable(name: "bench", scope: !180, file: !2, line: 35, type: !61)
!189 = !DILocalVariable(name: "n", scope: !180, file: !2, line: 36, type: !45)
!190 = !DILocalVariable(name: "rounds", scope: !180, file: !2, line: 37, type: !61)
!191 = !DILocalVariable(name: "in", scope: !180, file: !2, line: 38, type: !43)
!192 = !DILocalVariable(name: "crc", scope: !180, file: !2, line: 39, type: !58)
!193 = !DILocalVariable(name: "ad", scope: !180, file: !2, line: 39, type: !58)
!194 = !DILocalVariable(name: "fails", scope: !180, file: !2, line: 41, type: !61)
!195 = !DILocalVariable(name: "r", scope: !196, file: !2, line: 42, type: !61)
!196 = distinct !DILexicalBlock(scope: !180, file: !2, line: 42, column: 5)
!197 = !DILocalVariable(name: "levels", scope: !198, file: !2, line: 43, type: !200)
!198 = distinct !DILexicalBlock(scope: !199, file: !2, line: 42, column: 38)
!199 = distinct !DILexicalBlock(scope: !196, file: !2, line: 42, column: 5)
!200 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 96, elements: !20)
!201 = !DILocalVariable(name: "li", scope: !202, file: !2, line: 44, type: !61)
!202 = distinct !DILexicalBlock(scope: !198, file: !2, line: 44, column: 9)
!203 = !DILocalVariable(name: "clen", scope: !204, file: !2, line: 45, type: !59)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 44, column: 40)
!205 = distinct !DILexicalBlock(scope: !202, file: !2, line: 44, column: 9)
!206 = !DILocalVariable(name: "comp", scope: !204, file: !2, line: 45, type: !43)
!207 = !DILocalVariable(name: "dlen", scope: !204, file: !2, line: 47, type: !59)
!208 = !DILocalVariable(name: "dec", scope: !204, file: !2, line: 47, type: !43)
!209 = !DILocalVariable(name: "rc", scope: !204, file: !2, line: 48, type: !61)
!210 = !DILocalVariable(name: "ok", scope: !204, file: !2, line: 49, type: !61)
!211 = !DILocalVariable(name: "cs", scope: !198, file: !2, line: 53, type: !45)
!212 = !DILocalVariable(name: "c2", scope: !198, file: !2, line: 53, type: !58)
!213 = !DILocalVariable(name: "ok", scope: !198, file: !2, line: 54, type: !61)
!214 = distinct !DIAssignID()
!215 = distinct !DIAssignID()
!216 = distinct !DIAssignID()
!217 = !DILocation(line: 0, scope: !204)
!218 = distinct !DIAssignID()
!219 = !DILocation(line: 0, scope: !180)
!220 = !DILocation(line: 35, column: 22, scope: !180)
!221 = !DILocation(line: 35, column: 26, scope: !180)
!222 = !DILocation(line: 35, column: 36, scope: !180)
!223 = !{!224, !224, i64 0}
!224 = !{!"any pointer", !225, i64 0}
!225 = !{!"omnipotent char", !226, i64 0}
!226 = !{!"Simple C/C++ TBAA"}
!227 = !DILocation(line: 35, column: 29, scope: !180)
!228 = !DILocation(line: 35, column: 54, scope: !180)
!229 = !DILocation(line: 36, column: 16, scope: !180)
!230 = !DILocation(line: 38, column: 25, scope: !180)
!231 = !DILocation(line: 0, scope: !150, inlinedAt: !232)
!232 = distinct !DILocation(line: 38, column: 36, scope: !180)
!233 = !DILocation(line: 0, scope: !39, inlinedAt: !232)
!234 = !DILocation(line: 18, column: 5, scope: !39, inlinedAt: !232)
!235 = !DILocation(line: 9, column: 54, scope: !236, inlinedAt: !239)
!236 = distinct !DISubprogram(name: "dg_next", scope: !40, file: !40, line: 9, type: !237, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53)
!237 = !DISubroutineType(types: !238)
!238 = !{!48}
!239 = distinct !DILocation(line: 19, column: 22, scope: !150, inlinedAt: !232)
!240 = !DILocation(line: 9, column: 42, scope: !236, inlinedAt: !239)
!241 = !DILocation(line: 9, column: 82, scope: !236, inlinedAt: !239)
!242 = !DILocation(line: 9, column: 70, scope: !236, inlinedAt: !239)
!243 = !DILocation(line: 9, column: 110, scope: !236, inlinedAt: !239)
!244 = !DILocation(line: 9, column: 98, scope: !236, inlinedAt: !239)
!245 = !DILocation(line: 20, column: 28, scope: !150, inlinedAt: !232)
!246 = !DILocation(line: 21, column: 9, scope: !150, inlinedAt: !232)
!247 = !DILocation(line: 22, column: 18, scope: !159, inlinedAt: !232)
!248 = !DILocation(line: 22, column: 13, scope: !150, inlinedAt: !232)
!249 = !DILocation(line: 22, column: 50, scope: !158, inlinedAt: !232)
!250 = !DILocation(line: 22, column: 56, scope: !158, inlinedAt: !232)
!251 = !DILocation(line: 22, column: 41, scope: !158, inlinedAt: !232)
!252 = !DILocation(line: 0, scope: !158, inlinedAt: !232)
!253 = !DILocation(line: 22, column: 69, scope: !158, inlinedAt: !232)
!254 = !DILocation(line: 22, column: 80, scope: !158, inlinedAt: !232)
!255 = !DILocation(line: 22, column: 117, scope: !158, inlinedAt: !232)
!256 = !DILocation(line: 22, column: 124, scope: !158, inlinedAt: !232)
!257 = !DILocation(line: 22, column: 128, scope: !158, inlinedAt: !232)
!258 = !DILocation(line: 22, column: 114, scope: !158, inlinedAt: !232)
!259 = !DILocation(line: 22, column: 108, scope: !158, inlinedAt: !232)
!260 = !DILocation(line: 22, column: 101, scope: !158, inlinedAt: !232)
!261 = !DILocation(line: 22, column: 112, scope: !158, inlinedAt: !232)
!262 = !{!225, !225, i64 0}
!263 = !DILocation(line: 22, column: 147, scope: !158, inlinedAt: !232)
!264 = !DILocation(line: 23, column: 23, scope: !164, inlinedAt: !232)
!265 = !DILocation(line: 23, column: 18, scope: !159, inlinedAt: !232)
!266 = !DILocation(line: 9, column: 54, scope: !236, inlinedAt: !267)
!267 = distinct !DILocation(line: 23, column: 43, scope: !163, inlinedAt: !232)
!268 = !DILocation(line: 9, column: 42, scope: !236, inlinedAt: !267)
!269 = !DILocation(line: 9, column: 82, scope: !236, inlinedAt: !267)
!270 = !DILocation(line: 9, column: 70, scope: !236, inlinedAt: !267)
!271 = !DILocation(line: 9, column: 110, scope: !236, inlinedAt: !267)
!272 = !DILocation(line: 9, column: 98, scope: !236, inlinedAt: !267)
!273 = !DILocation(line: 23, column: 53, scope: !163, inlinedAt: !232)
!274 = !DILocation(line: 0, scope: !163, inlinedAt: !232)
!275 = !DILocation(line: 23, column: 83, scope: !163, inlinedAt: !232)
!276 = !DILocation(line: 23, column: 90, scope: !163, inlinedAt: !232)
!277 = !DILocation(line: 23, scope: !163, inlinedAt: !232)
!278 = !DILocation(line: 23, column: 123, scope: !279, inlinedAt: !232)
!279 = distinct !DILexicalBlock(scope: !163, file: !40, line: 23, column: 93)
!280 = !DILocation(line: 23, column: 108, scope: !279, inlinedAt: !232)
!281 = !DILocation(line: 23, column: 102, scope: !279, inlinedAt: !232)
!282 = !DILocation(line: 23, column: 95, scope: !279, inlinedAt: !232)
!283 = !DILocation(line: 23, column: 106, scope: !279, inlinedAt: !232)
!284 = !DILocation(line: 23, column: 132, scope: !279, inlinedAt: !232)
!285 = !DILocation(line: 23, column: 139, scope: !279, inlinedAt: !232)
!286 = distinct !{!286, !276, !287, !288}
!287 = !DILocation(line: 23, column: 149, scope: !163, inlinedAt: !232)
!288 = !{!"llvm.loop.mustprogress"}
!289 = !DILocation(line: 23, column: 159, scope: !163, inlinedAt: !232)
!290 = !DILocation(line: 23, column: 152, scope: !163, inlinedAt: !232)
!291 = !DILocation(line: 23, column: 163, scope: !163, inlinedAt: !232)
!292 = !DILocation(line: 23, column: 170, scope: !163, inlinedAt: !232)
!293 = !DILocation(line: 24, column: 23, scope: !168, inlinedAt: !232)
!294 = !DILocation(line: 24, column: 18, scope: !164, inlinedAt: !232)
!295 = !DILocation(line: 24, column: 44, scope: !167, inlinedAt: !232)
!296 = !DILocation(line: 24, column: 51, scope: !167, inlinedAt: !232)
!297 = !DILocation(line: 24, column: 39, scope: !167, inlinedAt: !232)
!298 = !DILocation(line: 24, column: 36, scope: !167, inlinedAt: !232)
!299 = !DILocation(line: 0, scope: !166, inlinedAt: !232)
!300 = !DILocation(line: 24, column: 57, scope: !166, inlinedAt: !232)
!301 = !DILocation(line: 9, column: 54, scope: !236, inlinedAt: !302)
!302 = distinct !DILocation(line: 24, column: 106, scope: !303, inlinedAt: !232)
!303 = distinct !DILexicalBlock(scope: !166, file: !40, line: 24, column: 57)
!304 = !DILocation(line: 9, column: 42, scope: !236, inlinedAt: !302)
!305 = !DILocation(line: 9, column: 82, scope: !236, inlinedAt: !302)
!306 = !DILocation(line: 9, column: 70, scope: !236, inlinedAt: !302)
!307 = !DILocation(line: 9, column: 110, scope: !236, inlinedAt: !302)
!308 = !DILocation(line: 9, column: 98, scope: !236, inlinedAt: !302)
!309 = !DILocation(line: 24, column: 99, scope: !303, inlinedAt: !232)
!310 = !DILocation(line: 24, column: 90, scope: !303, inlinedAt: !232)
!311 = !DILocation(line: 24, column: 97, scope: !303, inlinedAt: !232)
!312 = !DILocation(line: 24, column: 86, scope: !303, inlinedAt: !232)
!313 = distinct !{!313, !300, !314, !288}
!314 = !DILocation(line: 24, column: 122, scope: !166, inlinedAt: !232)
!315 = !DILocation(line: 25, column: 26, scope: !316, inlinedAt: !232)
!316 = distinct !DILexicalBlock(scope: !168, file: !40, line: 25, column: 14)
!317 = !DILocation(line: 26, column: 15, scope: !318, inlinedAt: !232)
!318 = distinct !DILexicalBlock(scope: !150, file: !40, line: 26, column: 13)
!319 = !DILocation(line: 0, scope: !159, inlinedAt: !232)
!320 = !DILocation(line: 26, column: 21, scope: !318, inlinedAt: !232)
!321 = !DILocation(line: 26, column: 13, scope: !150, inlinedAt: !232)
!322 = !DILocation(line: 27, column: 20, scope: !150, inlinedAt: !232)
!323 = !DILocation(line: 27, column: 9, scope: !150, inlinedAt: !232)
!324 = !DILocation(line: 27, column: 38, scope: !150, inlinedAt: !232)
!325 = !DILocation(line: 28, column: 5, scope: !39, inlinedAt: !232)
!326 = !DILocation(line: 18, column: 14, scope: !39, inlinedAt: !232)
!327 = distinct !{!327, !234, !325, !288}
!328 = !DILocation(line: 39, column: 31, scope: !180)
!329 = !DILocation(line: 39, column: 17, scope: !180)
!330 = !DILocation(line: 39, column: 46, scope: !180)
!331 = !DILocation(line: 40, column: 79, scope: !180)
!332 = !DILocalVariable(name: "p", arg: 1, scope: !333, file: !40, line: 30, type: !338)
!333 = distinct !DISubprogram(name: "dg_fnv", scope: !40, file: !40, line: 30, type: !334, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !340)
!334 = !DISubroutineType(types: !335)
!335 = !{!336, !338, !45}
!336 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !49, line: 27, baseType: !337)
!337 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !51, line: 45, baseType: !47)
!338 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !339, size: 64)
!339 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !44)
!340 = !{!332, !341, !342, !343}
!341 = !DILocalVariable(name: "n", arg: 2, scope: !333, file: !40, line: 30, type: !45)
!342 = !DILocalVariable(name: "h", scope: !333, file: !40, line: 30, type: !336)
!343 = !DILocalVariable(name: "i", scope: !344, file: !40, line: 30, type: !45)
!344 = distinct !DILexicalBlock(scope: !333, file: !40, line: 30, column: 98)
!345 = !DILocation(line: 0, scope: !333, inlinedAt: !346)
!346 = distinct !DILocation(line: 40, column: 126, scope: !180)
!347 = !DILocation(line: 0, scope: !344, inlinedAt: !346)
!348 = !DILocation(line: 30, column: 98, scope: !344, inlinedAt: !346)
!349 = !DILocation(line: 30, column: 136, scope: !350, inlinedAt: !346)
!350 = distinct !DILexicalBlock(scope: !351, file: !40, line: 30, column: 129)
!351 = distinct !DILexicalBlock(scope: !344, file: !40, line: 30, column: 98)
!352 = !DILocation(line: 30, column: 133, scope: !350, inlinedAt: !346)
!353 = !DILocation(line: 30, column: 144, scope: !350, inlinedAt: !346)
!354 = !DILocation(line: 30, column: 125, scope: !351, inlinedAt: !346)
!355 = distinct !{!355, !348, !356, !288}
!356 = !DILocation(line: 30, column: 165, scope: !344, inlinedAt: !346)
!357 = !DILocation(line: 40, column: 5, scope: !180)
!358 = !DILocation(line: 0, scope: !198)
!359 = !DILocation(line: 0, scope: !196)
!360 = !DILocation(line: 0, scope: !202)
!361 = !DILocation(line: 44, column: 9, scope: !202)
!362 = !DILocation(line: 45, column: 13, scope: !204)
!363 = !DILocation(line: 45, column: 27, scope: !204)
!364 = !DILocation(line: 45, column: 20, scope: !204)
!365 = !{!366, !366, i64 0}
!366 = !{!"long", !225, i64 0}
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 45, column: 74, scope: !204)
!369 = !DILocation(line: 46, column: 54, scope: !370)
!370 = distinct !DILexicalBlock(scope: !204, file: !2, line: 46, column: 17)
!371 = !{!372, !372, i64 0}
!372 = !{!"int", !225, i64 0}
!373 = !DILocation(line: 46, column: 17, scope: !370)
!374 = !DILocation(line: 46, column: 66, scope: !370)
!375 = !DILocation(line: 46, column: 17, scope: !204)
!376 = !DILocation(line: 47, column: 13, scope: !204)
!377 = !DILocation(line: 47, column: 20, scope: !204)
!378 = distinct !DIAssignID()
!379 = !DILocation(line: 47, column: 59, scope: !204)
!380 = !DILocation(line: 48, column: 51, scope: !204)
!381 = !DILocation(line: 48, column: 22, scope: !204)
!382 = !DILocation(line: 49, column: 25, scope: !204)
!383 = !DILocation(line: 49, column: 33, scope: !204)
!384 = !DILocation(line: 49, column: 49, scope: !204)
!385 = !DILocation(line: 49, column: 68, scope: !204)
!386 = !DILocation(line: 49, column: 83, scope: !204)
!387 = !DILocation(line: 49, column: 80, scope: !204)
!388 = !DILocation(line: 50, column: 115, scope: !389)
!389 = distinct !DILexicalBlock(scope: !204, file: !2, line: 50, column: 17)
!390 = !DILocation(line: 50, column: 129, scope: !389)
!391 = !DILocation(line: 50, column: 127, scope: !389)
!392 = !DILocation(line: 50, column: 142, scope: !389)
!393 = !DILocation(line: 50, column: 171, scope: !389)
!394 = !DILocation(line: 50, column: 155, scope: !389)
!395 = !DILocation(line: 50, column: 184, scope: !389)
!396 = !DILocation(line: 50, column: 25, scope: !389)
!397 = !DILocation(line: 51, column: 13, scope: !204)
!398 = !DILocation(line: 51, column: 25, scope: !204)
!399 = !DILocation(line: 52, column: 9, scope: !205)
!400 = !DILocation(line: 44, column: 36, scope: !205)
!401 = !DILocation(line: 44, column: 29, scope: !205)
!402 = distinct !{!402, !361, !403, !288}
!403 = !DILocation(line: 52, column: 9, scope: !202)
!404 = !DILocation(line: 46, column: 77, scope: !405)
!405 = distinct !DILexicalBlock(scope: !370, file: !2, line: 46, column: 75)
!406 = !DILocalVariable(name: "zs", scope: !407, file: !2, line: 12, type: !430)
!407 = distinct !DISubprogram(name: "stream_roundtrip", scope: !2, file: !2, line: 10, type: !408, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !53, retainedNodes: !412)
!408 = !DISubroutineType(types: !409)
!409 = !{!61, !338, !45, !61, !410, !411}
!410 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !45, size: 64)
!411 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!412 = !{!413, !414, !415, !416, !417, !418, !419, !406, !420, !421, !422, !424, !425, !427, !428, !429}
!413 = !DILocalVariable(name: "in", arg: 1, scope: !407, file: !2, line: 10, type: !338)
!414 = !DILocalVariable(name: "n", arg: 2, scope: !407, file: !2, line: 10, type: !45)
!415 = !DILocalVariable(name: "level", arg: 3, scope: !407, file: !2, line: 10, type: !61)
!416 = !DILocalVariable(name: "csize", arg: 4, scope: !407, file: !2, line: 10, type: !410)
!417 = !DILocalVariable(name: "crc_out", arg: 5, scope: !407, file: !2, line: 10, type: !411)
!418 = !DILocalVariable(name: "comp", scope: !407, file: !2, line: 11, type: !43)
!419 = !DILocalVariable(name: "out", scope: !407, file: !2, line: 11, type: !43)
!420 = !DILocalVariable(name: "pos", scope: !407, file: !2, line: 14, type: !45)
!421 = !DILocalVariable(name: "cpos", scope: !407, file: !2, line: 14, type: !45)
!422 = !DILocalVariable(name: "chunk", scope: !407, file: !2, line: 14, type: !423)
!423 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !45)
!424 = !DILocalVariable(name: "ret", scope: !407, file: !2, line: 15, type: !61)
!425 = !DILocalVariable(name: "take", scope: !426, file: !2, line: 17, type: !45)
!426 = distinct !DILexicalBlock(scope: !407, file: !2, line: 16, column: 8)
!427 = !DILocalVariable(name: "flush", scope: !426, file: !2, line: 19, type: !61)
!428 = !DILocalVariable(name: "opos", scope: !407, file: !2, line: 25, type: !45)
!429 = !DILocalVariable(name: "ok", scope: !407, file: !2, line: 29, type: !61)
!430 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !431, line: 110, baseType: !432)
!431 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!432 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !431, line: 90, size: 896, elements: !433)
!433 = !{!434, !435, !436, !437, !438, !439, !440, !441, !444, !451, !456, !457, !458, !459}
!434 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !432, file: !431, line: 91, baseType: !62, size: 64)
!435 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !432, file: !431, line: 92, baseType: !55, size: 32, offset: 64)
!436 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !432, file: !431, line: 93, baseType: !58, size: 64, offset: 128)
!437 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !432, file: !431, line: 95, baseType: !62, size: 64, offset: 192)
!438 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !432, file: !431, line: 96, baseType: !55, size: 32, offset: 256)
!439 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !432, file: !431, line: 97, baseType: !58, size: 64, offset: 320)
!440 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !432, file: !431, line: 99, baseType: !184, size: 64, offset: 384)
!441 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !432, file: !431, line: 100, baseType: !442, size: 64, offset: 448)
!442 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !443, size: 64)
!443 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !431, line: 88, flags: DIFlagFwdDecl)
!444 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !432, file: !431, line: 102, baseType: !445, size: 64, offset: 512)
!445 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !431, line: 85, baseType: !446)
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 64)
!447 = !DISubroutineType(types: !448)
!448 = !{!449, !449, !55, !55}
!449 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !56, line: 421, baseType: !450)
!450 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !432, file: !431, line: 103, baseType: !452, size: 64, offset: 576)
!452 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !431, line: 86, baseType: !453)
!453 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !454, size: 64)
!454 = !DISubroutineType(types: !455)
!455 = !{null, !449, !449}
!456 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !432, file: !431, line: 104, baseType: !449, size: 64, offset: 640)
!457 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !432, file: !431, line: 106, baseType: !61, size: 32, offset: 704)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !432, file: !431, line: 108, baseType: !58, size: 64, offset: 768)
!459 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !432, file: !431, line: 109, baseType: !58, size: 64, offset: 832)
!460 = !DILocation(line: 0, scope: !407, inlinedAt: !461)
!461 = distinct !DILocation(line: 54, column: 18, scope: !198)
!462 = !DILocation(line: 11, column: 34, scope: !407, inlinedAt: !461)
!463 = !DILocation(line: 11, column: 58, scope: !407, inlinedAt: !461)
!464 = !DILocation(line: 11, column: 27, scope: !407, inlinedAt: !461)
!465 = !DILocation(line: 11, column: 72, scope: !407, inlinedAt: !461)
!466 = !DILocation(line: 12, column: 5, scope: !407, inlinedAt: !461)
!467 = !DILocation(line: 12, column: 18, scope: !407, inlinedAt: !461)
!468 = distinct !DIAssignID()
!469 = !DILocation(line: 13, column: 9, scope: !470, inlinedAt: !461)
!470 = distinct !DILexicalBlock(scope: !407, file: !2, line: 13, column: 9)
!471 = !DILocation(line: 13, column: 73, scope: !470, inlinedAt: !461)
!472 = !DILocation(line: 13, column: 9, scope: !407, inlinedAt: !461)
!473 = !DILocation(line: 17, column: 25, scope: !426, inlinedAt: !461)
!474 = !DILocation(line: 17, column: 23, scope: !426, inlinedAt: !461)
!475 = !DILocation(line: 0, scope: !426, inlinedAt: !461)
!476 = !DILocation(line: 18, column: 35, scope: !426, inlinedAt: !461)
!477 = !DILocation(line: 18, column: 20, scope: !426, inlinedAt: !461)
!478 = !{!479, !224, i64 0}
!479 = !{!"z_stream_s", !224, i64 0, !372, i64 8, !366, i64 16, !224, i64 24, !372, i64 32, !366, i64 40, !224, i64 48, !224, i64 56, !224, i64 64, !224, i64 72, !224, i64 80, !372, i64 88, !366, i64 96, !366, i64 104}
!480 = distinct !DIAssignID()
!481 = !DILocation(line: 18, column: 57, scope: !426, inlinedAt: !461)
!482 = !DILocation(line: 18, column: 55, scope: !426, inlinedAt: !461)
!483 = !{!479, !372, i64 8}
!484 = distinct !DIAssignID()
!485 = !DILocation(line: 18, column: 73, scope: !426, inlinedAt: !461)
!486 = !DILocation(line: 19, column: 25, scope: !426, inlinedAt: !461)
!487 = !DILocation(line: 19, column: 21, scope: !426, inlinedAt: !461)
!488 = !DILocation(line: 20, column: 9, scope: !426, inlinedAt: !461)
!489 = !DILocation(line: 20, column: 33, scope: !490, inlinedAt: !461)
!490 = distinct !DILexicalBlock(scope: !426, file: !2, line: 20, column: 12)
!491 = !DILocation(line: 20, column: 26, scope: !490, inlinedAt: !461)
!492 = !{!479, !224, i64 24}
!493 = distinct !DIAssignID()
!494 = !DILocation(line: 20, column: 54, scope: !490, inlinedAt: !461)
!495 = !{!479, !372, i64 32}
!496 = distinct !DIAssignID()
!497 = !DILocation(line: 20, column: 68, scope: !490, inlinedAt: !461)
!498 = !DILocation(line: 20, column: 107, scope: !490, inlinedAt: !461)
!499 = !DILocation(line: 20, column: 102, scope: !490, inlinedAt: !461)
!500 = !DILocation(line: 20, column: 97, scope: !490, inlinedAt: !461)
!501 = !DILocation(line: 20, column: 94, scope: !490, inlinedAt: !461)
!502 = !DILocation(line: 20, column: 140, scope: !426, inlinedAt: !461)
!503 = !DILocation(line: 20, column: 118, scope: !490, inlinedAt: !461)
!504 = distinct !{!504, !488, !505, !288}
!505 = !DILocation(line: 20, column: 144, scope: !426, inlinedAt: !461)
!506 = !DILocation(line: 21, column: 18, scope: !407, inlinedAt: !461)
!507 = !DILocation(line: 21, column: 5, scope: !426, inlinedAt: !461)
!508 = distinct !{!508, !509, !510, !288}
!509 = !DILocation(line: 16, column: 5, scope: !407, inlinedAt: !461)
!510 = !DILocation(line: 21, column: 21, scope: !407, inlinedAt: !461)
!511 = !DILocation(line: 22, column: 5, scope: !407, inlinedAt: !461)
!512 = !DILocation(line: 24, column: 5, scope: !407, inlinedAt: !461)
!513 = distinct !DIAssignID()
!514 = !DILocation(line: 24, column: 32, scope: !407, inlinedAt: !461)
!515 = !DILocation(line: 25, column: 16, scope: !407, inlinedAt: !461)
!516 = distinct !DIAssignID()
!517 = !DILocation(line: 25, column: 38, scope: !407, inlinedAt: !461)
!518 = !DILocation(line: 25, column: 36, scope: !407, inlinedAt: !461)
!519 = distinct !DIAssignID()
!520 = !DILocation(line: 26, column: 5, scope: !407, inlinedAt: !461)
!521 = !DILocation(line: 26, column: 28, scope: !522, inlinedAt: !461)
!522 = distinct !DILexicalBlock(scope: !407, file: !2, line: 26, column: 8)
!523 = !DILocation(line: 26, column: 22, scope: !522, inlinedAt: !461)
!524 = distinct !DIAssignID()
!525 = !DILocation(line: 26, column: 64, scope: !522, inlinedAt: !461)
!526 = !DILocation(line: 26, column: 58, scope: !522, inlinedAt: !461)
!527 = !DILocation(line: 26, column: 51, scope: !522, inlinedAt: !461)
!528 = !DILocation(line: 26, column: 49, scope: !522, inlinedAt: !461)
!529 = distinct !DIAssignID()
!530 = !DILocation(line: 26, column: 106, scope: !522, inlinedAt: !461)
!531 = !DILocation(line: 26, column: 142, scope: !522, inlinedAt: !461)
!532 = !{!479, !366, i64 40}
!533 = !DILocation(line: 26, column: 166, scope: !407, inlinedAt: !461)
!534 = !DILocation(line: 26, column: 153, scope: !522, inlinedAt: !461)
!535 = distinct !{!535, !520, !536, !288}
!536 = !DILocation(line: 26, column: 173, scope: !407, inlinedAt: !461)
!537 = !DILocation(line: 27, column: 5, scope: !407, inlinedAt: !461)
!538 = !DILocation(line: 28, column: 31, scope: !407, inlinedAt: !461)
!539 = !DILocation(line: 28, column: 16, scope: !407, inlinedAt: !461)
!540 = !DILocation(line: 29, column: 18, scope: !407, inlinedAt: !461)
!541 = !DILocation(line: 29, column: 34, scope: !407, inlinedAt: !461)
!542 = !DILocation(line: 29, column: 50, scope: !407, inlinedAt: !461)
!543 = !DILocation(line: 29, column: 69, scope: !407, inlinedAt: !461)
!544 = !DILocation(line: 30, column: 5, scope: !407, inlinedAt: !461)
!545 = !DILocation(line: 30, column: 17, scope: !407, inlinedAt: !461)
!546 = !DILocation(line: 32, column: 1, scope: !407, inlinedAt: !461)
!547 = !DILocation(line: 54, column: 69, scope: !198)
!548 = !DILocation(line: 54, column: 62, scope: !198)
!549 = !DILocation(line: 55, column: 87, scope: !550)
!550 = distinct !DILexicalBlock(scope: !198, file: !2, line: 55, column: 13)
!551 = !DILocation(line: 55, column: 84, scope: !550)
!552 = !DILocation(line: 55, column: 21, scope: !550)
!553 = !DILocation(line: 57, column: 5, scope: !180)
!554 = !DILocation(line: 58, column: 5, scope: !180)
!555 = !DILocation(line: 59, column: 5, scope: !180)
!556 = !DILocation(line: 60, column: 1, scope: !180)
!557 = !DISubprogram(name: "strcmp", scope: !558, file: !558, line: 156, type: !559, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!558 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!559 = !DISubroutineType(types: !560)
!560 = !{!61, !160, !160}
!561 = !DISubprogram(name: "malloc", scope: !562, file: !562, line: 553, type: !563, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!562 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!563 = !DISubroutineType(types: !564)
!564 = !{!450, !45}
!565 = !DISubprogram(name: "crc32", scope: !431, file: !431, line: 1848, type: !566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!566 = !DISubroutineType(types: !567)
!567 = !{!58, !58, !568, !55}
!568 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !569, size: 64)
!569 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !63)
!570 = !DISubprogram(name: "adler32", scope: !431, file: !431, line: 1809, type: !566, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!571 = !DISubprogram(name: "printf", scope: !572, file: !572, line: 356, type: !573, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!572 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!573 = !DISubroutineType(types: !574)
!574 = !{!61, !575, null}
!575 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !160)
!576 = !DISubprogram(name: "zlibVersion", scope: !431, file: !431, line: 224, type: !577, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!577 = !DISubroutineType(types: !578)
!578 = !{!160}
!579 = !DISubprogram(name: "compressBound", scope: !431, file: !431, line: 1307, type: !580, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!580 = !DISubroutineType(types: !581)
!581 = !{!58, !58}
!582 = !DISubprogram(name: "compress2", scope: !431, file: !431, line: 1288, type: !583, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!583 = !DISubroutineType(types: !584)
!584 = !{!61, !62, !585, !568, !58, !61}
!585 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !59, size: 64)
!586 = !DISubprogram(name: "uncompress", scope: !431, file: !431, line: 1315, type: !587, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!587 = !DISubroutineType(types: !588)
!588 = !{!61, !62, !585, !568, !58}
!589 = !DISubprogram(name: "free", scope: !562, file: !562, line: 568, type: !590, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!590 = !DISubroutineType(types: !591)
!591 = !{null, !450}
!592 = !DISubprogram(name: "strlen", scope: !558, file: !558, line: 407, type: !593, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!593 = !DISubroutineType(types: !594)
!594 = !{!47, !160}
!595 = !DISubprogram(name: "deflateInit2_", scope: !431, file: !431, line: 1907, type: !596, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DISubroutineType(types: !597)
!597 = !{!61, !598, !61, !61, !61, !61, !61, !160, !61}
!598 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !431, line: 112, baseType: !599)
!599 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !430, size: 64)
!600 = !DISubprogram(name: "deflate", scope: !431, file: !431, line: 254, type: !601, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!601 = !DISubroutineType(types: !602)
!602 = !{!61, !598, !61}
!603 = !DISubprogram(name: "deflateEnd", scope: !431, file: !431, line: 367, type: !604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!604 = !DISubroutineType(types: !605)
!605 = !{!61, !598}
!606 = !DISubprogram(name: "inflateInit2_", scope: !431, file: !431, line: 1911, type: !607, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!607 = !DISubroutineType(types: !608)
!608 = !{!61, !598, !61, !160, !61}
!609 = !DISubprogram(name: "inflate", scope: !431, file: !431, line: 405, type: !601, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!610 = !DISubprogram(name: "inflateEnd", scope: !431, file: !431, line: 525, type: !604, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
