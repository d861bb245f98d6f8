; ModuleID = 'programs/json_parser_printer.c'
source_filename = "programs/json_parser_printer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.SB = type { ptr, i64, i64 }
%struct.P = type { ptr, i64, ptr }

@.str = private unnamed_addr constant [312 x i8] c"{ \22name\22: \22rllc\22, \22version\22: [0, 1, 2], \22nested\22: {\22deep\22: {\22value\22: -12.5e1, \22list\22: [true, false, null]}},\0A  \22escapes\22: \22tab\\tnewline\\nquote\\\22backslash\\\\ unicode \\u00e9 \\u20ac \\ud83d\\ude00 slash\\/\22,\0A  \22numbers\22: [0, -0, 1e3, 1E-3, 123456789012, 3.14159265358979, -2.5e-300], \22empty_obj\22: {}, \22empty_arr\22: [] }\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [25 x i8] c"parse failed: %s at %zu\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"compact: %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [12 x i8] c"pretty:\0A%s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [5 x i8] c"name\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [10 x i8] c"version.2\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [18 x i8] c"nested.deep.value\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [19 x i8] c"nested.deep.list.0\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [10 x i8] c"numbers.5\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [10 x i8] c"missing.x\00", align 1, !dbg !44
@.str.10 = private unnamed_addr constant [10 x i8] c"version.9\00", align 1, !dbg !46
@__const.main.paths = private unnamed_addr constant [7 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 16
@.str.11 = private unnamed_addr constant [18 x i8] c"path %-20s -> %s\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [81 x i8] c"stats null=%d false=%d true=%d num=%d str=%d arr=%d obj=%d depth=%d numsum=%.6g\0A\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [21 x i8] c"roundtrip equal: %d\0A\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !65
@.str.16 = private unnamed_addr constant [2 x i8] c"{\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [5 x i8] c"[1,2\00", align 1, !dbg !75
@.str.18 = private unnamed_addr constant [8 x i8] c"{\22a\22 1}\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [5 x i8] c"[1,]\00", align 1, !dbg !82
@.str.20 = private unnamed_addr constant [5 x i8] c"\22abc\00", align 1, !dbg !84
@.str.21 = private unnamed_addr constant [4 x i8] c"tru\00", align 1, !dbg !86
@.str.22 = private unnamed_addr constant [3 x i8] c"01\00", align 1, !dbg !91
@.str.23 = private unnamed_addr constant [3 x i8] c"1.\00", align 1, !dbg !96
@.str.24 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !98
@.str.25 = private unnamed_addr constant [7 x i8] c"[\22\\x\22]\00", align 1, !dbg !100
@.str.26 = private unnamed_addr constant [9 x i8] c"\22\\ud800\22\00", align 1, !dbg !102
@.str.27 = private unnamed_addr constant [10 x i8] c"{\22a\22:1} x\00", align 1, !dbg !107
@.str.28 = private unnamed_addr constant [8 x i8] c"[\22a\0Ab\22]\00", align 1, !dbg !109
@.str.29 = private unnamed_addr constant [4 x i8] c"1e+\00", align 1, !dbg !111
@__const.main.bad.rel = private unnamed_addr constant [15 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.21 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.22 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.26 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.27 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.29 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32)], align 4
@.str.30 = private unnamed_addr constant [20 x i8] c"bad %2d: %s at %zu\0A\00", align 1, !dbg !113
@.str.31 = private unnamed_addr constant [9 x i8] c"ACCEPTED\00", align 1, !dbg !118
@.str.32 = private unnamed_addr constant [55 x i8] c"random docs: %d/%d roundtrip ok, %zu bytes, hash %08x\0A\00", align 1, !dbg !120
@.str.33 = private unnamed_addr constant [17 x i8] c"trailing garbage\00", align 1, !dbg !125
@.str.34 = private unnamed_addr constant [17 x i8] c"nesting too deep\00", align 1, !dbg !130
@.str.35 = private unnamed_addr constant [13 x i8] c"expected ':'\00", align 1, !dbg !132
@.str.36 = private unnamed_addr constant [20 x i8] c"expected ',' or '}'\00", align 1, !dbg !134
@.str.37 = private unnamed_addr constant [20 x i8] c"expected ',' or ']'\00", align 1, !dbg !136
@.str.38 = private unnamed_addr constant [5 x i8] c"true\00", align 1, !dbg !138
@.str.39 = private unnamed_addr constant [6 x i8] c"false\00", align 1, !dbg !140
@.str.40 = private unnamed_addr constant [5 x i8] c"null\00", align 1, !dbg !145
@.str.41 = private unnamed_addr constant [21 x i8] c"unexpected character\00", align 1, !dbg !147
@.str.42 = private unnamed_addr constant [15 x i8] c"unexpected end\00", align 1, !dbg !149
@.str.43 = private unnamed_addr constant [16 x i8] c"expected string\00", align 1, !dbg !154
@.str.44 = private unnamed_addr constant [20 x i8] c"unterminated string\00", align 1, !dbg !159
@.str.45 = private unnamed_addr constant [28 x i8] c"control character in string\00", align 1, !dbg !161
@.str.46 = private unnamed_addr constant [14 x i8] c"bad \\u escape\00", align 1, !dbg !166
@.str.47 = private unnamed_addr constant [20 x i8] c"lone high surrogate\00", align 1, !dbg !171
@.str.48 = private unnamed_addr constant [18 x i8] c"bad low surrogate\00", align 1, !dbg !173
@.str.49 = private unnamed_addr constant [19 x i8] c"lone low surrogate\00", align 1, !dbg !175
@.str.50 = private unnamed_addr constant [11 x i8] c"bad escape\00", align 1, !dbg !177
@.str.51 = private unnamed_addr constant [11 x i8] c"bad number\00", align 1, !dbg !182
@.str.52 = private unnamed_addr constant [13 x i8] c"bad fraction\00", align 1, !dbg !184
@.str.53 = private unnamed_addr constant [13 x i8] c"bad exponent\00", align 1, !dbg !186
@.str.54 = private unnamed_addr constant [5 x i8] c"%.0f\00", align 1, !dbg !188
@.str.55 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1, !dbg !190
@.str.63 = private unnamed_addr constant [7 x i8] c"\\u%04x\00", align 1, !dbg !192
@gen.pieces = internal unnamed_addr constant [13 x ptr] [ptr @.str.65, ptr @.str.66, ptr @.str.67, ptr @.str.68, ptr @.str.69, ptr @.str.70, ptr @.str.71, ptr @.str.72, ptr @.str.73, ptr @.str.74, ptr @.str.75, ptr @.str.76, ptr @.str.77], align 16, !dbg !194
@.str.65 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !254
@.str.66 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !256
@.str.67 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1, !dbg !258
@.str.68 = private unnamed_addr constant [2 x i8] c" \00", align 1, !dbg !260
@.str.69 = private unnamed_addr constant [2 x i8] c"\22\00", align 1, !dbg !262
@.str.70 = private unnamed_addr constant [2 x i8] c"\\\00", align 1, !dbg !264
@.str.71 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !266
@.str.72 = private unnamed_addr constant [2 x i8] c"\09\00", align 1, !dbg !268
@.str.73 = private unnamed_addr constant [3 x i8] c"\C3\A9\00", align 1, !dbg !270
@.str.74 = private unnamed_addr constant [4 x i8] c"\E2\82\AC\00", align 1, !dbg !272
@.str.75 = private unnamed_addr constant [5 x i8] c"\F0\9F\98\80\00", align 1, !dbg !274
@.str.76 = private unnamed_addr constant [2 x i8] c"\01\00", align 1, !dbg !276
@.str.77 = private unnamed_addr constant [2 x i8] c"/\00", align 1, !dbg !278
@.str.78 = private unnamed_addr constant [4 x i8] c"k%u\00", align 1, !dbg !280
@rs = internal unnamed_addr global i32 2024, align 4, !dbg !282

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @main() local_unnamed_addr #0 !dbg !328 {
  %1 = alloca %struct.SB, align 8, !DIAssignID !377
  %2 = alloca %struct.P, align 8, !DIAssignID !378
  %3 = alloca %struct.SB, align 8, !DIAssignID !379
  %4 = alloca %struct.P, align 8, !DIAssignID !380
  %5 = alloca %struct.SB, align 8, !DIAssignID !381
  %6 = alloca [32 x i8], align 16, !DIAssignID !382
  %7 = alloca %struct.SB, align 8, !DIAssignID !383
  %8 = alloca %struct.P, align 8, !DIAssignID !384
  %9 = alloca %struct.SB, align 8, !DIAssignID !385
  %10 = alloca %struct.SB, align 8, !DIAssignID !386
  %11 = alloca %struct.P, align 8, !DIAssignID !387
  %12 = alloca [7 x i32], align 16, !DIAssignID !388
    #dbg_assign(i1 undef, !348, !DIExpression(), !388, ptr %12, !DIExpression(), !389)
  %13 = alloca i32, align 4, !DIAssignID !390
    #dbg_assign(i1 undef, !350, !DIExpression(), !390, ptr %13, !DIExpression(), !389)
  %14 = alloca double, align 8, !DIAssignID !391
    #dbg_assign(i1 undef, !351, !DIExpression(), !391, ptr %14, !DIExpression(), !389)
    #dbg_value(ptr @.str, !332, !DIExpression(), !389)
    #dbg_assign(i1 undef, !392, !DIExpression(), !387, ptr %11, !DIExpression(), !409)
    #dbg_value(ptr @.str, !399, !DIExpression(), !409)
    #dbg_value(ptr undef, !400, !DIExpression(), !409)
    #dbg_value(ptr undef, !401, !DIExpression(), !409)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #17, !dbg !411
  store ptr @.str, ptr %11, align 8, !dbg !412, !tbaa !413, !DIAssignID !419
    #dbg_assign(ptr @.str, !392, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !419, ptr %11, !DIExpression(), !409)
  %15 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !412
    #dbg_assign(i64 0, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !420, ptr %15, !DIExpression(), !409)
  %16 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !412
    #dbg_assign(ptr null, !392, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !420, ptr %16, !DIExpression(), !409)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false), !dbg !412, !DIAssignID !420
  %17 = call fastcc ptr @parse_value(ptr noundef nonnull %11, i32 noundef 0), !dbg !421
    #dbg_value(ptr %17, !402, !DIExpression(), !409)
  %18 = icmp eq ptr %17, null, !dbg !422
  %19 = load i64, ptr %15, align 8, !dbg !424, !tbaa !425
  br i1 %18, label %30, label %20, !dbg !426

20:                                               ; preds = %0
    #dbg_value(ptr %11, !427, !DIExpression(), !433)
  %21 = load ptr, ptr %11, align 8, !tbaa !413
  br label %22, !dbg !436

22:                                               ; preds = %26, %20
  %23 = phi i64 [ %27, %26 ], [ %19, %20 ]
  %24 = getelementptr inbounds i8, ptr %21, i64 %23, !dbg !437
  %25 = load i8, ptr %24, align 1, !dbg !437, !tbaa !438
  switch i8 %25, label %28 [
    i8 32, label %26
    i8 10, label %26
    i8 9, label %26
    i8 13, label %26
    i8 0, label %34
  ], !dbg !439

26:                                               ; preds = %22, %22, %22, %22
  %27 = add i64 %23, 1, !dbg !440
  store i64 %27, ptr %15, align 8, !dbg !440, !tbaa !425, !DIAssignID !441
    #dbg_assign(i64 %27, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !441, ptr %15, !DIExpression(), !409)
  br label %22, !dbg !436, !llvm.loop !442

28:                                               ; preds = %22
  store ptr @.str.33, ptr %16, align 8, !dbg !444, !tbaa !447, !DIAssignID !448
    #dbg_assign(ptr @.str.33, !392, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !448, ptr %16, !DIExpression(), !409)
  call fastcc void @jfree(ptr noundef nonnull %17), !dbg !449
    #dbg_value(ptr null, !402, !DIExpression(), !409)
  %29 = load i64, ptr %15, align 8, !dbg !424, !tbaa !425
  br label %30, !dbg !450

30:                                               ; preds = %28, %0
  %31 = phi i64 [ %19, %0 ], [ %29, %28 ]
    #dbg_value(ptr null, !402, !DIExpression(), !409)
  %32 = load ptr, ptr %16, align 8, !dbg !451, !tbaa !447
    #dbg_value(ptr %32, !333, !DIExpression(), !389)
    #dbg_value(i64 %31, !334, !DIExpression(), !389)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #17, !dbg !452
    #dbg_value(ptr null, !335, !DIExpression(), !389)
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %32, i64 noundef %31), !dbg !453
  br label %279, !dbg !456

34:                                               ; preds = %22
    #dbg_value(ptr %17, !402, !DIExpression(), !409)
    #dbg_value(ptr poison, !333, !DIExpression(), !389)
    #dbg_value(i64 %23, !334, !DIExpression(), !389)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #17, !dbg !452
    #dbg_value(ptr %17, !335, !DIExpression(), !389)
    #dbg_assign(i1 undef, !457, !DIExpression(), !386, ptr %10, !DIExpression(), !464)
    #dbg_value(ptr %17, !462, !DIExpression(), !464)
    #dbg_value(i32 0, !463, !DIExpression(), !464)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #17, !dbg !466
    #dbg_assign(i8 0, !457, !DIExpression(), !467, ptr %10, !DIExpression(), !464)
    #dbg_value(ptr %10, !468, !DIExpression(), !475)
    #dbg_value(i8 0, !474, !DIExpression(), !475)
  %35 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !477
  store i64 64, ptr %35, align 8, !dbg !479, !tbaa !481, !DIAssignID !483
    #dbg_assign(i64 64, !457, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !483, ptr %35, !DIExpression(), !464)
  %36 = call dereferenceable_or_null(64) ptr @malloc(i64 64), !dbg !484
  store ptr %36, ptr %10, align 8, !dbg !485, !tbaa !486, !DIAssignID !487
    #dbg_assign(ptr %36, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !487, ptr %10, !DIExpression(), !464)
  %37 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !488
    #dbg_assign(i64 1, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !489, ptr %37, !DIExpression(), !464)
  store i8 0, ptr %36, align 1, !dbg !490, !tbaa !438
  %38 = getelementptr inbounds i8, ptr %36, i64 1, !dbg !491
  store i8 0, ptr %38, align 1, !dbg !492, !tbaa !438
  store i64 0, ptr %37, align 8, !dbg !493, !tbaa !494, !DIAssignID !495
    #dbg_assign(i64 0, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !495, ptr %37, !DIExpression(), !464)
  call fastcc void @print_j(ptr noundef nonnull %10, ptr noundef nonnull readonly %17, i32 noundef 0, i32 noundef 0), !dbg !496
  %39 = load ptr, ptr %10, align 8, !dbg !497, !tbaa !486
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #17, !dbg !498
    #dbg_value(ptr %39, !336, !DIExpression(), !389)
    #dbg_assign(i1 undef, !457, !DIExpression(), !385, ptr %9, !DIExpression(), !499)
    #dbg_value(ptr %17, !462, !DIExpression(), !499)
    #dbg_value(i32 1, !463, !DIExpression(), !499)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #17, !dbg !501
    #dbg_assign(i8 0, !457, !DIExpression(), !502, ptr %9, !DIExpression(), !499)
    #dbg_value(ptr %9, !468, !DIExpression(), !503)
    #dbg_value(i8 0, !474, !DIExpression(), !503)
  %40 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !505
  store i64 64, ptr %40, align 8, !dbg !506, !tbaa !481, !DIAssignID !507
    #dbg_assign(i64 64, !457, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !507, ptr %40, !DIExpression(), !499)
  %41 = call dereferenceable_or_null(64) ptr @malloc(i64 64), !dbg !508
  store ptr %41, ptr %9, align 8, !dbg !509, !tbaa !486, !DIAssignID !510
    #dbg_assign(ptr %41, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !510, ptr %9, !DIExpression(), !499)
  %42 = getelementptr inbounds i8, ptr %9, i64 8, !dbg !511
    #dbg_assign(i64 1, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !512, ptr %42, !DIExpression(), !499)
  store i8 0, ptr %41, align 1, !dbg !513, !tbaa !438
  %43 = getelementptr inbounds i8, ptr %41, i64 1, !dbg !514
  store i8 0, ptr %43, align 1, !dbg !515, !tbaa !438
  store i64 0, ptr %42, align 8, !dbg !516, !tbaa !494, !DIAssignID !517
    #dbg_assign(i64 0, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !517, ptr %42, !DIExpression(), !499)
  call fastcc void @print_j(ptr noundef nonnull %9, ptr noundef nonnull readonly %17, i32 noundef 1, i32 noundef 0), !dbg !518
  %44 = load ptr, ptr %9, align 8, !dbg !519, !tbaa !486
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #17, !dbg !520
    #dbg_value(ptr %44, !337, !DIExpression(), !389)
  %45 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %39), !dbg !521
  %46 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %44), !dbg !522
    #dbg_assign(i1 undef, !338, !DIExpression(), !523, ptr @__const.main.paths, !DIExpression(), !389)
    #dbg_value(i32 0, !340, !DIExpression(), !524)
  %47 = getelementptr inbounds i8, ptr %5, i64 16
  %48 = getelementptr inbounds i8, ptr %5, i64 8
  br label %93, !dbg !525

49:                                               ; preds = %182
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %12) #17, !dbg !526
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(28) %12, i8 0, i64 28, i1 false), !dbg !527, !DIAssignID !528
    #dbg_assign(i8 0, !348, !DIExpression(), !528, ptr %12, !DIExpression(), !389)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #17, !dbg !526
  store i32 0, ptr %13, align 4, !dbg !529, !tbaa !530, !DIAssignID !532
    #dbg_assign(i32 0, !350, !DIExpression(), !532, ptr %13, !DIExpression(), !389)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #17, !dbg !533
  store double 0.000000e+00, ptr %14, align 8, !dbg !534, !tbaa !535, !DIAssignID !537
    #dbg_assign(double 0.000000e+00, !351, !DIExpression(), !537, ptr %14, !DIExpression(), !389)
  call fastcc void @stats(ptr noundef nonnull %17, ptr noundef nonnull %12, ptr noundef nonnull %14, ptr noundef nonnull %13, i32 noundef 0), !dbg !538
  %50 = load i32, ptr %12, align 16, !dbg !539, !tbaa !530
  %51 = getelementptr inbounds i8, ptr %12, i64 4, !dbg !540
  %52 = load i32, ptr %51, align 4, !dbg !540, !tbaa !530
  %53 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !541
  %54 = load i32, ptr %53, align 8, !dbg !541, !tbaa !530
  %55 = getelementptr inbounds i8, ptr %12, i64 12, !dbg !542
  %56 = load i32, ptr %55, align 4, !dbg !542, !tbaa !530
  %57 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !543
  %58 = load i32, ptr %57, align 16, !dbg !543, !tbaa !530
  %59 = getelementptr inbounds i8, ptr %12, i64 20, !dbg !544
  %60 = load i32, ptr %59, align 4, !dbg !544, !tbaa !530
  %61 = getelementptr inbounds i8, ptr %12, i64 24, !dbg !545
  %62 = load i32, ptr %61, align 8, !dbg !545, !tbaa !530
  %63 = load i32, ptr %13, align 4, !dbg !546, !tbaa !530
  %64 = load double, ptr %14, align 8, !dbg !547, !tbaa !535
  %65 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %56, i32 noundef %58, i32 noundef %60, i32 noundef %62, i32 noundef %63, double noundef %64), !dbg !548
    #dbg_assign(i1 undef, !392, !DIExpression(), !384, ptr %8, !DIExpression(), !549)
    #dbg_value(ptr %39, !399, !DIExpression(), !549)
    #dbg_value(ptr undef, !400, !DIExpression(), !549)
    #dbg_value(ptr undef, !401, !DIExpression(), !549)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #17, !dbg !551
  store ptr %39, ptr %8, align 8, !dbg !552, !tbaa !413, !DIAssignID !553
    #dbg_assign(ptr %39, !392, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !553, ptr %8, !DIExpression(), !549)
  %66 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !552
    #dbg_assign(i64 0, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !554, ptr %66, !DIExpression(), !549)
  %67 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !552
    #dbg_assign(ptr null, !392, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !554, ptr %67, !DIExpression(), !549)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %66, i8 0, i64 16, i1 false), !dbg !552, !DIAssignID !554
  %68 = call fastcc ptr @parse_value(ptr noundef nonnull %8, i32 noundef 0), !dbg !555
    #dbg_value(ptr %68, !402, !DIExpression(), !549)
  %69 = icmp eq ptr %68, null, !dbg !556
  br i1 %69, label %80, label %70, !dbg !557

70:                                               ; preds = %49
  %71 = load i64, ptr %66, align 8, !dbg !558, !tbaa !425
    #dbg_value(ptr %8, !427, !DIExpression(), !559)
  %72 = load ptr, ptr %8, align 8, !tbaa !413
  br label %73, !dbg !561

73:                                               ; preds = %77, %70
  %74 = phi i64 [ %78, %77 ], [ %71, %70 ]
  %75 = getelementptr inbounds i8, ptr %72, i64 %74, !dbg !562
  %76 = load i8, ptr %75, align 1, !dbg !562, !tbaa !438
  switch i8 %76, label %79 [
    i8 32, label %77
    i8 10, label %77
    i8 9, label %77
    i8 13, label %77
    i8 0, label %80
  ], !dbg !563

77:                                               ; preds = %73, %73, %73, %73
  %78 = add i64 %74, 1, !dbg !564
  store i64 %78, ptr %66, align 8, !dbg !564, !tbaa !425, !DIAssignID !565
    #dbg_assign(i64 %78, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !565, ptr %66, !DIExpression(), !549)
  br label %73, !dbg !561, !llvm.loop !566

79:                                               ; preds = %73
  store ptr @.str.33, ptr %67, align 8, !dbg !567, !tbaa !447, !DIAssignID !568
    #dbg_assign(ptr @.str.33, !392, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !568, ptr %67, !DIExpression(), !549)
  call fastcc void @jfree(ptr noundef nonnull %68), !dbg !569
    #dbg_value(ptr null, !402, !DIExpression(), !549)
  br label %80, !dbg !570

80:                                               ; preds = %73, %49, %79
  %81 = phi ptr [ null, %79 ], [ null, %49 ], [ %68, %73 ], !dbg !549
    #dbg_value(ptr %81, !402, !DIExpression(), !549)
    #dbg_value(ptr poison, !333, !DIExpression(), !389)
    #dbg_value(i64 poison, !334, !DIExpression(), !389)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #17, !dbg !571
    #dbg_value(ptr %81, !352, !DIExpression(), !389)
    #dbg_assign(i1 undef, !457, !DIExpression(), !383, ptr %7, !DIExpression(), !572)
    #dbg_value(ptr %81, !462, !DIExpression(), !572)
    #dbg_value(i32 0, !463, !DIExpression(), !572)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #17, !dbg !574
    #dbg_assign(i8 0, !457, !DIExpression(), !575, ptr %7, !DIExpression(), !572)
    #dbg_value(ptr %7, !468, !DIExpression(), !576)
    #dbg_value(i8 0, !474, !DIExpression(), !576)
  %82 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !578
  store i64 64, ptr %82, align 8, !dbg !579, !tbaa !481, !DIAssignID !580
    #dbg_assign(i64 64, !457, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !580, ptr %82, !DIExpression(), !572)
  %83 = call dereferenceable_or_null(64) ptr @malloc(i64 64), !dbg !581
  store ptr %83, ptr %7, align 8, !dbg !582, !tbaa !486, !DIAssignID !583
    #dbg_assign(ptr %83, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !583, ptr %7, !DIExpression(), !572)
  %84 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !584
    #dbg_assign(i64 1, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !585, ptr %84, !DIExpression(), !572)
  store i8 0, ptr %83, align 1, !dbg !586, !tbaa !438
  %85 = getelementptr inbounds i8, ptr %83, i64 1, !dbg !587
  store i8 0, ptr %85, align 1, !dbg !588, !tbaa !438
  store i64 0, ptr %84, align 8, !dbg !589, !tbaa !494, !DIAssignID !590
    #dbg_assign(i64 0, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !590, ptr %84, !DIExpression(), !572)
  call fastcc void @print_j(ptr noundef nonnull %7, ptr noundef readonly %81, i32 noundef 0, i32 noundef 0), !dbg !591
  %86 = load ptr, ptr %7, align 8, !dbg !592, !tbaa !486
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #17, !dbg !593
    #dbg_value(ptr %86, !353, !DIExpression(), !389)
  %87 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %86, ptr noundef nonnull dereferenceable(1) %39) #18, !dbg !594
  %88 = icmp eq i32 %87, 0, !dbg !595
  %89 = zext i1 %88 to i32, !dbg !595
  %90 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %89), !dbg !596
  call void @free(ptr noundef %86) #17, !dbg !597
  call fastcc void @jfree(ptr noundef %81), !dbg !598
  call void @free(ptr noundef %39) #17, !dbg !599
  call void @free(ptr noundef %44) #17, !dbg !600
  call fastcc void @jfree(ptr noundef nonnull %17), !dbg !601
    #dbg_assign(i1 undef, !354, !DIExpression(), !602, ptr poison, !DIExpression(), !389)
    #dbg_value(i32 0, !356, !DIExpression(), !603)
  %91 = getelementptr inbounds i8, ptr %4, i64 8
  %92 = getelementptr inbounds i8, ptr %4, i64 16
  br label %196, !dbg !604

93:                                               ; preds = %34, %182
  %94 = phi i64 [ 0, %34 ], [ %187, %182 ]
    #dbg_value(i64 %94, !340, !DIExpression(), !524)
  %95 = getelementptr inbounds [7 x ptr], ptr @__const.main.paths, i64 0, i64 %94, !dbg !605
  %96 = load ptr, ptr %95, align 8, !dbg !605, !tbaa !606
    #dbg_assign(i1 undef, !607, !DIExpression(), !382, ptr %6, !DIExpression(), !627)
    #dbg_value(ptr %17, !612, !DIExpression(), !627)
    #dbg_value(ptr %96, !613, !DIExpression(), !627)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #17, !dbg !629
  %97 = load i8, ptr %96, align 1, !dbg !630, !tbaa !438
  %98 = icmp eq i8 %97, 0, !dbg !630
  br i1 %98, label %175, label %99, !dbg !631

99:                                               ; preds = %93, %168
  %100 = phi i8 [ %170, %168 ], [ %97, %93 ]
  %101 = phi ptr [ %169, %168 ], [ %17, %93 ]
  %102 = phi ptr [ %128, %168 ], [ %96, %93 ]
    #dbg_value(ptr %101, !612, !DIExpression(), !627)
    #dbg_value(i32 0, !614, !DIExpression(), !632)
    #dbg_value(ptr %102, !613, !DIExpression(), !627)
  br label %103, !dbg !633

103:                                              ; preds = %111, %99
  %104 = phi i64 [ 0, %99 ], [ %113, %111 ]
  %105 = phi i32 [ 0, %99 ], [ %114, %111 ]
  %106 = phi ptr [ %102, %99 ], [ %112, %111 ]
  %107 = phi i8 [ %100, %99 ], [ %116, %111 ]
    #dbg_value(i64 %104, !614, !DIExpression(), !632)
    #dbg_value(ptr %106, !613, !DIExpression(), !627)
  %108 = icmp ne i8 %107, 46, !dbg !634
  %109 = icmp ult i64 %104, 31
  %110 = select i1 %108, i1 %109, i1 false, !dbg !635
  br i1 %110, label %111, label %118, !dbg !635

111:                                              ; preds = %103
  %112 = getelementptr inbounds i8, ptr %106, i64 1, !dbg !636
    #dbg_value(ptr %112, !613, !DIExpression(), !627)
  %113 = add nuw nsw i64 %104, 1, !dbg !637
  %114 = add nuw nsw i32 %105, 1, !dbg !637
    #dbg_value(i64 %113, !614, !DIExpression(), !632)
  %115 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 %104, !dbg !638
  store i8 %107, ptr %115, align 1, !dbg !639, !tbaa !438
  %116 = load i8, ptr %112, align 1, !dbg !640, !tbaa !438
  %117 = icmp eq i8 %116, 0, !dbg !640
  br i1 %117, label %120, label %103, !dbg !633, !llvm.loop !641

118:                                              ; preds = %103
  %119 = trunc nuw nsw i64 %104 to i32
  br label %120, !dbg !643

120:                                              ; preds = %111, %118
  %121 = phi ptr [ %106, %118 ], [ %112, %111 ]
  %122 = phi i32 [ %119, %118 ], [ %114, %111 ], !dbg !644
  %123 = zext nneg i32 %122 to i64, !dbg !643
  %124 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 %123, !dbg !643
  store i8 0, ptr %124, align 1, !dbg !645, !tbaa !438
  %125 = load i8, ptr %121, align 1, !dbg !646, !tbaa !438
  %126 = icmp eq i8 %125, 46, !dbg !648
  %127 = zext i1 %126 to i64, !dbg !649
  %128 = getelementptr inbounds i8, ptr %121, i64 %127, !dbg !649
    #dbg_value(ptr %128, !613, !DIExpression(), !627)
  %129 = load i32, ptr %101, align 8, !dbg !650, !tbaa !651
  switch i32 %129, label %174 [
    i32 6, label %130
    i32 5, label %154
  ], !dbg !653

130:                                              ; preds = %120
  %131 = getelementptr inbounds i8, ptr %101, i64 40
  %132 = load i32, ptr %131, align 8, !tbaa !654
    #dbg_value(i32 0, !619, !DIExpression(), !655)
    #dbg_value(ptr null, !616, !DIExpression(), !656)
  %133 = icmp sgt i32 %132, 0, !dbg !657
  br i1 %133, label %134, label %174, !dbg !659

134:                                              ; preds = %130
  %135 = getelementptr inbounds i8, ptr %101, i64 32
  %136 = load ptr, ptr %135, align 8, !tbaa !660
  %137 = getelementptr inbounds i8, ptr %101, i64 24
  %138 = zext nneg i32 %132 to i64, !dbg !657
  br label %139, !dbg !659

139:                                              ; preds = %150, %134
  %140 = phi i64 [ 0, %134 ], [ %152, %150 ]
  %141 = phi ptr [ null, %134 ], [ %151, %150 ]
    #dbg_value(i64 %140, !619, !DIExpression(), !655)
    #dbg_value(ptr %141, !616, !DIExpression(), !656)
  %142 = getelementptr inbounds ptr, ptr %136, i64 %140, !dbg !661
  %143 = load ptr, ptr %142, align 8, !dbg !661, !tbaa !606
  %144 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %143, ptr noundef nonnull dereferenceable(1) %6) #18, !dbg !663
  %145 = icmp eq i32 %144, 0, !dbg !663
  br i1 %145, label %146, label %150, !dbg !664

146:                                              ; preds = %139
  %147 = load ptr, ptr %137, align 8, !dbg !665, !tbaa !666
  %148 = getelementptr inbounds ptr, ptr %147, i64 %140, !dbg !667
  %149 = load ptr, ptr %148, align 8, !dbg !667, !tbaa !606
    #dbg_value(ptr %149, !616, !DIExpression(), !656)
  br label %150, !dbg !668

150:                                              ; preds = %146, %139
  %151 = phi ptr [ %141, %139 ], [ %149, %146 ], !dbg !669
    #dbg_value(ptr %151, !616, !DIExpression(), !656)
  %152 = add nuw nsw i64 %140, 1, !dbg !670
    #dbg_value(i64 %152, !619, !DIExpression(), !655)
  %153 = icmp eq i64 %152, %138, !dbg !657
  br i1 %153, label %168, label %139, !dbg !659, !llvm.loop !671

154:                                              ; preds = %120
    #dbg_value(ptr %6, !673, !DIExpression(), !679)
  %155 = call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #17, !dbg !681
  %156 = trunc i64 %155 to i32, !dbg !682
    #dbg_value(i32 %156, !621, !DIExpression(), !683)
  %157 = icmp sgt i32 %156, -1, !dbg !684
  br i1 %157, label %158, label %174, !dbg !685

158:                                              ; preds = %154
  %159 = getelementptr inbounds i8, ptr %101, i64 40, !dbg !686
  %160 = load i32, ptr %159, align 8, !dbg !686, !tbaa !654
  %161 = icmp sgt i32 %160, %156, !dbg !687
  br i1 %161, label %162, label %174, !dbg !688

162:                                              ; preds = %158
  %163 = getelementptr inbounds i8, ptr %101, i64 24, !dbg !689
  %164 = load ptr, ptr %163, align 8, !dbg !689, !tbaa !666
  %165 = and i64 %155, 2147483647, !dbg !690
  %166 = getelementptr inbounds ptr, ptr %164, i64 %165, !dbg !690
  %167 = load ptr, ptr %166, align 8, !dbg !690, !tbaa !606
  br label %168, !dbg !688

168:                                              ; preds = %150, %162
  %169 = phi ptr [ %167, %162 ], [ %151, %150 ], !dbg !691
    #dbg_value(ptr %169, !612, !DIExpression(), !627)
    #dbg_value(ptr %128, !613, !DIExpression(), !627)
  %170 = load i8, ptr %128, align 1, !dbg !630, !tbaa !438
  %171 = icmp ne i8 %170, 0, !dbg !630
  %172 = icmp ne ptr %169, null, !dbg !692
  %173 = select i1 %171, i1 %172, i1 false, !dbg !692
  br i1 %173, label %99, label %175, !dbg !631, !llvm.loop !693

174:                                              ; preds = %130, %120, %154, %158
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #17, !dbg !695
    #dbg_value(ptr null, !342, !DIExpression(), !696)
  br label %182, !dbg !697

175:                                              ; preds = %168, %93
  %176 = phi ptr [ %17, %93 ], [ %169, %168 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #17, !dbg !695
    #dbg_value(ptr %176, !342, !DIExpression(), !696)
  %177 = icmp eq ptr %176, null, !dbg !697
  br i1 %177, label %182, label %178, !dbg !697

178:                                              ; preds = %175
    #dbg_assign(i1 undef, !457, !DIExpression(), !381, ptr %5, !DIExpression(), !698)
    #dbg_value(ptr %176, !462, !DIExpression(), !698)
    #dbg_value(i32 0, !463, !DIExpression(), !698)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #17, !dbg !700
    #dbg_assign(i8 0, !457, !DIExpression(), !701, ptr %5, !DIExpression(), !698)
    #dbg_value(ptr %5, !468, !DIExpression(), !702)
    #dbg_value(i8 0, !474, !DIExpression(), !702)
  store i64 64, ptr %47, align 8, !dbg !704, !tbaa !481, !DIAssignID !705
    #dbg_assign(i64 64, !457, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !705, ptr %47, !DIExpression(), !698)
  %179 = call dereferenceable_or_null(64) ptr @malloc(i64 64), !dbg !706
  store ptr %179, ptr %5, align 8, !dbg !707, !tbaa !486, !DIAssignID !708
    #dbg_assign(ptr %179, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !708, ptr %5, !DIExpression(), !698)
    #dbg_assign(i64 1, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !709, ptr %48, !DIExpression(), !698)
  store i8 0, ptr %179, align 1, !dbg !710, !tbaa !438
  %180 = getelementptr inbounds i8, ptr %179, i64 1, !dbg !711
  store i8 0, ptr %180, align 1, !dbg !712, !tbaa !438
  store i64 0, ptr %48, align 8, !dbg !713, !tbaa !494, !DIAssignID !714
    #dbg_assign(i64 0, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !714, ptr %48, !DIExpression(), !698)
  call fastcc void @print_j(ptr noundef nonnull %5, ptr noundef nonnull readonly %176, i32 noundef 0, i32 noundef 0), !dbg !715
  %181 = load ptr, ptr %5, align 8, !dbg !716, !tbaa !486
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #17, !dbg !717
  br label %182, !dbg !697

182:                                              ; preds = %174, %175, %178
  %183 = phi ptr [ %181, %178 ], [ null, %175 ], [ null, %174 ], !dbg !697
    #dbg_value(ptr %183, !347, !DIExpression(), !696)
  %184 = icmp eq ptr %183, null, !dbg !718
  %185 = select i1 %184, ptr @.str.12, ptr %183, !dbg !718
  %186 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %96, ptr noundef nonnull %185), !dbg !719
  call void @free(ptr noundef %183) #17, !dbg !720
  %187 = add nuw nsw i64 %94, 1, !dbg !721
    #dbg_value(i64 %187, !340, !DIExpression(), !524)
  %188 = icmp eq i64 %187, 7, !dbg !722
  br i1 %188, label %49, label %93, !dbg !525, !llvm.loop !723

189:                                              ; preds = %213
    #dbg_value(i32 0, !365, !DIExpression(), !725)
    #dbg_value(i32 0, !364, !DIExpression(), !389)
    #dbg_value(i64 0, !363, !DIExpression(), !389)
    #dbg_value(i32 0, !362, !DIExpression(), !389)
    #dbg_value(i32 0, !361, !DIExpression(), !389)
  %190 = getelementptr inbounds i8, ptr %3, i64 16
  %191 = getelementptr inbounds i8, ptr %3, i64 8
  %192 = getelementptr inbounds i8, ptr %2, i64 8
  %193 = getelementptr inbounds i8, ptr %2, i64 16
  %194 = getelementptr inbounds i8, ptr %1, i64 16
  %195 = getelementptr inbounds i8, ptr %1, i64 8
  br label %227, !dbg !726

196:                                              ; preds = %80, %213
  %197 = phi i64 [ 0, %80 ], [ %221, %213 ]
    #dbg_value(i64 %197, !356, !DIExpression(), !603)
  %198 = shl i64 %197, 2, !dbg !727
  %199 = call ptr @llvm.load.relative.i64(ptr @__const.main.bad.rel, i64 %198), !dbg !727
    #dbg_assign(i1 undef, !392, !DIExpression(), !380, ptr %4, !DIExpression(), !728)
    #dbg_value(ptr %199, !399, !DIExpression(), !728)
    #dbg_value(ptr undef, !400, !DIExpression(), !728)
    #dbg_value(ptr undef, !401, !DIExpression(), !728)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #17, !dbg !730
  store ptr %199, ptr %4, align 8, !dbg !731, !tbaa !413, !DIAssignID !732
    #dbg_assign(ptr %199, !392, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !732, ptr %4, !DIExpression(), !728)
    #dbg_assign(i64 0, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !733, ptr %91, !DIExpression(), !728)
    #dbg_assign(ptr null, !392, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !733, ptr %92, !DIExpression(), !728)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %91, i8 0, i64 16, i1 false), !dbg !731, !DIAssignID !733
  %200 = call fastcc ptr @parse_value(ptr noundef nonnull %4, i32 noundef 0), !dbg !734
    #dbg_value(ptr %200, !402, !DIExpression(), !728)
  %201 = icmp eq ptr %200, null, !dbg !735
  %202 = load i64, ptr %91, align 8, !dbg !736, !tbaa !425
  br i1 %201, label %213, label %203, !dbg !737

203:                                              ; preds = %196
    #dbg_value(ptr %4, !427, !DIExpression(), !738)
  %204 = load ptr, ptr %4, align 8, !tbaa !413
  br label %205, !dbg !740

205:                                              ; preds = %209, %203
  %206 = phi i64 [ %210, %209 ], [ %202, %203 ]
  %207 = getelementptr inbounds i8, ptr %204, i64 %206, !dbg !741
  %208 = load i8, ptr %207, align 1, !dbg !741, !tbaa !438
  switch i8 %208, label %211 [
    i8 32, label %209
    i8 10, label %209
    i8 9, label %209
    i8 13, label %209
    i8 0, label %213
  ], !dbg !742

209:                                              ; preds = %205, %205, %205, %205
  %210 = add i64 %206, 1, !dbg !743
  store i64 %210, ptr %91, align 8, !dbg !743, !tbaa !425, !DIAssignID !744
    #dbg_assign(i64 %210, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !744, ptr %91, !DIExpression(), !728)
  br label %205, !dbg !740, !llvm.loop !745

211:                                              ; preds = %205
  store ptr @.str.33, ptr %92, align 8, !dbg !746, !tbaa !447, !DIAssignID !747
    #dbg_assign(ptr @.str.33, !392, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !747, ptr %92, !DIExpression(), !728)
  call fastcc void @jfree(ptr noundef nonnull %200), !dbg !748
    #dbg_value(ptr null, !402, !DIExpression(), !728)
  %212 = load i64, ptr %91, align 8, !dbg !736, !tbaa !425
  br label %213, !dbg !749

213:                                              ; preds = %205, %196, %211
  %214 = phi i64 [ %212, %211 ], [ %202, %196 ], [ %206, %205 ], !dbg !736
  %215 = phi ptr [ null, %211 ], [ null, %196 ], [ %200, %205 ], !dbg !728
    #dbg_value(ptr %215, !402, !DIExpression(), !728)
  %216 = load ptr, ptr %92, align 8, !dbg !750, !tbaa !447
    #dbg_value(ptr %216, !333, !DIExpression(), !389)
    #dbg_value(i64 %214, !334, !DIExpression(), !389)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #17, !dbg !751
    #dbg_value(ptr %215, !358, !DIExpression(), !752)
  %217 = icmp eq ptr %215, null, !dbg !753
  %218 = select i1 %217, ptr %216, ptr @.str.31, !dbg !753
  %219 = trunc nuw nsw i64 %197 to i32, !dbg !754
  %220 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %219, ptr noundef %218, i64 noundef %214), !dbg !754
  call fastcc void @jfree(ptr noundef %215), !dbg !755
  %221 = add nuw nsw i64 %197, 1, !dbg !756
    #dbg_value(i64 %221, !356, !DIExpression(), !603)
  %222 = icmp eq i64 %221, 15, !dbg !757
  br i1 %222, label %189, label %196, !dbg !604, !llvm.loop !758

223:                                              ; preds = %272
  %224 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %273, i32 noundef 300, i64 noundef %277, i32 noundef %274), !dbg !760
  %225 = icmp eq i32 %273, 300, !dbg !761
  %226 = select i1 %225, i32 0, i32 2, !dbg !762
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #17, !dbg !763
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #17, !dbg !763
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %12) #17, !dbg !763
  br label %279

227:                                              ; preds = %189, %272
  %228 = phi i32 [ 0, %189 ], [ %275, %272 ]
  %229 = phi i32 [ 0, %189 ], [ %274, %272 ]
  %230 = phi i64 [ 0, %189 ], [ %277, %272 ]
  %231 = phi i32 [ 0, %189 ], [ %273, %272 ]
    #dbg_value(i32 %228, !365, !DIExpression(), !725)
    #dbg_value(i32 %229, !364, !DIExpression(), !389)
    #dbg_value(i64 %230, !363, !DIExpression(), !389)
    #dbg_value(i32 %228, !362, !DIExpression(), !389)
    #dbg_value(i32 %231, !361, !DIExpression(), !389)
  %232 = call fastcc ptr @gen(i32 noundef 0), !dbg !764
    #dbg_value(ptr %232, !367, !DIExpression(), !765)
  %233 = and i32 %228, 1, !dbg !766
    #dbg_assign(i1 undef, !457, !DIExpression(), !379, ptr %3, !DIExpression(), !767)
    #dbg_value(ptr %232, !462, !DIExpression(), !767)
    #dbg_value(i32 %233, !463, !DIExpression(), !767)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #17, !dbg !769
    #dbg_assign(i8 0, !457, !DIExpression(), !770, ptr %3, !DIExpression(), !767)
    #dbg_value(ptr %3, !468, !DIExpression(), !771)
    #dbg_value(i8 0, !474, !DIExpression(), !771)
  store i64 64, ptr %190, align 8, !dbg !773, !tbaa !481, !DIAssignID !774
    #dbg_assign(i64 64, !457, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !774, ptr %190, !DIExpression(), !767)
  %234 = call dereferenceable_or_null(64) ptr @malloc(i64 64), !dbg !775
  store ptr %234, ptr %3, align 8, !dbg !776, !tbaa !486, !DIAssignID !777
    #dbg_assign(ptr %234, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !777, ptr %3, !DIExpression(), !767)
    #dbg_assign(i64 1, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !778, ptr %191, !DIExpression(), !767)
  store i8 0, ptr %234, align 1, !dbg !779, !tbaa !438
  %235 = getelementptr inbounds i8, ptr %234, i64 1, !dbg !780
  store i8 0, ptr %235, align 1, !dbg !781, !tbaa !438
  store i64 0, ptr %191, align 8, !dbg !782, !tbaa !494, !DIAssignID !783
    #dbg_assign(i64 0, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !783, ptr %191, !DIExpression(), !767)
  call fastcc void @print_j(ptr noundef nonnull %3, ptr noundef readonly %232, i32 noundef %233, i32 noundef 0), !dbg !784
  %236 = load ptr, ptr %3, align 8, !dbg !785, !tbaa !486
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #17, !dbg !786
    #dbg_value(ptr %236, !370, !DIExpression(), !765)
    #dbg_assign(i1 undef, !392, !DIExpression(), !378, ptr %2, !DIExpression(), !787)
    #dbg_value(ptr %236, !399, !DIExpression(), !787)
    #dbg_value(ptr undef, !400, !DIExpression(), !787)
    #dbg_value(ptr undef, !401, !DIExpression(), !787)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #17, !dbg !789
  store ptr %236, ptr %2, align 8, !dbg !790, !tbaa !413, !DIAssignID !791
    #dbg_assign(ptr %236, !392, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !791, ptr %2, !DIExpression(), !787)
    #dbg_assign(i64 0, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !792, ptr %192, !DIExpression(), !787)
    #dbg_assign(ptr null, !392, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !792, ptr %193, !DIExpression(), !787)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %192, i8 0, i64 16, i1 false), !dbg !790, !DIAssignID !792
  %237 = call fastcc ptr @parse_value(ptr noundef nonnull %2, i32 noundef 0), !dbg !793
    #dbg_value(ptr %237, !402, !DIExpression(), !787)
  %238 = icmp eq ptr %237, null, !dbg !794
  br i1 %238, label %249, label %239, !dbg !795

239:                                              ; preds = %227
  %240 = load i64, ptr %192, align 8, !dbg !796, !tbaa !425
    #dbg_value(ptr %2, !427, !DIExpression(), !797)
  %241 = load ptr, ptr %2, align 8, !tbaa !413
  br label %242, !dbg !799

242:                                              ; preds = %246, %239
  %243 = phi i64 [ %247, %246 ], [ %240, %239 ]
  %244 = getelementptr inbounds i8, ptr %241, i64 %243, !dbg !800
  %245 = load i8, ptr %244, align 1, !dbg !800, !tbaa !438
  switch i8 %245, label %248 [
    i8 32, label %246
    i8 10, label %246
    i8 9, label %246
    i8 13, label %246
    i8 0, label %250
  ], !dbg !801

246:                                              ; preds = %242, %242, %242, %242
  %247 = add i64 %243, 1, !dbg !802
  store i64 %247, ptr %192, align 8, !dbg !802, !tbaa !425, !DIAssignID !803
    #dbg_assign(i64 %247, !392, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !803, ptr %192, !DIExpression(), !787)
  br label %242, !dbg !799, !llvm.loop !804

248:                                              ; preds = %242
  store ptr @.str.33, ptr %193, align 8, !dbg !805, !tbaa !447, !DIAssignID !806
    #dbg_assign(ptr @.str.33, !392, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !806, ptr %193, !DIExpression(), !787)
  call fastcc void @jfree(ptr noundef nonnull %237), !dbg !807
    #dbg_value(ptr null, !402, !DIExpression(), !787)
  br label %249, !dbg !808

249:                                              ; preds = %248, %227
    #dbg_value(ptr null, !402, !DIExpression(), !787)
    #dbg_value(ptr poison, !333, !DIExpression(), !389)
    #dbg_value(i64 poison, !334, !DIExpression(), !389)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17, !dbg !809
    #dbg_value(ptr null, !371, !DIExpression(), !765)
    #dbg_value(i32 %228, !362, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !389)
  br label %272, !dbg !810

250:                                              ; preds = %242
    #dbg_value(ptr %237, !402, !DIExpression(), !787)
    #dbg_value(ptr poison, !333, !DIExpression(), !389)
    #dbg_value(i64 poison, !334, !DIExpression(), !389)
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17, !dbg !809
    #dbg_value(ptr %237, !371, !DIExpression(), !765)
    #dbg_value(i32 %228, !362, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !389)
    #dbg_assign(i1 undef, !457, !DIExpression(), !377, ptr %1, !DIExpression(), !811)
    #dbg_value(ptr %237, !462, !DIExpression(), !811)
    #dbg_value(i32 %233, !463, !DIExpression(), !811)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #17, !dbg !813
    #dbg_assign(i8 0, !457, !DIExpression(), !814, ptr %1, !DIExpression(), !811)
    #dbg_value(ptr %1, !468, !DIExpression(), !815)
    #dbg_value(i8 0, !474, !DIExpression(), !815)
  store i64 64, ptr %194, align 8, !dbg !817, !tbaa !481, !DIAssignID !818
    #dbg_assign(i64 64, !457, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !818, ptr %194, !DIExpression(), !811)
  %251 = call dereferenceable_or_null(64) ptr @malloc(i64 64), !dbg !819
  store ptr %251, ptr %1, align 8, !dbg !820, !tbaa !486, !DIAssignID !821
    #dbg_assign(ptr %251, !457, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !821, ptr %1, !DIExpression(), !811)
    #dbg_assign(i64 1, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !822, ptr %195, !DIExpression(), !811)
  store i8 0, ptr %251, align 1, !dbg !823, !tbaa !438
  %252 = getelementptr inbounds i8, ptr %251, i64 1, !dbg !824
  store i8 0, ptr %252, align 1, !dbg !825, !tbaa !438
  store i64 0, ptr %195, align 8, !dbg !826, !tbaa !494, !DIAssignID !827
    #dbg_assign(i64 0, !457, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !827, ptr %195, !DIExpression(), !811)
  call fastcc void @print_j(ptr noundef nonnull %1, ptr noundef nonnull readonly %237, i32 noundef %233, i32 noundef 0), !dbg !828
  %253 = load ptr, ptr %1, align 8, !dbg !829, !tbaa !486
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #17, !dbg !830
    #dbg_value(ptr %253, !372, !DIExpression(), !831)
  %254 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %236, ptr noundef nonnull dereferenceable(1) %253) #18, !dbg !832
  %255 = icmp eq i32 %254, 0, !dbg !832
  %256 = zext i1 %255 to i32, !dbg !834
  %257 = add nsw i32 %231, %256, !dbg !834
    #dbg_value(i32 %257, !361, !DIExpression(), !389)
    #dbg_value(ptr %253, !375, !DIExpression(), !835)
    #dbg_value(i32 %229, !364, !DIExpression(), !389)
  %258 = load i8, ptr %253, align 1, !dbg !836, !tbaa !438
  %259 = icmp eq i8 %258, 0, !dbg !838
  br i1 %259, label %260, label %262, !dbg !838

260:                                              ; preds = %262, %250
  %261 = phi i32 [ %229, %250 ], [ %268, %262 ], !dbg !389
  call void @free(ptr noundef %253) #17, !dbg !839
  call fastcc void @jfree(ptr noundef nonnull %237), !dbg !840
  br label %272, !dbg !841

262:                                              ; preds = %250, %262
  %263 = phi i8 [ %270, %262 ], [ %258, %250 ]
  %264 = phi ptr [ %269, %262 ], [ %253, %250 ]
  %265 = phi i32 [ %268, %262 ], [ %229, %250 ]
    #dbg_value(ptr %264, !375, !DIExpression(), !835)
    #dbg_value(i32 %265, !364, !DIExpression(), !389)
  %266 = mul i32 %265, 31, !dbg !842
  %267 = zext i8 %263 to i32, !dbg !843
  %268 = add i32 %266, %267, !dbg !844
    #dbg_value(i32 %268, !364, !DIExpression(), !389)
  %269 = getelementptr inbounds i8, ptr %264, i64 1, !dbg !845
    #dbg_value(ptr %269, !375, !DIExpression(), !835)
  %270 = load i8, ptr %269, align 1, !dbg !836, !tbaa !438
  %271 = icmp eq i8 %270, 0, !dbg !838
  br i1 %271, label %260, label %262, !dbg !838, !llvm.loop !846

272:                                              ; preds = %249, %260
  %273 = phi i32 [ %257, %260 ], [ %231, %249 ], !dbg !848
  %274 = phi i32 [ %261, %260 ], [ %229, %249 ], !dbg !849
  %275 = add nuw nsw i32 %228, 1, !dbg !850
    #dbg_value(i32 %274, !364, !DIExpression(), !389)
    #dbg_value(i32 %273, !361, !DIExpression(), !389)
  %276 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %236) #18, !dbg !851
  %277 = add i64 %276, %230, !dbg !852
    #dbg_value(i64 %277, !363, !DIExpression(), !389)
  call void @free(ptr noundef %236) #17, !dbg !853
  call fastcc void @jfree(ptr noundef %232), !dbg !854
    #dbg_value(i32 %275, !365, !DIExpression(), !725)
    #dbg_value(i32 %275, !362, !DIExpression(), !389)
  %278 = icmp eq i32 %275, 300, !dbg !855
  br i1 %278, label %223, label %227, !dbg !726, !llvm.loop !856

279:                                              ; preds = %223, %30
  %280 = phi i32 [ %226, %223 ], [ 1, %30 ], !dbg !389
  ret i32 %280, !dbg !763
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !858 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !863 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @stats(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, i32 noundef %4) unnamed_addr #6 !dbg !866 {
    #dbg_value(ptr %0, !872, !DIExpression(), !879)
    #dbg_value(ptr %1, !873, !DIExpression(), !879)
    #dbg_value(ptr %2, !874, !DIExpression(), !879)
    #dbg_value(ptr %3, !875, !DIExpression(), !879)
    #dbg_value(i32 %4, !876, !DIExpression(), !879)
  %6 = load i32, ptr %0, align 8, !dbg !880, !tbaa !651
  %7 = zext i32 %6 to i64, !dbg !881
  %8 = getelementptr inbounds i32, ptr %1, i64 %7, !dbg !881
  %9 = load i32, ptr %8, align 4, !dbg !882, !tbaa !530
  %10 = add nsw i32 %9, 1, !dbg !882
  store i32 %10, ptr %8, align 4, !dbg !882, !tbaa !530
  %11 = load i32, ptr %3, align 4, !dbg !883, !tbaa !530
  %12 = icmp slt i32 %11, %4, !dbg !885
  br i1 %12, label %13, label %14, !dbg !886

13:                                               ; preds = %5
  store i32 %4, ptr %3, align 4, !dbg !887, !tbaa !530
  br label %14, !dbg !888

14:                                               ; preds = %13, %5
  %15 = load i32, ptr %0, align 8, !dbg !889, !tbaa !651
  %16 = icmp eq i32 %15, 3, !dbg !891
  br i1 %16, label %17, label %22, !dbg !892

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !893
  %19 = load double, ptr %18, align 8, !dbg !893, !tbaa !894
  %20 = load double, ptr %2, align 8, !dbg !895, !tbaa !535
  %21 = fadd double %19, %20, !dbg !895
  store double %21, ptr %2, align 8, !dbg !895, !tbaa !535
  br label %22, !dbg !896

22:                                               ; preds = %17, %14
    #dbg_value(i32 0, !877, !DIExpression(), !897)
  %23 = getelementptr inbounds i8, ptr %0, i64 40
    #dbg_value(i32 0, !877, !DIExpression(), !897)
  %24 = load i32, ptr %23, align 8, !dbg !898, !tbaa !654
  %25 = icmp sgt i32 %24, 0, !dbg !900
  br i1 %25, label %26, label %29, !dbg !901

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = add nsw i32 %4, 1
  br label %30, !dbg !901

29:                                               ; preds = %30, %22
  ret void, !dbg !902

30:                                               ; preds = %26, %30
  %31 = phi i64 [ 0, %26 ], [ %35, %30 ]
    #dbg_value(i64 %31, !877, !DIExpression(), !897)
  %32 = load ptr, ptr %27, align 8, !dbg !903, !tbaa !666
  %33 = getelementptr inbounds ptr, ptr %32, i64 %31, !dbg !904
  %34 = load ptr, ptr %33, align 8, !dbg !904, !tbaa !606
  tail call fastcc void @stats(ptr noundef %34, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %28), !dbg !905
  %35 = add nuw nsw i64 %31, 1, !dbg !906
    #dbg_value(i64 %35, !877, !DIExpression(), !897)
  %36 = load i32, ptr %23, align 8, !dbg !898, !tbaa !654
  %37 = sext i32 %36 to i64, !dbg !900
  %38 = icmp slt i64 %35, %37, !dbg !900
  br i1 %38, label %30, label %29, !dbg !901, !llvm.loop !907
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !909 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc void @jfree(ptr noundef %0) unnamed_addr #0 !dbg !913 {
    #dbg_value(ptr %0, !917, !DIExpression(), !920)
  %2 = icmp eq ptr %0, null, !dbg !921
  br i1 %2, label %33, label %3, !dbg !923

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 40
    #dbg_value(i32 0, !918, !DIExpression(), !924)
  %5 = load i32, ptr %4, align 8, !dbg !925, !tbaa !654
  %6 = icmp sgt i32 %5, 0, !dbg !927
  br i1 %6, label %7, label %10, !dbg !928

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  br label %17, !dbg !928

10:                                               ; preds = %28, %3
  %11 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !929
  %12 = load ptr, ptr %11, align 8, !dbg !929, !tbaa !666
  tail call void @free(ptr noundef %12) #17, !dbg !930
  %13 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !931
  %14 = load ptr, ptr %13, align 8, !dbg !931, !tbaa !660
  tail call void @free(ptr noundef %14) #17, !dbg !932
  %15 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !933
  %16 = load ptr, ptr %15, align 8, !dbg !933, !tbaa !934
  tail call void @free(ptr noundef %16) #17, !dbg !935
  tail call void @free(ptr noundef nonnull %0) #17, !dbg !936
  br label %33, !dbg !937

17:                                               ; preds = %7, %28
  %18 = phi i64 [ 0, %7 ], [ %29, %28 ]
    #dbg_value(i64 %18, !918, !DIExpression(), !924)
  %19 = load ptr, ptr %8, align 8, !dbg !938, !tbaa !666
  %20 = getelementptr inbounds ptr, ptr %19, i64 %18, !dbg !940
  %21 = load ptr, ptr %20, align 8, !dbg !940, !tbaa !606
  tail call fastcc void @jfree(ptr noundef %21), !dbg !941
  %22 = load i32, ptr %0, align 8, !dbg !942, !tbaa !651
  %23 = icmp eq i32 %22, 6, !dbg !944
  br i1 %23, label %24, label %28, !dbg !945

24:                                               ; preds = %17
  %25 = load ptr, ptr %9, align 8, !dbg !946, !tbaa !660
  %26 = getelementptr inbounds ptr, ptr %25, i64 %18, !dbg !947
  %27 = load ptr, ptr %26, align 8, !dbg !947, !tbaa !606
  tail call void @free(ptr noundef %27) #17, !dbg !948
  br label %28, !dbg !948

28:                                               ; preds = %17, %24
  %29 = add nuw nsw i64 %18, 1, !dbg !949
    #dbg_value(i64 %29, !918, !DIExpression(), !924)
  %30 = load i32, ptr %4, align 8, !dbg !925, !tbaa !654
  %31 = sext i32 %30 to i64, !dbg !927
  %32 = icmp slt i64 %29, %31, !dbg !927
  br i1 %32, label %17, label %10, !dbg !928, !llvm.loop !950

33:                                               ; preds = %1, %10
  ret void, !dbg !937
}

; Function Attrs: nounwind uwtable
define internal fastcc noalias noundef ptr @gen(i32 noundef %0) unnamed_addr #0 !dbg !196 {
  %2 = alloca [16 x i8], align 16, !DIAssignID !952
    #dbg_assign(i1 undef, !314, !DIExpression(), !952, ptr %2, !DIExpression(), !953)
    #dbg_value(i32 %0, !289, !DIExpression(), !954)
  %3 = load i32, ptr @rs, align 4, !dbg !955, !tbaa !530
  %4 = shl i32 %3, 13, !dbg !960
  %5 = xor i32 %4, %3, !dbg !961
  %6 = lshr i32 %5, 17, !dbg !962
  %7 = xor i32 %6, %5, !dbg !963
  %8 = shl i32 %7, 5, !dbg !964
  %9 = xor i32 %8, %7, !dbg !965
  store i32 %9, ptr @rs, align 4, !dbg !965, !tbaa !530
  %10 = icmp slt i32 %0, 5, !dbg !966
  %11 = select i1 %10, i32 7, i32 5, !dbg !966
  %12 = urem i32 %9, %11, !dbg !967
    #dbg_value(i32 %12, !290, !DIExpression(), !954)
  switch i32 %12, label %160 [
    i32 0, label %13
    i32 1, label %15
    i32 2, label %26
    i32 3, label %61
    i32 4, label %61
    i32 5, label %123
  ], !dbg !968

13:                                               ; preds = %1
    #dbg_value(i32 0, !969, !DIExpression(), !975)
  %14 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !977
    #dbg_value(ptr %14, !974, !DIExpression(), !975)
  br label %212, !dbg !978

15:                                               ; preds = %1
  %16 = shl i32 %9, 13, !dbg !979
  %17 = xor i32 %16, %9, !dbg !981
  %18 = lshr i32 %17, 17, !dbg !982
  %19 = xor i32 %18, %17, !dbg !983
  %20 = shl i32 %19, 5, !dbg !984
  %21 = xor i32 %20, %19, !dbg !985
  store i32 %21, ptr @rs, align 4, !dbg !985, !tbaa !530
  %22 = and i32 %19, 1, !dbg !986
  %23 = icmp eq i32 %22, 0, !dbg !987
  %24 = select i1 %23, i32 1, i32 2, !dbg !987
    #dbg_value(i32 %24, !969, !DIExpression(), !988)
  %25 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !990
    #dbg_value(ptr %25, !974, !DIExpression(), !988)
  store i32 %24, ptr %25, align 8, !dbg !991, !tbaa !651
  br label %212, !dbg !992

26:                                               ; preds = %1
    #dbg_value(i32 3, !969, !DIExpression(), !993)
  %27 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !995
    #dbg_value(ptr %27, !974, !DIExpression(), !993)
  store i32 3, ptr %27, align 8, !dbg !996, !tbaa !651
    #dbg_value(ptr %27, !291, !DIExpression(), !954)
  %28 = shl i32 %9, 13, !dbg !997
  %29 = xor i32 %28, %9, !dbg !999
  %30 = lshr i32 %29, 17, !dbg !1000
  %31 = xor i32 %30, %29, !dbg !1001
  %32 = shl i32 %31, 5, !dbg !1002
  %33 = xor i32 %32, %31, !dbg !1003
  %34 = and i32 %31, 3, !dbg !1004
    #dbg_value(i32 %34, !292, !DIExpression(), !1005)
  %35 = shl i32 %33, 13, !dbg !1006
  %36 = xor i32 %35, %33, !dbg !1008
  %37 = lshr i32 %36, 17, !dbg !1009
  %38 = xor i32 %37, %36, !dbg !1010
  %39 = shl i32 %38, 5, !dbg !1011
  %40 = xor i32 %39, %38, !dbg !1012
  store i32 %40, ptr @rs, align 4, !dbg !1012, !tbaa !530
  switch i32 %34, label %53 [
    i32 0, label %41
    i32 1, label %45
    i32 2, label %49
    i32 3, label %54
  ], !dbg !1013

41:                                               ; preds = %26
  %42 = urem i32 %40, 2000000, !dbg !1014
  %43 = add nsw i32 %42, -1000000, !dbg !1015
  %44 = sitofp i32 %43 to double, !dbg !1015
  br label %58, !dbg !1013

45:                                               ; preds = %26
  %46 = urem i32 %40, 100000, !dbg !1016
  %47 = uitofp nneg i32 %46 to double, !dbg !1017
  %48 = fmul double %47, 3.906250e-03, !dbg !1018
  br label %58, !dbg !1019

49:                                               ; preds = %26
  %50 = urem i32 %40, 1000, !dbg !1020
  %51 = uitofp nneg i32 %50 to double, !dbg !1021
  %52 = fmul double %51, -1.500000e-07, !dbg !1022
  br label %58, !dbg !1023

53:                                               ; preds = %26
  unreachable

54:                                               ; preds = %26
  %55 = urem i32 %40, 10, !dbg !1024
  %56 = uitofp nneg i32 %55 to double, !dbg !1025
  %57 = fmul double %56, 0x44DFE185CA57C517, !dbg !1026
  br label %58, !dbg !1023

58:                                               ; preds = %45, %54, %49, %41
  %59 = phi double [ %44, %41 ], [ %48, %45 ], [ %52, %49 ], [ %57, %54 ], !dbg !1013
  %60 = getelementptr inbounds i8, ptr %27, i64 8, !dbg !1027
  store double %59, ptr %60, align 8, !dbg !1028, !tbaa !894
  br label %212, !dbg !1029

61:                                               ; preds = %1, %1
    #dbg_value(i32 4, !969, !DIExpression(), !1030)
  %62 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !1032
    #dbg_value(ptr %62, !974, !DIExpression(), !1030)
  store i32 4, ptr %62, align 8, !dbg !1033, !tbaa !651
    #dbg_value(ptr %62, !291, !DIExpression(), !954)
    #dbg_value(ptr null, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1034)
    #dbg_value(i64 0, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1034)
    #dbg_value(ptr undef, !468, !DIExpression(), !1035)
    #dbg_value(i8 0, !474, !DIExpression(), !1035)
    #dbg_value(i64 64, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1034)
  %63 = tail call dereferenceable_or_null(64) ptr @malloc(i64 64), !dbg !1037
    #dbg_value(ptr %63, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1034)
    #dbg_value(i64 1, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1034)
  store i8 0, ptr %63, align 1, !dbg !1038, !tbaa !438
  %64 = getelementptr inbounds i8, ptr %63, i64 1, !dbg !1039
  store i8 0, ptr %64, align 1, !dbg !1040, !tbaa !438
    #dbg_value(i64 0, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1034)
  %65 = shl i32 %9, 13, !dbg !1041
  %66 = xor i32 %65, %9, !dbg !1043
  %67 = lshr i32 %66, 17, !dbg !1044
  %68 = xor i32 %67, %66, !dbg !1045
  %69 = shl i32 %68, 5, !dbg !1046
  %70 = xor i32 %69, %68, !dbg !1047
  store i32 %70, ptr @rs, align 4, !dbg !1047, !tbaa !530
  %71 = urem i32 %70, 12, !dbg !1048
    #dbg_value(i32 %71, !303, !DIExpression(), !1034)
    #dbg_value(i32 0, !304, !DIExpression(), !1049)
    #dbg_value(i64 64, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1034)
    #dbg_value(i64 0, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1034)
    #dbg_value(ptr %63, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1034)
    #dbg_value(i32 0, !304, !DIExpression(), !1049)
  %72 = icmp eq i32 %71, 0, !dbg !1050
  br i1 %72, label %74, label %77, !dbg !1052

73:                                               ; preds = %117
  store i32 %88, ptr @rs, align 4, !dbg !1053, !tbaa !530
  br label %74, !dbg !1052

74:                                               ; preds = %73, %61
  %75 = phi ptr [ %118, %73 ], [ %63, %61 ], !dbg !1055
  %76 = getelementptr inbounds i8, ptr %62, i64 16, !dbg !1056
  store ptr %75, ptr %76, align 8, !dbg !1057, !tbaa !934
  br label %212

77:                                               ; preds = %61, %117
  %78 = phi i32 [ %121, %117 ], [ 0, %61 ]
  %79 = phi i64 [ %120, %117 ], [ 64, %61 ]
  %80 = phi i64 [ %119, %117 ], [ 0, %61 ]
  %81 = phi ptr [ %118, %117 ], [ %63, %61 ]
  %82 = phi i32 [ %88, %117 ], [ %70, %61 ]
    #dbg_value(i32 %78, !304, !DIExpression(), !1049)
    #dbg_value(i64 %79, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1034)
    #dbg_value(i64 %80, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1034)
    #dbg_value(ptr %81, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1034)
  %83 = shl i32 %82, 13, !dbg !1058
  %84 = xor i32 %83, %82, !dbg !1059
  %85 = lshr i32 %84, 17, !dbg !1060
  %86 = xor i32 %85, %84, !dbg !1061
  %87 = shl i32 %86, 5, !dbg !1062
  %88 = xor i32 %87, %86, !dbg !1053
  %89 = urem i32 %88, 13, !dbg !1063
  %90 = zext nneg i32 %89 to i64, !dbg !1064
  %91 = getelementptr inbounds [13 x ptr], ptr @gen.pieces, i64 0, i64 %90, !dbg !1064
  %92 = load ptr, ptr %91, align 8, !dbg !1064, !tbaa !606
    #dbg_value(ptr undef, !1065, !DIExpression(), !1071)
    #dbg_value(ptr %92, !1070, !DIExpression(), !1071)
  %93 = load i8, ptr %92, align 1, !dbg !1073, !tbaa !438
  %94 = icmp eq i8 %93, 0, !dbg !1074
  br i1 %94, label %117, label %95, !dbg !1074

95:                                               ; preds = %77, %109
  %96 = phi ptr [ %110, %109 ], [ %81, %77 ], !dbg !1034
  %97 = phi i64 [ %112, %109 ], [ %80, %77 ], !dbg !1034
  %98 = phi i64 [ %111, %109 ], [ %79, %77 ], !dbg !1034
  %99 = phi i8 [ %115, %109 ], [ %93, %77 ]
  %100 = phi ptr [ %101, %109 ], [ %92, %77 ]
    #dbg_value(i64 %98, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1034)
    #dbg_value(i64 %97, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1034)
    #dbg_value(ptr %96, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1034)
    #dbg_value(ptr %100, !1070, !DIExpression(), !1071)
  %101 = getelementptr inbounds i8, ptr %100, i64 1, !dbg !1075
    #dbg_value(ptr %101, !1070, !DIExpression(), !1071)
    #dbg_value(ptr undef, !468, !DIExpression(), !1076)
    #dbg_value(i8 %99, !474, !DIExpression(), !1076)
  %102 = add i64 %97, 2, !dbg !1078
  %103 = icmp ugt i64 %102, %98, !dbg !1079
  br i1 %103, label %104, label %109, !dbg !1080

104:                                              ; preds = %95
  %105 = icmp eq i64 %98, 0, !dbg !1081
  %106 = shl i64 %98, 1
  %107 = select i1 %105, i64 64, i64 %106, !dbg !1081
    #dbg_value(i64 %107, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1034)
  %108 = tail call ptr @realloc(ptr noundef %96, i64 noundef %107) #20, !dbg !1082
    #dbg_value(ptr %108, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1034)
  br label %109, !dbg !1083

109:                                              ; preds = %104, %95
  %110 = phi ptr [ %108, %104 ], [ %96, %95 ], !dbg !1034
  %111 = phi i64 [ %107, %104 ], [ %98, %95 ], !dbg !1034
    #dbg_value(i64 %111, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1034)
    #dbg_value(ptr %110, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1034)
  %112 = add i64 %97, 1, !dbg !1084
    #dbg_value(i64 %112, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1034)
  %113 = getelementptr inbounds i8, ptr %110, i64 %97, !dbg !1085
  store i8 %99, ptr %113, align 1, !dbg !1086, !tbaa !438
  %114 = getelementptr inbounds i8, ptr %110, i64 %112, !dbg !1087
  store i8 0, ptr %114, align 1, !dbg !1088, !tbaa !438
    #dbg_value(ptr %101, !1070, !DIExpression(), !1071)
  %115 = load i8, ptr %101, align 1, !dbg !1073, !tbaa !438
  %116 = icmp eq i8 %115, 0, !dbg !1074
  br i1 %116, label %117, label %95, !dbg !1074, !llvm.loop !1089

117:                                              ; preds = %109, %77
  %118 = phi ptr [ %81, %77 ], [ %110, %109 ], !dbg !1034
  %119 = phi i64 [ %80, %77 ], [ %112, %109 ], !dbg !1034
  %120 = phi i64 [ %79, %77 ], [ %111, %109 ], !dbg !1034
    #dbg_value(i64 %120, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1034)
    #dbg_value(i64 %119, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1034)
    #dbg_value(ptr %118, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1034)
  %121 = add nuw nsw i32 %78, 1, !dbg !1091
    #dbg_value(i64 %120, !295, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1034)
    #dbg_value(i64 %119, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1034)
    #dbg_value(ptr %118, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1034)
    #dbg_value(i32 %121, !304, !DIExpression(), !1049)
  %122 = icmp eq i32 %121, %71, !dbg !1050
  br i1 %122, label %73, label %77, !dbg !1052, !llvm.loop !1092

123:                                              ; preds = %1
    #dbg_value(i32 5, !969, !DIExpression(), !1094)
  %124 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !1096
    #dbg_value(ptr %124, !974, !DIExpression(), !1094)
  store i32 5, ptr %124, align 8, !dbg !1097, !tbaa !651
    #dbg_value(ptr %124, !291, !DIExpression(), !954)
  %125 = shl i32 %9, 13, !dbg !1098
  %126 = xor i32 %125, %9, !dbg !1100
  %127 = lshr i32 %126, 17, !dbg !1101
  %128 = xor i32 %127, %126, !dbg !1102
  %129 = shl i32 %128, 5, !dbg !1103
  %130 = xor i32 %129, %128, !dbg !1104
  store i32 %130, ptr @rs, align 4, !dbg !1104, !tbaa !530
  %131 = urem i32 %130, 6, !dbg !1105
    #dbg_value(i32 %131, !306, !DIExpression(), !1106)
    #dbg_value(i32 0, !308, !DIExpression(), !1107)
  %132 = icmp eq i32 %131, 0, !dbg !1108
  br i1 %132, label %212, label %133, !dbg !1110

133:                                              ; preds = %123
  %134 = add nsw i32 %0, 1
  %135 = getelementptr inbounds i8, ptr %124, i64 40
  %136 = getelementptr inbounds i8, ptr %124, i64 44
  %137 = getelementptr inbounds i8, ptr %124, i64 24
  br label %138, !dbg !1110

138:                                              ; preds = %133, %152
  %139 = phi ptr [ null, %133 ], [ %153, %152 ]
  %140 = phi i32 [ 0, %133 ], [ %154, %152 ], !dbg !1111
  %141 = phi i32 [ 0, %133 ], [ %155, %152 ], !dbg !1121
  %142 = phi i32 [ 0, %133 ], [ %158, %152 ]
    #dbg_value(i32 %142, !308, !DIExpression(), !1107)
  %143 = tail call fastcc ptr @gen(i32 noundef %134), !dbg !1122
    #dbg_value(ptr %124, !1117, !DIExpression(), !1123)
    #dbg_value(ptr null, !1118, !DIExpression(), !1123)
    #dbg_value(ptr %143, !1119, !DIExpression(), !1123)
  %144 = icmp eq i32 %141, %140, !dbg !1124
  br i1 %144, label %145, label %152, !dbg !1125

145:                                              ; preds = %138
  %146 = icmp eq i32 %140, 0, !dbg !1126
  %147 = shl nsw i32 %140, 1
  %148 = select i1 %146, i32 4, i32 %147, !dbg !1126
  store i32 %148, ptr %136, align 4, !dbg !1128, !tbaa !1129
  %149 = sext i32 %148 to i64, !dbg !1130
  %150 = shl nsw i64 %149, 3, !dbg !1131
  %151 = tail call ptr @realloc(ptr noundef %139, i64 noundef %150) #20, !dbg !1132
  store ptr %151, ptr %137, align 8, !dbg !1133, !tbaa !666
  br label %152, !dbg !1134

152:                                              ; preds = %138, %145
  %153 = phi ptr [ %139, %138 ], [ %151, %145 ], !dbg !1135
  %154 = phi i32 [ %140, %138 ], [ %148, %145 ]
  %155 = add nuw nsw i32 %141, 1, !dbg !1136
  store i32 %155, ptr %135, align 8, !dbg !1136, !tbaa !654
  %156 = zext nneg i32 %141 to i64, !dbg !1137
  %157 = getelementptr inbounds ptr, ptr %153, i64 %156, !dbg !1137
  store ptr %143, ptr %157, align 8, !dbg !1138, !tbaa !606
  %158 = add nuw i32 %142, 1, !dbg !1139
    #dbg_value(i32 %158, !308, !DIExpression(), !1107)
  %159 = icmp eq i32 %158, %131, !dbg !1108
  br i1 %159, label %212, label %138, !dbg !1110, !llvm.loop !1140

160:                                              ; preds = %1
    #dbg_value(i32 6, !969, !DIExpression(), !1142)
  %161 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !1144
    #dbg_value(ptr %161, !974, !DIExpression(), !1142)
  store i32 6, ptr %161, align 8, !dbg !1145, !tbaa !651
    #dbg_value(ptr %161, !291, !DIExpression(), !954)
  %162 = shl i32 %9, 13, !dbg !1146
  %163 = xor i32 %162, %9, !dbg !1148
  %164 = lshr i32 %163, 17, !dbg !1149
  %165 = xor i32 %164, %163, !dbg !1150
  %166 = shl i32 %165, 5, !dbg !1151
  %167 = xor i32 %166, %165, !dbg !1152
  store i32 %167, ptr @rs, align 4, !dbg !1152, !tbaa !530
  %168 = urem i32 %167, 6, !dbg !1153
    #dbg_value(i32 %168, !310, !DIExpression(), !1154)
    #dbg_value(i32 0, !312, !DIExpression(), !1155)
  %169 = icmp eq i32 %168, 0, !dbg !1156
  br i1 %169, label %212, label %170, !dbg !1157

170:                                              ; preds = %160
  %171 = add nsw i32 %0, 1
  %172 = getelementptr inbounds i8, ptr %161, i64 40
  %173 = getelementptr inbounds i8, ptr %161, i64 44
  %174 = getelementptr inbounds i8, ptr %161, i64 24
  %175 = getelementptr inbounds i8, ptr %161, i64 32
  br label %176, !dbg !1157

176:                                              ; preds = %170, %202
  %177 = phi ptr [ null, %170 ], [ %203, %202 ]
  %178 = phi ptr [ null, %170 ], [ %207, %202 ]
  %179 = phi i32 [ 0, %170 ], [ %204, %202 ], !dbg !1158
  %180 = phi i32 [ 0, %170 ], [ %208, %202 ], !dbg !1160
  %181 = phi i32 [ 0, %170 ], [ %210, %202 ]
    #dbg_value(i32 %181, !312, !DIExpression(), !1155)
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #17, !dbg !1161
  %182 = load i32, ptr @rs, align 4, !dbg !1162, !tbaa !530
  %183 = shl i32 %182, 13, !dbg !1164
  %184 = xor i32 %183, %182, !dbg !1165
  %185 = lshr i32 %184, 17, !dbg !1166
  %186 = xor i32 %185, %184, !dbg !1167
  %187 = shl i32 %186, 5, !dbg !1168
  %188 = xor i32 %187, %186, !dbg !1169
  store i32 %188, ptr @rs, align 4, !dbg !1169, !tbaa !530
  %189 = urem i32 %188, 100, !dbg !1170
  %190 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.78, i32 noundef %189) #17, !dbg !1171
  %191 = call noalias ptr @strdup(ptr noundef nonnull %2) #17, !dbg !1172
  %192 = tail call fastcc ptr @gen(i32 noundef %171), !dbg !1173
    #dbg_value(ptr %161, !1117, !DIExpression(), !1174)
    #dbg_value(ptr %191, !1118, !DIExpression(), !1174)
    #dbg_value(ptr %192, !1119, !DIExpression(), !1174)
  %193 = icmp eq i32 %180, %179, !dbg !1175
  br i1 %193, label %194, label %202, !dbg !1176

194:                                              ; preds = %176
  %195 = icmp eq i32 %179, 0, !dbg !1177
  %196 = shl nsw i32 %179, 1
  %197 = select i1 %195, i32 4, i32 %196, !dbg !1177
  store i32 %197, ptr %173, align 4, !dbg !1178, !tbaa !1129
  %198 = sext i32 %197 to i64, !dbg !1179
  %199 = shl nsw i64 %198, 3, !dbg !1180
  %200 = tail call ptr @realloc(ptr noundef %178, i64 noundef %199) #20, !dbg !1181
  store ptr %200, ptr %174, align 8, !dbg !1182, !tbaa !666
  %201 = tail call ptr @realloc(ptr noundef %177, i64 noundef %199) #20, !dbg !1183
  store ptr %201, ptr %175, align 8, !dbg !1185, !tbaa !660
  br label %202, !dbg !1186

202:                                              ; preds = %194, %176
  %203 = phi ptr [ %201, %194 ], [ %177, %176 ], !dbg !1187
  %204 = phi i32 [ %197, %194 ], [ %179, %176 ]
  %205 = zext nneg i32 %180 to i64, !dbg !1189
  %206 = getelementptr inbounds ptr, ptr %203, i64 %205, !dbg !1189
  store ptr %191, ptr %206, align 8, !dbg !1190, !tbaa !606
  %207 = load ptr, ptr %174, align 8, !dbg !1191, !tbaa !666
  %208 = add nuw nsw i32 %180, 1, !dbg !1192
  store i32 %208, ptr %172, align 8, !dbg !1192, !tbaa !654
  %209 = getelementptr inbounds ptr, ptr %207, i64 %205, !dbg !1193
  store ptr %192, ptr %209, align 8, !dbg !1194, !tbaa !606
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #17, !dbg !1195
  %210 = add nuw i32 %181, 1, !dbg !1196
    #dbg_value(i32 %210, !312, !DIExpression(), !1155)
  %211 = icmp eq i32 %210, %168, !dbg !1156
  br i1 %211, label %212, label %176, !dbg !1157, !llvm.loop !1197

212:                                              ; preds = %152, %202, %123, %160, %74, %58, %15, %13
  %213 = phi ptr [ %62, %74 ], [ %27, %58 ], [ %25, %15 ], [ %14, %13 ], [ %161, %160 ], [ %124, %123 ], [ %161, %202 ], [ %124, %152 ], !dbg !1199
  ret ptr %213, !dbg !1200
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1201 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @parse_value(ptr noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !1204 {
  %3 = alloca [64 x i8], align 16, !DIAssignID !1230
    #dbg_value(ptr %0, !1208, !DIExpression(), !1231)
    #dbg_value(i32 %1, !1209, !DIExpression(), !1231)
  %4 = icmp sgt i32 %1, 200, !dbg !1232
  br i1 %4, label %5, label %7, !dbg !1234

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1235
  store ptr @.str.34, ptr %6, align 8, !dbg !1237, !tbaa !447
  br label %298, !dbg !1238

7:                                                ; preds = %2
    #dbg_value(ptr %0, !427, !DIExpression(), !1239)
  %8 = load ptr, ptr %0, align 8, !tbaa !413
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !425
  br label %11, !dbg !1241

11:                                               ; preds = %15, %7
  %12 = phi i64 [ %16, %15 ], [ %10, %7 ]
  %13 = getelementptr inbounds i8, ptr %8, i64 %12, !dbg !1242
  %14 = load i8, ptr %13, align 1, !dbg !1242, !tbaa !438
  switch i8 %14, label %17 [
    i8 32, label %15
    i8 10, label %15
    i8 9, label %15
    i8 13, label %15
  ], !dbg !1243

15:                                               ; preds = %11, %11, %11, %11
  %16 = add i64 %12, 1, !dbg !1244
  store i64 %16, ptr %9, align 8, !dbg !1244, !tbaa !425
  br label %11, !dbg !1241, !llvm.loop !1245

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %8, i64 %12
    #dbg_value(i8 %14, !1210, !DIExpression(), !1231)
  switch i8 %14, label %197 [
    i8 123, label %19
    i8 91, label %116
    i8 34, label %191
    i8 45, label %200
  ], !dbg !1246

19:                                               ; preds = %17
  %20 = add i64 %12, 1, !dbg !1247
  store i64 %20, ptr %9, align 8, !dbg !1247, !tbaa !425
    #dbg_value(i32 6, !969, !DIExpression(), !1248)
  %21 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !1250
    #dbg_value(ptr %21, !974, !DIExpression(), !1248)
  store i32 6, ptr %21, align 8, !dbg !1251, !tbaa !651
    #dbg_value(ptr %21, !1211, !DIExpression(), !1252)
    #dbg_value(ptr %0, !427, !DIExpression(), !1253)
  br label %22, !dbg !1255

22:                                               ; preds = %26, %19
  %23 = phi i64 [ %27, %26 ], [ %20, %19 ]
  %24 = getelementptr inbounds i8, ptr %8, i64 %23, !dbg !1256
  %25 = load i8, ptr %24, align 1, !dbg !1256, !tbaa !438
  switch i8 %25, label %28 [
    i8 32, label %26
    i8 10, label %26
    i8 9, label %26
    i8 13, label %26
    i8 125, label %34
  ], !dbg !1257

26:                                               ; preds = %22, %22, %22, %22
  %27 = add i64 %23, 1, !dbg !1258
  store i64 %27, ptr %9, align 8, !dbg !1258, !tbaa !425
  br label %22, !dbg !1255, !llvm.loop !1259

28:                                               ; preds = %22
  %29 = add nsw i32 %1, 1
  %30 = getelementptr inbounds i8, ptr %21, i64 40
  %31 = getelementptr inbounds i8, ptr %21, i64 44
  %32 = getelementptr inbounds i8, ptr %21, i64 24
  %33 = getelementptr inbounds i8, ptr %21, i64 32
  br label %36, !dbg !1260

34:                                               ; preds = %22
  %35 = add i64 %23, 1, !dbg !1262
  store i64 %35, ptr %9, align 8, !dbg !1262, !tbaa !425
  br label %298, !dbg !1265

36:                                               ; preds = %28, %114
  %37 = phi i64 [ %23, %28 ], [ %115, %114 ]
  %38 = phi ptr [ %8, %28 ], [ %102, %114 ]
    #dbg_value(ptr %0, !427, !DIExpression(), !1266)
  br label %39, !dbg !1260

39:                                               ; preds = %43, %36
  %40 = phi i64 [ %44, %43 ], [ %37, %36 ]
  %41 = getelementptr inbounds i8, ptr %38, i64 %40, !dbg !1267
  %42 = load i8, ptr %41, align 1, !dbg !1267, !tbaa !438
  switch i8 %42, label %45 [
    i8 32, label %43
    i8 10, label %43
    i8 9, label %43
    i8 13, label %43
  ], !dbg !1268

43:                                               ; preds = %39, %39, %39, %39
  %44 = add i64 %40, 1, !dbg !1269
  store i64 %44, ptr %9, align 8, !dbg !1269, !tbaa !425
  br label %39, !dbg !1260, !llvm.loop !1270

45:                                               ; preds = %39
  %46 = tail call fastcc ptr @parse_string(ptr noundef nonnull %0), !dbg !1271
    #dbg_value(ptr %46, !1214, !DIExpression(), !1272)
  %47 = icmp eq ptr %46, null, !dbg !1273
  br i1 %47, label %48, label %49, !dbg !1275

48:                                               ; preds = %45
  tail call fastcc void @jfree(ptr noundef nonnull %21), !dbg !1276
  br label %298, !dbg !1278

49:                                               ; preds = %45
    #dbg_value(ptr %0, !427, !DIExpression(), !1279)
  %50 = load ptr, ptr %0, align 8, !tbaa !413
  %51 = load i64, ptr %9, align 8, !tbaa !425
  br label %52, !dbg !1281

52:                                               ; preds = %56, %49
  %53 = phi i64 [ %57, %56 ], [ %51, %49 ]
  %54 = getelementptr inbounds i8, ptr %50, i64 %53, !dbg !1282
  %55 = load i8, ptr %54, align 1, !dbg !1282, !tbaa !438
  switch i8 %55, label %58 [
    i8 32, label %56
    i8 10, label %56
    i8 9, label %56
    i8 13, label %56
    i8 58, label %60
  ], !dbg !1283

56:                                               ; preds = %52, %52, %52, %52
  %57 = add i64 %53, 1, !dbg !1284
  store i64 %57, ptr %9, align 8, !dbg !1284, !tbaa !425
  br label %52, !dbg !1281, !llvm.loop !1285

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1286
  store ptr @.str.35, ptr %59, align 8, !dbg !1289, !tbaa !447
  tail call void @free(ptr noundef %46) #17, !dbg !1290
  tail call fastcc void @jfree(ptr noundef nonnull %21), !dbg !1291
  br label %298, !dbg !1292

60:                                               ; preds = %52
  %61 = add i64 %53, 1, !dbg !1293
  store i64 %61, ptr %9, align 8, !dbg !1293, !tbaa !425
  %62 = tail call fastcc ptr @parse_value(ptr noundef nonnull %0, i32 noundef %29), !dbg !1294
    #dbg_value(ptr %62, !1218, !DIExpression(), !1272)
  %63 = icmp eq ptr %62, null, !dbg !1295
  br i1 %63, label %64, label %65, !dbg !1297

64:                                               ; preds = %60
  tail call void @free(ptr noundef %46) #17, !dbg !1298
  tail call fastcc void @jfree(ptr noundef nonnull %21), !dbg !1300
  br label %298, !dbg !1301

65:                                               ; preds = %60
    #dbg_value(ptr %21, !1117, !DIExpression(), !1302)
    #dbg_value(ptr %46, !1118, !DIExpression(), !1302)
    #dbg_value(ptr %62, !1119, !DIExpression(), !1302)
  %66 = load i32, ptr %30, align 8, !dbg !1304, !tbaa !654
  %67 = load i32, ptr %31, align 4, !dbg !1305, !tbaa !1129
  %68 = icmp eq i32 %66, %67, !dbg !1306
  br i1 %68, label %69, label %88, !dbg !1307

69:                                               ; preds = %65
  %70 = icmp eq i32 %66, 0, !dbg !1308
  %71 = shl nsw i32 %66, 1
  %72 = select i1 %70, i32 4, i32 %71, !dbg !1308
  store i32 %72, ptr %31, align 4, !dbg !1309, !tbaa !1129
  %73 = load ptr, ptr %32, align 8, !dbg !1310, !tbaa !666
  %74 = sext i32 %72 to i64, !dbg !1311
  %75 = shl nsw i64 %74, 3, !dbg !1312
  %76 = tail call ptr @realloc(ptr noundef %73, i64 noundef %75) #20, !dbg !1313
  store ptr %76, ptr %32, align 8, !dbg !1314, !tbaa !666
  %77 = load i32, ptr %21, align 8, !dbg !1315, !tbaa !651
  %78 = icmp eq i32 %77, 6, !dbg !1316
  br i1 %78, label %81, label %79, !dbg !1317

79:                                               ; preds = %69
  %80 = load i32, ptr %30, align 8, !dbg !1318, !tbaa !654
  br label %96, !dbg !1317

81:                                               ; preds = %69
  %82 = load ptr, ptr %33, align 8, !dbg !1319, !tbaa !660
  %83 = load i32, ptr %31, align 4, !dbg !1320, !tbaa !1129
  %84 = sext i32 %83 to i64, !dbg !1321
  %85 = shl nsw i64 %84, 3, !dbg !1322
  %86 = tail call ptr @realloc(ptr noundef %82, i64 noundef %85) #20, !dbg !1323
  store ptr %86, ptr %33, align 8, !dbg !1324, !tbaa !660
  %87 = load i32, ptr %30, align 8, !dbg !1318, !tbaa !654
  br label %88, !dbg !1325

88:                                               ; preds = %81, %65
  %89 = phi i32 [ %87, %81 ], [ %66, %65 ], !dbg !1318
  %90 = load i32, ptr %21, align 8, !dbg !1326, !tbaa !651
  %91 = icmp eq i32 %90, 6, !dbg !1327
  br i1 %91, label %92, label %96, !dbg !1328

92:                                               ; preds = %88
  %93 = load ptr, ptr %33, align 8, !dbg !1329, !tbaa !660
  %94 = sext i32 %89 to i64, !dbg !1330
  %95 = getelementptr inbounds ptr, ptr %93, i64 %94, !dbg !1330
  store ptr %46, ptr %95, align 8, !dbg !1331, !tbaa !606
  br label %96, !dbg !1330

96:                                               ; preds = %79, %88, %92
  %97 = phi i32 [ %80, %79 ], [ %89, %92 ], [ %89, %88 ], !dbg !1318
  %98 = load ptr, ptr %32, align 8, !dbg !1332, !tbaa !666
  %99 = add nsw i32 %97, 1, !dbg !1318
  store i32 %99, ptr %30, align 8, !dbg !1318, !tbaa !654
  %100 = sext i32 %97 to i64, !dbg !1333
  %101 = getelementptr inbounds ptr, ptr %98, i64 %100, !dbg !1333
  store ptr %62, ptr %101, align 8, !dbg !1334, !tbaa !606
    #dbg_value(ptr %0, !427, !DIExpression(), !1335)
  %102 = load ptr, ptr %0, align 8, !tbaa !413
  %103 = load i64, ptr %9, align 8, !tbaa !425
  br label %104, !dbg !1337

104:                                              ; preds = %108, %96
  %105 = phi i64 [ %109, %108 ], [ %103, %96 ]
  %106 = getelementptr inbounds i8, ptr %102, i64 %105, !dbg !1338
  %107 = load i8, ptr %106, align 1, !dbg !1338, !tbaa !438
  switch i8 %107, label %112 [
    i8 32, label %108
    i8 10, label %108
    i8 9, label %108
    i8 13, label %108
    i8 44, label %114
    i8 125, label %110
  ], !dbg !1339

108:                                              ; preds = %104, %104, %104, %104
  %109 = add i64 %105, 1, !dbg !1340
  store i64 %109, ptr %9, align 8, !dbg !1340, !tbaa !425
  br label %104, !dbg !1337, !llvm.loop !1341

110:                                              ; preds = %104
  %111 = add i64 %105, 1, !dbg !1342
  store i64 %111, ptr %9, align 8, !dbg !1342, !tbaa !425
  br label %298, !dbg !1345

112:                                              ; preds = %104
  %113 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1346
  store ptr @.str.36, ptr %113, align 8, !dbg !1347, !tbaa !447
  tail call fastcc void @jfree(ptr noundef nonnull %21), !dbg !1348
  br label %298, !dbg !1349

114:                                              ; preds = %104
  %115 = add i64 %105, 1, !dbg !1350
  store i64 %115, ptr %9, align 8, !dbg !1350, !tbaa !425
  br label %36

116:                                              ; preds = %17
  %117 = add i64 %12, 1, !dbg !1353
  store i64 %117, ptr %9, align 8, !dbg !1353, !tbaa !425
    #dbg_value(i32 5, !969, !DIExpression(), !1354)
  %118 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !1356
    #dbg_value(ptr %118, !974, !DIExpression(), !1354)
  store i32 5, ptr %118, align 8, !dbg !1357, !tbaa !651
    #dbg_value(ptr %118, !1219, !DIExpression(), !1358)
    #dbg_value(ptr %0, !427, !DIExpression(), !1359)
  br label %119, !dbg !1361

119:                                              ; preds = %123, %116
  %120 = phi i64 [ %124, %123 ], [ %117, %116 ]
  %121 = getelementptr inbounds i8, ptr %8, i64 %120, !dbg !1362
  %122 = load i8, ptr %121, align 1, !dbg !1362, !tbaa !438
  switch i8 %122, label %125 [
    i8 32, label %123
    i8 10, label %123
    i8 9, label %123
    i8 13, label %123
    i8 93, label %134
  ], !dbg !1363

123:                                              ; preds = %119, %119, %119, %119
  %124 = add i64 %120, 1, !dbg !1364
  store i64 %124, ptr %9, align 8, !dbg !1364, !tbaa !425
  br label %119, !dbg !1361, !llvm.loop !1365

125:                                              ; preds = %119
  %126 = add nsw i32 %1, 1
  %127 = tail call fastcc ptr @parse_value(ptr noundef nonnull %0, i32 noundef %126), !dbg !1366
  %128 = icmp eq ptr %127, null, !dbg !1367
  br i1 %128, label %136, label %129, !dbg !1369

129:                                              ; preds = %125
  %130 = getelementptr inbounds i8, ptr %118, i64 40
  %131 = getelementptr inbounds i8, ptr %118, i64 44
  %132 = getelementptr inbounds i8, ptr %118, i64 24
  %133 = getelementptr inbounds i8, ptr %118, i64 32
  br label %137, !dbg !1369

134:                                              ; preds = %119
  %135 = add i64 %120, 1, !dbg !1370
  store i64 %135, ptr %9, align 8, !dbg !1370, !tbaa !425
  br label %298, !dbg !1373

136:                                              ; preds = %187, %125
  tail call fastcc void @jfree(ptr noundef nonnull %118), !dbg !1374
  br label %298, !dbg !1376

137:                                              ; preds = %129, %187
  %138 = phi ptr [ %127, %129 ], [ %189, %187 ]
    #dbg_value(ptr %118, !1117, !DIExpression(), !1377)
    #dbg_value(ptr null, !1118, !DIExpression(), !1377)
    #dbg_value(ptr %138, !1119, !DIExpression(), !1377)
  %139 = load i32, ptr %130, align 8, !dbg !1379, !tbaa !654
  %140 = load i32, ptr %131, align 4, !dbg !1380, !tbaa !1129
  %141 = icmp eq i32 %139, %140, !dbg !1381
  br i1 %141, label %142, label %161, !dbg !1382

142:                                              ; preds = %137
  %143 = icmp eq i32 %139, 0, !dbg !1383
  %144 = shl nsw i32 %139, 1
  %145 = select i1 %143, i32 4, i32 %144, !dbg !1383
  store i32 %145, ptr %131, align 4, !dbg !1384, !tbaa !1129
  %146 = load ptr, ptr %132, align 8, !dbg !1385, !tbaa !666
  %147 = sext i32 %145 to i64, !dbg !1386
  %148 = shl nsw i64 %147, 3, !dbg !1387
  %149 = tail call ptr @realloc(ptr noundef %146, i64 noundef %148) #20, !dbg !1388
  store ptr %149, ptr %132, align 8, !dbg !1389, !tbaa !666
  %150 = load i32, ptr %118, align 8, !dbg !1390, !tbaa !651
  %151 = icmp eq i32 %150, 6, !dbg !1391
  br i1 %151, label %154, label %152, !dbg !1392

152:                                              ; preds = %142
  %153 = load i32, ptr %130, align 8, !dbg !1393, !tbaa !654
  br label %169, !dbg !1392

154:                                              ; preds = %142
  %155 = load ptr, ptr %133, align 8, !dbg !1394, !tbaa !660
  %156 = load i32, ptr %131, align 4, !dbg !1395, !tbaa !1129
  %157 = sext i32 %156 to i64, !dbg !1396
  %158 = shl nsw i64 %157, 3, !dbg !1397
  %159 = tail call ptr @realloc(ptr noundef %155, i64 noundef %158) #20, !dbg !1398
  store ptr %159, ptr %133, align 8, !dbg !1399, !tbaa !660
  %160 = load i32, ptr %130, align 8, !dbg !1393, !tbaa !654
  br label %161, !dbg !1400

161:                                              ; preds = %154, %137
  %162 = phi i32 [ %160, %154 ], [ %139, %137 ], !dbg !1393
  %163 = load i32, ptr %118, align 8, !dbg !1401, !tbaa !651
  %164 = icmp eq i32 %163, 6, !dbg !1402
  br i1 %164, label %165, label %169, !dbg !1403

165:                                              ; preds = %161
  %166 = load ptr, ptr %133, align 8, !dbg !1404, !tbaa !660
  %167 = sext i32 %162 to i64, !dbg !1405
  %168 = getelementptr inbounds ptr, ptr %166, i64 %167, !dbg !1405
  store ptr null, ptr %168, align 8, !dbg !1406, !tbaa !606
  br label %169, !dbg !1405

169:                                              ; preds = %152, %161, %165
  %170 = phi i32 [ %153, %152 ], [ %162, %165 ], [ %162, %161 ], !dbg !1393
  %171 = load ptr, ptr %132, align 8, !dbg !1407, !tbaa !666
  %172 = add nsw i32 %170, 1, !dbg !1393
  store i32 %172, ptr %130, align 8, !dbg !1393, !tbaa !654
  %173 = sext i32 %170 to i64, !dbg !1408
  %174 = getelementptr inbounds ptr, ptr %171, i64 %173, !dbg !1408
  store ptr %138, ptr %174, align 8, !dbg !1409, !tbaa !606
    #dbg_value(ptr %0, !427, !DIExpression(), !1410)
  %175 = load ptr, ptr %0, align 8, !tbaa !413
  %176 = load i64, ptr %9, align 8, !tbaa !425
  br label %177, !dbg !1412

177:                                              ; preds = %181, %169
  %178 = phi i64 [ %182, %181 ], [ %176, %169 ]
  %179 = getelementptr inbounds i8, ptr %175, i64 %178, !dbg !1413
  %180 = load i8, ptr %179, align 1, !dbg !1413, !tbaa !438
  switch i8 %180, label %185 [
    i8 32, label %181
    i8 10, label %181
    i8 9, label %181
    i8 13, label %181
    i8 44, label %187
    i8 93, label %183
  ], !dbg !1414

181:                                              ; preds = %177, %177, %177, %177
  %182 = add i64 %178, 1, !dbg !1415
  store i64 %182, ptr %9, align 8, !dbg !1415, !tbaa !425
  br label %177, !dbg !1412, !llvm.loop !1416

183:                                              ; preds = %177
  %184 = add i64 %178, 1, !dbg !1417
  store i64 %184, ptr %9, align 8, !dbg !1417, !tbaa !425
  br label %298, !dbg !1420

185:                                              ; preds = %177
  %186 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1421
  store ptr @.str.37, ptr %186, align 8, !dbg !1422, !tbaa !447
  tail call fastcc void @jfree(ptr noundef nonnull %118), !dbg !1423
  br label %298, !dbg !1424

187:                                              ; preds = %177
  %188 = add i64 %178, 1, !dbg !1425
  store i64 %188, ptr %9, align 8, !dbg !1425, !tbaa !425
  %189 = tail call fastcc ptr @parse_value(ptr noundef nonnull %0, i32 noundef %126), !dbg !1366
    #dbg_value(ptr %189, !1222, !DIExpression(), !1428)
  %190 = icmp eq ptr %189, null, !dbg !1367
  br i1 %190, label %136, label %137, !dbg !1369

191:                                              ; preds = %17
  %192 = tail call fastcc ptr @parse_string(ptr noundef nonnull %0), !dbg !1429
    #dbg_value(ptr %192, !1226, !DIExpression(), !1430)
  %193 = icmp eq ptr %192, null, !dbg !1431
  br i1 %193, label %298, label %194, !dbg !1433

194:                                              ; preds = %191
    #dbg_value(i32 4, !969, !DIExpression(), !1434)
  %195 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !1436
    #dbg_value(ptr %195, !974, !DIExpression(), !1434)
  store i32 4, ptr %195, align 8, !dbg !1437, !tbaa !651
    #dbg_value(ptr %195, !1229, !DIExpression(), !1430)
  %196 = getelementptr inbounds i8, ptr %195, i64 16, !dbg !1438
  store ptr %192, ptr %196, align 8, !dbg !1439, !tbaa !934
  br label %298

197:                                              ; preds = %17
  %198 = add i8 %14, -48, !dbg !1440
  %199 = icmp ult i8 %198, 10, !dbg !1440
  br i1 %199, label %204, label %276, !dbg !1440

200:                                              ; preds = %17
    #dbg_assign(i1 undef, !1442, !DIExpression(), !1230, ptr %3, !DIExpression(), !1455)
    #dbg_value(ptr %0, !1447, !DIExpression(), !1455)
    #dbg_value(i64 %12, !1448, !DIExpression(), !1455)
    #dbg_value(ptr %8, !1449, !DIExpression(), !1455)
  %201 = add i64 %12, 1, !dbg !1457
  store i64 %201, ptr %9, align 8, !dbg !1457, !tbaa !425
  %202 = getelementptr inbounds i8, ptr %8, i64 %201
  %203 = load i8, ptr %202, align 1, !dbg !1459, !tbaa !438
  br label %204, !dbg !1461

204:                                              ; preds = %197, %200
  %205 = phi i8 [ %203, %200 ], [ %14, %197 ], !dbg !1459
  %206 = phi i64 [ %201, %200 ], [ %12, %197 ], !dbg !1462
  %207 = icmp eq i8 %205, 48, !dbg !1463
  br i1 %207, label %208, label %212, !dbg !1464

208:                                              ; preds = %204
  %209 = add i64 %206, 1, !dbg !1465
  store i64 %209, ptr %9, align 8, !dbg !1465, !tbaa !425
  %210 = getelementptr inbounds i8, ptr %8, i64 %209
  %211 = load i8, ptr %210, align 1, !dbg !1466, !tbaa !438
  br label %224, !dbg !1468

212:                                              ; preds = %204
  %213 = add i8 %205, -49, !dbg !1469
  %214 = icmp ult i8 %213, 9, !dbg !1469
  br i1 %214, label %215, label %222, !dbg !1469

215:                                              ; preds = %212, %215
  %216 = phi i64 [ %217, %215 ], [ %206, %212 ]
  %217 = add i64 %216, 1, !dbg !1471
  store i64 %217, ptr %9, align 8, !dbg !1471, !tbaa !425
  %218 = getelementptr inbounds i8, ptr %8, i64 %217, !dbg !1472
  %219 = load i8, ptr %218, align 1, !dbg !1472, !tbaa !438
  %220 = add i8 %219, -48, !dbg !1473
  %221 = icmp ult i8 %220, 10, !dbg !1473
  br i1 %221, label %215, label %224, !dbg !1473, !llvm.loop !1474

222:                                              ; preds = %212
  %223 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1476
  store ptr @.str.51, ptr %223, align 8, !dbg !1478, !tbaa !447
  br label %298, !dbg !1479

224:                                              ; preds = %215, %208
  %225 = phi i8 [ %211, %208 ], [ %219, %215 ], !dbg !1466
  %226 = phi i64 [ %209, %208 ], [ %217, %215 ], !dbg !1480
  %227 = icmp eq i8 %225, 46, !dbg !1481
  br i1 %227, label %228, label %243, !dbg !1482

228:                                              ; preds = %224
  %229 = add i64 %226, 1, !dbg !1483
  store i64 %229, ptr %9, align 8, !dbg !1483, !tbaa !425
  %230 = getelementptr inbounds i8, ptr %8, i64 %229, !dbg !1485
  %231 = load i8, ptr %230, align 1, !dbg !1485, !tbaa !438
  %232 = add i8 %231, -48, !dbg !1487
  %233 = icmp ult i8 %232, 10, !dbg !1487
  br i1 %233, label %236, label %234, !dbg !1487

234:                                              ; preds = %228
  %235 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1488
  store ptr @.str.52, ptr %235, align 8, !dbg !1490, !tbaa !447
  br label %298, !dbg !1491

236:                                              ; preds = %228, %236
  %237 = phi i64 [ %238, %236 ], [ %229, %228 ]
  %238 = add i64 %237, 1, !dbg !1492
  store i64 %238, ptr %9, align 8, !dbg !1492, !tbaa !425
  %239 = getelementptr inbounds i8, ptr %8, i64 %238, !dbg !1493
  %240 = load i8, ptr %239, align 1, !dbg !1493, !tbaa !438
  %241 = add i8 %240, -48, !dbg !1494
  %242 = icmp ult i8 %241, 10, !dbg !1494
  br i1 %242, label %236, label %243, !dbg !1494, !llvm.loop !1495

243:                                              ; preds = %236, %224
  %244 = phi i8 [ %225, %224 ], [ %240, %236 ], !dbg !1497
  %245 = phi i64 [ %226, %224 ], [ %238, %236 ], !dbg !1499
  switch i8 %244, label %268 [
    i8 101, label %246
    i8 69, label %246
  ], !dbg !1500

246:                                              ; preds = %243, %243
  %247 = add i64 %245, 1, !dbg !1501
  store i64 %247, ptr %9, align 8, !dbg !1501, !tbaa !425
  %248 = getelementptr inbounds i8, ptr %8, i64 %247, !dbg !1503
  %249 = load i8, ptr %248, align 1, !dbg !1503, !tbaa !438
  switch i8 %249, label %254 [
    i8 43, label %250
    i8 45, label %250
  ], !dbg !1505

250:                                              ; preds = %246, %246
  %251 = add i64 %245, 2, !dbg !1506
  store i64 %251, ptr %9, align 8, !dbg !1506, !tbaa !425
  %252 = getelementptr inbounds i8, ptr %8, i64 %251
  %253 = load i8, ptr %252, align 1, !dbg !1507, !tbaa !438
  br label %254, !dbg !1509

254:                                              ; preds = %250, %246
  %255 = phi i8 [ %249, %246 ], [ %253, %250 ], !dbg !1507
  %256 = phi i64 [ %247, %246 ], [ %251, %250 ], !dbg !1510
  %257 = add i8 %255, -48, !dbg !1511
  %258 = icmp ult i8 %257, 10, !dbg !1511
  br i1 %258, label %261, label %259, !dbg !1511

259:                                              ; preds = %254
  %260 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1512
  store ptr @.str.53, ptr %260, align 8, !dbg !1514, !tbaa !447
  br label %298, !dbg !1515

261:                                              ; preds = %254, %261
  %262 = phi i64 [ %263, %261 ], [ %256, %254 ]
  %263 = add i64 %262, 1, !dbg !1516
  store i64 %263, ptr %9, align 8, !dbg !1516, !tbaa !425
  %264 = getelementptr inbounds i8, ptr %8, i64 %263, !dbg !1517
  %265 = load i8, ptr %264, align 1, !dbg !1517, !tbaa !438
  %266 = add i8 %265, -48, !dbg !1518
  %267 = icmp ult i8 %266, 10, !dbg !1518
  br i1 %267, label %261, label %268, !dbg !1518, !llvm.loop !1519

268:                                              ; preds = %261, %243
  %269 = phi i64 [ %245, %243 ], [ %263, %261 ], !dbg !1521
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #17, !dbg !1522
  %270 = sub i64 %269, %12, !dbg !1523
    #dbg_value(i64 %270, !1450, !DIExpression(), !1455)
  %271 = tail call i64 @llvm.umin.i64(i64 %270, i64 63), !dbg !1524
    #dbg_value(i64 %271, !1450, !DIExpression(), !1455)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %3, ptr nonnull align 1 %18, i64 %271, i1 false), !dbg !1525
  %272 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %271, !dbg !1526
  store i8 0, ptr %272, align 1, !dbg !1527, !tbaa !438
    #dbg_value(i32 3, !969, !DIExpression(), !1528)
  %273 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !1530
    #dbg_value(ptr %273, !974, !DIExpression(), !1528)
  store i32 3, ptr %273, align 8, !dbg !1531, !tbaa !651
    #dbg_value(ptr %273, !1451, !DIExpression(), !1455)
  %274 = call double @strtod(ptr nocapture noundef nonnull %3, ptr noundef null) #17, !dbg !1532
  %275 = getelementptr inbounds i8, ptr %273, i64 8, !dbg !1533
  store double %274, ptr %275, align 8, !dbg !1534, !tbaa !894
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #17, !dbg !1535
  br label %298

276:                                              ; preds = %197
  %277 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %18, ptr noundef nonnull dereferenceable(5) @.str.38, i64 noundef 4) #18, !dbg !1536
  %278 = icmp eq i32 %277, 0, !dbg !1536
  br i1 %278, label %279, label %282, !dbg !1538

279:                                              ; preds = %276
  %280 = add i64 %12, 4, !dbg !1539
  store i64 %280, ptr %9, align 8, !dbg !1539, !tbaa !425
    #dbg_value(i32 2, !969, !DIExpression(), !1541)
  %281 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !1543
    #dbg_value(ptr %281, !974, !DIExpression(), !1541)
  store i32 2, ptr %281, align 8, !dbg !1544, !tbaa !651
  br label %298, !dbg !1545

282:                                              ; preds = %276
  %283 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %18, ptr noundef nonnull dereferenceable(6) @.str.39, i64 noundef 5) #18, !dbg !1546
  %284 = icmp eq i32 %283, 0, !dbg !1546
  br i1 %284, label %285, label %288, !dbg !1548

285:                                              ; preds = %282
  %286 = add i64 %12, 5, !dbg !1549
  store i64 %286, ptr %9, align 8, !dbg !1549, !tbaa !425
    #dbg_value(i32 1, !969, !DIExpression(), !1551)
  %287 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !1553
    #dbg_value(ptr %287, !974, !DIExpression(), !1551)
  store i32 1, ptr %287, align 8, !dbg !1554, !tbaa !651
  br label %298, !dbg !1555

288:                                              ; preds = %282
  %289 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %18, ptr noundef nonnull dereferenceable(5) @.str.40, i64 noundef 4) #18, !dbg !1556
  %290 = icmp eq i32 %289, 0, !dbg !1556
  br i1 %290, label %291, label %294, !dbg !1558

291:                                              ; preds = %288
  %292 = add i64 %12, 4, !dbg !1559
  store i64 %292, ptr %9, align 8, !dbg !1559, !tbaa !425
    #dbg_value(i32 0, !969, !DIExpression(), !1561)
  %293 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19, !dbg !1563
    #dbg_value(ptr %293, !974, !DIExpression(), !1561)
  br label %298, !dbg !1564

294:                                              ; preds = %288
  %295 = icmp eq i8 %14, 0, !dbg !1565
  %296 = select i1 %295, ptr @.str.42, ptr @.str.41, !dbg !1565
  %297 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1566
  store ptr %296, ptr %297, align 8, !dbg !1567, !tbaa !447
  br label %298, !dbg !1568

298:                                              ; preds = %136, %185, %183, %64, %112, %110, %48, %58, %268, %259, %234, %222, %279, %285, %291, %294, %34, %134, %191, %194, %5
  %299 = phi ptr [ null, %5 ], [ null, %294 ], [ %293, %291 ], [ %287, %285 ], [ %281, %279 ], [ %21, %34 ], [ %118, %134 ], [ %195, %194 ], [ null, %191 ], [ %273, %268 ], [ null, %259 ], [ null, %234 ], [ null, %222 ], [ null, %64 ], [ null, %112 ], [ %21, %110 ], [ null, %48 ], [ null, %58 ], [ null, %136 ], [ null, %185 ], [ %118, %183 ], !dbg !1231
  ret ptr %299, !dbg !1569
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @parse_string(ptr nocapture noundef %0) unnamed_addr #0 !dbg !1570 {
  %2 = alloca i32, align 4, !DIAssignID !1587
    #dbg_assign(i1 undef, !1581, !DIExpression(), !1587, ptr %2, !DIExpression(), !1588)
  %3 = alloca i32, align 4, !DIAssignID !1589
    #dbg_assign(i1 undef, !1584, !DIExpression(), !1589, ptr %3, !DIExpression(), !1590)
    #dbg_value(ptr %0, !1574, !DIExpression(), !1591)
  %4 = load ptr, ptr %0, align 8, !dbg !1592, !tbaa !413
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1594
  %6 = load i64, ptr %5, align 8, !dbg !1594, !tbaa !425
  %7 = getelementptr inbounds i8, ptr %4, i64 %6, !dbg !1595
  %8 = load i8, ptr %7, align 1, !dbg !1595, !tbaa !438
  %9 = icmp eq i8 %8, 34, !dbg !1596
  br i1 %9, label %12, label %10, !dbg !1597

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1598
  store ptr @.str.43, ptr %11, align 8, !dbg !1600, !tbaa !447
  br label %385, !dbg !1601

12:                                               ; preds = %1
  %13 = add i64 %6, 1, !dbg !1602
  store i64 %13, ptr %5, align 8, !dbg !1602, !tbaa !425
    #dbg_value(ptr null, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
    #dbg_value(i64 0, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
    #dbg_value(ptr undef, !468, !DIExpression(), !1603)
    #dbg_value(i8 0, !474, !DIExpression(), !1603)
    #dbg_value(i64 64, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %14 = tail call dereferenceable_or_null(64) ptr @malloc(i64 64), !dbg !1605
    #dbg_value(ptr %14, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
    #dbg_value(i64 1, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  store i8 0, ptr %14, align 1, !dbg !1606, !tbaa !438
  %15 = getelementptr inbounds i8, ptr %14, i64 1, !dbg !1607
  store i8 0, ptr %15, align 1, !dbg !1608, !tbaa !438
    #dbg_value(i64 0, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
    #dbg_value(i64 64, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %14, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %16 = getelementptr inbounds i8, ptr %4, i64 %13, !dbg !1609
  %17 = load i8, ptr %16, align 1, !dbg !1609, !tbaa !438
  %18 = icmp eq i8 %17, 0, !dbg !1610
  br i1 %18, label %19, label %22, !dbg !1612

19:                                               ; preds = %376, %12
  %20 = phi ptr [ %14, %12 ], [ %377, %376 ], !dbg !1613
  %21 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1614
  store ptr @.str.44, ptr %21, align 8, !dbg !1616, !tbaa !447
  tail call void @free(ptr noundef nonnull %20) #17, !dbg !1617
  br label %385, !dbg !1618

22:                                               ; preds = %12, %376
  %23 = phi i8 [ %383, %376 ], [ %17, %12 ]
  %24 = phi i64 [ %381, %376 ], [ %13, %12 ]
  %25 = phi ptr [ %380, %376 ], [ %4, %12 ]
  %26 = phi i64 [ %379, %376 ], [ 64, %12 ]
  %27 = phi i64 [ %378, %376 ], [ 0, %12 ]
  %28 = phi ptr [ %377, %376 ], [ %14, %12 ]
    #dbg_value(i64 %26, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(i64 %27, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
    #dbg_value(ptr %28, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %29 = icmp ult i8 %23, 32, !dbg !1619
  br i1 %29, label %30, label %32, !dbg !1621

30:                                               ; preds = %22
  %31 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1622
  store ptr @.str.45, ptr %31, align 8, !dbg !1624, !tbaa !447
  tail call void @free(ptr noundef nonnull %28) #17, !dbg !1625
  br label %385, !dbg !1626

32:                                               ; preds = %22
  %33 = add i64 %24, 1, !dbg !1627
  store i64 %33, ptr %5, align 8, !dbg !1627, !tbaa !425
  switch i8 %23, label %34 [
    i8 34, label %385
    i8 92, label %48
  ], !dbg !1628

34:                                               ; preds = %32
    #dbg_value(ptr undef, !468, !DIExpression(), !1629)
    #dbg_value(i8 %23, !474, !DIExpression(), !1629)
  %35 = add i64 %27, 2, !dbg !1633
  %36 = icmp ugt i64 %35, %26, !dbg !1634
  br i1 %36, label %37, label %42, !dbg !1635

37:                                               ; preds = %34
  %38 = icmp eq i64 %26, 0, !dbg !1636
  %39 = shl i64 %26, 1
  %40 = select i1 %38, i64 64, i64 %39, !dbg !1636
    #dbg_value(i64 %40, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %41 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %40) #20, !dbg !1637
    #dbg_value(ptr %41, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %42, !dbg !1638

42:                                               ; preds = %34, %37
  %43 = phi ptr [ %41, %37 ], [ %28, %34 ], !dbg !1639
  %44 = phi i64 [ %40, %37 ], [ %26, %34 ], !dbg !1640
    #dbg_value(i64 %44, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %43, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %45 = add i64 %27, 1, !dbg !1641
    #dbg_value(i64 %45, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %46 = getelementptr inbounds i8, ptr %43, i64 %27, !dbg !1642
  store i8 %23, ptr %46, align 1, !dbg !1643, !tbaa !438
  %47 = getelementptr inbounds i8, ptr %43, i64 %45, !dbg !1644
  store i8 0, ptr %47, align 1, !dbg !1645, !tbaa !438
  br label %376, !dbg !1646, !llvm.loop !1647

48:                                               ; preds = %32
  %49 = add i64 %24, 2, !dbg !1650
  store i64 %49, ptr %5, align 8, !dbg !1650, !tbaa !425
  %50 = getelementptr inbounds i8, ptr %25, i64 %33, !dbg !1651
  %51 = load i8, ptr %50, align 1, !dbg !1651, !tbaa !438
    #dbg_value(i8 %51, !1580, !DIExpression(), !1652)
  switch i8 %51, label %374 [
    i8 34, label %52
    i8 92, label %66
    i8 47, label %80
    i8 98, label %94
    i8 102, label %108
    i8 110, label %122
    i8 114, label %136
    i8 116, label %150
    i8 117, label %164
  ], !dbg !1653

52:                                               ; preds = %48
    #dbg_value(ptr undef, !468, !DIExpression(), !1654)
    #dbg_value(i8 34, !474, !DIExpression(), !1654)
  %53 = add i64 %27, 2, !dbg !1656
  %54 = icmp ugt i64 %53, %26, !dbg !1657
  br i1 %54, label %55, label %60, !dbg !1658

55:                                               ; preds = %52
  %56 = icmp eq i64 %26, 0, !dbg !1659
  %57 = shl i64 %26, 1
  %58 = select i1 %56, i64 64, i64 %57, !dbg !1659
    #dbg_value(i64 %58, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %59 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %58) #20, !dbg !1660
    #dbg_value(ptr %59, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %60, !dbg !1661

60:                                               ; preds = %52, %55
  %61 = phi ptr [ %59, %55 ], [ %28, %52 ], !dbg !1639
  %62 = phi i64 [ %58, %55 ], [ %26, %52 ], !dbg !1640
    #dbg_value(i64 %62, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %61, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %63 = add i64 %27, 1, !dbg !1662
    #dbg_value(i64 %63, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %64 = getelementptr inbounds i8, ptr %61, i64 %27, !dbg !1663
  store i8 34, ptr %64, align 1, !dbg !1664, !tbaa !438
  %65 = getelementptr inbounds i8, ptr %61, i64 %63, !dbg !1665
  store i8 0, ptr %65, align 1, !dbg !1666, !tbaa !438
  br label %376, !dbg !1667

66:                                               ; preds = %48
    #dbg_value(ptr undef, !468, !DIExpression(), !1668)
    #dbg_value(i8 92, !474, !DIExpression(), !1668)
  %67 = add i64 %27, 2, !dbg !1670
  %68 = icmp ugt i64 %67, %26, !dbg !1671
  br i1 %68, label %69, label %74, !dbg !1672

69:                                               ; preds = %66
  %70 = icmp eq i64 %26, 0, !dbg !1673
  %71 = shl i64 %26, 1
  %72 = select i1 %70, i64 64, i64 %71, !dbg !1673
    #dbg_value(i64 %72, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %73 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %72) #20, !dbg !1674
    #dbg_value(ptr %73, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %74, !dbg !1675

74:                                               ; preds = %66, %69
  %75 = phi ptr [ %73, %69 ], [ %28, %66 ], !dbg !1639
  %76 = phi i64 [ %72, %69 ], [ %26, %66 ], !dbg !1640
    #dbg_value(i64 %76, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %75, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %77 = add i64 %27, 1, !dbg !1676
    #dbg_value(i64 %77, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %78 = getelementptr inbounds i8, ptr %75, i64 %27, !dbg !1677
  store i8 92, ptr %78, align 1, !dbg !1678, !tbaa !438
  %79 = getelementptr inbounds i8, ptr %75, i64 %77, !dbg !1679
  store i8 0, ptr %79, align 1, !dbg !1680, !tbaa !438
  br label %376, !dbg !1681

80:                                               ; preds = %48
    #dbg_value(ptr undef, !468, !DIExpression(), !1682)
    #dbg_value(i8 47, !474, !DIExpression(), !1682)
  %81 = add i64 %27, 2, !dbg !1684
  %82 = icmp ugt i64 %81, %26, !dbg !1685
  br i1 %82, label %83, label %88, !dbg !1686

83:                                               ; preds = %80
  %84 = icmp eq i64 %26, 0, !dbg !1687
  %85 = shl i64 %26, 1
  %86 = select i1 %84, i64 64, i64 %85, !dbg !1687
    #dbg_value(i64 %86, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %87 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %86) #20, !dbg !1688
    #dbg_value(ptr %87, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %88, !dbg !1689

88:                                               ; preds = %80, %83
  %89 = phi ptr [ %87, %83 ], [ %28, %80 ], !dbg !1639
  %90 = phi i64 [ %86, %83 ], [ %26, %80 ], !dbg !1640
    #dbg_value(i64 %90, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %89, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %91 = add i64 %27, 1, !dbg !1690
    #dbg_value(i64 %91, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %92 = getelementptr inbounds i8, ptr %89, i64 %27, !dbg !1691
  store i8 47, ptr %92, align 1, !dbg !1692, !tbaa !438
  %93 = getelementptr inbounds i8, ptr %89, i64 %91, !dbg !1693
  store i8 0, ptr %93, align 1, !dbg !1694, !tbaa !438
  br label %376, !dbg !1695

94:                                               ; preds = %48
    #dbg_value(ptr undef, !468, !DIExpression(), !1696)
    #dbg_value(i8 8, !474, !DIExpression(), !1696)
  %95 = add i64 %27, 2, !dbg !1698
  %96 = icmp ugt i64 %95, %26, !dbg !1699
  br i1 %96, label %97, label %102, !dbg !1700

97:                                               ; preds = %94
  %98 = icmp eq i64 %26, 0, !dbg !1701
  %99 = shl i64 %26, 1
  %100 = select i1 %98, i64 64, i64 %99, !dbg !1701
    #dbg_value(i64 %100, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %101 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %100) #20, !dbg !1702
    #dbg_value(ptr %101, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %102, !dbg !1703

102:                                              ; preds = %94, %97
  %103 = phi ptr [ %101, %97 ], [ %28, %94 ], !dbg !1639
  %104 = phi i64 [ %100, %97 ], [ %26, %94 ], !dbg !1640
    #dbg_value(i64 %104, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %103, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %105 = add i64 %27, 1, !dbg !1704
    #dbg_value(i64 %105, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %106 = getelementptr inbounds i8, ptr %103, i64 %27, !dbg !1705
  store i8 8, ptr %106, align 1, !dbg !1706, !tbaa !438
  %107 = getelementptr inbounds i8, ptr %103, i64 %105, !dbg !1707
  store i8 0, ptr %107, align 1, !dbg !1708, !tbaa !438
  br label %376, !dbg !1709

108:                                              ; preds = %48
    #dbg_value(ptr undef, !468, !DIExpression(), !1710)
    #dbg_value(i8 12, !474, !DIExpression(), !1710)
  %109 = add i64 %27, 2, !dbg !1712
  %110 = icmp ugt i64 %109, %26, !dbg !1713
  br i1 %110, label %111, label %116, !dbg !1714

111:                                              ; preds = %108
  %112 = icmp eq i64 %26, 0, !dbg !1715
  %113 = shl i64 %26, 1
  %114 = select i1 %112, i64 64, i64 %113, !dbg !1715
    #dbg_value(i64 %114, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %115 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %114) #20, !dbg !1716
    #dbg_value(ptr %115, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %116, !dbg !1717

116:                                              ; preds = %108, %111
  %117 = phi ptr [ %115, %111 ], [ %28, %108 ], !dbg !1639
  %118 = phi i64 [ %114, %111 ], [ %26, %108 ], !dbg !1640
    #dbg_value(i64 %118, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %117, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %119 = add i64 %27, 1, !dbg !1718
    #dbg_value(i64 %119, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %120 = getelementptr inbounds i8, ptr %117, i64 %27, !dbg !1719
  store i8 12, ptr %120, align 1, !dbg !1720, !tbaa !438
  %121 = getelementptr inbounds i8, ptr %117, i64 %119, !dbg !1721
  store i8 0, ptr %121, align 1, !dbg !1722, !tbaa !438
  br label %376, !dbg !1723

122:                                              ; preds = %48
    #dbg_value(ptr undef, !468, !DIExpression(), !1724)
    #dbg_value(i8 10, !474, !DIExpression(), !1724)
  %123 = add i64 %27, 2, !dbg !1726
  %124 = icmp ugt i64 %123, %26, !dbg !1727
  br i1 %124, label %125, label %130, !dbg !1728

125:                                              ; preds = %122
  %126 = icmp eq i64 %26, 0, !dbg !1729
  %127 = shl i64 %26, 1
  %128 = select i1 %126, i64 64, i64 %127, !dbg !1729
    #dbg_value(i64 %128, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %129 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %128) #20, !dbg !1730
    #dbg_value(ptr %129, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %130, !dbg !1731

130:                                              ; preds = %122, %125
  %131 = phi ptr [ %129, %125 ], [ %28, %122 ], !dbg !1639
  %132 = phi i64 [ %128, %125 ], [ %26, %122 ], !dbg !1640
    #dbg_value(i64 %132, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %131, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %133 = add i64 %27, 1, !dbg !1732
    #dbg_value(i64 %133, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %134 = getelementptr inbounds i8, ptr %131, i64 %27, !dbg !1733
  store i8 10, ptr %134, align 1, !dbg !1734, !tbaa !438
  %135 = getelementptr inbounds i8, ptr %131, i64 %133, !dbg !1735
  store i8 0, ptr %135, align 1, !dbg !1736, !tbaa !438
  br label %376, !dbg !1737

136:                                              ; preds = %48
    #dbg_value(ptr undef, !468, !DIExpression(), !1738)
    #dbg_value(i8 13, !474, !DIExpression(), !1738)
  %137 = add i64 %27, 2, !dbg !1740
  %138 = icmp ugt i64 %137, %26, !dbg !1741
  br i1 %138, label %139, label %144, !dbg !1742

139:                                              ; preds = %136
  %140 = icmp eq i64 %26, 0, !dbg !1743
  %141 = shl i64 %26, 1
  %142 = select i1 %140, i64 64, i64 %141, !dbg !1743
    #dbg_value(i64 %142, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %143 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %142) #20, !dbg !1744
    #dbg_value(ptr %143, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %144, !dbg !1745

144:                                              ; preds = %136, %139
  %145 = phi ptr [ %143, %139 ], [ %28, %136 ], !dbg !1639
  %146 = phi i64 [ %142, %139 ], [ %26, %136 ], !dbg !1640
    #dbg_value(i64 %146, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %145, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %147 = add i64 %27, 1, !dbg !1746
    #dbg_value(i64 %147, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %148 = getelementptr inbounds i8, ptr %145, i64 %27, !dbg !1747
  store i8 13, ptr %148, align 1, !dbg !1748, !tbaa !438
  %149 = getelementptr inbounds i8, ptr %145, i64 %147, !dbg !1749
  store i8 0, ptr %149, align 1, !dbg !1750, !tbaa !438
  br label %376, !dbg !1751

150:                                              ; preds = %48
    #dbg_value(ptr undef, !468, !DIExpression(), !1752)
    #dbg_value(i8 9, !474, !DIExpression(), !1752)
  %151 = add i64 %27, 2, !dbg !1754
  %152 = icmp ugt i64 %151, %26, !dbg !1755
  br i1 %152, label %153, label %158, !dbg !1756

153:                                              ; preds = %150
  %154 = icmp eq i64 %26, 0, !dbg !1757
  %155 = shl i64 %26, 1
  %156 = select i1 %154, i64 64, i64 %155, !dbg !1757
    #dbg_value(i64 %156, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %157 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %156) #20, !dbg !1758
    #dbg_value(ptr %157, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %158, !dbg !1759

158:                                              ; preds = %150, %153
  %159 = phi ptr [ %157, %153 ], [ %28, %150 ], !dbg !1639
  %160 = phi i64 [ %156, %153 ], [ %26, %150 ], !dbg !1640
    #dbg_value(i64 %160, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %159, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %161 = add i64 %27, 1, !dbg !1760
    #dbg_value(i64 %161, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %162 = getelementptr inbounds i8, ptr %159, i64 %27, !dbg !1761
  store i8 9, ptr %162, align 1, !dbg !1762, !tbaa !438
  %163 = getelementptr inbounds i8, ptr %159, i64 %161, !dbg !1763
  store i8 0, ptr %163, align 1, !dbg !1764, !tbaa !438
  br label %376, !dbg !1765

164:                                              ; preds = %48
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #17, !dbg !1766
  %165 = call fastcc i32 @read_hex4(ptr noundef nonnull %0, ptr noundef nonnull %2), !dbg !1767
  %166 = icmp eq i32 %165, 0, !dbg !1767
  br i1 %166, label %167, label %169, !dbg !1769

167:                                              ; preds = %164
  %168 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1770
  store ptr @.str.46, ptr %168, align 8, !dbg !1772, !tbaa !447
  tail call void @free(ptr noundef nonnull %28) #17, !dbg !1773
  br label %368, !dbg !1774

169:                                              ; preds = %164
  %170 = load i32, ptr %2, align 4, !dbg !1775
  %171 = and i32 %170, -1024, !dbg !1776
  switch i32 %171, label %201 [
    i32 55296, label %172
    i32 56320, label %199
  ], !dbg !1776

172:                                              ; preds = %169
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #17, !dbg !1777
  %173 = load ptr, ptr %0, align 8, !dbg !1778, !tbaa !413
  %174 = load i64, ptr %5, align 8, !dbg !1780, !tbaa !425
  %175 = getelementptr inbounds i8, ptr %173, i64 %174, !dbg !1781
  %176 = load i8, ptr %175, align 1, !dbg !1781, !tbaa !438
  %177 = icmp eq i8 %176, 92, !dbg !1782
  br i1 %177, label %178, label %365, !dbg !1783

178:                                              ; preds = %172
  %179 = getelementptr i8, ptr %175, i64 1, !dbg !1784
  %180 = load i8, ptr %179, align 1, !dbg !1784, !tbaa !438
  %181 = icmp eq i8 %180, 117, !dbg !1785
  br i1 %181, label %182, label %365, !dbg !1786

182:                                              ; preds = %178
  %183 = add i64 %174, 2, !dbg !1787
  store i64 %183, ptr %5, align 8, !dbg !1787, !tbaa !425
  %184 = call fastcc i32 @read_hex4(ptr noundef nonnull %0, ptr noundef nonnull %3), !dbg !1788
  %185 = icmp eq i32 %184, 0, !dbg !1788
  %186 = load i32, ptr %3, align 4
  %187 = add i32 %186, -57344, !dbg !1790
  %188 = icmp ult i32 %187, -1024, !dbg !1790
  %189 = select i1 %185, i1 true, i1 %188, !dbg !1790
  br i1 %189, label %365, label %190, !dbg !1790

190:                                              ; preds = %182
  %191 = shl nuw nsw i32 %170, 10, !dbg !1791
  %192 = add nsw i32 %191, -56613888, !dbg !1792
  %193 = add nsw i32 %192, %186, !dbg !1792
  store i32 %193, ptr %2, align 4, !dbg !1793, !tbaa !530, !DIAssignID !1794
    #dbg_assign(i32 %193, !1581, !DIExpression(), !1794, ptr %2, !DIExpression(), !1588)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #17, !dbg !1795
    #dbg_value(ptr undef, !1796, !DIExpression(), !1802)
    #dbg_value(i32 %193, !1801, !DIExpression(), !1802)
    #dbg_value(ptr undef, !468, !DIExpression(), !1804)
    #dbg_value(ptr undef, !468, !DIExpression(), !1810)
  %194 = add i64 %27, 2, !dbg !1813
  %195 = icmp ugt i64 %194, %26, !dbg !1815
  %196 = lshr i32 %193, 18, !dbg !1816
  %197 = trunc i32 %196 to i8, !dbg !1817
  %198 = or i8 %197, -16, !dbg !1817
    #dbg_value(i8 %198, !474, !DIExpression(), !1810)
  br i1 %195, label %303, label %310, !dbg !1818

199:                                              ; preds = %169
  %200 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1819
  store ptr @.str.49, ptr %200, align 8, !dbg !1822, !tbaa !447
  tail call void @free(ptr noundef nonnull %28) #17, !dbg !1823
  br label %368, !dbg !1824

201:                                              ; preds = %169
    #dbg_value(ptr undef, !1796, !DIExpression(), !1802)
    #dbg_value(i32 %170, !1801, !DIExpression(), !1802)
  %202 = icmp ult i32 %170, 128, !dbg !1825
  br i1 %202, label %203, label %217, !dbg !1826

203:                                              ; preds = %201
  %204 = trunc nuw nsw i32 %170 to i8, !dbg !1827
    #dbg_value(ptr undef, !468, !DIExpression(), !1828)
    #dbg_value(i8 %204, !474, !DIExpression(), !1828)
  %205 = add i64 %27, 2, !dbg !1830
  %206 = icmp ugt i64 %205, %26, !dbg !1831
  br i1 %206, label %207, label %212, !dbg !1832

207:                                              ; preds = %203
  %208 = icmp eq i64 %26, 0, !dbg !1833
  %209 = shl i64 %26, 1
  %210 = select i1 %208, i64 64, i64 %209, !dbg !1833
    #dbg_value(i64 %210, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %211 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %210) #20, !dbg !1834
    #dbg_value(ptr %211, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %212, !dbg !1835

212:                                              ; preds = %207, %203
  %213 = phi ptr [ %211, %207 ], [ %28, %203 ], !dbg !1591
  %214 = phi i64 [ %210, %207 ], [ %26, %203 ], !dbg !1591
    #dbg_value(i64 %214, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %213, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %215 = add i64 %27, 1, !dbg !1836
    #dbg_value(i64 %215, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %216 = getelementptr inbounds i8, ptr %213, i64 %27, !dbg !1837
  store i8 %204, ptr %216, align 1, !dbg !1838, !tbaa !438
  br label %369, !dbg !1839

217:                                              ; preds = %201
  %218 = icmp ult i32 %170, 2048, !dbg !1840
  br i1 %218, label %219, label %250, !dbg !1841

219:                                              ; preds = %217
  %220 = lshr i32 %170, 6, !dbg !1842
  %221 = trunc nuw i32 %220 to i8, !dbg !1844
  %222 = or disjoint i8 %221, -64, !dbg !1844
    #dbg_value(ptr undef, !468, !DIExpression(), !1845)
    #dbg_value(i8 %222, !474, !DIExpression(), !1845)
  %223 = add i64 %27, 2, !dbg !1847
  %224 = icmp ugt i64 %223, %26, !dbg !1848
  br i1 %224, label %225, label %230, !dbg !1849

225:                                              ; preds = %219
  %226 = icmp eq i64 %26, 0, !dbg !1850
  %227 = shl i64 %26, 1
  %228 = select i1 %226, i64 64, i64 %227, !dbg !1850
    #dbg_value(i64 %228, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %229 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %228) #20, !dbg !1851
    #dbg_value(ptr %229, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %230, !dbg !1852

230:                                              ; preds = %225, %219
  %231 = phi ptr [ %229, %225 ], [ %28, %219 ], !dbg !1591
  %232 = phi i64 [ %228, %225 ], [ %26, %219 ], !dbg !1591
    #dbg_value(i64 %232, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %231, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %233 = add i64 %27, 1, !dbg !1853
    #dbg_value(i64 %233, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %234 = getelementptr inbounds i8, ptr %231, i64 %27, !dbg !1854
  store i8 %222, ptr %234, align 1, !dbg !1855, !tbaa !438
  %235 = getelementptr inbounds i8, ptr %231, i64 %233, !dbg !1856
  store i8 0, ptr %235, align 1, !dbg !1857, !tbaa !438
  %236 = trunc i32 %170 to i8, !dbg !1858
  %237 = and i8 %236, 63, !dbg !1858
  %238 = or disjoint i8 %237, -128, !dbg !1858
    #dbg_value(ptr undef, !468, !DIExpression(), !1859)
    #dbg_value(i8 %238, !474, !DIExpression(), !1859)
  %239 = add i64 %27, 3, !dbg !1861
  %240 = icmp ugt i64 %239, %232, !dbg !1862
  br i1 %240, label %241, label %246, !dbg !1863

241:                                              ; preds = %230
  %242 = icmp eq i64 %232, 0, !dbg !1864
  %243 = shl i64 %232, 1
  %244 = select i1 %242, i64 64, i64 %243, !dbg !1864
    #dbg_value(i64 %244, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %245 = tail call ptr @realloc(ptr noundef nonnull %231, i64 noundef %244) #20, !dbg !1865
    #dbg_value(ptr %245, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %246, !dbg !1866

246:                                              ; preds = %241, %230
  %247 = phi ptr [ %245, %241 ], [ %231, %230 ], !dbg !1867
  %248 = phi i64 [ %244, %241 ], [ %232, %230 ], !dbg !1869
    #dbg_value(i64 %248, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %247, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
    #dbg_value(i64 %223, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %249 = getelementptr inbounds i8, ptr %247, i64 %233, !dbg !1870
  store i8 %238, ptr %249, align 1, !dbg !1871, !tbaa !438
  br label %369, !dbg !1872

250:                                              ; preds = %217
  %251 = icmp ult i32 %170, 65536, !dbg !1873
    #dbg_value(ptr undef, !468, !DIExpression(), !1804)
    #dbg_value(ptr undef, !468, !DIExpression(), !1810)
  %252 = add i64 %27, 2, !dbg !1813
  %253 = icmp ugt i64 %252, %26, !dbg !1815
  br i1 %251, label %254, label %299, !dbg !1874

254:                                              ; preds = %250
  %255 = lshr i32 %170, 12, !dbg !1875
  %256 = trunc nuw i32 %255 to i8, !dbg !1876
  %257 = or disjoint i8 %256, -32, !dbg !1876
    #dbg_value(i8 %257, !474, !DIExpression(), !1804)
  br i1 %253, label %258, label %263, !dbg !1877

258:                                              ; preds = %254
  %259 = icmp eq i64 %26, 0, !dbg !1878
  %260 = shl i64 %26, 1
  %261 = select i1 %259, i64 64, i64 %260, !dbg !1878
    #dbg_value(i64 %261, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %262 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %261) #20, !dbg !1879
    #dbg_value(ptr %262, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %263, !dbg !1880

263:                                              ; preds = %258, %254
  %264 = phi ptr [ %262, %258 ], [ %28, %254 ], !dbg !1591
  %265 = phi i64 [ %261, %258 ], [ %26, %254 ], !dbg !1591
    #dbg_value(i64 %265, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %264, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %266 = add i64 %27, 1, !dbg !1881
    #dbg_value(i64 %266, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %267 = getelementptr inbounds i8, ptr %264, i64 %27, !dbg !1882
  store i8 %257, ptr %267, align 1, !dbg !1883, !tbaa !438
  %268 = getelementptr inbounds i8, ptr %264, i64 %266, !dbg !1884
  store i8 0, ptr %268, align 1, !dbg !1885, !tbaa !438
  %269 = lshr i32 %170, 6, !dbg !1886
  %270 = trunc i32 %269 to i8, !dbg !1887
  %271 = and i8 %270, 63, !dbg !1887
  %272 = or disjoint i8 %271, -128, !dbg !1887
    #dbg_value(ptr undef, !468, !DIExpression(), !1888)
    #dbg_value(i8 %272, !474, !DIExpression(), !1888)
  %273 = add i64 %27, 3, !dbg !1890
  %274 = icmp ugt i64 %273, %265, !dbg !1891
  br i1 %274, label %275, label %280, !dbg !1892

275:                                              ; preds = %263
  %276 = icmp eq i64 %265, 0, !dbg !1893
  %277 = shl i64 %265, 1
  %278 = select i1 %276, i64 64, i64 %277, !dbg !1893
    #dbg_value(i64 %278, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %279 = tail call ptr @realloc(ptr noundef nonnull %264, i64 noundef %278) #20, !dbg !1894
    #dbg_value(ptr %279, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %280, !dbg !1895

280:                                              ; preds = %275, %263
  %281 = phi ptr [ %279, %275 ], [ %264, %263 ], !dbg !1896
  %282 = phi i64 [ %278, %275 ], [ %265, %263 ], !dbg !1898
    #dbg_value(i64 %282, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %281, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
    #dbg_value(i64 %252, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %283 = getelementptr inbounds i8, ptr %281, i64 %266, !dbg !1899
  store i8 %272, ptr %283, align 1, !dbg !1900, !tbaa !438
  %284 = getelementptr inbounds i8, ptr %281, i64 %252, !dbg !1901
  store i8 0, ptr %284, align 1, !dbg !1902, !tbaa !438
  %285 = trunc i32 %170 to i8, !dbg !1903
  %286 = and i8 %285, 63, !dbg !1903
  %287 = or disjoint i8 %286, -128, !dbg !1903
    #dbg_value(ptr undef, !468, !DIExpression(), !1904)
    #dbg_value(i8 %287, !474, !DIExpression(), !1904)
  %288 = add i64 %27, 4, !dbg !1906
  %289 = icmp ugt i64 %288, %282, !dbg !1907
  br i1 %289, label %290, label %295, !dbg !1908

290:                                              ; preds = %280
  %291 = icmp eq i64 %282, 0, !dbg !1909
  %292 = shl i64 %282, 1
  %293 = select i1 %291, i64 64, i64 %292, !dbg !1909
    #dbg_value(i64 %293, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %294 = tail call ptr @realloc(ptr noundef nonnull %281, i64 noundef %293) #20, !dbg !1910
    #dbg_value(ptr %294, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %295, !dbg !1911

295:                                              ; preds = %290, %280
  %296 = phi ptr [ %294, %290 ], [ %281, %280 ], !dbg !1896
  %297 = phi i64 [ %293, %290 ], [ %282, %280 ], !dbg !1898
    #dbg_value(i64 %297, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %296, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
    #dbg_value(i64 %273, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %298 = getelementptr inbounds i8, ptr %296, i64 %252, !dbg !1912
  store i8 %287, ptr %298, align 1, !dbg !1913, !tbaa !438
  br label %369, !dbg !1914

299:                                              ; preds = %250
  %300 = lshr i32 %170, 18, !dbg !1816
  %301 = trunc i32 %300 to i8, !dbg !1817
  %302 = or i8 %301, -16, !dbg !1817
    #dbg_value(i8 %302, !474, !DIExpression(), !1810)
  br i1 %253, label %303, label %310, !dbg !1818

303:                                              ; preds = %190, %299
  %304 = phi i8 [ %198, %190 ], [ %302, %299 ]
  %305 = phi i32 [ %193, %190 ], [ %170, %299 ]
  %306 = icmp eq i64 %26, 0, !dbg !1915
  %307 = shl i64 %26, 1
  %308 = select i1 %306, i64 64, i64 %307, !dbg !1915
    #dbg_value(i64 %308, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %309 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %308) #20, !dbg !1916
    #dbg_value(ptr %309, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %310, !dbg !1917

310:                                              ; preds = %190, %303, %299
  %311 = phi i8 [ %304, %303 ], [ %302, %299 ], [ %198, %190 ]
  %312 = phi i32 [ %305, %303 ], [ %170, %299 ], [ %193, %190 ]
  %313 = phi ptr [ %309, %303 ], [ %28, %299 ], [ %28, %190 ], !dbg !1591
  %314 = phi i64 [ %308, %303 ], [ %26, %299 ], [ %26, %190 ], !dbg !1591
    #dbg_value(i64 %314, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %313, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %315 = add i64 %27, 1, !dbg !1918
    #dbg_value(i64 %315, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %316 = getelementptr inbounds i8, ptr %313, i64 %27, !dbg !1919
  store i8 %311, ptr %316, align 1, !dbg !1920, !tbaa !438
  %317 = getelementptr inbounds i8, ptr %313, i64 %315, !dbg !1921
  store i8 0, ptr %317, align 1, !dbg !1922, !tbaa !438
  %318 = lshr i32 %312, 12, !dbg !1923
  %319 = trunc i32 %318 to i8, !dbg !1924
  %320 = and i8 %319, 63, !dbg !1924
  %321 = or disjoint i8 %320, -128, !dbg !1924
    #dbg_value(ptr undef, !468, !DIExpression(), !1925)
    #dbg_value(i8 %321, !474, !DIExpression(), !1925)
  %322 = add i64 %27, 3, !dbg !1927
  %323 = icmp ugt i64 %322, %314, !dbg !1928
  br i1 %323, label %324, label %329, !dbg !1929

324:                                              ; preds = %310
  %325 = icmp eq i64 %314, 0, !dbg !1930
  %326 = shl i64 %314, 1
  %327 = select i1 %325, i64 64, i64 %326, !dbg !1930
    #dbg_value(i64 %327, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %328 = tail call ptr @realloc(ptr noundef nonnull %313, i64 noundef %327) #20, !dbg !1931
    #dbg_value(ptr %328, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %329, !dbg !1932

329:                                              ; preds = %324, %310
  %330 = phi ptr [ %328, %324 ], [ %313, %310 ], !dbg !1933
  %331 = phi i64 [ %327, %324 ], [ %314, %310 ], !dbg !1935
    #dbg_value(i64 %331, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %330, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %332 = add i64 %27, 2, !dbg !1936
    #dbg_value(i64 %332, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %333 = getelementptr inbounds i8, ptr %330, i64 %315, !dbg !1937
  store i8 %321, ptr %333, align 1, !dbg !1938, !tbaa !438
  %334 = getelementptr inbounds i8, ptr %330, i64 %332, !dbg !1939
  store i8 0, ptr %334, align 1, !dbg !1940, !tbaa !438
  %335 = lshr i32 %312, 6, !dbg !1941
  %336 = trunc i32 %335 to i8, !dbg !1942
  %337 = and i8 %336, 63, !dbg !1942
  %338 = or disjoint i8 %337, -128, !dbg !1942
    #dbg_value(ptr undef, !468, !DIExpression(), !1943)
    #dbg_value(i8 %338, !474, !DIExpression(), !1943)
  %339 = add i64 %27, 4, !dbg !1945
  %340 = icmp ugt i64 %339, %331, !dbg !1946
  br i1 %340, label %341, label %346, !dbg !1947

341:                                              ; preds = %329
  %342 = icmp eq i64 %331, 0, !dbg !1948
  %343 = shl i64 %331, 1
  %344 = select i1 %342, i64 64, i64 %343, !dbg !1948
    #dbg_value(i64 %344, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %345 = tail call ptr @realloc(ptr noundef nonnull %330, i64 noundef %344) #20, !dbg !1949
    #dbg_value(ptr %345, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %346, !dbg !1950

346:                                              ; preds = %341, %329
  %347 = phi ptr [ %345, %341 ], [ %330, %329 ], !dbg !1933
  %348 = phi i64 [ %344, %341 ], [ %331, %329 ], !dbg !1935
    #dbg_value(i64 %348, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %347, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
    #dbg_value(i64 %322, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %349 = getelementptr inbounds i8, ptr %347, i64 %332, !dbg !1951
  store i8 %338, ptr %349, align 1, !dbg !1952, !tbaa !438
  %350 = getelementptr inbounds i8, ptr %347, i64 %322, !dbg !1953
  store i8 0, ptr %350, align 1, !dbg !1954, !tbaa !438
  %351 = trunc i32 %312 to i8, !dbg !1955
  %352 = and i8 %351, 63, !dbg !1955
  %353 = or disjoint i8 %352, -128, !dbg !1955
    #dbg_value(ptr undef, !468, !DIExpression(), !1956)
    #dbg_value(i8 %353, !474, !DIExpression(), !1956)
  %354 = add i64 %27, 5, !dbg !1958
  %355 = icmp ugt i64 %354, %348, !dbg !1959
  br i1 %355, label %356, label %361, !dbg !1960

356:                                              ; preds = %346
  %357 = icmp eq i64 %348, 0, !dbg !1961
  %358 = shl i64 %348, 1
  %359 = select i1 %357, i64 64, i64 %358, !dbg !1961
    #dbg_value(i64 %359, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
  %360 = tail call ptr @realloc(ptr noundef nonnull %347, i64 noundef %359) #20, !dbg !1962
    #dbg_value(ptr %360, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  br label %361, !dbg !1963

361:                                              ; preds = %356, %346
  %362 = phi ptr [ %360, %356 ], [ %347, %346 ], !dbg !1933
  %363 = phi i64 [ %359, %356 ], [ %348, %346 ], !dbg !1935
    #dbg_value(i64 %363, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(ptr %362, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
    #dbg_value(i64 %339, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
  %364 = getelementptr inbounds i8, ptr %362, i64 %322, !dbg !1964
  store i8 %353, ptr %364, align 1, !dbg !1965, !tbaa !438
  br label %369

365:                                              ; preds = %182, %172, %178
  %366 = phi ptr [ @.str.47, %178 ], [ @.str.47, %172 ], [ @.str.48, %182 ]
  %367 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1590
  store ptr %366, ptr %367, align 8, !dbg !1590, !tbaa !447
  tail call void @free(ptr noundef nonnull %28) #17, !dbg !1590
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #17, !dbg !1795
  br label %368

368:                                              ; preds = %199, %167, %365
    #dbg_value(i64 undef, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(i64 undef, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
    #dbg_value(ptr undef, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #17, !dbg !1966
  br label %385

369:                                              ; preds = %361, %295, %246, %212
  %370 = phi ptr [ %213, %212 ], [ %247, %246 ], [ %296, %295 ], [ %362, %361 ], !dbg !1967
  %371 = phi i64 [ %215, %212 ], [ %223, %246 ], [ %273, %295 ], [ %339, %361 ], !dbg !1969
  %372 = phi i64 [ %214, %212 ], [ %248, %246 ], [ %297, %295 ], [ %363, %361 ], !dbg !1970
    #dbg_value(i64 %372, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(i64 %371, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
    #dbg_value(ptr %370, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %373 = getelementptr inbounds i8, ptr %370, i64 %371, !dbg !1971
  store i8 0, ptr %373, align 1, !dbg !1973, !tbaa !438
    #dbg_value(i64 %372, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(i64 %371, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
    #dbg_value(ptr %370, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #17, !dbg !1966
  br label %376

374:                                              ; preds = %48
  %375 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1974
  store ptr @.str.50, ptr %375, align 8, !dbg !1975, !tbaa !447
  tail call void @free(ptr noundef nonnull %28) #17, !dbg !1976
  br label %385, !dbg !1977

376:                                              ; preds = %60, %74, %88, %102, %116, %130, %144, %158, %369, %42
  %377 = phi ptr [ %43, %42 ], [ %370, %369 ], [ %159, %158 ], [ %145, %144 ], [ %131, %130 ], [ %117, %116 ], [ %103, %102 ], [ %89, %88 ], [ %75, %74 ], [ %61, %60 ], !dbg !1639
  %378 = phi i64 [ %45, %42 ], [ %371, %369 ], [ %161, %158 ], [ %147, %144 ], [ %133, %130 ], [ %119, %116 ], [ %105, %102 ], [ %91, %88 ], [ %77, %74 ], [ %63, %60 ], !dbg !1591
  %379 = phi i64 [ %44, %42 ], [ %372, %369 ], [ %160, %158 ], [ %146, %144 ], [ %132, %130 ], [ %118, %116 ], [ %104, %102 ], [ %90, %88 ], [ %76, %74 ], [ %62, %60 ], !dbg !1640
    #dbg_value(i64 %379, !1575, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !1591)
    #dbg_value(i64 %378, !1575, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1591)
    #dbg_value(ptr %377, !1575, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !1591)
  %380 = load ptr, ptr %0, align 8, !dbg !1978, !tbaa !413
  %381 = load i64, ptr %5, align 8, !dbg !1979, !tbaa !425
  %382 = getelementptr inbounds i8, ptr %380, i64 %381, !dbg !1609
  %383 = load i8, ptr %382, align 1, !dbg !1609, !tbaa !438
    #dbg_value(i8 %383, !1576, !DIExpression(), !1652)
  %384 = icmp eq i8 %383, 0, !dbg !1610
  br i1 %384, label %19, label %22, !dbg !1612

385:                                              ; preds = %32, %368, %374, %30, %19, %10
  %386 = phi ptr [ null, %10 ], [ null, %19 ], [ null, %30 ], [ null, %374 ], [ null, %368 ], [ %28, %32 ], !dbg !1591
  ret ptr %386, !dbg !1980
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1981 i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !1984 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @read_hex4(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #9 !dbg !1987 {
    #dbg_value(ptr %0, !1992, !DIExpression(), !2000)
    #dbg_value(ptr %1, !1993, !DIExpression(), !2000)
    #dbg_value(i32 0, !1994, !DIExpression(), !2000)
    #dbg_value(i32 0, !1995, !DIExpression(), !2001)
  %3 = load ptr, ptr %0, align 8, !tbaa !413
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !425
  %6 = getelementptr i8, ptr %3, i64 %5
    #dbg_value(i32 0, !1995, !DIExpression(), !2001)
    #dbg_value(i32 0, !1994, !DIExpression(), !2000)
    #dbg_value(i64 0, !1995, !DIExpression(), !2001)
    #dbg_value(i32 0, !1994, !DIExpression(), !2000)
  %7 = load i8, ptr %6, align 1, !dbg !2002, !tbaa !438
    #dbg_value(i8 %7, !2003, !DIExpression(), !2008)
  %8 = sext i8 %7 to i32, !dbg !2010
  %9 = add i8 %7, -48, !dbg !2011
  %10 = icmp ult i8 %9, 10, !dbg !2011
  br i1 %10, label %11, label %13, !dbg !2011

11:                                               ; preds = %2
  %12 = add nsw i32 %8, -48, !dbg !2012
  br label %22, !dbg !2010

13:                                               ; preds = %2
  %14 = add i8 %7, -97, !dbg !2013
  %15 = icmp ult i8 %14, 6, !dbg !2013
  br i1 %15, label %16, label %18, !dbg !2013

16:                                               ; preds = %13
  %17 = add nsw i32 %8, -87, !dbg !2014
  br label %22, !dbg !2015

18:                                               ; preds = %13
  %19 = add i8 %7, -65, !dbg !2016
  %20 = icmp ult i8 %19, 6, !dbg !2016
  %21 = add nsw i32 %8, -55, !dbg !2016
  br i1 %20, label %22, label %93, !dbg !2017

22:                                               ; preds = %18, %11, %16
  %23 = phi i32 [ %12, %11 ], [ %17, %16 ], [ %21, %18 ], !dbg !2010
    #dbg_value(i32 %23, !1997, !DIExpression(), !2018)
  %24 = icmp sgt i32 %23, -1, !dbg !2019
    #dbg_value(i32 poison, !1994, !DIExpression(), !2000)
  br i1 %24, label %25, label %93

25:                                               ; preds = %22
    #dbg_value(i64 1, !1995, !DIExpression(), !2001)
    #dbg_value(i32 %23, !1994, !DIExpression(), !2000)
  %26 = getelementptr i8, ptr %6, i64 1, !dbg !2002
  %27 = load i8, ptr %26, align 1, !dbg !2002, !tbaa !438
    #dbg_value(i8 %27, !2003, !DIExpression(), !2008)
  %28 = sext i8 %27 to i32, !dbg !2010
  %29 = add i8 %27, -48, !dbg !2011
  %30 = icmp ult i8 %29, 10, !dbg !2011
  br i1 %30, label %40, label %31, !dbg !2011

31:                                               ; preds = %25
  %32 = add i8 %27, -97, !dbg !2013
  %33 = icmp ult i8 %32, 6, !dbg !2013
  br i1 %33, label %38, label %34, !dbg !2013

34:                                               ; preds = %31
  %35 = add i8 %27, -65, !dbg !2016
  %36 = icmp ult i8 %35, 6, !dbg !2016
  %37 = add nsw i32 %28, -55, !dbg !2016
  br i1 %36, label %42, label %93, !dbg !2017

38:                                               ; preds = %31
  %39 = add nsw i32 %28, -87, !dbg !2014
  br label %42, !dbg !2015

40:                                               ; preds = %25
  %41 = add nsw i32 %28, -48, !dbg !2012
  br label %42, !dbg !2010

42:                                               ; preds = %40, %38, %34
  %43 = phi i32 [ %41, %40 ], [ %39, %38 ], [ %37, %34 ], !dbg !2010
    #dbg_value(i32 %43, !1997, !DIExpression(), !2018)
  %44 = icmp sgt i32 %43, -1, !dbg !2019
    #dbg_value(i32 poison, !1994, !DIExpression(), !2000)
  br i1 %44, label %45, label %93

45:                                               ; preds = %42
    #dbg_value(i64 2, !1995, !DIExpression(), !2001)
    #dbg_value(!DIArgList(i32 %43, i32 %23), !1994, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 4, DW_OP_shl, DW_OP_plus, DW_OP_stack_value), !2000)
  %46 = getelementptr i8, ptr %6, i64 2, !dbg !2002
  %47 = load i8, ptr %46, align 1, !dbg !2002, !tbaa !438
    #dbg_value(i8 %47, !2003, !DIExpression(), !2008)
  %48 = sext i8 %47 to i32, !dbg !2010
  %49 = add i8 %47, -48, !dbg !2011
  %50 = icmp ult i8 %49, 10, !dbg !2011
  br i1 %50, label %60, label %51, !dbg !2011

51:                                               ; preds = %45
  %52 = add i8 %47, -97, !dbg !2013
  %53 = icmp ult i8 %52, 6, !dbg !2013
  br i1 %53, label %58, label %54, !dbg !2013

54:                                               ; preds = %51
  %55 = add i8 %47, -65, !dbg !2016
  %56 = icmp ult i8 %55, 6, !dbg !2016
  %57 = add nsw i32 %48, -55, !dbg !2016
  br i1 %56, label %62, label %93, !dbg !2017

58:                                               ; preds = %51
  %59 = add nsw i32 %48, -87, !dbg !2014
  br label %62, !dbg !2015

60:                                               ; preds = %45
  %61 = add nsw i32 %48, -48, !dbg !2012
  br label %62, !dbg !2010

62:                                               ; preds = %60, %58, %54
  %63 = phi i32 [ %61, %60 ], [ %59, %58 ], [ %57, %54 ], !dbg !2010
    #dbg_value(i32 %63, !1997, !DIExpression(), !2018)
  %64 = icmp sgt i32 %63, -1, !dbg !2019
    #dbg_value(i32 poison, !1994, !DIExpression(), !2000)
  br i1 %64, label %65, label %93

65:                                               ; preds = %62
  %66 = shl nuw nsw i32 %23, 8, !dbg !2021
  %67 = shl nuw nsw i32 %43, 4, !dbg !2021
  %68 = add nuw nsw i32 %66, %67, !dbg !2021
  %69 = add nuw nsw i32 %63, %68, !dbg !2021
    #dbg_value(i64 3, !1995, !DIExpression(), !2001)
    #dbg_value(i32 %69, !1994, !DIExpression(), !2000)
  %70 = getelementptr i8, ptr %6, i64 3, !dbg !2002
  %71 = load i8, ptr %70, align 1, !dbg !2002, !tbaa !438
    #dbg_value(i8 %71, !2003, !DIExpression(), !2008)
  %72 = sext i8 %71 to i32, !dbg !2010
  %73 = add i8 %71, -48, !dbg !2011
  %74 = icmp ult i8 %73, 10, !dbg !2011
  br i1 %74, label %84, label %75, !dbg !2011

75:                                               ; preds = %65
  %76 = add i8 %71, -97, !dbg !2013
  %77 = icmp ult i8 %76, 6, !dbg !2013
  br i1 %77, label %82, label %78, !dbg !2013

78:                                               ; preds = %75
  %79 = add i8 %71, -65, !dbg !2016
  %80 = icmp ult i8 %79, 6, !dbg !2016
  %81 = add nsw i32 %72, -55, !dbg !2016
  br i1 %80, label %86, label %93, !dbg !2017

82:                                               ; preds = %75
  %83 = add nsw i32 %72, -87, !dbg !2014
  br label %86, !dbg !2015

84:                                               ; preds = %65
  %85 = add nsw i32 %72, -48, !dbg !2012
  br label %86, !dbg !2010

86:                                               ; preds = %84, %82, %78
  %87 = phi i32 [ %85, %84 ], [ %83, %82 ], [ %81, %78 ], !dbg !2010
    #dbg_value(i32 %87, !1997, !DIExpression(), !2018)
  %88 = icmp sgt i32 %87, -1, !dbg !2019
    #dbg_value(i32 poison, !1994, !DIExpression(), !2000)
  br i1 %88, label %89, label %93

89:                                               ; preds = %86
  %90 = shl nuw nsw i32 %69, 4, !dbg !2021
  %91 = add nuw nsw i32 %87, %90, !dbg !2021
    #dbg_value(i64 4, !1995, !DIExpression(), !2001)
    #dbg_value(i32 %91, !1994, !DIExpression(), !2000)
  %92 = add i64 %5, 4, !dbg !2022
  store i64 %92, ptr %4, align 8, !dbg !2022, !tbaa !425
  store i32 %91, ptr %1, align 4, !dbg !2023, !tbaa !530
  br label %93, !dbg !2024

93:                                               ; preds = %18, %22, %34, %42, %54, %62, %78, %86, %89
  %94 = phi i32 [ 1, %89 ], [ 0, %86 ], [ 0, %78 ], [ 0, %62 ], [ 0, %54 ], [ 0, %42 ], [ 0, %34 ], [ 0, %22 ], [ 0, %18 ], !dbg !2025
  ret i32 %94, !dbg !2026
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !2027 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !2030 double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nounwind uwtable
define internal fastcc void @print_j(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 !dbg !2034 {
  %5 = alloca [64 x i8], align 16, !DIAssignID !2046
    #dbg_value(ptr %0, !2038, !DIExpression(), !2047)
    #dbg_value(ptr %1, !2039, !DIExpression(), !2047)
    #dbg_value(i32 %2, !2040, !DIExpression(), !2047)
    #dbg_value(i32 %3, !2041, !DIExpression(), !2047)
  %6 = load i32, ptr %1, align 8, !dbg !2048, !tbaa !651
  switch i32 %6, label %485 [
    i32 0, label %7
    i32 2, label %86
    i32 1, label %165
    i32 3, label %263
    i32 4, label %304
    i32 5, label %307
    i32 6, label %307
  ], !dbg !2049

7:                                                ; preds = %4
    #dbg_value(ptr %0, !1065, !DIExpression(), !2050)
    #dbg_value(ptr @.str.40, !1070, !DIExpression(), !2050)
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
    #dbg_value(ptr @.str.40, !1070, !DIExpression(), !2050)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2050)
    #dbg_value(ptr %0, !468, !DIExpression(), !2052)
    #dbg_value(i8 110, !474, !DIExpression(), !2052)
  %10 = load i64, ptr %8, align 8, !dbg !2054, !tbaa !494
  %11 = add i64 %10, 2, !dbg !2055
  %12 = load i64, ptr %9, align 8, !dbg !2056, !tbaa !481
  %13 = icmp ugt i64 %11, %12, !dbg !2057
  %14 = load ptr, ptr %0, align 8, !dbg !2058, !tbaa !486
  br i1 %13, label %15, label %21, !dbg !2059

15:                                               ; preds = %7
  %16 = icmp eq i64 %12, 0, !dbg !2060
  %17 = shl i64 %12, 1
  %18 = select i1 %16, i64 64, i64 %17, !dbg !2060
  store i64 %18, ptr %9, align 8, !dbg !2061, !tbaa !481
  %19 = tail call ptr @realloc(ptr noundef %14, i64 noundef %18) #20, !dbg !2062
  store ptr %19, ptr %0, align 8, !dbg !2063, !tbaa !486
  %20 = load i64, ptr %8, align 8, !dbg !2064, !tbaa !494
  br label %21, !dbg !2065

21:                                               ; preds = %15, %7
  %22 = phi i64 [ %20, %15 ], [ %10, %7 ], !dbg !2064
  %23 = phi ptr [ %19, %15 ], [ %14, %7 ], !dbg !2058
  %24 = add i64 %22, 1, !dbg !2064
  store i64 %24, ptr %8, align 8, !dbg !2064, !tbaa !494
  %25 = getelementptr inbounds i8, ptr %23, i64 %22, !dbg !2066
  store i8 110, ptr %25, align 1, !dbg !2067, !tbaa !438
  %26 = load ptr, ptr %0, align 8, !dbg !2068, !tbaa !486
  %27 = load i64, ptr %8, align 8, !dbg !2069, !tbaa !494
  %28 = getelementptr inbounds i8, ptr %26, i64 %27, !dbg !2070
  store i8 0, ptr %28, align 1, !dbg !2071, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2050)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2050)
    #dbg_value(ptr %0, !468, !DIExpression(), !2052)
    #dbg_value(i8 117, !474, !DIExpression(), !2052)
  %29 = load i64, ptr %8, align 8, !dbg !2054, !tbaa !494
  %30 = add i64 %29, 2, !dbg !2055
  %31 = load i64, ptr %9, align 8, !dbg !2056, !tbaa !481
  %32 = icmp ugt i64 %30, %31, !dbg !2057
  %33 = load ptr, ptr %0, align 8, !dbg !2058, !tbaa !486
  br i1 %32, label %34, label %40, !dbg !2059

34:                                               ; preds = %21
  %35 = icmp eq i64 %31, 0, !dbg !2060
  %36 = shl i64 %31, 1
  %37 = select i1 %35, i64 64, i64 %36, !dbg !2060
  store i64 %37, ptr %9, align 8, !dbg !2061, !tbaa !481
  %38 = tail call ptr @realloc(ptr noundef %33, i64 noundef %37) #20, !dbg !2062
  store ptr %38, ptr %0, align 8, !dbg !2063, !tbaa !486
  %39 = load i64, ptr %8, align 8, !dbg !2064, !tbaa !494
  br label %40, !dbg !2065

40:                                               ; preds = %34, %21
  %41 = phi i64 [ %39, %34 ], [ %29, %21 ], !dbg !2064
  %42 = phi ptr [ %38, %34 ], [ %33, %21 ], !dbg !2058
  %43 = add i64 %41, 1, !dbg !2064
  store i64 %43, ptr %8, align 8, !dbg !2064, !tbaa !494
  %44 = getelementptr inbounds i8, ptr %42, i64 %41, !dbg !2066
  store i8 117, ptr %44, align 1, !dbg !2067, !tbaa !438
  %45 = load ptr, ptr %0, align 8, !dbg !2068, !tbaa !486
  %46 = load i64, ptr %8, align 8, !dbg !2069, !tbaa !494
  %47 = getelementptr inbounds i8, ptr %45, i64 %46, !dbg !2070
  store i8 0, ptr %47, align 1, !dbg !2071, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2050)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2050)
    #dbg_value(ptr %0, !468, !DIExpression(), !2052)
    #dbg_value(i8 108, !474, !DIExpression(), !2052)
  %48 = load i64, ptr %8, align 8, !dbg !2054, !tbaa !494
  %49 = add i64 %48, 2, !dbg !2055
  %50 = load i64, ptr %9, align 8, !dbg !2056, !tbaa !481
  %51 = icmp ugt i64 %49, %50, !dbg !2057
  %52 = load ptr, ptr %0, align 8, !dbg !2058, !tbaa !486
  br i1 %51, label %53, label %59, !dbg !2059

53:                                               ; preds = %40
  %54 = icmp eq i64 %50, 0, !dbg !2060
  %55 = shl i64 %50, 1
  %56 = select i1 %54, i64 64, i64 %55, !dbg !2060
  store i64 %56, ptr %9, align 8, !dbg !2061, !tbaa !481
  %57 = tail call ptr @realloc(ptr noundef %52, i64 noundef %56) #20, !dbg !2062
  store ptr %57, ptr %0, align 8, !dbg !2063, !tbaa !486
  %58 = load i64, ptr %8, align 8, !dbg !2064, !tbaa !494
  br label %59, !dbg !2065

59:                                               ; preds = %53, %40
  %60 = phi i64 [ %58, %53 ], [ %48, %40 ], !dbg !2064
  %61 = phi ptr [ %57, %53 ], [ %52, %40 ], !dbg !2058
  %62 = add i64 %60, 1, !dbg !2064
  store i64 %62, ptr %8, align 8, !dbg !2064, !tbaa !494
  %63 = getelementptr inbounds i8, ptr %61, i64 %60, !dbg !2066
  store i8 108, ptr %63, align 1, !dbg !2067, !tbaa !438
  %64 = load ptr, ptr %0, align 8, !dbg !2068, !tbaa !486
  %65 = load i64, ptr %8, align 8, !dbg !2069, !tbaa !494
  %66 = getelementptr inbounds i8, ptr %64, i64 %65, !dbg !2070
  store i8 0, ptr %66, align 1, !dbg !2071, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2050)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2050)
    #dbg_value(ptr %0, !468, !DIExpression(), !2052)
    #dbg_value(i8 108, !474, !DIExpression(), !2052)
  %67 = load i64, ptr %8, align 8, !dbg !2054, !tbaa !494
  %68 = add i64 %67, 2, !dbg !2055
  %69 = load i64, ptr %9, align 8, !dbg !2056, !tbaa !481
  %70 = icmp ugt i64 %68, %69, !dbg !2057
  %71 = load ptr, ptr %0, align 8, !dbg !2058, !tbaa !486
  br i1 %70, label %72, label %78, !dbg !2059

72:                                               ; preds = %59
  %73 = icmp eq i64 %69, 0, !dbg !2060
  %74 = shl i64 %69, 1
  %75 = select i1 %73, i64 64, i64 %74, !dbg !2060
  store i64 %75, ptr %9, align 8, !dbg !2061, !tbaa !481
  %76 = tail call ptr @realloc(ptr noundef %71, i64 noundef %75) #20, !dbg !2062
  store ptr %76, ptr %0, align 8, !dbg !2063, !tbaa !486
  %77 = load i64, ptr %8, align 8, !dbg !2064, !tbaa !494
  br label %78, !dbg !2065

78:                                               ; preds = %72, %59
  %79 = phi i64 [ %77, %72 ], [ %67, %59 ], !dbg !2064
  %80 = phi ptr [ %76, %72 ], [ %71, %59 ], !dbg !2058
  %81 = add i64 %79, 1, !dbg !2064
  store i64 %81, ptr %8, align 8, !dbg !2064, !tbaa !494
  %82 = getelementptr inbounds i8, ptr %80, i64 %79, !dbg !2066
  store i8 108, ptr %82, align 1, !dbg !2067, !tbaa !438
  %83 = load ptr, ptr %0, align 8, !dbg !2068, !tbaa !486
  %84 = load i64, ptr %8, align 8, !dbg !2069, !tbaa !494
  %85 = getelementptr inbounds i8, ptr %83, i64 %84, !dbg !2070
  store i8 0, ptr %85, align 1, !dbg !2071, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2050)
  br label %485, !dbg !2072

86:                                               ; preds = %4
    #dbg_value(ptr %0, !1065, !DIExpression(), !2073)
    #dbg_value(ptr @.str.38, !1070, !DIExpression(), !2073)
  %87 = getelementptr inbounds i8, ptr %0, i64 8
  %88 = getelementptr inbounds i8, ptr %0, i64 16
    #dbg_value(ptr @.str.38, !1070, !DIExpression(), !2073)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2073)
    #dbg_value(ptr %0, !468, !DIExpression(), !2075)
    #dbg_value(i8 116, !474, !DIExpression(), !2075)
  %89 = load i64, ptr %87, align 8, !dbg !2077, !tbaa !494
  %90 = add i64 %89, 2, !dbg !2078
  %91 = load i64, ptr %88, align 8, !dbg !2079, !tbaa !481
  %92 = icmp ugt i64 %90, %91, !dbg !2080
  %93 = load ptr, ptr %0, align 8, !dbg !2081, !tbaa !486
  br i1 %92, label %94, label %100, !dbg !2082

94:                                               ; preds = %86
  %95 = icmp eq i64 %91, 0, !dbg !2083
  %96 = shl i64 %91, 1
  %97 = select i1 %95, i64 64, i64 %96, !dbg !2083
  store i64 %97, ptr %88, align 8, !dbg !2084, !tbaa !481
  %98 = tail call ptr @realloc(ptr noundef %93, i64 noundef %97) #20, !dbg !2085
  store ptr %98, ptr %0, align 8, !dbg !2086, !tbaa !486
  %99 = load i64, ptr %87, align 8, !dbg !2087, !tbaa !494
  br label %100, !dbg !2088

100:                                              ; preds = %94, %86
  %101 = phi i64 [ %99, %94 ], [ %89, %86 ], !dbg !2087
  %102 = phi ptr [ %98, %94 ], [ %93, %86 ], !dbg !2081
  %103 = add i64 %101, 1, !dbg !2087
  store i64 %103, ptr %87, align 8, !dbg !2087, !tbaa !494
  %104 = getelementptr inbounds i8, ptr %102, i64 %101, !dbg !2089
  store i8 116, ptr %104, align 1, !dbg !2090, !tbaa !438
  %105 = load ptr, ptr %0, align 8, !dbg !2091, !tbaa !486
  %106 = load i64, ptr %87, align 8, !dbg !2092, !tbaa !494
  %107 = getelementptr inbounds i8, ptr %105, i64 %106, !dbg !2093
  store i8 0, ptr %107, align 1, !dbg !2094, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2073)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2073)
    #dbg_value(ptr %0, !468, !DIExpression(), !2075)
    #dbg_value(i8 114, !474, !DIExpression(), !2075)
  %108 = load i64, ptr %87, align 8, !dbg !2077, !tbaa !494
  %109 = add i64 %108, 2, !dbg !2078
  %110 = load i64, ptr %88, align 8, !dbg !2079, !tbaa !481
  %111 = icmp ugt i64 %109, %110, !dbg !2080
  %112 = load ptr, ptr %0, align 8, !dbg !2081, !tbaa !486
  br i1 %111, label %113, label %119, !dbg !2082

113:                                              ; preds = %100
  %114 = icmp eq i64 %110, 0, !dbg !2083
  %115 = shl i64 %110, 1
  %116 = select i1 %114, i64 64, i64 %115, !dbg !2083
  store i64 %116, ptr %88, align 8, !dbg !2084, !tbaa !481
  %117 = tail call ptr @realloc(ptr noundef %112, i64 noundef %116) #20, !dbg !2085
  store ptr %117, ptr %0, align 8, !dbg !2086, !tbaa !486
  %118 = load i64, ptr %87, align 8, !dbg !2087, !tbaa !494
  br label %119, !dbg !2088

119:                                              ; preds = %113, %100
  %120 = phi i64 [ %118, %113 ], [ %108, %100 ], !dbg !2087
  %121 = phi ptr [ %117, %113 ], [ %112, %100 ], !dbg !2081
  %122 = add i64 %120, 1, !dbg !2087
  store i64 %122, ptr %87, align 8, !dbg !2087, !tbaa !494
  %123 = getelementptr inbounds i8, ptr %121, i64 %120, !dbg !2089
  store i8 114, ptr %123, align 1, !dbg !2090, !tbaa !438
  %124 = load ptr, ptr %0, align 8, !dbg !2091, !tbaa !486
  %125 = load i64, ptr %87, align 8, !dbg !2092, !tbaa !494
  %126 = getelementptr inbounds i8, ptr %124, i64 %125, !dbg !2093
  store i8 0, ptr %126, align 1, !dbg !2094, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2073)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2073)
    #dbg_value(ptr %0, !468, !DIExpression(), !2075)
    #dbg_value(i8 117, !474, !DIExpression(), !2075)
  %127 = load i64, ptr %87, align 8, !dbg !2077, !tbaa !494
  %128 = add i64 %127, 2, !dbg !2078
  %129 = load i64, ptr %88, align 8, !dbg !2079, !tbaa !481
  %130 = icmp ugt i64 %128, %129, !dbg !2080
  %131 = load ptr, ptr %0, align 8, !dbg !2081, !tbaa !486
  br i1 %130, label %132, label %138, !dbg !2082

132:                                              ; preds = %119
  %133 = icmp eq i64 %129, 0, !dbg !2083
  %134 = shl i64 %129, 1
  %135 = select i1 %133, i64 64, i64 %134, !dbg !2083
  store i64 %135, ptr %88, align 8, !dbg !2084, !tbaa !481
  %136 = tail call ptr @realloc(ptr noundef %131, i64 noundef %135) #20, !dbg !2085
  store ptr %136, ptr %0, align 8, !dbg !2086, !tbaa !486
  %137 = load i64, ptr %87, align 8, !dbg !2087, !tbaa !494
  br label %138, !dbg !2088

138:                                              ; preds = %132, %119
  %139 = phi i64 [ %137, %132 ], [ %127, %119 ], !dbg !2087
  %140 = phi ptr [ %136, %132 ], [ %131, %119 ], !dbg !2081
  %141 = add i64 %139, 1, !dbg !2087
  store i64 %141, ptr %87, align 8, !dbg !2087, !tbaa !494
  %142 = getelementptr inbounds i8, ptr %140, i64 %139, !dbg !2089
  store i8 117, ptr %142, align 1, !dbg !2090, !tbaa !438
  %143 = load ptr, ptr %0, align 8, !dbg !2091, !tbaa !486
  %144 = load i64, ptr %87, align 8, !dbg !2092, !tbaa !494
  %145 = getelementptr inbounds i8, ptr %143, i64 %144, !dbg !2093
  store i8 0, ptr %145, align 1, !dbg !2094, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2073)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2073)
    #dbg_value(ptr %0, !468, !DIExpression(), !2075)
    #dbg_value(i8 101, !474, !DIExpression(), !2075)
  %146 = load i64, ptr %87, align 8, !dbg !2077, !tbaa !494
  %147 = add i64 %146, 2, !dbg !2078
  %148 = load i64, ptr %88, align 8, !dbg !2079, !tbaa !481
  %149 = icmp ugt i64 %147, %148, !dbg !2080
  %150 = load ptr, ptr %0, align 8, !dbg !2081, !tbaa !486
  br i1 %149, label %151, label %157, !dbg !2082

151:                                              ; preds = %138
  %152 = icmp eq i64 %148, 0, !dbg !2083
  %153 = shl i64 %148, 1
  %154 = select i1 %152, i64 64, i64 %153, !dbg !2083
  store i64 %154, ptr %88, align 8, !dbg !2084, !tbaa !481
  %155 = tail call ptr @realloc(ptr noundef %150, i64 noundef %154) #20, !dbg !2085
  store ptr %155, ptr %0, align 8, !dbg !2086, !tbaa !486
  %156 = load i64, ptr %87, align 8, !dbg !2087, !tbaa !494
  br label %157, !dbg !2088

157:                                              ; preds = %151, %138
  %158 = phi i64 [ %156, %151 ], [ %146, %138 ], !dbg !2087
  %159 = phi ptr [ %155, %151 ], [ %150, %138 ], !dbg !2081
  %160 = add i64 %158, 1, !dbg !2087
  store i64 %160, ptr %87, align 8, !dbg !2087, !tbaa !494
  %161 = getelementptr inbounds i8, ptr %159, i64 %158, !dbg !2089
  store i8 101, ptr %161, align 1, !dbg !2090, !tbaa !438
  %162 = load ptr, ptr %0, align 8, !dbg !2091, !tbaa !486
  %163 = load i64, ptr %87, align 8, !dbg !2092, !tbaa !494
  %164 = getelementptr inbounds i8, ptr %162, i64 %163, !dbg !2093
  store i8 0, ptr %164, align 1, !dbg !2094, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2073)
  br label %485, !dbg !2072

165:                                              ; preds = %4
    #dbg_value(ptr %0, !1065, !DIExpression(), !2095)
    #dbg_value(ptr @.str.39, !1070, !DIExpression(), !2095)
  %166 = getelementptr inbounds i8, ptr %0, i64 8
  %167 = getelementptr inbounds i8, ptr %0, i64 16
    #dbg_value(ptr @.str.39, !1070, !DIExpression(), !2095)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2095)
    #dbg_value(ptr %0, !468, !DIExpression(), !2097)
    #dbg_value(i8 102, !474, !DIExpression(), !2097)
  %168 = load i64, ptr %166, align 8, !dbg !2099, !tbaa !494
  %169 = add i64 %168, 2, !dbg !2100
  %170 = load i64, ptr %167, align 8, !dbg !2101, !tbaa !481
  %171 = icmp ugt i64 %169, %170, !dbg !2102
  %172 = load ptr, ptr %0, align 8, !dbg !2103, !tbaa !486
  br i1 %171, label %173, label %179, !dbg !2104

173:                                              ; preds = %165
  %174 = icmp eq i64 %170, 0, !dbg !2105
  %175 = shl i64 %170, 1
  %176 = select i1 %174, i64 64, i64 %175, !dbg !2105
  store i64 %176, ptr %167, align 8, !dbg !2106, !tbaa !481
  %177 = tail call ptr @realloc(ptr noundef %172, i64 noundef %176) #20, !dbg !2107
  store ptr %177, ptr %0, align 8, !dbg !2108, !tbaa !486
  %178 = load i64, ptr %166, align 8, !dbg !2109, !tbaa !494
  br label %179, !dbg !2110

179:                                              ; preds = %173, %165
  %180 = phi i64 [ %178, %173 ], [ %168, %165 ], !dbg !2109
  %181 = phi ptr [ %177, %173 ], [ %172, %165 ], !dbg !2103
  %182 = add i64 %180, 1, !dbg !2109
  store i64 %182, ptr %166, align 8, !dbg !2109, !tbaa !494
  %183 = getelementptr inbounds i8, ptr %181, i64 %180, !dbg !2111
  store i8 102, ptr %183, align 1, !dbg !2112, !tbaa !438
  %184 = load ptr, ptr %0, align 8, !dbg !2113, !tbaa !486
  %185 = load i64, ptr %166, align 8, !dbg !2114, !tbaa !494
  %186 = getelementptr inbounds i8, ptr %184, i64 %185, !dbg !2115
  store i8 0, ptr %186, align 1, !dbg !2116, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2095)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2095)
    #dbg_value(ptr %0, !468, !DIExpression(), !2097)
    #dbg_value(i8 97, !474, !DIExpression(), !2097)
  %187 = load i64, ptr %166, align 8, !dbg !2099, !tbaa !494
  %188 = add i64 %187, 2, !dbg !2100
  %189 = load i64, ptr %167, align 8, !dbg !2101, !tbaa !481
  %190 = icmp ugt i64 %188, %189, !dbg !2102
  %191 = load ptr, ptr %0, align 8, !dbg !2103, !tbaa !486
  br i1 %190, label %192, label %198, !dbg !2104

192:                                              ; preds = %179
  %193 = icmp eq i64 %189, 0, !dbg !2105
  %194 = shl i64 %189, 1
  %195 = select i1 %193, i64 64, i64 %194, !dbg !2105
  store i64 %195, ptr %167, align 8, !dbg !2106, !tbaa !481
  %196 = tail call ptr @realloc(ptr noundef %191, i64 noundef %195) #20, !dbg !2107
  store ptr %196, ptr %0, align 8, !dbg !2108, !tbaa !486
  %197 = load i64, ptr %166, align 8, !dbg !2109, !tbaa !494
  br label %198, !dbg !2110

198:                                              ; preds = %192, %179
  %199 = phi i64 [ %197, %192 ], [ %187, %179 ], !dbg !2109
  %200 = phi ptr [ %196, %192 ], [ %191, %179 ], !dbg !2103
  %201 = add i64 %199, 1, !dbg !2109
  store i64 %201, ptr %166, align 8, !dbg !2109, !tbaa !494
  %202 = getelementptr inbounds i8, ptr %200, i64 %199, !dbg !2111
  store i8 97, ptr %202, align 1, !dbg !2112, !tbaa !438
  %203 = load ptr, ptr %0, align 8, !dbg !2113, !tbaa !486
  %204 = load i64, ptr %166, align 8, !dbg !2114, !tbaa !494
  %205 = getelementptr inbounds i8, ptr %203, i64 %204, !dbg !2115
  store i8 0, ptr %205, align 1, !dbg !2116, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2095)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2095)
    #dbg_value(ptr %0, !468, !DIExpression(), !2097)
    #dbg_value(i8 108, !474, !DIExpression(), !2097)
  %206 = load i64, ptr %166, align 8, !dbg !2099, !tbaa !494
  %207 = add i64 %206, 2, !dbg !2100
  %208 = load i64, ptr %167, align 8, !dbg !2101, !tbaa !481
  %209 = icmp ugt i64 %207, %208, !dbg !2102
  %210 = load ptr, ptr %0, align 8, !dbg !2103, !tbaa !486
  br i1 %209, label %211, label %217, !dbg !2104

211:                                              ; preds = %198
  %212 = icmp eq i64 %208, 0, !dbg !2105
  %213 = shl i64 %208, 1
  %214 = select i1 %212, i64 64, i64 %213, !dbg !2105
  store i64 %214, ptr %167, align 8, !dbg !2106, !tbaa !481
  %215 = tail call ptr @realloc(ptr noundef %210, i64 noundef %214) #20, !dbg !2107
  store ptr %215, ptr %0, align 8, !dbg !2108, !tbaa !486
  %216 = load i64, ptr %166, align 8, !dbg !2109, !tbaa !494
  br label %217, !dbg !2110

217:                                              ; preds = %211, %198
  %218 = phi i64 [ %216, %211 ], [ %206, %198 ], !dbg !2109
  %219 = phi ptr [ %215, %211 ], [ %210, %198 ], !dbg !2103
  %220 = add i64 %218, 1, !dbg !2109
  store i64 %220, ptr %166, align 8, !dbg !2109, !tbaa !494
  %221 = getelementptr inbounds i8, ptr %219, i64 %218, !dbg !2111
  store i8 108, ptr %221, align 1, !dbg !2112, !tbaa !438
  %222 = load ptr, ptr %0, align 8, !dbg !2113, !tbaa !486
  %223 = load i64, ptr %166, align 8, !dbg !2114, !tbaa !494
  %224 = getelementptr inbounds i8, ptr %222, i64 %223, !dbg !2115
  store i8 0, ptr %224, align 1, !dbg !2116, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2095)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2095)
    #dbg_value(ptr %0, !468, !DIExpression(), !2097)
    #dbg_value(i8 115, !474, !DIExpression(), !2097)
  %225 = load i64, ptr %166, align 8, !dbg !2099, !tbaa !494
  %226 = add i64 %225, 2, !dbg !2100
  %227 = load i64, ptr %167, align 8, !dbg !2101, !tbaa !481
  %228 = icmp ugt i64 %226, %227, !dbg !2102
  %229 = load ptr, ptr %0, align 8, !dbg !2103, !tbaa !486
  br i1 %228, label %230, label %236, !dbg !2104

230:                                              ; preds = %217
  %231 = icmp eq i64 %227, 0, !dbg !2105
  %232 = shl i64 %227, 1
  %233 = select i1 %231, i64 64, i64 %232, !dbg !2105
  store i64 %233, ptr %167, align 8, !dbg !2106, !tbaa !481
  %234 = tail call ptr @realloc(ptr noundef %229, i64 noundef %233) #20, !dbg !2107
  store ptr %234, ptr %0, align 8, !dbg !2108, !tbaa !486
  %235 = load i64, ptr %166, align 8, !dbg !2109, !tbaa !494
  br label %236, !dbg !2110

236:                                              ; preds = %230, %217
  %237 = phi i64 [ %235, %230 ], [ %225, %217 ], !dbg !2109
  %238 = phi ptr [ %234, %230 ], [ %229, %217 ], !dbg !2103
  %239 = add i64 %237, 1, !dbg !2109
  store i64 %239, ptr %166, align 8, !dbg !2109, !tbaa !494
  %240 = getelementptr inbounds i8, ptr %238, i64 %237, !dbg !2111
  store i8 115, ptr %240, align 1, !dbg !2112, !tbaa !438
  %241 = load ptr, ptr %0, align 8, !dbg !2113, !tbaa !486
  %242 = load i64, ptr %166, align 8, !dbg !2114, !tbaa !494
  %243 = getelementptr inbounds i8, ptr %241, i64 %242, !dbg !2115
  store i8 0, ptr %243, align 1, !dbg !2116, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2095)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2095)
    #dbg_value(ptr %0, !468, !DIExpression(), !2097)
    #dbg_value(i8 101, !474, !DIExpression(), !2097)
  %244 = load i64, ptr %166, align 8, !dbg !2099, !tbaa !494
  %245 = add i64 %244, 2, !dbg !2100
  %246 = load i64, ptr %167, align 8, !dbg !2101, !tbaa !481
  %247 = icmp ugt i64 %245, %246, !dbg !2102
  %248 = load ptr, ptr %0, align 8, !dbg !2103, !tbaa !486
  br i1 %247, label %249, label %255, !dbg !2104

249:                                              ; preds = %236
  %250 = icmp eq i64 %246, 0, !dbg !2105
  %251 = shl i64 %246, 1
  %252 = select i1 %250, i64 64, i64 %251, !dbg !2105
  store i64 %252, ptr %167, align 8, !dbg !2106, !tbaa !481
  %253 = tail call ptr @realloc(ptr noundef %248, i64 noundef %252) #20, !dbg !2107
  store ptr %253, ptr %0, align 8, !dbg !2108, !tbaa !486
  %254 = load i64, ptr %166, align 8, !dbg !2109, !tbaa !494
  br label %255, !dbg !2110

255:                                              ; preds = %249, %236
  %256 = phi i64 [ %254, %249 ], [ %244, %236 ], !dbg !2109
  %257 = phi ptr [ %253, %249 ], [ %248, %236 ], !dbg !2103
  %258 = add i64 %256, 1, !dbg !2109
  store i64 %258, ptr %166, align 8, !dbg !2109, !tbaa !494
  %259 = getelementptr inbounds i8, ptr %257, i64 %256, !dbg !2111
  store i8 101, ptr %259, align 1, !dbg !2112, !tbaa !438
  %260 = load ptr, ptr %0, align 8, !dbg !2113, !tbaa !486
  %261 = load i64, ptr %166, align 8, !dbg !2114, !tbaa !494
  %262 = getelementptr inbounds i8, ptr %260, i64 %261, !dbg !2115
  store i8 0, ptr %262, align 1, !dbg !2116, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2095)
  br label %485, !dbg !2072

263:                                              ; preds = %4
  %264 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !2117
  %265 = load double, ptr %264, align 8, !dbg !2117, !tbaa !894
    #dbg_assign(i1 undef, !2118, !DIExpression(), !2046, ptr %5, !DIExpression(), !2125)
    #dbg_value(ptr %0, !2123, !DIExpression(), !2125)
    #dbg_value(double %265, !2124, !DIExpression(), !2125)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #17, !dbg !2127
  %266 = tail call double @llvm.floor.f64(double %265), !dbg !2128
  %267 = fcmp oeq double %266, %265, !dbg !2130
  %268 = tail call double @llvm.fabs.f64(double %265)
  %269 = fcmp olt double %268, 1.000000e+15
  %270 = and i1 %267, %269, !dbg !2131
  %271 = select i1 %270, ptr @.str.54, ptr @.str.55
  %272 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull %271, double noundef %265) #17, !dbg !2132
    #dbg_value(ptr %0, !1065, !DIExpression(), !2133)
    #dbg_value(ptr %5, !1070, !DIExpression(), !2133)
  %273 = load i8, ptr %5, align 16, !dbg !2135, !tbaa !438
  %274 = icmp eq i8 %273, 0, !dbg !2136
  br i1 %274, label %303, label %275, !dbg !2136

275:                                              ; preds = %263
  %276 = getelementptr inbounds i8, ptr %0, i64 8
  %277 = getelementptr inbounds i8, ptr %0, i64 16
  br label %278, !dbg !2136

278:                                              ; preds = %293, %275
  %279 = phi i8 [ %273, %275 ], [ %301, %293 ]
  %280 = phi ptr [ %5, %275 ], [ %281, %293 ]
    #dbg_value(ptr %280, !1070, !DIExpression(), !2133)
  %281 = getelementptr inbounds i8, ptr %280, i64 1, !dbg !2137
    #dbg_value(ptr %281, !1070, !DIExpression(), !2133)
    #dbg_value(ptr %0, !468, !DIExpression(), !2138)
    #dbg_value(i8 %279, !474, !DIExpression(), !2138)
  %282 = load i64, ptr %276, align 8, !dbg !2140, !tbaa !494
  %283 = add i64 %282, 2, !dbg !2141
  %284 = load i64, ptr %277, align 8, !dbg !2142, !tbaa !481
  %285 = icmp ugt i64 %283, %284, !dbg !2143
  %286 = load ptr, ptr %0, align 8, !dbg !2144, !tbaa !486
  br i1 %285, label %287, label %293, !dbg !2145

287:                                              ; preds = %278
  %288 = icmp eq i64 %284, 0, !dbg !2146
  %289 = shl i64 %284, 1
  %290 = select i1 %288, i64 64, i64 %289, !dbg !2146
  store i64 %290, ptr %277, align 8, !dbg !2147, !tbaa !481
  %291 = tail call ptr @realloc(ptr noundef %286, i64 noundef %290) #20, !dbg !2148
  store ptr %291, ptr %0, align 8, !dbg !2149, !tbaa !486
  %292 = load i64, ptr %276, align 8, !dbg !2150, !tbaa !494
  br label %293, !dbg !2151

293:                                              ; preds = %287, %278
  %294 = phi i64 [ %292, %287 ], [ %282, %278 ], !dbg !2150
  %295 = phi ptr [ %291, %287 ], [ %286, %278 ], !dbg !2144
  %296 = add i64 %294, 1, !dbg !2150
  store i64 %296, ptr %276, align 8, !dbg !2150, !tbaa !494
  %297 = getelementptr inbounds i8, ptr %295, i64 %294, !dbg !2152
  store i8 %279, ptr %297, align 1, !dbg !2153, !tbaa !438
  %298 = load ptr, ptr %0, align 8, !dbg !2154, !tbaa !486
  %299 = load i64, ptr %276, align 8, !dbg !2155, !tbaa !494
  %300 = getelementptr inbounds i8, ptr %298, i64 %299, !dbg !2156
  store i8 0, ptr %300, align 1, !dbg !2157, !tbaa !438
    #dbg_value(ptr %281, !1070, !DIExpression(), !2133)
  %301 = load i8, ptr %281, align 1, !dbg !2135, !tbaa !438
  %302 = icmp eq i8 %301, 0, !dbg !2136
  br i1 %302, label %303, label %278, !dbg !2136, !llvm.loop !2158

303:                                              ; preds = %293, %263
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #17, !dbg !2160
  br label %485, !dbg !2161

304:                                              ; preds = %4
  %305 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !2162
  %306 = load ptr, ptr %305, align 8, !dbg !2162, !tbaa !934
  tail call fastcc void @print_str(ptr noundef %0, ptr noundef %306), !dbg !2163
  br label %485, !dbg !2164

307:                                              ; preds = %4, %4
  %308 = icmp eq i32 %6, 5, !dbg !2165
  %309 = select i1 %308, i8 91, i8 123, !dbg !2166
    #dbg_value(ptr %0, !468, !DIExpression(), !2167)
    #dbg_value(i8 %309, !474, !DIExpression(), !2167)
  %310 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2169
  %311 = load i64, ptr %310, align 8, !dbg !2169, !tbaa !494
  %312 = add i64 %311, 2, !dbg !2170
  %313 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2171
  %314 = load i64, ptr %313, align 8, !dbg !2171, !tbaa !481
  %315 = icmp ugt i64 %312, %314, !dbg !2172
  %316 = load ptr, ptr %0, align 8, !dbg !2173, !tbaa !486
  br i1 %315, label %317, label %323, !dbg !2174

317:                                              ; preds = %307
  %318 = icmp eq i64 %314, 0, !dbg !2175
  %319 = shl i64 %314, 1
  %320 = select i1 %318, i64 64, i64 %319, !dbg !2175
  store i64 %320, ptr %313, align 8, !dbg !2176, !tbaa !481
  %321 = tail call ptr @realloc(ptr noundef %316, i64 noundef %320) #20, !dbg !2177
  store ptr %321, ptr %0, align 8, !dbg !2178, !tbaa !486
  %322 = load i64, ptr %310, align 8, !dbg !2179, !tbaa !494
  br label %323, !dbg !2180

323:                                              ; preds = %307, %317
  %324 = phi i64 [ %322, %317 ], [ %311, %307 ], !dbg !2179
  %325 = phi ptr [ %321, %317 ], [ %316, %307 ], !dbg !2173
  %326 = add i64 %324, 1, !dbg !2179
  store i64 %326, ptr %310, align 8, !dbg !2179, !tbaa !494
  %327 = getelementptr inbounds i8, ptr %325, i64 %324, !dbg !2181
  store i8 %309, ptr %327, align 1, !dbg !2182, !tbaa !438
  %328 = load ptr, ptr %0, align 8, !dbg !2183, !tbaa !486
  %329 = load i64, ptr %310, align 8, !dbg !2184, !tbaa !494
  %330 = getelementptr inbounds i8, ptr %328, i64 %329, !dbg !2185
  store i8 0, ptr %330, align 1, !dbg !2186, !tbaa !438
    #dbg_value(i32 0, !2042, !DIExpression(), !2187)
  %331 = getelementptr inbounds i8, ptr %1, i64 40
  %332 = load i32, ptr %331, align 8, !dbg !2188, !tbaa !654
  %333 = icmp sgt i32 %332, 0, !dbg !2190
  br i1 %333, label %334, label %339, !dbg !2191

334:                                              ; preds = %323
  %335 = icmp eq i32 %2, 0
  %336 = add nsw i32 %3, 1
  %337 = getelementptr inbounds i8, ptr %1, i64 32
  %338 = getelementptr inbounds i8, ptr %1, i64 24
  br label %344, !dbg !2191

339:                                              ; preds = %434, %323
  %340 = phi i32 [ %332, %323 ], [ %439, %434 ], !dbg !2188
  %341 = icmp eq i32 %2, 0, !dbg !2192
  %342 = icmp eq i32 %340, 0
  %343 = or i1 %341, %342, !dbg !2194
  br i1 %343, label %462, label %442, !dbg !2194

344:                                              ; preds = %334, %434
  %345 = phi i64 [ 0, %334 ], [ %438, %434 ]
    #dbg_value(i64 %345, !2042, !DIExpression(), !2187)
  %346 = icmp eq i64 %345, 0, !dbg !2195
  br i1 %346, label %367, label %347, !dbg !2198

347:                                              ; preds = %344
    #dbg_value(ptr %0, !468, !DIExpression(), !2199)
    #dbg_value(i8 44, !474, !DIExpression(), !2199)
  %348 = load i64, ptr %310, align 8, !dbg !2201, !tbaa !494
  %349 = add i64 %348, 2, !dbg !2202
  %350 = load i64, ptr %313, align 8, !dbg !2203, !tbaa !481
  %351 = icmp ugt i64 %349, %350, !dbg !2204
  %352 = load ptr, ptr %0, align 8, !dbg !2205, !tbaa !486
  br i1 %351, label %353, label %359, !dbg !2206

353:                                              ; preds = %347
  %354 = icmp eq i64 %350, 0, !dbg !2207
  %355 = shl i64 %350, 1
  %356 = select i1 %354, i64 64, i64 %355, !dbg !2207
  store i64 %356, ptr %313, align 8, !dbg !2208, !tbaa !481
  %357 = tail call ptr @realloc(ptr noundef %352, i64 noundef %356) #20, !dbg !2209
  store ptr %357, ptr %0, align 8, !dbg !2210, !tbaa !486
  %358 = load i64, ptr %310, align 8, !dbg !2211, !tbaa !494
  br label %359, !dbg !2212

359:                                              ; preds = %347, %353
  %360 = phi i64 [ %358, %353 ], [ %348, %347 ], !dbg !2211
  %361 = phi ptr [ %357, %353 ], [ %352, %347 ], !dbg !2205
  %362 = add i64 %360, 1, !dbg !2211
  store i64 %362, ptr %310, align 8, !dbg !2211, !tbaa !494
  %363 = getelementptr inbounds i8, ptr %361, i64 %360, !dbg !2213
  store i8 44, ptr %363, align 1, !dbg !2214, !tbaa !438
  %364 = load ptr, ptr %0, align 8, !dbg !2215, !tbaa !486
  %365 = load i64, ptr %310, align 8, !dbg !2216, !tbaa !494
  %366 = getelementptr inbounds i8, ptr %364, i64 %365, !dbg !2217
  store i8 0, ptr %366, align 1, !dbg !2218, !tbaa !438
  br label %367, !dbg !2219

367:                                              ; preds = %359, %344
  br i1 %335, label %388, label %368, !dbg !2220

368:                                              ; preds = %367
    #dbg_value(ptr %0, !468, !DIExpression(), !2221)
    #dbg_value(i8 10, !474, !DIExpression(), !2221)
  %369 = load i64, ptr %310, align 8, !dbg !2225, !tbaa !494
  %370 = add i64 %369, 2, !dbg !2226
  %371 = load i64, ptr %313, align 8, !dbg !2227, !tbaa !481
  %372 = icmp ugt i64 %370, %371, !dbg !2228
  %373 = load ptr, ptr %0, align 8, !dbg !2229, !tbaa !486
  br i1 %372, label %374, label %380, !dbg !2230

374:                                              ; preds = %368
  %375 = icmp eq i64 %371, 0, !dbg !2231
  %376 = shl i64 %371, 1
  %377 = select i1 %375, i64 64, i64 %376, !dbg !2231
  store i64 %377, ptr %313, align 8, !dbg !2232, !tbaa !481
  %378 = tail call ptr @realloc(ptr noundef %373, i64 noundef %377) #20, !dbg !2233
  store ptr %378, ptr %0, align 8, !dbg !2234, !tbaa !486
  %379 = load i64, ptr %310, align 8, !dbg !2235, !tbaa !494
  br label %380, !dbg !2236

380:                                              ; preds = %368, %374
  %381 = phi i64 [ %379, %374 ], [ %369, %368 ], !dbg !2235
  %382 = phi ptr [ %378, %374 ], [ %373, %368 ], !dbg !2229
  %383 = add i64 %381, 1, !dbg !2235
  store i64 %383, ptr %310, align 8, !dbg !2235, !tbaa !494
  %384 = getelementptr inbounds i8, ptr %382, i64 %381, !dbg !2237
  store i8 10, ptr %384, align 1, !dbg !2238, !tbaa !438
  %385 = load ptr, ptr %0, align 8, !dbg !2239, !tbaa !486
  %386 = load i64, ptr %310, align 8, !dbg !2240, !tbaa !494
  %387 = getelementptr inbounds i8, ptr %385, i64 %386, !dbg !2241
  store i8 0, ptr %387, align 1, !dbg !2242, !tbaa !438
  tail call fastcc void @indent(ptr noundef nonnull %0, i32 noundef %336), !dbg !2243
  br label %388, !dbg !2244

388:                                              ; preds = %380, %367
  %389 = load i32, ptr %1, align 8, !dbg !2245, !tbaa !651
  %390 = icmp eq i32 %389, 6, !dbg !2247
  br i1 %390, label %391, label %434, !dbg !2248

391:                                              ; preds = %388
  %392 = load ptr, ptr %337, align 8, !dbg !2249, !tbaa !660
  %393 = getelementptr inbounds ptr, ptr %392, i64 %345, !dbg !2251
  %394 = load ptr, ptr %393, align 8, !dbg !2251, !tbaa !606
  tail call fastcc void @print_str(ptr noundef nonnull %0, ptr noundef %394), !dbg !2252
    #dbg_value(ptr %0, !468, !DIExpression(), !2253)
    #dbg_value(i8 58, !474, !DIExpression(), !2253)
  %395 = load i64, ptr %310, align 8, !dbg !2255, !tbaa !494
  %396 = add i64 %395, 2, !dbg !2256
  %397 = load i64, ptr %313, align 8, !dbg !2257, !tbaa !481
  %398 = icmp ugt i64 %396, %397, !dbg !2258
  %399 = load ptr, ptr %0, align 8, !dbg !2259, !tbaa !486
  br i1 %398, label %400, label %406, !dbg !2260

400:                                              ; preds = %391
  %401 = icmp eq i64 %397, 0, !dbg !2261
  %402 = shl i64 %397, 1
  %403 = select i1 %401, i64 64, i64 %402, !dbg !2261
  store i64 %403, ptr %313, align 8, !dbg !2262, !tbaa !481
  %404 = tail call ptr @realloc(ptr noundef %399, i64 noundef %403) #20, !dbg !2263
  store ptr %404, ptr %0, align 8, !dbg !2264, !tbaa !486
  %405 = load i64, ptr %310, align 8, !dbg !2265, !tbaa !494
  br label %406, !dbg !2266

406:                                              ; preds = %391, %400
  %407 = phi i64 [ %405, %400 ], [ %395, %391 ], !dbg !2265
  %408 = phi ptr [ %404, %400 ], [ %399, %391 ], !dbg !2259
  %409 = add i64 %407, 1, !dbg !2265
  store i64 %409, ptr %310, align 8, !dbg !2265, !tbaa !494
  %410 = getelementptr inbounds i8, ptr %408, i64 %407, !dbg !2267
  store i8 58, ptr %410, align 1, !dbg !2268, !tbaa !438
  %411 = load ptr, ptr %0, align 8, !dbg !2269, !tbaa !486
  %412 = load i64, ptr %310, align 8, !dbg !2270, !tbaa !494
  %413 = getelementptr inbounds i8, ptr %411, i64 %412, !dbg !2271
  store i8 0, ptr %413, align 1, !dbg !2272, !tbaa !438
  br i1 %335, label %434, label %414, !dbg !2273

414:                                              ; preds = %406
    #dbg_value(ptr %0, !468, !DIExpression(), !2274)
    #dbg_value(i8 32, !474, !DIExpression(), !2274)
  %415 = load i64, ptr %310, align 8, !dbg !2277, !tbaa !494
  %416 = add i64 %415, 2, !dbg !2278
  %417 = load i64, ptr %313, align 8, !dbg !2279, !tbaa !481
  %418 = icmp ugt i64 %416, %417, !dbg !2280
  %419 = load ptr, ptr %0, align 8, !dbg !2281, !tbaa !486
  br i1 %418, label %420, label %426, !dbg !2282

420:                                              ; preds = %414
  %421 = icmp eq i64 %417, 0, !dbg !2283
  %422 = shl i64 %417, 1
  %423 = select i1 %421, i64 64, i64 %422, !dbg !2283
  store i64 %423, ptr %313, align 8, !dbg !2284, !tbaa !481
  %424 = tail call ptr @realloc(ptr noundef %419, i64 noundef %423) #20, !dbg !2285
  store ptr %424, ptr %0, align 8, !dbg !2286, !tbaa !486
  %425 = load i64, ptr %310, align 8, !dbg !2287, !tbaa !494
  br label %426, !dbg !2288

426:                                              ; preds = %414, %420
  %427 = phi i64 [ %425, %420 ], [ %415, %414 ], !dbg !2287
  %428 = phi ptr [ %424, %420 ], [ %419, %414 ], !dbg !2281
  %429 = add i64 %427, 1, !dbg !2287
  store i64 %429, ptr %310, align 8, !dbg !2287, !tbaa !494
  %430 = getelementptr inbounds i8, ptr %428, i64 %427, !dbg !2289
  store i8 32, ptr %430, align 1, !dbg !2290, !tbaa !438
  %431 = load ptr, ptr %0, align 8, !dbg !2291, !tbaa !486
  %432 = load i64, ptr %310, align 8, !dbg !2292, !tbaa !494
  %433 = getelementptr inbounds i8, ptr %431, i64 %432, !dbg !2293
  store i8 0, ptr %433, align 1, !dbg !2294, !tbaa !438
  br label %434, !dbg !2295

434:                                              ; preds = %406, %426, %388
  %435 = load ptr, ptr %338, align 8, !dbg !2296, !tbaa !666
  %436 = getelementptr inbounds ptr, ptr %435, i64 %345, !dbg !2297
  %437 = load ptr, ptr %436, align 8, !dbg !2297, !tbaa !606
  tail call fastcc void @print_j(ptr noundef nonnull %0, ptr noundef %437, i32 noundef %2, i32 noundef %336), !dbg !2298
  %438 = add nuw nsw i64 %345, 1, !dbg !2299
    #dbg_value(i64 %438, !2042, !DIExpression(), !2187)
  %439 = load i32, ptr %331, align 8, !dbg !2188, !tbaa !654
  %440 = sext i32 %439 to i64, !dbg !2190
  %441 = icmp slt i64 %438, %440, !dbg !2190
  br i1 %441, label %344, label %339, !dbg !2191, !llvm.loop !2300

442:                                              ; preds = %339
    #dbg_value(ptr %0, !468, !DIExpression(), !2302)
    #dbg_value(i8 10, !474, !DIExpression(), !2302)
  %443 = load i64, ptr %310, align 8, !dbg !2305, !tbaa !494
  %444 = add i64 %443, 2, !dbg !2306
  %445 = load i64, ptr %313, align 8, !dbg !2307, !tbaa !481
  %446 = icmp ugt i64 %444, %445, !dbg !2308
  %447 = load ptr, ptr %0, align 8, !dbg !2309, !tbaa !486
  br i1 %446, label %448, label %454, !dbg !2310

448:                                              ; preds = %442
  %449 = icmp eq i64 %445, 0, !dbg !2311
  %450 = shl i64 %445, 1
  %451 = select i1 %449, i64 64, i64 %450, !dbg !2311
  store i64 %451, ptr %313, align 8, !dbg !2312, !tbaa !481
  %452 = tail call ptr @realloc(ptr noundef %447, i64 noundef %451) #20, !dbg !2313
  store ptr %452, ptr %0, align 8, !dbg !2314, !tbaa !486
  %453 = load i64, ptr %310, align 8, !dbg !2315, !tbaa !494
  br label %454, !dbg !2316

454:                                              ; preds = %442, %448
  %455 = phi i64 [ %453, %448 ], [ %443, %442 ], !dbg !2315
  %456 = phi ptr [ %452, %448 ], [ %447, %442 ], !dbg !2309
  %457 = add i64 %455, 1, !dbg !2315
  store i64 %457, ptr %310, align 8, !dbg !2315, !tbaa !494
  %458 = getelementptr inbounds i8, ptr %456, i64 %455, !dbg !2317
  store i8 10, ptr %458, align 1, !dbg !2318, !tbaa !438
  %459 = load ptr, ptr %0, align 8, !dbg !2319, !tbaa !486
  %460 = load i64, ptr %310, align 8, !dbg !2320, !tbaa !494
  %461 = getelementptr inbounds i8, ptr %459, i64 %460, !dbg !2321
  store i8 0, ptr %461, align 1, !dbg !2322, !tbaa !438
  tail call fastcc void @indent(ptr noundef nonnull %0, i32 noundef %3), !dbg !2323
  br label %462, !dbg !2324

462:                                              ; preds = %454, %339
  %463 = load i32, ptr %1, align 8, !dbg !2325, !tbaa !651
  %464 = icmp eq i32 %463, 5, !dbg !2326
  %465 = select i1 %464, i8 93, i8 125, !dbg !2327
    #dbg_value(ptr %0, !468, !DIExpression(), !2328)
    #dbg_value(i8 %465, !474, !DIExpression(), !2328)
  %466 = load i64, ptr %310, align 8, !dbg !2330, !tbaa !494
  %467 = add i64 %466, 2, !dbg !2331
  %468 = load i64, ptr %313, align 8, !dbg !2332, !tbaa !481
  %469 = icmp ugt i64 %467, %468, !dbg !2333
  %470 = load ptr, ptr %0, align 8, !dbg !2334, !tbaa !486
  br i1 %469, label %471, label %477, !dbg !2335

471:                                              ; preds = %462
  %472 = icmp eq i64 %468, 0, !dbg !2336
  %473 = shl i64 %468, 1
  %474 = select i1 %472, i64 64, i64 %473, !dbg !2336
  store i64 %474, ptr %313, align 8, !dbg !2337, !tbaa !481
  %475 = tail call ptr @realloc(ptr noundef %470, i64 noundef %474) #20, !dbg !2338
  store ptr %475, ptr %0, align 8, !dbg !2339, !tbaa !486
  %476 = load i64, ptr %310, align 8, !dbg !2340, !tbaa !494
  br label %477, !dbg !2341

477:                                              ; preds = %462, %471
  %478 = phi i64 [ %476, %471 ], [ %466, %462 ], !dbg !2340
  %479 = phi ptr [ %475, %471 ], [ %470, %462 ], !dbg !2334
  %480 = add i64 %478, 1, !dbg !2340
  store i64 %480, ptr %310, align 8, !dbg !2340, !tbaa !494
  %481 = getelementptr inbounds i8, ptr %479, i64 %478, !dbg !2342
  store i8 %465, ptr %481, align 1, !dbg !2343, !tbaa !438
  %482 = load ptr, ptr %0, align 8, !dbg !2344, !tbaa !486
  %483 = load i64, ptr %310, align 8, !dbg !2345, !tbaa !494
  %484 = getelementptr inbounds i8, ptr %482, i64 %483, !dbg !2346
  store i8 0, ptr %484, align 1, !dbg !2347, !tbaa !438
  br label %485, !dbg !2348

485:                                              ; preds = %255, %157, %78, %4, %477, %304, %303
  ret void, !dbg !2072
}

; Function Attrs: nounwind uwtable
define internal fastcc void @print_str(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 !dbg !2349 {
  %3 = alloca [8 x i8], align 1, !DIAssignID !2361
    #dbg_assign(i1 undef, !2355, !DIExpression(), !2361, ptr %3, !DIExpression(), !2362)
    #dbg_value(ptr %0, !2351, !DIExpression(), !2363)
    #dbg_value(ptr %1, !2352, !DIExpression(), !2363)
    #dbg_value(ptr %0, !468, !DIExpression(), !2364)
    #dbg_value(i8 34, !474, !DIExpression(), !2364)
  %4 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !2366
  %5 = load i64, ptr %4, align 8, !dbg !2366, !tbaa !494
  %6 = add i64 %5, 2, !dbg !2367
  %7 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !2368
  %8 = load i64, ptr %7, align 8, !dbg !2368, !tbaa !481
  %9 = icmp ugt i64 %6, %8, !dbg !2369
  %10 = load ptr, ptr %0, align 8, !dbg !2370, !tbaa !486
  br i1 %9, label %11, label %17, !dbg !2371

11:                                               ; preds = %2
  %12 = icmp eq i64 %8, 0, !dbg !2372
  %13 = shl i64 %8, 1
  %14 = select i1 %12, i64 64, i64 %13, !dbg !2372
  store i64 %14, ptr %7, align 8, !dbg !2373, !tbaa !481
  %15 = tail call ptr @realloc(ptr noundef %10, i64 noundef %14) #20, !dbg !2374
  store ptr %15, ptr %0, align 8, !dbg !2375, !tbaa !486
  %16 = load i64, ptr %4, align 8, !dbg !2376, !tbaa !494
  br label %17, !dbg !2377

17:                                               ; preds = %2, %11
  %18 = phi i64 [ %16, %11 ], [ %5, %2 ], !dbg !2376
  %19 = phi ptr [ %15, %11 ], [ %10, %2 ], !dbg !2370
  %20 = add i64 %18, 1, !dbg !2376
  store i64 %20, ptr %4, align 8, !dbg !2376, !tbaa !494
  %21 = getelementptr inbounds i8, ptr %19, i64 %18, !dbg !2378
  store i8 34, ptr %21, align 1, !dbg !2379, !tbaa !438
  %22 = load ptr, ptr %0, align 8, !dbg !2380, !tbaa !486
  %23 = load i64, ptr %4, align 8, !dbg !2381, !tbaa !494
  %24 = getelementptr inbounds i8, ptr %22, i64 %23, !dbg !2382
  store i8 0, ptr %24, align 1, !dbg !2383, !tbaa !438
    #dbg_value(ptr %1, !2353, !DIExpression(), !2384)
  br label %25, !dbg !2385

25:                                               ; preds = %374, %17
  %26 = phi ptr [ %1, %17 ], [ %375, %374 ], !dbg !2386
    #dbg_value(ptr %26, !2353, !DIExpression(), !2384)
  %27 = load i8, ptr %26, align 1, !dbg !2387, !tbaa !438
  switch i8 %27, label %321 [
    i8 0, label %70
    i8 34, label %64
    i8 92, label %58
    i8 10, label %52
    i8 9, label %46
    i8 13, label %40
    i8 8, label %34
    i8 12, label %28
  ], !dbg !2388

28:                                               ; preds = %25
    #dbg_value(ptr poison, !1070, !DIExpression(), !2389)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2389)
    #dbg_value(ptr %0, !468, !DIExpression(), !2391)
    #dbg_value(i8 92, !474, !DIExpression(), !2391)
  %29 = load i64, ptr %4, align 8, !dbg !2393, !tbaa !494
  %30 = add i64 %29, 2, !dbg !2394
  %31 = load i64, ptr %7, align 8, !dbg !2395, !tbaa !481
  %32 = icmp ugt i64 %30, %31, !dbg !2396
  %33 = load ptr, ptr %0, align 8, !dbg !2397, !tbaa !486
  br i1 %32, label %288, label %294, !dbg !2398

34:                                               ; preds = %25
    #dbg_value(ptr poison, !1070, !DIExpression(), !2399)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2399)
    #dbg_value(ptr %0, !468, !DIExpression(), !2401)
    #dbg_value(i8 92, !474, !DIExpression(), !2401)
  %35 = load i64, ptr %4, align 8, !dbg !2403, !tbaa !494
  %36 = add i64 %35, 2, !dbg !2404
  %37 = load i64, ptr %7, align 8, !dbg !2405, !tbaa !481
  %38 = icmp ugt i64 %36, %37, !dbg !2406
  %39 = load ptr, ptr %0, align 8, !dbg !2407, !tbaa !486
  br i1 %38, label %255, label %261, !dbg !2408

40:                                               ; preds = %25
    #dbg_value(ptr poison, !1070, !DIExpression(), !2409)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2409)
    #dbg_value(ptr %0, !468, !DIExpression(), !2411)
    #dbg_value(i8 92, !474, !DIExpression(), !2411)
  %41 = load i64, ptr %4, align 8, !dbg !2413, !tbaa !494
  %42 = add i64 %41, 2, !dbg !2414
  %43 = load i64, ptr %7, align 8, !dbg !2415, !tbaa !481
  %44 = icmp ugt i64 %42, %43, !dbg !2416
  %45 = load ptr, ptr %0, align 8, !dbg !2417, !tbaa !486
  br i1 %44, label %222, label %228, !dbg !2418

46:                                               ; preds = %25
    #dbg_value(ptr poison, !1070, !DIExpression(), !2419)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2419)
    #dbg_value(ptr %0, !468, !DIExpression(), !2421)
    #dbg_value(i8 92, !474, !DIExpression(), !2421)
  %47 = load i64, ptr %4, align 8, !dbg !2423, !tbaa !494
  %48 = add i64 %47, 2, !dbg !2424
  %49 = load i64, ptr %7, align 8, !dbg !2425, !tbaa !481
  %50 = icmp ugt i64 %48, %49, !dbg !2426
  %51 = load ptr, ptr %0, align 8, !dbg !2427, !tbaa !486
  br i1 %50, label %189, label %195, !dbg !2428

52:                                               ; preds = %25
    #dbg_value(ptr poison, !1070, !DIExpression(), !2429)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2429)
    #dbg_value(ptr %0, !468, !DIExpression(), !2431)
    #dbg_value(i8 92, !474, !DIExpression(), !2431)
  %53 = load i64, ptr %4, align 8, !dbg !2433, !tbaa !494
  %54 = add i64 %53, 2, !dbg !2434
  %55 = load i64, ptr %7, align 8, !dbg !2435, !tbaa !481
  %56 = icmp ugt i64 %54, %55, !dbg !2436
  %57 = load ptr, ptr %0, align 8, !dbg !2437, !tbaa !486
  br i1 %56, label %156, label %162, !dbg !2438

58:                                               ; preds = %25
    #dbg_value(ptr poison, !1070, !DIExpression(), !2439)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2439)
    #dbg_value(ptr %0, !468, !DIExpression(), !2441)
    #dbg_value(i8 92, !474, !DIExpression(), !2441)
  %59 = load i64, ptr %4, align 8, !dbg !2443, !tbaa !494
  %60 = add i64 %59, 2, !dbg !2444
  %61 = load i64, ptr %7, align 8, !dbg !2445, !tbaa !481
  %62 = icmp ugt i64 %60, %61, !dbg !2446
  %63 = load ptr, ptr %0, align 8, !dbg !2447, !tbaa !486
  br i1 %62, label %123, label %129, !dbg !2448

64:                                               ; preds = %25
    #dbg_value(ptr poison, !1070, !DIExpression(), !2449)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2449)
    #dbg_value(ptr %0, !468, !DIExpression(), !2451)
    #dbg_value(i8 92, !474, !DIExpression(), !2451)
  %65 = load i64, ptr %4, align 8, !dbg !2453, !tbaa !494
  %66 = add i64 %65, 2, !dbg !2454
  %67 = load i64, ptr %7, align 8, !dbg !2455, !tbaa !481
  %68 = icmp ugt i64 %66, %67, !dbg !2456
  %69 = load ptr, ptr %0, align 8, !dbg !2457, !tbaa !486
  br i1 %68, label %90, label %96, !dbg !2458

70:                                               ; preds = %25
    #dbg_value(ptr %0, !468, !DIExpression(), !2459)
    #dbg_value(i8 34, !474, !DIExpression(), !2459)
  %71 = load i64, ptr %4, align 8, !dbg !2461, !tbaa !494
  %72 = add i64 %71, 2, !dbg !2462
  %73 = load i64, ptr %7, align 8, !dbg !2463, !tbaa !481
  %74 = icmp ugt i64 %72, %73, !dbg !2464
  %75 = load ptr, ptr %0, align 8, !dbg !2465, !tbaa !486
  br i1 %74, label %76, label %82, !dbg !2466

76:                                               ; preds = %70
  %77 = icmp eq i64 %73, 0, !dbg !2467
  %78 = shl i64 %73, 1
  %79 = select i1 %77, i64 64, i64 %78, !dbg !2467
  store i64 %79, ptr %7, align 8, !dbg !2468, !tbaa !481
  %80 = tail call ptr @realloc(ptr noundef %75, i64 noundef %79) #20, !dbg !2469
  store ptr %80, ptr %0, align 8, !dbg !2470, !tbaa !486
  %81 = load i64, ptr %4, align 8, !dbg !2471, !tbaa !494
  br label %82, !dbg !2472

82:                                               ; preds = %70, %76
  %83 = phi i64 [ %81, %76 ], [ %71, %70 ], !dbg !2471
  %84 = phi ptr [ %80, %76 ], [ %75, %70 ], !dbg !2465
  %85 = add i64 %83, 1, !dbg !2471
  store i64 %85, ptr %4, align 8, !dbg !2471, !tbaa !494
  %86 = getelementptr inbounds i8, ptr %84, i64 %83, !dbg !2473
  store i8 34, ptr %86, align 1, !dbg !2474, !tbaa !438
  %87 = load ptr, ptr %0, align 8, !dbg !2475, !tbaa !486
  %88 = load i64, ptr %4, align 8, !dbg !2476, !tbaa !494
  %89 = getelementptr inbounds i8, ptr %87, i64 %88, !dbg !2477
  store i8 0, ptr %89, align 1, !dbg !2478, !tbaa !438
  ret void, !dbg !2479

90:                                               ; preds = %64
  %91 = icmp eq i64 %67, 0, !dbg !2480
  %92 = shl i64 %67, 1
  %93 = select i1 %91, i64 64, i64 %92, !dbg !2480
  store i64 %93, ptr %7, align 8, !dbg !2481, !tbaa !481
  %94 = tail call ptr @realloc(ptr noundef %69, i64 noundef %93) #20, !dbg !2482
  store ptr %94, ptr %0, align 8, !dbg !2483, !tbaa !486
  %95 = load i64, ptr %4, align 8, !dbg !2484, !tbaa !494
  br label %96, !dbg !2485

96:                                               ; preds = %90, %64
  %97 = phi i64 [ %95, %90 ], [ %65, %64 ], !dbg !2484
  %98 = phi ptr [ %94, %90 ], [ %69, %64 ], !dbg !2457
  %99 = add i64 %97, 1, !dbg !2484
  store i64 %99, ptr %4, align 8, !dbg !2484, !tbaa !494
  %100 = getelementptr inbounds i8, ptr %98, i64 %97, !dbg !2486
  store i8 92, ptr %100, align 1, !dbg !2487, !tbaa !438
  %101 = load ptr, ptr %0, align 8, !dbg !2488, !tbaa !486
  %102 = load i64, ptr %4, align 8, !dbg !2489, !tbaa !494
  %103 = getelementptr inbounds i8, ptr %101, i64 %102, !dbg !2490
  store i8 0, ptr %103, align 1, !dbg !2491, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2449)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2449)
    #dbg_value(ptr %0, !468, !DIExpression(), !2451)
    #dbg_value(i8 34, !474, !DIExpression(), !2451)
  %104 = load i64, ptr %4, align 8, !dbg !2453, !tbaa !494
  %105 = add i64 %104, 2, !dbg !2454
  %106 = load i64, ptr %7, align 8, !dbg !2455, !tbaa !481
  %107 = icmp ugt i64 %105, %106, !dbg !2456
  %108 = load ptr, ptr %0, align 8, !dbg !2457, !tbaa !486
  br i1 %107, label %109, label %115, !dbg !2458

109:                                              ; preds = %96
  %110 = icmp eq i64 %106, 0, !dbg !2480
  %111 = shl i64 %106, 1
  %112 = select i1 %110, i64 64, i64 %111, !dbg !2480
  store i64 %112, ptr %7, align 8, !dbg !2481, !tbaa !481
  %113 = tail call ptr @realloc(ptr noundef %108, i64 noundef %112) #20, !dbg !2482
  store ptr %113, ptr %0, align 8, !dbg !2483, !tbaa !486
  %114 = load i64, ptr %4, align 8, !dbg !2484, !tbaa !494
  br label %115, !dbg !2485

115:                                              ; preds = %109, %96
  %116 = phi i64 [ %114, %109 ], [ %104, %96 ], !dbg !2484
  %117 = phi ptr [ %113, %109 ], [ %108, %96 ], !dbg !2457
  %118 = add i64 %116, 1, !dbg !2484
  store i64 %118, ptr %4, align 8, !dbg !2484, !tbaa !494
  %119 = getelementptr inbounds i8, ptr %117, i64 %116, !dbg !2486
  store i8 34, ptr %119, align 1, !dbg !2487, !tbaa !438
  %120 = load ptr, ptr %0, align 8, !dbg !2488, !tbaa !486
  %121 = load i64, ptr %4, align 8, !dbg !2489, !tbaa !494
  %122 = getelementptr inbounds i8, ptr %120, i64 %121, !dbg !2490
  store i8 0, ptr %122, align 1, !dbg !2491, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2449)
  br label %374, !dbg !2492

123:                                              ; preds = %58
  %124 = icmp eq i64 %61, 0, !dbg !2493
  %125 = shl i64 %61, 1
  %126 = select i1 %124, i64 64, i64 %125, !dbg !2493
  store i64 %126, ptr %7, align 8, !dbg !2494, !tbaa !481
  %127 = tail call ptr @realloc(ptr noundef %63, i64 noundef %126) #20, !dbg !2495
  store ptr %127, ptr %0, align 8, !dbg !2496, !tbaa !486
  %128 = load i64, ptr %4, align 8, !dbg !2497, !tbaa !494
  br label %129, !dbg !2498

129:                                              ; preds = %123, %58
  %130 = phi i64 [ %128, %123 ], [ %59, %58 ], !dbg !2497
  %131 = phi ptr [ %127, %123 ], [ %63, %58 ], !dbg !2447
  %132 = add i64 %130, 1, !dbg !2497
  store i64 %132, ptr %4, align 8, !dbg !2497, !tbaa !494
  %133 = getelementptr inbounds i8, ptr %131, i64 %130, !dbg !2499
  store i8 92, ptr %133, align 1, !dbg !2500, !tbaa !438
  %134 = load ptr, ptr %0, align 8, !dbg !2501, !tbaa !486
  %135 = load i64, ptr %4, align 8, !dbg !2502, !tbaa !494
  %136 = getelementptr inbounds i8, ptr %134, i64 %135, !dbg !2503
  store i8 0, ptr %136, align 1, !dbg !2504, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2439)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2439)
    #dbg_value(ptr %0, !468, !DIExpression(), !2441)
    #dbg_value(i8 92, !474, !DIExpression(), !2441)
  %137 = load i64, ptr %4, align 8, !dbg !2443, !tbaa !494
  %138 = add i64 %137, 2, !dbg !2444
  %139 = load i64, ptr %7, align 8, !dbg !2445, !tbaa !481
  %140 = icmp ugt i64 %138, %139, !dbg !2446
  %141 = load ptr, ptr %0, align 8, !dbg !2447, !tbaa !486
  br i1 %140, label %142, label %148, !dbg !2448

142:                                              ; preds = %129
  %143 = icmp eq i64 %139, 0, !dbg !2493
  %144 = shl i64 %139, 1
  %145 = select i1 %143, i64 64, i64 %144, !dbg !2493
  store i64 %145, ptr %7, align 8, !dbg !2494, !tbaa !481
  %146 = tail call ptr @realloc(ptr noundef %141, i64 noundef %145) #20, !dbg !2495
  store ptr %146, ptr %0, align 8, !dbg !2496, !tbaa !486
  %147 = load i64, ptr %4, align 8, !dbg !2497, !tbaa !494
  br label %148, !dbg !2498

148:                                              ; preds = %142, %129
  %149 = phi i64 [ %147, %142 ], [ %137, %129 ], !dbg !2497
  %150 = phi ptr [ %146, %142 ], [ %141, %129 ], !dbg !2447
  %151 = add i64 %149, 1, !dbg !2497
  store i64 %151, ptr %4, align 8, !dbg !2497, !tbaa !494
  %152 = getelementptr inbounds i8, ptr %150, i64 %149, !dbg !2499
  store i8 92, ptr %152, align 1, !dbg !2500, !tbaa !438
  %153 = load ptr, ptr %0, align 8, !dbg !2501, !tbaa !486
  %154 = load i64, ptr %4, align 8, !dbg !2502, !tbaa !494
  %155 = getelementptr inbounds i8, ptr %153, i64 %154, !dbg !2503
  store i8 0, ptr %155, align 1, !dbg !2504, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2439)
  br label %374, !dbg !2492

156:                                              ; preds = %52
  %157 = icmp eq i64 %55, 0, !dbg !2505
  %158 = shl i64 %55, 1
  %159 = select i1 %157, i64 64, i64 %158, !dbg !2505
  store i64 %159, ptr %7, align 8, !dbg !2506, !tbaa !481
  %160 = tail call ptr @realloc(ptr noundef %57, i64 noundef %159) #20, !dbg !2507
  store ptr %160, ptr %0, align 8, !dbg !2508, !tbaa !486
  %161 = load i64, ptr %4, align 8, !dbg !2509, !tbaa !494
  br label %162, !dbg !2510

162:                                              ; preds = %156, %52
  %163 = phi i64 [ %161, %156 ], [ %53, %52 ], !dbg !2509
  %164 = phi ptr [ %160, %156 ], [ %57, %52 ], !dbg !2437
  %165 = add i64 %163, 1, !dbg !2509
  store i64 %165, ptr %4, align 8, !dbg !2509, !tbaa !494
  %166 = getelementptr inbounds i8, ptr %164, i64 %163, !dbg !2511
  store i8 92, ptr %166, align 1, !dbg !2512, !tbaa !438
  %167 = load ptr, ptr %0, align 8, !dbg !2513, !tbaa !486
  %168 = load i64, ptr %4, align 8, !dbg !2514, !tbaa !494
  %169 = getelementptr inbounds i8, ptr %167, i64 %168, !dbg !2515
  store i8 0, ptr %169, align 1, !dbg !2516, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2429)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2429)
    #dbg_value(ptr %0, !468, !DIExpression(), !2431)
    #dbg_value(i8 110, !474, !DIExpression(), !2431)
  %170 = load i64, ptr %4, align 8, !dbg !2433, !tbaa !494
  %171 = add i64 %170, 2, !dbg !2434
  %172 = load i64, ptr %7, align 8, !dbg !2435, !tbaa !481
  %173 = icmp ugt i64 %171, %172, !dbg !2436
  %174 = load ptr, ptr %0, align 8, !dbg !2437, !tbaa !486
  br i1 %173, label %175, label %181, !dbg !2438

175:                                              ; preds = %162
  %176 = icmp eq i64 %172, 0, !dbg !2505
  %177 = shl i64 %172, 1
  %178 = select i1 %176, i64 64, i64 %177, !dbg !2505
  store i64 %178, ptr %7, align 8, !dbg !2506, !tbaa !481
  %179 = tail call ptr @realloc(ptr noundef %174, i64 noundef %178) #20, !dbg !2507
  store ptr %179, ptr %0, align 8, !dbg !2508, !tbaa !486
  %180 = load i64, ptr %4, align 8, !dbg !2509, !tbaa !494
  br label %181, !dbg !2510

181:                                              ; preds = %175, %162
  %182 = phi i64 [ %180, %175 ], [ %170, %162 ], !dbg !2509
  %183 = phi ptr [ %179, %175 ], [ %174, %162 ], !dbg !2437
  %184 = add i64 %182, 1, !dbg !2509
  store i64 %184, ptr %4, align 8, !dbg !2509, !tbaa !494
  %185 = getelementptr inbounds i8, ptr %183, i64 %182, !dbg !2511
  store i8 110, ptr %185, align 1, !dbg !2512, !tbaa !438
  %186 = load ptr, ptr %0, align 8, !dbg !2513, !tbaa !486
  %187 = load i64, ptr %4, align 8, !dbg !2514, !tbaa !494
  %188 = getelementptr inbounds i8, ptr %186, i64 %187, !dbg !2515
  store i8 0, ptr %188, align 1, !dbg !2516, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2429)
  br label %374, !dbg !2492

189:                                              ; preds = %46
  %190 = icmp eq i64 %49, 0, !dbg !2517
  %191 = shl i64 %49, 1
  %192 = select i1 %190, i64 64, i64 %191, !dbg !2517
  store i64 %192, ptr %7, align 8, !dbg !2518, !tbaa !481
  %193 = tail call ptr @realloc(ptr noundef %51, i64 noundef %192) #20, !dbg !2519
  store ptr %193, ptr %0, align 8, !dbg !2520, !tbaa !486
  %194 = load i64, ptr %4, align 8, !dbg !2521, !tbaa !494
  br label %195, !dbg !2522

195:                                              ; preds = %189, %46
  %196 = phi i64 [ %194, %189 ], [ %47, %46 ], !dbg !2521
  %197 = phi ptr [ %193, %189 ], [ %51, %46 ], !dbg !2427
  %198 = add i64 %196, 1, !dbg !2521
  store i64 %198, ptr %4, align 8, !dbg !2521, !tbaa !494
  %199 = getelementptr inbounds i8, ptr %197, i64 %196, !dbg !2523
  store i8 92, ptr %199, align 1, !dbg !2524, !tbaa !438
  %200 = load ptr, ptr %0, align 8, !dbg !2525, !tbaa !486
  %201 = load i64, ptr %4, align 8, !dbg !2526, !tbaa !494
  %202 = getelementptr inbounds i8, ptr %200, i64 %201, !dbg !2527
  store i8 0, ptr %202, align 1, !dbg !2528, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2419)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2419)
    #dbg_value(ptr %0, !468, !DIExpression(), !2421)
    #dbg_value(i8 116, !474, !DIExpression(), !2421)
  %203 = load i64, ptr %4, align 8, !dbg !2423, !tbaa !494
  %204 = add i64 %203, 2, !dbg !2424
  %205 = load i64, ptr %7, align 8, !dbg !2425, !tbaa !481
  %206 = icmp ugt i64 %204, %205, !dbg !2426
  %207 = load ptr, ptr %0, align 8, !dbg !2427, !tbaa !486
  br i1 %206, label %208, label %214, !dbg !2428

208:                                              ; preds = %195
  %209 = icmp eq i64 %205, 0, !dbg !2517
  %210 = shl i64 %205, 1
  %211 = select i1 %209, i64 64, i64 %210, !dbg !2517
  store i64 %211, ptr %7, align 8, !dbg !2518, !tbaa !481
  %212 = tail call ptr @realloc(ptr noundef %207, i64 noundef %211) #20, !dbg !2519
  store ptr %212, ptr %0, align 8, !dbg !2520, !tbaa !486
  %213 = load i64, ptr %4, align 8, !dbg !2521, !tbaa !494
  br label %214, !dbg !2522

214:                                              ; preds = %208, %195
  %215 = phi i64 [ %213, %208 ], [ %203, %195 ], !dbg !2521
  %216 = phi ptr [ %212, %208 ], [ %207, %195 ], !dbg !2427
  %217 = add i64 %215, 1, !dbg !2521
  store i64 %217, ptr %4, align 8, !dbg !2521, !tbaa !494
  %218 = getelementptr inbounds i8, ptr %216, i64 %215, !dbg !2523
  store i8 116, ptr %218, align 1, !dbg !2524, !tbaa !438
  %219 = load ptr, ptr %0, align 8, !dbg !2525, !tbaa !486
  %220 = load i64, ptr %4, align 8, !dbg !2526, !tbaa !494
  %221 = getelementptr inbounds i8, ptr %219, i64 %220, !dbg !2527
  store i8 0, ptr %221, align 1, !dbg !2528, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2419)
  br label %374, !dbg !2492

222:                                              ; preds = %40
  %223 = icmp eq i64 %43, 0, !dbg !2529
  %224 = shl i64 %43, 1
  %225 = select i1 %223, i64 64, i64 %224, !dbg !2529
  store i64 %225, ptr %7, align 8, !dbg !2530, !tbaa !481
  %226 = tail call ptr @realloc(ptr noundef %45, i64 noundef %225) #20, !dbg !2531
  store ptr %226, ptr %0, align 8, !dbg !2532, !tbaa !486
  %227 = load i64, ptr %4, align 8, !dbg !2533, !tbaa !494
  br label %228, !dbg !2534

228:                                              ; preds = %222, %40
  %229 = phi i64 [ %227, %222 ], [ %41, %40 ], !dbg !2533
  %230 = phi ptr [ %226, %222 ], [ %45, %40 ], !dbg !2417
  %231 = add i64 %229, 1, !dbg !2533
  store i64 %231, ptr %4, align 8, !dbg !2533, !tbaa !494
  %232 = getelementptr inbounds i8, ptr %230, i64 %229, !dbg !2535
  store i8 92, ptr %232, align 1, !dbg !2536, !tbaa !438
  %233 = load ptr, ptr %0, align 8, !dbg !2537, !tbaa !486
  %234 = load i64, ptr %4, align 8, !dbg !2538, !tbaa !494
  %235 = getelementptr inbounds i8, ptr %233, i64 %234, !dbg !2539
  store i8 0, ptr %235, align 1, !dbg !2540, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2409)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2409)
    #dbg_value(ptr %0, !468, !DIExpression(), !2411)
    #dbg_value(i8 114, !474, !DIExpression(), !2411)
  %236 = load i64, ptr %4, align 8, !dbg !2413, !tbaa !494
  %237 = add i64 %236, 2, !dbg !2414
  %238 = load i64, ptr %7, align 8, !dbg !2415, !tbaa !481
  %239 = icmp ugt i64 %237, %238, !dbg !2416
  %240 = load ptr, ptr %0, align 8, !dbg !2417, !tbaa !486
  br i1 %239, label %241, label %247, !dbg !2418

241:                                              ; preds = %228
  %242 = icmp eq i64 %238, 0, !dbg !2529
  %243 = shl i64 %238, 1
  %244 = select i1 %242, i64 64, i64 %243, !dbg !2529
  store i64 %244, ptr %7, align 8, !dbg !2530, !tbaa !481
  %245 = tail call ptr @realloc(ptr noundef %240, i64 noundef %244) #20, !dbg !2531
  store ptr %245, ptr %0, align 8, !dbg !2532, !tbaa !486
  %246 = load i64, ptr %4, align 8, !dbg !2533, !tbaa !494
  br label %247, !dbg !2534

247:                                              ; preds = %241, %228
  %248 = phi i64 [ %246, %241 ], [ %236, %228 ], !dbg !2533
  %249 = phi ptr [ %245, %241 ], [ %240, %228 ], !dbg !2417
  %250 = add i64 %248, 1, !dbg !2533
  store i64 %250, ptr %4, align 8, !dbg !2533, !tbaa !494
  %251 = getelementptr inbounds i8, ptr %249, i64 %248, !dbg !2535
  store i8 114, ptr %251, align 1, !dbg !2536, !tbaa !438
  %252 = load ptr, ptr %0, align 8, !dbg !2537, !tbaa !486
  %253 = load i64, ptr %4, align 8, !dbg !2538, !tbaa !494
  %254 = getelementptr inbounds i8, ptr %252, i64 %253, !dbg !2539
  store i8 0, ptr %254, align 1, !dbg !2540, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2409)
  br label %374, !dbg !2492

255:                                              ; preds = %34
  %256 = icmp eq i64 %37, 0, !dbg !2541
  %257 = shl i64 %37, 1
  %258 = select i1 %256, i64 64, i64 %257, !dbg !2541
  store i64 %258, ptr %7, align 8, !dbg !2542, !tbaa !481
  %259 = tail call ptr @realloc(ptr noundef %39, i64 noundef %258) #20, !dbg !2543
  store ptr %259, ptr %0, align 8, !dbg !2544, !tbaa !486
  %260 = load i64, ptr %4, align 8, !dbg !2545, !tbaa !494
  br label %261, !dbg !2546

261:                                              ; preds = %255, %34
  %262 = phi i64 [ %260, %255 ], [ %35, %34 ], !dbg !2545
  %263 = phi ptr [ %259, %255 ], [ %39, %34 ], !dbg !2407
  %264 = add i64 %262, 1, !dbg !2545
  store i64 %264, ptr %4, align 8, !dbg !2545, !tbaa !494
  %265 = getelementptr inbounds i8, ptr %263, i64 %262, !dbg !2547
  store i8 92, ptr %265, align 1, !dbg !2548, !tbaa !438
  %266 = load ptr, ptr %0, align 8, !dbg !2549, !tbaa !486
  %267 = load i64, ptr %4, align 8, !dbg !2550, !tbaa !494
  %268 = getelementptr inbounds i8, ptr %266, i64 %267, !dbg !2551
  store i8 0, ptr %268, align 1, !dbg !2552, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2399)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2399)
    #dbg_value(ptr %0, !468, !DIExpression(), !2401)
    #dbg_value(i8 98, !474, !DIExpression(), !2401)
  %269 = load i64, ptr %4, align 8, !dbg !2403, !tbaa !494
  %270 = add i64 %269, 2, !dbg !2404
  %271 = load i64, ptr %7, align 8, !dbg !2405, !tbaa !481
  %272 = icmp ugt i64 %270, %271, !dbg !2406
  %273 = load ptr, ptr %0, align 8, !dbg !2407, !tbaa !486
  br i1 %272, label %274, label %280, !dbg !2408

274:                                              ; preds = %261
  %275 = icmp eq i64 %271, 0, !dbg !2541
  %276 = shl i64 %271, 1
  %277 = select i1 %275, i64 64, i64 %276, !dbg !2541
  store i64 %277, ptr %7, align 8, !dbg !2542, !tbaa !481
  %278 = tail call ptr @realloc(ptr noundef %273, i64 noundef %277) #20, !dbg !2543
  store ptr %278, ptr %0, align 8, !dbg !2544, !tbaa !486
  %279 = load i64, ptr %4, align 8, !dbg !2545, !tbaa !494
  br label %280, !dbg !2546

280:                                              ; preds = %274, %261
  %281 = phi i64 [ %279, %274 ], [ %269, %261 ], !dbg !2545
  %282 = phi ptr [ %278, %274 ], [ %273, %261 ], !dbg !2407
  %283 = add i64 %281, 1, !dbg !2545
  store i64 %283, ptr %4, align 8, !dbg !2545, !tbaa !494
  %284 = getelementptr inbounds i8, ptr %282, i64 %281, !dbg !2547
  store i8 98, ptr %284, align 1, !dbg !2548, !tbaa !438
  %285 = load ptr, ptr %0, align 8, !dbg !2549, !tbaa !486
  %286 = load i64, ptr %4, align 8, !dbg !2550, !tbaa !494
  %287 = getelementptr inbounds i8, ptr %285, i64 %286, !dbg !2551
  store i8 0, ptr %287, align 1, !dbg !2552, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2399)
  br label %374, !dbg !2492

288:                                              ; preds = %28
  %289 = icmp eq i64 %31, 0, !dbg !2553
  %290 = shl i64 %31, 1
  %291 = select i1 %289, i64 64, i64 %290, !dbg !2553
  store i64 %291, ptr %7, align 8, !dbg !2554, !tbaa !481
  %292 = tail call ptr @realloc(ptr noundef %33, i64 noundef %291) #20, !dbg !2555
  store ptr %292, ptr %0, align 8, !dbg !2556, !tbaa !486
  %293 = load i64, ptr %4, align 8, !dbg !2557, !tbaa !494
  br label %294, !dbg !2558

294:                                              ; preds = %288, %28
  %295 = phi i64 [ %293, %288 ], [ %29, %28 ], !dbg !2557
  %296 = phi ptr [ %292, %288 ], [ %33, %28 ], !dbg !2397
  %297 = add i64 %295, 1, !dbg !2557
  store i64 %297, ptr %4, align 8, !dbg !2557, !tbaa !494
  %298 = getelementptr inbounds i8, ptr %296, i64 %295, !dbg !2559
  store i8 92, ptr %298, align 1, !dbg !2560, !tbaa !438
  %299 = load ptr, ptr %0, align 8, !dbg !2561, !tbaa !486
  %300 = load i64, ptr %4, align 8, !dbg !2562, !tbaa !494
  %301 = getelementptr inbounds i8, ptr %299, i64 %300, !dbg !2563
  store i8 0, ptr %301, align 1, !dbg !2564, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2389)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2389)
    #dbg_value(ptr %0, !468, !DIExpression(), !2391)
    #dbg_value(i8 102, !474, !DIExpression(), !2391)
  %302 = load i64, ptr %4, align 8, !dbg !2393, !tbaa !494
  %303 = add i64 %302, 2, !dbg !2394
  %304 = load i64, ptr %7, align 8, !dbg !2395, !tbaa !481
  %305 = icmp ugt i64 %303, %304, !dbg !2396
  %306 = load ptr, ptr %0, align 8, !dbg !2397, !tbaa !486
  br i1 %305, label %307, label %313, !dbg !2398

307:                                              ; preds = %294
  %308 = icmp eq i64 %304, 0, !dbg !2553
  %309 = shl i64 %304, 1
  %310 = select i1 %308, i64 64, i64 %309, !dbg !2553
  store i64 %310, ptr %7, align 8, !dbg !2554, !tbaa !481
  %311 = tail call ptr @realloc(ptr noundef %306, i64 noundef %310) #20, !dbg !2555
  store ptr %311, ptr %0, align 8, !dbg !2556, !tbaa !486
  %312 = load i64, ptr %4, align 8, !dbg !2557, !tbaa !494
  br label %313, !dbg !2558

313:                                              ; preds = %307, %294
  %314 = phi i64 [ %312, %307 ], [ %302, %294 ], !dbg !2557
  %315 = phi ptr [ %311, %307 ], [ %306, %294 ], !dbg !2397
  %316 = add i64 %314, 1, !dbg !2557
  store i64 %316, ptr %4, align 8, !dbg !2557, !tbaa !494
  %317 = getelementptr inbounds i8, ptr %315, i64 %314, !dbg !2559
  store i8 102, ptr %317, align 1, !dbg !2560, !tbaa !438
  %318 = load ptr, ptr %0, align 8, !dbg !2561, !tbaa !486
  %319 = load i64, ptr %4, align 8, !dbg !2562, !tbaa !494
  %320 = getelementptr inbounds i8, ptr %318, i64 %319, !dbg !2563
  store i8 0, ptr %320, align 1, !dbg !2564, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2389)
  br label %374, !dbg !2492

321:                                              ; preds = %25
  %322 = icmp ult i8 %27, 32, !dbg !2565
  br i1 %322, label %323, label %354, !dbg !2566

323:                                              ; preds = %321
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #17, !dbg !2567
  %324 = zext nneg i8 %27 to i32, !dbg !2568
  %325 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 8, ptr noundef nonnull @.str.63, i32 noundef %324) #17, !dbg !2569
    #dbg_value(ptr %0, !1065, !DIExpression(), !2570)
    #dbg_value(ptr %3, !1070, !DIExpression(), !2570)
  %326 = load i8, ptr %3, align 1, !dbg !2572, !tbaa !438
  %327 = icmp eq i8 %326, 0, !dbg !2573
  br i1 %327, label %353, label %328, !dbg !2573

328:                                              ; preds = %323, %343
  %329 = phi i8 [ %351, %343 ], [ %326, %323 ]
  %330 = phi ptr [ %331, %343 ], [ %3, %323 ]
    #dbg_value(ptr %330, !1070, !DIExpression(), !2570)
  %331 = getelementptr inbounds i8, ptr %330, i64 1, !dbg !2574
    #dbg_value(ptr %331, !1070, !DIExpression(), !2570)
    #dbg_value(ptr %0, !468, !DIExpression(), !2575)
    #dbg_value(i8 %329, !474, !DIExpression(), !2575)
  %332 = load i64, ptr %4, align 8, !dbg !2577, !tbaa !494
  %333 = add i64 %332, 2, !dbg !2578
  %334 = load i64, ptr %7, align 8, !dbg !2579, !tbaa !481
  %335 = icmp ugt i64 %333, %334, !dbg !2580
  %336 = load ptr, ptr %0, align 8, !dbg !2581, !tbaa !486
  br i1 %335, label %337, label %343, !dbg !2582

337:                                              ; preds = %328
  %338 = icmp eq i64 %334, 0, !dbg !2583
  %339 = shl i64 %334, 1
  %340 = select i1 %338, i64 64, i64 %339, !dbg !2583
  store i64 %340, ptr %7, align 8, !dbg !2584, !tbaa !481
  %341 = tail call ptr @realloc(ptr noundef %336, i64 noundef %340) #20, !dbg !2585
  store ptr %341, ptr %0, align 8, !dbg !2586, !tbaa !486
  %342 = load i64, ptr %4, align 8, !dbg !2587, !tbaa !494
  br label %343, !dbg !2588

343:                                              ; preds = %337, %328
  %344 = phi i64 [ %342, %337 ], [ %332, %328 ], !dbg !2587
  %345 = phi ptr [ %341, %337 ], [ %336, %328 ], !dbg !2581
  %346 = add i64 %344, 1, !dbg !2587
  store i64 %346, ptr %4, align 8, !dbg !2587, !tbaa !494
  %347 = getelementptr inbounds i8, ptr %345, i64 %344, !dbg !2589
  store i8 %329, ptr %347, align 1, !dbg !2590, !tbaa !438
  %348 = load ptr, ptr %0, align 8, !dbg !2591, !tbaa !486
  %349 = load i64, ptr %4, align 8, !dbg !2592, !tbaa !494
  %350 = getelementptr inbounds i8, ptr %348, i64 %349, !dbg !2593
  store i8 0, ptr %350, align 1, !dbg !2594, !tbaa !438
    #dbg_value(ptr %331, !1070, !DIExpression(), !2570)
  %351 = load i8, ptr %331, align 1, !dbg !2572, !tbaa !438
  %352 = icmp eq i8 %351, 0, !dbg !2573
  br i1 %352, label %353, label %328, !dbg !2573, !llvm.loop !2595

353:                                              ; preds = %343, %323
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #17, !dbg !2597
  br label %374, !dbg !2598

354:                                              ; preds = %321
    #dbg_value(ptr %0, !468, !DIExpression(), !2599)
    #dbg_value(i8 %27, !474, !DIExpression(), !2599)
  %355 = load i64, ptr %4, align 8, !dbg !2601, !tbaa !494
  %356 = add i64 %355, 2, !dbg !2602
  %357 = load i64, ptr %7, align 8, !dbg !2603, !tbaa !481
  %358 = icmp ugt i64 %356, %357, !dbg !2604
  %359 = load ptr, ptr %0, align 8, !dbg !2605, !tbaa !486
  br i1 %358, label %360, label %366, !dbg !2606

360:                                              ; preds = %354
  %361 = icmp eq i64 %357, 0, !dbg !2607
  %362 = shl i64 %357, 1
  %363 = select i1 %361, i64 64, i64 %362, !dbg !2607
  store i64 %363, ptr %7, align 8, !dbg !2608, !tbaa !481
  %364 = tail call ptr @realloc(ptr noundef %359, i64 noundef %363) #20, !dbg !2609
  store ptr %364, ptr %0, align 8, !dbg !2610, !tbaa !486
  %365 = load i64, ptr %4, align 8, !dbg !2611, !tbaa !494
  br label %366, !dbg !2612

366:                                              ; preds = %354, %360
  %367 = phi i64 [ %365, %360 ], [ %355, %354 ], !dbg !2611
  %368 = phi ptr [ %364, %360 ], [ %359, %354 ], !dbg !2605
  %369 = add i64 %367, 1, !dbg !2611
  store i64 %369, ptr %4, align 8, !dbg !2611, !tbaa !494
  %370 = getelementptr inbounds i8, ptr %368, i64 %367, !dbg !2613
  store i8 %27, ptr %370, align 1, !dbg !2614, !tbaa !438
  %371 = load ptr, ptr %0, align 8, !dbg !2615, !tbaa !486
  %372 = load i64, ptr %4, align 8, !dbg !2616, !tbaa !494
  %373 = getelementptr inbounds i8, ptr %371, i64 %372, !dbg !2617
  store i8 0, ptr %373, align 1, !dbg !2618, !tbaa !438
  br label %374

374:                                              ; preds = %313, %280, %247, %214, %181, %148, %115, %366, %353
  %375 = getelementptr inbounds i8, ptr %26, i64 1, !dbg !2492
    #dbg_value(ptr %375, !2353, !DIExpression(), !2384)
  br label %25, !dbg !2619, !llvm.loop !2620
}

; Function Attrs: nounwind uwtable
define internal fastcc void @indent(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #0 !dbg !2622 {
    #dbg_value(ptr %0, !2626, !DIExpression(), !2630)
    #dbg_value(i32 %1, !2627, !DIExpression(), !2630)
    #dbg_value(i32 0, !2628, !DIExpression(), !2631)
  %3 = icmp sgt i32 %1, 0, !dbg !2632
  br i1 %3, label %4, label %7, !dbg !2634

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  br label %8, !dbg !2634

7:                                                ; preds = %40, %2
  ret void, !dbg !2635

8:                                                ; preds = %4, %40
  %9 = phi i32 [ 0, %4 ], [ %48, %40 ]
    #dbg_value(i32 %9, !2628, !DIExpression(), !2631)
    #dbg_value(ptr %0, !1065, !DIExpression(), !2636)
    #dbg_value(ptr poison, !1070, !DIExpression(), !2636)
    #dbg_value(ptr %0, !468, !DIExpression(), !2638)
    #dbg_value(i8 32, !474, !DIExpression(), !2638)
  %10 = load i64, ptr %5, align 8, !dbg !2640, !tbaa !494
  %11 = add i64 %10, 2, !dbg !2641
  %12 = load i64, ptr %6, align 8, !dbg !2642, !tbaa !481
  %13 = icmp ugt i64 %11, %12, !dbg !2643
  %14 = load ptr, ptr %0, align 8, !dbg !2644, !tbaa !486
  br i1 %13, label %15, label %21, !dbg !2645

15:                                               ; preds = %8
  %16 = icmp eq i64 %12, 0, !dbg !2646
  %17 = shl i64 %12, 1
  %18 = select i1 %16, i64 64, i64 %17, !dbg !2646
  store i64 %18, ptr %6, align 8, !dbg !2647, !tbaa !481
  %19 = tail call ptr @realloc(ptr noundef %14, i64 noundef %18) #20, !dbg !2648
  store ptr %19, ptr %0, align 8, !dbg !2649, !tbaa !486
  %20 = load i64, ptr %5, align 8, !dbg !2650, !tbaa !494
  br label %21, !dbg !2651

21:                                               ; preds = %15, %8
  %22 = phi i64 [ %20, %15 ], [ %10, %8 ], !dbg !2650
  %23 = phi ptr [ %19, %15 ], [ %14, %8 ], !dbg !2644
  %24 = add i64 %22, 1, !dbg !2650
  store i64 %24, ptr %5, align 8, !dbg !2650, !tbaa !494
  %25 = getelementptr inbounds i8, ptr %23, i64 %22, !dbg !2652
  store i8 32, ptr %25, align 1, !dbg !2653, !tbaa !438
  %26 = load ptr, ptr %0, align 8, !dbg !2654, !tbaa !486
  %27 = load i64, ptr %5, align 8, !dbg !2655, !tbaa !494
  %28 = getelementptr inbounds i8, ptr %26, i64 %27, !dbg !2656
  store i8 0, ptr %28, align 1, !dbg !2657, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2636)
    #dbg_value(ptr %0, !468, !DIExpression(), !2638)
    #dbg_value(i8 32, !474, !DIExpression(), !2638)
  %29 = load i64, ptr %5, align 8, !dbg !2640, !tbaa !494
  %30 = add i64 %29, 2, !dbg !2641
  %31 = load i64, ptr %6, align 8, !dbg !2642, !tbaa !481
  %32 = icmp ugt i64 %30, %31, !dbg !2643
  %33 = load ptr, ptr %0, align 8, !dbg !2644, !tbaa !486
  br i1 %32, label %34, label %40, !dbg !2645

34:                                               ; preds = %21
  %35 = icmp eq i64 %31, 0, !dbg !2646
  %36 = shl i64 %31, 1
  %37 = select i1 %35, i64 64, i64 %36, !dbg !2646
  store i64 %37, ptr %6, align 8, !dbg !2647, !tbaa !481
  %38 = tail call ptr @realloc(ptr noundef %33, i64 noundef %37) #20, !dbg !2648
  store ptr %38, ptr %0, align 8, !dbg !2649, !tbaa !486
  %39 = load i64, ptr %5, align 8, !dbg !2650, !tbaa !494
  br label %40, !dbg !2651

40:                                               ; preds = %34, %21
  %41 = phi i64 [ %39, %34 ], [ %29, %21 ], !dbg !2650
  %42 = phi ptr [ %38, %34 ], [ %33, %21 ], !dbg !2644
  %43 = add i64 %41, 1, !dbg !2650
  store i64 %43, ptr %5, align 8, !dbg !2650, !tbaa !494
  %44 = getelementptr inbounds i8, ptr %42, i64 %41, !dbg !2652
  store i8 32, ptr %44, align 1, !dbg !2653, !tbaa !438
  %45 = load ptr, ptr %0, align 8, !dbg !2654, !tbaa !486
  %46 = load i64, ptr %5, align 8, !dbg !2655, !tbaa !494
  %47 = getelementptr inbounds i8, ptr %45, i64 %46, !dbg !2656
  store i8 0, ptr %47, align 1, !dbg !2657, !tbaa !438
    #dbg_value(ptr poison, !1070, !DIExpression(), !2636)
  %48 = add nuw nsw i32 %9, 1, !dbg !2658
    #dbg_value(i32 %48, !2628, !DIExpression(), !2631)
  %49 = icmp eq i32 %48, %1, !dbg !2632
  br i1 %49, label %7, label %8, !dbg !2634, !llvm.loop !2659
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #12

; Function Attrs: nofree nounwind
declare !dbg !2661 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !2665 i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !2669 noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #14

; Function Attrs: nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #15

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #16

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #10 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #11 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" }
attributes #16 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #17 = { nounwind }
attributes #18 = { nounwind willreturn memory(read) }
attributes #19 = { nounwind allocsize(0,1) }
attributes #20 = { nounwind allocsize(1) }

!llvm.dbg.cu = !{!227}
!llvm.module.flags = !{!320, !321, !322, !323, !324, !325, !326}
!llvm.ident = !{!327}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 223, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/json_parser_printer.c", directory: ".", checksumkind: CSK_MD5, checksum: "0bfa415c90d17039c40314d87c53cab5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2496, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 312)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 228, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 25)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 230, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 231, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 12)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 232, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 232, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 10)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 232, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 18)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 232, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 19)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 232, type: !29, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 232, type: !29, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 232, type: !29, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 233, type: !34, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 233, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 7)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 235, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 648, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 81)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 237, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 21)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 1)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 2)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !24, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 8)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !24, isLocal: true, isDefinition: true)
!84 = !DIGlobalVariableExpression(var: !85, expr: !DIExpression())
!85 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !24, isLocal: true, isDefinition: true)
!86 = !DIGlobalVariableExpression(var: !87, expr: !DIExpression())
!87 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !88, isLocal: true, isDefinition: true)
!88 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !89)
!89 = !{!90}
!90 = !DISubrange(count: 4)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 3)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !93, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !72, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !52, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 9)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !29, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !79, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 240, type: !88, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 241, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 20)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(scope: null, file: !2, line: 241, type: !104, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(scope: null, file: !2, line: 250, type: !122, isLocal: true, isDefinition: true)
!122 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 440, elements: !123)
!123 = !{!124}
!124 = !DISubrange(count: 55)
!125 = !DIGlobalVariableExpression(var: !126, expr: !DIExpression())
!126 = distinct !DIGlobalVariable(scope: null, file: !2, line: 144, type: !127, isLocal: true, isDefinition: true)
!127 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !128)
!128 = !{!129}
!129 = !DISubrange(count: 17)
!130 = !DIGlobalVariableExpression(var: !131, expr: !DIExpression())
!131 = distinct !DIGlobalVariable(scope: null, file: !2, line: 105, type: !127, isLocal: true, isDefinition: true)
!132 = !DIGlobalVariableExpression(var: !133, expr: !DIExpression())
!133 = distinct !DIGlobalVariable(scope: null, file: !2, line: 113, type: !14, isLocal: true, isDefinition: true)
!134 = !DIGlobalVariableExpression(var: !135, expr: !DIExpression())
!135 = distinct !DIGlobalVariable(scope: null, file: !2, line: 119, type: !115, isLocal: true, isDefinition: true)
!136 = !DIGlobalVariableExpression(var: !137, expr: !DIExpression())
!137 = distinct !DIGlobalVariable(scope: null, file: !2, line: 130, type: !115, isLocal: true, isDefinition: true)
!138 = !DIGlobalVariableExpression(var: !139, expr: !DIExpression())
!139 = distinct !DIGlobalVariable(scope: null, file: !2, line: 135, type: !24, isLocal: true, isDefinition: true)
!140 = !DIGlobalVariableExpression(var: !141, expr: !DIExpression())
!141 = distinct !DIGlobalVariable(scope: null, file: !2, line: 136, type: !142, isLocal: true, isDefinition: true)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 6)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 137, type: !24, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !62, isLocal: true, isDefinition: true)
!149 = !DIGlobalVariableExpression(var: !150, expr: !DIExpression())
!150 = distinct !DIGlobalVariable(scope: null, file: !2, line: 138, type: !151, isLocal: true, isDefinition: true)
!151 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !152)
!152 = !{!153}
!153 = !DISubrange(count: 15)
!154 = !DIGlobalVariableExpression(var: !155, expr: !DIExpression())
!155 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !156, isLocal: true, isDefinition: true)
!156 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !157)
!157 = !{!158}
!158 = !DISubrange(count: 16)
!159 = !DIGlobalVariableExpression(var: !160, expr: !DIExpression())
!160 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !115, isLocal: true, isDefinition: true)
!161 = !DIGlobalVariableExpression(var: !162, expr: !DIExpression())
!162 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !163, isLocal: true, isDefinition: true)
!163 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !164)
!164 = !{!165}
!165 = !DISubrange(count: 28)
!166 = !DIGlobalVariableExpression(var: !167, expr: !DIExpression())
!167 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !168, isLocal: true, isDefinition: true)
!168 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !169)
!169 = !{!170}
!170 = !DISubrange(count: 14)
!171 = !DIGlobalVariableExpression(var: !172, expr: !DIExpression())
!172 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !115, isLocal: true, isDefinition: true)
!173 = !DIGlobalVariableExpression(var: !174, expr: !DIExpression())
!174 = distinct !DIGlobalVariable(scope: null, file: !2, line: 81, type: !34, isLocal: true, isDefinition: true)
!175 = !DIGlobalVariableExpression(var: !176, expr: !DIExpression())
!176 = distinct !DIGlobalVariable(scope: null, file: !2, line: 83, type: !39, isLocal: true, isDefinition: true)
!177 = !DIGlobalVariableExpression(var: !178, expr: !DIExpression())
!178 = distinct !DIGlobalVariable(scope: null, file: !2, line: 87, type: !179, isLocal: true, isDefinition: true)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 11)
!182 = !DIGlobalVariableExpression(var: !183, expr: !DIExpression())
!183 = distinct !DIGlobalVariable(scope: null, file: !2, line: 97, type: !179, isLocal: true, isDefinition: true)
!184 = !DIGlobalVariableExpression(var: !185, expr: !DIExpression())
!185 = distinct !DIGlobalVariable(scope: null, file: !2, line: 98, type: !14, isLocal: true, isDefinition: true)
!186 = !DIGlobalVariableExpression(var: !187, expr: !DIExpression())
!187 = distinct !DIGlobalVariable(scope: null, file: !2, line: 99, type: !14, isLocal: true, isDefinition: true)
!188 = !DIGlobalVariableExpression(var: !189, expr: !DIExpression())
!189 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !24, isLocal: true, isDefinition: true)
!190 = !DIGlobalVariableExpression(var: !191, expr: !DIExpression())
!191 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !142, isLocal: true, isDefinition: true)
!192 = !DIGlobalVariableExpression(var: !193, expr: !DIExpression())
!193 = distinct !DIGlobalVariable(scope: null, file: !2, line: 156, type: !52, isLocal: true, isDefinition: true)
!194 = !DIGlobalVariableExpression(var: !195, expr: !DIExpression())
!195 = distinct !DIGlobalVariable(name: "pieces", scope: !196, file: !2, line: 195, type: !317, isLocal: true, isDefinition: true)
!196 = distinct !DISubprogram(name: "gen", scope: !2, file: !2, line: 186, type: !197, scopeLine: 186, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !288)
!197 = !DISubroutineType(types: !198)
!198 = !{!199, !225}
!199 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !200, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_typedef, name: "J", file: !2, line: 20, baseType: !201)
!201 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "J", file: !2, line: 13, size: 384, elements: !202)
!202 = !{!203, !215, !217, !219, !222, !224, !226}
!203 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !201, file: !2, line: 14, baseType: !204, size: 32)
!204 = !DIDerivedType(tag: DW_TAG_typedef, name: "JType", file: !2, line: 12, baseType: !205)
!205 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !2, line: 12, baseType: !206, size: 32, elements: !207)
!206 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!207 = !{!208, !209, !210, !211, !212, !213, !214}
!208 = !DIEnumerator(name: "J_NULL", value: 0)
!209 = !DIEnumerator(name: "J_FALSE", value: 1)
!210 = !DIEnumerator(name: "J_TRUE", value: 2)
!211 = !DIEnumerator(name: "J_NUM", value: 3)
!212 = !DIEnumerator(name: "J_STR", value: 4)
!213 = !DIEnumerator(name: "J_ARR", value: 5)
!214 = !DIEnumerator(name: "J_OBJ", value: 6)
!215 = !DIDerivedType(tag: DW_TAG_member, name: "num", scope: !201, file: !2, line: 15, baseType: !216, size: 64, offset: 64)
!216 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!217 = !DIDerivedType(tag: DW_TAG_member, name: "str", scope: !201, file: !2, line: 16, baseType: !218, size: 64, offset: 128)
!218 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!219 = !DIDerivedType(tag: DW_TAG_member, name: "items", scope: !201, file: !2, line: 17, baseType: !220, size: 64, offset: 192)
!220 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !221, size: 64)
!221 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !201, size: 64)
!222 = !DIDerivedType(tag: DW_TAG_member, name: "keys", scope: !201, file: !2, line: 18, baseType: !223, size: 64, offset: 256)
!223 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !218, size: 64)
!224 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !201, file: !2, line: 19, baseType: !225, size: 32, offset: 320)
!225 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!226 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !201, file: !2, line: 19, baseType: !225, size: 32, offset: 352)
!227 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !228, retainedTypes: !229, globals: !237, splitDebugInlining: false, nameTableKind: None)
!228 = !{!205}
!229 = !{!230, !4, !231, !206, !234, !225, !223, !236, !216}
!230 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!231 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !232, line: 18, baseType: !233)
!232 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!233 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!234 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !235, size: 64)
!235 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !230)
!236 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!237 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !44, !46, !48, !50, !55, !60, !65, !70, !75, !77, !82, !84, !86, !91, !96, !98, !100, !102, !107, !109, !111, !113, !118, !120, !125, !130, !132, !134, !136, !138, !140, !145, !147, !149, !154, !159, !161, !166, !171, !173, !175, !177, !182, !184, !186, !188, !190, !238, !240, !242, !244, !246, !248, !250, !192, !252, !254, !256, !258, !260, !262, !264, !266, !268, !270, !272, !274, !276, !278, !194, !280, !282}
!238 = !DIGlobalVariableExpression(var: !239, expr: !DIExpression())
!239 = distinct !DIGlobalVariable(scope: null, file: !2, line: 154, type: !93, isLocal: true, isDefinition: true)
!240 = !DIGlobalVariableExpression(var: !241, expr: !DIExpression())
!241 = distinct !DIGlobalVariable(scope: null, file: !2, line: 154, type: !93, isLocal: true, isDefinition: true)
!242 = !DIGlobalVariableExpression(var: !243, expr: !DIExpression())
!243 = distinct !DIGlobalVariable(scope: null, file: !2, line: 154, type: !93, isLocal: true, isDefinition: true)
!244 = !DIGlobalVariableExpression(var: !245, expr: !DIExpression())
!245 = distinct !DIGlobalVariable(scope: null, file: !2, line: 155, type: !93, isLocal: true, isDefinition: true)
!246 = !DIGlobalVariableExpression(var: !247, expr: !DIExpression())
!247 = distinct !DIGlobalVariable(scope: null, file: !2, line: 155, type: !93, isLocal: true, isDefinition: true)
!248 = !DIGlobalVariableExpression(var: !249, expr: !DIExpression())
!249 = distinct !DIGlobalVariable(scope: null, file: !2, line: 155, type: !93, isLocal: true, isDefinition: true)
!250 = !DIGlobalVariableExpression(var: !251, expr: !DIExpression())
!251 = distinct !DIGlobalVariable(scope: null, file: !2, line: 155, type: !93, isLocal: true, isDefinition: true)
!252 = !DIGlobalVariableExpression(var: !253, expr: !DIExpression())
!253 = distinct !DIGlobalVariable(scope: null, file: !2, line: 161, type: !93, isLocal: true, isDefinition: true)
!254 = !DIGlobalVariableExpression(var: !255, expr: !DIExpression())
!255 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !72, isLocal: true, isDefinition: true)
!256 = !DIGlobalVariableExpression(var: !257, expr: !DIExpression())
!257 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !72, isLocal: true, isDefinition: true)
!258 = !DIGlobalVariableExpression(var: !259, expr: !DIExpression())
!259 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !88, isLocal: true, isDefinition: true)
!260 = !DIGlobalVariableExpression(var: !261, expr: !DIExpression())
!261 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !72, isLocal: true, isDefinition: true)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression())
!263 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !72, isLocal: true, isDefinition: true)
!264 = !DIGlobalVariableExpression(var: !265, expr: !DIExpression())
!265 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !72, isLocal: true, isDefinition: true)
!266 = !DIGlobalVariableExpression(var: !267, expr: !DIExpression())
!267 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !72, isLocal: true, isDefinition: true)
!268 = !DIGlobalVariableExpression(var: !269, expr: !DIExpression())
!269 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !72, isLocal: true, isDefinition: true)
!270 = !DIGlobalVariableExpression(var: !271, expr: !DIExpression())
!271 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !93, isLocal: true, isDefinition: true)
!272 = !DIGlobalVariableExpression(var: !273, expr: !DIExpression())
!273 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !88, isLocal: true, isDefinition: true)
!274 = !DIGlobalVariableExpression(var: !275, expr: !DIExpression())
!275 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !24, isLocal: true, isDefinition: true)
!276 = !DIGlobalVariableExpression(var: !277, expr: !DIExpression())
!277 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !72, isLocal: true, isDefinition: true)
!278 = !DIGlobalVariableExpression(var: !279, expr: !DIExpression())
!279 = distinct !DIGlobalVariable(scope: null, file: !2, line: 195, type: !72, isLocal: true, isDefinition: true)
!280 = !DIGlobalVariableExpression(var: !281, expr: !DIExpression())
!281 = distinct !DIGlobalVariable(scope: null, file: !2, line: 200, type: !88, isLocal: true, isDefinition: true)
!282 = !DIGlobalVariableExpression(var: !283, expr: !DIExpression())
!283 = distinct !DIGlobalVariable(name: "rs", scope: !227, file: !2, line: 184, type: !284, isLocal: true, isDefinition: true)
!284 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !285, line: 26, baseType: !286)
!285 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!286 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !287, line: 42, baseType: !206)
!287 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!288 = !{!289, !290, !291, !292, !295, !303, !304, !306, !308, !310, !312, !314}
!289 = !DILocalVariable(name: "depth", arg: 1, scope: !196, file: !2, line: 186, type: !225)
!290 = !DILocalVariable(name: "kind", scope: !196, file: !2, line: 187, type: !225)
!291 = !DILocalVariable(name: "j", scope: !196, file: !2, line: 188, type: !199)
!292 = !DILocalVariable(name: "m", scope: !293, file: !2, line: 192, type: !225)
!293 = distinct !DILexicalBlock(scope: !294, file: !2, line: 192, column: 30)
!294 = distinct !DILexicalBlock(scope: !196, file: !2, line: 189, column: 19)
!295 = !DILocalVariable(name: "b", scope: !296, file: !2, line: 194, type: !297)
!296 = distinct !DILexicalBlock(scope: !294, file: !2, line: 193, column: 21)
!297 = !DIDerivedType(tag: DW_TAG_typedef, name: "SB", file: !2, line: 23, baseType: !298)
!298 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 23, size: 192, elements: !299)
!299 = !{!300, !301, !302}
!300 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !298, file: !2, line: 23, baseType: !218, size: 64)
!301 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !298, file: !2, line: 23, baseType: !231, size: 64, offset: 64)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "cap", scope: !298, file: !2, line: 23, baseType: !231, size: 64, offset: 128)
!303 = !DILocalVariable(name: "len", scope: !296, file: !2, line: 194, type: !225)
!304 = !DILocalVariable(name: "i", scope: !305, file: !2, line: 196, type: !225)
!305 = distinct !DILexicalBlock(scope: !296, file: !2, line: 196, column: 9)
!306 = !DILocalVariable(name: "n", scope: !307, file: !2, line: 199, type: !225)
!307 = distinct !DILexicalBlock(scope: !294, file: !2, line: 199, column: 13)
!308 = !DILocalVariable(name: "i", scope: !309, file: !2, line: 199, type: !225)
!309 = distinct !DILexicalBlock(scope: !307, file: !2, line: 199, column: 58)
!310 = !DILocalVariable(name: "n", scope: !311, file: !2, line: 200, type: !225)
!311 = distinct !DILexicalBlock(scope: !294, file: !2, line: 200, column: 14)
!312 = !DILocalVariable(name: "i", scope: !313, file: !2, line: 200, type: !225)
!313 = distinct !DILexicalBlock(scope: !311, file: !2, line: 200, column: 59)
!314 = !DILocalVariable(name: "k", scope: !315, file: !2, line: 200, type: !156)
!315 = distinct !DILexicalBlock(scope: !316, file: !2, line: 200, column: 87)
!316 = distinct !DILexicalBlock(scope: !313, file: !2, line: 200, column: 59)
!317 = !DICompositeType(tag: DW_TAG_array_type, baseType: !318, size: 832, elements: !15)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !319, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!320 = !{i32 7, !"Dwarf Version", i32 5}
!321 = !{i32 2, !"Debug Info Version", i32 3}
!322 = !{i32 1, !"wchar_size", i32 4}
!323 = !{i32 8, !"PIC Level", i32 2}
!324 = !{i32 7, !"PIE Level", i32 2}
!325 = !{i32 7, !"uwtable", i32 2}
!326 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!327 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!328 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 221, type: !329, scopeLine: 221, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !331)
!329 = !DISubroutineType(types: !330)
!330 = !{!225}
!331 = !{!332, !333, !334, !335, !336, !337, !338, !340, !342, !347, !348, !350, !351, !352, !353, !354, !356, !358, !361, !362, !363, !364, !365, !367, !370, !371, !372, !375}
!332 = !DILocalVariable(name: "doc", scope: !328, file: !2, line: 222, type: !318)
!333 = !DILocalVariable(name: "err", scope: !328, file: !2, line: 226, type: !318)
!334 = !DILocalVariable(name: "pos", scope: !328, file: !2, line: 226, type: !231)
!335 = !DILocalVariable(name: "j", scope: !328, file: !2, line: 227, type: !199)
!336 = !DILocalVariable(name: "compact", scope: !328, file: !2, line: 229, type: !218)
!337 = !DILocalVariable(name: "pretty", scope: !328, file: !2, line: 229, type: !218)
!338 = !DILocalVariable(name: "paths", scope: !328, file: !2, line: 232, type: !339)
!339 = !DICompositeType(tag: DW_TAG_array_type, baseType: !318, size: 448, elements: !53)
!340 = !DILocalVariable(name: "i", scope: !341, file: !2, line: 233, type: !225)
!341 = distinct !DILexicalBlock(scope: !328, file: !2, line: 233, column: 5)
!342 = !DILocalVariable(name: "v", scope: !343, file: !2, line: 233, type: !345)
!343 = distinct !DILexicalBlock(scope: !344, file: !2, line: 233, column: 33)
!344 = distinct !DILexicalBlock(scope: !341, file: !2, line: 233, column: 5)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !346, size: 64)
!346 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !200)
!347 = !DILocalVariable(name: "s", scope: !343, file: !2, line: 233, type: !218)
!348 = !DILocalVariable(name: "counts", scope: !328, file: !2, line: 234, type: !349)
!349 = !DICompositeType(tag: DW_TAG_array_type, baseType: !225, size: 224, elements: !53)
!350 = !DILocalVariable(name: "maxd", scope: !328, file: !2, line: 234, type: !225)
!351 = !DILocalVariable(name: "ns", scope: !328, file: !2, line: 234, type: !216)
!352 = !DILocalVariable(name: "j2", scope: !328, file: !2, line: 236, type: !199)
!353 = !DILocalVariable(name: "again", scope: !328, file: !2, line: 236, type: !218)
!354 = !DILocalVariable(name: "bad", scope: !328, file: !2, line: 240, type: !355)
!355 = !DICompositeType(tag: DW_TAG_array_type, baseType: !318, size: 960, elements: !152)
!356 = !DILocalVariable(name: "i", scope: !357, file: !2, line: 241, type: !225)
!357 = distinct !DILexicalBlock(scope: !328, file: !2, line: 241, column: 5)
!358 = !DILocalVariable(name: "b", scope: !359, file: !2, line: 241, type: !199)
!359 = distinct !DILexicalBlock(scope: !360, file: !2, line: 241, column: 34)
!360 = distinct !DILexicalBlock(scope: !357, file: !2, line: 241, column: 5)
!361 = !DILocalVariable(name: "ok", scope: !328, file: !2, line: 243, type: !225)
!362 = !DILocalVariable(name: "total", scope: !328, file: !2, line: 243, type: !225)
!363 = !DILocalVariable(name: "bytes", scope: !328, file: !2, line: 243, type: !231)
!364 = !DILocalVariable(name: "h", scope: !328, file: !2, line: 243, type: !284)
!365 = !DILocalVariable(name: "t", scope: !366, file: !2, line: 244, type: !225)
!366 = distinct !DILexicalBlock(scope: !328, file: !2, line: 244, column: 5)
!367 = !DILocalVariable(name: "g", scope: !368, file: !2, line: 245, type: !199)
!368 = distinct !DILexicalBlock(scope: !369, file: !2, line: 244, column: 35)
!369 = distinct !DILexicalBlock(scope: !366, file: !2, line: 244, column: 5)
!370 = !DILocalVariable(name: "s1", scope: !368, file: !2, line: 245, type: !218)
!371 = !DILocalVariable(name: "r", scope: !368, file: !2, line: 245, type: !199)
!372 = !DILocalVariable(name: "s2", scope: !373, file: !2, line: 247, type: !218)
!373 = distinct !DILexicalBlock(scope: !374, file: !2, line: 247, column: 16)
!374 = distinct !DILexicalBlock(scope: !368, file: !2, line: 247, column: 13)
!375 = !DILocalVariable(name: "q", scope: !376, file: !2, line: 247, type: !218)
!376 = distinct !DILexicalBlock(scope: !373, file: !2, line: 247, column: 77)
!377 = distinct !DIAssignID()
!378 = distinct !DIAssignID()
!379 = distinct !DIAssignID()
!380 = distinct !DIAssignID()
!381 = distinct !DIAssignID()
!382 = distinct !DIAssignID()
!383 = distinct !DIAssignID()
!384 = distinct !DIAssignID()
!385 = distinct !DIAssignID()
!386 = distinct !DIAssignID()
!387 = distinct !DIAssignID()
!388 = distinct !DIAssignID()
!389 = !DILocation(line: 0, scope: !328)
!390 = distinct !DIAssignID()
!391 = distinct !DIAssignID()
!392 = !DILocalVariable(name: "p", scope: !393, file: !2, line: 142, type: !403)
!393 = distinct !DISubprogram(name: "parse", scope: !2, file: !2, line: 141, type: !394, scopeLine: 141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !398)
!394 = !DISubroutineType(types: !395)
!395 = !{!199, !318, !396, !397}
!396 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !318, size: 64)
!397 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!398 = !{!399, !400, !401, !392, !402}
!399 = !DILocalVariable(name: "s", arg: 1, scope: !393, file: !2, line: 141, type: !318)
!400 = !DILocalVariable(name: "err", arg: 2, scope: !393, file: !2, line: 141, type: !396)
!401 = !DILocalVariable(name: "errpos", arg: 3, scope: !393, file: !2, line: 141, type: !397)
!402 = !DILocalVariable(name: "j", scope: !393, file: !2, line: 143, type: !199)
!403 = !DIDerivedType(tag: DW_TAG_typedef, name: "P", file: !2, line: 47, baseType: !404)
!404 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 47, size: 192, elements: !405)
!405 = !{!406, !407, !408}
!406 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !404, file: !2, line: 47, baseType: !318, size: 64)
!407 = !DIDerivedType(tag: DW_TAG_member, name: "pos", scope: !404, file: !2, line: 47, baseType: !231, size: 64, offset: 64)
!408 = !DIDerivedType(tag: DW_TAG_member, name: "err", scope: !404, file: !2, line: 47, baseType: !318, size: 64, offset: 128)
!409 = !DILocation(line: 0, scope: !393, inlinedAt: !410)
!410 = distinct !DILocation(line: 227, column: 12, scope: !328)
!411 = !DILocation(line: 142, column: 5, scope: !393, inlinedAt: !410)
!412 = !DILocation(line: 142, column: 11, scope: !393, inlinedAt: !410)
!413 = !{!414, !415, i64 0}
!414 = !{!"", !415, i64 0, !418, i64 8, !415, i64 16}
!415 = !{!"any pointer", !416, i64 0}
!416 = !{!"omnipotent char", !417, i64 0}
!417 = !{!"Simple C/C++ TBAA"}
!418 = !{!"long", !416, i64 0}
!419 = distinct !DIAssignID()
!420 = distinct !DIAssignID()
!421 = !DILocation(line: 143, column: 12, scope: !393, inlinedAt: !410)
!422 = !DILocation(line: 144, column: 9, scope: !423, inlinedAt: !410)
!423 = distinct !DILexicalBlock(scope: !393, file: !2, line: 144, column: 9)
!424 = !DILocation(line: 145, column: 31, scope: !393, inlinedAt: !410)
!425 = !{!414, !418, i64 8}
!426 = !DILocation(line: 144, column: 9, scope: !393, inlinedAt: !410)
!427 = !DILocalVariable(name: "p", arg: 1, scope: !428, file: !2, line: 48, type: !431)
!428 = distinct !DISubprogram(name: "ws", scope: !2, file: !2, line: 48, type: !429, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !432)
!429 = !DISubroutineType(types: !430)
!430 = !{null, !431}
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !403, size: 64)
!432 = !{!427}
!433 = !DILocation(line: 0, scope: !428, inlinedAt: !434)
!434 = distinct !DILocation(line: 144, column: 14, scope: !435, inlinedAt: !410)
!435 = distinct !DILexicalBlock(scope: !423, file: !2, line: 144, column: 12)
!436 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !434)
!437 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !434)
!438 = !{!416, !416, i64 0}
!439 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !434)
!440 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !434)
!441 = distinct !DIAssignID()
!442 = distinct !{!442, !436, !440, !443}
!443 = !{!"llvm.loop.mustprogress"}
!444 = !DILocation(line: 144, column: 46, scope: !445, inlinedAt: !410)
!445 = distinct !DILexicalBlock(scope: !446, file: !2, line: 144, column: 38)
!446 = distinct !DILexicalBlock(scope: !435, file: !2, line: 144, column: 26)
!447 = !{!414, !415, i64 16}
!448 = distinct !DIAssignID()
!449 = !DILocation(line: 144, column: 68, scope: !445, inlinedAt: !410)
!450 = !DILocation(line: 144, column: 88, scope: !445, inlinedAt: !410)
!451 = !DILocation(line: 145, column: 14, scope: !393, inlinedAt: !410)
!452 = !DILocation(line: 147, column: 1, scope: !393, inlinedAt: !410)
!453 = !DILocation(line: 228, column: 15, scope: !454)
!454 = distinct !DILexicalBlock(scope: !455, file: !2, line: 228, column: 13)
!455 = distinct !DILexicalBlock(scope: !328, file: !2, line: 228, column: 9)
!456 = !DILocation(line: 228, column: 62, scope: !454)
!457 = !DILocalVariable(name: "b", scope: !458, file: !2, line: 181, type: !297)
!458 = distinct !DISubprogram(name: "to_string", scope: !2, file: !2, line: 181, type: !459, scopeLine: 181, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !461)
!459 = !DISubroutineType(types: !460)
!460 = !{!218, !345, !225}
!461 = !{!462, !463, !457}
!462 = !DILocalVariable(name: "j", arg: 1, scope: !458, file: !2, line: 181, type: !345)
!463 = !DILocalVariable(name: "pretty", arg: 2, scope: !458, file: !2, line: 181, type: !225)
!464 = !DILocation(line: 0, scope: !458, inlinedAt: !465)
!465 = distinct !DILocation(line: 229, column: 21, scope: !328)
!466 = !DILocation(line: 181, column: 50, scope: !458, inlinedAt: !465)
!467 = distinct !DIAssignID()
!468 = !DILocalVariable(name: "b", arg: 1, scope: !469, file: !2, line: 24, type: !472)
!469 = distinct !DISubprogram(name: "sb_putc", scope: !2, file: !2, line: 24, type: !470, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !473)
!470 = !DISubroutineType(types: !471)
!471 = !{null, !472, !4}
!472 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !297, size: 64)
!473 = !{!468, !474}
!474 = !DILocalVariable(name: "c", arg: 2, scope: !469, file: !2, line: 24, type: !4)
!475 = !DILocation(line: 0, scope: !469, inlinedAt: !476)
!476 = distinct !DILocation(line: 181, column: 64, scope: !458, inlinedAt: !465)
!477 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !476)
!478 = distinct !DILexicalBlock(scope: !469, file: !2, line: 24, column: 42)
!479 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !476)
!480 = distinct !DILexicalBlock(scope: !478, file: !2, line: 24, column: 61)
!481 = !{!482, !418, i64 16}
!482 = !{!"", !415, i64 0, !418, i64 8, !418, i64 16}
!483 = distinct !DIAssignID()
!484 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !476)
!485 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !476)
!486 = !{!482, !415, i64 0}
!487 = distinct !DIAssignID()
!488 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !476)
!489 = distinct !DIAssignID()
!490 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !476)
!491 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !476)
!492 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !476)
!493 = !DILocation(line: 181, column: 84, scope: !458, inlinedAt: !465)
!494 = !{!482, !418, i64 8}
!495 = distinct !DIAssignID()
!496 = !DILocation(line: 181, column: 89, scope: !458, inlinedAt: !465)
!497 = !DILocation(line: 181, column: 125, scope: !458, inlinedAt: !465)
!498 = !DILocation(line: 181, column: 128, scope: !458, inlinedAt: !465)
!499 = !DILocation(line: 0, scope: !458, inlinedAt: !500)
!500 = distinct !DILocation(line: 229, column: 48, scope: !328)
!501 = !DILocation(line: 181, column: 50, scope: !458, inlinedAt: !500)
!502 = distinct !DIAssignID()
!503 = !DILocation(line: 0, scope: !469, inlinedAt: !504)
!504 = distinct !DILocation(line: 181, column: 64, scope: !458, inlinedAt: !500)
!505 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !504)
!506 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !504)
!507 = distinct !DIAssignID()
!508 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !504)
!509 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !504)
!510 = distinct !DIAssignID()
!511 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !504)
!512 = distinct !DIAssignID()
!513 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !504)
!514 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !504)
!515 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !504)
!516 = !DILocation(line: 181, column: 84, scope: !458, inlinedAt: !500)
!517 = distinct !DIAssignID()
!518 = !DILocation(line: 181, column: 89, scope: !458, inlinedAt: !500)
!519 = !DILocation(line: 181, column: 125, scope: !458, inlinedAt: !500)
!520 = !DILocation(line: 181, column: 128, scope: !458, inlinedAt: !500)
!521 = !DILocation(line: 230, column: 5, scope: !328)
!522 = !DILocation(line: 231, column: 5, scope: !328)
!523 = distinct !DIAssignID()
!524 = !DILocation(line: 0, scope: !341)
!525 = !DILocation(line: 233, column: 5, scope: !341)
!526 = !DILocation(line: 234, column: 5, scope: !328)
!527 = !DILocation(line: 234, column: 9, scope: !328)
!528 = distinct !DIAssignID()
!529 = !DILocation(line: 234, column: 28, scope: !328)
!530 = !{!531, !531, i64 0}
!531 = !{!"int", !416, i64 0}
!532 = distinct !DIAssignID()
!533 = !DILocation(line: 234, column: 38, scope: !328)
!534 = !DILocation(line: 234, column: 45, scope: !328)
!535 = !{!536, !536, i64 0}
!536 = !{!"double", !416, i64 0}
!537 = distinct !DIAssignID()
!538 = !DILocation(line: 234, column: 53, scope: !328)
!539 = !DILocation(line: 235, column: 97, scope: !328)
!540 = !DILocation(line: 235, column: 108, scope: !328)
!541 = !DILocation(line: 235, column: 119, scope: !328)
!542 = !DILocation(line: 235, column: 130, scope: !328)
!543 = !DILocation(line: 235, column: 141, scope: !328)
!544 = !DILocation(line: 235, column: 152, scope: !328)
!545 = !DILocation(line: 235, column: 163, scope: !328)
!546 = !DILocation(line: 235, column: 174, scope: !328)
!547 = !DILocation(line: 235, column: 180, scope: !328)
!548 = !DILocation(line: 235, column: 5, scope: !328)
!549 = !DILocation(line: 0, scope: !393, inlinedAt: !550)
!550 = distinct !DILocation(line: 236, column: 13, scope: !328)
!551 = !DILocation(line: 142, column: 5, scope: !393, inlinedAt: !550)
!552 = !DILocation(line: 142, column: 11, scope: !393, inlinedAt: !550)
!553 = distinct !DIAssignID()
!554 = distinct !DIAssignID()
!555 = !DILocation(line: 143, column: 12, scope: !393, inlinedAt: !550)
!556 = !DILocation(line: 144, column: 9, scope: !423, inlinedAt: !550)
!557 = !DILocation(line: 144, column: 9, scope: !393, inlinedAt: !550)
!558 = !DILocation(line: 145, column: 31, scope: !393, inlinedAt: !550)
!559 = !DILocation(line: 0, scope: !428, inlinedAt: !560)
!560 = distinct !DILocation(line: 144, column: 14, scope: !435, inlinedAt: !550)
!561 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !560)
!562 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !560)
!563 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !560)
!564 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !560)
!565 = distinct !DIAssignID()
!566 = distinct !{!566, !561, !564, !443}
!567 = !DILocation(line: 144, column: 46, scope: !445, inlinedAt: !550)
!568 = distinct !DIAssignID()
!569 = !DILocation(line: 144, column: 68, scope: !445, inlinedAt: !550)
!570 = !DILocation(line: 144, column: 88, scope: !445, inlinedAt: !550)
!571 = !DILocation(line: 147, column: 1, scope: !393, inlinedAt: !550)
!572 = !DILocation(line: 0, scope: !458, inlinedAt: !573)
!573 = distinct !DILocation(line: 236, column: 55, scope: !328)
!574 = !DILocation(line: 181, column: 50, scope: !458, inlinedAt: !573)
!575 = distinct !DIAssignID()
!576 = !DILocation(line: 0, scope: !469, inlinedAt: !577)
!577 = distinct !DILocation(line: 181, column: 64, scope: !458, inlinedAt: !573)
!578 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !577)
!579 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !577)
!580 = distinct !DIAssignID()
!581 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !577)
!582 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !577)
!583 = distinct !DIAssignID()
!584 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !577)
!585 = distinct !DIAssignID()
!586 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !577)
!587 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !577)
!588 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !577)
!589 = !DILocation(line: 181, column: 84, scope: !458, inlinedAt: !573)
!590 = distinct !DIAssignID()
!591 = !DILocation(line: 181, column: 89, scope: !458, inlinedAt: !573)
!592 = !DILocation(line: 181, column: 125, scope: !458, inlinedAt: !573)
!593 = !DILocation(line: 181, column: 128, scope: !458, inlinedAt: !573)
!594 = !DILocation(line: 237, column: 37, scope: !328)
!595 = !DILocation(line: 237, column: 60, scope: !328)
!596 = !DILocation(line: 237, column: 5, scope: !328)
!597 = !DILocation(line: 238, column: 5, scope: !328)
!598 = !DILocation(line: 238, column: 18, scope: !328)
!599 = !DILocation(line: 238, column: 29, scope: !328)
!600 = !DILocation(line: 238, column: 44, scope: !328)
!601 = !DILocation(line: 238, column: 58, scope: !328)
!602 = distinct !DIAssignID()
!603 = !DILocation(line: 0, scope: !357)
!604 = !DILocation(line: 241, column: 5, scope: !357)
!605 = !DILocation(line: 233, column: 60, scope: !343)
!606 = !{!415, !415, i64 0}
!607 = !DILocalVariable(name: "seg", scope: !608, file: !2, line: 206, type: !624)
!608 = distinct !DISubprogram(name: "get_path", scope: !2, file: !2, line: 205, type: !609, scopeLine: 205, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !611)
!609 = !DISubroutineType(types: !610)
!610 = !{!345, !345, !318}
!611 = !{!612, !613, !607, !614, !616, !619, !621}
!612 = !DILocalVariable(name: "j", arg: 1, scope: !608, file: !2, line: 205, type: !345)
!613 = !DILocalVariable(name: "path", arg: 2, scope: !608, file: !2, line: 205, type: !318)
!614 = !DILocalVariable(name: "n", scope: !615, file: !2, line: 208, type: !225)
!615 = distinct !DILexicalBlock(scope: !608, file: !2, line: 207, column: 24)
!616 = !DILocalVariable(name: "f", scope: !617, file: !2, line: 209, type: !345)
!617 = distinct !DILexicalBlock(scope: !618, file: !2, line: 209, column: 28)
!618 = distinct !DILexicalBlock(scope: !615, file: !2, line: 209, column: 13)
!619 = !DILocalVariable(name: "i", scope: !620, file: !2, line: 209, type: !225)
!620 = distinct !DILexicalBlock(scope: !617, file: !2, line: 209, column: 49)
!621 = !DILocalVariable(name: "idx", scope: !622, file: !2, line: 210, type: !225)
!622 = distinct !DILexicalBlock(scope: !623, file: !2, line: 210, column: 33)
!623 = distinct !DILexicalBlock(scope: !618, file: !2, line: 210, column: 18)
!624 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !625)
!625 = !{!626}
!626 = !DISubrange(count: 32)
!627 = !DILocation(line: 0, scope: !608, inlinedAt: !628)
!628 = distinct !DILocation(line: 233, column: 48, scope: !343)
!629 = !DILocation(line: 206, column: 5, scope: !608, inlinedAt: !628)
!630 = !DILocation(line: 207, column: 12, scope: !608, inlinedAt: !628)
!631 = !DILocation(line: 207, column: 5, scope: !608, inlinedAt: !628)
!632 = !DILocation(line: 0, scope: !615, inlinedAt: !628)
!633 = !DILocation(line: 208, column: 33, scope: !615, inlinedAt: !628)
!634 = !DILocation(line: 208, column: 42, scope: !615, inlinedAt: !628)
!635 = !DILocation(line: 208, column: 49, scope: !615, inlinedAt: !628)
!636 = !DILocation(line: 208, column: 76, scope: !615, inlinedAt: !628)
!637 = !DILocation(line: 208, column: 65, scope: !615, inlinedAt: !628)
!638 = !DILocation(line: 208, column: 60, scope: !615, inlinedAt: !628)
!639 = !DILocation(line: 208, column: 69, scope: !615, inlinedAt: !628)
!640 = !DILocation(line: 208, column: 27, scope: !615, inlinedAt: !628)
!641 = distinct !{!641, !642, !636, !443}
!642 = !DILocation(line: 208, column: 20, scope: !615, inlinedAt: !628)
!643 = !DILocation(line: 208, column: 80, scope: !615, inlinedAt: !628)
!644 = !DILocation(line: 208, scope: !615, inlinedAt: !628)
!645 = !DILocation(line: 208, column: 87, scope: !615, inlinedAt: !628)
!646 = !DILocation(line: 208, column: 96, scope: !647, inlinedAt: !628)
!647 = distinct !DILexicalBlock(scope: !615, file: !2, line: 208, column: 96)
!648 = !DILocation(line: 208, column: 102, scope: !647, inlinedAt: !628)
!649 = !DILocation(line: 208, column: 96, scope: !615, inlinedAt: !628)
!650 = !DILocation(line: 209, column: 16, scope: !618, inlinedAt: !628)
!651 = !{!652, !531, i64 0}
!652 = !{!"J", !531, i64 0, !536, i64 8, !415, i64 16, !415, i64 24, !415, i64 32, !531, i64 40, !531, i64 44}
!653 = !DILocation(line: 209, column: 13, scope: !615, inlinedAt: !628)
!654 = !{!652, !531, i64 40}
!655 = !DILocation(line: 0, scope: !620, inlinedAt: !628)
!656 = !DILocation(line: 0, scope: !617, inlinedAt: !628)
!657 = !DILocation(line: 209, column: 67, scope: !658, inlinedAt: !628)
!658 = distinct !DILexicalBlock(scope: !620, file: !2, line: 209, column: 49)
!659 = !DILocation(line: 209, column: 49, scope: !620, inlinedAt: !628)
!660 = !{!652, !415, i64 32}
!661 = !DILocation(line: 209, column: 92, scope: !662, inlinedAt: !628)
!662 = distinct !DILexicalBlock(scope: !658, file: !2, line: 209, column: 84)
!663 = !DILocation(line: 209, column: 85, scope: !662, inlinedAt: !628)
!664 = !DILocation(line: 209, column: 84, scope: !658, inlinedAt: !628)
!665 = !DILocation(line: 209, column: 117, scope: !662, inlinedAt: !628)
!666 = !{!652, !415, i64 24}
!667 = !DILocation(line: 209, column: 114, scope: !662, inlinedAt: !628)
!668 = !DILocation(line: 209, column: 110, scope: !662, inlinedAt: !628)
!669 = !DILocation(line: 209, scope: !617, inlinedAt: !628)
!670 = !DILocation(line: 209, column: 76, scope: !658, inlinedAt: !628)
!671 = distinct !{!671, !659, !672, !443}
!672 = !DILocation(line: 209, column: 124, scope: !620, inlinedAt: !628)
!673 = !DILocalVariable(name: "__nptr", arg: 1, scope: !674, file: !675, line: 362, type: !318)
!674 = distinct !DISubprogram(name: "atoi", scope: !675, file: !675, line: 362, type: !676, scopeLine: 363, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !678)
!675 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!676 = !DISubroutineType(types: !677)
!677 = !{!225, !318}
!678 = !{!673}
!679 = !DILocation(line: 0, scope: !674, inlinedAt: !680)
!680 = distinct !DILocation(line: 210, column: 45, scope: !622, inlinedAt: !628)
!681 = !DILocation(line: 364, column: 16, scope: !674, inlinedAt: !680)
!682 = !DILocation(line: 364, column: 10, scope: !674, inlinedAt: !680)
!683 = !DILocation(line: 0, scope: !622, inlinedAt: !628)
!684 = !DILocation(line: 210, column: 65, scope: !622, inlinedAt: !628)
!685 = !DILocation(line: 210, column: 70, scope: !622, inlinedAt: !628)
!686 = !DILocation(line: 210, column: 82, scope: !622, inlinedAt: !628)
!687 = !DILocation(line: 210, column: 77, scope: !622, inlinedAt: !628)
!688 = !DILocation(line: 210, column: 60, scope: !622, inlinedAt: !628)
!689 = !DILocation(line: 210, column: 90, scope: !622, inlinedAt: !628)
!690 = !DILocation(line: 210, column: 87, scope: !622, inlinedAt: !628)
!691 = !DILocation(line: 0, scope: !618, inlinedAt: !628)
!692 = !DILocation(line: 207, column: 18, scope: !608, inlinedAt: !628)
!693 = distinct !{!693, !631, !694, !443}
!694 = !DILocation(line: 212, column: 5, scope: !608, inlinedAt: !628)
!695 = !DILocation(line: 214, column: 1, scope: !608, inlinedAt: !628)
!696 = !DILocation(line: 0, scope: !343)
!697 = !DILocation(line: 233, column: 81, scope: !343)
!698 = !DILocation(line: 0, scope: !458, inlinedAt: !699)
!699 = distinct !DILocation(line: 233, column: 85, scope: !343)
!700 = !DILocation(line: 181, column: 50, scope: !458, inlinedAt: !699)
!701 = distinct !DIAssignID()
!702 = !DILocation(line: 0, scope: !469, inlinedAt: !703)
!703 = distinct !DILocation(line: 181, column: 64, scope: !458, inlinedAt: !699)
!704 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !703)
!705 = distinct !DIAssignID()
!706 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !703)
!707 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !703)
!708 = distinct !DIAssignID()
!709 = distinct !DIAssignID()
!710 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !703)
!711 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !703)
!712 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !703)
!713 = !DILocation(line: 181, column: 84, scope: !458, inlinedAt: !699)
!714 = distinct !DIAssignID()
!715 = !DILocation(line: 181, column: 89, scope: !458, inlinedAt: !699)
!716 = !DILocation(line: 181, column: 125, scope: !458, inlinedAt: !699)
!717 = !DILocation(line: 181, column: 128, scope: !458, inlinedAt: !699)
!718 = !DILocation(line: 233, column: 148, scope: !343)
!719 = !DILocation(line: 233, column: 109, scope: !343)
!720 = !DILocation(line: 233, column: 167, scope: !343)
!721 = !DILocation(line: 233, column: 29, scope: !344)
!722 = !DILocation(line: 233, column: 23, scope: !344)
!723 = distinct !{!723, !525, !724, !443}
!724 = !DILocation(line: 233, column: 176, scope: !341)
!725 = !DILocation(line: 0, scope: !366)
!726 = !DILocation(line: 244, column: 5, scope: !366)
!727 = !DILocation(line: 241, column: 49, scope: !359)
!728 = !DILocation(line: 0, scope: !393, inlinedAt: !729)
!729 = distinct !DILocation(line: 241, column: 43, scope: !359)
!730 = !DILocation(line: 142, column: 5, scope: !393, inlinedAt: !729)
!731 = !DILocation(line: 142, column: 11, scope: !393, inlinedAt: !729)
!732 = distinct !DIAssignID()
!733 = distinct !DIAssignID()
!734 = !DILocation(line: 143, column: 12, scope: !393, inlinedAt: !729)
!735 = !DILocation(line: 144, column: 9, scope: !423, inlinedAt: !729)
!736 = !DILocation(line: 145, column: 31, scope: !393, inlinedAt: !729)
!737 = !DILocation(line: 144, column: 9, scope: !393, inlinedAt: !729)
!738 = !DILocation(line: 0, scope: !428, inlinedAt: !739)
!739 = distinct !DILocation(line: 144, column: 14, scope: !435, inlinedAt: !729)
!740 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !739)
!741 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !739)
!742 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !739)
!743 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !739)
!744 = distinct !DIAssignID()
!745 = distinct !{!745, !740, !743, !443}
!746 = !DILocation(line: 144, column: 46, scope: !445, inlinedAt: !729)
!747 = distinct !DIAssignID()
!748 = !DILocation(line: 144, column: 68, scope: !445, inlinedAt: !729)
!749 = !DILocation(line: 144, column: 88, scope: !445, inlinedAt: !729)
!750 = !DILocation(line: 145, column: 14, scope: !393, inlinedAt: !729)
!751 = !DILocation(line: 147, column: 1, scope: !393, inlinedAt: !729)
!752 = !DILocation(line: 0, scope: !359)
!753 = !DILocation(line: 241, column: 104, scope: !359)
!754 = !DILocation(line: 241, column: 70, scope: !359)
!755 = !DILocation(line: 241, column: 132, scope: !359)
!756 = !DILocation(line: 241, column: 30, scope: !360)
!757 = !DILocation(line: 241, column: 23, scope: !360)
!758 = distinct !{!758, !604, !759, !443}
!759 = !DILocation(line: 241, column: 142, scope: !357)
!760 = !DILocation(line: 250, column: 5, scope: !328)
!761 = !DILocation(line: 251, column: 15, scope: !328)
!762 = !DILocation(line: 251, column: 12, scope: !328)
!763 = !DILocation(line: 252, column: 1, scope: !328)
!764 = !DILocation(line: 245, column: 16, scope: !368)
!765 = !DILocation(line: 0, scope: !368)
!766 = !DILocation(line: 245, column: 50, scope: !368)
!767 = !DILocation(line: 0, scope: !458, inlinedAt: !768)
!768 = distinct !DILocation(line: 245, column: 35, scope: !368)
!769 = !DILocation(line: 181, column: 50, scope: !458, inlinedAt: !768)
!770 = distinct !DIAssignID()
!771 = !DILocation(line: 0, scope: !469, inlinedAt: !772)
!772 = distinct !DILocation(line: 181, column: 64, scope: !458, inlinedAt: !768)
!773 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !772)
!774 = distinct !DIAssignID()
!775 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !772)
!776 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !772)
!777 = distinct !DIAssignID()
!778 = distinct !DIAssignID()
!779 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !772)
!780 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !772)
!781 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !772)
!782 = !DILocation(line: 181, column: 84, scope: !458, inlinedAt: !768)
!783 = distinct !DIAssignID()
!784 = !DILocation(line: 181, column: 89, scope: !458, inlinedAt: !768)
!785 = !DILocation(line: 181, column: 125, scope: !458, inlinedAt: !768)
!786 = !DILocation(line: 181, column: 128, scope: !458, inlinedAt: !768)
!787 = !DILocation(line: 0, scope: !393, inlinedAt: !788)
!788 = distinct !DILocation(line: 245, column: 63, scope: !368)
!789 = !DILocation(line: 142, column: 5, scope: !393, inlinedAt: !788)
!790 = !DILocation(line: 142, column: 11, scope: !393, inlinedAt: !788)
!791 = distinct !DIAssignID()
!792 = distinct !DIAssignID()
!793 = !DILocation(line: 143, column: 12, scope: !393, inlinedAt: !788)
!794 = !DILocation(line: 144, column: 9, scope: !423, inlinedAt: !788)
!795 = !DILocation(line: 144, column: 9, scope: !393, inlinedAt: !788)
!796 = !DILocation(line: 145, column: 31, scope: !393, inlinedAt: !788)
!797 = !DILocation(line: 0, scope: !428, inlinedAt: !798)
!798 = distinct !DILocation(line: 144, column: 14, scope: !435, inlinedAt: !788)
!799 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !798)
!800 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !798)
!801 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !798)
!802 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !798)
!803 = distinct !DIAssignID()
!804 = distinct !{!804, !799, !802, !443}
!805 = !DILocation(line: 144, column: 46, scope: !445, inlinedAt: !788)
!806 = distinct !DIAssignID()
!807 = !DILocation(line: 144, column: 68, scope: !445, inlinedAt: !788)
!808 = !DILocation(line: 144, column: 88, scope: !445, inlinedAt: !788)
!809 = !DILocation(line: 147, column: 1, scope: !393, inlinedAt: !788)
!810 = !DILocation(line: 247, column: 13, scope: !368)
!811 = !DILocation(line: 0, scope: !458, inlinedAt: !812)
!812 = distinct !DILocation(line: 247, column: 29, scope: !373)
!813 = !DILocation(line: 181, column: 50, scope: !458, inlinedAt: !812)
!814 = distinct !DIAssignID()
!815 = !DILocation(line: 0, scope: !469, inlinedAt: !816)
!816 = distinct !DILocation(line: 181, column: 64, scope: !458, inlinedAt: !812)
!817 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !816)
!818 = distinct !DIAssignID()
!819 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !816)
!820 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !816)
!821 = distinct !DIAssignID()
!822 = distinct !DIAssignID()
!823 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !816)
!824 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !816)
!825 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !816)
!826 = !DILocation(line: 181, column: 84, scope: !458, inlinedAt: !812)
!827 = distinct !DIAssignID()
!828 = !DILocation(line: 181, column: 89, scope: !458, inlinedAt: !812)
!829 = !DILocation(line: 181, column: 125, scope: !458, inlinedAt: !812)
!830 = !DILocation(line: 181, column: 128, scope: !458, inlinedAt: !812)
!831 = !DILocation(line: 0, scope: !373)
!832 = !DILocation(line: 247, column: 55, scope: !833)
!833 = distinct !DILexicalBlock(scope: !373, file: !2, line: 247, column: 54)
!834 = !DILocation(line: 247, column: 54, scope: !373)
!835 = !DILocation(line: 0, scope: !376)
!836 = !DILocation(line: 247, column: 96, scope: !837)
!837 = distinct !DILexicalBlock(scope: !376, file: !2, line: 247, column: 77)
!838 = !DILocation(line: 247, column: 77, scope: !376)
!839 = !DILocation(line: 247, column: 137, scope: !373)
!840 = !DILocation(line: 247, column: 147, scope: !373)
!841 = !DILocation(line: 247, column: 157, scope: !373)
!842 = !DILocation(line: 247, column: 111, scope: !837)
!843 = !DILocation(line: 247, column: 118, scope: !837)
!844 = !DILocation(line: 247, column: 116, scope: !837)
!845 = !DILocation(line: 247, column: 101, scope: !837)
!846 = distinct !{!846, !838, !847, !443}
!847 = !DILocation(line: 247, column: 134, scope: !376)
!848 = !DILocation(line: 243, column: 9, scope: !328)
!849 = !DILocation(line: 243, column: 55, scope: !328)
!850 = !DILocation(line: 244, column: 31, scope: !369)
!851 = !DILocation(line: 248, column: 18, scope: !368)
!852 = !DILocation(line: 248, column: 15, scope: !368)
!853 = !DILocation(line: 248, column: 30, scope: !368)
!854 = !DILocation(line: 248, column: 40, scope: !368)
!855 = !DILocation(line: 244, column: 23, scope: !369)
!856 = distinct !{!856, !726, !857, !443}
!857 = !DILocation(line: 249, column: 5, scope: !366)
!858 = !DISubprogram(name: "printf", scope: !859, file: !859, line: 356, type: !860, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!859 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!860 = !DISubroutineType(types: !861)
!861 = !{!225, !862, null}
!862 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !318)
!863 = !DISubprogram(name: "free", scope: !675, file: !675, line: 568, type: !864, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!864 = !DISubroutineType(types: !865)
!865 = !{null, !236}
!866 = distinct !DISubprogram(name: "stats", scope: !2, file: !2, line: 215, type: !867, scopeLine: 215, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !871)
!867 = !DISubroutineType(types: !868)
!868 = !{null, !345, !869, !870, !869, !225}
!869 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !225, size: 64)
!870 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !216, size: 64)
!871 = !{!872, !873, !874, !875, !876, !877}
!872 = !DILocalVariable(name: "j", arg: 1, scope: !866, file: !2, line: 215, type: !345)
!873 = !DILocalVariable(name: "counts", arg: 2, scope: !866, file: !2, line: 215, type: !869)
!874 = !DILocalVariable(name: "numsum", arg: 3, scope: !866, file: !2, line: 215, type: !870)
!875 = !DILocalVariable(name: "maxdepth", arg: 4, scope: !866, file: !2, line: 215, type: !869)
!876 = !DILocalVariable(name: "depth", arg: 5, scope: !866, file: !2, line: 215, type: !225)
!877 = !DILocalVariable(name: "i", scope: !878, file: !2, line: 218, type: !225)
!878 = distinct !DILexicalBlock(scope: !866, file: !2, line: 218, column: 5)
!879 = !DILocation(line: 0, scope: !866)
!880 = !DILocation(line: 216, column: 15, scope: !866)
!881 = !DILocation(line: 216, column: 5, scope: !866)
!882 = !DILocation(line: 216, column: 17, scope: !866)
!883 = !DILocation(line: 216, column: 33, scope: !884)
!884 = distinct !DILexicalBlock(scope: !866, file: !2, line: 216, column: 25)
!885 = !DILocation(line: 216, column: 31, scope: !884)
!886 = !DILocation(line: 216, column: 25, scope: !866)
!887 = !DILocation(line: 216, column: 54, scope: !884)
!888 = !DILocation(line: 216, column: 44, scope: !884)
!889 = !DILocation(line: 217, column: 12, scope: !890)
!890 = distinct !DILexicalBlock(scope: !866, file: !2, line: 217, column: 9)
!891 = !DILocation(line: 217, column: 14, scope: !890)
!892 = !DILocation(line: 217, column: 9, scope: !866)
!893 = !DILocation(line: 217, column: 38, scope: !890)
!894 = !{!652, !536, i64 8}
!895 = !DILocation(line: 217, column: 32, scope: !890)
!896 = !DILocation(line: 217, column: 24, scope: !890)
!897 = !DILocation(line: 0, scope: !878)
!898 = !DILocation(line: 218, column: 28, scope: !899)
!899 = distinct !DILexicalBlock(scope: !878, file: !2, line: 218, column: 5)
!900 = !DILocation(line: 218, column: 23, scope: !899)
!901 = !DILocation(line: 218, column: 5, scope: !878)
!902 = !DILocation(line: 219, column: 1, scope: !866)
!903 = !DILocation(line: 218, column: 45, scope: !899)
!904 = !DILocation(line: 218, column: 42, scope: !899)
!905 = !DILocation(line: 218, column: 36, scope: !899)
!906 = !DILocation(line: 218, column: 32, scope: !899)
!907 = distinct !{!907, !901, !908, !443}
!908 = !DILocation(line: 218, column: 90, scope: !878)
!909 = !DISubprogram(name: "strcmp", scope: !910, file: !910, line: 156, type: !911, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!910 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!911 = !DISubroutineType(types: !912)
!912 = !{!225, !318, !318}
!913 = distinct !DISubprogram(name: "jfree", scope: !2, file: !2, line: 40, type: !914, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !916)
!914 = !DISubroutineType(types: !915)
!915 = !{null, !199}
!916 = !{!917, !918}
!917 = !DILocalVariable(name: "j", arg: 1, scope: !913, file: !2, line: 40, type: !199)
!918 = !DILocalVariable(name: "i", scope: !919, file: !2, line: 42, type: !225)
!919 = distinct !DILexicalBlock(scope: !913, file: !2, line: 42, column: 5)
!920 = !DILocation(line: 0, scope: !913)
!921 = !DILocation(line: 41, column: 10, scope: !922)
!922 = distinct !DILexicalBlock(scope: !913, file: !2, line: 41, column: 9)
!923 = !DILocation(line: 41, column: 9, scope: !913)
!924 = !DILocation(line: 0, scope: !919)
!925 = !DILocation(line: 42, column: 28, scope: !926)
!926 = distinct !DILexicalBlock(scope: !919, file: !2, line: 42, column: 5)
!927 = !DILocation(line: 42, column: 23, scope: !926)
!928 = !DILocation(line: 42, column: 5, scope: !919)
!929 = !DILocation(line: 43, column: 13, scope: !913)
!930 = !DILocation(line: 43, column: 5, scope: !913)
!931 = !DILocation(line: 43, column: 29, scope: !913)
!932 = !DILocation(line: 43, column: 21, scope: !913)
!933 = !DILocation(line: 43, column: 44, scope: !913)
!934 = !{!652, !415, i64 16}
!935 = !DILocation(line: 43, column: 36, scope: !913)
!936 = !DILocation(line: 43, column: 50, scope: !913)
!937 = !DILocation(line: 44, column: 1, scope: !913)
!938 = !DILocation(line: 42, column: 47, scope: !939)
!939 = distinct !DILexicalBlock(scope: !926, file: !2, line: 42, column: 36)
!940 = !DILocation(line: 42, column: 44, scope: !939)
!941 = !DILocation(line: 42, column: 38, scope: !939)
!942 = !DILocation(line: 42, column: 65, scope: !943)
!943 = distinct !DILexicalBlock(scope: !939, file: !2, line: 42, column: 62)
!944 = !DILocation(line: 42, column: 67, scope: !943)
!945 = !DILocation(line: 42, column: 62, scope: !939)
!946 = !DILocation(line: 42, column: 85, scope: !943)
!947 = !DILocation(line: 42, column: 82, scope: !943)
!948 = !DILocation(line: 42, column: 77, scope: !943)
!949 = !DILocation(line: 42, column: 32, scope: !926)
!950 = distinct !{!950, !928, !951, !443}
!951 = !DILocation(line: 42, column: 95, scope: !919)
!952 = distinct !DIAssignID()
!953 = !DILocation(line: 0, scope: !315)
!954 = !DILocation(line: 0, scope: !196)
!955 = !DILocation(line: 185, column: 35, scope: !956, inlinedAt: !959)
!956 = distinct !DISubprogram(name: "rnd", scope: !2, file: !2, line: 185, type: !957, scopeLine: 185, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227)
!957 = !DISubroutineType(types: !958)
!958 = !{!284}
!959 = distinct !DILocation(line: 187, column: 22, scope: !196)
!960 = !DILocation(line: 185, column: 38, scope: !956, inlinedAt: !959)
!961 = !DILocation(line: 185, column: 32, scope: !956, inlinedAt: !959)
!962 = !DILocation(line: 185, column: 54, scope: !956, inlinedAt: !959)
!963 = !DILocation(line: 185, column: 48, scope: !956, inlinedAt: !959)
!964 = !DILocation(line: 185, column: 70, scope: !956, inlinedAt: !959)
!965 = !DILocation(line: 185, column: 64, scope: !956, inlinedAt: !959)
!966 = !DILocation(line: 187, column: 31, scope: !196)
!967 = !DILocation(line: 187, column: 28, scope: !196)
!968 = !DILocation(line: 189, column: 5, scope: !196)
!969 = !DILocalVariable(name: "t", arg: 1, scope: !970, file: !2, line: 34, type: !204)
!970 = distinct !DISubprogram(name: "jnew", scope: !2, file: !2, line: 34, type: !971, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !973)
!971 = !DISubroutineType(types: !972)
!972 = !{!199, !204}
!973 = !{!969, !974}
!974 = !DILocalVariable(name: "j", scope: !970, file: !2, line: 34, type: !199)
!975 = !DILocation(line: 0, scope: !970, inlinedAt: !976)
!976 = distinct !DILocation(line: 190, column: 20, scope: !294)
!977 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !976)
!978 = !DILocation(line: 190, column: 13, scope: !294)
!979 = !DILocation(line: 185, column: 38, scope: !956, inlinedAt: !980)
!980 = distinct !DILocation(line: 191, column: 25, scope: !294)
!981 = !DILocation(line: 185, column: 32, scope: !956, inlinedAt: !980)
!982 = !DILocation(line: 185, column: 54, scope: !956, inlinedAt: !980)
!983 = !DILocation(line: 185, column: 48, scope: !956, inlinedAt: !980)
!984 = !DILocation(line: 185, column: 70, scope: !956, inlinedAt: !980)
!985 = !DILocation(line: 185, column: 64, scope: !956, inlinedAt: !980)
!986 = !DILocation(line: 191, column: 31, scope: !294)
!987 = !DILocation(line: 191, column: 25, scope: !294)
!988 = !DILocation(line: 0, scope: !970, inlinedAt: !989)
!989 = distinct !DILocation(line: 191, column: 20, scope: !294)
!990 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !989)
!991 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !989)
!992 = !DILocation(line: 191, column: 13, scope: !294)
!993 = !DILocation(line: 0, scope: !970, inlinedAt: !994)
!994 = distinct !DILocation(line: 192, column: 17, scope: !294)
!995 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !994)
!996 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !994)
!997 = !DILocation(line: 185, column: 38, scope: !956, inlinedAt: !998)
!998 = distinct !DILocation(line: 192, column: 46, scope: !293)
!999 = !DILocation(line: 185, column: 32, scope: !956, inlinedAt: !998)
!1000 = !DILocation(line: 185, column: 54, scope: !956, inlinedAt: !998)
!1001 = !DILocation(line: 185, column: 48, scope: !956, inlinedAt: !998)
!1002 = !DILocation(line: 185, column: 70, scope: !956, inlinedAt: !998)
!1003 = !DILocation(line: 185, column: 64, scope: !956, inlinedAt: !998)
!1004 = !DILocation(line: 192, column: 52, scope: !293)
!1005 = !DILocation(line: 0, scope: !293)
!1006 = !DILocation(line: 185, column: 38, scope: !956, inlinedAt: !1007)
!1007 = !DILocation(line: 192, scope: !293)
!1008 = !DILocation(line: 185, column: 32, scope: !956, inlinedAt: !1007)
!1009 = !DILocation(line: 185, column: 54, scope: !956, inlinedAt: !1007)
!1010 = !DILocation(line: 185, column: 48, scope: !956, inlinedAt: !1007)
!1011 = !DILocation(line: 185, column: 70, scope: !956, inlinedAt: !1007)
!1012 = !DILocation(line: 185, column: 64, scope: !956, inlinedAt: !1007)
!1013 = !DILocation(line: 192, column: 67, scope: !293)
!1014 = !DILocation(line: 192, column: 96, scope: !293)
!1015 = !DILocation(line: 192, column: 107, scope: !293)
!1016 = !DILocation(line: 192, column: 135, scope: !293)
!1017 = !DILocation(line: 192, column: 128, scope: !293)
!1018 = !DILocation(line: 192, column: 145, scope: !293)
!1019 = !DILocation(line: 192, column: 119, scope: !293)
!1020 = !DILocation(line: 192, column: 181, scope: !293)
!1021 = !DILocation(line: 192, column: 174, scope: !293)
!1022 = !DILocation(line: 192, column: 172, scope: !293)
!1023 = !DILocation(line: 192, column: 155, scope: !293)
!1024 = !DILocation(line: 192, column: 214, scope: !293)
!1025 = !DILocation(line: 192, column: 207, scope: !293)
!1026 = !DILocation(line: 192, column: 205, scope: !293)
!1027 = !DILocation(line: 192, column: 61, scope: !293)
!1028 = !DILocation(line: 192, column: 65, scope: !293)
!1029 = !DILocation(line: 192, column: 223, scope: !294)
!1030 = !DILocation(line: 0, scope: !970, inlinedAt: !1031)
!1031 = distinct !DILocation(line: 194, column: 13, scope: !296)
!1032 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !1031)
!1033 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !1031)
!1034 = !DILocation(line: 0, scope: !296)
!1035 = !DILocation(line: 0, scope: !469, inlinedAt: !1036)
!1036 = distinct !DILocation(line: 194, column: 40, scope: !296)
!1037 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1036)
!1038 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1036)
!1039 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1036)
!1040 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1036)
!1041 = !DILocation(line: 185, column: 38, scope: !956, inlinedAt: !1042)
!1042 = distinct !DILocation(line: 194, column: 81, scope: !296)
!1043 = !DILocation(line: 185, column: 32, scope: !956, inlinedAt: !1042)
!1044 = !DILocation(line: 185, column: 54, scope: !956, inlinedAt: !1042)
!1045 = !DILocation(line: 185, column: 48, scope: !956, inlinedAt: !1042)
!1046 = !DILocation(line: 185, column: 70, scope: !956, inlinedAt: !1042)
!1047 = !DILocation(line: 185, column: 64, scope: !956, inlinedAt: !1042)
!1048 = !DILocation(line: 194, column: 87, scope: !296)
!1049 = !DILocation(line: 0, scope: !305)
!1050 = !DILocation(line: 196, column: 27, scope: !1051)
!1051 = distinct !DILexicalBlock(scope: !305, file: !2, line: 196, column: 9)
!1052 = !DILocation(line: 196, column: 9, scope: !305)
!1053 = !DILocation(line: 185, column: 64, scope: !956, inlinedAt: !1054)
!1054 = distinct !DILocation(line: 196, column: 58, scope: !1051)
!1055 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !1036)
!1056 = !DILocation(line: 197, column: 12, scope: !296)
!1057 = !DILocation(line: 197, column: 16, scope: !296)
!1058 = !DILocation(line: 185, column: 38, scope: !956, inlinedAt: !1054)
!1059 = !DILocation(line: 185, column: 32, scope: !956, inlinedAt: !1054)
!1060 = !DILocation(line: 185, column: 54, scope: !956, inlinedAt: !1054)
!1061 = !DILocation(line: 185, column: 48, scope: !956, inlinedAt: !1054)
!1062 = !DILocation(line: 185, column: 70, scope: !956, inlinedAt: !1054)
!1063 = !DILocation(line: 196, column: 64, scope: !1051)
!1064 = !DILocation(line: 196, column: 51, scope: !1051)
!1065 = !DILocalVariable(name: "b", arg: 1, scope: !1066, file: !2, line: 25, type: !472)
!1066 = distinct !DISubprogram(name: "sb_puts", scope: !2, file: !2, line: 25, type: !1067, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !1069)
!1067 = !DISubroutineType(types: !1068)
!1068 = !{null, !472, !318}
!1069 = !{!1065, !1070}
!1070 = !DILocalVariable(name: "s", arg: 2, scope: !1066, file: !2, line: 25, type: !318)
!1071 = !DILocation(line: 0, scope: !1066, inlinedAt: !1072)
!1072 = distinct !DILocation(line: 196, column: 39, scope: !1051)
!1073 = !DILocation(line: 25, column: 52, scope: !1066, inlinedAt: !1072)
!1074 = !DILocation(line: 25, column: 45, scope: !1066, inlinedAt: !1072)
!1075 = !DILocation(line: 25, column: 69, scope: !1066, inlinedAt: !1072)
!1076 = !DILocation(line: 0, scope: !469, inlinedAt: !1077)
!1077 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !1072)
!1078 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1077)
!1079 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1077)
!1080 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1077)
!1081 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1077)
!1082 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1077)
!1083 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1077)
!1084 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1077)
!1085 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1077)
!1086 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1077)
!1087 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1077)
!1088 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1077)
!1089 = distinct !{!1089, !1074, !1090, !443}
!1090 = !DILocation(line: 25, column: 71, scope: !1066, inlinedAt: !1072)
!1091 = !DILocation(line: 196, column: 35, scope: !1051)
!1092 = distinct !{!1092, !1052, !1093, !443}
!1093 = !DILocation(line: 196, column: 69, scope: !305)
!1094 = !DILocation(line: 0, scope: !970, inlinedAt: !1095)
!1095 = distinct !DILocation(line: 199, column: 19, scope: !307)
!1096 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !1095)
!1097 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !1095)
!1098 = !DILocation(line: 185, column: 38, scope: !956, inlinedAt: !1099)
!1099 = distinct !DILocation(line: 199, column: 46, scope: !307)
!1100 = !DILocation(line: 185, column: 32, scope: !956, inlinedAt: !1099)
!1101 = !DILocation(line: 185, column: 54, scope: !956, inlinedAt: !1099)
!1102 = !DILocation(line: 185, column: 48, scope: !956, inlinedAt: !1099)
!1103 = !DILocation(line: 185, column: 70, scope: !956, inlinedAt: !1099)
!1104 = !DILocation(line: 185, column: 64, scope: !956, inlinedAt: !1099)
!1105 = !DILocation(line: 199, column: 52, scope: !307)
!1106 = !DILocation(line: 0, scope: !307)
!1107 = !DILocation(line: 0, scope: !309)
!1108 = !DILocation(line: 199, column: 76, scope: !1109)
!1109 = distinct !DILexicalBlock(scope: !309, file: !2, line: 199, column: 58)
!1110 = !DILocation(line: 199, column: 58, scope: !309)
!1111 = !DILocation(line: 36, column: 20, scope: !1112, inlinedAt: !1120)
!1112 = distinct !DILexicalBlock(scope: !1113, file: !2, line: 36, column: 9)
!1113 = distinct !DISubprogram(name: "jpush", scope: !2, file: !2, line: 35, type: !1114, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !1116)
!1114 = !DISubroutineType(types: !1115)
!1115 = !{null, !199, !218, !199}
!1116 = !{!1117, !1118, !1119}
!1117 = !DILocalVariable(name: "a", arg: 1, scope: !1113, file: !2, line: 35, type: !199)
!1118 = !DILocalVariable(name: "key", arg: 2, scope: !1113, file: !2, line: 35, type: !218)
!1119 = !DILocalVariable(name: "v", arg: 3, scope: !1113, file: !2, line: 35, type: !199)
!1120 = distinct !DILocation(line: 199, column: 86, scope: !1109)
!1121 = !DILocation(line: 36, column: 12, scope: !1112, inlinedAt: !1120)
!1122 = !DILocation(line: 199, column: 101, scope: !1109)
!1123 = !DILocation(line: 0, scope: !1113, inlinedAt: !1120)
!1124 = !DILocation(line: 36, column: 14, scope: !1112, inlinedAt: !1120)
!1125 = !DILocation(line: 36, column: 9, scope: !1113, inlinedAt: !1120)
!1126 = !DILocation(line: 36, column: 36, scope: !1127, inlinedAt: !1120)
!1127 = distinct !DILexicalBlock(scope: !1112, file: !2, line: 36, column: 25)
!1128 = !DILocation(line: 36, column: 34, scope: !1127, inlinedAt: !1120)
!1129 = !{!652, !531, i64 44}
!1130 = !DILocation(line: 36, column: 90, scope: !1127, inlinedAt: !1120)
!1131 = !DILocation(line: 36, column: 105, scope: !1127, inlinedAt: !1120)
!1132 = !DILocation(line: 36, column: 72, scope: !1127, inlinedAt: !1120)
!1133 = !DILocation(line: 36, column: 70, scope: !1127, inlinedAt: !1120)
!1134 = !DILocation(line: 36, column: 125, scope: !1127, inlinedAt: !1120)
!1135 = !DILocation(line: 38, column: 8, scope: !1113, inlinedAt: !1120)
!1136 = !DILocation(line: 38, column: 18, scope: !1113, inlinedAt: !1120)
!1137 = !DILocation(line: 38, column: 5, scope: !1113, inlinedAt: !1120)
!1138 = !DILocation(line: 38, column: 22, scope: !1113, inlinedAt: !1120)
!1139 = !DILocation(line: 199, column: 82, scope: !1109)
!1140 = distinct !{!1140, !1110, !1141, !443}
!1141 = !DILocation(line: 199, column: 115, scope: !309)
!1142 = !DILocation(line: 0, scope: !970, inlinedAt: !1143)
!1143 = distinct !DILocation(line: 200, column: 20, scope: !311)
!1144 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !1143)
!1145 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !1143)
!1146 = !DILocation(line: 185, column: 38, scope: !956, inlinedAt: !1147)
!1147 = distinct !DILocation(line: 200, column: 47, scope: !311)
!1148 = !DILocation(line: 185, column: 32, scope: !956, inlinedAt: !1147)
!1149 = !DILocation(line: 185, column: 54, scope: !956, inlinedAt: !1147)
!1150 = !DILocation(line: 185, column: 48, scope: !956, inlinedAt: !1147)
!1151 = !DILocation(line: 185, column: 70, scope: !956, inlinedAt: !1147)
!1152 = !DILocation(line: 185, column: 64, scope: !956, inlinedAt: !1147)
!1153 = !DILocation(line: 200, column: 53, scope: !311)
!1154 = !DILocation(line: 0, scope: !311)
!1155 = !DILocation(line: 0, scope: !313)
!1156 = !DILocation(line: 200, column: 77, scope: !316)
!1157 = !DILocation(line: 200, column: 59, scope: !313)
!1158 = !DILocation(line: 36, column: 20, scope: !1112, inlinedAt: !1159)
!1159 = distinct !DILocation(line: 200, column: 144, scope: !315)
!1160 = !DILocation(line: 36, column: 12, scope: !1112, inlinedAt: !1159)
!1161 = !DILocation(line: 200, column: 89, scope: !315)
!1162 = !DILocation(line: 185, column: 35, scope: !956, inlinedAt: !1163)
!1163 = distinct !DILocation(line: 200, column: 130, scope: !315)
!1164 = !DILocation(line: 185, column: 38, scope: !956, inlinedAt: !1163)
!1165 = !DILocation(line: 185, column: 32, scope: !956, inlinedAt: !1163)
!1166 = !DILocation(line: 185, column: 54, scope: !956, inlinedAt: !1163)
!1167 = !DILocation(line: 185, column: 48, scope: !956, inlinedAt: !1163)
!1168 = !DILocation(line: 185, column: 70, scope: !956, inlinedAt: !1163)
!1169 = !DILocation(line: 185, column: 64, scope: !956, inlinedAt: !1163)
!1170 = !DILocation(line: 200, column: 136, scope: !315)
!1171 = !DILocation(line: 200, column: 101, scope: !315)
!1172 = !DILocation(line: 200, column: 153, scope: !315)
!1173 = !DILocation(line: 200, column: 164, scope: !315)
!1174 = !DILocation(line: 0, scope: !1113, inlinedAt: !1159)
!1175 = !DILocation(line: 36, column: 14, scope: !1112, inlinedAt: !1159)
!1176 = !DILocation(line: 36, column: 9, scope: !1113, inlinedAt: !1159)
!1177 = !DILocation(line: 36, column: 36, scope: !1127, inlinedAt: !1159)
!1178 = !DILocation(line: 36, column: 34, scope: !1127, inlinedAt: !1159)
!1179 = !DILocation(line: 36, column: 90, scope: !1127, inlinedAt: !1159)
!1180 = !DILocation(line: 36, column: 105, scope: !1127, inlinedAt: !1159)
!1181 = !DILocation(line: 36, column: 72, scope: !1127, inlinedAt: !1159)
!1182 = !DILocation(line: 36, column: 70, scope: !1127, inlinedAt: !1159)
!1183 = !DILocation(line: 36, column: 150, scope: !1184, inlinedAt: !1159)
!1184 = distinct !DILexicalBlock(scope: !1127, file: !2, line: 36, column: 125)
!1185 = !DILocation(line: 36, column: 148, scope: !1184, inlinedAt: !1159)
!1186 = !DILocation(line: 36, column: 140, scope: !1184, inlinedAt: !1159)
!1187 = !DILocation(line: 37, column: 27, scope: !1188, inlinedAt: !1159)
!1188 = distinct !DILexicalBlock(scope: !1113, file: !2, line: 37, column: 9)
!1189 = !DILocation(line: 37, column: 24, scope: !1188, inlinedAt: !1159)
!1190 = !DILocation(line: 37, column: 38, scope: !1188, inlinedAt: !1159)
!1191 = !DILocation(line: 38, column: 8, scope: !1113, inlinedAt: !1159)
!1192 = !DILocation(line: 38, column: 18, scope: !1113, inlinedAt: !1159)
!1193 = !DILocation(line: 38, column: 5, scope: !1113, inlinedAt: !1159)
!1194 = !DILocation(line: 38, column: 22, scope: !1113, inlinedAt: !1159)
!1195 = !DILocation(line: 200, column: 181, scope: !316)
!1196 = !DILocation(line: 200, column: 83, scope: !316)
!1197 = distinct !{!1197, !1157, !1198, !443}
!1198 = !DILocation(line: 200, column: 181, scope: !313)
!1199 = !DILocation(line: 0, scope: !294)
!1200 = !DILocation(line: 202, column: 1, scope: !196)
!1201 = !DISubprogram(name: "strlen", scope: !910, file: !910, line: 407, type: !1202, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1202 = !DISubroutineType(types: !1203)
!1203 = !{!233, !318}
!1204 = distinct !DISubprogram(name: "parse_value", scope: !2, file: !2, line: 104, type: !1205, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !1207)
!1205 = !DISubroutineType(types: !1206)
!1206 = !{!199, !431, !225}
!1207 = !{!1208, !1209, !1210, !1211, !1214, !1218, !1219, !1222, !1226, !1229}
!1208 = !DILocalVariable(name: "p", arg: 1, scope: !1204, file: !2, line: 104, type: !431)
!1209 = !DILocalVariable(name: "depth", arg: 2, scope: !1204, file: !2, line: 104, type: !225)
!1210 = !DILocalVariable(name: "c", scope: !1204, file: !2, line: 107, type: !4)
!1211 = !DILocalVariable(name: "o", scope: !1212, file: !2, line: 109, type: !199)
!1212 = distinct !DILexicalBlock(scope: !1213, file: !2, line: 108, column: 19)
!1213 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 108, column: 9)
!1214 = !DILocalVariable(name: "k", scope: !1215, file: !2, line: 112, type: !218)
!1215 = distinct !DILexicalBlock(scope: !1216, file: !2, line: 111, column: 18)
!1216 = distinct !DILexicalBlock(scope: !1217, file: !2, line: 111, column: 9)
!1217 = distinct !DILexicalBlock(scope: !1212, file: !2, line: 111, column: 9)
!1218 = !DILocalVariable(name: "v", scope: !1215, file: !2, line: 115, type: !199)
!1219 = !DILocalVariable(name: "a", scope: !1220, file: !2, line: 123, type: !199)
!1220 = distinct !DILexicalBlock(scope: !1221, file: !2, line: 122, column: 19)
!1221 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 122, column: 9)
!1222 = !DILocalVariable(name: "v", scope: !1223, file: !2, line: 126, type: !199)
!1223 = distinct !DILexicalBlock(scope: !1224, file: !2, line: 125, column: 18)
!1224 = distinct !DILexicalBlock(scope: !1225, file: !2, line: 125, column: 9)
!1225 = distinct !DILexicalBlock(scope: !1220, file: !2, line: 125, column: 9)
!1226 = !DILocalVariable(name: "s", scope: !1227, file: !2, line: 133, type: !218)
!1227 = distinct !DILexicalBlock(scope: !1228, file: !2, line: 133, column: 19)
!1228 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 133, column: 9)
!1229 = !DILocalVariable(name: "j", scope: !1227, file: !2, line: 133, type: !199)
!1230 = distinct !DIAssignID()
!1231 = !DILocation(line: 0, scope: !1204)
!1232 = !DILocation(line: 105, column: 15, scope: !1233)
!1233 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 105, column: 9)
!1234 = !DILocation(line: 105, column: 9, scope: !1204)
!1235 = !DILocation(line: 105, column: 27, scope: !1236)
!1236 = distinct !DILexicalBlock(scope: !1233, file: !2, line: 105, column: 22)
!1237 = !DILocation(line: 105, column: 31, scope: !1236)
!1238 = !DILocation(line: 105, column: 53, scope: !1236)
!1239 = !DILocation(line: 0, scope: !428, inlinedAt: !1240)
!1240 = distinct !DILocation(line: 106, column: 5, scope: !1204)
!1241 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !1240)
!1242 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !1240)
!1243 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !1240)
!1244 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !1240)
!1245 = distinct !{!1245, !1241, !1244, !443}
!1246 = !DILocation(line: 108, column: 9, scope: !1204)
!1247 = !DILocation(line: 109, column: 15, scope: !1212)
!1248 = !DILocation(line: 0, scope: !970, inlinedAt: !1249)
!1249 = distinct !DILocation(line: 109, column: 26, scope: !1212)
!1250 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !1249)
!1251 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !1249)
!1252 = !DILocation(line: 0, scope: !1212)
!1253 = !DILocation(line: 0, scope: !428, inlinedAt: !1254)
!1254 = distinct !DILocation(line: 109, column: 39, scope: !1212)
!1255 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !1254)
!1256 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !1254)
!1257 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !1254)
!1258 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !1254)
!1259 = distinct !{!1259, !1255, !1258, !443}
!1260 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !1261)
!1261 = distinct !DILocation(line: 112, column: 13, scope: !1215)
!1262 = !DILocation(line: 110, column: 42, scope: !1263)
!1263 = distinct !DILexicalBlock(scope: !1264, file: !2, line: 110, column: 34)
!1264 = distinct !DILexicalBlock(scope: !1212, file: !2, line: 110, column: 13)
!1265 = !DILocation(line: 110, column: 46, scope: !1263)
!1266 = !DILocation(line: 0, scope: !428, inlinedAt: !1261)
!1267 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !1261)
!1268 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !1261)
!1269 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !1261)
!1270 = distinct !{!1270, !1260, !1269, !443}
!1271 = !DILocation(line: 112, column: 30, scope: !1215)
!1272 = !DILocation(line: 0, scope: !1215)
!1273 = !DILocation(line: 112, column: 52, scope: !1274)
!1274 = distinct !DILexicalBlock(scope: !1215, file: !2, line: 112, column: 51)
!1275 = !DILocation(line: 112, column: 51, scope: !1215)
!1276 = !DILocation(line: 112, column: 57, scope: !1277)
!1277 = distinct !DILexicalBlock(scope: !1274, file: !2, line: 112, column: 55)
!1278 = !DILocation(line: 112, column: 67, scope: !1277)
!1279 = !DILocation(line: 0, scope: !428, inlinedAt: !1280)
!1280 = distinct !DILocation(line: 113, column: 13, scope: !1215)
!1281 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !1280)
!1282 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !1280)
!1283 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !1280)
!1284 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !1280)
!1285 = distinct !{!1285, !1281, !1284, !443}
!1286 = !DILocation(line: 113, column: 50, scope: !1287)
!1287 = distinct !DILexicalBlock(scope: !1288, file: !2, line: 113, column: 45)
!1288 = distinct !DILexicalBlock(scope: !1215, file: !2, line: 113, column: 24)
!1289 = !DILocation(line: 113, column: 54, scope: !1287)
!1290 = !DILocation(line: 113, column: 72, scope: !1287)
!1291 = !DILocation(line: 113, column: 81, scope: !1287)
!1292 = !DILocation(line: 113, column: 91, scope: !1287)
!1293 = !DILocation(line: 114, column: 19, scope: !1215)
!1294 = !DILocation(line: 115, column: 20, scope: !1215)
!1295 = !DILocation(line: 115, column: 52, scope: !1296)
!1296 = distinct !DILexicalBlock(scope: !1215, file: !2, line: 115, column: 51)
!1297 = !DILocation(line: 115, column: 51, scope: !1215)
!1298 = !DILocation(line: 115, column: 57, scope: !1299)
!1299 = distinct !DILexicalBlock(scope: !1296, file: !2, line: 115, column: 55)
!1300 = !DILocation(line: 115, column: 66, scope: !1299)
!1301 = !DILocation(line: 115, column: 76, scope: !1299)
!1302 = !DILocation(line: 0, scope: !1113, inlinedAt: !1303)
!1303 = distinct !DILocation(line: 116, column: 13, scope: !1215)
!1304 = !DILocation(line: 36, column: 12, scope: !1112, inlinedAt: !1303)
!1305 = !DILocation(line: 36, column: 20, scope: !1112, inlinedAt: !1303)
!1306 = !DILocation(line: 36, column: 14, scope: !1112, inlinedAt: !1303)
!1307 = !DILocation(line: 36, column: 9, scope: !1113, inlinedAt: !1303)
!1308 = !DILocation(line: 36, column: 36, scope: !1127, inlinedAt: !1303)
!1309 = !DILocation(line: 36, column: 34, scope: !1127, inlinedAt: !1303)
!1310 = !DILocation(line: 36, column: 83, scope: !1127, inlinedAt: !1303)
!1311 = !DILocation(line: 36, column: 90, scope: !1127, inlinedAt: !1303)
!1312 = !DILocation(line: 36, column: 105, scope: !1127, inlinedAt: !1303)
!1313 = !DILocation(line: 36, column: 72, scope: !1127, inlinedAt: !1303)
!1314 = !DILocation(line: 36, column: 70, scope: !1127, inlinedAt: !1303)
!1315 = !DILocation(line: 36, column: 128, scope: !1184, inlinedAt: !1303)
!1316 = !DILocation(line: 36, column: 130, scope: !1184, inlinedAt: !1303)
!1317 = !DILocation(line: 36, column: 125, scope: !1127, inlinedAt: !1303)
!1318 = !DILocation(line: 38, column: 18, scope: !1113, inlinedAt: !1303)
!1319 = !DILocation(line: 36, column: 161, scope: !1184, inlinedAt: !1303)
!1320 = !DILocation(line: 36, column: 178, scope: !1184, inlinedAt: !1303)
!1321 = !DILocation(line: 36, column: 167, scope: !1184, inlinedAt: !1303)
!1322 = !DILocation(line: 36, column: 182, scope: !1184, inlinedAt: !1303)
!1323 = !DILocation(line: 36, column: 150, scope: !1184, inlinedAt: !1303)
!1324 = !DILocation(line: 36, column: 148, scope: !1184, inlinedAt: !1303)
!1325 = !DILocation(line: 36, column: 140, scope: !1184, inlinedAt: !1303)
!1326 = !DILocation(line: 37, column: 12, scope: !1188, inlinedAt: !1303)
!1327 = !DILocation(line: 37, column: 14, scope: !1188, inlinedAt: !1303)
!1328 = !DILocation(line: 37, column: 9, scope: !1113, inlinedAt: !1303)
!1329 = !DILocation(line: 37, column: 27, scope: !1188, inlinedAt: !1303)
!1330 = !DILocation(line: 37, column: 24, scope: !1188, inlinedAt: !1303)
!1331 = !DILocation(line: 37, column: 38, scope: !1188, inlinedAt: !1303)
!1332 = !DILocation(line: 38, column: 8, scope: !1113, inlinedAt: !1303)
!1333 = !DILocation(line: 38, column: 5, scope: !1113, inlinedAt: !1303)
!1334 = !DILocation(line: 38, column: 22, scope: !1113, inlinedAt: !1303)
!1335 = !DILocation(line: 0, scope: !428, inlinedAt: !1336)
!1336 = distinct !DILocation(line: 116, column: 29, scope: !1215)
!1337 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !1336)
!1338 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !1336)
!1339 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !1336)
!1340 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !1336)
!1341 = distinct !{!1341, !1337, !1340, !443}
!1342 = !DILocation(line: 118, column: 46, scope: !1343)
!1343 = distinct !DILexicalBlock(scope: !1344, file: !2, line: 118, column: 38)
!1344 = distinct !DILexicalBlock(scope: !1215, file: !2, line: 118, column: 17)
!1345 = !DILocation(line: 118, column: 50, scope: !1343)
!1346 = !DILocation(line: 119, column: 16, scope: !1215)
!1347 = !DILocation(line: 119, column: 20, scope: !1215)
!1348 = !DILocation(line: 119, column: 45, scope: !1215)
!1349 = !DILocation(line: 119, column: 55, scope: !1215)
!1350 = !DILocation(line: 117, column: 46, scope: !1351)
!1351 = distinct !DILexicalBlock(scope: !1352, file: !2, line: 117, column: 38)
!1352 = distinct !DILexicalBlock(scope: !1215, file: !2, line: 117, column: 17)
!1353 = !DILocation(line: 123, column: 15, scope: !1220)
!1354 = !DILocation(line: 0, scope: !970, inlinedAt: !1355)
!1355 = distinct !DILocation(line: 123, column: 26, scope: !1220)
!1356 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !1355)
!1357 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !1355)
!1358 = !DILocation(line: 0, scope: !1220)
!1359 = !DILocation(line: 0, scope: !428, inlinedAt: !1360)
!1360 = distinct !DILocation(line: 123, column: 39, scope: !1220)
!1361 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !1360)
!1362 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !1360)
!1363 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !1360)
!1364 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !1360)
!1365 = distinct !{!1365, !1361, !1364, !443}
!1366 = !DILocation(line: 126, column: 20, scope: !1223)
!1367 = !DILocation(line: 126, column: 52, scope: !1368)
!1368 = distinct !DILexicalBlock(scope: !1223, file: !2, line: 126, column: 51)
!1369 = !DILocation(line: 126, column: 51, scope: !1223)
!1370 = !DILocation(line: 124, column: 42, scope: !1371)
!1371 = distinct !DILexicalBlock(scope: !1372, file: !2, line: 124, column: 34)
!1372 = distinct !DILexicalBlock(scope: !1220, file: !2, line: 124, column: 13)
!1373 = !DILocation(line: 124, column: 46, scope: !1371)
!1374 = !DILocation(line: 126, column: 57, scope: !1375)
!1375 = distinct !DILexicalBlock(scope: !1368, file: !2, line: 126, column: 55)
!1376 = !DILocation(line: 126, column: 67, scope: !1375)
!1377 = !DILocation(line: 0, scope: !1113, inlinedAt: !1378)
!1378 = distinct !DILocation(line: 127, column: 13, scope: !1223)
!1379 = !DILocation(line: 36, column: 12, scope: !1112, inlinedAt: !1378)
!1380 = !DILocation(line: 36, column: 20, scope: !1112, inlinedAt: !1378)
!1381 = !DILocation(line: 36, column: 14, scope: !1112, inlinedAt: !1378)
!1382 = !DILocation(line: 36, column: 9, scope: !1113, inlinedAt: !1378)
!1383 = !DILocation(line: 36, column: 36, scope: !1127, inlinedAt: !1378)
!1384 = !DILocation(line: 36, column: 34, scope: !1127, inlinedAt: !1378)
!1385 = !DILocation(line: 36, column: 83, scope: !1127, inlinedAt: !1378)
!1386 = !DILocation(line: 36, column: 90, scope: !1127, inlinedAt: !1378)
!1387 = !DILocation(line: 36, column: 105, scope: !1127, inlinedAt: !1378)
!1388 = !DILocation(line: 36, column: 72, scope: !1127, inlinedAt: !1378)
!1389 = !DILocation(line: 36, column: 70, scope: !1127, inlinedAt: !1378)
!1390 = !DILocation(line: 36, column: 128, scope: !1184, inlinedAt: !1378)
!1391 = !DILocation(line: 36, column: 130, scope: !1184, inlinedAt: !1378)
!1392 = !DILocation(line: 36, column: 125, scope: !1127, inlinedAt: !1378)
!1393 = !DILocation(line: 38, column: 18, scope: !1113, inlinedAt: !1378)
!1394 = !DILocation(line: 36, column: 161, scope: !1184, inlinedAt: !1378)
!1395 = !DILocation(line: 36, column: 178, scope: !1184, inlinedAt: !1378)
!1396 = !DILocation(line: 36, column: 167, scope: !1184, inlinedAt: !1378)
!1397 = !DILocation(line: 36, column: 182, scope: !1184, inlinedAt: !1378)
!1398 = !DILocation(line: 36, column: 150, scope: !1184, inlinedAt: !1378)
!1399 = !DILocation(line: 36, column: 148, scope: !1184, inlinedAt: !1378)
!1400 = !DILocation(line: 36, column: 140, scope: !1184, inlinedAt: !1378)
!1401 = !DILocation(line: 37, column: 12, scope: !1188, inlinedAt: !1378)
!1402 = !DILocation(line: 37, column: 14, scope: !1188, inlinedAt: !1378)
!1403 = !DILocation(line: 37, column: 9, scope: !1113, inlinedAt: !1378)
!1404 = !DILocation(line: 37, column: 27, scope: !1188, inlinedAt: !1378)
!1405 = !DILocation(line: 37, column: 24, scope: !1188, inlinedAt: !1378)
!1406 = !DILocation(line: 37, column: 38, scope: !1188, inlinedAt: !1378)
!1407 = !DILocation(line: 38, column: 8, scope: !1113, inlinedAt: !1378)
!1408 = !DILocation(line: 38, column: 5, scope: !1113, inlinedAt: !1378)
!1409 = !DILocation(line: 38, column: 22, scope: !1113, inlinedAt: !1378)
!1410 = !DILocation(line: 0, scope: !428, inlinedAt: !1411)
!1411 = distinct !DILocation(line: 127, column: 32, scope: !1223)
!1412 = !DILocation(line: 48, column: 24, scope: !428, inlinedAt: !1411)
!1413 = !DILocation(line: 48, column: 31, scope: !428, inlinedAt: !1411)
!1414 = !DILocation(line: 48, column: 51, scope: !428, inlinedAt: !1411)
!1415 = !DILocation(line: 48, column: 130, scope: !428, inlinedAt: !1411)
!1416 = distinct !{!1416, !1412, !1415, !443}
!1417 = !DILocation(line: 129, column: 46, scope: !1418)
!1418 = distinct !DILexicalBlock(scope: !1419, file: !2, line: 129, column: 38)
!1419 = distinct !DILexicalBlock(scope: !1223, file: !2, line: 129, column: 17)
!1420 = !DILocation(line: 129, column: 50, scope: !1418)
!1421 = !DILocation(line: 130, column: 16, scope: !1223)
!1422 = !DILocation(line: 130, column: 20, scope: !1223)
!1423 = !DILocation(line: 130, column: 45, scope: !1223)
!1424 = !DILocation(line: 130, column: 55, scope: !1223)
!1425 = !DILocation(line: 128, column: 46, scope: !1426)
!1426 = distinct !DILexicalBlock(scope: !1427, file: !2, line: 128, column: 38)
!1427 = distinct !DILexicalBlock(scope: !1223, file: !2, line: 128, column: 17)
!1428 = !DILocation(line: 0, scope: !1223)
!1429 = !DILocation(line: 133, column: 31, scope: !1227)
!1430 = !DILocation(line: 0, scope: !1227)
!1431 = !DILocation(line: 133, column: 53, scope: !1432)
!1432 = distinct !DILexicalBlock(scope: !1227, file: !2, line: 133, column: 52)
!1433 = !DILocation(line: 133, column: 52, scope: !1227)
!1434 = !DILocation(line: 0, scope: !970, inlinedAt: !1435)
!1435 = distinct !DILocation(line: 133, column: 76, scope: !1227)
!1436 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !1435)
!1437 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !1435)
!1438 = !DILocation(line: 133, column: 92, scope: !1227)
!1439 = !DILocation(line: 133, column: 96, scope: !1227)
!1440 = !DILocation(line: 134, column: 31, scope: !1441)
!1441 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 134, column: 9)
!1442 = !DILocalVariable(name: "buf", scope: !1443, file: !2, line: 100, type: !1452)
!1443 = distinct !DISubprogram(name: "parse_number", scope: !2, file: !2, line: 92, type: !1444, scopeLine: 92, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !1446)
!1444 = !DISubroutineType(types: !1445)
!1445 = !{!199, !431}
!1446 = !{!1447, !1448, !1449, !1442, !1450, !1451}
!1447 = !DILocalVariable(name: "p", arg: 1, scope: !1443, file: !2, line: 92, type: !431)
!1448 = !DILocalVariable(name: "start", scope: !1443, file: !2, line: 93, type: !231)
!1449 = !DILocalVariable(name: "s", scope: !1443, file: !2, line: 93, type: !318)
!1450 = !DILocalVariable(name: "len", scope: !1443, file: !2, line: 100, type: !231)
!1451 = !DILocalVariable(name: "j", scope: !1443, file: !2, line: 102, type: !199)
!1452 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !1453)
!1453 = !{!1454}
!1454 = !DISubrange(count: 64)
!1455 = !DILocation(line: 0, scope: !1443, inlinedAt: !1456)
!1456 = distinct !DILocation(line: 134, column: 52, scope: !1441)
!1457 = !DILocation(line: 94, column: 33, scope: !1458, inlinedAt: !1456)
!1458 = distinct !DILexicalBlock(scope: !1443, file: !2, line: 94, column: 9)
!1459 = !DILocation(line: 95, column: 9, scope: !1460, inlinedAt: !1456)
!1460 = distinct !DILexicalBlock(scope: !1443, file: !2, line: 95, column: 9)
!1461 = !DILocation(line: 94, column: 27, scope: !1458, inlinedAt: !1456)
!1462 = !DILocation(line: 95, column: 14, scope: !1460, inlinedAt: !1456)
!1463 = !DILocation(line: 95, column: 19, scope: !1460, inlinedAt: !1456)
!1464 = !DILocation(line: 95, column: 9, scope: !1443, inlinedAt: !1456)
!1465 = !DILocation(line: 95, column: 33, scope: !1460, inlinedAt: !1456)
!1466 = !DILocation(line: 98, column: 9, scope: !1467, inlinedAt: !1456)
!1467 = distinct !DILexicalBlock(scope: !1443, file: !2, line: 98, column: 9)
!1468 = !DILocation(line: 95, column: 27, scope: !1460, inlinedAt: !1456)
!1469 = !DILocation(line: 96, column: 31, scope: !1470, inlinedAt: !1456)
!1470 = distinct !DILexicalBlock(scope: !1460, file: !2, line: 96, column: 14)
!1471 = !DILocation(line: 96, column: 103, scope: !1470, inlinedAt: !1456)
!1472 = !DILocation(line: 96, column: 59, scope: !1470, inlinedAt: !1456)
!1473 = !DILocation(line: 96, column: 76, scope: !1470, inlinedAt: !1456)
!1474 = distinct !{!1474, !1475, !1471, !443}
!1475 = !DILocation(line: 96, column: 52, scope: !1470, inlinedAt: !1456)
!1476 = !DILocation(line: 97, column: 15, scope: !1477, inlinedAt: !1456)
!1477 = distinct !DILexicalBlock(scope: !1470, file: !2, line: 97, column: 10)
!1478 = !DILocation(line: 97, column: 19, scope: !1477, inlinedAt: !1456)
!1479 = !DILocation(line: 97, column: 35, scope: !1477, inlinedAt: !1456)
!1480 = !DILocation(line: 98, column: 14, scope: !1467, inlinedAt: !1456)
!1481 = !DILocation(line: 98, column: 19, scope: !1467, inlinedAt: !1456)
!1482 = !DILocation(line: 98, column: 9, scope: !1443, inlinedAt: !1456)
!1483 = !DILocation(line: 98, column: 35, scope: !1484, inlinedAt: !1456)
!1484 = distinct !DILexicalBlock(scope: !1467, file: !2, line: 98, column: 27)
!1485 = !DILocation(line: 98, column: 45, scope: !1486, inlinedAt: !1456)
!1486 = distinct !DILexicalBlock(scope: !1484, file: !2, line: 98, column: 43)
!1487 = !DILocation(line: 98, column: 62, scope: !1486, inlinedAt: !1456)
!1488 = !DILocation(line: 98, column: 89, scope: !1489, inlinedAt: !1456)
!1489 = distinct !DILexicalBlock(scope: !1486, file: !2, line: 98, column: 84)
!1490 = !DILocation(line: 98, column: 93, scope: !1489, inlinedAt: !1456)
!1491 = !DILocation(line: 98, column: 111, scope: !1489, inlinedAt: !1456)
!1492 = !DILocation(line: 98, column: 177, scope: !1484, inlinedAt: !1456)
!1493 = !DILocation(line: 98, column: 133, scope: !1484, inlinedAt: !1456)
!1494 = !DILocation(line: 98, column: 150, scope: !1484, inlinedAt: !1456)
!1495 = distinct !{!1495, !1496, !1492, !443}
!1496 = !DILocation(line: 98, column: 126, scope: !1484, inlinedAt: !1456)
!1497 = !DILocation(line: 99, column: 9, scope: !1498, inlinedAt: !1456)
!1498 = distinct !DILexicalBlock(scope: !1443, file: !2, line: 99, column: 9)
!1499 = !DILocation(line: 99, column: 14, scope: !1498, inlinedAt: !1456)
!1500 = !DILocation(line: 99, column: 26, scope: !1498, inlinedAt: !1456)
!1501 = !DILocation(line: 99, column: 55, scope: !1502, inlinedAt: !1456)
!1502 = distinct !DILexicalBlock(scope: !1498, file: !2, line: 99, column: 47)
!1503 = !DILocation(line: 99, column: 63, scope: !1504, inlinedAt: !1456)
!1504 = distinct !DILexicalBlock(scope: !1502, file: !2, line: 99, column: 63)
!1505 = !DILocation(line: 99, column: 80, scope: !1504, inlinedAt: !1456)
!1506 = !DILocation(line: 99, column: 107, scope: !1504, inlinedAt: !1456)
!1507 = !DILocation(line: 99, column: 117, scope: !1508, inlinedAt: !1456)
!1508 = distinct !DILexicalBlock(scope: !1502, file: !2, line: 99, column: 115)
!1509 = !DILocation(line: 99, column: 101, scope: !1504, inlinedAt: !1456)
!1510 = !DILocation(line: 99, column: 122, scope: !1508, inlinedAt: !1456)
!1511 = !DILocation(line: 99, column: 134, scope: !1508, inlinedAt: !1456)
!1512 = !DILocation(line: 99, column: 161, scope: !1513, inlinedAt: !1456)
!1513 = distinct !DILexicalBlock(scope: !1508, file: !2, line: 99, column: 156)
!1514 = !DILocation(line: 99, column: 165, scope: !1513, inlinedAt: !1456)
!1515 = !DILocation(line: 99, column: 183, scope: !1513, inlinedAt: !1456)
!1516 = !DILocation(line: 99, column: 249, scope: !1502, inlinedAt: !1456)
!1517 = !DILocation(line: 99, column: 205, scope: !1502, inlinedAt: !1456)
!1518 = !DILocation(line: 99, column: 222, scope: !1502, inlinedAt: !1456)
!1519 = distinct !{!1519, !1520, !1516, !443}
!1520 = !DILocation(line: 99, column: 198, scope: !1502, inlinedAt: !1456)
!1521 = !DILocation(line: 100, column: 35, scope: !1443, inlinedAt: !1456)
!1522 = !DILocation(line: 100, column: 5, scope: !1443, inlinedAt: !1456)
!1523 = !DILocation(line: 100, column: 39, scope: !1443, inlinedAt: !1456)
!1524 = !DILocation(line: 100, column: 52, scope: !1443, inlinedAt: !1456)
!1525 = !DILocation(line: 101, column: 5, scope: !1443, inlinedAt: !1456)
!1526 = !DILocation(line: 101, column: 34, scope: !1443, inlinedAt: !1456)
!1527 = !DILocation(line: 101, column: 43, scope: !1443, inlinedAt: !1456)
!1528 = !DILocation(line: 0, scope: !970, inlinedAt: !1529)
!1529 = distinct !DILocation(line: 102, column: 12, scope: !1443, inlinedAt: !1456)
!1530 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !1529)
!1531 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !1529)
!1532 = !DILocation(line: 102, column: 34, scope: !1443, inlinedAt: !1456)
!1533 = !DILocation(line: 102, column: 28, scope: !1443, inlinedAt: !1456)
!1534 = !DILocation(line: 102, column: 32, scope: !1443, inlinedAt: !1456)
!1535 = !DILocation(line: 103, column: 1, scope: !1443, inlinedAt: !1456)
!1536 = !DILocation(line: 135, column: 10, scope: !1537)
!1537 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 135, column: 9)
!1538 = !DILocation(line: 135, column: 9, scope: !1204)
!1539 = !DILocation(line: 135, column: 54, scope: !1540)
!1540 = distinct !DILexicalBlock(scope: !1537, file: !2, line: 135, column: 45)
!1541 = !DILocation(line: 0, scope: !970, inlinedAt: !1542)
!1542 = distinct !DILocation(line: 135, column: 67, scope: !1540)
!1543 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !1542)
!1544 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !1542)
!1545 = !DILocation(line: 135, column: 60, scope: !1540)
!1546 = !DILocation(line: 136, column: 10, scope: !1547)
!1547 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 136, column: 9)
!1548 = !DILocation(line: 136, column: 9, scope: !1204)
!1549 = !DILocation(line: 136, column: 55, scope: !1550)
!1550 = distinct !DILexicalBlock(scope: !1547, file: !2, line: 136, column: 46)
!1551 = !DILocation(line: 0, scope: !970, inlinedAt: !1552)
!1552 = distinct !DILocation(line: 136, column: 68, scope: !1550)
!1553 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !1552)
!1554 = !DILocation(line: 34, column: 61, scope: !970, inlinedAt: !1552)
!1555 = !DILocation(line: 136, column: 61, scope: !1550)
!1556 = !DILocation(line: 137, column: 10, scope: !1557)
!1557 = distinct !DILexicalBlock(scope: !1204, file: !2, line: 137, column: 9)
!1558 = !DILocation(line: 137, column: 9, scope: !1204)
!1559 = !DILocation(line: 137, column: 54, scope: !1560)
!1560 = distinct !DILexicalBlock(scope: !1557, file: !2, line: 137, column: 45)
!1561 = !DILocation(line: 0, scope: !970, inlinedAt: !1562)
!1562 = distinct !DILocation(line: 137, column: 67, scope: !1560)
!1563 = !DILocation(line: 34, column: 34, scope: !970, inlinedAt: !1562)
!1564 = !DILocation(line: 137, column: 60, scope: !1560)
!1565 = !DILocation(line: 138, column: 14, scope: !1204)
!1566 = !DILocation(line: 138, column: 8, scope: !1204)
!1567 = !DILocation(line: 138, column: 12, scope: !1204)
!1568 = !DILocation(line: 139, column: 5, scope: !1204)
!1569 = !DILocation(line: 140, column: 1, scope: !1204)
!1570 = distinct !DISubprogram(name: "parse_string", scope: !2, file: !2, line: 58, type: !1571, scopeLine: 58, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !1573)
!1571 = !DISubroutineType(types: !1572)
!1572 = !{!218, !431}
!1573 = !{!1574, !1575, !1576, !1580, !1581, !1584}
!1574 = !DILocalVariable(name: "p", arg: 1, scope: !1570, file: !2, line: 58, type: !431)
!1575 = !DILocalVariable(name: "b", scope: !1570, file: !2, line: 61, type: !297)
!1576 = !DILocalVariable(name: "c", scope: !1577, file: !2, line: 63, type: !230)
!1577 = distinct !DILexicalBlock(scope: !1578, file: !2, line: 62, column: 14)
!1578 = distinct !DILexicalBlock(scope: !1579, file: !2, line: 62, column: 5)
!1579 = distinct !DILexicalBlock(scope: !1570, file: !2, line: 62, column: 5)
!1580 = !DILocalVariable(name: "e", scope: !1577, file: !2, line: 69, type: !4)
!1581 = !DILocalVariable(name: "cp", scope: !1582, file: !2, line: 75, type: !206)
!1582 = distinct !DILexicalBlock(scope: !1583, file: !2, line: 74, column: 19)
!1583 = distinct !DILexicalBlock(scope: !1577, file: !2, line: 70, column: 20)
!1584 = !DILocalVariable(name: "lo", scope: !1585, file: !2, line: 78, type: !206)
!1585 = distinct !DILexicalBlock(scope: !1586, file: !2, line: 77, column: 47)
!1586 = distinct !DILexicalBlock(scope: !1582, file: !2, line: 77, column: 17)
!1587 = distinct !DIAssignID()
!1588 = !DILocation(line: 0, scope: !1582)
!1589 = distinct !DIAssignID()
!1590 = !DILocation(line: 0, scope: !1585)
!1591 = !DILocation(line: 0, scope: !1570)
!1592 = !DILocation(line: 59, column: 12, scope: !1593)
!1593 = distinct !DILexicalBlock(scope: !1570, file: !2, line: 59, column: 9)
!1594 = !DILocation(line: 59, column: 17, scope: !1593)
!1595 = !DILocation(line: 59, column: 9, scope: !1593)
!1596 = !DILocation(line: 59, column: 22, scope: !1593)
!1597 = !DILocation(line: 59, column: 9, scope: !1570)
!1598 = !DILocation(line: 59, column: 35, scope: !1599)
!1599 = distinct !DILexicalBlock(scope: !1593, file: !2, line: 59, column: 30)
!1600 = !DILocation(line: 59, column: 39, scope: !1599)
!1601 = !DILocation(line: 59, column: 60, scope: !1599)
!1602 = !DILocation(line: 60, column: 11, scope: !1570)
!1603 = !DILocation(line: 0, scope: !469, inlinedAt: !1604)
!1604 = distinct !DILocation(line: 61, column: 19, scope: !1570)
!1605 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1604)
!1606 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1604)
!1607 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1604)
!1608 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1604)
!1609 = !DILocation(line: 63, column: 42, scope: !1577)
!1610 = !DILocation(line: 64, column: 15, scope: !1611)
!1611 = distinct !DILexicalBlock(scope: !1577, file: !2, line: 64, column: 13)
!1612 = !DILocation(line: 64, column: 13, scope: !1577)
!1613 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !1604)
!1614 = !DILocation(line: 64, column: 26, scope: !1615)
!1615 = distinct !DILexicalBlock(scope: !1611, file: !2, line: 64, column: 21)
!1616 = !DILocation(line: 64, column: 30, scope: !1615)
!1617 = !DILocation(line: 64, column: 55, scope: !1615)
!1618 = !DILocation(line: 64, column: 66, scope: !1615)
!1619 = !DILocation(line: 65, column: 15, scope: !1620)
!1620 = distinct !DILexicalBlock(scope: !1577, file: !2, line: 65, column: 13)
!1621 = !DILocation(line: 65, column: 13, scope: !1577)
!1622 = !DILocation(line: 65, column: 28, scope: !1623)
!1623 = distinct !DILexicalBlock(scope: !1620, file: !2, line: 65, column: 23)
!1624 = !DILocation(line: 65, column: 32, scope: !1623)
!1625 = !DILocation(line: 65, column: 65, scope: !1623)
!1626 = !DILocation(line: 65, column: 76, scope: !1623)
!1627 = !DILocation(line: 66, column: 15, scope: !1577)
!1628 = !DILocation(line: 67, column: 13, scope: !1577)
!1629 = !DILocation(line: 0, scope: !469, inlinedAt: !1630)
!1630 = distinct !DILocation(line: 68, column: 26, scope: !1631)
!1631 = distinct !DILexicalBlock(scope: !1632, file: !2, line: 68, column: 24)
!1632 = distinct !DILexicalBlock(scope: !1577, file: !2, line: 68, column: 13)
!1633 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1630)
!1634 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1630)
!1635 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1630)
!1636 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1630)
!1637 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1630)
!1638 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1630)
!1639 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !1591)
!1640 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !1591)
!1641 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1630)
!1642 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1630)
!1643 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1630)
!1644 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1630)
!1645 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1630)
!1646 = !DILocation(line: 68, column: 48, scope: !1631)
!1647 = distinct !{!1647, !1648, !1649}
!1648 = !DILocation(line: 62, column: 5, scope: !1579)
!1649 = !DILocation(line: 89, column: 5, scope: !1579)
!1650 = !DILocation(line: 69, column: 29, scope: !1577)
!1651 = !DILocation(line: 69, column: 18, scope: !1577)
!1652 = !DILocation(line: 0, scope: !1577)
!1653 = !DILocation(line: 70, column: 9, scope: !1577)
!1654 = !DILocation(line: 0, scope: !469, inlinedAt: !1655)
!1655 = distinct !DILocation(line: 71, column: 19, scope: !1583)
!1656 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1655)
!1657 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1655)
!1658 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1655)
!1659 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1655)
!1660 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1655)
!1661 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1655)
!1662 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1655)
!1663 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1655)
!1664 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1655)
!1665 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1655)
!1666 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1655)
!1667 = !DILocation(line: 71, column: 37, scope: !1583)
!1668 = !DILocation(line: 0, scope: !469, inlinedAt: !1669)
!1669 = distinct !DILocation(line: 71, column: 55, scope: !1583)
!1670 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1669)
!1671 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1669)
!1672 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1669)
!1673 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1669)
!1674 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1669)
!1675 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1669)
!1676 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1669)
!1677 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1669)
!1678 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1669)
!1679 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1669)
!1680 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1669)
!1681 = !DILocation(line: 71, column: 74, scope: !1583)
!1682 = !DILocation(line: 0, scope: !469, inlinedAt: !1683)
!1683 = distinct !DILocation(line: 71, column: 91, scope: !1583)
!1684 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1683)
!1685 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1683)
!1686 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1683)
!1687 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1683)
!1688 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1683)
!1689 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1683)
!1690 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1683)
!1691 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1683)
!1692 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1683)
!1693 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1683)
!1694 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1683)
!1695 = !DILocation(line: 71, column: 109, scope: !1583)
!1696 = !DILocation(line: 0, scope: !469, inlinedAt: !1697)
!1697 = distinct !DILocation(line: 72, column: 19, scope: !1583)
!1698 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1697)
!1699 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1697)
!1700 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1697)
!1701 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1697)
!1702 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1697)
!1703 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1697)
!1704 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1697)
!1705 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1697)
!1706 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1697)
!1707 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1697)
!1708 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1697)
!1709 = !DILocation(line: 72, column: 38, scope: !1583)
!1710 = !DILocation(line: 0, scope: !469, inlinedAt: !1711)
!1711 = distinct !DILocation(line: 72, column: 55, scope: !1583)
!1712 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1711)
!1713 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1711)
!1714 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1711)
!1715 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1711)
!1716 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1711)
!1717 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1711)
!1718 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1711)
!1719 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1711)
!1720 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1711)
!1721 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1711)
!1722 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1711)
!1723 = !DILocation(line: 72, column: 74, scope: !1583)
!1724 = !DILocation(line: 0, scope: !469, inlinedAt: !1725)
!1725 = distinct !DILocation(line: 72, column: 91, scope: !1583)
!1726 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1725)
!1727 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1725)
!1728 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1725)
!1729 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1725)
!1730 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1725)
!1731 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1725)
!1732 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1725)
!1733 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1725)
!1734 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1725)
!1735 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1725)
!1736 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1725)
!1737 = !DILocation(line: 72, column: 110, scope: !1583)
!1738 = !DILocation(line: 0, scope: !469, inlinedAt: !1739)
!1739 = distinct !DILocation(line: 73, column: 19, scope: !1583)
!1740 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1739)
!1741 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1739)
!1742 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1739)
!1743 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1739)
!1744 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1739)
!1745 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1739)
!1746 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1739)
!1747 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1739)
!1748 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1739)
!1749 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1739)
!1750 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1739)
!1751 = !DILocation(line: 73, column: 38, scope: !1583)
!1752 = !DILocation(line: 0, scope: !469, inlinedAt: !1753)
!1753 = distinct !DILocation(line: 73, column: 55, scope: !1583)
!1754 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1753)
!1755 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1753)
!1756 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1753)
!1757 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1753)
!1758 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1753)
!1759 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1753)
!1760 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1753)
!1761 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1753)
!1762 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1753)
!1763 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1753)
!1764 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1753)
!1765 = !DILocation(line: 73, column: 74, scope: !1583)
!1766 = !DILocation(line: 75, column: 13, scope: !1582)
!1767 = !DILocation(line: 76, column: 18, scope: !1768)
!1768 = distinct !DILexicalBlock(scope: !1582, file: !2, line: 76, column: 17)
!1769 = !DILocation(line: 76, column: 17, scope: !1582)
!1770 = !DILocation(line: 76, column: 42, scope: !1771)
!1771 = distinct !DILexicalBlock(scope: !1768, file: !2, line: 76, column: 37)
!1772 = !DILocation(line: 76, column: 46, scope: !1771)
!1773 = !DILocation(line: 76, column: 66, scope: !1771)
!1774 = !DILocation(line: 76, column: 77, scope: !1771)
!1775 = !DILocation(line: 77, column: 17, scope: !1586)
!1776 = !DILocation(line: 77, column: 30, scope: !1586)
!1777 = !DILocation(line: 78, column: 17, scope: !1585)
!1778 = !DILocation(line: 79, column: 24, scope: !1779)
!1779 = distinct !DILexicalBlock(scope: !1585, file: !2, line: 79, column: 21)
!1780 = !DILocation(line: 79, column: 29, scope: !1779)
!1781 = !DILocation(line: 79, column: 21, scope: !1779)
!1782 = !DILocation(line: 79, column: 34, scope: !1779)
!1783 = !DILocation(line: 79, column: 42, scope: !1779)
!1784 = !DILocation(line: 79, column: 45, scope: !1779)
!1785 = !DILocation(line: 79, column: 62, scope: !1779)
!1786 = !DILocation(line: 79, column: 21, scope: !1585)
!1787 = !DILocation(line: 80, column: 24, scope: !1585)
!1788 = !DILocation(line: 81, column: 22, scope: !1789)
!1789 = distinct !DILexicalBlock(scope: !1585, file: !2, line: 81, column: 21)
!1790 = !DILocation(line: 81, column: 40, scope: !1789)
!1791 = !DILocation(line: 82, column: 47, scope: !1585)
!1792 = !DILocation(line: 82, column: 54, scope: !1585)
!1793 = !DILocation(line: 82, column: 20, scope: !1585)
!1794 = distinct !DIAssignID()
!1795 = !DILocation(line: 83, column: 13, scope: !1586)
!1796 = !DILocalVariable(name: "b", arg: 1, scope: !1797, file: !2, line: 52, type: !472)
!1797 = distinct !DISubprogram(name: "put_utf8", scope: !2, file: !2, line: 52, type: !1798, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !1800)
!1798 = !DISubroutineType(types: !1799)
!1799 = !{null, !472, !206}
!1800 = !{!1796, !1801}
!1801 = !DILocalVariable(name: "cp", arg: 2, scope: !1797, file: !2, line: 52, type: !206)
!1802 = !DILocation(line: 0, scope: !1797, inlinedAt: !1803)
!1803 = distinct !DILocation(line: 84, column: 13, scope: !1582)
!1804 = !DILocation(line: 0, scope: !469, inlinedAt: !1805)
!1805 = distinct !DILocation(line: 55, column: 30, scope: !1806, inlinedAt: !1803)
!1806 = distinct !DILexicalBlock(scope: !1807, file: !2, line: 55, column: 28)
!1807 = distinct !DILexicalBlock(scope: !1808, file: !2, line: 55, column: 14)
!1808 = distinct !DILexicalBlock(scope: !1809, file: !2, line: 54, column: 14)
!1809 = distinct !DILexicalBlock(scope: !1797, file: !2, line: 53, column: 9)
!1810 = !DILocation(line: 0, scope: !469, inlinedAt: !1811)
!1811 = distinct !DILocation(line: 56, column: 12, scope: !1812, inlinedAt: !1803)
!1812 = distinct !DILexicalBlock(scope: !1807, file: !2, line: 56, column: 10)
!1813 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1814)
!1814 = distinct !DILocation(line: 0, scope: !1807, inlinedAt: !1803)
!1815 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1814)
!1816 = !DILocation(line: 56, column: 41, scope: !1812, inlinedAt: !1803)
!1817 = !DILocation(line: 56, column: 23, scope: !1812, inlinedAt: !1803)
!1818 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1811)
!1819 = !DILocation(line: 83, column: 59, scope: !1820)
!1820 = distinct !DILexicalBlock(scope: !1821, file: !2, line: 83, column: 54)
!1821 = distinct !DILexicalBlock(scope: !1586, file: !2, line: 83, column: 24)
!1822 = !DILocation(line: 83, column: 63, scope: !1820)
!1823 = !DILocation(line: 83, column: 87, scope: !1820)
!1824 = !DILocation(line: 83, column: 98, scope: !1820)
!1825 = !DILocation(line: 53, column: 12, scope: !1809, inlinedAt: !1803)
!1826 = !DILocation(line: 53, column: 9, scope: !1797, inlinedAt: !1803)
!1827 = !DILocation(line: 53, column: 31, scope: !1809, inlinedAt: !1803)
!1828 = !DILocation(line: 0, scope: !469, inlinedAt: !1829)
!1829 = distinct !DILocation(line: 53, column: 20, scope: !1809, inlinedAt: !1803)
!1830 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1829)
!1831 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1829)
!1832 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1829)
!1833 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1829)
!1834 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1829)
!1835 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1829)
!1836 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1829)
!1837 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1829)
!1838 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1829)
!1839 = !DILocation(line: 53, column: 20, scope: !1809, inlinedAt: !1803)
!1840 = !DILocation(line: 54, column: 17, scope: !1808, inlinedAt: !1803)
!1841 = !DILocation(line: 54, column: 14, scope: !1809, inlinedAt: !1803)
!1842 = !DILocation(line: 54, column: 57, scope: !1843, inlinedAt: !1803)
!1843 = distinct !DILexicalBlock(scope: !1808, file: !2, line: 54, column: 26)
!1844 = !DILocation(line: 54, column: 39, scope: !1843, inlinedAt: !1803)
!1845 = !DILocation(line: 0, scope: !469, inlinedAt: !1846)
!1846 = distinct !DILocation(line: 54, column: 28, scope: !1843, inlinedAt: !1803)
!1847 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1846)
!1848 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1846)
!1849 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1846)
!1850 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1846)
!1851 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1846)
!1852 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1846)
!1853 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1846)
!1854 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1846)
!1855 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1846)
!1856 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1846)
!1857 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1846)
!1858 = !DILocation(line: 54, column: 77, scope: !1843, inlinedAt: !1803)
!1859 = !DILocation(line: 0, scope: !469, inlinedAt: !1860)
!1860 = distinct !DILocation(line: 54, column: 66, scope: !1843, inlinedAt: !1803)
!1861 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1860)
!1862 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1860)
!1863 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1860)
!1864 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1860)
!1865 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1860)
!1866 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1860)
!1867 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !1868)
!1868 = !DILocation(line: 54, scope: !1843, inlinedAt: !1803)
!1869 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !1868)
!1870 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1860)
!1871 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1860)
!1872 = !DILocation(line: 54, column: 104, scope: !1843, inlinedAt: !1803)
!1873 = !DILocation(line: 55, column: 17, scope: !1807, inlinedAt: !1803)
!1874 = !DILocation(line: 55, column: 14, scope: !1808, inlinedAt: !1803)
!1875 = !DILocation(line: 55, column: 59, scope: !1806, inlinedAt: !1803)
!1876 = !DILocation(line: 55, column: 41, scope: !1806, inlinedAt: !1803)
!1877 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1805)
!1878 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1805)
!1879 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1805)
!1880 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1805)
!1881 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1805)
!1882 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1805)
!1883 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1805)
!1884 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1805)
!1885 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1805)
!1886 = !DILocation(line: 55, column: 99, scope: !1806, inlinedAt: !1803)
!1887 = !DILocation(line: 55, column: 80, scope: !1806, inlinedAt: !1803)
!1888 = !DILocation(line: 0, scope: !469, inlinedAt: !1889)
!1889 = distinct !DILocation(line: 55, column: 69, scope: !1806, inlinedAt: !1803)
!1890 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1889)
!1891 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1889)
!1892 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1889)
!1893 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1889)
!1894 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1889)
!1895 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1889)
!1896 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !1897)
!1897 = !DILocation(line: 55, scope: !1806, inlinedAt: !1803)
!1898 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !1897)
!1899 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1889)
!1900 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1889)
!1901 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1889)
!1902 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1889)
!1903 = !DILocation(line: 55, column: 125, scope: !1806, inlinedAt: !1803)
!1904 = !DILocation(line: 0, scope: !469, inlinedAt: !1905)
!1905 = distinct !DILocation(line: 55, column: 114, scope: !1806, inlinedAt: !1803)
!1906 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1905)
!1907 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1905)
!1908 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1905)
!1909 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1905)
!1910 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1905)
!1911 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1905)
!1912 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1905)
!1913 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1905)
!1914 = !DILocation(line: 55, column: 152, scope: !1806, inlinedAt: !1803)
!1915 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1811)
!1916 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1811)
!1917 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1811)
!1918 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1811)
!1919 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1811)
!1920 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1811)
!1921 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1811)
!1922 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1811)
!1923 = !DILocation(line: 56, column: 81, scope: !1812, inlinedAt: !1803)
!1924 = !DILocation(line: 56, column: 62, scope: !1812, inlinedAt: !1803)
!1925 = !DILocation(line: 0, scope: !469, inlinedAt: !1926)
!1926 = distinct !DILocation(line: 56, column: 51, scope: !1812, inlinedAt: !1803)
!1927 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1926)
!1928 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1926)
!1929 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1926)
!1930 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1926)
!1931 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1926)
!1932 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1926)
!1933 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !1934)
!1934 = !DILocation(line: 56, scope: !1812, inlinedAt: !1803)
!1935 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !1934)
!1936 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1926)
!1937 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1926)
!1938 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1926)
!1939 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1926)
!1940 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1926)
!1941 = !DILocation(line: 56, column: 127, scope: !1812, inlinedAt: !1803)
!1942 = !DILocation(line: 56, column: 108, scope: !1812, inlinedAt: !1803)
!1943 = !DILocation(line: 0, scope: !469, inlinedAt: !1944)
!1944 = distinct !DILocation(line: 56, column: 97, scope: !1812, inlinedAt: !1803)
!1945 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1944)
!1946 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1944)
!1947 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1944)
!1948 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1944)
!1949 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1944)
!1950 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1944)
!1951 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1944)
!1952 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1944)
!1953 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1944)
!1954 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1944)
!1955 = !DILocation(line: 56, column: 153, scope: !1812, inlinedAt: !1803)
!1956 = !DILocation(line: 0, scope: !469, inlinedAt: !1957)
!1957 = distinct !DILocation(line: 56, column: 142, scope: !1812, inlinedAt: !1803)
!1958 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !1957)
!1959 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !1957)
!1960 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !1957)
!1961 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !1957)
!1962 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !1957)
!1963 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !1957)
!1964 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !1957)
!1965 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !1957)
!1966 = !DILocation(line: 86, column: 9, scope: !1583)
!1967 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !1968)
!1968 = !DILocation(line: 0, scope: !1809, inlinedAt: !1803)
!1969 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !1968)
!1970 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !1968)
!1971 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !1972)
!1972 = distinct !DILocation(line: 0, scope: !1809, inlinedAt: !1803)
!1973 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !1972)
!1974 = !DILocation(line: 87, column: 21, scope: !1583)
!1975 = !DILocation(line: 87, column: 25, scope: !1583)
!1976 = !DILocation(line: 87, column: 41, scope: !1583)
!1977 = !DILocation(line: 87, column: 52, scope: !1583)
!1978 = !DILocation(line: 63, column: 45, scope: !1577)
!1979 = !DILocation(line: 63, column: 50, scope: !1577)
!1980 = !DILocation(line: 91, column: 1, scope: !1570)
!1981 = !DISubprogram(name: "strncmp", scope: !910, file: !910, line: 159, type: !1982, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1982 = !DISubroutineType(types: !1983)
!1983 = !{!225, !318, !318, !231}
!1984 = !DISubprogram(name: "calloc", scope: !675, file: !675, line: 556, type: !1985, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1985 = !DISubroutineType(types: !1986)
!1986 = !{!236, !231, !231}
!1987 = distinct !DISubprogram(name: "read_hex4", scope: !2, file: !2, line: 51, type: !1988, scopeLine: 51, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !1991)
!1988 = !DISubroutineType(types: !1989)
!1989 = !{!225, !431, !1990}
!1990 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !206, size: 64)
!1991 = !{!1992, !1993, !1994, !1995, !1997}
!1992 = !DILocalVariable(name: "p", arg: 1, scope: !1987, file: !2, line: 51, type: !431)
!1993 = !DILocalVariable(name: "out", arg: 2, scope: !1987, file: !2, line: 51, type: !1990)
!1994 = !DILocalVariable(name: "v", scope: !1987, file: !2, line: 51, type: !206)
!1995 = !DILocalVariable(name: "i", scope: !1996, file: !2, line: 51, type: !225)
!1996 = distinct !DILexicalBlock(scope: !1987, file: !2, line: 51, column: 61)
!1997 = !DILocalVariable(name: "h", scope: !1998, file: !2, line: 51, type: !225)
!1998 = distinct !DILexicalBlock(scope: !1999, file: !2, line: 51, column: 89)
!1999 = distinct !DILexicalBlock(scope: !1996, file: !2, line: 51, column: 61)
!2000 = !DILocation(line: 0, scope: !1987)
!2001 = !DILocation(line: 0, scope: !1996)
!2002 = !DILocation(line: 51, column: 106, scope: !1998)
!2003 = !DILocalVariable(name: "c", arg: 1, scope: !2004, file: !2, line: 50, type: !4)
!2004 = distinct !DISubprogram(name: "hexval", scope: !2, file: !2, line: 50, type: !2005, scopeLine: 50, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !2007)
!2005 = !DISubroutineType(types: !2006)
!2006 = !{!225, !4}
!2007 = !{!2003}
!2008 = !DILocation(line: 0, scope: !2004, inlinedAt: !2009)
!2009 = distinct !DILocation(line: 51, column: 99, scope: !1998)
!2010 = !DILocation(line: 50, column: 36, scope: !2004, inlinedAt: !2009)
!2011 = !DILocation(line: 50, column: 45, scope: !2004, inlinedAt: !2009)
!2012 = !DILocation(line: 50, column: 61, scope: !2004, inlinedAt: !2009)
!2013 = !DILocation(line: 50, column: 78, scope: !2004, inlinedAt: !2009)
!2014 = !DILocation(line: 50, column: 100, scope: !2004, inlinedAt: !2009)
!2015 = !DILocation(line: 50, column: 69, scope: !2004, inlinedAt: !2009)
!2016 = !DILocation(line: 50, column: 116, scope: !2004, inlinedAt: !2009)
!2017 = !DILocation(line: 50, scope: !2004, inlinedAt: !2009)
!2018 = !DILocation(line: 0, scope: !1998)
!2019 = !DILocation(line: 51, column: 139, scope: !2020)
!2020 = distinct !DILexicalBlock(scope: !1998, file: !2, line: 51, column: 137)
!2021 = !DILocation(line: 51, column: 137, scope: !1998)
!2022 = !DILocation(line: 51, column: 189, scope: !1987)
!2023 = !DILocation(line: 51, column: 200, scope: !1987)
!2024 = !DILocation(line: 51, column: 205, scope: !1987)
!2025 = !DILocation(line: 51, scope: !1987)
!2026 = !DILocation(line: 51, column: 215, scope: !1987)
!2027 = !DISubprogram(name: "realloc", scope: !675, file: !675, line: 564, type: !2028, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2028 = !DISubroutineType(types: !2029)
!2029 = !{!236, !236, !231}
!2030 = !DISubprogram(name: "strtod", scope: !675, file: !675, line: 118, type: !2031, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2031 = !DISubroutineType(types: !2032)
!2032 = !{!216, !862, !2033}
!2033 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !223)
!2034 = distinct !DISubprogram(name: "print_j", scope: !2, file: !2, line: 162, type: !2035, scopeLine: 162, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !2037)
!2035 = !DISubroutineType(types: !2036)
!2036 = !{null, !472, !345, !225, !225}
!2037 = !{!2038, !2039, !2040, !2041, !2042}
!2038 = !DILocalVariable(name: "b", arg: 1, scope: !2034, file: !2, line: 162, type: !472)
!2039 = !DILocalVariable(name: "j", arg: 2, scope: !2034, file: !2, line: 162, type: !345)
!2040 = !DILocalVariable(name: "pretty", arg: 3, scope: !2034, file: !2, line: 162, type: !225)
!2041 = !DILocalVariable(name: "lvl", arg: 4, scope: !2034, file: !2, line: 162, type: !225)
!2042 = !DILocalVariable(name: "i", scope: !2043, file: !2, line: 169, type: !225)
!2043 = distinct !DILexicalBlock(scope: !2044, file: !2, line: 169, column: 9)
!2044 = distinct !DILexicalBlock(scope: !2045, file: !2, line: 167, column: 29)
!2045 = distinct !DILexicalBlock(scope: !2034, file: !2, line: 163, column: 19)
!2046 = distinct !DIAssignID()
!2047 = !DILocation(line: 0, scope: !2034)
!2048 = !DILocation(line: 163, column: 16, scope: !2034)
!2049 = !DILocation(line: 163, column: 5, scope: !2034)
!2050 = !DILocation(line: 0, scope: !1066, inlinedAt: !2051)
!2051 = distinct !DILocation(line: 164, column: 18, scope: !2045)
!2052 = !DILocation(line: 0, scope: !469, inlinedAt: !2053)
!2053 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2051)
!2054 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2053)
!2055 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2053)
!2056 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2053)
!2057 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2053)
!2058 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2053)
!2059 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2053)
!2060 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2053)
!2061 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2053)
!2062 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2053)
!2063 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2053)
!2064 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2053)
!2065 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2053)
!2066 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2053)
!2067 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2053)
!2068 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2053)
!2069 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2053)
!2070 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2053)
!2071 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2053)
!2072 = !DILocation(line: 180, column: 1, scope: !2034)
!2073 = !DILocation(line: 0, scope: !1066, inlinedAt: !2074)
!2074 = distinct !DILocation(line: 164, column: 58, scope: !2045)
!2075 = !DILocation(line: 0, scope: !469, inlinedAt: !2076)
!2076 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2074)
!2077 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2076)
!2078 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2076)
!2079 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2076)
!2080 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2076)
!2081 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2076)
!2082 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2076)
!2083 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2076)
!2084 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2076)
!2085 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2076)
!2086 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2076)
!2087 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2076)
!2088 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2076)
!2089 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2076)
!2090 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2076)
!2091 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2076)
!2092 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2076)
!2093 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2076)
!2094 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2076)
!2095 = !DILocation(line: 0, scope: !1066, inlinedAt: !2096)
!2096 = distinct !DILocation(line: 164, column: 99, scope: !2045)
!2097 = !DILocation(line: 0, scope: !469, inlinedAt: !2098)
!2098 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2096)
!2099 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2098)
!2100 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2098)
!2101 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2098)
!2102 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2098)
!2103 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2098)
!2104 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2098)
!2105 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2098)
!2106 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2098)
!2107 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2098)
!2108 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2098)
!2109 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2098)
!2110 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2098)
!2111 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2098)
!2112 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2098)
!2113 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2098)
!2114 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2098)
!2115 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2098)
!2116 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2098)
!2117 = !DILocation(line: 165, column: 37, scope: !2045)
!2118 = !DILocalVariable(name: "tmp", scope: !2119, file: !2, line: 27, type: !1452)
!2119 = distinct !DISubprogram(name: "sb_printf_num", scope: !2, file: !2, line: 26, type: !2120, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !2122)
!2120 = !DISubroutineType(types: !2121)
!2121 = !{null, !472, !216}
!2122 = !{!2123, !2124, !2118}
!2123 = !DILocalVariable(name: "b", arg: 1, scope: !2119, file: !2, line: 26, type: !472)
!2124 = !DILocalVariable(name: "d", arg: 2, scope: !2119, file: !2, line: 26, type: !216)
!2125 = !DILocation(line: 0, scope: !2119, inlinedAt: !2126)
!2126 = distinct !DILocation(line: 165, column: 17, scope: !2045)
!2127 = !DILocation(line: 27, column: 5, scope: !2119, inlinedAt: !2126)
!2128 = !DILocation(line: 28, column: 14, scope: !2129, inlinedAt: !2126)
!2129 = distinct !DILexicalBlock(scope: !2119, file: !2, line: 28, column: 9)
!2130 = !DILocation(line: 28, column: 11, scope: !2129, inlinedAt: !2126)
!2131 = !DILocation(line: 28, column: 23, scope: !2129, inlinedAt: !2126)
!2132 = !DILocation(line: 0, scope: !2129, inlinedAt: !2126)
!2133 = !DILocation(line: 0, scope: !1066, inlinedAt: !2134)
!2134 = distinct !DILocation(line: 30, column: 5, scope: !2119, inlinedAt: !2126)
!2135 = !DILocation(line: 25, column: 52, scope: !1066, inlinedAt: !2134)
!2136 = !DILocation(line: 25, column: 45, scope: !1066, inlinedAt: !2134)
!2137 = !DILocation(line: 25, column: 69, scope: !1066, inlinedAt: !2134)
!2138 = !DILocation(line: 0, scope: !469, inlinedAt: !2139)
!2139 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2134)
!2140 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2139)
!2141 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2139)
!2142 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2139)
!2143 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2139)
!2144 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2139)
!2145 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2139)
!2146 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2139)
!2147 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2139)
!2148 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2139)
!2149 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2139)
!2150 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2139)
!2151 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2139)
!2152 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2139)
!2153 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2139)
!2154 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2139)
!2155 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2139)
!2156 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2139)
!2157 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2139)
!2158 = distinct !{!2158, !2136, !2159, !443}
!2159 = !DILocation(line: 25, column: 71, scope: !1066, inlinedAt: !2134)
!2160 = !DILocation(line: 31, column: 1, scope: !2119, inlinedAt: !2126)
!2161 = !DILocation(line: 165, column: 43, scope: !2045)
!2162 = !DILocation(line: 166, column: 33, scope: !2045)
!2163 = !DILocation(line: 166, column: 17, scope: !2045)
!2164 = !DILocation(line: 166, column: 39, scope: !2045)
!2165 = !DILocation(line: 168, column: 25, scope: !2044)
!2166 = !DILocation(line: 168, column: 20, scope: !2044)
!2167 = !DILocation(line: 0, scope: !469, inlinedAt: !2168)
!2168 = distinct !DILocation(line: 168, column: 9, scope: !2044)
!2169 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2168)
!2170 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2168)
!2171 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2168)
!2172 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2168)
!2173 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2168)
!2174 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2168)
!2175 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2168)
!2176 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2168)
!2177 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2168)
!2178 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2168)
!2179 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2168)
!2180 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2168)
!2181 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2168)
!2182 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2168)
!2183 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2168)
!2184 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2168)
!2185 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2168)
!2186 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2168)
!2187 = !DILocation(line: 0, scope: !2043)
!2188 = !DILocation(line: 169, column: 32, scope: !2189)
!2189 = distinct !DILexicalBlock(scope: !2043, file: !2, line: 169, column: 9)
!2190 = !DILocation(line: 169, column: 27, scope: !2189)
!2191 = !DILocation(line: 169, column: 9, scope: !2043)
!2192 = !DILocation(line: 175, column: 13, scope: !2193)
!2193 = distinct !DILexicalBlock(scope: !2044, file: !2, line: 175, column: 13)
!2194 = !DILocation(line: 175, column: 20, scope: !2193)
!2195 = !DILocation(line: 170, column: 17, scope: !2196)
!2196 = distinct !DILexicalBlock(scope: !2197, file: !2, line: 170, column: 17)
!2197 = distinct !DILexicalBlock(scope: !2189, file: !2, line: 169, column: 40)
!2198 = !DILocation(line: 170, column: 17, scope: !2197)
!2199 = !DILocation(line: 0, scope: !469, inlinedAt: !2200)
!2200 = distinct !DILocation(line: 170, column: 20, scope: !2196)
!2201 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2200)
!2202 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2200)
!2203 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2200)
!2204 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2200)
!2205 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2200)
!2206 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2200)
!2207 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2200)
!2208 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2200)
!2209 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2200)
!2210 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2200)
!2211 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2200)
!2212 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2200)
!2213 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2200)
!2214 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2200)
!2215 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2200)
!2216 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2200)
!2217 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2200)
!2218 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2200)
!2219 = !DILocation(line: 170, column: 20, scope: !2196)
!2220 = !DILocation(line: 171, column: 17, scope: !2197)
!2221 = !DILocation(line: 0, scope: !469, inlinedAt: !2222)
!2222 = distinct !DILocation(line: 171, column: 27, scope: !2223)
!2223 = distinct !DILexicalBlock(scope: !2224, file: !2, line: 171, column: 25)
!2224 = distinct !DILexicalBlock(scope: !2197, file: !2, line: 171, column: 17)
!2225 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2222)
!2226 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2222)
!2227 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2222)
!2228 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2222)
!2229 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2222)
!2230 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2222)
!2231 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2222)
!2232 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2222)
!2233 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2222)
!2234 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2222)
!2235 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2222)
!2236 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2222)
!2237 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2222)
!2238 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2222)
!2239 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2222)
!2240 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2222)
!2241 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2222)
!2242 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2222)
!2243 = !DILocation(line: 171, column: 45, scope: !2223)
!2244 = !DILocation(line: 171, column: 65, scope: !2223)
!2245 = !DILocation(line: 172, column: 20, scope: !2246)
!2246 = distinct !DILexicalBlock(scope: !2197, file: !2, line: 172, column: 17)
!2247 = !DILocation(line: 172, column: 22, scope: !2246)
!2248 = !DILocation(line: 172, column: 17, scope: !2197)
!2249 = !DILocation(line: 172, column: 50, scope: !2250)
!2250 = distinct !DILexicalBlock(scope: !2246, file: !2, line: 172, column: 32)
!2251 = !DILocation(line: 172, column: 47, scope: !2250)
!2252 = !DILocation(line: 172, column: 34, scope: !2250)
!2253 = !DILocation(line: 0, scope: !469, inlinedAt: !2254)
!2254 = distinct !DILocation(line: 172, column: 60, scope: !2250)
!2255 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2254)
!2256 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2254)
!2257 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2254)
!2258 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2254)
!2259 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2254)
!2260 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2254)
!2261 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2254)
!2262 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2254)
!2263 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2254)
!2264 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2254)
!2265 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2254)
!2266 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2254)
!2267 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2254)
!2268 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2254)
!2269 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2254)
!2270 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2254)
!2271 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2254)
!2272 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2254)
!2273 = !DILocation(line: 172, column: 81, scope: !2250)
!2274 = !DILocation(line: 0, scope: !469, inlinedAt: !2275)
!2275 = distinct !DILocation(line: 172, column: 89, scope: !2276)
!2276 = distinct !DILexicalBlock(scope: !2250, file: !2, line: 172, column: 81)
!2277 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2275)
!2278 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2275)
!2279 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2275)
!2280 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2275)
!2281 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2275)
!2282 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2275)
!2283 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2275)
!2284 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2275)
!2285 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2275)
!2286 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2275)
!2287 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2275)
!2288 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2275)
!2289 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2275)
!2290 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2275)
!2291 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2275)
!2292 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2275)
!2293 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2275)
!2294 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2275)
!2295 = !DILocation(line: 172, column: 89, scope: !2276)
!2296 = !DILocation(line: 173, column: 27, scope: !2197)
!2297 = !DILocation(line: 173, column: 24, scope: !2197)
!2298 = !DILocation(line: 173, column: 13, scope: !2197)
!2299 = !DILocation(line: 169, column: 36, scope: !2189)
!2300 = distinct !{!2300, !2191, !2301, !443}
!2301 = !DILocation(line: 174, column: 9, scope: !2043)
!2302 = !DILocation(line: 0, scope: !469, inlinedAt: !2303)
!2303 = distinct !DILocation(line: 175, column: 31, scope: !2304)
!2304 = distinct !DILexicalBlock(scope: !2193, file: !2, line: 175, column: 29)
!2305 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2303)
!2306 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2303)
!2307 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2303)
!2308 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2303)
!2309 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2303)
!2310 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2303)
!2311 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2303)
!2312 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2303)
!2313 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2303)
!2314 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2303)
!2315 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2303)
!2316 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2303)
!2317 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2303)
!2318 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2303)
!2319 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2303)
!2320 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2303)
!2321 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2303)
!2322 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2303)
!2323 = !DILocation(line: 175, column: 49, scope: !2304)
!2324 = !DILocation(line: 175, column: 65, scope: !2304)
!2325 = !DILocation(line: 176, column: 23, scope: !2044)
!2326 = !DILocation(line: 176, column: 25, scope: !2044)
!2327 = !DILocation(line: 176, column: 20, scope: !2044)
!2328 = !DILocation(line: 0, scope: !469, inlinedAt: !2329)
!2329 = distinct !DILocation(line: 176, column: 9, scope: !2044)
!2330 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2329)
!2331 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2329)
!2332 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2329)
!2333 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2329)
!2334 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2329)
!2335 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2329)
!2336 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2329)
!2337 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2329)
!2338 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2329)
!2339 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2329)
!2340 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2329)
!2341 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2329)
!2342 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2329)
!2343 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2329)
!2344 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2329)
!2345 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2329)
!2346 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2329)
!2347 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2329)
!2348 = !DILocation(line: 177, column: 9, scope: !2044)
!2349 = distinct !DISubprogram(name: "print_str", scope: !2, file: !2, line: 150, type: !1067, scopeLine: 150, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !2350)
!2350 = !{!2351, !2352, !2353, !2355}
!2351 = !DILocalVariable(name: "b", arg: 1, scope: !2349, file: !2, line: 150, type: !472)
!2352 = !DILocalVariable(name: "s", arg: 2, scope: !2349, file: !2, line: 150, type: !318)
!2353 = !DILocalVariable(name: "q", scope: !2354, file: !2, line: 152, type: !234)
!2354 = distinct !DILexicalBlock(scope: !2349, file: !2, line: 152, column: 5)
!2355 = !DILocalVariable(name: "t", scope: !2356, file: !2, line: 156, type: !79)
!2356 = distinct !DILexicalBlock(scope: !2357, file: !2, line: 156, column: 33)
!2357 = distinct !DILexicalBlock(scope: !2358, file: !2, line: 156, column: 22)
!2358 = distinct !DILexicalBlock(scope: !2359, file: !2, line: 153, column: 21)
!2359 = distinct !DILexicalBlock(scope: !2360, file: !2, line: 152, column: 70)
!2360 = distinct !DILexicalBlock(scope: !2354, file: !2, line: 152, column: 5)
!2361 = distinct !DIAssignID()
!2362 = !DILocation(line: 0, scope: !2356)
!2363 = !DILocation(line: 0, scope: !2349)
!2364 = !DILocation(line: 0, scope: !469, inlinedAt: !2365)
!2365 = distinct !DILocation(line: 151, column: 5, scope: !2349)
!2366 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2365)
!2367 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2365)
!2368 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2365)
!2369 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2365)
!2370 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2365)
!2371 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2365)
!2372 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2365)
!2373 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2365)
!2374 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2365)
!2375 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2365)
!2376 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2365)
!2377 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2365)
!2378 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2365)
!2379 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2365)
!2380 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2365)
!2381 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2365)
!2382 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2365)
!2383 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2365)
!2384 = !DILocation(line: 0, scope: !2354)
!2385 = !DILocation(line: 152, column: 10, scope: !2354)
!2386 = !DILocation(line: 152, scope: !2354)
!2387 = !DILocation(line: 152, column: 61, scope: !2360)
!2388 = !DILocation(line: 152, column: 5, scope: !2354)
!2389 = !DILocation(line: 0, scope: !1066, inlinedAt: !2390)
!2390 = distinct !DILocation(line: 155, column: 131, scope: !2358)
!2391 = !DILocation(line: 0, scope: !469, inlinedAt: !2392)
!2392 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2390)
!2393 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2392)
!2394 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2392)
!2395 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2392)
!2396 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2392)
!2397 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2392)
!2398 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2392)
!2399 = !DILocation(line: 0, scope: !1066, inlinedAt: !2400)
!2400 = distinct !DILocation(line: 155, column: 94, scope: !2358)
!2401 = !DILocation(line: 0, scope: !469, inlinedAt: !2402)
!2402 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2400)
!2403 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2402)
!2404 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2402)
!2405 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2402)
!2406 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2402)
!2407 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2402)
!2408 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2402)
!2409 = !DILocation(line: 0, scope: !1066, inlinedAt: !2410)
!2410 = distinct !DILocation(line: 155, column: 57, scope: !2358)
!2411 = !DILocation(line: 0, scope: !469, inlinedAt: !2412)
!2412 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2410)
!2413 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2412)
!2414 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2412)
!2415 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2412)
!2416 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2412)
!2417 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2412)
!2418 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2412)
!2419 = !DILocation(line: 0, scope: !1066, inlinedAt: !2420)
!2420 = distinct !DILocation(line: 155, column: 20, scope: !2358)
!2421 = !DILocation(line: 0, scope: !469, inlinedAt: !2422)
!2422 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2420)
!2423 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2422)
!2424 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2422)
!2425 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2422)
!2426 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2422)
!2427 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2422)
!2428 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2422)
!2429 = !DILocation(line: 0, scope: !1066, inlinedAt: !2430)
!2430 = distinct !DILocation(line: 154, column: 95, scope: !2358)
!2431 = !DILocation(line: 0, scope: !469, inlinedAt: !2432)
!2432 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2430)
!2433 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2432)
!2434 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2432)
!2435 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2432)
!2436 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2432)
!2437 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2432)
!2438 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2432)
!2439 = !DILocation(line: 0, scope: !1066, inlinedAt: !2440)
!2440 = distinct !DILocation(line: 154, column: 57, scope: !2358)
!2441 = !DILocation(line: 0, scope: !469, inlinedAt: !2442)
!2442 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2440)
!2443 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2442)
!2444 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2442)
!2445 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2442)
!2446 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2442)
!2447 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2442)
!2448 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2442)
!2449 = !DILocation(line: 0, scope: !1066, inlinedAt: !2450)
!2450 = distinct !DILocation(line: 154, column: 19, scope: !2358)
!2451 = !DILocation(line: 0, scope: !469, inlinedAt: !2452)
!2452 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2450)
!2453 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2452)
!2454 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2452)
!2455 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2452)
!2456 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2452)
!2457 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2452)
!2458 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2452)
!2459 = !DILocation(line: 0, scope: !469, inlinedAt: !2460)
!2460 = distinct !DILocation(line: 159, column: 5, scope: !2349)
!2461 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2460)
!2462 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2460)
!2463 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2460)
!2464 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2460)
!2465 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2460)
!2466 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2460)
!2467 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2460)
!2468 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2460)
!2469 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2460)
!2470 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2460)
!2471 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2460)
!2472 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2460)
!2473 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2460)
!2474 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2460)
!2475 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2460)
!2476 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2460)
!2477 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2460)
!2478 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2460)
!2479 = !DILocation(line: 160, column: 1, scope: !2349)
!2480 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2452)
!2481 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2452)
!2482 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2452)
!2483 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2452)
!2484 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2452)
!2485 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2452)
!2486 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2452)
!2487 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2452)
!2488 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2452)
!2489 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2452)
!2490 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2452)
!2491 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2452)
!2492 = !DILocation(line: 152, column: 66, scope: !2360)
!2493 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2442)
!2494 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2442)
!2495 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2442)
!2496 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2442)
!2497 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2442)
!2498 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2442)
!2499 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2442)
!2500 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2442)
!2501 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2442)
!2502 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2442)
!2503 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2442)
!2504 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2442)
!2505 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2432)
!2506 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2432)
!2507 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2432)
!2508 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2432)
!2509 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2432)
!2510 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2432)
!2511 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2432)
!2512 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2432)
!2513 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2432)
!2514 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2432)
!2515 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2432)
!2516 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2432)
!2517 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2422)
!2518 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2422)
!2519 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2422)
!2520 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2422)
!2521 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2422)
!2522 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2422)
!2523 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2422)
!2524 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2422)
!2525 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2422)
!2526 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2422)
!2527 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2422)
!2528 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2422)
!2529 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2412)
!2530 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2412)
!2531 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2412)
!2532 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2412)
!2533 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2412)
!2534 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2412)
!2535 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2412)
!2536 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2412)
!2537 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2412)
!2538 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2412)
!2539 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2412)
!2540 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2412)
!2541 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2402)
!2542 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2402)
!2543 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2402)
!2544 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2402)
!2545 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2402)
!2546 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2402)
!2547 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2402)
!2548 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2402)
!2549 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2402)
!2550 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2402)
!2551 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2402)
!2552 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2402)
!2553 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2392)
!2554 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2392)
!2555 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2392)
!2556 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2392)
!2557 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2392)
!2558 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2392)
!2559 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2392)
!2560 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2392)
!2561 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2392)
!2562 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2392)
!2563 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2392)
!2564 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2392)
!2565 = !DILocation(line: 156, column: 25, scope: !2357)
!2566 = !DILocation(line: 156, column: 22, scope: !2358)
!2567 = !DILocation(line: 156, column: 35, scope: !2356)
!2568 = !DILocation(line: 156, column: 79, scope: !2356)
!2569 = !DILocation(line: 156, column: 46, scope: !2356)
!2570 = !DILocation(line: 0, scope: !1066, inlinedAt: !2571)
!2571 = distinct !DILocation(line: 156, column: 84, scope: !2356)
!2572 = !DILocation(line: 25, column: 52, scope: !1066, inlinedAt: !2571)
!2573 = !DILocation(line: 25, column: 45, scope: !1066, inlinedAt: !2571)
!2574 = !DILocation(line: 25, column: 69, scope: !1066, inlinedAt: !2571)
!2575 = !DILocation(line: 0, scope: !469, inlinedAt: !2576)
!2576 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2571)
!2577 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2576)
!2578 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2576)
!2579 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2576)
!2580 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2576)
!2581 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2576)
!2582 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2576)
!2583 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2576)
!2584 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2576)
!2585 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2576)
!2586 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2576)
!2587 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2576)
!2588 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2576)
!2589 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2576)
!2590 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2576)
!2591 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2576)
!2592 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2576)
!2593 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2576)
!2594 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2576)
!2595 = distinct !{!2595, !2573, !2596, !443}
!2596 = !DILocation(line: 25, column: 71, scope: !1066, inlinedAt: !2571)
!2597 = !DILocation(line: 156, column: 99, scope: !2357)
!2598 = !DILocation(line: 156, column: 99, scope: !2356)
!2599 = !DILocation(line: 0, scope: !469, inlinedAt: !2600)
!2600 = distinct !DILocation(line: 156, column: 106, scope: !2357)
!2601 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2600)
!2602 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2600)
!2603 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2600)
!2604 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2600)
!2605 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2600)
!2606 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2600)
!2607 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2600)
!2608 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2600)
!2609 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2600)
!2610 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2600)
!2611 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2600)
!2612 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2600)
!2613 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2600)
!2614 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2600)
!2615 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2600)
!2616 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2600)
!2617 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2600)
!2618 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2600)
!2619 = !DILocation(line: 152, column: 5, scope: !2360)
!2620 = distinct !{!2620, !2388, !2621, !443}
!2621 = !DILocation(line: 158, column: 5, scope: !2354)
!2622 = distinct !DISubprogram(name: "indent", scope: !2, file: !2, line: 161, type: !2623, scopeLine: 161, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !227, retainedNodes: !2625)
!2623 = !DISubroutineType(types: !2624)
!2624 = !{null, !472, !225}
!2625 = !{!2626, !2627, !2628}
!2626 = !DILocalVariable(name: "b", arg: 1, scope: !2622, file: !2, line: 161, type: !472)
!2627 = !DILocalVariable(name: "n", arg: 2, scope: !2622, file: !2, line: 161, type: !225)
!2628 = !DILocalVariable(name: "i", scope: !2629, file: !2, line: 161, type: !225)
!2629 = distinct !DILexicalBlock(scope: !2622, file: !2, line: 161, column: 36)
!2630 = !DILocation(line: 0, scope: !2622)
!2631 = !DILocation(line: 0, scope: !2629)
!2632 = !DILocation(line: 161, column: 54, scope: !2633)
!2633 = distinct !DILexicalBlock(scope: !2629, file: !2, line: 161, column: 36)
!2634 = !DILocation(line: 161, column: 36, scope: !2629)
!2635 = !DILocation(line: 161, column: 82, scope: !2622)
!2636 = !DILocation(line: 0, scope: !1066, inlinedAt: !2637)
!2637 = distinct !DILocation(line: 161, column: 64, scope: !2633)
!2638 = !DILocation(line: 0, scope: !469, inlinedAt: !2639)
!2639 = distinct !DILocation(line: 25, column: 56, scope: !1066, inlinedAt: !2637)
!2640 = !DILocation(line: 24, column: 45, scope: !478, inlinedAt: !2639)
!2641 = !DILocation(line: 24, column: 47, scope: !478, inlinedAt: !2639)
!2642 = !DILocation(line: 24, column: 56, scope: !478, inlinedAt: !2639)
!2643 = !DILocation(line: 24, column: 51, scope: !478, inlinedAt: !2639)
!2644 = !DILocation(line: 24, column: 133, scope: !469, inlinedAt: !2639)
!2645 = !DILocation(line: 24, column: 42, scope: !469, inlinedAt: !2639)
!2646 = !DILocation(line: 24, column: 72, scope: !480, inlinedAt: !2639)
!2647 = !DILocation(line: 24, column: 70, scope: !480, inlinedAt: !2639)
!2648 = !DILocation(line: 24, column: 105, scope: !480, inlinedAt: !2639)
!2649 = !DILocation(line: 24, column: 103, scope: !480, inlinedAt: !2639)
!2650 = !DILocation(line: 24, column: 139, scope: !469, inlinedAt: !2639)
!2651 = !DILocation(line: 24, column: 128, scope: !480, inlinedAt: !2639)
!2652 = !DILocation(line: 24, column: 130, scope: !469, inlinedAt: !2639)
!2653 = !DILocation(line: 24, column: 143, scope: !469, inlinedAt: !2639)
!2654 = !DILocation(line: 24, column: 151, scope: !469, inlinedAt: !2639)
!2655 = !DILocation(line: 24, column: 156, scope: !469, inlinedAt: !2639)
!2656 = !DILocation(line: 24, column: 148, scope: !469, inlinedAt: !2639)
!2657 = !DILocation(line: 24, column: 159, scope: !469, inlinedAt: !2639)
!2658 = !DILocation(line: 161, column: 60, scope: !2633)
!2659 = distinct !{!2659, !2634, !2660, !443}
!2660 = !DILocation(line: 161, column: 79, scope: !2629)
!2661 = !DISubprogram(name: "snprintf", scope: !859, file: !859, line: 378, type: !2662, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2662 = !DISubroutineType(types: !2663)
!2663 = !{!225, !2664, !231, !862, null}
!2664 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !218)
!2665 = !DISubprogram(name: "strtol", scope: !675, file: !675, line: 177, type: !2666, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2666 = !DISubroutineType(types: !2667)
!2667 = !{!2668, !862, !2033, !225}
!2668 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!2669 = !DISubprogram(name: "strdup", scope: !910, file: !910, line: 187, type: !2670, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!2670 = !DISubroutineType(types: !2671)
!2671 = !{!218, !318}
