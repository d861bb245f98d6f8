; ModuleID = 'programs/regex_matcher.c'
source_filename = "programs/regex_matcher.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i32, i32, i32, i32, ptr }
%struct.Frag = type { i32, [64 x ptr], i32 }
%struct.Cont = type { i32, ptr, i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"a+b+\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [8 x i8] c"colou?r\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [4 x i8] c"^ab\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"cd$\00", align 1, !dbg !21
@.str.6 = private unnamed_addr constant [3 x i8] c"^$\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [6 x i8] c"a|b|c\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [10 x i8] c"(ab|cd)*e\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [8 x i8] c"[a-c]+x\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [9 x i8] c"[^0-9 ]+\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [12 x i8] c"\\d{3}-\\d{4}\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [13 x i8] c"\\w+@\\w+\\.com\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [7 x i8] c"(a*)*b\00", align 1, !dbg !55
@.str.14 = private unnamed_addr constant [9 x i8] c"(x+x+)+y\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [4 x i8] c".*z\00", align 1, !dbg !62
@.str.16 = private unnamed_addr constant [6 x i8] c"h.llo\00", align 1, !dbg !64
@.str.17 = private unnamed_addr constant [7 x i8] c"a{2,3}\00", align 1, !dbg !66
@.str.18 = private unnamed_addr constant [7 x i8] c"a{2,}b\00", align 1, !dbg !68
@.str.19 = private unnamed_addr constant [18 x i8] c"(a|ab)(c|bcd)(d*)\00", align 1, !dbg !70
@.str.20 = private unnamed_addr constant [4 x i8] c"\\s+\00", align 1, !dbg !75
@.str.21 = private unnamed_addr constant [6 x i8] c"[]a]+\00", align 1, !dbg !77
@.str.22 = private unnamed_addr constant [7 x i8] c"(|a)+b\00", align 1, !dbg !79
@.str.23 = private unnamed_addr constant [10 x i8] c"((a)|b)+c\00", align 1, !dbg !81
@.str.24 = private unnamed_addr constant [6 x i8] c"x{0}y\00", align 1, !dbg !83
@.str.25 = private unnamed_addr constant [8 x i8] c"[\\d\\s]+\00", align 1, !dbg !85
@__const.main.pats = private unnamed_addr constant [26 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25], align 16
@.str.26 = private unnamed_addr constant [8 x i8] c"xxabcxx\00", align 1, !dbg !87
@.str.27 = private unnamed_addr constant [5 x i8] c"aaab\00", align 1, !dbg !89
@.str.28 = private unnamed_addr constant [2 x i8] c"b\00", align 1, !dbg !91
@.str.29 = private unnamed_addr constant [13 x i8] c"color colour\00", align 1, !dbg !96
@.str.30 = private unnamed_addr constant [5 x i8] c"abab\00", align 1, !dbg !98
@.str.31 = private unnamed_addr constant [5 x i8] c"abcd\00", align 1, !dbg !100
@.str.32 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !102
@.str.33 = private unnamed_addr constant [8 x i8] c"cdcdabe\00", align 1, !dbg !107
@.str.34 = private unnamed_addr constant [7 x i8] c"zzabcx\00", align 1, !dbg !109
@.str.35 = private unnamed_addr constant [8 x i8] c"12 ab34\00", align 1, !dbg !111
@.str.36 = private unnamed_addr constant [18 x i8] c"call 555-1234 now\00", align 1, !dbg !113
@.str.37 = private unnamed_addr constant [13 x i8] c"me@host.com!\00", align 1, !dbg !115
@.str.38 = private unnamed_addr constant [21 x i8] c"aaaaaaaaaaaaaaaaaaac\00", align 1, !dbg !117
@.str.39 = private unnamed_addr constant [17 x i8] c"xxxxxxxxxxxxxxxy\00", align 1, !dbg !122
@.str.40 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !127
@.str.41 = private unnamed_addr constant [12 x i8] c"hallo hxllo\00", align 1, !dbg !129
@.str.42 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1, !dbg !131
@.str.43 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !133
@.str.44 = private unnamed_addr constant [5 x i8] c" \09 x\00", align 1, !dbg !135
@.str.45 = private unnamed_addr constant [5 x i8] c"]a]b\00", align 1, !dbg !137
@.str.46 = private unnamed_addr constant [4 x i8] c"aab\00", align 1, !dbg !139
@.str.47 = private unnamed_addr constant [6 x i8] c"abbac\00", align 1, !dbg !141
@.str.48 = private unnamed_addr constant [2 x i8] c"y\00", align 1, !dbg !143
@.str.49 = private unnamed_addr constant [7 x i8] c"1 2 3x\00", align 1, !dbg !145
@__const.main.texts = private unnamed_addr constant [26 x ptr] [ptr @.str, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.31, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47, ptr @.str.48, ptr @.str.49], align 16
@.str.50 = private unnamed_addr constant [25 x i8] c"pattern %-22s error: %s\0A\00", align 1, !dbg !147
@.str.51 = private unnamed_addr constant [29 x i8] c"pattern %-22s nfa states=%d:\00", align 1, !dbg !152
@nst = internal unnamed_addr global i32 0, align 4, !dbg !157
@steps = internal unnamed_addr global i64 0, align 8, !dbg !224
@.str.52 = private unnamed_addr constant [47 x i8] c" [MISMATCH text=%d bt=%d(%d,%d) nfa=%d(%d,%d)]\00", align 1, !dbg !191
@.str.53 = private unnamed_addr constant [15 x i8] c" %d:(%d,%d/%d)\00", align 1, !dbg !196
@.str.55 = private unnamed_addr constant [4 x i8] c"(ab\00", align 1, !dbg !203
@.str.56 = private unnamed_addr constant [4 x i8] c"ab)\00", align 1, !dbg !205
@.str.57 = private unnamed_addr constant [3 x i8] c"*a\00", align 1, !dbg !207
@.str.58 = private unnamed_addr constant [7 x i8] c"a{3,2}\00", align 1, !dbg !209
@.str.59 = private unnamed_addr constant [5 x i8] c"[abc\00", align 1, !dbg !211
@.str.60 = private unnamed_addr constant [4 x i8] c"a{2\00", align 1, !dbg !213
@.str.61 = private unnamed_addr constant [24 x i8] c"bad pattern %-8s -> %s\0A\00", align 1, !dbg !215
@.str.62 = private unnamed_addr constant [9 x i8] c"accepted\00", align 1, !dbg !220
@.str.63 = private unnamed_addr constant [47 x i8] c"agree %d/%d matches=%d order_ok=%d steps>0=%d\0A\00", align 1, !dbg !222
@pp = internal unnamed_addr global ptr null, align 8, !dbg !229
@perr = internal unnamed_addr global ptr null, align 8, !dbg !233
@.str.64 = private unnamed_addr constant [13 x i8] c"unbalanced )\00", align 1, !dbg !227
@.str.65 = private unnamed_addr constant [7 x i8] c"bad {}\00", align 1, !dbg !235
@.str.66 = private unnamed_addr constant [10 x i8] c"bad range\00", align 1, !dbg !237
@.str.67 = private unnamed_addr constant [10 x i8] c"missing )\00", align 1, !dbg !239
@.str.68 = private unnamed_addr constant [7 x i8] c"dwsDWS\00", align 1, !dbg !241
@.str.69 = private unnamed_addr constant [10 x i8] c"missing ]\00", align 1, !dbg !243
@.str.70 = private unnamed_addr constant [18 x i8] c"nothing to repeat\00", align 1, !dbg !245
@nfa_start = internal unnamed_addr global i32 0, align 4, !dbg !262
@st = internal global [8192 x %struct.State] zeroinitializer, align 16, !dbg !247
@text_start = internal unnamed_addr global ptr null, align 8, !dbg !264
@nfa_longest_from.l1 = internal global [8192 x i32] zeroinitializer, align 16, !dbg !266
@nfa_longest_from.l2 = internal global [8192 x i32] zeroinitializer, align 16, !dbg !297
@gen_id = internal unnamed_addr global i32 0, align 4, !dbg !299
@mark = internal unnamed_addr global [8192 x i32] zeroinitializer, align 16, !dbg !301

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 !dbg !311 {
  %1 = alloca i32, align 4, !DIAssignID !367
    #dbg_assign(i1 undef, !278, !DIExpression(), !367, ptr %1, !DIExpression(), !368)
  %2 = alloca i32, align 4, !DIAssignID !384
  %3 = alloca ptr, align 8, !DIAssignID !385
  %4 = alloca %struct.Frag, align 8, !DIAssignID !386
    #dbg_value(i32 26, !320, !DIExpression(), !387)
    #dbg_value(i32 26, !321, !DIExpression(), !387)
    #dbg_value(i32 0, !322, !DIExpression(), !387)
    #dbg_value(i32 0, !323, !DIExpression(), !387)
    #dbg_value(i32 0, !324, !DIExpression(), !387)
    #dbg_value(i32 1, !325, !DIExpression(), !387)
    #dbg_value(i64 0, !326, !DIExpression(), !387)
    #dbg_value(i32 0, !327, !DIExpression(), !388)
  %5 = getelementptr inbounds i8, ptr %4, i64 520
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  br label %11, !dbg !389

7:                                                ; preds = %320
    #dbg_value(i32 0, !361, !DIExpression(), !390)
    #dbg_value(i64 0, !361, !DIExpression(), !390)
    #dbg_value(ptr @.str.55, !391, !DIExpression(), !399)
    #dbg_value(ptr undef, !397, !DIExpression(), !399)
  store ptr @.str.55, ptr @pp, align 8, !dbg !401, !tbaa !402
  store ptr null, ptr @perr, align 8, !dbg !406, !tbaa !402
  %8 = tail call fastcc ptr @p_alt(), !dbg !407
    #dbg_value(ptr %8, !398, !DIExpression(), !399)
  %9 = load ptr, ptr @perr, align 8, !dbg !408, !tbaa !402
  %10 = icmp eq ptr %9, null, !dbg !408
  br i1 %10, label %328, label %333, !dbg !410

11:                                               ; preds = %0, %320
  %12 = phi i64 [ 0, %0 ], [ %326, %320 ]
  %13 = phi i32 [ 0, %0 ], [ %325, %320 ]
  %14 = phi i32 [ 0, %0 ], [ %324, %320 ]
  %15 = phi i32 [ 0, %0 ], [ %323, %320 ]
  %16 = phi i64 [ 0, %0 ], [ %322, %320 ]
  %17 = phi i32 [ 1, %0 ], [ %321, %320 ]
    #dbg_value(i32 %13, !322, !DIExpression(), !387)
    #dbg_value(i32 %14, !323, !DIExpression(), !387)
    #dbg_value(i32 %15, !324, !DIExpression(), !387)
    #dbg_value(i64 %12, !327, !DIExpression(), !388)
    #dbg_value(i64 %16, !326, !DIExpression(), !387)
    #dbg_value(i32 %17, !325, !DIExpression(), !387)
  %18 = getelementptr inbounds [26 x ptr], ptr @__const.main.pats, i64 0, i64 %12, !dbg !411
  %19 = load ptr, ptr %18, align 8, !dbg !411, !tbaa !402
    #dbg_value(ptr %19, !391, !DIExpression(), !412)
    #dbg_value(ptr undef, !397, !DIExpression(), !412)
  store ptr %19, ptr @pp, align 8, !dbg !414, !tbaa !402
  store ptr null, ptr @perr, align 8, !dbg !415, !tbaa !402
  %20 = tail call fastcc ptr @p_alt(), !dbg !416
    #dbg_value(ptr %20, !398, !DIExpression(), !412)
  %21 = load ptr, ptr @perr, align 8, !dbg !417, !tbaa !402
  %22 = icmp eq ptr %21, null, !dbg !417
  br i1 %22, label %23, label %28, !dbg !418

23:                                               ; preds = %11
  %24 = load ptr, ptr @pp, align 8, !dbg !419, !tbaa !402
  %25 = load i8, ptr %24, align 1, !dbg !420, !tbaa !421
  %26 = icmp eq i8 %25, 0, !dbg !420
  br i1 %26, label %30, label %27, !dbg !422

27:                                               ; preds = %23
  store ptr @.str.64, ptr @perr, align 8, !dbg !423, !tbaa !402
  br label %28, !dbg !424

28:                                               ; preds = %11, %27
  %29 = phi ptr [ %21, %11 ], [ @.str.64, %27 ]
    #dbg_value(ptr %29, !329, !DIExpression(), !425)
  tail call fastcc void @free_node(ptr noundef %20), !dbg !426
    #dbg_value(ptr null, !332, !DIExpression(), !425)
  br label %32, !dbg !429

30:                                               ; preds = %23
    #dbg_value(ptr null, !329, !DIExpression(), !425)
    #dbg_value(ptr %20, !332, !DIExpression(), !425)
  %31 = icmp eq ptr %20, null, !dbg !430
  br i1 %31, label %32, label %35, !dbg !429

32:                                               ; preds = %28, %30
  %33 = phi ptr [ %29, %28 ], [ null, %30 ]
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef %19, ptr noundef %33), !dbg !432
  br label %320, !dbg !434

35:                                               ; preds = %30
    #dbg_assign(i1 undef, !435, !DIExpression(), !386, ptr %4, !DIExpression(), !453)
    #dbg_value(ptr %20, !442, !DIExpression(), !453)
  store i32 0, ptr @nst, align 4, !dbg !455, !tbaa !456
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %4) #12, !dbg !458
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %4, ptr noundef nonnull %20), !dbg !459
    #dbg_value(i32 6, !460, !DIExpression(), !465)
  %36 = load i32, ptr @nst, align 4, !dbg !467, !tbaa !456
  %37 = sext i32 %36 to i64, !dbg !468
  %38 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %37, !dbg !468
  %39 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %37, i32 4, !dbg !469
  store ptr null, ptr %39, align 8, !dbg !470, !tbaa !471
  store <4 x i32> <i32 6, i32 0, i32 -1, i32 -1>, ptr %38, align 8, !dbg !473, !tbaa !456
  %40 = add nsw i32 %36, 1, !dbg !474
  store i32 %40, ptr @nst, align 4, !dbg !474, !tbaa !456
    #dbg_value(i32 %36, !443, !DIExpression(), !453)
    #dbg_value(ptr %4, !475, !DIExpression(), !484)
    #dbg_value(i32 %36, !481, !DIExpression(), !484)
    #dbg_value(i32 0, !482, !DIExpression(), !486)
  %41 = load i32, ptr %5, align 8, !dbg !487, !tbaa !489
  %42 = icmp sgt i32 %41, 0, !dbg !491
  br i1 %42, label %43, label %91, !dbg !492

43:                                               ; preds = %35
  %44 = zext nneg i32 %41 to i64
  %45 = and i64 %44, 7, !dbg !492
  %46 = icmp ult i32 %41, 8, !dbg !492
  br i1 %46, label %78, label %47, !dbg !492

47:                                               ; preds = %43
  %48 = and i64 %44, 2147483640, !dbg !492
  br label %49, !dbg !492

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %75, %49 ]
  %51 = phi i64 [ 0, %47 ], [ %76, %49 ]
    #dbg_value(i64 %50, !482, !DIExpression(), !486)
  %52 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %50, !dbg !493
  %53 = load ptr, ptr %52, align 8, !dbg !493, !tbaa !402
  store i32 %36, ptr %53, align 4, !dbg !494, !tbaa !456
  %54 = or disjoint i64 %50, 1, !dbg !495
    #dbg_value(i64 %54, !482, !DIExpression(), !486)
  %55 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %54, !dbg !493
  %56 = load ptr, ptr %55, align 8, !dbg !493, !tbaa !402
  store i32 %36, ptr %56, align 4, !dbg !494, !tbaa !456
  %57 = or disjoint i64 %50, 2, !dbg !495
    #dbg_value(i64 %57, !482, !DIExpression(), !486)
  %58 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %57, !dbg !493
  %59 = load ptr, ptr %58, align 8, !dbg !493, !tbaa !402
  store i32 %36, ptr %59, align 4, !dbg !494, !tbaa !456
  %60 = or disjoint i64 %50, 3, !dbg !495
    #dbg_value(i64 %60, !482, !DIExpression(), !486)
  %61 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %60, !dbg !493
  %62 = load ptr, ptr %61, align 8, !dbg !493, !tbaa !402
  store i32 %36, ptr %62, align 4, !dbg !494, !tbaa !456
  %63 = or disjoint i64 %50, 4, !dbg !495
    #dbg_value(i64 %63, !482, !DIExpression(), !486)
  %64 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %63, !dbg !493
  %65 = load ptr, ptr %64, align 8, !dbg !493, !tbaa !402
  store i32 %36, ptr %65, align 4, !dbg !494, !tbaa !456
  %66 = or disjoint i64 %50, 5, !dbg !495
    #dbg_value(i64 %66, !482, !DIExpression(), !486)
  %67 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %66, !dbg !493
  %68 = load ptr, ptr %67, align 8, !dbg !493, !tbaa !402
  store i32 %36, ptr %68, align 4, !dbg !494, !tbaa !456
  %69 = or disjoint i64 %50, 6, !dbg !495
    #dbg_value(i64 %69, !482, !DIExpression(), !486)
  %70 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %69, !dbg !493
  %71 = load ptr, ptr %70, align 8, !dbg !493, !tbaa !402
  store i32 %36, ptr %71, align 4, !dbg !494, !tbaa !456
  %72 = or disjoint i64 %50, 7, !dbg !495
    #dbg_value(i64 %72, !482, !DIExpression(), !486)
  %73 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %72, !dbg !493
  %74 = load ptr, ptr %73, align 8, !dbg !493, !tbaa !402
  store i32 %36, ptr %74, align 4, !dbg !494, !tbaa !456
  %75 = add nuw nsw i64 %50, 8, !dbg !495
    #dbg_value(i64 %75, !482, !DIExpression(), !486)
  %76 = add i64 %51, 8, !dbg !492
  %77 = icmp eq i64 %76, %48, !dbg !492
  br i1 %77, label %78, label %49, !dbg !492, !llvm.loop !496

78:                                               ; preds = %49, %43
  %79 = phi i64 [ 0, %43 ], [ %75, %49 ]
  %80 = icmp eq i64 %45, 0, !dbg !492
  br i1 %80, label %89, label %81, !dbg !492

81:                                               ; preds = %78, %81
  %82 = phi i64 [ %86, %81 ], [ %79, %78 ]
  %83 = phi i64 [ %87, %81 ], [ 0, %78 ]
    #dbg_value(i64 %82, !482, !DIExpression(), !486)
  %84 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %82, !dbg !493
  %85 = load ptr, ptr %84, align 8, !dbg !493, !tbaa !402
  store i32 %36, ptr %85, align 4, !dbg !494, !tbaa !456
  %86 = add nuw nsw i64 %82, 1, !dbg !495
    #dbg_value(i64 %86, !482, !DIExpression(), !486)
  %87 = add i64 %83, 1, !dbg !492
  %88 = icmp eq i64 %87, %45, !dbg !492
  br i1 %88, label %89, label %81, !dbg !492, !llvm.loop !499

89:                                               ; preds = %81, %78
  %90 = load i32, ptr @nst, align 4, !dbg !501, !tbaa !456
  br label %91, !dbg !502

91:                                               ; preds = %89, %35
  %92 = phi i32 [ %90, %89 ], [ %40, %35 ], !dbg !501
    #dbg_assign(i32 0, !435, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !503, ptr %5, !DIExpression(), !453)
  %93 = load i32, ptr %4, align 8, !dbg !502, !tbaa !504
  store i32 %93, ptr @nfa_start, align 4, !dbg !505, !tbaa !456
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %4) #12, !dbg !506
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.51, ptr noundef %19, i32 noundef %92), !dbg !507
    #dbg_value(i32 0, !349, !DIExpression(), !508)
    #dbg_value(i32 %13, !322, !DIExpression(), !387)
    #dbg_value(i32 %14, !323, !DIExpression(), !387)
    #dbg_value(i32 %15, !324, !DIExpression(), !387)
    #dbg_value(i64 %16, !326, !DIExpression(), !387)
    #dbg_value(i32 %17, !325, !DIExpression(), !387)
  br label %98, !dbg !509

95:                                               ; preds = %313
  %96 = add i32 %14, 26, !dbg !509
  %97 = tail call i32 @putchar(i32 10), !dbg !510
  tail call fastcc void @free_node(ptr noundef nonnull %20), !dbg !511
  br label %320, !dbg !512

98:                                               ; preds = %91, %313
  %99 = phi i64 [ 0, %91 ], [ %318, %313 ]
  %100 = phi i32 [ %13, %91 ], [ %303, %313 ]
  %101 = phi i32 [ %15, %91 ], [ %314, %313 ]
  %102 = phi i64 [ %16, %91 ], [ %290, %313 ]
  %103 = phi i32 [ %17, %91 ], [ %317, %313 ]
    #dbg_value(i32 %100, !322, !DIExpression(), !387)
    #dbg_value(i32 poison, !323, !DIExpression(), !387)
    #dbg_value(i64 %99, !349, !DIExpression(), !508)
    #dbg_value(i32 %101, !324, !DIExpression(), !387)
    #dbg_value(i64 %102, !326, !DIExpression(), !387)
    #dbg_value(i32 %103, !325, !DIExpression(), !387)
    #dbg_value(i32 -1, !351, !DIExpression(), !513)
    #dbg_value(i32 -1, !354, !DIExpression(), !513)
    #dbg_value(i32 -1, !355, !DIExpression(), !513)
    #dbg_value(i32 -1, !356, !DIExpression(), !513)
  store i64 0, ptr @steps, align 8, !dbg !514, !tbaa !515
  %104 = getelementptr inbounds [26 x ptr], ptr @__const.main.texts, i64 0, i64 %99, !dbg !517
  %105 = load ptr, ptr %104, align 8, !dbg !517, !tbaa !402
    #dbg_assign(i1 undef, !518, !DIExpression(), !385, ptr %3, !DIExpression(), !531)
    #dbg_value(ptr %20, !526, !DIExpression(), !533)
    #dbg_value(ptr %105, !527, !DIExpression(), !533)
    #dbg_value(ptr undef, !528, !DIExpression(), !533)
    #dbg_value(ptr undef, !529, !DIExpression(), !533)
  store ptr %105, ptr @text_start, align 8, !dbg !534, !tbaa !402
    #dbg_value(ptr %105, !530, !DIExpression(), !535)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !536
  %106 = call fastcc i32 @bt(ptr noundef nonnull %20, ptr noundef %105, ptr noundef null, ptr noundef nonnull %3), !dbg !537
  %107 = icmp eq i32 %106, 0, !dbg !537
  br i1 %107, label %118, label %108, !dbg !539

108:                                              ; preds = %122, %98
  %109 = phi ptr [ %105, %98 ], [ %123, %122 ], !dbg !540
  %110 = ptrtoint ptr %109 to i64, !dbg !541
  %111 = ptrtoint ptr %105 to i64, !dbg !541
  %112 = sub i64 %110, %111, !dbg !541
  %113 = trunc i64 %112 to i32, !dbg !543
    #dbg_value(i32 %113, !351, !DIExpression(), !513)
  %114 = load ptr, ptr %3, align 8, !dbg !544, !tbaa !402
  %115 = ptrtoint ptr %114 to i64, !dbg !545
  %116 = sub i64 %115, %111, !dbg !545
  %117 = trunc i64 %116 to i32, !dbg !546
    #dbg_value(i32 %117, !354, !DIExpression(), !513)
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !547
  br label %126

118:                                              ; preds = %98, %122
  %119 = phi ptr [ %123, %122 ], [ %105, %98 ]
    #dbg_value(ptr %119, !530, !DIExpression(), !535)
  %120 = load i8, ptr %119, align 1, !dbg !548, !tbaa !421
  %121 = icmp eq i8 %120, 0, !dbg !548
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12, !dbg !547
  br i1 %121, label %126, label %122

122:                                              ; preds = %118
  %123 = getelementptr inbounds i8, ptr %119, i64 1, !dbg !550
    #dbg_value(ptr %123, !530, !DIExpression(), !535)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12, !dbg !536
  %124 = call fastcc i32 @bt(ptr noundef nonnull %20, ptr noundef nonnull %123, ptr noundef null, ptr noundef nonnull %3), !dbg !537
  %125 = icmp eq i32 %124, 0, !dbg !537
  br i1 %125, label %118, label %108, !dbg !539, !llvm.loop !551

126:                                              ; preds = %118, %108
  %127 = phi i32 [ %113, %108 ], [ -1, %118 ], !dbg !513
  %128 = phi i32 [ %117, %108 ], [ -1, %118 ], !dbg !513
  %129 = phi i1 [ false, %108 ], [ true, %118 ]
  %130 = phi i32 [ 1, %108 ], [ 0, %118 ]
    #dbg_value(i32 %128, !354, !DIExpression(), !513)
    #dbg_value(i32 %127, !351, !DIExpression(), !513)
    #dbg_value(i32 %130, !357, !DIExpression(), !513)
    #dbg_value(ptr %105, !377, !DIExpression(), !554)
    #dbg_value(ptr undef, !378, !DIExpression(), !554)
    #dbg_value(ptr undef, !379, !DIExpression(), !554)
  %131 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %105) #13, !dbg !555
  %132 = trunc i64 %131 to i32, !dbg !556
    #dbg_value(i32 %132, !380, !DIExpression(), !554)
    #dbg_value(i32 0, !381, !DIExpression(), !557)
  %133 = icmp sgt i32 %132, -1, !dbg !558
  br i1 %133, label %134, label %284, !dbg !559

134:                                              ; preds = %126
  %135 = and i64 %131, 2147483647
  %136 = add nuw nsw i64 %131, 1, !dbg !559
  %137 = and i64 %136, 4294967295, !dbg !558
  br label %138, !dbg !559

138:                                              ; preds = %280, %134
  %139 = phi i64 [ 0, %134 ], [ %281, %280 ]
  %140 = phi i1 [ true, %134 ], [ %282, %280 ]
    #dbg_value(i64 %139, !381, !DIExpression(), !557)
    #dbg_assign(i1 undef, !279, !DIExpression(), !384, ptr %2, !DIExpression(), !368)
    #dbg_value(ptr %105, !272, !DIExpression(), !368)
    #dbg_value(i32 %132, !273, !DIExpression(), !368)
    #dbg_value(i64 %139, !274, !DIExpression(), !368)
    #dbg_value(ptr @nfa_longest_from.l1, !275, !DIExpression(), !368)
    #dbg_value(ptr @nfa_longest_from.l2, !277, !DIExpression(), !368)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #12, !dbg !560
  store i32 0, ptr %1, align 4, !dbg !561, !tbaa !456, !DIAssignID !562
    #dbg_assign(i32 0, !278, !DIExpression(), !562, ptr %1, !DIExpression(), !368)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #12, !dbg !560
    #dbg_value(i32 -1, !280, !DIExpression(), !368)
  %141 = load i32, ptr @gen_id, align 4, !dbg !563, !tbaa !456
  %142 = add nsw i32 %141, 1, !dbg !563
  store i32 %142, ptr @gen_id, align 4, !dbg !563, !tbaa !456
  %143 = load i32, ptr @nfa_start, align 4, !dbg !564, !tbaa !456
  %144 = trunc nuw nsw i64 %139 to i32, !dbg !565
  call fastcc void @addstate(ptr noundef nonnull @nfa_longest_from.l1, ptr noundef nonnull %1, i32 noundef %143, i32 noundef %144, i32 noundef %132), !dbg !565
    #dbg_value(i64 %139, !281, !DIExpression(), !566)
  %145 = load i32, ptr %1, align 4
  br label %146, !dbg !567

146:                                              ; preds = %240, %138
  %147 = phi i32 [ %242, %240 ], [ %145, %138 ]
  %148 = phi i64 [ %241, %240 ], [ %139, %138 ], !dbg !568
  %149 = phi i32 [ %180, %240 ], [ -1, %138 ], !dbg !569
  %150 = phi ptr [ %151, %240 ], [ @nfa_longest_from.l2, %138 ], !dbg !368
  %151 = phi ptr [ %150, %240 ], [ @nfa_longest_from.l1, %138 ], !dbg !368
    #dbg_value(ptr %151, !275, !DIExpression(), !368)
    #dbg_value(ptr %150, !277, !DIExpression(), !368)
    #dbg_value(i64 %148, !281, !DIExpression(), !566)
    #dbg_value(i32 %149, !280, !DIExpression(), !368)
    #dbg_value(i32 0, !283, !DIExpression(), !570)
  %152 = icmp sgt i32 %147, 0, !dbg !571
  br i1 %152, label %153, label %179, !dbg !573

153:                                              ; preds = %146
  %154 = zext nneg i32 %147 to i64, !dbg !571
  %155 = trunc nsw i64 %148 to i32
  %156 = and i64 %154, 3, !dbg !573
  %157 = icmp ult i32 %147, 4, !dbg !573
  br i1 %157, label %160, label %158, !dbg !573

158:                                              ; preds = %153
  %159 = and i64 %154, 2147483644, !dbg !573
  br label %184, !dbg !573

160:                                              ; preds = %184, %153
  %161 = phi i32 [ poison, %153 ], [ %218, %184 ]
  %162 = phi i64 [ 0, %153 ], [ %219, %184 ]
  %163 = phi i32 [ %149, %153 ], [ %218, %184 ]
  %164 = icmp eq i64 %156, 0, !dbg !573
  br i1 %164, label %179, label %165, !dbg !573

165:                                              ; preds = %160, %165
  %166 = phi i64 [ %176, %165 ], [ %162, %160 ]
  %167 = phi i32 [ %175, %165 ], [ %163, %160 ]
  %168 = phi i64 [ %177, %165 ], [ 0, %160 ]
    #dbg_value(i32 %167, !280, !DIExpression(), !368)
    #dbg_value(i64 %166, !283, !DIExpression(), !570)
  %169 = getelementptr inbounds i32, ptr %151, i64 %166, !dbg !574
  %170 = load i32, ptr %169, align 4, !dbg !574, !tbaa !456
  %171 = sext i32 %170 to i64, !dbg !576
  %172 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %171, !dbg !576
  %173 = load i32, ptr %172, align 8, !dbg !577, !tbaa !578
  %174 = icmp eq i32 %173, 6, !dbg !579
  %175 = select i1 %174, i32 %155, i32 %167, !dbg !580
    #dbg_value(i32 %175, !280, !DIExpression(), !368)
  %176 = add nuw nsw i64 %166, 1, !dbg !581
    #dbg_value(i64 %176, !283, !DIExpression(), !570)
  %177 = add i64 %168, 1, !dbg !573
  %178 = icmp eq i64 %177, %156, !dbg !573
  br i1 %178, label %179, label %165, !dbg !573, !llvm.loop !582

179:                                              ; preds = %160, %165, %146
  %180 = phi i32 [ %149, %146 ], [ %161, %160 ], [ %175, %165 ], !dbg !368
  %181 = icmp eq i64 %148, %135, !dbg !583
  %182 = icmp eq i32 %147, 0
  %183 = or i1 %182, %181, !dbg !585
  br i1 %183, label %278, label %222, !dbg !585

184:                                              ; preds = %184, %158
  %185 = phi i64 [ 0, %158 ], [ %219, %184 ]
  %186 = phi i32 [ %149, %158 ], [ %218, %184 ]
  %187 = phi i64 [ 0, %158 ], [ %220, %184 ]
    #dbg_value(i32 %186, !280, !DIExpression(), !368)
    #dbg_value(i64 %185, !283, !DIExpression(), !570)
  %188 = getelementptr inbounds i32, ptr %151, i64 %185, !dbg !574
  %189 = load i32, ptr %188, align 4, !dbg !574, !tbaa !456
  %190 = sext i32 %189 to i64, !dbg !576
  %191 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %190, !dbg !576
  %192 = load i32, ptr %191, align 8, !dbg !577, !tbaa !578
  %193 = icmp eq i32 %192, 6, !dbg !579
    #dbg_value(i32 poison, !280, !DIExpression(), !368)
  %194 = or disjoint i64 %185, 1, !dbg !581
    #dbg_value(i64 %194, !283, !DIExpression(), !570)
  %195 = getelementptr inbounds i32, ptr %151, i64 %194, !dbg !574
  %196 = load i32, ptr %195, align 4, !dbg !574, !tbaa !456
  %197 = sext i32 %196 to i64, !dbg !576
  %198 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %197, !dbg !576
  %199 = load i32, ptr %198, align 8, !dbg !577, !tbaa !578
  %200 = icmp eq i32 %199, 6, !dbg !579
    #dbg_value(i32 poison, !280, !DIExpression(), !368)
  %201 = or disjoint i64 %185, 2, !dbg !581
    #dbg_value(i64 %201, !283, !DIExpression(), !570)
  %202 = getelementptr inbounds i32, ptr %151, i64 %201, !dbg !574
  %203 = load i32, ptr %202, align 4, !dbg !574, !tbaa !456
  %204 = sext i32 %203 to i64, !dbg !576
  %205 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %204, !dbg !576
  %206 = load i32, ptr %205, align 8, !dbg !577, !tbaa !578
  %207 = icmp eq i32 %206, 6, !dbg !579
    #dbg_value(i32 poison, !280, !DIExpression(), !368)
  %208 = or disjoint i64 %185, 3, !dbg !581
    #dbg_value(i64 %208, !283, !DIExpression(), !570)
  %209 = getelementptr inbounds i32, ptr %151, i64 %208, !dbg !574
  %210 = load i32, ptr %209, align 4, !dbg !574, !tbaa !456
  %211 = sext i32 %210 to i64, !dbg !576
  %212 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %211, !dbg !576
  %213 = load i32, ptr %212, align 8, !dbg !577, !tbaa !578
  %214 = icmp eq i32 %213, 6, !dbg !579
  %215 = select i1 %214, i1 true, i1 %207, !dbg !580
  %216 = select i1 %215, i1 true, i1 %200, !dbg !580
  %217 = select i1 %216, i1 true, i1 %193, !dbg !580
  %218 = select i1 %217, i32 %155, i32 %186, !dbg !580
    #dbg_value(i32 %218, !280, !DIExpression(), !368)
  %219 = add nuw nsw i64 %185, 4, !dbg !581
    #dbg_value(i64 %219, !283, !DIExpression(), !570)
  %220 = add i64 %187, 4, !dbg !573
  %221 = icmp eq i64 %220, %159, !dbg !573
  br i1 %221, label %160, label %184, !dbg !573, !llvm.loop !586

222:                                              ; preds = %179
  %223 = getelementptr inbounds i8, ptr %105, i64 %148, !dbg !588
  %224 = load i8, ptr %223, align 1, !dbg !588, !tbaa !421
    #dbg_value(i8 %224, !287, !DIExpression(), !589)
  store i32 0, ptr %2, align 4, !dbg !590, !tbaa !456, !DIAssignID !591
    #dbg_assign(i32 0, !279, !DIExpression(), !591, ptr %2, !DIExpression(), !368)
  %225 = load i32, ptr @gen_id, align 4, !dbg !592, !tbaa !456
  %226 = add nsw i32 %225, 1, !dbg !592
  store i32 %226, ptr @gen_id, align 4, !dbg !592, !tbaa !456
    #dbg_value(i32 0, !288, !DIExpression(), !593)
  br i1 %152, label %229, label %227, !dbg !594

227:                                              ; preds = %222
  %228 = add nsw i64 %148, 1, !dbg !595
  br label %240, !dbg !594

229:                                              ; preds = %222
  %230 = zext i8 %224 to i32
  %231 = icmp ne i8 %224, 10
  %232 = lshr i32 %230, 3
  %233 = zext nneg i32 %232 to i64
  %234 = and i32 %230, 7
  %235 = shl nuw nsw i32 1, %234
  %236 = add nsw i64 %148, 1
  %237 = trunc nsw i64 %236 to i32
  br label %243, !dbg !594

238:                                              ; preds = %273
  %239 = load i32, ptr %2, align 4, !dbg !596, !tbaa !456
  br label %240, !dbg !596

240:                                              ; preds = %238, %227
  %241 = phi i64 [ %228, %227 ], [ %236, %238 ], !dbg !595
  %242 = phi i32 [ 0, %227 ], [ %239, %238 ], !dbg !596
    #dbg_value(ptr %151, !295, !DIExpression(), !589)
    #dbg_value(ptr %150, !275, !DIExpression(), !368)
    #dbg_value(ptr %151, !277, !DIExpression(), !368)
  store i32 %242, ptr %1, align 4, !dbg !597, !tbaa !456, !DIAssignID !598
    #dbg_assign(i32 %242, !278, !DIExpression(), !598, ptr %1, !DIExpression(), !368)
    #dbg_value(i64 %241, !281, !DIExpression(), !566)
  br label %146, !dbg !599, !llvm.loop !600

243:                                              ; preds = %273, %229
  %244 = phi i32 [ %147, %229 ], [ %274, %273 ]
  %245 = phi i64 [ 0, %229 ], [ %275, %273 ]
    #dbg_value(i64 %245, !288, !DIExpression(), !593)
  %246 = getelementptr inbounds i32, ptr %151, i64 %245, !dbg !603
  %247 = load i32, ptr %246, align 4, !dbg !603, !tbaa !456
  %248 = sext i32 %247 to i64, !dbg !604
  %249 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %248, !dbg !604
    #dbg_value(ptr %249, !290, !DIExpression(), !605)
  %250 = load i32, ptr %249, align 8, !dbg !606, !tbaa !578
  %251 = icmp eq i32 %250, 0, !dbg !608
  br i1 %251, label %252, label %256, !dbg !609

252:                                              ; preds = %243
  %253 = getelementptr inbounds i8, ptr %249, i64 4, !dbg !610
  %254 = load i32, ptr %253, align 4, !dbg !610, !tbaa !611
  %255 = icmp eq i32 %254, %230, !dbg !612
  br i1 %255, label %269, label %273, !dbg !613

256:                                              ; preds = %243
  %257 = icmp eq i32 %250, 1, !dbg !614
  %258 = select i1 %257, i1 %231, i1 false, !dbg !615
  br i1 %258, label %269, label %259, !dbg !615

259:                                              ; preds = %256
  %260 = icmp eq i32 %250, 2, !dbg !616
  br i1 %260, label %261, label %273, !dbg !617

261:                                              ; preds = %259
  %262 = getelementptr inbounds i8, ptr %249, i64 16, !dbg !618
  %263 = load ptr, ptr %262, align 8, !dbg !618, !tbaa !471
    #dbg_value(ptr %263, !619, !DIExpression(), !625)
    #dbg_value(i32 %230, !624, !DIExpression(), !625)
  %264 = getelementptr inbounds i8, ptr %263, i64 %233, !dbg !627
  %265 = load i8, ptr %264, align 1, !dbg !627, !tbaa !421
  %266 = zext i8 %265 to i32, !dbg !627
  %267 = and i32 %235, %266, !dbg !628
  %268 = icmp eq i32 %267, 0, !dbg !628
  br i1 %268, label %273, label %269, !dbg !629

269:                                              ; preds = %261, %256, %252
  %270 = getelementptr inbounds i8, ptr %249, i64 8, !dbg !630
  %271 = load i32, ptr %270, align 8, !dbg !630, !tbaa !631
  call fastcc void @addstate(ptr noundef %150, ptr noundef nonnull %2, i32 noundef %271, i32 noundef %237, i32 noundef %132), !dbg !632
  %272 = load i32, ptr %1, align 4, !dbg !633, !tbaa !456
  br label %273, !dbg !632

273:                                              ; preds = %269, %261, %259, %252
  %274 = phi i32 [ %244, %252 ], [ %272, %269 ], [ %244, %261 ], [ %244, %259 ], !dbg !633
  %275 = add nuw nsw i64 %245, 1, !dbg !634
    #dbg_value(i64 %275, !288, !DIExpression(), !593)
  %276 = sext i32 %274 to i64, !dbg !635
  %277 = icmp slt i64 %275, %276, !dbg !635
  br i1 %277, label %243, label %238, !dbg !594, !llvm.loop !636

278:                                              ; preds = %179
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #12, !dbg !638
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #12, !dbg !638
    #dbg_value(i32 %180, !382, !DIExpression(), !639)
  %279 = icmp slt i32 %180, 0, !dbg !640
  br i1 %279, label %280, label %284, !dbg !642

280:                                              ; preds = %278
  %281 = add nuw nsw i64 %139, 1, !dbg !643
    #dbg_value(i64 %281, !381, !DIExpression(), !557)
  %282 = icmp ult i64 %139, %135, !dbg !558
  %283 = icmp eq i64 %281, %137, !dbg !558
  br i1 %283, label %284, label %138, !dbg !559, !llvm.loop !644

284:                                              ; preds = %278, %280, %126
  %285 = phi i32 [ -1, %126 ], [ %144, %278 ], [ -1, %280 ], !dbg !513
  %286 = phi i32 [ -1, %126 ], [ %180, %278 ], [ -1, %280 ], !dbg !513
  %287 = phi i1 [ false, %126 ], [ %140, %278 ], [ %282, %280 ]
    #dbg_value(i32 %286, !356, !DIExpression(), !513)
    #dbg_value(i32 %285, !355, !DIExpression(), !513)
  %288 = zext i1 %287 to i32
    #dbg_value(i32 %288, !358, !DIExpression(), !513)
  %289 = load i64, ptr @steps, align 8, !dbg !646, !tbaa !515
  %290 = add nsw i64 %289, %102, !dbg !647
    #dbg_value(i64 %290, !326, !DIExpression(), !387)
    #dbg_value(i32 poison, !323, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !387)
  %291 = icmp eq i32 %130, %288, !dbg !648
  br i1 %291, label %292, label %299, !dbg !650

292:                                              ; preds = %284
  br i1 %129, label %297, label %293, !dbg !651

293:                                              ; preds = %292
  %294 = icmp ne i32 %127, %285, !dbg !652
  %295 = icmp sgt i32 %128, %286
  %296 = select i1 %294, i1 true, i1 %295, !dbg !653
  br i1 %296, label %299, label %297, !dbg !653

297:                                              ; preds = %293, %292
  %298 = add nsw i32 %100, 1, !dbg !654
    #dbg_value(i32 %298, !322, !DIExpression(), !387)
  br label %302, !dbg !655

299:                                              ; preds = %293, %284
  %300 = trunc nuw nsw i64 %99 to i32, !dbg !656
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.52, i32 noundef %300, i32 noundef %130, i32 noundef %127, i32 noundef %128, i32 noundef %288, i32 noundef %285, i32 noundef %286), !dbg !656
  br label %302

302:                                              ; preds = %299, %297
  %303 = phi i32 [ %298, %297 ], [ %100, %299 ], !dbg !387
    #dbg_value(i32 %303, !322, !DIExpression(), !387)
  br i1 %129, label %313, label %304, !dbg !657

304:                                              ; preds = %302
  %305 = add nsw i32 %101, 1, !dbg !658
    #dbg_value(i32 %305, !324, !DIExpression(), !387)
  %306 = add nuw nsw i64 %99, %12, !dbg !661
  %307 = trunc nuw nsw i64 %306 to i32, !dbg !663
  %308 = urem i32 %307, 5, !dbg !663
  %309 = icmp eq i32 %308, 0, !dbg !664
  br i1 %309, label %310, label %313, !dbg !665

310:                                              ; preds = %304
  %311 = trunc nuw nsw i64 %99 to i32, !dbg !666
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.53, i32 noundef %311, i32 noundef %127, i32 noundef %128, i32 noundef %286), !dbg !666
  br label %313, !dbg !666

313:                                              ; preds = %304, %310, %302
  %314 = phi i32 [ %305, %310 ], [ %305, %304 ], [ %101, %302 ], !dbg !387
    #dbg_value(i32 %314, !324, !DIExpression(), !387)
  %315 = icmp sgt i32 %128, %286, !dbg !667
  %316 = select i1 %315, i32 0, i32 %103, !dbg !667
  %317 = select i1 %129, i32 %103, i32 %316, !dbg !667
    #dbg_value(i32 %317, !325, !DIExpression(), !387)
  %318 = add nuw nsw i64 %99, 1, !dbg !669
    #dbg_value(i32 %303, !322, !DIExpression(), !387)
    #dbg_value(i32 poison, !323, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !387)
    #dbg_value(i64 %318, !349, !DIExpression(), !508)
    #dbg_value(i64 %290, !326, !DIExpression(), !387)
  %319 = icmp eq i64 %318, 26, !dbg !670
  br i1 %319, label %95, label %98, !dbg !509, !llvm.loop !671

320:                                              ; preds = %95, %32
  %321 = phi i32 [ %317, %95 ], [ %17, %32 ], !dbg !673
  %322 = phi i64 [ %290, %95 ], [ %16, %32 ], !dbg !674
  %323 = phi i32 [ %314, %95 ], [ %15, %32 ], !dbg !675
  %324 = phi i32 [ %96, %95 ], [ %14, %32 ], !dbg !676
  %325 = phi i32 [ %303, %95 ], [ %13, %32 ], !dbg !677
    #dbg_value(i32 %325, !322, !DIExpression(), !387)
    #dbg_value(i32 %324, !323, !DIExpression(), !387)
    #dbg_value(i32 %323, !324, !DIExpression(), !387)
    #dbg_value(i64 %322, !326, !DIExpression(), !387)
    #dbg_value(i32 %321, !325, !DIExpression(), !387)
  %326 = add nuw nsw i64 %12, 1, !dbg !678
    #dbg_value(i64 %326, !327, !DIExpression(), !388)
  %327 = icmp eq i64 %326, 26, !dbg !679
  br i1 %327, label %7, label %11, !dbg !389, !llvm.loop !680

328:                                              ; preds = %7
  %329 = load ptr, ptr @pp, align 8, !dbg !682, !tbaa !402
  %330 = load i8, ptr %329, align 1, !dbg !683, !tbaa !421
  %331 = icmp eq i8 %330, 0, !dbg !683
  br i1 %331, label %335, label %332, !dbg !684

332:                                              ; preds = %328
  store ptr @.str.64, ptr @perr, align 8, !dbg !685, !tbaa !402
  br label %333, !dbg !686

333:                                              ; preds = %332, %7
  %334 = phi ptr [ %9, %7 ], [ @.str.64, %332 ]
    #dbg_value(ptr %334, !363, !DIExpression(), !687)
  tail call fastcc void @free_node(ptr noundef %8), !dbg !688
  br label %335, !dbg !689

335:                                              ; preds = %328, %333
  %336 = phi ptr [ %334, %333 ], [ null, %328 ], !dbg !690
  %337 = phi ptr [ null, %333 ], [ %8, %328 ], !dbg !399
    #dbg_value(ptr %336, !363, !DIExpression(), !687)
    #dbg_value(ptr %337, !366, !DIExpression(), !687)
  %338 = icmp eq ptr %337, null, !dbg !691
  %339 = select i1 %338, ptr %336, ptr @.str.62, !dbg !691
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.55, ptr noundef %339), !dbg !692
  tail call fastcc void @free_node(ptr noundef %337), !dbg !693
    #dbg_value(i64 1, !361, !DIExpression(), !390)
    #dbg_value(ptr @.str.56, !391, !DIExpression(), !399)
    #dbg_value(ptr undef, !397, !DIExpression(), !399)
  store ptr @.str.56, ptr @pp, align 8, !dbg !401, !tbaa !402
  store ptr null, ptr @perr, align 8, !dbg !406, !tbaa !402
  %341 = tail call fastcc ptr @p_alt(), !dbg !407
    #dbg_value(ptr %341, !398, !DIExpression(), !399)
  %342 = load ptr, ptr @perr, align 8, !dbg !408, !tbaa !402
  %343 = icmp eq ptr %342, null, !dbg !408
  br i1 %343, label %344, label %349, !dbg !410

344:                                              ; preds = %335
  %345 = load ptr, ptr @pp, align 8, !dbg !682, !tbaa !402
  %346 = load i8, ptr %345, align 1, !dbg !683, !tbaa !421
  %347 = icmp eq i8 %346, 0, !dbg !683
  br i1 %347, label %351, label %348, !dbg !684

348:                                              ; preds = %344
  store ptr @.str.64, ptr @perr, align 8, !dbg !685, !tbaa !402
  br label %349, !dbg !686

349:                                              ; preds = %348, %335
  %350 = phi ptr [ %342, %335 ], [ @.str.64, %348 ]
    #dbg_value(ptr %350, !363, !DIExpression(), !687)
  tail call fastcc void @free_node(ptr noundef %341), !dbg !688
  br label %351, !dbg !689

351:                                              ; preds = %349, %344
  %352 = phi ptr [ %350, %349 ], [ null, %344 ], !dbg !690
  %353 = phi ptr [ null, %349 ], [ %341, %344 ], !dbg !399
    #dbg_value(ptr %352, !363, !DIExpression(), !687)
    #dbg_value(ptr %353, !366, !DIExpression(), !687)
  %354 = icmp eq ptr %353, null, !dbg !691
  %355 = select i1 %354, ptr %352, ptr @.str.62, !dbg !691
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.56, ptr noundef %355), !dbg !692
  tail call fastcc void @free_node(ptr noundef %353), !dbg !693
    #dbg_value(i64 2, !361, !DIExpression(), !390)
    #dbg_value(ptr @.str.57, !391, !DIExpression(), !399)
    #dbg_value(ptr undef, !397, !DIExpression(), !399)
  store ptr @.str.57, ptr @pp, align 8, !dbg !401, !tbaa !402
  store ptr null, ptr @perr, align 8, !dbg !406, !tbaa !402
  %357 = tail call fastcc ptr @p_alt(), !dbg !407
    #dbg_value(ptr %357, !398, !DIExpression(), !399)
  %358 = load ptr, ptr @perr, align 8, !dbg !408, !tbaa !402
  %359 = icmp eq ptr %358, null, !dbg !408
  br i1 %359, label %360, label %365, !dbg !410

360:                                              ; preds = %351
  %361 = load ptr, ptr @pp, align 8, !dbg !682, !tbaa !402
  %362 = load i8, ptr %361, align 1, !dbg !683, !tbaa !421
  %363 = icmp eq i8 %362, 0, !dbg !683
  br i1 %363, label %367, label %364, !dbg !684

364:                                              ; preds = %360
  store ptr @.str.64, ptr @perr, align 8, !dbg !685, !tbaa !402
  br label %365, !dbg !686

365:                                              ; preds = %364, %351
  %366 = phi ptr [ %358, %351 ], [ @.str.64, %364 ]
    #dbg_value(ptr %366, !363, !DIExpression(), !687)
  tail call fastcc void @free_node(ptr noundef %357), !dbg !688
  br label %367, !dbg !689

367:                                              ; preds = %365, %360
  %368 = phi ptr [ %366, %365 ], [ null, %360 ], !dbg !690
  %369 = phi ptr [ null, %365 ], [ %357, %360 ], !dbg !399
    #dbg_value(ptr %368, !363, !DIExpression(), !687)
    #dbg_value(ptr %369, !366, !DIExpression(), !687)
  %370 = icmp eq ptr %369, null, !dbg !691
  %371 = select i1 %370, ptr %368, ptr @.str.62, !dbg !691
  %372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.57, ptr noundef %371), !dbg !692
  tail call fastcc void @free_node(ptr noundef %369), !dbg !693
    #dbg_value(i64 3, !361, !DIExpression(), !390)
    #dbg_value(ptr @.str.58, !391, !DIExpression(), !399)
    #dbg_value(ptr undef, !397, !DIExpression(), !399)
  store ptr @.str.58, ptr @pp, align 8, !dbg !401, !tbaa !402
  store ptr null, ptr @perr, align 8, !dbg !406, !tbaa !402
  %373 = tail call fastcc ptr @p_alt(), !dbg !407
    #dbg_value(ptr %373, !398, !DIExpression(), !399)
  %374 = load ptr, ptr @perr, align 8, !dbg !408, !tbaa !402
  %375 = icmp eq ptr %374, null, !dbg !408
  br i1 %375, label %376, label %381, !dbg !410

376:                                              ; preds = %367
  %377 = load ptr, ptr @pp, align 8, !dbg !682, !tbaa !402
  %378 = load i8, ptr %377, align 1, !dbg !683, !tbaa !421
  %379 = icmp eq i8 %378, 0, !dbg !683
  br i1 %379, label %383, label %380, !dbg !684

380:                                              ; preds = %376
  store ptr @.str.64, ptr @perr, align 8, !dbg !685, !tbaa !402
  br label %381, !dbg !686

381:                                              ; preds = %380, %367
  %382 = phi ptr [ %374, %367 ], [ @.str.64, %380 ]
    #dbg_value(ptr %382, !363, !DIExpression(), !687)
  tail call fastcc void @free_node(ptr noundef %373), !dbg !688
  br label %383, !dbg !689

383:                                              ; preds = %381, %376
  %384 = phi ptr [ %382, %381 ], [ null, %376 ], !dbg !690
  %385 = phi ptr [ null, %381 ], [ %373, %376 ], !dbg !399
    #dbg_value(ptr %384, !363, !DIExpression(), !687)
    #dbg_value(ptr %385, !366, !DIExpression(), !687)
  %386 = icmp eq ptr %385, null, !dbg !691
  %387 = select i1 %386, ptr %384, ptr @.str.62, !dbg !691
  %388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.58, ptr noundef %387), !dbg !692
  tail call fastcc void @free_node(ptr noundef %385), !dbg !693
    #dbg_value(i64 4, !361, !DIExpression(), !390)
    #dbg_value(ptr @.str.59, !391, !DIExpression(), !399)
    #dbg_value(ptr undef, !397, !DIExpression(), !399)
  store ptr @.str.59, ptr @pp, align 8, !dbg !401, !tbaa !402
  store ptr null, ptr @perr, align 8, !dbg !406, !tbaa !402
  %389 = tail call fastcc ptr @p_alt(), !dbg !407
    #dbg_value(ptr %389, !398, !DIExpression(), !399)
  %390 = load ptr, ptr @perr, align 8, !dbg !408, !tbaa !402
  %391 = icmp eq ptr %390, null, !dbg !408
  br i1 %391, label %392, label %397, !dbg !410

392:                                              ; preds = %383
  %393 = load ptr, ptr @pp, align 8, !dbg !682, !tbaa !402
  %394 = load i8, ptr %393, align 1, !dbg !683, !tbaa !421
  %395 = icmp eq i8 %394, 0, !dbg !683
  br i1 %395, label %399, label %396, !dbg !684

396:                                              ; preds = %392
  store ptr @.str.64, ptr @perr, align 8, !dbg !685, !tbaa !402
  br label %397, !dbg !686

397:                                              ; preds = %396, %383
  %398 = phi ptr [ %390, %383 ], [ @.str.64, %396 ]
    #dbg_value(ptr %398, !363, !DIExpression(), !687)
  tail call fastcc void @free_node(ptr noundef %389), !dbg !688
  br label %399, !dbg !689

399:                                              ; preds = %397, %392
  %400 = phi ptr [ %398, %397 ], [ null, %392 ], !dbg !690
  %401 = phi ptr [ null, %397 ], [ %389, %392 ], !dbg !399
    #dbg_value(ptr %400, !363, !DIExpression(), !687)
    #dbg_value(ptr %401, !366, !DIExpression(), !687)
  %402 = icmp eq ptr %401, null, !dbg !691
  %403 = select i1 %402, ptr %400, ptr @.str.62, !dbg !691
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.59, ptr noundef %403), !dbg !692
  tail call fastcc void @free_node(ptr noundef %401), !dbg !693
    #dbg_value(i64 5, !361, !DIExpression(), !390)
    #dbg_value(ptr @.str.60, !391, !DIExpression(), !399)
    #dbg_value(ptr undef, !397, !DIExpression(), !399)
  store ptr @.str.60, ptr @pp, align 8, !dbg !401, !tbaa !402
  store ptr null, ptr @perr, align 8, !dbg !406, !tbaa !402
  %405 = tail call fastcc ptr @p_alt(), !dbg !407
    #dbg_value(ptr %405, !398, !DIExpression(), !399)
  %406 = load ptr, ptr @perr, align 8, !dbg !408, !tbaa !402
  %407 = icmp eq ptr %406, null, !dbg !408
  br i1 %407, label %408, label %413, !dbg !410

408:                                              ; preds = %399
  %409 = load ptr, ptr @pp, align 8, !dbg !682, !tbaa !402
  %410 = load i8, ptr %409, align 1, !dbg !683, !tbaa !421
  %411 = icmp eq i8 %410, 0, !dbg !683
  br i1 %411, label %415, label %412, !dbg !684

412:                                              ; preds = %408
  store ptr @.str.64, ptr @perr, align 8, !dbg !685, !tbaa !402
  br label %413, !dbg !686

413:                                              ; preds = %412, %399
  %414 = phi ptr [ %406, %399 ], [ @.str.64, %412 ]
    #dbg_value(ptr %414, !363, !DIExpression(), !687)
  tail call fastcc void @free_node(ptr noundef %405), !dbg !688
  br label %415, !dbg !689

415:                                              ; preds = %413, %408
  %416 = phi ptr [ %414, %413 ], [ null, %408 ], !dbg !690
  %417 = phi ptr [ null, %413 ], [ %405, %408 ], !dbg !399
    #dbg_value(ptr %416, !363, !DIExpression(), !687)
    #dbg_value(ptr %417, !366, !DIExpression(), !687)
  %418 = icmp eq ptr %417, null, !dbg !691
  %419 = select i1 %418, ptr %416, ptr @.str.62, !dbg !691
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.60, ptr noundef %419), !dbg !692
  tail call fastcc void @free_node(ptr noundef %417), !dbg !693
    #dbg_value(i64 6, !361, !DIExpression(), !390)
  %421 = icmp sgt i64 %322, 0, !dbg !694
  %422 = zext i1 %421 to i32, !dbg !694
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.63, i32 noundef %325, i32 noundef %324, i32 noundef %323, i32 noundef %321, i32 noundef %422), !dbg !695
  %424 = icmp ne i32 %325, %324, !dbg !696
  %425 = zext i1 %424 to i32, !dbg !697
  ret i32 %425, !dbg !698
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !699 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @free_node(ptr noundef %0) unnamed_addr #0 !dbg !704 {
    #dbg_value(ptr %0, !708, !DIExpression(), !709)
  %2 = icmp eq ptr %0, null, !dbg !710
  br i1 %2, label %3, label %4, !dbg !712

3:                                                ; preds = %1, %4
  ret void, !dbg !713

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !714
  %6 = load ptr, ptr %5, align 8, !dbg !714, !tbaa !715
  tail call fastcc void @free_node(ptr noundef %6), !dbg !717
  %7 = getelementptr inbounds i8, ptr %0, i64 48, !dbg !718
  %8 = load ptr, ptr %7, align 8, !dbg !718, !tbaa !719
  tail call fastcc void @free_node(ptr noundef %8), !dbg !720
  tail call void @free(ptr noundef nonnull %0) #12, !dbg !721
  br label %3, !dbg !713
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @p_alt() unnamed_addr #0 !dbg !722 {
    #dbg_value(ptr null, !730, !DIExpression(), !738)
  br label %1, !dbg !740

1:                                                ; preds = %18, %0
  %2 = phi ptr [ null, %0 ], [ %19, %18 ], !dbg !741
    #dbg_value(ptr %2, !730, !DIExpression(), !738)
  %3 = load ptr, ptr @pp, align 8, !dbg !742, !tbaa !402
  %4 = load i8, ptr %3, align 1, !dbg !743, !tbaa !421
  switch i8 %4, label %5 [
    i8 0, label %20
    i8 124, label %20
    i8 41, label %20
  ], !dbg !744

5:                                                ; preds = %1
  %6 = tail call fastcc ptr @p_repeat(), !dbg !745
    #dbg_value(ptr %6, !733, !DIExpression(), !746)
  %7 = load ptr, ptr @perr, align 8, !dbg !747, !tbaa !402
  %8 = icmp eq ptr %7, null, !dbg !747
  br i1 %8, label %12, label %9, !dbg !749

9:                                                ; preds = %5
  tail call fastcc void @free_node(ptr noundef %2), !dbg !750
    #dbg_value(ptr poison, !730, !DIExpression(), !738)
  %10 = load ptr, ptr @pp, align 8, !dbg !752, !tbaa !402
  %11 = load i8, ptr %10, align 1, !dbg !753, !tbaa !421
  br label %24

12:                                               ; preds = %5
  %13 = icmp eq ptr %2, null, !dbg !754
  br i1 %13, label %18, label %14, !dbg !755

14:                                               ; preds = %12
    #dbg_value(i32 3, !756, !DIExpression(), !762)
  %15 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !764
    #dbg_value(ptr %15, !761, !DIExpression(), !762)
  store i32 3, ptr %15, align 8, !dbg !765, !tbaa !766
    #dbg_value(ptr %15, !735, !DIExpression(), !767)
  %16 = getelementptr inbounds i8, ptr %15, i64 40, !dbg !768
  store ptr %2, ptr %16, align 8, !dbg !769, !tbaa !715
  %17 = getelementptr inbounds i8, ptr %15, i64 48, !dbg !770
  store ptr %6, ptr %17, align 8, !dbg !771, !tbaa !719
    #dbg_value(ptr %15, !730, !DIExpression(), !738)
  br label %18

18:                                               ; preds = %14, %12
  %19 = phi ptr [ %15, %14 ], [ %6, %12 ]
  br label %1, !dbg !742, !llvm.loop !772

20:                                               ; preds = %1, %1, %1
  %21 = icmp eq ptr %2, null, !dbg !774
  br i1 %21, label %22, label %24, !dbg !774

22:                                               ; preds = %20
    #dbg_value(i32 8, !756, !DIExpression(), !775)
  %23 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !777
    #dbg_value(ptr %23, !761, !DIExpression(), !775)
  store i32 8, ptr %23, align 8, !dbg !778, !tbaa !766
  br label %24, !dbg !774

24:                                               ; preds = %9, %20, %22
  %25 = phi i8 [ %4, %22 ], [ %4, %20 ], [ %11, %9 ], !dbg !753
  %26 = phi ptr [ %3, %22 ], [ %3, %20 ], [ %10, %9 ], !dbg !752
  %27 = phi ptr [ %23, %22 ], [ %2, %20 ], [ %6, %9 ], !dbg !738
    #dbg_value(ptr %27, !726, !DIExpression(), !779)
  %28 = icmp eq i8 %25, 124, !dbg !780
  %29 = load ptr, ptr @perr, align 8, !dbg !781
  %30 = icmp eq ptr %29, null, !dbg !781
  %31 = select i1 %28, i1 %30, i1 false, !dbg !781
  br i1 %31, label %32, label %71, !dbg !782

32:                                               ; preds = %24, %60
  %33 = phi ptr [ %62, %60 ], [ %26, %24 ]
  %34 = phi ptr [ %64, %60 ], [ %27, %24 ]
    #dbg_value(ptr %34, !726, !DIExpression(), !779)
  %35 = getelementptr inbounds i8, ptr %33, i64 1, !dbg !783
  store ptr %35, ptr @pp, align 8, !dbg !783, !tbaa !402
    #dbg_value(ptr null, !730, !DIExpression(), !784)
  br label %36, !dbg !786

36:                                               ; preds = %53, %32
  %37 = phi ptr [ %35, %32 ], [ %55, %53 ], !dbg !787
  %38 = phi ptr [ null, %32 ], [ %54, %53 ], !dbg !788
    #dbg_value(ptr %38, !730, !DIExpression(), !784)
  %39 = load i8, ptr %37, align 1, !dbg !789, !tbaa !421
  switch i8 %39, label %40 [
    i8 0, label %56
    i8 124, label %56
    i8 41, label %56
  ], !dbg !790

40:                                               ; preds = %36
  %41 = tail call fastcc ptr @p_repeat(), !dbg !791
    #dbg_value(ptr %41, !733, !DIExpression(), !792)
  %42 = load ptr, ptr @perr, align 8, !dbg !793
  %43 = icmp eq ptr %42, null, !dbg !793
  br i1 %43, label %47, label %44, !dbg !794

44:                                               ; preds = %40
  tail call fastcc void @free_node(ptr noundef %38), !dbg !795
    #dbg_value(ptr poison, !730, !DIExpression(), !784)
  %45 = load ptr, ptr @pp, align 8, !dbg !752, !tbaa !402
  %46 = load ptr, ptr @perr, align 8, !dbg !781
  br label %60

47:                                               ; preds = %40
  %48 = icmp eq ptr %38, null, !dbg !796
  br i1 %48, label %53, label %49, !dbg !797

49:                                               ; preds = %47
    #dbg_value(i32 3, !756, !DIExpression(), !798)
  %50 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !800
    #dbg_value(ptr %50, !761, !DIExpression(), !798)
  store i32 3, ptr %50, align 8, !dbg !801, !tbaa !766
    #dbg_value(ptr %50, !735, !DIExpression(), !802)
  %51 = getelementptr inbounds i8, ptr %50, i64 40, !dbg !803
  store ptr %38, ptr %51, align 8, !dbg !804, !tbaa !715
  %52 = getelementptr inbounds i8, ptr %50, i64 48, !dbg !805
  store ptr %41, ptr %52, align 8, !dbg !806, !tbaa !719
    #dbg_value(ptr %50, !730, !DIExpression(), !784)
  br label %53

53:                                               ; preds = %49, %47
  %54 = phi ptr [ %50, %49 ], [ %41, %47 ], !dbg !784
    #dbg_value(ptr %54, !730, !DIExpression(), !784)
  %55 = load ptr, ptr @pp, align 8, !dbg !787, !tbaa !402
  br label %36, !llvm.loop !807

56:                                               ; preds = %36, %36, %36
  %57 = icmp eq ptr %38, null, !dbg !809
  br i1 %57, label %58, label %60, !dbg !809

58:                                               ; preds = %56
    #dbg_value(i32 8, !756, !DIExpression(), !810)
  %59 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !812
    #dbg_value(ptr %59, !761, !DIExpression(), !810)
  store i32 8, ptr %59, align 8, !dbg !813, !tbaa !766
  br label %60, !dbg !809

60:                                               ; preds = %44, %56, %58
  %61 = phi ptr [ null, %58 ], [ null, %56 ], [ %46, %44 ], !dbg !781
  %62 = phi ptr [ %37, %58 ], [ %37, %56 ], [ %45, %44 ], !dbg !752
  %63 = phi ptr [ %59, %58 ], [ %38, %56 ], [ %41, %44 ], !dbg !784
    #dbg_value(ptr %63, !727, !DIExpression(), !814)
    #dbg_value(i32 4, !756, !DIExpression(), !815)
  %64 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !817
    #dbg_value(ptr %64, !761, !DIExpression(), !815)
  store i32 4, ptr %64, align 8, !dbg !818, !tbaa !766
    #dbg_value(ptr %64, !729, !DIExpression(), !814)
  %65 = getelementptr inbounds i8, ptr %64, i64 40, !dbg !819
  store ptr %34, ptr %65, align 8, !dbg !820, !tbaa !715
  %66 = getelementptr inbounds i8, ptr %64, i64 48, !dbg !821
  store ptr %63, ptr %66, align 8, !dbg !822, !tbaa !719
    #dbg_value(ptr %64, !726, !DIExpression(), !779)
  %67 = load i8, ptr %62, align 1, !dbg !753, !tbaa !421
  %68 = icmp eq i8 %67, 124, !dbg !780
  %69 = icmp eq ptr %61, null, !dbg !781
  %70 = select i1 %68, i1 %69, i1 false, !dbg !781
  br i1 %70, label %32, label %71, !dbg !782, !llvm.loop !823

71:                                               ; preds = %60, %24
  %72 = phi ptr [ %27, %24 ], [ %64, %60 ], !dbg !779
  ret ptr %72, !dbg !825
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @p_repeat() unnamed_addr #0 !dbg !826 {
  %1 = load ptr, ptr @pp, align 8, !dbg !835, !tbaa !402
  %2 = load i8, ptr %1, align 1, !dbg !867, !tbaa !421
    #dbg_value(i8 %2, !838, !DIExpression(), !868)
  switch i8 %2, label %227 [
    i8 40, label %3
    i8 46, label %12
    i8 94, label %15
    i8 36, label %18
    i8 91, label %21
    i8 92, label %162
    i8 124, label %220
    i8 63, label %220
    i8 43, label %220
    i8 42, label %220
    i8 41, label %220
    i8 0, label %220
  ], !dbg !869

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !870
  store ptr %4, ptr @pp, align 8, !dbg !870, !tbaa !402
  %5 = tail call fastcc ptr @p_alt(), !dbg !871
    #dbg_value(ptr %5, !839, !DIExpression(), !872)
  %6 = load ptr, ptr @pp, align 8, !dbg !873, !tbaa !402
  %7 = load i8, ptr %6, align 1, !dbg !875, !tbaa !421
  %8 = icmp eq i8 %7, 41, !dbg !876
  br i1 %8, label %10, label %9, !dbg !877

9:                                                ; preds = %3
  store ptr @.str.67, ptr @perr, align 8, !dbg !878, !tbaa !402
  br label %232, !dbg !880

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %6, i64 1, !dbg !881
  store ptr %11, ptr @pp, align 8, !dbg !881, !tbaa !402
  br label %232, !dbg !882

12:                                               ; preds = %0
  %13 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !883
  store ptr %13, ptr @pp, align 8, !dbg !883, !tbaa !402
    #dbg_value(i32 1, !756, !DIExpression(), !886)
  %14 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !888
    #dbg_value(ptr %14, !761, !DIExpression(), !886)
  store i32 1, ptr %14, align 8, !dbg !889, !tbaa !766
  br label %232, !dbg !890

15:                                               ; preds = %0
  %16 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !891
  store ptr %16, ptr @pp, align 8, !dbg !891, !tbaa !402
    #dbg_value(i32 6, !756, !DIExpression(), !894)
  %17 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !896
    #dbg_value(ptr %17, !761, !DIExpression(), !894)
  store i32 6, ptr %17, align 8, !dbg !897, !tbaa !766
  br label %232, !dbg !898

18:                                               ; preds = %0
  %19 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !899
  store ptr %19, ptr @pp, align 8, !dbg !899, !tbaa !402
    #dbg_value(i32 7, !756, !DIExpression(), !902)
  %20 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !904
    #dbg_value(ptr %20, !761, !DIExpression(), !902)
  store i32 7, ptr %20, align 8, !dbg !905, !tbaa !766
  br label %232, !dbg !906

21:                                               ; preds = %0
  %22 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !907
  store ptr %22, ptr @pp, align 8, !dbg !907, !tbaa !402
    #dbg_value(i32 2, !756, !DIExpression(), !908)
  %23 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !910
    #dbg_value(ptr %23, !761, !DIExpression(), !908)
  store i32 2, ptr %23, align 8, !dbg !911, !tbaa !766
    #dbg_value(ptr %23, !842, !DIExpression(), !912)
    #dbg_value(i32 0, !845, !DIExpression(), !912)
  %24 = load i8, ptr %22, align 1, !dbg !913, !tbaa !421
  %25 = icmp eq i8 %24, 94, !dbg !915
  br i1 %25, label %26, label %29, !dbg !916

26:                                               ; preds = %21
    #dbg_value(i32 1, !845, !DIExpression(), !912)
  %27 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !917
  store ptr %27, ptr @pp, align 8, !dbg !917, !tbaa !402
  %28 = load i8, ptr %27, align 1, !dbg !919, !tbaa !421
  br label %29, !dbg !920

29:                                               ; preds = %26, %21
  %30 = phi i8 [ %28, %26 ], [ %24, %21 ], !dbg !919
  %31 = phi ptr [ %27, %26 ], [ %22, %21 ]
    #dbg_value(i32 poison, !845, !DIExpression(), !912)
    #dbg_value(i32 poison, !846, !DIExpression(), !912)
  %32 = icmp eq i8 %30, 0, !dbg !919
  br i1 %32, label %149, label %33, !dbg !921

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %23, i64 8
  br label %35, !dbg !921

35:                                               ; preds = %146, %33
  %36 = phi i8 [ %30, %33 ], [ %148, %146 ]
  %37 = phi ptr [ %31, %33 ], [ %147, %146 ]
    #dbg_value(i32 0, !846, !DIExpression(), !912)
  %38 = getelementptr inbounds i8, ptr %37, i64 1, !dbg !922
  store ptr %38, ptr @pp, align 8, !dbg !922, !tbaa !402
    #dbg_value(i8 %36, !847, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !923)
  %39 = icmp eq i8 %36, 92, !dbg !924
  br i1 %39, label %40, label %92, !dbg !925

40:                                               ; preds = %35
  %41 = load i8, ptr %38, align 1, !dbg !926, !tbaa !421
  %42 = icmp eq i8 %41, 0, !dbg !926
  br i1 %42, label %105, label %43, !dbg !927

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %37, i64 2, !dbg !928
  store ptr %44, ptr @pp, align 8, !dbg !928, !tbaa !402
    #dbg_value(i8 %41, !849, !DIExpression(), !929)
  %45 = sext i8 %41 to i32, !dbg !930
  %46 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.68, i32 %45, i64 7), !dbg !932
  %47 = icmp eq ptr %46, null, !dbg !932
  br i1 %47, label %87, label %48, !dbg !933

48:                                               ; preds = %43
    #dbg_value(ptr %34, !934, !DIExpression(), !946)
    #dbg_value(i8 %41, !940, !DIExpression(), !946)
    #dbg_value(i32 0, !941, !DIExpression(), !949)
  %49 = and i8 %41, -33
  %50 = add i8 %41, -65
  %51 = icmp ult i8 %50, 26
  br label %52, !dbg !950

52:                                               ; preds = %84, %48
  %53 = phi i32 [ 0, %48 ], [ %85, %84 ]
    #dbg_value(i32 %53, !941, !DIExpression(), !949)
  switch i8 %49, label %68 [
    i8 68, label %54
    i8 87, label %57
  ], !dbg !951

54:                                               ; preds = %52
  %55 = add nsw i32 %53, -48, !dbg !952
  %56 = icmp ult i32 %55, 10, !dbg !952
  br label %72, !dbg !953

57:                                               ; preds = %52
  %58 = add nsw i32 %53, -48, !dbg !954
  %59 = icmp ult i32 %58, 10, !dbg !954
  %60 = add nsw i32 %53, -97
  %61 = icmp ult i32 %60, 26
  %62 = select i1 %59, i1 true, i1 %61, !dbg !954
  %63 = add nsw i32 %53, -65
  %64 = icmp ult i32 %63, 26
  %65 = select i1 %62, i1 true, i1 %64, !dbg !954
  %66 = icmp eq i32 %53, 95
  %67 = or i1 %66, %65, !dbg !954
  br label %72, !dbg !954

68:                                               ; preds = %52
  %69 = trunc nuw i32 %53 to i8, !dbg !955
  switch i8 %69, label %70 [
    i8 32, label %71
    i8 10, label %71
    i8 9, label %71
    i8 13, label %71
  ], !dbg !955

70:                                               ; preds = %68
    #dbg_value(i1 %51, !943, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !956)
  br i1 %51, label %75, label %84, !dbg !957

71:                                               ; preds = %68, %68, %68, %68
    #dbg_value(i1 %51, !943, !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !956)
  br i1 %51, label %84, label %75, !dbg !957

72:                                               ; preds = %57, %54
  %73 = phi i1 [ %56, %54 ], [ %67, %57 ]
    #dbg_value(i1 %73, !943, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !956)
  %74 = xor i1 %51, %73, !dbg !958
    #dbg_value(i1 %74, !943, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !956)
  br i1 %74, label %75, label %84, !dbg !957

75:                                               ; preds = %72, %71, %70
    #dbg_value(ptr %34, !960, !DIExpression(), !966)
    #dbg_value(i32 %53, !965, !DIExpression(), !966)
  %76 = and i32 %53, 7, !dbg !969
  %77 = shl nuw nsw i32 1, %76, !dbg !970
  %78 = lshr i32 %53, 3, !dbg !971
  %79 = zext nneg i32 %78 to i64, !dbg !972
  %80 = getelementptr inbounds i8, ptr %34, i64 %79, !dbg !972
  %81 = load i8, ptr %80, align 1, !dbg !973, !tbaa !421
  %82 = trunc nuw i32 %77 to i8, !dbg !973
  %83 = or i8 %81, %82, !dbg !973
  store i8 %83, ptr %80, align 1, !dbg !973, !tbaa !421
  br label %84, !dbg !974

84:                                               ; preds = %75, %72, %71, %70
  %85 = add nuw nsw i32 %53, 1, !dbg !975
    #dbg_value(i32 %85, !941, !DIExpression(), !949)
  %86 = icmp eq i32 %85, 256, !dbg !976
  br i1 %86, label %146, label %52, !dbg !950, !llvm.loop !977

87:                                               ; preds = %43
  %88 = icmp eq i8 %41, 110, !dbg !979
  %89 = icmp eq i8 %41, 116, !dbg !980
  %90 = select i1 %89, i8 9, i8 %41, !dbg !980
  %91 = select i1 %88, i8 10, i8 %90, !dbg !980
    #dbg_value(i8 %91, !847, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !923)
  br label %92

92:                                               ; preds = %87, %35
  %93 = phi ptr [ %44, %87 ], [ %38, %35 ]
  %94 = phi i8 [ %91, %87 ], [ %36, %35 ]
  %95 = load i8, ptr %93, align 1, !dbg !981, !tbaa !421
  %96 = zext i8 %94 to i32, !dbg !983
    #dbg_value(i32 %96, !847, !DIExpression(), !923)
    #dbg_value(i32 %96, !852, !DIExpression(), !923)
  %97 = icmp eq i8 %95, 45, !dbg !984
  br i1 %97, label %98, label %105, !dbg !985

98:                                               ; preds = %92
  %99 = getelementptr inbounds i8, ptr %93, i64 1, !dbg !986
  %100 = load i8, ptr %99, align 1, !dbg !986, !tbaa !421
  switch i8 %100, label %101 [
    i8 0, label %105
    i8 93, label %105
  ], !dbg !987

101:                                              ; preds = %98
  %102 = getelementptr inbounds i8, ptr %93, i64 2, !dbg !988
  store ptr %102, ptr @pp, align 8, !dbg !988, !tbaa !402
  %103 = zext i8 %100 to i32, !dbg !990
    #dbg_value(i32 %103, !852, !DIExpression(), !923)
    #dbg_value(i32 %96, !853, !DIExpression(), !991)
  %104 = icmp ult i8 %100, %94, !dbg !992
  br i1 %104, label %146, label %105, !dbg !994

105:                                              ; preds = %40, %92, %98, %98, %101
  %106 = phi i32 [ %103, %101 ], [ %96, %98 ], [ %96, %92 ], [ %96, %98 ], [ 92, %40 ]
  %107 = phi ptr [ %102, %101 ], [ %93, %98 ], [ %93, %92 ], [ %93, %98 ], [ %38, %40 ]
  %108 = phi i32 [ %96, %101 ], [ %96, %98 ], [ %96, %92 ], [ %96, %98 ], [ 92, %40 ]
  %109 = add nuw nsw i32 %106, %108, !dbg !994
  %110 = and i32 %109, 1, !dbg !994
  %111 = icmp eq i32 %110, 0, !dbg !994
  br i1 %111, label %112, label %122, !dbg !994

112:                                              ; preds = %105
    #dbg_value(i32 %108, !853, !DIExpression(), !991)
    #dbg_value(ptr %34, !960, !DIExpression(), !995)
    #dbg_value(i32 %108, !965, !DIExpression(), !995)
  %113 = and i32 %108, 7, !dbg !997
  %114 = shl nuw nsw i32 1, %113, !dbg !998
  %115 = lshr i32 %108, 3, !dbg !999
  %116 = zext nneg i32 %115 to i64, !dbg !1000
  %117 = getelementptr inbounds i8, ptr %34, i64 %116, !dbg !1000
  %118 = load i8, ptr %117, align 1, !dbg !1001, !tbaa !421
  %119 = trunc nuw i32 %114 to i8, !dbg !1001
  %120 = or i8 %118, %119, !dbg !1001
  store i8 %120, ptr %117, align 1, !dbg !1001, !tbaa !421
  %121 = add nuw nsw i32 %108, 1, !dbg !1002
    #dbg_value(i32 %121, !853, !DIExpression(), !991)
  br label %122, !dbg !994

122:                                              ; preds = %112, %105
  %123 = phi i32 [ %108, %105 ], [ %121, %112 ]
  %124 = icmp eq i32 %106, %108, !dbg !994
  br i1 %124, label %146, label %125, !dbg !994

125:                                              ; preds = %122, %125
  %126 = phi i32 [ %144, %125 ], [ %123, %122 ]
    #dbg_value(i32 %126, !853, !DIExpression(), !991)
    #dbg_value(ptr %34, !960, !DIExpression(), !995)
    #dbg_value(i32 %126, !965, !DIExpression(), !995)
  %127 = and i32 %126, 7, !dbg !997
  %128 = shl nuw nsw i32 1, %127, !dbg !998
  %129 = lshr i32 %126, 3, !dbg !999
  %130 = zext nneg i32 %129 to i64, !dbg !1000
  %131 = getelementptr inbounds i8, ptr %34, i64 %130, !dbg !1000
  %132 = load i8, ptr %131, align 1, !dbg !1001, !tbaa !421
  %133 = trunc nuw i32 %128 to i8, !dbg !1001
  %134 = or i8 %132, %133, !dbg !1001
  store i8 %134, ptr %131, align 1, !dbg !1001, !tbaa !421
  %135 = add nuw nsw i32 %126, 1, !dbg !1002
    #dbg_value(i32 %135, !853, !DIExpression(), !991)
    #dbg_value(i32 %135, !965, !DIExpression(), !995)
  %136 = and i32 %135, 7, !dbg !997
  %137 = shl nuw nsw i32 1, %136, !dbg !998
  %138 = lshr i32 %135, 3, !dbg !999
  %139 = zext nneg i32 %138 to i64, !dbg !1000
  %140 = getelementptr inbounds i8, ptr %34, i64 %139, !dbg !1000
  %141 = load i8, ptr %140, align 1, !dbg !1001, !tbaa !421
  %142 = trunc nuw i32 %137 to i8, !dbg !1001
  %143 = or i8 %141, %142, !dbg !1001
  store i8 %143, ptr %140, align 1, !dbg !1001, !tbaa !421
  %144 = add nuw nsw i32 %126, 2, !dbg !1002
    #dbg_value(i32 %144, !853, !DIExpression(), !991)
  %145 = icmp eq i32 %135, %106, !dbg !992
  br i1 %145, label %146, label %125, !dbg !994, !llvm.loop !1003

146:                                              ; preds = %84, %122, %125, %101
  %147 = phi ptr [ %102, %101 ], [ %107, %125 ], [ %107, %122 ], [ %44, %84 ]
    #dbg_value(i32 poison, !846, !DIExpression(), !912)
  %148 = load i8, ptr %147, align 1, !dbg !919, !tbaa !421
  switch i8 %148, label %35 [
    i8 93, label %151
    i8 0, label %149
  ], !dbg !921

149:                                              ; preds = %146, %29
  %150 = phi ptr [ %31, %29 ], [ %147, %146 ]
  store ptr @.str.69, ptr @perr, align 8, !dbg !1005, !tbaa !402
  br label %153, !dbg !1007

151:                                              ; preds = %146
  %152 = getelementptr inbounds i8, ptr %147, i64 1, !dbg !1008
  store ptr %152, ptr @pp, align 8, !dbg !1008, !tbaa !402
  br label %153

153:                                              ; preds = %151, %149
  %154 = phi ptr [ %152, %151 ], [ %150, %149 ]
  br i1 %25, label %155, label %232, !dbg !1009

155:                                              ; preds = %153
  %156 = getelementptr inbounds i8, ptr %23, i64 8
    #dbg_value(i32 0, !855, !DIExpression(), !1010)
  %157 = getelementptr inbounds i8, ptr %23, i64 24, !dbg !1011
  %158 = load <16 x i8>, ptr %156, align 1, !dbg !1011, !tbaa !421
  %159 = load <16 x i8>, ptr %157, align 1, !dbg !1011, !tbaa !421
  %160 = xor <16 x i8> %158, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !1013
  %161 = xor <16 x i8> %159, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>, !dbg !1013
  store <16 x i8> %160, ptr %156, align 1, !dbg !1014, !tbaa !421
  store <16 x i8> %161, ptr %157, align 1, !dbg !1014, !tbaa !421
  br label %232, !dbg !1015

162:                                              ; preds = %0
  %163 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1016
  %164 = getelementptr inbounds i8, ptr %1, i64 2, !dbg !1017
  store ptr %164, ptr @pp, align 8, !dbg !1017, !tbaa !402
  %165 = load i8, ptr %163, align 1, !dbg !1018, !tbaa !421
    #dbg_value(i8 %165, !858, !DIExpression(), !1019)
  %166 = icmp eq i8 %165, 0, !dbg !1020
  br i1 %166, label %212, label %167, !dbg !1021

167:                                              ; preds = %162
  %168 = sext i8 %165 to i32, !dbg !1020
  %169 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.68, i32 %168, i64 7), !dbg !1022
  %170 = icmp eq ptr %169, null, !dbg !1022
  br i1 %170, label %212, label %171, !dbg !1023

171:                                              ; preds = %167
    #dbg_value(i32 2, !756, !DIExpression(), !1024)
  %172 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !1026
    #dbg_value(ptr %172, !761, !DIExpression(), !1024)
  store i32 2, ptr %172, align 8, !dbg !1027, !tbaa !766
    #dbg_value(ptr %172, !861, !DIExpression(), !1028)
  %173 = getelementptr inbounds i8, ptr %172, i64 8, !dbg !1029
    #dbg_value(ptr %173, !934, !DIExpression(), !1030)
    #dbg_value(i8 %165, !940, !DIExpression(), !1030)
    #dbg_value(i32 0, !941, !DIExpression(), !1032)
  %174 = and i8 %165, -33
  %175 = add i8 %165, -65
  %176 = icmp ult i8 %175, 26
  br label %177, !dbg !1033

177:                                              ; preds = %209, %171
  %178 = phi i32 [ 0, %171 ], [ %210, %209 ]
    #dbg_value(i32 %178, !941, !DIExpression(), !1032)
  switch i8 %174, label %193 [
    i8 68, label %179
    i8 87, label %182
  ], !dbg !1034

179:                                              ; preds = %177
  %180 = add nsw i32 %178, -48, !dbg !1035
  %181 = icmp ult i32 %180, 10, !dbg !1035
  br label %197, !dbg !1036

182:                                              ; preds = %177
  %183 = add nsw i32 %178, -48, !dbg !1037
  %184 = icmp ult i32 %183, 10, !dbg !1037
  %185 = add nsw i32 %178, -97
  %186 = icmp ult i32 %185, 26
  %187 = select i1 %184, i1 true, i1 %186, !dbg !1037
  %188 = add nsw i32 %178, -65
  %189 = icmp ult i32 %188, 26
  %190 = select i1 %187, i1 true, i1 %189, !dbg !1037
  %191 = icmp eq i32 %178, 95
  %192 = or i1 %191, %190, !dbg !1037
  br label %197, !dbg !1037

193:                                              ; preds = %177
  %194 = trunc nuw i32 %178 to i8, !dbg !1038
  switch i8 %194, label %195 [
    i8 32, label %196
    i8 10, label %196
    i8 9, label %196
    i8 13, label %196
  ], !dbg !1038

195:                                              ; preds = %193
    #dbg_value(i1 %176, !943, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1039)
  br i1 %176, label %200, label %209, !dbg !1040

196:                                              ; preds = %193, %193, %193, %193
    #dbg_value(i1 %176, !943, !DIExpression(DW_OP_constu, 18446744073709551615, DW_OP_xor, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1039)
  br i1 %176, label %209, label %200, !dbg !1040

197:                                              ; preds = %182, %179
  %198 = phi i1 [ %181, %179 ], [ %192, %182 ]
    #dbg_value(i1 %198, !943, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1039)
  %199 = xor i1 %176, %198, !dbg !1041
    #dbg_value(i1 %199, !943, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !1039)
  br i1 %199, label %200, label %209, !dbg !1040

200:                                              ; preds = %197, %196, %195
    #dbg_value(ptr %173, !960, !DIExpression(), !1042)
    #dbg_value(i32 %178, !965, !DIExpression(), !1042)
  %201 = and i32 %178, 7, !dbg !1044
  %202 = shl nuw nsw i32 1, %201, !dbg !1045
  %203 = lshr i32 %178, 3, !dbg !1046
  %204 = zext nneg i32 %203 to i64, !dbg !1047
  %205 = getelementptr inbounds i8, ptr %173, i64 %204, !dbg !1047
  %206 = load i8, ptr %205, align 1, !dbg !1048, !tbaa !421
  %207 = trunc nuw i32 %202 to i8, !dbg !1048
  %208 = or i8 %206, %207, !dbg !1048
  store i8 %208, ptr %205, align 1, !dbg !1048, !tbaa !421
  br label %209, !dbg !1049

209:                                              ; preds = %200, %197, %196, %195
  %210 = add nuw nsw i32 %178, 1, !dbg !1050
    #dbg_value(i32 %210, !941, !DIExpression(), !1032)
  %211 = icmp eq i32 %210, 256, !dbg !1051
  br i1 %211, label %232, label %177, !dbg !1033, !llvm.loop !1052

212:                                              ; preds = %167, %162
    #dbg_value(i32 0, !756, !DIExpression(), !1054)
  %213 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !1056
    #dbg_value(ptr %213, !761, !DIExpression(), !1054)
    #dbg_value(ptr %213, !864, !DIExpression(), !1019)
  %214 = icmp eq i8 %165, 110, !dbg !1057
  %215 = icmp eq i8 %165, 116, !dbg !1058
  %216 = select i1 %215, i8 9, i8 %165, !dbg !1058
  %217 = select i1 %214, i8 10, i8 %216, !dbg !1058
  %218 = zext i8 %217 to i32, !dbg !1058
  %219 = getelementptr inbounds i8, ptr %213, i64 4, !dbg !1059
  store i32 %218, ptr %219, align 4, !dbg !1060, !tbaa !1061
  br label %232

220:                                              ; preds = %0, %0, %0, %0, %0, %0
  %221 = icmp eq i8 %2, 63
  %222 = and i8 %2, 126, !dbg !1062
  %223 = icmp eq i8 %222, 42, !dbg !1062
  %224 = or i1 %221, %223, !dbg !1062
  %225 = select i1 %224, ptr @.str.70, ptr null, !dbg !1062
  store ptr %225, ptr @perr, align 8, !dbg !1065, !tbaa !402
    #dbg_value(i32 8, !756, !DIExpression(), !1066)
  %226 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !1068
    #dbg_value(ptr %226, !761, !DIExpression(), !1066)
  store i32 8, ptr %226, align 8, !dbg !1069, !tbaa !766
  br label %232, !dbg !1070

227:                                              ; preds = %0
  %228 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1071
  store ptr %228, ptr @pp, align 8, !dbg !1071, !tbaa !402
    #dbg_value(i32 0, !756, !DIExpression(), !1072)
  %229 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !1074
    #dbg_value(ptr %229, !761, !DIExpression(), !1072)
    #dbg_value(ptr %229, !865, !DIExpression(), !868)
  %230 = zext i8 %2 to i32, !dbg !1075
  %231 = getelementptr inbounds i8, ptr %229, i64 4, !dbg !1076
  store i32 %230, ptr %231, align 4, !dbg !1077, !tbaa !1061
  br label %232

232:                                              ; preds = %209, %155, %9, %10, %12, %15, %18, %153, %212, %220, %227
  %233 = phi ptr [ %154, %155 ], [ %164, %212 ], [ %154, %153 ], [ %6, %9 ], [ %11, %10 ], [ %228, %227 ], [ %1, %220 ], [ %19, %18 ], [ %16, %15 ], [ %13, %12 ], [ %164, %209 ]
  %234 = phi ptr [ %23, %155 ], [ %213, %212 ], [ %23, %153 ], [ %5, %9 ], [ %5, %10 ], [ %229, %227 ], [ %226, %220 ], [ %20, %18 ], [ %17, %15 ], [ %14, %12 ], [ %172, %209 ]
  br label %235, !dbg !1078

235:                                              ; preds = %232, %307
  %236 = phi ptr [ %308, %307 ], [ %233, %232 ]
  %237 = phi ptr [ %311, %307 ], [ %234, %232 ], !dbg !1079
    #dbg_value(ptr %237, !828, !DIExpression(), !1079)
  %238 = load i8, ptr %236, align 1, !dbg !1080, !tbaa !421
  switch i8 %238, label %317 [
    i8 42, label %302
    i8 43, label %239
    i8 63, label %240
    i8 123, label %241
  ], !dbg !1082

239:                                              ; preds = %235
    #dbg_value(i32 1, !829, !DIExpression(), !1083)
    #dbg_value(i32 -1, !833, !DIExpression(), !1083)
  br label %302, !dbg !1084

240:                                              ; preds = %235
    #dbg_value(i32 0, !829, !DIExpression(), !1083)
    #dbg_value(i32 1, !833, !DIExpression(), !1083)
  br label %302, !dbg !1087

241:                                              ; preds = %235
  %242 = getelementptr inbounds i8, ptr %236, i64 1, !dbg !1090
  %243 = load i8, ptr %242, align 1, !dbg !1090, !tbaa !421
  %244 = add i8 %243, -48, !dbg !1092
  %245 = icmp ult i8 %244, 10, !dbg !1092
  br i1 %245, label %246, label %317, !dbg !1092

246:                                              ; preds = %241
  store ptr %242, ptr @pp, align 8, !dbg !1093, !tbaa !402
    #dbg_value(i32 0, !829, !DIExpression(), !1083)
  %247 = load i8, ptr %242, align 1, !dbg !1095, !tbaa !421
  %248 = add i8 %247, -48, !dbg !1096
  %249 = icmp ult i8 %248, 10, !dbg !1096
  br i1 %249, label %250, label %263, !dbg !1096

250:                                              ; preds = %246, %250
  %251 = phi i8 [ %259, %250 ], [ %247, %246 ]
  %252 = phi i32 [ %258, %250 ], [ 0, %246 ]
  %253 = phi ptr [ %255, %250 ], [ %242, %246 ]
    #dbg_value(i32 %252, !829, !DIExpression(), !1083)
  %254 = mul nsw i32 %252, 10, !dbg !1097
  %255 = getelementptr inbounds i8, ptr %253, i64 1, !dbg !1098
  %256 = zext nneg i8 %251 to i32, !dbg !1099
  %257 = add i32 %254, -48, !dbg !1100
  %258 = add i32 %257, %256, !dbg !1101
    #dbg_value(i32 %258, !829, !DIExpression(), !1083)
  %259 = load i8, ptr %255, align 1, !dbg !1095, !tbaa !421
  %260 = add i8 %259, -48, !dbg !1096
  %261 = icmp ult i8 %260, 10, !dbg !1096
  br i1 %261, label %250, label %262, !dbg !1096, !llvm.loop !1102

262:                                              ; preds = %250
  store ptr %255, ptr @pp, align 8, !dbg !1098, !tbaa !402
  br label %263, !dbg !1096

263:                                              ; preds = %262, %246
  %264 = phi ptr [ %255, %262 ], [ %242, %246 ]
  %265 = phi i32 [ %258, %262 ], [ 0, %246 ], !dbg !1105
  %266 = phi i8 [ %259, %262 ], [ %247, %246 ], !dbg !1095
    #dbg_value(i32 %265, !833, !DIExpression(), !1083)
  %267 = icmp eq i8 %266, 44, !dbg !1106
  br i1 %267, label %268, label %288, !dbg !1108

268:                                              ; preds = %263
  %269 = getelementptr inbounds i8, ptr %264, i64 1, !dbg !1109
  store ptr %269, ptr @pp, align 8, !dbg !1109, !tbaa !402
  %270 = load i8, ptr %269, align 1, !dbg !1111, !tbaa !421
  %271 = icmp eq i8 %270, 125, !dbg !1113
  br i1 %271, label %302, label %272, !dbg !1114

272:                                              ; preds = %268
    #dbg_value(i32 0, !833, !DIExpression(), !1083)
  %273 = add i8 %270, -48, !dbg !1115
  %274 = icmp ult i8 %273, 10, !dbg !1115
  br i1 %274, label %275, label %292, !dbg !1115

275:                                              ; preds = %272, %275
  %276 = phi i8 [ %284, %275 ], [ %270, %272 ]
  %277 = phi i32 [ %283, %275 ], [ 0, %272 ]
  %278 = phi ptr [ %280, %275 ], [ %269, %272 ]
    #dbg_value(i32 %277, !833, !DIExpression(), !1083)
  %279 = mul nsw i32 %277, 10, !dbg !1117
  %280 = getelementptr inbounds i8, ptr %278, i64 1, !dbg !1118
  %281 = zext nneg i8 %276 to i32, !dbg !1119
  %282 = add i32 %279, -48, !dbg !1120
  %283 = add i32 %282, %281, !dbg !1121
    #dbg_value(i32 %283, !833, !DIExpression(), !1083)
  %284 = load i8, ptr %280, align 1, !dbg !1122, !tbaa !421
  %285 = add i8 %284, -48, !dbg !1115
  %286 = icmp ult i8 %285, 10, !dbg !1115
  br i1 %286, label %275, label %287, !dbg !1115, !llvm.loop !1123

287:                                              ; preds = %275
  store ptr %280, ptr @pp, align 8, !dbg !1118, !tbaa !402
  br label %288, !dbg !1115

288:                                              ; preds = %263, %287
  %289 = phi ptr [ %280, %287 ], [ %264, %263 ]
  %290 = phi i32 [ %283, %287 ], [ %265, %263 ]
  %291 = load i8, ptr %289, align 1, !dbg !1126, !tbaa !421
  br label %292, !dbg !1126

292:                                              ; preds = %288, %272
  %293 = phi i8 [ %291, %288 ], [ %270, %272 ], !dbg !1126
  %294 = phi ptr [ %289, %288 ], [ %269, %272 ]
  %295 = phi i32 [ %290, %288 ], [ 0, %272 ], !dbg !1128
    #dbg_value(i32 %295, !833, !DIExpression(), !1083)
  %296 = icmp eq i8 %293, 125, !dbg !1129
  br i1 %296, label %297, label %315, !dbg !1130

297:                                              ; preds = %292
  %298 = getelementptr inbounds i8, ptr %294, i64 1, !dbg !1131
  store ptr %298, ptr @pp, align 8, !dbg !1131, !tbaa !402
  %299 = icmp sgt i32 %295, -1, !dbg !1132
  %300 = icmp slt i32 %295, %265
  %301 = select i1 %299, i1 %300, i1 false, !dbg !1134
  br i1 %301, label %315, label %307, !dbg !1134

302:                                              ; preds = %268, %235, %239, %240
  %303 = phi ptr [ %236, %240 ], [ %236, %239 ], [ %236, %235 ], [ %269, %268 ]
  %304 = phi i32 [ 0, %240 ], [ 1, %239 ], [ 0, %235 ], [ %265, %268 ]
  %305 = phi i32 [ 1, %240 ], [ -1, %239 ], [ -1, %235 ], [ -1, %268 ]
  %306 = getelementptr inbounds i8, ptr %303, i64 1, !dbg !1135
  store ptr %306, ptr @pp, align 8, !dbg !1135, !tbaa !402
  br label %307, !dbg !1136

307:                                              ; preds = %302, %297
  %308 = phi ptr [ %298, %297 ], [ %306, %302 ]
  %309 = phi i32 [ %265, %297 ], [ %304, %302 ], !dbg !1135
  %310 = phi i32 [ %295, %297 ], [ %305, %302 ], !dbg !1135
    #dbg_value(i32 %310, !833, !DIExpression(), !1083)
    #dbg_value(i32 %309, !829, !DIExpression(), !1083)
    #dbg_value(i32 5, !756, !DIExpression(), !1138)
  %311 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14, !dbg !1136
    #dbg_value(ptr %311, !761, !DIExpression(), !1138)
  store i32 5, ptr %311, align 8, !dbg !1139, !tbaa !766
    #dbg_value(ptr %311, !834, !DIExpression(), !1083)
  %312 = getelementptr inbounds i8, ptr %311, i64 40, !dbg !1140
  store ptr %237, ptr %312, align 8, !dbg !1141, !tbaa !715
  %313 = getelementptr inbounds i8, ptr %311, i64 56, !dbg !1142
  store i32 %309, ptr %313, align 8, !dbg !1143, !tbaa !1144
  %314 = getelementptr inbounds i8, ptr %311, i64 60, !dbg !1145
  store i32 %310, ptr %314, align 4, !dbg !1146, !tbaa !1147
    #dbg_value(ptr %311, !828, !DIExpression(), !1079)
  br label %235, !llvm.loop !1148

315:                                              ; preds = %297, %292
  %316 = phi ptr [ @.str.65, %292 ], [ @.str.66, %297 ]
  store ptr %316, ptr @perr, align 8, !dbg !1150, !tbaa !402
  br label %317, !dbg !1151

317:                                              ; preds = %235, %241, %315
    #dbg_value(ptr poison, !828, !DIExpression(), !1079)
  ret ptr %237, !dbg !1151
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !1152 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @build(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Frag) align 8 %0, ptr noundef %1) unnamed_addr #5 !dbg !1160 {
  %3 = alloca { [64 x ptr], i32 }, align 8
    #dbg_declare(ptr %3, !1186, !DIExpression(DW_OP_LLVM_fragment, 64, 4160), !1192)
  %4 = alloca %struct.Frag, align 8
    #dbg_declare(ptr undef, !1186, !DIExpression(DW_OP_LLVM_fragment, 128, 4096), !1194)
  %5 = alloca %struct.Frag, align 8
  %6 = alloca { [64 x ptr], i32 }, align 8
    #dbg_declare(ptr %6, !1186, !DIExpression(DW_OP_LLVM_fragment, 64, 4160), !1196)
  %7 = alloca %struct.Frag, align 8
  %8 = alloca { [64 x ptr], i32 }, align 8
    #dbg_declare(ptr %8, !1186, !DIExpression(DW_OP_LLVM_fragment, 64, 4160), !1199)
  %9 = alloca %struct.Frag, align 8
  %10 = alloca %struct.Frag, align 8, !DIAssignID !1201
    #dbg_assign(i1 undef, !1165, !DIExpression(), !1201, ptr %10, !DIExpression(), !1202)
  %11 = alloca %struct.Frag, align 8
  %12 = alloca %struct.Frag, align 8, !DIAssignID !1203
    #dbg_assign(i1 undef, !1166, !DIExpression(), !1203, ptr %12, !DIExpression(), !1204)
  %13 = alloca %struct.Frag, align 8, !DIAssignID !1205
    #dbg_assign(i1 undef, !1169, !DIExpression(), !1205, ptr %13, !DIExpression(), !1204)
  %14 = alloca [63 x ptr], align 8, !DIAssignID !1206
    #dbg_assign(i1 undef, !1170, !DIExpression(DW_OP_LLVM_fragment, 128, 4032), !1206, ptr %14, !DIExpression(), !1207)
    #dbg_declare(ptr %14, !1208, !DIExpression(DW_OP_LLVM_fragment, 128, 4032), !1213)
  %15 = alloca %struct.Frag, align 8
  %16 = alloca %struct.Frag, align 8, !DIAssignID !1215
    #dbg_assign(i1 undef, !1174, !DIExpression(), !1215, ptr %16, !DIExpression(), !1216)
  %17 = alloca %struct.Frag, align 8, !DIAssignID !1217
    #dbg_assign(i1 undef, !1181, !DIExpression(), !1217, ptr %17, !DIExpression(), !1218)
  %18 = alloca %struct.Frag, align 8, !DIAssignID !1219
    #dbg_assign(i1 undef, !1185, !DIExpression(), !1219, ptr %18, !DIExpression(), !1218)
    #dbg_value(ptr %1, !1164, !DIExpression(), !1202)
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %10) #12, !dbg !1220
  %19 = getelementptr inbounds i8, ptr %10, i64 520, !dbg !1221
  store i32 0, ptr %19, align 8, !dbg !1222, !tbaa !489, !DIAssignID !1223
    #dbg_assign(i32 0, !1165, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1223, ptr %19, !DIExpression(), !1202)
  %20 = load i32, ptr %1, align 8, !dbg !1224, !tbaa !766
  switch i32 %20, label %503 [
    i32 8, label %21
    i32 0, label %30
    i32 1, label %42
    i32 2, label %50
    i32 6, label %59
    i32 7, label %67
    i32 3, label %75
    i32 4, label %141
    i32 5, label %180
  ], !dbg !1225

21:                                               ; preds = %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1226), !dbg !1229
    #dbg_declare(ptr %0, !1208, !DIExpression(), !1230)
    #dbg_value(i32 7, !460, !DIExpression(), !1232)
  %22 = load i32, ptr @nst, align 4, !dbg !1234, !tbaa !456, !noalias !1226
  %23 = sext i32 %22 to i64, !dbg !1235
  %24 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %23, !dbg !1235
  %25 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %23, i32 2, !dbg !1236
  %26 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %23, i32 4, !dbg !1237
  store ptr null, ptr %26, align 8, !dbg !1238, !tbaa !471, !noalias !1226
  store <4 x i32> <i32 7, i32 0, i32 -1, i32 -1>, ptr %24, align 8, !dbg !1239, !tbaa !456, !noalias !1226
  %27 = add nsw i32 %22, 1, !dbg !1240
  store i32 %27, ptr @nst, align 4, !dbg !1240, !tbaa !456, !noalias !1226
  store i32 %22, ptr %0, align 8, !dbg !1241, !tbaa !504, !alias.scope !1226
  %28 = getelementptr inbounds i8, ptr %0, i64 520, !dbg !1242
    #dbg_value(ptr %0, !1243, !DIExpression(), !1249)
    #dbg_value(ptr %25, !1248, !DIExpression(), !1249)
  %29 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1251
  store i32 1, ptr %28, align 8, !dbg !1252, !tbaa !489, !alias.scope !1226
  store ptr %25, ptr %29, align 8, !dbg !1253, !tbaa !402, !alias.scope !1226
  br label %512, !dbg !1254

30:                                               ; preds = %2
    #dbg_value(i32 0, !460, !DIExpression(), !1255)
  %31 = load i32, ptr @nst, align 4, !dbg !1257, !tbaa !456
  %32 = sext i32 %31 to i64, !dbg !1258
  %33 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %32, !dbg !1258
  store i32 0, ptr %33, align 8, !dbg !1259, !tbaa !578
  %34 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %32, i32 3, !dbg !1260
  store i32 -1, ptr %34, align 4, !dbg !1261, !tbaa !1262
  %35 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %32, i32 2, !dbg !1263
  store i32 -1, ptr %35, align 8, !dbg !1264, !tbaa !631
  %36 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %32, i32 4, !dbg !1265
  store ptr null, ptr %36, align 8, !dbg !1266, !tbaa !471
  %37 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %32, i32 1, !dbg !1267
  %38 = add nsw i32 %31, 1, !dbg !1268
  store i32 %38, ptr @nst, align 4, !dbg !1268, !tbaa !456
  store i32 %31, ptr %10, align 8, !dbg !1269, !tbaa !504, !DIAssignID !1270
    #dbg_assign(i32 %31, !1165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1270, ptr %10, !DIExpression(), !1202)
  %39 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !1271
  %40 = load i32, ptr %39, align 4, !dbg !1271, !tbaa !1061
  store i32 %40, ptr %37, align 4, !dbg !1272, !tbaa !611
    #dbg_value(ptr %10, !1243, !DIExpression(), !1273)
    #dbg_value(ptr %35, !1248, !DIExpression(), !1273)
  %41 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1275
  store i32 1, ptr %19, align 8, !dbg !1276, !tbaa !489, !DIAssignID !1277
    #dbg_assign(i32 1, !1165, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1277, ptr %19, !DIExpression(), !1202)
  store ptr %35, ptr %41, align 8, !dbg !1278, !tbaa !402
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !dbg !1279, !tbaa.struct !1280
  br label %512, !dbg !1281

42:                                               ; preds = %2
    #dbg_value(i32 1, !460, !DIExpression(), !1282)
  %43 = load i32, ptr @nst, align 4, !dbg !1284, !tbaa !456
  %44 = sext i32 %43 to i64, !dbg !1285
  %45 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %44, !dbg !1285
  %46 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %44, i32 2, !dbg !1286
  %47 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %44, i32 4, !dbg !1287
  store ptr null, ptr %47, align 8, !dbg !1288, !tbaa !471
  store <4 x i32> <i32 1, i32 0, i32 -1, i32 -1>, ptr %45, align 8, !dbg !1289, !tbaa !456
  %48 = add nsw i32 %43, 1, !dbg !1290
  store i32 %48, ptr @nst, align 4, !dbg !1290, !tbaa !456
  store i32 %43, ptr %10, align 8, !dbg !1291, !tbaa !504, !DIAssignID !1292
    #dbg_assign(i32 %43, !1165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1292, ptr %10, !DIExpression(), !1202)
    #dbg_value(ptr %10, !1243, !DIExpression(), !1293)
    #dbg_value(ptr %46, !1248, !DIExpression(), !1293)
  %49 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1295
  store i32 1, ptr %19, align 8, !dbg !1296, !tbaa !489, !DIAssignID !1297
    #dbg_assign(i32 1, !1165, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1297, ptr %19, !DIExpression(), !1202)
  store ptr %46, ptr %49, align 8, !dbg !1298, !tbaa !402
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !dbg !1299, !tbaa.struct !1280
  br label %512, !dbg !1300

50:                                               ; preds = %2
    #dbg_value(i32 2, !460, !DIExpression(), !1301)
  %51 = load i32, ptr @nst, align 4, !dbg !1303, !tbaa !456
  %52 = sext i32 %51 to i64, !dbg !1304
  %53 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %52, !dbg !1304
  %54 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %52, i32 2, !dbg !1305
  %55 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %52, i32 4, !dbg !1306
  store <4 x i32> <i32 2, i32 0, i32 -1, i32 -1>, ptr %53, align 8, !dbg !1307, !tbaa !456
  %56 = add nsw i32 %51, 1, !dbg !1308
  store i32 %56, ptr @nst, align 4, !dbg !1308, !tbaa !456
  store i32 %51, ptr %10, align 8, !dbg !1309, !tbaa !504, !DIAssignID !1310
    #dbg_assign(i32 %51, !1165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1310, ptr %10, !DIExpression(), !1202)
  %57 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !1311
  store ptr %57, ptr %55, align 8, !dbg !1312, !tbaa !471
    #dbg_value(ptr %10, !1243, !DIExpression(), !1313)
    #dbg_value(ptr %54, !1248, !DIExpression(), !1313)
  %58 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1315
  store i32 1, ptr %19, align 8, !dbg !1316, !tbaa !489, !DIAssignID !1317
    #dbg_assign(i32 1, !1165, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1317, ptr %19, !DIExpression(), !1202)
  store ptr %54, ptr %58, align 8, !dbg !1318, !tbaa !402
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !dbg !1319, !tbaa.struct !1280
  br label %512, !dbg !1320

59:                                               ; preds = %2
    #dbg_value(i32 4, !460, !DIExpression(), !1321)
  %60 = load i32, ptr @nst, align 4, !dbg !1323, !tbaa !456
  %61 = sext i32 %60 to i64, !dbg !1324
  %62 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %61, !dbg !1324
  %63 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %61, i32 2, !dbg !1325
  %64 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %61, i32 4, !dbg !1326
  store ptr null, ptr %64, align 8, !dbg !1327, !tbaa !471
  store <4 x i32> <i32 4, i32 0, i32 -1, i32 -1>, ptr %62, align 8, !dbg !1328, !tbaa !456
  %65 = add nsw i32 %60, 1, !dbg !1329
  store i32 %65, ptr @nst, align 4, !dbg !1329, !tbaa !456
  store i32 %60, ptr %10, align 8, !dbg !1330, !tbaa !504, !DIAssignID !1331
    #dbg_assign(i32 %60, !1165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1331, ptr %10, !DIExpression(), !1202)
    #dbg_value(ptr %10, !1243, !DIExpression(), !1332)
    #dbg_value(ptr %63, !1248, !DIExpression(), !1332)
  %66 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1334
  store i32 1, ptr %19, align 8, !dbg !1335, !tbaa !489, !DIAssignID !1336
    #dbg_assign(i32 1, !1165, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1336, ptr %19, !DIExpression(), !1202)
  store ptr %63, ptr %66, align 8, !dbg !1337, !tbaa !402
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !dbg !1338, !tbaa.struct !1280
  br label %512, !dbg !1339

67:                                               ; preds = %2
    #dbg_value(i32 5, !460, !DIExpression(), !1340)
  %68 = load i32, ptr @nst, align 4, !dbg !1342, !tbaa !456
  %69 = sext i32 %68 to i64, !dbg !1343
  %70 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %69, !dbg !1343
  %71 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %69, i32 2, !dbg !1344
  %72 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %69, i32 4, !dbg !1345
  store ptr null, ptr %72, align 8, !dbg !1346, !tbaa !471
  store <4 x i32> <i32 5, i32 0, i32 -1, i32 -1>, ptr %70, align 8, !dbg !1347, !tbaa !456
  %73 = add nsw i32 %68, 1, !dbg !1348
  store i32 %73, ptr @nst, align 4, !dbg !1348, !tbaa !456
  store i32 %68, ptr %10, align 8, !dbg !1349, !tbaa !504, !DIAssignID !1350
    #dbg_assign(i32 %68, !1165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1350, ptr %10, !DIExpression(), !1202)
    #dbg_value(ptr %10, !1243, !DIExpression(), !1351)
    #dbg_value(ptr %71, !1248, !DIExpression(), !1351)
  %74 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !1353
  store i32 1, ptr %19, align 8, !dbg !1354, !tbaa !489, !DIAssignID !1355
    #dbg_assign(i32 1, !1165, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1355, ptr %19, !DIExpression(), !1202)
  store ptr %71, ptr %74, align 8, !dbg !1356, !tbaa !402
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !dbg !1357, !tbaa.struct !1280
  br label %512, !dbg !1358

75:                                               ; preds = %2
  %76 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !1359
  %77 = load ptr, ptr %76, align 8, !dbg !1359, !tbaa !715
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %9), !dbg !1360
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %9, ptr noundef %77), !dbg !1361
  %78 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !1362
  %79 = load ptr, ptr %78, align 8, !dbg !1362, !tbaa !719
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %11, ptr noundef %79), !dbg !1363
  call void @llvm.lifetime.start.p0(i64 520, ptr nonnull %8), !dbg !1360
  %80 = load i32, ptr %11, align 8, !dbg !1360
    #dbg_value(i32 %80, !1186, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1364)
    #dbg_value(i32 poison, !1186, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1364)
  %81 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !1360
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(520) %8, ptr noundef nonnull align 8 dereferenceable(520) %81, i64 520, i1 false), !dbg !1360
    #dbg_declare(ptr %9, !1191, !DIExpression(), !1365)
    #dbg_value(ptr %9, !475, !DIExpression(), !1366)
    #dbg_value(i32 %80, !481, !DIExpression(), !1366)
    #dbg_value(i32 0, !482, !DIExpression(), !1368)
  %82 = getelementptr inbounds i8, ptr %9, i64 520
  %83 = load i32, ptr %82, align 8, !dbg !1369, !tbaa !489, !noalias !1370
  %84 = icmp sgt i32 %83, 0, !dbg !1373
  br i1 %84, label %85, label %132, !dbg !1374

85:                                               ; preds = %75
  %86 = getelementptr inbounds i8, ptr %9, i64 8
  %87 = zext nneg i32 %83 to i64
  %88 = and i64 %87, 7, !dbg !1374
  %89 = icmp ult i32 %83, 8, !dbg !1374
  br i1 %89, label %121, label %90, !dbg !1374

90:                                               ; preds = %85
  %91 = and i64 %87, 2147483640, !dbg !1374
  br label %92, !dbg !1374

92:                                               ; preds = %92, %90
  %93 = phi i64 [ 0, %90 ], [ %118, %92 ]
  %94 = phi i64 [ 0, %90 ], [ %119, %92 ]
    #dbg_value(i64 %93, !482, !DIExpression(), !1368)
  %95 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %93, !dbg !1375
  %96 = load ptr, ptr %95, align 8, !dbg !1375, !tbaa !402, !noalias !1370
  store i32 %80, ptr %96, align 4, !dbg !1376, !tbaa !456, !noalias !1370
  %97 = or disjoint i64 %93, 1, !dbg !1377
    #dbg_value(i64 %97, !482, !DIExpression(), !1368)
  %98 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %97, !dbg !1375
  %99 = load ptr, ptr %98, align 8, !dbg !1375, !tbaa !402, !noalias !1370
  store i32 %80, ptr %99, align 4, !dbg !1376, !tbaa !456, !noalias !1370
  %100 = or disjoint i64 %93, 2, !dbg !1377
    #dbg_value(i64 %100, !482, !DIExpression(), !1368)
  %101 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %100, !dbg !1375
  %102 = load ptr, ptr %101, align 8, !dbg !1375, !tbaa !402, !noalias !1370
  store i32 %80, ptr %102, align 4, !dbg !1376, !tbaa !456, !noalias !1370
  %103 = or disjoint i64 %93, 3, !dbg !1377
    #dbg_value(i64 %103, !482, !DIExpression(), !1368)
  %104 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %103, !dbg !1375
  %105 = load ptr, ptr %104, align 8, !dbg !1375, !tbaa !402, !noalias !1370
  store i32 %80, ptr %105, align 4, !dbg !1376, !tbaa !456, !noalias !1370
  %106 = or disjoint i64 %93, 4, !dbg !1377
    #dbg_value(i64 %106, !482, !DIExpression(), !1368)
  %107 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %106, !dbg !1375
  %108 = load ptr, ptr %107, align 8, !dbg !1375, !tbaa !402, !noalias !1370
  store i32 %80, ptr %108, align 4, !dbg !1376, !tbaa !456, !noalias !1370
  %109 = or disjoint i64 %93, 5, !dbg !1377
    #dbg_value(i64 %109, !482, !DIExpression(), !1368)
  %110 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %109, !dbg !1375
  %111 = load ptr, ptr %110, align 8, !dbg !1375, !tbaa !402, !noalias !1370
  store i32 %80, ptr %111, align 4, !dbg !1376, !tbaa !456, !noalias !1370
  %112 = or disjoint i64 %93, 6, !dbg !1377
    #dbg_value(i64 %112, !482, !DIExpression(), !1368)
  %113 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %112, !dbg !1375
  %114 = load ptr, ptr %113, align 8, !dbg !1375, !tbaa !402, !noalias !1370
  store i32 %80, ptr %114, align 4, !dbg !1376, !tbaa !456, !noalias !1370
  %115 = or disjoint i64 %93, 7, !dbg !1377
    #dbg_value(i64 %115, !482, !DIExpression(), !1368)
  %116 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %115, !dbg !1375
  %117 = load ptr, ptr %116, align 8, !dbg !1375, !tbaa !402, !noalias !1370
  store i32 %80, ptr %117, align 4, !dbg !1376, !tbaa !456, !noalias !1370
  %118 = add nuw nsw i64 %93, 8, !dbg !1377
    #dbg_value(i64 %118, !482, !DIExpression(), !1368)
  %119 = add i64 %94, 8, !dbg !1374
  %120 = icmp eq i64 %119, %91, !dbg !1374
  br i1 %120, label %121, label %92, !dbg !1374, !llvm.loop !1378

121:                                              ; preds = %92, %85
  %122 = phi i64 [ 0, %85 ], [ %118, %92 ]
  %123 = icmp eq i64 %88, 0, !dbg !1374
  br i1 %123, label %132, label %124, !dbg !1374

124:                                              ; preds = %121, %124
  %125 = phi i64 [ %129, %124 ], [ %122, %121 ]
  %126 = phi i64 [ %130, %124 ], [ 0, %121 ]
    #dbg_value(i64 %125, !482, !DIExpression(), !1368)
  %127 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %125, !dbg !1375
  %128 = load ptr, ptr %127, align 8, !dbg !1375, !tbaa !402, !noalias !1370
  store i32 %80, ptr %128, align 4, !dbg !1376, !tbaa !456, !noalias !1370
  %129 = add nuw nsw i64 %125, 1, !dbg !1377
    #dbg_value(i64 %129, !482, !DIExpression(), !1368)
  %130 = add i64 %126, 1, !dbg !1374
  %131 = icmp eq i64 %130, %88, !dbg !1374
  br i1 %131, label %132, label %124, !dbg !1374, !llvm.loop !1380

132:                                              ; preds = %121, %124, %75
  store i32 0, ptr %82, align 8, !dbg !1381, !tbaa !489, !noalias !1370
    #dbg_value(ptr %9, !1382, !DIExpression(), !1392)
    #dbg_value(ptr undef, !1389, !DIExpression(), !1392)
    #dbg_value(i32 0, !1390, !DIExpression(), !1394)
  %133 = getelementptr inbounds i8, ptr %8, i64 512, !dbg !1395
  %134 = load i32, ptr %133, align 8, !dbg !1395, !tbaa !489, !noalias !1370
  %135 = icmp sgt i32 %134, 0, !dbg !1397
  br i1 %135, label %136, label %140, !dbg !1398

136:                                              ; preds = %132
  %137 = getelementptr inbounds i8, ptr %9, i64 8
  %138 = zext nneg i32 %134 to i64
  %139 = shl nuw nsw i64 %138, 3, !dbg !1398
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %137, ptr nonnull readonly align 8 %8, i64 %139, i1 false), !dbg !1399, !tbaa !402, !noalias !1370
    #dbg_value(i64 undef, !1390, !DIExpression(), !1394)
  store i32 %134, ptr %82, align 8, !dbg !1400, !tbaa !489, !noalias !1370
  br label %140, !dbg !1401

140:                                              ; preds = %132, %136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %9, i64 528, i1 false), !dbg !1401, !tbaa.struct !1280
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %9), !dbg !1402
  call void @llvm.lifetime.end.p0(i64 520, ptr nonnull %8), !dbg !1402
  br label %512, !dbg !1403

141:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %12) #12, !dbg !1404
  %142 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !1405
  %143 = load ptr, ptr %142, align 8, !dbg !1405, !tbaa !715
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %12, ptr noundef %143), !dbg !1406
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %13) #12, !dbg !1404
  %144 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !1407
  %145 = load ptr, ptr %144, align 8, !dbg !1407, !tbaa !719
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %13, ptr noundef %145), !dbg !1408
    #dbg_value(i32 3, !460, !DIExpression(), !1409)
  %146 = load i32, ptr @nst, align 4, !dbg !1411, !tbaa !456
  %147 = sext i32 %146 to i64, !dbg !1412
  %148 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %147, !dbg !1412
  store i32 3, ptr %148, align 8, !dbg !1413, !tbaa !578
  %149 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %147, i32 3, !dbg !1414
  %150 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %147, i32 2, !dbg !1415
  %151 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %147, i32 4, !dbg !1416
  store ptr null, ptr %151, align 8, !dbg !1417, !tbaa !471
  %152 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %147, i32 1, !dbg !1418
  store i32 0, ptr %152, align 4, !dbg !1419, !tbaa !611
  %153 = add nsw i32 %146, 1, !dbg !1420
  store i32 %153, ptr @nst, align 4, !dbg !1420, !tbaa !456
  store i32 %146, ptr %10, align 8, !dbg !1421, !tbaa !504, !DIAssignID !1422
    #dbg_assign(i32 %146, !1165, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1422, ptr %10, !DIExpression(), !1202)
  %154 = load i32, ptr %12, align 8, !dbg !1423, !tbaa !504
  store i32 %154, ptr %150, align 8, !dbg !1424, !tbaa !631
  %155 = load i32, ptr %13, align 8, !dbg !1425, !tbaa !504
  store i32 %155, ptr %149, align 4, !dbg !1426, !tbaa !1262
    #dbg_value(ptr %10, !1382, !DIExpression(), !1427)
    #dbg_value(ptr %12, !1389, !DIExpression(), !1427)
    #dbg_value(i32 0, !1390, !DIExpression(), !1429)
  %156 = getelementptr inbounds i8, ptr %12, i64 520
  %157 = load i32, ptr %156, align 8, !dbg !1430, !tbaa !489
  %158 = icmp sgt i32 %157, 0, !dbg !1431
  br i1 %158, label %159, label %165, !dbg !1432

159:                                              ; preds = %141
  %160 = getelementptr inbounds i8, ptr %12, i64 8
  %161 = getelementptr inbounds i8, ptr %10, i64 8
  %162 = zext nneg i32 %157 to i64
  %163 = shl nuw nsw i64 %162, 3, !dbg !1432
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %161, ptr nonnull align 8 %160, i64 %163, i1 false), !dbg !1433, !tbaa !402
    #dbg_value(i64 undef, !1390, !DIExpression(), !1429)
    #dbg_assign(i64 undef, !1165, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1434, ptr %19, !DIExpression(), !1202)
  store i32 %157, ptr %19, align 8, !dbg !1435, !tbaa !489, !DIAssignID !1434
  %164 = zext nneg i32 %157 to i64, !dbg !1436
  br label %165

165:                                              ; preds = %159, %141
  %166 = phi i64 [ %164, %159 ], [ 0, %141 ]
    #dbg_value(ptr %10, !1382, !DIExpression(), !1438)
    #dbg_value(ptr %13, !1389, !DIExpression(), !1438)
    #dbg_value(i32 0, !1390, !DIExpression(), !1439)
  %167 = getelementptr inbounds i8, ptr %13, i64 520
  %168 = load i32, ptr %167, align 8, !dbg !1440, !tbaa !489
  %169 = icmp sgt i32 %168, 0, !dbg !1441
  br i1 %169, label %170, label %179, !dbg !1436

170:                                              ; preds = %165
  %171 = getelementptr inbounds i8, ptr %13, i64 8
  %172 = zext nneg i32 %168 to i64
  %173 = shl nuw nsw i64 %166, 3, !dbg !1436
  %174 = getelementptr i8, ptr %10, i64 %173, !dbg !1436
  %175 = getelementptr i8, ptr %174, i64 8, !dbg !1436
  %176 = shl nuw nsw i64 %172, 3, !dbg !1436
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %175, ptr nonnull align 8 %171, i64 %176, i1 false), !dbg !1442, !tbaa !402
    #dbg_value(i64 undef, !1390, !DIExpression(), !1439)
    #dbg_assign(i64 poison, !1165, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value, DW_OP_LLVM_fragment, 4160, 32), !1443, ptr %19, !DIExpression(), !1202)
  %177 = trunc nuw nsw i64 %166 to i32, !dbg !1444
  %178 = add nuw i32 %168, %177, !dbg !1444
  store i32 %178, ptr %19, align 8, !dbg !1444, !tbaa !489, !DIAssignID !1443
  br label %179, !dbg !1445

179:                                              ; preds = %170, %165
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !dbg !1445, !tbaa.struct !1280
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %13) #12, !dbg !1446
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %12) #12, !dbg !1446
  br label %512

180:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 504, ptr nonnull %14), !dbg !1447
    #dbg_value(i32 7, !460, !DIExpression(), !1448)
  %181 = load i32, ptr @nst, align 4, !dbg !1450, !tbaa !456, !noalias !1451
  %182 = sext i32 %181 to i64, !dbg !1454
  %183 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %182, !dbg !1454
  %184 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %182, i32 2, !dbg !1455
  %185 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %182, i32 4, !dbg !1456
  store ptr null, ptr %185, align 8, !dbg !1457, !tbaa !471, !noalias !1451
  store <4 x i32> <i32 7, i32 0, i32 -1, i32 -1>, ptr %183, align 8, !dbg !1458, !tbaa !456, !noalias !1451
  %186 = add nsw i32 %181, 1, !dbg !1459
  store i32 %186, ptr @nst, align 4, !dbg !1459, !tbaa !456, !noalias !1451
    #dbg_value(i32 %181, !1208, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1460)
    #dbg_value(i32 %181, !1170, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1207)
    #dbg_value(ptr undef, !1243, !DIExpression(), !1461)
    #dbg_value(ptr %184, !1248, !DIExpression(), !1461)
    #dbg_value(i32 1, !1208, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1460)
    #dbg_value(i32 1, !1170, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1207)
    #dbg_value(ptr %184, !1208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1460)
    #dbg_value(ptr %184, !1170, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1207)
    #dbg_value(i32 0, !1172, !DIExpression(), !1463)
  %187 = getelementptr inbounds i8, ptr %1, i64 56
    #dbg_value(i32 %181, !1208, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1460)
    #dbg_value(i32 %181, !1170, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1207)
    #dbg_value(i32 undef, !1208, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1460)
    #dbg_value(i32 undef, !1170, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1207)
    #dbg_value(ptr %184, !1208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1460)
    #dbg_value(ptr %184, !1170, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1207)
    #dbg_value(i32 1, !1208, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1460)
    #dbg_value(i32 1, !1170, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1207)
    #dbg_value(i32 undef, !1208, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1460)
    #dbg_value(i32 undef, !1170, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1207)
  %188 = load i32, ptr %187, align 8, !dbg !1464, !tbaa !1144
  %189 = icmp sgt i32 %188, 0, !dbg !1465
  br i1 %189, label %190, label %198, !dbg !1466

190:                                              ; preds = %180
  %191 = getelementptr inbounds i8, ptr %1, i64 40
  %192 = getelementptr inbounds i8, ptr %15, i64 8
  %193 = getelementptr inbounds i8, ptr %7, i64 8
  %194 = getelementptr inbounds i8, ptr %7, i64 16
  %195 = getelementptr inbounds i8, ptr %7, i64 520
  %196 = getelementptr inbounds i8, ptr %7, i64 524
  %197 = getelementptr inbounds i8, ptr %6, i64 512
  br label %219, !dbg !1466

198:                                              ; preds = %281, %180
  %199 = phi i32 [ undef, %180 ], [ %282, %281 ]
  %200 = phi i32 [ 1, %180 ], [ %283, %281 ], !dbg !1207
  %201 = phi ptr [ %184, %180 ], [ %284, %281 ], !dbg !1207
  %202 = phi i32 [ %188, %180 ], [ %286, %281 ], !dbg !1464
  %203 = getelementptr inbounds i8, ptr %1, i64 60, !dbg !1467
  %204 = load i32, ptr %203, align 4, !dbg !1467, !tbaa !1147
  %205 = icmp slt i32 %204, 0, !dbg !1468
  br i1 %205, label %288, label %206, !dbg !1469

206:                                              ; preds = %198
    #dbg_value(i32 %181, !1208, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1460)
    #dbg_value(i32 %181, !1170, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1207)
    #dbg_value(i32 undef, !1208, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1460)
    #dbg_value(i32 undef, !1170, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1207)
    #dbg_value(ptr %201, !1208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1460)
    #dbg_value(ptr %201, !1170, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1207)
    #dbg_value(i32 %200, !1208, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1460)
    #dbg_value(i32 %200, !1170, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1207)
    #dbg_value(i32 %199, !1208, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1460)
    #dbg_value(i32 %199, !1170, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1207)
    #dbg_value(i32 %202, !1179, !DIExpression(), !1470)
  %207 = icmp slt i32 %202, %204, !dbg !1471
  br i1 %207, label %208, label %405, !dbg !1472

208:                                              ; preds = %206
  %209 = getelementptr inbounds i8, ptr %1, i64 40
  %210 = getelementptr inbounds i8, ptr %18, i64 520
  %211 = getelementptr inbounds i8, ptr %17, i64 520
  %212 = getelementptr inbounds i8, ptr %17, i64 8
  %213 = getelementptr inbounds i8, ptr %18, i64 8
  %214 = getelementptr inbounds i8, ptr %4, i64 8
  %215 = getelementptr inbounds i8, ptr %4, i64 16
  %216 = getelementptr inbounds i8, ptr %4, i64 520
  %217 = getelementptr inbounds i8, ptr %4, i64 524
  %218 = getelementptr inbounds i8, ptr %3, i64 512
  br label %413, !dbg !1472

219:                                              ; preds = %190, %281
  %220 = phi i32 [ 0, %190 ], [ %285, %281 ]
  %221 = phi ptr [ %184, %190 ], [ %284, %281 ]
  %222 = phi i32 [ 1, %190 ], [ %283, %281 ]
  %223 = phi i32 [ undef, %190 ], [ %282, %281 ]
    #dbg_value(i32 %220, !1172, !DIExpression(), !1463)
    #dbg_value(ptr %221, !1208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1460)
    #dbg_value(i32 %222, !1208, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1460)
    #dbg_value(i32 %223, !1208, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1460)
  %224 = load ptr, ptr %191, align 8, !dbg !1473, !tbaa !715
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %15, ptr noundef %224), !dbg !1474
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %7), !dbg !1475
  call void @llvm.lifetime.start.p0(i64 520, ptr nonnull %6), !dbg !1475
  %225 = load i32, ptr %15, align 8, !dbg !1475
    #dbg_value(i32 %225, !1186, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1476)
    #dbg_value(i32 poison, !1186, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1476)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(520) %6, ptr noundef nonnull align 8 dereferenceable(520) %192, i64 520, i1 false), !dbg !1475
  store ptr %221, ptr %193, align 8, !dbg !1475
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %194, ptr noundef nonnull align 8 dereferenceable(504) %14, i64 504, i1 false), !dbg !1475
  store i32 %222, ptr %195, align 8, !dbg !1475
  store i32 %223, ptr %196, align 4, !dbg !1475
    #dbg_declare(ptr %7, !1191, !DIExpression(), !1477)
    #dbg_value(ptr %7, !475, !DIExpression(), !1478)
    #dbg_value(i32 %225, !481, !DIExpression(), !1478)
    #dbg_value(i32 0, !482, !DIExpression(), !1480)
  %226 = icmp eq i32 %222, 0, !dbg !1481
  br i1 %226, label %273, label %227, !dbg !1482

227:                                              ; preds = %219
  %228 = zext nneg i32 %222 to i64
  %229 = and i64 %228, 7, !dbg !1482
  %230 = icmp ult i32 %222, 8, !dbg !1482
  br i1 %230, label %262, label %231, !dbg !1482

231:                                              ; preds = %227
  %232 = and i64 %228, 2147483640, !dbg !1482
  br label %233, !dbg !1482

233:                                              ; preds = %233, %231
  %234 = phi i64 [ 0, %231 ], [ %259, %233 ]
  %235 = phi i64 [ 0, %231 ], [ %260, %233 ]
    #dbg_value(i64 %234, !482, !DIExpression(), !1480)
  %236 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %234, !dbg !1483
  %237 = load ptr, ptr %236, align 8, !dbg !1483, !tbaa !402, !noalias !1484
  store i32 %225, ptr %237, align 4, !dbg !1487, !tbaa !456, !noalias !1484
  %238 = or disjoint i64 %234, 1, !dbg !1488
    #dbg_value(i64 %238, !482, !DIExpression(), !1480)
  %239 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %238, !dbg !1483
  %240 = load ptr, ptr %239, align 8, !dbg !1483, !tbaa !402, !noalias !1484
  store i32 %225, ptr %240, align 4, !dbg !1487, !tbaa !456, !noalias !1484
  %241 = or disjoint i64 %234, 2, !dbg !1488
    #dbg_value(i64 %241, !482, !DIExpression(), !1480)
  %242 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %241, !dbg !1483
  %243 = load ptr, ptr %242, align 8, !dbg !1483, !tbaa !402, !noalias !1484
  store i32 %225, ptr %243, align 4, !dbg !1487, !tbaa !456, !noalias !1484
  %244 = or disjoint i64 %234, 3, !dbg !1488
    #dbg_value(i64 %244, !482, !DIExpression(), !1480)
  %245 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %244, !dbg !1483
  %246 = load ptr, ptr %245, align 8, !dbg !1483, !tbaa !402, !noalias !1484
  store i32 %225, ptr %246, align 4, !dbg !1487, !tbaa !456, !noalias !1484
  %247 = or disjoint i64 %234, 4, !dbg !1488
    #dbg_value(i64 %247, !482, !DIExpression(), !1480)
  %248 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %247, !dbg !1483
  %249 = load ptr, ptr %248, align 8, !dbg !1483, !tbaa !402, !noalias !1484
  store i32 %225, ptr %249, align 4, !dbg !1487, !tbaa !456, !noalias !1484
  %250 = or disjoint i64 %234, 5, !dbg !1488
    #dbg_value(i64 %250, !482, !DIExpression(), !1480)
  %251 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %250, !dbg !1483
  %252 = load ptr, ptr %251, align 8, !dbg !1483, !tbaa !402, !noalias !1484
  store i32 %225, ptr %252, align 4, !dbg !1487, !tbaa !456, !noalias !1484
  %253 = or disjoint i64 %234, 6, !dbg !1488
    #dbg_value(i64 %253, !482, !DIExpression(), !1480)
  %254 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %253, !dbg !1483
  %255 = load ptr, ptr %254, align 8, !dbg !1483, !tbaa !402, !noalias !1484
  store i32 %225, ptr %255, align 4, !dbg !1487, !tbaa !456, !noalias !1484
  %256 = or disjoint i64 %234, 7, !dbg !1488
    #dbg_value(i64 %256, !482, !DIExpression(), !1480)
  %257 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %256, !dbg !1483
  %258 = load ptr, ptr %257, align 8, !dbg !1483, !tbaa !402, !noalias !1484
  store i32 %225, ptr %258, align 4, !dbg !1487, !tbaa !456, !noalias !1484
  %259 = add nuw nsw i64 %234, 8, !dbg !1488
    #dbg_value(i64 %259, !482, !DIExpression(), !1480)
  %260 = add i64 %235, 8, !dbg !1482
  %261 = icmp eq i64 %260, %232, !dbg !1482
  br i1 %261, label %262, label %233, !dbg !1482, !llvm.loop !1489

262:                                              ; preds = %233, %227
  %263 = phi i64 [ 0, %227 ], [ %259, %233 ]
  %264 = icmp eq i64 %229, 0, !dbg !1482
  br i1 %264, label %273, label %265, !dbg !1482

265:                                              ; preds = %262, %265
  %266 = phi i64 [ %270, %265 ], [ %263, %262 ]
  %267 = phi i64 [ %271, %265 ], [ 0, %262 ]
    #dbg_value(i64 %266, !482, !DIExpression(), !1480)
  %268 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %266, !dbg !1483
  %269 = load ptr, ptr %268, align 8, !dbg !1483, !tbaa !402, !noalias !1484
  store i32 %225, ptr %269, align 4, !dbg !1487, !tbaa !456, !noalias !1484
  %270 = add nuw nsw i64 %266, 1, !dbg !1488
    #dbg_value(i64 %270, !482, !DIExpression(), !1480)
  %271 = add i64 %267, 1, !dbg !1482
  %272 = icmp eq i64 %271, %229, !dbg !1482
  br i1 %272, label %273, label %265, !dbg !1482, !llvm.loop !1491

273:                                              ; preds = %262, %265, %219
    #dbg_value(ptr %7, !1382, !DIExpression(), !1492)
    #dbg_value(ptr undef, !1389, !DIExpression(), !1492)
    #dbg_value(i32 0, !1390, !DIExpression(), !1494)
  %274 = load i32, ptr %197, align 8, !dbg !1495, !tbaa !489, !noalias !1484
  %275 = icmp sgt i32 %274, 0, !dbg !1496
  br i1 %275, label %276, label %281, !dbg !1497

276:                                              ; preds = %273
  %277 = zext nneg i32 %274 to i64
  %278 = shl nuw nsw i64 %277, 3, !dbg !1497
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %193, ptr nonnull readonly align 8 %6, i64 %278, i1 false), !dbg !1498, !tbaa !402, !noalias !1484
    #dbg_value(i64 undef, !1390, !DIExpression(), !1494)
  %279 = load ptr, ptr %193, align 8, !dbg !1499
  %280 = load i32, ptr %196, align 4, !dbg !1499
  br label %281, !dbg !1499

281:                                              ; preds = %273, %276
  %282 = phi i32 [ %223, %273 ], [ %280, %276 ], !dbg !1499
  %283 = phi i32 [ 0, %273 ], [ %274, %276 ], !dbg !1499
  %284 = phi ptr [ %221, %273 ], [ %279, %276 ], !dbg !1499
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %14, ptr noundef nonnull align 8 dereferenceable(504) %194, i64 504, i1 false), !dbg !1499
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %7), !dbg !1500
  call void @llvm.lifetime.end.p0(i64 520, ptr nonnull %6), !dbg !1500
    #dbg_value(i32 %181, !1208, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1460)
    #dbg_value(i32 undef, !1208, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1460)
    #dbg_value(ptr %284, !1208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1460)
    #dbg_value(i32 %283, !1208, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1460)
    #dbg_value(i32 %282, !1208, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1460)
    #dbg_value(i32 %181, !1170, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1207)
    #dbg_value(i32 undef, !1170, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1207)
    #dbg_value(ptr %284, !1170, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1207)
    #dbg_assign(i1 undef, !1170, !DIExpression(DW_OP_LLVM_fragment, 128, 4032), !1501, ptr %14, !DIExpression(), !1207)
    #dbg_value(i32 %283, !1170, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1207)
    #dbg_value(i32 %282, !1170, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1207)
  %285 = add nuw nsw i32 %220, 1, !dbg !1502
    #dbg_value(i32 %181, !1208, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1460)
    #dbg_value(i32 %181, !1170, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1207)
    #dbg_value(i32 undef, !1208, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1460)
    #dbg_value(i32 undef, !1170, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1207)
    #dbg_value(ptr %284, !1208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1460)
    #dbg_value(ptr %284, !1170, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1207)
    #dbg_value(i32 %283, !1208, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1460)
    #dbg_value(i32 %283, !1170, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1207)
    #dbg_value(i32 %282, !1208, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1460)
    #dbg_value(i32 %282, !1170, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1207)
    #dbg_value(i32 %285, !1172, !DIExpression(), !1463)
  %286 = load i32, ptr %187, align 8, !dbg !1464, !tbaa !1144
  %287 = icmp slt i32 %285, %286, !dbg !1465
  br i1 %287, label %219, label %198, !dbg !1466, !llvm.loop !1503

288:                                              ; preds = %198
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %16) #12, !dbg !1505
  %289 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !1506
  %290 = load ptr, ptr %289, align 8, !dbg !1506, !tbaa !715
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %16, ptr noundef %290), !dbg !1507
    #dbg_value(i32 3, !460, !DIExpression(), !1508)
  %291 = load i32, ptr @nst, align 4, !dbg !1510, !tbaa !456
  %292 = sext i32 %291 to i64, !dbg !1511
  %293 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %292, !dbg !1511
  store i32 3, ptr %293, align 8, !dbg !1512, !tbaa !578
  %294 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %292, i32 3, !dbg !1513
  store i32 -1, ptr %294, align 4, !dbg !1514, !tbaa !1262
  %295 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %292, i32 4, !dbg !1515
  store ptr null, ptr %295, align 8, !dbg !1516, !tbaa !471
  %296 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %292, i32 1, !dbg !1517
  store i32 0, ptr %296, align 4, !dbg !1518, !tbaa !611
  %297 = add nsw i32 %291, 1, !dbg !1519
  store i32 %297, ptr @nst, align 4, !dbg !1519, !tbaa !456
    #dbg_value(i32 %291, !1177, !DIExpression(), !1216)
  %298 = load i32, ptr %16, align 8, !dbg !1520, !tbaa !504
  %299 = getelementptr inbounds i8, ptr %293, i64 8, !dbg !1521
  store i32 %298, ptr %299, align 8, !dbg !1522, !tbaa !631
    #dbg_value(ptr %16, !475, !DIExpression(), !1523)
    #dbg_value(i32 %291, !481, !DIExpression(), !1523)
    #dbg_value(i32 0, !482, !DIExpression(), !1525)
  %300 = getelementptr inbounds i8, ptr %16, i64 520
  %301 = load i32, ptr %300, align 8, !dbg !1526, !tbaa !489
  %302 = icmp sgt i32 %301, 0, !dbg !1527
  br i1 %302, label %303, label %350, !dbg !1528

303:                                              ; preds = %288
  %304 = getelementptr inbounds i8, ptr %16, i64 8
  %305 = zext nneg i32 %301 to i64
  %306 = and i64 %305, 7, !dbg !1528
  %307 = icmp ult i32 %301, 8, !dbg !1528
  br i1 %307, label %339, label %308, !dbg !1528

308:                                              ; preds = %303
  %309 = and i64 %305, 2147483640, !dbg !1528
  br label %310, !dbg !1528

310:                                              ; preds = %310, %308
  %311 = phi i64 [ 0, %308 ], [ %336, %310 ]
  %312 = phi i64 [ 0, %308 ], [ %337, %310 ]
    #dbg_value(i64 %311, !482, !DIExpression(), !1525)
  %313 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %311, !dbg !1529
  %314 = load ptr, ptr %313, align 8, !dbg !1529, !tbaa !402
  store i32 %291, ptr %314, align 4, !dbg !1530, !tbaa !456
  %315 = or disjoint i64 %311, 1, !dbg !1531
    #dbg_value(i64 %315, !482, !DIExpression(), !1525)
  %316 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %315, !dbg !1529
  %317 = load ptr, ptr %316, align 8, !dbg !1529, !tbaa !402
  store i32 %291, ptr %317, align 4, !dbg !1530, !tbaa !456
  %318 = or disjoint i64 %311, 2, !dbg !1531
    #dbg_value(i64 %318, !482, !DIExpression(), !1525)
  %319 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %318, !dbg !1529
  %320 = load ptr, ptr %319, align 8, !dbg !1529, !tbaa !402
  store i32 %291, ptr %320, align 4, !dbg !1530, !tbaa !456
  %321 = or disjoint i64 %311, 3, !dbg !1531
    #dbg_value(i64 %321, !482, !DIExpression(), !1525)
  %322 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %321, !dbg !1529
  %323 = load ptr, ptr %322, align 8, !dbg !1529, !tbaa !402
  store i32 %291, ptr %323, align 4, !dbg !1530, !tbaa !456
  %324 = or disjoint i64 %311, 4, !dbg !1531
    #dbg_value(i64 %324, !482, !DIExpression(), !1525)
  %325 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %324, !dbg !1529
  %326 = load ptr, ptr %325, align 8, !dbg !1529, !tbaa !402
  store i32 %291, ptr %326, align 4, !dbg !1530, !tbaa !456
  %327 = or disjoint i64 %311, 5, !dbg !1531
    #dbg_value(i64 %327, !482, !DIExpression(), !1525)
  %328 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %327, !dbg !1529
  %329 = load ptr, ptr %328, align 8, !dbg !1529, !tbaa !402
  store i32 %291, ptr %329, align 4, !dbg !1530, !tbaa !456
  %330 = or disjoint i64 %311, 6, !dbg !1531
    #dbg_value(i64 %330, !482, !DIExpression(), !1525)
  %331 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %330, !dbg !1529
  %332 = load ptr, ptr %331, align 8, !dbg !1529, !tbaa !402
  store i32 %291, ptr %332, align 4, !dbg !1530, !tbaa !456
  %333 = or disjoint i64 %311, 7, !dbg !1531
    #dbg_value(i64 %333, !482, !DIExpression(), !1525)
  %334 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %333, !dbg !1529
  %335 = load ptr, ptr %334, align 8, !dbg !1529, !tbaa !402
  store i32 %291, ptr %335, align 4, !dbg !1530, !tbaa !456
  %336 = add nuw nsw i64 %311, 8, !dbg !1531
    #dbg_value(i64 %336, !482, !DIExpression(), !1525)
  %337 = add i64 %312, 8, !dbg !1528
  %338 = icmp eq i64 %337, %309, !dbg !1528
  br i1 %338, label %339, label %310, !dbg !1528, !llvm.loop !1532

339:                                              ; preds = %310, %303
  %340 = phi i64 [ 0, %303 ], [ %336, %310 ]
  %341 = icmp eq i64 %306, 0, !dbg !1528
  br i1 %341, label %350, label %342, !dbg !1528

342:                                              ; preds = %339, %342
  %343 = phi i64 [ %347, %342 ], [ %340, %339 ]
  %344 = phi i64 [ %348, %342 ], [ 0, %339 ]
    #dbg_value(i64 %343, !482, !DIExpression(), !1525)
  %345 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %343, !dbg !1529
  %346 = load ptr, ptr %345, align 8, !dbg !1529, !tbaa !402
  store i32 %291, ptr %346, align 4, !dbg !1530, !tbaa !456
  %347 = add nuw nsw i64 %343, 1, !dbg !1531
    #dbg_value(i64 %347, !482, !DIExpression(), !1525)
  %348 = add i64 %344, 1, !dbg !1528
  %349 = icmp eq i64 %348, %306, !dbg !1528
  br i1 %349, label %350, label %342, !dbg !1528, !llvm.loop !1534

350:                                              ; preds = %339, %342, %288
    #dbg_assign(i32 0, !1174, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1535, ptr %300, !DIExpression(), !1216)
    #dbg_value(i32 %291, !1178, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1216)
    #dbg_assign(i32 0, !1178, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1536, ptr undef, !DIExpression(), !1216)
  %351 = getelementptr inbounds i8, ptr %293, i64 12, !dbg !1537
    #dbg_value(ptr undef, !1243, !DIExpression(), !1538)
    #dbg_value(ptr %351, !1248, !DIExpression(), !1538)
    #dbg_value(i32 1, !1178, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1216)
    #dbg_value(ptr %351, !1178, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1216)
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %5), !dbg !1540
    #dbg_value(i32 %291, !1186, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1541)
    #dbg_value(i32 poison, !1186, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1541)
    #dbg_value(ptr %351, !1186, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1541)
  store i32 %181, ptr %5, align 8, !dbg !1540
  %352 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !1540
  store ptr %201, ptr %352, align 8, !dbg !1540
  %353 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !1540
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %353, ptr noundef nonnull align 8 dereferenceable(504) %14, i64 504, i1 false), !dbg !1540
  %354 = getelementptr inbounds i8, ptr %5, i64 520, !dbg !1540
  store i32 %200, ptr %354, align 8, !dbg !1540
  %355 = getelementptr inbounds i8, ptr %5, i64 524, !dbg !1540
  store i32 %199, ptr %355, align 4, !dbg !1540
    #dbg_declare(ptr %5, !1191, !DIExpression(), !1542)
    #dbg_value(ptr %5, !475, !DIExpression(), !1543)
    #dbg_value(i32 %291, !481, !DIExpression(), !1543)
    #dbg_value(i32 0, !482, !DIExpression(), !1545)
  %356 = icmp sgt i32 %200, 0, !dbg !1546
  br i1 %356, label %357, label %403, !dbg !1547

357:                                              ; preds = %350
  %358 = zext nneg i32 %200 to i64
  %359 = and i64 %358, 7, !dbg !1547
  %360 = icmp ult i32 %200, 8, !dbg !1547
  br i1 %360, label %392, label %361, !dbg !1547

361:                                              ; preds = %357
  %362 = and i64 %358, 2147483640, !dbg !1547
  br label %363, !dbg !1547

363:                                              ; preds = %363, %361
  %364 = phi i64 [ 0, %361 ], [ %389, %363 ]
  %365 = phi i64 [ 0, %361 ], [ %390, %363 ]
    #dbg_value(i64 %364, !482, !DIExpression(), !1545)
  %366 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %364, !dbg !1548
  %367 = load ptr, ptr %366, align 8, !dbg !1548, !tbaa !402, !noalias !1549
  store i32 %291, ptr %367, align 4, !dbg !1552, !tbaa !456, !noalias !1549
  %368 = or disjoint i64 %364, 1, !dbg !1553
    #dbg_value(i64 %368, !482, !DIExpression(), !1545)
  %369 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %368, !dbg !1548
  %370 = load ptr, ptr %369, align 8, !dbg !1548, !tbaa !402, !noalias !1549
  store i32 %291, ptr %370, align 4, !dbg !1552, !tbaa !456, !noalias !1549
  %371 = or disjoint i64 %364, 2, !dbg !1553
    #dbg_value(i64 %371, !482, !DIExpression(), !1545)
  %372 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %371, !dbg !1548
  %373 = load ptr, ptr %372, align 8, !dbg !1548, !tbaa !402, !noalias !1549
  store i32 %291, ptr %373, align 4, !dbg !1552, !tbaa !456, !noalias !1549
  %374 = or disjoint i64 %364, 3, !dbg !1553
    #dbg_value(i64 %374, !482, !DIExpression(), !1545)
  %375 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %374, !dbg !1548
  %376 = load ptr, ptr %375, align 8, !dbg !1548, !tbaa !402, !noalias !1549
  store i32 %291, ptr %376, align 4, !dbg !1552, !tbaa !456, !noalias !1549
  %377 = or disjoint i64 %364, 4, !dbg !1553
    #dbg_value(i64 %377, !482, !DIExpression(), !1545)
  %378 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %377, !dbg !1548
  %379 = load ptr, ptr %378, align 8, !dbg !1548, !tbaa !402, !noalias !1549
  store i32 %291, ptr %379, align 4, !dbg !1552, !tbaa !456, !noalias !1549
  %380 = or disjoint i64 %364, 5, !dbg !1553
    #dbg_value(i64 %380, !482, !DIExpression(), !1545)
  %381 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %380, !dbg !1548
  %382 = load ptr, ptr %381, align 8, !dbg !1548, !tbaa !402, !noalias !1549
  store i32 %291, ptr %382, align 4, !dbg !1552, !tbaa !456, !noalias !1549
  %383 = or disjoint i64 %364, 6, !dbg !1553
    #dbg_value(i64 %383, !482, !DIExpression(), !1545)
  %384 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %383, !dbg !1548
  %385 = load ptr, ptr %384, align 8, !dbg !1548, !tbaa !402, !noalias !1549
  store i32 %291, ptr %385, align 4, !dbg !1552, !tbaa !456, !noalias !1549
  %386 = or disjoint i64 %364, 7, !dbg !1553
    #dbg_value(i64 %386, !482, !DIExpression(), !1545)
  %387 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %386, !dbg !1548
  %388 = load ptr, ptr %387, align 8, !dbg !1548, !tbaa !402, !noalias !1549
  store i32 %291, ptr %388, align 4, !dbg !1552, !tbaa !456, !noalias !1549
  %389 = add nuw nsw i64 %364, 8, !dbg !1553
    #dbg_value(i64 %389, !482, !DIExpression(), !1545)
  %390 = add i64 %365, 8, !dbg !1547
  %391 = icmp eq i64 %390, %362, !dbg !1547
  br i1 %391, label %392, label %363, !dbg !1547, !llvm.loop !1554

392:                                              ; preds = %363, %357
  %393 = phi i64 [ 0, %357 ], [ %389, %363 ]
  %394 = icmp eq i64 %359, 0, !dbg !1547
  br i1 %394, label %403, label %395, !dbg !1547

395:                                              ; preds = %392, %395
  %396 = phi i64 [ %400, %395 ], [ %393, %392 ]
  %397 = phi i64 [ %401, %395 ], [ 0, %392 ]
    #dbg_value(i64 %396, !482, !DIExpression(), !1545)
  %398 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %396, !dbg !1548
  %399 = load ptr, ptr %398, align 8, !dbg !1548, !tbaa !402, !noalias !1549
  store i32 %291, ptr %399, align 4, !dbg !1552, !tbaa !456, !noalias !1549
  %400 = add nuw nsw i64 %396, 1, !dbg !1553
    #dbg_value(i64 %400, !482, !DIExpression(), !1545)
  %401 = add i64 %397, 1, !dbg !1547
  %402 = icmp eq i64 %401, %359, !dbg !1547
  br i1 %402, label %403, label %395, !dbg !1547, !llvm.loop !1556

403:                                              ; preds = %392, %395, %350
    #dbg_value(ptr %5, !1382, !DIExpression(), !1557)
    #dbg_value(ptr undef, !1389, !DIExpression(), !1557)
    #dbg_value(i32 0, !1390, !DIExpression(), !1559)
  %404 = ptrtoint ptr %351 to i64, !dbg !1560
  store i64 %404, ptr %352, align 8, !dbg !1560, !tbaa !402, !noalias !1549
    #dbg_value(i64 undef, !1390, !DIExpression(), !1559)
  store i32 1, ptr %354, align 8, !dbg !1561, !tbaa !489, !noalias !1549
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %5, i64 528, i1 false), !dbg !1562, !tbaa.struct !1280
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %5), !dbg !1563
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %16) #12, !dbg !1564
  br label %502

405:                                              ; preds = %495, %206
  %406 = phi i32 [ %199, %206 ], [ %496, %495 ]
  %407 = phi i32 [ %200, %206 ], [ %497, %495 ], !dbg !1207
  %408 = phi ptr [ %201, %206 ], [ %498, %495 ], !dbg !1207
  store i32 %181, ptr %0, align 8, !dbg !1565, !tbaa !456
  %409 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1565
  store ptr %408, ptr %409, align 8, !dbg !1565
  %410 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1565
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %410, ptr noundef nonnull align 8 dereferenceable(504) %14, i64 504, i1 false), !dbg !1565, !tbaa.struct !1566
  %411 = getelementptr inbounds i8, ptr %0, i64 520, !dbg !1565
  store i32 %407, ptr %411, align 8, !dbg !1565, !tbaa !456
  %412 = getelementptr inbounds i8, ptr %0, i64 524, !dbg !1565
  store i32 %406, ptr %412, align 4, !dbg !1565
  br label %502, !dbg !1567

413:                                              ; preds = %208, %495
  %414 = phi i32 [ %202, %208 ], [ %499, %495 ]
  %415 = phi ptr [ %201, %208 ], [ %498, %495 ]
  %416 = phi i32 [ %200, %208 ], [ %497, %495 ]
  %417 = phi i32 [ %199, %208 ], [ %496, %495 ]
    #dbg_value(i32 %414, !1179, !DIExpression(), !1470)
    #dbg_value(ptr %415, !1208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1460)
    #dbg_value(i32 %416, !1208, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1460)
    #dbg_value(i32 %417, !1208, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1460)
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %17) #12, !dbg !1568
  %418 = load ptr, ptr %209, align 8, !dbg !1569, !tbaa !715
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %17, ptr noundef %418), !dbg !1570
    #dbg_value(i32 3, !460, !DIExpression(), !1571)
  %419 = load i32, ptr @nst, align 4, !dbg !1573, !tbaa !456
  %420 = sext i32 %419 to i64, !dbg !1574
  %421 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %420, !dbg !1574
  store i32 3, ptr %421, align 8, !dbg !1575, !tbaa !578
  %422 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %420, i32 3, !dbg !1576
  store i32 -1, ptr %422, align 4, !dbg !1577, !tbaa !1262
  %423 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %420, i32 4, !dbg !1578
  store ptr null, ptr %423, align 8, !dbg !1579, !tbaa !471
  %424 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %420, i32 1, !dbg !1580
  store i32 0, ptr %424, align 4, !dbg !1581, !tbaa !611
  %425 = add nsw i32 %419, 1, !dbg !1582
  store i32 %425, ptr @nst, align 4, !dbg !1582, !tbaa !456
    #dbg_value(i32 %419, !1184, !DIExpression(), !1218)
  %426 = load i32, ptr %17, align 8, !dbg !1583, !tbaa !504
  %427 = getelementptr inbounds i8, ptr %421, i64 8, !dbg !1584
  store i32 %426, ptr %427, align 8, !dbg !1585, !tbaa !631
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %18) #12, !dbg !1586
  store i32 %419, ptr %18, align 8, !dbg !1587, !tbaa !504, !DIAssignID !1588
    #dbg_assign(i32 %419, !1185, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1588, ptr %18, !DIExpression(), !1218)
    #dbg_assign(i32 0, !1185, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1589, ptr %210, !DIExpression(), !1218)
    #dbg_value(ptr %18, !1382, !DIExpression(), !1590)
    #dbg_value(ptr %17, !1389, !DIExpression(), !1590)
    #dbg_value(i32 0, !1390, !DIExpression(), !1592)
  %428 = load i32, ptr %211, align 8, !dbg !1593, !tbaa !489
  %429 = icmp sgt i32 %428, 0, !dbg !1594
  br i1 %429, label %430, label %433, !dbg !1595

430:                                              ; preds = %413
  %431 = zext nneg i32 %428 to i64
  %432 = shl nuw nsw i64 %431, 3, !dbg !1595
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %213, ptr nonnull align 8 %212, i64 %432, i1 false), !dbg !1596, !tbaa !402
    #dbg_value(i64 undef, !1390, !DIExpression(), !1592)
    #dbg_assign(i64 undef, !1185, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1597, ptr %210, !DIExpression(), !1218)
  br label %433, !dbg !1598

433:                                              ; preds = %430, %413
  %434 = phi i32 [ %428, %430 ], [ 0, %413 ], !dbg !1599
  %435 = getelementptr inbounds i8, ptr %421, i64 12, !dbg !1598
    #dbg_value(ptr %18, !1243, !DIExpression(), !1601)
    #dbg_value(ptr %435, !1248, !DIExpression(), !1601)
  %436 = add nuw nsw i32 %434, 1, !dbg !1599
  store i32 %436, ptr %210, align 8, !dbg !1599, !tbaa !489, !DIAssignID !1602
    #dbg_assign(i32 %436, !1185, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1602, ptr %210, !DIExpression(), !1218)
  %437 = zext nneg i32 %434 to i64, !dbg !1603
  %438 = getelementptr inbounds [64 x ptr], ptr %213, i64 0, i64 %437, !dbg !1603
  store ptr %435, ptr %438, align 8, !dbg !1604, !tbaa !402
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %4), !dbg !1605
  call void @llvm.lifetime.start.p0(i64 520, ptr nonnull %3), !dbg !1605
  %439 = load i32, ptr %18, align 8, !dbg !1605
    #dbg_value(i32 %439, !1186, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1606)
    #dbg_value(i32 poison, !1186, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1606)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(520) %3, ptr noundef nonnull align 8 dereferenceable(520) %213, i64 520, i1 false), !dbg !1605
  store ptr %415, ptr %214, align 8, !dbg !1605
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %215, ptr noundef nonnull align 8 dereferenceable(504) %14, i64 504, i1 false), !dbg !1605
  store i32 %416, ptr %216, align 8, !dbg !1605
  store i32 %417, ptr %217, align 4, !dbg !1605
    #dbg_declare(ptr %4, !1191, !DIExpression(), !1607)
    #dbg_value(ptr %4, !475, !DIExpression(), !1608)
    #dbg_value(i32 %439, !481, !DIExpression(), !1608)
    #dbg_value(i32 0, !482, !DIExpression(), !1610)
  %440 = icmp eq i32 %416, 0, !dbg !1611
  br i1 %440, label %487, label %441, !dbg !1612

441:                                              ; preds = %433
  %442 = zext nneg i32 %416 to i64
  %443 = and i64 %442, 7, !dbg !1612
  %444 = icmp ult i32 %416, 8, !dbg !1612
  br i1 %444, label %476, label %445, !dbg !1612

445:                                              ; preds = %441
  %446 = and i64 %442, 2147483640, !dbg !1612
  br label %447, !dbg !1612

447:                                              ; preds = %447, %445
  %448 = phi i64 [ 0, %445 ], [ %473, %447 ]
  %449 = phi i64 [ 0, %445 ], [ %474, %447 ]
    #dbg_value(i64 %448, !482, !DIExpression(), !1610)
  %450 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %448, !dbg !1613
  %451 = load ptr, ptr %450, align 8, !dbg !1613, !tbaa !402, !noalias !1614
  store i32 %439, ptr %451, align 4, !dbg !1617, !tbaa !456, !noalias !1614
  %452 = or disjoint i64 %448, 1, !dbg !1618
    #dbg_value(i64 %452, !482, !DIExpression(), !1610)
  %453 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %452, !dbg !1613
  %454 = load ptr, ptr %453, align 8, !dbg !1613, !tbaa !402, !noalias !1614
  store i32 %439, ptr %454, align 4, !dbg !1617, !tbaa !456, !noalias !1614
  %455 = or disjoint i64 %448, 2, !dbg !1618
    #dbg_value(i64 %455, !482, !DIExpression(), !1610)
  %456 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %455, !dbg !1613
  %457 = load ptr, ptr %456, align 8, !dbg !1613, !tbaa !402, !noalias !1614
  store i32 %439, ptr %457, align 4, !dbg !1617, !tbaa !456, !noalias !1614
  %458 = or disjoint i64 %448, 3, !dbg !1618
    #dbg_value(i64 %458, !482, !DIExpression(), !1610)
  %459 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %458, !dbg !1613
  %460 = load ptr, ptr %459, align 8, !dbg !1613, !tbaa !402, !noalias !1614
  store i32 %439, ptr %460, align 4, !dbg !1617, !tbaa !456, !noalias !1614
  %461 = or disjoint i64 %448, 4, !dbg !1618
    #dbg_value(i64 %461, !482, !DIExpression(), !1610)
  %462 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %461, !dbg !1613
  %463 = load ptr, ptr %462, align 8, !dbg !1613, !tbaa !402, !noalias !1614
  store i32 %439, ptr %463, align 4, !dbg !1617, !tbaa !456, !noalias !1614
  %464 = or disjoint i64 %448, 5, !dbg !1618
    #dbg_value(i64 %464, !482, !DIExpression(), !1610)
  %465 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %464, !dbg !1613
  %466 = load ptr, ptr %465, align 8, !dbg !1613, !tbaa !402, !noalias !1614
  store i32 %439, ptr %466, align 4, !dbg !1617, !tbaa !456, !noalias !1614
  %467 = or disjoint i64 %448, 6, !dbg !1618
    #dbg_value(i64 %467, !482, !DIExpression(), !1610)
  %468 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %467, !dbg !1613
  %469 = load ptr, ptr %468, align 8, !dbg !1613, !tbaa !402, !noalias !1614
  store i32 %439, ptr %469, align 4, !dbg !1617, !tbaa !456, !noalias !1614
  %470 = or disjoint i64 %448, 7, !dbg !1618
    #dbg_value(i64 %470, !482, !DIExpression(), !1610)
  %471 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %470, !dbg !1613
  %472 = load ptr, ptr %471, align 8, !dbg !1613, !tbaa !402, !noalias !1614
  store i32 %439, ptr %472, align 4, !dbg !1617, !tbaa !456, !noalias !1614
  %473 = add nuw nsw i64 %448, 8, !dbg !1618
    #dbg_value(i64 %473, !482, !DIExpression(), !1610)
  %474 = add i64 %449, 8, !dbg !1612
  %475 = icmp eq i64 %474, %446, !dbg !1612
  br i1 %475, label %476, label %447, !dbg !1612, !llvm.loop !1619

476:                                              ; preds = %447, %441
  %477 = phi i64 [ 0, %441 ], [ %473, %447 ]
  %478 = icmp eq i64 %443, 0, !dbg !1612
  br i1 %478, label %487, label %479, !dbg !1612

479:                                              ; preds = %476, %479
  %480 = phi i64 [ %484, %479 ], [ %477, %476 ]
  %481 = phi i64 [ %485, %479 ], [ 0, %476 ]
    #dbg_value(i64 %480, !482, !DIExpression(), !1610)
  %482 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %480, !dbg !1613
  %483 = load ptr, ptr %482, align 8, !dbg !1613, !tbaa !402, !noalias !1614
  store i32 %439, ptr %483, align 4, !dbg !1617, !tbaa !456, !noalias !1614
  %484 = add nuw nsw i64 %480, 1, !dbg !1618
    #dbg_value(i64 %484, !482, !DIExpression(), !1610)
  %485 = add i64 %481, 1, !dbg !1612
  %486 = icmp eq i64 %485, %443, !dbg !1612
  br i1 %486, label %487, label %479, !dbg !1612, !llvm.loop !1621

487:                                              ; preds = %476, %479, %433
    #dbg_value(ptr %4, !1382, !DIExpression(), !1622)
    #dbg_value(ptr undef, !1389, !DIExpression(), !1622)
    #dbg_value(i32 0, !1390, !DIExpression(), !1624)
  %488 = load i32, ptr %218, align 8, !dbg !1625, !tbaa !489, !noalias !1614
  %489 = icmp sgt i32 %488, 0, !dbg !1626
  br i1 %489, label %490, label %495, !dbg !1627

490:                                              ; preds = %487
  %491 = zext nneg i32 %488 to i64
  %492 = shl nuw nsw i64 %491, 3, !dbg !1627
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %214, ptr nonnull readonly align 8 %3, i64 %492, i1 false), !dbg !1628, !tbaa !402, !noalias !1614
    #dbg_value(i64 undef, !1390, !DIExpression(), !1624)
  %493 = load ptr, ptr %214, align 8, !dbg !1629
  %494 = load i32, ptr %217, align 4, !dbg !1629
  br label %495, !dbg !1629

495:                                              ; preds = %487, %490
  %496 = phi i32 [ %417, %487 ], [ %494, %490 ], !dbg !1629
  %497 = phi i32 [ 0, %487 ], [ %488, %490 ], !dbg !1629
  %498 = phi ptr [ %415, %487 ], [ %493, %490 ], !dbg !1629
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %14, ptr noundef nonnull align 8 dereferenceable(504) %215, i64 504, i1 false), !dbg !1629
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %4), !dbg !1630
  call void @llvm.lifetime.end.p0(i64 520, ptr nonnull %3), !dbg !1630
    #dbg_value(i32 %181, !1208, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1460)
    #dbg_value(i32 undef, !1208, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1460)
    #dbg_value(ptr %498, !1208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1460)
    #dbg_value(i32 %497, !1208, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1460)
    #dbg_value(i32 %496, !1208, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1460)
    #dbg_value(i32 %181, !1170, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1207)
    #dbg_value(i32 undef, !1170, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1207)
    #dbg_value(ptr %498, !1170, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1207)
    #dbg_assign(i1 undef, !1170, !DIExpression(DW_OP_LLVM_fragment, 128, 4032), !1631, ptr %14, !DIExpression(), !1207)
    #dbg_value(i32 %497, !1170, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1207)
    #dbg_value(i32 %496, !1170, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1207)
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %18) #12, !dbg !1632
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %17) #12, !dbg !1632
  %499 = add nsw i32 %414, 1, !dbg !1633
    #dbg_value(i32 %181, !1208, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1460)
    #dbg_value(i32 %181, !1170, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1207)
    #dbg_value(i32 undef, !1208, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1460)
    #dbg_value(i32 undef, !1170, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !1207)
    #dbg_value(ptr %498, !1208, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1460)
    #dbg_value(ptr %498, !1170, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1207)
    #dbg_value(i32 %497, !1208, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1460)
    #dbg_value(i32 %497, !1170, !DIExpression(DW_OP_LLVM_fragment, 4160, 32), !1207)
    #dbg_value(i32 %496, !1208, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1460)
    #dbg_value(i32 %496, !1170, !DIExpression(DW_OP_LLVM_fragment, 4192, 32), !1207)
    #dbg_value(i32 %499, !1179, !DIExpression(), !1470)
  %500 = load i32, ptr %203, align 4, !dbg !1634, !tbaa !1147
  %501 = icmp slt i32 %499, %500, !dbg !1471
  br i1 %501, label %413, label %405, !dbg !1472, !llvm.loop !1635

502:                                              ; preds = %405, %403
  call void @llvm.lifetime.end.p0(i64 504, ptr nonnull %14), !dbg !1637
  br label %512

503:                                              ; preds = %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !1638), !dbg !1641
    #dbg_declare(ptr %0, !1208, !DIExpression(), !1642)
    #dbg_value(i32 7, !460, !DIExpression(), !1644)
  %504 = load i32, ptr @nst, align 4, !dbg !1646, !tbaa !456, !noalias !1638
  %505 = sext i32 %504 to i64, !dbg !1647
  %506 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %505, !dbg !1647
  %507 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %505, i32 2, !dbg !1648
  %508 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %505, i32 4, !dbg !1649
  store ptr null, ptr %508, align 8, !dbg !1650, !tbaa !471, !noalias !1638
  store <4 x i32> <i32 7, i32 0, i32 -1, i32 -1>, ptr %506, align 8, !dbg !1651, !tbaa !456, !noalias !1638
  %509 = add nsw i32 %504, 1, !dbg !1652
  store i32 %509, ptr @nst, align 4, !dbg !1652, !tbaa !456, !noalias !1638
  store i32 %504, ptr %0, align 8, !dbg !1653, !tbaa !504, !alias.scope !1638
  %510 = getelementptr inbounds i8, ptr %0, i64 520, !dbg !1654
    #dbg_value(ptr %0, !1243, !DIExpression(), !1655)
    #dbg_value(ptr %507, !1248, !DIExpression(), !1655)
  %511 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1657
  store i32 1, ptr %510, align 8, !dbg !1658, !tbaa !489, !alias.scope !1638
  store ptr %507, ptr %511, align 8, !dbg !1659, !tbaa !402, !alias.scope !1638
  br label %512, !dbg !1660

512:                                              ; preds = %503, %502, %179, %140, %67, %59, %50, %42, %30, %21
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %10) #12, !dbg !1661
  ret void, !dbg !1661
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @bt(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #6 !dbg !1662 {
  %5 = alloca %struct.Cont, align 8, !DIAssignID !1685
  %6 = alloca %struct.Cont, align 8, !DIAssignID !1686
    #dbg_assign(i1 undef, !1682, !DIExpression(), !1686, ptr %6, !DIExpression(), !1687)
    #dbg_value(ptr %0, !1678, !DIExpression(), !1688)
    #dbg_value(ptr %1, !1679, !DIExpression(), !1688)
    #dbg_value(ptr %2, !1680, !DIExpression(), !1688)
    #dbg_value(ptr %3, !1681, !DIExpression(), !1688)
  %7 = load i64, ptr @steps, align 8, !dbg !1689, !tbaa !515
  %8 = add nsw i64 %7, 1, !dbg !1689
  store i64 %8, ptr @steps, align 8, !dbg !1689, !tbaa !515
  %9 = icmp sgt i64 %7, 19999999, !dbg !1691
  br i1 %9, label %138, label %10, !dbg !1692

10:                                               ; preds = %4, %24
  %11 = phi i64 [ %29, %24 ], [ %8, %4 ]
  %12 = phi ptr [ %28, %24 ], [ %2, %4 ]
  %13 = phi ptr [ %26, %24 ], [ %0, %4 ]
    #dbg_value(ptr %12, !1680, !DIExpression(), !1688)
    #dbg_value(ptr %13, !1678, !DIExpression(), !1688)
  br label %14, !dbg !1692

14:                                               ; preds = %10, %113
  %15 = phi i64 [ %11, %10 ], [ %117, %113 ]
  %16 = phi ptr [ %13, %10 ], [ %115, %113 ]
    #dbg_value(ptr %16, !1678, !DIExpression(), !1688)
  %17 = load i32, ptr %16, align 8, !dbg !1693, !tbaa !766
  switch i32 %17, label %138 [
    i32 8, label %18
    i32 0, label %54
    i32 1, label %65
    i32 2, label %70
    i32 6, label %88
    i32 7, label %93
    i32 3, label %98
    i32 4, label %108
    i32 5, label %119
  ], !dbg !1694

18:                                               ; preds = %14
    #dbg_value(ptr %12, !1695, !DIExpression(), !1702)
    #dbg_value(ptr %1, !1700, !DIExpression(), !1702)
    #dbg_value(ptr %3, !1701, !DIExpression(), !1702)
  %19 = icmp eq ptr %12, null, !dbg !1704
  br i1 %19, label %20, label %21, !dbg !1706

20:                                               ; preds = %18
  store ptr %1, ptr %3, align 8, !dbg !1707, !tbaa !402
  br label %138, !dbg !1709

21:                                               ; preds = %18
  %22 = load i32, ptr %12, align 8, !dbg !1710, !tbaa !1712
  %23 = icmp eq i32 %22, 0, !dbg !1714
  br i1 %23, label %24, label %31, !dbg !1715

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !1716
  %26 = load ptr, ptr %25, align 8, !dbg !1716, !tbaa !1717
  %27 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !1718
  %28 = load ptr, ptr %27, align 8, !dbg !1718, !tbaa !1719
    #dbg_assign(i1 undef, !1682, !DIExpression(), !1686, ptr %6, !DIExpression(), !1687)
    #dbg_value(ptr %26, !1678, !DIExpression(), !1688)
    #dbg_value(ptr %1, !1679, !DIExpression(), !1688)
    #dbg_value(ptr %28, !1680, !DIExpression(), !1688)
    #dbg_value(ptr %3, !1681, !DIExpression(), !1688)
  %29 = add nsw i64 %15, 1, !dbg !1689
  store i64 %29, ptr @steps, align 8, !dbg !1689, !tbaa !515
  %30 = icmp sgt i64 %15, 19999999, !dbg !1691
  br i1 %30, label %138, label %10, !dbg !1692

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %12, i64 24, !dbg !1720
  %33 = load ptr, ptr %32, align 8, !dbg !1720, !tbaa !1722
  %34 = icmp eq ptr %33, %1, !dbg !1723
  br i1 %34, label %40, label %35, !dbg !1724

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %12, i64 8
  %37 = load ptr, ptr %36, align 8, !dbg !1725, !tbaa !1717
  %38 = getelementptr inbounds i8, ptr %12, i64 16
  %39 = load i32, ptr %38, align 8, !dbg !1726, !tbaa !1727
  br label %48, !dbg !1724

40:                                               ; preds = %31
  %41 = getelementptr inbounds i8, ptr %12, i64 16, !dbg !1728
  %42 = load i32, ptr %41, align 8, !dbg !1728, !tbaa !1727
  %43 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !1729
  %44 = load ptr, ptr %43, align 8, !dbg !1729, !tbaa !1717
  %45 = getelementptr inbounds i8, ptr %44, i64 56, !dbg !1730
  %46 = load i32, ptr %45, align 8, !dbg !1730, !tbaa !1144
  %47 = icmp sgt i32 %42, %46, !dbg !1731
  br i1 %47, label %138, label %48, !dbg !1732

48:                                               ; preds = %35, %40
  %49 = phi i32 [ %39, %35 ], [ %42, %40 ], !dbg !1726
  %50 = phi ptr [ %37, %35 ], [ %44, %40 ], !dbg !1725
  %51 = getelementptr inbounds i8, ptr %12, i64 32, !dbg !1733
  %52 = load ptr, ptr %51, align 8, !dbg !1733, !tbaa !1719
  %53 = tail call fastcc i32 @rep(ptr noundef %50, ptr noundef %1, i32 noundef %49, ptr noundef %52, ptr noundef %3), !dbg !1734
  br label %138, !dbg !1735

54:                                               ; preds = %14
  %55 = load i8, ptr %1, align 1, !dbg !1736, !tbaa !421
  %56 = icmp eq i8 %55, 0, !dbg !1736
  br i1 %56, label %138, label %57, !dbg !1737

57:                                               ; preds = %54
  %58 = zext i8 %55 to i32, !dbg !1738
  %59 = getelementptr inbounds i8, ptr %16, i64 4, !dbg !1739
  %60 = load i32, ptr %59, align 4, !dbg !1739, !tbaa !1061
  %61 = icmp eq i32 %60, %58, !dbg !1740
  br i1 %61, label %62, label %138, !dbg !1741

62:                                               ; preds = %57
  %63 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1742
  %64 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %63, ptr noundef %3), !dbg !1743
  br label %138

65:                                               ; preds = %14
  %66 = load i8, ptr %1, align 1, !dbg !1744, !tbaa !421
  switch i8 %66, label %67 [
    i8 0, label %138
    i8 10, label %138
  ], !dbg !1745

67:                                               ; preds = %65
  %68 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1746
  %69 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %68, ptr noundef %3), !dbg !1747
  br label %138

70:                                               ; preds = %14
  %71 = load i8, ptr %1, align 1, !dbg !1748, !tbaa !421
  %72 = icmp eq i8 %71, 0, !dbg !1748
  br i1 %72, label %138, label %73, !dbg !1749

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !1750
  %75 = zext i8 %71 to i32, !dbg !1751
    #dbg_value(ptr %74, !619, !DIExpression(), !1752)
    #dbg_value(i32 %75, !624, !DIExpression(), !1752)
  %76 = lshr i32 %75, 3, !dbg !1754
  %77 = zext nneg i32 %76 to i64, !dbg !1755
  %78 = getelementptr inbounds i8, ptr %74, i64 %77, !dbg !1755
  %79 = load i8, ptr %78, align 1, !dbg !1755, !tbaa !421
  %80 = zext i8 %79 to i32, !dbg !1755
  %81 = and i32 %75, 7, !dbg !1756
  %82 = shl nuw nsw i32 1, %81, !dbg !1757
  %83 = and i32 %82, %80, !dbg !1757
  %84 = icmp eq i32 %83, 0, !dbg !1757
  br i1 %84, label %138, label %85, !dbg !1758

85:                                               ; preds = %73
  %86 = getelementptr inbounds i8, ptr %1, i64 1, !dbg !1759
  %87 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %86, ptr noundef %3), !dbg !1760
  br label %138

88:                                               ; preds = %14
  %89 = load ptr, ptr @text_start, align 8, !dbg !1761, !tbaa !402
  %90 = icmp eq ptr %89, %1, !dbg !1762
  br i1 %90, label %91, label %138, !dbg !1763

91:                                               ; preds = %88
  %92 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef %1, ptr noundef %3), !dbg !1764
  br label %138

93:                                               ; preds = %14
  %94 = load i8, ptr %1, align 1, !dbg !1765, !tbaa !421
  %95 = icmp eq i8 %94, 0, !dbg !1766
  br i1 %95, label %96, label %138, !dbg !1767

96:                                               ; preds = %93
  %97 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %1, ptr noundef %3), !dbg !1768
  br label %138

98:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #12, !dbg !1769
  store i32 0, ptr %6, align 8, !dbg !1770, !tbaa !1712, !DIAssignID !1771
    #dbg_assign(i32 0, !1682, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1771, ptr %6, !DIExpression(), !1687)
  %99 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1770
  %100 = getelementptr inbounds i8, ptr %16, i64 48, !dbg !1772
  %101 = load ptr, ptr %100, align 8, !dbg !1772, !tbaa !719
  store ptr %101, ptr %99, align 8, !dbg !1770, !tbaa !1717, !DIAssignID !1773
    #dbg_assign(ptr %101, !1682, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1773, ptr %99, !DIExpression(), !1687)
  %102 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !1770
  store i32 0, ptr %102, align 8, !dbg !1770, !tbaa !1727, !DIAssignID !1774
    #dbg_assign(i32 0, !1682, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !1774, ptr %102, !DIExpression(), !1687)
  %103 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !1770
  store ptr null, ptr %103, align 8, !dbg !1770, !tbaa !1722, !DIAssignID !1775
    #dbg_assign(ptr null, !1682, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1775, ptr %103, !DIExpression(), !1687)
  %104 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !1770
  store ptr %12, ptr %104, align 8, !dbg !1770, !tbaa !1719, !DIAssignID !1776
    #dbg_assign(ptr %12, !1682, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1776, ptr %104, !DIExpression(), !1687)
  %105 = getelementptr inbounds i8, ptr %16, i64 40, !dbg !1777
  %106 = load ptr, ptr %105, align 8, !dbg !1777, !tbaa !715
  %107 = call fastcc i32 @bt(ptr noundef %106, ptr noundef %1, ptr noundef nonnull %6, ptr noundef %3), !dbg !1778
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #12, !dbg !1779
  br label %138

108:                                              ; preds = %14
  %109 = getelementptr inbounds i8, ptr %16, i64 40, !dbg !1780
  %110 = load ptr, ptr %109, align 8, !dbg !1780, !tbaa !715
  %111 = tail call fastcc i32 @bt(ptr noundef %110, ptr noundef %1, ptr noundef %12, ptr noundef %3), !dbg !1781
  %112 = icmp eq i32 %111, 0, !dbg !1781
  br i1 %112, label %113, label %138, !dbg !1782

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %16, i64 48, !dbg !1783
  %115 = load ptr, ptr %114, align 8, !dbg !1783, !tbaa !719
    #dbg_assign(i1 undef, !1682, !DIExpression(), !1686, ptr %6, !DIExpression(), !1687)
    #dbg_value(ptr %115, !1678, !DIExpression(), !1688)
    #dbg_value(ptr %1, !1679, !DIExpression(), !1688)
    #dbg_value(ptr %12, !1680, !DIExpression(), !1688)
    #dbg_value(ptr %3, !1681, !DIExpression(), !1688)
  %116 = load i64, ptr @steps, align 8, !dbg !1689, !tbaa !515
  %117 = add nsw i64 %116, 1, !dbg !1689
  store i64 %117, ptr @steps, align 8, !dbg !1689, !tbaa !515
  %118 = icmp sgt i64 %116, 19999999, !dbg !1691
  br i1 %118, label %138, label %14, !dbg !1692

119:                                              ; preds = %14
    #dbg_assign(i1 undef, !1784, !DIExpression(), !1685, ptr %5, !DIExpression(), !1796)
    #dbg_value(ptr %16, !1791, !DIExpression(), !1798)
    #dbg_value(ptr %1, !1792, !DIExpression(), !1798)
    #dbg_value(i32 0, !1793, !DIExpression(), !1798)
    #dbg_value(ptr %12, !1794, !DIExpression(), !1798)
    #dbg_value(ptr %3, !1795, !DIExpression(), !1798)
  %120 = getelementptr inbounds i8, ptr %16, i64 60, !dbg !1799
  %121 = load i32, ptr %120, align 4, !dbg !1799, !tbaa !1147
  %122 = icmp eq i32 %121, 0, !dbg !1800
  br i1 %122, label %132, label %123, !dbg !1800

123:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #12, !dbg !1801
  store i32 1, ptr %5, align 8, !dbg !1802, !tbaa !1712, !DIAssignID !1803
    #dbg_assign(i32 1, !1784, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1803, ptr %5, !DIExpression(), !1796)
  %124 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !1802
  store ptr %16, ptr %124, align 8, !dbg !1802, !tbaa !1717, !DIAssignID !1804
    #dbg_assign(ptr %16, !1784, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1804, ptr %124, !DIExpression(), !1796)
  %125 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !1802
  store i32 1, ptr %125, align 8, !dbg !1802, !tbaa !1727, !DIAssignID !1805
    #dbg_assign(i32 1, !1784, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !1805, ptr %125, !DIExpression(), !1796)
  %126 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !1802
  store ptr %1, ptr %126, align 8, !dbg !1802, !tbaa !1722, !DIAssignID !1806
    #dbg_assign(ptr %1, !1784, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1806, ptr %126, !DIExpression(), !1796)
  %127 = getelementptr inbounds i8, ptr %5, i64 32, !dbg !1802
  store ptr %12, ptr %127, align 8, !dbg !1802, !tbaa !1719, !DIAssignID !1807
    #dbg_assign(ptr %12, !1784, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1807, ptr %127, !DIExpression(), !1796)
  %128 = getelementptr inbounds i8, ptr %16, i64 40, !dbg !1808
  %129 = load ptr, ptr %128, align 8, !dbg !1808, !tbaa !715
  %130 = call fastcc i32 @bt(ptr noundef %129, ptr noundef %1, ptr noundef nonnull %5, ptr noundef %3), !dbg !1810
  %131 = icmp eq i32 %130, 0, !dbg !1810
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #12, !dbg !1811
  br i1 %131, label %132, label %138

132:                                              ; preds = %123, %119
  %133 = getelementptr inbounds i8, ptr %16, i64 56, !dbg !1812
  %134 = load i32, ptr %133, align 8, !dbg !1812, !tbaa !1144
  %135 = icmp sgt i32 %134, 0, !dbg !1813
  br i1 %135, label %138, label %136, !dbg !1814

136:                                              ; preds = %132
  %137 = call fastcc i32 @run_cont(ptr noundef %12, ptr noundef %1, ptr noundef %3), !dbg !1815
  br label %138

138:                                              ; preds = %24, %113, %108, %14, %4, %136, %132, %123, %48, %40, %20, %93, %96, %88, %91, %70, %73, %85, %67, %65, %65, %54, %57, %62, %98
  %139 = phi i32 [ %107, %98 ], [ 0, %57 ], [ 0, %54 ], [ %64, %62 ], [ 0, %65 ], [ %69, %67 ], [ 0, %65 ], [ 0, %73 ], [ 0, %70 ], [ %87, %85 ], [ 0, %88 ], [ %92, %91 ], [ 0, %93 ], [ %97, %96 ], [ %53, %48 ], [ 1, %20 ], [ 0, %40 ], [ 1, %123 ], [ 0, %132 ], [ %137, %136 ], [ 0, %4 ], [ 0, %113 ], [ 1, %108 ], [ 0, %14 ], [ 0, %24 ], !dbg !1688
  ret i32 %139, !dbg !1816
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @run_cont(ptr noundef readonly %0, ptr noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #6 !dbg !1696 {
  %4 = alloca %struct.Cont, align 8, !DIAssignID !1817
    #dbg_value(ptr %0, !1695, !DIExpression(), !1818)
    #dbg_value(ptr %1, !1700, !DIExpression(), !1818)
    #dbg_value(ptr %2, !1701, !DIExpression(), !1818)
  %5 = icmp eq ptr %0, null, !dbg !1819
  br i1 %5, label %6, label %7, !dbg !1820

6:                                                ; preds = %3
  store ptr %1, ptr %2, align 8, !dbg !1821, !tbaa !402
  br label %59, !dbg !1822

7:                                                ; preds = %3
  %8 = load i32, ptr %0, align 8, !dbg !1823, !tbaa !1712
  %9 = icmp eq i32 %8, 0, !dbg !1824
  br i1 %9, label %10, label %16, !dbg !1825

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1826
  %12 = load ptr, ptr %11, align 8, !dbg !1826, !tbaa !1717
  %13 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1827
  %14 = load ptr, ptr %13, align 8, !dbg !1827, !tbaa !1719
  %15 = tail call fastcc i32 @bt(ptr noundef %12, ptr noundef %1, ptr noundef %14, ptr noundef %2), !dbg !1828
  br label %59, !dbg !1829

16:                                               ; preds = %7
  %17 = getelementptr inbounds i8, ptr %0, i64 24, !dbg !1830
  %18 = load ptr, ptr %17, align 8, !dbg !1830, !tbaa !1722
  %19 = icmp eq ptr %18, %1, !dbg !1831
  br i1 %19, label %25, label %20, !dbg !1832

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !dbg !1833, !tbaa !1717
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load i32, ptr %23, align 8, !dbg !1834, !tbaa !1727
  br label %33, !dbg !1832

25:                                               ; preds = %16
  %26 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !1835
  %27 = load i32, ptr %26, align 8, !dbg !1835, !tbaa !1727
  %28 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !1836
  %29 = load ptr, ptr %28, align 8, !dbg !1836, !tbaa !1717
  %30 = getelementptr inbounds i8, ptr %29, i64 56, !dbg !1837
  %31 = load i32, ptr %30, align 8, !dbg !1837, !tbaa !1144
  %32 = icmp sgt i32 %27, %31, !dbg !1838
  br i1 %32, label %59, label %33, !dbg !1839

33:                                               ; preds = %20, %25
  %34 = phi i32 [ %24, %20 ], [ %27, %25 ], !dbg !1834
  %35 = phi ptr [ %22, %20 ], [ %29, %25 ], !dbg !1833
  %36 = getelementptr inbounds i8, ptr %0, i64 32, !dbg !1840
  %37 = load ptr, ptr %36, align 8, !dbg !1840, !tbaa !1719
    #dbg_assign(i1 undef, !1784, !DIExpression(), !1817, ptr %4, !DIExpression(), !1841)
    #dbg_value(ptr %35, !1791, !DIExpression(), !1843)
    #dbg_value(ptr %1, !1792, !DIExpression(), !1843)
    #dbg_value(i32 %34, !1793, !DIExpression(), !1843)
    #dbg_value(ptr %37, !1794, !DIExpression(), !1843)
    #dbg_value(ptr %2, !1795, !DIExpression(), !1843)
  %38 = getelementptr inbounds i8, ptr %35, i64 60, !dbg !1844
  %39 = load i32, ptr %38, align 4, !dbg !1844, !tbaa !1147
  %40 = icmp slt i32 %39, 0, !dbg !1845
  %41 = icmp sgt i32 %39, %34
  %42 = or i1 %40, %41, !dbg !1846
  br i1 %42, label %43, label %53, !dbg !1846

43:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #12, !dbg !1847
  store i32 1, ptr %4, align 8, !dbg !1848, !tbaa !1712, !DIAssignID !1849
    #dbg_assign(i32 1, !1784, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1849, ptr %4, !DIExpression(), !1841)
  %44 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !1848
  store ptr %35, ptr %44, align 8, !dbg !1848, !tbaa !1717, !DIAssignID !1850
    #dbg_assign(ptr %35, !1784, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1850, ptr %44, !DIExpression(), !1841)
  %45 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !1848
  %46 = add nsw i32 %34, 1, !dbg !1851
  store i32 %46, ptr %45, align 8, !dbg !1848, !tbaa !1727, !DIAssignID !1852
    #dbg_assign(i32 %46, !1784, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !1852, ptr %45, !DIExpression(), !1841)
  %47 = getelementptr inbounds i8, ptr %4, i64 24, !dbg !1848
  store ptr %1, ptr %47, align 8, !dbg !1848, !tbaa !1722, !DIAssignID !1853
    #dbg_assign(ptr %1, !1784, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1853, ptr %47, !DIExpression(), !1841)
  %48 = getelementptr inbounds i8, ptr %4, i64 32, !dbg !1848
  store ptr %37, ptr %48, align 8, !dbg !1848, !tbaa !1719, !DIAssignID !1854
    #dbg_assign(ptr %37, !1784, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1854, ptr %48, !DIExpression(), !1841)
  %49 = getelementptr inbounds i8, ptr %35, i64 40, !dbg !1855
  %50 = load ptr, ptr %49, align 8, !dbg !1855, !tbaa !715
  %51 = call fastcc i32 @bt(ptr noundef %50, ptr noundef %1, ptr noundef nonnull %4, ptr noundef %2), !dbg !1856
  %52 = icmp eq i32 %51, 0, !dbg !1856
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #12, !dbg !1857
  br i1 %52, label %53, label %59

53:                                               ; preds = %43, %33
  %54 = getelementptr inbounds i8, ptr %35, i64 56, !dbg !1858
  %55 = load i32, ptr %54, align 8, !dbg !1858, !tbaa !1144
  %56 = icmp sgt i32 %55, %34, !dbg !1859
  br i1 %56, label %59, label %57, !dbg !1860

57:                                               ; preds = %53
  %58 = call fastcc i32 @run_cont(ptr noundef %37, ptr noundef %1, ptr noundef %2), !dbg !1861
  br label %59

59:                                               ; preds = %57, %53, %43, %25, %10, %6
  %60 = phi i32 [ %15, %10 ], [ 1, %6 ], [ 0, %25 ], [ 1, %43 ], [ 0, %53 ], [ %58, %57 ], !dbg !1818
  ret i32 %60, !dbg !1862
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @rep(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr nocapture noundef writeonly %4) unnamed_addr #6 !dbg !1787 {
  %6 = alloca %struct.Cont, align 8, !DIAssignID !1863
    #dbg_assign(i1 undef, !1784, !DIExpression(), !1863, ptr %6, !DIExpression(), !1864)
    #dbg_value(ptr %0, !1791, !DIExpression(), !1865)
    #dbg_value(ptr %1, !1792, !DIExpression(), !1865)
    #dbg_value(i32 %2, !1793, !DIExpression(), !1865)
    #dbg_value(ptr %3, !1794, !DIExpression(), !1865)
    #dbg_value(ptr %4, !1795, !DIExpression(), !1865)
  %7 = getelementptr inbounds i8, ptr %0, i64 60, !dbg !1866
  %8 = load i32, ptr %7, align 4, !dbg !1866, !tbaa !1147
  %9 = icmp slt i32 %8, 0, !dbg !1867
  %10 = icmp sgt i32 %8, %2
  %11 = or i1 %9, %10, !dbg !1868
  br i1 %11, label %12, label %22, !dbg !1868

12:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #12, !dbg !1869
  store i32 1, ptr %6, align 8, !dbg !1870, !tbaa !1712, !DIAssignID !1871
    #dbg_assign(i32 1, !1784, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !1871, ptr %6, !DIExpression(), !1864)
  %13 = getelementptr inbounds i8, ptr %6, i64 8, !dbg !1870
  store ptr %0, ptr %13, align 8, !dbg !1870, !tbaa !1717, !DIAssignID !1872
    #dbg_assign(ptr %0, !1784, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !1872, ptr %13, !DIExpression(), !1864)
  %14 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !1870
  %15 = add nsw i32 %2, 1, !dbg !1873
  store i32 %15, ptr %14, align 8, !dbg !1870, !tbaa !1727, !DIAssignID !1874
    #dbg_assign(i32 %15, !1784, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !1874, ptr %14, !DIExpression(), !1864)
  %16 = getelementptr inbounds i8, ptr %6, i64 24, !dbg !1870
  store ptr %1, ptr %16, align 8, !dbg !1870, !tbaa !1722, !DIAssignID !1875
    #dbg_assign(ptr %1, !1784, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !1875, ptr %16, !DIExpression(), !1864)
  %17 = getelementptr inbounds i8, ptr %6, i64 32, !dbg !1870
  store ptr %3, ptr %17, align 8, !dbg !1870, !tbaa !1719, !DIAssignID !1876
    #dbg_assign(ptr %3, !1784, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !1876, ptr %17, !DIExpression(), !1864)
  %18 = getelementptr inbounds i8, ptr %0, i64 40, !dbg !1877
  %19 = load ptr, ptr %18, align 8, !dbg !1877, !tbaa !715
  %20 = call fastcc i32 @bt(ptr noundef %19, ptr noundef %1, ptr noundef nonnull %6, ptr noundef %4), !dbg !1878
  %21 = icmp eq i32 %20, 0, !dbg !1878
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #12, !dbg !1879
  br i1 %21, label %22, label %28

22:                                               ; preds = %12, %5
  %23 = getelementptr inbounds i8, ptr %0, i64 56, !dbg !1880
  %24 = load i32, ptr %23, align 8, !dbg !1880, !tbaa !1144
  %25 = icmp sgt i32 %24, %2, !dbg !1881
  br i1 %25, label %28, label %26, !dbg !1882

26:                                               ; preds = %22
  %27 = call fastcc i32 @run_cont(ptr noundef %3, ptr noundef %1, ptr noundef %4), !dbg !1883
  br label %28

28:                                               ; preds = %12, %22, %26
  %29 = phi i32 [ 1, %12 ], [ 0, %22 ], [ %27, %26 ], !dbg !1865
  ret i32 %29, !dbg !1884
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !1885 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @addstate(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #6 !dbg !1889 {
    #dbg_value(ptr %0, !1893, !DIExpression(), !1898)
    #dbg_value(ptr %1, !1894, !DIExpression(), !1898)
    #dbg_value(i32 %2, !1895, !DIExpression(), !1898)
    #dbg_value(i32 %3, !1896, !DIExpression(), !1898)
    #dbg_value(i32 %4, !1897, !DIExpression(), !1898)
  %6 = icmp slt i32 %2, 0, !dbg !1899
  br i1 %6, label %52, label %7, !dbg !1901

7:                                                ; preds = %5
  %8 = load i32, ptr @gen_id, align 4, !dbg !1902, !tbaa !456
  br label %9, !dbg !1901

9:                                                ; preds = %7, %40
  %10 = phi i32 [ %15, %40 ], [ %8, %7 ], !dbg !1902
  %11 = phi i32 [ 0, %40 ], [ %3, %7 ]
  %12 = phi i32 [ %42, %40 ], [ %2, %7 ]
    #dbg_value(i32 %11, !1896, !DIExpression(), !1898)
    #dbg_value(i32 %12, !1895, !DIExpression(), !1898)
  %13 = icmp eq i32 %11, %4
  br label %14, !dbg !1901

14:                                               ; preds = %9, %27
  %15 = phi i32 [ %10, %9 ], [ %28, %27 ]
  %16 = phi i32 [ %10, %9 ], [ %29, %27 ], !dbg !1902
  %17 = phi i32 [ %12, %9 ], [ %31, %27 ]
    #dbg_value(i32 %17, !1895, !DIExpression(), !1898)
  %18 = zext nneg i32 %17 to i64, !dbg !1903
  %19 = getelementptr inbounds [8192 x i32], ptr @mark, i64 0, i64 %18, !dbg !1903
  %20 = load i32, ptr %19, align 4, !dbg !1903, !tbaa !456
  %21 = icmp eq i32 %20, %16, !dbg !1904
  br i1 %21, label %52, label %22, !dbg !1905

22:                                               ; preds = %14
  store i32 %16, ptr %19, align 4, !dbg !1906, !tbaa !456
  %23 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %18, !dbg !1907
  %24 = load i32, ptr %23, align 8, !dbg !1908, !tbaa !578
  switch i32 %24, label %47 [
    i32 7, label %25
    i32 3, label %33
    i32 4, label %38
    i32 5, label %44
  ], !dbg !1909

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !1910
  br label %27, !dbg !1912

27:                                               ; preds = %25, %33, %45
  %28 = phi i32 [ %15, %25 ], [ %37, %33 ], [ %15, %45 ]
  %29 = phi i32 [ %16, %25 ], [ %37, %33 ], [ %16, %45 ]
  %30 = phi ptr [ %26, %25 ], [ %36, %33 ], [ %46, %45 ]
  %31 = load i32, ptr %30, align 4, !dbg !1913, !tbaa !456
    #dbg_value(ptr %0, !1893, !DIExpression(), !1898)
    #dbg_value(ptr %1, !1894, !DIExpression(), !1898)
    #dbg_value(i32 %31, !1895, !DIExpression(), !1898)
    #dbg_value(i32 %11, !1896, !DIExpression(), !1898)
    #dbg_value(i32 %4, !1897, !DIExpression(), !1898)
  %32 = icmp slt i32 %31, 0, !dbg !1899
  br i1 %32, label %52, label %14, !dbg !1901

33:                                               ; preds = %22
  %34 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !1914
  %35 = load i32, ptr %34, align 8, !dbg !1914, !tbaa !631
  tail call fastcc void @addstate(ptr noundef %0, ptr noundef %1, i32 noundef %35, i32 noundef %11, i32 noundef %4), !dbg !1915
  %36 = getelementptr inbounds i8, ptr %23, i64 12, !dbg !1916
  %37 = load i32, ptr @gen_id, align 4, !dbg !1902, !tbaa !456
  br label %27, !dbg !1917

38:                                               ; preds = %22
  %39 = icmp eq i32 %11, 0, !dbg !1918
  br i1 %39, label %40, label %52, !dbg !1920

40:                                               ; preds = %38
  %41 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !1921
  %42 = load i32, ptr %41, align 8, !dbg !1921, !tbaa !631
    #dbg_value(ptr %0, !1893, !DIExpression(), !1898)
    #dbg_value(ptr %1, !1894, !DIExpression(), !1898)
    #dbg_value(i32 %42, !1895, !DIExpression(), !1898)
    #dbg_value(i32 0, !1896, !DIExpression(), !1898)
    #dbg_value(i32 %4, !1897, !DIExpression(), !1898)
  %43 = icmp slt i32 %42, 0, !dbg !1899
  br i1 %43, label %52, label %9, !dbg !1901

44:                                               ; preds = %22
  br i1 %13, label %45, label %52, !dbg !1922

45:                                               ; preds = %44
  %46 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !1923
  br label %27, !dbg !1925

47:                                               ; preds = %22
  %48 = load i32, ptr %1, align 4, !dbg !1926, !tbaa !456
  %49 = add nsw i32 %48, 1, !dbg !1926
  store i32 %49, ptr %1, align 4, !dbg !1926, !tbaa !456
  %50 = sext i32 %48 to i64, !dbg !1927
  %51 = getelementptr inbounds i32, ptr %0, i64 %50, !dbg !1927
  store i32 %17, ptr %51, align 4, !dbg !1928, !tbaa !456
  br label %52, !dbg !1929

52:                                               ; preds = %40, %38, %14, %27, %44, %5, %47
  ret void, !dbg !1930
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !1931 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #9

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare ptr @memchr(ptr, i32, i64) local_unnamed_addr #10

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite)
declare void @llvm.experimental.noalias.scope.decl(metadata) #11

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nosync nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nofree nounwind }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!159}
!llvm.module.flags = !{!303, !304, !305, !306, !307, !308, !309}
!llvm.ident = !{!310}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/regex_matcher.c", directory: ".", checksumkind: CSK_MD5, checksum: "e9d99052536654a8e7aabf0b6d0d6dc1")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 5)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !3, isLocal: true, isDefinition: true)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !3, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 3)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 6)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 10)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !16, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 9)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 12)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 204, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 13)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 7)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !42, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !3, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !30, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !57, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !57, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 18)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !3, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !30, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !57, isLocal: true, isDefinition: true)
!81 = !DIGlobalVariableExpression(var: !82, expr: !DIExpression())
!82 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !35, isLocal: true, isDefinition: true)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !30, isLocal: true, isDefinition: true)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 205, type: !16, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !16, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !11, isLocal: true, isDefinition: true)
!91 = !DIGlobalVariableExpression(var: !92, expr: !DIExpression())
!92 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !93, isLocal: true, isDefinition: true)
!93 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !94)
!94 = !{!95}
!95 = !DISubrange(count: 2)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !52, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !11, isLocal: true, isDefinition: true)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !11, isLocal: true, isDefinition: true)
!102 = !DIGlobalVariableExpression(var: !103, expr: !DIExpression())
!103 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !104, isLocal: true, isDefinition: true)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 1)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !16, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !57, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !16, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !72, isLocal: true, isDefinition: true)
!115 = !DIGlobalVariableExpression(var: !116, expr: !DIExpression())
!116 = distinct !DIGlobalVariable(scope: null, file: !2, line: 206, type: !52, isLocal: true, isDefinition: true)
!117 = !DIGlobalVariableExpression(var: !118, expr: !DIExpression())
!118 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !119, isLocal: true, isDefinition: true)
!119 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !120)
!120 = !{!121}
!121 = !DISubrange(count: 21)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !124, isLocal: true, isDefinition: true)
!124 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !125)
!125 = !{!126}
!126 = !DISubrange(count: 17)
!127 = !DIGlobalVariableExpression(var: !128, expr: !DIExpression())
!128 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !30, isLocal: true, isDefinition: true)
!129 = !DIGlobalVariableExpression(var: !130, expr: !DIExpression())
!130 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !47, isLocal: true, isDefinition: true)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !11, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !25, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !11, isLocal: true, isDefinition: true)
!137 = !DIGlobalVariableExpression(var: !138, expr: !DIExpression())
!138 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !11, isLocal: true, isDefinition: true)
!139 = !DIGlobalVariableExpression(var: !140, expr: !DIExpression())
!140 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !3, isLocal: true, isDefinition: true)
!141 = !DIGlobalVariableExpression(var: !142, expr: !DIExpression())
!142 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !30, isLocal: true, isDefinition: true)
!143 = !DIGlobalVariableExpression(var: !144, expr: !DIExpression())
!144 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !93, isLocal: true, isDefinition: true)
!145 = !DIGlobalVariableExpression(var: !146, expr: !DIExpression())
!146 = distinct !DIGlobalVariable(scope: null, file: !2, line: 207, type: !57, isLocal: true, isDefinition: true)
!147 = !DIGlobalVariableExpression(var: !148, expr: !DIExpression())
!148 = distinct !DIGlobalVariable(scope: null, file: !2, line: 212, type: !149, isLocal: true, isDefinition: true)
!149 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !150)
!150 = !{!151}
!151 = !DISubrange(count: 25)
!152 = !DIGlobalVariableExpression(var: !153, expr: !DIExpression())
!153 = distinct !DIGlobalVariable(scope: null, file: !2, line: 214, type: !154, isLocal: true, isDefinition: true)
!154 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !155)
!155 = !{!156}
!156 = !DISubrange(count: 29)
!157 = !DIGlobalVariableExpression(var: !158, expr: !DIExpression())
!158 = distinct !DIGlobalVariable(name: "nst", scope: !159, file: !2, line: 132, type: !184, isLocal: true, isDefinition: true)
!159 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !160, retainedTypes: !183, globals: !190, splitDebugInlining: false, nameTableKind: None)
!160 = !{!161, !173}
!161 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !2, line: 11, baseType: !162, size: 32, elements: !163)
!162 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!163 = !{!164, !165, !166, !167, !168, !169, !170, !171, !172}
!164 = !DIEnumerator(name: "N_CHAR", value: 0)
!165 = !DIEnumerator(name: "N_ANY", value: 1)
!166 = !DIEnumerator(name: "N_CLASS", value: 2)
!167 = !DIEnumerator(name: "N_CAT", value: 3)
!168 = !DIEnumerator(name: "N_ALT", value: 4)
!169 = !DIEnumerator(name: "N_REPEAT", value: 5)
!170 = !DIEnumerator(name: "N_BOL", value: 6)
!171 = !DIEnumerator(name: "N_EOL", value: 7)
!172 = !DIEnumerator(name: "N_EMPTY", value: 8)
!173 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !2, line: 130, baseType: !162, size: 32, elements: !174)
!174 = !{!175, !176, !177, !178, !179, !180, !181, !182}
!175 = !DIEnumerator(name: "S_CHAR", value: 0)
!176 = !DIEnumerator(name: "S_ANY", value: 1)
!177 = !DIEnumerator(name: "S_CLASS", value: 2)
!178 = !DIEnumerator(name: "S_SPLIT", value: 3)
!179 = !DIEnumerator(name: "S_BOL", value: 4)
!180 = !DIEnumerator(name: "S_EOL", value: 5)
!181 = !DIEnumerator(name: "S_MATCH", value: 6)
!182 = !DIEnumerator(name: "S_JMP", value: 7)
!183 = !{!184, !185, !186}
!184 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!185 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!186 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !187, line: 24, baseType: !188)
!187 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!188 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !189, line: 38, baseType: !185)
!189 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!190 = !{!0, !7, !9, !14, !19, !21, !23, !28, !33, !38, !40, !45, !50, !55, !60, !62, !64, !66, !68, !70, !75, !77, !79, !81, !83, !85, !87, !89, !91, !96, !98, !100, !102, !107, !109, !111, !113, !115, !117, !122, !127, !129, !131, !133, !135, !137, !139, !141, !143, !145, !147, !152, !191, !196, !201, !203, !205, !207, !209, !211, !213, !215, !220, !222, !224, !157, !227, !229, !233, !235, !237, !239, !241, !243, !245, !247, !262, !264, !266, !297, !299, !301}
!191 = !DIGlobalVariableExpression(var: !192, expr: !DIExpression())
!192 = distinct !DIGlobalVariable(scope: null, file: !2, line: 219, type: !193, isLocal: true, isDefinition: true)
!193 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 376, elements: !194)
!194 = !{!195}
!195 = !DISubrange(count: 47)
!196 = !DIGlobalVariableExpression(var: !197, expr: !DIExpression())
!197 = distinct !DIGlobalVariable(scope: null, file: !2, line: 220, type: !198, isLocal: true, isDefinition: true)
!198 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !199)
!199 = !{!200}
!200 = !DISubrange(count: 15)
!201 = !DIGlobalVariableExpression(var: !202, expr: !DIExpression())
!202 = distinct !DIGlobalVariable(scope: null, file: !2, line: 223, type: !93, isLocal: true, isDefinition: true)
!203 = !DIGlobalVariableExpression(var: !204, expr: !DIExpression())
!204 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !3, isLocal: true, isDefinition: true)
!205 = !DIGlobalVariableExpression(var: !206, expr: !DIExpression())
!206 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !3, isLocal: true, isDefinition: true)
!207 = !DIGlobalVariableExpression(var: !208, expr: !DIExpression())
!208 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !25, isLocal: true, isDefinition: true)
!209 = !DIGlobalVariableExpression(var: !210, expr: !DIExpression())
!210 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !57, isLocal: true, isDefinition: true)
!211 = !DIGlobalVariableExpression(var: !212, expr: !DIExpression())
!212 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !11, isLocal: true, isDefinition: true)
!213 = !DIGlobalVariableExpression(var: !214, expr: !DIExpression())
!214 = distinct !DIGlobalVariable(scope: null, file: !2, line: 226, type: !3, isLocal: true, isDefinition: true)
!215 = !DIGlobalVariableExpression(var: !216, expr: !DIExpression())
!216 = distinct !DIGlobalVariable(scope: null, file: !2, line: 227, type: !217, isLocal: true, isDefinition: true)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !218)
!218 = !{!219}
!219 = !DISubrange(count: 24)
!220 = !DIGlobalVariableExpression(var: !221, expr: !DIExpression())
!221 = distinct !DIGlobalVariable(scope: null, file: !2, line: 227, type: !42, isLocal: true, isDefinition: true)
!222 = !DIGlobalVariableExpression(var: !223, expr: !DIExpression())
!223 = distinct !DIGlobalVariable(scope: null, file: !2, line: 228, type: !193, isLocal: true, isDefinition: true)
!224 = !DIGlobalVariableExpression(var: !225, expr: !DIExpression())
!225 = distinct !DIGlobalVariable(name: "steps", scope: !159, file: !2, line: 95, type: !226, isLocal: true, isDefinition: true)
!226 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!227 = !DIGlobalVariableExpression(var: !228, expr: !DIExpression())
!228 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !52, isLocal: true, isDefinition: true)
!229 = !DIGlobalVariableExpression(var: !230, expr: !DIExpression())
!230 = distinct !DIGlobalVariable(name: "pp", scope: !159, file: !2, line: 27, type: !231, isLocal: true, isDefinition: true)
!231 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !232, size: 64)
!232 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!233 = !DIGlobalVariableExpression(var: !234, expr: !DIExpression())
!234 = distinct !DIGlobalVariable(name: "perr", scope: !159, file: !2, line: 27, type: !231, isLocal: true, isDefinition: true)
!235 = !DIGlobalVariableExpression(var: !236, expr: !DIExpression())
!236 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !57, isLocal: true, isDefinition: true)
!237 = !DIGlobalVariableExpression(var: !238, expr: !DIExpression())
!238 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !35, isLocal: true, isDefinition: true)
!239 = !DIGlobalVariableExpression(var: !240, expr: !DIExpression())
!240 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !35, isLocal: true, isDefinition: true)
!241 = !DIGlobalVariableExpression(var: !242, expr: !DIExpression())
!242 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !57, isLocal: true, isDefinition: true)
!243 = !DIGlobalVariableExpression(var: !244, expr: !DIExpression())
!244 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !35, isLocal: true, isDefinition: true)
!245 = !DIGlobalVariableExpression(var: !246, expr: !DIExpression())
!246 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !72, isLocal: true, isDefinition: true)
!247 = !DIGlobalVariableExpression(var: !248, expr: !DIExpression())
!248 = distinct !DIGlobalVariable(name: "st", scope: !159, file: !2, line: 132, type: !249, isLocal: true, isDefinition: true)
!249 = !DICompositeType(tag: DW_TAG_array_type, baseType: !250, size: 1572864, elements: !260)
!250 = !DIDerivedType(tag: DW_TAG_typedef, name: "State", file: !2, line: 131, baseType: !251)
!251 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 131, size: 192, elements: !252)
!252 = !{!253, !254, !255, !256, !257}
!253 = !DIDerivedType(tag: DW_TAG_member, name: "op", scope: !251, file: !2, line: 131, baseType: !184, size: 32)
!254 = !DIDerivedType(tag: DW_TAG_member, name: "ch", scope: !251, file: !2, line: 131, baseType: !184, size: 32, offset: 32)
!255 = !DIDerivedType(tag: DW_TAG_member, name: "out", scope: !251, file: !2, line: 131, baseType: !184, size: 32, offset: 64)
!256 = !DIDerivedType(tag: DW_TAG_member, name: "out1", scope: !251, file: !2, line: 131, baseType: !184, size: 32, offset: 96)
!257 = !DIDerivedType(tag: DW_TAG_member, name: "cls", scope: !251, file: !2, line: 131, baseType: !258, size: 64, offset: 128)
!258 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !259, size: 64)
!259 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !186)
!260 = !{!261}
!261 = !DISubrange(count: 8192)
!262 = !DIGlobalVariableExpression(var: !263, expr: !DIExpression())
!263 = distinct !DIGlobalVariable(name: "nfa_start", scope: !159, file: !2, line: 170, type: !184, isLocal: true, isDefinition: true)
!264 = !DIGlobalVariableExpression(var: !265, expr: !DIExpression())
!265 = distinct !DIGlobalVariable(name: "text_start", scope: !159, file: !2, line: 95, type: !231, isLocal: true, isDefinition: true)
!266 = !DIGlobalVariableExpression(var: !267, expr: !DIExpression())
!267 = distinct !DIGlobalVariable(name: "l1", scope: !268, file: !2, line: 185, type: !296, isLocal: true, isDefinition: true)
!268 = distinct !DISubprogram(name: "nfa_longest_from", scope: !2, file: !2, line: 184, type: !269, scopeLine: 184, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !271)
!269 = !DISubroutineType(types: !270)
!270 = !{!184, !231, !184, !184}
!271 = !{!272, !273, !274, !275, !277, !278, !279, !280, !281, !283, !287, !288, !290, !295}
!272 = !DILocalVariable(name: "text", arg: 1, scope: !268, file: !2, line: 184, type: !231)
!273 = !DILocalVariable(name: "len", arg: 2, scope: !268, file: !2, line: 184, type: !184)
!274 = !DILocalVariable(name: "start", arg: 3, scope: !268, file: !2, line: 184, type: !184)
!275 = !DILocalVariable(name: "cur", scope: !268, file: !2, line: 185, type: !276)
!276 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !184, size: 64)
!277 = !DILocalVariable(name: "nxt", scope: !268, file: !2, line: 185, type: !276)
!278 = !DILocalVariable(name: "nc", scope: !268, file: !2, line: 185, type: !184)
!279 = !DILocalVariable(name: "nn", scope: !268, file: !2, line: 185, type: !184)
!280 = !DILocalVariable(name: "best", scope: !268, file: !2, line: 185, type: !184)
!281 = !DILocalVariable(name: "pos", scope: !282, file: !2, line: 187, type: !184)
!282 = distinct !DILexicalBlock(scope: !268, file: !2, line: 187, column: 5)
!283 = !DILocalVariable(name: "i", scope: !284, file: !2, line: 188, type: !184)
!284 = distinct !DILexicalBlock(scope: !285, file: !2, line: 188, column: 9)
!285 = distinct !DILexicalBlock(scope: !286, file: !2, line: 187, column: 35)
!286 = distinct !DILexicalBlock(scope: !282, file: !2, line: 187, column: 5)
!287 = !DILocalVariable(name: "c", scope: !285, file: !2, line: 190, type: !185)
!288 = !DILocalVariable(name: "i", scope: !289, file: !2, line: 191, type: !184)
!289 = distinct !DILexicalBlock(scope: !285, file: !2, line: 191, column: 9)
!290 = !DILocalVariable(name: "q", scope: !291, file: !2, line: 191, type: !293)
!291 = distinct !DILexicalBlock(scope: !292, file: !2, line: 191, column: 38)
!292 = distinct !DILexicalBlock(scope: !289, file: !2, line: 191, column: 9)
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !294, size: 64)
!294 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !250)
!295 = !DILocalVariable(name: "t", scope: !285, file: !2, line: 193, type: !276)
!296 = !DICompositeType(tag: DW_TAG_array_type, baseType: !184, size: 262144, elements: !260)
!297 = !DIGlobalVariableExpression(var: !298, expr: !DIExpression())
!298 = distinct !DIGlobalVariable(name: "l2", scope: !268, file: !2, line: 185, type: !296, isLocal: true, isDefinition: true)
!299 = !DIGlobalVariableExpression(var: !300, expr: !DIExpression())
!300 = distinct !DIGlobalVariable(name: "gen_id", scope: !159, file: !2, line: 172, type: !184, isLocal: true, isDefinition: true)
!301 = !DIGlobalVariableExpression(var: !302, expr: !DIExpression())
!302 = distinct !DIGlobalVariable(name: "mark", scope: !159, file: !2, line: 172, type: !296, isLocal: true, isDefinition: true)
!303 = !{i32 7, !"Dwarf Version", i32 5}
!304 = !{i32 2, !"Debug Info Version", i32 3}
!305 = !{i32 1, !"wchar_size", i32 4}
!306 = !{i32 8, !"PIC Level", i32 2}
!307 = !{i32 7, !"PIE Level", i32 2}
!308 = !{i32 7, !"uwtable", i32 2}
!309 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!310 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!311 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 203, type: !312, scopeLine: 203, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !314)
!312 = !DISubroutineType(types: !313)
!313 = !{!184}
!314 = !{!315, !319, !320, !321, !322, !323, !324, !325, !326, !327, !329, !332, !349, !351, !354, !355, !356, !357, !358, !359, !361, !363, !366}
!315 = !DILocalVariable(name: "pats", scope: !311, file: !2, line: 204, type: !316)
!316 = !DICompositeType(tag: DW_TAG_array_type, baseType: !231, size: 1664, elements: !317)
!317 = !{!318}
!318 = !DISubrange(count: 26)
!319 = !DILocalVariable(name: "texts", scope: !311, file: !2, line: 206, type: !316)
!320 = !DILocalVariable(name: "np", scope: !311, file: !2, line: 208, type: !184)
!321 = !DILocalVariable(name: "ntx", scope: !311, file: !2, line: 208, type: !184)
!322 = !DILocalVariable(name: "agree", scope: !311, file: !2, line: 209, type: !184)
!323 = !DILocalVariable(name: "total", scope: !311, file: !2, line: 209, type: !184)
!324 = !DILocalVariable(name: "matches", scope: !311, file: !2, line: 209, type: !184)
!325 = !DILocalVariable(name: "order_ok", scope: !311, file: !2, line: 209, type: !184)
!326 = !DILocalVariable(name: "total_steps", scope: !311, file: !2, line: 209, type: !226)
!327 = !DILocalVariable(name: "i", scope: !328, file: !2, line: 210, type: !184)
!328 = distinct !DILexicalBlock(scope: !311, file: !2, line: 210, column: 5)
!329 = !DILocalVariable(name: "err", scope: !330, file: !2, line: 211, type: !231)
!330 = distinct !DILexicalBlock(scope: !331, file: !2, line: 210, column: 34)
!331 = distinct !DILexicalBlock(scope: !328, file: !2, line: 210, column: 5)
!332 = !DILocalVariable(name: "re", scope: !330, file: !2, line: 211, type: !333)
!333 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !334, size: 64)
!334 = !DIDerivedType(tag: DW_TAG_typedef, name: "Node", file: !2, line: 12, baseType: !335)
!335 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Node", file: !2, line: 12, size: 512, elements: !336)
!336 = !{!337, !339, !340, !344, !346, !347, !348}
!337 = !DIDerivedType(tag: DW_TAG_member, name: "t", scope: !335, file: !2, line: 12, baseType: !338, size: 32)
!338 = !DIDerivedType(tag: DW_TAG_typedef, name: "NType", file: !2, line: 11, baseType: !161)
!339 = !DIDerivedType(tag: DW_TAG_member, name: "ch", scope: !335, file: !2, line: 12, baseType: !184, size: 32, offset: 32)
!340 = !DIDerivedType(tag: DW_TAG_member, name: "cls", scope: !335, file: !2, line: 12, baseType: !341, size: 256, offset: 64)
!341 = !DICompositeType(tag: DW_TAG_array_type, baseType: !186, size: 256, elements: !342)
!342 = !{!343}
!343 = !DISubrange(count: 32)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !335, file: !2, line: 12, baseType: !345, size: 64, offset: 320)
!345 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!346 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !335, file: !2, line: 12, baseType: !345, size: 64, offset: 384)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "min", scope: !335, file: !2, line: 12, baseType: !184, size: 32, offset: 448)
!348 = !DIDerivedType(tag: DW_TAG_member, name: "max", scope: !335, file: !2, line: 12, baseType: !184, size: 32, offset: 480)
!349 = !DILocalVariable(name: "j", scope: !350, file: !2, line: 215, type: !184)
!350 = distinct !DILexicalBlock(scope: !330, file: !2, line: 215, column: 9)
!351 = !DILocalVariable(name: "bs", scope: !352, file: !2, line: 216, type: !184)
!352 = distinct !DILexicalBlock(scope: !353, file: !2, line: 215, column: 39)
!353 = distinct !DILexicalBlock(scope: !350, file: !2, line: 215, column: 9)
!354 = !DILocalVariable(name: "be", scope: !352, file: !2, line: 216, type: !184)
!355 = !DILocalVariable(name: "ns", scope: !352, file: !2, line: 216, type: !184)
!356 = !DILocalVariable(name: "ne", scope: !352, file: !2, line: 216, type: !184)
!357 = !DILocalVariable(name: "b", scope: !352, file: !2, line: 217, type: !184)
!358 = !DILocalVariable(name: "n", scope: !352, file: !2, line: 217, type: !184)
!359 = !DILocalVariable(name: "badpats", scope: !311, file: !2, line: 226, type: !360)
!360 = !DICompositeType(tag: DW_TAG_array_type, baseType: !231, size: 384, elements: !31)
!361 = !DILocalVariable(name: "i", scope: !362, file: !2, line: 227, type: !184)
!362 = distinct !DILexicalBlock(scope: !311, file: !2, line: 227, column: 5)
!363 = !DILocalVariable(name: "err", scope: !364, file: !2, line: 227, type: !231)
!364 = distinct !DILexicalBlock(scope: !365, file: !2, line: 227, column: 33)
!365 = distinct !DILexicalBlock(scope: !362, file: !2, line: 227, column: 5)
!366 = !DILocalVariable(name: "re", scope: !364, file: !2, line: 227, type: !333)
!367 = distinct !DIAssignID()
!368 = !DILocation(line: 0, scope: !268, inlinedAt: !369)
!369 = distinct !DILocation(line: 199, column: 46, scope: !370, inlinedAt: !383)
!370 = distinct !DILexicalBlock(scope: !371, file: !2, line: 199, column: 36)
!371 = distinct !DILexicalBlock(scope: !372, file: !2, line: 199, column: 5)
!372 = distinct !DILexicalBlock(scope: !373, file: !2, line: 199, column: 5)
!373 = distinct !DISubprogram(name: "nfa_search", scope: !2, file: !2, line: 197, type: !374, scopeLine: 197, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !376)
!374 = !DISubroutineType(types: !375)
!375 = !{!184, !231, !276, !276}
!376 = !{!377, !378, !379, !380, !381, !382}
!377 = !DILocalVariable(name: "text", arg: 1, scope: !373, file: !2, line: 197, type: !231)
!378 = !DILocalVariable(name: "mstart", arg: 2, scope: !373, file: !2, line: 197, type: !276)
!379 = !DILocalVariable(name: "mend", arg: 3, scope: !373, file: !2, line: 197, type: !276)
!380 = !DILocalVariable(name: "len", scope: !373, file: !2, line: 198, type: !184)
!381 = !DILocalVariable(name: "s", scope: !372, file: !2, line: 199, type: !184)
!382 = !DILocalVariable(name: "e", scope: !370, file: !2, line: 199, type: !184)
!383 = distinct !DILocation(line: 217, column: 60, scope: !352)
!384 = distinct !DIAssignID()
!385 = distinct !DIAssignID()
!386 = distinct !DIAssignID()
!387 = !DILocation(line: 0, scope: !311)
!388 = !DILocation(line: 0, scope: !328)
!389 = !DILocation(line: 210, column: 5, scope: !328)
!390 = !DILocation(line: 0, scope: !362)
!391 = !DILocalVariable(name: "re", arg: 1, scope: !392, file: !2, line: 86, type: !231)
!392 = distinct !DISubprogram(name: "compile", scope: !2, file: !2, line: 86, type: !393, scopeLine: 86, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !396)
!393 = !DISubroutineType(types: !394)
!394 = !{!333, !231, !395}
!395 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !231, size: 64)
!396 = !{!391, !397, !398}
!397 = !DILocalVariable(name: "err", arg: 2, scope: !392, file: !2, line: 86, type: !395)
!398 = !DILocalVariable(name: "n", scope: !392, file: !2, line: 87, type: !333)
!399 = !DILocation(line: 0, scope: !392, inlinedAt: !400)
!400 = distinct !DILocation(line: 227, column: 63, scope: !364)
!401 = !DILocation(line: 87, column: 8, scope: !392, inlinedAt: !400)
!402 = !{!403, !403, i64 0}
!403 = !{!"any pointer", !404, i64 0}
!404 = !{!"omnipotent char", !405, i64 0}
!405 = !{!"Simple C/C++ TBAA"}
!406 = !DILocation(line: 87, column: 19, scope: !392, inlinedAt: !400)
!407 = !DILocation(line: 87, column: 37, scope: !392, inlinedAt: !400)
!408 = !DILocation(line: 88, column: 10, scope: !409, inlinedAt: !400)
!409 = distinct !DILexicalBlock(scope: !392, file: !2, line: 88, column: 9)
!410 = !DILocation(line: 88, column: 15, scope: !409, inlinedAt: !400)
!411 = !DILocation(line: 211, column: 45, scope: !330)
!412 = !DILocation(line: 0, scope: !392, inlinedAt: !413)
!413 = distinct !DILocation(line: 211, column: 37, scope: !330)
!414 = !DILocation(line: 87, column: 8, scope: !392, inlinedAt: !413)
!415 = !DILocation(line: 87, column: 19, scope: !392, inlinedAt: !413)
!416 = !DILocation(line: 87, column: 37, scope: !392, inlinedAt: !413)
!417 = !DILocation(line: 88, column: 10, scope: !409, inlinedAt: !413)
!418 = !DILocation(line: 88, column: 15, scope: !409, inlinedAt: !413)
!419 = !DILocation(line: 88, column: 19, scope: !409, inlinedAt: !413)
!420 = !DILocation(line: 88, column: 18, scope: !409, inlinedAt: !413)
!421 = !{!404, !404, i64 0}
!422 = !DILocation(line: 88, column: 9, scope: !392, inlinedAt: !413)
!423 = !DILocation(line: 88, column: 28, scope: !409, inlinedAt: !413)
!424 = !DILocation(line: 88, column: 23, scope: !409, inlinedAt: !413)
!425 = !DILocation(line: 0, scope: !330)
!426 = !DILocation(line: 89, column: 30, scope: !427, inlinedAt: !413)
!427 = distinct !DILexicalBlock(scope: !428, file: !2, line: 89, column: 28)
!428 = distinct !DILexicalBlock(scope: !392, file: !2, line: 89, column: 22)
!429 = !DILocation(line: 212, column: 13, scope: !330)
!430 = !DILocation(line: 212, column: 14, scope: !431)
!431 = distinct !DILexicalBlock(scope: !330, file: !2, line: 212, column: 13)
!432 = !DILocation(line: 212, column: 20, scope: !433)
!433 = distinct !DILexicalBlock(scope: !431, file: !2, line: 212, column: 18)
!434 = !DILocation(line: 212, column: 71, scope: !433)
!435 = !DILocalVariable(name: "f", scope: !436, file: !2, line: 171, type: !444)
!436 = distinct !DISubprogram(name: "nfa_compile", scope: !2, file: !2, line: 171, type: !437, scopeLine: 171, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !441)
!437 = !DISubroutineType(types: !438)
!438 = !{null, !439}
!439 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !440, size: 64)
!440 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !334)
!441 = !{!442, !435, !443}
!442 = !DILocalVariable(name: "re", arg: 1, scope: !436, file: !2, line: 171, type: !439)
!443 = !DILocalVariable(name: "m", scope: !436, file: !2, line: 171, type: !184)
!444 = !DIDerivedType(tag: DW_TAG_typedef, name: "Frag", file: !2, line: 133, baseType: !445)
!445 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 133, size: 4224, elements: !446)
!446 = !{!447, !448, !452}
!447 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !445, file: !2, line: 133, baseType: !184, size: 32)
!448 = !DIDerivedType(tag: DW_TAG_member, name: "holes", scope: !445, file: !2, line: 133, baseType: !449, size: 4096, offset: 64)
!449 = !DICompositeType(tag: DW_TAG_array_type, baseType: !276, size: 4096, elements: !450)
!450 = !{!451}
!451 = !DISubrange(count: 64)
!452 = !DIDerivedType(tag: DW_TAG_member, name: "nholes", scope: !445, file: !2, line: 133, baseType: !184, size: 32, offset: 4160)
!453 = !DILocation(line: 0, scope: !436, inlinedAt: !454)
!454 = distinct !DILocation(line: 213, column: 9, scope: !330)
!455 = !DILocation(line: 171, column: 47, scope: !436, inlinedAt: !454)
!456 = !{!457, !457, i64 0}
!457 = !{!"int", !404, i64 0}
!458 = !DILocation(line: 171, column: 52, scope: !436, inlinedAt: !454)
!459 = !DILocation(line: 171, column: 61, scope: !436, inlinedAt: !454)
!460 = !DILocalVariable(name: "op", arg: 1, scope: !461, file: !2, line: 134, type: !184)
!461 = distinct !DISubprogram(name: "new_state", scope: !2, file: !2, line: 134, type: !462, scopeLine: 134, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !464)
!462 = !DISubroutineType(types: !463)
!463 = !{!184, !184}
!464 = !{!460}
!465 = !DILocation(line: 0, scope: !461, inlinedAt: !466)
!466 = distinct !DILocation(line: 171, column: 80, scope: !436, inlinedAt: !454)
!467 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !466)
!468 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !466)
!469 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !466)
!470 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !466)
!471 = !{!472, !403, i64 16}
!472 = !{!"", !457, i64 0, !457, i64 4, !457, i64 8, !457, i64 12, !403, i64 16}
!473 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !466)
!474 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !466)
!475 = !DILocalVariable(name: "f", arg: 1, scope: !476, file: !2, line: 135, type: !479)
!476 = distinct !DISubprogram(name: "patch", scope: !2, file: !2, line: 135, type: !477, scopeLine: 135, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !480)
!477 = !DISubroutineType(types: !478)
!478 = !{null, !479, !184}
!479 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !444, size: 64)
!480 = !{!475, !481, !482}
!481 = !DILocalVariable(name: "target", arg: 2, scope: !476, file: !2, line: 135, type: !184)
!482 = !DILocalVariable(name: "i", scope: !483, file: !2, line: 135, type: !184)
!483 = distinct !DILexicalBlock(scope: !476, file: !2, line: 135, column: 42)
!484 = !DILocation(line: 0, scope: !476, inlinedAt: !485)
!485 = distinct !DILocation(line: 171, column: 100, scope: !436, inlinedAt: !454)
!486 = !DILocation(line: 0, scope: !483, inlinedAt: !485)
!487 = !DILocation(line: 135, column: 65, scope: !488, inlinedAt: !485)
!488 = distinct !DILexicalBlock(scope: !483, file: !2, line: 135, column: 42)
!489 = !{!490, !457, i64 520}
!490 = !{!"", !457, i64 0, !404, i64 8, !457, i64 520}
!491 = !DILocation(line: 135, column: 60, scope: !488, inlinedAt: !485)
!492 = !DILocation(line: 135, column: 42, scope: !483, inlinedAt: !485)
!493 = !DILocation(line: 135, column: 79, scope: !488, inlinedAt: !485)
!494 = !DILocation(line: 135, column: 91, scope: !488, inlinedAt: !485)
!495 = !DILocation(line: 135, column: 74, scope: !488, inlinedAt: !485)
!496 = distinct !{!496, !492, !497, !498}
!497 = !DILocation(line: 135, column: 93, scope: !483, inlinedAt: !485)
!498 = !{!"llvm.loop.mustprogress"}
!499 = distinct !{!499, !500}
!500 = !{!"llvm.loop.unroll.disable"}
!501 = !DILocation(line: 214, column: 57, scope: !330)
!502 = !DILocation(line: 171, column: 128, scope: !436, inlinedAt: !454)
!503 = distinct !DIAssignID()
!504 = !{!490, !457, i64 0}
!505 = !DILocation(line: 171, column: 124, scope: !436, inlinedAt: !454)
!506 = !DILocation(line: 171, column: 135, scope: !436, inlinedAt: !454)
!507 = !DILocation(line: 214, column: 9, scope: !330)
!508 = !DILocation(line: 0, scope: !350)
!509 = !DILocation(line: 215, column: 9, scope: !350)
!510 = !DILocation(line: 223, column: 9, scope: !330)
!511 = !DILocation(line: 224, column: 9, scope: !330)
!512 = !DILocation(line: 225, column: 5, scope: !331)
!513 = !DILocation(line: 0, scope: !352)
!514 = !DILocation(line: 216, column: 59, scope: !352)
!515 = !{!516, !516, i64 0}
!516 = !{!"long", !404, i64 0}
!517 = !DILocation(line: 217, column: 35, scope: !352)
!518 = !DILocalVariable(name: "e", scope: !519, file: !2, line: 125, type: !231)
!519 = distinct !DILexicalBlock(scope: !520, file: !2, line: 125, column: 38)
!520 = distinct !DILexicalBlock(scope: !521, file: !2, line: 125, column: 5)
!521 = distinct !DILexicalBlock(scope: !522, file: !2, line: 125, column: 5)
!522 = distinct !DISubprogram(name: "bt_search", scope: !2, file: !2, line: 123, type: !523, scopeLine: 123, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !525)
!523 = !DISubroutineType(types: !524)
!524 = !{!184, !439, !231, !276, !276}
!525 = !{!526, !527, !528, !529, !530, !518}
!526 = !DILocalVariable(name: "re", arg: 1, scope: !522, file: !2, line: 123, type: !439)
!527 = !DILocalVariable(name: "text", arg: 2, scope: !522, file: !2, line: 123, type: !231)
!528 = !DILocalVariable(name: "mstart", arg: 3, scope: !522, file: !2, line: 123, type: !276)
!529 = !DILocalVariable(name: "mend", arg: 4, scope: !522, file: !2, line: 123, type: !276)
!530 = !DILocalVariable(name: "s", scope: !521, file: !2, line: 125, type: !231)
!531 = !DILocation(line: 0, scope: !519, inlinedAt: !532)
!532 = distinct !DILocation(line: 217, column: 21, scope: !352)
!533 = !DILocation(line: 0, scope: !522, inlinedAt: !532)
!534 = !DILocation(line: 124, column: 16, scope: !522, inlinedAt: !532)
!535 = !DILocation(line: 0, scope: !521, inlinedAt: !532)
!536 = !DILocation(line: 125, column: 40, scope: !519, inlinedAt: !532)
!537 = !DILocation(line: 125, column: 59, scope: !538, inlinedAt: !532)
!538 = distinct !DILexicalBlock(scope: !519, file: !2, line: 125, column: 59)
!539 = !DILocation(line: 125, column: 59, scope: !519, inlinedAt: !532)
!540 = !DILocation(line: 125, scope: !521, inlinedAt: !532)
!541 = !DILocation(line: 125, column: 100, scope: !542, inlinedAt: !532)
!542 = distinct !DILexicalBlock(scope: !538, file: !2, line: 125, column: 80)
!543 = !DILocation(line: 125, column: 92, scope: !542, inlinedAt: !532)
!544 = !DILocation(line: 125, column: 123, scope: !542, inlinedAt: !532)
!545 = !DILocation(line: 125, column: 125, scope: !542, inlinedAt: !532)
!546 = !DILocation(line: 125, column: 117, scope: !542, inlinedAt: !532)
!547 = !DILocation(line: 125, column: 162, scope: !520, inlinedAt: !532)
!548 = !DILocation(line: 125, column: 151, scope: !549, inlinedAt: !532)
!549 = distinct !DILexicalBlock(scope: !519, file: !2, line: 125, column: 150)
!550 = !DILocation(line: 125, column: 34, scope: !520, inlinedAt: !532)
!551 = distinct !{!551, !552, !553}
!552 = !DILocation(line: 125, column: 5, scope: !521, inlinedAt: !532)
!553 = !DILocation(line: 125, column: 162, scope: !521, inlinedAt: !532)
!554 = !DILocation(line: 0, scope: !373, inlinedAt: !383)
!555 = !DILocation(line: 198, column: 20, scope: !373, inlinedAt: !383)
!556 = !DILocation(line: 198, column: 15, scope: !373, inlinedAt: !383)
!557 = !DILocation(line: 0, scope: !372, inlinedAt: !383)
!558 = !DILocation(line: 199, column: 23, scope: !371, inlinedAt: !383)
!559 = !DILocation(line: 199, column: 5, scope: !372, inlinedAt: !383)
!560 = !DILocation(line: 185, column: 36, scope: !268, inlinedAt: !369)
!561 = !DILocation(line: 185, column: 62, scope: !268, inlinedAt: !369)
!562 = distinct !DIAssignID()
!563 = !DILocation(line: 186, column: 11, scope: !268, inlinedAt: !369)
!564 = !DILocation(line: 186, column: 34, scope: !268, inlinedAt: !369)
!565 = !DILocation(line: 186, column: 15, scope: !268, inlinedAt: !369)
!566 = !DILocation(line: 0, scope: !282, inlinedAt: !369)
!567 = !DILocation(line: 187, column: 10, scope: !282, inlinedAt: !369)
!568 = !DILocation(line: 187, scope: !282, inlinedAt: !369)
!569 = !DILocation(line: 185, column: 74, scope: !268, inlinedAt: !369)
!570 = !DILocation(line: 0, scope: !284, inlinedAt: !369)
!571 = !DILocation(line: 188, column: 27, scope: !572, inlinedAt: !369)
!572 = distinct !DILexicalBlock(scope: !284, file: !2, line: 188, column: 9)
!573 = !DILocation(line: 188, column: 9, scope: !284, inlinedAt: !369)
!574 = !DILocation(line: 188, column: 45, scope: !575, inlinedAt: !369)
!575 = distinct !DILexicalBlock(scope: !572, file: !2, line: 188, column: 42)
!576 = !DILocation(line: 188, column: 42, scope: !575, inlinedAt: !369)
!577 = !DILocation(line: 188, column: 53, scope: !575, inlinedAt: !369)
!578 = !{!472, !457, i64 0}
!579 = !DILocation(line: 188, column: 56, scope: !575, inlinedAt: !369)
!580 = !DILocation(line: 188, column: 42, scope: !572, inlinedAt: !369)
!581 = !DILocation(line: 188, column: 34, scope: !572, inlinedAt: !369)
!582 = distinct !{!582, !500}
!583 = !DILocation(line: 189, column: 17, scope: !584, inlinedAt: !369)
!584 = distinct !DILexicalBlock(scope: !285, file: !2, line: 189, column: 13)
!585 = !DILocation(line: 189, column: 24, scope: !584, inlinedAt: !369)
!586 = distinct !{!586, !573, !587, !498}
!587 = !DILocation(line: 188, column: 75, scope: !284, inlinedAt: !369)
!588 = !DILocation(line: 190, column: 42, scope: !285, inlinedAt: !369)
!589 = !DILocation(line: 0, scope: !285, inlinedAt: !369)
!590 = !DILocation(line: 190, column: 56, scope: !285, inlinedAt: !369)
!591 = distinct !DIAssignID()
!592 = !DILocation(line: 190, column: 67, scope: !285, inlinedAt: !369)
!593 = !DILocation(line: 0, scope: !289, inlinedAt: !369)
!594 = !DILocation(line: 191, column: 9, scope: !289, inlinedAt: !369)
!595 = !DILocation(line: 187, column: 31, scope: !286, inlinedAt: !369)
!596 = !DILocation(line: 193, column: 48, scope: !285, inlinedAt: !369)
!597 = !DILocation(line: 193, column: 46, scope: !285, inlinedAt: !369)
!598 = distinct !DIAssignID()
!599 = !DILocation(line: 187, column: 5, scope: !286, inlinedAt: !369)
!600 = distinct !{!600, !601, !602}
!601 = !DILocation(line: 187, column: 5, scope: !282, inlinedAt: !369)
!602 = !DILocation(line: 194, column: 5, scope: !282, inlinedAt: !369)
!603 = !DILocation(line: 191, column: 61, scope: !291, inlinedAt: !369)
!604 = !DILocation(line: 191, column: 58, scope: !291, inlinedAt: !369)
!605 = !DILocation(line: 0, scope: !291, inlinedAt: !369)
!606 = !DILocation(line: 192, column: 21, scope: !607, inlinedAt: !369)
!607 = distinct !DILexicalBlock(scope: !291, file: !2, line: 192, column: 17)
!608 = !DILocation(line: 192, column: 24, scope: !607, inlinedAt: !369)
!609 = !DILocation(line: 192, column: 34, scope: !607, inlinedAt: !369)
!610 = !DILocation(line: 192, column: 40, scope: !607, inlinedAt: !369)
!611 = !{!472, !457, i64 4}
!612 = !DILocation(line: 192, column: 43, scope: !607, inlinedAt: !369)
!613 = !DILocation(line: 192, column: 49, scope: !607, inlinedAt: !369)
!614 = !DILocation(line: 192, column: 59, scope: !607, inlinedAt: !369)
!615 = !DILocation(line: 192, column: 68, scope: !607, inlinedAt: !369)
!616 = !DILocation(line: 192, column: 92, scope: !607, inlinedAt: !369)
!617 = !DILocation(line: 192, column: 103, scope: !607, inlinedAt: !369)
!618 = !DILocation(line: 192, column: 117, scope: !607, inlinedAt: !369)
!619 = !DILocalVariable(name: "c", arg: 1, scope: !620, file: !2, line: 16, type: !258)
!620 = distinct !DISubprogram(name: "cls_has", scope: !2, file: !2, line: 16, type: !621, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !623)
!621 = !DISubroutineType(types: !622)
!622 = !{!184, !258, !184}
!623 = !{!619, !624}
!624 = !DILocalVariable(name: "ch", arg: 2, scope: !620, file: !2, line: 16, type: !184)
!625 = !DILocation(line: 0, scope: !620, inlinedAt: !626)
!626 = distinct !DILocation(line: 192, column: 106, scope: !607, inlinedAt: !369)
!627 = !DILocation(line: 16, column: 56, scope: !620, inlinedAt: !626)
!628 = !DILocation(line: 192, column: 106, scope: !607, inlinedAt: !369)
!629 = !DILocation(line: 192, column: 17, scope: !291, inlinedAt: !369)
!630 = !DILocation(line: 192, column: 149, scope: !607, inlinedAt: !369)
!631 = !{!472, !457, i64 8}
!632 = !DILocation(line: 192, column: 127, scope: !607, inlinedAt: !369)
!633 = !DILocation(line: 191, column: 29, scope: !292, inlinedAt: !369)
!634 = !DILocation(line: 191, column: 34, scope: !292, inlinedAt: !369)
!635 = !DILocation(line: 191, column: 27, scope: !292, inlinedAt: !369)
!636 = distinct !{!636, !594, !637, !498}
!637 = !DILocation(line: 192, column: 169, scope: !289, inlinedAt: !369)
!638 = !DILocation(line: 196, column: 1, scope: !268, inlinedAt: !369)
!639 = !DILocation(line: 0, scope: !370, inlinedAt: !383)
!640 = !DILocation(line: 199, column: 84, scope: !641, inlinedAt: !383)
!641 = distinct !DILexicalBlock(scope: !370, file: !2, line: 199, column: 82)
!642 = !DILocation(line: 199, column: 82, scope: !370, inlinedAt: !383)
!643 = !DILocation(line: 199, column: 32, scope: !371, inlinedAt: !383)
!644 = distinct !{!644, !559, !645, !498}
!645 = !DILocation(line: 199, column: 128, scope: !372, inlinedAt: !383)
!646 = !DILocation(line: 218, column: 28, scope: !352)
!647 = !DILocation(line: 218, column: 25, scope: !352)
!648 = !DILocation(line: 219, column: 19, scope: !649)
!649 = distinct !DILexicalBlock(scope: !352, file: !2, line: 219, column: 17)
!650 = !DILocation(line: 219, column: 24, scope: !649)
!651 = !DILocation(line: 219, column: 31, scope: !649)
!652 = !DILocation(line: 219, column: 38, scope: !649)
!653 = !DILocation(line: 219, column: 44, scope: !649)
!654 = !DILocation(line: 219, column: 64, scope: !649)
!655 = !DILocation(line: 219, column: 59, scope: !649)
!656 = !DILocation(line: 219, column: 73, scope: !649)
!657 = !DILocation(line: 220, column: 17, scope: !352)
!658 = !DILocation(line: 220, column: 29, scope: !659)
!659 = distinct !DILexicalBlock(scope: !660, file: !2, line: 220, column: 20)
!660 = distinct !DILexicalBlock(scope: !352, file: !2, line: 220, column: 17)
!661 = !DILocation(line: 220, column: 40, scope: !662)
!662 = distinct !DILexicalBlock(scope: !659, file: !2, line: 220, column: 37)
!663 = !DILocation(line: 220, column: 45, scope: !662)
!664 = !DILocation(line: 220, column: 49, scope: !662)
!665 = !DILocation(line: 220, column: 37, scope: !659)
!666 = !DILocation(line: 220, column: 55, scope: !662)
!667 = !DILocation(line: 221, column: 19, scope: !668)
!668 = distinct !DILexicalBlock(scope: !352, file: !2, line: 221, column: 17)
!669 = !DILocation(line: 215, column: 35, scope: !353)
!670 = !DILocation(line: 215, column: 27, scope: !353)
!671 = distinct !{!671, !509, !672, !498}
!672 = !DILocation(line: 222, column: 9, scope: !350)
!673 = !DILocation(line: 209, column: 44, scope: !311)
!674 = !DILocation(line: 209, column: 63, scope: !311)
!675 = !DILocation(line: 209, column: 31, scope: !311)
!676 = !DILocation(line: 209, column: 20, scope: !311)
!677 = !DILocation(line: 209, column: 9, scope: !311)
!678 = !DILocation(line: 210, column: 30, scope: !331)
!679 = !DILocation(line: 210, column: 23, scope: !331)
!680 = distinct !{!680, !389, !681, !498}
!681 = !DILocation(line: 225, column: 5, scope: !328)
!682 = !DILocation(line: 88, column: 19, scope: !409, inlinedAt: !400)
!683 = !DILocation(line: 88, column: 18, scope: !409, inlinedAt: !400)
!684 = !DILocation(line: 88, column: 9, scope: !392, inlinedAt: !400)
!685 = !DILocation(line: 88, column: 28, scope: !409, inlinedAt: !400)
!686 = !DILocation(line: 88, column: 23, scope: !409, inlinedAt: !400)
!687 = !DILocation(line: 0, scope: !364)
!688 = !DILocation(line: 89, column: 30, scope: !427, inlinedAt: !400)
!689 = !DILocation(line: 89, column: 44, scope: !427, inlinedAt: !400)
!690 = !DILocation(line: 89, column: 10, scope: !392, inlinedAt: !400)
!691 = !DILocation(line: 227, column: 137, scope: !364)
!692 = !DILocation(line: 227, column: 90, scope: !364)
!693 = !DILocation(line: 227, column: 161, scope: !364)
!694 = !DILocation(line: 228, column: 108, scope: !311)
!695 = !DILocation(line: 228, column: 5, scope: !311)
!696 = !DILocation(line: 229, column: 18, scope: !311)
!697 = !DILocation(line: 229, column: 12, scope: !311)
!698 = !DILocation(line: 230, column: 1, scope: !311)
!699 = !DISubprogram(name: "printf", scope: !700, file: !700, line: 356, type: !701, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!700 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!701 = !DISubroutineType(types: !702)
!702 = !{!184, !703, null}
!703 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !231)
!704 = distinct !DISubprogram(name: "free_node", scope: !2, file: !2, line: 24, type: !705, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !707)
!705 = !DISubroutineType(types: !706)
!706 = !{null, !333}
!707 = !{!708}
!708 = !DILocalVariable(name: "n", arg: 1, scope: !704, file: !2, line: 24, type: !333)
!709 = !DILocation(line: 0, scope: !704)
!710 = !DILocation(line: 24, column: 39, scope: !711)
!711 = distinct !DILexicalBlock(scope: !704, file: !2, line: 24, column: 38)
!712 = !DILocation(line: 24, column: 38, scope: !704)
!713 = !DILocation(line: 24, column: 93, scope: !704)
!714 = !DILocation(line: 24, column: 63, scope: !704)
!715 = !{!716, !403, i64 40}
!716 = !{!"Node", !457, i64 0, !457, i64 4, !404, i64 8, !403, i64 40, !403, i64 48, !457, i64 56, !457, i64 60}
!717 = !DILocation(line: 24, column: 50, scope: !704)
!718 = !DILocation(line: 24, column: 80, scope: !704)
!719 = !{!716, !403, i64 48}
!720 = !DILocation(line: 24, column: 67, scope: !704)
!721 = !DILocation(line: 24, column: 84, scope: !704)
!722 = distinct !DISubprogram(name: "p_alt", scope: !2, file: !2, line: 81, type: !723, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !725)
!723 = !DISubroutineType(types: !724)
!724 = !{!333}
!725 = !{!726, !727, !729}
!726 = !DILocalVariable(name: "left", scope: !722, file: !2, line: 82, type: !333)
!727 = !DILocalVariable(name: "r", scope: !728, file: !2, line: 83, type: !333)
!728 = distinct !DILexicalBlock(scope: !722, file: !2, line: 83, column: 33)
!729 = !DILocalVariable(name: "a", scope: !728, file: !2, line: 83, type: !333)
!730 = !DILocalVariable(name: "left", scope: !731, file: !2, line: 74, type: !333)
!731 = distinct !DISubprogram(name: "p_cat", scope: !2, file: !2, line: 73, type: !723, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !732)
!732 = !{!730, !733, !735}
!733 = !DILocalVariable(name: "r", scope: !734, file: !2, line: 76, type: !333)
!734 = distinct !DILexicalBlock(scope: !731, file: !2, line: 75, column: 45)
!735 = !DILocalVariable(name: "c", scope: !736, file: !2, line: 77, type: !333)
!736 = distinct !DILexicalBlock(scope: !737, file: !2, line: 77, column: 35)
!737 = distinct !DILexicalBlock(scope: !734, file: !2, line: 77, column: 13)
!738 = !DILocation(line: 0, scope: !731, inlinedAt: !739)
!739 = distinct !DILocation(line: 82, column: 18, scope: !722)
!740 = !DILocation(line: 75, column: 5, scope: !731, inlinedAt: !739)
!741 = !DILocation(line: 74, column: 11, scope: !731, inlinedAt: !739)
!742 = !DILocation(line: 75, column: 13, scope: !731, inlinedAt: !739)
!743 = !DILocation(line: 75, column: 12, scope: !731, inlinedAt: !739)
!744 = !DILocation(line: 75, column: 16, scope: !731, inlinedAt: !739)
!745 = !DILocation(line: 76, column: 19, scope: !734, inlinedAt: !739)
!746 = !DILocation(line: 0, scope: !734, inlinedAt: !739)
!747 = !DILocation(line: 76, column: 35, scope: !748, inlinedAt: !739)
!748 = distinct !DILexicalBlock(scope: !734, file: !2, line: 76, column: 35)
!749 = !DILocation(line: 76, column: 35, scope: !734, inlinedAt: !739)
!750 = !DILocation(line: 76, column: 43, scope: !751, inlinedAt: !739)
!751 = distinct !DILexicalBlock(scope: !748, file: !2, line: 76, column: 41)
!752 = !DILocation(line: 83, column: 13, scope: !722)
!753 = !DILocation(line: 83, column: 12, scope: !722)
!754 = !DILocation(line: 77, column: 14, scope: !737, inlinedAt: !739)
!755 = !DILocation(line: 77, column: 13, scope: !734, inlinedAt: !739)
!756 = !DILocalVariable(name: "t", arg: 1, scope: !757, file: !2, line: 14, type: !338)
!757 = distinct !DISubprogram(name: "mk", scope: !2, file: !2, line: 14, type: !758, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !760)
!758 = !DISubroutineType(types: !759)
!759 = !{!333, !338}
!760 = !{!756, !761}
!761 = !DILocalVariable(name: "n", scope: !757, file: !2, line: 14, type: !333)
!762 = !DILocation(line: 0, scope: !757, inlinedAt: !763)
!763 = distinct !DILocation(line: 77, column: 47, scope: !736, inlinedAt: !739)
!764 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !763)
!765 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !763)
!766 = !{!716, !457, i64 0}
!767 = !DILocation(line: 0, scope: !736, inlinedAt: !739)
!768 = !DILocation(line: 77, column: 61, scope: !736, inlinedAt: !739)
!769 = !DILocation(line: 77, column: 63, scope: !736, inlinedAt: !739)
!770 = !DILocation(line: 77, column: 74, scope: !736, inlinedAt: !739)
!771 = !DILocation(line: 77, column: 76, scope: !736, inlinedAt: !739)
!772 = distinct !{!772, !740, !773, !498}
!773 = !DILocation(line: 78, column: 5, scope: !731, inlinedAt: !739)
!774 = !DILocation(line: 79, column: 12, scope: !731, inlinedAt: !739)
!775 = !DILocation(line: 0, scope: !757, inlinedAt: !776)
!776 = distinct !DILocation(line: 79, column: 26, scope: !731, inlinedAt: !739)
!777 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !776)
!778 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !776)
!779 = !DILocation(line: 0, scope: !722)
!780 = !DILocation(line: 83, column: 16, scope: !722)
!781 = !DILocation(line: 83, column: 23, scope: !722)
!782 = !DILocation(line: 83, column: 5, scope: !722)
!783 = !DILocation(line: 83, column: 37, scope: !728)
!784 = !DILocation(line: 0, scope: !731, inlinedAt: !785)
!785 = distinct !DILocation(line: 83, column: 51, scope: !728)
!786 = !DILocation(line: 75, column: 5, scope: !731, inlinedAt: !785)
!787 = !DILocation(line: 75, column: 13, scope: !731, inlinedAt: !785)
!788 = !DILocation(line: 74, column: 11, scope: !731, inlinedAt: !785)
!789 = !DILocation(line: 75, column: 12, scope: !731, inlinedAt: !785)
!790 = !DILocation(line: 75, column: 16, scope: !731, inlinedAt: !785)
!791 = !DILocation(line: 76, column: 19, scope: !734, inlinedAt: !785)
!792 = !DILocation(line: 0, scope: !734, inlinedAt: !785)
!793 = !DILocation(line: 76, column: 35, scope: !748, inlinedAt: !785)
!794 = !DILocation(line: 76, column: 35, scope: !734, inlinedAt: !785)
!795 = !DILocation(line: 76, column: 43, scope: !751, inlinedAt: !785)
!796 = !DILocation(line: 77, column: 14, scope: !737, inlinedAt: !785)
!797 = !DILocation(line: 77, column: 13, scope: !734, inlinedAt: !785)
!798 = !DILocation(line: 0, scope: !757, inlinedAt: !799)
!799 = distinct !DILocation(line: 77, column: 47, scope: !736, inlinedAt: !785)
!800 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !799)
!801 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !799)
!802 = !DILocation(line: 0, scope: !736, inlinedAt: !785)
!803 = !DILocation(line: 77, column: 61, scope: !736, inlinedAt: !785)
!804 = !DILocation(line: 77, column: 63, scope: !736, inlinedAt: !785)
!805 = !DILocation(line: 77, column: 74, scope: !736, inlinedAt: !785)
!806 = !DILocation(line: 77, column: 76, scope: !736, inlinedAt: !785)
!807 = distinct !{!807, !786, !808, !498}
!808 = !DILocation(line: 78, column: 5, scope: !731, inlinedAt: !785)
!809 = !DILocation(line: 79, column: 12, scope: !731, inlinedAt: !785)
!810 = !DILocation(line: 0, scope: !757, inlinedAt: !811)
!811 = distinct !DILocation(line: 79, column: 26, scope: !731, inlinedAt: !785)
!812 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !811)
!813 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !811)
!814 = !DILocation(line: 0, scope: !728)
!815 = !DILocation(line: 0, scope: !757, inlinedAt: !816)
!816 = distinct !DILocation(line: 83, column: 70, scope: !728)
!817 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !816)
!818 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !816)
!819 = !DILocation(line: 83, column: 84, scope: !728)
!820 = !DILocation(line: 83, column: 86, scope: !728)
!821 = !DILocation(line: 83, column: 97, scope: !728)
!822 = !DILocation(line: 83, column: 99, scope: !728)
!823 = distinct !{!823, !782, !824, !498}
!824 = !DILocation(line: 83, column: 114, scope: !722)
!825 = !DILocation(line: 84, column: 5, scope: !722)
!826 = distinct !DISubprogram(name: "p_repeat", scope: !2, file: !2, line: 57, type: !723, scopeLine: 57, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !827)
!827 = !{!828, !829, !833, !834}
!828 = !DILocalVariable(name: "a", scope: !826, file: !2, line: 58, type: !333)
!829 = !DILocalVariable(name: "mn", scope: !830, file: !2, line: 60, type: !184)
!830 = distinct !DILexicalBlock(scope: !831, file: !2, line: 59, column: 14)
!831 = distinct !DILexicalBlock(scope: !832, file: !2, line: 59, column: 5)
!832 = distinct !DILexicalBlock(scope: !826, file: !2, line: 59, column: 5)
!833 = !DILocalVariable(name: "mx", scope: !830, file: !2, line: 60, type: !184)
!834 = !DILocalVariable(name: "r", scope: !830, file: !2, line: 70, type: !333)
!835 = !DILocation(line: 30, column: 15, scope: !836, inlinedAt: !866)
!836 = distinct !DISubprogram(name: "p_atom", scope: !2, file: !2, line: 29, type: !723, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !837)
!837 = !{!838, !839, !842, !845, !846, !847, !849, !852, !853, !855, !858, !861, !864, !865}
!838 = !DILocalVariable(name: "c", scope: !836, file: !2, line: 30, type: !4)
!839 = !DILocalVariable(name: "n", scope: !840, file: !2, line: 31, type: !333)
!840 = distinct !DILexicalBlock(scope: !841, file: !2, line: 31, column: 19)
!841 = distinct !DILexicalBlock(scope: !836, file: !2, line: 31, column: 9)
!842 = !DILocalVariable(name: "n", scope: !843, file: !2, line: 36, type: !333)
!843 = distinct !DILexicalBlock(scope: !844, file: !2, line: 35, column: 19)
!844 = distinct !DILexicalBlock(scope: !836, file: !2, line: 35, column: 9)
!845 = !DILocalVariable(name: "neg", scope: !843, file: !2, line: 36, type: !184)
!846 = !DILocalVariable(name: "first", scope: !843, file: !2, line: 37, type: !184)
!847 = !DILocalVariable(name: "lo", scope: !848, file: !2, line: 39, type: !184)
!848 = distinct !DILexicalBlock(scope: !843, file: !2, line: 38, column: 46)
!849 = !DILocalVariable(name: "e", scope: !850, file: !2, line: 40, type: !4)
!850 = distinct !DILexicalBlock(scope: !851, file: !2, line: 40, column: 36)
!851 = distinct !DILexicalBlock(scope: !848, file: !2, line: 40, column: 17)
!852 = !DILocalVariable(name: "hi", scope: !848, file: !2, line: 41, type: !184)
!853 = !DILocalVariable(name: "ch", scope: !854, file: !2, line: 43, type: !184)
!854 = distinct !DILexicalBlock(scope: !848, file: !2, line: 43, column: 13)
!855 = !DILocalVariable(name: "i", scope: !856, file: !2, line: 46, type: !184)
!856 = distinct !DILexicalBlock(scope: !857, file: !2, line: 46, column: 18)
!857 = distinct !DILexicalBlock(scope: !843, file: !2, line: 46, column: 13)
!858 = !DILocalVariable(name: "e", scope: !859, file: !2, line: 50, type: !4)
!859 = distinct !DILexicalBlock(scope: !860, file: !2, line: 49, column: 20)
!860 = distinct !DILexicalBlock(scope: !836, file: !2, line: 49, column: 9)
!861 = !DILocalVariable(name: "n", scope: !862, file: !2, line: 51, type: !333)
!862 = distinct !DILexicalBlock(scope: !863, file: !2, line: 51, column: 39)
!863 = distinct !DILexicalBlock(scope: !859, file: !2, line: 51, column: 13)
!864 = !DILocalVariable(name: "n", scope: !859, file: !2, line: 52, type: !333)
!865 = !DILocalVariable(name: "n", scope: !836, file: !2, line: 55, type: !333)
!866 = distinct !DILocation(line: 58, column: 15, scope: !826)
!867 = !DILocation(line: 30, column: 14, scope: !836, inlinedAt: !866)
!868 = !DILocation(line: 0, scope: !836, inlinedAt: !866)
!869 = !DILocation(line: 31, column: 9, scope: !836, inlinedAt: !866)
!870 = !DILocation(line: 31, column: 23, scope: !840, inlinedAt: !866)
!871 = !DILocation(line: 31, column: 37, scope: !840, inlinedAt: !866)
!872 = !DILocation(line: 0, scope: !840, inlinedAt: !866)
!873 = !DILocation(line: 31, column: 51, scope: !874, inlinedAt: !866)
!874 = distinct !DILexicalBlock(scope: !840, file: !2, line: 31, column: 50)
!875 = !DILocation(line: 31, column: 50, scope: !874, inlinedAt: !866)
!876 = !DILocation(line: 31, column: 54, scope: !874, inlinedAt: !866)
!877 = !DILocation(line: 31, column: 50, scope: !840, inlinedAt: !866)
!878 = !DILocation(line: 31, column: 69, scope: !879, inlinedAt: !866)
!879 = distinct !DILexicalBlock(scope: !874, file: !2, line: 31, column: 62)
!880 = !DILocation(line: 31, column: 84, scope: !879, inlinedAt: !866)
!881 = !DILocation(line: 31, column: 98, scope: !840, inlinedAt: !866)
!882 = !DILocation(line: 31, column: 102, scope: !840, inlinedAt: !866)
!883 = !DILocation(line: 32, column: 23, scope: !884, inlinedAt: !866)
!884 = distinct !DILexicalBlock(scope: !885, file: !2, line: 32, column: 19)
!885 = distinct !DILexicalBlock(scope: !836, file: !2, line: 32, column: 9)
!886 = !DILocation(line: 0, scope: !757, inlinedAt: !887)
!887 = distinct !DILocation(line: 32, column: 34, scope: !884, inlinedAt: !866)
!888 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !887)
!889 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !887)
!890 = !DILocation(line: 32, column: 27, scope: !884, inlinedAt: !866)
!891 = !DILocation(line: 33, column: 23, scope: !892, inlinedAt: !866)
!892 = distinct !DILexicalBlock(scope: !893, file: !2, line: 33, column: 19)
!893 = distinct !DILexicalBlock(scope: !836, file: !2, line: 33, column: 9)
!894 = !DILocation(line: 0, scope: !757, inlinedAt: !895)
!895 = distinct !DILocation(line: 33, column: 34, scope: !892, inlinedAt: !866)
!896 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !895)
!897 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !895)
!898 = !DILocation(line: 33, column: 27, scope: !892, inlinedAt: !866)
!899 = !DILocation(line: 34, column: 23, scope: !900, inlinedAt: !866)
!900 = distinct !DILexicalBlock(scope: !901, file: !2, line: 34, column: 19)
!901 = distinct !DILexicalBlock(scope: !836, file: !2, line: 34, column: 9)
!902 = !DILocation(line: 0, scope: !757, inlinedAt: !903)
!903 = distinct !DILocation(line: 34, column: 34, scope: !900, inlinedAt: !866)
!904 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !903)
!905 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !903)
!906 = !DILocation(line: 34, column: 27, scope: !900, inlinedAt: !866)
!907 = !DILocation(line: 36, column: 11, scope: !843, inlinedAt: !866)
!908 = !DILocation(line: 0, scope: !757, inlinedAt: !909)
!909 = distinct !DILocation(line: 36, column: 25, scope: !843, inlinedAt: !866)
!910 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !909)
!911 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !909)
!912 = !DILocation(line: 0, scope: !843, inlinedAt: !866)
!913 = !DILocation(line: 36, column: 55, scope: !914, inlinedAt: !866)
!914 = distinct !DILexicalBlock(scope: !843, file: !2, line: 36, column: 55)
!915 = !DILocation(line: 36, column: 59, scope: !914, inlinedAt: !866)
!916 = !DILocation(line: 36, column: 55, scope: !843, inlinedAt: !866)
!917 = !DILocation(line: 36, column: 80, scope: !918, inlinedAt: !866)
!918 = distinct !DILexicalBlock(scope: !914, file: !2, line: 36, column: 67)
!919 = !DILocation(line: 38, column: 16, scope: !843, inlinedAt: !866)
!920 = !DILocation(line: 36, column: 84, scope: !918, inlinedAt: !866)
!921 = !DILocation(line: 38, column: 20, scope: !843, inlinedAt: !866)
!922 = !DILocation(line: 39, column: 51, scope: !848, inlinedAt: !866)
!923 = !DILocation(line: 0, scope: !848, inlinedAt: !866)
!924 = !DILocation(line: 40, column: 20, scope: !851, inlinedAt: !866)
!925 = !DILocation(line: 40, column: 28, scope: !851, inlinedAt: !866)
!926 = !DILocation(line: 40, column: 31, scope: !851, inlinedAt: !866)
!927 = !DILocation(line: 40, column: 17, scope: !848, inlinedAt: !866)
!928 = !DILocation(line: 40, column: 50, scope: !850, inlinedAt: !866)
!929 = !DILocation(line: 0, scope: !850, inlinedAt: !866)
!930 = !DILocation(line: 40, column: 75, scope: !931, inlinedAt: !866)
!931 = distinct !DILexicalBlock(scope: !850, file: !2, line: 40, column: 58)
!932 = !DILocation(line: 40, column: 58, scope: !931, inlinedAt: !866)
!933 = !DILocation(line: 40, column: 58, scope: !850, inlinedAt: !866)
!934 = !DILocalVariable(name: "c", arg: 1, scope: !935, file: !2, line: 17, type: !938)
!935 = distinct !DISubprogram(name: "cls_escape", scope: !2, file: !2, line: 17, type: !936, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !939)
!936 = !DISubroutineType(types: !937)
!937 = !{null, !938, !4}
!938 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !186, size: 64)
!939 = !{!934, !940, !941, !943}
!940 = !DILocalVariable(name: "e", arg: 2, scope: !935, file: !2, line: 17, type: !4)
!941 = !DILocalVariable(name: "ch", scope: !942, file: !2, line: 18, type: !184)
!942 = distinct !DILexicalBlock(scope: !935, file: !2, line: 18, column: 5)
!943 = !DILocalVariable(name: "in", scope: !944, file: !2, line: 19, type: !184)
!944 = distinct !DILexicalBlock(scope: !945, file: !2, line: 18, column: 38)
!945 = distinct !DILexicalBlock(scope: !942, file: !2, line: 18, column: 5)
!946 = !DILocation(line: 0, scope: !935, inlinedAt: !947)
!947 = distinct !DILocation(line: 40, column: 81, scope: !948, inlinedAt: !866)
!948 = distinct !DILexicalBlock(scope: !931, file: !2, line: 40, column: 79)
!949 = !DILocation(line: 0, scope: !942, inlinedAt: !947)
!950 = !DILocation(line: 18, column: 5, scope: !942, inlinedAt: !947)
!951 = !DILocation(line: 19, column: 27, scope: !944, inlinedAt: !947)
!952 = !DILocation(line: 19, column: 52, scope: !944, inlinedAt: !947)
!953 = !DILocation(line: 19, column: 18, scope: !944, inlinedAt: !947)
!954 = !DILocation(line: 19, column: 103, scope: !944, inlinedAt: !947)
!955 = !DILocation(line: 19, column: 200, scope: !944, inlinedAt: !947)
!956 = !DILocation(line: 0, scope: !944, inlinedAt: !947)
!957 = !DILocation(line: 21, column: 13, scope: !944, inlinedAt: !947)
!958 = !DILocation(line: 20, column: 22, scope: !959, inlinedAt: !947)
!959 = distinct !DILexicalBlock(scope: !944, file: !2, line: 20, column: 13)
!960 = !DILocalVariable(name: "c", arg: 1, scope: !961, file: !2, line: 15, type: !938)
!961 = distinct !DISubprogram(name: "cls_set", scope: !2, file: !2, line: 15, type: !962, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !964)
!962 = !DISubroutineType(types: !963)
!963 = !{null, !938, !184}
!964 = !{!960, !965}
!965 = !DILocalVariable(name: "ch", arg: 2, scope: !961, file: !2, line: 15, type: !184)
!966 = !DILocation(line: 0, scope: !961, inlinedAt: !967)
!967 = distinct !DILocation(line: 21, column: 17, scope: !968, inlinedAt: !947)
!968 = distinct !DILexicalBlock(scope: !944, file: !2, line: 21, column: 13)
!969 = !DILocation(line: 15, column: 76, scope: !961, inlinedAt: !967)
!970 = !DILocation(line: 15, column: 69, scope: !961, inlinedAt: !967)
!971 = !DILocation(line: 15, column: 48, scope: !961, inlinedAt: !967)
!972 = !DILocation(line: 15, column: 43, scope: !961, inlinedAt: !967)
!973 = !DILocation(line: 15, column: 54, scope: !961, inlinedAt: !967)
!974 = !DILocation(line: 21, column: 17, scope: !968, inlinedAt: !947)
!975 = !DILocation(line: 18, column: 34, scope: !945, inlinedAt: !947)
!976 = !DILocation(line: 18, column: 25, scope: !945, inlinedAt: !947)
!977 = distinct !{!977, !950, !978, !498}
!978 = !DILocation(line: 22, column: 5, scope: !942, inlinedAt: !947)
!979 = !DILocation(line: 40, column: 123, scope: !850, inlinedAt: !866)
!980 = !DILocation(line: 40, column: 121, scope: !850, inlinedAt: !866)
!981 = !DILocation(line: 42, column: 17, scope: !982, inlinedAt: !866)
!982 = distinct !DILexicalBlock(scope: !848, file: !2, line: 42, column: 17)
!983 = !DILocation(line: 39, column: 28, scope: !848, inlinedAt: !866)
!984 = !DILocation(line: 42, column: 21, scope: !982, inlinedAt: !866)
!985 = !DILocation(line: 42, column: 28, scope: !982, inlinedAt: !866)
!986 = !DILocation(line: 42, column: 31, scope: !982, inlinedAt: !866)
!987 = !DILocation(line: 42, column: 37, scope: !982, inlinedAt: !866)
!988 = !DILocation(line: 42, column: 85, scope: !989, inlinedAt: !866)
!989 = distinct !DILexicalBlock(scope: !982, file: !2, line: 42, column: 54)
!990 = !DILocation(line: 42, column: 67, scope: !989, inlinedAt: !866)
!991 = !DILocation(line: 0, scope: !854, inlinedAt: !866)
!992 = !DILocation(line: 43, column: 34, scope: !993, inlinedAt: !866)
!993 = distinct !DILexicalBlock(scope: !854, file: !2, line: 43, column: 13)
!994 = !DILocation(line: 43, column: 13, scope: !854, inlinedAt: !866)
!995 = !DILocation(line: 0, scope: !961, inlinedAt: !996)
!996 = distinct !DILocation(line: 43, column: 47, scope: !993, inlinedAt: !866)
!997 = !DILocation(line: 15, column: 76, scope: !961, inlinedAt: !996)
!998 = !DILocation(line: 15, column: 69, scope: !961, inlinedAt: !996)
!999 = !DILocation(line: 15, column: 48, scope: !961, inlinedAt: !996)
!1000 = !DILocation(line: 15, column: 43, scope: !961, inlinedAt: !996)
!1001 = !DILocation(line: 15, column: 54, scope: !961, inlinedAt: !996)
!1002 = !DILocation(line: 43, column: 43, scope: !993, inlinedAt: !866)
!1003 = distinct !{!1003, !994, !1004, !498}
!1004 = !DILocation(line: 43, column: 65, scope: !854, inlinedAt: !866)
!1005 = !DILocation(line: 45, column: 30, scope: !1006, inlinedAt: !866)
!1006 = distinct !DILexicalBlock(scope: !843, file: !2, line: 45, column: 13)
!1007 = !DILocation(line: 45, column: 25, scope: !1006, inlinedAt: !866)
!1008 = !DILocation(line: 45, column: 52, scope: !1006, inlinedAt: !866)
!1009 = !DILocation(line: 46, column: 13, scope: !843, inlinedAt: !866)
!1010 = !DILocation(line: 0, scope: !856, inlinedAt: !866)
!1011 = !DILocation(line: 46, column: 69, scope: !1012, inlinedAt: !866)
!1012 = distinct !DILexicalBlock(scope: !856, file: !2, line: 46, column: 18)
!1013 = !DILocation(line: 46, column: 68, scope: !1012, inlinedAt: !866)
!1014 = !DILocation(line: 46, column: 57, scope: !1012, inlinedAt: !866)
!1015 = !DILocation(line: 59, column: 5, scope: !826)
!1016 = !DILocation(line: 50, column: 11, scope: !859, inlinedAt: !866)
!1017 = !DILocation(line: 50, column: 27, scope: !859, inlinedAt: !866)
!1018 = !DILocation(line: 50, column: 24, scope: !859, inlinedAt: !866)
!1019 = !DILocation(line: 0, scope: !859, inlinedAt: !866)
!1020 = !DILocation(line: 51, column: 13, scope: !863, inlinedAt: !866)
!1021 = !DILocation(line: 51, column: 15, scope: !863, inlinedAt: !866)
!1022 = !DILocation(line: 51, column: 18, scope: !863, inlinedAt: !866)
!1023 = !DILocation(line: 51, column: 13, scope: !859, inlinedAt: !866)
!1024 = !DILocation(line: 0, scope: !757, inlinedAt: !1025)
!1025 = distinct !DILocation(line: 51, column: 51, scope: !862, inlinedAt: !866)
!1026 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !1025)
!1027 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !1025)
!1028 = !DILocation(line: 0, scope: !862, inlinedAt: !866)
!1029 = !DILocation(line: 51, column: 78, scope: !862, inlinedAt: !866)
!1030 = !DILocation(line: 0, scope: !935, inlinedAt: !1031)
!1031 = distinct !DILocation(line: 51, column: 64, scope: !862, inlinedAt: !866)
!1032 = !DILocation(line: 0, scope: !942, inlinedAt: !1031)
!1033 = !DILocation(line: 18, column: 5, scope: !942, inlinedAt: !1031)
!1034 = !DILocation(line: 19, column: 27, scope: !944, inlinedAt: !1031)
!1035 = !DILocation(line: 19, column: 52, scope: !944, inlinedAt: !1031)
!1036 = !DILocation(line: 19, column: 18, scope: !944, inlinedAt: !1031)
!1037 = !DILocation(line: 19, column: 103, scope: !944, inlinedAt: !1031)
!1038 = !DILocation(line: 19, column: 200, scope: !944, inlinedAt: !1031)
!1039 = !DILocation(line: 0, scope: !944, inlinedAt: !1031)
!1040 = !DILocation(line: 21, column: 13, scope: !944, inlinedAt: !1031)
!1041 = !DILocation(line: 20, column: 22, scope: !959, inlinedAt: !1031)
!1042 = !DILocation(line: 0, scope: !961, inlinedAt: !1043)
!1043 = distinct !DILocation(line: 21, column: 17, scope: !968, inlinedAt: !1031)
!1044 = !DILocation(line: 15, column: 76, scope: !961, inlinedAt: !1043)
!1045 = !DILocation(line: 15, column: 69, scope: !961, inlinedAt: !1043)
!1046 = !DILocation(line: 15, column: 48, scope: !961, inlinedAt: !1043)
!1047 = !DILocation(line: 15, column: 43, scope: !961, inlinedAt: !1043)
!1048 = !DILocation(line: 15, column: 54, scope: !961, inlinedAt: !1043)
!1049 = !DILocation(line: 21, column: 17, scope: !968, inlinedAt: !1031)
!1050 = !DILocation(line: 18, column: 34, scope: !945, inlinedAt: !1031)
!1051 = !DILocation(line: 18, column: 25, scope: !945, inlinedAt: !1031)
!1052 = distinct !{!1052, !1033, !1053, !498}
!1053 = !DILocation(line: 22, column: 5, scope: !942, inlinedAt: !1031)
!1054 = !DILocation(line: 0, scope: !757, inlinedAt: !1055)
!1055 = distinct !DILocation(line: 52, column: 19, scope: !859, inlinedAt: !866)
!1056 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !1055)
!1057 = !DILocation(line: 52, column: 41, scope: !859, inlinedAt: !866)
!1058 = !DILocation(line: 52, column: 39, scope: !859, inlinedAt: !866)
!1059 = !DILocation(line: 52, column: 34, scope: !859, inlinedAt: !866)
!1060 = !DILocation(line: 52, column: 37, scope: !859, inlinedAt: !866)
!1061 = !{!716, !457, i64 4}
!1062 = !DILocation(line: 54, column: 91, scope: !1063, inlinedAt: !866)
!1063 = distinct !DILexicalBlock(scope: !1064, file: !2, line: 54, column: 73)
!1064 = distinct !DILexicalBlock(scope: !836, file: !2, line: 54, column: 9)
!1065 = !DILocation(line: 54, column: 80, scope: !1063, inlinedAt: !866)
!1066 = !DILocation(line: 0, scope: !757, inlinedAt: !1067)
!1067 = distinct !DILocation(line: 54, column: 152, scope: !1063, inlinedAt: !866)
!1068 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !1067)
!1069 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !1067)
!1070 = !DILocation(line: 54, column: 145, scope: !1063, inlinedAt: !866)
!1071 = !DILocation(line: 55, column: 7, scope: !836, inlinedAt: !866)
!1072 = !DILocation(line: 0, scope: !757, inlinedAt: !1073)
!1073 = distinct !DILocation(line: 55, column: 21, scope: !836, inlinedAt: !866)
!1074 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !1073)
!1075 = !DILocation(line: 55, column: 41, scope: !836, inlinedAt: !866)
!1076 = !DILocation(line: 55, column: 36, scope: !836, inlinedAt: !866)
!1077 = !DILocation(line: 55, column: 39, scope: !836, inlinedAt: !866)
!1078 = !DILocation(line: 59, column: 5, scope: !832)
!1079 = !DILocation(line: 0, scope: !826)
!1080 = !DILocation(line: 61, column: 13, scope: !1081)
!1081 = distinct !DILexicalBlock(scope: !830, file: !2, line: 61, column: 13)
!1082 = !DILocation(line: 61, column: 13, scope: !830)
!1083 = !DILocation(line: 0, scope: !830)
!1084 = !DILocation(line: 62, column: 55, scope: !1085)
!1085 = distinct !DILexicalBlock(scope: !1086, file: !2, line: 62, column: 30)
!1086 = distinct !DILexicalBlock(scope: !1081, file: !2, line: 62, column: 18)
!1087 = !DILocation(line: 63, column: 54, scope: !1088)
!1088 = distinct !DILexicalBlock(scope: !1089, file: !2, line: 63, column: 30)
!1089 = distinct !DILexicalBlock(scope: !1086, file: !2, line: 63, column: 18)
!1090 = !DILocation(line: 64, column: 32, scope: !1091)
!1091 = distinct !DILexicalBlock(scope: !1089, file: !2, line: 64, column: 18)
!1092 = !DILocation(line: 64, column: 45, scope: !1091)
!1093 = !DILocation(line: 65, column: 15, scope: !1094)
!1094 = distinct !DILexicalBlock(scope: !1091, file: !2, line: 64, column: 62)
!1095 = !DILocation(line: 65, column: 34, scope: !1094)
!1096 = !DILocation(line: 65, column: 45, scope: !1094)
!1097 = !DILocation(line: 65, column: 68, scope: !1094)
!1098 = !DILocation(line: 65, column: 79, scope: !1094)
!1099 = !DILocation(line: 65, column: 76, scope: !1094)
!1100 = !DILocation(line: 65, column: 82, scope: !1094)
!1101 = !DILocation(line: 65, column: 73, scope: !1094)
!1102 = distinct !{!1102, !1103, !1104, !498}
!1103 = !DILocation(line: 65, column: 27, scope: !1094)
!1104 = !DILocation(line: 65, column: 87, scope: !1094)
!1105 = !DILocation(line: 65, scope: !1094)
!1106 = !DILocation(line: 66, column: 30, scope: !1107)
!1107 = distinct !DILexicalBlock(scope: !1094, file: !2, line: 66, column: 26)
!1108 = !DILocation(line: 66, column: 26, scope: !1094)
!1109 = !DILocation(line: 66, column: 42, scope: !1110)
!1110 = distinct !DILexicalBlock(scope: !1107, file: !2, line: 66, column: 38)
!1111 = !DILocation(line: 66, column: 50, scope: !1112)
!1112 = distinct !DILexicalBlock(scope: !1110, file: !2, line: 66, column: 50)
!1113 = !DILocation(line: 66, column: 54, scope: !1112)
!1114 = !DILocation(line: 66, column: 50, scope: !1110)
!1115 = !DILocation(line: 66, column: 104, scope: !1116)
!1116 = distinct !DILexicalBlock(scope: !1112, file: !2, line: 66, column: 76)
!1117 = !DILocation(line: 66, column: 127, scope: !1116)
!1118 = !DILocation(line: 66, column: 138, scope: !1116)
!1119 = !DILocation(line: 66, column: 135, scope: !1116)
!1120 = !DILocation(line: 66, column: 141, scope: !1116)
!1121 = !DILocation(line: 66, column: 132, scope: !1116)
!1122 = !DILocation(line: 66, column: 93, scope: !1116)
!1123 = distinct !{!1123, !1124, !1125, !498}
!1124 = !DILocation(line: 66, column: 86, scope: !1116)
!1125 = !DILocation(line: 66, column: 146, scope: !1116)
!1126 = !DILocation(line: 67, column: 17, scope: !1127)
!1127 = distinct !DILexicalBlock(scope: !1094, file: !2, line: 67, column: 17)
!1128 = !DILocation(line: 66, scope: !1094)
!1129 = !DILocation(line: 67, column: 21, scope: !1127)
!1130 = !DILocation(line: 67, column: 17, scope: !1094)
!1131 = !DILocation(line: 67, column: 62, scope: !1094)
!1132 = !DILocation(line: 68, column: 20, scope: !1133)
!1133 = distinct !DILexicalBlock(scope: !1094, file: !2, line: 68, column: 17)
!1134 = !DILocation(line: 68, column: 25, scope: !1133)
!1135 = !DILocation(line: 0, scope: !1081)
!1136 = !DILocation(line: 14, column: 38, scope: !757, inlinedAt: !1137)
!1137 = distinct !DILocation(line: 70, column: 19, scope: !830)
!1138 = !DILocation(line: 0, scope: !757, inlinedAt: !1137)
!1139 = !DILocation(line: 14, column: 65, scope: !757, inlinedAt: !1137)
!1140 = !DILocation(line: 70, column: 36, scope: !830)
!1141 = !DILocation(line: 70, column: 38, scope: !830)
!1142 = !DILocation(line: 70, column: 46, scope: !830)
!1143 = !DILocation(line: 70, column: 50, scope: !830)
!1144 = !{!716, !457, i64 56}
!1145 = !DILocation(line: 70, column: 59, scope: !830)
!1146 = !DILocation(line: 70, column: 63, scope: !830)
!1147 = !{!716, !457, i64 60}
!1148 = distinct !{!1148, !1078, !1149}
!1149 = !DILocation(line: 71, column: 5, scope: !832)
!1150 = !DILocation(line: 0, scope: !1094)
!1151 = !DILocation(line: 72, column: 1, scope: !826)
!1152 = !DISubprogram(name: "calloc", scope: !1153, file: !1153, line: 556, type: !1154, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1153 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!1154 = !DISubroutineType(types: !1155)
!1155 = !{!1156, !1157, !1157}
!1156 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!1157 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !1158, line: 18, baseType: !1159)
!1158 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!1159 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!1160 = distinct !DISubprogram(name: "build", scope: !2, file: !2, line: 141, type: !1161, scopeLine: 141, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !1163)
!1161 = !DISubroutineType(types: !1162)
!1162 = !{!444, !439}
!1163 = !{!1164, !1165, !1166, !1169, !1170, !1172, !1174, !1177, !1178, !1179, !1181, !1184, !1185}
!1164 = !DILocalVariable(name: "n", arg: 1, scope: !1160, file: !2, line: 141, type: !439)
!1165 = !DILocalVariable(name: "f", scope: !1160, file: !2, line: 142, type: !444)
!1166 = !DILocalVariable(name: "a", scope: !1167, file: !2, line: 151, type: !444)
!1167 = distinct !DILexicalBlock(scope: !1168, file: !2, line: 151, column: 17)
!1168 = distinct !DILexicalBlock(scope: !1160, file: !2, line: 143, column: 19)
!1169 = !DILocalVariable(name: "b", scope: !1167, file: !2, line: 151, type: !444)
!1170 = !DILocalVariable(name: "acc", scope: !1171, file: !2, line: 153, type: !444)
!1171 = distinct !DILexicalBlock(scope: !1168, file: !2, line: 152, column: 20)
!1172 = !DILocalVariable(name: "i", scope: !1173, file: !2, line: 154, type: !184)
!1173 = distinct !DILexicalBlock(scope: !1171, file: !2, line: 154, column: 9)
!1174 = !DILocalVariable(name: "a", scope: !1175, file: !2, line: 156, type: !444)
!1175 = distinct !DILexicalBlock(scope: !1176, file: !2, line: 155, column: 25)
!1176 = distinct !DILexicalBlock(scope: !1171, file: !2, line: 155, column: 13)
!1177 = !DILocalVariable(name: "sp", scope: !1175, file: !2, line: 156, type: !184)
!1178 = !DILocalVariable(name: "loop", scope: !1175, file: !2, line: 157, type: !444)
!1179 = !DILocalVariable(name: "i", scope: !1180, file: !2, line: 160, type: !184)
!1180 = distinct !DILexicalBlock(scope: !1171, file: !2, line: 160, column: 9)
!1181 = !DILocalVariable(name: "a", scope: !1182, file: !2, line: 161, type: !444)
!1182 = distinct !DILexicalBlock(scope: !1183, file: !2, line: 160, column: 47)
!1183 = distinct !DILexicalBlock(scope: !1180, file: !2, line: 160, column: 9)
!1184 = !DILocalVariable(name: "sp", scope: !1182, file: !2, line: 161, type: !184)
!1185 = !DILocalVariable(name: "opt", scope: !1182, file: !2, line: 162, type: !444)
!1186 = !DILocalVariable(name: "b", arg: 2, scope: !1187, file: !2, line: 140, type: !444)
!1187 = distinct !DISubprogram(name: "cat", scope: !2, file: !2, line: 140, type: !1188, scopeLine: 140, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !1190)
!1188 = !DISubroutineType(types: !1189)
!1189 = !{!444, !444, !444}
!1190 = !{!1191, !1186}
!1191 = !DILocalVariable(name: "a", arg: 1, scope: !1187, file: !2, line: 140, type: !444)
!1192 = !DILocation(line: 140, column: 30, scope: !1187, inlinedAt: !1193)
!1193 = distinct !DILocation(line: 163, column: 19, scope: !1182)
!1194 = !DILocation(line: 140, column: 30, scope: !1187, inlinedAt: !1195)
!1195 = distinct !DILocation(line: 158, column: 20, scope: !1175)
!1196 = !DILocation(line: 140, column: 30, scope: !1187, inlinedAt: !1197)
!1197 = distinct !DILocation(line: 154, column: 48, scope: !1198)
!1198 = distinct !DILexicalBlock(scope: !1173, file: !2, line: 154, column: 9)
!1199 = !DILocation(line: 140, column: 30, scope: !1187, inlinedAt: !1200)
!1200 = distinct !DILocation(line: 150, column: 24, scope: !1168)
!1201 = distinct !DIAssignID()
!1202 = !DILocation(line: 0, scope: !1160)
!1203 = distinct !DIAssignID()
!1204 = !DILocation(line: 0, scope: !1167)
!1205 = distinct !DIAssignID()
!1206 = distinct !DIAssignID()
!1207 = !DILocation(line: 0, scope: !1171)
!1208 = !DILocalVariable(name: "f", scope: !1209, file: !2, line: 139, type: !444)
!1209 = distinct !DISubprogram(name: "build_empty", scope: !2, file: !2, line: 139, type: !1210, scopeLine: 139, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !1212)
!1210 = !DISubroutineType(types: !1211)
!1211 = !{!444}
!1212 = !{!1208}
!1213 = !DILocation(line: 139, column: 38, scope: !1209, inlinedAt: !1214)
!1214 = distinct !DILocation(line: 153, column: 20, scope: !1171)
!1215 = distinct !DIAssignID()
!1216 = !DILocation(line: 0, scope: !1175)
!1217 = distinct !DIAssignID()
!1218 = !DILocation(line: 0, scope: !1182)
!1219 = distinct !DIAssignID()
!1220 = !DILocation(line: 142, column: 5, scope: !1160)
!1221 = !DILocation(line: 142, column: 15, scope: !1160)
!1222 = !DILocation(line: 142, column: 22, scope: !1160)
!1223 = distinct !DIAssignID()
!1224 = !DILocation(line: 143, column: 16, scope: !1160)
!1225 = !DILocation(line: 143, column: 5, scope: !1160)
!1226 = !{!1227}
!1227 = distinct !{!1227, !1228, !"build_empty: argument 0"}
!1228 = distinct !{!1228, !"build_empty"}
!1229 = !DILocation(line: 144, column: 26, scope: !1168)
!1230 = !DILocation(line: 139, column: 38, scope: !1209, inlinedAt: !1231)
!1231 = distinct !DILocation(line: 144, column: 26, scope: !1168)
!1232 = !DILocation(line: 0, scope: !461, inlinedAt: !1233)
!1233 = distinct !DILocation(line: 139, column: 51, scope: !1209, inlinedAt: !1231)
!1234 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1233)
!1235 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1233)
!1236 = !DILocation(line: 134, column: 57, scope: !461, inlinedAt: !1233)
!1237 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1233)
!1238 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !1233)
!1239 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1233)
!1240 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1233)
!1241 = !DILocation(line: 139, column: 49, scope: !1209, inlinedAt: !1231)
!1242 = !DILocation(line: 139, column: 71, scope: !1209, inlinedAt: !1231)
!1243 = !DILocalVariable(name: "f", arg: 1, scope: !1244, file: !2, line: 136, type: !479)
!1244 = distinct !DISubprogram(name: "add_hole", scope: !2, file: !2, line: 136, type: !1245, scopeLine: 136, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !1247)
!1245 = !DISubroutineType(types: !1246)
!1246 = !{null, !479, !276}
!1247 = !{!1243, !1248}
!1248 = !DILocalVariable(name: "h", arg: 2, scope: !1244, file: !2, line: 136, type: !276)
!1249 = !DILocation(line: 0, scope: !1244, inlinedAt: !1250)
!1250 = distinct !DILocation(line: 139, column: 83, scope: !1209, inlinedAt: !1231)
!1251 = !DILocation(line: 136, column: 44, scope: !1244, inlinedAt: !1250)
!1252 = !DILocation(line: 136, column: 59, scope: !1244, inlinedAt: !1250)
!1253 = !DILocation(line: 136, column: 63, scope: !1244, inlinedAt: !1250)
!1254 = !DILocation(line: 144, column: 19, scope: !1168)
!1255 = !DILocation(line: 0, scope: !461, inlinedAt: !1256)
!1256 = distinct !DILocation(line: 145, column: 28, scope: !1168)
!1257 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1256)
!1258 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1256)
!1259 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1256)
!1260 = !DILocation(line: 134, column: 71, scope: !461, inlinedAt: !1256)
!1261 = !DILocation(line: 134, column: 76, scope: !461, inlinedAt: !1256)
!1262 = !{!472, !457, i64 12}
!1263 = !DILocation(line: 134, column: 57, scope: !461, inlinedAt: !1256)
!1264 = !DILocation(line: 134, column: 61, scope: !461, inlinedAt: !1256)
!1265 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1256)
!1266 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !1256)
!1267 = !DILocation(line: 134, column: 110, scope: !461, inlinedAt: !1256)
!1268 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1256)
!1269 = !DILocation(line: 145, column: 26, scope: !1168)
!1270 = distinct !DIAssignID()
!1271 = !DILocation(line: 145, column: 67, scope: !1168)
!1272 = !DILocation(line: 145, column: 62, scope: !1168)
!1273 = !DILocation(line: 0, scope: !1244, inlinedAt: !1274)
!1274 = distinct !DILocation(line: 145, column: 71, scope: !1168)
!1275 = !DILocation(line: 136, column: 44, scope: !1244, inlinedAt: !1274)
!1276 = !DILocation(line: 136, column: 59, scope: !1244, inlinedAt: !1274)
!1277 = distinct !DIAssignID()
!1278 = !DILocation(line: 136, column: 63, scope: !1244, inlinedAt: !1274)
!1279 = !DILocation(line: 145, column: 110, scope: !1168)
!1280 = !{i64 0, i64 4, !456, i64 8, i64 512, !421, i64 520, i64 4, !456}
!1281 = !DILocation(line: 145, column: 103, scope: !1168)
!1282 = !DILocation(line: 0, scope: !461, inlinedAt: !1283)
!1283 = distinct !DILocation(line: 146, column: 27, scope: !1168)
!1284 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1283)
!1285 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1283)
!1286 = !DILocation(line: 134, column: 57, scope: !461, inlinedAt: !1283)
!1287 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1283)
!1288 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !1283)
!1289 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1283)
!1290 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1283)
!1291 = !DILocation(line: 146, column: 25, scope: !1168)
!1292 = distinct !DIAssignID()
!1293 = !DILocation(line: 0, scope: !1244, inlinedAt: !1294)
!1294 = distinct !DILocation(line: 146, column: 45, scope: !1168)
!1295 = !DILocation(line: 136, column: 44, scope: !1244, inlinedAt: !1294)
!1296 = !DILocation(line: 136, column: 59, scope: !1244, inlinedAt: !1294)
!1297 = distinct !DIAssignID()
!1298 = !DILocation(line: 136, column: 63, scope: !1244, inlinedAt: !1294)
!1299 = !DILocation(line: 146, column: 84, scope: !1168)
!1300 = !DILocation(line: 146, column: 77, scope: !1168)
!1301 = !DILocation(line: 0, scope: !461, inlinedAt: !1302)
!1302 = distinct !DILocation(line: 147, column: 29, scope: !1168)
!1303 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1302)
!1304 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1302)
!1305 = !DILocation(line: 134, column: 57, scope: !461, inlinedAt: !1302)
!1306 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1302)
!1307 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1302)
!1308 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1302)
!1309 = !DILocation(line: 147, column: 27, scope: !1168)
!1310 = distinct !DIAssignID()
!1311 = !DILocation(line: 147, column: 70, scope: !1168)
!1312 = !DILocation(line: 147, column: 65, scope: !1168)
!1313 = !DILocation(line: 0, scope: !1244, inlinedAt: !1314)
!1314 = distinct !DILocation(line: 147, column: 75, scope: !1168)
!1315 = !DILocation(line: 136, column: 44, scope: !1244, inlinedAt: !1314)
!1316 = !DILocation(line: 136, column: 59, scope: !1244, inlinedAt: !1314)
!1317 = distinct !DIAssignID()
!1318 = !DILocation(line: 136, column: 63, scope: !1244, inlinedAt: !1314)
!1319 = !DILocation(line: 147, column: 114, scope: !1168)
!1320 = !DILocation(line: 147, column: 107, scope: !1168)
!1321 = !DILocation(line: 0, scope: !461, inlinedAt: !1322)
!1322 = distinct !DILocation(line: 148, column: 27, scope: !1168)
!1323 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1322)
!1324 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1322)
!1325 = !DILocation(line: 134, column: 57, scope: !461, inlinedAt: !1322)
!1326 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1322)
!1327 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !1322)
!1328 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1322)
!1329 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1322)
!1330 = !DILocation(line: 148, column: 25, scope: !1168)
!1331 = distinct !DIAssignID()
!1332 = !DILocation(line: 0, scope: !1244, inlinedAt: !1333)
!1333 = distinct !DILocation(line: 148, column: 45, scope: !1168)
!1334 = !DILocation(line: 136, column: 44, scope: !1244, inlinedAt: !1333)
!1335 = !DILocation(line: 136, column: 59, scope: !1244, inlinedAt: !1333)
!1336 = distinct !DIAssignID()
!1337 = !DILocation(line: 136, column: 63, scope: !1244, inlinedAt: !1333)
!1338 = !DILocation(line: 148, column: 84, scope: !1168)
!1339 = !DILocation(line: 148, column: 77, scope: !1168)
!1340 = !DILocation(line: 0, scope: !461, inlinedAt: !1341)
!1341 = distinct !DILocation(line: 149, column: 27, scope: !1168)
!1342 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1341)
!1343 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1341)
!1344 = !DILocation(line: 134, column: 57, scope: !461, inlinedAt: !1341)
!1345 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1341)
!1346 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !1341)
!1347 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1341)
!1348 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1341)
!1349 = !DILocation(line: 149, column: 25, scope: !1168)
!1350 = distinct !DIAssignID()
!1351 = !DILocation(line: 0, scope: !1244, inlinedAt: !1352)
!1352 = distinct !DILocation(line: 149, column: 45, scope: !1168)
!1353 = !DILocation(line: 136, column: 44, scope: !1244, inlinedAt: !1352)
!1354 = !DILocation(line: 136, column: 59, scope: !1244, inlinedAt: !1352)
!1355 = distinct !DIAssignID()
!1356 = !DILocation(line: 136, column: 63, scope: !1244, inlinedAt: !1352)
!1357 = !DILocation(line: 149, column: 84, scope: !1168)
!1358 = !DILocation(line: 149, column: 77, scope: !1168)
!1359 = !DILocation(line: 150, column: 37, scope: !1168)
!1360 = !DILocation(line: 140, column: 47, scope: !1187, inlinedAt: !1200)
!1361 = !DILocation(line: 150, column: 28, scope: !1168)
!1362 = !DILocation(line: 150, column: 50, scope: !1168)
!1363 = !DILocation(line: 150, column: 41, scope: !1168)
!1364 = !DILocation(line: 0, scope: !1187, inlinedAt: !1200)
!1365 = !DILocation(line: 140, column: 22, scope: !1187, inlinedAt: !1200)
!1366 = !DILocation(line: 0, scope: !476, inlinedAt: !1367)
!1367 = distinct !DILocation(line: 140, column: 35, scope: !1187, inlinedAt: !1200)
!1368 = !DILocation(line: 0, scope: !483, inlinedAt: !1367)
!1369 = !DILocation(line: 135, column: 65, scope: !488, inlinedAt: !1367)
!1370 = !{!1371}
!1371 = distinct !{!1371, !1372, !"cat: argument 0"}
!1372 = distinct !{!1372, !"cat"}
!1373 = !DILocation(line: 135, column: 60, scope: !488, inlinedAt: !1367)
!1374 = !DILocation(line: 135, column: 42, scope: !483, inlinedAt: !1367)
!1375 = !DILocation(line: 135, column: 79, scope: !488, inlinedAt: !1367)
!1376 = !DILocation(line: 135, column: 91, scope: !488, inlinedAt: !1367)
!1377 = !DILocation(line: 135, column: 74, scope: !488, inlinedAt: !1367)
!1378 = distinct !{!1378, !1374, !1379, !498}
!1379 = !DILocation(line: 135, column: 93, scope: !483, inlinedAt: !1367)
!1380 = distinct !{!1380, !500}
!1381 = !DILocation(line: 140, column: 64, scope: !1187, inlinedAt: !1200)
!1382 = !DILocalVariable(name: "dst", arg: 1, scope: !1383, file: !2, line: 137, type: !479)
!1383 = distinct !DISubprogram(name: "merge_holes", scope: !2, file: !2, line: 137, type: !1384, scopeLine: 137, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !1388)
!1384 = !DISubroutineType(types: !1385)
!1385 = !{null, !479, !1386}
!1386 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1387, size: 64)
!1387 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !444)
!1388 = !{!1382, !1389, !1390}
!1389 = !DILocalVariable(name: "src", arg: 2, scope: !1383, file: !2, line: 137, type: !1386)
!1390 = !DILocalVariable(name: "i", scope: !1391, file: !2, line: 137, type: !184)
!1391 = distinct !DILexicalBlock(scope: !1383, file: !2, line: 137, column: 55)
!1392 = !DILocation(line: 0, scope: !1383, inlinedAt: !1393)
!1393 = distinct !DILocation(line: 140, column: 69, scope: !1187, inlinedAt: !1200)
!1394 = !DILocation(line: 0, scope: !1391, inlinedAt: !1393)
!1395 = !DILocation(line: 137, column: 80, scope: !1396, inlinedAt: !1393)
!1396 = distinct !DILexicalBlock(scope: !1391, file: !2, line: 137, column: 55)
!1397 = !DILocation(line: 137, column: 73, scope: !1396, inlinedAt: !1393)
!1398 = !DILocation(line: 137, column: 55, scope: !1391, inlinedAt: !1393)
!1399 = !DILocation(line: 137, column: 119, scope: !1396, inlinedAt: !1393)
!1400 = !DILocation(line: 137, column: 115, scope: !1396, inlinedAt: !1393)
!1401 = !DILocation(line: 140, column: 97, scope: !1187, inlinedAt: !1200)
!1402 = !DILocation(line: 140, column: 90, scope: !1187, inlinedAt: !1200)
!1403 = !DILocation(line: 150, column: 17, scope: !1168)
!1404 = !DILocation(line: 151, column: 19, scope: !1167)
!1405 = !DILocation(line: 151, column: 37, scope: !1167)
!1406 = !DILocation(line: 151, column: 28, scope: !1167)
!1407 = !DILocation(line: 151, column: 54, scope: !1167)
!1408 = !DILocation(line: 151, column: 45, scope: !1167)
!1409 = !DILocation(line: 0, scope: !461, inlinedAt: !1410)
!1410 = distinct !DILocation(line: 151, column: 68, scope: !1167)
!1411 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1410)
!1412 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1410)
!1413 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1410)
!1414 = !DILocation(line: 134, column: 71, scope: !461, inlinedAt: !1410)
!1415 = !DILocation(line: 134, column: 57, scope: !461, inlinedAt: !1410)
!1416 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1410)
!1417 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !1410)
!1418 = !DILocation(line: 134, column: 110, scope: !461, inlinedAt: !1410)
!1419 = !DILocation(line: 134, column: 113, scope: !461, inlinedAt: !1410)
!1420 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1410)
!1421 = !DILocation(line: 151, column: 66, scope: !1167)
!1422 = distinct !DIAssignID()
!1423 = !DILocation(line: 151, column: 108, scope: !1167)
!1424 = !DILocation(line: 151, column: 104, scope: !1167)
!1425 = !DILocation(line: 151, column: 136, scope: !1167)
!1426 = !DILocation(line: 151, column: 132, scope: !1167)
!1427 = !DILocation(line: 0, scope: !1383, inlinedAt: !1428)
!1428 = distinct !DILocation(line: 151, column: 143, scope: !1167)
!1429 = !DILocation(line: 0, scope: !1391, inlinedAt: !1428)
!1430 = !DILocation(line: 137, column: 80, scope: !1396, inlinedAt: !1428)
!1431 = !DILocation(line: 137, column: 73, scope: !1396, inlinedAt: !1428)
!1432 = !DILocation(line: 137, column: 55, scope: !1391, inlinedAt: !1428)
!1433 = !DILocation(line: 137, column: 119, scope: !1396, inlinedAt: !1428)
!1434 = distinct !DIAssignID()
!1435 = !DILocation(line: 137, column: 115, scope: !1396, inlinedAt: !1428)
!1436 = !DILocation(line: 137, column: 55, scope: !1391, inlinedAt: !1437)
!1437 = distinct !DILocation(line: 151, column: 164, scope: !1167)
!1438 = !DILocation(line: 0, scope: !1383, inlinedAt: !1437)
!1439 = !DILocation(line: 0, scope: !1391, inlinedAt: !1437)
!1440 = !DILocation(line: 137, column: 80, scope: !1396, inlinedAt: !1437)
!1441 = !DILocation(line: 137, column: 73, scope: !1396, inlinedAt: !1437)
!1442 = !DILocation(line: 137, column: 119, scope: !1396, inlinedAt: !1437)
!1443 = distinct !DIAssignID()
!1444 = !DILocation(line: 137, column: 115, scope: !1396, inlinedAt: !1437)
!1445 = !DILocation(line: 151, column: 192, scope: !1167)
!1446 = !DILocation(line: 151, column: 195, scope: !1168)
!1447 = !DILocation(line: 153, column: 9, scope: !1171)
!1448 = !DILocation(line: 0, scope: !461, inlinedAt: !1449)
!1449 = distinct !DILocation(line: 139, column: 51, scope: !1209, inlinedAt: !1214)
!1450 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1449)
!1451 = !{!1452}
!1452 = distinct !{!1452, !1453, !"build_empty: argument 0"}
!1453 = distinct !{!1453, !"build_empty"}
!1454 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1449)
!1455 = !DILocation(line: 134, column: 57, scope: !461, inlinedAt: !1449)
!1456 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1449)
!1457 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !1449)
!1458 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1449)
!1459 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1449)
!1460 = !DILocation(line: 0, scope: !1209, inlinedAt: !1214)
!1461 = !DILocation(line: 0, scope: !1244, inlinedAt: !1462)
!1462 = distinct !DILocation(line: 139, column: 83, scope: !1209, inlinedAt: !1214)
!1463 = !DILocation(line: 0, scope: !1173)
!1464 = !DILocation(line: 154, column: 32, scope: !1198)
!1465 = !DILocation(line: 154, column: 27, scope: !1198)
!1466 = !DILocation(line: 154, column: 9, scope: !1173)
!1467 = !DILocation(line: 155, column: 16, scope: !1176)
!1468 = !DILocation(line: 155, column: 20, scope: !1176)
!1469 = !DILocation(line: 155, column: 13, scope: !1171)
!1470 = !DILocation(line: 0, scope: !1180)
!1471 = !DILocation(line: 160, column: 32, scope: !1183)
!1472 = !DILocation(line: 160, column: 9, scope: !1180)
!1473 = !DILocation(line: 154, column: 66, scope: !1198)
!1474 = !DILocation(line: 154, column: 57, scope: !1198)
!1475 = !DILocation(line: 140, column: 47, scope: !1187, inlinedAt: !1197)
!1476 = !DILocation(line: 0, scope: !1187, inlinedAt: !1197)
!1477 = !DILocation(line: 140, column: 22, scope: !1187, inlinedAt: !1197)
!1478 = !DILocation(line: 0, scope: !476, inlinedAt: !1479)
!1479 = distinct !DILocation(line: 140, column: 35, scope: !1187, inlinedAt: !1197)
!1480 = !DILocation(line: 0, scope: !483, inlinedAt: !1479)
!1481 = !DILocation(line: 135, column: 60, scope: !488, inlinedAt: !1479)
!1482 = !DILocation(line: 135, column: 42, scope: !483, inlinedAt: !1479)
!1483 = !DILocation(line: 135, column: 79, scope: !488, inlinedAt: !1479)
!1484 = !{!1485}
!1485 = distinct !{!1485, !1486, !"cat: argument 0"}
!1486 = distinct !{!1486, !"cat"}
!1487 = !DILocation(line: 135, column: 91, scope: !488, inlinedAt: !1479)
!1488 = !DILocation(line: 135, column: 74, scope: !488, inlinedAt: !1479)
!1489 = distinct !{!1489, !1482, !1490, !498}
!1490 = !DILocation(line: 135, column: 93, scope: !483, inlinedAt: !1479)
!1491 = distinct !{!1491, !500}
!1492 = !DILocation(line: 0, scope: !1383, inlinedAt: !1493)
!1493 = distinct !DILocation(line: 140, column: 69, scope: !1187, inlinedAt: !1197)
!1494 = !DILocation(line: 0, scope: !1391, inlinedAt: !1493)
!1495 = !DILocation(line: 137, column: 80, scope: !1396, inlinedAt: !1493)
!1496 = !DILocation(line: 137, column: 73, scope: !1396, inlinedAt: !1493)
!1497 = !DILocation(line: 137, column: 55, scope: !1391, inlinedAt: !1493)
!1498 = !DILocation(line: 137, column: 119, scope: !1396, inlinedAt: !1493)
!1499 = !DILocation(line: 140, column: 97, scope: !1187, inlinedAt: !1197)
!1500 = !DILocation(line: 140, column: 90, scope: !1187, inlinedAt: !1197)
!1501 = distinct !DIAssignID()
!1502 = !DILocation(line: 154, column: 38, scope: !1198)
!1503 = distinct !{!1503, !1466, !1504, !498}
!1504 = !DILocation(line: 154, column: 68, scope: !1173)
!1505 = !DILocation(line: 156, column: 13, scope: !1175)
!1506 = !DILocation(line: 156, column: 31, scope: !1175)
!1507 = !DILocation(line: 156, column: 22, scope: !1175)
!1508 = !DILocation(line: 0, scope: !461, inlinedAt: !1509)
!1509 = distinct !DILocation(line: 156, column: 44, scope: !1175)
!1510 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1509)
!1511 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1509)
!1512 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1509)
!1513 = !DILocation(line: 134, column: 71, scope: !461, inlinedAt: !1509)
!1514 = !DILocation(line: 134, column: 76, scope: !461, inlinedAt: !1509)
!1515 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1509)
!1516 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !1509)
!1517 = !DILocation(line: 134, column: 110, scope: !461, inlinedAt: !1509)
!1518 = !DILocation(line: 134, column: 113, scope: !461, inlinedAt: !1509)
!1519 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1509)
!1520 = !DILocation(line: 156, column: 79, scope: !1175)
!1521 = !DILocation(line: 156, column: 71, scope: !1175)
!1522 = !DILocation(line: 156, column: 75, scope: !1175)
!1523 = !DILocation(line: 0, scope: !476, inlinedAt: !1524)
!1524 = distinct !DILocation(line: 156, column: 86, scope: !1175)
!1525 = !DILocation(line: 0, scope: !483, inlinedAt: !1524)
!1526 = !DILocation(line: 135, column: 65, scope: !488, inlinedAt: !1524)
!1527 = !DILocation(line: 135, column: 60, scope: !488, inlinedAt: !1524)
!1528 = !DILocation(line: 135, column: 42, scope: !483, inlinedAt: !1524)
!1529 = !DILocation(line: 135, column: 79, scope: !488, inlinedAt: !1524)
!1530 = !DILocation(line: 135, column: 91, scope: !488, inlinedAt: !1524)
!1531 = !DILocation(line: 135, column: 74, scope: !488, inlinedAt: !1524)
!1532 = distinct !{!1532, !1528, !1533, !498}
!1533 = !DILocation(line: 135, column: 93, scope: !483, inlinedAt: !1524)
!1534 = distinct !{!1534, !500}
!1535 = distinct !DIAssignID()
!1536 = distinct !DIAssignID()
!1537 = !DILocation(line: 157, column: 82, scope: !1175)
!1538 = !DILocation(line: 0, scope: !1244, inlinedAt: !1539)
!1539 = distinct !DILocation(line: 157, column: 58, scope: !1175)
!1540 = !DILocation(line: 140, column: 47, scope: !1187, inlinedAt: !1195)
!1541 = !DILocation(line: 0, scope: !1187, inlinedAt: !1195)
!1542 = !DILocation(line: 140, column: 22, scope: !1187, inlinedAt: !1195)
!1543 = !DILocation(line: 0, scope: !476, inlinedAt: !1544)
!1544 = distinct !DILocation(line: 140, column: 35, scope: !1187, inlinedAt: !1195)
!1545 = !DILocation(line: 0, scope: !483, inlinedAt: !1544)
!1546 = !DILocation(line: 135, column: 60, scope: !488, inlinedAt: !1544)
!1547 = !DILocation(line: 135, column: 42, scope: !483, inlinedAt: !1544)
!1548 = !DILocation(line: 135, column: 79, scope: !488, inlinedAt: !1544)
!1549 = !{!1550}
!1550 = distinct !{!1550, !1551, !"cat: argument 0"}
!1551 = distinct !{!1551, !"cat"}
!1552 = !DILocation(line: 135, column: 91, scope: !488, inlinedAt: !1544)
!1553 = !DILocation(line: 135, column: 74, scope: !488, inlinedAt: !1544)
!1554 = distinct !{!1554, !1547, !1555, !498}
!1555 = !DILocation(line: 135, column: 93, scope: !483, inlinedAt: !1544)
!1556 = distinct !{!1556, !500}
!1557 = !DILocation(line: 0, scope: !1383, inlinedAt: !1558)
!1558 = distinct !DILocation(line: 140, column: 69, scope: !1187, inlinedAt: !1195)
!1559 = !DILocation(line: 0, scope: !1391, inlinedAt: !1558)
!1560 = !DILocation(line: 137, column: 119, scope: !1396, inlinedAt: !1558)
!1561 = !DILocation(line: 137, column: 115, scope: !1396, inlinedAt: !1558)
!1562 = !DILocation(line: 140, column: 97, scope: !1187, inlinedAt: !1195)
!1563 = !DILocation(line: 140, column: 90, scope: !1187, inlinedAt: !1195)
!1564 = !DILocation(line: 159, column: 9, scope: !1176)
!1565 = !DILocation(line: 165, column: 16, scope: !1171)
!1566 = !{i64 0, i64 504, !421, i64 504, i64 4, !456}
!1567 = !DILocation(line: 165, column: 9, scope: !1171)
!1568 = !DILocation(line: 161, column: 13, scope: !1182)
!1569 = !DILocation(line: 161, column: 31, scope: !1182)
!1570 = !DILocation(line: 161, column: 22, scope: !1182)
!1571 = !DILocation(line: 0, scope: !461, inlinedAt: !1572)
!1572 = distinct !DILocation(line: 161, column: 44, scope: !1182)
!1573 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1572)
!1574 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1572)
!1575 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1572)
!1576 = !DILocation(line: 134, column: 71, scope: !461, inlinedAt: !1572)
!1577 = !DILocation(line: 134, column: 76, scope: !461, inlinedAt: !1572)
!1578 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1572)
!1579 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !1572)
!1580 = !DILocation(line: 134, column: 110, scope: !461, inlinedAt: !1572)
!1581 = !DILocation(line: 134, column: 113, scope: !461, inlinedAt: !1572)
!1582 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1572)
!1583 = !DILocation(line: 161, column: 79, scope: !1182)
!1584 = !DILocation(line: 161, column: 71, scope: !1182)
!1585 = !DILocation(line: 161, column: 75, scope: !1182)
!1586 = !DILocation(line: 162, column: 13, scope: !1182)
!1587 = !DILocation(line: 162, column: 33, scope: !1182)
!1588 = distinct !DIAssignID()
!1589 = distinct !DIAssignID()
!1590 = !DILocation(line: 0, scope: !1383, inlinedAt: !1591)
!1591 = distinct !DILocation(line: 162, column: 55, scope: !1182)
!1592 = !DILocation(line: 0, scope: !1391, inlinedAt: !1591)
!1593 = !DILocation(line: 137, column: 80, scope: !1396, inlinedAt: !1591)
!1594 = !DILocation(line: 137, column: 73, scope: !1396, inlinedAt: !1591)
!1595 = !DILocation(line: 137, column: 55, scope: !1391, inlinedAt: !1591)
!1596 = !DILocation(line: 137, column: 119, scope: !1396, inlinedAt: !1591)
!1597 = distinct !DIAssignID()
!1598 = !DILocation(line: 162, column: 101, scope: !1182)
!1599 = !DILocation(line: 136, column: 59, scope: !1244, inlinedAt: !1600)
!1600 = distinct !DILocation(line: 162, column: 78, scope: !1182)
!1601 = !DILocation(line: 0, scope: !1244, inlinedAt: !1600)
!1602 = distinct !DIAssignID()
!1603 = !DILocation(line: 136, column: 41, scope: !1244, inlinedAt: !1600)
!1604 = !DILocation(line: 136, column: 63, scope: !1244, inlinedAt: !1600)
!1605 = !DILocation(line: 140, column: 47, scope: !1187, inlinedAt: !1193)
!1606 = !DILocation(line: 0, scope: !1187, inlinedAt: !1193)
!1607 = !DILocation(line: 140, column: 22, scope: !1187, inlinedAt: !1193)
!1608 = !DILocation(line: 0, scope: !476, inlinedAt: !1609)
!1609 = distinct !DILocation(line: 140, column: 35, scope: !1187, inlinedAt: !1193)
!1610 = !DILocation(line: 0, scope: !483, inlinedAt: !1609)
!1611 = !DILocation(line: 135, column: 60, scope: !488, inlinedAt: !1609)
!1612 = !DILocation(line: 135, column: 42, scope: !483, inlinedAt: !1609)
!1613 = !DILocation(line: 135, column: 79, scope: !488, inlinedAt: !1609)
!1614 = !{!1615}
!1615 = distinct !{!1615, !1616, !"cat: argument 0"}
!1616 = distinct !{!1616, !"cat"}
!1617 = !DILocation(line: 135, column: 91, scope: !488, inlinedAt: !1609)
!1618 = !DILocation(line: 135, column: 74, scope: !488, inlinedAt: !1609)
!1619 = distinct !{!1619, !1612, !1620, !498}
!1620 = !DILocation(line: 135, column: 93, scope: !483, inlinedAt: !1609)
!1621 = distinct !{!1621, !500}
!1622 = !DILocation(line: 0, scope: !1383, inlinedAt: !1623)
!1623 = distinct !DILocation(line: 140, column: 69, scope: !1187, inlinedAt: !1193)
!1624 = !DILocation(line: 0, scope: !1391, inlinedAt: !1623)
!1625 = !DILocation(line: 137, column: 80, scope: !1396, inlinedAt: !1623)
!1626 = !DILocation(line: 137, column: 73, scope: !1396, inlinedAt: !1623)
!1627 = !DILocation(line: 137, column: 55, scope: !1391, inlinedAt: !1623)
!1628 = !DILocation(line: 137, column: 119, scope: !1396, inlinedAt: !1623)
!1629 = !DILocation(line: 140, column: 97, scope: !1187, inlinedAt: !1193)
!1630 = !DILocation(line: 140, column: 90, scope: !1187, inlinedAt: !1193)
!1631 = distinct !DIAssignID()
!1632 = !DILocation(line: 164, column: 9, scope: !1183)
!1633 = !DILocation(line: 160, column: 43, scope: !1183)
!1634 = !DILocation(line: 160, column: 37, scope: !1183)
!1635 = distinct !{!1635, !1472, !1636, !498}
!1636 = !DILocation(line: 164, column: 9, scope: !1180)
!1637 = !DILocation(line: 166, column: 5, scope: !1168)
!1638 = !{!1639}
!1639 = distinct !{!1639, !1640, !"build_empty: argument 0"}
!1640 = distinct !{!1640, !"build_empty"}
!1641 = !DILocation(line: 168, column: 12, scope: !1160)
!1642 = !DILocation(line: 139, column: 38, scope: !1209, inlinedAt: !1643)
!1643 = distinct !DILocation(line: 168, column: 12, scope: !1160)
!1644 = !DILocation(line: 0, scope: !461, inlinedAt: !1645)
!1645 = distinct !DILocation(line: 139, column: 51, scope: !1209, inlinedAt: !1643)
!1646 = !DILocation(line: 134, column: 35, scope: !461, inlinedAt: !1645)
!1647 = !DILocation(line: 134, column: 32, scope: !461, inlinedAt: !1645)
!1648 = !DILocation(line: 134, column: 57, scope: !461, inlinedAt: !1645)
!1649 = !DILocation(line: 134, column: 90, scope: !461, inlinedAt: !1645)
!1650 = !DILocation(line: 134, column: 94, scope: !461, inlinedAt: !1645)
!1651 = !DILocation(line: 134, column: 43, scope: !461, inlinedAt: !1645)
!1652 = !DILocation(line: 134, column: 128, scope: !461, inlinedAt: !1645)
!1653 = !DILocation(line: 139, column: 49, scope: !1209, inlinedAt: !1643)
!1654 = !DILocation(line: 139, column: 71, scope: !1209, inlinedAt: !1643)
!1655 = !DILocation(line: 0, scope: !1244, inlinedAt: !1656)
!1656 = distinct !DILocation(line: 139, column: 83, scope: !1209, inlinedAt: !1643)
!1657 = !DILocation(line: 136, column: 44, scope: !1244, inlinedAt: !1656)
!1658 = !DILocation(line: 136, column: 59, scope: !1244, inlinedAt: !1656)
!1659 = !DILocation(line: 136, column: 63, scope: !1244, inlinedAt: !1656)
!1660 = !DILocation(line: 168, column: 5, scope: !1160)
!1661 = !DILocation(line: 169, column: 1, scope: !1160)
!1662 = distinct !DISubprogram(name: "bt", scope: !2, file: !2, line: 108, type: !1663, scopeLine: 108, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !1677)
!1663 = !DISubroutineType(types: !1664)
!1664 = !{!184, !439, !231, !1665, !395}
!1665 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1666, size: 64)
!1666 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1667)
!1667 = !DIDerivedType(tag: DW_TAG_typedef, name: "Cont", file: !2, line: 94, baseType: !1668)
!1668 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "Cont", file: !2, line: 94, size: 320, elements: !1669)
!1669 = !{!1670, !1671, !1672, !1673, !1674}
!1670 = !DIDerivedType(tag: DW_TAG_member, name: "kind", scope: !1668, file: !2, line: 94, baseType: !184, size: 32)
!1671 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !1668, file: !2, line: 94, baseType: !439, size: 64, offset: 64)
!1672 = !DIDerivedType(tag: DW_TAG_member, name: "count", scope: !1668, file: !2, line: 94, baseType: !184, size: 32, offset: 128)
!1673 = !DIDerivedType(tag: DW_TAG_member, name: "start", scope: !1668, file: !2, line: 94, baseType: !231, size: 64, offset: 192)
!1674 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !1668, file: !2, line: 94, baseType: !1675, size: 64, offset: 256)
!1675 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1676, size: 64)
!1676 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !1668)
!1677 = !{!1678, !1679, !1680, !1681, !1682}
!1678 = !DILocalVariable(name: "n", arg: 1, scope: !1662, file: !2, line: 108, type: !439)
!1679 = !DILocalVariable(name: "s", arg: 2, scope: !1662, file: !2, line: 108, type: !231)
!1680 = !DILocalVariable(name: "k", arg: 3, scope: !1662, file: !2, line: 108, type: !1665)
!1681 = !DILocalVariable(name: "end", arg: 4, scope: !1662, file: !2, line: 108, type: !395)
!1682 = !DILocalVariable(name: "c", scope: !1683, file: !2, line: 117, type: !1667)
!1683 = distinct !DILexicalBlock(scope: !1684, file: !2, line: 117, column: 17)
!1684 = distinct !DILexicalBlock(scope: !1662, file: !2, line: 110, column: 19)
!1685 = distinct !DIAssignID()
!1686 = distinct !DIAssignID()
!1687 = !DILocation(line: 0, scope: !1683)
!1688 = !DILocation(line: 0, scope: !1662)
!1689 = !DILocation(line: 109, column: 9, scope: !1690)
!1690 = distinct !DILexicalBlock(scope: !1662, file: !2, line: 109, column: 9)
!1691 = !DILocation(line: 109, column: 17, scope: !1690)
!1692 = !DILocation(line: 109, column: 9, scope: !1662)
!1693 = !DILocation(line: 110, column: 16, scope: !1662)
!1694 = !DILocation(line: 110, column: 5, scope: !1662)
!1695 = !DILocalVariable(name: "k", arg: 1, scope: !1696, file: !2, line: 98, type: !1665)
!1696 = distinct !DISubprogram(name: "run_cont", scope: !2, file: !2, line: 98, type: !1697, scopeLine: 98, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !1699)
!1697 = !DISubroutineType(types: !1698)
!1698 = !{!184, !1665, !231, !395}
!1699 = !{!1695, !1700, !1701}
!1700 = !DILocalVariable(name: "s", arg: 2, scope: !1696, file: !2, line: 98, type: !231)
!1701 = !DILocalVariable(name: "end", arg: 3, scope: !1696, file: !2, line: 98, type: !395)
!1702 = !DILocation(line: 0, scope: !1696, inlinedAt: !1703)
!1703 = distinct !DILocation(line: 111, column: 26, scope: !1684)
!1704 = !DILocation(line: 99, column: 10, scope: !1705, inlinedAt: !1703)
!1705 = distinct !DILexicalBlock(scope: !1696, file: !2, line: 99, column: 9)
!1706 = !DILocation(line: 99, column: 9, scope: !1696, inlinedAt: !1703)
!1707 = !DILocation(line: 99, column: 20, scope: !1708, inlinedAt: !1703)
!1708 = distinct !DILexicalBlock(scope: !1705, file: !2, line: 99, column: 13)
!1709 = !DILocation(line: 99, column: 25, scope: !1708, inlinedAt: !1703)
!1710 = !DILocation(line: 100, column: 12, scope: !1711, inlinedAt: !1703)
!1711 = distinct !DILexicalBlock(scope: !1696, file: !2, line: 100, column: 9)
!1712 = !{!1713, !457, i64 0}
!1713 = !{!"Cont", !457, i64 0, !403, i64 8, !457, i64 16, !403, i64 24, !403, i64 32}
!1714 = !DILocation(line: 100, column: 17, scope: !1711, inlinedAt: !1703)
!1715 = !DILocation(line: 100, column: 9, scope: !1696, inlinedAt: !1703)
!1716 = !DILocation(line: 100, column: 36, scope: !1711, inlinedAt: !1703)
!1717 = !{!1713, !403, i64 8}
!1718 = !DILocation(line: 100, column: 45, scope: !1711, inlinedAt: !1703)
!1719 = !{!1713, !403, i64 32}
!1720 = !DILocation(line: 101, column: 17, scope: !1721, inlinedAt: !1703)
!1721 = distinct !DILexicalBlock(scope: !1696, file: !2, line: 101, column: 9)
!1722 = !{!1713, !403, i64 24}
!1723 = !DILocation(line: 101, column: 11, scope: !1721, inlinedAt: !1703)
!1724 = !DILocation(line: 101, column: 23, scope: !1721, inlinedAt: !1703)
!1725 = !DILocation(line: 102, column: 19, scope: !1696, inlinedAt: !1703)
!1726 = !DILocation(line: 102, column: 28, scope: !1696, inlinedAt: !1703)
!1727 = !{!1713, !457, i64 16}
!1728 = !DILocation(line: 101, column: 29, scope: !1721, inlinedAt: !1703)
!1729 = !DILocation(line: 101, column: 40, scope: !1721, inlinedAt: !1703)
!1730 = !DILocation(line: 101, column: 43, scope: !1721, inlinedAt: !1703)
!1731 = !DILocation(line: 101, column: 35, scope: !1721, inlinedAt: !1703)
!1732 = !DILocation(line: 101, column: 9, scope: !1696, inlinedAt: !1703)
!1733 = !DILocation(line: 102, column: 38, scope: !1696, inlinedAt: !1703)
!1734 = !DILocation(line: 102, column: 12, scope: !1696, inlinedAt: !1703)
!1735 = !DILocation(line: 102, column: 5, scope: !1696, inlinedAt: !1703)
!1736 = !DILocation(line: 112, column: 25, scope: !1684)
!1737 = !DILocation(line: 112, column: 28, scope: !1684)
!1738 = !DILocation(line: 112, column: 31, scope: !1684)
!1739 = !DILocation(line: 112, column: 55, scope: !1684)
!1740 = !DILocation(line: 112, column: 49, scope: !1684)
!1741 = !DILocation(line: 112, column: 58, scope: !1684)
!1742 = !DILocation(line: 112, column: 75, scope: !1684)
!1743 = !DILocation(line: 112, column: 61, scope: !1684)
!1744 = !DILocation(line: 113, column: 24, scope: !1684)
!1745 = !DILocation(line: 113, column: 27, scope: !1684)
!1746 = !DILocation(line: 113, column: 58, scope: !1684)
!1747 = !DILocation(line: 113, column: 44, scope: !1684)
!1748 = !DILocation(line: 114, column: 26, scope: !1684)
!1749 = !DILocation(line: 114, column: 29, scope: !1684)
!1750 = !DILocation(line: 114, column: 43, scope: !1684)
!1751 = !DILocation(line: 114, column: 48, scope: !1684)
!1752 = !DILocation(line: 0, scope: !620, inlinedAt: !1753)
!1753 = distinct !DILocation(line: 114, column: 32, scope: !1684)
!1754 = !DILocation(line: 16, column: 61, scope: !620, inlinedAt: !1753)
!1755 = !DILocation(line: 16, column: 56, scope: !620, inlinedAt: !1753)
!1756 = !DILocation(line: 16, column: 74, scope: !620, inlinedAt: !1753)
!1757 = !DILocation(line: 114, column: 32, scope: !1684)
!1758 = !DILocation(line: 114, column: 67, scope: !1684)
!1759 = !DILocation(line: 114, column: 84, scope: !1684)
!1760 = !DILocation(line: 114, column: 70, scope: !1684)
!1761 = !DILocation(line: 115, column: 29, scope: !1684)
!1762 = !DILocation(line: 115, column: 26, scope: !1684)
!1763 = !DILocation(line: 115, column: 40, scope: !1684)
!1764 = !DILocation(line: 115, column: 43, scope: !1684)
!1765 = !DILocation(line: 116, column: 24, scope: !1684)
!1766 = !DILocation(line: 116, column: 27, scope: !1684)
!1767 = !DILocation(line: 116, column: 32, scope: !1684)
!1768 = !DILocation(line: 116, column: 35, scope: !1684)
!1769 = !DILocation(line: 117, column: 19, scope: !1683)
!1770 = !DILocation(line: 117, column: 28, scope: !1683)
!1771 = distinct !DIAssignID()
!1772 = !DILocation(line: 117, column: 36, scope: !1683)
!1773 = distinct !DIAssignID()
!1774 = distinct !DIAssignID()
!1775 = distinct !DIAssignID()
!1776 = distinct !DIAssignID()
!1777 = !DILocation(line: 117, column: 66, scope: !1683)
!1778 = !DILocation(line: 117, column: 60, scope: !1683)
!1779 = !DILocation(line: 117, column: 82, scope: !1684)
!1780 = !DILocation(line: 118, column: 30, scope: !1684)
!1781 = !DILocation(line: 118, column: 24, scope: !1684)
!1782 = !DILocation(line: 118, column: 44, scope: !1684)
!1783 = !DILocation(line: 118, column: 53, scope: !1684)
!1784 = !DILocalVariable(name: "c", scope: !1785, file: !2, line: 105, type: !1667)
!1785 = distinct !DILexicalBlock(scope: !1786, file: !2, line: 105, column: 39)
!1786 = distinct !DILexicalBlock(scope: !1787, file: !2, line: 105, column: 9)
!1787 = distinct !DISubprogram(name: "rep", scope: !2, file: !2, line: 104, type: !1788, scopeLine: 104, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !1790)
!1788 = !DISubroutineType(types: !1789)
!1789 = !{!184, !439, !231, !184, !1665, !395}
!1790 = !{!1791, !1792, !1793, !1794, !1795, !1784}
!1791 = !DILocalVariable(name: "n", arg: 1, scope: !1787, file: !2, line: 104, type: !439)
!1792 = !DILocalVariable(name: "s", arg: 2, scope: !1787, file: !2, line: 104, type: !231)
!1793 = !DILocalVariable(name: "count", arg: 3, scope: !1787, file: !2, line: 104, type: !184)
!1794 = !DILocalVariable(name: "k", arg: 4, scope: !1787, file: !2, line: 104, type: !1665)
!1795 = !DILocalVariable(name: "end", arg: 5, scope: !1787, file: !2, line: 104, type: !395)
!1796 = !DILocation(line: 0, scope: !1785, inlinedAt: !1797)
!1797 = distinct !DILocation(line: 119, column: 27, scope: !1684)
!1798 = !DILocation(line: 0, scope: !1787, inlinedAt: !1797)
!1799 = !DILocation(line: 105, column: 12, scope: !1786, inlinedAt: !1797)
!1800 = !DILocation(line: 105, column: 20, scope: !1786, inlinedAt: !1797)
!1801 = !DILocation(line: 105, column: 41, scope: !1785, inlinedAt: !1797)
!1802 = !DILocation(line: 105, column: 50, scope: !1785, inlinedAt: !1797)
!1803 = distinct !DIAssignID()
!1804 = distinct !DIAssignID()
!1805 = distinct !DIAssignID()
!1806 = distinct !DIAssignID()
!1807 = distinct !DIAssignID()
!1808 = !DILocation(line: 105, column: 87, scope: !1809, inlinedAt: !1797)
!1809 = distinct !DILexicalBlock(scope: !1785, file: !2, line: 105, column: 81)
!1810 = !DILocation(line: 105, column: 81, scope: !1809, inlinedAt: !1797)
!1811 = !DILocation(line: 105, column: 113, scope: !1786, inlinedAt: !1797)
!1812 = !DILocation(line: 106, column: 24, scope: !1787, inlinedAt: !1797)
!1813 = !DILocation(line: 106, column: 18, scope: !1787, inlinedAt: !1797)
!1814 = !DILocation(line: 106, column: 28, scope: !1787, inlinedAt: !1797)
!1815 = !DILocation(line: 106, column: 31, scope: !1787, inlinedAt: !1797)
!1816 = !DILocation(line: 122, column: 1, scope: !1662)
!1817 = distinct !DIAssignID()
!1818 = !DILocation(line: 0, scope: !1696)
!1819 = !DILocation(line: 99, column: 10, scope: !1705)
!1820 = !DILocation(line: 99, column: 9, scope: !1696)
!1821 = !DILocation(line: 99, column: 20, scope: !1708)
!1822 = !DILocation(line: 99, column: 25, scope: !1708)
!1823 = !DILocation(line: 100, column: 12, scope: !1711)
!1824 = !DILocation(line: 100, column: 17, scope: !1711)
!1825 = !DILocation(line: 100, column: 9, scope: !1696)
!1826 = !DILocation(line: 100, column: 36, scope: !1711)
!1827 = !DILocation(line: 100, column: 45, scope: !1711)
!1828 = !DILocation(line: 100, column: 30, scope: !1711)
!1829 = !DILocation(line: 100, column: 23, scope: !1711)
!1830 = !DILocation(line: 101, column: 17, scope: !1721)
!1831 = !DILocation(line: 101, column: 11, scope: !1721)
!1832 = !DILocation(line: 101, column: 23, scope: !1721)
!1833 = !DILocation(line: 102, column: 19, scope: !1696)
!1834 = !DILocation(line: 102, column: 28, scope: !1696)
!1835 = !DILocation(line: 101, column: 29, scope: !1721)
!1836 = !DILocation(line: 101, column: 40, scope: !1721)
!1837 = !DILocation(line: 101, column: 43, scope: !1721)
!1838 = !DILocation(line: 101, column: 35, scope: !1721)
!1839 = !DILocation(line: 101, column: 9, scope: !1696)
!1840 = !DILocation(line: 102, column: 38, scope: !1696)
!1841 = !DILocation(line: 0, scope: !1785, inlinedAt: !1842)
!1842 = distinct !DILocation(line: 102, column: 12, scope: !1696)
!1843 = !DILocation(line: 0, scope: !1787, inlinedAt: !1842)
!1844 = !DILocation(line: 105, column: 12, scope: !1786, inlinedAt: !1842)
!1845 = !DILocation(line: 105, column: 16, scope: !1786, inlinedAt: !1842)
!1846 = !DILocation(line: 105, column: 20, scope: !1786, inlinedAt: !1842)
!1847 = !DILocation(line: 105, column: 41, scope: !1785, inlinedAt: !1842)
!1848 = !DILocation(line: 105, column: 50, scope: !1785, inlinedAt: !1842)
!1849 = distinct !DIAssignID()
!1850 = distinct !DIAssignID()
!1851 = !DILocation(line: 105, column: 64, scope: !1785, inlinedAt: !1842)
!1852 = distinct !DIAssignID()
!1853 = distinct !DIAssignID()
!1854 = distinct !DIAssignID()
!1855 = !DILocation(line: 105, column: 87, scope: !1809, inlinedAt: !1842)
!1856 = !DILocation(line: 105, column: 81, scope: !1809, inlinedAt: !1842)
!1857 = !DILocation(line: 105, column: 113, scope: !1786, inlinedAt: !1842)
!1858 = !DILocation(line: 106, column: 24, scope: !1787, inlinedAt: !1842)
!1859 = !DILocation(line: 106, column: 18, scope: !1787, inlinedAt: !1842)
!1860 = !DILocation(line: 106, column: 28, scope: !1787, inlinedAt: !1842)
!1861 = !DILocation(line: 106, column: 31, scope: !1787, inlinedAt: !1842)
!1862 = !DILocation(line: 103, column: 1, scope: !1696)
!1863 = distinct !DIAssignID()
!1864 = !DILocation(line: 0, scope: !1785)
!1865 = !DILocation(line: 0, scope: !1787)
!1866 = !DILocation(line: 105, column: 12, scope: !1786)
!1867 = !DILocation(line: 105, column: 16, scope: !1786)
!1868 = !DILocation(line: 105, column: 20, scope: !1786)
!1869 = !DILocation(line: 105, column: 41, scope: !1785)
!1870 = !DILocation(line: 105, column: 50, scope: !1785)
!1871 = distinct !DIAssignID()
!1872 = distinct !DIAssignID()
!1873 = !DILocation(line: 105, column: 64, scope: !1785)
!1874 = distinct !DIAssignID()
!1875 = distinct !DIAssignID()
!1876 = distinct !DIAssignID()
!1877 = !DILocation(line: 105, column: 87, scope: !1809)
!1878 = !DILocation(line: 105, column: 81, scope: !1809)
!1879 = !DILocation(line: 105, column: 113, scope: !1786)
!1880 = !DILocation(line: 106, column: 24, scope: !1787)
!1881 = !DILocation(line: 106, column: 18, scope: !1787)
!1882 = !DILocation(line: 106, column: 28, scope: !1787)
!1883 = !DILocation(line: 106, column: 31, scope: !1787)
!1884 = !DILocation(line: 107, column: 1, scope: !1787)
!1885 = !DISubprogram(name: "strlen", scope: !1886, file: !1886, line: 407, type: !1887, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1886 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!1887 = !DISubroutineType(types: !1888)
!1888 = !{!1159, !231}
!1889 = distinct !DISubprogram(name: "addstate", scope: !2, file: !2, line: 173, type: !1890, scopeLine: 173, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !159, retainedNodes: !1892)
!1890 = !DISubroutineType(types: !1891)
!1891 = !{null, !276, !276, !184, !184, !184}
!1892 = !{!1893, !1894, !1895, !1896, !1897}
!1893 = !DILocalVariable(name: "list", arg: 1, scope: !1889, file: !2, line: 173, type: !276)
!1894 = !DILocalVariable(name: "n", arg: 2, scope: !1889, file: !2, line: 173, type: !276)
!1895 = !DILocalVariable(name: "s", arg: 3, scope: !1889, file: !2, line: 173, type: !184)
!1896 = !DILocalVariable(name: "pos", arg: 4, scope: !1889, file: !2, line: 173, type: !184)
!1897 = !DILocalVariable(name: "len", arg: 5, scope: !1889, file: !2, line: 173, type: !184)
!1898 = !DILocation(line: 0, scope: !1889)
!1899 = !DILocation(line: 174, column: 11, scope: !1900)
!1900 = distinct !DILexicalBlock(scope: !1889, file: !2, line: 174, column: 9)
!1901 = !DILocation(line: 174, column: 15, scope: !1900)
!1902 = !DILocation(line: 174, column: 29, scope: !1900)
!1903 = !DILocation(line: 174, column: 18, scope: !1900)
!1904 = !DILocation(line: 174, column: 26, scope: !1900)
!1905 = !DILocation(line: 174, column: 9, scope: !1889)
!1906 = !DILocation(line: 175, column: 13, scope: !1889)
!1907 = !DILocation(line: 176, column: 13, scope: !1889)
!1908 = !DILocation(line: 176, column: 19, scope: !1889)
!1909 = !DILocation(line: 176, column: 5, scope: !1889)
!1910 = !DILocation(line: 177, column: 41, scope: !1911)
!1911 = distinct !DILexicalBlock(scope: !1889, file: !2, line: 176, column: 23)
!1912 = !DILocation(line: 177, column: 17, scope: !1911)
!1913 = !DILocation(line: 0, scope: !1911)
!1914 = !DILocation(line: 178, column: 43, scope: !1911)
!1915 = !DILocation(line: 178, column: 19, scope: !1911)
!1916 = !DILocation(line: 178, column: 83, scope: !1911)
!1917 = !DILocation(line: 178, column: 59, scope: !1911)
!1918 = !DILocation(line: 179, column: 25, scope: !1919)
!1919 = distinct !DILexicalBlock(scope: !1911, file: !2, line: 179, column: 21)
!1920 = !DILocation(line: 179, column: 21, scope: !1911)
!1921 = !DILocation(line: 179, column: 55, scope: !1919)
!1922 = !DILocation(line: 180, column: 21, scope: !1911)
!1923 = !DILocation(line: 180, column: 57, scope: !1924)
!1924 = distinct !DILexicalBlock(scope: !1911, file: !2, line: 180, column: 21)
!1925 = !DILocation(line: 180, column: 33, scope: !1924)
!1926 = !DILocation(line: 181, column: 23, scope: !1911)
!1927 = !DILocation(line: 181, column: 14, scope: !1911)
!1928 = !DILocation(line: 181, column: 27, scope: !1911)
!1929 = !DILocation(line: 182, column: 5, scope: !1911)
!1930 = !DILocation(line: 183, column: 1, scope: !1889)
!1931 = !DISubprogram(name: "free", scope: !1153, file: !1153, line: 568, type: !1932, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!1932 = !DISubroutineType(types: !1933)
!1933 = !{null, !1156}
