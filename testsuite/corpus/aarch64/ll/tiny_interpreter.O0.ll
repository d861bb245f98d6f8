; ModuleID = 'programs/tiny_interpreter.c'
source_filename = "programs/tiny_interpreter.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.Tok = type { i32, i64, [16 x i8] }

@.str = private unnamed_addr constant [492 x i8] c"n = 2; count = 0; sum = 0;while n < 2000 { d = 2; p = 1; while d * d <= n { if n % d == 0 { p = 0; d = n; } d = d + 1; } if p { count = count + 1; sum = sum + n; } n = n + 1; }print count; print sum;a = 0; b = 1; i = 0; while i < 50 { t = a + b; a = b; b = t; i = i + 1; } print a;x = 27; steps = 0; while x != 1 { if x % 2 == 0 { x = x / 2; } else { x = 3 * x + 1; } steps = steps + 1; } print steps;g = 1071; h = 462; while h != 0 { t = g % h; g = h; h = t; } print g; print -(7 - 10) * 4;\00", align 1
@tp = internal global i32 0, align 4
@pc = internal global i32 0, align 4
@toks = internal global [2048 x %struct.Tok] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"tokens=%d code=%d vars=%d\0A\00", align 1
@ntok = internal global i32 0, align 4
@nvars = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"steps=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"while\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"if\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"else\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"print\00", align 1
@code = internal global [8192 x i64] zeroinitializer, align 8
@.str.7 = private unnamed_addr constant [2 x i8] c";\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"=\00", align 1
@expr.rel = internal global [6 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 8
@.str.9 = private unnamed_addr constant [2 x i8] c"<\00", align 1
@.str.10 = private unnamed_addr constant [3 x i8] c"<=\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c">\00", align 1
@.str.12 = private unnamed_addr constant [3 x i8] c">=\00", align 1
@.str.13 = private unnamed_addr constant [3 x i8] c"==\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"!=\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"*\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.19 = private unnamed_addr constant [2 x i8] c"%\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c")\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"{\00", align 1
@.str.23 = private unnamed_addr constant [2 x i8] c"}\00", align 1
@.str.24 = private unnamed_addr constant [38 x i8] c"parse error at token %d: expected %s\0A\00", align 1
@vars = internal global [64 x [16 x i8]] zeroinitializer, align 1
@.str.25 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  call void @lex(ptr noundef %4)
  store i32 0, ptr @tp, align 4
  store i32 0, ptr @pc, align 4
  br label %5

5:                                                ; preds = %12, %0
  %6 = load i32, ptr @tp, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %7
  %9 = getelementptr inbounds %struct.Tok, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = icmp ne i32 %10, 4
  br i1 %11, label %12, label %13

12:                                               ; preds = %5
  call void @stmt()
  br label %5, !llvm.loop !6

13:                                               ; preds = %5
  call void @emit(i64 noundef 17)
  %14 = load i32, ptr @ntok, align 4
  %15 = load i32, ptr @pc, align 4
  %16 = load i32, ptr @nvars, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  %18 = call i64 @run()
  store i64 %18, ptr %3, align 8
  %19 = load i64, ptr %3, align 8
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %19)
  %21 = load i64, ptr %3, align 8
  %22 = srem i64 %21, 256
  %23 = trunc i64 %22 to i32
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lex(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr @ntok, align 4
  br label %5

5:                                                ; preds = %192, %21, %1
  %6 = load ptr, ptr %2, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %193

9:                                                ; preds = %5
  %10 = call ptr @__ctype_b_loc() #7
  %11 = load ptr, ptr %10, align 8
  %12 = load ptr, ptr %2, align 8
  %13 = load i8, ptr %12, align 1
  %14 = zext i8 %13 to i32
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i16, ptr %11, i64 %15
  %17 = load i16, ptr %16, align 2
  %18 = zext i16 %17 to i32
  %19 = and i32 %18, 8192
  %20 = icmp ne i32 %19, 0
  br i1 %20, label %21, label %24

21:                                               ; preds = %9
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds i8, ptr %22, i32 1
  store ptr %23, ptr %2, align 8
  br label %5, !llvm.loop !8

24:                                               ; preds = %9
  %25 = load i32, ptr @ntok, align 4
  %26 = add nsw i32 %25, 1
  store i32 %26, ptr @ntok, align 4
  %27 = sext i32 %25 to i64
  %28 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %27
  store ptr %28, ptr %3, align 8
  %29 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %29, i8 0, i64 32, i1 false)
  %30 = call ptr @__ctype_b_loc() #7
  %31 = load ptr, ptr %30, align 8
  %32 = load ptr, ptr %2, align 8
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i16, ptr %31, i64 %35
  %37 = load i16, ptr %36, align 2
  %38 = zext i16 %37 to i32
  %39 = and i32 %38, 2048
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %71

41:                                               ; preds = %24
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds %struct.Tok, ptr %42, i32 0, i32 0
  store i32 0, ptr %43, align 8
  br label %44

44:                                               ; preds = %56, %41
  %45 = call ptr @__ctype_b_loc() #7
  %46 = load ptr, ptr %45, align 8
  %47 = load ptr, ptr %2, align 8
  %48 = load i8, ptr %47, align 1
  %49 = zext i8 %48 to i32
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds i16, ptr %46, i64 %50
  %52 = load i16, ptr %51, align 2
  %53 = zext i16 %52 to i32
  %54 = and i32 %53, 2048
  %55 = icmp ne i32 %54, 0
  br i1 %55, label %56, label %70

56:                                               ; preds = %44
  %57 = load ptr, ptr %3, align 8
  %58 = getelementptr inbounds %struct.Tok, ptr %57, i32 0, i32 1
  %59 = load i64, ptr %58, align 8
  %60 = mul nsw i64 %59, 10
  %61 = load ptr, ptr %2, align 8
  %62 = getelementptr inbounds i8, ptr %61, i32 1
  store ptr %62, ptr %2, align 8
  %63 = load i8, ptr %61, align 1
  %64 = zext i8 %63 to i32
  %65 = sub nsw i32 %64, 48
  %66 = sext i32 %65 to i64
  %67 = add nsw i64 %60, %66
  %68 = load ptr, ptr %3, align 8
  %69 = getelementptr inbounds %struct.Tok, ptr %68, i32 0, i32 1
  store i64 %67, ptr %69, align 8
  br label %44, !llvm.loop !9

70:                                               ; preds = %44
  br label %192

71:                                               ; preds = %24
  %72 = call ptr @__ctype_b_loc() #7
  %73 = load ptr, ptr %72, align 8
  %74 = load ptr, ptr %2, align 8
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i32
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i16, ptr %73, i64 %77
  %79 = load i16, ptr %78, align 2
  %80 = zext i16 %79 to i32
  %81 = and i32 %80, 1024
  %82 = icmp ne i32 %81, 0
  br i1 %82, label %83, label %142

83:                                               ; preds = %71
  store i32 0, ptr %4, align 4
  br label %84

84:                                               ; preds = %101, %83
  %85 = call ptr @__ctype_b_loc() #7
  %86 = load ptr, ptr %85, align 8
  %87 = load ptr, ptr %2, align 8
  %88 = load i8, ptr %87, align 1
  %89 = zext i8 %88 to i32
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i16, ptr %86, i64 %90
  %92 = load i16, ptr %91, align 2
  %93 = zext i16 %92 to i32
  %94 = and i32 %93, 8
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %99

96:                                               ; preds = %84
  %97 = load i32, ptr %4, align 4
  %98 = icmp slt i32 %97, 15
  br label %99

99:                                               ; preds = %96, %84
  %100 = phi i1 [ false, %84 ], [ %98, %96 ]
  br i1 %100, label %101, label %111

101:                                              ; preds = %99
  %102 = load ptr, ptr %2, align 8
  %103 = getelementptr inbounds i8, ptr %102, i32 1
  store ptr %103, ptr %2, align 8
  %104 = load i8, ptr %102, align 1
  %105 = load ptr, ptr %3, align 8
  %106 = getelementptr inbounds %struct.Tok, ptr %105, i32 0, i32 2
  %107 = load i32, ptr %4, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %4, align 4
  %109 = sext i32 %107 to i64
  %110 = getelementptr inbounds [16 x i8], ptr %106, i64 0, i64 %109
  store i8 %104, ptr %110, align 1
  br label %84, !llvm.loop !10

111:                                              ; preds = %99
  %112 = load ptr, ptr %3, align 8
  %113 = getelementptr inbounds %struct.Tok, ptr %112, i32 0, i32 2
  %114 = getelementptr inbounds [16 x i8], ptr %113, i64 0, i64 0
  %115 = call i32 @strcmp(ptr noundef %114, ptr noundef @.str.3) #8
  %116 = icmp ne i32 %115, 0
  br i1 %116, label %117, label %136

117:                                              ; preds = %111
  %118 = load ptr, ptr %3, align 8
  %119 = getelementptr inbounds %struct.Tok, ptr %118, i32 0, i32 2
  %120 = getelementptr inbounds [16 x i8], ptr %119, i64 0, i64 0
  %121 = call i32 @strcmp(ptr noundef %120, ptr noundef @.str.4) #8
  %122 = icmp ne i32 %121, 0
  br i1 %122, label %123, label %136

123:                                              ; preds = %117
  %124 = load ptr, ptr %3, align 8
  %125 = getelementptr inbounds %struct.Tok, ptr %124, i32 0, i32 2
  %126 = getelementptr inbounds [16 x i8], ptr %125, i64 0, i64 0
  %127 = call i32 @strcmp(ptr noundef %126, ptr noundef @.str.5) #8
  %128 = icmp ne i32 %127, 0
  br i1 %128, label %129, label %136

129:                                              ; preds = %123
  %130 = load ptr, ptr %3, align 8
  %131 = getelementptr inbounds %struct.Tok, ptr %130, i32 0, i32 2
  %132 = getelementptr inbounds [16 x i8], ptr %131, i64 0, i64 0
  %133 = call i32 @strcmp(ptr noundef %132, ptr noundef @.str.6) #8
  %134 = icmp ne i32 %133, 0
  %135 = xor i1 %134, true
  br label %136

136:                                              ; preds = %129, %123, %117, %111
  %137 = phi i1 [ true, %123 ], [ true, %117 ], [ true, %111 ], [ %135, %129 ]
  %138 = zext i1 %137 to i64
  %139 = select i1 %137, i32 3, i32 1
  %140 = load ptr, ptr %3, align 8
  %141 = getelementptr inbounds %struct.Tok, ptr %140, i32 0, i32 0
  store i32 %139, ptr %141, align 8
  br label %191

142:                                              ; preds = %71
  %143 = load ptr, ptr %3, align 8
  %144 = getelementptr inbounds %struct.Tok, ptr %143, i32 0, i32 0
  store i32 2, ptr %144, align 8
  %145 = load ptr, ptr %2, align 8
  %146 = getelementptr inbounds i8, ptr %145, i32 1
  store ptr %146, ptr %2, align 8
  %147 = load i8, ptr %145, align 1
  %148 = load ptr, ptr %3, align 8
  %149 = getelementptr inbounds %struct.Tok, ptr %148, i32 0, i32 2
  %150 = getelementptr inbounds [16 x i8], ptr %149, i64 0, i64 0
  store i8 %147, ptr %150, align 8
  %151 = load ptr, ptr %3, align 8
  %152 = getelementptr inbounds %struct.Tok, ptr %151, i32 0, i32 2
  %153 = getelementptr inbounds [16 x i8], ptr %152, i64 0, i64 0
  %154 = load i8, ptr %153, align 8
  %155 = zext i8 %154 to i32
  %156 = icmp eq i32 %155, 61
  br i1 %156, label %178, label %157

157:                                              ; preds = %142
  %158 = load ptr, ptr %3, align 8
  %159 = getelementptr inbounds %struct.Tok, ptr %158, i32 0, i32 2
  %160 = getelementptr inbounds [16 x i8], ptr %159, i64 0, i64 0
  %161 = load i8, ptr %160, align 8
  %162 = zext i8 %161 to i32
  %163 = icmp eq i32 %162, 60
  br i1 %163, label %178, label %164

164:                                              ; preds = %157
  %165 = load ptr, ptr %3, align 8
  %166 = getelementptr inbounds %struct.Tok, ptr %165, i32 0, i32 2
  %167 = getelementptr inbounds [16 x i8], ptr %166, i64 0, i64 0
  %168 = load i8, ptr %167, align 8
  %169 = zext i8 %168 to i32
  %170 = icmp eq i32 %169, 62
  br i1 %170, label %178, label %171

171:                                              ; preds = %164
  %172 = load ptr, ptr %3, align 8
  %173 = getelementptr inbounds %struct.Tok, ptr %172, i32 0, i32 2
  %174 = getelementptr inbounds [16 x i8], ptr %173, i64 0, i64 0
  %175 = load i8, ptr %174, align 8
  %176 = zext i8 %175 to i32
  %177 = icmp eq i32 %176, 33
  br i1 %177, label %178, label %190

178:                                              ; preds = %171, %164, %157, %142
  %179 = load ptr, ptr %2, align 8
  %180 = load i8, ptr %179, align 1
  %181 = zext i8 %180 to i32
  %182 = icmp eq i32 %181, 61
  br i1 %182, label %183, label %190

183:                                              ; preds = %178
  %184 = load ptr, ptr %2, align 8
  %185 = getelementptr inbounds i8, ptr %184, i32 1
  store ptr %185, ptr %2, align 8
  %186 = load i8, ptr %184, align 1
  %187 = load ptr, ptr %3, align 8
  %188 = getelementptr inbounds %struct.Tok, ptr %187, i32 0, i32 2
  %189 = getelementptr inbounds [16 x i8], ptr %188, i64 0, i64 1
  store i8 %186, ptr %189, align 1
  br label %190

190:                                              ; preds = %183, %178, %171
  br label %191

191:                                              ; preds = %190, %136
  br label %192

192:                                              ; preds = %191, %70
  br label %5, !llvm.loop !8

193:                                              ; preds = %5
  %194 = load i32, ptr @ntok, align 4
  %195 = sext i32 %194 to i64
  %196 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %195
  %197 = getelementptr inbounds %struct.Tok, ptr %196, i32 0, i32 0
  store i32 4, ptr %197, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @stmt() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = load i32, ptr @tp, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %7
  %9 = getelementptr inbounds %struct.Tok, ptr %8, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = icmp eq i32 %10, 3
  br i1 %11, label %12, label %32

12:                                               ; preds = %0
  %13 = load i32, ptr @tp, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %14
  %16 = getelementptr inbounds %struct.Tok, ptr %15, i32 0, i32 2
  %17 = getelementptr inbounds [16 x i8], ptr %16, i64 0, i64 0
  %18 = call i32 @strcmp(ptr noundef %17, ptr noundef @.str.3) #8
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %32, label %20

20:                                               ; preds = %12
  %21 = load i32, ptr @tp, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr @tp, align 4
  %23 = load i32, ptr @pc, align 4
  store i32 %23, ptr %1, align 4
  call void @expr()
  call void @emit(i64 noundef 14)
  %24 = load i32, ptr @pc, align 4
  store i32 %24, ptr %2, align 4
  call void @emit(i64 noundef 0)
  call void @block()
  call void @emit(i64 noundef 15)
  %25 = load i32, ptr %1, align 4
  %26 = sext i32 %25 to i64
  call void @emit(i64 noundef %26)
  %27 = load i32, ptr @pc, align 4
  %28 = sext i32 %27 to i64
  %29 = load i32, ptr %2, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %30
  store i64 %28, ptr %31, align 8
  br label %116

32:                                               ; preds = %12, %0
  %33 = load i32, ptr @tp, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %34
  %36 = getelementptr inbounds %struct.Tok, ptr %35, i32 0, i32 0
  %37 = load i32, ptr %36, align 8
  %38 = icmp eq i32 %37, 3
  br i1 %38, label %39, label %86

39:                                               ; preds = %32
  %40 = load i32, ptr @tp, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %41
  %43 = getelementptr inbounds %struct.Tok, ptr %42, i32 0, i32 2
  %44 = getelementptr inbounds [16 x i8], ptr %43, i64 0, i64 0
  %45 = call i32 @strcmp(ptr noundef %44, ptr noundef @.str.4) #8
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %86, label %47

47:                                               ; preds = %39
  %48 = load i32, ptr @tp, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr @tp, align 4
  call void @expr()
  call void @emit(i64 noundef 14)
  %50 = load i32, ptr @pc, align 4
  store i32 %50, ptr %3, align 4
  call void @emit(i64 noundef 0)
  call void @block()
  %51 = load i32, ptr @tp, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %52
  %54 = getelementptr inbounds %struct.Tok, ptr %53, i32 0, i32 0
  %55 = load i32, ptr %54, align 8
  %56 = icmp eq i32 %55, 3
  br i1 %56, label %57, label %79

57:                                               ; preds = %47
  %58 = load i32, ptr @tp, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %59
  %61 = getelementptr inbounds %struct.Tok, ptr %60, i32 0, i32 2
  %62 = getelementptr inbounds [16 x i8], ptr %61, i64 0, i64 0
  %63 = call i32 @strcmp(ptr noundef %62, ptr noundef @.str.5) #8
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %79, label %65

65:                                               ; preds = %57
  %66 = load i32, ptr @tp, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr @tp, align 4
  call void @emit(i64 noundef 15)
  %68 = load i32, ptr @pc, align 4
  store i32 %68, ptr %4, align 4
  call void @emit(i64 noundef 0)
  %69 = load i32, ptr @pc, align 4
  %70 = sext i32 %69 to i64
  %71 = load i32, ptr %3, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %72
  store i64 %70, ptr %73, align 8
  call void @block()
  %74 = load i32, ptr @pc, align 4
  %75 = sext i32 %74 to i64
  %76 = load i32, ptr %4, align 4
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %77
  store i64 %75, ptr %78, align 8
  br label %85

79:                                               ; preds = %57, %47
  %80 = load i32, ptr @pc, align 4
  %81 = sext i32 %80 to i64
  %82 = load i32, ptr %3, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %83
  store i64 %81, ptr %84, align 8
  br label %85

85:                                               ; preds = %79, %65
  br label %115

86:                                               ; preds = %39, %32
  %87 = load i32, ptr @tp, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %88
  %90 = getelementptr inbounds %struct.Tok, ptr %89, i32 0, i32 0
  %91 = load i32, ptr %90, align 8
  %92 = icmp eq i32 %91, 3
  br i1 %92, label %93, label %104

93:                                               ; preds = %86
  %94 = load i32, ptr @tp, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %95
  %97 = getelementptr inbounds %struct.Tok, ptr %96, i32 0, i32 2
  %98 = getelementptr inbounds [16 x i8], ptr %97, i64 0, i64 0
  %99 = call i32 @strcmp(ptr noundef %98, ptr noundef @.str.6) #8
  %100 = icmp ne i32 %99, 0
  br i1 %100, label %104, label %101

101:                                              ; preds = %93
  %102 = load i32, ptr @tp, align 4
  %103 = add nsw i32 %102, 1
  store i32 %103, ptr @tp, align 4
  call void @expr()
  call void @emit(i64 noundef 16)
  call void @expect(ptr noundef @.str.7)
  br label %114

104:                                              ; preds = %93, %86
  %105 = load i32, ptr @tp, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr @tp, align 4
  %107 = sext i32 %105 to i64
  %108 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %107
  %109 = getelementptr inbounds %struct.Tok, ptr %108, i32 0, i32 2
  %110 = getelementptr inbounds [16 x i8], ptr %109, i64 0, i64 0
  %111 = call i32 @var(ptr noundef %110)
  store i32 %111, ptr %5, align 4
  call void @expect(ptr noundef @.str.8)
  call void @expr()
  call void @emit(i64 noundef 2)
  %112 = load i32, ptr %5, align 4
  %113 = sext i32 %112 to i64
  call void @emit(i64 noundef %113)
  call void @expect(ptr noundef @.str.7)
  br label %114

114:                                              ; preds = %104, %101
  br label %115

115:                                              ; preds = %114, %85
  br label %116

116:                                              ; preds = %115, %20
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @emit(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = load i32, ptr @pc, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @pc, align 4
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %6
  store i64 %3, ptr %7, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @run() #0 {
  %1 = alloca [256 x i64], align 8
  %2 = alloca [64 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 512, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i64 0, ptr %5, align 8
  br label %11

11:                                               ; preds = %171, %0
  %12 = load i64, ptr %5, align 8
  %13 = add nsw i64 %12, 1
  store i64 %13, ptr %5, align 8
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %4, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %16
  %18 = load i64, ptr %17, align 8
  store i64 %18, ptr %6, align 8
  %19 = load i64, ptr %6, align 8
  switch i64 %19, label %85 [
    i64 0, label %20
    i64 1, label %30
    i64 2, label %42
    i64 14, label %54
    i64 15, label %70
    i64 16, label %76
    i64 17, label %83
  ]

20:                                               ; preds = %11
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %23
  %25 = load i64, ptr %24, align 8
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %28
  store i64 %25, ptr %29, align 8
  br label %171

30:                                               ; preds = %11
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %4, align 4
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %33
  %35 = load i64, ptr %34, align 8
  %36 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %35
  %37 = load i64, ptr %36, align 8
  %38 = load i32, ptr %3, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %3, align 4
  %40 = sext i32 %38 to i64
  %41 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %40
  store i64 %37, ptr %41, align 8
  br label %171

42:                                               ; preds = %11
  %43 = load i32, ptr %3, align 4
  %44 = add nsw i32 %43, -1
  store i32 %44, ptr %3, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %45
  %47 = load i64, ptr %46, align 8
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %4, align 4
  %50 = sext i32 %48 to i64
  %51 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %50
  %52 = load i64, ptr %51, align 8
  %53 = getelementptr inbounds [64 x i64], ptr %2, i64 0, i64 %52
  store i64 %47, ptr %53, align 8
  br label %171

54:                                               ; preds = %11
  %55 = load i32, ptr %4, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %4, align 4
  %57 = sext i32 %55 to i64
  %58 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8
  store i64 %59, ptr %7, align 8
  %60 = load i32, ptr %3, align 4
  %61 = add nsw i32 %60, -1
  store i32 %61, ptr %3, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %62
  %64 = load i64, ptr %63, align 8
  %65 = icmp ne i64 %64, 0
  br i1 %65, label %69, label %66

66:                                               ; preds = %54
  %67 = load i64, ptr %7, align 8
  %68 = trunc i64 %67 to i32
  store i32 %68, ptr %4, align 4
  br label %69

69:                                               ; preds = %66, %54
  br label %171

70:                                               ; preds = %11
  %71 = load i32, ptr %4, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [8192 x i64], ptr @code, i64 0, i64 %72
  %74 = load i64, ptr %73, align 8
  %75 = trunc i64 %74 to i32
  store i32 %75, ptr %4, align 4
  br label %171

76:                                               ; preds = %11
  %77 = load i32, ptr %3, align 4
  %78 = add nsw i32 %77, -1
  store i32 %78, ptr %3, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %79
  %81 = load i64, ptr %80, align 8
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i64 noundef %81)
  br label %171

83:                                               ; preds = %11
  %84 = load i64, ptr %5, align 8
  ret i64 %84

85:                                               ; preds = %11
  %86 = load i32, ptr %3, align 4
  %87 = add nsw i32 %86, -1
  store i32 %87, ptr %3, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %88
  %90 = load i64, ptr %89, align 8
  store i64 %90, ptr %8, align 8
  %91 = load i32, ptr %3, align 4
  %92 = add nsw i32 %91, -1
  store i32 %92, ptr %3, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %93
  %95 = load i64, ptr %94, align 8
  store i64 %95, ptr %9, align 8
  store i64 0, ptr %10, align 8
  %96 = load i64, ptr %6, align 8
  switch i64 %96, label %159 [
    i64 3, label %97
    i64 4, label %101
    i64 5, label %105
    i64 6, label %109
    i64 7, label %119
    i64 8, label %129
    i64 9, label %135
    i64 10, label %141
    i64 11, label %147
    i64 12, label %153
  ]

97:                                               ; preds = %85
  %98 = load i64, ptr %9, align 8
  %99 = load i64, ptr %8, align 8
  %100 = add nsw i64 %98, %99
  store i64 %100, ptr %10, align 8
  br label %165

101:                                              ; preds = %85
  %102 = load i64, ptr %9, align 8
  %103 = load i64, ptr %8, align 8
  %104 = sub nsw i64 %102, %103
  store i64 %104, ptr %10, align 8
  br label %165

105:                                              ; preds = %85
  %106 = load i64, ptr %9, align 8
  %107 = load i64, ptr %8, align 8
  %108 = mul nsw i64 %106, %107
  store i64 %108, ptr %10, align 8
  br label %165

109:                                              ; preds = %85
  %110 = load i64, ptr %8, align 8
  %111 = icmp ne i64 %110, 0
  br i1 %111, label %112, label %116

112:                                              ; preds = %109
  %113 = load i64, ptr %9, align 8
  %114 = load i64, ptr %8, align 8
  %115 = sdiv i64 %113, %114
  br label %117

116:                                              ; preds = %109
  br label %117

117:                                              ; preds = %116, %112
  %118 = phi i64 [ %115, %112 ], [ 0, %116 ]
  store i64 %118, ptr %10, align 8
  br label %165

119:                                              ; preds = %85
  %120 = load i64, ptr %8, align 8
  %121 = icmp ne i64 %120, 0
  br i1 %121, label %122, label %126

122:                                              ; preds = %119
  %123 = load i64, ptr %9, align 8
  %124 = load i64, ptr %8, align 8
  %125 = srem i64 %123, %124
  br label %127

126:                                              ; preds = %119
  br label %127

127:                                              ; preds = %126, %122
  %128 = phi i64 [ %125, %122 ], [ 0, %126 ]
  store i64 %128, ptr %10, align 8
  br label %165

129:                                              ; preds = %85
  %130 = load i64, ptr %9, align 8
  %131 = load i64, ptr %8, align 8
  %132 = icmp slt i64 %130, %131
  %133 = zext i1 %132 to i32
  %134 = sext i32 %133 to i64
  store i64 %134, ptr %10, align 8
  br label %165

135:                                              ; preds = %85
  %136 = load i64, ptr %9, align 8
  %137 = load i64, ptr %8, align 8
  %138 = icmp sle i64 %136, %137
  %139 = zext i1 %138 to i32
  %140 = sext i32 %139 to i64
  store i64 %140, ptr %10, align 8
  br label %165

141:                                              ; preds = %85
  %142 = load i64, ptr %9, align 8
  %143 = load i64, ptr %8, align 8
  %144 = icmp sgt i64 %142, %143
  %145 = zext i1 %144 to i32
  %146 = sext i32 %145 to i64
  store i64 %146, ptr %10, align 8
  br label %165

147:                                              ; preds = %85
  %148 = load i64, ptr %9, align 8
  %149 = load i64, ptr %8, align 8
  %150 = icmp sge i64 %148, %149
  %151 = zext i1 %150 to i32
  %152 = sext i32 %151 to i64
  store i64 %152, ptr %10, align 8
  br label %165

153:                                              ; preds = %85
  %154 = load i64, ptr %9, align 8
  %155 = load i64, ptr %8, align 8
  %156 = icmp eq i64 %154, %155
  %157 = zext i1 %156 to i32
  %158 = sext i32 %157 to i64
  store i64 %158, ptr %10, align 8
  br label %165

159:                                              ; preds = %85
  %160 = load i64, ptr %9, align 8
  %161 = load i64, ptr %8, align 8
  %162 = icmp ne i64 %160, %161
  %163 = zext i1 %162 to i32
  %164 = sext i32 %163 to i64
  store i64 %164, ptr %10, align 8
  br label %165

165:                                              ; preds = %159, %153, %147, %141, %135, %129, %127, %117, %105, %101, %97
  %166 = load i64, ptr %10, align 8
  %167 = load i32, ptr %3, align 4
  %168 = add nsw i32 %167, 1
  store i32 %168, ptr %3, align 4
  %169 = sext i32 %167 to i64
  %170 = getelementptr inbounds [256 x i64], ptr %1, i64 0, i64 %169
  store i64 %166, ptr %170, align 8
  br label %171

171:                                              ; preds = %165, %76, %70, %69, %42, %30, %20
  br label %11
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @expr() #0 {
  %1 = alloca i32, align 4
  call void @addexpr()
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %19, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 6
  br i1 %4, label %5, label %22

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [6 x ptr], ptr @expr.rel, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8
  %10 = call i32 @is_op(ptr noundef %9)
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %18

12:                                               ; preds = %5
  %13 = load i32, ptr @tp, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @tp, align 4
  call void @addexpr()
  %15 = load i32, ptr %1, align 4
  %16 = add nsw i32 8, %15
  %17 = sext i32 %16 to i64
  call void @emit(i64 noundef %17)
  br label %22

18:                                               ; preds = %5
  br label %19

19:                                               ; preds = %18
  %20 = load i32, ptr %1, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %1, align 4
  br label %2, !llvm.loop !11

22:                                               ; preds = %12, %2
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @block() #0 {
  call void @expect(ptr noundef @.str.22)
  br label %1

1:                                                ; preds = %5, %0
  %2 = call i32 @is_op(ptr noundef @.str.23)
  %3 = icmp ne i32 %2, 0
  %4 = xor i1 %3, true
  br i1 %4, label %5, label %6

5:                                                ; preds = %1
  call void @stmt()
  br label %1, !llvm.loop !12

6:                                                ; preds = %1
  %7 = load i32, ptr @tp, align 4
  %8 = add nsw i32 %7, 1
  store i32 %8, ptr @tp, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @expect(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = call i32 @is_op(ptr noundef %3)
  %5 = icmp ne i32 %4, 0
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = load i32, ptr @tp, align 4
  %8 = load ptr, ptr %2, align 8
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i32 noundef %7, ptr noundef %8)
  call void @exit(i32 noundef 3) #9
  unreachable

10:                                               ; preds = %1
  %11 = load i32, ptr @tp, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @tp, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @var(ptr noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %5

5:                                                ; preds = %20, %1
  %6 = load i32, ptr %4, align 4
  %7 = load i32, ptr @nvars, align 4
  %8 = icmp slt i32 %6, %7
  br i1 %8, label %9, label %23

9:                                                ; preds = %5
  %10 = load i32, ptr %4, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %11
  %13 = getelementptr inbounds [16 x i8], ptr %12, i64 0, i64 0
  %14 = load ptr, ptr %3, align 8
  %15 = call i32 @strcmp(ptr noundef %13, ptr noundef %14) #8
  %16 = icmp ne i32 %15, 0
  br i1 %16, label %19, label %17

17:                                               ; preds = %9
  %18 = load i32, ptr %4, align 4
  store i32 %18, ptr %2, align 4
  br label %32

19:                                               ; preds = %9
  br label %20

20:                                               ; preds = %19
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %5, !llvm.loop !13

23:                                               ; preds = %5
  %24 = load i32, ptr @nvars, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %25
  %27 = getelementptr inbounds [16 x i8], ptr %26, i64 0, i64 0
  %28 = load ptr, ptr %3, align 8
  %29 = call ptr @strcpy(ptr noundef %27, ptr noundef %28) #10
  %30 = load i32, ptr @nvars, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr @nvars, align 4
  store i32 %30, ptr %2, align 4
  br label %32

32:                                               ; preds = %23, %17
  %33 = load i32, ptr %2, align 4
  ret i32 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @addexpr() #0 {
  call void @mulexpr()
  br label %1

1:                                                ; preds = %15, %0
  %2 = call i32 @is_op(ptr noundef @.str.15)
  %3 = icmp ne i32 %2, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = load i32, ptr @tp, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @tp, align 4
  call void @mulexpr()
  call void @emit(i64 noundef 3)
  br label %15

7:                                                ; preds = %1
  %8 = call i32 @is_op(ptr noundef @.str.16)
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %7
  %11 = load i32, ptr @tp, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @tp, align 4
  call void @mulexpr()
  call void @emit(i64 noundef 4)
  br label %14

13:                                               ; preds = %7
  br label %16

14:                                               ; preds = %10
  br label %15

15:                                               ; preds = %14, %4
  br label %1

16:                                               ; preds = %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_op(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load i32, ptr @tp, align 4
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %4
  %6 = getelementptr inbounds %struct.Tok, ptr %5, i32 0, i32 0
  %7 = load i32, ptr %6, align 8
  %8 = icmp eq i32 %7, 2
  br i1 %8, label %9, label %19

9:                                                ; preds = %1
  %10 = load i32, ptr @tp, align 4
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %11
  %13 = getelementptr inbounds %struct.Tok, ptr %12, i32 0, i32 2
  %14 = getelementptr inbounds [16 x i8], ptr %13, i64 0, i64 0
  %15 = load ptr, ptr %2, align 8
  %16 = call i32 @strcmp(ptr noundef %14, ptr noundef %15) #8
  %17 = icmp ne i32 %16, 0
  %18 = xor i1 %17, true
  br label %19

19:                                               ; preds = %9, %1
  %20 = phi i1 [ false, %1 ], [ %18, %9 ]
  %21 = zext i1 %20 to i32
  ret i32 %21
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mulexpr() #0 {
  call void @primary()
  br label %1

1:                                                ; preds = %22, %0
  %2 = call i32 @is_op(ptr noundef @.str.17)
  %3 = icmp ne i32 %2, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = load i32, ptr @tp, align 4
  %6 = add nsw i32 %5, 1
  store i32 %6, ptr @tp, align 4
  call void @primary()
  call void @emit(i64 noundef 5)
  br label %22

7:                                                ; preds = %1
  %8 = call i32 @is_op(ptr noundef @.str.18)
  %9 = icmp ne i32 %8, 0
  br i1 %9, label %10, label %13

10:                                               ; preds = %7
  %11 = load i32, ptr @tp, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr @tp, align 4
  call void @primary()
  call void @emit(i64 noundef 6)
  br label %21

13:                                               ; preds = %7
  %14 = call i32 @is_op(ptr noundef @.str.19)
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %19

16:                                               ; preds = %13
  %17 = load i32, ptr @tp, align 4
  %18 = add nsw i32 %17, 1
  store i32 %18, ptr @tp, align 4
  call void @primary()
  call void @emit(i64 noundef 7)
  br label %20

19:                                               ; preds = %13
  br label %23

20:                                               ; preds = %16
  br label %21

21:                                               ; preds = %20, %10
  br label %22

22:                                               ; preds = %21, %4
  br label %1

23:                                               ; preds = %19
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @primary() #0 {
  %1 = load i32, ptr @tp, align 4
  %2 = sext i32 %1 to i64
  %3 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %2
  %4 = getelementptr inbounds %struct.Tok, ptr %3, i32 0, i32 0
  %5 = load i32, ptr %4, align 8
  %6 = icmp eq i32 %5, 0
  br i1 %6, label %7, label %14

7:                                                ; preds = %0
  call void @emit(i64 noundef 0)
  %8 = load i32, ptr @tp, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @tp, align 4
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %10
  %12 = getelementptr inbounds %struct.Tok, ptr %11, i32 0, i32 1
  %13 = load i64, ptr %12, align 8
  call void @emit(i64 noundef %13)
  br label %45

14:                                               ; preds = %0
  %15 = load i32, ptr @tp, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %16
  %18 = getelementptr inbounds %struct.Tok, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = icmp eq i32 %19, 1
  br i1 %20, label %21, label %30

21:                                               ; preds = %14
  call void @emit(i64 noundef 1)
  %22 = load i32, ptr @tp, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @tp, align 4
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %24
  %26 = getelementptr inbounds %struct.Tok, ptr %25, i32 0, i32 2
  %27 = getelementptr inbounds [16 x i8], ptr %26, i64 0, i64 0
  %28 = call i32 @var(ptr noundef %27)
  %29 = sext i32 %28 to i64
  call void @emit(i64 noundef %29)
  br label %44

30:                                               ; preds = %14
  %31 = call i32 @is_op(ptr noundef @.str.20)
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %33, label %36

33:                                               ; preds = %30
  %34 = load i32, ptr @tp, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr @tp, align 4
  call void @expr()
  call void @expect(ptr noundef @.str.21)
  br label %43

36:                                               ; preds = %30
  %37 = call i32 @is_op(ptr noundef @.str.16)
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %42

39:                                               ; preds = %36
  %40 = load i32, ptr @tp, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr @tp, align 4
  call void @emit(i64 noundef 0)
  call void @emit(i64 noundef 0)
  call void @primary()
  call void @emit(i64 noundef 4)
  br label %42

42:                                               ; preds = %39, %36
  br label %43

43:                                               ; preds = %42, %33
  br label %44

44:                                               ; preds = %43, %21
  br label %45

45:                                               ; preds = %44, %7
  ret void
}

; Function Attrs: noreturn nounwind
declare void @exit(i32 noundef) #5

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { noreturn nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind willreturn memory(read) }
attributes #9 = { noreturn nounwind }
attributes #10 = { nounwind }

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
