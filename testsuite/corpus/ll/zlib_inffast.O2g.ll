; ModuleID = 'src/zlib/inffast.c'
source_filename = "src/zlib/inffast.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.code = type { i8, i8, i16 }

@.str = private unnamed_addr constant [30 x i8] c"invalid distance too far back\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [22 x i8] c"invalid distance code\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [28 x i8] c"invalid literal/length code\00", align 1, !dbg !12

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define dso_local void @inflate_fast(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 !dbg !185 {
    #dbg_value(ptr %0, !189, !DIExpression(), !218)
    #dbg_value(i32 %1, !190, !DIExpression(), !218)
  %3 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !219
  %4 = load ptr, ptr %3, align 8, !dbg !219, !tbaa !220
    #dbg_value(ptr %4, !191, !DIExpression(), !218)
  %5 = load ptr, ptr %0, align 8, !dbg !227, !tbaa !228
    #dbg_value(ptr %5, !192, !DIExpression(), !218)
  %6 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !229
  %7 = load i32, ptr %6, align 8, !dbg !229, !tbaa !230
  %8 = add i32 %7, -5, !dbg !231
  %9 = zext i32 %8 to i64, !dbg !232
  %10 = getelementptr inbounds i8, ptr %5, i64 %9, !dbg !232
    #dbg_value(ptr %10, !193, !DIExpression(), !218)
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !233
  %12 = load ptr, ptr %11, align 8, !dbg !233, !tbaa !234
    #dbg_value(ptr %12, !194, !DIExpression(), !218)
  %13 = ptrtoint ptr %12 to i64, !dbg !235
  %14 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !235
  %15 = load i32, ptr %14, align 8, !dbg !235, !tbaa !236
  %16 = sub i32 %1, %15, !dbg !237
  %17 = zext i32 %16 to i64, !dbg !238
  %18 = sub nsw i64 0, %17, !dbg !238
  %19 = getelementptr inbounds i8, ptr %12, i64 %18, !dbg !238
    #dbg_value(ptr %19, !195, !DIExpression(), !218)
  %20 = add i32 %15, -257, !dbg !239
  %21 = zext i32 %20 to i64, !dbg !240
  %22 = getelementptr inbounds i8, ptr %12, i64 %21, !dbg !240
    #dbg_value(ptr %22, !196, !DIExpression(), !218)
  %23 = getelementptr inbounds i8, ptr %4, i64 60, !dbg !241
  %24 = load i32, ptr %23, align 4, !dbg !241, !tbaa !242
    #dbg_value(i32 %24, !197, !DIExpression(), !218)
  %25 = getelementptr inbounds i8, ptr %4, i64 64, !dbg !244
  %26 = load i32, ptr %25, align 8, !dbg !244, !tbaa !245
    #dbg_value(i32 %26, !198, !DIExpression(), !218)
  %27 = getelementptr inbounds i8, ptr %4, i64 68, !dbg !246
  %28 = load i32, ptr %27, align 4, !dbg !246, !tbaa !247
    #dbg_value(i32 %28, !199, !DIExpression(), !218)
  %29 = getelementptr inbounds i8, ptr %4, i64 72, !dbg !248
  %30 = load ptr, ptr %29, align 8, !dbg !248, !tbaa !249
    #dbg_value(ptr %30, !200, !DIExpression(), !218)
  %31 = ptrtoint ptr %30 to i64, !dbg !250
  %32 = getelementptr inbounds i8, ptr %4, i64 80, !dbg !250
  %33 = load i64, ptr %32, align 8, !dbg !250, !tbaa !251
    #dbg_value(i64 %33, !201, !DIExpression(), !218)
  %34 = getelementptr inbounds i8, ptr %4, i64 88, !dbg !252
  %35 = load i32, ptr %34, align 8, !dbg !252, !tbaa !253
    #dbg_value(i32 %35, !202, !DIExpression(), !218)
  %36 = getelementptr inbounds i8, ptr %4, i64 104, !dbg !254
  %37 = load ptr, ptr %36, align 8, !dbg !254, !tbaa !255
    #dbg_value(ptr %37, !203, !DIExpression(), !218)
  %38 = getelementptr inbounds i8, ptr %4, i64 112, !dbg !256
  %39 = load ptr, ptr %38, align 8, !dbg !256, !tbaa !257
    #dbg_value(ptr %39, !204, !DIExpression(), !218)
  %40 = getelementptr inbounds i8, ptr %4, i64 120, !dbg !258
  %41 = load i32, ptr %40, align 8, !dbg !258, !tbaa !259
  %42 = shl nsw i32 -1, %41, !dbg !260
  %43 = xor i32 %42, -1, !dbg !260
    #dbg_value(i32 %43, !205, !DIExpression(), !218)
  %44 = getelementptr inbounds i8, ptr %4, i64 124, !dbg !261
  %45 = load i32, ptr %44, align 4, !dbg !261, !tbaa !262
  %46 = shl nsw i32 -1, %45, !dbg !263
  %47 = xor i32 %46, -1, !dbg !263
    #dbg_value(i32 %47, !206, !DIExpression(), !218)
  %48 = zext nneg i32 %43 to i64
  %49 = zext nneg i32 %47 to i64
  %50 = ptrtoint ptr %19 to i64
  %51 = getelementptr inbounds i8, ptr %4, i64 7144
  %52 = icmp eq i32 %28, 0
  %53 = add i32 %28, %24
  %54 = trunc i64 %13 to i32, !dbg !264
  %55 = add i32 %15, %54, !dbg !265
  %56 = xor i32 %1, -1, !dbg !265
  %57 = add i32 %55, %56, !dbg !265
  %58 = zext i32 %28 to i64, !dbg !264
  %59 = trunc i64 %13 to i32, !dbg !264
  %60 = add i32 %15, %59, !dbg !274
  %61 = xor i32 %28, -1, !dbg !274
  %62 = add i32 %60, %61, !dbg !274
  %63 = sub i32 %62, %1, !dbg !274
  %64 = trunc i64 %13 to i32, !dbg !264
  %65 = add i32 %15, %64, !dbg !279
  %66 = xor i32 %1, -1, !dbg !279
  %67 = add i32 %65, %66, !dbg !279
  %68 = icmp ult i32 %28, 32
  %69 = and i64 %58, 4294967264
  %70 = trunc nuw i64 %69 to i32
  %71 = sub i32 %28, %70
  %72 = getelementptr i8, ptr %30, i64 %69
  %73 = icmp eq i64 %69, %58
  br label %74, !dbg !264

74:                                               ; preds = %750, %2
  %75 = phi i32 [ %35, %2 ], [ %751, %750 ], !dbg !218
  %76 = phi i64 [ %33, %2 ], [ %752, %750 ], !dbg !218
  %77 = phi ptr [ %12, %2 ], [ %753, %750 ], !dbg !218
  %78 = phi ptr [ %5, %2 ], [ %754, %750 ], !dbg !218
    #dbg_value(ptr %78, !192, !DIExpression(), !218)
    #dbg_value(ptr %77, !194, !DIExpression(), !218)
    #dbg_value(i64 %76, !201, !DIExpression(), !218)
    #dbg_value(i32 %75, !202, !DIExpression(), !218)
  %79 = icmp ult i32 %75, 15, !dbg !283
  br i1 %79, label %80, label %95, !dbg !285

80:                                               ; preds = %74
  %81 = getelementptr inbounds i8, ptr %78, i64 1, !dbg !286
    #dbg_value(ptr %81, !192, !DIExpression(), !218)
  %82 = load i8, ptr %78, align 1, !dbg !288, !tbaa !289
  %83 = zext i8 %82 to i64, !dbg !290
  %84 = zext nneg i32 %75 to i64, !dbg !291
  %85 = shl nuw nsw i64 %83, %84, !dbg !291
  %86 = add i64 %85, %76, !dbg !292
    #dbg_value(i64 %86, !201, !DIExpression(), !218)
  %87 = add nuw nsw i32 %75, 8, !dbg !293
    #dbg_value(i32 %87, !202, !DIExpression(), !218)
  %88 = getelementptr inbounds i8, ptr %78, i64 2, !dbg !294
    #dbg_value(ptr %88, !192, !DIExpression(), !218)
  %89 = load i8, ptr %81, align 1, !dbg !295, !tbaa !289
  %90 = zext i8 %89 to i64, !dbg !296
  %91 = zext nneg i32 %87 to i64, !dbg !297
  %92 = shl nuw nsw i64 %90, %91, !dbg !297
  %93 = add i64 %86, %92, !dbg !298
    #dbg_value(i64 %93, !201, !DIExpression(), !218)
  %94 = or disjoint i32 %75, 16, !dbg !299
    #dbg_value(i32 %94, !202, !DIExpression(), !218)
  br label %95, !dbg !300

95:                                               ; preds = %80, %74
  %96 = phi i32 [ %94, %80 ], [ %75, %74 ], !dbg !218
  %97 = phi i64 [ %93, %80 ], [ %76, %74 ], !dbg !218
  %98 = phi ptr [ %88, %80 ], [ %78, %74 ], !dbg !218
    #dbg_value(ptr %98, !192, !DIExpression(), !218)
    #dbg_value(i64 %97, !201, !DIExpression(), !218)
    #dbg_value(i32 %96, !202, !DIExpression(), !218)
  %99 = and i64 %97, %48, !dbg !301
  %100 = getelementptr inbounds %struct.code, ptr %37, i64 %99, !dbg !302
    #dbg_value(ptr %100, !207, !DIExpression(), !218)
    #dbg_label(!212, !303)
  %101 = getelementptr inbounds i8, ptr %100, i64 1, !dbg !304
  %102 = load i8, ptr %101, align 1, !dbg !304, !tbaa !305
  %103 = zext i8 %102 to i32, !dbg !308
  %104 = zext nneg i8 %102 to i64, !dbg !309
  %105 = lshr i64 %97, %104, !dbg !309
  %106 = sub i32 %96, %103, !dbg !310
  %107 = load i8, ptr %100, align 2, !dbg !311, !tbaa !312
  %108 = icmp eq i8 %107, 0, !dbg !313
  br i1 %108, label %109, label %117, !dbg !314

109:                                              ; preds = %729, %95
  %110 = phi ptr [ %100, %95 ], [ %738, %729 ], !dbg !315
  %111 = phi i64 [ %105, %95 ], [ %743, %729 ], !dbg !309
  %112 = phi i32 [ %106, %95 ], [ %744, %729 ], !dbg !310
  %113 = getelementptr inbounds i8, ptr %110, i64 2, !dbg !316
  %114 = load i16, ptr %113, align 2, !dbg !316, !tbaa !318
  %115 = trunc i16 %114 to i8, !dbg !319
  %116 = getelementptr inbounds i8, ptr %77, i64 1, !dbg !320
    #dbg_value(ptr %116, !194, !DIExpression(), !218)
  store i8 %115, ptr %77, align 1, !dbg !321, !tbaa !289
  br label %750, !dbg !322

117:                                              ; preds = %95, %729
  %118 = phi i8 [ %745, %729 ], [ %107, %95 ]
  %119 = phi i32 [ %744, %729 ], [ %106, %95 ]
  %120 = phi i64 [ %743, %729 ], [ %105, %95 ]
  %121 = phi ptr [ %738, %729 ], [ %100, %95 ]
  %122 = zext i8 %118 to i32, !dbg !323
    #dbg_value(ptr %121, !207, !DIExpression(), !218)
  %123 = and i32 %122, 16, !dbg !324
  %124 = icmp eq i32 %123, 0, !dbg !324
  br i1 %124, label %726, label %125, !dbg !325

125:                                              ; preds = %117
  %126 = getelementptr inbounds i8, ptr %121, i64 2, !dbg !326
  %127 = load i16, ptr %126, align 2, !dbg !326, !tbaa !318
  %128 = zext i16 %127 to i32, !dbg !327
    #dbg_value(i32 %128, !209, !DIExpression(), !218)
  %129 = and i32 %122, 15, !dbg !328
    #dbg_value(i32 %129, !208, !DIExpression(), !218)
  %130 = icmp eq i32 %129, 0, !dbg !329
  br i1 %130, label %153, label %131, !dbg !331

131:                                              ; preds = %125
  %132 = icmp ult i32 %119, %129, !dbg !332
  br i1 %132, label %133, label %141, !dbg !335

133:                                              ; preds = %131
  %134 = getelementptr inbounds i8, ptr %98, i64 1, !dbg !336
    #dbg_value(ptr %134, !192, !DIExpression(), !218)
  %135 = load i8, ptr %98, align 1, !dbg !338, !tbaa !289
  %136 = zext i8 %135 to i64, !dbg !339
  %137 = zext nneg i32 %119 to i64, !dbg !340
  %138 = shl nuw nsw i64 %136, %137, !dbg !340
  %139 = add i64 %138, %120, !dbg !341
    #dbg_value(i64 %139, !201, !DIExpression(), !218)
  %140 = add nuw nsw i32 %119, 8, !dbg !342
    #dbg_value(i32 %140, !202, !DIExpression(), !218)
  br label %141, !dbg !343

141:                                              ; preds = %133, %131
  %142 = phi i32 [ %140, %133 ], [ %119, %131 ], !dbg !315
  %143 = phi i64 [ %139, %133 ], [ %120, %131 ], !dbg !315
  %144 = phi ptr [ %134, %133 ], [ %98, %131 ], !dbg !315
    #dbg_value(ptr %144, !192, !DIExpression(), !218)
    #dbg_value(i64 %143, !201, !DIExpression(), !218)
    #dbg_value(i32 %142, !202, !DIExpression(), !218)
  %145 = trunc i64 %143 to i32, !dbg !344
  %146 = shl nsw i32 -1, %129, !dbg !345
  %147 = xor i32 %146, -1, !dbg !345
  %148 = and i32 %145, %147, !dbg !346
  %149 = add nuw nsw i32 %148, %128, !dbg !347
    #dbg_value(i32 %149, !209, !DIExpression(), !218)
  %150 = zext nneg i32 %129 to i64, !dbg !348
  %151 = lshr i64 %143, %150, !dbg !348
    #dbg_value(i64 %151, !201, !DIExpression(), !218)
  %152 = sub i32 %142, %129, !dbg !349
    #dbg_value(i32 %152, !202, !DIExpression(), !218)
  br label %153, !dbg !350

153:                                              ; preds = %141, %125
  %154 = phi i32 [ %152, %141 ], [ %119, %125 ], !dbg !315
  %155 = phi i64 [ %151, %141 ], [ %120, %125 ], !dbg !315
  %156 = phi ptr [ %144, %141 ], [ %98, %125 ], !dbg !315
  %157 = phi i32 [ %149, %141 ], [ %128, %125 ], !dbg !351
    #dbg_value(i32 %157, !209, !DIExpression(), !218)
    #dbg_value(ptr %156, !192, !DIExpression(), !218)
    #dbg_value(i64 %155, !201, !DIExpression(), !218)
    #dbg_value(i32 %154, !202, !DIExpression(), !218)
  %158 = icmp ult i32 %154, 15, !dbg !352
  br i1 %158, label %159, label %174, !dbg !354

159:                                              ; preds = %153
  %160 = getelementptr inbounds i8, ptr %156, i64 1, !dbg !355
    #dbg_value(ptr %160, !192, !DIExpression(), !218)
  %161 = load i8, ptr %156, align 1, !dbg !357, !tbaa !289
  %162 = zext i8 %161 to i64, !dbg !358
  %163 = zext nneg i32 %154 to i64, !dbg !359
  %164 = shl nuw nsw i64 %162, %163, !dbg !359
  %165 = add i64 %164, %155, !dbg !360
    #dbg_value(i64 %165, !201, !DIExpression(), !218)
  %166 = add nuw nsw i32 %154, 8, !dbg !361
    #dbg_value(i32 %166, !202, !DIExpression(), !218)
  %167 = getelementptr inbounds i8, ptr %156, i64 2, !dbg !362
    #dbg_value(ptr %167, !192, !DIExpression(), !218)
  %168 = load i8, ptr %160, align 1, !dbg !363, !tbaa !289
  %169 = zext i8 %168 to i64, !dbg !364
  %170 = zext nneg i32 %166 to i64, !dbg !365
  %171 = shl nuw nsw i64 %169, %170, !dbg !365
  %172 = add i64 %165, %171, !dbg !366
    #dbg_value(i64 %172, !201, !DIExpression(), !218)
  %173 = or disjoint i32 %154, 16, !dbg !367
    #dbg_value(i32 %173, !202, !DIExpression(), !218)
  br label %174, !dbg !368

174:                                              ; preds = %159, %153
  %175 = phi i32 [ %173, %159 ], [ %154, %153 ], !dbg !351
  %176 = phi i64 [ %172, %159 ], [ %155, %153 ], !dbg !351
  %177 = phi ptr [ %167, %159 ], [ %156, %153 ], !dbg !351
    #dbg_value(ptr %177, !192, !DIExpression(), !218)
    #dbg_value(i64 %176, !201, !DIExpression(), !218)
    #dbg_value(i32 %175, !202, !DIExpression(), !218)
  %178 = and i64 %176, %49, !dbg !369
  %179 = getelementptr inbounds %struct.code, ptr %39, i64 %178, !dbg !370
    #dbg_value(ptr %179, !207, !DIExpression(), !218)
    #dbg_label(!214, !371)
  %180 = getelementptr inbounds i8, ptr %179, i64 1, !dbg !372
  %181 = load i8, ptr %180, align 1, !dbg !372, !tbaa !305
  %182 = zext i8 %181 to i32, !dbg !373
  %183 = zext nneg i8 %181 to i64, !dbg !374
  %184 = lshr i64 %176, %183, !dbg !374
  %185 = sub i32 %175, %182, !dbg !375
  %186 = load i8, ptr %179, align 2, !dbg !376, !tbaa !312
  %187 = zext i8 %186 to i32, !dbg !377
  %188 = and i32 %187, 16, !dbg !378
  %189 = icmp eq i32 %188, 0, !dbg !378
  br i1 %189, label %699, label %190, !dbg !379

190:                                              ; preds = %706, %174
  %191 = phi ptr [ %179, %174 ], [ %715, %706 ], !dbg !351
  %192 = phi i64 [ %184, %174 ], [ %720, %706 ], !dbg !374
  %193 = phi i32 [ %185, %174 ], [ %721, %706 ], !dbg !375
  %194 = phi i32 [ %187, %174 ], [ %723, %706 ], !dbg !377
  %195 = getelementptr inbounds i8, ptr %191, i64 2, !dbg !380
  %196 = load i16, ptr %195, align 2, !dbg !380, !tbaa !318
  %197 = zext i16 %196 to i32, !dbg !381
    #dbg_value(i32 %197, !210, !DIExpression(), !218)
  %198 = and i32 %194, 15, !dbg !382
    #dbg_value(i32 %198, !208, !DIExpression(), !218)
  %199 = icmp ult i32 %193, %198, !dbg !383
  br i1 %199, label %200, label %217, !dbg !385

200:                                              ; preds = %190
  %201 = getelementptr inbounds i8, ptr %177, i64 1, !dbg !386
    #dbg_value(ptr %201, !192, !DIExpression(), !218)
  %202 = load i8, ptr %177, align 1, !dbg !388, !tbaa !289
  %203 = zext i8 %202 to i64, !dbg !389
  %204 = zext nneg i32 %193 to i64, !dbg !390
  %205 = shl nuw nsw i64 %203, %204, !dbg !390
  %206 = add i64 %205, %192, !dbg !391
    #dbg_value(i64 %206, !201, !DIExpression(), !218)
  %207 = add nuw nsw i32 %193, 8, !dbg !392
    #dbg_value(i32 %207, !202, !DIExpression(), !218)
  %208 = icmp ult i32 %207, %198, !dbg !393
  br i1 %208, label %209, label %217, !dbg !395

209:                                              ; preds = %200
  %210 = getelementptr inbounds i8, ptr %177, i64 2, !dbg !396
    #dbg_value(ptr %210, !192, !DIExpression(), !218)
  %211 = load i8, ptr %201, align 1, !dbg !398, !tbaa !289
  %212 = zext i8 %211 to i64, !dbg !399
  %213 = zext nneg i32 %207 to i64, !dbg !400
  %214 = shl nuw nsw i64 %212, %213, !dbg !400
  %215 = add i64 %214, %206, !dbg !401
    #dbg_value(i64 %215, !201, !DIExpression(), !218)
  %216 = add nuw nsw i32 %193, 16, !dbg !402
    #dbg_value(i32 %216, !202, !DIExpression(), !218)
  br label %217, !dbg !403

217:                                              ; preds = %200, %209, %190
  %218 = phi i32 [ %216, %209 ], [ %207, %200 ], [ %193, %190 ], !dbg !351
  %219 = phi i64 [ %215, %209 ], [ %206, %200 ], [ %192, %190 ], !dbg !351
  %220 = phi ptr [ %210, %209 ], [ %201, %200 ], [ %177, %190 ], !dbg !351
    #dbg_value(ptr %220, !192, !DIExpression(), !218)
    #dbg_value(i64 %219, !201, !DIExpression(), !218)
    #dbg_value(i32 %218, !202, !DIExpression(), !218)
  %221 = trunc i64 %219 to i32, !dbg !404
  %222 = shl nsw i32 -1, %198, !dbg !405
  %223 = xor i32 %222, -1, !dbg !405
  %224 = and i32 %221, %223, !dbg !406
  %225 = add nuw nsw i32 %224, %197, !dbg !407
    #dbg_value(i32 %225, !210, !DIExpression(), !218)
  %226 = zext nneg i32 %198 to i64, !dbg !408
  %227 = lshr i64 %219, %226, !dbg !408
    #dbg_value(i64 %227, !201, !DIExpression(), !218)
  %228 = sub i32 %218, %198, !dbg !409
    #dbg_value(i32 %228, !202, !DIExpression(), !218)
  %229 = ptrtoint ptr %77 to i64, !dbg !410
  %230 = sub i64 %229, %50, !dbg !410
  %231 = trunc i64 %230 to i32, !dbg !411
    #dbg_value(i32 %231, !208, !DIExpression(), !218)
  %232 = icmp ugt i32 %225, %231, !dbg !412
  br i1 %232, label %233, label %670, !dbg !413

233:                                              ; preds = %217
  %234 = sub nsw i32 %225, %231, !dbg !414
    #dbg_value(i32 %234, !208, !DIExpression(), !218)
  %235 = icmp ugt i32 %234, %26, !dbg !415
  br i1 %235, label %236, label %239, !dbg !417

236:                                              ; preds = %233
  %237 = load i32, ptr %51, align 8, !dbg !418, !tbaa !421
  %238 = icmp eq i32 %237, 0, !dbg !422
  br i1 %238, label %239, label %758, !dbg !423

239:                                              ; preds = %236, %233
    #dbg_value(ptr %30, !211, !DIExpression(), !218)
  br i1 %52, label %240, label %335, !dbg !424

240:                                              ; preds = %239
  %241 = sub i32 %24, %234, !dbg !425
  %242 = zext i32 %241 to i64, !dbg !426
  %243 = getelementptr i8, ptr %30, i64 %242, !dbg !426
    #dbg_value(ptr %243, !211, !DIExpression(), !218)
  %244 = icmp ult i32 %234, %157, !dbg !427
  br i1 %244, label %245, label %604, !dbg !428

245:                                              ; preds = %240
  %246 = add i32 %57, %224, !dbg !265
  %247 = add i32 %246, %197, !dbg !265
  %248 = trunc i64 %229 to i32, !dbg !265
  %249 = sub i32 %247, %248, !dbg !265
  %250 = zext i32 %249 to i64, !dbg !265
  %251 = add nuw nsw i64 %250, 1, !dbg !265
  %252 = icmp ult i32 %249, 31, !dbg !265
  br i1 %252, label %275, label %253, !dbg !265

253:                                              ; preds = %245
  %254 = add i64 %31, %242, !dbg !265
  %255 = sub i64 %229, %254, !dbg !265
  %256 = icmp ult i64 %255, 32, !dbg !265
  br i1 %256, label %275, label %257, !dbg !265

257:                                              ; preds = %253
  %258 = and i64 %251, 8589934560, !dbg !265
  %259 = getelementptr i8, ptr %77, i64 %258, !dbg !265
  %260 = trunc i64 %258 to i32, !dbg !265
  %261 = sub i32 %234, %260, !dbg !265
  %262 = getelementptr i8, ptr %243, i64 %258, !dbg !265
  br label %263, !dbg !265

263:                                              ; preds = %263, %257
  %264 = phi i64 [ 0, %257 ], [ %271, %263 ]
  %265 = getelementptr i8, ptr %77, i64 %264
  %266 = getelementptr i8, ptr %243, i64 %264
  %267 = getelementptr i8, ptr %266, i64 16, !dbg !429
  %268 = load <16 x i8>, ptr %266, align 1, !dbg !429, !tbaa !289
  %269 = load <16 x i8>, ptr %267, align 1, !dbg !429, !tbaa !289
  %270 = getelementptr i8, ptr %265, i64 16, !dbg !431
  store <16 x i8> %268, ptr %265, align 1, !dbg !431, !tbaa !289
  store <16 x i8> %269, ptr %270, align 1, !dbg !431, !tbaa !289
  %271 = add nuw i64 %264, 32
  %272 = icmp eq i64 %271, %258
  br i1 %272, label %273, label %263, !llvm.loop !432

273:                                              ; preds = %263
  %274 = icmp eq i64 %251, %258, !dbg !437
  br i1 %274, label %329, label %275, !dbg !437

275:                                              ; preds = %273, %253, %245
  %276 = phi ptr [ %77, %253 ], [ %77, %245 ], [ %259, %273 ]
  %277 = phi i32 [ %234, %253 ], [ %234, %245 ], [ %261, %273 ]
  %278 = phi ptr [ %243, %253 ], [ %243, %245 ], [ %262, %273 ]
  %279 = add i32 %277, -1, !dbg !265
  %280 = and i32 %277, 7, !dbg !265
  %281 = icmp eq i32 %280, 0, !dbg !265
  br i1 %281, label %293, label %282, !dbg !265

282:                                              ; preds = %275, %282
  %283 = phi ptr [ %289, %282 ], [ %276, %275 ], !dbg !218
  %284 = phi i32 [ %290, %282 ], [ %277, %275 ], !dbg !438
  %285 = phi ptr [ %287, %282 ], [ %278, %275 ], !dbg !439
  %286 = phi i32 [ %291, %282 ], [ 0, %275 ]
    #dbg_value(ptr %285, !211, !DIExpression(), !218)
    #dbg_value(i32 %284, !208, !DIExpression(), !218)
    #dbg_value(ptr %283, !194, !DIExpression(), !218)
  %287 = getelementptr inbounds i8, ptr %285, i64 1, !dbg !440
    #dbg_value(ptr %287, !211, !DIExpression(), !218)
  %288 = load i8, ptr %285, align 1, !dbg !429, !tbaa !289
  %289 = getelementptr inbounds i8, ptr %283, i64 1, !dbg !441
    #dbg_value(ptr %289, !194, !DIExpression(), !218)
  store i8 %288, ptr %283, align 1, !dbg !431, !tbaa !289
  %290 = add i32 %284, -1, !dbg !442
    #dbg_value(i32 %290, !208, !DIExpression(), !218)
  %291 = add i32 %286, 1, !dbg !437
  %292 = icmp eq i32 %291, %280, !dbg !437
  br i1 %292, label %293, label %282, !dbg !437, !llvm.loop !443

293:                                              ; preds = %282, %275
  %294 = phi ptr [ poison, %275 ], [ %289, %282 ]
  %295 = phi ptr [ %276, %275 ], [ %289, %282 ]
  %296 = phi i32 [ %277, %275 ], [ %290, %282 ]
  %297 = phi ptr [ %278, %275 ], [ %287, %282 ]
  %298 = icmp ult i32 %279, 7, !dbg !265
  br i1 %298, label %329, label %299, !dbg !265

299:                                              ; preds = %293, %299
  %300 = phi ptr [ %326, %299 ], [ %295, %293 ], !dbg !218
  %301 = phi i32 [ %327, %299 ], [ %296, %293 ], !dbg !438
  %302 = phi ptr [ %324, %299 ], [ %297, %293 ], !dbg !439
    #dbg_value(ptr %302, !211, !DIExpression(), !218)
    #dbg_value(i32 %301, !208, !DIExpression(), !218)
    #dbg_value(ptr %300, !194, !DIExpression(), !218)
  %303 = getelementptr inbounds i8, ptr %302, i64 1, !dbg !440
    #dbg_value(ptr %303, !211, !DIExpression(), !218)
  %304 = load i8, ptr %302, align 1, !dbg !429, !tbaa !289
  %305 = getelementptr inbounds i8, ptr %300, i64 1, !dbg !441
    #dbg_value(ptr %305, !194, !DIExpression(), !218)
  store i8 %304, ptr %300, align 1, !dbg !431, !tbaa !289
    #dbg_value(i32 %301, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !218)
  %306 = getelementptr inbounds i8, ptr %302, i64 2, !dbg !440
    #dbg_value(ptr %306, !211, !DIExpression(), !218)
  %307 = load i8, ptr %303, align 1, !dbg !429, !tbaa !289
  %308 = getelementptr inbounds i8, ptr %300, i64 2, !dbg !441
    #dbg_value(ptr %308, !194, !DIExpression(), !218)
  store i8 %307, ptr %305, align 1, !dbg !431, !tbaa !289
    #dbg_value(i32 %301, !208, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !218)
  %309 = getelementptr inbounds i8, ptr %302, i64 3, !dbg !440
    #dbg_value(ptr %309, !211, !DIExpression(), !218)
  %310 = load i8, ptr %306, align 1, !dbg !429, !tbaa !289
  %311 = getelementptr inbounds i8, ptr %300, i64 3, !dbg !441
    #dbg_value(ptr %311, !194, !DIExpression(), !218)
  store i8 %310, ptr %308, align 1, !dbg !431, !tbaa !289
    #dbg_value(i32 %301, !208, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !218)
  %312 = getelementptr inbounds i8, ptr %302, i64 4, !dbg !440
    #dbg_value(ptr %312, !211, !DIExpression(), !218)
  %313 = load i8, ptr %309, align 1, !dbg !429, !tbaa !289
  %314 = getelementptr inbounds i8, ptr %300, i64 4, !dbg !441
    #dbg_value(ptr %314, !194, !DIExpression(), !218)
  store i8 %313, ptr %311, align 1, !dbg !431, !tbaa !289
    #dbg_value(i32 %301, !208, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !218)
  %315 = getelementptr inbounds i8, ptr %302, i64 5, !dbg !440
    #dbg_value(ptr %315, !211, !DIExpression(), !218)
  %316 = load i8, ptr %312, align 1, !dbg !429, !tbaa !289
  %317 = getelementptr inbounds i8, ptr %300, i64 5, !dbg !441
    #dbg_value(ptr %317, !194, !DIExpression(), !218)
  store i8 %316, ptr %314, align 1, !dbg !431, !tbaa !289
    #dbg_value(i32 %301, !208, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !218)
  %318 = getelementptr inbounds i8, ptr %302, i64 6, !dbg !440
    #dbg_value(ptr %318, !211, !DIExpression(), !218)
  %319 = load i8, ptr %315, align 1, !dbg !429, !tbaa !289
  %320 = getelementptr inbounds i8, ptr %300, i64 6, !dbg !441
    #dbg_value(ptr %320, !194, !DIExpression(), !218)
  store i8 %319, ptr %317, align 1, !dbg !431, !tbaa !289
    #dbg_value(i32 %301, !208, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !218)
  %321 = getelementptr inbounds i8, ptr %302, i64 7, !dbg !440
    #dbg_value(ptr %321, !211, !DIExpression(), !218)
  %322 = load i8, ptr %318, align 1, !dbg !429, !tbaa !289
  %323 = getelementptr inbounds i8, ptr %300, i64 7, !dbg !441
    #dbg_value(ptr %323, !194, !DIExpression(), !218)
  store i8 %322, ptr %320, align 1, !dbg !431, !tbaa !289
    #dbg_value(i32 %301, !208, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !218)
  %324 = getelementptr inbounds i8, ptr %302, i64 8, !dbg !440
    #dbg_value(ptr %324, !211, !DIExpression(), !218)
  %325 = load i8, ptr %321, align 1, !dbg !429, !tbaa !289
  %326 = getelementptr inbounds i8, ptr %300, i64 8, !dbg !441
    #dbg_value(ptr %326, !194, !DIExpression(), !218)
  store i8 %325, ptr %323, align 1, !dbg !431, !tbaa !289
  %327 = add i32 %301, -8, !dbg !442
    #dbg_value(i32 %327, !208, !DIExpression(), !218)
  %328 = icmp eq i32 %327, 0, !dbg !437
  br i1 %328, label %329, label %299, !dbg !437, !llvm.loop !445

329:                                              ; preds = %293, %299, %273
  %330 = phi ptr [ %259, %273 ], [ %294, %293 ], [ %326, %299 ], !dbg !441
  %331 = sub nsw i32 %157, %234, !dbg !446
  %332 = zext nneg i32 %225 to i64, !dbg !447
  %333 = sub nsw i64 0, %332, !dbg !447
  %334 = getelementptr inbounds i8, ptr %330, i64 %333, !dbg !447
    #dbg_value(ptr %334, !211, !DIExpression(), !218)
  br label %604, !dbg !448

335:                                              ; preds = %239
  %336 = icmp ult i32 %28, %234, !dbg !449
  br i1 %336, label %337, label %509, !dbg !450

337:                                              ; preds = %335
  %338 = sub i32 %53, %234, !dbg !451
  %339 = zext i32 %338 to i64, !dbg !452
  %340 = getelementptr i8, ptr %30, i64 %339, !dbg !452
    #dbg_value(ptr %340, !211, !DIExpression(), !218)
  %341 = sub i32 %234, %28, !dbg !453
    #dbg_value(i32 %341, !208, !DIExpression(), !218)
  %342 = icmp ult i32 %341, %157, !dbg !454
  br i1 %342, label %343, label %604, !dbg !455

343:                                              ; preds = %337
  %344 = add i32 %63, %224, !dbg !274
  %345 = add i32 %344, %197, !dbg !274
  %346 = trunc i64 %229 to i32, !dbg !274
  %347 = sub i32 %345, %346, !dbg !274
  %348 = zext i32 %347 to i64, !dbg !274
  %349 = add nuw nsw i64 %348, 1, !dbg !274
  %350 = icmp ult i32 %347, 31, !dbg !274
  br i1 %350, label %374, label %351, !dbg !274

351:                                              ; preds = %343
  %352 = add i64 %31, %339, !dbg !274
  %353 = sub i64 %229, %352, !dbg !274
  %354 = icmp ult i64 %353, 32, !dbg !274
  br i1 %354, label %374, label %355, !dbg !274

355:                                              ; preds = %351
  %356 = and i64 %349, 8589934560, !dbg !274
  %357 = getelementptr i8, ptr %77, i64 %356, !dbg !274
  %358 = trunc i64 %356 to i32, !dbg !274
  %359 = sub i32 %341, %358, !dbg !274
  %360 = getelementptr i8, ptr %340, i64 %356, !dbg !274
  br label %361, !dbg !274

361:                                              ; preds = %361, %355
  %362 = phi i64 [ 0, %355 ], [ %369, %361 ], !dbg !456
  %363 = getelementptr i8, ptr %77, i64 %362
  %364 = getelementptr i8, ptr %340, i64 %362
  %365 = getelementptr i8, ptr %364, i64 16, !dbg !458
  %366 = load <16 x i8>, ptr %364, align 1, !dbg !458, !tbaa !289
  %367 = load <16 x i8>, ptr %365, align 1, !dbg !458, !tbaa !289
  %368 = getelementptr i8, ptr %363, i64 16, !dbg !459
  store <16 x i8> %366, ptr %363, align 1, !dbg !459, !tbaa !289
  store <16 x i8> %367, ptr %368, align 1, !dbg !459, !tbaa !289
  %369 = add nuw i64 %362, 32, !dbg !456
  %370 = icmp eq i64 %369, %356, !dbg !456
  br i1 %370, label %371, label %361, !dbg !456, !llvm.loop !460

371:                                              ; preds = %361
  %372 = icmp eq i64 %349, %356, !dbg !456
  %373 = add nsw i64 %356, -1, !dbg !456
  br i1 %372, label %425, label %374, !dbg !456

374:                                              ; preds = %371, %351, %343
  %375 = phi i64 [ 0, %351 ], [ 0, %343 ], [ %356, %371 ]
  %376 = phi ptr [ %77, %351 ], [ %77, %343 ], [ %357, %371 ]
  %377 = phi i32 [ %341, %351 ], [ %341, %343 ], [ %359, %371 ]
  %378 = phi ptr [ %340, %351 ], [ %340, %343 ], [ %360, %371 ]
  %379 = add i32 %377, -1, !dbg !274
  %380 = and i32 %377, 3, !dbg !274
  %381 = icmp eq i32 %380, 0, !dbg !274
  br i1 %381, label %395, label %382, !dbg !274

382:                                              ; preds = %374, %382
  %383 = phi i64 [ %392, %382 ], [ %375, %374 ]
  %384 = phi ptr [ %390, %382 ], [ %376, %374 ], !dbg !218
  %385 = phi i32 [ %391, %382 ], [ %377, %374 ], !dbg !462
  %386 = phi ptr [ %388, %382 ], [ %378, %374 ], !dbg !462
  %387 = phi i32 [ %393, %382 ], [ 0, %374 ]
    #dbg_value(ptr %386, !211, !DIExpression(), !218)
    #dbg_value(i32 %385, !208, !DIExpression(), !218)
    #dbg_value(ptr %384, !194, !DIExpression(), !218)
  %388 = getelementptr inbounds i8, ptr %386, i64 1, !dbg !463
    #dbg_value(ptr %388, !211, !DIExpression(), !218)
  %389 = load i8, ptr %386, align 1, !dbg !458, !tbaa !289
  %390 = getelementptr i8, ptr %384, i64 1, !dbg !464
    #dbg_value(ptr %390, !194, !DIExpression(), !218)
  store i8 %389, ptr %384, align 1, !dbg !459, !tbaa !289
  %391 = add i32 %385, -1, !dbg !465
    #dbg_value(i32 %391, !208, !DIExpression(), !218)
  %392 = add i64 %383, 1, !dbg !456
  %393 = add i32 %387, 1, !dbg !456
  %394 = icmp eq i32 %393, %380, !dbg !456
  br i1 %394, label %395, label %382, !dbg !456, !llvm.loop !466

395:                                              ; preds = %382, %374
  %396 = phi i64 [ poison, %374 ], [ %383, %382 ]
  %397 = phi ptr [ poison, %374 ], [ %390, %382 ]
  %398 = phi i64 [ %375, %374 ], [ %392, %382 ]
  %399 = phi ptr [ %376, %374 ], [ %390, %382 ]
  %400 = phi i32 [ %377, %374 ], [ %391, %382 ]
  %401 = phi ptr [ %378, %374 ], [ %388, %382 ]
  %402 = icmp ult i32 %379, 3, !dbg !274
  br i1 %402, label %425, label %403, !dbg !274

403:                                              ; preds = %395, %403
  %404 = phi i64 [ %422, %403 ], [ %398, %395 ]
  %405 = phi ptr [ %419, %403 ], [ %399, %395 ], !dbg !218
  %406 = phi i32 [ %420, %403 ], [ %400, %395 ], !dbg !462
  %407 = phi ptr [ %417, %403 ], [ %401, %395 ], !dbg !462
    #dbg_value(ptr %407, !211, !DIExpression(), !218)
    #dbg_value(i32 %406, !208, !DIExpression(), !218)
    #dbg_value(ptr %405, !194, !DIExpression(), !218)
  %408 = getelementptr inbounds i8, ptr %407, i64 1, !dbg !463
    #dbg_value(ptr %408, !211, !DIExpression(), !218)
  %409 = load i8, ptr %407, align 1, !dbg !458, !tbaa !289
  %410 = getelementptr i8, ptr %405, i64 1, !dbg !464
    #dbg_value(ptr %410, !194, !DIExpression(), !218)
  store i8 %409, ptr %405, align 1, !dbg !459, !tbaa !289
    #dbg_value(i32 %406, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !218)
  %411 = getelementptr inbounds i8, ptr %407, i64 2, !dbg !463
    #dbg_value(ptr %411, !211, !DIExpression(), !218)
  %412 = load i8, ptr %408, align 1, !dbg !458, !tbaa !289
  %413 = getelementptr i8, ptr %405, i64 2, !dbg !464
    #dbg_value(ptr %413, !194, !DIExpression(), !218)
  store i8 %412, ptr %410, align 1, !dbg !459, !tbaa !289
    #dbg_value(i32 %406, !208, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !218)
  %414 = getelementptr inbounds i8, ptr %407, i64 3, !dbg !463
    #dbg_value(ptr %414, !211, !DIExpression(), !218)
  %415 = load i8, ptr %411, align 1, !dbg !458, !tbaa !289
  %416 = getelementptr i8, ptr %405, i64 3, !dbg !464
    #dbg_value(ptr %416, !194, !DIExpression(), !218)
  store i8 %415, ptr %413, align 1, !dbg !459, !tbaa !289
    #dbg_value(i32 %406, !208, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !218)
  %417 = getelementptr inbounds i8, ptr %407, i64 4, !dbg !463
    #dbg_value(ptr %417, !211, !DIExpression(), !218)
  %418 = load i8, ptr %414, align 1, !dbg !458, !tbaa !289
  %419 = getelementptr i8, ptr %405, i64 4, !dbg !464
    #dbg_value(ptr %419, !194, !DIExpression(), !218)
  store i8 %418, ptr %416, align 1, !dbg !459, !tbaa !289
  %420 = add i32 %406, -4, !dbg !465
    #dbg_value(i32 %420, !208, !DIExpression(), !218)
  %421 = icmp eq i32 %420, 0, !dbg !456
  %422 = add i64 %404, 4, !dbg !456
  br i1 %421, label %423, label %403, !dbg !456, !llvm.loop !467

423:                                              ; preds = %403
  %424 = add i64 %404, 3, !dbg !456
  br label %425, !dbg !468

425:                                              ; preds = %423, %395, %371
  %426 = phi i64 [ %373, %371 ], [ %396, %395 ], [ %424, %423 ]
  %427 = phi ptr [ %357, %371 ], [ %397, %395 ], [ %419, %423 ], !dbg !464
  %428 = sub nsw i32 %157, %341, !dbg !468
    #dbg_value(ptr %30, !211, !DIExpression(), !218)
  %429 = icmp ult i32 %28, %428, !dbg !469
  br i1 %429, label %430, label %604, !dbg !471

430:                                              ; preds = %425
  br i1 %68, label %449, label %431, !dbg !472

431:                                              ; preds = %430
  %432 = sub i64 %229, %31, !dbg !472
  %433 = add i64 %432, 1, !dbg !472
  %434 = add i64 %426, %433, !dbg !472
  %435 = icmp ult i64 %434, 32, !dbg !472
  br i1 %435, label %449, label %436, !dbg !472

436:                                              ; preds = %431
  %437 = getelementptr i8, ptr %427, i64 %69, !dbg !472
  br label %438, !dbg !472

438:                                              ; preds = %438, %436
  %439 = phi i64 [ 0, %436 ], [ %446, %438 ]
  %440 = getelementptr i8, ptr %427, i64 %439
  %441 = getelementptr i8, ptr %30, i64 %439
  %442 = getelementptr i8, ptr %441, i64 16, !dbg !474
  %443 = load <16 x i8>, ptr %441, align 1, !dbg !474, !tbaa !289
  %444 = load <16 x i8>, ptr %442, align 1, !dbg !474, !tbaa !289
  %445 = getelementptr i8, ptr %440, i64 16, !dbg !476
  store <16 x i8> %443, ptr %440, align 1, !dbg !476, !tbaa !289
  store <16 x i8> %444, ptr %445, align 1, !dbg !476, !tbaa !289
  %446 = add nuw i64 %439, 32
  %447 = icmp eq i64 %446, %69
  br i1 %447, label %448, label %438, !llvm.loop !477

448:                                              ; preds = %438
  br i1 %73, label %503, label %449, !dbg !479

449:                                              ; preds = %448, %431, %430
  %450 = phi ptr [ %427, %431 ], [ %427, %430 ], [ %437, %448 ]
  %451 = phi i32 [ %28, %431 ], [ %28, %430 ], [ %71, %448 ]
  %452 = phi ptr [ %30, %431 ], [ %30, %430 ], [ %72, %448 ]
  %453 = add i32 %451, -1, !dbg !472
  %454 = and i32 %451, 7, !dbg !472
  %455 = icmp eq i32 %454, 0, !dbg !472
  br i1 %455, label %467, label %456, !dbg !472

456:                                              ; preds = %449, %456
  %457 = phi ptr [ %463, %456 ], [ %450, %449 ], !dbg !480
  %458 = phi i32 [ %464, %456 ], [ %451, %449 ], !dbg !481
  %459 = phi ptr [ %461, %456 ], [ %452, %449 ], !dbg !480
  %460 = phi i32 [ %465, %456 ], [ 0, %449 ]
    #dbg_value(ptr %459, !211, !DIExpression(), !218)
    #dbg_value(i32 %458, !208, !DIExpression(), !218)
    #dbg_value(ptr %457, !194, !DIExpression(), !218)
  %461 = getelementptr inbounds i8, ptr %459, i64 1, !dbg !482
    #dbg_value(ptr %461, !211, !DIExpression(), !218)
  %462 = load i8, ptr %459, align 1, !dbg !474, !tbaa !289
  %463 = getelementptr inbounds i8, ptr %457, i64 1, !dbg !483
    #dbg_value(ptr %463, !194, !DIExpression(), !218)
  store i8 %462, ptr %457, align 1, !dbg !476, !tbaa !289
  %464 = add i32 %458, -1, !dbg !484
    #dbg_value(i32 %464, !208, !DIExpression(), !218)
  %465 = add i32 %460, 1, !dbg !479
  %466 = icmp eq i32 %465, %454, !dbg !479
  br i1 %466, label %467, label %456, !dbg !479, !llvm.loop !485

467:                                              ; preds = %456, %449
  %468 = phi ptr [ poison, %449 ], [ %463, %456 ]
  %469 = phi ptr [ %450, %449 ], [ %463, %456 ]
  %470 = phi i32 [ %451, %449 ], [ %464, %456 ]
  %471 = phi ptr [ %452, %449 ], [ %461, %456 ]
  %472 = icmp ult i32 %453, 7, !dbg !472
  br i1 %472, label %503, label %473, !dbg !472

473:                                              ; preds = %467, %473
  %474 = phi ptr [ %500, %473 ], [ %469, %467 ], !dbg !480
  %475 = phi i32 [ %501, %473 ], [ %470, %467 ], !dbg !481
  %476 = phi ptr [ %498, %473 ], [ %471, %467 ], !dbg !480
    #dbg_value(ptr %476, !211, !DIExpression(), !218)
    #dbg_value(i32 %475, !208, !DIExpression(), !218)
    #dbg_value(ptr %474, !194, !DIExpression(), !218)
  %477 = getelementptr inbounds i8, ptr %476, i64 1, !dbg !482
    #dbg_value(ptr %477, !211, !DIExpression(), !218)
  %478 = load i8, ptr %476, align 1, !dbg !474, !tbaa !289
  %479 = getelementptr inbounds i8, ptr %474, i64 1, !dbg !483
    #dbg_value(ptr %479, !194, !DIExpression(), !218)
  store i8 %478, ptr %474, align 1, !dbg !476, !tbaa !289
    #dbg_value(i32 %475, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !218)
  %480 = getelementptr inbounds i8, ptr %476, i64 2, !dbg !482
    #dbg_value(ptr %480, !211, !DIExpression(), !218)
  %481 = load i8, ptr %477, align 1, !dbg !474, !tbaa !289
  %482 = getelementptr inbounds i8, ptr %474, i64 2, !dbg !483
    #dbg_value(ptr %482, !194, !DIExpression(), !218)
  store i8 %481, ptr %479, align 1, !dbg !476, !tbaa !289
    #dbg_value(i32 %475, !208, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !218)
  %483 = getelementptr inbounds i8, ptr %476, i64 3, !dbg !482
    #dbg_value(ptr %483, !211, !DIExpression(), !218)
  %484 = load i8, ptr %480, align 1, !dbg !474, !tbaa !289
  %485 = getelementptr inbounds i8, ptr %474, i64 3, !dbg !483
    #dbg_value(ptr %485, !194, !DIExpression(), !218)
  store i8 %484, ptr %482, align 1, !dbg !476, !tbaa !289
    #dbg_value(i32 %475, !208, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !218)
  %486 = getelementptr inbounds i8, ptr %476, i64 4, !dbg !482
    #dbg_value(ptr %486, !211, !DIExpression(), !218)
  %487 = load i8, ptr %483, align 1, !dbg !474, !tbaa !289
  %488 = getelementptr inbounds i8, ptr %474, i64 4, !dbg !483
    #dbg_value(ptr %488, !194, !DIExpression(), !218)
  store i8 %487, ptr %485, align 1, !dbg !476, !tbaa !289
    #dbg_value(i32 %475, !208, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !218)
  %489 = getelementptr inbounds i8, ptr %476, i64 5, !dbg !482
    #dbg_value(ptr %489, !211, !DIExpression(), !218)
  %490 = load i8, ptr %486, align 1, !dbg !474, !tbaa !289
  %491 = getelementptr inbounds i8, ptr %474, i64 5, !dbg !483
    #dbg_value(ptr %491, !194, !DIExpression(), !218)
  store i8 %490, ptr %488, align 1, !dbg !476, !tbaa !289
    #dbg_value(i32 %475, !208, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !218)
  %492 = getelementptr inbounds i8, ptr %476, i64 6, !dbg !482
    #dbg_value(ptr %492, !211, !DIExpression(), !218)
  %493 = load i8, ptr %489, align 1, !dbg !474, !tbaa !289
  %494 = getelementptr inbounds i8, ptr %474, i64 6, !dbg !483
    #dbg_value(ptr %494, !194, !DIExpression(), !218)
  store i8 %493, ptr %491, align 1, !dbg !476, !tbaa !289
    #dbg_value(i32 %475, !208, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !218)
  %495 = getelementptr inbounds i8, ptr %476, i64 7, !dbg !482
    #dbg_value(ptr %495, !211, !DIExpression(), !218)
  %496 = load i8, ptr %492, align 1, !dbg !474, !tbaa !289
  %497 = getelementptr inbounds i8, ptr %474, i64 7, !dbg !483
    #dbg_value(ptr %497, !194, !DIExpression(), !218)
  store i8 %496, ptr %494, align 1, !dbg !476, !tbaa !289
    #dbg_value(i32 %475, !208, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !218)
  %498 = getelementptr inbounds i8, ptr %476, i64 8, !dbg !482
    #dbg_value(ptr %498, !211, !DIExpression(), !218)
  %499 = load i8, ptr %495, align 1, !dbg !474, !tbaa !289
  %500 = getelementptr inbounds i8, ptr %474, i64 8, !dbg !483
    #dbg_value(ptr %500, !194, !DIExpression(), !218)
  store i8 %499, ptr %497, align 1, !dbg !476, !tbaa !289
  %501 = add i32 %475, -8, !dbg !484
    #dbg_value(i32 %501, !208, !DIExpression(), !218)
  %502 = icmp eq i32 %501, 0, !dbg !479
  br i1 %502, label %503, label %473, !dbg !479, !llvm.loop !486

503:                                              ; preds = %467, %473, %448
  %504 = phi ptr [ %437, %448 ], [ %468, %467 ], [ %500, %473 ], !dbg !483
  %505 = sub i32 %428, %28, !dbg !487
  %506 = zext nneg i32 %225 to i64, !dbg !488
  %507 = sub nsw i64 0, %506, !dbg !488
  %508 = getelementptr inbounds i8, ptr %504, i64 %507, !dbg !488
    #dbg_value(ptr %508, !211, !DIExpression(), !218)
  br label %604, !dbg !489

509:                                              ; preds = %335
  %510 = sub i32 %28, %234, !dbg !490
  %511 = zext i32 %510 to i64, !dbg !491
  %512 = getelementptr i8, ptr %30, i64 %511, !dbg !491
    #dbg_value(ptr %512, !211, !DIExpression(), !218)
  %513 = icmp ult i32 %234, %157, !dbg !492
  br i1 %513, label %514, label %604, !dbg !493

514:                                              ; preds = %509
  %515 = add i32 %67, %224, !dbg !279
  %516 = add i32 %515, %197, !dbg !279
  %517 = trunc i64 %229 to i32, !dbg !279
  %518 = sub i32 %516, %517, !dbg !279
  %519 = zext i32 %518 to i64, !dbg !279
  %520 = add nuw nsw i64 %519, 1, !dbg !279
  %521 = icmp ult i32 %518, 31, !dbg !279
  br i1 %521, label %544, label %522, !dbg !279

522:                                              ; preds = %514
  %523 = add i64 %31, %511, !dbg !279
  %524 = sub i64 %229, %523, !dbg !279
  %525 = icmp ult i64 %524, 32, !dbg !279
  br i1 %525, label %544, label %526, !dbg !279

526:                                              ; preds = %522
  %527 = and i64 %520, 8589934560, !dbg !279
  %528 = getelementptr i8, ptr %77, i64 %527, !dbg !279
  %529 = trunc i64 %527 to i32, !dbg !279
  %530 = sub i32 %234, %529, !dbg !279
  %531 = getelementptr i8, ptr %512, i64 %527, !dbg !279
  br label %532, !dbg !279

532:                                              ; preds = %532, %526
  %533 = phi i64 [ 0, %526 ], [ %540, %532 ]
  %534 = getelementptr i8, ptr %77, i64 %533
  %535 = getelementptr i8, ptr %512, i64 %533
  %536 = getelementptr i8, ptr %535, i64 16, !dbg !494
  %537 = load <16 x i8>, ptr %535, align 1, !dbg !494, !tbaa !289
  %538 = load <16 x i8>, ptr %536, align 1, !dbg !494, !tbaa !289
  %539 = getelementptr i8, ptr %534, i64 16, !dbg !496
  store <16 x i8> %537, ptr %534, align 1, !dbg !496, !tbaa !289
  store <16 x i8> %538, ptr %539, align 1, !dbg !496, !tbaa !289
  %540 = add nuw i64 %533, 32
  %541 = icmp eq i64 %540, %527
  br i1 %541, label %542, label %532, !llvm.loop !497

542:                                              ; preds = %532
  %543 = icmp eq i64 %520, %527, !dbg !499
  br i1 %543, label %598, label %544, !dbg !499

544:                                              ; preds = %542, %522, %514
  %545 = phi ptr [ %77, %522 ], [ %77, %514 ], [ %528, %542 ]
  %546 = phi i32 [ %234, %522 ], [ %234, %514 ], [ %530, %542 ]
  %547 = phi ptr [ %512, %522 ], [ %512, %514 ], [ %531, %542 ]
  %548 = add i32 %546, -1, !dbg !279
  %549 = and i32 %546, 7, !dbg !279
  %550 = icmp eq i32 %549, 0, !dbg !279
  br i1 %550, label %562, label %551, !dbg !279

551:                                              ; preds = %544, %551
  %552 = phi ptr [ %558, %551 ], [ %545, %544 ], !dbg !218
  %553 = phi i32 [ %559, %551 ], [ %546, %544 ], !dbg !438
  %554 = phi ptr [ %556, %551 ], [ %547, %544 ], !dbg !500
  %555 = phi i32 [ %560, %551 ], [ 0, %544 ]
    #dbg_value(ptr %554, !211, !DIExpression(), !218)
    #dbg_value(i32 %553, !208, !DIExpression(), !218)
    #dbg_value(ptr %552, !194, !DIExpression(), !218)
  %556 = getelementptr inbounds i8, ptr %554, i64 1, !dbg !501
    #dbg_value(ptr %556, !211, !DIExpression(), !218)
  %557 = load i8, ptr %554, align 1, !dbg !494, !tbaa !289
  %558 = getelementptr inbounds i8, ptr %552, i64 1, !dbg !502
    #dbg_value(ptr %558, !194, !DIExpression(), !218)
  store i8 %557, ptr %552, align 1, !dbg !496, !tbaa !289
  %559 = add i32 %553, -1, !dbg !503
    #dbg_value(i32 %559, !208, !DIExpression(), !218)
  %560 = add i32 %555, 1, !dbg !499
  %561 = icmp eq i32 %560, %549, !dbg !499
  br i1 %561, label %562, label %551, !dbg !499, !llvm.loop !504

562:                                              ; preds = %551, %544
  %563 = phi ptr [ poison, %544 ], [ %558, %551 ]
  %564 = phi ptr [ %545, %544 ], [ %558, %551 ]
  %565 = phi i32 [ %546, %544 ], [ %559, %551 ]
  %566 = phi ptr [ %547, %544 ], [ %556, %551 ]
  %567 = icmp ult i32 %548, 7, !dbg !279
  br i1 %567, label %598, label %568, !dbg !279

568:                                              ; preds = %562, %568
  %569 = phi ptr [ %595, %568 ], [ %564, %562 ], !dbg !218
  %570 = phi i32 [ %596, %568 ], [ %565, %562 ], !dbg !438
  %571 = phi ptr [ %593, %568 ], [ %566, %562 ], !dbg !500
    #dbg_value(ptr %571, !211, !DIExpression(), !218)
    #dbg_value(i32 %570, !208, !DIExpression(), !218)
    #dbg_value(ptr %569, !194, !DIExpression(), !218)
  %572 = getelementptr inbounds i8, ptr %571, i64 1, !dbg !501
    #dbg_value(ptr %572, !211, !DIExpression(), !218)
  %573 = load i8, ptr %571, align 1, !dbg !494, !tbaa !289
  %574 = getelementptr inbounds i8, ptr %569, i64 1, !dbg !502
    #dbg_value(ptr %574, !194, !DIExpression(), !218)
  store i8 %573, ptr %569, align 1, !dbg !496, !tbaa !289
    #dbg_value(i32 %570, !208, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !218)
  %575 = getelementptr inbounds i8, ptr %571, i64 2, !dbg !501
    #dbg_value(ptr %575, !211, !DIExpression(), !218)
  %576 = load i8, ptr %572, align 1, !dbg !494, !tbaa !289
  %577 = getelementptr inbounds i8, ptr %569, i64 2, !dbg !502
    #dbg_value(ptr %577, !194, !DIExpression(), !218)
  store i8 %576, ptr %574, align 1, !dbg !496, !tbaa !289
    #dbg_value(i32 %570, !208, !DIExpression(DW_OP_constu, 2, DW_OP_minus, DW_OP_stack_value), !218)
  %578 = getelementptr inbounds i8, ptr %571, i64 3, !dbg !501
    #dbg_value(ptr %578, !211, !DIExpression(), !218)
  %579 = load i8, ptr %575, align 1, !dbg !494, !tbaa !289
  %580 = getelementptr inbounds i8, ptr %569, i64 3, !dbg !502
    #dbg_value(ptr %580, !194, !DIExpression(), !218)
  store i8 %579, ptr %577, align 1, !dbg !496, !tbaa !289
    #dbg_value(i32 %570, !208, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !218)
  %581 = getelementptr inbounds i8, ptr %571, i64 4, !dbg !501
    #dbg_value(ptr %581, !211, !DIExpression(), !218)
  %582 = load i8, ptr %578, align 1, !dbg !494, !tbaa !289
  %583 = getelementptr inbounds i8, ptr %569, i64 4, !dbg !502
    #dbg_value(ptr %583, !194, !DIExpression(), !218)
  store i8 %582, ptr %580, align 1, !dbg !496, !tbaa !289
    #dbg_value(i32 %570, !208, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !218)
  %584 = getelementptr inbounds i8, ptr %571, i64 5, !dbg !501
    #dbg_value(ptr %584, !211, !DIExpression(), !218)
  %585 = load i8, ptr %581, align 1, !dbg !494, !tbaa !289
  %586 = getelementptr inbounds i8, ptr %569, i64 5, !dbg !502
    #dbg_value(ptr %586, !194, !DIExpression(), !218)
  store i8 %585, ptr %583, align 1, !dbg !496, !tbaa !289
    #dbg_value(i32 %570, !208, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !218)
  %587 = getelementptr inbounds i8, ptr %571, i64 6, !dbg !501
    #dbg_value(ptr %587, !211, !DIExpression(), !218)
  %588 = load i8, ptr %584, align 1, !dbg !494, !tbaa !289
  %589 = getelementptr inbounds i8, ptr %569, i64 6, !dbg !502
    #dbg_value(ptr %589, !194, !DIExpression(), !218)
  store i8 %588, ptr %586, align 1, !dbg !496, !tbaa !289
    #dbg_value(i32 %570, !208, !DIExpression(DW_OP_constu, 6, DW_OP_minus, DW_OP_stack_value), !218)
  %590 = getelementptr inbounds i8, ptr %571, i64 7, !dbg !501
    #dbg_value(ptr %590, !211, !DIExpression(), !218)
  %591 = load i8, ptr %587, align 1, !dbg !494, !tbaa !289
  %592 = getelementptr inbounds i8, ptr %569, i64 7, !dbg !502
    #dbg_value(ptr %592, !194, !DIExpression(), !218)
  store i8 %591, ptr %589, align 1, !dbg !496, !tbaa !289
    #dbg_value(i32 %570, !208, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !218)
  %593 = getelementptr inbounds i8, ptr %571, i64 8, !dbg !501
    #dbg_value(ptr %593, !211, !DIExpression(), !218)
  %594 = load i8, ptr %590, align 1, !dbg !494, !tbaa !289
  %595 = getelementptr inbounds i8, ptr %569, i64 8, !dbg !502
    #dbg_value(ptr %595, !194, !DIExpression(), !218)
  store i8 %594, ptr %592, align 1, !dbg !496, !tbaa !289
  %596 = add i32 %570, -8, !dbg !503
    #dbg_value(i32 %596, !208, !DIExpression(), !218)
  %597 = icmp eq i32 %596, 0, !dbg !499
  br i1 %597, label %598, label %568, !dbg !499, !llvm.loop !505

598:                                              ; preds = %562, %568, %542
  %599 = phi ptr [ %528, %542 ], [ %563, %562 ], [ %595, %568 ], !dbg !502
  %600 = sub nsw i32 %157, %234, !dbg !506
  %601 = zext nneg i32 %225 to i64, !dbg !507
  %602 = sub nsw i64 0, %601, !dbg !507
  %603 = getelementptr inbounds i8, ptr %599, i64 %602, !dbg !507
    #dbg_value(ptr %603, !211, !DIExpression(), !218)
  br label %604, !dbg !508

604:                                              ; preds = %425, %503, %337, %598, %509, %240, %329
  %605 = phi ptr [ %330, %329 ], [ %77, %240 ], [ %504, %503 ], [ %427, %425 ], [ %77, %337 ], [ %599, %598 ], [ %77, %509 ], !dbg !218
  %606 = phi i32 [ %331, %329 ], [ %157, %240 ], [ %505, %503 ], [ %428, %425 ], [ %157, %337 ], [ %600, %598 ], [ %157, %509 ], !dbg !351
  %607 = phi ptr [ %334, %329 ], [ %243, %240 ], [ %508, %503 ], [ %30, %425 ], [ %340, %337 ], [ %603, %598 ], [ %512, %509 ], !dbg !509
    #dbg_value(ptr %607, !211, !DIExpression(), !218)
    #dbg_value(i32 %606, !209, !DIExpression(), !218)
    #dbg_value(ptr %605, !194, !DIExpression(), !218)
  %608 = icmp ugt i32 %606, 2, !dbg !510
  br i1 %608, label %609, label %657, !dbg !511

609:                                              ; preds = %604
  %610 = add i32 %606, -3, !dbg !511
  %611 = udiv i32 %610, 3, !dbg !511
  %612 = and i32 %611, 1, !dbg !511
  %613 = icmp eq i32 %612, 0, !dbg !511
  br i1 %613, label %614, label %625, !dbg !511

614:                                              ; preds = %609
    #dbg_value(ptr %607, !211, !DIExpression(), !218)
    #dbg_value(i32 %606, !209, !DIExpression(), !218)
    #dbg_value(ptr %605, !194, !DIExpression(), !218)
  %615 = getelementptr inbounds i8, ptr %607, i64 1, !dbg !512
    #dbg_value(ptr %615, !211, !DIExpression(), !218)
  %616 = load i8, ptr %607, align 1, !dbg !514, !tbaa !289
  %617 = getelementptr inbounds i8, ptr %605, i64 1, !dbg !515
    #dbg_value(ptr %617, !194, !DIExpression(), !218)
  store i8 %616, ptr %605, align 1, !dbg !516, !tbaa !289
  %618 = getelementptr inbounds i8, ptr %607, i64 2, !dbg !517
    #dbg_value(ptr %618, !211, !DIExpression(), !218)
  %619 = load i8, ptr %615, align 1, !dbg !518, !tbaa !289
  %620 = getelementptr inbounds i8, ptr %605, i64 2, !dbg !519
    #dbg_value(ptr %620, !194, !DIExpression(), !218)
  store i8 %619, ptr %617, align 1, !dbg !520, !tbaa !289
  %621 = getelementptr inbounds i8, ptr %607, i64 3, !dbg !521
    #dbg_value(ptr %621, !211, !DIExpression(), !218)
  %622 = load i8, ptr %618, align 1, !dbg !522, !tbaa !289
  %623 = getelementptr inbounds i8, ptr %605, i64 3, !dbg !523
    #dbg_value(ptr %623, !194, !DIExpression(), !218)
  store i8 %622, ptr %620, align 1, !dbg !524, !tbaa !289
  %624 = add i32 %606, -3, !dbg !525
    #dbg_value(i32 %624, !209, !DIExpression(), !218)
  br label %625, !dbg !511

625:                                              ; preds = %614, %609
  %626 = phi ptr [ %607, %609 ], [ %621, %614 ]
  %627 = phi i32 [ %606, %609 ], [ %624, %614 ]
  %628 = phi ptr [ %605, %609 ], [ %623, %614 ]
  %629 = phi ptr [ poison, %609 ], [ %621, %614 ]
  %630 = phi ptr [ poison, %609 ], [ %623, %614 ]
  %631 = phi i32 [ poison, %609 ], [ %624, %614 ]
  %632 = icmp ult i32 %610, 3, !dbg !511
  br i1 %632, label %657, label %633, !dbg !511

633:                                              ; preds = %625, %633
  %634 = phi ptr [ %652, %633 ], [ %626, %625 ]
  %635 = phi i32 [ %655, %633 ], [ %627, %625 ]
  %636 = phi ptr [ %654, %633 ], [ %628, %625 ]
    #dbg_value(ptr %634, !211, !DIExpression(), !218)
    #dbg_value(i32 %635, !209, !DIExpression(), !218)
    #dbg_value(ptr %636, !194, !DIExpression(), !218)
  %637 = getelementptr inbounds i8, ptr %634, i64 1, !dbg !512
    #dbg_value(ptr %637, !211, !DIExpression(), !218)
  %638 = load i8, ptr %634, align 1, !dbg !514, !tbaa !289
  %639 = getelementptr inbounds i8, ptr %636, i64 1, !dbg !515
    #dbg_value(ptr %639, !194, !DIExpression(), !218)
  store i8 %638, ptr %636, align 1, !dbg !516, !tbaa !289
  %640 = getelementptr inbounds i8, ptr %634, i64 2, !dbg !517
    #dbg_value(ptr %640, !211, !DIExpression(), !218)
  %641 = load i8, ptr %637, align 1, !dbg !518, !tbaa !289
  %642 = getelementptr inbounds i8, ptr %636, i64 2, !dbg !519
    #dbg_value(ptr %642, !194, !DIExpression(), !218)
  store i8 %641, ptr %639, align 1, !dbg !520, !tbaa !289
  %643 = getelementptr inbounds i8, ptr %634, i64 3, !dbg !521
    #dbg_value(ptr %643, !211, !DIExpression(), !218)
  %644 = load i8, ptr %640, align 1, !dbg !522, !tbaa !289
  %645 = getelementptr inbounds i8, ptr %636, i64 3, !dbg !523
    #dbg_value(ptr %645, !194, !DIExpression(), !218)
  store i8 %644, ptr %642, align 1, !dbg !524, !tbaa !289
    #dbg_value(i32 %635, !209, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !218)
  %646 = getelementptr inbounds i8, ptr %634, i64 4, !dbg !512
    #dbg_value(ptr %646, !211, !DIExpression(), !218)
  %647 = load i8, ptr %643, align 1, !dbg !514, !tbaa !289
  %648 = getelementptr inbounds i8, ptr %636, i64 4, !dbg !515
    #dbg_value(ptr %648, !194, !DIExpression(), !218)
  store i8 %647, ptr %645, align 1, !dbg !516, !tbaa !289
  %649 = getelementptr inbounds i8, ptr %634, i64 5, !dbg !517
    #dbg_value(ptr %649, !211, !DIExpression(), !218)
  %650 = load i8, ptr %646, align 1, !dbg !518, !tbaa !289
  %651 = getelementptr inbounds i8, ptr %636, i64 5, !dbg !519
    #dbg_value(ptr %651, !194, !DIExpression(), !218)
  store i8 %650, ptr %648, align 1, !dbg !520, !tbaa !289
  %652 = getelementptr inbounds i8, ptr %634, i64 6, !dbg !521
    #dbg_value(ptr %652, !211, !DIExpression(), !218)
  %653 = load i8, ptr %649, align 1, !dbg !522, !tbaa !289
  %654 = getelementptr inbounds i8, ptr %636, i64 6, !dbg !523
    #dbg_value(ptr %654, !194, !DIExpression(), !218)
  store i8 %653, ptr %651, align 1, !dbg !524, !tbaa !289
  %655 = add i32 %635, -6, !dbg !525
    #dbg_value(i32 %655, !209, !DIExpression(), !218)
  %656 = icmp ugt i32 %655, 2, !dbg !510
  br i1 %656, label %633, label %657, !dbg !511, !llvm.loop !526

657:                                              ; preds = %625, %633, %604
  %658 = phi ptr [ %605, %604 ], [ %630, %625 ], [ %654, %633 ], !dbg !438
  %659 = phi i32 [ %606, %604 ], [ %631, %625 ], [ %655, %633 ], !dbg !438
  %660 = phi ptr [ %607, %604 ], [ %629, %625 ], [ %652, %633 ], !dbg !438
  %661 = icmp eq i32 %659, 0, !dbg !528
  br i1 %661, label %750, label %662, !dbg !530

662:                                              ; preds = %657
    #dbg_value(ptr %660, !211, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !218)
  %663 = load i8, ptr %660, align 1, !dbg !531, !tbaa !289
  %664 = getelementptr inbounds i8, ptr %658, i64 1, !dbg !533
    #dbg_value(ptr %664, !194, !DIExpression(), !218)
  store i8 %663, ptr %658, align 1, !dbg !534, !tbaa !289
  %665 = icmp eq i32 %659, 2, !dbg !535
  br i1 %665, label %666, label %750, !dbg !537

666:                                              ; preds = %662
  %667 = getelementptr inbounds i8, ptr %660, i64 1, !dbg !538
    #dbg_value(ptr %667, !211, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !218)
  %668 = load i8, ptr %667, align 1, !dbg !539, !tbaa !289
  %669 = getelementptr inbounds i8, ptr %658, i64 2, !dbg !540
    #dbg_value(ptr %669, !194, !DIExpression(), !218)
  store i8 %668, ptr %664, align 1, !dbg !541, !tbaa !289
  br label %750, !dbg !542

670:                                              ; preds = %217
  %671 = zext nneg i32 %225 to i64, !dbg !543
  %672 = sub nsw i64 0, %671, !dbg !543
  %673 = getelementptr inbounds i8, ptr %77, i64 %672, !dbg !543
    #dbg_value(ptr %673, !211, !DIExpression(), !218)
  br label %674, !dbg !545

674:                                              ; preds = %674, %670
  %675 = phi ptr [ %77, %670 ], [ %686, %674 ], !dbg !218
  %676 = phi i32 [ %157, %670 ], [ %687, %674 ], !dbg !351
  %677 = phi ptr [ %673, %670 ], [ %684, %674 ], !dbg !546
    #dbg_value(ptr %677, !211, !DIExpression(), !218)
    #dbg_value(i32 %676, !209, !DIExpression(), !218)
    #dbg_value(ptr %675, !194, !DIExpression(), !218)
  %678 = getelementptr inbounds i8, ptr %677, i64 1, !dbg !547
    #dbg_value(ptr %678, !211, !DIExpression(), !218)
  %679 = load i8, ptr %677, align 1, !dbg !549, !tbaa !289
  %680 = getelementptr inbounds i8, ptr %675, i64 1, !dbg !550
    #dbg_value(ptr %680, !194, !DIExpression(), !218)
  store i8 %679, ptr %675, align 1, !dbg !551, !tbaa !289
  %681 = getelementptr inbounds i8, ptr %677, i64 2, !dbg !552
    #dbg_value(ptr %681, !211, !DIExpression(), !218)
  %682 = load i8, ptr %678, align 1, !dbg !553, !tbaa !289
  %683 = getelementptr inbounds i8, ptr %675, i64 2, !dbg !554
    #dbg_value(ptr %683, !194, !DIExpression(), !218)
  store i8 %682, ptr %680, align 1, !dbg !555, !tbaa !289
  %684 = getelementptr inbounds i8, ptr %677, i64 3, !dbg !556
    #dbg_value(ptr %684, !211, !DIExpression(), !218)
  %685 = load i8, ptr %681, align 1, !dbg !557, !tbaa !289
  %686 = getelementptr inbounds i8, ptr %675, i64 3, !dbg !558
    #dbg_value(ptr %686, !194, !DIExpression(), !218)
  store i8 %685, ptr %683, align 1, !dbg !559, !tbaa !289
  %687 = add i32 %676, -3, !dbg !560
    #dbg_value(i32 %687, !209, !DIExpression(), !218)
  %688 = icmp ugt i32 %687, 2, !dbg !561
  br i1 %688, label %674, label %689, !dbg !562, !llvm.loop !563

689:                                              ; preds = %674
  %690 = icmp eq i32 %687, 0, !dbg !565
  br i1 %690, label %750, label %691, !dbg !567

691:                                              ; preds = %689
    #dbg_value(ptr %684, !211, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !218)
  %692 = load i8, ptr %684, align 1, !dbg !568, !tbaa !289
  %693 = getelementptr inbounds i8, ptr %675, i64 4, !dbg !570
    #dbg_value(ptr %693, !194, !DIExpression(), !218)
  store i8 %692, ptr %686, align 1, !dbg !571, !tbaa !289
  %694 = icmp eq i32 %687, 2, !dbg !572
  br i1 %694, label %695, label %750, !dbg !574

695:                                              ; preds = %691
  %696 = getelementptr inbounds i8, ptr %677, i64 4, !dbg !575
    #dbg_value(ptr %696, !211, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !218)
  %697 = load i8, ptr %696, align 1, !dbg !576, !tbaa !289
  %698 = getelementptr inbounds i8, ptr %675, i64 5, !dbg !577
    #dbg_value(ptr %698, !194, !DIExpression(), !218)
  store i8 %697, ptr %693, align 1, !dbg !578, !tbaa !289
  br label %750, !dbg !579

699:                                              ; preds = %174, %706
  %700 = phi i32 [ %723, %706 ], [ %187, %174 ]
  %701 = phi i32 [ %721, %706 ], [ %185, %174 ]
  %702 = phi i64 [ %720, %706 ], [ %184, %174 ]
  %703 = phi ptr [ %715, %706 ], [ %179, %174 ]
    #dbg_value(ptr %703, !207, !DIExpression(), !218)
  %704 = and i32 %700, 64, !dbg !580
  %705 = icmp eq i32 %704, 0, !dbg !582
  br i1 %705, label %706, label %758, !dbg !583

706:                                              ; preds = %699
  %707 = getelementptr inbounds i8, ptr %703, i64 2, !dbg !584
  %708 = load i16, ptr %707, align 2, !dbg !584, !tbaa !318
  %709 = zext i16 %708 to i64, !dbg !586
  %710 = getelementptr inbounds %struct.code, ptr %39, i64 %709, !dbg !586
  %711 = shl nsw i32 -1, %700, !dbg !587
  %712 = xor i32 %711, -1, !dbg !587
  %713 = zext nneg i32 %712 to i64, !dbg !588
  %714 = and i64 %702, %713, !dbg !589
  %715 = getelementptr inbounds %struct.code, ptr %710, i64 %714, !dbg !590
    #dbg_value(ptr %715, !207, !DIExpression(), !218)
    #dbg_value(i64 %702, !201, !DIExpression(), !218)
    #dbg_value(i32 %701, !202, !DIExpression(), !218)
    #dbg_label(!214, !371)
  %716 = getelementptr inbounds i8, ptr %715, i64 1, !dbg !372
  %717 = load i8, ptr %716, align 1, !dbg !372, !tbaa !305
  %718 = zext i8 %717 to i32, !dbg !373
    #dbg_value(i32 %718, !208, !DIExpression(), !218)
  %719 = zext nneg i8 %717 to i64, !dbg !374
  %720 = lshr i64 %702, %719, !dbg !374
    #dbg_value(i64 %720, !201, !DIExpression(), !218)
  %721 = sub i32 %701, %718, !dbg !375
    #dbg_value(i32 %721, !202, !DIExpression(), !218)
  %722 = load i8, ptr %715, align 2, !dbg !376, !tbaa !312
  %723 = zext i8 %722 to i32, !dbg !377
    #dbg_value(i32 %723, !208, !DIExpression(), !218)
  %724 = and i32 %723, 16, !dbg !378
  %725 = icmp eq i32 %724, 0, !dbg !378
  br i1 %725, label %699, label %190, !dbg !379

726:                                              ; preds = %117
  %727 = and i32 %122, 64, !dbg !591
  %728 = icmp eq i32 %727, 0, !dbg !593
  br i1 %728, label %729, label %747, !dbg !594

729:                                              ; preds = %726
  %730 = getelementptr inbounds i8, ptr %121, i64 2, !dbg !595
  %731 = load i16, ptr %730, align 2, !dbg !595, !tbaa !318
  %732 = zext i16 %731 to i64, !dbg !597
  %733 = getelementptr inbounds %struct.code, ptr %37, i64 %732, !dbg !597
  %734 = shl nsw i32 -1, %122, !dbg !598
  %735 = xor i32 %734, -1, !dbg !598
  %736 = zext nneg i32 %735 to i64, !dbg !599
  %737 = and i64 %120, %736, !dbg !600
  %738 = getelementptr inbounds %struct.code, ptr %733, i64 %737, !dbg !601
    #dbg_value(ptr %738, !207, !DIExpression(), !218)
    #dbg_value(i64 %120, !201, !DIExpression(), !218)
    #dbg_value(i32 %119, !202, !DIExpression(), !218)
    #dbg_label(!212, !303)
  %739 = getelementptr inbounds i8, ptr %738, i64 1, !dbg !304
  %740 = load i8, ptr %739, align 1, !dbg !304, !tbaa !305
  %741 = zext i8 %740 to i32, !dbg !308
    #dbg_value(i32 %741, !208, !DIExpression(), !218)
  %742 = zext nneg i8 %740 to i64, !dbg !309
  %743 = lshr i64 %120, %742, !dbg !309
    #dbg_value(i64 %743, !201, !DIExpression(), !218)
  %744 = sub i32 %119, %741, !dbg !310
    #dbg_value(i32 %744, !202, !DIExpression(), !218)
  %745 = load i8, ptr %738, align 2, !dbg !311, !tbaa !312
    #dbg_value(i8 %745, !208, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !218)
  %746 = icmp eq i8 %745, 0, !dbg !313
  br i1 %746, label %109, label %117, !dbg !314

747:                                              ; preds = %726
  %748 = and i32 %122, 32, !dbg !602
  %749 = icmp eq i32 %748, 0, !dbg !602
  br i1 %749, label %758, label %764, !dbg !604

750:                                              ; preds = %109, %689, %695, %691, %657, %666, %662
  %751 = phi i32 [ %112, %109 ], [ %228, %666 ], [ %228, %662 ], [ %228, %657 ], [ %228, %695 ], [ %228, %691 ], [ %228, %689 ], !dbg !315
  %752 = phi i64 [ %111, %109 ], [ %227, %666 ], [ %227, %662 ], [ %227, %657 ], [ %227, %695 ], [ %227, %691 ], [ %227, %689 ], !dbg !315
  %753 = phi ptr [ %116, %109 ], [ %669, %666 ], [ %664, %662 ], [ %658, %657 ], [ %698, %695 ], [ %693, %691 ], [ %686, %689 ], !dbg !605
  %754 = phi ptr [ %98, %109 ], [ %220, %666 ], [ %220, %662 ], [ %220, %657 ], [ %220, %695 ], [ %220, %691 ], [ %220, %689 ], !dbg !315
    #dbg_value(ptr %754, !192, !DIExpression(), !218)
    #dbg_value(ptr %753, !194, !DIExpression(), !218)
    #dbg_value(i64 %752, !201, !DIExpression(), !218)
    #dbg_value(i32 %751, !202, !DIExpression(), !218)
  %755 = icmp ult ptr %754, %10, !dbg !606
  %756 = icmp ult ptr %753, %22, !dbg !607
  %757 = select i1 %755, i1 %756, i1 false, !dbg !607
  br i1 %757, label %74, label %770, !dbg !608, !llvm.loop !609

758:                                              ; preds = %236, %699, %747
  %759 = phi ptr [ @.str.2, %747 ], [ @.str.1, %699 ], [ @.str, %236 ]
  %760 = phi i32 [ %119, %747 ], [ %701, %699 ], [ %228, %236 ]
  %761 = phi i64 [ %120, %747 ], [ %702, %699 ], [ %227, %236 ]
  %762 = phi ptr [ %98, %747 ], [ %177, %699 ], [ %220, %236 ]
  %763 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !611
  store ptr %759, ptr %763, align 8, !dbg !611, !tbaa !612
  br label %764, !dbg !611

764:                                              ; preds = %758, %747
  %765 = phi i32 [ 16191, %747 ], [ 16209, %758 ]
  %766 = phi i32 [ %119, %747 ], [ %760, %758 ]
  %767 = phi i64 [ %120, %747 ], [ %761, %758 ]
  %768 = phi ptr [ %98, %747 ], [ %762, %758 ]
  %769 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !611
  store i32 %765, ptr %769, align 8, !dbg !611, !tbaa !613
  br label %770, !dbg !614

770:                                              ; preds = %750, %764
  %771 = phi i32 [ %766, %764 ], [ %751, %750 ], !dbg !315
  %772 = phi i64 [ %767, %764 ], [ %752, %750 ], !dbg !315
  %773 = phi ptr [ %77, %764 ], [ %753, %750 ], !dbg !218
  %774 = phi ptr [ %768, %764 ], [ %754, %750 ], !dbg !315
    #dbg_value(ptr %774, !192, !DIExpression(), !218)
    #dbg_value(ptr %773, !194, !DIExpression(), !218)
    #dbg_value(i64 %772, !201, !DIExpression(), !218)
    #dbg_value(i32 %771, !202, !DIExpression(), !218)
  %775 = lshr i32 %771, 3, !dbg !614
    #dbg_value(i32 %775, !209, !DIExpression(), !218)
  %776 = zext nneg i32 %775 to i64, !dbg !615
  %777 = sub nsw i64 0, %776, !dbg !615
  %778 = getelementptr inbounds i8, ptr %774, i64 %777, !dbg !615
    #dbg_value(ptr %778, !192, !DIExpression(), !218)
    #dbg_value(i32 %771, !202, !DIExpression(DW_OP_constu, 7, DW_OP_and, DW_OP_stack_value), !218)
    #dbg_value(!DIArgList(i64 %772, i32 -1, i32 %771), !201, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_constu, 7, DW_OP_and, DW_OP_shl, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_and, DW_OP_stack_value), !218)
  store ptr %778, ptr %0, align 8, !dbg !616, !tbaa !228
  store ptr %773, ptr %11, align 8, !dbg !617, !tbaa !234
  %779 = ptrtoint ptr %10 to i64, !dbg !618
  %780 = ptrtoint ptr %778 to i64, !dbg !618
  %781 = sub i64 %779, %780, !dbg !618
  %782 = trunc i64 %781 to i32, !dbg !619
  %783 = add i32 %782, 5, !dbg !619
  store i32 %783, ptr %6, align 8, !dbg !620, !tbaa !230
  %784 = ptrtoint ptr %22 to i64, !dbg !621
  %785 = ptrtoint ptr %773 to i64, !dbg !621
  %786 = sub i64 %784, %785, !dbg !621
  %787 = and i32 %771, 7, !dbg !622
    #dbg_value(!DIArgList(i64 %772, i32 -1, i32 %787), !201, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_arg, 2, DW_OP_shl, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_and, DW_OP_stack_value), !218)
    #dbg_value(i32 %787, !202, !DIExpression(), !218)
  %788 = shl nsw i32 -1, %787, !dbg !623
    #dbg_value(!DIArgList(i64 %772, i32 %788), !201, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_and, DW_OP_stack_value), !218)
  %789 = xor i32 %788, -1, !dbg !623
    #dbg_value(!DIArgList(i64 %772, i32 %789), !201, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_and, DW_OP_stack_value), !218)
  %790 = zext nneg i32 %789 to i64, !dbg !624
    #dbg_value(!DIArgList(i64 %772, i64 %790), !201, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_and, DW_OP_stack_value), !218)
  %791 = and i64 %772, %790, !dbg !625
    #dbg_value(i64 %791, !201, !DIExpression(), !218)
  %792 = trunc i64 %786 to i32, !dbg !626
  %793 = add i32 %792, 257, !dbg !626
  store i32 %793, ptr %14, align 8, !dbg !627, !tbaa !236
  store i64 %791, ptr %32, align 8, !dbg !628, !tbaa !251
  store i32 %787, ptr %34, align 8, !dbg !629, !tbaa !253
  ret void, !dbg !630
}

attributes #0 = { nofree norecurse nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!17}
!llvm.module.flags = !{!177, !178, !179, !180, !181, !182, !183}
!llvm.ident = !{!184}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 173, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/zlib/inffast.c", directory: ".", checksumkind: CSK_MD5, checksum: "86cb3766d77578a1be2d6fae0021b2a0")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 30)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 269, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 22)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 284, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 28)
!17 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !18, retainedTypes: !55, globals: !176, splitDebugInlining: false, nameTableKind: None)
!18 = !{!19}
!19 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !20, line: 20, baseType: !21, size: 32, elements: !22)
!20 = !DIFile(filename: "src/zlib/inflate.h", directory: ".", checksumkind: CSK_MD5, checksum: "dd7f325c5348b74bd74e6dbea2f5b8f0")
!21 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54}
!23 = !DIEnumerator(name: "HEAD", value: 16180)
!24 = !DIEnumerator(name: "FLAGS", value: 16181)
!25 = !DIEnumerator(name: "TIME", value: 16182)
!26 = !DIEnumerator(name: "OS", value: 16183)
!27 = !DIEnumerator(name: "EXLEN", value: 16184)
!28 = !DIEnumerator(name: "EXTRA", value: 16185)
!29 = !DIEnumerator(name: "NAME", value: 16186)
!30 = !DIEnumerator(name: "COMMENT", value: 16187)
!31 = !DIEnumerator(name: "HCRC", value: 16188)
!32 = !DIEnumerator(name: "DICTID", value: 16189)
!33 = !DIEnumerator(name: "DICT", value: 16190)
!34 = !DIEnumerator(name: "TYPE", value: 16191)
!35 = !DIEnumerator(name: "TYPEDO", value: 16192)
!36 = !DIEnumerator(name: "STORED", value: 16193)
!37 = !DIEnumerator(name: "COPY_", value: 16194)
!38 = !DIEnumerator(name: "COPY", value: 16195)
!39 = !DIEnumerator(name: "TABLE", value: 16196)
!40 = !DIEnumerator(name: "LENLENS", value: 16197)
!41 = !DIEnumerator(name: "CODELENS", value: 16198)
!42 = !DIEnumerator(name: "LEN_", value: 16199)
!43 = !DIEnumerator(name: "LEN", value: 16200)
!44 = !DIEnumerator(name: "LENEXT", value: 16201)
!45 = !DIEnumerator(name: "DIST", value: 16202)
!46 = !DIEnumerator(name: "DISTEXT", value: 16203)
!47 = !DIEnumerator(name: "MATCH", value: 16204)
!48 = !DIEnumerator(name: "LIT", value: 16205)
!49 = !DIEnumerator(name: "CHECK", value: 16206)
!50 = !DIEnumerator(name: "LENGTH", value: 16207)
!51 = !DIEnumerator(name: "DONE", value: 16208)
!52 = !DIEnumerator(name: "BAD", value: 16209)
!53 = !DIEnumerator(name: "MEM", value: 16210)
!54 = !DIEnumerator(name: "SYNC", value: 16211)
!55 = !{!56, !76, !21, !71, !81}
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "inflate_state", file: !20, line: 82, size: 57280, elements: !58)
!58 = !{!59, !102, !104, !105, !106, !107, !108, !109, !110, !111, !130, !131, !132, !133, !134, !136, !137, !138, !139, !140, !141, !152, !153, !154, !155, !156, !157, !158, !159, !161, !165, !169, !173, !174, !175}
!59 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !57, file: !20, line: 83, baseType: !60, size: 64)
!60 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_streamp", file: !61, line: 112, baseType: !62)
!61 = !DIFile(filename: "src/zlib/zlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "068c260be35209fb8458428c461dc536")
!62 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !63, size: 64)
!63 = !DIDerivedType(tag: DW_TAG_typedef, name: "z_stream", file: !61, line: 110, baseType: !64)
!64 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "z_stream_s", file: !61, line: 90, size: 896, elements: !65)
!65 = !{!66, !72, !74, !77, !78, !79, !80, !82, !85, !92, !97, !98, !100, !101}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !64, file: !61, line: 91, baseType: !67, size: 64)
!67 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !68, size: 64)
!68 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bytef", file: !69, line: 412, baseType: !70)
!69 = !DIFile(filename: "src/zlib/zconf.h", directory: ".", checksumkind: CSK_MD5, checksum: "fece7a941eb804d37ef0f6e3e74c1415")
!70 = !DIDerivedType(tag: DW_TAG_typedef, name: "Byte", file: !69, line: 403, baseType: !71)
!71 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !64, file: !61, line: 92, baseType: !73, size: 32, offset: 64)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "uInt", file: !69, line: 405, baseType: !21)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "total_in", scope: !64, file: !61, line: 93, baseType: !75, size: 64, offset: 128)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uLong", file: !69, line: 406, baseType: !76)
!76 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !64, file: !61, line: 95, baseType: !67, size: 64, offset: 192)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !64, file: !61, line: 96, baseType: !73, size: 32, offset: 256)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "total_out", scope: !64, file: !61, line: 97, baseType: !75, size: 64, offset: 320)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "msg", scope: !64, file: !61, line: 99, baseType: !81, size: 64, offset: 384)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !64, file: !61, line: 100, baseType: !83, size: 64, offset: 448)
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !84, size: 64)
!84 = !DICompositeType(tag: DW_TAG_structure_type, name: "internal_state", file: !61, line: 88, flags: DIFlagFwdDecl)
!85 = !DIDerivedType(tag: DW_TAG_member, name: "zalloc", scope: !64, file: !61, line: 102, baseType: !86, size: 64, offset: 512)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "alloc_func", file: !61, line: 85, baseType: !87)
!87 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !88, size: 64)
!88 = !DISubroutineType(types: !89)
!89 = !{!90, !90, !73, !73}
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "voidpf", file: !69, line: 421, baseType: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "zfree", scope: !64, file: !61, line: 103, baseType: !93, size: 64, offset: 576)
!93 = !DIDerivedType(tag: DW_TAG_typedef, name: "free_func", file: !61, line: 86, baseType: !94)
!94 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !95, size: 64)
!95 = !DISubroutineType(types: !96)
!96 = !{null, !90, !90}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !64, file: !61, line: 104, baseType: !90, size: 64, offset: 640)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "data_type", scope: !64, file: !61, line: 106, baseType: !99, size: 32, offset: 704)
!99 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "adler", scope: !64, file: !61, line: 108, baseType: !75, size: 64, offset: 768)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "reserved", scope: !64, file: !61, line: 109, baseType: !75, size: 64, offset: 832)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "mode", scope: !57, file: !20, line: 84, baseType: !103, size: 32, offset: 64)
!103 = !DIDerivedType(tag: DW_TAG_typedef, name: "inflate_mode", file: !20, line: 53, baseType: !19)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "last", scope: !57, file: !20, line: 85, baseType: !99, size: 32, offset: 96)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "wrap", scope: !57, file: !20, line: 86, baseType: !99, size: 32, offset: 128)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "havedict", scope: !57, file: !20, line: 88, baseType: !99, size: 32, offset: 160)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "flags", scope: !57, file: !20, line: 89, baseType: !99, size: 32, offset: 192)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "dmax", scope: !57, file: !20, line: 91, baseType: !21, size: 32, offset: 224)
!109 = !DIDerivedType(tag: DW_TAG_member, name: "check", scope: !57, file: !20, line: 92, baseType: !76, size: 64, offset: 256)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "total", scope: !57, file: !20, line: 93, baseType: !76, size: 64, offset: 320)
!111 = !DIDerivedType(tag: DW_TAG_member, name: "head", scope: !57, file: !20, line: 94, baseType: !112, size: 64, offset: 384)
!112 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_headerp", file: !61, line: 135, baseType: !113)
!113 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !114, size: 64)
!114 = !DIDerivedType(tag: DW_TAG_typedef, name: "gz_header", file: !61, line: 133, baseType: !115)
!115 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "gz_header_s", file: !61, line: 118, size: 640, elements: !116)
!116 = !{!117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129}
!117 = !DIDerivedType(tag: DW_TAG_member, name: "text", scope: !115, file: !61, line: 119, baseType: !99, size: 32)
!118 = !DIDerivedType(tag: DW_TAG_member, name: "time", scope: !115, file: !61, line: 120, baseType: !75, size: 64, offset: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "xflags", scope: !115, file: !61, line: 121, baseType: !99, size: 32, offset: 128)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "os", scope: !115, file: !61, line: 122, baseType: !99, size: 32, offset: 160)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !115, file: !61, line: 123, baseType: !67, size: 64, offset: 192)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "extra_len", scope: !115, file: !61, line: 124, baseType: !73, size: 32, offset: 256)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "extra_max", scope: !115, file: !61, line: 125, baseType: !73, size: 32, offset: 288)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !115, file: !61, line: 126, baseType: !67, size: 64, offset: 320)
!125 = !DIDerivedType(tag: DW_TAG_member, name: "name_max", scope: !115, file: !61, line: 127, baseType: !73, size: 32, offset: 384)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "comment", scope: !115, file: !61, line: 128, baseType: !67, size: 64, offset: 448)
!127 = !DIDerivedType(tag: DW_TAG_member, name: "comm_max", scope: !115, file: !61, line: 129, baseType: !73, size: 32, offset: 512)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "hcrc", scope: !115, file: !61, line: 130, baseType: !99, size: 32, offset: 544)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "done", scope: !115, file: !61, line: 131, baseType: !99, size: 32, offset: 576)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "wbits", scope: !57, file: !20, line: 96, baseType: !21, size: 32, offset: 448)
!131 = !DIDerivedType(tag: DW_TAG_member, name: "wsize", scope: !57, file: !20, line: 97, baseType: !21, size: 32, offset: 480)
!132 = !DIDerivedType(tag: DW_TAG_member, name: "whave", scope: !57, file: !20, line: 98, baseType: !21, size: 32, offset: 512)
!133 = !DIDerivedType(tag: DW_TAG_member, name: "wnext", scope: !57, file: !20, line: 99, baseType: !21, size: 32, offset: 544)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "window", scope: !57, file: !20, line: 100, baseType: !135, size: 64, offset: 576)
!135 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !71, size: 64)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "hold", scope: !57, file: !20, line: 102, baseType: !76, size: 64, offset: 640)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !57, file: !20, line: 103, baseType: !21, size: 32, offset: 704)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "length", scope: !57, file: !20, line: 105, baseType: !21, size: 32, offset: 736)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "offset", scope: !57, file: !20, line: 106, baseType: !21, size: 32, offset: 768)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "extra", scope: !57, file: !20, line: 108, baseType: !21, size: 32, offset: 800)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "lencode", scope: !57, file: !20, line: 110, baseType: !142, size: 64, offset: 832)
!142 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !143, size: 64)
!143 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "code", file: !145, line: 28, baseType: !146)
!145 = !DIFile(filename: "src/zlib/inftrees.h", directory: ".", checksumkind: CSK_MD5, checksum: "495947e13d2652775d2698c247188ce1")
!146 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !145, line: 24, size: 32, elements: !147)
!147 = !{!148, !149, !150}
!148 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !146, file: !145, line: 25, baseType: !71, size: 8)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "bits", scope: !146, file: !145, line: 26, baseType: !71, size: 8, offset: 8)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !146, file: !145, line: 27, baseType: !151, size: 16, offset: 16)
!151 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "distcode", scope: !57, file: !20, line: 111, baseType: !142, size: 64, offset: 896)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "lenbits", scope: !57, file: !20, line: 112, baseType: !21, size: 32, offset: 960)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "distbits", scope: !57, file: !20, line: 113, baseType: !21, size: 32, offset: 992)
!155 = !DIDerivedType(tag: DW_TAG_member, name: "ncode", scope: !57, file: !20, line: 115, baseType: !21, size: 32, offset: 1024)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "nlen", scope: !57, file: !20, line: 116, baseType: !21, size: 32, offset: 1056)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "ndist", scope: !57, file: !20, line: 117, baseType: !21, size: 32, offset: 1088)
!158 = !DIDerivedType(tag: DW_TAG_member, name: "have", scope: !57, file: !20, line: 118, baseType: !21, size: 32, offset: 1120)
!159 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !57, file: !20, line: 119, baseType: !160, size: 64, offset: 1152)
!160 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !144, size: 64)
!161 = !DIDerivedType(tag: DW_TAG_member, name: "lens", scope: !57, file: !20, line: 120, baseType: !162, size: 5120, offset: 1216)
!162 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 5120, elements: !163)
!163 = !{!164}
!164 = !DISubrange(count: 320)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "work", scope: !57, file: !20, line: 121, baseType: !166, size: 4608, offset: 6336)
!166 = !DICompositeType(tag: DW_TAG_array_type, baseType: !151, size: 4608, elements: !167)
!167 = !{!168}
!168 = !DISubrange(count: 288)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "codes", scope: !57, file: !20, line: 122, baseType: !170, size: 46208, offset: 10944)
!170 = !DICompositeType(tag: DW_TAG_array_type, baseType: !144, size: 46208, elements: !171)
!171 = !{!172}
!172 = !DISubrange(count: 1444)
!173 = !DIDerivedType(tag: DW_TAG_member, name: "sane", scope: !57, file: !20, line: 123, baseType: !99, size: 32, offset: 57152)
!174 = !DIDerivedType(tag: DW_TAG_member, name: "back", scope: !57, file: !20, line: 124, baseType: !99, size: 32, offset: 57184)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "was", scope: !57, file: !20, line: 125, baseType: !21, size: 32, offset: 57216)
!176 = !{!0, !7, !12}
!177 = !{i32 7, !"Dwarf Version", i32 5}
!178 = !{i32 2, !"Debug Info Version", i32 3}
!179 = !{i32 1, !"wchar_size", i32 4}
!180 = !{i32 8, !"PIC Level", i32 2}
!181 = !{i32 7, !"PIE Level", i32 2}
!182 = !{i32 7, !"uwtable", i32 2}
!183 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!184 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!185 = distinct !DISubprogram(name: "inflate_fast", scope: !2, file: !2, line: 50, type: !186, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !17, retainedNodes: !188)
!186 = !DISubroutineType(types: !187)
!187 = !{null, !60, !21}
!188 = !{!189, !190, !191, !192, !193, !194, !195, !196, !197, !198, !199, !200, !201, !202, !203, !204, !205, !206, !207, !208, !209, !210, !211, !212, !214}
!189 = !DILocalVariable(name: "strm", arg: 1, scope: !185, file: !2, line: 50, type: !60)
!190 = !DILocalVariable(name: "start", arg: 2, scope: !185, file: !2, line: 50, type: !21)
!191 = !DILocalVariable(name: "state", scope: !185, file: !2, line: 51, type: !56)
!192 = !DILocalVariable(name: "in", scope: !185, file: !2, line: 52, type: !135)
!193 = !DILocalVariable(name: "last", scope: !185, file: !2, line: 53, type: !135)
!194 = !DILocalVariable(name: "out", scope: !185, file: !2, line: 54, type: !135)
!195 = !DILocalVariable(name: "beg", scope: !185, file: !2, line: 55, type: !135)
!196 = !DILocalVariable(name: "end", scope: !185, file: !2, line: 56, type: !135)
!197 = !DILocalVariable(name: "wsize", scope: !185, file: !2, line: 60, type: !21)
!198 = !DILocalVariable(name: "whave", scope: !185, file: !2, line: 61, type: !21)
!199 = !DILocalVariable(name: "wnext", scope: !185, file: !2, line: 62, type: !21)
!200 = !DILocalVariable(name: "window", scope: !185, file: !2, line: 63, type: !135)
!201 = !DILocalVariable(name: "hold", scope: !185, file: !2, line: 64, type: !76)
!202 = !DILocalVariable(name: "bits", scope: !185, file: !2, line: 65, type: !21)
!203 = !DILocalVariable(name: "lcode", scope: !185, file: !2, line: 66, type: !142)
!204 = !DILocalVariable(name: "dcode", scope: !185, file: !2, line: 67, type: !142)
!205 = !DILocalVariable(name: "lmask", scope: !185, file: !2, line: 68, type: !21)
!206 = !DILocalVariable(name: "dmask", scope: !185, file: !2, line: 69, type: !21)
!207 = !DILocalVariable(name: "here", scope: !185, file: !2, line: 70, type: !142)
!208 = !DILocalVariable(name: "op", scope: !185, file: !2, line: 71, type: !21)
!209 = !DILocalVariable(name: "len", scope: !185, file: !2, line: 73, type: !21)
!210 = !DILocalVariable(name: "dist", scope: !185, file: !2, line: 74, type: !21)
!211 = !DILocalVariable(name: "from", scope: !185, file: !2, line: 75, type: !135)
!212 = !DILabel(scope: !213, name: "dolen", file: !2, line: 108)
!213 = distinct !DILexicalBlock(scope: !185, file: !2, line: 100, column: 8)
!214 = !DILabel(scope: !215, name: "dodist", file: !2, line: 139)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 119, column: 27)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 119, column: 18)
!217 = distinct !DILexicalBlock(scope: !213, file: !2, line: 113, column: 13)
!218 = !DILocation(line: 0, scope: !185)
!219 = !DILocation(line: 78, column: 47, scope: !185)
!220 = !{!221, !222, i64 56}
!221 = !{!"z_stream_s", !222, i64 0, !225, i64 8, !226, i64 16, !222, i64 24, !225, i64 32, !226, i64 40, !222, i64 48, !222, i64 56, !222, i64 64, !222, i64 72, !222, i64 80, !225, i64 88, !226, i64 96, !226, i64 104}
!222 = !{!"any pointer", !223, i64 0}
!223 = !{!"omnipotent char", !224, i64 0}
!224 = !{!"Simple C/C++ TBAA"}
!225 = !{!"int", !223, i64 0}
!226 = !{!"long", !223, i64 0}
!227 = !DILocation(line: 79, column: 16, scope: !185)
!228 = !{!221, !222, i64 0}
!229 = !DILocation(line: 80, column: 24, scope: !185)
!230 = !{!221, !225, i64 8}
!231 = !DILocation(line: 80, column: 33, scope: !185)
!232 = !DILocation(line: 80, column: 15, scope: !185)
!233 = !DILocation(line: 81, column: 17, scope: !185)
!234 = !{!221, !222, i64 24}
!235 = !DILocation(line: 82, column: 32, scope: !185)
!236 = !{!221, !225, i64 32}
!237 = !DILocation(line: 82, column: 24, scope: !185)
!238 = !DILocation(line: 82, column: 15, scope: !185)
!239 = !DILocation(line: 83, column: 34, scope: !185)
!240 = !DILocation(line: 83, column: 15, scope: !185)
!241 = !DILocation(line: 87, column: 20, scope: !185)
!242 = !{!243, !225, i64 60}
!243 = !{!"inflate_state", !222, i64 0, !225, i64 8, !225, i64 12, !225, i64 16, !225, i64 20, !225, i64 24, !225, i64 28, !226, i64 32, !226, i64 40, !222, i64 48, !225, i64 56, !225, i64 60, !225, i64 64, !225, i64 68, !222, i64 72, !226, i64 80, !225, i64 88, !225, i64 92, !225, i64 96, !225, i64 100, !222, i64 104, !222, i64 112, !225, i64 120, !225, i64 124, !225, i64 128, !225, i64 132, !225, i64 136, !225, i64 140, !222, i64 144, !223, i64 152, !223, i64 792, !223, i64 1368, !225, i64 7144, !225, i64 7148, !225, i64 7152}
!244 = !DILocation(line: 88, column: 20, scope: !185)
!245 = !{!243, !225, i64 64}
!246 = !DILocation(line: 89, column: 20, scope: !185)
!247 = !{!243, !225, i64 68}
!248 = !DILocation(line: 90, column: 21, scope: !185)
!249 = !{!243, !222, i64 72}
!250 = !DILocation(line: 91, column: 19, scope: !185)
!251 = !{!243, !226, i64 80}
!252 = !DILocation(line: 92, column: 19, scope: !185)
!253 = !{!243, !225, i64 88}
!254 = !DILocation(line: 93, column: 20, scope: !185)
!255 = !{!243, !222, i64 104}
!256 = !DILocation(line: 94, column: 20, scope: !185)
!257 = !{!243, !222, i64 112}
!258 = !DILocation(line: 95, column: 27, scope: !185)
!259 = !{!243, !225, i64 120}
!260 = !DILocation(line: 95, column: 36, scope: !185)
!261 = !DILocation(line: 96, column: 27, scope: !185)
!262 = !{!243, !225, i64 124}
!263 = !DILocation(line: 96, column: 37, scope: !185)
!264 = !DILocation(line: 100, column: 5, scope: !185)
!265 = !DILocation(line: 202, column: 29, scope: !266)
!266 = distinct !DILexicalBlock(scope: !267, file: !2, line: 200, column: 39)
!267 = distinct !DILexicalBlock(scope: !268, file: !2, line: 200, column: 29)
!268 = distinct !DILexicalBlock(scope: !269, file: !2, line: 198, column: 37)
!269 = distinct !DILexicalBlock(scope: !270, file: !2, line: 198, column: 25)
!270 = distinct !DILexicalBlock(scope: !271, file: !2, line: 168, column: 32)
!271 = distinct !DILexicalBlock(scope: !272, file: !2, line: 168, column: 21)
!272 = distinct !DILexicalBlock(scope: !273, file: !2, line: 144, column: 26)
!273 = distinct !DILexicalBlock(scope: !215, file: !2, line: 144, column: 17)
!274 = !DILocation(line: 213, column: 29, scope: !275)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 211, column: 39)
!276 = distinct !DILexicalBlock(scope: !277, file: !2, line: 211, column: 29)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 208, column: 42)
!278 = distinct !DILexicalBlock(scope: !269, file: !2, line: 208, column: 30)
!279 = !DILocation(line: 231, column: 29, scope: !280)
!280 = distinct !DILexicalBlock(scope: !281, file: !2, line: 229, column: 39)
!281 = distinct !DILexicalBlock(scope: !282, file: !2, line: 229, column: 29)
!282 = distinct !DILexicalBlock(scope: !278, file: !2, line: 227, column: 26)
!283 = !DILocation(line: 101, column: 18, scope: !284)
!284 = distinct !DILexicalBlock(scope: !213, file: !2, line: 101, column: 13)
!285 = !DILocation(line: 101, column: 13, scope: !213)
!286 = !DILocation(line: 102, column: 40, scope: !287)
!287 = distinct !DILexicalBlock(scope: !284, file: !2, line: 101, column: 24)
!288 = !DILocation(line: 102, column: 37, scope: !287)
!289 = !{!223, !223, i64 0}
!290 = !DILocation(line: 102, column: 21, scope: !287)
!291 = !DILocation(line: 102, column: 44, scope: !287)
!292 = !DILocation(line: 102, column: 18, scope: !287)
!293 = !DILocation(line: 103, column: 18, scope: !287)
!294 = !DILocation(line: 104, column: 40, scope: !287)
!295 = !DILocation(line: 104, column: 37, scope: !287)
!296 = !DILocation(line: 104, column: 21, scope: !287)
!297 = !DILocation(line: 104, column: 44, scope: !287)
!298 = !DILocation(line: 104, column: 18, scope: !287)
!299 = !DILocation(line: 105, column: 18, scope: !287)
!300 = !DILocation(line: 106, column: 9, scope: !287)
!301 = !DILocation(line: 107, column: 30, scope: !213)
!302 = !DILocation(line: 107, column: 22, scope: !213)
!303 = !DILocation(line: 108, column: 7, scope: !213)
!304 = !DILocation(line: 109, column: 31, scope: !213)
!305 = !{!306, !223, i64 1}
!306 = !{!"", !223, i64 0, !223, i64 1, !307, i64 2}
!307 = !{!"short", !223, i64 0}
!308 = !DILocation(line: 109, column: 14, scope: !213)
!309 = !DILocation(line: 110, column: 14, scope: !213)
!310 = !DILocation(line: 111, column: 14, scope: !213)
!311 = !DILocation(line: 112, column: 31, scope: !213)
!312 = !{!306, !223, i64 0}
!313 = !DILocation(line: 113, column: 16, scope: !217)
!314 = !DILocation(line: 113, column: 13, scope: !213)
!315 = !DILocation(line: 0, scope: !213)
!316 = !DILocation(line: 117, column: 44, scope: !317)
!317 = distinct !DILexicalBlock(scope: !217, file: !2, line: 113, column: 22)
!318 = !{!306, !307, i64 2}
!319 = !DILocation(line: 117, column: 22, scope: !317)
!320 = !DILocation(line: 117, column: 17, scope: !317)
!321 = !DILocation(line: 117, column: 20, scope: !317)
!322 = !DILocation(line: 118, column: 9, scope: !317)
!323 = !DILocation(line: 112, column: 14, scope: !213)
!324 = !DILocation(line: 119, column: 21, scope: !216)
!325 = !DILocation(line: 119, column: 18, scope: !217)
!326 = !DILocation(line: 120, column: 36, scope: !215)
!327 = !DILocation(line: 120, column: 19, scope: !215)
!328 = !DILocation(line: 121, column: 16, scope: !215)
!329 = !DILocation(line: 122, column: 17, scope: !330)
!330 = distinct !DILexicalBlock(scope: !215, file: !2, line: 122, column: 17)
!331 = !DILocation(line: 122, column: 17, scope: !215)
!332 = !DILocation(line: 123, column: 26, scope: !333)
!333 = distinct !DILexicalBlock(scope: !334, file: !2, line: 123, column: 21)
!334 = distinct !DILexicalBlock(scope: !330, file: !2, line: 122, column: 21)
!335 = !DILocation(line: 123, column: 21, scope: !334)
!336 = !DILocation(line: 124, column: 48, scope: !337)
!337 = distinct !DILexicalBlock(scope: !333, file: !2, line: 123, column: 32)
!338 = !DILocation(line: 124, column: 45, scope: !337)
!339 = !DILocation(line: 124, column: 29, scope: !337)
!340 = !DILocation(line: 124, column: 52, scope: !337)
!341 = !DILocation(line: 124, column: 26, scope: !337)
!342 = !DILocation(line: 125, column: 26, scope: !337)
!343 = !DILocation(line: 126, column: 17, scope: !337)
!344 = !DILocation(line: 127, column: 24, scope: !334)
!345 = !DILocation(line: 127, column: 53, scope: !334)
!346 = !DILocation(line: 127, column: 39, scope: !334)
!347 = !DILocation(line: 127, column: 21, scope: !334)
!348 = !DILocation(line: 128, column: 22, scope: !334)
!349 = !DILocation(line: 129, column: 22, scope: !334)
!350 = !DILocation(line: 130, column: 13, scope: !334)
!351 = !DILocation(line: 0, scope: !215)
!352 = !DILocation(line: 132, column: 22, scope: !353)
!353 = distinct !DILexicalBlock(scope: !215, file: !2, line: 132, column: 17)
!354 = !DILocation(line: 132, column: 17, scope: !215)
!355 = !DILocation(line: 133, column: 44, scope: !356)
!356 = distinct !DILexicalBlock(scope: !353, file: !2, line: 132, column: 28)
!357 = !DILocation(line: 133, column: 41, scope: !356)
!358 = !DILocation(line: 133, column: 25, scope: !356)
!359 = !DILocation(line: 133, column: 48, scope: !356)
!360 = !DILocation(line: 133, column: 22, scope: !356)
!361 = !DILocation(line: 134, column: 22, scope: !356)
!362 = !DILocation(line: 135, column: 44, scope: !356)
!363 = !DILocation(line: 135, column: 41, scope: !356)
!364 = !DILocation(line: 135, column: 25, scope: !356)
!365 = !DILocation(line: 135, column: 48, scope: !356)
!366 = !DILocation(line: 135, column: 22, scope: !356)
!367 = !DILocation(line: 136, column: 22, scope: !356)
!368 = !DILocation(line: 137, column: 13, scope: !356)
!369 = !DILocation(line: 138, column: 34, scope: !215)
!370 = !DILocation(line: 138, column: 26, scope: !215)
!371 = !DILocation(line: 139, column: 11, scope: !215)
!372 = !DILocation(line: 140, column: 35, scope: !215)
!373 = !DILocation(line: 140, column: 18, scope: !215)
!374 = !DILocation(line: 141, column: 18, scope: !215)
!375 = !DILocation(line: 142, column: 18, scope: !215)
!376 = !DILocation(line: 143, column: 35, scope: !215)
!377 = !DILocation(line: 143, column: 18, scope: !215)
!378 = !DILocation(line: 144, column: 20, scope: !273)
!379 = !DILocation(line: 144, column: 17, scope: !215)
!380 = !DILocation(line: 145, column: 41, scope: !272)
!381 = !DILocation(line: 145, column: 24, scope: !272)
!382 = !DILocation(line: 146, column: 20, scope: !272)
!383 = !DILocation(line: 147, column: 26, scope: !384)
!384 = distinct !DILexicalBlock(scope: !272, file: !2, line: 147, column: 21)
!385 = !DILocation(line: 147, column: 21, scope: !272)
!386 = !DILocation(line: 148, column: 48, scope: !387)
!387 = distinct !DILexicalBlock(scope: !384, file: !2, line: 147, column: 32)
!388 = !DILocation(line: 148, column: 45, scope: !387)
!389 = !DILocation(line: 148, column: 29, scope: !387)
!390 = !DILocation(line: 148, column: 52, scope: !387)
!391 = !DILocation(line: 148, column: 26, scope: !387)
!392 = !DILocation(line: 149, column: 26, scope: !387)
!393 = !DILocation(line: 150, column: 30, scope: !394)
!394 = distinct !DILexicalBlock(scope: !387, file: !2, line: 150, column: 25)
!395 = !DILocation(line: 150, column: 25, scope: !387)
!396 = !DILocation(line: 151, column: 52, scope: !397)
!397 = distinct !DILexicalBlock(scope: !394, file: !2, line: 150, column: 36)
!398 = !DILocation(line: 151, column: 49, scope: !397)
!399 = !DILocation(line: 151, column: 33, scope: !397)
!400 = !DILocation(line: 151, column: 56, scope: !397)
!401 = !DILocation(line: 151, column: 30, scope: !397)
!402 = !DILocation(line: 152, column: 30, scope: !397)
!403 = !DILocation(line: 153, column: 21, scope: !397)
!404 = !DILocation(line: 155, column: 25, scope: !272)
!405 = !DILocation(line: 155, column: 54, scope: !272)
!406 = !DILocation(line: 155, column: 40, scope: !272)
!407 = !DILocation(line: 155, column: 22, scope: !272)
!408 = !DILocation(line: 164, column: 22, scope: !272)
!409 = !DILocation(line: 165, column: 22, scope: !272)
!410 = !DILocation(line: 167, column: 37, scope: !272)
!411 = !DILocation(line: 167, column: 22, scope: !272)
!412 = !DILocation(line: 168, column: 26, scope: !271)
!413 = !DILocation(line: 168, column: 21, scope: !272)
!414 = !DILocation(line: 169, column: 31, scope: !270)
!415 = !DILocation(line: 170, column: 28, scope: !416)
!416 = distinct !DILexicalBlock(scope: !270, file: !2, line: 170, column: 25)
!417 = !DILocation(line: 170, column: 25, scope: !270)
!418 = !DILocation(line: 171, column: 36, scope: !419)
!419 = distinct !DILexicalBlock(scope: !420, file: !2, line: 171, column: 29)
!420 = distinct !DILexicalBlock(scope: !416, file: !2, line: 170, column: 37)
!421 = !{!243, !225, i64 7144}
!422 = !DILocation(line: 171, column: 29, scope: !419)
!423 = !DILocation(line: 171, column: 29, scope: !420)
!424 = !DILocation(line: 198, column: 25, scope: !270)
!425 = !DILocation(line: 199, column: 39, scope: !268)
!426 = !DILocation(line: 199, column: 30, scope: !268)
!427 = !DILocation(line: 200, column: 32, scope: !267)
!428 = !DILocation(line: 200, column: 29, scope: !268)
!429 = !DILocation(line: 203, column: 42, scope: !430)
!430 = distinct !DILexicalBlock(scope: !266, file: !2, line: 202, column: 32)
!431 = !DILocation(line: 203, column: 40, scope: !430)
!432 = distinct !{!432, !265, !433, !434, !435, !436}
!433 = !DILocation(line: 204, column: 42, scope: !266)
!434 = !{!"llvm.loop.mustprogress"}
!435 = !{!"llvm.loop.isvectorized", i32 1}
!436 = !{!"llvm.loop.unroll.runtime.disable"}
!437 = !DILocation(line: 204, column: 29, scope: !430)
!438 = !DILocation(line: 0, scope: !270)
!439 = !DILocation(line: 0, scope: !268)
!440 = !DILocation(line: 203, column: 47, scope: !430)
!441 = !DILocation(line: 203, column: 37, scope: !430)
!442 = !DILocation(line: 204, column: 38, scope: !266)
!443 = distinct !{!443, !444}
!444 = !{!"llvm.loop.unroll.disable"}
!445 = distinct !{!445, !265, !433, !434, !435}
!446 = !DILocation(line: 201, column: 33, scope: !266)
!447 = !DILocation(line: 205, column: 40, scope: !266)
!448 = !DILocation(line: 206, column: 25, scope: !266)
!449 = !DILocation(line: 208, column: 36, scope: !278)
!450 = !DILocation(line: 208, column: 30, scope: !269)
!451 = !DILocation(line: 209, column: 47, scope: !277)
!452 = !DILocation(line: 209, column: 30, scope: !277)
!453 = !DILocation(line: 210, column: 28, scope: !277)
!454 = !DILocation(line: 211, column: 32, scope: !276)
!455 = !DILocation(line: 211, column: 29, scope: !277)
!456 = !DILocation(line: 215, column: 29, scope: !457)
!457 = distinct !DILexicalBlock(scope: !275, file: !2, line: 213, column: 32)
!458 = !DILocation(line: 214, column: 42, scope: !457)
!459 = !DILocation(line: 214, column: 40, scope: !457)
!460 = distinct !{!460, !274, !461, !434, !435, !436}
!461 = !DILocation(line: 215, column: 42, scope: !275)
!462 = !DILocation(line: 0, scope: !277)
!463 = !DILocation(line: 214, column: 47, scope: !457)
!464 = !DILocation(line: 214, column: 37, scope: !457)
!465 = !DILocation(line: 215, column: 38, scope: !275)
!466 = distinct !{!466, !444}
!467 = distinct !{!467, !274, !461, !434, !435}
!468 = !DILocation(line: 212, column: 33, scope: !275)
!469 = !DILocation(line: 217, column: 39, scope: !470)
!470 = distinct !DILexicalBlock(scope: !275, file: !2, line: 217, column: 33)
!471 = !DILocation(line: 217, column: 33, scope: !275)
!472 = !DILocation(line: 220, column: 33, scope: !473)
!473 = distinct !DILexicalBlock(scope: !470, file: !2, line: 217, column: 46)
!474 = !DILocation(line: 221, column: 46, scope: !475)
!475 = distinct !DILexicalBlock(scope: !473, file: !2, line: 220, column: 36)
!476 = !DILocation(line: 221, column: 44, scope: !475)
!477 = distinct !{!477, !472, !478, !434, !435, !436}
!478 = !DILocation(line: 222, column: 46, scope: !473)
!479 = !DILocation(line: 222, column: 33, scope: !475)
!480 = !DILocation(line: 0, scope: !275)
!481 = !DILocation(line: 0, scope: !473)
!482 = !DILocation(line: 221, column: 51, scope: !475)
!483 = !DILocation(line: 221, column: 41, scope: !475)
!484 = !DILocation(line: 222, column: 42, scope: !473)
!485 = distinct !{!485, !444}
!486 = distinct !{!486, !472, !478, !434, !435}
!487 = !DILocation(line: 219, column: 37, scope: !473)
!488 = !DILocation(line: 223, column: 44, scope: !473)
!489 = !DILocation(line: 224, column: 29, scope: !473)
!490 = !DILocation(line: 228, column: 39, scope: !282)
!491 = !DILocation(line: 228, column: 30, scope: !282)
!492 = !DILocation(line: 229, column: 32, scope: !281)
!493 = !DILocation(line: 229, column: 29, scope: !282)
!494 = !DILocation(line: 232, column: 42, scope: !495)
!495 = distinct !DILexicalBlock(scope: !280, file: !2, line: 231, column: 32)
!496 = !DILocation(line: 232, column: 40, scope: !495)
!497 = distinct !{!497, !279, !498, !434, !435, !436}
!498 = !DILocation(line: 233, column: 42, scope: !280)
!499 = !DILocation(line: 233, column: 29, scope: !495)
!500 = !DILocation(line: 0, scope: !282)
!501 = !DILocation(line: 232, column: 47, scope: !495)
!502 = !DILocation(line: 232, column: 37, scope: !495)
!503 = !DILocation(line: 233, column: 38, scope: !280)
!504 = distinct !{!504, !444}
!505 = distinct !{!505, !279, !498, !434, !435}
!506 = !DILocation(line: 230, column: 33, scope: !280)
!507 = !DILocation(line: 234, column: 40, scope: !280)
!508 = !DILocation(line: 235, column: 25, scope: !280)
!509 = !DILocation(line: 0, scope: !269)
!510 = !DILocation(line: 237, column: 32, scope: !270)
!511 = !DILocation(line: 237, column: 21, scope: !270)
!512 = !DILocation(line: 238, column: 39, scope: !513)
!513 = distinct !DILexicalBlock(scope: !270, file: !2, line: 237, column: 37)
!514 = !DILocation(line: 238, column: 34, scope: !513)
!515 = !DILocation(line: 238, column: 29, scope: !513)
!516 = !DILocation(line: 238, column: 32, scope: !513)
!517 = !DILocation(line: 239, column: 39, scope: !513)
!518 = !DILocation(line: 239, column: 34, scope: !513)
!519 = !DILocation(line: 239, column: 29, scope: !513)
!520 = !DILocation(line: 239, column: 32, scope: !513)
!521 = !DILocation(line: 240, column: 39, scope: !513)
!522 = !DILocation(line: 240, column: 34, scope: !513)
!523 = !DILocation(line: 240, column: 29, scope: !513)
!524 = !DILocation(line: 240, column: 32, scope: !513)
!525 = !DILocation(line: 241, column: 29, scope: !513)
!526 = distinct !{!526, !511, !527, !434}
!527 = !DILocation(line: 242, column: 21, scope: !270)
!528 = !DILocation(line: 243, column: 25, scope: !529)
!529 = distinct !DILexicalBlock(scope: !270, file: !2, line: 243, column: 25)
!530 = !DILocation(line: 243, column: 25, scope: !270)
!531 = !DILocation(line: 244, column: 34, scope: !532)
!532 = distinct !DILexicalBlock(scope: !529, file: !2, line: 243, column: 30)
!533 = !DILocation(line: 244, column: 29, scope: !532)
!534 = !DILocation(line: 244, column: 32, scope: !532)
!535 = !DILocation(line: 245, column: 33, scope: !536)
!536 = distinct !DILexicalBlock(scope: !532, file: !2, line: 245, column: 29)
!537 = !DILocation(line: 245, column: 29, scope: !532)
!538 = !DILocation(line: 244, column: 39, scope: !532)
!539 = !DILocation(line: 246, column: 38, scope: !536)
!540 = !DILocation(line: 246, column: 33, scope: !536)
!541 = !DILocation(line: 246, column: 36, scope: !536)
!542 = !DILocation(line: 246, column: 29, scope: !536)
!543 = !DILocation(line: 250, column: 32, scope: !544)
!544 = distinct !DILexicalBlock(scope: !271, file: !2, line: 249, column: 22)
!545 = !DILocation(line: 251, column: 21, scope: !544)
!546 = !DILocation(line: 0, scope: !544)
!547 = !DILocation(line: 252, column: 39, scope: !548)
!548 = distinct !DILexicalBlock(scope: !544, file: !2, line: 251, column: 24)
!549 = !DILocation(line: 252, column: 34, scope: !548)
!550 = !DILocation(line: 252, column: 29, scope: !548)
!551 = !DILocation(line: 252, column: 32, scope: !548)
!552 = !DILocation(line: 253, column: 39, scope: !548)
!553 = !DILocation(line: 253, column: 34, scope: !548)
!554 = !DILocation(line: 253, column: 29, scope: !548)
!555 = !DILocation(line: 253, column: 32, scope: !548)
!556 = !DILocation(line: 254, column: 39, scope: !548)
!557 = !DILocation(line: 254, column: 34, scope: !548)
!558 = !DILocation(line: 254, column: 29, scope: !548)
!559 = !DILocation(line: 254, column: 32, scope: !548)
!560 = !DILocation(line: 255, column: 29, scope: !548)
!561 = !DILocation(line: 256, column: 34, scope: !544)
!562 = !DILocation(line: 256, column: 21, scope: !548)
!563 = distinct !{!563, !545, !564, !434}
!564 = !DILocation(line: 256, column: 37, scope: !544)
!565 = !DILocation(line: 257, column: 25, scope: !566)
!566 = distinct !DILexicalBlock(scope: !544, file: !2, line: 257, column: 25)
!567 = !DILocation(line: 257, column: 25, scope: !544)
!568 = !DILocation(line: 258, column: 34, scope: !569)
!569 = distinct !DILexicalBlock(scope: !566, file: !2, line: 257, column: 30)
!570 = !DILocation(line: 258, column: 29, scope: !569)
!571 = !DILocation(line: 258, column: 32, scope: !569)
!572 = !DILocation(line: 259, column: 33, scope: !573)
!573 = distinct !DILexicalBlock(scope: !569, file: !2, line: 259, column: 29)
!574 = !DILocation(line: 259, column: 29, scope: !569)
!575 = !DILocation(line: 258, column: 39, scope: !569)
!576 = !DILocation(line: 260, column: 38, scope: !573)
!577 = !DILocation(line: 260, column: 33, scope: !573)
!578 = !DILocation(line: 260, column: 36, scope: !573)
!579 = !DILocation(line: 260, column: 29, scope: !573)
!580 = !DILocation(line: 264, column: 26, scope: !581)
!581 = distinct !DILexicalBlock(scope: !273, file: !2, line: 264, column: 22)
!582 = !DILocation(line: 264, column: 32, scope: !581)
!583 = !DILocation(line: 264, column: 22, scope: !273)
!584 = !DILocation(line: 265, column: 38, scope: !585)
!585 = distinct !DILexicalBlock(scope: !581, file: !2, line: 264, column: 38)
!586 = !DILocation(line: 265, column: 30, scope: !585)
!587 = !DILocation(line: 265, column: 64, scope: !585)
!588 = !DILocation(line: 265, column: 52, scope: !585)
!589 = !DILocation(line: 265, column: 50, scope: !585)
!590 = !DILocation(line: 265, column: 42, scope: !585)
!591 = !DILocation(line: 274, column: 22, scope: !592)
!592 = distinct !DILexicalBlock(scope: !216, file: !2, line: 274, column: 18)
!593 = !DILocation(line: 274, column: 28, scope: !592)
!594 = !DILocation(line: 274, column: 18, scope: !216)
!595 = !DILocation(line: 275, column: 34, scope: !596)
!596 = distinct !DILexicalBlock(scope: !592, file: !2, line: 274, column: 34)
!597 = !DILocation(line: 275, column: 26, scope: !596)
!598 = !DILocation(line: 275, column: 60, scope: !596)
!599 = !DILocation(line: 275, column: 48, scope: !596)
!600 = !DILocation(line: 275, column: 46, scope: !596)
!601 = !DILocation(line: 275, column: 38, scope: !596)
!602 = !DILocation(line: 278, column: 21, scope: !603)
!603 = distinct !DILexicalBlock(scope: !592, file: !2, line: 278, column: 18)
!604 = !DILocation(line: 278, column: 18, scope: !592)
!605 = !DILocation(line: 0, scope: !217)
!606 = !DILocation(line: 288, column: 17, scope: !185)
!607 = !DILocation(line: 288, column: 24, scope: !185)
!608 = !DILocation(line: 288, column: 5, scope: !213)
!609 = distinct !{!609, !264, !610, !434}
!610 = !DILocation(line: 288, column: 36, scope: !185)
!611 = !DILocation(line: 0, scope: !216)
!612 = !{!221, !222, i64 48}
!613 = !{!243, !225, i64 8}
!614 = !DILocation(line: 291, column: 16, scope: !185)
!615 = !DILocation(line: 292, column: 8, scope: !185)
!616 = !DILocation(line: 297, column: 19, scope: !185)
!617 = !DILocation(line: 298, column: 20, scope: !185)
!618 = !DILocation(line: 299, column: 33, scope: !185)
!619 = !DILocation(line: 299, column: 22, scope: !185)
!620 = !DILocation(line: 299, column: 20, scope: !185)
!621 = !DILocation(line: 300, column: 34, scope: !185)
!622 = !DILocation(line: 293, column: 10, scope: !185)
!623 = !DILocation(line: 294, column: 26, scope: !185)
!624 = !DILocation(line: 294, column: 13, scope: !185)
!625 = !DILocation(line: 294, column: 10, scope: !185)
!626 = !DILocation(line: 300, column: 23, scope: !185)
!627 = !DILocation(line: 300, column: 21, scope: !185)
!628 = !DILocation(line: 302, column: 17, scope: !185)
!629 = !DILocation(line: 303, column: 17, scope: !185)
!630 = !DILocation(line: 305, column: 1, scope: !185)
