; ModuleID = 'programs/regex_matcher.c'
source_filename = "programs/regex_matcher.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

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
@__const.main.pats = private unnamed_addr constant [26 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25], align 8
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
@__const.main.texts = private unnamed_addr constant [26 x ptr] [ptr @.str, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42, ptr @.str.43, ptr @.str.31, ptr @.str.44, ptr @.str.45, ptr @.str.46, ptr @.str.47, ptr @.str.48, ptr @.str.49], align 8
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
@st = internal global [8192 x %struct.State] zeroinitializer, align 8
@text_start = internal unnamed_addr global ptr null, align 8
@nfa_longest_from.l1 = internal global [8192 x i32] zeroinitializer, align 4
@nfa_longest_from.l2 = internal global [8192 x i32] zeroinitializer, align 4
@gen_id = internal unnamed_addr global i32 0, align 4
@mark = internal unnamed_addr global [8192 x i32] zeroinitializer, align 4

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 2) i32 @main() local_unnamed_addr #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca %struct.Frag, align 8
  %5 = getelementptr inbounds i8, ptr %4, i64 520
  %6 = getelementptr inbounds i8, ptr %4, i64 8
  br label %11

7:                                                ; preds = %249
  store ptr @.str.55, ptr @pp, align 8, !tbaa !6
  store ptr null, ptr @perr, align 8, !tbaa !6
  %8 = tail call fastcc ptr @p_alt()
  %9 = load ptr, ptr @perr, align 8, !tbaa !6
  %10 = icmp eq ptr %9, null
  br i1 %10, label %257, label %262

11:                                               ; preds = %0, %249
  %12 = phi i64 [ 0, %0 ], [ %255, %249 ]
  %13 = phi i32 [ 0, %0 ], [ %254, %249 ]
  %14 = phi i32 [ 0, %0 ], [ %253, %249 ]
  %15 = phi i32 [ 0, %0 ], [ %252, %249 ]
  %16 = phi i64 [ 0, %0 ], [ %251, %249 ]
  %17 = phi i32 [ 1, %0 ], [ %250, %249 ]
  %18 = getelementptr inbounds [26 x ptr], ptr @__const.main.pats, i64 0, i64 %12
  %19 = load ptr, ptr %18, align 8, !tbaa !6
  store ptr %19, ptr @pp, align 8, !tbaa !6
  store ptr null, ptr @perr, align 8, !tbaa !6
  %20 = tail call fastcc ptr @p_alt()
  %21 = load ptr, ptr @perr, align 8, !tbaa !6
  %22 = icmp eq ptr %21, null
  br i1 %22, label %23, label %28

23:                                               ; preds = %11
  %24 = load ptr, ptr @pp, align 8, !tbaa !6
  %25 = load i8, ptr %24, align 1, !tbaa !10
  %26 = icmp eq i8 %25, 0
  br i1 %26, label %30, label %27

27:                                               ; preds = %23
  store ptr @.str.64, ptr @perr, align 8, !tbaa !6
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
  br label %249

35:                                               ; preds = %30
  store i32 0, ptr @nst, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %4) #12
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %4, ptr noundef nonnull %20)
  %36 = load i32, ptr @nst, align 4, !tbaa !11
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %37
  %39 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %37, i32 4
  store ptr null, ptr %39, align 8, !tbaa !13
  store <4 x i32> <i32 6, i32 0, i32 -1, i32 -1>, ptr %38, align 8, !tbaa !11
  %40 = add nsw i32 %36, 1
  store i32 %40, ptr @nst, align 4, !tbaa !11
  %41 = load i32, ptr %5, align 8, !tbaa !15
  %42 = icmp sgt i32 %41, 0
  br i1 %42, label %43, label %69

43:                                               ; preds = %35
  %44 = zext nneg i32 %41 to i64
  %45 = icmp eq i32 %41, 1
  br i1 %45, label %59, label %46

46:                                               ; preds = %43
  %47 = and i64 %44, 2147483646
  br label %48

48:                                               ; preds = %48, %46
  %49 = phi i64 [ 0, %46 ], [ %55, %48 ]
  %50 = or disjoint i64 %49, 1
  %51 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %49
  %52 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %50
  %53 = load ptr, ptr %51, align 8, !tbaa !6
  %54 = load ptr, ptr %52, align 8, !tbaa !6
  store i32 %36, ptr %53, align 4, !tbaa !11
  store i32 %36, ptr %54, align 4, !tbaa !11
  %55 = add nuw i64 %49, 2
  %56 = icmp eq i64 %55, %47
  br i1 %56, label %57, label %48, !llvm.loop !17

57:                                               ; preds = %48
  %58 = icmp eq i64 %47, %44
  br i1 %58, label %67, label %59

59:                                               ; preds = %57, %43
  %60 = phi i64 [ 0, %43 ], [ %47, %57 ]
  br label %61

61:                                               ; preds = %59, %61
  %62 = phi i64 [ %65, %61 ], [ %60, %59 ]
  %63 = getelementptr inbounds [64 x ptr], ptr %6, i64 0, i64 %62
  %64 = load ptr, ptr %63, align 8, !tbaa !6
  store i32 %36, ptr %64, align 4, !tbaa !11
  %65 = add nuw nsw i64 %62, 1
  %66 = icmp eq i64 %65, %44
  br i1 %66, label %67, label %61, !llvm.loop !21

67:                                               ; preds = %61, %57
  %68 = load i32, ptr @nst, align 4, !tbaa !11
  br label %69

69:                                               ; preds = %67, %35
  %70 = phi i32 [ %68, %67 ], [ %40, %35 ]
  %71 = load i32, ptr %4, align 8, !tbaa !22
  store i32 %71, ptr @nfa_start, align 4, !tbaa !11
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %4) #12
  %72 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.51, ptr noundef %19, i32 noundef %70)
  br label %76

73:                                               ; preds = %242
  %74 = add i32 %14, 26
  %75 = tail call i32 @putchar(i32 10)
  tail call fastcc void @free_node(ptr noundef nonnull %20)
  br label %249

76:                                               ; preds = %69, %242
  %77 = phi i64 [ 0, %69 ], [ %247, %242 ]
  %78 = phi i32 [ %13, %69 ], [ %232, %242 ]
  %79 = phi i32 [ %15, %69 ], [ %243, %242 ]
  %80 = phi i64 [ %16, %69 ], [ %219, %242 ]
  %81 = phi i32 [ %17, %69 ], [ %246, %242 ]
  store i64 0, ptr @steps, align 8, !tbaa !23
  %82 = getelementptr inbounds [26 x ptr], ptr @__const.main.texts, i64 0, i64 %77
  %83 = load ptr, ptr %82, align 8, !tbaa !6
  store ptr %83, ptr @text_start, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %84 = call fastcc i32 @bt(ptr noundef nonnull %20, ptr noundef %83, ptr noundef null, ptr noundef nonnull %3)
  %85 = icmp eq i32 %84, 0
  br i1 %85, label %96, label %86

86:                                               ; preds = %100, %76
  %87 = phi ptr [ %83, %76 ], [ %101, %100 ]
  %88 = ptrtoint ptr %87 to i64
  %89 = ptrtoint ptr %83 to i64
  %90 = sub i64 %88, %89
  %91 = trunc i64 %90 to i32
  %92 = load ptr, ptr %3, align 8, !tbaa !6
  %93 = ptrtoint ptr %92 to i64
  %94 = sub i64 %93, %89
  %95 = trunc i64 %94 to i32
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br label %104

96:                                               ; preds = %76, %100
  %97 = phi ptr [ %101, %100 ], [ %83, %76 ]
  %98 = load i8, ptr %97, align 1, !tbaa !10
  %99 = icmp eq i8 %98, 0
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #12
  br i1 %99, label %104, label %100

100:                                              ; preds = %96
  %101 = getelementptr inbounds i8, ptr %97, i64 1
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #12
  %102 = call fastcc i32 @bt(ptr noundef nonnull %20, ptr noundef nonnull %101, ptr noundef null, ptr noundef nonnull %3)
  %103 = icmp eq i32 %102, 0
  br i1 %103, label %96, label %86

104:                                              ; preds = %96, %86
  %105 = phi i32 [ %91, %86 ], [ -1, %96 ]
  %106 = phi i32 [ %95, %86 ], [ -1, %96 ]
  %107 = phi i1 [ false, %86 ], [ true, %96 ]
  %108 = phi i32 [ 1, %86 ], [ 0, %96 ]
  %109 = tail call i64 @strlen(ptr noundef nonnull readonly dereferenceable(1) %83) #13
  %110 = trunc i64 %109 to i32
  %111 = icmp sgt i32 %110, -1
  br i1 %111, label %112, label %213

112:                                              ; preds = %104
  %113 = and i64 %109, 2147483647
  %114 = add nuw nsw i64 %109, 1
  %115 = and i64 %114, 4294967295
  br label %116

116:                                              ; preds = %209, %112
  %117 = phi i64 [ 0, %112 ], [ %210, %209 ]
  %118 = phi i1 [ true, %112 ], [ %211, %209 ]
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1) #12
  store i32 0, ptr %1, align 4, !tbaa !11
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2) #12
  %119 = load i32, ptr @gen_id, align 4, !tbaa !11
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr @gen_id, align 4, !tbaa !11
  %121 = load i32, ptr @nfa_start, align 4, !tbaa !11
  %122 = trunc nuw nsw i64 %117 to i32
  call fastcc void @addstate(ptr noundef nonnull @nfa_longest_from.l1, ptr noundef nonnull %1, i32 noundef %121, i32 noundef %122, i32 noundef %110)
  %123 = load i32, ptr %1, align 4
  br label %124

124:                                              ; preds = %169, %116
  %125 = phi i32 [ %171, %169 ], [ %123, %116 ]
  %126 = phi i64 [ %170, %169 ], [ %117, %116 ]
  %127 = phi i32 [ %135, %169 ], [ -1, %116 ]
  %128 = phi ptr [ %129, %169 ], [ @nfa_longest_from.l2, %116 ]
  %129 = phi ptr [ %128, %169 ], [ @nfa_longest_from.l1, %116 ]
  %130 = icmp sgt i32 %125, 0
  br i1 %130, label %131, label %134

131:                                              ; preds = %124
  %132 = zext nneg i32 %125 to i64
  %133 = trunc nsw i64 %126 to i32
  br label %139

134:                                              ; preds = %139, %124
  %135 = phi i32 [ %127, %124 ], [ %148, %139 ]
  %136 = icmp eq i64 %126, %113
  %137 = icmp eq i32 %125, 0
  %138 = or i1 %137, %136
  br i1 %138, label %207, label %151

139:                                              ; preds = %139, %131
  %140 = phi i64 [ 0, %131 ], [ %149, %139 ]
  %141 = phi i32 [ %127, %131 ], [ %148, %139 ]
  %142 = getelementptr inbounds i32, ptr %129, i64 %140
  %143 = load i32, ptr %142, align 4, !tbaa !11
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %144
  %146 = load i32, ptr %145, align 8, !tbaa !25
  %147 = icmp eq i32 %146, 6
  %148 = select i1 %147, i32 %133, i32 %141
  %149 = add nuw nsw i64 %140, 1
  %150 = icmp eq i64 %149, %132
  br i1 %150, label %134, label %139, !llvm.loop !26

151:                                              ; preds = %134
  %152 = getelementptr inbounds i8, ptr %83, i64 %126
  %153 = load i8, ptr %152, align 1, !tbaa !10
  store i32 0, ptr %2, align 4, !tbaa !11
  %154 = load i32, ptr @gen_id, align 4, !tbaa !11
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr @gen_id, align 4, !tbaa !11
  br i1 %130, label %158, label %156

156:                                              ; preds = %151
  %157 = add nsw i64 %126, 1
  br label %169

158:                                              ; preds = %151
  %159 = zext i8 %153 to i32
  %160 = icmp ne i8 %153, 10
  %161 = lshr i32 %159, 3
  %162 = zext nneg i32 %161 to i64
  %163 = and i32 %159, 7
  %164 = shl nuw nsw i32 1, %163
  %165 = add nsw i64 %126, 1
  %166 = trunc nsw i64 %165 to i32
  br label %172

167:                                              ; preds = %202
  %168 = load i32, ptr %2, align 4, !tbaa !11
  br label %169

169:                                              ; preds = %167, %156
  %170 = phi i64 [ %157, %156 ], [ %165, %167 ]
  %171 = phi i32 [ 0, %156 ], [ %168, %167 ]
  store i32 %171, ptr %1, align 4, !tbaa !11
  br label %124

172:                                              ; preds = %202, %158
  %173 = phi i32 [ %125, %158 ], [ %203, %202 ]
  %174 = phi i64 [ 0, %158 ], [ %204, %202 ]
  %175 = getelementptr inbounds i32, ptr %129, i64 %174
  %176 = load i32, ptr %175, align 4, !tbaa !11
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %177
  %179 = load i32, ptr %178, align 8, !tbaa !25
  %180 = icmp eq i32 %179, 0
  br i1 %180, label %181, label %185

181:                                              ; preds = %172
  %182 = getelementptr inbounds i8, ptr %178, i64 4
  %183 = load i32, ptr %182, align 4, !tbaa !27
  %184 = icmp eq i32 %183, %159
  br i1 %184, label %198, label %202

185:                                              ; preds = %172
  %186 = icmp eq i32 %179, 1
  %187 = select i1 %186, i1 %160, i1 false
  br i1 %187, label %198, label %188

188:                                              ; preds = %185
  %189 = icmp eq i32 %179, 2
  br i1 %189, label %190, label %202

190:                                              ; preds = %188
  %191 = getelementptr inbounds i8, ptr %178, i64 16
  %192 = load ptr, ptr %191, align 8, !tbaa !13
  %193 = getelementptr inbounds i8, ptr %192, i64 %162
  %194 = load i8, ptr %193, align 1, !tbaa !10
  %195 = zext i8 %194 to i32
  %196 = and i32 %164, %195
  %197 = icmp eq i32 %196, 0
  br i1 %197, label %202, label %198

198:                                              ; preds = %190, %185, %181
  %199 = getelementptr inbounds i8, ptr %178, i64 8
  %200 = load i32, ptr %199, align 8, !tbaa !28
  call fastcc void @addstate(ptr noundef %128, ptr noundef nonnull %2, i32 noundef %200, i32 noundef %166, i32 noundef %110)
  %201 = load i32, ptr %1, align 4, !tbaa !11
  br label %202

202:                                              ; preds = %198, %190, %188, %181
  %203 = phi i32 [ %173, %181 ], [ %201, %198 ], [ %173, %190 ], [ %173, %188 ]
  %204 = add nuw nsw i64 %174, 1
  %205 = sext i32 %203 to i64
  %206 = icmp slt i64 %204, %205
  br i1 %206, label %172, label %167, !llvm.loop !29

207:                                              ; preds = %134
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2) #12
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1) #12
  %208 = icmp slt i32 %135, 0
  br i1 %208, label %209, label %213

209:                                              ; preds = %207
  %210 = add nuw nsw i64 %117, 1
  %211 = icmp ult i64 %117, %113
  %212 = icmp eq i64 %210, %115
  br i1 %212, label %213, label %116, !llvm.loop !30

213:                                              ; preds = %207, %209, %104
  %214 = phi i32 [ -1, %104 ], [ %122, %207 ], [ -1, %209 ]
  %215 = phi i32 [ -1, %104 ], [ %135, %207 ], [ -1, %209 ]
  %216 = phi i1 [ false, %104 ], [ %118, %207 ], [ %211, %209 ]
  %217 = zext i1 %216 to i32
  %218 = load i64, ptr @steps, align 8, !tbaa !23
  %219 = add nsw i64 %218, %80
  %220 = icmp eq i32 %108, %217
  br i1 %220, label %221, label %228

221:                                              ; preds = %213
  br i1 %107, label %226, label %222

222:                                              ; preds = %221
  %223 = icmp ne i32 %105, %214
  %224 = icmp sgt i32 %106, %215
  %225 = select i1 %223, i1 true, i1 %224
  br i1 %225, label %228, label %226

226:                                              ; preds = %222, %221
  %227 = add nsw i32 %78, 1
  br label %231

228:                                              ; preds = %222, %213
  %229 = trunc nuw nsw i64 %77 to i32
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.52, i32 noundef %229, i32 noundef %108, i32 noundef %105, i32 noundef %106, i32 noundef %217, i32 noundef %214, i32 noundef %215)
  br label %231

231:                                              ; preds = %228, %226
  %232 = phi i32 [ %227, %226 ], [ %78, %228 ]
  br i1 %107, label %242, label %233

233:                                              ; preds = %231
  %234 = add nsw i32 %79, 1
  %235 = add nuw nsw i64 %77, %12
  %236 = trunc nuw nsw i64 %235 to i32
  %237 = urem i32 %236, 5
  %238 = icmp eq i32 %237, 0
  br i1 %238, label %239, label %242

239:                                              ; preds = %233
  %240 = trunc nuw nsw i64 %77 to i32
  %241 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.53, i32 noundef %240, i32 noundef %105, i32 noundef %106, i32 noundef %215)
  br label %242

242:                                              ; preds = %233, %239, %231
  %243 = phi i32 [ %234, %239 ], [ %234, %233 ], [ %79, %231 ]
  %244 = icmp sgt i32 %106, %215
  %245 = select i1 %244, i32 0, i32 %81
  %246 = select i1 %107, i32 %81, i32 %245
  %247 = add nuw nsw i64 %77, 1
  %248 = icmp eq i64 %247, 26
  br i1 %248, label %73, label %76, !llvm.loop !31

249:                                              ; preds = %73, %32
  %250 = phi i32 [ %246, %73 ], [ %17, %32 ]
  %251 = phi i64 [ %219, %73 ], [ %16, %32 ]
  %252 = phi i32 [ %243, %73 ], [ %15, %32 ]
  %253 = phi i32 [ %74, %73 ], [ %14, %32 ]
  %254 = phi i32 [ %232, %73 ], [ %13, %32 ]
  %255 = add nuw nsw i64 %12, 1
  %256 = icmp eq i64 %255, 26
  br i1 %256, label %7, label %11, !llvm.loop !32

257:                                              ; preds = %7
  %258 = load ptr, ptr @pp, align 8, !tbaa !6
  %259 = load i8, ptr %258, align 1, !tbaa !10
  %260 = icmp eq i8 %259, 0
  br i1 %260, label %264, label %261

261:                                              ; preds = %257
  store ptr @.str.64, ptr @perr, align 8, !tbaa !6
  br label %262

262:                                              ; preds = %261, %7
  %263 = phi ptr [ %9, %7 ], [ @.str.64, %261 ]
  tail call fastcc void @free_node(ptr noundef %8)
  br label %264

264:                                              ; preds = %257, %262
  %265 = phi ptr [ %263, %262 ], [ null, %257 ]
  %266 = phi ptr [ null, %262 ], [ %8, %257 ]
  %267 = icmp eq ptr %266, null
  %268 = select i1 %267, ptr %265, ptr @.str.62
  %269 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.55, ptr noundef %268)
  tail call fastcc void @free_node(ptr noundef %266)
  store ptr @.str.56, ptr @pp, align 8, !tbaa !6
  store ptr null, ptr @perr, align 8, !tbaa !6
  %270 = tail call fastcc ptr @p_alt()
  %271 = load ptr, ptr @perr, align 8, !tbaa !6
  %272 = icmp eq ptr %271, null
  br i1 %272, label %273, label %278

273:                                              ; preds = %264
  %274 = load ptr, ptr @pp, align 8, !tbaa !6
  %275 = load i8, ptr %274, align 1, !tbaa !10
  %276 = icmp eq i8 %275, 0
  br i1 %276, label %280, label %277

277:                                              ; preds = %273
  store ptr @.str.64, ptr @perr, align 8, !tbaa !6
  br label %278

278:                                              ; preds = %277, %264
  %279 = phi ptr [ %271, %264 ], [ @.str.64, %277 ]
  tail call fastcc void @free_node(ptr noundef %270)
  br label %280

280:                                              ; preds = %278, %273
  %281 = phi ptr [ %279, %278 ], [ null, %273 ]
  %282 = phi ptr [ null, %278 ], [ %270, %273 ]
  %283 = icmp eq ptr %282, null
  %284 = select i1 %283, ptr %281, ptr @.str.62
  %285 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.56, ptr noundef %284)
  tail call fastcc void @free_node(ptr noundef %282)
  store ptr @.str.57, ptr @pp, align 8, !tbaa !6
  store ptr null, ptr @perr, align 8, !tbaa !6
  %286 = tail call fastcc ptr @p_alt()
  %287 = load ptr, ptr @perr, align 8, !tbaa !6
  %288 = icmp eq ptr %287, null
  br i1 %288, label %289, label %294

289:                                              ; preds = %280
  %290 = load ptr, ptr @pp, align 8, !tbaa !6
  %291 = load i8, ptr %290, align 1, !tbaa !10
  %292 = icmp eq i8 %291, 0
  br i1 %292, label %296, label %293

293:                                              ; preds = %289
  store ptr @.str.64, ptr @perr, align 8, !tbaa !6
  br label %294

294:                                              ; preds = %293, %280
  %295 = phi ptr [ %287, %280 ], [ @.str.64, %293 ]
  tail call fastcc void @free_node(ptr noundef %286)
  br label %296

296:                                              ; preds = %294, %289
  %297 = phi ptr [ %295, %294 ], [ null, %289 ]
  %298 = phi ptr [ null, %294 ], [ %286, %289 ]
  %299 = icmp eq ptr %298, null
  %300 = select i1 %299, ptr %297, ptr @.str.62
  %301 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.57, ptr noundef %300)
  tail call fastcc void @free_node(ptr noundef %298)
  store ptr @.str.58, ptr @pp, align 8, !tbaa !6
  store ptr null, ptr @perr, align 8, !tbaa !6
  %302 = tail call fastcc ptr @p_alt()
  %303 = load ptr, ptr @perr, align 8, !tbaa !6
  %304 = icmp eq ptr %303, null
  br i1 %304, label %305, label %310

305:                                              ; preds = %296
  %306 = load ptr, ptr @pp, align 8, !tbaa !6
  %307 = load i8, ptr %306, align 1, !tbaa !10
  %308 = icmp eq i8 %307, 0
  br i1 %308, label %312, label %309

309:                                              ; preds = %305
  store ptr @.str.64, ptr @perr, align 8, !tbaa !6
  br label %310

310:                                              ; preds = %309, %296
  %311 = phi ptr [ %303, %296 ], [ @.str.64, %309 ]
  tail call fastcc void @free_node(ptr noundef %302)
  br label %312

312:                                              ; preds = %310, %305
  %313 = phi ptr [ %311, %310 ], [ null, %305 ]
  %314 = phi ptr [ null, %310 ], [ %302, %305 ]
  %315 = icmp eq ptr %314, null
  %316 = select i1 %315, ptr %313, ptr @.str.62
  %317 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.58, ptr noundef %316)
  tail call fastcc void @free_node(ptr noundef %314)
  store ptr @.str.59, ptr @pp, align 8, !tbaa !6
  store ptr null, ptr @perr, align 8, !tbaa !6
  %318 = tail call fastcc ptr @p_alt()
  %319 = load ptr, ptr @perr, align 8, !tbaa !6
  %320 = icmp eq ptr %319, null
  br i1 %320, label %321, label %326

321:                                              ; preds = %312
  %322 = load ptr, ptr @pp, align 8, !tbaa !6
  %323 = load i8, ptr %322, align 1, !tbaa !10
  %324 = icmp eq i8 %323, 0
  br i1 %324, label %328, label %325

325:                                              ; preds = %321
  store ptr @.str.64, ptr @perr, align 8, !tbaa !6
  br label %326

326:                                              ; preds = %325, %312
  %327 = phi ptr [ %319, %312 ], [ @.str.64, %325 ]
  tail call fastcc void @free_node(ptr noundef %318)
  br label %328

328:                                              ; preds = %326, %321
  %329 = phi ptr [ %327, %326 ], [ null, %321 ]
  %330 = phi ptr [ null, %326 ], [ %318, %321 ]
  %331 = icmp eq ptr %330, null
  %332 = select i1 %331, ptr %329, ptr @.str.62
  %333 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.59, ptr noundef %332)
  tail call fastcc void @free_node(ptr noundef %330)
  store ptr @.str.60, ptr @pp, align 8, !tbaa !6
  store ptr null, ptr @perr, align 8, !tbaa !6
  %334 = tail call fastcc ptr @p_alt()
  %335 = load ptr, ptr @perr, align 8, !tbaa !6
  %336 = icmp eq ptr %335, null
  br i1 %336, label %337, label %342

337:                                              ; preds = %328
  %338 = load ptr, ptr @pp, align 8, !tbaa !6
  %339 = load i8, ptr %338, align 1, !tbaa !10
  %340 = icmp eq i8 %339, 0
  br i1 %340, label %344, label %341

341:                                              ; preds = %337
  store ptr @.str.64, ptr @perr, align 8, !tbaa !6
  br label %342

342:                                              ; preds = %341, %328
  %343 = phi ptr [ %335, %328 ], [ @.str.64, %341 ]
  tail call fastcc void @free_node(ptr noundef %334)
  br label %344

344:                                              ; preds = %342, %337
  %345 = phi ptr [ %343, %342 ], [ null, %337 ]
  %346 = phi ptr [ null, %342 ], [ %334, %337 ]
  %347 = icmp eq ptr %346, null
  %348 = select i1 %347, ptr %345, ptr @.str.62
  %349 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.61, ptr noundef nonnull @.str.60, ptr noundef %348)
  tail call fastcc void @free_node(ptr noundef %346)
  %350 = icmp sgt i64 %251, 0
  %351 = zext i1 %350 to i32
  %352 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.63, i32 noundef %254, i32 noundef %253, i32 noundef %252, i32 noundef %250, i32 noundef %351)
  %353 = icmp ne i32 %254, %253
  %354 = zext i1 %353 to i32
  ret i32 %354
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
  %6 = load ptr, ptr %5, align 8, !tbaa !33
  tail call fastcc void @free_node(ptr noundef %6)
  %7 = getelementptr inbounds i8, ptr %0, i64 48
  %8 = load ptr, ptr %7, align 8, !tbaa !35
  tail call fastcc void @free_node(ptr noundef %8)
  tail call void @free(ptr noundef nonnull %0) #12
  br label %3
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @p_alt() unnamed_addr #0 {
  br label %1

1:                                                ; preds = %18, %0
  %2 = phi ptr [ null, %0 ], [ %19, %18 ]
  %3 = load ptr, ptr @pp, align 8, !tbaa !6
  %4 = load i8, ptr %3, align 1, !tbaa !10
  switch i8 %4, label %5 [
    i8 0, label %20
    i8 124, label %20
    i8 41, label %20
  ]

5:                                                ; preds = %1
  %6 = tail call fastcc ptr @p_repeat()
  %7 = load ptr, ptr @perr, align 8, !tbaa !6
  %8 = icmp eq ptr %7, null
  br i1 %8, label %12, label %9

9:                                                ; preds = %5
  tail call fastcc void @free_node(ptr noundef %2)
  %10 = load ptr, ptr @pp, align 8, !tbaa !6
  %11 = load i8, ptr %10, align 1, !tbaa !10
  br label %24

12:                                               ; preds = %5
  %13 = icmp eq ptr %2, null
  br i1 %13, label %18, label %14

14:                                               ; preds = %12
  %15 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 3, ptr %15, align 8, !tbaa !36
  %16 = getelementptr inbounds i8, ptr %15, i64 40
  store ptr %2, ptr %16, align 8, !tbaa !33
  %17 = getelementptr inbounds i8, ptr %15, i64 48
  store ptr %6, ptr %17, align 8, !tbaa !35
  br label %18

18:                                               ; preds = %14, %12
  %19 = phi ptr [ %15, %14 ], [ %6, %12 ]
  br label %1, !llvm.loop !37

20:                                               ; preds = %1, %1, %1
  %21 = icmp eq ptr %2, null
  br i1 %21, label %22, label %24

22:                                               ; preds = %20
  %23 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 8, ptr %23, align 8, !tbaa !36
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
  store ptr %35, ptr @pp, align 8, !tbaa !6
  br label %36

36:                                               ; preds = %53, %32
  %37 = phi ptr [ %35, %32 ], [ %55, %53 ]
  %38 = phi ptr [ null, %32 ], [ %54, %53 ]
  %39 = load i8, ptr %37, align 1, !tbaa !10
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
  %45 = load ptr, ptr @pp, align 8, !tbaa !6
  %46 = load ptr, ptr @perr, align 8
  br label %60

47:                                               ; preds = %40
  %48 = icmp eq ptr %38, null
  br i1 %48, label %53, label %49

49:                                               ; preds = %47
  %50 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 3, ptr %50, align 8, !tbaa !36
  %51 = getelementptr inbounds i8, ptr %50, i64 40
  store ptr %38, ptr %51, align 8, !tbaa !33
  %52 = getelementptr inbounds i8, ptr %50, i64 48
  store ptr %41, ptr %52, align 8, !tbaa !35
  br label %53

53:                                               ; preds = %49, %47
  %54 = phi ptr [ %50, %49 ], [ %41, %47 ]
  %55 = load ptr, ptr @pp, align 8, !tbaa !6
  br label %36, !llvm.loop !37

56:                                               ; preds = %36, %36, %36
  %57 = icmp eq ptr %38, null
  br i1 %57, label %58, label %60

58:                                               ; preds = %56
  %59 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 8, ptr %59, align 8, !tbaa !36
  br label %60

60:                                               ; preds = %44, %56, %58
  %61 = phi ptr [ null, %58 ], [ null, %56 ], [ %46, %44 ]
  %62 = phi ptr [ %37, %58 ], [ %37, %56 ], [ %45, %44 ]
  %63 = phi ptr [ %59, %58 ], [ %38, %56 ], [ %41, %44 ]
  %64 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 4, ptr %64, align 8, !tbaa !36
  %65 = getelementptr inbounds i8, ptr %64, i64 40
  store ptr %34, ptr %65, align 8, !tbaa !33
  %66 = getelementptr inbounds i8, ptr %64, i64 48
  store ptr %63, ptr %66, align 8, !tbaa !35
  %67 = load i8, ptr %62, align 1, !tbaa !10
  %68 = icmp eq i8 %67, 124
  %69 = icmp eq ptr %61, null
  %70 = select i1 %68, i1 %69, i1 false
  br i1 %70, label %32, label %71, !llvm.loop !38

71:                                               ; preds = %60, %24
  %72 = phi ptr [ %27, %24 ], [ %64, %60 ]
  ret ptr %72
}

; Function Attrs: nounwind uwtable
define internal fastcc ptr @p_repeat() unnamed_addr #0 {
  %1 = load ptr, ptr @pp, align 8, !tbaa !6
  %2 = load i8, ptr %1, align 1, !tbaa !10
  switch i8 %2, label %202 [
    i8 40, label %3
    i8 46, label %12
    i8 94, label %15
    i8 36, label %18
    i8 91, label %21
    i8 92, label %138
    i8 124, label %195
    i8 63, label %195
    i8 43, label %195
    i8 42, label %195
    i8 41, label %195
    i8 0, label %195
  ]

3:                                                ; preds = %0
  %4 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %4, ptr @pp, align 8, !tbaa !6
  %5 = tail call fastcc ptr @p_alt()
  %6 = load ptr, ptr @pp, align 8, !tbaa !6
  %7 = load i8, ptr %6, align 1, !tbaa !10
  %8 = icmp eq i8 %7, 41
  br i1 %8, label %10, label %9

9:                                                ; preds = %3
  store ptr @.str.67, ptr @perr, align 8, !tbaa !6
  br label %207

10:                                               ; preds = %3
  %11 = getelementptr inbounds i8, ptr %6, i64 1
  store ptr %11, ptr @pp, align 8, !tbaa !6
  br label %207

12:                                               ; preds = %0
  %13 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %13, ptr @pp, align 8, !tbaa !6
  %14 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 1, ptr %14, align 8, !tbaa !36
  br label %207

15:                                               ; preds = %0
  %16 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %16, ptr @pp, align 8, !tbaa !6
  %17 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 6, ptr %17, align 8, !tbaa !36
  br label %207

18:                                               ; preds = %0
  %19 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %19, ptr @pp, align 8, !tbaa !6
  %20 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 7, ptr %20, align 8, !tbaa !36
  br label %207

21:                                               ; preds = %0
  %22 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %22, ptr @pp, align 8, !tbaa !6
  %23 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 2, ptr %23, align 8, !tbaa !36
  %24 = load i8, ptr %22, align 1, !tbaa !10
  %25 = icmp eq i8 %24, 94
  br i1 %25, label %26, label %29

26:                                               ; preds = %21
  %27 = getelementptr inbounds i8, ptr %1, i64 2
  store ptr %27, ptr @pp, align 8, !tbaa !6
  %28 = load i8, ptr %27, align 1, !tbaa !10
  br label %29

29:                                               ; preds = %26, %21
  %30 = phi i8 [ %28, %26 ], [ %24, %21 ]
  %31 = phi ptr [ %27, %26 ], [ %22, %21 ]
  %32 = icmp eq i8 %30, 0
  br i1 %32, label %124, label %33

33:                                               ; preds = %29
  %34 = getelementptr inbounds i8, ptr %23, i64 8
  br label %35

35:                                               ; preds = %121, %33
  %36 = phi i8 [ %30, %33 ], [ %123, %121 ]
  %37 = phi ptr [ %31, %33 ], [ %122, %121 ]
  %38 = getelementptr inbounds i8, ptr %37, i64 1
  store ptr %38, ptr @pp, align 8, !tbaa !6
  %39 = zext i8 %36 to i32
  %40 = icmp eq i8 %36, 92
  br i1 %40, label %41, label %93

41:                                               ; preds = %35
  %42 = load i8, ptr %38, align 1, !tbaa !10
  %43 = icmp eq i8 %42, 0
  br i1 %43, label %105, label %44

44:                                               ; preds = %41
  %45 = getelementptr inbounds i8, ptr %37, i64 2
  store ptr %45, ptr @pp, align 8, !tbaa !6
  %46 = zext i8 %42 to i32
  %47 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.68, i32 %46, i64 7)
  %48 = icmp eq ptr %47, null
  br i1 %48, label %88, label %49

49:                                               ; preds = %44
  %50 = and i8 %42, -33
  %51 = add i8 %42, -65
  %52 = icmp ult i8 %51, 26
  br label %53

53:                                               ; preds = %85, %49
  %54 = phi i32 [ 0, %49 ], [ %86, %85 ]
  switch i8 %50, label %69 [
    i8 68, label %55
    i8 87, label %58
  ]

55:                                               ; preds = %53
  %56 = add nsw i32 %54, -48
  %57 = icmp ult i32 %56, 10
  br label %73

58:                                               ; preds = %53
  %59 = add nsw i32 %54, -48
  %60 = icmp ult i32 %59, 10
  %61 = add nsw i32 %54, -97
  %62 = icmp ult i32 %61, 26
  %63 = select i1 %60, i1 true, i1 %62
  %64 = add nsw i32 %54, -65
  %65 = icmp ult i32 %64, 26
  %66 = select i1 %63, i1 true, i1 %65
  %67 = icmp eq i32 %54, 95
  %68 = or i1 %67, %66
  br label %73

69:                                               ; preds = %53
  %70 = trunc nuw i32 %54 to i8
  switch i8 %70, label %71 [
    i8 32, label %72
    i8 10, label %72
    i8 9, label %72
    i8 13, label %72
  ]

71:                                               ; preds = %69
  br i1 %52, label %76, label %85

72:                                               ; preds = %69, %69, %69, %69
  br i1 %52, label %85, label %76

73:                                               ; preds = %58, %55
  %74 = phi i1 [ %57, %55 ], [ %68, %58 ]
  %75 = xor i1 %52, %74
  br i1 %75, label %76, label %85

76:                                               ; preds = %73, %72, %71
  %77 = and i32 %54, 7
  %78 = shl nuw nsw i32 1, %77
  %79 = lshr i32 %54, 3
  %80 = zext nneg i32 %79 to i64
  %81 = getelementptr inbounds i8, ptr %34, i64 %80
  %82 = load i8, ptr %81, align 1, !tbaa !10
  %83 = trunc nuw i32 %78 to i8
  %84 = or i8 %82, %83
  store i8 %84, ptr %81, align 1, !tbaa !10
  br label %85

85:                                               ; preds = %76, %73, %72, %71
  %86 = add nuw nsw i32 %54, 1
  %87 = icmp eq i32 %86, 256
  br i1 %87, label %121, label %53, !llvm.loop !39

88:                                               ; preds = %44
  %89 = icmp eq i8 %42, 110
  %90 = icmp eq i8 %42, 116
  %91 = select i1 %90, i32 9, i32 %46
  %92 = select i1 %89, i32 10, i32 %91
  br label %93

93:                                               ; preds = %88, %35
  %94 = phi ptr [ %45, %88 ], [ %38, %35 ]
  %95 = phi i32 [ %92, %88 ], [ %39, %35 ]
  %96 = load i8, ptr %94, align 1, !tbaa !10
  %97 = icmp eq i8 %96, 45
  br i1 %97, label %98, label %105

98:                                               ; preds = %93
  %99 = getelementptr inbounds i8, ptr %94, i64 1
  %100 = load i8, ptr %99, align 1, !tbaa !10
  switch i8 %100, label %101 [
    i8 0, label %105
    i8 93, label %105
  ]

101:                                              ; preds = %98
  %102 = getelementptr inbounds i8, ptr %94, i64 2
  store ptr %102, ptr @pp, align 8, !tbaa !6
  %103 = zext i8 %100 to i32
  %104 = icmp ugt i32 %95, %103
  br i1 %104, label %121, label %105

105:                                              ; preds = %41, %93, %98, %98, %101
  %106 = phi i32 [ %103, %101 ], [ %95, %98 ], [ %95, %93 ], [ %95, %98 ], [ 92, %41 ]
  %107 = phi ptr [ %102, %101 ], [ %94, %98 ], [ %94, %93 ], [ %94, %98 ], [ %38, %41 ]
  %108 = phi i32 [ %95, %101 ], [ %95, %98 ], [ %95, %93 ], [ %95, %98 ], [ 92, %41 ]
  br label %109

109:                                              ; preds = %105, %109
  %110 = phi i32 [ %119, %109 ], [ %108, %105 ]
  %111 = and i32 %110, 7
  %112 = shl nuw nsw i32 1, %111
  %113 = ashr i32 %110, 3
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds i8, ptr %34, i64 %114
  %116 = load i8, ptr %115, align 1, !tbaa !10
  %117 = trunc nuw i32 %112 to i8
  %118 = or i8 %116, %117
  store i8 %118, ptr %115, align 1, !tbaa !10
  %119 = add nuw nsw i32 %110, 1
  %120 = icmp eq i32 %110, %106
  br i1 %120, label %121, label %109, !llvm.loop !40

121:                                              ; preds = %85, %109, %101
  %122 = phi ptr [ %102, %101 ], [ %107, %109 ], [ %45, %85 ]
  %123 = load i8, ptr %122, align 1, !tbaa !10
  switch i8 %123, label %35 [
    i8 93, label %126
    i8 0, label %124
  ]

124:                                              ; preds = %121, %29
  %125 = phi ptr [ %31, %29 ], [ %122, %121 ]
  store ptr @.str.69, ptr @perr, align 8, !tbaa !6
  br label %128

126:                                              ; preds = %121
  %127 = getelementptr inbounds i8, ptr %122, i64 1
  store ptr %127, ptr @pp, align 8, !tbaa !6
  br label %128

128:                                              ; preds = %126, %124
  %129 = phi ptr [ %127, %126 ], [ %125, %124 ]
  br i1 %25, label %130, label %207

130:                                              ; preds = %128
  %131 = getelementptr inbounds i8, ptr %23, i64 8
  %132 = load <16 x i8>, ptr %131, align 1, !tbaa !10
  %133 = xor <16 x i8> %132, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  store <16 x i8> %133, ptr %131, align 1, !tbaa !10
  %134 = getelementptr inbounds i8, ptr %23, i64 24
  %135 = load <16 x i8>, ptr %134, align 1, !tbaa !10
  %136 = xor <16 x i8> %135, <i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1, i8 -1>
  store <16 x i8> %136, ptr %134, align 1, !tbaa !10
  %137 = load ptr, ptr @pp, align 8, !tbaa !6
  br label %207

138:                                              ; preds = %0
  %139 = getelementptr inbounds i8, ptr %1, i64 1
  %140 = getelementptr inbounds i8, ptr %1, i64 2
  store ptr %140, ptr @pp, align 8, !tbaa !6
  %141 = load i8, ptr %139, align 1, !tbaa !10
  %142 = zext i8 %141 to i32
  %143 = icmp eq i8 %141, 0
  br i1 %143, label %188, label %144

144:                                              ; preds = %138
  %145 = tail call ptr @memchr(ptr noundef nonnull dereferenceable(1) @.str.68, i32 %142, i64 7)
  %146 = icmp eq ptr %145, null
  br i1 %146, label %188, label %147

147:                                              ; preds = %144
  %148 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 2, ptr %148, align 8, !tbaa !36
  %149 = getelementptr inbounds i8, ptr %148, i64 8
  %150 = and i8 %141, -33
  %151 = add i8 %141, -65
  %152 = icmp ult i8 %151, 26
  br label %153

153:                                              ; preds = %185, %147
  %154 = phi i32 [ 0, %147 ], [ %186, %185 ]
  switch i8 %150, label %169 [
    i8 68, label %155
    i8 87, label %158
  ]

155:                                              ; preds = %153
  %156 = add nsw i32 %154, -48
  %157 = icmp ult i32 %156, 10
  br label %173

158:                                              ; preds = %153
  %159 = add nsw i32 %154, -48
  %160 = icmp ult i32 %159, 10
  %161 = add nsw i32 %154, -97
  %162 = icmp ult i32 %161, 26
  %163 = select i1 %160, i1 true, i1 %162
  %164 = add nsw i32 %154, -65
  %165 = icmp ult i32 %164, 26
  %166 = select i1 %163, i1 true, i1 %165
  %167 = icmp eq i32 %154, 95
  %168 = or i1 %167, %166
  br label %173

169:                                              ; preds = %153
  %170 = trunc nuw i32 %154 to i8
  switch i8 %170, label %171 [
    i8 32, label %172
    i8 10, label %172
    i8 9, label %172
    i8 13, label %172
  ]

171:                                              ; preds = %169
  br i1 %152, label %176, label %185

172:                                              ; preds = %169, %169, %169, %169
  br i1 %152, label %185, label %176

173:                                              ; preds = %158, %155
  %174 = phi i1 [ %157, %155 ], [ %168, %158 ]
  %175 = xor i1 %152, %174
  br i1 %175, label %176, label %185

176:                                              ; preds = %173, %172, %171
  %177 = and i32 %154, 7
  %178 = shl nuw nsw i32 1, %177
  %179 = lshr i32 %154, 3
  %180 = zext nneg i32 %179 to i64
  %181 = getelementptr inbounds i8, ptr %149, i64 %180
  %182 = load i8, ptr %181, align 1, !tbaa !10
  %183 = trunc nuw i32 %178 to i8
  %184 = or i8 %182, %183
  store i8 %184, ptr %181, align 1, !tbaa !10
  br label %185

185:                                              ; preds = %176, %173, %172, %171
  %186 = add nuw nsw i32 %154, 1
  %187 = icmp eq i32 %186, 256
  br i1 %187, label %207, label %153, !llvm.loop !39

188:                                              ; preds = %144, %138
  %189 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  %190 = icmp eq i8 %141, 110
  %191 = icmp eq i8 %141, 116
  %192 = select i1 %191, i32 9, i32 %142
  %193 = select i1 %190, i32 10, i32 %192
  %194 = getelementptr inbounds i8, ptr %189, i64 4
  store i32 %193, ptr %194, align 4, !tbaa !41
  br label %207

195:                                              ; preds = %0, %0, %0, %0, %0, %0
  %196 = icmp eq i8 %2, 63
  %197 = and i8 %2, 126
  %198 = icmp eq i8 %197, 42
  %199 = or i1 %196, %198
  %200 = select i1 %199, ptr @.str.70, ptr null
  store ptr %200, ptr @perr, align 8, !tbaa !6
  %201 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 8, ptr %201, align 8, !tbaa !36
  br label %207

202:                                              ; preds = %0
  %203 = zext i8 %2 to i32
  %204 = getelementptr inbounds i8, ptr %1, i64 1
  store ptr %204, ptr @pp, align 8, !tbaa !6
  %205 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  %206 = getelementptr inbounds i8, ptr %205, i64 4
  store i32 %203, ptr %206, align 4, !tbaa !41
  br label %207

207:                                              ; preds = %185, %130, %9, %10, %12, %15, %18, %128, %188, %195, %202
  %208 = phi ptr [ %137, %130 ], [ %140, %188 ], [ %129, %128 ], [ %6, %9 ], [ %11, %10 ], [ %204, %202 ], [ %1, %195 ], [ %19, %18 ], [ %16, %15 ], [ %13, %12 ], [ %140, %185 ]
  %209 = phi ptr [ %23, %130 ], [ %189, %188 ], [ %23, %128 ], [ %5, %9 ], [ %5, %10 ], [ %205, %202 ], [ %201, %195 ], [ %20, %18 ], [ %17, %15 ], [ %14, %12 ], [ %148, %185 ]
  br label %210

210:                                              ; preds = %207, %282
  %211 = phi ptr [ %283, %282 ], [ %208, %207 ]
  %212 = phi ptr [ %286, %282 ], [ %209, %207 ]
  %213 = load i8, ptr %211, align 1, !tbaa !10
  switch i8 %213, label %292 [
    i8 42, label %277
    i8 43, label %214
    i8 63, label %215
    i8 123, label %216
  ]

214:                                              ; preds = %210
  br label %277

215:                                              ; preds = %210
  br label %277

216:                                              ; preds = %210
  %217 = getelementptr inbounds i8, ptr %211, i64 1
  %218 = load i8, ptr %217, align 1, !tbaa !10
  %219 = add i8 %218, -48
  %220 = icmp ult i8 %219, 10
  br i1 %220, label %221, label %292

221:                                              ; preds = %216
  store ptr %217, ptr @pp, align 8, !tbaa !6
  %222 = load i8, ptr %217, align 1, !tbaa !10
  %223 = add i8 %222, -48
  %224 = icmp ult i8 %223, 10
  br i1 %224, label %225, label %238

225:                                              ; preds = %221, %225
  %226 = phi i8 [ %234, %225 ], [ %222, %221 ]
  %227 = phi i32 [ %233, %225 ], [ 0, %221 ]
  %228 = phi ptr [ %230, %225 ], [ %217, %221 ]
  %229 = mul nsw i32 %227, 10
  %230 = getelementptr inbounds i8, ptr %228, i64 1
  %231 = zext nneg i8 %226 to i32
  %232 = add i32 %229, -48
  %233 = add i32 %232, %231
  %234 = load i8, ptr %230, align 1, !tbaa !10
  %235 = add i8 %234, -48
  %236 = icmp ult i8 %235, 10
  br i1 %236, label %225, label %237, !llvm.loop !42

237:                                              ; preds = %225
  store ptr %230, ptr @pp, align 8, !tbaa !6
  br label %238

238:                                              ; preds = %237, %221
  %239 = phi ptr [ %230, %237 ], [ %217, %221 ]
  %240 = phi i32 [ %233, %237 ], [ 0, %221 ]
  %241 = phi i8 [ %234, %237 ], [ %222, %221 ]
  %242 = icmp eq i8 %241, 44
  br i1 %242, label %243, label %263

243:                                              ; preds = %238
  %244 = getelementptr inbounds i8, ptr %239, i64 1
  store ptr %244, ptr @pp, align 8, !tbaa !6
  %245 = load i8, ptr %244, align 1, !tbaa !10
  %246 = icmp eq i8 %245, 125
  br i1 %246, label %277, label %247

247:                                              ; preds = %243
  %248 = add i8 %245, -48
  %249 = icmp ult i8 %248, 10
  br i1 %249, label %250, label %267

250:                                              ; preds = %247, %250
  %251 = phi i8 [ %259, %250 ], [ %245, %247 ]
  %252 = phi i32 [ %258, %250 ], [ 0, %247 ]
  %253 = phi ptr [ %255, %250 ], [ %244, %247 ]
  %254 = mul nsw i32 %252, 10
  %255 = getelementptr inbounds i8, ptr %253, i64 1
  %256 = zext nneg i8 %251 to i32
  %257 = add i32 %254, -48
  %258 = add i32 %257, %256
  %259 = load i8, ptr %255, align 1, !tbaa !10
  %260 = add i8 %259, -48
  %261 = icmp ult i8 %260, 10
  br i1 %261, label %250, label %262, !llvm.loop !43

262:                                              ; preds = %250
  store ptr %255, ptr @pp, align 8, !tbaa !6
  br label %263

263:                                              ; preds = %238, %262
  %264 = phi ptr [ %255, %262 ], [ %239, %238 ]
  %265 = phi i32 [ %258, %262 ], [ %240, %238 ]
  %266 = load i8, ptr %264, align 1, !tbaa !10
  br label %267

267:                                              ; preds = %263, %247
  %268 = phi i8 [ %266, %263 ], [ %245, %247 ]
  %269 = phi ptr [ %264, %263 ], [ %244, %247 ]
  %270 = phi i32 [ %265, %263 ], [ 0, %247 ]
  %271 = icmp eq i8 %268, 125
  br i1 %271, label %272, label %290

272:                                              ; preds = %267
  %273 = getelementptr inbounds i8, ptr %269, i64 1
  store ptr %273, ptr @pp, align 8, !tbaa !6
  %274 = icmp sgt i32 %270, -1
  %275 = icmp slt i32 %270, %240
  %276 = select i1 %274, i1 %275, i1 false
  br i1 %276, label %290, label %282

277:                                              ; preds = %243, %210, %214, %215
  %278 = phi ptr [ %211, %215 ], [ %211, %214 ], [ %211, %210 ], [ %244, %243 ]
  %279 = phi i32 [ 0, %215 ], [ 1, %214 ], [ 0, %210 ], [ %240, %243 ]
  %280 = phi i32 [ 1, %215 ], [ -1, %214 ], [ -1, %210 ], [ -1, %243 ]
  %281 = getelementptr inbounds i8, ptr %278, i64 1
  store ptr %281, ptr @pp, align 8, !tbaa !6
  br label %282

282:                                              ; preds = %277, %272
  %283 = phi ptr [ %273, %272 ], [ %281, %277 ]
  %284 = phi i32 [ %240, %272 ], [ %279, %277 ]
  %285 = phi i32 [ %270, %272 ], [ %280, %277 ]
  %286 = tail call noalias noundef dereferenceable_or_null(64) ptr @calloc(i64 noundef 1, i64 noundef 64) #14
  store i32 5, ptr %286, align 8, !tbaa !36
  %287 = getelementptr inbounds i8, ptr %286, i64 40
  store ptr %212, ptr %287, align 8, !tbaa !33
  %288 = getelementptr inbounds i8, ptr %286, i64 56
  store i32 %284, ptr %288, align 8, !tbaa !44
  %289 = getelementptr inbounds i8, ptr %286, i64 60
  store i32 %285, ptr %289, align 4, !tbaa !45
  br label %210

290:                                              ; preds = %272, %267
  %291 = phi ptr [ @.str.65, %267 ], [ @.str.66, %272 ]
  store ptr %291, ptr @perr, align 8, !tbaa !6
  br label %292

292:                                              ; preds = %210, %216, %290
  ret ptr %212
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: nofree nosync nounwind uwtable
define internal fastcc void @build(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.Frag) align 8 %0, ptr noundef %1) unnamed_addr #5 {
  %3 = alloca %struct.Frag, align 8
  %4 = alloca %struct.Frag, align 8
  %5 = alloca %struct.Frag, align 8
  %6 = alloca %struct.Frag, align 8
  %7 = alloca %struct.Frag, align 8
  %8 = alloca [63 x ptr], align 8
  %9 = alloca %struct.Frag, align 8
  %10 = alloca %struct.Frag, align 8
  %11 = alloca %struct.Frag, align 8
  %12 = alloca %struct.Frag, align 8
  %13 = alloca %struct.Frag, align 8
  %14 = alloca %struct.Frag, align 8
  %15 = alloca %struct.Frag, align 8
  %16 = alloca { [64 x ptr], i32 }, align 8
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %3) #12
  %17 = getelementptr inbounds i8, ptr %3, i64 520
  store i32 0, ptr %17, align 8, !tbaa !15
  %18 = load i32, ptr %1, align 8, !tbaa !36
  switch i32 %18, label %384 [
    i32 8, label %19
    i32 0, label %28
    i32 1, label %39
    i32 2, label %47
    i32 6, label %56
    i32 7, label %64
    i32 3, label %72
    i32 4, label %116
    i32 5, label %154
  ]

19:                                               ; preds = %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !46)
  %20 = load i32, ptr @nst, align 4, !tbaa !11, !noalias !46
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %21
  %23 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %21, i32 2
  %24 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %21, i32 4
  store ptr null, ptr %24, align 8, !tbaa !13, !noalias !46
  store <4 x i32> <i32 7, i32 0, i32 -1, i32 -1>, ptr %22, align 8, !tbaa !11, !noalias !46
  %25 = add nsw i32 %20, 1
  store i32 %25, ptr @nst, align 4, !tbaa !11, !noalias !46
  store i32 %20, ptr %0, align 8, !tbaa !22, !alias.scope !46
  %26 = getelementptr inbounds i8, ptr %0, i64 520
  %27 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %26, align 8, !tbaa !15, !alias.scope !46
  store ptr %23, ptr %27, align 8, !tbaa !6, !alias.scope !46
  br label %393

28:                                               ; preds = %2
  %29 = load i32, ptr @nst, align 4, !tbaa !11
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %30
  store i32 0, ptr %31, align 8, !tbaa !25
  %32 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %30, i32 2
  store <2 x i32> <i32 -1, i32 -1>, ptr %32, align 8, !tbaa !11
  %33 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %30, i32 4
  store ptr null, ptr %33, align 8, !tbaa !13
  %34 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %30, i32 1
  %35 = add nsw i32 %29, 1
  store i32 %35, ptr @nst, align 4, !tbaa !11
  store i32 %29, ptr %3, align 8, !tbaa !22
  %36 = getelementptr inbounds i8, ptr %1, i64 4
  %37 = load i32, ptr %36, align 4, !tbaa !41
  store i32 %37, ptr %34, align 4, !tbaa !27
  %38 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8, !tbaa !15
  store ptr %32, ptr %38, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %3, i64 528, i1 false), !tbaa.struct !49
  br label %393

39:                                               ; preds = %2
  %40 = load i32, ptr @nst, align 4, !tbaa !11
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %41
  %43 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %41, i32 2
  %44 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %41, i32 4
  store ptr null, ptr %44, align 8, !tbaa !13
  store <4 x i32> <i32 1, i32 0, i32 -1, i32 -1>, ptr %42, align 8, !tbaa !11
  %45 = add nsw i32 %40, 1
  store i32 %45, ptr @nst, align 4, !tbaa !11
  store i32 %40, ptr %3, align 8, !tbaa !22
  %46 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8, !tbaa !15
  store ptr %43, ptr %46, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %3, i64 528, i1 false), !tbaa.struct !49
  br label %393

47:                                               ; preds = %2
  %48 = load i32, ptr @nst, align 4, !tbaa !11
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %49
  %51 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %49, i32 2
  %52 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %49, i32 4
  store <4 x i32> <i32 2, i32 0, i32 -1, i32 -1>, ptr %50, align 8, !tbaa !11
  %53 = add nsw i32 %48, 1
  store i32 %53, ptr @nst, align 4, !tbaa !11
  store i32 %48, ptr %3, align 8, !tbaa !22
  %54 = getelementptr inbounds i8, ptr %1, i64 8
  store ptr %54, ptr %52, align 8, !tbaa !13
  %55 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8, !tbaa !15
  store ptr %51, ptr %55, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %3, i64 528, i1 false), !tbaa.struct !49
  br label %393

56:                                               ; preds = %2
  %57 = load i32, ptr @nst, align 4, !tbaa !11
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %58
  %60 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %58, i32 2
  %61 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %58, i32 4
  store ptr null, ptr %61, align 8, !tbaa !13
  store <4 x i32> <i32 4, i32 0, i32 -1, i32 -1>, ptr %59, align 8, !tbaa !11
  %62 = add nsw i32 %57, 1
  store i32 %62, ptr @nst, align 4, !tbaa !11
  store i32 %57, ptr %3, align 8, !tbaa !22
  %63 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8, !tbaa !15
  store ptr %60, ptr %63, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %3, i64 528, i1 false), !tbaa.struct !49
  br label %393

64:                                               ; preds = %2
  %65 = load i32, ptr @nst, align 4, !tbaa !11
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %66
  %68 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %66, i32 2
  %69 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %66, i32 4
  store ptr null, ptr %69, align 8, !tbaa !13
  store <4 x i32> <i32 5, i32 0, i32 -1, i32 -1>, ptr %67, align 8, !tbaa !11
  %70 = add nsw i32 %65, 1
  store i32 %70, ptr @nst, align 4, !tbaa !11
  store i32 %65, ptr %3, align 8, !tbaa !22
  %71 = getelementptr inbounds i8, ptr %3, i64 8
  store i32 1, ptr %17, align 8, !tbaa !15
  store ptr %68, ptr %71, align 8, !tbaa !6
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %3, i64 528, i1 false), !tbaa.struct !49
  br label %393

72:                                               ; preds = %2
  %73 = getelementptr inbounds i8, ptr %1, i64 40
  %74 = load ptr, ptr %73, align 8, !tbaa !33
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %4, ptr noundef %74)
  %75 = getelementptr inbounds i8, ptr %1, i64 48
  %76 = load ptr, ptr %75, align 8, !tbaa !35
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %5, ptr noundef %76)
  %77 = load i32, ptr %5, align 8, !tbaa !22, !noalias !50
  %78 = getelementptr inbounds i8, ptr %4, i64 520
  %79 = load i32, ptr %78, align 8, !tbaa !15, !noalias !50
  %80 = icmp sgt i32 %79, 0
  br i1 %80, label %81, label %106

81:                                               ; preds = %72
  %82 = getelementptr inbounds i8, ptr %4, i64 8
  %83 = zext nneg i32 %79 to i64
  %84 = icmp eq i32 %79, 1
  br i1 %84, label %98, label %85

85:                                               ; preds = %81
  %86 = and i64 %83, 2147483646
  br label %87

87:                                               ; preds = %87, %85
  %88 = phi i64 [ 0, %85 ], [ %94, %87 ]
  %89 = or disjoint i64 %88, 1
  %90 = getelementptr inbounds [64 x ptr], ptr %82, i64 0, i64 %88
  %91 = getelementptr inbounds [64 x ptr], ptr %82, i64 0, i64 %89
  %92 = load ptr, ptr %90, align 8, !tbaa !6, !noalias !50
  %93 = load ptr, ptr %91, align 8, !tbaa !6, !noalias !50
  store i32 %77, ptr %92, align 4, !tbaa !11, !noalias !50
  store i32 %77, ptr %93, align 4, !tbaa !11, !noalias !50
  %94 = add nuw i64 %88, 2
  %95 = icmp eq i64 %94, %86
  br i1 %95, label %96, label %87, !llvm.loop !53

96:                                               ; preds = %87
  %97 = icmp eq i64 %86, %83
  br i1 %97, label %106, label %98

98:                                               ; preds = %96, %81
  %99 = phi i64 [ 0, %81 ], [ %86, %96 ]
  br label %100

100:                                              ; preds = %98, %100
  %101 = phi i64 [ %104, %100 ], [ %99, %98 ]
  %102 = getelementptr inbounds [64 x ptr], ptr %82, i64 0, i64 %101
  %103 = load ptr, ptr %102, align 8, !tbaa !6, !noalias !50
  store i32 %77, ptr %103, align 4, !tbaa !11, !noalias !50
  %104 = add nuw nsw i64 %101, 1
  %105 = icmp eq i64 %104, %83
  br i1 %105, label %106, label %100, !llvm.loop !54

106:                                              ; preds = %100, %96, %72
  store i32 0, ptr %78, align 8, !tbaa !15, !noalias !50
  %107 = getelementptr inbounds i8, ptr %5, i64 520
  %108 = load i32, ptr %107, align 8, !tbaa !15, !noalias !50
  %109 = icmp sgt i32 %108, 0
  br i1 %109, label %110, label %115

110:                                              ; preds = %106
  %111 = getelementptr inbounds i8, ptr %5, i64 8
  %112 = getelementptr inbounds i8, ptr %4, i64 8
  %113 = zext nneg i32 %108 to i64
  %114 = shl nuw nsw i64 %113, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %112, ptr nonnull align 8 %111, i64 %114, i1 false), !tbaa !6, !noalias !50
  store i32 %108, ptr %78, align 8, !tbaa !15, !noalias !50
  br label %115

115:                                              ; preds = %110, %106
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %4, i64 528, i1 false), !tbaa.struct !49
  br label %393

116:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %6) #12
  %117 = getelementptr inbounds i8, ptr %1, i64 40
  %118 = load ptr, ptr %117, align 8, !tbaa !33
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %6, ptr noundef %118)
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %7) #12
  %119 = getelementptr inbounds i8, ptr %1, i64 48
  %120 = load ptr, ptr %119, align 8, !tbaa !35
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %7, ptr noundef %120)
  %121 = load i32, ptr @nst, align 4, !tbaa !11
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %122
  %124 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %122, i32 3
  %125 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %122, i32 2
  %126 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %122, i32 4
  store ptr null, ptr %126, align 8, !tbaa !13
  store <2 x i32> <i32 3, i32 0>, ptr %123, align 8, !tbaa !11
  %127 = add nsw i32 %121, 1
  store i32 %127, ptr @nst, align 4, !tbaa !11
  store i32 %121, ptr %3, align 8, !tbaa !22
  %128 = load i32, ptr %6, align 8, !tbaa !22
  store i32 %128, ptr %125, align 8, !tbaa !28
  %129 = load i32, ptr %7, align 8, !tbaa !22
  store i32 %129, ptr %124, align 4, !tbaa !55
  %130 = getelementptr inbounds i8, ptr %6, i64 520
  %131 = load i32, ptr %130, align 8, !tbaa !15
  %132 = icmp sgt i32 %131, 0
  br i1 %132, label %133, label %139

133:                                              ; preds = %116
  %134 = getelementptr inbounds i8, ptr %6, i64 8
  %135 = getelementptr inbounds i8, ptr %3, i64 8
  %136 = zext nneg i32 %131 to i64
  %137 = shl nuw nsw i64 %136, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %135, ptr nonnull align 8 %134, i64 %137, i1 false), !tbaa !6
  store i32 %131, ptr %17, align 8, !tbaa !15
  %138 = zext nneg i32 %131 to i64
  br label %139

139:                                              ; preds = %133, %116
  %140 = phi i64 [ %138, %133 ], [ 0, %116 ]
  %141 = getelementptr inbounds i8, ptr %7, i64 520
  %142 = load i32, ptr %141, align 8, !tbaa !15
  %143 = icmp sgt i32 %142, 0
  br i1 %143, label %144, label %153

144:                                              ; preds = %139
  %145 = getelementptr inbounds i8, ptr %7, i64 8
  %146 = zext nneg i32 %142 to i64
  %147 = shl nuw nsw i64 %140, 3
  %148 = getelementptr i8, ptr %3, i64 %147
  %149 = getelementptr i8, ptr %148, i64 8
  %150 = shl nuw nsw i64 %146, 3
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %149, ptr nonnull align 8 %145, i64 %150, i1 false), !tbaa !6
  %151 = trunc nuw nsw i64 %140 to i32
  %152 = add nuw i32 %142, %151
  store i32 %152, ptr %17, align 8, !tbaa !15
  br label %153

153:                                              ; preds = %144, %139
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %3, i64 528, i1 false), !tbaa.struct !49
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %7) #12
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %6) #12
  br label %393

154:                                              ; preds = %2
  call void @llvm.lifetime.start.p0(i64 504, ptr nonnull %8)
  %155 = load i32, ptr @nst, align 4, !tbaa !11, !noalias !56
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %156
  %158 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %156, i32 2
  %159 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %156, i32 4
  store ptr null, ptr %159, align 8, !tbaa !13, !noalias !56
  store <4 x i32> <i32 7, i32 0, i32 -1, i32 -1>, ptr %157, align 8, !tbaa !11, !noalias !56
  %160 = add nsw i32 %155, 1
  store i32 %160, ptr @nst, align 4, !tbaa !11, !noalias !56
  %161 = getelementptr inbounds i8, ptr %1, i64 56
  %162 = load i32, ptr %161, align 8, !tbaa !44
  %163 = icmp sgt i32 %162, 0
  br i1 %163, label %164, label %171

164:                                              ; preds = %154
  %165 = getelementptr inbounds i8, ptr %1, i64 40
  %166 = getelementptr inbounds i8, ptr %10, i64 8
  %167 = getelementptr inbounds i8, ptr %10, i64 16
  %168 = getelementptr inbounds i8, ptr %10, i64 524
  %169 = getelementptr inbounds i8, ptr %9, i64 520
  %170 = getelementptr inbounds i8, ptr %9, i64 8
  br label %191

171:                                              ; preds = %231, %154
  %172 = phi i32 [ undef, %154 ], [ %232, %231 ]
  %173 = phi i32 [ 1, %154 ], [ %233, %231 ]
  %174 = phi ptr [ %158, %154 ], [ %234, %231 ]
  %175 = phi i32 [ %162, %154 ], [ %236, %231 ]
  %176 = getelementptr inbounds i8, ptr %1, i64 60
  %177 = load i32, ptr %176, align 4, !tbaa !45
  %178 = icmp slt i32 %177, 0
  br i1 %178, label %238, label %179

179:                                              ; preds = %171
  %180 = icmp slt i32 %175, %177
  br i1 %180, label %181, label %310

181:                                              ; preds = %179
  %182 = getelementptr inbounds i8, ptr %1, i64 40
  %183 = getelementptr inbounds i8, ptr %14, i64 520
  %184 = getelementptr inbounds i8, ptr %13, i64 520
  %185 = getelementptr inbounds i8, ptr %13, i64 8
  %186 = getelementptr inbounds i8, ptr %14, i64 8
  %187 = getelementptr inbounds i8, ptr %15, i64 8
  %188 = getelementptr inbounds i8, ptr %15, i64 16
  %189 = getelementptr inbounds i8, ptr %15, i64 524
  %190 = getelementptr inbounds i8, ptr %16, i64 512
  br label %318

191:                                              ; preds = %164, %231
  %192 = phi i32 [ 0, %164 ], [ %235, %231 ]
  %193 = phi ptr [ %158, %164 ], [ %234, %231 ]
  %194 = phi i32 [ 1, %164 ], [ %233, %231 ]
  %195 = phi i32 [ undef, %164 ], [ %232, %231 ]
  %196 = load ptr, ptr %165, align 8, !tbaa !33
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %9, ptr noundef %196)
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %10) #12
  store ptr %193, ptr %166, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %167, ptr noundef nonnull align 8 dereferenceable(504) %8, i64 504, i1 false), !tbaa.struct !59
  store i32 %195, ptr %168, align 4
  %197 = load i32, ptr %9, align 8, !tbaa !22, !noalias !60
  %198 = icmp eq i32 %194, 0
  br i1 %198, label %223, label %199

199:                                              ; preds = %191
  %200 = zext nneg i32 %194 to i64
  %201 = icmp eq i32 %194, 1
  br i1 %201, label %215, label %202

202:                                              ; preds = %199
  %203 = and i64 %200, 2147483646
  br label %204

204:                                              ; preds = %204, %202
  %205 = phi i64 [ 0, %202 ], [ %211, %204 ]
  %206 = or disjoint i64 %205, 1
  %207 = getelementptr inbounds [64 x ptr], ptr %166, i64 0, i64 %205
  %208 = getelementptr inbounds [64 x ptr], ptr %166, i64 0, i64 %206
  %209 = load ptr, ptr %207, align 8, !tbaa !6, !noalias !60
  %210 = load ptr, ptr %208, align 8, !tbaa !6, !noalias !60
  store i32 %197, ptr %209, align 4, !tbaa !11, !noalias !60
  store i32 %197, ptr %210, align 4, !tbaa !11, !noalias !60
  %211 = add nuw i64 %205, 2
  %212 = icmp eq i64 %211, %203
  br i1 %212, label %213, label %204, !llvm.loop !63

213:                                              ; preds = %204
  %214 = icmp eq i64 %203, %200
  br i1 %214, label %223, label %215

215:                                              ; preds = %213, %199
  %216 = phi i64 [ 0, %199 ], [ %203, %213 ]
  br label %217

217:                                              ; preds = %215, %217
  %218 = phi i64 [ %221, %217 ], [ %216, %215 ]
  %219 = getelementptr inbounds [64 x ptr], ptr %166, i64 0, i64 %218
  %220 = load ptr, ptr %219, align 8, !tbaa !6, !noalias !60
  store i32 %197, ptr %220, align 4, !tbaa !11, !noalias !60
  %221 = add nuw nsw i64 %218, 1
  %222 = icmp eq i64 %221, %200
  br i1 %222, label %223, label %217, !llvm.loop !64

223:                                              ; preds = %217, %213, %191
  %224 = load i32, ptr %169, align 8, !tbaa !15, !noalias !60
  %225 = icmp sgt i32 %224, 0
  br i1 %225, label %226, label %231

226:                                              ; preds = %223
  %227 = zext nneg i32 %224 to i64
  %228 = shl nuw nsw i64 %227, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %166, ptr nonnull align 8 %170, i64 %228, i1 false), !tbaa !6, !noalias !60
  %229 = load ptr, ptr %166, align 8
  %230 = load i32, ptr %168, align 4
  br label %231

231:                                              ; preds = %226, %223
  %232 = phi i32 [ %230, %226 ], [ %195, %223 ]
  %233 = phi i32 [ %224, %226 ], [ 0, %223 ]
  %234 = phi ptr [ %229, %226 ], [ %193, %223 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %8, ptr noundef nonnull align 8 dereferenceable(504) %167, i64 504, i1 false)
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %10) #12
  %235 = add nuw nsw i32 %192, 1
  %236 = load i32, ptr %161, align 8, !tbaa !44
  %237 = icmp slt i32 %235, %236
  br i1 %237, label %191, label %171, !llvm.loop !65

238:                                              ; preds = %171
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %11) #12
  %239 = getelementptr inbounds i8, ptr %1, i64 40
  %240 = load ptr, ptr %239, align 8, !tbaa !33
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %11, ptr noundef %240)
  %241 = load i32, ptr @nst, align 4, !tbaa !11
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %242
  %244 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %242, i32 3
  store i32 -1, ptr %244, align 4, !tbaa !55
  %245 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %242, i32 4
  store ptr null, ptr %245, align 8, !tbaa !13
  store <2 x i32> <i32 3, i32 0>, ptr %243, align 8, !tbaa !11
  %246 = add nsw i32 %241, 1
  store i32 %246, ptr @nst, align 4, !tbaa !11
  %247 = load i32, ptr %11, align 8, !tbaa !22
  %248 = getelementptr inbounds i8, ptr %243, i64 8
  store i32 %247, ptr %248, align 8, !tbaa !28
  %249 = getelementptr inbounds i8, ptr %11, i64 520
  %250 = load i32, ptr %249, align 8, !tbaa !15
  %251 = icmp sgt i32 %250, 0
  br i1 %251, label %252, label %277

252:                                              ; preds = %238
  %253 = getelementptr inbounds i8, ptr %11, i64 8
  %254 = zext nneg i32 %250 to i64
  %255 = icmp eq i32 %250, 1
  br i1 %255, label %269, label %256

256:                                              ; preds = %252
  %257 = and i64 %254, 2147483646
  br label %258

258:                                              ; preds = %258, %256
  %259 = phi i64 [ 0, %256 ], [ %265, %258 ]
  %260 = or disjoint i64 %259, 1
  %261 = getelementptr inbounds [64 x ptr], ptr %253, i64 0, i64 %259
  %262 = getelementptr inbounds [64 x ptr], ptr %253, i64 0, i64 %260
  %263 = load ptr, ptr %261, align 8, !tbaa !6
  %264 = load ptr, ptr %262, align 8, !tbaa !6
  store i32 %241, ptr %263, align 4, !tbaa !11
  store i32 %241, ptr %264, align 4, !tbaa !11
  %265 = add nuw i64 %259, 2
  %266 = icmp eq i64 %265, %257
  br i1 %266, label %267, label %258, !llvm.loop !66

267:                                              ; preds = %258
  %268 = icmp eq i64 %257, %254
  br i1 %268, label %277, label %269

269:                                              ; preds = %267, %252
  %270 = phi i64 [ 0, %252 ], [ %257, %267 ]
  br label %271

271:                                              ; preds = %269, %271
  %272 = phi i64 [ %275, %271 ], [ %270, %269 ]
  %273 = getelementptr inbounds [64 x ptr], ptr %253, i64 0, i64 %272
  %274 = load ptr, ptr %273, align 8, !tbaa !6
  store i32 %241, ptr %274, align 4, !tbaa !11
  %275 = add nuw nsw i64 %272, 1
  %276 = icmp eq i64 %275, %254
  br i1 %276, label %277, label %271, !llvm.loop !67

277:                                              ; preds = %271, %267, %238
  %278 = getelementptr inbounds i8, ptr %243, i64 12
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %12) #12
  store i32 %155, ptr %12, align 8, !tbaa !11
  %279 = getelementptr inbounds i8, ptr %12, i64 8
  store ptr %174, ptr %279, align 8
  %280 = getelementptr inbounds i8, ptr %12, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %280, ptr noundef nonnull align 8 dereferenceable(504) %8, i64 504, i1 false), !tbaa.struct !59
  %281 = getelementptr inbounds i8, ptr %12, i64 520
  %282 = getelementptr inbounds i8, ptr %12, i64 524
  store i32 %172, ptr %282, align 4
  %283 = icmp sgt i32 %173, 0
  br i1 %283, label %284, label %308

284:                                              ; preds = %277
  %285 = zext nneg i32 %173 to i64
  %286 = icmp eq i32 %173, 1
  br i1 %286, label %300, label %287

287:                                              ; preds = %284
  %288 = and i64 %285, 2147483646
  br label %289

289:                                              ; preds = %289, %287
  %290 = phi i64 [ 0, %287 ], [ %296, %289 ]
  %291 = or disjoint i64 %290, 1
  %292 = getelementptr inbounds [64 x ptr], ptr %279, i64 0, i64 %290
  %293 = getelementptr inbounds [64 x ptr], ptr %279, i64 0, i64 %291
  %294 = load ptr, ptr %292, align 8, !tbaa !6, !noalias !68
  %295 = load ptr, ptr %293, align 8, !tbaa !6, !noalias !68
  store i32 %241, ptr %294, align 4, !tbaa !11, !noalias !68
  store i32 %241, ptr %295, align 4, !tbaa !11, !noalias !68
  %296 = add nuw i64 %290, 2
  %297 = icmp eq i64 %296, %288
  br i1 %297, label %298, label %289, !llvm.loop !71

298:                                              ; preds = %289
  %299 = icmp eq i64 %288, %285
  br i1 %299, label %308, label %300

300:                                              ; preds = %298, %284
  %301 = phi i64 [ 0, %284 ], [ %288, %298 ]
  br label %302

302:                                              ; preds = %300, %302
  %303 = phi i64 [ %306, %302 ], [ %301, %300 ]
  %304 = getelementptr inbounds [64 x ptr], ptr %279, i64 0, i64 %303
  %305 = load ptr, ptr %304, align 8, !tbaa !6, !noalias !68
  store i32 %241, ptr %305, align 4, !tbaa !11, !noalias !68
  %306 = add nuw nsw i64 %303, 1
  %307 = icmp eq i64 %306, %285
  br i1 %307, label %308, label %302, !llvm.loop !72

308:                                              ; preds = %302, %298, %277
  %309 = ptrtoint ptr %278 to i64
  store i64 %309, ptr %279, align 8, !tbaa !6, !noalias !68
  store i32 1, ptr %281, align 8, !tbaa !15, !noalias !68
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(528) %0, ptr noundef nonnull align 8 dereferenceable(528) %12, i64 528, i1 false), !tbaa.struct !49
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %12) #12
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %11) #12
  br label %383

310:                                              ; preds = %376, %179
  %311 = phi i32 [ %172, %179 ], [ %377, %376 ]
  %312 = phi i32 [ %173, %179 ], [ %378, %376 ]
  %313 = phi ptr [ %174, %179 ], [ %379, %376 ]
  store i32 %155, ptr %0, align 8, !tbaa !11
  %314 = getelementptr inbounds i8, ptr %0, i64 8
  store ptr %313, ptr %314, align 8
  %315 = getelementptr inbounds i8, ptr %0, i64 16
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %315, ptr noundef nonnull align 8 dereferenceable(504) %8, i64 504, i1 false), !tbaa.struct !59
  %316 = getelementptr inbounds i8, ptr %0, i64 520
  store i32 %312, ptr %316, align 8, !tbaa !11
  %317 = getelementptr inbounds i8, ptr %0, i64 524
  store i32 %311, ptr %317, align 4
  br label %383

318:                                              ; preds = %181, %376
  %319 = phi i32 [ %175, %181 ], [ %380, %376 ]
  %320 = phi ptr [ %174, %181 ], [ %379, %376 ]
  %321 = phi i32 [ %173, %181 ], [ %378, %376 ]
  %322 = phi i32 [ %172, %181 ], [ %377, %376 ]
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %13) #12
  %323 = load ptr, ptr %182, align 8, !tbaa !33
  call fastcc void @build(ptr dead_on_unwind nonnull writable sret(%struct.Frag) align 8 %13, ptr noundef %323)
  %324 = load i32, ptr @nst, align 4, !tbaa !11
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %325
  %327 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %325, i32 3
  store i32 -1, ptr %327, align 4, !tbaa !55
  %328 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %325, i32 4
  store ptr null, ptr %328, align 8, !tbaa !13
  store <2 x i32> <i32 3, i32 0>, ptr %326, align 8, !tbaa !11
  %329 = add nsw i32 %324, 1
  store i32 %329, ptr @nst, align 4, !tbaa !11
  %330 = load i32, ptr %13, align 8, !tbaa !22
  %331 = getelementptr inbounds i8, ptr %326, i64 8
  store i32 %330, ptr %331, align 8, !tbaa !28
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %14) #12
  %332 = load i32, ptr %184, align 8, !tbaa !15
  %333 = icmp sgt i32 %332, 0
  br i1 %333, label %334, label %337

334:                                              ; preds = %318
  %335 = zext nneg i32 %332 to i64
  %336 = shl nuw nsw i64 %335, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %186, ptr nonnull align 8 %185, i64 %336, i1 false), !tbaa !6
  br label %337

337:                                              ; preds = %334, %318
  %338 = phi i32 [ %332, %334 ], [ 0, %318 ]
  %339 = getelementptr inbounds i8, ptr %326, i64 12
  %340 = add nuw nsw i32 %338, 1
  store i32 %340, ptr %183, align 8, !tbaa !15
  %341 = zext nneg i32 %338 to i64
  %342 = getelementptr inbounds [64 x ptr], ptr %186, i64 0, i64 %341
  store ptr %339, ptr %342, align 8, !tbaa !6
  call void @llvm.lifetime.start.p0(i64 528, ptr nonnull %15) #12
  store ptr %320, ptr %187, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %188, ptr noundef nonnull align 8 dereferenceable(504) %8, i64 504, i1 false), !tbaa.struct !59
  store i32 %322, ptr %189, align 4
  call void @llvm.lifetime.start.p0(i64 520, ptr nonnull %16)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(520) %16, ptr noundef nonnull align 8 dereferenceable(520) %186, i64 520, i1 false), !tbaa.struct !73
  %343 = icmp eq i32 %321, 0
  br i1 %343, label %368, label %344

344:                                              ; preds = %337
  %345 = zext nneg i32 %321 to i64
  %346 = icmp eq i32 %321, 1
  br i1 %346, label %360, label %347

347:                                              ; preds = %344
  %348 = and i64 %345, 2147483646
  br label %349

349:                                              ; preds = %349, %347
  %350 = phi i64 [ 0, %347 ], [ %356, %349 ]
  %351 = or disjoint i64 %350, 1
  %352 = getelementptr inbounds [64 x ptr], ptr %187, i64 0, i64 %350
  %353 = getelementptr inbounds [64 x ptr], ptr %187, i64 0, i64 %351
  %354 = load ptr, ptr %352, align 8, !tbaa !6, !noalias !74
  %355 = load ptr, ptr %353, align 8, !tbaa !6, !noalias !74
  store i32 %324, ptr %354, align 4, !tbaa !11, !noalias !74
  store i32 %324, ptr %355, align 4, !tbaa !11, !noalias !74
  %356 = add nuw i64 %350, 2
  %357 = icmp eq i64 %356, %348
  br i1 %357, label %358, label %349, !llvm.loop !77

358:                                              ; preds = %349
  %359 = icmp eq i64 %348, %345
  br i1 %359, label %368, label %360

360:                                              ; preds = %358, %344
  %361 = phi i64 [ 0, %344 ], [ %348, %358 ]
  br label %362

362:                                              ; preds = %360, %362
  %363 = phi i64 [ %366, %362 ], [ %361, %360 ]
  %364 = getelementptr inbounds [64 x ptr], ptr %187, i64 0, i64 %363
  %365 = load ptr, ptr %364, align 8, !tbaa !6, !noalias !74
  store i32 %324, ptr %365, align 4, !tbaa !11, !noalias !74
  %366 = add nuw nsw i64 %363, 1
  %367 = icmp eq i64 %366, %345
  br i1 %367, label %368, label %362, !llvm.loop !78

368:                                              ; preds = %362, %358, %337
  %369 = load i32, ptr %190, align 8, !tbaa !15, !noalias !74
  %370 = icmp sgt i32 %369, 0
  br i1 %370, label %371, label %376

371:                                              ; preds = %368
  %372 = zext nneg i32 %369 to i64
  %373 = shl nuw nsw i64 %372, 3
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 8 %187, ptr nonnull align 8 %16, i64 %373, i1 false), !tbaa !6, !noalias !74
  %374 = load ptr, ptr %187, align 8
  %375 = load i32, ptr %189, align 4
  br label %376

376:                                              ; preds = %371, %368
  %377 = phi i32 [ %375, %371 ], [ %322, %368 ]
  %378 = phi i32 [ %369, %371 ], [ 0, %368 ]
  %379 = phi ptr [ %374, %371 ], [ %320, %368 ]
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(504) %8, ptr noundef nonnull align 8 dereferenceable(504) %188, i64 504, i1 false)
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %15) #12
  call void @llvm.lifetime.end.p0(i64 520, ptr nonnull %16)
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %14) #12
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %13) #12
  %380 = add nsw i32 %319, 1
  %381 = load i32, ptr %176, align 4, !tbaa !45
  %382 = icmp slt i32 %380, %381
  br i1 %382, label %318, label %310, !llvm.loop !79

383:                                              ; preds = %310, %308
  call void @llvm.lifetime.end.p0(i64 504, ptr nonnull %8)
  br label %393

384:                                              ; preds = %2
  tail call void @llvm.experimental.noalias.scope.decl(metadata !80)
  %385 = load i32, ptr @nst, align 4, !tbaa !11, !noalias !80
  %386 = sext i32 %385 to i64
  %387 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %386
  %388 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %386, i32 2
  %389 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %386, i32 4
  store ptr null, ptr %389, align 8, !tbaa !13, !noalias !80
  store <4 x i32> <i32 7, i32 0, i32 -1, i32 -1>, ptr %387, align 8, !tbaa !11, !noalias !80
  %390 = add nsw i32 %385, 1
  store i32 %390, ptr @nst, align 4, !tbaa !11, !noalias !80
  store i32 %385, ptr %0, align 8, !tbaa !22, !alias.scope !80
  %391 = getelementptr inbounds i8, ptr %0, i64 520
  %392 = getelementptr inbounds i8, ptr %0, i64 8
  store i32 1, ptr %391, align 8, !tbaa !15, !alias.scope !80
  store ptr %388, ptr %392, align 8, !tbaa !6, !alias.scope !80
  br label %393

393:                                              ; preds = %384, %383, %153, %115, %64, %56, %47, %39, %28, %19
  call void @llvm.lifetime.end.p0(i64 528, ptr nonnull %3) #12
  ret void
}

; Function Attrs: nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable
define internal fastcc range(i32 0, 2) i32 @bt(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr nocapture noundef writeonly %3) unnamed_addr #6 {
  %5 = alloca %struct.Cont, align 8
  %6 = alloca %struct.Cont, align 8
  %7 = load i64, ptr @steps, align 8, !tbaa !23
  %8 = add nsw i64 %7, 1
  store i64 %8, ptr @steps, align 8, !tbaa !23
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
  %17 = load i32, ptr %16, align 8, !tbaa !36
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
  store ptr %1, ptr %3, align 8, !tbaa !6
  br label %138

21:                                               ; preds = %18
  %22 = load i32, ptr %12, align 8, !tbaa !83
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %31

24:                                               ; preds = %21
  %25 = getelementptr inbounds i8, ptr %12, i64 8
  %26 = load ptr, ptr %25, align 8, !tbaa !85
  %27 = getelementptr inbounds i8, ptr %12, i64 32
  %28 = load ptr, ptr %27, align 8, !tbaa !86
  %29 = add nsw i64 %15, 1
  store i64 %29, ptr @steps, align 8, !tbaa !23
  %30 = icmp sgt i64 %15, 19999999
  br i1 %30, label %138, label %10

31:                                               ; preds = %21
  %32 = getelementptr inbounds i8, ptr %12, i64 24
  %33 = load ptr, ptr %32, align 8, !tbaa !87
  %34 = icmp eq ptr %33, %1
  br i1 %34, label %40, label %35

35:                                               ; preds = %31
  %36 = getelementptr inbounds i8, ptr %12, i64 8
  %37 = load ptr, ptr %36, align 8, !tbaa !85
  %38 = getelementptr inbounds i8, ptr %12, i64 16
  %39 = load i32, ptr %38, align 8, !tbaa !88
  br label %48

40:                                               ; preds = %31
  %41 = getelementptr inbounds i8, ptr %12, i64 16
  %42 = load i32, ptr %41, align 8, !tbaa !88
  %43 = getelementptr inbounds i8, ptr %12, i64 8
  %44 = load ptr, ptr %43, align 8, !tbaa !85
  %45 = getelementptr inbounds i8, ptr %44, i64 56
  %46 = load i32, ptr %45, align 8, !tbaa !44
  %47 = icmp sgt i32 %42, %46
  br i1 %47, label %138, label %48

48:                                               ; preds = %35, %40
  %49 = phi i32 [ %39, %35 ], [ %42, %40 ]
  %50 = phi ptr [ %37, %35 ], [ %44, %40 ]
  %51 = getelementptr inbounds i8, ptr %12, i64 32
  %52 = load ptr, ptr %51, align 8, !tbaa !86
  %53 = tail call fastcc i32 @rep(ptr noundef %50, ptr noundef %1, i32 noundef %49, ptr noundef %52, ptr noundef %3)
  br label %138

54:                                               ; preds = %14
  %55 = load i8, ptr %1, align 1, !tbaa !10
  %56 = icmp eq i8 %55, 0
  br i1 %56, label %138, label %57

57:                                               ; preds = %54
  %58 = zext i8 %55 to i32
  %59 = getelementptr inbounds i8, ptr %16, i64 4
  %60 = load i32, ptr %59, align 4, !tbaa !41
  %61 = icmp eq i32 %60, %58
  br i1 %61, label %62, label %138

62:                                               ; preds = %57
  %63 = getelementptr inbounds i8, ptr %1, i64 1
  %64 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %63, ptr noundef %3)
  br label %138

65:                                               ; preds = %14
  %66 = load i8, ptr %1, align 1, !tbaa !10
  switch i8 %66, label %67 [
    i8 0, label %138
    i8 10, label %138
  ]

67:                                               ; preds = %65
  %68 = getelementptr inbounds i8, ptr %1, i64 1
  %69 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %68, ptr noundef %3)
  br label %138

70:                                               ; preds = %14
  %71 = load i8, ptr %1, align 1, !tbaa !10
  %72 = icmp eq i8 %71, 0
  br i1 %72, label %138, label %73

73:                                               ; preds = %70
  %74 = zext i8 %71 to i32
  %75 = getelementptr inbounds i8, ptr %16, i64 8
  %76 = lshr i32 %74, 3
  %77 = zext nneg i32 %76 to i64
  %78 = getelementptr inbounds i8, ptr %75, i64 %77
  %79 = load i8, ptr %78, align 1, !tbaa !10
  %80 = zext i8 %79 to i32
  %81 = and i32 %74, 7
  %82 = shl nuw nsw i32 1, %81
  %83 = and i32 %82, %80
  %84 = icmp eq i32 %83, 0
  br i1 %84, label %138, label %85

85:                                               ; preds = %73
  %86 = getelementptr inbounds i8, ptr %1, i64 1
  %87 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %86, ptr noundef %3)
  br label %138

88:                                               ; preds = %14
  %89 = load ptr, ptr @text_start, align 8, !tbaa !6
  %90 = icmp eq ptr %89, %1
  br i1 %90, label %91, label %138

91:                                               ; preds = %88
  %92 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef %1, ptr noundef %3)
  br label %138

93:                                               ; preds = %14
  %94 = load i8, ptr %1, align 1, !tbaa !10
  %95 = icmp eq i8 %94, 0
  br i1 %95, label %96, label %138

96:                                               ; preds = %93
  %97 = tail call fastcc i32 @run_cont(ptr noundef %12, ptr noundef nonnull %1, ptr noundef %3)
  br label %138

98:                                               ; preds = %14
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #12
  store i32 0, ptr %6, align 8, !tbaa !83
  %99 = getelementptr inbounds i8, ptr %6, i64 8
  %100 = getelementptr inbounds i8, ptr %16, i64 48
  %101 = load ptr, ptr %100, align 8, !tbaa !35
  store ptr %101, ptr %99, align 8, !tbaa !85
  %102 = getelementptr inbounds i8, ptr %6, i64 16
  store i32 0, ptr %102, align 8, !tbaa !88
  %103 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr null, ptr %103, align 8, !tbaa !87
  %104 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %12, ptr %104, align 8, !tbaa !86
  %105 = getelementptr inbounds i8, ptr %16, i64 40
  %106 = load ptr, ptr %105, align 8, !tbaa !33
  %107 = call fastcc i32 @bt(ptr noundef %106, ptr noundef %1, ptr noundef nonnull %6, ptr noundef %3)
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #12
  br label %138

108:                                              ; preds = %14
  %109 = getelementptr inbounds i8, ptr %16, i64 40
  %110 = load ptr, ptr %109, align 8, !tbaa !33
  %111 = tail call fastcc i32 @bt(ptr noundef %110, ptr noundef %1, ptr noundef %12, ptr noundef %3)
  %112 = icmp eq i32 %111, 0
  br i1 %112, label %113, label %138

113:                                              ; preds = %108
  %114 = getelementptr inbounds i8, ptr %16, i64 48
  %115 = load ptr, ptr %114, align 8, !tbaa !35
  %116 = load i64, ptr @steps, align 8, !tbaa !23
  %117 = add nsw i64 %116, 1
  store i64 %117, ptr @steps, align 8, !tbaa !23
  %118 = icmp sgt i64 %116, 19999999
  br i1 %118, label %138, label %14

119:                                              ; preds = %14
  %120 = getelementptr inbounds i8, ptr %16, i64 60
  %121 = load i32, ptr %120, align 4, !tbaa !45
  %122 = icmp eq i32 %121, 0
  br i1 %122, label %132, label %123

123:                                              ; preds = %119
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %5) #12
  store i32 1, ptr %5, align 8, !tbaa !83
  %124 = getelementptr inbounds i8, ptr %5, i64 8
  store ptr %16, ptr %124, align 8, !tbaa !85
  %125 = getelementptr inbounds i8, ptr %5, i64 16
  store i32 1, ptr %125, align 8, !tbaa !88
  %126 = getelementptr inbounds i8, ptr %5, i64 24
  store ptr %1, ptr %126, align 8, !tbaa !87
  %127 = getelementptr inbounds i8, ptr %5, i64 32
  store ptr %12, ptr %127, align 8, !tbaa !86
  %128 = getelementptr inbounds i8, ptr %16, i64 40
  %129 = load ptr, ptr %128, align 8, !tbaa !33
  %130 = call fastcc i32 @bt(ptr noundef %129, ptr noundef %1, ptr noundef nonnull %5, ptr noundef %3)
  %131 = icmp eq i32 %130, 0
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %5) #12
  br i1 %131, label %132, label %138

132:                                              ; preds = %123, %119
  %133 = getelementptr inbounds i8, ptr %16, i64 56
  %134 = load i32, ptr %133, align 8, !tbaa !44
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
  store ptr %1, ptr %2, align 8, !tbaa !6
  br label %59

7:                                                ; preds = %3
  %8 = load i32, ptr %0, align 8, !tbaa !83
  %9 = icmp eq i32 %8, 0
  br i1 %9, label %10, label %16

10:                                               ; preds = %7
  %11 = getelementptr inbounds i8, ptr %0, i64 8
  %12 = load ptr, ptr %11, align 8, !tbaa !85
  %13 = getelementptr inbounds i8, ptr %0, i64 32
  %14 = load ptr, ptr %13, align 8, !tbaa !86
  %15 = tail call fastcc i32 @bt(ptr noundef %12, ptr noundef %1, ptr noundef %14, ptr noundef %2)
  br label %59

16:                                               ; preds = %7
  %17 = getelementptr inbounds i8, ptr %0, i64 24
  %18 = load ptr, ptr %17, align 8, !tbaa !87
  %19 = icmp eq ptr %18, %1
  br i1 %19, label %25, label %20

20:                                               ; preds = %16
  %21 = getelementptr inbounds i8, ptr %0, i64 8
  %22 = load ptr, ptr %21, align 8, !tbaa !85
  %23 = getelementptr inbounds i8, ptr %0, i64 16
  %24 = load i32, ptr %23, align 8, !tbaa !88
  br label %33

25:                                               ; preds = %16
  %26 = getelementptr inbounds i8, ptr %0, i64 16
  %27 = load i32, ptr %26, align 8, !tbaa !88
  %28 = getelementptr inbounds i8, ptr %0, i64 8
  %29 = load ptr, ptr %28, align 8, !tbaa !85
  %30 = getelementptr inbounds i8, ptr %29, i64 56
  %31 = load i32, ptr %30, align 8, !tbaa !44
  %32 = icmp sgt i32 %27, %31
  br i1 %32, label %59, label %33

33:                                               ; preds = %20, %25
  %34 = phi i32 [ %24, %20 ], [ %27, %25 ]
  %35 = phi ptr [ %22, %20 ], [ %29, %25 ]
  %36 = getelementptr inbounds i8, ptr %0, i64 32
  %37 = load ptr, ptr %36, align 8, !tbaa !86
  %38 = getelementptr inbounds i8, ptr %35, i64 60
  %39 = load i32, ptr %38, align 4, !tbaa !45
  %40 = icmp slt i32 %39, 0
  %41 = icmp sgt i32 %39, %34
  %42 = or i1 %40, %41
  br i1 %42, label %43, label %53

43:                                               ; preds = %33
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %4) #12
  store i32 1, ptr %4, align 8, !tbaa !83
  %44 = getelementptr inbounds i8, ptr %4, i64 8
  store ptr %35, ptr %44, align 8, !tbaa !85
  %45 = getelementptr inbounds i8, ptr %4, i64 16
  %46 = add nsw i32 %34, 1
  store i32 %46, ptr %45, align 8, !tbaa !88
  %47 = getelementptr inbounds i8, ptr %4, i64 24
  store ptr %1, ptr %47, align 8, !tbaa !87
  %48 = getelementptr inbounds i8, ptr %4, i64 32
  store ptr %37, ptr %48, align 8, !tbaa !86
  %49 = getelementptr inbounds i8, ptr %35, i64 40
  %50 = load ptr, ptr %49, align 8, !tbaa !33
  %51 = call fastcc i32 @bt(ptr noundef %50, ptr noundef %1, ptr noundef nonnull %4, ptr noundef %2)
  %52 = icmp eq i32 %51, 0
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %4) #12
  br i1 %52, label %53, label %59

53:                                               ; preds = %43, %33
  %54 = getelementptr inbounds i8, ptr %35, i64 56
  %55 = load i32, ptr %54, align 8, !tbaa !44
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
  %8 = load i32, ptr %7, align 4, !tbaa !45
  %9 = icmp slt i32 %8, 0
  %10 = icmp sgt i32 %8, %2
  %11 = or i1 %9, %10
  br i1 %11, label %12, label %22

12:                                               ; preds = %5
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %6) #12
  store i32 1, ptr %6, align 8, !tbaa !83
  %13 = getelementptr inbounds i8, ptr %6, i64 8
  store ptr %0, ptr %13, align 8, !tbaa !85
  %14 = getelementptr inbounds i8, ptr %6, i64 16
  %15 = add nsw i32 %2, 1
  store i32 %15, ptr %14, align 8, !tbaa !88
  %16 = getelementptr inbounds i8, ptr %6, i64 24
  store ptr %1, ptr %16, align 8, !tbaa !87
  %17 = getelementptr inbounds i8, ptr %6, i64 32
  store ptr %3, ptr %17, align 8, !tbaa !86
  %18 = getelementptr inbounds i8, ptr %0, i64 40
  %19 = load ptr, ptr %18, align 8, !tbaa !33
  %20 = call fastcc i32 @bt(ptr noundef %19, ptr noundef %1, ptr noundef nonnull %6, ptr noundef %4)
  %21 = icmp eq i32 %20, 0
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %6) #12
  br i1 %21, label %22, label %28

22:                                               ; preds = %12, %5
  %23 = getelementptr inbounds i8, ptr %0, i64 56
  %24 = load i32, ptr %23, align 8, !tbaa !44
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
  %8 = load i32, ptr @gen_id, align 4, !tbaa !11
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
  %20 = load i32, ptr %19, align 4, !tbaa !11
  %21 = icmp eq i32 %20, %16
  br i1 %21, label %52, label %22

22:                                               ; preds = %14
  store i32 %16, ptr %19, align 4, !tbaa !11
  %23 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %18
  %24 = load i32, ptr %23, align 8, !tbaa !25
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
  %31 = load i32, ptr %30, align 4, !tbaa !11
  %32 = icmp slt i32 %31, 0
  br i1 %32, label %52, label %14

33:                                               ; preds = %22
  %34 = getelementptr inbounds i8, ptr %23, i64 8
  %35 = load i32, ptr %34, align 8, !tbaa !28
  tail call fastcc void @addstate(ptr noundef %0, ptr noundef %1, i32 noundef %35, i32 noundef %11, i32 noundef %4)
  %36 = getelementptr inbounds i8, ptr %23, i64 12
  %37 = load i32, ptr @gen_id, align 4, !tbaa !11
  br label %27

38:                                               ; preds = %22
  %39 = icmp eq i32 %11, 0
  br i1 %39, label %40, label %52

40:                                               ; preds = %38
  %41 = getelementptr inbounds i8, ptr %23, i64 8
  %42 = load i32, ptr %41, align 8, !tbaa !28
  %43 = icmp slt i32 %42, 0
  br i1 %43, label %52, label %9

44:                                               ; preds = %22
  br i1 %13, label %45, label %52

45:                                               ; preds = %44
  %46 = getelementptr inbounds i8, ptr %23, i64 8
  br label %27

47:                                               ; preds = %22
  %48 = load i32, ptr %1, align 4, !tbaa !11
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %1, align 4, !tbaa !11
  %50 = sext i32 %48 to i64
  %51 = getelementptr inbounds i32, ptr %0, i64 %50
  store i32 %17, ptr %51, align 4, !tbaa !11
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

attributes #0 = { nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nofree nosync nounwind uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nofree nosync nounwind memory(readwrite, inaccessiblemem: none) uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #9 = { nofree nounwind }
attributes #10 = { nofree nounwind willreturn memory(argmem: read) }
attributes #11 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: readwrite) }
attributes #12 = { nounwind }
attributes #13 = { nounwind willreturn memory(read) }
attributes #14 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = !{!7, !7, i64 0}
!7 = !{!"any pointer", !8, i64 0}
!8 = !{!"omnipotent char", !9, i64 0}
!9 = !{!"Simple C/C++ TBAA"}
!10 = !{!8, !8, i64 0}
!11 = !{!12, !12, i64 0}
!12 = !{!"int", !8, i64 0}
!13 = !{!14, !7, i64 16}
!14 = !{!"", !12, i64 0, !12, i64 4, !12, i64 8, !12, i64 12, !7, i64 16}
!15 = !{!16, !12, i64 520}
!16 = !{!"", !12, i64 0, !8, i64 8, !12, i64 520}
!17 = distinct !{!17, !18, !19, !20}
!18 = !{!"llvm.loop.mustprogress"}
!19 = !{!"llvm.loop.isvectorized", i32 1}
!20 = !{!"llvm.loop.unroll.runtime.disable"}
!21 = distinct !{!21, !18, !19}
!22 = !{!16, !12, i64 0}
!23 = !{!24, !24, i64 0}
!24 = !{!"long", !8, i64 0}
!25 = !{!14, !12, i64 0}
!26 = distinct !{!26, !18}
!27 = !{!14, !12, i64 4}
!28 = !{!14, !12, i64 8}
!29 = distinct !{!29, !18}
!30 = distinct !{!30, !18}
!31 = distinct !{!31, !18}
!32 = distinct !{!32, !18}
!33 = !{!34, !7, i64 40}
!34 = !{!"Node", !12, i64 0, !12, i64 4, !8, i64 8, !7, i64 40, !7, i64 48, !12, i64 56, !12, i64 60}
!35 = !{!34, !7, i64 48}
!36 = !{!34, !12, i64 0}
!37 = distinct !{!37, !18}
!38 = distinct !{!38, !18}
!39 = distinct !{!39, !18}
!40 = distinct !{!40, !18}
!41 = !{!34, !12, i64 4}
!42 = distinct !{!42, !18}
!43 = distinct !{!43, !18}
!44 = !{!34, !12, i64 56}
!45 = !{!34, !12, i64 60}
!46 = !{!47}
!47 = distinct !{!47, !48, !"build_empty: argument 0"}
!48 = distinct !{!48, !"build_empty"}
!49 = !{i64 0, i64 4, !11, i64 8, i64 512, !10, i64 520, i64 4, !11}
!50 = !{!51}
!51 = distinct !{!51, !52, !"cat: argument 0"}
!52 = distinct !{!52, !"cat"}
!53 = distinct !{!53, !18, !19, !20}
!54 = distinct !{!54, !18, !19}
!55 = !{!14, !12, i64 12}
!56 = !{!57}
!57 = distinct !{!57, !58, !"build_empty: argument 0"}
!58 = distinct !{!58, !"build_empty"}
!59 = !{i64 0, i64 504, !10, i64 504, i64 4, !11}
!60 = !{!61}
!61 = distinct !{!61, !62, !"cat: argument 0"}
!62 = distinct !{!62, !"cat"}
!63 = distinct !{!63, !18, !19, !20}
!64 = distinct !{!64, !18, !19}
!65 = distinct !{!65, !18}
!66 = distinct !{!66, !18, !19, !20}
!67 = distinct !{!67, !18, !19}
!68 = !{!69}
!69 = distinct !{!69, !70, !"cat: argument 0"}
!70 = distinct !{!70, !"cat"}
!71 = distinct !{!71, !18, !19, !20}
!72 = distinct !{!72, !18, !19}
!73 = !{i64 0, i64 512, !10, i64 512, i64 4, !11}
!74 = !{!75}
!75 = distinct !{!75, !76, !"cat: argument 0"}
!76 = distinct !{!76, !"cat"}
!77 = distinct !{!77, !18, !19, !20}
!78 = distinct !{!78, !18, !19}
!79 = distinct !{!79, !18}
!80 = !{!81}
!81 = distinct !{!81, !82, !"build_empty: argument 0"}
!82 = distinct !{!82, !"build_empty"}
!83 = !{!84, !12, i64 0}
!84 = !{!"Cont", !12, i64 0, !7, i64 8, !12, i64 16, !7, i64 24, !7, i64 32}
!85 = !{!84, !7, i64 8}
!86 = !{!84, !7, i64 32}
!87 = !{!84, !7, i64 24}
!88 = !{!84, !12, i64 16}
