; ModuleID = 'programs/utf16_surrogates.c'
source_filename = "programs/utf16_surrogates.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [58 x i8] c"code points=%d utf8 bytes=%d utf16 units=%d roundtrip=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"planes:\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [3 x i8] c"\C0\AF\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [4 x i8] c"\E0\80\AF\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [4 x i8] c"\ED\A0\80\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [5 x i8] c"\F4\90\80\80\00", align 1, !dbg !26
@.str.8 = private unnamed_addr constant [5 x i8] c"\F0\9F\98\80\00", align 1, !dbg !31
@.str.9 = private unnamed_addr constant [4 x i8] c"\E2\82\AC\00", align 1, !dbg !33
@.str.10 = private unnamed_addr constant [2 x i8] c"\80\00", align 1, !dbg !35
@__const.main.bad = private unnamed_addr constant [7 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 16
@.str.11 = private unnamed_addr constant [7 x i8] c"%d:%s \00", align 1, !dbg !40
@.str.12 = private unnamed_addr constant [8 x i8] c"invalid\00", align 1, !dbg !45
@.str.13 = private unnamed_addr constant [3 x i8] c"ok\00", align 1, !dbg !47
@.str.14 = private unnamed_addr constant [8 x i8] c"U+%04X \00", align 1, !dbg !49
@.str.15 = private unnamed_addr constant [37 x i8] c"\0AU+1F600 -> %04x %04x, bswap32 %08x\0A\00", align 1, !dbg !51
@dec8.minv = internal unnamed_addr constant [5 x i32] [i32 0, i32 0, i32 128, i32 2048, i32 65536], align 16, !dbg !56

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !100 {
  %1 = alloca [2000 x i32], align 16, !DIAssignID !155
    #dbg_assign(i1 undef, !104, !DIExpression(), !155, ptr %1, !DIExpression(), !156)
  %2 = alloca [10000 x i8], align 16, !DIAssignID !157
    #dbg_assign(i1 undef, !111, !DIExpression(), !157, ptr %2, !DIExpression(), !156)
  %3 = alloca [5000 x i16], align 16, !DIAssignID !158
    #dbg_assign(i1 undef, !118, !DIExpression(), !158, ptr %3, !DIExpression(), !156)
  %4 = alloca [17 x i32], align 16, !DIAssignID !159
    #dbg_assign(i1 undef, !123, !DIExpression(), !159, ptr %4, !DIExpression(), !156)
  %5 = alloca [10000 x i8], align 16, !DIAssignID !160
    #dbg_assign(i1 undef, !133, !DIExpression(), !160, ptr %5, !DIExpression(), !156)
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %1) #7, !dbg !161
    #dbg_value(i32 0, !108, !DIExpression(), !156)
    #dbg_value(i32 0, !109, !DIExpression(), !162)
  br label %10, !dbg !163

6:                                                ; preds = %19
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %2) #7, !dbg !164
    #dbg_value(i32 0, !115, !DIExpression(), !156)
    #dbg_value(i32 0, !116, !DIExpression(), !165)
  %7 = icmp sgt i32 %20, 0, !dbg !166
  br i1 %7, label %8, label %27, !dbg !168

8:                                                ; preds = %6
  %9 = zext nneg i32 %20 to i64, !dbg !166
  br label %29, !dbg !168

10:                                               ; preds = %0, %19
  %11 = phi i32 [ 0, %0 ], [ %20, %19 ]
  %12 = phi i32 [ 0, %0 ], [ %23, %19 ]
    #dbg_value(i32 %11, !108, !DIExpression(), !156)
    #dbg_value(i32 %12, !109, !DIExpression(), !162)
  %13 = add nsw i32 %12, -57344, !dbg !169
  %14 = icmp ult i32 %13, -2048, !dbg !169
  br i1 %14, label %15, label %19, !dbg !169

15:                                               ; preds = %10
  %16 = add nsw i32 %11, 1, !dbg !172
    #dbg_value(i32 %16, !108, !DIExpression(), !156)
  %17 = sext i32 %11 to i64, !dbg !173
  %18 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %17, !dbg !173
  store i32 %12, ptr %18, align 4, !dbg !174, !tbaa !175
  br label %19, !dbg !173

19:                                               ; preds = %15, %10
  %20 = phi i32 [ %16, %15 ], [ %11, %10 ], !dbg !156
    #dbg_value(i32 %20, !108, !DIExpression(), !156)
  %21 = lshr i32 %12, 10, !dbg !179
  %22 = add nuw nsw i32 %12, 693, !dbg !180
  %23 = add nuw nsw i32 %22, %21, !dbg !181
    #dbg_value(i32 %23, !109, !DIExpression(), !162)
  %24 = icmp ult i32 %23, 1114112, !dbg !182
  %25 = icmp slt i32 %20, 2000, !dbg !183
  %26 = select i1 %24, i1 %25, i1 false, !dbg !183
  br i1 %26, label %10, label %6, !dbg !163, !llvm.loop !184

27:                                               ; preds = %6
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %3) #7, !dbg !187
    #dbg_value(i32 0, !122, !DIExpression(), !156)
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %4) #7, !dbg !188
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(68) %4, i8 0, i64 68, i1 false), !dbg !189, !DIAssignID !190
    #dbg_assign(i8 0, !123, !DIExpression(), !190, ptr %4, !DIExpression(), !156)
    #dbg_value(i32 0, !127, !DIExpression(), !191)
    #dbg_value(i32 poison, !129, !DIExpression(), !192)
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %5) #7, !dbg !193
    #dbg_value(i32 0, !135, !DIExpression(), !194)
    #dbg_value(i32 poison, !137, !DIExpression(), !195)
    #dbg_value(i32 0, !134, !DIExpression(), !156)
  br label %274, !dbg !196

28:                                               ; preds = %81
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %3) #7, !dbg !187
    #dbg_value(i32 0, !122, !DIExpression(), !156)
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %4) #7, !dbg !188
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(68) %4, i8 0, i64 68, i1 false), !dbg !189, !DIAssignID !190
    #dbg_assign(i8 0, !123, !DIExpression(), !190, ptr %4, !DIExpression(), !156)
    #dbg_value(i32 0, !127, !DIExpression(), !191)
    #dbg_value(i32 poison, !129, !DIExpression(), !192)
  br label %86, !dbg !197

29:                                               ; preds = %8, %81
  %30 = phi i64 [ 0, %8 ], [ %84, %81 ]
  %31 = phi i32 [ 0, %8 ], [ %83, %81 ]
    #dbg_value(i64 %30, !116, !DIExpression(), !165)
    #dbg_value(i32 %31, !115, !DIExpression(), !156)
  %32 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %30, !dbg !198
  %33 = load i32, ptr %32, align 4, !dbg !198, !tbaa !175
  %34 = zext nneg i32 %31 to i64, !dbg !199
  %35 = getelementptr inbounds i8, ptr %2, i64 %34, !dbg !199
    #dbg_value(i32 %33, !200, !DIExpression(), !207)
    #dbg_value(ptr %35, !206, !DIExpression(), !207)
  %36 = icmp ult i32 %33, 128, !dbg !209
  br i1 %36, label %37, label %39, !dbg !211

37:                                               ; preds = %29
  %38 = trunc nuw nsw i32 %33 to i8, !dbg !212
  store i8 %38, ptr %35, align 1, !dbg !214, !tbaa !215
  br label %81, !dbg !216

39:                                               ; preds = %29
  %40 = icmp ult i32 %33, 2048, !dbg !217
  br i1 %40, label %41, label %49, !dbg !219

41:                                               ; preds = %39
  %42 = lshr i32 %33, 6, !dbg !220
  %43 = trunc nuw i32 %42 to i8, !dbg !222
  %44 = or disjoint i8 %43, -64, !dbg !222
  store i8 %44, ptr %35, align 1, !dbg !223, !tbaa !215
  %45 = trunc i32 %33 to i8, !dbg !224
  %46 = and i8 %45, 63, !dbg !224
  %47 = or disjoint i8 %46, -128, !dbg !224
  %48 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !225
  store i8 %47, ptr %48, align 1, !dbg !226, !tbaa !215
  br label %81, !dbg !227

49:                                               ; preds = %39
  %50 = icmp ult i32 %33, 65536, !dbg !228
  %51 = getelementptr inbounds i8, ptr %35, i64 1, !dbg !207
  br i1 %50, label %52, label %64, !dbg !230

52:                                               ; preds = %49
  %53 = lshr i32 %33, 12, !dbg !231
  %54 = trunc nuw i32 %53 to i8, !dbg !233
  %55 = or disjoint i8 %54, -32, !dbg !233
  store i8 %55, ptr %35, align 1, !dbg !234, !tbaa !215
  %56 = lshr i32 %33, 6, !dbg !235
  %57 = trunc i32 %56 to i8, !dbg !236
  %58 = and i8 %57, 63, !dbg !236
  %59 = or disjoint i8 %58, -128, !dbg !236
  store i8 %59, ptr %51, align 1, !dbg !237, !tbaa !215
  %60 = trunc i32 %33 to i8, !dbg !238
  %61 = and i8 %60, 63, !dbg !238
  %62 = or disjoint i8 %61, -128, !dbg !238
  %63 = getelementptr inbounds i8, ptr %35, i64 2, !dbg !239
  store i8 %62, ptr %63, align 1, !dbg !240, !tbaa !215
  br label %81, !dbg !241

64:                                               ; preds = %49
  %65 = lshr i32 %33, 18, !dbg !242
  %66 = trunc i32 %65 to i8, !dbg !243
  %67 = or i8 %66, -16, !dbg !243
  store i8 %67, ptr %35, align 1, !dbg !244, !tbaa !215
  %68 = lshr i32 %33, 12, !dbg !245
  %69 = trunc i32 %68 to i8, !dbg !246
  %70 = and i8 %69, 63, !dbg !246
  %71 = or disjoint i8 %70, -128, !dbg !246
  store i8 %71, ptr %51, align 1, !dbg !247, !tbaa !215
  %72 = lshr i32 %33, 6, !dbg !248
  %73 = trunc i32 %72 to i8, !dbg !249
  %74 = and i8 %73, 63, !dbg !249
  %75 = or disjoint i8 %74, -128, !dbg !249
  %76 = getelementptr inbounds i8, ptr %35, i64 2, !dbg !250
  store i8 %75, ptr %76, align 1, !dbg !251, !tbaa !215
  %77 = trunc i32 %33 to i8, !dbg !252
  %78 = and i8 %77, 63, !dbg !252
  %79 = or disjoint i8 %78, -128, !dbg !252
  %80 = getelementptr inbounds i8, ptr %35, i64 3, !dbg !253
  store i8 %79, ptr %80, align 1, !dbg !254, !tbaa !215
  br label %81, !dbg !255

81:                                               ; preds = %37, %41, %52, %64
  %82 = phi i32 [ 1, %37 ], [ 2, %41 ], [ 3, %52 ], [ 4, %64 ], !dbg !207
  %83 = add nuw nsw i32 %82, %31, !dbg !256
    #dbg_value(i32 %83, !115, !DIExpression(), !156)
  %84 = add nuw nsw i64 %30, 1, !dbg !257
    #dbg_value(i64 %84, !116, !DIExpression(), !165)
  %85 = icmp eq i64 %84, %9, !dbg !166
  br i1 %85, label %28, label %29, !dbg !168, !llvm.loop !258

86:                                               ; preds = %28, %182
  %87 = phi i32 [ %184, %182 ], [ 0, %28 ]
  %88 = phi i32 [ %188, %182 ], [ 0, %28 ]
    #dbg_value(i32 %87, !127, !DIExpression(), !191)
    #dbg_value(i32 %88, !122, !DIExpression(), !156)
  %89 = zext nneg i32 %87 to i64, !dbg !260
  %90 = getelementptr inbounds i8, ptr %2, i64 %89, !dbg !260
  %91 = sub nsw i32 %83, %87, !dbg !261
    #dbg_value(ptr %90, !83, !DIExpression(), !262)
    #dbg_value(i32 %91, !84, !DIExpression(), !262)
    #dbg_value(ptr undef, !85, !DIExpression(), !262)
  %92 = icmp slt i32 %91, 1, !dbg !264
  br i1 %92, label %432, label %93, !dbg !266

93:                                               ; preds = %86
  %94 = load i8, ptr %90, align 1, !dbg !267, !tbaa !215
  %95 = zext i8 %94 to i32, !dbg !267
    #dbg_value(i32 %95, !86, !DIExpression(), !262)
  %96 = icmp sgt i8 %94, -1, !dbg !268
  br i1 %96, label %97, label %101, !dbg !270

97:                                               ; preds = %93
    #dbg_value(i32 %95, !129, !DIExpression(), !192)
    #dbg_value(i32 1, !132, !DIExpression(), !192)
  %98 = add nuw nsw i32 %87, 1, !dbg !271
    #dbg_value(i32 %98, !127, !DIExpression(), !191)
  %99 = zext nneg i32 %88 to i64, !dbg !272
  %100 = getelementptr inbounds i16, ptr %3, i64 %99, !dbg !272
    #dbg_value(i32 %95, !273, !DIExpression(), !280)
    #dbg_value(ptr %100, !279, !DIExpression(), !280)
  br label %168, !dbg !282

101:                                              ; preds = %93
  %102 = and i32 %95, 224, !dbg !283
  %103 = icmp eq i32 %102, 192, !dbg !284
  br i1 %103, label %111, label %104, !dbg !285

104:                                              ; preds = %101
  %105 = and i32 %95, 240, !dbg !286
  %106 = icmp eq i32 %105, 224, !dbg !287
  br i1 %106, label %111, label %107, !dbg !288

107:                                              ; preds = %104
  %108 = and i32 %95, 248, !dbg !289
  %109 = icmp eq i32 %108, 240, !dbg !290
  %110 = select i1 %109, i32 4, i32 0, !dbg !291
  br label %111, !dbg !288

111:                                              ; preds = %107, %104, %101
  %112 = phi i32 [ 2, %101 ], [ %110, %107 ], [ 3, %104 ], !dbg !285
    #dbg_value(i32 %112, !87, !DIExpression(), !262)
  %113 = add nsw i32 %112, -1, !dbg !292
  %114 = icmp ult i32 %113, %91, !dbg !292
  br i1 %114, label %115, label %432, !dbg !292

115:                                              ; preds = %111
  %116 = lshr i32 127, %112, !dbg !294
  %117 = and i32 %116, %95, !dbg !295
    #dbg_value(i32 %117, !86, !DIExpression(), !262)
    #dbg_value(i32 1, !88, !DIExpression(), !296)
  %118 = icmp ugt i32 %112, 1, !dbg !297
  br i1 %118, label %119, label %152, !dbg !299

119:                                              ; preds = %115
  %120 = zext nneg i32 %112 to i64, !dbg !297
    #dbg_value(i64 1, !88, !DIExpression(), !296)
    #dbg_value(i32 %117, !86, !DIExpression(), !262)
  %121 = getelementptr inbounds i8, ptr %90, i64 1, !dbg !300
  %122 = load i8, ptr %121, align 1, !dbg !300, !tbaa !215
  %123 = zext i8 %122 to i32, !dbg !300
  %124 = and i32 %123, 192, !dbg !303
  %125 = icmp eq i32 %124, 128, !dbg !304
  br i1 %125, label %126, label %432, !dbg !305

126:                                              ; preds = %119
  %127 = shl nuw nsw i32 %117, 6, !dbg !306
  %128 = and i32 %123, 63, !dbg !307
  %129 = or disjoint i32 %128, %127, !dbg !308
    #dbg_value(i32 %129, !86, !DIExpression(), !262)
    #dbg_value(i64 2, !88, !DIExpression(), !296)
  %130 = icmp eq i32 %112, 2, !dbg !297
  br i1 %130, label %152, label %131, !dbg !299, !llvm.loop !309

131:                                              ; preds = %126
    #dbg_value(i64 2, !88, !DIExpression(), !296)
    #dbg_value(i32 %129, !86, !DIExpression(), !262)
  %132 = getelementptr inbounds i8, ptr %90, i64 2, !dbg !300
  %133 = load i8, ptr %132, align 1, !dbg !300, !tbaa !215
  %134 = zext i8 %133 to i32, !dbg !300
  %135 = and i32 %134, 192, !dbg !303
  %136 = icmp eq i32 %135, 128, !dbg !304
  br i1 %136, label %137, label %432, !dbg !305

137:                                              ; preds = %131
  %138 = shl nuw nsw i32 %129, 6, !dbg !306
  %139 = and i32 %134, 63, !dbg !307
  %140 = or disjoint i32 %139, %138, !dbg !308
    #dbg_value(i32 %140, !86, !DIExpression(), !262)
    #dbg_value(i64 3, !88, !DIExpression(), !296)
  %141 = icmp eq i32 %112, 3, !dbg !297
  br i1 %141, label %152, label %142, !dbg !299, !llvm.loop !309

142:                                              ; preds = %137
    #dbg_value(i64 3, !88, !DIExpression(), !296)
    #dbg_value(i32 %140, !86, !DIExpression(), !262)
  %143 = getelementptr inbounds i8, ptr %90, i64 3, !dbg !300
  %144 = load i8, ptr %143, align 1, !dbg !300, !tbaa !215
  %145 = zext i8 %144 to i32, !dbg !300
  %146 = and i32 %145, 192, !dbg !303
  %147 = icmp eq i32 %146, 128, !dbg !304
  br i1 %147, label %148, label %432, !dbg !305

148:                                              ; preds = %142
  %149 = shl nuw nsw i32 %140, 6, !dbg !306
  %150 = and i32 %145, 63, !dbg !307
  %151 = or disjoint i32 %150, %149, !dbg !308
    #dbg_value(i32 %151, !86, !DIExpression(), !262)
    #dbg_value(i64 4, !88, !DIExpression(), !296)
  br label %152

152:                                              ; preds = %126, %137, %148, %115
  %153 = phi i64 [ 1, %115 ], [ %120, %148 ], [ %120, %137 ], [ %120, %126 ], !dbg !311
  %154 = phi i32 [ %117, %115 ], [ %129, %126 ], [ %140, %137 ], [ %151, %148 ], !dbg !262
  %155 = getelementptr inbounds [5 x i32], ptr @dec8.minv, i64 0, i64 %153, !dbg !311
  %156 = load i32, ptr %155, align 4, !dbg !311, !tbaa !175
  %157 = icmp ult i32 %154, %156, !dbg !313
  %158 = icmp ugt i32 %154, 1114111
  %159 = or i1 %158, %157, !dbg !314
  %160 = and i32 %154, 2095104
  %161 = icmp eq i32 %160, 55296
  %162 = or i1 %161, %159, !dbg !314
  br i1 %162, label %432, label %163, !dbg !314

163:                                              ; preds = %152
    #dbg_value(i32 %154, !129, !DIExpression(), !192)
    #dbg_value(i32 %112, !132, !DIExpression(), !192)
  %164 = add nuw nsw i32 %112, %87, !dbg !271
    #dbg_value(i32 %164, !127, !DIExpression(), !191)
  %165 = zext nneg i32 %88 to i64, !dbg !272
  %166 = getelementptr inbounds i16, ptr %3, i64 %165, !dbg !272
    #dbg_value(i32 %154, !273, !DIExpression(), !280)
    #dbg_value(ptr %166, !279, !DIExpression(), !280)
  %167 = icmp ult i32 %154, 65536, !dbg !315
  br i1 %167, label %168, label %173, !dbg !282

168:                                              ; preds = %97, %163
  %169 = phi ptr [ %100, %97 ], [ %166, %163 ]
  %170 = phi i32 [ %98, %97 ], [ %164, %163 ]
  %171 = phi i32 [ %95, %97 ], [ %154, %163 ]
  %172 = trunc nuw i32 %171 to i16, !dbg !317
  br label %182, !dbg !319

173:                                              ; preds = %163
  %174 = add nuw nsw i32 %154, 16711680, !dbg !320
    #dbg_value(i32 %154, !273, !DIExpression(DW_OP_constu, 65536, DW_OP_minus, DW_OP_stack_value), !280)
  %175 = lshr i32 %174, 10, !dbg !321
  %176 = trunc nuw i32 %175 to i16, !dbg !322
  %177 = or i16 %176, -10240, !dbg !322
  %178 = trunc i32 %154 to i16, !dbg !323
  %179 = and i16 %178, 1023, !dbg !323
  %180 = or disjoint i16 %179, -9216, !dbg !323
  %181 = getelementptr inbounds i8, ptr %166, i64 2, !dbg !324
  store i16 %180, ptr %181, align 2, !dbg !325, !tbaa !326
  br label %182, !dbg !328

182:                                              ; preds = %173, %168
  %183 = phi ptr [ %169, %168 ], [ %166, %173 ]
  %184 = phi i32 [ %170, %168 ], [ %164, %173 ]
  %185 = phi i32 [ %171, %168 ], [ %154, %173 ]
  %186 = phi i16 [ %172, %168 ], [ %177, %173 ], !dbg !329
  %187 = phi i32 [ 1, %168 ], [ 2, %173 ], !dbg !329
  store i16 %186, ptr %183, align 2, !dbg !329
  %188 = add nuw nsw i32 %187, %88, !dbg !330
    #dbg_value(i32 %188, !122, !DIExpression(), !156)
  %189 = lshr i32 %185, 16, !dbg !331
  %190 = zext nneg i32 %189 to i64, !dbg !332
  %191 = getelementptr inbounds [17 x i32], ptr %4, i64 0, i64 %190, !dbg !332
  %192 = load i32, ptr %191, align 4, !dbg !333, !tbaa !175
  %193 = add nsw i32 %192, 1, !dbg !333
  store i32 %193, ptr %191, align 4, !dbg !333, !tbaa !175
    #dbg_value(i32 poison, !129, !DIExpression(), !192)
    #dbg_value(i32 %184, !127, !DIExpression(), !191)
  %194 = icmp slt i32 %184, %83, !dbg !334
  br i1 %194, label %86, label %195, !dbg !197, !llvm.loop !335

195:                                              ; preds = %182
  call void @llvm.lifetime.start.p0(i64 10000, ptr nonnull %5) #7, !dbg !193
    #dbg_value(i32 0, !134, !DIExpression(), !156)
    #dbg_value(i32 0, !135, !DIExpression(), !194)
    #dbg_value(i32 poison, !137, !DIExpression(), !195)
  br label %196, !dbg !337

196:                                              ; preds = %195, %268
  %197 = phi i32 [ %220, %268 ], [ 0, %195 ]
  %198 = phi i32 [ %270, %268 ], [ 0, %195 ]
    #dbg_value(i32 %197, !135, !DIExpression(), !194)
    #dbg_value(i32 %198, !134, !DIExpression(), !156)
  %199 = zext nneg i32 %197 to i64, !dbg !338
  %200 = getelementptr inbounds i16, ptr %3, i64 %199, !dbg !338
    #dbg_value(ptr %200, !339, !DIExpression(), !348)
    #dbg_value(!DIArgList(i32 %188, i32 %197), !346, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_minus, DW_OP_stack_value), !348)
    #dbg_value(ptr undef, !347, !DIExpression(), !348)
  %201 = load i16, ptr %200, align 2, !dbg !350, !tbaa !326
  %202 = zext i16 %201 to i32, !dbg !350
  %203 = and i16 %201, -1024, !dbg !352
  switch i16 %203, label %217 [
    i16 -10240, label %204
    i16 -9216, label %430
  ], !dbg !352

204:                                              ; preds = %196
  %205 = sub nsw i32 %188, %197, !dbg !353
    #dbg_value(i32 %205, !346, !DIExpression(), !348)
  %206 = icmp slt i32 %205, 2, !dbg !354
  br i1 %206, label %430, label %207, !dbg !357

207:                                              ; preds = %204
  %208 = getelementptr inbounds i8, ptr %200, i64 2, !dbg !358
  %209 = load i16, ptr %208, align 2, !dbg !358, !tbaa !326
  %210 = add i16 %209, 8192, !dbg !359
  %211 = icmp ult i16 %210, -1024, !dbg !359
  br i1 %211, label %430, label %212, !dbg !359

212:                                              ; preds = %207
  %213 = zext i16 %209 to i32, !dbg !358
  %214 = shl nuw nsw i32 %202, 10, !dbg !360
  %215 = add nsw i32 %214, -56613888, !dbg !361
  %216 = add nuw nsw i32 %215, %213, !dbg !361
  br label %217, !dbg !362

217:                                              ; preds = %196, %212
  %218 = phi i32 [ %216, %212 ], [ %202, %196 ]
  %219 = phi i32 [ 2, %212 ], [ 1, %196 ], !dbg !348
    #dbg_value(i32 %218, !137, !DIExpression(), !195)
    #dbg_value(i32 %219, !140, !DIExpression(), !195)
  %220 = add nuw nsw i32 %219, %197, !dbg !363
    #dbg_value(i32 %220, !135, !DIExpression(), !194)
  %221 = zext nneg i32 %198 to i64, !dbg !364
  %222 = getelementptr inbounds i8, ptr %5, i64 %221, !dbg !364
    #dbg_value(i32 %218, !200, !DIExpression(), !365)
    #dbg_value(ptr %222, !206, !DIExpression(), !365)
  %223 = icmp ult i32 %218, 128, !dbg !367
  br i1 %223, label %224, label %226, !dbg !368

224:                                              ; preds = %217
  %225 = trunc nuw nsw i32 %218 to i8, !dbg !369
  store i8 %225, ptr %222, align 1, !dbg !370, !tbaa !215
  br label %268, !dbg !371

226:                                              ; preds = %217
  %227 = icmp ult i32 %218, 2048, !dbg !372
  br i1 %227, label %228, label %236, !dbg !373

228:                                              ; preds = %226
  %229 = lshr i32 %218, 6, !dbg !374
  %230 = trunc nuw i32 %229 to i8, !dbg !375
  %231 = or disjoint i8 %230, -64, !dbg !375
  store i8 %231, ptr %222, align 1, !dbg !376, !tbaa !215
  %232 = trunc i32 %218 to i8, !dbg !377
  %233 = and i8 %232, 63, !dbg !377
  %234 = or disjoint i8 %233, -128, !dbg !377
  %235 = getelementptr inbounds i8, ptr %222, i64 1, !dbg !378
  store i8 %234, ptr %235, align 1, !dbg !379, !tbaa !215
  br label %268, !dbg !380

236:                                              ; preds = %226
  %237 = icmp ult i32 %218, 65536, !dbg !381
  %238 = getelementptr inbounds i8, ptr %222, i64 1, !dbg !365
  br i1 %237, label %239, label %251, !dbg !382

239:                                              ; preds = %236
  %240 = lshr i32 %218, 12, !dbg !383
  %241 = trunc nuw i32 %240 to i8, !dbg !384
  %242 = or disjoint i8 %241, -32, !dbg !384
  store i8 %242, ptr %222, align 1, !dbg !385, !tbaa !215
  %243 = lshr i32 %218, 6, !dbg !386
  %244 = trunc i32 %243 to i8, !dbg !387
  %245 = and i8 %244, 63, !dbg !387
  %246 = or disjoint i8 %245, -128, !dbg !387
  store i8 %246, ptr %238, align 1, !dbg !388, !tbaa !215
  %247 = trunc i32 %218 to i8, !dbg !389
  %248 = and i8 %247, 63, !dbg !389
  %249 = or disjoint i8 %248, -128, !dbg !389
  %250 = getelementptr inbounds i8, ptr %222, i64 2, !dbg !390
  store i8 %249, ptr %250, align 1, !dbg !391, !tbaa !215
  br label %268, !dbg !392

251:                                              ; preds = %236
  %252 = lshr i32 %218, 18, !dbg !393
  %253 = trunc i32 %252 to i8, !dbg !394
  %254 = or i8 %253, -16, !dbg !394
  store i8 %254, ptr %222, align 1, !dbg !395, !tbaa !215
  %255 = lshr i32 %218, 12, !dbg !396
  %256 = trunc i32 %255 to i8, !dbg !397
  %257 = and i8 %256, 63, !dbg !397
  %258 = or disjoint i8 %257, -128, !dbg !397
  store i8 %258, ptr %238, align 1, !dbg !398, !tbaa !215
  %259 = lshr i32 %218, 6, !dbg !399
  %260 = trunc i32 %259 to i8, !dbg !400
  %261 = and i8 %260, 63, !dbg !400
  %262 = or disjoint i8 %261, -128, !dbg !400
  %263 = getelementptr inbounds i8, ptr %222, i64 2, !dbg !401
  store i8 %262, ptr %263, align 1, !dbg !402, !tbaa !215
  %264 = trunc i32 %218 to i8, !dbg !403
  %265 = and i8 %264, 63, !dbg !403
  %266 = or disjoint i8 %265, -128, !dbg !403
  %267 = getelementptr inbounds i8, ptr %222, i64 3, !dbg !404
  store i8 %266, ptr %267, align 1, !dbg !405, !tbaa !215
  br label %268, !dbg !406

268:                                              ; preds = %251, %239, %228, %224
  %269 = phi i32 [ 1, %224 ], [ 2, %228 ], [ 3, %239 ], [ 4, %251 ], !dbg !365
  %270 = add nuw nsw i32 %269, %198, !dbg !407
    #dbg_value(i32 poison, !137, !DIExpression(), !195)
    #dbg_value(i32 %220, !135, !DIExpression(), !194)
    #dbg_value(i32 %270, !134, !DIExpression(), !156)
  %271 = icmp ult i32 %220, %188, !dbg !408
  br i1 %271, label %196, label %272, !dbg !337, !llvm.loop !409

272:                                              ; preds = %268
    #dbg_value(i32 %270, !134, !DIExpression(), !156)
  %273 = icmp eq i32 %270, %83, !dbg !411
  br i1 %273, label %274, label %281, !dbg !196

274:                                              ; preds = %27, %272
  %275 = phi i32 [ 0, %27 ], [ %83, %272 ]
  %276 = phi i32 [ 0, %27 ], [ %188, %272 ]
  %277 = zext nneg i32 %275 to i64, !dbg !412
  %278 = call i32 @bcmp(ptr nonnull %5, ptr nonnull %2, i64 %277), !dbg !413
  %279 = icmp eq i32 %278, 0, !dbg !414
  %280 = zext i1 %279 to i32, !dbg !196
  br label %281

281:                                              ; preds = %274, %272
  %282 = phi i32 [ %83, %272 ], [ %275, %274 ]
  %283 = phi i32 [ %188, %272 ], [ %276, %274 ]
  %284 = phi i32 [ 0, %272 ], [ %280, %274 ], !dbg !156
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %20, i32 noundef %282, i32 noundef %283, i32 noundef %284), !dbg !415
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !416
    #dbg_value(i64 0, !141, !DIExpression(), !417)
  %287 = load i32, ptr %4, align 16, !dbg !418, !tbaa !175
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %287), !dbg !420
    #dbg_value(i64 1, !141, !DIExpression(), !417)
  %289 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !418
  %290 = load i32, ptr %289, align 4, !dbg !418, !tbaa !175
  %291 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %290), !dbg !420
    #dbg_value(i64 2, !141, !DIExpression(), !417)
  %292 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !418
  %293 = load i32, ptr %292, align 8, !dbg !418, !tbaa !175
  %294 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %293), !dbg !420
    #dbg_value(i64 3, !141, !DIExpression(), !417)
  %295 = getelementptr inbounds i8, ptr %4, i64 12, !dbg !418
  %296 = load i32, ptr %295, align 4, !dbg !418, !tbaa !175
  %297 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %296), !dbg !420
    #dbg_value(i64 4, !141, !DIExpression(), !417)
  %298 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !418
  %299 = load i32, ptr %298, align 16, !dbg !418, !tbaa !175
  %300 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %299), !dbg !420
    #dbg_value(i64 5, !141, !DIExpression(), !417)
  %301 = getelementptr inbounds i8, ptr %4, i64 20, !dbg !418
  %302 = load i32, ptr %301, align 4, !dbg !418, !tbaa !175
  %303 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %302), !dbg !420
    #dbg_value(i64 6, !141, !DIExpression(), !417)
  %304 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !418
  %305 = load i32, ptr %304, align 8, !dbg !418, !tbaa !175
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %305), !dbg !420
    #dbg_value(i64 7, !141, !DIExpression(), !417)
  %307 = getelementptr inbounds i8, ptr %4, i64 28, !dbg !418
  %308 = load i32, ptr %307, align 4, !dbg !418, !tbaa !175
  %309 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %308), !dbg !420
    #dbg_value(i64 8, !141, !DIExpression(), !417)
  %310 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !418
  %311 = load i32, ptr %310, align 16, !dbg !418, !tbaa !175
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %311), !dbg !420
    #dbg_value(i64 9, !141, !DIExpression(), !417)
  %313 = getelementptr inbounds i8, ptr %4, i64 36, !dbg !418
  %314 = load i32, ptr %313, align 4, !dbg !418, !tbaa !175
  %315 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %314), !dbg !420
    #dbg_value(i64 10, !141, !DIExpression(), !417)
  %316 = getelementptr inbounds i8, ptr %4, i64 40, !dbg !418
  %317 = load i32, ptr %316, align 8, !dbg !418, !tbaa !175
  %318 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %317), !dbg !420
    #dbg_value(i64 11, !141, !DIExpression(), !417)
  %319 = getelementptr inbounds i8, ptr %4, i64 44, !dbg !418
  %320 = load i32, ptr %319, align 4, !dbg !418, !tbaa !175
  %321 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %320), !dbg !420
    #dbg_value(i64 12, !141, !DIExpression(), !417)
  %322 = getelementptr inbounds i8, ptr %4, i64 48, !dbg !418
  %323 = load i32, ptr %322, align 16, !dbg !418, !tbaa !175
  %324 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %323), !dbg !420
    #dbg_value(i64 13, !141, !DIExpression(), !417)
  %325 = getelementptr inbounds i8, ptr %4, i64 52, !dbg !418
  %326 = load i32, ptr %325, align 4, !dbg !418, !tbaa !175
  %327 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %326), !dbg !420
    #dbg_value(i64 14, !141, !DIExpression(), !417)
  %328 = getelementptr inbounds i8, ptr %4, i64 56, !dbg !418
  %329 = load i32, ptr %328, align 8, !dbg !418, !tbaa !175
  %330 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %329), !dbg !420
    #dbg_value(i64 15, !141, !DIExpression(), !417)
  %331 = getelementptr inbounds i8, ptr %4, i64 60, !dbg !418
  %332 = load i32, ptr %331, align 4, !dbg !418, !tbaa !175
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %332), !dbg !420
    #dbg_value(i64 16, !141, !DIExpression(), !417)
  %334 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !418
  %335 = load i32, ptr %334, align 16, !dbg !418, !tbaa !175
  %336 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %335), !dbg !420
    #dbg_value(i64 17, !141, !DIExpression(), !417)
  %337 = tail call i32 @putchar(i32 10), !dbg !421
    #dbg_assign(i1 undef, !143, !DIExpression(), !422, ptr @__const.main.bad, !DIExpression(), !156)
    #dbg_value(i32 0, !147, !DIExpression(), !423)
  br label %341, !dbg !424

338:                                              ; preds = %427
    #dbg_value(ptr undef, !279, !DIExpression(), !425)
    #dbg_value(i32 128512, !273, !DIExpression(DW_OP_constu, 65536, DW_OP_minus, DW_OP_stack_value), !425)
    #dbg_value(i16 -8704, !153, !DIExpression(DW_OP_LLVM_fragment, 16, 16), !156)
    #dbg_value(i16 -10179, !153, !DIExpression(DW_OP_LLVM_fragment, 0, 16), !156)
  %339 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, i32 noundef 55357, i32 noundef 56832, i32 noundef 16122112), !dbg !427
  %340 = and i32 %283, 127, !dbg !428
  br label %430

341:                                              ; preds = %281, %427
  %342 = phi i64 [ 0, %281 ], [ %428, %427 ]
    #dbg_value(i64 %342, !147, !DIExpression(), !423)
    #dbg_value(i32 0, !149, !DIExpression(), !429)
  %343 = getelementptr inbounds [7 x ptr], ptr @__const.main.bad, i64 0, i64 %342, !dbg !430
  %344 = load ptr, ptr %343, align 8, !dbg !430, !tbaa !431
  %345 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %344) #8, !dbg !433
  %346 = trunc i64 %345 to i32, !dbg !434
    #dbg_value(ptr %344, !83, !DIExpression(), !435)
    #dbg_value(i32 %346, !84, !DIExpression(), !435)
    #dbg_value(ptr undef, !85, !DIExpression(), !435)
  %347 = icmp slt i32 %346, 1, !dbg !437
  br i1 %347, label %417, label %348, !dbg !438

348:                                              ; preds = %341
  %349 = load i8, ptr %344, align 1, !dbg !439, !tbaa !215
  %350 = zext i8 %349 to i32, !dbg !439
    #dbg_value(i32 %350, !86, !DIExpression(), !435)
  %351 = icmp sgt i8 %349, -1, !dbg !440
  br i1 %351, label %352, label %355, !dbg !441

352:                                              ; preds = %348
    #dbg_value(i32 %350, !149, !DIExpression(), !429)
    #dbg_value(i32 1, !152, !DIExpression(), !429)
  %353 = trunc nuw nsw i64 %342 to i32, !dbg !442
  %354 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %353, ptr noundef nonnull @.str.13), !dbg !442
  br label %424, !dbg !443

355:                                              ; preds = %348
  %356 = and i32 %350, 224, !dbg !444
  %357 = icmp eq i32 %356, 192, !dbg !445
  br i1 %357, label %365, label %358, !dbg !446

358:                                              ; preds = %355
  %359 = and i32 %350, 240, !dbg !447
  %360 = icmp eq i32 %359, 224, !dbg !448
  br i1 %360, label %365, label %361, !dbg !449

361:                                              ; preds = %358
  %362 = and i32 %350, 248, !dbg !450
  %363 = icmp eq i32 %362, 240, !dbg !451
  %364 = select i1 %363, i32 4, i32 0, !dbg !452
  br label %365, !dbg !449

365:                                              ; preds = %361, %358, %355
  %366 = phi i32 [ 2, %355 ], [ %364, %361 ], [ 3, %358 ], !dbg !446
    #dbg_value(i32 %366, !87, !DIExpression(), !435)
  %367 = add nsw i32 %366, -1, !dbg !453
  %368 = icmp ult i32 %367, %346, !dbg !453
  br i1 %368, label %369, label %417, !dbg !453

369:                                              ; preds = %365
  %370 = lshr i32 127, %366, !dbg !454
  %371 = and i32 %370, %350, !dbg !455
    #dbg_value(i32 %371, !86, !DIExpression(), !435)
    #dbg_value(i32 1, !88, !DIExpression(), !456)
  %372 = icmp ugt i32 %366, 1, !dbg !457
  br i1 %372, label %373, label %406, !dbg !458

373:                                              ; preds = %369
  %374 = zext nneg i32 %366 to i64, !dbg !457
    #dbg_value(i64 1, !88, !DIExpression(), !456)
    #dbg_value(i32 %371, !86, !DIExpression(), !435)
  %375 = getelementptr inbounds i8, ptr %344, i64 1, !dbg !459
  %376 = load i8, ptr %375, align 1, !dbg !459, !tbaa !215
  %377 = zext i8 %376 to i32, !dbg !459
  %378 = and i32 %377, 192, !dbg !460
  %379 = icmp eq i32 %378, 128, !dbg !461
  br i1 %379, label %380, label %417, !dbg !462

380:                                              ; preds = %373
  %381 = shl nuw nsw i32 %371, 6, !dbg !463
  %382 = and i32 %377, 63, !dbg !464
  %383 = or disjoint i32 %382, %381, !dbg !465
    #dbg_value(i32 %383, !86, !DIExpression(), !435)
    #dbg_value(i64 2, !88, !DIExpression(), !456)
  %384 = icmp eq i32 %366, 2, !dbg !457
  br i1 %384, label %406, label %385, !dbg !458, !llvm.loop !466

385:                                              ; preds = %380
    #dbg_value(i64 2, !88, !DIExpression(), !456)
    #dbg_value(i32 %383, !86, !DIExpression(), !435)
  %386 = getelementptr inbounds i8, ptr %344, i64 2, !dbg !459
  %387 = load i8, ptr %386, align 1, !dbg !459, !tbaa !215
  %388 = zext i8 %387 to i32, !dbg !459
  %389 = and i32 %388, 192, !dbg !460
  %390 = icmp eq i32 %389, 128, !dbg !461
  br i1 %390, label %391, label %417, !dbg !462

391:                                              ; preds = %385
  %392 = shl nuw nsw i32 %383, 6, !dbg !463
  %393 = and i32 %388, 63, !dbg !464
  %394 = or disjoint i32 %393, %392, !dbg !465
    #dbg_value(i32 %394, !86, !DIExpression(), !435)
    #dbg_value(i64 3, !88, !DIExpression(), !456)
  %395 = icmp eq i32 %366, 3, !dbg !457
  br i1 %395, label %406, label %396, !dbg !458, !llvm.loop !466

396:                                              ; preds = %391
    #dbg_value(i64 3, !88, !DIExpression(), !456)
    #dbg_value(i32 %394, !86, !DIExpression(), !435)
  %397 = getelementptr inbounds i8, ptr %344, i64 3, !dbg !459
  %398 = load i8, ptr %397, align 1, !dbg !459, !tbaa !215
  %399 = zext i8 %398 to i32, !dbg !459
  %400 = and i32 %399, 192, !dbg !460
  %401 = icmp eq i32 %400, 128, !dbg !461
  br i1 %401, label %402, label %417, !dbg !462

402:                                              ; preds = %396
  %403 = shl nuw nsw i32 %394, 6, !dbg !463
  %404 = and i32 %399, 63, !dbg !464
  %405 = or disjoint i32 %404, %403, !dbg !465
    #dbg_value(i32 %405, !86, !DIExpression(), !435)
    #dbg_value(i64 4, !88, !DIExpression(), !456)
  br label %406

406:                                              ; preds = %380, %391, %402, %369
  %407 = phi i64 [ 1, %369 ], [ %374, %402 ], [ %374, %391 ], [ %374, %380 ], !dbg !468
  %408 = phi i32 [ %371, %369 ], [ %383, %380 ], [ %394, %391 ], [ %405, %402 ], !dbg !435
  %409 = getelementptr inbounds [5 x i32], ptr @dec8.minv, i64 0, i64 %407, !dbg !468
  %410 = load i32, ptr %409, align 4, !dbg !468, !tbaa !175
  %411 = icmp ult i32 %408, %410, !dbg !469
  %412 = icmp ugt i32 %408, 1114111
  %413 = or i1 %412, %411, !dbg !470
  %414 = and i32 %408, 2095104
  %415 = icmp eq i32 %414, 55296
  %416 = or i1 %415, %413, !dbg !470
  br i1 %416, label %417, label %420, !dbg !470

417:                                              ; preds = %373, %385, %396, %341, %365, %406
  %418 = trunc nuw nsw i64 %342 to i32, !dbg !442
  %419 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %418, ptr noundef nonnull @.str.12), !dbg !442
  br label %427, !dbg !443

420:                                              ; preds = %406
    #dbg_value(i32 %408, !149, !DIExpression(), !429)
    #dbg_value(i32 %366, !152, !DIExpression(), !429)
  %421 = trunc nuw nsw i64 %342 to i32, !dbg !442
  %422 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %421, ptr noundef nonnull @.str.13), !dbg !442
  %423 = icmp eq i32 %366, 0, !dbg !471
  br i1 %423, label %427, label %424, !dbg !443

424:                                              ; preds = %352, %420
  %425 = phi i32 [ %350, %352 ], [ %408, %420 ]
  %426 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %425), !dbg !473
  br label %427, !dbg !473

427:                                              ; preds = %417, %424, %420
  %428 = add nuw nsw i64 %342, 1, !dbg !474
    #dbg_value(i64 %428, !147, !DIExpression(), !423)
  %429 = icmp eq i64 %428, 7, !dbg !475
  br i1 %429, label %338, label %341, !dbg !424, !llvm.loop !476

430:                                              ; preds = %196, %204, %207, %338
  %431 = phi i32 [ %340, %338 ], [ 98, %207 ], [ 98, %204 ], [ 98, %196 ], !dbg !156
  call void @llvm.lifetime.end.p0(i64 10000, ptr nonnull %5) #7, !dbg !478
  br label %432

432:                                              ; preds = %111, %86, %152, %119, %131, %142, %430
  %433 = phi i32 [ %431, %430 ], [ 99, %142 ], [ 99, %131 ], [ 99, %119 ], [ 99, %152 ], [ 99, %86 ], [ 99, %111 ], !dbg !156
  call void @llvm.lifetime.end.p0(i64 68, ptr nonnull %4) #7, !dbg !478
  call void @llvm.lifetime.end.p0(i64 10000, ptr nonnull %3) #7, !dbg !478
  call void @llvm.lifetime.end.p0(i64 10000, ptr nonnull %2) #7, !dbg !478
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %1) #7, !dbg !478
  ret i32 %433, !dbg !478
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !479 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !484 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind willreturn memory(argmem: read) }
attributes #6 = { nofree nounwind }
attributes #7 = { nounwind }
attributes #8 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!71}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !97, !98}
!llvm.ident = !{!99}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/utf16_surrogates.c", directory: ".", checksumkind: CSK_MD5, checksum: "190b47810002da7fe56f0b77cb221546")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 464, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 58)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 4)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 3)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 5)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !28, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !14, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !37, isLocal: true, isDefinition: true)
!37 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !38)
!38 = !{!39}
!39 = !DISubrange(count: 2)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 7)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !9, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !19, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !9, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 296, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 37)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(name: "minv", scope: !58, file: !2, line: 17, type: !90, isLocal: true, isDefinition: true)
!58 = distinct !DISubprogram(name: "dec8", scope: !2, file: !2, line: 9, type: !59, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !82)
!59 = !DISubroutineType(types: !60)
!60 = !{!61, !62, !61, !65}
!61 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !64)
!64 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!65 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!66 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !67, line: 26, baseType: !68)
!67 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !69, line: 42, baseType: !70)
!69 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!70 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!71 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !72, globals: !79, splitDebugInlining: false, nameTableKind: None)
!72 = !{!73, !62, !61, !64, !76, !66}
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !74, line: 18, baseType: !75)
!74 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!75 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint16_t", file: !67, line: 25, baseType: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint16_t", file: !69, line: 40, baseType: !78)
!78 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!79 = !{!0, !7, !12, !80, !17, !22, !24, !26, !31, !33, !35, !40, !45, !47, !49, !51, !56}
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !37, isLocal: true, isDefinition: true)
!82 = !{!83, !84, !85, !86, !87, !88}
!83 = !DILocalVariable(name: "s", arg: 1, scope: !58, file: !2, line: 9, type: !62)
!84 = !DILocalVariable(name: "n", arg: 2, scope: !58, file: !2, line: 9, type: !61)
!85 = !DILocalVariable(name: "cp", arg: 3, scope: !58, file: !2, line: 9, type: !65)
!86 = !DILocalVariable(name: "c", scope: !58, file: !2, line: 11, type: !66)
!87 = !DILocalVariable(name: "len", scope: !58, file: !2, line: 13, type: !61)
!88 = !DILocalVariable(name: "i", scope: !89, file: !2, line: 16, type: !61)
!89 = distinct !DILexicalBlock(scope: !58, file: !2, line: 16, column: 5)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !91, size: 160, elements: !29)
!91 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"uwtable", i32 2}
!98 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!99 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!100 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !101, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!61}
!103 = !{!104, !108, !109, !111, !115, !116, !118, !122, !123, !127, !129, !132, !133, !134, !135, !137, !140, !141, !143, !147, !149, !152, !153}
!104 = !DILocalVariable(name: "cps", scope: !100, file: !2, line: 36, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 64000, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 2000)
!108 = !DILocalVariable(name: "ncp", scope: !100, file: !2, line: 36, type: !61)
!109 = !DILocalVariable(name: "c", scope: !110, file: !2, line: 37, type: !66)
!110 = distinct !DILexicalBlock(scope: !100, file: !2, line: 37, column: 5)
!111 = !DILocalVariable(name: "u8", scope: !100, file: !2, line: 38, type: !112)
!112 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 80000, elements: !113)
!113 = !{!114}
!114 = !DISubrange(count: 10000)
!115 = !DILocalVariable(name: "n8", scope: !100, file: !2, line: 38, type: !61)
!116 = !DILocalVariable(name: "i", scope: !117, file: !2, line: 39, type: !61)
!117 = distinct !DILexicalBlock(scope: !100, file: !2, line: 39, column: 5)
!118 = !DILocalVariable(name: "u16", scope: !100, file: !2, line: 40, type: !119)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 80000, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 5000)
!122 = !DILocalVariable(name: "n16", scope: !100, file: !2, line: 40, type: !61)
!123 = !DILocalVariable(name: "planes", scope: !100, file: !2, line: 40, type: !124)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 544, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 17)
!127 = !DILocalVariable(name: "i", scope: !128, file: !2, line: 41, type: !61)
!128 = distinct !DILexicalBlock(scope: !100, file: !2, line: 41, column: 5)
!129 = !DILocalVariable(name: "c", scope: !130, file: !2, line: 41, type: !66)
!130 = distinct !DILexicalBlock(scope: !131, file: !2, line: 41, column: 30)
!131 = distinct !DILexicalBlock(scope: !128, file: !2, line: 41, column: 5)
!132 = !DILocalVariable(name: "k", scope: !130, file: !2, line: 41, type: !61)
!133 = !DILocalVariable(name: "back", scope: !100, file: !2, line: 42, type: !112)
!134 = !DILocalVariable(name: "nb", scope: !100, file: !2, line: 42, type: !61)
!135 = !DILocalVariable(name: "i", scope: !136, file: !2, line: 43, type: !61)
!136 = distinct !DILexicalBlock(scope: !100, file: !2, line: 43, column: 5)
!137 = !DILocalVariable(name: "c", scope: !138, file: !2, line: 43, type: !66)
!138 = distinct !DILexicalBlock(scope: !139, file: !2, line: 43, column: 31)
!139 = distinct !DILexicalBlock(scope: !136, file: !2, line: 43, column: 5)
!140 = !DILocalVariable(name: "k", scope: !138, file: !2, line: 43, type: !61)
!141 = !DILocalVariable(name: "p", scope: !142, file: !2, line: 45, type: !61)
!142 = distinct !DILexicalBlock(scope: !100, file: !2, line: 45, column: 24)
!143 = !DILocalVariable(name: "bad", scope: !100, file: !2, line: 46, type: !144)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !145, size: 448, elements: !43)
!145 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !146, size: 64)
!146 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!147 = !DILocalVariable(name: "i", scope: !148, file: !2, line: 47, type: !61)
!148 = distinct !DILexicalBlock(scope: !100, file: !2, line: 47, column: 5)
!149 = !DILocalVariable(name: "c", scope: !150, file: !2, line: 47, type: !66)
!150 = distinct !DILexicalBlock(scope: !151, file: !2, line: 47, column: 33)
!151 = distinct !DILexicalBlock(scope: !148, file: !2, line: 47, column: 5)
!152 = !DILocalVariable(name: "k", scope: !150, file: !2, line: 47, type: !61)
!153 = !DILocalVariable(name: "pair", scope: !100, file: !2, line: 48, type: !154)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !76, size: 32, elements: !38)
!155 = distinct !DIAssignID()
!156 = !DILocation(line: 0, scope: !100)
!157 = distinct !DIAssignID()
!158 = distinct !DIAssignID()
!159 = distinct !DIAssignID()
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 36, column: 5, scope: !100)
!162 = !DILocation(line: 0, scope: !110)
!163 = !DILocation(line: 37, column: 5, scope: !110)
!164 = !DILocation(line: 38, column: 5, scope: !100)
!165 = !DILocation(line: 0, scope: !117)
!166 = !DILocation(line: 39, column: 23, scope: !167)
!167 = distinct !DILexicalBlock(scope: !117, file: !2, line: 39, column: 5)
!168 = !DILocation(line: 39, column: 5, scope: !117)
!169 = !DILocation(line: 37, column: 93, scope: !170)
!170 = distinct !DILexicalBlock(scope: !171, file: !2, line: 37, column: 82)
!171 = distinct !DILexicalBlock(scope: !110, file: !2, line: 37, column: 5)
!172 = !DILocation(line: 37, column: 115, scope: !170)
!173 = !DILocation(line: 37, column: 108, scope: !170)
!174 = !DILocation(line: 37, column: 119, scope: !170)
!175 = !{!176, !176, i64 0}
!176 = !{!"int", !177, i64 0}
!177 = !{!"omnipotent char", !178, i64 0}
!178 = !{!"Simple C/C++ TBAA"}
!179 = !DILocation(line: 37, column: 70, scope: !171)
!180 = !DILocation(line: 37, column: 65, scope: !171)
!181 = !DILocation(line: 37, column: 56, scope: !171)
!182 = !DILocation(line: 37, column: 28, scope: !171)
!183 = !DILocation(line: 37, column: 39, scope: !171)
!184 = distinct !{!184, !163, !185, !186}
!185 = !DILocation(line: 37, column: 121, scope: !110)
!186 = !{!"llvm.loop.mustprogress"}
!187 = !DILocation(line: 40, column: 5, scope: !100)
!188 = !DILocation(line: 40, column: 25, scope: !100)
!189 = !DILocation(line: 40, column: 38, scope: !100)
!190 = distinct !DIAssignID()
!191 = !DILocation(line: 0, scope: !128)
!192 = !DILocation(line: 0, scope: !130)
!193 = !DILocation(line: 42, column: 5, scope: !100)
!194 = !DILocation(line: 0, scope: !136)
!195 = !DILocation(line: 0, scope: !138)
!196 = !DILocation(line: 44, column: 97, scope: !100)
!197 = !DILocation(line: 41, column: 5, scope: !128)
!198 = !DILocation(line: 39, column: 46, scope: !167)
!199 = !DILocation(line: 39, column: 57, scope: !167)
!200 = !DILocalVariable(name: "c", arg: 1, scope: !201, file: !2, line: 22, type: !66)
!201 = distinct !DISubprogram(name: "enc8", scope: !2, file: !2, line: 22, type: !202, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !205)
!202 = !DISubroutineType(types: !203)
!203 = !{!61, !66, !204}
!204 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!205 = !{!200, !206}
!206 = !DILocalVariable(name: "o", arg: 2, scope: !201, file: !2, line: 22, type: !204)
!207 = !DILocation(line: 0, scope: !201, inlinedAt: !208)
!208 = distinct !DILocation(line: 39, column: 41, scope: !167)
!209 = !DILocation(line: 23, column: 11, scope: !210, inlinedAt: !208)
!210 = distinct !DILexicalBlock(scope: !201, file: !2, line: 23, column: 9)
!211 = !DILocation(line: 23, column: 9, scope: !201, inlinedAt: !208)
!212 = !DILocation(line: 23, column: 28, scope: !213, inlinedAt: !208)
!213 = distinct !DILexicalBlock(scope: !210, file: !2, line: 23, column: 19)
!214 = !DILocation(line: 23, column: 26, scope: !213, inlinedAt: !208)
!215 = !{!177, !177, i64 0}
!216 = !DILocation(line: 23, column: 46, scope: !213, inlinedAt: !208)
!217 = !DILocation(line: 24, column: 11, scope: !218, inlinedAt: !208)
!218 = distinct !DILexicalBlock(scope: !201, file: !2, line: 24, column: 9)
!219 = !DILocation(line: 24, column: 9, scope: !201, inlinedAt: !208)
!220 = !DILocation(line: 24, column: 54, scope: !221, inlinedAt: !208)
!221 = distinct !DILexicalBlock(scope: !218, file: !2, line: 24, column: 20)
!222 = !DILocation(line: 24, column: 29, scope: !221, inlinedAt: !208)
!223 = !DILocation(line: 24, column: 27, scope: !221, inlinedAt: !208)
!224 = !DILocation(line: 24, column: 68, scope: !221, inlinedAt: !208)
!225 = !DILocation(line: 24, column: 61, scope: !221, inlinedAt: !208)
!226 = !DILocation(line: 24, column: 66, scope: !221, inlinedAt: !208)
!227 = !DILocation(line: 24, column: 104, scope: !221, inlinedAt: !208)
!228 = !DILocation(line: 25, column: 11, scope: !229, inlinedAt: !208)
!229 = distinct !DILexicalBlock(scope: !201, file: !2, line: 25, column: 9)
!230 = !DILocation(line: 25, column: 9, scope: !201, inlinedAt: !208)
!231 = !DILocation(line: 25, column: 56, scope: !232, inlinedAt: !208)
!232 = distinct !DILexicalBlock(scope: !229, file: !2, line: 25, column: 22)
!233 = !DILocation(line: 25, column: 31, scope: !232, inlinedAt: !208)
!234 = !DILocation(line: 25, column: 29, scope: !232, inlinedAt: !208)
!235 = !DILocation(line: 25, column: 97, scope: !232, inlinedAt: !208)
!236 = !DILocation(line: 25, column: 71, scope: !232, inlinedAt: !208)
!237 = !DILocation(line: 25, column: 69, scope: !232, inlinedAt: !208)
!238 = !DILocation(line: 25, column: 119, scope: !232, inlinedAt: !208)
!239 = !DILocation(line: 25, column: 112, scope: !232, inlinedAt: !208)
!240 = !DILocation(line: 25, column: 117, scope: !232, inlinedAt: !208)
!241 = !DILocation(line: 25, column: 155, scope: !232, inlinedAt: !208)
!242 = !DILocation(line: 26, column: 37, scope: !201, inlinedAt: !208)
!243 = !DILocation(line: 26, column: 12, scope: !201, inlinedAt: !208)
!244 = !DILocation(line: 26, column: 10, scope: !201, inlinedAt: !208)
!245 = !DILocation(line: 26, column: 78, scope: !201, inlinedAt: !208)
!246 = !DILocation(line: 26, column: 52, scope: !201, inlinedAt: !208)
!247 = !DILocation(line: 26, column: 50, scope: !201, inlinedAt: !208)
!248 = !DILocation(line: 26, column: 127, scope: !201, inlinedAt: !208)
!249 = !DILocation(line: 26, column: 101, scope: !201, inlinedAt: !208)
!250 = !DILocation(line: 26, column: 94, scope: !201, inlinedAt: !208)
!251 = !DILocation(line: 26, column: 99, scope: !201, inlinedAt: !208)
!252 = !DILocation(line: 26, column: 149, scope: !201, inlinedAt: !208)
!253 = !DILocation(line: 26, column: 142, scope: !201, inlinedAt: !208)
!254 = !DILocation(line: 26, column: 147, scope: !201, inlinedAt: !208)
!255 = !DILocation(line: 26, column: 185, scope: !201, inlinedAt: !208)
!256 = !DILocation(line: 39, column: 38, scope: !167)
!257 = !DILocation(line: 39, column: 31, scope: !167)
!258 = distinct !{!258, !168, !259, !186}
!259 = !DILocation(line: 39, column: 61, scope: !117)
!260 = !DILocation(line: 41, column: 60, scope: !130)
!261 = !DILocation(line: 41, column: 68, scope: !130)
!262 = !DILocation(line: 0, scope: !58, inlinedAt: !263)
!263 = distinct !DILocation(line: 41, column: 52, scope: !130)
!264 = !DILocation(line: 10, column: 11, scope: !265, inlinedAt: !263)
!265 = distinct !DILexicalBlock(scope: !58, file: !2, line: 10, column: 9)
!266 = !DILocation(line: 10, column: 9, scope: !58, inlinedAt: !263)
!267 = !DILocation(line: 11, column: 18, scope: !58, inlinedAt: !263)
!268 = !DILocation(line: 12, column: 11, scope: !269, inlinedAt: !263)
!269 = distinct !DILexicalBlock(scope: !58, file: !2, line: 12, column: 9)
!270 = !DILocation(line: 12, column: 9, scope: !58, inlinedAt: !263)
!271 = !DILocation(line: 41, column: 102, scope: !130)
!272 = !DILocation(line: 41, column: 128, scope: !130)
!273 = !DILocalVariable(name: "c", arg: 1, scope: !274, file: !2, line: 28, type: !66)
!274 = distinct !DISubprogram(name: "enc16", scope: !2, file: !2, line: 28, type: !275, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !278)
!275 = !DISubroutineType(types: !276)
!276 = !{!61, !66, !277}
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!278 = !{!273, !279}
!279 = !DILocalVariable(name: "o", arg: 2, scope: !274, file: !2, line: 28, type: !277)
!280 = !DILocation(line: 0, scope: !274, inlinedAt: !281)
!281 = distinct !DILocation(line: 41, column: 115, scope: !130)
!282 = !DILocation(line: 28, column: 49, scope: !274, inlinedAt: !281)
!283 = !DILocation(line: 13, column: 18, scope: !58, inlinedAt: !263)
!284 = !DILocation(line: 13, column: 26, scope: !58, inlinedAt: !263)
!285 = !DILocation(line: 13, column: 15, scope: !58, inlinedAt: !263)
!286 = !DILocation(line: 13, column: 43, scope: !58, inlinedAt: !263)
!287 = !DILocation(line: 13, column: 51, scope: !58, inlinedAt: !263)
!288 = !DILocation(line: 13, column: 40, scope: !58, inlinedAt: !263)
!289 = !DILocation(line: 13, column: 68, scope: !58, inlinedAt: !263)
!290 = !DILocation(line: 13, column: 76, scope: !58, inlinedAt: !263)
!291 = !DILocation(line: 13, column: 65, scope: !58, inlinedAt: !263)
!292 = !DILocation(line: 14, column: 14, scope: !293, inlinedAt: !263)
!293 = distinct !DILexicalBlock(scope: !58, file: !2, line: 14, column: 9)
!294 = !DILocation(line: 15, column: 16, scope: !58, inlinedAt: !263)
!295 = !DILocation(line: 15, column: 7, scope: !58, inlinedAt: !263)
!296 = !DILocation(line: 0, scope: !89, inlinedAt: !263)
!297 = !DILocation(line: 16, column: 23, scope: !298, inlinedAt: !263)
!298 = distinct !DILexicalBlock(scope: !89, file: !2, line: 16, column: 5)
!299 = !DILocation(line: 16, column: 5, scope: !89, inlinedAt: !263)
!300 = !DILocation(line: 16, column: 42, scope: !301, inlinedAt: !263)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 16, column: 41)
!302 = distinct !DILexicalBlock(scope: !298, file: !2, line: 16, column: 35)
!303 = !DILocation(line: 16, column: 47, scope: !301, inlinedAt: !263)
!304 = !DILocation(line: 16, column: 55, scope: !301, inlinedAt: !263)
!305 = !DILocation(line: 16, column: 41, scope: !302, inlinedAt: !263)
!306 = !DILocation(line: 16, column: 81, scope: !302, inlinedAt: !263)
!307 = !DILocation(line: 16, column: 94, scope: !302, inlinedAt: !263)
!308 = !DILocation(line: 16, column: 86, scope: !302, inlinedAt: !263)
!309 = distinct !{!309, !299, !310, !186}
!310 = !DILocation(line: 16, column: 103, scope: !89, inlinedAt: !263)
!311 = !DILocation(line: 18, column: 13, scope: !312, inlinedAt: !263)
!312 = distinct !DILexicalBlock(scope: !58, file: !2, line: 18, column: 9)
!313 = !DILocation(line: 18, column: 11, scope: !312, inlinedAt: !263)
!314 = !DILocation(line: 18, column: 23, scope: !312, inlinedAt: !263)
!315 = !DILocation(line: 28, column: 51, scope: !316, inlinedAt: !281)
!316 = distinct !DILexicalBlock(scope: !274, file: !2, line: 28, column: 49)
!317 = !DILocation(line: 28, column: 71, scope: !318, inlinedAt: !281)
!318 = distinct !DILexicalBlock(scope: !316, file: !2, line: 28, column: 62)
!319 = !DILocation(line: 28, column: 84, scope: !318, inlinedAt: !281)
!320 = !DILocation(line: 28, column: 98, scope: !274, inlinedAt: !281)
!321 = !DILocation(line: 28, column: 139, scope: !274, inlinedAt: !281)
!322 = !DILocation(line: 28, column: 117, scope: !274, inlinedAt: !281)
!323 = !DILocation(line: 28, column: 154, scope: !274, inlinedAt: !281)
!324 = !DILocation(line: 28, column: 147, scope: !274, inlinedAt: !281)
!325 = !DILocation(line: 28, column: 152, scope: !274, inlinedAt: !281)
!326 = !{!327, !327, i64 0}
!327 = !{!"short", !177, i64 0}
!328 = !DILocation(line: 28, column: 188, scope: !274, inlinedAt: !281)
!329 = !DILocation(line: 28, scope: !274, inlinedAt: !281)
!330 = !DILocation(line: 41, column: 112, scope: !130)
!331 = !DILocation(line: 41, column: 145, scope: !130)
!332 = !DILocation(line: 41, column: 136, scope: !130)
!333 = !DILocation(line: 41, column: 151, scope: !130)
!334 = !DILocation(line: 41, column: 23, scope: !131)
!335 = distinct !{!335, !197, !336, !186}
!336 = !DILocation(line: 41, column: 155, scope: !128)
!337 = !DILocation(line: 43, column: 5, scope: !136)
!338 = !DILocation(line: 43, column: 63, scope: !138)
!339 = !DILocalVariable(name: "s", arg: 1, scope: !340, file: !2, line: 29, type: !343)
!340 = distinct !DISubprogram(name: "dec16", scope: !2, file: !2, line: 29, type: !341, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !345)
!341 = !DISubroutineType(types: !342)
!342 = !{!61, !343, !61, !65}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !76)
!345 = !{!339, !346, !347}
!346 = !DILocalVariable(name: "n", arg: 2, scope: !340, file: !2, line: 29, type: !61)
!347 = !DILocalVariable(name: "c", arg: 3, scope: !340, file: !2, line: 29, type: !65)
!348 = !DILocation(line: 0, scope: !340, inlinedAt: !349)
!349 = distinct !DILocation(line: 43, column: 53, scope: !138)
!350 = !DILocation(line: 30, column: 9, scope: !351, inlinedAt: !349)
!351 = distinct !DILexicalBlock(scope: !340, file: !2, line: 30, column: 9)
!352 = !DILocation(line: 30, column: 24, scope: !351, inlinedAt: !349)
!353 = !DILocation(line: 43, column: 72, scope: !138)
!354 = !DILocation(line: 30, column: 51, scope: !355, inlinedAt: !349)
!355 = distinct !DILexicalBlock(scope: !356, file: !2, line: 30, column: 49)
!356 = distinct !DILexicalBlock(scope: !351, file: !2, line: 30, column: 43)
!357 = !DILocation(line: 30, column: 55, scope: !355, inlinedAt: !349)
!358 = !DILocation(line: 30, column: 58, scope: !355, inlinedAt: !349)
!359 = !DILocation(line: 30, column: 72, scope: !355, inlinedAt: !349)
!360 = !DILocation(line: 30, column: 143, scope: !356, inlinedAt: !349)
!361 = !DILocation(line: 30, column: 150, scope: !356, inlinedAt: !349)
!362 = !DILocation(line: 30, column: 169, scope: !356, inlinedAt: !349)
!363 = !DILocation(line: 43, column: 106, scope: !138)
!364 = !DILocation(line: 43, column: 131, scope: !138)
!365 = !DILocation(line: 0, scope: !201, inlinedAt: !366)
!366 = distinct !DILocation(line: 43, column: 118, scope: !138)
!367 = !DILocation(line: 23, column: 11, scope: !210, inlinedAt: !366)
!368 = !DILocation(line: 23, column: 9, scope: !201, inlinedAt: !366)
!369 = !DILocation(line: 23, column: 28, scope: !213, inlinedAt: !366)
!370 = !DILocation(line: 23, column: 26, scope: !213, inlinedAt: !366)
!371 = !DILocation(line: 23, column: 46, scope: !213, inlinedAt: !366)
!372 = !DILocation(line: 24, column: 11, scope: !218, inlinedAt: !366)
!373 = !DILocation(line: 24, column: 9, scope: !201, inlinedAt: !366)
!374 = !DILocation(line: 24, column: 54, scope: !221, inlinedAt: !366)
!375 = !DILocation(line: 24, column: 29, scope: !221, inlinedAt: !366)
!376 = !DILocation(line: 24, column: 27, scope: !221, inlinedAt: !366)
!377 = !DILocation(line: 24, column: 68, scope: !221, inlinedAt: !366)
!378 = !DILocation(line: 24, column: 61, scope: !221, inlinedAt: !366)
!379 = !DILocation(line: 24, column: 66, scope: !221, inlinedAt: !366)
!380 = !DILocation(line: 24, column: 104, scope: !221, inlinedAt: !366)
!381 = !DILocation(line: 25, column: 11, scope: !229, inlinedAt: !366)
!382 = !DILocation(line: 25, column: 9, scope: !201, inlinedAt: !366)
!383 = !DILocation(line: 25, column: 56, scope: !232, inlinedAt: !366)
!384 = !DILocation(line: 25, column: 31, scope: !232, inlinedAt: !366)
!385 = !DILocation(line: 25, column: 29, scope: !232, inlinedAt: !366)
!386 = !DILocation(line: 25, column: 97, scope: !232, inlinedAt: !366)
!387 = !DILocation(line: 25, column: 71, scope: !232, inlinedAt: !366)
!388 = !DILocation(line: 25, column: 69, scope: !232, inlinedAt: !366)
!389 = !DILocation(line: 25, column: 119, scope: !232, inlinedAt: !366)
!390 = !DILocation(line: 25, column: 112, scope: !232, inlinedAt: !366)
!391 = !DILocation(line: 25, column: 117, scope: !232, inlinedAt: !366)
!392 = !DILocation(line: 25, column: 155, scope: !232, inlinedAt: !366)
!393 = !DILocation(line: 26, column: 37, scope: !201, inlinedAt: !366)
!394 = !DILocation(line: 26, column: 12, scope: !201, inlinedAt: !366)
!395 = !DILocation(line: 26, column: 10, scope: !201, inlinedAt: !366)
!396 = !DILocation(line: 26, column: 78, scope: !201, inlinedAt: !366)
!397 = !DILocation(line: 26, column: 52, scope: !201, inlinedAt: !366)
!398 = !DILocation(line: 26, column: 50, scope: !201, inlinedAt: !366)
!399 = !DILocation(line: 26, column: 127, scope: !201, inlinedAt: !366)
!400 = !DILocation(line: 26, column: 101, scope: !201, inlinedAt: !366)
!401 = !DILocation(line: 26, column: 94, scope: !201, inlinedAt: !366)
!402 = !DILocation(line: 26, column: 99, scope: !201, inlinedAt: !366)
!403 = !DILocation(line: 26, column: 149, scope: !201, inlinedAt: !366)
!404 = !DILocation(line: 26, column: 142, scope: !201, inlinedAt: !366)
!405 = !DILocation(line: 26, column: 147, scope: !201, inlinedAt: !366)
!406 = !DILocation(line: 26, column: 185, scope: !201, inlinedAt: !366)
!407 = !DILocation(line: 43, column: 115, scope: !138)
!408 = !DILocation(line: 43, column: 23, scope: !139)
!409 = distinct !{!409, !337, !410, !186}
!410 = !DILocation(line: 43, column: 138, scope: !136)
!411 = !DILocation(line: 44, column: 91, scope: !100)
!412 = !DILocation(line: 44, column: 117, scope: !100)
!413 = !DILocation(line: 44, column: 100, scope: !100)
!414 = !DILocation(line: 44, column: 129, scope: !100)
!415 = !DILocation(line: 44, column: 5, scope: !100)
!416 = !DILocation(line: 45, column: 5, scope: !100)
!417 = !DILocation(line: 0, scope: !142)
!418 = !DILocation(line: 45, column: 67, scope: !419)
!419 = distinct !DILexicalBlock(scope: !142, file: !2, line: 45, column: 24)
!420 = !DILocation(line: 45, column: 53, scope: !419)
!421 = !DILocation(line: 45, column: 79, scope: !100)
!422 = distinct !DIAssignID()
!423 = !DILocation(line: 0, scope: !148)
!424 = !DILocation(line: 47, column: 5, scope: !148)
!425 = !DILocation(line: 0, scope: !274, inlinedAt: !426)
!426 = distinct !DILocation(line: 48, column: 23, scope: !100)
!427 = !DILocation(line: 49, column: 5, scope: !100)
!428 = !DILocation(line: 50, column: 16, scope: !100)
!429 = !DILocation(line: 0, scope: !150)
!430 = !DILocation(line: 47, column: 87, scope: !150)
!431 = !{!432, !432, i64 0}
!432 = !{!"any pointer", !177, i64 0}
!433 = !DILocation(line: 47, column: 100, scope: !150)
!434 = !DILocation(line: 47, column: 95, scope: !150)
!435 = !DILocation(line: 0, scope: !58, inlinedAt: !436)
!436 = distinct !DILocation(line: 47, column: 59, scope: !150)
!437 = !DILocation(line: 10, column: 11, scope: !265, inlinedAt: !436)
!438 = !DILocation(line: 10, column: 9, scope: !58, inlinedAt: !436)
!439 = !DILocation(line: 11, column: 18, scope: !58, inlinedAt: !436)
!440 = !DILocation(line: 12, column: 11, scope: !269, inlinedAt: !436)
!441 = !DILocation(line: 12, column: 9, scope: !58, inlinedAt: !436)
!442 = !DILocation(line: 47, column: 121, scope: !150)
!443 = !DILocation(line: 47, column: 172, scope: !150)
!444 = !DILocation(line: 13, column: 18, scope: !58, inlinedAt: !436)
!445 = !DILocation(line: 13, column: 26, scope: !58, inlinedAt: !436)
!446 = !DILocation(line: 13, column: 15, scope: !58, inlinedAt: !436)
!447 = !DILocation(line: 13, column: 43, scope: !58, inlinedAt: !436)
!448 = !DILocation(line: 13, column: 51, scope: !58, inlinedAt: !436)
!449 = !DILocation(line: 13, column: 40, scope: !58, inlinedAt: !436)
!450 = !DILocation(line: 13, column: 68, scope: !58, inlinedAt: !436)
!451 = !DILocation(line: 13, column: 76, scope: !58, inlinedAt: !436)
!452 = !DILocation(line: 13, column: 65, scope: !58, inlinedAt: !436)
!453 = !DILocation(line: 14, column: 14, scope: !293, inlinedAt: !436)
!454 = !DILocation(line: 15, column: 16, scope: !58, inlinedAt: !436)
!455 = !DILocation(line: 15, column: 7, scope: !58, inlinedAt: !436)
!456 = !DILocation(line: 0, scope: !89, inlinedAt: !436)
!457 = !DILocation(line: 16, column: 23, scope: !298, inlinedAt: !436)
!458 = !DILocation(line: 16, column: 5, scope: !89, inlinedAt: !436)
!459 = !DILocation(line: 16, column: 42, scope: !301, inlinedAt: !436)
!460 = !DILocation(line: 16, column: 47, scope: !301, inlinedAt: !436)
!461 = !DILocation(line: 16, column: 55, scope: !301, inlinedAt: !436)
!462 = !DILocation(line: 16, column: 41, scope: !302, inlinedAt: !436)
!463 = !DILocation(line: 16, column: 81, scope: !302, inlinedAt: !436)
!464 = !DILocation(line: 16, column: 94, scope: !302, inlinedAt: !436)
!465 = !DILocation(line: 16, column: 86, scope: !302, inlinedAt: !436)
!466 = distinct !{!466, !458, !467, !186}
!467 = !DILocation(line: 16, column: 103, scope: !89, inlinedAt: !436)
!468 = !DILocation(line: 18, column: 13, scope: !312, inlinedAt: !436)
!469 = !DILocation(line: 18, column: 11, scope: !312, inlinedAt: !436)
!470 = !DILocation(line: 18, column: 23, scope: !312, inlinedAt: !436)
!471 = !DILocation(line: 47, column: 174, scope: !472)
!472 = distinct !DILexicalBlock(scope: !150, file: !2, line: 47, column: 172)
!473 = !DILocation(line: 47, column: 179, scope: !472)
!474 = !DILocation(line: 47, column: 29, scope: !151)
!475 = !DILocation(line: 47, column: 23, scope: !151)
!476 = distinct !{!476, !424, !477, !186}
!477 = !DILocation(line: 47, column: 201, scope: !148)
!478 = !DILocation(line: 51, column: 1, scope: !100)
!479 = !DISubprogram(name: "printf", scope: !480, file: !480, line: 356, type: !481, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!481 = !DISubroutineType(types: !482)
!482 = !{!61, !483, null}
!483 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !145)
!484 = !DISubprogram(name: "strlen", scope: !485, file: !485, line: 407, type: !486, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!485 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!486 = !DISubroutineType(types: !487)
!487 = !{!75, !145}
