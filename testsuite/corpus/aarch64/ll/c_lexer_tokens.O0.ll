; ModuleID = 'programs/c_lexer_tokens.c'
source_filename = "programs/c_lexer_tokens.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [3 x i8] c"kw\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"id\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"flt\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"chr\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@__const.main.names = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 8
@src = internal global ptr @.str.10, align 8
@ops3 = internal global [3 x ptr] [ptr @.str.21, ptr @.str.22, ptr @.str.23], align 8
@ops2 = internal global [19 x ptr] [ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42], align 8
@.str.7 = private unnamed_addr constant [17 x i8] c"%d:%d %s '%.*s'\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"%s=%d \00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"total=%d lines=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [406 x i8] c"/* demo */ int main(int argc, char **argv) {\0A  unsigned long x = 0x1fUL + 017 + 42; // comment\0A  double d = 3.25e-3 + .5 + 1.;\0A  char c = '\\n', *s = \22a \\\22quoted\\\22 string\\t\22;\0A  x <<= 2; x >>= 1; x ^= ~x; if (x >= 10 && x != 3 || !d) return x-- - --x;\0A  for (int i = 0; i < 10; ++i) { s += i; x = x ? x : -1; }\0A  while (argc --> 0) ; struct p { int a; } q; q.a = 1; (&q)->a++; ...\0A  return sizeof(x) % 4;\0A}\0A\00", align 1
@kw = internal global [11 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.2, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 8
@.str.11 = private unnamed_addr constant [5 x i8] c"char\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"double\00", align 1
@.str.13 = private unnamed_addr constant [4 x i8] c"for\00", align 1
@.str.14 = private unnamed_addr constant [3 x i8] c"if\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"long\00", align 1
@.str.16 = private unnamed_addr constant [7 x i8] c"return\00", align 1
@.str.17 = private unnamed_addr constant [7 x i8] c"sizeof\00", align 1
@.str.18 = private unnamed_addr constant [7 x i8] c"struct\00", align 1
@.str.19 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1
@.str.20 = private unnamed_addr constant [6 x i8] c"while\00", align 1
@.str.21 = private unnamed_addr constant [4 x i8] c"<<=\00", align 1
@.str.22 = private unnamed_addr constant [4 x i8] c">>=\00", align 1
@.str.23 = private unnamed_addr constant [4 x i8] c"...\00", align 1
@.str.24 = private unnamed_addr constant [3 x i8] c"<<\00", align 1
@.str.25 = private unnamed_addr constant [3 x i8] c">>\00", align 1
@.str.26 = private unnamed_addr constant [3 x i8] c"<=\00", align 1
@.str.27 = private unnamed_addr constant [3 x i8] c">=\00", align 1
@.str.28 = private unnamed_addr constant [3 x i8] c"==\00", align 1
@.str.29 = private unnamed_addr constant [3 x i8] c"!=\00", align 1
@.str.30 = private unnamed_addr constant [3 x i8] c"&&\00", align 1
@.str.31 = private unnamed_addr constant [3 x i8] c"||\00", align 1
@.str.32 = private unnamed_addr constant [3 x i8] c"++\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"--\00", align 1
@.str.34 = private unnamed_addr constant [3 x i8] c"->\00", align 1
@.str.35 = private unnamed_addr constant [3 x i8] c"+=\00", align 1
@.str.36 = private unnamed_addr constant [3 x i8] c"-=\00", align 1
@.str.37 = private unnamed_addr constant [3 x i8] c"*=\00", align 1
@.str.38 = private unnamed_addr constant [3 x i8] c"/=\00", align 1
@.str.39 = private unnamed_addr constant [3 x i8] c"%=\00", align 1
@.str.40 = private unnamed_addr constant [3 x i8] c"&=\00", align 1
@.str.41 = private unnamed_addr constant [3 x i8] c"|=\00", align 1
@.str.42 = private unnamed_addr constant [3 x i8] c"^=\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [7 x ptr], align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i8, align 1
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 28, i1 false)
  store i32 1, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 @__const.main.names, i64 56, i1 false)
  %18 = load ptr, ptr @src, align 8
  store ptr %18, ptr %7, align 8
  br label %19

19:                                               ; preds = %368, %127, %78, %45, %28, %0
  %20 = load ptr, ptr %7, align 8
  %21 = load i8, ptr %20, align 1
  %22 = icmp ne i8 %21, 0
  br i1 %22, label %23, label %377

23:                                               ; preds = %19
  %24 = load ptr, ptr %7, align 8
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = icmp eq i32 %26, 10
  br i1 %27, label %28, label %33

28:                                               ; preds = %23
  %29 = load i32, ptr %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %3, align 4
  store i32 1, ptr %4, align 4
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds i8, ptr %31, i32 1
  store ptr %32, ptr %7, align 8
  br label %19, !llvm.loop !6

33:                                               ; preds = %23
  %34 = call ptr @__ctype_b_loc() #7
  %35 = load ptr, ptr %34, align 8
  %36 = load ptr, ptr %7, align 8
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i16, ptr %35, i64 %39
  %41 = load i16, ptr %40, align 2
  %42 = zext i16 %41 to i32
  %43 = and i32 %42, 8192
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %45, label %50

45:                                               ; preds = %33
  %46 = load ptr, ptr %7, align 8
  %47 = getelementptr inbounds i8, ptr %46, i32 1
  store ptr %47, ptr %7, align 8
  %48 = load i32, ptr %4, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %4, align 4
  br label %19, !llvm.loop !6

50:                                               ; preds = %33
  %51 = load ptr, ptr %7, align 8
  %52 = getelementptr inbounds i8, ptr %51, i64 0
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i32
  %55 = icmp eq i32 %54, 47
  br i1 %55, label %56, label %79

56:                                               ; preds = %50
  %57 = load ptr, ptr %7, align 8
  %58 = getelementptr inbounds i8, ptr %57, i64 1
  %59 = load i8, ptr %58, align 1
  %60 = zext i8 %59 to i32
  %61 = icmp eq i32 %60, 47
  br i1 %61, label %62, label %79

62:                                               ; preds = %56
  br label %63

63:                                               ; preds = %75, %62
  %64 = load ptr, ptr %7, align 8
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i32
  %67 = icmp ne i32 %66, 0
  br i1 %67, label %68, label %73

68:                                               ; preds = %63
  %69 = load ptr, ptr %7, align 8
  %70 = load i8, ptr %69, align 1
  %71 = zext i8 %70 to i32
  %72 = icmp ne i32 %71, 10
  br label %73

73:                                               ; preds = %68, %63
  %74 = phi i1 [ false, %63 ], [ %72, %68 ]
  br i1 %74, label %75, label %78

75:                                               ; preds = %73
  %76 = load ptr, ptr %7, align 8
  %77 = getelementptr inbounds i8, ptr %76, i32 1
  store ptr %77, ptr %7, align 8
  br label %63, !llvm.loop !8

78:                                               ; preds = %73
  br label %19, !llvm.loop !6

79:                                               ; preds = %56, %50
  %80 = load ptr, ptr %7, align 8
  %81 = getelementptr inbounds i8, ptr %80, i64 0
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = icmp eq i32 %83, 47
  br i1 %84, label %85, label %130

85:                                               ; preds = %79
  %86 = load ptr, ptr %7, align 8
  %87 = getelementptr inbounds i8, ptr %86, i64 1
  %88 = load i8, ptr %87, align 1
  %89 = zext i8 %88 to i32
  %90 = icmp eq i32 %89, 42
  br i1 %90, label %91, label %130

91:                                               ; preds = %85
  %92 = load ptr, ptr %7, align 8
  %93 = getelementptr inbounds i8, ptr %92, i64 2
  store ptr %93, ptr %7, align 8
  br label %94

94:                                               ; preds = %124, %91
  %95 = load ptr, ptr %7, align 8
  %96 = load i8, ptr %95, align 1
  %97 = zext i8 %96 to i32
  %98 = icmp ne i32 %97, 0
  br i1 %98, label %99, label %114

99:                                               ; preds = %94
  %100 = load ptr, ptr %7, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 0
  %102 = load i8, ptr %101, align 1
  %103 = zext i8 %102 to i32
  %104 = icmp eq i32 %103, 42
  br i1 %104, label %105, label %111

105:                                              ; preds = %99
  %106 = load ptr, ptr %7, align 8
  %107 = getelementptr inbounds i8, ptr %106, i64 1
  %108 = load i8, ptr %107, align 1
  %109 = zext i8 %108 to i32
  %110 = icmp eq i32 %109, 47
  br label %111

111:                                              ; preds = %105, %99
  %112 = phi i1 [ false, %99 ], [ %110, %105 ]
  %113 = xor i1 %112, true
  br label %114

114:                                              ; preds = %111, %94
  %115 = phi i1 [ false, %94 ], [ %113, %111 ]
  br i1 %115, label %116, label %127

116:                                              ; preds = %114
  %117 = load ptr, ptr %7, align 8
  %118 = load i8, ptr %117, align 1
  %119 = zext i8 %118 to i32
  %120 = icmp eq i32 %119, 10
  br i1 %120, label %121, label %124

121:                                              ; preds = %116
  %122 = load i32, ptr %3, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %124

124:                                              ; preds = %121, %116
  %125 = load ptr, ptr %7, align 8
  %126 = getelementptr inbounds i8, ptr %125, i32 1
  store ptr %126, ptr %7, align 8
  br label %94, !llvm.loop !9

127:                                              ; preds = %114
  %128 = load ptr, ptr %7, align 8
  %129 = getelementptr inbounds i8, ptr %128, i64 2
  store ptr %129, ptr %7, align 8
  br label %19, !llvm.loop !6

130:                                              ; preds = %85, %79
  %131 = load ptr, ptr %7, align 8
  store ptr %131, ptr %8, align 8
  %132 = call ptr @__ctype_b_loc() #7
  %133 = load ptr, ptr %132, align 8
  %134 = load ptr, ptr %7, align 8
  %135 = load i8, ptr %134, align 1
  %136 = zext i8 %135 to i32
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i16, ptr %133, i64 %137
  %139 = load i16, ptr %138, align 2
  %140 = zext i16 %139 to i32
  %141 = and i32 %140, 1024
  %142 = icmp ne i32 %141, 0
  br i1 %142, label %148, label %143

143:                                              ; preds = %130
  %144 = load ptr, ptr %7, align 8
  %145 = load i8, ptr %144, align 1
  %146 = zext i8 %145 to i32
  %147 = icmp eq i32 %146, 95
  br i1 %147, label %148, label %183

148:                                              ; preds = %143, %130
  br label %149

149:                                              ; preds = %168, %148
  %150 = call ptr @__ctype_b_loc() #7
  %151 = load ptr, ptr %150, align 8
  %152 = load ptr, ptr %7, align 8
  %153 = load i8, ptr %152, align 1
  %154 = zext i8 %153 to i32
  %155 = sext i32 %154 to i64
  %156 = getelementptr inbounds i16, ptr %151, i64 %155
  %157 = load i16, ptr %156, align 2
  %158 = zext i16 %157 to i32
  %159 = and i32 %158, 8
  %160 = icmp ne i32 %159, 0
  br i1 %160, label %166, label %161

161:                                              ; preds = %149
  %162 = load ptr, ptr %7, align 8
  %163 = load i8, ptr %162, align 1
  %164 = zext i8 %163 to i32
  %165 = icmp eq i32 %164, 95
  br label %166

166:                                              ; preds = %161, %149
  %167 = phi i1 [ true, %149 ], [ %165, %161 ]
  br i1 %167, label %168, label %171

168:                                              ; preds = %166
  %169 = load ptr, ptr %7, align 8
  %170 = getelementptr inbounds i8, ptr %169, i32 1
  store ptr %170, ptr %7, align 8
  br label %149, !llvm.loop !10

171:                                              ; preds = %166
  %172 = load ptr, ptr %8, align 8
  %173 = load ptr, ptr %7, align 8
  %174 = load ptr, ptr %8, align 8
  %175 = ptrtoint ptr %173 to i64
  %176 = ptrtoint ptr %174 to i64
  %177 = sub i64 %175, %176
  %178 = trunc i64 %177 to i32
  %179 = call i32 @is_kw(ptr noundef %172, i32 noundef %178)
  %180 = icmp ne i32 %179, 0
  %181 = zext i1 %180 to i64
  %182 = select i1 %180, i32 0, i32 1
  store i32 %182, ptr %9, align 4
  br label %343

183:                                              ; preds = %143
  %184 = call ptr @__ctype_b_loc() #7
  %185 = load ptr, ptr %184, align 8
  %186 = load ptr, ptr %7, align 8
  %187 = load i8, ptr %186, align 1
  %188 = zext i8 %187 to i32
  %189 = sext i32 %188 to i64
  %190 = getelementptr inbounds i16, ptr %185, i64 %189
  %191 = load i16, ptr %190, align 2
  %192 = zext i16 %191 to i32
  %193 = and i32 %192, 2048
  %194 = icmp ne i32 %193, 0
  br i1 %194, label %213, label %195

195:                                              ; preds = %183
  %196 = load ptr, ptr %7, align 8
  %197 = load i8, ptr %196, align 1
  %198 = zext i8 %197 to i32
  %199 = icmp eq i32 %198, 46
  br i1 %199, label %200, label %252

200:                                              ; preds = %195
  %201 = call ptr @__ctype_b_loc() #7
  %202 = load ptr, ptr %201, align 8
  %203 = load ptr, ptr %7, align 8
  %204 = getelementptr inbounds i8, ptr %203, i64 1
  %205 = load i8, ptr %204, align 1
  %206 = zext i8 %205 to i32
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds i16, ptr %202, i64 %207
  %209 = load i16, ptr %208, align 2
  %210 = zext i16 %209 to i32
  %211 = and i32 %210, 2048
  %212 = icmp ne i32 %211, 0
  br i1 %212, label %213, label %252

213:                                              ; preds = %200, %183
  %214 = load ptr, ptr %8, align 8
  %215 = call i64 @strtoul(ptr noundef %214, ptr noundef %10, i32 noundef 0) #8
  %216 = load ptr, ptr %8, align 8
  %217 = call double @strtod(ptr noundef %216, ptr noundef %11) #8
  %218 = load ptr, ptr %11, align 8
  %219 = load ptr, ptr %10, align 8
  %220 = icmp ugt ptr %218, %219
  br i1 %220, label %221, label %223

221:                                              ; preds = %213
  %222 = load ptr, ptr %11, align 8
  store ptr %222, ptr %7, align 8
  store i32 3, ptr %9, align 4
  br label %225

223:                                              ; preds = %213
  %224 = load ptr, ptr %10, align 8
  store ptr %224, ptr %7, align 8
  store i32 2, ptr %9, align 4
  br label %225

225:                                              ; preds = %223, %221
  br label %226

226:                                              ; preds = %248, %225
  %227 = load ptr, ptr %7, align 8
  %228 = load i8, ptr %227, align 1
  %229 = zext i8 %228 to i32
  %230 = icmp eq i32 %229, 117
  br i1 %230, label %246, label %231

231:                                              ; preds = %226
  %232 = load ptr, ptr %7, align 8
  %233 = load i8, ptr %232, align 1
  %234 = zext i8 %233 to i32
  %235 = icmp eq i32 %234, 85
  br i1 %235, label %246, label %236

236:                                              ; preds = %231
  %237 = load ptr, ptr %7, align 8
  %238 = load i8, ptr %237, align 1
  %239 = zext i8 %238 to i32
  %240 = icmp eq i32 %239, 108
  br i1 %240, label %246, label %241

241:                                              ; preds = %236
  %242 = load ptr, ptr %7, align 8
  %243 = load i8, ptr %242, align 1
  %244 = zext i8 %243 to i32
  %245 = icmp eq i32 %244, 76
  br label %246

246:                                              ; preds = %241, %236, %231, %226
  %247 = phi i1 [ true, %236 ], [ true, %231 ], [ true, %226 ], [ %245, %241 ]
  br i1 %247, label %248, label %251

248:                                              ; preds = %246
  %249 = load ptr, ptr %7, align 8
  %250 = getelementptr inbounds i8, ptr %249, i32 1
  store ptr %250, ptr %7, align 8
  br label %226, !llvm.loop !11

251:                                              ; preds = %246
  br label %342

252:                                              ; preds = %200, %195
  %253 = load ptr, ptr %7, align 8
  %254 = load i8, ptr %253, align 1
  %255 = zext i8 %254 to i32
  %256 = icmp eq i32 %255, 34
  br i1 %256, label %262, label %257

257:                                              ; preds = %252
  %258 = load ptr, ptr %7, align 8
  %259 = load i8, ptr %258, align 1
  %260 = zext i8 %259 to i32
  %261 = icmp eq i32 %260, 39
  br i1 %261, label %262, label %299

262:                                              ; preds = %257, %252
  %263 = load ptr, ptr %7, align 8
  %264 = getelementptr inbounds i8, ptr %263, i32 1
  store ptr %264, ptr %7, align 8
  %265 = load i8, ptr %263, align 1
  store i8 %265, ptr %12, align 1
  br label %266

266:                                              ; preds = %288, %262
  %267 = load ptr, ptr %7, align 8
  %268 = load i8, ptr %267, align 1
  %269 = zext i8 %268 to i32
  %270 = icmp ne i32 %269, 0
  br i1 %270, label %271, label %278

271:                                              ; preds = %266
  %272 = load ptr, ptr %7, align 8
  %273 = load i8, ptr %272, align 1
  %274 = zext i8 %273 to i32
  %275 = load i8, ptr %12, align 1
  %276 = zext i8 %275 to i32
  %277 = icmp ne i32 %274, %276
  br label %278

278:                                              ; preds = %271, %266
  %279 = phi i1 [ false, %266 ], [ %277, %271 ]
  br i1 %279, label %280, label %291

280:                                              ; preds = %278
  %281 = load ptr, ptr %7, align 8
  %282 = load i8, ptr %281, align 1
  %283 = zext i8 %282 to i32
  %284 = icmp eq i32 %283, 92
  br i1 %284, label %285, label %288

285:                                              ; preds = %280
  %286 = load ptr, ptr %7, align 8
  %287 = getelementptr inbounds i8, ptr %286, i32 1
  store ptr %287, ptr %7, align 8
  br label %288

288:                                              ; preds = %285, %280
  %289 = load ptr, ptr %7, align 8
  %290 = getelementptr inbounds i8, ptr %289, i32 1
  store ptr %290, ptr %7, align 8
  br label %266, !llvm.loop !12

291:                                              ; preds = %278
  %292 = load ptr, ptr %7, align 8
  %293 = getelementptr inbounds i8, ptr %292, i32 1
  store ptr %293, ptr %7, align 8
  %294 = load i8, ptr %12, align 1
  %295 = zext i8 %294 to i32
  %296 = icmp eq i32 %295, 34
  %297 = zext i1 %296 to i64
  %298 = select i1 %296, i32 4, i32 5
  store i32 %298, ptr %9, align 4
  br label %341

299:                                              ; preds = %257
  store i32 1, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %300

300:                                              ; preds = %313, %299
  %301 = load i32, ptr %14, align 4
  %302 = icmp slt i32 %301, 3
  br i1 %302, label %303, label %316

303:                                              ; preds = %300
  %304 = load ptr, ptr %7, align 8
  %305 = load i32, ptr %14, align 4
  %306 = sext i32 %305 to i64
  %307 = getelementptr inbounds [3 x ptr], ptr @ops3, i64 0, i64 %306
  %308 = load ptr, ptr %307, align 8
  %309 = call i32 @strncmp(ptr noundef %304, ptr noundef %308, i64 noundef 3) #9
  %310 = icmp ne i32 %309, 0
  br i1 %310, label %312, label %311

311:                                              ; preds = %303
  store i32 3, ptr %13, align 4
  br label %312

312:                                              ; preds = %311, %303
  br label %313

313:                                              ; preds = %312
  %314 = load i32, ptr %14, align 4
  %315 = add nsw i32 %314, 1
  store i32 %315, ptr %14, align 4
  br label %300, !llvm.loop !13

316:                                              ; preds = %300
  %317 = load i32, ptr %13, align 4
  %318 = icmp eq i32 %317, 1
  br i1 %318, label %319, label %336

319:                                              ; preds = %316
  store i64 0, ptr %15, align 8
  br label %320

320:                                              ; preds = %332, %319
  %321 = load i64, ptr %15, align 8
  %322 = icmp ult i64 %321, 19
  br i1 %322, label %323, label %335

323:                                              ; preds = %320
  %324 = load ptr, ptr %7, align 8
  %325 = load i64, ptr %15, align 8
  %326 = getelementptr inbounds [19 x ptr], ptr @ops2, i64 0, i64 %325
  %327 = load ptr, ptr %326, align 8
  %328 = call i32 @strncmp(ptr noundef %324, ptr noundef %327, i64 noundef 2) #9
  %329 = icmp ne i32 %328, 0
  br i1 %329, label %331, label %330

330:                                              ; preds = %323
  store i32 2, ptr %13, align 4
  br label %331

331:                                              ; preds = %330, %323
  br label %332

332:                                              ; preds = %331
  %333 = load i64, ptr %15, align 8
  %334 = add i64 %333, 1
  store i64 %334, ptr %15, align 8
  br label %320, !llvm.loop !14

335:                                              ; preds = %320
  br label %336

336:                                              ; preds = %335, %316
  %337 = load i32, ptr %13, align 4
  %338 = load ptr, ptr %7, align 8
  %339 = sext i32 %337 to i64
  %340 = getelementptr inbounds i8, ptr %338, i64 %339
  store ptr %340, ptr %7, align 8
  store i32 6, ptr %9, align 4
  br label %341

341:                                              ; preds = %336, %291
  br label %342

342:                                              ; preds = %341, %251
  br label %343

343:                                              ; preds = %342, %171
  %344 = load i32, ptr %9, align 4
  %345 = sext i32 %344 to i64
  %346 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %345
  %347 = load i32, ptr %346, align 4
  %348 = add nsw i32 %347, 1
  store i32 %348, ptr %346, align 4
  %349 = load i32, ptr %5, align 4
  %350 = icmp slt i32 %349, 24
  br i1 %350, label %351, label %368

351:                                              ; preds = %343
  %352 = load i32, ptr %3, align 4
  %353 = load i32, ptr %4, align 4
  %354 = load i32, ptr %9, align 4
  %355 = sext i32 %354 to i64
  %356 = getelementptr inbounds [7 x ptr], ptr %6, i64 0, i64 %355
  %357 = load ptr, ptr %356, align 8
  %358 = load ptr, ptr %7, align 8
  %359 = load ptr, ptr %8, align 8
  %360 = ptrtoint ptr %358 to i64
  %361 = ptrtoint ptr %359 to i64
  %362 = sub i64 %360, %361
  %363 = trunc i64 %362 to i32
  %364 = load ptr, ptr %8, align 8
  %365 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %352, i32 noundef %353, ptr noundef %357, i32 noundef %363, ptr noundef %364)
  %366 = load i32, ptr %5, align 4
  %367 = add nsw i32 %366, 1
  store i32 %367, ptr %5, align 4
  br label %368

368:                                              ; preds = %351, %343
  %369 = load ptr, ptr %7, align 8
  %370 = load ptr, ptr %8, align 8
  %371 = ptrtoint ptr %369 to i64
  %372 = ptrtoint ptr %370 to i64
  %373 = sub i64 %371, %372
  %374 = trunc i64 %373 to i32
  %375 = load i32, ptr %4, align 4
  %376 = add nsw i32 %375, %374
  store i32 %376, ptr %4, align 4
  br label %19, !llvm.loop !6

377:                                              ; preds = %19
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %378

378:                                              ; preds = %397, %377
  %379 = load i32, ptr %17, align 4
  %380 = icmp slt i32 %379, 7
  br i1 %380, label %381, label %400

381:                                              ; preds = %378
  %382 = load i32, ptr %17, align 4
  %383 = sext i32 %382 to i64
  %384 = getelementptr inbounds [7 x ptr], ptr %6, i64 0, i64 %383
  %385 = load ptr, ptr %384, align 8
  %386 = load i32, ptr %17, align 4
  %387 = sext i32 %386 to i64
  %388 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %387
  %389 = load i32, ptr %388, align 4
  %390 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %385, i32 noundef %389)
  %391 = load i32, ptr %17, align 4
  %392 = sext i32 %391 to i64
  %393 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %392
  %394 = load i32, ptr %393, align 4
  %395 = load i32, ptr %16, align 4
  %396 = add nsw i32 %395, %394
  store i32 %396, ptr %16, align 4
  br label %397

397:                                              ; preds = %381
  %398 = load i32, ptr %17, align 4
  %399 = add nsw i32 %398, 1
  store i32 %399, ptr %17, align 4
  br label %378, !llvm.loop !15

400:                                              ; preds = %378
  %401 = load i32, ptr %16, align 4
  %402 = load i32, ptr %3, align 4
  %403 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %401, i32 noundef %402)
  %404 = load i32, ptr %16, align 4
  %405 = and i32 %404, 127
  ret i32 %405
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_kw(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 10, ptr %7, align 4
  br label %10

10:                                               ; preds = %64, %2
  %11 = load i32, ptr %6, align 4
  %12 = load i32, ptr %7, align 4
  %13 = icmp sle i32 %11, %12
  br i1 %13, label %14, label %65

14:                                               ; preds = %10
  %15 = load i32, ptr %6, align 4
  %16 = load i32, ptr %7, align 4
  %17 = add nsw i32 %15, %16
  %18 = sdiv i32 %17, 2
  store i32 %18, ptr %8, align 4
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [11 x ptr], ptr @kw, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = load ptr, ptr %4, align 8
  %24 = load i32, ptr %5, align 4
  %25 = sext i32 %24 to i64
  %26 = call i32 @strncmp(ptr noundef %22, ptr noundef %23, i64 noundef %25) #9
  store i32 %26, ptr %9, align 4
  %27 = load i32, ptr %9, align 4
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %41

29:                                               ; preds = %14
  %30 = load i32, ptr %8, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [11 x ptr], ptr @kw, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8
  %34 = load i32, ptr %5, align 4
  %35 = sext i32 %34 to i64
  %36 = getelementptr inbounds i8, ptr %33, i64 %35
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp eq i32 %38, 0
  br i1 %39, label %40, label %41

40:                                               ; preds = %29
  store i32 1, ptr %3, align 4
  br label %66

41:                                               ; preds = %29, %14
  %42 = load i32, ptr %9, align 4
  %43 = icmp slt i32 %42, 0
  br i1 %43, label %58, label %44

44:                                               ; preds = %41
  %45 = load i32, ptr %9, align 4
  %46 = icmp eq i32 %45, 0
  br i1 %46, label %47, label %61

47:                                               ; preds = %44
  %48 = load i32, ptr %8, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [11 x ptr], ptr @kw, i64 0, i64 %49
  %51 = load ptr, ptr %50, align 8
  %52 = load i32, ptr %5, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %51, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = icmp eq i32 %56, 0
  br i1 %57, label %58, label %61

58:                                               ; preds = %47, %41
  %59 = load i32, ptr %8, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %6, align 4
  br label %64

61:                                               ; preds = %47, %44
  %62 = load i32, ptr %8, align 4
  %63 = sub nsw i32 %62, 1
  store i32 %63, ptr %7, align 4
  br label %64

64:                                               ; preds = %61, %58
  br label %10, !llvm.loop !16

65:                                               ; preds = %10
  store i32 0, ptr %3, align 4
  br label %66

66:                                               ; preds = %65, %40
  %67 = load i32, ptr %3, align 4
  ret i32 %67
}

; Function Attrs: nounwind
declare i64 @strtoul(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strncmp(ptr noundef, ptr noundef, i64 noundef) #5

declare i32 @printf(ptr noundef, ...) #6

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
