; ModuleID = 'programs/json_parser_printer.c'
source_filename = "programs/json_parser_printer.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.P = type { ptr, i64, ptr }
%struct.SB = type { ptr, i64, i64 }
%struct.J = type { i32, double, ptr, ptr, ptr, i32, i32 }

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
@__const.main.bad = private unnamed_addr constant [15 x ptr] [ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20, ptr @.str.21, ptr @.str.22, ptr @.str.23, ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29], align 8
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
@.str.56 = private unnamed_addr constant [3 x i8] c"\\\22\00", align 1
@.str.57 = private unnamed_addr constant [3 x i8] c"\\\\\00", align 1
@.str.58 = private unnamed_addr constant [3 x i8] c"\\n\00", align 1
@.str.59 = private unnamed_addr constant [3 x i8] c"\\t\00", align 1
@.str.60 = private unnamed_addr constant [3 x i8] c"\\r\00", align 1
@.str.61 = private unnamed_addr constant [3 x i8] c"\\b\00", align 1
@.str.62 = private unnamed_addr constant [3 x i8] c"\\f\00", align 1
@.str.63 = private unnamed_addr constant [7 x i8] c"\\u%04x\00", align 1
@.str.64 = private unnamed_addr constant [3 x i8] c"  \00", align 1
@gen.pieces = internal global [13 x ptr] [ptr @.str.65, ptr @.str.66, ptr @.str.67, ptr @.str.68, ptr @.str.69, ptr @.str.70, ptr @.str.71, ptr @.str.72, ptr @.str.73, ptr @.str.74, ptr @.str.75, ptr @.str.76, ptr @.str.77], align 8
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
@rs = internal global i32 2024, align 4

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca [7 x ptr], align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca [7 x i32], align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  %15 = alloca ptr, align 8
  %16 = alloca ptr, align 8
  %17 = alloca [15 x ptr], align 8
  %18 = alloca i32, align 4
  %19 = alloca ptr, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca ptr, align 8
  %26 = alloca ptr, align 8
  %27 = alloca ptr, align 8
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store ptr @.str, ptr %2, align 8
  %30 = load ptr, ptr %2, align 8
  %31 = call ptr @parse(ptr noundef %30, ptr noundef %3, ptr noundef %4)
  store ptr %31, ptr %5, align 8
  %32 = load ptr, ptr %5, align 8
  %33 = icmp ne ptr %32, null
  br i1 %33, label %38, label %34

34:                                               ; preds = %0
  %35 = load ptr, ptr %3, align 8
  %36 = load i64, ptr %4, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, ptr noundef %35, i64 noundef %36)
  store i32 1, ptr %1, align 4
  br label %207

38:                                               ; preds = %0
  %39 = load ptr, ptr %5, align 8
  %40 = call ptr @to_string(ptr noundef %39, i32 noundef 0)
  store ptr %40, ptr %6, align 8
  %41 = load ptr, ptr %5, align 8
  %42 = call ptr @to_string(ptr noundef %41, i32 noundef 1)
  store ptr %42, ptr %7, align 8
  %43 = load ptr, ptr %6, align 8
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %43)
  %45 = load ptr, ptr %7, align 8
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %45)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 @__const.main.paths, i64 56, i1 false)
  store i32 0, ptr %9, align 4
  br label %47

47:                                               ; preds = %78, %38
  %48 = load i32, ptr %9, align 4
  %49 = icmp slt i32 %48, 7
  br i1 %49, label %50, label %81

50:                                               ; preds = %47
  %51 = load ptr, ptr %5, align 8
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [7 x ptr], ptr %8, i64 0, i64 %53
  %55 = load ptr, ptr %54, align 8
  %56 = call ptr @get_path(ptr noundef %51, ptr noundef %55)
  store ptr %56, ptr %10, align 8
  %57 = load ptr, ptr %10, align 8
  %58 = icmp ne ptr %57, null
  br i1 %58, label %59, label %62

59:                                               ; preds = %50
  %60 = load ptr, ptr %10, align 8
  %61 = call ptr @to_string(ptr noundef %60, i32 noundef 0)
  br label %63

62:                                               ; preds = %50
  br label %63

63:                                               ; preds = %62, %59
  %64 = phi ptr [ %61, %59 ], [ null, %62 ]
  store ptr %64, ptr %11, align 8
  %65 = load i32, ptr %9, align 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [7 x ptr], ptr %8, i64 0, i64 %66
  %68 = load ptr, ptr %67, align 8
  %69 = load ptr, ptr %11, align 8
  %70 = icmp ne ptr %69, null
  br i1 %70, label %71, label %73

71:                                               ; preds = %63
  %72 = load ptr, ptr %11, align 8
  br label %74

73:                                               ; preds = %63
  br label %74

74:                                               ; preds = %73, %71
  %75 = phi ptr [ %72, %71 ], [ @.str.12, %73 ]
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %68, ptr noundef %75)
  %77 = load ptr, ptr %11, align 8
  call void @free(ptr noundef %77) #9
  br label %78

78:                                               ; preds = %74
  %79 = load i32, ptr %9, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %9, align 4
  br label %47, !llvm.loop !6

81:                                               ; preds = %47
  call void @llvm.memset.p0.i64(ptr align 4 %12, i8 0, i64 28, i1 false)
  store i32 0, ptr %13, align 4
  store double 0.000000e+00, ptr %14, align 8
  %82 = load ptr, ptr %5, align 8
  %83 = getelementptr inbounds [7 x i32], ptr %12, i64 0, i64 0
  call void @stats(ptr noundef %82, ptr noundef %83, ptr noundef %14, ptr noundef %13, i32 noundef 0)
  %84 = getelementptr inbounds [7 x i32], ptr %12, i64 0, i64 0
  %85 = load i32, ptr %84, align 4
  %86 = getelementptr inbounds [7 x i32], ptr %12, i64 0, i64 1
  %87 = load i32, ptr %86, align 4
  %88 = getelementptr inbounds [7 x i32], ptr %12, i64 0, i64 2
  %89 = load i32, ptr %88, align 4
  %90 = getelementptr inbounds [7 x i32], ptr %12, i64 0, i64 3
  %91 = load i32, ptr %90, align 4
  %92 = getelementptr inbounds [7 x i32], ptr %12, i64 0, i64 4
  %93 = load i32, ptr %92, align 4
  %94 = getelementptr inbounds [7 x i32], ptr %12, i64 0, i64 5
  %95 = load i32, ptr %94, align 4
  %96 = getelementptr inbounds [7 x i32], ptr %12, i64 0, i64 6
  %97 = load i32, ptr %96, align 4
  %98 = load i32, ptr %13, align 4
  %99 = load double, ptr %14, align 8
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %85, i32 noundef %87, i32 noundef %89, i32 noundef %91, i32 noundef %93, i32 noundef %95, i32 noundef %97, i32 noundef %98, double noundef %99)
  %101 = load ptr, ptr %6, align 8
  %102 = call ptr @parse(ptr noundef %101, ptr noundef %3, ptr noundef %4)
  store ptr %102, ptr %15, align 8
  %103 = load ptr, ptr %15, align 8
  %104 = call ptr @to_string(ptr noundef %103, i32 noundef 0)
  store ptr %104, ptr %16, align 8
  %105 = load ptr, ptr %16, align 8
  %106 = load ptr, ptr %6, align 8
  %107 = call i32 @strcmp(ptr noundef %105, ptr noundef %106) #10
  %108 = icmp eq i32 %107, 0
  %109 = zext i1 %108 to i32
  %110 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %109)
  %111 = load ptr, ptr %16, align 8
  call void @free(ptr noundef %111) #9
  %112 = load ptr, ptr %15, align 8
  call void @jfree(ptr noundef %112)
  %113 = load ptr, ptr %6, align 8
  call void @free(ptr noundef %113) #9
  %114 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %114) #9
  %115 = load ptr, ptr %5, align 8
  call void @jfree(ptr noundef %115)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 @__const.main.bad, i64 120, i1 false)
  store i32 0, ptr %18, align 4
  br label %116

116:                                              ; preds = %136, %81
  %117 = load i32, ptr %18, align 4
  %118 = icmp slt i32 %117, 15
  br i1 %118, label %119, label %139

119:                                              ; preds = %116
  %120 = load i32, ptr %18, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [15 x ptr], ptr %17, i64 0, i64 %121
  %123 = load ptr, ptr %122, align 8
  %124 = call ptr @parse(ptr noundef %123, ptr noundef %3, ptr noundef %4)
  store ptr %124, ptr %19, align 8
  %125 = load i32, ptr %18, align 4
  %126 = load ptr, ptr %19, align 8
  %127 = icmp ne ptr %126, null
  br i1 %127, label %128, label %129

128:                                              ; preds = %119
  br label %131

129:                                              ; preds = %119
  %130 = load ptr, ptr %3, align 8
  br label %131

131:                                              ; preds = %129, %128
  %132 = phi ptr [ @.str.31, %128 ], [ %130, %129 ]
  %133 = load i64, ptr %4, align 8
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.30, i32 noundef %125, ptr noundef %132, i64 noundef %133)
  %135 = load ptr, ptr %19, align 8
  call void @jfree(ptr noundef %135)
  br label %136

136:                                              ; preds = %131
  %137 = load i32, ptr %18, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %18, align 4
  br label %116, !llvm.loop !8

139:                                              ; preds = %116
  store i32 0, ptr %20, align 4
  store i32 0, ptr %21, align 4
  store i64 0, ptr %22, align 8
  store i32 0, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %140

140:                                              ; preds = %193, %139
  %141 = load i32, ptr %24, align 4
  %142 = icmp slt i32 %141, 300
  br i1 %142, label %143, label %196

143:                                              ; preds = %140
  %144 = call ptr @gen(i32 noundef 0)
  store ptr %144, ptr %25, align 8
  %145 = load ptr, ptr %25, align 8
  %146 = load i32, ptr %24, align 4
  %147 = srem i32 %146, 2
  %148 = call ptr @to_string(ptr noundef %145, i32 noundef %147)
  store ptr %148, ptr %26, align 8
  %149 = load ptr, ptr %26, align 8
  %150 = call ptr @parse(ptr noundef %149, ptr noundef %3, ptr noundef %4)
  store ptr %150, ptr %27, align 8
  %151 = load i32, ptr %21, align 4
  %152 = add nsw i32 %151, 1
  store i32 %152, ptr %21, align 4
  %153 = load ptr, ptr %27, align 8
  %154 = icmp ne ptr %153, null
  br i1 %154, label %155, label %186

155:                                              ; preds = %143
  %156 = load ptr, ptr %27, align 8
  %157 = load i32, ptr %24, align 4
  %158 = srem i32 %157, 2
  %159 = call ptr @to_string(ptr noundef %156, i32 noundef %158)
  store ptr %159, ptr %28, align 8
  %160 = load ptr, ptr %26, align 8
  %161 = load ptr, ptr %28, align 8
  %162 = call i32 @strcmp(ptr noundef %160, ptr noundef %161) #10
  %163 = icmp ne i32 %162, 0
  br i1 %163, label %167, label %164

164:                                              ; preds = %155
  %165 = load i32, ptr %20, align 4
  %166 = add nsw i32 %165, 1
  store i32 %166, ptr %20, align 4
  br label %167

167:                                              ; preds = %164, %155
  %168 = load ptr, ptr %28, align 8
  store ptr %168, ptr %29, align 8
  br label %169

169:                                              ; preds = %180, %167
  %170 = load ptr, ptr %29, align 8
  %171 = load i8, ptr %170, align 1
  %172 = icmp ne i8 %171, 0
  br i1 %172, label %173, label %183

173:                                              ; preds = %169
  %174 = load i32, ptr %23, align 4
  %175 = mul i32 %174, 31
  %176 = load ptr, ptr %29, align 8
  %177 = load i8, ptr %176, align 1
  %178 = zext i8 %177 to i32
  %179 = add i32 %175, %178
  store i32 %179, ptr %23, align 4
  br label %180

180:                                              ; preds = %173
  %181 = load ptr, ptr %29, align 8
  %182 = getelementptr inbounds i8, ptr %181, i32 1
  store ptr %182, ptr %29, align 8
  br label %169, !llvm.loop !9

183:                                              ; preds = %169
  %184 = load ptr, ptr %28, align 8
  call void @free(ptr noundef %184) #9
  %185 = load ptr, ptr %27, align 8
  call void @jfree(ptr noundef %185)
  br label %186

186:                                              ; preds = %183, %143
  %187 = load ptr, ptr %26, align 8
  %188 = call i64 @strlen(ptr noundef %187) #10
  %189 = load i64, ptr %22, align 8
  %190 = add i64 %189, %188
  store i64 %190, ptr %22, align 8
  %191 = load ptr, ptr %26, align 8
  call void @free(ptr noundef %191) #9
  %192 = load ptr, ptr %25, align 8
  call void @jfree(ptr noundef %192)
  br label %193

193:                                              ; preds = %186
  %194 = load i32, ptr %24, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %24, align 4
  br label %140, !llvm.loop !10

196:                                              ; preds = %140
  %197 = load i32, ptr %20, align 4
  %198 = load i32, ptr %21, align 4
  %199 = load i64, ptr %22, align 8
  %200 = load i32, ptr %23, align 4
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str.32, i32 noundef %197, i32 noundef %198, i64 noundef %199, i32 noundef %200)
  %202 = load i32, ptr %20, align 4
  %203 = load i32, ptr %21, align 4
  %204 = icmp eq i32 %202, %203
  %205 = zext i1 %204 to i64
  %206 = select i1 %204, i32 0, i32 2
  store i32 %206, ptr %1, align 4
  br label %207

207:                                              ; preds = %196, %34
  %208 = load i32, ptr %1, align 4
  ret i32 %208
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @parse(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.P, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %9 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 0
  %10 = load ptr, ptr %4, align 8
  store ptr %10, ptr %9, align 8
  %11 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 1
  store i64 0, ptr %11, align 8
  %12 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 2
  store ptr null, ptr %12, align 8
  %13 = call ptr @parse_value(ptr noundef %7, i32 noundef 0)
  store ptr %13, ptr %8, align 8
  %14 = load ptr, ptr %8, align 8
  %15 = icmp ne ptr %14, null
  br i1 %15, label %16, label %28

16:                                               ; preds = %3
  call void @ws(ptr noundef %7)
  %17 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 0
  %18 = load ptr, ptr %17, align 8
  %19 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %18, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = icmp ne i8 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %16
  %25 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 2
  store ptr @.str.33, ptr %25, align 8
  %26 = load ptr, ptr %8, align 8
  call void @jfree(ptr noundef %26)
  store ptr null, ptr %8, align 8
  br label %27

27:                                               ; preds = %24, %16
  br label %28

28:                                               ; preds = %27, %3
  %29 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 2
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %5, align 8
  store ptr %30, ptr %31, align 8
  %32 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 1
  %33 = load i64, ptr %32, align 8
  %34 = load ptr, ptr %6, align 8
  store i64 %33, ptr %34, align 8
  %35 = load ptr, ptr %8, align 8
  ret ptr %35
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @to_string(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca %struct.SB, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  call void @llvm.memset.p0.i64(ptr align 8 %5, i8 0, i64 24, i1 false)
  call void @sb_putc(ptr noundef %5, i8 noundef 0)
  %6 = getelementptr inbounds %struct.SB, ptr %5, i32 0, i32 1
  store i64 0, ptr %6, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %4, align 4
  call void @print_j(ptr noundef %5, ptr noundef %7, i32 noundef %8, i32 noundef 0)
  %9 = getelementptr inbounds %struct.SB, ptr %5, i32 0, i32 0
  %10 = load ptr, ptr %9, align 8
  ret ptr %10
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @get_path(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [32 x i8], align 1
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %10

10:                                               ; preds = %121, %2
  %11 = load ptr, ptr %4, align 8
  %12 = load i8, ptr %11, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp ne i32 %13, 0
  br i1 %14, label %15, label %18

15:                                               ; preds = %10
  %16 = load ptr, ptr %3, align 8
  %17 = icmp ne ptr %16, null
  br label %18

18:                                               ; preds = %15, %10
  %19 = phi i1 [ false, %10 ], [ %17, %15 ]
  br i1 %19, label %20, label %122

20:                                               ; preds = %18
  store i32 0, ptr %6, align 4
  br label %21

21:                                               ; preds = %36, %20
  %22 = load ptr, ptr %4, align 8
  %23 = load i8, ptr %22, align 1
  %24 = zext i8 %23 to i32
  %25 = icmp ne i32 %24, 0
  br i1 %25, label %26, label %34

26:                                               ; preds = %21
  %27 = load ptr, ptr %4, align 8
  %28 = load i8, ptr %27, align 1
  %29 = zext i8 %28 to i32
  %30 = icmp ne i32 %29, 46
  br i1 %30, label %31, label %34

31:                                               ; preds = %26
  %32 = load i32, ptr %6, align 4
  %33 = icmp slt i32 %32, 31
  br label %34

34:                                               ; preds = %31, %26, %21
  %35 = phi i1 [ false, %26 ], [ false, %21 ], [ %33, %31 ]
  br i1 %35, label %36, label %44

36:                                               ; preds = %34
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds i8, ptr %37, i32 1
  store ptr %38, ptr %4, align 8
  %39 = load i8, ptr %37, align 1
  %40 = load i32, ptr %6, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %6, align 4
  %42 = sext i32 %40 to i64
  %43 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %42
  store i8 %39, ptr %43, align 1
  br label %21, !llvm.loop !11

44:                                               ; preds = %34
  %45 = load i32, ptr %6, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 %46
  store i8 0, ptr %47, align 1
  %48 = load ptr, ptr %4, align 8
  %49 = load i8, ptr %48, align 1
  %50 = zext i8 %49 to i32
  %51 = icmp eq i32 %50, 46
  br i1 %51, label %52, label %55

52:                                               ; preds = %44
  %53 = load ptr, ptr %4, align 8
  %54 = getelementptr inbounds i8, ptr %53, i32 1
  store ptr %54, ptr %4, align 8
  br label %55

55:                                               ; preds = %52, %44
  %56 = load ptr, ptr %3, align 8
  %57 = getelementptr inbounds %struct.J, ptr %56, i32 0, i32 0
  %58 = load i32, ptr %57, align 8
  %59 = icmp eq i32 %58, 6
  br i1 %59, label %60, label %92

60:                                               ; preds = %55
  store ptr null, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %61

61:                                               ; preds = %87, %60
  %62 = load i32, ptr %8, align 4
  %63 = load ptr, ptr %3, align 8
  %64 = getelementptr inbounds %struct.J, ptr %63, i32 0, i32 5
  %65 = load i32, ptr %64, align 8
  %66 = icmp slt i32 %62, %65
  br i1 %66, label %67, label %90

67:                                               ; preds = %61
  %68 = load ptr, ptr %3, align 8
  %69 = getelementptr inbounds %struct.J, ptr %68, i32 0, i32 4
  %70 = load ptr, ptr %69, align 8
  %71 = load i32, ptr %8, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds ptr, ptr %70, i64 %72
  %74 = load ptr, ptr %73, align 8
  %75 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %76 = call i32 @strcmp(ptr noundef %74, ptr noundef %75) #10
  %77 = icmp ne i32 %76, 0
  br i1 %77, label %86, label %78

78:                                               ; preds = %67
  %79 = load ptr, ptr %3, align 8
  %80 = getelementptr inbounds %struct.J, ptr %79, i32 0, i32 3
  %81 = load ptr, ptr %80, align 8
  %82 = load i32, ptr %8, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds ptr, ptr %81, i64 %83
  %85 = load ptr, ptr %84, align 8
  store ptr %85, ptr %7, align 8
  br label %86

86:                                               ; preds = %78, %67
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %8, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %8, align 4
  br label %61, !llvm.loop !12

90:                                               ; preds = %61
  %91 = load ptr, ptr %7, align 8
  store ptr %91, ptr %3, align 8
  br label %121

92:                                               ; preds = %55
  %93 = load ptr, ptr %3, align 8
  %94 = getelementptr inbounds %struct.J, ptr %93, i32 0, i32 0
  %95 = load i32, ptr %94, align 8
  %96 = icmp eq i32 %95, 5
  br i1 %96, label %97, label %119

97:                                               ; preds = %92
  %98 = getelementptr inbounds [32 x i8], ptr %5, i64 0, i64 0
  %99 = call i32 @atoi(ptr noundef %98) #10
  store i32 %99, ptr %9, align 4
  %100 = load i32, ptr %9, align 4
  %101 = icmp sge i32 %100, 0
  br i1 %101, label %102, label %116

102:                                              ; preds = %97
  %103 = load i32, ptr %9, align 4
  %104 = load ptr, ptr %3, align 8
  %105 = getelementptr inbounds %struct.J, ptr %104, i32 0, i32 5
  %106 = load i32, ptr %105, align 8
  %107 = icmp slt i32 %103, %106
  br i1 %107, label %108, label %116

108:                                              ; preds = %102
  %109 = load ptr, ptr %3, align 8
  %110 = getelementptr inbounds %struct.J, ptr %109, i32 0, i32 3
  %111 = load ptr, ptr %110, align 8
  %112 = load i32, ptr %9, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds ptr, ptr %111, i64 %113
  %115 = load ptr, ptr %114, align 8
  br label %117

116:                                              ; preds = %102, %97
  br label %117

117:                                              ; preds = %116, %108
  %118 = phi ptr [ %115, %108 ], [ null, %116 ]
  store ptr %118, ptr %3, align 8
  br label %120

119:                                              ; preds = %92
  store ptr null, ptr %3, align 8
  br label %120

120:                                              ; preds = %119, %117
  br label %121

121:                                              ; preds = %120, %90
  br label %10, !llvm.loop !13

122:                                              ; preds = %18
  %123 = load ptr, ptr %3, align 8
  ret ptr %123
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal void @stats(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3, i32 noundef %4) #0 {
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %6, align 8
  store ptr %1, ptr %7, align 8
  store ptr %2, ptr %8, align 8
  store ptr %3, ptr %9, align 8
  store i32 %4, ptr %10, align 4
  %12 = load ptr, ptr %7, align 8
  %13 = load ptr, ptr %6, align 8
  %14 = getelementptr inbounds %struct.J, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 8
  %16 = zext i32 %15 to i64
  %17 = getelementptr inbounds i32, ptr %12, i64 %16
  %18 = load i32, ptr %17, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %17, align 4
  %20 = load i32, ptr %10, align 4
  %21 = load ptr, ptr %9, align 8
  %22 = load i32, ptr %21, align 4
  %23 = icmp sgt i32 %20, %22
  br i1 %23, label %24, label %27

24:                                               ; preds = %5
  %25 = load i32, ptr %10, align 4
  %26 = load ptr, ptr %9, align 8
  store i32 %25, ptr %26, align 4
  br label %27

27:                                               ; preds = %24, %5
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.J, ptr %28, i32 0, i32 0
  %30 = load i32, ptr %29, align 8
  %31 = icmp eq i32 %30, 3
  br i1 %31, label %32, label %39

32:                                               ; preds = %27
  %33 = load ptr, ptr %6, align 8
  %34 = getelementptr inbounds %struct.J, ptr %33, i32 0, i32 1
  %35 = load double, ptr %34, align 8
  %36 = load ptr, ptr %8, align 8
  %37 = load double, ptr %36, align 8
  %38 = fadd double %37, %35
  store double %38, ptr %36, align 8
  br label %39

39:                                               ; preds = %32, %27
  store i32 0, ptr %11, align 4
  br label %40

40:                                               ; preds = %59, %39
  %41 = load i32, ptr %11, align 4
  %42 = load ptr, ptr %6, align 8
  %43 = getelementptr inbounds %struct.J, ptr %42, i32 0, i32 5
  %44 = load i32, ptr %43, align 8
  %45 = icmp slt i32 %41, %44
  br i1 %45, label %46, label %62

46:                                               ; preds = %40
  %47 = load ptr, ptr %6, align 8
  %48 = getelementptr inbounds %struct.J, ptr %47, i32 0, i32 3
  %49 = load ptr, ptr %48, align 8
  %50 = load i32, ptr %11, align 4
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds ptr, ptr %49, i64 %51
  %53 = load ptr, ptr %52, align 8
  %54 = load ptr, ptr %7, align 8
  %55 = load ptr, ptr %8, align 8
  %56 = load ptr, ptr %9, align 8
  %57 = load i32, ptr %10, align 4
  %58 = add nsw i32 %57, 1
  call void @stats(ptr noundef %53, ptr noundef %54, ptr noundef %55, ptr noundef %56, i32 noundef %58)
  br label %59

59:                                               ; preds = %46
  %60 = load i32, ptr %11, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %11, align 4
  br label %40, !llvm.loop !14

62:                                               ; preds = %40
  ret void
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jfree(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  %4 = load ptr, ptr %2, align 8
  %5 = icmp ne ptr %4, null
  br i1 %5, label %7, label %6

6:                                                ; preds = %1
  br label %49

7:                                                ; preds = %1
  store i32 0, ptr %3, align 4
  br label %8

8:                                                ; preds = %35, %7
  %9 = load i32, ptr %3, align 4
  %10 = load ptr, ptr %2, align 8
  %11 = getelementptr inbounds %struct.J, ptr %10, i32 0, i32 5
  %12 = load i32, ptr %11, align 8
  %13 = icmp slt i32 %9, %12
  br i1 %13, label %14, label %38

14:                                               ; preds = %8
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.J, ptr %15, i32 0, i32 3
  %17 = load ptr, ptr %16, align 8
  %18 = load i32, ptr %3, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds ptr, ptr %17, i64 %19
  %21 = load ptr, ptr %20, align 8
  call void @jfree(ptr noundef %21)
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds %struct.J, ptr %22, i32 0, i32 0
  %24 = load i32, ptr %23, align 8
  %25 = icmp eq i32 %24, 6
  br i1 %25, label %26, label %34

26:                                               ; preds = %14
  %27 = load ptr, ptr %2, align 8
  %28 = getelementptr inbounds %struct.J, ptr %27, i32 0, i32 4
  %29 = load ptr, ptr %28, align 8
  %30 = load i32, ptr %3, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds ptr, ptr %29, i64 %31
  %33 = load ptr, ptr %32, align 8
  call void @free(ptr noundef %33) #9
  br label %34

34:                                               ; preds = %26, %14
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %3, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %3, align 4
  br label %8, !llvm.loop !15

38:                                               ; preds = %8
  %39 = load ptr, ptr %2, align 8
  %40 = getelementptr inbounds %struct.J, ptr %39, i32 0, i32 3
  %41 = load ptr, ptr %40, align 8
  call void @free(ptr noundef %41) #9
  %42 = load ptr, ptr %2, align 8
  %43 = getelementptr inbounds %struct.J, ptr %42, i32 0, i32 4
  %44 = load ptr, ptr %43, align 8
  call void @free(ptr noundef %44) #9
  %45 = load ptr, ptr %2, align 8
  %46 = getelementptr inbounds %struct.J, ptr %45, i32 0, i32 2
  %47 = load ptr, ptr %46, align 8
  call void @free(ptr noundef %47) #9
  %48 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %48) #9
  br label %49

49:                                               ; preds = %38, %6
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @gen(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.SB, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [16 x i8], align 1
  store i32 %0, ptr %3, align 4
  %15 = call i32 @rnd()
  %16 = load i32, ptr %3, align 4
  %17 = icmp sgt i32 %16, 4
  %18 = zext i1 %17 to i64
  %19 = select i1 %17, i32 5, i32 7
  %20 = urem i32 %15, %19
  store i32 %20, ptr %4, align 4
  %21 = load i32, ptr %4, align 4
  switch i32 %21, label %114 [
    i32 0, label %22
    i32 1, label %24
    i32 2, label %31
    i32 3, label %72
    i32 4, label %72
    i32 5, label %96
  ]

22:                                               ; preds = %1
  %23 = call ptr @jnew(i32 noundef 0)
  store ptr %23, ptr %2, align 8
  br label %138

24:                                               ; preds = %1
  %25 = call i32 @rnd()
  %26 = and i32 %25, 1
  %27 = icmp ne i32 %26, 0
  %28 = zext i1 %27 to i64
  %29 = select i1 %27, i32 2, i32 1
  %30 = call ptr @jnew(i32 noundef %29)
  store ptr %30, ptr %2, align 8
  br label %138

31:                                               ; preds = %1
  %32 = call ptr @jnew(i32 noundef 3)
  store ptr %32, ptr %5, align 8
  %33 = call i32 @rnd()
  %34 = urem i32 %33, 4
  store i32 %34, ptr %6, align 4
  %35 = load i32, ptr %6, align 4
  %36 = icmp eq i32 %35, 0
  br i1 %36, label %37, label %42

37:                                               ; preds = %31
  %38 = call i32 @rnd()
  %39 = urem i32 %38, 2000000
  %40 = sitofp i32 %39 to double
  %41 = fsub double %40, 1.000000e+06
  br label %67

42:                                               ; preds = %31
  %43 = load i32, ptr %6, align 4
  %44 = icmp eq i32 %43, 1
  br i1 %44, label %45, label %50

45:                                               ; preds = %42
  %46 = call i32 @rnd()
  %47 = urem i32 %46, 100000
  %48 = uitofp i32 %47 to double
  %49 = fdiv double %48, 2.560000e+02
  br label %65

50:                                               ; preds = %42
  %51 = load i32, ptr %6, align 4
  %52 = icmp eq i32 %51, 2
  br i1 %52, label %53, label %58

53:                                               ; preds = %50
  %54 = call i32 @rnd()
  %55 = urem i32 %54, 1000
  %56 = uitofp i32 %55 to double
  %57 = fmul double -1.500000e-07, %56
  br label %63

58:                                               ; preds = %50
  %59 = call i32 @rnd()
  %60 = urem i32 %59, 10
  %61 = uitofp i32 %60 to double
  %62 = fmul double 0x44DFE185CA57C517, %61
  br label %63

63:                                               ; preds = %58, %53
  %64 = phi double [ %57, %53 ], [ %62, %58 ]
  br label %65

65:                                               ; preds = %63, %45
  %66 = phi double [ %49, %45 ], [ %64, %63 ]
  br label %67

67:                                               ; preds = %65, %37
  %68 = phi double [ %41, %37 ], [ %66, %65 ]
  %69 = load ptr, ptr %5, align 8
  %70 = getelementptr inbounds %struct.J, ptr %69, i32 0, i32 1
  store double %68, ptr %70, align 8
  %71 = load ptr, ptr %5, align 8
  store ptr %71, ptr %2, align 8
  br label %138

72:                                               ; preds = %1, %1
  %73 = call ptr @jnew(i32 noundef 4)
  store ptr %73, ptr %5, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %7, i8 0, i64 24, i1 false)
  call void @sb_putc(ptr noundef %7, i8 noundef 0)
  %74 = getelementptr inbounds %struct.SB, ptr %7, i32 0, i32 1
  store i64 0, ptr %74, align 8
  %75 = call i32 @rnd()
  %76 = urem i32 %75, 12
  store i32 %76, ptr %8, align 4
  store i32 0, ptr %9, align 4
  br label %77

77:                                               ; preds = %87, %72
  %78 = load i32, ptr %9, align 4
  %79 = load i32, ptr %8, align 4
  %80 = icmp slt i32 %78, %79
  br i1 %80, label %81, label %90

81:                                               ; preds = %77
  %82 = call i32 @rnd()
  %83 = urem i32 %82, 13
  %84 = zext i32 %83 to i64
  %85 = getelementptr inbounds [13 x ptr], ptr @gen.pieces, i64 0, i64 %84
  %86 = load ptr, ptr %85, align 8
  call void @sb_puts(ptr noundef %7, ptr noundef %86)
  br label %87

87:                                               ; preds = %81
  %88 = load i32, ptr %9, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %9, align 4
  br label %77, !llvm.loop !16

90:                                               ; preds = %77
  %91 = getelementptr inbounds %struct.SB, ptr %7, i32 0, i32 0
  %92 = load ptr, ptr %91, align 8
  %93 = load ptr, ptr %5, align 8
  %94 = getelementptr inbounds %struct.J, ptr %93, i32 0, i32 2
  store ptr %92, ptr %94, align 8
  %95 = load ptr, ptr %5, align 8
  store ptr %95, ptr %2, align 8
  br label %138

96:                                               ; preds = %1
  %97 = call ptr @jnew(i32 noundef 5)
  store ptr %97, ptr %5, align 8
  %98 = call i32 @rnd()
  %99 = urem i32 %98, 6
  store i32 %99, ptr %10, align 4
  store i32 0, ptr %11, align 4
  br label %100

100:                                              ; preds = %109, %96
  %101 = load i32, ptr %11, align 4
  %102 = load i32, ptr %10, align 4
  %103 = icmp slt i32 %101, %102
  br i1 %103, label %104, label %112

104:                                              ; preds = %100
  %105 = load ptr, ptr %5, align 8
  %106 = load i32, ptr %3, align 4
  %107 = add nsw i32 %106, 1
  %108 = call ptr @gen(i32 noundef %107)
  call void @jpush(ptr noundef %105, ptr noundef null, ptr noundef %108)
  br label %109

109:                                              ; preds = %104
  %110 = load i32, ptr %11, align 4
  %111 = add nsw i32 %110, 1
  store i32 %111, ptr %11, align 4
  br label %100, !llvm.loop !17

112:                                              ; preds = %100
  %113 = load ptr, ptr %5, align 8
  store ptr %113, ptr %2, align 8
  br label %138

114:                                              ; preds = %1
  %115 = call ptr @jnew(i32 noundef 6)
  store ptr %115, ptr %5, align 8
  %116 = call i32 @rnd()
  %117 = urem i32 %116, 6
  store i32 %117, ptr %12, align 4
  store i32 0, ptr %13, align 4
  br label %118

118:                                              ; preds = %133, %114
  %119 = load i32, ptr %13, align 4
  %120 = load i32, ptr %12, align 4
  %121 = icmp slt i32 %119, %120
  br i1 %121, label %122, label %136

122:                                              ; preds = %118
  %123 = getelementptr inbounds [16 x i8], ptr %14, i64 0, i64 0
  %124 = call i32 @rnd()
  %125 = urem i32 %124, 100
  %126 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %123, i64 noundef 16, ptr noundef @.str.78, i32 noundef %125) #9
  %127 = load ptr, ptr %5, align 8
  %128 = getelementptr inbounds [16 x i8], ptr %14, i64 0, i64 0
  %129 = call noalias ptr @strdup(ptr noundef %128) #9
  %130 = load i32, ptr %3, align 4
  %131 = add nsw i32 %130, 1
  %132 = call ptr @gen(i32 noundef %131)
  call void @jpush(ptr noundef %127, ptr noundef %129, ptr noundef %132)
  br label %133

133:                                              ; preds = %122
  %134 = load i32, ptr %13, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %13, align 4
  br label %118, !llvm.loop !18

136:                                              ; preds = %118
  %137 = load ptr, ptr %5, align 8
  store ptr %137, ptr %2, align 8
  br label %138

138:                                              ; preds = %136, %112, %90, %67, %24, %22
  %139 = load ptr, ptr %2, align 8
  ret ptr %139
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @parse_value(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  %14 = load i32, ptr %5, align 4
  %15 = icmp sgt i32 %14, 200
  br i1 %15, label %16, label %19

16:                                               ; preds = %2
  %17 = load ptr, ptr %4, align 8
  %18 = getelementptr inbounds %struct.P, ptr %17, i32 0, i32 2
  store ptr @.str.34, ptr %18, align 8
  store ptr null, ptr %3, align 8
  br label %300

19:                                               ; preds = %2
  %20 = load ptr, ptr %4, align 8
  call void @ws(ptr noundef %20)
  %21 = load ptr, ptr %4, align 8
  %22 = getelementptr inbounds %struct.P, ptr %21, i32 0, i32 0
  %23 = load ptr, ptr %22, align 8
  %24 = load ptr, ptr %4, align 8
  %25 = getelementptr inbounds %struct.P, ptr %24, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = getelementptr inbounds i8, ptr %23, i64 %26
  %28 = load i8, ptr %27, align 1
  store i8 %28, ptr %6, align 1
  %29 = load i8, ptr %6, align 1
  %30 = zext i8 %29 to i32
  %31 = icmp eq i32 %30, 123
  br i1 %31, label %32, label %136

32:                                               ; preds = %19
  %33 = load ptr, ptr %4, align 8
  %34 = getelementptr inbounds %struct.P, ptr %33, i32 0, i32 1
  %35 = load i64, ptr %34, align 8
  %36 = add i64 %35, 1
  store i64 %36, ptr %34, align 8
  %37 = call ptr @jnew(i32 noundef 6)
  store ptr %37, ptr %7, align 8
  %38 = load ptr, ptr %4, align 8
  call void @ws(ptr noundef %38)
  %39 = load ptr, ptr %4, align 8
  %40 = getelementptr inbounds %struct.P, ptr %39, i32 0, i32 0
  %41 = load ptr, ptr %40, align 8
  %42 = load ptr, ptr %4, align 8
  %43 = getelementptr inbounds %struct.P, ptr %42, i32 0, i32 1
  %44 = load i64, ptr %43, align 8
  %45 = getelementptr inbounds i8, ptr %41, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = zext i8 %46 to i32
  %48 = icmp eq i32 %47, 125
  br i1 %48, label %49, label %55

49:                                               ; preds = %32
  %50 = load ptr, ptr %4, align 8
  %51 = getelementptr inbounds %struct.P, ptr %50, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  %53 = add i64 %52, 1
  store i64 %53, ptr %51, align 8
  %54 = load ptr, ptr %7, align 8
  store ptr %54, ptr %3, align 8
  br label %300

55:                                               ; preds = %32
  br label %56

56:                                               ; preds = %110, %55
  %57 = load ptr, ptr %4, align 8
  call void @ws(ptr noundef %57)
  %58 = load ptr, ptr %4, align 8
  %59 = call ptr @parse_string(ptr noundef %58)
  store ptr %59, ptr %8, align 8
  %60 = load ptr, ptr %8, align 8
  %61 = icmp ne ptr %60, null
  br i1 %61, label %64, label %62

62:                                               ; preds = %56
  %63 = load ptr, ptr %7, align 8
  call void @jfree(ptr noundef %63)
  store ptr null, ptr %3, align 8
  br label %300

64:                                               ; preds = %56
  %65 = load ptr, ptr %4, align 8
  call void @ws(ptr noundef %65)
  %66 = load ptr, ptr %4, align 8
  %67 = getelementptr inbounds %struct.P, ptr %66, i32 0, i32 0
  %68 = load ptr, ptr %67, align 8
  %69 = load ptr, ptr %4, align 8
  %70 = getelementptr inbounds %struct.P, ptr %69, i32 0, i32 1
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds i8, ptr %68, i64 %71
  %73 = load i8, ptr %72, align 1
  %74 = zext i8 %73 to i32
  %75 = icmp ne i32 %74, 58
  br i1 %75, label %76, label %81

76:                                               ; preds = %64
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr inbounds %struct.P, ptr %77, i32 0, i32 2
  store ptr @.str.35, ptr %78, align 8
  %79 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %79) #9
  %80 = load ptr, ptr %7, align 8
  call void @jfree(ptr noundef %80)
  store ptr null, ptr %3, align 8
  br label %300

81:                                               ; preds = %64
  %82 = load ptr, ptr %4, align 8
  %83 = getelementptr inbounds %struct.P, ptr %82, i32 0, i32 1
  %84 = load i64, ptr %83, align 8
  %85 = add i64 %84, 1
  store i64 %85, ptr %83, align 8
  %86 = load ptr, ptr %4, align 8
  %87 = load i32, ptr %5, align 4
  %88 = add nsw i32 %87, 1
  %89 = call ptr @parse_value(ptr noundef %86, i32 noundef %88)
  store ptr %89, ptr %9, align 8
  %90 = load ptr, ptr %9, align 8
  %91 = icmp ne ptr %90, null
  br i1 %91, label %95, label %92

92:                                               ; preds = %81
  %93 = load ptr, ptr %8, align 8
  call void @free(ptr noundef %93) #9
  %94 = load ptr, ptr %7, align 8
  call void @jfree(ptr noundef %94)
  store ptr null, ptr %3, align 8
  br label %300

95:                                               ; preds = %81
  %96 = load ptr, ptr %7, align 8
  %97 = load ptr, ptr %8, align 8
  %98 = load ptr, ptr %9, align 8
  call void @jpush(ptr noundef %96, ptr noundef %97, ptr noundef %98)
  %99 = load ptr, ptr %4, align 8
  call void @ws(ptr noundef %99)
  %100 = load ptr, ptr %4, align 8
  %101 = getelementptr inbounds %struct.P, ptr %100, i32 0, i32 0
  %102 = load ptr, ptr %101, align 8
  %103 = load ptr, ptr %4, align 8
  %104 = getelementptr inbounds %struct.P, ptr %103, i32 0, i32 1
  %105 = load i64, ptr %104, align 8
  %106 = getelementptr inbounds i8, ptr %102, i64 %105
  %107 = load i8, ptr %106, align 1
  %108 = zext i8 %107 to i32
  %109 = icmp eq i32 %108, 44
  br i1 %109, label %110, label %115

110:                                              ; preds = %95
  %111 = load ptr, ptr %4, align 8
  %112 = getelementptr inbounds %struct.P, ptr %111, i32 0, i32 1
  %113 = load i64, ptr %112, align 8
  %114 = add i64 %113, 1
  store i64 %114, ptr %112, align 8
  br label %56

115:                                              ; preds = %95
  %116 = load ptr, ptr %4, align 8
  %117 = getelementptr inbounds %struct.P, ptr %116, i32 0, i32 0
  %118 = load ptr, ptr %117, align 8
  %119 = load ptr, ptr %4, align 8
  %120 = getelementptr inbounds %struct.P, ptr %119, i32 0, i32 1
  %121 = load i64, ptr %120, align 8
  %122 = getelementptr inbounds i8, ptr %118, i64 %121
  %123 = load i8, ptr %122, align 1
  %124 = zext i8 %123 to i32
  %125 = icmp eq i32 %124, 125
  br i1 %125, label %126, label %132

126:                                              ; preds = %115
  %127 = load ptr, ptr %4, align 8
  %128 = getelementptr inbounds %struct.P, ptr %127, i32 0, i32 1
  %129 = load i64, ptr %128, align 8
  %130 = add i64 %129, 1
  store i64 %130, ptr %128, align 8
  %131 = load ptr, ptr %7, align 8
  store ptr %131, ptr %3, align 8
  br label %300

132:                                              ; preds = %115
  %133 = load ptr, ptr %4, align 8
  %134 = getelementptr inbounds %struct.P, ptr %133, i32 0, i32 2
  store ptr @.str.36, ptr %134, align 8
  %135 = load ptr, ptr %7, align 8
  call void @jfree(ptr noundef %135)
  store ptr null, ptr %3, align 8
  br label %300

136:                                              ; preds = %19
  %137 = load i8, ptr %6, align 1
  %138 = zext i8 %137 to i32
  %139 = icmp eq i32 %138, 91
  br i1 %139, label %140, label %213

140:                                              ; preds = %136
  %141 = load ptr, ptr %4, align 8
  %142 = getelementptr inbounds %struct.P, ptr %141, i32 0, i32 1
  %143 = load i64, ptr %142, align 8
  %144 = add i64 %143, 1
  store i64 %144, ptr %142, align 8
  %145 = call ptr @jnew(i32 noundef 5)
  store ptr %145, ptr %10, align 8
  %146 = load ptr, ptr %4, align 8
  call void @ws(ptr noundef %146)
  %147 = load ptr, ptr %4, align 8
  %148 = getelementptr inbounds %struct.P, ptr %147, i32 0, i32 0
  %149 = load ptr, ptr %148, align 8
  %150 = load ptr, ptr %4, align 8
  %151 = getelementptr inbounds %struct.P, ptr %150, i32 0, i32 1
  %152 = load i64, ptr %151, align 8
  %153 = getelementptr inbounds i8, ptr %149, i64 %152
  %154 = load i8, ptr %153, align 1
  %155 = zext i8 %154 to i32
  %156 = icmp eq i32 %155, 93
  br i1 %156, label %157, label %163

157:                                              ; preds = %140
  %158 = load ptr, ptr %4, align 8
  %159 = getelementptr inbounds %struct.P, ptr %158, i32 0, i32 1
  %160 = load i64, ptr %159, align 8
  %161 = add i64 %160, 1
  store i64 %161, ptr %159, align 8
  %162 = load ptr, ptr %10, align 8
  store ptr %162, ptr %3, align 8
  br label %300

163:                                              ; preds = %140
  br label %164

164:                                              ; preds = %187, %163
  %165 = load ptr, ptr %4, align 8
  %166 = load i32, ptr %5, align 4
  %167 = add nsw i32 %166, 1
  %168 = call ptr @parse_value(ptr noundef %165, i32 noundef %167)
  store ptr %168, ptr %11, align 8
  %169 = load ptr, ptr %11, align 8
  %170 = icmp ne ptr %169, null
  br i1 %170, label %173, label %171

171:                                              ; preds = %164
  %172 = load ptr, ptr %10, align 8
  call void @jfree(ptr noundef %172)
  store ptr null, ptr %3, align 8
  br label %300

173:                                              ; preds = %164
  %174 = load ptr, ptr %10, align 8
  %175 = load ptr, ptr %11, align 8
  call void @jpush(ptr noundef %174, ptr noundef null, ptr noundef %175)
  %176 = load ptr, ptr %4, align 8
  call void @ws(ptr noundef %176)
  %177 = load ptr, ptr %4, align 8
  %178 = getelementptr inbounds %struct.P, ptr %177, i32 0, i32 0
  %179 = load ptr, ptr %178, align 8
  %180 = load ptr, ptr %4, align 8
  %181 = getelementptr inbounds %struct.P, ptr %180, i32 0, i32 1
  %182 = load i64, ptr %181, align 8
  %183 = getelementptr inbounds i8, ptr %179, i64 %182
  %184 = load i8, ptr %183, align 1
  %185 = zext i8 %184 to i32
  %186 = icmp eq i32 %185, 44
  br i1 %186, label %187, label %192

187:                                              ; preds = %173
  %188 = load ptr, ptr %4, align 8
  %189 = getelementptr inbounds %struct.P, ptr %188, i32 0, i32 1
  %190 = load i64, ptr %189, align 8
  %191 = add i64 %190, 1
  store i64 %191, ptr %189, align 8
  br label %164

192:                                              ; preds = %173
  %193 = load ptr, ptr %4, align 8
  %194 = getelementptr inbounds %struct.P, ptr %193, i32 0, i32 0
  %195 = load ptr, ptr %194, align 8
  %196 = load ptr, ptr %4, align 8
  %197 = getelementptr inbounds %struct.P, ptr %196, i32 0, i32 1
  %198 = load i64, ptr %197, align 8
  %199 = getelementptr inbounds i8, ptr %195, i64 %198
  %200 = load i8, ptr %199, align 1
  %201 = zext i8 %200 to i32
  %202 = icmp eq i32 %201, 93
  br i1 %202, label %203, label %209

203:                                              ; preds = %192
  %204 = load ptr, ptr %4, align 8
  %205 = getelementptr inbounds %struct.P, ptr %204, i32 0, i32 1
  %206 = load i64, ptr %205, align 8
  %207 = add i64 %206, 1
  store i64 %207, ptr %205, align 8
  %208 = load ptr, ptr %10, align 8
  store ptr %208, ptr %3, align 8
  br label %300

209:                                              ; preds = %192
  %210 = load ptr, ptr %4, align 8
  %211 = getelementptr inbounds %struct.P, ptr %210, i32 0, i32 2
  store ptr @.str.37, ptr %211, align 8
  %212 = load ptr, ptr %10, align 8
  call void @jfree(ptr noundef %212)
  store ptr null, ptr %3, align 8
  br label %300

213:                                              ; preds = %136
  %214 = load i8, ptr %6, align 1
  %215 = zext i8 %214 to i32
  %216 = icmp eq i32 %215, 34
  br i1 %216, label %217, label %229

217:                                              ; preds = %213
  %218 = load ptr, ptr %4, align 8
  %219 = call ptr @parse_string(ptr noundef %218)
  store ptr %219, ptr %12, align 8
  %220 = load ptr, ptr %12, align 8
  %221 = icmp ne ptr %220, null
  br i1 %221, label %223, label %222

222:                                              ; preds = %217
  store ptr null, ptr %3, align 8
  br label %300

223:                                              ; preds = %217
  %224 = call ptr @jnew(i32 noundef 4)
  store ptr %224, ptr %13, align 8
  %225 = load ptr, ptr %12, align 8
  %226 = load ptr, ptr %13, align 8
  %227 = getelementptr inbounds %struct.J, ptr %226, i32 0, i32 2
  store ptr %225, ptr %227, align 8
  %228 = load ptr, ptr %13, align 8
  store ptr %228, ptr %3, align 8
  br label %300

229:                                              ; preds = %213
  %230 = load i8, ptr %6, align 1
  %231 = zext i8 %230 to i32
  %232 = icmp eq i32 %231, 45
  br i1 %232, label %241, label %233

233:                                              ; preds = %229
  %234 = load i8, ptr %6, align 1
  %235 = zext i8 %234 to i32
  %236 = icmp sge i32 %235, 48
  br i1 %236, label %237, label %244

237:                                              ; preds = %233
  %238 = load i8, ptr %6, align 1
  %239 = zext i8 %238 to i32
  %240 = icmp sle i32 %239, 57
  br i1 %240, label %241, label %244

241:                                              ; preds = %237, %229
  %242 = load ptr, ptr %4, align 8
  %243 = call ptr @parse_number(ptr noundef %242)
  store ptr %243, ptr %3, align 8
  br label %300

244:                                              ; preds = %237, %233
  %245 = load ptr, ptr %4, align 8
  %246 = getelementptr inbounds %struct.P, ptr %245, i32 0, i32 0
  %247 = load ptr, ptr %246, align 8
  %248 = load ptr, ptr %4, align 8
  %249 = getelementptr inbounds %struct.P, ptr %248, i32 0, i32 1
  %250 = load i64, ptr %249, align 8
  %251 = getelementptr inbounds i8, ptr %247, i64 %250
  %252 = call i32 @strncmp(ptr noundef %251, ptr noundef @.str.38, i64 noundef 4) #10
  %253 = icmp ne i32 %252, 0
  br i1 %253, label %260, label %254

254:                                              ; preds = %244
  %255 = load ptr, ptr %4, align 8
  %256 = getelementptr inbounds %struct.P, ptr %255, i32 0, i32 1
  %257 = load i64, ptr %256, align 8
  %258 = add i64 %257, 4
  store i64 %258, ptr %256, align 8
  %259 = call ptr @jnew(i32 noundef 2)
  store ptr %259, ptr %3, align 8
  br label %300

260:                                              ; preds = %244
  %261 = load ptr, ptr %4, align 8
  %262 = getelementptr inbounds %struct.P, ptr %261, i32 0, i32 0
  %263 = load ptr, ptr %262, align 8
  %264 = load ptr, ptr %4, align 8
  %265 = getelementptr inbounds %struct.P, ptr %264, i32 0, i32 1
  %266 = load i64, ptr %265, align 8
  %267 = getelementptr inbounds i8, ptr %263, i64 %266
  %268 = call i32 @strncmp(ptr noundef %267, ptr noundef @.str.39, i64 noundef 5) #10
  %269 = icmp ne i32 %268, 0
  br i1 %269, label %276, label %270

270:                                              ; preds = %260
  %271 = load ptr, ptr %4, align 8
  %272 = getelementptr inbounds %struct.P, ptr %271, i32 0, i32 1
  %273 = load i64, ptr %272, align 8
  %274 = add i64 %273, 5
  store i64 %274, ptr %272, align 8
  %275 = call ptr @jnew(i32 noundef 1)
  store ptr %275, ptr %3, align 8
  br label %300

276:                                              ; preds = %260
  %277 = load ptr, ptr %4, align 8
  %278 = getelementptr inbounds %struct.P, ptr %277, i32 0, i32 0
  %279 = load ptr, ptr %278, align 8
  %280 = load ptr, ptr %4, align 8
  %281 = getelementptr inbounds %struct.P, ptr %280, i32 0, i32 1
  %282 = load i64, ptr %281, align 8
  %283 = getelementptr inbounds i8, ptr %279, i64 %282
  %284 = call i32 @strncmp(ptr noundef %283, ptr noundef @.str.40, i64 noundef 4) #10
  %285 = icmp ne i32 %284, 0
  br i1 %285, label %292, label %286

286:                                              ; preds = %276
  %287 = load ptr, ptr %4, align 8
  %288 = getelementptr inbounds %struct.P, ptr %287, i32 0, i32 1
  %289 = load i64, ptr %288, align 8
  %290 = add i64 %289, 4
  store i64 %290, ptr %288, align 8
  %291 = call ptr @jnew(i32 noundef 0)
  store ptr %291, ptr %3, align 8
  br label %300

292:                                              ; preds = %276
  %293 = load i8, ptr %6, align 1
  %294 = zext i8 %293 to i32
  %295 = icmp ne i32 %294, 0
  %296 = zext i1 %295 to i64
  %297 = select i1 %295, ptr @.str.41, ptr @.str.42
  %298 = load ptr, ptr %4, align 8
  %299 = getelementptr inbounds %struct.P, ptr %298, i32 0, i32 2
  store ptr %297, ptr %299, align 8
  store ptr null, ptr %3, align 8
  br label %300

300:                                              ; preds = %292, %286, %270, %254, %241, %223, %222, %209, %203, %171, %157, %132, %126, %92, %76, %62, %49, %16
  %301 = load ptr, ptr %3, align 8
  ret ptr %301
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ws(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  br label %3

3:                                                ; preds = %49, %1
  %4 = load ptr, ptr %2, align 8
  %5 = getelementptr inbounds %struct.P, ptr %4, i32 0, i32 0
  %6 = load ptr, ptr %5, align 8
  %7 = load ptr, ptr %2, align 8
  %8 = getelementptr inbounds %struct.P, ptr %7, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = getelementptr inbounds i8, ptr %6, i64 %9
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i32
  %13 = icmp eq i32 %12, 32
  br i1 %13, label %47, label %14

14:                                               ; preds = %3
  %15 = load ptr, ptr %2, align 8
  %16 = getelementptr inbounds %struct.P, ptr %15, i32 0, i32 0
  %17 = load ptr, ptr %16, align 8
  %18 = load ptr, ptr %2, align 8
  %19 = getelementptr inbounds %struct.P, ptr %18, i32 0, i32 1
  %20 = load i64, ptr %19, align 8
  %21 = getelementptr inbounds i8, ptr %17, i64 %20
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = icmp eq i32 %23, 10
  br i1 %24, label %47, label %25

25:                                               ; preds = %14
  %26 = load ptr, ptr %2, align 8
  %27 = getelementptr inbounds %struct.P, ptr %26, i32 0, i32 0
  %28 = load ptr, ptr %27, align 8
  %29 = load ptr, ptr %2, align 8
  %30 = getelementptr inbounds %struct.P, ptr %29, i32 0, i32 1
  %31 = load i64, ptr %30, align 8
  %32 = getelementptr inbounds i8, ptr %28, i64 %31
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = icmp eq i32 %34, 9
  br i1 %35, label %47, label %36

36:                                               ; preds = %25
  %37 = load ptr, ptr %2, align 8
  %38 = getelementptr inbounds %struct.P, ptr %37, i32 0, i32 0
  %39 = load ptr, ptr %38, align 8
  %40 = load ptr, ptr %2, align 8
  %41 = getelementptr inbounds %struct.P, ptr %40, i32 0, i32 1
  %42 = load i64, ptr %41, align 8
  %43 = getelementptr inbounds i8, ptr %39, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i32
  %46 = icmp eq i32 %45, 13
  br label %47

47:                                               ; preds = %36, %25, %14, %3
  %48 = phi i1 [ true, %25 ], [ true, %14 ], [ true, %3 ], [ %46, %36 ]
  br i1 %48, label %49, label %54

49:                                               ; preds = %47
  %50 = load ptr, ptr %2, align 8
  %51 = getelementptr inbounds %struct.P, ptr %50, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  %53 = add i64 %52, 1
  store i64 %53, ptr %51, align 8
  br label %3, !llvm.loop !19

54:                                               ; preds = %47
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @jnew(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
  %4 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 48) #11
  store ptr %4, ptr %3, align 8
  %5 = load i32, ptr %2, align 4
  %6 = load ptr, ptr %3, align 8
  %7 = getelementptr inbounds %struct.J, ptr %6, i32 0, i32 0
  store i32 %5, ptr %7, align 8
  %8 = load ptr, ptr %3, align 8
  ret ptr %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @parse_string(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca %struct.SB, align 8
  %5 = alloca i8, align 1
  %6 = alloca i8, align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.P, ptr %9, i32 0, i32 0
  %11 = load ptr, ptr %10, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.P, ptr %12, i32 0, i32 1
  %14 = load i64, ptr %13, align 8
  %15 = getelementptr inbounds i8, ptr %11, i64 %14
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = icmp ne i32 %17, 34
  br i1 %18, label %19, label %22

19:                                               ; preds = %1
  %20 = load ptr, ptr %3, align 8
  %21 = getelementptr inbounds %struct.P, ptr %20, i32 0, i32 2
  store ptr @.str.43, ptr %21, align 8
  store ptr null, ptr %2, align 8
  br label %182

22:                                               ; preds = %1
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds %struct.P, ptr %23, i32 0, i32 1
  %25 = load i64, ptr %24, align 8
  %26 = add i64 %25, 1
  store i64 %26, ptr %24, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 24, i1 false)
  call void @sb_putc(ptr noundef %4, i8 noundef 0)
  %27 = getelementptr inbounds %struct.SB, ptr %4, i32 0, i32 1
  store i64 0, ptr %27, align 8
  br label %28

28:                                               ; preds = %178, %67, %22
  %29 = load ptr, ptr %3, align 8
  %30 = getelementptr inbounds %struct.P, ptr %29, i32 0, i32 0
  %31 = load ptr, ptr %30, align 8
  %32 = load ptr, ptr %3, align 8
  %33 = getelementptr inbounds %struct.P, ptr %32, i32 0, i32 1
  %34 = load i64, ptr %33, align 8
  %35 = getelementptr inbounds i8, ptr %31, i64 %34
  %36 = load i8, ptr %35, align 1
  store i8 %36, ptr %5, align 1
  %37 = load i8, ptr %5, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %45

40:                                               ; preds = %28
  %41 = load ptr, ptr %3, align 8
  %42 = getelementptr inbounds %struct.P, ptr %41, i32 0, i32 2
  store ptr @.str.44, ptr %42, align 8
  %43 = getelementptr inbounds %struct.SB, ptr %4, i32 0, i32 0
  %44 = load ptr, ptr %43, align 8
  call void @free(ptr noundef %44) #9
  store ptr null, ptr %2, align 8
  br label %182

45:                                               ; preds = %28
  %46 = load i8, ptr %5, align 1
  %47 = zext i8 %46 to i32
  %48 = icmp slt i32 %47, 32
  br i1 %48, label %49, label %54

49:                                               ; preds = %45
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.P, ptr %50, i32 0, i32 2
  store ptr @.str.45, ptr %51, align 8
  %52 = getelementptr inbounds %struct.SB, ptr %4, i32 0, i32 0
  %53 = load ptr, ptr %52, align 8
  call void @free(ptr noundef %53) #9
  store ptr null, ptr %2, align 8
  br label %182

54:                                               ; preds = %45
  %55 = load ptr, ptr %3, align 8
  %56 = getelementptr inbounds %struct.P, ptr %55, i32 0, i32 1
  %57 = load i64, ptr %56, align 8
  %58 = add i64 %57, 1
  store i64 %58, ptr %56, align 8
  %59 = load i8, ptr %5, align 1
  %60 = zext i8 %59 to i32
  %61 = icmp eq i32 %60, 34
  br i1 %61, label %62, label %63

62:                                               ; preds = %54
  br label %179

63:                                               ; preds = %54
  %64 = load i8, ptr %5, align 1
  %65 = zext i8 %64 to i32
  %66 = icmp ne i32 %65, 92
  br i1 %66, label %67, label %69

67:                                               ; preds = %63
  %68 = load i8, ptr %5, align 1
  call void @sb_putc(ptr noundef %4, i8 noundef %68)
  br label %28

69:                                               ; preds = %63
  %70 = load ptr, ptr %3, align 8
  %71 = getelementptr inbounds %struct.P, ptr %70, i32 0, i32 0
  %72 = load ptr, ptr %71, align 8
  %73 = load ptr, ptr %3, align 8
  %74 = getelementptr inbounds %struct.P, ptr %73, i32 0, i32 1
  %75 = load i64, ptr %74, align 8
  %76 = add i64 %75, 1
  store i64 %76, ptr %74, align 8
  %77 = getelementptr inbounds i8, ptr %72, i64 %75
  %78 = load i8, ptr %77, align 1
  store i8 %78, ptr %6, align 1
  %79 = load i8, ptr %6, align 1
  %80 = zext i8 %79 to i32
  switch i32 %80, label %173 [
    i32 34, label %81
    i32 92, label %82
    i32 47, label %83
    i32 98, label %84
    i32 102, label %85
    i32 110, label %86
    i32 114, label %87
    i32 116, label %88
    i32 117, label %89
  ]

81:                                               ; preds = %69
  call void @sb_putc(ptr noundef %4, i8 noundef 34)
  br label %178

82:                                               ; preds = %69
  call void @sb_putc(ptr noundef %4, i8 noundef 92)
  br label %178

83:                                               ; preds = %69
  call void @sb_putc(ptr noundef %4, i8 noundef 47)
  br label %178

84:                                               ; preds = %69
  call void @sb_putc(ptr noundef %4, i8 noundef 8)
  br label %178

85:                                               ; preds = %69
  call void @sb_putc(ptr noundef %4, i8 noundef 12)
  br label %178

86:                                               ; preds = %69
  call void @sb_putc(ptr noundef %4, i8 noundef 10)
  br label %178

87:                                               ; preds = %69
  call void @sb_putc(ptr noundef %4, i8 noundef 13)
  br label %178

88:                                               ; preds = %69
  call void @sb_putc(ptr noundef %4, i8 noundef 9)
  br label %178

89:                                               ; preds = %69
  %90 = load ptr, ptr %3, align 8
  %91 = call i32 @read_hex4(ptr noundef %90, ptr noundef %7)
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %98, label %93

93:                                               ; preds = %89
  %94 = load ptr, ptr %3, align 8
  %95 = getelementptr inbounds %struct.P, ptr %94, i32 0, i32 2
  store ptr @.str.46, ptr %95, align 8
  %96 = getelementptr inbounds %struct.SB, ptr %4, i32 0, i32 0
  %97 = load ptr, ptr %96, align 8
  call void @free(ptr noundef %97) #9
  store ptr null, ptr %2, align 8
  br label %182

98:                                               ; preds = %89
  %99 = load i32, ptr %7, align 4
  %100 = icmp uge i32 %99, 55296
  br i1 %100, label %101, label %159

101:                                              ; preds = %98
  %102 = load i32, ptr %7, align 4
  %103 = icmp ule i32 %102, 56319
  br i1 %103, label %104, label %159

104:                                              ; preds = %101
  %105 = load ptr, ptr %3, align 8
  %106 = getelementptr inbounds %struct.P, ptr %105, i32 0, i32 0
  %107 = load ptr, ptr %106, align 8
  %108 = load ptr, ptr %3, align 8
  %109 = getelementptr inbounds %struct.P, ptr %108, i32 0, i32 1
  %110 = load i64, ptr %109, align 8
  %111 = getelementptr inbounds i8, ptr %107, i64 %110
  %112 = load i8, ptr %111, align 1
  %113 = zext i8 %112 to i32
  %114 = icmp ne i32 %113, 92
  br i1 %114, label %127, label %115

115:                                              ; preds = %104
  %116 = load ptr, ptr %3, align 8
  %117 = getelementptr inbounds %struct.P, ptr %116, i32 0, i32 0
  %118 = load ptr, ptr %117, align 8
  %119 = load ptr, ptr %3, align 8
  %120 = getelementptr inbounds %struct.P, ptr %119, i32 0, i32 1
  %121 = load i64, ptr %120, align 8
  %122 = add i64 %121, 1
  %123 = getelementptr inbounds i8, ptr %118, i64 %122
  %124 = load i8, ptr %123, align 1
  %125 = zext i8 %124 to i32
  %126 = icmp ne i32 %125, 117
  br i1 %126, label %127, label %132

127:                                              ; preds = %115, %104
  %128 = load ptr, ptr %3, align 8
  %129 = getelementptr inbounds %struct.P, ptr %128, i32 0, i32 2
  store ptr @.str.47, ptr %129, align 8
  %130 = getelementptr inbounds %struct.SB, ptr %4, i32 0, i32 0
  %131 = load ptr, ptr %130, align 8
  call void @free(ptr noundef %131) #9
  store ptr null, ptr %2, align 8
  br label %182

132:                                              ; preds = %115
  %133 = load ptr, ptr %3, align 8
  %134 = getelementptr inbounds %struct.P, ptr %133, i32 0, i32 1
  %135 = load i64, ptr %134, align 8
  %136 = add i64 %135, 2
  store i64 %136, ptr %134, align 8
  %137 = load ptr, ptr %3, align 8
  %138 = call i32 @read_hex4(ptr noundef %137, ptr noundef %8)
  %139 = icmp ne i32 %138, 0
  br i1 %139, label %140, label %146

140:                                              ; preds = %132
  %141 = load i32, ptr %8, align 4
  %142 = icmp ult i32 %141, 56320
  br i1 %142, label %146, label %143

143:                                              ; preds = %140
  %144 = load i32, ptr %8, align 4
  %145 = icmp ugt i32 %144, 57343
  br i1 %145, label %146, label %151

146:                                              ; preds = %143, %140, %132
  %147 = load ptr, ptr %3, align 8
  %148 = getelementptr inbounds %struct.P, ptr %147, i32 0, i32 2
  store ptr @.str.48, ptr %148, align 8
  %149 = getelementptr inbounds %struct.SB, ptr %4, i32 0, i32 0
  %150 = load ptr, ptr %149, align 8
  call void @free(ptr noundef %150) #9
  store ptr null, ptr %2, align 8
  br label %182

151:                                              ; preds = %143
  %152 = load i32, ptr %7, align 4
  %153 = sub i32 %152, 55296
  %154 = shl i32 %153, 10
  %155 = add i32 65536, %154
  %156 = load i32, ptr %8, align 4
  %157 = sub i32 %156, 56320
  %158 = add i32 %155, %157
  store i32 %158, ptr %7, align 4
  br label %171

159:                                              ; preds = %101, %98
  %160 = load i32, ptr %7, align 4
  %161 = icmp uge i32 %160, 56320
  br i1 %161, label %162, label %170

162:                                              ; preds = %159
  %163 = load i32, ptr %7, align 4
  %164 = icmp ule i32 %163, 57343
  br i1 %164, label %165, label %170

165:                                              ; preds = %162
  %166 = load ptr, ptr %3, align 8
  %167 = getelementptr inbounds %struct.P, ptr %166, i32 0, i32 2
  store ptr @.str.49, ptr %167, align 8
  %168 = getelementptr inbounds %struct.SB, ptr %4, i32 0, i32 0
  %169 = load ptr, ptr %168, align 8
  call void @free(ptr noundef %169) #9
  store ptr null, ptr %2, align 8
  br label %182

170:                                              ; preds = %162, %159
  br label %171

171:                                              ; preds = %170, %151
  %172 = load i32, ptr %7, align 4
  call void @put_utf8(ptr noundef %4, i32 noundef %172)
  br label %178

173:                                              ; preds = %69
  %174 = load ptr, ptr %3, align 8
  %175 = getelementptr inbounds %struct.P, ptr %174, i32 0, i32 2
  store ptr @.str.50, ptr %175, align 8
  %176 = getelementptr inbounds %struct.SB, ptr %4, i32 0, i32 0
  %177 = load ptr, ptr %176, align 8
  call void @free(ptr noundef %177) #9
  store ptr null, ptr %2, align 8
  br label %182

178:                                              ; preds = %171, %88, %87, %86, %85, %84, %83, %82, %81
  br label %28

179:                                              ; preds = %62
  %180 = getelementptr inbounds %struct.SB, ptr %4, i32 0, i32 0
  %181 = load ptr, ptr %180, align 8
  store ptr %181, ptr %2, align 8
  br label %182

182:                                              ; preds = %179, %173, %165, %146, %127, %93, %49, %40, %19
  %183 = load ptr, ptr %2, align 8
  ret ptr %183
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @jpush(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = getelementptr inbounds %struct.J, ptr %7, i32 0, i32 5
  %9 = load i32, ptr %8, align 8
  %10 = load ptr, ptr %4, align 8
  %11 = getelementptr inbounds %struct.J, ptr %10, i32 0, i32 6
  %12 = load i32, ptr %11, align 4
  %13 = icmp eq i32 %9, %12
  br i1 %13, label %14, label %57

14:                                               ; preds = %3
  %15 = load ptr, ptr %4, align 8
  %16 = getelementptr inbounds %struct.J, ptr %15, i32 0, i32 6
  %17 = load i32, ptr %16, align 4
  %18 = icmp ne i32 %17, 0
  br i1 %18, label %19, label %24

19:                                               ; preds = %14
  %20 = load ptr, ptr %4, align 8
  %21 = getelementptr inbounds %struct.J, ptr %20, i32 0, i32 6
  %22 = load i32, ptr %21, align 4
  %23 = mul nsw i32 %22, 2
  br label %25

24:                                               ; preds = %14
  br label %25

25:                                               ; preds = %24, %19
  %26 = phi i32 [ %23, %19 ], [ 4, %24 ]
  %27 = load ptr, ptr %4, align 8
  %28 = getelementptr inbounds %struct.J, ptr %27, i32 0, i32 6
  store i32 %26, ptr %28, align 4
  %29 = load ptr, ptr %4, align 8
  %30 = getelementptr inbounds %struct.J, ptr %29, i32 0, i32 3
  %31 = load ptr, ptr %30, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = getelementptr inbounds %struct.J, ptr %32, i32 0, i32 6
  %34 = load i32, ptr %33, align 4
  %35 = sext i32 %34 to i64
  %36 = mul i64 %35, 8
  %37 = call ptr @realloc(ptr noundef %31, i64 noundef %36) #12
  %38 = load ptr, ptr %4, align 8
  %39 = getelementptr inbounds %struct.J, ptr %38, i32 0, i32 3
  store ptr %37, ptr %39, align 8
  %40 = load ptr, ptr %4, align 8
  %41 = getelementptr inbounds %struct.J, ptr %40, i32 0, i32 0
  %42 = load i32, ptr %41, align 8
  %43 = icmp eq i32 %42, 6
  br i1 %43, label %44, label %56

44:                                               ; preds = %25
  %45 = load ptr, ptr %4, align 8
  %46 = getelementptr inbounds %struct.J, ptr %45, i32 0, i32 4
  %47 = load ptr, ptr %46, align 8
  %48 = load ptr, ptr %4, align 8
  %49 = getelementptr inbounds %struct.J, ptr %48, i32 0, i32 6
  %50 = load i32, ptr %49, align 4
  %51 = sext i32 %50 to i64
  %52 = mul i64 %51, 8
  %53 = call ptr @realloc(ptr noundef %47, i64 noundef %52) #12
  %54 = load ptr, ptr %4, align 8
  %55 = getelementptr inbounds %struct.J, ptr %54, i32 0, i32 4
  store ptr %53, ptr %55, align 8
  br label %56

56:                                               ; preds = %44, %25
  br label %57

57:                                               ; preds = %56, %3
  %58 = load ptr, ptr %4, align 8
  %59 = getelementptr inbounds %struct.J, ptr %58, i32 0, i32 0
  %60 = load i32, ptr %59, align 8
  %61 = icmp eq i32 %60, 6
  br i1 %61, label %62, label %72

62:                                               ; preds = %57
  %63 = load ptr, ptr %5, align 8
  %64 = load ptr, ptr %4, align 8
  %65 = getelementptr inbounds %struct.J, ptr %64, i32 0, i32 4
  %66 = load ptr, ptr %65, align 8
  %67 = load ptr, ptr %4, align 8
  %68 = getelementptr inbounds %struct.J, ptr %67, i32 0, i32 5
  %69 = load i32, ptr %68, align 8
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds ptr, ptr %66, i64 %70
  store ptr %63, ptr %71, align 8
  br label %72

72:                                               ; preds = %62, %57
  %73 = load ptr, ptr %6, align 8
  %74 = load ptr, ptr %4, align 8
  %75 = getelementptr inbounds %struct.J, ptr %74, i32 0, i32 3
  %76 = load ptr, ptr %75, align 8
  %77 = load ptr, ptr %4, align 8
  %78 = getelementptr inbounds %struct.J, ptr %77, i32 0, i32 5
  %79 = load i32, ptr %78, align 8
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %78, align 8
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds ptr, ptr %76, i64 %81
  store ptr %73, ptr %82, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @parse_number(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [64 x i8], align 1
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.P, ptr %9, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  store i64 %11, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = getelementptr inbounds %struct.P, ptr %12, i32 0, i32 0
  %14 = load ptr, ptr %13, align 8
  store ptr %14, ptr %5, align 8
  %15 = load ptr, ptr %5, align 8
  %16 = load ptr, ptr %3, align 8
  %17 = getelementptr inbounds %struct.P, ptr %16, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  %19 = getelementptr inbounds i8, ptr %15, i64 %18
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = icmp eq i32 %21, 45
  br i1 %22, label %23, label %28

23:                                               ; preds = %1
  %24 = load ptr, ptr %3, align 8
  %25 = getelementptr inbounds %struct.P, ptr %24, i32 0, i32 1
  %26 = load i64, ptr %25, align 8
  %27 = add i64 %26, 1
  store i64 %27, ptr %25, align 8
  br label %28

28:                                               ; preds = %23, %1
  %29 = load ptr, ptr %5, align 8
  %30 = load ptr, ptr %3, align 8
  %31 = getelementptr inbounds %struct.P, ptr %30, i32 0, i32 1
  %32 = load i64, ptr %31, align 8
  %33 = getelementptr inbounds i8, ptr %29, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = zext i8 %34 to i32
  %36 = icmp eq i32 %35, 48
  br i1 %36, label %37, label %42

37:                                               ; preds = %28
  %38 = load ptr, ptr %3, align 8
  %39 = getelementptr inbounds %struct.P, ptr %38, i32 0, i32 1
  %40 = load i64, ptr %39, align 8
  %41 = add i64 %40, 1
  store i64 %41, ptr %39, align 8
  br label %91

42:                                               ; preds = %28
  %43 = load ptr, ptr %5, align 8
  %44 = load ptr, ptr %3, align 8
  %45 = getelementptr inbounds %struct.P, ptr %44, i32 0, i32 1
  %46 = load i64, ptr %45, align 8
  %47 = getelementptr inbounds i8, ptr %43, i64 %46
  %48 = load i8, ptr %47, align 1
  %49 = zext i8 %48 to i32
  %50 = icmp sge i32 %49, 49
  br i1 %50, label %51, label %87

51:                                               ; preds = %42
  %52 = load ptr, ptr %5, align 8
  %53 = load ptr, ptr %3, align 8
  %54 = getelementptr inbounds %struct.P, ptr %53, i32 0, i32 1
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds i8, ptr %52, i64 %55
  %57 = load i8, ptr %56, align 1
  %58 = zext i8 %57 to i32
  %59 = icmp sle i32 %58, 57
  br i1 %59, label %60, label %87

60:                                               ; preds = %51
  br label %61

61:                                               ; preds = %81, %60
  %62 = load ptr, ptr %5, align 8
  %63 = load ptr, ptr %3, align 8
  %64 = getelementptr inbounds %struct.P, ptr %63, i32 0, i32 1
  %65 = load i64, ptr %64, align 8
  %66 = getelementptr inbounds i8, ptr %62, i64 %65
  %67 = load i8, ptr %66, align 1
  %68 = zext i8 %67 to i32
  %69 = icmp sge i32 %68, 48
  br i1 %69, label %70, label %79

70:                                               ; preds = %61
  %71 = load ptr, ptr %5, align 8
  %72 = load ptr, ptr %3, align 8
  %73 = getelementptr inbounds %struct.P, ptr %72, i32 0, i32 1
  %74 = load i64, ptr %73, align 8
  %75 = getelementptr inbounds i8, ptr %71, i64 %74
  %76 = load i8, ptr %75, align 1
  %77 = zext i8 %76 to i32
  %78 = icmp sle i32 %77, 57
  br label %79

79:                                               ; preds = %70, %61
  %80 = phi i1 [ false, %61 ], [ %78, %70 ]
  br i1 %80, label %81, label %86

81:                                               ; preds = %79
  %82 = load ptr, ptr %3, align 8
  %83 = getelementptr inbounds %struct.P, ptr %82, i32 0, i32 1
  %84 = load i64, ptr %83, align 8
  %85 = add i64 %84, 1
  store i64 %85, ptr %83, align 8
  br label %61, !llvm.loop !20

86:                                               ; preds = %79
  br label %90

87:                                               ; preds = %51, %42
  %88 = load ptr, ptr %3, align 8
  %89 = getelementptr inbounds %struct.P, ptr %88, i32 0, i32 2
  store ptr @.str.51, ptr %89, align 8
  store ptr null, ptr %2, align 8
  br label %268

90:                                               ; preds = %86
  br label %91

91:                                               ; preds = %90, %37
  %92 = load ptr, ptr %5, align 8
  %93 = load ptr, ptr %3, align 8
  %94 = getelementptr inbounds %struct.P, ptr %93, i32 0, i32 1
  %95 = load i64, ptr %94, align 8
  %96 = getelementptr inbounds i8, ptr %92, i64 %95
  %97 = load i8, ptr %96, align 1
  %98 = zext i8 %97 to i32
  %99 = icmp eq i32 %98, 46
  br i1 %99, label %100, label %152

100:                                              ; preds = %91
  %101 = load ptr, ptr %3, align 8
  %102 = getelementptr inbounds %struct.P, ptr %101, i32 0, i32 1
  %103 = load i64, ptr %102, align 8
  %104 = add i64 %103, 1
  store i64 %104, ptr %102, align 8
  %105 = load ptr, ptr %5, align 8
  %106 = load ptr, ptr %3, align 8
  %107 = getelementptr inbounds %struct.P, ptr %106, i32 0, i32 1
  %108 = load i64, ptr %107, align 8
  %109 = getelementptr inbounds i8, ptr %105, i64 %108
  %110 = load i8, ptr %109, align 1
  %111 = zext i8 %110 to i32
  %112 = icmp sge i32 %111, 48
  br i1 %112, label %113, label %122

113:                                              ; preds = %100
  %114 = load ptr, ptr %5, align 8
  %115 = load ptr, ptr %3, align 8
  %116 = getelementptr inbounds %struct.P, ptr %115, i32 0, i32 1
  %117 = load i64, ptr %116, align 8
  %118 = getelementptr inbounds i8, ptr %114, i64 %117
  %119 = load i8, ptr %118, align 1
  %120 = zext i8 %119 to i32
  %121 = icmp sle i32 %120, 57
  br i1 %121, label %125, label %122

122:                                              ; preds = %113, %100
  %123 = load ptr, ptr %3, align 8
  %124 = getelementptr inbounds %struct.P, ptr %123, i32 0, i32 2
  store ptr @.str.52, ptr %124, align 8
  store ptr null, ptr %2, align 8
  br label %268

125:                                              ; preds = %113
  br label %126

126:                                              ; preds = %146, %125
  %127 = load ptr, ptr %5, align 8
  %128 = load ptr, ptr %3, align 8
  %129 = getelementptr inbounds %struct.P, ptr %128, i32 0, i32 1
  %130 = load i64, ptr %129, align 8
  %131 = getelementptr inbounds i8, ptr %127, i64 %130
  %132 = load i8, ptr %131, align 1
  %133 = zext i8 %132 to i32
  %134 = icmp sge i32 %133, 48
  br i1 %134, label %135, label %144

135:                                              ; preds = %126
  %136 = load ptr, ptr %5, align 8
  %137 = load ptr, ptr %3, align 8
  %138 = getelementptr inbounds %struct.P, ptr %137, i32 0, i32 1
  %139 = load i64, ptr %138, align 8
  %140 = getelementptr inbounds i8, ptr %136, i64 %139
  %141 = load i8, ptr %140, align 1
  %142 = zext i8 %141 to i32
  %143 = icmp sle i32 %142, 57
  br label %144

144:                                              ; preds = %135, %126
  %145 = phi i1 [ false, %126 ], [ %143, %135 ]
  br i1 %145, label %146, label %151

146:                                              ; preds = %144
  %147 = load ptr, ptr %3, align 8
  %148 = getelementptr inbounds %struct.P, ptr %147, i32 0, i32 1
  %149 = load i64, ptr %148, align 8
  %150 = add i64 %149, 1
  store i64 %150, ptr %148, align 8
  br label %126, !llvm.loop !21

151:                                              ; preds = %144
  br label %152

152:                                              ; preds = %151, %91
  %153 = load ptr, ptr %5, align 8
  %154 = load ptr, ptr %3, align 8
  %155 = getelementptr inbounds %struct.P, ptr %154, i32 0, i32 1
  %156 = load i64, ptr %155, align 8
  %157 = getelementptr inbounds i8, ptr %153, i64 %156
  %158 = load i8, ptr %157, align 1
  %159 = zext i8 %158 to i32
  %160 = icmp eq i32 %159, 101
  br i1 %160, label %170, label %161

161:                                              ; preds = %152
  %162 = load ptr, ptr %5, align 8
  %163 = load ptr, ptr %3, align 8
  %164 = getelementptr inbounds %struct.P, ptr %163, i32 0, i32 1
  %165 = load i64, ptr %164, align 8
  %166 = getelementptr inbounds i8, ptr %162, i64 %165
  %167 = load i8, ptr %166, align 1
  %168 = zext i8 %167 to i32
  %169 = icmp eq i32 %168, 69
  br i1 %169, label %170, label %245

170:                                              ; preds = %161, %152
  %171 = load ptr, ptr %3, align 8
  %172 = getelementptr inbounds %struct.P, ptr %171, i32 0, i32 1
  %173 = load i64, ptr %172, align 8
  %174 = add i64 %173, 1
  store i64 %174, ptr %172, align 8
  %175 = load ptr, ptr %5, align 8
  %176 = load ptr, ptr %3, align 8
  %177 = getelementptr inbounds %struct.P, ptr %176, i32 0, i32 1
  %178 = load i64, ptr %177, align 8
  %179 = getelementptr inbounds i8, ptr %175, i64 %178
  %180 = load i8, ptr %179, align 1
  %181 = zext i8 %180 to i32
  %182 = icmp eq i32 %181, 43
  br i1 %182, label %192, label %183

183:                                              ; preds = %170
  %184 = load ptr, ptr %5, align 8
  %185 = load ptr, ptr %3, align 8
  %186 = getelementptr inbounds %struct.P, ptr %185, i32 0, i32 1
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds i8, ptr %184, i64 %187
  %189 = load i8, ptr %188, align 1
  %190 = zext i8 %189 to i32
  %191 = icmp eq i32 %190, 45
  br i1 %191, label %192, label %197

192:                                              ; preds = %183, %170
  %193 = load ptr, ptr %3, align 8
  %194 = getelementptr inbounds %struct.P, ptr %193, i32 0, i32 1
  %195 = load i64, ptr %194, align 8
  %196 = add i64 %195, 1
  store i64 %196, ptr %194, align 8
  br label %197

197:                                              ; preds = %192, %183
  %198 = load ptr, ptr %5, align 8
  %199 = load ptr, ptr %3, align 8
  %200 = getelementptr inbounds %struct.P, ptr %199, i32 0, i32 1
  %201 = load i64, ptr %200, align 8
  %202 = getelementptr inbounds i8, ptr %198, i64 %201
  %203 = load i8, ptr %202, align 1
  %204 = zext i8 %203 to i32
  %205 = icmp sge i32 %204, 48
  br i1 %205, label %206, label %215

206:                                              ; preds = %197
  %207 = load ptr, ptr %5, align 8
  %208 = load ptr, ptr %3, align 8
  %209 = getelementptr inbounds %struct.P, ptr %208, i32 0, i32 1
  %210 = load i64, ptr %209, align 8
  %211 = getelementptr inbounds i8, ptr %207, i64 %210
  %212 = load i8, ptr %211, align 1
  %213 = zext i8 %212 to i32
  %214 = icmp sle i32 %213, 57
  br i1 %214, label %218, label %215

215:                                              ; preds = %206, %197
  %216 = load ptr, ptr %3, align 8
  %217 = getelementptr inbounds %struct.P, ptr %216, i32 0, i32 2
  store ptr @.str.53, ptr %217, align 8
  store ptr null, ptr %2, align 8
  br label %268

218:                                              ; preds = %206
  br label %219

219:                                              ; preds = %239, %218
  %220 = load ptr, ptr %5, align 8
  %221 = load ptr, ptr %3, align 8
  %222 = getelementptr inbounds %struct.P, ptr %221, i32 0, i32 1
  %223 = load i64, ptr %222, align 8
  %224 = getelementptr inbounds i8, ptr %220, i64 %223
  %225 = load i8, ptr %224, align 1
  %226 = zext i8 %225 to i32
  %227 = icmp sge i32 %226, 48
  br i1 %227, label %228, label %237

228:                                              ; preds = %219
  %229 = load ptr, ptr %5, align 8
  %230 = load ptr, ptr %3, align 8
  %231 = getelementptr inbounds %struct.P, ptr %230, i32 0, i32 1
  %232 = load i64, ptr %231, align 8
  %233 = getelementptr inbounds i8, ptr %229, i64 %232
  %234 = load i8, ptr %233, align 1
  %235 = zext i8 %234 to i32
  %236 = icmp sle i32 %235, 57
  br label %237

237:                                              ; preds = %228, %219
  %238 = phi i1 [ false, %219 ], [ %236, %228 ]
  br i1 %238, label %239, label %244

239:                                              ; preds = %237
  %240 = load ptr, ptr %3, align 8
  %241 = getelementptr inbounds %struct.P, ptr %240, i32 0, i32 1
  %242 = load i64, ptr %241, align 8
  %243 = add i64 %242, 1
  store i64 %243, ptr %241, align 8
  br label %219, !llvm.loop !22

244:                                              ; preds = %237
  br label %245

245:                                              ; preds = %244, %161
  %246 = load ptr, ptr %3, align 8
  %247 = getelementptr inbounds %struct.P, ptr %246, i32 0, i32 1
  %248 = load i64, ptr %247, align 8
  %249 = load i64, ptr %4, align 8
  %250 = sub i64 %248, %249
  store i64 %250, ptr %7, align 8
  %251 = load i64, ptr %7, align 8
  %252 = icmp uge i64 %251, 64
  br i1 %252, label %253, label %254

253:                                              ; preds = %245
  store i64 63, ptr %7, align 8
  br label %254

254:                                              ; preds = %253, %245
  %255 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %256 = load ptr, ptr %5, align 8
  %257 = load i64, ptr %4, align 8
  %258 = getelementptr inbounds i8, ptr %256, i64 %257
  %259 = load i64, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %255, ptr align 1 %258, i64 %259, i1 false)
  %260 = load i64, ptr %7, align 8
  %261 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %260
  store i8 0, ptr %261, align 1
  %262 = call ptr @jnew(i32 noundef 3)
  store ptr %262, ptr %8, align 8
  %263 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 0
  %264 = call double @strtod(ptr noundef %263, ptr noundef null) #9
  %265 = load ptr, ptr %8, align 8
  %266 = getelementptr inbounds %struct.J, ptr %265, i32 0, i32 1
  store double %264, ptr %266, align 8
  %267 = load ptr, ptr %8, align 8
  store ptr %267, ptr %2, align 8
  br label %268

268:                                              ; preds = %254, %215, %122, %87
  %269 = load ptr, ptr %2, align 8
  ret ptr %269
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strncmp(ptr noundef, ptr noundef, i64 noundef) #5

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sb_putc(ptr noundef %0, i8 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  %5 = load ptr, ptr %3, align 8
  %6 = getelementptr inbounds %struct.SB, ptr %5, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  %8 = add i64 %7, 2
  %9 = load ptr, ptr %3, align 8
  %10 = getelementptr inbounds %struct.SB, ptr %9, i32 0, i32 2
  %11 = load i64, ptr %10, align 8
  %12 = icmp ugt i64 %8, %11
  br i1 %12, label %13, label %37

13:                                               ; preds = %2
  %14 = load ptr, ptr %3, align 8
  %15 = getelementptr inbounds %struct.SB, ptr %14, i32 0, i32 2
  %16 = load i64, ptr %15, align 8
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %13
  %19 = load ptr, ptr %3, align 8
  %20 = getelementptr inbounds %struct.SB, ptr %19, i32 0, i32 2
  %21 = load i64, ptr %20, align 8
  %22 = mul i64 %21, 2
  br label %24

23:                                               ; preds = %13
  br label %24

24:                                               ; preds = %23, %18
  %25 = phi i64 [ %22, %18 ], [ 64, %23 ]
  %26 = load ptr, ptr %3, align 8
  %27 = getelementptr inbounds %struct.SB, ptr %26, i32 0, i32 2
  store i64 %25, ptr %27, align 8
  %28 = load ptr, ptr %3, align 8
  %29 = getelementptr inbounds %struct.SB, ptr %28, i32 0, i32 0
  %30 = load ptr, ptr %29, align 8
  %31 = load ptr, ptr %3, align 8
  %32 = getelementptr inbounds %struct.SB, ptr %31, i32 0, i32 2
  %33 = load i64, ptr %32, align 8
  %34 = call ptr @realloc(ptr noundef %30, i64 noundef %33) #12
  %35 = load ptr, ptr %3, align 8
  %36 = getelementptr inbounds %struct.SB, ptr %35, i32 0, i32 0
  store ptr %34, ptr %36, align 8
  br label %37

37:                                               ; preds = %24, %2
  %38 = load i8, ptr %4, align 1
  %39 = load ptr, ptr %3, align 8
  %40 = getelementptr inbounds %struct.SB, ptr %39, i32 0, i32 0
  %41 = load ptr, ptr %40, align 8
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds %struct.SB, ptr %42, i32 0, i32 1
  %44 = load i64, ptr %43, align 8
  %45 = add i64 %44, 1
  store i64 %45, ptr %43, align 8
  %46 = getelementptr inbounds i8, ptr %41, i64 %44
  store i8 %38, ptr %46, align 1
  %47 = load ptr, ptr %3, align 8
  %48 = getelementptr inbounds %struct.SB, ptr %47, i32 0, i32 0
  %49 = load ptr, ptr %48, align 8
  %50 = load ptr, ptr %3, align 8
  %51 = getelementptr inbounds %struct.SB, ptr %50, i32 0, i32 1
  %52 = load i64, ptr %51, align 8
  %53 = getelementptr inbounds i8, ptr %49, i64 %52
  store i8 0, ptr %53, align 1
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @read_hex4(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %33, %2
  %10 = load i32, ptr %7, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %36

12:                                               ; preds = %9
  %13 = load ptr, ptr %4, align 8
  %14 = getelementptr inbounds %struct.P, ptr %13, i32 0, i32 0
  %15 = load ptr, ptr %14, align 8
  %16 = load ptr, ptr %4, align 8
  %17 = getelementptr inbounds %struct.P, ptr %16, i32 0, i32 1
  %18 = load i64, ptr %17, align 8
  %19 = load i32, ptr %7, align 4
  %20 = sext i32 %19 to i64
  %21 = add i64 %18, %20
  %22 = getelementptr inbounds i8, ptr %15, i64 %21
  %23 = load i8, ptr %22, align 1
  %24 = call i32 @hexval(i8 noundef %23)
  store i32 %24, ptr %8, align 4
  %25 = load i32, ptr %8, align 4
  %26 = icmp slt i32 %25, 0
  br i1 %26, label %27, label %28

27:                                               ; preds = %12
  store i32 0, ptr %3, align 4
  br label %43

28:                                               ; preds = %12
  %29 = load i32, ptr %6, align 4
  %30 = mul i32 %29, 16
  %31 = load i32, ptr %8, align 4
  %32 = add i32 %30, %31
  store i32 %32, ptr %6, align 4
  br label %33

33:                                               ; preds = %28
  %34 = load i32, ptr %7, align 4
  %35 = add nsw i32 %34, 1
  store i32 %35, ptr %7, align 4
  br label %9, !llvm.loop !23

36:                                               ; preds = %9
  %37 = load ptr, ptr %4, align 8
  %38 = getelementptr inbounds %struct.P, ptr %37, i32 0, i32 1
  %39 = load i64, ptr %38, align 8
  %40 = add i64 %39, 4
  store i64 %40, ptr %38, align 8
  %41 = load i32, ptr %6, align 4
  %42 = load ptr, ptr %5, align 8
  store i32 %41, ptr %42, align 4
  store i32 1, ptr %3, align 4
  br label %43

43:                                               ; preds = %36, %27
  %44 = load i32, ptr %3, align 4
  ret i32 %44
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put_utf8(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %4, align 4
  %6 = icmp ult i32 %5, 128
  br i1 %6, label %7, label %11

7:                                                ; preds = %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i32, ptr %4, align 4
  %10 = trunc i32 %9 to i8
  call void @sb_putc(ptr noundef %8, i8 noundef %10)
  br label %70

11:                                               ; preds = %2
  %12 = load i32, ptr %4, align 4
  %13 = icmp ult i32 %12, 2048
  br i1 %13, label %14, label %25

14:                                               ; preds = %11
  %15 = load ptr, ptr %3, align 8
  %16 = load i32, ptr %4, align 4
  %17 = lshr i32 %16, 6
  %18 = or i32 192, %17
  %19 = trunc i32 %18 to i8
  call void @sb_putc(ptr noundef %15, i8 noundef %19)
  %20 = load ptr, ptr %3, align 8
  %21 = load i32, ptr %4, align 4
  %22 = and i32 %21, 63
  %23 = or i32 128, %22
  %24 = trunc i32 %23 to i8
  call void @sb_putc(ptr noundef %20, i8 noundef %24)
  br label %69

25:                                               ; preds = %11
  %26 = load i32, ptr %4, align 4
  %27 = icmp ult i32 %26, 65536
  br i1 %27, label %28, label %45

28:                                               ; preds = %25
  %29 = load ptr, ptr %3, align 8
  %30 = load i32, ptr %4, align 4
  %31 = lshr i32 %30, 12
  %32 = or i32 224, %31
  %33 = trunc i32 %32 to i8
  call void @sb_putc(ptr noundef %29, i8 noundef %33)
  %34 = load ptr, ptr %3, align 8
  %35 = load i32, ptr %4, align 4
  %36 = lshr i32 %35, 6
  %37 = and i32 %36, 63
  %38 = or i32 128, %37
  %39 = trunc i32 %38 to i8
  call void @sb_putc(ptr noundef %34, i8 noundef %39)
  %40 = load ptr, ptr %3, align 8
  %41 = load i32, ptr %4, align 4
  %42 = and i32 %41, 63
  %43 = or i32 128, %42
  %44 = trunc i32 %43 to i8
  call void @sb_putc(ptr noundef %40, i8 noundef %44)
  br label %68

45:                                               ; preds = %25
  %46 = load ptr, ptr %3, align 8
  %47 = load i32, ptr %4, align 4
  %48 = lshr i32 %47, 18
  %49 = or i32 240, %48
  %50 = trunc i32 %49 to i8
  call void @sb_putc(ptr noundef %46, i8 noundef %50)
  %51 = load ptr, ptr %3, align 8
  %52 = load i32, ptr %4, align 4
  %53 = lshr i32 %52, 12
  %54 = and i32 %53, 63
  %55 = or i32 128, %54
  %56 = trunc i32 %55 to i8
  call void @sb_putc(ptr noundef %51, i8 noundef %56)
  %57 = load ptr, ptr %3, align 8
  %58 = load i32, ptr %4, align 4
  %59 = lshr i32 %58, 6
  %60 = and i32 %59, 63
  %61 = or i32 128, %60
  %62 = trunc i32 %61 to i8
  call void @sb_putc(ptr noundef %57, i8 noundef %62)
  %63 = load ptr, ptr %3, align 8
  %64 = load i32, ptr %4, align 4
  %65 = and i32 %64, 63
  %66 = or i32 128, %65
  %67 = trunc i32 %66 to i8
  call void @sb_putc(ptr noundef %63, i8 noundef %67)
  br label %68

68:                                               ; preds = %45, %28
  br label %69

69:                                               ; preds = %68, %14
  br label %70

70:                                               ; preds = %69, %7
  ret void
}

; Function Attrs: nounwind allocsize(1)
declare ptr @realloc(ptr noundef, i64 noundef) #7

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @hexval(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = icmp sge i32 %4, 48
  br i1 %5, label %6, label %14

6:                                                ; preds = %1
  %7 = load i8, ptr %2, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp sle i32 %8, 57
  br i1 %9, label %10, label %14

10:                                               ; preds = %6
  %11 = load i8, ptr %2, align 1
  %12 = zext i8 %11 to i32
  %13 = sub nsw i32 %12, 48
  br label %45

14:                                               ; preds = %6, %1
  %15 = load i8, ptr %2, align 1
  %16 = zext i8 %15 to i32
  %17 = icmp sge i32 %16, 97
  br i1 %17, label %18, label %27

18:                                               ; preds = %14
  %19 = load i8, ptr %2, align 1
  %20 = zext i8 %19 to i32
  %21 = icmp sle i32 %20, 102
  br i1 %21, label %22, label %27

22:                                               ; preds = %18
  %23 = load i8, ptr %2, align 1
  %24 = zext i8 %23 to i32
  %25 = sub nsw i32 %24, 97
  %26 = add nsw i32 %25, 10
  br label %43

27:                                               ; preds = %18, %14
  %28 = load i8, ptr %2, align 1
  %29 = zext i8 %28 to i32
  %30 = icmp sge i32 %29, 65
  br i1 %30, label %31, label %40

31:                                               ; preds = %27
  %32 = load i8, ptr %2, align 1
  %33 = zext i8 %32 to i32
  %34 = icmp sle i32 %33, 70
  br i1 %34, label %35, label %40

35:                                               ; preds = %31
  %36 = load i8, ptr %2, align 1
  %37 = zext i8 %36 to i32
  %38 = sub nsw i32 %37, 65
  %39 = add nsw i32 %38, 10
  br label %41

40:                                               ; preds = %31, %27
  br label %41

41:                                               ; preds = %40, %35
  %42 = phi i32 [ %39, %35 ], [ -1, %40 ]
  br label %43

43:                                               ; preds = %41, %22
  %44 = phi i32 [ %26, %22 ], [ %42, %41 ]
  br label %45

45:                                               ; preds = %43, %10
  %46 = phi i32 [ %13, %10 ], [ %44, %43 ]
  ret i32 %46
}

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_j(ptr noundef %0, ptr noundef %1, i32 noundef %2, i32 noundef %3) #0 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
  store ptr %1, ptr %6, align 8
  store i32 %2, ptr %7, align 4
  store i32 %3, ptr %8, align 4
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.J, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 8
  switch i32 %12, label %113 [
    i32 0, label %13
    i32 2, label %15
    i32 1, label %17
    i32 3, label %19
    i32 4, label %24
    i32 5, label %29
    i32 6, label %29
  ]

13:                                               ; preds = %4
  %14 = load ptr, ptr %5, align 8
  call void @sb_puts(ptr noundef %14, ptr noundef @.str.40)
  br label %113

15:                                               ; preds = %4
  %16 = load ptr, ptr %5, align 8
  call void @sb_puts(ptr noundef %16, ptr noundef @.str.38)
  br label %113

17:                                               ; preds = %4
  %18 = load ptr, ptr %5, align 8
  call void @sb_puts(ptr noundef %18, ptr noundef @.str.39)
  br label %113

19:                                               ; preds = %4
  %20 = load ptr, ptr %5, align 8
  %21 = load ptr, ptr %6, align 8
  %22 = getelementptr inbounds %struct.J, ptr %21, i32 0, i32 1
  %23 = load double, ptr %22, align 8
  call void @sb_printf_num(ptr noundef %20, double noundef %23)
  br label %113

24:                                               ; preds = %4
  %25 = load ptr, ptr %5, align 8
  %26 = load ptr, ptr %6, align 8
  %27 = getelementptr inbounds %struct.J, ptr %26, i32 0, i32 2
  %28 = load ptr, ptr %27, align 8
  call void @print_str(ptr noundef %25, ptr noundef %28)
  br label %113

29:                                               ; preds = %4, %4
  %30 = load ptr, ptr %5, align 8
  %31 = load ptr, ptr %6, align 8
  %32 = getelementptr inbounds %struct.J, ptr %31, i32 0, i32 0
  %33 = load i32, ptr %32, align 8
  %34 = icmp eq i32 %33, 5
  %35 = zext i1 %34 to i64
  %36 = select i1 %34, i32 91, i32 123
  %37 = trunc i32 %36 to i8
  call void @sb_putc(ptr noundef %30, i8 noundef %37)
  store i32 0, ptr %9, align 4
  br label %38

38:                                               ; preds = %89, %29
  %39 = load i32, ptr %9, align 4
  %40 = load ptr, ptr %6, align 8
  %41 = getelementptr inbounds %struct.J, ptr %40, i32 0, i32 5
  %42 = load i32, ptr %41, align 8
  %43 = icmp slt i32 %39, %42
  br i1 %43, label %44, label %92

44:                                               ; preds = %38
  %45 = load i32, ptr %9, align 4
  %46 = icmp ne i32 %45, 0
  br i1 %46, label %47, label %49

47:                                               ; preds = %44
  %48 = load ptr, ptr %5, align 8
  call void @sb_putc(ptr noundef %48, i8 noundef 44)
  br label %49

49:                                               ; preds = %47, %44
  %50 = load i32, ptr %7, align 4
  %51 = icmp ne i32 %50, 0
  br i1 %51, label %52, label %57

52:                                               ; preds = %49
  %53 = load ptr, ptr %5, align 8
  call void @sb_putc(ptr noundef %53, i8 noundef 10)
  %54 = load ptr, ptr %5, align 8
  %55 = load i32, ptr %8, align 4
  %56 = add nsw i32 %55, 1
  call void @indent(ptr noundef %54, i32 noundef %56)
  br label %57

57:                                               ; preds = %52, %49
  %58 = load ptr, ptr %6, align 8
  %59 = getelementptr inbounds %struct.J, ptr %58, i32 0, i32 0
  %60 = load i32, ptr %59, align 8
  %61 = icmp eq i32 %60, 6
  br i1 %61, label %62, label %77

62:                                               ; preds = %57
  %63 = load ptr, ptr %5, align 8
  %64 = load ptr, ptr %6, align 8
  %65 = getelementptr inbounds %struct.J, ptr %64, i32 0, i32 4
  %66 = load ptr, ptr %65, align 8
  %67 = load i32, ptr %9, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds ptr, ptr %66, i64 %68
  %70 = load ptr, ptr %69, align 8
  call void @print_str(ptr noundef %63, ptr noundef %70)
  %71 = load ptr, ptr %5, align 8
  call void @sb_putc(ptr noundef %71, i8 noundef 58)
  %72 = load i32, ptr %7, align 4
  %73 = icmp ne i32 %72, 0
  br i1 %73, label %74, label %76

74:                                               ; preds = %62
  %75 = load ptr, ptr %5, align 8
  call void @sb_putc(ptr noundef %75, i8 noundef 32)
  br label %76

76:                                               ; preds = %74, %62
  br label %77

77:                                               ; preds = %76, %57
  %78 = load ptr, ptr %5, align 8
  %79 = load ptr, ptr %6, align 8
  %80 = getelementptr inbounds %struct.J, ptr %79, i32 0, i32 3
  %81 = load ptr, ptr %80, align 8
  %82 = load i32, ptr %9, align 4
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds ptr, ptr %81, i64 %83
  %85 = load ptr, ptr %84, align 8
  %86 = load i32, ptr %7, align 4
  %87 = load i32, ptr %8, align 4
  %88 = add nsw i32 %87, 1
  call void @print_j(ptr noundef %78, ptr noundef %85, i32 noundef %86, i32 noundef %88)
  br label %89

89:                                               ; preds = %77
  %90 = load i32, ptr %9, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %9, align 4
  br label %38, !llvm.loop !24

92:                                               ; preds = %38
  %93 = load i32, ptr %7, align 4
  %94 = icmp ne i32 %93, 0
  br i1 %94, label %95, label %104

95:                                               ; preds = %92
  %96 = load ptr, ptr %6, align 8
  %97 = getelementptr inbounds %struct.J, ptr %96, i32 0, i32 5
  %98 = load i32, ptr %97, align 8
  %99 = icmp ne i32 %98, 0
  br i1 %99, label %100, label %104

100:                                              ; preds = %95
  %101 = load ptr, ptr %5, align 8
  call void @sb_putc(ptr noundef %101, i8 noundef 10)
  %102 = load ptr, ptr %5, align 8
  %103 = load i32, ptr %8, align 4
  call void @indent(ptr noundef %102, i32 noundef %103)
  br label %104

104:                                              ; preds = %100, %95, %92
  %105 = load ptr, ptr %5, align 8
  %106 = load ptr, ptr %6, align 8
  %107 = getelementptr inbounds %struct.J, ptr %106, i32 0, i32 0
  %108 = load i32, ptr %107, align 8
  %109 = icmp eq i32 %108, 5
  %110 = zext i1 %109 to i64
  %111 = select i1 %109, i32 93, i32 125
  %112 = trunc i32 %111 to i8
  call void @sb_putc(ptr noundef %105, i8 noundef %112)
  br label %113

113:                                              ; preds = %4, %104, %24, %19, %17, %15, %13
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sb_puts(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %5

5:                                                ; preds = %9, %2
  %6 = load ptr, ptr %4, align 8
  %7 = load i8, ptr %6, align 1
  %8 = icmp ne i8 %7, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %5
  %10 = load ptr, ptr %3, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = getelementptr inbounds i8, ptr %11, i32 1
  store ptr %12, ptr %4, align 8
  %13 = load i8, ptr %11, align 1
  call void @sb_putc(ptr noundef %10, i8 noundef %13)
  br label %5, !llvm.loop !25

14:                                               ; preds = %5
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sb_printf_num(ptr noundef %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca [64 x i8], align 1
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %6 = load double, ptr %4, align 8
  %7 = load double, ptr %4, align 8
  %8 = call double @llvm.floor.f64(double %7)
  %9 = fcmp oeq double %6, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8
  %12 = call double @llvm.fabs.f64(double %11)
  %13 = fcmp olt double %12, 1.000000e+15
  br i1 %13, label %14, label %18

14:                                               ; preds = %10
  %15 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %16 = load double, ptr %4, align 8
  %17 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %15, i64 noundef 64, ptr noundef @.str.54, double noundef %16) #9
  br label %22

18:                                               ; preds = %10, %2
  %19 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  %20 = load double, ptr %4, align 8
  %21 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %19, i64 noundef 64, ptr noundef @.str.55, double noundef %20) #9
  br label %22

22:                                               ; preds = %18, %14
  %23 = load ptr, ptr %3, align 8
  %24 = getelementptr inbounds [64 x i8], ptr %5, i64 0, i64 0
  call void @sb_puts(ptr noundef %23, ptr noundef %24)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @print_str(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [8 x i8], align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  call void @sb_putc(ptr noundef %7, i8 noundef 34)
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %5, align 8
  br label %9

9:                                                ; preds = %50, %2
  %10 = load ptr, ptr %5, align 8
  %11 = load i8, ptr %10, align 1
  %12 = icmp ne i8 %11, 0
  br i1 %12, label %13, label %53

13:                                               ; preds = %9
  %14 = load ptr, ptr %5, align 8
  %15 = load i8, ptr %14, align 1
  %16 = zext i8 %15 to i32
  switch i32 %16, label %31 [
    i32 34, label %17
    i32 92, label %19
    i32 10, label %21
    i32 9, label %23
    i32 13, label %25
    i32 8, label %27
    i32 12, label %29
  ]

17:                                               ; preds = %13
  %18 = load ptr, ptr %3, align 8
  call void @sb_puts(ptr noundef %18, ptr noundef @.str.56)
  br label %49

19:                                               ; preds = %13
  %20 = load ptr, ptr %3, align 8
  call void @sb_puts(ptr noundef %20, ptr noundef @.str.57)
  br label %49

21:                                               ; preds = %13
  %22 = load ptr, ptr %3, align 8
  call void @sb_puts(ptr noundef %22, ptr noundef @.str.58)
  br label %49

23:                                               ; preds = %13
  %24 = load ptr, ptr %3, align 8
  call void @sb_puts(ptr noundef %24, ptr noundef @.str.59)
  br label %49

25:                                               ; preds = %13
  %26 = load ptr, ptr %3, align 8
  call void @sb_puts(ptr noundef %26, ptr noundef @.str.60)
  br label %49

27:                                               ; preds = %13
  %28 = load ptr, ptr %3, align 8
  call void @sb_puts(ptr noundef %28, ptr noundef @.str.61)
  br label %49

29:                                               ; preds = %13
  %30 = load ptr, ptr %3, align 8
  call void @sb_puts(ptr noundef %30, ptr noundef @.str.62)
  br label %49

31:                                               ; preds = %13
  %32 = load ptr, ptr %5, align 8
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = icmp slt i32 %34, 32
  br i1 %35, label %36, label %44

36:                                               ; preds = %31
  %37 = getelementptr inbounds [8 x i8], ptr %6, i64 0, i64 0
  %38 = load ptr, ptr %5, align 8
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %37, i64 noundef 8, ptr noundef @.str.63, i32 noundef %40) #9
  %42 = load ptr, ptr %3, align 8
  %43 = getelementptr inbounds [8 x i8], ptr %6, i64 0, i64 0
  call void @sb_puts(ptr noundef %42, ptr noundef %43)
  br label %48

44:                                               ; preds = %31
  %45 = load ptr, ptr %3, align 8
  %46 = load ptr, ptr %5, align 8
  %47 = load i8, ptr %46, align 1
  call void @sb_putc(ptr noundef %45, i8 noundef %47)
  br label %48

48:                                               ; preds = %44, %36
  br label %49

49:                                               ; preds = %48, %29, %27, %25, %23, %21, %19, %17
  br label %50

50:                                               ; preds = %49
  %51 = load ptr, ptr %5, align 8
  %52 = getelementptr inbounds i8, ptr %51, i32 1
  store ptr %52, ptr %5, align 8
  br label %9, !llvm.loop !26

53:                                               ; preds = %9
  %54 = load ptr, ptr %3, align 8
  call void @sb_putc(ptr noundef %54, i8 noundef 34)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @indent(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %6

6:                                                ; preds = %12, %2
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %7, %8
  br i1 %9, label %10, label %15

10:                                               ; preds = %6
  %11 = load ptr, ptr %3, align 8
  call void @sb_puts(ptr noundef %11, ptr noundef @.str.64)
  br label %12

12:                                               ; preds = %10
  %13 = load i32, ptr %5, align 4
  %14 = add nsw i32 %13, 1
  store i32 %14, ptr %5, align 4
  br label %6, !llvm.loop !27

15:                                               ; preds = %6
  ret void
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @atoi(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rnd() #0 {
  %1 = load i32, ptr @rs, align 4
  %2 = shl i32 %1, 13
  %3 = load i32, ptr @rs, align 4
  %4 = xor i32 %3, %2
  store i32 %4, ptr @rs, align 4
  %5 = load i32, ptr @rs, align 4
  %6 = lshr i32 %5, 17
  %7 = load i32, ptr @rs, align 4
  %8 = xor i32 %7, %6
  store i32 %8, ptr @rs, align 4
  %9 = load i32, ptr @rs, align 4
  %10 = shl i32 %9, 5
  %11 = load i32, ptr @rs, align 4
  %12 = xor i32 %11, %10
  store i32 %12, ptr @rs, align 4
  %13 = load i32, ptr @rs, align 4
  ret i32 %13
}

; Function Attrs: nounwind
declare noalias ptr @strdup(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind allocsize(1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { nounwind willreturn memory(read) }
attributes #11 = { nounwind allocsize(0,1) }
attributes #12 = { nounwind allocsize(1) }

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
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
!27 = distinct !{!27, !7}
