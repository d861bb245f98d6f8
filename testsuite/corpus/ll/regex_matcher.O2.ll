; ModuleID = 'programs/regex_matcher.c'
source_filename = "programs/regex_matcher.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.State = type { i32, i32, i32, i32, ptr }
%struct.Frag = type { i32, [64 x ptr], i32 }
%struct.Cont = type { i32, ptr, i32, ptr, ptr }

@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"a+b+\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"colou?r\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"^ab\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"cd$\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"^$\00", align 1
@.str.7 = private unnamed_addr constant [6 x i8] c"a|b|c\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"(ab|cd)*e\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"[a-c]+x\00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"[^0-9 ]+\00", align 1
@.str.11 = private unnamed_addr constant [12 x i8] c"\\d{3}-\\d{4}\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"\\w+@\\w+\\.com\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"(a*)*b\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"(x+x+)+y\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c".*z\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c"h.llo\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"a{2,3}\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"a{2,}b\00", align 1
@.str.19 = private unnamed_addr constant [18 x i8] c"(a|ab)(c|bcd)(d*)\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"\\s+\00", align 1
@.str.21 = private unnamed_addr constant [6 x i8] c"[]a]+\00", align 1
@.str.22 = private unnamed_addr constant [7 x i8] c"(|a)+b\00", align 1
@.str.23 = private unnamed_addr constant [10 x i8] c"((a)|b)+c\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c"x{0}y\00", align 1
@.str.25 = private unnamed_addr constant [8 x i8] c"[\\d\\s]+\00", align 1
@__const.main.pats = private unnamed_addr constant [26 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25], align 16
@.str.26 = private unnamed_addr constant [8 x i8] c"xxabcxx\00", align 1
@.str.27 = private unnamed_addr constant [5 x i8] c"aaab\00", align 1
@.str.28 = private unnamed_addr constant [2 x i8] c"b\00", align 1
@.str.29 = private unnamed_addr constant [13 x i8] c"color colour\00", align 1
@.str.30 = private unnamed_addr constant [5 x i8] c"abab\00", align 1
@.str.31 = private unnamed_addr constant [5 x i8] c"abcd\00", align 1
@.str.32 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.33 = private unnamed_addr constant [8 x i8] c"cdcdabe\00", align 1
@.str.34 = private unnamed_addr constant [7 x i8] c"zzabcx\00", align 1
@.str.35 = private unnamed_addr constant [8 x i8] c"12 ab34\00", align 1
@.str.36 = private unnamed_addr constant [18 x i8] c"call 555-1234 now\00", align 1
@.str.37 = private unnamed_addr constant [13 x i8] c"me@host.com!\00", align 1
@.str.38 = private unnamed_addr constant [21 x i8] c"aaaaaaaaaaaaaaaaaaac\00", align 1
@.str.39 = private unnamed_addr constant [17 x i8] c"xxxxxxxxxxxxxxxy\00", align 1
@.str.40 = private unnamed_addr constant [6 x i8] c"hello\00", align 1
@.str.41 = private unnamed_addr constant [12 x i8] c"hallo hxllo\00", align 1
@.str.42 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1
@.str.43 = private unnamed_addr constant [3 x i8] c"ab\00", align 1
@.str.44 = private unnamed_addr constant [5 x i8] c" \09 x\00", align 1
@.str.45 = private unnamed_addr constant [5 x i8] c"]a]b\00", align 1
@.str.46 = private unnamed_addr constant [4 x i8] c"aab\00", align 1
@.str.47 = private unnamed_addr constant [6 x i8] c"abbac\00", align 1
@.str.48 = private unnamed_addr constant [2 x i8] c"y\00", align 1
@.str.49 = private unnamed_addr constant [7 x i8] c"1 2 3x\00", align 1
@__const.main.texts = private unnamed_addr constant [26 x ptr] [ptr @.str, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.31, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47, ptr @.str.48, ptr @.str.49], align 16
@.str.50 = private unnamed_addr constant [25 x i8] c"pattern %-22s error: %s\0A\00", align 1
@.str.51 = private unnamed_addr constant [29 x i8] c"pattern %-22s nfa states=%d:\00", align 1
@nst = internal unnamed_addr global i32 0, align 4
@steps = internal unnamed_addr global i64 0, align 8
@.str.52 = private unnamed_addr constant [47 x i8] c" [MISMATCH text=%d bt=%d(%d,%d) nfa=%d(%d,%d)]\00", align 1
@.str.53 = private unnamed_addr constant [15 x i8] c" %d:(%d,%d/%d)\00", align 1
@.str.55 = private unnamed_addr constant [4 x i8] c"(ab\00", align 1
@.str.56 = private unnamed_addr constant [4 x i8] c"ab)\00", align 1
@.str.57 = private unnamed_addr constant [3 x i8] c"*a\00", align 1
@.str.58 = private unnamed_addr constant [7 x i8] c"a{3,2}\00", align 1
@.str.59 = private unnamed_addr constant [5 x i8] c"[abc\00", align 1
@.str.60 = private unnamed_addr constant [4 x i8] c"a{2\00", align 1
@.str.61 = private unnamed_addr constant [24 x i8] c"bad pattern %-8s -> %s\0A\00", align 1
@.str.62 = private unnamed_addr constant [9 x i8] c"accepted\00", align 1
@.str.63 = private unnamed_addr constant [47 x i8] c"agree %d/%d matches=%d order_ok=%d steps>0=%d\0A\00", align 1
@pp = internal unnamed_addr global ptr null, align 8
@perr = internal unnamed_addr global ptr null, align 8
@.str.64 = private unnamed_addr constant [13 x i8] c"unbalanced )\00", align 1
@.str.65 = private unnamed_addr constant [7 x i8] c"bad {}\00", align 1
@.str.66 = private unnamed_addr constant [10 x i8] c"bad range\00", align 1
@.str.67 = private unnamed_addr constant [10 x i8] c"missing )\00", align 1
@.str.68 = private unnamed_addr constant [7 x i8] c"dwsDWS\00", align 1
@.str.69 = private unnamed_addr constant [10 x i8] c"missing ]\00", align 1
@.str.70 = private unnamed_addr constant [18 x i8] c"nothing to repeat\00", align 1
@nfa_start = internal unnamed_addr global i32 0, align 4
@st = internal global [8192 x %struct.State] zeroinitializer, align 16
@text_start = internal unnamed_addr global ptr null, align 8
@nfa_longest_from.l1 = internal global [8192 x i32] zeroinitializer, align 16
@nfa_longest_from.l2 = internal global [8192 x i32] zeroinitializer, align 16
@gen_id = internal unnamed_addr global i32 0, align 4
@mark = internal unnamed_addr global [8192 x i32] zeroinitializer, align 16

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca %struct.Frag, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 520
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  br label %11

7:                                                ; preds = %320
  store ptr @.str.55, ptr @pp, align 8, !tbaa !5
  store ptr null, ptr @perr, align 8, !tbaa !5
  %8 = tail call fastcc ptr @p_alt()
  %9 = load ptr, ptr @perr, align 8, !tbaa !5
  %10 = icmp eq ptr %9, null
  br i1 %10, label %328, label %333

11:                                               ; preds = %0, %320
  %12 = phi i64 [ 0, %0 ], [ %326, %320 ]
  %13 = phi i32 [ 0, %0 ], [ %325, %320 ]
  %14 = phi i32 [ 0, %0 ], [ %324, %320 ]
  %15 = phi i32 [ 0, %0 ], [ %323, %320 ]
  %16 = phi i64 [ 0, %0 ], [ %322, %320 ]
  %17 = phi i32 [ 1, %0 ], [ %321, %320 ]
  %18 = getelementptr inbounds [26 x ptr], ptr @__const.main.pats, i64 0, i64 %12
  %19 = load ptr, ptr %18, align 8, !tbaa !5
  store ptr %19, ptr @pp, align 8, !tbaa !5
  store ptr null, ptr @perr, align 8, !tbaa !5
  %20 = tail call fastcc ptr @p_alt()
  %21 = load ptr, ptr @perr, align 8, !tbaa !5
  %22 = icmp eq ptr %21, null
  br i1 %22, label %23, label %28

23:                                               ; preds = %11
  %24 = load ptr, ptr @pp, align 8, !tbaa !5
  %25 = load i8, ptr %24, align 1, !tbaa !9
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %30, label %27

27:                                               ; preds = %23
  store ptr @.str.64, ptr @perr, align 8, !tbaa !5
  br label %28

28:                                               ; preds = %11, %27
  %29 = phi ptr [ %21, %11 ], [ @.str.64, %27 ]
  tail call fastcc void @free_node(ptr noundef %20)
  br label %32

30:                                               ; preds = %23
  %31 = icmp eq ptr %20, null
  br i1 %31, label %32, label %35

32:                                               ; preds = %28, %30
  %33 = phi ptr [ %29, %28 ], [ null, %30 ]
  %34 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.50, ptr noundef %19, ptr noundef %33)
  br label %320

35:                                               ; preds = %30
  store i32 0, ptr @nst, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %4) #12
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %4, ptr noundef nonnull %20)
  %36 = load i32, ptr @nst, align 4, !tbaa !10
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %37
  %39 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %37, i32 4
  store ptr null, ptr %39, align 8, !tbaa !12
  store <4 x i32> <i32 6, i32 0, i32 -1, i32 -1>, ptr %38, align 8, !tbaa !10
  %40 = add nsw i32 %36, 1
  store i32 %40, ptr @nst, align 4, !tbaa !10
  %41 = load i32, ptr %5, align 8, !tbaa !14
  %42 = icmp sgt i32 %41, 0
  br i1 %42, label %43, label %91

43:                                               ; preds = %35
  %44 = zext nneg i32 %41 to i64
  %45 = and i64 %44, 7
  %46 = icmp ult i32 %41, 8
  br i1 %46, label %78, label %47

47:                                               ; preds = %43
  %48 = and i64 %44, 2147483640
  br label %49

49:                                               ; preds = %49, %47
  %50 = phi i64 [ 0, %47 ], [ %75, %49 ]
  %51 = phi i64 [ 0, %47 ], [ %76, %49 ]
  %52 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %50
  %53 = load ptr, ptr %52, align 8, !tbaa !5
  store i32 %36, ptr %53, align 4, !tbaa !10
  %54 = or disjoint i64 %50, 1
  %55 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %54
  %56 = load ptr, ptr %55, align 8, !tbaa !5
  store i32 %36, ptr %56, align 4, !tbaa !10
  %57 = or disjoint i64 %50, 2
  %58 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %57
  %59 = load ptr, ptr %58, align 8, !tbaa !5
  store i32 %36, ptr %59, align 4, !tbaa !10
  %60 = or disjoint i64 %50, 3
  %61 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %60
  %62 = load ptr, ptr %61, align 8, !tbaa !5
  store i32 %36, ptr %62, align 4, !tbaa !10
  %63 = or disjoint i64 %50, 4
  %64 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %63
  %65 = load ptr, ptr %64, align 8, !tbaa !5
  store i32 %36, ptr %65, align 4, !tbaa !10
  %66 = or disjoint i64 %50, 5
  %67 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %66
  %68 = load ptr, ptr %67, align 8, !tbaa !5
  store i32 %36, ptr %68, align 4, !tbaa !10
  %69 = or disjoint i64 %50, 6
  %70 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %69
  %71 = load ptr, ptr %70, align 8, !tbaa !5
  store i32 %36, ptr %71, align 4, !tbaa !10
  %72 = or disjoint i64 %50, 7
  %73 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %72
  %74 = load ptr, ptr %73, align 8, !tbaa !5
  store i32 %36, ptr %74, align 4, !tbaa !10
  %75 = add nuw nsw i64 %50, 8
  %76 = add i64 %51, 8
  %77 = icmp eq i64 %76, %48
  br i1 %77, label %78, label %49, !llvm.loop !16

78:                                               ; preds = %49, %43
  %79 = phi i64 [ 0, %43 ], [ %75, %49 ]
  %80 = icmp eq i64 %45, 0
  br i1 %80, label %89, label %81

81:                                               ; preds = %78, %81
  %82 = phi i64 [ %86, %81 ], [ %79, %78 ]
  %83 = phi i64 [ %87, %81 ], [ 0, %78 ]
  %84 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %82
  %85 = load ptr, ptr %84, align 8, !tbaa !5
  store i32 %36, ptr %85, align 4, !tbaa !10
  %86 = add nuw nsw i64 %82, 1
  %87 = add i64 %83, 1
  %88 = icmp eq i64 %87, %45
  br i1 %88, label %89, label %81, !llvm.loop !18

89:                                               ; preds = %81, %78
  %90 = load i32, ptr @nst, align 4, !tbaa !10
  br label %91

91:                                               ; preds = %89, %35
  %92 = phi i32 [ %90, %89 ], [ %40, %35 ]
  %93 = load i32, ptr %4, align 8, !tbaa !20
  store i32 %93, ptr @nfa_start, align 4, !tbaa !10
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %4) #12
  %94 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.51, ptr noundef %19, i32 noundef %92)
  br label %98

95:                                               ; preds = %313
  %96 = add i32 %14, 26
  %97 = tail call i32 @putchar(i32 10)
  tail call fastcc void @free_node(ptr noundef nonnull %20)
  br label %320

98:                                               ; preds = %91, %313
  %99 = phi i64 [ 0, %91 ], [ %318, %313 ]
  %100 = phi i32 [ %13, %91 ], [ %303, %313 ]
  %101 = phi i32 [ %15, %91 ], [ %314, %313 ]
  %102 = phi i64 [ %16, %91 ], [ %290, %313 ]
  %103 = phi i32 [ %17, %91 ], [ %317, %313 ]
  store i64 0, ptr @steps, align 8, !tbaa !21
  %104 = getelementptr inbounds [26 x ptr], ptr @__const.main.texts, i64 0, i64 %99
  %105 = load ptr, ptr %104, align 8, !tbaa !5
  store ptr %105, ptr @text_start, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %106 = call fastcc i32 @bt(ptr noundef nonnull %20, ptr noundef %105, ptr noundef null, ptr noundef nonnull %3)
  %107 = icmp eq i32 %106, 0
  br i1 %107, label %118, label %108

108:                                              ; preds = %122, %98
  %109 = phi ptr [ %105, %98 ], [ %123, %122 ]
  %110 = ptrtoint ptr %109 to i64
  %111 = ptrtoint ptr %105 to i64
  %112 = sub i64 %110, %111
  %113 = trunc i64 %112 to i32
  %114 = load ptr, ptr %3, align 8, !tbaa !5
  %115 = ptrtoint ptr %114 to i64
  %116 = sub i64 %115, %111
  %117 = trunc i64 %116 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %126

118:                                              ; preds = %98, %122
  %119 = phi ptr [ %123, %122 ], [ %105, %98 ]
  %120 = load i8, ptr %119, align 1, !tbaa !9
  %121 = icmp eq i8 %120, 0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br i1 %121, label %126, label %122

122:                                              ; preds = %118
  %123 = getelementptr inbounds i8, ptr %119, i64 1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %124 = call fastcc i32 @bt(ptr noundef nonnull %20, ptr noundef nonnull %123, ptr noundef null, ptr noundef nonnull %3)
  %125 = icmp eq i32 %124, 0
  br i1 %125, label %118, label %108

126:                                              ; preds = %118, %108
  %127 = phi i32 [ %113, %108 ], [ -1, %118 ]
  %128 = phi i32 [ %117, %108 ], [ -1, %118 ]
  %129 = phi i1 [ false, %108 ], [ true, %118 ]
  %130 = phi i32 [ 1, %108 ], [ 0, %118 ]
  %131 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %105) #13
  %132 = trunc i64 %131 to i32
  %133 = icmp sgt i32 %132, -1
  br i1 %133, label %134, label %284

134:                                              ; preds = %126
  %135 = and i64 %131, 2147483647
  %136 = add nuw nsw i64 %131, 1
  %137 = and i64 %136, 4294967295
  br label %138

138:                                              ; preds = %280, %134
  %139 = phi i64 [ 0, %134 ], [ %281, %280 ]
  %140 = phi i1 [ true, %134 ], [ %282, %280 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #12
  store i32 0, ptr %1, align 4, !tbaa !10
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #12
  %141 = load i32, ptr @gen_id, align 4, !tbaa !10
  %142 = add nsw i32 %141, 1
  store i32 %142, ptr @gen_id, align 4, !tbaa !10
  %143 = load i32, ptr @nfa_start, align 4, !tbaa !10
  %144 = trunc nuw nsw i64 %139 to i32
  call fastcc void @addstate(ptr noundef nonnull @nfa_longest_from.l1, ptr noundef nonnull %1, i32 noundef %143, i32 noundef %144, i32 noundef %132)
  %145 = load i32, ptr %1, align 4
  br label %146

146:                                              ; preds = %240, %138
  %147 = phi i32 [ %242, %240 ], [ %145, %138 ]
  %148 = phi i64 [ %241, %240 ], [ %139, %138 ]
  %149 = phi i32 [ %180, %240 ], [ -1, %138 ]
  %150 = phi ptr [ %151, %240 ], [ @nfa_longest_from.l2, %138 ]
  %151 = phi ptr [ %150, %240 ], [ @nfa_longest_from.l1, %138 ]
  %152 = icmp sgt i32 %147, 0
  br i1 %152, label %153, label %179

153:                                              ; preds = %146
  %154 = zext nneg i32 %147 to i64
  %155 = trunc nsw i64 %148 to i32
  %156 = and i64 %154, 3
  %157 = icmp ult i32 %147, 4
  br i1 %157, label %160, label %158

158:                                              ; preds = %153
  %159 = and i64 %154, 2147483644
  br label %184

160:                                              ; preds = %184, %153
  %161 = phi i32 [ poison, %153 ], [ %218, %184 ]
  %162 = phi i64 [ 0, %153 ], [ %219, %184 ]
  %163 = phi i32 [ %149, %153 ], [ %218, %184 ]
  %164 = icmp eq i64 %156, 0
  br i1 %164, label %179, label %165

165:                                              ; preds = %160, %165
  %166 = phi i64 [ %176, %165 ], [ %162, %160 ]
  %167 = phi i32 [ %175, %165 ], [ %163, %160 ]
  %168 = phi i64 [ %177, %165 ], [ 0, %160 ]
  %169 = getelementptr inbounds i32, ptr %151, i64 %166
  %170 = load i32, ptr %169, align 4, !tbaa !10
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %171
  %173 = load i32, ptr %172, align 8, !tbaa !23
  %174 = icmp eq i32 %173, 6
  %175 = select i1 %174, i32 %155, i32 %167
  %176 = add nuw nsw i64 %166, 1
  %177 = add i64 %168, 1
  %178 = icmp eq i64 %177, %156
  br i1 %178, label %179, label %165, !llvm.loop !24

179:                                              ; preds = %160, %165, %146
  %180 = phi i32 [ %149, %146 ], [ %161, %160 ], [ %175, %165 ]
  %181 = icmp eq i64 %148, %135
  %182 = icmp eq i32 %147, 0
  %183 = or i1 %182, %181
  br i1 %183, label %278, label %222

184:                                              ; preds = %184, %158
  %185 = phi i64 [ 0, %158 ], [ %219, %184 ]
  %186 = phi i32 [ %149, %158 ], [ %218, %184 ]
  %187 = phi i64 [ 0, %158 ], [ %220, %184 ]
  %188 = getelementptr inbounds i32, ptr %151, i64 %185
  %189 = load i32, ptr %188, align 4, !tbaa !10
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %190
  %192 = load i32, ptr %191, align 8, !tbaa !23
  %193 = icmp eq i32 %192, 6
  %194 = or disjoint i64 %185, 1
  %195 = getelementptr inbounds i32, ptr %151, i64 %194
  %196 = load i32, ptr %195, align 4, !tbaa !10
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %197
  %199 = load i32, ptr %198, align 8, !tbaa !23
  %200 = icmp eq i32 %199, 6
  %201 = or disjoint i64 %185, 2
  %202 = getelementptr inbounds i32, ptr %151, i64 %201
  %203 = load i32, ptr %202, align 4, !tbaa !10
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %204
  %206 = load i32, ptr %205, align 8, !tbaa !23
  %207 = icmp eq i32 %206, 6
  %208 = or disjoint i64 %185, 3
  %209 = getelementptr inbounds i32, ptr %151, i64 %208
  %210 = load i32, ptr %209, align 4, !tbaa !10
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %211
  %213 = load i32, ptr %212, align 8, !tbaa !23
  %214 = icmp eq i32 %213, 6
  %215 = select i1 %214, i1 true, i1 %207
  %216 = select i1 %215, i1 true, i1 %200
  %217 = select i1 %216, i1 true, i1 %193
  %218 = select i1 %217, i32 %155, i32 %186
  %219 = add nuw nsw i64 %185, 4
  %220 = add i64 %187, 4
  %221 = icmp eq i64 %220, %159
  br i1 %221, label %160, label %184, !llvm.loop !25

222:                                              ; preds = %179
  %223 = getelementptr inbounds i8, ptr %105, i64 %148
  %224 = load i8, ptr %223, align 1, !tbaa !9
  store i32 0, ptr %2, align 4, !tbaa !10
  %225 = load i32, ptr @gen_id, align 4, !tbaa !10
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr @gen_id, align 4, !tbaa !10
  br i1 %152, label %229, label %227

227:                                              ; preds = %222
  %228 = add nsw i64 %148, 1
  br label %240

229:                                              ; preds = %222
  %230 = zext i8 %224 to i32
  %231 = icmp ne i8 %224, 10
  %232 = lshr i32 %230, 3
  %233 = zext nneg i32 %232 to i64
  %234 = and i32 %230, 7
  %235 = shl nuw nsw i32 1, %234
  %236 = add nsw i64 %148, 1
  %237 = trunc nsw i64 %236 to i32
  br label %243

238:                                              ; preds = %273
  %239 = load i32, ptr %2, align 4, !tbaa !10
  br label %240

240:                                              ; preds = %238, %227
  %241 = phi i64 [ %228, %227 ], [ %236, %238 ]
  %242 = phi i32 [ 0, %227 ], [ %239, %238 ]
  store i32 %242, ptr %1, align 4, !tbaa !10
  br label %146

243:                                              ; preds = %273, %229
  %244 = phi i32 [ %147, %229 ], [ %274, %273 ]
  %245 = phi i64 [ 0, %229 ], [ %275, %273 ]
  %246 = getelementptr inbounds i32, ptr %151, i64 %245
  %247 = load i32, ptr %246, align 4, !tbaa !10
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %248
  %250 = load i32, ptr %249, align 8, !tbaa !23
  %251 = icmp eq i32 %250, 0
  br i1 %251, label %252, label %256

252:                                              ; preds = %243
  %253 = getelementptr inbounds i8, ptr %249, i64 4
  %254 = load i32, ptr %253, align 4, !tbaa !26
  %255 = icmp eq i32 %254, %230
  br i1 %255, label %269, label %273

256:                                              ; preds = %243
  %257 = icmp eq i32 %250, 1
  %258 = select i1 %257, i1 %231, i1 false
  br i1 %258, label %269, label %259

259:                                              ; preds = %256
  %260 = icmp eq i32 %250, 2
  br i1 %260, label %261, label %273

261:                                              ; preds = %259
  %262 = getelementptr inbounds i8, ptr %249, i64 16
  %263 = load ptr, ptr %262, align 8, !tbaa !12
  %264 = getelementptr inbounds i8, ptr %263, i64 %233
  %265 = load i8, ptr %264, align 1, !tbaa !9
  %266 = zext i8 %265 to i32
  %267 = and i32 %235, %266
  %268 = icmp eq i32 %267, 0
  br i1 %268, label %273, label %269

269:                                              ; preds = %261, %256, %252
  %270 = getelementptr inbounds i8, ptr %249, i64 8
  %271 = load i32, ptr %270, align 8, !tbaa !27
  call fastcc void @addstate(ptr noundef %150, ptr noundef nonnull %2, i32 noundef %271, i32 noundef %237, i32 noundef %132)
  %272 = load i32, ptr %1, align 4, !tbaa !10
  br label %273

273:                                              ; preds = %269, %261, %259, %252
  %274 = phi i32 [ %244, %252 ], [ %272, %269 ], [ %244, %261 ], [ %244, %259 ]
  %275 = add nuw nsw i64 %245, 1
  %276 = sext i32 %274 to i64
  %277 = icmp slt i64 %275, %276
  br i1 %277, label %243, label %238, !llvm.loop !28

278:                                              ; preds = %179
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #12
  %279 = icmp slt i32 %180, 0
  br i1 %279, label %280, label %284

280:                                              ; preds = %278
  %281 = add nuw nsw i64 %139, 1
  %282 = icmp ult i64 %139, %135
  %283 = icmp eq i64 %281, %137
  br i1 %283, label %284, label %138, !llvm.loop !29

284:                                              ; preds = %278, %280, %126
  %285 = phi i32 [ -1, %126 ], [ %144, %278 ], [ -1, %280 ]
  %286 = phi i32 [ -1, %126 ], [ %180, %278 ], [ -1, %280 ]
  %287 = phi i1 [ false, %126 ], [ %140, %278 ], [ %282, %280 ]
  %288 = zext i1 %287 to i32
  %289 = load i64, ptr @steps, align 8, !tbaa !21
  %290 = add nsw i64 %289, %102
  %291 = icmp eq i32 %130, %288
  br i1 %291, label %292, label %299

292:                                              ; preds = %284
  br i1 %129, label %297, label %293

293:                                              ; preds = %292
  %294 = icmp ne i32 %127, %285
  %295 = icmp sgt i32 %128, %286
  %296 = select i1 %294, i1 true, i1 %295
  br i1 %296, label %299, label %297

297:                                              ; preds = %293, %292
  %298 = add nsw i32 %100, 1
  br label %302

299:                                              ; preds = %293, %284
  %300 = trunc nuw nsw i64 %99 to i32
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.52, i32 noundef %300, i32 noundef %130, i32 noundef %127, i32 noundef %128, i32 noundef %288, i32 noundef %285, i32 noundef %286)
  br label %302

302:                                              ; preds = %299, %297
  %303 = phi i32 [ %298, %297 ], [ %100, %299 ]
  br i1 %129, label %313, label %304

304:                                              ; preds = %302
  %305 = add nsw i32 %101, 1
  %306 = add nuw nsw i64 %99, %12
  %307 = trunc nuw nsw i64 %306 to i32
  %308 = urem i32 %307, 5
  %309 = icmp eq i32 %308, 0
  br i1 %309, label %310, label %313

310:                                              ; preds = %304
  %311 = trunc nuw nsw i64 %99 to i32
  %312 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.53, i32 noundef %311, i32 noundef %127, i32 noundef %128, i32 noundef %286)
  br label %313

313:                                              ; preds = %304, %310, %302
  %314 = phi i32 [ %305, %310 ], [ %305, %304 ], [ %101, %302 ]
  %315 = icmp sgt i32 %128, %286
  %316 = select i1 %315, i32 0, i32 %103
  %317 = select i1 %129, i32 %103, i32 %316
  %318 = add nuw nsw i64 %99, 1
  %319 = icmp eq i64 %318, 26
  br i1 %319, label %95, label %98, !llvm.loop !30

320:                                              ; preds = %95, %32
  %321 = phi i32 [ %317, %95 ], [ %17, %32 ]
  %322 = phi i64 [ %290, %95 ], [ %16, %32 ]
  %323 = phi i32 [ %314, %95 ], [ %15, %32 ]
  %324 = phi i32 [ %96, %95 ], [ %14, %32 ]
  %325 = phi i32 [ %303, %95 ], [ %13, %32 ]
  %326 = add nuw nsw i64 %12, 1
  %327 = icmp eq i64 %326, 26
  br i1 %327, label %7, label %11, !llvm.loop !31

328:                                              ; preds = %7
  %329 = load ptr, ptr @pp, align 8, !tbaa !5
  %330 = load i8, ptr %329, align 1, !tbaa !9
  %331 = icmp eq i8 %330, 0
  br i1 %331, label %335, label %332

332:                                              ; preds = %328
  store ptr @.str.64, ptr @perr, align 8, !tbaa !5
  br label %333

333:                                              ; preds = %332, %7
  %334 = phi ptr [ %9, %7 ], [ @.str.64, %332 ]
  tail call fastcc void @free_node(ptr noundef %8)
  br label %335

335:                                              ; preds = %328, %333
  %336 = phi ptr [ %334, %333 ], [ null, %328 ]
  %337 = phi ptr [ null, %333 ], [ %8, %328 ]
  %338 = icmp eq ptr %337, null
  %339 = select i1 %338, ptr %336, ptr @.str.62
  %340 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.55, ptr noundef %339)
  tail call fastcc void @free_node(ptr noundef %337)
  store ptr @.str.56, ptr @pp, align 8, !tbaa !5
  store ptr null, ptr @perr, align 8, !tbaa !5
  %341 = tail call fastcc ptr @p_alt()
  %342 = load ptr, ptr @perr, align 8, !tbaa !5
  %343 = icmp eq ptr %342, null
  br i1 %343, label %344, label %349

344:                                              ; preds = %335
  %345 = load ptr, ptr @pp, align 8, !tbaa !5
  %346 = load i8, ptr %345, align 1, !tbaa !9
  %347 = icmp eq i8 %346, 0
  br i1 %347, label %351, label %348

348:                                              ; preds = %344
  store ptr @.str.64, ptr @perr, align 8, !tbaa !5
  br label %349

349:                                              ; preds = %348, %335
  %350 = phi ptr [ %342, %335 ], [ @.str.64, %348 ]
  tail call fastcc void @free_node(ptr noundef %341)
  br label %351

351:                                              ; preds = %349, %344
  %352 = phi ptr [ %350, %349 ], [ null, %344 ]
  %353 = phi ptr [ null, %349 ], [ %341, %344 ]
  %354 = icmp eq ptr %353, null
  %355 = select i1 %354, ptr %352, ptr @.str.62
  %356 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.56, ptr noundef %355)
  tail call fastcc void @free_node(ptr noundef %353)
  store ptr @.str.57, ptr @pp, align 8, !tbaa !5
  store ptr null, ptr @perr, align 8, !tbaa !5
  %357 = tail call fastcc ptr @p_alt()
  %358 = load ptr, ptr @perr, align 8, !tbaa !5
  %359 = icmp eq ptr %358, null
  br i1 %359, label %360, label %365

360:                                              ; preds = %351
  %361 = load ptr, ptr @pp, align 8, !tbaa !5
  %362 = load i8, ptr %361, align 1, !tbaa !9
  %363 = icmp eq i8 %362, 0
  br i1 %363, label %367, label %364

364:                                              ; preds = %360
  store ptr @.str.64, ptr @perr, align 8, !tbaa !5
  br label %365

365:                                              ; preds = %364, %351
  %366 = phi ptr [ %358, %351 ], [ @.str.64, %364 ]
  tail call fastcc void @free_node(ptr noundef %357)
  br label %367

367:                                              ; preds = %365, %360
  %368 = phi ptr [ %366, %365 ], [ null, %360 ]
  %369 = phi ptr [ null, %365 ], [ %357, %360 ]
  %370 = icmp eq ptr %369, null
  %371 = select i1 %370, ptr %368, ptr @.str.62
  %372 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.57, ptr noundef %371)
  tail call fastcc void @free_node(ptr noundef %369)
  store ptr @.str.58, ptr @pp, align 8, !tbaa !5
  store ptr null, ptr @perr, align 8, !tbaa !5
  %373 = tail call fastcc ptr @p_alt()
  %374 = load ptr, ptr @perr, align 8, !tbaa !5
  %375 = icmp eq ptr %374, null
  br i1 %375, label %376, label %381

376:                                              ; preds = %367
  %377 = load ptr, ptr @pp, align 8, !tbaa !5
  %378 = load i8, ptr %377, align 1, !tbaa !9
  %379 = icmp eq i8 %378, 0
  br i1 %379, label %383, label %380

380:                                              ; preds = %376
  store ptr @.str.64, ptr @perr, align 8, !tbaa !5
  br label %381

381:                                              ; preds = %380, %367
  %382 = phi ptr [ %374, %367 ], [ @.str.64, %380 ]
  tail call fastcc void @free_node(ptr noundef %373)
  br label %383

383:                                              ; preds = %381, %376
  %384 = phi ptr [ %382, %381 ], [ null, %376 ]
  %385 = phi ptr [ null, %381 ], [ %373, %376 ]
  %386 = icmp eq ptr %385, null
  %387 = select i1 %386, ptr %384, ptr @.str.62
  %388 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.58, ptr noundef %387)
  tail call fastcc void @free_node(ptr noundef %385)
  store ptr @.str.59, ptr @pp, align 8, !tbaa !5
  store ptr null, ptr @perr, align 8, !tbaa !5
  %389 = tail call fastcc ptr @p_alt()
  %390 = load ptr, ptr @perr, align 8, !tbaa !5
  %391 = icmp eq ptr %390, null
  br i1 %391, label %392, label %397

392:                                              ; preds = %383
  %393 = load ptr, ptr @pp, align 8, !tbaa !5
  %394 = load i8, ptr %393, align 1, !tbaa !9
  %395 = icmp eq i8 %394, 0
  br i1 %395, label %399, label %396

396:                                              ; preds = %392
  store ptr @.str.64, ptr @perr, align 8, !tbaa !5
  br label %397

397:                                              ; preds = %396, %383
  %398 = phi ptr [ %390, %383 ], [ @.str.64, %396 ]
  tail call fastcc void @free_node(ptr noundef %389)
  br label %399

399:                                              ; preds = %397, %392
  %400 = phi ptr [ %398, %397 ], [ null, %392 ]
  %401 = phi ptr [ null, %397 ], [ %389, %392 ]
  %402 = icmp eq ptr %401, null
  %403 = select i1 %402, ptr %400, ptr @.str.62
  %404 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.59, ptr noundef %403)
  tail call fastcc void @free_node(ptr noundef %401)
  store ptr @.str.60, ptr @pp, align 8, !tbaa !5
  store ptr null, ptr @perr, align 8, !tbaa !5
  %405 = tail call fastcc ptr @p_alt()
  %406 = load ptr, ptr @perr, align 8, !tbaa !5
  %407 = icmp eq ptr %406, null
  br i1 %407, label %408, label %413

408:                                              ; preds = %399
  %409 = load ptr, ptr @pp, align 8, !tbaa !5
  %410 = load i8, ptr %409, align 1, !tbaa !9
  %411 = icmp eq i8 %410, 0
  br i1 %411, label %415, label %412

412:                                              ; preds = %408
  store ptr @.str.64, ptr @perr, align 8, !tbaa !5
  br label %413

413:                                              ; preds = %412, %399
  %414 = phi ptr [ %406, %399 ], [ @.str.64, %412 ]
  tail call fastcc void @free_node(ptr noundef %405)
  br label %415

415:                                              ; preds = %413, %408
  %416 = phi ptr [ %414, %413 ], [ null, %408 ]
  %417 = phi ptr [ null, %413 ], [ %405, %408 ]
  %418 = icmp eq ptr %417, null
  %419 = select i1 %418, ptr %416, ptr @.str.62
  %420 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.60, ptr noundef %419)
  tail call fastcc void @free_node(ptr noundef %417)
  %421 = icmp sgt i64 %322, 0
  %422 = zext i1 %421 to i32
  %423 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.63, i32 noundef %325, i32 noundef %324, i32 noundef %323, i32 noundef %321, i32 noundef %422)
  %424 = icmp ne i32 %325, %324
  %425 = zext i1 %424 to i32
  ret i32 %425
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define internal fastcc void @free_node(ptr noundef %0) unnamed_addr #0 {
  %2 = icmp eq ptr %0, null
  br i1 %2, label %3, label %4

3:                                                ; preds = %1, %4
  ret void

4:                                                ; preds = %1
  %5 = getelementptr inbounds i8, ptr %0, i64 40
  %6 = load ptr, ptr %5, align 8, !tbaa !32
  tail call fastcc void @free_node(ptr noundef %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  %8 = load ptr, ptr %7, align 8, !tbaa !34
  tail call fastcc void @free_node(ptr noundef %8)
  tail call void @free(ptr noundef nonnull %0) #12
  br label %3
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @p_alt() unnamed_addr #0 {
  br label %1

1:                                                ; preds = %18, %0
  %2 = phi ptr [ null, %0 ], [ %19, %18 ]
  %3 = load ptr, ptr @pp, align 8, !tbaa !5
  %4 = load i8, ptr %3, align 1, !tbaa !9
  switch i8 %4, label %5 [
    i8 0, label %20
    i8 124, label %20
    i8 41, label %20
  ]

5:                                                ; preds = %1
  %6 = tail call fastcc ptr @p_repeat()
  %7 = load ptr, ptr @perr, align 8, !tbaa !5
  %8 = icmp eq ptr %7, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %5
  tail call fastcc void @free_node(ptr noundef %2)
  %10 = load ptr, ptr @pp, align 8, !tbaa !5
  %11 = load i8, ptr %10, align 1, !tbaa !9
  br label %24

12:                                               ; preds = %5
  %13 = icmp eq ptr %2, null
  br i1 %13, label %18, label %14

14:                                               ; preds = %12
  %15 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 3, ptr %15, align 8, !tbaa !35
  %16 = getelementptr inbounds i8, ptr %15, i64 40
  store ptr %2, ptr %16, align 8, !tbaa !32
  %17 = getelementptr inbounds i8, ptr %15, i64 48
  store ptr %6, ptr %17, align 8, !tbaa !34
  br label %18

18:                                               ; preds = %14, %12
  %19 = phi ptr [ %15, %14 ], [ %6, %12 ]
  br label %1, !llvm.loop !36

20:                                               ; preds = %1, %1, %1
  %21 = icmp eq ptr %2, null
  br i1 %21, label %22, label %24

22:                                               ; preds = %20
  %23 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 8, ptr %23, align 8, !tbaa !35
  br label %24

24:                                               ; preds = %9, %20, %22
  %25 = phi i8 [ %4, %22 ], [ %4, %20 ], [ %11, %9 ]
  %26 = phi ptr [ %3, %22 ], [ %3, %20 ], [ %10, %9 ]
  %27 = phi ptr [ %23, %22 ], [ %2, %20 ], [ %6, %9 ]
  %28 = icmp eq i8 %25, 124
  %29 = load ptr, ptr @perr, align 8
  %30 = icmp eq ptr %29, null
  %31 = select i1 %28, i1 %30, i1 false
  br i1 %31, label %32, label %71

32:                                               ; preds = %24, %60
  %33 = phi ptr [ %62, %60 ], [ %26, %24 ]
  %34 = phi ptr [ %64, %60 ], [ %27, %24 ]
  %35 = getelementptr inbounds i8, ptr %33, i64 1
  store ptr %35, ptr @pp, align 8, !tbaa !5
  br label %36

36:                                               ; preds = %53, %32
  %37 = phi ptr [ %35, %32 ], [ %55, %53 ]
  %38 = phi ptr [ null, %32 ], [ %54, %53 ]
  %39 = load i8, ptr %37, align 1, !tbaa !9
  switch i8 %39, label %40 [
    i8 0, label %56
    i8 124, label %56
    i8 41, label %56
  ]

40:                                               ; preds = %36
  %41 = tail call fastcc ptr @p_repeat()
  %42 = load ptr, ptr @perr, align 8
  %43 = icmp eq ptr %42, null
  br i1 %43, label %47, label %44

44:                                               ; preds = %40
  tail call fastcc void @free_node(ptr noundef %38)
  %45 = load ptr, ptr @pp, align 8, !tbaa !5
  %46 = load ptr, ptr @perr, align 8
  br label %60

47:                                               ; preds = %40
  %48 = icmp eq ptr %38, null
  br i1 %48, label %53, label %49

49:                                               ; preds = %47
  %50 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 3, ptr %50, align 8, !tbaa !35
  %51 = getelementptr inbounds i8, ptr %50, i64 40
  store ptr %38, ptr %51, align 8, !tbaa !32
  %52 = getelementptr inbounds i8, ptr %50, i64 48
  store ptr %41, ptr %52, align 8, !tbaa !34
  br label %53

53:                                               ; preds = %49, %47
  %54 = phi ptr [ %50, %49 ], [ %41, %47 ]
  %55 = load ptr, ptr @pp, align 8, !tbaa !5
  br label %36, !llvm.loop !36

56:                                               ; preds = %36, %36, %36
  %57 = icmp eq ptr %38, null
  br i1 %57, label %58, label %60

58:                                               ; preds = %56
  %59 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 8, ptr %59, align 8, !tbaa !35
  br label %60

60:                                               ; preds = %44, %56, %58
  %61 = phi ptr [ null, %58 ], [ null, %56 ], [ %46, %44 ]
  %62 = phi ptr [ %37, %58 ], [ %37, %56 ], [ %45, %44 ]
  %63 = phi ptr [ %59, %58 ], [ %38, %56 ], [ %41, %44 ]
  %64 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 4, ptr %64, align 8, !tbaa !35
  %65 = getelementptr inbounds i8, ptr %64, i64 40
  store ptr %34, ptr %65, align 8, !tbaa !32
  %66 = getelementptr inbounds i8, ptr %64, i64 48
  store ptr %63, ptr %66, align 8, !tbaa !34
  %67 = load i8, ptr %62, align 1, !tbaa !9
  %68 = icmp eq i8 %67, 124
  %69 = icmp eq ptr %61, null
  %70 = select i1 %68, i1 %69, i1 false
  br i1 %70, label %32, label %71, !llvm.loop !37

71:                                               ; preds = %60, %24
  %72 = phi ptr [ %27, %24 ], [ %64, %60 ]
  ret ptr %72
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @p_repeat() unnamed_addr #0 {
  %1 = load ptr, ptr @pp, align 8, !tbaa !5
  %2 = load i8, ptr %1, align 1, !tbaa !9
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
  ]

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %4, ptr @pp, align 8, !tbaa !5
  %5 = tail call fastcc ptr @p_alt()
  %6 = load ptr, ptr @pp, align 8, !tbaa !5
  %7 = load i8, ptr %6, align 1, !tbaa !9
  %8 = icmp eq i8 %7, 41
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  store ptr @.str.67, ptr @perr, align 8, !tbaa !5
  br label %232

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %6, i64 1
  store ptr %11, ptr @pp, align 8, !tbaa !5
  br label %232

12:                                               ; preds = %0
  %13 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %13, ptr @pp, align 8, !tbaa !5
  %14 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 1, ptr %14, align 8, !tbaa !35
  br label %232

15:                                               ; preds = %0
  %16 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %16, ptr @pp, align 8, !tbaa !5
  %17 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 6, ptr %17, align 8, !tbaa !35
  br label %232

18:                                               ; preds = %0
  %19 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %19, ptr @pp, align 8, !tbaa !5
  %20 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 7, ptr %20, align 8, !tbaa !35
  br label %232

21:                                               ; preds = %0
  %22 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %22, ptr @pp, align 8, !tbaa !5
  %23 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 2, ptr %23, align 8, !tbaa !35
  %24 = load i8, ptr %22, align 1, !tbaa !9
  %25 = icmp eq i8 %24, 94
  br i1 %25, label %26, label %29

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %1, i64 2
  store ptr %27, ptr @pp, align 8, !tbaa !5
  %28 = load i8, ptr %27, align 1, !tbaa !9
  br label %29

29:                                               ; preds = %26, %21
  %30 = phi i8 [ %28, %26 ], [ %24, %21 ]
  %31 = phi ptr [ %27, %26 ], [ %22, %21 ]
  %32 = icmp eq i8 %30, 0
  br i1 %32, label %149, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %23, i64 8
  br label %35

35:                                               ; preds = %146, %33
  %36 = phi i8 [ %30, %33 ], [ %148, %146 ]
  %37 = phi ptr [ %31, %33 ], [ %147, %146 ]
  %38 = getelementptr inbounds i8, ptr %37, i64 1
  store ptr %38, ptr @pp, align 8, !tbaa !5
  %39 = icmp eq i8 %36, 92
  br i1 %39, label %40, label %92

40:                                               ; preds = %35
  %41 = load i8, ptr %38, align 1, !tbaa !9
  %42 = icmp eq i8 %41, 0
  br i1 %42, label %105, label %43

43:                                               ; preds = %40
  %44 = getelementptr inbounds i8, ptr %37, i64 2
  store ptr %44, ptr @pp, align 8, !tbaa !5
  %45 = sext i8 %41 to i32
  %46 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.68, i32 %45, i64 7)
  %47 = icmp eq ptr %46, null
  br i1 %47, label %87, label %48

48:                                               ; preds = %43
  %49 = and i8 %41, -33
  %50 = add i8 %41, -65
  %51 = icmp ult i8 %50, 26
  br label %52

52:                                               ; preds = %84, %48
  %53 = phi i32 [ 0, %48 ], [ %85, %84 ]
  switch i8 %49, label %68 [
    i8 68, label %54
    i8 87, label %57
  ]

54:                                               ; preds = %52
  %55 = add nsw i32 %53, -48
  %56 = icmp ult i32 %55, 10
  br label %72

57:                                               ; preds = %52
  %58 = add nsw i32 %53, -48
  %59 = icmp ult i32 %58, 10
  %60 = add nsw i32 %53, -97
  %61 = icmp ult i32 %60, 26
  %62 = select i1 %59, i1 true, i1 %61
  %63 = add nsw i32 %53, -65
  %64 = icmp ult i32 %63, 26
  %65 = select i1 %62, i1 true, i1 %64
  %66 = icmp eq i32 %53, 95
  %67 = or i1 %66, %65
  br label %72

68:                                               ; preds = %52
  %69 = trunc nuw i32 %53 to i8
  switch i8 %69, label %70 [
    i8 32, label %71
    i8 10, label %71
    i8 9, label %71
    i8 13, label %71
  ]

70:                                               ; preds = %68
  br i1 %51, label %75, label %84

71:                                               ; preds = %68, %68, %68, %68
  br i1 %51, label %84, label %75

72:                                               ; preds = %57, %54
  %73 = phi i1 [ %56, %54 ], [ %67, %57 ]
  %74 = xor i1 %51, %73
  br i1 %74, label %75, label %84

75:                                               ; preds = %72, %71, %70
  %76 = and i32 %53, 7
  %77 = shl nuw nsw i32 1, %76
  %78 = lshr i32 %53, 3
  %79 = zext nneg i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %34, i64 %79
  %81 = load i8, ptr %80, align 1, !tbaa !9
  %82 = trunc nuw i32 %77 to i8
  %83 = or i8 %81, %82
  store i8 %83, ptr %80, align 1, !tbaa !9
  br label %84

84:                                               ; preds = %75, %72, %71, %70
  %85 = add nuw nsw i32 %53, 1
  %86 = icmp eq i32 %85, 256
  br i1 %86, label %146, label %52, !llvm.loop !38

87:                                               ; preds = %43
  %88 = icmp eq i8 %41, 110
  %89 = icmp eq i8 %41, 116
  %90 = select i1 %89, i8 9, i8 %41
  %91 = select i1 %88, i8 10, i8 %90
  br label %92

92:                                               ; preds = %87, %35
  %93 = phi ptr [ %44, %87 ], [ %38, %35 ]
  %94 = phi i8 [ %91, %87 ], [ %36, %35 ]
  %95 = load i8, ptr %93, align 1, !tbaa !9
  %96 = zext i8 %94 to i32
  %97 = icmp eq i8 %95, 45
  br i1 %97, label %98, label %105

98:                                               ; preds = %92
  %99 = getelementptr inbounds i8, ptr %93, i64 1
  %100 = load i8, ptr %99, align 1, !tbaa !9
  switch i8 %100, label %101 [
    i8 0, label %105
    i8 93, label %105
  ]

101:                                              ; preds = %98
  %102 = getelementptr inbounds i8, ptr %93, i64 2
  store ptr %102, ptr @pp, align 8, !tbaa !5
  %103 = zext i8 %100 to i32
  %104 = icmp ult i8 %100, %94
  br i1 %104, label %146, label %105

105:                                              ; preds = %40, %92, %98, %98, %101
  %106 = phi i32 [ %103, %101 ], [ %96, %98 ], [ %96, %92 ], [ %96, %98 ], [ 92, %40 ]
  %107 = phi ptr [ %102, %101 ], [ %93, %98 ], [ %93, %92 ], [ %93, %98 ], [ %38, %40 ]
  %108 = phi i32 [ %96, %101 ], [ %96, %98 ], [ %96, %92 ], [ %96, %98 ], [ 92, %40 ]
  %109 = add nuw nsw i32 %106, %108
  %110 = and i32 %109, 1
  %111 = icmp eq i32 %110, 0
  br i1 %111, label %112, label %122

112:                                              ; preds = %105
  %113 = and i32 %108, 7
  %114 = shl nuw nsw i32 1, %113
  %115 = lshr i32 %108, 3
  %116 = zext nneg i32 %115 to i64
  %117 = getelementptr inbounds i8, ptr %34, i64 %116
  %118 = load i8, ptr %117, align 1, !tbaa !9
  %119 = trunc nuw i32 %114 to i8
  %120 = or i8 %118, %119
  store i8 %120, ptr %117, align 1, !tbaa !9
  %121 = add nuw nsw i32 %108, 1
  br label %122

122:                                              ; preds = %112, %105
  %123 = phi i32 [ %108, %105 ], [ %121, %112 ]
  %124 = icmp eq i32 %106, %108
  br i1 %124, label %146, label %125

125:                                              ; preds = %122, %125
  %126 = phi i32 [ %144, %125 ], [ %123, %122 ]
  %127 = and i32 %126, 7
  %128 = shl nuw nsw i32 1, %127
  %129 = lshr i32 %126, 3
  %130 = zext nneg i32 %129 to i64
  %131 = getelementptr inbounds i8, ptr %34, i64 %130
  %132 = load i8, ptr %131, align 1, !tbaa !9
  %133 = trunc nuw i32 %128 to i8
  %134 = or i8 %132, %133
  store i8 %134, ptr %131, align 1, !tbaa !9
  %135 = add nuw nsw i32 %126, 1
  %136 = and i32 %135, 7
  %137 = shl nuw nsw i32 1, %136
  %138 = lshr i32 %135, 3
  %139 = zext nneg i32 %138 to i64
  %140 = getelementptr inbounds i8, ptr %34, i64 %139
  %141 = load i8, ptr %140, align 1, !tbaa !9
  %142 = trunc nuw i32 %137 to i8
  %143 = or i8 %141, %142
  store i8 %143, ptr %140, align 1, !tbaa !9
  %144 = add nuw nsw i32 %126, 2
  %145 = icmp eq i32 %135, %106
  br i1 %145, label %146, label %125, !llvm.loop !39

146:                                              ; preds = %84, %122, %125, %101
  %147 = phi ptr [ %102, %101 ], [ %107, %125 ], [ %107, %122 ], [ %44, %84 ]
  %148 = load i8, ptr %147, align 1, !tbaa !9
  switch i8 %148, label %35 [
    i8 93, label %151
    i8 0, label %149
  ]

149:                                              ; preds = %146, %29
  %150 = phi ptr [ %31, %29 ], [ %147, %146 ]
  store ptr @.str.69, ptr @perr, align 8, !tbaa !5
  br label %153

151:                                              ; preds = %146
  %152 = getelementptr inbounds i8, ptr %147, i64 1
  store ptr %152, ptr @pp, align 8, !tbaa !5
  br label %153

153:                                              ; preds = %151, %149
  %154 = phi ptr [ %152, %151 ], [ %150, %149 ]
  br i1 %25, label %155, label %232

155:                                              ; preds = %153
  %156 = getelementptr inbounds i8, ptr %23, i64 8
  %157 = getelementptr inbounds i8, ptr %23, i64 24
  %158 = load <16 x i8>, ptr %156, align 1, !tbaa !9
  %159 = load <16 x i8>, ptr %157, align 1, !tbaa !9
  %160 = xor <16 x i8> %158, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  %161 = xor <16 x i8> %159, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  store <16 x i8> %160, ptr %156, align 1, !tbaa !9
  store <16 x i8> %161, ptr %157, align 1, !tbaa !9
  br label %232

162:                                              ; preds = %0
  %163 = getelementptr inbounds i8, ptr %1, i64 1
  %164 = getelementptr inbounds i8, ptr %1, i64 2
  store ptr %164, ptr @pp, align 8, !tbaa !5
  %165 = load i8, ptr %163, align 1, !tbaa !9
  %166 = icmp eq i8 %165, 0
  br i1 %166, label %212, label %167

167:                                              ; preds = %162
  %168 = sext i8 %165 to i32
  %169 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.68, i32 %168, i64 7)
  %170 = icmp eq ptr %169, null
  br i1 %170, label %212, label %171

171:                                              ; preds = %167
  %172 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 2, ptr %172, align 8, !tbaa !35
  %173 = getelementptr inbounds i8, ptr %172, i64 8
  %174 = and i8 %165, -33
  %175 = add i8 %165, -65
  %176 = icmp ult i8 %175, 26
  br label %177

177:                                              ; preds = %209, %171
  %178 = phi i32 [ 0, %171 ], [ %210, %209 ]
  switch i8 %174, label %193 [
    i8 68, label %179
    i8 87, label %182
  ]

179:                                              ; preds = %177
  %180 = add nsw i32 %178, -48
  %181 = icmp ult i32 %180, 10
  br label %197

182:                                              ; preds = %177
  %183 = add nsw i32 %178, -48
  %184 = icmp ult i32 %183, 10
  %185 = add nsw i32 %178, -97
  %186 = icmp ult i32 %185, 26
  %187 = select i1 %184, i1 true, i1 %186
  %188 = add nsw i32 %178, -65
  %189 = icmp ult i32 %188, 26
  %190 = select i1 %187, i1 true, i1 %189
  %191 = icmp eq i32 %178, 95
  %192 = or i1 %191, %190
  br label %197

193:                                              ; preds = %177
  %194 = trunc nuw i32 %178 to i8
  switch i8 %194, label %195 [
    i8 32, label %196
    i8 10, label %196
    i8 9, label %196
    i8 13, label %196
  ]

195:                                              ; preds = %193
  br i1 %176, label %200, label %209

196:                                              ; preds = %193, %193, %193, %193
  br i1 %176, label %209, label %200

197:                                              ; preds = %182, %179
  %198 = phi i1 [ %181, %179 ], [ %192, %182 ]
  %199 = xor i1 %176, %198
  br i1 %199, label %200, label %209

200:                                              ; preds = %197, %196, %195
  %201 = and i32 %178, 7
  %202 = shl nuw nsw i32 1, %201
  %203 = lshr i32 %178, 3
  %204 = zext nneg i32 %203 to i64
  %205 = getelementptr inbounds i8, ptr %173, i64 %204
  %206 = load i8, ptr %205, align 1, !tbaa !9
  %207 = trunc nuw i32 %202 to i8
  %208 = or i8 %206, %207
  store i8 %208, ptr %205, align 1, !tbaa !9
  br label %209

209:                                              ; preds = %200, %197, %196, %195
  %210 = add nuw nsw i32 %178, 1
  %211 = icmp eq i32 %210, 256
  br i1 %211, label %232, label %177, !llvm.loop !38

212:                                              ; preds = %167, %162
  %213 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  %214 = icmp eq i8 %165, 110
  %215 = icmp eq i8 %165, 116
  %216 = select i1 %215, i8 9, i8 %165
  %217 = select i1 %214, i8 10, i8 %216
  %218 = zext i8 %217 to i32
  %219 = getelementptr inbounds i8, ptr %213, i64 4
  store i32 %218, ptr %219, align 4, !tbaa !40
  br label %232

220:                                              ; preds = %0, %0, %0, %0, %0, %0
  %221 = icmp eq i8 %2, 63
  %222 = and i8 %2, 126
  %223 = icmp eq i8 %222, 42
  %224 = or i1 %221, %223
  %225 = select i1 %224, ptr @.str.70, ptr null
  store ptr %225, ptr @perr, align 8, !tbaa !5
  %226 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 8, ptr %226, align 8, !tbaa !35
  br label %232

227:                                              ; preds = %0
  %228 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %228, ptr @pp, align 8, !tbaa !5
  %229 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  %230 = zext i8 %2 to i32
  %231 = getelementptr inbounds i8, ptr %229, i64 4
  store i32 %230, ptr %231, align 4, !tbaa !40
  br label %232

232:                                              ; preds = %209, %155, %9, %10, %12, %15, %18, %153, %212, %220, %227
  %233 = phi ptr [ %154, %155 ], [ %164, %212 ], [ %154, %153 ], [ %6, %9 ], [ %11, %10 ], [ %228, %227 ], [ %1, %220 ], [ %19, %18 ], [ %16, %15 ], [ %13, %12 ], [ %164, %209 ]
  %234 = phi ptr [ %23, %155 ], [ %213, %212 ], [ %23, %153 ], [ %5, %9 ], [ %5, %10 ], [ %229, %227 ], [ %226, %220 ], [ %20, %18 ], [ %17, %15 ], [ %14, %12 ], [ %172, %209 ]
  br label %235

235:                                              ; preds = %232, %307
  %236 = phi ptr [ %308, %307 ], [ %233, %232 ]
  %237 = phi ptr [ %311, %307 ], [ %234, %232 ]
  %238 = load i8, ptr %236, align 1, !tbaa !9
  switch i8 %238, label %317 [
    i8 42, label %302
    i8 43, label %239
    i8 63, label %240
    i8 123, label %241
  ]

239:                                              ; preds = %235
  br label %302

240:                                              ; preds = %235
  br label %302

241:                                              ; preds = %235
  %242 = getelementptr inbounds i8, ptr %236, i64 1
  %243 = load i8, ptr %242, align 1, !tbaa !9
  %244 = add i8 %243, -48
  %245 = icmp ult i8 %244, 10
  br i1 %245, label %246, label %317

246:                                              ; preds = %241
  store ptr %242, ptr @pp, align 8, !tbaa !5
  %247 = load i8, ptr %242, align 1, !tbaa !9
  %248 = add i8 %247, -48
  %249 = icmp ult i8 %248, 10
  br i1 %249, label %250, label %263

250:                                              ; preds = %246, %250
  %251 = phi i8 [ %259, %250 ], [ %247, %246 ]
  %252 = phi i32 [ %258, %250 ], [ 0, %246 ]
  %253 = phi ptr [ %255, %250 ], [ %242, %246 ]
  %254 = mul nsw i32 %252, 10
  %255 = getelementptr inbounds i8, ptr %253, i64 1
  %256 = zext nneg i8 %251 to i32
  %257 = add i32 %254, -48
  %258 = add i32 %257, %256
  %259 = load i8, ptr %255, align 1, !tbaa !9
  %260 = add i8 %259, -48
  %261 = icmp ult i8 %260, 10
  br i1 %261, label %250, label %262, !llvm.loop !41

262:                                              ; preds = %250
  store ptr %255, ptr @pp, align 8, !tbaa !5
  br label %263

263:                                              ; preds = %262, %246
  %264 = phi ptr [ %255, %262 ], [ %242, %246 ]
  %265 = phi i32 [ %258, %262 ], [ 0, %246 ]
  %266 = phi i8 [ %259, %262 ], [ %247, %246 ]
  %267 = icmp eq i8 %266, 44
  br i1 %267, label %268, label %288

268:                                              ; preds = %263
  %269 = getelementptr inbounds i8, ptr %264, i64 1
  store ptr %269, ptr @pp, align 8, !tbaa !5
  %270 = load i8, ptr %269, align 1, !tbaa !9
  %271 = icmp eq i8 %270, 125
  br i1 %271, label %302, label %272

272:                                              ; preds = %268
  %273 = add i8 %270, -48
  %274 = icmp ult i8 %273, 10
  br i1 %274, label %275, label %292

275:                                              ; preds = %272, %275
  %276 = phi i8 [ %284, %275 ], [ %270, %272 ]
  %277 = phi i32 [ %283, %275 ], [ 0, %272 ]
  %278 = phi ptr [ %280, %275 ], [ %269, %272 ]
  %279 = mul nsw i32 %277, 10
  %280 = getelementptr inbounds i8, ptr %278, i64 1
  %281 = zext nneg i8 %276 to i32
  %282 = add i32 %279, -48
  %283 = add i32 %282, %281
  %284 = load i8, ptr %280, align 1, !tbaa !9
  %285 = add i8 %284, -48
  %286 = icmp ult i8 %285, 10
  br i1 %286, label %275, label %287, !llvm.loop !42

287:                                              ; preds = %275
  store ptr %280, ptr @pp, align 8, !tbaa !5
  br label %288

288:                                              ; preds = %263, %287
  %289 = phi ptr [ %280, %287 ], [ %264, %263 ]
  %290 = phi i32 [ %283, %287 ], [ %265, %263 ]
  %291 = load i8, ptr %289, align 1, !tbaa !9
  br label %292

292:                                              ; preds = %288, %272
  %293 = phi i8 [ %291, %288 ], [ %270, %272 ]
  %294 = phi ptr [ %289, %288 ], [ %269, %272 ]
  %295 = phi i32 [ %290, %288 ], [ 0, %272 ]
  %296 = icmp eq i8 %293, 125
  br i1 %296, label %297, label %315

297:                                              ; preds = %292
  %298 = getelementptr inbounds i8, ptr %294, i64 1
  store ptr %298, ptr @pp, align 8, !tbaa !5
  %299 = icmp sgt i32 %295, -1
  %300 = icmp slt i32 %295, %265
  %301 = select i1 %299, i1 %300, i1 false
  br i1 %301, label %315, label %307

302:                                              ; preds = %268, %235, %239, %240
  %303 = phi ptr [ %236, %240 ], [ %236, %239 ], [ %236, %235 ], [ %269, %268 ]
  %304 = phi i32 [ 0, %240 ], [ 1, %239 ], [ 0, %235 ], [ %265, %268 ]
  %305 = phi i32 [ 1, %240 ], [ -1, %239 ], [ -1, %235 ], [ -1, %268 ]
  %306 = getelementptr inbounds i8, ptr %303, i64 1
  store ptr %306, ptr @pp, align 8, !tbaa !5
  br label %307

307:                                              ; preds = %302, %297
  %308 = phi ptr [ %298, %297 ], [ %306, %302 ]
  %309 = phi i32 [ %265, %297 ], [ %304, %302 ]
  %310 = phi i32 [ %295, %297 ], [ %305, %302 ]
  %311 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 5, ptr %311, align 8, !tbaa !35
  %312 = getelementptr inbounds i8, ptr %311, i64 40
  store ptr %237, ptr %312, align 8, !tbaa !32
  %313 = getelementptr inbounds i8, ptr %311, i64 56
  store i32 %309, ptr %313, align 8, !tbaa !43
  %314 = getelementptr inbounds i8, ptr %311, i64 60
  store i32 %310, ptr %314, align 4, !tbaa !44
  br label %235

315:                                              ; preds = %297, %292
  %316 = phi ptr [ @.str.65, %292 ], [ @.str.66, %297 ]
  store ptr %316, ptr @perr, align 8, !tbaa !5
  br label %317

317:                                              ; preds = %235, %241, %315
  ret ptr %237
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @build(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Frag) align 8 %0, ptr noundef %1) unnamed_addr #5 {
  %3 = alloca { [64 x ptr], i32 }, align 8
  %4 = alloca %struct.Frag, align 8
  %5 = alloca %struct.Frag, align 8
  %6 = alloca { [64 x ptr], i32 }, align 8
  %7 = alloca %struct.Frag, align 8
  %8 = alloca { [64 x ptr], i32 }, align 8
  %9 = alloca %struct.Frag, align 8
  %10 = alloca %struct.Frag, align 8
  %11 = alloca %struct.Frag, align 8
  %12 = alloca %struct.Frag, align 8
  %13 = alloca %struct.Frag, align 8
  %14 = alloca [63 x ptr], align 8
  %15 = alloca %struct.Frag, align 8
  %16 = alloca %struct.Frag, align 8
  %17 = alloca %struct.Frag, align 8
  %18 = alloca %struct.Frag, align 8
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %10) #12
  %19 = getelementptr inbounds i8, ptr %10, i64 520
  store i32 0, ptr %19, align 8, !tbaa !14
  %20 = load i32, ptr %1, align 8, !tbaa !35
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
  ]

21:                                               ; preds = %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !45)
  %22 = load i32, ptr @nst, align 4, !tbaa !10, !noalias !45
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %23
  %25 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %23, i32 2
  %26 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %23, i32 4
  store ptr null, ptr %26, align 8, !tbaa !12, !noalias !45
  store <4 x i32> <i32 7, i32 0, i32 -1, i32 -1>, ptr %24, align 8, !tbaa !10, !noalias !45
  %27 = add nsw i32 %22, 1
  store i32 %27, ptr @nst, align 4, !tbaa !10, !noalias !45
  store i32 %22, ptr %0, align 8, !tbaa !20, !alias.scope !45
  %28 = getelementptr inbounds i8, ptr %0, i64 520
  %29 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %28, align 8, !tbaa !14, !alias.scope !45
  store ptr %25, ptr %29, align 8, !tbaa !5, !alias.scope !45
  br label %512

30:                                               ; preds = %2
  %31 = load i32, ptr @nst, align 4, !tbaa !10
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %32
  store i32 0, ptr %33, align 8, !tbaa !23
  %34 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %32, i32 3
  store i32 -1, ptr %34, align 4, !tbaa !48
  %35 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %32, i32 2
  store i32 -1, ptr %35, align 8, !tbaa !27
  %36 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %32, i32 4
  store ptr null, ptr %36, align 8, !tbaa !12
  %37 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %32, i32 1
  %38 = add nsw i32 %31, 1
  store i32 %38, ptr @nst, align 4, !tbaa !10
  store i32 %31, ptr %10, align 8, !tbaa !20
  %39 = getelementptr inbounds i8, ptr %1, i64 4
  %40 = load i32, ptr %39, align 4, !tbaa !40
  store i32 %40, ptr %37, align 4, !tbaa !26
  %41 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 1, ptr %19, align 8, !tbaa !14
  store ptr %35, ptr %41, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !tbaa.struct !49
  br label %512

42:                                               ; preds = %2
  %43 = load i32, ptr @nst, align 4, !tbaa !10
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %44
  %46 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %44, i32 2
  %47 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %44, i32 4
  store ptr null, ptr %47, align 8, !tbaa !12
  store <4 x i32> <i32 1, i32 0, i32 -1, i32 -1>, ptr %45, align 8, !tbaa !10
  %48 = add nsw i32 %43, 1
  store i32 %48, ptr @nst, align 4, !tbaa !10
  store i32 %43, ptr %10, align 8, !tbaa !20
  %49 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 1, ptr %19, align 8, !tbaa !14
  store ptr %46, ptr %49, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !tbaa.struct !49
  br label %512

50:                                               ; preds = %2
  %51 = load i32, ptr @nst, align 4, !tbaa !10
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %52
  %54 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %52, i32 2
  %55 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %52, i32 4
  store <4 x i32> <i32 2, i32 0, i32 -1, i32 -1>, ptr %53, align 8, !tbaa !10
  %56 = add nsw i32 %51, 1
  store i32 %56, ptr @nst, align 4, !tbaa !10
  store i32 %51, ptr %10, align 8, !tbaa !20
  %57 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr %57, ptr %55, align 8, !tbaa !12
  %58 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 1, ptr %19, align 8, !tbaa !14
  store ptr %54, ptr %58, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !tbaa.struct !49
  br label %512

59:                                               ; preds = %2
  %60 = load i32, ptr @nst, align 4, !tbaa !10
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %61
  %63 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %61, i32 2
  %64 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %61, i32 4
  store ptr null, ptr %64, align 8, !tbaa !12
  store <4 x i32> <i32 4, i32 0, i32 -1, i32 -1>, ptr %62, align 8, !tbaa !10
  %65 = add nsw i32 %60, 1
  store i32 %65, ptr @nst, align 4, !tbaa !10
  store i32 %60, ptr %10, align 8, !tbaa !20
  %66 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 1, ptr %19, align 8, !tbaa !14
  store ptr %63, ptr %66, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !tbaa.struct !49
  br label %512

67:                                               ; preds = %2
  %68 = load i32, ptr @nst, align 4, !tbaa !10
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %69
  %71 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %69, i32 2
  %72 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %69, i32 4
  store ptr null, ptr %72, align 8, !tbaa !12
  store <4 x i32> <i32 5, i32 0, i32 -1, i32 -1>, ptr %70, align 8, !tbaa !10
  %73 = add nsw i32 %68, 1
  store i32 %73, ptr @nst, align 4, !tbaa !10
  store i32 %68, ptr %10, align 8, !tbaa !20
  %74 = getelementptr inbounds i8, ptr %10, i64 8
  store i32 1, ptr %19, align 8, !tbaa !14
  store ptr %71, ptr %74, align 8, !tbaa !5
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !tbaa.struct !49
  br label %512

75:                                               ; preds = %2
  %76 = getelementptr inbounds i8, ptr %1, i64 40
  %77 = load ptr, ptr %76, align 8, !tbaa !32
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %9)
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %9, ptr noundef %77)
  %78 = getelementptr inbounds i8, ptr %1, i64 48
  %79 = load ptr, ptr %78, align 8, !tbaa !34
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %11, ptr noundef %79)
  call void @llvm.lifetime.start.p0(i64 520, ptr nonnull %8)
  %80 = load i32, ptr %11, align 8
  %81 = getelementptr inbounds i8, ptr %11, i64 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(520) %8, ptr noundef nonnull align 8 dereferenceable(520) %81, i64 520, i1 false)
  %82 = getelementptr inbounds i8, ptr %9, i64 520
  %83 = load i32, ptr %82, align 8, !tbaa !14, !noalias !50
  %84 = icmp sgt i32 %83, 0
  br i1 %84, label %85, label %132

85:                                               ; preds = %75
  %86 = getelementptr inbounds i8, ptr %9, i64 8
  %87 = zext nneg i32 %83 to i64
  %88 = and i64 %87, 7
  %89 = icmp ult i32 %83, 8
  br i1 %89, label %121, label %90

90:                                               ; preds = %85
  %91 = and i64 %87, 2147483640
  br label %92

92:                                               ; preds = %92, %90
  %93 = phi i64 [ 0, %90 ], [ %118, %92 ]
  %94 = phi i64 [ 0, %90 ], [ %119, %92 ]
  %95 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %93
  %96 = load ptr, ptr %95, align 8, !tbaa !5, !noalias !50
  store i32 %80, ptr %96, align 4, !tbaa !10, !noalias !50
  %97 = or disjoint i64 %93, 1
  %98 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %97
  %99 = load ptr, ptr %98, align 8, !tbaa !5, !noalias !50
  store i32 %80, ptr %99, align 4, !tbaa !10, !noalias !50
  %100 = or disjoint i64 %93, 2
  %101 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %100
  %102 = load ptr, ptr %101, align 8, !tbaa !5, !noalias !50
  store i32 %80, ptr %102, align 4, !tbaa !10, !noalias !50
  %103 = or disjoint i64 %93, 3
  %104 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %103
  %105 = load ptr, ptr %104, align 8, !tbaa !5, !noalias !50
  store i32 %80, ptr %105, align 4, !tbaa !10, !noalias !50
  %106 = or disjoint i64 %93, 4
  %107 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %106
  %108 = load ptr, ptr %107, align 8, !tbaa !5, !noalias !50
  store i32 %80, ptr %108, align 4, !tbaa !10, !noalias !50
  %109 = or disjoint i64 %93, 5
  %110 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %109
  %111 = load ptr, ptr %110, align 8, !tbaa !5, !noalias !50
  store i32 %80, ptr %111, align 4, !tbaa !10, !noalias !50
  %112 = or disjoint i64 %93, 6
  %113 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %112
  %114 = load ptr, ptr %113, align 8, !tbaa !5, !noalias !50
  store i32 %80, ptr %114, align 4, !tbaa !10, !noalias !50
  %115 = or disjoint i64 %93, 7
  %116 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %115
  %117 = load ptr, ptr %116, align 8, !tbaa !5, !noalias !50
  store i32 %80, ptr %117, align 4, !tbaa !10, !noalias !50
  %118 = add nuw nsw i64 %93, 8
  %119 = add i64 %94, 8
  %120 = icmp eq i64 %119, %91
  br i1 %120, label %121, label %92, !llvm.loop !16

121:                                              ; preds = %92, %85
  %122 = phi i64 [ 0, %85 ], [ %118, %92 ]
  %123 = icmp eq i64 %88, 0
  br i1 %123, label %132, label %124

124:                                              ; preds = %121, %124
  %125 = phi i64 [ %129, %124 ], [ %122, %121 ]
  %126 = phi i64 [ %130, %124 ], [ 0, %121 ]
  %127 = getelementptr inbounds [64 x ptr], ptr %86, i64 0, i64 %125
  %128 = load ptr, ptr %127, align 8, !tbaa !5, !noalias !50
  store i32 %80, ptr %128, align 4, !tbaa !10, !noalias !50
  %129 = add nuw nsw i64 %125, 1
  %130 = add i64 %126, 1
  %131 = icmp eq i64 %130, %88
  br i1 %131, label %132, label %124, !llvm.loop !53

132:                                              ; preds = %121, %124, %75
  store i32 0, ptr %82, align 8, !tbaa !14, !noalias !50
  %133 = getelementptr inbounds i8, ptr %8, i64 512
  %134 = load i32, ptr %133, align 8, !tbaa !14, !noalias !50
  %135 = icmp sgt i32 %134, 0
  br i1 %135, label %136, label %140

136:                                              ; preds = %132
  %137 = getelementptr inbounds i8, ptr %9, i64 8
  %138 = zext nneg i32 %134 to i64
  %139 = shl nuw nsw i64 %138, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %137, ptr nonnull readonly align 8 %8, i64 %139, i1 false), !tbaa !5, !noalias !50
  store i32 %134, ptr %82, align 8, !tbaa !14, !noalias !50
  br label %140

140:                                              ; preds = %132, %136
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %9, i64 528, i1 false), !tbaa.struct !49
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %9)
  call void @llvm.lifetime.end.p0(i64 520, ptr nonnull %8)
  br label %512

141:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %12) #12
  %142 = getelementptr inbounds i8, ptr %1, i64 40
  %143 = load ptr, ptr %142, align 8, !tbaa !32
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %12, ptr noundef %143)
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %13) #12
  %144 = getelementptr inbounds i8, ptr %1, i64 48
  %145 = load ptr, ptr %144, align 8, !tbaa !34
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %13, ptr noundef %145)
  %146 = load i32, ptr @nst, align 4, !tbaa !10
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %147
  store i32 3, ptr %148, align 8, !tbaa !23
  %149 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %147, i32 3
  %150 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %147, i32 2
  %151 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %147, i32 4
  store ptr null, ptr %151, align 8, !tbaa !12
  %152 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %147, i32 1
  store i32 0, ptr %152, align 4, !tbaa !26
  %153 = add nsw i32 %146, 1
  store i32 %153, ptr @nst, align 4, !tbaa !10
  store i32 %146, ptr %10, align 8, !tbaa !20
  %154 = load i32, ptr %12, align 8, !tbaa !20
  store i32 %154, ptr %150, align 8, !tbaa !27
  %155 = load i32, ptr %13, align 8, !tbaa !20
  store i32 %155, ptr %149, align 4, !tbaa !48
  %156 = getelementptr inbounds i8, ptr %12, i64 520
  %157 = load i32, ptr %156, align 8, !tbaa !14
  %158 = icmp sgt i32 %157, 0
  br i1 %158, label %159, label %165

159:                                              ; preds = %141
  %160 = getelementptr inbounds i8, ptr %12, i64 8
  %161 = getelementptr inbounds i8, ptr %10, i64 8
  %162 = zext nneg i32 %157 to i64
  %163 = shl nuw nsw i64 %162, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %161, ptr nonnull align 8 %160, i64 %163, i1 false), !tbaa !5
  store i32 %157, ptr %19, align 8, !tbaa !14
  %164 = zext nneg i32 %157 to i64
  br label %165

165:                                              ; preds = %159, %141
  %166 = phi i64 [ %164, %159 ], [ 0, %141 ]
  %167 = getelementptr inbounds i8, ptr %13, i64 520
  %168 = load i32, ptr %167, align 8, !tbaa !14
  %169 = icmp sgt i32 %168, 0
  br i1 %169, label %170, label %179

170:                                              ; preds = %165
  %171 = getelementptr inbounds i8, ptr %13, i64 8
  %172 = zext nneg i32 %168 to i64
  %173 = shl nuw nsw i64 %166, 3
  %174 = getelementptr i8, ptr %10, i64 %173
  %175 = getelementptr i8, ptr %174, i64 8
  %176 = shl nuw nsw i64 %172, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %175, ptr nonnull align 8 %171, i64 %176, i1 false), !tbaa !5
  %177 = trunc nuw nsw i64 %166 to i32
  %178 = add nuw i32 %168, %177
  store i32 %178, ptr %19, align 8, !tbaa !14
  br label %179

179:                                              ; preds = %170, %165
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %10, i64 528, i1 false), !tbaa.struct !49
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %13) #12
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %12) #12
  br label %512

180:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 504, ptr nonnull %14)
  %181 = load i32, ptr @nst, align 4, !tbaa !10, !noalias !54
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %182
  %184 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %182, i32 2
  %185 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %182, i32 4
  store ptr null, ptr %185, align 8, !tbaa !12, !noalias !54
  store <4 x i32> <i32 7, i32 0, i32 -1, i32 -1>, ptr %183, align 8, !tbaa !10, !noalias !54
  %186 = add nsw i32 %181, 1
  store i32 %186, ptr @nst, align 4, !tbaa !10, !noalias !54
  %187 = getelementptr inbounds i8, ptr %1, i64 56
  %188 = load i32, ptr %187, align 8, !tbaa !43
  %189 = icmp sgt i32 %188, 0
  br i1 %189, label %190, label %198

190:                                              ; preds = %180
  %191 = getelementptr inbounds i8, ptr %1, i64 40
  %192 = getelementptr inbounds i8, ptr %15, i64 8
  %193 = getelementptr inbounds i8, ptr %7, i64 8
  %194 = getelementptr inbounds i8, ptr %7, i64 16
  %195 = getelementptr inbounds i8, ptr %7, i64 520
  %196 = getelementptr inbounds i8, ptr %7, i64 524
  %197 = getelementptr inbounds i8, ptr %6, i64 512
  br label %219

198:                                              ; preds = %281, %180
  %199 = phi i32 [ undef, %180 ], [ %282, %281 ]
  %200 = phi i32 [ 1, %180 ], [ %283, %281 ]
  %201 = phi ptr [ %184, %180 ], [ %284, %281 ]
  %202 = phi i32 [ %188, %180 ], [ %286, %281 ]
  %203 = getelementptr inbounds i8, ptr %1, i64 60
  %204 = load i32, ptr %203, align 4, !tbaa !44
  %205 = icmp slt i32 %204, 0
  br i1 %205, label %288, label %206

206:                                              ; preds = %198
  %207 = icmp slt i32 %202, %204
  br i1 %207, label %208, label %405

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
  br label %413

219:                                              ; preds = %190, %281
  %220 = phi i32 [ 0, %190 ], [ %285, %281 ]
  %221 = phi ptr [ %184, %190 ], [ %284, %281 ]
  %222 = phi i32 [ 1, %190 ], [ %283, %281 ]
  %223 = phi i32 [ undef, %190 ], [ %282, %281 ]
  %224 = load ptr, ptr %191, align 8, !tbaa !32
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %15, ptr noundef %224)
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %7)
  call void @llvm.lifetime.start.p0(i64 520, ptr nonnull %6)
  %225 = load i32, ptr %15, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(520) %6, ptr noundef nonnull align 8 dereferenceable(520) %192, i64 520, i1 false)
  store ptr %221, ptr %193, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %194, ptr noundef nonnull align 8 dereferenceable(504) %14, i64 504, i1 false)
  store i32 %222, ptr %195, align 8
  store i32 %223, ptr %196, align 4
  %226 = icmp eq i32 %222, 0
  br i1 %226, label %273, label %227

227:                                              ; preds = %219
  %228 = zext nneg i32 %222 to i64
  %229 = and i64 %228, 7
  %230 = icmp ult i32 %222, 8
  br i1 %230, label %262, label %231

231:                                              ; preds = %227
  %232 = and i64 %228, 2147483640
  br label %233

233:                                              ; preds = %233, %231
  %234 = phi i64 [ 0, %231 ], [ %259, %233 ]
  %235 = phi i64 [ 0, %231 ], [ %260, %233 ]
  %236 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %234
  %237 = load ptr, ptr %236, align 8, !tbaa !5, !noalias !57
  store i32 %225, ptr %237, align 4, !tbaa !10, !noalias !57
  %238 = or disjoint i64 %234, 1
  %239 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %238
  %240 = load ptr, ptr %239, align 8, !tbaa !5, !noalias !57
  store i32 %225, ptr %240, align 4, !tbaa !10, !noalias !57
  %241 = or disjoint i64 %234, 2
  %242 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %241
  %243 = load ptr, ptr %242, align 8, !tbaa !5, !noalias !57
  store i32 %225, ptr %243, align 4, !tbaa !10, !noalias !57
  %244 = or disjoint i64 %234, 3
  %245 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %244
  %246 = load ptr, ptr %245, align 8, !tbaa !5, !noalias !57
  store i32 %225, ptr %246, align 4, !tbaa !10, !noalias !57
  %247 = or disjoint i64 %234, 4
  %248 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %247
  %249 = load ptr, ptr %248, align 8, !tbaa !5, !noalias !57
  store i32 %225, ptr %249, align 4, !tbaa !10, !noalias !57
  %250 = or disjoint i64 %234, 5
  %251 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %250
  %252 = load ptr, ptr %251, align 8, !tbaa !5, !noalias !57
  store i32 %225, ptr %252, align 4, !tbaa !10, !noalias !57
  %253 = or disjoint i64 %234, 6
  %254 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %253
  %255 = load ptr, ptr %254, align 8, !tbaa !5, !noalias !57
  store i32 %225, ptr %255, align 4, !tbaa !10, !noalias !57
  %256 = or disjoint i64 %234, 7
  %257 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %256
  %258 = load ptr, ptr %257, align 8, !tbaa !5, !noalias !57
  store i32 %225, ptr %258, align 4, !tbaa !10, !noalias !57
  %259 = add nuw nsw i64 %234, 8
  %260 = add i64 %235, 8
  %261 = icmp eq i64 %260, %232
  br i1 %261, label %262, label %233, !llvm.loop !16

262:                                              ; preds = %233, %227
  %263 = phi i64 [ 0, %227 ], [ %259, %233 ]
  %264 = icmp eq i64 %229, 0
  br i1 %264, label %273, label %265

265:                                              ; preds = %262, %265
  %266 = phi i64 [ %270, %265 ], [ %263, %262 ]
  %267 = phi i64 [ %271, %265 ], [ 0, %262 ]
  %268 = getelementptr inbounds [64 x ptr], ptr %193, i64 0, i64 %266
  %269 = load ptr, ptr %268, align 8, !tbaa !5, !noalias !57
  store i32 %225, ptr %269, align 4, !tbaa !10, !noalias !57
  %270 = add nuw nsw i64 %266, 1
  %271 = add i64 %267, 1
  %272 = icmp eq i64 %271, %229
  br i1 %272, label %273, label %265, !llvm.loop !60

273:                                              ; preds = %262, %265, %219
  %274 = load i32, ptr %197, align 8, !tbaa !14, !noalias !57
  %275 = icmp sgt i32 %274, 0
  br i1 %275, label %276, label %281

276:                                              ; preds = %273
  %277 = zext nneg i32 %274 to i64
  %278 = shl nuw nsw i64 %277, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %193, ptr nonnull readonly align 8 %6, i64 %278, i1 false), !tbaa !5, !noalias !57
  %279 = load ptr, ptr %193, align 8
  %280 = load i32, ptr %196, align 4
  br label %281

281:                                              ; preds = %273, %276
  %282 = phi i32 [ %223, %273 ], [ %280, %276 ]
  %283 = phi i32 [ 0, %273 ], [ %274, %276 ]
  %284 = phi ptr [ %221, %273 ], [ %279, %276 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %14, ptr noundef nonnull align 8 dereferenceable(504) %194, i64 504, i1 false)
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %7)
  call void @llvm.lifetime.end.p0(i64 520, ptr nonnull %6)
  %285 = add nuw nsw i32 %220, 1
  %286 = load i32, ptr %187, align 8, !tbaa !43
  %287 = icmp slt i32 %285, %286
  br i1 %287, label %219, label %198, !llvm.loop !61

288:                                              ; preds = %198
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %16) #12
  %289 = getelementptr inbounds i8, ptr %1, i64 40
  %290 = load ptr, ptr %289, align 8, !tbaa !32
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %16, ptr noundef %290)
  %291 = load i32, ptr @nst, align 4, !tbaa !10
  %292 = sext i32 %291 to i64
  %293 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %292
  store i32 3, ptr %293, align 8, !tbaa !23
  %294 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %292, i32 3
  store i32 -1, ptr %294, align 4, !tbaa !48
  %295 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %292, i32 4
  store ptr null, ptr %295, align 8, !tbaa !12
  %296 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %292, i32 1
  store i32 0, ptr %296, align 4, !tbaa !26
  %297 = add nsw i32 %291, 1
  store i32 %297, ptr @nst, align 4, !tbaa !10
  %298 = load i32, ptr %16, align 8, !tbaa !20
  %299 = getelementptr inbounds i8, ptr %293, i64 8
  store i32 %298, ptr %299, align 8, !tbaa !27
  %300 = getelementptr inbounds i8, ptr %16, i64 520
  %301 = load i32, ptr %300, align 8, !tbaa !14
  %302 = icmp sgt i32 %301, 0
  br i1 %302, label %303, label %350

303:                                              ; preds = %288
  %304 = getelementptr inbounds i8, ptr %16, i64 8
  %305 = zext nneg i32 %301 to i64
  %306 = and i64 %305, 7
  %307 = icmp ult i32 %301, 8
  br i1 %307, label %339, label %308

308:                                              ; preds = %303
  %309 = and i64 %305, 2147483640
  br label %310

310:                                              ; preds = %310, %308
  %311 = phi i64 [ 0, %308 ], [ %336, %310 ]
  %312 = phi i64 [ 0, %308 ], [ %337, %310 ]
  %313 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %311
  %314 = load ptr, ptr %313, align 8, !tbaa !5
  store i32 %291, ptr %314, align 4, !tbaa !10
  %315 = or disjoint i64 %311, 1
  %316 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %315
  %317 = load ptr, ptr %316, align 8, !tbaa !5
  store i32 %291, ptr %317, align 4, !tbaa !10
  %318 = or disjoint i64 %311, 2
  %319 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %318
  %320 = load ptr, ptr %319, align 8, !tbaa !5
  store i32 %291, ptr %320, align 4, !tbaa !10
  %321 = or disjoint i64 %311, 3
  %322 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %321
  %323 = load ptr, ptr %322, align 8, !tbaa !5
  store i32 %291, ptr %323, align 4, !tbaa !10
  %324 = or disjoint i64 %311, 4
  %325 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %324
  %326 = load ptr, ptr %325, align 8, !tbaa !5
  store i32 %291, ptr %326, align 4, !tbaa !10
  %327 = or disjoint i64 %311, 5
  %328 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %327
  %329 = load ptr, ptr %328, align 8, !tbaa !5
  store i32 %291, ptr %329, align 4, !tbaa !10
  %330 = or disjoint i64 %311, 6
  %331 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %330
  %332 = load ptr, ptr %331, align 8, !tbaa !5
  store i32 %291, ptr %332, align 4, !tbaa !10
  %333 = or disjoint i64 %311, 7
  %334 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %333
  %335 = load ptr, ptr %334, align 8, !tbaa !5
  store i32 %291, ptr %335, align 4, !tbaa !10
  %336 = add nuw nsw i64 %311, 8
  %337 = add i64 %312, 8
  %338 = icmp eq i64 %337, %309
  br i1 %338, label %339, label %310, !llvm.loop !16

339:                                              ; preds = %310, %303
  %340 = phi i64 [ 0, %303 ], [ %336, %310 ]
  %341 = icmp eq i64 %306, 0
  br i1 %341, label %350, label %342

342:                                              ; preds = %339, %342
  %343 = phi i64 [ %347, %342 ], [ %340, %339 ]
  %344 = phi i64 [ %348, %342 ], [ 0, %339 ]
  %345 = getelementptr inbounds [64 x ptr], ptr %304, i64 0, i64 %343
  %346 = load ptr, ptr %345, align 8, !tbaa !5
  store i32 %291, ptr %346, align 4, !tbaa !10
  %347 = add nuw nsw i64 %343, 1
  %348 = add i64 %344, 1
  %349 = icmp eq i64 %348, %306
  br i1 %349, label %350, label %342, !llvm.loop !62

350:                                              ; preds = %339, %342, %288
  %351 = getelementptr inbounds i8, ptr %293, i64 12
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %5)
  store i32 %181, ptr %5, align 8
  %352 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %201, ptr %352, align 8
  %353 = getelementptr inbounds i8, ptr %5, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %353, ptr noundef nonnull align 8 dereferenceable(504) %14, i64 504, i1 false)
  %354 = getelementptr inbounds i8, ptr %5, i64 520
  store i32 %200, ptr %354, align 8
  %355 = getelementptr inbounds i8, ptr %5, i64 524
  store i32 %199, ptr %355, align 4
  %356 = icmp sgt i32 %200, 0
  br i1 %356, label %357, label %403

357:                                              ; preds = %350
  %358 = zext nneg i32 %200 to i64
  %359 = and i64 %358, 7
  %360 = icmp ult i32 %200, 8
  br i1 %360, label %392, label %361

361:                                              ; preds = %357
  %362 = and i64 %358, 2147483640
  br label %363

363:                                              ; preds = %363, %361
  %364 = phi i64 [ 0, %361 ], [ %389, %363 ]
  %365 = phi i64 [ 0, %361 ], [ %390, %363 ]
  %366 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %364
  %367 = load ptr, ptr %366, align 8, !tbaa !5, !noalias !63
  store i32 %291, ptr %367, align 4, !tbaa !10, !noalias !63
  %368 = or disjoint i64 %364, 1
  %369 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %368
  %370 = load ptr, ptr %369, align 8, !tbaa !5, !noalias !63
  store i32 %291, ptr %370, align 4, !tbaa !10, !noalias !63
  %371 = or disjoint i64 %364, 2
  %372 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %371
  %373 = load ptr, ptr %372, align 8, !tbaa !5, !noalias !63
  store i32 %291, ptr %373, align 4, !tbaa !10, !noalias !63
  %374 = or disjoint i64 %364, 3
  %375 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %374
  %376 = load ptr, ptr %375, align 8, !tbaa !5, !noalias !63
  store i32 %291, ptr %376, align 4, !tbaa !10, !noalias !63
  %377 = or disjoint i64 %364, 4
  %378 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %377
  %379 = load ptr, ptr %378, align 8, !tbaa !5, !noalias !63
  store i32 %291, ptr %379, align 4, !tbaa !10, !noalias !63
  %380 = or disjoint i64 %364, 5
  %381 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %380
  %382 = load ptr, ptr %381, align 8, !tbaa !5, !noalias !63
  store i32 %291, ptr %382, align 4, !tbaa !10, !noalias !63
  %383 = or disjoint i64 %364, 6
  %384 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %383
  %385 = load ptr, ptr %384, align 8, !tbaa !5, !noalias !63
  store i32 %291, ptr %385, align 4, !tbaa !10, !noalias !63
  %386 = or disjoint i64 %364, 7
  %387 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %386
  %388 = load ptr, ptr %387, align 8, !tbaa !5, !noalias !63
  store i32 %291, ptr %388, align 4, !tbaa !10, !noalias !63
  %389 = add nuw nsw i64 %364, 8
  %390 = add i64 %365, 8
  %391 = icmp eq i64 %390, %362
  br i1 %391, label %392, label %363, !llvm.loop !16

392:                                              ; preds = %363, %357
  %393 = phi i64 [ 0, %357 ], [ %389, %363 ]
  %394 = icmp eq i64 %359, 0
  br i1 %394, label %403, label %395

395:                                              ; preds = %392, %395
  %396 = phi i64 [ %400, %395 ], [ %393, %392 ]
  %397 = phi i64 [ %401, %395 ], [ 0, %392 ]
  %398 = getelementptr inbounds [64 x ptr], ptr %352, i64 0, i64 %396
  %399 = load ptr, ptr %398, align 8, !tbaa !5, !noalias !63
  store i32 %291, ptr %399, align 4, !tbaa !10, !noalias !63
  %400 = add nuw nsw i64 %396, 1
  %401 = add i64 %397, 1
  %402 = icmp eq i64 %401, %359
  br i1 %402, label %403, label %395, !llvm.loop !66

403:                                              ; preds = %392, %395, %350
  %404 = ptrtoint ptr %351 to i64
  store i64 %404, ptr %352, align 8, !tbaa !5, !noalias !63
  store i32 1, ptr %354, align 8, !tbaa !14, !noalias !63
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %5, i64 528, i1 false), !tbaa.struct !49
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %5)
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %16) #12
  br label %502

405:                                              ; preds = %495, %206
  %406 = phi i32 [ %199, %206 ], [ %496, %495 ]
  %407 = phi i32 [ %200, %206 ], [ %497, %495 ]
  %408 = phi ptr [ %201, %206 ], [ %498, %495 ]
  store i32 %181, ptr %0, align 8, !tbaa !10
  %409 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %408, ptr %409, align 8
  %410 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %410, ptr noundef nonnull align 8 dereferenceable(504) %14, i64 504, i1 false), !tbaa.struct !67
  %411 = getelementptr inbounds i8, ptr %0, i64 520
  store i32 %407, ptr %411, align 8, !tbaa !10
  %412 = getelementptr inbounds i8, ptr %0, i64 524
  store i32 %406, ptr %412, align 4
  br label %502

413:                                              ; preds = %208, %495
  %414 = phi i32 [ %202, %208 ], [ %499, %495 ]
  %415 = phi ptr [ %201, %208 ], [ %498, %495 ]
  %416 = phi i32 [ %200, %208 ], [ %497, %495 ]
  %417 = phi i32 [ %199, %208 ], [ %496, %495 ]
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %17) #12
  %418 = load ptr, ptr %209, align 8, !tbaa !32
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %17, ptr noundef %418)
  %419 = load i32, ptr @nst, align 4, !tbaa !10
  %420 = sext i32 %419 to i64
  %421 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %420
  store i32 3, ptr %421, align 8, !tbaa !23
  %422 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %420, i32 3
  store i32 -1, ptr %422, align 4, !tbaa !48
  %423 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %420, i32 4
  store ptr null, ptr %423, align 8, !tbaa !12
  %424 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %420, i32 1
  store i32 0, ptr %424, align 4, !tbaa !26
  %425 = add nsw i32 %419, 1
  store i32 %425, ptr @nst, align 4, !tbaa !10
  %426 = load i32, ptr %17, align 8, !tbaa !20
  %427 = getelementptr inbounds i8, ptr %421, i64 8
  store i32 %426, ptr %427, align 8, !tbaa !27
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %18) #12
  store i32 %419, ptr %18, align 8, !tbaa !20
  %428 = load i32, ptr %211, align 8, !tbaa !14
  %429 = icmp sgt i32 %428, 0
  br i1 %429, label %430, label %433

430:                                              ; preds = %413
  %431 = zext nneg i32 %428 to i64
  %432 = shl nuw nsw i64 %431, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %213, ptr nonnull align 8 %212, i64 %432, i1 false), !tbaa !5
  br label %433

433:                                              ; preds = %430, %413
  %434 = phi i32 [ %428, %430 ], [ 0, %413 ]
  %435 = getelementptr inbounds i8, ptr %421, i64 12
  %436 = add nuw nsw i32 %434, 1
  store i32 %436, ptr %210, align 8, !tbaa !14
  %437 = zext nneg i32 %434 to i64
  %438 = getelementptr inbounds [64 x ptr], ptr %213, i64 0, i64 %437
  store ptr %435, ptr %438, align 8, !tbaa !5
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %4)
  call void @llvm.lifetime.start.p0(i64 520, ptr nonnull %3)
  %439 = load i32, ptr %18, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(520) %3, ptr noundef nonnull align 8 dereferenceable(520) %213, i64 520, i1 false)
  store ptr %415, ptr %214, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %215, ptr noundef nonnull align 8 dereferenceable(504) %14, i64 504, i1 false)
  store i32 %416, ptr %216, align 8
  store i32 %417, ptr %217, align 4
  %440 = icmp eq i32 %416, 0
  br i1 %440, label %487, label %441

441:                                              ; preds = %433
  %442 = zext nneg i32 %416 to i64
  %443 = and i64 %442, 7
  %444 = icmp ult i32 %416, 8
  br i1 %444, label %476, label %445

445:                                              ; preds = %441
  %446 = and i64 %442, 2147483640
  br label %447

447:                                              ; preds = %447, %445
  %448 = phi i64 [ 0, %445 ], [ %473, %447 ]
  %449 = phi i64 [ 0, %445 ], [ %474, %447 ]
  %450 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %448
  %451 = load ptr, ptr %450, align 8, !tbaa !5, !noalias !68
  store i32 %439, ptr %451, align 4, !tbaa !10, !noalias !68
  %452 = or disjoint i64 %448, 1
  %453 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %452
  %454 = load ptr, ptr %453, align 8, !tbaa !5, !noalias !68
  store i32 %439, ptr %454, align 4, !tbaa !10, !noalias !68
  %455 = or disjoint i64 %448, 2
  %456 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %455
  %457 = load ptr, ptr %456, align 8, !tbaa !5, !noalias !68
  store i32 %439, ptr %457, align 4, !tbaa !10, !noalias !68
  %458 = or disjoint i64 %448, 3
  %459 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %458
  %460 = load ptr, ptr %459, align 8, !tbaa !5, !noalias !68
  store i32 %439, ptr %460, align 4, !tbaa !10, !noalias !68
  %461 = or disjoint i64 %448, 4
  %462 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %461
  %463 = load ptr, ptr %462, align 8, !tbaa !5, !noalias !68
  store i32 %439, ptr %463, align 4, !tbaa !10, !noalias !68
  %464 = or disjoint i64 %448, 5
  %465 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %464
  %466 = load ptr, ptr %465, align 8, !tbaa !5, !noalias !68
  store i32 %439, ptr %466, align 4, !tbaa !10, !noalias !68
  %467 = or disjoint i64 %448, 6
  %468 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %467
  %469 = load ptr, ptr %468, align 8, !tbaa !5, !noalias !68
  store i32 %439, ptr %469, align 4, !tbaa !10, !noalias !68
  %470 = or disjoint i64 %448, 7
  %471 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %470
  %472 = load ptr, ptr %471, align 8, !tbaa !5, !noalias !68
  store i32 %439, ptr %472, align 4, !tbaa !10, !noalias !68
  %473 = add nuw nsw i64 %448, 8
  %474 = add i64 %449, 8
  %475 = icmp eq i64 %474, %446
  br i1 %475, label %476, label %447, !llvm.loop !16

476:                                              ; preds = %447, %441
  %477 = phi i64 [ 0, %441 ], [ %473, %447 ]
  %478 = icmp eq i64 %443, 0
  br i1 %478, label %487, label %479

479:                                              ; preds = %476, %479
  %480 = phi i64 [ %484, %479 ], [ %477, %476 ]
  %481 = phi i64 [ %485, %479 ], [ 0, %476 ]
  %482 = getelementptr inbounds [64 x ptr], ptr %214, i64 0, i64 %480
  %483 = load ptr, ptr %482, align 8, !tbaa !5, !noalias !68
  store i32 %439, ptr %483, align 4, !tbaa !10, !noalias !68
  %484 = add nuw nsw i64 %480, 1
  %485 = add i64 %481, 1
  %486 = icmp eq i64 %485, %443
  br i1 %486, label %487, label %479, !llvm.loop !71

487:                                              ; preds = %476, %479, %433
  %488 = load i32, ptr %218, align 8, !tbaa !14, !noalias !68
  %489 = icmp sgt i32 %488, 0
  br i1 %489, label %490, label %495

490:                                              ; preds = %487
  %491 = zext nneg i32 %488 to i64
  %492 = shl nuw nsw i64 %491, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %214, ptr nonnull readonly align 8 %3, i64 %492, i1 false), !tbaa !5, !noalias !68
  %493 = load ptr, ptr %214, align 8
  %494 = load i32, ptr %217, align 4
  br label %495

495:                                              ; preds = %487, %490
  %496 = phi i32 [ %417, %487 ], [ %494, %490 ]
  %497 = phi i32 [ 0, %487 ], [ %488, %490 ]
  %498 = phi ptr [ %415, %487 ], [ %493, %490 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %14, ptr noundef nonnull align 8 dereferenceable(504) %215, i64 504, i1 false)
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %4)
  call void @llvm.lifetime.end.p0(i64 520, ptr nonnull %3)
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %18) #12
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %17) #12
  %499 = add nsw i32 %414, 1
  %500 = load i32, ptr %203, align 4, !tbaa !44
  %501 = icmp slt i32 %499, %500
  br i1 %501, label %413, label %405, !llvm.loop !72

502:                                              ; preds = %405, %403
  call void @llvm.lifetime.end.p0(i64 504, ptr nonnull %14)
  br label %512

503:                                              ; preds = %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !73)
  %504 = load i32, ptr @nst, align 4, !tbaa !10, !noalias !73
  %505 = sext i32 %504 to i64
  %506 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %505
  %507 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %505, i32 2
  %508 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %505, i32 4
  store ptr null, ptr %508, align 8, !tbaa !12, !noalias !73
  store <4 x i32> <i32 7, i32 0, i32 -1, i32 -1>, ptr %506, align 8, !tbaa !10, !noalias !73
  %509 = add nsw i32 %504, 1
  store i32 %509, ptr @nst, align 4, !tbaa !10, !noalias !73
  store i32 %504, ptr %0, align 8, !tbaa !20, !alias.scope !73
  %510 = getelementptr inbounds i8, ptr %0, i64 520
  %511 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %510, align 8, !tbaa !14, !alias.scope !73
  store ptr %507, ptr %511, align 8, !tbaa !5, !alias.scope !73
  br label %512

512:                                              ; preds = %503, %502, %179, %140, %67, %59, %50, %42, %30, %21
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %10) #12
  ret void
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @bt(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #6 {
  %5 = alloca %struct.Cont, align 8
  %6 = alloca %struct.Cont, align 8
  %7 = load i64, ptr @steps, align 8, !tbaa !21
  %8 = add nsw i64 %7, 1
  store i64 %8, ptr @steps, align 8, !tbaa !21
  %9 = icmp sgt i64 %7, 19999999
  br i1 %9, label %138, label %10

10:                                               ; preds = %4, %24
  %11 = phi i64 [ %29, %24 ], [ %8, %4 ]
  %12 = phi ptr [ %28, %24 ], [ %2, %4 ]
  %13 = phi ptr [ %26, %24 ], [ %0, %4 ]
  br label %14

14:                                               ; preds = %10, %113
  %15 = phi i64 [ %11, %10 ], [ %117, %113 ]
  %16 = phi ptr [ %13, %10 ], [ %115, %113 ]
  %17 = load i32, ptr %16, align 8, !tbaa !35
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
  ]

18:                                               ; preds = %14
  %19 = icmp eq ptr %12, null
  br i1 %19, label %20, label %21

20:                                               ; preds = %18
  store ptr %1, ptr %3, align 8, !tbaa !5
  br label %138

21:                                               ; preds = %18
  %22 = load i32, ptr %12, align 8, !tbaa !76
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %31

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %12, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !78
  %27 = getelementptr inbounds i8, ptr %12, i64 32
  %28 = load ptr, ptr %27, align 8, !tbaa !79
  %29 = add nsw i64 %15, 1
  store i64 %29, ptr @steps, align 8, !tbaa !21
  %30 = icmp sgt i64 %15, 19999999
  br i1 %30, label %138, label %10

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %12, i64 24
  %33 = load ptr, ptr %32, align 8, !tbaa !80
  %34 = icmp eq ptr %33, %1
  br i1 %34, label %40, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %12, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !78
  %38 = getelementptr inbounds i8, ptr %12, i64 16
  %39 = load i32, ptr %38, align 8, !tbaa !81
  br label %48

40:                                               ; preds = %31
  %41 = getelementptr inbounds i8, ptr %12, i64 16
  %42 = load i32, ptr %41, align 8, !tbaa !81
  %43 = getelementptr inbounds i8, ptr %12, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !78
  %45 = getelementptr inbounds i8, ptr %44, i64 56
  %46 = load i32, ptr %45, align 8, !tbaa !43
  %47 = icmp sgt i32 %42, %46
  br i1 %47, label %138, label %48

48:                                               ; preds = %35, %40
  %49 = phi i32 [ %39, %35 ], [ %42, %40 ]
  %50 = phi ptr [ %37, %35 ], [ %44, %40 ]
  %51 = getelementptr inbounds i8, ptr %12, i64 32
  %52 = load ptr, ptr %51, align 8, !tbaa !79
  %53 = tail call fastcc i32 @rep(ptr noundef %50, ptr noundef %1, i32 noundef %49, ptr noundef %52, ptr noundef %3)
  br label %138

54:                                               ; preds = %14
  %55 = load i8, ptr %1, align 1, !tbaa !9
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %138, label %57

57:                                               ; preds = %54
  %58 = zext i8 %55 to i32
  %59 = getelementptr inbounds i8, ptr %16, i64 4
  %60 = load i32, ptr %59, align 4, !tbaa !40
  %61 = icmp eq i32 %60, %58
  br i1 %61, label %62, label %138

62:                                               ; preds = %57
  %63 = getelementptr inbounds i8, ptr %1, i64 1
  %64 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %63, ptr noundef %3)
  br label %138

65:                                               ; preds = %14
  %66 = load i8, ptr %1, align 1, !tbaa !9
  switch i8 %66, label %67 [
    i8 0, label %138
    i8 10, label %138
  ]

67:                                               ; preds = %65
  %68 = getelementptr inbounds i8, ptr %1, i64 1
  %69 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %68, ptr noundef %3)
  br label %138

70:                                               ; preds = %14
  %71 = load i8, ptr %1, align 1, !tbaa !9
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %138, label %73

73:                                               ; preds = %70
  %74 = getelementptr inbounds i8, ptr %16, i64 8
  %75 = zext i8 %71 to i32
  %76 = lshr i32 %75, 3
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds i8, ptr %74, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !9
  %80 = zext i8 %79 to i32
  %81 = and i32 %75, 7
  %82 = shl nuw nsw i32 1, %81
  %83 = and i32 %82, %80
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %138, label %85

85:                                               ; preds = %73
  %86 = getelementptr inbounds i8, ptr %1, i64 1
  %87 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %86, ptr noundef %3)
  br label %138

88:                                               ; preds = %14
  %89 = load ptr, ptr @text_start, align 8, !tbaa !5
  %90 = icmp eq ptr %89, %1
  br i1 %90, label %91, label %138

91:                                               ; preds = %88
  %92 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef %1, ptr noundef %3)
  br label %138

93:                                               ; preds = %14
  %94 = load i8, ptr %1, align 1, !tbaa !9
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %96, label %138

96:                                               ; preds = %93
  %97 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %1, ptr noundef %3)
  br label %138

98:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #12
  store i32 0, ptr %6, align 8, !tbaa !76
  %99 = getelementptr inbounds i8, ptr %6, i64 8
  %100 = getelementptr inbounds i8, ptr %16, i64 48
  %101 = load ptr, ptr %100, align 8, !tbaa !34
  store ptr %101, ptr %99, align 8, !tbaa !78
  %102 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 0, ptr %102, align 8, !tbaa !81
  %103 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr null, ptr %103, align 8, !tbaa !80
  %104 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %12, ptr %104, align 8, !tbaa !79
  %105 = getelementptr inbounds i8, ptr %16, i64 40
  %106 = load ptr, ptr %105, align 8, !tbaa !32
  %107 = call fastcc i32 @bt(ptr noundef %106, ptr noundef %1, ptr noundef nonnull %6, ptr noundef %3)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #12
  br label %138

108:                                              ; preds = %14
  %109 = getelementptr inbounds i8, ptr %16, i64 40
  %110 = load ptr, ptr %109, align 8, !tbaa !32
  %111 = tail call fastcc i32 @bt(ptr noundef %110, ptr noundef %1, ptr noundef %12, ptr noundef %3)
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %138

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %16, i64 48
  %115 = load ptr, ptr %114, align 8, !tbaa !34
  %116 = load i64, ptr @steps, align 8, !tbaa !21
  %117 = add nsw i64 %116, 1
  store i64 %117, ptr @steps, align 8, !tbaa !21
  %118 = icmp sgt i64 %116, 19999999
  br i1 %118, label %138, label %14

119:                                              ; preds = %14
  %120 = getelementptr inbounds i8, ptr %16, i64 60
  %121 = load i32, ptr %120, align 4, !tbaa !44
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %132, label %123

123:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #12
  store i32 1, ptr %5, align 8, !tbaa !76
  %124 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %16, ptr %124, align 8, !tbaa !78
  %125 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 1, ptr %125, align 8, !tbaa !81
  %126 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %1, ptr %126, align 8, !tbaa !80
  %127 = getelementptr inbounds i8, ptr %5, i64 32
  store ptr %12, ptr %127, align 8, !tbaa !79
  %128 = getelementptr inbounds i8, ptr %16, i64 40
  %129 = load ptr, ptr %128, align 8, !tbaa !32
  %130 = call fastcc i32 @bt(ptr noundef %129, ptr noundef %1, ptr noundef nonnull %5, ptr noundef %3)
  %131 = icmp eq i32 %130, 0
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #12
  br i1 %131, label %132, label %138

132:                                              ; preds = %123, %119
  %133 = getelementptr inbounds i8, ptr %16, i64 56
  %134 = load i32, ptr %133, align 8, !tbaa !43
  %135 = icmp sgt i32 %134, 0
  br i1 %135, label %138, label %136

136:                                              ; preds = %132
  %137 = call fastcc i32 @run_cont(ptr noundef %12, ptr noundef %1, ptr noundef %3)
  br label %138

138:                                              ; preds = %24, %113, %108, %14, %4, %136, %132, %123, %48, %40, %20, %93, %96, %88, %91, %70, %73, %85, %67, %65, %65, %54, %57, %62, %98
  %139 = phi i32 [ %107, %98 ], [ 0, %57 ], [ 0, %54 ], [ %64, %62 ], [ 0, %65 ], [ %69, %67 ], [ 0, %65 ], [ 0, %73 ], [ 0, %70 ], [ %87, %85 ], [ 0, %88 ], [ %92, %91 ], [ 0, %93 ], [ %97, %96 ], [ %53, %48 ], [ 1, %20 ], [ 0, %40 ], [ 1, %123 ], [ 0, %132 ], [ %137, %136 ], [ 0, %4 ], [ 0, %113 ], [ 1, %108 ], [ 0, %14 ], [ 0, %24 ]
  ret i32 %139
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @run_cont(ptr noundef readonly %0, ptr noundef %1, ptr nocapture noundef writeonly %2) unnamed_addr #6 {
  %4 = alloca %struct.Cont, align 8
  %5 = icmp eq ptr %0, null
  br i1 %5, label %6, label %7

6:                                                ; preds = %3
  store ptr %1, ptr %2, align 8, !tbaa !5
  br label %59

7:                                                ; preds = %3
  %8 = load i32, ptr %0, align 8, !tbaa !76
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !78
  %13 = getelementptr inbounds i8, ptr %0, i64 32
  %14 = load ptr, ptr %13, align 8, !tbaa !79
  %15 = tail call fastcc i32 @bt(ptr noundef %12, ptr noundef %1, ptr noundef %14, ptr noundef %2)
  br label %59

16:                                               ; preds = %7
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !80
  %19 = icmp eq ptr %18, %1
  br i1 %19, label %25, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !78
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load i32, ptr %23, align 8, !tbaa !81
  br label %33

25:                                               ; preds = %16
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  %27 = load i32, ptr %26, align 8, !tbaa !81
  %28 = getelementptr inbounds i8, ptr %0, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !78
  %30 = getelementptr inbounds i8, ptr %29, i64 56
  %31 = load i32, ptr %30, align 8, !tbaa !43
  %32 = icmp sgt i32 %27, %31
  br i1 %32, label %59, label %33

33:                                               ; preds = %20, %25
  %34 = phi i32 [ %24, %20 ], [ %27, %25 ]
  %35 = phi ptr [ %22, %20 ], [ %29, %25 ]
  %36 = getelementptr inbounds i8, ptr %0, i64 32
  %37 = load ptr, ptr %36, align 8, !tbaa !79
  %38 = getelementptr inbounds i8, ptr %35, i64 60
  %39 = load i32, ptr %38, align 4, !tbaa !44
  %40 = icmp slt i32 %39, 0
  %41 = icmp sgt i32 %39, %34
  %42 = or i1 %40, %41
  br i1 %42, label %43, label %53

43:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #12
  store i32 1, ptr %4, align 8, !tbaa !76
  %44 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %35, ptr %44, align 8, !tbaa !78
  %45 = getelementptr inbounds i8, ptr %4, i64 16
  %46 = add nsw i32 %34, 1
  store i32 %46, ptr %45, align 8, !tbaa !81
  %47 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %1, ptr %47, align 8, !tbaa !80
  %48 = getelementptr inbounds i8, ptr %4, i64 32
  store ptr %37, ptr %48, align 8, !tbaa !79
  %49 = getelementptr inbounds i8, ptr %35, i64 40
  %50 = load ptr, ptr %49, align 8, !tbaa !32
  %51 = call fastcc i32 @bt(ptr noundef %50, ptr noundef %1, ptr noundef nonnull %4, ptr noundef %2)
  %52 = icmp eq i32 %51, 0
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #12
  br i1 %52, label %53, label %59

53:                                               ; preds = %43, %33
  %54 = getelementptr inbounds i8, ptr %35, i64 56
  %55 = load i32, ptr %54, align 8, !tbaa !43
  %56 = icmp sgt i32 %55, %34
  br i1 %56, label %59, label %57

57:                                               ; preds = %53
  %58 = call fastcc i32 @run_cont(ptr noundef %37, ptr noundef %1, ptr noundef %2)
  br label %59

59:                                               ; preds = %57, %53, %43, %25, %10, %6
  %60 = phi i32 [ %15, %10 ], [ 1, %6 ], [ 0, %25 ], [ 1, %43 ], [ 0, %53 ], [ %58, %57 ]
  ret i32 %60
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @rep(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr nocapture noundef writeonly %4) unnamed_addr #6 {
  %6 = alloca %struct.Cont, align 8
  %7 = getelementptr inbounds i8, ptr %0, i64 60
  %8 = load i32, ptr %7, align 4, !tbaa !44
  %9 = icmp slt i32 %8, 0
  %10 = icmp sgt i32 %8, %2
  %11 = or i1 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #12
  store i32 1, ptr %6, align 8, !tbaa !76
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %0, ptr %13, align 8, !tbaa !78
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  %15 = add nsw i32 %2, 1
  store i32 %15, ptr %14, align 8, !tbaa !81
  %16 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %1, ptr %16, align 8, !tbaa !80
  %17 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %3, ptr %17, align 8, !tbaa !79
  %18 = getelementptr inbounds i8, ptr %0, i64 40
  %19 = load ptr, ptr %18, align 8, !tbaa !32
  %20 = call fastcc i32 @bt(ptr noundef %19, ptr noundef %1, ptr noundef nonnull %6, ptr noundef %4)
  %21 = icmp eq i32 %20, 0
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #12
  br i1 %21, label %22, label %28

22:                                               ; preds = %12, %5
  %23 = getelementptr inbounds i8, ptr %0, i64 56
  %24 = load i32, ptr %23, align 8, !tbaa !43
  %25 = icmp sgt i32 %24, %2
  br i1 %25, label %28, label %26

26:                                               ; preds = %22
  %27 = call fastcc i32 @run_cont(ptr noundef %3, ptr noundef %1, ptr noundef %4)
  br label %28

28:                                               ; preds = %12, %22, %26
  %29 = phi i32 [ 1, %12 ], [ 0, %22 ], [ %27, %26 ]
  ret i32 %29
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare i64 @strlen(ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc void @addstate(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) unnamed_addr #6 {
  %6 = icmp slt i32 %2, 0
  br i1 %6, label %52, label %7

7:                                                ; preds = %5
  %8 = load i32, ptr @gen_id, align 4, !tbaa !10
  br label %9

9:                                                ; preds = %7, %40
  %10 = phi i32 [ %15, %40 ], [ %8, %7 ]
  %11 = phi i32 [ 0, %40 ], [ %3, %7 ]
  %12 = phi i32 [ %42, %40 ], [ %2, %7 ]
  %13 = icmp eq i32 %11, %4
  br label %14

14:                                               ; preds = %9, %27
  %15 = phi i32 [ %10, %9 ], [ %28, %27 ]
  %16 = phi i32 [ %10, %9 ], [ %29, %27 ]
  %17 = phi i32 [ %12, %9 ], [ %31, %27 ]
  %18 = zext nneg i32 %17 to i64
  %19 = getelementptr inbounds [8192 x i32], ptr @mark, i64 0, i64 %18
  %20 = load i32, ptr %19, align 4, !tbaa !10
  %21 = icmp eq i32 %20, %16
  br i1 %21, label %52, label %22

22:                                               ; preds = %14
  store i32 %16, ptr %19, align 4, !tbaa !10
  %23 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %18
  %24 = load i32, ptr %23, align 8, !tbaa !23
  switch i32 %24, label %47 [
    i32 7, label %25
    i32 3, label %33
    i32 4, label %38
    i32 5, label %44
  ]

25:                                               ; preds = %22
  %26 = getelementptr inbounds i8, ptr %23, i64 8
  br label %27

27:                                               ; preds = %25, %33, %45
  %28 = phi i32 [ %15, %25 ], [ %37, %33 ], [ %15, %45 ]
  %29 = phi i32 [ %16, %25 ], [ %37, %33 ], [ %16, %45 ]
  %30 = phi ptr [ %26, %25 ], [ %36, %33 ], [ %46, %45 ]
  %31 = load i32, ptr %30, align 4, !tbaa !10
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %52, label %14

33:                                               ; preds = %22
  %34 = getelementptr inbounds i8, ptr %23, i64 8
  %35 = load i32, ptr %34, align 8, !tbaa !27
  tail call fastcc void @addstate(ptr noundef %0, ptr noundef %1, i32 noundef %35, i32 noundef %11, i32 noundef %4)
  %36 = getelementptr inbounds i8, ptr %23, i64 12
  %37 = load i32, ptr @gen_id, align 4, !tbaa !10
  br label %27

38:                                               ; preds = %22
  %39 = icmp eq i32 %11, 0
  br i1 %39, label %40, label %52

40:                                               ; preds = %38
  %41 = getelementptr inbounds i8, ptr %23, i64 8
  %42 = load i32, ptr %41, align 8, !tbaa !27
  %43 = icmp slt i32 %42, 0
  br i1 %43, label %52, label %9

44:                                               ; preds = %22
  br i1 %13, label %45, label %52

45:                                               ; preds = %44
  %46 = getelementptr inbounds i8, ptr %23, i64 8
  br label %27

47:                                               ; preds = %22
  %48 = load i32, ptr %1, align 4, !tbaa !10
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %1, align 4, !tbaa !10
  %50 = sext i32 %48 to i64
  %51 = getelementptr inbounds i32, ptr %0, i64 %50
  store i32 %17, ptr %51, align 4, !tbaa !10
  br label %52

52:                                               ; preds = %40, %38, %14, %27, %44, %5, %47
  ret void
}

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare void @free(ptr allocptr nocapture noundef) local_unnamed_addr #8

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

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"any pointer", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = !{!7, !7, i64 0}
!10 = !{!11, !11, i64 0}
!11 = !{!"int", !7, i64 0}
!12 = !{!13, !6, i64 16}
!13 = !{!"", !11, i64 0, !11, i64 4, !11, i64 8, !11, i64 12, !6, i64 16}
!14 = !{!15, !11, i64 520}
!15 = !{!"", !11, i64 0, !7, i64 8, !11, i64 520}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.unroll.disable"}
!20 = !{!15, !11, i64 0}
!21 = !{!22, !22, i64 0}
!22 = !{!"long", !7, i64 0}
!23 = !{!13, !11, i64 0}
!24 = distinct !{!24, !19}
!25 = distinct !{!25, !17}
!26 = !{!13, !11, i64 4}
!27 = !{!13, !11, i64 8}
!28 = distinct !{!28, !17}
!29 = distinct !{!29, !17}
!30 = distinct !{!30, !17}
!31 = distinct !{!31, !17}
!32 = !{!33, !6, i64 40}
!33 = !{!"Node", !11, i64 0, !11, i64 4, !7, i64 8, !6, i64 40, !6, i64 48, !11, i64 56, !11, i64 60}
!34 = !{!33, !6, i64 48}
!35 = !{!33, !11, i64 0}
!36 = distinct !{!36, !17}
!37 = distinct !{!37, !17}
!38 = distinct !{!38, !17}
!39 = distinct !{!39, !17}
!40 = !{!33, !11, i64 4}
!41 = distinct !{!41, !17}
!42 = distinct !{!42, !17}
!43 = !{!33, !11, i64 56}
!44 = !{!33, !11, i64 60}
!45 = !{!46}
!46 = distinct !{!46, !47, !"build_empty: argument 0"}
!47 = distinct !{!47, !"build_empty"}
!48 = !{!13, !11, i64 12}
!49 = !{i64 0, i64 4, !10, i64 8, i64 512, !9, i64 520, i64 4, !10}
!50 = !{!51}
!51 = distinct !{!51, !52, !"cat: argument 0"}
!52 = distinct !{!52, !"cat"}
!53 = distinct !{!53, !19}
!54 = !{!55}
!55 = distinct !{!55, !56, !"build_empty: argument 0"}
!56 = distinct !{!56, !"build_empty"}
!57 = !{!58}
!58 = distinct !{!58, !59, !"cat: argument 0"}
!59 = distinct !{!59, !"cat"}
!60 = distinct !{!60, !19}
!61 = distinct !{!61, !17}
!62 = distinct !{!62, !19}
!63 = !{!64}
!64 = distinct !{!64, !65, !"cat: argument 0"}
!65 = distinct !{!65, !"cat"}
!66 = distinct !{!66, !19}
!67 = !{i64 0, i64 504, !9, i64 504, i64 4, !10}
!68 = !{!69}
!69 = distinct !{!69, !70, !"cat: argument 0"}
!70 = distinct !{!70, !"cat"}
!71 = distinct !{!71, !19}
!72 = distinct !{!72, !17}
!73 = !{!74}
!74 = distinct !{!74, !75, !"build_empty: argument 0"}
!75 = distinct !{!75, !"build_empty"}
!76 = !{!77, !11, i64 0}
!77 = !{!"Cont", !11, i64 0, !6, i64 8, !11, i64 16, !6, i64 24, !6, i64 32}
!78 = !{!77, !6, i64 8}
!79 = !{!77, !6, i64 32}
!80 = !{!77, !6, i64 24}
!81 = !{!77, !11, i64 16}
