; ModuleID = 'programs/json_parser_printer.c'
source_filename = "programs/json_parser_printer.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.SB = type { ptr, i64, i64 }
%struct.P = type { ptr, i64, ptr }

@.str = private unnamed_addr constant [312 x i8] c"{ \22name\22: \22rllc\22, \22version\22: [0, 1, 2], \22nested\22: {\22deep\22: {\22value\22: -12.5e1, \22list\22: [true, false, null]}},\0A  \22escapes\22: \22tab\\tnewline\\nquote\\\22backslash\\\\ unicode \\u00e9 \\u20ac \\ud83d\\ude00 slash\\/\22,\0A  \22numbers\22: [0, -0, 1e3, 1E-3, 123456789012, 3.14159265358979, -2.5e-300], \22empty_obj\22: {}, \22empty_arr\22: [] }\00", align 1
@.str.1 = private unnamed_addr constant [25 x i8] c"parse failed: %s at %zu\0A\00", align 1
@.str.2 = private unnamed_addr constant [13 x i8] c"compact: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"pretty:\0A%s\0A\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"name\00", align 1
@.str.5 = private unnamed_addr constant [10 x i8] c"version.2\00", align 1
@.str.6 = private unnamed_addr constant [18 x i8] c"nested.deep.value\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"nested.deep.list.0\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"numbers.5\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"missing.x\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c"version.9\00", align 1
@__const.main.paths = private unnamed_addr constant [7 x ptr] [ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10], align 8
@.str.11 = private unnamed_addr constant [18 x i8] c"path %-20s -> %s\0A\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"(none)\00", align 1
@.str.13 = private unnamed_addr constant [81 x i8] c"stats null=%d false=%d true=%d num=%d str=%d arr=%d obj=%d depth=%d numsum=%.6g\0A\00", align 1
@.str.14 = private unnamed_addr constant [21 x i8] c"roundtrip equal: %d\0A\00", align 1
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"{\00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"[1,2\00", align 1
@.str.18 = private unnamed_addr constant [8 x i8] c"{\22a\22 1}\00", align 1
@.str.19 = private unnamed_addr constant [5 x i8] c"[1,]\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"\22abc\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"tru\00", align 1
@.str.22 = private unnamed_addr constant [3 x i8] c"01\00", align 1
@.str.23 = private unnamed_addr constant [3 x i8] c"1.\00", align 1
@.str.24 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.25 = private unnamed_addr constant [7 x i8] c"[\22\\x\22]\00", align 1
@.str.26 = private unnamed_addr constant [9 x i8] c"\22\\ud800\22\00", align 1
@.str.27 = private unnamed_addr constant [10 x i8] c"{\22a\22:1} x\00", align 1
@.str.28 = private unnamed_addr constant [8 x i8] c"[\22a\0Ab\22]\00", align 1
@.str.29 = private unnamed_addr constant [4 x i8] c"1e+\00", align 1
@__const.main.bad.rel = private unnamed_addr constant [15 x i32] [i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.15 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.16 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.17 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.18 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.19 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.20 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.21 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.22 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.23 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.24 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.25 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.26 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.27 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.28 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32), i32 trunc (i64 sub (i64 ptrtoint (ptr @.str.29 to i64), i64 ptrtoint (ptr @__const.main.bad.rel to i64)) to i32)], align 4
@.str.30 = private unnamed_addr constant [20 x i8] c"bad %2d: %s at %zu\0A\00", align 1
@.str.31 = private unnamed_addr constant [9 x i8] c"ACCEPTED\00", align 1
@.str.32 = private unnamed_addr constant [55 x i8] c"random docs: %d/%d roundtrip ok, %zu bytes, hash %08x\0A\00", align 1
@.str.33 = private unnamed_addr constant [17 x i8] c"trailing garbage\00", align 1
@.str.34 = private unnamed_addr constant [17 x i8] c"nesting too deep\00", align 1
@.str.35 = private unnamed_addr constant [13 x i8] c"expected ':'\00", align 1
@.str.36 = private unnamed_addr constant [20 x i8] c"expected ',' or '}'\00", align 1
@.str.37 = private unnamed_addr constant [20 x i8] c"expected ',' or ']'\00", align 1
@.str.38 = private unnamed_addr constant [5 x i8] c"true\00", align 1
@.str.39 = private unnamed_addr constant [6 x i8] c"false\00", align 1
@.str.40 = private unnamed_addr constant [5 x i8] c"null\00", align 1
@.str.41 = private unnamed_addr constant [21 x i8] c"unexpected character\00", align 1
@.str.42 = private unnamed_addr constant [15 x i8] c"unexpected end\00", align 1
@.str.43 = private unnamed_addr constant [16 x i8] c"expected string\00", align 1
@.str.44 = private unnamed_addr constant [20 x i8] c"unterminated string\00", align 1
@.str.45 = private unnamed_addr constant [28 x i8] c"control character in string\00", align 1
@.str.46 = private unnamed_addr constant [14 x i8] c"bad \\u escape\00", align 1
@.str.47 = private unnamed_addr constant [20 x i8] c"lone high surrogate\00", align 1
@.str.48 = private unnamed_addr constant [18 x i8] c"bad low surrogate\00", align 1
@.str.49 = private unnamed_addr constant [19 x i8] c"lone low surrogate\00", align 1
@.str.50 = private unnamed_addr constant [11 x i8] c"bad escape\00", align 1
@.str.51 = private unnamed_addr constant [11 x i8] c"bad number\00", align 1
@.str.52 = private unnamed_addr constant [13 x i8] c"bad fraction\00", align 1
@.str.53 = private unnamed_addr constant [13 x i8] c"bad exponent\00", align 1
@.str.54 = private unnamed_addr constant [5 x i8] c"%.0f\00", align 1
@.str.55 = private unnamed_addr constant [6 x i8] c"%.17g\00", align 1
@.str.63 = private unnamed_addr constant [7 x i8] c"\\u%04x\00", align 1
@gen.pieces = internal unnamed_addr constant [13 x ptr] [ptr @.str.65, ptr @.str.66, ptr @.str.67, ptr @.str.68, ptr @.str.69, ptr @.str.70, ptr @.str.71, ptr @.str.72, ptr @.str.73, ptr @.str.74, ptr @.str.75, ptr @.str.76, ptr @.str.77], align 8
@.str.65 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.66 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.67 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.68 = private unnamed_addr constant [2 x i8] c" \00", align 1
@.str.69 = private unnamed_addr constant [2 x i8] c"\22\00", align 1
@.str.70 = private unnamed_addr constant [2 x i8] c"\\\00", align 1
@.str.71 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.72 = private unnamed_addr constant [2 x i8] c"\09\00", align 1
@.str.73 = private unnamed_addr constant [3 x i8] c"\C3\A9\00", align 1
@.str.74 = private unnamed_addr constant [4 x i8] c"\E2\82\AC\00", align 1
@.str.75 = private unnamed_addr constant [5 x i8] c"\F0\9F\98\80\00", align 1
@.str.76 = private unnamed_addr constant [2 x i8] c"\01\00", align 1
@.str.77 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.78 = private unnamed_addr constant [4 x i8] c"k%u\00", align 1
@rs = internal unnamed_addr global i32 2024, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 3) i32 @main() local_unnamed_addr #0 {
  %1 = alloca %struct.SB, align 8
  %2 = alloca %struct.P, align 8
  %3 = alloca %struct.SB, align 8
  %4 = alloca %struct.P, align 8
  %5 = alloca %struct.SB, align 8
  %6 = alloca [32 x i8], align 1
  %7 = alloca %struct.SB, align 8
  %8 = alloca %struct.P, align 8
  %9 = alloca %struct.SB, align 8
  %10 = alloca %struct.SB, align 8
  %11 = alloca %struct.P, align 8
  %12 = alloca [7 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11) #17
  store ptr @.str, ptr %11, align 8, !tbaa !6
  %15 = getelementptr inbounds i8, ptr %11, i64 8
  %16 = getelementptr inbounds i8, ptr %11, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %15, i8 0, i64 16, i1 false)
  %17 = call fastcc ptr @parse_value(ptr noundef nonnull %11, i32 noundef 0)
  %18 = icmp eq ptr %17, null
  %19 = load i64, ptr %15, align 8, !tbaa !12
  br i1 %18, label %30, label %20

20:                                               ; preds = %0
  %21 = load ptr, ptr %11, align 8, !tbaa !6
  br label %22

22:                                               ; preds = %26, %20
  %23 = phi i64 [ %27, %26 ], [ %19, %20 ]
  %24 = getelementptr inbounds i8, ptr %21, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !13
  switch i8 %25, label %28 [
    i8 32, label %26
    i8 10, label %26
    i8 9, label %26
    i8 13, label %26
    i8 0, label %34
  ]

26:                                               ; preds = %22, %22, %22, %22
  %27 = add i64 %23, 1
  store i64 %27, ptr %15, align 8, !tbaa !12
  br label %22, !llvm.loop !14

28:                                               ; preds = %22
  store ptr @.str.33, ptr %16, align 8, !tbaa !16
  call fastcc void @jfree(ptr noundef nonnull %17)
  %29 = load i64, ptr %15, align 8, !tbaa !12
  br label %30

30:                                               ; preds = %28, %0
  %31 = phi i64 [ %19, %0 ], [ %29, %28 ]
  %32 = load ptr, ptr %16, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #17
  %33 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, ptr noundef %32, i64 noundef %31)
  br label %273

34:                                               ; preds = %22
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11) #17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %10) #17
  %35 = call dereferenceable_or_null(64) ptr @malloc(i64 64)
  store ptr %35, ptr %10, align 8, !tbaa !17
  %36 = getelementptr inbounds i8, ptr %10, i64 8
  store i8 0, ptr %35, align 1, !tbaa !13
  %37 = getelementptr inbounds i8, ptr %35, i64 1
  store i8 0, ptr %37, align 1, !tbaa !13
  store <2 x i64> <i64 0, i64 64>, ptr %36, align 8, !tbaa !19
  call fastcc void @print_j(ptr noundef nonnull %10, ptr noundef nonnull readonly %17, i32 noundef 0, i32 noundef 0)
  %38 = load ptr, ptr %10, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %10) #17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %9) #17
  %39 = call dereferenceable_or_null(64) ptr @malloc(i64 64)
  store ptr %39, ptr %9, align 8, !tbaa !17
  %40 = getelementptr inbounds i8, ptr %9, i64 8
  store i8 0, ptr %39, align 1, !tbaa !13
  %41 = getelementptr inbounds i8, ptr %39, i64 1
  store i8 0, ptr %41, align 1, !tbaa !13
  store <2 x i64> <i64 0, i64 64>, ptr %40, align 8, !tbaa !19
  call fastcc void @print_j(ptr noundef nonnull %9, ptr noundef nonnull readonly %17, i32 noundef 1, i32 noundef 0)
  %42 = load ptr, ptr %9, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %9) #17
  %43 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, ptr noundef %38)
  %44 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef %42)
  %45 = getelementptr inbounds i8, ptr %5, i64 8
  br label %89

46:                                               ; preds = %178
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %12) #17
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(28) %12, i8 0, i64 28, i1 false)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %13) #17
  store i32 0, ptr %13, align 4, !tbaa !20
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %14) #17
  store double 0.000000e+00, ptr %14, align 8, !tbaa !22
  call fastcc void @stats(ptr noundef nonnull %17, ptr noundef nonnull %12, ptr noundef nonnull %14, ptr noundef nonnull %13, i32 noundef 0)
  %47 = load i32, ptr %12, align 4, !tbaa !20
  %48 = getelementptr inbounds i8, ptr %12, i64 4
  %49 = load i32, ptr %48, align 4, !tbaa !20
  %50 = getelementptr inbounds i8, ptr %12, i64 8
  %51 = load i32, ptr %50, align 4, !tbaa !20
  %52 = getelementptr inbounds i8, ptr %12, i64 12
  %53 = load i32, ptr %52, align 4, !tbaa !20
  %54 = getelementptr inbounds i8, ptr %12, i64 16
  %55 = load i32, ptr %54, align 4, !tbaa !20
  %56 = getelementptr inbounds i8, ptr %12, i64 20
  %57 = load i32, ptr %56, align 4, !tbaa !20
  %58 = getelementptr inbounds i8, ptr %12, i64 24
  %59 = load i32, ptr %58, align 4, !tbaa !20
  %60 = load i32, ptr %13, align 4, !tbaa !20
  %61 = load double, ptr %14, align 8, !tbaa !22
  %62 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, i32 noundef %47, i32 noundef %49, i32 noundef %51, i32 noundef %53, i32 noundef %55, i32 noundef %57, i32 noundef %59, i32 noundef %60, double noundef %61)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #17
  store ptr %38, ptr %8, align 8, !tbaa !6
  %63 = getelementptr inbounds i8, ptr %8, i64 8
  %64 = getelementptr inbounds i8, ptr %8, i64 16
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %63, i8 0, i64 16, i1 false)
  %65 = call fastcc ptr @parse_value(ptr noundef nonnull %8, i32 noundef 0)
  %66 = icmp eq ptr %65, null
  br i1 %66, label %77, label %67

67:                                               ; preds = %46
  %68 = load i64, ptr %63, align 8, !tbaa !12
  %69 = load ptr, ptr %8, align 8, !tbaa !6
  br label %70

70:                                               ; preds = %74, %67
  %71 = phi i64 [ %75, %74 ], [ %68, %67 ]
  %72 = getelementptr inbounds i8, ptr %69, i64 %71
  %73 = load i8, ptr %72, align 1, !tbaa !13
  switch i8 %73, label %76 [
    i8 32, label %74
    i8 10, label %74
    i8 9, label %74
    i8 13, label %74
    i8 0, label %77
  ]

74:                                               ; preds = %70, %70, %70, %70
  %75 = add i64 %71, 1
  store i64 %75, ptr %63, align 8, !tbaa !12
  br label %70, !llvm.loop !14

76:                                               ; preds = %70
  store ptr @.str.33, ptr %64, align 8, !tbaa !16
  call fastcc void @jfree(ptr noundef nonnull %65)
  br label %77

77:                                               ; preds = %70, %46, %76
  %78 = phi ptr [ null, %76 ], [ null, %46 ], [ %65, %70 ]
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #17
  %79 = call dereferenceable_or_null(64) ptr @malloc(i64 64)
  store ptr %79, ptr %7, align 8, !tbaa !17
  %80 = getelementptr inbounds i8, ptr %7, i64 8
  store i8 0, ptr %79, align 1, !tbaa !13
  %81 = getelementptr inbounds i8, ptr %79, i64 1
  store i8 0, ptr %81, align 1, !tbaa !13
  store <2 x i64> <i64 0, i64 64>, ptr %80, align 8, !tbaa !19
  call fastcc void @print_j(ptr noundef nonnull %7, ptr noundef readonly %78, i32 noundef 0, i32 noundef 0)
  %82 = load ptr, ptr %7, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #17
  %83 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %82, ptr noundef nonnull dereferenceable(1) %38) #18
  %84 = icmp eq i32 %83, 0
  %85 = zext i1 %84 to i32
  %86 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, i32 noundef %85)
  call void @free(ptr noundef %82) #17
  call fastcc void @jfree(ptr noundef %78)
  call void @free(ptr noundef %38) #17
  call void @free(ptr noundef %42) #17
  call fastcc void @jfree(ptr noundef nonnull %17)
  %87 = getelementptr inbounds i8, ptr %4, i64 8
  %88 = getelementptr inbounds i8, ptr %4, i64 16
  br label %190

89:                                               ; preds = %34, %178
  %90 = phi i64 [ 0, %34 ], [ %183, %178 ]
  %91 = getelementptr inbounds [7 x ptr], ptr @__const.main.paths, i64 0, i64 %90
  %92 = load ptr, ptr %91, align 8, !tbaa !24
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #17
  %93 = load i8, ptr %92, align 1, !tbaa !13
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %171, label %95

95:                                               ; preds = %89, %164
  %96 = phi i8 [ %166, %164 ], [ %93, %89 ]
  %97 = phi ptr [ %165, %164 ], [ %17, %89 ]
  %98 = phi ptr [ %124, %164 ], [ %92, %89 ]
  br label %99

99:                                               ; preds = %107, %95
  %100 = phi i64 [ 0, %95 ], [ %109, %107 ]
  %101 = phi i32 [ 0, %95 ], [ %110, %107 ]
  %102 = phi ptr [ %98, %95 ], [ %108, %107 ]
  %103 = phi i8 [ %96, %95 ], [ %112, %107 ]
  %104 = icmp ne i8 %103, 46
  %105 = icmp ult i64 %100, 31
  %106 = select i1 %104, i1 %105, i1 false
  br i1 %106, label %107, label %114

107:                                              ; preds = %99
  %108 = getelementptr inbounds i8, ptr %102, i64 1
  %109 = add nuw nsw i64 %100, 1
  %110 = add nuw nsw i32 %101, 1
  %111 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 %100
  store i8 %103, ptr %111, align 1, !tbaa !13
  %112 = load i8, ptr %108, align 1, !tbaa !13
  %113 = icmp eq i8 %112, 0
  br i1 %113, label %116, label %99, !llvm.loop !25

114:                                              ; preds = %99
  %115 = trunc nuw nsw i64 %100 to i32
  br label %116

116:                                              ; preds = %107, %114
  %117 = phi ptr [ %102, %114 ], [ %108, %107 ]
  %118 = phi i32 [ %115, %114 ], [ %110, %107 ]
  %119 = zext nneg i32 %118 to i64
  %120 = getelementptr inbounds [32 x i8], ptr %6, i64 0, i64 %119
  store i8 0, ptr %120, align 1, !tbaa !13
  %121 = load i8, ptr %117, align 1, !tbaa !13
  %122 = icmp eq i8 %121, 46
  %123 = zext i1 %122 to i64
  %124 = getelementptr inbounds i8, ptr %117, i64 %123
  %125 = load i32, ptr %97, align 8, !tbaa !26
  switch i32 %125, label %170 [
    i32 6, label %126
    i32 5, label %150
  ]

126:                                              ; preds = %116
  %127 = getelementptr inbounds i8, ptr %97, i64 40
  %128 = load i32, ptr %127, align 8, !tbaa !28
  %129 = icmp sgt i32 %128, 0
  br i1 %129, label %130, label %170

130:                                              ; preds = %126
  %131 = getelementptr inbounds i8, ptr %97, i64 32
  %132 = load ptr, ptr %131, align 8, !tbaa !29
  %133 = getelementptr inbounds i8, ptr %97, i64 24
  %134 = zext nneg i32 %128 to i64
  br label %135

135:                                              ; preds = %146, %130
  %136 = phi i64 [ 0, %130 ], [ %148, %146 ]
  %137 = phi ptr [ null, %130 ], [ %147, %146 ]
  %138 = getelementptr inbounds ptr, ptr %132, i64 %136
  %139 = load ptr, ptr %138, align 8, !tbaa !24
  %140 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %139, ptr noundef nonnull dereferenceable(1) %6) #18
  %141 = icmp eq i32 %140, 0
  br i1 %141, label %142, label %146

142:                                              ; preds = %135
  %143 = load ptr, ptr %133, align 8, !tbaa !30
  %144 = getelementptr inbounds ptr, ptr %143, i64 %136
  %145 = load ptr, ptr %144, align 8, !tbaa !24
  br label %146

146:                                              ; preds = %142, %135
  %147 = phi ptr [ %137, %135 ], [ %145, %142 ]
  %148 = add nuw nsw i64 %136, 1
  %149 = icmp eq i64 %148, %134
  br i1 %149, label %164, label %135, !llvm.loop !31

150:                                              ; preds = %116
  %151 = call i64 @strtol(ptr nocapture noundef nonnull %6, ptr noundef null, i32 noundef 10) #17
  %152 = trunc i64 %151 to i32
  %153 = icmp sgt i32 %152, -1
  br i1 %153, label %154, label %170

154:                                              ; preds = %150
  %155 = getelementptr inbounds i8, ptr %97, i64 40
  %156 = load i32, ptr %155, align 8, !tbaa !28
  %157 = icmp sgt i32 %156, %152
  br i1 %157, label %158, label %170

158:                                              ; preds = %154
  %159 = getelementptr inbounds i8, ptr %97, i64 24
  %160 = load ptr, ptr %159, align 8, !tbaa !30
  %161 = and i64 %151, 2147483647
  %162 = getelementptr inbounds ptr, ptr %160, i64 %161
  %163 = load ptr, ptr %162, align 8, !tbaa !24
  br label %164

164:                                              ; preds = %146, %158
  %165 = phi ptr [ %163, %158 ], [ %147, %146 ]
  %166 = load i8, ptr %124, align 1, !tbaa !13
  %167 = icmp ne i8 %166, 0
  %168 = icmp ne ptr %165, null
  %169 = select i1 %167, i1 %168, i1 false
  br i1 %169, label %95, label %171, !llvm.loop !32

170:                                              ; preds = %126, %116, %150, %154
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #17
  br label %178

171:                                              ; preds = %164, %89
  %172 = phi ptr [ %17, %89 ], [ %165, %164 ]
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #17
  %173 = icmp eq ptr %172, null
  br i1 %173, label %178, label %174

174:                                              ; preds = %171
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #17
  %175 = call dereferenceable_or_null(64) ptr @malloc(i64 64)
  store ptr %175, ptr %5, align 8, !tbaa !17
  store i8 0, ptr %175, align 1, !tbaa !13
  %176 = getelementptr inbounds i8, ptr %175, i64 1
  store i8 0, ptr %176, align 1, !tbaa !13
  store <2 x i64> <i64 0, i64 64>, ptr %45, align 8, !tbaa !19
  call fastcc void @print_j(ptr noundef nonnull %5, ptr noundef nonnull readonly %172, i32 noundef 0, i32 noundef 0)
  %177 = load ptr, ptr %5, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #17
  br label %178

178:                                              ; preds = %170, %171, %174
  %179 = phi ptr [ %177, %174 ], [ null, %171 ], [ null, %170 ]
  %180 = icmp eq ptr %179, null
  %181 = select i1 %180, ptr @.str.12, ptr %179
  %182 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %92, ptr noundef nonnull %181)
  call void @free(ptr noundef %179) #17
  %183 = add nuw nsw i64 %90, 1
  %184 = icmp eq i64 %183, 7
  br i1 %184, label %46, label %89, !llvm.loop !33

185:                                              ; preds = %207
  %186 = getelementptr inbounds i8, ptr %3, i64 8
  %187 = getelementptr inbounds i8, ptr %2, i64 8
  %188 = getelementptr inbounds i8, ptr %2, i64 16
  %189 = getelementptr inbounds i8, ptr %1, i64 8
  br label %221

190:                                              ; preds = %77, %207
  %191 = phi i64 [ 0, %77 ], [ %215, %207 ]
  %192 = shl i64 %191, 2
  %193 = call ptr @llvm.load.relative.i64(ptr @__const.main.bad.rel, i64 %192)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #17
  store ptr %193, ptr %4, align 8, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %87, i8 0, i64 16, i1 false)
  %194 = call fastcc ptr @parse_value(ptr noundef nonnull %4, i32 noundef 0)
  %195 = icmp eq ptr %194, null
  %196 = load i64, ptr %87, align 8, !tbaa !12
  br i1 %195, label %207, label %197

197:                                              ; preds = %190
  %198 = load ptr, ptr %4, align 8, !tbaa !6
  br label %199

199:                                              ; preds = %203, %197
  %200 = phi i64 [ %204, %203 ], [ %196, %197 ]
  %201 = getelementptr inbounds i8, ptr %198, i64 %200
  %202 = load i8, ptr %201, align 1, !tbaa !13
  switch i8 %202, label %205 [
    i8 32, label %203
    i8 10, label %203
    i8 9, label %203
    i8 13, label %203
    i8 0, label %207
  ]

203:                                              ; preds = %199, %199, %199, %199
  %204 = add i64 %200, 1
  store i64 %204, ptr %87, align 8, !tbaa !12
  br label %199, !llvm.loop !14

205:                                              ; preds = %199
  store ptr @.str.33, ptr %88, align 8, !tbaa !16
  call fastcc void @jfree(ptr noundef nonnull %194)
  %206 = load i64, ptr %87, align 8, !tbaa !12
  br label %207

207:                                              ; preds = %199, %190, %205
  %208 = phi i64 [ %206, %205 ], [ %196, %190 ], [ %200, %199 ]
  %209 = phi ptr [ null, %205 ], [ null, %190 ], [ %194, %199 ]
  %210 = load ptr, ptr %88, align 8, !tbaa !16
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #17
  %211 = icmp eq ptr %209, null
  %212 = select i1 %211, ptr %210, ptr @.str.31
  %213 = trunc nuw nsw i64 %191 to i32
  %214 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.30, i32 noundef %213, ptr noundef %212, i64 noundef %208)
  call fastcc void @jfree(ptr noundef %209)
  %215 = add nuw nsw i64 %191, 1
  %216 = icmp eq i64 %215, 15
  br i1 %216, label %185, label %190, !llvm.loop !34

217:                                              ; preds = %266
  %218 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.32, i32 noundef %267, i32 noundef 300, i64 noundef %271, i32 noundef %268)
  %219 = icmp eq i32 %267, 300
  %220 = select i1 %219, i32 0, i32 2
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %14) #17
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %13) #17
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %12) #17
  br label %273

221:                                              ; preds = %185, %266
  %222 = phi i32 [ 0, %185 ], [ %269, %266 ]
  %223 = phi i32 [ 0, %185 ], [ %268, %266 ]
  %224 = phi i64 [ 0, %185 ], [ %271, %266 ]
  %225 = phi i32 [ 0, %185 ], [ %267, %266 ]
  %226 = call fastcc ptr @gen(i32 noundef 0)
  %227 = and i32 %222, 1
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #17
  %228 = call dereferenceable_or_null(64) ptr @malloc(i64 64)
  store ptr %228, ptr %3, align 8, !tbaa !17
  store i8 0, ptr %228, align 1, !tbaa !13
  %229 = getelementptr inbounds i8, ptr %228, i64 1
  store i8 0, ptr %229, align 1, !tbaa !13
  store <2 x i64> <i64 0, i64 64>, ptr %186, align 8, !tbaa !19
  call fastcc void @print_j(ptr noundef nonnull %3, ptr noundef readonly %226, i32 noundef %227, i32 noundef 0)
  %230 = load ptr, ptr %3, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #17
  store ptr %230, ptr %2, align 8, !tbaa !6
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 8 dereferenceable(16) %187, i8 0, i64 16, i1 false)
  %231 = call fastcc ptr @parse_value(ptr noundef nonnull %2, i32 noundef 0)
  %232 = icmp eq ptr %231, null
  br i1 %232, label %243, label %233

233:                                              ; preds = %221
  %234 = load i64, ptr %187, align 8, !tbaa !12
  %235 = load ptr, ptr %2, align 8, !tbaa !6
  br label %236

236:                                              ; preds = %240, %233
  %237 = phi i64 [ %241, %240 ], [ %234, %233 ]
  %238 = getelementptr inbounds i8, ptr %235, i64 %237
  %239 = load i8, ptr %238, align 1, !tbaa !13
  switch i8 %239, label %242 [
    i8 32, label %240
    i8 10, label %240
    i8 9, label %240
    i8 13, label %240
    i8 0, label %244
  ]

240:                                              ; preds = %236, %236, %236, %236
  %241 = add i64 %237, 1
  store i64 %241, ptr %187, align 8, !tbaa !12
  br label %236, !llvm.loop !14

242:                                              ; preds = %236
  store ptr @.str.33, ptr %188, align 8, !tbaa !16
  call fastcc void @jfree(ptr noundef nonnull %231)
  br label %243

243:                                              ; preds = %242, %221
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17
  br label %266

244:                                              ; preds = %236
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #17
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %1) #17
  %245 = call dereferenceable_or_null(64) ptr @malloc(i64 64)
  store ptr %245, ptr %1, align 8, !tbaa !17
  store i8 0, ptr %245, align 1, !tbaa !13
  %246 = getelementptr inbounds i8, ptr %245, i64 1
  store i8 0, ptr %246, align 1, !tbaa !13
  store <2 x i64> <i64 0, i64 64>, ptr %189, align 8, !tbaa !19
  call fastcc void @print_j(ptr noundef nonnull %1, ptr noundef nonnull readonly %231, i32 noundef %227, i32 noundef 0)
  %247 = load ptr, ptr %1, align 8, !tbaa !17
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %1) #17
  %248 = call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %230, ptr noundef nonnull dereferenceable(1) %247) #18
  %249 = icmp eq i32 %248, 0
  %250 = zext i1 %249 to i32
  %251 = add nsw i32 %225, %250
  %252 = load i8, ptr %247, align 1, !tbaa !13
  %253 = icmp eq i8 %252, 0
  br i1 %253, label %254, label %256

254:                                              ; preds = %256, %244
  %255 = phi i32 [ %223, %244 ], [ %262, %256 ]
  call void @free(ptr noundef %247) #17
  call fastcc void @jfree(ptr noundef nonnull %231)
  br label %266

256:                                              ; preds = %244, %256
  %257 = phi i8 [ %264, %256 ], [ %252, %244 ]
  %258 = phi ptr [ %263, %256 ], [ %247, %244 ]
  %259 = phi i32 [ %262, %256 ], [ %223, %244 ]
  %260 = mul i32 %259, 31
  %261 = zext i8 %257 to i32
  %262 = add i32 %260, %261
  %263 = getelementptr inbounds i8, ptr %258, i64 1
  %264 = load i8, ptr %263, align 1, !tbaa !13
  %265 = icmp eq i8 %264, 0
  br i1 %265, label %254, label %256, !llvm.loop !35

266:                                              ; preds = %243, %254
  %267 = phi i32 [ %251, %254 ], [ %225, %243 ]
  %268 = phi i32 [ %255, %254 ], [ %223, %243 ]
  %269 = add nuw nsw i32 %222, 1
  %270 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %230) #18
  %271 = add i64 %270, %224
  call void @free(ptr noundef %230) #17
  call fastcc void @jfree(ptr noundef %226)
  %272 = icmp eq i32 %269, 300
  br i1 %272, label %217, label %221, !llvm.loop !36

273:                                              ; preds = %217, %30
  %274 = phi i32 [ %220, %217 ], [ 1, %30 ]
  ret i32 %274
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @stats(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, ptr nocapture noundef %2, ptr nocapture noundef %3, i32 noundef %4) unnamed_addr #6 {
  %6 = load i32, ptr %0, align 8, !tbaa !26
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds i32, ptr %1, i64 %7
  %9 = load i32, ptr %8, align 4, !tbaa !20
  %10 = add nsw i32 %9, 1
  store i32 %10, ptr %8, align 4, !tbaa !20
  %11 = load i32, ptr %3, align 4, !tbaa !20
  %12 = icmp slt i32 %11, %4
  br i1 %12, label %13, label %14

13:                                               ; preds = %5
  store i32 %4, ptr %3, align 4, !tbaa !20
  br label %14

14:                                               ; preds = %13, %5
  %15 = load i32, ptr %0, align 8, !tbaa !26
  %16 = icmp eq i32 %15, 3
  br i1 %16, label %17, label %22

17:                                               ; preds = %14
  %18 = getelementptr inbounds i8, ptr %0, i64 8
  %19 = load double, ptr %18, align 8, !tbaa !37
  %20 = load double, ptr %2, align 8, !tbaa !22
  %21 = fadd double %19, %20
  store double %21, ptr %2, align 8, !tbaa !22
  br label %22

22:                                               ; preds = %17, %14
  %23 = getelementptr inbounds i8, ptr %0, i64 40
  %24 = load i32, ptr %23, align 8, !tbaa !28
  %25 = icmp sgt i32 %24, 0
  br i1 %25, label %26, label %29

26:                                               ; preds = %22
  %27 = getelementptr inbounds i8, ptr %0, i64 24
  %28 = add nsw i32 %4, 1
  br label %30

29:                                               ; preds = %30, %22
  ret void

30:                                               ; preds = %26, %30
  %31 = phi i64 [ 0, %26 ], [ %35, %30 ]
  %32 = load ptr, ptr %27, align 8, !tbaa !30
  %33 = getelementptr inbounds ptr, ptr %32, i64 %31
  %34 = load ptr, ptr %33, align 8, !tbaa !24
  tail call fastcc void @stats(ptr noundef %34, ptr noundef %1, ptr noundef %2, ptr noundef nonnull %3, i32 noundef %28)
  %35 = add nuw nsw i64 %31, 1
  %36 = load i32, ptr %23, align 8, !tbaa !28
  %37 = sext i32 %36 to i64
  %38 = icmp slt i64 %35, %37
  br i1 %38, label %30, label %29, !llvm.loop !38
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc void @jfree(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %33, label %3

3:                                                ; preds = %1
  %4 = getelementptr inbounds i8, ptr %0, i64 40
  %5 = load i32, ptr %4, align 8, !tbaa !28
  %6 = icmp sgt i32 %5, 0
  br i1 %6, label %7, label %10

7:                                                ; preds = %3
  %8 = getelementptr inbounds i8, ptr %0, i64 24
  %9 = getelementptr inbounds i8, ptr %0, i64 32
  br label %17

10:                                               ; preds = %28, %3
  %11 = getelementptr inbounds i8, ptr %0, i64 24
  %12 = load ptr, ptr %11, align 8, !tbaa !30
  tail call void @free(ptr noundef %12) #17
  %13 = getelementptr inbounds i8, ptr %0, i64 32
  %14 = load ptr, ptr %13, align 8, !tbaa !29
  tail call void @free(ptr noundef %14) #17
  %15 = getelementptr inbounds i8, ptr %0, i64 16
  %16 = load ptr, ptr %15, align 8, !tbaa !39
  tail call void @free(ptr noundef %16) #17
  tail call void @free(ptr noundef nonnull %0) #17
  br label %33

17:                                               ; preds = %7, %28
  %18 = phi i64 [ 0, %7 ], [ %29, %28 ]
  %19 = load ptr, ptr %8, align 8, !tbaa !30
  %20 = getelementptr inbounds ptr, ptr %19, i64 %18
  %21 = load ptr, ptr %20, align 8, !tbaa !24
  tail call fastcc void @jfree(ptr noundef %21)
  %22 = load i32, ptr %0, align 8, !tbaa !26
  %23 = icmp eq i32 %22, 6
  br i1 %23, label %24, label %28

24:                                               ; preds = %17
  %25 = load ptr, ptr %9, align 8, !tbaa !29
  %26 = getelementptr inbounds ptr, ptr %25, i64 %18
  %27 = load ptr, ptr %26, align 8, !tbaa !24
  tail call void @free(ptr noundef %27) #17
  br label %28

28:                                               ; preds = %17, %24
  %29 = add nuw nsw i64 %18, 1
  %30 = load i32, ptr %4, align 8, !tbaa !28
  %31 = sext i32 %30 to i64
  %32 = icmp slt i64 %29, %31
  br i1 %32, label %17, label %10, !llvm.loop !40

33:                                               ; preds = %1, %10
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc noalias noundef ptr @gen(i32 noundef %0) unnamed_addr #0 {
  %2 = alloca [16 x i8], align 1
  %3 = load i32, ptr @rs, align 4, !tbaa !20
  %4 = shl i32 %3, 13
  %5 = xor i32 %4, %3
  %6 = lshr i32 %5, 17
  %7 = xor i32 %6, %5
  %8 = shl i32 %7, 5
  %9 = xor i32 %8, %7
  store i32 %9, ptr @rs, align 4, !tbaa !20
  %10 = icmp slt i32 %0, 5
  %11 = select i1 %10, i32 7, i32 5
  %12 = urem i32 %9, %11
  switch i32 %12, label %160 [
    i32 0, label %13
    i32 1, label %15
    i32 2, label %26
    i32 3, label %61
    i32 4, label %61
    i32 5, label %123
  ]

13:                                               ; preds = %1
  %14 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  br label %212

15:                                               ; preds = %1
  %16 = shl i32 %9, 13
  %17 = xor i32 %16, %9
  %18 = lshr i32 %17, 17
  %19 = xor i32 %18, %17
  %20 = shl i32 %19, 5
  %21 = xor i32 %20, %19
  store i32 %21, ptr @rs, align 4, !tbaa !20
  %22 = and i32 %19, 1
  %23 = icmp eq i32 %22, 0
  %24 = select i1 %23, i32 1, i32 2
  %25 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 %24, ptr %25, align 8, !tbaa !26
  br label %212

26:                                               ; preds = %1
  %27 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 3, ptr %27, align 8, !tbaa !26
  %28 = shl i32 %9, 13
  %29 = xor i32 %28, %9
  %30 = lshr i32 %29, 17
  %31 = xor i32 %30, %29
  %32 = shl i32 %31, 5
  %33 = xor i32 %32, %31
  %34 = and i32 %31, 3
  %35 = shl i32 %33, 13
  %36 = xor i32 %35, %33
  %37 = lshr i32 %36, 17
  %38 = xor i32 %37, %36
  %39 = shl i32 %38, 5
  %40 = xor i32 %39, %38
  store i32 %40, ptr @rs, align 4, !tbaa !20
  switch i32 %34, label %53 [
    i32 0, label %41
    i32 1, label %45
    i32 2, label %49
    i32 3, label %54
  ]

41:                                               ; preds = %26
  %42 = urem i32 %40, 2000000
  %43 = add nsw i32 %42, -1000000
  %44 = sitofp i32 %43 to double
  br label %58

45:                                               ; preds = %26
  %46 = urem i32 %40, 100000
  %47 = uitofp nneg i32 %46 to double
  %48 = fmul double %47, 3.906250e-03
  br label %58

49:                                               ; preds = %26
  %50 = urem i32 %40, 1000
  %51 = uitofp nneg i32 %50 to double
  %52 = fmul double %51, -1.500000e-07
  br label %58

53:                                               ; preds = %26
  unreachable

54:                                               ; preds = %26
  %55 = urem i32 %40, 10
  %56 = uitofp nneg i32 %55 to double
  %57 = fmul double %56, 0x44DFE185CA57C517
  br label %58

58:                                               ; preds = %45, %54, %49, %41
  %59 = phi double [ %44, %41 ], [ %48, %45 ], [ %52, %49 ], [ %57, %54 ]
  %60 = getelementptr inbounds i8, ptr %27, i64 8
  store double %59, ptr %60, align 8, !tbaa !37
  br label %212

61:                                               ; preds = %1, %1
  %62 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 4, ptr %62, align 8, !tbaa !26
  %63 = tail call dereferenceable_or_null(64) ptr @malloc(i64 64)
  store i8 0, ptr %63, align 1, !tbaa !13
  %64 = getelementptr inbounds i8, ptr %63, i64 1
  store i8 0, ptr %64, align 1, !tbaa !13
  %65 = shl i32 %9, 13
  %66 = xor i32 %65, %9
  %67 = lshr i32 %66, 17
  %68 = xor i32 %67, %66
  %69 = shl i32 %68, 5
  %70 = xor i32 %69, %68
  store i32 %70, ptr @rs, align 4, !tbaa !20
  %71 = urem i32 %70, 12
  %72 = icmp eq i32 %71, 0
  br i1 %72, label %74, label %77

73:                                               ; preds = %117
  store i32 %88, ptr @rs, align 4, !tbaa !20
  br label %74

74:                                               ; preds = %73, %61
  %75 = phi ptr [ %118, %73 ], [ %63, %61 ]
  %76 = getelementptr inbounds i8, ptr %62, i64 16
  store ptr %75, ptr %76, align 8, !tbaa !39
  br label %212

77:                                               ; preds = %61, %117
  %78 = phi i32 [ %121, %117 ], [ 0, %61 ]
  %79 = phi i64 [ %120, %117 ], [ 64, %61 ]
  %80 = phi i64 [ %119, %117 ], [ 0, %61 ]
  %81 = phi ptr [ %118, %117 ], [ %63, %61 ]
  %82 = phi i32 [ %88, %117 ], [ %70, %61 ]
  %83 = shl i32 %82, 13
  %84 = xor i32 %83, %82
  %85 = lshr i32 %84, 17
  %86 = xor i32 %85, %84
  %87 = shl i32 %86, 5
  %88 = xor i32 %87, %86
  %89 = urem i32 %88, 13
  %90 = zext nneg i32 %89 to i64
  %91 = getelementptr inbounds [13 x ptr], ptr @gen.pieces, i64 0, i64 %90
  %92 = load ptr, ptr %91, align 8, !tbaa !24
  %93 = load i8, ptr %92, align 1, !tbaa !13
  %94 = icmp eq i8 %93, 0
  br i1 %94, label %117, label %95

95:                                               ; preds = %77, %109
  %96 = phi ptr [ %110, %109 ], [ %81, %77 ]
  %97 = phi i64 [ %112, %109 ], [ %80, %77 ]
  %98 = phi i64 [ %111, %109 ], [ %79, %77 ]
  %99 = phi i8 [ %115, %109 ], [ %93, %77 ]
  %100 = phi ptr [ %101, %109 ], [ %92, %77 ]
  %101 = getelementptr inbounds i8, ptr %100, i64 1
  %102 = add i64 %97, 2
  %103 = icmp ugt i64 %102, %98
  br i1 %103, label %104, label %109

104:                                              ; preds = %95
  %105 = icmp eq i64 %98, 0
  %106 = shl i64 %98, 1
  %107 = select i1 %105, i64 64, i64 %106
  %108 = tail call ptr @realloc(ptr noundef %96, i64 noundef %107) #20
  br label %109

109:                                              ; preds = %104, %95
  %110 = phi ptr [ %108, %104 ], [ %96, %95 ]
  %111 = phi i64 [ %107, %104 ], [ %98, %95 ]
  %112 = add i64 %97, 1
  %113 = getelementptr inbounds i8, ptr %110, i64 %97
  store i8 %99, ptr %113, align 1, !tbaa !13
  %114 = getelementptr inbounds i8, ptr %110, i64 %112
  store i8 0, ptr %114, align 1, !tbaa !13
  %115 = load i8, ptr %101, align 1, !tbaa !13
  %116 = icmp eq i8 %115, 0
  br i1 %116, label %117, label %95, !llvm.loop !41

117:                                              ; preds = %109, %77
  %118 = phi ptr [ %81, %77 ], [ %110, %109 ]
  %119 = phi i64 [ %80, %77 ], [ %112, %109 ]
  %120 = phi i64 [ %79, %77 ], [ %111, %109 ]
  %121 = add nuw nsw i32 %78, 1
  %122 = icmp eq i32 %121, %71
  br i1 %122, label %73, label %77, !llvm.loop !42

123:                                              ; preds = %1
  %124 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 5, ptr %124, align 8, !tbaa !26
  %125 = shl i32 %9, 13
  %126 = xor i32 %125, %9
  %127 = lshr i32 %126, 17
  %128 = xor i32 %127, %126
  %129 = shl i32 %128, 5
  %130 = xor i32 %129, %128
  store i32 %130, ptr @rs, align 4, !tbaa !20
  %131 = urem i32 %130, 6
  %132 = icmp eq i32 %131, 0
  br i1 %132, label %212, label %133

133:                                              ; preds = %123
  %134 = add nsw i32 %0, 1
  %135 = getelementptr inbounds i8, ptr %124, i64 40
  %136 = getelementptr inbounds i8, ptr %124, i64 44
  %137 = getelementptr inbounds i8, ptr %124, i64 24
  br label %138

138:                                              ; preds = %133, %152
  %139 = phi ptr [ null, %133 ], [ %153, %152 ]
  %140 = phi i32 [ 0, %133 ], [ %154, %152 ]
  %141 = phi i32 [ 0, %133 ], [ %155, %152 ]
  %142 = phi i32 [ 0, %133 ], [ %158, %152 ]
  %143 = tail call fastcc ptr @gen(i32 noundef %134)
  %144 = icmp eq i32 %141, %140
  br i1 %144, label %145, label %152

145:                                              ; preds = %138
  %146 = icmp eq i32 %140, 0
  %147 = shl nsw i32 %140, 1
  %148 = select i1 %146, i32 4, i32 %147
  store i32 %148, ptr %136, align 4, !tbaa !43
  %149 = sext i32 %148 to i64
  %150 = shl nsw i64 %149, 3
  %151 = tail call ptr @realloc(ptr noundef %139, i64 noundef %150) #20
  store ptr %151, ptr %137, align 8, !tbaa !30
  br label %152

152:                                              ; preds = %138, %145
  %153 = phi ptr [ %139, %138 ], [ %151, %145 ]
  %154 = phi i32 [ %140, %138 ], [ %148, %145 ]
  %155 = add nuw nsw i32 %141, 1
  store i32 %155, ptr %135, align 8, !tbaa !28
  %156 = zext nneg i32 %141 to i64
  %157 = getelementptr inbounds ptr, ptr %153, i64 %156
  store ptr %143, ptr %157, align 8, !tbaa !24
  %158 = add nuw i32 %142, 1
  %159 = icmp eq i32 %158, %131
  br i1 %159, label %212, label %138, !llvm.loop !44

160:                                              ; preds = %1
  %161 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 6, ptr %161, align 8, !tbaa !26
  %162 = shl i32 %9, 13
  %163 = xor i32 %162, %9
  %164 = lshr i32 %163, 17
  %165 = xor i32 %164, %163
  %166 = shl i32 %165, 5
  %167 = xor i32 %166, %165
  store i32 %167, ptr @rs, align 4, !tbaa !20
  %168 = urem i32 %167, 6
  %169 = icmp eq i32 %168, 0
  br i1 %169, label %212, label %170

170:                                              ; preds = %160
  %171 = add nsw i32 %0, 1
  %172 = getelementptr inbounds i8, ptr %161, i64 40
  %173 = getelementptr inbounds i8, ptr %161, i64 44
  %174 = getelementptr inbounds i8, ptr %161, i64 24
  %175 = getelementptr inbounds i8, ptr %161, i64 32
  br label %176

176:                                              ; preds = %170, %202
  %177 = phi ptr [ null, %170 ], [ %203, %202 ]
  %178 = phi ptr [ null, %170 ], [ %207, %202 ]
  %179 = phi i32 [ 0, %170 ], [ %204, %202 ]
  %180 = phi i32 [ 0, %170 ], [ %208, %202 ]
  %181 = phi i32 [ 0, %170 ], [ %210, %202 ]
  call void @llvm.lifetime.start.p0(i64 16, ptr nonnull %2) #17
  %182 = load i32, ptr @rs, align 4, !tbaa !20
  %183 = shl i32 %182, 13
  %184 = xor i32 %183, %182
  %185 = lshr i32 %184, 17
  %186 = xor i32 %185, %184
  %187 = shl i32 %186, 5
  %188 = xor i32 %187, %186
  store i32 %188, ptr @rs, align 4, !tbaa !20
  %189 = urem i32 %188, 100
  %190 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %2, i64 noundef 16, ptr noundef nonnull @.str.78, i32 noundef %189) #17
  %191 = call noalias ptr @strdup(ptr noundef nonnull %2) #17
  %192 = tail call fastcc ptr @gen(i32 noundef %171)
  %193 = icmp eq i32 %180, %179
  br i1 %193, label %194, label %202

194:                                              ; preds = %176
  %195 = icmp eq i32 %179, 0
  %196 = shl nsw i32 %179, 1
  %197 = select i1 %195, i32 4, i32 %196
  store i32 %197, ptr %173, align 4, !tbaa !43
  %198 = sext i32 %197 to i64
  %199 = shl nsw i64 %198, 3
  %200 = tail call ptr @realloc(ptr noundef %178, i64 noundef %199) #20
  store ptr %200, ptr %174, align 8, !tbaa !30
  %201 = tail call ptr @realloc(ptr noundef %177, i64 noundef %199) #20
  store ptr %201, ptr %175, align 8, !tbaa !29
  br label %202

202:                                              ; preds = %194, %176
  %203 = phi ptr [ %201, %194 ], [ %177, %176 ]
  %204 = phi i32 [ %197, %194 ], [ %179, %176 ]
  %205 = zext nneg i32 %180 to i64
  %206 = getelementptr inbounds ptr, ptr %203, i64 %205
  store ptr %191, ptr %206, align 8, !tbaa !24
  %207 = load ptr, ptr %174, align 8, !tbaa !30
  %208 = add nuw nsw i32 %180, 1
  store i32 %208, ptr %172, align 8, !tbaa !28
  %209 = getelementptr inbounds ptr, ptr %207, i64 %205
  store ptr %192, ptr %209, align 8, !tbaa !24
  call void @llvm.lifetime.end.p0(i64 16, ptr nonnull %2) #17
  %210 = add nuw i32 %181, 1
  %211 = icmp eq i32 %210, %168
  br i1 %211, label %212, label %176, !llvm.loop !45

212:                                              ; preds = %152, %202, %123, %160, %74, %58, %15, %13
  %213 = phi ptr [ %62, %74 ], [ %27, %58 ], [ %25, %15 ], [ %14, %13 ], [ %161, %160 ], [ %124, %123 ], [ %161, %202 ], [ %124, %152 ]
  ret ptr %213
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nounwind uwtable
define internal fastcc noundef ptr @parse_value(ptr noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = alloca [64 x i8], align 1
  %4 = icmp sgt i32 %1, 200
  br i1 %4, label %5, label %7

5:                                                ; preds = %2
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.34, ptr %6, align 8, !tbaa !16
  br label %298

7:                                                ; preds = %2
  %8 = load ptr, ptr %0, align 8, !tbaa !6
  %9 = getelementptr inbounds i8, ptr %0, i64 8
  %10 = load i64, ptr %9, align 8, !tbaa !12
  br label %11

11:                                               ; preds = %15, %7
  %12 = phi i64 [ %16, %15 ], [ %10, %7 ]
  %13 = getelementptr inbounds i8, ptr %8, i64 %12
  %14 = load i8, ptr %13, align 1, !tbaa !13
  switch i8 %14, label %17 [
    i8 32, label %15
    i8 10, label %15
    i8 9, label %15
    i8 13, label %15
  ]

15:                                               ; preds = %11, %11, %11, %11
  %16 = add i64 %12, 1
  store i64 %16, ptr %9, align 8, !tbaa !12
  br label %11, !llvm.loop !14

17:                                               ; preds = %11
  %18 = getelementptr inbounds i8, ptr %8, i64 %12
  switch i8 %14, label %197 [
    i8 123, label %19
    i8 91, label %116
    i8 34, label %191
    i8 45, label %200
  ]

19:                                               ; preds = %17
  %20 = add i64 %12, 1
  store i64 %20, ptr %9, align 8, !tbaa !12
  %21 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 6, ptr %21, align 8, !tbaa !26
  br label %22

22:                                               ; preds = %26, %19
  %23 = phi i64 [ %27, %26 ], [ %20, %19 ]
  %24 = getelementptr inbounds i8, ptr %8, i64 %23
  %25 = load i8, ptr %24, align 1, !tbaa !13
  switch i8 %25, label %28 [
    i8 32, label %26
    i8 10, label %26
    i8 9, label %26
    i8 13, label %26
    i8 125, label %34
  ]

26:                                               ; preds = %22, %22, %22, %22
  %27 = add i64 %23, 1
  store i64 %27, ptr %9, align 8, !tbaa !12
  br label %22, !llvm.loop !14

28:                                               ; preds = %22
  %29 = add nsw i32 %1, 1
  %30 = getelementptr inbounds i8, ptr %21, i64 40
  %31 = getelementptr inbounds i8, ptr %21, i64 44
  %32 = getelementptr inbounds i8, ptr %21, i64 24
  %33 = getelementptr inbounds i8, ptr %21, i64 32
  br label %36

34:                                               ; preds = %22
  %35 = add i64 %23, 1
  store i64 %35, ptr %9, align 8, !tbaa !12
  br label %298

36:                                               ; preds = %28, %114
  %37 = phi i64 [ %23, %28 ], [ %115, %114 ]
  %38 = phi ptr [ %8, %28 ], [ %102, %114 ]
  br label %39

39:                                               ; preds = %43, %36
  %40 = phi i64 [ %44, %43 ], [ %37, %36 ]
  %41 = getelementptr inbounds i8, ptr %38, i64 %40
  %42 = load i8, ptr %41, align 1, !tbaa !13
  switch i8 %42, label %45 [
    i8 32, label %43
    i8 10, label %43
    i8 9, label %43
    i8 13, label %43
  ]

43:                                               ; preds = %39, %39, %39, %39
  %44 = add i64 %40, 1
  store i64 %44, ptr %9, align 8, !tbaa !12
  br label %39, !llvm.loop !14

45:                                               ; preds = %39
  %46 = tail call fastcc ptr @parse_string(ptr noundef nonnull %0)
  %47 = icmp eq ptr %46, null
  br i1 %47, label %48, label %49

48:                                               ; preds = %45
  tail call fastcc void @jfree(ptr noundef nonnull %21)
  br label %298

49:                                               ; preds = %45
  %50 = load ptr, ptr %0, align 8, !tbaa !6
  %51 = load i64, ptr %9, align 8, !tbaa !12
  br label %52

52:                                               ; preds = %56, %49
  %53 = phi i64 [ %57, %56 ], [ %51, %49 ]
  %54 = getelementptr inbounds i8, ptr %50, i64 %53
  %55 = load i8, ptr %54, align 1, !tbaa !13
  switch i8 %55, label %58 [
    i8 32, label %56
    i8 10, label %56
    i8 9, label %56
    i8 13, label %56
    i8 58, label %60
  ]

56:                                               ; preds = %52, %52, %52, %52
  %57 = add i64 %53, 1
  store i64 %57, ptr %9, align 8, !tbaa !12
  br label %52, !llvm.loop !14

58:                                               ; preds = %52
  %59 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.35, ptr %59, align 8, !tbaa !16
  tail call void @free(ptr noundef %46) #17
  tail call fastcc void @jfree(ptr noundef nonnull %21)
  br label %298

60:                                               ; preds = %52
  %61 = add i64 %53, 1
  store i64 %61, ptr %9, align 8, !tbaa !12
  %62 = tail call fastcc ptr @parse_value(ptr noundef nonnull %0, i32 noundef %29)
  %63 = icmp eq ptr %62, null
  br i1 %63, label %64, label %65

64:                                               ; preds = %60
  tail call void @free(ptr noundef %46) #17
  tail call fastcc void @jfree(ptr noundef nonnull %21)
  br label %298

65:                                               ; preds = %60
  %66 = load i32, ptr %30, align 8, !tbaa !28
  %67 = load i32, ptr %31, align 4, !tbaa !43
  %68 = icmp eq i32 %66, %67
  br i1 %68, label %69, label %88

69:                                               ; preds = %65
  %70 = icmp eq i32 %66, 0
  %71 = shl nsw i32 %66, 1
  %72 = select i1 %70, i32 4, i32 %71
  store i32 %72, ptr %31, align 4, !tbaa !43
  %73 = load ptr, ptr %32, align 8, !tbaa !30
  %74 = sext i32 %72 to i64
  %75 = shl nsw i64 %74, 3
  %76 = tail call ptr @realloc(ptr noundef %73, i64 noundef %75) #20
  store ptr %76, ptr %32, align 8, !tbaa !30
  %77 = load i32, ptr %21, align 8, !tbaa !26
  %78 = icmp eq i32 %77, 6
  br i1 %78, label %81, label %79

79:                                               ; preds = %69
  %80 = load i32, ptr %30, align 8, !tbaa !28
  br label %96

81:                                               ; preds = %69
  %82 = load ptr, ptr %33, align 8, !tbaa !29
  %83 = load i32, ptr %31, align 4, !tbaa !43
  %84 = sext i32 %83 to i64
  %85 = shl nsw i64 %84, 3
  %86 = tail call ptr @realloc(ptr noundef %82, i64 noundef %85) #20
  store ptr %86, ptr %33, align 8, !tbaa !29
  %87 = load i32, ptr %30, align 8, !tbaa !28
  br label %88

88:                                               ; preds = %81, %65
  %89 = phi i32 [ %87, %81 ], [ %66, %65 ]
  %90 = load i32, ptr %21, align 8, !tbaa !26
  %91 = icmp eq i32 %90, 6
  br i1 %91, label %92, label %96

92:                                               ; preds = %88
  %93 = load ptr, ptr %33, align 8, !tbaa !29
  %94 = sext i32 %89 to i64
  %95 = getelementptr inbounds ptr, ptr %93, i64 %94
  store ptr %46, ptr %95, align 8, !tbaa !24
  br label %96

96:                                               ; preds = %79, %88, %92
  %97 = phi i32 [ %80, %79 ], [ %89, %92 ], [ %89, %88 ]
  %98 = load ptr, ptr %32, align 8, !tbaa !30
  %99 = add nsw i32 %97, 1
  store i32 %99, ptr %30, align 8, !tbaa !28
  %100 = sext i32 %97 to i64
  %101 = getelementptr inbounds ptr, ptr %98, i64 %100
  store ptr %62, ptr %101, align 8, !tbaa !24
  %102 = load ptr, ptr %0, align 8, !tbaa !6
  %103 = load i64, ptr %9, align 8, !tbaa !12
  br label %104

104:                                              ; preds = %108, %96
  %105 = phi i64 [ %109, %108 ], [ %103, %96 ]
  %106 = getelementptr inbounds i8, ptr %102, i64 %105
  %107 = load i8, ptr %106, align 1, !tbaa !13
  switch i8 %107, label %112 [
    i8 32, label %108
    i8 10, label %108
    i8 9, label %108
    i8 13, label %108
    i8 44, label %114
    i8 125, label %110
  ]

108:                                              ; preds = %104, %104, %104, %104
  %109 = add i64 %105, 1
  store i64 %109, ptr %9, align 8, !tbaa !12
  br label %104, !llvm.loop !14

110:                                              ; preds = %104
  %111 = add i64 %105, 1
  store i64 %111, ptr %9, align 8, !tbaa !12
  br label %298

112:                                              ; preds = %104
  %113 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.36, ptr %113, align 8, !tbaa !16
  tail call fastcc void @jfree(ptr noundef nonnull %21)
  br label %298

114:                                              ; preds = %104
  %115 = add i64 %105, 1
  store i64 %115, ptr %9, align 8, !tbaa !12
  br label %36

116:                                              ; preds = %17
  %117 = add i64 %12, 1
  store i64 %117, ptr %9, align 8, !tbaa !12
  %118 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 5, ptr %118, align 8, !tbaa !26
  br label %119

119:                                              ; preds = %123, %116
  %120 = phi i64 [ %124, %123 ], [ %117, %116 ]
  %121 = getelementptr inbounds i8, ptr %8, i64 %120
  %122 = load i8, ptr %121, align 1, !tbaa !13
  switch i8 %122, label %125 [
    i8 32, label %123
    i8 10, label %123
    i8 9, label %123
    i8 13, label %123
    i8 93, label %134
  ]

123:                                              ; preds = %119, %119, %119, %119
  %124 = add i64 %120, 1
  store i64 %124, ptr %9, align 8, !tbaa !12
  br label %119, !llvm.loop !14

125:                                              ; preds = %119
  %126 = add nsw i32 %1, 1
  %127 = tail call fastcc ptr @parse_value(ptr noundef nonnull %0, i32 noundef %126)
  %128 = icmp eq ptr %127, null
  br i1 %128, label %136, label %129

129:                                              ; preds = %125
  %130 = getelementptr inbounds i8, ptr %118, i64 40
  %131 = getelementptr inbounds i8, ptr %118, i64 44
  %132 = getelementptr inbounds i8, ptr %118, i64 24
  %133 = getelementptr inbounds i8, ptr %118, i64 32
  br label %137

134:                                              ; preds = %119
  %135 = add i64 %120, 1
  store i64 %135, ptr %9, align 8, !tbaa !12
  br label %298

136:                                              ; preds = %187, %125
  tail call fastcc void @jfree(ptr noundef nonnull %118)
  br label %298

137:                                              ; preds = %129, %187
  %138 = phi ptr [ %127, %129 ], [ %189, %187 ]
  %139 = load i32, ptr %130, align 8, !tbaa !28
  %140 = load i32, ptr %131, align 4, !tbaa !43
  %141 = icmp eq i32 %139, %140
  br i1 %141, label %142, label %161

142:                                              ; preds = %137
  %143 = icmp eq i32 %139, 0
  %144 = shl nsw i32 %139, 1
  %145 = select i1 %143, i32 4, i32 %144
  store i32 %145, ptr %131, align 4, !tbaa !43
  %146 = load ptr, ptr %132, align 8, !tbaa !30
  %147 = sext i32 %145 to i64
  %148 = shl nsw i64 %147, 3
  %149 = tail call ptr @realloc(ptr noundef %146, i64 noundef %148) #20
  store ptr %149, ptr %132, align 8, !tbaa !30
  %150 = load i32, ptr %118, align 8, !tbaa !26
  %151 = icmp eq i32 %150, 6
  br i1 %151, label %154, label %152

152:                                              ; preds = %142
  %153 = load i32, ptr %130, align 8, !tbaa !28
  br label %169

154:                                              ; preds = %142
  %155 = load ptr, ptr %133, align 8, !tbaa !29
  %156 = load i32, ptr %131, align 4, !tbaa !43
  %157 = sext i32 %156 to i64
  %158 = shl nsw i64 %157, 3
  %159 = tail call ptr @realloc(ptr noundef %155, i64 noundef %158) #20
  store ptr %159, ptr %133, align 8, !tbaa !29
  %160 = load i32, ptr %130, align 8, !tbaa !28
  br label %161

161:                                              ; preds = %154, %137
  %162 = phi i32 [ %160, %154 ], [ %139, %137 ]
  %163 = load i32, ptr %118, align 8, !tbaa !26
  %164 = icmp eq i32 %163, 6
  br i1 %164, label %165, label %169

165:                                              ; preds = %161
  %166 = load ptr, ptr %133, align 8, !tbaa !29
  %167 = sext i32 %162 to i64
  %168 = getelementptr inbounds ptr, ptr %166, i64 %167
  store ptr null, ptr %168, align 8, !tbaa !24
  br label %169

169:                                              ; preds = %152, %161, %165
  %170 = phi i32 [ %153, %152 ], [ %162, %165 ], [ %162, %161 ]
  %171 = load ptr, ptr %132, align 8, !tbaa !30
  %172 = add nsw i32 %170, 1
  store i32 %172, ptr %130, align 8, !tbaa !28
  %173 = sext i32 %170 to i64
  %174 = getelementptr inbounds ptr, ptr %171, i64 %173
  store ptr %138, ptr %174, align 8, !tbaa !24
  %175 = load ptr, ptr %0, align 8, !tbaa !6
  %176 = load i64, ptr %9, align 8, !tbaa !12
  br label %177

177:                                              ; preds = %181, %169
  %178 = phi i64 [ %182, %181 ], [ %176, %169 ]
  %179 = getelementptr inbounds i8, ptr %175, i64 %178
  %180 = load i8, ptr %179, align 1, !tbaa !13
  switch i8 %180, label %185 [
    i8 32, label %181
    i8 10, label %181
    i8 9, label %181
    i8 13, label %181
    i8 44, label %187
    i8 93, label %183
  ]

181:                                              ; preds = %177, %177, %177, %177
  %182 = add i64 %178, 1
  store i64 %182, ptr %9, align 8, !tbaa !12
  br label %177, !llvm.loop !14

183:                                              ; preds = %177
  %184 = add i64 %178, 1
  store i64 %184, ptr %9, align 8, !tbaa !12
  br label %298

185:                                              ; preds = %177
  %186 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.37, ptr %186, align 8, !tbaa !16
  tail call fastcc void @jfree(ptr noundef nonnull %118)
  br label %298

187:                                              ; preds = %177
  %188 = add i64 %178, 1
  store i64 %188, ptr %9, align 8, !tbaa !12
  %189 = tail call fastcc ptr @parse_value(ptr noundef nonnull %0, i32 noundef %126)
  %190 = icmp eq ptr %189, null
  br i1 %190, label %136, label %137

191:                                              ; preds = %17
  %192 = tail call fastcc ptr @parse_string(ptr noundef nonnull %0)
  %193 = icmp eq ptr %192, null
  br i1 %193, label %298, label %194

194:                                              ; preds = %191
  %195 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 4, ptr %195, align 8, !tbaa !26
  %196 = getelementptr inbounds i8, ptr %195, i64 16
  store ptr %192, ptr %196, align 8, !tbaa !39
  br label %298

197:                                              ; preds = %17
  %198 = add i8 %14, -48
  %199 = icmp ult i8 %198, 10
  br i1 %199, label %204, label %276

200:                                              ; preds = %17
  %201 = add i64 %12, 1
  store i64 %201, ptr %9, align 8, !tbaa !12
  %202 = getelementptr inbounds i8, ptr %8, i64 %201
  %203 = load i8, ptr %202, align 1, !tbaa !13
  br label %204

204:                                              ; preds = %197, %200
  %205 = phi i8 [ %203, %200 ], [ %14, %197 ]
  %206 = phi i64 [ %201, %200 ], [ %12, %197 ]
  %207 = icmp eq i8 %205, 48
  br i1 %207, label %208, label %212

208:                                              ; preds = %204
  %209 = add i64 %206, 1
  store i64 %209, ptr %9, align 8, !tbaa !12
  %210 = getelementptr inbounds i8, ptr %8, i64 %209
  %211 = load i8, ptr %210, align 1, !tbaa !13
  br label %224

212:                                              ; preds = %204
  %213 = add i8 %205, -49
  %214 = icmp ult i8 %213, 9
  br i1 %214, label %215, label %222

215:                                              ; preds = %212, %215
  %216 = phi i64 [ %217, %215 ], [ %206, %212 ]
  %217 = add i64 %216, 1
  store i64 %217, ptr %9, align 8, !tbaa !12
  %218 = getelementptr inbounds i8, ptr %8, i64 %217
  %219 = load i8, ptr %218, align 1, !tbaa !13
  %220 = add i8 %219, -48
  %221 = icmp ult i8 %220, 10
  br i1 %221, label %215, label %224, !llvm.loop !46

222:                                              ; preds = %212
  %223 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.51, ptr %223, align 8, !tbaa !16
  br label %298

224:                                              ; preds = %215, %208
  %225 = phi i8 [ %211, %208 ], [ %219, %215 ]
  %226 = phi i64 [ %209, %208 ], [ %217, %215 ]
  %227 = icmp eq i8 %225, 46
  br i1 %227, label %228, label %243

228:                                              ; preds = %224
  %229 = add i64 %226, 1
  store i64 %229, ptr %9, align 8, !tbaa !12
  %230 = getelementptr inbounds i8, ptr %8, i64 %229
  %231 = load i8, ptr %230, align 1, !tbaa !13
  %232 = add i8 %231, -48
  %233 = icmp ult i8 %232, 10
  br i1 %233, label %236, label %234

234:                                              ; preds = %228
  %235 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.52, ptr %235, align 8, !tbaa !16
  br label %298

236:                                              ; preds = %228, %236
  %237 = phi i64 [ %238, %236 ], [ %229, %228 ]
  %238 = add i64 %237, 1
  store i64 %238, ptr %9, align 8, !tbaa !12
  %239 = getelementptr inbounds i8, ptr %8, i64 %238
  %240 = load i8, ptr %239, align 1, !tbaa !13
  %241 = add i8 %240, -48
  %242 = icmp ult i8 %241, 10
  br i1 %242, label %236, label %243, !llvm.loop !47

243:                                              ; preds = %236, %224
  %244 = phi i8 [ %225, %224 ], [ %240, %236 ]
  %245 = phi i64 [ %226, %224 ], [ %238, %236 ]
  switch i8 %244, label %268 [
    i8 101, label %246
    i8 69, label %246
  ]

246:                                              ; preds = %243, %243
  %247 = add i64 %245, 1
  store i64 %247, ptr %9, align 8, !tbaa !12
  %248 = getelementptr inbounds i8, ptr %8, i64 %247
  %249 = load i8, ptr %248, align 1, !tbaa !13
  switch i8 %249, label %254 [
    i8 43, label %250
    i8 45, label %250
  ]

250:                                              ; preds = %246, %246
  %251 = add i64 %245, 2
  store i64 %251, ptr %9, align 8, !tbaa !12
  %252 = getelementptr inbounds i8, ptr %8, i64 %251
  %253 = load i8, ptr %252, align 1, !tbaa !13
  br label %254

254:                                              ; preds = %250, %246
  %255 = phi i8 [ %249, %246 ], [ %253, %250 ]
  %256 = phi i64 [ %247, %246 ], [ %251, %250 ]
  %257 = add i8 %255, -48
  %258 = icmp ult i8 %257, 10
  br i1 %258, label %261, label %259

259:                                              ; preds = %254
  %260 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.53, ptr %260, align 8, !tbaa !16
  br label %298

261:                                              ; preds = %254, %261
  %262 = phi i64 [ %263, %261 ], [ %256, %254 ]
  %263 = add i64 %262, 1
  store i64 %263, ptr %9, align 8, !tbaa !12
  %264 = getelementptr inbounds i8, ptr %8, i64 %263
  %265 = load i8, ptr %264, align 1, !tbaa !13
  %266 = add i8 %265, -48
  %267 = icmp ult i8 %266, 10
  br i1 %267, label %261, label %268, !llvm.loop !48

268:                                              ; preds = %261, %243
  %269 = phi i64 [ %245, %243 ], [ %263, %261 ]
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %3) #17
  %270 = sub i64 %269, %12
  %271 = tail call i64 @llvm.umin.i64(i64 %270, i64 63)
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 1 %3, ptr nonnull align 1 %18, i64 %271, i1 false)
  %272 = getelementptr inbounds [64 x i8], ptr %3, i64 0, i64 %271
  store i8 0, ptr %272, align 1, !tbaa !13
  %273 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 3, ptr %273, align 8, !tbaa !26
  %274 = call double @strtod(ptr nocapture noundef nonnull %3, ptr noundef null) #17
  %275 = getelementptr inbounds i8, ptr %273, i64 8
  store double %274, ptr %275, align 8, !tbaa !37
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %3) #17
  br label %298

276:                                              ; preds = %197
  %277 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %18, ptr noundef nonnull dereferenceable(5) @.str.38, i64 noundef 4) #18
  %278 = icmp eq i32 %277, 0
  br i1 %278, label %279, label %282

279:                                              ; preds = %276
  %280 = add i64 %12, 4
  store i64 %280, ptr %9, align 8, !tbaa !12
  %281 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 2, ptr %281, align 8, !tbaa !26
  br label %298

282:                                              ; preds = %276
  %283 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %18, ptr noundef nonnull dereferenceable(6) @.str.39, i64 noundef 5) #18
  %284 = icmp eq i32 %283, 0
  br i1 %284, label %285, label %288

285:                                              ; preds = %282
  %286 = add i64 %12, 5
  store i64 %286, ptr %9, align 8, !tbaa !12
  %287 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  store i32 1, ptr %287, align 8, !tbaa !26
  br label %298

288:                                              ; preds = %282
  %289 = tail call i32 @strncmp(ptr noundef nonnull dereferenceable(1) %18, ptr noundef nonnull dereferenceable(5) @.str.40, i64 noundef 4) #18
  %290 = icmp eq i32 %289, 0
  br i1 %290, label %291, label %294

291:                                              ; preds = %288
  %292 = add i64 %12, 4
  store i64 %292, ptr %9, align 8, !tbaa !12
  %293 = tail call noalias noundef dereferenceable_or_null(48) ptr @calloc(i64 noundef 1, i64 noundef 48) #19
  br label %298

294:                                              ; preds = %288
  %295 = icmp eq i8 %14, 0
  %296 = select i1 %295, ptr @.str.42, ptr @.str.41
  %297 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %296, ptr %297, align 8, !tbaa !16
  br label %298

298:                                              ; preds = %136, %185, %183, %64, %112, %110, %48, %58, %268, %259, %234, %222, %279, %285, %291, %294, %34, %134, %191, %194, %5
  %299 = phi ptr [ null, %5 ], [ null, %294 ], [ %293, %291 ], [ %287, %285 ], [ %281, %279 ], [ %21, %34 ], [ %118, %134 ], [ %195, %194 ], [ null, %191 ], [ %273, %268 ], [ null, %259 ], [ null, %234 ], [ null, %222 ], [ null, %64 ], [ null, %112 ], [ %21, %110 ], [ null, %48 ], [ null, %58 ], [ null, %136 ], [ null, %185 ], [ %118, %183 ]
  ret ptr %299
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @parse_string(ptr nocapture noundef %0) unnamed_addr #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = load ptr, ptr %0, align 8, !tbaa !6
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = load i64, ptr %5, align 8, !tbaa !12
  %7 = getelementptr inbounds i8, ptr %4, i64 %6
  %8 = load i8, ptr %7, align 1, !tbaa !13
  %9 = icmp eq i8 %8, 34
  br i1 %9, label %12, label %10

10:                                               ; preds = %1
  %11 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.43, ptr %11, align 8, !tbaa !16
  br label %385

12:                                               ; preds = %1
  %13 = add i64 %6, 1
  store i64 %13, ptr %5, align 8, !tbaa !12
  %14 = tail call dereferenceable_or_null(64) ptr @malloc(i64 64)
  store i8 0, ptr %14, align 1, !tbaa !13
  %15 = getelementptr inbounds i8, ptr %14, i64 1
  store i8 0, ptr %15, align 1, !tbaa !13
  %16 = getelementptr inbounds i8, ptr %4, i64 %13
  %17 = load i8, ptr %16, align 1, !tbaa !13
  %18 = icmp eq i8 %17, 0
  br i1 %18, label %19, label %22

19:                                               ; preds = %376, %12
  %20 = phi ptr [ %14, %12 ], [ %377, %376 ]
  %21 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.44, ptr %21, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %20) #17
  br label %385

22:                                               ; preds = %12, %376
  %23 = phi i8 [ %383, %376 ], [ %17, %12 ]
  %24 = phi i64 [ %381, %376 ], [ %13, %12 ]
  %25 = phi ptr [ %380, %376 ], [ %4, %12 ]
  %26 = phi i64 [ %379, %376 ], [ 64, %12 ]
  %27 = phi i64 [ %378, %376 ], [ 0, %12 ]
  %28 = phi ptr [ %377, %376 ], [ %14, %12 ]
  %29 = icmp ult i8 %23, 32
  br i1 %29, label %30, label %32

30:                                               ; preds = %22
  %31 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.45, ptr %31, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %28) #17
  br label %385

32:                                               ; preds = %22
  %33 = add i64 %24, 1
  store i64 %33, ptr %5, align 8, !tbaa !12
  switch i8 %23, label %34 [
    i8 34, label %385
    i8 92, label %48
  ]

34:                                               ; preds = %32
  %35 = add i64 %27, 2
  %36 = icmp ugt i64 %35, %26
  br i1 %36, label %37, label %42

37:                                               ; preds = %34
  %38 = icmp eq i64 %26, 0
  %39 = shl i64 %26, 1
  %40 = select i1 %38, i64 64, i64 %39
  %41 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %40) #20
  br label %42

42:                                               ; preds = %34, %37
  %43 = phi ptr [ %41, %37 ], [ %28, %34 ]
  %44 = phi i64 [ %40, %37 ], [ %26, %34 ]
  %45 = add i64 %27, 1
  %46 = getelementptr inbounds i8, ptr %43, i64 %27
  store i8 %23, ptr %46, align 1, !tbaa !13
  %47 = getelementptr inbounds i8, ptr %43, i64 %45
  store i8 0, ptr %47, align 1, !tbaa !13
  br label %376

48:                                               ; preds = %32
  %49 = add i64 %24, 2
  store i64 %49, ptr %5, align 8, !tbaa !12
  %50 = getelementptr inbounds i8, ptr %25, i64 %33
  %51 = load i8, ptr %50, align 1, !tbaa !13
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
  ]

52:                                               ; preds = %48
  %53 = add i64 %27, 2
  %54 = icmp ugt i64 %53, %26
  br i1 %54, label %55, label %60

55:                                               ; preds = %52
  %56 = icmp eq i64 %26, 0
  %57 = shl i64 %26, 1
  %58 = select i1 %56, i64 64, i64 %57
  %59 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %58) #20
  br label %60

60:                                               ; preds = %52, %55
  %61 = phi ptr [ %59, %55 ], [ %28, %52 ]
  %62 = phi i64 [ %58, %55 ], [ %26, %52 ]
  %63 = add i64 %27, 1
  %64 = getelementptr inbounds i8, ptr %61, i64 %27
  store i8 34, ptr %64, align 1, !tbaa !13
  %65 = getelementptr inbounds i8, ptr %61, i64 %63
  store i8 0, ptr %65, align 1, !tbaa !13
  br label %376

66:                                               ; preds = %48
  %67 = add i64 %27, 2
  %68 = icmp ugt i64 %67, %26
  br i1 %68, label %69, label %74

69:                                               ; preds = %66
  %70 = icmp eq i64 %26, 0
  %71 = shl i64 %26, 1
  %72 = select i1 %70, i64 64, i64 %71
  %73 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %72) #20
  br label %74

74:                                               ; preds = %66, %69
  %75 = phi ptr [ %73, %69 ], [ %28, %66 ]
  %76 = phi i64 [ %72, %69 ], [ %26, %66 ]
  %77 = add i64 %27, 1
  %78 = getelementptr inbounds i8, ptr %75, i64 %27
  store i8 92, ptr %78, align 1, !tbaa !13
  %79 = getelementptr inbounds i8, ptr %75, i64 %77
  store i8 0, ptr %79, align 1, !tbaa !13
  br label %376

80:                                               ; preds = %48
  %81 = add i64 %27, 2
  %82 = icmp ugt i64 %81, %26
  br i1 %82, label %83, label %88

83:                                               ; preds = %80
  %84 = icmp eq i64 %26, 0
  %85 = shl i64 %26, 1
  %86 = select i1 %84, i64 64, i64 %85
  %87 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %86) #20
  br label %88

88:                                               ; preds = %80, %83
  %89 = phi ptr [ %87, %83 ], [ %28, %80 ]
  %90 = phi i64 [ %86, %83 ], [ %26, %80 ]
  %91 = add i64 %27, 1
  %92 = getelementptr inbounds i8, ptr %89, i64 %27
  store i8 47, ptr %92, align 1, !tbaa !13
  %93 = getelementptr inbounds i8, ptr %89, i64 %91
  store i8 0, ptr %93, align 1, !tbaa !13
  br label %376

94:                                               ; preds = %48
  %95 = add i64 %27, 2
  %96 = icmp ugt i64 %95, %26
  br i1 %96, label %97, label %102

97:                                               ; preds = %94
  %98 = icmp eq i64 %26, 0
  %99 = shl i64 %26, 1
  %100 = select i1 %98, i64 64, i64 %99
  %101 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %100) #20
  br label %102

102:                                              ; preds = %94, %97
  %103 = phi ptr [ %101, %97 ], [ %28, %94 ]
  %104 = phi i64 [ %100, %97 ], [ %26, %94 ]
  %105 = add i64 %27, 1
  %106 = getelementptr inbounds i8, ptr %103, i64 %27
  store i8 8, ptr %106, align 1, !tbaa !13
  %107 = getelementptr inbounds i8, ptr %103, i64 %105
  store i8 0, ptr %107, align 1, !tbaa !13
  br label %376

108:                                              ; preds = %48
  %109 = add i64 %27, 2
  %110 = icmp ugt i64 %109, %26
  br i1 %110, label %111, label %116

111:                                              ; preds = %108
  %112 = icmp eq i64 %26, 0
  %113 = shl i64 %26, 1
  %114 = select i1 %112, i64 64, i64 %113
  %115 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %114) #20
  br label %116

116:                                              ; preds = %108, %111
  %117 = phi ptr [ %115, %111 ], [ %28, %108 ]
  %118 = phi i64 [ %114, %111 ], [ %26, %108 ]
  %119 = add i64 %27, 1
  %120 = getelementptr inbounds i8, ptr %117, i64 %27
  store i8 12, ptr %120, align 1, !tbaa !13
  %121 = getelementptr inbounds i8, ptr %117, i64 %119
  store i8 0, ptr %121, align 1, !tbaa !13
  br label %376

122:                                              ; preds = %48
  %123 = add i64 %27, 2
  %124 = icmp ugt i64 %123, %26
  br i1 %124, label %125, label %130

125:                                              ; preds = %122
  %126 = icmp eq i64 %26, 0
  %127 = shl i64 %26, 1
  %128 = select i1 %126, i64 64, i64 %127
  %129 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %128) #20
  br label %130

130:                                              ; preds = %122, %125
  %131 = phi ptr [ %129, %125 ], [ %28, %122 ]
  %132 = phi i64 [ %128, %125 ], [ %26, %122 ]
  %133 = add i64 %27, 1
  %134 = getelementptr inbounds i8, ptr %131, i64 %27
  store i8 10, ptr %134, align 1, !tbaa !13
  %135 = getelementptr inbounds i8, ptr %131, i64 %133
  store i8 0, ptr %135, align 1, !tbaa !13
  br label %376

136:                                              ; preds = %48
  %137 = add i64 %27, 2
  %138 = icmp ugt i64 %137, %26
  br i1 %138, label %139, label %144

139:                                              ; preds = %136
  %140 = icmp eq i64 %26, 0
  %141 = shl i64 %26, 1
  %142 = select i1 %140, i64 64, i64 %141
  %143 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %142) #20
  br label %144

144:                                              ; preds = %136, %139
  %145 = phi ptr [ %143, %139 ], [ %28, %136 ]
  %146 = phi i64 [ %142, %139 ], [ %26, %136 ]
  %147 = add i64 %27, 1
  %148 = getelementptr inbounds i8, ptr %145, i64 %27
  store i8 13, ptr %148, align 1, !tbaa !13
  %149 = getelementptr inbounds i8, ptr %145, i64 %147
  store i8 0, ptr %149, align 1, !tbaa !13
  br label %376

150:                                              ; preds = %48
  %151 = add i64 %27, 2
  %152 = icmp ugt i64 %151, %26
  br i1 %152, label %153, label %158

153:                                              ; preds = %150
  %154 = icmp eq i64 %26, 0
  %155 = shl i64 %26, 1
  %156 = select i1 %154, i64 64, i64 %155
  %157 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %156) #20
  br label %158

158:                                              ; preds = %150, %153
  %159 = phi ptr [ %157, %153 ], [ %28, %150 ]
  %160 = phi i64 [ %156, %153 ], [ %26, %150 ]
  %161 = add i64 %27, 1
  %162 = getelementptr inbounds i8, ptr %159, i64 %27
  store i8 9, ptr %162, align 1, !tbaa !13
  %163 = getelementptr inbounds i8, ptr %159, i64 %161
  store i8 0, ptr %163, align 1, !tbaa !13
  br label %376

164:                                              ; preds = %48
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #17
  %165 = call fastcc i32 @read_hex4(ptr noundef nonnull %0, ptr noundef nonnull %2)
  %166 = icmp eq i32 %165, 0
  br i1 %166, label %167, label %169

167:                                              ; preds = %164
  %168 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.46, ptr %168, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %28) #17
  br label %368

169:                                              ; preds = %164
  %170 = load i32, ptr %2, align 4
  %171 = and i32 %170, -1024
  switch i32 %171, label %201 [
    i32 55296, label %172
    i32 56320, label %199
  ]

172:                                              ; preds = %169
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3) #17
  %173 = load ptr, ptr %0, align 8, !tbaa !6
  %174 = load i64, ptr %5, align 8, !tbaa !12
  %175 = getelementptr inbounds i8, ptr %173, i64 %174
  %176 = load i8, ptr %175, align 1, !tbaa !13
  %177 = icmp eq i8 %176, 92
  br i1 %177, label %178, label %365

178:                                              ; preds = %172
  %179 = getelementptr i8, ptr %175, i64 1
  %180 = load i8, ptr %179, align 1, !tbaa !13
  %181 = icmp eq i8 %180, 117
  br i1 %181, label %182, label %365

182:                                              ; preds = %178
  %183 = add i64 %174, 2
  store i64 %183, ptr %5, align 8, !tbaa !12
  %184 = call fastcc i32 @read_hex4(ptr noundef nonnull %0, ptr noundef nonnull %3)
  %185 = icmp eq i32 %184, 0
  %186 = load i32, ptr %3, align 4
  %187 = add i32 %186, -57344
  %188 = icmp ult i32 %187, -1024
  %189 = select i1 %185, i1 true, i1 %188
  br i1 %189, label %365, label %190

190:                                              ; preds = %182
  %191 = shl nuw nsw i32 %170, 10
  %192 = add nsw i32 %191, -56613888
  %193 = add nsw i32 %192, %186
  store i32 %193, ptr %2, align 4, !tbaa !20
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #17
  %194 = add i64 %27, 2
  %195 = icmp ugt i64 %194, %26
  %196 = lshr i32 %193, 18
  %197 = trunc i32 %196 to i8
  %198 = or i8 %197, -16
  br i1 %195, label %303, label %310

199:                                              ; preds = %169
  %200 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.49, ptr %200, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %28) #17
  br label %368

201:                                              ; preds = %169
  %202 = icmp ult i32 %170, 128
  br i1 %202, label %203, label %217

203:                                              ; preds = %201
  %204 = trunc nuw nsw i32 %170 to i8
  %205 = add i64 %27, 2
  %206 = icmp ugt i64 %205, %26
  br i1 %206, label %207, label %212

207:                                              ; preds = %203
  %208 = icmp eq i64 %26, 0
  %209 = shl i64 %26, 1
  %210 = select i1 %208, i64 64, i64 %209
  %211 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %210) #20
  br label %212

212:                                              ; preds = %207, %203
  %213 = phi ptr [ %211, %207 ], [ %28, %203 ]
  %214 = phi i64 [ %210, %207 ], [ %26, %203 ]
  %215 = add i64 %27, 1
  %216 = getelementptr inbounds i8, ptr %213, i64 %27
  store i8 %204, ptr %216, align 1, !tbaa !13
  br label %369

217:                                              ; preds = %201
  %218 = icmp ult i32 %170, 2048
  br i1 %218, label %219, label %250

219:                                              ; preds = %217
  %220 = lshr i32 %170, 6
  %221 = trunc nuw i32 %220 to i8
  %222 = or disjoint i8 %221, -64
  %223 = add i64 %27, 2
  %224 = icmp ugt i64 %223, %26
  br i1 %224, label %225, label %230

225:                                              ; preds = %219
  %226 = icmp eq i64 %26, 0
  %227 = shl i64 %26, 1
  %228 = select i1 %226, i64 64, i64 %227
  %229 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %228) #20
  br label %230

230:                                              ; preds = %225, %219
  %231 = phi ptr [ %229, %225 ], [ %28, %219 ]
  %232 = phi i64 [ %228, %225 ], [ %26, %219 ]
  %233 = add i64 %27, 1
  %234 = getelementptr inbounds i8, ptr %231, i64 %27
  store i8 %222, ptr %234, align 1, !tbaa !13
  %235 = getelementptr inbounds i8, ptr %231, i64 %233
  store i8 0, ptr %235, align 1, !tbaa !13
  %236 = trunc i32 %170 to i8
  %237 = and i8 %236, 63
  %238 = or disjoint i8 %237, -128
  %239 = add i64 %27, 3
  %240 = icmp ugt i64 %239, %232
  br i1 %240, label %241, label %246

241:                                              ; preds = %230
  %242 = icmp eq i64 %232, 0
  %243 = shl i64 %232, 1
  %244 = select i1 %242, i64 64, i64 %243
  %245 = tail call ptr @realloc(ptr noundef nonnull %231, i64 noundef %244) #20
  br label %246

246:                                              ; preds = %241, %230
  %247 = phi ptr [ %245, %241 ], [ %231, %230 ]
  %248 = phi i64 [ %244, %241 ], [ %232, %230 ]
  %249 = getelementptr inbounds i8, ptr %247, i64 %233
  store i8 %238, ptr %249, align 1, !tbaa !13
  br label %369

250:                                              ; preds = %217
  %251 = icmp ult i32 %170, 65536
  %252 = add i64 %27, 2
  %253 = icmp ugt i64 %252, %26
  br i1 %251, label %254, label %299

254:                                              ; preds = %250
  %255 = lshr i32 %170, 12
  %256 = trunc nuw i32 %255 to i8
  %257 = or disjoint i8 %256, -32
  br i1 %253, label %258, label %263

258:                                              ; preds = %254
  %259 = icmp eq i64 %26, 0
  %260 = shl i64 %26, 1
  %261 = select i1 %259, i64 64, i64 %260
  %262 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %261) #20
  br label %263

263:                                              ; preds = %258, %254
  %264 = phi ptr [ %262, %258 ], [ %28, %254 ]
  %265 = phi i64 [ %261, %258 ], [ %26, %254 ]
  %266 = add i64 %27, 1
  %267 = getelementptr inbounds i8, ptr %264, i64 %27
  store i8 %257, ptr %267, align 1, !tbaa !13
  %268 = getelementptr inbounds i8, ptr %264, i64 %266
  store i8 0, ptr %268, align 1, !tbaa !13
  %269 = lshr i32 %170, 6
  %270 = trunc i32 %269 to i8
  %271 = and i8 %270, 63
  %272 = or disjoint i8 %271, -128
  %273 = add i64 %27, 3
  %274 = icmp ugt i64 %273, %265
  br i1 %274, label %275, label %280

275:                                              ; preds = %263
  %276 = icmp eq i64 %265, 0
  %277 = shl i64 %265, 1
  %278 = select i1 %276, i64 64, i64 %277
  %279 = tail call ptr @realloc(ptr noundef nonnull %264, i64 noundef %278) #20
  br label %280

280:                                              ; preds = %275, %263
  %281 = phi ptr [ %279, %275 ], [ %264, %263 ]
  %282 = phi i64 [ %278, %275 ], [ %265, %263 ]
  %283 = getelementptr inbounds i8, ptr %281, i64 %266
  store i8 %272, ptr %283, align 1, !tbaa !13
  %284 = getelementptr inbounds i8, ptr %281, i64 %252
  store i8 0, ptr %284, align 1, !tbaa !13
  %285 = trunc i32 %170 to i8
  %286 = and i8 %285, 63
  %287 = or disjoint i8 %286, -128
  %288 = add i64 %27, 4
  %289 = icmp ugt i64 %288, %282
  br i1 %289, label %290, label %295

290:                                              ; preds = %280
  %291 = icmp eq i64 %282, 0
  %292 = shl i64 %282, 1
  %293 = select i1 %291, i64 64, i64 %292
  %294 = tail call ptr @realloc(ptr noundef nonnull %281, i64 noundef %293) #20
  br label %295

295:                                              ; preds = %290, %280
  %296 = phi ptr [ %294, %290 ], [ %281, %280 ]
  %297 = phi i64 [ %293, %290 ], [ %282, %280 ]
  %298 = getelementptr inbounds i8, ptr %296, i64 %252
  store i8 %287, ptr %298, align 1, !tbaa !13
  br label %369

299:                                              ; preds = %250
  %300 = lshr i32 %170, 18
  %301 = trunc i32 %300 to i8
  %302 = or i8 %301, -16
  br i1 %253, label %303, label %310

303:                                              ; preds = %190, %299
  %304 = phi i8 [ %198, %190 ], [ %302, %299 ]
  %305 = phi i32 [ %193, %190 ], [ %170, %299 ]
  %306 = icmp eq i64 %26, 0
  %307 = shl i64 %26, 1
  %308 = select i1 %306, i64 64, i64 %307
  %309 = tail call ptr @realloc(ptr noundef nonnull %28, i64 noundef %308) #20
  br label %310

310:                                              ; preds = %190, %303, %299
  %311 = phi i8 [ %304, %303 ], [ %302, %299 ], [ %198, %190 ]
  %312 = phi i32 [ %305, %303 ], [ %170, %299 ], [ %193, %190 ]
  %313 = phi ptr [ %309, %303 ], [ %28, %299 ], [ %28, %190 ]
  %314 = phi i64 [ %308, %303 ], [ %26, %299 ], [ %26, %190 ]
  %315 = add i64 %27, 1
  %316 = getelementptr inbounds i8, ptr %313, i64 %27
  store i8 %311, ptr %316, align 1, !tbaa !13
  %317 = getelementptr inbounds i8, ptr %313, i64 %315
  store i8 0, ptr %317, align 1, !tbaa !13
  %318 = lshr i32 %312, 12
  %319 = trunc i32 %318 to i8
  %320 = and i8 %319, 63
  %321 = or disjoint i8 %320, -128
  %322 = add i64 %27, 3
  %323 = icmp ugt i64 %322, %314
  br i1 %323, label %324, label %329

324:                                              ; preds = %310
  %325 = icmp eq i64 %314, 0
  %326 = shl i64 %314, 1
  %327 = select i1 %325, i64 64, i64 %326
  %328 = tail call ptr @realloc(ptr noundef nonnull %313, i64 noundef %327) #20
  br label %329

329:                                              ; preds = %324, %310
  %330 = phi ptr [ %328, %324 ], [ %313, %310 ]
  %331 = phi i64 [ %327, %324 ], [ %314, %310 ]
  %332 = add i64 %27, 2
  %333 = getelementptr inbounds i8, ptr %330, i64 %315
  store i8 %321, ptr %333, align 1, !tbaa !13
  %334 = getelementptr inbounds i8, ptr %330, i64 %332
  store i8 0, ptr %334, align 1, !tbaa !13
  %335 = lshr i32 %312, 6
  %336 = trunc i32 %335 to i8
  %337 = and i8 %336, 63
  %338 = or disjoint i8 %337, -128
  %339 = add i64 %27, 4
  %340 = icmp ugt i64 %339, %331
  br i1 %340, label %341, label %346

341:                                              ; preds = %329
  %342 = icmp eq i64 %331, 0
  %343 = shl i64 %331, 1
  %344 = select i1 %342, i64 64, i64 %343
  %345 = tail call ptr @realloc(ptr noundef nonnull %330, i64 noundef %344) #20
  br label %346

346:                                              ; preds = %341, %329
  %347 = phi ptr [ %345, %341 ], [ %330, %329 ]
  %348 = phi i64 [ %344, %341 ], [ %331, %329 ]
  %349 = getelementptr inbounds i8, ptr %347, i64 %332
  store i8 %338, ptr %349, align 1, !tbaa !13
  %350 = getelementptr inbounds i8, ptr %347, i64 %322
  store i8 0, ptr %350, align 1, !tbaa !13
  %351 = trunc i32 %312 to i8
  %352 = and i8 %351, 63
  %353 = or disjoint i8 %352, -128
  %354 = add i64 %27, 5
  %355 = icmp ugt i64 %354, %348
  br i1 %355, label %356, label %361

356:                                              ; preds = %346
  %357 = icmp eq i64 %348, 0
  %358 = shl i64 %348, 1
  %359 = select i1 %357, i64 64, i64 %358
  %360 = tail call ptr @realloc(ptr noundef nonnull %347, i64 noundef %359) #20
  br label %361

361:                                              ; preds = %356, %346
  %362 = phi ptr [ %360, %356 ], [ %347, %346 ]
  %363 = phi i64 [ %359, %356 ], [ %348, %346 ]
  %364 = getelementptr inbounds i8, ptr %362, i64 %322
  store i8 %353, ptr %364, align 1, !tbaa !13
  br label %369

365:                                              ; preds = %182, %172, %178
  %366 = phi ptr [ @.str.47, %178 ], [ @.str.47, %172 ], [ @.str.48, %182 ]
  %367 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr %366, ptr %367, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %28) #17
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3) #17
  br label %368

368:                                              ; preds = %199, %167, %365
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #17
  br label %385

369:                                              ; preds = %361, %295, %246, %212
  %370 = phi ptr [ %213, %212 ], [ %247, %246 ], [ %296, %295 ], [ %362, %361 ]
  %371 = phi i64 [ %215, %212 ], [ %223, %246 ], [ %273, %295 ], [ %339, %361 ]
  %372 = phi i64 [ %214, %212 ], [ %248, %246 ], [ %297, %295 ], [ %363, %361 ]
  %373 = getelementptr inbounds i8, ptr %370, i64 %371
  store i8 0, ptr %373, align 1, !tbaa !13
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #17
  br label %376

374:                                              ; preds = %48
  %375 = getelementptr inbounds i8, ptr %0, i64 16
  store ptr @.str.50, ptr %375, align 8, !tbaa !16
  tail call void @free(ptr noundef nonnull %28) #17
  br label %385

376:                                              ; preds = %60, %74, %88, %102, %116, %130, %144, %158, %369, %42
  %377 = phi ptr [ %43, %42 ], [ %370, %369 ], [ %159, %158 ], [ %145, %144 ], [ %131, %130 ], [ %117, %116 ], [ %103, %102 ], [ %89, %88 ], [ %75, %74 ], [ %61, %60 ]
  %378 = phi i64 [ %45, %42 ], [ %371, %369 ], [ %161, %158 ], [ %147, %144 ], [ %133, %130 ], [ %119, %116 ], [ %105, %102 ], [ %91, %88 ], [ %77, %74 ], [ %63, %60 ]
  %379 = phi i64 [ %44, %42 ], [ %372, %369 ], [ %160, %158 ], [ %146, %144 ], [ %132, %130 ], [ %118, %116 ], [ %104, %102 ], [ %90, %88 ], [ %76, %74 ], [ %62, %60 ]
  %380 = load ptr, ptr %0, align 8, !tbaa !6
  %381 = load i64, ptr %5, align 8, !tbaa !12
  %382 = getelementptr inbounds i8, ptr %380, i64 %381
  %383 = load i8, ptr %382, align 1, !tbaa !13
  %384 = icmp eq i8 %383, 0
  br i1 %384, label %19, label %22

385:                                              ; preds = %32, %368, %374, %30, %19, %10
  %386 = phi ptr [ null, %10 ], [ null, %19 ], [ null, %30 ], [ null, %374 ], [ null, %368 ], [ %28, %32 ]
  ret ptr %386
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #8

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable
define internal fastcc noundef i32 @read_hex4(ptr nocapture noundef %0, ptr nocapture noundef writeonly %1) unnamed_addr #9 {
  %3 = load ptr, ptr %0, align 8, !tbaa !6
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !12
  %6 = getelementptr i8, ptr %3, i64 %5
  %7 = load i8, ptr %6, align 1, !tbaa !13
  %8 = zext i8 %7 to i32
  %9 = add i8 %7, -48
  %10 = icmp ult i8 %9, 10
  br i1 %10, label %11, label %13

11:                                               ; preds = %2
  %12 = add nsw i32 %8, -48
  br label %22

13:                                               ; preds = %2
  %14 = add i8 %7, -97
  %15 = icmp ult i8 %14, 6
  br i1 %15, label %16, label %18

16:                                               ; preds = %13
  %17 = add nsw i32 %8, -87
  br label %22

18:                                               ; preds = %13
  %19 = add i8 %7, -65
  %20 = icmp ult i8 %19, 6
  %21 = add nsw i32 %8, -55
  br i1 %20, label %22, label %93

22:                                               ; preds = %18, %11, %16
  %23 = phi i32 [ %12, %11 ], [ %17, %16 ], [ %21, %18 ]
  %24 = icmp sgt i32 %23, -1
  br i1 %24, label %25, label %93

25:                                               ; preds = %22
  %26 = getelementptr i8, ptr %6, i64 1
  %27 = load i8, ptr %26, align 1, !tbaa !13
  %28 = zext i8 %27 to i32
  %29 = add i8 %27, -48
  %30 = icmp ult i8 %29, 10
  br i1 %30, label %40, label %31

31:                                               ; preds = %25
  %32 = add i8 %27, -97
  %33 = icmp ult i8 %32, 6
  br i1 %33, label %38, label %34

34:                                               ; preds = %31
  %35 = add i8 %27, -65
  %36 = icmp ult i8 %35, 6
  %37 = add nsw i32 %28, -55
  br i1 %36, label %42, label %93

38:                                               ; preds = %31
  %39 = add nsw i32 %28, -87
  br label %42

40:                                               ; preds = %25
  %41 = add nsw i32 %28, -48
  br label %42

42:                                               ; preds = %40, %38, %34
  %43 = phi i32 [ %41, %40 ], [ %39, %38 ], [ %37, %34 ]
  %44 = icmp sgt i32 %43, -1
  br i1 %44, label %45, label %93

45:                                               ; preds = %42
  %46 = getelementptr i8, ptr %6, i64 2
  %47 = load i8, ptr %46, align 1, !tbaa !13
  %48 = zext i8 %47 to i32
  %49 = add i8 %47, -48
  %50 = icmp ult i8 %49, 10
  br i1 %50, label %60, label %51

51:                                               ; preds = %45
  %52 = add i8 %47, -97
  %53 = icmp ult i8 %52, 6
  br i1 %53, label %58, label %54

54:                                               ; preds = %51
  %55 = add i8 %47, -65
  %56 = icmp ult i8 %55, 6
  %57 = add nsw i32 %48, -55
  br i1 %56, label %62, label %93

58:                                               ; preds = %51
  %59 = add nsw i32 %48, -87
  br label %62

60:                                               ; preds = %45
  %61 = add nsw i32 %48, -48
  br label %62

62:                                               ; preds = %60, %58, %54
  %63 = phi i32 [ %61, %60 ], [ %59, %58 ], [ %57, %54 ]
  %64 = icmp sgt i32 %63, -1
  br i1 %64, label %65, label %93

65:                                               ; preds = %62
  %66 = shl nuw nsw i32 %23, 8
  %67 = shl nuw nsw i32 %43, 4
  %68 = add nuw nsw i32 %66, %67
  %69 = add nuw nsw i32 %63, %68
  %70 = getelementptr i8, ptr %6, i64 3
  %71 = load i8, ptr %70, align 1, !tbaa !13
  %72 = zext i8 %71 to i32
  %73 = add i8 %71, -48
  %74 = icmp ult i8 %73, 10
  br i1 %74, label %84, label %75

75:                                               ; preds = %65
  %76 = add i8 %71, -97
  %77 = icmp ult i8 %76, 6
  br i1 %77, label %82, label %78

78:                                               ; preds = %75
  %79 = add i8 %71, -65
  %80 = icmp ult i8 %79, 6
  %81 = add nsw i32 %72, -55
  br i1 %80, label %86, label %93

82:                                               ; preds = %75
  %83 = add nsw i32 %72, -87
  br label %86

84:                                               ; preds = %65
  %85 = add nsw i32 %72, -48
  br label %86

86:                                               ; preds = %84, %82, %78
  %87 = phi i32 [ %85, %84 ], [ %83, %82 ], [ %81, %78 ]
  %88 = icmp sgt i32 %87, -1
  br i1 %88, label %89, label %93

89:                                               ; preds = %86
  %90 = shl nuw nsw i32 %69, 4
  %91 = add nuw nsw i32 %87, %90
  %92 = add i64 %5, 4
  store i64 %92, ptr %4, align 8, !tbaa !12
  store i32 %91, ptr %1, align 4, !tbaa !20
  br label %93

93:                                               ; preds = %18, %22, %34, %42, %54, %62, %78, %86, %89
  %94 = phi i32 [ 1, %89 ], [ 0, %86 ], [ 0, %78 ], [ 0, %62 ], [ 0, %54 ], [ 0, %42 ], [ 0, %34 ], [ 0, %22 ], [ 0, %18 ]
  ret i32 %94
}

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #10

; Function Attrs: mustprogress nofree nounwind willreturn
declare double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #11

; Function Attrs: nounwind uwtable
define internal fastcc void @print_j(ptr noundef %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) unnamed_addr #0 {
  %5 = alloca [64 x i8], align 4
  %6 = load i32, ptr %1, align 8, !tbaa !26
  switch i32 %6, label %485 [
    i32 0, label %7
    i32 2, label %86
    i32 1, label %165
    i32 3, label %263
    i32 4, label %304
    i32 5, label %307
    i32 6, label %307
  ]

7:                                                ; preds = %4
  %8 = getelementptr inbounds i8, ptr %0, i64 8
  %9 = getelementptr inbounds i8, ptr %0, i64 16
  %10 = load i64, ptr %8, align 8, !tbaa !49
  %11 = add i64 %10, 2
  %12 = load i64, ptr %9, align 8, !tbaa !50
  %13 = icmp ugt i64 %11, %12
  %14 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %13, label %15, label %21

15:                                               ; preds = %7
  %16 = icmp eq i64 %12, 0
  %17 = shl i64 %12, 1
  %18 = select i1 %16, i64 64, i64 %17
  store i64 %18, ptr %9, align 8, !tbaa !50
  %19 = tail call ptr @realloc(ptr noundef %14, i64 noundef %18) #20
  store ptr %19, ptr %0, align 8, !tbaa !17
  %20 = load i64, ptr %8, align 8, !tbaa !49
  br label %21

21:                                               ; preds = %15, %7
  %22 = phi i64 [ %20, %15 ], [ %10, %7 ]
  %23 = phi ptr [ %19, %15 ], [ %14, %7 ]
  %24 = add i64 %22, 1
  store i64 %24, ptr %8, align 8, !tbaa !49
  %25 = getelementptr inbounds i8, ptr %23, i64 %22
  store i8 110, ptr %25, align 1, !tbaa !13
  %26 = load ptr, ptr %0, align 8, !tbaa !17
  %27 = load i64, ptr %8, align 8, !tbaa !49
  %28 = getelementptr inbounds i8, ptr %26, i64 %27
  store i8 0, ptr %28, align 1, !tbaa !13
  %29 = load i64, ptr %8, align 8, !tbaa !49
  %30 = add i64 %29, 2
  %31 = load i64, ptr %9, align 8, !tbaa !50
  %32 = icmp ugt i64 %30, %31
  %33 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %32, label %34, label %40

34:                                               ; preds = %21
  %35 = icmp eq i64 %31, 0
  %36 = shl i64 %31, 1
  %37 = select i1 %35, i64 64, i64 %36
  store i64 %37, ptr %9, align 8, !tbaa !50
  %38 = tail call ptr @realloc(ptr noundef %33, i64 noundef %37) #20
  store ptr %38, ptr %0, align 8, !tbaa !17
  %39 = load i64, ptr %8, align 8, !tbaa !49
  br label %40

40:                                               ; preds = %34, %21
  %41 = phi i64 [ %39, %34 ], [ %29, %21 ]
  %42 = phi ptr [ %38, %34 ], [ %33, %21 ]
  %43 = add i64 %41, 1
  store i64 %43, ptr %8, align 8, !tbaa !49
  %44 = getelementptr inbounds i8, ptr %42, i64 %41
  store i8 117, ptr %44, align 1, !tbaa !13
  %45 = load ptr, ptr %0, align 8, !tbaa !17
  %46 = load i64, ptr %8, align 8, !tbaa !49
  %47 = getelementptr inbounds i8, ptr %45, i64 %46
  store i8 0, ptr %47, align 1, !tbaa !13
  %48 = load i64, ptr %8, align 8, !tbaa !49
  %49 = add i64 %48, 2
  %50 = load i64, ptr %9, align 8, !tbaa !50
  %51 = icmp ugt i64 %49, %50
  %52 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %51, label %53, label %59

53:                                               ; preds = %40
  %54 = icmp eq i64 %50, 0
  %55 = shl i64 %50, 1
  %56 = select i1 %54, i64 64, i64 %55
  store i64 %56, ptr %9, align 8, !tbaa !50
  %57 = tail call ptr @realloc(ptr noundef %52, i64 noundef %56) #20
  store ptr %57, ptr %0, align 8, !tbaa !17
  %58 = load i64, ptr %8, align 8, !tbaa !49
  br label %59

59:                                               ; preds = %53, %40
  %60 = phi i64 [ %58, %53 ], [ %48, %40 ]
  %61 = phi ptr [ %57, %53 ], [ %52, %40 ]
  %62 = add i64 %60, 1
  store i64 %62, ptr %8, align 8, !tbaa !49
  %63 = getelementptr inbounds i8, ptr %61, i64 %60
  store i8 108, ptr %63, align 1, !tbaa !13
  %64 = load ptr, ptr %0, align 8, !tbaa !17
  %65 = load i64, ptr %8, align 8, !tbaa !49
  %66 = getelementptr inbounds i8, ptr %64, i64 %65
  store i8 0, ptr %66, align 1, !tbaa !13
  %67 = load i64, ptr %8, align 8, !tbaa !49
  %68 = add i64 %67, 2
  %69 = load i64, ptr %9, align 8, !tbaa !50
  %70 = icmp ugt i64 %68, %69
  %71 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %70, label %72, label %78

72:                                               ; preds = %59
  %73 = icmp eq i64 %69, 0
  %74 = shl i64 %69, 1
  %75 = select i1 %73, i64 64, i64 %74
  store i64 %75, ptr %9, align 8, !tbaa !50
  %76 = tail call ptr @realloc(ptr noundef %71, i64 noundef %75) #20
  store ptr %76, ptr %0, align 8, !tbaa !17
  %77 = load i64, ptr %8, align 8, !tbaa !49
  br label %78

78:                                               ; preds = %72, %59
  %79 = phi i64 [ %77, %72 ], [ %67, %59 ]
  %80 = phi ptr [ %76, %72 ], [ %71, %59 ]
  %81 = add i64 %79, 1
  store i64 %81, ptr %8, align 8, !tbaa !49
  %82 = getelementptr inbounds i8, ptr %80, i64 %79
  store i8 108, ptr %82, align 1, !tbaa !13
  %83 = load ptr, ptr %0, align 8, !tbaa !17
  %84 = load i64, ptr %8, align 8, !tbaa !49
  %85 = getelementptr inbounds i8, ptr %83, i64 %84
  store i8 0, ptr %85, align 1, !tbaa !13
  br label %485

86:                                               ; preds = %4
  %87 = getelementptr inbounds i8, ptr %0, i64 8
  %88 = getelementptr inbounds i8, ptr %0, i64 16
  %89 = load i64, ptr %87, align 8, !tbaa !49
  %90 = add i64 %89, 2
  %91 = load i64, ptr %88, align 8, !tbaa !50
  %92 = icmp ugt i64 %90, %91
  %93 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %92, label %94, label %100

94:                                               ; preds = %86
  %95 = icmp eq i64 %91, 0
  %96 = shl i64 %91, 1
  %97 = select i1 %95, i64 64, i64 %96
  store i64 %97, ptr %88, align 8, !tbaa !50
  %98 = tail call ptr @realloc(ptr noundef %93, i64 noundef %97) #20
  store ptr %98, ptr %0, align 8, !tbaa !17
  %99 = load i64, ptr %87, align 8, !tbaa !49
  br label %100

100:                                              ; preds = %94, %86
  %101 = phi i64 [ %99, %94 ], [ %89, %86 ]
  %102 = phi ptr [ %98, %94 ], [ %93, %86 ]
  %103 = add i64 %101, 1
  store i64 %103, ptr %87, align 8, !tbaa !49
  %104 = getelementptr inbounds i8, ptr %102, i64 %101
  store i8 116, ptr %104, align 1, !tbaa !13
  %105 = load ptr, ptr %0, align 8, !tbaa !17
  %106 = load i64, ptr %87, align 8, !tbaa !49
  %107 = getelementptr inbounds i8, ptr %105, i64 %106
  store i8 0, ptr %107, align 1, !tbaa !13
  %108 = load i64, ptr %87, align 8, !tbaa !49
  %109 = add i64 %108, 2
  %110 = load i64, ptr %88, align 8, !tbaa !50
  %111 = icmp ugt i64 %109, %110
  %112 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %111, label %113, label %119

113:                                              ; preds = %100
  %114 = icmp eq i64 %110, 0
  %115 = shl i64 %110, 1
  %116 = select i1 %114, i64 64, i64 %115
  store i64 %116, ptr %88, align 8, !tbaa !50
  %117 = tail call ptr @realloc(ptr noundef %112, i64 noundef %116) #20
  store ptr %117, ptr %0, align 8, !tbaa !17
  %118 = load i64, ptr %87, align 8, !tbaa !49
  br label %119

119:                                              ; preds = %113, %100
  %120 = phi i64 [ %118, %113 ], [ %108, %100 ]
  %121 = phi ptr [ %117, %113 ], [ %112, %100 ]
  %122 = add i64 %120, 1
  store i64 %122, ptr %87, align 8, !tbaa !49
  %123 = getelementptr inbounds i8, ptr %121, i64 %120
  store i8 114, ptr %123, align 1, !tbaa !13
  %124 = load ptr, ptr %0, align 8, !tbaa !17
  %125 = load i64, ptr %87, align 8, !tbaa !49
  %126 = getelementptr inbounds i8, ptr %124, i64 %125
  store i8 0, ptr %126, align 1, !tbaa !13
  %127 = load i64, ptr %87, align 8, !tbaa !49
  %128 = add i64 %127, 2
  %129 = load i64, ptr %88, align 8, !tbaa !50
  %130 = icmp ugt i64 %128, %129
  %131 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %130, label %132, label %138

132:                                              ; preds = %119
  %133 = icmp eq i64 %129, 0
  %134 = shl i64 %129, 1
  %135 = select i1 %133, i64 64, i64 %134
  store i64 %135, ptr %88, align 8, !tbaa !50
  %136 = tail call ptr @realloc(ptr noundef %131, i64 noundef %135) #20
  store ptr %136, ptr %0, align 8, !tbaa !17
  %137 = load i64, ptr %87, align 8, !tbaa !49
  br label %138

138:                                              ; preds = %132, %119
  %139 = phi i64 [ %137, %132 ], [ %127, %119 ]
  %140 = phi ptr [ %136, %132 ], [ %131, %119 ]
  %141 = add i64 %139, 1
  store i64 %141, ptr %87, align 8, !tbaa !49
  %142 = getelementptr inbounds i8, ptr %140, i64 %139
  store i8 117, ptr %142, align 1, !tbaa !13
  %143 = load ptr, ptr %0, align 8, !tbaa !17
  %144 = load i64, ptr %87, align 8, !tbaa !49
  %145 = getelementptr inbounds i8, ptr %143, i64 %144
  store i8 0, ptr %145, align 1, !tbaa !13
  %146 = load i64, ptr %87, align 8, !tbaa !49
  %147 = add i64 %146, 2
  %148 = load i64, ptr %88, align 8, !tbaa !50
  %149 = icmp ugt i64 %147, %148
  %150 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %149, label %151, label %157

151:                                              ; preds = %138
  %152 = icmp eq i64 %148, 0
  %153 = shl i64 %148, 1
  %154 = select i1 %152, i64 64, i64 %153
  store i64 %154, ptr %88, align 8, !tbaa !50
  %155 = tail call ptr @realloc(ptr noundef %150, i64 noundef %154) #20
  store ptr %155, ptr %0, align 8, !tbaa !17
  %156 = load i64, ptr %87, align 8, !tbaa !49
  br label %157

157:                                              ; preds = %151, %138
  %158 = phi i64 [ %156, %151 ], [ %146, %138 ]
  %159 = phi ptr [ %155, %151 ], [ %150, %138 ]
  %160 = add i64 %158, 1
  store i64 %160, ptr %87, align 8, !tbaa !49
  %161 = getelementptr inbounds i8, ptr %159, i64 %158
  store i8 101, ptr %161, align 1, !tbaa !13
  %162 = load ptr, ptr %0, align 8, !tbaa !17
  %163 = load i64, ptr %87, align 8, !tbaa !49
  %164 = getelementptr inbounds i8, ptr %162, i64 %163
  store i8 0, ptr %164, align 1, !tbaa !13
  br label %485

165:                                              ; preds = %4
  %166 = getelementptr inbounds i8, ptr %0, i64 8
  %167 = getelementptr inbounds i8, ptr %0, i64 16
  %168 = load i64, ptr %166, align 8, !tbaa !49
  %169 = add i64 %168, 2
  %170 = load i64, ptr %167, align 8, !tbaa !50
  %171 = icmp ugt i64 %169, %170
  %172 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %171, label %173, label %179

173:                                              ; preds = %165
  %174 = icmp eq i64 %170, 0
  %175 = shl i64 %170, 1
  %176 = select i1 %174, i64 64, i64 %175
  store i64 %176, ptr %167, align 8, !tbaa !50
  %177 = tail call ptr @realloc(ptr noundef %172, i64 noundef %176) #20
  store ptr %177, ptr %0, align 8, !tbaa !17
  %178 = load i64, ptr %166, align 8, !tbaa !49
  br label %179

179:                                              ; preds = %173, %165
  %180 = phi i64 [ %178, %173 ], [ %168, %165 ]
  %181 = phi ptr [ %177, %173 ], [ %172, %165 ]
  %182 = add i64 %180, 1
  store i64 %182, ptr %166, align 8, !tbaa !49
  %183 = getelementptr inbounds i8, ptr %181, i64 %180
  store i8 102, ptr %183, align 1, !tbaa !13
  %184 = load ptr, ptr %0, align 8, !tbaa !17
  %185 = load i64, ptr %166, align 8, !tbaa !49
  %186 = getelementptr inbounds i8, ptr %184, i64 %185
  store i8 0, ptr %186, align 1, !tbaa !13
  %187 = load i64, ptr %166, align 8, !tbaa !49
  %188 = add i64 %187, 2
  %189 = load i64, ptr %167, align 8, !tbaa !50
  %190 = icmp ugt i64 %188, %189
  %191 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %190, label %192, label %198

192:                                              ; preds = %179
  %193 = icmp eq i64 %189, 0
  %194 = shl i64 %189, 1
  %195 = select i1 %193, i64 64, i64 %194
  store i64 %195, ptr %167, align 8, !tbaa !50
  %196 = tail call ptr @realloc(ptr noundef %191, i64 noundef %195) #20
  store ptr %196, ptr %0, align 8, !tbaa !17
  %197 = load i64, ptr %166, align 8, !tbaa !49
  br label %198

198:                                              ; preds = %192, %179
  %199 = phi i64 [ %197, %192 ], [ %187, %179 ]
  %200 = phi ptr [ %196, %192 ], [ %191, %179 ]
  %201 = add i64 %199, 1
  store i64 %201, ptr %166, align 8, !tbaa !49
  %202 = getelementptr inbounds i8, ptr %200, i64 %199
  store i8 97, ptr %202, align 1, !tbaa !13
  %203 = load ptr, ptr %0, align 8, !tbaa !17
  %204 = load i64, ptr %166, align 8, !tbaa !49
  %205 = getelementptr inbounds i8, ptr %203, i64 %204
  store i8 0, ptr %205, align 1, !tbaa !13
  %206 = load i64, ptr %166, align 8, !tbaa !49
  %207 = add i64 %206, 2
  %208 = load i64, ptr %167, align 8, !tbaa !50
  %209 = icmp ugt i64 %207, %208
  %210 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %209, label %211, label %217

211:                                              ; preds = %198
  %212 = icmp eq i64 %208, 0
  %213 = shl i64 %208, 1
  %214 = select i1 %212, i64 64, i64 %213
  store i64 %214, ptr %167, align 8, !tbaa !50
  %215 = tail call ptr @realloc(ptr noundef %210, i64 noundef %214) #20
  store ptr %215, ptr %0, align 8, !tbaa !17
  %216 = load i64, ptr %166, align 8, !tbaa !49
  br label %217

217:                                              ; preds = %211, %198
  %218 = phi i64 [ %216, %211 ], [ %206, %198 ]
  %219 = phi ptr [ %215, %211 ], [ %210, %198 ]
  %220 = add i64 %218, 1
  store i64 %220, ptr %166, align 8, !tbaa !49
  %221 = getelementptr inbounds i8, ptr %219, i64 %218
  store i8 108, ptr %221, align 1, !tbaa !13
  %222 = load ptr, ptr %0, align 8, !tbaa !17
  %223 = load i64, ptr %166, align 8, !tbaa !49
  %224 = getelementptr inbounds i8, ptr %222, i64 %223
  store i8 0, ptr %224, align 1, !tbaa !13
  %225 = load i64, ptr %166, align 8, !tbaa !49
  %226 = add i64 %225, 2
  %227 = load i64, ptr %167, align 8, !tbaa !50
  %228 = icmp ugt i64 %226, %227
  %229 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %228, label %230, label %236

230:                                              ; preds = %217
  %231 = icmp eq i64 %227, 0
  %232 = shl i64 %227, 1
  %233 = select i1 %231, i64 64, i64 %232
  store i64 %233, ptr %167, align 8, !tbaa !50
  %234 = tail call ptr @realloc(ptr noundef %229, i64 noundef %233) #20
  store ptr %234, ptr %0, align 8, !tbaa !17
  %235 = load i64, ptr %166, align 8, !tbaa !49
  br label %236

236:                                              ; preds = %230, %217
  %237 = phi i64 [ %235, %230 ], [ %225, %217 ]
  %238 = phi ptr [ %234, %230 ], [ %229, %217 ]
  %239 = add i64 %237, 1
  store i64 %239, ptr %166, align 8, !tbaa !49
  %240 = getelementptr inbounds i8, ptr %238, i64 %237
  store i8 115, ptr %240, align 1, !tbaa !13
  %241 = load ptr, ptr %0, align 8, !tbaa !17
  %242 = load i64, ptr %166, align 8, !tbaa !49
  %243 = getelementptr inbounds i8, ptr %241, i64 %242
  store i8 0, ptr %243, align 1, !tbaa !13
  %244 = load i64, ptr %166, align 8, !tbaa !49
  %245 = add i64 %244, 2
  %246 = load i64, ptr %167, align 8, !tbaa !50
  %247 = icmp ugt i64 %245, %246
  %248 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %247, label %249, label %255

249:                                              ; preds = %236
  %250 = icmp eq i64 %246, 0
  %251 = shl i64 %246, 1
  %252 = select i1 %250, i64 64, i64 %251
  store i64 %252, ptr %167, align 8, !tbaa !50
  %253 = tail call ptr @realloc(ptr noundef %248, i64 noundef %252) #20
  store ptr %253, ptr %0, align 8, !tbaa !17
  %254 = load i64, ptr %166, align 8, !tbaa !49
  br label %255

255:                                              ; preds = %249, %236
  %256 = phi i64 [ %254, %249 ], [ %244, %236 ]
  %257 = phi ptr [ %253, %249 ], [ %248, %236 ]
  %258 = add i64 %256, 1
  store i64 %258, ptr %166, align 8, !tbaa !49
  %259 = getelementptr inbounds i8, ptr %257, i64 %256
  store i8 101, ptr %259, align 1, !tbaa !13
  %260 = load ptr, ptr %0, align 8, !tbaa !17
  %261 = load i64, ptr %166, align 8, !tbaa !49
  %262 = getelementptr inbounds i8, ptr %260, i64 %261
  store i8 0, ptr %262, align 1, !tbaa !13
  br label %485

263:                                              ; preds = %4
  %264 = getelementptr inbounds i8, ptr %1, i64 8
  %265 = load double, ptr %264, align 8, !tbaa !37
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %5) #17
  %266 = tail call double @llvm.floor.f64(double %265)
  %267 = fcmp oeq double %266, %265
  %268 = tail call double @llvm.fabs.f64(double %265)
  %269 = fcmp olt double %268, 1.000000e+15
  %270 = and i1 %267, %269
  %271 = select i1 %270, ptr @.str.54, ptr @.str.55
  %272 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %5, i64 noundef 64, ptr noundef nonnull %271, double noundef %265) #17
  %273 = load i8, ptr %5, align 4, !tbaa !13
  %274 = icmp eq i8 %273, 0
  br i1 %274, label %303, label %275

275:                                              ; preds = %263
  %276 = getelementptr inbounds i8, ptr %0, i64 8
  %277 = getelementptr inbounds i8, ptr %0, i64 16
  br label %278

278:                                              ; preds = %293, %275
  %279 = phi i8 [ %273, %275 ], [ %301, %293 ]
  %280 = phi ptr [ %5, %275 ], [ %281, %293 ]
  %281 = getelementptr inbounds i8, ptr %280, i64 1
  %282 = load i64, ptr %276, align 8, !tbaa !49
  %283 = add i64 %282, 2
  %284 = load i64, ptr %277, align 8, !tbaa !50
  %285 = icmp ugt i64 %283, %284
  %286 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %285, label %287, label %293

287:                                              ; preds = %278
  %288 = icmp eq i64 %284, 0
  %289 = shl i64 %284, 1
  %290 = select i1 %288, i64 64, i64 %289
  store i64 %290, ptr %277, align 8, !tbaa !50
  %291 = tail call ptr @realloc(ptr noundef %286, i64 noundef %290) #20
  store ptr %291, ptr %0, align 8, !tbaa !17
  %292 = load i64, ptr %276, align 8, !tbaa !49
  br label %293

293:                                              ; preds = %287, %278
  %294 = phi i64 [ %292, %287 ], [ %282, %278 ]
  %295 = phi ptr [ %291, %287 ], [ %286, %278 ]
  %296 = add i64 %294, 1
  store i64 %296, ptr %276, align 8, !tbaa !49
  %297 = getelementptr inbounds i8, ptr %295, i64 %294
  store i8 %279, ptr %297, align 1, !tbaa !13
  %298 = load ptr, ptr %0, align 8, !tbaa !17
  %299 = load i64, ptr %276, align 8, !tbaa !49
  %300 = getelementptr inbounds i8, ptr %298, i64 %299
  store i8 0, ptr %300, align 1, !tbaa !13
  %301 = load i8, ptr %281, align 1, !tbaa !13
  %302 = icmp eq i8 %301, 0
  br i1 %302, label %303, label %278, !llvm.loop !41

303:                                              ; preds = %293, %263
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %5) #17
  br label %485

304:                                              ; preds = %4
  %305 = getelementptr inbounds i8, ptr %1, i64 16
  %306 = load ptr, ptr %305, align 8, !tbaa !39
  tail call fastcc void @print_str(ptr noundef %0, ptr noundef %306)
  br label %485

307:                                              ; preds = %4, %4
  %308 = icmp eq i32 %6, 5
  %309 = select i1 %308, i8 91, i8 123
  %310 = getelementptr inbounds i8, ptr %0, i64 8
  %311 = load i64, ptr %310, align 8, !tbaa !49
  %312 = add i64 %311, 2
  %313 = getelementptr inbounds i8, ptr %0, i64 16
  %314 = load i64, ptr %313, align 8, !tbaa !50
  %315 = icmp ugt i64 %312, %314
  %316 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %315, label %317, label %323

317:                                              ; preds = %307
  %318 = icmp eq i64 %314, 0
  %319 = shl i64 %314, 1
  %320 = select i1 %318, i64 64, i64 %319
  store i64 %320, ptr %313, align 8, !tbaa !50
  %321 = tail call ptr @realloc(ptr noundef %316, i64 noundef %320) #20
  store ptr %321, ptr %0, align 8, !tbaa !17
  %322 = load i64, ptr %310, align 8, !tbaa !49
  br label %323

323:                                              ; preds = %307, %317
  %324 = phi i64 [ %322, %317 ], [ %311, %307 ]
  %325 = phi ptr [ %321, %317 ], [ %316, %307 ]
  %326 = add i64 %324, 1
  store i64 %326, ptr %310, align 8, !tbaa !49
  %327 = getelementptr inbounds i8, ptr %325, i64 %324
  store i8 %309, ptr %327, align 1, !tbaa !13
  %328 = load ptr, ptr %0, align 8, !tbaa !17
  %329 = load i64, ptr %310, align 8, !tbaa !49
  %330 = getelementptr inbounds i8, ptr %328, i64 %329
  store i8 0, ptr %330, align 1, !tbaa !13
  %331 = getelementptr inbounds i8, ptr %1, i64 40
  %332 = load i32, ptr %331, align 8, !tbaa !28
  %333 = icmp sgt i32 %332, 0
  br i1 %333, label %334, label %339

334:                                              ; preds = %323
  %335 = icmp eq i32 %2, 0
  %336 = add nsw i32 %3, 1
  %337 = getelementptr inbounds i8, ptr %1, i64 32
  %338 = getelementptr inbounds i8, ptr %1, i64 24
  br label %344

339:                                              ; preds = %434, %323
  %340 = phi i32 [ %332, %323 ], [ %439, %434 ]
  %341 = icmp eq i32 %2, 0
  %342 = icmp eq i32 %340, 0
  %343 = or i1 %341, %342
  br i1 %343, label %462, label %442

344:                                              ; preds = %334, %434
  %345 = phi i64 [ 0, %334 ], [ %438, %434 ]
  %346 = icmp eq i64 %345, 0
  br i1 %346, label %367, label %347

347:                                              ; preds = %344
  %348 = load i64, ptr %310, align 8, !tbaa !49
  %349 = add i64 %348, 2
  %350 = load i64, ptr %313, align 8, !tbaa !50
  %351 = icmp ugt i64 %349, %350
  %352 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %351, label %353, label %359

353:                                              ; preds = %347
  %354 = icmp eq i64 %350, 0
  %355 = shl i64 %350, 1
  %356 = select i1 %354, i64 64, i64 %355
  store i64 %356, ptr %313, align 8, !tbaa !50
  %357 = tail call ptr @realloc(ptr noundef %352, i64 noundef %356) #20
  store ptr %357, ptr %0, align 8, !tbaa !17
  %358 = load i64, ptr %310, align 8, !tbaa !49
  br label %359

359:                                              ; preds = %347, %353
  %360 = phi i64 [ %358, %353 ], [ %348, %347 ]
  %361 = phi ptr [ %357, %353 ], [ %352, %347 ]
  %362 = add i64 %360, 1
  store i64 %362, ptr %310, align 8, !tbaa !49
  %363 = getelementptr inbounds i8, ptr %361, i64 %360
  store i8 44, ptr %363, align 1, !tbaa !13
  %364 = load ptr, ptr %0, align 8, !tbaa !17
  %365 = load i64, ptr %310, align 8, !tbaa !49
  %366 = getelementptr inbounds i8, ptr %364, i64 %365
  store i8 0, ptr %366, align 1, !tbaa !13
  br label %367

367:                                              ; preds = %359, %344
  br i1 %335, label %388, label %368

368:                                              ; preds = %367
  %369 = load i64, ptr %310, align 8, !tbaa !49
  %370 = add i64 %369, 2
  %371 = load i64, ptr %313, align 8, !tbaa !50
  %372 = icmp ugt i64 %370, %371
  %373 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %372, label %374, label %380

374:                                              ; preds = %368
  %375 = icmp eq i64 %371, 0
  %376 = shl i64 %371, 1
  %377 = select i1 %375, i64 64, i64 %376
  store i64 %377, ptr %313, align 8, !tbaa !50
  %378 = tail call ptr @realloc(ptr noundef %373, i64 noundef %377) #20
  store ptr %378, ptr %0, align 8, !tbaa !17
  %379 = load i64, ptr %310, align 8, !tbaa !49
  br label %380

380:                                              ; preds = %368, %374
  %381 = phi i64 [ %379, %374 ], [ %369, %368 ]
  %382 = phi ptr [ %378, %374 ], [ %373, %368 ]
  %383 = add i64 %381, 1
  store i64 %383, ptr %310, align 8, !tbaa !49
  %384 = getelementptr inbounds i8, ptr %382, i64 %381
  store i8 10, ptr %384, align 1, !tbaa !13
  %385 = load ptr, ptr %0, align 8, !tbaa !17
  %386 = load i64, ptr %310, align 8, !tbaa !49
  %387 = getelementptr inbounds i8, ptr %385, i64 %386
  store i8 0, ptr %387, align 1, !tbaa !13
  tail call fastcc void @indent(ptr noundef nonnull %0, i32 noundef %336)
  br label %388

388:                                              ; preds = %380, %367
  %389 = load i32, ptr %1, align 8, !tbaa !26
  %390 = icmp eq i32 %389, 6
  br i1 %390, label %391, label %434

391:                                              ; preds = %388
  %392 = load ptr, ptr %337, align 8, !tbaa !29
  %393 = getelementptr inbounds ptr, ptr %392, i64 %345
  %394 = load ptr, ptr %393, align 8, !tbaa !24
  tail call fastcc void @print_str(ptr noundef nonnull %0, ptr noundef %394)
  %395 = load i64, ptr %310, align 8, !tbaa !49
  %396 = add i64 %395, 2
  %397 = load i64, ptr %313, align 8, !tbaa !50
  %398 = icmp ugt i64 %396, %397
  %399 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %398, label %400, label %406

400:                                              ; preds = %391
  %401 = icmp eq i64 %397, 0
  %402 = shl i64 %397, 1
  %403 = select i1 %401, i64 64, i64 %402
  store i64 %403, ptr %313, align 8, !tbaa !50
  %404 = tail call ptr @realloc(ptr noundef %399, i64 noundef %403) #20
  store ptr %404, ptr %0, align 8, !tbaa !17
  %405 = load i64, ptr %310, align 8, !tbaa !49
  br label %406

406:                                              ; preds = %391, %400
  %407 = phi i64 [ %405, %400 ], [ %395, %391 ]
  %408 = phi ptr [ %404, %400 ], [ %399, %391 ]
  %409 = add i64 %407, 1
  store i64 %409, ptr %310, align 8, !tbaa !49
  %410 = getelementptr inbounds i8, ptr %408, i64 %407
  store i8 58, ptr %410, align 1, !tbaa !13
  %411 = load ptr, ptr %0, align 8, !tbaa !17
  %412 = load i64, ptr %310, align 8, !tbaa !49
  %413 = getelementptr inbounds i8, ptr %411, i64 %412
  store i8 0, ptr %413, align 1, !tbaa !13
  br i1 %335, label %434, label %414

414:                                              ; preds = %406
  %415 = load i64, ptr %310, align 8, !tbaa !49
  %416 = add i64 %415, 2
  %417 = load i64, ptr %313, align 8, !tbaa !50
  %418 = icmp ugt i64 %416, %417
  %419 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %418, label %420, label %426

420:                                              ; preds = %414
  %421 = icmp eq i64 %417, 0
  %422 = shl i64 %417, 1
  %423 = select i1 %421, i64 64, i64 %422
  store i64 %423, ptr %313, align 8, !tbaa !50
  %424 = tail call ptr @realloc(ptr noundef %419, i64 noundef %423) #20
  store ptr %424, ptr %0, align 8, !tbaa !17
  %425 = load i64, ptr %310, align 8, !tbaa !49
  br label %426

426:                                              ; preds = %414, %420
  %427 = phi i64 [ %425, %420 ], [ %415, %414 ]
  %428 = phi ptr [ %424, %420 ], [ %419, %414 ]
  %429 = add i64 %427, 1
  store i64 %429, ptr %310, align 8, !tbaa !49
  %430 = getelementptr inbounds i8, ptr %428, i64 %427
  store i8 32, ptr %430, align 1, !tbaa !13
  %431 = load ptr, ptr %0, align 8, !tbaa !17
  %432 = load i64, ptr %310, align 8, !tbaa !49
  %433 = getelementptr inbounds i8, ptr %431, i64 %432
  store i8 0, ptr %433, align 1, !tbaa !13
  br label %434

434:                                              ; preds = %406, %426, %388
  %435 = load ptr, ptr %338, align 8, !tbaa !30
  %436 = getelementptr inbounds ptr, ptr %435, i64 %345
  %437 = load ptr, ptr %436, align 8, !tbaa !24
  tail call fastcc void @print_j(ptr noundef nonnull %0, ptr noundef %437, i32 noundef %2, i32 noundef %336)
  %438 = add nuw nsw i64 %345, 1
  %439 = load i32, ptr %331, align 8, !tbaa !28
  %440 = sext i32 %439 to i64
  %441 = icmp slt i64 %438, %440
  br i1 %441, label %344, label %339, !llvm.loop !51

442:                                              ; preds = %339
  %443 = load i64, ptr %310, align 8, !tbaa !49
  %444 = add i64 %443, 2
  %445 = load i64, ptr %313, align 8, !tbaa !50
  %446 = icmp ugt i64 %444, %445
  %447 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %446, label %448, label %454

448:                                              ; preds = %442
  %449 = icmp eq i64 %445, 0
  %450 = shl i64 %445, 1
  %451 = select i1 %449, i64 64, i64 %450
  store i64 %451, ptr %313, align 8, !tbaa !50
  %452 = tail call ptr @realloc(ptr noundef %447, i64 noundef %451) #20
  store ptr %452, ptr %0, align 8, !tbaa !17
  %453 = load i64, ptr %310, align 8, !tbaa !49
  br label %454

454:                                              ; preds = %442, %448
  %455 = phi i64 [ %453, %448 ], [ %443, %442 ]
  %456 = phi ptr [ %452, %448 ], [ %447, %442 ]
  %457 = add i64 %455, 1
  store i64 %457, ptr %310, align 8, !tbaa !49
  %458 = getelementptr inbounds i8, ptr %456, i64 %455
  store i8 10, ptr %458, align 1, !tbaa !13
  %459 = load ptr, ptr %0, align 8, !tbaa !17
  %460 = load i64, ptr %310, align 8, !tbaa !49
  %461 = getelementptr inbounds i8, ptr %459, i64 %460
  store i8 0, ptr %461, align 1, !tbaa !13
  tail call fastcc void @indent(ptr noundef nonnull %0, i32 noundef %3)
  br label %462

462:                                              ; preds = %454, %339
  %463 = load i32, ptr %1, align 8, !tbaa !26
  %464 = icmp eq i32 %463, 5
  %465 = select i1 %464, i8 93, i8 125
  %466 = load i64, ptr %310, align 8, !tbaa !49
  %467 = add i64 %466, 2
  %468 = load i64, ptr %313, align 8, !tbaa !50
  %469 = icmp ugt i64 %467, %468
  %470 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %469, label %471, label %477

471:                                              ; preds = %462
  %472 = icmp eq i64 %468, 0
  %473 = shl i64 %468, 1
  %474 = select i1 %472, i64 64, i64 %473
  store i64 %474, ptr %313, align 8, !tbaa !50
  %475 = tail call ptr @realloc(ptr noundef %470, i64 noundef %474) #20
  store ptr %475, ptr %0, align 8, !tbaa !17
  %476 = load i64, ptr %310, align 8, !tbaa !49
  br label %477

477:                                              ; preds = %462, %471
  %478 = phi i64 [ %476, %471 ], [ %466, %462 ]
  %479 = phi ptr [ %475, %471 ], [ %470, %462 ]
  %480 = add i64 %478, 1
  store i64 %480, ptr %310, align 8, !tbaa !49
  %481 = getelementptr inbounds i8, ptr %479, i64 %478
  store i8 %465, ptr %481, align 1, !tbaa !13
  %482 = load ptr, ptr %0, align 8, !tbaa !17
  %483 = load i64, ptr %310, align 8, !tbaa !49
  %484 = getelementptr inbounds i8, ptr %482, i64 %483
  store i8 0, ptr %484, align 1, !tbaa !13
  br label %485

485:                                              ; preds = %255, %157, %78, %4, %477, %304, %303
  ret void
}

; Function Attrs: nounwind uwtable
define internal fastcc void @print_str(ptr noundef %0, ptr nocapture noundef readonly %1) unnamed_addr #0 {
  %3 = alloca [8 x i8], align 4
  %4 = getelementptr inbounds i8, ptr %0, i64 8
  %5 = load i64, ptr %4, align 8, !tbaa !49
  %6 = add i64 %5, 2
  %7 = getelementptr inbounds i8, ptr %0, i64 16
  %8 = load i64, ptr %7, align 8, !tbaa !50
  %9 = icmp ugt i64 %6, %8
  %10 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %9, label %11, label %17

11:                                               ; preds = %2
  %12 = icmp eq i64 %8, 0
  %13 = shl i64 %8, 1
  %14 = select i1 %12, i64 64, i64 %13
  store i64 %14, ptr %7, align 8, !tbaa !50
  %15 = tail call ptr @realloc(ptr noundef %10, i64 noundef %14) #20
  store ptr %15, ptr %0, align 8, !tbaa !17
  %16 = load i64, ptr %4, align 8, !tbaa !49
  br label %17

17:                                               ; preds = %2, %11
  %18 = phi i64 [ %16, %11 ], [ %5, %2 ]
  %19 = phi ptr [ %15, %11 ], [ %10, %2 ]
  %20 = add i64 %18, 1
  store i64 %20, ptr %4, align 8, !tbaa !49
  %21 = getelementptr inbounds i8, ptr %19, i64 %18
  store i8 34, ptr %21, align 1, !tbaa !13
  %22 = load ptr, ptr %0, align 8, !tbaa !17
  %23 = load i64, ptr %4, align 8, !tbaa !49
  %24 = getelementptr inbounds i8, ptr %22, i64 %23
  store i8 0, ptr %24, align 1, !tbaa !13
  br label %25

25:                                               ; preds = %374, %17
  %26 = phi ptr [ %1, %17 ], [ %375, %374 ]
  %27 = load i8, ptr %26, align 1, !tbaa !13
  switch i8 %27, label %321 [
    i8 0, label %70
    i8 34, label %64
    i8 92, label %58
    i8 10, label %52
    i8 9, label %46
    i8 13, label %40
    i8 8, label %34
    i8 12, label %28
  ]

28:                                               ; preds = %25
  %29 = load i64, ptr %4, align 8, !tbaa !49
  %30 = add i64 %29, 2
  %31 = load i64, ptr %7, align 8, !tbaa !50
  %32 = icmp ugt i64 %30, %31
  %33 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %32, label %288, label %294

34:                                               ; preds = %25
  %35 = load i64, ptr %4, align 8, !tbaa !49
  %36 = add i64 %35, 2
  %37 = load i64, ptr %7, align 8, !tbaa !50
  %38 = icmp ugt i64 %36, %37
  %39 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %38, label %255, label %261

40:                                               ; preds = %25
  %41 = load i64, ptr %4, align 8, !tbaa !49
  %42 = add i64 %41, 2
  %43 = load i64, ptr %7, align 8, !tbaa !50
  %44 = icmp ugt i64 %42, %43
  %45 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %44, label %222, label %228

46:                                               ; preds = %25
  %47 = load i64, ptr %4, align 8, !tbaa !49
  %48 = add i64 %47, 2
  %49 = load i64, ptr %7, align 8, !tbaa !50
  %50 = icmp ugt i64 %48, %49
  %51 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %50, label %189, label %195

52:                                               ; preds = %25
  %53 = load i64, ptr %4, align 8, !tbaa !49
  %54 = add i64 %53, 2
  %55 = load i64, ptr %7, align 8, !tbaa !50
  %56 = icmp ugt i64 %54, %55
  %57 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %56, label %156, label %162

58:                                               ; preds = %25
  %59 = load i64, ptr %4, align 8, !tbaa !49
  %60 = add i64 %59, 2
  %61 = load i64, ptr %7, align 8, !tbaa !50
  %62 = icmp ugt i64 %60, %61
  %63 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %62, label %123, label %129

64:                                               ; preds = %25
  %65 = load i64, ptr %4, align 8, !tbaa !49
  %66 = add i64 %65, 2
  %67 = load i64, ptr %7, align 8, !tbaa !50
  %68 = icmp ugt i64 %66, %67
  %69 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %68, label %90, label %96

70:                                               ; preds = %25
  %71 = load i64, ptr %4, align 8, !tbaa !49
  %72 = add i64 %71, 2
  %73 = load i64, ptr %7, align 8, !tbaa !50
  %74 = icmp ugt i64 %72, %73
  %75 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %74, label %76, label %82

76:                                               ; preds = %70
  %77 = icmp eq i64 %73, 0
  %78 = shl i64 %73, 1
  %79 = select i1 %77, i64 64, i64 %78
  store i64 %79, ptr %7, align 8, !tbaa !50
  %80 = tail call ptr @realloc(ptr noundef %75, i64 noundef %79) #20
  store ptr %80, ptr %0, align 8, !tbaa !17
  %81 = load i64, ptr %4, align 8, !tbaa !49
  br label %82

82:                                               ; preds = %70, %76
  %83 = phi i64 [ %81, %76 ], [ %71, %70 ]
  %84 = phi ptr [ %80, %76 ], [ %75, %70 ]
  %85 = add i64 %83, 1
  store i64 %85, ptr %4, align 8, !tbaa !49
  %86 = getelementptr inbounds i8, ptr %84, i64 %83
  store i8 34, ptr %86, align 1, !tbaa !13
  %87 = load ptr, ptr %0, align 8, !tbaa !17
  %88 = load i64, ptr %4, align 8, !tbaa !49
  %89 = getelementptr inbounds i8, ptr %87, i64 %88
  store i8 0, ptr %89, align 1, !tbaa !13
  ret void

90:                                               ; preds = %64
  %91 = icmp eq i64 %67, 0
  %92 = shl i64 %67, 1
  %93 = select i1 %91, i64 64, i64 %92
  store i64 %93, ptr %7, align 8, !tbaa !50
  %94 = tail call ptr @realloc(ptr noundef %69, i64 noundef %93) #20
  store ptr %94, ptr %0, align 8, !tbaa !17
  %95 = load i64, ptr %4, align 8, !tbaa !49
  br label %96

96:                                               ; preds = %90, %64
  %97 = phi i64 [ %95, %90 ], [ %65, %64 ]
  %98 = phi ptr [ %94, %90 ], [ %69, %64 ]
  %99 = add i64 %97, 1
  store i64 %99, ptr %4, align 8, !tbaa !49
  %100 = getelementptr inbounds i8, ptr %98, i64 %97
  store i8 92, ptr %100, align 1, !tbaa !13
  %101 = load ptr, ptr %0, align 8, !tbaa !17
  %102 = load i64, ptr %4, align 8, !tbaa !49
  %103 = getelementptr inbounds i8, ptr %101, i64 %102
  store i8 0, ptr %103, align 1, !tbaa !13
  %104 = load i64, ptr %4, align 8, !tbaa !49
  %105 = add i64 %104, 2
  %106 = load i64, ptr %7, align 8, !tbaa !50
  %107 = icmp ugt i64 %105, %106
  %108 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %107, label %109, label %115

109:                                              ; preds = %96
  %110 = icmp eq i64 %106, 0
  %111 = shl i64 %106, 1
  %112 = select i1 %110, i64 64, i64 %111
  store i64 %112, ptr %7, align 8, !tbaa !50
  %113 = tail call ptr @realloc(ptr noundef %108, i64 noundef %112) #20
  store ptr %113, ptr %0, align 8, !tbaa !17
  %114 = load i64, ptr %4, align 8, !tbaa !49
  br label %115

115:                                              ; preds = %109, %96
  %116 = phi i64 [ %114, %109 ], [ %104, %96 ]
  %117 = phi ptr [ %113, %109 ], [ %108, %96 ]
  %118 = add i64 %116, 1
  store i64 %118, ptr %4, align 8, !tbaa !49
  %119 = getelementptr inbounds i8, ptr %117, i64 %116
  store i8 34, ptr %119, align 1, !tbaa !13
  %120 = load ptr, ptr %0, align 8, !tbaa !17
  %121 = load i64, ptr %4, align 8, !tbaa !49
  %122 = getelementptr inbounds i8, ptr %120, i64 %121
  store i8 0, ptr %122, align 1, !tbaa !13
  br label %374

123:                                              ; preds = %58
  %124 = icmp eq i64 %61, 0
  %125 = shl i64 %61, 1
  %126 = select i1 %124, i64 64, i64 %125
  store i64 %126, ptr %7, align 8, !tbaa !50
  %127 = tail call ptr @realloc(ptr noundef %63, i64 noundef %126) #20
  store ptr %127, ptr %0, align 8, !tbaa !17
  %128 = load i64, ptr %4, align 8, !tbaa !49
  br label %129

129:                                              ; preds = %123, %58
  %130 = phi i64 [ %128, %123 ], [ %59, %58 ]
  %131 = phi ptr [ %127, %123 ], [ %63, %58 ]
  %132 = add i64 %130, 1
  store i64 %132, ptr %4, align 8, !tbaa !49
  %133 = getelementptr inbounds i8, ptr %131, i64 %130
  store i8 92, ptr %133, align 1, !tbaa !13
  %134 = load ptr, ptr %0, align 8, !tbaa !17
  %135 = load i64, ptr %4, align 8, !tbaa !49
  %136 = getelementptr inbounds i8, ptr %134, i64 %135
  store i8 0, ptr %136, align 1, !tbaa !13
  %137 = load i64, ptr %4, align 8, !tbaa !49
  %138 = add i64 %137, 2
  %139 = load i64, ptr %7, align 8, !tbaa !50
  %140 = icmp ugt i64 %138, %139
  %141 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %140, label %142, label %148

142:                                              ; preds = %129
  %143 = icmp eq i64 %139, 0
  %144 = shl i64 %139, 1
  %145 = select i1 %143, i64 64, i64 %144
  store i64 %145, ptr %7, align 8, !tbaa !50
  %146 = tail call ptr @realloc(ptr noundef %141, i64 noundef %145) #20
  store ptr %146, ptr %0, align 8, !tbaa !17
  %147 = load i64, ptr %4, align 8, !tbaa !49
  br label %148

148:                                              ; preds = %142, %129
  %149 = phi i64 [ %147, %142 ], [ %137, %129 ]
  %150 = phi ptr [ %146, %142 ], [ %141, %129 ]
  %151 = add i64 %149, 1
  store i64 %151, ptr %4, align 8, !tbaa !49
  %152 = getelementptr inbounds i8, ptr %150, i64 %149
  store i8 92, ptr %152, align 1, !tbaa !13
  %153 = load ptr, ptr %0, align 8, !tbaa !17
  %154 = load i64, ptr %4, align 8, !tbaa !49
  %155 = getelementptr inbounds i8, ptr %153, i64 %154
  store i8 0, ptr %155, align 1, !tbaa !13
  br label %374

156:                                              ; preds = %52
  %157 = icmp eq i64 %55, 0
  %158 = shl i64 %55, 1
  %159 = select i1 %157, i64 64, i64 %158
  store i64 %159, ptr %7, align 8, !tbaa !50
  %160 = tail call ptr @realloc(ptr noundef %57, i64 noundef %159) #20
  store ptr %160, ptr %0, align 8, !tbaa !17
  %161 = load i64, ptr %4, align 8, !tbaa !49
  br label %162

162:                                              ; preds = %156, %52
  %163 = phi i64 [ %161, %156 ], [ %53, %52 ]
  %164 = phi ptr [ %160, %156 ], [ %57, %52 ]
  %165 = add i64 %163, 1
  store i64 %165, ptr %4, align 8, !tbaa !49
  %166 = getelementptr inbounds i8, ptr %164, i64 %163
  store i8 92, ptr %166, align 1, !tbaa !13
  %167 = load ptr, ptr %0, align 8, !tbaa !17
  %168 = load i64, ptr %4, align 8, !tbaa !49
  %169 = getelementptr inbounds i8, ptr %167, i64 %168
  store i8 0, ptr %169, align 1, !tbaa !13
  %170 = load i64, ptr %4, align 8, !tbaa !49
  %171 = add i64 %170, 2
  %172 = load i64, ptr %7, align 8, !tbaa !50
  %173 = icmp ugt i64 %171, %172
  %174 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %173, label %175, label %181

175:                                              ; preds = %162
  %176 = icmp eq i64 %172, 0
  %177 = shl i64 %172, 1
  %178 = select i1 %176, i64 64, i64 %177
  store i64 %178, ptr %7, align 8, !tbaa !50
  %179 = tail call ptr @realloc(ptr noundef %174, i64 noundef %178) #20
  store ptr %179, ptr %0, align 8, !tbaa !17
  %180 = load i64, ptr %4, align 8, !tbaa !49
  br label %181

181:                                              ; preds = %175, %162
  %182 = phi i64 [ %180, %175 ], [ %170, %162 ]
  %183 = phi ptr [ %179, %175 ], [ %174, %162 ]
  %184 = add i64 %182, 1
  store i64 %184, ptr %4, align 8, !tbaa !49
  %185 = getelementptr inbounds i8, ptr %183, i64 %182
  store i8 110, ptr %185, align 1, !tbaa !13
  %186 = load ptr, ptr %0, align 8, !tbaa !17
  %187 = load i64, ptr %4, align 8, !tbaa !49
  %188 = getelementptr inbounds i8, ptr %186, i64 %187
  store i8 0, ptr %188, align 1, !tbaa !13
  br label %374

189:                                              ; preds = %46
  %190 = icmp eq i64 %49, 0
  %191 = shl i64 %49, 1
  %192 = select i1 %190, i64 64, i64 %191
  store i64 %192, ptr %7, align 8, !tbaa !50
  %193 = tail call ptr @realloc(ptr noundef %51, i64 noundef %192) #20
  store ptr %193, ptr %0, align 8, !tbaa !17
  %194 = load i64, ptr %4, align 8, !tbaa !49
  br label %195

195:                                              ; preds = %189, %46
  %196 = phi i64 [ %194, %189 ], [ %47, %46 ]
  %197 = phi ptr [ %193, %189 ], [ %51, %46 ]
  %198 = add i64 %196, 1
  store i64 %198, ptr %4, align 8, !tbaa !49
  %199 = getelementptr inbounds i8, ptr %197, i64 %196
  store i8 92, ptr %199, align 1, !tbaa !13
  %200 = load ptr, ptr %0, align 8, !tbaa !17
  %201 = load i64, ptr %4, align 8, !tbaa !49
  %202 = getelementptr inbounds i8, ptr %200, i64 %201
  store i8 0, ptr %202, align 1, !tbaa !13
  %203 = load i64, ptr %4, align 8, !tbaa !49
  %204 = add i64 %203, 2
  %205 = load i64, ptr %7, align 8, !tbaa !50
  %206 = icmp ugt i64 %204, %205
  %207 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %206, label %208, label %214

208:                                              ; preds = %195
  %209 = icmp eq i64 %205, 0
  %210 = shl i64 %205, 1
  %211 = select i1 %209, i64 64, i64 %210
  store i64 %211, ptr %7, align 8, !tbaa !50
  %212 = tail call ptr @realloc(ptr noundef %207, i64 noundef %211) #20
  store ptr %212, ptr %0, align 8, !tbaa !17
  %213 = load i64, ptr %4, align 8, !tbaa !49
  br label %214

214:                                              ; preds = %208, %195
  %215 = phi i64 [ %213, %208 ], [ %203, %195 ]
  %216 = phi ptr [ %212, %208 ], [ %207, %195 ]
  %217 = add i64 %215, 1
  store i64 %217, ptr %4, align 8, !tbaa !49
  %218 = getelementptr inbounds i8, ptr %216, i64 %215
  store i8 116, ptr %218, align 1, !tbaa !13
  %219 = load ptr, ptr %0, align 8, !tbaa !17
  %220 = load i64, ptr %4, align 8, !tbaa !49
  %221 = getelementptr inbounds i8, ptr %219, i64 %220
  store i8 0, ptr %221, align 1, !tbaa !13
  br label %374

222:                                              ; preds = %40
  %223 = icmp eq i64 %43, 0
  %224 = shl i64 %43, 1
  %225 = select i1 %223, i64 64, i64 %224
  store i64 %225, ptr %7, align 8, !tbaa !50
  %226 = tail call ptr @realloc(ptr noundef %45, i64 noundef %225) #20
  store ptr %226, ptr %0, align 8, !tbaa !17
  %227 = load i64, ptr %4, align 8, !tbaa !49
  br label %228

228:                                              ; preds = %222, %40
  %229 = phi i64 [ %227, %222 ], [ %41, %40 ]
  %230 = phi ptr [ %226, %222 ], [ %45, %40 ]
  %231 = add i64 %229, 1
  store i64 %231, ptr %4, align 8, !tbaa !49
  %232 = getelementptr inbounds i8, ptr %230, i64 %229
  store i8 92, ptr %232, align 1, !tbaa !13
  %233 = load ptr, ptr %0, align 8, !tbaa !17
  %234 = load i64, ptr %4, align 8, !tbaa !49
  %235 = getelementptr inbounds i8, ptr %233, i64 %234
  store i8 0, ptr %235, align 1, !tbaa !13
  %236 = load i64, ptr %4, align 8, !tbaa !49
  %237 = add i64 %236, 2
  %238 = load i64, ptr %7, align 8, !tbaa !50
  %239 = icmp ugt i64 %237, %238
  %240 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %239, label %241, label %247

241:                                              ; preds = %228
  %242 = icmp eq i64 %238, 0
  %243 = shl i64 %238, 1
  %244 = select i1 %242, i64 64, i64 %243
  store i64 %244, ptr %7, align 8, !tbaa !50
  %245 = tail call ptr @realloc(ptr noundef %240, i64 noundef %244) #20
  store ptr %245, ptr %0, align 8, !tbaa !17
  %246 = load i64, ptr %4, align 8, !tbaa !49
  br label %247

247:                                              ; preds = %241, %228
  %248 = phi i64 [ %246, %241 ], [ %236, %228 ]
  %249 = phi ptr [ %245, %241 ], [ %240, %228 ]
  %250 = add i64 %248, 1
  store i64 %250, ptr %4, align 8, !tbaa !49
  %251 = getelementptr inbounds i8, ptr %249, i64 %248
  store i8 114, ptr %251, align 1, !tbaa !13
  %252 = load ptr, ptr %0, align 8, !tbaa !17
  %253 = load i64, ptr %4, align 8, !tbaa !49
  %254 = getelementptr inbounds i8, ptr %252, i64 %253
  store i8 0, ptr %254, align 1, !tbaa !13
  br label %374

255:                                              ; preds = %34
  %256 = icmp eq i64 %37, 0
  %257 = shl i64 %37, 1
  %258 = select i1 %256, i64 64, i64 %257
  store i64 %258, ptr %7, align 8, !tbaa !50
  %259 = tail call ptr @realloc(ptr noundef %39, i64 noundef %258) #20
  store ptr %259, ptr %0, align 8, !tbaa !17
  %260 = load i64, ptr %4, align 8, !tbaa !49
  br label %261

261:                                              ; preds = %255, %34
  %262 = phi i64 [ %260, %255 ], [ %35, %34 ]
  %263 = phi ptr [ %259, %255 ], [ %39, %34 ]
  %264 = add i64 %262, 1
  store i64 %264, ptr %4, align 8, !tbaa !49
  %265 = getelementptr inbounds i8, ptr %263, i64 %262
  store i8 92, ptr %265, align 1, !tbaa !13
  %266 = load ptr, ptr %0, align 8, !tbaa !17
  %267 = load i64, ptr %4, align 8, !tbaa !49
  %268 = getelementptr inbounds i8, ptr %266, i64 %267
  store i8 0, ptr %268, align 1, !tbaa !13
  %269 = load i64, ptr %4, align 8, !tbaa !49
  %270 = add i64 %269, 2
  %271 = load i64, ptr %7, align 8, !tbaa !50
  %272 = icmp ugt i64 %270, %271
  %273 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %272, label %274, label %280

274:                                              ; preds = %261
  %275 = icmp eq i64 %271, 0
  %276 = shl i64 %271, 1
  %277 = select i1 %275, i64 64, i64 %276
  store i64 %277, ptr %7, align 8, !tbaa !50
  %278 = tail call ptr @realloc(ptr noundef %273, i64 noundef %277) #20
  store ptr %278, ptr %0, align 8, !tbaa !17
  %279 = load i64, ptr %4, align 8, !tbaa !49
  br label %280

280:                                              ; preds = %274, %261
  %281 = phi i64 [ %279, %274 ], [ %269, %261 ]
  %282 = phi ptr [ %278, %274 ], [ %273, %261 ]
  %283 = add i64 %281, 1
  store i64 %283, ptr %4, align 8, !tbaa !49
  %284 = getelementptr inbounds i8, ptr %282, i64 %281
  store i8 98, ptr %284, align 1, !tbaa !13
  %285 = load ptr, ptr %0, align 8, !tbaa !17
  %286 = load i64, ptr %4, align 8, !tbaa !49
  %287 = getelementptr inbounds i8, ptr %285, i64 %286
  store i8 0, ptr %287, align 1, !tbaa !13
  br label %374

288:                                              ; preds = %28
  %289 = icmp eq i64 %31, 0
  %290 = shl i64 %31, 1
  %291 = select i1 %289, i64 64, i64 %290
  store i64 %291, ptr %7, align 8, !tbaa !50
  %292 = tail call ptr @realloc(ptr noundef %33, i64 noundef %291) #20
  store ptr %292, ptr %0, align 8, !tbaa !17
  %293 = load i64, ptr %4, align 8, !tbaa !49
  br label %294

294:                                              ; preds = %288, %28
  %295 = phi i64 [ %293, %288 ], [ %29, %28 ]
  %296 = phi ptr [ %292, %288 ], [ %33, %28 ]
  %297 = add i64 %295, 1
  store i64 %297, ptr %4, align 8, !tbaa !49
  %298 = getelementptr inbounds i8, ptr %296, i64 %295
  store i8 92, ptr %298, align 1, !tbaa !13
  %299 = load ptr, ptr %0, align 8, !tbaa !17
  %300 = load i64, ptr %4, align 8, !tbaa !49
  %301 = getelementptr inbounds i8, ptr %299, i64 %300
  store i8 0, ptr %301, align 1, !tbaa !13
  %302 = load i64, ptr %4, align 8, !tbaa !49
  %303 = add i64 %302, 2
  %304 = load i64, ptr %7, align 8, !tbaa !50
  %305 = icmp ugt i64 %303, %304
  %306 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %305, label %307, label %313

307:                                              ; preds = %294
  %308 = icmp eq i64 %304, 0
  %309 = shl i64 %304, 1
  %310 = select i1 %308, i64 64, i64 %309
  store i64 %310, ptr %7, align 8, !tbaa !50
  %311 = tail call ptr @realloc(ptr noundef %306, i64 noundef %310) #20
  store ptr %311, ptr %0, align 8, !tbaa !17
  %312 = load i64, ptr %4, align 8, !tbaa !49
  br label %313

313:                                              ; preds = %307, %294
  %314 = phi i64 [ %312, %307 ], [ %302, %294 ]
  %315 = phi ptr [ %311, %307 ], [ %306, %294 ]
  %316 = add i64 %314, 1
  store i64 %316, ptr %4, align 8, !tbaa !49
  %317 = getelementptr inbounds i8, ptr %315, i64 %314
  store i8 102, ptr %317, align 1, !tbaa !13
  %318 = load ptr, ptr %0, align 8, !tbaa !17
  %319 = load i64, ptr %4, align 8, !tbaa !49
  %320 = getelementptr inbounds i8, ptr %318, i64 %319
  store i8 0, ptr %320, align 1, !tbaa !13
  br label %374

321:                                              ; preds = %25
  %322 = icmp ult i8 %27, 32
  br i1 %322, label %323, label %354

323:                                              ; preds = %321
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #17
  %324 = zext nneg i8 %27 to i32
  %325 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %3, i64 noundef 8, ptr noundef nonnull @.str.63, i32 noundef %324) #17
  %326 = load i8, ptr %3, align 4, !tbaa !13
  %327 = icmp eq i8 %326, 0
  br i1 %327, label %353, label %328

328:                                              ; preds = %323, %343
  %329 = phi i8 [ %351, %343 ], [ %326, %323 ]
  %330 = phi ptr [ %331, %343 ], [ %3, %323 ]
  %331 = getelementptr inbounds i8, ptr %330, i64 1
  %332 = load i64, ptr %4, align 8, !tbaa !49
  %333 = add i64 %332, 2
  %334 = load i64, ptr %7, align 8, !tbaa !50
  %335 = icmp ugt i64 %333, %334
  %336 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %335, label %337, label %343

337:                                              ; preds = %328
  %338 = icmp eq i64 %334, 0
  %339 = shl i64 %334, 1
  %340 = select i1 %338, i64 64, i64 %339
  store i64 %340, ptr %7, align 8, !tbaa !50
  %341 = tail call ptr @realloc(ptr noundef %336, i64 noundef %340) #20
  store ptr %341, ptr %0, align 8, !tbaa !17
  %342 = load i64, ptr %4, align 8, !tbaa !49
  br label %343

343:                                              ; preds = %337, %328
  %344 = phi i64 [ %342, %337 ], [ %332, %328 ]
  %345 = phi ptr [ %341, %337 ], [ %336, %328 ]
  %346 = add i64 %344, 1
  store i64 %346, ptr %4, align 8, !tbaa !49
  %347 = getelementptr inbounds i8, ptr %345, i64 %344
  store i8 %329, ptr %347, align 1, !tbaa !13
  %348 = load ptr, ptr %0, align 8, !tbaa !17
  %349 = load i64, ptr %4, align 8, !tbaa !49
  %350 = getelementptr inbounds i8, ptr %348, i64 %349
  store i8 0, ptr %350, align 1, !tbaa !13
  %351 = load i8, ptr %331, align 1, !tbaa !13
  %352 = icmp eq i8 %351, 0
  br i1 %352, label %353, label %328, !llvm.loop !41

353:                                              ; preds = %343, %323
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #17
  br label %374

354:                                              ; preds = %321
  %355 = load i64, ptr %4, align 8, !tbaa !49
  %356 = add i64 %355, 2
  %357 = load i64, ptr %7, align 8, !tbaa !50
  %358 = icmp ugt i64 %356, %357
  %359 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %358, label %360, label %366

360:                                              ; preds = %354
  %361 = icmp eq i64 %357, 0
  %362 = shl i64 %357, 1
  %363 = select i1 %361, i64 64, i64 %362
  store i64 %363, ptr %7, align 8, !tbaa !50
  %364 = tail call ptr @realloc(ptr noundef %359, i64 noundef %363) #20
  store ptr %364, ptr %0, align 8, !tbaa !17
  %365 = load i64, ptr %4, align 8, !tbaa !49
  br label %366

366:                                              ; preds = %354, %360
  %367 = phi i64 [ %365, %360 ], [ %355, %354 ]
  %368 = phi ptr [ %364, %360 ], [ %359, %354 ]
  %369 = add i64 %367, 1
  store i64 %369, ptr %4, align 8, !tbaa !49
  %370 = getelementptr inbounds i8, ptr %368, i64 %367
  store i8 %27, ptr %370, align 1, !tbaa !13
  %371 = load ptr, ptr %0, align 8, !tbaa !17
  %372 = load i64, ptr %4, align 8, !tbaa !49
  %373 = getelementptr inbounds i8, ptr %371, i64 %372
  store i8 0, ptr %373, align 1, !tbaa !13
  br label %374

374:                                              ; preds = %313, %280, %247, %214, %181, %148, %115, %366, %353
  %375 = getelementptr inbounds i8, ptr %26, i64 1
  br label %25, !llvm.loop !52
}

; Function Attrs: nounwind uwtable
define internal fastcc void @indent(ptr nocapture noundef %0, i32 noundef %1) unnamed_addr #0 {
  %3 = icmp sgt i32 %1, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %2
  %5 = getelementptr inbounds i8, ptr %0, i64 8
  %6 = getelementptr inbounds i8, ptr %0, i64 16
  br label %8

7:                                                ; preds = %40, %2
  ret void

8:                                                ; preds = %4, %40
  %9 = phi i32 [ 0, %4 ], [ %48, %40 ]
  %10 = load i64, ptr %5, align 8, !tbaa !49
  %11 = add i64 %10, 2
  %12 = load i64, ptr %6, align 8, !tbaa !50
  %13 = icmp ugt i64 %11, %12
  %14 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %13, label %15, label %21

15:                                               ; preds = %8
  %16 = icmp eq i64 %12, 0
  %17 = shl i64 %12, 1
  %18 = select i1 %16, i64 64, i64 %17
  store i64 %18, ptr %6, align 8, !tbaa !50
  %19 = tail call ptr @realloc(ptr noundef %14, i64 noundef %18) #20
  store ptr %19, ptr %0, align 8, !tbaa !17
  %20 = load i64, ptr %5, align 8, !tbaa !49
  br label %21

21:                                               ; preds = %15, %8
  %22 = phi i64 [ %20, %15 ], [ %10, %8 ]
  %23 = phi ptr [ %19, %15 ], [ %14, %8 ]
  %24 = add i64 %22, 1
  store i64 %24, ptr %5, align 8, !tbaa !49
  %25 = getelementptr inbounds i8, ptr %23, i64 %22
  store i8 32, ptr %25, align 1, !tbaa !13
  %26 = load ptr, ptr %0, align 8, !tbaa !17
  %27 = load i64, ptr %5, align 8, !tbaa !49
  %28 = getelementptr inbounds i8, ptr %26, i64 %27
  store i8 0, ptr %28, align 1, !tbaa !13
  %29 = load i64, ptr %5, align 8, !tbaa !49
  %30 = add i64 %29, 2
  %31 = load i64, ptr %6, align 8, !tbaa !50
  %32 = icmp ugt i64 %30, %31
  %33 = load ptr, ptr %0, align 8, !tbaa !17
  br i1 %32, label %34, label %40

34:                                               ; preds = %21
  %35 = icmp eq i64 %31, 0
  %36 = shl i64 %31, 1
  %37 = select i1 %35, i64 64, i64 %36
  store i64 %37, ptr %6, align 8, !tbaa !50
  %38 = tail call ptr @realloc(ptr noundef %33, i64 noundef %37) #20
  store ptr %38, ptr %0, align 8, !tbaa !17
  %39 = load i64, ptr %5, align 8, !tbaa !49
  br label %40

40:                                               ; preds = %34, %21
  %41 = phi i64 [ %39, %34 ], [ %29, %21 ]
  %42 = phi ptr [ %38, %34 ], [ %33, %21 ]
  %43 = add i64 %41, 1
  store i64 %43, ptr %5, align 8, !tbaa !49
  %44 = getelementptr inbounds i8, ptr %42, i64 %41
  store i8 32, ptr %44, align 1, !tbaa !13
  %45 = load ptr, ptr %0, align 8, !tbaa !17
  %46 = load i64, ptr %5, align 8, !tbaa !49
  %47 = getelementptr inbounds i8, ptr %45, i64 %46
  store i8 0, ptr %47, align 1, !tbaa !13
  %48 = add nuw nsw i32 %9, 1
  %49 = icmp eq i32 %48, %1
  br i1 %49, label %7, label %8, !llvm.loop !53
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #12

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #12

; Function Attrs: nofree nounwind
declare noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn
declare i64 @strtol(ptr noundef readonly, ptr nocapture noundef, i32 noundef) local_unnamed_addr #11

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite)
declare noalias ptr @strdup(ptr nocapture noundef readonly) local_unnamed_addr #13

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.umin.i64(i64, i64) #14

; Function Attrs: nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #15

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: read)
declare ptr @llvm.load.relative.i64(ptr, i64) #16

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { mustprogress nofree norecurse nosync nounwind willreturn memory(read, argmem: readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #10 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #11 = { mustprogress nofree nounwind willreturn "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #12 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #13 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #14 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #15 = { nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" }
attributes #16 = { nocallback nofree nosync nounwind willreturn memory(argmem: read) }
attributes #17 = { nounwind }
attributes #18 = { nounwind willreturn memory(read) }
attributes #19 = { nounwind allocsize(0,1) }
attributes #20 = { nounwind allocsize(1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !8, i64 0}
!7 = !{!"", !8, i64 0, !11, i64 8, !8, i64 16}
!8 = !{!"any pointer", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C/C++ TBAA"}
!11 = !{!"long", !9, i64 0}
!12 = !{!7, !11, i64 8}
!13 = !{!9, !9, i64 0}
!14 = distinct !{!14, !15}
!15 = !{!"llvm.loop.mustprogress"}
!16 = !{!7, !8, i64 16}
!17 = !{!18, !8, i64 0}
!18 = !{!"", !8, i64 0, !11, i64 8, !11, i64 16}
!19 = !{!11, !11, i64 0}
!20 = !{!21, !21, i64 0}
!21 = !{!"int", !9, i64 0}
!22 = !{!23, !23, i64 0}
!23 = !{!"double", !9, i64 0}
!24 = !{!8, !8, i64 0}
!25 = distinct !{!25, !15}
!26 = !{!27, !21, i64 0}
!27 = !{!"J", !21, i64 0, !23, i64 8, !8, i64 16, !8, i64 24, !8, i64 32, !21, i64 40, !21, i64 44}
!28 = !{!27, !21, i64 40}
!29 = !{!27, !8, i64 32}
!30 = !{!27, !8, i64 24}
!31 = distinct !{!31, !15}
!32 = distinct !{!32, !15}
!33 = distinct !{!33, !15}
!34 = distinct !{!34, !15}
!35 = distinct !{!35, !15}
!36 = distinct !{!36, !15}
!37 = !{!27, !23, i64 8}
!38 = distinct !{!38, !15}
!39 = !{!27, !8, i64 16}
!40 = distinct !{!40, !15}
!41 = distinct !{!41, !15}
!42 = distinct !{!42, !15}
!43 = !{!27, !21, i64 44}
!44 = distinct !{!44, !15}
!45 = distinct !{!45, !15}
!46 = distinct !{!46, !15}
!47 = distinct !{!47, !15}
!48 = distinct !{!48, !15}
!49 = !{!18, !11, i64 8}
!50 = !{!18, !11, i64 16}
!51 = distinct !{!51, !15}
!52 = distinct !{!52, !15}
!53 = distinct !{!53, !15}
