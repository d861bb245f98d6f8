; ModuleID = 'programs/ops_matrix_bitint33.c'
source_filename = "programs/ops_matrix_bitint33.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [50 x i8] c"type _BitInt(33): %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"signed\00", align 1, !dbg !7
@h = internal global i64 0, align 8, !dbg !12
@vals = internal global [21 x i64] [i64 -4294967296, i64 -4294967295, i64 -2147483648, i64 -7, i64 -3, i64 -2, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 2147483647, i64 2147483648, i64 4294967294, i64 4294967295, i64 -2863311531, i64 2863311530, i64 -1985229329], align 16, !dbg !93
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !37
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !39
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !41
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !48
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !50
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !54
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1, !dbg !56
@.str.13 = private unnamed_addr constant [26 x i8] c"rem sign wrong %lld %lld\0A\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1, !dbg !66
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1, !dbg !71
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1, !dbg !73
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !78
@.str.18 = private unnamed_addr constant [20 x i8] c"const div mismatch\0A\00", align 1, !dbg !83
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !88

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !107 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca i64, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i64, align 8
  %23 = alloca i64, align 8
  %24 = alloca i64, align 8
  %25 = alloca i64, align 8
  %26 = alloca i64, align 8
  %27 = alloca i64, align 8
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i64, align 8
  %31 = alloca i64, align 8
  %32 = alloca i64, align 8
  %33 = alloca i64, align 8
  %34 = alloca i64, align 8
  %35 = alloca i64, align 8
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i64, align 8
  %39 = alloca i64, align 8
  %40 = alloca i64, align 8
  %41 = alloca i64, align 8
  %42 = alloca i64, align 8
  %43 = alloca i64, align 8
  %44 = alloca i32, align 4
  %45 = alloca i32, align 4
  %46 = alloca i64, align 8
  %47 = alloca i64, align 8
  %48 = alloca i64, align 8
  %49 = alloca i64, align 8
  %50 = alloca i64, align 8
  %51 = alloca i64, align 8
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i64, align 8
  %55 = alloca i64, align 8
  %56 = alloca i64, align 8
  %57 = alloca i64, align 8
  %58 = alloca i64, align 8
  %59 = alloca i64, align 8
  %60 = alloca i32, align 4
  %61 = alloca i32, align 4
  %62 = alloca i64, align 8
  %63 = alloca i64, align 8
  %64 = alloca i64, align 8
  %65 = alloca i64, align 8
  %66 = alloca i64, align 8
  %67 = alloca i64, align 8
  %68 = alloca i32, align 4
  %69 = alloca i32, align 4
  %70 = alloca i64, align 8
  %71 = alloca i64, align 8
  %72 = alloca i64, align 8
  %73 = alloca i64, align 8
  %74 = alloca i64, align 8
  %75 = alloca i32, align 4
  %76 = alloca i32, align 4
  %77 = alloca i64, align 8
  %78 = alloca i64, align 8
  %79 = alloca i64, align 8
  %80 = alloca i64, align 8
  %81 = alloca i64, align 8
  %82 = alloca i64, align 8
  %83 = alloca i64, align 8
  %84 = alloca i64, align 8
  %85 = alloca i64, align 8
  %86 = alloca i64, align 8
  %87 = alloca i64, align 8
  %88 = alloca i64, align 8
  %89 = alloca i64, align 8
  %90 = alloca i64, align 8
  %91 = alloca i64, align 8
  %92 = alloca i32, align 4
  %93 = alloca i32, align 4
  %94 = alloca i64, align 8
  %95 = alloca i64, align 8
  %96 = alloca i64, align 8
  %97 = alloca i64, align 8
  %98 = alloca i64, align 8
  %99 = alloca i64, align 8
  %100 = alloca i64, align 8
  %101 = alloca i64, align 8
  %102 = alloca i64, align 8
  %103 = alloca i64, align 8
  %104 = alloca i32, align 4
  %105 = alloca i64, align 8
  %106 = alloca i64, align 8
  %107 = alloca i64, align 8
  %108 = alloca i64, align 8
  %109 = alloca i64, align 8
  %110 = alloca i64, align 8
  %111 = alloca i64, align 8
  %112 = alloca i64, align 8
  %113 = alloca i64, align 8
  %114 = alloca i32, align 4
  %115 = alloca i64, align 8
  %116 = alloca i64, align 8
  %117 = alloca i64, align 8
  %118 = alloca i64, align 8
  %119 = alloca i64, align 8
  %120 = alloca i64, align 8
  %121 = alloca i64, align 8
  %122 = alloca i64, align 8
  %123 = alloca i64, align 8
  %124 = alloca i64, align 8
  %125 = alloca i64, align 8
  %126 = alloca i64, align 8
  %127 = alloca i64, align 8
  %128 = alloca i64, align 8
  %129 = alloca i64, align 8
  %130 = alloca i64, align 8
  %131 = alloca i64, align 8
  %132 = alloca i64, align 8
  %133 = alloca i64, align 8
  %134 = alloca i64, align 8
  %135 = alloca i64, align 8
  %136 = alloca i64, align 8
  %137 = alloca i64, align 8
  %138 = alloca i64, align 8
  %139 = alloca i64, align 8
  %140 = alloca i64, align 8
  %141 = alloca i64, align 8
  %142 = alloca i64, align 8
  %143 = alloca i64, align 8
  %144 = alloca i64, align 8
  %145 = alloca i64, align 8
  %146 = alloca i64, align 8
  %147 = alloca i64, align 8
  %148 = alloca i64, align 8
  %149 = alloca i64, align 8
  %150 = alloca i64, align 8
  %151 = alloca i64, align 8
  %152 = alloca i64, align 8
  %153 = alloca i64, align 8
  %154 = alloca i64, align 8
  %155 = alloca i64, align 8
  %156 = alloca i64, align 8
  %157 = alloca i64, align 8
  %158 = alloca i64, align 8
  %159 = alloca i64, align 8
  %160 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !111, !DIExpression(), !112)
  store i64 0, ptr %2, align 8, !dbg !112
    #dbg_declare(ptr %3, !113, !DIExpression(), !114)
  store i32 0, ptr %3, align 4, !dbg !114
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 33, ptr noundef @.str.1, i64 noundef -4294967296, i64 noundef 4294967295), !dbg !115
  br label %162, !dbg !116

162:                                              ; preds = %0
  store i64 1469598103934665603, ptr @h, align 8, !dbg !117
    #dbg_declare(ptr %4, !119, !DIExpression(), !121)
  store i32 0, ptr %4, align 4, !dbg !121
  br label %163, !dbg !121

163:                                              ; preds = %201, %162
  %164 = load i32, ptr %4, align 4, !dbg !122
  %165 = icmp slt i32 %164, 21, !dbg !122
  br i1 %165, label %166, label %204, !dbg !121

166:                                              ; preds = %163
    #dbg_declare(ptr %5, !124, !DIExpression(), !126)
  store i32 0, ptr %5, align 4, !dbg !126
  br label %167, !dbg !126

167:                                              ; preds = %197, %166
  %168 = load i32, ptr %5, align 4, !dbg !127
  %169 = icmp slt i32 %168, 21, !dbg !127
  br i1 %169, label %170, label %200, !dbg !126

170:                                              ; preds = %167
    #dbg_declare(ptr %6, !129, !DIExpression(), !131)
  %171 = load i32, ptr %4, align 4, !dbg !131
  %172 = sext i32 %171 to i64, !dbg !131
  %173 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %172, !dbg !131
  %174 = load volatile i64, ptr %173, align 8, !dbg !131
  %175 = trunc i64 %174 to i33, !dbg !131
  %176 = sext i33 %175 to i64, !dbg !131
  store i64 %176, ptr %6, align 8, !dbg !131
    #dbg_declare(ptr %7, !132, !DIExpression(), !131)
  %177 = load i32, ptr %5, align 4, !dbg !131
  %178 = sext i32 %177 to i64, !dbg !131
  %179 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %178, !dbg !131
  %180 = load volatile i64, ptr %179, align 8, !dbg !131
  %181 = trunc i64 %180 to i33, !dbg !131
  %182 = sext i33 %181 to i64, !dbg !131
  store i64 %182, ptr %7, align 8, !dbg !131
  %183 = load i64, ptr %6, align 8, !dbg !131
  %184 = trunc i64 %183 to i33, !dbg !131
  %185 = load i64, ptr %7, align 8, !dbg !131
  %186 = trunc i64 %185 to i33, !dbg !131
  %187 = sext i33 %184 to i64, !dbg !131
  store i64 %187, ptr %8, align 8, !dbg !131
  %188 = load i64, ptr %8, align 8, !dbg !131
  %189 = sext i33 %186 to i64, !dbg !131
  store i64 %189, ptr %9, align 8, !dbg !131
  %190 = load i64, ptr %9, align 8, !dbg !131
  %191 = call i64 @op_add(i64 noundef %188, i64 noundef %190), !dbg !131
  store i64 %191, ptr %10, align 8, !dbg !131
  %192 = load i64, ptr %10, align 8, !dbg !131
  %193 = trunc i64 %192 to i33, !dbg !131
  %194 = sext i33 %193 to i64, !dbg !131
  store i64 %194, ptr %11, align 8, !dbg !131
  %195 = load i64, ptr %11, align 8, !dbg !131
  %196 = call i64 @bits(i64 noundef %195), !dbg !131
  call void @mix(i64 noundef %196), !dbg !131
  br label %197, !dbg !131

197:                                              ; preds = %170
  %198 = load i32, ptr %5, align 4, !dbg !127
  %199 = add nsw i32 %198, 1, !dbg !127
  store i32 %199, ptr %5, align 4, !dbg !127
  br label %167, !dbg !127, !llvm.loop !133

200:                                              ; preds = %167
  br label %201, !dbg !126

201:                                              ; preds = %200
  %202 = load i32, ptr %4, align 4, !dbg !122
  %203 = add nsw i32 %202, 1, !dbg !122
  store i32 %203, ptr %4, align 4, !dbg !122
  br label %163, !dbg !122, !llvm.loop !135

204:                                              ; preds = %163
  %205 = load i64, ptr @h, align 8, !dbg !117
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.3, i64 noundef %205), !dbg !117
  %207 = load i64, ptr @h, align 8, !dbg !117
  %208 = load i64, ptr %2, align 8, !dbg !117
  %209 = xor i64 %208, %207, !dbg !117
  store i64 %209, ptr %2, align 8, !dbg !117
  br label %210, !dbg !117

210:                                              ; preds = %204
  br label %211, !dbg !136

211:                                              ; preds = %210
  store i64 1469598103934665603, ptr @h, align 8, !dbg !137
    #dbg_declare(ptr %12, !139, !DIExpression(), !141)
  store i32 0, ptr %12, align 4, !dbg !141
  br label %212, !dbg !141

212:                                              ; preds = %250, %211
  %213 = load i32, ptr %12, align 4, !dbg !142
  %214 = icmp slt i32 %213, 21, !dbg !142
  br i1 %214, label %215, label %253, !dbg !141

215:                                              ; preds = %212
    #dbg_declare(ptr %13, !144, !DIExpression(), !146)
  store i32 0, ptr %13, align 4, !dbg !146
  br label %216, !dbg !146

216:                                              ; preds = %246, %215
  %217 = load i32, ptr %13, align 4, !dbg !147
  %218 = icmp slt i32 %217, 21, !dbg !147
  br i1 %218, label %219, label %249, !dbg !146

219:                                              ; preds = %216
    #dbg_declare(ptr %14, !149, !DIExpression(), !151)
  %220 = load i32, ptr %12, align 4, !dbg !151
  %221 = sext i32 %220 to i64, !dbg !151
  %222 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %221, !dbg !151
  %223 = load volatile i64, ptr %222, align 8, !dbg !151
  %224 = trunc i64 %223 to i33, !dbg !151
  %225 = sext i33 %224 to i64, !dbg !151
  store i64 %225, ptr %14, align 8, !dbg !151
    #dbg_declare(ptr %15, !152, !DIExpression(), !151)
  %226 = load i32, ptr %13, align 4, !dbg !151
  %227 = sext i32 %226 to i64, !dbg !151
  %228 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %227, !dbg !151
  %229 = load volatile i64, ptr %228, align 8, !dbg !151
  %230 = trunc i64 %229 to i33, !dbg !151
  %231 = sext i33 %230 to i64, !dbg !151
  store i64 %231, ptr %15, align 8, !dbg !151
  %232 = load i64, ptr %14, align 8, !dbg !151
  %233 = trunc i64 %232 to i33, !dbg !151
  %234 = load i64, ptr %15, align 8, !dbg !151
  %235 = trunc i64 %234 to i33, !dbg !151
  %236 = sext i33 %233 to i64, !dbg !151
  store i64 %236, ptr %16, align 8, !dbg !151
  %237 = load i64, ptr %16, align 8, !dbg !151
  %238 = sext i33 %235 to i64, !dbg !151
  store i64 %238, ptr %17, align 8, !dbg !151
  %239 = load i64, ptr %17, align 8, !dbg !151
  %240 = call i64 @op_sub(i64 noundef %237, i64 noundef %239), !dbg !151
  store i64 %240, ptr %18, align 8, !dbg !151
  %241 = load i64, ptr %18, align 8, !dbg !151
  %242 = trunc i64 %241 to i33, !dbg !151
  %243 = sext i33 %242 to i64, !dbg !151
  store i64 %243, ptr %19, align 8, !dbg !151
  %244 = load i64, ptr %19, align 8, !dbg !151
  %245 = call i64 @bits(i64 noundef %244), !dbg !151
  call void @mix(i64 noundef %245), !dbg !151
  br label %246, !dbg !151

246:                                              ; preds = %219
  %247 = load i32, ptr %13, align 4, !dbg !147
  %248 = add nsw i32 %247, 1, !dbg !147
  store i32 %248, ptr %13, align 4, !dbg !147
  br label %216, !dbg !147, !llvm.loop !153

249:                                              ; preds = %216
  br label %250, !dbg !146

250:                                              ; preds = %249
  %251 = load i32, ptr %12, align 4, !dbg !142
  %252 = add nsw i32 %251, 1, !dbg !142
  store i32 %252, ptr %12, align 4, !dbg !142
  br label %212, !dbg !142, !llvm.loop !154

253:                                              ; preds = %212
  %254 = load i64, ptr @h, align 8, !dbg !137
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.4, i64 noundef %254), !dbg !137
  %256 = load i64, ptr @h, align 8, !dbg !137
  %257 = load i64, ptr %2, align 8, !dbg !137
  %258 = xor i64 %257, %256, !dbg !137
  store i64 %258, ptr %2, align 8, !dbg !137
  br label %259, !dbg !137

259:                                              ; preds = %253
  br label %260, !dbg !155

260:                                              ; preds = %259
  store i64 1469598103934665603, ptr @h, align 8, !dbg !156
    #dbg_declare(ptr %20, !158, !DIExpression(), !160)
  store i32 0, ptr %20, align 4, !dbg !160
  br label %261, !dbg !160

261:                                              ; preds = %299, %260
  %262 = load i32, ptr %20, align 4, !dbg !161
  %263 = icmp slt i32 %262, 21, !dbg !161
  br i1 %263, label %264, label %302, !dbg !160

264:                                              ; preds = %261
    #dbg_declare(ptr %21, !163, !DIExpression(), !165)
  store i32 0, ptr %21, align 4, !dbg !165
  br label %265, !dbg !165

265:                                              ; preds = %295, %264
  %266 = load i32, ptr %21, align 4, !dbg !166
  %267 = icmp slt i32 %266, 21, !dbg !166
  br i1 %267, label %268, label %298, !dbg !165

268:                                              ; preds = %265
    #dbg_declare(ptr %22, !168, !DIExpression(), !170)
  %269 = load i32, ptr %20, align 4, !dbg !170
  %270 = sext i32 %269 to i64, !dbg !170
  %271 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %270, !dbg !170
  %272 = load volatile i64, ptr %271, align 8, !dbg !170
  %273 = trunc i64 %272 to i33, !dbg !170
  %274 = sext i33 %273 to i64, !dbg !170
  store i64 %274, ptr %22, align 8, !dbg !170
    #dbg_declare(ptr %23, !171, !DIExpression(), !170)
  %275 = load i32, ptr %21, align 4, !dbg !170
  %276 = sext i32 %275 to i64, !dbg !170
  %277 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %276, !dbg !170
  %278 = load volatile i64, ptr %277, align 8, !dbg !170
  %279 = trunc i64 %278 to i33, !dbg !170
  %280 = sext i33 %279 to i64, !dbg !170
  store i64 %280, ptr %23, align 8, !dbg !170
  %281 = load i64, ptr %22, align 8, !dbg !170
  %282 = trunc i64 %281 to i33, !dbg !170
  %283 = load i64, ptr %23, align 8, !dbg !170
  %284 = trunc i64 %283 to i33, !dbg !170
  %285 = sext i33 %282 to i64, !dbg !170
  store i64 %285, ptr %24, align 8, !dbg !170
  %286 = load i64, ptr %24, align 8, !dbg !170
  %287 = sext i33 %284 to i64, !dbg !170
  store i64 %287, ptr %25, align 8, !dbg !170
  %288 = load i64, ptr %25, align 8, !dbg !170
  %289 = call i64 @op_mul(i64 noundef %286, i64 noundef %288), !dbg !170
  store i64 %289, ptr %26, align 8, !dbg !170
  %290 = load i64, ptr %26, align 8, !dbg !170
  %291 = trunc i64 %290 to i33, !dbg !170
  %292 = sext i33 %291 to i64, !dbg !170
  store i64 %292, ptr %27, align 8, !dbg !170
  %293 = load i64, ptr %27, align 8, !dbg !170
  %294 = call i64 @bits(i64 noundef %293), !dbg !170
  call void @mix(i64 noundef %294), !dbg !170
  br label %295, !dbg !170

295:                                              ; preds = %268
  %296 = load i32, ptr %21, align 4, !dbg !166
  %297 = add nsw i32 %296, 1, !dbg !166
  store i32 %297, ptr %21, align 4, !dbg !166
  br label %265, !dbg !166, !llvm.loop !172

298:                                              ; preds = %265
  br label %299, !dbg !165

299:                                              ; preds = %298
  %300 = load i32, ptr %20, align 4, !dbg !161
  %301 = add nsw i32 %300, 1, !dbg !161
  store i32 %301, ptr %20, align 4, !dbg !161
  br label %261, !dbg !161, !llvm.loop !173

302:                                              ; preds = %261
  %303 = load i64, ptr @h, align 8, !dbg !156
  %304 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.5, i64 noundef %303), !dbg !156
  %305 = load i64, ptr @h, align 8, !dbg !156
  %306 = load i64, ptr %2, align 8, !dbg !156
  %307 = xor i64 %306, %305, !dbg !156
  store i64 %307, ptr %2, align 8, !dbg !156
  br label %308, !dbg !156

308:                                              ; preds = %302
  br label %309, !dbg !174

309:                                              ; preds = %308
  store i64 1469598103934665603, ptr @h, align 8, !dbg !175
    #dbg_declare(ptr %28, !177, !DIExpression(), !179)
  store i32 0, ptr %28, align 4, !dbg !179
  br label %310, !dbg !179

310:                                              ; preds = %348, %309
  %311 = load i32, ptr %28, align 4, !dbg !180
  %312 = icmp slt i32 %311, 21, !dbg !180
  br i1 %312, label %313, label %351, !dbg !179

313:                                              ; preds = %310
    #dbg_declare(ptr %29, !182, !DIExpression(), !184)
  store i32 0, ptr %29, align 4, !dbg !184
  br label %314, !dbg !184

314:                                              ; preds = %344, %313
  %315 = load i32, ptr %29, align 4, !dbg !185
  %316 = icmp slt i32 %315, 21, !dbg !185
  br i1 %316, label %317, label %347, !dbg !184

317:                                              ; preds = %314
    #dbg_declare(ptr %30, !187, !DIExpression(), !189)
  %318 = load i32, ptr %28, align 4, !dbg !189
  %319 = sext i32 %318 to i64, !dbg !189
  %320 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %319, !dbg !189
  %321 = load volatile i64, ptr %320, align 8, !dbg !189
  %322 = trunc i64 %321 to i33, !dbg !189
  %323 = sext i33 %322 to i64, !dbg !189
  store i64 %323, ptr %30, align 8, !dbg !189
    #dbg_declare(ptr %31, !190, !DIExpression(), !189)
  %324 = load i32, ptr %29, align 4, !dbg !189
  %325 = sext i32 %324 to i64, !dbg !189
  %326 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %325, !dbg !189
  %327 = load volatile i64, ptr %326, align 8, !dbg !189
  %328 = trunc i64 %327 to i33, !dbg !189
  %329 = sext i33 %328 to i64, !dbg !189
  store i64 %329, ptr %31, align 8, !dbg !189
  %330 = load i64, ptr %30, align 8, !dbg !189
  %331 = trunc i64 %330 to i33, !dbg !189
  %332 = load i64, ptr %31, align 8, !dbg !189
  %333 = trunc i64 %332 to i33, !dbg !189
  %334 = sext i33 %331 to i64, !dbg !189
  store i64 %334, ptr %32, align 8, !dbg !189
  %335 = load i64, ptr %32, align 8, !dbg !189
  %336 = sext i33 %333 to i64, !dbg !189
  store i64 %336, ptr %33, align 8, !dbg !189
  %337 = load i64, ptr %33, align 8, !dbg !189
  %338 = call i64 @op_and(i64 noundef %335, i64 noundef %337), !dbg !189
  store i64 %338, ptr %34, align 8, !dbg !189
  %339 = load i64, ptr %34, align 8, !dbg !189
  %340 = trunc i64 %339 to i33, !dbg !189
  %341 = sext i33 %340 to i64, !dbg !189
  store i64 %341, ptr %35, align 8, !dbg !189
  %342 = load i64, ptr %35, align 8, !dbg !189
  %343 = call i64 @bits(i64 noundef %342), !dbg !189
  call void @mix(i64 noundef %343), !dbg !189
  br label %344, !dbg !189

344:                                              ; preds = %317
  %345 = load i32, ptr %29, align 4, !dbg !185
  %346 = add nsw i32 %345, 1, !dbg !185
  store i32 %346, ptr %29, align 4, !dbg !185
  br label %314, !dbg !185, !llvm.loop !191

347:                                              ; preds = %314
  br label %348, !dbg !184

348:                                              ; preds = %347
  %349 = load i32, ptr %28, align 4, !dbg !180
  %350 = add nsw i32 %349, 1, !dbg !180
  store i32 %350, ptr %28, align 4, !dbg !180
  br label %310, !dbg !180, !llvm.loop !192

351:                                              ; preds = %310
  %352 = load i64, ptr @h, align 8, !dbg !175
  %353 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.6, i64 noundef %352), !dbg !175
  %354 = load i64, ptr @h, align 8, !dbg !175
  %355 = load i64, ptr %2, align 8, !dbg !175
  %356 = xor i64 %355, %354, !dbg !175
  store i64 %356, ptr %2, align 8, !dbg !175
  br label %357, !dbg !175

357:                                              ; preds = %351
  br label %358, !dbg !193

358:                                              ; preds = %357
  store i64 1469598103934665603, ptr @h, align 8, !dbg !194
    #dbg_declare(ptr %36, !196, !DIExpression(), !198)
  store i32 0, ptr %36, align 4, !dbg !198
  br label %359, !dbg !198

359:                                              ; preds = %397, %358
  %360 = load i32, ptr %36, align 4, !dbg !199
  %361 = icmp slt i32 %360, 21, !dbg !199
  br i1 %361, label %362, label %400, !dbg !198

362:                                              ; preds = %359
    #dbg_declare(ptr %37, !201, !DIExpression(), !203)
  store i32 0, ptr %37, align 4, !dbg !203
  br label %363, !dbg !203

363:                                              ; preds = %393, %362
  %364 = load i32, ptr %37, align 4, !dbg !204
  %365 = icmp slt i32 %364, 21, !dbg !204
  br i1 %365, label %366, label %396, !dbg !203

366:                                              ; preds = %363
    #dbg_declare(ptr %38, !206, !DIExpression(), !208)
  %367 = load i32, ptr %36, align 4, !dbg !208
  %368 = sext i32 %367 to i64, !dbg !208
  %369 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %368, !dbg !208
  %370 = load volatile i64, ptr %369, align 8, !dbg !208
  %371 = trunc i64 %370 to i33, !dbg !208
  %372 = sext i33 %371 to i64, !dbg !208
  store i64 %372, ptr %38, align 8, !dbg !208
    #dbg_declare(ptr %39, !209, !DIExpression(), !208)
  %373 = load i32, ptr %37, align 4, !dbg !208
  %374 = sext i32 %373 to i64, !dbg !208
  %375 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %374, !dbg !208
  %376 = load volatile i64, ptr %375, align 8, !dbg !208
  %377 = trunc i64 %376 to i33, !dbg !208
  %378 = sext i33 %377 to i64, !dbg !208
  store i64 %378, ptr %39, align 8, !dbg !208
  %379 = load i64, ptr %38, align 8, !dbg !208
  %380 = trunc i64 %379 to i33, !dbg !208
  %381 = load i64, ptr %39, align 8, !dbg !208
  %382 = trunc i64 %381 to i33, !dbg !208
  %383 = sext i33 %380 to i64, !dbg !208
  store i64 %383, ptr %40, align 8, !dbg !208
  %384 = load i64, ptr %40, align 8, !dbg !208
  %385 = sext i33 %382 to i64, !dbg !208
  store i64 %385, ptr %41, align 8, !dbg !208
  %386 = load i64, ptr %41, align 8, !dbg !208
  %387 = call i64 @op_or(i64 noundef %384, i64 noundef %386), !dbg !208
  store i64 %387, ptr %42, align 8, !dbg !208
  %388 = load i64, ptr %42, align 8, !dbg !208
  %389 = trunc i64 %388 to i33, !dbg !208
  %390 = sext i33 %389 to i64, !dbg !208
  store i64 %390, ptr %43, align 8, !dbg !208
  %391 = load i64, ptr %43, align 8, !dbg !208
  %392 = call i64 @bits(i64 noundef %391), !dbg !208
  call void @mix(i64 noundef %392), !dbg !208
  br label %393, !dbg !208

393:                                              ; preds = %366
  %394 = load i32, ptr %37, align 4, !dbg !204
  %395 = add nsw i32 %394, 1, !dbg !204
  store i32 %395, ptr %37, align 4, !dbg !204
  br label %363, !dbg !204, !llvm.loop !210

396:                                              ; preds = %363
  br label %397, !dbg !203

397:                                              ; preds = %396
  %398 = load i32, ptr %36, align 4, !dbg !199
  %399 = add nsw i32 %398, 1, !dbg !199
  store i32 %399, ptr %36, align 4, !dbg !199
  br label %359, !dbg !199, !llvm.loop !211

400:                                              ; preds = %359
  %401 = load i64, ptr @h, align 8, !dbg !194
  %402 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, i64 noundef %401), !dbg !194
  %403 = load i64, ptr @h, align 8, !dbg !194
  %404 = load i64, ptr %2, align 8, !dbg !194
  %405 = xor i64 %404, %403, !dbg !194
  store i64 %405, ptr %2, align 8, !dbg !194
  br label %406, !dbg !194

406:                                              ; preds = %400
  br label %407, !dbg !212

407:                                              ; preds = %406
  store i64 1469598103934665603, ptr @h, align 8, !dbg !213
    #dbg_declare(ptr %44, !215, !DIExpression(), !217)
  store i32 0, ptr %44, align 4, !dbg !217
  br label %408, !dbg !217

408:                                              ; preds = %446, %407
  %409 = load i32, ptr %44, align 4, !dbg !218
  %410 = icmp slt i32 %409, 21, !dbg !218
  br i1 %410, label %411, label %449, !dbg !217

411:                                              ; preds = %408
    #dbg_declare(ptr %45, !220, !DIExpression(), !222)
  store i32 0, ptr %45, align 4, !dbg !222
  br label %412, !dbg !222

412:                                              ; preds = %442, %411
  %413 = load i32, ptr %45, align 4, !dbg !223
  %414 = icmp slt i32 %413, 21, !dbg !223
  br i1 %414, label %415, label %445, !dbg !222

415:                                              ; preds = %412
    #dbg_declare(ptr %46, !225, !DIExpression(), !227)
  %416 = load i32, ptr %44, align 4, !dbg !227
  %417 = sext i32 %416 to i64, !dbg !227
  %418 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %417, !dbg !227
  %419 = load volatile i64, ptr %418, align 8, !dbg !227
  %420 = trunc i64 %419 to i33, !dbg !227
  %421 = sext i33 %420 to i64, !dbg !227
  store i64 %421, ptr %46, align 8, !dbg !227
    #dbg_declare(ptr %47, !228, !DIExpression(), !227)
  %422 = load i32, ptr %45, align 4, !dbg !227
  %423 = sext i32 %422 to i64, !dbg !227
  %424 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %423, !dbg !227
  %425 = load volatile i64, ptr %424, align 8, !dbg !227
  %426 = trunc i64 %425 to i33, !dbg !227
  %427 = sext i33 %426 to i64, !dbg !227
  store i64 %427, ptr %47, align 8, !dbg !227
  %428 = load i64, ptr %46, align 8, !dbg !227
  %429 = trunc i64 %428 to i33, !dbg !227
  %430 = load i64, ptr %47, align 8, !dbg !227
  %431 = trunc i64 %430 to i33, !dbg !227
  %432 = sext i33 %429 to i64, !dbg !227
  store i64 %432, ptr %48, align 8, !dbg !227
  %433 = load i64, ptr %48, align 8, !dbg !227
  %434 = sext i33 %431 to i64, !dbg !227
  store i64 %434, ptr %49, align 8, !dbg !227
  %435 = load i64, ptr %49, align 8, !dbg !227
  %436 = call i64 @op_xor(i64 noundef %433, i64 noundef %435), !dbg !227
  store i64 %436, ptr %50, align 8, !dbg !227
  %437 = load i64, ptr %50, align 8, !dbg !227
  %438 = trunc i64 %437 to i33, !dbg !227
  %439 = sext i33 %438 to i64, !dbg !227
  store i64 %439, ptr %51, align 8, !dbg !227
  %440 = load i64, ptr %51, align 8, !dbg !227
  %441 = call i64 @bits(i64 noundef %440), !dbg !227
  call void @mix(i64 noundef %441), !dbg !227
  br label %442, !dbg !227

442:                                              ; preds = %415
  %443 = load i32, ptr %45, align 4, !dbg !223
  %444 = add nsw i32 %443, 1, !dbg !223
  store i32 %444, ptr %45, align 4, !dbg !223
  br label %412, !dbg !223, !llvm.loop !229

445:                                              ; preds = %412
  br label %446, !dbg !222

446:                                              ; preds = %445
  %447 = load i32, ptr %44, align 4, !dbg !218
  %448 = add nsw i32 %447, 1, !dbg !218
  store i32 %448, ptr %44, align 4, !dbg !218
  br label %408, !dbg !218, !llvm.loop !230

449:                                              ; preds = %408
  %450 = load i64, ptr @h, align 8, !dbg !213
  %451 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.8, i64 noundef %450), !dbg !213
  %452 = load i64, ptr @h, align 8, !dbg !213
  %453 = load i64, ptr %2, align 8, !dbg !213
  %454 = xor i64 %453, %452, !dbg !213
  store i64 %454, ptr %2, align 8, !dbg !213
  br label %455, !dbg !213

455:                                              ; preds = %449
  br label %456, !dbg !231

456:                                              ; preds = %455
  store i64 1469598103934665603, ptr @h, align 8, !dbg !232
    #dbg_declare(ptr %52, !234, !DIExpression(), !236)
  store i32 0, ptr %52, align 4, !dbg !236
  br label %457, !dbg !236

457:                                              ; preds = %495, %456
  %458 = load i32, ptr %52, align 4, !dbg !237
  %459 = icmp slt i32 %458, 21, !dbg !237
  br i1 %459, label %460, label %498, !dbg !236

460:                                              ; preds = %457
    #dbg_declare(ptr %53, !239, !DIExpression(), !241)
  store i32 0, ptr %53, align 4, !dbg !241
  br label %461, !dbg !241

461:                                              ; preds = %491, %460
  %462 = load i32, ptr %53, align 4, !dbg !242
  %463 = icmp slt i32 %462, 21, !dbg !242
  br i1 %463, label %464, label %494, !dbg !241

464:                                              ; preds = %461
    #dbg_declare(ptr %54, !244, !DIExpression(), !246)
  %465 = load i32, ptr %52, align 4, !dbg !246
  %466 = sext i32 %465 to i64, !dbg !246
  %467 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %466, !dbg !246
  %468 = load volatile i64, ptr %467, align 8, !dbg !246
  %469 = trunc i64 %468 to i33, !dbg !246
  %470 = sext i33 %469 to i64, !dbg !246
  store i64 %470, ptr %54, align 8, !dbg !246
    #dbg_declare(ptr %55, !247, !DIExpression(), !246)
  %471 = load i32, ptr %53, align 4, !dbg !246
  %472 = sext i32 %471 to i64, !dbg !246
  %473 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %472, !dbg !246
  %474 = load volatile i64, ptr %473, align 8, !dbg !246
  %475 = trunc i64 %474 to i33, !dbg !246
  %476 = sext i33 %475 to i64, !dbg !246
  store i64 %476, ptr %55, align 8, !dbg !246
  %477 = load i64, ptr %54, align 8, !dbg !246
  %478 = trunc i64 %477 to i33, !dbg !246
  %479 = load i64, ptr %55, align 8, !dbg !246
  %480 = trunc i64 %479 to i33, !dbg !246
  %481 = sext i33 %478 to i64, !dbg !246
  store i64 %481, ptr %56, align 8, !dbg !246
  %482 = load i64, ptr %56, align 8, !dbg !246
  %483 = sext i33 %480 to i64, !dbg !246
  store i64 %483, ptr %57, align 8, !dbg !246
  %484 = load i64, ptr %57, align 8, !dbg !246
  %485 = call i64 @op_min(i64 noundef %482, i64 noundef %484), !dbg !246
  store i64 %485, ptr %58, align 8, !dbg !246
  %486 = load i64, ptr %58, align 8, !dbg !246
  %487 = trunc i64 %486 to i33, !dbg !246
  %488 = sext i33 %487 to i64, !dbg !246
  store i64 %488, ptr %59, align 8, !dbg !246
  %489 = load i64, ptr %59, align 8, !dbg !246
  %490 = call i64 @bits(i64 noundef %489), !dbg !246
  call void @mix(i64 noundef %490), !dbg !246
  br label %491, !dbg !246

491:                                              ; preds = %464
  %492 = load i32, ptr %53, align 4, !dbg !242
  %493 = add nsw i32 %492, 1, !dbg !242
  store i32 %493, ptr %53, align 4, !dbg !242
  br label %461, !dbg !242, !llvm.loop !248

494:                                              ; preds = %461
  br label %495, !dbg !241

495:                                              ; preds = %494
  %496 = load i32, ptr %52, align 4, !dbg !237
  %497 = add nsw i32 %496, 1, !dbg !237
  store i32 %497, ptr %52, align 4, !dbg !237
  br label %457, !dbg !237, !llvm.loop !249

498:                                              ; preds = %457
  %499 = load i64, ptr @h, align 8, !dbg !232
  %500 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.9, i64 noundef %499), !dbg !232
  %501 = load i64, ptr @h, align 8, !dbg !232
  %502 = load i64, ptr %2, align 8, !dbg !232
  %503 = xor i64 %502, %501, !dbg !232
  store i64 %503, ptr %2, align 8, !dbg !232
  br label %504, !dbg !232

504:                                              ; preds = %498
  br label %505, !dbg !250

505:                                              ; preds = %504
  store i64 1469598103934665603, ptr @h, align 8, !dbg !251
    #dbg_declare(ptr %60, !253, !DIExpression(), !255)
  store i32 0, ptr %60, align 4, !dbg !255
  br label %506, !dbg !255

506:                                              ; preds = %544, %505
  %507 = load i32, ptr %60, align 4, !dbg !256
  %508 = icmp slt i32 %507, 21, !dbg !256
  br i1 %508, label %509, label %547, !dbg !255

509:                                              ; preds = %506
    #dbg_declare(ptr %61, !258, !DIExpression(), !260)
  store i32 0, ptr %61, align 4, !dbg !260
  br label %510, !dbg !260

510:                                              ; preds = %540, %509
  %511 = load i32, ptr %61, align 4, !dbg !261
  %512 = icmp slt i32 %511, 21, !dbg !261
  br i1 %512, label %513, label %543, !dbg !260

513:                                              ; preds = %510
    #dbg_declare(ptr %62, !263, !DIExpression(), !265)
  %514 = load i32, ptr %60, align 4, !dbg !265
  %515 = sext i32 %514 to i64, !dbg !265
  %516 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %515, !dbg !265
  %517 = load volatile i64, ptr %516, align 8, !dbg !265
  %518 = trunc i64 %517 to i33, !dbg !265
  %519 = sext i33 %518 to i64, !dbg !265
  store i64 %519, ptr %62, align 8, !dbg !265
    #dbg_declare(ptr %63, !266, !DIExpression(), !265)
  %520 = load i32, ptr %61, align 4, !dbg !265
  %521 = sext i32 %520 to i64, !dbg !265
  %522 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %521, !dbg !265
  %523 = load volatile i64, ptr %522, align 8, !dbg !265
  %524 = trunc i64 %523 to i33, !dbg !265
  %525 = sext i33 %524 to i64, !dbg !265
  store i64 %525, ptr %63, align 8, !dbg !265
  %526 = load i64, ptr %62, align 8, !dbg !265
  %527 = trunc i64 %526 to i33, !dbg !265
  %528 = load i64, ptr %63, align 8, !dbg !265
  %529 = trunc i64 %528 to i33, !dbg !265
  %530 = sext i33 %527 to i64, !dbg !265
  store i64 %530, ptr %64, align 8, !dbg !265
  %531 = load i64, ptr %64, align 8, !dbg !265
  %532 = sext i33 %529 to i64, !dbg !265
  store i64 %532, ptr %65, align 8, !dbg !265
  %533 = load i64, ptr %65, align 8, !dbg !265
  %534 = call i64 @op_max(i64 noundef %531, i64 noundef %533), !dbg !265
  store i64 %534, ptr %66, align 8, !dbg !265
  %535 = load i64, ptr %66, align 8, !dbg !265
  %536 = trunc i64 %535 to i33, !dbg !265
  %537 = sext i33 %536 to i64, !dbg !265
  store i64 %537, ptr %67, align 8, !dbg !265
  %538 = load i64, ptr %67, align 8, !dbg !265
  %539 = call i64 @bits(i64 noundef %538), !dbg !265
  call void @mix(i64 noundef %539), !dbg !265
  br label %540, !dbg !265

540:                                              ; preds = %513
  %541 = load i32, ptr %61, align 4, !dbg !261
  %542 = add nsw i32 %541, 1, !dbg !261
  store i32 %542, ptr %61, align 4, !dbg !261
  br label %510, !dbg !261, !llvm.loop !267

543:                                              ; preds = %510
  br label %544, !dbg !260

544:                                              ; preds = %543
  %545 = load i32, ptr %60, align 4, !dbg !256
  %546 = add nsw i32 %545, 1, !dbg !256
  store i32 %546, ptr %60, align 4, !dbg !256
  br label %506, !dbg !256, !llvm.loop !268

547:                                              ; preds = %506
  %548 = load i64, ptr @h, align 8, !dbg !251
  %549 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.10, i64 noundef %548), !dbg !251
  %550 = load i64, ptr @h, align 8, !dbg !251
  %551 = load i64, ptr %2, align 8, !dbg !251
  %552 = xor i64 %551, %550, !dbg !251
  store i64 %552, ptr %2, align 8, !dbg !251
  br label %553, !dbg !251

553:                                              ; preds = %547
  br label %554, !dbg !269

554:                                              ; preds = %553
  store i64 1469598103934665603, ptr @h, align 8, !dbg !270
    #dbg_declare(ptr %68, !272, !DIExpression(), !274)
  store i32 0, ptr %68, align 4, !dbg !274
  br label %555, !dbg !274

555:                                              ; preds = %592, %554
  %556 = load i32, ptr %68, align 4, !dbg !275
  %557 = icmp slt i32 %556, 21, !dbg !275
  br i1 %557, label %558, label %595, !dbg !274

558:                                              ; preds = %555
    #dbg_declare(ptr %69, !277, !DIExpression(), !279)
  store i32 0, ptr %69, align 4, !dbg !279
  br label %559, !dbg !279

559:                                              ; preds = %588, %558
  %560 = load i32, ptr %69, align 4, !dbg !280
  %561 = icmp slt i32 %560, 21, !dbg !280
  br i1 %561, label %562, label %591, !dbg !279

562:                                              ; preds = %559
    #dbg_declare(ptr %70, !282, !DIExpression(), !284)
  %563 = load i32, ptr %68, align 4, !dbg !284
  %564 = sext i32 %563 to i64, !dbg !284
  %565 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %564, !dbg !284
  %566 = load volatile i64, ptr %565, align 8, !dbg !284
  %567 = trunc i64 %566 to i33, !dbg !284
  %568 = sext i33 %567 to i64, !dbg !284
  store i64 %568, ptr %70, align 8, !dbg !284
    #dbg_declare(ptr %71, !285, !DIExpression(), !284)
  %569 = load i32, ptr %69, align 4, !dbg !284
  %570 = sext i32 %569 to i64, !dbg !284
  %571 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %570, !dbg !284
  %572 = load volatile i64, ptr %571, align 8, !dbg !284
  %573 = trunc i64 %572 to i33, !dbg !284
  %574 = sext i33 %573 to i64, !dbg !284
  store i64 %574, ptr %71, align 8, !dbg !284
  %575 = load i64, ptr %70, align 8, !dbg !284
  %576 = trunc i64 %575 to i33, !dbg !284
  %577 = load i64, ptr %71, align 8, !dbg !284
  %578 = trunc i64 %577 to i33, !dbg !284
  %579 = sext i33 %576 to i64, !dbg !284
  store i64 %579, ptr %72, align 8, !dbg !284
  %580 = load i64, ptr %72, align 8, !dbg !284
  %581 = sext i33 %578 to i64, !dbg !284
  store i64 %581, ptr %73, align 8, !dbg !284
  %582 = load i64, ptr %73, align 8, !dbg !284
  %583 = call i32 @op_cmp(i64 noundef %580, i64 noundef %582), !dbg !284
  %584 = sext i32 %583 to i33, !dbg !284
  %585 = sext i33 %584 to i64, !dbg !284
  store i64 %585, ptr %74, align 8, !dbg !284
  %586 = load i64, ptr %74, align 8, !dbg !284
  %587 = call i64 @bits(i64 noundef %586), !dbg !284
  call void @mix(i64 noundef %587), !dbg !284
  br label %588, !dbg !284

588:                                              ; preds = %562
  %589 = load i32, ptr %69, align 4, !dbg !280
  %590 = add nsw i32 %589, 1, !dbg !280
  store i32 %590, ptr %69, align 4, !dbg !280
  br label %559, !dbg !280, !llvm.loop !286

591:                                              ; preds = %559
  br label %592, !dbg !279

592:                                              ; preds = %591
  %593 = load i32, ptr %68, align 4, !dbg !275
  %594 = add nsw i32 %593, 1, !dbg !275
  store i32 %594, ptr %68, align 4, !dbg !275
  br label %555, !dbg !275, !llvm.loop !287

595:                                              ; preds = %555
  %596 = load i64, ptr @h, align 8, !dbg !270
  %597 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.11, i64 noundef %596), !dbg !270
  %598 = load i64, ptr @h, align 8, !dbg !270
  %599 = load i64, ptr %2, align 8, !dbg !270
  %600 = xor i64 %599, %598, !dbg !270
  store i64 %600, ptr %2, align 8, !dbg !270
  br label %601, !dbg !270

601:                                              ; preds = %595
  store i64 1469598103934665603, ptr @h, align 8, !dbg !288
    #dbg_declare(ptr %75, !289, !DIExpression(), !291)
  store i32 0, ptr %75, align 4, !dbg !291
  br label %602, !dbg !292

602:                                              ; preds = %725, %601
  %603 = load i32, ptr %75, align 4, !dbg !293
  %604 = icmp slt i32 %603, 21, !dbg !295
  br i1 %604, label %605, label %728, !dbg !296

605:                                              ; preds = %602
    #dbg_declare(ptr %76, !297, !DIExpression(), !299)
  store i32 0, ptr %76, align 4, !dbg !299
  br label %606, !dbg !300

606:                                              ; preds = %721, %605
  %607 = load i32, ptr %76, align 4, !dbg !301
  %608 = icmp slt i32 %607, 21, !dbg !303
  br i1 %608, label %609, label %724, !dbg !304

609:                                              ; preds = %606
    #dbg_declare(ptr %77, !305, !DIExpression(), !307)
  %610 = load i32, ptr %75, align 4, !dbg !308
  %611 = sext i32 %610 to i64, !dbg !309
  %612 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %611, !dbg !309
  %613 = load volatile i64, ptr %612, align 8, !dbg !309
  %614 = trunc i64 %613 to i33, !dbg !309
  %615 = sext i33 %614 to i64, !dbg !307
  store i64 %615, ptr %77, align 8, !dbg !307
    #dbg_declare(ptr %78, !310, !DIExpression(), !311)
  %616 = load i32, ptr %76, align 4, !dbg !312
  %617 = sext i32 %616 to i64, !dbg !313
  %618 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %617, !dbg !313
  %619 = load volatile i64, ptr %618, align 8, !dbg !313
  %620 = trunc i64 %619 to i33, !dbg !313
  %621 = sext i33 %620 to i64, !dbg !311
  store i64 %621, ptr %78, align 8, !dbg !311
  %622 = load i64, ptr %78, align 8, !dbg !314
  %623 = trunc i64 %622 to i33, !dbg !314
  %624 = icmp eq i33 %623, 0, !dbg !316
  br i1 %624, label %633, label %625, !dbg !317

625:                                              ; preds = %609
  %626 = load i64, ptr %77, align 8, !dbg !318
  %627 = trunc i64 %626 to i33, !dbg !318
  %628 = icmp eq i33 %627, -4294967296, !dbg !319
  br i1 %628, label %629, label %634, !dbg !320

629:                                              ; preds = %625
  %630 = load i64, ptr %78, align 8, !dbg !321
  %631 = trunc i64 %630 to i33, !dbg !321
  %632 = icmp eq i33 %631, -1, !dbg !322
  br i1 %632, label %633, label %634, !dbg !323

633:                                              ; preds = %629, %609
  br label %721, !dbg !324

634:                                              ; preds = %629, %625
    #dbg_declare(ptr %79, !325, !DIExpression(), !326)
  %635 = load i64, ptr %77, align 8, !dbg !327
  %636 = trunc i64 %635 to i33, !dbg !327
  %637 = load i64, ptr %78, align 8, !dbg !328
  %638 = trunc i64 %637 to i33, !dbg !328
  %639 = sext i33 %636 to i64, !dbg !329
  store i64 %639, ptr %80, align 8, !dbg !329
  %640 = load i64, ptr %80, align 8, !dbg !329
  %641 = sext i33 %638 to i64, !dbg !329
  store i64 %641, ptr %81, align 8, !dbg !329
  %642 = load i64, ptr %81, align 8, !dbg !329
  %643 = call i64 @op_div(i64 noundef %640, i64 noundef %642), !dbg !329
  store i64 %643, ptr %82, align 8, !dbg !329
  %644 = load i64, ptr %82, align 8, !dbg !329
  %645 = trunc i64 %644 to i33, !dbg !329
  %646 = sext i33 %645 to i64, !dbg !326
  store i64 %646, ptr %79, align 8, !dbg !326
    #dbg_declare(ptr %83, !330, !DIExpression(), !331)
  %647 = load i64, ptr %77, align 8, !dbg !332
  %648 = trunc i64 %647 to i33, !dbg !332
  %649 = load i64, ptr %78, align 8, !dbg !333
  %650 = trunc i64 %649 to i33, !dbg !333
  %651 = sext i33 %648 to i64, !dbg !334
  store i64 %651, ptr %84, align 8, !dbg !334
  %652 = load i64, ptr %84, align 8, !dbg !334
  %653 = sext i33 %650 to i64, !dbg !334
  store i64 %653, ptr %85, align 8, !dbg !334
  %654 = load i64, ptr %85, align 8, !dbg !334
  %655 = call i64 @op_rem(i64 noundef %652, i64 noundef %654), !dbg !334
  store i64 %655, ptr %86, align 8, !dbg !334
  %656 = load i64, ptr %86, align 8, !dbg !334
  %657 = trunc i64 %656 to i33, !dbg !334
  %658 = sext i33 %657 to i64, !dbg !331
  store i64 %658, ptr %83, align 8, !dbg !331
  %659 = load i64, ptr %79, align 8, !dbg !335
  %660 = trunc i64 %659 to i33, !dbg !335
  %661 = sext i33 %660 to i64, !dbg !336
  store i64 %661, ptr %87, align 8, !dbg !336
  %662 = load i64, ptr %87, align 8, !dbg !336
  %663 = call i64 @bits(i64 noundef %662), !dbg !336
  call void @mix(i64 noundef %663), !dbg !337
  %664 = load i64, ptr %83, align 8, !dbg !338
  %665 = trunc i64 %664 to i33, !dbg !338
  %666 = sext i33 %665 to i64, !dbg !339
  store i64 %666, ptr %88, align 8, !dbg !339
  %667 = load i64, ptr %88, align 8, !dbg !339
  %668 = call i64 @bits(i64 noundef %667), !dbg !339
  call void @mix(i64 noundef %668), !dbg !340
  %669 = load i64, ptr %79, align 8, !dbg !341
  %670 = trunc i64 %669 to i33, !dbg !341
  %671 = load i64, ptr %78, align 8, !dbg !343
  %672 = trunc i64 %671 to i33, !dbg !343
  %673 = sext i33 %670 to i64, !dbg !344
  store i64 %673, ptr %89, align 8, !dbg !344
  %674 = load i64, ptr %89, align 8, !dbg !344
  %675 = sext i33 %672 to i64, !dbg !344
  store i64 %675, ptr %90, align 8, !dbg !344
  %676 = load i64, ptr %90, align 8, !dbg !344
  %677 = call i64 @op_mul(i64 noundef %674, i64 noundef %676), !dbg !344
  store i64 %677, ptr %91, align 8, !dbg !344
  %678 = load i64, ptr %91, align 8, !dbg !344
  %679 = trunc i64 %678 to i33, !dbg !344
  %680 = load i64, ptr %83, align 8, !dbg !345
  %681 = trunc i64 %680 to i33, !dbg !345
  %682 = add i33 %679, %681, !dbg !346
  %683 = load i64, ptr %77, align 8, !dbg !347
  %684 = trunc i64 %683 to i33, !dbg !347
  %685 = icmp ne i33 %682, %684, !dbg !348
  br i1 %685, label %686, label %696, !dbg !349

686:                                              ; preds = %634
  %687 = load i32, ptr %3, align 4, !dbg !350
  %688 = add nsw i32 %687, 1, !dbg !350
  store i32 %688, ptr %3, align 4, !dbg !350
  %689 = load i64, ptr %77, align 8, !dbg !352
  %690 = trunc i64 %689 to i33, !dbg !352
  %691 = sext i33 %690 to i64, !dbg !353
  %692 = load i64, ptr %78, align 8, !dbg !354
  %693 = trunc i64 %692 to i33, !dbg !354
  %694 = sext i33 %693 to i64, !dbg !355
  %695 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %691, i64 noundef %694), !dbg !356
  br label %696, !dbg !357

696:                                              ; preds = %686, %634
  %697 = load i64, ptr %83, align 8, !dbg !358
  %698 = trunc i64 %697 to i33, !dbg !358
  %699 = icmp ne i33 %698, 0, !dbg !360
  br i1 %699, label %700, label %720, !dbg !361

700:                                              ; preds = %696
  %701 = load i64, ptr %83, align 8, !dbg !362
  %702 = trunc i64 %701 to i33, !dbg !362
  %703 = icmp slt i33 %702, 0, !dbg !363
  %704 = zext i1 %703 to i32, !dbg !363
  %705 = load i64, ptr %77, align 8, !dbg !364
  %706 = trunc i64 %705 to i33, !dbg !364
  %707 = icmp slt i33 %706, 0, !dbg !365
  %708 = zext i1 %707 to i32, !dbg !365
  %709 = icmp ne i32 %704, %708, !dbg !366
  br i1 %709, label %710, label %720, !dbg !367

710:                                              ; preds = %700
  %711 = load i32, ptr %3, align 4, !dbg !368
  %712 = add nsw i32 %711, 1, !dbg !368
  store i32 %712, ptr %3, align 4, !dbg !368
  %713 = load i64, ptr %77, align 8, !dbg !370
  %714 = trunc i64 %713 to i33, !dbg !370
  %715 = sext i33 %714 to i64, !dbg !371
  %716 = load i64, ptr %78, align 8, !dbg !372
  %717 = trunc i64 %716 to i33, !dbg !372
  %718 = sext i33 %717 to i64, !dbg !373
  %719 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %715, i64 noundef %718), !dbg !374
  br label %720, !dbg !375

720:                                              ; preds = %710, %700, %696
  br label %721, !dbg !376

721:                                              ; preds = %720, %633
  %722 = load i32, ptr %76, align 4, !dbg !377
  %723 = add nsw i32 %722, 1, !dbg !377
  store i32 %723, ptr %76, align 4, !dbg !377
  br label %606, !dbg !378, !llvm.loop !379

724:                                              ; preds = %606
  br label %725, !dbg !380

725:                                              ; preds = %724
  %726 = load i32, ptr %75, align 4, !dbg !381
  %727 = add nsw i32 %726, 1, !dbg !381
  store i32 %727, ptr %75, align 4, !dbg !381
  br label %602, !dbg !382, !llvm.loop !383

728:                                              ; preds = %602
  %729 = load i64, ptr @h, align 8, !dbg !385
  %730 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %729), !dbg !386
  %731 = load i64, ptr @h, align 8, !dbg !387
  %732 = load i64, ptr %2, align 8, !dbg !388
  %733 = xor i64 %732, %731, !dbg !388
  store i64 %733, ptr %2, align 8, !dbg !388
  store i64 1469598103934665603, ptr @h, align 8, !dbg !389
    #dbg_declare(ptr %92, !390, !DIExpression(), !392)
  store i32 0, ptr %92, align 4, !dbg !392
  br label %734, !dbg !393

734:                                              ; preds = %785, %728
  %735 = load i32, ptr %92, align 4, !dbg !394
  %736 = icmp slt i32 %735, 21, !dbg !396
  br i1 %736, label %737, label %788, !dbg !397

737:                                              ; preds = %734
    #dbg_declare(ptr %93, !398, !DIExpression(), !400)
  store i32 0, ptr %93, align 4, !dbg !400
  br label %738, !dbg !401

738:                                              ; preds = %781, %737
  %739 = load i32, ptr %93, align 4, !dbg !402
  %740 = icmp slt i32 %739, 33, !dbg !404
  br i1 %740, label %741, label %784, !dbg !405

741:                                              ; preds = %738
    #dbg_declare(ptr %94, !406, !DIExpression(), !408)
  %742 = load i32, ptr %92, align 4, !dbg !409
  %743 = sext i32 %742 to i64, !dbg !410
  %744 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %743, !dbg !410
  %745 = load volatile i64, ptr %744, align 8, !dbg !410
  %746 = trunc i64 %745 to i33, !dbg !410
  %747 = sext i33 %746 to i64, !dbg !408
  store i64 %747, ptr %94, align 8, !dbg !408
  %748 = load i64, ptr %94, align 8, !dbg !411
  %749 = trunc i64 %748 to i33, !dbg !411
  %750 = load i32, ptr %93, align 4, !dbg !412
  %751 = sext i33 %749 to i64, !dbg !413
  store i64 %751, ptr %95, align 8, !dbg !413
  %752 = load i64, ptr %95, align 8, !dbg !413
  %753 = call i64 @op_shl(i64 noundef %752, i32 noundef %750), !dbg !413
  store i64 %753, ptr %96, align 8, !dbg !413
  %754 = load i64, ptr %96, align 8, !dbg !413
  %755 = trunc i64 %754 to i33, !dbg !413
  %756 = sext i33 %755 to i64, !dbg !414
  store i64 %756, ptr %97, align 8, !dbg !414
  %757 = load i64, ptr %97, align 8, !dbg !414
  %758 = call i64 @bits(i64 noundef %757), !dbg !414
  call void @mix(i64 noundef %758), !dbg !415
  %759 = load i64, ptr %94, align 8, !dbg !416
  %760 = trunc i64 %759 to i33, !dbg !416
  %761 = load i32, ptr %93, align 4, !dbg !417
  %762 = sext i33 %760 to i64, !dbg !418
  store i64 %762, ptr %98, align 8, !dbg !418
  %763 = load i64, ptr %98, align 8, !dbg !418
  %764 = call i64 @op_lshr(i64 noundef %763, i32 noundef %761), !dbg !418
  store i64 %764, ptr %99, align 8, !dbg !418
  %765 = load i64, ptr %99, align 8, !dbg !418
  %766 = trunc i64 %765 to i33, !dbg !418
  %767 = sext i33 %766 to i64, !dbg !419
  store i64 %767, ptr %100, align 8, !dbg !419
  %768 = load i64, ptr %100, align 8, !dbg !419
  %769 = call i64 @bits(i64 noundef %768), !dbg !419
  call void @mix(i64 noundef %769), !dbg !420
  %770 = load i64, ptr %94, align 8, !dbg !421
  %771 = trunc i64 %770 to i33, !dbg !421
  %772 = load i32, ptr %93, align 4, !dbg !422
  %773 = sext i33 %771 to i64, !dbg !423
  store i64 %773, ptr %101, align 8, !dbg !423
  %774 = load i64, ptr %101, align 8, !dbg !423
  %775 = call i64 @op_ashr(i64 noundef %774, i32 noundef %772), !dbg !423
  store i64 %775, ptr %102, align 8, !dbg !423
  %776 = load i64, ptr %102, align 8, !dbg !423
  %777 = trunc i64 %776 to i33, !dbg !423
  %778 = sext i33 %777 to i64, !dbg !424
  store i64 %778, ptr %103, align 8, !dbg !424
  %779 = load i64, ptr %103, align 8, !dbg !424
  %780 = call i64 @bits(i64 noundef %779), !dbg !424
  call void @mix(i64 noundef %780), !dbg !425
  br label %781, !dbg !426

781:                                              ; preds = %741
  %782 = load i32, ptr %93, align 4, !dbg !427
  %783 = add nsw i32 %782, 1, !dbg !427
  store i32 %783, ptr %93, align 4, !dbg !427
  br label %738, !dbg !428, !llvm.loop !429

784:                                              ; preds = %738
  br label %785, !dbg !430

785:                                              ; preds = %784
  %786 = load i32, ptr %92, align 4, !dbg !431
  %787 = add nsw i32 %786, 1, !dbg !431
  store i32 %787, ptr %92, align 4, !dbg !431
  br label %734, !dbg !432, !llvm.loop !433

788:                                              ; preds = %734
  %789 = load i64, ptr @h, align 8, !dbg !435
  %790 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %789), !dbg !436
  %791 = load i64, ptr @h, align 8, !dbg !437
  %792 = load i64, ptr %2, align 8, !dbg !438
  %793 = xor i64 %792, %791, !dbg !438
  store i64 %793, ptr %2, align 8, !dbg !438
    #dbg_declare(ptr %104, !439, !DIExpression(), !441)
  store i32 0, ptr %104, align 4, !dbg !441
  br label %794, !dbg !442

794:                                              ; preds = %836, %788
  %795 = load i32, ptr %104, align 4, !dbg !443
  %796 = icmp slt i32 %795, 21, !dbg !445
  br i1 %796, label %797, label %839, !dbg !446

797:                                              ; preds = %794
    #dbg_declare(ptr %105, !447, !DIExpression(), !449)
  %798 = load i32, ptr %104, align 4, !dbg !450
  %799 = sext i32 %798 to i64, !dbg !451
  %800 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %799, !dbg !451
  %801 = load volatile i64, ptr %800, align 8, !dbg !451
  %802 = trunc i64 %801 to i33, !dbg !451
  %803 = sext i33 %802 to i64, !dbg !449
  store i64 %803, ptr %105, align 8, !dbg !449
  %804 = load i64, ptr %105, align 8, !dbg !452
  %805 = trunc i64 %804 to i33, !dbg !452
  %806 = sext i33 %805 to i64, !dbg !453
  %807 = load i64, ptr %105, align 8, !dbg !454
  %808 = trunc i64 %807 to i33, !dbg !454
  %809 = sext i33 %808 to i64, !dbg !455
  store i64 %809, ptr %106, align 8, !dbg !455
  %810 = load i64, ptr %106, align 8, !dbg !455
  %811 = call i64 @op_shl(i64 noundef %810, i32 noundef 32), !dbg !455
  store i64 %811, ptr %107, align 8, !dbg !455
  %812 = load i64, ptr %107, align 8, !dbg !455
  %813 = trunc i64 %812 to i33, !dbg !455
  %814 = sext i33 %813 to i64, !dbg !456
  store i64 %814, ptr %108, align 8, !dbg !456
  %815 = load i64, ptr %108, align 8, !dbg !456
  %816 = call i64 @bits(i64 noundef %815), !dbg !456
  %817 = load i64, ptr %105, align 8, !dbg !457
  %818 = trunc i64 %817 to i33, !dbg !457
  %819 = sext i33 %818 to i64, !dbg !458
  store i64 %819, ptr %109, align 8, !dbg !458
  %820 = load i64, ptr %109, align 8, !dbg !458
  %821 = call i64 @op_lshr(i64 noundef %820, i32 noundef 32), !dbg !458
  store i64 %821, ptr %110, align 8, !dbg !458
  %822 = load i64, ptr %110, align 8, !dbg !458
  %823 = trunc i64 %822 to i33, !dbg !458
  %824 = sext i33 %823 to i64, !dbg !459
  store i64 %824, ptr %111, align 8, !dbg !459
  %825 = load i64, ptr %111, align 8, !dbg !459
  %826 = call i64 @bits(i64 noundef %825), !dbg !459
  %827 = load i64, ptr %105, align 8, !dbg !460
  %828 = trunc i64 %827 to i33, !dbg !460
  %829 = sext i33 %828 to i64, !dbg !461
  store i64 %829, ptr %112, align 8, !dbg !461
  %830 = load i64, ptr %112, align 8, !dbg !461
  %831 = call i64 @op_ashr(i64 noundef %830, i32 noundef 32), !dbg !461
  store i64 %831, ptr %113, align 8, !dbg !461
  %832 = load i64, ptr %113, align 8, !dbg !461
  %833 = trunc i64 %832 to i33, !dbg !461
  %834 = sext i33 %833 to i64, !dbg !462
  %835 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %806, i32 noundef 32, i64 noundef %816, i32 noundef 32, i64 noundef %826, i32 noundef 32, i64 noundef %834), !dbg !463
  br label %836, !dbg !464

836:                                              ; preds = %797
  %837 = load i32, ptr %104, align 4, !dbg !465
  %838 = add nsw i32 %837, 4, !dbg !465
  store i32 %838, ptr %104, align 4, !dbg !465
  br label %794, !dbg !466, !llvm.loop !467

839:                                              ; preds = %794
    #dbg_declare(ptr %114, !469, !DIExpression(), !471)
  store i32 0, ptr %114, align 4, !dbg !471
  br label %840, !dbg !472

840:                                              ; preds = %1027, %839
  %841 = load i32, ptr %114, align 4, !dbg !473
  %842 = icmp slt i32 %841, 21, !dbg !475
  br i1 %842, label %843, label %1030, !dbg !476

843:                                              ; preds = %840
    #dbg_declare(ptr %115, !477, !DIExpression(), !479)
  %844 = load i32, ptr %114, align 4, !dbg !480
  %845 = sext i32 %844 to i64, !dbg !481
  %846 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %845, !dbg !481
  %847 = load volatile i64, ptr %846, align 8, !dbg !481
  %848 = trunc i64 %847 to i33, !dbg !481
  %849 = sext i33 %848 to i64, !dbg !479
  store i64 %849, ptr %115, align 8, !dbg !479
  %850 = load i64, ptr %115, align 8, !dbg !482
  %851 = trunc i64 %850 to i33, !dbg !482
  %852 = sext i33 %851 to i64, !dbg !483
  %853 = load i64, ptr %115, align 8, !dbg !484
  %854 = trunc i64 %853 to i33, !dbg !484
  %855 = sext i33 %854 to i64, !dbg !485
  store i64 %855, ptr %116, align 8, !dbg !485
  %856 = load i64, ptr %116, align 8, !dbg !485
  %857 = call i64 @op_neg(i64 noundef %856), !dbg !485
  store i64 %857, ptr %117, align 8, !dbg !485
  %858 = load i64, ptr %117, align 8, !dbg !485
  %859 = trunc i64 %858 to i33, !dbg !485
  %860 = sext i33 %859 to i64, !dbg !486
  store i64 %860, ptr %118, align 8, !dbg !486
  %861 = load i64, ptr %118, align 8, !dbg !486
  %862 = call i64 @bits(i64 noundef %861), !dbg !486
  %863 = load i64, ptr %115, align 8, !dbg !487
  %864 = trunc i64 %863 to i33, !dbg !487
  %865 = sext i33 %864 to i64, !dbg !488
  store i64 %865, ptr %119, align 8, !dbg !488
  %866 = load i64, ptr %119, align 8, !dbg !488
  %867 = call i64 @op_not(i64 noundef %866), !dbg !488
  store i64 %867, ptr %120, align 8, !dbg !488
  %868 = load i64, ptr %120, align 8, !dbg !488
  %869 = trunc i64 %868 to i33, !dbg !488
  %870 = sext i33 %869 to i64, !dbg !489
  store i64 %870, ptr %121, align 8, !dbg !489
  %871 = load i64, ptr %121, align 8, !dbg !489
  %872 = call i64 @bits(i64 noundef %871), !dbg !489
  %873 = load i64, ptr %115, align 8, !dbg !490
  %874 = trunc i64 %873 to i33, !dbg !490
  %875 = sext i33 %874 to i64, !dbg !491
  store i64 %875, ptr %122, align 8, !dbg !491
  %876 = load i64, ptr %122, align 8, !dbg !491
  %877 = call i64 @op_abs(i64 noundef %876), !dbg !491
  store i64 %877, ptr %123, align 8, !dbg !491
  %878 = load i64, ptr %123, align 8, !dbg !491
  %879 = trunc i64 %878 to i33, !dbg !491
  %880 = sext i33 %879 to i64, !dbg !492
  store i64 %880, ptr %124, align 8, !dbg !492
  %881 = load i64, ptr %124, align 8, !dbg !492
  %882 = call i64 @bits(i64 noundef %881), !dbg !492
  %883 = load i64, ptr %115, align 8, !dbg !493
  %884 = trunc i64 %883 to i33, !dbg !493
  %885 = sext i33 %884 to i64, !dbg !494
  store i64 %885, ptr %125, align 8, !dbg !494
  %886 = load i64, ptr %125, align 8, !dbg !494
  %887 = call i64 @div3(i64 noundef %886), !dbg !494
  store i64 %887, ptr %126, align 8, !dbg !494
  %888 = load i64, ptr %126, align 8, !dbg !494
  %889 = trunc i64 %888 to i33, !dbg !494
  %890 = sext i33 %889 to i64, !dbg !495
  %891 = load i64, ptr %115, align 8, !dbg !496
  %892 = trunc i64 %891 to i33, !dbg !496
  %893 = sext i33 %892 to i64, !dbg !497
  store i64 %893, ptr %127, align 8, !dbg !497
  %894 = load i64, ptr %127, align 8, !dbg !497
  %895 = call i64 @div7(i64 noundef %894), !dbg !497
  store i64 %895, ptr %128, align 8, !dbg !497
  %896 = load i64, ptr %128, align 8, !dbg !497
  %897 = trunc i64 %896 to i33, !dbg !497
  %898 = sext i33 %897 to i64, !dbg !498
  %899 = load i64, ptr %115, align 8, !dbg !499
  %900 = trunc i64 %899 to i33, !dbg !499
  %901 = sext i33 %900 to i64, !dbg !500
  store i64 %901, ptr %129, align 8, !dbg !500
  %902 = load i64, ptr %129, align 8, !dbg !500
  %903 = call i64 @div10(i64 noundef %902), !dbg !500
  store i64 %903, ptr %130, align 8, !dbg !500
  %904 = load i64, ptr %130, align 8, !dbg !500
  %905 = trunc i64 %904 to i33, !dbg !500
  %906 = sext i33 %905 to i64, !dbg !501
  %907 = load i64, ptr %115, align 8, !dbg !502
  %908 = trunc i64 %907 to i33, !dbg !502
  %909 = sext i33 %908 to i64, !dbg !503
  store i64 %909, ptr %131, align 8, !dbg !503
  %910 = load i64, ptr %131, align 8, !dbg !503
  %911 = call i64 @rem10(i64 noundef %910), !dbg !503
  store i64 %911, ptr %132, align 8, !dbg !503
  %912 = load i64, ptr %132, align 8, !dbg !503
  %913 = trunc i64 %912 to i33, !dbg !503
  %914 = sext i33 %913 to i64, !dbg !504
  %915 = load i64, ptr %115, align 8, !dbg !505
  %916 = trunc i64 %915 to i33, !dbg !505
  %917 = sext i33 %916 to i64, !dbg !506
  store i64 %917, ptr %133, align 8, !dbg !506
  %918 = load i64, ptr %133, align 8, !dbg !506
  %919 = call i64 @div16(i64 noundef %918), !dbg !506
  store i64 %919, ptr %134, align 8, !dbg !506
  %920 = load i64, ptr %134, align 8, !dbg !506
  %921 = trunc i64 %920 to i33, !dbg !506
  %922 = sext i33 %921 to i64, !dbg !507
  %923 = load i64, ptr %115, align 8, !dbg !508
  %924 = trunc i64 %923 to i33, !dbg !508
  %925 = sext i33 %924 to i64, !dbg !509
  store i64 %925, ptr %135, align 8, !dbg !509
  %926 = load i64, ptr %135, align 8, !dbg !509
  %927 = call i64 @rem16(i64 noundef %926), !dbg !509
  store i64 %927, ptr %136, align 8, !dbg !509
  %928 = load i64, ptr %136, align 8, !dbg !509
  %929 = trunc i64 %928 to i33, !dbg !509
  %930 = sext i33 %929 to i64, !dbg !510
  %931 = load i64, ptr %115, align 8, !dbg !511
  %932 = trunc i64 %931 to i33, !dbg !511
  %933 = sext i33 %932 to i64, !dbg !512
  store i64 %933, ptr %137, align 8, !dbg !512
  %934 = load i64, ptr %137, align 8, !dbg !512
  %935 = call i64 @divm5(i64 noundef %934), !dbg !512
  store i64 %935, ptr %138, align 8, !dbg !512
  %936 = load i64, ptr %138, align 8, !dbg !512
  %937 = trunc i64 %936 to i33, !dbg !512
  %938 = sext i33 %937 to i64, !dbg !513
  %939 = load i64, ptr %115, align 8, !dbg !514
  %940 = trunc i64 %939 to i33, !dbg !514
  %941 = sext i33 %940 to i64, !dbg !515
  store i64 %941, ptr %139, align 8, !dbg !515
  %942 = load i64, ptr %139, align 8, !dbg !515
  %943 = call i64 @divmax(i64 noundef %942), !dbg !515
  store i64 %943, ptr %140, align 8, !dbg !515
  %944 = load i64, ptr %140, align 8, !dbg !515
  %945 = trunc i64 %944 to i33, !dbg !515
  %946 = sext i33 %945 to i64, !dbg !516
  %947 = load i64, ptr %115, align 8, !dbg !517
  %948 = trunc i64 %947 to i33, !dbg !517
  %949 = sitofp i33 %948 to float, !dbg !518
  %950 = fpext float %949 to double, !dbg !519
  %951 = load i64, ptr %115, align 8, !dbg !520
  %952 = trunc i64 %951 to i33, !dbg !520
  %953 = sitofp i33 %952 to double, !dbg !521
  %954 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %852, i64 noundef %862, i64 noundef %872, i64 noundef %882, i64 noundef %890, i64 noundef %898, i64 noundef %906, i64 noundef %914, i64 noundef %922, i64 noundef %930, i64 noundef %938, i64 noundef %946, double noundef %950, double noundef %953), !dbg !522
  %955 = load i64, ptr %115, align 8, !dbg !523
  %956 = trunc i64 %955 to i33, !dbg !523
  %957 = sext i33 %956 to i64, !dbg !525
  store i64 %957, ptr %141, align 8, !dbg !525
  %958 = load i64, ptr %141, align 8, !dbg !525
  %959 = call i64 @div10(i64 noundef %958), !dbg !525
  store i64 %959, ptr %142, align 8, !dbg !525
  %960 = load i64, ptr %142, align 8, !dbg !525
  %961 = trunc i64 %960 to i33, !dbg !525
  %962 = load i64, ptr %115, align 8, !dbg !526
  %963 = trunc i64 %962 to i33, !dbg !526
  %964 = sext i33 %963 to i64, !dbg !527
  store i64 %964, ptr %143, align 8, !dbg !527
  %965 = load i64, ptr %143, align 8, !dbg !527
  store i64 10, ptr %144, align 8, !dbg !527
  %966 = load i64, ptr %144, align 8, !dbg !527
  %967 = call i64 @op_div(i64 noundef %965, i64 noundef %966), !dbg !527
  store i64 %967, ptr %145, align 8, !dbg !527
  %968 = load i64, ptr %145, align 8, !dbg !527
  %969 = trunc i64 %968 to i33, !dbg !527
  %970 = icmp ne i33 %961, %969, !dbg !528
  br i1 %970, label %1022, label %971, !dbg !529

971:                                              ; preds = %843
  %972 = load i64, ptr %115, align 8, !dbg !530
  %973 = trunc i64 %972 to i33, !dbg !530
  %974 = sext i33 %973 to i64, !dbg !531
  store i64 %974, ptr %146, align 8, !dbg !531
  %975 = load i64, ptr %146, align 8, !dbg !531
  %976 = call i64 @rem10(i64 noundef %975), !dbg !531
  store i64 %976, ptr %147, align 8, !dbg !531
  %977 = load i64, ptr %147, align 8, !dbg !531
  %978 = trunc i64 %977 to i33, !dbg !531
  %979 = load i64, ptr %115, align 8, !dbg !532
  %980 = trunc i64 %979 to i33, !dbg !532
  %981 = sext i33 %980 to i64, !dbg !533
  store i64 %981, ptr %148, align 8, !dbg !533
  %982 = load i64, ptr %148, align 8, !dbg !533
  store i64 10, ptr %149, align 8, !dbg !533
  %983 = load i64, ptr %149, align 8, !dbg !533
  %984 = call i64 @op_rem(i64 noundef %982, i64 noundef %983), !dbg !533
  store i64 %984, ptr %150, align 8, !dbg !533
  %985 = load i64, ptr %150, align 8, !dbg !533
  %986 = trunc i64 %985 to i33, !dbg !533
  %987 = icmp ne i33 %978, %986, !dbg !534
  br i1 %987, label %1022, label %988, !dbg !535

988:                                              ; preds = %971
  %989 = load i64, ptr %115, align 8, !dbg !536
  %990 = trunc i64 %989 to i33, !dbg !536
  %991 = sext i33 %990 to i64, !dbg !537
  store i64 %991, ptr %151, align 8, !dbg !537
  %992 = load i64, ptr %151, align 8, !dbg !537
  %993 = call i64 @div7(i64 noundef %992), !dbg !537
  store i64 %993, ptr %152, align 8, !dbg !537
  %994 = load i64, ptr %152, align 8, !dbg !537
  %995 = trunc i64 %994 to i33, !dbg !537
  %996 = load i64, ptr %115, align 8, !dbg !538
  %997 = trunc i64 %996 to i33, !dbg !538
  %998 = sext i33 %997 to i64, !dbg !539
  store i64 %998, ptr %153, align 8, !dbg !539
  %999 = load i64, ptr %153, align 8, !dbg !539
  store i64 7, ptr %154, align 8, !dbg !539
  %1000 = load i64, ptr %154, align 8, !dbg !539
  %1001 = call i64 @op_div(i64 noundef %999, i64 noundef %1000), !dbg !539
  store i64 %1001, ptr %155, align 8, !dbg !539
  %1002 = load i64, ptr %155, align 8, !dbg !539
  %1003 = trunc i64 %1002 to i33, !dbg !539
  %1004 = icmp ne i33 %995, %1003, !dbg !540
  br i1 %1004, label %1022, label %1005, !dbg !541

1005:                                             ; preds = %988
  %1006 = load i64, ptr %115, align 8, !dbg !542
  %1007 = trunc i64 %1006 to i33, !dbg !542
  %1008 = sext i33 %1007 to i64, !dbg !543
  store i64 %1008, ptr %156, align 8, !dbg !543
  %1009 = load i64, ptr %156, align 8, !dbg !543
  %1010 = call i64 @div16(i64 noundef %1009), !dbg !543
  store i64 %1010, ptr %157, align 8, !dbg !543
  %1011 = load i64, ptr %157, align 8, !dbg !543
  %1012 = trunc i64 %1011 to i33, !dbg !543
  %1013 = load i64, ptr %115, align 8, !dbg !544
  %1014 = trunc i64 %1013 to i33, !dbg !544
  %1015 = sext i33 %1014 to i64, !dbg !545
  store i64 %1015, ptr %158, align 8, !dbg !545
  %1016 = load i64, ptr %158, align 8, !dbg !545
  store i64 16, ptr %159, align 8, !dbg !545
  %1017 = load i64, ptr %159, align 8, !dbg !545
  %1018 = call i64 @op_div(i64 noundef %1016, i64 noundef %1017), !dbg !545
  store i64 %1018, ptr %160, align 8, !dbg !545
  %1019 = load i64, ptr %160, align 8, !dbg !545
  %1020 = trunc i64 %1019 to i33, !dbg !545
  %1021 = icmp ne i33 %1012, %1020, !dbg !546
  br i1 %1021, label %1022, label %1026, !dbg !547

1022:                                             ; preds = %1005, %988, %971, %843
  %1023 = load i32, ptr %3, align 4, !dbg !548
  %1024 = add nsw i32 %1023, 1, !dbg !548
  store i32 %1024, ptr %3, align 4, !dbg !548
  %1025 = call i32 (ptr, ...) @printf(ptr noundef @.str.18), !dbg !550
  br label %1026, !dbg !551

1026:                                             ; preds = %1022, %1005
  br label %1027, !dbg !552

1027:                                             ; preds = %1026
  %1028 = load i32, ptr %114, align 4, !dbg !553
  %1029 = add nsw i32 %1028, 1, !dbg !553
  store i32 %1029, ptr %114, align 4, !dbg !553
  br label %840, !dbg !554, !llvm.loop !555

1030:                                             ; preds = %840
  %1031 = load i64, ptr %2, align 8, !dbg !557
  %1032 = load i32, ptr %3, align 4, !dbg !558
  %1033 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %1031, i32 noundef %1032), !dbg !559
  %1034 = load i32, ptr %3, align 4, !dbg !560
  %1035 = icmp ne i32 %1034, 0, !dbg !560
  br i1 %1035, label %1036, label %1037, !dbg !560

1036:                                             ; preds = %1030
  br label %1041, !dbg !560

1037:                                             ; preds = %1030
  %1038 = load i64, ptr %2, align 8, !dbg !561
  %1039 = and i64 %1038, 63, !dbg !562
  %1040 = trunc i64 %1039 to i32, !dbg !563
  br label %1041, !dbg !560

1041:                                             ; preds = %1037, %1036
  %1042 = phi i32 [ 100, %1036 ], [ %1040, %1037 ], !dbg !560
  ret i32 %1042, !dbg !564
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 !dbg !565 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !568, !DIExpression(), !569)
  %3 = load i64, ptr @h, align 8, !dbg !570
  %4 = load i64, ptr %2, align 8, !dbg !571
  %5 = xor i64 %3, %4, !dbg !572
  %6 = mul i64 %5, 1099511628211, !dbg !573
  store i64 %6, ptr @h, align 8, !dbg !574
  ret void, !dbg !575
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bits(i64 noundef %0) #0 !dbg !576 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = sext i33 %5 to i64
  store i64 %6, ptr %3, align 8
    #dbg_declare(ptr %3, !579, !DIExpression(), !580)
  %7 = load i64, ptr %3, align 8, !dbg !581
  %8 = trunc i64 %7 to i33, !dbg !581
  %9 = zext i33 %8 to i64, !dbg !582
  ret i64 %9, !dbg !583
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #0 !dbg !584 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = sext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !587, !DIExpression(), !588)
  %13 = sext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !589, !DIExpression(), !590)
  %14 = load i64, ptr %6, align 8, !dbg !591
  %15 = trunc i64 %14 to i33, !dbg !591
  %16 = load i64, ptr %7, align 8, !dbg !592
  %17 = trunc i64 %16 to i33, !dbg !592
  %18 = add i33 %15, %17, !dbg !593
  store i33 %18, ptr %3, align 8, !dbg !594
  %19 = load i33, ptr %3, align 8, !dbg !594
  %20 = zext i33 %19 to i64, !dbg !594
  ret i64 %20, !dbg !594
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #0 !dbg !595 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = sext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !596, !DIExpression(), !597)
  %13 = sext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !598, !DIExpression(), !599)
  %14 = load i64, ptr %6, align 8, !dbg !600
  %15 = trunc i64 %14 to i33, !dbg !600
  %16 = load i64, ptr %7, align 8, !dbg !601
  %17 = trunc i64 %16 to i33, !dbg !601
  %18 = sub i33 %15, %17, !dbg !602
  store i33 %18, ptr %3, align 8, !dbg !603
  %19 = load i33, ptr %3, align 8, !dbg !603
  %20 = zext i33 %19 to i64, !dbg !603
  ret i64 %20, !dbg !603
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #0 !dbg !604 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = sext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !605, !DIExpression(), !606)
  %13 = sext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !607, !DIExpression(), !608)
  %14 = load i64, ptr %6, align 8, !dbg !609
  %15 = trunc i64 %14 to i33, !dbg !609
  %16 = load i64, ptr %7, align 8, !dbg !610
  %17 = trunc i64 %16 to i33, !dbg !610
  %18 = mul i33 %15, %17, !dbg !611
  store i33 %18, ptr %3, align 8, !dbg !612
  %19 = load i33, ptr %3, align 8, !dbg !612
  %20 = zext i33 %19 to i64, !dbg !612
  ret i64 %20, !dbg !612
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_and(i64 noundef %0, i64 noundef %1) #0 !dbg !613 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = sext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !614, !DIExpression(), !615)
  %13 = sext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !616, !DIExpression(), !617)
  %14 = load i64, ptr %6, align 8, !dbg !618
  %15 = trunc i64 %14 to i33, !dbg !618
  %16 = load i64, ptr %7, align 8, !dbg !619
  %17 = trunc i64 %16 to i33, !dbg !619
  %18 = and i33 %15, %17, !dbg !620
  store i33 %18, ptr %3, align 8, !dbg !621
  %19 = load i33, ptr %3, align 8, !dbg !621
  %20 = zext i33 %19 to i64, !dbg !621
  ret i64 %20, !dbg !621
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_or(i64 noundef %0, i64 noundef %1) #0 !dbg !622 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = sext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !623, !DIExpression(), !624)
  %13 = sext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !625, !DIExpression(), !626)
  %14 = load i64, ptr %6, align 8, !dbg !627
  %15 = trunc i64 %14 to i33, !dbg !627
  %16 = load i64, ptr %7, align 8, !dbg !628
  %17 = trunc i64 %16 to i33, !dbg !628
  %18 = or i33 %15, %17, !dbg !629
  store i33 %18, ptr %3, align 8, !dbg !630
  %19 = load i33, ptr %3, align 8, !dbg !630
  %20 = zext i33 %19 to i64, !dbg !630
  ret i64 %20, !dbg !630
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_xor(i64 noundef %0, i64 noundef %1) #0 !dbg !631 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = sext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !632, !DIExpression(), !633)
  %13 = sext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !634, !DIExpression(), !635)
  %14 = load i64, ptr %6, align 8, !dbg !636
  %15 = trunc i64 %14 to i33, !dbg !636
  %16 = load i64, ptr %7, align 8, !dbg !637
  %17 = trunc i64 %16 to i33, !dbg !637
  %18 = xor i33 %15, %17, !dbg !638
  store i33 %18, ptr %3, align 8, !dbg !639
  %19 = load i33, ptr %3, align 8, !dbg !639
  %20 = zext i33 %19 to i64, !dbg !639
  ret i64 %20, !dbg !639
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_min(i64 noundef %0, i64 noundef %1) #0 !dbg !640 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = sext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !641, !DIExpression(), !642)
  %13 = sext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !643, !DIExpression(), !644)
  %14 = load i64, ptr %6, align 8, !dbg !645
  %15 = trunc i64 %14 to i33, !dbg !645
  %16 = load i64, ptr %7, align 8, !dbg !646
  %17 = trunc i64 %16 to i33, !dbg !646
  %18 = icmp slt i33 %15, %17, !dbg !647
  br i1 %18, label %19, label %22, !dbg !645

19:                                               ; preds = %2
  %20 = load i64, ptr %6, align 8, !dbg !648
  %21 = trunc i64 %20 to i33, !dbg !648
  br label %25, !dbg !645

22:                                               ; preds = %2
  %23 = load i64, ptr %7, align 8, !dbg !649
  %24 = trunc i64 %23 to i33, !dbg !649
  br label %25, !dbg !645

25:                                               ; preds = %22, %19
  %26 = phi i33 [ %21, %19 ], [ %24, %22 ], !dbg !645
  store i33 %26, ptr %3, align 8, !dbg !650
  %27 = load i33, ptr %3, align 8, !dbg !650
  %28 = zext i33 %27 to i64, !dbg !650
  ret i64 %28, !dbg !650
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_max(i64 noundef %0, i64 noundef %1) #0 !dbg !651 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = sext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !652, !DIExpression(), !653)
  %13 = sext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !654, !DIExpression(), !655)
  %14 = load i64, ptr %6, align 8, !dbg !656
  %15 = trunc i64 %14 to i33, !dbg !656
  %16 = load i64, ptr %7, align 8, !dbg !657
  %17 = trunc i64 %16 to i33, !dbg !657
  %18 = icmp sgt i33 %15, %17, !dbg !658
  br i1 %18, label %19, label %22, !dbg !656

19:                                               ; preds = %2
  %20 = load i64, ptr %6, align 8, !dbg !659
  %21 = trunc i64 %20 to i33, !dbg !659
  br label %25, !dbg !656

22:                                               ; preds = %2
  %23 = load i64, ptr %7, align 8, !dbg !660
  %24 = trunc i64 %23 to i33, !dbg !660
  br label %25, !dbg !656

25:                                               ; preds = %22, %19
  %26 = phi i33 [ %21, %19 ], [ %24, %22 ], !dbg !656
  store i33 %26, ptr %3, align 8, !dbg !661
  %27 = load i33, ptr %3, align 8, !dbg !661
  %28 = zext i33 %27 to i64, !dbg !661
  ret i64 %28, !dbg !661
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_cmp(i64 noundef %0, i64 noundef %1) #0 !dbg !662 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  store i64 %1, ptr %4, align 8
  %9 = load i64, ptr %4, align 8
  %10 = trunc i64 %9 to i33
  %11 = sext i33 %8 to i64
  store i64 %11, ptr %5, align 8
    #dbg_declare(ptr %5, !665, !DIExpression(), !666)
  %12 = sext i33 %10 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !667, !DIExpression(), !668)
  %13 = load i64, ptr %5, align 8, !dbg !669
  %14 = trunc i64 %13 to i33, !dbg !669
  %15 = load i64, ptr %6, align 8, !dbg !670
  %16 = trunc i64 %15 to i33, !dbg !670
  %17 = icmp eq i33 %14, %16, !dbg !671
  %18 = zext i1 %17 to i32, !dbg !671
  %19 = load i64, ptr %5, align 8, !dbg !672
  %20 = trunc i64 %19 to i33, !dbg !672
  %21 = load i64, ptr %6, align 8, !dbg !673
  %22 = trunc i64 %21 to i33, !dbg !673
  %23 = icmp ne i33 %20, %22, !dbg !674
  %24 = zext i1 %23 to i32, !dbg !674
  %25 = shl i32 %24, 1, !dbg !675
  %26 = or i32 %18, %25, !dbg !676
  %27 = load i64, ptr %5, align 8, !dbg !677
  %28 = trunc i64 %27 to i33, !dbg !677
  %29 = load i64, ptr %6, align 8, !dbg !678
  %30 = trunc i64 %29 to i33, !dbg !678
  %31 = icmp slt i33 %28, %30, !dbg !679
  %32 = zext i1 %31 to i32, !dbg !679
  %33 = shl i32 %32, 2, !dbg !680
  %34 = or i32 %26, %33, !dbg !681
  %35 = load i64, ptr %5, align 8, !dbg !682
  %36 = trunc i64 %35 to i33, !dbg !682
  %37 = load i64, ptr %6, align 8, !dbg !683
  %38 = trunc i64 %37 to i33, !dbg !683
  %39 = icmp sle i33 %36, %38, !dbg !684
  %40 = zext i1 %39 to i32, !dbg !684
  %41 = shl i32 %40, 3, !dbg !685
  %42 = or i32 %34, %41, !dbg !686
  %43 = load i64, ptr %5, align 8, !dbg !687
  %44 = trunc i64 %43 to i33, !dbg !687
  %45 = load i64, ptr %6, align 8, !dbg !688
  %46 = trunc i64 %45 to i33, !dbg !688
  %47 = icmp sgt i33 %44, %46, !dbg !689
  %48 = zext i1 %47 to i32, !dbg !689
  %49 = shl i32 %48, 4, !dbg !690
  %50 = or i32 %42, %49, !dbg !691
  %51 = load i64, ptr %5, align 8, !dbg !692
  %52 = trunc i64 %51 to i33, !dbg !692
  %53 = load i64, ptr %6, align 8, !dbg !693
  %54 = trunc i64 %53 to i33, !dbg !693
  %55 = icmp sge i33 %52, %54, !dbg !694
  %56 = zext i1 %55 to i32, !dbg !694
  %57 = shl i32 %56, 5, !dbg !695
  %58 = or i32 %50, %57, !dbg !696
  %59 = load i64, ptr %5, align 8, !dbg !697
  %60 = trunc i64 %59 to i33, !dbg !697
  %61 = load i64, ptr %6, align 8, !dbg !698
  %62 = trunc i64 %61 to i33, !dbg !698
  %63 = icmp ult i33 %60, %62, !dbg !699
  %64 = zext i1 %63 to i32, !dbg !699
  %65 = shl i32 %64, 6, !dbg !700
  %66 = or i32 %58, %65, !dbg !701
  %67 = load i64, ptr %5, align 8, !dbg !702
  %68 = trunc i64 %67 to i33, !dbg !702
  %69 = load i64, ptr %6, align 8, !dbg !703
  %70 = trunc i64 %69 to i33, !dbg !703
  %71 = icmp uge i33 %68, %70, !dbg !704
  %72 = zext i1 %71 to i32, !dbg !704
  %73 = shl i32 %72, 7, !dbg !705
  %74 = or i32 %66, %73, !dbg !706
  %75 = load i64, ptr %5, align 8, !dbg !707
  %76 = trunc i64 %75 to i33, !dbg !707
  %77 = icmp ne i33 %76, 0, !dbg !708
  %78 = xor i1 %77, true, !dbg !708
  %79 = zext i1 %78 to i32, !dbg !708
  %80 = shl i32 %79, 8, !dbg !709
  %81 = or i32 %74, %80, !dbg !710
  %82 = load i64, ptr %6, align 8, !dbg !711
  %83 = trunc i64 %82 to i33, !dbg !711
  %84 = icmp ne i33 %83, 0, !dbg !712
  %85 = xor i1 %84, true, !dbg !712
  %86 = xor i1 %85, true, !dbg !713
  %87 = zext i1 %86 to i32, !dbg !713
  %88 = shl i32 %87, 9, !dbg !714
  %89 = or i32 %81, %88, !dbg !715
  ret i32 %89, !dbg !716
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_div(i64 noundef %0, i64 noundef %1) #0 !dbg !717 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = sext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !718, !DIExpression(), !719)
  %13 = sext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !720, !DIExpression(), !721)
  %14 = load i64, ptr %6, align 8, !dbg !722
  %15 = trunc i64 %14 to i33, !dbg !722
  %16 = load i64, ptr %7, align 8, !dbg !723
  %17 = trunc i64 %16 to i33, !dbg !723
  %18 = sdiv i33 %15, %17, !dbg !724
  store i33 %18, ptr %3, align 8, !dbg !725
  %19 = load i33, ptr %3, align 8, !dbg !725
  %20 = zext i33 %19 to i64, !dbg !725
  ret i64 %20, !dbg !725
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_rem(i64 noundef %0, i64 noundef %1) #0 !dbg !726 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  %8 = load i64, ptr %4, align 8
  %9 = trunc i64 %8 to i33
  store i64 %1, ptr %5, align 8
  %10 = load i64, ptr %5, align 8
  %11 = trunc i64 %10 to i33
  %12 = sext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !727, !DIExpression(), !728)
  %13 = sext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !729, !DIExpression(), !730)
  %14 = load i64, ptr %6, align 8, !dbg !731
  %15 = trunc i64 %14 to i33, !dbg !731
  %16 = load i64, ptr %7, align 8, !dbg !732
  %17 = trunc i64 %16 to i33, !dbg !732
  %18 = srem i33 %15, %17, !dbg !733
  store i33 %18, ptr %3, align 8, !dbg !734
  %19 = load i33, ptr %3, align 8, !dbg !734
  %20 = zext i33 %19 to i64, !dbg !734
  ret i64 %20, !dbg !734
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_shl(i64 noundef %0, i32 noundef %1) #0 !dbg !735 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = trunc i64 %7 to i33
  %9 = sext i33 %8 to i64
  store i64 %9, ptr %5, align 8
    #dbg_declare(ptr %5, !738, !DIExpression(), !739)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !740, !DIExpression(), !741)
  %10 = load i64, ptr %5, align 8, !dbg !742
  %11 = trunc i64 %10 to i33, !dbg !742
  %12 = load i32, ptr %6, align 4, !dbg !743
  %13 = zext i32 %12 to i33, !dbg !744
  %14 = shl i33 %11, %13, !dbg !744
  store i33 %14, ptr %3, align 8, !dbg !745
  %15 = load i33, ptr %3, align 8, !dbg !745
  %16 = zext i33 %15 to i64, !dbg !745
  ret i64 %16, !dbg !745
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_lshr(i64 noundef %0, i32 noundef %1) #0 !dbg !746 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = trunc i64 %7 to i33
  %9 = sext i33 %8 to i64
  store i64 %9, ptr %5, align 8
    #dbg_declare(ptr %5, !747, !DIExpression(), !748)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !749, !DIExpression(), !750)
  %10 = load i64, ptr %5, align 8, !dbg !751
  %11 = trunc i64 %10 to i33, !dbg !751
  %12 = load i32, ptr %6, align 4, !dbg !752
  %13 = zext i32 %12 to i33, !dbg !753
  %14 = lshr i33 %11, %13, !dbg !753
  store i33 %14, ptr %3, align 8, !dbg !754
  %15 = load i33, ptr %3, align 8, !dbg !754
  %16 = zext i33 %15 to i64, !dbg !754
  ret i64 %16, !dbg !754
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_ashr(i64 noundef %0, i32 noundef %1) #0 !dbg !755 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = trunc i64 %7 to i33
  %9 = sext i33 %8 to i64
  store i64 %9, ptr %5, align 8
    #dbg_declare(ptr %5, !756, !DIExpression(), !757)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !758, !DIExpression(), !759)
  %10 = load i64, ptr %5, align 8, !dbg !760
  %11 = trunc i64 %10 to i33, !dbg !760
  %12 = load i32, ptr %6, align 4, !dbg !761
  %13 = zext i32 %12 to i33, !dbg !762
  %14 = ashr i33 %11, %13, !dbg !762
  store i33 %14, ptr %3, align 8, !dbg !763
  %15 = load i33, ptr %3, align 8, !dbg !763
  %16 = zext i33 %15 to i64, !dbg !763
  ret i64 %16, !dbg !763
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_neg(i64 noundef %0) #0 !dbg !764 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = sext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !767, !DIExpression(), !768)
  %8 = load i64, ptr %4, align 8, !dbg !769
  %9 = trunc i64 %8 to i33, !dbg !769
  %10 = sub i33 0, %9, !dbg !770
  store i33 %10, ptr %2, align 8, !dbg !771
  %11 = load i33, ptr %2, align 8, !dbg !771
  %12 = zext i33 %11 to i64, !dbg !771
  ret i64 %12, !dbg !771
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_not(i64 noundef %0) #0 !dbg !772 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = sext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !773, !DIExpression(), !774)
  %8 = load i64, ptr %4, align 8, !dbg !775
  %9 = trunc i64 %8 to i33, !dbg !775
  %10 = xor i33 %9, -1, !dbg !776
  store i33 %10, ptr %2, align 8, !dbg !777
  %11 = load i33, ptr %2, align 8, !dbg !777
  %12 = zext i33 %11 to i64, !dbg !777
  ret i64 %12, !dbg !777
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_abs(i64 noundef %0) #0 !dbg !778 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = sext i33 %8 to i64
  store i64 %9, ptr %4, align 8
    #dbg_declare(ptr %4, !779, !DIExpression(), !780)
  %10 = load i64, ptr %4, align 8, !dbg !781
  %11 = trunc i64 %10 to i33, !dbg !781
  %12 = icmp slt i33 %11, 0, !dbg !782
  br i1 %12, label %13, label %21, !dbg !781

13:                                               ; preds = %1
  %14 = load i64, ptr %4, align 8, !dbg !783
  %15 = trunc i64 %14 to i33, !dbg !783
  %16 = sext i33 %15 to i64, !dbg !784
  store i64 %16, ptr %5, align 8, !dbg !784
  %17 = load i64, ptr %5, align 8, !dbg !784
  %18 = call i64 @op_neg(i64 noundef %17), !dbg !784
  store i64 %18, ptr %6, align 8, !dbg !784
  %19 = load i64, ptr %6, align 8, !dbg !784
  %20 = trunc i64 %19 to i33, !dbg !784
  br label %24, !dbg !781

21:                                               ; preds = %1
  %22 = load i64, ptr %4, align 8, !dbg !785
  %23 = trunc i64 %22 to i33, !dbg !785
  br label %24, !dbg !781

24:                                               ; preds = %21, %13
  %25 = phi i33 [ %20, %13 ], [ %23, %21 ], !dbg !781
  store i33 %25, ptr %2, align 8, !dbg !786
  %26 = load i33, ptr %2, align 8, !dbg !786
  %27 = zext i33 %26 to i64, !dbg !786
  ret i64 %27, !dbg !786
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div3(i64 noundef %0) #0 !dbg !787 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = sext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !788, !DIExpression(), !789)
  %8 = load i64, ptr %4, align 8, !dbg !790
  %9 = trunc i64 %8 to i33, !dbg !790
  %10 = sdiv i33 %9, 3, !dbg !791
  store i33 %10, ptr %2, align 8, !dbg !792
  %11 = load i33, ptr %2, align 8, !dbg !792
  %12 = zext i33 %11 to i64, !dbg !792
  ret i64 %12, !dbg !792
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div7(i64 noundef %0) #0 !dbg !793 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = sext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !794, !DIExpression(), !795)
  %8 = load i64, ptr %4, align 8, !dbg !796
  %9 = trunc i64 %8 to i33, !dbg !796
  %10 = sdiv i33 %9, 7, !dbg !797
  store i33 %10, ptr %2, align 8, !dbg !798
  %11 = load i33, ptr %2, align 8, !dbg !798
  %12 = zext i33 %11 to i64, !dbg !798
  ret i64 %12, !dbg !798
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div10(i64 noundef %0) #0 !dbg !799 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = sext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !800, !DIExpression(), !801)
  %8 = load i64, ptr %4, align 8, !dbg !802
  %9 = trunc i64 %8 to i33, !dbg !802
  %10 = sdiv i33 %9, 10, !dbg !803
  store i33 %10, ptr %2, align 8, !dbg !804
  %11 = load i33, ptr %2, align 8, !dbg !804
  %12 = zext i33 %11 to i64, !dbg !804
  ret i64 %12, !dbg !804
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem10(i64 noundef %0) #0 !dbg !805 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = sext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !806, !DIExpression(), !807)
  %8 = load i64, ptr %4, align 8, !dbg !808
  %9 = trunc i64 %8 to i33, !dbg !808
  %10 = srem i33 %9, 10, !dbg !809
  store i33 %10, ptr %2, align 8, !dbg !810
  %11 = load i33, ptr %2, align 8, !dbg !810
  %12 = zext i33 %11 to i64, !dbg !810
  ret i64 %12, !dbg !810
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div16(i64 noundef %0) #0 !dbg !811 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = sext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !812, !DIExpression(), !813)
  %8 = load i64, ptr %4, align 8, !dbg !814
  %9 = trunc i64 %8 to i33, !dbg !814
  %10 = sdiv i33 %9, 16, !dbg !815
  store i33 %10, ptr %2, align 8, !dbg !816
  %11 = load i33, ptr %2, align 8, !dbg !816
  %12 = zext i33 %11 to i64, !dbg !816
  ret i64 %12, !dbg !816
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem16(i64 noundef %0) #0 !dbg !817 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = sext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !818, !DIExpression(), !819)
  %8 = load i64, ptr %4, align 8, !dbg !820
  %9 = trunc i64 %8 to i33, !dbg !820
  %10 = srem i33 %9, 16, !dbg !821
  store i33 %10, ptr %2, align 8, !dbg !822
  %11 = load i33, ptr %2, align 8, !dbg !822
  %12 = zext i33 %11 to i64, !dbg !822
  ret i64 %12, !dbg !822
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @divm5(i64 noundef %0) #0 !dbg !823 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = sext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !824, !DIExpression(), !825)
  %8 = load i64, ptr %4, align 8, !dbg !826
  %9 = trunc i64 %8 to i33, !dbg !826
  %10 = sdiv i33 %9, -5, !dbg !827
  store i33 %10, ptr %2, align 8, !dbg !828
  %11 = load i33, ptr %2, align 8, !dbg !828
  %12 = zext i33 %11 to i64, !dbg !828
  ret i64 %12, !dbg !828
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @divmax(i64 noundef %0) #0 !dbg !829 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = sext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !830, !DIExpression(), !831)
  %8 = load i64, ptr %4, align 8, !dbg !832
  %9 = trunc i64 %8 to i33, !dbg !832
  %10 = sdiv i33 %9, 4294967295, !dbg !833
  store i33 %10, ptr %2, align 8, !dbg !834
  %11 = load i33, ptr %2, align 8, !dbg !834
  %12 = zext i33 %11 to i64, !dbg !834
  ret i64 %12, !dbg !834
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!99, !100, !101, !102, !103, !104, !105}
!llvm.ident = !{!106}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_bitint33.c", directory: ".", checksumkind: CSK_MD5, checksum: "0f658c0ba68b78cf1f5fea4480d9b123")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 400, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 50)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "h", scope: !14, file: !2, line: 24, type: !21, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !26, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !19, !21, !22, !23, !24, !25}
!16 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 10, baseType: !18)
!18 = !DIBasicType(name: "_BitInt", size: 64, encoding: DW_ATE_signed)
!19 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 11, baseType: !20)
!20 = !DIBasicType(name: "unsigned _BitInt", size: 64, encoding: DW_ATE_unsigned)
!21 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!22 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!23 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 12, baseType: !20)
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!26 = !{!0, !7, !27, !32, !37, !39, !41, !43, !48, !50, !52, !54, !56, !61, !66, !71, !73, !78, !83, !88, !12, !93}
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 4)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !34, isLocal: true, isDefinition: true)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !34, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !34, isLocal: true, isDefinition: true)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 3)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !34, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !34, isLocal: true, isDefinition: true)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !34, isLocal: true, isDefinition: true)
!54 = !DIGlobalVariableExpression(var: !55, expr: !DIExpression())
!55 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !34, isLocal: true, isDefinition: true)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 33)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !64)
!64 = !{!65}
!65 = !DISubrange(count: 26)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 16)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !68, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 46)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 123)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 20)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 22)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(name: "vals", scope: !14, file: !2, line: 18, type: !95, isLocal: true, isDefinition: true)
!95 = !DICompositeType(tag: DW_TAG_array_type, baseType: !96, size: 1344, elements: !97)
!96 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !17)
!97 = !{!98}
!98 = !DISubrange(count: 21)
!99 = !{i32 7, !"Dwarf Version", i32 5}
!100 = !{i32 2, !"Debug Info Version", i32 3}
!101 = !{i32 1, !"wchar_size", i32 4}
!102 = !{i32 8, !"PIC Level", i32 2}
!103 = !{i32 7, !"PIE Level", i32 2}
!104 = !{i32 7, !"uwtable", i32 2}
!105 = !{i32 7, !"frame-pointer", i32 2}
!106 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!107 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 66, type: !108, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!22}
!110 = !{}
!111 = !DILocalVariable(name: "total", scope: !107, file: !2, line: 67, type: !21)
!112 = !DILocation(line: 67, column: 24, scope: !107)
!113 = !DILocalVariable(name: "bad", scope: !107, file: !2, line: 68, type: !22)
!114 = !DILocation(line: 68, column: 9, scope: !107)
!115 = !DILocation(line: 69, column: 5, scope: !107)
!116 = !DILocation(line: 71, column: 5, scope: !107)
!117 = !DILocation(line: 71, column: 5, scope: !118)
!118 = distinct !DILexicalBlock(scope: !107, file: !2, line: 71, column: 5)
!119 = !DILocalVariable(name: "i", scope: !120, file: !2, line: 71, type: !22)
!120 = distinct !DILexicalBlock(scope: !118, file: !2, line: 71, column: 5)
!121 = !DILocation(line: 71, column: 5, scope: !120)
!122 = !DILocation(line: 71, column: 5, scope: !123)
!123 = distinct !DILexicalBlock(scope: !120, file: !2, line: 71, column: 5)
!124 = !DILocalVariable(name: "j", scope: !125, file: !2, line: 71, type: !22)
!125 = distinct !DILexicalBlock(scope: !123, file: !2, line: 71, column: 5)
!126 = !DILocation(line: 71, column: 5, scope: !125)
!127 = !DILocation(line: 71, column: 5, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !2, line: 71, column: 5)
!129 = !DILocalVariable(name: "a", scope: !130, file: !2, line: 71, type: !17)
!130 = distinct !DILexicalBlock(scope: !128, file: !2, line: 71, column: 5)
!131 = !DILocation(line: 71, column: 5, scope: !130)
!132 = !DILocalVariable(name: "b", scope: !130, file: !2, line: 71, type: !17)
!133 = distinct !{!133, !126, !126, !134}
!134 = !{!"llvm.loop.mustprogress"}
!135 = distinct !{!135, !121, !121, !134}
!136 = !DILocation(line: 72, column: 5, scope: !107)
!137 = !DILocation(line: 72, column: 5, scope: !138)
!138 = distinct !DILexicalBlock(scope: !107, file: !2, line: 72, column: 5)
!139 = !DILocalVariable(name: "i", scope: !140, file: !2, line: 72, type: !22)
!140 = distinct !DILexicalBlock(scope: !138, file: !2, line: 72, column: 5)
!141 = !DILocation(line: 72, column: 5, scope: !140)
!142 = !DILocation(line: 72, column: 5, scope: !143)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 72, column: 5)
!144 = !DILocalVariable(name: "j", scope: !145, file: !2, line: 72, type: !22)
!145 = distinct !DILexicalBlock(scope: !143, file: !2, line: 72, column: 5)
!146 = !DILocation(line: 72, column: 5, scope: !145)
!147 = !DILocation(line: 72, column: 5, scope: !148)
!148 = distinct !DILexicalBlock(scope: !145, file: !2, line: 72, column: 5)
!149 = !DILocalVariable(name: "a", scope: !150, file: !2, line: 72, type: !17)
!150 = distinct !DILexicalBlock(scope: !148, file: !2, line: 72, column: 5)
!151 = !DILocation(line: 72, column: 5, scope: !150)
!152 = !DILocalVariable(name: "b", scope: !150, file: !2, line: 72, type: !17)
!153 = distinct !{!153, !146, !146, !134}
!154 = distinct !{!154, !141, !141, !134}
!155 = !DILocation(line: 73, column: 5, scope: !107)
!156 = !DILocation(line: 73, column: 5, scope: !157)
!157 = distinct !DILexicalBlock(scope: !107, file: !2, line: 73, column: 5)
!158 = !DILocalVariable(name: "i", scope: !159, file: !2, line: 73, type: !22)
!159 = distinct !DILexicalBlock(scope: !157, file: !2, line: 73, column: 5)
!160 = !DILocation(line: 73, column: 5, scope: !159)
!161 = !DILocation(line: 73, column: 5, scope: !162)
!162 = distinct !DILexicalBlock(scope: !159, file: !2, line: 73, column: 5)
!163 = !DILocalVariable(name: "j", scope: !164, file: !2, line: 73, type: !22)
!164 = distinct !DILexicalBlock(scope: !162, file: !2, line: 73, column: 5)
!165 = !DILocation(line: 73, column: 5, scope: !164)
!166 = !DILocation(line: 73, column: 5, scope: !167)
!167 = distinct !DILexicalBlock(scope: !164, file: !2, line: 73, column: 5)
!168 = !DILocalVariable(name: "a", scope: !169, file: !2, line: 73, type: !17)
!169 = distinct !DILexicalBlock(scope: !167, file: !2, line: 73, column: 5)
!170 = !DILocation(line: 73, column: 5, scope: !169)
!171 = !DILocalVariable(name: "b", scope: !169, file: !2, line: 73, type: !17)
!172 = distinct !{!172, !165, !165, !134}
!173 = distinct !{!173, !160, !160, !134}
!174 = !DILocation(line: 74, column: 5, scope: !107)
!175 = !DILocation(line: 74, column: 5, scope: !176)
!176 = distinct !DILexicalBlock(scope: !107, file: !2, line: 74, column: 5)
!177 = !DILocalVariable(name: "i", scope: !178, file: !2, line: 74, type: !22)
!178 = distinct !DILexicalBlock(scope: !176, file: !2, line: 74, column: 5)
!179 = !DILocation(line: 74, column: 5, scope: !178)
!180 = !DILocation(line: 74, column: 5, scope: !181)
!181 = distinct !DILexicalBlock(scope: !178, file: !2, line: 74, column: 5)
!182 = !DILocalVariable(name: "j", scope: !183, file: !2, line: 74, type: !22)
!183 = distinct !DILexicalBlock(scope: !181, file: !2, line: 74, column: 5)
!184 = !DILocation(line: 74, column: 5, scope: !183)
!185 = !DILocation(line: 74, column: 5, scope: !186)
!186 = distinct !DILexicalBlock(scope: !183, file: !2, line: 74, column: 5)
!187 = !DILocalVariable(name: "a", scope: !188, file: !2, line: 74, type: !17)
!188 = distinct !DILexicalBlock(scope: !186, file: !2, line: 74, column: 5)
!189 = !DILocation(line: 74, column: 5, scope: !188)
!190 = !DILocalVariable(name: "b", scope: !188, file: !2, line: 74, type: !17)
!191 = distinct !{!191, !184, !184, !134}
!192 = distinct !{!192, !179, !179, !134}
!193 = !DILocation(line: 75, column: 5, scope: !107)
!194 = !DILocation(line: 75, column: 5, scope: !195)
!195 = distinct !DILexicalBlock(scope: !107, file: !2, line: 75, column: 5)
!196 = !DILocalVariable(name: "i", scope: !197, file: !2, line: 75, type: !22)
!197 = distinct !DILexicalBlock(scope: !195, file: !2, line: 75, column: 5)
!198 = !DILocation(line: 75, column: 5, scope: !197)
!199 = !DILocation(line: 75, column: 5, scope: !200)
!200 = distinct !DILexicalBlock(scope: !197, file: !2, line: 75, column: 5)
!201 = !DILocalVariable(name: "j", scope: !202, file: !2, line: 75, type: !22)
!202 = distinct !DILexicalBlock(scope: !200, file: !2, line: 75, column: 5)
!203 = !DILocation(line: 75, column: 5, scope: !202)
!204 = !DILocation(line: 75, column: 5, scope: !205)
!205 = distinct !DILexicalBlock(scope: !202, file: !2, line: 75, column: 5)
!206 = !DILocalVariable(name: "a", scope: !207, file: !2, line: 75, type: !17)
!207 = distinct !DILexicalBlock(scope: !205, file: !2, line: 75, column: 5)
!208 = !DILocation(line: 75, column: 5, scope: !207)
!209 = !DILocalVariable(name: "b", scope: !207, file: !2, line: 75, type: !17)
!210 = distinct !{!210, !203, !203, !134}
!211 = distinct !{!211, !198, !198, !134}
!212 = !DILocation(line: 76, column: 5, scope: !107)
!213 = !DILocation(line: 76, column: 5, scope: !214)
!214 = distinct !DILexicalBlock(scope: !107, file: !2, line: 76, column: 5)
!215 = !DILocalVariable(name: "i", scope: !216, file: !2, line: 76, type: !22)
!216 = distinct !DILexicalBlock(scope: !214, file: !2, line: 76, column: 5)
!217 = !DILocation(line: 76, column: 5, scope: !216)
!218 = !DILocation(line: 76, column: 5, scope: !219)
!219 = distinct !DILexicalBlock(scope: !216, file: !2, line: 76, column: 5)
!220 = !DILocalVariable(name: "j", scope: !221, file: !2, line: 76, type: !22)
!221 = distinct !DILexicalBlock(scope: !219, file: !2, line: 76, column: 5)
!222 = !DILocation(line: 76, column: 5, scope: !221)
!223 = !DILocation(line: 76, column: 5, scope: !224)
!224 = distinct !DILexicalBlock(scope: !221, file: !2, line: 76, column: 5)
!225 = !DILocalVariable(name: "a", scope: !226, file: !2, line: 76, type: !17)
!226 = distinct !DILexicalBlock(scope: !224, file: !2, line: 76, column: 5)
!227 = !DILocation(line: 76, column: 5, scope: !226)
!228 = !DILocalVariable(name: "b", scope: !226, file: !2, line: 76, type: !17)
!229 = distinct !{!229, !222, !222, !134}
!230 = distinct !{!230, !217, !217, !134}
!231 = !DILocation(line: 77, column: 5, scope: !107)
!232 = !DILocation(line: 77, column: 5, scope: !233)
!233 = distinct !DILexicalBlock(scope: !107, file: !2, line: 77, column: 5)
!234 = !DILocalVariable(name: "i", scope: !235, file: !2, line: 77, type: !22)
!235 = distinct !DILexicalBlock(scope: !233, file: !2, line: 77, column: 5)
!236 = !DILocation(line: 77, column: 5, scope: !235)
!237 = !DILocation(line: 77, column: 5, scope: !238)
!238 = distinct !DILexicalBlock(scope: !235, file: !2, line: 77, column: 5)
!239 = !DILocalVariable(name: "j", scope: !240, file: !2, line: 77, type: !22)
!240 = distinct !DILexicalBlock(scope: !238, file: !2, line: 77, column: 5)
!241 = !DILocation(line: 77, column: 5, scope: !240)
!242 = !DILocation(line: 77, column: 5, scope: !243)
!243 = distinct !DILexicalBlock(scope: !240, file: !2, line: 77, column: 5)
!244 = !DILocalVariable(name: "a", scope: !245, file: !2, line: 77, type: !17)
!245 = distinct !DILexicalBlock(scope: !243, file: !2, line: 77, column: 5)
!246 = !DILocation(line: 77, column: 5, scope: !245)
!247 = !DILocalVariable(name: "b", scope: !245, file: !2, line: 77, type: !17)
!248 = distinct !{!248, !241, !241, !134}
!249 = distinct !{!249, !236, !236, !134}
!250 = !DILocation(line: 78, column: 5, scope: !107)
!251 = !DILocation(line: 78, column: 5, scope: !252)
!252 = distinct !DILexicalBlock(scope: !107, file: !2, line: 78, column: 5)
!253 = !DILocalVariable(name: "i", scope: !254, file: !2, line: 78, type: !22)
!254 = distinct !DILexicalBlock(scope: !252, file: !2, line: 78, column: 5)
!255 = !DILocation(line: 78, column: 5, scope: !254)
!256 = !DILocation(line: 78, column: 5, scope: !257)
!257 = distinct !DILexicalBlock(scope: !254, file: !2, line: 78, column: 5)
!258 = !DILocalVariable(name: "j", scope: !259, file: !2, line: 78, type: !22)
!259 = distinct !DILexicalBlock(scope: !257, file: !2, line: 78, column: 5)
!260 = !DILocation(line: 78, column: 5, scope: !259)
!261 = !DILocation(line: 78, column: 5, scope: !262)
!262 = distinct !DILexicalBlock(scope: !259, file: !2, line: 78, column: 5)
!263 = !DILocalVariable(name: "a", scope: !264, file: !2, line: 78, type: !17)
!264 = distinct !DILexicalBlock(scope: !262, file: !2, line: 78, column: 5)
!265 = !DILocation(line: 78, column: 5, scope: !264)
!266 = !DILocalVariable(name: "b", scope: !264, file: !2, line: 78, type: !17)
!267 = distinct !{!267, !260, !260, !134}
!268 = distinct !{!268, !255, !255, !134}
!269 = !DILocation(line: 79, column: 5, scope: !107)
!270 = !DILocation(line: 79, column: 5, scope: !271)
!271 = distinct !DILexicalBlock(scope: !107, file: !2, line: 79, column: 5)
!272 = !DILocalVariable(name: "i", scope: !273, file: !2, line: 79, type: !22)
!273 = distinct !DILexicalBlock(scope: !271, file: !2, line: 79, column: 5)
!274 = !DILocation(line: 79, column: 5, scope: !273)
!275 = !DILocation(line: 79, column: 5, scope: !276)
!276 = distinct !DILexicalBlock(scope: !273, file: !2, line: 79, column: 5)
!277 = !DILocalVariable(name: "j", scope: !278, file: !2, line: 79, type: !22)
!278 = distinct !DILexicalBlock(scope: !276, file: !2, line: 79, column: 5)
!279 = !DILocation(line: 79, column: 5, scope: !278)
!280 = !DILocation(line: 79, column: 5, scope: !281)
!281 = distinct !DILexicalBlock(scope: !278, file: !2, line: 79, column: 5)
!282 = !DILocalVariable(name: "a", scope: !283, file: !2, line: 79, type: !17)
!283 = distinct !DILexicalBlock(scope: !281, file: !2, line: 79, column: 5)
!284 = !DILocation(line: 79, column: 5, scope: !283)
!285 = !DILocalVariable(name: "b", scope: !283, file: !2, line: 79, type: !17)
!286 = distinct !{!286, !279, !279, !134}
!287 = distinct !{!287, !274, !274, !134}
!288 = !DILocation(line: 81, column: 7, scope: !107)
!289 = !DILocalVariable(name: "i", scope: !290, file: !2, line: 82, type: !22)
!290 = distinct !DILexicalBlock(scope: !107, file: !2, line: 82, column: 5)
!291 = !DILocation(line: 82, column: 14, scope: !290)
!292 = !DILocation(line: 82, column: 10, scope: !290)
!293 = !DILocation(line: 82, column: 21, scope: !294)
!294 = distinct !DILexicalBlock(scope: !290, file: !2, line: 82, column: 5)
!295 = !DILocation(line: 82, column: 23, scope: !294)
!296 = !DILocation(line: 82, column: 5, scope: !290)
!297 = !DILocalVariable(name: "j", scope: !298, file: !2, line: 83, type: !22)
!298 = distinct !DILexicalBlock(scope: !294, file: !2, line: 83, column: 9)
!299 = !DILocation(line: 83, column: 18, scope: !298)
!300 = !DILocation(line: 83, column: 14, scope: !298)
!301 = !DILocation(line: 83, column: 25, scope: !302)
!302 = distinct !DILexicalBlock(scope: !298, file: !2, line: 83, column: 9)
!303 = !DILocation(line: 83, column: 27, scope: !302)
!304 = !DILocation(line: 83, column: 9, scope: !298)
!305 = !DILocalVariable(name: "a", scope: !306, file: !2, line: 84, type: !17)
!306 = distinct !DILexicalBlock(scope: !302, file: !2, line: 83, column: 37)
!307 = !DILocation(line: 84, column: 15, scope: !306)
!308 = !DILocation(line: 84, column: 24, scope: !306)
!309 = !DILocation(line: 84, column: 19, scope: !306)
!310 = !DILocalVariable(name: "b", scope: !306, file: !2, line: 84, type: !17)
!311 = !DILocation(line: 84, column: 28, scope: !306)
!312 = !DILocation(line: 84, column: 37, scope: !306)
!313 = !DILocation(line: 84, column: 32, scope: !306)
!314 = !DILocation(line: 85, column: 17, scope: !315)
!315 = distinct !DILexicalBlock(scope: !306, file: !2, line: 85, column: 17)
!316 = !DILocation(line: 85, column: 19, scope: !315)
!317 = !DILocation(line: 85, column: 24, scope: !315)
!318 = !DILocation(line: 85, column: 38, scope: !315)
!319 = !DILocation(line: 85, column: 40, scope: !315)
!320 = !DILocation(line: 85, column: 48, scope: !315)
!321 = !DILocation(line: 85, column: 51, scope: !315)
!322 = !DILocation(line: 85, column: 53, scope: !315)
!323 = !DILocation(line: 85, column: 17, scope: !306)
!324 = !DILocation(line: 85, column: 64, scope: !315)
!325 = !DILocalVariable(name: "q", scope: !306, file: !2, line: 86, type: !17)
!326 = !DILocation(line: 86, column: 15, scope: !306)
!327 = !DILocation(line: 86, column: 26, scope: !306)
!328 = !DILocation(line: 86, column: 29, scope: !306)
!329 = !DILocation(line: 86, column: 19, scope: !306)
!330 = !DILocalVariable(name: "r", scope: !306, file: !2, line: 86, type: !17)
!331 = !DILocation(line: 86, column: 33, scope: !306)
!332 = !DILocation(line: 86, column: 44, scope: !306)
!333 = !DILocation(line: 86, column: 47, scope: !306)
!334 = !DILocation(line: 86, column: 37, scope: !306)
!335 = !DILocation(line: 87, column: 22, scope: !306)
!336 = !DILocation(line: 87, column: 17, scope: !306)
!337 = !DILocation(line: 87, column: 13, scope: !306)
!338 = !DILocation(line: 87, column: 36, scope: !306)
!339 = !DILocation(line: 87, column: 31, scope: !306)
!340 = !DILocation(line: 87, column: 27, scope: !306)
!341 = !DILocation(line: 88, column: 32, scope: !342)
!342 = distinct !DILexicalBlock(scope: !306, file: !2, line: 88, column: 17)
!343 = !DILocation(line: 88, column: 35, scope: !342)
!344 = !DILocation(line: 88, column: 25, scope: !342)
!345 = !DILocation(line: 88, column: 44, scope: !342)
!346 = !DILocation(line: 88, column: 38, scope: !342)
!347 = !DILocation(line: 88, column: 50, scope: !342)
!348 = !DILocation(line: 88, column: 47, scope: !342)
!349 = !DILocation(line: 88, column: 17, scope: !306)
!350 = !DILocation(line: 88, column: 58, scope: !351)
!351 = distinct !DILexicalBlock(scope: !342, file: !2, line: 88, column: 53)
!352 = !DILocation(line: 88, column: 117, scope: !351)
!353 = !DILocation(line: 88, column: 106, scope: !351)
!354 = !DILocation(line: 88, column: 131, scope: !351)
!355 = !DILocation(line: 88, column: 120, scope: !351)
!356 = !DILocation(line: 88, column: 62, scope: !351)
!357 = !DILocation(line: 88, column: 135, scope: !351)
!358 = !DILocation(line: 89, column: 17, scope: !359)
!359 = distinct !DILexicalBlock(scope: !306, file: !2, line: 89, column: 17)
!360 = !DILocation(line: 89, column: 19, scope: !359)
!361 = !DILocation(line: 89, column: 24, scope: !359)
!362 = !DILocation(line: 89, column: 29, scope: !359)
!363 = !DILocation(line: 89, column: 31, scope: !359)
!364 = !DILocation(line: 89, column: 40, scope: !359)
!365 = !DILocation(line: 89, column: 42, scope: !359)
!366 = !DILocation(line: 89, column: 36, scope: !359)
!367 = !DILocation(line: 89, column: 17, scope: !306)
!368 = !DILocation(line: 89, column: 54, scope: !369)
!369 = distinct !DILexicalBlock(scope: !359, file: !2, line: 89, column: 49)
!370 = !DILocation(line: 89, column: 106, scope: !369)
!371 = !DILocation(line: 89, column: 95, scope: !369)
!372 = !DILocation(line: 89, column: 120, scope: !369)
!373 = !DILocation(line: 89, column: 109, scope: !369)
!374 = !DILocation(line: 89, column: 58, scope: !369)
!375 = !DILocation(line: 89, column: 124, scope: !369)
!376 = !DILocation(line: 90, column: 9, scope: !306)
!377 = !DILocation(line: 83, column: 33, scope: !302)
!378 = !DILocation(line: 83, column: 9, scope: !302)
!379 = distinct !{!379, !304, !380, !134}
!380 = !DILocation(line: 90, column: 9, scope: !298)
!381 = !DILocation(line: 82, column: 29, scope: !294)
!382 = !DILocation(line: 82, column: 5, scope: !294)
!383 = distinct !{!383, !296, !384, !134}
!384 = !DILocation(line: 90, column: 9, scope: !290)
!385 = !DILocation(line: 91, column: 32, scope: !107)
!386 = !DILocation(line: 91, column: 5, scope: !107)
!387 = !DILocation(line: 91, column: 45, scope: !107)
!388 = !DILocation(line: 91, column: 42, scope: !107)
!389 = !DILocation(line: 93, column: 7, scope: !107)
!390 = !DILocalVariable(name: "i", scope: !391, file: !2, line: 94, type: !22)
!391 = distinct !DILexicalBlock(scope: !107, file: !2, line: 94, column: 5)
!392 = !DILocation(line: 94, column: 14, scope: !391)
!393 = !DILocation(line: 94, column: 10, scope: !391)
!394 = !DILocation(line: 94, column: 21, scope: !395)
!395 = distinct !DILexicalBlock(scope: !391, file: !2, line: 94, column: 5)
!396 = !DILocation(line: 94, column: 23, scope: !395)
!397 = !DILocation(line: 94, column: 5, scope: !391)
!398 = !DILocalVariable(name: "s", scope: !399, file: !2, line: 95, type: !22)
!399 = distinct !DILexicalBlock(scope: !395, file: !2, line: 95, column: 9)
!400 = !DILocation(line: 95, column: 18, scope: !399)
!401 = !DILocation(line: 95, column: 14, scope: !399)
!402 = !DILocation(line: 95, column: 25, scope: !403)
!403 = distinct !DILexicalBlock(scope: !399, file: !2, line: 95, column: 9)
!404 = !DILocation(line: 95, column: 27, scope: !403)
!405 = !DILocation(line: 95, column: 9, scope: !399)
!406 = !DILocalVariable(name: "a", scope: !407, file: !2, line: 95, type: !17)
!407 = distinct !DILexicalBlock(scope: !403, file: !2, line: 95, column: 40)
!408 = !DILocation(line: 95, column: 44, scope: !407)
!409 = !DILocation(line: 95, column: 53, scope: !407)
!410 = !DILocation(line: 95, column: 48, scope: !407)
!411 = !DILocation(line: 95, column: 73, scope: !407)
!412 = !DILocation(line: 95, column: 76, scope: !407)
!413 = !DILocation(line: 95, column: 66, scope: !407)
!414 = !DILocation(line: 95, column: 61, scope: !407)
!415 = !DILocation(line: 95, column: 57, scope: !407)
!416 = !DILocation(line: 95, column: 99, scope: !407)
!417 = !DILocation(line: 95, column: 102, scope: !407)
!418 = !DILocation(line: 95, column: 91, scope: !407)
!419 = !DILocation(line: 95, column: 86, scope: !407)
!420 = !DILocation(line: 95, column: 82, scope: !407)
!421 = !DILocation(line: 95, column: 125, scope: !407)
!422 = !DILocation(line: 95, column: 128, scope: !407)
!423 = !DILocation(line: 95, column: 117, scope: !407)
!424 = !DILocation(line: 95, column: 112, scope: !407)
!425 = !DILocation(line: 95, column: 108, scope: !407)
!426 = !DILocation(line: 95, column: 134, scope: !407)
!427 = !DILocation(line: 95, column: 36, scope: !403)
!428 = !DILocation(line: 95, column: 9, scope: !403)
!429 = distinct !{!429, !405, !430, !134}
!430 = !DILocation(line: 95, column: 134, scope: !399)
!431 = !DILocation(line: 94, column: 29, scope: !395)
!432 = !DILocation(line: 94, column: 5, scope: !395)
!433 = distinct !{!433, !397, !434, !134}
!434 = !DILocation(line: 95, column: 134, scope: !391)
!435 = !DILocation(line: 96, column: 32, scope: !107)
!436 = !DILocation(line: 96, column: 5, scope: !107)
!437 = !DILocation(line: 96, column: 45, scope: !107)
!438 = !DILocation(line: 96, column: 42, scope: !107)
!439 = !DILocalVariable(name: "i", scope: !440, file: !2, line: 98, type: !22)
!440 = distinct !DILexicalBlock(scope: !107, file: !2, line: 98, column: 5)
!441 = !DILocation(line: 98, column: 14, scope: !440)
!442 = !DILocation(line: 98, column: 10, scope: !440)
!443 = !DILocation(line: 98, column: 21, scope: !444)
!444 = distinct !DILexicalBlock(scope: !440, file: !2, line: 98, column: 5)
!445 = !DILocation(line: 98, column: 23, scope: !444)
!446 = !DILocation(line: 98, column: 5, scope: !440)
!447 = !DILocalVariable(name: "a", scope: !448, file: !2, line: 99, type: !17)
!448 = distinct !DILexicalBlock(scope: !444, file: !2, line: 98, column: 36)
!449 = !DILocation(line: 99, column: 11, scope: !448)
!450 = !DILocation(line: 99, column: 20, scope: !448)
!451 = !DILocation(line: 99, column: 15, scope: !448)
!452 = !DILocation(line: 100, column: 77, scope: !448)
!453 = !DILocation(line: 100, column: 66, scope: !448)
!454 = !DILocation(line: 100, column: 102, scope: !448)
!455 = !DILocation(line: 100, column: 95, scope: !448)
!456 = !DILocation(line: 100, column: 90, scope: !448)
!457 = !DILocation(line: 101, column: 39, scope: !448)
!458 = !DILocation(line: 101, column: 31, scope: !448)
!459 = !DILocation(line: 101, column: 26, scope: !448)
!460 = !DILocation(line: 101, column: 83, scope: !448)
!461 = !DILocation(line: 101, column: 75, scope: !448)
!462 = !DILocation(line: 101, column: 64, scope: !448)
!463 = !DILocation(line: 100, column: 9, scope: !448)
!464 = !DILocation(line: 102, column: 5, scope: !448)
!465 = !DILocation(line: 98, column: 30, scope: !444)
!466 = !DILocation(line: 98, column: 5, scope: !444)
!467 = distinct !{!467, !446, !468, !134}
!468 = !DILocation(line: 102, column: 5, scope: !440)
!469 = !DILocalVariable(name: "i", scope: !470, file: !2, line: 104, type: !22)
!470 = distinct !DILexicalBlock(scope: !107, file: !2, line: 104, column: 5)
!471 = !DILocation(line: 104, column: 14, scope: !470)
!472 = !DILocation(line: 104, column: 10, scope: !470)
!473 = !DILocation(line: 104, column: 21, scope: !474)
!474 = distinct !DILexicalBlock(scope: !470, file: !2, line: 104, column: 5)
!475 = !DILocation(line: 104, column: 23, scope: !474)
!476 = !DILocation(line: 104, column: 5, scope: !470)
!477 = !DILocalVariable(name: "a", scope: !478, file: !2, line: 105, type: !17)
!478 = distinct !DILexicalBlock(scope: !474, file: !2, line: 104, column: 33)
!479 = !DILocation(line: 105, column: 11, scope: !478)
!480 = !DILocation(line: 105, column: 20, scope: !478)
!481 = !DILocation(line: 105, column: 15, scope: !478)
!482 = !DILocation(line: 107, column: 27, scope: !478)
!483 = !DILocation(line: 107, column: 16, scope: !478)
!484 = !DILocation(line: 107, column: 42, scope: !478)
!485 = !DILocation(line: 107, column: 35, scope: !478)
!486 = !DILocation(line: 107, column: 30, scope: !478)
!487 = !DILocation(line: 107, column: 59, scope: !478)
!488 = !DILocation(line: 107, column: 52, scope: !478)
!489 = !DILocation(line: 107, column: 47, scope: !478)
!490 = !DILocation(line: 107, column: 76, scope: !478)
!491 = !DILocation(line: 107, column: 69, scope: !478)
!492 = !DILocation(line: 107, column: 64, scope: !478)
!493 = !DILocation(line: 107, column: 97, scope: !478)
!494 = !DILocation(line: 107, column: 92, scope: !478)
!495 = !DILocation(line: 107, column: 81, scope: !478)
!496 = !DILocation(line: 107, column: 117, scope: !478)
!497 = !DILocation(line: 107, column: 112, scope: !478)
!498 = !DILocation(line: 107, column: 101, scope: !478)
!499 = !DILocation(line: 108, column: 33, scope: !478)
!500 = !DILocation(line: 108, column: 27, scope: !478)
!501 = !DILocation(line: 108, column: 16, scope: !478)
!502 = !DILocation(line: 108, column: 54, scope: !478)
!503 = !DILocation(line: 108, column: 48, scope: !478)
!504 = !DILocation(line: 108, column: 37, scope: !478)
!505 = !DILocation(line: 108, column: 75, scope: !478)
!506 = !DILocation(line: 108, column: 69, scope: !478)
!507 = !DILocation(line: 108, column: 58, scope: !478)
!508 = !DILocation(line: 108, column: 96, scope: !478)
!509 = !DILocation(line: 108, column: 90, scope: !478)
!510 = !DILocation(line: 108, column: 79, scope: !478)
!511 = !DILocation(line: 108, column: 117, scope: !478)
!512 = !DILocation(line: 108, column: 111, scope: !478)
!513 = !DILocation(line: 108, column: 100, scope: !478)
!514 = !DILocation(line: 109, column: 34, scope: !478)
!515 = !DILocation(line: 109, column: 27, scope: !478)
!516 = !DILocation(line: 109, column: 16, scope: !478)
!517 = !DILocation(line: 109, column: 53, scope: !478)
!518 = !DILocation(line: 109, column: 46, scope: !478)
!519 = !DILocation(line: 109, column: 38, scope: !478)
!520 = !DILocation(line: 109, column: 64, scope: !478)
!521 = !DILocation(line: 109, column: 56, scope: !478)
!522 = !DILocation(line: 106, column: 9, scope: !478)
!523 = !DILocation(line: 110, column: 19, scope: !524)
!524 = distinct !DILexicalBlock(scope: !478, file: !2, line: 110, column: 13)
!525 = !DILocation(line: 110, column: 13, scope: !524)
!526 = !DILocation(line: 110, column: 32, scope: !524)
!527 = !DILocation(line: 110, column: 25, scope: !524)
!528 = !DILocation(line: 110, column: 22, scope: !524)
!529 = !DILocation(line: 110, column: 39, scope: !524)
!530 = !DILocation(line: 110, column: 48, scope: !524)
!531 = !DILocation(line: 110, column: 42, scope: !524)
!532 = !DILocation(line: 110, column: 61, scope: !524)
!533 = !DILocation(line: 110, column: 54, scope: !524)
!534 = !DILocation(line: 110, column: 51, scope: !524)
!535 = !DILocation(line: 110, column: 68, scope: !524)
!536 = !DILocation(line: 110, column: 76, scope: !524)
!537 = !DILocation(line: 110, column: 71, scope: !524)
!538 = !DILocation(line: 110, column: 89, scope: !524)
!539 = !DILocation(line: 110, column: 82, scope: !524)
!540 = !DILocation(line: 110, column: 79, scope: !524)
!541 = !DILocation(line: 110, column: 95, scope: !524)
!542 = !DILocation(line: 110, column: 104, scope: !524)
!543 = !DILocation(line: 110, column: 98, scope: !524)
!544 = !DILocation(line: 110, column: 117, scope: !524)
!545 = !DILocation(line: 110, column: 110, scope: !524)
!546 = !DILocation(line: 110, column: 107, scope: !524)
!547 = !DILocation(line: 110, column: 13, scope: !478)
!548 = !DILocation(line: 110, column: 130, scope: !549)
!549 = distinct !DILexicalBlock(scope: !524, file: !2, line: 110, column: 125)
!550 = !DILocation(line: 110, column: 134, scope: !549)
!551 = !DILocation(line: 110, column: 166, scope: !549)
!552 = !DILocation(line: 111, column: 5, scope: !478)
!553 = !DILocation(line: 104, column: 29, scope: !474)
!554 = !DILocation(line: 104, column: 5, scope: !474)
!555 = distinct !{!555, !476, !556, !134}
!556 = !DILocation(line: 111, column: 5, scope: !470)
!557 = !DILocation(line: 112, column: 38, scope: !107)
!558 = !DILocation(line: 112, column: 45, scope: !107)
!559 = !DILocation(line: 112, column: 5, scope: !107)
!560 = !DILocation(line: 113, column: 12, scope: !107)
!561 = !DILocation(line: 113, column: 30, scope: !107)
!562 = !DILocation(line: 113, column: 36, scope: !107)
!563 = !DILocation(line: 113, column: 24, scope: !107)
!564 = !DILocation(line: 113, column: 5, scope: !107)
!565 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 25, type: !566, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!566 = !DISubroutineType(types: !567)
!567 = !{null, !21}
!568 = !DILocalVariable(name: "v", arg: 1, scope: !565, file: !2, line: 25, type: !21)
!569 = !DILocation(line: 25, column: 36, scope: !565)
!570 = !DILocation(line: 25, column: 46, scope: !565)
!571 = !DILocation(line: 25, column: 50, scope: !565)
!572 = !DILocation(line: 25, column: 48, scope: !565)
!573 = !DILocation(line: 25, column: 53, scope: !565)
!574 = !DILocation(line: 25, column: 43, scope: !565)
!575 = !DILocation(line: 25, column: 73, scope: !565)
!576 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 26, type: !577, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!577 = !DISubroutineType(types: !578)
!578 = !{!21, !17}
!579 = !DILocalVariable(name: "v", arg: 1, scope: !576, file: !2, line: 26, type: !17)
!580 = !DILocation(line: 26, column: 34, scope: !576)
!581 = !DILocation(line: 26, column: 69, scope: !576)
!582 = !DILocation(line: 26, column: 46, scope: !576)
!583 = !DILocation(line: 26, column: 39, scope: !576)
!584 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 28, type: !585, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!585 = !DISubroutineType(types: !586)
!586 = !{!17, !17, !17}
!587 = !DILocalVariable(name: "a", arg: 1, scope: !584, file: !2, line: 28, type: !17)
!588 = !DILocation(line: 28, column: 45, scope: !584)
!589 = !DILocalVariable(name: "b", arg: 2, scope: !584, file: !2, line: 28, type: !17)
!590 = !DILocation(line: 28, column: 50, scope: !584)
!591 = !DILocation(line: 28, column: 70, scope: !584)
!592 = !DILocation(line: 28, column: 78, scope: !584)
!593 = !DILocation(line: 28, column: 72, scope: !584)
!594 = !DILocation(line: 28, column: 55, scope: !584)
!595 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 29, type: !585, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!596 = !DILocalVariable(name: "a", arg: 1, scope: !595, file: !2, line: 29, type: !17)
!597 = !DILocation(line: 29, column: 45, scope: !595)
!598 = !DILocalVariable(name: "b", arg: 2, scope: !595, file: !2, line: 29, type: !17)
!599 = !DILocation(line: 29, column: 50, scope: !595)
!600 = !DILocation(line: 29, column: 70, scope: !595)
!601 = !DILocation(line: 29, column: 78, scope: !595)
!602 = !DILocation(line: 29, column: 72, scope: !595)
!603 = !DILocation(line: 29, column: 55, scope: !595)
!604 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 30, type: !585, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!605 = !DILocalVariable(name: "a", arg: 1, scope: !604, file: !2, line: 30, type: !17)
!606 = !DILocation(line: 30, column: 45, scope: !604)
!607 = !DILocalVariable(name: "b", arg: 2, scope: !604, file: !2, line: 30, type: !17)
!608 = !DILocation(line: 30, column: 50, scope: !604)
!609 = !DILocation(line: 30, column: 70, scope: !604)
!610 = !DILocation(line: 30, column: 78, scope: !604)
!611 = !DILocation(line: 30, column: 72, scope: !604)
!612 = !DILocation(line: 30, column: 55, scope: !604)
!613 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 33, type: !585, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!614 = !DILocalVariable(name: "a", arg: 1, scope: !613, file: !2, line: 33, type: !17)
!615 = !DILocation(line: 33, column: 45, scope: !613)
!616 = !DILocalVariable(name: "b", arg: 2, scope: !613, file: !2, line: 33, type: !17)
!617 = !DILocation(line: 33, column: 50, scope: !613)
!618 = !DILocation(line: 33, column: 62, scope: !613)
!619 = !DILocation(line: 33, column: 66, scope: !613)
!620 = !DILocation(line: 33, column: 64, scope: !613)
!621 = !DILocation(line: 33, column: 55, scope: !613)
!622 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 34, type: !585, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!623 = !DILocalVariable(name: "a", arg: 1, scope: !622, file: !2, line: 34, type: !17)
!624 = !DILocation(line: 34, column: 44, scope: !622)
!625 = !DILocalVariable(name: "b", arg: 2, scope: !622, file: !2, line: 34, type: !17)
!626 = !DILocation(line: 34, column: 49, scope: !622)
!627 = !DILocation(line: 34, column: 61, scope: !622)
!628 = !DILocation(line: 34, column: 65, scope: !622)
!629 = !DILocation(line: 34, column: 63, scope: !622)
!630 = !DILocation(line: 34, column: 54, scope: !622)
!631 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 35, type: !585, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!632 = !DILocalVariable(name: "a", arg: 1, scope: !631, file: !2, line: 35, type: !17)
!633 = !DILocation(line: 35, column: 45, scope: !631)
!634 = !DILocalVariable(name: "b", arg: 2, scope: !631, file: !2, line: 35, type: !17)
!635 = !DILocation(line: 35, column: 50, scope: !631)
!636 = !DILocation(line: 35, column: 62, scope: !631)
!637 = !DILocation(line: 35, column: 66, scope: !631)
!638 = !DILocation(line: 35, column: 64, scope: !631)
!639 = !DILocation(line: 35, column: 55, scope: !631)
!640 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 42, type: !585, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!641 = !DILocalVariable(name: "a", arg: 1, scope: !640, file: !2, line: 42, type: !17)
!642 = !DILocation(line: 42, column: 45, scope: !640)
!643 = !DILocalVariable(name: "b", arg: 2, scope: !640, file: !2, line: 42, type: !17)
!644 = !DILocation(line: 42, column: 50, scope: !640)
!645 = !DILocation(line: 42, column: 62, scope: !640)
!646 = !DILocation(line: 42, column: 66, scope: !640)
!647 = !DILocation(line: 42, column: 64, scope: !640)
!648 = !DILocation(line: 42, column: 70, scope: !640)
!649 = !DILocation(line: 42, column: 74, scope: !640)
!650 = !DILocation(line: 42, column: 55, scope: !640)
!651 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 43, type: !585, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!652 = !DILocalVariable(name: "a", arg: 1, scope: !651, file: !2, line: 43, type: !17)
!653 = !DILocation(line: 43, column: 45, scope: !651)
!654 = !DILocalVariable(name: "b", arg: 2, scope: !651, file: !2, line: 43, type: !17)
!655 = !DILocation(line: 43, column: 50, scope: !651)
!656 = !DILocation(line: 43, column: 62, scope: !651)
!657 = !DILocation(line: 43, column: 66, scope: !651)
!658 = !DILocation(line: 43, column: 64, scope: !651)
!659 = !DILocation(line: 43, column: 70, scope: !651)
!660 = !DILocation(line: 43, column: 74, scope: !651)
!661 = !DILocation(line: 43, column: 55, scope: !651)
!662 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 44, type: !663, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!663 = !DISubroutineType(types: !664)
!664 = !{!22, !17, !17}
!665 = !DILocalVariable(name: "a", arg: 1, scope: !662, file: !2, line: 44, type: !17)
!666 = !DILocation(line: 44, column: 47, scope: !662)
!667 = !DILocalVariable(name: "b", arg: 2, scope: !662, file: !2, line: 44, type: !17)
!668 = !DILocation(line: 44, column: 52, scope: !662)
!669 = !DILocation(line: 45, column: 13, scope: !662)
!670 = !DILocation(line: 45, column: 18, scope: !662)
!671 = !DILocation(line: 45, column: 15, scope: !662)
!672 = !DILocation(line: 45, column: 24, scope: !662)
!673 = !DILocation(line: 45, column: 29, scope: !662)
!674 = !DILocation(line: 45, column: 26, scope: !662)
!675 = !DILocation(line: 45, column: 32, scope: !662)
!676 = !DILocation(line: 45, column: 21, scope: !662)
!677 = !DILocation(line: 45, column: 40, scope: !662)
!678 = !DILocation(line: 45, column: 44, scope: !662)
!679 = !DILocation(line: 45, column: 42, scope: !662)
!680 = !DILocation(line: 45, column: 47, scope: !662)
!681 = !DILocation(line: 45, column: 37, scope: !662)
!682 = !DILocation(line: 45, column: 55, scope: !662)
!683 = !DILocation(line: 45, column: 60, scope: !662)
!684 = !DILocation(line: 45, column: 57, scope: !662)
!685 = !DILocation(line: 45, column: 63, scope: !662)
!686 = !DILocation(line: 45, column: 52, scope: !662)
!687 = !DILocation(line: 45, column: 71, scope: !662)
!688 = !DILocation(line: 45, column: 75, scope: !662)
!689 = !DILocation(line: 45, column: 73, scope: !662)
!690 = !DILocation(line: 45, column: 78, scope: !662)
!691 = !DILocation(line: 45, column: 68, scope: !662)
!692 = !DILocation(line: 45, column: 86, scope: !662)
!693 = !DILocation(line: 45, column: 91, scope: !662)
!694 = !DILocation(line: 45, column: 88, scope: !662)
!695 = !DILocation(line: 45, column: 94, scope: !662)
!696 = !DILocation(line: 45, column: 83, scope: !662)
!697 = !DILocation(line: 46, column: 16, scope: !662)
!698 = !DILocation(line: 46, column: 23, scope: !662)
!699 = !DILocation(line: 46, column: 18, scope: !662)
!700 = !DILocation(line: 46, column: 26, scope: !662)
!701 = !DILocation(line: 45, column: 99, scope: !662)
!702 = !DILocation(line: 46, column: 37, scope: !662)
!703 = !DILocation(line: 46, column: 45, scope: !662)
!704 = !DILocation(line: 46, column: 39, scope: !662)
!705 = !DILocation(line: 46, column: 48, scope: !662)
!706 = !DILocation(line: 46, column: 31, scope: !662)
!707 = !DILocation(line: 46, column: 57, scope: !662)
!708 = !DILocation(line: 46, column: 56, scope: !662)
!709 = !DILocation(line: 46, column: 60, scope: !662)
!710 = !DILocation(line: 46, column: 53, scope: !662)
!711 = !DILocation(line: 46, column: 70, scope: !662)
!712 = !DILocation(line: 46, column: 69, scope: !662)
!713 = !DILocation(line: 46, column: 68, scope: !662)
!714 = !DILocation(line: 46, column: 73, scope: !662)
!715 = !DILocation(line: 46, column: 65, scope: !662)
!716 = !DILocation(line: 45, column: 5, scope: !662)
!717 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 31, type: !585, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!718 = !DILocalVariable(name: "a", arg: 1, scope: !717, file: !2, line: 31, type: !17)
!719 = !DILocation(line: 31, column: 45, scope: !717)
!720 = !DILocalVariable(name: "b", arg: 2, scope: !717, file: !2, line: 31, type: !17)
!721 = !DILocation(line: 31, column: 50, scope: !717)
!722 = !DILocation(line: 31, column: 66, scope: !717)
!723 = !DILocation(line: 31, column: 70, scope: !717)
!724 = !DILocation(line: 31, column: 68, scope: !717)
!725 = !DILocation(line: 31, column: 55, scope: !717)
!726 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 32, type: !585, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!727 = !DILocalVariable(name: "a", arg: 1, scope: !726, file: !2, line: 32, type: !17)
!728 = !DILocation(line: 32, column: 45, scope: !726)
!729 = !DILocalVariable(name: "b", arg: 2, scope: !726, file: !2, line: 32, type: !17)
!730 = !DILocation(line: 32, column: 50, scope: !726)
!731 = !DILocation(line: 32, column: 66, scope: !726)
!732 = !DILocation(line: 32, column: 70, scope: !726)
!733 = !DILocation(line: 32, column: 68, scope: !726)
!734 = !DILocation(line: 32, column: 55, scope: !726)
!735 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 36, type: !736, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!736 = !DISubroutineType(types: !737)
!737 = !{!17, !17, !22}
!738 = !DILocalVariable(name: "a", arg: 1, scope: !735, file: !2, line: 36, type: !17)
!739 = !DILocation(line: 36, column: 45, scope: !735)
!740 = !DILocalVariable(name: "s", arg: 2, scope: !735, file: !2, line: 36, type: !22)
!741 = !DILocation(line: 36, column: 52, scope: !735)
!742 = !DILocation(line: 36, column: 75, scope: !735)
!743 = !DILocation(line: 36, column: 80, scope: !735)
!744 = !DILocation(line: 36, column: 77, scope: !735)
!745 = !DILocation(line: 36, column: 57, scope: !735)
!746 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 37, type: !736, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!747 = !DILocalVariable(name: "a", arg: 1, scope: !746, file: !2, line: 37, type: !17)
!748 = !DILocation(line: 37, column: 46, scope: !746)
!749 = !DILocalVariable(name: "s", arg: 2, scope: !746, file: !2, line: 37, type: !22)
!750 = !DILocation(line: 37, column: 53, scope: !746)
!751 = !DILocation(line: 37, column: 72, scope: !746)
!752 = !DILocation(line: 37, column: 77, scope: !746)
!753 = !DILocation(line: 37, column: 74, scope: !746)
!754 = !DILocation(line: 37, column: 58, scope: !746)
!755 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 38, type: !736, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!756 = !DILocalVariable(name: "a", arg: 1, scope: !755, file: !2, line: 38, type: !17)
!757 = !DILocation(line: 38, column: 46, scope: !755)
!758 = !DILocalVariable(name: "s", arg: 2, scope: !755, file: !2, line: 38, type: !22)
!759 = !DILocation(line: 38, column: 53, scope: !755)
!760 = !DILocation(line: 38, column: 69, scope: !755)
!761 = !DILocation(line: 38, column: 74, scope: !755)
!762 = !DILocation(line: 38, column: 71, scope: !755)
!763 = !DILocation(line: 38, column: 58, scope: !755)
!764 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 39, type: !765, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!765 = !DISubroutineType(types: !766)
!766 = !{!17, !17}
!767 = !DILocalVariable(name: "a", arg: 1, scope: !764, file: !2, line: 39, type: !17)
!768 = !DILocation(line: 39, column: 45, scope: !764)
!769 = !DILocation(line: 39, column: 73, scope: !764)
!770 = !DILocation(line: 39, column: 67, scope: !764)
!771 = !DILocation(line: 39, column: 50, scope: !764)
!772 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 40, type: !765, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!773 = !DILocalVariable(name: "a", arg: 1, scope: !772, file: !2, line: 40, type: !17)
!774 = !DILocation(line: 40, column: 45, scope: !772)
!775 = !DILocation(line: 40, column: 61, scope: !772)
!776 = !DILocation(line: 40, column: 60, scope: !772)
!777 = !DILocation(line: 40, column: 50, scope: !772)
!778 = distinct !DISubprogram(name: "op_abs", scope: !2, file: !2, line: 41, type: !765, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!779 = !DILocalVariable(name: "a", arg: 1, scope: !778, file: !2, line: 41, type: !17)
!780 = !DILocation(line: 41, column: 45, scope: !778)
!781 = !DILocation(line: 41, column: 57, scope: !778)
!782 = !DILocation(line: 41, column: 59, scope: !778)
!783 = !DILocation(line: 41, column: 72, scope: !778)
!784 = !DILocation(line: 41, column: 65, scope: !778)
!785 = !DILocation(line: 41, column: 77, scope: !778)
!786 = !DILocation(line: 41, column: 50, scope: !778)
!787 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 48, type: !765, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!788 = !DILocalVariable(name: "a", arg: 1, scope: !787, file: !2, line: 48, type: !17)
!789 = !DILocation(line: 48, column: 43, scope: !787)
!790 = !DILocation(line: 48, column: 59, scope: !787)
!791 = !DILocation(line: 48, column: 61, scope: !787)
!792 = !DILocation(line: 48, column: 48, scope: !787)
!793 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 49, type: !765, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!794 = !DILocalVariable(name: "a", arg: 1, scope: !793, file: !2, line: 49, type: !17)
!795 = !DILocation(line: 49, column: 43, scope: !793)
!796 = !DILocation(line: 49, column: 59, scope: !793)
!797 = !DILocation(line: 49, column: 61, scope: !793)
!798 = !DILocation(line: 49, column: 48, scope: !793)
!799 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 50, type: !765, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!800 = !DILocalVariable(name: "a", arg: 1, scope: !799, file: !2, line: 50, type: !17)
!801 = !DILocation(line: 50, column: 44, scope: !799)
!802 = !DILocation(line: 50, column: 60, scope: !799)
!803 = !DILocation(line: 50, column: 62, scope: !799)
!804 = !DILocation(line: 50, column: 49, scope: !799)
!805 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 51, type: !765, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!806 = !DILocalVariable(name: "a", arg: 1, scope: !805, file: !2, line: 51, type: !17)
!807 = !DILocation(line: 51, column: 44, scope: !805)
!808 = !DILocation(line: 51, column: 60, scope: !805)
!809 = !DILocation(line: 51, column: 62, scope: !805)
!810 = !DILocation(line: 51, column: 49, scope: !805)
!811 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 52, type: !765, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!812 = !DILocalVariable(name: "a", arg: 1, scope: !811, file: !2, line: 52, type: !17)
!813 = !DILocation(line: 52, column: 44, scope: !811)
!814 = !DILocation(line: 52, column: 60, scope: !811)
!815 = !DILocation(line: 52, column: 62, scope: !811)
!816 = !DILocation(line: 52, column: 49, scope: !811)
!817 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 53, type: !765, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!818 = !DILocalVariable(name: "a", arg: 1, scope: !817, file: !2, line: 53, type: !17)
!819 = !DILocation(line: 53, column: 44, scope: !817)
!820 = !DILocation(line: 53, column: 60, scope: !817)
!821 = !DILocation(line: 53, column: 62, scope: !817)
!822 = !DILocation(line: 53, column: 49, scope: !817)
!823 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 54, type: !765, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!824 = !DILocalVariable(name: "a", arg: 1, scope: !823, file: !2, line: 54, type: !17)
!825 = !DILocation(line: 54, column: 44, scope: !823)
!826 = !DILocation(line: 54, column: 69, scope: !823)
!827 = !DILocation(line: 54, column: 71, scope: !823)
!828 = !DILocation(line: 54, column: 49, scope: !823)
!829 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 55, type: !765, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !110)
!830 = !DILocalVariable(name: "a", arg: 1, scope: !829, file: !2, line: 55, type: !17)
!831 = !DILocation(line: 55, column: 45, scope: !829)
!832 = !DILocation(line: 55, column: 61, scope: !829)
!833 = !DILocation(line: 55, column: 63, scope: !829)
!834 = !DILocation(line: 55, column: 50, scope: !829)
