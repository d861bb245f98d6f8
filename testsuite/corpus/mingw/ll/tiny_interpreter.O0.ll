; ModuleID = 'programs/tiny_interpreter.c'
source_filename = "programs/tiny_interpreter.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.Tok = type { i32, i32, [16 x i8] }

@.str = private unnamed_addr constant [492 x i8] c"n = 2; count = 0; sum = 0;while n < 2000 { d = 2; p = 1; while d * d <= n { if n % d == 0 { p = 0; d = n; } d = d + 1; } if p { count = count + 1; sum = sum + n; } n = n + 1; }print count; print sum;a = 0; b = 1; i = 0; while i < 50 { t = a + b; a = b; b = t; i = i + 1; } print a;x = 27; steps = 0; while x != 1 { if x % 2 == 0 { x = x / 2; } else { x = 3 * x + 1; } steps = steps + 1; } print steps;g = 1071; h = 462; while h != 0 { t = g % h; g = h; h = t; } print g; print -(7 - 10) * 4;\00", align 1
@tp = internal global i32 0, align 4
@pc = internal global i32 0, align 4
@toks = internal global [2048 x %struct.Tok] zeroinitializer, align 16
@.str.1 = private unnamed_addr constant [27 x i8] c"tokens=%d code=%d vars=%d\0A\00", align 1
@ntok = internal global i32 0, align 4
@nvars = internal global i32 0, align 4
@.str.2 = private unnamed_addr constant [11 x i8] c"steps=%ld\0A\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"while\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"if\00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"else\00", align 1
@.str.6 = private unnamed_addr constant [6 x i8] c"print\00", align 1
@code = internal global [8192 x i32] zeroinitializer, align 16
@.str.7 = private unnamed_addr constant [2 x i8] c";\00", align 1
@.str.8 = private unnamed_addr constant [2 x i8] c"=\00", align 1
@expr.rel = internal global [6 x ptr] [ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14], align 16
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
@vars = internal global [64 x [16 x i8]] zeroinitializer, align 16
@.str.25 = private unnamed_addr constant [5 x i8] c"%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
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
  br label %5, !llvm.loop !5

13:                                               ; preds = %5
  call void @emit(i32 noundef 17)
  %14 = load i32, ptr @ntok, align 4
  %15 = load i32, ptr @pc, align 4
  %16 = load i32, ptr @nvars, align 4
  %17 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %14, i32 noundef %15, i32 noundef %16)
  %18 = call i32 @run()
  store i32 %18, ptr %3, align 4
  %19 = load i32, ptr %3, align 4
  %20 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %19)
  %21 = load i32, ptr %3, align 4
  %22 = srem i32 %21, 256
  ret i32 %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @lex(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  store i32 0, ptr @ntok, align 4
  br label %5

5:                                                ; preds = %161, %15, %1
  %6 = load ptr, ptr %2, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %162

9:                                                ; preds = %5
  %10 = load ptr, ptr %2, align 8
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  %13 = call i32 @isspace(i32 noundef %12) #7
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %9
  %16 = load ptr, ptr %2, align 8
  %17 = getelementptr inbounds i8, ptr %16, i32 1
  store ptr %17, ptr %2, align 8
  br label %5, !llvm.loop !7

18:                                               ; preds = %9
  %19 = load i32, ptr @ntok, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr @ntok, align 4
  %21 = sext i32 %19 to i64
  %22 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %21
  store ptr %22, ptr %3, align 8
  %23 = load ptr, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %23, i8 0, i64 24, i1 false)
  %24 = load ptr, ptr %2, align 8
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = call i32 @isdigit(i32 noundef %26) #7
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %52

29:                                               ; preds = %18
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.Tok, ptr %30, i32 0, i32 0
  store i32 0, ptr %31, align 4
  br label %32

32:                                               ; preds = %38, %29
  %33 = load ptr, ptr %2, align 8
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = call i32 @isdigit(i32 noundef %35) #7
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %51

38:                                               ; preds = %32
  %39 = load ptr, ptr %3, align 8
  %40 = getelementptr inbounds %struct.Tok, ptr %39, i32 0, i32 1
  %41 = load i32, ptr %40, align 4
  %42 = mul nsw i32 %41, 10
  %43 = load ptr, ptr %2, align 8
  %44 = getelementptr inbounds i8, ptr %43, i32 1
  store ptr %44, ptr %2, align 8
  %45 = load i8, ptr %43, align 1
  %46 = sext i8 %45 to i32
  %47 = sub nsw i32 %46, 48
  %48 = add nsw i32 %42, %47
  %49 = load ptr, ptr %3, align 8
  %50 = getelementptr inbounds %struct.Tok, ptr %49, i32 0, i32 1
  store i32 %48, ptr %50, align 4
  br label %32, !llvm.loop !8

51:                                               ; preds = %32
  br label %161

52:                                               ; preds = %18
  %53 = load ptr, ptr %2, align 8
  %54 = load i8, ptr %53, align 1
  %55 = zext i8 %54 to i32
  %56 = call i32 @isalpha(i32 noundef %55) #7
  %57 = icmp ne i32 %56, 0
  br i1 %57, label %58, label %111

58:                                               ; preds = %52
  store i32 0, ptr %4, align 4
  br label %59

59:                                               ; preds = %70, %58
  %60 = load ptr, ptr %2, align 8
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i32
  %63 = call i32 @isalnum(i32 noundef %62) #7
  %64 = icmp ne i32 %63, 0
  br i1 %64, label %65, label %68

65:                                               ; preds = %59
  %66 = load i32, ptr %4, align 4
  %67 = icmp slt i32 %66, 15
  br label %68

68:                                               ; preds = %65, %59
  %69 = phi i1 [ false, %59 ], [ %67, %65 ]
  br i1 %69, label %70, label %80

70:                                               ; preds = %68
  %71 = load ptr, ptr %2, align 8
  %72 = getelementptr inbounds i8, ptr %71, i32 1
  store ptr %72, ptr %2, align 8
  %73 = load i8, ptr %71, align 1
  %74 = load ptr, ptr %3, align 8
  %75 = getelementptr inbounds %struct.Tok, ptr %74, i32 0, i32 2
  %76 = load i32, ptr %4, align 4
  %77 = add nsw i32 %76, 1
  store i32 %77, ptr %4, align 4
  %78 = sext i32 %76 to i64
  %79 = getelementptr inbounds [16 x i8], ptr %75, i64 0, i64 %78
  store i8 %73, ptr %79, align 1
  br label %59, !llvm.loop !9

80:                                               ; preds = %68
  %81 = load ptr, ptr %3, align 8
  %82 = getelementptr inbounds %struct.Tok, ptr %81, i32 0, i32 2
  %83 = getelementptr inbounds [16 x i8], ptr %82, i64 0, i64 0
  %84 = call i32 @strcmp(ptr noundef %83, ptr noundef @.str.3) #8
  %85 = icmp ne i32 %84, 0
  br i1 %85, label %86, label %105

86:                                               ; preds = %80
  %87 = load ptr, ptr %3, align 8
  %88 = getelementptr inbounds %struct.Tok, ptr %87, i32 0, i32 2
  %89 = getelementptr inbounds [16 x i8], ptr %88, i64 0, i64 0
  %90 = call i32 @strcmp(ptr noundef %89, ptr noundef @.str.4) #8
  %91 = icmp ne i32 %90, 0
  br i1 %91, label %92, label %105

92:                                               ; preds = %86
  %93 = load ptr, ptr %3, align 8
  %94 = getelementptr inbounds %struct.Tok, ptr %93, i32 0, i32 2
  %95 = getelementptr inbounds [16 x i8], ptr %94, i64 0, i64 0
  %96 = call i32 @strcmp(ptr noundef %95, ptr noundef @.str.5) #8
  %97 = icmp ne i32 %96, 0
  br i1 %97, label %98, label %105

98:                                               ; preds = %92
  %99 = load ptr, ptr %3, align 8
  %100 = getelementptr inbounds %struct.Tok, ptr %99, i32 0, i32 2
  %101 = getelementptr inbounds [16 x i8], ptr %100, i64 0, i64 0
  %102 = call i32 @strcmp(ptr noundef %101, ptr noundef @.str.6) #8
  %103 = icmp ne i32 %102, 0
  %104 = xor i1 %103, true
  br label %105

105:                                              ; preds = %98, %92, %86, %80
  %106 = phi i1 [ true, %92 ], [ true, %86 ], [ true, %80 ], [ %104, %98 ]
  %107 = zext i1 %106 to i64
  %108 = select i1 %106, i32 3, i32 1
  %109 = load ptr, ptr %3, align 8
  %110 = getelementptr inbounds %struct.Tok, ptr %109, i32 0, i32 0
  store i32 %108, ptr %110, align 4
  br label %160

111:                                              ; preds = %52
  %112 = load ptr, ptr %3, align 8
  %113 = getelementptr inbounds %struct.Tok, ptr %112, i32 0, i32 0
  store i32 2, ptr %113, align 4
  %114 = load ptr, ptr %2, align 8
  %115 = getelementptr inbounds i8, ptr %114, i32 1
  store ptr %115, ptr %2, align 8
  %116 = load i8, ptr %114, align 1
  %117 = load ptr, ptr %3, align 8
  %118 = getelementptr inbounds %struct.Tok, ptr %117, i32 0, i32 2
  %119 = getelementptr inbounds [16 x i8], ptr %118, i64 0, i64 0
  store i8 %116, ptr %119, align 4
  %120 = load ptr, ptr %3, align 8
  %121 = getelementptr inbounds %struct.Tok, ptr %120, i32 0, i32 2
  %122 = getelementptr inbounds [16 x i8], ptr %121, i64 0, i64 0
  %123 = load i8, ptr %122, align 4
  %124 = sext i8 %123 to i32
  %125 = icmp eq i32 %124, 61
  br i1 %125, label %147, label %126

126:                                              ; preds = %111
  %127 = load ptr, ptr %3, align 8
  %128 = getelementptr inbounds %struct.Tok, ptr %127, i32 0, i32 2
  %129 = getelementptr inbounds [16 x i8], ptr %128, i64 0, i64 0
  %130 = load i8, ptr %129, align 4
  %131 = sext i8 %130 to i32
  %132 = icmp eq i32 %131, 60
  br i1 %132, label %147, label %133

133:                                              ; preds = %126
  %134 = load ptr, ptr %3, align 8
  %135 = getelementptr inbounds %struct.Tok, ptr %134, i32 0, i32 2
  %136 = getelementptr inbounds [16 x i8], ptr %135, i64 0, i64 0
  %137 = load i8, ptr %136, align 4
  %138 = sext i8 %137 to i32
  %139 = icmp eq i32 %138, 62
  br i1 %139, label %147, label %140

140:                                              ; preds = %133
  %141 = load ptr, ptr %3, align 8
  %142 = getelementptr inbounds %struct.Tok, ptr %141, i32 0, i32 2
  %143 = getelementptr inbounds [16 x i8], ptr %142, i64 0, i64 0
  %144 = load i8, ptr %143, align 4
  %145 = sext i8 %144 to i32
  %146 = icmp eq i32 %145, 33
  br i1 %146, label %147, label %159

147:                                              ; preds = %140, %133, %126, %111
  %148 = load ptr, ptr %2, align 8
  %149 = load i8, ptr %148, align 1
  %150 = sext i8 %149 to i32
  %151 = icmp eq i32 %150, 61
  br i1 %151, label %152, label %159

152:                                              ; preds = %147
  %153 = load ptr, ptr %2, align 8
  %154 = getelementptr inbounds i8, ptr %153, i32 1
  store ptr %154, ptr %2, align 8
  %155 = load i8, ptr %153, align 1
  %156 = load ptr, ptr %3, align 8
  %157 = getelementptr inbounds %struct.Tok, ptr %156, i32 0, i32 2
  %158 = getelementptr inbounds [16 x i8], ptr %157, i64 0, i64 1
  store i8 %155, ptr %158, align 1
  br label %159

159:                                              ; preds = %152, %147, %140
  br label %160

160:                                              ; preds = %159, %105
  br label %161

161:                                              ; preds = %160, %51
  br label %5, !llvm.loop !7

162:                                              ; preds = %5
  %163 = load i32, ptr @ntok, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %164
  %166 = getelementptr inbounds %struct.Tok, ptr %165, i32 0, i32 0
  store i32 4, ptr %166, align 8
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
  br i1 %11, label %12, label %30

12:                                               ; preds = %0
  %13 = load i32, ptr @tp, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %14
  %16 = getelementptr inbounds %struct.Tok, ptr %15, i32 0, i32 2
  %17 = getelementptr inbounds [16 x i8], ptr %16, i64 0, i64 0
  %18 = call i32 @strcmp(ptr noundef %17, ptr noundef @.str.3) #8
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %30, label %20

20:                                               ; preds = %12
  %21 = load i32, ptr @tp, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr @tp, align 4
  %23 = load i32, ptr @pc, align 4
  store i32 %23, ptr %1, align 4
  call void @expr()
  call void @emit(i32 noundef 14)
  %24 = load i32, ptr @pc, align 4
  store i32 %24, ptr %2, align 4
  call void @emit(i32 noundef 0)
  call void @block()
  call void @emit(i32 noundef 15)
  %25 = load i32, ptr %1, align 4
  call void @emit(i32 noundef %25)
  %26 = load i32, ptr @pc, align 4
  %27 = load i32, ptr %2, align 4
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %28
  store i32 %26, ptr %29, align 4
  br label %110

30:                                               ; preds = %12, %0
  %31 = load i32, ptr @tp, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %32
  %34 = getelementptr inbounds %struct.Tok, ptr %33, i32 0, i32 0
  %35 = load i32, ptr %34, align 8
  %36 = icmp eq i32 %35, 3
  br i1 %36, label %37, label %81

37:                                               ; preds = %30
  %38 = load i32, ptr @tp, align 4
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %39
  %41 = getelementptr inbounds %struct.Tok, ptr %40, i32 0, i32 2
  %42 = getelementptr inbounds [16 x i8], ptr %41, i64 0, i64 0
  %43 = call i32 @strcmp(ptr noundef %42, ptr noundef @.str.4) #8
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %81, label %45

45:                                               ; preds = %37
  %46 = load i32, ptr @tp, align 4
  %47 = add nsw i32 %46, 1
  store i32 %47, ptr @tp, align 4
  call void @expr()
  call void @emit(i32 noundef 14)
  %48 = load i32, ptr @pc, align 4
  store i32 %48, ptr %3, align 4
  call void @emit(i32 noundef 0)
  call void @block()
  %49 = load i32, ptr @tp, align 4
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %50
  %52 = getelementptr inbounds %struct.Tok, ptr %51, i32 0, i32 0
  %53 = load i32, ptr %52, align 8
  %54 = icmp eq i32 %53, 3
  br i1 %54, label %55, label %75

55:                                               ; preds = %45
  %56 = load i32, ptr @tp, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %57
  %59 = getelementptr inbounds %struct.Tok, ptr %58, i32 0, i32 2
  %60 = getelementptr inbounds [16 x i8], ptr %59, i64 0, i64 0
  %61 = call i32 @strcmp(ptr noundef %60, ptr noundef @.str.5) #8
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %75, label %63

63:                                               ; preds = %55
  %64 = load i32, ptr @tp, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr @tp, align 4
  call void @emit(i32 noundef 15)
  %66 = load i32, ptr @pc, align 4
  store i32 %66, ptr %4, align 4
  call void @emit(i32 noundef 0)
  %67 = load i32, ptr @pc, align 4
  %68 = load i32, ptr %3, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %69
  store i32 %67, ptr %70, align 4
  call void @block()
  %71 = load i32, ptr @pc, align 4
  %72 = load i32, ptr %4, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %73
  store i32 %71, ptr %74, align 4
  br label %80

75:                                               ; preds = %55, %45
  %76 = load i32, ptr @pc, align 4
  %77 = load i32, ptr %3, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %78
  store i32 %76, ptr %79, align 4
  br label %80

80:                                               ; preds = %75, %63
  br label %109

81:                                               ; preds = %37, %30
  %82 = load i32, ptr @tp, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %83
  %85 = getelementptr inbounds %struct.Tok, ptr %84, i32 0, i32 0
  %86 = load i32, ptr %85, align 8
  %87 = icmp eq i32 %86, 3
  br i1 %87, label %88, label %99

88:                                               ; preds = %81
  %89 = load i32, ptr @tp, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %90
  %92 = getelementptr inbounds %struct.Tok, ptr %91, i32 0, i32 2
  %93 = getelementptr inbounds [16 x i8], ptr %92, i64 0, i64 0
  %94 = call i32 @strcmp(ptr noundef %93, ptr noundef @.str.6) #8
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %99, label %96

96:                                               ; preds = %88
  %97 = load i32, ptr @tp, align 4
  %98 = add nsw i32 %97, 1
  store i32 %98, ptr @tp, align 4
  call void @expr()
  call void @emit(i32 noundef 16)
  call void @expect(ptr noundef @.str.7)
  br label %108

99:                                               ; preds = %88, %81
  %100 = load i32, ptr @tp, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr @tp, align 4
  %102 = sext i32 %100 to i64
  %103 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %102
  %104 = getelementptr inbounds %struct.Tok, ptr %103, i32 0, i32 2
  %105 = getelementptr inbounds [16 x i8], ptr %104, i64 0, i64 0
  %106 = call i32 @var(ptr noundef %105)
  store i32 %106, ptr %5, align 4
  call void @expect(ptr noundef @.str.8)
  call void @expr()
  call void @emit(i32 noundef 2)
  %107 = load i32, ptr %5, align 4
  call void @emit(i32 noundef %107)
  call void @expect(ptr noundef @.str.7)
  br label %108

108:                                              ; preds = %99, %96
  br label %109

109:                                              ; preds = %108, %80
  br label %110

110:                                              ; preds = %109, %20
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @emit(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = load i32, ptr @pc, align 4
  %5 = add nsw i32 %4, 1
  store i32 %5, ptr @pc, align 4
  %6 = sext i32 %4 to i64
  %7 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %6
  store i32 %3, ptr %7, align 4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #8
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @run() #0 {
  %1 = alloca [256 x i32], align 16
  %2 = alloca [64 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 256, i1 false)
  store i32 0, ptr %3, align 4
  store i32 0, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %11

11:                                               ; preds = %165, %0
  %12 = load i32, ptr %5, align 4
  %13 = add nsw i32 %12, 1
  store i32 %13, ptr %5, align 4
  %14 = load i32, ptr %4, align 4
  %15 = add nsw i32 %14, 1
  store i32 %15, ptr %4, align 4
  %16 = sext i32 %14 to i64
  %17 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %16
  %18 = load i32, ptr %17, align 4
  store i32 %18, ptr %6, align 4
  %19 = load i32, ptr %6, align 4
  switch i32 %19, label %85 [
    i32 0, label %20
    i32 1, label %30
    i32 2, label %43
    i32 14, label %56
    i32 15, label %71
    i32 16, label %76
    i32 17, label %83
  ]

20:                                               ; preds = %11
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr %3, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %3, align 4
  %28 = sext i32 %26 to i64
  %29 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %28
  store i32 %25, ptr %29, align 4
  br label %165

30:                                               ; preds = %11
  %31 = load i32, ptr %4, align 4
  %32 = add nsw i32 %31, 1
  store i32 %32, ptr %4, align 4
  %33 = sext i32 %31 to i64
  %34 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %33
  %35 = load i32, ptr %34, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %3, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr %3, align 4
  %41 = sext i32 %39 to i64
  %42 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %41
  store i32 %38, ptr %42, align 4
  br label %165

43:                                               ; preds = %11
  %44 = load i32, ptr %3, align 4
  %45 = add nsw i32 %44, -1
  store i32 %45, ptr %3, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %46
  %48 = load i32, ptr %47, align 4
  %49 = load i32, ptr %4, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %4, align 4
  %51 = sext i32 %49 to i64
  %52 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %51
  %53 = load i32, ptr %52, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [64 x i32], ptr %2, i64 0, i64 %54
  store i32 %48, ptr %55, align 4
  br label %165

56:                                               ; preds = %11
  %57 = load i32, ptr %4, align 4
  %58 = add nsw i32 %57, 1
  store i32 %58, ptr %4, align 4
  %59 = sext i32 %57 to i64
  %60 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %59
  %61 = load i32, ptr %60, align 4
  store i32 %61, ptr %7, align 4
  %62 = load i32, ptr %3, align 4
  %63 = add nsw i32 %62, -1
  store i32 %63, ptr %3, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %64
  %66 = load i32, ptr %65, align 4
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %70, label %68

68:                                               ; preds = %56
  %69 = load i32, ptr %7, align 4
  store i32 %69, ptr %4, align 4
  br label %70

70:                                               ; preds = %68, %56
  br label %165

71:                                               ; preds = %11
  %72 = load i32, ptr %4, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds [8192 x i32], ptr @code, i64 0, i64 %73
  %75 = load i32, ptr %74, align 4
  store i32 %75, ptr %4, align 4
  br label %165

76:                                               ; preds = %11
  %77 = load i32, ptr %3, align 4
  %78 = add nsw i32 %77, -1
  store i32 %78, ptr %3, align 4
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %79
  %81 = load i32, ptr %80, align 4
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef %81)
  br label %165

83:                                               ; preds = %11
  %84 = load i32, ptr %5, align 4
  ret i32 %84

85:                                               ; preds = %11
  %86 = load i32, ptr %3, align 4
  %87 = add nsw i32 %86, -1
  store i32 %87, ptr %3, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %88
  %90 = load i32, ptr %89, align 4
  store i32 %90, ptr %8, align 4
  %91 = load i32, ptr %3, align 4
  %92 = add nsw i32 %91, -1
  store i32 %92, ptr %3, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %93
  %95 = load i32, ptr %94, align 4
  store i32 %95, ptr %9, align 4
  store i32 0, ptr %10, align 4
  %96 = load i32, ptr %6, align 4
  switch i32 %96, label %154 [
    i32 3, label %97
    i32 4, label %101
    i32 5, label %105
    i32 6, label %109
    i32 7, label %119
    i32 8, label %129
    i32 9, label %134
    i32 10, label %139
    i32 11, label %144
    i32 12, label %149
  ]

97:                                               ; preds = %85
  %98 = load i32, ptr %9, align 4
  %99 = load i32, ptr %8, align 4
  %100 = add nsw i32 %98, %99
  store i32 %100, ptr %10, align 4
  br label %159

101:                                              ; preds = %85
  %102 = load i32, ptr %9, align 4
  %103 = load i32, ptr %8, align 4
  %104 = sub nsw i32 %102, %103
  store i32 %104, ptr %10, align 4
  br label %159

105:                                              ; preds = %85
  %106 = load i32, ptr %9, align 4
  %107 = load i32, ptr %8, align 4
  %108 = mul nsw i32 %106, %107
  store i32 %108, ptr %10, align 4
  br label %159

109:                                              ; preds = %85
  %110 = load i32, ptr %8, align 4
  %111 = icmp ne i32 %110, 0
  br i1 %111, label %112, label %116

112:                                              ; preds = %109
  %113 = load i32, ptr %9, align 4
  %114 = load i32, ptr %8, align 4
  %115 = sdiv i32 %113, %114
  br label %117

116:                                              ; preds = %109
  br label %117

117:                                              ; preds = %116, %112
  %118 = phi i32 [ %115, %112 ], [ 0, %116 ]
  store i32 %118, ptr %10, align 4
  br label %159

119:                                              ; preds = %85
  %120 = load i32, ptr %8, align 4
  %121 = icmp ne i32 %120, 0
  br i1 %121, label %122, label %126

122:                                              ; preds = %119
  %123 = load i32, ptr %9, align 4
  %124 = load i32, ptr %8, align 4
  %125 = srem i32 %123, %124
  br label %127

126:                                              ; preds = %119
  br label %127

127:                                              ; preds = %126, %122
  %128 = phi i32 [ %125, %122 ], [ 0, %126 ]
  store i32 %128, ptr %10, align 4
  br label %159

129:                                              ; preds = %85
  %130 = load i32, ptr %9, align 4
  %131 = load i32, ptr %8, align 4
  %132 = icmp slt i32 %130, %131
  %133 = zext i1 %132 to i32
  store i32 %133, ptr %10, align 4
  br label %159

134:                                              ; preds = %85
  %135 = load i32, ptr %9, align 4
  %136 = load i32, ptr %8, align 4
  %137 = icmp sle i32 %135, %136
  %138 = zext i1 %137 to i32
  store i32 %138, ptr %10, align 4
  br label %159

139:                                              ; preds = %85
  %140 = load i32, ptr %9, align 4
  %141 = load i32, ptr %8, align 4
  %142 = icmp sgt i32 %140, %141
  %143 = zext i1 %142 to i32
  store i32 %143, ptr %10, align 4
  br label %159

144:                                              ; preds = %85
  %145 = load i32, ptr %9, align 4
  %146 = load i32, ptr %8, align 4
  %147 = icmp sge i32 %145, %146
  %148 = zext i1 %147 to i32
  store i32 %148, ptr %10, align 4
  br label %159

149:                                              ; preds = %85
  %150 = load i32, ptr %9, align 4
  %151 = load i32, ptr %8, align 4
  %152 = icmp eq i32 %150, %151
  %153 = zext i1 %152 to i32
  store i32 %153, ptr %10, align 4
  br label %159

154:                                              ; preds = %85
  %155 = load i32, ptr %9, align 4
  %156 = load i32, ptr %8, align 4
  %157 = icmp ne i32 %155, %156
  %158 = zext i1 %157 to i32
  store i32 %158, ptr %10, align 4
  br label %159

159:                                              ; preds = %154, %149, %144, %139, %134, %129, %127, %117, %105, %101, %97
  %160 = load i32, ptr %10, align 4
  %161 = load i32, ptr %3, align 4
  %162 = add nsw i32 %161, 1
  store i32 %162, ptr %3, align 4
  %163 = sext i32 %161 to i64
  %164 = getelementptr inbounds [256 x i32], ptr %1, i64 0, i64 %163
  store i32 %160, ptr %164, align 4
  br label %165

165:                                              ; preds = %159, %76, %71, %70, %43, %30, %20
  br label %11
}

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isspace(i32 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isdigit(i32 noundef) #1

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isalpha(i32 noundef) #1

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isalnum(i32 noundef) #1

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @expr() #0 {
  %1 = alloca i32, align 4
  call void @addexpr()
  store i32 0, ptr %1, align 4
  br label %2

2:                                                ; preds = %18, %0
  %3 = load i32, ptr %1, align 4
  %4 = icmp slt i32 %3, 6
  br i1 %4, label %5, label %21

5:                                                ; preds = %2
  %6 = load i32, ptr %1, align 4
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds [6 x ptr], ptr @expr.rel, i64 0, i64 %7
  %9 = load ptr, ptr %8, align 8
  %10 = call i32 @is_op(ptr noundef %9)
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %17

12:                                               ; preds = %5
  %13 = load i32, ptr @tp, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr @tp, align 4
  call void @addexpr()
  %15 = load i32, ptr %1, align 4
  %16 = add nsw i32 8, %15
  call void @emit(i32 noundef %16)
  br label %21

17:                                               ; preds = %5
  br label %18

18:                                               ; preds = %17
  %19 = load i32, ptr %1, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %1, align 4
  br label %2, !llvm.loop !10

21:                                               ; preds = %12, %2
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
  br label %1, !llvm.loop !11

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
  br label %5, !llvm.loop !12

23:                                               ; preds = %5
  %24 = load i32, ptr @nvars, align 4
  %25 = sext i32 %24 to i64
  %26 = getelementptr inbounds [64 x [16 x i8]], ptr @vars, i64 0, i64 %25
  %27 = getelementptr inbounds [16 x i8], ptr %26, i64 0, i64 0
  %28 = load ptr, ptr %3, align 8
  %29 = call ptr @strcpy(ptr noundef %27, ptr noundef %28) #8
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
  call void @emit(i32 noundef 3)
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
  call void @emit(i32 noundef 4)
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
  call void @emit(i32 noundef 5)
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
  call void @emit(i32 noundef 6)
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
  call void @emit(i32 noundef 7)
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
  call void @emit(i32 noundef 0)
  %8 = load i32, ptr @tp, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr @tp, align 4
  %10 = sext i32 %8 to i64
  %11 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %10
  %12 = getelementptr inbounds %struct.Tok, ptr %11, i32 0, i32 1
  %13 = load i32, ptr %12, align 4
  call void @emit(i32 noundef %13)
  br label %44

14:                                               ; preds = %0
  %15 = load i32, ptr @tp, align 4
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %16
  %18 = getelementptr inbounds %struct.Tok, ptr %17, i32 0, i32 0
  %19 = load i32, ptr %18, align 8
  %20 = icmp eq i32 %19, 1
  br i1 %20, label %21, label %29

21:                                               ; preds = %14
  call void @emit(i32 noundef 1)
  %22 = load i32, ptr @tp, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr @tp, align 4
  %24 = sext i32 %22 to i64
  %25 = getelementptr inbounds [2048 x %struct.Tok], ptr @toks, i64 0, i64 %24
  %26 = getelementptr inbounds %struct.Tok, ptr %25, i32 0, i32 2
  %27 = getelementptr inbounds [16 x i8], ptr %26, i64 0, i64 0
  %28 = call i32 @var(ptr noundef %27)
  call void @emit(i32 noundef %28)
  br label %43

29:                                               ; preds = %14
  %30 = call i32 @is_op(ptr noundef @.str.20)
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %35

32:                                               ; preds = %29
  %33 = load i32, ptr @tp, align 4
  %34 = add nsw i32 %33, 1
  store i32 %34, ptr @tp, align 4
  call void @expr()
  call void @expect(ptr noundef @.str.21)
  br label %42

35:                                               ; preds = %29
  %36 = call i32 @is_op(ptr noundef @.str.16)
  %37 = icmp ne i32 %36, 0
  br i1 %37, label %38, label %41

38:                                               ; preds = %35
  %39 = load i32, ptr @tp, align 4
  %40 = add nsw i32 %39, 1
  store i32 %40, ptr @tp, align 4
  call void @emit(i32 noundef 0)
  call void @emit(i32 noundef 0)
  call void @primary()
  call void @emit(i32 noundef 4)
  br label %41

41:                                               ; preds = %38, %35
  br label %42

42:                                               ; preds = %41, %32
  br label %43

43:                                               ; preds = %42, %21
  br label %44

44:                                               ; preds = %43, %7
  ret void
}

; Function Attrs: noreturn nounwind
declare dso_local void @exit(i32 noundef) #4

; Function Attrs: nounwind
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { noreturn nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }
attributes #9 = { noreturn nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
