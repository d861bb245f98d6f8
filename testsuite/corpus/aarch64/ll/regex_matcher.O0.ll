; ModuleID = 'programs/regex_matcher.c'
source_filename = "programs/regex_matcher.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.State = type { i32, i32, i32, i32, ptr }
%struct.Frag = type { i32, [64 x ptr], i32 }
%struct.Node = type { i32, i32, [32 x i8], ptr, ptr, i32, i32 }
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
@nst = internal global i32 0, align 4
@steps = internal global i64 0, align 8
@.str.52 = private unnamed_addr constant [47 x i8] c" [MISMATCH text=%d bt=%d(%d,%d) nfa=%d(%d,%d)]\00", align 1
@.str.53 = private unnamed_addr constant [15 x i8] c" %d:(%d,%d/%d)\00", align 1
@.str.54 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.55 = private unnamed_addr constant [4 x i8] c"(ab\00", align 1
@.str.56 = private unnamed_addr constant [4 x i8] c"ab)\00", align 1
@.str.57 = private unnamed_addr constant [3 x i8] c"*a\00", align 1
@.str.58 = private unnamed_addr constant [7 x i8] c"a{3,2}\00", align 1
@.str.59 = private unnamed_addr constant [5 x i8] c"[abc\00", align 1
@.str.60 = private unnamed_addr constant [4 x i8] c"a{2\00", align 1
@__const.main.badpats = private unnamed_addr constant [6 x ptr] [ptr @.str.55, ptr @.str.56, ptr @.str.57, ptr @.str.58, ptr @.str.59, ptr @.str.60], align 8
@.str.61 = private unnamed_addr constant [24 x i8] c"bad pattern %-8s -> %s\0A\00", align 1
@.str.62 = private unnamed_addr constant [9 x i8] c"accepted\00", align 1
@.str.63 = private unnamed_addr constant [47 x i8] c"agree %d/%d matches=%d order_ok=%d steps>0=%d\0A\00", align 1
@pp = internal global ptr null, align 8
@perr = internal global ptr null, align 8
@.str.64 = private unnamed_addr constant [13 x i8] c"unbalanced )\00", align 1
@.str.65 = private unnamed_addr constant [7 x i8] c"bad {}\00", align 1
@.str.66 = private unnamed_addr constant [10 x i8] c"bad range\00", align 1
@.str.67 = private unnamed_addr constant [10 x i8] c"missing )\00", align 1
@.str.68 = private unnamed_addr constant [7 x i8] c"dwsDWS\00", align 1
@.str.69 = private unnamed_addr constant [10 x i8] c"missing ]\00", align 1
@.str.70 = private unnamed_addr constant [18 x i8] c"nothing to repeat\00", align 1
@nfa_start = internal global i32 0, align 4
@st = internal global [8192 x %struct.State] zeroinitializer, align 8
@text_start = internal global ptr null, align 8
@nfa_longest_from.l1 = internal global [8192 x i32] zeroinitializer, align 4
@nfa_longest_from.l2 = internal global [8192 x i32] zeroinitializer, align 4
@gen_id = internal global i32 0, align 4
@mark = internal global [8192 x i32] zeroinitializer, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [26 x ptr], align 8
  %3 = alloca [26 x ptr], align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca [6 x ptr], align 8
  %22 = alloca i32, align 4
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.pats, i64 208, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.texts, i64 208, i1 false)
  store i32 26, ptr %4, align 4
  store i32 26, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 1, ptr %9, align 4
  store i64 0, ptr %10, align 8
  store i32 0, ptr %11, align 4
  br label %25

25:                                               ; preds = %132, %0
  %26 = load i32, ptr %11, align 4
  %27 = load i32, ptr %4, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %135

29:                                               ; preds = %25
  %30 = load i32, ptr %11, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [26 x ptr], ptr %2, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8
  %34 = call ptr @compile(ptr noundef %33, ptr noundef %12)
  store ptr %34, ptr %13, align 8
  %35 = load ptr, ptr %13, align 8
  %36 = icmp ne ptr %35, null
  br i1 %36, label %44, label %37

37:                                               ; preds = %29
  %38 = load i32, ptr %11, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [26 x ptr], ptr %2, i64 0, i64 %39
  %41 = load ptr, ptr %40, align 8
  %42 = load ptr, ptr %12, align 8
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.50, ptr noundef %41, ptr noundef %42)
  br label %132

44:                                               ; preds = %29
  %45 = load ptr, ptr %13, align 8
  call void @nfa_compile(ptr noundef %45)
  %46 = load i32, ptr %11, align 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [26 x ptr], ptr %2, i64 0, i64 %47
  %49 = load ptr, ptr %48, align 8
  %50 = load i32, ptr @nst, align 4
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.51, ptr noundef %49, i32 noundef %50)
  store i32 0, ptr %14, align 4
  br label %52

52:                                               ; preds = %126, %44
  %53 = load i32, ptr %14, align 4
  %54 = load i32, ptr %5, align 4
  %55 = icmp slt i32 %53, %54
  br i1 %55, label %56, label %129

56:                                               ; preds = %52
  store i32 -1, ptr %15, align 4
  store i32 -1, ptr %16, align 4
  store i32 -1, ptr %17, align 4
  store i32 -1, ptr %18, align 4
  store i64 0, ptr @steps, align 8
  %57 = load ptr, ptr %13, align 8
  %58 = load i32, ptr %14, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [26 x ptr], ptr %3, i64 0, i64 %59
  %61 = load ptr, ptr %60, align 8
  %62 = call i32 @bt_search(ptr noundef %57, ptr noundef %61, ptr noundef %15, ptr noundef %16)
  store i32 %62, ptr %19, align 4
  %63 = load i32, ptr %14, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [26 x ptr], ptr %3, i64 0, i64 %64
  %66 = load ptr, ptr %65, align 8
  %67 = call i32 @nfa_search(ptr noundef %66, ptr noundef %17, ptr noundef %18)
  store i32 %67, ptr %20, align 4
  %68 = load i64, ptr @steps, align 8
  %69 = load i64, ptr %10, align 8
  %70 = add nsw i64 %69, %68
  store i64 %70, ptr %10, align 8
  %71 = load i32, ptr %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %7, align 4
  %73 = load i32, ptr %19, align 4
  %74 = load i32, ptr %20, align 4
  %75 = icmp eq i32 %73, %74
  br i1 %75, label %76, label %90

76:                                               ; preds = %56
  %77 = load i32, ptr %19, align 4
  %78 = icmp ne i32 %77, 0
  br i1 %78, label %79, label %87

79:                                               ; preds = %76
  %80 = load i32, ptr %15, align 4
  %81 = load i32, ptr %17, align 4
  %82 = icmp eq i32 %80, %81
  br i1 %82, label %83, label %90

83:                                               ; preds = %79
  %84 = load i32, ptr %16, align 4
  %85 = load i32, ptr %18, align 4
  %86 = icmp sle i32 %84, %85
  br i1 %86, label %87, label %90

87:                                               ; preds = %83, %76
  %88 = load i32, ptr %6, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %6, align 4
  br label %99

90:                                               ; preds = %83, %79, %56
  %91 = load i32, ptr %14, align 4
  %92 = load i32, ptr %19, align 4
  %93 = load i32, ptr %15, align 4
  %94 = load i32, ptr %16, align 4
  %95 = load i32, ptr %20, align 4
  %96 = load i32, ptr %17, align 4
  %97 = load i32, ptr %18, align 4
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.52, i32 noundef %91, i32 noundef %92, i32 noundef %93, i32 noundef %94, i32 noundef %95, i32 noundef %96, i32 noundef %97)
  br label %99

99:                                               ; preds = %90, %87
  %100 = load i32, ptr %19, align 4
  %101 = icmp ne i32 %100, 0
  br i1 %101, label %102, label %117

102:                                              ; preds = %99
  %103 = load i32, ptr %8, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %8, align 4
  %105 = load i32, ptr %11, align 4
  %106 = load i32, ptr %14, align 4
  %107 = add nsw i32 %105, %106
  %108 = srem i32 %107, 5
  %109 = icmp eq i32 %108, 0
  br i1 %109, label %110, label %116

110:                                              ; preds = %102
  %111 = load i32, ptr %14, align 4
  %112 = load i32, ptr %15, align 4
  %113 = load i32, ptr %16, align 4
  %114 = load i32, ptr %18, align 4
  %115 = call i32 (ptr, ...) @printf(ptr noundef @.str.53, i32 noundef %111, i32 noundef %112, i32 noundef %113, i32 noundef %114)
  br label %116

116:                                              ; preds = %110, %102
  br label %117

117:                                              ; preds = %116, %99
  %118 = load i32, ptr %19, align 4
  %119 = icmp ne i32 %118, 0
  br i1 %119, label %120, label %125

120:                                              ; preds = %117
  %121 = load i32, ptr %16, align 4
  %122 = load i32, ptr %18, align 4
  %123 = icmp sgt i32 %121, %122
  br i1 %123, label %124, label %125

124:                                              ; preds = %120
  store i32 0, ptr %9, align 4
  br label %125

125:                                              ; preds = %124, %120, %117
  br label %126

126:                                              ; preds = %125
  %127 = load i32, ptr %14, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %14, align 4
  br label %52, !llvm.loop !6

129:                                              ; preds = %52
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.54)
  %131 = load ptr, ptr %13, align 8
  call void @free_node(ptr noundef %131)
  br label %132

132:                                              ; preds = %129, %37
  %133 = load i32, ptr %11, align 4
  %134 = add nsw i32 %133, 1
  store i32 %134, ptr %11, align 4
  br label %25, !llvm.loop !8

135:                                              ; preds = %25
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 @__const.main.badpats, i64 48, i1 false)
  store i32 0, ptr %22, align 4
  br label %136

136:                                              ; preds = %158, %135
  %137 = load i32, ptr %22, align 4
  %138 = icmp slt i32 %137, 6
  br i1 %138, label %139, label %161

139:                                              ; preds = %136
  %140 = load i32, ptr %22, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [6 x ptr], ptr %21, i64 0, i64 %141
  %143 = load ptr, ptr %142, align 8
  %144 = call ptr @compile(ptr noundef %143, ptr noundef %23)
  store ptr %144, ptr %24, align 8
  %145 = load i32, ptr %22, align 4
  %146 = sext i32 %145 to i64
  %147 = getelementptr inbounds [6 x ptr], ptr %21, i64 0, i64 %146
  %148 = load ptr, ptr %147, align 8
  %149 = load ptr, ptr %24, align 8
  %150 = icmp ne ptr %149, null
  br i1 %150, label %151, label %152

151:                                              ; preds = %139
  br label %154

152:                                              ; preds = %139
  %153 = load ptr, ptr %23, align 8
  br label %154

154:                                              ; preds = %152, %151
  %155 = phi ptr [ @.str.62, %151 ], [ %153, %152 ]
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.61, ptr noundef %148, ptr noundef %155)
  %157 = load ptr, ptr %24, align 8
  call void @free_node(ptr noundef %157)
  br label %158

158:                                              ; preds = %154
  %159 = load i32, ptr %22, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %22, align 4
  br label %136, !llvm.loop !9

161:                                              ; preds = %136
  %162 = load i32, ptr %6, align 4
  %163 = load i32, ptr %7, align 4
  %164 = load i32, ptr %8, align 4
  %165 = load i32, ptr %9, align 4
  %166 = load i64, ptr %10, align 8
  %167 = icmp sgt i64 %166, 0
  %168 = zext i1 %167 to i32
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.63, i32 noundef %162, i32 noundef %163, i32 noundef %164, i32 noundef %165, i32 noundef %168)
  %170 = load i32, ptr %6, align 4
  %171 = load i32, ptr %7, align 4
  %172 = icmp eq i32 %170, %171
  %173 = zext i1 %172 to i64
  %174 = select i1 %172, i32 0, i32 1
  ret i32 %174
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @compile(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  store ptr %7, ptr @pp, align 8
  store ptr null, ptr @perr, align 8
  %8 = call ptr @p_alt()
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr @perr, align 8
  %10 = icmp ne ptr %9, null
  br i1 %10, label %17, label %11

11:                                               ; preds = %2
  %12 = load ptr, ptr @pp, align 8
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %17

16:                                               ; preds = %11
  store ptr @.str.64, ptr @perr, align 8
  br label %17

17:                                               ; preds = %16, %11, %2
  %18 = load ptr, ptr @perr, align 8
  %19 = load ptr, ptr %5, align 8
  store ptr %18, ptr %19, align 8
  %20 = load ptr, ptr @perr, align 8
  %21 = icmp ne ptr %20, null
  br i1 %21, label %22, label %24

22:                                               ; preds = %17
  %23 = load ptr, ptr %6, align 8
  call void @free_node(ptr noundef %23)
  store ptr null, ptr %3, align 8
  br label %26

24:                                               ; preds = %17
  %25 = load ptr, ptr %6, align 8
  store ptr %25, ptr %3, align 8
  br label %26

26:                                               ; preds = %24, %22
  %27 = load ptr, ptr %3, align 8
  ret ptr %27
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @nfa_compile(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.Frag, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr @nst, align 4
  %5 = load ptr, ptr %2, align 8
  call void @build(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %3, ptr noundef %5)
  %6 = call i32 @new_state(i32 noundef 6)
  store i32 %6, ptr %4, align 4
  %7 = load i32, ptr %4, align 4
  call void @patch(ptr noundef %3, i32 noundef %7)
  %8 = getelementptr inbounds %struct.Frag, ptr %3, i32 0, i32 0
  %9 = load i32, ptr %8, align 8
  store i32 %9, ptr @nfa_start, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bt_search(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %12 = load ptr, ptr %7, align 8
  store ptr %12, ptr @text_start, align 8
  %13 = load ptr, ptr %7, align 8
  store ptr %13, ptr %10, align 8
  br label %14

14:                                               ; preds = %40, %4
  %15 = load ptr, ptr %6, align 8
  %16 = load ptr, ptr %10, align 8
  %17 = call i32 @bt(ptr noundef %15, ptr noundef %16, ptr noundef null, ptr noundef %11)
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %34

19:                                               ; preds = %14
  %20 = load ptr, ptr %10, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = ptrtoint ptr %20 to i64
  %23 = ptrtoint ptr %21 to i64
  %24 = sub i64 %22, %23
  %25 = trunc i64 %24 to i32
  %26 = load ptr, ptr %8, align 8
  store i32 %25, ptr %26, align 4
  %27 = load ptr, ptr %11, align 8
  %28 = load ptr, ptr %7, align 8
  %29 = ptrtoint ptr %27 to i64
  %30 = ptrtoint ptr %28 to i64
  %31 = sub i64 %29, %30
  %32 = trunc i64 %31 to i32
  %33 = load ptr, ptr %9, align 8
  store i32 %32, ptr %33, align 4
  store i32 1, ptr %5, align 4
  br label %44

34:                                               ; preds = %14
  %35 = load ptr, ptr %10, align 8
  %36 = load i8, ptr %35, align 1
  %37 = icmp ne i8 %36, 0
  br i1 %37, label %39, label %38

38:                                               ; preds = %34
  br label %43

39:                                               ; preds = %34
  br label %40

40:                                               ; preds = %39
  %41 = load ptr, ptr %10, align 8
  %42 = getelementptr inbounds i8, ptr %41, i32 1
  store ptr %42, ptr %10, align 8
  br label %14

43:                                               ; preds = %38
  store i32 0, ptr %5, align 4
  br label %44

44:                                               ; preds = %43, %19
  %45 = load i32, ptr %5, align 4
  ret i32 %45
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nfa_search(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %11 = load ptr, ptr %5, align 8
  %12 = call i64 @strlen(ptr noundef %11) #6
  %13 = trunc i64 %12 to i32
  store i32 %13, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %14

14:                                               ; preds = %31, %3
  %15 = load i32, ptr %9, align 4
  %16 = load i32, ptr %8, align 4
  %17 = icmp sle i32 %15, %16
  br i1 %17, label %18, label %34

18:                                               ; preds = %14
  %19 = load ptr, ptr %5, align 8
  %20 = load i32, ptr %8, align 4
  %21 = load i32, ptr %9, align 4
  %22 = call i32 @nfa_longest_from(ptr noundef %19, i32 noundef %20, i32 noundef %21)
  store i32 %22, ptr %10, align 4
  %23 = load i32, ptr %10, align 4
  %24 = icmp sge i32 %23, 0
  br i1 %24, label %25, label %30

25:                                               ; preds = %18
  %26 = load i32, ptr %9, align 4
  %27 = load ptr, ptr %6, align 8
  store i32 %26, ptr %27, align 4
  %28 = load i32, ptr %10, align 4
  %29 = load ptr, ptr %7, align 8
  store i32 %28, ptr %29, align 4
  store i32 1, ptr %4, align 4
  br label %35

30:                                               ; preds = %18
  br label %31

31:                                               ; preds = %30
  %32 = load i32, ptr %9, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %9, align 4
  br label %14, !llvm.loop !10

34:                                               ; preds = %14
  store i32 0, ptr %4, align 4
  br label %35

35:                                               ; preds = %34, %25
  %36 = load i32, ptr %4, align 4
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @free_node(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = icmp ne ptr %3, null
  br i1 %4, label %6, label %5

5:                                                ; preds = %1
  br label %14

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.Node, ptr %7, i32 0, i32 3
  %9 = load ptr, ptr %8, align 8
  call void @free_node(ptr noundef %9)
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.Node, ptr %10, i32 0, i32 4
  %12 = load ptr, ptr %11, align 8
  call void @free_node(ptr noundef %12)
  %13 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %13) #7
  br label %14

14:                                               ; preds = %6, %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_alt() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = call ptr @p_cat()
  store ptr %4, ptr %1, align 8
  br label %5

5:                                                ; preds = %16, %0
  %6 = load ptr, ptr @pp, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp eq i32 %8, 124
  br i1 %9, label %10, label %14

10:                                               ; preds = %5
  %11 = load ptr, ptr @perr, align 8
  %12 = icmp ne ptr %11, null
  %13 = xor i1 %12, true
  br label %14

14:                                               ; preds = %10, %5
  %15 = phi i1 [ false, %5 ], [ %13, %10 ]
  br i1 %15, label %16, label %28

16:                                               ; preds = %14
  %17 = load ptr, ptr @pp, align 8
  %18 = getelementptr inbounds i8, ptr %17, i32 1
  store ptr %18, ptr @pp, align 8
  %19 = call ptr @p_cat()
  store ptr %19, ptr %2, align 8
  %20 = call ptr @mk(i32 noundef 4)
  store ptr %20, ptr %3, align 8
  %21 = load ptr, ptr %1, align 8
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds %struct.Node, ptr %22, i32 0, i32 3
  store ptr %21, ptr %23, align 8
  %24 = load ptr, ptr %2, align 8
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds %struct.Node, ptr %25, i32 0, i32 4
  store ptr %24, ptr %26, align 8
  %27 = load ptr, ptr %3, align 8
  store ptr %27, ptr %1, align 8
  br label %5, !llvm.loop !11

28:                                               ; preds = %14
  %29 = load ptr, ptr %1, align 8
  ret ptr %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_cat() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr null, ptr %2, align 8
  br label %5

5:                                                ; preds = %43, %0
  %6 = load ptr, ptr @pp, align 8
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %20

10:                                               ; preds = %5
  %11 = load ptr, ptr @pp, align 8
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp ne i32 %13, 124
  br i1 %14, label %15, label %20

15:                                               ; preds = %10
  %16 = load ptr, ptr @pp, align 8
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp ne i32 %18, 41
  br label %20

20:                                               ; preds = %15, %10, %5
  %21 = phi i1 [ false, %10 ], [ false, %5 ], [ %19, %15 ]
  br i1 %21, label %22, label %44

22:                                               ; preds = %20
  %23 = call ptr @p_repeat()
  store ptr %23, ptr %3, align 8
  %24 = load ptr, ptr @perr, align 8
  %25 = icmp ne ptr %24, null
  br i1 %25, label %26, label %29

26:                                               ; preds = %22
  %27 = load ptr, ptr %2, align 8
  call void @free_node(ptr noundef %27)
  %28 = load ptr, ptr %3, align 8
  store ptr %28, ptr %1, align 8
  br label %53

29:                                               ; preds = %22
  %30 = load ptr, ptr %2, align 8
  %31 = icmp ne ptr %30, null
  br i1 %31, label %34, label %32

32:                                               ; preds = %29
  %33 = load ptr, ptr %3, align 8
  store ptr %33, ptr %2, align 8
  br label %43

34:                                               ; preds = %29
  %35 = call ptr @mk(i32 noundef 3)
  store ptr %35, ptr %4, align 8
  %36 = load ptr, ptr %2, align 8
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.Node, ptr %37, i32 0, i32 3
  store ptr %36, ptr %38, align 8
  %39 = load ptr, ptr %3, align 8
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.Node, ptr %40, i32 0, i32 4
  store ptr %39, ptr %41, align 8
  %42 = load ptr, ptr %4, align 8
  store ptr %42, ptr %2, align 8
  br label %43

43:                                               ; preds = %34, %32
  br label %5, !llvm.loop !12

44:                                               ; preds = %20
  %45 = load ptr, ptr %2, align 8
  %46 = icmp ne ptr %45, null
  br i1 %46, label %47, label %49

47:                                               ; preds = %44
  %48 = load ptr, ptr %2, align 8
  br label %51

49:                                               ; preds = %44
  %50 = call ptr @mk(i32 noundef 8)
  br label %51

51:                                               ; preds = %49, %47
  %52 = phi ptr [ %48, %47 ], [ %50, %49 ]
  store ptr %52, ptr %1, align 8
  br label %53

53:                                               ; preds = %51, %26
  %54 = load ptr, ptr %1, align 8
  ret ptr %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @mk(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 64) #8
  store ptr %4, ptr %3, align 8
  %5 = load i32, ptr %2, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Node, ptr %6, i32 0, i32 0
  store i32 %5, ptr %7, align 8
  %8 = load ptr, ptr %3, align 8
  ret ptr %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_repeat() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = call ptr @p_atom()
  store ptr %6, ptr %2, align 8
  br label %7

7:                                                ; preds = %134, %0
  %8 = load ptr, ptr @pp, align 8
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = icmp eq i32 %10, 42
  br i1 %11, label %12, label %15

12:                                               ; preds = %7
  store i32 0, ptr %3, align 4
  store i32 -1, ptr %4, align 4
  %13 = load ptr, ptr @pp, align 8
  %14 = getelementptr inbounds i8, ptr %13, i32 1
  store ptr %14, ptr @pp, align 8
  br label %134

15:                                               ; preds = %7
  %16 = load ptr, ptr @pp, align 8
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp eq i32 %18, 43
  br i1 %19, label %20, label %23

20:                                               ; preds = %15
  store i32 1, ptr %3, align 4
  store i32 -1, ptr %4, align 4
  %21 = load ptr, ptr @pp, align 8
  %22 = getelementptr inbounds i8, ptr %21, i32 1
  store ptr %22, ptr @pp, align 8
  br label %133

23:                                               ; preds = %15
  %24 = load ptr, ptr @pp, align 8
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = icmp eq i32 %26, 63
  br i1 %27, label %28, label %31

28:                                               ; preds = %23
  store i32 0, ptr %3, align 4
  store i32 1, ptr %4, align 4
  %29 = load ptr, ptr @pp, align 8
  %30 = getelementptr inbounds i8, ptr %29, i32 1
  store ptr %30, ptr @pp, align 8
  br label %132

31:                                               ; preds = %23
  %32 = load ptr, ptr @pp, align 8
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = icmp eq i32 %34, 123
  br i1 %35, label %36, label %129

36:                                               ; preds = %31
  %37 = load ptr, ptr @pp, align 8
  %38 = getelementptr inbounds i8, ptr %37, i64 1
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = icmp sge i32 %40, 48
  br i1 %41, label %42, label %129

42:                                               ; preds = %36
  %43 = load ptr, ptr @pp, align 8
  %44 = getelementptr inbounds i8, ptr %43, i64 1
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = icmp sle i32 %46, 57
  br i1 %47, label %48, label %129

48:                                               ; preds = %42
  %49 = load ptr, ptr @pp, align 8
  %50 = getelementptr inbounds i8, ptr %49, i32 1
  store ptr %50, ptr @pp, align 8
  store i32 0, ptr %3, align 4
  br label %51

51:                                               ; preds = %63, %48
  %52 = load ptr, ptr @pp, align 8
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i32
  %55 = icmp sge i32 %54, 48
  br i1 %55, label %56, label %61

56:                                               ; preds = %51
  %57 = load ptr, ptr @pp, align 8
  %58 = load i8, ptr %57, align 1
  %59 = zext i8 %58 to i32
  %60 = icmp sle i32 %59, 57
  br label %61

61:                                               ; preds = %56, %51
  %62 = phi i1 [ false, %51 ], [ %60, %56 ]
  br i1 %62, label %63, label %72

63:                                               ; preds = %61
  %64 = load i32, ptr %3, align 4
  %65 = mul nsw i32 %64, 10
  %66 = load ptr, ptr @pp, align 8
  %67 = getelementptr inbounds i8, ptr %66, i32 1
  store ptr %67, ptr @pp, align 8
  %68 = load i8, ptr %66, align 1
  %69 = zext i8 %68 to i32
  %70 = sub nsw i32 %69, 48
  %71 = add nsw i32 %65, %70
  store i32 %71, ptr %3, align 4
  br label %51, !llvm.loop !13

72:                                               ; preds = %61
  %73 = load i32, ptr %3, align 4
  store i32 %73, ptr %4, align 4
  %74 = load ptr, ptr @pp, align 8
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i32
  %77 = icmp eq i32 %76, 44
  br i1 %77, label %78, label %110

78:                                               ; preds = %72
  %79 = load ptr, ptr @pp, align 8
  %80 = getelementptr inbounds i8, ptr %79, i32 1
  store ptr %80, ptr @pp, align 8
  %81 = load ptr, ptr @pp, align 8
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = icmp eq i32 %83, 125
  br i1 %84, label %85, label %86

85:                                               ; preds = %78
  store i32 -1, ptr %4, align 4
  br label %109

86:                                               ; preds = %78
  store i32 0, ptr %4, align 4
  br label %87

87:                                               ; preds = %99, %86
  %88 = load ptr, ptr @pp, align 8
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i32
  %91 = icmp sge i32 %90, 48
  br i1 %91, label %92, label %97

92:                                               ; preds = %87
  %93 = load ptr, ptr @pp, align 8
  %94 = load i8, ptr %93, align 1
  %95 = zext i8 %94 to i32
  %96 = icmp sle i32 %95, 57
  br label %97

97:                                               ; preds = %92, %87
  %98 = phi i1 [ false, %87 ], [ %96, %92 ]
  br i1 %98, label %99, label %108

99:                                               ; preds = %97
  %100 = load i32, ptr %4, align 4
  %101 = mul nsw i32 %100, 10
  %102 = load ptr, ptr @pp, align 8
  %103 = getelementptr inbounds i8, ptr %102, i32 1
  store ptr %103, ptr @pp, align 8
  %104 = load i8, ptr %102, align 1
  %105 = zext i8 %104 to i32
  %106 = sub nsw i32 %105, 48
  %107 = add nsw i32 %101, %106
  store i32 %107, ptr %4, align 4
  br label %87, !llvm.loop !14

108:                                              ; preds = %97
  br label %109

109:                                              ; preds = %108, %85
  br label %110

110:                                              ; preds = %109, %72
  %111 = load ptr, ptr @pp, align 8
  %112 = load i8, ptr %111, align 1
  %113 = zext i8 %112 to i32
  %114 = icmp ne i32 %113, 125
  br i1 %114, label %115, label %117

115:                                              ; preds = %110
  store ptr @.str.65, ptr @perr, align 8
  %116 = load ptr, ptr %2, align 8
  store ptr %116, ptr %1, align 8
  br label %146

117:                                              ; preds = %110
  %118 = load ptr, ptr @pp, align 8
  %119 = getelementptr inbounds i8, ptr %118, i32 1
  store ptr %119, ptr @pp, align 8
  %120 = load i32, ptr %4, align 4
  %121 = icmp sge i32 %120, 0
  br i1 %121, label %122, label %128

122:                                              ; preds = %117
  %123 = load i32, ptr %4, align 4
  %124 = load i32, ptr %3, align 4
  %125 = icmp slt i32 %123, %124
  br i1 %125, label %126, label %128

126:                                              ; preds = %122
  store ptr @.str.66, ptr @perr, align 8
  %127 = load ptr, ptr %2, align 8
  store ptr %127, ptr %1, align 8
  br label %146

128:                                              ; preds = %122, %117
  br label %131

129:                                              ; preds = %42, %36, %31
  %130 = load ptr, ptr %2, align 8
  store ptr %130, ptr %1, align 8
  br label %146

131:                                              ; preds = %128
  br label %132

132:                                              ; preds = %131, %28
  br label %133

133:                                              ; preds = %132, %20
  br label %134

134:                                              ; preds = %133, %12
  %135 = call ptr @mk(i32 noundef 5)
  store ptr %135, ptr %5, align 8
  %136 = load ptr, ptr %2, align 8
  %137 = load ptr, ptr %5, align 8
  %138 = getelementptr inbounds %struct.Node, ptr %137, i32 0, i32 3
  store ptr %136, ptr %138, align 8
  %139 = load i32, ptr %3, align 4
  %140 = load ptr, ptr %5, align 8
  %141 = getelementptr inbounds %struct.Node, ptr %140, i32 0, i32 5
  store i32 %139, ptr %141, align 8
  %142 = load i32, ptr %4, align 4
  %143 = load ptr, ptr %5, align 8
  %144 = getelementptr inbounds %struct.Node, ptr %143, i32 0, i32 6
  store i32 %142, ptr %144, align 4
  %145 = load ptr, ptr %5, align 8
  store ptr %145, ptr %2, align 8
  br label %7

146:                                              ; preds = %129, %126, %115
  %147 = load ptr, ptr %1, align 8
  ret ptr %147
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @p_atom() #0 {
  %1 = alloca ptr, align 8
  %2 = alloca i8, align 1
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  %13 = alloca ptr, align 8
  %14 = alloca ptr, align 8
  %15 = alloca ptr, align 8
  %16 = load ptr, ptr @pp, align 8
  %17 = load i8, ptr %16, align 1
  store i8 %17, ptr %2, align 1
  %18 = load i8, ptr %2, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp eq i32 %19, 40
  br i1 %20, label %21, label %35

21:                                               ; preds = %0
  %22 = load ptr, ptr @pp, align 8
  %23 = getelementptr inbounds i8, ptr %22, i32 1
  store ptr %23, ptr @pp, align 8
  %24 = call ptr @p_alt()
  store ptr %24, ptr %3, align 8
  %25 = load ptr, ptr @pp, align 8
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = icmp ne i32 %27, 41
  br i1 %28, label %29, label %31

29:                                               ; preds = %21
  store ptr @.str.67, ptr @perr, align 8
  %30 = load ptr, ptr %3, align 8
  store ptr %30, ptr %1, align 8
  br label %306

31:                                               ; preds = %21
  %32 = load ptr, ptr @pp, align 8
  %33 = getelementptr inbounds i8, ptr %32, i32 1
  store ptr %33, ptr @pp, align 8
  %34 = load ptr, ptr %3, align 8
  store ptr %34, ptr %1, align 8
  br label %306

35:                                               ; preds = %0
  %36 = load i8, ptr %2, align 1
  %37 = zext i8 %36 to i32
  %38 = icmp eq i32 %37, 46
  br i1 %38, label %39, label %43

39:                                               ; preds = %35
  %40 = load ptr, ptr @pp, align 8
  %41 = getelementptr inbounds i8, ptr %40, i32 1
  store ptr %41, ptr @pp, align 8
  %42 = call ptr @mk(i32 noundef 1)
  store ptr %42, ptr %1, align 8
  br label %306

43:                                               ; preds = %35
  %44 = load i8, ptr %2, align 1
  %45 = zext i8 %44 to i32
  %46 = icmp eq i32 %45, 94
  br i1 %46, label %47, label %51

47:                                               ; preds = %43
  %48 = load ptr, ptr @pp, align 8
  %49 = getelementptr inbounds i8, ptr %48, i32 1
  store ptr %49, ptr @pp, align 8
  %50 = call ptr @mk(i32 noundef 6)
  store ptr %50, ptr %1, align 8
  br label %306

51:                                               ; preds = %43
  %52 = load i8, ptr %2, align 1
  %53 = zext i8 %52 to i32
  %54 = icmp eq i32 %53, 36
  br i1 %54, label %55, label %59

55:                                               ; preds = %51
  %56 = load ptr, ptr @pp, align 8
  %57 = getelementptr inbounds i8, ptr %56, i32 1
  store ptr %57, ptr @pp, align 8
  %58 = call ptr @mk(i32 noundef 7)
  store ptr %58, ptr %1, align 8
  br label %306

59:                                               ; preds = %51
  %60 = load i8, ptr %2, align 1
  %61 = zext i8 %60 to i32
  %62 = icmp eq i32 %61, 91
  br i1 %62, label %63, label %211

63:                                               ; preds = %59
  %64 = load ptr, ptr @pp, align 8
  %65 = getelementptr inbounds i8, ptr %64, i32 1
  store ptr %65, ptr @pp, align 8
  %66 = call ptr @mk(i32 noundef 2)
  store ptr %66, ptr %4, align 8
  store i32 0, ptr %5, align 4
  %67 = load ptr, ptr @pp, align 8
  %68 = load i8, ptr %67, align 1
  %69 = zext i8 %68 to i32
  %70 = icmp eq i32 %69, 94
  br i1 %70, label %71, label %74

71:                                               ; preds = %63
  store i32 1, ptr %5, align 4
  %72 = load ptr, ptr @pp, align 8
  %73 = getelementptr inbounds i8, ptr %72, i32 1
  store ptr %73, ptr @pp, align 8
  br label %74

74:                                               ; preds = %71, %63
  store i32 1, ptr %6, align 4
  br label %75

75:                                               ; preds = %173, %112, %74
  %76 = load ptr, ptr @pp, align 8
  %77 = load i8, ptr %76, align 1
  %78 = zext i8 %77 to i32
  %79 = icmp ne i32 %78, 0
  br i1 %79, label %80, label %90

80:                                               ; preds = %75
  %81 = load ptr, ptr @pp, align 8
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = icmp ne i32 %83, 93
  br i1 %84, label %88, label %85

85:                                               ; preds = %80
  %86 = load i32, ptr %6, align 4
  %87 = icmp ne i32 %86, 0
  br label %88

88:                                               ; preds = %85, %80
  %89 = phi i1 [ true, %80 ], [ %87, %85 ]
  br label %90

90:                                               ; preds = %88, %75
  %91 = phi i1 [ false, %75 ], [ %89, %88 ]
  br i1 %91, label %92, label %174

92:                                               ; preds = %90
  store i32 0, ptr %6, align 4
  %93 = load ptr, ptr @pp, align 8
  %94 = getelementptr inbounds i8, ptr %93, i32 1
  store ptr %94, ptr @pp, align 8
  %95 = load i8, ptr %93, align 1
  %96 = zext i8 %95 to i32
  store i32 %96, ptr %7, align 4
  %97 = load i32, ptr %7, align 4
  %98 = icmp eq i32 %97, 92
  br i1 %98, label %99, label %134

99:                                               ; preds = %92
  %100 = load ptr, ptr @pp, align 8
  %101 = load i8, ptr %100, align 1
  %102 = zext i8 %101 to i32
  %103 = icmp ne i32 %102, 0
  br i1 %103, label %104, label %134

104:                                              ; preds = %99
  %105 = load ptr, ptr @pp, align 8
  %106 = getelementptr inbounds i8, ptr %105, i32 1
  store ptr %106, ptr @pp, align 8
  %107 = load i8, ptr %105, align 1
  store i8 %107, ptr %8, align 1
  %108 = load i8, ptr %8, align 1
  %109 = zext i8 %108 to i32
  %110 = call ptr @strchr(ptr noundef @.str.68, i32 noundef %109) #6
  %111 = icmp ne ptr %110, null
  br i1 %111, label %112, label %117

112:                                              ; preds = %104
  %113 = load ptr, ptr %4, align 8
  %114 = getelementptr inbounds %struct.Node, ptr %113, i32 0, i32 2
  %115 = getelementptr inbounds [32 x i8], ptr %114, i64 0, i64 0
  %116 = load i8, ptr %8, align 1
  call void @cls_escape(ptr noundef %115, i8 noundef %116)
  br label %75, !llvm.loop !15

117:                                              ; preds = %104
  %118 = load i8, ptr %8, align 1
  %119 = zext i8 %118 to i32
  %120 = icmp eq i32 %119, 110
  br i1 %120, label %121, label %122

121:                                              ; preds = %117
  br label %132

122:                                              ; preds = %117
  %123 = load i8, ptr %8, align 1
  %124 = zext i8 %123 to i32
  %125 = icmp eq i32 %124, 116
  br i1 %125, label %126, label %127

126:                                              ; preds = %122
  br label %130

127:                                              ; preds = %122
  %128 = load i8, ptr %8, align 1
  %129 = zext i8 %128 to i32
  br label %130

130:                                              ; preds = %127, %126
  %131 = phi i32 [ 9, %126 ], [ %129, %127 ]
  br label %132

132:                                              ; preds = %130, %121
  %133 = phi i32 [ 10, %121 ], [ %131, %130 ]
  store i32 %133, ptr %7, align 4
  br label %134

134:                                              ; preds = %132, %99, %92
  %135 = load i32, ptr %7, align 4
  store i32 %135, ptr %9, align 4
  %136 = load ptr, ptr @pp, align 8
  %137 = load i8, ptr %136, align 1
  %138 = zext i8 %137 to i32
  %139 = icmp eq i32 %138, 45
  br i1 %139, label %140, label %159

140:                                              ; preds = %134
  %141 = load ptr, ptr @pp, align 8
  %142 = getelementptr inbounds i8, ptr %141, i64 1
  %143 = load i8, ptr %142, align 1
  %144 = zext i8 %143 to i32
  %145 = icmp ne i32 %144, 0
  br i1 %145, label %146, label %159

146:                                              ; preds = %140
  %147 = load ptr, ptr @pp, align 8
  %148 = getelementptr inbounds i8, ptr %147, i64 1
  %149 = load i8, ptr %148, align 1
  %150 = zext i8 %149 to i32
  %151 = icmp ne i32 %150, 93
  br i1 %151, label %152, label %159

152:                                              ; preds = %146
  %153 = load ptr, ptr @pp, align 8
  %154 = getelementptr inbounds i8, ptr %153, i32 1
  store ptr %154, ptr @pp, align 8
  %155 = load ptr, ptr @pp, align 8
  %156 = getelementptr inbounds i8, ptr %155, i32 1
  store ptr %156, ptr @pp, align 8
  %157 = load i8, ptr %155, align 1
  %158 = zext i8 %157 to i32
  store i32 %158, ptr %9, align 4
  br label %159

159:                                              ; preds = %152, %146, %140, %134
  %160 = load i32, ptr %7, align 4
  store i32 %160, ptr %10, align 4
  br label %161

161:                                              ; preds = %170, %159
  %162 = load i32, ptr %10, align 4
  %163 = load i32, ptr %9, align 4
  %164 = icmp sle i32 %162, %163
  br i1 %164, label %165, label %173

165:                                              ; preds = %161
  %166 = load ptr, ptr %4, align 8
  %167 = getelementptr inbounds %struct.Node, ptr %166, i32 0, i32 2
  %168 = getelementptr inbounds [32 x i8], ptr %167, i64 0, i64 0
  %169 = load i32, ptr %10, align 4
  call void @cls_set(ptr noundef %168, i32 noundef %169)
  br label %170

170:                                              ; preds = %165
  %171 = load i32, ptr %10, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %10, align 4
  br label %161, !llvm.loop !16

173:                                              ; preds = %161
  br label %75, !llvm.loop !15

174:                                              ; preds = %90
  %175 = load ptr, ptr @pp, align 8
  %176 = load i8, ptr %175, align 1
  %177 = zext i8 %176 to i32
  %178 = icmp ne i32 %177, 93
  br i1 %178, label %179, label %180

179:                                              ; preds = %174
  store ptr @.str.69, ptr @perr, align 8
  br label %183

180:                                              ; preds = %174
  %181 = load ptr, ptr @pp, align 8
  %182 = getelementptr inbounds i8, ptr %181, i32 1
  store ptr %182, ptr @pp, align 8
  br label %183

183:                                              ; preds = %180, %179
  %184 = load i32, ptr %5, align 4
  %185 = icmp ne i32 %184, 0
  br i1 %185, label %186, label %209

186:                                              ; preds = %183
  store i32 0, ptr %11, align 4
  br label %187

187:                                              ; preds = %205, %186
  %188 = load i32, ptr %11, align 4
  %189 = icmp slt i32 %188, 32
  br i1 %189, label %190, label %208

190:                                              ; preds = %187
  %191 = load ptr, ptr %4, align 8
  %192 = getelementptr inbounds %struct.Node, ptr %191, i32 0, i32 2
  %193 = load i32, ptr %11, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds [32 x i8], ptr %192, i64 0, i64 %194
  %196 = load i8, ptr %195, align 1
  %197 = zext i8 %196 to i32
  %198 = xor i32 %197, -1
  %199 = trunc i32 %198 to i8
  %200 = load ptr, ptr %4, align 8
  %201 = getelementptr inbounds %struct.Node, ptr %200, i32 0, i32 2
  %202 = load i32, ptr %11, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds [32 x i8], ptr %201, i64 0, i64 %203
  store i8 %199, ptr %204, align 1
  br label %205

205:                                              ; preds = %190
  %206 = load i32, ptr %11, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %11, align 4
  br label %187, !llvm.loop !17

208:                                              ; preds = %187
  br label %209

209:                                              ; preds = %208, %183
  %210 = load ptr, ptr %4, align 8
  store ptr %210, ptr %1, align 8
  br label %306

211:                                              ; preds = %59
  %212 = load i8, ptr %2, align 1
  %213 = zext i8 %212 to i32
  %214 = icmp eq i32 %213, 92
  br i1 %214, label %215, label %257

215:                                              ; preds = %211
  %216 = load ptr, ptr @pp, align 8
  %217 = getelementptr inbounds i8, ptr %216, i32 1
  store ptr %217, ptr @pp, align 8
  %218 = load ptr, ptr @pp, align 8
  %219 = getelementptr inbounds i8, ptr %218, i32 1
  store ptr %219, ptr @pp, align 8
  %220 = load i8, ptr %218, align 1
  store i8 %220, ptr %12, align 1
  %221 = load i8, ptr %12, align 1
  %222 = zext i8 %221 to i32
  %223 = icmp ne i32 %222, 0
  br i1 %223, label %224, label %236

224:                                              ; preds = %215
  %225 = load i8, ptr %12, align 1
  %226 = zext i8 %225 to i32
  %227 = call ptr @strchr(ptr noundef @.str.68, i32 noundef %226) #6
  %228 = icmp ne ptr %227, null
  br i1 %228, label %229, label %236

229:                                              ; preds = %224
  %230 = call ptr @mk(i32 noundef 2)
  store ptr %230, ptr %13, align 8
  %231 = load ptr, ptr %13, align 8
  %232 = getelementptr inbounds %struct.Node, ptr %231, i32 0, i32 2
  %233 = getelementptr inbounds [32 x i8], ptr %232, i64 0, i64 0
  %234 = load i8, ptr %12, align 1
  call void @cls_escape(ptr noundef %233, i8 noundef %234)
  %235 = load ptr, ptr %13, align 8
  store ptr %235, ptr %1, align 8
  br label %306

236:                                              ; preds = %224, %215
  %237 = call ptr @mk(i32 noundef 0)
  store ptr %237, ptr %14, align 8
  %238 = load i8, ptr %12, align 1
  %239 = zext i8 %238 to i32
  %240 = icmp eq i32 %239, 110
  br i1 %240, label %241, label %242

241:                                              ; preds = %236
  br label %252

242:                                              ; preds = %236
  %243 = load i8, ptr %12, align 1
  %244 = zext i8 %243 to i32
  %245 = icmp eq i32 %244, 116
  br i1 %245, label %246, label %247

246:                                              ; preds = %242
  br label %250

247:                                              ; preds = %242
  %248 = load i8, ptr %12, align 1
  %249 = zext i8 %248 to i32
  br label %250

250:                                              ; preds = %247, %246
  %251 = phi i32 [ 9, %246 ], [ %249, %247 ]
  br label %252

252:                                              ; preds = %250, %241
  %253 = phi i32 [ 10, %241 ], [ %251, %250 ]
  %254 = load ptr, ptr %14, align 8
  %255 = getelementptr inbounds %struct.Node, ptr %254, i32 0, i32 1
  store i32 %253, ptr %255, align 4
  %256 = load ptr, ptr %14, align 8
  store ptr %256, ptr %1, align 8
  br label %306

257:                                              ; preds = %211
  %258 = load i8, ptr %2, align 1
  %259 = icmp ne i8 %258, 0
  br i1 %259, label %260, label %280

260:                                              ; preds = %257
  %261 = load i8, ptr %2, align 1
  %262 = zext i8 %261 to i32
  %263 = icmp eq i32 %262, 124
  br i1 %263, label %280, label %264

264:                                              ; preds = %260
  %265 = load i8, ptr %2, align 1
  %266 = zext i8 %265 to i32
  %267 = icmp eq i32 %266, 41
  br i1 %267, label %280, label %268

268:                                              ; preds = %264
  %269 = load i8, ptr %2, align 1
  %270 = zext i8 %269 to i32
  %271 = icmp eq i32 %270, 42
  br i1 %271, label %280, label %272

272:                                              ; preds = %268
  %273 = load i8, ptr %2, align 1
  %274 = zext i8 %273 to i32
  %275 = icmp eq i32 %274, 43
  br i1 %275, label %280, label %276

276:                                              ; preds = %272
  %277 = load i8, ptr %2, align 1
  %278 = zext i8 %277 to i32
  %279 = icmp eq i32 %278, 63
  br i1 %279, label %280, label %297

280:                                              ; preds = %276, %272, %268, %264, %260, %257
  %281 = load i8, ptr %2, align 1
  %282 = zext i8 %281 to i32
  %283 = icmp eq i32 %282, 42
  br i1 %283, label %292, label %284

284:                                              ; preds = %280
  %285 = load i8, ptr %2, align 1
  %286 = zext i8 %285 to i32
  %287 = icmp eq i32 %286, 43
  br i1 %287, label %292, label %288

288:                                              ; preds = %284
  %289 = load i8, ptr %2, align 1
  %290 = zext i8 %289 to i32
  %291 = icmp eq i32 %290, 63
  br label %292

292:                                              ; preds = %288, %284, %280
  %293 = phi i1 [ true, %284 ], [ true, %280 ], [ %291, %288 ]
  %294 = zext i1 %293 to i64
  %295 = select i1 %293, ptr @.str.70, ptr null
  store ptr %295, ptr @perr, align 8
  %296 = call ptr @mk(i32 noundef 8)
  store ptr %296, ptr %1, align 8
  br label %306

297:                                              ; preds = %276
  %298 = load ptr, ptr @pp, align 8
  %299 = getelementptr inbounds i8, ptr %298, i32 1
  store ptr %299, ptr @pp, align 8
  %300 = call ptr @mk(i32 noundef 0)
  store ptr %300, ptr %15, align 8
  %301 = load i8, ptr %2, align 1
  %302 = zext i8 %301 to i32
  %303 = load ptr, ptr %15, align 8
  %304 = getelementptr inbounds %struct.Node, ptr %303, i32 0, i32 1
  store i32 %302, ptr %304, align 4
  %305 = load ptr, ptr %15, align 8
  store ptr %305, ptr %1, align 8
  br label %306

306:                                              ; preds = %297, %292, %252, %229, %209, %55, %47, %39, %31, %29
  %307 = load ptr, ptr %1, align 8
  ret ptr %307
}

; Function Attrs: nounwind willreturn memory(read)
declare ptr @strchr(ptr noundef, i32 noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cls_escape(ptr noundef %0, i8 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %97, %2
  %8 = load i32, ptr %5, align 4
  %9 = icmp slt i32 %8, 256
  br i1 %9, label %10, label %100

10:                                               ; preds = %7
  %11 = load i8, ptr %4, align 1
  %12 = zext i8 %11 to i32
  %13 = icmp eq i32 %12, 100
  br i1 %13, label %18, label %14

14:                                               ; preds = %10
  %15 = load i8, ptr %4, align 1
  %16 = zext i8 %15 to i32
  %17 = icmp eq i32 %16, 68
  br i1 %17, label %18, label %27

18:                                               ; preds = %14, %10
  %19 = load i32, ptr %5, align 4
  %20 = icmp sge i32 %19, 48
  br i1 %20, label %21, label %24

21:                                               ; preds = %18
  %22 = load i32, ptr %5, align 4
  %23 = icmp sle i32 %22, 57
  br label %24

24:                                               ; preds = %21, %18
  %25 = phi i1 [ false, %18 ], [ %23, %21 ]
  %26 = zext i1 %25 to i32
  br label %76

27:                                               ; preds = %14
  %28 = load i8, ptr %4, align 1
  %29 = zext i8 %28 to i32
  %30 = icmp eq i32 %29, 119
  br i1 %30, label %35, label %31

31:                                               ; preds = %27
  %32 = load i8, ptr %4, align 1
  %33 = zext i8 %32 to i32
  %34 = icmp eq i32 %33, 87
  br i1 %34, label %35, label %59

35:                                               ; preds = %31, %27
  %36 = load i32, ptr %5, align 4
  %37 = icmp sge i32 %36, 48
  br i1 %37, label %38, label %41

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4
  %40 = icmp sle i32 %39, 57
  br i1 %40, label %56, label %41

41:                                               ; preds = %38, %35
  %42 = load i32, ptr %5, align 4
  %43 = icmp sge i32 %42, 97
  br i1 %43, label %44, label %47

44:                                               ; preds = %41
  %45 = load i32, ptr %5, align 4
  %46 = icmp sle i32 %45, 122
  br i1 %46, label %56, label %47

47:                                               ; preds = %44, %41
  %48 = load i32, ptr %5, align 4
  %49 = icmp sge i32 %48, 65
  br i1 %49, label %50, label %53

50:                                               ; preds = %47
  %51 = load i32, ptr %5, align 4
  %52 = icmp sle i32 %51, 90
  br i1 %52, label %56, label %53

53:                                               ; preds = %50, %47
  %54 = load i32, ptr %5, align 4
  %55 = icmp eq i32 %54, 95
  br label %56

56:                                               ; preds = %53, %50, %44, %38
  %57 = phi i1 [ true, %50 ], [ true, %44 ], [ true, %38 ], [ %55, %53 ]
  %58 = zext i1 %57 to i32
  br label %74

59:                                               ; preds = %31
  %60 = load i32, ptr %5, align 4
  %61 = icmp eq i32 %60, 32
  br i1 %61, label %71, label %62

62:                                               ; preds = %59
  %63 = load i32, ptr %5, align 4
  %64 = icmp eq i32 %63, 9
  br i1 %64, label %71, label %65

65:                                               ; preds = %62
  %66 = load i32, ptr %5, align 4
  %67 = icmp eq i32 %66, 10
  br i1 %67, label %71, label %68

68:                                               ; preds = %65
  %69 = load i32, ptr %5, align 4
  %70 = icmp eq i32 %69, 13
  br label %71

71:                                               ; preds = %68, %65, %62, %59
  %72 = phi i1 [ true, %65 ], [ true, %62 ], [ true, %59 ], [ %70, %68 ]
  %73 = zext i1 %72 to i32
  br label %74

74:                                               ; preds = %71, %56
  %75 = phi i32 [ %58, %56 ], [ %73, %71 ]
  br label %76

76:                                               ; preds = %74, %24
  %77 = phi i32 [ %26, %24 ], [ %75, %74 ]
  store i32 %77, ptr %6, align 4
  %78 = load i8, ptr %4, align 1
  %79 = zext i8 %78 to i32
  %80 = icmp sge i32 %79, 65
  br i1 %80, label %81, label %90

81:                                               ; preds = %76
  %82 = load i8, ptr %4, align 1
  %83 = zext i8 %82 to i32
  %84 = icmp sle i32 %83, 90
  br i1 %84, label %85, label %90

85:                                               ; preds = %81
  %86 = load i32, ptr %6, align 4
  %87 = icmp ne i32 %86, 0
  %88 = xor i1 %87, true
  %89 = zext i1 %88 to i32
  store i32 %89, ptr %6, align 4
  br label %90

90:                                               ; preds = %85, %81, %76
  %91 = load i32, ptr %6, align 4
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %93, label %96

93:                                               ; preds = %90
  %94 = load ptr, ptr %3, align 8
  %95 = load i32, ptr %5, align 4
  call void @cls_set(ptr noundef %94, i32 noundef %95)
  br label %96

96:                                               ; preds = %93, %90
  br label %97

97:                                               ; preds = %96
  %98 = load i32, ptr %5, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %5, align 4
  br label %7, !llvm.loop !18

100:                                              ; preds = %7
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cls_set(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = and i32 %5, 7
  %7 = shl i32 1, %6
  %8 = trunc i32 %7 to i8
  %9 = zext i8 %8 to i32
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = ashr i32 %11, 3
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %10, i64 %13
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  %17 = or i32 %16, %9
  %18 = trunc i32 %17 to i8
  store i8 %18, ptr %14, align 1
  ret void
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @build(ptr dead_on_unwind noalias writable sret(%struct.Frag) align 8 %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca %struct.Frag, align 8
  %5 = alloca %struct.Frag, align 8
  %6 = alloca %struct.Frag, align 8
  %7 = alloca %struct.Frag, align 8
  %8 = alloca %struct.Frag, align 8
  %9 = alloca %struct.Frag, align 8
  %10 = alloca i32, align 4
  %11 = alloca %struct.Frag, align 8
  %12 = alloca %struct.Frag, align 8
  %13 = alloca %struct.Frag, align 8
  %14 = alloca %struct.Frag, align 8
  %15 = alloca i32, align 4
  %16 = alloca %struct.Frag, align 8
  %17 = alloca %struct.Frag, align 8
  %18 = alloca %struct.Frag, align 8
  %19 = alloca i32, align 4
  %20 = alloca %struct.Frag, align 8
  %21 = alloca i32, align 4
  %22 = alloca %struct.Frag, align 8
  %23 = alloca %struct.Frag, align 8
  %24 = alloca %struct.Frag, align 8
  %25 = alloca %struct.Frag, align 8
  store ptr %1, ptr %3, align 8
  %26 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 2
  store i32 0, ptr %26, align 8
  %27 = load ptr, ptr %3, align 8
  %28 = getelementptr inbounds %struct.Node, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 8
  switch i32 %29, label %187 [
    i32 8, label %30
    i32 0, label %31
    i32 1, label %47
    i32 2, label %55
    i32 6, label %71
    i32 7, label %79
    i32 3, label %87
    i32 4, label %94
    i32 5, label %117
  ]

30:                                               ; preds = %2
  call void @build_empty(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %0)
  br label %188

31:                                               ; preds = %2
  %32 = call i32 @new_state(i32 noundef 0)
  %33 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  store i32 %32, ptr %33, align 8
  %34 = load ptr, ptr %3, align 8
  %35 = getelementptr inbounds %struct.Node, ptr %34, i32 0, i32 1
  %36 = load i32, ptr %35, align 4
  %37 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  %38 = load i32, ptr %37, align 8
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %39
  %41 = getelementptr inbounds %struct.State, ptr %40, i32 0, i32 1
  store i32 %36, ptr %41, align 4
  %42 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  %43 = load i32, ptr %42, align 8
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %44
  %46 = getelementptr inbounds %struct.State, ptr %45, i32 0, i32 2
  call void @add_hole(ptr noundef %4, ptr noundef %46)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %4, i64 528, i1 false)
  br label %188

47:                                               ; preds = %2
  %48 = call i32 @new_state(i32 noundef 1)
  %49 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  store i32 %48, ptr %49, align 8
  %50 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  %51 = load i32, ptr %50, align 8
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.State, ptr %53, i32 0, i32 2
  call void @add_hole(ptr noundef %4, ptr noundef %54)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %4, i64 528, i1 false)
  br label %188

55:                                               ; preds = %2
  %56 = call i32 @new_state(i32 noundef 2)
  %57 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  store i32 %56, ptr %57, align 8
  %58 = load ptr, ptr %3, align 8
  %59 = getelementptr inbounds %struct.Node, ptr %58, i32 0, i32 2
  %60 = getelementptr inbounds [32 x i8], ptr %59, i64 0, i64 0
  %61 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  %62 = load i32, ptr %61, align 8
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %63
  %65 = getelementptr inbounds %struct.State, ptr %64, i32 0, i32 4
  store ptr %60, ptr %65, align 8
  %66 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  %67 = load i32, ptr %66, align 8
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %68
  %70 = getelementptr inbounds %struct.State, ptr %69, i32 0, i32 2
  call void @add_hole(ptr noundef %4, ptr noundef %70)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %4, i64 528, i1 false)
  br label %188

71:                                               ; preds = %2
  %72 = call i32 @new_state(i32 noundef 4)
  %73 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  store i32 %72, ptr %73, align 8
  %74 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  %75 = load i32, ptr %74, align 8
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %76
  %78 = getelementptr inbounds %struct.State, ptr %77, i32 0, i32 2
  call void @add_hole(ptr noundef %4, ptr noundef %78)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %4, i64 528, i1 false)
  br label %188

79:                                               ; preds = %2
  %80 = call i32 @new_state(i32 noundef 5)
  %81 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  store i32 %80, ptr %81, align 8
  %82 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  %83 = load i32, ptr %82, align 8
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %84
  %86 = getelementptr inbounds %struct.State, ptr %85, i32 0, i32 2
  call void @add_hole(ptr noundef %4, ptr noundef %86)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %4, i64 528, i1 false)
  br label %188

87:                                               ; preds = %2
  %88 = load ptr, ptr %3, align 8
  %89 = getelementptr inbounds %struct.Node, ptr %88, i32 0, i32 3
  %90 = load ptr, ptr %89, align 8
  call void @build(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %5, ptr noundef %90)
  %91 = load ptr, ptr %3, align 8
  %92 = getelementptr inbounds %struct.Node, ptr %91, i32 0, i32 4
  %93 = load ptr, ptr %92, align 8
  call void @build(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %6, ptr noundef %93)
  call void @cat(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %0, ptr noundef %5, ptr noundef %6)
  br label %188

94:                                               ; preds = %2
  %95 = load ptr, ptr %3, align 8
  %96 = getelementptr inbounds %struct.Node, ptr %95, i32 0, i32 3
  %97 = load ptr, ptr %96, align 8
  call void @build(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %7, ptr noundef %97)
  %98 = load ptr, ptr %3, align 8
  %99 = getelementptr inbounds %struct.Node, ptr %98, i32 0, i32 4
  %100 = load ptr, ptr %99, align 8
  call void @build(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %8, ptr noundef %100)
  %101 = call i32 @new_state(i32 noundef 3)
  %102 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  store i32 %101, ptr %102, align 8
  %103 = getelementptr inbounds %struct.Frag, ptr %7, i32 0, i32 0
  %104 = load i32, ptr %103, align 8
  %105 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  %106 = load i32, ptr %105, align 8
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %107
  %109 = getelementptr inbounds %struct.State, ptr %108, i32 0, i32 2
  store i32 %104, ptr %109, align 8
  %110 = getelementptr inbounds %struct.Frag, ptr %8, i32 0, i32 0
  %111 = load i32, ptr %110, align 8
  %112 = getelementptr inbounds %struct.Frag, ptr %4, i32 0, i32 0
  %113 = load i32, ptr %112, align 8
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %114
  %116 = getelementptr inbounds %struct.State, ptr %115, i32 0, i32 3
  store i32 %111, ptr %116, align 4
  call void @merge_holes(ptr noundef %4, ptr noundef %7)
  call void @merge_holes(ptr noundef %4, ptr noundef %8)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %4, i64 528, i1 false)
  br label %188

117:                                              ; preds = %2
  call void @build_empty(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %9)
  store i32 0, ptr %10, align 4
  br label %118

118:                                              ; preds = %128, %117
  %119 = load i32, ptr %10, align 4
  %120 = load ptr, ptr %3, align 8
  %121 = getelementptr inbounds %struct.Node, ptr %120, i32 0, i32 5
  %122 = load i32, ptr %121, align 8
  %123 = icmp slt i32 %119, %122
  br i1 %123, label %124, label %131

124:                                              ; preds = %118
  %125 = load ptr, ptr %3, align 8
  %126 = getelementptr inbounds %struct.Node, ptr %125, i32 0, i32 3
  %127 = load ptr, ptr %126, align 8
  call void @build(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %12, ptr noundef %127)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 8 %9, i64 528, i1 false)
  call void @cat(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %11, ptr noundef %13, ptr noundef %12)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %11, i64 528, i1 false)
  br label %128

128:                                              ; preds = %124
  %129 = load i32, ptr %10, align 4
  %130 = add nsw i32 %129, 1
  store i32 %130, ptr %10, align 4
  br label %118, !llvm.loop !19

131:                                              ; preds = %118
  %132 = load ptr, ptr %3, align 8
  %133 = getelementptr inbounds %struct.Node, ptr %132, i32 0, i32 6
  %134 = load i32, ptr %133, align 4
  %135 = icmp slt i32 %134, 0
  br i1 %135, label %136, label %155

136:                                              ; preds = %131
  %137 = load ptr, ptr %3, align 8
  %138 = getelementptr inbounds %struct.Node, ptr %137, i32 0, i32 3
  %139 = load ptr, ptr %138, align 8
  call void @build(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %14, ptr noundef %139)
  %140 = call i32 @new_state(i32 noundef 3)
  store i32 %140, ptr %15, align 4
  %141 = getelementptr inbounds %struct.Frag, ptr %14, i32 0, i32 0
  %142 = load i32, ptr %141, align 8
  %143 = load i32, ptr %15, align 4
  %144 = sext i32 %143 to i64
  %145 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %144
  %146 = getelementptr inbounds %struct.State, ptr %145, i32 0, i32 2
  store i32 %142, ptr %146, align 8
  %147 = load i32, ptr %15, align 4
  call void @patch(ptr noundef %14, i32 noundef %147)
  %148 = load i32, ptr %15, align 4
  %149 = getelementptr inbounds %struct.Frag, ptr %16, i32 0, i32 0
  store i32 %148, ptr %149, align 8
  %150 = getelementptr inbounds %struct.Frag, ptr %16, i32 0, i32 2
  store i32 0, ptr %150, align 8
  %151 = load i32, ptr %15, align 4
  %152 = sext i32 %151 to i64
  %153 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %152
  %154 = getelementptr inbounds %struct.State, ptr %153, i32 0, i32 3
  call void @add_hole(ptr noundef %16, ptr noundef %154)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %9, i64 528, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %16, i64 528, i1 false)
  call void @cat(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %0, ptr noundef %17, ptr noundef %18)
  br label %188

155:                                              ; preds = %131
  %156 = load ptr, ptr %3, align 8
  %157 = getelementptr inbounds %struct.Node, ptr %156, i32 0, i32 5
  %158 = load i32, ptr %157, align 8
  store i32 %158, ptr %19, align 4
  br label %159

159:                                              ; preds = %183, %155
  %160 = load i32, ptr %19, align 4
  %161 = load ptr, ptr %3, align 8
  %162 = getelementptr inbounds %struct.Node, ptr %161, i32 0, i32 6
  %163 = load i32, ptr %162, align 4
  %164 = icmp slt i32 %160, %163
  br i1 %164, label %165, label %186

165:                                              ; preds = %159
  %166 = load ptr, ptr %3, align 8
  %167 = getelementptr inbounds %struct.Node, ptr %166, i32 0, i32 3
  %168 = load ptr, ptr %167, align 8
  call void @build(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %20, ptr noundef %168)
  %169 = call i32 @new_state(i32 noundef 3)
  store i32 %169, ptr %21, align 4
  %170 = getelementptr inbounds %struct.Frag, ptr %20, i32 0, i32 0
  %171 = load i32, ptr %170, align 8
  %172 = load i32, ptr %21, align 4
  %173 = sext i32 %172 to i64
  %174 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %173
  %175 = getelementptr inbounds %struct.State, ptr %174, i32 0, i32 2
  store i32 %171, ptr %175, align 8
  %176 = load i32, ptr %21, align 4
  %177 = getelementptr inbounds %struct.Frag, ptr %22, i32 0, i32 0
  store i32 %176, ptr %177, align 8
  %178 = getelementptr inbounds %struct.Frag, ptr %22, i32 0, i32 2
  store i32 0, ptr %178, align 8
  call void @merge_holes(ptr noundef %22, ptr noundef %20)
  %179 = load i32, ptr %21, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %180
  %182 = getelementptr inbounds %struct.State, ptr %181, i32 0, i32 3
  call void @add_hole(ptr noundef %22, ptr noundef %182)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %24, ptr align 8 %9, i64 528, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %25, ptr align 8 %22, i64 528, i1 false)
  call void @cat(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %23, ptr noundef %24, ptr noundef %25)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %23, i64 528, i1 false)
  br label %183

183:                                              ; preds = %165
  %184 = load i32, ptr %19, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %19, align 4
  br label %159, !llvm.loop !20

186:                                              ; preds = %159
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %9, i64 528, i1 false)
  br label %188

187:                                              ; preds = %2
  call void @build_empty(ptr dead_on_unwind writable sret(%struct.Frag) align 8 %0)
  br label %188

188:                                              ; preds = %187, %186, %136, %94, %87, %79, %71, %55, %47, %31, %30
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @new_state(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @nst, align 4
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %5
  %7 = getelementptr inbounds %struct.State, ptr %6, i32 0, i32 0
  store i32 %3, ptr %7, align 8
  %8 = load i32, ptr @nst, align 4
  %9 = sext i32 %8 to i64
  %10 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %9
  %11 = getelementptr inbounds %struct.State, ptr %10, i32 0, i32 3
  store i32 -1, ptr %11, align 4
  %12 = load i32, ptr @nst, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %13
  %15 = getelementptr inbounds %struct.State, ptr %14, i32 0, i32 2
  store i32 -1, ptr %15, align 8
  %16 = load i32, ptr @nst, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %17
  %19 = getelementptr inbounds %struct.State, ptr %18, i32 0, i32 4
  store ptr null, ptr %19, align 8
  %20 = load i32, ptr @nst, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %21
  %23 = getelementptr inbounds %struct.State, ptr %22, i32 0, i32 1
  store i32 0, ptr %23, align 4
  %24 = load i32, ptr @nst, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr @nst, align 4
  ret i32 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @patch(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %20, %2
  %7 = load i32, ptr %5, align 4
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Frag, ptr %8, i32 0, i32 2
  %10 = load i32, ptr %9, align 8
  %11 = icmp slt i32 %7, %10
  br i1 %11, label %12, label %23

12:                                               ; preds = %6
  %13 = load i32, ptr %4, align 4
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.Frag, ptr %14, i32 0, i32 1
  %16 = load i32, ptr %5, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [64 x ptr], ptr %15, i64 0, i64 %17
  %19 = load ptr, ptr %18, align 8
  store i32 %13, ptr %19, align 4
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %5, align 4
  br label %6, !llvm.loop !21

23:                                               ; preds = %6
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.Frag, ptr %24, i32 0, i32 2
  store i32 0, ptr %25, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @build_empty(ptr dead_on_unwind noalias writable sret(%struct.Frag) align 8 %0) #0 {
  %2 = call i32 @new_state(i32 noundef 7)
  %3 = getelementptr inbounds %struct.Frag, ptr %0, i32 0, i32 0
  store i32 %2, ptr %3, align 8
  %4 = getelementptr inbounds %struct.Frag, ptr %0, i32 0, i32 2
  store i32 0, ptr %4, align 8
  %5 = getelementptr inbounds %struct.Frag, ptr %0, i32 0, i32 0
  %6 = load i32, ptr %5, align 8
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %7
  %9 = getelementptr inbounds %struct.State, ptr %8, i32 0, i32 2
  call void @add_hole(ptr noundef %0, ptr noundef %9)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_hole(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %4, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.Frag, ptr %6, i32 0, i32 1
  %8 = load ptr, ptr %3, align 8
  %9 = getelementptr inbounds %struct.Frag, ptr %8, i32 0, i32 2
  %10 = load i32, ptr %9, align 8
  %11 = add nsw i32 %10, 1
  store i32 %11, ptr %9, align 8
  %12 = sext i32 %10 to i64
  %13 = getelementptr inbounds [64 x ptr], ptr %7, i64 0, i64 %12
  store ptr %5, ptr %13, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cat(ptr dead_on_unwind noalias writable sret(%struct.Frag) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  store ptr %1, ptr %4, align 8
  store ptr %2, ptr %5, align 8
  %6 = getelementptr inbounds %struct.Frag, ptr %2, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  call void @patch(ptr noundef %1, i32 noundef %7)
  %8 = getelementptr inbounds %struct.Frag, ptr %1, i32 0, i32 2
  store i32 0, ptr %8, align 8
  call void @merge_holes(ptr noundef %1, ptr noundef %2)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %1, i64 528, i1 false)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @merge_holes(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %27, %2
  %7 = load i32, ptr %5, align 4
  %8 = load ptr, ptr %4, align 8
  %9 = getelementptr inbounds %struct.Frag, ptr %8, i32 0, i32 2
  %10 = load i32, ptr %9, align 8
  %11 = icmp slt i32 %7, %10
  br i1 %11, label %12, label %30

12:                                               ; preds = %6
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.Frag, ptr %13, i32 0, i32 1
  %15 = load i32, ptr %5, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %16
  %18 = load ptr, ptr %17, align 8
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.Frag, ptr %19, i32 0, i32 1
  %21 = load ptr, ptr %3, align 8
  %22 = getelementptr inbounds %struct.Frag, ptr %21, i32 0, i32 2
  %23 = load i32, ptr %22, align 8
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %22, align 8
  %25 = sext i32 %23 to i64
  %26 = getelementptr inbounds [64 x ptr], ptr %20, i64 0, i64 %25
  store ptr %18, ptr %26, align 8
  br label %27

27:                                               ; preds = %12
  %28 = load i32, ptr %5, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %5, align 4
  br label %6, !llvm.loop !22

30:                                               ; preds = %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bt(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 {
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca %struct.Cont, align 8
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  %11 = load i64, ptr @steps, align 8
  %12 = add nsw i64 %11, 1
  store i64 %12, ptr @steps, align 8
  %13 = icmp sgt i64 %12, 20000000
  br i1 %13, label %14, label %15

14:                                               ; preds = %4
  store i32 0, ptr %5, align 4
  br label %162

15:                                               ; preds = %4
  %16 = load ptr, ptr %6, align 8
  %17 = getelementptr inbounds %struct.Node, ptr %16, i32 0, i32 0
  %18 = load i32, ptr %17, align 8
  switch i32 %18, label %161 [
    i32 8, label %19
    i32 0, label %24
    i32 1, label %47
    i32 2, label %67
    i32 6, label %91
    i32 7, label %104
    i32 3, label %118
    i32 4, label %134
    i32 5, label %155
  ]

19:                                               ; preds = %15
  %20 = load ptr, ptr %8, align 8
  %21 = load ptr, ptr %7, align 8
  %22 = load ptr, ptr %9, align 8
  %23 = call i32 @run_cont(ptr noundef %20, ptr noundef %21, ptr noundef %22)
  store i32 %23, ptr %5, align 4
  br label %162

24:                                               ; preds = %15
  %25 = load ptr, ptr %7, align 8
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %44

29:                                               ; preds = %24
  %30 = load ptr, ptr %7, align 8
  %31 = load i8, ptr %30, align 1
  %32 = zext i8 %31 to i32
  %33 = load ptr, ptr %6, align 8
  %34 = getelementptr inbounds %struct.Node, ptr %33, i32 0, i32 1
  %35 = load i32, ptr %34, align 4
  %36 = icmp eq i32 %32, %35
  br i1 %36, label %37, label %44

37:                                               ; preds = %29
  %38 = load ptr, ptr %8, align 8
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds i8, ptr %39, i64 1
  %41 = load ptr, ptr %9, align 8
  %42 = call i32 @run_cont(ptr noundef %38, ptr noundef %40, ptr noundef %41)
  %43 = icmp ne i32 %42, 0
  br label %44

44:                                               ; preds = %37, %29, %24
  %45 = phi i1 [ false, %29 ], [ false, %24 ], [ %43, %37 ]
  %46 = zext i1 %45 to i32
  store i32 %46, ptr %5, align 4
  br label %162

47:                                               ; preds = %15
  %48 = load ptr, ptr %7, align 8
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %64

52:                                               ; preds = %47
  %53 = load ptr, ptr %7, align 8
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = icmp ne i32 %55, 10
  br i1 %56, label %57, label %64

57:                                               ; preds = %52
  %58 = load ptr, ptr %8, align 8
  %59 = load ptr, ptr %7, align 8
  %60 = getelementptr inbounds i8, ptr %59, i64 1
  %61 = load ptr, ptr %9, align 8
  %62 = call i32 @run_cont(ptr noundef %58, ptr noundef %60, ptr noundef %61)
  %63 = icmp ne i32 %62, 0
  br label %64

64:                                               ; preds = %57, %52, %47
  %65 = phi i1 [ false, %52 ], [ false, %47 ], [ %63, %57 ]
  %66 = zext i1 %65 to i32
  store i32 %66, ptr %5, align 4
  br label %162

67:                                               ; preds = %15
  %68 = load ptr, ptr %7, align 8
  %69 = load i8, ptr %68, align 1
  %70 = zext i8 %69 to i32
  %71 = icmp ne i32 %70, 0
  br i1 %71, label %72, label %88

72:                                               ; preds = %67
  %73 = load ptr, ptr %6, align 8
  %74 = getelementptr inbounds %struct.Node, ptr %73, i32 0, i32 2
  %75 = getelementptr inbounds [32 x i8], ptr %74, i64 0, i64 0
  %76 = load ptr, ptr %7, align 8
  %77 = load i8, ptr %76, align 1
  %78 = zext i8 %77 to i32
  %79 = call i32 @cls_has(ptr noundef %75, i32 noundef %78)
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %81, label %88

81:                                               ; preds = %72
  %82 = load ptr, ptr %8, align 8
  %83 = load ptr, ptr %7, align 8
  %84 = getelementptr inbounds i8, ptr %83, i64 1
  %85 = load ptr, ptr %9, align 8
  %86 = call i32 @run_cont(ptr noundef %82, ptr noundef %84, ptr noundef %85)
  %87 = icmp ne i32 %86, 0
  br label %88

88:                                               ; preds = %81, %72, %67
  %89 = phi i1 [ false, %72 ], [ false, %67 ], [ %87, %81 ]
  %90 = zext i1 %89 to i32
  store i32 %90, ptr %5, align 4
  br label %162

91:                                               ; preds = %15
  %92 = load ptr, ptr %7, align 8
  %93 = load ptr, ptr @text_start, align 8
  %94 = icmp eq ptr %92, %93
  br i1 %94, label %95, label %101

95:                                               ; preds = %91
  %96 = load ptr, ptr %8, align 8
  %97 = load ptr, ptr %7, align 8
  %98 = load ptr, ptr %9, align 8
  %99 = call i32 @run_cont(ptr noundef %96, ptr noundef %97, ptr noundef %98)
  %100 = icmp ne i32 %99, 0
  br label %101

101:                                              ; preds = %95, %91
  %102 = phi i1 [ false, %91 ], [ %100, %95 ]
  %103 = zext i1 %102 to i32
  store i32 %103, ptr %5, align 4
  br label %162

104:                                              ; preds = %15
  %105 = load ptr, ptr %7, align 8
  %106 = load i8, ptr %105, align 1
  %107 = zext i8 %106 to i32
  %108 = icmp eq i32 %107, 0
  br i1 %108, label %109, label %115

109:                                              ; preds = %104
  %110 = load ptr, ptr %8, align 8
  %111 = load ptr, ptr %7, align 8
  %112 = load ptr, ptr %9, align 8
  %113 = call i32 @run_cont(ptr noundef %110, ptr noundef %111, ptr noundef %112)
  %114 = icmp ne i32 %113, 0
  br label %115

115:                                              ; preds = %109, %104
  %116 = phi i1 [ false, %104 ], [ %114, %109 ]
  %117 = zext i1 %116 to i32
  store i32 %117, ptr %5, align 4
  br label %162

118:                                              ; preds = %15
  %119 = getelementptr inbounds %struct.Cont, ptr %10, i32 0, i32 0
  store i32 0, ptr %119, align 8
  %120 = getelementptr inbounds %struct.Cont, ptr %10, i32 0, i32 1
  %121 = load ptr, ptr %6, align 8
  %122 = getelementptr inbounds %struct.Node, ptr %121, i32 0, i32 4
  %123 = load ptr, ptr %122, align 8
  store ptr %123, ptr %120, align 8
  %124 = getelementptr inbounds %struct.Cont, ptr %10, i32 0, i32 2
  store i32 0, ptr %124, align 8
  %125 = getelementptr inbounds %struct.Cont, ptr %10, i32 0, i32 3
  store ptr null, ptr %125, align 8
  %126 = getelementptr inbounds %struct.Cont, ptr %10, i32 0, i32 4
  %127 = load ptr, ptr %8, align 8
  store ptr %127, ptr %126, align 8
  %128 = load ptr, ptr %6, align 8
  %129 = getelementptr inbounds %struct.Node, ptr %128, i32 0, i32 3
  %130 = load ptr, ptr %129, align 8
  %131 = load ptr, ptr %7, align 8
  %132 = load ptr, ptr %9, align 8
  %133 = call i32 @bt(ptr noundef %130, ptr noundef %131, ptr noundef %10, ptr noundef %132)
  store i32 %133, ptr %5, align 4
  br label %162

134:                                              ; preds = %15
  %135 = load ptr, ptr %6, align 8
  %136 = getelementptr inbounds %struct.Node, ptr %135, i32 0, i32 3
  %137 = load ptr, ptr %136, align 8
  %138 = load ptr, ptr %7, align 8
  %139 = load ptr, ptr %8, align 8
  %140 = load ptr, ptr %9, align 8
  %141 = call i32 @bt(ptr noundef %137, ptr noundef %138, ptr noundef %139, ptr noundef %140)
  %142 = icmp ne i32 %141, 0
  br i1 %142, label %152, label %143

143:                                              ; preds = %134
  %144 = load ptr, ptr %6, align 8
  %145 = getelementptr inbounds %struct.Node, ptr %144, i32 0, i32 4
  %146 = load ptr, ptr %145, align 8
  %147 = load ptr, ptr %7, align 8
  %148 = load ptr, ptr %8, align 8
  %149 = load ptr, ptr %9, align 8
  %150 = call i32 @bt(ptr noundef %146, ptr noundef %147, ptr noundef %148, ptr noundef %149)
  %151 = icmp ne i32 %150, 0
  br label %152

152:                                              ; preds = %143, %134
  %153 = phi i1 [ true, %134 ], [ %151, %143 ]
  %154 = zext i1 %153 to i32
  store i32 %154, ptr %5, align 4
  br label %162

155:                                              ; preds = %15
  %156 = load ptr, ptr %6, align 8
  %157 = load ptr, ptr %7, align 8
  %158 = load ptr, ptr %8, align 8
  %159 = load ptr, ptr %9, align 8
  %160 = call i32 @rep(ptr noundef %156, ptr noundef %157, i32 noundef 0, ptr noundef %158, ptr noundef %159)
  store i32 %160, ptr %5, align 4
  br label %162

161:                                              ; preds = %15
  store i32 0, ptr %5, align 4
  br label %162

162:                                              ; preds = %161, %155, %152, %118, %115, %101, %88, %64, %44, %19, %14
  %163 = load i32, ptr %5, align 4
  ret i32 %163
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run_cont(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store ptr %2, ptr %7, align 8
  %8 = load ptr, ptr %5, align 8
  %9 = icmp ne ptr %8, null
  br i1 %9, label %13, label %10

10:                                               ; preds = %3
  %11 = load ptr, ptr %6, align 8
  %12 = load ptr, ptr %7, align 8
  store ptr %11, ptr %12, align 8
  store i32 1, ptr %4, align 4
  br label %58

13:                                               ; preds = %3
  %14 = load ptr, ptr %5, align 8
  %15 = getelementptr inbounds %struct.Cont, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 8
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %28

18:                                               ; preds = %13
  %19 = load ptr, ptr %5, align 8
  %20 = getelementptr inbounds %struct.Cont, ptr %19, i32 0, i32 1
  %21 = load ptr, ptr %20, align 8
  %22 = load ptr, ptr %6, align 8
  %23 = load ptr, ptr %5, align 8
  %24 = getelementptr inbounds %struct.Cont, ptr %23, i32 0, i32 4
  %25 = load ptr, ptr %24, align 8
  %26 = load ptr, ptr %7, align 8
  %27 = call i32 @bt(ptr noundef %21, ptr noundef %22, ptr noundef %25, ptr noundef %26)
  store i32 %27, ptr %4, align 4
  br label %58

28:                                               ; preds = %13
  %29 = load ptr, ptr %6, align 8
  %30 = load ptr, ptr %5, align 8
  %31 = getelementptr inbounds %struct.Cont, ptr %30, i32 0, i32 3
  %32 = load ptr, ptr %31, align 8
  %33 = icmp eq ptr %29, %32
  br i1 %33, label %34, label %45

34:                                               ; preds = %28
  %35 = load ptr, ptr %5, align 8
  %36 = getelementptr inbounds %struct.Cont, ptr %35, i32 0, i32 2
  %37 = load i32, ptr %36, align 8
  %38 = load ptr, ptr %5, align 8
  %39 = getelementptr inbounds %struct.Cont, ptr %38, i32 0, i32 1
  %40 = load ptr, ptr %39, align 8
  %41 = getelementptr inbounds %struct.Node, ptr %40, i32 0, i32 5
  %42 = load i32, ptr %41, align 8
  %43 = icmp sgt i32 %37, %42
  br i1 %43, label %44, label %45

44:                                               ; preds = %34
  store i32 0, ptr %4, align 4
  br label %58

45:                                               ; preds = %34, %28
  %46 = load ptr, ptr %5, align 8
  %47 = getelementptr inbounds %struct.Cont, ptr %46, i32 0, i32 1
  %48 = load ptr, ptr %47, align 8
  %49 = load ptr, ptr %6, align 8
  %50 = load ptr, ptr %5, align 8
  %51 = getelementptr inbounds %struct.Cont, ptr %50, i32 0, i32 2
  %52 = load i32, ptr %51, align 8
  %53 = load ptr, ptr %5, align 8
  %54 = getelementptr inbounds %struct.Cont, ptr %53, i32 0, i32 4
  %55 = load ptr, ptr %54, align 8
  %56 = load ptr, ptr %7, align 8
  %57 = call i32 @rep(ptr noundef %48, ptr noundef %49, i32 noundef %52, ptr noundef %55, ptr noundef %56)
  store i32 %57, ptr %4, align 4
  br label %58

58:                                               ; preds = %45, %44, %18, %10
  %59 = load i32, ptr %4, align 4
  ret i32 %59
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls_has(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = ashr i32 %6, 3
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i8, ptr %5, i64 %8
  %10 = load i8, ptr %9, align 1
  %11 = zext i8 %10 to i32
  %12 = load i32, ptr %4, align 4
  %13 = and i32 %12, 7
  %14 = ashr i32 %11, %13
  %15 = and i32 %14, 1
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rep(ptr noundef %0, ptr noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #0 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca %struct.Cont, align 8
  store ptr %0, ptr %7, align 8
  store ptr %1, ptr %8, align 8
  store i32 %2, ptr %9, align 4
  store ptr %3, ptr %10, align 8
  store ptr %4, ptr %11, align 8
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.Node, ptr %13, i32 0, i32 6
  %15 = load i32, ptr %14, align 4
  %16 = icmp slt i32 %15, 0
  br i1 %16, label %23, label %17

17:                                               ; preds = %5
  %18 = load i32, ptr %9, align 4
  %19 = load ptr, ptr %7, align 8
  %20 = getelementptr inbounds %struct.Node, ptr %19, i32 0, i32 6
  %21 = load i32, ptr %20, align 4
  %22 = icmp slt i32 %18, %21
  br i1 %22, label %23, label %43

23:                                               ; preds = %17, %5
  %24 = getelementptr inbounds %struct.Cont, ptr %12, i32 0, i32 0
  store i32 1, ptr %24, align 8
  %25 = getelementptr inbounds %struct.Cont, ptr %12, i32 0, i32 1
  %26 = load ptr, ptr %7, align 8
  store ptr %26, ptr %25, align 8
  %27 = getelementptr inbounds %struct.Cont, ptr %12, i32 0, i32 2
  %28 = load i32, ptr %9, align 4
  %29 = add nsw i32 %28, 1
  store i32 %29, ptr %27, align 8
  %30 = getelementptr inbounds %struct.Cont, ptr %12, i32 0, i32 3
  %31 = load ptr, ptr %8, align 8
  store ptr %31, ptr %30, align 8
  %32 = getelementptr inbounds %struct.Cont, ptr %12, i32 0, i32 4
  %33 = load ptr, ptr %10, align 8
  store ptr %33, ptr %32, align 8
  %34 = load ptr, ptr %7, align 8
  %35 = getelementptr inbounds %struct.Node, ptr %34, i32 0, i32 3
  %36 = load ptr, ptr %35, align 8
  %37 = load ptr, ptr %8, align 8
  %38 = load ptr, ptr %11, align 8
  %39 = call i32 @bt(ptr noundef %36, ptr noundef %37, ptr noundef %12, ptr noundef %38)
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %42

41:                                               ; preds = %23
  store i32 1, ptr %6, align 4
  br label %58

42:                                               ; preds = %23
  br label %43

43:                                               ; preds = %42, %17
  %44 = load i32, ptr %9, align 4
  %45 = load ptr, ptr %7, align 8
  %46 = getelementptr inbounds %struct.Node, ptr %45, i32 0, i32 5
  %47 = load i32, ptr %46, align 8
  %48 = icmp sge i32 %44, %47
  br i1 %48, label %49, label %55

49:                                               ; preds = %43
  %50 = load ptr, ptr %10, align 8
  %51 = load ptr, ptr %8, align 8
  %52 = load ptr, ptr %11, align 8
  %53 = call i32 @run_cont(ptr noundef %50, ptr noundef %51, ptr noundef %52)
  %54 = icmp ne i32 %53, 0
  br label %55

55:                                               ; preds = %49, %43
  %56 = phi i1 [ false, %43 ], [ %54, %49 ]
  %57 = zext i1 %56 to i32
  store i32 %57, ptr %6, align 4
  br label %58

58:                                               ; preds = %55, %41
  %59 = load i32, ptr %6, align 4
  ret i32 %59
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @nfa_longest_from(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i8, align 1
  %15 = alloca i32, align 4
  %16 = alloca ptr, align 8
  %17 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store ptr @nfa_longest_from.l1, ptr %7, align 8
  store ptr @nfa_longest_from.l2, ptr %8, align 8
  store i32 0, ptr %9, align 4
  store i32 -1, ptr %11, align 4
  %18 = load i32, ptr @gen_id, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr @gen_id, align 4
  %20 = load ptr, ptr %7, align 8
  %21 = load i32, ptr @nfa_start, align 4
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %5, align 4
  call void @addstate(ptr noundef %20, ptr noundef %9, i32 noundef %21, i32 noundef %22, i32 noundef %23)
  %24 = load i32, ptr %6, align 4
  store i32 %24, ptr %12, align 4
  br label %25

25:                                               ; preds = %125, %3
  store i32 0, ptr %13, align 4
  br label %26

26:                                               ; preds = %44, %25
  %27 = load i32, ptr %13, align 4
  %28 = load i32, ptr %9, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %47

30:                                               ; preds = %26
  %31 = load ptr, ptr %7, align 8
  %32 = load i32, ptr %13, align 4
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds i32, ptr %31, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %36
  %38 = getelementptr inbounds %struct.State, ptr %37, i32 0, i32 0
  %39 = load i32, ptr %38, align 8
  %40 = icmp eq i32 %39, 6
  br i1 %40, label %41, label %43

41:                                               ; preds = %30
  %42 = load i32, ptr %12, align 4
  store i32 %42, ptr %11, align 4
  br label %43

43:                                               ; preds = %41, %30
  br label %44

44:                                               ; preds = %43
  %45 = load i32, ptr %13, align 4
  %46 = add nsw i32 %45, 1
  store i32 %46, ptr %13, align 4
  br label %26, !llvm.loop !23

47:                                               ; preds = %26
  %48 = load i32, ptr %12, align 4
  %49 = load i32, ptr %5, align 4
  %50 = icmp eq i32 %48, %49
  br i1 %50, label %54, label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %9, align 4
  %53 = icmp eq i32 %52, 0
  br i1 %53, label %54, label %55

54:                                               ; preds = %51, %47
  br label %128

55:                                               ; preds = %51
  %56 = load ptr, ptr %4, align 8
  %57 = load i32, ptr %12, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds i8, ptr %56, i64 %58
  %60 = load i8, ptr %59, align 1
  store i8 %60, ptr %14, align 1
  store i32 0, ptr %10, align 4
  %61 = load i32, ptr @gen_id, align 4
  %62 = add nsw i32 %61, 1
  store i32 %62, ptr @gen_id, align 4
  store i32 0, ptr %15, align 4
  br label %63

63:                                               ; preds = %117, %55
  %64 = load i32, ptr %15, align 4
  %65 = load i32, ptr %9, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %120

67:                                               ; preds = %63
  %68 = load ptr, ptr %7, align 8
  %69 = load i32, ptr %15, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds i32, ptr %68, i64 %70
  %72 = load i32, ptr %71, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %73
  store ptr %74, ptr %16, align 8
  %75 = load ptr, ptr %16, align 8
  %76 = getelementptr inbounds %struct.State, ptr %75, i32 0, i32 0
  %77 = load i32, ptr %76, align 8
  %78 = icmp eq i32 %77, 0
  br i1 %78, label %79, label %86

79:                                               ; preds = %67
  %80 = load ptr, ptr %16, align 8
  %81 = getelementptr inbounds %struct.State, ptr %80, i32 0, i32 1
  %82 = load i32, ptr %81, align 4
  %83 = load i8, ptr %14, align 1
  %84 = zext i8 %83 to i32
  %85 = icmp eq i32 %82, %84
  br i1 %85, label %108, label %86

86:                                               ; preds = %79, %67
  %87 = load ptr, ptr %16, align 8
  %88 = getelementptr inbounds %struct.State, ptr %87, i32 0, i32 0
  %89 = load i32, ptr %88, align 8
  %90 = icmp eq i32 %89, 1
  br i1 %90, label %91, label %95

91:                                               ; preds = %86
  %92 = load i8, ptr %14, align 1
  %93 = zext i8 %92 to i32
  %94 = icmp ne i32 %93, 10
  br i1 %94, label %108, label %95

95:                                               ; preds = %91, %86
  %96 = load ptr, ptr %16, align 8
  %97 = getelementptr inbounds %struct.State, ptr %96, i32 0, i32 0
  %98 = load i32, ptr %97, align 8
  %99 = icmp eq i32 %98, 2
  br i1 %99, label %100, label %116

100:                                              ; preds = %95
  %101 = load ptr, ptr %16, align 8
  %102 = getelementptr inbounds %struct.State, ptr %101, i32 0, i32 4
  %103 = load ptr, ptr %102, align 8
  %104 = load i8, ptr %14, align 1
  %105 = zext i8 %104 to i32
  %106 = call i32 @cls_has(ptr noundef %103, i32 noundef %105)
  %107 = icmp ne i32 %106, 0
  br i1 %107, label %108, label %116

108:                                              ; preds = %100, %91, %79
  %109 = load ptr, ptr %8, align 8
  %110 = load ptr, ptr %16, align 8
  %111 = getelementptr inbounds %struct.State, ptr %110, i32 0, i32 2
  %112 = load i32, ptr %111, align 8
  %113 = load i32, ptr %12, align 4
  %114 = add nsw i32 %113, 1
  %115 = load i32, ptr %5, align 4
  call void @addstate(ptr noundef %109, ptr noundef %10, i32 noundef %112, i32 noundef %114, i32 noundef %115)
  br label %116

116:                                              ; preds = %108, %100, %95
  br label %117

117:                                              ; preds = %116
  %118 = load i32, ptr %15, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %15, align 4
  br label %63, !llvm.loop !24

120:                                              ; preds = %63
  %121 = load ptr, ptr %7, align 8
  store ptr %121, ptr %17, align 8
  %122 = load ptr, ptr %8, align 8
  store ptr %122, ptr %7, align 8
  %123 = load ptr, ptr %17, align 8
  store ptr %123, ptr %8, align 8
  %124 = load i32, ptr %10, align 4
  store i32 %124, ptr %9, align 4
  br label %125

125:                                              ; preds = %120
  %126 = load i32, ptr %12, align 4
  %127 = add nsw i32 %126, 1
  store i32 %127, ptr %12, align 4
  br label %25

128:                                              ; preds = %54
  %129 = load i32, ptr %11, align 4
  ret i32 %129
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @addstate(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store i32 %2, ptr %8, align 4
  store i32 %3, ptr %9, align 4
  store i32 %4, ptr %10, align 4
  %11 = load i32, ptr %8, align 4
  %12 = icmp slt i32 %11, 0
  br i1 %12, label %20, label %13

13:                                               ; preds = %5
  %14 = load i32, ptr %8, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [8192 x i32], ptr @mark, i64 0, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load i32, ptr @gen_id, align 4
  %19 = icmp eq i32 %17, %18
  br i1 %19, label %20, label %21

20:                                               ; preds = %13, %5
  br label %97

21:                                               ; preds = %13
  %22 = load i32, ptr @gen_id, align 4
  %23 = load i32, ptr %8, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [8192 x i32], ptr @mark, i64 0, i64 %24
  store i32 %22, ptr %25, align 4
  %26 = load i32, ptr %8, align 4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %27
  %29 = getelementptr inbounds %struct.State, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 8
  switch i32 %30, label %89 [
    i32 7, label %31
    i32 3, label %41
    i32 4, label %60
    i32 5, label %74
  ]

31:                                               ; preds = %21
  %32 = load ptr, ptr %6, align 8
  %33 = load ptr, ptr %7, align 8
  %34 = load i32, ptr %8, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %35
  %37 = getelementptr inbounds %struct.State, ptr %36, i32 0, i32 2
  %38 = load i32, ptr %37, align 8
  %39 = load i32, ptr %9, align 4
  %40 = load i32, ptr %10, align 4
  call void @addstate(ptr noundef %32, ptr noundef %33, i32 noundef %38, i32 noundef %39, i32 noundef %40)
  br label %97

41:                                               ; preds = %21
  %42 = load ptr, ptr %6, align 8
  %43 = load ptr, ptr %7, align 8
  %44 = load i32, ptr %8, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %45
  %47 = getelementptr inbounds %struct.State, ptr %46, i32 0, i32 2
  %48 = load i32, ptr %47, align 8
  %49 = load i32, ptr %9, align 4
  %50 = load i32, ptr %10, align 4
  call void @addstate(ptr noundef %42, ptr noundef %43, i32 noundef %48, i32 noundef %49, i32 noundef %50)
  %51 = load ptr, ptr %6, align 8
  %52 = load ptr, ptr %7, align 8
  %53 = load i32, ptr %8, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %54
  %56 = getelementptr inbounds %struct.State, ptr %55, i32 0, i32 3
  %57 = load i32, ptr %56, align 4
  %58 = load i32, ptr %9, align 4
  %59 = load i32, ptr %10, align 4
  call void @addstate(ptr noundef %51, ptr noundef %52, i32 noundef %57, i32 noundef %58, i32 noundef %59)
  br label %97

60:                                               ; preds = %21
  %61 = load i32, ptr %9, align 4
  %62 = icmp eq i32 %61, 0
  br i1 %62, label %63, label %73

63:                                               ; preds = %60
  %64 = load ptr, ptr %6, align 8
  %65 = load ptr, ptr %7, align 8
  %66 = load i32, ptr %8, align 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %67
  %69 = getelementptr inbounds %struct.State, ptr %68, i32 0, i32 2
  %70 = load i32, ptr %69, align 8
  %71 = load i32, ptr %9, align 4
  %72 = load i32, ptr %10, align 4
  call void @addstate(ptr noundef %64, ptr noundef %65, i32 noundef %70, i32 noundef %71, i32 noundef %72)
  br label %73

73:                                               ; preds = %63, %60
  br label %97

74:                                               ; preds = %21
  %75 = load i32, ptr %9, align 4
  %76 = load i32, ptr %10, align 4
  %77 = icmp eq i32 %75, %76
  br i1 %77, label %78, label %88

78:                                               ; preds = %74
  %79 = load ptr, ptr %6, align 8
  %80 = load ptr, ptr %7, align 8
  %81 = load i32, ptr %8, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [8192 x %struct.State], ptr @st, i64 0, i64 %82
  %84 = getelementptr inbounds %struct.State, ptr %83, i32 0, i32 2
  %85 = load i32, ptr %84, align 8
  %86 = load i32, ptr %9, align 4
  %87 = load i32, ptr %10, align 4
  call void @addstate(ptr noundef %79, ptr noundef %80, i32 noundef %85, i32 noundef %86, i32 noundef %87)
  br label %88

88:                                               ; preds = %78, %74
  br label %97

89:                                               ; preds = %21
  %90 = load i32, ptr %8, align 4
  %91 = load ptr, ptr %6, align 8
  %92 = load ptr, ptr %7, align 8
  %93 = load i32, ptr %92, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %92, align 4
  %95 = sext i32 %93 to i64
  %96 = getelementptr inbounds i32, ptr %91, i64 %95
  store i32 %90, ptr %96, align 4
  br label %97

97:                                               ; preds = %20, %31, %41, %73, %88, %89
  ret void
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }
attributes #8 = { nounwind allocsize(0,1) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
