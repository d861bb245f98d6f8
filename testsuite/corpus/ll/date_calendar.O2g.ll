; ModuleID = 'programs/date_calendar.c'
source_filename = "programs/date_calendar.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"Sun\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"Mon\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"Tue\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [4 x i8] c"Wed\00", align 1, !dbg !11
@.str.4 = private unnamed_addr constant [4 x i8] c"Thu\00", align 1, !dbg !13
@.str.5 = private unnamed_addr constant [4 x i8] c"Fri\00", align 1, !dbg !15
@.str.6 = private unnamed_addr constant [4 x i8] c"Sat\00", align 1, !dbg !17
@__const.main.names.rel = private unnamed_addr constant [7 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.1 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.2 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.3 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.4 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.5 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.6 to i64), i64 ptrtoint (ptr @__const.main.names.rel to i64)) to i32)], align 4
@__const.main.dates = private unnamed_addr constant [8 x [3 x i32]] [[3 x i32] [i32 2000, i32 1, i32 1], [3 x i32] [i32 1970, i32 1, i32 1], [3 x i32] [i32 1969, i32 7, i32 20], [3 x i32] [i32 2024, i32 2, i32 29], [3 x i32] [i32 1900, i32 3, i32 1], [3 x i32] [i32 2038, i32 1, i32 19], [3 x i32] [i32 1582, i32 10, i32 15], [3 x i32] [i32 2100, i32 12, i32 31]], align 16
@.str.7 = private unnamed_addr constant [38 x i8] c"%04d-%02d-%02d %s jdn=%ld isoweek=%d\0A\00", align 1, !dbg !19
@.str.8 = private unnamed_addr constant [35 x i8] c"days 1970-01-01..2000-01-01 = %ld\0A\00", align 1, !dbg !24
@.str.9 = private unnamed_addr constant [20 x i8] c"easter %d: %d-%02d\0A\00", align 1, !dbg !29
@.str.10 = private unnamed_addr constant [27 x i8] c"leap years 1600..2400: %d\0A\00", align 1, !dbg !34
@.str.11 = private unnamed_addr constant [28 x i8] c"friday 13ths 1900-2099: %d\0A\00", align 1, !dbg !39
@.str.12 = private unnamed_addr constant [35 x i8] c"days 1999-2001: %ld mismatches=%d\0A\00", align 1, !dbg !44
@sakamoto.t = internal unnamed_addr constant [12 x i32] [i32 0, i32 3, i32 2, i32 5, i32 0, i32 3, i32 5, i32 1, i32 4, i32 6, i32 2, i32 4], align 16, !dbg !46

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !79 {
    #dbg_value(i32 0, !93, !DIExpression(), !125)
    #dbg_value(i32 0, !94, !DIExpression(), !126)
  br label %3, !dbg !127

1:                                                ; preds = %115
    #dbg_value(i32 2000, !128, !DIExpression(), !138)
    #dbg_value(i32 1, !133, !DIExpression(), !138)
    #dbg_value(i32 1, !134, !DIExpression(), !138)
    #dbg_value(i64 1, !135, !DIExpression(), !138)
    #dbg_value(i64 6799, !136, !DIExpression(), !138)
    #dbg_value(i64 13, !137, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !138)
    #dbg_value(i32 1970, !128, !DIExpression(), !140)
    #dbg_value(i32 1, !133, !DIExpression(), !140)
    #dbg_value(i32 1, !134, !DIExpression(), !140)
    #dbg_value(i64 1, !135, !DIExpression(), !140)
    #dbg_value(i64 6769, !136, !DIExpression(), !140)
    #dbg_value(i64 13, !137, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !140)
  %2 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, i64 noundef 10957), !dbg !142
    #dbg_value(i32 2020, !103, !DIExpression(), !143)
  br label %139, !dbg !144

3:                                                ; preds = %0, %115
  %4 = phi i64 [ 0, %0 ], [ %137, %115 ]
  %5 = phi i32 [ 0, %0 ], [ %51, %115 ]
    #dbg_value(i32 %5, !93, !DIExpression(), !125)
    #dbg_value(i64 %4, !94, !DIExpression(), !126)
  %6 = getelementptr inbounds [8 x [3 x i32]], ptr @__const.main.dates, i64 0, i64 %4, !dbg !145
  %7 = load i32, ptr %6, align 4, !dbg !145, !tbaa !146
    #dbg_value(i32 %7, !96, !DIExpression(), !150)
  %8 = getelementptr inbounds i8, ptr %6, i64 4, !dbg !151
  %9 = load i32, ptr %8, align 4, !dbg !151, !tbaa !146
    #dbg_value(i32 %9, !99, !DIExpression(), !150)
  %10 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !152
  %11 = load i32, ptr %10, align 4, !dbg !152, !tbaa !146
    #dbg_value(i32 %11, !100, !DIExpression(), !150)
    #dbg_value(i32 %7, !68, !DIExpression(), !153)
    #dbg_value(i32 %9, !69, !DIExpression(), !153)
    #dbg_value(i32 %11, !70, !DIExpression(), !153)
  %12 = icmp slt i32 %9, 3, !dbg !155
  %13 = sext i1 %12 to i32, !dbg !157
  %14 = add nsw i32 %7, %13, !dbg !157
    #dbg_value(i32 %14, !68, !DIExpression(), !153)
  %15 = sdiv i32 %14, 4, !dbg !158
  %16 = sdiv i32 %14, -100, !dbg !159
  %17 = sdiv i32 %14, 400, !dbg !160
  %18 = add nsw i32 %9, -1, !dbg !161
  %19 = sext i32 %18 to i64, !dbg !162
  %20 = getelementptr inbounds [12 x i32], ptr @sakamoto.t, i64 0, i64 %19, !dbg !162
  %21 = load i32, ptr %20, align 4, !dbg !162, !tbaa !146
  %22 = add i32 %17, %11, !dbg !163
  %23 = add i32 %22, %21, !dbg !164
  %24 = add i32 %23, %14, !dbg !165
  %25 = add i32 %24, %15, !dbg !166
  %26 = add i32 %25, %16, !dbg !167
  %27 = srem i32 %26, 7, !dbg !168
    #dbg_value(i32 %27, !101, !DIExpression(), !150)
    #dbg_value(i32 %7, !169, !DIExpression(), !177)
    #dbg_value(i32 %9, !172, !DIExpression(), !177)
    #dbg_value(i32 %11, !173, !DIExpression(), !177)
  %28 = add nsw i32 %9, 12, !dbg !179
  %29 = select i1 %12, i32 %28, i32 %9, !dbg !179
    #dbg_value(i32 %14, !169, !DIExpression(), !177)
    #dbg_value(i32 %29, !172, !DIExpression(), !177)
  %30 = srem i32 %14, 100, !dbg !180
    #dbg_value(i32 %30, !174, !DIExpression(), !177)
  %31 = sdiv i32 %14, 100, !dbg !181
    #dbg_value(i32 %31, !175, !DIExpression(), !177)
  %32 = mul i32 %29, 13, !dbg !182
  %33 = add i32 %32, 13, !dbg !182
  %34 = sdiv i32 %33, 5, !dbg !183
  %35 = trunc nsw i32 %30 to i8, !dbg !184
  %36 = sdiv i8 %35, 4, !dbg !184
  %37 = sext i8 %36 to i32, !dbg !184
  %38 = mul nsw i32 %31, 5, !dbg !185
  %39 = add i32 %22, %30, !dbg !186
  %40 = add i32 %39, %34, !dbg !187
  %41 = add i32 %40, %38, !dbg !188
  %42 = add i32 %41, %37, !dbg !189
  %43 = freeze i32 %42, !dbg !190
  %44 = srem i32 %43, 7, !dbg !190
    #dbg_value(i32 %44, !176, !DIExpression(), !177)
  %45 = add nsw i32 %44, 6, !dbg !191
  %46 = add nsw i32 %44, -1, !dbg !192
  %47 = icmp ult i32 %45, 7, !dbg !192
  %48 = select i1 %47, i32 %45, i32 %46, !dbg !192
    #dbg_value(i32 %48, !102, !DIExpression(), !150)
  %49 = icmp ne i32 %27, %48, !dbg !193
  %50 = zext i1 %49 to i32, !dbg !193
  %51 = add nuw nsw i32 %5, %50, !dbg !194
    #dbg_value(i32 %51, !93, !DIExpression(), !125)
  %52 = sext i32 %27 to i64, !dbg !195
  %53 = shl i64 %52, 2, !dbg !195
  %54 = call ptr @llvm.load.relative.i64(ptr @__const.main.names.rel, i64 %53), !dbg !195
    #dbg_value(i32 %7, !128, !DIExpression(), !196)
    #dbg_value(i32 %9, !133, !DIExpression(), !196)
    #dbg_value(i32 %11, !134, !DIExpression(), !196)
  %55 = sub nsw i32 14, %9, !dbg !198
  %56 = sdiv i32 %55, 12, !dbg !199
  %57 = sext i32 %56 to i64, !dbg !200
    #dbg_value(i64 %57, !135, !DIExpression(), !196)
  %58 = add nsw i32 %7, 4800, !dbg !201
  %59 = sext i32 %58 to i64, !dbg !202
  %60 = sub nsw i64 %59, %57, !dbg !203
    #dbg_value(i64 %60, !136, !DIExpression(), !196)
  %61 = sext i32 %9 to i64, !dbg !204
  %62 = mul nsw i64 %57, 12, !dbg !205
  %63 = add nsw i64 %62, %61, !dbg !206
    #dbg_value(i64 %63, !137, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !196)
  %64 = sext i32 %11 to i64, !dbg !207
  %65 = mul nsw i64 %63, 153, !dbg !208
  %66 = add nsw i64 %65, -457, !dbg !209
  %67 = sdiv i64 %66, 5, !dbg !210
  %68 = mul nsw i64 %60, 365, !dbg !211
  %69 = sdiv i64 %60, 4, !dbg !212
  %70 = sdiv i64 %60, -100, !dbg !213
  %71 = sdiv i64 %60, 400, !dbg !214
  %72 = add nsw i64 %64, -32045, !dbg !215
  %73 = add nsw i64 %72, %68, !dbg !216
  %74 = add nsw i64 %73, %69, !dbg !217
  %75 = add nsw i64 %74, %70, !dbg !218
  %76 = add nsw i64 %75, %71, !dbg !219
  %77 = add nsw i64 %76, %67, !dbg !220
    #dbg_value(i32 %7, !221, !DIExpression(), !230)
    #dbg_value(i32 %9, !224, !DIExpression(), !230)
    #dbg_value(i32 %11, !225, !DIExpression(), !230)
    #dbg_value(i32 %7, !128, !DIExpression(), !232)
    #dbg_value(i32 %9, !133, !DIExpression(), !232)
    #dbg_value(i32 %11, !134, !DIExpression(), !232)
    #dbg_value(i64 %57, !135, !DIExpression(), !232)
    #dbg_value(i64 %60, !136, !DIExpression(), !232)
    #dbg_value(i64 %63, !137, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !232)
    #dbg_value(i64 %77, !226, !DIExpression(), !230)
  %78 = add nsw i64 %77, 1, !dbg !234
  %79 = srem i64 %78, 7, !dbg !235
    #dbg_value(i64 %79, !227, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !230)
  %80 = icmp eq i64 %79, 0, !dbg !236
  %81 = sub nsw i64 4, %79, !dbg !238
    #dbg_value(i32 poison, !227, !DIExpression(), !230)
  %82 = select i1 %80, i64 -3, i64 %81, !dbg !239
  %83 = add nsw i64 %82, %77, !dbg !240
    #dbg_value(i64 %83, !228, !DIExpression(), !230)
    #dbg_value(i32 %7, !229, !DIExpression(), !230)
    #dbg_value(i32 %7, !128, !DIExpression(), !241)
    #dbg_value(i32 1, !133, !DIExpression(), !241)
    #dbg_value(i32 1, !134, !DIExpression(), !241)
    #dbg_value(i64 1, !135, !DIExpression(), !241)
  %84 = add nsw i64 %59, -1, !dbg !244
    #dbg_value(i64 %84, !136, !DIExpression(), !241)
    #dbg_value(i64 13, !137, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !241)
  %85 = mul nsw i64 %84, 365, !dbg !245
  %86 = trunc nsw i64 %84 to i32, !dbg !246
  %87 = sdiv i32 %86, 4, !dbg !246
  %88 = sext i32 %87 to i64, !dbg !246
  %89 = sdiv i32 %86, -100, !dbg !247
  %90 = sext i32 %89 to i64, !dbg !247
  %91 = sdiv i32 %86, 400, !dbg !248
  %92 = sext i32 %91 to i64, !dbg !248
  %93 = add nsw i64 %85, -31738, !dbg !249
  %94 = add nsw i64 %93, %88, !dbg !250
  %95 = add nsw i64 %94, %90, !dbg !251
  %96 = add nsw i64 %95, %92, !dbg !252
  %97 = icmp slt i64 %83, %96, !dbg !253
  br i1 %97, label %115, label %98, !dbg !254

98:                                               ; preds = %3
    #dbg_value(i32 %7, !128, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !255)
    #dbg_value(i32 1, !133, !DIExpression(), !255)
    #dbg_value(i32 1, !134, !DIExpression(), !255)
    #dbg_value(i64 1, !135, !DIExpression(), !255)
  %99 = sext i32 %7 to i64, !dbg !258
  %100 = add nsw i64 %99, 4800, !dbg !258
    #dbg_value(i64 %100, !136, !DIExpression(), !255)
    #dbg_value(i64 13, !137, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !255)
  %101 = mul nsw i64 %100, 365, !dbg !259
  %102 = trunc i64 %100 to i32, !dbg !260
  %103 = sdiv i32 %102, 4, !dbg !260
  %104 = sext i32 %103 to i64, !dbg !260
  %105 = sdiv i32 %102, -100, !dbg !261
  %106 = sext i32 %105 to i64, !dbg !261
  %107 = sdiv i32 %102, 400, !dbg !262
  %108 = sext i32 %107 to i64, !dbg !262
  %109 = add nsw i64 %101, -31738, !dbg !263
  %110 = add nsw i64 %109, %104, !dbg !264
  %111 = add nsw i64 %110, %106, !dbg !265
  %112 = add nsw i64 %111, %108, !dbg !266
  %113 = icmp sge i64 %83, %112, !dbg !267
  %114 = zext i1 %113 to i32, !dbg !268
  br label %115, !dbg !268

115:                                              ; preds = %3, %98
  %116 = phi i32 [ %114, %98 ], [ -1, %3 ]
  %117 = add nsw i32 %7, %116, !dbg !269
    #dbg_value(i32 %117, !229, !DIExpression(), !230)
    #dbg_value(i32 %117, !128, !DIExpression(), !270)
    #dbg_value(i32 1, !133, !DIExpression(), !270)
    #dbg_value(i32 1, !134, !DIExpression(), !270)
    #dbg_value(i64 1, !135, !DIExpression(), !270)
  %118 = sext i32 %117 to i64, !dbg !272
  %119 = add nsw i64 %118, 4799, !dbg !272
    #dbg_value(i64 %119, !136, !DIExpression(), !270)
    #dbg_value(i64 13, !137, !DIExpression(DW_OP_constu, 3, DW_OP_minus, DW_OP_stack_value), !270)
  %120 = trunc i64 %119 to i32, !dbg !273
  %121 = sdiv i32 %120, -4, !dbg !273
  %122 = sdiv i32 %120, 100, !dbg !274
  %123 = sdiv i32 %120, -400, !dbg !275
  %124 = sext i32 %123 to i64
  %125 = sext i32 %122 to i64
  %126 = mul nsw i64 %119, -365
  %127 = sext i32 %121 to i64
  %128 = add nsw i64 %83, 31738, !dbg !276
  %129 = add nsw i64 %128, %126, !dbg !277
  %130 = add nsw i64 %129, %127, !dbg !278
  %131 = add nsw i64 %130, %125, !dbg !279
  %132 = add nsw i64 %131, %124, !dbg !280
  %133 = sdiv i64 %132, 7, !dbg !281
  %134 = trunc i64 %133 to i32, !dbg !282
  %135 = add i32 %134, 1, !dbg !282
  %136 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, i32 noundef %7, i32 noundef %9, i32 noundef %11, ptr noundef %54, i64 noundef %77, i32 noundef %135), !dbg !283
  %137 = add nuw nsw i64 %4, 1, !dbg !284
    #dbg_value(i32 %51, !93, !DIExpression(), !125)
    #dbg_value(i64 %137, !94, !DIExpression(), !126)
  %138 = icmp eq i64 %137, 8, !dbg !285
  br i1 %138, label %1, label %3, !dbg !127, !llvm.loop !286

139:                                              ; preds = %1, %139
  %140 = phi i32 [ 2020, %1 ], [ %184, %139 ]
    #dbg_value(i32 %140, !103, !DIExpression(), !143)
    #dbg_value(i32 %140, !289, !DIExpression(), !309)
    #dbg_value(ptr undef, !295, !DIExpression(), !309)
    #dbg_value(ptr undef, !296, !DIExpression(), !309)
  %141 = trunc nuw i32 %140 to i16, !dbg !311
  %142 = urem i16 %141, 19, !dbg !311
  %143 = zext nneg i16 %142 to i32, !dbg !311
    #dbg_value(i32 %143, !297, !DIExpression(), !309)
  %144 = udiv i16 %141, 100, !dbg !312
    #dbg_value(i16 %144, !298, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !309)
  %145 = urem i16 %141, 100, !dbg !313
    #dbg_value(i16 %145, !299, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !309)
  %146 = udiv i16 %141, 400, !dbg !314
    #dbg_value(i32 %140, !300, !DIExpression(DW_OP_constu, 400, DW_OP_div, DW_OP_stack_value), !309)
  %147 = and i16 %144, 3, !dbg !315
    #dbg_value(i16 %147, !301, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !309)
    #dbg_value(i16 %144, !302, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 8, DW_OP_constu, 25, DW_OP_div, DW_OP_stack_value), !309)
  %148 = trunc i16 %144 to i8, !dbg !316
  %149 = udiv i8 %148, 3, !dbg !316
  %150 = zext nneg i8 %149 to i16, !dbg !316
    #dbg_value(!DIArgList(i16 %144, i1 true), !303, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_plus_uconst, 1, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 1, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_plus, DW_OP_constu, 3, DW_OP_div, DW_OP_stack_value), !309)
  %151 = mul nuw nsw i16 %142, 19, !dbg !317
  %152 = add nuw nsw i16 %144, 15, !dbg !318
  %153 = add nuw nsw i16 %152, %151, !dbg !318
  %154 = add nuw nsw i16 %146, %150, !dbg !318
  %155 = sub nsw i16 %153, %154, !dbg !318
  %156 = urem i16 %155, 30, !dbg !319
  %157 = zext nneg i16 %156 to i32, !dbg !319
    #dbg_value(i32 %157, !304, !DIExpression(), !309)
  %158 = lshr i16 %145, 2, !dbg !320
    #dbg_value(i16 %158, !305, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !309)
  %159 = and i16 %145, 3, !dbg !321
    #dbg_value(i16 %145, !306, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_constu, 3, DW_OP_and, DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !309)
  %160 = add nuw nsw i16 %147, %158, !dbg !322
  %161 = shl nuw nsw i16 %160, 1, !dbg !322
  %162 = add nuw nsw i16 %161, 32, !dbg !323
  %163 = add nuw nsw i16 %159, %156, !dbg !323
  %164 = sub nuw nsw i16 %162, %163, !dbg !323
  %165 = trunc nuw nsw i16 %164 to i8, !dbg !324
  %166 = urem i8 %165, 7, !dbg !324
  %167 = zext nneg i8 %166 to i32, !dbg !324
    #dbg_value(i32 %167, !307, !DIExpression(), !309)
  %168 = mul nuw nsw i32 %157, 11, !dbg !325
  %169 = add nuw nsw i32 %168, %143, !dbg !326
  %170 = mul nuw nsw i32 %167, 22, !dbg !327
  %171 = add nuw nsw i32 %169, %170, !dbg !328
  %172 = icmp ugt i32 %171, 450, !dbg !329
    #dbg_value(i1 %172, !308, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 16, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_stack_value), !309)
  %173 = select i1 %172, i32 249, i32 0, !dbg !330
  %174 = add nuw nsw i32 %157, 114, !dbg !331
  %175 = add nuw nsw i32 %174, %167, !dbg !332
  %176 = add nuw nsw i32 %175, %173, !dbg !333
  %177 = trunc i32 %176 to i8, !dbg !334
  %178 = udiv i8 %177, 31, !dbg !334
  %179 = zext nneg i8 %178 to i32, !dbg !334
    #dbg_value(i32 %179, !105, !DIExpression(), !335)
  %180 = urem i8 %177, 31, !dbg !336
  %181 = add nuw nsw i8 %180, 1, !dbg !337
  %182 = zext nneg i8 %181 to i32, !dbg !337
    #dbg_value(i32 %182, !108, !DIExpression(), !335)
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, i32 noundef %140, i32 noundef %179, i32 noundef %182), !dbg !338
  %184 = add nuw nsw i32 %140, 1, !dbg !339
    #dbg_value(i32 %184, !103, !DIExpression(), !143)
  %185 = icmp eq i32 %184, 2031, !dbg !340
  br i1 %185, label %186, label %139, !dbg !144, !llvm.loop !341

186:                                              ; preds = %139, %186
  %187 = phi i32 [ %213, %186 ], [ 0, %139 ]
  %188 = phi <4 x i32> [ %214, %186 ], [ <i32 1600, i32 1601, i32 1602, i32 1603>, %139 ]
  %189 = phi <4 x i32> [ %211, %186 ], [ zeroinitializer, %139 ]
  %190 = phi <4 x i32> [ %212, %186 ], [ zeroinitializer, %139 ]
  %191 = phi <4 x i16> [ %215, %186 ], [ <i16 1600, i16 1601, i16 1602, i16 1603>, %139 ]
  %192 = add <4 x i16> %191, <i16 4, i16 4, i16 4, i16 4>
  %193 = and <4 x i32> %188, <i32 3, i32 3, i32 3, i32 3>, !dbg !343
  %194 = and <4 x i32> %188, <i32 3, i32 3, i32 3, i32 3>, !dbg !343
  %195 = icmp eq <4 x i32> %193, zeroinitializer, !dbg !343
  %196 = icmp eq <4 x i32> %194, zeroinitializer, !dbg !343
  %197 = urem <4 x i16> %191, <i16 100, i16 100, i16 100, i16 100>
  %198 = urem <4 x i16> %192, <i16 100, i16 100, i16 100, i16 100>
  %199 = icmp ne <4 x i16> %197, zeroinitializer
  %200 = icmp ne <4 x i16> %198, zeroinitializer
  %201 = and <4 x i1> %195, %199, !dbg !351
  %202 = and <4 x i1> %196, %200, !dbg !352
  %203 = urem <4 x i16> %191, <i16 400, i16 400, i16 400, i16 400>, !dbg !352
  %204 = urem <4 x i16> %192, <i16 400, i16 400, i16 400, i16 400>, !dbg !352
  %205 = icmp eq <4 x i16> %203, zeroinitializer, !dbg !353
  %206 = icmp eq <4 x i16> %204, zeroinitializer, !dbg !353
  %207 = select <4 x i1> %201, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %205
  %208 = zext <4 x i1> %207 to <4 x i32>
  %209 = select <4 x i1> %202, <4 x i1> <i1 true, i1 true, i1 true, i1 true>, <4 x i1> %206
  %210 = zext <4 x i1> %209 to <4 x i32>
  %211 = add <4 x i32> %189, %208, !dbg !354
  %212 = add <4 x i32> %190, %210, !dbg !354
  %213 = add nuw i32 %187, 8
  %214 = add <4 x i32> %188, <i32 8, i32 8, i32 8, i32 8>
  %215 = add <4 x i16> %191, <i16 8, i16 8, i16 8, i16 8>
  %216 = icmp eq i32 %213, 800
  br i1 %216, label %217, label %186, !llvm.loop !355

217:                                              ; preds = %186
  %218 = add <4 x i32> %212, %211, !dbg !356
  %219 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %218), !dbg !356
    #dbg_value(i32 2400, !110, !DIExpression(), !360)
    #dbg_value(i32 %219, !109, !DIExpression(), !125)
    #dbg_value(i32 2400, !348, !DIExpression(), !361)
  %220 = add nuw nsw i32 %219, 1, !dbg !354
    #dbg_value(i32 %220, !109, !DIExpression(), !125)
    #dbg_value(i32 2401, !110, !DIExpression(), !360)
  %221 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %220), !dbg !362
    #dbg_value(i32 0, !112, !DIExpression(), !125)
    #dbg_value(i32 1900, !113, !DIExpression(), !363)
  br label %222, !dbg !364

222:                                              ; preds = %222, %217
  %223 = phi i32 [ 1900, %217 ], [ %266, %222 ]
  %224 = phi i32 [ 0, %217 ], [ %265, %222 ]
    #dbg_value(i32 %223, !113, !DIExpression(), !363)
    #dbg_value(i32 1, !115, !DIExpression(), !365)
    #dbg_value(i32 %224, !112, !DIExpression(), !125)
  %225 = insertelement <4 x i32> poison, i32 %223, i64 0, !dbg !366
  %226 = shufflevector <4 x i32> %225, <4 x i32> poison, <4 x i32> zeroinitializer, !dbg !366
  %227 = insertelement <4 x i32> <i32 poison, i32 0, i32 0, i32 0>, i32 %224, i64 0, !dbg !366
  %228 = add nsw <4 x i32> %226, <i32 -1, i32 -1, i32 0, i32 0>, !dbg !367
  %229 = sdiv <4 x i32> %228, <i32 4, i32 4, i32 4, i32 4>, !dbg !371
  %230 = sdiv <4 x i32> %228, <i32 -100, i32 -100, i32 -100, i32 -100>, !dbg !372
  %231 = sdiv <4 x i32> %228, <i32 400, i32 400, i32 400, i32 400>, !dbg !373
  %232 = add nuw <4 x i32> %226, <i32 12, i32 12, i32 13, i32 13>, !dbg !374
  %233 = add nsw <4 x i32> %232, %229, !dbg !375
  %234 = add <4 x i32> %233, %230, !dbg !376
  %235 = add <4 x i32> %234, %231, !dbg !377
  %236 = add <4 x i32> %235, <i32 0, i32 3, i32 2, i32 5>, !dbg !378
  %237 = srem <4 x i32> %236, <i32 7, i32 7, i32 7, i32 7>, !dbg !379
  %238 = icmp eq <4 x i32> %237, <i32 5, i32 5, i32 5, i32 5>, !dbg !380
  %239 = zext <4 x i1> %238 to <4 x i32>, !dbg !381
  %240 = add <4 x i32> %227, %239, !dbg !381
  %241 = lshr <4 x i32> %226, <i32 2, i32 2, i32 2, i32 2>, !dbg !371
  %242 = sdiv <4 x i32> %226, <i32 -100, i32 -100, i32 -100, i32 -100>, !dbg !372
  %243 = udiv <4 x i32> %226, <i32 400, i32 400, i32 400, i32 400>, !dbg !373
  %244 = add nuw nsw <4 x i32> %226, <i32 13, i32 13, i32 13, i32 13>, !dbg !374
  %245 = add nuw nsw <4 x i32> %244, %241, !dbg !375
  %246 = add <4 x i32> %245, %242, !dbg !376
  %247 = add <4 x i32> %246, %243, !dbg !377
  %248 = add <4 x i32> %247, <i32 0, i32 3, i32 5, i32 1>, !dbg !378
  %249 = srem <4 x i32> %248, <i32 7, i32 7, i32 7, i32 7>, !dbg !379
  %250 = icmp eq <4 x i32> %249, <i32 5, i32 5, i32 5, i32 5>, !dbg !380
  %251 = zext <4 x i1> %250 to <4 x i32>, !dbg !381
  %252 = add <4 x i32> %240, %251, !dbg !381
  %253 = lshr <4 x i32> %226, <i32 2, i32 2, i32 2, i32 2>, !dbg !371
  %254 = sdiv <4 x i32> %226, <i32 -100, i32 -100, i32 -100, i32 -100>, !dbg !372
  %255 = udiv <4 x i32> %226, <i32 400, i32 400, i32 400, i32 400>, !dbg !373
  %256 = add nuw nsw <4 x i32> %226, <i32 13, i32 13, i32 13, i32 13>, !dbg !374
  %257 = add nuw nsw <4 x i32> %256, %253, !dbg !375
  %258 = add <4 x i32> %257, %254, !dbg !376
  %259 = add <4 x i32> %258, %255, !dbg !377
  %260 = add <4 x i32> %259, <i32 4, i32 6, i32 2, i32 4>, !dbg !378
  %261 = srem <4 x i32> %260, <i32 7, i32 7, i32 7, i32 7>, !dbg !379
  %262 = icmp eq <4 x i32> %261, <i32 5, i32 5, i32 5, i32 5>, !dbg !380
  %263 = zext <4 x i1> %262 to <4 x i32>, !dbg !381
  %264 = add <4 x i32> %252, %263, !dbg !381
  %265 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %264), !dbg !366
  %266 = add nuw nsw i32 %223, 1, !dbg !382
    #dbg_value(i32 %266, !113, !DIExpression(), !363)
    #dbg_value(i32 %265, !112, !DIExpression(), !125)
  %267 = icmp eq i32 %266, 2100, !dbg !383
  br i1 %267, label %268, label %222, !dbg !364, !llvm.loop !384

268:                                              ; preds = %222
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %265), !dbg !386
    #dbg_value(i64 1096, !118, !DIExpression(), !125)
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 1096, i32 noundef %51), !dbg !387
  ret i32 %51, !dbg !388
}

; Function Attrs: nofree nounwind
declare !dbg !389 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }

!llvm.dbg.cu = !{!52}
!llvm.module.flags = !{!71, !72, !73, !74, !75, !76, !77}
!llvm.ident = !{!78}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/date_calendar.c", directory: ".", checksumkind: CSK_MD5, checksum: "9c5bb9dcfcd556fc6d7943cc69f5a3d8")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 38)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 35)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 20)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 27)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 28)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !26, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "t", scope: !48, file: !2, line: 7, type: !63, isLocal: true, isDefinition: true)
!48 = distinct !DISubprogram(name: "sakamoto", scope: !2, file: !2, line: 7, type: !49, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !67)
!49 = !DISubroutineType(types: !50)
!50 = !{!51, !51, !51, !51}
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !53, globals: !54, splitDebugInlining: false, nameTableKind: None)
!53 = !{!51}
!54 = !{!0, !7, !9, !11, !13, !15, !17, !19, !24, !29, !34, !39, !44, !46, !55}
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "d", scope: !57, file: !2, line: 6, type: !63, isLocal: true, isDefinition: true)
!57 = distinct !DISubprogram(name: "dim", scope: !2, file: !2, line: 6, type: !58, scopeLine: 6, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!51, !51, !51}
!60 = !{!61, !62}
!61 = !DILocalVariable(name: "y", arg: 1, scope: !57, file: !2, line: 6, type: !51)
!62 = !DILocalVariable(name: "m", arg: 2, scope: !57, file: !2, line: 6, type: !51)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 384, elements: !65)
!64 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !51)
!65 = !{!66}
!66 = !DISubrange(count: 12)
!67 = !{!68, !69, !70}
!68 = !DILocalVariable(name: "y", arg: 1, scope: !48, file: !2, line: 7, type: !51)
!69 = !DILocalVariable(name: "m", arg: 2, scope: !48, file: !2, line: 7, type: !51)
!70 = !DILocalVariable(name: "d", arg: 3, scope: !48, file: !2, line: 7, type: !51)
!71 = !{i32 7, !"Dwarf Version", i32 5}
!72 = !{i32 2, !"Debug Info Version", i32 3}
!73 = !{i32 1, !"wchar_size", i32 4}
!74 = !{i32 8, !"PIC Level", i32 2}
!75 = !{i32 7, !"PIE Level", i32 2}
!76 = !{i32 7, !"uwtable", i32 2}
!77 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!78 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!79 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !80, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !81)
!80 = !DISubroutineType(types: !53)
!81 = !{!82, !88, !93, !94, !96, !99, !100, !101, !102, !103, !105, !108, !109, !110, !112, !113, !115, !118, !120, !122}
!82 = !DILocalVariable(name: "names", scope: !79, file: !2, line: 14, type: !83)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 448, elements: !86)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !85, size: 64)
!85 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!86 = !{!87}
!87 = !DISubrange(count: 7)
!88 = !DILocalVariable(name: "dates", scope: !79, file: !2, line: 15, type: !89)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 768, elements: !90)
!90 = !{!91, !92}
!91 = !DISubrange(count: 8)
!92 = !DISubrange(count: 3)
!93 = !DILocalVariable(name: "mism", scope: !79, file: !2, line: 16, type: !51)
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 17, type: !51)
!95 = distinct !DILexicalBlock(scope: !79, file: !2, line: 17, column: 5)
!96 = !DILocalVariable(name: "y", scope: !97, file: !2, line: 17, type: !51)
!97 = distinct !DILexicalBlock(scope: !98, file: !2, line: 17, column: 33)
!98 = distinct !DILexicalBlock(scope: !95, file: !2, line: 17, column: 5)
!99 = !DILocalVariable(name: "m", scope: !97, file: !2, line: 17, type: !51)
!100 = !DILocalVariable(name: "d", scope: !97, file: !2, line: 17, type: !51)
!101 = !DILocalVariable(name: "s", scope: !97, file: !2, line: 17, type: !51)
!102 = !DILocalVariable(name: "z", scope: !97, file: !2, line: 17, type: !51)
!103 = !DILocalVariable(name: "y", scope: !104, file: !2, line: 20, type: !51)
!104 = distinct !DILexicalBlock(scope: !79, file: !2, line: 20, column: 5)
!105 = !DILocalVariable(name: "m", scope: !106, file: !2, line: 20, type: !51)
!106 = distinct !DILexicalBlock(scope: !107, file: !2, line: 20, column: 40)
!107 = distinct !DILexicalBlock(scope: !104, file: !2, line: 20, column: 5)
!108 = !DILocalVariable(name: "d", scope: !106, file: !2, line: 20, type: !51)
!109 = !DILocalVariable(name: "leaps", scope: !79, file: !2, line: 21, type: !51)
!110 = !DILocalVariable(name: "y", scope: !111, file: !2, line: 21, type: !51)
!111 = distinct !DILexicalBlock(scope: !79, file: !2, line: 21, column: 20)
!112 = !DILocalVariable(name: "f13", scope: !79, file: !2, line: 22, type: !51)
!113 = !DILocalVariable(name: "y", scope: !114, file: !2, line: 22, type: !51)
!114 = distinct !DILexicalBlock(scope: !79, file: !2, line: 22, column: 18)
!115 = !DILocalVariable(name: "m", scope: !116, file: !2, line: 22, type: !51)
!116 = distinct !DILexicalBlock(scope: !117, file: !2, line: 22, column: 52)
!117 = distinct !DILexicalBlock(scope: !114, file: !2, line: 22, column: 18)
!118 = !DILocalVariable(name: "total", scope: !79, file: !2, line: 23, type: !119)
!119 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!120 = !DILocalVariable(name: "y", scope: !121, file: !2, line: 23, type: !51)
!121 = distinct !DILexicalBlock(scope: !79, file: !2, line: 23, column: 21)
!122 = !DILocalVariable(name: "m", scope: !123, file: !2, line: 23, type: !51)
!123 = distinct !DILexicalBlock(scope: !124, file: !2, line: 23, column: 56)
!124 = distinct !DILexicalBlock(scope: !121, file: !2, line: 23, column: 21)
!125 = !DILocation(line: 0, scope: !79)
!126 = !DILocation(line: 0, scope: !95)
!127 = !DILocation(line: 17, column: 5, scope: !95)
!128 = !DILocalVariable(name: "y", arg: 1, scope: !129, file: !2, line: 9, type: !51)
!129 = distinct !DISubprogram(name: "jdn", scope: !2, file: !2, line: 9, type: !130, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !132)
!130 = !DISubroutineType(types: !131)
!131 = !{!119, !51, !51, !51}
!132 = !{!128, !133, !134, !135, !136, !137}
!133 = !DILocalVariable(name: "m", arg: 2, scope: !129, file: !2, line: 9, type: !51)
!134 = !DILocalVariable(name: "d", arg: 3, scope: !129, file: !2, line: 9, type: !51)
!135 = !DILocalVariable(name: "a", scope: !129, file: !2, line: 9, type: !119)
!136 = !DILocalVariable(name: "yy", scope: !129, file: !2, line: 9, type: !119)
!137 = !DILocalVariable(name: "mm", scope: !129, file: !2, line: 9, type: !119)
!138 = !DILocation(line: 0, scope: !129, inlinedAt: !139)
!139 = distinct !DILocation(line: 19, column: 51, scope: !79)
!140 = !DILocation(line: 0, scope: !129, inlinedAt: !141)
!141 = distinct !DILocation(line: 19, column: 69, scope: !79)
!142 = !DILocation(line: 19, column: 5, scope: !79)
!143 = !DILocation(line: 0, scope: !104)
!144 = !DILocation(line: 20, column: 5, scope: !104)
!145 = !DILocation(line: 17, column: 43, scope: !97)
!146 = !{!147, !147, i64 0}
!147 = !{!"int", !148, i64 0}
!148 = !{!"omnipotent char", !149, i64 0}
!149 = !{!"Simple C/C++ TBAA"}
!150 = !DILocation(line: 0, scope: !97)
!151 = !DILocation(line: 17, column: 60, scope: !97)
!152 = !DILocation(line: 17, column: 77, scope: !97)
!153 = !DILocation(line: 0, scope: !48, inlinedAt: !154)
!154 = distinct !DILocation(line: 17, column: 98, scope: !97)
!155 = !DILocation(line: 7, column: 113, scope: !156, inlinedAt: !154)
!156 = distinct !DILexicalBlock(scope: !48, file: !2, line: 7, column: 111)
!157 = !DILocation(line: 7, column: 111, scope: !48, inlinedAt: !154)
!158 = !DILocation(line: 7, column: 140, scope: !48, inlinedAt: !154)
!159 = !DILocation(line: 7, column: 148, scope: !48, inlinedAt: !154)
!160 = !DILocation(line: 7, column: 158, scope: !48, inlinedAt: !154)
!161 = !DILocation(line: 7, column: 170, scope: !48, inlinedAt: !154)
!162 = !DILocation(line: 7, column: 166, scope: !48, inlinedAt: !154)
!163 = !DILocation(line: 7, column: 136, scope: !48, inlinedAt: !154)
!164 = !DILocation(line: 7, column: 144, scope: !48, inlinedAt: !154)
!165 = !DILocation(line: 7, column: 154, scope: !48, inlinedAt: !154)
!166 = !DILocation(line: 7, column: 164, scope: !48, inlinedAt: !154)
!167 = !DILocation(line: 7, column: 175, scope: !48, inlinedAt: !154)
!168 = !DILocation(line: 7, column: 180, scope: !48, inlinedAt: !154)
!169 = !DILocalVariable(name: "y", arg: 1, scope: !170, file: !2, line: 8, type: !51)
!170 = distinct !DISubprogram(name: "zeller", scope: !2, file: !2, line: 8, type: !49, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !171)
!171 = !{!169, !172, !173, !174, !175, !176}
!172 = !DILocalVariable(name: "m", arg: 2, scope: !170, file: !2, line: 8, type: !51)
!173 = !DILocalVariable(name: "d", arg: 3, scope: !170, file: !2, line: 8, type: !51)
!174 = !DILocalVariable(name: "k", scope: !170, file: !2, line: 8, type: !51)
!175 = !DILocalVariable(name: "j", scope: !170, file: !2, line: 8, type: !51)
!176 = !DILocalVariable(name: "h", scope: !170, file: !2, line: 8, type: !51)
!177 = !DILocation(line: 0, scope: !170, inlinedAt: !178)
!178 = distinct !DILocation(line: 17, column: 121, scope: !97)
!179 = !DILocation(line: 8, column: 46, scope: !170, inlinedAt: !178)
!180 = !DILocation(line: 8, column: 81, scope: !170, inlinedAt: !178)
!181 = !DILocation(line: 8, column: 94, scope: !170, inlinedAt: !178)
!182 = !DILocation(line: 8, column: 117, scope: !170, inlinedAt: !178)
!183 = !DILocation(line: 8, column: 127, scope: !170, inlinedAt: !178)
!184 = !DILocation(line: 8, column: 139, scope: !170, inlinedAt: !178)
!185 = !DILocation(line: 8, column: 155, scope: !170, inlinedAt: !178)
!186 = !DILocation(line: 8, column: 131, scope: !170, inlinedAt: !178)
!187 = !DILocation(line: 8, column: 135, scope: !170, inlinedAt: !178)
!188 = !DILocation(line: 8, column: 143, scope: !170, inlinedAt: !178)
!189 = !DILocation(line: 8, column: 151, scope: !170, inlinedAt: !178)
!190 = !DILocation(line: 8, column: 160, scope: !170, inlinedAt: !178)
!191 = !DILocation(line: 8, column: 175, scope: !170, inlinedAt: !178)
!192 = !DILocation(line: 8, column: 180, scope: !170, inlinedAt: !178)
!193 = !DILocation(line: 17, column: 148, scope: !97)
!194 = !DILocation(line: 17, column: 143, scope: !97)
!195 = !DILocation(line: 18, column: 67, scope: !97)
!196 = !DILocation(line: 0, scope: !129, inlinedAt: !197)
!197 = distinct !DILocation(line: 18, column: 77, scope: !97)
!198 = !DILocation(line: 9, column: 53, scope: !129, inlinedAt: !197)
!199 = !DILocation(line: 9, column: 58, scope: !129, inlinedAt: !197)
!200 = !DILocation(line: 9, column: 49, scope: !129, inlinedAt: !197)
!201 = !DILocation(line: 9, column: 71, scope: !129, inlinedAt: !197)
!202 = !DILocation(line: 9, column: 69, scope: !129, inlinedAt: !197)
!203 = !DILocation(line: 9, column: 78, scope: !129, inlinedAt: !197)
!204 = !DILocation(line: 9, column: 88, scope: !129, inlinedAt: !197)
!205 = !DILocation(line: 9, column: 95, scope: !129, inlinedAt: !197)
!206 = !DILocation(line: 9, column: 90, scope: !129, inlinedAt: !197)
!207 = !DILocation(line: 9, column: 111, scope: !129, inlinedAt: !197)
!208 = !DILocation(line: 9, column: 120, scope: !129, inlinedAt: !197)
!209 = !DILocation(line: 9, column: 125, scope: !129, inlinedAt: !197)
!210 = !DILocation(line: 9, column: 130, scope: !129, inlinedAt: !197)
!211 = !DILocation(line: 9, column: 140, scope: !129, inlinedAt: !197)
!212 = !DILocation(line: 9, column: 150, scope: !129, inlinedAt: !197)
!213 = !DILocation(line: 9, column: 159, scope: !129, inlinedAt: !197)
!214 = !DILocation(line: 9, column: 170, scope: !129, inlinedAt: !197)
!215 = !DILocation(line: 9, column: 113, scope: !129, inlinedAt: !197)
!216 = !DILocation(line: 9, column: 134, scope: !129, inlinedAt: !197)
!217 = !DILocation(line: 9, column: 145, scope: !129, inlinedAt: !197)
!218 = !DILocation(line: 9, column: 154, scope: !129, inlinedAt: !197)
!219 = !DILocation(line: 9, column: 165, scope: !129, inlinedAt: !197)
!220 = !DILocation(line: 9, column: 176, scope: !129, inlinedAt: !197)
!221 = !DILocalVariable(name: "y", arg: 1, scope: !222, file: !2, line: 11, type: !51)
!222 = distinct !DISubprogram(name: "iso_week", scope: !2, file: !2, line: 11, type: !49, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !223)
!223 = !{!221, !224, !225, !226, !227, !228, !229}
!224 = !DILocalVariable(name: "m", arg: 2, scope: !222, file: !2, line: 11, type: !51)
!225 = !DILocalVariable(name: "d", arg: 3, scope: !222, file: !2, line: 11, type: !51)
!226 = !DILocalVariable(name: "j", scope: !222, file: !2, line: 11, type: !119)
!227 = !DILocalVariable(name: "wd", scope: !222, file: !2, line: 11, type: !51)
!228 = !DILocalVariable(name: "thursday", scope: !222, file: !2, line: 11, type: !119)
!229 = !DILocalVariable(name: "ty", scope: !222, file: !2, line: 11, type: !51)
!230 = !DILocation(line: 0, scope: !222, inlinedAt: !231)
!231 = distinct !DILocation(line: 18, column: 91, scope: !97)
!232 = !DILocation(line: 0, scope: !129, inlinedAt: !233)
!233 = distinct !DILocation(line: 11, column: 53, scope: !222, inlinedAt: !231)
!234 = !DILocation(line: 11, column: 85, scope: !222, inlinedAt: !231)
!235 = !DILocation(line: 11, column: 90, scope: !222, inlinedAt: !231)
!236 = !DILocation(line: 11, column: 103, scope: !237, inlinedAt: !231)
!237 = distinct !DILexicalBlock(scope: !222, file: !2, line: 11, column: 100)
!238 = !DILocation(line: 11, column: 140, scope: !222, inlinedAt: !231)
!239 = !DILocation(line: 11, column: 137, scope: !222, inlinedAt: !231)
!240 = !DILocation(line: 11, column: 135, scope: !222, inlinedAt: !231)
!241 = !DILocation(line: 0, scope: !129, inlinedAt: !242)
!242 = distinct !DILocation(line: 11, column: 174, scope: !243, inlinedAt: !231)
!243 = distinct !DILexicalBlock(scope: !222, file: !2, line: 11, column: 163)
!244 = !DILocation(line: 9, column: 78, scope: !129, inlinedAt: !242)
!245 = !DILocation(line: 9, column: 140, scope: !129, inlinedAt: !242)
!246 = !DILocation(line: 9, column: 150, scope: !129, inlinedAt: !242)
!247 = !DILocation(line: 9, column: 159, scope: !129, inlinedAt: !242)
!248 = !DILocation(line: 9, column: 170, scope: !129, inlinedAt: !242)
!249 = !DILocation(line: 9, column: 145, scope: !129, inlinedAt: !242)
!250 = !DILocation(line: 9, column: 154, scope: !129, inlinedAt: !242)
!251 = !DILocation(line: 9, column: 165, scope: !129, inlinedAt: !242)
!252 = !DILocation(line: 9, column: 176, scope: !129, inlinedAt: !242)
!253 = !DILocation(line: 11, column: 172, scope: !243, inlinedAt: !231)
!254 = !DILocation(line: 11, column: 163, scope: !222, inlinedAt: !231)
!255 = !DILocation(line: 0, scope: !129, inlinedAt: !256)
!256 = distinct !DILocation(line: 11, column: 221, scope: !257, inlinedAt: !231)
!257 = distinct !DILexicalBlock(scope: !243, file: !2, line: 11, column: 209)
!258 = !DILocation(line: 9, column: 78, scope: !129, inlinedAt: !256)
!259 = !DILocation(line: 9, column: 140, scope: !129, inlinedAt: !256)
!260 = !DILocation(line: 9, column: 150, scope: !129, inlinedAt: !256)
!261 = !DILocation(line: 9, column: 159, scope: !129, inlinedAt: !256)
!262 = !DILocation(line: 9, column: 170, scope: !129, inlinedAt: !256)
!263 = !DILocation(line: 9, column: 145, scope: !129, inlinedAt: !256)
!264 = !DILocation(line: 9, column: 154, scope: !129, inlinedAt: !256)
!265 = !DILocation(line: 9, column: 165, scope: !129, inlinedAt: !256)
!266 = !DILocation(line: 9, column: 176, scope: !129, inlinedAt: !256)
!267 = !DILocation(line: 11, column: 218, scope: !257, inlinedAt: !231)
!268 = !DILocation(line: 11, column: 209, scope: !243, inlinedAt: !231)
!269 = !DILocation(line: 11, scope: !243, inlinedAt: !231)
!270 = !DILocation(line: 0, scope: !129, inlinedAt: !271)
!271 = distinct !DILocation(line: 11, column: 276, scope: !222, inlinedAt: !231)
!272 = !DILocation(line: 9, column: 78, scope: !129, inlinedAt: !271)
!273 = !DILocation(line: 9, column: 150, scope: !129, inlinedAt: !271)
!274 = !DILocation(line: 9, column: 159, scope: !129, inlinedAt: !271)
!275 = !DILocation(line: 9, column: 170, scope: !129, inlinedAt: !271)
!276 = !DILocation(line: 9, column: 145, scope: !129, inlinedAt: !271)
!277 = !DILocation(line: 9, column: 154, scope: !129, inlinedAt: !271)
!278 = !DILocation(line: 9, column: 165, scope: !129, inlinedAt: !271)
!279 = !DILocation(line: 9, column: 176, scope: !129, inlinedAt: !271)
!280 = !DILocation(line: 11, column: 274, scope: !222, inlinedAt: !231)
!281 = !DILocation(line: 11, column: 291, scope: !222, inlinedAt: !231)
!282 = !DILocation(line: 11, column: 258, scope: !222, inlinedAt: !231)
!283 = !DILocation(line: 18, column: 9, scope: !97)
!284 = !DILocation(line: 17, column: 29, scope: !98)
!285 = !DILocation(line: 17, column: 23, scope: !98)
!286 = distinct !{!286, !127, !287, !288}
!287 = !DILocation(line: 18, column: 111, scope: !95)
!288 = !{!"llvm.loop.mustprogress"}
!289 = !DILocalVariable(name: "y", arg: 1, scope: !290, file: !2, line: 10, type: !51)
!290 = distinct !DISubprogram(name: "easter", scope: !2, file: !2, line: 10, type: !291, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !294)
!291 = !DISubroutineType(types: !292)
!292 = !{null, !51, !293, !293}
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !51, size: 64)
!294 = !{!289, !295, !296, !297, !298, !299, !300, !301, !302, !303, !304, !305, !306, !307, !308}
!295 = !DILocalVariable(name: "m", arg: 2, scope: !290, file: !2, line: 10, type: !293)
!296 = !DILocalVariable(name: "d", arg: 3, scope: !290, file: !2, line: 10, type: !293)
!297 = !DILocalVariable(name: "a", scope: !290, file: !2, line: 10, type: !51)
!298 = !DILocalVariable(name: "b", scope: !290, file: !2, line: 10, type: !51)
!299 = !DILocalVariable(name: "c", scope: !290, file: !2, line: 10, type: !51)
!300 = !DILocalVariable(name: "dd", scope: !290, file: !2, line: 10, type: !51)
!301 = !DILocalVariable(name: "e", scope: !290, file: !2, line: 10, type: !51)
!302 = !DILocalVariable(name: "f", scope: !290, file: !2, line: 10, type: !51)
!303 = !DILocalVariable(name: "g", scope: !290, file: !2, line: 10, type: !51)
!304 = !DILocalVariable(name: "h", scope: !290, file: !2, line: 10, type: !51)
!305 = !DILocalVariable(name: "i", scope: !290, file: !2, line: 10, type: !51)
!306 = !DILocalVariable(name: "k", scope: !290, file: !2, line: 10, type: !51)
!307 = !DILocalVariable(name: "l", scope: !290, file: !2, line: 10, type: !51)
!308 = !DILocalVariable(name: "mm", scope: !290, file: !2, line: 10, type: !51)
!309 = !DILocation(line: 0, scope: !290, inlinedAt: !310)
!310 = distinct !DILocation(line: 20, column: 52, scope: !106)
!311 = !DILocation(line: 10, column: 55, scope: !290, inlinedAt: !310)
!312 = !DILocation(line: 10, column: 67, scope: !290, inlinedAt: !310)
!313 = !DILocation(line: 10, column: 80, scope: !290, inlinedAt: !310)
!314 = !DILocation(line: 10, column: 94, scope: !290, inlinedAt: !310)
!315 = !DILocation(line: 10, column: 105, scope: !290, inlinedAt: !310)
!316 = !DILocation(line: 10, column: 144, scope: !290, inlinedAt: !310)
!317 = !DILocation(line: 10, column: 157, scope: !290, inlinedAt: !310)
!318 = !DILocation(line: 10, column: 174, scope: !290, inlinedAt: !310)
!319 = !DILocation(line: 10, column: 180, scope: !290, inlinedAt: !310)
!320 = !DILocation(line: 10, column: 192, scope: !290, inlinedAt: !310)
!321 = !DILocation(line: 10, column: 203, scope: !290, inlinedAt: !310)
!322 = !DILocation(line: 10, column: 224, scope: !290, inlinedAt: !310)
!323 = !DILocation(line: 10, column: 236, scope: !290, inlinedAt: !310)
!324 = !DILocation(line: 10, column: 241, scope: !290, inlinedAt: !310)
!325 = !DILocation(line: 10, column: 259, scope: !290, inlinedAt: !310)
!326 = !DILocation(line: 10, column: 254, scope: !290, inlinedAt: !310)
!327 = !DILocation(line: 10, column: 268, scope: !290, inlinedAt: !310)
!328 = !DILocation(line: 10, column: 263, scope: !290, inlinedAt: !310)
!329 = !DILocation(line: 10, column: 273, scope: !290, inlinedAt: !310)
!330 = !DILocation(line: 10, column: 296, scope: !290, inlinedAt: !310)
!331 = !DILocation(line: 10, column: 288, scope: !290, inlinedAt: !310)
!332 = !DILocation(line: 10, column: 292, scope: !290, inlinedAt: !310)
!333 = !DILocation(line: 10, column: 301, scope: !290, inlinedAt: !310)
!334 = !DILocation(line: 10, column: 308, scope: !290, inlinedAt: !310)
!335 = !DILocation(line: 0, scope: !106)
!336 = !DILocation(line: 10, column: 342, scope: !290, inlinedAt: !310)
!337 = !DILocation(line: 10, column: 347, scope: !290, inlinedAt: !310)
!338 = !DILocation(line: 20, column: 71, scope: !106)
!339 = !DILocation(line: 20, column: 36, scope: !107)
!340 = !DILocation(line: 20, column: 26, scope: !107)
!341 = distinct !{!341, !144, !342, !288}
!342 = !DILocation(line: 20, column: 112, scope: !104)
!343 = !DILocation(line: 5, column: 40, scope: !344, inlinedAt: !349)
!344 = distinct !DISubprogram(name: "leap", scope: !2, file: !2, line: 5, type: !345, scopeLine: 5, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !52, retainedNodes: !347)
!345 = !DISubroutineType(types: !346)
!346 = !{!51, !51}
!347 = !{!348}
!348 = !DILocalVariable(name: "y", arg: 1, scope: !344, file: !2, line: 5, type: !51)
!349 = distinct !DILocation(line: 21, column: 64, scope: !350)
!350 = distinct !DILexicalBlock(scope: !111, file: !2, line: 21, column: 20)
!351 = !DILocation(line: 5, column: 45, scope: !344, inlinedAt: !349)
!352 = !DILocation(line: 5, column: 67, scope: !344, inlinedAt: !349)
!353 = !DILocation(line: 5, column: 73, scope: !344, inlinedAt: !349)
!354 = !DILocation(line: 21, column: 61, scope: !350)
!355 = distinct !{!355, !356, !357, !288, !358, !359}
!356 = !DILocation(line: 21, column: 20, scope: !111)
!357 = !DILocation(line: 21, column: 70, scope: !111)
!358 = !{!"llvm.loop.isvectorized", i32 1}
!359 = !{!"llvm.loop.unroll.runtime.disable"}
!360 = !DILocation(line: 0, scope: !111)
!361 = !DILocation(line: 0, scope: !344, inlinedAt: !349)
!362 = !DILocation(line: 21, column: 73, scope: !79)
!363 = !DILocation(line: 0, scope: !114)
!364 = !DILocation(line: 22, column: 18, scope: !114)
!365 = !DILocation(line: 0, scope: !116)
!366 = !DILocation(line: 22, column: 52, scope: !116)
!367 = !DILocation(line: 7, column: 111, scope: !48, inlinedAt: !368)
!368 = distinct !DILocation(line: 22, column: 86, scope: !369)
!369 = distinct !DILexicalBlock(scope: !370, file: !2, line: 22, column: 86)
!370 = distinct !DILexicalBlock(scope: !116, file: !2, line: 22, column: 52)
!371 = !DILocation(line: 7, column: 140, scope: !48, inlinedAt: !368)
!372 = !DILocation(line: 7, column: 148, scope: !48, inlinedAt: !368)
!373 = !DILocation(line: 7, column: 158, scope: !48, inlinedAt: !368)
!374 = !DILocation(line: 7, column: 136, scope: !48, inlinedAt: !368)
!375 = !DILocation(line: 7, column: 144, scope: !48, inlinedAt: !368)
!376 = !DILocation(line: 7, column: 154, scope: !48, inlinedAt: !368)
!377 = !DILocation(line: 7, column: 164, scope: !48, inlinedAt: !368)
!378 = !DILocation(line: 7, column: 175, scope: !48, inlinedAt: !368)
!379 = !DILocation(line: 7, column: 180, scope: !48, inlinedAt: !368)
!380 = !DILocation(line: 22, column: 105, scope: !369)
!381 = !DILocation(line: 22, column: 86, scope: !370)
!382 = !DILocation(line: 22, column: 48, scope: !117)
!383 = !DILocation(line: 22, column: 39, scope: !117)
!384 = distinct !{!384, !364, !385, !288}
!385 = !DILocation(line: 22, column: 114, scope: !114)
!386 = !DILocation(line: 22, column: 118, scope: !79)
!387 = !DILocation(line: 23, column: 106, scope: !79)
!388 = !DILocation(line: 25, column: 1, scope: !79)
!389 = !DISubprogram(name: "printf", scope: !390, file: !390, line: 356, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!390 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!391 = !DISubroutineType(types: !392)
!392 = !{!51, !393, null}
!393 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !84)
