; ModuleID = 'programs/integer_math_funcs.c'
source_filename = "programs/integer_math_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [48 x i8] c"isqrt bad=%d isqrt(max)=%llu isqrt(10^18)=%llu\0A\00", align 1, !dbg !0
@__const.main.t = private unnamed_addr constant [8 x i64] [i64 1, i64 2, i64 3, i64 1023, i64 1024, i64 999999, i64 1000000, i64 -1], align 16
@.str.1 = private unnamed_addr constant [18 x i8] c"log2=%d log10=%d \00", align 1, !dbg !7
@.str.3 = private unnamed_addr constant [14 x i8] c"%lld^%d=%lld\0A\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [18 x i8] c"%lld^%d overflow\0A\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [23 x i8] c"powmod %llu %llu %llu\0A\00", align 1, !dbg !19
@.str.6 = private unnamed_addr constant [23 x i8] c"modinv %lld %lld %lld\0A\00", align 1, !dbg !24
@.str.7 = private unnamed_addr constant [10 x i8] c"crt=%lld\0A\00", align 1, !dbg !26
@__const.main.r2 = private unnamed_addr constant [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 16
@__const.main.m2 = private unnamed_addr constant [4 x i64] [i64 5, i64 7, i64 9, i64 11], align 16
@.str.8 = private unnamed_addr constant [11 x i8] c"crt2=%lld\0A\00", align 1, !dbg !31
@.str.9 = private unnamed_addr constant [27 x i8] c"egcd g=%lld x=%lld y=%lld\0A\00", align 1, !dbg !36

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !68 {
  %1 = alloca i64, align 8, !DIAssignID !113
    #dbg_assign(i1 undef, !114, !DIExpression(), !113, ptr %1, !DIExpression(), !122)
  %2 = alloca i64, align 8, !DIAssignID !143
  %3 = alloca i64, align 8, !DIAssignID !144
    #dbg_assign(i1 undef, !114, !DIExpression(), !144, ptr %3, !DIExpression(), !145)
  %4 = alloca i64, align 8, !DIAssignID !148
  %5 = alloca i64, align 8, !DIAssignID !149
    #dbg_assign(i1 undef, !114, !DIExpression(), !149, ptr %5, !DIExpression(), !150)
  %6 = alloca i64, align 8, !DIAssignID !152
  %7 = alloca i64, align 8, !DIAssignID !153
    #dbg_assign(i1 undef, !114, !DIExpression(), !153, ptr %7, !DIExpression(), !154)
  %8 = alloca i64, align 8, !DIAssignID !156
  %9 = alloca i64, align 8, !DIAssignID !157
    #dbg_assign(i1 undef, !114, !DIExpression(), !157, ptr %9, !DIExpression(), !158)
  %10 = alloca i64, align 8, !DIAssignID !160
    #dbg_assign(i1 undef, !100, !DIExpression(), !161, ptr poison, !DIExpression(), !162)
    #dbg_assign(i1 undef, !104, !DIExpression(), !163, ptr poison, !DIExpression(), !162)
    #dbg_assign(i1 undef, !105, !DIExpression(), !164, ptr @__const.main.r2, !DIExpression(), !162)
    #dbg_assign(i1 undef, !109, !DIExpression(), !165, ptr @__const.main.m2, !DIExpression(), !162)
  %11 = alloca i64, align 8, !DIAssignID !166
    #dbg_assign(i1 undef, !110, !DIExpression(), !166, ptr %11, !DIExpression(), !162)
  %12 = alloca i64, align 8, !DIAssignID !167
    #dbg_assign(i1 undef, !111, !DIExpression(), !167, ptr %12, !DIExpression(), !162)
    #dbg_value(i32 0, !73, !DIExpression(), !162)
    #dbg_value(i64 1, !74, !DIExpression(), !162)
    #dbg_value(i32 0, !75, !DIExpression(), !168)
  br label %15, !dbg !169

13:                                               ; preds = %72
    #dbg_value(i64 undef, !170, !DIExpression(), !177)
    #dbg_value(i64 undef, !176, !DIExpression(), !177)
    #dbg_value(i64 undef, !179, !DIExpression(), !186)
    #dbg_value(i64 undef, !185, !DIExpression(), !186)
    #dbg_value(i64 undef, !184, !DIExpression(), !186)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %73, i64 noundef 4294967295, i64 noundef 1000000000), !dbg !188
    #dbg_assign(i1 undef, !82, !DIExpression(), !189, ptr @__const.main.t, !DIExpression(), !162)
    #dbg_value(i32 0, !86, !DIExpression(), !190)
  br label %78, !dbg !191

15:                                               ; preds = %0, %72
  %16 = phi i32 [ 0, %0 ], [ %73, %72 ]
  %17 = phi i64 [ 1, %0 ], [ %20, %72 ]
  %18 = phi i32 [ 0, %0 ], [ %74, %72 ]
    #dbg_value(i32 %16, !73, !DIExpression(), !162)
    #dbg_value(i64 %17, !74, !DIExpression(), !162)
    #dbg_value(i32 %18, !75, !DIExpression(), !168)
  %19 = mul i64 %17, 6364136223846793005, !dbg !192
  %20 = add i64 %19, 1442695040888963407, !dbg !193
    #dbg_value(i64 %20, !74, !DIExpression(), !162)
  %21 = and i32 %18, 63, !dbg !194
  %22 = zext nneg i32 %21 to i64, !dbg !195
  %23 = lshr i64 %20, %22, !dbg !195
    #dbg_value(i64 %23, !77, !DIExpression(), !196)
    #dbg_value(i64 %23, !175, !DIExpression(), !197)
  %24 = icmp ult i64 %23, 2, !dbg !199
  br i1 %24, label %35, label %25, !dbg !201

25:                                               ; preds = %15
    #dbg_value(i64 %23, !176, !DIExpression(), !197)
  %26 = lshr i64 %23, 1, !dbg !202
  %27 = add nuw i64 %26, 1, !dbg !203
    #dbg_value(i64 %27, !170, !DIExpression(), !197)
  %28 = icmp ult i64 %27, %23, !dbg !204
  br i1 %28, label %29, label %35, !dbg !205

29:                                               ; preds = %25, %29
  %30 = phi i64 [ %33, %29 ], [ %27, %25 ]
    #dbg_value(i64 %30, !170, !DIExpression(), !197)
    #dbg_value(i64 %30, !176, !DIExpression(), !197)
  %31 = udiv i64 %23, %30, !dbg !206
  %32 = add i64 %31, %30, !dbg !208
  %33 = lshr i64 %32, 1, !dbg !209
    #dbg_value(i64 %33, !170, !DIExpression(), !197)
  %34 = icmp ult i64 %33, %30, !dbg !204
  br i1 %34, label %29, label %35, !dbg !205, !llvm.loop !210

35:                                               ; preds = %29, %15, %25
  %36 = phi i64 [ %23, %15 ], [ %23, %25 ], [ %30, %29 ], !dbg !213
    #dbg_value(i64 %36, !80, !DIExpression(), !196)
    #dbg_value(i64 %23, !184, !DIExpression(), !214)
    #dbg_value(i64 0, !185, !DIExpression(), !214)
    #dbg_value(i64 4611686018427387904, !179, !DIExpression(), !214)
  br label %37, !dbg !216

37:                                               ; preds = %37, %35
  %38 = phi i64 [ 4611686018427387904, %35 ], [ %40, %37 ], !dbg !217
    #dbg_value(i64 %38, !179, !DIExpression(), !214)
  %39 = icmp ugt i64 %38, %23, !dbg !218
  %40 = lshr i64 %38, 2, !dbg !219
    #dbg_value(i64 %40, !179, !DIExpression(), !214)
  br i1 %39, label %37, label %41, !dbg !216, !llvm.loop !220

41:                                               ; preds = %37
    #dbg_value(i64 %38, !179, !DIExpression(), !214)
    #dbg_value(i64 0, !185, !DIExpression(), !214)
    #dbg_value(i64 %23, !184, !DIExpression(), !214)
  %42 = icmp eq i64 %38, 0, !dbg !222
  br i1 %42, label %56, label %43, !dbg !222

43:                                               ; preds = %41, %43
  %44 = phi i64 [ %54, %43 ], [ %38, %41 ]
  %45 = phi i64 [ %53, %43 ], [ 0, %41 ]
  %46 = phi i64 [ %51, %43 ], [ %23, %41 ]
    #dbg_value(i64 %44, !179, !DIExpression(), !214)
    #dbg_value(i64 %45, !185, !DIExpression(), !214)
    #dbg_value(i64 %46, !184, !DIExpression(), !214)
  %47 = add nuw i64 %45, %44, !dbg !223
  %48 = icmp ult i64 %46, %47, !dbg !226
  %49 = lshr i64 %45, 1, !dbg !227
  %50 = select i1 %48, i64 0, i64 %47, !dbg !227
  %51 = sub i64 %46, %50, !dbg !227
  %52 = select i1 %48, i64 0, i64 %44, !dbg !227
  %53 = add nuw i64 %52, %49, !dbg !227
    #dbg_value(i64 %53, !185, !DIExpression(), !214)
    #dbg_value(i64 %51, !184, !DIExpression(), !214)
  %54 = lshr i64 %44, 2, !dbg !228
    #dbg_value(i64 %54, !179, !DIExpression(), !214)
  %55 = icmp ult i64 %44, 4, !dbg !222
  br i1 %55, label %56, label %43, !dbg !222, !llvm.loop !229

56:                                               ; preds = %43, %41
  %57 = phi i64 [ 0, %41 ], [ %53, %43 ], !dbg !217
  %58 = and i64 %57, 4294967295, !dbg !231
    #dbg_value(i64 %57, !81, !DIExpression(), !196)
  %59 = icmp eq i64 %36, %58, !dbg !233
  br i1 %59, label %60, label %70, !dbg !234

60:                                               ; preds = %56
  %61 = zext nneg i64 %36 to i128, !dbg !235
  %62 = mul nuw nsw i128 %61, %61, !dbg !236
  %63 = zext i64 %23 to i128, !dbg !237
  %64 = icmp ugt i128 %62, %63, !dbg !238
  br i1 %64, label %70, label %65, !dbg !239

65:                                               ; preds = %60
  %66 = add nuw nsw i64 %36, 1, !dbg !240
  %67 = zext nneg i64 %66 to i128, !dbg !241
  %68 = mul nuw nsw i128 %67, %67, !dbg !242
  %69 = icmp ugt i128 %68, %63, !dbg !243
  br i1 %69, label %72, label %70, !dbg !244

70:                                               ; preds = %65, %60, %56
  %71 = add nsw i32 %16, 1, !dbg !245
    #dbg_value(i32 %71, !73, !DIExpression(), !162)
  br label %72, !dbg !246

72:                                               ; preds = %70, %65
  %73 = phi i32 [ %71, %70 ], [ %16, %65 ], !dbg !162
    #dbg_value(i32 %73, !73, !DIExpression(), !162)
  %74 = add nuw nsw i32 %18, 1, !dbg !247
    #dbg_value(i64 %20, !74, !DIExpression(), !162)
    #dbg_value(i32 %74, !75, !DIExpression(), !168)
  %75 = icmp eq i32 %74, 2000, !dbg !248
  br i1 %75, label %13, label %15, !dbg !169, !llvm.loop !249

76:                                               ; preds = %93
  %77 = tail call i32 @putchar(i32 10), !dbg !251
    #dbg_value(i64 2, !88, !DIExpression(), !252)
    #dbg_value(i64 undef, !97, !DIExpression(), !253)
  br label %240, !dbg !254

78:                                               ; preds = %13, %93
  %79 = phi i64 [ 0, %13 ], [ %96, %93 ]
    #dbg_value(i64 %79, !86, !DIExpression(), !190)
  %80 = getelementptr inbounds [8 x i64], ptr @__const.main.t, i64 0, i64 %79, !dbg !255
  %81 = load i64, ptr %80, align 8, !dbg !255, !tbaa !257
    #dbg_value(i64 %81, !261, !DIExpression(), !266)
  %82 = tail call range(i64 0, 65) i64 @llvm.ctlz.i64(i64 %81, i1 true), !dbg !268
  %83 = trunc nuw nsw i64 %82 to i32, !dbg !268
  %84 = xor i32 %83, 63, !dbg !269
    #dbg_value(i64 %81, !270, !DIExpression(), !274)
    #dbg_value(i32 0, !273, !DIExpression(), !274)
  %85 = add nsw i64 %79, -3, !dbg !276
  %86 = icmp ult i64 %85, 5, !dbg !276
  br i1 %86, label %87, label %93, !dbg !277

87:                                               ; preds = %78, %87
  %88 = phi i32 [ %91, %87 ], [ 0, %78 ]
  %89 = phi i64 [ %90, %87 ], [ %81, %78 ]
    #dbg_value(i32 %88, !273, !DIExpression(), !274)
    #dbg_value(i64 %89, !270, !DIExpression(), !274)
  %90 = udiv i64 %89, 10, !dbg !278
    #dbg_value(i64 %90, !270, !DIExpression(), !274)
  %91 = add nuw nsw i32 %88, 1, !dbg !280
    #dbg_value(i32 %91, !273, !DIExpression(), !274)
  %92 = icmp ugt i64 %89, 99, !dbg !276
  br i1 %92, label %87, label %93, !dbg !277, !llvm.loop !281

93:                                               ; preds = %87, %78
  %94 = phi i32 [ 0, %78 ], [ %91, %87 ], !dbg !283
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %84, i32 noundef %94), !dbg !284
  %96 = add nuw nsw i64 %79, 1, !dbg !285
    #dbg_value(i64 %96, !86, !DIExpression(), !190)
  %97 = icmp eq i64 %96, 8, !dbg !286
  br i1 %97, label %76, label %78, !dbg !191, !llvm.loop !287

98:                                               ; preds = %305, %107
  %99 = phi i128 [ %110, %107 ], [ 2, %305 ]
  %100 = phi i128 [ %108, %107 ], [ 1, %305 ]
  %101 = phi i64 [ %111, %107 ], [ 1000000, %305 ]
    #dbg_value(i128 %99, !289, !DIExpression(), !298)
    #dbg_value(i128 %100, !297, !DIExpression(), !298)
    #dbg_value(i64 %101, !295, !DIExpression(), !298)
  %102 = and i64 %101, 1, !dbg !300
  %103 = icmp eq i64 %102, 0, !dbg !300
  br i1 %103, label %107, label %104, !dbg !303

104:                                              ; preds = %98
  %105 = mul nuw i128 %100, %99, !dbg !304
  %106 = urem i128 %105, 1000000007, !dbg !305
    #dbg_value(i128 %106, !297, !DIExpression(), !298)
  br label %107, !dbg !306

107:                                              ; preds = %104, %98
  %108 = phi i128 [ %106, %104 ], [ %100, %98 ], !dbg !307
    #dbg_value(i128 %108, !297, !DIExpression(), !298)
  %109 = mul nuw nsw i128 %99, %99, !dbg !308
  %110 = urem i128 %109, 1000000007, !dbg !309
    #dbg_value(i128 %110, !289, !DIExpression(), !298)
  %111 = lshr i64 %101, 1, !dbg !310
    #dbg_value(i64 %111, !295, !DIExpression(), !298)
  %112 = icmp ult i64 %101, 2, !dbg !311
  br i1 %112, label %113, label %98, !dbg !311, !llvm.loop !312

113:                                              ; preds = %107, %122
  %114 = phi i128 [ %125, %122 ], [ 3, %107 ]
  %115 = phi i128 [ %123, %122 ], [ 1, %107 ]
  %116 = phi i64 [ %126, %122 ], [ -1, %107 ]
    #dbg_value(i128 %114, !289, !DIExpression(), !314)
    #dbg_value(i128 %115, !297, !DIExpression(), !314)
    #dbg_value(i64 %116, !295, !DIExpression(), !314)
  %117 = and i64 %116, 1, !dbg !316
  %118 = icmp eq i64 %117, 0, !dbg !316
  br i1 %118, label %122, label %119, !dbg !317

119:                                              ; preds = %113
  %120 = mul nuw i128 %115, %114, !dbg !318
  %121 = urem i128 %120, 18446744073709551557, !dbg !319
    #dbg_value(i128 %121, !297, !DIExpression(), !314)
  br label %122, !dbg !320

122:                                              ; preds = %119, %113
  %123 = phi i128 [ %121, %119 ], [ %115, %113 ], !dbg !321
    #dbg_value(i128 %123, !297, !DIExpression(), !314)
  %124 = mul nuw i128 %114, %114, !dbg !322
  %125 = urem i128 %124, 18446744073709551557, !dbg !323
    #dbg_value(i128 %125, !289, !DIExpression(), !314)
  %126 = lshr i64 %116, 1, !dbg !324
    #dbg_value(i64 %126, !295, !DIExpression(), !314)
  %127 = icmp ult i64 %116, 2, !dbg !325
  br i1 %127, label %128, label %113, !dbg !325, !llvm.loop !326

128:                                              ; preds = %122
  %129 = trunc nuw nsw i128 %108 to i64, !dbg !311
  %130 = trunc nuw i128 %123 to i64, !dbg !325
    #dbg_value(i64 7, !294, !DIExpression(), !328)
    #dbg_value(i64 13, !296, !DIExpression(), !328)
    #dbg_value(i64 poison, !289, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 128, DW_ATE_unsigned, DW_OP_stack_value), !328)
    #dbg_value(i128 1, !297, !DIExpression(), !328)
    #dbg_value(i64 0, !295, !DIExpression(), !328)
  %131 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, i64 noundef %129, i64 noundef %130, i64 noundef 1), !dbg !330
    #dbg_assign(i1 undef, !121, !DIExpression(), !160, ptr %10, !DIExpression(), !158)
    #dbg_value(i64 3, !119, !DIExpression(), !158)
    #dbg_value(i64 11, !120, !DIExpression(), !158)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9) #6, !dbg !331
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10) #6, !dbg !331
  %132 = call fastcc i64 @egcd(i64 noundef 3, i64 noundef 11, ptr noundef nonnull %9, ptr noundef nonnull %10), !dbg !332
  %133 = icmp eq i64 %132, 1, !dbg !334
  br i1 %133, label %134, label %141, !dbg !335

134:                                              ; preds = %128
  %135 = load i64, ptr %9, align 8, !dbg !336, !tbaa !257
  %136 = freeze i64 %135, !dbg !337
  %137 = srem i64 %136, 11, !dbg !337
  %138 = add nsw i64 %137, 11, !dbg !338
  %139 = icmp ugt i64 %137, -12, !dbg !339
  %140 = select i1 %139, i64 %138, i64 %137, !dbg !339
  br label %141, !dbg !340

141:                                              ; preds = %128, %134
  %142 = phi i64 [ %140, %134 ], [ -1, %128 ], !dbg !341
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10) #6, !dbg !342
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9) #6, !dbg !342
    #dbg_assign(i1 undef, !121, !DIExpression(), !156, ptr %8, !DIExpression(), !154)
    #dbg_value(i64 10, !119, !DIExpression(), !154)
    #dbg_value(i64 17, !120, !DIExpression(), !154)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %7) #6, !dbg !343
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %8) #6, !dbg !343
  %143 = call fastcc i64 @egcd(i64 noundef 10, i64 noundef 17, ptr noundef nonnull %7, ptr noundef nonnull %8), !dbg !344
  %144 = icmp eq i64 %143, 1, !dbg !345
  br i1 %144, label %145, label %152, !dbg !346

145:                                              ; preds = %141
  %146 = load i64, ptr %7, align 8, !dbg !347, !tbaa !257
  %147 = freeze i64 %146, !dbg !348
  %148 = srem i64 %147, 17, !dbg !348
  %149 = add nsw i64 %148, 17, !dbg !349
  %150 = icmp ugt i64 %148, -18, !dbg !350
  %151 = select i1 %150, i64 %149, i64 %148, !dbg !350
  br label %152, !dbg !351

152:                                              ; preds = %141, %145
  %153 = phi i64 [ %151, %145 ], [ -1, %141 ], !dbg !352
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %8) #6, !dbg !353
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %7) #6, !dbg !353
    #dbg_assign(i1 undef, !121, !DIExpression(), !152, ptr %6, !DIExpression(), !150)
    #dbg_value(i64 6, !119, !DIExpression(), !150)
    #dbg_value(i64 9, !120, !DIExpression(), !150)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6, !dbg !354
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6, !dbg !354
  %154 = call fastcc i64 @egcd(i64 noundef 6, i64 noundef 9, ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !355
  %155 = icmp eq i64 %154, 1, !dbg !356
  br i1 %155, label %156, label %163, !dbg !357

156:                                              ; preds = %152
  %157 = load i64, ptr %5, align 8, !dbg !358, !tbaa !257
  %158 = freeze i64 %157, !dbg !359
  %159 = srem i64 %158, 9, !dbg !359
  %160 = add nsw i64 %159, 9, !dbg !360
  %161 = icmp ugt i64 %159, -10, !dbg !361
  %162 = select i1 %161, i64 %160, i64 %159, !dbg !361
  br label %163, !dbg !362

163:                                              ; preds = %152, %156
  %164 = phi i64 [ %162, %156 ], [ -1, %152 ], !dbg !363
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6, !dbg !364
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6, !dbg !364
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, i64 noundef %142, i64 noundef %153, i64 noundef %164), !dbg !365
    #dbg_assign(i1 undef, !100, !DIExpression(), !366, ptr poison, !DIExpression(), !162)
    #dbg_assign(i1 undef, !104, !DIExpression(), !367, ptr poison, !DIExpression(), !162)
    #dbg_value(ptr poison, !133, !DIExpression(), !368)
    #dbg_value(ptr poison, !134, !DIExpression(), !368)
    #dbg_value(i32 3, !135, !DIExpression(), !368)
    #dbg_value(i64 poison, !136, !DIExpression(), !368)
    #dbg_value(i64 0, !140, !DIExpression(), !369)
    #dbg_value(i64 0, !139, !DIExpression(), !368)
    #dbg_value(i64 35, !141, !DIExpression(), !370)
    #dbg_assign(i1 undef, !121, !DIExpression(), !148, ptr %4, !DIExpression(), !145)
    #dbg_value(i64 2, !119, !DIExpression(), !145)
    #dbg_value(i64 3, !120, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !371
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6, !dbg !371
  %166 = call fastcc i64 @egcd(i64 noundef 2, i64 noundef 3, ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !372
  %167 = icmp eq i64 %166, 1, !dbg !373
  br i1 %167, label %168, label %177, !dbg !374

168:                                              ; preds = %163
  %169 = load i64, ptr %3, align 8, !dbg !375, !tbaa !257
  %170 = freeze i64 %169, !dbg !376
  %171 = srem i64 %170, 3, !dbg !376
  %172 = add nsw i64 %171, 3, !dbg !377
  %173 = icmp ugt i64 %171, -4, !dbg !378
  %174 = select i1 %173, i64 %172, i64 %171, !dbg !378
  %175 = mul nuw nsw i64 %174, 70, !dbg !379
  %176 = urem i64 %175, 105, !dbg !380
  br label %177, !dbg !381

177:                                              ; preds = %168, %163
  %178 = phi i64 [ %176, %168 ], [ -70, %163 ], !dbg !382
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6, !dbg !383
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !383
    #dbg_value(i64 %178, !139, !DIExpression(), !368)
    #dbg_value(i64 1, !140, !DIExpression(), !369)
    #dbg_value(i64 21, !141, !DIExpression(), !370)
    #dbg_assign(i1 undef, !121, !DIExpression(), !148, ptr %4, !DIExpression(), !145)
    #dbg_value(i64 1, !119, !DIExpression(), !145)
    #dbg_value(i64 5, !120, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !371
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6, !dbg !371
  %179 = call fastcc i64 @egcd(i64 noundef 1, i64 noundef 5, ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !372
  %180 = icmp eq i64 %179, 1, !dbg !373
  br i1 %180, label %181, label %189, !dbg !374

181:                                              ; preds = %177
  %182 = load i64, ptr %3, align 8, !dbg !375, !tbaa !257
  %183 = freeze i64 %182, !dbg !376
  %184 = srem i64 %183, 5, !dbg !376
  %185 = add nsw i64 %184, 5, !dbg !377
  %186 = icmp ugt i64 %184, -6, !dbg !378
  %187 = select i1 %186, i64 %185, i64 %184, !dbg !378
  %188 = mul nuw nsw i64 %187, 63, !dbg !379
  br label %189, !dbg !381

189:                                              ; preds = %181, %177
  %190 = phi i64 [ %188, %181 ], [ -63, %177 ], !dbg !382
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6, !dbg !383
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !383
  %191 = add nsw i64 %190, %178, !dbg !384
  %192 = srem i64 %191, 105, !dbg !380
    #dbg_value(i64 %192, !139, !DIExpression(), !368)
    #dbg_value(i64 2, !140, !DIExpression(), !369)
    #dbg_value(i64 15, !141, !DIExpression(), !370)
    #dbg_assign(i1 undef, !121, !DIExpression(), !148, ptr %4, !DIExpression(), !145)
    #dbg_value(i64 1, !119, !DIExpression(), !145)
    #dbg_value(i64 7, !120, !DIExpression(), !145)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #6, !dbg !371
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #6, !dbg !371
  %193 = call fastcc i64 @egcd(i64 noundef 1, i64 noundef 7, ptr noundef nonnull %3, ptr noundef nonnull %4), !dbg !372
  %194 = icmp eq i64 %193, 1, !dbg !373
  br i1 %194, label %195, label %203, !dbg !374

195:                                              ; preds = %189
  %196 = load i64, ptr %3, align 8, !dbg !375, !tbaa !257
  %197 = freeze i64 %196, !dbg !376
  %198 = srem i64 %197, 7, !dbg !376
  %199 = add nsw i64 %198, 7, !dbg !377
  %200 = icmp ugt i64 %198, -8, !dbg !378
  %201 = select i1 %200, i64 %199, i64 %198, !dbg !378
  %202 = mul nuw nsw i64 %201, 30, !dbg !379
  br label %203, !dbg !381

203:                                              ; preds = %195, %189
  %204 = phi i64 [ %202, %195 ], [ -30, %189 ], !dbg !382
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #6, !dbg !383
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #6, !dbg !383
  %205 = add nsw i64 %204, %192, !dbg !384
  %206 = srem i64 %205, 105, !dbg !380
    #dbg_value(i64 %206, !139, !DIExpression(), !368)
    #dbg_value(i64 3, !140, !DIExpression(), !369)
  %207 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i64 noundef %206), !dbg !385
    #dbg_assign(i1 undef, !105, !DIExpression(), !386, ptr @__const.main.r2, !DIExpression(), !162)
    #dbg_assign(i1 undef, !109, !DIExpression(), !387, ptr @__const.main.m2, !DIExpression(), !162)
    #dbg_value(ptr @__const.main.r2, !133, !DIExpression(), !388)
    #dbg_value(ptr @__const.main.m2, !134, !DIExpression(), !388)
    #dbg_value(i32 4, !135, !DIExpression(), !388)
    #dbg_value(i64 poison, !136, !DIExpression(), !388)
  br label %208, !dbg !389

208:                                              ; preds = %203, %227
  %209 = phi i64 [ %232, %227 ], [ 0, %203 ]
  %210 = phi i64 [ %231, %227 ], [ 0, %203 ]
    #dbg_value(i64 %209, !140, !DIExpression(), !390)
    #dbg_value(i64 %210, !139, !DIExpression(), !388)
  %211 = getelementptr inbounds i64, ptr @__const.main.m2, i64 %209, !dbg !391
  %212 = load i64, ptr %211, align 8, !dbg !391, !tbaa !257
  %213 = sdiv i64 3465, %212, !dbg !392
    #dbg_value(i64 %213, !141, !DIExpression(), !393)
  %214 = getelementptr inbounds i64, ptr @__const.main.r2, i64 %209, !dbg !394
  %215 = load i64, ptr %214, align 8, !dbg !394, !tbaa !257
  %216 = srem i64 %215, %212, !dbg !395
  %217 = mul nsw i64 %216, %213, !dbg !396
  %218 = srem i64 %217, 3465, !dbg !397
  %219 = srem i64 %213, %212, !dbg !398
    #dbg_assign(i1 undef, !121, !DIExpression(), !143, ptr %2, !DIExpression(), !122)
    #dbg_value(i64 %219, !119, !DIExpression(), !122)
    #dbg_value(i64 %212, !120, !DIExpression(), !122)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #6, !dbg !399
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #6, !dbg !399
  %220 = call fastcc i64 @egcd(i64 noundef %219, i64 noundef %212, ptr noundef nonnull %1, ptr noundef nonnull %2), !dbg !400
  %221 = icmp eq i64 %220, 1, !dbg !401
  br i1 %221, label %222, label %227, !dbg !402

222:                                              ; preds = %208
  %223 = load i64, ptr %1, align 8, !dbg !403, !tbaa !257
  %224 = srem i64 %223, %212, !dbg !404
  %225 = add nsw i64 %224, %212, !dbg !405
  %226 = srem i64 %225, %212, !dbg !406
  br label %227, !dbg !407

227:                                              ; preds = %222, %208
  %228 = phi i64 [ %226, %222 ], [ -1, %208 ], !dbg !408
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #6, !dbg !409
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #6, !dbg !409
  %229 = mul nsw i64 %228, %218, !dbg !410
  %230 = add nsw i64 %229, %210, !dbg !411
  %231 = srem i64 %230, 3465, !dbg !412
    #dbg_value(i64 %231, !139, !DIExpression(), !388)
  %232 = add nuw nsw i64 %209, 1, !dbg !413
    #dbg_value(i64 %232, !140, !DIExpression(), !390)
  %233 = icmp eq i64 %232, 4, !dbg !414
  br i1 %233, label %234, label %208, !dbg !389, !llvm.loop !415

234:                                              ; preds = %227
  %235 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef %231), !dbg !417
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %11) #6, !dbg !418
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12) #6, !dbg !418
  %236 = call fastcc i64 @egcd(i64 noundef 240, i64 noundef 46, ptr noundef nonnull %11, ptr noundef nonnull %12), !dbg !419
    #dbg_value(i64 %236, !112, !DIExpression(), !162)
  %237 = load i64, ptr %11, align 8, !dbg !420, !tbaa !257
  %238 = load i64, ptr %12, align 8, !dbg !421, !tbaa !257
  %239 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i64 noundef %236, i64 noundef %237, i64 noundef %238), !dbg !422
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12) #6, !dbg !423
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %11) #6, !dbg !423
  ret i32 %73, !dbg !423

240:                                              ; preds = %305, %76
  %241 = phi i64 [ 2, %76 ], [ %306, %305 ]
    #dbg_value(i64 %241, !88, !DIExpression(), !252)
    #dbg_value(i32 10, !94, !DIExpression(), !424)
    #dbg_value(i64 poison, !97, !DIExpression(), !253)
    #dbg_value(i64 %241, !425, !DIExpression(), !434)
    #dbg_value(i32 8, !432, !DIExpression(), !434)
    #dbg_value(i64 poison, !425, !DIExpression(), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(i32 7, !432, !DIExpression(), !434)
    #dbg_value(i64 poison, !425, !DIExpression(), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(i32 6, !432, !DIExpression(), !434)
    #dbg_value(i64 poison, !425, !DIExpression(), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(i32 5, !432, !DIExpression(), !434)
    #dbg_value(i64 poison, !425, !DIExpression(), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(i32 4, !432, !DIExpression(), !434)
    #dbg_value(i64 poison, !425, !DIExpression(), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(i32 3, !432, !DIExpression(), !434)
    #dbg_value(i64 poison, !425, !DIExpression(), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(i32 2, !432, !DIExpression(), !434)
    #dbg_value(i64 poison, !425, !DIExpression(), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 7, DW_OP_mul, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(i32 1, !432, !DIExpression(), !434)
    #dbg_value(i64 poison, !425, !DIExpression(), !434)
    #dbg_value(!DIArgList(i64 %242, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %242, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 6, DW_OP_mul, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %244, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %244, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %246, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(!DIArgList(i64 %246, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(i64 %248, !425, !DIExpression(), !434)
    #dbg_value(!DIArgList(i64 %248, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
    #dbg_value(i32 0, !432, !DIExpression(), !434)
    #dbg_value(i64 poison, !425, !DIExpression(), !434)
  %242 = mul nuw nsw i64 %241, %241, !dbg !437
  %243 = mul nuw nsw i64 %242, %241, !dbg !437
    #dbg_value(!DIArgList(i64 %243, i64 %241, i64 %241, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 5, DW_OP_mul, DW_OP_LLVM_arg, 4, DW_OP_mul, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
  %244 = mul nuw nsw i64 %243, %241, !dbg !437
  %245 = mul nuw nsw i64 %244, %241, !dbg !437
    #dbg_value(!DIArgList(i64 %245, i64 %241, i64 %241, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 3, DW_OP_mul, DW_OP_LLVM_arg, 2, DW_OP_mul, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
  %246 = mul nuw nsw i64 %245, %241, !dbg !437
  %247 = mul nuw nsw i64 %246, %241, !dbg !437
    #dbg_value(!DIArgList(i64 %247, i64 %241), !425, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_mul, DW_OP_stack_value), !434)
  %248 = mul nuw nsw i64 %247, %241, !dbg !437
  %249 = mul nuw nsw i64 %248, %241, !dbg !437
    #dbg_value(i64 %249, !425, !DIExpression(), !434)
  %250 = mul nuw nsw i64 %249, %241, !dbg !437
    #dbg_value(i64 %250, !425, !DIExpression(), !434)
    #dbg_value(i64 %250, !425, !DIExpression(), !434)
    #dbg_value(i32 0, !432, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
    #dbg_value(i64 %250, !97, !DIExpression(), !253)
  %251 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %241, i32 noundef 10, i64 noundef %250), !dbg !439
    #dbg_value(i64 poison, !97, !DIExpression(), !253)
    #dbg_value(i32 30, !94, !DIExpression(), !424)
  br label %252, !dbg !440

252:                                              ; preds = %260, %240
  %253 = phi i32 [ 30, %240 ], [ %261, %260 ]
  %254 = phi i64 [ 1, %240 ], [ %264, %260 ], !dbg !441
    #dbg_value(i64 %254, !425, !DIExpression(), !434)
    #dbg_value(i32 %253, !432, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %255 = icmp eq i32 %253, 0, !dbg !440
  br i1 %255, label %267, label %256, !dbg !440

256:                                              ; preds = %252
    #dbg_value(i32 %253, !432, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %257 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %254, i64 %241), !dbg !437
  %258 = extractvalue { i64, i1 } %257, 1, !dbg !437
  %259 = extractvalue { i64, i1 } %257, 0, !dbg !437
    #dbg_value(i64 %259, !425, !DIExpression(), !434)
  br i1 %258, label %265, label %260, !dbg !442, !llvm.loop !443

260:                                              ; preds = %256
    #dbg_value(i64 %259, !425, !DIExpression(), !434)
    #dbg_value(i32 %253, !432, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %261 = add nsw i32 %253, -2, !dbg !445
    #dbg_value(i32 %261, !432, !DIExpression(), !434)
  %262 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %259, i64 %241), !dbg !437
  %263 = extractvalue { i64, i1 } %262, 1, !dbg !437
  %264 = extractvalue { i64, i1 } %262, 0, !dbg !437
    #dbg_value(i64 %264, !425, !DIExpression(), !434)
  br i1 %263, label %265, label %252, !dbg !442, !llvm.loop !443

265:                                              ; preds = %260, %256
    #dbg_value(i64 poison, !97, !DIExpression(), !253)
  %266 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %241, i32 noundef 30), !dbg !446
  br label %269

267:                                              ; preds = %252
    #dbg_value(i64 %254, !97, !DIExpression(), !253)
  %268 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %241, i32 noundef 30, i64 noundef %254), !dbg !439
  br label %269, !dbg !439

269:                                              ; preds = %267, %265
  br label %270, !dbg !440

270:                                              ; preds = %278, %269
  %271 = phi i32 [ 50, %269 ], [ %279, %278 ]
  %272 = phi i64 [ 1, %269 ], [ %282, %278 ], !dbg !441
    #dbg_value(i64 %272, !425, !DIExpression(), !434)
    #dbg_value(i32 %271, !432, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %273 = icmp eq i32 %271, 0, !dbg !440
  br i1 %273, label %285, label %274, !dbg !440

274:                                              ; preds = %270
    #dbg_value(i32 %271, !432, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %275 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %272, i64 %241), !dbg !437
  %276 = extractvalue { i64, i1 } %275, 1, !dbg !437
  %277 = extractvalue { i64, i1 } %275, 0, !dbg !437
    #dbg_value(i64 %277, !425, !DIExpression(), !434)
  br i1 %276, label %283, label %278, !dbg !442, !llvm.loop !443

278:                                              ; preds = %274
    #dbg_value(i64 %277, !425, !DIExpression(), !434)
    #dbg_value(i32 %271, !432, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %279 = add nsw i32 %271, -2, !dbg !445
    #dbg_value(i32 %279, !432, !DIExpression(), !434)
  %280 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %277, i64 %241), !dbg !437
  %281 = extractvalue { i64, i1 } %280, 1, !dbg !437
  %282 = extractvalue { i64, i1 } %280, 0, !dbg !437
    #dbg_value(i64 %282, !425, !DIExpression(), !434)
  br i1 %281, label %283, label %270, !dbg !442, !llvm.loop !443

283:                                              ; preds = %278, %274
    #dbg_value(i64 poison, !97, !DIExpression(), !253)
  %284 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %241, i32 noundef 50), !dbg !446
  br label %287

285:                                              ; preds = %270
    #dbg_value(i64 %272, !97, !DIExpression(), !253)
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %241, i32 noundef 50, i64 noundef %272), !dbg !439
  br label %287, !dbg !439

287:                                              ; preds = %285, %283
  br label %288, !dbg !440

288:                                              ; preds = %296, %287
  %289 = phi i32 [ 70, %287 ], [ %297, %296 ]
  %290 = phi i64 [ 1, %287 ], [ %300, %296 ], !dbg !441
    #dbg_value(i64 %290, !425, !DIExpression(), !434)
    #dbg_value(i32 %289, !432, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %291 = icmp eq i32 %289, 0, !dbg !440
  br i1 %291, label %303, label %292, !dbg !440

292:                                              ; preds = %288
    #dbg_value(i32 %289, !432, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %293 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %290, i64 %241), !dbg !437
  %294 = extractvalue { i64, i1 } %293, 1, !dbg !437
  %295 = extractvalue { i64, i1 } %293, 0, !dbg !437
    #dbg_value(i64 %295, !425, !DIExpression(), !434)
  br i1 %294, label %301, label %296, !dbg !442, !llvm.loop !443

296:                                              ; preds = %292
    #dbg_value(i64 %295, !425, !DIExpression(), !434)
    #dbg_value(i32 %289, !432, !DIExpression(DW_OP_constu, 1, DW_OP_minus, DW_OP_constu, 1, DW_OP_minus, DW_OP_stack_value), !434)
  %297 = add nsw i32 %289, -2, !dbg !445
    #dbg_value(i32 %297, !432, !DIExpression(), !434)
  %298 = tail call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %295, i64 %241), !dbg !437
  %299 = extractvalue { i64, i1 } %298, 1, !dbg !437
  %300 = extractvalue { i64, i1 } %298, 0, !dbg !437
    #dbg_value(i64 %300, !425, !DIExpression(), !434)
  br i1 %299, label %301, label %288, !dbg !442, !llvm.loop !443

301:                                              ; preds = %296, %292
    #dbg_value(i64 poison, !97, !DIExpression(), !253)
  %302 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i64 noundef %241, i32 noundef 70), !dbg !446
  br label %305

303:                                              ; preds = %288
    #dbg_value(i64 %290, !97, !DIExpression(), !253)
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i64 noundef %241, i32 noundef 70, i64 noundef %290), !dbg !439
  br label %305, !dbg !439

305:                                              ; preds = %303, %301
    #dbg_value(i64 poison, !97, !DIExpression(), !253)
    #dbg_value(i32 90, !94, !DIExpression(), !424)
  %306 = add nuw nsw i64 %241, 4, !dbg !447
    #dbg_value(i64 %306, !88, !DIExpression(), !252)
  %307 = icmp ult i64 %241, 7, !dbg !448
  br i1 %307, label %240, label %98, !dbg !254, !llvm.loop !449
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !451 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree nosync nounwind memory(argmem: write) uwtable
define internal fastcc i64 @egcd(i64 noundef %0, i64 noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) unnamed_addr #3 !dbg !458 {
  %5 = alloca i64, align 8, !DIAssignID !469
    #dbg_assign(i1 undef, !466, !DIExpression(), !469, ptr %5, !DIExpression(), !470)
  %6 = alloca i64, align 8, !DIAssignID !471
    #dbg_assign(i1 undef, !467, !DIExpression(), !471, ptr %6, !DIExpression(), !470)
    #dbg_value(i64 %0, !462, !DIExpression(), !470)
    #dbg_value(i64 %1, !463, !DIExpression(), !470)
    #dbg_value(ptr %2, !464, !DIExpression(), !470)
    #dbg_value(ptr %3, !465, !DIExpression(), !470)
  %7 = icmp eq i64 %1, 0, !dbg !472
  br i1 %7, label %16, label %8, !dbg !474

8:                                                ; preds = %4
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #6, !dbg !475
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #6, !dbg !475
  %9 = srem i64 %0, %1, !dbg !476
  %10 = call fastcc i64 @egcd(i64 noundef %1, i64 noundef %9, ptr noundef nonnull %5, ptr noundef nonnull %6), !dbg !477
    #dbg_value(i64 %10, !468, !DIExpression(), !470)
  %11 = load i64, ptr %6, align 8, !dbg !478, !tbaa !257
  %12 = load i64, ptr %5, align 8, !dbg !479, !tbaa !257
  %13 = sdiv i64 %0, %1, !dbg !480
  %14 = mul nsw i64 %13, %11, !dbg !481
  %15 = sub nsw i64 %12, %14, !dbg !482
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #6, !dbg !483
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #6, !dbg !483
  br label %16

16:                                               ; preds = %4, %8
  %17 = phi i64 [ %11, %8 ], [ 1, %4 ], !dbg !484
  %18 = phi i64 [ %15, %8 ], [ 0, %4 ], !dbg !484
  %19 = phi i64 [ %10, %8 ], [ %0, %4 ], !dbg !484
  store i64 %17, ptr %2, align 8, !dbg !484
  store i64 %18, ptr %3, align 8, !dbg !484
  ret i64 %19, !dbg !483
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nosync nounwind memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!41}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/integer_math_funcs.c", directory: ".", checksumkind: CSK_MD5, checksum: "809e4c4eddbf07ac3232fbe0ff2aa7f5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 48)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 14)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 23)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !21, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 10)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 11)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 27)
!41 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !42, globals: !54, splitDebugInlining: false, nameTableKind: None)
!42 = !{!43, !44, !45, !46, !51}
!43 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!44 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!45 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!46 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !47, line: 26, baseType: !48)
!47 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!48 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !49, line: 42, baseType: !50)
!49 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!50 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !47, line: 27, baseType: !52)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !49, line: 45, baseType: !53)
!53 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!54 = !{!0, !7, !55, !12, !17, !19, !24, !26, !31, !36}
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 2)
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !69, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !72)
!69 = !DISubroutineType(types: !70)
!70 = !{!71}
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !{!73, !74, !75, !77, !80, !81, !82, !86, !88, !94, !97, !100, !104, !105, !109, !110, !111, !112}
!73 = !DILocalVariable(name: "bad", scope: !68, file: !2, line: 17, type: !71)
!74 = !DILocalVariable(name: "v", scope: !68, file: !2, line: 17, type: !51)
!75 = !DILocalVariable(name: "i", scope: !76, file: !2, line: 18, type: !71)
!76 = distinct !DILexicalBlock(scope: !68, file: !2, line: 18, column: 5)
!77 = !DILocalVariable(name: "n", scope: !78, file: !2, line: 18, type: !51)
!78 = distinct !DILexicalBlock(scope: !79, file: !2, line: 18, column: 36)
!79 = distinct !DILexicalBlock(scope: !76, file: !2, line: 18, column: 5)
!80 = !DILocalVariable(name: "a", scope: !78, file: !2, line: 18, type: !51)
!81 = !DILocalVariable(name: "b", scope: !78, file: !2, line: 18, type: !46)
!82 = !DILocalVariable(name: "t", scope: !68, file: !2, line: 21, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 512, elements: !84)
!84 = !{!85}
!85 = !DISubrange(count: 8)
!86 = !DILocalVariable(name: "i", scope: !87, file: !2, line: 21, type: !71)
!87 = distinct !DILexicalBlock(scope: !68, file: !2, line: 21, column: 74)
!88 = !DILocalVariable(name: "b", scope: !89, file: !2, line: 22, type: !90)
!89 = distinct !DILexicalBlock(scope: !68, file: !2, line: 22, column: 5)
!90 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !91, line: 27, baseType: !92)
!91 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !49, line: 44, baseType: !93)
!93 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!94 = !DILocalVariable(name: "e", scope: !95, file: !2, line: 22, type: !71)
!95 = distinct !DILexicalBlock(scope: !96, file: !2, line: 22, column: 42)
!96 = distinct !DILexicalBlock(scope: !89, file: !2, line: 22, column: 5)
!97 = !DILocalVariable(name: "r", scope: !98, file: !2, line: 22, type: !90)
!98 = distinct !DILexicalBlock(scope: !99, file: !2, line: 22, column: 77)
!99 = distinct !DILexicalBlock(scope: !95, file: !2, line: 22, column: 42)
!100 = !DILocalVariable(name: "r", scope: !68, file: !2, line: 25, type: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 192, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 3)
!104 = !DILocalVariable(name: "m", scope: !68, file: !2, line: 25, type: !101)
!105 = !DILocalVariable(name: "r2", scope: !68, file: !2, line: 26, type: !106)
!106 = !DICompositeType(tag: DW_TAG_array_type, baseType: !90, size: 256, elements: !107)
!107 = !{!108}
!108 = !DISubrange(count: 4)
!109 = !DILocalVariable(name: "m2", scope: !68, file: !2, line: 26, type: !106)
!110 = !DILocalVariable(name: "x", scope: !68, file: !2, line: 27, type: !90)
!111 = !DILocalVariable(name: "y", scope: !68, file: !2, line: 27, type: !90)
!112 = !DILocalVariable(name: "g", scope: !68, file: !2, line: 27, type: !90)
!113 = distinct !DIAssignID()
!114 = !DILocalVariable(name: "x", scope: !115, file: !2, line: 13, type: !90)
!115 = distinct !DISubprogram(name: "modinv", scope: !2, file: !2, line: 13, type: !116, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!90, !90, !90}
!118 = !{!119, !120, !114, !121}
!119 = !DILocalVariable(name: "a", arg: 1, scope: !115, file: !2, line: 13, type: !90)
!120 = !DILocalVariable(name: "m", arg: 2, scope: !115, file: !2, line: 13, type: !90)
!121 = !DILocalVariable(name: "y", scope: !115, file: !2, line: 13, type: !90)
!122 = !DILocation(line: 0, scope: !115, inlinedAt: !123)
!123 = distinct !DILocation(line: 14, column: 219, scope: !124, inlinedAt: !142)
!124 = distinct !DILexicalBlock(scope: !125, file: !2, line: 14, column: 162)
!125 = distinct !DILexicalBlock(scope: !126, file: !2, line: 14, column: 134)
!126 = distinct !DILexicalBlock(scope: !127, file: !2, line: 14, column: 134)
!127 = distinct !DISubprogram(name: "crt", scope: !2, file: !2, line: 14, type: !128, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !132)
!128 = !DISubroutineType(types: !129)
!129 = !{!90, !130, !130, !71}
!130 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !131, size: 64)
!131 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !90)
!132 = !{!133, !134, !135, !136, !137, !139, !140, !141}
!133 = !DILocalVariable(name: "r", arg: 1, scope: !127, file: !2, line: 14, type: !130)
!134 = !DILocalVariable(name: "m", arg: 2, scope: !127, file: !2, line: 14, type: !130)
!135 = !DILocalVariable(name: "n", arg: 3, scope: !127, file: !2, line: 14, type: !71)
!136 = !DILocalVariable(name: "M", scope: !127, file: !2, line: 14, type: !90)
!137 = !DILocalVariable(name: "i", scope: !138, file: !2, line: 14, type: !71)
!138 = distinct !DILexicalBlock(scope: !127, file: !2, line: 14, column: 80)
!139 = !DILocalVariable(name: "x", scope: !127, file: !2, line: 14, type: !90)
!140 = !DILocalVariable(name: "i", scope: !126, file: !2, line: 14, type: !71)
!141 = !DILocalVariable(name: "Mi", scope: !124, file: !2, line: 14, type: !90)
!142 = distinct !DILocation(line: 26, column: 93, scope: !68)
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = !DILocation(line: 0, scope: !115, inlinedAt: !146)
!146 = distinct !DILocation(line: 14, column: 219, scope: !124, inlinedAt: !147)
!147 = distinct !DILocation(line: 25, column: 83, scope: !68)
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = !DILocation(line: 0, scope: !115, inlinedAt: !151)
!151 = distinct !DILocation(line: 24, column: 103, scope: !68)
!152 = distinct !DIAssignID()
!153 = distinct !DIAssignID()
!154 = !DILocation(line: 0, scope: !115, inlinedAt: !155)
!155 = distinct !DILocation(line: 24, column: 76, scope: !68)
!156 = distinct !DIAssignID()
!157 = distinct !DIAssignID()
!158 = !DILocation(line: 0, scope: !115, inlinedAt: !159)
!159 = distinct !DILocation(line: 24, column: 50, scope: !68)
!160 = distinct !DIAssignID()
!161 = distinct !DIAssignID()
!162 = !DILocation(line: 0, scope: !68)
!163 = distinct !DIAssignID()
!164 = distinct !DIAssignID()
!165 = distinct !DIAssignID()
!166 = distinct !DIAssignID()
!167 = distinct !DIAssignID()
!168 = !DILocation(line: 0, scope: !76)
!169 = !DILocation(line: 18, column: 5, scope: !76)
!170 = !DILocalVariable(name: "y", scope: !171, file: !2, line: 6, type: !51)
!171 = distinct !DISubprogram(name: "isqrt_newton", scope: !2, file: !2, line: 6, type: !172, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !174)
!172 = !DISubroutineType(types: !173)
!173 = !{!51, !51}
!174 = !{!175, !176, !170}
!175 = !DILocalVariable(name: "n", arg: 1, scope: !171, file: !2, line: 6, type: !51)
!176 = !DILocalVariable(name: "x", scope: !171, file: !2, line: 6, type: !51)
!177 = !DILocation(line: 0, scope: !171, inlinedAt: !178)
!178 = distinct !DILocation(line: 20, column: 89, scope: !68)
!179 = !DILocalVariable(name: "bit", scope: !180, file: !2, line: 7, type: !51)
!180 = distinct !DISubprogram(name: "isqrt_bits", scope: !2, file: !2, line: 7, type: !181, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !183)
!181 = !DISubroutineType(types: !182)
!182 = !{!46, !51}
!183 = !{!184, !185, !179}
!184 = !DILocalVariable(name: "n", arg: 1, scope: !180, file: !2, line: 7, type: !51)
!185 = !DILocalVariable(name: "res", scope: !180, file: !2, line: 7, type: !51)
!186 = !DILocation(line: 0, scope: !180, inlinedAt: !187)
!187 = distinct !DILocation(line: 20, column: 135, scope: !68)
!188 = !DILocation(line: 20, column: 5, scope: !68)
!189 = distinct !DIAssignID()
!190 = !DILocation(line: 0, scope: !87)
!191 = !DILocation(line: 21, column: 74, scope: !87)
!192 = !DILocation(line: 18, column: 44, scope: !78)
!193 = !DILocation(line: 18, column: 69, scope: !78)
!194 = !DILocation(line: 18, column: 116, scope: !78)
!195 = !DILocation(line: 18, column: 110, scope: !78)
!196 = !DILocation(line: 0, scope: !78)
!197 = !DILocation(line: 0, scope: !171, inlinedAt: !198)
!198 = distinct !DILocation(line: 18, column: 136, scope: !78)
!199 = !DILocation(line: 6, column: 50, scope: !200, inlinedAt: !198)
!200 = distinct !DILexicalBlock(scope: !171, file: !2, line: 6, column: 48)
!201 = !DILocation(line: 6, column: 48, scope: !171, inlinedAt: !198)
!202 = !DILocation(line: 6, column: 87, scope: !171, inlinedAt: !198)
!203 = !DILocation(line: 6, column: 91, scope: !171, inlinedAt: !198)
!204 = !DILocation(line: 6, column: 105, scope: !171, inlinedAt: !198)
!205 = !DILocation(line: 6, column: 96, scope: !171, inlinedAt: !198)
!206 = !DILocation(line: 6, column: 130, scope: !207, inlinedAt: !198)
!207 = distinct !DILexicalBlock(scope: !171, file: !2, line: 6, column: 110)
!208 = !DILocation(line: 6, column: 126, scope: !207, inlinedAt: !198)
!209 = !DILocation(line: 6, column: 135, scope: !207, inlinedAt: !198)
!210 = distinct !{!210, !205, !211, !212}
!211 = !DILocation(line: 6, column: 140, scope: !171, inlinedAt: !198)
!212 = !{!"llvm.loop.mustprogress"}
!213 = !DILocation(line: 6, scope: !171, inlinedAt: !198)
!214 = !DILocation(line: 0, scope: !180, inlinedAt: !215)
!215 = distinct !DILocation(line: 18, column: 166, scope: !78)
!216 = !DILocation(line: 7, column: 78, scope: !180, inlinedAt: !215)
!217 = !DILocation(line: 7, scope: !180, inlinedAt: !215)
!218 = !DILocation(line: 7, column: 89, scope: !180, inlinedAt: !215)
!219 = !DILocation(line: 7, column: 98, scope: !180, inlinedAt: !215)
!220 = distinct !{!220, !216, !221, !212}
!221 = !DILocation(line: 7, column: 102, scope: !180, inlinedAt: !215)
!222 = !DILocation(line: 7, column: 105, scope: !180, inlinedAt: !215)
!223 = !DILocation(line: 7, column: 132, scope: !224, inlinedAt: !215)
!224 = distinct !DILexicalBlock(scope: !225, file: !2, line: 7, column: 123)
!225 = distinct !DILexicalBlock(scope: !180, file: !2, line: 7, column: 117)
!226 = !DILocation(line: 7, column: 125, scope: !224, inlinedAt: !215)
!227 = !DILocation(line: 7, column: 123, scope: !225, inlinedAt: !215)
!228 = !DILocation(line: 7, column: 203, scope: !225, inlinedAt: !215)
!229 = distinct !{!229, !222, !230, !212}
!230 = !DILocation(line: 7, column: 210, scope: !180, inlinedAt: !215)
!231 = !DILocation(line: 19, column: 18, scope: !232)
!232 = distinct !DILexicalBlock(scope: !78, file: !2, line: 19, column: 13)
!233 = !DILocation(line: 19, column: 15, scope: !232)
!234 = !DILocation(line: 19, column: 20, scope: !232)
!235 = !DILocation(line: 19, column: 23, scope: !232)
!236 = !DILocation(line: 19, column: 44, scope: !232)
!237 = !DILocation(line: 19, column: 50, scope: !232)
!238 = !DILocation(line: 19, column: 48, scope: !232)
!239 = !DILocation(line: 19, column: 52, scope: !232)
!240 = !DILocation(line: 19, column: 77, scope: !232)
!241 = !DILocation(line: 19, column: 55, scope: !232)
!242 = !DILocation(line: 19, column: 82, scope: !232)
!243 = !DILocation(line: 19, column: 92, scope: !232)
!244 = !DILocation(line: 19, column: 13, scope: !78)
!245 = !DILocation(line: 19, column: 101, scope: !232)
!246 = !DILocation(line: 19, column: 98, scope: !232)
!247 = !DILocation(line: 18, column: 32, scope: !79)
!248 = !DILocation(line: 18, column: 23, scope: !79)
!249 = distinct !{!249, !169, !250, !212}
!250 = !DILocation(line: 19, column: 105, scope: !76)
!251 = !DILocation(line: 21, column: 160, scope: !68)
!252 = !DILocation(line: 0, scope: !89)
!253 = !DILocation(line: 0, scope: !98)
!254 = !DILocation(line: 22, column: 5, scope: !89)
!255 = !DILocation(line: 21, column: 137, scope: !256)
!256 = distinct !DILexicalBlock(scope: !87, file: !2, line: 21, column: 74)
!257 = !{!258, !258, i64 0}
!258 = !{!"long", !259, i64 0}
!259 = !{!"omnipotent char", !260, i64 0}
!260 = !{!"Simple C/C++ TBAA"}
!261 = !DILocalVariable(name: "v", arg: 1, scope: !262, file: !2, line: 8, type: !51)
!262 = distinct !DISubprogram(name: "ilog2_", scope: !2, file: !2, line: 8, type: !263, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !265)
!263 = !DISubroutineType(types: !264)
!264 = !{!71, !51}
!265 = !{!261}
!266 = !DILocation(line: 0, scope: !262, inlinedAt: !267)
!267 = distinct !DILocation(line: 21, column: 130, scope: !256)
!268 = !DILocation(line: 8, column: 45, scope: !262, inlinedAt: !267)
!269 = !DILocation(line: 8, column: 43, scope: !262, inlinedAt: !267)
!270 = !DILocalVariable(name: "v", arg: 1, scope: !271, file: !2, line: 9, type: !51)
!271 = distinct !DISubprogram(name: "ilog10_", scope: !2, file: !2, line: 9, type: !263, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !272)
!272 = !{!270, !273}
!273 = !DILocalVariable(name: "r", scope: !271, file: !2, line: 9, type: !71)
!274 = !DILocation(line: 0, scope: !271, inlinedAt: !275)
!275 = distinct !DILocation(line: 21, column: 144, scope: !256)
!276 = !DILocation(line: 9, column: 54, scope: !271, inlinedAt: !275)
!277 = !DILocation(line: 9, column: 45, scope: !271, inlinedAt: !275)
!278 = !DILocation(line: 9, column: 65, scope: !279, inlinedAt: !275)
!279 = distinct !DILexicalBlock(scope: !271, file: !2, line: 9, column: 61)
!280 = !DILocation(line: 9, column: 73, scope: !279, inlinedAt: !275)
!281 = distinct !{!281, !277, !282, !212}
!282 = !DILocation(line: 9, column: 77, scope: !271, inlinedAt: !275)
!283 = !DILocation(line: 9, scope: !271, inlinedAt: !275)
!284 = !DILocation(line: 21, column: 102, scope: !256)
!285 = !DILocation(line: 21, column: 98, scope: !256)
!286 = !DILocation(line: 21, column: 92, scope: !256)
!287 = distinct !{!287, !191, !288, !212}
!288 = !DILocation(line: 21, column: 157, scope: !87)
!289 = !DILocalVariable(name: "x", scope: !290, file: !2, line: 11, type: !43)
!290 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 11, type: !291, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !293)
!291 = !DISubroutineType(types: !292)
!292 = !{!51, !51, !51, !51}
!293 = !{!294, !295, !296, !297, !289}
!294 = !DILocalVariable(name: "b", arg: 1, scope: !290, file: !2, line: 11, type: !51)
!295 = !DILocalVariable(name: "e", arg: 2, scope: !290, file: !2, line: 11, type: !51)
!296 = !DILocalVariable(name: "m", arg: 3, scope: !290, file: !2, line: 11, type: !51)
!297 = !DILocalVariable(name: "r", scope: !290, file: !2, line: 11, type: !43)
!298 = !DILocation(line: 0, scope: !290, inlinedAt: !299)
!299 = distinct !DILocation(line: 23, column: 59, scope: !68)
!300 = !DILocation(line: 11, column: 116, scope: !301, inlinedAt: !299)
!301 = distinct !DILexicalBlock(scope: !302, file: !2, line: 11, column: 114)
!302 = distinct !DILexicalBlock(scope: !290, file: !2, line: 11, column: 108)
!303 = !DILocation(line: 11, column: 114, scope: !302, inlinedAt: !299)
!304 = !DILocation(line: 11, column: 127, scope: !301, inlinedAt: !299)
!305 = !DILocation(line: 11, column: 131, scope: !301, inlinedAt: !299)
!306 = !DILocation(line: 11, column: 121, scope: !301, inlinedAt: !299)
!307 = !DILocation(line: 11, scope: !290, inlinedAt: !299)
!308 = !DILocation(line: 11, column: 142, scope: !302, inlinedAt: !299)
!309 = !DILocation(line: 11, column: 146, scope: !302, inlinedAt: !299)
!310 = !DILocation(line: 11, column: 153, scope: !302, inlinedAt: !299)
!311 = !DILocation(line: 11, column: 98, scope: !290, inlinedAt: !299)
!312 = distinct !{!312, !311, !313, !212}
!313 = !DILocation(line: 11, column: 160, scope: !290, inlinedAt: !299)
!314 = !DILocation(line: 0, scope: !290, inlinedAt: !315)
!315 = distinct !DILocation(line: 23, column: 111, scope: !68)
!316 = !DILocation(line: 11, column: 116, scope: !301, inlinedAt: !315)
!317 = !DILocation(line: 11, column: 114, scope: !302, inlinedAt: !315)
!318 = !DILocation(line: 11, column: 127, scope: !301, inlinedAt: !315)
!319 = !DILocation(line: 11, column: 131, scope: !301, inlinedAt: !315)
!320 = !DILocation(line: 11, column: 121, scope: !301, inlinedAt: !315)
!321 = !DILocation(line: 11, scope: !290, inlinedAt: !315)
!322 = !DILocation(line: 11, column: 142, scope: !302, inlinedAt: !315)
!323 = !DILocation(line: 11, column: 146, scope: !302, inlinedAt: !315)
!324 = !DILocation(line: 11, column: 153, scope: !302, inlinedAt: !315)
!325 = !DILocation(line: 11, column: 98, scope: !290, inlinedAt: !315)
!326 = distinct !{!326, !325, !327, !212}
!327 = !DILocation(line: 11, column: 160, scope: !290, inlinedAt: !315)
!328 = !DILocation(line: 0, scope: !290, inlinedAt: !329)
!329 = distinct !DILocation(line: 23, column: 179, scope: !68)
!330 = !DILocation(line: 23, column: 5, scope: !68)
!331 = !DILocation(line: 13, column: 47, scope: !115, inlinedAt: !159)
!332 = !DILocation(line: 13, column: 65, scope: !333, inlinedAt: !159)
!333 = distinct !DILexicalBlock(scope: !115, file: !2, line: 13, column: 65)
!334 = !DILocation(line: 13, column: 84, scope: !333, inlinedAt: !159)
!335 = !DILocation(line: 13, column: 65, scope: !115, inlinedAt: !159)
!336 = !DILocation(line: 13, column: 110, scope: !115, inlinedAt: !159)
!337 = !DILocation(line: 13, column: 112, scope: !115, inlinedAt: !159)
!338 = !DILocation(line: 13, column: 117, scope: !115, inlinedAt: !159)
!339 = !DILocation(line: 13, column: 122, scope: !115, inlinedAt: !159)
!340 = !DILocation(line: 13, column: 101, scope: !115, inlinedAt: !159)
!341 = !DILocation(line: 13, scope: !115, inlinedAt: !159)
!342 = !DILocation(line: 13, column: 127, scope: !115, inlinedAt: !159)
!343 = !DILocation(line: 13, column: 47, scope: !115, inlinedAt: !155)
!344 = !DILocation(line: 13, column: 65, scope: !333, inlinedAt: !155)
!345 = !DILocation(line: 13, column: 84, scope: !333, inlinedAt: !155)
!346 = !DILocation(line: 13, column: 65, scope: !115, inlinedAt: !155)
!347 = !DILocation(line: 13, column: 110, scope: !115, inlinedAt: !155)
!348 = !DILocation(line: 13, column: 112, scope: !115, inlinedAt: !155)
!349 = !DILocation(line: 13, column: 117, scope: !115, inlinedAt: !155)
!350 = !DILocation(line: 13, column: 122, scope: !115, inlinedAt: !155)
!351 = !DILocation(line: 13, column: 101, scope: !115, inlinedAt: !155)
!352 = !DILocation(line: 13, scope: !115, inlinedAt: !155)
!353 = !DILocation(line: 13, column: 127, scope: !115, inlinedAt: !155)
!354 = !DILocation(line: 13, column: 47, scope: !115, inlinedAt: !151)
!355 = !DILocation(line: 13, column: 65, scope: !333, inlinedAt: !151)
!356 = !DILocation(line: 13, column: 84, scope: !333, inlinedAt: !151)
!357 = !DILocation(line: 13, column: 65, scope: !115, inlinedAt: !151)
!358 = !DILocation(line: 13, column: 110, scope: !115, inlinedAt: !151)
!359 = !DILocation(line: 13, column: 112, scope: !115, inlinedAt: !151)
!360 = !DILocation(line: 13, column: 117, scope: !115, inlinedAt: !151)
!361 = !DILocation(line: 13, column: 122, scope: !115, inlinedAt: !151)
!362 = !DILocation(line: 13, column: 101, scope: !115, inlinedAt: !151)
!363 = !DILocation(line: 13, scope: !115, inlinedAt: !151)
!364 = !DILocation(line: 13, column: 127, scope: !115, inlinedAt: !151)
!365 = !DILocation(line: 24, column: 5, scope: !68)
!366 = distinct !DIAssignID()
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 0, scope: !127, inlinedAt: !147)
!369 = !DILocation(line: 0, scope: !126, inlinedAt: !147)
!370 = !DILocation(line: 0, scope: !124, inlinedAt: !147)
!371 = !DILocation(line: 13, column: 47, scope: !115, inlinedAt: !146)
!372 = !DILocation(line: 13, column: 65, scope: !333, inlinedAt: !146)
!373 = !DILocation(line: 13, column: 84, scope: !333, inlinedAt: !146)
!374 = !DILocation(line: 13, column: 65, scope: !115, inlinedAt: !146)
!375 = !DILocation(line: 13, column: 110, scope: !115, inlinedAt: !146)
!376 = !DILocation(line: 13, column: 112, scope: !115, inlinedAt: !146)
!377 = !DILocation(line: 13, column: 117, scope: !115, inlinedAt: !146)
!378 = !DILocation(line: 13, column: 122, scope: !115, inlinedAt: !146)
!379 = !DILocation(line: 14, column: 217, scope: !124, inlinedAt: !147)
!380 = !DILocation(line: 14, column: 244, scope: !124, inlinedAt: !147)
!381 = !DILocation(line: 13, column: 101, scope: !115, inlinedAt: !146)
!382 = !DILocation(line: 13, scope: !115, inlinedAt: !146)
!383 = !DILocation(line: 13, column: 127, scope: !115, inlinedAt: !146)
!384 = !DILocation(line: 14, column: 194, scope: !124, inlinedAt: !147)
!385 = !DILocation(line: 25, column: 51, scope: !68)
!386 = distinct !DIAssignID()
!387 = distinct !DIAssignID()
!388 = !DILocation(line: 0, scope: !127, inlinedAt: !142)
!389 = !DILocation(line: 14, column: 134, scope: !126, inlinedAt: !142)
!390 = !DILocation(line: 0, scope: !126, inlinedAt: !142)
!391 = !DILocation(line: 14, column: 181, scope: !124, inlinedAt: !142)
!392 = !DILocation(line: 14, column: 179, scope: !124, inlinedAt: !142)
!393 = !DILocation(line: 0, scope: !124, inlinedAt: !142)
!394 = !DILocation(line: 14, column: 196, scope: !124, inlinedAt: !142)
!395 = !DILocation(line: 14, column: 201, scope: !124, inlinedAt: !142)
!396 = !DILocation(line: 14, column: 208, scope: !124, inlinedAt: !142)
!397 = !DILocation(line: 14, column: 213, scope: !124, inlinedAt: !142)
!398 = !DILocation(line: 14, column: 229, scope: !124, inlinedAt: !142)
!399 = !DILocation(line: 13, column: 47, scope: !115, inlinedAt: !123)
!400 = !DILocation(line: 13, column: 65, scope: !333, inlinedAt: !123)
!401 = !DILocation(line: 13, column: 84, scope: !333, inlinedAt: !123)
!402 = !DILocation(line: 13, column: 65, scope: !115, inlinedAt: !123)
!403 = !DILocation(line: 13, column: 110, scope: !115, inlinedAt: !123)
!404 = !DILocation(line: 13, column: 112, scope: !115, inlinedAt: !123)
!405 = !DILocation(line: 13, column: 117, scope: !115, inlinedAt: !123)
!406 = !DILocation(line: 13, column: 122, scope: !115, inlinedAt: !123)
!407 = !DILocation(line: 13, column: 101, scope: !115, inlinedAt: !123)
!408 = !DILocation(line: 13, scope: !115, inlinedAt: !123)
!409 = !DILocation(line: 13, column: 127, scope: !115, inlinedAt: !123)
!410 = !DILocation(line: 14, column: 217, scope: !124, inlinedAt: !142)
!411 = !DILocation(line: 14, column: 194, scope: !124, inlinedAt: !142)
!412 = !DILocation(line: 14, column: 244, scope: !124, inlinedAt: !142)
!413 = !DILocation(line: 14, column: 158, scope: !125, inlinedAt: !142)
!414 = !DILocation(line: 14, column: 152, scope: !125, inlinedAt: !142)
!415 = distinct !{!415, !389, !416, !212}
!416 = !DILocation(line: 14, column: 249, scope: !126, inlinedAt: !142)
!417 = !DILocation(line: 26, column: 60, scope: !68)
!418 = !DILocation(line: 27, column: 5, scope: !68)
!419 = !DILocation(line: 27, column: 23, scope: !68)
!420 = !DILocation(line: 27, column: 109, scope: !68)
!421 = !DILocation(line: 27, column: 123, scope: !68)
!422 = !DILocation(line: 27, column: 46, scope: !68)
!423 = !DILocation(line: 29, column: 1, scope: !68)
!424 = !DILocation(line: 0, scope: !95)
!425 = !DILocalVariable(name: "r", scope: !426, file: !2, line: 10, type: !90)
!426 = distinct !DISubprogram(name: "ipow_checked", scope: !2, file: !2, line: 10, type: !427, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !430)
!427 = !DISubroutineType(types: !428)
!428 = !{!71, !90, !71, !429}
!429 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !90, size: 64)
!430 = !{!431, !432, !433, !425}
!431 = !DILocalVariable(name: "b", arg: 1, scope: !426, file: !2, line: 10, type: !90)
!432 = !DILocalVariable(name: "e", arg: 2, scope: !426, file: !2, line: 10, type: !71)
!433 = !DILocalVariable(name: "out", arg: 3, scope: !426, file: !2, line: 10, type: !429)
!434 = !DILocation(line: 0, scope: !426, inlinedAt: !435)
!435 = distinct !DILocation(line: 22, column: 94, scope: !436)
!436 = distinct !DILexicalBlock(scope: !98, file: !2, line: 22, column: 94)
!437 = !DILocation(line: 10, column: 90, scope: !438, inlinedAt: !435)
!438 = distinct !DILexicalBlock(scope: !426, file: !2, line: 10, column: 90)
!439 = !DILocation(line: 22, column: 118, scope: !436)
!440 = !DILocation(line: 10, column: 74, scope: !426, inlinedAt: !435)
!441 = !DILocation(line: 10, scope: !426, inlinedAt: !435)
!442 = !DILocation(line: 10, column: 90, scope: !426, inlinedAt: !435)
!443 = distinct !{!443, !440, !444, !212}
!444 = !DILocation(line: 10, column: 131, scope: !426, inlinedAt: !435)
!445 = !DILocation(line: 10, column: 82, scope: !426, inlinedAt: !435)
!446 = !DILocation(line: 22, column: 180, scope: !436)
!447 = !DILocation(line: 22, column: 36, scope: !96)
!448 = !DILocation(line: 22, column: 27, scope: !96)
!449 = distinct !{!449, !254, !450, !212}
!450 = !DILocation(line: 22, column: 227, scope: !89)
!451 = !DISubprogram(name: "printf", scope: !452, file: !452, line: 356, type: !453, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!453 = !DISubroutineType(types: !454)
!454 = !{!71, !455, null}
!455 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !456)
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !457, size: 64)
!457 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!458 = distinct !DISubprogram(name: "egcd", scope: !2, file: !2, line: 12, type: !459, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !41, retainedNodes: !461)
!459 = !DISubroutineType(types: !460)
!460 = !{!90, !90, !90, !429, !429}
!461 = !{!462, !463, !464, !465, !466, !467, !468}
!462 = !DILocalVariable(name: "a", arg: 1, scope: !458, file: !2, line: 12, type: !90)
!463 = !DILocalVariable(name: "b", arg: 2, scope: !458, file: !2, line: 12, type: !90)
!464 = !DILocalVariable(name: "x", arg: 3, scope: !458, file: !2, line: 12, type: !429)
!465 = !DILocalVariable(name: "y", arg: 4, scope: !458, file: !2, line: 12, type: !429)
!466 = !DILocalVariable(name: "x1", scope: !458, file: !2, line: 12, type: !90)
!467 = !DILocalVariable(name: "y1", scope: !458, file: !2, line: 12, type: !90)
!468 = !DILocalVariable(name: "g", scope: !458, file: !2, line: 12, type: !90)
!469 = distinct !DIAssignID()
!470 = !DILocation(line: 0, scope: !458)
!471 = distinct !DIAssignID()
!472 = !DILocation(line: 12, column: 74, scope: !473)
!473 = distinct !DILexicalBlock(scope: !458, file: !2, line: 12, column: 73)
!474 = !DILocation(line: 12, column: 73, scope: !458)
!475 = !DILocation(line: 12, column: 107, scope: !458)
!476 = !DILocation(line: 12, column: 137, scope: !458)
!477 = !DILocation(line: 12, column: 127, scope: !458)
!478 = !DILocation(line: 12, column: 158, scope: !458)
!479 = !DILocation(line: 12, column: 167, scope: !458)
!480 = !DILocation(line: 12, column: 175, scope: !458)
!481 = !DILocation(line: 12, column: 180, scope: !458)
!482 = !DILocation(line: 12, column: 170, scope: !458)
!483 = !DILocation(line: 12, column: 196, scope: !458)
!484 = !DILocation(line: 12, scope: !458)
