; ModuleID = 'programs/c_lexer_tokens.c'
source_filename = "programs/c_lexer_tokens.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [3 x i8] c"kw\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"id\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"int\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"flt\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"str\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"chr\00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"op\00", align 1
@__const.main.names = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6], align 16
@src = internal global ptr @.str.10, align 8
@ops3 = internal global [3 x ptr] [ptr @.str.21, ptr @.str.22, ptr @.str.23], align 16
@ops2 = internal global [19 x ptr] [ptr @.str.24, ptr @.str.25, ptr @.str.26, ptr @.str.27, ptr @.str.28, ptr @.str.29, ptr @.str.30, ptr @.str.31, ptr @.str.32, ptr @.str.33, ptr @.str.34, ptr @.str.35, ptr @.str.36, ptr @.str.37, ptr @.str.38, ptr @.str.39, ptr @.str.40, ptr @.str.41, ptr @.str.42], align 16
@.str.7 = private unnamed_addr constant [17 x i8] c"%d:%d %s '%.*s'\0A\00", align 1
@.str.8 = private unnamed_addr constant [7 x i8] c"%s=%d \00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"total=%d lines=%d\0A\00", align 1
@.str.10 = private unnamed_addr constant [406 x i8] c"/* demo */ int main(int argc, char **argv) {\0A  unsigned long x = 0x1fUL + 017 + 42; // comment\0A  double d = 3.25e-3 + .5 + 1.;\0A  char c = '\\n', *s = \22a \\\22quoted\\\22 string\\t\22;\0A  x <<= 2; x >>= 1; x ^= ~x; if (x >= 10 && x != 3 || !d) return x-- - --x;\0A  for (int i = 0; i < 10; ++i) { s += i; x = x ? x : -1; }\0A  while (argc --> 0) ; struct p { int a; } q; q.a = 1; (&q)->a++; ...\0A  return sizeof(x) % 4;\0A}\0A\00", align 1
@kw = internal global [11 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.2, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18, ptr @.str.19, ptr @.str.20], align 16
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
  %2 = alloca [7 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca [7 x ptr], align 16
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
  call void @llvm.memset.p0.i64(ptr align 16 %2, i8 0, i64 28, i1 false)
  store i32 1, ptr %3, align 4
  store i32 1, ptr %4, align 4
  store i32 0, ptr %5, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.names, i64 56, i1 false)
  %18 = load ptr, ptr @src, align 8
  store ptr %18, ptr %7, align 8
  br label %19

19:                                               ; preds = %338, %121, %72, %39, %28, %0
  %20 = load ptr, ptr %7, align 8
  %21 = load i8, ptr %20, align 1
  %22 = icmp ne i8 %21, 0
  br i1 %22, label %23, label %347

23:                                               ; preds = %19
  %24 = load ptr, ptr %7, align 8
  %25 = load i8, ptr %24, align 1
  %26 = sext i8 %25 to i32
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
  br label %19, !llvm.loop !5

33:                                               ; preds = %23
  %34 = load ptr, ptr %7, align 8
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = call i32 @isspace(i32 noundef %36) #7
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %39, label %44

39:                                               ; preds = %33
  %40 = load ptr, ptr %7, align 8
  %41 = getelementptr inbounds i8, ptr %40, i32 1
  store ptr %41, ptr %7, align 8
  %42 = load i32, ptr %4, align 4
  %43 = add nsw i32 %42, 1
  store i32 %43, ptr %4, align 4
  br label %19, !llvm.loop !5

44:                                               ; preds = %33
  %45 = load ptr, ptr %7, align 8
  %46 = getelementptr inbounds i8, ptr %45, i64 0
  %47 = load i8, ptr %46, align 1
  %48 = sext i8 %47 to i32
  %49 = icmp eq i32 %48, 47
  br i1 %49, label %50, label %73

50:                                               ; preds = %44
  %51 = load ptr, ptr %7, align 8
  %52 = getelementptr inbounds i8, ptr %51, i64 1
  %53 = load i8, ptr %52, align 1
  %54 = sext i8 %53 to i32
  %55 = icmp eq i32 %54, 47
  br i1 %55, label %56, label %73

56:                                               ; preds = %50
  br label %57

57:                                               ; preds = %69, %56
  %58 = load ptr, ptr %7, align 8
  %59 = load i8, ptr %58, align 1
  %60 = sext i8 %59 to i32
  %61 = icmp ne i32 %60, 0
  br i1 %61, label %62, label %67

62:                                               ; preds = %57
  %63 = load ptr, ptr %7, align 8
  %64 = load i8, ptr %63, align 1
  %65 = sext i8 %64 to i32
  %66 = icmp ne i32 %65, 10
  br label %67

67:                                               ; preds = %62, %57
  %68 = phi i1 [ false, %57 ], [ %66, %62 ]
  br i1 %68, label %69, label %72

69:                                               ; preds = %67
  %70 = load ptr, ptr %7, align 8
  %71 = getelementptr inbounds i8, ptr %70, i32 1
  store ptr %71, ptr %7, align 8
  br label %57, !llvm.loop !7

72:                                               ; preds = %67
  br label %19, !llvm.loop !5

73:                                               ; preds = %50, %44
  %74 = load ptr, ptr %7, align 8
  %75 = getelementptr inbounds i8, ptr %74, i64 0
  %76 = load i8, ptr %75, align 1
  %77 = sext i8 %76 to i32
  %78 = icmp eq i32 %77, 47
  br i1 %78, label %79, label %124

79:                                               ; preds = %73
  %80 = load ptr, ptr %7, align 8
  %81 = getelementptr inbounds i8, ptr %80, i64 1
  %82 = load i8, ptr %81, align 1
  %83 = sext i8 %82 to i32
  %84 = icmp eq i32 %83, 42
  br i1 %84, label %85, label %124

85:                                               ; preds = %79
  %86 = load ptr, ptr %7, align 8
  %87 = getelementptr inbounds i8, ptr %86, i64 2
  store ptr %87, ptr %7, align 8
  br label %88

88:                                               ; preds = %118, %85
  %89 = load ptr, ptr %7, align 8
  %90 = load i8, ptr %89, align 1
  %91 = sext i8 %90 to i32
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %93, label %108

93:                                               ; preds = %88
  %94 = load ptr, ptr %7, align 8
  %95 = getelementptr inbounds i8, ptr %94, i64 0
  %96 = load i8, ptr %95, align 1
  %97 = sext i8 %96 to i32
  %98 = icmp eq i32 %97, 42
  br i1 %98, label %99, label %105

99:                                               ; preds = %93
  %100 = load ptr, ptr %7, align 8
  %101 = getelementptr inbounds i8, ptr %100, i64 1
  %102 = load i8, ptr %101, align 1
  %103 = sext i8 %102 to i32
  %104 = icmp eq i32 %103, 47
  br label %105

105:                                              ; preds = %99, %93
  %106 = phi i1 [ false, %93 ], [ %104, %99 ]
  %107 = xor i1 %106, true
  br label %108

108:                                              ; preds = %105, %88
  %109 = phi i1 [ false, %88 ], [ %107, %105 ]
  br i1 %109, label %110, label %121

110:                                              ; preds = %108
  %111 = load ptr, ptr %7, align 8
  %112 = load i8, ptr %111, align 1
  %113 = sext i8 %112 to i32
  %114 = icmp eq i32 %113, 10
  br i1 %114, label %115, label %118

115:                                              ; preds = %110
  %116 = load i32, ptr %3, align 4
  %117 = add nsw i32 %116, 1
  store i32 %117, ptr %3, align 4
  store i32 1, ptr %4, align 4
  br label %118

118:                                              ; preds = %115, %110
  %119 = load ptr, ptr %7, align 8
  %120 = getelementptr inbounds i8, ptr %119, i32 1
  store ptr %120, ptr %7, align 8
  br label %88, !llvm.loop !8

121:                                              ; preds = %108
  %122 = load ptr, ptr %7, align 8
  %123 = getelementptr inbounds i8, ptr %122, i64 2
  store ptr %123, ptr %7, align 8
  br label %19, !llvm.loop !5

124:                                              ; preds = %79, %73
  %125 = load ptr, ptr %7, align 8
  store ptr %125, ptr %8, align 8
  %126 = load ptr, ptr %7, align 8
  %127 = load i8, ptr %126, align 1
  %128 = zext i8 %127 to i32
  %129 = call i32 @isalpha(i32 noundef %128) #7
  %130 = icmp ne i32 %129, 0
  br i1 %130, label %136, label %131

131:                                              ; preds = %124
  %132 = load ptr, ptr %7, align 8
  %133 = load i8, ptr %132, align 1
  %134 = sext i8 %133 to i32
  %135 = icmp eq i32 %134, 95
  br i1 %135, label %136, label %165

136:                                              ; preds = %131, %124
  br label %137

137:                                              ; preds = %150, %136
  %138 = load ptr, ptr %7, align 8
  %139 = load i8, ptr %138, align 1
  %140 = zext i8 %139 to i32
  %141 = call i32 @isalnum(i32 noundef %140) #7
  %142 = icmp ne i32 %141, 0
  br i1 %142, label %148, label %143

143:                                              ; preds = %137
  %144 = load ptr, ptr %7, align 8
  %145 = load i8, ptr %144, align 1
  %146 = sext i8 %145 to i32
  %147 = icmp eq i32 %146, 95
  br label %148

148:                                              ; preds = %143, %137
  %149 = phi i1 [ true, %137 ], [ %147, %143 ]
  br i1 %149, label %150, label %153

150:                                              ; preds = %148
  %151 = load ptr, ptr %7, align 8
  %152 = getelementptr inbounds i8, ptr %151, i32 1
  store ptr %152, ptr %7, align 8
  br label %137, !llvm.loop !9

153:                                              ; preds = %148
  %154 = load ptr, ptr %8, align 8
  %155 = load ptr, ptr %7, align 8
  %156 = load ptr, ptr %8, align 8
  %157 = ptrtoint ptr %155 to i64
  %158 = ptrtoint ptr %156 to i64
  %159 = sub i64 %157, %158
  %160 = trunc i64 %159 to i32
  %161 = call i32 @is_kw(ptr noundef %154, i32 noundef %160)
  %162 = icmp ne i32 %161, 0
  %163 = zext i1 %162 to i64
  %164 = select i1 %162, i32 0, i32 1
  store i32 %164, ptr %9, align 4
  br label %313

165:                                              ; preds = %131
  %166 = load ptr, ptr %7, align 8
  %167 = load i8, ptr %166, align 1
  %168 = zext i8 %167 to i32
  %169 = call i32 @isdigit(i32 noundef %168) #7
  %170 = icmp ne i32 %169, 0
  br i1 %170, label %183, label %171

171:                                              ; preds = %165
  %172 = load ptr, ptr %7, align 8
  %173 = load i8, ptr %172, align 1
  %174 = sext i8 %173 to i32
  %175 = icmp eq i32 %174, 46
  br i1 %175, label %176, label %222

176:                                              ; preds = %171
  %177 = load ptr, ptr %7, align 8
  %178 = getelementptr inbounds i8, ptr %177, i64 1
  %179 = load i8, ptr %178, align 1
  %180 = zext i8 %179 to i32
  %181 = call i32 @isdigit(i32 noundef %180) #7
  %182 = icmp ne i32 %181, 0
  br i1 %182, label %183, label %222

183:                                              ; preds = %176, %165
  %184 = load ptr, ptr %8, align 8
  %185 = call i32 @strtoul(ptr noundef %184, ptr noundef %10, i32 noundef 0)
  %186 = load ptr, ptr %8, align 8
  %187 = call double @strtod(ptr noundef %186, ptr noundef %11) #8
  %188 = load ptr, ptr %11, align 8
  %189 = load ptr, ptr %10, align 8
  %190 = icmp ugt ptr %188, %189
  br i1 %190, label %191, label %193

191:                                              ; preds = %183
  %192 = load ptr, ptr %11, align 8
  store ptr %192, ptr %7, align 8
  store i32 3, ptr %9, align 4
  br label %195

193:                                              ; preds = %183
  %194 = load ptr, ptr %10, align 8
  store ptr %194, ptr %7, align 8
  store i32 2, ptr %9, align 4
  br label %195

195:                                              ; preds = %193, %191
  br label %196

196:                                              ; preds = %218, %195
  %197 = load ptr, ptr %7, align 8
  %198 = load i8, ptr %197, align 1
  %199 = sext i8 %198 to i32
  %200 = icmp eq i32 %199, 117
  br i1 %200, label %216, label %201

201:                                              ; preds = %196
  %202 = load ptr, ptr %7, align 8
  %203 = load i8, ptr %202, align 1
  %204 = sext i8 %203 to i32
  %205 = icmp eq i32 %204, 85
  br i1 %205, label %216, label %206

206:                                              ; preds = %201
  %207 = load ptr, ptr %7, align 8
  %208 = load i8, ptr %207, align 1
  %209 = sext i8 %208 to i32
  %210 = icmp eq i32 %209, 108
  br i1 %210, label %216, label %211

211:                                              ; preds = %206
  %212 = load ptr, ptr %7, align 8
  %213 = load i8, ptr %212, align 1
  %214 = sext i8 %213 to i32
  %215 = icmp eq i32 %214, 76
  br label %216

216:                                              ; preds = %211, %206, %201, %196
  %217 = phi i1 [ true, %206 ], [ true, %201 ], [ true, %196 ], [ %215, %211 ]
  br i1 %217, label %218, label %221

218:                                              ; preds = %216
  %219 = load ptr, ptr %7, align 8
  %220 = getelementptr inbounds i8, ptr %219, i32 1
  store ptr %220, ptr %7, align 8
  br label %196, !llvm.loop !10

221:                                              ; preds = %216
  br label %312

222:                                              ; preds = %176, %171
  %223 = load ptr, ptr %7, align 8
  %224 = load i8, ptr %223, align 1
  %225 = sext i8 %224 to i32
  %226 = icmp eq i32 %225, 34
  br i1 %226, label %232, label %227

227:                                              ; preds = %222
  %228 = load ptr, ptr %7, align 8
  %229 = load i8, ptr %228, align 1
  %230 = sext i8 %229 to i32
  %231 = icmp eq i32 %230, 39
  br i1 %231, label %232, label %269

232:                                              ; preds = %227, %222
  %233 = load ptr, ptr %7, align 8
  %234 = getelementptr inbounds i8, ptr %233, i32 1
  store ptr %234, ptr %7, align 8
  %235 = load i8, ptr %233, align 1
  store i8 %235, ptr %12, align 1
  br label %236

236:                                              ; preds = %258, %232
  %237 = load ptr, ptr %7, align 8
  %238 = load i8, ptr %237, align 1
  %239 = sext i8 %238 to i32
  %240 = icmp ne i32 %239, 0
  br i1 %240, label %241, label %248

241:                                              ; preds = %236
  %242 = load ptr, ptr %7, align 8
  %243 = load i8, ptr %242, align 1
  %244 = sext i8 %243 to i32
  %245 = load i8, ptr %12, align 1
  %246 = sext i8 %245 to i32
  %247 = icmp ne i32 %244, %246
  br label %248

248:                                              ; preds = %241, %236
  %249 = phi i1 [ false, %236 ], [ %247, %241 ]
  br i1 %249, label %250, label %261

250:                                              ; preds = %248
  %251 = load ptr, ptr %7, align 8
  %252 = load i8, ptr %251, align 1
  %253 = sext i8 %252 to i32
  %254 = icmp eq i32 %253, 92
  br i1 %254, label %255, label %258

255:                                              ; preds = %250
  %256 = load ptr, ptr %7, align 8
  %257 = getelementptr inbounds i8, ptr %256, i32 1
  store ptr %257, ptr %7, align 8
  br label %258

258:                                              ; preds = %255, %250
  %259 = load ptr, ptr %7, align 8
  %260 = getelementptr inbounds i8, ptr %259, i32 1
  store ptr %260, ptr %7, align 8
  br label %236, !llvm.loop !11

261:                                              ; preds = %248
  %262 = load ptr, ptr %7, align 8
  %263 = getelementptr inbounds i8, ptr %262, i32 1
  store ptr %263, ptr %7, align 8
  %264 = load i8, ptr %12, align 1
  %265 = sext i8 %264 to i32
  %266 = icmp eq i32 %265, 34
  %267 = zext i1 %266 to i64
  %268 = select i1 %266, i32 4, i32 5
  store i32 %268, ptr %9, align 4
  br label %311

269:                                              ; preds = %227
  store i32 1, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %270

270:                                              ; preds = %283, %269
  %271 = load i32, ptr %14, align 4
  %272 = icmp slt i32 %271, 3
  br i1 %272, label %273, label %286

273:                                              ; preds = %270
  %274 = load ptr, ptr %7, align 8
  %275 = load i32, ptr %14, align 4
  %276 = sext i32 %275 to i64
  %277 = getelementptr inbounds [3 x ptr], ptr @ops3, i64 0, i64 %276
  %278 = load ptr, ptr %277, align 8
  %279 = call i32 @strncmp(ptr noundef %274, ptr noundef %278, i64 noundef 3) #8
  %280 = icmp ne i32 %279, 0
  br i1 %280, label %282, label %281

281:                                              ; preds = %273
  store i32 3, ptr %13, align 4
  br label %282

282:                                              ; preds = %281, %273
  br label %283

283:                                              ; preds = %282
  %284 = load i32, ptr %14, align 4
  %285 = add nsw i32 %284, 1
  store i32 %285, ptr %14, align 4
  br label %270, !llvm.loop !12

286:                                              ; preds = %270
  %287 = load i32, ptr %13, align 4
  %288 = icmp eq i32 %287, 1
  br i1 %288, label %289, label %306

289:                                              ; preds = %286
  store i64 0, ptr %15, align 8
  br label %290

290:                                              ; preds = %302, %289
  %291 = load i64, ptr %15, align 8
  %292 = icmp ult i64 %291, 19
  br i1 %292, label %293, label %305

293:                                              ; preds = %290
  %294 = load ptr, ptr %7, align 8
  %295 = load i64, ptr %15, align 8
  %296 = getelementptr inbounds [19 x ptr], ptr @ops2, i64 0, i64 %295
  %297 = load ptr, ptr %296, align 8
  %298 = call i32 @strncmp(ptr noundef %294, ptr noundef %297, i64 noundef 2) #8
  %299 = icmp ne i32 %298, 0
  br i1 %299, label %301, label %300

300:                                              ; preds = %293
  store i32 2, ptr %13, align 4
  br label %301

301:                                              ; preds = %300, %293
  br label %302

302:                                              ; preds = %301
  %303 = load i64, ptr %15, align 8
  %304 = add i64 %303, 1
  store i64 %304, ptr %15, align 8
  br label %290, !llvm.loop !13

305:                                              ; preds = %290
  br label %306

306:                                              ; preds = %305, %286
  %307 = load i32, ptr %13, align 4
  %308 = load ptr, ptr %7, align 8
  %309 = sext i32 %307 to i64
  %310 = getelementptr inbounds i8, ptr %308, i64 %309
  store ptr %310, ptr %7, align 8
  store i32 6, ptr %9, align 4
  br label %311

311:                                              ; preds = %306, %261
  br label %312

312:                                              ; preds = %311, %221
  br label %313

313:                                              ; preds = %312, %153
  %314 = load i32, ptr %9, align 4
  %315 = sext i32 %314 to i64
  %316 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %315
  %317 = load i32, ptr %316, align 4
  %318 = add nsw i32 %317, 1
  store i32 %318, ptr %316, align 4
  %319 = load i32, ptr %5, align 4
  %320 = icmp slt i32 %319, 24
  br i1 %320, label %321, label %338

321:                                              ; preds = %313
  %322 = load i32, ptr %3, align 4
  %323 = load i32, ptr %4, align 4
  %324 = load i32, ptr %9, align 4
  %325 = sext i32 %324 to i64
  %326 = getelementptr inbounds [7 x ptr], ptr %6, i64 0, i64 %325
  %327 = load ptr, ptr %326, align 8
  %328 = load ptr, ptr %7, align 8
  %329 = load ptr, ptr %8, align 8
  %330 = ptrtoint ptr %328 to i64
  %331 = ptrtoint ptr %329 to i64
  %332 = sub i64 %330, %331
  %333 = trunc i64 %332 to i32
  %334 = load ptr, ptr %8, align 8
  %335 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %322, i32 noundef %323, ptr noundef %327, i32 noundef %333, ptr noundef %334)
  %336 = load i32, ptr %5, align 4
  %337 = add nsw i32 %336, 1
  store i32 %337, ptr %5, align 4
  br label %338

338:                                              ; preds = %321, %313
  %339 = load ptr, ptr %7, align 8
  %340 = load ptr, ptr %8, align 8
  %341 = ptrtoint ptr %339 to i64
  %342 = ptrtoint ptr %340 to i64
  %343 = sub i64 %341, %342
  %344 = trunc i64 %343 to i32
  %345 = load i32, ptr %4, align 4
  %346 = add nsw i32 %345, %344
  store i32 %346, ptr %4, align 4
  br label %19, !llvm.loop !5

347:                                              ; preds = %19
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %348

348:                                              ; preds = %367, %347
  %349 = load i32, ptr %17, align 4
  %350 = icmp slt i32 %349, 7
  br i1 %350, label %351, label %370

351:                                              ; preds = %348
  %352 = load i32, ptr %17, align 4
  %353 = sext i32 %352 to i64
  %354 = getelementptr inbounds [7 x ptr], ptr %6, i64 0, i64 %353
  %355 = load ptr, ptr %354, align 8
  %356 = load i32, ptr %17, align 4
  %357 = sext i32 %356 to i64
  %358 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %357
  %359 = load i32, ptr %358, align 4
  %360 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %355, i32 noundef %359)
  %361 = load i32, ptr %17, align 4
  %362 = sext i32 %361 to i64
  %363 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %362
  %364 = load i32, ptr %363, align 4
  %365 = load i32, ptr %16, align 4
  %366 = add nsw i32 %365, %364
  store i32 %366, ptr %16, align 4
  br label %367

367:                                              ; preds = %351
  %368 = load i32, ptr %17, align 4
  %369 = add nsw i32 %368, 1
  store i32 %369, ptr %17, align 4
  br label %348, !llvm.loop !14

370:                                              ; preds = %348
  %371 = load i32, ptr %16, align 4
  %372 = load i32, ptr %3, align 4
  %373 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %371, i32 noundef %372)
  %374 = load i32, ptr %16, align 4
  %375 = and i32 %374, 127
  ret i32 %375
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isspace(i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isalpha(i32 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isalnum(i32 noundef) #3

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
  %26 = call i32 @strncmp(ptr noundef %22, ptr noundef %23, i64 noundef %25) #8
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
  %38 = sext i8 %37 to i32
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
  %56 = sext i8 %55 to i32
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
  br label %10, !llvm.loop !15

65:                                               ; preds = %10
  store i32 0, ptr %3, align 4
  br label %66

66:                                               ; preds = %65, %40
  %67 = load i32, ptr %3, align 4
  ret i32 %67
}

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isdigit(i32 noundef) #3

declare dso_local i32 @strtoul(ptr noundef, ptr noundef, i32 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @strtod(ptr noalias noundef %0, ptr noalias noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call double @__mingw_strtod(ptr noundef %5, ptr noundef %6)
  ret double %7
}

; Function Attrs: nounwind
declare dso_local i32 @strncmp(ptr noundef, ptr noundef, i64 noundef) #5

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

declare dso_local double @__mingw_strtod(ptr noundef, ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #6

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #5

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #6

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind willreturn }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

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
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
