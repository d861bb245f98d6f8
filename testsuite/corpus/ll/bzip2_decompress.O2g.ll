; ModuleID = 'src/bzip2/decompress.c'
source_filename = "src/bzip2/decompress.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@stderr = external local_unnamed_addr global ptr, align 8
@.str = private unnamed_addr constant [20 x i8] c"\0A    [%d: huff+mtf \00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"rt+rld\00", align 1, !dbg !7
@BZ2_rNums = external local_unnamed_addr global [512 x i32], align 16

; Function Attrs: nounwind uwtable
define dso_local noundef i32 @BZ2_decompress(ptr noundef %0) local_unnamed_addr #0 !dbg !35 {
  %2 = alloca [6 x i8], align 16, !DIAssignID !412
    #dbg_assign(i1 undef, !295, !DIExpression(), !412, ptr %2, !DIExpression(), !413)
    #dbg_value(ptr %0, !159, !DIExpression(), !414)
  %3 = load ptr, ptr %0, align 8, !dbg !415, !tbaa !416
    #dbg_value(ptr %3, !164, !DIExpression(), !414)
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !422
  %5 = load i32, ptr %4, align 8, !dbg !422, !tbaa !424
  %6 = icmp eq i32 %5, 10, !dbg !425
  %7 = getelementptr inbounds i8, ptr %0, i64 64036
  %8 = getelementptr inbounds i8, ptr %0, i64 64040
  br i1 %6, label %9, label %36, !dbg !426

9:                                                ; preds = %1
  %10 = getelementptr inbounds i8, ptr %0, i64 64036, !dbg !427
    #dbg_value(i32 0, !165, !DIExpression(), !414)
    #dbg_value(i32 0, !166, !DIExpression(), !414)
  %11 = getelementptr inbounds i8, ptr %0, i64 64044, !dbg !428
    #dbg_value(i32 0, !167, !DIExpression(), !414)
  %12 = getelementptr inbounds i8, ptr %0, i64 64048, !dbg !429
    #dbg_value(i32 0, !168, !DIExpression(), !414)
  %13 = getelementptr inbounds i8, ptr %0, i64 64052, !dbg !430
    #dbg_value(i32 0, !169, !DIExpression(), !414)
  %14 = getelementptr inbounds i8, ptr %0, i64 64056, !dbg !431
    #dbg_value(i32 0, !170, !DIExpression(), !414)
  %15 = getelementptr inbounds i8, ptr %0, i64 64060, !dbg !432
    #dbg_value(i32 0, !171, !DIExpression(), !414)
  %16 = getelementptr inbounds i8, ptr %0, i64 64064, !dbg !433
    #dbg_value(i32 0, !172, !DIExpression(), !414)
  %17 = getelementptr inbounds i8, ptr %0, i64 64068, !dbg !434
    #dbg_value(i32 0, !173, !DIExpression(), !414)
  %18 = getelementptr inbounds i8, ptr %0, i64 64072, !dbg !435
    #dbg_value(i32 0, !174, !DIExpression(), !414)
  %19 = getelementptr inbounds i8, ptr %0, i64 64076, !dbg !436
    #dbg_value(i32 0, !175, !DIExpression(), !414)
  %20 = getelementptr inbounds i8, ptr %0, i64 64080, !dbg !437
    #dbg_value(i32 0, !176, !DIExpression(), !414)
  %21 = getelementptr inbounds i8, ptr %0, i64 64084, !dbg !438
    #dbg_value(i32 0, !177, !DIExpression(), !414)
  %22 = getelementptr inbounds i8, ptr %0, i64 64088, !dbg !439
    #dbg_value(i32 0, !178, !DIExpression(), !414)
  %23 = getelementptr inbounds i8, ptr %0, i64 64092, !dbg !440
    #dbg_value(i32 0, !179, !DIExpression(), !414)
  %24 = getelementptr inbounds i8, ptr %0, i64 64096, !dbg !441
    #dbg_value(i32 0, !180, !DIExpression(), !414)
  %25 = getelementptr inbounds i8, ptr %0, i64 64100, !dbg !442
    #dbg_value(i32 0, !181, !DIExpression(), !414)
  %26 = getelementptr inbounds i8, ptr %0, i64 64104, !dbg !443
    #dbg_value(i32 0, !182, !DIExpression(), !414)
  %27 = getelementptr inbounds i8, ptr %0, i64 64108, !dbg !444
    #dbg_value(i32 0, !183, !DIExpression(), !414)
  %28 = getelementptr inbounds i8, ptr %0, i64 64112, !dbg !445
    #dbg_value(i32 0, !184, !DIExpression(), !414)
  %29 = getelementptr inbounds i8, ptr %0, i64 64116, !dbg !446
    #dbg_value(i32 0, !185, !DIExpression(), !414)
  %30 = getelementptr inbounds i8, ptr %0, i64 64120, !dbg !447
    #dbg_value(ptr null, !186, !DIExpression(), !414)
  %31 = getelementptr inbounds i8, ptr %0, i64 64128, !dbg !448
    #dbg_value(ptr null, !187, !DIExpression(), !414)
  %32 = getelementptr inbounds i8, ptr %0, i64 64136, !dbg !449
    #dbg_value(ptr null, !188, !DIExpression(), !414)
    #dbg_value(i32 0, !161, !DIExpression(), !414)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(108) %7, i8 0, i64 108, i1 false), !dbg !450
  store i32 10, ptr %4, align 8, !dbg !452, !tbaa !424
  %33 = getelementptr inbounds i8, ptr %0, i64 36
  %34 = load i32, ptr %33, align 4, !tbaa !453
  %35 = icmp sgt i32 %34, 7, !dbg !454
  br i1 %35, label %194, label %197, !dbg !455

36:                                               ; preds = %1
  %37 = load i32, ptr %7, align 4, !dbg !427, !tbaa !456
  %38 = load i32, ptr %8, align 8, !dbg !457, !tbaa !458
  %39 = getelementptr inbounds i8, ptr %0, i64 64044
  %40 = load i32, ptr %39, align 4, !dbg !428, !tbaa !459
  %41 = getelementptr inbounds i8, ptr %0, i64 64048
  %42 = load i32, ptr %41, align 8, !dbg !429, !tbaa !460
  %43 = getelementptr inbounds i8, ptr %0, i64 64052
  %44 = load i32, ptr %43, align 4, !dbg !430, !tbaa !461
  %45 = getelementptr inbounds i8, ptr %0, i64 64056
  %46 = load i32, ptr %45, align 8, !dbg !431, !tbaa !462
  %47 = getelementptr inbounds i8, ptr %0, i64 64060
  %48 = load i32, ptr %47, align 4, !dbg !432, !tbaa !463
  %49 = getelementptr inbounds i8, ptr %0, i64 64064
  %50 = load i32, ptr %49, align 8, !dbg !433, !tbaa !464
  %51 = getelementptr inbounds i8, ptr %0, i64 64068
  %52 = load i32, ptr %51, align 4, !dbg !434, !tbaa !465
  %53 = getelementptr inbounds i8, ptr %0, i64 64072
  %54 = load i32, ptr %53, align 8, !dbg !435, !tbaa !466
  %55 = getelementptr inbounds i8, ptr %0, i64 64076
  %56 = load i32, ptr %55, align 4, !dbg !436, !tbaa !467
  %57 = getelementptr inbounds i8, ptr %0, i64 64080
  %58 = load i32, ptr %57, align 8, !dbg !437, !tbaa !468
  %59 = getelementptr inbounds i8, ptr %0, i64 64084
  %60 = load i32, ptr %59, align 4, !dbg !438, !tbaa !469
  %61 = getelementptr inbounds i8, ptr %0, i64 64088
  %62 = load i32, ptr %61, align 8, !dbg !439, !tbaa !470
  %63 = getelementptr inbounds i8, ptr %0, i64 64092
  %64 = load i32, ptr %63, align 4, !dbg !440, !tbaa !471
  %65 = getelementptr inbounds i8, ptr %0, i64 64096
  %66 = load i32, ptr %65, align 8, !dbg !441, !tbaa !472
  %67 = getelementptr inbounds i8, ptr %0, i64 64100
  %68 = load i32, ptr %67, align 4, !dbg !442, !tbaa !473
  %69 = getelementptr inbounds i8, ptr %0, i64 64104
  %70 = load i32, ptr %69, align 8, !dbg !443, !tbaa !474
  %71 = getelementptr inbounds i8, ptr %0, i64 64108
  %72 = load i32, ptr %71, align 4, !dbg !444, !tbaa !475
  %73 = getelementptr inbounds i8, ptr %0, i64 64112
  %74 = load i32, ptr %73, align 8, !dbg !445, !tbaa !476
  %75 = getelementptr inbounds i8, ptr %0, i64 64116
  %76 = load i32, ptr %75, align 4, !dbg !446, !tbaa !477
  %77 = getelementptr inbounds i8, ptr %0, i64 64120
  %78 = load ptr, ptr %77, align 8, !dbg !447, !tbaa !478
  %79 = getelementptr inbounds i8, ptr %0, i64 64128
  %80 = load ptr, ptr %79, align 8, !dbg !448, !tbaa !479
  %81 = getelementptr inbounds i8, ptr %0, i64 64136
  %82 = load ptr, ptr %81, align 8, !dbg !449, !tbaa !480
  %83 = getelementptr inbounds i8, ptr %0, i64 64036, !dbg !427
    #dbg_value(i32 %37, !165, !DIExpression(), !414)
  %84 = getelementptr inbounds i8, ptr %0, i64 64040, !dbg !457
    #dbg_value(i32 %38, !166, !DIExpression(), !414)
  %85 = getelementptr inbounds i8, ptr %0, i64 64044, !dbg !428
    #dbg_value(i32 %40, !167, !DIExpression(), !414)
  %86 = getelementptr inbounds i8, ptr %0, i64 64048, !dbg !429
    #dbg_value(i32 %42, !168, !DIExpression(), !414)
  %87 = getelementptr inbounds i8, ptr %0, i64 64052, !dbg !430
    #dbg_value(i32 %44, !169, !DIExpression(), !414)
  %88 = getelementptr inbounds i8, ptr %0, i64 64056, !dbg !431
    #dbg_value(i32 %46, !170, !DIExpression(), !414)
  %89 = getelementptr inbounds i8, ptr %0, i64 64060, !dbg !432
    #dbg_value(i32 %48, !171, !DIExpression(), !414)
  %90 = getelementptr inbounds i8, ptr %0, i64 64064, !dbg !433
    #dbg_value(i32 %50, !172, !DIExpression(), !414)
  %91 = getelementptr inbounds i8, ptr %0, i64 64068, !dbg !434
    #dbg_value(i32 %52, !173, !DIExpression(), !414)
  %92 = getelementptr inbounds i8, ptr %0, i64 64072, !dbg !435
    #dbg_value(i32 %54, !174, !DIExpression(), !414)
  %93 = getelementptr inbounds i8, ptr %0, i64 64076, !dbg !436
    #dbg_value(i32 %56, !175, !DIExpression(), !414)
  %94 = getelementptr inbounds i8, ptr %0, i64 64080, !dbg !437
    #dbg_value(i32 %58, !176, !DIExpression(), !414)
  %95 = getelementptr inbounds i8, ptr %0, i64 64084, !dbg !438
    #dbg_value(i32 %60, !177, !DIExpression(), !414)
  %96 = getelementptr inbounds i8, ptr %0, i64 64088, !dbg !439
    #dbg_value(i32 %62, !178, !DIExpression(), !414)
  %97 = getelementptr inbounds i8, ptr %0, i64 64092, !dbg !440
    #dbg_value(i32 %64, !179, !DIExpression(), !414)
  %98 = getelementptr inbounds i8, ptr %0, i64 64096, !dbg !441
    #dbg_value(i32 %66, !180, !DIExpression(), !414)
  %99 = getelementptr inbounds i8, ptr %0, i64 64100, !dbg !442
    #dbg_value(i32 %68, !181, !DIExpression(), !414)
  %100 = getelementptr inbounds i8, ptr %0, i64 64104, !dbg !443
    #dbg_value(i32 %70, !182, !DIExpression(), !414)
  %101 = getelementptr inbounds i8, ptr %0, i64 64108, !dbg !444
    #dbg_value(i32 %72, !183, !DIExpression(), !414)
  %102 = getelementptr inbounds i8, ptr %0, i64 64112, !dbg !445
    #dbg_value(i32 %74, !184, !DIExpression(), !414)
  %103 = getelementptr inbounds i8, ptr %0, i64 64116, !dbg !446
    #dbg_value(i32 %76, !185, !DIExpression(), !414)
  %104 = getelementptr inbounds i8, ptr %0, i64 64120, !dbg !447
    #dbg_value(ptr %78, !186, !DIExpression(), !414)
  %105 = getelementptr inbounds i8, ptr %0, i64 64128, !dbg !448
    #dbg_value(ptr %80, !187, !DIExpression(), !414)
  %106 = getelementptr inbounds i8, ptr %0, i64 64136, !dbg !449
    #dbg_value(ptr %82, !188, !DIExpression(), !414)
    #dbg_value(i32 0, !161, !DIExpression(), !414)
  switch i32 %5, label %6033 [
    i32 50, label %107
    i32 11, label %191
    i32 12, label %188
    i32 13, label %185
    i32 14, label %533
    i32 15, label %182
    i32 16, label %179
    i32 17, label %176
    i32 18, label %173
    i32 19, label %170
    i32 20, label %1090
    i32 21, label %167
    i32 22, label %164
    i32 23, label %161
    i32 24, label %158
    i32 25, label %155
    i32 26, label %152
    i32 27, label %149
    i32 28, label %1900
    i32 29, label %2102
    i32 30, label %2287
    i32 31, label %146
    i32 32, label %2518
    i32 33, label %2885
    i32 34, label %3076
    i32 35, label %134
    i32 36, label %3382
    i32 37, label %137
    i32 38, label %3769
    i32 39, label %140
    i32 40, label %4477
    i32 41, label %143
    i32 42, label %131
    i32 43, label %128
    i32 44, label %125
    i32 45, label %122
    i32 46, label %119
    i32 47, label %116
    i32 48, label %113
    i32 49, label %110
  ], !dbg !481

107:                                              ; preds = %36
  %108 = getelementptr inbounds i8, ptr %0, i64 36
  %109 = load i32, ptr %108, align 4, !tbaa !453
  br label %5939, !dbg !481

110:                                              ; preds = %36
  %111 = getelementptr inbounds i8, ptr %0, i64 36
  %112 = load i32, ptr %111, align 4, !tbaa !453
  br label %5845, !dbg !481

113:                                              ; preds = %36
  %114 = getelementptr inbounds i8, ptr %0, i64 36
  %115 = load i32, ptr %114, align 4, !tbaa !453
  br label %5751, !dbg !481

116:                                              ; preds = %36
  %117 = getelementptr inbounds i8, ptr %0, i64 36
  %118 = load i32, ptr %117, align 4, !tbaa !453
  br label %5657, !dbg !481

119:                                              ; preds = %36
  %120 = getelementptr inbounds i8, ptr %0, i64 36
  %121 = load i32, ptr %120, align 4, !tbaa !453
  br label %5564, !dbg !481

122:                                              ; preds = %36
  %123 = getelementptr inbounds i8, ptr %0, i64 36
  %124 = load i32, ptr %123, align 4, !tbaa !453
  br label %5473, !dbg !481

125:                                              ; preds = %36
  %126 = getelementptr inbounds i8, ptr %0, i64 36
  %127 = load i32, ptr %126, align 4, !tbaa !453
  br label %5382, !dbg !481

128:                                              ; preds = %36
  %129 = getelementptr inbounds i8, ptr %0, i64 36
  %130 = load i32, ptr %129, align 4, !tbaa !453
  br label %5291, !dbg !481

131:                                              ; preds = %36
  %132 = getelementptr inbounds i8, ptr %0, i64 36
  %133 = load i32, ptr %132, align 4, !tbaa !453
  br label %5200, !dbg !481

134:                                              ; preds = %36
  %135 = getelementptr inbounds i8, ptr %0, i64 36
  %136 = load i32, ptr %135, align 4, !tbaa !453
  br label %3167, !dbg !481

137:                                              ; preds = %36
  %138 = getelementptr inbounds i8, ptr %0, i64 36
  %139 = load i32, ptr %138, align 4, !tbaa !453
  br label %3532, !dbg !481

140:                                              ; preds = %36
  %141 = getelementptr inbounds i8, ptr %0, i64 36
  %142 = load i32, ptr %141, align 4, !tbaa !453
  br label %3919, !dbg !481

143:                                              ; preds = %36
  %144 = getelementptr inbounds i8, ptr %0, i64 36
  %145 = load i32, ptr %144, align 4, !tbaa !453
  br label %4627, !dbg !481

146:                                              ; preds = %36
  %147 = getelementptr inbounds i8, ptr %0, i64 36
  %148 = load i32, ptr %147, align 4, !tbaa !453
  br label %2377, !dbg !481

149:                                              ; preds = %36
  %150 = getelementptr inbounds i8, ptr %0, i64 36
  %151 = load i32, ptr %150, align 4, !tbaa !453
  br label %1747, !dbg !481

152:                                              ; preds = %36
  %153 = getelementptr inbounds i8, ptr %0, i64 36
  %154 = load i32, ptr %153, align 4, !tbaa !453
  br label %1653, !dbg !481

155:                                              ; preds = %36
  %156 = getelementptr inbounds i8, ptr %0, i64 36
  %157 = load i32, ptr %156, align 4, !tbaa !453
  br label %1559, !dbg !481

158:                                              ; preds = %36
  %159 = getelementptr inbounds i8, ptr %0, i64 36
  %160 = load i32, ptr %159, align 4, !tbaa !453
  br label %1466, !dbg !481

161:                                              ; preds = %36
  %162 = getelementptr inbounds i8, ptr %0, i64 36
  %163 = load i32, ptr %162, align 4, !tbaa !453
  br label %1372, !dbg !481

164:                                              ; preds = %36
  %165 = getelementptr inbounds i8, ptr %0, i64 36
  %166 = load i32, ptr %165, align 4, !tbaa !453
  br label %1278, !dbg !481

167:                                              ; preds = %36
  %168 = getelementptr inbounds i8, ptr %0, i64 36
  %169 = load i32, ptr %168, align 4, !tbaa !453
  br label %1184, !dbg !481

170:                                              ; preds = %36
  %171 = getelementptr inbounds i8, ptr %0, i64 36
  %172 = load i32, ptr %171, align 4, !tbaa !453
  br label %987, !dbg !481

173:                                              ; preds = %36
  %174 = getelementptr inbounds i8, ptr %0, i64 36
  %175 = load i32, ptr %174, align 4, !tbaa !453
  br label %896, !dbg !481

176:                                              ; preds = %36
  %177 = getelementptr inbounds i8, ptr %0, i64 36
  %178 = load i32, ptr %177, align 4, !tbaa !453
  br label %805, !dbg !481

179:                                              ; preds = %36
  %180 = getelementptr inbounds i8, ptr %0, i64 36
  %181 = load i32, ptr %180, align 4, !tbaa !453
  br label %714, !dbg !481

182:                                              ; preds = %36
  %183 = getelementptr inbounds i8, ptr %0, i64 36
  %184 = load i32, ptr %183, align 4, !tbaa !453
  br label %623, !dbg !481

185:                                              ; preds = %36
  %186 = getelementptr inbounds i8, ptr %0, i64 36
  %187 = load i32, ptr %186, align 4, !tbaa !453
  br label %412, !dbg !481

188:                                              ; preds = %36
  %189 = getelementptr inbounds i8, ptr %0, i64 36
  %190 = load i32, ptr %189, align 4, !tbaa !453
  br label %322, !dbg !481

191:                                              ; preds = %36
  %192 = getelementptr inbounds i8, ptr %0, i64 36
  %193 = load i32, ptr %192, align 4, !tbaa !453
  br label %232, !dbg !481

194:                                              ; preds = %9
  %195 = getelementptr inbounds i8, ptr %0, i64 32
  %196 = load i32, ptr %195, align 8, !dbg !482, !tbaa !483
  br label %203, !dbg !455

197:                                              ; preds = %9
  %198 = getelementptr inbounds i8, ptr %3, i64 8
  %199 = getelementptr inbounds i8, ptr %0, i64 32
  %200 = getelementptr inbounds i8, ptr %3, i64 12
  %201 = getelementptr inbounds i8, ptr %3, i64 16
  %202 = load i32, ptr %198, align 8, !tbaa !484
  br label %210, !dbg !455

203:                                              ; preds = %230, %194
  %204 = phi i32 [ %196, %194 ], [ %220, %230 ], !dbg !482
  %205 = phi i32 [ %34, %194 ], [ %221, %230 ], !dbg !454
  %206 = add nsw i32 %205, -8, !dbg !482
  %207 = lshr i32 %204, %206, !dbg !482
    #dbg_value(i32 %207, !189, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !486)
  store i32 %206, ptr %33, align 4, !dbg !482, !tbaa !453
  %208 = and i32 %207, 255, !dbg !487
    #dbg_value(i32 %207, !160, !DIExpression(), !414)
  %209 = icmp eq i32 %208, 66, !dbg !489
  br i1 %209, label %232, label %6043, !dbg !490

210:                                              ; preds = %197, %230
  %211 = phi i32 [ %202, %197 ], [ %223, %230 ]
  %212 = phi i32 [ %34, %197 ], [ %221, %230 ]
  %213 = icmp eq i32 %211, 0, !dbg !491
  br i1 %213, label %6043, label %214, !dbg !455

214:                                              ; preds = %210
  %215 = load i32, ptr %199, align 8, !dbg !455, !tbaa !483
  %216 = shl i32 %215, 8, !dbg !455
  %217 = load ptr, ptr %3, align 8, !dbg !455, !tbaa !493
  %218 = load i8, ptr %217, align 1, !dbg !455, !tbaa !494
  %219 = zext i8 %218 to i32, !dbg !455
  %220 = or disjoint i32 %216, %219, !dbg !455
  store i32 %220, ptr %199, align 8, !dbg !455, !tbaa !483
  %221 = add nsw i32 %212, 8, !dbg !455
  store i32 %221, ptr %33, align 4, !dbg !455, !tbaa !453
  %222 = getelementptr inbounds i8, ptr %217, i64 1, !dbg !455
  store ptr %222, ptr %3, align 8, !dbg !455, !tbaa !493
  %223 = add i32 %211, -1, !dbg !455
  store i32 %223, ptr %198, align 8, !dbg !455, !tbaa !484
  %224 = load i32, ptr %200, align 4, !dbg !455, !tbaa !495
  %225 = add i32 %224, 1, !dbg !455
  store i32 %225, ptr %200, align 4, !dbg !455, !tbaa !495
  %226 = icmp eq i32 %225, 0, !dbg !496
  br i1 %226, label %227, label %230, !dbg !455

227:                                              ; preds = %214
  %228 = load i32, ptr %201, align 8, !dbg !496, !tbaa !498
  %229 = add i32 %228, 1, !dbg !496
  store i32 %229, ptr %201, align 8, !dbg !496, !tbaa !498
  br label %230, !dbg !496

230:                                              ; preds = %227, %214
  %231 = icmp sgt i32 %212, -1, !dbg !454
  br i1 %231, label %203, label %210, !dbg !455, !llvm.loop !499

232:                                              ; preds = %191, %203
  %233 = phi ptr [ %106, %191 ], [ %32, %203 ]
  %234 = phi ptr [ %105, %191 ], [ %31, %203 ]
  %235 = phi ptr [ %104, %191 ], [ %30, %203 ]
  %236 = phi ptr [ %103, %191 ], [ %29, %203 ]
  %237 = phi ptr [ %102, %191 ], [ %28, %203 ]
  %238 = phi ptr [ %101, %191 ], [ %27, %203 ]
  %239 = phi ptr [ %100, %191 ], [ %26, %203 ]
  %240 = phi ptr [ %99, %191 ], [ %25, %203 ]
  %241 = phi ptr [ %98, %191 ], [ %24, %203 ]
  %242 = phi ptr [ %97, %191 ], [ %23, %203 ]
  %243 = phi ptr [ %96, %191 ], [ %22, %203 ]
  %244 = phi ptr [ %95, %191 ], [ %21, %203 ]
  %245 = phi ptr [ %94, %191 ], [ %20, %203 ]
  %246 = phi ptr [ %93, %191 ], [ %19, %203 ]
  %247 = phi ptr [ %92, %191 ], [ %18, %203 ]
  %248 = phi ptr [ %91, %191 ], [ %17, %203 ]
  %249 = phi ptr [ %90, %191 ], [ %16, %203 ]
  %250 = phi ptr [ %89, %191 ], [ %15, %203 ]
  %251 = phi ptr [ %88, %191 ], [ %14, %203 ]
  %252 = phi ptr [ %87, %191 ], [ %13, %203 ]
  %253 = phi ptr [ %86, %191 ], [ %12, %203 ]
  %254 = phi ptr [ %85, %191 ], [ %11, %203 ]
  %255 = phi ptr [ %84, %191 ], [ %8, %203 ]
  %256 = phi ptr [ %83, %191 ], [ %10, %203 ]
  %257 = phi i32 [ %37, %191 ], [ 0, %203 ]
  %258 = phi i32 [ %38, %191 ], [ 0, %203 ]
  %259 = phi i32 [ %40, %191 ], [ 0, %203 ]
  %260 = phi i32 [ %42, %191 ], [ 0, %203 ]
  %261 = phi i32 [ %44, %191 ], [ 0, %203 ]
  %262 = phi i32 [ %46, %191 ], [ 0, %203 ]
  %263 = phi i32 [ %48, %191 ], [ 0, %203 ]
  %264 = phi i32 [ %50, %191 ], [ 0, %203 ]
  %265 = phi i32 [ %52, %191 ], [ 0, %203 ]
  %266 = phi i32 [ %54, %191 ], [ 0, %203 ]
  %267 = phi i32 [ %56, %191 ], [ 0, %203 ]
  %268 = phi i32 [ %58, %191 ], [ 0, %203 ]
  %269 = phi i32 [ %60, %191 ], [ 0, %203 ]
  %270 = phi i32 [ %62, %191 ], [ 0, %203 ]
  %271 = phi i32 [ %64, %191 ], [ 0, %203 ]
  %272 = phi i32 [ %66, %191 ], [ 0, %203 ]
  %273 = phi i32 [ %68, %191 ], [ 0, %203 ]
  %274 = phi i32 [ %70, %191 ], [ 0, %203 ]
  %275 = phi i32 [ %72, %191 ], [ 0, %203 ]
  %276 = phi i32 [ %74, %191 ], [ 0, %203 ]
  %277 = phi i32 [ %76, %191 ], [ 0, %203 ]
  %278 = phi ptr [ %78, %191 ], [ null, %203 ]
  %279 = phi ptr [ %80, %191 ], [ null, %203 ]
  %280 = phi ptr [ %82, %191 ], [ null, %203 ]
  %281 = phi i32 [ %193, %191 ], [ %206, %203 ]
  store i32 11, ptr %4, align 8, !dbg !500, !tbaa !424
  %282 = getelementptr inbounds i8, ptr %0, i64 36
  %283 = icmp sgt i32 %281, 7, !dbg !501
  br i1 %283, label %284, label %287, !dbg !502

284:                                              ; preds = %232
  %285 = getelementptr inbounds i8, ptr %0, i64 32
  %286 = load i32, ptr %285, align 8, !dbg !503, !tbaa !483
  br label %293, !dbg !502

287:                                              ; preds = %232
  %288 = getelementptr inbounds i8, ptr %3, i64 8
  %289 = getelementptr inbounds i8, ptr %0, i64 32
  %290 = getelementptr inbounds i8, ptr %3, i64 12
  %291 = getelementptr inbounds i8, ptr %3, i64 16
  %292 = load i32, ptr %288, align 8, !tbaa !484
  br label %300, !dbg !502

293:                                              ; preds = %320, %284
  %294 = phi i32 [ %286, %284 ], [ %310, %320 ], !dbg !503
  %295 = phi i32 [ %281, %284 ], [ %311, %320 ], !dbg !501
  %296 = add nsw i32 %295, -8, !dbg !503
  %297 = lshr i32 %294, %296, !dbg !503
    #dbg_value(i32 %297, !194, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !504)
  store i32 %296, ptr %282, align 4, !dbg !503, !tbaa !453
  %298 = and i32 %297, 255, !dbg !505
    #dbg_value(i32 %297, !160, !DIExpression(), !414)
  %299 = icmp eq i32 %298, 90, !dbg !507
  br i1 %299, label %322, label %6043, !dbg !508

300:                                              ; preds = %287, %320
  %301 = phi i32 [ %292, %287 ], [ %313, %320 ]
  %302 = phi i32 [ %281, %287 ], [ %311, %320 ]
  %303 = icmp eq i32 %301, 0, !dbg !509
  br i1 %303, label %6043, label %304, !dbg !502

304:                                              ; preds = %300
  %305 = load i32, ptr %289, align 8, !dbg !502, !tbaa !483
  %306 = shl i32 %305, 8, !dbg !502
  %307 = load ptr, ptr %3, align 8, !dbg !502, !tbaa !493
  %308 = load i8, ptr %307, align 1, !dbg !502, !tbaa !494
  %309 = zext i8 %308 to i32, !dbg !502
  %310 = or disjoint i32 %306, %309, !dbg !502
  store i32 %310, ptr %289, align 8, !dbg !502, !tbaa !483
  %311 = add nsw i32 %302, 8, !dbg !502
  store i32 %311, ptr %282, align 4, !dbg !502, !tbaa !453
  %312 = getelementptr inbounds i8, ptr %307, i64 1, !dbg !502
  store ptr %312, ptr %3, align 8, !dbg !502, !tbaa !493
  %313 = add i32 %301, -1, !dbg !502
  store i32 %313, ptr %288, align 8, !dbg !502, !tbaa !484
  %314 = load i32, ptr %290, align 4, !dbg !502, !tbaa !495
  %315 = add i32 %314, 1, !dbg !502
  store i32 %315, ptr %290, align 4, !dbg !502, !tbaa !495
  %316 = icmp eq i32 %315, 0, !dbg !511
  br i1 %316, label %317, label %320, !dbg !502

317:                                              ; preds = %304
  %318 = load i32, ptr %291, align 8, !dbg !511, !tbaa !498
  %319 = add i32 %318, 1, !dbg !511
  store i32 %319, ptr %291, align 8, !dbg !511, !tbaa !498
  br label %320, !dbg !511

320:                                              ; preds = %317, %304
  %321 = icmp sgt i32 %302, -1, !dbg !501
  br i1 %321, label %293, label %300, !dbg !502, !llvm.loop !513

322:                                              ; preds = %188, %293
  %323 = phi ptr [ %106, %188 ], [ %233, %293 ]
  %324 = phi ptr [ %105, %188 ], [ %234, %293 ]
  %325 = phi ptr [ %104, %188 ], [ %235, %293 ]
  %326 = phi ptr [ %103, %188 ], [ %236, %293 ]
  %327 = phi ptr [ %102, %188 ], [ %237, %293 ]
  %328 = phi ptr [ %101, %188 ], [ %238, %293 ]
  %329 = phi ptr [ %100, %188 ], [ %239, %293 ]
  %330 = phi ptr [ %99, %188 ], [ %240, %293 ]
  %331 = phi ptr [ %98, %188 ], [ %241, %293 ]
  %332 = phi ptr [ %97, %188 ], [ %242, %293 ]
  %333 = phi ptr [ %96, %188 ], [ %243, %293 ]
  %334 = phi ptr [ %95, %188 ], [ %244, %293 ]
  %335 = phi ptr [ %94, %188 ], [ %245, %293 ]
  %336 = phi ptr [ %93, %188 ], [ %246, %293 ]
  %337 = phi ptr [ %92, %188 ], [ %247, %293 ]
  %338 = phi ptr [ %91, %188 ], [ %248, %293 ]
  %339 = phi ptr [ %90, %188 ], [ %249, %293 ]
  %340 = phi ptr [ %89, %188 ], [ %250, %293 ]
  %341 = phi ptr [ %88, %188 ], [ %251, %293 ]
  %342 = phi ptr [ %87, %188 ], [ %252, %293 ]
  %343 = phi ptr [ %86, %188 ], [ %253, %293 ]
  %344 = phi ptr [ %85, %188 ], [ %254, %293 ]
  %345 = phi ptr [ %84, %188 ], [ %255, %293 ]
  %346 = phi ptr [ %83, %188 ], [ %256, %293 ]
  %347 = phi i32 [ %37, %188 ], [ %257, %293 ]
  %348 = phi i32 [ %38, %188 ], [ %258, %293 ]
  %349 = phi i32 [ %40, %188 ], [ %259, %293 ]
  %350 = phi i32 [ %42, %188 ], [ %260, %293 ]
  %351 = phi i32 [ %44, %188 ], [ %261, %293 ]
  %352 = phi i32 [ %46, %188 ], [ %262, %293 ]
  %353 = phi i32 [ %48, %188 ], [ %263, %293 ]
  %354 = phi i32 [ %50, %188 ], [ %264, %293 ]
  %355 = phi i32 [ %52, %188 ], [ %265, %293 ]
  %356 = phi i32 [ %54, %188 ], [ %266, %293 ]
  %357 = phi i32 [ %56, %188 ], [ %267, %293 ]
  %358 = phi i32 [ %58, %188 ], [ %268, %293 ]
  %359 = phi i32 [ %60, %188 ], [ %269, %293 ]
  %360 = phi i32 [ %62, %188 ], [ %270, %293 ]
  %361 = phi i32 [ %64, %188 ], [ %271, %293 ]
  %362 = phi i32 [ %66, %188 ], [ %272, %293 ]
  %363 = phi i32 [ %68, %188 ], [ %273, %293 ]
  %364 = phi i32 [ %70, %188 ], [ %274, %293 ]
  %365 = phi i32 [ %72, %188 ], [ %275, %293 ]
  %366 = phi i32 [ %74, %188 ], [ %276, %293 ]
  %367 = phi i32 [ %76, %188 ], [ %277, %293 ]
  %368 = phi ptr [ %78, %188 ], [ %278, %293 ]
  %369 = phi ptr [ %80, %188 ], [ %279, %293 ]
  %370 = phi ptr [ %82, %188 ], [ %280, %293 ]
  %371 = phi i32 [ %190, %188 ], [ %296, %293 ]
  store i32 12, ptr %4, align 8, !dbg !514, !tbaa !424
  %372 = getelementptr inbounds i8, ptr %0, i64 36
  %373 = icmp sgt i32 %371, 7, !dbg !515
  br i1 %373, label %374, label %377, !dbg !516

374:                                              ; preds = %322
  %375 = getelementptr inbounds i8, ptr %0, i64 32
  %376 = load i32, ptr %375, align 8, !dbg !517, !tbaa !483
  br label %383, !dbg !516

377:                                              ; preds = %322
  %378 = getelementptr inbounds i8, ptr %3, i64 8
  %379 = getelementptr inbounds i8, ptr %0, i64 32
  %380 = getelementptr inbounds i8, ptr %3, i64 12
  %381 = getelementptr inbounds i8, ptr %3, i64 16
  %382 = load i32, ptr %378, align 8, !tbaa !484
  br label %390, !dbg !516

383:                                              ; preds = %410, %374
  %384 = phi i32 [ %376, %374 ], [ %400, %410 ], !dbg !517
  %385 = phi i32 [ %371, %374 ], [ %401, %410 ], !dbg !515
  %386 = add nsw i32 %385, -8, !dbg !517
  %387 = lshr i32 %384, %386, !dbg !517
    #dbg_value(i32 %387, !198, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !518)
  store i32 %386, ptr %372, align 4, !dbg !517, !tbaa !453
  %388 = and i32 %387, 255, !dbg !519
    #dbg_value(i32 %387, !160, !DIExpression(), !414)
  %389 = icmp eq i32 %388, 104, !dbg !521
  br i1 %389, label %412, label %6043, !dbg !522

390:                                              ; preds = %377, %410
  %391 = phi i32 [ %382, %377 ], [ %403, %410 ]
  %392 = phi i32 [ %371, %377 ], [ %401, %410 ]
  %393 = icmp eq i32 %391, 0, !dbg !523
  br i1 %393, label %6043, label %394, !dbg !516

394:                                              ; preds = %390
  %395 = load i32, ptr %379, align 8, !dbg !516, !tbaa !483
  %396 = shl i32 %395, 8, !dbg !516
  %397 = load ptr, ptr %3, align 8, !dbg !516, !tbaa !493
  %398 = load i8, ptr %397, align 1, !dbg !516, !tbaa !494
  %399 = zext i8 %398 to i32, !dbg !516
  %400 = or disjoint i32 %396, %399, !dbg !516
  store i32 %400, ptr %379, align 8, !dbg !516, !tbaa !483
  %401 = add nsw i32 %392, 8, !dbg !516
  store i32 %401, ptr %372, align 4, !dbg !516, !tbaa !453
  %402 = getelementptr inbounds i8, ptr %397, i64 1, !dbg !516
  store ptr %402, ptr %3, align 8, !dbg !516, !tbaa !493
  %403 = add i32 %391, -1, !dbg !516
  store i32 %403, ptr %378, align 8, !dbg !516, !tbaa !484
  %404 = load i32, ptr %380, align 4, !dbg !516, !tbaa !495
  %405 = add i32 %404, 1, !dbg !516
  store i32 %405, ptr %380, align 4, !dbg !516, !tbaa !495
  %406 = icmp eq i32 %405, 0, !dbg !525
  br i1 %406, label %407, label %410, !dbg !516

407:                                              ; preds = %394
  %408 = load i32, ptr %381, align 8, !dbg !525, !tbaa !498
  %409 = add i32 %408, 1, !dbg !525
  store i32 %409, ptr %381, align 8, !dbg !525, !tbaa !498
  br label %410, !dbg !525

410:                                              ; preds = %407, %394
  %411 = icmp sgt i32 %392, -1, !dbg !515
  br i1 %411, label %383, label %390, !dbg !516, !llvm.loop !527

412:                                              ; preds = %185, %383
  %413 = phi ptr [ %106, %185 ], [ %323, %383 ]
  %414 = phi ptr [ %105, %185 ], [ %324, %383 ]
  %415 = phi ptr [ %104, %185 ], [ %325, %383 ]
  %416 = phi ptr [ %103, %185 ], [ %326, %383 ]
  %417 = phi ptr [ %102, %185 ], [ %327, %383 ]
  %418 = phi ptr [ %101, %185 ], [ %328, %383 ]
  %419 = phi ptr [ %100, %185 ], [ %329, %383 ]
  %420 = phi ptr [ %99, %185 ], [ %330, %383 ]
  %421 = phi ptr [ %98, %185 ], [ %331, %383 ]
  %422 = phi ptr [ %97, %185 ], [ %332, %383 ]
  %423 = phi ptr [ %96, %185 ], [ %333, %383 ]
  %424 = phi ptr [ %95, %185 ], [ %334, %383 ]
  %425 = phi ptr [ %94, %185 ], [ %335, %383 ]
  %426 = phi ptr [ %93, %185 ], [ %336, %383 ]
  %427 = phi ptr [ %92, %185 ], [ %337, %383 ]
  %428 = phi ptr [ %91, %185 ], [ %338, %383 ]
  %429 = phi ptr [ %90, %185 ], [ %339, %383 ]
  %430 = phi ptr [ %89, %185 ], [ %340, %383 ]
  %431 = phi ptr [ %88, %185 ], [ %341, %383 ]
  %432 = phi ptr [ %87, %185 ], [ %342, %383 ]
  %433 = phi ptr [ %86, %185 ], [ %343, %383 ]
  %434 = phi ptr [ %85, %185 ], [ %344, %383 ]
  %435 = phi ptr [ %84, %185 ], [ %345, %383 ]
  %436 = phi ptr [ %83, %185 ], [ %346, %383 ]
  %437 = phi i32 [ %37, %185 ], [ %347, %383 ]
  %438 = phi i32 [ %38, %185 ], [ %348, %383 ]
  %439 = phi i32 [ %40, %185 ], [ %349, %383 ]
  %440 = phi i32 [ %42, %185 ], [ %350, %383 ]
  %441 = phi i32 [ %44, %185 ], [ %351, %383 ]
  %442 = phi i32 [ %46, %185 ], [ %352, %383 ]
  %443 = phi i32 [ %48, %185 ], [ %353, %383 ]
  %444 = phi i32 [ %50, %185 ], [ %354, %383 ]
  %445 = phi i32 [ %52, %185 ], [ %355, %383 ]
  %446 = phi i32 [ %54, %185 ], [ %356, %383 ]
  %447 = phi i32 [ %56, %185 ], [ %357, %383 ]
  %448 = phi i32 [ %58, %185 ], [ %358, %383 ]
  %449 = phi i32 [ %60, %185 ], [ %359, %383 ]
  %450 = phi i32 [ %62, %185 ], [ %360, %383 ]
  %451 = phi i32 [ %64, %185 ], [ %361, %383 ]
  %452 = phi i32 [ %66, %185 ], [ %362, %383 ]
  %453 = phi i32 [ %68, %185 ], [ %363, %383 ]
  %454 = phi i32 [ %70, %185 ], [ %364, %383 ]
  %455 = phi i32 [ %72, %185 ], [ %365, %383 ]
  %456 = phi i32 [ %74, %185 ], [ %366, %383 ]
  %457 = phi i32 [ %76, %185 ], [ %367, %383 ]
  %458 = phi ptr [ %78, %185 ], [ %368, %383 ]
  %459 = phi ptr [ %80, %185 ], [ %369, %383 ]
  %460 = phi ptr [ %82, %185 ], [ %370, %383 ]
  %461 = phi i32 [ %187, %185 ], [ %386, %383 ]
  store i32 13, ptr %4, align 8, !dbg !528, !tbaa !424
  %462 = getelementptr inbounds i8, ptr %0, i64 36
  %463 = icmp sgt i32 %461, 7, !dbg !529
  br i1 %463, label %464, label %467, !dbg !530

464:                                              ; preds = %412
  %465 = getelementptr inbounds i8, ptr %0, i64 32
  %466 = load i32, ptr %465, align 8, !dbg !531, !tbaa !483
  br label %473, !dbg !530

467:                                              ; preds = %412
  %468 = getelementptr inbounds i8, ptr %3, i64 8
  %469 = getelementptr inbounds i8, ptr %0, i64 32
  %470 = getelementptr inbounds i8, ptr %3, i64 12
  %471 = getelementptr inbounds i8, ptr %3, i64 16
  %472 = load i32, ptr %468, align 8, !tbaa !484
  br label %482, !dbg !530

473:                                              ; preds = %502, %464
  %474 = phi i32 [ %466, %464 ], [ %492, %502 ], !dbg !531
  %475 = phi i32 [ %461, %464 ], [ %493, %502 ], !dbg !529
  %476 = add nsw i32 %475, -8, !dbg !531
  %477 = lshr i32 %474, %476, !dbg !531
  %478 = and i32 %477, 255, !dbg !531
    #dbg_value(i32 %478, !202, !DIExpression(), !532)
  store i32 %476, ptr %462, align 4, !dbg !531, !tbaa !453
  %479 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !531
  store i32 %478, ptr %479, align 8, !dbg !531, !tbaa !533
  %480 = add nsw i32 %478, -58, !dbg !534
  %481 = icmp ult i32 %480, -9, !dbg !534
  br i1 %481, label %6043, label %504, !dbg !534

482:                                              ; preds = %467, %502
  %483 = phi i32 [ %472, %467 ], [ %495, %502 ]
  %484 = phi i32 [ %461, %467 ], [ %493, %502 ]
  %485 = icmp eq i32 %483, 0, !dbg !536
  br i1 %485, label %6043, label %486, !dbg !530

486:                                              ; preds = %482
  %487 = load i32, ptr %469, align 8, !dbg !530, !tbaa !483
  %488 = shl i32 %487, 8, !dbg !530
  %489 = load ptr, ptr %3, align 8, !dbg !530, !tbaa !493
  %490 = load i8, ptr %489, align 1, !dbg !530, !tbaa !494
  %491 = zext i8 %490 to i32, !dbg !530
  %492 = or disjoint i32 %488, %491, !dbg !530
  store i32 %492, ptr %469, align 8, !dbg !530, !tbaa !483
  %493 = add nsw i32 %484, 8, !dbg !530
  store i32 %493, ptr %462, align 4, !dbg !530, !tbaa !453
  %494 = getelementptr inbounds i8, ptr %489, i64 1, !dbg !530
  store ptr %494, ptr %3, align 8, !dbg !530, !tbaa !493
  %495 = add i32 %483, -1, !dbg !530
  store i32 %495, ptr %468, align 8, !dbg !530, !tbaa !484
  %496 = load i32, ptr %470, align 4, !dbg !530, !tbaa !495
  %497 = add i32 %496, 1, !dbg !530
  store i32 %497, ptr %470, align 4, !dbg !530, !tbaa !495
  %498 = icmp eq i32 %497, 0, !dbg !538
  br i1 %498, label %499, label %502, !dbg !530

499:                                              ; preds = %486
  %500 = load i32, ptr %471, align 8, !dbg !538, !tbaa !498
  %501 = add i32 %500, 1, !dbg !538
  store i32 %501, ptr %471, align 8, !dbg !538, !tbaa !498
  br label %502, !dbg !538

502:                                              ; preds = %499, %486
  %503 = icmp sgt i32 %484, -1, !dbg !529
  br i1 %503, label %473, label %482, !dbg !530, !llvm.loop !540

504:                                              ; preds = %473
  %505 = add nsw i32 %478, -48, !dbg !541
  store i32 %505, ptr %479, align 8, !dbg !541, !tbaa !533
  %506 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !542
  %507 = load i8, ptr %506, align 4, !dbg !542, !tbaa !544
  %508 = icmp eq i8 %507, 0, !dbg !545
  %509 = getelementptr inbounds i8, ptr %3, i64 56, !dbg !546
  %510 = load ptr, ptr %509, align 8, !dbg !546, !tbaa !547
  %511 = getelementptr inbounds i8, ptr %3, i64 72, !dbg !546
  %512 = load ptr, ptr %511, align 8, !dbg !546, !tbaa !548
  br i1 %508, label %528, label %513, !dbg !549

513:                                              ; preds = %504
  %514 = mul nuw nsw i32 %505, 200000, !dbg !550
  %515 = tail call ptr %510(ptr noundef %512, i32 noundef %514, i32 noundef 1) #7, !dbg !550
  %516 = getelementptr inbounds i8, ptr %0, i64 3160, !dbg !552
  store ptr %515, ptr %516, align 8, !dbg !553, !tbaa !554
  %517 = load ptr, ptr %509, align 8, !dbg !555, !tbaa !547
  %518 = load ptr, ptr %511, align 8, !dbg !555, !tbaa !548
  %519 = load i32, ptr %479, align 8, !dbg !555, !tbaa !533
  %520 = mul nsw i32 %519, 100000, !dbg !555
  %521 = ashr exact i32 %520, 1, !dbg !555
  %522 = tail call ptr %517(ptr noundef %518, i32 noundef %521, i32 noundef 1) #7, !dbg !555
  %523 = getelementptr inbounds i8, ptr %0, i64 3168, !dbg !556
  store ptr %522, ptr %523, align 8, !dbg !557, !tbaa !558
  %524 = load ptr, ptr %516, align 8, !dbg !559, !tbaa !554
  %525 = icmp eq ptr %524, null, !dbg !561
  %526 = icmp eq ptr %522, null
  %527 = select i1 %525, i1 true, i1 %526, !dbg !562
  br i1 %527, label %6043, label %533, !dbg !562

528:                                              ; preds = %504
  %529 = mul nuw nsw i32 %505, 400000, !dbg !563
  %530 = tail call ptr %510(ptr noundef %512, i32 noundef %529, i32 noundef 1) #7, !dbg !563
  %531 = getelementptr inbounds i8, ptr %0, i64 3152, !dbg !565
  store ptr %530, ptr %531, align 8, !dbg !566, !tbaa !567
  %532 = icmp eq ptr %530, null, !dbg !568
  br i1 %532, label %6043, label %533, !dbg !570

533:                                              ; preds = %513, %528, %36
  %534 = phi ptr [ %413, %513 ], [ %413, %528 ], [ %106, %36 ]
  %535 = phi ptr [ %414, %513 ], [ %414, %528 ], [ %105, %36 ]
  %536 = phi ptr [ %415, %513 ], [ %415, %528 ], [ %104, %36 ]
  %537 = phi ptr [ %416, %513 ], [ %416, %528 ], [ %103, %36 ]
  %538 = phi ptr [ %417, %513 ], [ %417, %528 ], [ %102, %36 ]
  %539 = phi ptr [ %418, %513 ], [ %418, %528 ], [ %101, %36 ]
  %540 = phi ptr [ %419, %513 ], [ %419, %528 ], [ %100, %36 ]
  %541 = phi ptr [ %420, %513 ], [ %420, %528 ], [ %99, %36 ]
  %542 = phi ptr [ %421, %513 ], [ %421, %528 ], [ %98, %36 ]
  %543 = phi ptr [ %422, %513 ], [ %422, %528 ], [ %97, %36 ]
  %544 = phi ptr [ %423, %513 ], [ %423, %528 ], [ %96, %36 ]
  %545 = phi ptr [ %424, %513 ], [ %424, %528 ], [ %95, %36 ]
  %546 = phi ptr [ %425, %513 ], [ %425, %528 ], [ %94, %36 ]
  %547 = phi ptr [ %426, %513 ], [ %426, %528 ], [ %93, %36 ]
  %548 = phi ptr [ %427, %513 ], [ %427, %528 ], [ %92, %36 ]
  %549 = phi ptr [ %428, %513 ], [ %428, %528 ], [ %91, %36 ]
  %550 = phi ptr [ %429, %513 ], [ %429, %528 ], [ %90, %36 ]
  %551 = phi ptr [ %430, %513 ], [ %430, %528 ], [ %89, %36 ]
  %552 = phi ptr [ %431, %513 ], [ %431, %528 ], [ %88, %36 ]
  %553 = phi ptr [ %432, %513 ], [ %432, %528 ], [ %87, %36 ]
  %554 = phi ptr [ %433, %513 ], [ %433, %528 ], [ %86, %36 ]
  %555 = phi ptr [ %434, %513 ], [ %434, %528 ], [ %85, %36 ]
  %556 = phi ptr [ %435, %513 ], [ %435, %528 ], [ %84, %36 ]
  %557 = phi ptr [ %436, %513 ], [ %436, %528 ], [ %83, %36 ]
  %558 = phi i32 [ %437, %513 ], [ %437, %528 ], [ %37, %36 ]
  %559 = phi i32 [ %438, %513 ], [ %438, %528 ], [ %38, %36 ]
  %560 = phi i32 [ %439, %513 ], [ %439, %528 ], [ %40, %36 ]
  %561 = phi i32 [ %440, %513 ], [ %440, %528 ], [ %42, %36 ]
  %562 = phi i32 [ %441, %513 ], [ %441, %528 ], [ %44, %36 ]
  %563 = phi i32 [ %442, %513 ], [ %442, %528 ], [ %46, %36 ]
  %564 = phi i32 [ %443, %513 ], [ %443, %528 ], [ %48, %36 ]
  %565 = phi i32 [ %444, %513 ], [ %444, %528 ], [ %50, %36 ]
  %566 = phi i32 [ %445, %513 ], [ %445, %528 ], [ %52, %36 ]
  %567 = phi i32 [ %446, %513 ], [ %446, %528 ], [ %54, %36 ]
  %568 = phi i32 [ %447, %513 ], [ %447, %528 ], [ %56, %36 ]
  %569 = phi i32 [ %448, %513 ], [ %448, %528 ], [ %58, %36 ]
  %570 = phi i32 [ %449, %513 ], [ %449, %528 ], [ %60, %36 ]
  %571 = phi i32 [ %450, %513 ], [ %450, %528 ], [ %62, %36 ]
  %572 = phi i32 [ %451, %513 ], [ %451, %528 ], [ %64, %36 ]
  %573 = phi i32 [ %452, %513 ], [ %452, %528 ], [ %66, %36 ]
  %574 = phi i32 [ %453, %513 ], [ %453, %528 ], [ %68, %36 ]
  %575 = phi i32 [ %454, %513 ], [ %454, %528 ], [ %70, %36 ]
  %576 = phi i32 [ %455, %513 ], [ %455, %528 ], [ %72, %36 ]
  %577 = phi i32 [ %456, %513 ], [ %456, %528 ], [ %74, %36 ]
  %578 = phi i32 [ %457, %513 ], [ %457, %528 ], [ %76, %36 ]
  %579 = phi ptr [ %458, %513 ], [ %458, %528 ], [ %78, %36 ]
  %580 = phi ptr [ %459, %513 ], [ %459, %528 ], [ %80, %36 ]
  %581 = phi ptr [ %460, %513 ], [ %460, %528 ], [ %82, %36 ]
  store i32 14, ptr %4, align 8, !dbg !571, !tbaa !424
  %582 = getelementptr inbounds i8, ptr %0, i64 36
  %583 = load i32, ptr %582, align 4, !tbaa !453
  %584 = icmp sgt i32 %583, 7, !dbg !572
  br i1 %584, label %585, label %588, !dbg !573

585:                                              ; preds = %533
  %586 = getelementptr inbounds i8, ptr %0, i64 32
  %587 = load i32, ptr %586, align 8, !dbg !574, !tbaa !483
  br label %595, !dbg !573

588:                                              ; preds = %533
  %589 = load ptr, ptr %0, align 8, !tbaa !416
  %590 = getelementptr inbounds i8, ptr %589, i64 8
  %591 = getelementptr inbounds i8, ptr %0, i64 32
  %592 = getelementptr inbounds i8, ptr %589, i64 12
  %593 = getelementptr inbounds i8, ptr %589, i64 16
  %594 = load i32, ptr %590, align 8, !tbaa !484
  br label %601, !dbg !573

595:                                              ; preds = %621, %585
  %596 = phi i32 [ %587, %585 ], [ %611, %621 ], !dbg !574
  %597 = phi i32 [ %583, %585 ], [ %612, %621 ], !dbg !572
  %598 = add nsw i32 %597, -8, !dbg !574
  %599 = lshr i32 %596, %598, !dbg !574
    #dbg_value(i32 %599, !206, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !575)
  store i32 %598, ptr %582, align 4, !dbg !574, !tbaa !453
    #dbg_value(i32 %599, !160, !DIExpression(), !414)
  %600 = trunc i32 %599 to i8, !dbg !576
  switch i8 %600, label %6043 [
    i8 23, label %5200
    i8 49, label %623
  ], !dbg !576

601:                                              ; preds = %588, %621
  %602 = phi i32 [ %594, %588 ], [ %614, %621 ]
  %603 = phi i32 [ %583, %588 ], [ %612, %621 ]
  %604 = icmp eq i32 %602, 0, !dbg !577
  br i1 %604, label %6043, label %605, !dbg !573

605:                                              ; preds = %601
  %606 = load i32, ptr %591, align 8, !dbg !573, !tbaa !483
  %607 = shl i32 %606, 8, !dbg !573
  %608 = load ptr, ptr %589, align 8, !dbg !573, !tbaa !493
  %609 = load i8, ptr %608, align 1, !dbg !573, !tbaa !494
  %610 = zext i8 %609 to i32, !dbg !573
  %611 = or disjoint i32 %607, %610, !dbg !573
  store i32 %611, ptr %591, align 8, !dbg !573, !tbaa !483
  %612 = add nsw i32 %603, 8, !dbg !573
  store i32 %612, ptr %582, align 4, !dbg !573, !tbaa !453
  %613 = getelementptr inbounds i8, ptr %608, i64 1, !dbg !573
  store ptr %613, ptr %589, align 8, !dbg !573, !tbaa !493
  %614 = add i32 %602, -1, !dbg !573
  store i32 %614, ptr %590, align 8, !dbg !573, !tbaa !484
  %615 = load i32, ptr %592, align 4, !dbg !573, !tbaa !495
  %616 = add i32 %615, 1, !dbg !573
  store i32 %616, ptr %592, align 4, !dbg !573, !tbaa !495
  %617 = icmp eq i32 %616, 0, !dbg !579
  br i1 %617, label %618, label %621, !dbg !573

618:                                              ; preds = %605
  %619 = load i32, ptr %593, align 8, !dbg !579, !tbaa !498
  %620 = add i32 %619, 1, !dbg !579
  store i32 %620, ptr %593, align 8, !dbg !579, !tbaa !498
  br label %621, !dbg !579

621:                                              ; preds = %618, %605
  %622 = icmp sgt i32 %603, -1, !dbg !572
  br i1 %622, label %595, label %601, !dbg !573, !llvm.loop !581

623:                                              ; preds = %182, %595
  %624 = phi ptr [ %106, %182 ], [ %534, %595 ]
  %625 = phi ptr [ %105, %182 ], [ %535, %595 ]
  %626 = phi ptr [ %104, %182 ], [ %536, %595 ]
  %627 = phi ptr [ %103, %182 ], [ %537, %595 ]
  %628 = phi ptr [ %102, %182 ], [ %538, %595 ]
  %629 = phi ptr [ %101, %182 ], [ %539, %595 ]
  %630 = phi ptr [ %100, %182 ], [ %540, %595 ]
  %631 = phi ptr [ %99, %182 ], [ %541, %595 ]
  %632 = phi ptr [ %98, %182 ], [ %542, %595 ]
  %633 = phi ptr [ %97, %182 ], [ %543, %595 ]
  %634 = phi ptr [ %96, %182 ], [ %544, %595 ]
  %635 = phi ptr [ %95, %182 ], [ %545, %595 ]
  %636 = phi ptr [ %94, %182 ], [ %546, %595 ]
  %637 = phi ptr [ %93, %182 ], [ %547, %595 ]
  %638 = phi ptr [ %92, %182 ], [ %548, %595 ]
  %639 = phi ptr [ %91, %182 ], [ %549, %595 ]
  %640 = phi ptr [ %90, %182 ], [ %550, %595 ]
  %641 = phi ptr [ %89, %182 ], [ %551, %595 ]
  %642 = phi ptr [ %88, %182 ], [ %552, %595 ]
  %643 = phi ptr [ %87, %182 ], [ %553, %595 ]
  %644 = phi ptr [ %86, %182 ], [ %554, %595 ]
  %645 = phi ptr [ %85, %182 ], [ %555, %595 ]
  %646 = phi ptr [ %84, %182 ], [ %556, %595 ]
  %647 = phi ptr [ %83, %182 ], [ %557, %595 ]
  %648 = phi i32 [ %37, %182 ], [ %558, %595 ]
  %649 = phi i32 [ %38, %182 ], [ %559, %595 ]
  %650 = phi i32 [ %40, %182 ], [ %560, %595 ]
  %651 = phi i32 [ %42, %182 ], [ %561, %595 ]
  %652 = phi i32 [ %44, %182 ], [ %562, %595 ]
  %653 = phi i32 [ %46, %182 ], [ %563, %595 ]
  %654 = phi i32 [ %48, %182 ], [ %564, %595 ]
  %655 = phi i32 [ %50, %182 ], [ %565, %595 ]
  %656 = phi i32 [ %52, %182 ], [ %566, %595 ]
  %657 = phi i32 [ %54, %182 ], [ %567, %595 ]
  %658 = phi i32 [ %56, %182 ], [ %568, %595 ]
  %659 = phi i32 [ %58, %182 ], [ %569, %595 ]
  %660 = phi i32 [ %60, %182 ], [ %570, %595 ]
  %661 = phi i32 [ %62, %182 ], [ %571, %595 ]
  %662 = phi i32 [ %64, %182 ], [ %572, %595 ]
  %663 = phi i32 [ %66, %182 ], [ %573, %595 ]
  %664 = phi i32 [ %68, %182 ], [ %574, %595 ]
  %665 = phi i32 [ %70, %182 ], [ %575, %595 ]
  %666 = phi i32 [ %72, %182 ], [ %576, %595 ]
  %667 = phi i32 [ %74, %182 ], [ %577, %595 ]
  %668 = phi i32 [ %76, %182 ], [ %578, %595 ]
  %669 = phi ptr [ %78, %182 ], [ %579, %595 ]
  %670 = phi ptr [ %80, %182 ], [ %580, %595 ]
  %671 = phi ptr [ %82, %182 ], [ %581, %595 ]
  %672 = phi i32 [ %184, %182 ], [ %598, %595 ]
  store i32 15, ptr %4, align 8, !dbg !582, !tbaa !424
  %673 = getelementptr inbounds i8, ptr %0, i64 36
  %674 = icmp sgt i32 %672, 7, !dbg !583
  br i1 %674, label %675, label %678, !dbg !584

675:                                              ; preds = %623
  %676 = getelementptr inbounds i8, ptr %0, i64 32
  %677 = load i32, ptr %676, align 8, !dbg !585, !tbaa !483
  br label %685, !dbg !584

678:                                              ; preds = %623
  %679 = load ptr, ptr %0, align 8, !tbaa !416
  %680 = getelementptr inbounds i8, ptr %679, i64 8
  %681 = getelementptr inbounds i8, ptr %0, i64 32
  %682 = getelementptr inbounds i8, ptr %679, i64 12
  %683 = getelementptr inbounds i8, ptr %679, i64 16
  %684 = load i32, ptr %680, align 8, !tbaa !484
  br label %692, !dbg !584

685:                                              ; preds = %712, %675
  %686 = phi i32 [ %677, %675 ], [ %702, %712 ], !dbg !585
  %687 = phi i32 [ %672, %675 ], [ %703, %712 ], !dbg !583
  %688 = add nsw i32 %687, -8, !dbg !585
  %689 = lshr i32 %686, %688, !dbg !585
    #dbg_value(i32 %689, !210, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !586)
  store i32 %688, ptr %673, align 4, !dbg !585, !tbaa !453
  %690 = and i32 %689, 255, !dbg !587
    #dbg_value(i32 %689, !160, !DIExpression(), !414)
  %691 = icmp eq i32 %690, 65, !dbg !589
  br i1 %691, label %714, label %6043, !dbg !590

692:                                              ; preds = %678, %712
  %693 = phi i32 [ %684, %678 ], [ %705, %712 ]
  %694 = phi i32 [ %672, %678 ], [ %703, %712 ]
  %695 = icmp eq i32 %693, 0, !dbg !591
  br i1 %695, label %6043, label %696, !dbg !584

696:                                              ; preds = %692
  %697 = load i32, ptr %681, align 8, !dbg !584, !tbaa !483
  %698 = shl i32 %697, 8, !dbg !584
  %699 = load ptr, ptr %679, align 8, !dbg !584, !tbaa !493
  %700 = load i8, ptr %699, align 1, !dbg !584, !tbaa !494
  %701 = zext i8 %700 to i32, !dbg !584
  %702 = or disjoint i32 %698, %701, !dbg !584
  store i32 %702, ptr %681, align 8, !dbg !584, !tbaa !483
  %703 = add nsw i32 %694, 8, !dbg !584
  store i32 %703, ptr %673, align 4, !dbg !584, !tbaa !453
  %704 = getelementptr inbounds i8, ptr %699, i64 1, !dbg !584
  store ptr %704, ptr %679, align 8, !dbg !584, !tbaa !493
  %705 = add i32 %693, -1, !dbg !584
  store i32 %705, ptr %680, align 8, !dbg !584, !tbaa !484
  %706 = load i32, ptr %682, align 4, !dbg !584, !tbaa !495
  %707 = add i32 %706, 1, !dbg !584
  store i32 %707, ptr %682, align 4, !dbg !584, !tbaa !495
  %708 = icmp eq i32 %707, 0, !dbg !593
  br i1 %708, label %709, label %712, !dbg !584

709:                                              ; preds = %696
  %710 = load i32, ptr %683, align 8, !dbg !593, !tbaa !498
  %711 = add i32 %710, 1, !dbg !593
  store i32 %711, ptr %683, align 8, !dbg !593, !tbaa !498
  br label %712, !dbg !593

712:                                              ; preds = %709, %696
  %713 = icmp sgt i32 %694, -1, !dbg !583
  br i1 %713, label %685, label %692, !dbg !584, !llvm.loop !595

714:                                              ; preds = %179, %685
  %715 = phi ptr [ %106, %179 ], [ %624, %685 ]
  %716 = phi ptr [ %105, %179 ], [ %625, %685 ]
  %717 = phi ptr [ %104, %179 ], [ %626, %685 ]
  %718 = phi ptr [ %103, %179 ], [ %627, %685 ]
  %719 = phi ptr [ %102, %179 ], [ %628, %685 ]
  %720 = phi ptr [ %101, %179 ], [ %629, %685 ]
  %721 = phi ptr [ %100, %179 ], [ %630, %685 ]
  %722 = phi ptr [ %99, %179 ], [ %631, %685 ]
  %723 = phi ptr [ %98, %179 ], [ %632, %685 ]
  %724 = phi ptr [ %97, %179 ], [ %633, %685 ]
  %725 = phi ptr [ %96, %179 ], [ %634, %685 ]
  %726 = phi ptr [ %95, %179 ], [ %635, %685 ]
  %727 = phi ptr [ %94, %179 ], [ %636, %685 ]
  %728 = phi ptr [ %93, %179 ], [ %637, %685 ]
  %729 = phi ptr [ %92, %179 ], [ %638, %685 ]
  %730 = phi ptr [ %91, %179 ], [ %639, %685 ]
  %731 = phi ptr [ %90, %179 ], [ %640, %685 ]
  %732 = phi ptr [ %89, %179 ], [ %641, %685 ]
  %733 = phi ptr [ %88, %179 ], [ %642, %685 ]
  %734 = phi ptr [ %87, %179 ], [ %643, %685 ]
  %735 = phi ptr [ %86, %179 ], [ %644, %685 ]
  %736 = phi ptr [ %85, %179 ], [ %645, %685 ]
  %737 = phi ptr [ %84, %179 ], [ %646, %685 ]
  %738 = phi ptr [ %83, %179 ], [ %647, %685 ]
  %739 = phi i32 [ %37, %179 ], [ %648, %685 ]
  %740 = phi i32 [ %38, %179 ], [ %649, %685 ]
  %741 = phi i32 [ %40, %179 ], [ %650, %685 ]
  %742 = phi i32 [ %42, %179 ], [ %651, %685 ]
  %743 = phi i32 [ %44, %179 ], [ %652, %685 ]
  %744 = phi i32 [ %46, %179 ], [ %653, %685 ]
  %745 = phi i32 [ %48, %179 ], [ %654, %685 ]
  %746 = phi i32 [ %50, %179 ], [ %655, %685 ]
  %747 = phi i32 [ %52, %179 ], [ %656, %685 ]
  %748 = phi i32 [ %54, %179 ], [ %657, %685 ]
  %749 = phi i32 [ %56, %179 ], [ %658, %685 ]
  %750 = phi i32 [ %58, %179 ], [ %659, %685 ]
  %751 = phi i32 [ %60, %179 ], [ %660, %685 ]
  %752 = phi i32 [ %62, %179 ], [ %661, %685 ]
  %753 = phi i32 [ %64, %179 ], [ %662, %685 ]
  %754 = phi i32 [ %66, %179 ], [ %663, %685 ]
  %755 = phi i32 [ %68, %179 ], [ %664, %685 ]
  %756 = phi i32 [ %70, %179 ], [ %665, %685 ]
  %757 = phi i32 [ %72, %179 ], [ %666, %685 ]
  %758 = phi i32 [ %74, %179 ], [ %667, %685 ]
  %759 = phi i32 [ %76, %179 ], [ %668, %685 ]
  %760 = phi ptr [ %78, %179 ], [ %669, %685 ]
  %761 = phi ptr [ %80, %179 ], [ %670, %685 ]
  %762 = phi ptr [ %82, %179 ], [ %671, %685 ]
  %763 = phi i32 [ %181, %179 ], [ %688, %685 ]
  store i32 16, ptr %4, align 8, !dbg !596, !tbaa !424
  %764 = getelementptr inbounds i8, ptr %0, i64 36
  %765 = icmp sgt i32 %763, 7, !dbg !597
  br i1 %765, label %766, label %769, !dbg !598

766:                                              ; preds = %714
  %767 = getelementptr inbounds i8, ptr %0, i64 32
  %768 = load i32, ptr %767, align 8, !dbg !599, !tbaa !483
  br label %776, !dbg !598

769:                                              ; preds = %714
  %770 = load ptr, ptr %0, align 8, !tbaa !416
  %771 = getelementptr inbounds i8, ptr %770, i64 8
  %772 = getelementptr inbounds i8, ptr %0, i64 32
  %773 = getelementptr inbounds i8, ptr %770, i64 12
  %774 = getelementptr inbounds i8, ptr %770, i64 16
  %775 = load i32, ptr %771, align 8, !tbaa !484
  br label %783, !dbg !598

776:                                              ; preds = %803, %766
  %777 = phi i32 [ %768, %766 ], [ %793, %803 ], !dbg !599
  %778 = phi i32 [ %763, %766 ], [ %794, %803 ], !dbg !597
  %779 = add nsw i32 %778, -8, !dbg !599
  %780 = lshr i32 %777, %779, !dbg !599
    #dbg_value(i32 %780, !214, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !600)
  store i32 %779, ptr %764, align 4, !dbg !599, !tbaa !453
  %781 = and i32 %780, 255, !dbg !601
    #dbg_value(i32 %780, !160, !DIExpression(), !414)
  %782 = icmp eq i32 %781, 89, !dbg !603
  br i1 %782, label %805, label %6043, !dbg !604

783:                                              ; preds = %769, %803
  %784 = phi i32 [ %775, %769 ], [ %796, %803 ]
  %785 = phi i32 [ %763, %769 ], [ %794, %803 ]
  %786 = icmp eq i32 %784, 0, !dbg !605
  br i1 %786, label %6043, label %787, !dbg !598

787:                                              ; preds = %783
  %788 = load i32, ptr %772, align 8, !dbg !598, !tbaa !483
  %789 = shl i32 %788, 8, !dbg !598
  %790 = load ptr, ptr %770, align 8, !dbg !598, !tbaa !493
  %791 = load i8, ptr %790, align 1, !dbg !598, !tbaa !494
  %792 = zext i8 %791 to i32, !dbg !598
  %793 = or disjoint i32 %789, %792, !dbg !598
  store i32 %793, ptr %772, align 8, !dbg !598, !tbaa !483
  %794 = add nsw i32 %785, 8, !dbg !598
  store i32 %794, ptr %764, align 4, !dbg !598, !tbaa !453
  %795 = getelementptr inbounds i8, ptr %790, i64 1, !dbg !598
  store ptr %795, ptr %770, align 8, !dbg !598, !tbaa !493
  %796 = add i32 %784, -1, !dbg !598
  store i32 %796, ptr %771, align 8, !dbg !598, !tbaa !484
  %797 = load i32, ptr %773, align 4, !dbg !598, !tbaa !495
  %798 = add i32 %797, 1, !dbg !598
  store i32 %798, ptr %773, align 4, !dbg !598, !tbaa !495
  %799 = icmp eq i32 %798, 0, !dbg !607
  br i1 %799, label %800, label %803, !dbg !598

800:                                              ; preds = %787
  %801 = load i32, ptr %774, align 8, !dbg !607, !tbaa !498
  %802 = add i32 %801, 1, !dbg !607
  store i32 %802, ptr %774, align 8, !dbg !607, !tbaa !498
  br label %803, !dbg !607

803:                                              ; preds = %800, %787
  %804 = icmp sgt i32 %785, -1, !dbg !597
  br i1 %804, label %776, label %783, !dbg !598, !llvm.loop !609

805:                                              ; preds = %176, %776
  %806 = phi ptr [ %106, %176 ], [ %715, %776 ]
  %807 = phi ptr [ %105, %176 ], [ %716, %776 ]
  %808 = phi ptr [ %104, %176 ], [ %717, %776 ]
  %809 = phi ptr [ %103, %176 ], [ %718, %776 ]
  %810 = phi ptr [ %102, %176 ], [ %719, %776 ]
  %811 = phi ptr [ %101, %176 ], [ %720, %776 ]
  %812 = phi ptr [ %100, %176 ], [ %721, %776 ]
  %813 = phi ptr [ %99, %176 ], [ %722, %776 ]
  %814 = phi ptr [ %98, %176 ], [ %723, %776 ]
  %815 = phi ptr [ %97, %176 ], [ %724, %776 ]
  %816 = phi ptr [ %96, %176 ], [ %725, %776 ]
  %817 = phi ptr [ %95, %176 ], [ %726, %776 ]
  %818 = phi ptr [ %94, %176 ], [ %727, %776 ]
  %819 = phi ptr [ %93, %176 ], [ %728, %776 ]
  %820 = phi ptr [ %92, %176 ], [ %729, %776 ]
  %821 = phi ptr [ %91, %176 ], [ %730, %776 ]
  %822 = phi ptr [ %90, %176 ], [ %731, %776 ]
  %823 = phi ptr [ %89, %176 ], [ %732, %776 ]
  %824 = phi ptr [ %88, %176 ], [ %733, %776 ]
  %825 = phi ptr [ %87, %176 ], [ %734, %776 ]
  %826 = phi ptr [ %86, %176 ], [ %735, %776 ]
  %827 = phi ptr [ %85, %176 ], [ %736, %776 ]
  %828 = phi ptr [ %84, %176 ], [ %737, %776 ]
  %829 = phi ptr [ %83, %176 ], [ %738, %776 ]
  %830 = phi i32 [ %37, %176 ], [ %739, %776 ]
  %831 = phi i32 [ %38, %176 ], [ %740, %776 ]
  %832 = phi i32 [ %40, %176 ], [ %741, %776 ]
  %833 = phi i32 [ %42, %176 ], [ %742, %776 ]
  %834 = phi i32 [ %44, %176 ], [ %743, %776 ]
  %835 = phi i32 [ %46, %176 ], [ %744, %776 ]
  %836 = phi i32 [ %48, %176 ], [ %745, %776 ]
  %837 = phi i32 [ %50, %176 ], [ %746, %776 ]
  %838 = phi i32 [ %52, %176 ], [ %747, %776 ]
  %839 = phi i32 [ %54, %176 ], [ %748, %776 ]
  %840 = phi i32 [ %56, %176 ], [ %749, %776 ]
  %841 = phi i32 [ %58, %176 ], [ %750, %776 ]
  %842 = phi i32 [ %60, %176 ], [ %751, %776 ]
  %843 = phi i32 [ %62, %176 ], [ %752, %776 ]
  %844 = phi i32 [ %64, %176 ], [ %753, %776 ]
  %845 = phi i32 [ %66, %176 ], [ %754, %776 ]
  %846 = phi i32 [ %68, %176 ], [ %755, %776 ]
  %847 = phi i32 [ %70, %176 ], [ %756, %776 ]
  %848 = phi i32 [ %72, %176 ], [ %757, %776 ]
  %849 = phi i32 [ %74, %176 ], [ %758, %776 ]
  %850 = phi i32 [ %76, %176 ], [ %759, %776 ]
  %851 = phi ptr [ %78, %176 ], [ %760, %776 ]
  %852 = phi ptr [ %80, %176 ], [ %761, %776 ]
  %853 = phi ptr [ %82, %176 ], [ %762, %776 ]
  %854 = phi i32 [ %178, %176 ], [ %779, %776 ]
  store i32 17, ptr %4, align 8, !dbg !610, !tbaa !424
  %855 = getelementptr inbounds i8, ptr %0, i64 36
  %856 = icmp sgt i32 %854, 7, !dbg !611
  br i1 %856, label %857, label %860, !dbg !612

857:                                              ; preds = %805
  %858 = getelementptr inbounds i8, ptr %0, i64 32
  %859 = load i32, ptr %858, align 8, !dbg !613, !tbaa !483
  br label %867, !dbg !612

860:                                              ; preds = %805
  %861 = load ptr, ptr %0, align 8, !tbaa !416
  %862 = getelementptr inbounds i8, ptr %861, i64 8
  %863 = getelementptr inbounds i8, ptr %0, i64 32
  %864 = getelementptr inbounds i8, ptr %861, i64 12
  %865 = getelementptr inbounds i8, ptr %861, i64 16
  %866 = load i32, ptr %862, align 8, !tbaa !484
  br label %874, !dbg !612

867:                                              ; preds = %894, %857
  %868 = phi i32 [ %859, %857 ], [ %884, %894 ], !dbg !613
  %869 = phi i32 [ %854, %857 ], [ %885, %894 ], !dbg !611
  %870 = add nsw i32 %869, -8, !dbg !613
  %871 = lshr i32 %868, %870, !dbg !613
    #dbg_value(i32 %871, !218, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !614)
  store i32 %870, ptr %855, align 4, !dbg !613, !tbaa !453
  %872 = and i32 %871, 255, !dbg !615
    #dbg_value(i32 %871, !160, !DIExpression(), !414)
  %873 = icmp eq i32 %872, 38, !dbg !617
  br i1 %873, label %896, label %6043, !dbg !618

874:                                              ; preds = %860, %894
  %875 = phi i32 [ %866, %860 ], [ %887, %894 ]
  %876 = phi i32 [ %854, %860 ], [ %885, %894 ]
  %877 = icmp eq i32 %875, 0, !dbg !619
  br i1 %877, label %6043, label %878, !dbg !612

878:                                              ; preds = %874
  %879 = load i32, ptr %863, align 8, !dbg !612, !tbaa !483
  %880 = shl i32 %879, 8, !dbg !612
  %881 = load ptr, ptr %861, align 8, !dbg !612, !tbaa !493
  %882 = load i8, ptr %881, align 1, !dbg !612, !tbaa !494
  %883 = zext i8 %882 to i32, !dbg !612
  %884 = or disjoint i32 %880, %883, !dbg !612
  store i32 %884, ptr %863, align 8, !dbg !612, !tbaa !483
  %885 = add nsw i32 %876, 8, !dbg !612
  store i32 %885, ptr %855, align 4, !dbg !612, !tbaa !453
  %886 = getelementptr inbounds i8, ptr %881, i64 1, !dbg !612
  store ptr %886, ptr %861, align 8, !dbg !612, !tbaa !493
  %887 = add i32 %875, -1, !dbg !612
  store i32 %887, ptr %862, align 8, !dbg !612, !tbaa !484
  %888 = load i32, ptr %864, align 4, !dbg !612, !tbaa !495
  %889 = add i32 %888, 1, !dbg !612
  store i32 %889, ptr %864, align 4, !dbg !612, !tbaa !495
  %890 = icmp eq i32 %889, 0, !dbg !621
  br i1 %890, label %891, label %894, !dbg !612

891:                                              ; preds = %878
  %892 = load i32, ptr %865, align 8, !dbg !621, !tbaa !498
  %893 = add i32 %892, 1, !dbg !621
  store i32 %893, ptr %865, align 8, !dbg !621, !tbaa !498
  br label %894, !dbg !621

894:                                              ; preds = %891, %878
  %895 = icmp sgt i32 %876, -1, !dbg !611
  br i1 %895, label %867, label %874, !dbg !612, !llvm.loop !623

896:                                              ; preds = %173, %867
  %897 = phi ptr [ %106, %173 ], [ %806, %867 ]
  %898 = phi ptr [ %105, %173 ], [ %807, %867 ]
  %899 = phi ptr [ %104, %173 ], [ %808, %867 ]
  %900 = phi ptr [ %103, %173 ], [ %809, %867 ]
  %901 = phi ptr [ %102, %173 ], [ %810, %867 ]
  %902 = phi ptr [ %101, %173 ], [ %811, %867 ]
  %903 = phi ptr [ %100, %173 ], [ %812, %867 ]
  %904 = phi ptr [ %99, %173 ], [ %813, %867 ]
  %905 = phi ptr [ %98, %173 ], [ %814, %867 ]
  %906 = phi ptr [ %97, %173 ], [ %815, %867 ]
  %907 = phi ptr [ %96, %173 ], [ %816, %867 ]
  %908 = phi ptr [ %95, %173 ], [ %817, %867 ]
  %909 = phi ptr [ %94, %173 ], [ %818, %867 ]
  %910 = phi ptr [ %93, %173 ], [ %819, %867 ]
  %911 = phi ptr [ %92, %173 ], [ %820, %867 ]
  %912 = phi ptr [ %91, %173 ], [ %821, %867 ]
  %913 = phi ptr [ %90, %173 ], [ %822, %867 ]
  %914 = phi ptr [ %89, %173 ], [ %823, %867 ]
  %915 = phi ptr [ %88, %173 ], [ %824, %867 ]
  %916 = phi ptr [ %87, %173 ], [ %825, %867 ]
  %917 = phi ptr [ %86, %173 ], [ %826, %867 ]
  %918 = phi ptr [ %85, %173 ], [ %827, %867 ]
  %919 = phi ptr [ %84, %173 ], [ %828, %867 ]
  %920 = phi ptr [ %83, %173 ], [ %829, %867 ]
  %921 = phi i32 [ %37, %173 ], [ %830, %867 ]
  %922 = phi i32 [ %38, %173 ], [ %831, %867 ]
  %923 = phi i32 [ %40, %173 ], [ %832, %867 ]
  %924 = phi i32 [ %42, %173 ], [ %833, %867 ]
  %925 = phi i32 [ %44, %173 ], [ %834, %867 ]
  %926 = phi i32 [ %46, %173 ], [ %835, %867 ]
  %927 = phi i32 [ %48, %173 ], [ %836, %867 ]
  %928 = phi i32 [ %50, %173 ], [ %837, %867 ]
  %929 = phi i32 [ %52, %173 ], [ %838, %867 ]
  %930 = phi i32 [ %54, %173 ], [ %839, %867 ]
  %931 = phi i32 [ %56, %173 ], [ %840, %867 ]
  %932 = phi i32 [ %58, %173 ], [ %841, %867 ]
  %933 = phi i32 [ %60, %173 ], [ %842, %867 ]
  %934 = phi i32 [ %62, %173 ], [ %843, %867 ]
  %935 = phi i32 [ %64, %173 ], [ %844, %867 ]
  %936 = phi i32 [ %66, %173 ], [ %845, %867 ]
  %937 = phi i32 [ %68, %173 ], [ %846, %867 ]
  %938 = phi i32 [ %70, %173 ], [ %847, %867 ]
  %939 = phi i32 [ %72, %173 ], [ %848, %867 ]
  %940 = phi i32 [ %74, %173 ], [ %849, %867 ]
  %941 = phi i32 [ %76, %173 ], [ %850, %867 ]
  %942 = phi ptr [ %78, %173 ], [ %851, %867 ]
  %943 = phi ptr [ %80, %173 ], [ %852, %867 ]
  %944 = phi ptr [ %82, %173 ], [ %853, %867 ]
  %945 = phi i32 [ %175, %173 ], [ %870, %867 ]
  store i32 18, ptr %4, align 8, !dbg !624, !tbaa !424
  %946 = getelementptr inbounds i8, ptr %0, i64 36
  %947 = icmp sgt i32 %945, 7, !dbg !625
  br i1 %947, label %948, label %951, !dbg !626

948:                                              ; preds = %896
  %949 = getelementptr inbounds i8, ptr %0, i64 32
  %950 = load i32, ptr %949, align 8, !dbg !627, !tbaa !483
  br label %958, !dbg !626

951:                                              ; preds = %896
  %952 = load ptr, ptr %0, align 8, !tbaa !416
  %953 = getelementptr inbounds i8, ptr %952, i64 8
  %954 = getelementptr inbounds i8, ptr %0, i64 32
  %955 = getelementptr inbounds i8, ptr %952, i64 12
  %956 = getelementptr inbounds i8, ptr %952, i64 16
  %957 = load i32, ptr %953, align 8, !tbaa !484
  br label %965, !dbg !626

958:                                              ; preds = %985, %948
  %959 = phi i32 [ %950, %948 ], [ %975, %985 ], !dbg !627
  %960 = phi i32 [ %945, %948 ], [ %976, %985 ], !dbg !625
  %961 = add nsw i32 %960, -8, !dbg !627
  %962 = lshr i32 %959, %961, !dbg !627
    #dbg_value(i32 %962, !222, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !628)
  store i32 %961, ptr %946, align 4, !dbg !627, !tbaa !453
  %963 = and i32 %962, 255, !dbg !629
    #dbg_value(i32 %962, !160, !DIExpression(), !414)
  %964 = icmp eq i32 %963, 83, !dbg !631
  br i1 %964, label %987, label %6043, !dbg !632

965:                                              ; preds = %951, %985
  %966 = phi i32 [ %957, %951 ], [ %978, %985 ]
  %967 = phi i32 [ %945, %951 ], [ %976, %985 ]
  %968 = icmp eq i32 %966, 0, !dbg !633
  br i1 %968, label %6043, label %969, !dbg !626

969:                                              ; preds = %965
  %970 = load i32, ptr %954, align 8, !dbg !626, !tbaa !483
  %971 = shl i32 %970, 8, !dbg !626
  %972 = load ptr, ptr %952, align 8, !dbg !626, !tbaa !493
  %973 = load i8, ptr %972, align 1, !dbg !626, !tbaa !494
  %974 = zext i8 %973 to i32, !dbg !626
  %975 = or disjoint i32 %971, %974, !dbg !626
  store i32 %975, ptr %954, align 8, !dbg !626, !tbaa !483
  %976 = add nsw i32 %967, 8, !dbg !626
  store i32 %976, ptr %946, align 4, !dbg !626, !tbaa !453
  %977 = getelementptr inbounds i8, ptr %972, i64 1, !dbg !626
  store ptr %977, ptr %952, align 8, !dbg !626, !tbaa !493
  %978 = add i32 %966, -1, !dbg !626
  store i32 %978, ptr %953, align 8, !dbg !626, !tbaa !484
  %979 = load i32, ptr %955, align 4, !dbg !626, !tbaa !495
  %980 = add i32 %979, 1, !dbg !626
  store i32 %980, ptr %955, align 4, !dbg !626, !tbaa !495
  %981 = icmp eq i32 %980, 0, !dbg !635
  br i1 %981, label %982, label %985, !dbg !626

982:                                              ; preds = %969
  %983 = load i32, ptr %956, align 8, !dbg !635, !tbaa !498
  %984 = add i32 %983, 1, !dbg !635
  store i32 %984, ptr %956, align 8, !dbg !635, !tbaa !498
  br label %985, !dbg !635

985:                                              ; preds = %982, %969
  %986 = icmp sgt i32 %967, -1, !dbg !625
  br i1 %986, label %958, label %965, !dbg !626, !llvm.loop !637

987:                                              ; preds = %170, %958
  %988 = phi ptr [ %106, %170 ], [ %897, %958 ]
  %989 = phi ptr [ %105, %170 ], [ %898, %958 ]
  %990 = phi ptr [ %104, %170 ], [ %899, %958 ]
  %991 = phi ptr [ %103, %170 ], [ %900, %958 ]
  %992 = phi ptr [ %102, %170 ], [ %901, %958 ]
  %993 = phi ptr [ %101, %170 ], [ %902, %958 ]
  %994 = phi ptr [ %100, %170 ], [ %903, %958 ]
  %995 = phi ptr [ %99, %170 ], [ %904, %958 ]
  %996 = phi ptr [ %98, %170 ], [ %905, %958 ]
  %997 = phi ptr [ %97, %170 ], [ %906, %958 ]
  %998 = phi ptr [ %96, %170 ], [ %907, %958 ]
  %999 = phi ptr [ %95, %170 ], [ %908, %958 ]
  %1000 = phi ptr [ %94, %170 ], [ %909, %958 ]
  %1001 = phi ptr [ %93, %170 ], [ %910, %958 ]
  %1002 = phi ptr [ %92, %170 ], [ %911, %958 ]
  %1003 = phi ptr [ %91, %170 ], [ %912, %958 ]
  %1004 = phi ptr [ %90, %170 ], [ %913, %958 ]
  %1005 = phi ptr [ %89, %170 ], [ %914, %958 ]
  %1006 = phi ptr [ %88, %170 ], [ %915, %958 ]
  %1007 = phi ptr [ %87, %170 ], [ %916, %958 ]
  %1008 = phi ptr [ %86, %170 ], [ %917, %958 ]
  %1009 = phi ptr [ %85, %170 ], [ %918, %958 ]
  %1010 = phi ptr [ %84, %170 ], [ %919, %958 ]
  %1011 = phi ptr [ %83, %170 ], [ %920, %958 ]
  %1012 = phi i32 [ %37, %170 ], [ %921, %958 ]
  %1013 = phi i32 [ %38, %170 ], [ %922, %958 ]
  %1014 = phi i32 [ %40, %170 ], [ %923, %958 ]
  %1015 = phi i32 [ %42, %170 ], [ %924, %958 ]
  %1016 = phi i32 [ %44, %170 ], [ %925, %958 ]
  %1017 = phi i32 [ %46, %170 ], [ %926, %958 ]
  %1018 = phi i32 [ %48, %170 ], [ %927, %958 ]
  %1019 = phi i32 [ %50, %170 ], [ %928, %958 ]
  %1020 = phi i32 [ %52, %170 ], [ %929, %958 ]
  %1021 = phi i32 [ %54, %170 ], [ %930, %958 ]
  %1022 = phi i32 [ %56, %170 ], [ %931, %958 ]
  %1023 = phi i32 [ %58, %170 ], [ %932, %958 ]
  %1024 = phi i32 [ %60, %170 ], [ %933, %958 ]
  %1025 = phi i32 [ %62, %170 ], [ %934, %958 ]
  %1026 = phi i32 [ %64, %170 ], [ %935, %958 ]
  %1027 = phi i32 [ %66, %170 ], [ %936, %958 ]
  %1028 = phi i32 [ %68, %170 ], [ %937, %958 ]
  %1029 = phi i32 [ %70, %170 ], [ %938, %958 ]
  %1030 = phi i32 [ %72, %170 ], [ %939, %958 ]
  %1031 = phi i32 [ %74, %170 ], [ %940, %958 ]
  %1032 = phi i32 [ %76, %170 ], [ %941, %958 ]
  %1033 = phi ptr [ %78, %170 ], [ %942, %958 ]
  %1034 = phi ptr [ %80, %170 ], [ %943, %958 ]
  %1035 = phi ptr [ %82, %170 ], [ %944, %958 ]
  %1036 = phi i32 [ %172, %170 ], [ %961, %958 ]
  store i32 19, ptr %4, align 8, !dbg !638, !tbaa !424
  %1037 = getelementptr inbounds i8, ptr %0, i64 36
  %1038 = icmp sgt i32 %1036, 7, !dbg !639
  br i1 %1038, label %1039, label %1042, !dbg !640

1039:                                             ; preds = %987
  %1040 = getelementptr inbounds i8, ptr %0, i64 32
  %1041 = load i32, ptr %1040, align 8, !dbg !641, !tbaa !483
  br label %1049, !dbg !640

1042:                                             ; preds = %987
  %1043 = load ptr, ptr %0, align 8, !tbaa !416
  %1044 = getelementptr inbounds i8, ptr %1043, i64 8
  %1045 = getelementptr inbounds i8, ptr %0, i64 32
  %1046 = getelementptr inbounds i8, ptr %1043, i64 12
  %1047 = getelementptr inbounds i8, ptr %1043, i64 16
  %1048 = load i32, ptr %1044, align 8, !tbaa !484
  br label %1056, !dbg !640

1049:                                             ; preds = %1076, %1039
  %1050 = phi i32 [ %1041, %1039 ], [ %1066, %1076 ], !dbg !641
  %1051 = phi i32 [ %1036, %1039 ], [ %1067, %1076 ], !dbg !639
  %1052 = add nsw i32 %1051, -8, !dbg !641
  %1053 = lshr i32 %1050, %1052, !dbg !641
    #dbg_value(i32 %1053, !226, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !642)
  store i32 %1052, ptr %1037, align 4, !dbg !641, !tbaa !453
  %1054 = and i32 %1053, 255, !dbg !643
    #dbg_value(i32 %1053, !160, !DIExpression(), !414)
  %1055 = icmp eq i32 %1054, 89, !dbg !645
  br i1 %1055, label %1078, label %6043, !dbg !646

1056:                                             ; preds = %1042, %1076
  %1057 = phi i32 [ %1048, %1042 ], [ %1069, %1076 ]
  %1058 = phi i32 [ %1036, %1042 ], [ %1067, %1076 ]
  %1059 = icmp eq i32 %1057, 0, !dbg !647
  br i1 %1059, label %6043, label %1060, !dbg !640

1060:                                             ; preds = %1056
  %1061 = load i32, ptr %1045, align 8, !dbg !640, !tbaa !483
  %1062 = shl i32 %1061, 8, !dbg !640
  %1063 = load ptr, ptr %1043, align 8, !dbg !640, !tbaa !493
  %1064 = load i8, ptr %1063, align 1, !dbg !640, !tbaa !494
  %1065 = zext i8 %1064 to i32, !dbg !640
  %1066 = or disjoint i32 %1062, %1065, !dbg !640
  store i32 %1066, ptr %1045, align 8, !dbg !640, !tbaa !483
  %1067 = add nsw i32 %1058, 8, !dbg !640
  store i32 %1067, ptr %1037, align 4, !dbg !640, !tbaa !453
  %1068 = getelementptr inbounds i8, ptr %1063, i64 1, !dbg !640
  store ptr %1068, ptr %1043, align 8, !dbg !640, !tbaa !493
  %1069 = add i32 %1057, -1, !dbg !640
  store i32 %1069, ptr %1044, align 8, !dbg !640, !tbaa !484
  %1070 = load i32, ptr %1046, align 4, !dbg !640, !tbaa !495
  %1071 = add i32 %1070, 1, !dbg !640
  store i32 %1071, ptr %1046, align 4, !dbg !640, !tbaa !495
  %1072 = icmp eq i32 %1071, 0, !dbg !649
  br i1 %1072, label %1073, label %1076, !dbg !640

1073:                                             ; preds = %1060
  %1074 = load i32, ptr %1047, align 8, !dbg !649, !tbaa !498
  %1075 = add i32 %1074, 1, !dbg !649
  store i32 %1075, ptr %1047, align 8, !dbg !649, !tbaa !498
  br label %1076, !dbg !649

1076:                                             ; preds = %1073, %1060
  %1077 = icmp sgt i32 %1058, -1, !dbg !639
  br i1 %1077, label %1049, label %1056, !dbg !640, !llvm.loop !651

1078:                                             ; preds = %1049
  %1079 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !652
  %1080 = load i32, ptr %1079, align 8, !dbg !653, !tbaa !654
  %1081 = add nsw i32 %1080, 1, !dbg !653
  store i32 %1081, ptr %1079, align 8, !dbg !653, !tbaa !654
  %1082 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !655
  %1083 = load i32, ptr %1082, align 4, !dbg !655, !tbaa !657
  %1084 = icmp sgt i32 %1083, 1, !dbg !658
  br i1 %1084, label %1085, label %1088, !dbg !659

1085:                                             ; preds = %1078
  %1086 = load ptr, ptr @stderr, align 8, !dbg !660, !tbaa !661
  %1087 = tail call i32 (ptr, ptr, ...) @fprintf(ptr noundef %1086, ptr noundef nonnull @.str, i32 noundef %1081) #8, !dbg !660
  br label %1088, !dbg !660

1088:                                             ; preds = %1085, %1078
  %1089 = getelementptr inbounds i8, ptr %0, i64 3176, !dbg !662
  store i32 0, ptr %1089, align 8, !dbg !663, !tbaa !664
  br label %1090, !dbg !665

1090:                                             ; preds = %36, %1088
  %1091 = phi ptr [ %106, %36 ], [ %988, %1088 ]
  %1092 = phi ptr [ %105, %36 ], [ %989, %1088 ]
  %1093 = phi ptr [ %104, %36 ], [ %990, %1088 ]
  %1094 = phi ptr [ %103, %36 ], [ %991, %1088 ]
  %1095 = phi ptr [ %102, %36 ], [ %992, %1088 ]
  %1096 = phi ptr [ %101, %36 ], [ %993, %1088 ]
  %1097 = phi ptr [ %100, %36 ], [ %994, %1088 ]
  %1098 = phi ptr [ %99, %36 ], [ %995, %1088 ]
  %1099 = phi ptr [ %98, %36 ], [ %996, %1088 ]
  %1100 = phi ptr [ %97, %36 ], [ %997, %1088 ]
  %1101 = phi ptr [ %96, %36 ], [ %998, %1088 ]
  %1102 = phi ptr [ %95, %36 ], [ %999, %1088 ]
  %1103 = phi ptr [ %94, %36 ], [ %1000, %1088 ]
  %1104 = phi ptr [ %93, %36 ], [ %1001, %1088 ]
  %1105 = phi ptr [ %92, %36 ], [ %1002, %1088 ]
  %1106 = phi ptr [ %91, %36 ], [ %1003, %1088 ]
  %1107 = phi ptr [ %90, %36 ], [ %1004, %1088 ]
  %1108 = phi ptr [ %89, %36 ], [ %1005, %1088 ]
  %1109 = phi ptr [ %88, %36 ], [ %1006, %1088 ]
  %1110 = phi ptr [ %87, %36 ], [ %1007, %1088 ]
  %1111 = phi ptr [ %86, %36 ], [ %1008, %1088 ]
  %1112 = phi ptr [ %85, %36 ], [ %1009, %1088 ]
  %1113 = phi ptr [ %84, %36 ], [ %1010, %1088 ]
  %1114 = phi ptr [ %83, %36 ], [ %1011, %1088 ]
  %1115 = phi i32 [ %37, %36 ], [ %1012, %1088 ]
  %1116 = phi i32 [ %38, %36 ], [ %1013, %1088 ]
  %1117 = phi i32 [ %40, %36 ], [ %1014, %1088 ]
  %1118 = phi i32 [ %42, %36 ], [ %1015, %1088 ]
  %1119 = phi i32 [ %44, %36 ], [ %1016, %1088 ]
  %1120 = phi i32 [ %46, %36 ], [ %1017, %1088 ]
  %1121 = phi i32 [ %48, %36 ], [ %1018, %1088 ]
  %1122 = phi i32 [ %50, %36 ], [ %1019, %1088 ]
  %1123 = phi i32 [ %52, %36 ], [ %1020, %1088 ]
  %1124 = phi i32 [ %54, %36 ], [ %1021, %1088 ]
  %1125 = phi i32 [ %56, %36 ], [ %1022, %1088 ]
  %1126 = phi i32 [ %58, %36 ], [ %1023, %1088 ]
  %1127 = phi i32 [ %60, %36 ], [ %1024, %1088 ]
  %1128 = phi i32 [ %62, %36 ], [ %1025, %1088 ]
  %1129 = phi i32 [ %64, %36 ], [ %1026, %1088 ]
  %1130 = phi i32 [ %66, %36 ], [ %1027, %1088 ]
  %1131 = phi i32 [ %68, %36 ], [ %1028, %1088 ]
  %1132 = phi i32 [ %70, %36 ], [ %1029, %1088 ]
  %1133 = phi i32 [ %72, %36 ], [ %1030, %1088 ]
  %1134 = phi i32 [ %74, %36 ], [ %1031, %1088 ]
  %1135 = phi i32 [ %76, %36 ], [ %1032, %1088 ]
  %1136 = phi ptr [ %78, %36 ], [ %1033, %1088 ]
  %1137 = phi ptr [ %80, %36 ], [ %1034, %1088 ]
  %1138 = phi ptr [ %82, %36 ], [ %1035, %1088 ]
  store i32 20, ptr %4, align 8, !dbg !666, !tbaa !424
  %1139 = getelementptr inbounds i8, ptr %0, i64 36
  %1140 = load i32, ptr %1139, align 4, !tbaa !453
  %1141 = icmp sgt i32 %1140, 7, !dbg !667
  br i1 %1141, label %1142, label %1145, !dbg !668

1142:                                             ; preds = %1090
  %1143 = getelementptr inbounds i8, ptr %0, i64 32
  %1144 = load i32, ptr %1143, align 8, !dbg !669, !tbaa !483
  br label %1152, !dbg !668

1145:                                             ; preds = %1090
  %1146 = load ptr, ptr %0, align 8, !tbaa !416
  %1147 = getelementptr inbounds i8, ptr %1146, i64 8
  %1148 = getelementptr inbounds i8, ptr %0, i64 32
  %1149 = getelementptr inbounds i8, ptr %1146, i64 12
  %1150 = getelementptr inbounds i8, ptr %1146, i64 16
  %1151 = load i32, ptr %1147, align 8, !tbaa !484
  br label %1162, !dbg !668

1152:                                             ; preds = %1182, %1142
  %1153 = phi i32 [ %1144, %1142 ], [ %1172, %1182 ], !dbg !669
  %1154 = phi i32 [ %1140, %1142 ], [ %1173, %1182 ], !dbg !667
  %1155 = add nsw i32 %1154, -8, !dbg !669
  %1156 = lshr i32 %1153, %1155, !dbg !669
    #dbg_value(i32 %1156, !230, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !670)
  store i32 %1155, ptr %1139, align 4, !dbg !669, !tbaa !453
    #dbg_value(i32 %1156, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %1157 = getelementptr inbounds i8, ptr %0, i64 3176, !dbg !671
  %1158 = load i32, ptr %1157, align 8, !dbg !671, !tbaa !664
  %1159 = shl i32 %1158, 8, !dbg !672
  %1160 = and i32 %1156, 255, !dbg !673
  %1161 = or disjoint i32 %1159, %1160, !dbg !674
  store i32 %1161, ptr %1157, align 8, !dbg !675, !tbaa !664
  br label %1184, !dbg !676

1162:                                             ; preds = %1145, %1182
  %1163 = phi i32 [ %1151, %1145 ], [ %1175, %1182 ]
  %1164 = phi i32 [ %1140, %1145 ], [ %1173, %1182 ]
  %1165 = icmp eq i32 %1163, 0, !dbg !677
  br i1 %1165, label %6043, label %1166, !dbg !668

1166:                                             ; preds = %1162
  %1167 = load i32, ptr %1148, align 8, !dbg !668, !tbaa !483
  %1168 = shl i32 %1167, 8, !dbg !668
  %1169 = load ptr, ptr %1146, align 8, !dbg !668, !tbaa !493
  %1170 = load i8, ptr %1169, align 1, !dbg !668, !tbaa !494
  %1171 = zext i8 %1170 to i32, !dbg !668
  %1172 = or disjoint i32 %1168, %1171, !dbg !668
  store i32 %1172, ptr %1148, align 8, !dbg !668, !tbaa !483
  %1173 = add nsw i32 %1164, 8, !dbg !668
  store i32 %1173, ptr %1139, align 4, !dbg !668, !tbaa !453
  %1174 = getelementptr inbounds i8, ptr %1169, i64 1, !dbg !668
  store ptr %1174, ptr %1146, align 8, !dbg !668, !tbaa !493
  %1175 = add i32 %1163, -1, !dbg !668
  store i32 %1175, ptr %1147, align 8, !dbg !668, !tbaa !484
  %1176 = load i32, ptr %1149, align 4, !dbg !668, !tbaa !495
  %1177 = add i32 %1176, 1, !dbg !668
  store i32 %1177, ptr %1149, align 4, !dbg !668, !tbaa !495
  %1178 = icmp eq i32 %1177, 0, !dbg !679
  br i1 %1178, label %1179, label %1182, !dbg !668

1179:                                             ; preds = %1166
  %1180 = load i32, ptr %1150, align 8, !dbg !679, !tbaa !498
  %1181 = add i32 %1180, 1, !dbg !679
  store i32 %1181, ptr %1150, align 8, !dbg !679, !tbaa !498
  br label %1182, !dbg !679

1182:                                             ; preds = %1179, %1166
  %1183 = icmp sgt i32 %1164, -1, !dbg !667
  br i1 %1183, label %1152, label %1162, !dbg !668, !llvm.loop !681

1184:                                             ; preds = %167, %1152
  %1185 = phi ptr [ %106, %167 ], [ %1091, %1152 ]
  %1186 = phi ptr [ %105, %167 ], [ %1092, %1152 ]
  %1187 = phi ptr [ %104, %167 ], [ %1093, %1152 ]
  %1188 = phi ptr [ %103, %167 ], [ %1094, %1152 ]
  %1189 = phi ptr [ %102, %167 ], [ %1095, %1152 ]
  %1190 = phi ptr [ %101, %167 ], [ %1096, %1152 ]
  %1191 = phi ptr [ %100, %167 ], [ %1097, %1152 ]
  %1192 = phi ptr [ %99, %167 ], [ %1098, %1152 ]
  %1193 = phi ptr [ %98, %167 ], [ %1099, %1152 ]
  %1194 = phi ptr [ %97, %167 ], [ %1100, %1152 ]
  %1195 = phi ptr [ %96, %167 ], [ %1101, %1152 ]
  %1196 = phi ptr [ %95, %167 ], [ %1102, %1152 ]
  %1197 = phi ptr [ %94, %167 ], [ %1103, %1152 ]
  %1198 = phi ptr [ %93, %167 ], [ %1104, %1152 ]
  %1199 = phi ptr [ %92, %167 ], [ %1105, %1152 ]
  %1200 = phi ptr [ %91, %167 ], [ %1106, %1152 ]
  %1201 = phi ptr [ %90, %167 ], [ %1107, %1152 ]
  %1202 = phi ptr [ %89, %167 ], [ %1108, %1152 ]
  %1203 = phi ptr [ %88, %167 ], [ %1109, %1152 ]
  %1204 = phi ptr [ %87, %167 ], [ %1110, %1152 ]
  %1205 = phi ptr [ %86, %167 ], [ %1111, %1152 ]
  %1206 = phi ptr [ %85, %167 ], [ %1112, %1152 ]
  %1207 = phi ptr [ %84, %167 ], [ %1113, %1152 ]
  %1208 = phi ptr [ %83, %167 ], [ %1114, %1152 ]
  %1209 = phi i32 [ %37, %167 ], [ %1115, %1152 ]
  %1210 = phi i32 [ %38, %167 ], [ %1116, %1152 ]
  %1211 = phi i32 [ %40, %167 ], [ %1117, %1152 ]
  %1212 = phi i32 [ %42, %167 ], [ %1118, %1152 ]
  %1213 = phi i32 [ %44, %167 ], [ %1119, %1152 ]
  %1214 = phi i32 [ %46, %167 ], [ %1120, %1152 ]
  %1215 = phi i32 [ %48, %167 ], [ %1121, %1152 ]
  %1216 = phi i32 [ %50, %167 ], [ %1122, %1152 ]
  %1217 = phi i32 [ %52, %167 ], [ %1123, %1152 ]
  %1218 = phi i32 [ %54, %167 ], [ %1124, %1152 ]
  %1219 = phi i32 [ %56, %167 ], [ %1125, %1152 ]
  %1220 = phi i32 [ %58, %167 ], [ %1126, %1152 ]
  %1221 = phi i32 [ %60, %167 ], [ %1127, %1152 ]
  %1222 = phi i32 [ %62, %167 ], [ %1128, %1152 ]
  %1223 = phi i32 [ %64, %167 ], [ %1129, %1152 ]
  %1224 = phi i32 [ %66, %167 ], [ %1130, %1152 ]
  %1225 = phi i32 [ %68, %167 ], [ %1131, %1152 ]
  %1226 = phi i32 [ %70, %167 ], [ %1132, %1152 ]
  %1227 = phi i32 [ %72, %167 ], [ %1133, %1152 ]
  %1228 = phi i32 [ %74, %167 ], [ %1134, %1152 ]
  %1229 = phi i32 [ %76, %167 ], [ %1135, %1152 ]
  %1230 = phi ptr [ %78, %167 ], [ %1136, %1152 ]
  %1231 = phi ptr [ %80, %167 ], [ %1137, %1152 ]
  %1232 = phi ptr [ %82, %167 ], [ %1138, %1152 ]
  %1233 = phi i32 [ %169, %167 ], [ %1155, %1152 ]
  store i32 21, ptr %4, align 8, !dbg !682, !tbaa !424
  %1234 = getelementptr inbounds i8, ptr %0, i64 36
  %1235 = icmp sgt i32 %1233, 7, !dbg !683
  br i1 %1235, label %1236, label %1239, !dbg !684

1236:                                             ; preds = %1184
  %1237 = getelementptr inbounds i8, ptr %0, i64 32
  %1238 = load i32, ptr %1237, align 8, !dbg !685, !tbaa !483
  br label %1246, !dbg !684

1239:                                             ; preds = %1184
  %1240 = load ptr, ptr %0, align 8, !tbaa !416
  %1241 = getelementptr inbounds i8, ptr %1240, i64 8
  %1242 = getelementptr inbounds i8, ptr %0, i64 32
  %1243 = getelementptr inbounds i8, ptr %1240, i64 12
  %1244 = getelementptr inbounds i8, ptr %1240, i64 16
  %1245 = load i32, ptr %1241, align 8, !tbaa !484
  br label %1256, !dbg !684

1246:                                             ; preds = %1276, %1236
  %1247 = phi i32 [ %1238, %1236 ], [ %1266, %1276 ], !dbg !685
  %1248 = phi i32 [ %1233, %1236 ], [ %1267, %1276 ], !dbg !683
  %1249 = add nsw i32 %1248, -8, !dbg !685
  %1250 = lshr i32 %1247, %1249, !dbg !685
    #dbg_value(i32 %1250, !234, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !686)
  store i32 %1249, ptr %1234, align 4, !dbg !685, !tbaa !453
    #dbg_value(i32 %1250, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %1251 = getelementptr inbounds i8, ptr %0, i64 3176, !dbg !687
  %1252 = load i32, ptr %1251, align 8, !dbg !687, !tbaa !664
  %1253 = shl i32 %1252, 8, !dbg !688
  %1254 = and i32 %1250, 255, !dbg !689
  %1255 = or disjoint i32 %1253, %1254, !dbg !690
  store i32 %1255, ptr %1251, align 8, !dbg !691, !tbaa !664
  br label %1278, !dbg !692

1256:                                             ; preds = %1239, %1276
  %1257 = phi i32 [ %1245, %1239 ], [ %1269, %1276 ]
  %1258 = phi i32 [ %1233, %1239 ], [ %1267, %1276 ]
  %1259 = icmp eq i32 %1257, 0, !dbg !693
  br i1 %1259, label %6043, label %1260, !dbg !684

1260:                                             ; preds = %1256
  %1261 = load i32, ptr %1242, align 8, !dbg !684, !tbaa !483
  %1262 = shl i32 %1261, 8, !dbg !684
  %1263 = load ptr, ptr %1240, align 8, !dbg !684, !tbaa !493
  %1264 = load i8, ptr %1263, align 1, !dbg !684, !tbaa !494
  %1265 = zext i8 %1264 to i32, !dbg !684
  %1266 = or disjoint i32 %1262, %1265, !dbg !684
  store i32 %1266, ptr %1242, align 8, !dbg !684, !tbaa !483
  %1267 = add nsw i32 %1258, 8, !dbg !684
  store i32 %1267, ptr %1234, align 4, !dbg !684, !tbaa !453
  %1268 = getelementptr inbounds i8, ptr %1263, i64 1, !dbg !684
  store ptr %1268, ptr %1240, align 8, !dbg !684, !tbaa !493
  %1269 = add i32 %1257, -1, !dbg !684
  store i32 %1269, ptr %1241, align 8, !dbg !684, !tbaa !484
  %1270 = load i32, ptr %1243, align 4, !dbg !684, !tbaa !495
  %1271 = add i32 %1270, 1, !dbg !684
  store i32 %1271, ptr %1243, align 4, !dbg !684, !tbaa !495
  %1272 = icmp eq i32 %1271, 0, !dbg !695
  br i1 %1272, label %1273, label %1276, !dbg !684

1273:                                             ; preds = %1260
  %1274 = load i32, ptr %1244, align 8, !dbg !695, !tbaa !498
  %1275 = add i32 %1274, 1, !dbg !695
  store i32 %1275, ptr %1244, align 8, !dbg !695, !tbaa !498
  br label %1276, !dbg !695

1276:                                             ; preds = %1273, %1260
  %1277 = icmp sgt i32 %1258, -1, !dbg !683
  br i1 %1277, label %1246, label %1256, !dbg !684, !llvm.loop !697

1278:                                             ; preds = %164, %1246
  %1279 = phi ptr [ %106, %164 ], [ %1185, %1246 ]
  %1280 = phi ptr [ %105, %164 ], [ %1186, %1246 ]
  %1281 = phi ptr [ %104, %164 ], [ %1187, %1246 ]
  %1282 = phi ptr [ %103, %164 ], [ %1188, %1246 ]
  %1283 = phi ptr [ %102, %164 ], [ %1189, %1246 ]
  %1284 = phi ptr [ %101, %164 ], [ %1190, %1246 ]
  %1285 = phi ptr [ %100, %164 ], [ %1191, %1246 ]
  %1286 = phi ptr [ %99, %164 ], [ %1192, %1246 ]
  %1287 = phi ptr [ %98, %164 ], [ %1193, %1246 ]
  %1288 = phi ptr [ %97, %164 ], [ %1194, %1246 ]
  %1289 = phi ptr [ %96, %164 ], [ %1195, %1246 ]
  %1290 = phi ptr [ %95, %164 ], [ %1196, %1246 ]
  %1291 = phi ptr [ %94, %164 ], [ %1197, %1246 ]
  %1292 = phi ptr [ %93, %164 ], [ %1198, %1246 ]
  %1293 = phi ptr [ %92, %164 ], [ %1199, %1246 ]
  %1294 = phi ptr [ %91, %164 ], [ %1200, %1246 ]
  %1295 = phi ptr [ %90, %164 ], [ %1201, %1246 ]
  %1296 = phi ptr [ %89, %164 ], [ %1202, %1246 ]
  %1297 = phi ptr [ %88, %164 ], [ %1203, %1246 ]
  %1298 = phi ptr [ %87, %164 ], [ %1204, %1246 ]
  %1299 = phi ptr [ %86, %164 ], [ %1205, %1246 ]
  %1300 = phi ptr [ %85, %164 ], [ %1206, %1246 ]
  %1301 = phi ptr [ %84, %164 ], [ %1207, %1246 ]
  %1302 = phi ptr [ %83, %164 ], [ %1208, %1246 ]
  %1303 = phi i32 [ %37, %164 ], [ %1209, %1246 ]
  %1304 = phi i32 [ %38, %164 ], [ %1210, %1246 ]
  %1305 = phi i32 [ %40, %164 ], [ %1211, %1246 ]
  %1306 = phi i32 [ %42, %164 ], [ %1212, %1246 ]
  %1307 = phi i32 [ %44, %164 ], [ %1213, %1246 ]
  %1308 = phi i32 [ %46, %164 ], [ %1214, %1246 ]
  %1309 = phi i32 [ %48, %164 ], [ %1215, %1246 ]
  %1310 = phi i32 [ %50, %164 ], [ %1216, %1246 ]
  %1311 = phi i32 [ %52, %164 ], [ %1217, %1246 ]
  %1312 = phi i32 [ %54, %164 ], [ %1218, %1246 ]
  %1313 = phi i32 [ %56, %164 ], [ %1219, %1246 ]
  %1314 = phi i32 [ %58, %164 ], [ %1220, %1246 ]
  %1315 = phi i32 [ %60, %164 ], [ %1221, %1246 ]
  %1316 = phi i32 [ %62, %164 ], [ %1222, %1246 ]
  %1317 = phi i32 [ %64, %164 ], [ %1223, %1246 ]
  %1318 = phi i32 [ %66, %164 ], [ %1224, %1246 ]
  %1319 = phi i32 [ %68, %164 ], [ %1225, %1246 ]
  %1320 = phi i32 [ %70, %164 ], [ %1226, %1246 ]
  %1321 = phi i32 [ %72, %164 ], [ %1227, %1246 ]
  %1322 = phi i32 [ %74, %164 ], [ %1228, %1246 ]
  %1323 = phi i32 [ %76, %164 ], [ %1229, %1246 ]
  %1324 = phi ptr [ %78, %164 ], [ %1230, %1246 ]
  %1325 = phi ptr [ %80, %164 ], [ %1231, %1246 ]
  %1326 = phi ptr [ %82, %164 ], [ %1232, %1246 ]
  %1327 = phi i32 [ %166, %164 ], [ %1249, %1246 ]
  store i32 22, ptr %4, align 8, !dbg !698, !tbaa !424
  %1328 = getelementptr inbounds i8, ptr %0, i64 36
  %1329 = icmp sgt i32 %1327, 7, !dbg !699
  br i1 %1329, label %1330, label %1333, !dbg !700

1330:                                             ; preds = %1278
  %1331 = getelementptr inbounds i8, ptr %0, i64 32
  %1332 = load i32, ptr %1331, align 8, !dbg !701, !tbaa !483
  br label %1340, !dbg !700

1333:                                             ; preds = %1278
  %1334 = load ptr, ptr %0, align 8, !tbaa !416
  %1335 = getelementptr inbounds i8, ptr %1334, i64 8
  %1336 = getelementptr inbounds i8, ptr %0, i64 32
  %1337 = getelementptr inbounds i8, ptr %1334, i64 12
  %1338 = getelementptr inbounds i8, ptr %1334, i64 16
  %1339 = load i32, ptr %1335, align 8, !tbaa !484
  br label %1350, !dbg !700

1340:                                             ; preds = %1370, %1330
  %1341 = phi i32 [ %1332, %1330 ], [ %1360, %1370 ], !dbg !701
  %1342 = phi i32 [ %1327, %1330 ], [ %1361, %1370 ], !dbg !699
  %1343 = add nsw i32 %1342, -8, !dbg !701
  %1344 = lshr i32 %1341, %1343, !dbg !701
    #dbg_value(i32 %1344, !238, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !702)
  store i32 %1343, ptr %1328, align 4, !dbg !701, !tbaa !453
    #dbg_value(i32 %1344, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %1345 = getelementptr inbounds i8, ptr %0, i64 3176, !dbg !703
  %1346 = load i32, ptr %1345, align 8, !dbg !703, !tbaa !664
  %1347 = shl i32 %1346, 8, !dbg !704
  %1348 = and i32 %1344, 255, !dbg !705
  %1349 = or disjoint i32 %1347, %1348, !dbg !706
  store i32 %1349, ptr %1345, align 8, !dbg !707, !tbaa !664
  br label %1372, !dbg !708

1350:                                             ; preds = %1333, %1370
  %1351 = phi i32 [ %1339, %1333 ], [ %1363, %1370 ]
  %1352 = phi i32 [ %1327, %1333 ], [ %1361, %1370 ]
  %1353 = icmp eq i32 %1351, 0, !dbg !709
  br i1 %1353, label %6043, label %1354, !dbg !700

1354:                                             ; preds = %1350
  %1355 = load i32, ptr %1336, align 8, !dbg !700, !tbaa !483
  %1356 = shl i32 %1355, 8, !dbg !700
  %1357 = load ptr, ptr %1334, align 8, !dbg !700, !tbaa !493
  %1358 = load i8, ptr %1357, align 1, !dbg !700, !tbaa !494
  %1359 = zext i8 %1358 to i32, !dbg !700
  %1360 = or disjoint i32 %1356, %1359, !dbg !700
  store i32 %1360, ptr %1336, align 8, !dbg !700, !tbaa !483
  %1361 = add nsw i32 %1352, 8, !dbg !700
  store i32 %1361, ptr %1328, align 4, !dbg !700, !tbaa !453
  %1362 = getelementptr inbounds i8, ptr %1357, i64 1, !dbg !700
  store ptr %1362, ptr %1334, align 8, !dbg !700, !tbaa !493
  %1363 = add i32 %1351, -1, !dbg !700
  store i32 %1363, ptr %1335, align 8, !dbg !700, !tbaa !484
  %1364 = load i32, ptr %1337, align 4, !dbg !700, !tbaa !495
  %1365 = add i32 %1364, 1, !dbg !700
  store i32 %1365, ptr %1337, align 4, !dbg !700, !tbaa !495
  %1366 = icmp eq i32 %1365, 0, !dbg !711
  br i1 %1366, label %1367, label %1370, !dbg !700

1367:                                             ; preds = %1354
  %1368 = load i32, ptr %1338, align 8, !dbg !711, !tbaa !498
  %1369 = add i32 %1368, 1, !dbg !711
  store i32 %1369, ptr %1338, align 8, !dbg !711, !tbaa !498
  br label %1370, !dbg !711

1370:                                             ; preds = %1367, %1354
  %1371 = icmp sgt i32 %1352, -1, !dbg !699
  br i1 %1371, label %1340, label %1350, !dbg !700, !llvm.loop !713

1372:                                             ; preds = %161, %1340
  %1373 = phi ptr [ %106, %161 ], [ %1279, %1340 ]
  %1374 = phi ptr [ %105, %161 ], [ %1280, %1340 ]
  %1375 = phi ptr [ %104, %161 ], [ %1281, %1340 ]
  %1376 = phi ptr [ %103, %161 ], [ %1282, %1340 ]
  %1377 = phi ptr [ %102, %161 ], [ %1283, %1340 ]
  %1378 = phi ptr [ %101, %161 ], [ %1284, %1340 ]
  %1379 = phi ptr [ %100, %161 ], [ %1285, %1340 ]
  %1380 = phi ptr [ %99, %161 ], [ %1286, %1340 ]
  %1381 = phi ptr [ %98, %161 ], [ %1287, %1340 ]
  %1382 = phi ptr [ %97, %161 ], [ %1288, %1340 ]
  %1383 = phi ptr [ %96, %161 ], [ %1289, %1340 ]
  %1384 = phi ptr [ %95, %161 ], [ %1290, %1340 ]
  %1385 = phi ptr [ %94, %161 ], [ %1291, %1340 ]
  %1386 = phi ptr [ %93, %161 ], [ %1292, %1340 ]
  %1387 = phi ptr [ %92, %161 ], [ %1293, %1340 ]
  %1388 = phi ptr [ %91, %161 ], [ %1294, %1340 ]
  %1389 = phi ptr [ %90, %161 ], [ %1295, %1340 ]
  %1390 = phi ptr [ %89, %161 ], [ %1296, %1340 ]
  %1391 = phi ptr [ %88, %161 ], [ %1297, %1340 ]
  %1392 = phi ptr [ %87, %161 ], [ %1298, %1340 ]
  %1393 = phi ptr [ %86, %161 ], [ %1299, %1340 ]
  %1394 = phi ptr [ %85, %161 ], [ %1300, %1340 ]
  %1395 = phi ptr [ %84, %161 ], [ %1301, %1340 ]
  %1396 = phi ptr [ %83, %161 ], [ %1302, %1340 ]
  %1397 = phi i32 [ %37, %161 ], [ %1303, %1340 ]
  %1398 = phi i32 [ %38, %161 ], [ %1304, %1340 ]
  %1399 = phi i32 [ %40, %161 ], [ %1305, %1340 ]
  %1400 = phi i32 [ %42, %161 ], [ %1306, %1340 ]
  %1401 = phi i32 [ %44, %161 ], [ %1307, %1340 ]
  %1402 = phi i32 [ %46, %161 ], [ %1308, %1340 ]
  %1403 = phi i32 [ %48, %161 ], [ %1309, %1340 ]
  %1404 = phi i32 [ %50, %161 ], [ %1310, %1340 ]
  %1405 = phi i32 [ %52, %161 ], [ %1311, %1340 ]
  %1406 = phi i32 [ %54, %161 ], [ %1312, %1340 ]
  %1407 = phi i32 [ %56, %161 ], [ %1313, %1340 ]
  %1408 = phi i32 [ %58, %161 ], [ %1314, %1340 ]
  %1409 = phi i32 [ %60, %161 ], [ %1315, %1340 ]
  %1410 = phi i32 [ %62, %161 ], [ %1316, %1340 ]
  %1411 = phi i32 [ %64, %161 ], [ %1317, %1340 ]
  %1412 = phi i32 [ %66, %161 ], [ %1318, %1340 ]
  %1413 = phi i32 [ %68, %161 ], [ %1319, %1340 ]
  %1414 = phi i32 [ %70, %161 ], [ %1320, %1340 ]
  %1415 = phi i32 [ %72, %161 ], [ %1321, %1340 ]
  %1416 = phi i32 [ %74, %161 ], [ %1322, %1340 ]
  %1417 = phi i32 [ %76, %161 ], [ %1323, %1340 ]
  %1418 = phi ptr [ %78, %161 ], [ %1324, %1340 ]
  %1419 = phi ptr [ %80, %161 ], [ %1325, %1340 ]
  %1420 = phi ptr [ %82, %161 ], [ %1326, %1340 ]
  %1421 = phi i32 [ %163, %161 ], [ %1343, %1340 ]
  store i32 23, ptr %4, align 8, !dbg !714, !tbaa !424
  %1422 = getelementptr inbounds i8, ptr %0, i64 36
  %1423 = icmp sgt i32 %1421, 7, !dbg !715
  br i1 %1423, label %1424, label %1427, !dbg !716

1424:                                             ; preds = %1372
  %1425 = getelementptr inbounds i8, ptr %0, i64 32
  %1426 = load i32, ptr %1425, align 8, !dbg !717, !tbaa !483
  br label %1434, !dbg !716

1427:                                             ; preds = %1372
  %1428 = load ptr, ptr %0, align 8, !tbaa !416
  %1429 = getelementptr inbounds i8, ptr %1428, i64 8
  %1430 = getelementptr inbounds i8, ptr %0, i64 32
  %1431 = getelementptr inbounds i8, ptr %1428, i64 12
  %1432 = getelementptr inbounds i8, ptr %1428, i64 16
  %1433 = load i32, ptr %1429, align 8, !tbaa !484
  br label %1444, !dbg !716

1434:                                             ; preds = %1464, %1424
  %1435 = phi i32 [ %1426, %1424 ], [ %1454, %1464 ], !dbg !717
  %1436 = phi i32 [ %1421, %1424 ], [ %1455, %1464 ], !dbg !715
  %1437 = add nsw i32 %1436, -8, !dbg !717
  %1438 = lshr i32 %1435, %1437, !dbg !717
    #dbg_value(i32 %1438, !242, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !718)
  store i32 %1437, ptr %1422, align 4, !dbg !717, !tbaa !453
    #dbg_value(i32 %1438, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %1439 = getelementptr inbounds i8, ptr %0, i64 3176, !dbg !719
  %1440 = load i32, ptr %1439, align 8, !dbg !719, !tbaa !664
  %1441 = shl i32 %1440, 8, !dbg !720
  %1442 = and i32 %1438, 255, !dbg !721
  %1443 = or disjoint i32 %1441, %1442, !dbg !722
  store i32 %1443, ptr %1439, align 8, !dbg !723, !tbaa !664
  br label %1466, !dbg !724

1444:                                             ; preds = %1427, %1464
  %1445 = phi i32 [ %1433, %1427 ], [ %1457, %1464 ]
  %1446 = phi i32 [ %1421, %1427 ], [ %1455, %1464 ]
  %1447 = icmp eq i32 %1445, 0, !dbg !725
  br i1 %1447, label %6043, label %1448, !dbg !716

1448:                                             ; preds = %1444
  %1449 = load i32, ptr %1430, align 8, !dbg !716, !tbaa !483
  %1450 = shl i32 %1449, 8, !dbg !716
  %1451 = load ptr, ptr %1428, align 8, !dbg !716, !tbaa !493
  %1452 = load i8, ptr %1451, align 1, !dbg !716, !tbaa !494
  %1453 = zext i8 %1452 to i32, !dbg !716
  %1454 = or disjoint i32 %1450, %1453, !dbg !716
  store i32 %1454, ptr %1430, align 8, !dbg !716, !tbaa !483
  %1455 = add nsw i32 %1446, 8, !dbg !716
  store i32 %1455, ptr %1422, align 4, !dbg !716, !tbaa !453
  %1456 = getelementptr inbounds i8, ptr %1451, i64 1, !dbg !716
  store ptr %1456, ptr %1428, align 8, !dbg !716, !tbaa !493
  %1457 = add i32 %1445, -1, !dbg !716
  store i32 %1457, ptr %1429, align 8, !dbg !716, !tbaa !484
  %1458 = load i32, ptr %1431, align 4, !dbg !716, !tbaa !495
  %1459 = add i32 %1458, 1, !dbg !716
  store i32 %1459, ptr %1431, align 4, !dbg !716, !tbaa !495
  %1460 = icmp eq i32 %1459, 0, !dbg !727
  br i1 %1460, label %1461, label %1464, !dbg !716

1461:                                             ; preds = %1448
  %1462 = load i32, ptr %1432, align 8, !dbg !727, !tbaa !498
  %1463 = add i32 %1462, 1, !dbg !727
  store i32 %1463, ptr %1432, align 8, !dbg !727, !tbaa !498
  br label %1464, !dbg !727

1464:                                             ; preds = %1461, %1448
  %1465 = icmp sgt i32 %1446, -1, !dbg !715
  br i1 %1465, label %1434, label %1444, !dbg !716, !llvm.loop !729

1466:                                             ; preds = %158, %1434
  %1467 = phi ptr [ %106, %158 ], [ %1373, %1434 ]
  %1468 = phi ptr [ %105, %158 ], [ %1374, %1434 ]
  %1469 = phi ptr [ %104, %158 ], [ %1375, %1434 ]
  %1470 = phi ptr [ %103, %158 ], [ %1376, %1434 ]
  %1471 = phi ptr [ %102, %158 ], [ %1377, %1434 ]
  %1472 = phi ptr [ %101, %158 ], [ %1378, %1434 ]
  %1473 = phi ptr [ %100, %158 ], [ %1379, %1434 ]
  %1474 = phi ptr [ %99, %158 ], [ %1380, %1434 ]
  %1475 = phi ptr [ %98, %158 ], [ %1381, %1434 ]
  %1476 = phi ptr [ %97, %158 ], [ %1382, %1434 ]
  %1477 = phi ptr [ %96, %158 ], [ %1383, %1434 ]
  %1478 = phi ptr [ %95, %158 ], [ %1384, %1434 ]
  %1479 = phi ptr [ %94, %158 ], [ %1385, %1434 ]
  %1480 = phi ptr [ %93, %158 ], [ %1386, %1434 ]
  %1481 = phi ptr [ %92, %158 ], [ %1387, %1434 ]
  %1482 = phi ptr [ %91, %158 ], [ %1388, %1434 ]
  %1483 = phi ptr [ %90, %158 ], [ %1389, %1434 ]
  %1484 = phi ptr [ %89, %158 ], [ %1390, %1434 ]
  %1485 = phi ptr [ %88, %158 ], [ %1391, %1434 ]
  %1486 = phi ptr [ %87, %158 ], [ %1392, %1434 ]
  %1487 = phi ptr [ %86, %158 ], [ %1393, %1434 ]
  %1488 = phi ptr [ %85, %158 ], [ %1394, %1434 ]
  %1489 = phi ptr [ %84, %158 ], [ %1395, %1434 ]
  %1490 = phi ptr [ %83, %158 ], [ %1396, %1434 ]
  %1491 = phi i32 [ %37, %158 ], [ %1397, %1434 ]
  %1492 = phi i32 [ %38, %158 ], [ %1398, %1434 ]
  %1493 = phi i32 [ %40, %158 ], [ %1399, %1434 ]
  %1494 = phi i32 [ %42, %158 ], [ %1400, %1434 ]
  %1495 = phi i32 [ %44, %158 ], [ %1401, %1434 ]
  %1496 = phi i32 [ %46, %158 ], [ %1402, %1434 ]
  %1497 = phi i32 [ %48, %158 ], [ %1403, %1434 ]
  %1498 = phi i32 [ %50, %158 ], [ %1404, %1434 ]
  %1499 = phi i32 [ %52, %158 ], [ %1405, %1434 ]
  %1500 = phi i32 [ %54, %158 ], [ %1406, %1434 ]
  %1501 = phi i32 [ %56, %158 ], [ %1407, %1434 ]
  %1502 = phi i32 [ %58, %158 ], [ %1408, %1434 ]
  %1503 = phi i32 [ %60, %158 ], [ %1409, %1434 ]
  %1504 = phi i32 [ %62, %158 ], [ %1410, %1434 ]
  %1505 = phi i32 [ %64, %158 ], [ %1411, %1434 ]
  %1506 = phi i32 [ %66, %158 ], [ %1412, %1434 ]
  %1507 = phi i32 [ %68, %158 ], [ %1413, %1434 ]
  %1508 = phi i32 [ %70, %158 ], [ %1414, %1434 ]
  %1509 = phi i32 [ %72, %158 ], [ %1415, %1434 ]
  %1510 = phi i32 [ %74, %158 ], [ %1416, %1434 ]
  %1511 = phi i32 [ %76, %158 ], [ %1417, %1434 ]
  %1512 = phi ptr [ %78, %158 ], [ %1418, %1434 ]
  %1513 = phi ptr [ %80, %158 ], [ %1419, %1434 ]
  %1514 = phi ptr [ %82, %158 ], [ %1420, %1434 ]
  %1515 = phi i32 [ %160, %158 ], [ %1437, %1434 ]
  store i32 24, ptr %4, align 8, !dbg !730, !tbaa !424
  %1516 = getelementptr inbounds i8, ptr %0, i64 36
  %1517 = icmp sgt i32 %1515, 0, !dbg !731
  br i1 %1517, label %1518, label %1521, !dbg !732

1518:                                             ; preds = %1466
  %1519 = getelementptr inbounds i8, ptr %0, i64 32
  %1520 = load i32, ptr %1519, align 8, !dbg !733, !tbaa !483
  br label %1528, !dbg !732

1521:                                             ; preds = %1466
  %1522 = load ptr, ptr %0, align 8, !tbaa !416
  %1523 = getelementptr inbounds i8, ptr %1522, i64 8
  %1524 = getelementptr inbounds i8, ptr %0, i64 32
  %1525 = getelementptr inbounds i8, ptr %1522, i64 12
  %1526 = getelementptr inbounds i8, ptr %1522, i64 16
  %1527 = load i32, ptr %1523, align 8, !tbaa !484
  br label %1537, !dbg !732

1528:                                             ; preds = %1557, %1518
  %1529 = phi i32 [ %1520, %1518 ], [ %1547, %1557 ], !dbg !733
  %1530 = phi i32 [ %1515, %1518 ], [ %1548, %1557 ], !dbg !731
  %1531 = add nsw i32 %1530, -1, !dbg !733
  %1532 = lshr i32 %1529, %1531, !dbg !733
    #dbg_value(i32 %1532, !246, !DIExpression(DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !734)
  store i32 %1531, ptr %1516, align 4, !dbg !733, !tbaa !453
  %1533 = trunc i32 %1532 to i8, !dbg !733
  %1534 = and i8 %1533, 1, !dbg !733
  %1535 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !733
  store i8 %1534, ptr %1535, align 4, !dbg !733, !tbaa !735
  %1536 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !736
  store i32 0, ptr %1536, align 8, !dbg !737, !tbaa !738
  br label %1559, !dbg !739

1537:                                             ; preds = %1521, %1557
  %1538 = phi i32 [ %1527, %1521 ], [ %1550, %1557 ]
  %1539 = phi i32 [ %1515, %1521 ], [ %1548, %1557 ]
  %1540 = icmp eq i32 %1538, 0, !dbg !740
  br i1 %1540, label %6043, label %1541, !dbg !732

1541:                                             ; preds = %1537
  %1542 = load i32, ptr %1524, align 8, !dbg !732, !tbaa !483
  %1543 = shl i32 %1542, 8, !dbg !732
  %1544 = load ptr, ptr %1522, align 8, !dbg !732, !tbaa !493
  %1545 = load i8, ptr %1544, align 1, !dbg !732, !tbaa !494
  %1546 = zext i8 %1545 to i32, !dbg !732
  %1547 = or disjoint i32 %1543, %1546, !dbg !732
  store i32 %1547, ptr %1524, align 8, !dbg !732, !tbaa !483
  %1548 = add nsw i32 %1539, 8, !dbg !732
  store i32 %1548, ptr %1516, align 4, !dbg !732, !tbaa !453
  %1549 = getelementptr inbounds i8, ptr %1544, i64 1, !dbg !732
  store ptr %1549, ptr %1522, align 8, !dbg !732, !tbaa !493
  %1550 = add i32 %1538, -1, !dbg !732
  store i32 %1550, ptr %1523, align 8, !dbg !732, !tbaa !484
  %1551 = load i32, ptr %1525, align 4, !dbg !732, !tbaa !495
  %1552 = add i32 %1551, 1, !dbg !732
  store i32 %1552, ptr %1525, align 4, !dbg !732, !tbaa !495
  %1553 = icmp eq i32 %1552, 0, !dbg !742
  br i1 %1553, label %1554, label %1557, !dbg !732

1554:                                             ; preds = %1541
  %1555 = load i32, ptr %1526, align 8, !dbg !742, !tbaa !498
  %1556 = add i32 %1555, 1, !dbg !742
  store i32 %1556, ptr %1526, align 8, !dbg !742, !tbaa !498
  br label %1557, !dbg !742

1557:                                             ; preds = %1554, %1541
  %1558 = icmp sgt i32 %1539, -8, !dbg !731
  br i1 %1558, label %1528, label %1537, !dbg !732, !llvm.loop !744

1559:                                             ; preds = %155, %1528
  %1560 = phi ptr [ %106, %155 ], [ %1467, %1528 ]
  %1561 = phi ptr [ %105, %155 ], [ %1468, %1528 ]
  %1562 = phi ptr [ %104, %155 ], [ %1469, %1528 ]
  %1563 = phi ptr [ %103, %155 ], [ %1470, %1528 ]
  %1564 = phi ptr [ %102, %155 ], [ %1471, %1528 ]
  %1565 = phi ptr [ %101, %155 ], [ %1472, %1528 ]
  %1566 = phi ptr [ %100, %155 ], [ %1473, %1528 ]
  %1567 = phi ptr [ %99, %155 ], [ %1474, %1528 ]
  %1568 = phi ptr [ %98, %155 ], [ %1475, %1528 ]
  %1569 = phi ptr [ %97, %155 ], [ %1476, %1528 ]
  %1570 = phi ptr [ %96, %155 ], [ %1477, %1528 ]
  %1571 = phi ptr [ %95, %155 ], [ %1478, %1528 ]
  %1572 = phi ptr [ %94, %155 ], [ %1479, %1528 ]
  %1573 = phi ptr [ %93, %155 ], [ %1480, %1528 ]
  %1574 = phi ptr [ %92, %155 ], [ %1481, %1528 ]
  %1575 = phi ptr [ %91, %155 ], [ %1482, %1528 ]
  %1576 = phi ptr [ %90, %155 ], [ %1483, %1528 ]
  %1577 = phi ptr [ %89, %155 ], [ %1484, %1528 ]
  %1578 = phi ptr [ %88, %155 ], [ %1485, %1528 ]
  %1579 = phi ptr [ %87, %155 ], [ %1486, %1528 ]
  %1580 = phi ptr [ %86, %155 ], [ %1487, %1528 ]
  %1581 = phi ptr [ %85, %155 ], [ %1488, %1528 ]
  %1582 = phi ptr [ %84, %155 ], [ %1489, %1528 ]
  %1583 = phi ptr [ %83, %155 ], [ %1490, %1528 ]
  %1584 = phi i32 [ %37, %155 ], [ %1491, %1528 ]
  %1585 = phi i32 [ %38, %155 ], [ %1492, %1528 ]
  %1586 = phi i32 [ %40, %155 ], [ %1493, %1528 ]
  %1587 = phi i32 [ %42, %155 ], [ %1494, %1528 ]
  %1588 = phi i32 [ %44, %155 ], [ %1495, %1528 ]
  %1589 = phi i32 [ %46, %155 ], [ %1496, %1528 ]
  %1590 = phi i32 [ %48, %155 ], [ %1497, %1528 ]
  %1591 = phi i32 [ %50, %155 ], [ %1498, %1528 ]
  %1592 = phi i32 [ %52, %155 ], [ %1499, %1528 ]
  %1593 = phi i32 [ %54, %155 ], [ %1500, %1528 ]
  %1594 = phi i32 [ %56, %155 ], [ %1501, %1528 ]
  %1595 = phi i32 [ %58, %155 ], [ %1502, %1528 ]
  %1596 = phi i32 [ %60, %155 ], [ %1503, %1528 ]
  %1597 = phi i32 [ %62, %155 ], [ %1504, %1528 ]
  %1598 = phi i32 [ %64, %155 ], [ %1505, %1528 ]
  %1599 = phi i32 [ %66, %155 ], [ %1506, %1528 ]
  %1600 = phi i32 [ %68, %155 ], [ %1507, %1528 ]
  %1601 = phi i32 [ %70, %155 ], [ %1508, %1528 ]
  %1602 = phi i32 [ %72, %155 ], [ %1509, %1528 ]
  %1603 = phi i32 [ %74, %155 ], [ %1510, %1528 ]
  %1604 = phi i32 [ %76, %155 ], [ %1511, %1528 ]
  %1605 = phi ptr [ %78, %155 ], [ %1512, %1528 ]
  %1606 = phi ptr [ %80, %155 ], [ %1513, %1528 ]
  %1607 = phi ptr [ %82, %155 ], [ %1514, %1528 ]
  %1608 = phi i32 [ %157, %155 ], [ %1531, %1528 ]
  store i32 25, ptr %4, align 8, !dbg !745, !tbaa !424
  %1609 = getelementptr inbounds i8, ptr %0, i64 36
  %1610 = icmp sgt i32 %1608, 7, !dbg !746
  br i1 %1610, label %1611, label %1614, !dbg !747

1611:                                             ; preds = %1559
  %1612 = getelementptr inbounds i8, ptr %0, i64 32
  %1613 = load i32, ptr %1612, align 8, !dbg !748, !tbaa !483
  br label %1621, !dbg !747

1614:                                             ; preds = %1559
  %1615 = load ptr, ptr %0, align 8, !tbaa !416
  %1616 = getelementptr inbounds i8, ptr %1615, i64 8
  %1617 = getelementptr inbounds i8, ptr %0, i64 32
  %1618 = getelementptr inbounds i8, ptr %1615, i64 12
  %1619 = getelementptr inbounds i8, ptr %1615, i64 16
  %1620 = load i32, ptr %1616, align 8, !tbaa !484
  br label %1631, !dbg !747

1621:                                             ; preds = %1651, %1611
  %1622 = phi i32 [ %1613, %1611 ], [ %1641, %1651 ], !dbg !748
  %1623 = phi i32 [ %1608, %1611 ], [ %1642, %1651 ], !dbg !746
  %1624 = add nsw i32 %1623, -8, !dbg !748
  %1625 = lshr i32 %1622, %1624, !dbg !748
    #dbg_value(i32 %1625, !250, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !749)
  store i32 %1624, ptr %1609, align 4, !dbg !748, !tbaa !453
    #dbg_value(i32 %1625, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %1626 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !750
  %1627 = load i32, ptr %1626, align 8, !dbg !750, !tbaa !738
  %1628 = shl i32 %1627, 8, !dbg !751
  %1629 = and i32 %1625, 255, !dbg !752
  %1630 = or disjoint i32 %1628, %1629, !dbg !753
  store i32 %1630, ptr %1626, align 8, !dbg !754, !tbaa !738
  br label %1653, !dbg !755

1631:                                             ; preds = %1614, %1651
  %1632 = phi i32 [ %1620, %1614 ], [ %1644, %1651 ]
  %1633 = phi i32 [ %1608, %1614 ], [ %1642, %1651 ]
  %1634 = icmp eq i32 %1632, 0, !dbg !756
  br i1 %1634, label %6043, label %1635, !dbg !747

1635:                                             ; preds = %1631
  %1636 = load i32, ptr %1617, align 8, !dbg !747, !tbaa !483
  %1637 = shl i32 %1636, 8, !dbg !747
  %1638 = load ptr, ptr %1615, align 8, !dbg !747, !tbaa !493
  %1639 = load i8, ptr %1638, align 1, !dbg !747, !tbaa !494
  %1640 = zext i8 %1639 to i32, !dbg !747
  %1641 = or disjoint i32 %1637, %1640, !dbg !747
  store i32 %1641, ptr %1617, align 8, !dbg !747, !tbaa !483
  %1642 = add nsw i32 %1633, 8, !dbg !747
  store i32 %1642, ptr %1609, align 4, !dbg !747, !tbaa !453
  %1643 = getelementptr inbounds i8, ptr %1638, i64 1, !dbg !747
  store ptr %1643, ptr %1615, align 8, !dbg !747, !tbaa !493
  %1644 = add i32 %1632, -1, !dbg !747
  store i32 %1644, ptr %1616, align 8, !dbg !747, !tbaa !484
  %1645 = load i32, ptr %1618, align 4, !dbg !747, !tbaa !495
  %1646 = add i32 %1645, 1, !dbg !747
  store i32 %1646, ptr %1618, align 4, !dbg !747, !tbaa !495
  %1647 = icmp eq i32 %1646, 0, !dbg !758
  br i1 %1647, label %1648, label %1651, !dbg !747

1648:                                             ; preds = %1635
  %1649 = load i32, ptr %1619, align 8, !dbg !758, !tbaa !498
  %1650 = add i32 %1649, 1, !dbg !758
  store i32 %1650, ptr %1619, align 8, !dbg !758, !tbaa !498
  br label %1651, !dbg !758

1651:                                             ; preds = %1648, %1635
  %1652 = icmp sgt i32 %1633, -1, !dbg !746
  br i1 %1652, label %1621, label %1631, !dbg !747, !llvm.loop !760

1653:                                             ; preds = %152, %1621
  %1654 = phi ptr [ %106, %152 ], [ %1560, %1621 ]
  %1655 = phi ptr [ %105, %152 ], [ %1561, %1621 ]
  %1656 = phi ptr [ %104, %152 ], [ %1562, %1621 ]
  %1657 = phi ptr [ %103, %152 ], [ %1563, %1621 ]
  %1658 = phi ptr [ %102, %152 ], [ %1564, %1621 ]
  %1659 = phi ptr [ %101, %152 ], [ %1565, %1621 ]
  %1660 = phi ptr [ %100, %152 ], [ %1566, %1621 ]
  %1661 = phi ptr [ %99, %152 ], [ %1567, %1621 ]
  %1662 = phi ptr [ %98, %152 ], [ %1568, %1621 ]
  %1663 = phi ptr [ %97, %152 ], [ %1569, %1621 ]
  %1664 = phi ptr [ %96, %152 ], [ %1570, %1621 ]
  %1665 = phi ptr [ %95, %152 ], [ %1571, %1621 ]
  %1666 = phi ptr [ %94, %152 ], [ %1572, %1621 ]
  %1667 = phi ptr [ %93, %152 ], [ %1573, %1621 ]
  %1668 = phi ptr [ %92, %152 ], [ %1574, %1621 ]
  %1669 = phi ptr [ %91, %152 ], [ %1575, %1621 ]
  %1670 = phi ptr [ %90, %152 ], [ %1576, %1621 ]
  %1671 = phi ptr [ %89, %152 ], [ %1577, %1621 ]
  %1672 = phi ptr [ %88, %152 ], [ %1578, %1621 ]
  %1673 = phi ptr [ %87, %152 ], [ %1579, %1621 ]
  %1674 = phi ptr [ %86, %152 ], [ %1580, %1621 ]
  %1675 = phi ptr [ %85, %152 ], [ %1581, %1621 ]
  %1676 = phi ptr [ %84, %152 ], [ %1582, %1621 ]
  %1677 = phi ptr [ %83, %152 ], [ %1583, %1621 ]
  %1678 = phi i32 [ %37, %152 ], [ %1584, %1621 ]
  %1679 = phi i32 [ %38, %152 ], [ %1585, %1621 ]
  %1680 = phi i32 [ %40, %152 ], [ %1586, %1621 ]
  %1681 = phi i32 [ %42, %152 ], [ %1587, %1621 ]
  %1682 = phi i32 [ %44, %152 ], [ %1588, %1621 ]
  %1683 = phi i32 [ %46, %152 ], [ %1589, %1621 ]
  %1684 = phi i32 [ %48, %152 ], [ %1590, %1621 ]
  %1685 = phi i32 [ %50, %152 ], [ %1591, %1621 ]
  %1686 = phi i32 [ %52, %152 ], [ %1592, %1621 ]
  %1687 = phi i32 [ %54, %152 ], [ %1593, %1621 ]
  %1688 = phi i32 [ %56, %152 ], [ %1594, %1621 ]
  %1689 = phi i32 [ %58, %152 ], [ %1595, %1621 ]
  %1690 = phi i32 [ %60, %152 ], [ %1596, %1621 ]
  %1691 = phi i32 [ %62, %152 ], [ %1597, %1621 ]
  %1692 = phi i32 [ %64, %152 ], [ %1598, %1621 ]
  %1693 = phi i32 [ %66, %152 ], [ %1599, %1621 ]
  %1694 = phi i32 [ %68, %152 ], [ %1600, %1621 ]
  %1695 = phi i32 [ %70, %152 ], [ %1601, %1621 ]
  %1696 = phi i32 [ %72, %152 ], [ %1602, %1621 ]
  %1697 = phi i32 [ %74, %152 ], [ %1603, %1621 ]
  %1698 = phi i32 [ %76, %152 ], [ %1604, %1621 ]
  %1699 = phi ptr [ %78, %152 ], [ %1605, %1621 ]
  %1700 = phi ptr [ %80, %152 ], [ %1606, %1621 ]
  %1701 = phi ptr [ %82, %152 ], [ %1607, %1621 ]
  %1702 = phi i32 [ %154, %152 ], [ %1624, %1621 ]
  store i32 26, ptr %4, align 8, !dbg !761, !tbaa !424
  %1703 = getelementptr inbounds i8, ptr %0, i64 36
  %1704 = icmp sgt i32 %1702, 7, !dbg !762
  br i1 %1704, label %1705, label %1708, !dbg !763

1705:                                             ; preds = %1653
  %1706 = getelementptr inbounds i8, ptr %0, i64 32
  %1707 = load i32, ptr %1706, align 8, !dbg !764, !tbaa !483
  br label %1715, !dbg !763

1708:                                             ; preds = %1653
  %1709 = load ptr, ptr %0, align 8, !tbaa !416
  %1710 = getelementptr inbounds i8, ptr %1709, i64 8
  %1711 = getelementptr inbounds i8, ptr %0, i64 32
  %1712 = getelementptr inbounds i8, ptr %1709, i64 12
  %1713 = getelementptr inbounds i8, ptr %1709, i64 16
  %1714 = load i32, ptr %1710, align 8, !tbaa !484
  br label %1725, !dbg !763

1715:                                             ; preds = %1745, %1705
  %1716 = phi i32 [ %1707, %1705 ], [ %1735, %1745 ], !dbg !764
  %1717 = phi i32 [ %1702, %1705 ], [ %1736, %1745 ], !dbg !762
  %1718 = add nsw i32 %1717, -8, !dbg !764
  %1719 = lshr i32 %1716, %1718, !dbg !764
    #dbg_value(i32 %1719, !254, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !765)
  store i32 %1718, ptr %1703, align 4, !dbg !764, !tbaa !453
    #dbg_value(i32 %1719, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %1720 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !766
  %1721 = load i32, ptr %1720, align 8, !dbg !766, !tbaa !738
  %1722 = shl i32 %1721, 8, !dbg !767
  %1723 = and i32 %1719, 255, !dbg !768
  %1724 = or disjoint i32 %1722, %1723, !dbg !769
  store i32 %1724, ptr %1720, align 8, !dbg !770, !tbaa !738
  br label %1747, !dbg !771

1725:                                             ; preds = %1708, %1745
  %1726 = phi i32 [ %1714, %1708 ], [ %1738, %1745 ]
  %1727 = phi i32 [ %1702, %1708 ], [ %1736, %1745 ]
  %1728 = icmp eq i32 %1726, 0, !dbg !772
  br i1 %1728, label %6043, label %1729, !dbg !763

1729:                                             ; preds = %1725
  %1730 = load i32, ptr %1711, align 8, !dbg !763, !tbaa !483
  %1731 = shl i32 %1730, 8, !dbg !763
  %1732 = load ptr, ptr %1709, align 8, !dbg !763, !tbaa !493
  %1733 = load i8, ptr %1732, align 1, !dbg !763, !tbaa !494
  %1734 = zext i8 %1733 to i32, !dbg !763
  %1735 = or disjoint i32 %1731, %1734, !dbg !763
  store i32 %1735, ptr %1711, align 8, !dbg !763, !tbaa !483
  %1736 = add nsw i32 %1727, 8, !dbg !763
  store i32 %1736, ptr %1703, align 4, !dbg !763, !tbaa !453
  %1737 = getelementptr inbounds i8, ptr %1732, i64 1, !dbg !763
  store ptr %1737, ptr %1709, align 8, !dbg !763, !tbaa !493
  %1738 = add i32 %1726, -1, !dbg !763
  store i32 %1738, ptr %1710, align 8, !dbg !763, !tbaa !484
  %1739 = load i32, ptr %1712, align 4, !dbg !763, !tbaa !495
  %1740 = add i32 %1739, 1, !dbg !763
  store i32 %1740, ptr %1712, align 4, !dbg !763, !tbaa !495
  %1741 = icmp eq i32 %1740, 0, !dbg !774
  br i1 %1741, label %1742, label %1745, !dbg !763

1742:                                             ; preds = %1729
  %1743 = load i32, ptr %1713, align 8, !dbg !774, !tbaa !498
  %1744 = add i32 %1743, 1, !dbg !774
  store i32 %1744, ptr %1713, align 8, !dbg !774, !tbaa !498
  br label %1745, !dbg !774

1745:                                             ; preds = %1742, %1729
  %1746 = icmp sgt i32 %1727, -1, !dbg !762
  br i1 %1746, label %1715, label %1725, !dbg !763, !llvm.loop !776

1747:                                             ; preds = %149, %1715
  %1748 = phi ptr [ %106, %149 ], [ %1654, %1715 ]
  %1749 = phi ptr [ %105, %149 ], [ %1655, %1715 ]
  %1750 = phi ptr [ %104, %149 ], [ %1656, %1715 ]
  %1751 = phi ptr [ %103, %149 ], [ %1657, %1715 ]
  %1752 = phi ptr [ %102, %149 ], [ %1658, %1715 ]
  %1753 = phi ptr [ %101, %149 ], [ %1659, %1715 ]
  %1754 = phi ptr [ %100, %149 ], [ %1660, %1715 ]
  %1755 = phi ptr [ %99, %149 ], [ %1661, %1715 ]
  %1756 = phi ptr [ %98, %149 ], [ %1662, %1715 ]
  %1757 = phi ptr [ %97, %149 ], [ %1663, %1715 ]
  %1758 = phi ptr [ %96, %149 ], [ %1664, %1715 ]
  %1759 = phi ptr [ %95, %149 ], [ %1665, %1715 ]
  %1760 = phi ptr [ %94, %149 ], [ %1666, %1715 ]
  %1761 = phi ptr [ %93, %149 ], [ %1667, %1715 ]
  %1762 = phi ptr [ %92, %149 ], [ %1668, %1715 ]
  %1763 = phi ptr [ %91, %149 ], [ %1669, %1715 ]
  %1764 = phi ptr [ %90, %149 ], [ %1670, %1715 ]
  %1765 = phi ptr [ %89, %149 ], [ %1671, %1715 ]
  %1766 = phi ptr [ %88, %149 ], [ %1672, %1715 ]
  %1767 = phi ptr [ %87, %149 ], [ %1673, %1715 ]
  %1768 = phi ptr [ %86, %149 ], [ %1674, %1715 ]
  %1769 = phi ptr [ %85, %149 ], [ %1675, %1715 ]
  %1770 = phi ptr [ %84, %149 ], [ %1676, %1715 ]
  %1771 = phi ptr [ %83, %149 ], [ %1677, %1715 ]
  %1772 = phi i32 [ %37, %149 ], [ %1678, %1715 ]
  %1773 = phi i32 [ %38, %149 ], [ %1679, %1715 ]
  %1774 = phi i32 [ %40, %149 ], [ %1680, %1715 ]
  %1775 = phi i32 [ %42, %149 ], [ %1681, %1715 ]
  %1776 = phi i32 [ %44, %149 ], [ %1682, %1715 ]
  %1777 = phi i32 [ %46, %149 ], [ %1683, %1715 ]
  %1778 = phi i32 [ %48, %149 ], [ %1684, %1715 ]
  %1779 = phi i32 [ %50, %149 ], [ %1685, %1715 ]
  %1780 = phi i32 [ %52, %149 ], [ %1686, %1715 ]
  %1781 = phi i32 [ %54, %149 ], [ %1687, %1715 ]
  %1782 = phi i32 [ %56, %149 ], [ %1688, %1715 ]
  %1783 = phi i32 [ %58, %149 ], [ %1689, %1715 ]
  %1784 = phi i32 [ %60, %149 ], [ %1690, %1715 ]
  %1785 = phi i32 [ %62, %149 ], [ %1691, %1715 ]
  %1786 = phi i32 [ %64, %149 ], [ %1692, %1715 ]
  %1787 = phi i32 [ %66, %149 ], [ %1693, %1715 ]
  %1788 = phi i32 [ %68, %149 ], [ %1694, %1715 ]
  %1789 = phi i32 [ %70, %149 ], [ %1695, %1715 ]
  %1790 = phi i32 [ %72, %149 ], [ %1696, %1715 ]
  %1791 = phi i32 [ %74, %149 ], [ %1697, %1715 ]
  %1792 = phi i32 [ %76, %149 ], [ %1698, %1715 ]
  %1793 = phi ptr [ %78, %149 ], [ %1699, %1715 ]
  %1794 = phi ptr [ %80, %149 ], [ %1700, %1715 ]
  %1795 = phi ptr [ %82, %149 ], [ %1701, %1715 ]
  %1796 = phi i32 [ %151, %149 ], [ %1718, %1715 ]
  store i32 27, ptr %4, align 8, !dbg !777, !tbaa !424
  %1797 = getelementptr inbounds i8, ptr %0, i64 36
  %1798 = icmp sgt i32 %1796, 7, !dbg !778
  br i1 %1798, label %1799, label %1802, !dbg !779

1799:                                             ; preds = %1747
  %1800 = getelementptr inbounds i8, ptr %0, i64 32
  %1801 = load i32, ptr %1800, align 8, !dbg !780, !tbaa !483
  br label %1809, !dbg !779

1802:                                             ; preds = %1747
  %1803 = load ptr, ptr %0, align 8, !tbaa !416
  %1804 = getelementptr inbounds i8, ptr %1803, i64 8
  %1805 = getelementptr inbounds i8, ptr %0, i64 32
  %1806 = getelementptr inbounds i8, ptr %1803, i64 12
  %1807 = getelementptr inbounds i8, ptr %1803, i64 16
  %1808 = load i32, ptr %1804, align 8, !tbaa !484
  br label %1820, !dbg !779

1809:                                             ; preds = %1840, %1799
  %1810 = phi i32 [ %1801, %1799 ], [ %1830, %1840 ], !dbg !780
  %1811 = phi i32 [ %1796, %1799 ], [ %1831, %1840 ], !dbg !778
  %1812 = add nsw i32 %1811, -8, !dbg !780
  %1813 = lshr i32 %1810, %1812, !dbg !780
    #dbg_value(i32 %1813, !258, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !781)
  store i32 %1812, ptr %1797, align 4, !dbg !780, !tbaa !453
    #dbg_value(i32 %1813, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %1814 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !782
  %1815 = load i32, ptr %1814, align 8, !dbg !782, !tbaa !738
  %1816 = shl i32 %1815, 8, !dbg !783
  %1817 = and i32 %1813, 255, !dbg !784
  %1818 = or disjoint i32 %1816, %1817, !dbg !785
  store i32 %1818, ptr %1814, align 8, !dbg !786, !tbaa !738
  %1819 = icmp slt i32 %1816, 0, !dbg !787
  br i1 %1819, label %6043, label %1842, !dbg !789

1820:                                             ; preds = %1802, %1840
  %1821 = phi i32 [ %1808, %1802 ], [ %1833, %1840 ]
  %1822 = phi i32 [ %1796, %1802 ], [ %1831, %1840 ]
  %1823 = icmp eq i32 %1821, 0, !dbg !790
  br i1 %1823, label %6043, label %1824, !dbg !779

1824:                                             ; preds = %1820
  %1825 = load i32, ptr %1805, align 8, !dbg !779, !tbaa !483
  %1826 = shl i32 %1825, 8, !dbg !779
  %1827 = load ptr, ptr %1803, align 8, !dbg !779, !tbaa !493
  %1828 = load i8, ptr %1827, align 1, !dbg !779, !tbaa !494
  %1829 = zext i8 %1828 to i32, !dbg !779
  %1830 = or disjoint i32 %1826, %1829, !dbg !779
  store i32 %1830, ptr %1805, align 8, !dbg !779, !tbaa !483
  %1831 = add nsw i32 %1822, 8, !dbg !779
  store i32 %1831, ptr %1797, align 4, !dbg !779, !tbaa !453
  %1832 = getelementptr inbounds i8, ptr %1827, i64 1, !dbg !779
  store ptr %1832, ptr %1803, align 8, !dbg !779, !tbaa !493
  %1833 = add i32 %1821, -1, !dbg !779
  store i32 %1833, ptr %1804, align 8, !dbg !779, !tbaa !484
  %1834 = load i32, ptr %1806, align 4, !dbg !779, !tbaa !495
  %1835 = add i32 %1834, 1, !dbg !779
  store i32 %1835, ptr %1806, align 4, !dbg !779, !tbaa !495
  %1836 = icmp eq i32 %1835, 0, !dbg !792
  br i1 %1836, label %1837, label %1840, !dbg !779

1837:                                             ; preds = %1824
  %1838 = load i32, ptr %1807, align 8, !dbg !792, !tbaa !498
  %1839 = add i32 %1838, 1, !dbg !792
  store i32 %1839, ptr %1807, align 8, !dbg !792, !tbaa !498
  br label %1840, !dbg !792

1840:                                             ; preds = %1837, %1824
  %1841 = icmp sgt i32 %1822, -1, !dbg !778
  br i1 %1841, label %1809, label %1820, !dbg !779, !llvm.loop !794

1842:                                             ; preds = %1809
  %1843 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !795
  %1844 = load i32, ptr %1843, align 8, !dbg !795, !tbaa !533
  %1845 = mul nsw i32 %1844, 100000, !dbg !797
  %1846 = or disjoint i32 %1845, 10, !dbg !798
  %1847 = icmp sgt i32 %1818, %1846, !dbg !799
  br i1 %1847, label %6043, label %1848, !dbg !800

1848:                                             ; preds = %1842, %1962
  %1849 = phi ptr [ %1901, %1962 ], [ %1748, %1842 ]
  %1850 = phi ptr [ %1902, %1962 ], [ %1749, %1842 ]
  %1851 = phi ptr [ %1903, %1962 ], [ %1750, %1842 ]
  %1852 = phi ptr [ %1904, %1962 ], [ %1751, %1842 ]
  %1853 = phi ptr [ %1905, %1962 ], [ %1752, %1842 ]
  %1854 = phi ptr [ %1906, %1962 ], [ %1753, %1842 ]
  %1855 = phi ptr [ %1907, %1962 ], [ %1754, %1842 ]
  %1856 = phi ptr [ %1908, %1962 ], [ %1755, %1842 ]
  %1857 = phi ptr [ %1909, %1962 ], [ %1756, %1842 ]
  %1858 = phi ptr [ %1910, %1962 ], [ %1757, %1842 ]
  %1859 = phi ptr [ %1911, %1962 ], [ %1758, %1842 ]
  %1860 = phi ptr [ %1912, %1962 ], [ %1759, %1842 ]
  %1861 = phi ptr [ %1913, %1962 ], [ %1760, %1842 ]
  %1862 = phi ptr [ %1914, %1962 ], [ %1761, %1842 ]
  %1863 = phi ptr [ %1915, %1962 ], [ %1762, %1842 ]
  %1864 = phi ptr [ %1916, %1962 ], [ %1763, %1842 ]
  %1865 = phi ptr [ %1917, %1962 ], [ %1764, %1842 ]
  %1866 = phi ptr [ %1918, %1962 ], [ %1765, %1842 ]
  %1867 = phi ptr [ %1919, %1962 ], [ %1766, %1842 ]
  %1868 = phi ptr [ %1920, %1962 ], [ %1767, %1842 ]
  %1869 = phi ptr [ %1921, %1962 ], [ %1768, %1842 ]
  %1870 = phi ptr [ %1922, %1962 ], [ %1769, %1842 ]
  %1871 = phi ptr [ %1923, %1962 ], [ %1770, %1842 ]
  %1872 = phi ptr [ %1924, %1962 ], [ %1771, %1842 ]
  %1873 = phi i32 [ %1925, %1962 ], [ %1773, %1842 ]
  %1874 = phi i32 [ %1926, %1962 ], [ %1774, %1842 ]
  %1875 = phi i32 [ %1927, %1962 ], [ %1775, %1842 ]
  %1876 = phi i32 [ %1928, %1962 ], [ %1776, %1842 ]
  %1877 = phi i32 [ %1929, %1962 ], [ %1777, %1842 ]
  %1878 = phi i32 [ %1930, %1962 ], [ %1778, %1842 ]
  %1879 = phi i32 [ %1931, %1962 ], [ %1779, %1842 ]
  %1880 = phi i32 [ %1932, %1962 ], [ %1780, %1842 ]
  %1881 = phi i32 [ %1933, %1962 ], [ %1781, %1842 ]
  %1882 = phi i32 [ %1934, %1962 ], [ %1782, %1842 ]
  %1883 = phi i32 [ %1935, %1962 ], [ %1783, %1842 ]
  %1884 = phi i32 [ %1936, %1962 ], [ %1784, %1842 ]
  %1885 = phi i32 [ %1937, %1962 ], [ %1785, %1842 ]
  %1886 = phi i32 [ %1938, %1962 ], [ %1786, %1842 ]
  %1887 = phi i32 [ %1939, %1962 ], [ %1787, %1842 ]
  %1888 = phi i32 [ %1940, %1962 ], [ %1788, %1842 ]
  %1889 = phi i32 [ %1941, %1962 ], [ %1789, %1842 ]
  %1890 = phi i32 [ %1942, %1962 ], [ %1790, %1842 ]
  %1891 = phi i32 [ %1943, %1962 ], [ %1791, %1842 ]
  %1892 = phi i32 [ %1944, %1962 ], [ %1792, %1842 ]
  %1893 = phi ptr [ %1945, %1962 ], [ %1793, %1842 ]
  %1894 = phi ptr [ %1946, %1962 ], [ %1794, %1842 ]
  %1895 = phi ptr [ %1947, %1962 ], [ %1795, %1842 ]
  %1896 = phi i32 [ %1973, %1962 ], [ 0, %1842 ], !dbg !801
    #dbg_value(i32 %1896, !165, !DIExpression(), !414)
  %1897 = icmp slt i32 %1896, 16, !dbg !802
  br i1 %1897, label %1900, label %1898, !dbg !803

1898:                                             ; preds = %1848
  %1899 = getelementptr inbounds i8, ptr %0, i64 3196
    #dbg_value(i32 0, !165, !DIExpression(), !414)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 1 dereferenceable(256) %1899, i8 0, i64 256, i1 false), !dbg !804, !tbaa !494
    #dbg_value(i64 poison, !165, !DIExpression(), !414)
  br label %1996, !dbg !807

1900:                                             ; preds = %1848, %36
  %1901 = phi ptr [ %106, %36 ], [ %1849, %1848 ]
  %1902 = phi ptr [ %105, %36 ], [ %1850, %1848 ]
  %1903 = phi ptr [ %104, %36 ], [ %1851, %1848 ]
  %1904 = phi ptr [ %103, %36 ], [ %1852, %1848 ]
  %1905 = phi ptr [ %102, %36 ], [ %1853, %1848 ]
  %1906 = phi ptr [ %101, %36 ], [ %1854, %1848 ]
  %1907 = phi ptr [ %100, %36 ], [ %1855, %1848 ]
  %1908 = phi ptr [ %99, %36 ], [ %1856, %1848 ]
  %1909 = phi ptr [ %98, %36 ], [ %1857, %1848 ]
  %1910 = phi ptr [ %97, %36 ], [ %1858, %1848 ]
  %1911 = phi ptr [ %96, %36 ], [ %1859, %1848 ]
  %1912 = phi ptr [ %95, %36 ], [ %1860, %1848 ]
  %1913 = phi ptr [ %94, %36 ], [ %1861, %1848 ]
  %1914 = phi ptr [ %93, %36 ], [ %1862, %1848 ]
  %1915 = phi ptr [ %92, %36 ], [ %1863, %1848 ]
  %1916 = phi ptr [ %91, %36 ], [ %1864, %1848 ]
  %1917 = phi ptr [ %90, %36 ], [ %1865, %1848 ]
  %1918 = phi ptr [ %89, %36 ], [ %1866, %1848 ]
  %1919 = phi ptr [ %88, %36 ], [ %1867, %1848 ]
  %1920 = phi ptr [ %87, %36 ], [ %1868, %1848 ]
  %1921 = phi ptr [ %86, %36 ], [ %1869, %1848 ]
  %1922 = phi ptr [ %85, %36 ], [ %1870, %1848 ]
  %1923 = phi ptr [ %84, %36 ], [ %1871, %1848 ]
  %1924 = phi ptr [ %83, %36 ], [ %1872, %1848 ]
  %1925 = phi i32 [ %38, %36 ], [ %1873, %1848 ]
  %1926 = phi i32 [ %40, %36 ], [ %1874, %1848 ]
  %1927 = phi i32 [ %42, %36 ], [ %1875, %1848 ]
  %1928 = phi i32 [ %44, %36 ], [ %1876, %1848 ]
  %1929 = phi i32 [ %46, %36 ], [ %1877, %1848 ]
  %1930 = phi i32 [ %48, %36 ], [ %1878, %1848 ]
  %1931 = phi i32 [ %50, %36 ], [ %1879, %1848 ]
  %1932 = phi i32 [ %52, %36 ], [ %1880, %1848 ]
  %1933 = phi i32 [ %54, %36 ], [ %1881, %1848 ]
  %1934 = phi i32 [ %56, %36 ], [ %1882, %1848 ]
  %1935 = phi i32 [ %58, %36 ], [ %1883, %1848 ]
  %1936 = phi i32 [ %60, %36 ], [ %1884, %1848 ]
  %1937 = phi i32 [ %62, %36 ], [ %1885, %1848 ]
  %1938 = phi i32 [ %64, %36 ], [ %1886, %1848 ]
  %1939 = phi i32 [ %66, %36 ], [ %1887, %1848 ]
  %1940 = phi i32 [ %68, %36 ], [ %1888, %1848 ]
  %1941 = phi i32 [ %70, %36 ], [ %1889, %1848 ]
  %1942 = phi i32 [ %72, %36 ], [ %1890, %1848 ]
  %1943 = phi i32 [ %74, %36 ], [ %1891, %1848 ]
  %1944 = phi i32 [ %76, %36 ], [ %1892, %1848 ]
  %1945 = phi ptr [ %78, %36 ], [ %1893, %1848 ]
  %1946 = phi ptr [ %80, %36 ], [ %1894, %1848 ]
  %1947 = phi ptr [ %82, %36 ], [ %1895, %1848 ]
  %1948 = phi i32 [ %37, %36 ], [ %1896, %1848 ], !dbg !414
    #dbg_value(i32 %1948, !165, !DIExpression(), !414)
  store i32 28, ptr %4, align 8, !dbg !808, !tbaa !424
  %1949 = getelementptr inbounds i8, ptr %0, i64 36
  %1950 = load i32, ptr %1949, align 4, !tbaa !453
  %1951 = icmp sgt i32 %1950, 0, !dbg !809
  br i1 %1951, label %1952, label %1955, !dbg !810

1952:                                             ; preds = %1900
  %1953 = getelementptr inbounds i8, ptr %0, i64 32
  %1954 = load i32, ptr %1953, align 8, !dbg !811, !tbaa !483
  br label %1962, !dbg !810

1955:                                             ; preds = %1900
  %1956 = load ptr, ptr %0, align 8, !tbaa !416
  %1957 = getelementptr inbounds i8, ptr %1956, i64 8
  %1958 = getelementptr inbounds i8, ptr %0, i64 32
  %1959 = getelementptr inbounds i8, ptr %1956, i64 12
  %1960 = getelementptr inbounds i8, ptr %1956, i64 16
  %1961 = load i32, ptr %1957, align 8, !tbaa !484
  br label %1974, !dbg !810

1962:                                             ; preds = %1994, %1952
  %1963 = phi i32 [ %1954, %1952 ], [ %1984, %1994 ], !dbg !811
  %1964 = phi i32 [ %1950, %1952 ], [ %1985, %1994 ], !dbg !809
  %1965 = add nsw i32 %1964, -1, !dbg !811
    #dbg_value(!DIArgList(i32 %1963, i32 %1965), !262, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !812)
  store i32 %1965, ptr %1949, align 4, !dbg !811, !tbaa !453
    #dbg_value(!DIArgList(i32 %1963, i32 %1965), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !414)
  %1966 = shl nuw i32 1, %1965, !dbg !813
  %1967 = and i32 %1963, %1966, !dbg !813
  %1968 = icmp ne i32 %1967, 0, !dbg !813
  %1969 = getelementptr inbounds i8, ptr %0, i64 3452, !dbg !815
  %1970 = sext i32 %1948 to i64, !dbg !815
  %1971 = getelementptr inbounds [16 x i8], ptr %1969, i64 0, i64 %1970, !dbg !815
  %1972 = zext i1 %1968 to i8
  store i8 %1972, ptr %1971, align 1, !dbg !815, !tbaa !494
  %1973 = add nsw i32 %1948, 1, !dbg !816
    #dbg_value(i32 %1973, !165, !DIExpression(), !414)
  br label %1848, !dbg !817, !llvm.loop !818

1974:                                             ; preds = %1955, %1994
  %1975 = phi i32 [ %1961, %1955 ], [ %1987, %1994 ]
  %1976 = phi i32 [ %1950, %1955 ], [ %1985, %1994 ]
  %1977 = icmp eq i32 %1975, 0, !dbg !821
  br i1 %1977, label %6043, label %1978, !dbg !810

1978:                                             ; preds = %1974
  %1979 = load i32, ptr %1958, align 8, !dbg !810, !tbaa !483
  %1980 = shl i32 %1979, 8, !dbg !810
  %1981 = load ptr, ptr %1956, align 8, !dbg !810, !tbaa !493
  %1982 = load i8, ptr %1981, align 1, !dbg !810, !tbaa !494
  %1983 = zext i8 %1982 to i32, !dbg !810
  %1984 = or disjoint i32 %1980, %1983, !dbg !810
  store i32 %1984, ptr %1958, align 8, !dbg !810, !tbaa !483
  %1985 = add nsw i32 %1976, 8, !dbg !810
  store i32 %1985, ptr %1949, align 4, !dbg !810, !tbaa !453
  %1986 = getelementptr inbounds i8, ptr %1981, i64 1, !dbg !810
  store ptr %1986, ptr %1956, align 8, !dbg !810, !tbaa !493
  %1987 = add i32 %1975, -1, !dbg !810
  store i32 %1987, ptr %1957, align 8, !dbg !810, !tbaa !484
  %1988 = load i32, ptr %1959, align 4, !dbg !810, !tbaa !495
  %1989 = add i32 %1988, 1, !dbg !810
  store i32 %1989, ptr %1959, align 4, !dbg !810, !tbaa !495
  %1990 = icmp eq i32 %1989, 0, !dbg !823
  br i1 %1990, label %1991, label %1994, !dbg !810

1991:                                             ; preds = %1978
  %1992 = load i32, ptr %1960, align 8, !dbg !823, !tbaa !498
  %1993 = add i32 %1992, 1, !dbg !823
  store i32 %1993, ptr %1960, align 8, !dbg !823, !tbaa !498
  br label %1994, !dbg !823

1994:                                             ; preds = %1991, %1978
  %1995 = icmp sgt i32 %1976, -8, !dbg !809
  br i1 %1995, label %1962, label %1974, !dbg !810, !llvm.loop !825

1996:                                             ; preds = %1898, %2201
  %1997 = phi ptr [ %2202, %2201 ], [ %1849, %1898 ]
  %1998 = phi ptr [ %2203, %2201 ], [ %1850, %1898 ]
  %1999 = phi ptr [ %2204, %2201 ], [ %1851, %1898 ]
  %2000 = phi ptr [ %2205, %2201 ], [ %1852, %1898 ]
  %2001 = phi ptr [ %2206, %2201 ], [ %1853, %1898 ]
  %2002 = phi ptr [ %2207, %2201 ], [ %1854, %1898 ]
  %2003 = phi ptr [ %2208, %2201 ], [ %1855, %1898 ]
  %2004 = phi ptr [ %2209, %2201 ], [ %1856, %1898 ]
  %2005 = phi ptr [ %2210, %2201 ], [ %1857, %1898 ]
  %2006 = phi ptr [ %2211, %2201 ], [ %1858, %1898 ]
  %2007 = phi ptr [ %2212, %2201 ], [ %1859, %1898 ]
  %2008 = phi ptr [ %2213, %2201 ], [ %1860, %1898 ]
  %2009 = phi ptr [ %2214, %2201 ], [ %1861, %1898 ]
  %2010 = phi ptr [ %2215, %2201 ], [ %1862, %1898 ]
  %2011 = phi ptr [ %2216, %2201 ], [ %1863, %1898 ]
  %2012 = phi ptr [ %2217, %2201 ], [ %1864, %1898 ]
  %2013 = phi ptr [ %2218, %2201 ], [ %1865, %1898 ]
  %2014 = phi ptr [ %2219, %2201 ], [ %1866, %1898 ]
  %2015 = phi ptr [ %2220, %2201 ], [ %1867, %1898 ]
  %2016 = phi ptr [ %2221, %2201 ], [ %1868, %1898 ]
  %2017 = phi ptr [ %2222, %2201 ], [ %1869, %1898 ]
  %2018 = phi ptr [ %2223, %2201 ], [ %1870, %1898 ]
  %2019 = phi ptr [ %2224, %2201 ], [ %1871, %1898 ]
  %2020 = phi ptr [ %2225, %2201 ], [ %1872, %1898 ]
  %2021 = phi i32 [ %2226, %2201 ], [ %1874, %1898 ]
  %2022 = phi i32 [ %2227, %2201 ], [ %1875, %1898 ]
  %2023 = phi i32 [ %2228, %2201 ], [ %1876, %1898 ]
  %2024 = phi i32 [ %2229, %2201 ], [ %1877, %1898 ]
  %2025 = phi i32 [ %2230, %2201 ], [ %1878, %1898 ]
  %2026 = phi i32 [ %2231, %2201 ], [ %1879, %1898 ]
  %2027 = phi i32 [ %2232, %2201 ], [ %1880, %1898 ]
  %2028 = phi i32 [ %2233, %2201 ], [ %1881, %1898 ]
  %2029 = phi i32 [ %2234, %2201 ], [ %1882, %1898 ]
  %2030 = phi i32 [ %2235, %2201 ], [ %1883, %1898 ]
  %2031 = phi i32 [ %2236, %2201 ], [ %1884, %1898 ]
  %2032 = phi i32 [ %2237, %2201 ], [ %1885, %1898 ]
  %2033 = phi i32 [ %2238, %2201 ], [ %1886, %1898 ]
  %2034 = phi i32 [ %2239, %2201 ], [ %1887, %1898 ]
  %2035 = phi i32 [ %2240, %2201 ], [ %1888, %1898 ]
  %2036 = phi i32 [ %2241, %2201 ], [ %1889, %1898 ]
  %2037 = phi i32 [ %2242, %2201 ], [ %1890, %1898 ]
  %2038 = phi i32 [ %2243, %2201 ], [ %1891, %1898 ]
  %2039 = phi i32 [ %2244, %2201 ], [ %1892, %1898 ]
  %2040 = phi ptr [ %2245, %2201 ], [ %1893, %1898 ]
  %2041 = phi ptr [ %2246, %2201 ], [ %1894, %1898 ]
  %2042 = phi ptr [ %2247, %2201 ], [ %1895, %1898 ]
  %2043 = phi i32 [ %2248, %2201 ], [ %1873, %1898 ], !dbg !414
  %2044 = phi i32 [ %2250, %2201 ], [ 0, %1898 ], !dbg !826
    #dbg_value(i32 %2044, !165, !DIExpression(), !414)
    #dbg_value(i32 %2043, !166, !DIExpression(), !414)
  %2045 = icmp slt i32 %2044, 16, !dbg !807
  br i1 %2045, label %2046, label %2251, !dbg !827

2046:                                             ; preds = %1996
  %2047 = getelementptr inbounds i8, ptr %0, i64 3452, !dbg !828
  %2048 = sext i32 %2044 to i64, !dbg !829
  %2049 = getelementptr inbounds [16 x i8], ptr %2047, i64 0, i64 %2048, !dbg !829
  %2050 = load i8, ptr %2049, align 1, !dbg !829, !tbaa !494
  %2051 = icmp eq i8 %2050, 0, !dbg !829
  br i1 %2051, label %2201, label %2052, !dbg !830

2052:                                             ; preds = %2046, %2199
  %2053 = phi ptr [ %2103, %2199 ], [ %1997, %2046 ]
  %2054 = phi ptr [ %2104, %2199 ], [ %1998, %2046 ]
  %2055 = phi ptr [ %2105, %2199 ], [ %1999, %2046 ]
  %2056 = phi ptr [ %2106, %2199 ], [ %2000, %2046 ]
  %2057 = phi ptr [ %2107, %2199 ], [ %2001, %2046 ]
  %2058 = phi ptr [ %2108, %2199 ], [ %2002, %2046 ]
  %2059 = phi ptr [ %2109, %2199 ], [ %2003, %2046 ]
  %2060 = phi ptr [ %2110, %2199 ], [ %2004, %2046 ]
  %2061 = phi ptr [ %2111, %2199 ], [ %2005, %2046 ]
  %2062 = phi ptr [ %2112, %2199 ], [ %2006, %2046 ]
  %2063 = phi ptr [ %2113, %2199 ], [ %2007, %2046 ]
  %2064 = phi ptr [ %2114, %2199 ], [ %2008, %2046 ]
  %2065 = phi ptr [ %2115, %2199 ], [ %2009, %2046 ]
  %2066 = phi ptr [ %2116, %2199 ], [ %2010, %2046 ]
  %2067 = phi ptr [ %2117, %2199 ], [ %2011, %2046 ]
  %2068 = phi ptr [ %2118, %2199 ], [ %2012, %2046 ]
  %2069 = phi ptr [ %2119, %2199 ], [ %2013, %2046 ]
  %2070 = phi ptr [ %2120, %2199 ], [ %2014, %2046 ]
  %2071 = phi ptr [ %2121, %2199 ], [ %2015, %2046 ]
  %2072 = phi ptr [ %2122, %2199 ], [ %2016, %2046 ]
  %2073 = phi ptr [ %2123, %2199 ], [ %2017, %2046 ]
  %2074 = phi ptr [ %2124, %2199 ], [ %2018, %2046 ]
  %2075 = phi ptr [ %2125, %2199 ], [ %2019, %2046 ]
  %2076 = phi ptr [ %2126, %2199 ], [ %2020, %2046 ]
  %2077 = phi i32 [ %2127, %2199 ], [ %2021, %2046 ]
  %2078 = phi i32 [ %2128, %2199 ], [ %2022, %2046 ]
  %2079 = phi i32 [ %2129, %2199 ], [ %2023, %2046 ]
  %2080 = phi i32 [ %2130, %2199 ], [ %2024, %2046 ]
  %2081 = phi i32 [ %2131, %2199 ], [ %2025, %2046 ]
  %2082 = phi i32 [ %2132, %2199 ], [ %2026, %2046 ]
  %2083 = phi i32 [ %2133, %2199 ], [ %2027, %2046 ]
  %2084 = phi i32 [ %2134, %2199 ], [ %2028, %2046 ]
  %2085 = phi i32 [ %2135, %2199 ], [ %2029, %2046 ]
  %2086 = phi i32 [ %2136, %2199 ], [ %2030, %2046 ]
  %2087 = phi i32 [ %2137, %2199 ], [ %2031, %2046 ]
  %2088 = phi i32 [ %2138, %2199 ], [ %2032, %2046 ]
  %2089 = phi i32 [ %2139, %2199 ], [ %2033, %2046 ]
  %2090 = phi i32 [ %2140, %2199 ], [ %2034, %2046 ]
  %2091 = phi i32 [ %2141, %2199 ], [ %2035, %2046 ]
  %2092 = phi i32 [ %2142, %2199 ], [ %2036, %2046 ]
  %2093 = phi i32 [ %2143, %2199 ], [ %2037, %2046 ]
  %2094 = phi i32 [ %2144, %2199 ], [ %2038, %2046 ]
  %2095 = phi i32 [ %2145, %2199 ], [ %2039, %2046 ]
  %2096 = phi ptr [ %2146, %2199 ], [ %2040, %2046 ]
  %2097 = phi ptr [ %2147, %2199 ], [ %2041, %2046 ]
  %2098 = phi ptr [ %2148, %2199 ], [ %2042, %2046 ]
  %2099 = phi i32 [ %2200, %2199 ], [ 0, %2046 ], !dbg !831
  %2100 = phi i32 [ %2150, %2199 ], [ %2044, %2046 ], !dbg !414
    #dbg_value(i32 %2100, !165, !DIExpression(), !414)
    #dbg_value(i32 %2099, !166, !DIExpression(), !414)
  %2101 = icmp slt i32 %2099, 16, !dbg !832
  br i1 %2101, label %2102, label %2201, !dbg !833

2102:                                             ; preds = %2052, %36
  %2103 = phi ptr [ %106, %36 ], [ %2053, %2052 ]
  %2104 = phi ptr [ %105, %36 ], [ %2054, %2052 ]
  %2105 = phi ptr [ %104, %36 ], [ %2055, %2052 ]
  %2106 = phi ptr [ %103, %36 ], [ %2056, %2052 ]
  %2107 = phi ptr [ %102, %36 ], [ %2057, %2052 ]
  %2108 = phi ptr [ %101, %36 ], [ %2058, %2052 ]
  %2109 = phi ptr [ %100, %36 ], [ %2059, %2052 ]
  %2110 = phi ptr [ %99, %36 ], [ %2060, %2052 ]
  %2111 = phi ptr [ %98, %36 ], [ %2061, %2052 ]
  %2112 = phi ptr [ %97, %36 ], [ %2062, %2052 ]
  %2113 = phi ptr [ %96, %36 ], [ %2063, %2052 ]
  %2114 = phi ptr [ %95, %36 ], [ %2064, %2052 ]
  %2115 = phi ptr [ %94, %36 ], [ %2065, %2052 ]
  %2116 = phi ptr [ %93, %36 ], [ %2066, %2052 ]
  %2117 = phi ptr [ %92, %36 ], [ %2067, %2052 ]
  %2118 = phi ptr [ %91, %36 ], [ %2068, %2052 ]
  %2119 = phi ptr [ %90, %36 ], [ %2069, %2052 ]
  %2120 = phi ptr [ %89, %36 ], [ %2070, %2052 ]
  %2121 = phi ptr [ %88, %36 ], [ %2071, %2052 ]
  %2122 = phi ptr [ %87, %36 ], [ %2072, %2052 ]
  %2123 = phi ptr [ %86, %36 ], [ %2073, %2052 ]
  %2124 = phi ptr [ %85, %36 ], [ %2074, %2052 ]
  %2125 = phi ptr [ %84, %36 ], [ %2075, %2052 ]
  %2126 = phi ptr [ %83, %36 ], [ %2076, %2052 ]
  %2127 = phi i32 [ %40, %36 ], [ %2077, %2052 ]
  %2128 = phi i32 [ %42, %36 ], [ %2078, %2052 ]
  %2129 = phi i32 [ %44, %36 ], [ %2079, %2052 ]
  %2130 = phi i32 [ %46, %36 ], [ %2080, %2052 ]
  %2131 = phi i32 [ %48, %36 ], [ %2081, %2052 ]
  %2132 = phi i32 [ %50, %36 ], [ %2082, %2052 ]
  %2133 = phi i32 [ %52, %36 ], [ %2083, %2052 ]
  %2134 = phi i32 [ %54, %36 ], [ %2084, %2052 ]
  %2135 = phi i32 [ %56, %36 ], [ %2085, %2052 ]
  %2136 = phi i32 [ %58, %36 ], [ %2086, %2052 ]
  %2137 = phi i32 [ %60, %36 ], [ %2087, %2052 ]
  %2138 = phi i32 [ %62, %36 ], [ %2088, %2052 ]
  %2139 = phi i32 [ %64, %36 ], [ %2089, %2052 ]
  %2140 = phi i32 [ %66, %36 ], [ %2090, %2052 ]
  %2141 = phi i32 [ %68, %36 ], [ %2091, %2052 ]
  %2142 = phi i32 [ %70, %36 ], [ %2092, %2052 ]
  %2143 = phi i32 [ %72, %36 ], [ %2093, %2052 ]
  %2144 = phi i32 [ %74, %36 ], [ %2094, %2052 ]
  %2145 = phi i32 [ %76, %36 ], [ %2095, %2052 ]
  %2146 = phi ptr [ %78, %36 ], [ %2096, %2052 ]
  %2147 = phi ptr [ %80, %36 ], [ %2097, %2052 ]
  %2148 = phi ptr [ %82, %36 ], [ %2098, %2052 ]
  %2149 = phi i32 [ %38, %36 ], [ %2099, %2052 ], !dbg !414
  %2150 = phi i32 [ %37, %36 ], [ %2100, %2052 ], !dbg !834
    #dbg_value(i32 %2150, !165, !DIExpression(), !414)
    #dbg_value(i32 %2149, !166, !DIExpression(), !414)
  store i32 29, ptr %4, align 8, !dbg !835, !tbaa !424
  %2151 = getelementptr inbounds i8, ptr %0, i64 36
  %2152 = load i32, ptr %2151, align 4, !tbaa !453
  %2153 = icmp sgt i32 %2152, 0, !dbg !836
  br i1 %2153, label %2154, label %2157, !dbg !837

2154:                                             ; preds = %2102
  %2155 = getelementptr inbounds i8, ptr %0, i64 32
  %2156 = load i32, ptr %2155, align 8, !dbg !838, !tbaa !483
  br label %2164, !dbg !837

2157:                                             ; preds = %2102
  %2158 = load ptr, ptr %0, align 8, !tbaa !416
  %2159 = getelementptr inbounds i8, ptr %2158, i64 8
  %2160 = getelementptr inbounds i8, ptr %0, i64 32
  %2161 = getelementptr inbounds i8, ptr %2158, i64 12
  %2162 = getelementptr inbounds i8, ptr %2158, i64 16
  %2163 = load i32, ptr %2159, align 8, !tbaa !484
  br label %2171, !dbg !837

2164:                                             ; preds = %2191, %2154
  %2165 = phi i32 [ %2156, %2154 ], [ %2181, %2191 ], !dbg !838
  %2166 = phi i32 [ %2152, %2154 ], [ %2182, %2191 ], !dbg !836
  %2167 = add nsw i32 %2166, -1, !dbg !838
    #dbg_value(!DIArgList(i32 %2165, i32 %2167), !269, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !839)
  store i32 %2167, ptr %2151, align 4, !dbg !838, !tbaa !453
    #dbg_value(!DIArgList(i32 %2165, i32 %2167), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !414)
  %2168 = shl nuw i32 1, %2167, !dbg !840
  %2169 = and i32 %2165, %2168, !dbg !840
  %2170 = icmp eq i32 %2169, 0, !dbg !840
  br i1 %2170, label %2199, label %2193, !dbg !842

2171:                                             ; preds = %2157, %2191
  %2172 = phi i32 [ %2163, %2157 ], [ %2184, %2191 ]
  %2173 = phi i32 [ %2152, %2157 ], [ %2182, %2191 ]
  %2174 = icmp eq i32 %2172, 0, !dbg !843
  br i1 %2174, label %6043, label %2175, !dbg !837

2175:                                             ; preds = %2171
  %2176 = load i32, ptr %2160, align 8, !dbg !837, !tbaa !483
  %2177 = shl i32 %2176, 8, !dbg !837
  %2178 = load ptr, ptr %2158, align 8, !dbg !837, !tbaa !493
  %2179 = load i8, ptr %2178, align 1, !dbg !837, !tbaa !494
  %2180 = zext i8 %2179 to i32, !dbg !837
  %2181 = or disjoint i32 %2177, %2180, !dbg !837
  store i32 %2181, ptr %2160, align 8, !dbg !837, !tbaa !483
  %2182 = add nsw i32 %2173, 8, !dbg !837
  store i32 %2182, ptr %2151, align 4, !dbg !837, !tbaa !453
  %2183 = getelementptr inbounds i8, ptr %2178, i64 1, !dbg !837
  store ptr %2183, ptr %2158, align 8, !dbg !837, !tbaa !493
  %2184 = add i32 %2172, -1, !dbg !837
  store i32 %2184, ptr %2159, align 8, !dbg !837, !tbaa !484
  %2185 = load i32, ptr %2161, align 4, !dbg !837, !tbaa !495
  %2186 = add i32 %2185, 1, !dbg !837
  store i32 %2186, ptr %2161, align 4, !dbg !837, !tbaa !495
  %2187 = icmp eq i32 %2186, 0, !dbg !845
  br i1 %2187, label %2188, label %2191, !dbg !837

2188:                                             ; preds = %2175
  %2189 = load i32, ptr %2162, align 8, !dbg !845, !tbaa !498
  %2190 = add i32 %2189, 1, !dbg !845
  store i32 %2190, ptr %2162, align 8, !dbg !845, !tbaa !498
  br label %2191, !dbg !845

2191:                                             ; preds = %2188, %2175
  %2192 = icmp sgt i32 %2173, -8, !dbg !836
  br i1 %2192, label %2164, label %2171, !dbg !837, !llvm.loop !847

2193:                                             ; preds = %2164
  %2194 = getelementptr inbounds i8, ptr %0, i64 3196, !dbg !848
  %2195 = shl nsw i32 %2150, 4, !dbg !849
  %2196 = add nsw i32 %2195, %2149, !dbg !850
  %2197 = sext i32 %2196 to i64, !dbg !851
  %2198 = getelementptr inbounds [256 x i8], ptr %2194, i64 0, i64 %2197, !dbg !851
  store i8 1, ptr %2198, align 1, !dbg !852, !tbaa !494
  br label %2199, !dbg !851

2199:                                             ; preds = %2164, %2193
  %2200 = add nsw i32 %2149, 1, !dbg !853
    #dbg_value(i32 %2200, !166, !DIExpression(), !414)
  br label %2052, !dbg !854, !llvm.loop !855

2201:                                             ; preds = %2046, %2052
  %2202 = phi ptr [ %2053, %2052 ], [ %1997, %2046 ]
  %2203 = phi ptr [ %2054, %2052 ], [ %1998, %2046 ]
  %2204 = phi ptr [ %2055, %2052 ], [ %1999, %2046 ]
  %2205 = phi ptr [ %2056, %2052 ], [ %2000, %2046 ]
  %2206 = phi ptr [ %2057, %2052 ], [ %2001, %2046 ]
  %2207 = phi ptr [ %2058, %2052 ], [ %2002, %2046 ]
  %2208 = phi ptr [ %2059, %2052 ], [ %2003, %2046 ]
  %2209 = phi ptr [ %2060, %2052 ], [ %2004, %2046 ]
  %2210 = phi ptr [ %2061, %2052 ], [ %2005, %2046 ]
  %2211 = phi ptr [ %2062, %2052 ], [ %2006, %2046 ]
  %2212 = phi ptr [ %2063, %2052 ], [ %2007, %2046 ]
  %2213 = phi ptr [ %2064, %2052 ], [ %2008, %2046 ]
  %2214 = phi ptr [ %2065, %2052 ], [ %2009, %2046 ]
  %2215 = phi ptr [ %2066, %2052 ], [ %2010, %2046 ]
  %2216 = phi ptr [ %2067, %2052 ], [ %2011, %2046 ]
  %2217 = phi ptr [ %2068, %2052 ], [ %2012, %2046 ]
  %2218 = phi ptr [ %2069, %2052 ], [ %2013, %2046 ]
  %2219 = phi ptr [ %2070, %2052 ], [ %2014, %2046 ]
  %2220 = phi ptr [ %2071, %2052 ], [ %2015, %2046 ]
  %2221 = phi ptr [ %2072, %2052 ], [ %2016, %2046 ]
  %2222 = phi ptr [ %2073, %2052 ], [ %2017, %2046 ]
  %2223 = phi ptr [ %2074, %2052 ], [ %2018, %2046 ]
  %2224 = phi ptr [ %2075, %2052 ], [ %2019, %2046 ]
  %2225 = phi ptr [ %2076, %2052 ], [ %2020, %2046 ]
  %2226 = phi i32 [ %2077, %2052 ], [ %2021, %2046 ]
  %2227 = phi i32 [ %2078, %2052 ], [ %2022, %2046 ]
  %2228 = phi i32 [ %2079, %2052 ], [ %2023, %2046 ]
  %2229 = phi i32 [ %2080, %2052 ], [ %2024, %2046 ]
  %2230 = phi i32 [ %2081, %2052 ], [ %2025, %2046 ]
  %2231 = phi i32 [ %2082, %2052 ], [ %2026, %2046 ]
  %2232 = phi i32 [ %2083, %2052 ], [ %2027, %2046 ]
  %2233 = phi i32 [ %2084, %2052 ], [ %2028, %2046 ]
  %2234 = phi i32 [ %2085, %2052 ], [ %2029, %2046 ]
  %2235 = phi i32 [ %2086, %2052 ], [ %2030, %2046 ]
  %2236 = phi i32 [ %2087, %2052 ], [ %2031, %2046 ]
  %2237 = phi i32 [ %2088, %2052 ], [ %2032, %2046 ]
  %2238 = phi i32 [ %2089, %2052 ], [ %2033, %2046 ]
  %2239 = phi i32 [ %2090, %2052 ], [ %2034, %2046 ]
  %2240 = phi i32 [ %2091, %2052 ], [ %2035, %2046 ]
  %2241 = phi i32 [ %2092, %2052 ], [ %2036, %2046 ]
  %2242 = phi i32 [ %2093, %2052 ], [ %2037, %2046 ]
  %2243 = phi i32 [ %2094, %2052 ], [ %2038, %2046 ]
  %2244 = phi i32 [ %2095, %2052 ], [ %2039, %2046 ]
  %2245 = phi ptr [ %2096, %2052 ], [ %2040, %2046 ]
  %2246 = phi ptr [ %2097, %2052 ], [ %2041, %2046 ]
  %2247 = phi ptr [ %2098, %2052 ], [ %2042, %2046 ]
  %2248 = phi i32 [ %2099, %2052 ], [ %2043, %2046 ], !dbg !853
  %2249 = phi i32 [ %2100, %2052 ], [ %2044, %2046 ], !dbg !414
    #dbg_value(i32 %2249, !165, !DIExpression(), !414)
    #dbg_value(i32 %2248, !166, !DIExpression(), !414)
  %2250 = add nsw i32 %2249, 1, !dbg !857
    #dbg_value(i32 %2250, !165, !DIExpression(), !414)
  br label %1996, !dbg !858, !llvm.loop !859

2251:                                             ; preds = %1996
    #dbg_value(ptr %0, !861, !DIExpression(), !867)
  %2252 = getelementptr inbounds i8, ptr %0, i64 3192, !dbg !869
  store i32 0, ptr %2252, align 8, !dbg !870, !tbaa !871
    #dbg_value(i32 0, !866, !DIExpression(), !867)
  %2253 = getelementptr inbounds i8, ptr %0, i64 3196
  %2254 = getelementptr inbounds i8, ptr %0, i64 3468
  br label %2255, !dbg !872

2255:                                             ; preds = %2279, %2251
  %2256 = phi i32 [ 0, %2251 ], [ %2280, %2279 ]
  %2257 = phi i64 [ 0, %2251 ], [ %2281, %2279 ]
    #dbg_value(i64 %2257, !866, !DIExpression(), !867)
  %2258 = getelementptr inbounds [256 x i8], ptr %2253, i64 0, i64 %2257, !dbg !874
  %2259 = load i8, ptr %2258, align 1, !dbg !874, !tbaa !494
  %2260 = icmp eq i8 %2259, 0, !dbg !874
  br i1 %2260, label %2267, label %2261, !dbg !877

2261:                                             ; preds = %2255
  %2262 = trunc i64 %2257 to i8, !dbg !878
  %2263 = sext i32 %2256 to i64, !dbg !880
  %2264 = getelementptr inbounds [256 x i8], ptr %2254, i64 0, i64 %2263, !dbg !880
  store i8 %2262, ptr %2264, align 1, !dbg !881, !tbaa !494
  %2265 = load i32, ptr %2252, align 8, !dbg !882, !tbaa !871
  %2266 = add nsw i32 %2265, 1, !dbg !882
  store i32 %2266, ptr %2252, align 8, !dbg !882, !tbaa !871
  br label %2267, !dbg !883

2267:                                             ; preds = %2261, %2255
  %2268 = phi i32 [ %2256, %2255 ], [ %2266, %2261 ]
  %2269 = or disjoint i64 %2257, 1, !dbg !884
    #dbg_value(i64 %2269, !866, !DIExpression(), !867)
  %2270 = getelementptr inbounds [256 x i8], ptr %2253, i64 0, i64 %2269, !dbg !874
  %2271 = load i8, ptr %2270, align 1, !dbg !874, !tbaa !494
  %2272 = icmp eq i8 %2271, 0, !dbg !874
  br i1 %2272, label %2279, label %2273, !dbg !877

2273:                                             ; preds = %2267
  %2274 = trunc i64 %2269 to i8, !dbg !878
  %2275 = sext i32 %2268 to i64, !dbg !880
  %2276 = getelementptr inbounds [256 x i8], ptr %2254, i64 0, i64 %2275, !dbg !880
  store i8 %2274, ptr %2276, align 1, !dbg !881, !tbaa !494
  %2277 = load i32, ptr %2252, align 8, !dbg !882, !tbaa !871
  %2278 = add nsw i32 %2277, 1, !dbg !882
  store i32 %2278, ptr %2252, align 8, !dbg !882, !tbaa !871
  br label %2279, !dbg !883

2279:                                             ; preds = %2273, %2267
  %2280 = phi i32 [ %2268, %2267 ], [ %2278, %2273 ]
  %2281 = add nuw nsw i64 %2257, 2, !dbg !884
    #dbg_value(i64 %2281, !866, !DIExpression(), !867)
  %2282 = icmp eq i64 %2281, 256, !dbg !885
  br i1 %2282, label %2283, label %2255, !dbg !872, !llvm.loop !886

2283:                                             ; preds = %2279
  %2284 = icmp eq i32 %2280, 0, !dbg !888
  br i1 %2284, label %6043, label %2285, !dbg !890

2285:                                             ; preds = %2283
  %2286 = add nsw i32 %2280, 2, !dbg !891
    #dbg_value(i32 %2286, !168, !DIExpression(), !414)
  br label %2287, !dbg !892

2287:                                             ; preds = %36, %2285
  %2288 = phi ptr [ %106, %36 ], [ %1997, %2285 ]
  %2289 = phi ptr [ %105, %36 ], [ %1998, %2285 ]
  %2290 = phi ptr [ %104, %36 ], [ %1999, %2285 ]
  %2291 = phi ptr [ %103, %36 ], [ %2000, %2285 ]
  %2292 = phi ptr [ %102, %36 ], [ %2001, %2285 ]
  %2293 = phi ptr [ %101, %36 ], [ %2002, %2285 ]
  %2294 = phi ptr [ %100, %36 ], [ %2003, %2285 ]
  %2295 = phi ptr [ %99, %36 ], [ %2004, %2285 ]
  %2296 = phi ptr [ %98, %36 ], [ %2005, %2285 ]
  %2297 = phi ptr [ %97, %36 ], [ %2006, %2285 ]
  %2298 = phi ptr [ %96, %36 ], [ %2007, %2285 ]
  %2299 = phi ptr [ %95, %36 ], [ %2008, %2285 ]
  %2300 = phi ptr [ %94, %36 ], [ %2009, %2285 ]
  %2301 = phi ptr [ %93, %36 ], [ %2010, %2285 ]
  %2302 = phi ptr [ %92, %36 ], [ %2011, %2285 ]
  %2303 = phi ptr [ %91, %36 ], [ %2012, %2285 ]
  %2304 = phi ptr [ %90, %36 ], [ %2013, %2285 ]
  %2305 = phi ptr [ %89, %36 ], [ %2014, %2285 ]
  %2306 = phi ptr [ %88, %36 ], [ %2015, %2285 ]
  %2307 = phi ptr [ %87, %36 ], [ %2016, %2285 ]
  %2308 = phi ptr [ %86, %36 ], [ %2017, %2285 ]
  %2309 = phi ptr [ %85, %36 ], [ %2018, %2285 ]
  %2310 = phi ptr [ %84, %36 ], [ %2019, %2285 ]
  %2311 = phi ptr [ %83, %36 ], [ %2020, %2285 ]
  %2312 = phi i32 [ %40, %36 ], [ %2021, %2285 ]
  %2313 = phi i32 [ %44, %36 ], [ %2023, %2285 ]
  %2314 = phi i32 [ %46, %36 ], [ %2024, %2285 ]
  %2315 = phi i32 [ %48, %36 ], [ %2025, %2285 ]
  %2316 = phi i32 [ %50, %36 ], [ %2026, %2285 ]
  %2317 = phi i32 [ %52, %36 ], [ %2027, %2285 ]
  %2318 = phi i32 [ %54, %36 ], [ %2028, %2285 ]
  %2319 = phi i32 [ %56, %36 ], [ %2029, %2285 ]
  %2320 = phi i32 [ %58, %36 ], [ %2030, %2285 ]
  %2321 = phi i32 [ %60, %36 ], [ %2031, %2285 ]
  %2322 = phi i32 [ %62, %36 ], [ %2032, %2285 ]
  %2323 = phi i32 [ %64, %36 ], [ %2033, %2285 ]
  %2324 = phi i32 [ %66, %36 ], [ %2034, %2285 ]
  %2325 = phi i32 [ %68, %36 ], [ %2035, %2285 ]
  %2326 = phi i32 [ %70, %36 ], [ %2036, %2285 ]
  %2327 = phi i32 [ %72, %36 ], [ %2037, %2285 ]
  %2328 = phi i32 [ %74, %36 ], [ %2038, %2285 ]
  %2329 = phi i32 [ %76, %36 ], [ %2039, %2285 ]
  %2330 = phi ptr [ %78, %36 ], [ %2040, %2285 ]
  %2331 = phi ptr [ %80, %36 ], [ %2041, %2285 ]
  %2332 = phi ptr [ %82, %36 ], [ %2042, %2285 ]
  %2333 = phi i32 [ %42, %36 ], [ %2286, %2285 ], !dbg !414
  %2334 = phi i32 [ %38, %36 ], [ %2043, %2285 ], !dbg !414
  %2335 = phi i32 [ %37, %36 ], [ %2044, %2285 ], !dbg !414
    #dbg_value(i32 %2335, !165, !DIExpression(), !414)
    #dbg_value(i32 %2334, !166, !DIExpression(), !414)
    #dbg_value(i32 %2333, !168, !DIExpression(), !414)
  store i32 30, ptr %4, align 8, !dbg !893, !tbaa !424
  %2336 = getelementptr inbounds i8, ptr %0, i64 36
  %2337 = load i32, ptr %2336, align 4, !tbaa !453
  %2338 = icmp sgt i32 %2337, 2, !dbg !894
  br i1 %2338, label %2339, label %2342, !dbg !895

2339:                                             ; preds = %2287
  %2340 = getelementptr inbounds i8, ptr %0, i64 32
  %2341 = load i32, ptr %2340, align 8, !dbg !896, !tbaa !483
  br label %2349, !dbg !895

2342:                                             ; preds = %2287
  %2343 = load ptr, ptr %0, align 8, !tbaa !416
  %2344 = getelementptr inbounds i8, ptr %2343, i64 8
  %2345 = getelementptr inbounds i8, ptr %0, i64 32
  %2346 = getelementptr inbounds i8, ptr %2343, i64 12
  %2347 = getelementptr inbounds i8, ptr %2343, i64 16
  %2348 = load i32, ptr %2344, align 8, !tbaa !484
  br label %2355, !dbg !895

2349:                                             ; preds = %2375, %2339
  %2350 = phi i32 [ %2341, %2339 ], [ %2365, %2375 ], !dbg !896
  %2351 = phi i32 [ %2337, %2339 ], [ %2366, %2375 ], !dbg !894
  %2352 = add nsw i32 %2351, -3, !dbg !896
  %2353 = lshr i32 %2350, %2352, !dbg !896
  %2354 = and i32 %2353, 7, !dbg !896
    #dbg_value(i32 %2354, !279, !DIExpression(), !897)
  store i32 %2352, ptr %2336, align 4, !dbg !896, !tbaa !453
    #dbg_value(i32 %2354, !169, !DIExpression(), !414)
  switch i32 %2354, label %2377 [
    i32 7, label %6043
    i32 1, label %6043
    i32 0, label %6043
  ], !dbg !898

2355:                                             ; preds = %2342, %2375
  %2356 = phi i32 [ %2348, %2342 ], [ %2368, %2375 ]
  %2357 = phi i32 [ %2337, %2342 ], [ %2366, %2375 ]
  %2358 = icmp eq i32 %2356, 0, !dbg !900
  br i1 %2358, label %6043, label %2359, !dbg !895

2359:                                             ; preds = %2355
  %2360 = load i32, ptr %2345, align 8, !dbg !895, !tbaa !483
  %2361 = shl i32 %2360, 8, !dbg !895
  %2362 = load ptr, ptr %2343, align 8, !dbg !895, !tbaa !493
  %2363 = load i8, ptr %2362, align 1, !dbg !895, !tbaa !494
  %2364 = zext i8 %2363 to i32, !dbg !895
  %2365 = or disjoint i32 %2361, %2364, !dbg !895
  store i32 %2365, ptr %2345, align 8, !dbg !895, !tbaa !483
  %2366 = add nsw i32 %2357, 8, !dbg !895
  store i32 %2366, ptr %2336, align 4, !dbg !895, !tbaa !453
  %2367 = getelementptr inbounds i8, ptr %2362, i64 1, !dbg !895
  store ptr %2367, ptr %2343, align 8, !dbg !895, !tbaa !493
  %2368 = add i32 %2356, -1, !dbg !895
  store i32 %2368, ptr %2344, align 8, !dbg !895, !tbaa !484
  %2369 = load i32, ptr %2346, align 4, !dbg !895, !tbaa !495
  %2370 = add i32 %2369, 1, !dbg !895
  store i32 %2370, ptr %2346, align 4, !dbg !895, !tbaa !495
  %2371 = icmp eq i32 %2370, 0, !dbg !902
  br i1 %2371, label %2372, label %2375, !dbg !895

2372:                                             ; preds = %2359
  %2373 = load i32, ptr %2347, align 8, !dbg !902, !tbaa !498
  %2374 = add i32 %2373, 1, !dbg !902
  store i32 %2374, ptr %2347, align 8, !dbg !902, !tbaa !498
  br label %2375, !dbg !902

2375:                                             ; preds = %2372, %2359
  %2376 = icmp sgt i32 %2357, -6, !dbg !894
  br i1 %2376, label %2349, label %2355, !dbg !895, !llvm.loop !904

2377:                                             ; preds = %146, %2349
  %2378 = phi ptr [ %106, %146 ], [ %2288, %2349 ]
  %2379 = phi ptr [ %105, %146 ], [ %2289, %2349 ]
  %2380 = phi ptr [ %104, %146 ], [ %2290, %2349 ]
  %2381 = phi ptr [ %103, %146 ], [ %2291, %2349 ]
  %2382 = phi ptr [ %102, %146 ], [ %2292, %2349 ]
  %2383 = phi ptr [ %101, %146 ], [ %2293, %2349 ]
  %2384 = phi ptr [ %100, %146 ], [ %2294, %2349 ]
  %2385 = phi ptr [ %99, %146 ], [ %2295, %2349 ]
  %2386 = phi ptr [ %98, %146 ], [ %2296, %2349 ]
  %2387 = phi ptr [ %97, %146 ], [ %2297, %2349 ]
  %2388 = phi ptr [ %96, %146 ], [ %2298, %2349 ]
  %2389 = phi ptr [ %95, %146 ], [ %2299, %2349 ]
  %2390 = phi ptr [ %94, %146 ], [ %2300, %2349 ]
  %2391 = phi ptr [ %93, %146 ], [ %2301, %2349 ]
  %2392 = phi ptr [ %92, %146 ], [ %2302, %2349 ]
  %2393 = phi ptr [ %91, %146 ], [ %2303, %2349 ]
  %2394 = phi ptr [ %90, %146 ], [ %2304, %2349 ]
  %2395 = phi ptr [ %89, %146 ], [ %2305, %2349 ]
  %2396 = phi ptr [ %88, %146 ], [ %2306, %2349 ]
  %2397 = phi ptr [ %87, %146 ], [ %2307, %2349 ]
  %2398 = phi ptr [ %86, %146 ], [ %2308, %2349 ]
  %2399 = phi ptr [ %85, %146 ], [ %2309, %2349 ]
  %2400 = phi ptr [ %84, %146 ], [ %2310, %2349 ]
  %2401 = phi ptr [ %83, %146 ], [ %2311, %2349 ]
  %2402 = phi i32 [ %40, %146 ], [ %2312, %2349 ]
  %2403 = phi i32 [ %46, %146 ], [ %2314, %2349 ]
  %2404 = phi i32 [ %48, %146 ], [ %2315, %2349 ]
  %2405 = phi i32 [ %50, %146 ], [ %2316, %2349 ]
  %2406 = phi i32 [ %52, %146 ], [ %2317, %2349 ]
  %2407 = phi i32 [ %54, %146 ], [ %2318, %2349 ]
  %2408 = phi i32 [ %56, %146 ], [ %2319, %2349 ]
  %2409 = phi i32 [ %58, %146 ], [ %2320, %2349 ]
  %2410 = phi i32 [ %60, %146 ], [ %2321, %2349 ]
  %2411 = phi i32 [ %62, %146 ], [ %2322, %2349 ]
  %2412 = phi i32 [ %64, %146 ], [ %2323, %2349 ]
  %2413 = phi i32 [ %66, %146 ], [ %2324, %2349 ]
  %2414 = phi i32 [ %68, %146 ], [ %2325, %2349 ]
  %2415 = phi i32 [ %70, %146 ], [ %2326, %2349 ]
  %2416 = phi i32 [ %72, %146 ], [ %2327, %2349 ]
  %2417 = phi i32 [ %74, %146 ], [ %2328, %2349 ]
  %2418 = phi i32 [ %76, %146 ], [ %2329, %2349 ]
  %2419 = phi ptr [ %78, %146 ], [ %2330, %2349 ]
  %2420 = phi ptr [ %80, %146 ], [ %2331, %2349 ]
  %2421 = phi ptr [ %82, %146 ], [ %2332, %2349 ]
  %2422 = phi i32 [ %148, %146 ], [ %2352, %2349 ]
  %2423 = phi i32 [ %44, %146 ], [ %2354, %2349 ], !dbg !414
  %2424 = phi i32 [ %42, %146 ], [ %2333, %2349 ], !dbg !905
  %2425 = phi i32 [ %38, %146 ], [ %2334, %2349 ], !dbg !906
  %2426 = phi i32 [ %37, %146 ], [ %2335, %2349 ], !dbg !834
    #dbg_value(i32 %2426, !165, !DIExpression(), !414)
    #dbg_value(i32 %2425, !166, !DIExpression(), !414)
    #dbg_value(i32 %2424, !168, !DIExpression(), !414)
    #dbg_value(i32 %2423, !169, !DIExpression(), !414)
  store i32 31, ptr %4, align 8, !dbg !907, !tbaa !424
  %2427 = getelementptr inbounds i8, ptr %0, i64 36
  %2428 = icmp sgt i32 %2422, 14, !dbg !908
  br i1 %2428, label %2429, label %2432, !dbg !909

2429:                                             ; preds = %2377
  %2430 = getelementptr inbounds i8, ptr %0, i64 32
  %2431 = load i32, ptr %2430, align 8, !dbg !910, !tbaa !483
  br label %2439, !dbg !909

2432:                                             ; preds = %2377
  %2433 = load ptr, ptr %0, align 8, !tbaa !416
  %2434 = getelementptr inbounds i8, ptr %2433, i64 8
  %2435 = getelementptr inbounds i8, ptr %0, i64 32
  %2436 = getelementptr inbounds i8, ptr %2433, i64 12
  %2437 = getelementptr inbounds i8, ptr %2433, i64 16
  %2438 = load i32, ptr %2434, align 8, !tbaa !484
  br label %2446, !dbg !909

2439:                                             ; preds = %2466, %2429
  %2440 = phi i32 [ %2431, %2429 ], [ %2456, %2466 ], !dbg !910
  %2441 = phi i32 [ %2422, %2429 ], [ %2457, %2466 ], !dbg !908
  %2442 = add nsw i32 %2441, -15, !dbg !910
  %2443 = lshr i32 %2440, %2442, !dbg !910
  %2444 = and i32 %2443, 32767, !dbg !910
    #dbg_value(i32 %2444, !283, !DIExpression(), !911)
  store i32 %2442, ptr %2427, align 4, !dbg !910, !tbaa !453
    #dbg_value(i32 %2444, !170, !DIExpression(), !414)
  %2445 = icmp eq i32 %2444, 0, !dbg !912
  br i1 %2445, label %6043, label %2468, !dbg !914

2446:                                             ; preds = %2432, %2466
  %2447 = phi i32 [ %2438, %2432 ], [ %2459, %2466 ]
  %2448 = phi i32 [ %2422, %2432 ], [ %2457, %2466 ]
  %2449 = icmp eq i32 %2447, 0, !dbg !915
  br i1 %2449, label %6043, label %2450, !dbg !909

2450:                                             ; preds = %2446
  %2451 = load i32, ptr %2435, align 8, !dbg !909, !tbaa !483
  %2452 = shl i32 %2451, 8, !dbg !909
  %2453 = load ptr, ptr %2433, align 8, !dbg !909, !tbaa !493
  %2454 = load i8, ptr %2453, align 1, !dbg !909, !tbaa !494
  %2455 = zext i8 %2454 to i32, !dbg !909
  %2456 = or disjoint i32 %2452, %2455, !dbg !909
  store i32 %2456, ptr %2435, align 8, !dbg !909, !tbaa !483
  %2457 = add nsw i32 %2448, 8, !dbg !909
  store i32 %2457, ptr %2427, align 4, !dbg !909, !tbaa !453
  %2458 = getelementptr inbounds i8, ptr %2453, i64 1, !dbg !909
  store ptr %2458, ptr %2433, align 8, !dbg !909, !tbaa !493
  %2459 = add i32 %2447, -1, !dbg !909
  store i32 %2459, ptr %2434, align 8, !dbg !909, !tbaa !484
  %2460 = load i32, ptr %2436, align 4, !dbg !909, !tbaa !495
  %2461 = add i32 %2460, 1, !dbg !909
  store i32 %2461, ptr %2436, align 4, !dbg !909, !tbaa !495
  %2462 = icmp eq i32 %2461, 0, !dbg !917
  br i1 %2462, label %2463, label %2466, !dbg !909

2463:                                             ; preds = %2450
  %2464 = load i32, ptr %2437, align 8, !dbg !917, !tbaa !498
  %2465 = add i32 %2464, 1, !dbg !917
  store i32 %2465, ptr %2437, align 8, !dbg !917, !tbaa !498
  br label %2466, !dbg !917

2466:                                             ; preds = %2463, %2450
  %2467 = icmp sgt i32 %2448, 6, !dbg !908
  br i1 %2467, label %2439, label %2446, !dbg !909, !llvm.loop !919

2468:                                             ; preds = %2439, %2622
  %2469 = phi ptr [ %2519, %2622 ], [ %2378, %2439 ]
  %2470 = phi ptr [ %2520, %2622 ], [ %2379, %2439 ]
  %2471 = phi ptr [ %2521, %2622 ], [ %2380, %2439 ]
  %2472 = phi ptr [ %2522, %2622 ], [ %2381, %2439 ]
  %2473 = phi ptr [ %2523, %2622 ], [ %2382, %2439 ]
  %2474 = phi ptr [ %2524, %2622 ], [ %2383, %2439 ]
  %2475 = phi ptr [ %2525, %2622 ], [ %2384, %2439 ]
  %2476 = phi ptr [ %2526, %2622 ], [ %2385, %2439 ]
  %2477 = phi ptr [ %2527, %2622 ], [ %2386, %2439 ]
  %2478 = phi ptr [ %2528, %2622 ], [ %2387, %2439 ]
  %2479 = phi ptr [ %2529, %2622 ], [ %2388, %2439 ]
  %2480 = phi ptr [ %2530, %2622 ], [ %2389, %2439 ]
  %2481 = phi ptr [ %2531, %2622 ], [ %2390, %2439 ]
  %2482 = phi ptr [ %2532, %2622 ], [ %2391, %2439 ]
  %2483 = phi ptr [ %2533, %2622 ], [ %2392, %2439 ]
  %2484 = phi ptr [ %2534, %2622 ], [ %2393, %2439 ]
  %2485 = phi ptr [ %2535, %2622 ], [ %2394, %2439 ]
  %2486 = phi ptr [ %2536, %2622 ], [ %2395, %2439 ]
  %2487 = phi ptr [ %2537, %2622 ], [ %2396, %2439 ]
  %2488 = phi ptr [ %2538, %2622 ], [ %2397, %2439 ]
  %2489 = phi ptr [ %2539, %2622 ], [ %2398, %2439 ]
  %2490 = phi ptr [ %2540, %2622 ], [ %2399, %2439 ]
  %2491 = phi ptr [ %2541, %2622 ], [ %2400, %2439 ]
  %2492 = phi ptr [ %2542, %2622 ], [ %2401, %2439 ]
  %2493 = phi i32 [ %2543, %2622 ], [ %2402, %2439 ]
  %2494 = phi i32 [ %2544, %2622 ], [ %2404, %2439 ]
  %2495 = phi i32 [ %2545, %2622 ], [ %2405, %2439 ]
  %2496 = phi i32 [ %2546, %2622 ], [ %2406, %2439 ]
  %2497 = phi i32 [ %2547, %2622 ], [ %2407, %2439 ]
  %2498 = phi i32 [ %2548, %2622 ], [ %2408, %2439 ]
  %2499 = phi i32 [ %2549, %2622 ], [ %2409, %2439 ]
  %2500 = phi i32 [ %2550, %2622 ], [ %2410, %2439 ]
  %2501 = phi i32 [ %2551, %2622 ], [ %2411, %2439 ]
  %2502 = phi i32 [ %2552, %2622 ], [ %2412, %2439 ]
  %2503 = phi i32 [ %2553, %2622 ], [ %2413, %2439 ]
  %2504 = phi i32 [ %2554, %2622 ], [ %2414, %2439 ]
  %2505 = phi i32 [ %2555, %2622 ], [ %2415, %2439 ]
  %2506 = phi i32 [ %2556, %2622 ], [ %2416, %2439 ]
  %2507 = phi i32 [ %2557, %2622 ], [ %2417, %2439 ]
  %2508 = phi i32 [ %2558, %2622 ], [ %2418, %2439 ]
  %2509 = phi ptr [ %2559, %2622 ], [ %2419, %2439 ]
  %2510 = phi ptr [ %2560, %2622 ], [ %2420, %2439 ]
  %2511 = phi ptr [ %2561, %2622 ], [ %2421, %2439 ]
  %2512 = phi i32 [ %2562, %2622 ], [ %2444, %2439 ], !dbg !414
  %2513 = phi i32 [ %2563, %2622 ], [ %2423, %2439 ], !dbg !920
  %2514 = phi i32 [ %2564, %2622 ], [ %2424, %2439 ], !dbg !905
  %2515 = phi i32 [ %2573, %2622 ], [ %2425, %2439 ], !dbg !906
  %2516 = phi i32 [ %2623, %2622 ], [ 0, %2439 ], !dbg !921
    #dbg_value(i32 %2516, !165, !DIExpression(), !414)
    #dbg_value(i32 %2515, !166, !DIExpression(), !414)
    #dbg_value(i32 %2514, !168, !DIExpression(), !414)
    #dbg_value(i32 %2513, !169, !DIExpression(), !414)
    #dbg_value(i32 %2512, !170, !DIExpression(), !414)
  %2517 = icmp slt i32 %2516, %2512, !dbg !922
  br i1 %2517, label %2518, label %2624, !dbg !923

2518:                                             ; preds = %36, %2468
  %2519 = phi ptr [ %2469, %2468 ], [ %106, %36 ]
  %2520 = phi ptr [ %2470, %2468 ], [ %105, %36 ]
  %2521 = phi ptr [ %2471, %2468 ], [ %104, %36 ]
  %2522 = phi ptr [ %2472, %2468 ], [ %103, %36 ]
  %2523 = phi ptr [ %2473, %2468 ], [ %102, %36 ]
  %2524 = phi ptr [ %2474, %2468 ], [ %101, %36 ]
  %2525 = phi ptr [ %2475, %2468 ], [ %100, %36 ]
  %2526 = phi ptr [ %2476, %2468 ], [ %99, %36 ]
  %2527 = phi ptr [ %2477, %2468 ], [ %98, %36 ]
  %2528 = phi ptr [ %2478, %2468 ], [ %97, %36 ]
  %2529 = phi ptr [ %2479, %2468 ], [ %96, %36 ]
  %2530 = phi ptr [ %2480, %2468 ], [ %95, %36 ]
  %2531 = phi ptr [ %2481, %2468 ], [ %94, %36 ]
  %2532 = phi ptr [ %2482, %2468 ], [ %93, %36 ]
  %2533 = phi ptr [ %2483, %2468 ], [ %92, %36 ]
  %2534 = phi ptr [ %2484, %2468 ], [ %91, %36 ]
  %2535 = phi ptr [ %2485, %2468 ], [ %90, %36 ]
  %2536 = phi ptr [ %2486, %2468 ], [ %89, %36 ]
  %2537 = phi ptr [ %2487, %2468 ], [ %88, %36 ]
  %2538 = phi ptr [ %2488, %2468 ], [ %87, %36 ]
  %2539 = phi ptr [ %2489, %2468 ], [ %86, %36 ]
  %2540 = phi ptr [ %2490, %2468 ], [ %85, %36 ]
  %2541 = phi ptr [ %2491, %2468 ], [ %84, %36 ]
  %2542 = phi ptr [ %2492, %2468 ], [ %83, %36 ]
  %2543 = phi i32 [ %2493, %2468 ], [ %40, %36 ]
  %2544 = phi i32 [ %2494, %2468 ], [ %48, %36 ]
  %2545 = phi i32 [ %2495, %2468 ], [ %50, %36 ]
  %2546 = phi i32 [ %2496, %2468 ], [ %52, %36 ]
  %2547 = phi i32 [ %2497, %2468 ], [ %54, %36 ]
  %2548 = phi i32 [ %2498, %2468 ], [ %56, %36 ]
  %2549 = phi i32 [ %2499, %2468 ], [ %58, %36 ]
  %2550 = phi i32 [ %2500, %2468 ], [ %60, %36 ]
  %2551 = phi i32 [ %2501, %2468 ], [ %62, %36 ]
  %2552 = phi i32 [ %2502, %2468 ], [ %64, %36 ]
  %2553 = phi i32 [ %2503, %2468 ], [ %66, %36 ]
  %2554 = phi i32 [ %2504, %2468 ], [ %68, %36 ]
  %2555 = phi i32 [ %2505, %2468 ], [ %70, %36 ]
  %2556 = phi i32 [ %2506, %2468 ], [ %72, %36 ]
  %2557 = phi i32 [ %2507, %2468 ], [ %74, %36 ]
  %2558 = phi i32 [ %2508, %2468 ], [ %76, %36 ]
  %2559 = phi ptr [ %2509, %2468 ], [ %78, %36 ]
  %2560 = phi ptr [ %2510, %2468 ], [ %80, %36 ]
  %2561 = phi ptr [ %2511, %2468 ], [ %82, %36 ]
  %2562 = phi i32 [ %2512, %2468 ], [ %46, %36 ]
  %2563 = phi i32 [ %2513, %2468 ], [ %44, %36 ]
  %2564 = phi i32 [ %2514, %2468 ], [ %42, %36 ]
  %2565 = phi i32 [ 0, %2468 ], [ %38, %36 ]
  %2566 = phi i32 [ %2516, %2468 ], [ %37, %36 ]
  %2567 = getelementptr inbounds i8, ptr %0, i64 36
  %2568 = getelementptr inbounds i8, ptr %0, i64 32
  %2569 = getelementptr inbounds i8, ptr %0, i64 32
  %2570 = load i32, ptr %2567, align 4, !tbaa !453
  br label %2571, !dbg !924

2571:                                             ; preds = %2518, %2612
  %2572 = phi i32 [ %2586, %2612 ], [ %2570, %2518 ]
  %2573 = phi i32 [ %2613, %2612 ], [ %2565, %2518 ], !dbg !414
    #dbg_value(i32 %2566, !165, !DIExpression(), !414)
    #dbg_value(i32 %2573, !166, !DIExpression(), !414)
    #dbg_value(i32 %2564, !168, !DIExpression(), !414)
    #dbg_value(i32 %2563, !169, !DIExpression(), !414)
    #dbg_value(i32 %2562, !170, !DIExpression(), !414)
  store i32 32, ptr %4, align 8, !dbg !925, !tbaa !424
  %2574 = icmp sgt i32 %2572, 0, !dbg !926
  br i1 %2574, label %2575, label %2577, !dbg !927

2575:                                             ; preds = %2571
  %2576 = load i32, ptr %2569, align 8, !dbg !928, !tbaa !483
  br label %2583, !dbg !927

2577:                                             ; preds = %2571
  %2578 = load ptr, ptr %0, align 8, !tbaa !416
  %2579 = getelementptr inbounds i8, ptr %2578, i64 8
  %2580 = getelementptr inbounds i8, ptr %2578, i64 12
  %2581 = getelementptr inbounds i8, ptr %2578, i64 16
  %2582 = load i32, ptr %2579, align 8, !tbaa !484
  br label %2590, !dbg !927

2583:                                             ; preds = %2610, %2575
  %2584 = phi i32 [ %2576, %2575 ], [ %2600, %2610 ], !dbg !928
  %2585 = phi i32 [ %2572, %2575 ], [ %2601, %2610 ], !dbg !926
  %2586 = add nsw i32 %2585, -1, !dbg !928
    #dbg_value(!DIArgList(i32 %2584, i32 %2586), !287, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !929)
  store i32 %2586, ptr %2567, align 4, !dbg !928, !tbaa !453
    #dbg_value(!DIArgList(i32 %2584, i32 %2586), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !414)
  %2587 = shl nuw i32 1, %2586, !dbg !930
  %2588 = and i32 %2584, %2587, !dbg !930
  %2589 = icmp eq i32 %2588, 0, !dbg !930
  br i1 %2589, label %2615, label %2612, !dbg !932

2590:                                             ; preds = %2577, %2610
  %2591 = phi i32 [ %2582, %2577 ], [ %2603, %2610 ]
  %2592 = phi i32 [ %2572, %2577 ], [ %2601, %2610 ]
  %2593 = icmp eq i32 %2591, 0, !dbg !933
  br i1 %2593, label %6043, label %2594, !dbg !927

2594:                                             ; preds = %2590
  %2595 = load i32, ptr %2568, align 8, !dbg !927, !tbaa !483
  %2596 = shl i32 %2595, 8, !dbg !927
  %2597 = load ptr, ptr %2578, align 8, !dbg !927, !tbaa !493
  %2598 = load i8, ptr %2597, align 1, !dbg !927, !tbaa !494
  %2599 = zext i8 %2598 to i32, !dbg !927
  %2600 = or disjoint i32 %2596, %2599, !dbg !927
  store i32 %2600, ptr %2568, align 8, !dbg !927, !tbaa !483
  %2601 = add nsw i32 %2592, 8, !dbg !927
  store i32 %2601, ptr %2567, align 4, !dbg !927, !tbaa !453
  %2602 = getelementptr inbounds i8, ptr %2597, i64 1, !dbg !927
  store ptr %2602, ptr %2578, align 8, !dbg !927, !tbaa !493
  %2603 = add i32 %2591, -1, !dbg !927
  store i32 %2603, ptr %2579, align 8, !dbg !927, !tbaa !484
  %2604 = load i32, ptr %2580, align 4, !dbg !927, !tbaa !495
  %2605 = add i32 %2604, 1, !dbg !927
  store i32 %2605, ptr %2580, align 4, !dbg !927, !tbaa !495
  %2606 = icmp eq i32 %2605, 0, !dbg !935
  br i1 %2606, label %2607, label %2610, !dbg !927

2607:                                             ; preds = %2594
  %2608 = load i32, ptr %2581, align 8, !dbg !935, !tbaa !498
  %2609 = add i32 %2608, 1, !dbg !935
  store i32 %2609, ptr %2581, align 8, !dbg !935, !tbaa !498
  br label %2610, !dbg !935

2610:                                             ; preds = %2607, %2594
  %2611 = icmp sgt i32 %2592, -8, !dbg !926
  br i1 %2611, label %2583, label %2590, !dbg !927, !llvm.loop !937

2612:                                             ; preds = %2583
  %2613 = add nsw i32 %2573, 1, !dbg !938
    #dbg_value(i32 %2613, !166, !DIExpression(), !414)
  %2614 = icmp slt i32 %2613, %2563, !dbg !939
  br i1 %2614, label %2571, label %6043, !dbg !941, !llvm.loop !942

2615:                                             ; preds = %2583
  %2616 = icmp slt i32 %2566, 18002, !dbg !944
  br i1 %2616, label %2617, label %2622, !dbg !946

2617:                                             ; preds = %2615
  %2618 = trunc i32 %2573 to i8, !dbg !947
  %2619 = getelementptr inbounds i8, ptr %0, i64 25886, !dbg !948
  %2620 = sext i32 %2566 to i64, !dbg !949
  %2621 = getelementptr inbounds [18002 x i8], ptr %2619, i64 0, i64 %2620, !dbg !949
  store i8 %2618, ptr %2621, align 1, !dbg !950, !tbaa !494
  br label %2622, !dbg !949

2622:                                             ; preds = %2615, %2617
  %2623 = add nsw i32 %2566, 1, !dbg !951
    #dbg_value(i32 %2623, !165, !DIExpression(), !414)
  br label %2468, !dbg !952, !llvm.loop !953

2624:                                             ; preds = %2468
  %2625 = tail call i32 @llvm.smin.i32(i32 %2512, i32 18002), !dbg !955
    #dbg_value(i32 %2625, !170, !DIExpression(), !414)
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %2) #7, !dbg !956
    #dbg_value(i8 0, !299, !DIExpression(), !413)
  %2626 = icmp sgt i32 %2513, 0, !dbg !957
  br i1 %2626, label %2627, label %2696, !dbg !960

2627:                                             ; preds = %2624
  %2628 = icmp ult i32 %2513, 8, !dbg !960
  br i1 %2628, label %2675, label %2629, !dbg !960

2629:                                             ; preds = %2627
  %2630 = add nsw i32 %2513, -1, !dbg !960
  %2631 = and i32 %2630, 255, !dbg !960
  %2632 = icmp eq i32 %2631, 255, !dbg !960
  %2633 = icmp ugt i32 %2630, 255, !dbg !960
  %2634 = or i1 %2632, %2633, !dbg !960
  br i1 %2634, label %2675, label %2635

2635:                                             ; preds = %2629
  %2636 = icmp ult i32 %2513, 32, !dbg !960
  br i1 %2636, label %2677, label %2637, !dbg !960

2637:                                             ; preds = %2635
  %2638 = and i32 %2513, 480, !dbg !960
  %2639 = trunc i32 %2638 to i8, !dbg !960
  %2640 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !961
  store <16 x i8> <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8, i8 9, i8 10, i8 11, i8 12, i8 13, i8 14, i8 15>, ptr %2, align 16, !dbg !961, !tbaa !494
  store <16 x i8> <i8 16, i8 17, i8 18, i8 19, i8 20, i8 21, i8 22, i8 23, i8 24, i8 25, i8 26, i8 27, i8 28, i8 29, i8 30, i8 31>, ptr %2640, align 16, !dbg !961, !tbaa !494
  %2641 = icmp eq i32 %2638, 32
  br i1 %2641, label %2669, label %2642, !llvm.loop !962

2642:                                             ; preds = %2637
  %2643 = getelementptr inbounds i8, ptr %2, i64 32, !dbg !966
  %2644 = getelementptr inbounds i8, ptr %2, i64 48, !dbg !961
  store <16 x i8> <i8 32, i8 33, i8 34, i8 35, i8 36, i8 37, i8 38, i8 39, i8 40, i8 41, i8 42, i8 43, i8 44, i8 45, i8 46, i8 47>, ptr %2643, align 16, !dbg !961, !tbaa !494
  store <16 x i8> <i8 48, i8 49, i8 50, i8 51, i8 52, i8 53, i8 54, i8 55, i8 56, i8 57, i8 58, i8 59, i8 60, i8 61, i8 62, i8 63>, ptr %2644, align 16, !dbg !961, !tbaa !494
  %2645 = icmp eq i32 %2638, 64
  br i1 %2645, label %2669, label %2646, !llvm.loop !962

2646:                                             ; preds = %2642
  %2647 = getelementptr inbounds i8, ptr %2, i64 64, !dbg !966
  %2648 = getelementptr inbounds i8, ptr %2, i64 80, !dbg !961
  store <16 x i8> <i8 64, i8 65, i8 66, i8 67, i8 68, i8 69, i8 70, i8 71, i8 72, i8 73, i8 74, i8 75, i8 76, i8 77, i8 78, i8 79>, ptr %2647, align 16, !dbg !961, !tbaa !494
  store <16 x i8> <i8 80, i8 81, i8 82, i8 83, i8 84, i8 85, i8 86, i8 87, i8 88, i8 89, i8 90, i8 91, i8 92, i8 93, i8 94, i8 95>, ptr %2648, align 16, !dbg !961, !tbaa !494
  %2649 = icmp eq i32 %2638, 96
  br i1 %2649, label %2669, label %2650, !llvm.loop !962

2650:                                             ; preds = %2646
  %2651 = getelementptr inbounds i8, ptr %2, i64 96, !dbg !966
  %2652 = getelementptr inbounds i8, ptr %2, i64 112, !dbg !961
  store <16 x i8> <i8 96, i8 97, i8 98, i8 99, i8 100, i8 101, i8 102, i8 103, i8 104, i8 105, i8 106, i8 107, i8 108, i8 109, i8 110, i8 111>, ptr %2651, align 16, !dbg !961, !tbaa !494
  store <16 x i8> <i8 112, i8 113, i8 114, i8 115, i8 116, i8 117, i8 118, i8 119, i8 120, i8 121, i8 122, i8 123, i8 124, i8 125, i8 126, i8 127>, ptr %2652, align 16, !dbg !961, !tbaa !494
  %2653 = icmp eq i32 %2638, 128
  br i1 %2653, label %2669, label %2654, !llvm.loop !962

2654:                                             ; preds = %2650
  %2655 = getelementptr inbounds i8, ptr %2, i64 128, !dbg !966
  %2656 = getelementptr inbounds i8, ptr %2, i64 144, !dbg !961
  store <16 x i8> <i8 -128, i8 -127, i8 -126, i8 -125, i8 -124, i8 -123, i8 -122, i8 -121, i8 -120, i8 -119, i8 -118, i8 -117, i8 -116, i8 -115, i8 -114, i8 -113>, ptr %2655, align 16, !dbg !961, !tbaa !494
  store <16 x i8> <i8 -112, i8 -111, i8 -110, i8 -109, i8 -108, i8 -107, i8 -106, i8 -105, i8 -104, i8 -103, i8 -102, i8 -101, i8 -100, i8 -99, i8 -98, i8 -97>, ptr %2656, align 16, !dbg !961, !tbaa !494
  %2657 = icmp eq i32 %2638, 160
  br i1 %2657, label %2669, label %2658, !llvm.loop !962

2658:                                             ; preds = %2654
  %2659 = getelementptr inbounds i8, ptr %2, i64 160, !dbg !966
  %2660 = getelementptr inbounds i8, ptr %2, i64 176, !dbg !961
  store <16 x i8> <i8 -96, i8 -95, i8 -94, i8 -93, i8 -92, i8 -91, i8 -90, i8 -89, i8 -88, i8 -87, i8 -86, i8 -85, i8 -84, i8 -83, i8 -82, i8 -81>, ptr %2659, align 16, !dbg !961, !tbaa !494
  store <16 x i8> <i8 -80, i8 -79, i8 -78, i8 -77, i8 -76, i8 -75, i8 -74, i8 -73, i8 -72, i8 -71, i8 -70, i8 -69, i8 -68, i8 -67, i8 -66, i8 -65>, ptr %2660, align 16, !dbg !961, !tbaa !494
  %2661 = icmp eq i32 %2638, 192
  br i1 %2661, label %2669, label %2662, !llvm.loop !962

2662:                                             ; preds = %2658
  %2663 = getelementptr inbounds i8, ptr %2, i64 192, !dbg !966
  %2664 = getelementptr inbounds i8, ptr %2, i64 208, !dbg !961
  store <16 x i8> <i8 -64, i8 -63, i8 -62, i8 -61, i8 -60, i8 -59, i8 -58, i8 -57, i8 -56, i8 -55, i8 -54, i8 -53, i8 -52, i8 -51, i8 -50, i8 -49>, ptr %2663, align 16, !dbg !961, !tbaa !494
  store <16 x i8> <i8 -48, i8 -47, i8 -46, i8 -45, i8 -44, i8 -43, i8 -42, i8 -41, i8 -40, i8 -39, i8 -38, i8 -37, i8 -36, i8 -35, i8 -34, i8 -33>, ptr %2664, align 16, !dbg !961, !tbaa !494
  %2665 = icmp eq i32 %2638, 224
  br i1 %2665, label %2669, label %2666, !llvm.loop !962

2666:                                             ; preds = %2662
  %2667 = getelementptr inbounds i8, ptr %2, i64 224, !dbg !966
  %2668 = getelementptr inbounds i8, ptr %2, i64 240, !dbg !961
  store <16 x i8> <i8 -32, i8 -31, i8 -30, i8 -29, i8 -28, i8 -27, i8 -26, i8 -25, i8 -24, i8 -23, i8 -22, i8 -21, i8 -20, i8 -19, i8 -18, i8 -17>, ptr %2667, align 16, !dbg !961, !tbaa !494
  store <16 x i8> <i8 -16, i8 -15, i8 -14, i8 -13, i8 -12, i8 -11, i8 -10, i8 -9, i8 -8, i8 -7, i8 -6, i8 -5, i8 -4, i8 -3, i8 -2, i8 -1>, ptr %2668, align 16, !dbg !961, !tbaa !494
  br label %2669

2669:                                             ; preds = %2666, %2662, %2658, %2654, %2650, %2646, %2642, %2637
  %2670 = icmp eq i32 %2513, %2638, !dbg !960
  br i1 %2670, label %2696, label %2671, !dbg !960

2671:                                             ; preds = %2669
  %2672 = trunc i32 %2638 to i8, !dbg !960
  %2673 = and i32 %2513, 24, !dbg !960
  %2674 = icmp eq i32 %2673, 0, !dbg !960
  br i1 %2674, label %2675, label %2677, !dbg !960

2675:                                             ; preds = %2694, %2629, %2627, %2671
  %2676 = phi i8 [ 0, %2627 ], [ 0, %2629 ], [ %2672, %2671 ], [ %2681, %2694 ]
  br label %2706, !dbg !960

2677:                                             ; preds = %2635, %2671
  %2678 = phi i8 [ %2639, %2671 ], [ 0, %2635 ]
  %2679 = phi i32 [ %2638, %2671 ], [ 0, %2635 ]
  %2680 = and i32 %2513, 504, !dbg !960
  %2681 = trunc i32 %2680 to i8, !dbg !960
  %2682 = insertelement <8 x i8> poison, i8 %2678, i64 0, !dbg !960
  %2683 = shufflevector <8 x i8> %2682, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !960
  %2684 = add <8 x i8> %2683, <i8 0, i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7>, !dbg !960
  br label %2685, !dbg !960

2685:                                             ; preds = %2685, %2677
  %2686 = phi i32 [ %2679, %2677 ], [ %2691, %2685 ]
  %2687 = phi <8 x i8> [ %2684, %2677 ], [ %2692, %2685 ]
  %2688 = and i32 %2686, 248, !dbg !966
  %2689 = zext nneg i32 %2688 to i64, !dbg !966
  %2690 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2689, !dbg !966
  store <8 x i8> %2687, ptr %2690, align 8, !dbg !961, !tbaa !494
  %2691 = add nuw i32 %2686, 8
  %2692 = add <8 x i8> %2687, <i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8, i8 8>
  %2693 = icmp eq i32 %2691, %2680
  br i1 %2693, label %2694, label %2685, !llvm.loop !967

2694:                                             ; preds = %2685
  %2695 = icmp eq i32 %2513, %2680, !dbg !960
  br i1 %2695, label %2696, label %2675, !dbg !960

2696:                                             ; preds = %2706, %2669, %2694, %2624
    #dbg_value(i32 0, !165, !DIExpression(), !414)
  %2697 = icmp sgt i32 %2512, 0, !dbg !968
  br i1 %2697, label %2698, label %2819, !dbg !971

2698:                                             ; preds = %2696
  %2699 = getelementptr inbounds i8, ptr %0, i64 25886
  %2700 = getelementptr inbounds i8, ptr %0, i64 7884
  %2701 = zext nneg i32 %2625 to i64, !dbg !968
  %2702 = getelementptr i8, ptr %2, i64 -15
  %2703 = getelementptr i8, ptr %2, i64 -15
  %2704 = getelementptr i8, ptr %2, i64 -7
  %2705 = getelementptr i8, ptr %2, i64 -7
  br label %2713, !dbg !971

2706:                                             ; preds = %2675, %2706
  %2707 = phi i8 [ %2710, %2706 ], [ %2676, %2675 ]
    #dbg_value(i8 %2707, !299, !DIExpression(), !413)
  %2708 = zext i8 %2707 to i64, !dbg !966
  %2709 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2708, !dbg !966
  store i8 %2707, ptr %2709, align 1, !dbg !961, !tbaa !494
  %2710 = add i8 %2707, 1, !dbg !972
    #dbg_value(i8 %2710, !299, !DIExpression(), !413)
  %2711 = zext i8 %2710 to i32, !dbg !973
  %2712 = icmp ugt i32 %2513, %2711, !dbg !957
  br i1 %2712, label %2706, label %2696, !dbg !960, !llvm.loop !974

2713:                                             ; preds = %2698, %2815
  %2714 = phi i64 [ 0, %2698 ], [ %2817, %2815 ]
    #dbg_value(i64 %2714, !165, !DIExpression(), !414)
  %2715 = getelementptr inbounds [18002 x i8], ptr %2699, i64 0, i64 %2714, !dbg !975
  %2716 = load i8, ptr %2715, align 1, !dbg !975, !tbaa !494
    #dbg_value(i8 %2716, !299, !DIExpression(), !413)
  %2717 = zext i8 %2716 to i64, !dbg !977
  %2718 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2717, !dbg !977
  %2719 = load i8, ptr %2718, align 1, !dbg !977, !tbaa !494
    #dbg_value(i8 %2719, !298, !DIExpression(), !413)
  %2720 = icmp eq i8 %2716, 0, !dbg !978
  br i1 %2720, label %2815, label %2721, !dbg !979

2721:                                             ; preds = %2713
  %2722 = icmp ult i8 %2716, 8, !dbg !979
  br i1 %2722, label %2784, label %2723, !dbg !979

2723:                                             ; preds = %2721
  %2724 = add i8 %2716, -1, !dbg !979
  %2725 = zext i8 %2716 to i32, !dbg !979
  %2726 = add nsw i32 %2725, -1, !dbg !979
  %2727 = zext i8 %2724 to i32, !dbg !979
  %2728 = icmp ult i32 %2726, %2727, !dbg !979
  %2729 = getelementptr i8, ptr %2, i64 %2717, !dbg !979
  %2730 = zext i8 %2724 to i64, !dbg !979
  %2731 = sub nsw i64 0, %2730, !dbg !979
  %2732 = getelementptr i8, ptr %2729, i64 %2731, !dbg !979
  %2733 = icmp ugt ptr %2732, %2729, !dbg !979
  %2734 = zext i32 %2726 to i64, !dbg !979
  %2735 = getelementptr i8, ptr %2, i64 %2734, !dbg !979
  %2736 = zext i8 %2724 to i64, !dbg !979
  %2737 = sub nsw i64 0, %2736, !dbg !979
  %2738 = getelementptr i8, ptr %2735, i64 %2737, !dbg !979
  %2739 = icmp ugt ptr %2738, %2735, !dbg !979
  %2740 = or i1 %2728, %2733, !dbg !979
  %2741 = or i1 %2740, %2739, !dbg !979
  br i1 %2741, label %2784, label %2742

2742:                                             ; preds = %2723
  %2743 = zext i8 %2716 to i64, !dbg !979
  %2744 = add nuw nsw i64 %2743, 4294967295, !dbg !979
  %2745 = and i64 %2744, 4294967295, !dbg !979
  %2746 = sub nsw i64 %2745, %2717, !dbg !979
  %2747 = icmp ult i64 %2746, 16, !dbg !979
  br i1 %2747, label %2784, label %2748

2748:                                             ; preds = %2742
  %2749 = icmp ult i8 %2716, 16, !dbg !979
  br i1 %2749, label %2768, label %2750, !dbg !979

2750:                                             ; preds = %2748
  %2751 = and i64 %2717, 240, !dbg !979
  br label %2752, !dbg !979

2752:                                             ; preds = %2752, %2750
  %2753 = phi i64 [ 0, %2750 ], [ %2760, %2752 ]
  %2754 = sub i64 %2717, %2753, !dbg !979
  %2755 = add nuw nsw i64 %2754, 4294967295, !dbg !980
  %2756 = and i64 %2755, 4294967295, !dbg !982
  %2757 = getelementptr [6 x i8], ptr %2702, i64 0, i64 %2756, !dbg !982
  %2758 = load <16 x i8>, ptr %2757, align 1, !dbg !982, !tbaa !494
  %2759 = getelementptr [6 x i8], ptr %2703, i64 0, i64 %2754, !dbg !983
  store <16 x i8> %2758, ptr %2759, align 1, !dbg !983, !tbaa !494
  %2760 = add nuw i64 %2753, 16
  %2761 = icmp eq i64 %2760, %2751
  br i1 %2761, label %2762, label %2752, !llvm.loop !984

2762:                                             ; preds = %2752
  %2763 = icmp eq i64 %2751, %2717, !dbg !979
  br i1 %2763, label %2815, label %2764, !dbg !979

2764:                                             ; preds = %2762
  %2765 = and i64 %2717, 15, !dbg !979
  %2766 = and i64 %2717, 8, !dbg !979
  %2767 = icmp eq i64 %2766, 0, !dbg !979
  br i1 %2767, label %2784, label %2768, !dbg !979

2768:                                             ; preds = %2748, %2764
  %2769 = phi i64 [ %2751, %2764 ], [ 0, %2748 ]
  %2770 = and i64 %2717, 248, !dbg !979
  %2771 = and i64 %2717, 7, !dbg !979
  br label %2772, !dbg !979

2772:                                             ; preds = %2772, %2768
  %2773 = phi i64 [ %2769, %2768 ], [ %2780, %2772 ]
  %2774 = sub i64 %2717, %2773, !dbg !979
  %2775 = add nuw nsw i64 %2774, 4294967295, !dbg !980
  %2776 = and i64 %2775, 4294967295, !dbg !982
  %2777 = getelementptr [6 x i8], ptr %2704, i64 0, i64 %2776, !dbg !982
  %2778 = load <8 x i8>, ptr %2777, align 1, !dbg !982, !tbaa !494
  %2779 = getelementptr [6 x i8], ptr %2705, i64 0, i64 %2774, !dbg !983
  store <8 x i8> %2778, ptr %2779, align 1, !dbg !983, !tbaa !494
  %2780 = add nuw i64 %2773, 8
  %2781 = icmp eq i64 %2780, %2770
  br i1 %2781, label %2782, label %2772, !llvm.loop !986

2782:                                             ; preds = %2772
  %2783 = icmp eq i64 %2770, %2717, !dbg !979
  br i1 %2783, label %2815, label %2784, !dbg !979

2784:                                             ; preds = %2782, %2742, %2723, %2721, %2764
  %2785 = phi i64 [ %2717, %2721 ], [ %2717, %2742 ], [ %2717, %2723 ], [ %2765, %2764 ], [ %2771, %2782 ]
  %2786 = trunc nuw i64 %2785 to i8, !dbg !979
  %2787 = and i8 %2786, 1, !dbg !979
  %2788 = icmp eq i8 %2787, 0, !dbg !979
  br i1 %2788, label %2796, label %2789, !dbg !979

2789:                                             ; preds = %2784
    #dbg_value(i64 %2785, !299, !DIExpression(), !413)
  %2790 = add nuw nsw i64 %2785, 4294967295, !dbg !980
  %2791 = and i64 %2790, 4294967295, !dbg !982
  %2792 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2791, !dbg !982
  %2793 = load i8, ptr %2792, align 1, !dbg !982, !tbaa !494
  %2794 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2785, !dbg !987
  store i8 %2793, ptr %2794, align 1, !dbg !983, !tbaa !494
  %2795 = add nsw i64 %2785, -1, !dbg !988
    #dbg_value(i64 %2795, !299, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !413)
  br label %2796, !dbg !979

2796:                                             ; preds = %2789, %2784
  %2797 = phi i64 [ %2785, %2784 ], [ %2795, %2789 ]
  %2798 = icmp eq i64 %2785, 1, !dbg !979
  br i1 %2798, label %2815, label %2799, !dbg !979

2799:                                             ; preds = %2796, %2799
  %2800 = phi i64 [ %2812, %2799 ], [ %2797, %2796 ]
    #dbg_value(i64 %2800, !299, !DIExpression(), !413)
  %2801 = add nuw nsw i64 %2800, 4294967295, !dbg !980
  %2802 = and i64 %2801, 4294967295, !dbg !982
  %2803 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2802, !dbg !982
  %2804 = load i8, ptr %2803, align 1, !dbg !982, !tbaa !494
  %2805 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2800, !dbg !987
  store i8 %2804, ptr %2805, align 1, !dbg !983, !tbaa !494
  %2806 = add nsw i64 %2800, -1, !dbg !988
    #dbg_value(i64 %2806, !299, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !413)
    #dbg_value(i64 %2806, !299, !DIExpression(), !413)
  %2807 = add nsw i64 %2800, 4294967294, !dbg !980
  %2808 = and i64 %2807, 4294967295, !dbg !982
  %2809 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2808, !dbg !982
  %2810 = load i8, ptr %2809, align 1, !dbg !982, !tbaa !494
  %2811 = getelementptr inbounds [6 x i8], ptr %2, i64 0, i64 %2806, !dbg !987
  store i8 %2810, ptr %2811, align 1, !dbg !983, !tbaa !494
  %2812 = add nsw i64 %2800, -2, !dbg !988
    #dbg_value(i64 %2812, !299, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !413)
  %2813 = and i64 %2812, 255, !dbg !978
  %2814 = icmp eq i64 %2813, 0, !dbg !978
  br i1 %2814, label %2815, label %2799, !dbg !979, !llvm.loop !989

2815:                                             ; preds = %2796, %2799, %2762, %2782, %2713
  store i8 %2719, ptr %2, align 16, !dbg !990, !tbaa !494, !DIAssignID !991
    #dbg_assign(i8 %2719, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !991, ptr %2, !DIExpression(), !413)
  %2816 = getelementptr inbounds [18002 x i8], ptr %2700, i64 0, i64 %2714, !dbg !992
  store i8 %2719, ptr %2816, align 1, !dbg !993, !tbaa !494
  %2817 = add nuw nsw i64 %2714, 1, !dbg !994
    #dbg_value(i64 %2817, !165, !DIExpression(), !414)
  %2818 = icmp eq i64 %2817, %2701, !dbg !968
  br i1 %2818, label %2819, label %2713, !dbg !971, !llvm.loop !995

2819:                                             ; preds = %2815, %2696
  %2820 = phi i32 [ 0, %2696 ], [ %2625, %2815 ], !dbg !997
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %2) #7, !dbg !998
    #dbg_value(i32 0, !167, !DIExpression(), !414)
  br label %2821, !dbg !999

2821:                                             ; preds = %3267, %2819
  %2822 = phi ptr [ %2976, %3267 ], [ %2469, %2819 ]
  %2823 = phi ptr [ %2977, %3267 ], [ %2470, %2819 ]
  %2824 = phi ptr [ %2978, %3267 ], [ %2471, %2819 ]
  %2825 = phi ptr [ %2979, %3267 ], [ %2472, %2819 ]
  %2826 = phi ptr [ %2980, %3267 ], [ %2473, %2819 ]
  %2827 = phi ptr [ %2981, %3267 ], [ %2474, %2819 ]
  %2828 = phi ptr [ %2982, %3267 ], [ %2475, %2819 ]
  %2829 = phi ptr [ %2983, %3267 ], [ %2476, %2819 ]
  %2830 = phi ptr [ %2984, %3267 ], [ %2477, %2819 ]
  %2831 = phi ptr [ %2985, %3267 ], [ %2478, %2819 ]
  %2832 = phi ptr [ %2986, %3267 ], [ %2479, %2819 ]
  %2833 = phi ptr [ %2987, %3267 ], [ %2480, %2819 ]
  %2834 = phi ptr [ %2988, %3267 ], [ %2481, %2819 ]
  %2835 = phi ptr [ %2989, %3267 ], [ %2482, %2819 ]
  %2836 = phi ptr [ %2990, %3267 ], [ %2483, %2819 ]
  %2837 = phi ptr [ %2991, %3267 ], [ %2484, %2819 ]
  %2838 = phi ptr [ %2992, %3267 ], [ %2485, %2819 ]
  %2839 = phi ptr [ %2993, %3267 ], [ %2486, %2819 ]
  %2840 = phi ptr [ %2994, %3267 ], [ %2487, %2819 ]
  %2841 = phi ptr [ %2995, %3267 ], [ %2488, %2819 ]
  %2842 = phi ptr [ %2996, %3267 ], [ %2489, %2819 ]
  %2843 = phi ptr [ %2997, %3267 ], [ %2490, %2819 ]
  %2844 = phi ptr [ %2998, %3267 ], [ %2491, %2819 ]
  %2845 = phi ptr [ %2999, %3267 ], [ %2492, %2819 ]
  %2846 = phi i32 [ %3000, %3267 ], [ %2494, %2819 ]
  %2847 = phi i32 [ %3001, %3267 ], [ %2495, %2819 ]
  %2848 = phi i32 [ %3002, %3267 ], [ %2496, %2819 ]
  %2849 = phi i32 [ %3003, %3267 ], [ %2497, %2819 ]
  %2850 = phi i32 [ %3004, %3267 ], [ %2498, %2819 ]
  %2851 = phi i32 [ %3005, %3267 ], [ %2499, %2819 ]
  %2852 = phi i32 [ %3006, %3267 ], [ %2500, %2819 ]
  %2853 = phi i32 [ %3007, %3267 ], [ %2501, %2819 ]
  %2854 = phi i32 [ %3008, %3267 ], [ %2503, %2819 ]
  %2855 = phi i32 [ %3009, %3267 ], [ %2504, %2819 ]
  %2856 = phi i32 [ %3010, %3267 ], [ %2505, %2819 ]
  %2857 = phi i32 [ %3011, %3267 ], [ %2506, %2819 ]
  %2858 = phi i32 [ %3012, %3267 ], [ %2507, %2819 ]
  %2859 = phi i32 [ %3013, %3267 ], [ %2508, %2819 ]
  %2860 = phi ptr [ %3014, %3267 ], [ %2509, %2819 ]
  %2861 = phi ptr [ %3015, %3267 ], [ %2510, %2819 ]
  %2862 = phi ptr [ %3016, %3267 ], [ %2511, %2819 ]
  %2863 = phi i32 [ %3017, %3267 ], [ %2502, %2819 ], !dbg !414
  %2864 = phi i32 [ %3018, %3267 ], [ %2625, %2819 ], !dbg !414
  %2865 = phi i32 [ %3019, %3267 ], [ %2513, %2819 ], !dbg !920
  %2866 = phi i32 [ %3020, %3267 ], [ %2514, %2819 ], !dbg !905
  %2867 = phi i32 [ %3268, %3267 ], [ 0, %2819 ], !dbg !1000
  %2868 = phi i32 [ %3022, %3267 ], [ %2515, %2819 ], !dbg !906
  %2869 = phi i32 [ %3023, %3267 ], [ %2820, %2819 ], !dbg !1001
    #dbg_value(i32 %2869, !165, !DIExpression(), !414)
    #dbg_value(i32 %2868, !166, !DIExpression(), !414)
    #dbg_value(i32 %2867, !167, !DIExpression(), !414)
    #dbg_value(i32 %2866, !168, !DIExpression(), !414)
    #dbg_value(i32 %2865, !169, !DIExpression(), !414)
    #dbg_value(i32 %2864, !170, !DIExpression(), !414)
    #dbg_value(i32 %2863, !179, !DIExpression(), !414)
  %2870 = icmp slt i32 %2867, %2865, !dbg !1002
  br i1 %2870, label %2885, label %2871, !dbg !1003

2871:                                             ; preds = %2821
    #dbg_value(i32 0, !167, !DIExpression(), !414)
  %2872 = icmp sgt i32 %2865, 0, !dbg !1004
  br i1 %2872, label %2873, label %3320, !dbg !1007

2873:                                             ; preds = %2871
  %2874 = icmp sgt i32 %2866, 0
  %2875 = getelementptr inbounds i8, ptr %0, i64 43888
  %2876 = getelementptr inbounds i8, ptr %0, i64 45436
  %2877 = getelementptr inbounds i8, ptr %0, i64 51628
  %2878 = getelementptr inbounds i8, ptr %0, i64 57820
  %2879 = getelementptr inbounds i8, ptr %0, i64 64012
  %2880 = zext nneg i32 %2865 to i64, !dbg !1004
  %2881 = zext i32 %2866 to i64
  %2882 = icmp ult i32 %2866, 8
  %2883 = and i64 %2881, 2147483640
  %2884 = icmp eq i64 %2883, %2881
  br label %3269, !dbg !1007

2885:                                             ; preds = %2821, %36
  %2886 = phi ptr [ %2822, %2821 ], [ %106, %36 ]
  %2887 = phi ptr [ %2823, %2821 ], [ %105, %36 ]
  %2888 = phi ptr [ %2824, %2821 ], [ %104, %36 ]
  %2889 = phi ptr [ %2825, %2821 ], [ %103, %36 ]
  %2890 = phi ptr [ %2826, %2821 ], [ %102, %36 ]
  %2891 = phi ptr [ %2827, %2821 ], [ %101, %36 ]
  %2892 = phi ptr [ %2828, %2821 ], [ %100, %36 ]
  %2893 = phi ptr [ %2829, %2821 ], [ %99, %36 ]
  %2894 = phi ptr [ %2830, %2821 ], [ %98, %36 ]
  %2895 = phi ptr [ %2831, %2821 ], [ %97, %36 ]
  %2896 = phi ptr [ %2832, %2821 ], [ %96, %36 ]
  %2897 = phi ptr [ %2833, %2821 ], [ %95, %36 ]
  %2898 = phi ptr [ %2834, %2821 ], [ %94, %36 ]
  %2899 = phi ptr [ %2835, %2821 ], [ %93, %36 ]
  %2900 = phi ptr [ %2836, %2821 ], [ %92, %36 ]
  %2901 = phi ptr [ %2837, %2821 ], [ %91, %36 ]
  %2902 = phi ptr [ %2838, %2821 ], [ %90, %36 ]
  %2903 = phi ptr [ %2839, %2821 ], [ %89, %36 ]
  %2904 = phi ptr [ %2840, %2821 ], [ %88, %36 ]
  %2905 = phi ptr [ %2841, %2821 ], [ %87, %36 ]
  %2906 = phi ptr [ %2842, %2821 ], [ %86, %36 ]
  %2907 = phi ptr [ %2843, %2821 ], [ %85, %36 ]
  %2908 = phi ptr [ %2844, %2821 ], [ %84, %36 ]
  %2909 = phi ptr [ %2845, %2821 ], [ %83, %36 ]
  %2910 = phi i32 [ %2846, %2821 ], [ %48, %36 ]
  %2911 = phi i32 [ %2847, %2821 ], [ %50, %36 ]
  %2912 = phi i32 [ %2848, %2821 ], [ %52, %36 ]
  %2913 = phi i32 [ %2849, %2821 ], [ %54, %36 ]
  %2914 = phi i32 [ %2850, %2821 ], [ %56, %36 ]
  %2915 = phi i32 [ %2851, %2821 ], [ %58, %36 ]
  %2916 = phi i32 [ %2852, %2821 ], [ %60, %36 ]
  %2917 = phi i32 [ %2853, %2821 ], [ %62, %36 ]
  %2918 = phi i32 [ %2854, %2821 ], [ %66, %36 ]
  %2919 = phi i32 [ %2855, %2821 ], [ %68, %36 ]
  %2920 = phi i32 [ %2856, %2821 ], [ %70, %36 ]
  %2921 = phi i32 [ %2857, %2821 ], [ %72, %36 ]
  %2922 = phi i32 [ %2858, %2821 ], [ %74, %36 ]
  %2923 = phi i32 [ %2859, %2821 ], [ %76, %36 ]
  %2924 = phi ptr [ %2860, %2821 ], [ %78, %36 ]
  %2925 = phi ptr [ %2861, %2821 ], [ %80, %36 ]
  %2926 = phi ptr [ %2862, %2821 ], [ %82, %36 ]
  %2927 = phi i32 [ %2863, %2821 ], [ %64, %36 ], !dbg !414
  %2928 = phi i32 [ %2864, %2821 ], [ %46, %36 ], !dbg !1008
  %2929 = phi i32 [ %2865, %2821 ], [ %44, %36 ], !dbg !920
  %2930 = phi i32 [ %2866, %2821 ], [ %42, %36 ], !dbg !905
  %2931 = phi i32 [ %2867, %2821 ], [ %40, %36 ], !dbg !414
  %2932 = phi i32 [ %2868, %2821 ], [ %38, %36 ], !dbg !906
  %2933 = phi i32 [ %2869, %2821 ], [ %37, %36 ], !dbg !414
    #dbg_value(i32 %2933, !165, !DIExpression(), !414)
    #dbg_value(i32 %2932, !166, !DIExpression(), !414)
    #dbg_value(i32 %2931, !167, !DIExpression(), !414)
    #dbg_value(i32 %2930, !168, !DIExpression(), !414)
    #dbg_value(i32 %2929, !169, !DIExpression(), !414)
    #dbg_value(i32 %2928, !170, !DIExpression(), !414)
    #dbg_value(i32 %2927, !179, !DIExpression(), !414)
  store i32 33, ptr %4, align 8, !dbg !1009, !tbaa !424
  %2934 = getelementptr inbounds i8, ptr %0, i64 36
  %2935 = load i32, ptr %2934, align 4, !tbaa !453
  %2936 = icmp sgt i32 %2935, 4, !dbg !1010
  br i1 %2936, label %2937, label %2940, !dbg !1011

2937:                                             ; preds = %2885
  %2938 = getelementptr inbounds i8, ptr %0, i64 32
  %2939 = load i32, ptr %2938, align 8, !dbg !1012, !tbaa !483
  br label %2947, !dbg !1011

2940:                                             ; preds = %2885
  %2941 = load ptr, ptr %0, align 8, !tbaa !416
  %2942 = getelementptr inbounds i8, ptr %2941, i64 8
  %2943 = getelementptr inbounds i8, ptr %0, i64 32
  %2944 = getelementptr inbounds i8, ptr %2941, i64 12
  %2945 = getelementptr inbounds i8, ptr %2941, i64 16
  %2946 = load i32, ptr %2942, align 8, !tbaa !484
  br label %2953, !dbg !1011

2947:                                             ; preds = %2973, %2937
  %2948 = phi i32 [ %2939, %2937 ], [ %2963, %2973 ], !dbg !1012
  %2949 = phi i32 [ %2935, %2937 ], [ %2964, %2973 ], !dbg !1010
  %2950 = add nsw i32 %2949, -5, !dbg !1012
  %2951 = lshr i32 %2948, %2950, !dbg !1012
  %2952 = and i32 %2951, 31, !dbg !1012
    #dbg_value(i32 %2952, !300, !DIExpression(), !1013)
  store i32 %2950, ptr %2934, align 4, !dbg !1012, !tbaa !453
    #dbg_value(i32 %2952, !179, !DIExpression(), !414)
    #dbg_value(i32 0, !165, !DIExpression(), !414)
  br label %2975, !dbg !1014

2953:                                             ; preds = %2940, %2973
  %2954 = phi i32 [ %2946, %2940 ], [ %2966, %2973 ]
  %2955 = phi i32 [ %2935, %2940 ], [ %2964, %2973 ]
  %2956 = icmp eq i32 %2954, 0, !dbg !1015
  br i1 %2956, label %6043, label %2957, !dbg !1011

2957:                                             ; preds = %2953
  %2958 = load i32, ptr %2943, align 8, !dbg !1011, !tbaa !483
  %2959 = shl i32 %2958, 8, !dbg !1011
  %2960 = load ptr, ptr %2941, align 8, !dbg !1011, !tbaa !493
  %2961 = load i8, ptr %2960, align 1, !dbg !1011, !tbaa !494
  %2962 = zext i8 %2961 to i32, !dbg !1011
  %2963 = or disjoint i32 %2959, %2962, !dbg !1011
  store i32 %2963, ptr %2943, align 8, !dbg !1011, !tbaa !483
  %2964 = add nsw i32 %2955, 8, !dbg !1011
  store i32 %2964, ptr %2934, align 4, !dbg !1011, !tbaa !453
  %2965 = getelementptr inbounds i8, ptr %2960, i64 1, !dbg !1011
  store ptr %2965, ptr %2941, align 8, !dbg !1011, !tbaa !493
  %2966 = add i32 %2954, -1, !dbg !1011
  store i32 %2966, ptr %2942, align 8, !dbg !1011, !tbaa !484
  %2967 = load i32, ptr %2944, align 4, !dbg !1011, !tbaa !495
  %2968 = add i32 %2967, 1, !dbg !1011
  store i32 %2968, ptr %2944, align 4, !dbg !1011, !tbaa !495
  %2969 = icmp eq i32 %2968, 0, !dbg !1017
  br i1 %2969, label %2970, label %2973, !dbg !1011

2970:                                             ; preds = %2957
  %2971 = load i32, ptr %2945, align 8, !dbg !1017, !tbaa !498
  %2972 = add i32 %2971, 1, !dbg !1017
  store i32 %2972, ptr %2945, align 8, !dbg !1017, !tbaa !498
  br label %2973, !dbg !1017

2973:                                             ; preds = %2970, %2957
  %2974 = icmp sgt i32 %2955, -4, !dbg !1010
  br i1 %2974, label %2947, label %2953, !dbg !1011, !llvm.loop !1019

2975:                                             ; preds = %3260, %2947
  %2976 = phi ptr [ %3077, %3260 ], [ %2886, %2947 ]
  %2977 = phi ptr [ %3078, %3260 ], [ %2887, %2947 ]
  %2978 = phi ptr [ %3079, %3260 ], [ %2888, %2947 ]
  %2979 = phi ptr [ %3080, %3260 ], [ %2889, %2947 ]
  %2980 = phi ptr [ %3081, %3260 ], [ %2890, %2947 ]
  %2981 = phi ptr [ %3082, %3260 ], [ %2891, %2947 ]
  %2982 = phi ptr [ %3083, %3260 ], [ %2892, %2947 ]
  %2983 = phi ptr [ %3084, %3260 ], [ %2893, %2947 ]
  %2984 = phi ptr [ %3085, %3260 ], [ %2894, %2947 ]
  %2985 = phi ptr [ %3086, %3260 ], [ %2895, %2947 ]
  %2986 = phi ptr [ %3087, %3260 ], [ %2896, %2947 ]
  %2987 = phi ptr [ %3088, %3260 ], [ %2897, %2947 ]
  %2988 = phi ptr [ %3089, %3260 ], [ %2898, %2947 ]
  %2989 = phi ptr [ %3090, %3260 ], [ %2899, %2947 ]
  %2990 = phi ptr [ %3091, %3260 ], [ %2900, %2947 ]
  %2991 = phi ptr [ %3092, %3260 ], [ %2901, %2947 ]
  %2992 = phi ptr [ %3093, %3260 ], [ %2902, %2947 ]
  %2993 = phi ptr [ %3094, %3260 ], [ %2903, %2947 ]
  %2994 = phi ptr [ %3095, %3260 ], [ %2904, %2947 ]
  %2995 = phi ptr [ %3096, %3260 ], [ %2905, %2947 ]
  %2996 = phi ptr [ %3097, %3260 ], [ %2906, %2947 ]
  %2997 = phi ptr [ %3098, %3260 ], [ %2907, %2947 ]
  %2998 = phi ptr [ %3099, %3260 ], [ %2908, %2947 ]
  %2999 = phi ptr [ %3100, %3260 ], [ %2909, %2947 ]
  %3000 = phi i32 [ %3101, %3260 ], [ %2910, %2947 ]
  %3001 = phi i32 [ %3102, %3260 ], [ %2911, %2947 ]
  %3002 = phi i32 [ %3103, %3260 ], [ %2912, %2947 ]
  %3003 = phi i32 [ %3104, %3260 ], [ %2913, %2947 ]
  %3004 = phi i32 [ %3105, %3260 ], [ %2914, %2947 ]
  %3005 = phi i32 [ %3106, %3260 ], [ %2915, %2947 ]
  %3006 = phi i32 [ %3107, %3260 ], [ %2916, %2947 ]
  %3007 = phi i32 [ %3108, %3260 ], [ %2917, %2947 ]
  %3008 = phi i32 [ %3109, %3260 ], [ %2918, %2947 ]
  %3009 = phi i32 [ %3110, %3260 ], [ %2919, %2947 ]
  %3010 = phi i32 [ %3111, %3260 ], [ %2920, %2947 ]
  %3011 = phi i32 [ %3112, %3260 ], [ %2921, %2947 ]
  %3012 = phi i32 [ %3113, %3260 ], [ %2922, %2947 ]
  %3013 = phi i32 [ %3114, %3260 ], [ %2923, %2947 ]
  %3014 = phi ptr [ %3115, %3260 ], [ %2924, %2947 ]
  %3015 = phi ptr [ %3116, %3260 ], [ %2925, %2947 ]
  %3016 = phi ptr [ %3117, %3260 ], [ %2926, %2947 ]
  %3017 = phi i32 [ %3118, %3260 ], [ %2952, %2947 ], !dbg !1020
  %3018 = phi i32 [ %3119, %3260 ], [ %2928, %2947 ], !dbg !1008
  %3019 = phi i32 [ %3120, %3260 ], [ %2929, %2947 ], !dbg !920
  %3020 = phi i32 [ %3121, %3260 ], [ %2930, %2947 ], !dbg !905
  %3021 = phi i32 [ %3122, %3260 ], [ %2931, %2947 ], !dbg !414
  %3022 = phi i32 [ %3123, %3260 ], [ %2932, %2947 ], !dbg !906
  %3023 = phi i32 [ %3266, %3260 ], [ 0, %2947 ], !dbg !1021
    #dbg_value(i32 %3023, !165, !DIExpression(), !414)
    #dbg_value(i32 %3022, !166, !DIExpression(), !414)
    #dbg_value(i32 %3021, !167, !DIExpression(), !414)
    #dbg_value(i32 %3020, !168, !DIExpression(), !414)
    #dbg_value(i32 %3019, !169, !DIExpression(), !414)
    #dbg_value(i32 %3018, !170, !DIExpression(), !414)
    #dbg_value(i32 %3017, !179, !DIExpression(), !414)
  %3024 = icmp slt i32 %3023, %3020, !dbg !1022
  br i1 %3024, label %3025, label %3267, !dbg !1023

3025:                                             ; preds = %2975, %3229
  %3026 = phi ptr [ %3168, %3229 ], [ %2976, %2975 ]
  %3027 = phi ptr [ %3169, %3229 ], [ %2977, %2975 ]
  %3028 = phi ptr [ %3170, %3229 ], [ %2978, %2975 ]
  %3029 = phi ptr [ %3171, %3229 ], [ %2979, %2975 ]
  %3030 = phi ptr [ %3172, %3229 ], [ %2980, %2975 ]
  %3031 = phi ptr [ %3173, %3229 ], [ %2981, %2975 ]
  %3032 = phi ptr [ %3174, %3229 ], [ %2982, %2975 ]
  %3033 = phi ptr [ %3175, %3229 ], [ %2983, %2975 ]
  %3034 = phi ptr [ %3176, %3229 ], [ %2984, %2975 ]
  %3035 = phi ptr [ %3177, %3229 ], [ %2985, %2975 ]
  %3036 = phi ptr [ %3178, %3229 ], [ %2986, %2975 ]
  %3037 = phi ptr [ %3179, %3229 ], [ %2987, %2975 ]
  %3038 = phi ptr [ %3180, %3229 ], [ %2988, %2975 ]
  %3039 = phi ptr [ %3181, %3229 ], [ %2989, %2975 ]
  %3040 = phi ptr [ %3182, %3229 ], [ %2990, %2975 ]
  %3041 = phi ptr [ %3183, %3229 ], [ %2991, %2975 ]
  %3042 = phi ptr [ %3184, %3229 ], [ %2992, %2975 ]
  %3043 = phi ptr [ %3185, %3229 ], [ %2993, %2975 ]
  %3044 = phi ptr [ %3186, %3229 ], [ %2994, %2975 ]
  %3045 = phi ptr [ %3187, %3229 ], [ %2995, %2975 ]
  %3046 = phi ptr [ %3188, %3229 ], [ %2996, %2975 ]
  %3047 = phi ptr [ %3189, %3229 ], [ %2997, %2975 ]
  %3048 = phi ptr [ %3190, %3229 ], [ %2998, %2975 ]
  %3049 = phi ptr [ %3191, %3229 ], [ %2999, %2975 ]
  %3050 = phi i32 [ %3192, %3229 ], [ %3000, %2975 ]
  %3051 = phi i32 [ %3193, %3229 ], [ %3001, %2975 ]
  %3052 = phi i32 [ %3194, %3229 ], [ %3002, %2975 ]
  %3053 = phi i32 [ %3195, %3229 ], [ %3003, %2975 ]
  %3054 = phi i32 [ %3196, %3229 ], [ %3004, %2975 ]
  %3055 = phi i32 [ %3197, %3229 ], [ %3005, %2975 ]
  %3056 = phi i32 [ %3198, %3229 ], [ %3006, %2975 ]
  %3057 = phi i32 [ %3199, %3229 ], [ %3007, %2975 ]
  %3058 = phi i32 [ %3200, %3229 ], [ %3008, %2975 ]
  %3059 = phi i32 [ %3201, %3229 ], [ %3009, %2975 ]
  %3060 = phi i32 [ %3202, %3229 ], [ %3010, %2975 ]
  %3061 = phi i32 [ %3203, %3229 ], [ %3011, %2975 ]
  %3062 = phi i32 [ %3204, %3229 ], [ %3012, %2975 ]
  %3063 = phi i32 [ %3205, %3229 ], [ %3013, %2975 ]
  %3064 = phi ptr [ %3206, %3229 ], [ %3014, %2975 ]
  %3065 = phi ptr [ %3207, %3229 ], [ %3015, %2975 ]
  %3066 = phi ptr [ %3208, %3229 ], [ %3016, %2975 ]
  %3067 = phi i32 [ %3237, %3229 ], [ %3017, %2975 ], !dbg !1024
  %3068 = phi i32 [ %3211, %3229 ], [ %3018, %2975 ], !dbg !1008
  %3069 = phi i32 [ %3212, %3229 ], [ %3019, %2975 ], !dbg !920
  %3070 = phi i32 [ %3213, %3229 ], [ %3020, %2975 ], !dbg !905
  %3071 = phi i32 [ %3214, %3229 ], [ %3021, %2975 ], !dbg !1026
  %3072 = phi i32 [ %3215, %3229 ], [ %3022, %2975 ], !dbg !906
  %3073 = phi i32 [ %3216, %3229 ], [ %3023, %2975 ], !dbg !414
    #dbg_value(i32 %3073, !165, !DIExpression(), !414)
    #dbg_value(i32 %3072, !166, !DIExpression(), !414)
    #dbg_value(i32 %3071, !167, !DIExpression(), !414)
    #dbg_value(i32 %3070, !168, !DIExpression(), !414)
    #dbg_value(i32 %3069, !169, !DIExpression(), !414)
    #dbg_value(i32 %3068, !170, !DIExpression(), !414)
    #dbg_value(i32 %3067, !179, !DIExpression(), !414)
  %3074 = add i32 %3067, -21, !dbg !1027
  %3075 = icmp ult i32 %3074, -20, !dbg !1027
  br i1 %3075, label %6043, label %3076, !dbg !1027

3076:                                             ; preds = %3025, %36
  %3077 = phi ptr [ %3026, %3025 ], [ %106, %36 ]
  %3078 = phi ptr [ %3027, %3025 ], [ %105, %36 ]
  %3079 = phi ptr [ %3028, %3025 ], [ %104, %36 ]
  %3080 = phi ptr [ %3029, %3025 ], [ %103, %36 ]
  %3081 = phi ptr [ %3030, %3025 ], [ %102, %36 ]
  %3082 = phi ptr [ %3031, %3025 ], [ %101, %36 ]
  %3083 = phi ptr [ %3032, %3025 ], [ %100, %36 ]
  %3084 = phi ptr [ %3033, %3025 ], [ %99, %36 ]
  %3085 = phi ptr [ %3034, %3025 ], [ %98, %36 ]
  %3086 = phi ptr [ %3035, %3025 ], [ %97, %36 ]
  %3087 = phi ptr [ %3036, %3025 ], [ %96, %36 ]
  %3088 = phi ptr [ %3037, %3025 ], [ %95, %36 ]
  %3089 = phi ptr [ %3038, %3025 ], [ %94, %36 ]
  %3090 = phi ptr [ %3039, %3025 ], [ %93, %36 ]
  %3091 = phi ptr [ %3040, %3025 ], [ %92, %36 ]
  %3092 = phi ptr [ %3041, %3025 ], [ %91, %36 ]
  %3093 = phi ptr [ %3042, %3025 ], [ %90, %36 ]
  %3094 = phi ptr [ %3043, %3025 ], [ %89, %36 ]
  %3095 = phi ptr [ %3044, %3025 ], [ %88, %36 ]
  %3096 = phi ptr [ %3045, %3025 ], [ %87, %36 ]
  %3097 = phi ptr [ %3046, %3025 ], [ %86, %36 ]
  %3098 = phi ptr [ %3047, %3025 ], [ %85, %36 ]
  %3099 = phi ptr [ %3048, %3025 ], [ %84, %36 ]
  %3100 = phi ptr [ %3049, %3025 ], [ %83, %36 ]
  %3101 = phi i32 [ %3050, %3025 ], [ %48, %36 ]
  %3102 = phi i32 [ %3051, %3025 ], [ %50, %36 ]
  %3103 = phi i32 [ %3052, %3025 ], [ %52, %36 ]
  %3104 = phi i32 [ %3053, %3025 ], [ %54, %36 ]
  %3105 = phi i32 [ %3054, %3025 ], [ %56, %36 ]
  %3106 = phi i32 [ %3055, %3025 ], [ %58, %36 ]
  %3107 = phi i32 [ %3056, %3025 ], [ %60, %36 ]
  %3108 = phi i32 [ %3057, %3025 ], [ %62, %36 ]
  %3109 = phi i32 [ %3058, %3025 ], [ %66, %36 ]
  %3110 = phi i32 [ %3059, %3025 ], [ %68, %36 ]
  %3111 = phi i32 [ %3060, %3025 ], [ %70, %36 ]
  %3112 = phi i32 [ %3061, %3025 ], [ %72, %36 ]
  %3113 = phi i32 [ %3062, %3025 ], [ %74, %36 ]
  %3114 = phi i32 [ %3063, %3025 ], [ %76, %36 ]
  %3115 = phi ptr [ %3064, %3025 ], [ %78, %36 ]
  %3116 = phi ptr [ %3065, %3025 ], [ %80, %36 ]
  %3117 = phi ptr [ %3066, %3025 ], [ %82, %36 ]
  %3118 = phi i32 [ %3067, %3025 ], [ %64, %36 ], !dbg !414
  %3119 = phi i32 [ %3068, %3025 ], [ %46, %36 ], !dbg !1008
  %3120 = phi i32 [ %3069, %3025 ], [ %44, %36 ], !dbg !920
  %3121 = phi i32 [ %3070, %3025 ], [ %42, %36 ], !dbg !905
  %3122 = phi i32 [ %3071, %3025 ], [ %40, %36 ], !dbg !1026
  %3123 = phi i32 [ %3072, %3025 ], [ %38, %36 ], !dbg !906
  %3124 = phi i32 [ %3073, %3025 ], [ %37, %36 ], !dbg !834
    #dbg_value(i32 %3124, !165, !DIExpression(), !414)
    #dbg_value(i32 %3123, !166, !DIExpression(), !414)
    #dbg_value(i32 %3122, !167, !DIExpression(), !414)
    #dbg_value(i32 %3121, !168, !DIExpression(), !414)
    #dbg_value(i32 %3120, !169, !DIExpression(), !414)
    #dbg_value(i32 %3119, !170, !DIExpression(), !414)
    #dbg_value(i32 %3118, !179, !DIExpression(), !414)
  store i32 34, ptr %4, align 8, !dbg !1029, !tbaa !424
  %3125 = getelementptr inbounds i8, ptr %0, i64 36
  %3126 = load i32, ptr %3125, align 4, !tbaa !453
  %3127 = icmp sgt i32 %3126, 0, !dbg !1030
  br i1 %3127, label %3128, label %3131, !dbg !1031

3128:                                             ; preds = %3076
  %3129 = getelementptr inbounds i8, ptr %0, i64 32
  %3130 = load i32, ptr %3129, align 8, !dbg !1032, !tbaa !483
  br label %3138, !dbg !1031

3131:                                             ; preds = %3076
  %3132 = load ptr, ptr %0, align 8, !tbaa !416
  %3133 = getelementptr inbounds i8, ptr %3132, i64 8
  %3134 = getelementptr inbounds i8, ptr %0, i64 32
  %3135 = getelementptr inbounds i8, ptr %3132, i64 12
  %3136 = getelementptr inbounds i8, ptr %3132, i64 16
  %3137 = load i32, ptr %3133, align 8, !tbaa !484
  br label %3145, !dbg !1031

3138:                                             ; preds = %3165, %3128
  %3139 = phi i32 [ %3130, %3128 ], [ %3155, %3165 ], !dbg !1032
  %3140 = phi i32 [ %3126, %3128 ], [ %3156, %3165 ], !dbg !1030
  %3141 = add nsw i32 %3140, -1, !dbg !1032
    #dbg_value(!DIArgList(i32 %3139, i32 %3141), !307, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !1033)
  store i32 %3141, ptr %3125, align 4, !dbg !1032, !tbaa !453
    #dbg_value(!DIArgList(i32 %3139, i32 %3141), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !414)
  %3142 = shl nuw i32 1, %3141, !dbg !1034
  %3143 = and i32 %3139, %3142, !dbg !1034
  %3144 = icmp eq i32 %3143, 0, !dbg !1034
  br i1 %3144, label %3260, label %3167, !dbg !1036

3145:                                             ; preds = %3131, %3165
  %3146 = phi i32 [ %3137, %3131 ], [ %3158, %3165 ]
  %3147 = phi i32 [ %3126, %3131 ], [ %3156, %3165 ]
  %3148 = icmp eq i32 %3146, 0, !dbg !1037
  br i1 %3148, label %6043, label %3149, !dbg !1031

3149:                                             ; preds = %3145
  %3150 = load i32, ptr %3134, align 8, !dbg !1031, !tbaa !483
  %3151 = shl i32 %3150, 8, !dbg !1031
  %3152 = load ptr, ptr %3132, align 8, !dbg !1031, !tbaa !493
  %3153 = load i8, ptr %3152, align 1, !dbg !1031, !tbaa !494
  %3154 = zext i8 %3153 to i32, !dbg !1031
  %3155 = or disjoint i32 %3151, %3154, !dbg !1031
  store i32 %3155, ptr %3134, align 8, !dbg !1031, !tbaa !483
  %3156 = add nsw i32 %3147, 8, !dbg !1031
  store i32 %3156, ptr %3125, align 4, !dbg !1031, !tbaa !453
  %3157 = getelementptr inbounds i8, ptr %3152, i64 1, !dbg !1031
  store ptr %3157, ptr %3132, align 8, !dbg !1031, !tbaa !493
  %3158 = add i32 %3146, -1, !dbg !1031
  store i32 %3158, ptr %3133, align 8, !dbg !1031, !tbaa !484
  %3159 = load i32, ptr %3135, align 4, !dbg !1031, !tbaa !495
  %3160 = add i32 %3159, 1, !dbg !1031
  store i32 %3160, ptr %3135, align 4, !dbg !1031, !tbaa !495
  %3161 = icmp eq i32 %3160, 0, !dbg !1039
  br i1 %3161, label %3162, label %3165, !dbg !1031

3162:                                             ; preds = %3149
  %3163 = load i32, ptr %3136, align 8, !dbg !1039, !tbaa !498
  %3164 = add i32 %3163, 1, !dbg !1039
  store i32 %3164, ptr %3136, align 8, !dbg !1039, !tbaa !498
  br label %3165, !dbg !1039

3165:                                             ; preds = %3162, %3149
  %3166 = icmp sgt i32 %3147, -8, !dbg !1030
  br i1 %3166, label %3138, label %3145, !dbg !1031, !llvm.loop !1041

3167:                                             ; preds = %134, %3138
  %3168 = phi ptr [ %106, %134 ], [ %3077, %3138 ]
  %3169 = phi ptr [ %105, %134 ], [ %3078, %3138 ]
  %3170 = phi ptr [ %104, %134 ], [ %3079, %3138 ]
  %3171 = phi ptr [ %103, %134 ], [ %3080, %3138 ]
  %3172 = phi ptr [ %102, %134 ], [ %3081, %3138 ]
  %3173 = phi ptr [ %101, %134 ], [ %3082, %3138 ]
  %3174 = phi ptr [ %100, %134 ], [ %3083, %3138 ]
  %3175 = phi ptr [ %99, %134 ], [ %3084, %3138 ]
  %3176 = phi ptr [ %98, %134 ], [ %3085, %3138 ]
  %3177 = phi ptr [ %97, %134 ], [ %3086, %3138 ]
  %3178 = phi ptr [ %96, %134 ], [ %3087, %3138 ]
  %3179 = phi ptr [ %95, %134 ], [ %3088, %3138 ]
  %3180 = phi ptr [ %94, %134 ], [ %3089, %3138 ]
  %3181 = phi ptr [ %93, %134 ], [ %3090, %3138 ]
  %3182 = phi ptr [ %92, %134 ], [ %3091, %3138 ]
  %3183 = phi ptr [ %91, %134 ], [ %3092, %3138 ]
  %3184 = phi ptr [ %90, %134 ], [ %3093, %3138 ]
  %3185 = phi ptr [ %89, %134 ], [ %3094, %3138 ]
  %3186 = phi ptr [ %88, %134 ], [ %3095, %3138 ]
  %3187 = phi ptr [ %87, %134 ], [ %3096, %3138 ]
  %3188 = phi ptr [ %86, %134 ], [ %3097, %3138 ]
  %3189 = phi ptr [ %85, %134 ], [ %3098, %3138 ]
  %3190 = phi ptr [ %84, %134 ], [ %3099, %3138 ]
  %3191 = phi ptr [ %83, %134 ], [ %3100, %3138 ]
  %3192 = phi i32 [ %48, %134 ], [ %3101, %3138 ]
  %3193 = phi i32 [ %50, %134 ], [ %3102, %3138 ]
  %3194 = phi i32 [ %52, %134 ], [ %3103, %3138 ]
  %3195 = phi i32 [ %54, %134 ], [ %3104, %3138 ]
  %3196 = phi i32 [ %56, %134 ], [ %3105, %3138 ]
  %3197 = phi i32 [ %58, %134 ], [ %3106, %3138 ]
  %3198 = phi i32 [ %60, %134 ], [ %3107, %3138 ]
  %3199 = phi i32 [ %62, %134 ], [ %3108, %3138 ]
  %3200 = phi i32 [ %66, %134 ], [ %3109, %3138 ]
  %3201 = phi i32 [ %68, %134 ], [ %3110, %3138 ]
  %3202 = phi i32 [ %70, %134 ], [ %3111, %3138 ]
  %3203 = phi i32 [ %72, %134 ], [ %3112, %3138 ]
  %3204 = phi i32 [ %74, %134 ], [ %3113, %3138 ]
  %3205 = phi i32 [ %76, %134 ], [ %3114, %3138 ]
  %3206 = phi ptr [ %78, %134 ], [ %3115, %3138 ]
  %3207 = phi ptr [ %80, %134 ], [ %3116, %3138 ]
  %3208 = phi ptr [ %82, %134 ], [ %3117, %3138 ]
  %3209 = phi i32 [ %136, %134 ], [ %3141, %3138 ]
  %3210 = phi i32 [ %64, %134 ], [ %3118, %3138 ], !dbg !414
  %3211 = phi i32 [ %46, %134 ], [ %3119, %3138 ], !dbg !1008
  %3212 = phi i32 [ %44, %134 ], [ %3120, %3138 ], !dbg !920
  %3213 = phi i32 [ %42, %134 ], [ %3121, %3138 ], !dbg !905
  %3214 = phi i32 [ %40, %134 ], [ %3122, %3138 ], !dbg !1026
  %3215 = phi i32 [ %38, %134 ], [ %3123, %3138 ], !dbg !906
  %3216 = phi i32 [ %37, %134 ], [ %3124, %3138 ], !dbg !834
    #dbg_value(i32 %3216, !165, !DIExpression(), !414)
    #dbg_value(i32 %3215, !166, !DIExpression(), !414)
    #dbg_value(i32 %3214, !167, !DIExpression(), !414)
    #dbg_value(i32 %3213, !168, !DIExpression(), !414)
    #dbg_value(i32 %3212, !169, !DIExpression(), !414)
    #dbg_value(i32 %3211, !170, !DIExpression(), !414)
    #dbg_value(i32 %3210, !179, !DIExpression(), !414)
  store i32 35, ptr %4, align 8, !dbg !1042, !tbaa !424
  %3217 = getelementptr inbounds i8, ptr %0, i64 36
  %3218 = icmp sgt i32 %3209, 0, !dbg !1043
  br i1 %3218, label %3219, label %3222, !dbg !1044

3219:                                             ; preds = %3167
  %3220 = getelementptr inbounds i8, ptr %0, i64 32
  %3221 = load i32, ptr %3220, align 8, !dbg !1045, !tbaa !483
  br label %3229, !dbg !1044

3222:                                             ; preds = %3167
  %3223 = load ptr, ptr %0, align 8, !tbaa !416
  %3224 = getelementptr inbounds i8, ptr %3223, i64 8
  %3225 = getelementptr inbounds i8, ptr %0, i64 32
  %3226 = getelementptr inbounds i8, ptr %3223, i64 12
  %3227 = getelementptr inbounds i8, ptr %3223, i64 16
  %3228 = load i32, ptr %3224, align 8, !tbaa !484
  br label %3238, !dbg !1044

3229:                                             ; preds = %3258, %3219
  %3230 = phi i32 [ %3221, %3219 ], [ %3248, %3258 ], !dbg !1045
  %3231 = phi i32 [ %3209, %3219 ], [ %3249, %3258 ], !dbg !1043
  %3232 = add nsw i32 %3231, -1, !dbg !1045
    #dbg_value(!DIArgList(i32 %3230, i32 %3232), !315, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !1046)
  store i32 %3232, ptr %3217, align 4, !dbg !1045, !tbaa !453
    #dbg_value(!DIArgList(i32 %3230, i32 %3232), !160, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_shr, DW_OP_constu, 1, DW_OP_and, DW_OP_stack_value), !414)
  %3233 = shl nuw i32 1, %3232, !dbg !1047
  %3234 = and i32 %3230, %3233, !dbg !1047
  %3235 = icmp eq i32 %3234, 0, !dbg !1047
  %3236 = select i1 %3235, i32 1, i32 -1, !dbg !1048
  %3237 = add nsw i32 %3236, %3210, !dbg !1048
    #dbg_value(i32 %3237, !179, !DIExpression(), !414)
  br label %3025, !dbg !1049, !llvm.loop !1050

3238:                                             ; preds = %3222, %3258
  %3239 = phi i32 [ %3228, %3222 ], [ %3251, %3258 ]
  %3240 = phi i32 [ %3209, %3222 ], [ %3249, %3258 ]
  %3241 = icmp eq i32 %3239, 0, !dbg !1052
  br i1 %3241, label %6043, label %3242, !dbg !1044

3242:                                             ; preds = %3238
  %3243 = load i32, ptr %3225, align 8, !dbg !1044, !tbaa !483
  %3244 = shl i32 %3243, 8, !dbg !1044
  %3245 = load ptr, ptr %3223, align 8, !dbg !1044, !tbaa !493
  %3246 = load i8, ptr %3245, align 1, !dbg !1044, !tbaa !494
  %3247 = zext i8 %3246 to i32, !dbg !1044
  %3248 = or disjoint i32 %3244, %3247, !dbg !1044
  store i32 %3248, ptr %3225, align 8, !dbg !1044, !tbaa !483
  %3249 = add nsw i32 %3240, 8, !dbg !1044
  store i32 %3249, ptr %3217, align 4, !dbg !1044, !tbaa !453
  %3250 = getelementptr inbounds i8, ptr %3245, i64 1, !dbg !1044
  store ptr %3250, ptr %3223, align 8, !dbg !1044, !tbaa !493
  %3251 = add i32 %3239, -1, !dbg !1044
  store i32 %3251, ptr %3224, align 8, !dbg !1044, !tbaa !484
  %3252 = load i32, ptr %3226, align 4, !dbg !1044, !tbaa !495
  %3253 = add i32 %3252, 1, !dbg !1044
  store i32 %3253, ptr %3226, align 4, !dbg !1044, !tbaa !495
  %3254 = icmp eq i32 %3253, 0, !dbg !1054
  br i1 %3254, label %3255, label %3258, !dbg !1044

3255:                                             ; preds = %3242
  %3256 = load i32, ptr %3227, align 8, !dbg !1054, !tbaa !498
  %3257 = add i32 %3256, 1, !dbg !1054
  store i32 %3257, ptr %3227, align 8, !dbg !1054, !tbaa !498
  br label %3258, !dbg !1054

3258:                                             ; preds = %3255, %3242
  %3259 = icmp sgt i32 %3240, -8, !dbg !1043
  br i1 %3259, label %3229, label %3238, !dbg !1044, !llvm.loop !1056

3260:                                             ; preds = %3138
  %3261 = trunc i32 %3118 to i8, !dbg !1057
  %3262 = getelementptr inbounds i8, ptr %0, i64 43888, !dbg !1058
  %3263 = sext i32 %3122 to i64, !dbg !1059
  %3264 = sext i32 %3124 to i64, !dbg !1059
  %3265 = getelementptr inbounds [6 x [258 x i8]], ptr %3262, i64 0, i64 %3263, i64 %3264, !dbg !1059
  store i8 %3261, ptr %3265, align 1, !dbg !1060, !tbaa !494
  %3266 = add nsw i32 %3124, 1, !dbg !1061
    #dbg_value(i32 %3266, !165, !DIExpression(), !414)
  br label %2975, !dbg !1062, !llvm.loop !1063

3267:                                             ; preds = %2975
  %3268 = add nsw i32 %3021, 1, !dbg !1065
    #dbg_value(i32 %3268, !167, !DIExpression(), !414)
  br label %2821, !dbg !1066, !llvm.loop !1067

3269:                                             ; preds = %2873, %3310
  %3270 = phi i64 [ 0, %2873 ], [ %3318, %3310 ]
    #dbg_value(i64 %3270, !167, !DIExpression(), !414)
    #dbg_value(i32 32, !162, !DIExpression(), !414)
    #dbg_value(i32 0, !163, !DIExpression(), !414)
    #dbg_value(i32 0, !165, !DIExpression(), !414)
  br i1 %2874, label %3271, label %3310, !dbg !1069

3271:                                             ; preds = %3269
  br i1 %2882, label %3295, label %3272, !dbg !1069

3272:                                             ; preds = %3271, %3272
  %3273 = phi i64 [ %3288, %3272 ], [ 0, %3271 ], !dbg !1072
  %3274 = phi <4 x i32> [ %3286, %3272 ], [ <i32 32, i32 32, i32 32, i32 32>, %3271 ]
  %3275 = phi <4 x i32> [ %3287, %3272 ], [ <i32 32, i32 32, i32 32, i32 32>, %3271 ]
  %3276 = phi <4 x i32> [ %3284, %3272 ], [ zeroinitializer, %3271 ]
  %3277 = phi <4 x i32> [ %3285, %3272 ], [ zeroinitializer, %3271 ]
  %3278 = getelementptr inbounds [6 x [258 x i8]], ptr %2875, i64 0, i64 %3270, i64 %3273, !dbg !1074
  %3279 = getelementptr inbounds i8, ptr %3278, i64 4, !dbg !1074
  %3280 = load <4 x i8>, ptr %3278, align 1, !dbg !1074, !tbaa !494
  %3281 = load <4 x i8>, ptr %3279, align 1, !dbg !1074, !tbaa !494
  %3282 = zext <4 x i8> %3280 to <4 x i32>, !dbg !1074
  %3283 = zext <4 x i8> %3281 to <4 x i32>, !dbg !1074
  %3284 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %3276, <4 x i32> %3282), !dbg !1077
  %3285 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %3277, <4 x i32> %3283), !dbg !1077
  %3286 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3274, <4 x i32> %3282), !dbg !1078
  %3287 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3275, <4 x i32> %3283), !dbg !1078
  %3288 = add nuw i64 %3273, 8, !dbg !1072
  %3289 = icmp eq i64 %3288, %2883, !dbg !1072
  br i1 %3289, label %3290, label %3272, !dbg !1072, !llvm.loop !1079

3290:                                             ; preds = %3272
  %3291 = call <4 x i32> @llvm.smin.v4i32(<4 x i32> %3286, <4 x i32> %3287), !dbg !1069
  %3292 = call i32 @llvm.vector.reduce.smin.v4i32(<4 x i32> %3291), !dbg !1069
  %3293 = call <4 x i32> @llvm.smax.v4i32(<4 x i32> %3284, <4 x i32> %3285), !dbg !1069
  %3294 = call i32 @llvm.vector.reduce.smax.v4i32(<4 x i32> %3293), !dbg !1069
  br i1 %2884, label %3310, label %3295, !dbg !1069

3295:                                             ; preds = %3290, %3271
  %3296 = phi i64 [ 0, %3271 ], [ %2883, %3290 ]
  %3297 = phi i32 [ 32, %3271 ], [ %3292, %3290 ]
  %3298 = phi i32 [ 0, %3271 ], [ %3294, %3290 ]
  br label %3299, !dbg !1069

3299:                                             ; preds = %3295, %3299
  %3300 = phi i64 [ %3308, %3299 ], [ %3296, %3295 ]
  %3301 = phi i32 [ %3307, %3299 ], [ %3297, %3295 ]
  %3302 = phi i32 [ %3306, %3299 ], [ %3298, %3295 ]
    #dbg_value(i32 %3301, !162, !DIExpression(), !414)
    #dbg_value(i32 %3302, !163, !DIExpression(), !414)
    #dbg_value(i64 %3300, !165, !DIExpression(), !414)
  %3303 = getelementptr inbounds [6 x [258 x i8]], ptr %2875, i64 0, i64 %3270, i64 %3300, !dbg !1074
  %3304 = load i8, ptr %3303, align 1, !dbg !1074, !tbaa !494
  %3305 = zext i8 %3304 to i32, !dbg !1074
  %3306 = tail call i32 @llvm.smax.i32(i32 %3302, i32 %3305), !dbg !1077
    #dbg_value(i32 %3306, !163, !DIExpression(), !414)
  %3307 = tail call i32 @llvm.smin.i32(i32 %3301, i32 %3305), !dbg !1078
    #dbg_value(i32 %3307, !162, !DIExpression(), !414)
  %3308 = add nuw nsw i64 %3300, 1, !dbg !1072
    #dbg_value(i64 %3308, !165, !DIExpression(), !414)
  %3309 = icmp eq i64 %3308, %2881, !dbg !1081
  br i1 %3309, label %3310, label %3299, !dbg !1069, !llvm.loop !1082

3310:                                             ; preds = %3299, %3290, %3269
  %3311 = phi i32 [ 0, %3269 ], [ %3294, %3290 ], [ %3306, %3299 ], !dbg !1083
  %3312 = phi i32 [ 32, %3269 ], [ %3292, %3290 ], [ %3307, %3299 ], !dbg !1083
  %3313 = getelementptr inbounds [6 x [258 x i32]], ptr %2876, i64 0, i64 %3270, !dbg !1084
  %3314 = getelementptr inbounds [6 x [258 x i32]], ptr %2877, i64 0, i64 %3270, !dbg !1085
  %3315 = getelementptr inbounds [6 x [258 x i32]], ptr %2878, i64 0, i64 %3270, !dbg !1086
  %3316 = getelementptr inbounds [6 x [258 x i8]], ptr %2875, i64 0, i64 %3270, !dbg !1087
  tail call void @BZ2_hbCreateDecodeTables(ptr noundef nonnull %3313, ptr noundef nonnull %3314, ptr noundef nonnull %3315, ptr noundef nonnull %3316, i32 noundef %3312, i32 noundef %3311, i32 noundef %2866) #7, !dbg !1088
  %3317 = getelementptr inbounds [6 x i32], ptr %2879, i64 0, i64 %3270, !dbg !1089
  store i32 %3312, ptr %3317, align 4, !dbg !1090, !tbaa !1091
  %3318 = add nuw nsw i64 %3270, 1, !dbg !1092
    #dbg_value(i64 %3318, !167, !DIExpression(), !414)
  %3319 = icmp eq i64 %3318, %2880, !dbg !1004
  br i1 %3319, label %3320, label %3269, !dbg !1007, !llvm.loop !1093

3320:                                             ; preds = %3310, %2871
  %3321 = phi i32 [ 0, %2871 ], [ %2865, %3310 ], !dbg !1095
  %3322 = getelementptr inbounds i8, ptr %0, i64 3192, !dbg !1096
  %3323 = load i32, ptr %3322, align 8, !dbg !1096, !tbaa !871
    #dbg_value(i32 %3366, !171, !DIExpression(), !414)
  %3324 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1097
  %3325 = load i32, ptr %3324, align 8, !dbg !1097, !tbaa !533
    #dbg_value(i32 %3327, !175, !DIExpression(), !414)
    #dbg_value(i32 -1, !172, !DIExpression(), !414)
    #dbg_value(i32 0, !173, !DIExpression(), !414)
    #dbg_value(i32 0, !165, !DIExpression(), !414)
  %3326 = getelementptr inbounds i8, ptr %0, i64 68
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(1024) %3326, i8 0, i64 1024, i1 false), !dbg !1098, !tbaa !1091
    #dbg_value(i64 undef, !165, !DIExpression(), !414)
  %3327 = mul nsw i32 %3325, 100000, !dbg !1101
  %3328 = getelementptr inbounds i8, ptr %0, i64 3724
  %3329 = getelementptr inbounds i8, ptr %0, i64 7820
    #dbg_value(i32 4095, !322, !DIExpression(), !1102)
    #dbg_value(i32 15, !319, !DIExpression(), !1102)
  br label %3330, !dbg !1103

3330:                                             ; preds = %3320, %3330
  %3331 = phi i64 [ 15, %3320 ], [ %3363, %3330 ]
  %3332 = phi i64 [ 4095, %3320 ], [ %3361, %3330 ]
    #dbg_value(i64 %3332, !322, !DIExpression(), !1102)
    #dbg_value(i64 %3331, !319, !DIExpression(), !1102)
  %3333 = shl nsw i64 %3331, 4
    #dbg_value(i32 15, !321, !DIExpression(), !1102)
  %3334 = trunc i64 %3333 to i8, !dbg !1105
  %3335 = or disjoint i8 %3334, 15, !dbg !1105
  %3336 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3332, !dbg !1111
  store i8 %3335, ptr %3336, align 1, !dbg !1112, !tbaa !494
  %3337 = add nsw i64 %3332, -1, !dbg !1113
    #dbg_value(i64 %3337, !322, !DIExpression(), !1102)
    #dbg_value(i32 14, !321, !DIExpression(), !1102)
  %3338 = trunc i64 %3333 to i8, !dbg !1105
  %3339 = or disjoint i8 %3338, 14, !dbg !1105
  %3340 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3337, !dbg !1111
  store i8 %3339, ptr %3340, align 1, !dbg !1112, !tbaa !494
  %3341 = add nsw i64 %3332, -2, !dbg !1113
    #dbg_value(i64 %3341, !322, !DIExpression(), !1102)
    #dbg_value(i32 13, !321, !DIExpression(), !1102)
  %3342 = trunc i64 %3333 to i8, !dbg !1105
  %3343 = or disjoint i8 %3342, 13, !dbg !1105
  %3344 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3341, !dbg !1111
  store i8 %3343, ptr %3344, align 1, !dbg !1112, !tbaa !494
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 12, !321, !DIExpression(), !1102)
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 4, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 11, !321, !DIExpression(), !1102)
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 5, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 10, !321, !DIExpression(), !1102)
  %3345 = add nsw i64 %3332, -6, !dbg !1113
    #dbg_value(i64 %3345, !322, !DIExpression(), !1102)
    #dbg_value(i32 9, !321, !DIExpression(), !1102)
  %3346 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3345, !dbg !1111
  %3347 = trunc i64 %3333 to i8, !dbg !1105
  %3348 = insertelement <4 x i8> poison, i8 %3347, i64 0, !dbg !1105
  %3349 = shufflevector <4 x i8> %3348, <4 x i8> poison, <4 x i32> zeroinitializer, !dbg !1105
  %3350 = or disjoint <4 x i8> %3349, <i8 9, i8 10, i8 11, i8 12>, !dbg !1105
  store <4 x i8> %3350, ptr %3346, align 1, !dbg !1112, !tbaa !494
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 7, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 8, !321, !DIExpression(), !1102)
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 8, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 7, !321, !DIExpression(), !1102)
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 9, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 6, !321, !DIExpression(), !1102)
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 10, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 5, !321, !DIExpression(), !1102)
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 11, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 4, !321, !DIExpression(), !1102)
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 12, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 3, !321, !DIExpression(), !1102)
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 13, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 2, !321, !DIExpression(), !1102)
  %3351 = add nsw i64 %3332, -14, !dbg !1113
    #dbg_value(i64 %3351, !322, !DIExpression(), !1102)
    #dbg_value(i32 1, !321, !DIExpression(), !1102)
  %3352 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3351, !dbg !1111
  %3353 = trunc i64 %3333 to i8, !dbg !1105
  %3354 = insertelement <8 x i8> poison, i8 %3353, i64 0, !dbg !1105
  %3355 = shufflevector <8 x i8> %3354, <8 x i8> poison, <8 x i32> zeroinitializer, !dbg !1105
  %3356 = or disjoint <8 x i8> %3355, <i8 1, i8 2, i8 3, i8 4, i8 5, i8 6, i8 7, i8 8>, !dbg !1105
  store <8 x i8> %3356, ptr %3352, align 1, !dbg !1112, !tbaa !494
  %3357 = add nsw i64 %3332, -15, !dbg !1113
    #dbg_value(i64 %3357, !322, !DIExpression(), !1102)
    #dbg_value(i32 0, !321, !DIExpression(), !1102)
  %3358 = trunc i64 %3333 to i8, !dbg !1105
  %3359 = getelementptr inbounds [4096 x i8], ptr %3328, i64 0, i64 %3357, !dbg !1111
  store i8 %3358, ptr %3359, align 1, !dbg !1112, !tbaa !494
    #dbg_value(i64 %3332, !322, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_stack_value), !1102)
    #dbg_value(i32 -1, !321, !DIExpression(), !1102)
  %3360 = trunc nsw i64 %3357 to i32, !dbg !1114
  %3361 = add nsw i64 %3332, -16, !dbg !1114
  %3362 = getelementptr inbounds [16 x i32], ptr %3329, i64 0, i64 %3331, !dbg !1114
  store i32 %3360, ptr %3362, align 4, !dbg !1115, !tbaa !1091
  %3363 = add nsw i64 %3331, -1, !dbg !1116
    #dbg_value(i64 %3361, !322, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1102)
    #dbg_value(i64 %3363, !319, !DIExpression(), !1102)
  %3364 = icmp eq i64 %3331, 0, !dbg !1117
  br i1 %3364, label %3365, label %3330, !dbg !1103, !llvm.loop !1118

3365:                                             ; preds = %3330
  %3366 = add nsw i32 %3323, 1, !dbg !1120
    #dbg_value(i32 0, !176, !DIExpression(), !414)
    #dbg_value(i32 0, !172, !DIExpression(), !414)
  %3367 = icmp slt i32 %2864, 1, !dbg !1121
  br i1 %3367, label %6043, label %3368, !dbg !1125

3368:                                             ; preds = %3365
    #dbg_value(i32 50, !173, !DIExpression(), !414)
    #dbg_value(i8 poison, !184, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !414)
    #dbg_value(i32 poison, !185, !DIExpression(), !414)
    #dbg_value(!DIArgList(ptr poison, i8 poison), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 45436, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
    #dbg_value(!DIArgList(ptr poison, i8 poison), !188, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 57820, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
    #dbg_value(!DIArgList(ptr poison, i8 poison), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
  %3369 = getelementptr inbounds i8, ptr %0, i64 51628, !dbg !1125
  %3370 = getelementptr inbounds i8, ptr %0, i64 7884, !dbg !1125
  %3371 = load i8, ptr %3370, align 1, !dbg !1125, !tbaa !494
    #dbg_value(!DIArgList(ptr %0, i8 %3371), !188, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 57820, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
    #dbg_value(!DIArgList(ptr %0, i8 %3371), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 45436, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
    #dbg_value(i8 %3371, !184, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !414)
    #dbg_value(!DIArgList(ptr %3369, i8 %3371), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
  %3372 = zext i8 %3371 to i64, !dbg !1125
    #dbg_value(!DIArgList(ptr %0, i64 %3372), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 45436, DW_OP_LLVM_arg, 1, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
    #dbg_value(!DIArgList(ptr %0, i64 %3372), !188, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_plus_uconst, 57820, DW_OP_LLVM_arg, 1, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
    #dbg_value(!DIArgList(ptr %3369, i64 %3372), !187, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
  %3373 = getelementptr inbounds [6 x [258 x i32]], ptr %3369, i64 0, i64 %3372, !dbg !1125
    #dbg_value(ptr %3373, !187, !DIExpression(), !414)
  %3374 = getelementptr inbounds i8, ptr %0, i64 57820, !dbg !1125
    #dbg_value(!DIArgList(ptr %3374, i64 %3372), !188, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
  %3375 = getelementptr inbounds [6 x [258 x i32]], ptr %3374, i64 0, i64 %3372, !dbg !1125
    #dbg_value(ptr %3375, !188, !DIExpression(), !414)
  %3376 = getelementptr inbounds i8, ptr %0, i64 45436, !dbg !1125
    #dbg_value(!DIArgList(ptr %3376, i64 %3372), !186, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 1032, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !414)
  %3377 = getelementptr inbounds [6 x [258 x i32]], ptr %3376, i64 0, i64 %3372, !dbg !1125
    #dbg_value(ptr %3377, !186, !DIExpression(), !414)
  %3378 = getelementptr inbounds i8, ptr %0, i64 64012, !dbg !1125
  %3379 = getelementptr inbounds [6 x i32], ptr %3378, i64 0, i64 %3372, !dbg !1125
  %3380 = load i32, ptr %3379, align 4, !dbg !1125, !tbaa !1091
    #dbg_value(i32 %3380, !185, !DIExpression(), !414)
  %3381 = zext i8 %3371 to i32, !dbg !1125
    #dbg_value(i32 0, !172, !DIExpression(), !414)
    #dbg_value(i32 %3381, !184, !DIExpression(), !414)
    #dbg_value(i32 49, !173, !DIExpression(), !414)
    #dbg_value(i32 %3380, !181, !DIExpression(), !414)
  br label %3382, !dbg !1126

3382:                                             ; preds = %36, %3368
  %3383 = phi ptr [ %106, %36 ], [ %2822, %3368 ]
  %3384 = phi ptr [ %105, %36 ], [ %2823, %3368 ]
  %3385 = phi ptr [ %104, %36 ], [ %2824, %3368 ]
  %3386 = phi ptr [ %103, %36 ], [ %2825, %3368 ]
  %3387 = phi ptr [ %102, %36 ], [ %2826, %3368 ]
  %3388 = phi ptr [ %101, %36 ], [ %2827, %3368 ]
  %3389 = phi ptr [ %100, %36 ], [ %2828, %3368 ]
  %3390 = phi ptr [ %99, %36 ], [ %2829, %3368 ]
  %3391 = phi ptr [ %98, %36 ], [ %2830, %3368 ]
  %3392 = phi ptr [ %97, %36 ], [ %2831, %3368 ]
  %3393 = phi ptr [ %96, %36 ], [ %2832, %3368 ]
  %3394 = phi ptr [ %95, %36 ], [ %2833, %3368 ]
  %3395 = phi ptr [ %94, %36 ], [ %2834, %3368 ]
  %3396 = phi ptr [ %93, %36 ], [ %2835, %3368 ]
  %3397 = phi ptr [ %92, %36 ], [ %2836, %3368 ]
  %3398 = phi ptr [ %91, %36 ], [ %2837, %3368 ]
  %3399 = phi ptr [ %90, %36 ], [ %2838, %3368 ]
  %3400 = phi ptr [ %89, %36 ], [ %2839, %3368 ]
  %3401 = phi ptr [ %88, %36 ], [ %2840, %3368 ]
  %3402 = phi ptr [ %87, %36 ], [ %2841, %3368 ]
  %3403 = phi ptr [ %86, %36 ], [ %2842, %3368 ]
  %3404 = phi ptr [ %85, %36 ], [ %2843, %3368 ]
  %3405 = phi ptr [ %84, %36 ], [ %2844, %3368 ]
  %3406 = phi ptr [ %83, %36 ], [ %2845, %3368 ]
  %3407 = phi i32 [ %54, %36 ], [ %2849, %3368 ]
  %3408 = phi i32 [ %60, %36 ], [ %2852, %3368 ]
  %3409 = phi i32 [ %62, %36 ], [ %2853, %3368 ]
  %3410 = phi i32 [ %66, %36 ], [ %2854, %3368 ]
  %3411 = phi i32 [ %70, %36 ], [ %2856, %3368 ]
  %3412 = phi i32 [ %72, %36 ], [ %2857, %3368 ]
  %3413 = phi ptr [ %82, %36 ], [ %3375, %3368 ], !dbg !414
  %3414 = phi ptr [ %80, %36 ], [ %3373, %3368 ], !dbg !414
  %3415 = phi ptr [ %78, %36 ], [ %3377, %3368 ], !dbg !414
  %3416 = phi i32 [ %76, %36 ], [ %3380, %3368 ], !dbg !414
  %3417 = phi i32 [ %74, %36 ], [ %3381, %3368 ], !dbg !414
  %3418 = phi i32 [ %68, %36 ], [ %3380, %3368 ], !dbg !414
  %3419 = phi i32 [ %64, %36 ], [ %2863, %3368 ], !dbg !414
  %3420 = phi i32 [ %58, %36 ], [ 0, %3368 ], !dbg !414
  %3421 = phi i32 [ %56, %36 ], [ %3327, %3368 ], !dbg !414
  %3422 = phi i32 [ %52, %36 ], [ 49, %3368 ], !dbg !414
  %3423 = phi i32 [ %50, %36 ], [ 0, %3368 ], !dbg !414
  %3424 = phi i32 [ %48, %36 ], [ %3366, %3368 ], !dbg !414
  %3425 = phi i32 [ %46, %36 ], [ %2864, %3368 ], !dbg !1008
  %3426 = phi i32 [ %44, %36 ], [ %2865, %3368 ], !dbg !920
  %3427 = phi i32 [ %42, %36 ], [ %2866, %3368 ], !dbg !905
  %3428 = phi i32 [ %40, %36 ], [ %3321, %3368 ], !dbg !414
  %3429 = phi i32 [ %38, %36 ], [ %2868, %3368 ], !dbg !906
  %3430 = phi i32 [ %37, %36 ], [ 256, %3368 ], !dbg !414
    #dbg_value(i32 %3430, !165, !DIExpression(), !414)
    #dbg_value(i32 %3429, !166, !DIExpression(), !414)
    #dbg_value(i32 %3428, !167, !DIExpression(), !414)
    #dbg_value(i32 %3427, !168, !DIExpression(), !414)
    #dbg_value(i32 %3426, !169, !DIExpression(), !414)
    #dbg_value(i32 %3425, !170, !DIExpression(), !414)
    #dbg_value(i32 %3424, !171, !DIExpression(), !414)
    #dbg_value(i32 %3423, !172, !DIExpression(), !414)
    #dbg_value(i32 %3422, !173, !DIExpression(), !414)
    #dbg_value(i32 %3421, !175, !DIExpression(), !414)
    #dbg_value(i32 %3420, !176, !DIExpression(), !414)
    #dbg_value(i32 %3419, !179, !DIExpression(), !414)
    #dbg_value(i32 %3418, !181, !DIExpression(), !414)
    #dbg_value(i32 %3417, !184, !DIExpression(), !414)
    #dbg_value(i32 %3416, !185, !DIExpression(), !414)
    #dbg_value(ptr %3415, !186, !DIExpression(), !414)
    #dbg_value(ptr %3414, !187, !DIExpression(), !414)
    #dbg_value(ptr %3413, !188, !DIExpression(), !414)
  store i32 36, ptr %4, align 8, !dbg !1126, !tbaa !424
  %3431 = getelementptr inbounds i8, ptr %0, i64 36
  %3432 = load i32, ptr %3431, align 4, !tbaa !453
  %3433 = icmp slt i32 %3432, %3418, !dbg !1127
  br i1 %3433, label %3437, label %3434, !dbg !1128

3434:                                             ; preds = %3382
  %3435 = getelementptr inbounds i8, ptr %0, i64 32
  %3436 = load i32, ptr %3435, align 8, !dbg !1129, !tbaa !483
  br label %3444, !dbg !1128

3437:                                             ; preds = %3382
  %3438 = load ptr, ptr %0, align 8, !tbaa !416
  %3439 = getelementptr inbounds i8, ptr %3438, i64 8
  %3440 = getelementptr inbounds i8, ptr %0, i64 32
  %3441 = getelementptr inbounds i8, ptr %3438, i64 12
  %3442 = getelementptr inbounds i8, ptr %3438, i64 16
  %3443 = load i32, ptr %3439, align 8, !tbaa !484
  br label %3452, !dbg !1128

3444:                                             ; preds = %3472, %3434
  %3445 = phi i32 [ %3436, %3434 ], [ %3462, %3472 ], !dbg !1129
  %3446 = phi i32 [ %3432, %3434 ], [ %3463, %3472 ], !dbg !1127
  %3447 = sub nsw i32 %3446, %3418, !dbg !1129
  %3448 = lshr i32 %3445, %3447, !dbg !1129
  %3449 = shl nsw i32 -1, %3418, !dbg !1129
  %3450 = xor i32 %3449, -1, !dbg !1129
  %3451 = and i32 %3448, %3450, !dbg !1129
    #dbg_value(i32 %3451, !323, !DIExpression(), !1130)
  store i32 %3447, ptr %3431, align 4, !dbg !1129, !tbaa !453
    #dbg_value(i32 %3451, !182, !DIExpression(), !414)
  br label %3474, !dbg !1126

3452:                                             ; preds = %3437, %3472
  %3453 = phi i32 [ %3443, %3437 ], [ %3465, %3472 ]
  %3454 = phi i32 [ %3432, %3437 ], [ %3463, %3472 ]
  %3455 = icmp eq i32 %3453, 0, !dbg !1131
  br i1 %3455, label %6043, label %3456, !dbg !1128

3456:                                             ; preds = %3452
  %3457 = load i32, ptr %3440, align 8, !dbg !1128, !tbaa !483
  %3458 = shl i32 %3457, 8, !dbg !1128
  %3459 = load ptr, ptr %3438, align 8, !dbg !1128, !tbaa !493
  %3460 = load i8, ptr %3459, align 1, !dbg !1128, !tbaa !494
  %3461 = zext i8 %3460 to i32, !dbg !1128
  %3462 = or disjoint i32 %3458, %3461, !dbg !1128
  store i32 %3462, ptr %3440, align 8, !dbg !1128, !tbaa !483
  %3463 = add nsw i32 %3454, 8, !dbg !1128
  store i32 %3463, ptr %3431, align 4, !dbg !1128, !tbaa !453
  %3464 = getelementptr inbounds i8, ptr %3459, i64 1, !dbg !1128
  store ptr %3464, ptr %3438, align 8, !dbg !1128, !tbaa !493
  %3465 = add i32 %3453, -1, !dbg !1128
  store i32 %3465, ptr %3439, align 8, !dbg !1128, !tbaa !484
  %3466 = load i32, ptr %3441, align 4, !dbg !1128, !tbaa !495
  %3467 = add i32 %3466, 1, !dbg !1128
  store i32 %3467, ptr %3441, align 4, !dbg !1128, !tbaa !495
  %3468 = icmp eq i32 %3467, 0, !dbg !1133
  br i1 %3468, label %3469, label %3472, !dbg !1128

3469:                                             ; preds = %3456
  %3470 = load i32, ptr %3442, align 8, !dbg !1133, !tbaa !498
  %3471 = add i32 %3470, 1, !dbg !1133
  store i32 %3471, ptr %3442, align 8, !dbg !1133, !tbaa !498
  br label %3472, !dbg !1133

3472:                                             ; preds = %3469, %3456
  %3473 = icmp slt i32 %3463, %3418, !dbg !1127
  br i1 %3473, label %3452, label %3444, !dbg !1128, !llvm.loop !1135

3474:                                             ; preds = %3594, %3444
  %3475 = phi ptr [ %3533, %3594 ], [ %3383, %3444 ]
  %3476 = phi ptr [ %3534, %3594 ], [ %3384, %3444 ]
  %3477 = phi ptr [ %3535, %3594 ], [ %3385, %3444 ]
  %3478 = phi ptr [ %3536, %3594 ], [ %3386, %3444 ]
  %3479 = phi ptr [ %3537, %3594 ], [ %3387, %3444 ]
  %3480 = phi ptr [ %3538, %3594 ], [ %3388, %3444 ]
  %3481 = phi ptr [ %3539, %3594 ], [ %3389, %3444 ]
  %3482 = phi ptr [ %3540, %3594 ], [ %3390, %3444 ]
  %3483 = phi ptr [ %3541, %3594 ], [ %3391, %3444 ]
  %3484 = phi ptr [ %3542, %3594 ], [ %3392, %3444 ]
  %3485 = phi ptr [ %3543, %3594 ], [ %3393, %3444 ]
  %3486 = phi ptr [ %3544, %3594 ], [ %3394, %3444 ]
  %3487 = phi ptr [ %3545, %3594 ], [ %3395, %3444 ]
  %3488 = phi ptr [ %3546, %3594 ], [ %3396, %3444 ]
  %3489 = phi ptr [ %3547, %3594 ], [ %3397, %3444 ]
  %3490 = phi ptr [ %3548, %3594 ], [ %3398, %3444 ]
  %3491 = phi ptr [ %3549, %3594 ], [ %3399, %3444 ]
  %3492 = phi ptr [ %3550, %3594 ], [ %3400, %3444 ]
  %3493 = phi ptr [ %3551, %3594 ], [ %3401, %3444 ]
  %3494 = phi ptr [ %3552, %3594 ], [ %3402, %3444 ]
  %3495 = phi ptr [ %3553, %3594 ], [ %3403, %3444 ]
  %3496 = phi ptr [ %3554, %3594 ], [ %3404, %3444 ]
  %3497 = phi ptr [ %3555, %3594 ], [ %3405, %3444 ]
  %3498 = phi ptr [ %3556, %3594 ], [ %3406, %3444 ]
  %3499 = phi i32 [ %3557, %3594 ], [ %3407, %3444 ]
  %3500 = phi i32 [ %3558, %3594 ], [ %3408, %3444 ]
  %3501 = phi i32 [ %3559, %3594 ], [ %3409, %3444 ]
  %3502 = phi i32 [ %3560, %3594 ], [ %3410, %3444 ]
  %3503 = phi i32 [ %3597, %3594 ], [ %3447, %3444 ]
  %3504 = phi ptr [ %3562, %3594 ], [ %3413, %3444 ], !dbg !1136
  %3505 = phi ptr [ %3563, %3594 ], [ %3414, %3444 ], !dbg !1137
  %3506 = phi ptr [ %3564, %3594 ], [ %3415, %3444 ], !dbg !1138
  %3507 = phi i32 [ %3565, %3594 ], [ %3416, %3444 ], !dbg !1139
  %3508 = phi i32 [ %3566, %3594 ], [ %3417, %3444 ], !dbg !1140
  %3509 = phi i32 [ %3599, %3594 ], [ %3412, %3444 ], !dbg !414
  %3510 = phi i32 [ %3601, %3594 ], [ %3451, %3444 ], !dbg !1126
  %3511 = phi i32 [ %3569, %3594 ], [ %3418, %3444 ], !dbg !1141
  %3512 = phi i32 [ %3570, %3594 ], [ %3419, %3444 ], !dbg !1142
  %3513 = phi i32 [ %3571, %3594 ], [ %3420, %3444 ], !dbg !1143
  %3514 = phi i32 [ %3572, %3594 ], [ %3421, %3444 ], !dbg !1144
  %3515 = phi i32 [ %3573, %3594 ], [ %3422, %3444 ], !dbg !1145
  %3516 = phi i32 [ %3574, %3594 ], [ %3423, %3444 ], !dbg !1146
  %3517 = phi i32 [ %3575, %3594 ], [ %3424, %3444 ], !dbg !1147
  %3518 = phi i32 [ %3576, %3594 ], [ %3425, %3444 ], !dbg !1008
  %3519 = phi i32 [ %3577, %3594 ], [ %3426, %3444 ], !dbg !920
  %3520 = phi i32 [ %3578, %3594 ], [ %3427, %3444 ], !dbg !905
  %3521 = phi i32 [ %3579, %3594 ], [ %3428, %3444 ], !dbg !1026
  %3522 = phi i32 [ %3580, %3594 ], [ %3429, %3444 ], !dbg !906
  %3523 = phi i32 [ %3581, %3594 ], [ %3430, %3444 ], !dbg !834
    #dbg_value(i32 %3523, !165, !DIExpression(), !414)
    #dbg_value(i32 %3522, !166, !DIExpression(), !414)
    #dbg_value(i32 %3521, !167, !DIExpression(), !414)
    #dbg_value(i32 %3520, !168, !DIExpression(), !414)
    #dbg_value(i32 %3519, !169, !DIExpression(), !414)
    #dbg_value(i32 %3518, !170, !DIExpression(), !414)
    #dbg_value(i32 %3517, !171, !DIExpression(), !414)
    #dbg_value(i32 %3516, !172, !DIExpression(), !414)
    #dbg_value(i32 %3515, !173, !DIExpression(), !414)
    #dbg_value(i32 %3514, !175, !DIExpression(), !414)
    #dbg_value(i32 %3513, !176, !DIExpression(), !414)
    #dbg_value(i32 %3512, !179, !DIExpression(), !414)
    #dbg_value(i32 %3511, !181, !DIExpression(), !414)
    #dbg_value(i32 %3510, !182, !DIExpression(), !414)
    #dbg_value(i32 %3509, !183, !DIExpression(), !414)
    #dbg_value(i32 %3508, !184, !DIExpression(), !414)
    #dbg_value(i32 %3507, !185, !DIExpression(), !414)
    #dbg_value(ptr %3506, !186, !DIExpression(), !414)
    #dbg_value(ptr %3505, !187, !DIExpression(), !414)
    #dbg_value(ptr %3504, !188, !DIExpression(), !414)
  %3524 = icmp sgt i32 %3511, 20, !dbg !1148
  br i1 %3524, label %6043, label %3525, !dbg !1150

3525:                                             ; preds = %3474
  %3526 = sext i32 %3511 to i64, !dbg !1151
  %3527 = getelementptr inbounds i32, ptr %3506, i64 %3526, !dbg !1151
  %3528 = load i32, ptr %3527, align 4, !dbg !1151, !tbaa !1091
  %3529 = icmp sgt i32 %3510, %3528, !dbg !1151
  br i1 %3529, label %3530, label %3624, !dbg !1150

3530:                                             ; preds = %3525
  %3531 = add nsw i32 %3511, 1, !dbg !1150
    #dbg_value(i32 %3531, !181, !DIExpression(), !414)
  br label %3532, !dbg !1150

3532:                                             ; preds = %137, %3530
  %3533 = phi ptr [ %106, %137 ], [ %3475, %3530 ]
  %3534 = phi ptr [ %105, %137 ], [ %3476, %3530 ]
  %3535 = phi ptr [ %104, %137 ], [ %3477, %3530 ]
  %3536 = phi ptr [ %103, %137 ], [ %3478, %3530 ]
  %3537 = phi ptr [ %102, %137 ], [ %3479, %3530 ]
  %3538 = phi ptr [ %101, %137 ], [ %3480, %3530 ]
  %3539 = phi ptr [ %100, %137 ], [ %3481, %3530 ]
  %3540 = phi ptr [ %99, %137 ], [ %3482, %3530 ]
  %3541 = phi ptr [ %98, %137 ], [ %3483, %3530 ]
  %3542 = phi ptr [ %97, %137 ], [ %3484, %3530 ]
  %3543 = phi ptr [ %96, %137 ], [ %3485, %3530 ]
  %3544 = phi ptr [ %95, %137 ], [ %3486, %3530 ]
  %3545 = phi ptr [ %94, %137 ], [ %3487, %3530 ]
  %3546 = phi ptr [ %93, %137 ], [ %3488, %3530 ]
  %3547 = phi ptr [ %92, %137 ], [ %3489, %3530 ]
  %3548 = phi ptr [ %91, %137 ], [ %3490, %3530 ]
  %3549 = phi ptr [ %90, %137 ], [ %3491, %3530 ]
  %3550 = phi ptr [ %89, %137 ], [ %3492, %3530 ]
  %3551 = phi ptr [ %88, %137 ], [ %3493, %3530 ]
  %3552 = phi ptr [ %87, %137 ], [ %3494, %3530 ]
  %3553 = phi ptr [ %86, %137 ], [ %3495, %3530 ]
  %3554 = phi ptr [ %85, %137 ], [ %3496, %3530 ]
  %3555 = phi ptr [ %84, %137 ], [ %3497, %3530 ]
  %3556 = phi ptr [ %83, %137 ], [ %3498, %3530 ]
  %3557 = phi i32 [ %54, %137 ], [ %3499, %3530 ]
  %3558 = phi i32 [ %60, %137 ], [ %3500, %3530 ]
  %3559 = phi i32 [ %62, %137 ], [ %3501, %3530 ]
  %3560 = phi i32 [ %66, %137 ], [ %3502, %3530 ]
  %3561 = phi i32 [ %139, %137 ], [ %3503, %3530 ]
  %3562 = phi ptr [ %82, %137 ], [ %3504, %3530 ], !dbg !1136
  %3563 = phi ptr [ %80, %137 ], [ %3505, %3530 ], !dbg !1137
  %3564 = phi ptr [ %78, %137 ], [ %3506, %3530 ], !dbg !1138
  %3565 = phi i32 [ %76, %137 ], [ %3507, %3530 ], !dbg !1139
  %3566 = phi i32 [ %74, %137 ], [ %3508, %3530 ], !dbg !1140
  %3567 = phi i32 [ %72, %137 ], [ %3509, %3530 ], !dbg !414
  %3568 = phi i32 [ %70, %137 ], [ %3510, %3530 ], !dbg !414
  %3569 = phi i32 [ %68, %137 ], [ %3531, %3530 ], !dbg !414
  %3570 = phi i32 [ %64, %137 ], [ %3512, %3530 ], !dbg !1142
  %3571 = phi i32 [ %58, %137 ], [ %3513, %3530 ], !dbg !1143
  %3572 = phi i32 [ %56, %137 ], [ %3514, %3530 ], !dbg !1144
  %3573 = phi i32 [ %52, %137 ], [ %3515, %3530 ], !dbg !1145
  %3574 = phi i32 [ %50, %137 ], [ %3516, %3530 ], !dbg !1146
  %3575 = phi i32 [ %48, %137 ], [ %3517, %3530 ], !dbg !1147
  %3576 = phi i32 [ %46, %137 ], [ %3518, %3530 ], !dbg !1008
  %3577 = phi i32 [ %44, %137 ], [ %3519, %3530 ], !dbg !920
  %3578 = phi i32 [ %42, %137 ], [ %3520, %3530 ], !dbg !905
  %3579 = phi i32 [ %40, %137 ], [ %3521, %3530 ], !dbg !1026
  %3580 = phi i32 [ %38, %137 ], [ %3522, %3530 ], !dbg !906
  %3581 = phi i32 [ %37, %137 ], [ %3523, %3530 ], !dbg !834
    #dbg_value(i32 %3581, !165, !DIExpression(), !414)
    #dbg_value(i32 %3580, !166, !DIExpression(), !414)
    #dbg_value(i32 %3579, !167, !DIExpression(), !414)
    #dbg_value(i32 %3578, !168, !DIExpression(), !414)
    #dbg_value(i32 %3577, !169, !DIExpression(), !414)
    #dbg_value(i32 %3576, !170, !DIExpression(), !414)
    #dbg_value(i32 %3575, !171, !DIExpression(), !414)
    #dbg_value(i32 %3574, !172, !DIExpression(), !414)
    #dbg_value(i32 %3573, !173, !DIExpression(), !414)
    #dbg_value(i32 %3572, !175, !DIExpression(), !414)
    #dbg_value(i32 %3571, !176, !DIExpression(), !414)
    #dbg_value(i32 %3570, !179, !DIExpression(), !414)
    #dbg_value(i32 %3569, !181, !DIExpression(), !414)
    #dbg_value(i32 %3568, !182, !DIExpression(), !414)
    #dbg_value(i32 %3567, !183, !DIExpression(), !414)
    #dbg_value(i32 %3566, !184, !DIExpression(), !414)
    #dbg_value(i32 %3565, !185, !DIExpression(), !414)
    #dbg_value(ptr %3564, !186, !DIExpression(), !414)
    #dbg_value(ptr %3563, !187, !DIExpression(), !414)
    #dbg_value(ptr %3562, !188, !DIExpression(), !414)
  store i32 37, ptr %4, align 8, !dbg !1150, !tbaa !424
  %3582 = getelementptr inbounds i8, ptr %0, i64 36
  %3583 = icmp sgt i32 %3561, 0, !dbg !1153
  br i1 %3583, label %3584, label %3587, !dbg !1154

3584:                                             ; preds = %3532
  %3585 = getelementptr inbounds i8, ptr %0, i64 32
  %3586 = load i32, ptr %3585, align 8, !dbg !1155, !tbaa !483
  br label %3594, !dbg !1154

3587:                                             ; preds = %3532
  %3588 = load ptr, ptr %0, align 8, !tbaa !416
  %3589 = getelementptr inbounds i8, ptr %3588, i64 8
  %3590 = getelementptr inbounds i8, ptr %0, i64 32
  %3591 = getelementptr inbounds i8, ptr %3588, i64 12
  %3592 = getelementptr inbounds i8, ptr %3588, i64 16
  %3593 = load i32, ptr %3589, align 8, !tbaa !484
  br label %3602, !dbg !1154

3594:                                             ; preds = %3622, %3584
  %3595 = phi i32 [ %3586, %3584 ], [ %3612, %3622 ], !dbg !1155
  %3596 = phi i32 [ %3561, %3584 ], [ %3613, %3622 ], !dbg !1153
  %3597 = add nsw i32 %3596, -1, !dbg !1155
  %3598 = lshr i32 %3595, %3597, !dbg !1155
  %3599 = and i32 %3598, 1, !dbg !1155
    #dbg_value(i32 %3599, !328, !DIExpression(), !1156)
  store i32 %3597, ptr %3582, align 4, !dbg !1155, !tbaa !453
    #dbg_value(i32 %3599, !183, !DIExpression(), !414)
  %3600 = shl i32 %3568, 1, !dbg !1150
  %3601 = or disjoint i32 %3599, %3600, !dbg !1150
    #dbg_value(i32 %3601, !182, !DIExpression(), !414)
  br label %3474, !dbg !1126, !llvm.loop !1157

3602:                                             ; preds = %3587, %3622
  %3603 = phi i32 [ %3593, %3587 ], [ %3615, %3622 ]
  %3604 = phi i32 [ %3561, %3587 ], [ %3613, %3622 ]
  %3605 = icmp eq i32 %3603, 0, !dbg !1158
  br i1 %3605, label %6043, label %3606, !dbg !1154

3606:                                             ; preds = %3602
  %3607 = load i32, ptr %3590, align 8, !dbg !1154, !tbaa !483
  %3608 = shl i32 %3607, 8, !dbg !1154
  %3609 = load ptr, ptr %3588, align 8, !dbg !1154, !tbaa !493
  %3610 = load i8, ptr %3609, align 1, !dbg !1154, !tbaa !494
  %3611 = zext i8 %3610 to i32, !dbg !1154
  %3612 = or disjoint i32 %3608, %3611, !dbg !1154
  store i32 %3612, ptr %3590, align 8, !dbg !1154, !tbaa !483
  %3613 = add nsw i32 %3604, 8, !dbg !1154
  store i32 %3613, ptr %3582, align 4, !dbg !1154, !tbaa !453
  %3614 = getelementptr inbounds i8, ptr %3609, i64 1, !dbg !1154
  store ptr %3614, ptr %3588, align 8, !dbg !1154, !tbaa !493
  %3615 = add i32 %3603, -1, !dbg !1154
  store i32 %3615, ptr %3589, align 8, !dbg !1154, !tbaa !484
  %3616 = load i32, ptr %3591, align 4, !dbg !1154, !tbaa !495
  %3617 = add i32 %3616, 1, !dbg !1154
  store i32 %3617, ptr %3591, align 4, !dbg !1154, !tbaa !495
  %3618 = icmp eq i32 %3617, 0, !dbg !1160
  br i1 %3618, label %3619, label %3622, !dbg !1154

3619:                                             ; preds = %3606
  %3620 = load i32, ptr %3592, align 8, !dbg !1160, !tbaa !498
  %3621 = add i32 %3620, 1, !dbg !1160
  store i32 %3621, ptr %3592, align 8, !dbg !1160, !tbaa !498
  br label %3622, !dbg !1160

3622:                                             ; preds = %3619, %3606
  %3623 = icmp sgt i32 %3604, -8, !dbg !1153
  br i1 %3623, label %3594, label %3602, !dbg !1154, !llvm.loop !1162

3624:                                             ; preds = %3525
  %3625 = getelementptr inbounds i32, ptr %3505, i64 %3526, !dbg !1163
  %3626 = load i32, ptr %3625, align 4, !dbg !1163, !tbaa !1091
  %3627 = sub nsw i32 %3510, %3626, !dbg !1163
  %3628 = icmp ugt i32 %3627, 257, !dbg !1163
  br i1 %3628, label %6043, label %3629, !dbg !1163

3629:                                             ; preds = %3624
  %3630 = zext nneg i32 %3627 to i64, !dbg !1126
  %3631 = getelementptr inbounds i32, ptr %3504, i64 %3630, !dbg !1126
  %3632 = load i32, ptr %3631, align 4, !dbg !1126, !tbaa !1091
    #dbg_value(i32 %3632, !174, !DIExpression(), !414)
  br label %3633, !dbg !1165

3633:                                             ; preds = %4049, %4042, %4076, %4078, %4724, %3629
  %3634 = phi ptr [ %4570, %4724 ], [ %3475, %3629 ], [ %3862, %4078 ], [ %3862, %4076 ], [ %3862, %4042 ], [ %3862, %4049 ]
  %3635 = phi ptr [ %4571, %4724 ], [ %3476, %3629 ], [ %3863, %4078 ], [ %3863, %4076 ], [ %3863, %4042 ], [ %3863, %4049 ]
  %3636 = phi ptr [ %4572, %4724 ], [ %3477, %3629 ], [ %3864, %4078 ], [ %3864, %4076 ], [ %3864, %4042 ], [ %3864, %4049 ]
  %3637 = phi ptr [ %4573, %4724 ], [ %3478, %3629 ], [ %3865, %4078 ], [ %3865, %4076 ], [ %3865, %4042 ], [ %3865, %4049 ]
  %3638 = phi ptr [ %4574, %4724 ], [ %3479, %3629 ], [ %3866, %4078 ], [ %3866, %4076 ], [ %3866, %4042 ], [ %3866, %4049 ]
  %3639 = phi ptr [ %4575, %4724 ], [ %3480, %3629 ], [ %3867, %4078 ], [ %3867, %4076 ], [ %3867, %4042 ], [ %3867, %4049 ]
  %3640 = phi ptr [ %4576, %4724 ], [ %3481, %3629 ], [ %3868, %4078 ], [ %3868, %4076 ], [ %3868, %4042 ], [ %3868, %4049 ]
  %3641 = phi ptr [ %4577, %4724 ], [ %3482, %3629 ], [ %3869, %4078 ], [ %3869, %4076 ], [ %3869, %4042 ], [ %3869, %4049 ]
  %3642 = phi ptr [ %4578, %4724 ], [ %3483, %3629 ], [ %3870, %4078 ], [ %3870, %4076 ], [ %3870, %4042 ], [ %3870, %4049 ]
  %3643 = phi ptr [ %4579, %4724 ], [ %3484, %3629 ], [ %3871, %4078 ], [ %3871, %4076 ], [ %3871, %4042 ], [ %3871, %4049 ]
  %3644 = phi ptr [ %4580, %4724 ], [ %3485, %3629 ], [ %3872, %4078 ], [ %3872, %4076 ], [ %3872, %4042 ], [ %3872, %4049 ]
  %3645 = phi ptr [ %4581, %4724 ], [ %3486, %3629 ], [ %3873, %4078 ], [ %3873, %4076 ], [ %3873, %4042 ], [ %3873, %4049 ]
  %3646 = phi ptr [ %4582, %4724 ], [ %3487, %3629 ], [ %3874, %4078 ], [ %3874, %4076 ], [ %3874, %4042 ], [ %3874, %4049 ]
  %3647 = phi ptr [ %4583, %4724 ], [ %3488, %3629 ], [ %3875, %4078 ], [ %3875, %4076 ], [ %3875, %4042 ], [ %3875, %4049 ]
  %3648 = phi ptr [ %4584, %4724 ], [ %3489, %3629 ], [ %3876, %4078 ], [ %3876, %4076 ], [ %3876, %4042 ], [ %3876, %4049 ]
  %3649 = phi ptr [ %4585, %4724 ], [ %3490, %3629 ], [ %3877, %4078 ], [ %3877, %4076 ], [ %3877, %4042 ], [ %3877, %4049 ]
  %3650 = phi ptr [ %4586, %4724 ], [ %3491, %3629 ], [ %3878, %4078 ], [ %3878, %4076 ], [ %3878, %4042 ], [ %3878, %4049 ]
  %3651 = phi ptr [ %4587, %4724 ], [ %3492, %3629 ], [ %3879, %4078 ], [ %3879, %4076 ], [ %3879, %4042 ], [ %3879, %4049 ]
  %3652 = phi ptr [ %4588, %4724 ], [ %3493, %3629 ], [ %3880, %4078 ], [ %3880, %4076 ], [ %3880, %4042 ], [ %3880, %4049 ]
  %3653 = phi ptr [ %4589, %4724 ], [ %3494, %3629 ], [ %3881, %4078 ], [ %3881, %4076 ], [ %3881, %4042 ], [ %3881, %4049 ]
  %3654 = phi ptr [ %4590, %4724 ], [ %3495, %3629 ], [ %3882, %4078 ], [ %3882, %4076 ], [ %3882, %4042 ], [ %3882, %4049 ]
  %3655 = phi ptr [ %4591, %4724 ], [ %3496, %3629 ], [ %3883, %4078 ], [ %3883, %4076 ], [ %3883, %4042 ], [ %3883, %4049 ]
  %3656 = phi ptr [ %4592, %4724 ], [ %3497, %3629 ], [ %3884, %4078 ], [ %3884, %4076 ], [ %3884, %4042 ], [ %3884, %4049 ]
  %3657 = phi ptr [ %4593, %4724 ], [ %3498, %3629 ], [ %3885, %4078 ], [ %3885, %4076 ], [ %3885, %4042 ], [ %3885, %4049 ]
  %3658 = phi i32 [ %4594, %4724 ], [ %3502, %3629 ], [ %3886, %4078 ], [ %3886, %4076 ], [ %3886, %4042 ], [ %3886, %4049 ]
  %3659 = phi ptr [ %4596, %4724 ], [ %3504, %3629 ], [ %3888, %4078 ], [ %3888, %4076 ], [ %3888, %4042 ], [ %3888, %4049 ], !dbg !414
  %3660 = phi ptr [ %4597, %4724 ], [ %3505, %3629 ], [ %3889, %4078 ], [ %3889, %4076 ], [ %3889, %4042 ], [ %3889, %4049 ], !dbg !414
  %3661 = phi ptr [ %4598, %4724 ], [ %3506, %3629 ], [ %3890, %4078 ], [ %3890, %4076 ], [ %3890, %4042 ], [ %3890, %4049 ], !dbg !414
  %3662 = phi i32 [ %4599, %4724 ], [ %3507, %3629 ], [ %3891, %4078 ], [ %3891, %4076 ], [ %3891, %4042 ], [ %3891, %4049 ], !dbg !414
  %3663 = phi i32 [ %4600, %4724 ], [ %3508, %3629 ], [ %3892, %4078 ], [ %3892, %4076 ], [ %3892, %4042 ], [ %3892, %4049 ], !dbg !414
  %3664 = phi i32 [ %4601, %4724 ], [ %3509, %3629 ], [ %3893, %4078 ], [ %3893, %4076 ], [ %3893, %4042 ], [ %3893, %4049 ], !dbg !1001
  %3665 = phi i32 [ %4602, %4724 ], [ %3510, %3629 ], [ %3894, %4078 ], [ %3894, %4076 ], [ %3894, %4042 ], [ %3894, %4049 ], !dbg !1001
  %3666 = phi i32 [ %4603, %4724 ], [ %3511, %3629 ], [ %3895, %4078 ], [ %3895, %4076 ], [ %3895, %4042 ], [ %3895, %4049 ], !dbg !414
  %3667 = phi i32 [ %4604, %4724 ], [ %3512, %3629 ], [ %3896, %4078 ], [ %3896, %4076 ], [ %3896, %4042 ], [ %3896, %4049 ], !dbg !1142
  %3668 = phi i32 [ %4605, %4724 ], [ %3501, %3629 ], [ %3897, %4078 ], [ %3897, %4076 ], [ %3897, %4042 ], [ %3897, %4049 ], !dbg !414
  %3669 = phi i32 [ %4606, %4724 ], [ %3500, %3629 ], [ %4064, %4078 ], [ %4074, %4076 ], [ %4022, %4042 ], [ %4022, %4049 ], !dbg !414
  %3670 = phi i32 [ %4607, %4724 ], [ %3513, %3629 ], [ %4079, %4078 ], [ %4077, %4076 ], [ %3899, %4042 ], [ %3899, %4049 ], !dbg !1143
  %3671 = phi i32 [ %4608, %4724 ], [ %3514, %3629 ], [ %3900, %4078 ], [ %3900, %4076 ], [ %3900, %4042 ], [ %3900, %4049 ], !dbg !1144
  %3672 = phi i32 [ %4727, %4724 ], [ %3632, %3629 ], [ %4019, %4078 ], [ %4019, %4076 ], [ %4019, %4042 ], [ %4019, %4049 ], !dbg !1001
  %3673 = phi i32 [ %4610, %4724 ], [ %3515, %3629 ], [ %3902, %4078 ], [ %3902, %4076 ], [ %3902, %4042 ], [ %3902, %4049 ], !dbg !414
  %3674 = phi i32 [ %4611, %4724 ], [ %3516, %3629 ], [ %3903, %4078 ], [ %3903, %4076 ], [ %3903, %4042 ], [ %3903, %4049 ], !dbg !414
  %3675 = phi i32 [ %4612, %4724 ], [ %3517, %3629 ], [ %3904, %4078 ], [ %3904, %4076 ], [ %3904, %4042 ], [ %3904, %4049 ], !dbg !1147
  %3676 = phi i32 [ %4613, %4724 ], [ %3518, %3629 ], [ %3905, %4078 ], [ %3905, %4076 ], [ %3905, %4042 ], [ %3905, %4049 ], !dbg !1008
  %3677 = phi i32 [ %4614, %4724 ], [ %3519, %3629 ], [ %3906, %4078 ], [ %3906, %4076 ], [ %3906, %4042 ], [ %3906, %4049 ], !dbg !920
  %3678 = phi i32 [ %4615, %4724 ], [ %3520, %3629 ], [ %3907, %4078 ], [ %3907, %4076 ], [ %3907, %4042 ], [ %3907, %4049 ], !dbg !905
  %3679 = phi i32 [ %4616, %4724 ], [ %3521, %3629 ], [ %3908, %4078 ], [ %3908, %4076 ], [ %3908, %4042 ], [ %3908, %4049 ], !dbg !1026
  %3680 = phi i32 [ %4617, %4724 ], [ %3522, %3629 ], [ %3909, %4078 ], [ %3909, %4076 ], [ %3909, %4042 ], [ %3909, %4049 ], !dbg !906
  %3681 = phi i32 [ %4618, %4724 ], [ %3523, %3629 ], [ %3910, %4078 ], [ %3910, %4076 ], [ %3910, %4042 ], [ %3910, %4049 ], !dbg !834
    #dbg_value(i32 %3681, !165, !DIExpression(), !414)
    #dbg_value(i32 %3680, !166, !DIExpression(), !414)
    #dbg_value(i32 %3679, !167, !DIExpression(), !414)
    #dbg_value(i32 %3678, !168, !DIExpression(), !414)
    #dbg_value(i32 %3677, !169, !DIExpression(), !414)
    #dbg_value(i32 %3676, !170, !DIExpression(), !414)
    #dbg_value(i32 %3675, !171, !DIExpression(), !414)
    #dbg_value(i32 %3674, !172, !DIExpression(), !414)
    #dbg_value(i32 %3673, !173, !DIExpression(), !414)
    #dbg_value(i32 %3672, !174, !DIExpression(), !414)
    #dbg_value(i32 %3671, !175, !DIExpression(), !414)
    #dbg_value(i32 %3670, !176, !DIExpression(), !414)
    #dbg_value(i32 %3669, !177, !DIExpression(), !414)
    #dbg_value(i32 %3668, !178, !DIExpression(), !414)
    #dbg_value(i32 %3667, !179, !DIExpression(), !414)
    #dbg_value(i32 %3666, !181, !DIExpression(), !414)
    #dbg_value(i32 %3665, !182, !DIExpression(), !414)
    #dbg_value(i32 %3664, !183, !DIExpression(), !414)
    #dbg_value(i32 %3663, !184, !DIExpression(), !414)
    #dbg_value(i32 %3662, !185, !DIExpression(), !414)
    #dbg_value(ptr %3661, !186, !DIExpression(), !414)
    #dbg_value(ptr %3660, !187, !DIExpression(), !414)
    #dbg_value(ptr %3659, !188, !DIExpression(), !414)
  %3682 = icmp eq i32 %3672, %3675, !dbg !1166
  br i1 %3682, label %4728, label %3683, !dbg !1168

3683:                                             ; preds = %3633
  %3684 = icmp ult i32 %3672, 2, !dbg !1169
  br i1 %3684, label %3685, label %4080, !dbg !1169

3685:                                             ; preds = %3683, %4016
  %3686 = phi ptr [ %3862, %4016 ], [ %3634, %3683 ]
  %3687 = phi ptr [ %3863, %4016 ], [ %3635, %3683 ]
  %3688 = phi ptr [ %3864, %4016 ], [ %3636, %3683 ]
  %3689 = phi ptr [ %3865, %4016 ], [ %3637, %3683 ]
  %3690 = phi ptr [ %3866, %4016 ], [ %3638, %3683 ]
  %3691 = phi ptr [ %3867, %4016 ], [ %3639, %3683 ]
  %3692 = phi ptr [ %3868, %4016 ], [ %3640, %3683 ]
  %3693 = phi ptr [ %3869, %4016 ], [ %3641, %3683 ]
  %3694 = phi ptr [ %3870, %4016 ], [ %3642, %3683 ]
  %3695 = phi ptr [ %3871, %4016 ], [ %3643, %3683 ]
  %3696 = phi ptr [ %3872, %4016 ], [ %3644, %3683 ]
  %3697 = phi ptr [ %3873, %4016 ], [ %3645, %3683 ]
  %3698 = phi ptr [ %3874, %4016 ], [ %3646, %3683 ]
  %3699 = phi ptr [ %3875, %4016 ], [ %3647, %3683 ]
  %3700 = phi ptr [ %3876, %4016 ], [ %3648, %3683 ]
  %3701 = phi ptr [ %3877, %4016 ], [ %3649, %3683 ]
  %3702 = phi ptr [ %3878, %4016 ], [ %3650, %3683 ]
  %3703 = phi ptr [ %3879, %4016 ], [ %3651, %3683 ]
  %3704 = phi ptr [ %3880, %4016 ], [ %3652, %3683 ]
  %3705 = phi ptr [ %3881, %4016 ], [ %3653, %3683 ]
  %3706 = phi ptr [ %3882, %4016 ], [ %3654, %3683 ]
  %3707 = phi ptr [ %3883, %4016 ], [ %3655, %3683 ]
  %3708 = phi ptr [ %3884, %4016 ], [ %3656, %3683 ]
  %3709 = phi ptr [ %3885, %4016 ], [ %3657, %3683 ]
  %3710 = phi i32 [ %3886, %4016 ], [ %3658, %3683 ]
  %3711 = phi ptr [ %3888, %4016 ], [ %3659, %3683 ], !dbg !414
  %3712 = phi ptr [ %3889, %4016 ], [ %3660, %3683 ], !dbg !414
  %3713 = phi ptr [ %3890, %4016 ], [ %3661, %3683 ], !dbg !414
  %3714 = phi i32 [ %3891, %4016 ], [ %3662, %3683 ], !dbg !414
  %3715 = phi i32 [ %3892, %4016 ], [ %3663, %3683 ], !dbg !414
  %3716 = phi i32 [ %3893, %4016 ], [ %3664, %3683 ], !dbg !1170
  %3717 = phi i32 [ %3894, %4016 ], [ %3665, %3683 ], !dbg !1171
  %3718 = phi i32 [ %3895, %4016 ], [ %3666, %3683 ], !dbg !414
  %3719 = phi i32 [ %3896, %4016 ], [ %3667, %3683 ], !dbg !1142
  %3720 = phi i32 [ %3897, %4016 ], [ 1, %3683 ], !dbg !1172
  %3721 = phi i32 [ %3898, %4016 ], [ -1, %3683 ], !dbg !1172
  %3722 = phi i32 [ %3899, %4016 ], [ %3670, %3683 ], !dbg !1143
  %3723 = phi i32 [ %3900, %4016 ], [ %3671, %3683 ], !dbg !1144
  %3724 = phi i32 [ %4019, %4016 ], [ %3672, %3683 ], !dbg !1171
  %3725 = phi i32 [ %3902, %4016 ], [ %3673, %3683 ], !dbg !414
  %3726 = phi i32 [ %3903, %4016 ], [ %3674, %3683 ], !dbg !414
  %3727 = phi i32 [ %3904, %4016 ], [ %3675, %3683 ], !dbg !1147
  %3728 = phi i32 [ %3905, %4016 ], [ %3676, %3683 ], !dbg !1008
  %3729 = phi i32 [ %3906, %4016 ], [ %3677, %3683 ], !dbg !920
  %3730 = phi i32 [ %3907, %4016 ], [ %3678, %3683 ], !dbg !905
  %3731 = phi i32 [ %3908, %4016 ], [ %3679, %3683 ], !dbg !1026
  %3732 = phi i32 [ %3909, %4016 ], [ %3680, %3683 ], !dbg !906
  %3733 = phi i32 [ %3910, %4016 ], [ %3681, %3683 ], !dbg !834
    #dbg_value(i32 %3733, !165, !DIExpression(), !414)
    #dbg_value(i32 %3732, !166, !DIExpression(), !414)
    #dbg_value(i32 %3731, !167, !DIExpression(), !414)
    #dbg_value(i32 %3730, !168, !DIExpression(), !414)
    #dbg_value(i32 %3729, !169, !DIExpression(), !414)
    #dbg_value(i32 %3728, !170, !DIExpression(), !414)
    #dbg_value(i32 %3727, !171, !DIExpression(), !414)
    #dbg_value(i32 %3726, !172, !DIExpression(), !414)
    #dbg_value(i32 %3725, !173, !DIExpression(), !414)
    #dbg_value(i32 %3724, !174, !DIExpression(), !414)
    #dbg_value(i32 %3723, !175, !DIExpression(), !414)
    #dbg_value(i32 %3722, !176, !DIExpression(), !414)
    #dbg_value(i32 %3721, !177, !DIExpression(), !414)
    #dbg_value(i32 %3720, !178, !DIExpression(), !414)
    #dbg_value(i32 %3719, !179, !DIExpression(), !414)
    #dbg_value(i32 %3718, !181, !DIExpression(), !414)
    #dbg_value(i32 %3717, !182, !DIExpression(), !414)
    #dbg_value(i32 %3716, !183, !DIExpression(), !414)
    #dbg_value(i32 %3715, !184, !DIExpression(), !414)
    #dbg_value(i32 %3714, !185, !DIExpression(), !414)
    #dbg_value(ptr %3713, !186, !DIExpression(), !414)
    #dbg_value(ptr %3712, !187, !DIExpression(), !414)
    #dbg_value(ptr %3711, !188, !DIExpression(), !414)
  %3734 = icmp sgt i32 %3720, 2097151, !dbg !1173
  br i1 %3734, label %6043, label %3735, !dbg !1175

3735:                                             ; preds = %3685
  %3736 = icmp eq i32 %3724, 0, !dbg !1176
  %3737 = shl nsw i32 %3720, 1, !dbg !1176
  %3738 = select i1 %3736, i32 %3720, i32 %3737, !dbg !1176
  %3739 = add nsw i32 %3738, %3721, !dbg !1176
    #dbg_value(i32 %3739, !177, !DIExpression(), !414)
    #dbg_value(i32 %3737, !178, !DIExpression(), !414)
  %3740 = icmp eq i32 %3725, 0, !dbg !1177
  br i1 %3740, label %3741, label %3760, !dbg !1179

3741:                                             ; preds = %3735
  %3742 = add nsw i32 %3726, 1, !dbg !1180
    #dbg_value(i32 %3742, !172, !DIExpression(), !414)
  %3743 = icmp slt i32 %3742, %3728, !dbg !1182
  br i1 %3743, label %3744, label %6043, !dbg !1180

3744:                                             ; preds = %3741
    #dbg_value(i32 50, !173, !DIExpression(), !414)
  %3745 = getelementptr inbounds i8, ptr %0, i64 7884, !dbg !1180
  %3746 = sext i32 %3742 to i64, !dbg !1180
  %3747 = getelementptr inbounds [18002 x i8], ptr %3745, i64 0, i64 %3746, !dbg !1180
  %3748 = load i8, ptr %3747, align 1, !dbg !1180, !tbaa !494
  %3749 = zext i8 %3748 to i32, !dbg !1180
    #dbg_value(i32 %3749, !184, !DIExpression(), !414)
  %3750 = getelementptr inbounds i8, ptr %0, i64 64012, !dbg !1180
  %3751 = zext i8 %3748 to i64, !dbg !1180
  %3752 = getelementptr inbounds [6 x i32], ptr %3750, i64 0, i64 %3751, !dbg !1180
  %3753 = load i32, ptr %3752, align 4, !dbg !1180, !tbaa !1091
    #dbg_value(i32 %3753, !185, !DIExpression(), !414)
  %3754 = getelementptr inbounds i8, ptr %0, i64 45436, !dbg !1180
  %3755 = getelementptr inbounds [6 x [258 x i32]], ptr %3754, i64 0, i64 %3751, !dbg !1180
    #dbg_value(ptr %3755, !186, !DIExpression(), !414)
  %3756 = getelementptr inbounds i8, ptr %0, i64 57820, !dbg !1180
  %3757 = getelementptr inbounds [6 x [258 x i32]], ptr %3756, i64 0, i64 %3751, !dbg !1180
    #dbg_value(ptr %3757, !188, !DIExpression(), !414)
  %3758 = getelementptr inbounds i8, ptr %0, i64 51628, !dbg !1180
  %3759 = getelementptr inbounds [6 x [258 x i32]], ptr %3758, i64 0, i64 %3751, !dbg !1180
    #dbg_value(ptr %3759, !187, !DIExpression(), !414)
  br label %3760, !dbg !1180

3760:                                             ; preds = %3744, %3735
  %3761 = phi ptr [ %3757, %3744 ], [ %3711, %3735 ], !dbg !414
  %3762 = phi ptr [ %3759, %3744 ], [ %3712, %3735 ], !dbg !414
  %3763 = phi ptr [ %3755, %3744 ], [ %3713, %3735 ], !dbg !414
  %3764 = phi i32 [ %3753, %3744 ], [ %3714, %3735 ], !dbg !414
  %3765 = phi i32 [ %3749, %3744 ], [ %3715, %3735 ], !dbg !414
  %3766 = phi i32 [ 50, %3744 ], [ %3725, %3735 ], !dbg !414
  %3767 = phi i32 [ %3742, %3744 ], [ %3726, %3735 ], !dbg !414
    #dbg_value(i32 %3767, !172, !DIExpression(), !414)
    #dbg_value(i32 %3766, !173, !DIExpression(), !414)
    #dbg_value(i32 %3765, !184, !DIExpression(), !414)
    #dbg_value(i32 %3764, !185, !DIExpression(), !414)
    #dbg_value(ptr %3763, !186, !DIExpression(), !414)
    #dbg_value(ptr %3762, !187, !DIExpression(), !414)
    #dbg_value(ptr %3761, !188, !DIExpression(), !414)
  %3768 = add nsw i32 %3766, -1, !dbg !1179
    #dbg_value(i32 %3768, !173, !DIExpression(), !414)
    #dbg_value(i32 %3764, !181, !DIExpression(), !414)
  br label %3769, !dbg !1179

3769:                                             ; preds = %36, %3760
  %3770 = phi ptr [ %3686, %3760 ], [ %106, %36 ]
  %3771 = phi ptr [ %3687, %3760 ], [ %105, %36 ]
  %3772 = phi ptr [ %3688, %3760 ], [ %104, %36 ]
  %3773 = phi ptr [ %3689, %3760 ], [ %103, %36 ]
  %3774 = phi ptr [ %3690, %3760 ], [ %102, %36 ]
  %3775 = phi ptr [ %3691, %3760 ], [ %101, %36 ]
  %3776 = phi ptr [ %3692, %3760 ], [ %100, %36 ]
  %3777 = phi ptr [ %3693, %3760 ], [ %99, %36 ]
  %3778 = phi ptr [ %3694, %3760 ], [ %98, %36 ]
  %3779 = phi ptr [ %3695, %3760 ], [ %97, %36 ]
  %3780 = phi ptr [ %3696, %3760 ], [ %96, %36 ]
  %3781 = phi ptr [ %3697, %3760 ], [ %95, %36 ]
  %3782 = phi ptr [ %3698, %3760 ], [ %94, %36 ]
  %3783 = phi ptr [ %3699, %3760 ], [ %93, %36 ]
  %3784 = phi ptr [ %3700, %3760 ], [ %92, %36 ]
  %3785 = phi ptr [ %3701, %3760 ], [ %91, %36 ]
  %3786 = phi ptr [ %3702, %3760 ], [ %90, %36 ]
  %3787 = phi ptr [ %3703, %3760 ], [ %89, %36 ]
  %3788 = phi ptr [ %3704, %3760 ], [ %88, %36 ]
  %3789 = phi ptr [ %3705, %3760 ], [ %87, %36 ]
  %3790 = phi ptr [ %3706, %3760 ], [ %86, %36 ]
  %3791 = phi ptr [ %3707, %3760 ], [ %85, %36 ]
  %3792 = phi ptr [ %3708, %3760 ], [ %84, %36 ]
  %3793 = phi ptr [ %3709, %3760 ], [ %83, %36 ]
  %3794 = phi i32 [ %3710, %3760 ], [ %66, %36 ]
  %3795 = phi ptr [ %3761, %3760 ], [ %82, %36 ], !dbg !414
  %3796 = phi ptr [ %3762, %3760 ], [ %80, %36 ], !dbg !414
  %3797 = phi ptr [ %3763, %3760 ], [ %78, %36 ], !dbg !414
  %3798 = phi i32 [ %3764, %3760 ], [ %76, %36 ], !dbg !414
  %3799 = phi i32 [ %3765, %3760 ], [ %74, %36 ], !dbg !414
  %3800 = phi i32 [ %3716, %3760 ], [ %72, %36 ], !dbg !414
  %3801 = phi i32 [ %3717, %3760 ], [ %70, %36 ], !dbg !414
  %3802 = phi i32 [ %3764, %3760 ], [ %68, %36 ], !dbg !414
  %3803 = phi i32 [ %3719, %3760 ], [ %64, %36 ], !dbg !1142
  %3804 = phi i32 [ %3737, %3760 ], [ %62, %36 ], !dbg !414
  %3805 = phi i32 [ %3739, %3760 ], [ %60, %36 ], !dbg !414
  %3806 = phi i32 [ %3722, %3760 ], [ %58, %36 ], !dbg !1143
  %3807 = phi i32 [ %3723, %3760 ], [ %56, %36 ], !dbg !1144
  %3808 = phi i32 [ %3724, %3760 ], [ %54, %36 ], !dbg !414
  %3809 = phi i32 [ %3768, %3760 ], [ %52, %36 ], !dbg !414
  %3810 = phi i32 [ %3767, %3760 ], [ %50, %36 ], !dbg !414
  %3811 = phi i32 [ %3727, %3760 ], [ %48, %36 ], !dbg !1147
  %3812 = phi i32 [ %3728, %3760 ], [ %46, %36 ], !dbg !1008
  %3813 = phi i32 [ %3729, %3760 ], [ %44, %36 ], !dbg !920
  %3814 = phi i32 [ %3730, %3760 ], [ %42, %36 ], !dbg !905
  %3815 = phi i32 [ %3731, %3760 ], [ %40, %36 ], !dbg !1026
  %3816 = phi i32 [ %3732, %3760 ], [ %38, %36 ], !dbg !906
  %3817 = phi i32 [ %3733, %3760 ], [ %37, %36 ], !dbg !834
    #dbg_value(i32 %3817, !165, !DIExpression(), !414)
    #dbg_value(i32 %3816, !166, !DIExpression(), !414)
    #dbg_value(i32 %3815, !167, !DIExpression(), !414)
    #dbg_value(i32 %3814, !168, !DIExpression(), !414)
    #dbg_value(i32 %3813, !169, !DIExpression(), !414)
    #dbg_value(i32 %3812, !170, !DIExpression(), !414)
    #dbg_value(i32 %3811, !171, !DIExpression(), !414)
    #dbg_value(i32 %3810, !172, !DIExpression(), !414)
    #dbg_value(i32 %3809, !173, !DIExpression(), !414)
    #dbg_value(i32 %3808, !174, !DIExpression(), !414)
    #dbg_value(i32 %3807, !175, !DIExpression(), !414)
    #dbg_value(i32 %3806, !176, !DIExpression(), !414)
    #dbg_value(i32 %3805, !177, !DIExpression(), !414)
    #dbg_value(i32 %3804, !178, !DIExpression(), !414)
    #dbg_value(i32 %3803, !179, !DIExpression(), !414)
    #dbg_value(i32 %3802, !181, !DIExpression(), !414)
    #dbg_value(i32 %3801, !182, !DIExpression(), !414)
    #dbg_value(i32 %3800, !183, !DIExpression(), !414)
    #dbg_value(i32 %3799, !184, !DIExpression(), !414)
    #dbg_value(i32 %3798, !185, !DIExpression(), !414)
    #dbg_value(ptr %3797, !186, !DIExpression(), !414)
    #dbg_value(ptr %3796, !187, !DIExpression(), !414)
    #dbg_value(ptr %3795, !188, !DIExpression(), !414)
  store i32 38, ptr %4, align 8, !dbg !1179, !tbaa !424
  %3818 = getelementptr inbounds i8, ptr %0, i64 36
  %3819 = load i32, ptr %3818, align 4, !tbaa !453
  %3820 = icmp slt i32 %3819, %3802, !dbg !1184
  br i1 %3820, label %3824, label %3821, !dbg !1185

3821:                                             ; preds = %3769
  %3822 = getelementptr inbounds i8, ptr %0, i64 32
  %3823 = load i32, ptr %3822, align 8, !dbg !1186, !tbaa !483
  br label %3831, !dbg !1185

3824:                                             ; preds = %3769
  %3825 = load ptr, ptr %0, align 8, !tbaa !416
  %3826 = getelementptr inbounds i8, ptr %3825, i64 8
  %3827 = getelementptr inbounds i8, ptr %0, i64 32
  %3828 = getelementptr inbounds i8, ptr %3825, i64 12
  %3829 = getelementptr inbounds i8, ptr %3825, i64 16
  %3830 = load i32, ptr %3826, align 8, !tbaa !484
  br label %3839, !dbg !1185

3831:                                             ; preds = %3859, %3821
  %3832 = phi i32 [ %3823, %3821 ], [ %3849, %3859 ], !dbg !1186
  %3833 = phi i32 [ %3819, %3821 ], [ %3850, %3859 ], !dbg !1184
  %3834 = sub nsw i32 %3833, %3802, !dbg !1186
  %3835 = lshr i32 %3832, %3834, !dbg !1186
  %3836 = shl nsw i32 -1, %3802, !dbg !1186
  %3837 = xor i32 %3836, -1, !dbg !1186
  %3838 = and i32 %3835, %3837, !dbg !1186
    #dbg_value(i32 %3838, !333, !DIExpression(), !1187)
  store i32 %3834, ptr %3818, align 4, !dbg !1186, !tbaa !453
    #dbg_value(i32 %3838, !182, !DIExpression(), !414)
  br label %3861, !dbg !1179

3839:                                             ; preds = %3824, %3859
  %3840 = phi i32 [ %3830, %3824 ], [ %3852, %3859 ]
  %3841 = phi i32 [ %3819, %3824 ], [ %3850, %3859 ]
  %3842 = icmp eq i32 %3840, 0, !dbg !1188
  br i1 %3842, label %6043, label %3843, !dbg !1185

3843:                                             ; preds = %3839
  %3844 = load i32, ptr %3827, align 8, !dbg !1185, !tbaa !483
  %3845 = shl i32 %3844, 8, !dbg !1185
  %3846 = load ptr, ptr %3825, align 8, !dbg !1185, !tbaa !493
  %3847 = load i8, ptr %3846, align 1, !dbg !1185, !tbaa !494
  %3848 = zext i8 %3847 to i32, !dbg !1185
  %3849 = or disjoint i32 %3845, %3848, !dbg !1185
  store i32 %3849, ptr %3827, align 8, !dbg !1185, !tbaa !483
  %3850 = add nsw i32 %3841, 8, !dbg !1185
  store i32 %3850, ptr %3818, align 4, !dbg !1185, !tbaa !453
  %3851 = getelementptr inbounds i8, ptr %3846, i64 1, !dbg !1185
  store ptr %3851, ptr %3825, align 8, !dbg !1185, !tbaa !493
  %3852 = add i32 %3840, -1, !dbg !1185
  store i32 %3852, ptr %3826, align 8, !dbg !1185, !tbaa !484
  %3853 = load i32, ptr %3828, align 4, !dbg !1185, !tbaa !495
  %3854 = add i32 %3853, 1, !dbg !1185
  store i32 %3854, ptr %3828, align 4, !dbg !1185, !tbaa !495
  %3855 = icmp eq i32 %3854, 0, !dbg !1190
  br i1 %3855, label %3856, label %3859, !dbg !1185

3856:                                             ; preds = %3843
  %3857 = load i32, ptr %3829, align 8, !dbg !1190, !tbaa !498
  %3858 = add i32 %3857, 1, !dbg !1190
  store i32 %3858, ptr %3829, align 8, !dbg !1190, !tbaa !498
  br label %3859, !dbg !1190

3859:                                             ; preds = %3856, %3843
  %3860 = icmp slt i32 %3850, %3802, !dbg !1184
  br i1 %3860, label %3839, label %3831, !dbg !1185, !llvm.loop !1192

3861:                                             ; preds = %3981, %3831
  %3862 = phi ptr [ %3770, %3831 ], [ %3920, %3981 ]
  %3863 = phi ptr [ %3771, %3831 ], [ %3921, %3981 ]
  %3864 = phi ptr [ %3772, %3831 ], [ %3922, %3981 ]
  %3865 = phi ptr [ %3773, %3831 ], [ %3923, %3981 ]
  %3866 = phi ptr [ %3774, %3831 ], [ %3924, %3981 ]
  %3867 = phi ptr [ %3775, %3831 ], [ %3925, %3981 ]
  %3868 = phi ptr [ %3776, %3831 ], [ %3926, %3981 ]
  %3869 = phi ptr [ %3777, %3831 ], [ %3927, %3981 ]
  %3870 = phi ptr [ %3778, %3831 ], [ %3928, %3981 ]
  %3871 = phi ptr [ %3779, %3831 ], [ %3929, %3981 ]
  %3872 = phi ptr [ %3780, %3831 ], [ %3930, %3981 ]
  %3873 = phi ptr [ %3781, %3831 ], [ %3931, %3981 ]
  %3874 = phi ptr [ %3782, %3831 ], [ %3932, %3981 ]
  %3875 = phi ptr [ %3783, %3831 ], [ %3933, %3981 ]
  %3876 = phi ptr [ %3784, %3831 ], [ %3934, %3981 ]
  %3877 = phi ptr [ %3785, %3831 ], [ %3935, %3981 ]
  %3878 = phi ptr [ %3786, %3831 ], [ %3936, %3981 ]
  %3879 = phi ptr [ %3787, %3831 ], [ %3937, %3981 ]
  %3880 = phi ptr [ %3788, %3831 ], [ %3938, %3981 ]
  %3881 = phi ptr [ %3789, %3831 ], [ %3939, %3981 ]
  %3882 = phi ptr [ %3790, %3831 ], [ %3940, %3981 ]
  %3883 = phi ptr [ %3791, %3831 ], [ %3941, %3981 ]
  %3884 = phi ptr [ %3792, %3831 ], [ %3942, %3981 ]
  %3885 = phi ptr [ %3793, %3831 ], [ %3943, %3981 ]
  %3886 = phi i32 [ %3794, %3831 ], [ %3944, %3981 ]
  %3887 = phi i32 [ %3834, %3831 ], [ %3984, %3981 ]
  %3888 = phi ptr [ %3795, %3831 ], [ %3946, %3981 ], !dbg !1180
  %3889 = phi ptr [ %3796, %3831 ], [ %3947, %3981 ], !dbg !1180
  %3890 = phi ptr [ %3797, %3831 ], [ %3948, %3981 ], !dbg !1180
  %3891 = phi i32 [ %3798, %3831 ], [ %3949, %3981 ], !dbg !1180
  %3892 = phi i32 [ %3799, %3831 ], [ %3950, %3981 ], !dbg !1180
  %3893 = phi i32 [ %3800, %3831 ], [ %3986, %3981 ], !dbg !1171
  %3894 = phi i32 [ %3838, %3831 ], [ %3988, %3981 ], !dbg !1179
  %3895 = phi i32 [ %3802, %3831 ], [ %3953, %3981 ], !dbg !1179
  %3896 = phi i32 [ %3803, %3831 ], [ %3954, %3981 ], !dbg !1142
  %3897 = phi i32 [ %3804, %3831 ], [ %3955, %3981 ], !dbg !1193
  %3898 = phi i32 [ %3805, %3831 ], [ %3956, %3981 ], !dbg !1194
  %3899 = phi i32 [ %3806, %3831 ], [ %3957, %3981 ], !dbg !1143
  %3900 = phi i32 [ %3807, %3831 ], [ %3958, %3981 ], !dbg !1144
  %3901 = phi i32 [ %3808, %3831 ], [ %3959, %3981 ], !dbg !1196
  %3902 = phi i32 [ %3809, %3831 ], [ %3960, %3981 ], !dbg !1179
  %3903 = phi i32 [ %3810, %3831 ], [ %3961, %3981 ], !dbg !1180
  %3904 = phi i32 [ %3811, %3831 ], [ %3962, %3981 ], !dbg !1147
  %3905 = phi i32 [ %3812, %3831 ], [ %3963, %3981 ], !dbg !1008
  %3906 = phi i32 [ %3813, %3831 ], [ %3964, %3981 ], !dbg !920
  %3907 = phi i32 [ %3814, %3831 ], [ %3965, %3981 ], !dbg !905
  %3908 = phi i32 [ %3815, %3831 ], [ %3966, %3981 ], !dbg !1026
  %3909 = phi i32 [ %3816, %3831 ], [ %3967, %3981 ], !dbg !906
  %3910 = phi i32 [ %3817, %3831 ], [ %3968, %3981 ], !dbg !834
    #dbg_value(i32 %3910, !165, !DIExpression(), !414)
    #dbg_value(i32 %3909, !166, !DIExpression(), !414)
    #dbg_value(i32 %3908, !167, !DIExpression(), !414)
    #dbg_value(i32 %3907, !168, !DIExpression(), !414)
    #dbg_value(i32 %3906, !169, !DIExpression(), !414)
    #dbg_value(i32 %3905, !170, !DIExpression(), !414)
    #dbg_value(i32 %3904, !171, !DIExpression(), !414)
    #dbg_value(i32 %3903, !172, !DIExpression(), !414)
    #dbg_value(i32 %3902, !173, !DIExpression(), !414)
    #dbg_value(i32 %3901, !174, !DIExpression(), !414)
    #dbg_value(i32 %3900, !175, !DIExpression(), !414)
    #dbg_value(i32 %3899, !176, !DIExpression(), !414)
    #dbg_value(i32 %3898, !177, !DIExpression(), !414)
    #dbg_value(i32 %3897, !178, !DIExpression(), !414)
    #dbg_value(i32 %3896, !179, !DIExpression(), !414)
    #dbg_value(i32 %3895, !181, !DIExpression(), !414)
    #dbg_value(i32 %3894, !182, !DIExpression(), !414)
    #dbg_value(i32 %3893, !183, !DIExpression(), !414)
    #dbg_value(i32 %3892, !184, !DIExpression(), !414)
    #dbg_value(i32 %3891, !185, !DIExpression(), !414)
    #dbg_value(ptr %3890, !186, !DIExpression(), !414)
    #dbg_value(ptr %3889, !187, !DIExpression(), !414)
    #dbg_value(ptr %3888, !188, !DIExpression(), !414)
  %3911 = icmp sgt i32 %3895, 20, !dbg !1197
  br i1 %3911, label %6043, label %3912, !dbg !1199

3912:                                             ; preds = %3861
  %3913 = sext i32 %3895 to i64, !dbg !1200
  %3914 = getelementptr inbounds i32, ptr %3890, i64 %3913, !dbg !1200
  %3915 = load i32, ptr %3914, align 4, !dbg !1200, !tbaa !1091
  %3916 = icmp sgt i32 %3894, %3915, !dbg !1200
  br i1 %3916, label %3917, label %4011, !dbg !1199

3917:                                             ; preds = %3912
  %3918 = add nsw i32 %3895, 1, !dbg !1199
    #dbg_value(i32 %3918, !181, !DIExpression(), !414)
  br label %3919, !dbg !1199

3919:                                             ; preds = %140, %3917
  %3920 = phi ptr [ %3862, %3917 ], [ %106, %140 ]
  %3921 = phi ptr [ %3863, %3917 ], [ %105, %140 ]
  %3922 = phi ptr [ %3864, %3917 ], [ %104, %140 ]
  %3923 = phi ptr [ %3865, %3917 ], [ %103, %140 ]
  %3924 = phi ptr [ %3866, %3917 ], [ %102, %140 ]
  %3925 = phi ptr [ %3867, %3917 ], [ %101, %140 ]
  %3926 = phi ptr [ %3868, %3917 ], [ %100, %140 ]
  %3927 = phi ptr [ %3869, %3917 ], [ %99, %140 ]
  %3928 = phi ptr [ %3870, %3917 ], [ %98, %140 ]
  %3929 = phi ptr [ %3871, %3917 ], [ %97, %140 ]
  %3930 = phi ptr [ %3872, %3917 ], [ %96, %140 ]
  %3931 = phi ptr [ %3873, %3917 ], [ %95, %140 ]
  %3932 = phi ptr [ %3874, %3917 ], [ %94, %140 ]
  %3933 = phi ptr [ %3875, %3917 ], [ %93, %140 ]
  %3934 = phi ptr [ %3876, %3917 ], [ %92, %140 ]
  %3935 = phi ptr [ %3877, %3917 ], [ %91, %140 ]
  %3936 = phi ptr [ %3878, %3917 ], [ %90, %140 ]
  %3937 = phi ptr [ %3879, %3917 ], [ %89, %140 ]
  %3938 = phi ptr [ %3880, %3917 ], [ %88, %140 ]
  %3939 = phi ptr [ %3881, %3917 ], [ %87, %140 ]
  %3940 = phi ptr [ %3882, %3917 ], [ %86, %140 ]
  %3941 = phi ptr [ %3883, %3917 ], [ %85, %140 ]
  %3942 = phi ptr [ %3884, %3917 ], [ %84, %140 ]
  %3943 = phi ptr [ %3885, %3917 ], [ %83, %140 ]
  %3944 = phi i32 [ %3886, %3917 ], [ %66, %140 ]
  %3945 = phi i32 [ %3887, %3917 ], [ %142, %140 ]
  %3946 = phi ptr [ %3888, %3917 ], [ %82, %140 ], !dbg !414
  %3947 = phi ptr [ %3889, %3917 ], [ %80, %140 ], !dbg !414
  %3948 = phi ptr [ %3890, %3917 ], [ %78, %140 ], !dbg !414
  %3949 = phi i32 [ %3891, %3917 ], [ %76, %140 ], !dbg !414
  %3950 = phi i32 [ %3892, %3917 ], [ %74, %140 ], !dbg !414
  %3951 = phi i32 [ %3893, %3917 ], [ %72, %140 ], !dbg !414
  %3952 = phi i32 [ %3894, %3917 ], [ %70, %140 ], !dbg !414
  %3953 = phi i32 [ %3918, %3917 ], [ %68, %140 ], !dbg !414
  %3954 = phi i32 [ %3896, %3917 ], [ %64, %140 ], !dbg !1142
  %3955 = phi i32 [ %3897, %3917 ], [ %62, %140 ], !dbg !414
  %3956 = phi i32 [ %3898, %3917 ], [ %60, %140 ], !dbg !414
  %3957 = phi i32 [ %3899, %3917 ], [ %58, %140 ], !dbg !1143
  %3958 = phi i32 [ %3900, %3917 ], [ %56, %140 ], !dbg !1144
  %3959 = phi i32 [ %3901, %3917 ], [ %54, %140 ], !dbg !414
  %3960 = phi i32 [ %3902, %3917 ], [ %52, %140 ], !dbg !414
  %3961 = phi i32 [ %3903, %3917 ], [ %50, %140 ], !dbg !414
  %3962 = phi i32 [ %3904, %3917 ], [ %48, %140 ], !dbg !1147
  %3963 = phi i32 [ %3905, %3917 ], [ %46, %140 ], !dbg !1008
  %3964 = phi i32 [ %3906, %3917 ], [ %44, %140 ], !dbg !920
  %3965 = phi i32 [ %3907, %3917 ], [ %42, %140 ], !dbg !905
  %3966 = phi i32 [ %3908, %3917 ], [ %40, %140 ], !dbg !1026
  %3967 = phi i32 [ %3909, %3917 ], [ %38, %140 ], !dbg !906
  %3968 = phi i32 [ %3910, %3917 ], [ %37, %140 ], !dbg !834
    #dbg_value(i32 %3968, !165, !DIExpression(), !414)
    #dbg_value(i32 %3967, !166, !DIExpression(), !414)
    #dbg_value(i32 %3966, !167, !DIExpression(), !414)
    #dbg_value(i32 %3965, !168, !DIExpression(), !414)
    #dbg_value(i32 %3964, !169, !DIExpression(), !414)
    #dbg_value(i32 %3963, !170, !DIExpression(), !414)
    #dbg_value(i32 %3962, !171, !DIExpression(), !414)
    #dbg_value(i32 %3961, !172, !DIExpression(), !414)
    #dbg_value(i32 %3960, !173, !DIExpression(), !414)
    #dbg_value(i32 %3959, !174, !DIExpression(), !414)
    #dbg_value(i32 %3958, !175, !DIExpression(), !414)
    #dbg_value(i32 %3957, !176, !DIExpression(), !414)
    #dbg_value(i32 %3956, !177, !DIExpression(), !414)
    #dbg_value(i32 %3955, !178, !DIExpression(), !414)
    #dbg_value(i32 %3954, !179, !DIExpression(), !414)
    #dbg_value(i32 %3953, !181, !DIExpression(), !414)
    #dbg_value(i32 %3952, !182, !DIExpression(), !414)
    #dbg_value(i32 %3951, !183, !DIExpression(), !414)
    #dbg_value(i32 %3950, !184, !DIExpression(), !414)
    #dbg_value(i32 %3949, !185, !DIExpression(), !414)
    #dbg_value(ptr %3948, !186, !DIExpression(), !414)
    #dbg_value(ptr %3947, !187, !DIExpression(), !414)
    #dbg_value(ptr %3946, !188, !DIExpression(), !414)
  store i32 39, ptr %4, align 8, !dbg !1199, !tbaa !424
  %3969 = getelementptr inbounds i8, ptr %0, i64 36
  %3970 = icmp sgt i32 %3945, 0, !dbg !1202
  br i1 %3970, label %3971, label %3974, !dbg !1203

3971:                                             ; preds = %3919
  %3972 = getelementptr inbounds i8, ptr %0, i64 32
  %3973 = load i32, ptr %3972, align 8, !dbg !1204, !tbaa !483
  br label %3981, !dbg !1203

3974:                                             ; preds = %3919
  %3975 = load ptr, ptr %0, align 8, !tbaa !416
  %3976 = getelementptr inbounds i8, ptr %3975, i64 8
  %3977 = getelementptr inbounds i8, ptr %0, i64 32
  %3978 = getelementptr inbounds i8, ptr %3975, i64 12
  %3979 = getelementptr inbounds i8, ptr %3975, i64 16
  %3980 = load i32, ptr %3976, align 8, !tbaa !484
  br label %3989, !dbg !1203

3981:                                             ; preds = %4009, %3971
  %3982 = phi i32 [ %3973, %3971 ], [ %3999, %4009 ], !dbg !1204
  %3983 = phi i32 [ %3945, %3971 ], [ %4000, %4009 ], !dbg !1202
  %3984 = add nsw i32 %3983, -1, !dbg !1204
  %3985 = lshr i32 %3982, %3984, !dbg !1204
  %3986 = and i32 %3985, 1, !dbg !1204
    #dbg_value(i32 %3986, !342, !DIExpression(), !1205)
  store i32 %3984, ptr %3969, align 4, !dbg !1204, !tbaa !453
    #dbg_value(i32 %3986, !183, !DIExpression(), !414)
  %3987 = shl i32 %3952, 1, !dbg !1199
  %3988 = or disjoint i32 %3986, %3987, !dbg !1199
    #dbg_value(i32 %3988, !182, !DIExpression(), !414)
  br label %3861, !dbg !1179, !llvm.loop !1206

3989:                                             ; preds = %3974, %4009
  %3990 = phi i32 [ %3980, %3974 ], [ %4002, %4009 ]
  %3991 = phi i32 [ %3945, %3974 ], [ %4000, %4009 ]
  %3992 = icmp eq i32 %3990, 0, !dbg !1207
  br i1 %3992, label %6043, label %3993, !dbg !1203

3993:                                             ; preds = %3989
  %3994 = load i32, ptr %3977, align 8, !dbg !1203, !tbaa !483
  %3995 = shl i32 %3994, 8, !dbg !1203
  %3996 = load ptr, ptr %3975, align 8, !dbg !1203, !tbaa !493
  %3997 = load i8, ptr %3996, align 1, !dbg !1203, !tbaa !494
  %3998 = zext i8 %3997 to i32, !dbg !1203
  %3999 = or disjoint i32 %3995, %3998, !dbg !1203
  store i32 %3999, ptr %3977, align 8, !dbg !1203, !tbaa !483
  %4000 = add nsw i32 %3991, 8, !dbg !1203
  store i32 %4000, ptr %3969, align 4, !dbg !1203, !tbaa !453
  %4001 = getelementptr inbounds i8, ptr %3996, i64 1, !dbg !1203
  store ptr %4001, ptr %3975, align 8, !dbg !1203, !tbaa !493
  %4002 = add i32 %3990, -1, !dbg !1203
  store i32 %4002, ptr %3976, align 8, !dbg !1203, !tbaa !484
  %4003 = load i32, ptr %3978, align 4, !dbg !1203, !tbaa !495
  %4004 = add i32 %4003, 1, !dbg !1203
  store i32 %4004, ptr %3978, align 4, !dbg !1203, !tbaa !495
  %4005 = icmp eq i32 %4004, 0, !dbg !1209
  br i1 %4005, label %4006, label %4009, !dbg !1203

4006:                                             ; preds = %3993
  %4007 = load i32, ptr %3979, align 8, !dbg !1209, !tbaa !498
  %4008 = add i32 %4007, 1, !dbg !1209
  store i32 %4008, ptr %3979, align 8, !dbg !1209, !tbaa !498
  br label %4009, !dbg !1209

4009:                                             ; preds = %4006, %3993
  %4010 = icmp sgt i32 %3991, -8, !dbg !1202
  br i1 %4010, label %3981, label %3989, !dbg !1203, !llvm.loop !1211

4011:                                             ; preds = %3912
  %4012 = getelementptr inbounds i32, ptr %3889, i64 %3913, !dbg !1212
  %4013 = load i32, ptr %4012, align 4, !dbg !1212, !tbaa !1091
  %4014 = sub nsw i32 %3894, %4013, !dbg !1212
  %4015 = icmp ugt i32 %4014, 257, !dbg !1212
  br i1 %4015, label %6043, label %4016, !dbg !1212

4016:                                             ; preds = %4011
  %4017 = zext nneg i32 %4014 to i64, !dbg !1179
  %4018 = getelementptr inbounds i32, ptr %3888, i64 %4017, !dbg !1179
  %4019 = load i32, ptr %4018, align 4, !dbg !1179, !tbaa !1091
    #dbg_value(i32 %4019, !174, !DIExpression(), !414)
  %4020 = icmp ult i32 %4019, 2, !dbg !1214
  br i1 %4020, label %3685, label %4021, !dbg !1215, !llvm.loop !1216

4021:                                             ; preds = %4016
  %4022 = add nsw i32 %3898, 1, !dbg !1219
    #dbg_value(i32 %4022, !177, !DIExpression(), !414)
  %4023 = getelementptr inbounds i8, ptr %0, i64 3468, !dbg !1220
  %4024 = getelementptr inbounds i8, ptr %0, i64 3724, !dbg !1221
  %4025 = getelementptr inbounds i8, ptr %0, i64 7820, !dbg !1222
  %4026 = load i32, ptr %4025, align 4, !dbg !1223, !tbaa !1091
  %4027 = sext i32 %4026 to i64, !dbg !1224
  %4028 = getelementptr inbounds [4096 x i8], ptr %4024, i64 0, i64 %4027, !dbg !1224
  %4029 = load i8, ptr %4028, align 1, !dbg !1224, !tbaa !494
  %4030 = zext i8 %4029 to i64, !dbg !1225
  %4031 = getelementptr inbounds [256 x i8], ptr %4023, i64 0, i64 %4030, !dbg !1225
  %4032 = load i8, ptr %4031, align 1, !dbg !1225, !tbaa !494
    #dbg_value(i8 %4032, !160, !DIExpression(), !414)
  %4033 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1226
  %4034 = zext i8 %4032 to i64, !dbg !1227
  %4035 = getelementptr inbounds [256 x i32], ptr %4033, i64 0, i64 %4034, !dbg !1227
  %4036 = load i32, ptr %4035, align 4, !dbg !1228, !tbaa !1091
  %4037 = add nsw i32 %4036, %4022, !dbg !1228
  store i32 %4037, ptr %4035, align 4, !dbg !1228, !tbaa !1091
  %4038 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !1229
  %4039 = load i8, ptr %4038, align 4, !dbg !1229, !tbaa !544
  %4040 = icmp eq i8 %4039, 0, !dbg !1231
    #dbg_value(i32 %3899, !176, !DIExpression(), !414)
  %4041 = icmp sgt i32 %3898, -1, !dbg !1232
  br i1 %4040, label %4049, label %4042, !dbg !1233

4042:                                             ; preds = %4021
  br i1 %4041, label %4043, label %3633, !dbg !1234, !llvm.loop !1235

4043:                                             ; preds = %4042
  %4044 = zext i8 %4032 to i16
  %4045 = getelementptr inbounds i8, ptr %0, i64 3160
  %4046 = sext i32 %3899 to i64, !dbg !1234
  %4047 = call i32 @llvm.smax.i32(i32 %3899, i32 %3900), !dbg !1234
  %4048 = sext i32 %4047 to i64, !dbg !1237
  br label %4056, !dbg !1234

4049:                                             ; preds = %4021
  br i1 %4041, label %4050, label %3633, !dbg !1240, !llvm.loop !1235

4050:                                             ; preds = %4049
  %4051 = zext i8 %4032 to i32
  %4052 = getelementptr inbounds i8, ptr %0, i64 3152
  %4053 = sext i32 %3899 to i64, !dbg !1240
  %4054 = call i32 @llvm.smax.i32(i32 %3899, i32 %3900), !dbg !1240
  %4055 = sext i32 %4054 to i64, !dbg !1241
  br label %4066, !dbg !1240

4056:                                             ; preds = %4043, %4060
  %4057 = phi i64 [ %4046, %4043 ], [ %4063, %4060 ]
  %4058 = phi i32 [ %4022, %4043 ], [ %4064, %4060 ]
    #dbg_value(i64 %4057, !176, !DIExpression(), !414)
    #dbg_value(i32 %4058, !177, !DIExpression(), !414)
  %4059 = icmp eq i64 %4057, %4048, !dbg !1237
  br i1 %4059, label %6043, label %4060, !dbg !1244

4060:                                             ; preds = %4056
  %4061 = load ptr, ptr %4045, align 8, !dbg !1245, !tbaa !554
  %4062 = getelementptr inbounds i16, ptr %4061, i64 %4057, !dbg !1246
  store i16 %4044, ptr %4062, align 2, !dbg !1247, !tbaa !1248
  %4063 = add nsw i64 %4057, 1, !dbg !1250
    #dbg_value(i64 %4063, !176, !DIExpression(), !414)
  %4064 = add nsw i32 %4058, -1, !dbg !1251
    #dbg_value(i32 %4064, !177, !DIExpression(), !414)
  %4065 = icmp sgt i32 %4058, 1, !dbg !1252
  br i1 %4065, label %4056, label %4078, !dbg !1234, !llvm.loop !1253

4066:                                             ; preds = %4050, %4070
  %4067 = phi i64 [ %4053, %4050 ], [ %4073, %4070 ]
  %4068 = phi i32 [ %4022, %4050 ], [ %4074, %4070 ]
    #dbg_value(i64 %4067, !176, !DIExpression(), !414)
    #dbg_value(i32 %4068, !177, !DIExpression(), !414)
  %4069 = icmp eq i64 %4067, %4055, !dbg !1241
  br i1 %4069, label %6043, label %4070, !dbg !1255

4070:                                             ; preds = %4066
  %4071 = load ptr, ptr %4052, align 8, !dbg !1256, !tbaa !567
  %4072 = getelementptr inbounds i32, ptr %4071, i64 %4067, !dbg !1257
  store i32 %4051, ptr %4072, align 4, !dbg !1258, !tbaa !1091
  %4073 = add nsw i64 %4067, 1, !dbg !1259
    #dbg_value(i64 %4073, !176, !DIExpression(), !414)
  %4074 = add nsw i32 %4068, -1, !dbg !1260
    #dbg_value(i32 %4074, !177, !DIExpression(), !414)
  %4075 = icmp sgt i32 %4068, 1, !dbg !1261
  br i1 %4075, label %4066, label %4076, !dbg !1240, !llvm.loop !1262

4076:                                             ; preds = %4070
  %4077 = trunc nsw i64 %4073 to i32, !dbg !1264
  br label %3633, !dbg !1264, !llvm.loop !1235

4078:                                             ; preds = %4060
  %4079 = trunc nsw i64 %4063 to i32, !dbg !1264
  br label %3633, !dbg !1264, !llvm.loop !1235

4080:                                             ; preds = %3683
  %4081 = icmp slt i32 %3670, %3671, !dbg !1265
  br i1 %4081, label %4082, label %6043, !dbg !1267

4082:                                             ; preds = %4080
  %4083 = add i32 %3672, -1, !dbg !1268
    #dbg_value(i32 %4083, !355, !DIExpression(), !1269)
  %4084 = icmp ult i32 %3672, 17, !dbg !1270
  br i1 %4084, label %4085, label %4250, !dbg !1271

4085:                                             ; preds = %4082
  %4086 = getelementptr inbounds i8, ptr %0, i64 7820, !dbg !1272
  %4087 = load i32, ptr %4086, align 4, !dbg !1273, !tbaa !1091
    #dbg_value(i32 %4087, !352, !DIExpression(), !1269)
  %4088 = getelementptr inbounds i8, ptr %0, i64 3724, !dbg !1274
  %4089 = add i32 %4087, %4083, !dbg !1275
  %4090 = zext i32 %4089 to i64, !dbg !1276
  %4091 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4090, !dbg !1276
  %4092 = load i8, ptr %4091, align 1, !dbg !1276, !tbaa !494
    #dbg_value(i8 %4092, !160, !DIExpression(), !414)
    #dbg_value(i32 %4083, !355, !DIExpression(), !1269)
  %4093 = icmp ugt i32 %4083, 3, !dbg !1277
  br i1 %4093, label %4094, label %4098, !dbg !1278

4094:                                             ; preds = %4085
  %4095 = zext nneg i32 %4083 to i64, !dbg !1278
  br label %4200, !dbg !1278

4096:                                             ; preds = %4200
    #dbg_value(i32 %4223, !355, !DIExpression(), !1269)
  %4097 = icmp eq i32 %4223, 0, !dbg !1279
  br i1 %4097, label %4247, label %4098, !dbg !1280

4098:                                             ; preds = %4085, %4096
  %4099 = phi i32 [ %4223, %4096 ], [ %4083, %4085 ]
  %4100 = zext nneg i32 %4099 to i64, !dbg !1280
  %4101 = add nsw i32 %4099, -1, !dbg !1280
  %4102 = zext i32 %4101 to i64, !dbg !1280
  %4103 = add nuw nsw i64 %4102, 1, !dbg !1280
  %4104 = icmp ult i32 %4101, 7, !dbg !1280
  br i1 %4104, label %4161, label %4105, !dbg !1280

4105:                                             ; preds = %4098
  %4106 = add nsw i32 %4099, -1, !dbg !1280
  %4107 = add i32 %4099, %4087, !dbg !1280
  %4108 = icmp ugt i32 %4106, %4107, !dbg !1280
  %4109 = add i32 %4099, %4087, !dbg !1280
  %4110 = add i32 %4109, -1, !dbg !1280
  %4111 = icmp ugt i32 %4087, %4110, !dbg !1280
  %4112 = zext i32 %4107 to i64, !dbg !1280
  %4113 = getelementptr i8, ptr %0, i64 %4112, !dbg !1280
  %4114 = getelementptr i8, ptr %4113, i64 3724, !dbg !1280
  %4115 = zext i32 %4106 to i64, !dbg !1280
  %4116 = sub nsw i64 0, %4115, !dbg !1280
  %4117 = getelementptr i8, ptr %4114, i64 %4116, !dbg !1280
  %4118 = icmp ugt ptr %4117, %4114, !dbg !1280
  %4119 = zext i32 %4110 to i64, !dbg !1280
  %4120 = getelementptr i8, ptr %0, i64 %4119, !dbg !1280
  %4121 = getelementptr i8, ptr %4120, i64 3724, !dbg !1280
  %4122 = zext i32 %4106 to i64, !dbg !1280
  %4123 = sub nsw i64 0, %4122, !dbg !1280
  %4124 = getelementptr i8, ptr %4121, i64 %4123, !dbg !1280
  %4125 = icmp ugt ptr %4124, %4121, !dbg !1280
  %4126 = or i1 %4108, %4111, !dbg !1280
  %4127 = or i1 %4126, %4118, !dbg !1280
  %4128 = or i1 %4127, %4125, !dbg !1280
  br i1 %4128, label %4161, label %4129

4129:                                             ; preds = %4105
  %4130 = add i32 %4099, %4087, !dbg !1280
  %4131 = add i32 %4130, -1, !dbg !1280
  %4132 = zext i32 %4131 to i64, !dbg !1280
  %4133 = zext i32 %4130 to i64, !dbg !1280
  %4134 = sub nsw i64 %4132, %4133, !dbg !1280
  %4135 = icmp ult i64 %4134, 16, !dbg !1280
  br i1 %4135, label %4161, label %4136

4136:                                             ; preds = %4129
  %4137 = icmp ult i32 %4101, 15, !dbg !1280
  br i1 %4137, label %4179, label %4138, !dbg !1280

4138:                                             ; preds = %4136
  %4139 = and i64 %4103, 8589934576, !dbg !1280
  %4140 = getelementptr i8, ptr %4088, i64 -15, !dbg !1280
  %4141 = getelementptr i8, ptr %4088, i64 -15, !dbg !1280
  br label %4142, !dbg !1280

4142:                                             ; preds = %4142, %4138
  %4143 = phi i64 [ 0, %4138 ], [ %4153, %4142 ]
  %4144 = trunc i64 %4143 to i32, !dbg !1280
  %4145 = sub i32 %4099, %4144, !dbg !1280
  %4146 = add i32 %4087, %4145, !dbg !1281
  %4147 = add i32 %4146, -1, !dbg !1283
  %4148 = zext i32 %4147 to i64, !dbg !1284
  %4149 = getelementptr [4096 x i8], ptr %4140, i64 0, i64 %4148, !dbg !1284
  %4150 = load <16 x i8>, ptr %4149, align 1, !dbg !1284, !tbaa !494
  %4151 = zext i32 %4146 to i64, !dbg !1285
  %4152 = getelementptr [4096 x i8], ptr %4141, i64 0, i64 %4151, !dbg !1286
  store <16 x i8> %4150, ptr %4152, align 1, !dbg !1286, !tbaa !494
  %4153 = add nuw i64 %4143, 16
  %4154 = icmp eq i64 %4153, %4139
  br i1 %4154, label %4155, label %4142, !llvm.loop !1287

4155:                                             ; preds = %4142
  %4156 = icmp eq i64 %4103, %4139, !dbg !1280
  br i1 %4156, label %4247, label %4157, !dbg !1280

4157:                                             ; preds = %4155
  %4158 = sub nsw i64 %4100, %4139, !dbg !1280
  %4159 = and i64 %4103, 8, !dbg !1280
  %4160 = icmp eq i64 %4159, 0, !dbg !1280
  br i1 %4160, label %4161, label %4179, !dbg !1280

4161:                                             ; preds = %4198, %4129, %4105, %4098, %4157
  %4162 = phi i64 [ %4100, %4098 ], [ %4100, %4129 ], [ %4100, %4105 ], [ %4158, %4157 ], [ %4182, %4198 ]
  %4163 = trunc i64 %4162 to i32, !dbg !1280
  %4164 = and i32 %4163, 1, !dbg !1280
  %4165 = icmp eq i32 %4164, 0, !dbg !1280
  br i1 %4165, label %4176, label %4166, !dbg !1280

4166:                                             ; preds = %4161
    #dbg_value(i64 %4162, !355, !DIExpression(), !1269)
  %4167 = trunc nuw i64 %4162 to i32, !dbg !1281
  %4168 = add i32 %4087, %4167, !dbg !1281
  %4169 = add i32 %4168, -1, !dbg !1283
  %4170 = zext i32 %4169 to i64, !dbg !1284
  %4171 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4170, !dbg !1284
  %4172 = load i8, ptr %4171, align 1, !dbg !1284, !tbaa !494
  %4173 = zext i32 %4168 to i64, !dbg !1285
  %4174 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4173, !dbg !1285
  store i8 %4172, ptr %4174, align 1, !dbg !1286, !tbaa !494
  %4175 = add nsw i64 %4162, -1, !dbg !1289
    #dbg_value(i64 %4175, !355, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1269)
  br label %4176, !dbg !1280

4176:                                             ; preds = %4166, %4161
  %4177 = phi i64 [ %4162, %4161 ], [ %4175, %4166 ]
  %4178 = icmp eq i32 %4163, 1, !dbg !1280
  br i1 %4178, label %4247, label %4225, !dbg !1280

4179:                                             ; preds = %4136, %4157
  %4180 = phi i64 [ %4139, %4157 ], [ 0, %4136 ]
  %4181 = and i64 %4103, 8589934584, !dbg !1280
  %4182 = sub nsw i64 %4100, %4181, !dbg !1280
  %4183 = getelementptr i8, ptr %4088, i64 -7, !dbg !1280
  %4184 = getelementptr i8, ptr %4088, i64 -7, !dbg !1280
  br label %4185, !dbg !1280

4185:                                             ; preds = %4185, %4179
  %4186 = phi i64 [ %4180, %4179 ], [ %4196, %4185 ]
  %4187 = trunc i64 %4186 to i32, !dbg !1280
  %4188 = sub i32 %4099, %4187, !dbg !1280
  %4189 = add i32 %4087, %4188, !dbg !1281
  %4190 = add i32 %4189, -1, !dbg !1283
  %4191 = zext i32 %4190 to i64, !dbg !1284
  %4192 = getelementptr [4096 x i8], ptr %4183, i64 0, i64 %4191, !dbg !1284
  %4193 = load <8 x i8>, ptr %4192, align 1, !dbg !1284, !tbaa !494
  %4194 = zext i32 %4189 to i64, !dbg !1285
  %4195 = getelementptr [4096 x i8], ptr %4184, i64 0, i64 %4194, !dbg !1286
  store <8 x i8> %4193, ptr %4195, align 1, !dbg !1286, !tbaa !494
  %4196 = add nuw i64 %4186, 8
  %4197 = icmp eq i64 %4196, %4181
  br i1 %4197, label %4198, label %4185, !llvm.loop !1290

4198:                                             ; preds = %4185
  %4199 = icmp eq i64 %4103, %4181, !dbg !1280
  br i1 %4199, label %4247, label %4161, !dbg !1280

4200:                                             ; preds = %4094, %4200
  %4201 = phi i64 [ %4095, %4094 ], [ %4222, %4200 ]
    #dbg_value(i64 %4201, !355, !DIExpression(), !1269)
  %4202 = trunc i64 %4201 to i32, !dbg !1291
  %4203 = add i32 %4087, %4202, !dbg !1291
    #dbg_value(i32 %4203, !356, !DIExpression(), !1292)
  %4204 = add nsw i32 %4203, -1, !dbg !1293
  %4205 = sext i32 %4204 to i64, !dbg !1294
  %4206 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4205, !dbg !1294
  %4207 = load i8, ptr %4206, align 1, !dbg !1294, !tbaa !494
  %4208 = sext i32 %4203 to i64, !dbg !1295
  %4209 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4208, !dbg !1295
  store i8 %4207, ptr %4209, align 1, !dbg !1296, !tbaa !494
  %4210 = add nsw i32 %4203, -2, !dbg !1297
  %4211 = sext i32 %4210 to i64, !dbg !1298
  %4212 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4211, !dbg !1298
  %4213 = load i8, ptr %4212, align 1, !dbg !1298, !tbaa !494
  store i8 %4213, ptr %4206, align 1, !dbg !1299, !tbaa !494
  %4214 = add nsw i32 %4203, -3, !dbg !1300
  %4215 = sext i32 %4214 to i64, !dbg !1301
  %4216 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4215, !dbg !1301
  %4217 = load i8, ptr %4216, align 1, !dbg !1301, !tbaa !494
  store i8 %4217, ptr %4212, align 1, !dbg !1302, !tbaa !494
  %4218 = add nsw i32 %4203, -4, !dbg !1303
  %4219 = sext i32 %4218 to i64, !dbg !1304
  %4220 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4219, !dbg !1304
  %4221 = load i8, ptr %4220, align 1, !dbg !1304, !tbaa !494
  store i8 %4221, ptr %4216, align 1, !dbg !1305, !tbaa !494
  %4222 = add i64 %4201, -4, !dbg !1306
    #dbg_value(i64 %4222, !355, !DIExpression(), !1269)
  %4223 = trunc i64 %4222 to i32, !dbg !1277
  %4224 = icmp ugt i32 %4223, 3, !dbg !1277
  br i1 %4224, label %4200, label %4096, !dbg !1278, !llvm.loop !1307

4225:                                             ; preds = %4176, %4225
  %4226 = phi i64 [ %4244, %4225 ], [ %4177, %4176 ]
    #dbg_value(i64 %4226, !355, !DIExpression(), !1269)
  %4227 = trunc nuw i64 %4226 to i32, !dbg !1281
  %4228 = add i32 %4087, %4227, !dbg !1281
  %4229 = add i32 %4228, -1, !dbg !1283
  %4230 = zext i32 %4229 to i64, !dbg !1284
  %4231 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4230, !dbg !1284
  %4232 = load i8, ptr %4231, align 1, !dbg !1284, !tbaa !494
  %4233 = zext i32 %4228 to i64, !dbg !1285
  %4234 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4233, !dbg !1285
  store i8 %4232, ptr %4234, align 1, !dbg !1286, !tbaa !494
    #dbg_value(i64 %4226, !355, !DIExpression(DW_OP_plus_uconst, 4294967295, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1269)
    #dbg_value(i64 %4226, !355, !DIExpression(DW_OP_plus_uconst, 4294967295, DW_OP_stack_value), !1269)
  %4235 = trunc i64 %4226 to i32, !dbg !1281
  %4236 = add i32 %4235, -1, !dbg !1281
  %4237 = add i32 %4087, %4236, !dbg !1281
  %4238 = add i32 %4237, -1, !dbg !1283
  %4239 = zext i32 %4238 to i64, !dbg !1284
  %4240 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4239, !dbg !1284
  %4241 = load i8, ptr %4240, align 1, !dbg !1284, !tbaa !494
  %4242 = zext i32 %4237 to i64, !dbg !1285
  %4243 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4242, !dbg !1285
  store i8 %4241, ptr %4243, align 1, !dbg !1286, !tbaa !494
  %4244 = add nsw i64 %4226, -2, !dbg !1289
    #dbg_value(i64 %4244, !355, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1269)
  %4245 = and i64 %4244, 4294967295, !dbg !1279
  %4246 = icmp eq i64 %4245, 0, !dbg !1279
  br i1 %4246, label %4247, label %4225, !dbg !1280, !llvm.loop !1309

4247:                                             ; preds = %4176, %4225, %4155, %4198, %4096
  %4248 = sext i32 %4087 to i64, !dbg !1310
  %4249 = getelementptr inbounds [4096 x i8], ptr %4088, i64 0, i64 %4248, !dbg !1310
  store i8 %4092, ptr %4249, align 1, !dbg !1311, !tbaa !494
  br label %4421, !dbg !1312

4250:                                             ; preds = %4082
  %4251 = lshr i32 %4083, 4, !dbg !1313
    #dbg_value(i32 %4251, !353, !DIExpression(), !1269)
  %4252 = and i32 %4083, 15, !dbg !1315
    #dbg_value(i32 %4252, !354, !DIExpression(), !1269)
  %4253 = getelementptr inbounds i8, ptr %0, i64 7820, !dbg !1316
  %4254 = zext nneg i32 %4251 to i64, !dbg !1317
  %4255 = getelementptr inbounds [16 x i32], ptr %4253, i64 0, i64 %4254, !dbg !1317
  %4256 = load i32, ptr %4255, align 4, !dbg !1317, !tbaa !1091
  %4257 = add nsw i32 %4256, %4252, !dbg !1318
    #dbg_value(i32 %4257, !352, !DIExpression(), !1269)
  %4258 = getelementptr inbounds i8, ptr %0, i64 3724, !dbg !1319
  %4259 = sext i32 %4257 to i64, !dbg !1320
  %4260 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4259, !dbg !1320
  %4261 = load i8, ptr %4260, align 1, !dbg !1320, !tbaa !494
    #dbg_value(i8 %4261, !160, !DIExpression(), !414)
  %4262 = icmp eq i32 %4252, 0, !dbg !1321
  br i1 %4262, label %4278, label %4263, !dbg !1322

4263:                                             ; preds = %4250
  %4264 = sext i32 %4256 to i64, !dbg !1322
  %4265 = add i32 %3672, 15, !dbg !1322
  %4266 = and i32 %4265, 15, !dbg !1322
  %4267 = zext nneg i32 %4266 to i64, !dbg !1322
  %4268 = add nsw i64 %4264, %4267, !dbg !1322
  br label %4269, !dbg !1322

4269:                                             ; preds = %4263, %4269
  %4270 = phi i64 [ %4268, %4263 ], [ %4271, %4269 ]
    #dbg_value(i64 %4270, !352, !DIExpression(), !1269)
  %4271 = add nsw i64 %4270, -1, !dbg !1323
  %4272 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4271, !dbg !1325
  %4273 = load i8, ptr %4272, align 1, !dbg !1325, !tbaa !494
  %4274 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4270, !dbg !1326
  store i8 %4273, ptr %4274, align 1, !dbg !1327, !tbaa !494
    #dbg_value(i64 %4271, !352, !DIExpression(), !1269)
  %4275 = load i32, ptr %4255, align 4, !dbg !1328, !tbaa !1091
  %4276 = sext i32 %4275 to i64, !dbg !1321
  %4277 = icmp sgt i64 %4271, %4276, !dbg !1321
  br i1 %4277, label %4269, label %4278, !dbg !1322, !llvm.loop !1329

4278:                                             ; preds = %4269, %4250
  %4279 = phi i32 [ %4256, %4250 ], [ %4275, %4269 ], !dbg !1328
  %4280 = add nsw i32 %4279, 1, !dbg !1331
  store i32 %4280, ptr %4255, align 4, !dbg !1331, !tbaa !1091
    #dbg_value(i32 %4251, !353, !DIExpression(), !1269)
  br label %4281, !dbg !1332

4281:                                             ; preds = %4278, %4281
  %4282 = phi i64 [ %4254, %4278 ], [ %4286, %4281 ]
    #dbg_value(i64 %4282, !353, !DIExpression(), !1269)
  %4283 = getelementptr inbounds [16 x i32], ptr %4253, i64 0, i64 %4282, !dbg !1333
  %4284 = load i32, ptr %4283, align 4, !dbg !1335, !tbaa !1091
  %4285 = add nsw i32 %4284, -1, !dbg !1335
  store i32 %4285, ptr %4283, align 4, !dbg !1335, !tbaa !1091
  %4286 = add nsw i64 %4282, -1, !dbg !1336
  %4287 = getelementptr inbounds [16 x i32], ptr %4253, i64 0, i64 %4286, !dbg !1337
  %4288 = load i32, ptr %4287, align 4, !dbg !1337, !tbaa !1091
  %4289 = add nsw i32 %4288, 15, !dbg !1338
  %4290 = sext i32 %4289 to i64, !dbg !1339
  %4291 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4290, !dbg !1339
  %4292 = load i8, ptr %4291, align 1, !dbg !1339, !tbaa !494
  %4293 = sext i32 %4285 to i64, !dbg !1340
  %4294 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4293, !dbg !1340
  store i8 %4292, ptr %4294, align 1, !dbg !1341, !tbaa !494
    #dbg_value(i64 %4286, !353, !DIExpression(), !1269)
  %4295 = icmp sgt i64 %4282, 1, !dbg !1342
  br i1 %4295, label %4281, label %4296, !dbg !1332, !llvm.loop !1343

4296:                                             ; preds = %4281
  %4297 = load i32, ptr %4253, align 4, !dbg !1345, !tbaa !1091
  %4298 = add nsw i32 %4297, -1, !dbg !1345
  store i32 %4298, ptr %4253, align 4, !dbg !1345, !tbaa !1091
  %4299 = sext i32 %4298 to i64, !dbg !1346
  %4300 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4299, !dbg !1346
  store i8 %4261, ptr %4300, align 1, !dbg !1347, !tbaa !494
  %4301 = load i32, ptr %4253, align 4, !dbg !1348, !tbaa !1091
  %4302 = icmp eq i32 %4301, 0, !dbg !1350
  br i1 %4302, label %4303, label %4421, !dbg !1351

4303:                                             ; preds = %4296, %4303
  %4304 = phi i64 [ %4419, %4303 ], [ 15, %4296 ]
  %4305 = phi i64 [ %4418, %4303 ], [ 4095, %4296 ]
    #dbg_value(i64 %4305, !351, !DIExpression(), !1269)
    #dbg_value(i64 %4304, !347, !DIExpression(), !1269)
  %4306 = getelementptr inbounds [16 x i32], ptr %4253, i64 0, i64 %4304
    #dbg_value(i32 15, !350, !DIExpression(), !1269)
  %4307 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4308 = add nsw i32 %4307, 15, !dbg !1360
  %4309 = sext i32 %4308 to i64, !dbg !1361
  %4310 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4309, !dbg !1361
  %4311 = load i8, ptr %4310, align 1, !dbg !1361, !tbaa !494
  %4312 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4305, !dbg !1362
  store i8 %4311, ptr %4312, align 1, !dbg !1363, !tbaa !494
  %4313 = add nsw i64 %4305, -1, !dbg !1364
    #dbg_value(i64 %4313, !351, !DIExpression(), !1269)
    #dbg_value(i32 14, !350, !DIExpression(), !1269)
  %4314 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4315 = add nsw i32 %4314, 14, !dbg !1360
  %4316 = sext i32 %4315 to i64, !dbg !1361
  %4317 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4316, !dbg !1361
  %4318 = load i8, ptr %4317, align 1, !dbg !1361, !tbaa !494
  %4319 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4313, !dbg !1362
  store i8 %4318, ptr %4319, align 1, !dbg !1363, !tbaa !494
  %4320 = add nsw i64 %4305, -2, !dbg !1364
    #dbg_value(i64 %4320, !351, !DIExpression(), !1269)
    #dbg_value(i32 13, !350, !DIExpression(), !1269)
  %4321 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4322 = add nsw i32 %4321, 13, !dbg !1360
  %4323 = sext i32 %4322 to i64, !dbg !1361
  %4324 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4323, !dbg !1361
  %4325 = load i8, ptr %4324, align 1, !dbg !1361, !tbaa !494
  %4326 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4320, !dbg !1362
  store i8 %4325, ptr %4326, align 1, !dbg !1363, !tbaa !494
  %4327 = add nsw i64 %4305, -3, !dbg !1364
    #dbg_value(i64 %4327, !351, !DIExpression(), !1269)
    #dbg_value(i32 12, !350, !DIExpression(), !1269)
  %4328 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4329 = add nsw i32 %4328, 12, !dbg !1360
  %4330 = sext i32 %4329 to i64, !dbg !1361
  %4331 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4330, !dbg !1361
  %4332 = load i8, ptr %4331, align 1, !dbg !1361, !tbaa !494
  %4333 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4327, !dbg !1362
  store i8 %4332, ptr %4333, align 1, !dbg !1363, !tbaa !494
  %4334 = add nsw i64 %4305, -4, !dbg !1364
    #dbg_value(i64 %4334, !351, !DIExpression(), !1269)
    #dbg_value(i32 11, !350, !DIExpression(), !1269)
  %4335 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4336 = add nsw i32 %4335, 11, !dbg !1360
  %4337 = sext i32 %4336 to i64, !dbg !1361
  %4338 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4337, !dbg !1361
  %4339 = load i8, ptr %4338, align 1, !dbg !1361, !tbaa !494
  %4340 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4334, !dbg !1362
  store i8 %4339, ptr %4340, align 1, !dbg !1363, !tbaa !494
  %4341 = add nsw i64 %4305, -5, !dbg !1364
    #dbg_value(i64 %4341, !351, !DIExpression(), !1269)
    #dbg_value(i32 10, !350, !DIExpression(), !1269)
  %4342 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4343 = add nsw i32 %4342, 10, !dbg !1360
  %4344 = sext i32 %4343 to i64, !dbg !1361
  %4345 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4344, !dbg !1361
  %4346 = load i8, ptr %4345, align 1, !dbg !1361, !tbaa !494
  %4347 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4341, !dbg !1362
  store i8 %4346, ptr %4347, align 1, !dbg !1363, !tbaa !494
  %4348 = add nsw i64 %4305, -6, !dbg !1364
    #dbg_value(i64 %4348, !351, !DIExpression(), !1269)
    #dbg_value(i32 9, !350, !DIExpression(), !1269)
  %4349 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4350 = add nsw i32 %4349, 9, !dbg !1360
  %4351 = sext i32 %4350 to i64, !dbg !1361
  %4352 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4351, !dbg !1361
  %4353 = load i8, ptr %4352, align 1, !dbg !1361, !tbaa !494
  %4354 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4348, !dbg !1362
  store i8 %4353, ptr %4354, align 1, !dbg !1363, !tbaa !494
  %4355 = add nsw i64 %4305, -7, !dbg !1364
    #dbg_value(i64 %4355, !351, !DIExpression(), !1269)
    #dbg_value(i32 8, !350, !DIExpression(), !1269)
  %4356 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4357 = add nsw i32 %4356, 8, !dbg !1360
  %4358 = sext i32 %4357 to i64, !dbg !1361
  %4359 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4358, !dbg !1361
  %4360 = load i8, ptr %4359, align 1, !dbg !1361, !tbaa !494
  %4361 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4355, !dbg !1362
  store i8 %4360, ptr %4361, align 1, !dbg !1363, !tbaa !494
  %4362 = add nsw i64 %4305, -8, !dbg !1364
    #dbg_value(i64 %4362, !351, !DIExpression(), !1269)
    #dbg_value(i32 7, !350, !DIExpression(), !1269)
  %4363 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4364 = add nsw i32 %4363, 7, !dbg !1360
  %4365 = sext i32 %4364 to i64, !dbg !1361
  %4366 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4365, !dbg !1361
  %4367 = load i8, ptr %4366, align 1, !dbg !1361, !tbaa !494
  %4368 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4362, !dbg !1362
  store i8 %4367, ptr %4368, align 1, !dbg !1363, !tbaa !494
  %4369 = add nsw i64 %4305, -9, !dbg !1364
    #dbg_value(i64 %4369, !351, !DIExpression(), !1269)
    #dbg_value(i32 6, !350, !DIExpression(), !1269)
  %4370 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4371 = add nsw i32 %4370, 6, !dbg !1360
  %4372 = sext i32 %4371 to i64, !dbg !1361
  %4373 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4372, !dbg !1361
  %4374 = load i8, ptr %4373, align 1, !dbg !1361, !tbaa !494
  %4375 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4369, !dbg !1362
  store i8 %4374, ptr %4375, align 1, !dbg !1363, !tbaa !494
  %4376 = add nsw i64 %4305, -10, !dbg !1364
    #dbg_value(i64 %4376, !351, !DIExpression(), !1269)
    #dbg_value(i32 5, !350, !DIExpression(), !1269)
  %4377 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4378 = add nsw i32 %4377, 5, !dbg !1360
  %4379 = sext i32 %4378 to i64, !dbg !1361
  %4380 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4379, !dbg !1361
  %4381 = load i8, ptr %4380, align 1, !dbg !1361, !tbaa !494
  %4382 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4376, !dbg !1362
  store i8 %4381, ptr %4382, align 1, !dbg !1363, !tbaa !494
  %4383 = add nsw i64 %4305, -11, !dbg !1364
    #dbg_value(i64 %4383, !351, !DIExpression(), !1269)
    #dbg_value(i32 4, !350, !DIExpression(), !1269)
  %4384 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4385 = add nsw i32 %4384, 4, !dbg !1360
  %4386 = sext i32 %4385 to i64, !dbg !1361
  %4387 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4386, !dbg !1361
  %4388 = load i8, ptr %4387, align 1, !dbg !1361, !tbaa !494
  %4389 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4383, !dbg !1362
  store i8 %4388, ptr %4389, align 1, !dbg !1363, !tbaa !494
  %4390 = add nsw i64 %4305, -12, !dbg !1364
    #dbg_value(i64 %4390, !351, !DIExpression(), !1269)
    #dbg_value(i32 3, !350, !DIExpression(), !1269)
  %4391 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4392 = add nsw i32 %4391, 3, !dbg !1360
  %4393 = sext i32 %4392 to i64, !dbg !1361
  %4394 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4393, !dbg !1361
  %4395 = load i8, ptr %4394, align 1, !dbg !1361, !tbaa !494
  %4396 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4390, !dbg !1362
  store i8 %4395, ptr %4396, align 1, !dbg !1363, !tbaa !494
  %4397 = add nsw i64 %4305, -13, !dbg !1364
    #dbg_value(i64 %4397, !351, !DIExpression(), !1269)
    #dbg_value(i32 2, !350, !DIExpression(), !1269)
  %4398 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4399 = add nsw i32 %4398, 2, !dbg !1360
  %4400 = sext i32 %4399 to i64, !dbg !1361
  %4401 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4400, !dbg !1361
  %4402 = load i8, ptr %4401, align 1, !dbg !1361, !tbaa !494
  %4403 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4397, !dbg !1362
  store i8 %4402, ptr %4403, align 1, !dbg !1363, !tbaa !494
  %4404 = add nsw i64 %4305, -14, !dbg !1364
    #dbg_value(i64 %4404, !351, !DIExpression(), !1269)
    #dbg_value(i32 1, !350, !DIExpression(), !1269)
  %4405 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4406 = add nsw i32 %4405, 1, !dbg !1360
  %4407 = sext i32 %4406 to i64, !dbg !1361
  %4408 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4407, !dbg !1361
  %4409 = load i8, ptr %4408, align 1, !dbg !1361, !tbaa !494
  %4410 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4404, !dbg !1362
  store i8 %4409, ptr %4410, align 1, !dbg !1363, !tbaa !494
  %4411 = add nsw i64 %4305, -15, !dbg !1364
    #dbg_value(i64 %4411, !351, !DIExpression(), !1269)
    #dbg_value(i32 0, !350, !DIExpression(), !1269)
  %4412 = load i32, ptr %4306, align 4, !dbg !1352, !tbaa !1091
  %4413 = sext i32 %4412 to i64, !dbg !1361
  %4414 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4413, !dbg !1361
  %4415 = load i8, ptr %4414, align 1, !dbg !1361, !tbaa !494
  %4416 = getelementptr inbounds [4096 x i8], ptr %4258, i64 0, i64 %4411, !dbg !1362
  store i8 %4415, ptr %4416, align 1, !dbg !1363, !tbaa !494
    #dbg_value(i64 %4305, !351, !DIExpression(DW_OP_constu, 16, DW_OP_minus, DW_OP_stack_value), !1269)
    #dbg_value(i32 -1, !350, !DIExpression(), !1269)
  %4417 = trunc nsw i64 %4411 to i32, !dbg !1365
  %4418 = add nsw i64 %4305, -16, !dbg !1365
  store i32 %4417, ptr %4306, align 4, !dbg !1366, !tbaa !1091
  %4419 = add nsw i64 %4304, -1, !dbg !1367
    #dbg_value(i64 %4418, !351, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1269)
    #dbg_value(i64 %4419, !347, !DIExpression(), !1269)
  %4420 = icmp eq i64 %4304, 0, !dbg !1368
  br i1 %4420, label %4421, label %4303, !dbg !1369, !llvm.loop !1370

4421:                                             ; preds = %4303, %4296, %4247
  %4422 = phi i8 [ %4092, %4247 ], [ %4261, %4296 ], [ %4261, %4303 ], !dbg !1372
    #dbg_value(i8 %4422, !160, !DIExpression(), !414)
  %4423 = getelementptr inbounds i8, ptr %0, i64 68, !dbg !1373
  %4424 = getelementptr inbounds i8, ptr %0, i64 3468, !dbg !1374
  %4425 = zext i8 %4422 to i64, !dbg !1375
  %4426 = getelementptr inbounds [256 x i8], ptr %4424, i64 0, i64 %4425, !dbg !1375
  %4427 = load i8, ptr %4426, align 1, !dbg !1375, !tbaa !494
  %4428 = zext i8 %4427 to i64, !dbg !1376
  %4429 = getelementptr inbounds [256 x i32], ptr %4423, i64 0, i64 %4428, !dbg !1376
  %4430 = load i32, ptr %4429, align 4, !dbg !1377, !tbaa !1091
  %4431 = add nsw i32 %4430, 1, !dbg !1377
  store i32 %4431, ptr %4429, align 4, !dbg !1377, !tbaa !1091
  %4432 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !1378
  %4433 = load i8, ptr %4432, align 4, !dbg !1378, !tbaa !544
  %4434 = icmp eq i8 %4433, 0, !dbg !1380
  %4435 = sext i32 %3670 to i64, !dbg !1381
  br i1 %4434, label %4441, label %4436, !dbg !1382

4436:                                             ; preds = %4421
  %4437 = zext i8 %4427 to i16, !dbg !1383
  %4438 = getelementptr inbounds i8, ptr %0, i64 3160, !dbg !1384
  %4439 = load ptr, ptr %4438, align 8, !dbg !1384, !tbaa !554
  %4440 = getelementptr inbounds i16, ptr %4439, i64 %4435, !dbg !1385
  store i16 %4437, ptr %4440, align 2, !dbg !1386, !tbaa !1248
  br label %4446, !dbg !1385

4441:                                             ; preds = %4421
  %4442 = zext i8 %4427 to i32, !dbg !1387
  %4443 = getelementptr inbounds i8, ptr %0, i64 3152, !dbg !1388
  %4444 = load ptr, ptr %4443, align 8, !dbg !1388, !tbaa !567
  %4445 = getelementptr inbounds i32, ptr %4444, i64 %4435, !dbg !1389
  store i32 %4442, ptr %4445, align 4, !dbg !1390, !tbaa !1091
  br label %4446

4446:                                             ; preds = %4441, %4436
  %4447 = add nsw i32 %3670, 1, !dbg !1391
    #dbg_value(i32 %4447, !176, !DIExpression(), !414)
  %4448 = icmp eq i32 %3673, 0, !dbg !1392
  br i1 %4448, label %4449, label %4468, !dbg !1196

4449:                                             ; preds = %4446
  %4450 = add nsw i32 %3674, 1, !dbg !1394
    #dbg_value(i32 %4450, !172, !DIExpression(), !414)
  %4451 = icmp slt i32 %4450, %3676, !dbg !1396
  br i1 %4451, label %4452, label %6043, !dbg !1394

4452:                                             ; preds = %4449
    #dbg_value(i32 50, !173, !DIExpression(), !414)
  %4453 = getelementptr inbounds i8, ptr %0, i64 7884, !dbg !1394
  %4454 = sext i32 %4450 to i64, !dbg !1394
  %4455 = getelementptr inbounds [18002 x i8], ptr %4453, i64 0, i64 %4454, !dbg !1394
  %4456 = load i8, ptr %4455, align 1, !dbg !1394, !tbaa !494
  %4457 = zext i8 %4456 to i32, !dbg !1394
    #dbg_value(i32 %4457, !184, !DIExpression(), !414)
  %4458 = getelementptr inbounds i8, ptr %0, i64 64012, !dbg !1394
  %4459 = zext i8 %4456 to i64, !dbg !1394
  %4460 = getelementptr inbounds [6 x i32], ptr %4458, i64 0, i64 %4459, !dbg !1394
  %4461 = load i32, ptr %4460, align 4, !dbg !1394, !tbaa !1091
    #dbg_value(i32 %4461, !185, !DIExpression(), !414)
  %4462 = getelementptr inbounds i8, ptr %0, i64 45436, !dbg !1394
  %4463 = getelementptr inbounds [6 x [258 x i32]], ptr %4462, i64 0, i64 %4459, !dbg !1394
    #dbg_value(ptr %4463, !186, !DIExpression(), !414)
  %4464 = getelementptr inbounds i8, ptr %0, i64 57820, !dbg !1394
  %4465 = getelementptr inbounds [6 x [258 x i32]], ptr %4464, i64 0, i64 %4459, !dbg !1394
    #dbg_value(ptr %4465, !188, !DIExpression(), !414)
  %4466 = getelementptr inbounds i8, ptr %0, i64 51628, !dbg !1394
  %4467 = getelementptr inbounds [6 x [258 x i32]], ptr %4466, i64 0, i64 %4459, !dbg !1394
    #dbg_value(ptr %4467, !187, !DIExpression(), !414)
  br label %4468, !dbg !1394

4468:                                             ; preds = %4452, %4446
  %4469 = phi ptr [ %4465, %4452 ], [ %3659, %4446 ], !dbg !414
  %4470 = phi ptr [ %4467, %4452 ], [ %3660, %4446 ], !dbg !414
  %4471 = phi ptr [ %4463, %4452 ], [ %3661, %4446 ], !dbg !414
  %4472 = phi i32 [ %4461, %4452 ], [ %3662, %4446 ], !dbg !414
  %4473 = phi i32 [ %4457, %4452 ], [ %3663, %4446 ], !dbg !414
  %4474 = phi i32 [ 50, %4452 ], [ %3673, %4446 ], !dbg !414
  %4475 = phi i32 [ %4450, %4452 ], [ %3674, %4446 ], !dbg !414
    #dbg_value(i32 %4475, !172, !DIExpression(), !414)
    #dbg_value(i32 %4474, !173, !DIExpression(), !414)
    #dbg_value(i32 %4473, !184, !DIExpression(), !414)
    #dbg_value(i32 %4472, !185, !DIExpression(), !414)
    #dbg_value(ptr %4471, !186, !DIExpression(), !414)
    #dbg_value(ptr %4470, !187, !DIExpression(), !414)
    #dbg_value(ptr %4469, !188, !DIExpression(), !414)
  %4476 = add nsw i32 %4474, -1, !dbg !1196
    #dbg_value(i32 %4476, !173, !DIExpression(), !414)
    #dbg_value(i32 %4472, !181, !DIExpression(), !414)
  br label %4477, !dbg !1196

4477:                                             ; preds = %36, %4468
  %4478 = phi ptr [ %3634, %4468 ], [ %106, %36 ]
  %4479 = phi ptr [ %3635, %4468 ], [ %105, %36 ]
  %4480 = phi ptr [ %3636, %4468 ], [ %104, %36 ]
  %4481 = phi ptr [ %3637, %4468 ], [ %103, %36 ]
  %4482 = phi ptr [ %3638, %4468 ], [ %102, %36 ]
  %4483 = phi ptr [ %3639, %4468 ], [ %101, %36 ]
  %4484 = phi ptr [ %3640, %4468 ], [ %100, %36 ]
  %4485 = phi ptr [ %3641, %4468 ], [ %99, %36 ]
  %4486 = phi ptr [ %3642, %4468 ], [ %98, %36 ]
  %4487 = phi ptr [ %3643, %4468 ], [ %97, %36 ]
  %4488 = phi ptr [ %3644, %4468 ], [ %96, %36 ]
  %4489 = phi ptr [ %3645, %4468 ], [ %95, %36 ]
  %4490 = phi ptr [ %3646, %4468 ], [ %94, %36 ]
  %4491 = phi ptr [ %3647, %4468 ], [ %93, %36 ]
  %4492 = phi ptr [ %3648, %4468 ], [ %92, %36 ]
  %4493 = phi ptr [ %3649, %4468 ], [ %91, %36 ]
  %4494 = phi ptr [ %3650, %4468 ], [ %90, %36 ]
  %4495 = phi ptr [ %3651, %4468 ], [ %89, %36 ]
  %4496 = phi ptr [ %3652, %4468 ], [ %88, %36 ]
  %4497 = phi ptr [ %3653, %4468 ], [ %87, %36 ]
  %4498 = phi ptr [ %3654, %4468 ], [ %86, %36 ]
  %4499 = phi ptr [ %3655, %4468 ], [ %85, %36 ]
  %4500 = phi ptr [ %3656, %4468 ], [ %84, %36 ]
  %4501 = phi ptr [ %3657, %4468 ], [ %83, %36 ]
  %4502 = phi i32 [ %3658, %4468 ], [ %66, %36 ]
  %4503 = phi ptr [ %4469, %4468 ], [ %82, %36 ], !dbg !414
  %4504 = phi ptr [ %4470, %4468 ], [ %80, %36 ], !dbg !414
  %4505 = phi ptr [ %4471, %4468 ], [ %78, %36 ], !dbg !414
  %4506 = phi i32 [ %4472, %4468 ], [ %76, %36 ], !dbg !414
  %4507 = phi i32 [ %4473, %4468 ], [ %74, %36 ], !dbg !414
  %4508 = phi i32 [ %3664, %4468 ], [ %72, %36 ], !dbg !414
  %4509 = phi i32 [ %3665, %4468 ], [ %70, %36 ], !dbg !414
  %4510 = phi i32 [ %4472, %4468 ], [ %68, %36 ], !dbg !414
  %4511 = phi i32 [ %3667, %4468 ], [ %64, %36 ], !dbg !1142
  %4512 = phi i32 [ %3668, %4468 ], [ %62, %36 ], !dbg !1398
  %4513 = phi i32 [ %3669, %4468 ], [ %60, %36 ], !dbg !1399
  %4514 = phi i32 [ %4447, %4468 ], [ %58, %36 ], !dbg !414
  %4515 = phi i32 [ %3671, %4468 ], [ %56, %36 ], !dbg !1144
  %4516 = phi i32 [ %3672, %4468 ], [ %54, %36 ], !dbg !414
  %4517 = phi i32 [ %4476, %4468 ], [ %52, %36 ], !dbg !414
  %4518 = phi i32 [ %4475, %4468 ], [ %50, %36 ], !dbg !414
  %4519 = phi i32 [ %3675, %4468 ], [ %48, %36 ], !dbg !1147
  %4520 = phi i32 [ %3676, %4468 ], [ %46, %36 ], !dbg !1008
  %4521 = phi i32 [ %3677, %4468 ], [ %44, %36 ], !dbg !920
  %4522 = phi i32 [ %3678, %4468 ], [ %42, %36 ], !dbg !905
  %4523 = phi i32 [ %3679, %4468 ], [ %40, %36 ], !dbg !1026
  %4524 = phi i32 [ %3680, %4468 ], [ %38, %36 ], !dbg !906
  %4525 = phi i32 [ %3681, %4468 ], [ %37, %36 ], !dbg !834
    #dbg_value(i32 %4525, !165, !DIExpression(), !414)
    #dbg_value(i32 %4524, !166, !DIExpression(), !414)
    #dbg_value(i32 %4523, !167, !DIExpression(), !414)
    #dbg_value(i32 %4522, !168, !DIExpression(), !414)
    #dbg_value(i32 %4521, !169, !DIExpression(), !414)
    #dbg_value(i32 %4520, !170, !DIExpression(), !414)
    #dbg_value(i32 %4519, !171, !DIExpression(), !414)
    #dbg_value(i32 %4518, !172, !DIExpression(), !414)
    #dbg_value(i32 %4517, !173, !DIExpression(), !414)
    #dbg_value(i32 %4516, !174, !DIExpression(), !414)
    #dbg_value(i32 %4515, !175, !DIExpression(), !414)
    #dbg_value(i32 %4514, !176, !DIExpression(), !414)
    #dbg_value(i32 %4513, !177, !DIExpression(), !414)
    #dbg_value(i32 %4512, !178, !DIExpression(), !414)
    #dbg_value(i32 %4511, !179, !DIExpression(), !414)
    #dbg_value(i32 %4510, !181, !DIExpression(), !414)
    #dbg_value(i32 %4509, !182, !DIExpression(), !414)
    #dbg_value(i32 %4508, !183, !DIExpression(), !414)
    #dbg_value(i32 %4507, !184, !DIExpression(), !414)
    #dbg_value(i32 %4506, !185, !DIExpression(), !414)
    #dbg_value(ptr %4505, !186, !DIExpression(), !414)
    #dbg_value(ptr %4504, !187, !DIExpression(), !414)
    #dbg_value(ptr %4503, !188, !DIExpression(), !414)
  store i32 40, ptr %4, align 8, !dbg !1196, !tbaa !424
  %4526 = getelementptr inbounds i8, ptr %0, i64 36
  %4527 = load i32, ptr %4526, align 4, !tbaa !453
  %4528 = icmp slt i32 %4527, %4510, !dbg !1400
  br i1 %4528, label %4532, label %4529, !dbg !1401

4529:                                             ; preds = %4477
  %4530 = getelementptr inbounds i8, ptr %0, i64 32
  %4531 = load i32, ptr %4530, align 8, !dbg !1402, !tbaa !483
  br label %4539, !dbg !1401

4532:                                             ; preds = %4477
  %4533 = load ptr, ptr %0, align 8, !tbaa !416
  %4534 = getelementptr inbounds i8, ptr %4533, i64 8
  %4535 = getelementptr inbounds i8, ptr %0, i64 32
  %4536 = getelementptr inbounds i8, ptr %4533, i64 12
  %4537 = getelementptr inbounds i8, ptr %4533, i64 16
  %4538 = load i32, ptr %4534, align 8, !tbaa !484
  br label %4547, !dbg !1401

4539:                                             ; preds = %4567, %4529
  %4540 = phi i32 [ %4531, %4529 ], [ %4557, %4567 ], !dbg !1402
  %4541 = phi i32 [ %4527, %4529 ], [ %4558, %4567 ], !dbg !1400
  %4542 = sub nsw i32 %4541, %4510, !dbg !1402
  %4543 = lshr i32 %4540, %4542, !dbg !1402
  %4544 = shl nsw i32 -1, %4510, !dbg !1402
  %4545 = xor i32 %4544, -1, !dbg !1402
  %4546 = and i32 %4543, %4545, !dbg !1402
    #dbg_value(i32 %4546, !360, !DIExpression(), !1403)
  store i32 %4542, ptr %4526, align 4, !dbg !1402, !tbaa !453
    #dbg_value(i32 %4546, !182, !DIExpression(), !414)
  br label %4569, !dbg !1196

4547:                                             ; preds = %4532, %4567
  %4548 = phi i32 [ %4538, %4532 ], [ %4560, %4567 ]
  %4549 = phi i32 [ %4527, %4532 ], [ %4558, %4567 ]
  %4550 = icmp eq i32 %4548, 0, !dbg !1404
  br i1 %4550, label %6043, label %4551, !dbg !1401

4551:                                             ; preds = %4547
  %4552 = load i32, ptr %4535, align 8, !dbg !1401, !tbaa !483
  %4553 = shl i32 %4552, 8, !dbg !1401
  %4554 = load ptr, ptr %4533, align 8, !dbg !1401, !tbaa !493
  %4555 = load i8, ptr %4554, align 1, !dbg !1401, !tbaa !494
  %4556 = zext i8 %4555 to i32, !dbg !1401
  %4557 = or disjoint i32 %4553, %4556, !dbg !1401
  store i32 %4557, ptr %4535, align 8, !dbg !1401, !tbaa !483
  %4558 = add nsw i32 %4549, 8, !dbg !1401
  store i32 %4558, ptr %4526, align 4, !dbg !1401, !tbaa !453
  %4559 = getelementptr inbounds i8, ptr %4554, i64 1, !dbg !1401
  store ptr %4559, ptr %4533, align 8, !dbg !1401, !tbaa !493
  %4560 = add i32 %4548, -1, !dbg !1401
  store i32 %4560, ptr %4534, align 8, !dbg !1401, !tbaa !484
  %4561 = load i32, ptr %4536, align 4, !dbg !1401, !tbaa !495
  %4562 = add i32 %4561, 1, !dbg !1401
  store i32 %4562, ptr %4536, align 4, !dbg !1401, !tbaa !495
  %4563 = icmp eq i32 %4562, 0, !dbg !1406
  br i1 %4563, label %4564, label %4567, !dbg !1401

4564:                                             ; preds = %4551
  %4565 = load i32, ptr %4537, align 8, !dbg !1406, !tbaa !498
  %4566 = add i32 %4565, 1, !dbg !1406
  store i32 %4566, ptr %4537, align 8, !dbg !1406, !tbaa !498
  br label %4567, !dbg !1406

4567:                                             ; preds = %4564, %4551
  %4568 = icmp slt i32 %4558, %4510, !dbg !1400
  br i1 %4568, label %4547, label %4539, !dbg !1401, !llvm.loop !1408

4569:                                             ; preds = %4689, %4539
  %4570 = phi ptr [ %4628, %4689 ], [ %4478, %4539 ]
  %4571 = phi ptr [ %4629, %4689 ], [ %4479, %4539 ]
  %4572 = phi ptr [ %4630, %4689 ], [ %4480, %4539 ]
  %4573 = phi ptr [ %4631, %4689 ], [ %4481, %4539 ]
  %4574 = phi ptr [ %4632, %4689 ], [ %4482, %4539 ]
  %4575 = phi ptr [ %4633, %4689 ], [ %4483, %4539 ]
  %4576 = phi ptr [ %4634, %4689 ], [ %4484, %4539 ]
  %4577 = phi ptr [ %4635, %4689 ], [ %4485, %4539 ]
  %4578 = phi ptr [ %4636, %4689 ], [ %4486, %4539 ]
  %4579 = phi ptr [ %4637, %4689 ], [ %4487, %4539 ]
  %4580 = phi ptr [ %4638, %4689 ], [ %4488, %4539 ]
  %4581 = phi ptr [ %4639, %4689 ], [ %4489, %4539 ]
  %4582 = phi ptr [ %4640, %4689 ], [ %4490, %4539 ]
  %4583 = phi ptr [ %4641, %4689 ], [ %4491, %4539 ]
  %4584 = phi ptr [ %4642, %4689 ], [ %4492, %4539 ]
  %4585 = phi ptr [ %4643, %4689 ], [ %4493, %4539 ]
  %4586 = phi ptr [ %4644, %4689 ], [ %4494, %4539 ]
  %4587 = phi ptr [ %4645, %4689 ], [ %4495, %4539 ]
  %4588 = phi ptr [ %4646, %4689 ], [ %4496, %4539 ]
  %4589 = phi ptr [ %4647, %4689 ], [ %4497, %4539 ]
  %4590 = phi ptr [ %4648, %4689 ], [ %4498, %4539 ]
  %4591 = phi ptr [ %4649, %4689 ], [ %4499, %4539 ]
  %4592 = phi ptr [ %4650, %4689 ], [ %4500, %4539 ]
  %4593 = phi ptr [ %4651, %4689 ], [ %4501, %4539 ]
  %4594 = phi i32 [ %4652, %4689 ], [ %4502, %4539 ]
  %4595 = phi i32 [ %4692, %4689 ], [ %4542, %4539 ]
  %4596 = phi ptr [ %4654, %4689 ], [ %4503, %4539 ], !dbg !414
  %4597 = phi ptr [ %4655, %4689 ], [ %4504, %4539 ], !dbg !414
  %4598 = phi ptr [ %4656, %4689 ], [ %4505, %4539 ], !dbg !414
  %4599 = phi i32 [ %4657, %4689 ], [ %4506, %4539 ], !dbg !414
  %4600 = phi i32 [ %4658, %4689 ], [ %4507, %4539 ], !dbg !414
  %4601 = phi i32 [ %4694, %4689 ], [ %4508, %4539 ], !dbg !1170
  %4602 = phi i32 [ %4696, %4689 ], [ %4546, %4539 ], !dbg !1196
  %4603 = phi i32 [ %4661, %4689 ], [ %4510, %4539 ], !dbg !414
  %4604 = phi i32 [ %4662, %4689 ], [ %4511, %4539 ], !dbg !1142
  %4605 = phi i32 [ %4663, %4689 ], [ %4512, %4539 ], !dbg !1398
  %4606 = phi i32 [ %4664, %4689 ], [ %4513, %4539 ], !dbg !1399
  %4607 = phi i32 [ %4665, %4689 ], [ %4514, %4539 ], !dbg !414
  %4608 = phi i32 [ %4666, %4689 ], [ %4515, %4539 ], !dbg !1144
  %4609 = phi i32 [ %4667, %4689 ], [ %4516, %4539 ], !dbg !414
  %4610 = phi i32 [ %4668, %4689 ], [ %4517, %4539 ], !dbg !414
  %4611 = phi i32 [ %4669, %4689 ], [ %4518, %4539 ], !dbg !414
  %4612 = phi i32 [ %4670, %4689 ], [ %4519, %4539 ], !dbg !1147
  %4613 = phi i32 [ %4671, %4689 ], [ %4520, %4539 ], !dbg !1008
  %4614 = phi i32 [ %4672, %4689 ], [ %4521, %4539 ], !dbg !920
  %4615 = phi i32 [ %4673, %4689 ], [ %4522, %4539 ], !dbg !905
  %4616 = phi i32 [ %4674, %4689 ], [ %4523, %4539 ], !dbg !1026
  %4617 = phi i32 [ %4675, %4689 ], [ %4524, %4539 ], !dbg !906
  %4618 = phi i32 [ %4676, %4689 ], [ %4525, %4539 ], !dbg !834
    #dbg_value(i32 %4618, !165, !DIExpression(), !414)
    #dbg_value(i32 %4617, !166, !DIExpression(), !414)
    #dbg_value(i32 %4616, !167, !DIExpression(), !414)
    #dbg_value(i32 %4615, !168, !DIExpression(), !414)
    #dbg_value(i32 %4614, !169, !DIExpression(), !414)
    #dbg_value(i32 %4613, !170, !DIExpression(), !414)
    #dbg_value(i32 %4612, !171, !DIExpression(), !414)
    #dbg_value(i32 %4611, !172, !DIExpression(), !414)
    #dbg_value(i32 %4610, !173, !DIExpression(), !414)
    #dbg_value(i32 %4609, !174, !DIExpression(), !414)
    #dbg_value(i32 %4608, !175, !DIExpression(), !414)
    #dbg_value(i32 %4607, !176, !DIExpression(), !414)
    #dbg_value(i32 %4606, !177, !DIExpression(), !414)
    #dbg_value(i32 %4605, !178, !DIExpression(), !414)
    #dbg_value(i32 %4604, !179, !DIExpression(), !414)
    #dbg_value(i32 %4603, !181, !DIExpression(), !414)
    #dbg_value(i32 %4602, !182, !DIExpression(), !414)
    #dbg_value(i32 %4601, !183, !DIExpression(), !414)
    #dbg_value(i32 %4600, !184, !DIExpression(), !414)
    #dbg_value(i32 %4599, !185, !DIExpression(), !414)
    #dbg_value(ptr %4598, !186, !DIExpression(), !414)
    #dbg_value(ptr %4597, !187, !DIExpression(), !414)
    #dbg_value(ptr %4596, !188, !DIExpression(), !414)
  %4619 = icmp sgt i32 %4603, 20, !dbg !1409
  br i1 %4619, label %6043, label %4620, !dbg !1411

4620:                                             ; preds = %4569
  %4621 = sext i32 %4603 to i64, !dbg !1412
  %4622 = getelementptr inbounds i32, ptr %4598, i64 %4621, !dbg !1412
  %4623 = load i32, ptr %4622, align 4, !dbg !1412, !tbaa !1091
  %4624 = icmp sgt i32 %4602, %4623, !dbg !1412
  br i1 %4624, label %4625, label %4719, !dbg !1411

4625:                                             ; preds = %4620
  %4626 = add nsw i32 %4603, 1, !dbg !1411
    #dbg_value(i32 %4626, !181, !DIExpression(), !414)
  br label %4627, !dbg !1411

4627:                                             ; preds = %143, %4625
  %4628 = phi ptr [ %106, %143 ], [ %4570, %4625 ]
  %4629 = phi ptr [ %105, %143 ], [ %4571, %4625 ]
  %4630 = phi ptr [ %104, %143 ], [ %4572, %4625 ]
  %4631 = phi ptr [ %103, %143 ], [ %4573, %4625 ]
  %4632 = phi ptr [ %102, %143 ], [ %4574, %4625 ]
  %4633 = phi ptr [ %101, %143 ], [ %4575, %4625 ]
  %4634 = phi ptr [ %100, %143 ], [ %4576, %4625 ]
  %4635 = phi ptr [ %99, %143 ], [ %4577, %4625 ]
  %4636 = phi ptr [ %98, %143 ], [ %4578, %4625 ]
  %4637 = phi ptr [ %97, %143 ], [ %4579, %4625 ]
  %4638 = phi ptr [ %96, %143 ], [ %4580, %4625 ]
  %4639 = phi ptr [ %95, %143 ], [ %4581, %4625 ]
  %4640 = phi ptr [ %94, %143 ], [ %4582, %4625 ]
  %4641 = phi ptr [ %93, %143 ], [ %4583, %4625 ]
  %4642 = phi ptr [ %92, %143 ], [ %4584, %4625 ]
  %4643 = phi ptr [ %91, %143 ], [ %4585, %4625 ]
  %4644 = phi ptr [ %90, %143 ], [ %4586, %4625 ]
  %4645 = phi ptr [ %89, %143 ], [ %4587, %4625 ]
  %4646 = phi ptr [ %88, %143 ], [ %4588, %4625 ]
  %4647 = phi ptr [ %87, %143 ], [ %4589, %4625 ]
  %4648 = phi ptr [ %86, %143 ], [ %4590, %4625 ]
  %4649 = phi ptr [ %85, %143 ], [ %4591, %4625 ]
  %4650 = phi ptr [ %84, %143 ], [ %4592, %4625 ]
  %4651 = phi ptr [ %83, %143 ], [ %4593, %4625 ]
  %4652 = phi i32 [ %66, %143 ], [ %4594, %4625 ]
  %4653 = phi i32 [ %145, %143 ], [ %4595, %4625 ]
  %4654 = phi ptr [ %82, %143 ], [ %4596, %4625 ], !dbg !1136
  %4655 = phi ptr [ %80, %143 ], [ %4597, %4625 ], !dbg !1137
  %4656 = phi ptr [ %78, %143 ], [ %4598, %4625 ], !dbg !1138
  %4657 = phi i32 [ %76, %143 ], [ %4599, %4625 ], !dbg !1139
  %4658 = phi i32 [ %74, %143 ], [ %4600, %4625 ], !dbg !1140
  %4659 = phi i32 [ %72, %143 ], [ %4601, %4625 ], !dbg !414
  %4660 = phi i32 [ %70, %143 ], [ %4602, %4625 ], !dbg !414
  %4661 = phi i32 [ %68, %143 ], [ %4626, %4625 ], !dbg !414
  %4662 = phi i32 [ %64, %143 ], [ %4604, %4625 ], !dbg !1142
  %4663 = phi i32 [ %62, %143 ], [ %4605, %4625 ], !dbg !1398
  %4664 = phi i32 [ %60, %143 ], [ %4606, %4625 ], !dbg !1399
  %4665 = phi i32 [ %58, %143 ], [ %4607, %4625 ], !dbg !1143
  %4666 = phi i32 [ %56, %143 ], [ %4608, %4625 ], !dbg !1144
  %4667 = phi i32 [ %54, %143 ], [ %4609, %4625 ], !dbg !1414
  %4668 = phi i32 [ %52, %143 ], [ %4610, %4625 ], !dbg !1145
  %4669 = phi i32 [ %50, %143 ], [ %4611, %4625 ], !dbg !1146
  %4670 = phi i32 [ %48, %143 ], [ %4612, %4625 ], !dbg !1147
  %4671 = phi i32 [ %46, %143 ], [ %4613, %4625 ], !dbg !1008
  %4672 = phi i32 [ %44, %143 ], [ %4614, %4625 ], !dbg !920
  %4673 = phi i32 [ %42, %143 ], [ %4615, %4625 ], !dbg !905
  %4674 = phi i32 [ %40, %143 ], [ %4616, %4625 ], !dbg !1026
  %4675 = phi i32 [ %38, %143 ], [ %4617, %4625 ], !dbg !906
  %4676 = phi i32 [ %37, %143 ], [ %4618, %4625 ], !dbg !834
    #dbg_value(i32 %4676, !165, !DIExpression(), !414)
    #dbg_value(i32 %4675, !166, !DIExpression(), !414)
    #dbg_value(i32 %4674, !167, !DIExpression(), !414)
    #dbg_value(i32 %4673, !168, !DIExpression(), !414)
    #dbg_value(i32 %4672, !169, !DIExpression(), !414)
    #dbg_value(i32 %4671, !170, !DIExpression(), !414)
    #dbg_value(i32 %4670, !171, !DIExpression(), !414)
    #dbg_value(i32 %4669, !172, !DIExpression(), !414)
    #dbg_value(i32 %4668, !173, !DIExpression(), !414)
    #dbg_value(i32 %4667, !174, !DIExpression(), !414)
    #dbg_value(i32 %4666, !175, !DIExpression(), !414)
    #dbg_value(i32 %4665, !176, !DIExpression(), !414)
    #dbg_value(i32 %4664, !177, !DIExpression(), !414)
    #dbg_value(i32 %4663, !178, !DIExpression(), !414)
    #dbg_value(i32 %4662, !179, !DIExpression(), !414)
    #dbg_value(i32 %4661, !181, !DIExpression(), !414)
    #dbg_value(i32 %4660, !182, !DIExpression(), !414)
    #dbg_value(i32 %4659, !183, !DIExpression(), !414)
    #dbg_value(i32 %4658, !184, !DIExpression(), !414)
    #dbg_value(i32 %4657, !185, !DIExpression(), !414)
    #dbg_value(ptr %4656, !186, !DIExpression(), !414)
    #dbg_value(ptr %4655, !187, !DIExpression(), !414)
    #dbg_value(ptr %4654, !188, !DIExpression(), !414)
  store i32 41, ptr %4, align 8, !dbg !1411, !tbaa !424
  %4677 = getelementptr inbounds i8, ptr %0, i64 36
  %4678 = icmp sgt i32 %4653, 0, !dbg !1415
  br i1 %4678, label %4679, label %4682, !dbg !1416

4679:                                             ; preds = %4627
  %4680 = getelementptr inbounds i8, ptr %0, i64 32
  %4681 = load i32, ptr %4680, align 8, !dbg !1170, !tbaa !483
  br label %4689, !dbg !1416

4682:                                             ; preds = %4627
  %4683 = load ptr, ptr %0, align 8, !tbaa !416
  %4684 = getelementptr inbounds i8, ptr %4683, i64 8
  %4685 = getelementptr inbounds i8, ptr %0, i64 32
  %4686 = getelementptr inbounds i8, ptr %4683, i64 12
  %4687 = getelementptr inbounds i8, ptr %4683, i64 16
  %4688 = load i32, ptr %4684, align 8, !tbaa !484
  br label %4697, !dbg !1416

4689:                                             ; preds = %4717, %4679
  %4690 = phi i32 [ %4681, %4679 ], [ %4707, %4717 ], !dbg !1170
  %4691 = phi i32 [ %4653, %4679 ], [ %4708, %4717 ], !dbg !1415
  %4692 = add nsw i32 %4691, -1, !dbg !1170
  %4693 = lshr i32 %4690, %4692, !dbg !1170
  %4694 = and i32 %4693, 1, !dbg !1170
    #dbg_value(i32 %4694, !365, !DIExpression(), !1417)
  store i32 %4692, ptr %4677, align 4, !dbg !1170, !tbaa !453
    #dbg_value(i32 %4694, !183, !DIExpression(), !414)
  %4695 = shl i32 %4660, 1, !dbg !1411
  %4696 = or disjoint i32 %4694, %4695, !dbg !1411
    #dbg_value(i32 %4696, !182, !DIExpression(), !414)
  br label %4569, !dbg !1196, !llvm.loop !1418

4697:                                             ; preds = %4682, %4717
  %4698 = phi i32 [ %4688, %4682 ], [ %4710, %4717 ]
  %4699 = phi i32 [ %4653, %4682 ], [ %4708, %4717 ]
  %4700 = icmp eq i32 %4698, 0, !dbg !1419
  br i1 %4700, label %6043, label %4701, !dbg !1416

4701:                                             ; preds = %4697
  %4702 = load i32, ptr %4685, align 8, !dbg !1416, !tbaa !483
  %4703 = shl i32 %4702, 8, !dbg !1416
  %4704 = load ptr, ptr %4683, align 8, !dbg !1416, !tbaa !493
  %4705 = load i8, ptr %4704, align 1, !dbg !1416, !tbaa !494
  %4706 = zext i8 %4705 to i32, !dbg !1416
  %4707 = or disjoint i32 %4703, %4706, !dbg !1416
  store i32 %4707, ptr %4685, align 8, !dbg !1416, !tbaa !483
  %4708 = add nsw i32 %4699, 8, !dbg !1416
  store i32 %4708, ptr %4677, align 4, !dbg !1416, !tbaa !453
  %4709 = getelementptr inbounds i8, ptr %4704, i64 1, !dbg !1416
  store ptr %4709, ptr %4683, align 8, !dbg !1416, !tbaa !493
  %4710 = add i32 %4698, -1, !dbg !1416
  store i32 %4710, ptr %4684, align 8, !dbg !1416, !tbaa !484
  %4711 = load i32, ptr %4686, align 4, !dbg !1416, !tbaa !495
  %4712 = add i32 %4711, 1, !dbg !1416
  store i32 %4712, ptr %4686, align 4, !dbg !1416, !tbaa !495
  %4713 = icmp eq i32 %4712, 0, !dbg !1421
  br i1 %4713, label %4714, label %4717, !dbg !1416

4714:                                             ; preds = %4701
  %4715 = load i32, ptr %4687, align 8, !dbg !1421, !tbaa !498
  %4716 = add i32 %4715, 1, !dbg !1421
  store i32 %4716, ptr %4687, align 8, !dbg !1421, !tbaa !498
  br label %4717, !dbg !1421

4717:                                             ; preds = %4714, %4701
  %4718 = icmp sgt i32 %4699, -8, !dbg !1415
  br i1 %4718, label %4689, label %4697, !dbg !1416, !llvm.loop !1423

4719:                                             ; preds = %4620
  %4720 = getelementptr inbounds i32, ptr %4597, i64 %4621, !dbg !1424
  %4721 = load i32, ptr %4720, align 4, !dbg !1424, !tbaa !1091
  %4722 = sub nsw i32 %4602, %4721, !dbg !1424
  %4723 = icmp ugt i32 %4722, 257, !dbg !1424
  br i1 %4723, label %6043, label %4724, !dbg !1424

4724:                                             ; preds = %4719
  %4725 = zext nneg i32 %4722 to i64, !dbg !1196
  %4726 = getelementptr inbounds i32, ptr %4596, i64 %4725, !dbg !1196
  %4727 = load i32, ptr %4726, align 4, !dbg !1196, !tbaa !1091
    #dbg_value(i32 %4727, !174, !DIExpression(), !414)
  br label %3633, !dbg !1426, !llvm.loop !1235

4728:                                             ; preds = %3633
  %4729 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1427
  %4730 = load i32, ptr %4729, align 8, !dbg !1427, !tbaa !738
  %4731 = icmp sgt i32 %4730, -1, !dbg !1429
  %4732 = icmp slt i32 %4730, %3670
  %4733 = select i1 %4731, i1 %4732, i1 false, !dbg !1430
  br i1 %4733, label %4734, label %6043, !dbg !1430

4734:                                             ; preds = %4728
  %4735 = getelementptr inbounds i8, ptr %0, i64 68
    #dbg_value(i32 0, !165, !DIExpression(), !414)
  br label %4736, !dbg !1431

4736:                                             ; preds = %4764, %4734
  %4737 = phi i64 [ 0, %4734 ], [ %4765, %4764 ]
    #dbg_value(i64 %4737, !165, !DIExpression(), !414)
  %4738 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4737, !dbg !1433
  %4739 = load i32, ptr %4738, align 4, !dbg !1433, !tbaa !1091
  %4740 = icmp slt i32 %4739, 0, !dbg !1437
  %4741 = icmp sgt i32 %4739, %3670
  %4742 = select i1 %4740, i1 true, i1 %4741, !dbg !1438
  br i1 %4742, label %6040, label %4743, !dbg !1438

4743:                                             ; preds = %4736
  %4744 = or disjoint i64 %4737, 1, !dbg !1439
    #dbg_value(i64 %4744, !165, !DIExpression(), !414)
  %4745 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4744, !dbg !1433
  %4746 = load i32, ptr %4745, align 4, !dbg !1433, !tbaa !1091
  %4747 = icmp slt i32 %4746, 0, !dbg !1437
  %4748 = icmp sgt i32 %4746, %3670
  %4749 = select i1 %4747, i1 true, i1 %4748, !dbg !1438
  br i1 %4749, label %6040, label %4750, !dbg !1438

4750:                                             ; preds = %4743
  %4751 = or disjoint i64 %4737, 2, !dbg !1439
    #dbg_value(i64 %4751, !165, !DIExpression(), !414)
  %4752 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4751, !dbg !1433
  %4753 = load i32, ptr %4752, align 4, !dbg !1433, !tbaa !1091
  %4754 = icmp slt i32 %4753, 0, !dbg !1437
  %4755 = icmp sgt i32 %4753, %3670
  %4756 = select i1 %4754, i1 true, i1 %4755, !dbg !1438
  br i1 %4756, label %6040, label %4757, !dbg !1438

4757:                                             ; preds = %4750
  %4758 = or disjoint i64 %4737, 3, !dbg !1439
    #dbg_value(i64 %4758, !165, !DIExpression(), !414)
  %4759 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4758, !dbg !1433
  %4760 = load i32, ptr %4759, align 4, !dbg !1433, !tbaa !1091
  %4761 = icmp slt i32 %4760, 0, !dbg !1437
  %4762 = icmp sgt i32 %4760, %3670
  %4763 = select i1 %4761, i1 true, i1 %4762, !dbg !1438
  br i1 %4763, label %6040, label %4764, !dbg !1438

4764:                                             ; preds = %4757
  %4765 = add nuw nsw i64 %4737, 4, !dbg !1439
    #dbg_value(i64 %4765, !165, !DIExpression(), !414)
  %4766 = icmp eq i64 %4765, 256, !dbg !1440
  br i1 %4766, label %4767, label %4736, !dbg !1431, !llvm.loop !1441

4767:                                             ; preds = %4764
  %4768 = getelementptr inbounds i8, ptr %0, i64 1096, !dbg !1443
  store i32 0, ptr %4768, align 8, !dbg !1444, !tbaa !1091
    #dbg_value(i32 1, !165, !DIExpression(), !414)
  br label %4769, !dbg !1445

4769:                                             ; preds = %4769, %4767
  %4770 = phi i64 [ 0, %4767 ], [ %4786, %4769 ]
  %4771 = or disjoint i64 %4770, 1, !dbg !1445
  %4772 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4770, !dbg !1447
  %4773 = getelementptr inbounds i8, ptr %4772, i64 16, !dbg !1447
  %4774 = load <4 x i32>, ptr %4772, align 4, !dbg !1447, !tbaa !1091
  %4775 = load <4 x i32>, ptr %4773, align 4, !dbg !1447, !tbaa !1091
  %4776 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4771, !dbg !1449
  %4777 = getelementptr inbounds i8, ptr %4776, i64 16, !dbg !1450
  store <4 x i32> %4774, ptr %4776, align 4, !dbg !1450, !tbaa !1091
  store <4 x i32> %4775, ptr %4777, align 4, !dbg !1450, !tbaa !1091
  %4778 = or disjoint i64 %4770, 8
  %4779 = or disjoint i64 %4770, 9, !dbg !1445
  %4780 = getelementptr inbounds [256 x i32], ptr %4735, i64 0, i64 %4778, !dbg !1447
  %4781 = getelementptr inbounds i8, ptr %4780, i64 16, !dbg !1447
  %4782 = load <4 x i32>, ptr %4780, align 4, !dbg !1447, !tbaa !1091
  %4783 = load <4 x i32>, ptr %4781, align 4, !dbg !1447, !tbaa !1091
  %4784 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4779, !dbg !1449
  %4785 = getelementptr inbounds i8, ptr %4784, i64 16, !dbg !1450
  store <4 x i32> %4782, ptr %4784, align 4, !dbg !1450, !tbaa !1091
  store <4 x i32> %4783, ptr %4785, align 4, !dbg !1450, !tbaa !1091
  %4786 = add nuw nsw i64 %4770, 16
  %4787 = icmp eq i64 %4786, 256
  br i1 %4787, label %4788, label %4769, !llvm.loop !1451

4788:                                             ; preds = %4769, %4788
  %4789 = phi i32 [ %4805, %4788 ], [ 0, %4769 ], !dbg !1453
  %4790 = phi i64 [ %4806, %4788 ], [ 1, %4769 ]
    #dbg_value(i64 %4790, !165, !DIExpression(), !414)
  %4791 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4790, !dbg !1456
  %4792 = load i32, ptr %4791, align 4, !dbg !1457, !tbaa !1091
  %4793 = add nsw i32 %4792, %4789, !dbg !1457
  store i32 %4793, ptr %4791, align 4, !dbg !1457, !tbaa !1091
  %4794 = add nuw nsw i64 %4790, 1, !dbg !1458
    #dbg_value(i64 %4794, !165, !DIExpression(), !414)
  %4795 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4794, !dbg !1456
  %4796 = load i32, ptr %4795, align 4, !dbg !1457, !tbaa !1091
  %4797 = add nsw i32 %4796, %4793, !dbg !1457
  store i32 %4797, ptr %4795, align 4, !dbg !1457, !tbaa !1091
  %4798 = add nuw nsw i64 %4790, 2, !dbg !1458
    #dbg_value(i64 %4798, !165, !DIExpression(), !414)
  %4799 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4798, !dbg !1456
  %4800 = load i32, ptr %4799, align 4, !dbg !1457, !tbaa !1091
  %4801 = add nsw i32 %4800, %4797, !dbg !1457
  store i32 %4801, ptr %4799, align 4, !dbg !1457, !tbaa !1091
  %4802 = add nuw nsw i64 %4790, 3, !dbg !1458
    #dbg_value(i64 %4802, !165, !DIExpression(), !414)
  %4803 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4802, !dbg !1456
  %4804 = load i32, ptr %4803, align 4, !dbg !1457, !tbaa !1091
  %4805 = add nsw i32 %4804, %4801, !dbg !1457
  store i32 %4805, ptr %4803, align 4, !dbg !1457, !tbaa !1091
  %4806 = add nuw nsw i64 %4790, 4, !dbg !1458
    #dbg_value(i64 %4806, !165, !DIExpression(), !414)
  %4807 = icmp eq i64 %4806, 257, !dbg !1459
  br i1 %4807, label %4808, label %4788, !dbg !1460, !llvm.loop !1461

4808:                                             ; preds = %4788, %4838
  %4809 = phi i64 [ %4839, %4838 ], [ 0, %4788 ]
    #dbg_value(i64 %4809, !165, !DIExpression(), !414)
  %4810 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4809, !dbg !1463
  %4811 = load i32, ptr %4810, align 4, !dbg !1463, !tbaa !1091
  %4812 = icmp slt i32 %4811, 0, !dbg !1468
  %4813 = icmp sgt i32 %4811, %3670
  %4814 = select i1 %4812, i1 true, i1 %4813, !dbg !1469
  br i1 %4814, label %6037, label %4815, !dbg !1469

4815:                                             ; preds = %4808
    #dbg_value(i64 %4809, !165, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !414)
  %4816 = icmp eq i64 %4809, 256, !dbg !1470
  br i1 %4816, label %4840, label %4817, !dbg !1471, !llvm.loop !1472

4817:                                             ; preds = %4815
  %4818 = or disjoint i64 %4809, 1, !dbg !1474
    #dbg_value(i64 %4818, !165, !DIExpression(), !414)
    #dbg_value(i64 %4818, !165, !DIExpression(), !414)
  %4819 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4818, !dbg !1463
  %4820 = load i32, ptr %4819, align 4, !dbg !1463, !tbaa !1091
  %4821 = icmp slt i32 %4820, 0, !dbg !1468
  %4822 = icmp sgt i32 %4820, %3670
  %4823 = select i1 %4821, i1 true, i1 %4822, !dbg !1469
  br i1 %4823, label %6037, label %4824, !dbg !1469

4824:                                             ; preds = %4817
  %4825 = or disjoint i64 %4809, 2, !dbg !1474
    #dbg_value(i64 %4825, !165, !DIExpression(), !414)
  %4826 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4825, !dbg !1463
  %4827 = load i32, ptr %4826, align 4, !dbg !1463, !tbaa !1091
  %4828 = icmp slt i32 %4827, 0, !dbg !1468
  %4829 = icmp sgt i32 %4827, %3670
  %4830 = select i1 %4828, i1 true, i1 %4829, !dbg !1469
  br i1 %4830, label %6037, label %4831, !dbg !1469

4831:                                             ; preds = %4824
  %4832 = or disjoint i64 %4809, 3, !dbg !1474
    #dbg_value(i64 %4832, !165, !DIExpression(), !414)
  %4833 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4832, !dbg !1463
  %4834 = load i32, ptr %4833, align 4, !dbg !1463, !tbaa !1091
  %4835 = icmp slt i32 %4834, 0, !dbg !1468
  %4836 = icmp sgt i32 %4834, %3670
  %4837 = select i1 %4835, i1 true, i1 %4836, !dbg !1469
  br i1 %4837, label %6037, label %4838, !dbg !1469

4838:                                             ; preds = %4831
  %4839 = add nuw nsw i64 %4809, 4, !dbg !1474
    #dbg_value(i64 %4839, !165, !DIExpression(), !414)
  br label %4808

4840:                                             ; preds = %4815, %4861
  %4841 = phi i32 [ %4859, %4861 ], [ 0, %4815 ], !dbg !1475
  %4842 = phi i64 [ %4862, %4861 ], [ 1, %4815 ]
    #dbg_value(i64 %4842, !165, !DIExpression(), !414)
  %4843 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4842, !dbg !1480
  %4844 = load i32, ptr %4843, align 4, !dbg !1480, !tbaa !1091
  %4845 = icmp sgt i32 %4841, %4844, !dbg !1481
  br i1 %4845, label %6034, label %4846, !dbg !1482

4846:                                             ; preds = %4840
  %4847 = add nuw nsw i64 %4842, 1, !dbg !1483
    #dbg_value(i64 %4847, !165, !DIExpression(), !414)
  %4848 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4847, !dbg !1480
  %4849 = load i32, ptr %4848, align 4, !dbg !1480, !tbaa !1091
  %4850 = icmp sgt i32 %4844, %4849, !dbg !1481
  br i1 %4850, label %6034, label %4851, !dbg !1482

4851:                                             ; preds = %4846
  %4852 = add nuw nsw i64 %4842, 2, !dbg !1483
    #dbg_value(i64 %4852, !165, !DIExpression(), !414)
  %4853 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4852, !dbg !1480
  %4854 = load i32, ptr %4853, align 4, !dbg !1480, !tbaa !1091
  %4855 = icmp sgt i32 %4849, %4854, !dbg !1481
  br i1 %4855, label %6034, label %4856, !dbg !1482

4856:                                             ; preds = %4851
  %4857 = add nuw nsw i64 %4842, 3, !dbg !1483
    #dbg_value(i64 %4857, !165, !DIExpression(), !414)
  %4858 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4857, !dbg !1480
  %4859 = load i32, ptr %4858, align 4, !dbg !1480, !tbaa !1091
  %4860 = icmp sgt i32 %4854, %4859, !dbg !1481
  br i1 %4860, label %6034, label %4861, !dbg !1482

4861:                                             ; preds = %4856
  %4862 = add nuw nsw i64 %4842, 4, !dbg !1483
    #dbg_value(i64 %4862, !165, !DIExpression(), !414)
  %4863 = icmp eq i64 %4862, 257, !dbg !1484
  br i1 %4863, label %4864, label %4840, !dbg !1485, !llvm.loop !1486

4864:                                             ; preds = %4861
  %4865 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1488
  store i32 0, ptr %4865, align 8, !dbg !1489, !tbaa !1490
  %4866 = getelementptr inbounds i8, ptr %0, i64 12, !dbg !1491
  store i8 0, ptr %4866, align 4, !dbg !1492, !tbaa !1493
  %4867 = getelementptr inbounds i8, ptr %0, i64 3184, !dbg !1494
  store i32 -1, ptr %4867, align 8, !dbg !1494, !tbaa !1496
  store i32 2, ptr %4, align 8, !dbg !1497, !tbaa !424
  %4868 = getelementptr inbounds i8, ptr %0, i64 52, !dbg !1498
  %4869 = load i32, ptr %4868, align 4, !dbg !1498, !tbaa !657
  %4870 = icmp sgt i32 %4869, 1, !dbg !1500
  br i1 %4870, label %4871, label %4874, !dbg !1501

4871:                                             ; preds = %4864
  %4872 = load ptr, ptr @stderr, align 8, !dbg !1502, !tbaa !661
  %4873 = tail call i64 @fwrite(ptr nonnull @.str.1, i64 6, i64 1, ptr %4872) #9, !dbg !1502
  br label %4874, !dbg !1502

4874:                                             ; preds = %4871, %4864
  %4875 = getelementptr inbounds i8, ptr %0, i64 44, !dbg !1503
  %4876 = load i8, ptr %4875, align 4, !dbg !1503, !tbaa !544
  %4877 = icmp eq i8 %4876, 0, !dbg !1504
    #dbg_value(i32 0, !165, !DIExpression(), !414)
  br i1 %4877, label %4911, label %4878, !dbg !1505

4878:                                             ; preds = %4874
  %4879 = getelementptr inbounds i8, ptr %0, i64 2124
    #dbg_value(i32 0, !165, !DIExpression(), !414)
  br label %4880, !dbg !1506

4880:                                             ; preds = %4880, %4878
  %4881 = phi i64 [ 0, %4878 ], [ %4909, %4880 ], !dbg !1508
  %4882 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4881, !dbg !1510
  %4883 = getelementptr inbounds i8, ptr %4882, i64 16, !dbg !1510
  %4884 = load <4 x i32>, ptr %4882, align 4, !dbg !1510, !tbaa !1091
  %4885 = load <4 x i32>, ptr %4883, align 4, !dbg !1510, !tbaa !1091
  %4886 = getelementptr inbounds [257 x i32], ptr %4879, i64 0, i64 %4881, !dbg !1511
  %4887 = getelementptr inbounds i8, ptr %4886, i64 16, !dbg !1512
  store <4 x i32> %4884, ptr %4886, align 4, !dbg !1512, !tbaa !1091
  store <4 x i32> %4885, ptr %4887, align 4, !dbg !1512, !tbaa !1091
  %4888 = or disjoint i64 %4881, 8, !dbg !1508
  %4889 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4888, !dbg !1510
  %4890 = getelementptr inbounds i8, ptr %4889, i64 16, !dbg !1510
  %4891 = load <4 x i32>, ptr %4889, align 4, !dbg !1510, !tbaa !1091
  %4892 = load <4 x i32>, ptr %4890, align 4, !dbg !1510, !tbaa !1091
  %4893 = getelementptr inbounds [257 x i32], ptr %4879, i64 0, i64 %4888, !dbg !1511
  %4894 = getelementptr inbounds i8, ptr %4893, i64 16, !dbg !1512
  store <4 x i32> %4891, ptr %4893, align 4, !dbg !1512, !tbaa !1091
  store <4 x i32> %4892, ptr %4894, align 4, !dbg !1512, !tbaa !1091
  %4895 = or disjoint i64 %4881, 16, !dbg !1508
  %4896 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4895, !dbg !1510
  %4897 = getelementptr inbounds i8, ptr %4896, i64 16, !dbg !1510
  %4898 = load <4 x i32>, ptr %4896, align 4, !dbg !1510, !tbaa !1091
  %4899 = load <4 x i32>, ptr %4897, align 4, !dbg !1510, !tbaa !1091
  %4900 = getelementptr inbounds [257 x i32], ptr %4879, i64 0, i64 %4895, !dbg !1511
  %4901 = getelementptr inbounds i8, ptr %4900, i64 16, !dbg !1512
  store <4 x i32> %4898, ptr %4900, align 4, !dbg !1512, !tbaa !1091
  store <4 x i32> %4899, ptr %4901, align 4, !dbg !1512, !tbaa !1091
  %4902 = or disjoint i64 %4881, 24, !dbg !1508
  %4903 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %4902, !dbg !1510
  %4904 = getelementptr inbounds i8, ptr %4903, i64 16, !dbg !1510
  %4905 = load <4 x i32>, ptr %4903, align 4, !dbg !1510, !tbaa !1091
  %4906 = load <4 x i32>, ptr %4904, align 4, !dbg !1510, !tbaa !1091
  %4907 = getelementptr inbounds [257 x i32], ptr %4879, i64 0, i64 %4902, !dbg !1511
  %4908 = getelementptr inbounds i8, ptr %4907, i64 16, !dbg !1512
  store <4 x i32> %4905, ptr %4907, align 4, !dbg !1512, !tbaa !1091
  store <4 x i32> %4906, ptr %4908, align 4, !dbg !1512, !tbaa !1091
  %4909 = add nuw nsw i64 %4881, 32, !dbg !1508
  %4910 = icmp eq i64 %4909, 256, !dbg !1508
  br i1 %4910, label %4925, label %4880, !dbg !1508, !llvm.loop !1513

4911:                                             ; preds = %4874
    #dbg_value(i32 0, !165, !DIExpression(), !414)
  %4912 = icmp sgt i32 %3670, 0, !dbg !1515
  %4913 = getelementptr inbounds i8, ptr %0, i64 3152
  %4914 = load ptr, ptr %4913, align 8, !tbaa !567
  br i1 %4912, label %4915, label %5157, !dbg !1519

4915:                                             ; preds = %4911
  %4916 = zext nneg i32 %3670 to i64, !dbg !1515
  %4917 = and i64 %4916, 1, !dbg !1519
  %4918 = icmp eq i32 %3670, 1, !dbg !1519
  br i1 %4918, label %5139, label %4919, !dbg !1519

4919:                                             ; preds = %4915
  %4920 = and i64 %4916, 2147483646, !dbg !1519
  br label %5104, !dbg !1519

4921:                                             ; preds = %4925
  %4922 = getelementptr inbounds i8, ptr %0, i64 3160
  %4923 = getelementptr inbounds i8, ptr %0, i64 3168
  %4924 = zext nneg i32 %3670 to i64, !dbg !1520
  br label %4930, !dbg !1523

4925:                                             ; preds = %4880
    #dbg_value(i64 256, !165, !DIExpression(), !414)
  %4926 = getelementptr inbounds i8, ptr %0, i64 2120, !dbg !1510
  %4927 = load i32, ptr %4926, align 4, !dbg !1510, !tbaa !1091
  %4928 = getelementptr inbounds i8, ptr %0, i64 3148, !dbg !1511
  store i32 %4927, ptr %4928, align 4, !dbg !1512, !tbaa !1091
    #dbg_value(i64 257, !165, !DIExpression(), !414)
    #dbg_value(i32 0, !165, !DIExpression(), !414)
  %4929 = icmp sgt i32 %3670, 0, !dbg !1520
  br i1 %4929, label %4921, label %4964, !dbg !1523

4930:                                             ; preds = %4921, %4958
  %4931 = phi i64 [ 0, %4921 ], [ %4962, %4958 ]
    #dbg_value(i64 %4931, !165, !DIExpression(), !414)
  %4932 = load ptr, ptr %4922, align 8, !dbg !1524, !tbaa !554
  %4933 = getelementptr inbounds i16, ptr %4932, i64 %4931, !dbg !1526
  %4934 = load i16, ptr %4933, align 2, !dbg !1526, !tbaa !1248
    #dbg_value(i16 %4934, !160, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %4935 = and i16 %4934, 255, !dbg !1527
  %4936 = zext nneg i16 %4935 to i64, !dbg !1527
  %4937 = getelementptr inbounds [257 x i32], ptr %4879, i64 0, i64 %4936, !dbg !1527
  %4938 = load i32, ptr %4937, align 4, !dbg !1527, !tbaa !1091
  %4939 = trunc i32 %4938 to i16, !dbg !1527
  store i16 %4939, ptr %4933, align 2, !dbg !1527, !tbaa !1248
  %4940 = and i64 %4931, 1, !dbg !1529
  %4941 = icmp eq i64 %4940, 0, !dbg !1529
  %4942 = load ptr, ptr %4923, align 8, !dbg !1529, !tbaa !558
  %4943 = lshr i64 %4931, 1, !dbg !1529
  %4944 = and i64 %4943, 2147483647, !dbg !1529
  %4945 = getelementptr inbounds i8, ptr %4942, i64 %4944, !dbg !1529
  %4946 = load i8, ptr %4945, align 1, !dbg !1529, !tbaa !494
  br i1 %4941, label %4947, label %4952, !dbg !1532

4947:                                             ; preds = %4930
  %4948 = and i8 %4946, -16, !dbg !1529
  %4949 = lshr i32 %4938, 16, !dbg !1529
  %4950 = trunc i32 %4949 to i8, !dbg !1529
  %4951 = or i8 %4948, %4950, !dbg !1529
  br label %4958, !dbg !1529

4952:                                             ; preds = %4930
  %4953 = and i8 %4946, 15, !dbg !1529
  %4954 = lshr i32 %4938, 12, !dbg !1529
  %4955 = trunc i32 %4954 to i8, !dbg !1529
  %4956 = and i8 %4955, -16, !dbg !1529
  %4957 = or disjoint i8 %4953, %4956, !dbg !1529
  br label %4958

4958:                                             ; preds = %4952, %4947
  %4959 = phi i8 [ %4957, %4952 ], [ %4951, %4947 ]
  store i8 %4959, ptr %4945, align 1, !dbg !1529, !tbaa !494
  %4960 = load i32, ptr %4937, align 4, !dbg !1533, !tbaa !1091
  %4961 = add nsw i32 %4960, 1, !dbg !1533
  store i32 %4961, ptr %4937, align 4, !dbg !1533, !tbaa !1091
  %4962 = add nuw nsw i64 %4931, 1, !dbg !1534
    #dbg_value(i64 %4962, !165, !DIExpression(), !414)
  %4963 = icmp eq i64 %4962, %4924, !dbg !1520
  br i1 %4963, label %4964, label %4930, !dbg !1523, !llvm.loop !1535

4964:                                             ; preds = %4958, %4925
  %4965 = load i32, ptr %4729, align 8, !dbg !1537, !tbaa !738
    #dbg_value(i32 %4965, !165, !DIExpression(), !414)
  %4966 = getelementptr inbounds i8, ptr %0, i64 3160, !dbg !1538
  %4967 = load ptr, ptr %4966, align 8, !dbg !1538, !tbaa !554
  %4968 = sext i32 %4965 to i64, !dbg !1538
  %4969 = getelementptr inbounds i16, ptr %4967, i64 %4968, !dbg !1538
  %4970 = load i16, ptr %4969, align 2, !dbg !1538, !tbaa !1248
  %4971 = zext i16 %4970 to i32, !dbg !1538
  %4972 = getelementptr inbounds i8, ptr %0, i64 3168, !dbg !1538
  %4973 = load ptr, ptr %4972, align 8, !dbg !1538, !tbaa !558
  %4974 = ashr i32 %4965, 1, !dbg !1538
  %4975 = sext i32 %4974 to i64, !dbg !1538
  %4976 = getelementptr inbounds i8, ptr %4973, i64 %4975, !dbg !1538
  %4977 = load i8, ptr %4976, align 1, !dbg !1538, !tbaa !494
  %4978 = zext i8 %4977 to i32, !dbg !1538
  %4979 = shl i32 %4965, 2, !dbg !1538
  %4980 = and i32 %4979, 4, !dbg !1538
  %4981 = lshr i32 %4978, %4980, !dbg !1538
  %4982 = shl nuw nsw i32 %4981, 16, !dbg !1538
  %4983 = and i32 %4982, 983040, !dbg !1538
  %4984 = or disjoint i32 %4983, %4971, !dbg !1538
    #dbg_value(i32 %4984, !166, !DIExpression(), !414)
  br label %4985, !dbg !1539

4985:                                             ; preds = %5020, %4964
  %4986 = phi i32 [ %4984, %4964 ], [ %5004, %5020 ], !dbg !1540
  %4987 = phi i32 [ %4965, %4964 ], [ %4986, %5020 ], !dbg !1540
    #dbg_value(i32 %4987, !165, !DIExpression(), !414)
    #dbg_value(i32 %4986, !166, !DIExpression(), !414)
  %4988 = load ptr, ptr %4966, align 8, !dbg !1541, !tbaa !554
  %4989 = zext nneg i32 %4986 to i64, !dbg !1541
  %4990 = getelementptr inbounds i16, ptr %4988, i64 %4989, !dbg !1541
  %4991 = load i16, ptr %4990, align 2, !dbg !1541, !tbaa !1248
  %4992 = zext i16 %4991 to i32, !dbg !1541
  %4993 = load ptr, ptr %4972, align 8, !dbg !1541, !tbaa !558
  %4994 = lshr i32 %4986, 1, !dbg !1541
  %4995 = zext nneg i32 %4994 to i64, !dbg !1541
  %4996 = getelementptr inbounds i8, ptr %4993, i64 %4995, !dbg !1541
  %4997 = load i8, ptr %4996, align 1, !dbg !1541, !tbaa !494
  %4998 = zext i8 %4997 to i32, !dbg !1541
  %4999 = shl nuw nsw i32 %4986, 2, !dbg !1541
  %5000 = and i32 %4999, 4, !dbg !1541
  %5001 = lshr i32 %4998, %5000, !dbg !1541
  %5002 = shl nuw nsw i32 %5001, 16, !dbg !1541
  %5003 = and i32 %5002, 983040, !dbg !1541
  %5004 = or disjoint i32 %5003, %4992, !dbg !1541
    #dbg_value(i32 %5004, !370, !DIExpression(), !1542)
  %5005 = trunc i32 %4987 to i16, !dbg !1543
  store i16 %5005, ptr %4990, align 2, !dbg !1543, !tbaa !1248
  %5006 = and i32 %4986, 1, !dbg !1545
  %5007 = icmp eq i32 %5006, 0, !dbg !1545
  %5008 = load i8, ptr %4996, align 1, !dbg !1545, !tbaa !494
  br i1 %5007, label %5009, label %5014, !dbg !1548

5009:                                             ; preds = %4985
  %5010 = and i8 %5008, -16, !dbg !1545
  %5011 = lshr i32 %4987, 16, !dbg !1545
  %5012 = trunc i32 %5011 to i8, !dbg !1545
  %5013 = or i8 %5010, %5012, !dbg !1545
  br label %5020, !dbg !1545

5014:                                             ; preds = %4985
  %5015 = and i8 %5008, 15, !dbg !1545
  %5016 = lshr i32 %4987, 12, !dbg !1545
  %5017 = trunc i32 %5016 to i8, !dbg !1545
  %5018 = and i8 %5017, -16, !dbg !1545
  %5019 = or disjoint i8 %5015, %5018, !dbg !1545
  br label %5020

5020:                                             ; preds = %5014, %5009
  %5021 = phi i8 [ %5019, %5014 ], [ %5013, %5009 ], !dbg !1545
  store i8 %5021, ptr %4996, align 1, !dbg !1545, !tbaa !494
    #dbg_value(i32 %4986, !165, !DIExpression(), !414)
    #dbg_value(i32 %5004, !166, !DIExpression(), !414)
  %5022 = load i32, ptr %4729, align 8, !dbg !1549, !tbaa !738
  %5023 = icmp eq i32 %4986, %5022, !dbg !1550
  br i1 %5023, label %5024, label %4985, !dbg !1551, !llvm.loop !1552

5024:                                             ; preds = %5020
  %5025 = getelementptr inbounds i8, ptr %0, i64 60, !dbg !1554
  store i32 %4986, ptr %5025, align 4, !dbg !1555, !tbaa !1556
  %5026 = getelementptr inbounds i8, ptr %0, i64 1092, !dbg !1557
  store i32 0, ptr %5026, align 4, !dbg !1558, !tbaa !1559
  %5027 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !1560
  %5028 = load i8, ptr %5027, align 4, !dbg !1560, !tbaa !735
  %5029 = icmp eq i8 %5028, 0, !dbg !1562
  br i1 %5029, label %5076, label %5030, !dbg !1563

5030:                                             ; preds = %5024
  %5031 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1564
  store i32 0, ptr %5031, align 8, !dbg !1564, !tbaa !1566
  %5032 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1564
  store i32 0, ptr %5032, align 4, !dbg !1564, !tbaa !1567
  %5033 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1568
  %5034 = load i32, ptr %5033, align 8, !dbg !1568, !tbaa !533
  %5035 = mul i32 %5034, 100000, !dbg !1568
  %5036 = icmp ult i32 %4986, %5035, !dbg !1568
  br i1 %5036, label %5037, label %6093, !dbg !1570

5037:                                             ; preds = %5030
  %5038 = tail call i32 @BZ2_indexIntoF(i32 noundef %4986, ptr noundef nonnull %4768) #7, !dbg !1570
  %5039 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1570
  store i32 %5038, ptr %5039, align 8, !dbg !1570, !tbaa !1571
  %5040 = load ptr, ptr %4966, align 8, !dbg !1570, !tbaa !554
  %5041 = load i32, ptr %5025, align 4, !dbg !1570, !tbaa !1556
  %5042 = zext i32 %5041 to i64, !dbg !1570
  %5043 = getelementptr inbounds i16, ptr %5040, i64 %5042, !dbg !1570
  %5044 = load i16, ptr %5043, align 2, !dbg !1570, !tbaa !1248
  %5045 = zext i16 %5044 to i32, !dbg !1570
  %5046 = load ptr, ptr %4972, align 8, !dbg !1570, !tbaa !558
  %5047 = lshr i32 %5041, 1, !dbg !1570
  %5048 = zext nneg i32 %5047 to i64, !dbg !1570
  %5049 = getelementptr inbounds i8, ptr %5046, i64 %5048, !dbg !1570
  %5050 = load i8, ptr %5049, align 1, !dbg !1570, !tbaa !494
  %5051 = zext i8 %5050 to i32, !dbg !1570
  %5052 = shl i32 %5041, 2, !dbg !1570
  %5053 = and i32 %5052, 4, !dbg !1570
  %5054 = lshr i32 %5051, %5053, !dbg !1570
  %5055 = shl nuw nsw i32 %5054, 16, !dbg !1570
  %5056 = and i32 %5055, 983040, !dbg !1570
  %5057 = or disjoint i32 %5056, %5045, !dbg !1570
  store i32 %5057, ptr %5025, align 4, !dbg !1570, !tbaa !1556
  %5058 = load i32, ptr %5026, align 4, !dbg !1572, !tbaa !1559
  %5059 = add nsw i32 %5058, 1, !dbg !1572
  store i32 %5059, ptr %5026, align 4, !dbg !1572, !tbaa !1559
  %5060 = load i32, ptr %5031, align 8, !dbg !1573, !tbaa !1566
  %5061 = icmp eq i32 %5060, 0, !dbg !1573
  br i1 %5061, label %5062, label %5070, !dbg !1575

5062:                                             ; preds = %5037
  %5063 = load i32, ptr %5032, align 4, !dbg !1576, !tbaa !1567
  %5064 = sext i32 %5063 to i64, !dbg !1576
  %5065 = getelementptr inbounds [512 x i32], ptr @BZ2_rNums, i64 0, i64 %5064, !dbg !1576
  %5066 = load i32, ptr %5065, align 4, !dbg !1576, !tbaa !1091
  %5067 = add nsw i32 %5063, 1, !dbg !1576
  %5068 = icmp eq i32 %5067, 512, !dbg !1578
  %5069 = select i1 %5068, i32 0, i32 %5067, !dbg !1576
  store i32 %5069, ptr %5032, align 4, !dbg !1576
  br label %5070, !dbg !1576

5070:                                             ; preds = %5062, %5037
  %5071 = phi i32 [ %5066, %5062 ], [ %5060, %5037 ], !dbg !1575
  %5072 = add nsw i32 %5071, -1, !dbg !1575
  store i32 %5072, ptr %5031, align 8, !dbg !1575, !tbaa !1566
  %5073 = icmp eq i32 %5072, 1, !dbg !1580
  %5074 = zext i1 %5073 to i32, !dbg !1580
  %5075 = xor i32 %5038, %5074, !dbg !1581
  store i32 %5075, ptr %5039, align 8, !dbg !1581, !tbaa !1571
  br label %6043, !dbg !1582

5076:                                             ; preds = %5024
  %5077 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1583
  %5078 = load i32, ptr %5077, align 8, !dbg !1583, !tbaa !533
  %5079 = mul i32 %5078, 100000, !dbg !1583
  %5080 = icmp ult i32 %4986, %5079, !dbg !1583
  br i1 %5080, label %5081, label %6093, !dbg !1586

5081:                                             ; preds = %5076
  %5082 = tail call i32 @BZ2_indexIntoF(i32 noundef %4986, ptr noundef nonnull %4768) #7, !dbg !1586
  %5083 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1586
  store i32 %5082, ptr %5083, align 8, !dbg !1586, !tbaa !1571
  %5084 = load ptr, ptr %4966, align 8, !dbg !1586, !tbaa !554
  %5085 = load i32, ptr %5025, align 4, !dbg !1586, !tbaa !1556
  %5086 = zext i32 %5085 to i64, !dbg !1586
  %5087 = getelementptr inbounds i16, ptr %5084, i64 %5086, !dbg !1586
  %5088 = load i16, ptr %5087, align 2, !dbg !1586, !tbaa !1248
  %5089 = zext i16 %5088 to i32, !dbg !1586
  %5090 = load ptr, ptr %4972, align 8, !dbg !1586, !tbaa !558
  %5091 = lshr i32 %5085, 1, !dbg !1586
  %5092 = zext nneg i32 %5091 to i64, !dbg !1586
  %5093 = getelementptr inbounds i8, ptr %5090, i64 %5092, !dbg !1586
  %5094 = load i8, ptr %5093, align 1, !dbg !1586, !tbaa !494
  %5095 = zext i8 %5094 to i32, !dbg !1586
  %5096 = shl i32 %5085, 2, !dbg !1586
  %5097 = and i32 %5096, 4, !dbg !1586
  %5098 = lshr i32 %5095, %5097, !dbg !1586
  %5099 = shl nuw nsw i32 %5098, 16, !dbg !1586
  %5100 = and i32 %5099, 983040, !dbg !1586
  %5101 = or disjoint i32 %5100, %5089, !dbg !1586
  store i32 %5101, ptr %5025, align 4, !dbg !1586, !tbaa !1556
  %5102 = load i32, ptr %5026, align 4, !dbg !1587, !tbaa !1559
  %5103 = add nsw i32 %5102, 1, !dbg !1587
  store i32 %5103, ptr %5026, align 4, !dbg !1587, !tbaa !1559
  br label %6043

5104:                                             ; preds = %5104, %4919
  %5105 = phi i64 [ 0, %4919 ], [ %5136, %5104 ]
  %5106 = phi i64 [ 0, %4919 ], [ %5137, %5104 ]
    #dbg_value(i64 %5105, !165, !DIExpression(), !414)
  %5107 = getelementptr inbounds i32, ptr %4914, i64 %5105, !dbg !1588
  %5108 = load i32, ptr %5107, align 4, !dbg !1588, !tbaa !1091
    #dbg_value(i32 %5108, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %5109 = trunc nuw nsw i64 %5105 to i32, !dbg !1590
  %5110 = shl i32 %5109, 8, !dbg !1590
  %5111 = and i32 %5108, 255, !dbg !1591
  %5112 = zext nneg i32 %5111 to i64, !dbg !1591
  %5113 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %5112, !dbg !1591
  %5114 = load i32, ptr %5113, align 4, !dbg !1591, !tbaa !1091
  %5115 = sext i32 %5114 to i64, !dbg !1592
  %5116 = getelementptr inbounds i32, ptr %4914, i64 %5115, !dbg !1592
  %5117 = load i32, ptr %5116, align 4, !dbg !1593, !tbaa !1091
  %5118 = or i32 %5117, %5110, !dbg !1593
  store i32 %5118, ptr %5116, align 4, !dbg !1593, !tbaa !1091
  %5119 = load i32, ptr %5113, align 4, !dbg !1594, !tbaa !1091
  %5120 = add nsw i32 %5119, 1, !dbg !1594
  store i32 %5120, ptr %5113, align 4, !dbg !1594, !tbaa !1091
  %5121 = or disjoint i64 %5105, 1, !dbg !1595
    #dbg_value(i64 %5121, !165, !DIExpression(), !414)
  %5122 = getelementptr inbounds i32, ptr %4914, i64 %5121, !dbg !1588
  %5123 = load i32, ptr %5122, align 4, !dbg !1588, !tbaa !1091
    #dbg_value(i32 %5123, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %5124 = trunc nuw nsw i64 %5121 to i32, !dbg !1590
  %5125 = shl i32 %5124, 8, !dbg !1590
  %5126 = and i32 %5123, 255, !dbg !1591
  %5127 = zext nneg i32 %5126 to i64, !dbg !1591
  %5128 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %5127, !dbg !1591
  %5129 = load i32, ptr %5128, align 4, !dbg !1591, !tbaa !1091
  %5130 = sext i32 %5129 to i64, !dbg !1592
  %5131 = getelementptr inbounds i32, ptr %4914, i64 %5130, !dbg !1592
  %5132 = load i32, ptr %5131, align 4, !dbg !1593, !tbaa !1091
  %5133 = or i32 %5132, %5125, !dbg !1593
  store i32 %5133, ptr %5131, align 4, !dbg !1593, !tbaa !1091
  %5134 = load i32, ptr %5128, align 4, !dbg !1594, !tbaa !1091
  %5135 = add nsw i32 %5134, 1, !dbg !1594
  store i32 %5135, ptr %5128, align 4, !dbg !1594, !tbaa !1091
  %5136 = add nuw nsw i64 %5105, 2, !dbg !1595
    #dbg_value(i64 %5136, !165, !DIExpression(), !414)
  %5137 = add i64 %5106, 2, !dbg !1519
  %5138 = icmp eq i64 %5137, %4920, !dbg !1519
  br i1 %5138, label %5139, label %5104, !dbg !1519, !llvm.loop !1596

5139:                                             ; preds = %5104, %4915
  %5140 = phi i64 [ 0, %4915 ], [ %5136, %5104 ]
  %5141 = icmp eq i64 %4917, 0, !dbg !1519
  br i1 %5141, label %5157, label %5142, !dbg !1519

5142:                                             ; preds = %5139
    #dbg_value(i64 %5140, !165, !DIExpression(), !414)
  %5143 = getelementptr inbounds i32, ptr %4914, i64 %5140, !dbg !1588
  %5144 = load i32, ptr %5143, align 4, !dbg !1588, !tbaa !1091
    #dbg_value(i32 %5144, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %5145 = trunc nuw nsw i64 %5140 to i32, !dbg !1590
  %5146 = shl i32 %5145, 8, !dbg !1590
  %5147 = and i32 %5144, 255, !dbg !1591
  %5148 = zext nneg i32 %5147 to i64, !dbg !1591
  %5149 = getelementptr inbounds [257 x i32], ptr %4768, i64 0, i64 %5148, !dbg !1591
  %5150 = load i32, ptr %5149, align 4, !dbg !1591, !tbaa !1091
  %5151 = sext i32 %5150 to i64, !dbg !1592
  %5152 = getelementptr inbounds i32, ptr %4914, i64 %5151, !dbg !1592
  %5153 = load i32, ptr %5152, align 4, !dbg !1593, !tbaa !1091
  %5154 = or i32 %5153, %5146, !dbg !1593
  store i32 %5154, ptr %5152, align 4, !dbg !1593, !tbaa !1091
  %5155 = load i32, ptr %5149, align 4, !dbg !1594, !tbaa !1091
  %5156 = add nsw i32 %5155, 1, !dbg !1594
  store i32 %5156, ptr %5149, align 4, !dbg !1594, !tbaa !1091
    #dbg_value(i64 %5140, !165, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !414)
  br label %5157, !dbg !1598

5157:                                             ; preds = %5142, %5139, %4911
  %5158 = phi i32 [ 0, %4911 ], [ %3670, %5139 ], [ %3670, %5142 ], !dbg !1599
  %5159 = load i32, ptr %4729, align 8, !dbg !1598, !tbaa !738
  %5160 = sext i32 %5159 to i64, !dbg !1600
  %5161 = getelementptr inbounds i32, ptr %4914, i64 %5160, !dbg !1600
  %5162 = load i32, ptr %5161, align 4, !dbg !1600, !tbaa !1091
  %5163 = lshr i32 %5162, 8, !dbg !1601
  %5164 = getelementptr inbounds i8, ptr %0, i64 60, !dbg !1602
  store i32 %5163, ptr %5164, align 4, !dbg !1603, !tbaa !1556
  %5165 = getelementptr inbounds i8, ptr %0, i64 1092, !dbg !1604
  store i32 0, ptr %5165, align 4, !dbg !1605, !tbaa !1559
  %5166 = getelementptr inbounds i8, ptr %0, i64 20, !dbg !1606
  %5167 = load i8, ptr %5166, align 4, !dbg !1606, !tbaa !735
  %5168 = icmp eq i8 %5167, 0, !dbg !1608
  br i1 %5168, label %5188, label %5169, !dbg !1609

5169:                                             ; preds = %5157
  %5170 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1610
  store i32 0, ptr %5170, align 8, !dbg !1610, !tbaa !1566
  %5171 = getelementptr inbounds i8, ptr %0, i64 28, !dbg !1610
  store i32 0, ptr %5171, align 4, !dbg !1610, !tbaa !1567
  %5172 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1612
  %5173 = load i32, ptr %5172, align 8, !dbg !1612, !tbaa !533
  %5174 = mul i32 %5173, 100000, !dbg !1612
  %5175 = icmp ult i32 %5163, %5174, !dbg !1612
  br i1 %5175, label %5176, label %6093, !dbg !1614

5176:                                             ; preds = %5169
  %5177 = zext nneg i32 %5163 to i64, !dbg !1614
  %5178 = getelementptr inbounds i32, ptr %4914, i64 %5177, !dbg !1614
  %5179 = load i32, ptr %5178, align 4, !dbg !1614, !tbaa !1091
  %5180 = and i32 %5179, 255, !dbg !1614
  %5181 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1614
  %5182 = lshr i32 %5179, 8, !dbg !1614
  store i32 %5182, ptr %5164, align 4, !dbg !1614, !tbaa !1556
  store i32 1, ptr %5165, align 4, !dbg !1615, !tbaa !1559
  %5183 = load i32, ptr @BZ2_rNums, align 16, !dbg !1616, !tbaa !1091
  store i32 1, ptr %5171, align 4, !dbg !1616
  %5184 = add nsw i32 %5183, -1, !dbg !1619
  store i32 %5184, ptr %5170, align 8, !dbg !1619, !tbaa !1566
  %5185 = icmp eq i32 %5184, 1, !dbg !1620
  %5186 = zext i1 %5185 to i32, !dbg !1620
  %5187 = xor i32 %5180, %5186, !dbg !1621
  store i32 %5187, ptr %5181, align 8, !dbg !1621, !tbaa !1571
  br label %6043, !dbg !1622

5188:                                             ; preds = %5157
  %5189 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1623
  %5190 = load i32, ptr %5189, align 8, !dbg !1623, !tbaa !533
  %5191 = mul i32 %5190, 100000, !dbg !1623
  %5192 = icmp ult i32 %5163, %5191, !dbg !1623
  br i1 %5192, label %5193, label %6093, !dbg !1626

5193:                                             ; preds = %5188
  %5194 = zext nneg i32 %5163 to i64, !dbg !1626
  %5195 = getelementptr inbounds i32, ptr %4914, i64 %5194, !dbg !1626
  %5196 = load i32, ptr %5195, align 4, !dbg !1626, !tbaa !1091
  %5197 = and i32 %5196, 255, !dbg !1626
  %5198 = getelementptr inbounds i8, ptr %0, i64 64, !dbg !1626
  store i32 %5197, ptr %5198, align 8, !dbg !1626, !tbaa !1571
  %5199 = lshr i32 %5196, 8, !dbg !1626
  store i32 %5199, ptr %5164, align 4, !dbg !1626, !tbaa !1556
  store i32 1, ptr %5165, align 4, !dbg !1627, !tbaa !1559
  br label %6043

5200:                                             ; preds = %131, %595
  %5201 = phi ptr [ %106, %131 ], [ %534, %595 ]
  %5202 = phi ptr [ %105, %131 ], [ %535, %595 ]
  %5203 = phi ptr [ %104, %131 ], [ %536, %595 ]
  %5204 = phi ptr [ %103, %131 ], [ %537, %595 ]
  %5205 = phi ptr [ %102, %131 ], [ %538, %595 ]
  %5206 = phi ptr [ %101, %131 ], [ %539, %595 ]
  %5207 = phi ptr [ %100, %131 ], [ %540, %595 ]
  %5208 = phi ptr [ %99, %131 ], [ %541, %595 ]
  %5209 = phi ptr [ %98, %131 ], [ %542, %595 ]
  %5210 = phi ptr [ %97, %131 ], [ %543, %595 ]
  %5211 = phi ptr [ %96, %131 ], [ %544, %595 ]
  %5212 = phi ptr [ %95, %131 ], [ %545, %595 ]
  %5213 = phi ptr [ %94, %131 ], [ %546, %595 ]
  %5214 = phi ptr [ %93, %131 ], [ %547, %595 ]
  %5215 = phi ptr [ %92, %131 ], [ %548, %595 ]
  %5216 = phi ptr [ %91, %131 ], [ %549, %595 ]
  %5217 = phi ptr [ %90, %131 ], [ %550, %595 ]
  %5218 = phi ptr [ %89, %131 ], [ %551, %595 ]
  %5219 = phi ptr [ %88, %131 ], [ %552, %595 ]
  %5220 = phi ptr [ %87, %131 ], [ %553, %595 ]
  %5221 = phi ptr [ %86, %131 ], [ %554, %595 ]
  %5222 = phi ptr [ %85, %131 ], [ %555, %595 ]
  %5223 = phi ptr [ %84, %131 ], [ %556, %595 ]
  %5224 = phi ptr [ %83, %131 ], [ %557, %595 ]
  %5225 = phi i32 [ %37, %131 ], [ %558, %595 ]
  %5226 = phi i32 [ %38, %131 ], [ %559, %595 ]
  %5227 = phi i32 [ %40, %131 ], [ %560, %595 ]
  %5228 = phi i32 [ %42, %131 ], [ %561, %595 ]
  %5229 = phi i32 [ %44, %131 ], [ %562, %595 ]
  %5230 = phi i32 [ %46, %131 ], [ %563, %595 ]
  %5231 = phi i32 [ %48, %131 ], [ %564, %595 ]
  %5232 = phi i32 [ %50, %131 ], [ %565, %595 ]
  %5233 = phi i32 [ %52, %131 ], [ %566, %595 ]
  %5234 = phi i32 [ %54, %131 ], [ %567, %595 ]
  %5235 = phi i32 [ %56, %131 ], [ %568, %595 ]
  %5236 = phi i32 [ %58, %131 ], [ %569, %595 ]
  %5237 = phi i32 [ %60, %131 ], [ %570, %595 ]
  %5238 = phi i32 [ %62, %131 ], [ %571, %595 ]
  %5239 = phi i32 [ %64, %131 ], [ %572, %595 ]
  %5240 = phi i32 [ %66, %131 ], [ %573, %595 ]
  %5241 = phi i32 [ %68, %131 ], [ %574, %595 ]
  %5242 = phi i32 [ %70, %131 ], [ %575, %595 ]
  %5243 = phi i32 [ %72, %131 ], [ %576, %595 ]
  %5244 = phi i32 [ %74, %131 ], [ %577, %595 ]
  %5245 = phi i32 [ %76, %131 ], [ %578, %595 ]
  %5246 = phi ptr [ %78, %131 ], [ %579, %595 ]
  %5247 = phi ptr [ %80, %131 ], [ %580, %595 ]
  %5248 = phi ptr [ %82, %131 ], [ %581, %595 ]
  %5249 = phi i32 [ %133, %131 ], [ %598, %595 ]
  store i32 42, ptr %4, align 8, !dbg !1628, !tbaa !424
  %5250 = getelementptr inbounds i8, ptr %0, i64 36
  %5251 = icmp sgt i32 %5249, 7, !dbg !1629
  br i1 %5251, label %5252, label %5255, !dbg !1630

5252:                                             ; preds = %5200
  %5253 = getelementptr inbounds i8, ptr %0, i64 32
  %5254 = load i32, ptr %5253, align 8, !dbg !1631, !tbaa !483
  br label %5262, !dbg !1630

5255:                                             ; preds = %5200
  %5256 = load ptr, ptr %0, align 8, !tbaa !416
  %5257 = getelementptr inbounds i8, ptr %5256, i64 8
  %5258 = getelementptr inbounds i8, ptr %0, i64 32
  %5259 = getelementptr inbounds i8, ptr %5256, i64 12
  %5260 = getelementptr inbounds i8, ptr %5256, i64 16
  %5261 = load i32, ptr %5257, align 8, !tbaa !484
  br label %5269, !dbg !1630

5262:                                             ; preds = %5289, %5252
  %5263 = phi i32 [ %5254, %5252 ], [ %5279, %5289 ], !dbg !1631
  %5264 = phi i32 [ %5249, %5252 ], [ %5280, %5289 ], !dbg !1629
  %5265 = add nsw i32 %5264, -8, !dbg !1631
  %5266 = lshr i32 %5263, %5265, !dbg !1631
    #dbg_value(i32 %5266, !375, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !1632)
  store i32 %5265, ptr %5250, align 4, !dbg !1631, !tbaa !453
  %5267 = and i32 %5266, 255, !dbg !1633
    #dbg_value(i32 %5266, !160, !DIExpression(), !414)
  %5268 = icmp eq i32 %5267, 114, !dbg !1635
  br i1 %5268, label %5291, label %6043, !dbg !1636

5269:                                             ; preds = %5255, %5289
  %5270 = phi i32 [ %5261, %5255 ], [ %5282, %5289 ]
  %5271 = phi i32 [ %5249, %5255 ], [ %5280, %5289 ]
  %5272 = icmp eq i32 %5270, 0, !dbg !1637
  br i1 %5272, label %6043, label %5273, !dbg !1630

5273:                                             ; preds = %5269
  %5274 = load i32, ptr %5258, align 8, !dbg !1630, !tbaa !483
  %5275 = shl i32 %5274, 8, !dbg !1630
  %5276 = load ptr, ptr %5256, align 8, !dbg !1630, !tbaa !493
  %5277 = load i8, ptr %5276, align 1, !dbg !1630, !tbaa !494
  %5278 = zext i8 %5277 to i32, !dbg !1630
  %5279 = or disjoint i32 %5275, %5278, !dbg !1630
  store i32 %5279, ptr %5258, align 8, !dbg !1630, !tbaa !483
  %5280 = add nsw i32 %5271, 8, !dbg !1630
  store i32 %5280, ptr %5250, align 4, !dbg !1630, !tbaa !453
  %5281 = getelementptr inbounds i8, ptr %5276, i64 1, !dbg !1630
  store ptr %5281, ptr %5256, align 8, !dbg !1630, !tbaa !493
  %5282 = add i32 %5270, -1, !dbg !1630
  store i32 %5282, ptr %5257, align 8, !dbg !1630, !tbaa !484
  %5283 = load i32, ptr %5259, align 4, !dbg !1630, !tbaa !495
  %5284 = add i32 %5283, 1, !dbg !1630
  store i32 %5284, ptr %5259, align 4, !dbg !1630, !tbaa !495
  %5285 = icmp eq i32 %5284, 0, !dbg !1639
  br i1 %5285, label %5286, label %5289, !dbg !1630

5286:                                             ; preds = %5273
  %5287 = load i32, ptr %5260, align 8, !dbg !1639, !tbaa !498
  %5288 = add i32 %5287, 1, !dbg !1639
  store i32 %5288, ptr %5260, align 8, !dbg !1639, !tbaa !498
  br label %5289, !dbg !1639

5289:                                             ; preds = %5286, %5273
  %5290 = icmp sgt i32 %5271, -1, !dbg !1629
  br i1 %5290, label %5262, label %5269, !dbg !1630, !llvm.loop !1641

5291:                                             ; preds = %128, %5262
  %5292 = phi ptr [ %106, %128 ], [ %5201, %5262 ]
  %5293 = phi ptr [ %105, %128 ], [ %5202, %5262 ]
  %5294 = phi ptr [ %104, %128 ], [ %5203, %5262 ]
  %5295 = phi ptr [ %103, %128 ], [ %5204, %5262 ]
  %5296 = phi ptr [ %102, %128 ], [ %5205, %5262 ]
  %5297 = phi ptr [ %101, %128 ], [ %5206, %5262 ]
  %5298 = phi ptr [ %100, %128 ], [ %5207, %5262 ]
  %5299 = phi ptr [ %99, %128 ], [ %5208, %5262 ]
  %5300 = phi ptr [ %98, %128 ], [ %5209, %5262 ]
  %5301 = phi ptr [ %97, %128 ], [ %5210, %5262 ]
  %5302 = phi ptr [ %96, %128 ], [ %5211, %5262 ]
  %5303 = phi ptr [ %95, %128 ], [ %5212, %5262 ]
  %5304 = phi ptr [ %94, %128 ], [ %5213, %5262 ]
  %5305 = phi ptr [ %93, %128 ], [ %5214, %5262 ]
  %5306 = phi ptr [ %92, %128 ], [ %5215, %5262 ]
  %5307 = phi ptr [ %91, %128 ], [ %5216, %5262 ]
  %5308 = phi ptr [ %90, %128 ], [ %5217, %5262 ]
  %5309 = phi ptr [ %89, %128 ], [ %5218, %5262 ]
  %5310 = phi ptr [ %88, %128 ], [ %5219, %5262 ]
  %5311 = phi ptr [ %87, %128 ], [ %5220, %5262 ]
  %5312 = phi ptr [ %86, %128 ], [ %5221, %5262 ]
  %5313 = phi ptr [ %85, %128 ], [ %5222, %5262 ]
  %5314 = phi ptr [ %84, %128 ], [ %5223, %5262 ]
  %5315 = phi ptr [ %83, %128 ], [ %5224, %5262 ]
  %5316 = phi i32 [ %37, %128 ], [ %5225, %5262 ]
  %5317 = phi i32 [ %38, %128 ], [ %5226, %5262 ]
  %5318 = phi i32 [ %40, %128 ], [ %5227, %5262 ]
  %5319 = phi i32 [ %42, %128 ], [ %5228, %5262 ]
  %5320 = phi i32 [ %44, %128 ], [ %5229, %5262 ]
  %5321 = phi i32 [ %46, %128 ], [ %5230, %5262 ]
  %5322 = phi i32 [ %48, %128 ], [ %5231, %5262 ]
  %5323 = phi i32 [ %50, %128 ], [ %5232, %5262 ]
  %5324 = phi i32 [ %52, %128 ], [ %5233, %5262 ]
  %5325 = phi i32 [ %54, %128 ], [ %5234, %5262 ]
  %5326 = phi i32 [ %56, %128 ], [ %5235, %5262 ]
  %5327 = phi i32 [ %58, %128 ], [ %5236, %5262 ]
  %5328 = phi i32 [ %60, %128 ], [ %5237, %5262 ]
  %5329 = phi i32 [ %62, %128 ], [ %5238, %5262 ]
  %5330 = phi i32 [ %64, %128 ], [ %5239, %5262 ]
  %5331 = phi i32 [ %66, %128 ], [ %5240, %5262 ]
  %5332 = phi i32 [ %68, %128 ], [ %5241, %5262 ]
  %5333 = phi i32 [ %70, %128 ], [ %5242, %5262 ]
  %5334 = phi i32 [ %72, %128 ], [ %5243, %5262 ]
  %5335 = phi i32 [ %74, %128 ], [ %5244, %5262 ]
  %5336 = phi i32 [ %76, %128 ], [ %5245, %5262 ]
  %5337 = phi ptr [ %78, %128 ], [ %5246, %5262 ]
  %5338 = phi ptr [ %80, %128 ], [ %5247, %5262 ]
  %5339 = phi ptr [ %82, %128 ], [ %5248, %5262 ]
  %5340 = phi i32 [ %130, %128 ], [ %5265, %5262 ]
  store i32 43, ptr %4, align 8, !dbg !1642, !tbaa !424
  %5341 = getelementptr inbounds i8, ptr %0, i64 36
  %5342 = icmp sgt i32 %5340, 7, !dbg !1643
  br i1 %5342, label %5343, label %5346, !dbg !1644

5343:                                             ; preds = %5291
  %5344 = getelementptr inbounds i8, ptr %0, i64 32
  %5345 = load i32, ptr %5344, align 8, !dbg !1645, !tbaa !483
  br label %5353, !dbg !1644

5346:                                             ; preds = %5291
  %5347 = load ptr, ptr %0, align 8, !tbaa !416
  %5348 = getelementptr inbounds i8, ptr %5347, i64 8
  %5349 = getelementptr inbounds i8, ptr %0, i64 32
  %5350 = getelementptr inbounds i8, ptr %5347, i64 12
  %5351 = getelementptr inbounds i8, ptr %5347, i64 16
  %5352 = load i32, ptr %5348, align 8, !tbaa !484
  br label %5360, !dbg !1644

5353:                                             ; preds = %5380, %5343
  %5354 = phi i32 [ %5345, %5343 ], [ %5370, %5380 ], !dbg !1645
  %5355 = phi i32 [ %5340, %5343 ], [ %5371, %5380 ], !dbg !1643
  %5356 = add nsw i32 %5355, -8, !dbg !1645
  %5357 = lshr i32 %5354, %5356, !dbg !1645
    #dbg_value(i32 %5357, !379, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !1646)
  store i32 %5356, ptr %5341, align 4, !dbg !1645, !tbaa !453
  %5358 = and i32 %5357, 255, !dbg !1647
    #dbg_value(i32 %5357, !160, !DIExpression(), !414)
  %5359 = icmp eq i32 %5358, 69, !dbg !1649
  br i1 %5359, label %5382, label %6043, !dbg !1650

5360:                                             ; preds = %5346, %5380
  %5361 = phi i32 [ %5352, %5346 ], [ %5373, %5380 ]
  %5362 = phi i32 [ %5340, %5346 ], [ %5371, %5380 ]
  %5363 = icmp eq i32 %5361, 0, !dbg !1651
  br i1 %5363, label %6043, label %5364, !dbg !1644

5364:                                             ; preds = %5360
  %5365 = load i32, ptr %5349, align 8, !dbg !1644, !tbaa !483
  %5366 = shl i32 %5365, 8, !dbg !1644
  %5367 = load ptr, ptr %5347, align 8, !dbg !1644, !tbaa !493
  %5368 = load i8, ptr %5367, align 1, !dbg !1644, !tbaa !494
  %5369 = zext i8 %5368 to i32, !dbg !1644
  %5370 = or disjoint i32 %5366, %5369, !dbg !1644
  store i32 %5370, ptr %5349, align 8, !dbg !1644, !tbaa !483
  %5371 = add nsw i32 %5362, 8, !dbg !1644
  store i32 %5371, ptr %5341, align 4, !dbg !1644, !tbaa !453
  %5372 = getelementptr inbounds i8, ptr %5367, i64 1, !dbg !1644
  store ptr %5372, ptr %5347, align 8, !dbg !1644, !tbaa !493
  %5373 = add i32 %5361, -1, !dbg !1644
  store i32 %5373, ptr %5348, align 8, !dbg !1644, !tbaa !484
  %5374 = load i32, ptr %5350, align 4, !dbg !1644, !tbaa !495
  %5375 = add i32 %5374, 1, !dbg !1644
  store i32 %5375, ptr %5350, align 4, !dbg !1644, !tbaa !495
  %5376 = icmp eq i32 %5375, 0, !dbg !1653
  br i1 %5376, label %5377, label %5380, !dbg !1644

5377:                                             ; preds = %5364
  %5378 = load i32, ptr %5351, align 8, !dbg !1653, !tbaa !498
  %5379 = add i32 %5378, 1, !dbg !1653
  store i32 %5379, ptr %5351, align 8, !dbg !1653, !tbaa !498
  br label %5380, !dbg !1653

5380:                                             ; preds = %5377, %5364
  %5381 = icmp sgt i32 %5362, -1, !dbg !1643
  br i1 %5381, label %5353, label %5360, !dbg !1644, !llvm.loop !1655

5382:                                             ; preds = %125, %5353
  %5383 = phi ptr [ %106, %125 ], [ %5292, %5353 ]
  %5384 = phi ptr [ %105, %125 ], [ %5293, %5353 ]
  %5385 = phi ptr [ %104, %125 ], [ %5294, %5353 ]
  %5386 = phi ptr [ %103, %125 ], [ %5295, %5353 ]
  %5387 = phi ptr [ %102, %125 ], [ %5296, %5353 ]
  %5388 = phi ptr [ %101, %125 ], [ %5297, %5353 ]
  %5389 = phi ptr [ %100, %125 ], [ %5298, %5353 ]
  %5390 = phi ptr [ %99, %125 ], [ %5299, %5353 ]
  %5391 = phi ptr [ %98, %125 ], [ %5300, %5353 ]
  %5392 = phi ptr [ %97, %125 ], [ %5301, %5353 ]
  %5393 = phi ptr [ %96, %125 ], [ %5302, %5353 ]
  %5394 = phi ptr [ %95, %125 ], [ %5303, %5353 ]
  %5395 = phi ptr [ %94, %125 ], [ %5304, %5353 ]
  %5396 = phi ptr [ %93, %125 ], [ %5305, %5353 ]
  %5397 = phi ptr [ %92, %125 ], [ %5306, %5353 ]
  %5398 = phi ptr [ %91, %125 ], [ %5307, %5353 ]
  %5399 = phi ptr [ %90, %125 ], [ %5308, %5353 ]
  %5400 = phi ptr [ %89, %125 ], [ %5309, %5353 ]
  %5401 = phi ptr [ %88, %125 ], [ %5310, %5353 ]
  %5402 = phi ptr [ %87, %125 ], [ %5311, %5353 ]
  %5403 = phi ptr [ %86, %125 ], [ %5312, %5353 ]
  %5404 = phi ptr [ %85, %125 ], [ %5313, %5353 ]
  %5405 = phi ptr [ %84, %125 ], [ %5314, %5353 ]
  %5406 = phi ptr [ %83, %125 ], [ %5315, %5353 ]
  %5407 = phi i32 [ %37, %125 ], [ %5316, %5353 ]
  %5408 = phi i32 [ %38, %125 ], [ %5317, %5353 ]
  %5409 = phi i32 [ %40, %125 ], [ %5318, %5353 ]
  %5410 = phi i32 [ %42, %125 ], [ %5319, %5353 ]
  %5411 = phi i32 [ %44, %125 ], [ %5320, %5353 ]
  %5412 = phi i32 [ %46, %125 ], [ %5321, %5353 ]
  %5413 = phi i32 [ %48, %125 ], [ %5322, %5353 ]
  %5414 = phi i32 [ %50, %125 ], [ %5323, %5353 ]
  %5415 = phi i32 [ %52, %125 ], [ %5324, %5353 ]
  %5416 = phi i32 [ %54, %125 ], [ %5325, %5353 ]
  %5417 = phi i32 [ %56, %125 ], [ %5326, %5353 ]
  %5418 = phi i32 [ %58, %125 ], [ %5327, %5353 ]
  %5419 = phi i32 [ %60, %125 ], [ %5328, %5353 ]
  %5420 = phi i32 [ %62, %125 ], [ %5329, %5353 ]
  %5421 = phi i32 [ %64, %125 ], [ %5330, %5353 ]
  %5422 = phi i32 [ %66, %125 ], [ %5331, %5353 ]
  %5423 = phi i32 [ %68, %125 ], [ %5332, %5353 ]
  %5424 = phi i32 [ %70, %125 ], [ %5333, %5353 ]
  %5425 = phi i32 [ %72, %125 ], [ %5334, %5353 ]
  %5426 = phi i32 [ %74, %125 ], [ %5335, %5353 ]
  %5427 = phi i32 [ %76, %125 ], [ %5336, %5353 ]
  %5428 = phi ptr [ %78, %125 ], [ %5337, %5353 ]
  %5429 = phi ptr [ %80, %125 ], [ %5338, %5353 ]
  %5430 = phi ptr [ %82, %125 ], [ %5339, %5353 ]
  %5431 = phi i32 [ %127, %125 ], [ %5356, %5353 ]
  store i32 44, ptr %4, align 8, !dbg !1656, !tbaa !424
  %5432 = getelementptr inbounds i8, ptr %0, i64 36
  %5433 = icmp sgt i32 %5431, 7, !dbg !1657
  br i1 %5433, label %5434, label %5437, !dbg !1658

5434:                                             ; preds = %5382
  %5435 = getelementptr inbounds i8, ptr %0, i64 32
  %5436 = load i32, ptr %5435, align 8, !dbg !1659, !tbaa !483
  br label %5444, !dbg !1658

5437:                                             ; preds = %5382
  %5438 = load ptr, ptr %0, align 8, !tbaa !416
  %5439 = getelementptr inbounds i8, ptr %5438, i64 8
  %5440 = getelementptr inbounds i8, ptr %0, i64 32
  %5441 = getelementptr inbounds i8, ptr %5438, i64 12
  %5442 = getelementptr inbounds i8, ptr %5438, i64 16
  %5443 = load i32, ptr %5439, align 8, !tbaa !484
  br label %5451, !dbg !1658

5444:                                             ; preds = %5471, %5434
  %5445 = phi i32 [ %5436, %5434 ], [ %5461, %5471 ], !dbg !1659
  %5446 = phi i32 [ %5431, %5434 ], [ %5462, %5471 ], !dbg !1657
  %5447 = add nsw i32 %5446, -8, !dbg !1659
  %5448 = lshr i32 %5445, %5447, !dbg !1659
    #dbg_value(i32 %5448, !383, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !1660)
  store i32 %5447, ptr %5432, align 4, !dbg !1659, !tbaa !453
  %5449 = and i32 %5448, 255, !dbg !1661
    #dbg_value(i32 %5448, !160, !DIExpression(), !414)
  %5450 = icmp eq i32 %5449, 56, !dbg !1663
  br i1 %5450, label %5473, label %6043, !dbg !1664

5451:                                             ; preds = %5437, %5471
  %5452 = phi i32 [ %5443, %5437 ], [ %5464, %5471 ]
  %5453 = phi i32 [ %5431, %5437 ], [ %5462, %5471 ]
  %5454 = icmp eq i32 %5452, 0, !dbg !1665
  br i1 %5454, label %6043, label %5455, !dbg !1658

5455:                                             ; preds = %5451
  %5456 = load i32, ptr %5440, align 8, !dbg !1658, !tbaa !483
  %5457 = shl i32 %5456, 8, !dbg !1658
  %5458 = load ptr, ptr %5438, align 8, !dbg !1658, !tbaa !493
  %5459 = load i8, ptr %5458, align 1, !dbg !1658, !tbaa !494
  %5460 = zext i8 %5459 to i32, !dbg !1658
  %5461 = or disjoint i32 %5457, %5460, !dbg !1658
  store i32 %5461, ptr %5440, align 8, !dbg !1658, !tbaa !483
  %5462 = add nsw i32 %5453, 8, !dbg !1658
  store i32 %5462, ptr %5432, align 4, !dbg !1658, !tbaa !453
  %5463 = getelementptr inbounds i8, ptr %5458, i64 1, !dbg !1658
  store ptr %5463, ptr %5438, align 8, !dbg !1658, !tbaa !493
  %5464 = add i32 %5452, -1, !dbg !1658
  store i32 %5464, ptr %5439, align 8, !dbg !1658, !tbaa !484
  %5465 = load i32, ptr %5441, align 4, !dbg !1658, !tbaa !495
  %5466 = add i32 %5465, 1, !dbg !1658
  store i32 %5466, ptr %5441, align 4, !dbg !1658, !tbaa !495
  %5467 = icmp eq i32 %5466, 0, !dbg !1667
  br i1 %5467, label %5468, label %5471, !dbg !1658

5468:                                             ; preds = %5455
  %5469 = load i32, ptr %5442, align 8, !dbg !1667, !tbaa !498
  %5470 = add i32 %5469, 1, !dbg !1667
  store i32 %5470, ptr %5442, align 8, !dbg !1667, !tbaa !498
  br label %5471, !dbg !1667

5471:                                             ; preds = %5468, %5455
  %5472 = icmp sgt i32 %5453, -1, !dbg !1657
  br i1 %5472, label %5444, label %5451, !dbg !1658, !llvm.loop !1669

5473:                                             ; preds = %122, %5444
  %5474 = phi ptr [ %106, %122 ], [ %5383, %5444 ]
  %5475 = phi ptr [ %105, %122 ], [ %5384, %5444 ]
  %5476 = phi ptr [ %104, %122 ], [ %5385, %5444 ]
  %5477 = phi ptr [ %103, %122 ], [ %5386, %5444 ]
  %5478 = phi ptr [ %102, %122 ], [ %5387, %5444 ]
  %5479 = phi ptr [ %101, %122 ], [ %5388, %5444 ]
  %5480 = phi ptr [ %100, %122 ], [ %5389, %5444 ]
  %5481 = phi ptr [ %99, %122 ], [ %5390, %5444 ]
  %5482 = phi ptr [ %98, %122 ], [ %5391, %5444 ]
  %5483 = phi ptr [ %97, %122 ], [ %5392, %5444 ]
  %5484 = phi ptr [ %96, %122 ], [ %5393, %5444 ]
  %5485 = phi ptr [ %95, %122 ], [ %5394, %5444 ]
  %5486 = phi ptr [ %94, %122 ], [ %5395, %5444 ]
  %5487 = phi ptr [ %93, %122 ], [ %5396, %5444 ]
  %5488 = phi ptr [ %92, %122 ], [ %5397, %5444 ]
  %5489 = phi ptr [ %91, %122 ], [ %5398, %5444 ]
  %5490 = phi ptr [ %90, %122 ], [ %5399, %5444 ]
  %5491 = phi ptr [ %89, %122 ], [ %5400, %5444 ]
  %5492 = phi ptr [ %88, %122 ], [ %5401, %5444 ]
  %5493 = phi ptr [ %87, %122 ], [ %5402, %5444 ]
  %5494 = phi ptr [ %86, %122 ], [ %5403, %5444 ]
  %5495 = phi ptr [ %85, %122 ], [ %5404, %5444 ]
  %5496 = phi ptr [ %84, %122 ], [ %5405, %5444 ]
  %5497 = phi ptr [ %83, %122 ], [ %5406, %5444 ]
  %5498 = phi i32 [ %37, %122 ], [ %5407, %5444 ]
  %5499 = phi i32 [ %38, %122 ], [ %5408, %5444 ]
  %5500 = phi i32 [ %40, %122 ], [ %5409, %5444 ]
  %5501 = phi i32 [ %42, %122 ], [ %5410, %5444 ]
  %5502 = phi i32 [ %44, %122 ], [ %5411, %5444 ]
  %5503 = phi i32 [ %46, %122 ], [ %5412, %5444 ]
  %5504 = phi i32 [ %48, %122 ], [ %5413, %5444 ]
  %5505 = phi i32 [ %50, %122 ], [ %5414, %5444 ]
  %5506 = phi i32 [ %52, %122 ], [ %5415, %5444 ]
  %5507 = phi i32 [ %54, %122 ], [ %5416, %5444 ]
  %5508 = phi i32 [ %56, %122 ], [ %5417, %5444 ]
  %5509 = phi i32 [ %58, %122 ], [ %5418, %5444 ]
  %5510 = phi i32 [ %60, %122 ], [ %5419, %5444 ]
  %5511 = phi i32 [ %62, %122 ], [ %5420, %5444 ]
  %5512 = phi i32 [ %64, %122 ], [ %5421, %5444 ]
  %5513 = phi i32 [ %66, %122 ], [ %5422, %5444 ]
  %5514 = phi i32 [ %68, %122 ], [ %5423, %5444 ]
  %5515 = phi i32 [ %70, %122 ], [ %5424, %5444 ]
  %5516 = phi i32 [ %72, %122 ], [ %5425, %5444 ]
  %5517 = phi i32 [ %74, %122 ], [ %5426, %5444 ]
  %5518 = phi i32 [ %76, %122 ], [ %5427, %5444 ]
  %5519 = phi ptr [ %78, %122 ], [ %5428, %5444 ]
  %5520 = phi ptr [ %80, %122 ], [ %5429, %5444 ]
  %5521 = phi ptr [ %82, %122 ], [ %5430, %5444 ]
  %5522 = phi i32 [ %124, %122 ], [ %5447, %5444 ]
  store i32 45, ptr %4, align 8, !dbg !1670, !tbaa !424
  %5523 = getelementptr inbounds i8, ptr %0, i64 36
  %5524 = icmp sgt i32 %5522, 7, !dbg !1671
  br i1 %5524, label %5525, label %5529, !dbg !1672

5525:                                             ; preds = %5473
  %5526 = getelementptr inbounds i8, ptr %0, i64 32
  %5527 = load i32, ptr %5526, align 8, !dbg !1673, !tbaa !483
  %5528 = add nsw i32 %5522, -8, !dbg !1673
  br label %5536, !dbg !1672

5529:                                             ; preds = %5473
  %5530 = load ptr, ptr %0, align 8, !tbaa !416
  %5531 = getelementptr inbounds i8, ptr %5530, i64 8
  %5532 = getelementptr inbounds i8, ptr %0, i64 32
  %5533 = getelementptr inbounds i8, ptr %5530, i64 12
  %5534 = getelementptr inbounds i8, ptr %5530, i64 16
  %5535 = load i32, ptr %5531, align 8, !tbaa !484
  br label %5542, !dbg !1672

5536:                                             ; preds = %5562, %5525
  %5537 = phi i32 [ %5527, %5525 ], [ %5552, %5562 ], !dbg !1673
  %5538 = phi i32 [ %5528, %5525 ], [ %5544, %5562 ], !dbg !1671
  %5539 = lshr i32 %5537, %5538, !dbg !1673
    #dbg_value(i32 %5539, !387, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !1674)
  store i32 %5538, ptr %5523, align 4, !dbg !1673, !tbaa !453
  %5540 = and i32 %5539, 255, !dbg !1675
    #dbg_value(i32 %5539, !160, !DIExpression(), !414)
  %5541 = icmp eq i32 %5540, 80, !dbg !1677
  br i1 %5541, label %5564, label %6043, !dbg !1678

5542:                                             ; preds = %5529, %5562
  %5543 = phi i32 [ %5535, %5529 ], [ %5555, %5562 ]
  %5544 = phi i32 [ %5522, %5529 ], [ %5553, %5562 ]
  %5545 = icmp eq i32 %5543, 0, !dbg !1679
  br i1 %5545, label %6043, label %5546, !dbg !1672

5546:                                             ; preds = %5542
  %5547 = load i32, ptr %5532, align 8, !dbg !1672, !tbaa !483
  %5548 = shl i32 %5547, 8, !dbg !1672
  %5549 = load ptr, ptr %5530, align 8, !dbg !1672, !tbaa !493
  %5550 = load i8, ptr %5549, align 1, !dbg !1672, !tbaa !494
  %5551 = zext i8 %5550 to i32, !dbg !1672
  %5552 = or disjoint i32 %5548, %5551, !dbg !1672
  store i32 %5552, ptr %5532, align 8, !dbg !1672, !tbaa !483
  %5553 = add nsw i32 %5544, 8, !dbg !1672
  store i32 %5553, ptr %5523, align 4, !dbg !1672, !tbaa !453
  %5554 = getelementptr inbounds i8, ptr %5549, i64 1, !dbg !1672
  store ptr %5554, ptr %5530, align 8, !dbg !1672, !tbaa !493
  %5555 = add i32 %5543, -1, !dbg !1672
  store i32 %5555, ptr %5531, align 8, !dbg !1672, !tbaa !484
  %5556 = load i32, ptr %5533, align 4, !dbg !1672, !tbaa !495
  %5557 = add i32 %5556, 1, !dbg !1672
  store i32 %5557, ptr %5533, align 4, !dbg !1672, !tbaa !495
  %5558 = icmp eq i32 %5557, 0, !dbg !1681
  br i1 %5558, label %5559, label %5562, !dbg !1672

5559:                                             ; preds = %5546
  %5560 = load i32, ptr %5534, align 8, !dbg !1681, !tbaa !498
  %5561 = add i32 %5560, 1, !dbg !1681
  store i32 %5561, ptr %5534, align 8, !dbg !1681, !tbaa !498
  br label %5562, !dbg !1681

5562:                                             ; preds = %5559, %5546
  %5563 = icmp sgt i32 %5544, -1, !dbg !1671
  br i1 %5563, label %5536, label %5542, !dbg !1672, !llvm.loop !1683

5564:                                             ; preds = %119, %5536
  %5565 = phi ptr [ %106, %119 ], [ %5474, %5536 ]
  %5566 = phi ptr [ %105, %119 ], [ %5475, %5536 ]
  %5567 = phi ptr [ %104, %119 ], [ %5476, %5536 ]
  %5568 = phi ptr [ %103, %119 ], [ %5477, %5536 ]
  %5569 = phi ptr [ %102, %119 ], [ %5478, %5536 ]
  %5570 = phi ptr [ %101, %119 ], [ %5479, %5536 ]
  %5571 = phi ptr [ %100, %119 ], [ %5480, %5536 ]
  %5572 = phi ptr [ %99, %119 ], [ %5481, %5536 ]
  %5573 = phi ptr [ %98, %119 ], [ %5482, %5536 ]
  %5574 = phi ptr [ %97, %119 ], [ %5483, %5536 ]
  %5575 = phi ptr [ %96, %119 ], [ %5484, %5536 ]
  %5576 = phi ptr [ %95, %119 ], [ %5485, %5536 ]
  %5577 = phi ptr [ %94, %119 ], [ %5486, %5536 ]
  %5578 = phi ptr [ %93, %119 ], [ %5487, %5536 ]
  %5579 = phi ptr [ %92, %119 ], [ %5488, %5536 ]
  %5580 = phi ptr [ %91, %119 ], [ %5489, %5536 ]
  %5581 = phi ptr [ %90, %119 ], [ %5490, %5536 ]
  %5582 = phi ptr [ %89, %119 ], [ %5491, %5536 ]
  %5583 = phi ptr [ %88, %119 ], [ %5492, %5536 ]
  %5584 = phi ptr [ %87, %119 ], [ %5493, %5536 ]
  %5585 = phi ptr [ %86, %119 ], [ %5494, %5536 ]
  %5586 = phi ptr [ %85, %119 ], [ %5495, %5536 ]
  %5587 = phi ptr [ %84, %119 ], [ %5496, %5536 ]
  %5588 = phi ptr [ %83, %119 ], [ %5497, %5536 ]
  %5589 = phi i32 [ %37, %119 ], [ %5498, %5536 ]
  %5590 = phi i32 [ %38, %119 ], [ %5499, %5536 ]
  %5591 = phi i32 [ %40, %119 ], [ %5500, %5536 ]
  %5592 = phi i32 [ %42, %119 ], [ %5501, %5536 ]
  %5593 = phi i32 [ %44, %119 ], [ %5502, %5536 ]
  %5594 = phi i32 [ %46, %119 ], [ %5503, %5536 ]
  %5595 = phi i32 [ %48, %119 ], [ %5504, %5536 ]
  %5596 = phi i32 [ %50, %119 ], [ %5505, %5536 ]
  %5597 = phi i32 [ %52, %119 ], [ %5506, %5536 ]
  %5598 = phi i32 [ %54, %119 ], [ %5507, %5536 ]
  %5599 = phi i32 [ %56, %119 ], [ %5508, %5536 ]
  %5600 = phi i32 [ %58, %119 ], [ %5509, %5536 ]
  %5601 = phi i32 [ %60, %119 ], [ %5510, %5536 ]
  %5602 = phi i32 [ %62, %119 ], [ %5511, %5536 ]
  %5603 = phi i32 [ %64, %119 ], [ %5512, %5536 ]
  %5604 = phi i32 [ %66, %119 ], [ %5513, %5536 ]
  %5605 = phi i32 [ %68, %119 ], [ %5514, %5536 ]
  %5606 = phi i32 [ %70, %119 ], [ %5515, %5536 ]
  %5607 = phi i32 [ %72, %119 ], [ %5516, %5536 ]
  %5608 = phi i32 [ %74, %119 ], [ %5517, %5536 ]
  %5609 = phi i32 [ %76, %119 ], [ %5518, %5536 ]
  %5610 = phi ptr [ %78, %119 ], [ %5519, %5536 ]
  %5611 = phi ptr [ %80, %119 ], [ %5520, %5536 ]
  %5612 = phi ptr [ %82, %119 ], [ %5521, %5536 ]
  %5613 = phi i32 [ %121, %119 ], [ %5538, %5536 ]
  store i32 46, ptr %4, align 8, !dbg !1684, !tbaa !424
  %5614 = getelementptr inbounds i8, ptr %0, i64 36
  %5615 = icmp sgt i32 %5613, 7, !dbg !1685
  br i1 %5615, label %5616, label %5620, !dbg !1686

5616:                                             ; preds = %5564
  %5617 = getelementptr inbounds i8, ptr %0, i64 32
  %5618 = load i32, ptr %5617, align 8, !dbg !1687, !tbaa !483
  %5619 = add nsw i32 %5613, -8, !dbg !1687
  br label %5627, !dbg !1686

5620:                                             ; preds = %5564
  %5621 = load ptr, ptr %0, align 8, !tbaa !416
  %5622 = getelementptr inbounds i8, ptr %5621, i64 8
  %5623 = getelementptr inbounds i8, ptr %0, i64 32
  %5624 = getelementptr inbounds i8, ptr %5621, i64 12
  %5625 = getelementptr inbounds i8, ptr %5621, i64 16
  %5626 = load i32, ptr %5622, align 8, !tbaa !484
  br label %5633, !dbg !1686

5627:                                             ; preds = %5653, %5616
  %5628 = phi i32 [ %5618, %5616 ], [ %5643, %5653 ], !dbg !1687
  %5629 = phi i32 [ %5619, %5616 ], [ %5635, %5653 ], !dbg !1685
  %5630 = lshr i32 %5628, %5629, !dbg !1687
    #dbg_value(i32 %5630, !391, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !1688)
  store i32 %5629, ptr %5614, align 4, !dbg !1687, !tbaa !453
  %5631 = and i32 %5630, 255, !dbg !1689
    #dbg_value(i32 %5630, !160, !DIExpression(), !414)
  %5632 = icmp eq i32 %5631, 144, !dbg !1691
  br i1 %5632, label %5655, label %6043, !dbg !1692

5633:                                             ; preds = %5620, %5653
  %5634 = phi i32 [ %5626, %5620 ], [ %5646, %5653 ]
  %5635 = phi i32 [ %5613, %5620 ], [ %5644, %5653 ]
  %5636 = icmp eq i32 %5634, 0, !dbg !1693
  br i1 %5636, label %6043, label %5637, !dbg !1686

5637:                                             ; preds = %5633
  %5638 = load i32, ptr %5623, align 8, !dbg !1686, !tbaa !483
  %5639 = shl i32 %5638, 8, !dbg !1686
  %5640 = load ptr, ptr %5621, align 8, !dbg !1686, !tbaa !493
  %5641 = load i8, ptr %5640, align 1, !dbg !1686, !tbaa !494
  %5642 = zext i8 %5641 to i32, !dbg !1686
  %5643 = or disjoint i32 %5639, %5642, !dbg !1686
  store i32 %5643, ptr %5623, align 8, !dbg !1686, !tbaa !483
  %5644 = add nsw i32 %5635, 8, !dbg !1686
  store i32 %5644, ptr %5614, align 4, !dbg !1686, !tbaa !453
  %5645 = getelementptr inbounds i8, ptr %5640, i64 1, !dbg !1686
  store ptr %5645, ptr %5621, align 8, !dbg !1686, !tbaa !493
  %5646 = add i32 %5634, -1, !dbg !1686
  store i32 %5646, ptr %5622, align 8, !dbg !1686, !tbaa !484
  %5647 = load i32, ptr %5624, align 4, !dbg !1686, !tbaa !495
  %5648 = add i32 %5647, 1, !dbg !1686
  store i32 %5648, ptr %5624, align 4, !dbg !1686, !tbaa !495
  %5649 = icmp eq i32 %5648, 0, !dbg !1695
  br i1 %5649, label %5650, label %5653, !dbg !1686

5650:                                             ; preds = %5637
  %5651 = load i32, ptr %5625, align 8, !dbg !1695, !tbaa !498
  %5652 = add i32 %5651, 1, !dbg !1695
  store i32 %5652, ptr %5625, align 8, !dbg !1695, !tbaa !498
  br label %5653, !dbg !1695

5653:                                             ; preds = %5650, %5637
  %5654 = icmp sgt i32 %5635, -1, !dbg !1685
  br i1 %5654, label %5627, label %5633, !dbg !1686, !llvm.loop !1697

5655:                                             ; preds = %5627
  %5656 = getelementptr inbounds i8, ptr %0, i64 3180, !dbg !1698
  store i32 0, ptr %5656, align 4, !dbg !1699, !tbaa !1700
  br label %5657, !dbg !1701

5657:                                             ; preds = %116, %5655
  %5658 = phi ptr [ %106, %116 ], [ %5565, %5655 ]
  %5659 = phi ptr [ %105, %116 ], [ %5566, %5655 ]
  %5660 = phi ptr [ %104, %116 ], [ %5567, %5655 ]
  %5661 = phi ptr [ %103, %116 ], [ %5568, %5655 ]
  %5662 = phi ptr [ %102, %116 ], [ %5569, %5655 ]
  %5663 = phi ptr [ %101, %116 ], [ %5570, %5655 ]
  %5664 = phi ptr [ %100, %116 ], [ %5571, %5655 ]
  %5665 = phi ptr [ %99, %116 ], [ %5572, %5655 ]
  %5666 = phi ptr [ %98, %116 ], [ %5573, %5655 ]
  %5667 = phi ptr [ %97, %116 ], [ %5574, %5655 ]
  %5668 = phi ptr [ %96, %116 ], [ %5575, %5655 ]
  %5669 = phi ptr [ %95, %116 ], [ %5576, %5655 ]
  %5670 = phi ptr [ %94, %116 ], [ %5577, %5655 ]
  %5671 = phi ptr [ %93, %116 ], [ %5578, %5655 ]
  %5672 = phi ptr [ %92, %116 ], [ %5579, %5655 ]
  %5673 = phi ptr [ %91, %116 ], [ %5580, %5655 ]
  %5674 = phi ptr [ %90, %116 ], [ %5581, %5655 ]
  %5675 = phi ptr [ %89, %116 ], [ %5582, %5655 ]
  %5676 = phi ptr [ %88, %116 ], [ %5583, %5655 ]
  %5677 = phi ptr [ %87, %116 ], [ %5584, %5655 ]
  %5678 = phi ptr [ %86, %116 ], [ %5585, %5655 ]
  %5679 = phi ptr [ %85, %116 ], [ %5586, %5655 ]
  %5680 = phi ptr [ %84, %116 ], [ %5587, %5655 ]
  %5681 = phi ptr [ %83, %116 ], [ %5588, %5655 ]
  %5682 = phi i32 [ %37, %116 ], [ %5589, %5655 ]
  %5683 = phi i32 [ %38, %116 ], [ %5590, %5655 ]
  %5684 = phi i32 [ %40, %116 ], [ %5591, %5655 ]
  %5685 = phi i32 [ %42, %116 ], [ %5592, %5655 ]
  %5686 = phi i32 [ %44, %116 ], [ %5593, %5655 ]
  %5687 = phi i32 [ %46, %116 ], [ %5594, %5655 ]
  %5688 = phi i32 [ %48, %116 ], [ %5595, %5655 ]
  %5689 = phi i32 [ %50, %116 ], [ %5596, %5655 ]
  %5690 = phi i32 [ %52, %116 ], [ %5597, %5655 ]
  %5691 = phi i32 [ %54, %116 ], [ %5598, %5655 ]
  %5692 = phi i32 [ %56, %116 ], [ %5599, %5655 ]
  %5693 = phi i32 [ %58, %116 ], [ %5600, %5655 ]
  %5694 = phi i32 [ %60, %116 ], [ %5601, %5655 ]
  %5695 = phi i32 [ %62, %116 ], [ %5602, %5655 ]
  %5696 = phi i32 [ %64, %116 ], [ %5603, %5655 ]
  %5697 = phi i32 [ %66, %116 ], [ %5604, %5655 ]
  %5698 = phi i32 [ %68, %116 ], [ %5605, %5655 ]
  %5699 = phi i32 [ %70, %116 ], [ %5606, %5655 ]
  %5700 = phi i32 [ %72, %116 ], [ %5607, %5655 ]
  %5701 = phi i32 [ %74, %116 ], [ %5608, %5655 ]
  %5702 = phi i32 [ %76, %116 ], [ %5609, %5655 ]
  %5703 = phi ptr [ %78, %116 ], [ %5610, %5655 ]
  %5704 = phi ptr [ %80, %116 ], [ %5611, %5655 ]
  %5705 = phi ptr [ %82, %116 ], [ %5612, %5655 ]
  %5706 = phi i32 [ %118, %116 ], [ %5629, %5655 ]
  store i32 47, ptr %4, align 8, !dbg !1702, !tbaa !424
  %5707 = getelementptr inbounds i8, ptr %0, i64 36
  %5708 = icmp sgt i32 %5706, 7, !dbg !1703
  br i1 %5708, label %5709, label %5713, !dbg !1704

5709:                                             ; preds = %5657
  %5710 = getelementptr inbounds i8, ptr %0, i64 32
  %5711 = load i32, ptr %5710, align 8, !dbg !1705, !tbaa !483
  %5712 = add nsw i32 %5706, -8, !dbg !1705
  br label %5720, !dbg !1704

5713:                                             ; preds = %5657
  %5714 = load ptr, ptr %0, align 8, !tbaa !416
  %5715 = getelementptr inbounds i8, ptr %5714, i64 8
  %5716 = getelementptr inbounds i8, ptr %0, i64 32
  %5717 = getelementptr inbounds i8, ptr %5714, i64 12
  %5718 = getelementptr inbounds i8, ptr %5714, i64 16
  %5719 = load i32, ptr %5715, align 8, !tbaa !484
  br label %5729, !dbg !1704

5720:                                             ; preds = %5749, %5709
  %5721 = phi i32 [ %5711, %5709 ], [ %5739, %5749 ], !dbg !1705
  %5722 = phi i32 [ %5712, %5709 ], [ %5731, %5749 ], !dbg !1703
  %5723 = lshr i32 %5721, %5722, !dbg !1705
    #dbg_value(i32 %5723, !395, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !1706)
  store i32 %5722, ptr %5707, align 4, !dbg !1705, !tbaa !453
    #dbg_value(i32 %5723, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %5724 = getelementptr inbounds i8, ptr %0, i64 3180, !dbg !1707
  %5725 = load i32, ptr %5724, align 4, !dbg !1707, !tbaa !1700
  %5726 = shl i32 %5725, 8, !dbg !1708
  %5727 = and i32 %5723, 255, !dbg !1709
  %5728 = or disjoint i32 %5726, %5727, !dbg !1710
  store i32 %5728, ptr %5724, align 4, !dbg !1711, !tbaa !1700
  br label %5751, !dbg !1712

5729:                                             ; preds = %5713, %5749
  %5730 = phi i32 [ %5719, %5713 ], [ %5742, %5749 ]
  %5731 = phi i32 [ %5706, %5713 ], [ %5740, %5749 ]
  %5732 = icmp eq i32 %5730, 0, !dbg !1713
  br i1 %5732, label %6043, label %5733, !dbg !1704

5733:                                             ; preds = %5729
  %5734 = load i32, ptr %5716, align 8, !dbg !1704, !tbaa !483
  %5735 = shl i32 %5734, 8, !dbg !1704
  %5736 = load ptr, ptr %5714, align 8, !dbg !1704, !tbaa !493
  %5737 = load i8, ptr %5736, align 1, !dbg !1704, !tbaa !494
  %5738 = zext i8 %5737 to i32, !dbg !1704
  %5739 = or disjoint i32 %5735, %5738, !dbg !1704
  store i32 %5739, ptr %5716, align 8, !dbg !1704, !tbaa !483
  %5740 = add nsw i32 %5731, 8, !dbg !1704
  store i32 %5740, ptr %5707, align 4, !dbg !1704, !tbaa !453
  %5741 = getelementptr inbounds i8, ptr %5736, i64 1, !dbg !1704
  store ptr %5741, ptr %5714, align 8, !dbg !1704, !tbaa !493
  %5742 = add i32 %5730, -1, !dbg !1704
  store i32 %5742, ptr %5715, align 8, !dbg !1704, !tbaa !484
  %5743 = load i32, ptr %5717, align 4, !dbg !1704, !tbaa !495
  %5744 = add i32 %5743, 1, !dbg !1704
  store i32 %5744, ptr %5717, align 4, !dbg !1704, !tbaa !495
  %5745 = icmp eq i32 %5744, 0, !dbg !1715
  br i1 %5745, label %5746, label %5749, !dbg !1704

5746:                                             ; preds = %5733
  %5747 = load i32, ptr %5718, align 8, !dbg !1715, !tbaa !498
  %5748 = add i32 %5747, 1, !dbg !1715
  store i32 %5748, ptr %5718, align 8, !dbg !1715, !tbaa !498
  br label %5749, !dbg !1715

5749:                                             ; preds = %5746, %5733
  %5750 = icmp sgt i32 %5731, -1, !dbg !1703
  br i1 %5750, label %5720, label %5729, !dbg !1704, !llvm.loop !1717

5751:                                             ; preds = %113, %5720
  %5752 = phi ptr [ %106, %113 ], [ %5658, %5720 ]
  %5753 = phi ptr [ %105, %113 ], [ %5659, %5720 ]
  %5754 = phi ptr [ %104, %113 ], [ %5660, %5720 ]
  %5755 = phi ptr [ %103, %113 ], [ %5661, %5720 ]
  %5756 = phi ptr [ %102, %113 ], [ %5662, %5720 ]
  %5757 = phi ptr [ %101, %113 ], [ %5663, %5720 ]
  %5758 = phi ptr [ %100, %113 ], [ %5664, %5720 ]
  %5759 = phi ptr [ %99, %113 ], [ %5665, %5720 ]
  %5760 = phi ptr [ %98, %113 ], [ %5666, %5720 ]
  %5761 = phi ptr [ %97, %113 ], [ %5667, %5720 ]
  %5762 = phi ptr [ %96, %113 ], [ %5668, %5720 ]
  %5763 = phi ptr [ %95, %113 ], [ %5669, %5720 ]
  %5764 = phi ptr [ %94, %113 ], [ %5670, %5720 ]
  %5765 = phi ptr [ %93, %113 ], [ %5671, %5720 ]
  %5766 = phi ptr [ %92, %113 ], [ %5672, %5720 ]
  %5767 = phi ptr [ %91, %113 ], [ %5673, %5720 ]
  %5768 = phi ptr [ %90, %113 ], [ %5674, %5720 ]
  %5769 = phi ptr [ %89, %113 ], [ %5675, %5720 ]
  %5770 = phi ptr [ %88, %113 ], [ %5676, %5720 ]
  %5771 = phi ptr [ %87, %113 ], [ %5677, %5720 ]
  %5772 = phi ptr [ %86, %113 ], [ %5678, %5720 ]
  %5773 = phi ptr [ %85, %113 ], [ %5679, %5720 ]
  %5774 = phi ptr [ %84, %113 ], [ %5680, %5720 ]
  %5775 = phi ptr [ %83, %113 ], [ %5681, %5720 ]
  %5776 = phi i32 [ %37, %113 ], [ %5682, %5720 ]
  %5777 = phi i32 [ %38, %113 ], [ %5683, %5720 ]
  %5778 = phi i32 [ %40, %113 ], [ %5684, %5720 ]
  %5779 = phi i32 [ %42, %113 ], [ %5685, %5720 ]
  %5780 = phi i32 [ %44, %113 ], [ %5686, %5720 ]
  %5781 = phi i32 [ %46, %113 ], [ %5687, %5720 ]
  %5782 = phi i32 [ %48, %113 ], [ %5688, %5720 ]
  %5783 = phi i32 [ %50, %113 ], [ %5689, %5720 ]
  %5784 = phi i32 [ %52, %113 ], [ %5690, %5720 ]
  %5785 = phi i32 [ %54, %113 ], [ %5691, %5720 ]
  %5786 = phi i32 [ %56, %113 ], [ %5692, %5720 ]
  %5787 = phi i32 [ %58, %113 ], [ %5693, %5720 ]
  %5788 = phi i32 [ %60, %113 ], [ %5694, %5720 ]
  %5789 = phi i32 [ %62, %113 ], [ %5695, %5720 ]
  %5790 = phi i32 [ %64, %113 ], [ %5696, %5720 ]
  %5791 = phi i32 [ %66, %113 ], [ %5697, %5720 ]
  %5792 = phi i32 [ %68, %113 ], [ %5698, %5720 ]
  %5793 = phi i32 [ %70, %113 ], [ %5699, %5720 ]
  %5794 = phi i32 [ %72, %113 ], [ %5700, %5720 ]
  %5795 = phi i32 [ %74, %113 ], [ %5701, %5720 ]
  %5796 = phi i32 [ %76, %113 ], [ %5702, %5720 ]
  %5797 = phi ptr [ %78, %113 ], [ %5703, %5720 ]
  %5798 = phi ptr [ %80, %113 ], [ %5704, %5720 ]
  %5799 = phi ptr [ %82, %113 ], [ %5705, %5720 ]
  %5800 = phi i32 [ %115, %113 ], [ %5722, %5720 ]
  store i32 48, ptr %4, align 8, !dbg !1718, !tbaa !424
  %5801 = getelementptr inbounds i8, ptr %0, i64 36
  %5802 = icmp sgt i32 %5800, 7, !dbg !1719
  br i1 %5802, label %5803, label %5807, !dbg !1720

5803:                                             ; preds = %5751
  %5804 = getelementptr inbounds i8, ptr %0, i64 32
  %5805 = load i32, ptr %5804, align 8, !dbg !1721, !tbaa !483
  %5806 = add nsw i32 %5800, -8, !dbg !1721
  br label %5814, !dbg !1720

5807:                                             ; preds = %5751
  %5808 = load ptr, ptr %0, align 8, !tbaa !416
  %5809 = getelementptr inbounds i8, ptr %5808, i64 8
  %5810 = getelementptr inbounds i8, ptr %0, i64 32
  %5811 = getelementptr inbounds i8, ptr %5808, i64 12
  %5812 = getelementptr inbounds i8, ptr %5808, i64 16
  %5813 = load i32, ptr %5809, align 8, !tbaa !484
  br label %5823, !dbg !1720

5814:                                             ; preds = %5843, %5803
  %5815 = phi i32 [ %5805, %5803 ], [ %5833, %5843 ], !dbg !1721
  %5816 = phi i32 [ %5806, %5803 ], [ %5825, %5843 ], !dbg !1719
  %5817 = lshr i32 %5815, %5816, !dbg !1721
    #dbg_value(i32 %5817, !399, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !1722)
  store i32 %5816, ptr %5801, align 4, !dbg !1721, !tbaa !453
    #dbg_value(i32 %5817, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %5818 = getelementptr inbounds i8, ptr %0, i64 3180, !dbg !1723
  %5819 = load i32, ptr %5818, align 4, !dbg !1723, !tbaa !1700
  %5820 = shl i32 %5819, 8, !dbg !1724
  %5821 = and i32 %5817, 255, !dbg !1725
  %5822 = or disjoint i32 %5820, %5821, !dbg !1726
  store i32 %5822, ptr %5818, align 4, !dbg !1727, !tbaa !1700
  br label %5845, !dbg !1728

5823:                                             ; preds = %5807, %5843
  %5824 = phi i32 [ %5813, %5807 ], [ %5836, %5843 ]
  %5825 = phi i32 [ %5800, %5807 ], [ %5834, %5843 ]
  %5826 = icmp eq i32 %5824, 0, !dbg !1729
  br i1 %5826, label %6043, label %5827, !dbg !1720

5827:                                             ; preds = %5823
  %5828 = load i32, ptr %5810, align 8, !dbg !1720, !tbaa !483
  %5829 = shl i32 %5828, 8, !dbg !1720
  %5830 = load ptr, ptr %5808, align 8, !dbg !1720, !tbaa !493
  %5831 = load i8, ptr %5830, align 1, !dbg !1720, !tbaa !494
  %5832 = zext i8 %5831 to i32, !dbg !1720
  %5833 = or disjoint i32 %5829, %5832, !dbg !1720
  store i32 %5833, ptr %5810, align 8, !dbg !1720, !tbaa !483
  %5834 = add nsw i32 %5825, 8, !dbg !1720
  store i32 %5834, ptr %5801, align 4, !dbg !1720, !tbaa !453
  %5835 = getelementptr inbounds i8, ptr %5830, i64 1, !dbg !1720
  store ptr %5835, ptr %5808, align 8, !dbg !1720, !tbaa !493
  %5836 = add i32 %5824, -1, !dbg !1720
  store i32 %5836, ptr %5809, align 8, !dbg !1720, !tbaa !484
  %5837 = load i32, ptr %5811, align 4, !dbg !1720, !tbaa !495
  %5838 = add i32 %5837, 1, !dbg !1720
  store i32 %5838, ptr %5811, align 4, !dbg !1720, !tbaa !495
  %5839 = icmp eq i32 %5838, 0, !dbg !1731
  br i1 %5839, label %5840, label %5843, !dbg !1720

5840:                                             ; preds = %5827
  %5841 = load i32, ptr %5812, align 8, !dbg !1731, !tbaa !498
  %5842 = add i32 %5841, 1, !dbg !1731
  store i32 %5842, ptr %5812, align 8, !dbg !1731, !tbaa !498
  br label %5843, !dbg !1731

5843:                                             ; preds = %5840, %5827
  %5844 = icmp sgt i32 %5825, -1, !dbg !1719
  br i1 %5844, label %5814, label %5823, !dbg !1720, !llvm.loop !1733

5845:                                             ; preds = %110, %5814
  %5846 = phi ptr [ %106, %110 ], [ %5752, %5814 ]
  %5847 = phi ptr [ %105, %110 ], [ %5753, %5814 ]
  %5848 = phi ptr [ %104, %110 ], [ %5754, %5814 ]
  %5849 = phi ptr [ %103, %110 ], [ %5755, %5814 ]
  %5850 = phi ptr [ %102, %110 ], [ %5756, %5814 ]
  %5851 = phi ptr [ %101, %110 ], [ %5757, %5814 ]
  %5852 = phi ptr [ %100, %110 ], [ %5758, %5814 ]
  %5853 = phi ptr [ %99, %110 ], [ %5759, %5814 ]
  %5854 = phi ptr [ %98, %110 ], [ %5760, %5814 ]
  %5855 = phi ptr [ %97, %110 ], [ %5761, %5814 ]
  %5856 = phi ptr [ %96, %110 ], [ %5762, %5814 ]
  %5857 = phi ptr [ %95, %110 ], [ %5763, %5814 ]
  %5858 = phi ptr [ %94, %110 ], [ %5764, %5814 ]
  %5859 = phi ptr [ %93, %110 ], [ %5765, %5814 ]
  %5860 = phi ptr [ %92, %110 ], [ %5766, %5814 ]
  %5861 = phi ptr [ %91, %110 ], [ %5767, %5814 ]
  %5862 = phi ptr [ %90, %110 ], [ %5768, %5814 ]
  %5863 = phi ptr [ %89, %110 ], [ %5769, %5814 ]
  %5864 = phi ptr [ %88, %110 ], [ %5770, %5814 ]
  %5865 = phi ptr [ %87, %110 ], [ %5771, %5814 ]
  %5866 = phi ptr [ %86, %110 ], [ %5772, %5814 ]
  %5867 = phi ptr [ %85, %110 ], [ %5773, %5814 ]
  %5868 = phi ptr [ %84, %110 ], [ %5774, %5814 ]
  %5869 = phi ptr [ %83, %110 ], [ %5775, %5814 ]
  %5870 = phi i32 [ %37, %110 ], [ %5776, %5814 ]
  %5871 = phi i32 [ %38, %110 ], [ %5777, %5814 ]
  %5872 = phi i32 [ %40, %110 ], [ %5778, %5814 ]
  %5873 = phi i32 [ %42, %110 ], [ %5779, %5814 ]
  %5874 = phi i32 [ %44, %110 ], [ %5780, %5814 ]
  %5875 = phi i32 [ %46, %110 ], [ %5781, %5814 ]
  %5876 = phi i32 [ %48, %110 ], [ %5782, %5814 ]
  %5877 = phi i32 [ %50, %110 ], [ %5783, %5814 ]
  %5878 = phi i32 [ %52, %110 ], [ %5784, %5814 ]
  %5879 = phi i32 [ %54, %110 ], [ %5785, %5814 ]
  %5880 = phi i32 [ %56, %110 ], [ %5786, %5814 ]
  %5881 = phi i32 [ %58, %110 ], [ %5787, %5814 ]
  %5882 = phi i32 [ %60, %110 ], [ %5788, %5814 ]
  %5883 = phi i32 [ %62, %110 ], [ %5789, %5814 ]
  %5884 = phi i32 [ %64, %110 ], [ %5790, %5814 ]
  %5885 = phi i32 [ %66, %110 ], [ %5791, %5814 ]
  %5886 = phi i32 [ %68, %110 ], [ %5792, %5814 ]
  %5887 = phi i32 [ %70, %110 ], [ %5793, %5814 ]
  %5888 = phi i32 [ %72, %110 ], [ %5794, %5814 ]
  %5889 = phi i32 [ %74, %110 ], [ %5795, %5814 ]
  %5890 = phi i32 [ %76, %110 ], [ %5796, %5814 ]
  %5891 = phi ptr [ %78, %110 ], [ %5797, %5814 ]
  %5892 = phi ptr [ %80, %110 ], [ %5798, %5814 ]
  %5893 = phi ptr [ %82, %110 ], [ %5799, %5814 ]
  %5894 = phi i32 [ %112, %110 ], [ %5816, %5814 ]
  store i32 49, ptr %4, align 8, !dbg !1734, !tbaa !424
  %5895 = getelementptr inbounds i8, ptr %0, i64 36
  %5896 = icmp sgt i32 %5894, 7, !dbg !1735
  br i1 %5896, label %5897, label %5901, !dbg !1736

5897:                                             ; preds = %5845
  %5898 = getelementptr inbounds i8, ptr %0, i64 32
  %5899 = load i32, ptr %5898, align 8, !dbg !1737, !tbaa !483
  %5900 = add nsw i32 %5894, -8, !dbg !1737
  br label %5908, !dbg !1736

5901:                                             ; preds = %5845
  %5902 = load ptr, ptr %0, align 8, !tbaa !416
  %5903 = getelementptr inbounds i8, ptr %5902, i64 8
  %5904 = getelementptr inbounds i8, ptr %0, i64 32
  %5905 = getelementptr inbounds i8, ptr %5902, i64 12
  %5906 = getelementptr inbounds i8, ptr %5902, i64 16
  %5907 = load i32, ptr %5903, align 8, !tbaa !484
  br label %5917, !dbg !1736

5908:                                             ; preds = %5937, %5897
  %5909 = phi i32 [ %5899, %5897 ], [ %5927, %5937 ], !dbg !1737
  %5910 = phi i32 [ %5900, %5897 ], [ %5919, %5937 ], !dbg !1735
  %5911 = lshr i32 %5909, %5910, !dbg !1737
    #dbg_value(i32 %5911, !403, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !1738)
  store i32 %5910, ptr %5895, align 4, !dbg !1737, !tbaa !453
    #dbg_value(i32 %5911, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %5912 = getelementptr inbounds i8, ptr %0, i64 3180, !dbg !1739
  %5913 = load i32, ptr %5912, align 4, !dbg !1739, !tbaa !1700
  %5914 = shl i32 %5913, 8, !dbg !1740
  %5915 = and i32 %5911, 255, !dbg !1741
  %5916 = or disjoint i32 %5914, %5915, !dbg !1742
  store i32 %5916, ptr %5912, align 4, !dbg !1743, !tbaa !1700
  br label %5939, !dbg !1744

5917:                                             ; preds = %5901, %5937
  %5918 = phi i32 [ %5907, %5901 ], [ %5930, %5937 ]
  %5919 = phi i32 [ %5894, %5901 ], [ %5928, %5937 ]
  %5920 = icmp eq i32 %5918, 0, !dbg !1745
  br i1 %5920, label %6043, label %5921, !dbg !1736

5921:                                             ; preds = %5917
  %5922 = load i32, ptr %5904, align 8, !dbg !1736, !tbaa !483
  %5923 = shl i32 %5922, 8, !dbg !1736
  %5924 = load ptr, ptr %5902, align 8, !dbg !1736, !tbaa !493
  %5925 = load i8, ptr %5924, align 1, !dbg !1736, !tbaa !494
  %5926 = zext i8 %5925 to i32, !dbg !1736
  %5927 = or disjoint i32 %5923, %5926, !dbg !1736
  store i32 %5927, ptr %5904, align 8, !dbg !1736, !tbaa !483
  %5928 = add nsw i32 %5919, 8, !dbg !1736
  store i32 %5928, ptr %5895, align 4, !dbg !1736, !tbaa !453
  %5929 = getelementptr inbounds i8, ptr %5924, i64 1, !dbg !1736
  store ptr %5929, ptr %5902, align 8, !dbg !1736, !tbaa !493
  %5930 = add i32 %5918, -1, !dbg !1736
  store i32 %5930, ptr %5903, align 8, !dbg !1736, !tbaa !484
  %5931 = load i32, ptr %5905, align 4, !dbg !1736, !tbaa !495
  %5932 = add i32 %5931, 1, !dbg !1736
  store i32 %5932, ptr %5905, align 4, !dbg !1736, !tbaa !495
  %5933 = icmp eq i32 %5932, 0, !dbg !1747
  br i1 %5933, label %5934, label %5937, !dbg !1736

5934:                                             ; preds = %5921
  %5935 = load i32, ptr %5906, align 8, !dbg !1747, !tbaa !498
  %5936 = add i32 %5935, 1, !dbg !1747
  store i32 %5936, ptr %5906, align 8, !dbg !1747, !tbaa !498
  br label %5937, !dbg !1747

5937:                                             ; preds = %5934, %5921
  %5938 = icmp sgt i32 %5919, -1, !dbg !1735
  br i1 %5938, label %5908, label %5917, !dbg !1736, !llvm.loop !1749

5939:                                             ; preds = %107, %5908
  %5940 = phi ptr [ %106, %107 ], [ %5846, %5908 ]
  %5941 = phi ptr [ %105, %107 ], [ %5847, %5908 ]
  %5942 = phi ptr [ %104, %107 ], [ %5848, %5908 ]
  %5943 = phi ptr [ %103, %107 ], [ %5849, %5908 ]
  %5944 = phi ptr [ %102, %107 ], [ %5850, %5908 ]
  %5945 = phi ptr [ %101, %107 ], [ %5851, %5908 ]
  %5946 = phi ptr [ %100, %107 ], [ %5852, %5908 ]
  %5947 = phi ptr [ %99, %107 ], [ %5853, %5908 ]
  %5948 = phi ptr [ %98, %107 ], [ %5854, %5908 ]
  %5949 = phi ptr [ %97, %107 ], [ %5855, %5908 ]
  %5950 = phi ptr [ %96, %107 ], [ %5856, %5908 ]
  %5951 = phi ptr [ %95, %107 ], [ %5857, %5908 ]
  %5952 = phi ptr [ %94, %107 ], [ %5858, %5908 ]
  %5953 = phi ptr [ %93, %107 ], [ %5859, %5908 ]
  %5954 = phi ptr [ %92, %107 ], [ %5860, %5908 ]
  %5955 = phi ptr [ %91, %107 ], [ %5861, %5908 ]
  %5956 = phi ptr [ %90, %107 ], [ %5862, %5908 ]
  %5957 = phi ptr [ %89, %107 ], [ %5863, %5908 ]
  %5958 = phi ptr [ %88, %107 ], [ %5864, %5908 ]
  %5959 = phi ptr [ %87, %107 ], [ %5865, %5908 ]
  %5960 = phi ptr [ %86, %107 ], [ %5866, %5908 ]
  %5961 = phi ptr [ %85, %107 ], [ %5867, %5908 ]
  %5962 = phi ptr [ %84, %107 ], [ %5868, %5908 ]
  %5963 = phi ptr [ %83, %107 ], [ %5869, %5908 ]
  %5964 = phi i32 [ %37, %107 ], [ %5870, %5908 ]
  %5965 = phi i32 [ %38, %107 ], [ %5871, %5908 ]
  %5966 = phi i32 [ %40, %107 ], [ %5872, %5908 ]
  %5967 = phi i32 [ %42, %107 ], [ %5873, %5908 ]
  %5968 = phi i32 [ %44, %107 ], [ %5874, %5908 ]
  %5969 = phi i32 [ %46, %107 ], [ %5875, %5908 ]
  %5970 = phi i32 [ %48, %107 ], [ %5876, %5908 ]
  %5971 = phi i32 [ %50, %107 ], [ %5877, %5908 ]
  %5972 = phi i32 [ %52, %107 ], [ %5878, %5908 ]
  %5973 = phi i32 [ %54, %107 ], [ %5879, %5908 ]
  %5974 = phi i32 [ %56, %107 ], [ %5880, %5908 ]
  %5975 = phi i32 [ %58, %107 ], [ %5881, %5908 ]
  %5976 = phi i32 [ %60, %107 ], [ %5882, %5908 ]
  %5977 = phi i32 [ %62, %107 ], [ %5883, %5908 ]
  %5978 = phi i32 [ %64, %107 ], [ %5884, %5908 ]
  %5979 = phi i32 [ %66, %107 ], [ %5885, %5908 ]
  %5980 = phi i32 [ %68, %107 ], [ %5886, %5908 ]
  %5981 = phi i32 [ %70, %107 ], [ %5887, %5908 ]
  %5982 = phi i32 [ %72, %107 ], [ %5888, %5908 ]
  %5983 = phi i32 [ %74, %107 ], [ %5889, %5908 ]
  %5984 = phi i32 [ %76, %107 ], [ %5890, %5908 ]
  %5985 = phi ptr [ %78, %107 ], [ %5891, %5908 ]
  %5986 = phi ptr [ %80, %107 ], [ %5892, %5908 ]
  %5987 = phi ptr [ %82, %107 ], [ %5893, %5908 ]
  %5988 = phi i32 [ %109, %107 ], [ %5910, %5908 ]
  store i32 50, ptr %4, align 8, !dbg !1750, !tbaa !424
  %5989 = getelementptr inbounds i8, ptr %0, i64 36
  %5990 = icmp sgt i32 %5988, 7, !dbg !1751
  br i1 %5990, label %5991, label %5995, !dbg !1752

5991:                                             ; preds = %5939
  %5992 = getelementptr inbounds i8, ptr %0, i64 32
  %5993 = load i32, ptr %5992, align 8, !dbg !1753, !tbaa !483
  %5994 = add nsw i32 %5988, -8, !dbg !1753
  br label %6002, !dbg !1752

5995:                                             ; preds = %5939
  %5996 = load ptr, ptr %0, align 8, !tbaa !416
  %5997 = getelementptr inbounds i8, ptr %5996, i64 8
  %5998 = getelementptr inbounds i8, ptr %0, i64 32
  %5999 = getelementptr inbounds i8, ptr %5996, i64 12
  %6000 = getelementptr inbounds i8, ptr %5996, i64 16
  %6001 = load i32, ptr %5997, align 8, !tbaa !484
  br label %6011, !dbg !1752

6002:                                             ; preds = %6031, %5991
  %6003 = phi i32 [ %5993, %5991 ], [ %6021, %6031 ], !dbg !1753
  %6004 = phi i32 [ %5994, %5991 ], [ %6013, %6031 ], !dbg !1751
  %6005 = lshr i32 %6003, %6004, !dbg !1753
    #dbg_value(i32 %6005, !407, !DIExpression(DW_OP_constu, 255, DW_OP_and, DW_OP_stack_value), !1754)
  store i32 %6004, ptr %5989, align 4, !dbg !1753, !tbaa !453
    #dbg_value(i32 %6005, !160, !DIExpression(DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value), !414)
  %6006 = getelementptr inbounds i8, ptr %0, i64 3180, !dbg !1755
  %6007 = load i32, ptr %6006, align 4, !dbg !1755, !tbaa !1700
  %6008 = shl i32 %6007, 8, !dbg !1756
  %6009 = and i32 %6005, 255, !dbg !1757
  %6010 = or disjoint i32 %6008, %6009, !dbg !1758
  store i32 %6010, ptr %6006, align 4, !dbg !1759, !tbaa !1700
  store i32 1, ptr %4, align 8, !dbg !1760, !tbaa !424
    #dbg_value(i32 4, !161, !DIExpression(), !414)
  br label %6043, !dbg !1761

6011:                                             ; preds = %5995, %6031
  %6012 = phi i32 [ %6001, %5995 ], [ %6024, %6031 ]
  %6013 = phi i32 [ %5988, %5995 ], [ %6022, %6031 ]
  %6014 = icmp eq i32 %6012, 0, !dbg !1763
  br i1 %6014, label %6043, label %6015, !dbg !1752

6015:                                             ; preds = %6011
  %6016 = load i32, ptr %5998, align 8, !dbg !1752, !tbaa !483
  %6017 = shl i32 %6016, 8, !dbg !1752
  %6018 = load ptr, ptr %5996, align 8, !dbg !1752, !tbaa !493
  %6019 = load i8, ptr %6018, align 1, !dbg !1752, !tbaa !494
  %6020 = zext i8 %6019 to i32, !dbg !1752
  %6021 = or disjoint i32 %6017, %6020, !dbg !1752
  store i32 %6021, ptr %5998, align 8, !dbg !1752, !tbaa !483
  %6022 = add nsw i32 %6013, 8, !dbg !1752
  store i32 %6022, ptr %5989, align 4, !dbg !1752, !tbaa !453
  %6023 = getelementptr inbounds i8, ptr %6018, i64 1, !dbg !1752
  store ptr %6023, ptr %5996, align 8, !dbg !1752, !tbaa !493
  %6024 = add i32 %6012, -1, !dbg !1752
  store i32 %6024, ptr %5997, align 8, !dbg !1752, !tbaa !484
  %6025 = load i32, ptr %5999, align 4, !dbg !1752, !tbaa !495
  %6026 = add i32 %6025, 1, !dbg !1752
  store i32 %6026, ptr %5999, align 4, !dbg !1752, !tbaa !495
  %6027 = icmp eq i32 %6026, 0, !dbg !1765
  br i1 %6027, label %6028, label %6031, !dbg !1752

6028:                                             ; preds = %6015
  %6029 = load i32, ptr %6000, align 8, !dbg !1765, !tbaa !498
  %6030 = add i32 %6029, 1, !dbg !1765
  store i32 %6030, ptr %6000, align 8, !dbg !1765, !tbaa !498
  br label %6031, !dbg !1765

6031:                                             ; preds = %6028, %6015
  %6032 = icmp sgt i32 %6013, -1, !dbg !1751
  br i1 %6032, label %6002, label %6011, !dbg !1752, !llvm.loop !1767

6033:                                             ; preds = %36
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 4001) #7, !dbg !1768
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 4002) #7, !dbg !1771
  br label %6043, !dbg !1774

6034:                                             ; preds = %4856, %4851, %4846, %4840
  %6035 = phi i64 [ %4842, %4840 ], [ %4847, %4846 ], [ %4852, %4851 ], [ %4857, %4856 ]
  %6036 = trunc nuw nsw i64 %6035 to i32, !dbg !1775
  br label %6043, !dbg !1775

6037:                                             ; preds = %4831, %4824, %4817, %4808
  %6038 = phi i64 [ %4809, %4808 ], [ %4818, %4817 ], [ %4825, %4824 ], [ %4832, %4831 ]
  %6039 = trunc nuw nsw i64 %6038 to i32, !dbg !1775
  br label %6043, !dbg !1775

6040:                                             ; preds = %4757, %4750, %4743, %4736
  %6041 = phi i64 [ %4737, %4736 ], [ %4744, %4743 ], [ %4751, %4750 ], [ %4758, %4757 ]
  %6042 = trunc nuw nsw i64 %6041 to i32, !dbg !1775
  br label %6043, !dbg !1775

6043:                                             ; preds = %210, %300, %390, %482, %601, %692, %783, %874, %965, %1056, %1162, %1256, %1350, %1444, %1537, %1631, %1725, %1820, %2355, %2446, %3452, %4547, %4697, %3839, %4056, %4066, %3989, %3602, %2953, %3145, %3238, %2612, %2590, %2171, %1974, %5269, %5360, %5451, %5542, %5633, %5729, %5823, %5917, %6011, %6040, %6037, %6034, %5627, %5536, %5444, %5353, %5262, %5081, %5070, %5193, %5176, %4728, %4719, %4569, %4449, %4080, %4011, %3861, %3741, %3685, %3624, %3474, %3365, %3025, %2439, %2349, %2349, %2349, %2283, %1842, %1809, %1049, %958, %867, %776, %685, %595, %528, %513, %473, %383, %293, %203, %6033, %6002
  %6044 = phi ptr [ %106, %6033 ], [ %5940, %6002 ], [ %32, %203 ], [ %233, %293 ], [ %323, %383 ], [ %413, %473 ], [ %413, %513 ], [ %413, %528 ], [ %534, %595 ], [ %624, %685 ], [ %715, %776 ], [ %806, %867 ], [ %897, %958 ], [ %988, %1049 ], [ %1748, %1809 ], [ %1748, %1842 ], [ %1997, %2283 ], [ %2288, %2349 ], [ %2288, %2349 ], [ %2288, %2349 ], [ %2378, %2439 ], [ %3026, %3025 ], [ %2822, %3365 ], [ %3475, %3474 ], [ %3475, %3624 ], [ %3686, %3685 ], [ %3686, %3741 ], [ %3862, %3861 ], [ %3862, %4011 ], [ %3634, %4080 ], [ %3634, %4449 ], [ %4570, %4569 ], [ %4570, %4719 ], [ %3634, %4728 ], [ %3634, %5176 ], [ %3634, %5193 ], [ %3634, %5070 ], [ %3634, %5081 ], [ %5201, %5262 ], [ %5292, %5353 ], [ %5383, %5444 ], [ %5474, %5536 ], [ %5565, %5627 ], [ %3634, %6034 ], [ %3634, %6037 ], [ %3634, %6040 ], [ %5940, %6011 ], [ %5846, %5917 ], [ %5752, %5823 ], [ %5658, %5729 ], [ %5565, %5633 ], [ %5474, %5542 ], [ %5383, %5451 ], [ %5292, %5360 ], [ %5201, %5269 ], [ %1901, %1974 ], [ %2103, %2171 ], [ %2519, %2590 ], [ %2519, %2612 ], [ %3168, %3238 ], [ %3077, %3145 ], [ %2886, %2953 ], [ %3533, %3602 ], [ %3920, %3989 ], [ %3862, %4066 ], [ %3862, %4056 ], [ %3770, %3839 ], [ %4628, %4697 ], [ %4478, %4547 ], [ %3383, %3452 ], [ %2378, %2446 ], [ %2288, %2355 ], [ %1748, %1820 ], [ %1654, %1725 ], [ %1560, %1631 ], [ %1467, %1537 ], [ %1373, %1444 ], [ %1279, %1350 ], [ %1185, %1256 ], [ %1091, %1162 ], [ %988, %1056 ], [ %897, %965 ], [ %806, %874 ], [ %715, %783 ], [ %624, %692 ], [ %534, %601 ], [ %413, %482 ], [ %323, %390 ], [ %233, %300 ], [ %32, %210 ]
  %6045 = phi ptr [ %105, %6033 ], [ %5941, %6002 ], [ %31, %203 ], [ %234, %293 ], [ %324, %383 ], [ %414, %473 ], [ %414, %513 ], [ %414, %528 ], [ %535, %595 ], [ %625, %685 ], [ %716, %776 ], [ %807, %867 ], [ %898, %958 ], [ %989, %1049 ], [ %1749, %1809 ], [ %1749, %1842 ], [ %1998, %2283 ], [ %2289, %2349 ], [ %2289, %2349 ], [ %2289, %2349 ], [ %2379, %2439 ], [ %3027, %3025 ], [ %2823, %3365 ], [ %3476, %3474 ], [ %3476, %3624 ], [ %3687, %3685 ], [ %3687, %3741 ], [ %3863, %3861 ], [ %3863, %4011 ], [ %3635, %4080 ], [ %3635, %4449 ], [ %4571, %4569 ], [ %4571, %4719 ], [ %3635, %4728 ], [ %3635, %5176 ], [ %3635, %5193 ], [ %3635, %5070 ], [ %3635, %5081 ], [ %5202, %5262 ], [ %5293, %5353 ], [ %5384, %5444 ], [ %5475, %5536 ], [ %5566, %5627 ], [ %3635, %6034 ], [ %3635, %6037 ], [ %3635, %6040 ], [ %5941, %6011 ], [ %5847, %5917 ], [ %5753, %5823 ], [ %5659, %5729 ], [ %5566, %5633 ], [ %5475, %5542 ], [ %5384, %5451 ], [ %5293, %5360 ], [ %5202, %5269 ], [ %1902, %1974 ], [ %2104, %2171 ], [ %2520, %2590 ], [ %2520, %2612 ], [ %3169, %3238 ], [ %3078, %3145 ], [ %2887, %2953 ], [ %3534, %3602 ], [ %3921, %3989 ], [ %3863, %4066 ], [ %3863, %4056 ], [ %3771, %3839 ], [ %4629, %4697 ], [ %4479, %4547 ], [ %3384, %3452 ], [ %2379, %2446 ], [ %2289, %2355 ], [ %1749, %1820 ], [ %1655, %1725 ], [ %1561, %1631 ], [ %1468, %1537 ], [ %1374, %1444 ], [ %1280, %1350 ], [ %1186, %1256 ], [ %1092, %1162 ], [ %989, %1056 ], [ %898, %965 ], [ %807, %874 ], [ %716, %783 ], [ %625, %692 ], [ %535, %601 ], [ %414, %482 ], [ %324, %390 ], [ %234, %300 ], [ %31, %210 ]
  %6046 = phi ptr [ %104, %6033 ], [ %5942, %6002 ], [ %30, %203 ], [ %235, %293 ], [ %325, %383 ], [ %415, %473 ], [ %415, %513 ], [ %415, %528 ], [ %536, %595 ], [ %626, %685 ], [ %717, %776 ], [ %808, %867 ], [ %899, %958 ], [ %990, %1049 ], [ %1750, %1809 ], [ %1750, %1842 ], [ %1999, %2283 ], [ %2290, %2349 ], [ %2290, %2349 ], [ %2290, %2349 ], [ %2380, %2439 ], [ %3028, %3025 ], [ %2824, %3365 ], [ %3477, %3474 ], [ %3477, %3624 ], [ %3688, %3685 ], [ %3688, %3741 ], [ %3864, %3861 ], [ %3864, %4011 ], [ %3636, %4080 ], [ %3636, %4449 ], [ %4572, %4569 ], [ %4572, %4719 ], [ %3636, %4728 ], [ %3636, %5176 ], [ %3636, %5193 ], [ %3636, %5070 ], [ %3636, %5081 ], [ %5203, %5262 ], [ %5294, %5353 ], [ %5385, %5444 ], [ %5476, %5536 ], [ %5567, %5627 ], [ %3636, %6034 ], [ %3636, %6037 ], [ %3636, %6040 ], [ %5942, %6011 ], [ %5848, %5917 ], [ %5754, %5823 ], [ %5660, %5729 ], [ %5567, %5633 ], [ %5476, %5542 ], [ %5385, %5451 ], [ %5294, %5360 ], [ %5203, %5269 ], [ %1903, %1974 ], [ %2105, %2171 ], [ %2521, %2590 ], [ %2521, %2612 ], [ %3170, %3238 ], [ %3079, %3145 ], [ %2888, %2953 ], [ %3535, %3602 ], [ %3922, %3989 ], [ %3864, %4066 ], [ %3864, %4056 ], [ %3772, %3839 ], [ %4630, %4697 ], [ %4480, %4547 ], [ %3385, %3452 ], [ %2380, %2446 ], [ %2290, %2355 ], [ %1750, %1820 ], [ %1656, %1725 ], [ %1562, %1631 ], [ %1469, %1537 ], [ %1375, %1444 ], [ %1281, %1350 ], [ %1187, %1256 ], [ %1093, %1162 ], [ %990, %1056 ], [ %899, %965 ], [ %808, %874 ], [ %717, %783 ], [ %626, %692 ], [ %536, %601 ], [ %415, %482 ], [ %325, %390 ], [ %235, %300 ], [ %30, %210 ]
  %6047 = phi ptr [ %103, %6033 ], [ %5943, %6002 ], [ %29, %203 ], [ %236, %293 ], [ %326, %383 ], [ %416, %473 ], [ %416, %513 ], [ %416, %528 ], [ %537, %595 ], [ %627, %685 ], [ %718, %776 ], [ %809, %867 ], [ %900, %958 ], [ %991, %1049 ], [ %1751, %1809 ], [ %1751, %1842 ], [ %2000, %2283 ], [ %2291, %2349 ], [ %2291, %2349 ], [ %2291, %2349 ], [ %2381, %2439 ], [ %3029, %3025 ], [ %2825, %3365 ], [ %3478, %3474 ], [ %3478, %3624 ], [ %3689, %3685 ], [ %3689, %3741 ], [ %3865, %3861 ], [ %3865, %4011 ], [ %3637, %4080 ], [ %3637, %4449 ], [ %4573, %4569 ], [ %4573, %4719 ], [ %3637, %4728 ], [ %3637, %5176 ], [ %3637, %5193 ], [ %3637, %5070 ], [ %3637, %5081 ], [ %5204, %5262 ], [ %5295, %5353 ], [ %5386, %5444 ], [ %5477, %5536 ], [ %5568, %5627 ], [ %3637, %6034 ], [ %3637, %6037 ], [ %3637, %6040 ], [ %5943, %6011 ], [ %5849, %5917 ], [ %5755, %5823 ], [ %5661, %5729 ], [ %5568, %5633 ], [ %5477, %5542 ], [ %5386, %5451 ], [ %5295, %5360 ], [ %5204, %5269 ], [ %1904, %1974 ], [ %2106, %2171 ], [ %2522, %2590 ], [ %2522, %2612 ], [ %3171, %3238 ], [ %3080, %3145 ], [ %2889, %2953 ], [ %3536, %3602 ], [ %3923, %3989 ], [ %3865, %4066 ], [ %3865, %4056 ], [ %3773, %3839 ], [ %4631, %4697 ], [ %4481, %4547 ], [ %3386, %3452 ], [ %2381, %2446 ], [ %2291, %2355 ], [ %1751, %1820 ], [ %1657, %1725 ], [ %1563, %1631 ], [ %1470, %1537 ], [ %1376, %1444 ], [ %1282, %1350 ], [ %1188, %1256 ], [ %1094, %1162 ], [ %991, %1056 ], [ %900, %965 ], [ %809, %874 ], [ %718, %783 ], [ %627, %692 ], [ %537, %601 ], [ %416, %482 ], [ %326, %390 ], [ %236, %300 ], [ %29, %210 ]
  %6048 = phi ptr [ %102, %6033 ], [ %5944, %6002 ], [ %28, %203 ], [ %237, %293 ], [ %327, %383 ], [ %417, %473 ], [ %417, %513 ], [ %417, %528 ], [ %538, %595 ], [ %628, %685 ], [ %719, %776 ], [ %810, %867 ], [ %901, %958 ], [ %992, %1049 ], [ %1752, %1809 ], [ %1752, %1842 ], [ %2001, %2283 ], [ %2292, %2349 ], [ %2292, %2349 ], [ %2292, %2349 ], [ %2382, %2439 ], [ %3030, %3025 ], [ %2826, %3365 ], [ %3479, %3474 ], [ %3479, %3624 ], [ %3690, %3685 ], [ %3690, %3741 ], [ %3866, %3861 ], [ %3866, %4011 ], [ %3638, %4080 ], [ %3638, %4449 ], [ %4574, %4569 ], [ %4574, %4719 ], [ %3638, %4728 ], [ %3638, %5176 ], [ %3638, %5193 ], [ %3638, %5070 ], [ %3638, %5081 ], [ %5205, %5262 ], [ %5296, %5353 ], [ %5387, %5444 ], [ %5478, %5536 ], [ %5569, %5627 ], [ %3638, %6034 ], [ %3638, %6037 ], [ %3638, %6040 ], [ %5944, %6011 ], [ %5850, %5917 ], [ %5756, %5823 ], [ %5662, %5729 ], [ %5569, %5633 ], [ %5478, %5542 ], [ %5387, %5451 ], [ %5296, %5360 ], [ %5205, %5269 ], [ %1905, %1974 ], [ %2107, %2171 ], [ %2523, %2590 ], [ %2523, %2612 ], [ %3172, %3238 ], [ %3081, %3145 ], [ %2890, %2953 ], [ %3537, %3602 ], [ %3924, %3989 ], [ %3866, %4066 ], [ %3866, %4056 ], [ %3774, %3839 ], [ %4632, %4697 ], [ %4482, %4547 ], [ %3387, %3452 ], [ %2382, %2446 ], [ %2292, %2355 ], [ %1752, %1820 ], [ %1658, %1725 ], [ %1564, %1631 ], [ %1471, %1537 ], [ %1377, %1444 ], [ %1283, %1350 ], [ %1189, %1256 ], [ %1095, %1162 ], [ %992, %1056 ], [ %901, %965 ], [ %810, %874 ], [ %719, %783 ], [ %628, %692 ], [ %538, %601 ], [ %417, %482 ], [ %327, %390 ], [ %237, %300 ], [ %28, %210 ]
  %6049 = phi ptr [ %101, %6033 ], [ %5945, %6002 ], [ %27, %203 ], [ %238, %293 ], [ %328, %383 ], [ %418, %473 ], [ %418, %513 ], [ %418, %528 ], [ %539, %595 ], [ %629, %685 ], [ %720, %776 ], [ %811, %867 ], [ %902, %958 ], [ %993, %1049 ], [ %1753, %1809 ], [ %1753, %1842 ], [ %2002, %2283 ], [ %2293, %2349 ], [ %2293, %2349 ], [ %2293, %2349 ], [ %2383, %2439 ], [ %3031, %3025 ], [ %2827, %3365 ], [ %3480, %3474 ], [ %3480, %3624 ], [ %3691, %3685 ], [ %3691, %3741 ], [ %3867, %3861 ], [ %3867, %4011 ], [ %3639, %4080 ], [ %3639, %4449 ], [ %4575, %4569 ], [ %4575, %4719 ], [ %3639, %4728 ], [ %3639, %5176 ], [ %3639, %5193 ], [ %3639, %5070 ], [ %3639, %5081 ], [ %5206, %5262 ], [ %5297, %5353 ], [ %5388, %5444 ], [ %5479, %5536 ], [ %5570, %5627 ], [ %3639, %6034 ], [ %3639, %6037 ], [ %3639, %6040 ], [ %5945, %6011 ], [ %5851, %5917 ], [ %5757, %5823 ], [ %5663, %5729 ], [ %5570, %5633 ], [ %5479, %5542 ], [ %5388, %5451 ], [ %5297, %5360 ], [ %5206, %5269 ], [ %1906, %1974 ], [ %2108, %2171 ], [ %2524, %2590 ], [ %2524, %2612 ], [ %3173, %3238 ], [ %3082, %3145 ], [ %2891, %2953 ], [ %3538, %3602 ], [ %3925, %3989 ], [ %3867, %4066 ], [ %3867, %4056 ], [ %3775, %3839 ], [ %4633, %4697 ], [ %4483, %4547 ], [ %3388, %3452 ], [ %2383, %2446 ], [ %2293, %2355 ], [ %1753, %1820 ], [ %1659, %1725 ], [ %1565, %1631 ], [ %1472, %1537 ], [ %1378, %1444 ], [ %1284, %1350 ], [ %1190, %1256 ], [ %1096, %1162 ], [ %993, %1056 ], [ %902, %965 ], [ %811, %874 ], [ %720, %783 ], [ %629, %692 ], [ %539, %601 ], [ %418, %482 ], [ %328, %390 ], [ %238, %300 ], [ %27, %210 ]
  %6050 = phi ptr [ %100, %6033 ], [ %5946, %6002 ], [ %26, %203 ], [ %239, %293 ], [ %329, %383 ], [ %419, %473 ], [ %419, %513 ], [ %419, %528 ], [ %540, %595 ], [ %630, %685 ], [ %721, %776 ], [ %812, %867 ], [ %903, %958 ], [ %994, %1049 ], [ %1754, %1809 ], [ %1754, %1842 ], [ %2003, %2283 ], [ %2294, %2349 ], [ %2294, %2349 ], [ %2294, %2349 ], [ %2384, %2439 ], [ %3032, %3025 ], [ %2828, %3365 ], [ %3481, %3474 ], [ %3481, %3624 ], [ %3692, %3685 ], [ %3692, %3741 ], [ %3868, %3861 ], [ %3868, %4011 ], [ %3640, %4080 ], [ %3640, %4449 ], [ %4576, %4569 ], [ %4576, %4719 ], [ %3640, %4728 ], [ %3640, %5176 ], [ %3640, %5193 ], [ %3640, %5070 ], [ %3640, %5081 ], [ %5207, %5262 ], [ %5298, %5353 ], [ %5389, %5444 ], [ %5480, %5536 ], [ %5571, %5627 ], [ %3640, %6034 ], [ %3640, %6037 ], [ %3640, %6040 ], [ %5946, %6011 ], [ %5852, %5917 ], [ %5758, %5823 ], [ %5664, %5729 ], [ %5571, %5633 ], [ %5480, %5542 ], [ %5389, %5451 ], [ %5298, %5360 ], [ %5207, %5269 ], [ %1907, %1974 ], [ %2109, %2171 ], [ %2525, %2590 ], [ %2525, %2612 ], [ %3174, %3238 ], [ %3083, %3145 ], [ %2892, %2953 ], [ %3539, %3602 ], [ %3926, %3989 ], [ %3868, %4066 ], [ %3868, %4056 ], [ %3776, %3839 ], [ %4634, %4697 ], [ %4484, %4547 ], [ %3389, %3452 ], [ %2384, %2446 ], [ %2294, %2355 ], [ %1754, %1820 ], [ %1660, %1725 ], [ %1566, %1631 ], [ %1473, %1537 ], [ %1379, %1444 ], [ %1285, %1350 ], [ %1191, %1256 ], [ %1097, %1162 ], [ %994, %1056 ], [ %903, %965 ], [ %812, %874 ], [ %721, %783 ], [ %630, %692 ], [ %540, %601 ], [ %419, %482 ], [ %329, %390 ], [ %239, %300 ], [ %26, %210 ]
  %6051 = phi ptr [ %99, %6033 ], [ %5947, %6002 ], [ %25, %203 ], [ %240, %293 ], [ %330, %383 ], [ %420, %473 ], [ %420, %513 ], [ %420, %528 ], [ %541, %595 ], [ %631, %685 ], [ %722, %776 ], [ %813, %867 ], [ %904, %958 ], [ %995, %1049 ], [ %1755, %1809 ], [ %1755, %1842 ], [ %2004, %2283 ], [ %2295, %2349 ], [ %2295, %2349 ], [ %2295, %2349 ], [ %2385, %2439 ], [ %3033, %3025 ], [ %2829, %3365 ], [ %3482, %3474 ], [ %3482, %3624 ], [ %3693, %3685 ], [ %3693, %3741 ], [ %3869, %3861 ], [ %3869, %4011 ], [ %3641, %4080 ], [ %3641, %4449 ], [ %4577, %4569 ], [ %4577, %4719 ], [ %3641, %4728 ], [ %3641, %5176 ], [ %3641, %5193 ], [ %3641, %5070 ], [ %3641, %5081 ], [ %5208, %5262 ], [ %5299, %5353 ], [ %5390, %5444 ], [ %5481, %5536 ], [ %5572, %5627 ], [ %3641, %6034 ], [ %3641, %6037 ], [ %3641, %6040 ], [ %5947, %6011 ], [ %5853, %5917 ], [ %5759, %5823 ], [ %5665, %5729 ], [ %5572, %5633 ], [ %5481, %5542 ], [ %5390, %5451 ], [ %5299, %5360 ], [ %5208, %5269 ], [ %1908, %1974 ], [ %2110, %2171 ], [ %2526, %2590 ], [ %2526, %2612 ], [ %3175, %3238 ], [ %3084, %3145 ], [ %2893, %2953 ], [ %3540, %3602 ], [ %3927, %3989 ], [ %3869, %4066 ], [ %3869, %4056 ], [ %3777, %3839 ], [ %4635, %4697 ], [ %4485, %4547 ], [ %3390, %3452 ], [ %2385, %2446 ], [ %2295, %2355 ], [ %1755, %1820 ], [ %1661, %1725 ], [ %1567, %1631 ], [ %1474, %1537 ], [ %1380, %1444 ], [ %1286, %1350 ], [ %1192, %1256 ], [ %1098, %1162 ], [ %995, %1056 ], [ %904, %965 ], [ %813, %874 ], [ %722, %783 ], [ %631, %692 ], [ %541, %601 ], [ %420, %482 ], [ %330, %390 ], [ %240, %300 ], [ %25, %210 ]
  %6052 = phi ptr [ %98, %6033 ], [ %5948, %6002 ], [ %24, %203 ], [ %241, %293 ], [ %331, %383 ], [ %421, %473 ], [ %421, %513 ], [ %421, %528 ], [ %542, %595 ], [ %632, %685 ], [ %723, %776 ], [ %814, %867 ], [ %905, %958 ], [ %996, %1049 ], [ %1756, %1809 ], [ %1756, %1842 ], [ %2005, %2283 ], [ %2296, %2349 ], [ %2296, %2349 ], [ %2296, %2349 ], [ %2386, %2439 ], [ %3034, %3025 ], [ %2830, %3365 ], [ %3483, %3474 ], [ %3483, %3624 ], [ %3694, %3685 ], [ %3694, %3741 ], [ %3870, %3861 ], [ %3870, %4011 ], [ %3642, %4080 ], [ %3642, %4449 ], [ %4578, %4569 ], [ %4578, %4719 ], [ %3642, %4728 ], [ %3642, %5176 ], [ %3642, %5193 ], [ %3642, %5070 ], [ %3642, %5081 ], [ %5209, %5262 ], [ %5300, %5353 ], [ %5391, %5444 ], [ %5482, %5536 ], [ %5573, %5627 ], [ %3642, %6034 ], [ %3642, %6037 ], [ %3642, %6040 ], [ %5948, %6011 ], [ %5854, %5917 ], [ %5760, %5823 ], [ %5666, %5729 ], [ %5573, %5633 ], [ %5482, %5542 ], [ %5391, %5451 ], [ %5300, %5360 ], [ %5209, %5269 ], [ %1909, %1974 ], [ %2111, %2171 ], [ %2527, %2590 ], [ %2527, %2612 ], [ %3176, %3238 ], [ %3085, %3145 ], [ %2894, %2953 ], [ %3541, %3602 ], [ %3928, %3989 ], [ %3870, %4066 ], [ %3870, %4056 ], [ %3778, %3839 ], [ %4636, %4697 ], [ %4486, %4547 ], [ %3391, %3452 ], [ %2386, %2446 ], [ %2296, %2355 ], [ %1756, %1820 ], [ %1662, %1725 ], [ %1568, %1631 ], [ %1475, %1537 ], [ %1381, %1444 ], [ %1287, %1350 ], [ %1193, %1256 ], [ %1099, %1162 ], [ %996, %1056 ], [ %905, %965 ], [ %814, %874 ], [ %723, %783 ], [ %632, %692 ], [ %542, %601 ], [ %421, %482 ], [ %331, %390 ], [ %241, %300 ], [ %24, %210 ]
  %6053 = phi ptr [ %97, %6033 ], [ %5949, %6002 ], [ %23, %203 ], [ %242, %293 ], [ %332, %383 ], [ %422, %473 ], [ %422, %513 ], [ %422, %528 ], [ %543, %595 ], [ %633, %685 ], [ %724, %776 ], [ %815, %867 ], [ %906, %958 ], [ %997, %1049 ], [ %1757, %1809 ], [ %1757, %1842 ], [ %2006, %2283 ], [ %2297, %2349 ], [ %2297, %2349 ], [ %2297, %2349 ], [ %2387, %2439 ], [ %3035, %3025 ], [ %2831, %3365 ], [ %3484, %3474 ], [ %3484, %3624 ], [ %3695, %3685 ], [ %3695, %3741 ], [ %3871, %3861 ], [ %3871, %4011 ], [ %3643, %4080 ], [ %3643, %4449 ], [ %4579, %4569 ], [ %4579, %4719 ], [ %3643, %4728 ], [ %3643, %5176 ], [ %3643, %5193 ], [ %3643, %5070 ], [ %3643, %5081 ], [ %5210, %5262 ], [ %5301, %5353 ], [ %5392, %5444 ], [ %5483, %5536 ], [ %5574, %5627 ], [ %3643, %6034 ], [ %3643, %6037 ], [ %3643, %6040 ], [ %5949, %6011 ], [ %5855, %5917 ], [ %5761, %5823 ], [ %5667, %5729 ], [ %5574, %5633 ], [ %5483, %5542 ], [ %5392, %5451 ], [ %5301, %5360 ], [ %5210, %5269 ], [ %1910, %1974 ], [ %2112, %2171 ], [ %2528, %2590 ], [ %2528, %2612 ], [ %3177, %3238 ], [ %3086, %3145 ], [ %2895, %2953 ], [ %3542, %3602 ], [ %3929, %3989 ], [ %3871, %4066 ], [ %3871, %4056 ], [ %3779, %3839 ], [ %4637, %4697 ], [ %4487, %4547 ], [ %3392, %3452 ], [ %2387, %2446 ], [ %2297, %2355 ], [ %1757, %1820 ], [ %1663, %1725 ], [ %1569, %1631 ], [ %1476, %1537 ], [ %1382, %1444 ], [ %1288, %1350 ], [ %1194, %1256 ], [ %1100, %1162 ], [ %997, %1056 ], [ %906, %965 ], [ %815, %874 ], [ %724, %783 ], [ %633, %692 ], [ %543, %601 ], [ %422, %482 ], [ %332, %390 ], [ %242, %300 ], [ %23, %210 ]
  %6054 = phi ptr [ %96, %6033 ], [ %5950, %6002 ], [ %22, %203 ], [ %243, %293 ], [ %333, %383 ], [ %423, %473 ], [ %423, %513 ], [ %423, %528 ], [ %544, %595 ], [ %634, %685 ], [ %725, %776 ], [ %816, %867 ], [ %907, %958 ], [ %998, %1049 ], [ %1758, %1809 ], [ %1758, %1842 ], [ %2007, %2283 ], [ %2298, %2349 ], [ %2298, %2349 ], [ %2298, %2349 ], [ %2388, %2439 ], [ %3036, %3025 ], [ %2832, %3365 ], [ %3485, %3474 ], [ %3485, %3624 ], [ %3696, %3685 ], [ %3696, %3741 ], [ %3872, %3861 ], [ %3872, %4011 ], [ %3644, %4080 ], [ %3644, %4449 ], [ %4580, %4569 ], [ %4580, %4719 ], [ %3644, %4728 ], [ %3644, %5176 ], [ %3644, %5193 ], [ %3644, %5070 ], [ %3644, %5081 ], [ %5211, %5262 ], [ %5302, %5353 ], [ %5393, %5444 ], [ %5484, %5536 ], [ %5575, %5627 ], [ %3644, %6034 ], [ %3644, %6037 ], [ %3644, %6040 ], [ %5950, %6011 ], [ %5856, %5917 ], [ %5762, %5823 ], [ %5668, %5729 ], [ %5575, %5633 ], [ %5484, %5542 ], [ %5393, %5451 ], [ %5302, %5360 ], [ %5211, %5269 ], [ %1911, %1974 ], [ %2113, %2171 ], [ %2529, %2590 ], [ %2529, %2612 ], [ %3178, %3238 ], [ %3087, %3145 ], [ %2896, %2953 ], [ %3543, %3602 ], [ %3930, %3989 ], [ %3872, %4066 ], [ %3872, %4056 ], [ %3780, %3839 ], [ %4638, %4697 ], [ %4488, %4547 ], [ %3393, %3452 ], [ %2388, %2446 ], [ %2298, %2355 ], [ %1758, %1820 ], [ %1664, %1725 ], [ %1570, %1631 ], [ %1477, %1537 ], [ %1383, %1444 ], [ %1289, %1350 ], [ %1195, %1256 ], [ %1101, %1162 ], [ %998, %1056 ], [ %907, %965 ], [ %816, %874 ], [ %725, %783 ], [ %634, %692 ], [ %544, %601 ], [ %423, %482 ], [ %333, %390 ], [ %243, %300 ], [ %22, %210 ]
  %6055 = phi ptr [ %95, %6033 ], [ %5951, %6002 ], [ %21, %203 ], [ %244, %293 ], [ %334, %383 ], [ %424, %473 ], [ %424, %513 ], [ %424, %528 ], [ %545, %595 ], [ %635, %685 ], [ %726, %776 ], [ %817, %867 ], [ %908, %958 ], [ %999, %1049 ], [ %1759, %1809 ], [ %1759, %1842 ], [ %2008, %2283 ], [ %2299, %2349 ], [ %2299, %2349 ], [ %2299, %2349 ], [ %2389, %2439 ], [ %3037, %3025 ], [ %2833, %3365 ], [ %3486, %3474 ], [ %3486, %3624 ], [ %3697, %3685 ], [ %3697, %3741 ], [ %3873, %3861 ], [ %3873, %4011 ], [ %3645, %4080 ], [ %3645, %4449 ], [ %4581, %4569 ], [ %4581, %4719 ], [ %3645, %4728 ], [ %3645, %5176 ], [ %3645, %5193 ], [ %3645, %5070 ], [ %3645, %5081 ], [ %5212, %5262 ], [ %5303, %5353 ], [ %5394, %5444 ], [ %5485, %5536 ], [ %5576, %5627 ], [ %3645, %6034 ], [ %3645, %6037 ], [ %3645, %6040 ], [ %5951, %6011 ], [ %5857, %5917 ], [ %5763, %5823 ], [ %5669, %5729 ], [ %5576, %5633 ], [ %5485, %5542 ], [ %5394, %5451 ], [ %5303, %5360 ], [ %5212, %5269 ], [ %1912, %1974 ], [ %2114, %2171 ], [ %2530, %2590 ], [ %2530, %2612 ], [ %3179, %3238 ], [ %3088, %3145 ], [ %2897, %2953 ], [ %3544, %3602 ], [ %3931, %3989 ], [ %3873, %4066 ], [ %3873, %4056 ], [ %3781, %3839 ], [ %4639, %4697 ], [ %4489, %4547 ], [ %3394, %3452 ], [ %2389, %2446 ], [ %2299, %2355 ], [ %1759, %1820 ], [ %1665, %1725 ], [ %1571, %1631 ], [ %1478, %1537 ], [ %1384, %1444 ], [ %1290, %1350 ], [ %1196, %1256 ], [ %1102, %1162 ], [ %999, %1056 ], [ %908, %965 ], [ %817, %874 ], [ %726, %783 ], [ %635, %692 ], [ %545, %601 ], [ %424, %482 ], [ %334, %390 ], [ %244, %300 ], [ %21, %210 ]
  %6056 = phi ptr [ %94, %6033 ], [ %5952, %6002 ], [ %20, %203 ], [ %245, %293 ], [ %335, %383 ], [ %425, %473 ], [ %425, %513 ], [ %425, %528 ], [ %546, %595 ], [ %636, %685 ], [ %727, %776 ], [ %818, %867 ], [ %909, %958 ], [ %1000, %1049 ], [ %1760, %1809 ], [ %1760, %1842 ], [ %2009, %2283 ], [ %2300, %2349 ], [ %2300, %2349 ], [ %2300, %2349 ], [ %2390, %2439 ], [ %3038, %3025 ], [ %2834, %3365 ], [ %3487, %3474 ], [ %3487, %3624 ], [ %3698, %3685 ], [ %3698, %3741 ], [ %3874, %3861 ], [ %3874, %4011 ], [ %3646, %4080 ], [ %3646, %4449 ], [ %4582, %4569 ], [ %4582, %4719 ], [ %3646, %4728 ], [ %3646, %5176 ], [ %3646, %5193 ], [ %3646, %5070 ], [ %3646, %5081 ], [ %5213, %5262 ], [ %5304, %5353 ], [ %5395, %5444 ], [ %5486, %5536 ], [ %5577, %5627 ], [ %3646, %6034 ], [ %3646, %6037 ], [ %3646, %6040 ], [ %5952, %6011 ], [ %5858, %5917 ], [ %5764, %5823 ], [ %5670, %5729 ], [ %5577, %5633 ], [ %5486, %5542 ], [ %5395, %5451 ], [ %5304, %5360 ], [ %5213, %5269 ], [ %1913, %1974 ], [ %2115, %2171 ], [ %2531, %2590 ], [ %2531, %2612 ], [ %3180, %3238 ], [ %3089, %3145 ], [ %2898, %2953 ], [ %3545, %3602 ], [ %3932, %3989 ], [ %3874, %4066 ], [ %3874, %4056 ], [ %3782, %3839 ], [ %4640, %4697 ], [ %4490, %4547 ], [ %3395, %3452 ], [ %2390, %2446 ], [ %2300, %2355 ], [ %1760, %1820 ], [ %1666, %1725 ], [ %1572, %1631 ], [ %1479, %1537 ], [ %1385, %1444 ], [ %1291, %1350 ], [ %1197, %1256 ], [ %1103, %1162 ], [ %1000, %1056 ], [ %909, %965 ], [ %818, %874 ], [ %727, %783 ], [ %636, %692 ], [ %546, %601 ], [ %425, %482 ], [ %335, %390 ], [ %245, %300 ], [ %20, %210 ]
  %6057 = phi ptr [ %93, %6033 ], [ %5953, %6002 ], [ %19, %203 ], [ %246, %293 ], [ %336, %383 ], [ %426, %473 ], [ %426, %513 ], [ %426, %528 ], [ %547, %595 ], [ %637, %685 ], [ %728, %776 ], [ %819, %867 ], [ %910, %958 ], [ %1001, %1049 ], [ %1761, %1809 ], [ %1761, %1842 ], [ %2010, %2283 ], [ %2301, %2349 ], [ %2301, %2349 ], [ %2301, %2349 ], [ %2391, %2439 ], [ %3039, %3025 ], [ %2835, %3365 ], [ %3488, %3474 ], [ %3488, %3624 ], [ %3699, %3685 ], [ %3699, %3741 ], [ %3875, %3861 ], [ %3875, %4011 ], [ %3647, %4080 ], [ %3647, %4449 ], [ %4583, %4569 ], [ %4583, %4719 ], [ %3647, %4728 ], [ %3647, %5176 ], [ %3647, %5193 ], [ %3647, %5070 ], [ %3647, %5081 ], [ %5214, %5262 ], [ %5305, %5353 ], [ %5396, %5444 ], [ %5487, %5536 ], [ %5578, %5627 ], [ %3647, %6034 ], [ %3647, %6037 ], [ %3647, %6040 ], [ %5953, %6011 ], [ %5859, %5917 ], [ %5765, %5823 ], [ %5671, %5729 ], [ %5578, %5633 ], [ %5487, %5542 ], [ %5396, %5451 ], [ %5305, %5360 ], [ %5214, %5269 ], [ %1914, %1974 ], [ %2116, %2171 ], [ %2532, %2590 ], [ %2532, %2612 ], [ %3181, %3238 ], [ %3090, %3145 ], [ %2899, %2953 ], [ %3546, %3602 ], [ %3933, %3989 ], [ %3875, %4066 ], [ %3875, %4056 ], [ %3783, %3839 ], [ %4641, %4697 ], [ %4491, %4547 ], [ %3396, %3452 ], [ %2391, %2446 ], [ %2301, %2355 ], [ %1761, %1820 ], [ %1667, %1725 ], [ %1573, %1631 ], [ %1480, %1537 ], [ %1386, %1444 ], [ %1292, %1350 ], [ %1198, %1256 ], [ %1104, %1162 ], [ %1001, %1056 ], [ %910, %965 ], [ %819, %874 ], [ %728, %783 ], [ %637, %692 ], [ %547, %601 ], [ %426, %482 ], [ %336, %390 ], [ %246, %300 ], [ %19, %210 ]
  %6058 = phi ptr [ %92, %6033 ], [ %5954, %6002 ], [ %18, %203 ], [ %247, %293 ], [ %337, %383 ], [ %427, %473 ], [ %427, %513 ], [ %427, %528 ], [ %548, %595 ], [ %638, %685 ], [ %729, %776 ], [ %820, %867 ], [ %911, %958 ], [ %1002, %1049 ], [ %1762, %1809 ], [ %1762, %1842 ], [ %2011, %2283 ], [ %2302, %2349 ], [ %2302, %2349 ], [ %2302, %2349 ], [ %2392, %2439 ], [ %3040, %3025 ], [ %2836, %3365 ], [ %3489, %3474 ], [ %3489, %3624 ], [ %3700, %3685 ], [ %3700, %3741 ], [ %3876, %3861 ], [ %3876, %4011 ], [ %3648, %4080 ], [ %3648, %4449 ], [ %4584, %4569 ], [ %4584, %4719 ], [ %3648, %4728 ], [ %3648, %5176 ], [ %3648, %5193 ], [ %3648, %5070 ], [ %3648, %5081 ], [ %5215, %5262 ], [ %5306, %5353 ], [ %5397, %5444 ], [ %5488, %5536 ], [ %5579, %5627 ], [ %3648, %6034 ], [ %3648, %6037 ], [ %3648, %6040 ], [ %5954, %6011 ], [ %5860, %5917 ], [ %5766, %5823 ], [ %5672, %5729 ], [ %5579, %5633 ], [ %5488, %5542 ], [ %5397, %5451 ], [ %5306, %5360 ], [ %5215, %5269 ], [ %1915, %1974 ], [ %2117, %2171 ], [ %2533, %2590 ], [ %2533, %2612 ], [ %3182, %3238 ], [ %3091, %3145 ], [ %2900, %2953 ], [ %3547, %3602 ], [ %3934, %3989 ], [ %3876, %4066 ], [ %3876, %4056 ], [ %3784, %3839 ], [ %4642, %4697 ], [ %4492, %4547 ], [ %3397, %3452 ], [ %2392, %2446 ], [ %2302, %2355 ], [ %1762, %1820 ], [ %1668, %1725 ], [ %1574, %1631 ], [ %1481, %1537 ], [ %1387, %1444 ], [ %1293, %1350 ], [ %1199, %1256 ], [ %1105, %1162 ], [ %1002, %1056 ], [ %911, %965 ], [ %820, %874 ], [ %729, %783 ], [ %638, %692 ], [ %548, %601 ], [ %427, %482 ], [ %337, %390 ], [ %247, %300 ], [ %18, %210 ]
  %6059 = phi ptr [ %91, %6033 ], [ %5955, %6002 ], [ %17, %203 ], [ %248, %293 ], [ %338, %383 ], [ %428, %473 ], [ %428, %513 ], [ %428, %528 ], [ %549, %595 ], [ %639, %685 ], [ %730, %776 ], [ %821, %867 ], [ %912, %958 ], [ %1003, %1049 ], [ %1763, %1809 ], [ %1763, %1842 ], [ %2012, %2283 ], [ %2303, %2349 ], [ %2303, %2349 ], [ %2303, %2349 ], [ %2393, %2439 ], [ %3041, %3025 ], [ %2837, %3365 ], [ %3490, %3474 ], [ %3490, %3624 ], [ %3701, %3685 ], [ %3701, %3741 ], [ %3877, %3861 ], [ %3877, %4011 ], [ %3649, %4080 ], [ %3649, %4449 ], [ %4585, %4569 ], [ %4585, %4719 ], [ %3649, %4728 ], [ %3649, %5176 ], [ %3649, %5193 ], [ %3649, %5070 ], [ %3649, %5081 ], [ %5216, %5262 ], [ %5307, %5353 ], [ %5398, %5444 ], [ %5489, %5536 ], [ %5580, %5627 ], [ %3649, %6034 ], [ %3649, %6037 ], [ %3649, %6040 ], [ %5955, %6011 ], [ %5861, %5917 ], [ %5767, %5823 ], [ %5673, %5729 ], [ %5580, %5633 ], [ %5489, %5542 ], [ %5398, %5451 ], [ %5307, %5360 ], [ %5216, %5269 ], [ %1916, %1974 ], [ %2118, %2171 ], [ %2534, %2590 ], [ %2534, %2612 ], [ %3183, %3238 ], [ %3092, %3145 ], [ %2901, %2953 ], [ %3548, %3602 ], [ %3935, %3989 ], [ %3877, %4066 ], [ %3877, %4056 ], [ %3785, %3839 ], [ %4643, %4697 ], [ %4493, %4547 ], [ %3398, %3452 ], [ %2393, %2446 ], [ %2303, %2355 ], [ %1763, %1820 ], [ %1669, %1725 ], [ %1575, %1631 ], [ %1482, %1537 ], [ %1388, %1444 ], [ %1294, %1350 ], [ %1200, %1256 ], [ %1106, %1162 ], [ %1003, %1056 ], [ %912, %965 ], [ %821, %874 ], [ %730, %783 ], [ %639, %692 ], [ %549, %601 ], [ %428, %482 ], [ %338, %390 ], [ %248, %300 ], [ %17, %210 ]
  %6060 = phi ptr [ %90, %6033 ], [ %5956, %6002 ], [ %16, %203 ], [ %249, %293 ], [ %339, %383 ], [ %429, %473 ], [ %429, %513 ], [ %429, %528 ], [ %550, %595 ], [ %640, %685 ], [ %731, %776 ], [ %822, %867 ], [ %913, %958 ], [ %1004, %1049 ], [ %1764, %1809 ], [ %1764, %1842 ], [ %2013, %2283 ], [ %2304, %2349 ], [ %2304, %2349 ], [ %2304, %2349 ], [ %2394, %2439 ], [ %3042, %3025 ], [ %2838, %3365 ], [ %3491, %3474 ], [ %3491, %3624 ], [ %3702, %3685 ], [ %3702, %3741 ], [ %3878, %3861 ], [ %3878, %4011 ], [ %3650, %4080 ], [ %3650, %4449 ], [ %4586, %4569 ], [ %4586, %4719 ], [ %3650, %4728 ], [ %3650, %5176 ], [ %3650, %5193 ], [ %3650, %5070 ], [ %3650, %5081 ], [ %5217, %5262 ], [ %5308, %5353 ], [ %5399, %5444 ], [ %5490, %5536 ], [ %5581, %5627 ], [ %3650, %6034 ], [ %3650, %6037 ], [ %3650, %6040 ], [ %5956, %6011 ], [ %5862, %5917 ], [ %5768, %5823 ], [ %5674, %5729 ], [ %5581, %5633 ], [ %5490, %5542 ], [ %5399, %5451 ], [ %5308, %5360 ], [ %5217, %5269 ], [ %1917, %1974 ], [ %2119, %2171 ], [ %2535, %2590 ], [ %2535, %2612 ], [ %3184, %3238 ], [ %3093, %3145 ], [ %2902, %2953 ], [ %3549, %3602 ], [ %3936, %3989 ], [ %3878, %4066 ], [ %3878, %4056 ], [ %3786, %3839 ], [ %4644, %4697 ], [ %4494, %4547 ], [ %3399, %3452 ], [ %2394, %2446 ], [ %2304, %2355 ], [ %1764, %1820 ], [ %1670, %1725 ], [ %1576, %1631 ], [ %1483, %1537 ], [ %1389, %1444 ], [ %1295, %1350 ], [ %1201, %1256 ], [ %1107, %1162 ], [ %1004, %1056 ], [ %913, %965 ], [ %822, %874 ], [ %731, %783 ], [ %640, %692 ], [ %550, %601 ], [ %429, %482 ], [ %339, %390 ], [ %249, %300 ], [ %16, %210 ]
  %6061 = phi ptr [ %89, %6033 ], [ %5957, %6002 ], [ %15, %203 ], [ %250, %293 ], [ %340, %383 ], [ %430, %473 ], [ %430, %513 ], [ %430, %528 ], [ %551, %595 ], [ %641, %685 ], [ %732, %776 ], [ %823, %867 ], [ %914, %958 ], [ %1005, %1049 ], [ %1765, %1809 ], [ %1765, %1842 ], [ %2014, %2283 ], [ %2305, %2349 ], [ %2305, %2349 ], [ %2305, %2349 ], [ %2395, %2439 ], [ %3043, %3025 ], [ %2839, %3365 ], [ %3492, %3474 ], [ %3492, %3624 ], [ %3703, %3685 ], [ %3703, %3741 ], [ %3879, %3861 ], [ %3879, %4011 ], [ %3651, %4080 ], [ %3651, %4449 ], [ %4587, %4569 ], [ %4587, %4719 ], [ %3651, %4728 ], [ %3651, %5176 ], [ %3651, %5193 ], [ %3651, %5070 ], [ %3651, %5081 ], [ %5218, %5262 ], [ %5309, %5353 ], [ %5400, %5444 ], [ %5491, %5536 ], [ %5582, %5627 ], [ %3651, %6034 ], [ %3651, %6037 ], [ %3651, %6040 ], [ %5957, %6011 ], [ %5863, %5917 ], [ %5769, %5823 ], [ %5675, %5729 ], [ %5582, %5633 ], [ %5491, %5542 ], [ %5400, %5451 ], [ %5309, %5360 ], [ %5218, %5269 ], [ %1918, %1974 ], [ %2120, %2171 ], [ %2536, %2590 ], [ %2536, %2612 ], [ %3185, %3238 ], [ %3094, %3145 ], [ %2903, %2953 ], [ %3550, %3602 ], [ %3937, %3989 ], [ %3879, %4066 ], [ %3879, %4056 ], [ %3787, %3839 ], [ %4645, %4697 ], [ %4495, %4547 ], [ %3400, %3452 ], [ %2395, %2446 ], [ %2305, %2355 ], [ %1765, %1820 ], [ %1671, %1725 ], [ %1577, %1631 ], [ %1484, %1537 ], [ %1390, %1444 ], [ %1296, %1350 ], [ %1202, %1256 ], [ %1108, %1162 ], [ %1005, %1056 ], [ %914, %965 ], [ %823, %874 ], [ %732, %783 ], [ %641, %692 ], [ %551, %601 ], [ %430, %482 ], [ %340, %390 ], [ %250, %300 ], [ %15, %210 ]
  %6062 = phi ptr [ %88, %6033 ], [ %5958, %6002 ], [ %14, %203 ], [ %251, %293 ], [ %341, %383 ], [ %431, %473 ], [ %431, %513 ], [ %431, %528 ], [ %552, %595 ], [ %642, %685 ], [ %733, %776 ], [ %824, %867 ], [ %915, %958 ], [ %1006, %1049 ], [ %1766, %1809 ], [ %1766, %1842 ], [ %2015, %2283 ], [ %2306, %2349 ], [ %2306, %2349 ], [ %2306, %2349 ], [ %2396, %2439 ], [ %3044, %3025 ], [ %2840, %3365 ], [ %3493, %3474 ], [ %3493, %3624 ], [ %3704, %3685 ], [ %3704, %3741 ], [ %3880, %3861 ], [ %3880, %4011 ], [ %3652, %4080 ], [ %3652, %4449 ], [ %4588, %4569 ], [ %4588, %4719 ], [ %3652, %4728 ], [ %3652, %5176 ], [ %3652, %5193 ], [ %3652, %5070 ], [ %3652, %5081 ], [ %5219, %5262 ], [ %5310, %5353 ], [ %5401, %5444 ], [ %5492, %5536 ], [ %5583, %5627 ], [ %3652, %6034 ], [ %3652, %6037 ], [ %3652, %6040 ], [ %5958, %6011 ], [ %5864, %5917 ], [ %5770, %5823 ], [ %5676, %5729 ], [ %5583, %5633 ], [ %5492, %5542 ], [ %5401, %5451 ], [ %5310, %5360 ], [ %5219, %5269 ], [ %1919, %1974 ], [ %2121, %2171 ], [ %2537, %2590 ], [ %2537, %2612 ], [ %3186, %3238 ], [ %3095, %3145 ], [ %2904, %2953 ], [ %3551, %3602 ], [ %3938, %3989 ], [ %3880, %4066 ], [ %3880, %4056 ], [ %3788, %3839 ], [ %4646, %4697 ], [ %4496, %4547 ], [ %3401, %3452 ], [ %2396, %2446 ], [ %2306, %2355 ], [ %1766, %1820 ], [ %1672, %1725 ], [ %1578, %1631 ], [ %1485, %1537 ], [ %1391, %1444 ], [ %1297, %1350 ], [ %1203, %1256 ], [ %1109, %1162 ], [ %1006, %1056 ], [ %915, %965 ], [ %824, %874 ], [ %733, %783 ], [ %642, %692 ], [ %552, %601 ], [ %431, %482 ], [ %341, %390 ], [ %251, %300 ], [ %14, %210 ]
  %6063 = phi ptr [ %87, %6033 ], [ %5959, %6002 ], [ %13, %203 ], [ %252, %293 ], [ %342, %383 ], [ %432, %473 ], [ %432, %513 ], [ %432, %528 ], [ %553, %595 ], [ %643, %685 ], [ %734, %776 ], [ %825, %867 ], [ %916, %958 ], [ %1007, %1049 ], [ %1767, %1809 ], [ %1767, %1842 ], [ %2016, %2283 ], [ %2307, %2349 ], [ %2307, %2349 ], [ %2307, %2349 ], [ %2397, %2439 ], [ %3045, %3025 ], [ %2841, %3365 ], [ %3494, %3474 ], [ %3494, %3624 ], [ %3705, %3685 ], [ %3705, %3741 ], [ %3881, %3861 ], [ %3881, %4011 ], [ %3653, %4080 ], [ %3653, %4449 ], [ %4589, %4569 ], [ %4589, %4719 ], [ %3653, %4728 ], [ %3653, %5176 ], [ %3653, %5193 ], [ %3653, %5070 ], [ %3653, %5081 ], [ %5220, %5262 ], [ %5311, %5353 ], [ %5402, %5444 ], [ %5493, %5536 ], [ %5584, %5627 ], [ %3653, %6034 ], [ %3653, %6037 ], [ %3653, %6040 ], [ %5959, %6011 ], [ %5865, %5917 ], [ %5771, %5823 ], [ %5677, %5729 ], [ %5584, %5633 ], [ %5493, %5542 ], [ %5402, %5451 ], [ %5311, %5360 ], [ %5220, %5269 ], [ %1920, %1974 ], [ %2122, %2171 ], [ %2538, %2590 ], [ %2538, %2612 ], [ %3187, %3238 ], [ %3096, %3145 ], [ %2905, %2953 ], [ %3552, %3602 ], [ %3939, %3989 ], [ %3881, %4066 ], [ %3881, %4056 ], [ %3789, %3839 ], [ %4647, %4697 ], [ %4497, %4547 ], [ %3402, %3452 ], [ %2397, %2446 ], [ %2307, %2355 ], [ %1767, %1820 ], [ %1673, %1725 ], [ %1579, %1631 ], [ %1486, %1537 ], [ %1392, %1444 ], [ %1298, %1350 ], [ %1204, %1256 ], [ %1110, %1162 ], [ %1007, %1056 ], [ %916, %965 ], [ %825, %874 ], [ %734, %783 ], [ %643, %692 ], [ %553, %601 ], [ %432, %482 ], [ %342, %390 ], [ %252, %300 ], [ %13, %210 ]
  %6064 = phi ptr [ %86, %6033 ], [ %5960, %6002 ], [ %12, %203 ], [ %253, %293 ], [ %343, %383 ], [ %433, %473 ], [ %433, %513 ], [ %433, %528 ], [ %554, %595 ], [ %644, %685 ], [ %735, %776 ], [ %826, %867 ], [ %917, %958 ], [ %1008, %1049 ], [ %1768, %1809 ], [ %1768, %1842 ], [ %2017, %2283 ], [ %2308, %2349 ], [ %2308, %2349 ], [ %2308, %2349 ], [ %2398, %2439 ], [ %3046, %3025 ], [ %2842, %3365 ], [ %3495, %3474 ], [ %3495, %3624 ], [ %3706, %3685 ], [ %3706, %3741 ], [ %3882, %3861 ], [ %3882, %4011 ], [ %3654, %4080 ], [ %3654, %4449 ], [ %4590, %4569 ], [ %4590, %4719 ], [ %3654, %4728 ], [ %3654, %5176 ], [ %3654, %5193 ], [ %3654, %5070 ], [ %3654, %5081 ], [ %5221, %5262 ], [ %5312, %5353 ], [ %5403, %5444 ], [ %5494, %5536 ], [ %5585, %5627 ], [ %3654, %6034 ], [ %3654, %6037 ], [ %3654, %6040 ], [ %5960, %6011 ], [ %5866, %5917 ], [ %5772, %5823 ], [ %5678, %5729 ], [ %5585, %5633 ], [ %5494, %5542 ], [ %5403, %5451 ], [ %5312, %5360 ], [ %5221, %5269 ], [ %1921, %1974 ], [ %2123, %2171 ], [ %2539, %2590 ], [ %2539, %2612 ], [ %3188, %3238 ], [ %3097, %3145 ], [ %2906, %2953 ], [ %3553, %3602 ], [ %3940, %3989 ], [ %3882, %4066 ], [ %3882, %4056 ], [ %3790, %3839 ], [ %4648, %4697 ], [ %4498, %4547 ], [ %3403, %3452 ], [ %2398, %2446 ], [ %2308, %2355 ], [ %1768, %1820 ], [ %1674, %1725 ], [ %1580, %1631 ], [ %1487, %1537 ], [ %1393, %1444 ], [ %1299, %1350 ], [ %1205, %1256 ], [ %1111, %1162 ], [ %1008, %1056 ], [ %917, %965 ], [ %826, %874 ], [ %735, %783 ], [ %644, %692 ], [ %554, %601 ], [ %433, %482 ], [ %343, %390 ], [ %253, %300 ], [ %12, %210 ]
  %6065 = phi ptr [ %85, %6033 ], [ %5961, %6002 ], [ %11, %203 ], [ %254, %293 ], [ %344, %383 ], [ %434, %473 ], [ %434, %513 ], [ %434, %528 ], [ %555, %595 ], [ %645, %685 ], [ %736, %776 ], [ %827, %867 ], [ %918, %958 ], [ %1009, %1049 ], [ %1769, %1809 ], [ %1769, %1842 ], [ %2018, %2283 ], [ %2309, %2349 ], [ %2309, %2349 ], [ %2309, %2349 ], [ %2399, %2439 ], [ %3047, %3025 ], [ %2843, %3365 ], [ %3496, %3474 ], [ %3496, %3624 ], [ %3707, %3685 ], [ %3707, %3741 ], [ %3883, %3861 ], [ %3883, %4011 ], [ %3655, %4080 ], [ %3655, %4449 ], [ %4591, %4569 ], [ %4591, %4719 ], [ %3655, %4728 ], [ %3655, %5176 ], [ %3655, %5193 ], [ %3655, %5070 ], [ %3655, %5081 ], [ %5222, %5262 ], [ %5313, %5353 ], [ %5404, %5444 ], [ %5495, %5536 ], [ %5586, %5627 ], [ %3655, %6034 ], [ %3655, %6037 ], [ %3655, %6040 ], [ %5961, %6011 ], [ %5867, %5917 ], [ %5773, %5823 ], [ %5679, %5729 ], [ %5586, %5633 ], [ %5495, %5542 ], [ %5404, %5451 ], [ %5313, %5360 ], [ %5222, %5269 ], [ %1922, %1974 ], [ %2124, %2171 ], [ %2540, %2590 ], [ %2540, %2612 ], [ %3189, %3238 ], [ %3098, %3145 ], [ %2907, %2953 ], [ %3554, %3602 ], [ %3941, %3989 ], [ %3883, %4066 ], [ %3883, %4056 ], [ %3791, %3839 ], [ %4649, %4697 ], [ %4499, %4547 ], [ %3404, %3452 ], [ %2399, %2446 ], [ %2309, %2355 ], [ %1769, %1820 ], [ %1675, %1725 ], [ %1581, %1631 ], [ %1488, %1537 ], [ %1394, %1444 ], [ %1300, %1350 ], [ %1206, %1256 ], [ %1112, %1162 ], [ %1009, %1056 ], [ %918, %965 ], [ %827, %874 ], [ %736, %783 ], [ %645, %692 ], [ %555, %601 ], [ %434, %482 ], [ %344, %390 ], [ %254, %300 ], [ %11, %210 ]
  %6066 = phi ptr [ %84, %6033 ], [ %5962, %6002 ], [ %8, %203 ], [ %255, %293 ], [ %345, %383 ], [ %435, %473 ], [ %435, %513 ], [ %435, %528 ], [ %556, %595 ], [ %646, %685 ], [ %737, %776 ], [ %828, %867 ], [ %919, %958 ], [ %1010, %1049 ], [ %1770, %1809 ], [ %1770, %1842 ], [ %2019, %2283 ], [ %2310, %2349 ], [ %2310, %2349 ], [ %2310, %2349 ], [ %2400, %2439 ], [ %3048, %3025 ], [ %2844, %3365 ], [ %3497, %3474 ], [ %3497, %3624 ], [ %3708, %3685 ], [ %3708, %3741 ], [ %3884, %3861 ], [ %3884, %4011 ], [ %3656, %4080 ], [ %3656, %4449 ], [ %4592, %4569 ], [ %4592, %4719 ], [ %3656, %4728 ], [ %3656, %5176 ], [ %3656, %5193 ], [ %3656, %5070 ], [ %3656, %5081 ], [ %5223, %5262 ], [ %5314, %5353 ], [ %5405, %5444 ], [ %5496, %5536 ], [ %5587, %5627 ], [ %3656, %6034 ], [ %3656, %6037 ], [ %3656, %6040 ], [ %5962, %6011 ], [ %5868, %5917 ], [ %5774, %5823 ], [ %5680, %5729 ], [ %5587, %5633 ], [ %5496, %5542 ], [ %5405, %5451 ], [ %5314, %5360 ], [ %5223, %5269 ], [ %1923, %1974 ], [ %2125, %2171 ], [ %2541, %2590 ], [ %2541, %2612 ], [ %3190, %3238 ], [ %3099, %3145 ], [ %2908, %2953 ], [ %3555, %3602 ], [ %3942, %3989 ], [ %3884, %4066 ], [ %3884, %4056 ], [ %3792, %3839 ], [ %4650, %4697 ], [ %4500, %4547 ], [ %3405, %3452 ], [ %2400, %2446 ], [ %2310, %2355 ], [ %1770, %1820 ], [ %1676, %1725 ], [ %1582, %1631 ], [ %1489, %1537 ], [ %1395, %1444 ], [ %1301, %1350 ], [ %1207, %1256 ], [ %1113, %1162 ], [ %1010, %1056 ], [ %919, %965 ], [ %828, %874 ], [ %737, %783 ], [ %646, %692 ], [ %556, %601 ], [ %435, %482 ], [ %345, %390 ], [ %255, %300 ], [ %8, %210 ]
  %6067 = phi ptr [ %83, %6033 ], [ %5963, %6002 ], [ %10, %203 ], [ %256, %293 ], [ %346, %383 ], [ %436, %473 ], [ %436, %513 ], [ %436, %528 ], [ %557, %595 ], [ %647, %685 ], [ %738, %776 ], [ %829, %867 ], [ %920, %958 ], [ %1011, %1049 ], [ %1771, %1809 ], [ %1771, %1842 ], [ %2020, %2283 ], [ %2311, %2349 ], [ %2311, %2349 ], [ %2311, %2349 ], [ %2401, %2439 ], [ %3049, %3025 ], [ %2845, %3365 ], [ %3498, %3474 ], [ %3498, %3624 ], [ %3709, %3685 ], [ %3709, %3741 ], [ %3885, %3861 ], [ %3885, %4011 ], [ %3657, %4080 ], [ %3657, %4449 ], [ %4593, %4569 ], [ %4593, %4719 ], [ %3657, %4728 ], [ %3657, %5176 ], [ %3657, %5193 ], [ %3657, %5070 ], [ %3657, %5081 ], [ %5224, %5262 ], [ %5315, %5353 ], [ %5406, %5444 ], [ %5497, %5536 ], [ %5588, %5627 ], [ %3657, %6034 ], [ %3657, %6037 ], [ %3657, %6040 ], [ %5963, %6011 ], [ %5869, %5917 ], [ %5775, %5823 ], [ %5681, %5729 ], [ %5588, %5633 ], [ %5497, %5542 ], [ %5406, %5451 ], [ %5315, %5360 ], [ %5224, %5269 ], [ %1924, %1974 ], [ %2126, %2171 ], [ %2542, %2590 ], [ %2542, %2612 ], [ %3191, %3238 ], [ %3100, %3145 ], [ %2909, %2953 ], [ %3556, %3602 ], [ %3943, %3989 ], [ %3885, %4066 ], [ %3885, %4056 ], [ %3793, %3839 ], [ %4651, %4697 ], [ %4501, %4547 ], [ %3406, %3452 ], [ %2401, %2446 ], [ %2311, %2355 ], [ %1771, %1820 ], [ %1677, %1725 ], [ %1583, %1631 ], [ %1490, %1537 ], [ %1396, %1444 ], [ %1302, %1350 ], [ %1208, %1256 ], [ %1114, %1162 ], [ %1011, %1056 ], [ %920, %965 ], [ %829, %874 ], [ %738, %783 ], [ %647, %692 ], [ %557, %601 ], [ %436, %482 ], [ %346, %390 ], [ %256, %300 ], [ %10, %210 ]
  %6068 = phi i32 [ %66, %6033 ], [ %5979, %6002 ], [ 0, %203 ], [ %272, %293 ], [ %362, %383 ], [ %452, %473 ], [ %452, %513 ], [ %452, %528 ], [ %573, %595 ], [ %663, %685 ], [ %754, %776 ], [ %845, %867 ], [ %936, %958 ], [ %1027, %1049 ], [ %1787, %1809 ], [ %1787, %1842 ], [ %2034, %2283 ], [ %2324, %2349 ], [ %2324, %2349 ], [ %2324, %2349 ], [ %2413, %2439 ], [ %3058, %3025 ], [ %2854, %3365 ], [ %3502, %3474 ], [ %3502, %3624 ], [ %3710, %3685 ], [ %3710, %3741 ], [ %3886, %3861 ], [ %3886, %4011 ], [ %3658, %4080 ], [ %3658, %4449 ], [ %4594, %4569 ], [ %4594, %4719 ], [ %3658, %4728 ], [ %3658, %5176 ], [ %3658, %5193 ], [ %3658, %5070 ], [ %3658, %5081 ], [ %5240, %5262 ], [ %5331, %5353 ], [ %5422, %5444 ], [ %5513, %5536 ], [ %5604, %5627 ], [ %3658, %6034 ], [ %3658, %6037 ], [ %3658, %6040 ], [ %5979, %6011 ], [ %5885, %5917 ], [ %5791, %5823 ], [ %5697, %5729 ], [ %5604, %5633 ], [ %5513, %5542 ], [ %5422, %5451 ], [ %5331, %5360 ], [ %5240, %5269 ], [ %1939, %1974 ], [ %2140, %2171 ], [ %2553, %2590 ], [ %2553, %2612 ], [ %3200, %3238 ], [ %3109, %3145 ], [ %2918, %2953 ], [ %3560, %3602 ], [ %3944, %3989 ], [ %3886, %4066 ], [ %3886, %4056 ], [ %3794, %3839 ], [ %4652, %4697 ], [ %4502, %4547 ], [ %3410, %3452 ], [ %2413, %2446 ], [ %2324, %2355 ], [ %1787, %1820 ], [ %1693, %1725 ], [ %1599, %1631 ], [ %1506, %1537 ], [ %1412, %1444 ], [ %1318, %1350 ], [ %1224, %1256 ], [ %1130, %1162 ], [ %1027, %1056 ], [ %936, %965 ], [ %845, %874 ], [ %754, %783 ], [ %663, %692 ], [ %573, %601 ], [ %452, %482 ], [ %362, %390 ], [ %272, %300 ], [ 0, %210 ]
  %6069 = phi ptr [ %82, %6033 ], [ %5987, %6002 ], [ null, %203 ], [ %280, %293 ], [ %370, %383 ], [ %460, %473 ], [ %460, %513 ], [ %460, %528 ], [ %581, %595 ], [ %671, %685 ], [ %762, %776 ], [ %853, %867 ], [ %944, %958 ], [ %1035, %1049 ], [ %1795, %1809 ], [ %1795, %1842 ], [ %2042, %2283 ], [ %2332, %2349 ], [ %2332, %2349 ], [ %2332, %2349 ], [ %2421, %2439 ], [ %3066, %3025 ], [ %2862, %3365 ], [ %3504, %3474 ], [ %3504, %3624 ], [ %3711, %3685 ], [ %3711, %3741 ], [ %3888, %3861 ], [ %3888, %4011 ], [ %3659, %4080 ], [ %3659, %4449 ], [ %4596, %4569 ], [ %4596, %4719 ], [ %3659, %4728 ], [ %3659, %5176 ], [ %3659, %5193 ], [ %3659, %5070 ], [ %3659, %5081 ], [ %5248, %5262 ], [ %5339, %5353 ], [ %5430, %5444 ], [ %5521, %5536 ], [ %5612, %5627 ], [ %3659, %6034 ], [ %3659, %6037 ], [ %3659, %6040 ], [ %5987, %6011 ], [ %5893, %5917 ], [ %5799, %5823 ], [ %5705, %5729 ], [ %5612, %5633 ], [ %5521, %5542 ], [ %5430, %5451 ], [ %5339, %5360 ], [ %5248, %5269 ], [ %1947, %1974 ], [ %2148, %2171 ], [ %2561, %2590 ], [ %2561, %2612 ], [ %3208, %3238 ], [ %3117, %3145 ], [ %2926, %2953 ], [ %3562, %3602 ], [ %3946, %3989 ], [ %3888, %4066 ], [ %3888, %4056 ], [ %3795, %3839 ], [ %4654, %4697 ], [ %4503, %4547 ], [ %3413, %3452 ], [ %2421, %2446 ], [ %2332, %2355 ], [ %1795, %1820 ], [ %1701, %1725 ], [ %1607, %1631 ], [ %1514, %1537 ], [ %1420, %1444 ], [ %1326, %1350 ], [ %1232, %1256 ], [ %1138, %1162 ], [ %1035, %1056 ], [ %944, %965 ], [ %853, %874 ], [ %762, %783 ], [ %671, %692 ], [ %581, %601 ], [ %460, %482 ], [ %370, %390 ], [ %280, %300 ], [ null, %210 ], !dbg !414
  %6070 = phi ptr [ %80, %6033 ], [ %5986, %6002 ], [ null, %203 ], [ %279, %293 ], [ %369, %383 ], [ %459, %473 ], [ %459, %513 ], [ %459, %528 ], [ %580, %595 ], [ %670, %685 ], [ %761, %776 ], [ %852, %867 ], [ %943, %958 ], [ %1034, %1049 ], [ %1794, %1809 ], [ %1794, %1842 ], [ %2041, %2283 ], [ %2331, %2349 ], [ %2331, %2349 ], [ %2331, %2349 ], [ %2420, %2439 ], [ %3065, %3025 ], [ %2861, %3365 ], [ %3505, %3474 ], [ %3505, %3624 ], [ %3712, %3685 ], [ %3712, %3741 ], [ %3889, %3861 ], [ %3889, %4011 ], [ %3660, %4080 ], [ %3660, %4449 ], [ %4597, %4569 ], [ %4597, %4719 ], [ %3660, %4728 ], [ %3660, %5176 ], [ %3660, %5193 ], [ %3660, %5070 ], [ %3660, %5081 ], [ %5247, %5262 ], [ %5338, %5353 ], [ %5429, %5444 ], [ %5520, %5536 ], [ %5611, %5627 ], [ %3660, %6034 ], [ %3660, %6037 ], [ %3660, %6040 ], [ %5986, %6011 ], [ %5892, %5917 ], [ %5798, %5823 ], [ %5704, %5729 ], [ %5611, %5633 ], [ %5520, %5542 ], [ %5429, %5451 ], [ %5338, %5360 ], [ %5247, %5269 ], [ %1946, %1974 ], [ %2147, %2171 ], [ %2560, %2590 ], [ %2560, %2612 ], [ %3207, %3238 ], [ %3116, %3145 ], [ %2925, %2953 ], [ %3563, %3602 ], [ %3947, %3989 ], [ %3889, %4066 ], [ %3889, %4056 ], [ %3796, %3839 ], [ %4655, %4697 ], [ %4504, %4547 ], [ %3414, %3452 ], [ %2420, %2446 ], [ %2331, %2355 ], [ %1794, %1820 ], [ %1700, %1725 ], [ %1606, %1631 ], [ %1513, %1537 ], [ %1419, %1444 ], [ %1325, %1350 ], [ %1231, %1256 ], [ %1137, %1162 ], [ %1034, %1056 ], [ %943, %965 ], [ %852, %874 ], [ %761, %783 ], [ %670, %692 ], [ %580, %601 ], [ %459, %482 ], [ %369, %390 ], [ %279, %300 ], [ null, %210 ], !dbg !414
  %6071 = phi ptr [ %78, %6033 ], [ %5985, %6002 ], [ null, %203 ], [ %278, %293 ], [ %368, %383 ], [ %458, %473 ], [ %458, %513 ], [ %458, %528 ], [ %579, %595 ], [ %669, %685 ], [ %760, %776 ], [ %851, %867 ], [ %942, %958 ], [ %1033, %1049 ], [ %1793, %1809 ], [ %1793, %1842 ], [ %2040, %2283 ], [ %2330, %2349 ], [ %2330, %2349 ], [ %2330, %2349 ], [ %2419, %2439 ], [ %3064, %3025 ], [ %2860, %3365 ], [ %3506, %3474 ], [ %3506, %3624 ], [ %3713, %3685 ], [ %3713, %3741 ], [ %3890, %3861 ], [ %3890, %4011 ], [ %3661, %4080 ], [ %3661, %4449 ], [ %4598, %4569 ], [ %4598, %4719 ], [ %3661, %4728 ], [ %3661, %5176 ], [ %3661, %5193 ], [ %3661, %5070 ], [ %3661, %5081 ], [ %5246, %5262 ], [ %5337, %5353 ], [ %5428, %5444 ], [ %5519, %5536 ], [ %5610, %5627 ], [ %3661, %6034 ], [ %3661, %6037 ], [ %3661, %6040 ], [ %5985, %6011 ], [ %5891, %5917 ], [ %5797, %5823 ], [ %5703, %5729 ], [ %5610, %5633 ], [ %5519, %5542 ], [ %5428, %5451 ], [ %5337, %5360 ], [ %5246, %5269 ], [ %1945, %1974 ], [ %2146, %2171 ], [ %2559, %2590 ], [ %2559, %2612 ], [ %3206, %3238 ], [ %3115, %3145 ], [ %2924, %2953 ], [ %3564, %3602 ], [ %3948, %3989 ], [ %3890, %4066 ], [ %3890, %4056 ], [ %3797, %3839 ], [ %4656, %4697 ], [ %4505, %4547 ], [ %3415, %3452 ], [ %2419, %2446 ], [ %2330, %2355 ], [ %1793, %1820 ], [ %1699, %1725 ], [ %1605, %1631 ], [ %1512, %1537 ], [ %1418, %1444 ], [ %1324, %1350 ], [ %1230, %1256 ], [ %1136, %1162 ], [ %1033, %1056 ], [ %942, %965 ], [ %851, %874 ], [ %760, %783 ], [ %669, %692 ], [ %579, %601 ], [ %458, %482 ], [ %368, %390 ], [ %278, %300 ], [ null, %210 ], !dbg !414
  %6072 = phi i32 [ %76, %6033 ], [ %5984, %6002 ], [ 0, %203 ], [ %277, %293 ], [ %367, %383 ], [ %457, %473 ], [ %457, %513 ], [ %457, %528 ], [ %578, %595 ], [ %668, %685 ], [ %759, %776 ], [ %850, %867 ], [ %941, %958 ], [ %1032, %1049 ], [ %1792, %1809 ], [ %1792, %1842 ], [ %2039, %2283 ], [ %2329, %2349 ], [ %2329, %2349 ], [ %2329, %2349 ], [ %2418, %2439 ], [ %3063, %3025 ], [ %2859, %3365 ], [ %3507, %3474 ], [ %3507, %3624 ], [ %3714, %3685 ], [ %3714, %3741 ], [ %3891, %3861 ], [ %3891, %4011 ], [ %3662, %4080 ], [ %3662, %4449 ], [ %4599, %4569 ], [ %4599, %4719 ], [ %3662, %4728 ], [ %3662, %5176 ], [ %3662, %5193 ], [ %3662, %5070 ], [ %3662, %5081 ], [ %5245, %5262 ], [ %5336, %5353 ], [ %5427, %5444 ], [ %5518, %5536 ], [ %5609, %5627 ], [ %3662, %6034 ], [ %3662, %6037 ], [ %3662, %6040 ], [ %5984, %6011 ], [ %5890, %5917 ], [ %5796, %5823 ], [ %5702, %5729 ], [ %5609, %5633 ], [ %5518, %5542 ], [ %5427, %5451 ], [ %5336, %5360 ], [ %5245, %5269 ], [ %1944, %1974 ], [ %2145, %2171 ], [ %2558, %2590 ], [ %2558, %2612 ], [ %3205, %3238 ], [ %3114, %3145 ], [ %2923, %2953 ], [ %3565, %3602 ], [ %3949, %3989 ], [ %3891, %4066 ], [ %3891, %4056 ], [ %3798, %3839 ], [ %4657, %4697 ], [ %4506, %4547 ], [ %3416, %3452 ], [ %2418, %2446 ], [ %2329, %2355 ], [ %1792, %1820 ], [ %1698, %1725 ], [ %1604, %1631 ], [ %1511, %1537 ], [ %1417, %1444 ], [ %1323, %1350 ], [ %1229, %1256 ], [ %1135, %1162 ], [ %1032, %1056 ], [ %941, %965 ], [ %850, %874 ], [ %759, %783 ], [ %668, %692 ], [ %578, %601 ], [ %457, %482 ], [ %367, %390 ], [ %277, %300 ], [ 0, %210 ], !dbg !414
  %6073 = phi i32 [ %74, %6033 ], [ %5983, %6002 ], [ 0, %203 ], [ %276, %293 ], [ %366, %383 ], [ %456, %473 ], [ %456, %513 ], [ %456, %528 ], [ %577, %595 ], [ %667, %685 ], [ %758, %776 ], [ %849, %867 ], [ %940, %958 ], [ %1031, %1049 ], [ %1791, %1809 ], [ %1791, %1842 ], [ %2038, %2283 ], [ %2328, %2349 ], [ %2328, %2349 ], [ %2328, %2349 ], [ %2417, %2439 ], [ %3062, %3025 ], [ %2858, %3365 ], [ %3508, %3474 ], [ %3508, %3624 ], [ %3715, %3685 ], [ %3715, %3741 ], [ %3892, %3861 ], [ %3892, %4011 ], [ %3663, %4080 ], [ %3663, %4449 ], [ %4600, %4569 ], [ %4600, %4719 ], [ %3663, %4728 ], [ %3663, %5176 ], [ %3663, %5193 ], [ %3663, %5070 ], [ %3663, %5081 ], [ %5244, %5262 ], [ %5335, %5353 ], [ %5426, %5444 ], [ %5517, %5536 ], [ %5608, %5627 ], [ %3663, %6034 ], [ %3663, %6037 ], [ %3663, %6040 ], [ %5983, %6011 ], [ %5889, %5917 ], [ %5795, %5823 ], [ %5701, %5729 ], [ %5608, %5633 ], [ %5517, %5542 ], [ %5426, %5451 ], [ %5335, %5360 ], [ %5244, %5269 ], [ %1943, %1974 ], [ %2144, %2171 ], [ %2557, %2590 ], [ %2557, %2612 ], [ %3204, %3238 ], [ %3113, %3145 ], [ %2922, %2953 ], [ %3566, %3602 ], [ %3950, %3989 ], [ %3892, %4066 ], [ %3892, %4056 ], [ %3799, %3839 ], [ %4658, %4697 ], [ %4507, %4547 ], [ %3417, %3452 ], [ %2417, %2446 ], [ %2328, %2355 ], [ %1791, %1820 ], [ %1697, %1725 ], [ %1603, %1631 ], [ %1510, %1537 ], [ %1416, %1444 ], [ %1322, %1350 ], [ %1228, %1256 ], [ %1134, %1162 ], [ %1031, %1056 ], [ %940, %965 ], [ %849, %874 ], [ %758, %783 ], [ %667, %692 ], [ %577, %601 ], [ %456, %482 ], [ %366, %390 ], [ %276, %300 ], [ 0, %210 ], !dbg !414
  %6074 = phi i32 [ %72, %6033 ], [ %5982, %6002 ], [ 0, %203 ], [ %275, %293 ], [ %365, %383 ], [ %455, %473 ], [ %455, %513 ], [ %455, %528 ], [ %576, %595 ], [ %666, %685 ], [ %757, %776 ], [ %848, %867 ], [ %939, %958 ], [ %1030, %1049 ], [ %1790, %1809 ], [ %1790, %1842 ], [ %2037, %2283 ], [ %2327, %2349 ], [ %2327, %2349 ], [ %2327, %2349 ], [ %2416, %2439 ], [ %3061, %3025 ], [ %2857, %3365 ], [ %3509, %3474 ], [ %3509, %3624 ], [ %3716, %3685 ], [ %3716, %3741 ], [ %3893, %3861 ], [ %3893, %4011 ], [ %3664, %4080 ], [ %3664, %4449 ], [ %4601, %4569 ], [ %4601, %4719 ], [ %3664, %4728 ], [ %3664, %5176 ], [ %3664, %5193 ], [ %3664, %5070 ], [ %3664, %5081 ], [ %5243, %5262 ], [ %5334, %5353 ], [ %5425, %5444 ], [ %5516, %5536 ], [ %5607, %5627 ], [ %3664, %6034 ], [ %3664, %6037 ], [ %3664, %6040 ], [ %5982, %6011 ], [ %5888, %5917 ], [ %5794, %5823 ], [ %5700, %5729 ], [ %5607, %5633 ], [ %5516, %5542 ], [ %5425, %5451 ], [ %5334, %5360 ], [ %5243, %5269 ], [ %1942, %1974 ], [ %2143, %2171 ], [ %2556, %2590 ], [ %2556, %2612 ], [ %3203, %3238 ], [ %3112, %3145 ], [ %2921, %2953 ], [ %3567, %3602 ], [ %3951, %3989 ], [ %3893, %4066 ], [ %3893, %4056 ], [ %3800, %3839 ], [ %4659, %4697 ], [ %4508, %4547 ], [ %3412, %3452 ], [ %2416, %2446 ], [ %2327, %2355 ], [ %1790, %1820 ], [ %1696, %1725 ], [ %1602, %1631 ], [ %1509, %1537 ], [ %1415, %1444 ], [ %1321, %1350 ], [ %1227, %1256 ], [ %1133, %1162 ], [ %1030, %1056 ], [ %939, %965 ], [ %848, %874 ], [ %757, %783 ], [ %666, %692 ], [ %576, %601 ], [ %455, %482 ], [ %365, %390 ], [ %275, %300 ], [ 0, %210 ], !dbg !414
  %6075 = phi i32 [ %70, %6033 ], [ %5981, %6002 ], [ 0, %203 ], [ %274, %293 ], [ %364, %383 ], [ %454, %473 ], [ %454, %513 ], [ %454, %528 ], [ %575, %595 ], [ %665, %685 ], [ %756, %776 ], [ %847, %867 ], [ %938, %958 ], [ %1029, %1049 ], [ %1789, %1809 ], [ %1789, %1842 ], [ %2036, %2283 ], [ %2326, %2349 ], [ %2326, %2349 ], [ %2326, %2349 ], [ %2415, %2439 ], [ %3060, %3025 ], [ %2856, %3365 ], [ %3510, %3474 ], [ %3510, %3624 ], [ %3717, %3685 ], [ %3717, %3741 ], [ %3894, %3861 ], [ %3894, %4011 ], [ %3665, %4080 ], [ %3665, %4449 ], [ %4602, %4569 ], [ %4602, %4719 ], [ %3665, %4728 ], [ %3665, %5176 ], [ %3665, %5193 ], [ %3665, %5070 ], [ %3665, %5081 ], [ %5242, %5262 ], [ %5333, %5353 ], [ %5424, %5444 ], [ %5515, %5536 ], [ %5606, %5627 ], [ %3665, %6034 ], [ %3665, %6037 ], [ %3665, %6040 ], [ %5981, %6011 ], [ %5887, %5917 ], [ %5793, %5823 ], [ %5699, %5729 ], [ %5606, %5633 ], [ %5515, %5542 ], [ %5424, %5451 ], [ %5333, %5360 ], [ %5242, %5269 ], [ %1941, %1974 ], [ %2142, %2171 ], [ %2555, %2590 ], [ %2555, %2612 ], [ %3202, %3238 ], [ %3111, %3145 ], [ %2920, %2953 ], [ %3568, %3602 ], [ %3952, %3989 ], [ %3894, %4066 ], [ %3894, %4056 ], [ %3801, %3839 ], [ %4660, %4697 ], [ %4509, %4547 ], [ %3411, %3452 ], [ %2415, %2446 ], [ %2326, %2355 ], [ %1789, %1820 ], [ %1695, %1725 ], [ %1601, %1631 ], [ %1508, %1537 ], [ %1414, %1444 ], [ %1320, %1350 ], [ %1226, %1256 ], [ %1132, %1162 ], [ %1029, %1056 ], [ %938, %965 ], [ %847, %874 ], [ %756, %783 ], [ %665, %692 ], [ %575, %601 ], [ %454, %482 ], [ %364, %390 ], [ %274, %300 ], [ 0, %210 ], !dbg !414
  %6076 = phi i32 [ %68, %6033 ], [ %5980, %6002 ], [ 0, %203 ], [ %273, %293 ], [ %363, %383 ], [ %453, %473 ], [ %453, %513 ], [ %453, %528 ], [ %574, %595 ], [ %664, %685 ], [ %755, %776 ], [ %846, %867 ], [ %937, %958 ], [ %1028, %1049 ], [ %1788, %1809 ], [ %1788, %1842 ], [ %2035, %2283 ], [ %2325, %2349 ], [ %2325, %2349 ], [ %2325, %2349 ], [ %2414, %2439 ], [ %3059, %3025 ], [ %2855, %3365 ], [ %3511, %3474 ], [ %3511, %3624 ], [ %3718, %3685 ], [ %3718, %3741 ], [ %3895, %3861 ], [ %3895, %4011 ], [ %3666, %4080 ], [ %3666, %4449 ], [ %4603, %4569 ], [ %4603, %4719 ], [ %3666, %4728 ], [ %3666, %5176 ], [ %3666, %5193 ], [ %3666, %5070 ], [ %3666, %5081 ], [ %5241, %5262 ], [ %5332, %5353 ], [ %5423, %5444 ], [ %5514, %5536 ], [ %5605, %5627 ], [ %3666, %6034 ], [ %3666, %6037 ], [ %3666, %6040 ], [ %5980, %6011 ], [ %5886, %5917 ], [ %5792, %5823 ], [ %5698, %5729 ], [ %5605, %5633 ], [ %5514, %5542 ], [ %5423, %5451 ], [ %5332, %5360 ], [ %5241, %5269 ], [ %1940, %1974 ], [ %2141, %2171 ], [ %2554, %2590 ], [ %2554, %2612 ], [ %3201, %3238 ], [ %3110, %3145 ], [ %2919, %2953 ], [ %3569, %3602 ], [ %3953, %3989 ], [ %3895, %4066 ], [ %3895, %4056 ], [ %3802, %3839 ], [ %4661, %4697 ], [ %4510, %4547 ], [ %3418, %3452 ], [ %2414, %2446 ], [ %2325, %2355 ], [ %1788, %1820 ], [ %1694, %1725 ], [ %1600, %1631 ], [ %1507, %1537 ], [ %1413, %1444 ], [ %1319, %1350 ], [ %1225, %1256 ], [ %1131, %1162 ], [ %1028, %1056 ], [ %937, %965 ], [ %846, %874 ], [ %755, %783 ], [ %664, %692 ], [ %574, %601 ], [ %453, %482 ], [ %363, %390 ], [ %273, %300 ], [ 0, %210 ], !dbg !414
  %6077 = phi i32 [ %64, %6033 ], [ %5978, %6002 ], [ 0, %203 ], [ %271, %293 ], [ %361, %383 ], [ %451, %473 ], [ %451, %513 ], [ %451, %528 ], [ %572, %595 ], [ %662, %685 ], [ %753, %776 ], [ %844, %867 ], [ %935, %958 ], [ %1026, %1049 ], [ %1786, %1809 ], [ %1786, %1842 ], [ %2033, %2283 ], [ %2323, %2349 ], [ %2323, %2349 ], [ %2323, %2349 ], [ %2412, %2439 ], [ %3067, %3025 ], [ %2863, %3365 ], [ %3512, %3474 ], [ %3512, %3624 ], [ %3719, %3685 ], [ %3719, %3741 ], [ %3896, %3861 ], [ %3896, %4011 ], [ %3667, %4080 ], [ %3667, %4449 ], [ %4604, %4569 ], [ %4604, %4719 ], [ %3667, %4728 ], [ %3667, %5176 ], [ %3667, %5193 ], [ %3667, %5070 ], [ %3667, %5081 ], [ %5239, %5262 ], [ %5330, %5353 ], [ %5421, %5444 ], [ %5512, %5536 ], [ %5603, %5627 ], [ %3667, %6034 ], [ %3667, %6037 ], [ %3667, %6040 ], [ %5978, %6011 ], [ %5884, %5917 ], [ %5790, %5823 ], [ %5696, %5729 ], [ %5603, %5633 ], [ %5512, %5542 ], [ %5421, %5451 ], [ %5330, %5360 ], [ %5239, %5269 ], [ %1938, %1974 ], [ %2139, %2171 ], [ %2552, %2590 ], [ %2552, %2612 ], [ %3210, %3238 ], [ %3118, %3145 ], [ %2927, %2953 ], [ %3570, %3602 ], [ %3954, %3989 ], [ %3896, %4066 ], [ %3896, %4056 ], [ %3803, %3839 ], [ %4662, %4697 ], [ %4511, %4547 ], [ %3419, %3452 ], [ %2412, %2446 ], [ %2323, %2355 ], [ %1786, %1820 ], [ %1692, %1725 ], [ %1598, %1631 ], [ %1505, %1537 ], [ %1411, %1444 ], [ %1317, %1350 ], [ %1223, %1256 ], [ %1129, %1162 ], [ %1026, %1056 ], [ %935, %965 ], [ %844, %874 ], [ %753, %783 ], [ %662, %692 ], [ %572, %601 ], [ %451, %482 ], [ %361, %390 ], [ %271, %300 ], [ 0, %210 ], !dbg !414
  %6078 = phi i32 [ %62, %6033 ], [ %5977, %6002 ], [ 0, %203 ], [ %270, %293 ], [ %360, %383 ], [ %450, %473 ], [ %450, %513 ], [ %450, %528 ], [ %571, %595 ], [ %661, %685 ], [ %752, %776 ], [ %843, %867 ], [ %934, %958 ], [ %1025, %1049 ], [ %1785, %1809 ], [ %1785, %1842 ], [ %2032, %2283 ], [ %2322, %2349 ], [ %2322, %2349 ], [ %2322, %2349 ], [ %2411, %2439 ], [ %3057, %3025 ], [ %2853, %3365 ], [ %3501, %3474 ], [ %3501, %3624 ], [ %3720, %3685 ], [ %3737, %3741 ], [ %3897, %3861 ], [ %3897, %4011 ], [ %3668, %4080 ], [ %3668, %4449 ], [ %4605, %4569 ], [ %4605, %4719 ], [ %3668, %4728 ], [ %3668, %5176 ], [ %3668, %5193 ], [ %3668, %5070 ], [ %3668, %5081 ], [ %5238, %5262 ], [ %5329, %5353 ], [ %5420, %5444 ], [ %5511, %5536 ], [ %5602, %5627 ], [ %3668, %6034 ], [ %3668, %6037 ], [ %3668, %6040 ], [ %5977, %6011 ], [ %5883, %5917 ], [ %5789, %5823 ], [ %5695, %5729 ], [ %5602, %5633 ], [ %5511, %5542 ], [ %5420, %5451 ], [ %5329, %5360 ], [ %5238, %5269 ], [ %1937, %1974 ], [ %2138, %2171 ], [ %2551, %2590 ], [ %2551, %2612 ], [ %3199, %3238 ], [ %3108, %3145 ], [ %2917, %2953 ], [ %3559, %3602 ], [ %3955, %3989 ], [ %3897, %4066 ], [ %3897, %4056 ], [ %3804, %3839 ], [ %4663, %4697 ], [ %4512, %4547 ], [ %3409, %3452 ], [ %2411, %2446 ], [ %2322, %2355 ], [ %1785, %1820 ], [ %1691, %1725 ], [ %1597, %1631 ], [ %1504, %1537 ], [ %1410, %1444 ], [ %1316, %1350 ], [ %1222, %1256 ], [ %1128, %1162 ], [ %1025, %1056 ], [ %934, %965 ], [ %843, %874 ], [ %752, %783 ], [ %661, %692 ], [ %571, %601 ], [ %450, %482 ], [ %360, %390 ], [ %270, %300 ], [ 0, %210 ], !dbg !414
  %6079 = phi i32 [ %60, %6033 ], [ %5976, %6002 ], [ 0, %203 ], [ %269, %293 ], [ %359, %383 ], [ %449, %473 ], [ %449, %513 ], [ %449, %528 ], [ %570, %595 ], [ %660, %685 ], [ %751, %776 ], [ %842, %867 ], [ %933, %958 ], [ %1024, %1049 ], [ %1784, %1809 ], [ %1784, %1842 ], [ %2031, %2283 ], [ %2321, %2349 ], [ %2321, %2349 ], [ %2321, %2349 ], [ %2410, %2439 ], [ %3056, %3025 ], [ %2852, %3365 ], [ %3500, %3474 ], [ %3500, %3624 ], [ %3721, %3685 ], [ %3739, %3741 ], [ %3898, %3861 ], [ %3898, %4011 ], [ %3669, %4080 ], [ %3669, %4449 ], [ %4606, %4569 ], [ %4606, %4719 ], [ %3669, %4728 ], [ %3669, %5176 ], [ %3669, %5193 ], [ %3669, %5070 ], [ %3669, %5081 ], [ %5237, %5262 ], [ %5328, %5353 ], [ %5419, %5444 ], [ %5510, %5536 ], [ %5601, %5627 ], [ %3669, %6034 ], [ %3669, %6037 ], [ %3669, %6040 ], [ %5976, %6011 ], [ %5882, %5917 ], [ %5788, %5823 ], [ %5694, %5729 ], [ %5601, %5633 ], [ %5510, %5542 ], [ %5419, %5451 ], [ %5328, %5360 ], [ %5237, %5269 ], [ %1936, %1974 ], [ %2137, %2171 ], [ %2550, %2590 ], [ %2550, %2612 ], [ %3198, %3238 ], [ %3107, %3145 ], [ %2916, %2953 ], [ %3558, %3602 ], [ %3956, %3989 ], [ %4068, %4066 ], [ %4058, %4056 ], [ %3805, %3839 ], [ %4664, %4697 ], [ %4513, %4547 ], [ %3408, %3452 ], [ %2410, %2446 ], [ %2321, %2355 ], [ %1784, %1820 ], [ %1690, %1725 ], [ %1596, %1631 ], [ %1503, %1537 ], [ %1409, %1444 ], [ %1315, %1350 ], [ %1221, %1256 ], [ %1127, %1162 ], [ %1024, %1056 ], [ %933, %965 ], [ %842, %874 ], [ %751, %783 ], [ %660, %692 ], [ %570, %601 ], [ %449, %482 ], [ %359, %390 ], [ %269, %300 ], [ 0, %210 ], !dbg !414
  %6080 = phi i32 [ %58, %6033 ], [ %5975, %6002 ], [ 0, %203 ], [ %268, %293 ], [ %358, %383 ], [ %448, %473 ], [ %448, %513 ], [ %448, %528 ], [ %569, %595 ], [ %659, %685 ], [ %750, %776 ], [ %841, %867 ], [ %932, %958 ], [ %1023, %1049 ], [ %1783, %1809 ], [ %1783, %1842 ], [ %2030, %2283 ], [ %2320, %2349 ], [ %2320, %2349 ], [ %2320, %2349 ], [ %2409, %2439 ], [ %3055, %3025 ], [ 0, %3365 ], [ %3513, %3474 ], [ %3513, %3624 ], [ %3722, %3685 ], [ %3722, %3741 ], [ %3899, %3861 ], [ %3899, %4011 ], [ %3670, %4080 ], [ %4447, %4449 ], [ %4607, %4569 ], [ %4607, %4719 ], [ %3670, %4728 ], [ %3670, %5176 ], [ %3670, %5193 ], [ %3670, %5070 ], [ %3670, %5081 ], [ %5236, %5262 ], [ %5327, %5353 ], [ %5418, %5444 ], [ %5509, %5536 ], [ %5600, %5627 ], [ %3670, %6034 ], [ %3670, %6037 ], [ %3670, %6040 ], [ %5975, %6011 ], [ %5881, %5917 ], [ %5787, %5823 ], [ %5693, %5729 ], [ %5600, %5633 ], [ %5509, %5542 ], [ %5418, %5451 ], [ %5327, %5360 ], [ %5236, %5269 ], [ %1935, %1974 ], [ %2136, %2171 ], [ %2549, %2590 ], [ %2549, %2612 ], [ %3197, %3238 ], [ %3106, %3145 ], [ %2915, %2953 ], [ %3571, %3602 ], [ %3957, %3989 ], [ %4054, %4066 ], [ %4047, %4056 ], [ %3806, %3839 ], [ %4665, %4697 ], [ %4514, %4547 ], [ %3420, %3452 ], [ %2409, %2446 ], [ %2320, %2355 ], [ %1783, %1820 ], [ %1689, %1725 ], [ %1595, %1631 ], [ %1502, %1537 ], [ %1408, %1444 ], [ %1314, %1350 ], [ %1220, %1256 ], [ %1126, %1162 ], [ %1023, %1056 ], [ %932, %965 ], [ %841, %874 ], [ %750, %783 ], [ %659, %692 ], [ %569, %601 ], [ %448, %482 ], [ %358, %390 ], [ %268, %300 ], [ 0, %210 ], !dbg !414
  %6081 = phi i32 [ %56, %6033 ], [ %5974, %6002 ], [ 0, %203 ], [ %267, %293 ], [ %357, %383 ], [ %447, %473 ], [ %447, %513 ], [ %447, %528 ], [ %568, %595 ], [ %658, %685 ], [ %749, %776 ], [ %840, %867 ], [ %931, %958 ], [ %1022, %1049 ], [ %1782, %1809 ], [ %1782, %1842 ], [ %2029, %2283 ], [ %2319, %2349 ], [ %2319, %2349 ], [ %2319, %2349 ], [ %2408, %2439 ], [ %3054, %3025 ], [ %3327, %3365 ], [ %3514, %3474 ], [ %3514, %3624 ], [ %3723, %3685 ], [ %3723, %3741 ], [ %3900, %3861 ], [ %3900, %4011 ], [ %3671, %4080 ], [ %3671, %4449 ], [ %4608, %4569 ], [ %4608, %4719 ], [ %3671, %4728 ], [ %3671, %5176 ], [ %3671, %5193 ], [ %3671, %5070 ], [ %3671, %5081 ], [ %5235, %5262 ], [ %5326, %5353 ], [ %5417, %5444 ], [ %5508, %5536 ], [ %5599, %5627 ], [ %3671, %6034 ], [ %3671, %6037 ], [ %3671, %6040 ], [ %5974, %6011 ], [ %5880, %5917 ], [ %5786, %5823 ], [ %5692, %5729 ], [ %5599, %5633 ], [ %5508, %5542 ], [ %5417, %5451 ], [ %5326, %5360 ], [ %5235, %5269 ], [ %1934, %1974 ], [ %2135, %2171 ], [ %2548, %2590 ], [ %2548, %2612 ], [ %3196, %3238 ], [ %3105, %3145 ], [ %2914, %2953 ], [ %3572, %3602 ], [ %3958, %3989 ], [ %3900, %4066 ], [ %3900, %4056 ], [ %3807, %3839 ], [ %4666, %4697 ], [ %4515, %4547 ], [ %3421, %3452 ], [ %2408, %2446 ], [ %2319, %2355 ], [ %1782, %1820 ], [ %1688, %1725 ], [ %1594, %1631 ], [ %1501, %1537 ], [ %1407, %1444 ], [ %1313, %1350 ], [ %1219, %1256 ], [ %1125, %1162 ], [ %1022, %1056 ], [ %931, %965 ], [ %840, %874 ], [ %749, %783 ], [ %658, %692 ], [ %568, %601 ], [ %447, %482 ], [ %357, %390 ], [ %267, %300 ], [ 0, %210 ], !dbg !414
  %6082 = phi i32 [ %54, %6033 ], [ %5973, %6002 ], [ 0, %203 ], [ %266, %293 ], [ %356, %383 ], [ %446, %473 ], [ %446, %513 ], [ %446, %528 ], [ %567, %595 ], [ %657, %685 ], [ %748, %776 ], [ %839, %867 ], [ %930, %958 ], [ %1021, %1049 ], [ %1781, %1809 ], [ %1781, %1842 ], [ %2028, %2283 ], [ %2318, %2349 ], [ %2318, %2349 ], [ %2318, %2349 ], [ %2407, %2439 ], [ %3053, %3025 ], [ %2849, %3365 ], [ %3499, %3474 ], [ %3499, %3624 ], [ %3724, %3685 ], [ %3724, %3741 ], [ %3901, %3861 ], [ %3901, %4011 ], [ %3672, %4080 ], [ %3672, %4449 ], [ %4609, %4569 ], [ %4609, %4719 ], [ %3672, %4728 ], [ %3672, %5176 ], [ %3672, %5193 ], [ %3672, %5070 ], [ %3672, %5081 ], [ %5234, %5262 ], [ %5325, %5353 ], [ %5416, %5444 ], [ %5507, %5536 ], [ %5598, %5627 ], [ %3672, %6034 ], [ %3672, %6037 ], [ %3672, %6040 ], [ %5973, %6011 ], [ %5879, %5917 ], [ %5785, %5823 ], [ %5691, %5729 ], [ %5598, %5633 ], [ %5507, %5542 ], [ %5416, %5451 ], [ %5325, %5360 ], [ %5234, %5269 ], [ %1933, %1974 ], [ %2134, %2171 ], [ %2547, %2590 ], [ %2547, %2612 ], [ %3195, %3238 ], [ %3104, %3145 ], [ %2913, %2953 ], [ %3557, %3602 ], [ %3959, %3989 ], [ %4019, %4066 ], [ %4019, %4056 ], [ %3808, %3839 ], [ %4667, %4697 ], [ %4516, %4547 ], [ %3407, %3452 ], [ %2407, %2446 ], [ %2318, %2355 ], [ %1781, %1820 ], [ %1687, %1725 ], [ %1593, %1631 ], [ %1500, %1537 ], [ %1406, %1444 ], [ %1312, %1350 ], [ %1218, %1256 ], [ %1124, %1162 ], [ %1021, %1056 ], [ %930, %965 ], [ %839, %874 ], [ %748, %783 ], [ %657, %692 ], [ %567, %601 ], [ %446, %482 ], [ %356, %390 ], [ %266, %300 ], [ 0, %210 ], !dbg !414
  %6083 = phi i32 [ %52, %6033 ], [ %5972, %6002 ], [ 0, %203 ], [ %265, %293 ], [ %355, %383 ], [ %445, %473 ], [ %445, %513 ], [ %445, %528 ], [ %566, %595 ], [ %656, %685 ], [ %747, %776 ], [ %838, %867 ], [ %929, %958 ], [ %1020, %1049 ], [ %1780, %1809 ], [ %1780, %1842 ], [ %2027, %2283 ], [ %2317, %2349 ], [ %2317, %2349 ], [ %2317, %2349 ], [ %2406, %2439 ], [ %3052, %3025 ], [ 0, %3365 ], [ %3515, %3474 ], [ %3515, %3624 ], [ %3725, %3685 ], [ 0, %3741 ], [ %3902, %3861 ], [ %3902, %4011 ], [ %3673, %4080 ], [ 0, %4449 ], [ %4610, %4569 ], [ %4610, %4719 ], [ %3673, %4728 ], [ %3673, %5176 ], [ %3673, %5193 ], [ %3673, %5070 ], [ %3673, %5081 ], [ %5233, %5262 ], [ %5324, %5353 ], [ %5415, %5444 ], [ %5506, %5536 ], [ %5597, %5627 ], [ %3673, %6034 ], [ %3673, %6037 ], [ %3673, %6040 ], [ %5972, %6011 ], [ %5878, %5917 ], [ %5784, %5823 ], [ %5690, %5729 ], [ %5597, %5633 ], [ %5506, %5542 ], [ %5415, %5451 ], [ %5324, %5360 ], [ %5233, %5269 ], [ %1932, %1974 ], [ %2133, %2171 ], [ %2546, %2590 ], [ %2546, %2612 ], [ %3194, %3238 ], [ %3103, %3145 ], [ %2912, %2953 ], [ %3573, %3602 ], [ %3960, %3989 ], [ %3902, %4066 ], [ %3902, %4056 ], [ %3809, %3839 ], [ %4668, %4697 ], [ %4517, %4547 ], [ %3422, %3452 ], [ %2406, %2446 ], [ %2317, %2355 ], [ %1780, %1820 ], [ %1686, %1725 ], [ %1592, %1631 ], [ %1499, %1537 ], [ %1405, %1444 ], [ %1311, %1350 ], [ %1217, %1256 ], [ %1123, %1162 ], [ %1020, %1056 ], [ %929, %965 ], [ %838, %874 ], [ %747, %783 ], [ %656, %692 ], [ %566, %601 ], [ %445, %482 ], [ %355, %390 ], [ %265, %300 ], [ 0, %210 ], !dbg !414
  %6084 = phi i32 [ %50, %6033 ], [ %5971, %6002 ], [ 0, %203 ], [ %264, %293 ], [ %354, %383 ], [ %444, %473 ], [ %444, %513 ], [ %444, %528 ], [ %565, %595 ], [ %655, %685 ], [ %746, %776 ], [ %837, %867 ], [ %928, %958 ], [ %1019, %1049 ], [ %1779, %1809 ], [ %1779, %1842 ], [ %2026, %2283 ], [ %2316, %2349 ], [ %2316, %2349 ], [ %2316, %2349 ], [ %2405, %2439 ], [ %3051, %3025 ], [ 0, %3365 ], [ %3516, %3474 ], [ %3516, %3624 ], [ %3726, %3685 ], [ %3742, %3741 ], [ %3903, %3861 ], [ %3903, %4011 ], [ %3674, %4080 ], [ %4450, %4449 ], [ %4611, %4569 ], [ %4611, %4719 ], [ %3674, %4728 ], [ %3674, %5176 ], [ %3674, %5193 ], [ %3674, %5070 ], [ %3674, %5081 ], [ %5232, %5262 ], [ %5323, %5353 ], [ %5414, %5444 ], [ %5505, %5536 ], [ %5596, %5627 ], [ %3674, %6034 ], [ %3674, %6037 ], [ %3674, %6040 ], [ %5971, %6011 ], [ %5877, %5917 ], [ %5783, %5823 ], [ %5689, %5729 ], [ %5596, %5633 ], [ %5505, %5542 ], [ %5414, %5451 ], [ %5323, %5360 ], [ %5232, %5269 ], [ %1931, %1974 ], [ %2132, %2171 ], [ %2545, %2590 ], [ %2545, %2612 ], [ %3193, %3238 ], [ %3102, %3145 ], [ %2911, %2953 ], [ %3574, %3602 ], [ %3961, %3989 ], [ %3903, %4066 ], [ %3903, %4056 ], [ %3810, %3839 ], [ %4669, %4697 ], [ %4518, %4547 ], [ %3423, %3452 ], [ %2405, %2446 ], [ %2316, %2355 ], [ %1779, %1820 ], [ %1685, %1725 ], [ %1591, %1631 ], [ %1498, %1537 ], [ %1404, %1444 ], [ %1310, %1350 ], [ %1216, %1256 ], [ %1122, %1162 ], [ %1019, %1056 ], [ %928, %965 ], [ %837, %874 ], [ %746, %783 ], [ %655, %692 ], [ %565, %601 ], [ %444, %482 ], [ %354, %390 ], [ %264, %300 ], [ 0, %210 ], !dbg !414
  %6085 = phi i32 [ %48, %6033 ], [ %5970, %6002 ], [ 0, %203 ], [ %263, %293 ], [ %353, %383 ], [ %443, %473 ], [ %443, %513 ], [ %443, %528 ], [ %564, %595 ], [ %654, %685 ], [ %745, %776 ], [ %836, %867 ], [ %927, %958 ], [ %1018, %1049 ], [ %1778, %1809 ], [ %1778, %1842 ], [ %2025, %2283 ], [ %2315, %2349 ], [ %2315, %2349 ], [ %2315, %2349 ], [ %2404, %2439 ], [ %3050, %3025 ], [ %3366, %3365 ], [ %3517, %3474 ], [ %3517, %3624 ], [ %3727, %3685 ], [ %3727, %3741 ], [ %3904, %3861 ], [ %3904, %4011 ], [ %3675, %4080 ], [ %3675, %4449 ], [ %4612, %4569 ], [ %4612, %4719 ], [ %3672, %4728 ], [ %3672, %5176 ], [ %3672, %5193 ], [ %3672, %5070 ], [ %3672, %5081 ], [ %5231, %5262 ], [ %5322, %5353 ], [ %5413, %5444 ], [ %5504, %5536 ], [ %5595, %5627 ], [ %3672, %6034 ], [ %3672, %6037 ], [ %3672, %6040 ], [ %5970, %6011 ], [ %5876, %5917 ], [ %5782, %5823 ], [ %5688, %5729 ], [ %5595, %5633 ], [ %5504, %5542 ], [ %5413, %5451 ], [ %5322, %5360 ], [ %5231, %5269 ], [ %1930, %1974 ], [ %2131, %2171 ], [ %2544, %2590 ], [ %2544, %2612 ], [ %3192, %3238 ], [ %3101, %3145 ], [ %2910, %2953 ], [ %3575, %3602 ], [ %3962, %3989 ], [ %3904, %4066 ], [ %3904, %4056 ], [ %3811, %3839 ], [ %4670, %4697 ], [ %4519, %4547 ], [ %3424, %3452 ], [ %2404, %2446 ], [ %2315, %2355 ], [ %1778, %1820 ], [ %1684, %1725 ], [ %1590, %1631 ], [ %1497, %1537 ], [ %1403, %1444 ], [ %1309, %1350 ], [ %1215, %1256 ], [ %1121, %1162 ], [ %1018, %1056 ], [ %927, %965 ], [ %836, %874 ], [ %745, %783 ], [ %654, %692 ], [ %564, %601 ], [ %443, %482 ], [ %353, %390 ], [ %263, %300 ], [ 0, %210 ], !dbg !414
  %6086 = phi i32 [ %46, %6033 ], [ %5969, %6002 ], [ 0, %203 ], [ %262, %293 ], [ %352, %383 ], [ %442, %473 ], [ %442, %513 ], [ %442, %528 ], [ %563, %595 ], [ %653, %685 ], [ %744, %776 ], [ %835, %867 ], [ %926, %958 ], [ %1017, %1049 ], [ %1777, %1809 ], [ %1777, %1842 ], [ %2024, %2283 ], [ %2314, %2349 ], [ %2314, %2349 ], [ %2314, %2349 ], [ 0, %2439 ], [ %3068, %3025 ], [ %2864, %3365 ], [ %3518, %3474 ], [ %3518, %3624 ], [ %3728, %3685 ], [ %3728, %3741 ], [ %3905, %3861 ], [ %3905, %4011 ], [ %3676, %4080 ], [ %3676, %4449 ], [ %4613, %4569 ], [ %4613, %4719 ], [ %3676, %4728 ], [ %3676, %5176 ], [ %3676, %5193 ], [ %3676, %5070 ], [ %3676, %5081 ], [ %5230, %5262 ], [ %5321, %5353 ], [ %5412, %5444 ], [ %5503, %5536 ], [ %5594, %5627 ], [ %3676, %6034 ], [ %3676, %6037 ], [ %3676, %6040 ], [ %5969, %6011 ], [ %5875, %5917 ], [ %5781, %5823 ], [ %5687, %5729 ], [ %5594, %5633 ], [ %5503, %5542 ], [ %5412, %5451 ], [ %5321, %5360 ], [ %5230, %5269 ], [ %1929, %1974 ], [ %2130, %2171 ], [ %2562, %2590 ], [ %2562, %2612 ], [ %3211, %3238 ], [ %3119, %3145 ], [ %2928, %2953 ], [ %3576, %3602 ], [ %3963, %3989 ], [ %3905, %4066 ], [ %3905, %4056 ], [ %3812, %3839 ], [ %4671, %4697 ], [ %4520, %4547 ], [ %3425, %3452 ], [ %2403, %2446 ], [ %2314, %2355 ], [ %1777, %1820 ], [ %1683, %1725 ], [ %1589, %1631 ], [ %1496, %1537 ], [ %1402, %1444 ], [ %1308, %1350 ], [ %1214, %1256 ], [ %1120, %1162 ], [ %1017, %1056 ], [ %926, %965 ], [ %835, %874 ], [ %744, %783 ], [ %653, %692 ], [ %563, %601 ], [ %442, %482 ], [ %352, %390 ], [ %262, %300 ], [ 0, %210 ], !dbg !414
  %6087 = phi i32 [ %44, %6033 ], [ %5968, %6002 ], [ 0, %203 ], [ %261, %293 ], [ %351, %383 ], [ %441, %473 ], [ %441, %513 ], [ %441, %528 ], [ %562, %595 ], [ %652, %685 ], [ %743, %776 ], [ %834, %867 ], [ %925, %958 ], [ %1016, %1049 ], [ %1776, %1809 ], [ %1776, %1842 ], [ %2023, %2283 ], [ %2354, %2349 ], [ %2354, %2349 ], [ %2354, %2349 ], [ %2423, %2439 ], [ %3069, %3025 ], [ %2865, %3365 ], [ %3519, %3474 ], [ %3519, %3624 ], [ %3729, %3685 ], [ %3729, %3741 ], [ %3906, %3861 ], [ %3906, %4011 ], [ %3677, %4080 ], [ %3677, %4449 ], [ %4614, %4569 ], [ %4614, %4719 ], [ %3677, %4728 ], [ %3677, %5176 ], [ %3677, %5193 ], [ %3677, %5070 ], [ %3677, %5081 ], [ %5229, %5262 ], [ %5320, %5353 ], [ %5411, %5444 ], [ %5502, %5536 ], [ %5593, %5627 ], [ %3677, %6034 ], [ %3677, %6037 ], [ %3677, %6040 ], [ %5968, %6011 ], [ %5874, %5917 ], [ %5780, %5823 ], [ %5686, %5729 ], [ %5593, %5633 ], [ %5502, %5542 ], [ %5411, %5451 ], [ %5320, %5360 ], [ %5229, %5269 ], [ %1928, %1974 ], [ %2129, %2171 ], [ %2563, %2590 ], [ %2563, %2612 ], [ %3212, %3238 ], [ %3120, %3145 ], [ %2929, %2953 ], [ %3577, %3602 ], [ %3964, %3989 ], [ %3906, %4066 ], [ %3906, %4056 ], [ %3813, %3839 ], [ %4672, %4697 ], [ %4521, %4547 ], [ %3426, %3452 ], [ %2423, %2446 ], [ %2313, %2355 ], [ %1776, %1820 ], [ %1682, %1725 ], [ %1588, %1631 ], [ %1495, %1537 ], [ %1401, %1444 ], [ %1307, %1350 ], [ %1213, %1256 ], [ %1119, %1162 ], [ %1016, %1056 ], [ %925, %965 ], [ %834, %874 ], [ %743, %783 ], [ %652, %692 ], [ %562, %601 ], [ %441, %482 ], [ %351, %390 ], [ %261, %300 ], [ 0, %210 ], !dbg !414
  %6088 = phi i32 [ %42, %6033 ], [ %5967, %6002 ], [ 0, %203 ], [ %260, %293 ], [ %350, %383 ], [ %440, %473 ], [ %440, %513 ], [ %440, %528 ], [ %561, %595 ], [ %651, %685 ], [ %742, %776 ], [ %833, %867 ], [ %924, %958 ], [ %1015, %1049 ], [ %1775, %1809 ], [ %1775, %1842 ], [ %2022, %2283 ], [ %2333, %2349 ], [ %2333, %2349 ], [ %2333, %2349 ], [ %2424, %2439 ], [ %3070, %3025 ], [ %2866, %3365 ], [ %3520, %3474 ], [ %3520, %3624 ], [ %3730, %3685 ], [ %3730, %3741 ], [ %3907, %3861 ], [ %3907, %4011 ], [ %3678, %4080 ], [ %3678, %4449 ], [ %4615, %4569 ], [ %4615, %4719 ], [ %3678, %4728 ], [ %3678, %5176 ], [ %3678, %5193 ], [ %3678, %5070 ], [ %3678, %5081 ], [ %5228, %5262 ], [ %5319, %5353 ], [ %5410, %5444 ], [ %5501, %5536 ], [ %5592, %5627 ], [ %3678, %6034 ], [ %3678, %6037 ], [ %3678, %6040 ], [ %5967, %6011 ], [ %5873, %5917 ], [ %5779, %5823 ], [ %5685, %5729 ], [ %5592, %5633 ], [ %5501, %5542 ], [ %5410, %5451 ], [ %5319, %5360 ], [ %5228, %5269 ], [ %1927, %1974 ], [ %2128, %2171 ], [ %2564, %2590 ], [ %2564, %2612 ], [ %3213, %3238 ], [ %3121, %3145 ], [ %2930, %2953 ], [ %3578, %3602 ], [ %3965, %3989 ], [ %3907, %4066 ], [ %3907, %4056 ], [ %3814, %3839 ], [ %4673, %4697 ], [ %4522, %4547 ], [ %3427, %3452 ], [ %2424, %2446 ], [ %2333, %2355 ], [ %1775, %1820 ], [ %1681, %1725 ], [ %1587, %1631 ], [ %1494, %1537 ], [ %1400, %1444 ], [ %1306, %1350 ], [ %1212, %1256 ], [ %1118, %1162 ], [ %1015, %1056 ], [ %924, %965 ], [ %833, %874 ], [ %742, %783 ], [ %651, %692 ], [ %561, %601 ], [ %440, %482 ], [ %350, %390 ], [ %260, %300 ], [ 0, %210 ], !dbg !905
  %6089 = phi i32 [ %40, %6033 ], [ %5966, %6002 ], [ 0, %203 ], [ %259, %293 ], [ %349, %383 ], [ %439, %473 ], [ %439, %513 ], [ %439, %528 ], [ %560, %595 ], [ %650, %685 ], [ %741, %776 ], [ %832, %867 ], [ %923, %958 ], [ %1014, %1049 ], [ %1774, %1809 ], [ %1774, %1842 ], [ %2021, %2283 ], [ %2312, %2349 ], [ %2312, %2349 ], [ %2312, %2349 ], [ %2402, %2439 ], [ %3071, %3025 ], [ %3321, %3365 ], [ %3521, %3474 ], [ %3521, %3624 ], [ %3731, %3685 ], [ %3731, %3741 ], [ %3908, %3861 ], [ %3908, %4011 ], [ %3679, %4080 ], [ %3679, %4449 ], [ %4616, %4569 ], [ %4616, %4719 ], [ %3679, %4728 ], [ %3679, %5176 ], [ %3679, %5193 ], [ %3679, %5070 ], [ %3679, %5081 ], [ %5227, %5262 ], [ %5318, %5353 ], [ %5409, %5444 ], [ %5500, %5536 ], [ %5591, %5627 ], [ %3679, %6034 ], [ %3679, %6037 ], [ %3679, %6040 ], [ %5966, %6011 ], [ %5872, %5917 ], [ %5778, %5823 ], [ %5684, %5729 ], [ %5591, %5633 ], [ %5500, %5542 ], [ %5409, %5451 ], [ %5318, %5360 ], [ %5227, %5269 ], [ %1926, %1974 ], [ %2127, %2171 ], [ %2543, %2590 ], [ %2543, %2612 ], [ %3214, %3238 ], [ %3122, %3145 ], [ %2931, %2953 ], [ %3579, %3602 ], [ %3966, %3989 ], [ %3908, %4066 ], [ %3908, %4056 ], [ %3815, %3839 ], [ %4674, %4697 ], [ %4523, %4547 ], [ %3428, %3452 ], [ %2402, %2446 ], [ %2312, %2355 ], [ %1774, %1820 ], [ %1680, %1725 ], [ %1586, %1631 ], [ %1493, %1537 ], [ %1399, %1444 ], [ %1305, %1350 ], [ %1211, %1256 ], [ %1117, %1162 ], [ %1014, %1056 ], [ %923, %965 ], [ %832, %874 ], [ %741, %783 ], [ %650, %692 ], [ %560, %601 ], [ %439, %482 ], [ %349, %390 ], [ %259, %300 ], [ 0, %210 ], !dbg !414
  %6090 = phi i32 [ %38, %6033 ], [ %5965, %6002 ], [ 0, %203 ], [ %258, %293 ], [ %348, %383 ], [ %438, %473 ], [ %438, %513 ], [ %438, %528 ], [ %559, %595 ], [ %649, %685 ], [ %740, %776 ], [ %831, %867 ], [ %922, %958 ], [ %1013, %1049 ], [ %1773, %1809 ], [ %1773, %1842 ], [ %2043, %2283 ], [ %2334, %2349 ], [ %2334, %2349 ], [ %2334, %2349 ], [ %2425, %2439 ], [ %3072, %3025 ], [ %2868, %3365 ], [ %3522, %3474 ], [ %3522, %3624 ], [ %3732, %3685 ], [ %3732, %3741 ], [ %3909, %3861 ], [ %3909, %4011 ], [ %3680, %4080 ], [ %3680, %4449 ], [ %4617, %4569 ], [ %4617, %4719 ], [ %3680, %4728 ], [ %3680, %5176 ], [ %3680, %5193 ], [ %5004, %5070 ], [ %5004, %5081 ], [ %5226, %5262 ], [ %5317, %5353 ], [ %5408, %5444 ], [ %5499, %5536 ], [ %5590, %5627 ], [ %3680, %6034 ], [ %3680, %6037 ], [ %3680, %6040 ], [ %5965, %6011 ], [ %5871, %5917 ], [ %5777, %5823 ], [ %5683, %5729 ], [ %5590, %5633 ], [ %5499, %5542 ], [ %5408, %5451 ], [ %5317, %5360 ], [ %5226, %5269 ], [ %1925, %1974 ], [ %2149, %2171 ], [ %2573, %2590 ], [ %2613, %2612 ], [ %3215, %3238 ], [ %3123, %3145 ], [ %2932, %2953 ], [ %3580, %3602 ], [ %3967, %3989 ], [ %3909, %4066 ], [ %3909, %4056 ], [ %3816, %3839 ], [ %4675, %4697 ], [ %4524, %4547 ], [ %3429, %3452 ], [ %2425, %2446 ], [ %2334, %2355 ], [ %1773, %1820 ], [ %1679, %1725 ], [ %1585, %1631 ], [ %1492, %1537 ], [ %1398, %1444 ], [ %1304, %1350 ], [ %1210, %1256 ], [ %1116, %1162 ], [ %1013, %1056 ], [ %922, %965 ], [ %831, %874 ], [ %740, %783 ], [ %649, %692 ], [ %559, %601 ], [ %438, %482 ], [ %348, %390 ], [ %258, %300 ], [ 0, %210 ], !dbg !414
  %6091 = phi i32 [ %37, %6033 ], [ %5964, %6002 ], [ 0, %203 ], [ %257, %293 ], [ %347, %383 ], [ %437, %473 ], [ %437, %513 ], [ %437, %528 ], [ %558, %595 ], [ %648, %685 ], [ %739, %776 ], [ %830, %867 ], [ %921, %958 ], [ %1012, %1049 ], [ %1772, %1809 ], [ %1772, %1842 ], [ %2044, %2283 ], [ %2335, %2349 ], [ %2335, %2349 ], [ %2335, %2349 ], [ %2426, %2439 ], [ %3073, %3025 ], [ 256, %3365 ], [ %3523, %3474 ], [ %3523, %3624 ], [ %3733, %3685 ], [ %3733, %3741 ], [ %3910, %3861 ], [ %3910, %4011 ], [ %3681, %4080 ], [ %3681, %4449 ], [ %4618, %4569 ], [ %4618, %4719 ], [ %3681, %4728 ], [ %5158, %5176 ], [ %5158, %5193 ], [ %4986, %5070 ], [ %4986, %5081 ], [ %5225, %5262 ], [ %5316, %5353 ], [ %5407, %5444 ], [ %5498, %5536 ], [ %5589, %5627 ], [ %6036, %6034 ], [ %6039, %6037 ], [ %6042, %6040 ], [ %5964, %6011 ], [ %5870, %5917 ], [ %5776, %5823 ], [ %5682, %5729 ], [ %5589, %5633 ], [ %5498, %5542 ], [ %5407, %5451 ], [ %5316, %5360 ], [ %5225, %5269 ], [ %1948, %1974 ], [ %2150, %2171 ], [ %2566, %2590 ], [ %2566, %2612 ], [ %3216, %3238 ], [ %3124, %3145 ], [ %2933, %2953 ], [ %3581, %3602 ], [ %3968, %3989 ], [ %3910, %4066 ], [ %3910, %4056 ], [ %3817, %3839 ], [ %4676, %4697 ], [ %4525, %4547 ], [ %3430, %3452 ], [ %2426, %2446 ], [ %2335, %2355 ], [ %1772, %1820 ], [ %1678, %1725 ], [ %1584, %1631 ], [ %1491, %1537 ], [ %1397, %1444 ], [ %1303, %1350 ], [ %1209, %1256 ], [ %1115, %1162 ], [ %1012, %1056 ], [ %921, %965 ], [ %830, %874 ], [ %739, %783 ], [ %648, %692 ], [ %558, %601 ], [ %437, %482 ], [ %347, %390 ], [ %257, %300 ], [ 0, %210 ], !dbg !414
  %6092 = phi i32 [ 0, %6033 ], [ 4, %6002 ], [ -5, %203 ], [ -5, %293 ], [ -5, %383 ], [ -5, %473 ], [ -3, %513 ], [ -3, %528 ], [ -4, %595 ], [ -4, %685 ], [ -4, %776 ], [ -4, %867 ], [ -4, %958 ], [ -4, %1049 ], [ -4, %1809 ], [ -4, %1842 ], [ -4, %2283 ], [ -4, %2349 ], [ -4, %2349 ], [ -4, %2349 ], [ -4, %2439 ], [ -4, %3025 ], [ -4, %3365 ], [ -4, %3474 ], [ -4, %3624 ], [ -4, %3685 ], [ -4, %3741 ], [ -4, %3861 ], [ -4, %4011 ], [ -4, %4080 ], [ -4, %4449 ], [ -4, %4569 ], [ -4, %4719 ], [ -4, %4728 ], [ 0, %5176 ], [ 0, %5193 ], [ 0, %5070 ], [ 0, %5081 ], [ -4, %5262 ], [ -4, %5353 ], [ -4, %5444 ], [ -4, %5536 ], [ -4, %5627 ], [ -4, %6034 ], [ -4, %6037 ], [ -4, %6040 ], [ 0, %6011 ], [ 0, %5917 ], [ 0, %5823 ], [ 0, %5729 ], [ 0, %5633 ], [ 0, %5542 ], [ 0, %5451 ], [ 0, %5360 ], [ 0, %5269 ], [ 0, %1974 ], [ 0, %2171 ], [ 0, %2590 ], [ -4, %2612 ], [ 0, %3238 ], [ 0, %3145 ], [ 0, %2953 ], [ 0, %3602 ], [ 0, %3989 ], [ -4, %4066 ], [ -4, %4056 ], [ 0, %3839 ], [ 0, %4697 ], [ 0, %4547 ], [ 0, %3452 ], [ 0, %2446 ], [ 0, %2355 ], [ 0, %1820 ], [ 0, %1725 ], [ 0, %1631 ], [ 0, %1537 ], [ 0, %1444 ], [ 0, %1350 ], [ 0, %1256 ], [ 0, %1162 ], [ 0, %1056 ], [ 0, %965 ], [ 0, %874 ], [ 0, %783 ], [ 0, %692 ], [ 0, %601 ], [ 0, %482 ], [ 0, %390 ], [ 0, %300 ], [ 0, %210 ], !dbg !414
    #dbg_value(i32 %6092, !161, !DIExpression(), !414)
    #dbg_value(i32 %6091, !165, !DIExpression(), !414)
    #dbg_value(i32 %6090, !166, !DIExpression(), !414)
    #dbg_value(i32 %6089, !167, !DIExpression(), !414)
    #dbg_value(i32 %6088, !168, !DIExpression(), !414)
    #dbg_value(i32 %6087, !169, !DIExpression(), !414)
    #dbg_value(i32 %6086, !170, !DIExpression(), !414)
    #dbg_value(i32 %6085, !171, !DIExpression(), !414)
    #dbg_value(i32 %6084, !172, !DIExpression(), !414)
    #dbg_value(i32 %6083, !173, !DIExpression(), !414)
    #dbg_value(i32 %6082, !174, !DIExpression(), !414)
    #dbg_value(i32 %6081, !175, !DIExpression(), !414)
    #dbg_value(i32 %6080, !176, !DIExpression(), !414)
    #dbg_value(i32 %6079, !177, !DIExpression(), !414)
    #dbg_value(i32 %6078, !178, !DIExpression(), !414)
    #dbg_value(i32 %6077, !179, !DIExpression(), !414)
    #dbg_value(i32 %6076, !181, !DIExpression(), !414)
    #dbg_value(i32 %6075, !182, !DIExpression(), !414)
    #dbg_value(i32 %6074, !183, !DIExpression(), !414)
    #dbg_value(i32 %6073, !184, !DIExpression(), !414)
    #dbg_value(i32 %6072, !185, !DIExpression(), !414)
    #dbg_value(ptr %6071, !186, !DIExpression(), !414)
    #dbg_value(ptr %6070, !187, !DIExpression(), !414)
    #dbg_value(ptr %6069, !188, !DIExpression(), !414)
    #dbg_label(!411, !1776)
  store i32 %6091, ptr %6067, align 4, !dbg !1775, !tbaa !456
  store i32 %6090, ptr %6066, align 8, !dbg !1777, !tbaa !458
  store i32 %6089, ptr %6065, align 4, !dbg !1778, !tbaa !459
  store i32 %6088, ptr %6064, align 8, !dbg !1779, !tbaa !460
  store i32 %6087, ptr %6063, align 4, !dbg !1780, !tbaa !461
  store i32 %6086, ptr %6062, align 8, !dbg !1781, !tbaa !462
  store i32 %6085, ptr %6061, align 4, !dbg !1782, !tbaa !463
  store i32 %6084, ptr %6060, align 8, !dbg !1783, !tbaa !464
  store i32 %6083, ptr %6059, align 4, !dbg !1784, !tbaa !465
  store i32 %6082, ptr %6058, align 8, !dbg !1785, !tbaa !466
  store i32 %6081, ptr %6057, align 4, !dbg !1786, !tbaa !467
  store i32 %6080, ptr %6056, align 8, !dbg !1787, !tbaa !468
  store i32 %6079, ptr %6055, align 4, !dbg !1788, !tbaa !469
  store i32 %6078, ptr %6054, align 8, !dbg !1789, !tbaa !470
  store i32 %6077, ptr %6053, align 4, !dbg !1790, !tbaa !471
  store i32 %6068, ptr %6052, align 8, !dbg !1791, !tbaa !472
  store i32 %6076, ptr %6051, align 4, !dbg !1792, !tbaa !473
  store i32 %6075, ptr %6050, align 8, !dbg !1793, !tbaa !474
  store i32 %6074, ptr %6049, align 4, !dbg !1794, !tbaa !475
  store i32 %6073, ptr %6048, align 8, !dbg !1795, !tbaa !476
  store i32 %6072, ptr %6047, align 4, !dbg !1796, !tbaa !477
  store ptr %6071, ptr %6046, align 8, !dbg !1797, !tbaa !478
  store ptr %6070, ptr %6045, align 8, !dbg !1798, !tbaa !479
  store ptr %6069, ptr %6044, align 8, !dbg !1799, !tbaa !480
  br label %6093, !dbg !1800

6093:                                             ; preds = %5188, %5169, %5076, %5030, %6043
  %6094 = phi i32 [ %6092, %6043 ], [ 1, %5030 ], [ 1, %5076 ], [ 1, %5169 ], [ 1, %5188 ], !dbg !414
  ret i32 %6094, !dbg !1801
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !1802 noundef i32 @fprintf(ptr nocapture noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

declare !dbg !1865 void @BZ2_hbCreateDecodeTables(ptr noundef, ptr noundef, ptr noundef, ptr noundef, i32 noundef, i32 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !1868 i32 @BZ2_indexIntoF(i32 noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !1871 void @BZ2_bz__AssertH__fail(i32 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #4

; Function Attrs: nofree nounwind
declare noundef i64 @fwrite(ptr nocapture noundef, i64 noundef, i64 noundef, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smax.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.smin.v4i32(<4 x i32>, <4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smin.v4i32(<4 x i32>) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.smax.v4i32(<4 x i32>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nounwind }
attributes #8 = { cold nounwind }
attributes #9 = { cold }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 239, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "src/bzip2/decompress.c", directory: ".", checksumkind: CSK_MD5, checksum: "8aa6b7d61102e31eb18e54af0e6e9893")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 528, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !26, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !17, !19, !21, !22, !20, !24}
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bool", file: !15, line: 42, baseType: !16)
!15 = !DIFile(filename: "src/bzip2/bzlib_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "247d9e99225d6995ab8b3ccab3bb8a75")
!16 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "UInt32", file: !15, line: 45, baseType: !18)
!18 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "UChar", file: !15, line: 43, baseType: !16)
!21 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "Int32", file: !15, line: 44, baseType: !23)
!23 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "UInt16", file: !15, line: 47, baseType: !25)
!25 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!26 = !{!0, !7}
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "BZ2_decompress", scope: !2, file: !2, line: 106, type: !36, scopeLine: 107, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !158)
!36 = !DISubroutineType(types: !37)
!37 = !{!22, !38}
!38 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!39 = !DIDerivedType(tag: DW_TAG_typedef, name: "DState", file: !15, line: 438, baseType: !40)
!40 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !15, line: 348, size: 513152, elements: !41)
!41 = !{!42, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !86, !87, !91, !92, !94, !96, !97, !98, !99, !100, !101, !102, !104, !108, !110, !114, !116, !120, !121, !126, !128, !129, !130, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145, !146, !147, !148, !149, !150, !151, !152, !153, !154, !156, !157}
!42 = !DIDerivedType(tag: DW_TAG_member, name: "strm", scope: !40, file: !15, line: 350, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "bz_stream", file: !45, line: 66, baseType: !46)
!45 = !DIFile(filename: "src/bzip2/bzlib.h", directory: ".", checksumkind: CSK_MD5, checksum: "62ae65ddbab1cbbc479e958bd404bea0")
!46 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !45, line: 49, size: 640, elements: !47)
!47 = !{!48, !50, !51, !52, !53, !54, !55, !56, !57, !58, !62, !66}
!48 = !DIDerivedType(tag: DW_TAG_member, name: "next_in", scope: !46, file: !45, line: 50, baseType: !49, size: 64)
!49 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!50 = !DIDerivedType(tag: DW_TAG_member, name: "avail_in", scope: !46, file: !45, line: 51, baseType: !18, size: 32, offset: 64)
!51 = !DIDerivedType(tag: DW_TAG_member, name: "total_in_lo32", scope: !46, file: !45, line: 52, baseType: !18, size: 32, offset: 96)
!52 = !DIDerivedType(tag: DW_TAG_member, name: "total_in_hi32", scope: !46, file: !45, line: 53, baseType: !18, size: 32, offset: 128)
!53 = !DIDerivedType(tag: DW_TAG_member, name: "next_out", scope: !46, file: !45, line: 55, baseType: !49, size: 64, offset: 192)
!54 = !DIDerivedType(tag: DW_TAG_member, name: "avail_out", scope: !46, file: !45, line: 56, baseType: !18, size: 32, offset: 256)
!55 = !DIDerivedType(tag: DW_TAG_member, name: "total_out_lo32", scope: !46, file: !45, line: 57, baseType: !18, size: 32, offset: 288)
!56 = !DIDerivedType(tag: DW_TAG_member, name: "total_out_hi32", scope: !46, file: !45, line: 58, baseType: !18, size: 32, offset: 320)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !46, file: !45, line: 60, baseType: !21, size: 64, offset: 384)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "bzalloc", scope: !46, file: !45, line: 62, baseType: !59, size: 64, offset: 448)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !60, size: 64)
!60 = !DISubroutineType(types: !61)
!61 = !{!21, !21, !23, !23}
!62 = !DIDerivedType(tag: DW_TAG_member, name: "bzfree", scope: !46, file: !45, line: 63, baseType: !63, size: 64, offset: 512)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !64, size: 64)
!64 = !DISubroutineType(types: !65)
!65 = !{null, !21, !21}
!66 = !DIDerivedType(tag: DW_TAG_member, name: "opaque", scope: !46, file: !45, line: 64, baseType: !21, size: 64, offset: 576)
!67 = !DIDerivedType(tag: DW_TAG_member, name: "state", scope: !40, file: !15, line: 353, baseType: !22, size: 32, offset: 64)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "state_out_ch", scope: !40, file: !15, line: 356, baseType: !20, size: 8, offset: 96)
!69 = !DIDerivedType(tag: DW_TAG_member, name: "state_out_len", scope: !40, file: !15, line: 357, baseType: !22, size: 32, offset: 128)
!70 = !DIDerivedType(tag: DW_TAG_member, name: "blockRandomised", scope: !40, file: !15, line: 358, baseType: !14, size: 8, offset: 160)
!71 = !DIDerivedType(tag: DW_TAG_member, name: "rNToGo", scope: !40, file: !15, line: 359, baseType: !22, size: 32, offset: 192)
!72 = !DIDerivedType(tag: DW_TAG_member, name: "rTPos", scope: !40, file: !15, line: 359, baseType: !22, size: 32, offset: 224)
!73 = !DIDerivedType(tag: DW_TAG_member, name: "bsBuff", scope: !40, file: !15, line: 362, baseType: !17, size: 32, offset: 256)
!74 = !DIDerivedType(tag: DW_TAG_member, name: "bsLive", scope: !40, file: !15, line: 363, baseType: !22, size: 32, offset: 288)
!75 = !DIDerivedType(tag: DW_TAG_member, name: "blockSize100k", scope: !40, file: !15, line: 366, baseType: !22, size: 32, offset: 320)
!76 = !DIDerivedType(tag: DW_TAG_member, name: "smallDecompress", scope: !40, file: !15, line: 367, baseType: !14, size: 8, offset: 352)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "currBlockNo", scope: !40, file: !15, line: 368, baseType: !22, size: 32, offset: 384)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "verbosity", scope: !40, file: !15, line: 369, baseType: !22, size: 32, offset: 416)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "origPtr", scope: !40, file: !15, line: 372, baseType: !22, size: 32, offset: 448)
!80 = !DIDerivedType(tag: DW_TAG_member, name: "tPos", scope: !40, file: !15, line: 373, baseType: !17, size: 32, offset: 480)
!81 = !DIDerivedType(tag: DW_TAG_member, name: "k0", scope: !40, file: !15, line: 374, baseType: !22, size: 32, offset: 512)
!82 = !DIDerivedType(tag: DW_TAG_member, name: "unzftab", scope: !40, file: !15, line: 375, baseType: !83, size: 8192, offset: 544)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 8192, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 256)
!86 = !DIDerivedType(tag: DW_TAG_member, name: "nblock_used", scope: !40, file: !15, line: 376, baseType: !22, size: 32, offset: 8736)
!87 = !DIDerivedType(tag: DW_TAG_member, name: "cftab", scope: !40, file: !15, line: 377, baseType: !88, size: 8224, offset: 8768)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 8224, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 257)
!91 = !DIDerivedType(tag: DW_TAG_member, name: "cftabCopy", scope: !40, file: !15, line: 378, baseType: !88, size: 8224, offset: 16992)
!92 = !DIDerivedType(tag: DW_TAG_member, name: "tt", scope: !40, file: !15, line: 381, baseType: !93, size: 64, offset: 25216)
!93 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!94 = !DIDerivedType(tag: DW_TAG_member, name: "ll16", scope: !40, file: !15, line: 384, baseType: !95, size: 64, offset: 25280)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_member, name: "ll4", scope: !40, file: !15, line: 385, baseType: !19, size: 64, offset: 25344)
!97 = !DIDerivedType(tag: DW_TAG_member, name: "storedBlockCRC", scope: !40, file: !15, line: 388, baseType: !17, size: 32, offset: 25408)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "storedCombinedCRC", scope: !40, file: !15, line: 389, baseType: !17, size: 32, offset: 25440)
!99 = !DIDerivedType(tag: DW_TAG_member, name: "calculatedBlockCRC", scope: !40, file: !15, line: 390, baseType: !17, size: 32, offset: 25472)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "calculatedCombinedCRC", scope: !40, file: !15, line: 391, baseType: !17, size: 32, offset: 25504)
!101 = !DIDerivedType(tag: DW_TAG_member, name: "nInUse", scope: !40, file: !15, line: 394, baseType: !22, size: 32, offset: 25536)
!102 = !DIDerivedType(tag: DW_TAG_member, name: "inUse", scope: !40, file: !15, line: 395, baseType: !103, size: 2048, offset: 25568)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 2048, elements: !84)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "inUse16", scope: !40, file: !15, line: 396, baseType: !105, size: 128, offset: 27616)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 128, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 16)
!108 = !DIDerivedType(tag: DW_TAG_member, name: "seqToUnseq", scope: !40, file: !15, line: 397, baseType: !109, size: 2048, offset: 27744)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 2048, elements: !84)
!110 = !DIDerivedType(tag: DW_TAG_member, name: "mtfa", scope: !40, file: !15, line: 400, baseType: !111, size: 32768, offset: 29792)
!111 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 32768, elements: !112)
!112 = !{!113}
!113 = !DISubrange(count: 4096)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "mtfbase", scope: !40, file: !15, line: 401, baseType: !115, size: 512, offset: 62560)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 512, elements: !106)
!116 = !DIDerivedType(tag: DW_TAG_member, name: "selector", scope: !40, file: !15, line: 402, baseType: !117, size: 144016, offset: 63072)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 144016, elements: !118)
!118 = !{!119}
!119 = !DISubrange(count: 18002)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "selectorMtf", scope: !40, file: !15, line: 403, baseType: !117, size: 144016, offset: 207088)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "len", scope: !40, file: !15, line: 404, baseType: !122, size: 12384, offset: 351104)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 12384, elements: !123)
!123 = !{!124, !125}
!124 = !DISubrange(count: 6)
!125 = !DISubrange(count: 258)
!126 = !DIDerivedType(tag: DW_TAG_member, name: "limit", scope: !40, file: !15, line: 406, baseType: !127, size: 49536, offset: 363488)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 49536, elements: !123)
!128 = !DIDerivedType(tag: DW_TAG_member, name: "base", scope: !40, file: !15, line: 407, baseType: !127, size: 49536, offset: 413024)
!129 = !DIDerivedType(tag: DW_TAG_member, name: "perm", scope: !40, file: !15, line: 408, baseType: !127, size: 49536, offset: 462560)
!130 = !DIDerivedType(tag: DW_TAG_member, name: "minLens", scope: !40, file: !15, line: 409, baseType: !131, size: 192, offset: 512096)
!131 = !DICompositeType(tag: DW_TAG_array_type, baseType: !22, size: 192, elements: !132)
!132 = !{!124}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "save_i", scope: !40, file: !15, line: 412, baseType: !22, size: 32, offset: 512288)
!134 = !DIDerivedType(tag: DW_TAG_member, name: "save_j", scope: !40, file: !15, line: 413, baseType: !22, size: 32, offset: 512320)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "save_t", scope: !40, file: !15, line: 414, baseType: !22, size: 32, offset: 512352)
!136 = !DIDerivedType(tag: DW_TAG_member, name: "save_alphaSize", scope: !40, file: !15, line: 415, baseType: !22, size: 32, offset: 512384)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "save_nGroups", scope: !40, file: !15, line: 416, baseType: !22, size: 32, offset: 512416)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "save_nSelectors", scope: !40, file: !15, line: 417, baseType: !22, size: 32, offset: 512448)
!139 = !DIDerivedType(tag: DW_TAG_member, name: "save_EOB", scope: !40, file: !15, line: 418, baseType: !22, size: 32, offset: 512480)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "save_groupNo", scope: !40, file: !15, line: 419, baseType: !22, size: 32, offset: 512512)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "save_groupPos", scope: !40, file: !15, line: 420, baseType: !22, size: 32, offset: 512544)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "save_nextSym", scope: !40, file: !15, line: 421, baseType: !22, size: 32, offset: 512576)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "save_nblockMAX", scope: !40, file: !15, line: 422, baseType: !22, size: 32, offset: 512608)
!144 = !DIDerivedType(tag: DW_TAG_member, name: "save_nblock", scope: !40, file: !15, line: 423, baseType: !22, size: 32, offset: 512640)
!145 = !DIDerivedType(tag: DW_TAG_member, name: "save_es", scope: !40, file: !15, line: 424, baseType: !22, size: 32, offset: 512672)
!146 = !DIDerivedType(tag: DW_TAG_member, name: "save_N", scope: !40, file: !15, line: 425, baseType: !22, size: 32, offset: 512704)
!147 = !DIDerivedType(tag: DW_TAG_member, name: "save_curr", scope: !40, file: !15, line: 426, baseType: !22, size: 32, offset: 512736)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "save_zt", scope: !40, file: !15, line: 427, baseType: !22, size: 32, offset: 512768)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "save_zn", scope: !40, file: !15, line: 428, baseType: !22, size: 32, offset: 512800)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "save_zvec", scope: !40, file: !15, line: 429, baseType: !22, size: 32, offset: 512832)
!151 = !DIDerivedType(tag: DW_TAG_member, name: "save_zj", scope: !40, file: !15, line: 430, baseType: !22, size: 32, offset: 512864)
!152 = !DIDerivedType(tag: DW_TAG_member, name: "save_gSel", scope: !40, file: !15, line: 431, baseType: !22, size: 32, offset: 512896)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "save_gMinlen", scope: !40, file: !15, line: 432, baseType: !22, size: 32, offset: 512928)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "save_gLimit", scope: !40, file: !15, line: 433, baseType: !155, size: 64, offset: 512960)
!155 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !22, size: 64)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "save_gBase", scope: !40, file: !15, line: 434, baseType: !155, size: 64, offset: 513024)
!157 = !DIDerivedType(tag: DW_TAG_member, name: "save_gPerm", scope: !40, file: !15, line: 435, baseType: !155, size: 64, offset: 513088)
!158 = !{!159, !160, !161, !162, !163, !164, !165, !166, !167, !168, !169, !170, !171, !172, !173, !174, !175, !176, !177, !178, !179, !180, !181, !182, !183, !184, !185, !186, !187, !188, !189, !194, !198, !202, !206, !210, !214, !218, !222, !226, !230, !234, !238, !242, !246, !250, !254, !258, !262, !269, !279, !283, !287, !295, !298, !299, !300, !307, !315, !319, !321, !322, !323, !328, !333, !342, !347, !350, !351, !352, !353, !354, !355, !356, !360, !365, !370, !374, !375, !379, !383, !387, !391, !395, !399, !403, !407, !411}
!159 = !DILocalVariable(name: "s", arg: 1, scope: !35, file: !2, line: 106, type: !38)
!160 = !DILocalVariable(name: "uc", scope: !35, file: !2, line: 108, type: !20)
!161 = !DILocalVariable(name: "retVal", scope: !35, file: !2, line: 109, type: !22)
!162 = !DILocalVariable(name: "minLen", scope: !35, file: !2, line: 110, type: !22)
!163 = !DILocalVariable(name: "maxLen", scope: !35, file: !2, line: 110, type: !22)
!164 = !DILocalVariable(name: "strm", scope: !35, file: !2, line: 111, type: !43)
!165 = !DILocalVariable(name: "i", scope: !35, file: !2, line: 114, type: !22)
!166 = !DILocalVariable(name: "j", scope: !35, file: !2, line: 115, type: !22)
!167 = !DILocalVariable(name: "t", scope: !35, file: !2, line: 116, type: !22)
!168 = !DILocalVariable(name: "alphaSize", scope: !35, file: !2, line: 117, type: !22)
!169 = !DILocalVariable(name: "nGroups", scope: !35, file: !2, line: 118, type: !22)
!170 = !DILocalVariable(name: "nSelectors", scope: !35, file: !2, line: 119, type: !22)
!171 = !DILocalVariable(name: "EOB", scope: !35, file: !2, line: 120, type: !22)
!172 = !DILocalVariable(name: "groupNo", scope: !35, file: !2, line: 121, type: !22)
!173 = !DILocalVariable(name: "groupPos", scope: !35, file: !2, line: 122, type: !22)
!174 = !DILocalVariable(name: "nextSym", scope: !35, file: !2, line: 123, type: !22)
!175 = !DILocalVariable(name: "nblockMAX", scope: !35, file: !2, line: 124, type: !22)
!176 = !DILocalVariable(name: "nblock", scope: !35, file: !2, line: 125, type: !22)
!177 = !DILocalVariable(name: "es", scope: !35, file: !2, line: 126, type: !22)
!178 = !DILocalVariable(name: "N", scope: !35, file: !2, line: 127, type: !22)
!179 = !DILocalVariable(name: "curr", scope: !35, file: !2, line: 128, type: !22)
!180 = !DILocalVariable(name: "zt", scope: !35, file: !2, line: 129, type: !22)
!181 = !DILocalVariable(name: "zn", scope: !35, file: !2, line: 130, type: !22)
!182 = !DILocalVariable(name: "zvec", scope: !35, file: !2, line: 131, type: !22)
!183 = !DILocalVariable(name: "zj", scope: !35, file: !2, line: 132, type: !22)
!184 = !DILocalVariable(name: "gSel", scope: !35, file: !2, line: 133, type: !22)
!185 = !DILocalVariable(name: "gMinlen", scope: !35, file: !2, line: 134, type: !22)
!186 = !DILocalVariable(name: "gLimit", scope: !35, file: !2, line: 135, type: !155)
!187 = !DILocalVariable(name: "gBase", scope: !35, file: !2, line: 136, type: !155)
!188 = !DILocalVariable(name: "gPerm", scope: !35, file: !2, line: 137, type: !155)
!189 = !DILocalVariable(name: "v", scope: !190, file: !2, line: 197, type: !17)
!190 = distinct !DILexicalBlock(scope: !191, file: !2, line: 197, column: 7)
!191 = distinct !DILexicalBlock(scope: !192, file: !2, line: 197, column: 7)
!192 = distinct !DILexicalBlock(scope: !193, file: !2, line: 197, column: 7)
!193 = distinct !DILexicalBlock(scope: !35, file: !2, line: 195, column: 22)
!194 = !DILocalVariable(name: "v", scope: !195, file: !2, line: 200, type: !17)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 200, column: 7)
!196 = distinct !DILexicalBlock(scope: !197, file: !2, line: 200, column: 7)
!197 = distinct !DILexicalBlock(scope: !193, file: !2, line: 200, column: 7)
!198 = !DILocalVariable(name: "v", scope: !199, file: !2, line: 203, type: !17)
!199 = distinct !DILexicalBlock(scope: !200, file: !2, line: 203, column: 7)
!200 = distinct !DILexicalBlock(scope: !201, file: !2, line: 203, column: 7)
!201 = distinct !DILexicalBlock(scope: !193, file: !2, line: 203, column: 7)
!202 = !DILocalVariable(name: "v", scope: !203, file: !2, line: 206, type: !17)
!203 = distinct !DILexicalBlock(scope: !204, file: !2, line: 206, column: 7)
!204 = distinct !DILexicalBlock(scope: !205, file: !2, line: 206, column: 7)
!205 = distinct !DILexicalBlock(scope: !193, file: !2, line: 206, column: 7)
!206 = !DILocalVariable(name: "v", scope: !207, file: !2, line: 222, type: !17)
!207 = distinct !DILexicalBlock(scope: !208, file: !2, line: 222, column: 7)
!208 = distinct !DILexicalBlock(scope: !209, file: !2, line: 222, column: 7)
!209 = distinct !DILexicalBlock(scope: !193, file: !2, line: 222, column: 7)
!210 = !DILocalVariable(name: "v", scope: !211, file: !2, line: 226, type: !17)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 226, column: 7)
!212 = distinct !DILexicalBlock(scope: !213, file: !2, line: 226, column: 7)
!213 = distinct !DILexicalBlock(scope: !193, file: !2, line: 226, column: 7)
!214 = !DILocalVariable(name: "v", scope: !215, file: !2, line: 228, type: !17)
!215 = distinct !DILexicalBlock(scope: !216, file: !2, line: 228, column: 7)
!216 = distinct !DILexicalBlock(scope: !217, file: !2, line: 228, column: 7)
!217 = distinct !DILexicalBlock(scope: !193, file: !2, line: 228, column: 7)
!218 = !DILocalVariable(name: "v", scope: !219, file: !2, line: 230, type: !17)
!219 = distinct !DILexicalBlock(scope: !220, file: !2, line: 230, column: 7)
!220 = distinct !DILexicalBlock(scope: !221, file: !2, line: 230, column: 7)
!221 = distinct !DILexicalBlock(scope: !193, file: !2, line: 230, column: 7)
!222 = !DILocalVariable(name: "v", scope: !223, file: !2, line: 232, type: !17)
!223 = distinct !DILexicalBlock(scope: !224, file: !2, line: 232, column: 7)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 232, column: 7)
!225 = distinct !DILexicalBlock(scope: !193, file: !2, line: 232, column: 7)
!226 = !DILocalVariable(name: "v", scope: !227, file: !2, line: 234, type: !17)
!227 = distinct !DILexicalBlock(scope: !228, file: !2, line: 234, column: 7)
!228 = distinct !DILexicalBlock(scope: !229, file: !2, line: 234, column: 7)
!229 = distinct !DILexicalBlock(scope: !193, file: !2, line: 234, column: 7)
!230 = !DILocalVariable(name: "v", scope: !231, file: !2, line: 242, type: !17)
!231 = distinct !DILexicalBlock(scope: !232, file: !2, line: 242, column: 7)
!232 = distinct !DILexicalBlock(scope: !233, file: !2, line: 242, column: 7)
!233 = distinct !DILexicalBlock(scope: !193, file: !2, line: 242, column: 7)
!234 = !DILocalVariable(name: "v", scope: !235, file: !2, line: 244, type: !17)
!235 = distinct !DILexicalBlock(scope: !236, file: !2, line: 244, column: 7)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 244, column: 7)
!237 = distinct !DILexicalBlock(scope: !193, file: !2, line: 244, column: 7)
!238 = !DILocalVariable(name: "v", scope: !239, file: !2, line: 246, type: !17)
!239 = distinct !DILexicalBlock(scope: !240, file: !2, line: 246, column: 7)
!240 = distinct !DILexicalBlock(scope: !241, file: !2, line: 246, column: 7)
!241 = distinct !DILexicalBlock(scope: !193, file: !2, line: 246, column: 7)
!242 = !DILocalVariable(name: "v", scope: !243, file: !2, line: 248, type: !17)
!243 = distinct !DILexicalBlock(scope: !244, file: !2, line: 248, column: 7)
!244 = distinct !DILexicalBlock(scope: !245, file: !2, line: 248, column: 7)
!245 = distinct !DILexicalBlock(scope: !193, file: !2, line: 248, column: 7)
!246 = !DILocalVariable(name: "v", scope: !247, file: !2, line: 251, type: !17)
!247 = distinct !DILexicalBlock(scope: !248, file: !2, line: 251, column: 7)
!248 = distinct !DILexicalBlock(scope: !249, file: !2, line: 251, column: 7)
!249 = distinct !DILexicalBlock(scope: !193, file: !2, line: 251, column: 7)
!250 = !DILocalVariable(name: "v", scope: !251, file: !2, line: 254, type: !17)
!251 = distinct !DILexicalBlock(scope: !252, file: !2, line: 254, column: 7)
!252 = distinct !DILexicalBlock(scope: !253, file: !2, line: 254, column: 7)
!253 = distinct !DILexicalBlock(scope: !193, file: !2, line: 254, column: 7)
!254 = !DILocalVariable(name: "v", scope: !255, file: !2, line: 256, type: !17)
!255 = distinct !DILexicalBlock(scope: !256, file: !2, line: 256, column: 7)
!256 = distinct !DILexicalBlock(scope: !257, file: !2, line: 256, column: 7)
!257 = distinct !DILexicalBlock(scope: !193, file: !2, line: 256, column: 7)
!258 = !DILocalVariable(name: "v", scope: !259, file: !2, line: 258, type: !17)
!259 = distinct !DILexicalBlock(scope: !260, file: !2, line: 258, column: 7)
!260 = distinct !DILexicalBlock(scope: !261, file: !2, line: 258, column: 7)
!261 = distinct !DILexicalBlock(scope: !193, file: !2, line: 258, column: 7)
!262 = !DILocalVariable(name: "v", scope: !263, file: !2, line: 268, type: !17)
!263 = distinct !DILexicalBlock(scope: !264, file: !2, line: 268, column: 10)
!264 = distinct !DILexicalBlock(scope: !265, file: !2, line: 268, column: 10)
!265 = distinct !DILexicalBlock(scope: !266, file: !2, line: 268, column: 10)
!266 = distinct !DILexicalBlock(scope: !267, file: !2, line: 267, column: 32)
!267 = distinct !DILexicalBlock(scope: !268, file: !2, line: 267, column: 7)
!268 = distinct !DILexicalBlock(scope: !193, file: !2, line: 267, column: 7)
!269 = !DILocalVariable(name: "v", scope: !270, file: !2, line: 279, type: !17)
!270 = distinct !DILexicalBlock(scope: !271, file: !2, line: 279, column: 16)
!271 = distinct !DILexicalBlock(scope: !272, file: !2, line: 279, column: 16)
!272 = distinct !DILexicalBlock(scope: !273, file: !2, line: 279, column: 16)
!273 = distinct !DILexicalBlock(scope: !274, file: !2, line: 278, column: 38)
!274 = distinct !DILexicalBlock(scope: !275, file: !2, line: 278, column: 13)
!275 = distinct !DILexicalBlock(scope: !276, file: !2, line: 278, column: 13)
!276 = distinct !DILexicalBlock(scope: !277, file: !2, line: 277, column: 14)
!277 = distinct !DILexicalBlock(scope: !278, file: !2, line: 276, column: 7)
!278 = distinct !DILexicalBlock(scope: !193, file: !2, line: 276, column: 7)
!279 = !DILocalVariable(name: "v", scope: !280, file: !2, line: 287, type: !17)
!280 = distinct !DILexicalBlock(scope: !281, file: !2, line: 287, column: 7)
!281 = distinct !DILexicalBlock(scope: !282, file: !2, line: 287, column: 7)
!282 = distinct !DILexicalBlock(scope: !193, file: !2, line: 287, column: 7)
!283 = !DILocalVariable(name: "v", scope: !284, file: !2, line: 289, type: !17)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 289, column: 7)
!285 = distinct !DILexicalBlock(scope: !286, file: !2, line: 289, column: 7)
!286 = distinct !DILexicalBlock(scope: !193, file: !2, line: 289, column: 7)
!287 = !DILocalVariable(name: "v", scope: !288, file: !2, line: 294, type: !17)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 294, column: 13)
!289 = distinct !DILexicalBlock(scope: !290, file: !2, line: 294, column: 13)
!290 = distinct !DILexicalBlock(scope: !291, file: !2, line: 294, column: 13)
!291 = distinct !DILexicalBlock(scope: !292, file: !2, line: 293, column: 23)
!292 = distinct !DILexicalBlock(scope: !293, file: !2, line: 291, column: 40)
!293 = distinct !DILexicalBlock(scope: !294, file: !2, line: 291, column: 7)
!294 = distinct !DILexicalBlock(scope: !193, file: !2, line: 291, column: 7)
!295 = !DILocalVariable(name: "pos", scope: !296, file: !2, line: 310, type: !297)
!296 = distinct !DILexicalBlock(scope: !193, file: !2, line: 309, column: 7)
!297 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 48, elements: !132)
!298 = !DILocalVariable(name: "tmp", scope: !296, file: !2, line: 310, type: !20)
!299 = !DILocalVariable(name: "v", scope: !296, file: !2, line: 310, type: !20)
!300 = !DILocalVariable(name: "v", scope: !301, file: !2, line: 324, type: !17)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 324, column: 10)
!302 = distinct !DILexicalBlock(scope: !303, file: !2, line: 324, column: 10)
!303 = distinct !DILexicalBlock(scope: !304, file: !2, line: 324, column: 10)
!304 = distinct !DILexicalBlock(scope: !305, file: !2, line: 323, column: 37)
!305 = distinct !DILexicalBlock(scope: !306, file: !2, line: 323, column: 7)
!306 = distinct !DILexicalBlock(scope: !193, file: !2, line: 323, column: 7)
!307 = !DILocalVariable(name: "v", scope: !308, file: !2, line: 328, type: !17)
!308 = distinct !DILexicalBlock(scope: !309, file: !2, line: 328, column: 16)
!309 = distinct !DILexicalBlock(scope: !310, file: !2, line: 328, column: 16)
!310 = distinct !DILexicalBlock(scope: !311, file: !2, line: 328, column: 16)
!311 = distinct !DILexicalBlock(scope: !312, file: !2, line: 326, column: 26)
!312 = distinct !DILexicalBlock(scope: !313, file: !2, line: 325, column: 42)
!313 = distinct !DILexicalBlock(scope: !314, file: !2, line: 325, column: 10)
!314 = distinct !DILexicalBlock(scope: !304, file: !2, line: 325, column: 10)
!315 = !DILocalVariable(name: "v", scope: !316, file: !2, line: 330, type: !17)
!316 = distinct !DILexicalBlock(scope: !317, file: !2, line: 330, column: 16)
!317 = distinct !DILexicalBlock(scope: !318, file: !2, line: 330, column: 16)
!318 = distinct !DILexicalBlock(scope: !311, file: !2, line: 330, column: 16)
!319 = !DILocalVariable(name: "ii", scope: !320, file: !2, line: 366, type: !22)
!320 = distinct !DILexicalBlock(scope: !193, file: !2, line: 365, column: 7)
!321 = !DILocalVariable(name: "jj", scope: !320, file: !2, line: 366, type: !22)
!322 = !DILocalVariable(name: "kk", scope: !320, file: !2, line: 366, type: !22)
!323 = !DILocalVariable(name: "v", scope: !324, file: !2, line: 379, type: !17)
!324 = distinct !DILexicalBlock(scope: !325, file: !2, line: 379, column: 7)
!325 = distinct !DILexicalBlock(scope: !326, file: !2, line: 379, column: 7)
!326 = distinct !DILexicalBlock(scope: !327, file: !2, line: 379, column: 7)
!327 = distinct !DILexicalBlock(scope: !193, file: !2, line: 379, column: 7)
!328 = !DILocalVariable(name: "v", scope: !329, file: !2, line: 379, type: !17)
!329 = distinct !DILexicalBlock(scope: !330, file: !2, line: 379, column: 7)
!330 = distinct !DILexicalBlock(scope: !331, file: !2, line: 379, column: 7)
!331 = distinct !DILexicalBlock(scope: !332, file: !2, line: 379, column: 7)
!332 = distinct !DILexicalBlock(scope: !327, file: !2, line: 379, column: 7)
!333 = !DILocalVariable(name: "v", scope: !334, file: !2, line: 400, type: !17)
!334 = distinct !DILexicalBlock(scope: !335, file: !2, line: 400, column: 16)
!335 = distinct !DILexicalBlock(scope: !336, file: !2, line: 400, column: 16)
!336 = distinct !DILexicalBlock(scope: !337, file: !2, line: 400, column: 16)
!337 = distinct !DILexicalBlock(scope: !338, file: !2, line: 400, column: 16)
!338 = distinct !DILexicalBlock(scope: !339, file: !2, line: 389, column: 16)
!339 = distinct !DILexicalBlock(scope: !340, file: !2, line: 385, column: 56)
!340 = distinct !DILexicalBlock(scope: !341, file: !2, line: 385, column: 14)
!341 = distinct !DILexicalBlock(scope: !193, file: !2, line: 381, column: 20)
!342 = !DILocalVariable(name: "v", scope: !343, file: !2, line: 400, type: !17)
!343 = distinct !DILexicalBlock(scope: !344, file: !2, line: 400, column: 16)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 400, column: 16)
!345 = distinct !DILexicalBlock(scope: !346, file: !2, line: 400, column: 16)
!346 = distinct !DILexicalBlock(scope: !337, file: !2, line: 400, column: 16)
!347 = !DILocalVariable(name: "ii", scope: !348, file: !2, line: 431, type: !22)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 430, column: 13)
!349 = distinct !DILexicalBlock(scope: !340, file: !2, line: 425, column: 17)
!350 = !DILocalVariable(name: "jj", scope: !348, file: !2, line: 431, type: !22)
!351 = !DILocalVariable(name: "kk", scope: !348, file: !2, line: 431, type: !22)
!352 = !DILocalVariable(name: "pp", scope: !348, file: !2, line: 431, type: !22)
!353 = !DILocalVariable(name: "lno", scope: !348, file: !2, line: 431, type: !22)
!354 = !DILocalVariable(name: "off", scope: !348, file: !2, line: 431, type: !22)
!355 = !DILocalVariable(name: "nn", scope: !348, file: !2, line: 432, type: !17)
!356 = !DILocalVariable(name: "z", scope: !357, file: !2, line: 440, type: !22)
!357 = distinct !DILexicalBlock(scope: !358, file: !2, line: 439, column: 34)
!358 = distinct !DILexicalBlock(scope: !359, file: !2, line: 435, column: 36)
!359 = distinct !DILexicalBlock(scope: !348, file: !2, line: 435, column: 20)
!360 = !DILocalVariable(name: "v", scope: !361, file: !2, line: 489, type: !17)
!361 = distinct !DILexicalBlock(scope: !362, file: !2, line: 489, column: 13)
!362 = distinct !DILexicalBlock(scope: !363, file: !2, line: 489, column: 13)
!363 = distinct !DILexicalBlock(scope: !364, file: !2, line: 489, column: 13)
!364 = distinct !DILexicalBlock(scope: !349, file: !2, line: 489, column: 13)
!365 = !DILocalVariable(name: "v", scope: !366, file: !2, line: 489, type: !17)
!366 = distinct !DILexicalBlock(scope: !367, file: !2, line: 489, column: 13)
!367 = distinct !DILexicalBlock(scope: !368, file: !2, line: 489, column: 13)
!368 = distinct !DILexicalBlock(scope: !369, file: !2, line: 489, column: 13)
!369 = distinct !DILexicalBlock(scope: !364, file: !2, line: 489, column: 13)
!370 = !DILocalVariable(name: "tmp", scope: !371, file: !2, line: 546, type: !22)
!371 = distinct !DILexicalBlock(scope: !372, file: !2, line: 545, column: 13)
!372 = distinct !DILexicalBlock(scope: !373, file: !2, line: 530, column: 31)
!373 = distinct !DILexicalBlock(scope: !193, file: !2, line: 530, column: 11)
!374 = !DILabel(scope: !193, name: "endhdr_2", file: !2, line: 588)
!375 = !DILocalVariable(name: "v", scope: !376, file: !2, line: 590, type: !17)
!376 = distinct !DILexicalBlock(scope: !377, file: !2, line: 590, column: 7)
!377 = distinct !DILexicalBlock(scope: !378, file: !2, line: 590, column: 7)
!378 = distinct !DILexicalBlock(scope: !193, file: !2, line: 590, column: 7)
!379 = !DILocalVariable(name: "v", scope: !380, file: !2, line: 592, type: !17)
!380 = distinct !DILexicalBlock(scope: !381, file: !2, line: 592, column: 7)
!381 = distinct !DILexicalBlock(scope: !382, file: !2, line: 592, column: 7)
!382 = distinct !DILexicalBlock(scope: !193, file: !2, line: 592, column: 7)
!383 = !DILocalVariable(name: "v", scope: !384, file: !2, line: 594, type: !17)
!384 = distinct !DILexicalBlock(scope: !385, file: !2, line: 594, column: 7)
!385 = distinct !DILexicalBlock(scope: !386, file: !2, line: 594, column: 7)
!386 = distinct !DILexicalBlock(scope: !193, file: !2, line: 594, column: 7)
!387 = !DILocalVariable(name: "v", scope: !388, file: !2, line: 596, type: !17)
!388 = distinct !DILexicalBlock(scope: !389, file: !2, line: 596, column: 7)
!389 = distinct !DILexicalBlock(scope: !390, file: !2, line: 596, column: 7)
!390 = distinct !DILexicalBlock(scope: !193, file: !2, line: 596, column: 7)
!391 = !DILocalVariable(name: "v", scope: !392, file: !2, line: 598, type: !17)
!392 = distinct !DILexicalBlock(scope: !393, file: !2, line: 598, column: 7)
!393 = distinct !DILexicalBlock(scope: !394, file: !2, line: 598, column: 7)
!394 = distinct !DILexicalBlock(scope: !193, file: !2, line: 598, column: 7)
!395 = !DILocalVariable(name: "v", scope: !396, file: !2, line: 602, type: !17)
!396 = distinct !DILexicalBlock(scope: !397, file: !2, line: 602, column: 7)
!397 = distinct !DILexicalBlock(scope: !398, file: !2, line: 602, column: 7)
!398 = distinct !DILexicalBlock(scope: !193, file: !2, line: 602, column: 7)
!399 = !DILocalVariable(name: "v", scope: !400, file: !2, line: 604, type: !17)
!400 = distinct !DILexicalBlock(scope: !401, file: !2, line: 604, column: 7)
!401 = distinct !DILexicalBlock(scope: !402, file: !2, line: 604, column: 7)
!402 = distinct !DILexicalBlock(scope: !193, file: !2, line: 604, column: 7)
!403 = !DILocalVariable(name: "v", scope: !404, file: !2, line: 606, type: !17)
!404 = distinct !DILexicalBlock(scope: !405, file: !2, line: 606, column: 7)
!405 = distinct !DILexicalBlock(scope: !406, file: !2, line: 606, column: 7)
!406 = distinct !DILexicalBlock(scope: !193, file: !2, line: 606, column: 7)
!407 = !DILocalVariable(name: "v", scope: !408, file: !2, line: 608, type: !17)
!408 = distinct !DILexicalBlock(scope: !409, file: !2, line: 608, column: 7)
!409 = distinct !DILexicalBlock(scope: !410, file: !2, line: 608, column: 7)
!410 = distinct !DILexicalBlock(scope: !193, file: !2, line: 608, column: 7)
!411 = !DILabel(scope: !35, name: "save_state_and_return", file: !2, line: 619)
!412 = distinct !DIAssignID()
!413 = !DILocation(line: 0, scope: !296)
!414 = !DILocation(line: 0, scope: !35)
!415 = !DILocation(line: 111, column: 25, scope: !35)
!416 = !{!417, !418, i64 0}
!417 = !{!"", !418, i64 0, !421, i64 8, !419, i64 12, !421, i64 16, !419, i64 20, !421, i64 24, !421, i64 28, !421, i64 32, !421, i64 36, !421, i64 40, !419, i64 44, !421, i64 48, !421, i64 52, !421, i64 56, !421, i64 60, !421, i64 64, !419, i64 68, !421, i64 1092, !419, i64 1096, !419, i64 2124, !418, i64 3152, !418, i64 3160, !418, i64 3168, !421, i64 3176, !421, i64 3180, !421, i64 3184, !421, i64 3188, !421, i64 3192, !419, i64 3196, !419, i64 3452, !419, i64 3468, !419, i64 3724, !419, i64 7820, !419, i64 7884, !419, i64 25886, !419, i64 43888, !419, i64 45436, !419, i64 51628, !419, i64 57820, !419, i64 64012, !421, i64 64036, !421, i64 64040, !421, i64 64044, !421, i64 64048, !421, i64 64052, !421, i64 64056, !421, i64 64060, !421, i64 64064, !421, i64 64068, !421, i64 64072, !421, i64 64076, !421, i64 64080, !421, i64 64084, !421, i64 64088, !421, i64 64092, !421, i64 64096, !421, i64 64100, !421, i64 64104, !421, i64 64108, !421, i64 64112, !421, i64 64116, !418, i64 64120, !418, i64 64128, !418, i64 64136}
!418 = !{!"any pointer", !419, i64 0}
!419 = !{!"omnipotent char", !420, i64 0}
!420 = !{!"Simple C/C++ TBAA"}
!421 = !{!"int", !419, i64 0}
!422 = !DILocation(line: 139, column: 11, scope: !423)
!423 = distinct !DILexicalBlock(scope: !35, file: !2, line: 139, column: 8)
!424 = !{!417, !421, i64 8}
!425 = !DILocation(line: 139, column: 17, scope: !423)
!426 = !DILocation(line: 139, column: 8, scope: !35)
!427 = !DILocation(line: 168, column: 21, scope: !35)
!428 = !DILocation(line: 170, column: 21, scope: !35)
!429 = !DILocation(line: 171, column: 21, scope: !35)
!430 = !DILocation(line: 172, column: 21, scope: !35)
!431 = !DILocation(line: 173, column: 21, scope: !35)
!432 = !DILocation(line: 174, column: 21, scope: !35)
!433 = !DILocation(line: 175, column: 21, scope: !35)
!434 = !DILocation(line: 176, column: 21, scope: !35)
!435 = !DILocation(line: 177, column: 21, scope: !35)
!436 = !DILocation(line: 178, column: 21, scope: !35)
!437 = !DILocation(line: 179, column: 21, scope: !35)
!438 = !DILocation(line: 180, column: 21, scope: !35)
!439 = !DILocation(line: 181, column: 21, scope: !35)
!440 = !DILocation(line: 182, column: 21, scope: !35)
!441 = !DILocation(line: 183, column: 21, scope: !35)
!442 = !DILocation(line: 184, column: 21, scope: !35)
!443 = !DILocation(line: 185, column: 21, scope: !35)
!444 = !DILocation(line: 186, column: 21, scope: !35)
!445 = !DILocation(line: 187, column: 21, scope: !35)
!446 = !DILocation(line: 188, column: 21, scope: !35)
!447 = !DILocation(line: 189, column: 21, scope: !35)
!448 = !DILocation(line: 190, column: 21, scope: !35)
!449 = !DILocation(line: 191, column: 21, scope: !35)
!450 = !DILocation(line: 142, column: 27, scope: !451)
!451 = distinct !DILexicalBlock(scope: !423, file: !2, line: 139, column: 34)
!452 = !DILocation(line: 197, column: 7, scope: !193)
!453 = !{!417, !421, i64 36}
!454 = !DILocation(line: 197, column: 7, scope: !191)
!455 = !DILocation(line: 197, column: 7, scope: !192)
!456 = !{!417, !421, i64 64036}
!457 = !DILocation(line: 169, column: 21, scope: !35)
!458 = !{!417, !421, i64 64040}
!459 = !{!417, !421, i64 64044}
!460 = !{!417, !421, i64 64048}
!461 = !{!417, !421, i64 64052}
!462 = !{!417, !421, i64 64056}
!463 = !{!417, !421, i64 64060}
!464 = !{!417, !421, i64 64064}
!465 = !{!417, !421, i64 64068}
!466 = !{!417, !421, i64 64072}
!467 = !{!417, !421, i64 64076}
!468 = !{!417, !421, i64 64080}
!469 = !{!417, !421, i64 64084}
!470 = !{!417, !421, i64 64088}
!471 = !{!417, !421, i64 64092}
!472 = !{!417, !421, i64 64096}
!473 = !{!417, !421, i64 64100}
!474 = !{!417, !421, i64 64104}
!475 = !{!417, !421, i64 64108}
!476 = !{!417, !421, i64 64112}
!477 = !{!417, !421, i64 64116}
!478 = !{!417, !418, i64 64120}
!479 = !{!417, !418, i64 64128}
!480 = !{!417, !418, i64 64136}
!481 = !DILocation(line: 195, column: 4, scope: !35)
!482 = !DILocation(line: 197, column: 7, scope: !190)
!483 = !{!417, !421, i64 32}
!484 = !{!485, !421, i64 8}
!485 = !{!"", !418, i64 0, !421, i64 8, !421, i64 12, !421, i64 16, !418, i64 24, !421, i64 32, !421, i64 36, !421, i64 40, !418, i64 48, !418, i64 56, !418, i64 64, !418, i64 72}
!486 = !DILocation(line: 0, scope: !190)
!487 = !DILocation(line: 198, column: 11, scope: !488)
!488 = distinct !DILexicalBlock(scope: !193, file: !2, line: 198, column: 11)
!489 = !DILocation(line: 198, column: 14, scope: !488)
!490 = !DILocation(line: 198, column: 11, scope: !193)
!491 = !DILocation(line: 197, column: 7, scope: !492)
!492 = distinct !DILexicalBlock(scope: !192, file: !2, line: 197, column: 7)
!493 = !{!485, !418, i64 0}
!494 = !{!419, !419, i64 0}
!495 = !{!485, !421, i64 12}
!496 = !DILocation(line: 197, column: 7, scope: !497)
!497 = distinct !DILexicalBlock(scope: !192, file: !2, line: 197, column: 7)
!498 = !{!485, !421, i64 16}
!499 = distinct !{!499, !452, !452}
!500 = !DILocation(line: 200, column: 7, scope: !193)
!501 = !DILocation(line: 200, column: 7, scope: !196)
!502 = !DILocation(line: 200, column: 7, scope: !197)
!503 = !DILocation(line: 200, column: 7, scope: !195)
!504 = !DILocation(line: 0, scope: !195)
!505 = !DILocation(line: 201, column: 11, scope: !506)
!506 = distinct !DILexicalBlock(scope: !193, file: !2, line: 201, column: 11)
!507 = !DILocation(line: 201, column: 14, scope: !506)
!508 = !DILocation(line: 201, column: 11, scope: !193)
!509 = !DILocation(line: 200, column: 7, scope: !510)
!510 = distinct !DILexicalBlock(scope: !197, file: !2, line: 200, column: 7)
!511 = !DILocation(line: 200, column: 7, scope: !512)
!512 = distinct !DILexicalBlock(scope: !197, file: !2, line: 200, column: 7)
!513 = distinct !{!513, !500, !500}
!514 = !DILocation(line: 203, column: 7, scope: !193)
!515 = !DILocation(line: 203, column: 7, scope: !200)
!516 = !DILocation(line: 203, column: 7, scope: !201)
!517 = !DILocation(line: 203, column: 7, scope: !199)
!518 = !DILocation(line: 0, scope: !199)
!519 = !DILocation(line: 204, column: 11, scope: !520)
!520 = distinct !DILexicalBlock(scope: !193, file: !2, line: 204, column: 11)
!521 = !DILocation(line: 204, column: 14, scope: !520)
!522 = !DILocation(line: 204, column: 11, scope: !193)
!523 = !DILocation(line: 203, column: 7, scope: !524)
!524 = distinct !DILexicalBlock(scope: !201, file: !2, line: 203, column: 7)
!525 = !DILocation(line: 203, column: 7, scope: !526)
!526 = distinct !DILexicalBlock(scope: !201, file: !2, line: 203, column: 7)
!527 = distinct !{!527, !514, !514}
!528 = !DILocation(line: 206, column: 7, scope: !193)
!529 = !DILocation(line: 206, column: 7, scope: !204)
!530 = !DILocation(line: 206, column: 7, scope: !205)
!531 = !DILocation(line: 206, column: 7, scope: !203)
!532 = !DILocation(line: 0, scope: !203)
!533 = !{!417, !421, i64 40}
!534 = !DILocation(line: 207, column: 45, scope: !535)
!535 = distinct !DILexicalBlock(scope: !193, file: !2, line: 207, column: 11)
!536 = !DILocation(line: 206, column: 7, scope: !537)
!537 = distinct !DILexicalBlock(scope: !205, file: !2, line: 206, column: 7)
!538 = !DILocation(line: 206, column: 7, scope: !539)
!539 = distinct !DILexicalBlock(scope: !205, file: !2, line: 206, column: 7)
!540 = distinct !{!540, !528, !528}
!541 = !DILocation(line: 209, column: 24, scope: !193)
!542 = !DILocation(line: 211, column: 14, scope: !543)
!543 = distinct !DILexicalBlock(scope: !193, file: !2, line: 211, column: 11)
!544 = !{!417, !419, i64 44}
!545 = !DILocation(line: 211, column: 11, scope: !543)
!546 = !DILocation(line: 0, scope: !543)
!547 = !{!485, !418, i64 56}
!548 = !{!485, !418, i64 72}
!549 = !DILocation(line: 211, column: 11, scope: !193)
!550 = !DILocation(line: 212, column: 20, scope: !551)
!551 = distinct !DILexicalBlock(scope: !543, file: !2, line: 211, column: 31)
!552 = !DILocation(line: 212, column: 13, scope: !551)
!553 = !DILocation(line: 212, column: 18, scope: !551)
!554 = !{!417, !418, i64 3160}
!555 = !DILocation(line: 213, column: 20, scope: !551)
!556 = !DILocation(line: 213, column: 13, scope: !551)
!557 = !DILocation(line: 213, column: 18, scope: !551)
!558 = !{!417, !418, i64 3168}
!559 = !DILocation(line: 216, column: 17, scope: !560)
!560 = distinct !DILexicalBlock(scope: !551, file: !2, line: 216, column: 14)
!561 = !DILocation(line: 216, column: 22, scope: !560)
!562 = !DILocation(line: 216, column: 30, scope: !560)
!563 = !DILocation(line: 218, column: 19, scope: !564)
!564 = distinct !DILexicalBlock(scope: !543, file: !2, line: 217, column: 14)
!565 = !DILocation(line: 218, column: 13, scope: !564)
!566 = !DILocation(line: 218, column: 17, scope: !564)
!567 = !{!417, !418, i64 3152}
!568 = !DILocation(line: 219, column: 20, scope: !569)
!569 = distinct !DILexicalBlock(scope: !564, file: !2, line: 219, column: 14)
!570 = !DILocation(line: 219, column: 14, scope: !564)
!571 = !DILocation(line: 222, column: 7, scope: !193)
!572 = !DILocation(line: 222, column: 7, scope: !208)
!573 = !DILocation(line: 222, column: 7, scope: !209)
!574 = !DILocation(line: 222, column: 7, scope: !207)
!575 = !DILocation(line: 0, scope: !207)
!576 = !DILocation(line: 224, column: 11, scope: !193)
!577 = !DILocation(line: 222, column: 7, scope: !578)
!578 = distinct !DILexicalBlock(scope: !209, file: !2, line: 222, column: 7)
!579 = !DILocation(line: 222, column: 7, scope: !580)
!580 = distinct !DILexicalBlock(scope: !209, file: !2, line: 222, column: 7)
!581 = distinct !{!581, !571, !571}
!582 = !DILocation(line: 226, column: 7, scope: !193)
!583 = !DILocation(line: 226, column: 7, scope: !212)
!584 = !DILocation(line: 226, column: 7, scope: !213)
!585 = !DILocation(line: 226, column: 7, scope: !211)
!586 = !DILocation(line: 0, scope: !211)
!587 = !DILocation(line: 227, column: 11, scope: !588)
!588 = distinct !DILexicalBlock(scope: !193, file: !2, line: 227, column: 11)
!589 = !DILocation(line: 227, column: 14, scope: !588)
!590 = !DILocation(line: 227, column: 11, scope: !193)
!591 = !DILocation(line: 226, column: 7, scope: !592)
!592 = distinct !DILexicalBlock(scope: !213, file: !2, line: 226, column: 7)
!593 = !DILocation(line: 226, column: 7, scope: !594)
!594 = distinct !DILexicalBlock(scope: !213, file: !2, line: 226, column: 7)
!595 = distinct !{!595, !582, !582}
!596 = !DILocation(line: 228, column: 7, scope: !193)
!597 = !DILocation(line: 228, column: 7, scope: !216)
!598 = !DILocation(line: 228, column: 7, scope: !217)
!599 = !DILocation(line: 228, column: 7, scope: !215)
!600 = !DILocation(line: 0, scope: !215)
!601 = !DILocation(line: 229, column: 11, scope: !602)
!602 = distinct !DILexicalBlock(scope: !193, file: !2, line: 229, column: 11)
!603 = !DILocation(line: 229, column: 14, scope: !602)
!604 = !DILocation(line: 229, column: 11, scope: !193)
!605 = !DILocation(line: 228, column: 7, scope: !606)
!606 = distinct !DILexicalBlock(scope: !217, file: !2, line: 228, column: 7)
!607 = !DILocation(line: 228, column: 7, scope: !608)
!608 = distinct !DILexicalBlock(scope: !217, file: !2, line: 228, column: 7)
!609 = distinct !{!609, !596, !596}
!610 = !DILocation(line: 230, column: 7, scope: !193)
!611 = !DILocation(line: 230, column: 7, scope: !220)
!612 = !DILocation(line: 230, column: 7, scope: !221)
!613 = !DILocation(line: 230, column: 7, scope: !219)
!614 = !DILocation(line: 0, scope: !219)
!615 = !DILocation(line: 231, column: 11, scope: !616)
!616 = distinct !DILexicalBlock(scope: !193, file: !2, line: 231, column: 11)
!617 = !DILocation(line: 231, column: 14, scope: !616)
!618 = !DILocation(line: 231, column: 11, scope: !193)
!619 = !DILocation(line: 230, column: 7, scope: !620)
!620 = distinct !DILexicalBlock(scope: !221, file: !2, line: 230, column: 7)
!621 = !DILocation(line: 230, column: 7, scope: !622)
!622 = distinct !DILexicalBlock(scope: !221, file: !2, line: 230, column: 7)
!623 = distinct !{!623, !610, !610}
!624 = !DILocation(line: 232, column: 7, scope: !193)
!625 = !DILocation(line: 232, column: 7, scope: !224)
!626 = !DILocation(line: 232, column: 7, scope: !225)
!627 = !DILocation(line: 232, column: 7, scope: !223)
!628 = !DILocation(line: 0, scope: !223)
!629 = !DILocation(line: 233, column: 11, scope: !630)
!630 = distinct !DILexicalBlock(scope: !193, file: !2, line: 233, column: 11)
!631 = !DILocation(line: 233, column: 14, scope: !630)
!632 = !DILocation(line: 233, column: 11, scope: !193)
!633 = !DILocation(line: 232, column: 7, scope: !634)
!634 = distinct !DILexicalBlock(scope: !225, file: !2, line: 232, column: 7)
!635 = !DILocation(line: 232, column: 7, scope: !636)
!636 = distinct !DILexicalBlock(scope: !225, file: !2, line: 232, column: 7)
!637 = distinct !{!637, !624, !624}
!638 = !DILocation(line: 234, column: 7, scope: !193)
!639 = !DILocation(line: 234, column: 7, scope: !228)
!640 = !DILocation(line: 234, column: 7, scope: !229)
!641 = !DILocation(line: 234, column: 7, scope: !227)
!642 = !DILocation(line: 0, scope: !227)
!643 = !DILocation(line: 235, column: 11, scope: !644)
!644 = distinct !DILexicalBlock(scope: !193, file: !2, line: 235, column: 11)
!645 = !DILocation(line: 235, column: 14, scope: !644)
!646 = !DILocation(line: 235, column: 11, scope: !193)
!647 = !DILocation(line: 234, column: 7, scope: !648)
!648 = distinct !DILexicalBlock(scope: !229, file: !2, line: 234, column: 7)
!649 = !DILocation(line: 234, column: 7, scope: !650)
!650 = distinct !DILexicalBlock(scope: !229, file: !2, line: 234, column: 7)
!651 = distinct !{!651, !638, !638}
!652 = !DILocation(line: 237, column: 10, scope: !193)
!653 = !DILocation(line: 237, column: 21, scope: !193)
!654 = !{!417, !421, i64 48}
!655 = !DILocation(line: 238, column: 14, scope: !656)
!656 = distinct !DILexicalBlock(scope: !193, file: !2, line: 238, column: 11)
!657 = !{!417, !421, i64 52}
!658 = !DILocation(line: 238, column: 24, scope: !656)
!659 = !DILocation(line: 238, column: 11, scope: !193)
!660 = !DILocation(line: 239, column: 10, scope: !656)
!661 = !{!418, !418, i64 0}
!662 = !DILocation(line: 241, column: 10, scope: !193)
!663 = !DILocation(line: 241, column: 25, scope: !193)
!664 = !{!417, !421, i64 3176}
!665 = !DILocation(line: 241, column: 7, scope: !193)
!666 = !DILocation(line: 242, column: 7, scope: !193)
!667 = !DILocation(line: 242, column: 7, scope: !232)
!668 = !DILocation(line: 242, column: 7, scope: !233)
!669 = !DILocation(line: 242, column: 7, scope: !231)
!670 = !DILocation(line: 0, scope: !231)
!671 = !DILocation(line: 243, column: 31, scope: !193)
!672 = !DILocation(line: 243, column: 46, scope: !193)
!673 = !DILocation(line: 243, column: 55, scope: !193)
!674 = !DILocation(line: 243, column: 52, scope: !193)
!675 = !DILocation(line: 243, column: 25, scope: !193)
!676 = !DILocation(line: 243, column: 7, scope: !193)
!677 = !DILocation(line: 242, column: 7, scope: !678)
!678 = distinct !DILexicalBlock(scope: !233, file: !2, line: 242, column: 7)
!679 = !DILocation(line: 242, column: 7, scope: !680)
!680 = distinct !DILexicalBlock(scope: !233, file: !2, line: 242, column: 7)
!681 = distinct !{!681, !666, !666}
!682 = !DILocation(line: 244, column: 7, scope: !193)
!683 = !DILocation(line: 244, column: 7, scope: !236)
!684 = !DILocation(line: 244, column: 7, scope: !237)
!685 = !DILocation(line: 244, column: 7, scope: !235)
!686 = !DILocation(line: 0, scope: !235)
!687 = !DILocation(line: 245, column: 31, scope: !193)
!688 = !DILocation(line: 245, column: 46, scope: !193)
!689 = !DILocation(line: 245, column: 55, scope: !193)
!690 = !DILocation(line: 245, column: 52, scope: !193)
!691 = !DILocation(line: 245, column: 25, scope: !193)
!692 = !DILocation(line: 245, column: 7, scope: !193)
!693 = !DILocation(line: 244, column: 7, scope: !694)
!694 = distinct !DILexicalBlock(scope: !237, file: !2, line: 244, column: 7)
!695 = !DILocation(line: 244, column: 7, scope: !696)
!696 = distinct !DILexicalBlock(scope: !237, file: !2, line: 244, column: 7)
!697 = distinct !{!697, !682, !682}
!698 = !DILocation(line: 246, column: 7, scope: !193)
!699 = !DILocation(line: 246, column: 7, scope: !240)
!700 = !DILocation(line: 246, column: 7, scope: !241)
!701 = !DILocation(line: 246, column: 7, scope: !239)
!702 = !DILocation(line: 0, scope: !239)
!703 = !DILocation(line: 247, column: 31, scope: !193)
!704 = !DILocation(line: 247, column: 46, scope: !193)
!705 = !DILocation(line: 247, column: 55, scope: !193)
!706 = !DILocation(line: 247, column: 52, scope: !193)
!707 = !DILocation(line: 247, column: 25, scope: !193)
!708 = !DILocation(line: 247, column: 7, scope: !193)
!709 = !DILocation(line: 246, column: 7, scope: !710)
!710 = distinct !DILexicalBlock(scope: !241, file: !2, line: 246, column: 7)
!711 = !DILocation(line: 246, column: 7, scope: !712)
!712 = distinct !DILexicalBlock(scope: !241, file: !2, line: 246, column: 7)
!713 = distinct !{!713, !698, !698}
!714 = !DILocation(line: 248, column: 7, scope: !193)
!715 = !DILocation(line: 248, column: 7, scope: !244)
!716 = !DILocation(line: 248, column: 7, scope: !245)
!717 = !DILocation(line: 248, column: 7, scope: !243)
!718 = !DILocation(line: 0, scope: !243)
!719 = !DILocation(line: 249, column: 31, scope: !193)
!720 = !DILocation(line: 249, column: 46, scope: !193)
!721 = !DILocation(line: 249, column: 55, scope: !193)
!722 = !DILocation(line: 249, column: 52, scope: !193)
!723 = !DILocation(line: 249, column: 25, scope: !193)
!724 = !DILocation(line: 249, column: 7, scope: !193)
!725 = !DILocation(line: 248, column: 7, scope: !726)
!726 = distinct !DILexicalBlock(scope: !245, file: !2, line: 248, column: 7)
!727 = !DILocation(line: 248, column: 7, scope: !728)
!728 = distinct !DILexicalBlock(scope: !245, file: !2, line: 248, column: 7)
!729 = distinct !{!729, !714, !714}
!730 = !DILocation(line: 251, column: 7, scope: !193)
!731 = !DILocation(line: 251, column: 7, scope: !248)
!732 = !DILocation(line: 251, column: 7, scope: !249)
!733 = !DILocation(line: 251, column: 7, scope: !247)
!734 = !DILocation(line: 0, scope: !247)
!735 = !{!417, !419, i64 20}
!736 = !DILocation(line: 253, column: 10, scope: !193)
!737 = !DILocation(line: 253, column: 18, scope: !193)
!738 = !{!417, !421, i64 56}
!739 = !DILocation(line: 253, column: 7, scope: !193)
!740 = !DILocation(line: 251, column: 7, scope: !741)
!741 = distinct !DILexicalBlock(scope: !249, file: !2, line: 251, column: 7)
!742 = !DILocation(line: 251, column: 7, scope: !743)
!743 = distinct !DILexicalBlock(scope: !249, file: !2, line: 251, column: 7)
!744 = distinct !{!744, !730, !730}
!745 = !DILocation(line: 254, column: 7, scope: !193)
!746 = !DILocation(line: 254, column: 7, scope: !252)
!747 = !DILocation(line: 254, column: 7, scope: !253)
!748 = !DILocation(line: 254, column: 7, scope: !251)
!749 = !DILocation(line: 0, scope: !251)
!750 = !DILocation(line: 255, column: 24, scope: !193)
!751 = !DILocation(line: 255, column: 32, scope: !193)
!752 = !DILocation(line: 255, column: 41, scope: !193)
!753 = !DILocation(line: 255, column: 38, scope: !193)
!754 = !DILocation(line: 255, column: 18, scope: !193)
!755 = !DILocation(line: 255, column: 7, scope: !193)
!756 = !DILocation(line: 254, column: 7, scope: !757)
!757 = distinct !DILexicalBlock(scope: !253, file: !2, line: 254, column: 7)
!758 = !DILocation(line: 254, column: 7, scope: !759)
!759 = distinct !DILexicalBlock(scope: !253, file: !2, line: 254, column: 7)
!760 = distinct !{!760, !745, !745}
!761 = !DILocation(line: 256, column: 7, scope: !193)
!762 = !DILocation(line: 256, column: 7, scope: !256)
!763 = !DILocation(line: 256, column: 7, scope: !257)
!764 = !DILocation(line: 256, column: 7, scope: !255)
!765 = !DILocation(line: 0, scope: !255)
!766 = !DILocation(line: 257, column: 24, scope: !193)
!767 = !DILocation(line: 257, column: 32, scope: !193)
!768 = !DILocation(line: 257, column: 41, scope: !193)
!769 = !DILocation(line: 257, column: 38, scope: !193)
!770 = !DILocation(line: 257, column: 18, scope: !193)
!771 = !DILocation(line: 257, column: 7, scope: !193)
!772 = !DILocation(line: 256, column: 7, scope: !773)
!773 = distinct !DILexicalBlock(scope: !257, file: !2, line: 256, column: 7)
!774 = !DILocation(line: 256, column: 7, scope: !775)
!775 = distinct !DILexicalBlock(scope: !257, file: !2, line: 256, column: 7)
!776 = distinct !{!776, !761, !761}
!777 = !DILocation(line: 258, column: 7, scope: !193)
!778 = !DILocation(line: 258, column: 7, scope: !260)
!779 = !DILocation(line: 258, column: 7, scope: !261)
!780 = !DILocation(line: 258, column: 7, scope: !259)
!781 = !DILocation(line: 0, scope: !259)
!782 = !DILocation(line: 259, column: 24, scope: !193)
!783 = !DILocation(line: 259, column: 32, scope: !193)
!784 = !DILocation(line: 259, column: 41, scope: !193)
!785 = !DILocation(line: 259, column: 38, scope: !193)
!786 = !DILocation(line: 259, column: 18, scope: !193)
!787 = !DILocation(line: 261, column: 22, scope: !788)
!788 = distinct !DILexicalBlock(scope: !193, file: !2, line: 261, column: 11)
!789 = !DILocation(line: 261, column: 11, scope: !193)
!790 = !DILocation(line: 258, column: 7, scope: !791)
!791 = distinct !DILexicalBlock(scope: !261, file: !2, line: 258, column: 7)
!792 = !DILocation(line: 258, column: 7, scope: !793)
!793 = distinct !DILexicalBlock(scope: !261, file: !2, line: 258, column: 7)
!794 = distinct !{!794, !777, !777}
!795 = !DILocation(line: 263, column: 39, scope: !796)
!796 = distinct !DILexicalBlock(scope: !193, file: !2, line: 263, column: 11)
!797 = !DILocation(line: 263, column: 35, scope: !796)
!798 = !DILocation(line: 263, column: 27, scope: !796)
!799 = !DILocation(line: 263, column: 22, scope: !796)
!800 = !DILocation(line: 263, column: 11, scope: !193)
!801 = !DILocation(line: 267, scope: !268)
!802 = !DILocation(line: 267, column: 21, scope: !267)
!803 = !DILocation(line: 267, column: 7, scope: !268)
!804 = !DILocation(line: 274, column: 45, scope: !805)
!805 = distinct !DILexicalBlock(scope: !806, file: !2, line: 274, column: 7)
!806 = distinct !DILexicalBlock(scope: !193, file: !2, line: 274, column: 7)
!807 = !DILocation(line: 276, column: 21, scope: !277)
!808 = !DILocation(line: 268, column: 10, scope: !266)
!809 = !DILocation(line: 268, column: 10, scope: !264)
!810 = !DILocation(line: 268, column: 10, scope: !265)
!811 = !DILocation(line: 268, column: 10, scope: !263)
!812 = !DILocation(line: 0, scope: !263)
!813 = !DILocation(line: 269, column: 17, scope: !814)
!814 = distinct !DILexicalBlock(scope: !266, file: !2, line: 269, column: 14)
!815 = !DILocation(line: 0, scope: !814)
!816 = !DILocation(line: 267, column: 28, scope: !267)
!817 = !DILocation(line: 267, column: 7, scope: !267)
!818 = distinct !{!818, !803, !819, !820}
!819 = !DILocation(line: 272, column: 7, scope: !268)
!820 = !{!"llvm.loop.mustprogress"}
!821 = !DILocation(line: 268, column: 10, scope: !822)
!822 = distinct !DILexicalBlock(scope: !265, file: !2, line: 268, column: 10)
!823 = !DILocation(line: 268, column: 10, scope: !824)
!824 = distinct !DILexicalBlock(scope: !265, file: !2, line: 268, column: 10)
!825 = distinct !{!825, !808, !808}
!826 = !DILocation(line: 276, scope: !278)
!827 = !DILocation(line: 276, column: 7, scope: !278)
!828 = !DILocation(line: 277, column: 17, scope: !276)
!829 = !DILocation(line: 277, column: 14, scope: !276)
!830 = !DILocation(line: 277, column: 14, scope: !277)
!831 = !DILocation(line: 278, scope: !275)
!832 = !DILocation(line: 278, column: 27, scope: !274)
!833 = !DILocation(line: 278, column: 13, scope: !275)
!834 = !DILocation(line: 168, column: 16, scope: !35)
!835 = !DILocation(line: 279, column: 16, scope: !273)
!836 = !DILocation(line: 279, column: 16, scope: !271)
!837 = !DILocation(line: 279, column: 16, scope: !272)
!838 = !DILocation(line: 279, column: 16, scope: !270)
!839 = !DILocation(line: 0, scope: !270)
!840 = !DILocation(line: 280, column: 23, scope: !841)
!841 = distinct !DILexicalBlock(scope: !273, file: !2, line: 280, column: 20)
!842 = !DILocation(line: 280, column: 20, scope: !273)
!843 = !DILocation(line: 279, column: 16, scope: !844)
!844 = distinct !DILexicalBlock(scope: !272, file: !2, line: 279, column: 16)
!845 = !DILocation(line: 279, column: 16, scope: !846)
!846 = distinct !DILexicalBlock(scope: !272, file: !2, line: 279, column: 16)
!847 = distinct !{!847, !835, !835}
!848 = !DILocation(line: 280, column: 32, scope: !841)
!849 = !DILocation(line: 280, column: 40, scope: !841)
!850 = !DILocation(line: 280, column: 45, scope: !841)
!851 = !DILocation(line: 280, column: 29, scope: !841)
!852 = !DILocation(line: 280, column: 50, scope: !841)
!853 = !DILocation(line: 278, column: 34, scope: !274)
!854 = !DILocation(line: 278, column: 13, scope: !274)
!855 = distinct !{!855, !833, !856, !820}
!856 = !DILocation(line: 281, column: 13, scope: !275)
!857 = !DILocation(line: 276, column: 28, scope: !277)
!858 = !DILocation(line: 276, column: 7, scope: !277)
!859 = distinct !{!859, !827, !860, !820}
!860 = !DILocation(line: 281, column: 13, scope: !278)
!861 = !DILocalVariable(name: "s", arg: 1, scope: !862, file: !2, line: 27, type: !38)
!862 = distinct !DISubprogram(name: "makeMaps_d", scope: !2, file: !2, line: 27, type: !863, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !865)
!863 = !DISubroutineType(types: !864)
!864 = !{null, !38}
!865 = !{!861, !866}
!866 = !DILocalVariable(name: "i", scope: !862, file: !2, line: 29, type: !22)
!867 = !DILocation(line: 0, scope: !862, inlinedAt: !868)
!868 = distinct !DILocation(line: 282, column: 7, scope: !193)
!869 = !DILocation(line: 30, column: 7, scope: !862, inlinedAt: !868)
!870 = !DILocation(line: 30, column: 14, scope: !862, inlinedAt: !868)
!871 = !{!417, !421, i64 3192}
!872 = !DILocation(line: 31, column: 4, scope: !873, inlinedAt: !868)
!873 = distinct !DILexicalBlock(scope: !862, file: !2, line: 31, column: 4)
!874 = !DILocation(line: 32, column: 11, scope: !875, inlinedAt: !868)
!875 = distinct !DILexicalBlock(scope: !876, file: !2, line: 32, column: 11)
!876 = distinct !DILexicalBlock(scope: !873, file: !2, line: 31, column: 4)
!877 = !DILocation(line: 32, column: 11, scope: !876, inlinedAt: !868)
!878 = !DILocation(line: 33, column: 37, scope: !879, inlinedAt: !868)
!879 = distinct !DILexicalBlock(scope: !875, file: !2, line: 32, column: 24)
!880 = !DILocation(line: 33, column: 10, scope: !879, inlinedAt: !868)
!881 = !DILocation(line: 33, column: 35, scope: !879, inlinedAt: !868)
!882 = !DILocation(line: 34, column: 19, scope: !879, inlinedAt: !868)
!883 = !DILocation(line: 35, column: 7, scope: !879, inlinedAt: !868)
!884 = !DILocation(line: 31, column: 26, scope: !876, inlinedAt: !868)
!885 = !DILocation(line: 31, column: 18, scope: !876, inlinedAt: !868)
!886 = distinct !{!886, !872, !887, !820}
!887 = !DILocation(line: 35, column: 7, scope: !873, inlinedAt: !868)
!888 = !DILocation(line: 283, column: 21, scope: !889)
!889 = distinct !DILexicalBlock(scope: !193, file: !2, line: 283, column: 11)
!890 = !DILocation(line: 283, column: 11, scope: !193)
!891 = !DILocation(line: 284, column: 28, scope: !193)
!892 = !DILocation(line: 284, column: 7, scope: !193)
!893 = !DILocation(line: 287, column: 7, scope: !193)
!894 = !DILocation(line: 287, column: 7, scope: !281)
!895 = !DILocation(line: 287, column: 7, scope: !282)
!896 = !DILocation(line: 287, column: 7, scope: !280)
!897 = !DILocation(line: 0, scope: !280)
!898 = !DILocation(line: 288, column: 23, scope: !899)
!899 = distinct !DILexicalBlock(scope: !193, file: !2, line: 288, column: 11)
!900 = !DILocation(line: 287, column: 7, scope: !901)
!901 = distinct !DILexicalBlock(scope: !282, file: !2, line: 287, column: 7)
!902 = !DILocation(line: 287, column: 7, scope: !903)
!903 = distinct !DILexicalBlock(scope: !282, file: !2, line: 287, column: 7)
!904 = distinct !{!904, !893, !893}
!905 = !DILocation(line: 171, column: 16, scope: !35)
!906 = !DILocation(line: 169, column: 16, scope: !35)
!907 = !DILocation(line: 289, column: 7, scope: !193)
!908 = !DILocation(line: 289, column: 7, scope: !285)
!909 = !DILocation(line: 289, column: 7, scope: !286)
!910 = !DILocation(line: 289, column: 7, scope: !284)
!911 = !DILocation(line: 0, scope: !284)
!912 = !DILocation(line: 290, column: 22, scope: !913)
!913 = distinct !DILexicalBlock(scope: !193, file: !2, line: 290, column: 11)
!914 = !DILocation(line: 290, column: 11, scope: !193)
!915 = !DILocation(line: 289, column: 7, scope: !916)
!916 = distinct !DILexicalBlock(scope: !286, file: !2, line: 289, column: 7)
!917 = !DILocation(line: 289, column: 7, scope: !918)
!918 = distinct !DILexicalBlock(scope: !286, file: !2, line: 289, column: 7)
!919 = distinct !{!919, !907, !907}
!920 = !DILocation(line: 172, column: 16, scope: !35)
!921 = !DILocation(line: 291, scope: !294)
!922 = !DILocation(line: 291, column: 21, scope: !293)
!923 = !DILocation(line: 291, column: 7, scope: !294)
!924 = !DILocation(line: 293, column: 10, scope: !292)
!925 = !DILocation(line: 294, column: 13, scope: !291)
!926 = !DILocation(line: 294, column: 13, scope: !289)
!927 = !DILocation(line: 294, column: 13, scope: !290)
!928 = !DILocation(line: 294, column: 13, scope: !288)
!929 = !DILocation(line: 0, scope: !288)
!930 = !DILocation(line: 295, column: 20, scope: !931)
!931 = distinct !DILexicalBlock(scope: !291, file: !2, line: 295, column: 17)
!932 = !DILocation(line: 295, column: 17, scope: !291)
!933 = !DILocation(line: 294, column: 13, scope: !934)
!934 = distinct !DILexicalBlock(scope: !290, file: !2, line: 294, column: 13)
!935 = !DILocation(line: 294, column: 13, scope: !936)
!936 = distinct !DILexicalBlock(scope: !290, file: !2, line: 294, column: 13)
!937 = distinct !{!937, !925, !925}
!938 = !DILocation(line: 296, column: 14, scope: !291)
!939 = !DILocation(line: 297, column: 19, scope: !940)
!940 = distinct !DILexicalBlock(scope: !291, file: !2, line: 297, column: 17)
!941 = !DILocation(line: 297, column: 17, scope: !291)
!942 = distinct !{!942, !924, !943}
!943 = !DILocation(line: 298, column: 10, scope: !292)
!944 = !DILocation(line: 302, column: 16, scope: !945)
!945 = distinct !DILexicalBlock(scope: !292, file: !2, line: 302, column: 14)
!946 = !DILocation(line: 302, column: 14, scope: !292)
!947 = !DILocation(line: 303, column: 32, scope: !945)
!948 = !DILocation(line: 303, column: 15, scope: !945)
!949 = !DILocation(line: 303, column: 12, scope: !945)
!950 = !DILocation(line: 303, column: 30, scope: !945)
!951 = !DILocation(line: 291, column: 36, scope: !293)
!952 = !DILocation(line: 291, column: 7, scope: !293)
!953 = distinct !{!953, !923, !954, !820}
!954 = !DILocation(line: 304, column: 7, scope: !294)
!955 = !DILocation(line: 305, column: 11, scope: !193)
!956 = !DILocation(line: 310, column: 10, scope: !296)
!957 = !DILocation(line: 311, column: 24, scope: !958)
!958 = distinct !DILexicalBlock(scope: !959, file: !2, line: 311, column: 10)
!959 = distinct !DILexicalBlock(scope: !296, file: !2, line: 311, column: 10)
!960 = !DILocation(line: 311, column: 10, scope: !959)
!961 = !DILocation(line: 311, column: 47, scope: !958)
!962 = distinct !{!962, !960, !963, !820, !964, !965}
!963 = !DILocation(line: 311, column: 49, scope: !959)
!964 = !{!"llvm.loop.isvectorized", i32 1}
!965 = !{!"llvm.loop.unroll.runtime.disable"}
!966 = !DILocation(line: 311, column: 40, scope: !958)
!967 = distinct !{!967, !960, !963, !820, !964, !965}
!968 = !DILocation(line: 313, column: 24, scope: !969)
!969 = distinct !DILexicalBlock(scope: !970, file: !2, line: 313, column: 10)
!970 = distinct !DILexicalBlock(scope: !296, file: !2, line: 313, column: 10)
!971 = !DILocation(line: 313, column: 10, scope: !970)
!972 = !DILocation(line: 311, column: 36, scope: !958)
!973 = !DILocation(line: 311, column: 22, scope: !958)
!974 = distinct !{!974, !960, !963, !820, !964}
!975 = !DILocation(line: 314, column: 17, scope: !976)
!976 = distinct !DILexicalBlock(scope: !969, file: !2, line: 313, column: 43)
!977 = !DILocation(line: 315, column: 19, scope: !976)
!978 = !DILocation(line: 316, column: 22, scope: !976)
!979 = !DILocation(line: 316, column: 13, scope: !976)
!980 = !DILocation(line: 316, column: 43, scope: !981)
!981 = distinct !DILexicalBlock(scope: !976, file: !2, line: 316, column: 27)
!982 = !DILocation(line: 316, column: 38, scope: !981)
!983 = !DILocation(line: 316, column: 36, scope: !981)
!984 = distinct !{!984, !979, !985, !820, !964, !965}
!985 = !DILocation(line: 316, column: 53, scope: !976)
!986 = distinct !{!986, !979, !985, !820, !964, !965}
!987 = !DILocation(line: 316, column: 29, scope: !981)
!988 = !DILocation(line: 316, column: 49, scope: !981)
!989 = distinct !{!989, !979, !985, !820, !964}
!990 = !DILocation(line: 317, column: 20, scope: !976)
!991 = distinct !DIAssignID()
!992 = !DILocation(line: 318, column: 13, scope: !976)
!993 = !DILocation(line: 318, column: 28, scope: !976)
!994 = !DILocation(line: 313, column: 39, scope: !969)
!995 = distinct !{!995, !971, !996, !820}
!996 = !DILocation(line: 319, column: 10, scope: !970)
!997 = !DILocation(line: 313, scope: !970)
!998 = !DILocation(line: 320, column: 7, scope: !193)
!999 = !DILocation(line: 323, column: 12, scope: !306)
!1000 = !DILocation(line: 323, scope: !306)
!1001 = !DILocation(line: 0, scope: !193)
!1002 = !DILocation(line: 323, column: 21, scope: !305)
!1003 = !DILocation(line: 323, column: 7, scope: !306)
!1004 = !DILocation(line: 338, column: 21, scope: !1005)
!1005 = distinct !DILexicalBlock(scope: !1006, file: !2, line: 338, column: 7)
!1006 = distinct !DILexicalBlock(scope: !193, file: !2, line: 338, column: 7)
!1007 = !DILocation(line: 338, column: 7, scope: !1006)
!1008 = !DILocation(line: 173, column: 16, scope: !35)
!1009 = !DILocation(line: 324, column: 10, scope: !304)
!1010 = !DILocation(line: 324, column: 10, scope: !302)
!1011 = !DILocation(line: 324, column: 10, scope: !303)
!1012 = !DILocation(line: 324, column: 10, scope: !301)
!1013 = !DILocation(line: 0, scope: !301)
!1014 = !DILocation(line: 325, column: 15, scope: !314)
!1015 = !DILocation(line: 324, column: 10, scope: !1016)
!1016 = distinct !DILexicalBlock(scope: !303, file: !2, line: 324, column: 10)
!1017 = !DILocation(line: 324, column: 10, scope: !1018)
!1018 = distinct !DILexicalBlock(scope: !303, file: !2, line: 324, column: 10)
!1019 = distinct !{!1019, !1009, !1009}
!1020 = !DILocation(line: 0, scope: !304)
!1021 = !DILocation(line: 325, scope: !314)
!1022 = !DILocation(line: 325, column: 24, scope: !313)
!1023 = !DILocation(line: 325, column: 10, scope: !314)
!1024 = !DILocation(line: 331, column: 33, scope: !1025)
!1025 = distinct !DILexicalBlock(scope: !311, file: !2, line: 331, column: 20)
!1026 = !DILocation(line: 170, column: 16, scope: !35)
!1027 = !DILocation(line: 327, column: 29, scope: !1028)
!1028 = distinct !DILexicalBlock(scope: !311, file: !2, line: 327, column: 20)
!1029 = !DILocation(line: 328, column: 16, scope: !311)
!1030 = !DILocation(line: 328, column: 16, scope: !309)
!1031 = !DILocation(line: 328, column: 16, scope: !310)
!1032 = !DILocation(line: 328, column: 16, scope: !308)
!1033 = !DILocation(line: 0, scope: !308)
!1034 = !DILocation(line: 329, column: 23, scope: !1035)
!1035 = distinct !DILexicalBlock(scope: !311, file: !2, line: 329, column: 20)
!1036 = !DILocation(line: 329, column: 20, scope: !311)
!1037 = !DILocation(line: 328, column: 16, scope: !1038)
!1038 = distinct !DILexicalBlock(scope: !310, file: !2, line: 328, column: 16)
!1039 = !DILocation(line: 328, column: 16, scope: !1040)
!1040 = distinct !DILexicalBlock(scope: !310, file: !2, line: 328, column: 16)
!1041 = distinct !{!1041, !1029, !1029}
!1042 = !DILocation(line: 330, column: 16, scope: !311)
!1043 = !DILocation(line: 330, column: 16, scope: !317)
!1044 = !DILocation(line: 330, column: 16, scope: !318)
!1045 = !DILocation(line: 330, column: 16, scope: !316)
!1046 = !DILocation(line: 0, scope: !316)
!1047 = !DILocation(line: 331, column: 23, scope: !1025)
!1048 = !DILocation(line: 331, column: 20, scope: !311)
!1049 = !DILocation(line: 326, column: 13, scope: !312)
!1050 = distinct !{!1050, !1049, !1051}
!1051 = !DILocation(line: 332, column: 13, scope: !312)
!1052 = !DILocation(line: 330, column: 16, scope: !1053)
!1053 = distinct !DILexicalBlock(scope: !318, file: !2, line: 330, column: 16)
!1054 = !DILocation(line: 330, column: 16, scope: !1055)
!1055 = distinct !DILexicalBlock(scope: !318, file: !2, line: 330, column: 16)
!1056 = distinct !{!1056, !1042, !1042}
!1057 = !DILocation(line: 333, column: 28, scope: !312)
!1058 = !DILocation(line: 333, column: 16, scope: !312)
!1059 = !DILocation(line: 333, column: 13, scope: !312)
!1060 = !DILocation(line: 333, column: 26, scope: !312)
!1061 = !DILocation(line: 325, column: 38, scope: !313)
!1062 = !DILocation(line: 325, column: 10, scope: !313)
!1063 = distinct !{!1063, !1023, !1064, !820}
!1064 = !DILocation(line: 334, column: 10, scope: !314)
!1065 = !DILocation(line: 323, column: 33, scope: !305)
!1066 = !DILocation(line: 323, column: 7, scope: !305)
!1067 = distinct !{!1067, !1003, !1068, !820}
!1068 = !DILocation(line: 335, column: 7, scope: !306)
!1069 = !DILocation(line: 341, column: 10, scope: !1070)
!1070 = distinct !DILexicalBlock(scope: !1071, file: !2, line: 341, column: 10)
!1071 = distinct !DILexicalBlock(scope: !1005, file: !2, line: 338, column: 37)
!1072 = !DILocation(line: 341, column: 38, scope: !1073)
!1073 = distinct !DILexicalBlock(scope: !1070, file: !2, line: 341, column: 10)
!1074 = !DILocation(line: 342, column: 17, scope: !1075)
!1075 = distinct !DILexicalBlock(scope: !1076, file: !2, line: 342, column: 17)
!1076 = distinct !DILexicalBlock(scope: !1073, file: !2, line: 341, column: 42)
!1077 = !DILocation(line: 342, column: 17, scope: !1076)
!1078 = !DILocation(line: 343, column: 17, scope: !1076)
!1079 = distinct !{!1079, !1069, !1080, !820, !964, !965}
!1080 = !DILocation(line: 344, column: 10, scope: !1070)
!1081 = !DILocation(line: 341, column: 24, scope: !1073)
!1082 = distinct !{!1082, !1069, !1080, !820, !965, !964}
!1083 = !DILocation(line: 0, scope: !1071)
!1084 = !DILocation(line: 346, column: 15, scope: !1071)
!1085 = !DILocation(line: 347, column: 15, scope: !1071)
!1086 = !DILocation(line: 348, column: 15, scope: !1071)
!1087 = !DILocation(line: 349, column: 15, scope: !1071)
!1088 = !DILocation(line: 345, column: 10, scope: !1071)
!1089 = !DILocation(line: 352, column: 10, scope: !1071)
!1090 = !DILocation(line: 352, column: 24, scope: !1071)
!1091 = !{!421, !421, i64 0}
!1092 = !DILocation(line: 338, column: 33, scope: !1005)
!1093 = distinct !{!1093, !1007, !1094, !820}
!1094 = !DILocation(line: 353, column: 7, scope: !1006)
!1095 = !DILocation(line: 338, scope: !1006)
!1096 = !DILocation(line: 357, column: 21, scope: !193)
!1097 = !DILocation(line: 358, column: 31, scope: !193)
!1098 = !DILocation(line: 362, column: 48, scope: !1099)
!1099 = distinct !DILexicalBlock(scope: !1100, file: !2, line: 362, column: 7)
!1100 = distinct !DILexicalBlock(scope: !193, file: !2, line: 362, column: 7)
!1101 = !DILocation(line: 358, column: 26, scope: !193)
!1102 = !DILocation(line: 0, scope: !320)
!1103 = !DILocation(line: 368, column: 10, scope: !1104)
!1104 = distinct !DILexicalBlock(scope: !320, file: !2, line: 368, column: 10)
!1105 = !DILocation(line: 370, column: 30, scope: !1106)
!1106 = distinct !DILexicalBlock(scope: !1107, file: !2, line: 369, column: 51)
!1107 = distinct !DILexicalBlock(scope: !1108, file: !2, line: 369, column: 13)
!1108 = distinct !DILexicalBlock(scope: !1109, file: !2, line: 369, column: 13)
!1109 = distinct !DILexicalBlock(scope: !1110, file: !2, line: 368, column: 56)
!1110 = distinct !DILexicalBlock(scope: !1104, file: !2, line: 368, column: 10)
!1111 = !DILocation(line: 370, column: 16, scope: !1106)
!1112 = !DILocation(line: 370, column: 28, scope: !1106)
!1113 = !DILocation(line: 371, column: 18, scope: !1106)
!1114 = !DILocation(line: 373, column: 13, scope: !1109)
!1115 = !DILocation(line: 373, column: 28, scope: !1109)
!1116 = !DILocation(line: 368, column: 52, scope: !1110)
!1117 = !DILocation(line: 368, column: 44, scope: !1110)
!1118 = distinct !{!1118, !1103, !1119, !820}
!1119 = !DILocation(line: 374, column: 10, scope: !1104)
!1120 = !DILocation(line: 357, column: 27, scope: !193)
!1121 = !DILocation(line: 379, column: 7, scope: !1122)
!1122 = distinct !DILexicalBlock(scope: !1123, file: !2, line: 379, column: 7)
!1123 = distinct !DILexicalBlock(scope: !1124, file: !2, line: 379, column: 7)
!1124 = distinct !DILexicalBlock(scope: !327, file: !2, line: 379, column: 7)
!1125 = !DILocation(line: 379, column: 7, scope: !1123)
!1126 = !DILocation(line: 379, column: 7, scope: !327)
!1127 = !DILocation(line: 379, column: 7, scope: !325)
!1128 = !DILocation(line: 379, column: 7, scope: !326)
!1129 = !DILocation(line: 379, column: 7, scope: !324)
!1130 = !DILocation(line: 0, scope: !324)
!1131 = !DILocation(line: 379, column: 7, scope: !1132)
!1132 = distinct !DILexicalBlock(scope: !326, file: !2, line: 379, column: 7)
!1133 = !DILocation(line: 379, column: 7, scope: !1134)
!1134 = distinct !DILexicalBlock(scope: !326, file: !2, line: 379, column: 7)
!1135 = distinct !{!1135, !1126, !1126}
!1136 = !DILocation(line: 191, column: 16, scope: !35)
!1137 = !DILocation(line: 190, column: 16, scope: !35)
!1138 = !DILocation(line: 189, column: 16, scope: !35)
!1139 = !DILocation(line: 188, column: 16, scope: !35)
!1140 = !DILocation(line: 187, column: 16, scope: !35)
!1141 = !DILocation(line: 184, column: 16, scope: !35)
!1142 = !DILocation(line: 182, column: 16, scope: !35)
!1143 = !DILocation(line: 179, column: 16, scope: !35)
!1144 = !DILocation(line: 178, column: 16, scope: !35)
!1145 = !DILocation(line: 176, column: 16, scope: !35)
!1146 = !DILocation(line: 175, column: 16, scope: !35)
!1147 = !DILocation(line: 174, column: 16, scope: !35)
!1148 = !DILocation(line: 379, column: 7, scope: !1149)
!1149 = distinct !DILexicalBlock(scope: !332, file: !2, line: 379, column: 7)
!1150 = !DILocation(line: 379, column: 7, scope: !332)
!1151 = !DILocation(line: 379, column: 7, scope: !1152)
!1152 = distinct !DILexicalBlock(scope: !332, file: !2, line: 379, column: 7)
!1153 = !DILocation(line: 379, column: 7, scope: !330)
!1154 = !DILocation(line: 379, column: 7, scope: !331)
!1155 = !DILocation(line: 379, column: 7, scope: !329)
!1156 = !DILocation(line: 0, scope: !329)
!1157 = distinct !{!1157, !1126, !1126}
!1158 = !DILocation(line: 379, column: 7, scope: !1159)
!1159 = distinct !DILexicalBlock(scope: !331, file: !2, line: 379, column: 7)
!1160 = !DILocation(line: 379, column: 7, scope: !1161)
!1161 = distinct !DILexicalBlock(scope: !331, file: !2, line: 379, column: 7)
!1162 = distinct !{!1162, !1150, !1150}
!1163 = !DILocation(line: 379, column: 7, scope: !1164)
!1164 = distinct !DILexicalBlock(scope: !327, file: !2, line: 379, column: 7)
!1165 = !DILocation(line: 381, column: 7, scope: !193)
!1166 = !DILocation(line: 383, column: 22, scope: !1167)
!1167 = distinct !DILexicalBlock(scope: !341, file: !2, line: 383, column: 14)
!1168 = !DILocation(line: 383, column: 14, scope: !341)
!1169 = !DILocation(line: 385, column: 33, scope: !340)
!1170 = !DILocation(line: 489, column: 13, scope: !366)
!1171 = !DILocation(line: 0, scope: !340)
!1172 = !DILocation(line: 0, scope: !339)
!1173 = !DILocation(line: 396, column: 22, scope: !1174)
!1174 = distinct !DILexicalBlock(scope: !338, file: !2, line: 396, column: 20)
!1175 = !DILocation(line: 396, column: 20, scope: !338)
!1176 = !DILocation(line: 397, column: 20, scope: !338)
!1177 = !DILocation(line: 400, column: 16, scope: !1178)
!1178 = distinct !DILexicalBlock(scope: !337, file: !2, line: 400, column: 16)
!1179 = !DILocation(line: 400, column: 16, scope: !337)
!1180 = !DILocation(line: 400, column: 16, scope: !1181)
!1181 = distinct !DILexicalBlock(scope: !1178, file: !2, line: 400, column: 16)
!1182 = !DILocation(line: 400, column: 16, scope: !1183)
!1183 = distinct !DILexicalBlock(scope: !1181, file: !2, line: 400, column: 16)
!1184 = !DILocation(line: 400, column: 16, scope: !335)
!1185 = !DILocation(line: 400, column: 16, scope: !336)
!1186 = !DILocation(line: 400, column: 16, scope: !334)
!1187 = !DILocation(line: 0, scope: !334)
!1188 = !DILocation(line: 400, column: 16, scope: !1189)
!1189 = distinct !DILexicalBlock(scope: !336, file: !2, line: 400, column: 16)
!1190 = !DILocation(line: 400, column: 16, scope: !1191)
!1191 = distinct !DILexicalBlock(scope: !336, file: !2, line: 400, column: 16)
!1192 = distinct !{!1192, !1179, !1179}
!1193 = !DILocation(line: 399, column: 18, scope: !338)
!1194 = !DILocation(line: 397, column: 43, scope: !1195)
!1195 = distinct !DILexicalBlock(scope: !338, file: !2, line: 397, column: 20)
!1196 = !DILocation(line: 489, column: 13, scope: !364)
!1197 = !DILocation(line: 400, column: 16, scope: !1198)
!1198 = distinct !DILexicalBlock(scope: !346, file: !2, line: 400, column: 16)
!1199 = !DILocation(line: 400, column: 16, scope: !346)
!1200 = !DILocation(line: 400, column: 16, scope: !1201)
!1201 = distinct !DILexicalBlock(scope: !346, file: !2, line: 400, column: 16)
!1202 = !DILocation(line: 400, column: 16, scope: !344)
!1203 = !DILocation(line: 400, column: 16, scope: !345)
!1204 = !DILocation(line: 400, column: 16, scope: !343)
!1205 = !DILocation(line: 0, scope: !343)
!1206 = distinct !{!1206, !1179, !1179}
!1207 = !DILocation(line: 400, column: 16, scope: !1208)
!1208 = distinct !DILexicalBlock(scope: !345, file: !2, line: 400, column: 16)
!1209 = !DILocation(line: 400, column: 16, scope: !1210)
!1210 = distinct !DILexicalBlock(scope: !345, file: !2, line: 400, column: 16)
!1211 = distinct !{!1211, !1199, !1199}
!1212 = !DILocation(line: 400, column: 16, scope: !1213)
!1213 = distinct !DILexicalBlock(scope: !337, file: !2, line: 400, column: 16)
!1214 = !DILocation(line: 402, column: 42, scope: !339)
!1215 = !DILocation(line: 401, column: 13, scope: !338)
!1216 = distinct !{!1216, !1217, !1218, !820}
!1217 = !DILocation(line: 389, column: 13, scope: !339)
!1218 = !DILocation(line: 402, column: 63, scope: !339)
!1219 = !DILocation(line: 404, column: 15, scope: !339)
!1220 = !DILocation(line: 405, column: 21, scope: !339)
!1221 = !DILocation(line: 405, column: 36, scope: !339)
!1222 = !DILocation(line: 405, column: 44, scope: !339)
!1223 = !DILocation(line: 405, column: 41, scope: !339)
!1224 = !DILocation(line: 405, column: 33, scope: !339)
!1225 = !DILocation(line: 405, column: 18, scope: !339)
!1226 = !DILocation(line: 406, column: 16, scope: !339)
!1227 = !DILocation(line: 406, column: 13, scope: !339)
!1228 = !DILocation(line: 406, column: 28, scope: !339)
!1229 = !DILocation(line: 408, column: 20, scope: !1230)
!1230 = distinct !DILexicalBlock(scope: !339, file: !2, line: 408, column: 17)
!1231 = !DILocation(line: 408, column: 17, scope: !1230)
!1232 = !DILocation(line: 0, scope: !1230)
!1233 = !DILocation(line: 408, column: 17, scope: !339)
!1234 = !DILocation(line: 409, column: 16, scope: !1230)
!1235 = distinct !{!1235, !1165, !1236}
!1236 = !DILocation(line: 492, column: 7, scope: !193)
!1237 = !DILocation(line: 410, column: 30, scope: !1238)
!1238 = distinct !DILexicalBlock(scope: !1239, file: !2, line: 410, column: 23)
!1239 = distinct !DILexicalBlock(scope: !1230, file: !2, line: 409, column: 31)
!1240 = !DILocation(line: 416, column: 16, scope: !1230)
!1241 = !DILocation(line: 417, column: 30, scope: !1242)
!1242 = distinct !DILexicalBlock(scope: !1243, file: !2, line: 417, column: 23)
!1243 = distinct !DILexicalBlock(scope: !1230, file: !2, line: 416, column: 31)
!1244 = !DILocation(line: 410, column: 23, scope: !1239)
!1245 = !DILocation(line: 411, column: 22, scope: !1239)
!1246 = !DILocation(line: 411, column: 19, scope: !1239)
!1247 = !DILocation(line: 411, column: 35, scope: !1239)
!1248 = !{!1249, !1249, i64 0}
!1249 = !{!"short", !419, i64 0}
!1250 = !DILocation(line: 412, column: 25, scope: !1239)
!1251 = !DILocation(line: 413, column: 21, scope: !1239)
!1252 = !DILocation(line: 409, column: 26, scope: !1230)
!1253 = distinct !{!1253, !1234, !1254, !820}
!1254 = !DILocation(line: 414, column: 16, scope: !1230)
!1255 = !DILocation(line: 417, column: 23, scope: !1243)
!1256 = !DILocation(line: 418, column: 22, scope: !1243)
!1257 = !DILocation(line: 418, column: 19, scope: !1243)
!1258 = !DILocation(line: 418, column: 33, scope: !1243)
!1259 = !DILocation(line: 419, column: 25, scope: !1243)
!1260 = !DILocation(line: 420, column: 21, scope: !1243)
!1261 = !DILocation(line: 416, column: 26, scope: !1230)
!1262 = distinct !{!1262, !1240, !1263, !820}
!1263 = !DILocation(line: 421, column: 16, scope: !1230)
!1264 = !DILocation(line: 423, column: 13, scope: !339)
!1265 = !DILocation(line: 427, column: 24, scope: !1266)
!1266 = distinct !DILexicalBlock(scope: !349, file: !2, line: 427, column: 17)
!1267 = !DILocation(line: 427, column: 17, scope: !349)
!1268 = !DILocation(line: 433, column: 38, scope: !348)
!1269 = !DILocation(line: 0, scope: !348)
!1270 = !DILocation(line: 435, column: 23, scope: !359)
!1271 = !DILocation(line: 435, column: 20, scope: !348)
!1272 = !DILocation(line: 437, column: 27, scope: !358)
!1273 = !DILocation(line: 437, column: 24, scope: !358)
!1274 = !DILocation(line: 438, column: 27, scope: !358)
!1275 = !DILocation(line: 438, column: 34, scope: !358)
!1276 = !DILocation(line: 438, column: 24, scope: !358)
!1277 = !DILocation(line: 439, column: 29, scope: !358)
!1278 = !DILocation(line: 439, column: 19, scope: !358)
!1279 = !DILocation(line: 447, column: 29, scope: !358)
!1280 = !DILocation(line: 447, column: 19, scope: !358)
!1281 = !DILocation(line: 448, column: 52, scope: !1282)
!1282 = distinct !DILexicalBlock(scope: !358, file: !2, line: 447, column: 34)
!1283 = !DILocation(line: 448, column: 56, scope: !1282)
!1284 = !DILocation(line: 448, column: 41, scope: !1282)
!1285 = !DILocation(line: 448, column: 22, scope: !1282)
!1286 = !DILocation(line: 448, column: 39, scope: !1282)
!1287 = distinct !{!1287, !1280, !1288, !820, !964, !965}
!1288 = !DILocation(line: 449, column: 19, scope: !358)
!1289 = !DILocation(line: 448, column: 63, scope: !1282)
!1290 = distinct !{!1290, !1280, !1288, !820, !964, !965}
!1291 = !DILocation(line: 440, column: 34, scope: !357)
!1292 = !DILocation(line: 0, scope: !357)
!1293 = !DILocation(line: 441, column: 50, scope: !357)
!1294 = !DILocation(line: 441, column: 39, scope: !357)
!1295 = !DILocation(line: 441, column: 22, scope: !357)
!1296 = !DILocation(line: 441, column: 37, scope: !357)
!1297 = !DILocation(line: 442, column: 50, scope: !357)
!1298 = !DILocation(line: 442, column: 39, scope: !357)
!1299 = !DILocation(line: 442, column: 37, scope: !357)
!1300 = !DILocation(line: 443, column: 50, scope: !357)
!1301 = !DILocation(line: 443, column: 39, scope: !357)
!1302 = !DILocation(line: 443, column: 37, scope: !357)
!1303 = !DILocation(line: 444, column: 50, scope: !357)
!1304 = !DILocation(line: 444, column: 39, scope: !357)
!1305 = !DILocation(line: 444, column: 37, scope: !357)
!1306 = !DILocation(line: 445, column: 25, scope: !357)
!1307 = distinct !{!1307, !1278, !1308, !820}
!1308 = !DILocation(line: 446, column: 19, scope: !358)
!1309 = distinct !{!1309, !1280, !1288, !820, !964}
!1310 = !DILocation(line: 450, column: 19, scope: !358)
!1311 = !DILocation(line: 450, column: 31, scope: !358)
!1312 = !DILocation(line: 451, column: 16, scope: !358)
!1313 = !DILocation(line: 453, column: 28, scope: !1314)
!1314 = distinct !DILexicalBlock(scope: !359, file: !2, line: 451, column: 23)
!1315 = !DILocation(line: 454, column: 28, scope: !1314)
!1316 = !DILocation(line: 455, column: 27, scope: !1314)
!1317 = !DILocation(line: 455, column: 24, scope: !1314)
!1318 = !DILocation(line: 455, column: 40, scope: !1314)
!1319 = !DILocation(line: 456, column: 27, scope: !1314)
!1320 = !DILocation(line: 456, column: 24, scope: !1314)
!1321 = !DILocation(line: 457, column: 29, scope: !1314)
!1322 = !DILocation(line: 457, column: 19, scope: !1314)
!1323 = !DILocation(line: 458, column: 46, scope: !1324)
!1324 = distinct !DILexicalBlock(scope: !1314, file: !2, line: 457, column: 48)
!1325 = !DILocation(line: 458, column: 36, scope: !1324)
!1326 = !DILocation(line: 458, column: 22, scope: !1324)
!1327 = !DILocation(line: 458, column: 34, scope: !1324)
!1328 = !DILocation(line: 457, column: 31, scope: !1314)
!1329 = distinct !{!1329, !1322, !1330, !820}
!1330 = !DILocation(line: 459, column: 19, scope: !1314)
!1331 = !DILocation(line: 460, column: 34, scope: !1314)
!1332 = !DILocation(line: 461, column: 19, scope: !1314)
!1333 = !DILocation(line: 462, column: 22, scope: !1334)
!1334 = distinct !DILexicalBlock(scope: !1314, file: !2, line: 461, column: 35)
!1335 = !DILocation(line: 462, column: 37, scope: !1334)
!1336 = !DILocation(line: 464, column: 49, scope: !1334)
!1337 = !DILocation(line: 464, column: 35, scope: !1334)
!1338 = !DILocation(line: 464, column: 65, scope: !1334)
!1339 = !DILocation(line: 464, column: 27, scope: !1334)
!1340 = !DILocation(line: 463, column: 22, scope: !1334)
!1341 = !DILocation(line: 464, column: 25, scope: !1334)
!1342 = !DILocation(line: 461, column: 30, scope: !1314)
!1343 = distinct !{!1343, !1332, !1344, !820}
!1344 = !DILocation(line: 466, column: 19, scope: !1314)
!1345 = !DILocation(line: 467, column: 32, scope: !1314)
!1346 = !DILocation(line: 468, column: 19, scope: !1314)
!1347 = !DILocation(line: 468, column: 42, scope: !1314)
!1348 = !DILocation(line: 469, column: 23, scope: !1349)
!1349 = distinct !DILexicalBlock(scope: !1314, file: !2, line: 469, column: 23)
!1350 = !DILocation(line: 469, column: 37, scope: !1349)
!1351 = !DILocation(line: 469, column: 23, scope: !1314)
!1352 = !DILocation(line: 473, column: 50, scope: !1353)
!1353 = distinct !DILexicalBlock(scope: !1354, file: !2, line: 472, column: 63)
!1354 = distinct !DILexicalBlock(scope: !1355, file: !2, line: 472, column: 25)
!1355 = distinct !DILexicalBlock(scope: !1356, file: !2, line: 472, column: 25)
!1356 = distinct !DILexicalBlock(scope: !1357, file: !2, line: 471, column: 66)
!1357 = distinct !DILexicalBlock(scope: !1358, file: !2, line: 471, column: 22)
!1358 = distinct !DILexicalBlock(scope: !1359, file: !2, line: 471, column: 22)
!1359 = distinct !DILexicalBlock(scope: !1349, file: !2, line: 469, column: 43)
!1360 = !DILocation(line: 473, column: 65, scope: !1353)
!1361 = !DILocation(line: 473, column: 42, scope: !1353)
!1362 = !DILocation(line: 473, column: 28, scope: !1353)
!1363 = !DILocation(line: 473, column: 40, scope: !1353)
!1364 = !DILocation(line: 474, column: 30, scope: !1353)
!1365 = !DILocation(line: 476, column: 25, scope: !1356)
!1366 = !DILocation(line: 476, column: 40, scope: !1356)
!1367 = !DILocation(line: 471, column: 62, scope: !1357)
!1368 = !DILocation(line: 471, column: 54, scope: !1357)
!1369 = !DILocation(line: 471, column: 22, scope: !1358)
!1370 = distinct !{!1370, !1369, !1371, !820}
!1371 = !DILocation(line: 477, column: 22, scope: !1358)
!1372 = !DILocation(line: 0, scope: !359)
!1373 = !DILocation(line: 483, column: 16, scope: !349)
!1374 = !DILocation(line: 483, column: 27, scope: !349)
!1375 = !DILocation(line: 483, column: 24, scope: !349)
!1376 = !DILocation(line: 483, column: 13, scope: !349)
!1377 = !DILocation(line: 483, column: 42, scope: !349)
!1378 = !DILocation(line: 484, column: 20, scope: !1379)
!1379 = distinct !DILexicalBlock(scope: !349, file: !2, line: 484, column: 17)
!1380 = !DILocation(line: 484, column: 17, scope: !1379)
!1381 = !DILocation(line: 0, scope: !1379)
!1382 = !DILocation(line: 484, column: 17, scope: !349)
!1383 = !DILocation(line: 485, column: 34, scope: !1379)
!1384 = !DILocation(line: 485, column: 19, scope: !1379)
!1385 = !DILocation(line: 485, column: 16, scope: !1379)
!1386 = !DILocation(line: 485, column: 32, scope: !1379)
!1387 = !DILocation(line: 486, column: 34, scope: !1379)
!1388 = !DILocation(line: 486, column: 19, scope: !1379)
!1389 = !DILocation(line: 486, column: 16, scope: !1379)
!1390 = !DILocation(line: 486, column: 32, scope: !1379)
!1391 = !DILocation(line: 487, column: 19, scope: !349)
!1392 = !DILocation(line: 489, column: 13, scope: !1393)
!1393 = distinct !DILexicalBlock(scope: !364, file: !2, line: 489, column: 13)
!1394 = !DILocation(line: 489, column: 13, scope: !1395)
!1395 = distinct !DILexicalBlock(scope: !1393, file: !2, line: 489, column: 13)
!1396 = !DILocation(line: 489, column: 13, scope: !1397)
!1397 = distinct !DILexicalBlock(scope: !1395, file: !2, line: 489, column: 13)
!1398 = !DILocation(line: 181, column: 16, scope: !35)
!1399 = !DILocation(line: 180, column: 16, scope: !35)
!1400 = !DILocation(line: 489, column: 13, scope: !362)
!1401 = !DILocation(line: 489, column: 13, scope: !363)
!1402 = !DILocation(line: 489, column: 13, scope: !361)
!1403 = !DILocation(line: 0, scope: !361)
!1404 = !DILocation(line: 489, column: 13, scope: !1405)
!1405 = distinct !DILexicalBlock(scope: !363, file: !2, line: 489, column: 13)
!1406 = !DILocation(line: 489, column: 13, scope: !1407)
!1407 = distinct !DILexicalBlock(scope: !363, file: !2, line: 489, column: 13)
!1408 = distinct !{!1408, !1196, !1196}
!1409 = !DILocation(line: 489, column: 13, scope: !1410)
!1410 = distinct !DILexicalBlock(scope: !369, file: !2, line: 489, column: 13)
!1411 = !DILocation(line: 489, column: 13, scope: !369)
!1412 = !DILocation(line: 489, column: 13, scope: !1413)
!1413 = distinct !DILexicalBlock(scope: !369, file: !2, line: 489, column: 13)
!1414 = !DILocation(line: 177, column: 16, scope: !35)
!1415 = !DILocation(line: 489, column: 13, scope: !367)
!1416 = !DILocation(line: 489, column: 13, scope: !368)
!1417 = !DILocation(line: 0, scope: !366)
!1418 = distinct !{!1418, !1196, !1196}
!1419 = !DILocation(line: 489, column: 13, scope: !1420)
!1420 = distinct !DILexicalBlock(scope: !368, file: !2, line: 489, column: 13)
!1421 = !DILocation(line: 489, column: 13, scope: !1422)
!1422 = distinct !DILexicalBlock(scope: !368, file: !2, line: 489, column: 13)
!1423 = distinct !{!1423, !1411, !1411}
!1424 = !DILocation(line: 489, column: 13, scope: !1425)
!1425 = distinct !DILexicalBlock(scope: !364, file: !2, line: 489, column: 13)
!1426 = !DILocation(line: 490, column: 13, scope: !349)
!1427 = !DILocation(line: 497, column: 14, scope: !1428)
!1428 = distinct !DILexicalBlock(scope: !193, file: !2, line: 497, column: 11)
!1429 = !DILocation(line: 497, column: 22, scope: !1428)
!1430 = !DILocation(line: 497, column: 26, scope: !1428)
!1431 = !DILocation(line: 502, column: 7, scope: !1432)
!1432 = distinct !DILexicalBlock(scope: !193, file: !2, line: 502, column: 7)
!1433 = !DILocation(line: 503, column: 14, scope: !1434)
!1434 = distinct !DILexicalBlock(scope: !1435, file: !2, line: 503, column: 14)
!1435 = distinct !DILexicalBlock(scope: !1436, file: !2, line: 502, column: 34)
!1436 = distinct !DILexicalBlock(scope: !1432, file: !2, line: 502, column: 7)
!1437 = !DILocation(line: 503, column: 28, scope: !1434)
!1438 = !DILocation(line: 503, column: 32, scope: !1434)
!1439 = !DILocation(line: 502, column: 30, scope: !1436)
!1440 = !DILocation(line: 502, column: 21, scope: !1436)
!1441 = distinct !{!1441, !1431, !1442, !820}
!1442 = !DILocation(line: 505, column: 7, scope: !1432)
!1443 = !DILocation(line: 507, column: 10, scope: !193)
!1444 = !DILocation(line: 507, column: 19, scope: !193)
!1445 = !DILocation(line: 508, column: 7, scope: !1446)
!1446 = distinct !DILexicalBlock(scope: !193, file: !2, line: 508, column: 7)
!1447 = !DILocation(line: 508, column: 48, scope: !1448)
!1448 = distinct !DILexicalBlock(scope: !1446, file: !2, line: 508, column: 7)
!1449 = !DILocation(line: 508, column: 34, scope: !1448)
!1450 = !DILocation(line: 508, column: 46, scope: !1448)
!1451 = distinct !{!1451, !1445, !1452, !820, !964, !965}
!1452 = !DILocation(line: 508, column: 62, scope: !1446)
!1453 = !DILocation(line: 509, column: 49, scope: !1454)
!1454 = distinct !DILexicalBlock(scope: !1455, file: !2, line: 509, column: 7)
!1455 = distinct !DILexicalBlock(scope: !193, file: !2, line: 509, column: 7)
!1456 = !DILocation(line: 509, column: 34, scope: !1454)
!1457 = !DILocation(line: 509, column: 46, scope: !1454)
!1458 = !DILocation(line: 509, column: 30, scope: !1454)
!1459 = !DILocation(line: 509, column: 21, scope: !1454)
!1460 = !DILocation(line: 509, column: 7, scope: !1455)
!1461 = distinct !{!1461, !1460, !1462, !820}
!1462 = !DILocation(line: 509, column: 61, scope: !1455)
!1463 = !DILocation(line: 512, column: 14, scope: !1464)
!1464 = distinct !DILexicalBlock(scope: !1465, file: !2, line: 512, column: 14)
!1465 = distinct !DILexicalBlock(scope: !1466, file: !2, line: 511, column: 34)
!1466 = distinct !DILexicalBlock(scope: !1467, file: !2, line: 511, column: 7)
!1467 = distinct !DILexicalBlock(scope: !193, file: !2, line: 511, column: 7)
!1468 = !DILocation(line: 512, column: 26, scope: !1464)
!1469 = !DILocation(line: 512, column: 30, scope: !1464)
!1470 = !DILocation(line: 511, column: 21, scope: !1466)
!1471 = !DILocation(line: 511, column: 7, scope: !1467)
!1472 = distinct !{!1472, !1471, !1473, !820}
!1473 = !DILocation(line: 516, column: 7, scope: !1467)
!1474 = !DILocation(line: 511, column: 30, scope: !1466)
!1475 = !DILocation(line: 519, column: 14, scope: !1476)
!1476 = distinct !DILexicalBlock(scope: !1477, file: !2, line: 519, column: 14)
!1477 = distinct !DILexicalBlock(scope: !1478, file: !2, line: 518, column: 34)
!1478 = distinct !DILexicalBlock(scope: !1479, file: !2, line: 518, column: 7)
!1479 = distinct !DILexicalBlock(scope: !193, file: !2, line: 518, column: 7)
!1480 = !DILocation(line: 519, column: 30, scope: !1476)
!1481 = !DILocation(line: 519, column: 28, scope: !1476)
!1482 = !DILocation(line: 519, column: 14, scope: !1477)
!1483 = !DILocation(line: 518, column: 30, scope: !1478)
!1484 = !DILocation(line: 518, column: 21, scope: !1478)
!1485 = !DILocation(line: 518, column: 7, scope: !1479)
!1486 = distinct !{!1486, !1485, !1487, !820}
!1487 = !DILocation(line: 522, column: 7, scope: !1479)
!1488 = !DILocation(line: 524, column: 10, scope: !193)
!1489 = !DILocation(line: 524, column: 24, scope: !193)
!1490 = !{!417, !421, i64 16}
!1491 = !DILocation(line: 525, column: 10, scope: !193)
!1492 = !DILocation(line: 525, column: 24, scope: !193)
!1493 = !{!417, !419, i64 12}
!1494 = !DILocation(line: 526, column: 7, scope: !1495)
!1495 = distinct !DILexicalBlock(scope: !193, file: !2, line: 526, column: 7)
!1496 = !{!417, !421, i64 3184}
!1497 = !DILocation(line: 527, column: 16, scope: !193)
!1498 = !DILocation(line: 528, column: 14, scope: !1499)
!1499 = distinct !DILexicalBlock(scope: !193, file: !2, line: 528, column: 11)
!1500 = !DILocation(line: 528, column: 24, scope: !1499)
!1501 = !DILocation(line: 528, column: 11, scope: !193)
!1502 = !DILocation(line: 528, column: 30, scope: !1499)
!1503 = !DILocation(line: 530, column: 14, scope: !373)
!1504 = !DILocation(line: 530, column: 11, scope: !373)
!1505 = !DILocation(line: 530, column: 11, scope: !193)
!1506 = !DILocation(line: 533, column: 10, scope: !1507)
!1507 = distinct !DILexicalBlock(scope: !372, file: !2, line: 533, column: 10)
!1508 = !DILocation(line: 533, column: 33, scope: !1509)
!1509 = distinct !DILexicalBlock(scope: !1507, file: !2, line: 533, column: 10)
!1510 = !DILocation(line: 533, column: 55, scope: !1509)
!1511 = !DILocation(line: 533, column: 37, scope: !1509)
!1512 = !DILocation(line: 533, column: 53, scope: !1509)
!1513 = distinct !{!1513, !1506, !1514, !820, !964, !965}
!1514 = !DILocation(line: 533, column: 65, scope: !1507)
!1515 = !DILocation(line: 566, column: 24, scope: !1516)
!1516 = distinct !DILexicalBlock(scope: !1517, file: !2, line: 566, column: 10)
!1517 = distinct !DILexicalBlock(scope: !1518, file: !2, line: 566, column: 10)
!1518 = distinct !DILexicalBlock(scope: !373, file: !2, line: 563, column: 14)
!1519 = !DILocation(line: 566, column: 10, scope: !1517)
!1520 = !DILocation(line: 536, column: 24, scope: !1521)
!1521 = distinct !DILexicalBlock(scope: !1522, file: !2, line: 536, column: 10)
!1522 = distinct !DILexicalBlock(scope: !372, file: !2, line: 536, column: 10)
!1523 = !DILocation(line: 536, column: 10, scope: !1522)
!1524 = !DILocation(line: 537, column: 29, scope: !1525)
!1525 = distinct !DILexicalBlock(scope: !1521, file: !2, line: 536, column: 39)
!1526 = !DILocation(line: 537, column: 26, scope: !1525)
!1527 = !DILocation(line: 538, column: 13, scope: !1528)
!1528 = distinct !DILexicalBlock(scope: !1525, file: !2, line: 538, column: 13)
!1529 = !DILocation(line: 538, column: 13, scope: !1530)
!1530 = distinct !DILexicalBlock(scope: !1531, file: !2, line: 538, column: 13)
!1531 = distinct !DILexicalBlock(scope: !1528, file: !2, line: 538, column: 13)
!1532 = !DILocation(line: 538, column: 13, scope: !1531)
!1533 = !DILocation(line: 539, column: 29, scope: !1525)
!1534 = !DILocation(line: 536, column: 35, scope: !1521)
!1535 = distinct !{!1535, !1523, !1536, !820}
!1536 = !DILocation(line: 540, column: 10, scope: !1522)
!1537 = !DILocation(line: 543, column: 17, scope: !372)
!1538 = !DILocation(line: 544, column: 14, scope: !372)
!1539 = !DILocation(line: 545, column: 10, scope: !372)
!1540 = !DILocation(line: 0, scope: !372)
!1541 = !DILocation(line: 546, column: 25, scope: !371)
!1542 = !DILocation(line: 0, scope: !371)
!1543 = !DILocation(line: 547, column: 13, scope: !1544)
!1544 = distinct !DILexicalBlock(scope: !371, file: !2, line: 547, column: 13)
!1545 = !DILocation(line: 547, column: 13, scope: !1546)
!1546 = distinct !DILexicalBlock(scope: !1547, file: !2, line: 547, column: 13)
!1547 = distinct !DILexicalBlock(scope: !1544, file: !2, line: 547, column: 13)
!1548 = !DILocation(line: 547, column: 13, scope: !1547)
!1549 = !DILocation(line: 551, column: 28, scope: !372)
!1550 = !DILocation(line: 551, column: 22, scope: !372)
!1551 = !DILocation(line: 550, column: 10, scope: !371)
!1552 = distinct !{!1552, !1539, !1553, !820}
!1553 = !DILocation(line: 551, column: 35, scope: !372)
!1554 = !DILocation(line: 553, column: 13, scope: !372)
!1555 = !DILocation(line: 553, column: 18, scope: !372)
!1556 = !{!417, !421, i64 60}
!1557 = !DILocation(line: 554, column: 13, scope: !372)
!1558 = !DILocation(line: 554, column: 25, scope: !372)
!1559 = !{!417, !421, i64 1092}
!1560 = !DILocation(line: 555, column: 17, scope: !1561)
!1561 = distinct !DILexicalBlock(scope: !372, file: !2, line: 555, column: 14)
!1562 = !DILocation(line: 555, column: 14, scope: !1561)
!1563 = !DILocation(line: 555, column: 14, scope: !372)
!1564 = !DILocation(line: 556, column: 13, scope: !1565)
!1565 = distinct !DILexicalBlock(scope: !1561, file: !2, line: 555, column: 34)
!1566 = !{!417, !421, i64 24}
!1567 = !{!417, !421, i64 28}
!1568 = !DILocation(line: 557, column: 13, scope: !1569)
!1569 = distinct !DILexicalBlock(scope: !1565, file: !2, line: 557, column: 13)
!1570 = !DILocation(line: 557, column: 13, scope: !1565)
!1571 = !{!417, !421, i64 64}
!1572 = !DILocation(line: 557, column: 48, scope: !1565)
!1573 = !DILocation(line: 558, column: 13, scope: !1574)
!1574 = distinct !DILexicalBlock(scope: !1565, file: !2, line: 558, column: 13)
!1575 = !DILocation(line: 558, column: 13, scope: !1565)
!1576 = !DILocation(line: 558, column: 13, scope: !1577)
!1577 = distinct !DILexicalBlock(scope: !1574, file: !2, line: 558, column: 13)
!1578 = !DILocation(line: 558, column: 13, scope: !1579)
!1579 = distinct !DILexicalBlock(scope: !1577, file: !2, line: 558, column: 13)
!1580 = !DILocation(line: 558, column: 40, scope: !1565)
!1581 = !DILocation(line: 558, column: 37, scope: !1565)
!1582 = !DILocation(line: 559, column: 10, scope: !1565)
!1583 = !DILocation(line: 560, column: 13, scope: !1584)
!1584 = distinct !DILexicalBlock(scope: !1585, file: !2, line: 560, column: 13)
!1585 = distinct !DILexicalBlock(scope: !1561, file: !2, line: 559, column: 17)
!1586 = !DILocation(line: 560, column: 13, scope: !1585)
!1587 = !DILocation(line: 560, column: 48, scope: !1585)
!1588 = !DILocation(line: 567, column: 26, scope: !1589)
!1589 = distinct !DILexicalBlock(scope: !1516, file: !2, line: 566, column: 39)
!1590 = !DILocation(line: 568, column: 39, scope: !1589)
!1591 = !DILocation(line: 568, column: 19, scope: !1589)
!1592 = !DILocation(line: 568, column: 13, scope: !1589)
!1593 = !DILocation(line: 568, column: 33, scope: !1589)
!1594 = !DILocation(line: 569, column: 25, scope: !1589)
!1595 = !DILocation(line: 566, column: 35, scope: !1516)
!1596 = distinct !{!1596, !1519, !1597, !820}
!1597 = !DILocation(line: 570, column: 10, scope: !1517)
!1598 = !DILocation(line: 572, column: 29, scope: !1518)
!1599 = !DILocation(line: 566, scope: !1517)
!1600 = !DILocation(line: 572, column: 20, scope: !1518)
!1601 = !DILocation(line: 572, column: 38, scope: !1518)
!1602 = !DILocation(line: 572, column: 13, scope: !1518)
!1603 = !DILocation(line: 572, column: 18, scope: !1518)
!1604 = !DILocation(line: 573, column: 13, scope: !1518)
!1605 = !DILocation(line: 573, column: 25, scope: !1518)
!1606 = !DILocation(line: 574, column: 17, scope: !1607)
!1607 = distinct !DILexicalBlock(scope: !1518, file: !2, line: 574, column: 14)
!1608 = !DILocation(line: 574, column: 14, scope: !1607)
!1609 = !DILocation(line: 574, column: 14, scope: !1518)
!1610 = !DILocation(line: 575, column: 13, scope: !1611)
!1611 = distinct !DILexicalBlock(scope: !1607, file: !2, line: 574, column: 34)
!1612 = !DILocation(line: 576, column: 13, scope: !1613)
!1613 = distinct !DILexicalBlock(scope: !1611, file: !2, line: 576, column: 13)
!1614 = !DILocation(line: 576, column: 13, scope: !1611)
!1615 = !DILocation(line: 576, column: 47, scope: !1611)
!1616 = !DILocation(line: 577, column: 13, scope: !1617)
!1617 = distinct !DILexicalBlock(scope: !1618, file: !2, line: 577, column: 13)
!1618 = distinct !DILexicalBlock(scope: !1611, file: !2, line: 577, column: 13)
!1619 = !DILocation(line: 577, column: 13, scope: !1611)
!1620 = !DILocation(line: 577, column: 40, scope: !1611)
!1621 = !DILocation(line: 577, column: 37, scope: !1611)
!1622 = !DILocation(line: 578, column: 10, scope: !1611)
!1623 = !DILocation(line: 579, column: 13, scope: !1624)
!1624 = distinct !DILexicalBlock(scope: !1625, file: !2, line: 579, column: 13)
!1625 = distinct !DILexicalBlock(scope: !1607, file: !2, line: 578, column: 17)
!1626 = !DILocation(line: 579, column: 13, scope: !1625)
!1627 = !DILocation(line: 579, column: 47, scope: !1625)
!1628 = !DILocation(line: 590, column: 7, scope: !193)
!1629 = !DILocation(line: 590, column: 7, scope: !377)
!1630 = !DILocation(line: 590, column: 7, scope: !378)
!1631 = !DILocation(line: 590, column: 7, scope: !376)
!1632 = !DILocation(line: 0, scope: !376)
!1633 = !DILocation(line: 591, column: 11, scope: !1634)
!1634 = distinct !DILexicalBlock(scope: !193, file: !2, line: 591, column: 11)
!1635 = !DILocation(line: 591, column: 14, scope: !1634)
!1636 = !DILocation(line: 591, column: 11, scope: !193)
!1637 = !DILocation(line: 590, column: 7, scope: !1638)
!1638 = distinct !DILexicalBlock(scope: !378, file: !2, line: 590, column: 7)
!1639 = !DILocation(line: 590, column: 7, scope: !1640)
!1640 = distinct !DILexicalBlock(scope: !378, file: !2, line: 590, column: 7)
!1641 = distinct !{!1641, !1628, !1628}
!1642 = !DILocation(line: 592, column: 7, scope: !193)
!1643 = !DILocation(line: 592, column: 7, scope: !381)
!1644 = !DILocation(line: 592, column: 7, scope: !382)
!1645 = !DILocation(line: 592, column: 7, scope: !380)
!1646 = !DILocation(line: 0, scope: !380)
!1647 = !DILocation(line: 593, column: 11, scope: !1648)
!1648 = distinct !DILexicalBlock(scope: !193, file: !2, line: 593, column: 11)
!1649 = !DILocation(line: 593, column: 14, scope: !1648)
!1650 = !DILocation(line: 593, column: 11, scope: !193)
!1651 = !DILocation(line: 592, column: 7, scope: !1652)
!1652 = distinct !DILexicalBlock(scope: !382, file: !2, line: 592, column: 7)
!1653 = !DILocation(line: 592, column: 7, scope: !1654)
!1654 = distinct !DILexicalBlock(scope: !382, file: !2, line: 592, column: 7)
!1655 = distinct !{!1655, !1642, !1642}
!1656 = !DILocation(line: 594, column: 7, scope: !193)
!1657 = !DILocation(line: 594, column: 7, scope: !385)
!1658 = !DILocation(line: 594, column: 7, scope: !386)
!1659 = !DILocation(line: 594, column: 7, scope: !384)
!1660 = !DILocation(line: 0, scope: !384)
!1661 = !DILocation(line: 595, column: 11, scope: !1662)
!1662 = distinct !DILexicalBlock(scope: !193, file: !2, line: 595, column: 11)
!1663 = !DILocation(line: 595, column: 14, scope: !1662)
!1664 = !DILocation(line: 595, column: 11, scope: !193)
!1665 = !DILocation(line: 594, column: 7, scope: !1666)
!1666 = distinct !DILexicalBlock(scope: !386, file: !2, line: 594, column: 7)
!1667 = !DILocation(line: 594, column: 7, scope: !1668)
!1668 = distinct !DILexicalBlock(scope: !386, file: !2, line: 594, column: 7)
!1669 = distinct !{!1669, !1656, !1656}
!1670 = !DILocation(line: 596, column: 7, scope: !193)
!1671 = !DILocation(line: 596, column: 7, scope: !389)
!1672 = !DILocation(line: 596, column: 7, scope: !390)
!1673 = !DILocation(line: 596, column: 7, scope: !388)
!1674 = !DILocation(line: 0, scope: !388)
!1675 = !DILocation(line: 597, column: 11, scope: !1676)
!1676 = distinct !DILexicalBlock(scope: !193, file: !2, line: 597, column: 11)
!1677 = !DILocation(line: 597, column: 14, scope: !1676)
!1678 = !DILocation(line: 597, column: 11, scope: !193)
!1679 = !DILocation(line: 596, column: 7, scope: !1680)
!1680 = distinct !DILexicalBlock(scope: !390, file: !2, line: 596, column: 7)
!1681 = !DILocation(line: 596, column: 7, scope: !1682)
!1682 = distinct !DILexicalBlock(scope: !390, file: !2, line: 596, column: 7)
!1683 = distinct !{!1683, !1670, !1670}
!1684 = !DILocation(line: 598, column: 7, scope: !193)
!1685 = !DILocation(line: 598, column: 7, scope: !393)
!1686 = !DILocation(line: 598, column: 7, scope: !394)
!1687 = !DILocation(line: 598, column: 7, scope: !392)
!1688 = !DILocation(line: 0, scope: !392)
!1689 = !DILocation(line: 599, column: 11, scope: !1690)
!1690 = distinct !DILexicalBlock(scope: !193, file: !2, line: 599, column: 11)
!1691 = !DILocation(line: 599, column: 14, scope: !1690)
!1692 = !DILocation(line: 599, column: 11, scope: !193)
!1693 = !DILocation(line: 598, column: 7, scope: !1694)
!1694 = distinct !DILexicalBlock(scope: !394, file: !2, line: 598, column: 7)
!1695 = !DILocation(line: 598, column: 7, scope: !1696)
!1696 = distinct !DILexicalBlock(scope: !394, file: !2, line: 598, column: 7)
!1697 = distinct !{!1697, !1684, !1684}
!1698 = !DILocation(line: 601, column: 10, scope: !193)
!1699 = !DILocation(line: 601, column: 28, scope: !193)
!1700 = !{!417, !421, i64 3180}
!1701 = !DILocation(line: 601, column: 7, scope: !193)
!1702 = !DILocation(line: 602, column: 7, scope: !193)
!1703 = !DILocation(line: 602, column: 7, scope: !397)
!1704 = !DILocation(line: 602, column: 7, scope: !398)
!1705 = !DILocation(line: 602, column: 7, scope: !396)
!1706 = !DILocation(line: 0, scope: !396)
!1707 = !DILocation(line: 603, column: 34, scope: !193)
!1708 = !DILocation(line: 603, column: 52, scope: !193)
!1709 = !DILocation(line: 603, column: 61, scope: !193)
!1710 = !DILocation(line: 603, column: 58, scope: !193)
!1711 = !DILocation(line: 603, column: 28, scope: !193)
!1712 = !DILocation(line: 603, column: 7, scope: !193)
!1713 = !DILocation(line: 602, column: 7, scope: !1714)
!1714 = distinct !DILexicalBlock(scope: !398, file: !2, line: 602, column: 7)
!1715 = !DILocation(line: 602, column: 7, scope: !1716)
!1716 = distinct !DILexicalBlock(scope: !398, file: !2, line: 602, column: 7)
!1717 = distinct !{!1717, !1702, !1702}
!1718 = !DILocation(line: 604, column: 7, scope: !193)
!1719 = !DILocation(line: 604, column: 7, scope: !401)
!1720 = !DILocation(line: 604, column: 7, scope: !402)
!1721 = !DILocation(line: 604, column: 7, scope: !400)
!1722 = !DILocation(line: 0, scope: !400)
!1723 = !DILocation(line: 605, column: 34, scope: !193)
!1724 = !DILocation(line: 605, column: 52, scope: !193)
!1725 = !DILocation(line: 605, column: 61, scope: !193)
!1726 = !DILocation(line: 605, column: 58, scope: !193)
!1727 = !DILocation(line: 605, column: 28, scope: !193)
!1728 = !DILocation(line: 605, column: 7, scope: !193)
!1729 = !DILocation(line: 604, column: 7, scope: !1730)
!1730 = distinct !DILexicalBlock(scope: !402, file: !2, line: 604, column: 7)
!1731 = !DILocation(line: 604, column: 7, scope: !1732)
!1732 = distinct !DILexicalBlock(scope: !402, file: !2, line: 604, column: 7)
!1733 = distinct !{!1733, !1718, !1718}
!1734 = !DILocation(line: 606, column: 7, scope: !193)
!1735 = !DILocation(line: 606, column: 7, scope: !405)
!1736 = !DILocation(line: 606, column: 7, scope: !406)
!1737 = !DILocation(line: 606, column: 7, scope: !404)
!1738 = !DILocation(line: 0, scope: !404)
!1739 = !DILocation(line: 607, column: 34, scope: !193)
!1740 = !DILocation(line: 607, column: 52, scope: !193)
!1741 = !DILocation(line: 607, column: 61, scope: !193)
!1742 = !DILocation(line: 607, column: 58, scope: !193)
!1743 = !DILocation(line: 607, column: 28, scope: !193)
!1744 = !DILocation(line: 607, column: 7, scope: !193)
!1745 = !DILocation(line: 606, column: 7, scope: !1746)
!1746 = distinct !DILexicalBlock(scope: !406, file: !2, line: 606, column: 7)
!1747 = !DILocation(line: 606, column: 7, scope: !1748)
!1748 = distinct !DILexicalBlock(scope: !406, file: !2, line: 606, column: 7)
!1749 = distinct !{!1749, !1734, !1734}
!1750 = !DILocation(line: 608, column: 7, scope: !193)
!1751 = !DILocation(line: 608, column: 7, scope: !409)
!1752 = !DILocation(line: 608, column: 7, scope: !410)
!1753 = !DILocation(line: 608, column: 7, scope: !408)
!1754 = !DILocation(line: 0, scope: !408)
!1755 = !DILocation(line: 609, column: 34, scope: !193)
!1756 = !DILocation(line: 609, column: 52, scope: !193)
!1757 = !DILocation(line: 609, column: 61, scope: !193)
!1758 = !DILocation(line: 609, column: 58, scope: !193)
!1759 = !DILocation(line: 609, column: 28, scope: !193)
!1760 = !DILocation(line: 611, column: 16, scope: !193)
!1761 = !DILocation(line: 612, column: 7, scope: !1762)
!1762 = distinct !DILexicalBlock(scope: !193, file: !2, line: 612, column: 7)
!1763 = !DILocation(line: 608, column: 7, scope: !1764)
!1764 = distinct !DILexicalBlock(scope: !410, file: !2, line: 608, column: 7)
!1765 = !DILocation(line: 608, column: 7, scope: !1766)
!1766 = distinct !DILexicalBlock(scope: !410, file: !2, line: 608, column: 7)
!1767 = distinct !{!1767, !1750, !1750}
!1768 = !DILocation(line: 614, column: 16, scope: !1769)
!1769 = distinct !DILexicalBlock(scope: !1770, file: !2, line: 614, column: 16)
!1770 = distinct !DILexicalBlock(scope: !193, file: !2, line: 614, column: 16)
!1771 = !DILocation(line: 617, column: 4, scope: !1772)
!1772 = distinct !DILexicalBlock(scope: !1773, file: !2, line: 617, column: 4)
!1773 = distinct !DILexicalBlock(scope: !35, file: !2, line: 617, column: 4)
!1774 = !DILocation(line: 617, column: 4, scope: !1773)
!1775 = !DILocation(line: 621, column: 24, scope: !35)
!1776 = !DILocation(line: 619, column: 4, scope: !35)
!1777 = !DILocation(line: 622, column: 24, scope: !35)
!1778 = !DILocation(line: 623, column: 24, scope: !35)
!1779 = !DILocation(line: 624, column: 24, scope: !35)
!1780 = !DILocation(line: 625, column: 24, scope: !35)
!1781 = !DILocation(line: 626, column: 24, scope: !35)
!1782 = !DILocation(line: 627, column: 24, scope: !35)
!1783 = !DILocation(line: 628, column: 24, scope: !35)
!1784 = !DILocation(line: 629, column: 24, scope: !35)
!1785 = !DILocation(line: 630, column: 24, scope: !35)
!1786 = !DILocation(line: 631, column: 24, scope: !35)
!1787 = !DILocation(line: 632, column: 24, scope: !35)
!1788 = !DILocation(line: 633, column: 24, scope: !35)
!1789 = !DILocation(line: 634, column: 24, scope: !35)
!1790 = !DILocation(line: 635, column: 24, scope: !35)
!1791 = !DILocation(line: 636, column: 24, scope: !35)
!1792 = !DILocation(line: 637, column: 24, scope: !35)
!1793 = !DILocation(line: 638, column: 24, scope: !35)
!1794 = !DILocation(line: 639, column: 24, scope: !35)
!1795 = !DILocation(line: 640, column: 24, scope: !35)
!1796 = !DILocation(line: 641, column: 24, scope: !35)
!1797 = !DILocation(line: 642, column: 24, scope: !35)
!1798 = !DILocation(line: 643, column: 24, scope: !35)
!1799 = !DILocation(line: 644, column: 24, scope: !35)
!1800 = !DILocation(line: 646, column: 4, scope: !35)
!1801 = !DILocation(line: 647, column: 1, scope: !35)
!1802 = !DISubprogram(name: "fprintf", scope: !1803, file: !1803, line: 350, type: !1804, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1803 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!1804 = !DISubroutineType(types: !1805)
!1805 = !{!23, !1806, !1862, null}
!1806 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1807)
!1807 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1808, size: 64)
!1808 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !1809, line: 7, baseType: !1810)
!1809 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!1810 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !1811, line: 49, size: 1728, elements: !1812)
!1811 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!1812 = !{!1813, !1814, !1815, !1816, !1817, !1818, !1819, !1820, !1821, !1822, !1823, !1824, !1825, !1828, !1830, !1831, !1832, !1836, !1837, !1839, !1843, !1846, !1848, !1851, !1854, !1855, !1856, !1860, !1861}
!1813 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !1810, file: !1811, line: 51, baseType: !23, size: 32)
!1814 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !1810, file: !1811, line: 54, baseType: !49, size: 64, offset: 64)
!1815 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !1810, file: !1811, line: 55, baseType: !49, size: 64, offset: 128)
!1816 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !1810, file: !1811, line: 56, baseType: !49, size: 64, offset: 192)
!1817 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !1810, file: !1811, line: 57, baseType: !49, size: 64, offset: 256)
!1818 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !1810, file: !1811, line: 58, baseType: !49, size: 64, offset: 320)
!1819 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !1810, file: !1811, line: 59, baseType: !49, size: 64, offset: 384)
!1820 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !1810, file: !1811, line: 60, baseType: !49, size: 64, offset: 448)
!1821 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !1810, file: !1811, line: 61, baseType: !49, size: 64, offset: 512)
!1822 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !1810, file: !1811, line: 64, baseType: !49, size: 64, offset: 576)
!1823 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !1810, file: !1811, line: 65, baseType: !49, size: 64, offset: 640)
!1824 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !1810, file: !1811, line: 66, baseType: !49, size: 64, offset: 704)
!1825 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !1810, file: !1811, line: 68, baseType: !1826, size: 64, offset: 768)
!1826 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1827, size: 64)
!1827 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !1811, line: 36, flags: DIFlagFwdDecl)
!1828 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !1810, file: !1811, line: 70, baseType: !1829, size: 64, offset: 832)
!1829 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1810, size: 64)
!1830 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !1810, file: !1811, line: 72, baseType: !23, size: 32, offset: 896)
!1831 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !1810, file: !1811, line: 73, baseType: !23, size: 32, offset: 928)
!1832 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !1810, file: !1811, line: 74, baseType: !1833, size: 64, offset: 960)
!1833 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !1834, line: 152, baseType: !1835)
!1834 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!1835 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!1836 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !1810, file: !1811, line: 77, baseType: !25, size: 16, offset: 1024)
!1837 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !1810, file: !1811, line: 78, baseType: !1838, size: 8, offset: 1040)
!1838 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!1839 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !1810, file: !1811, line: 79, baseType: !1840, size: 8, offset: 1048)
!1840 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !1841)
!1841 = !{!1842}
!1842 = !DISubrange(count: 1)
!1843 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !1810, file: !1811, line: 81, baseType: !1844, size: 64, offset: 1088)
!1844 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1845, size: 64)
!1845 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !1811, line: 43, baseType: null)
!1846 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !1810, file: !1811, line: 89, baseType: !1847, size: 64, offset: 1152)
!1847 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !1834, line: 153, baseType: !1835)
!1848 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !1810, file: !1811, line: 91, baseType: !1849, size: 64, offset: 1216)
!1849 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1850, size: 64)
!1850 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !1811, line: 37, flags: DIFlagFwdDecl)
!1851 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !1810, file: !1811, line: 92, baseType: !1852, size: 64, offset: 1280)
!1852 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1853, size: 64)
!1853 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !1811, line: 38, flags: DIFlagFwdDecl)
!1854 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !1810, file: !1811, line: 93, baseType: !1829, size: 64, offset: 1344)
!1855 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !1810, file: !1811, line: 94, baseType: !21, size: 64, offset: 1408)
!1856 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !1810, file: !1811, line: 95, baseType: !1857, size: 64, offset: 1472)
!1857 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1858, line: 18, baseType: !1859)
!1858 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1859 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!1860 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !1810, file: !1811, line: 96, baseType: !23, size: 32, offset: 1536)
!1861 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !1810, file: !1811, line: 98, baseType: !3, size: 160, offset: 1568)
!1862 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !1863)
!1863 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1864, size: 64)
!1864 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!1865 = !DISubprogram(name: "BZ2_hbCreateDecodeTables", scope: !15, file: !15, line: 491, type: !1866, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1866 = !DISubroutineType(types: !1867)
!1867 = !{null, !155, !155, !155, !19, !22, !22, !22}
!1868 = !DISubprogram(name: "BZ2_indexIntoF", scope: !15, file: !15, line: 485, type: !1869, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1869 = !DISubroutineType(types: !1870)
!1870 = !{!22, !22, !155}
!1871 = !DISubprogram(name: "BZ2_bz__AssertH__fail", scope: !15, file: !15, line: 58, type: !1872, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1872 = !DISubroutineType(types: !1873)
!1873 = !{null, !23}
