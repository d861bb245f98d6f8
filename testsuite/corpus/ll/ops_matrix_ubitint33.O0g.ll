; ModuleID = 'programs/ops_matrix_ubitint33.c'
source_filename = "programs/ops_matrix_ubitint33.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [59 x i8] c"type unsigned _BitInt(33): %d bits, %s, min %lld max %llu\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [9 x i8] c"unsigned\00", align 1, !dbg !7
@h = internal global i64 0, align 8, !dbg !12
@vals = internal global [21 x i64] [i64 0, i64 1, i64 0, i64 8589934585, i64 8589934589, i64 8589934590, i64 8589934591, i64 0, i64 1, i64 2, i64 3, i64 5, i64 7, i64 10, i64 4294967295, i64 4294967296, i64 8589934590, i64 8589934591, i64 5726623061, i64 2863311530, i64 6604705263], align 16, !dbg !92
@.str.2 = private unnamed_addr constant [14 x i8] c"%-6s %016llx\0A\00", align 1, !dbg !26
@.str.3 = private unnamed_addr constant [4 x i8] c"add\00", align 1, !dbg !31
@.str.4 = private unnamed_addr constant [4 x i8] c"sub\00", align 1, !dbg !36
@.str.5 = private unnamed_addr constant [4 x i8] c"mul\00", align 1, !dbg !38
@.str.6 = private unnamed_addr constant [4 x i8] c"and\00", align 1, !dbg !40
@.str.7 = private unnamed_addr constant [3 x i8] c"or\00", align 1, !dbg !42
@.str.8 = private unnamed_addr constant [4 x i8] c"xor\00", align 1, !dbg !47
@.str.9 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !49
@.str.10 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !51
@.str.11 = private unnamed_addr constant [4 x i8] c"cmp\00", align 1, !dbg !53
@.str.12 = private unnamed_addr constant [33 x i8] c"divrem identity fails %lld %lld\0A\00", align 1, !dbg !55
@.str.13 = private unnamed_addr constant [26 x i8] c"rem sign wrong %lld %lld\0A\00", align 1, !dbg !60
@.str.14 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1, !dbg !65
@.str.15 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1, !dbg !70
@.str.16 = private unnamed_addr constant [46 x i8] c"  %20lld: shl%d=%llx lshr%d=%llx ashr%d=%lld\0A\00", align 1, !dbg !72
@.str.17 = private unnamed_addr constant [123 x i8] c"%20lld neg=%llx not=%llx abs=%llx /3=%lld /7=%lld /10=%lld %%10=%lld /16=%lld %%16=%lld /-5=%lld /max=%lld f=%.9g d=%.17g\0A\00", align 1, !dbg !77
@.str.18 = private unnamed_addr constant [20 x i8] c"const div mismatch\0A\00", align 1, !dbg !82
@.str.19 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1, !dbg !87

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !106 {
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
    #dbg_declare(ptr %2, !110, !DIExpression(), !111)
  store i64 0, ptr %2, align 8, !dbg !111
    #dbg_declare(ptr %3, !112, !DIExpression(), !113)
  store i32 0, ptr %3, align 4, !dbg !113
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 33, ptr noundef @.str.1, i64 noundef 0, i64 noundef 8589934591), !dbg !114
  br label %162, !dbg !115

162:                                              ; preds = %0
  store i64 1469598103934665603, ptr @h, align 8, !dbg !116
    #dbg_declare(ptr %4, !118, !DIExpression(), !120)
  store i32 0, ptr %4, align 4, !dbg !120
  br label %163, !dbg !120

163:                                              ; preds = %201, %162
  %164 = load i32, ptr %4, align 4, !dbg !121
  %165 = icmp slt i32 %164, 21, !dbg !121
  br i1 %165, label %166, label %204, !dbg !120

166:                                              ; preds = %163
    #dbg_declare(ptr %5, !123, !DIExpression(), !125)
  store i32 0, ptr %5, align 4, !dbg !125
  br label %167, !dbg !125

167:                                              ; preds = %197, %166
  %168 = load i32, ptr %5, align 4, !dbg !126
  %169 = icmp slt i32 %168, 21, !dbg !126
  br i1 %169, label %170, label %200, !dbg !125

170:                                              ; preds = %167
    #dbg_declare(ptr %6, !128, !DIExpression(), !130)
  %171 = load i32, ptr %4, align 4, !dbg !130
  %172 = sext i32 %171 to i64, !dbg !130
  %173 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %172, !dbg !130
  %174 = load volatile i64, ptr %173, align 8, !dbg !130
  %175 = trunc i64 %174 to i33, !dbg !130
  %176 = zext i33 %175 to i64, !dbg !130
  store i64 %176, ptr %6, align 8, !dbg !130
    #dbg_declare(ptr %7, !131, !DIExpression(), !130)
  %177 = load i32, ptr %5, align 4, !dbg !130
  %178 = sext i32 %177 to i64, !dbg !130
  %179 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %178, !dbg !130
  %180 = load volatile i64, ptr %179, align 8, !dbg !130
  %181 = trunc i64 %180 to i33, !dbg !130
  %182 = zext i33 %181 to i64, !dbg !130
  store i64 %182, ptr %7, align 8, !dbg !130
  %183 = load i64, ptr %6, align 8, !dbg !130
  %184 = trunc i64 %183 to i33, !dbg !130
  %185 = load i64, ptr %7, align 8, !dbg !130
  %186 = trunc i64 %185 to i33, !dbg !130
  %187 = zext i33 %184 to i64, !dbg !130
  store i64 %187, ptr %8, align 8, !dbg !130
  %188 = load i64, ptr %8, align 8, !dbg !130
  %189 = zext i33 %186 to i64, !dbg !130
  store i64 %189, ptr %9, align 8, !dbg !130
  %190 = load i64, ptr %9, align 8, !dbg !130
  %191 = call i64 @op_add(i64 noundef %188, i64 noundef %190), !dbg !130
  store i64 %191, ptr %10, align 8, !dbg !130
  %192 = load i64, ptr %10, align 8, !dbg !130
  %193 = trunc i64 %192 to i33, !dbg !130
  %194 = zext i33 %193 to i64, !dbg !130
  store i64 %194, ptr %11, align 8, !dbg !130
  %195 = load i64, ptr %11, align 8, !dbg !130
  %196 = call i64 @bits(i64 noundef %195), !dbg !130
  call void @mix(i64 noundef %196), !dbg !130
  br label %197, !dbg !130

197:                                              ; preds = %170
  %198 = load i32, ptr %5, align 4, !dbg !126
  %199 = add nsw i32 %198, 1, !dbg !126
  store i32 %199, ptr %5, align 4, !dbg !126
  br label %167, !dbg !126, !llvm.loop !132

200:                                              ; preds = %167
  br label %201, !dbg !125

201:                                              ; preds = %200
  %202 = load i32, ptr %4, align 4, !dbg !121
  %203 = add nsw i32 %202, 1, !dbg !121
  store i32 %203, ptr %4, align 4, !dbg !121
  br label %163, !dbg !121, !llvm.loop !134

204:                                              ; preds = %163
  %205 = load i64, ptr @h, align 8, !dbg !116
  %206 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.3, i64 noundef %205), !dbg !116
  %207 = load i64, ptr @h, align 8, !dbg !116
  %208 = load i64, ptr %2, align 8, !dbg !116
  %209 = xor i64 %208, %207, !dbg !116
  store i64 %209, ptr %2, align 8, !dbg !116
  br label %210, !dbg !116

210:                                              ; preds = %204
  br label %211, !dbg !135

211:                                              ; preds = %210
  store i64 1469598103934665603, ptr @h, align 8, !dbg !136
    #dbg_declare(ptr %12, !138, !DIExpression(), !140)
  store i32 0, ptr %12, align 4, !dbg !140
  br label %212, !dbg !140

212:                                              ; preds = %250, %211
  %213 = load i32, ptr %12, align 4, !dbg !141
  %214 = icmp slt i32 %213, 21, !dbg !141
  br i1 %214, label %215, label %253, !dbg !140

215:                                              ; preds = %212
    #dbg_declare(ptr %13, !143, !DIExpression(), !145)
  store i32 0, ptr %13, align 4, !dbg !145
  br label %216, !dbg !145

216:                                              ; preds = %246, %215
  %217 = load i32, ptr %13, align 4, !dbg !146
  %218 = icmp slt i32 %217, 21, !dbg !146
  br i1 %218, label %219, label %249, !dbg !145

219:                                              ; preds = %216
    #dbg_declare(ptr %14, !148, !DIExpression(), !150)
  %220 = load i32, ptr %12, align 4, !dbg !150
  %221 = sext i32 %220 to i64, !dbg !150
  %222 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %221, !dbg !150
  %223 = load volatile i64, ptr %222, align 8, !dbg !150
  %224 = trunc i64 %223 to i33, !dbg !150
  %225 = zext i33 %224 to i64, !dbg !150
  store i64 %225, ptr %14, align 8, !dbg !150
    #dbg_declare(ptr %15, !151, !DIExpression(), !150)
  %226 = load i32, ptr %13, align 4, !dbg !150
  %227 = sext i32 %226 to i64, !dbg !150
  %228 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %227, !dbg !150
  %229 = load volatile i64, ptr %228, align 8, !dbg !150
  %230 = trunc i64 %229 to i33, !dbg !150
  %231 = zext i33 %230 to i64, !dbg !150
  store i64 %231, ptr %15, align 8, !dbg !150
  %232 = load i64, ptr %14, align 8, !dbg !150
  %233 = trunc i64 %232 to i33, !dbg !150
  %234 = load i64, ptr %15, align 8, !dbg !150
  %235 = trunc i64 %234 to i33, !dbg !150
  %236 = zext i33 %233 to i64, !dbg !150
  store i64 %236, ptr %16, align 8, !dbg !150
  %237 = load i64, ptr %16, align 8, !dbg !150
  %238 = zext i33 %235 to i64, !dbg !150
  store i64 %238, ptr %17, align 8, !dbg !150
  %239 = load i64, ptr %17, align 8, !dbg !150
  %240 = call i64 @op_sub(i64 noundef %237, i64 noundef %239), !dbg !150
  store i64 %240, ptr %18, align 8, !dbg !150
  %241 = load i64, ptr %18, align 8, !dbg !150
  %242 = trunc i64 %241 to i33, !dbg !150
  %243 = zext i33 %242 to i64, !dbg !150
  store i64 %243, ptr %19, align 8, !dbg !150
  %244 = load i64, ptr %19, align 8, !dbg !150
  %245 = call i64 @bits(i64 noundef %244), !dbg !150
  call void @mix(i64 noundef %245), !dbg !150
  br label %246, !dbg !150

246:                                              ; preds = %219
  %247 = load i32, ptr %13, align 4, !dbg !146
  %248 = add nsw i32 %247, 1, !dbg !146
  store i32 %248, ptr %13, align 4, !dbg !146
  br label %216, !dbg !146, !llvm.loop !152

249:                                              ; preds = %216
  br label %250, !dbg !145

250:                                              ; preds = %249
  %251 = load i32, ptr %12, align 4, !dbg !141
  %252 = add nsw i32 %251, 1, !dbg !141
  store i32 %252, ptr %12, align 4, !dbg !141
  br label %212, !dbg !141, !llvm.loop !153

253:                                              ; preds = %212
  %254 = load i64, ptr @h, align 8, !dbg !136
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.4, i64 noundef %254), !dbg !136
  %256 = load i64, ptr @h, align 8, !dbg !136
  %257 = load i64, ptr %2, align 8, !dbg !136
  %258 = xor i64 %257, %256, !dbg !136
  store i64 %258, ptr %2, align 8, !dbg !136
  br label %259, !dbg !136

259:                                              ; preds = %253
  br label %260, !dbg !154

260:                                              ; preds = %259
  store i64 1469598103934665603, ptr @h, align 8, !dbg !155
    #dbg_declare(ptr %20, !157, !DIExpression(), !159)
  store i32 0, ptr %20, align 4, !dbg !159
  br label %261, !dbg !159

261:                                              ; preds = %299, %260
  %262 = load i32, ptr %20, align 4, !dbg !160
  %263 = icmp slt i32 %262, 21, !dbg !160
  br i1 %263, label %264, label %302, !dbg !159

264:                                              ; preds = %261
    #dbg_declare(ptr %21, !162, !DIExpression(), !164)
  store i32 0, ptr %21, align 4, !dbg !164
  br label %265, !dbg !164

265:                                              ; preds = %295, %264
  %266 = load i32, ptr %21, align 4, !dbg !165
  %267 = icmp slt i32 %266, 21, !dbg !165
  br i1 %267, label %268, label %298, !dbg !164

268:                                              ; preds = %265
    #dbg_declare(ptr %22, !167, !DIExpression(), !169)
  %269 = load i32, ptr %20, align 4, !dbg !169
  %270 = sext i32 %269 to i64, !dbg !169
  %271 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %270, !dbg !169
  %272 = load volatile i64, ptr %271, align 8, !dbg !169
  %273 = trunc i64 %272 to i33, !dbg !169
  %274 = zext i33 %273 to i64, !dbg !169
  store i64 %274, ptr %22, align 8, !dbg !169
    #dbg_declare(ptr %23, !170, !DIExpression(), !169)
  %275 = load i32, ptr %21, align 4, !dbg !169
  %276 = sext i32 %275 to i64, !dbg !169
  %277 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %276, !dbg !169
  %278 = load volatile i64, ptr %277, align 8, !dbg !169
  %279 = trunc i64 %278 to i33, !dbg !169
  %280 = zext i33 %279 to i64, !dbg !169
  store i64 %280, ptr %23, align 8, !dbg !169
  %281 = load i64, ptr %22, align 8, !dbg !169
  %282 = trunc i64 %281 to i33, !dbg !169
  %283 = load i64, ptr %23, align 8, !dbg !169
  %284 = trunc i64 %283 to i33, !dbg !169
  %285 = zext i33 %282 to i64, !dbg !169
  store i64 %285, ptr %24, align 8, !dbg !169
  %286 = load i64, ptr %24, align 8, !dbg !169
  %287 = zext i33 %284 to i64, !dbg !169
  store i64 %287, ptr %25, align 8, !dbg !169
  %288 = load i64, ptr %25, align 8, !dbg !169
  %289 = call i64 @op_mul(i64 noundef %286, i64 noundef %288), !dbg !169
  store i64 %289, ptr %26, align 8, !dbg !169
  %290 = load i64, ptr %26, align 8, !dbg !169
  %291 = trunc i64 %290 to i33, !dbg !169
  %292 = zext i33 %291 to i64, !dbg !169
  store i64 %292, ptr %27, align 8, !dbg !169
  %293 = load i64, ptr %27, align 8, !dbg !169
  %294 = call i64 @bits(i64 noundef %293), !dbg !169
  call void @mix(i64 noundef %294), !dbg !169
  br label %295, !dbg !169

295:                                              ; preds = %268
  %296 = load i32, ptr %21, align 4, !dbg !165
  %297 = add nsw i32 %296, 1, !dbg !165
  store i32 %297, ptr %21, align 4, !dbg !165
  br label %265, !dbg !165, !llvm.loop !171

298:                                              ; preds = %265
  br label %299, !dbg !164

299:                                              ; preds = %298
  %300 = load i32, ptr %20, align 4, !dbg !160
  %301 = add nsw i32 %300, 1, !dbg !160
  store i32 %301, ptr %20, align 4, !dbg !160
  br label %261, !dbg !160, !llvm.loop !172

302:                                              ; preds = %261
  %303 = load i64, ptr @h, align 8, !dbg !155
  %304 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.5, i64 noundef %303), !dbg !155
  %305 = load i64, ptr @h, align 8, !dbg !155
  %306 = load i64, ptr %2, align 8, !dbg !155
  %307 = xor i64 %306, %305, !dbg !155
  store i64 %307, ptr %2, align 8, !dbg !155
  br label %308, !dbg !155

308:                                              ; preds = %302
  br label %309, !dbg !173

309:                                              ; preds = %308
  store i64 1469598103934665603, ptr @h, align 8, !dbg !174
    #dbg_declare(ptr %28, !176, !DIExpression(), !178)
  store i32 0, ptr %28, align 4, !dbg !178
  br label %310, !dbg !178

310:                                              ; preds = %348, %309
  %311 = load i32, ptr %28, align 4, !dbg !179
  %312 = icmp slt i32 %311, 21, !dbg !179
  br i1 %312, label %313, label %351, !dbg !178

313:                                              ; preds = %310
    #dbg_declare(ptr %29, !181, !DIExpression(), !183)
  store i32 0, ptr %29, align 4, !dbg !183
  br label %314, !dbg !183

314:                                              ; preds = %344, %313
  %315 = load i32, ptr %29, align 4, !dbg !184
  %316 = icmp slt i32 %315, 21, !dbg !184
  br i1 %316, label %317, label %347, !dbg !183

317:                                              ; preds = %314
    #dbg_declare(ptr %30, !186, !DIExpression(), !188)
  %318 = load i32, ptr %28, align 4, !dbg !188
  %319 = sext i32 %318 to i64, !dbg !188
  %320 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %319, !dbg !188
  %321 = load volatile i64, ptr %320, align 8, !dbg !188
  %322 = trunc i64 %321 to i33, !dbg !188
  %323 = zext i33 %322 to i64, !dbg !188
  store i64 %323, ptr %30, align 8, !dbg !188
    #dbg_declare(ptr %31, !189, !DIExpression(), !188)
  %324 = load i32, ptr %29, align 4, !dbg !188
  %325 = sext i32 %324 to i64, !dbg !188
  %326 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %325, !dbg !188
  %327 = load volatile i64, ptr %326, align 8, !dbg !188
  %328 = trunc i64 %327 to i33, !dbg !188
  %329 = zext i33 %328 to i64, !dbg !188
  store i64 %329, ptr %31, align 8, !dbg !188
  %330 = load i64, ptr %30, align 8, !dbg !188
  %331 = trunc i64 %330 to i33, !dbg !188
  %332 = load i64, ptr %31, align 8, !dbg !188
  %333 = trunc i64 %332 to i33, !dbg !188
  %334 = zext i33 %331 to i64, !dbg !188
  store i64 %334, ptr %32, align 8, !dbg !188
  %335 = load i64, ptr %32, align 8, !dbg !188
  %336 = zext i33 %333 to i64, !dbg !188
  store i64 %336, ptr %33, align 8, !dbg !188
  %337 = load i64, ptr %33, align 8, !dbg !188
  %338 = call i64 @op_and(i64 noundef %335, i64 noundef %337), !dbg !188
  store i64 %338, ptr %34, align 8, !dbg !188
  %339 = load i64, ptr %34, align 8, !dbg !188
  %340 = trunc i64 %339 to i33, !dbg !188
  %341 = zext i33 %340 to i64, !dbg !188
  store i64 %341, ptr %35, align 8, !dbg !188
  %342 = load i64, ptr %35, align 8, !dbg !188
  %343 = call i64 @bits(i64 noundef %342), !dbg !188
  call void @mix(i64 noundef %343), !dbg !188
  br label %344, !dbg !188

344:                                              ; preds = %317
  %345 = load i32, ptr %29, align 4, !dbg !184
  %346 = add nsw i32 %345, 1, !dbg !184
  store i32 %346, ptr %29, align 4, !dbg !184
  br label %314, !dbg !184, !llvm.loop !190

347:                                              ; preds = %314
  br label %348, !dbg !183

348:                                              ; preds = %347
  %349 = load i32, ptr %28, align 4, !dbg !179
  %350 = add nsw i32 %349, 1, !dbg !179
  store i32 %350, ptr %28, align 4, !dbg !179
  br label %310, !dbg !179, !llvm.loop !191

351:                                              ; preds = %310
  %352 = load i64, ptr @h, align 8, !dbg !174
  %353 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.6, i64 noundef %352), !dbg !174
  %354 = load i64, ptr @h, align 8, !dbg !174
  %355 = load i64, ptr %2, align 8, !dbg !174
  %356 = xor i64 %355, %354, !dbg !174
  store i64 %356, ptr %2, align 8, !dbg !174
  br label %357, !dbg !174

357:                                              ; preds = %351
  br label %358, !dbg !192

358:                                              ; preds = %357
  store i64 1469598103934665603, ptr @h, align 8, !dbg !193
    #dbg_declare(ptr %36, !195, !DIExpression(), !197)
  store i32 0, ptr %36, align 4, !dbg !197
  br label %359, !dbg !197

359:                                              ; preds = %397, %358
  %360 = load i32, ptr %36, align 4, !dbg !198
  %361 = icmp slt i32 %360, 21, !dbg !198
  br i1 %361, label %362, label %400, !dbg !197

362:                                              ; preds = %359
    #dbg_declare(ptr %37, !200, !DIExpression(), !202)
  store i32 0, ptr %37, align 4, !dbg !202
  br label %363, !dbg !202

363:                                              ; preds = %393, %362
  %364 = load i32, ptr %37, align 4, !dbg !203
  %365 = icmp slt i32 %364, 21, !dbg !203
  br i1 %365, label %366, label %396, !dbg !202

366:                                              ; preds = %363
    #dbg_declare(ptr %38, !205, !DIExpression(), !207)
  %367 = load i32, ptr %36, align 4, !dbg !207
  %368 = sext i32 %367 to i64, !dbg !207
  %369 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %368, !dbg !207
  %370 = load volatile i64, ptr %369, align 8, !dbg !207
  %371 = trunc i64 %370 to i33, !dbg !207
  %372 = zext i33 %371 to i64, !dbg !207
  store i64 %372, ptr %38, align 8, !dbg !207
    #dbg_declare(ptr %39, !208, !DIExpression(), !207)
  %373 = load i32, ptr %37, align 4, !dbg !207
  %374 = sext i32 %373 to i64, !dbg !207
  %375 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %374, !dbg !207
  %376 = load volatile i64, ptr %375, align 8, !dbg !207
  %377 = trunc i64 %376 to i33, !dbg !207
  %378 = zext i33 %377 to i64, !dbg !207
  store i64 %378, ptr %39, align 8, !dbg !207
  %379 = load i64, ptr %38, align 8, !dbg !207
  %380 = trunc i64 %379 to i33, !dbg !207
  %381 = load i64, ptr %39, align 8, !dbg !207
  %382 = trunc i64 %381 to i33, !dbg !207
  %383 = zext i33 %380 to i64, !dbg !207
  store i64 %383, ptr %40, align 8, !dbg !207
  %384 = load i64, ptr %40, align 8, !dbg !207
  %385 = zext i33 %382 to i64, !dbg !207
  store i64 %385, ptr %41, align 8, !dbg !207
  %386 = load i64, ptr %41, align 8, !dbg !207
  %387 = call i64 @op_or(i64 noundef %384, i64 noundef %386), !dbg !207
  store i64 %387, ptr %42, align 8, !dbg !207
  %388 = load i64, ptr %42, align 8, !dbg !207
  %389 = trunc i64 %388 to i33, !dbg !207
  %390 = zext i33 %389 to i64, !dbg !207
  store i64 %390, ptr %43, align 8, !dbg !207
  %391 = load i64, ptr %43, align 8, !dbg !207
  %392 = call i64 @bits(i64 noundef %391), !dbg !207
  call void @mix(i64 noundef %392), !dbg !207
  br label %393, !dbg !207

393:                                              ; preds = %366
  %394 = load i32, ptr %37, align 4, !dbg !203
  %395 = add nsw i32 %394, 1, !dbg !203
  store i32 %395, ptr %37, align 4, !dbg !203
  br label %363, !dbg !203, !llvm.loop !209

396:                                              ; preds = %363
  br label %397, !dbg !202

397:                                              ; preds = %396
  %398 = load i32, ptr %36, align 4, !dbg !198
  %399 = add nsw i32 %398, 1, !dbg !198
  store i32 %399, ptr %36, align 4, !dbg !198
  br label %359, !dbg !198, !llvm.loop !210

400:                                              ; preds = %359
  %401 = load i64, ptr @h, align 8, !dbg !193
  %402 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.7, i64 noundef %401), !dbg !193
  %403 = load i64, ptr @h, align 8, !dbg !193
  %404 = load i64, ptr %2, align 8, !dbg !193
  %405 = xor i64 %404, %403, !dbg !193
  store i64 %405, ptr %2, align 8, !dbg !193
  br label %406, !dbg !193

406:                                              ; preds = %400
  br label %407, !dbg !211

407:                                              ; preds = %406
  store i64 1469598103934665603, ptr @h, align 8, !dbg !212
    #dbg_declare(ptr %44, !214, !DIExpression(), !216)
  store i32 0, ptr %44, align 4, !dbg !216
  br label %408, !dbg !216

408:                                              ; preds = %446, %407
  %409 = load i32, ptr %44, align 4, !dbg !217
  %410 = icmp slt i32 %409, 21, !dbg !217
  br i1 %410, label %411, label %449, !dbg !216

411:                                              ; preds = %408
    #dbg_declare(ptr %45, !219, !DIExpression(), !221)
  store i32 0, ptr %45, align 4, !dbg !221
  br label %412, !dbg !221

412:                                              ; preds = %442, %411
  %413 = load i32, ptr %45, align 4, !dbg !222
  %414 = icmp slt i32 %413, 21, !dbg !222
  br i1 %414, label %415, label %445, !dbg !221

415:                                              ; preds = %412
    #dbg_declare(ptr %46, !224, !DIExpression(), !226)
  %416 = load i32, ptr %44, align 4, !dbg !226
  %417 = sext i32 %416 to i64, !dbg !226
  %418 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %417, !dbg !226
  %419 = load volatile i64, ptr %418, align 8, !dbg !226
  %420 = trunc i64 %419 to i33, !dbg !226
  %421 = zext i33 %420 to i64, !dbg !226
  store i64 %421, ptr %46, align 8, !dbg !226
    #dbg_declare(ptr %47, !227, !DIExpression(), !226)
  %422 = load i32, ptr %45, align 4, !dbg !226
  %423 = sext i32 %422 to i64, !dbg !226
  %424 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %423, !dbg !226
  %425 = load volatile i64, ptr %424, align 8, !dbg !226
  %426 = trunc i64 %425 to i33, !dbg !226
  %427 = zext i33 %426 to i64, !dbg !226
  store i64 %427, ptr %47, align 8, !dbg !226
  %428 = load i64, ptr %46, align 8, !dbg !226
  %429 = trunc i64 %428 to i33, !dbg !226
  %430 = load i64, ptr %47, align 8, !dbg !226
  %431 = trunc i64 %430 to i33, !dbg !226
  %432 = zext i33 %429 to i64, !dbg !226
  store i64 %432, ptr %48, align 8, !dbg !226
  %433 = load i64, ptr %48, align 8, !dbg !226
  %434 = zext i33 %431 to i64, !dbg !226
  store i64 %434, ptr %49, align 8, !dbg !226
  %435 = load i64, ptr %49, align 8, !dbg !226
  %436 = call i64 @op_xor(i64 noundef %433, i64 noundef %435), !dbg !226
  store i64 %436, ptr %50, align 8, !dbg !226
  %437 = load i64, ptr %50, align 8, !dbg !226
  %438 = trunc i64 %437 to i33, !dbg !226
  %439 = zext i33 %438 to i64, !dbg !226
  store i64 %439, ptr %51, align 8, !dbg !226
  %440 = load i64, ptr %51, align 8, !dbg !226
  %441 = call i64 @bits(i64 noundef %440), !dbg !226
  call void @mix(i64 noundef %441), !dbg !226
  br label %442, !dbg !226

442:                                              ; preds = %415
  %443 = load i32, ptr %45, align 4, !dbg !222
  %444 = add nsw i32 %443, 1, !dbg !222
  store i32 %444, ptr %45, align 4, !dbg !222
  br label %412, !dbg !222, !llvm.loop !228

445:                                              ; preds = %412
  br label %446, !dbg !221

446:                                              ; preds = %445
  %447 = load i32, ptr %44, align 4, !dbg !217
  %448 = add nsw i32 %447, 1, !dbg !217
  store i32 %448, ptr %44, align 4, !dbg !217
  br label %408, !dbg !217, !llvm.loop !229

449:                                              ; preds = %408
  %450 = load i64, ptr @h, align 8, !dbg !212
  %451 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.8, i64 noundef %450), !dbg !212
  %452 = load i64, ptr @h, align 8, !dbg !212
  %453 = load i64, ptr %2, align 8, !dbg !212
  %454 = xor i64 %453, %452, !dbg !212
  store i64 %454, ptr %2, align 8, !dbg !212
  br label %455, !dbg !212

455:                                              ; preds = %449
  br label %456, !dbg !230

456:                                              ; preds = %455
  store i64 1469598103934665603, ptr @h, align 8, !dbg !231
    #dbg_declare(ptr %52, !233, !DIExpression(), !235)
  store i32 0, ptr %52, align 4, !dbg !235
  br label %457, !dbg !235

457:                                              ; preds = %495, %456
  %458 = load i32, ptr %52, align 4, !dbg !236
  %459 = icmp slt i32 %458, 21, !dbg !236
  br i1 %459, label %460, label %498, !dbg !235

460:                                              ; preds = %457
    #dbg_declare(ptr %53, !238, !DIExpression(), !240)
  store i32 0, ptr %53, align 4, !dbg !240
  br label %461, !dbg !240

461:                                              ; preds = %491, %460
  %462 = load i32, ptr %53, align 4, !dbg !241
  %463 = icmp slt i32 %462, 21, !dbg !241
  br i1 %463, label %464, label %494, !dbg !240

464:                                              ; preds = %461
    #dbg_declare(ptr %54, !243, !DIExpression(), !245)
  %465 = load i32, ptr %52, align 4, !dbg !245
  %466 = sext i32 %465 to i64, !dbg !245
  %467 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %466, !dbg !245
  %468 = load volatile i64, ptr %467, align 8, !dbg !245
  %469 = trunc i64 %468 to i33, !dbg !245
  %470 = zext i33 %469 to i64, !dbg !245
  store i64 %470, ptr %54, align 8, !dbg !245
    #dbg_declare(ptr %55, !246, !DIExpression(), !245)
  %471 = load i32, ptr %53, align 4, !dbg !245
  %472 = sext i32 %471 to i64, !dbg !245
  %473 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %472, !dbg !245
  %474 = load volatile i64, ptr %473, align 8, !dbg !245
  %475 = trunc i64 %474 to i33, !dbg !245
  %476 = zext i33 %475 to i64, !dbg !245
  store i64 %476, ptr %55, align 8, !dbg !245
  %477 = load i64, ptr %54, align 8, !dbg !245
  %478 = trunc i64 %477 to i33, !dbg !245
  %479 = load i64, ptr %55, align 8, !dbg !245
  %480 = trunc i64 %479 to i33, !dbg !245
  %481 = zext i33 %478 to i64, !dbg !245
  store i64 %481, ptr %56, align 8, !dbg !245
  %482 = load i64, ptr %56, align 8, !dbg !245
  %483 = zext i33 %480 to i64, !dbg !245
  store i64 %483, ptr %57, align 8, !dbg !245
  %484 = load i64, ptr %57, align 8, !dbg !245
  %485 = call i64 @op_min(i64 noundef %482, i64 noundef %484), !dbg !245
  store i64 %485, ptr %58, align 8, !dbg !245
  %486 = load i64, ptr %58, align 8, !dbg !245
  %487 = trunc i64 %486 to i33, !dbg !245
  %488 = zext i33 %487 to i64, !dbg !245
  store i64 %488, ptr %59, align 8, !dbg !245
  %489 = load i64, ptr %59, align 8, !dbg !245
  %490 = call i64 @bits(i64 noundef %489), !dbg !245
  call void @mix(i64 noundef %490), !dbg !245
  br label %491, !dbg !245

491:                                              ; preds = %464
  %492 = load i32, ptr %53, align 4, !dbg !241
  %493 = add nsw i32 %492, 1, !dbg !241
  store i32 %493, ptr %53, align 4, !dbg !241
  br label %461, !dbg !241, !llvm.loop !247

494:                                              ; preds = %461
  br label %495, !dbg !240

495:                                              ; preds = %494
  %496 = load i32, ptr %52, align 4, !dbg !236
  %497 = add nsw i32 %496, 1, !dbg !236
  store i32 %497, ptr %52, align 4, !dbg !236
  br label %457, !dbg !236, !llvm.loop !248

498:                                              ; preds = %457
  %499 = load i64, ptr @h, align 8, !dbg !231
  %500 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.9, i64 noundef %499), !dbg !231
  %501 = load i64, ptr @h, align 8, !dbg !231
  %502 = load i64, ptr %2, align 8, !dbg !231
  %503 = xor i64 %502, %501, !dbg !231
  store i64 %503, ptr %2, align 8, !dbg !231
  br label %504, !dbg !231

504:                                              ; preds = %498
  br label %505, !dbg !249

505:                                              ; preds = %504
  store i64 1469598103934665603, ptr @h, align 8, !dbg !250
    #dbg_declare(ptr %60, !252, !DIExpression(), !254)
  store i32 0, ptr %60, align 4, !dbg !254
  br label %506, !dbg !254

506:                                              ; preds = %544, %505
  %507 = load i32, ptr %60, align 4, !dbg !255
  %508 = icmp slt i32 %507, 21, !dbg !255
  br i1 %508, label %509, label %547, !dbg !254

509:                                              ; preds = %506
    #dbg_declare(ptr %61, !257, !DIExpression(), !259)
  store i32 0, ptr %61, align 4, !dbg !259
  br label %510, !dbg !259

510:                                              ; preds = %540, %509
  %511 = load i32, ptr %61, align 4, !dbg !260
  %512 = icmp slt i32 %511, 21, !dbg !260
  br i1 %512, label %513, label %543, !dbg !259

513:                                              ; preds = %510
    #dbg_declare(ptr %62, !262, !DIExpression(), !264)
  %514 = load i32, ptr %60, align 4, !dbg !264
  %515 = sext i32 %514 to i64, !dbg !264
  %516 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %515, !dbg !264
  %517 = load volatile i64, ptr %516, align 8, !dbg !264
  %518 = trunc i64 %517 to i33, !dbg !264
  %519 = zext i33 %518 to i64, !dbg !264
  store i64 %519, ptr %62, align 8, !dbg !264
    #dbg_declare(ptr %63, !265, !DIExpression(), !264)
  %520 = load i32, ptr %61, align 4, !dbg !264
  %521 = sext i32 %520 to i64, !dbg !264
  %522 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %521, !dbg !264
  %523 = load volatile i64, ptr %522, align 8, !dbg !264
  %524 = trunc i64 %523 to i33, !dbg !264
  %525 = zext i33 %524 to i64, !dbg !264
  store i64 %525, ptr %63, align 8, !dbg !264
  %526 = load i64, ptr %62, align 8, !dbg !264
  %527 = trunc i64 %526 to i33, !dbg !264
  %528 = load i64, ptr %63, align 8, !dbg !264
  %529 = trunc i64 %528 to i33, !dbg !264
  %530 = zext i33 %527 to i64, !dbg !264
  store i64 %530, ptr %64, align 8, !dbg !264
  %531 = load i64, ptr %64, align 8, !dbg !264
  %532 = zext i33 %529 to i64, !dbg !264
  store i64 %532, ptr %65, align 8, !dbg !264
  %533 = load i64, ptr %65, align 8, !dbg !264
  %534 = call i64 @op_max(i64 noundef %531, i64 noundef %533), !dbg !264
  store i64 %534, ptr %66, align 8, !dbg !264
  %535 = load i64, ptr %66, align 8, !dbg !264
  %536 = trunc i64 %535 to i33, !dbg !264
  %537 = zext i33 %536 to i64, !dbg !264
  store i64 %537, ptr %67, align 8, !dbg !264
  %538 = load i64, ptr %67, align 8, !dbg !264
  %539 = call i64 @bits(i64 noundef %538), !dbg !264
  call void @mix(i64 noundef %539), !dbg !264
  br label %540, !dbg !264

540:                                              ; preds = %513
  %541 = load i32, ptr %61, align 4, !dbg !260
  %542 = add nsw i32 %541, 1, !dbg !260
  store i32 %542, ptr %61, align 4, !dbg !260
  br label %510, !dbg !260, !llvm.loop !266

543:                                              ; preds = %510
  br label %544, !dbg !259

544:                                              ; preds = %543
  %545 = load i32, ptr %60, align 4, !dbg !255
  %546 = add nsw i32 %545, 1, !dbg !255
  store i32 %546, ptr %60, align 4, !dbg !255
  br label %506, !dbg !255, !llvm.loop !267

547:                                              ; preds = %506
  %548 = load i64, ptr @h, align 8, !dbg !250
  %549 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.10, i64 noundef %548), !dbg !250
  %550 = load i64, ptr @h, align 8, !dbg !250
  %551 = load i64, ptr %2, align 8, !dbg !250
  %552 = xor i64 %551, %550, !dbg !250
  store i64 %552, ptr %2, align 8, !dbg !250
  br label %553, !dbg !250

553:                                              ; preds = %547
  br label %554, !dbg !268

554:                                              ; preds = %553
  store i64 1469598103934665603, ptr @h, align 8, !dbg !269
    #dbg_declare(ptr %68, !271, !DIExpression(), !273)
  store i32 0, ptr %68, align 4, !dbg !273
  br label %555, !dbg !273

555:                                              ; preds = %592, %554
  %556 = load i32, ptr %68, align 4, !dbg !274
  %557 = icmp slt i32 %556, 21, !dbg !274
  br i1 %557, label %558, label %595, !dbg !273

558:                                              ; preds = %555
    #dbg_declare(ptr %69, !276, !DIExpression(), !278)
  store i32 0, ptr %69, align 4, !dbg !278
  br label %559, !dbg !278

559:                                              ; preds = %588, %558
  %560 = load i32, ptr %69, align 4, !dbg !279
  %561 = icmp slt i32 %560, 21, !dbg !279
  br i1 %561, label %562, label %591, !dbg !278

562:                                              ; preds = %559
    #dbg_declare(ptr %70, !281, !DIExpression(), !283)
  %563 = load i32, ptr %68, align 4, !dbg !283
  %564 = sext i32 %563 to i64, !dbg !283
  %565 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %564, !dbg !283
  %566 = load volatile i64, ptr %565, align 8, !dbg !283
  %567 = trunc i64 %566 to i33, !dbg !283
  %568 = zext i33 %567 to i64, !dbg !283
  store i64 %568, ptr %70, align 8, !dbg !283
    #dbg_declare(ptr %71, !284, !DIExpression(), !283)
  %569 = load i32, ptr %69, align 4, !dbg !283
  %570 = sext i32 %569 to i64, !dbg !283
  %571 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %570, !dbg !283
  %572 = load volatile i64, ptr %571, align 8, !dbg !283
  %573 = trunc i64 %572 to i33, !dbg !283
  %574 = zext i33 %573 to i64, !dbg !283
  store i64 %574, ptr %71, align 8, !dbg !283
  %575 = load i64, ptr %70, align 8, !dbg !283
  %576 = trunc i64 %575 to i33, !dbg !283
  %577 = load i64, ptr %71, align 8, !dbg !283
  %578 = trunc i64 %577 to i33, !dbg !283
  %579 = zext i33 %576 to i64, !dbg !283
  store i64 %579, ptr %72, align 8, !dbg !283
  %580 = load i64, ptr %72, align 8, !dbg !283
  %581 = zext i33 %578 to i64, !dbg !283
  store i64 %581, ptr %73, align 8, !dbg !283
  %582 = load i64, ptr %73, align 8, !dbg !283
  %583 = call i32 @op_cmp(i64 noundef %580, i64 noundef %582), !dbg !283
  %584 = sext i32 %583 to i33, !dbg !283
  %585 = zext i33 %584 to i64, !dbg !283
  store i64 %585, ptr %74, align 8, !dbg !283
  %586 = load i64, ptr %74, align 8, !dbg !283
  %587 = call i64 @bits(i64 noundef %586), !dbg !283
  call void @mix(i64 noundef %587), !dbg !283
  br label %588, !dbg !283

588:                                              ; preds = %562
  %589 = load i32, ptr %69, align 4, !dbg !279
  %590 = add nsw i32 %589, 1, !dbg !279
  store i32 %590, ptr %69, align 4, !dbg !279
  br label %559, !dbg !279, !llvm.loop !285

591:                                              ; preds = %559
  br label %592, !dbg !278

592:                                              ; preds = %591
  %593 = load i32, ptr %68, align 4, !dbg !274
  %594 = add nsw i32 %593, 1, !dbg !274
  store i32 %594, ptr %68, align 4, !dbg !274
  br label %555, !dbg !274, !llvm.loop !286

595:                                              ; preds = %555
  %596 = load i64, ptr @h, align 8, !dbg !269
  %597 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef @.str.11, i64 noundef %596), !dbg !269
  %598 = load i64, ptr @h, align 8, !dbg !269
  %599 = load i64, ptr %2, align 8, !dbg !269
  %600 = xor i64 %599, %598, !dbg !269
  store i64 %600, ptr %2, align 8, !dbg !269
  br label %601, !dbg !269

601:                                              ; preds = %595
  store i64 1469598103934665603, ptr @h, align 8, !dbg !287
    #dbg_declare(ptr %75, !288, !DIExpression(), !290)
  store i32 0, ptr %75, align 4, !dbg !290
  br label %602, !dbg !291

602:                                              ; preds = %717, %601
  %603 = load i32, ptr %75, align 4, !dbg !292
  %604 = icmp slt i32 %603, 21, !dbg !294
  br i1 %604, label %605, label %720, !dbg !295

605:                                              ; preds = %602
    #dbg_declare(ptr %76, !296, !DIExpression(), !298)
  store i32 0, ptr %76, align 4, !dbg !298
  br label %606, !dbg !299

606:                                              ; preds = %713, %605
  %607 = load i32, ptr %76, align 4, !dbg !300
  %608 = icmp slt i32 %607, 21, !dbg !302
  br i1 %608, label %609, label %716, !dbg !303

609:                                              ; preds = %606
    #dbg_declare(ptr %77, !304, !DIExpression(), !306)
  %610 = load i32, ptr %75, align 4, !dbg !307
  %611 = sext i32 %610 to i64, !dbg !308
  %612 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %611, !dbg !308
  %613 = load volatile i64, ptr %612, align 8, !dbg !308
  %614 = trunc i64 %613 to i33, !dbg !308
  %615 = zext i33 %614 to i64, !dbg !306
  store i64 %615, ptr %77, align 8, !dbg !306
    #dbg_declare(ptr %78, !309, !DIExpression(), !310)
  %616 = load i32, ptr %76, align 4, !dbg !311
  %617 = sext i32 %616 to i64, !dbg !312
  %618 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %617, !dbg !312
  %619 = load volatile i64, ptr %618, align 8, !dbg !312
  %620 = trunc i64 %619 to i33, !dbg !312
  %621 = zext i33 %620 to i64, !dbg !310
  store i64 %621, ptr %78, align 8, !dbg !310
  %622 = load i64, ptr %78, align 8, !dbg !313
  %623 = trunc i64 %622 to i33, !dbg !313
  %624 = icmp eq i33 %623, 0, !dbg !315
  br i1 %624, label %625, label %626, !dbg !316

625:                                              ; preds = %609
  br label %713, !dbg !317

626:                                              ; preds = %609
    #dbg_declare(ptr %79, !318, !DIExpression(), !319)
  %627 = load i64, ptr %77, align 8, !dbg !320
  %628 = trunc i64 %627 to i33, !dbg !320
  %629 = load i64, ptr %78, align 8, !dbg !321
  %630 = trunc i64 %629 to i33, !dbg !321
  %631 = zext i33 %628 to i64, !dbg !322
  store i64 %631, ptr %80, align 8, !dbg !322
  %632 = load i64, ptr %80, align 8, !dbg !322
  %633 = zext i33 %630 to i64, !dbg !322
  store i64 %633, ptr %81, align 8, !dbg !322
  %634 = load i64, ptr %81, align 8, !dbg !322
  %635 = call i64 @op_div(i64 noundef %632, i64 noundef %634), !dbg !322
  store i64 %635, ptr %82, align 8, !dbg !322
  %636 = load i64, ptr %82, align 8, !dbg !322
  %637 = trunc i64 %636 to i33, !dbg !322
  %638 = zext i33 %637 to i64, !dbg !319
  store i64 %638, ptr %79, align 8, !dbg !319
    #dbg_declare(ptr %83, !323, !DIExpression(), !324)
  %639 = load i64, ptr %77, align 8, !dbg !325
  %640 = trunc i64 %639 to i33, !dbg !325
  %641 = load i64, ptr %78, align 8, !dbg !326
  %642 = trunc i64 %641 to i33, !dbg !326
  %643 = zext i33 %640 to i64, !dbg !327
  store i64 %643, ptr %84, align 8, !dbg !327
  %644 = load i64, ptr %84, align 8, !dbg !327
  %645 = zext i33 %642 to i64, !dbg !327
  store i64 %645, ptr %85, align 8, !dbg !327
  %646 = load i64, ptr %85, align 8, !dbg !327
  %647 = call i64 @op_rem(i64 noundef %644, i64 noundef %646), !dbg !327
  store i64 %647, ptr %86, align 8, !dbg !327
  %648 = load i64, ptr %86, align 8, !dbg !327
  %649 = trunc i64 %648 to i33, !dbg !327
  %650 = zext i33 %649 to i64, !dbg !324
  store i64 %650, ptr %83, align 8, !dbg !324
  %651 = load i64, ptr %79, align 8, !dbg !328
  %652 = trunc i64 %651 to i33, !dbg !328
  %653 = zext i33 %652 to i64, !dbg !329
  store i64 %653, ptr %87, align 8, !dbg !329
  %654 = load i64, ptr %87, align 8, !dbg !329
  %655 = call i64 @bits(i64 noundef %654), !dbg !329
  call void @mix(i64 noundef %655), !dbg !330
  %656 = load i64, ptr %83, align 8, !dbg !331
  %657 = trunc i64 %656 to i33, !dbg !331
  %658 = zext i33 %657 to i64, !dbg !332
  store i64 %658, ptr %88, align 8, !dbg !332
  %659 = load i64, ptr %88, align 8, !dbg !332
  %660 = call i64 @bits(i64 noundef %659), !dbg !332
  call void @mix(i64 noundef %660), !dbg !333
  %661 = load i64, ptr %79, align 8, !dbg !334
  %662 = trunc i64 %661 to i33, !dbg !334
  %663 = load i64, ptr %78, align 8, !dbg !336
  %664 = trunc i64 %663 to i33, !dbg !336
  %665 = zext i33 %662 to i64, !dbg !337
  store i64 %665, ptr %89, align 8, !dbg !337
  %666 = load i64, ptr %89, align 8, !dbg !337
  %667 = zext i33 %664 to i64, !dbg !337
  store i64 %667, ptr %90, align 8, !dbg !337
  %668 = load i64, ptr %90, align 8, !dbg !337
  %669 = call i64 @op_mul(i64 noundef %666, i64 noundef %668), !dbg !337
  store i64 %669, ptr %91, align 8, !dbg !337
  %670 = load i64, ptr %91, align 8, !dbg !337
  %671 = trunc i64 %670 to i33, !dbg !337
  %672 = load i64, ptr %83, align 8, !dbg !338
  %673 = trunc i64 %672 to i33, !dbg !338
  %674 = add i33 %671, %673, !dbg !339
  %675 = load i64, ptr %77, align 8, !dbg !340
  %676 = trunc i64 %675 to i33, !dbg !340
  %677 = icmp ne i33 %674, %676, !dbg !341
  br i1 %677, label %678, label %688, !dbg !342

678:                                              ; preds = %626
  %679 = load i32, ptr %3, align 4, !dbg !343
  %680 = add nsw i32 %679, 1, !dbg !343
  store i32 %680, ptr %3, align 4, !dbg !343
  %681 = load i64, ptr %77, align 8, !dbg !345
  %682 = trunc i64 %681 to i33, !dbg !345
  %683 = zext i33 %682 to i64, !dbg !346
  %684 = load i64, ptr %78, align 8, !dbg !347
  %685 = trunc i64 %684 to i33, !dbg !347
  %686 = zext i33 %685 to i64, !dbg !348
  %687 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %683, i64 noundef %686), !dbg !349
  br label %688, !dbg !350

688:                                              ; preds = %678, %626
  %689 = load i64, ptr %83, align 8, !dbg !351
  %690 = trunc i64 %689 to i33, !dbg !351
  %691 = icmp ne i33 %690, 0, !dbg !353
  br i1 %691, label %692, label %712, !dbg !354

692:                                              ; preds = %688
  %693 = load i64, ptr %83, align 8, !dbg !355
  %694 = trunc i64 %693 to i33, !dbg !355
  %695 = icmp ult i33 %694, 0, !dbg !356
  %696 = zext i1 %695 to i32, !dbg !356
  %697 = load i64, ptr %77, align 8, !dbg !357
  %698 = trunc i64 %697 to i33, !dbg !357
  %699 = icmp ult i33 %698, 0, !dbg !358
  %700 = zext i1 %699 to i32, !dbg !358
  %701 = icmp ne i32 %696, %700, !dbg !359
  br i1 %701, label %702, label %712, !dbg !360

702:                                              ; preds = %692
  %703 = load i32, ptr %3, align 4, !dbg !361
  %704 = add nsw i32 %703, 1, !dbg !361
  store i32 %704, ptr %3, align 4, !dbg !361
  %705 = load i64, ptr %77, align 8, !dbg !363
  %706 = trunc i64 %705 to i33, !dbg !363
  %707 = zext i33 %706 to i64, !dbg !364
  %708 = load i64, ptr %78, align 8, !dbg !365
  %709 = trunc i64 %708 to i33, !dbg !365
  %710 = zext i33 %709 to i64, !dbg !366
  %711 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %707, i64 noundef %710), !dbg !367
  br label %712, !dbg !368

712:                                              ; preds = %702, %692, %688
  br label %713, !dbg !369

713:                                              ; preds = %712, %625
  %714 = load i32, ptr %76, align 4, !dbg !370
  %715 = add nsw i32 %714, 1, !dbg !370
  store i32 %715, ptr %76, align 4, !dbg !370
  br label %606, !dbg !371, !llvm.loop !372

716:                                              ; preds = %606
  br label %717, !dbg !373

717:                                              ; preds = %716
  %718 = load i32, ptr %75, align 4, !dbg !374
  %719 = add nsw i32 %718, 1, !dbg !374
  store i32 %719, ptr %75, align 4, !dbg !374
  br label %602, !dbg !375, !llvm.loop !376

720:                                              ; preds = %602
  %721 = load i64, ptr @h, align 8, !dbg !378
  %722 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %721), !dbg !379
  %723 = load i64, ptr @h, align 8, !dbg !380
  %724 = load i64, ptr %2, align 8, !dbg !381
  %725 = xor i64 %724, %723, !dbg !381
  store i64 %725, ptr %2, align 8, !dbg !381
  store i64 1469598103934665603, ptr @h, align 8, !dbg !382
    #dbg_declare(ptr %92, !383, !DIExpression(), !385)
  store i32 0, ptr %92, align 4, !dbg !385
  br label %726, !dbg !386

726:                                              ; preds = %777, %720
  %727 = load i32, ptr %92, align 4, !dbg !387
  %728 = icmp slt i32 %727, 21, !dbg !389
  br i1 %728, label %729, label %780, !dbg !390

729:                                              ; preds = %726
    #dbg_declare(ptr %93, !391, !DIExpression(), !393)
  store i32 0, ptr %93, align 4, !dbg !393
  br label %730, !dbg !394

730:                                              ; preds = %773, %729
  %731 = load i32, ptr %93, align 4, !dbg !395
  %732 = icmp slt i32 %731, 33, !dbg !397
  br i1 %732, label %733, label %776, !dbg !398

733:                                              ; preds = %730
    #dbg_declare(ptr %94, !399, !DIExpression(), !401)
  %734 = load i32, ptr %92, align 4, !dbg !402
  %735 = sext i32 %734 to i64, !dbg !403
  %736 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %735, !dbg !403
  %737 = load volatile i64, ptr %736, align 8, !dbg !403
  %738 = trunc i64 %737 to i33, !dbg !403
  %739 = zext i33 %738 to i64, !dbg !401
  store i64 %739, ptr %94, align 8, !dbg !401
  %740 = load i64, ptr %94, align 8, !dbg !404
  %741 = trunc i64 %740 to i33, !dbg !404
  %742 = load i32, ptr %93, align 4, !dbg !405
  %743 = zext i33 %741 to i64, !dbg !406
  store i64 %743, ptr %95, align 8, !dbg !406
  %744 = load i64, ptr %95, align 8, !dbg !406
  %745 = call i64 @op_shl(i64 noundef %744, i32 noundef %742), !dbg !406
  store i64 %745, ptr %96, align 8, !dbg !406
  %746 = load i64, ptr %96, align 8, !dbg !406
  %747 = trunc i64 %746 to i33, !dbg !406
  %748 = zext i33 %747 to i64, !dbg !407
  store i64 %748, ptr %97, align 8, !dbg !407
  %749 = load i64, ptr %97, align 8, !dbg !407
  %750 = call i64 @bits(i64 noundef %749), !dbg !407
  call void @mix(i64 noundef %750), !dbg !408
  %751 = load i64, ptr %94, align 8, !dbg !409
  %752 = trunc i64 %751 to i33, !dbg !409
  %753 = load i32, ptr %93, align 4, !dbg !410
  %754 = zext i33 %752 to i64, !dbg !411
  store i64 %754, ptr %98, align 8, !dbg !411
  %755 = load i64, ptr %98, align 8, !dbg !411
  %756 = call i64 @op_lshr(i64 noundef %755, i32 noundef %753), !dbg !411
  store i64 %756, ptr %99, align 8, !dbg !411
  %757 = load i64, ptr %99, align 8, !dbg !411
  %758 = trunc i64 %757 to i33, !dbg !411
  %759 = zext i33 %758 to i64, !dbg !412
  store i64 %759, ptr %100, align 8, !dbg !412
  %760 = load i64, ptr %100, align 8, !dbg !412
  %761 = call i64 @bits(i64 noundef %760), !dbg !412
  call void @mix(i64 noundef %761), !dbg !413
  %762 = load i64, ptr %94, align 8, !dbg !414
  %763 = trunc i64 %762 to i33, !dbg !414
  %764 = load i32, ptr %93, align 4, !dbg !415
  %765 = zext i33 %763 to i64, !dbg !416
  store i64 %765, ptr %101, align 8, !dbg !416
  %766 = load i64, ptr %101, align 8, !dbg !416
  %767 = call i64 @op_ashr(i64 noundef %766, i32 noundef %764), !dbg !416
  store i64 %767, ptr %102, align 8, !dbg !416
  %768 = load i64, ptr %102, align 8, !dbg !416
  %769 = trunc i64 %768 to i33, !dbg !416
  %770 = zext i33 %769 to i64, !dbg !417
  store i64 %770, ptr %103, align 8, !dbg !417
  %771 = load i64, ptr %103, align 8, !dbg !417
  %772 = call i64 @bits(i64 noundef %771), !dbg !417
  call void @mix(i64 noundef %772), !dbg !418
  br label %773, !dbg !419

773:                                              ; preds = %733
  %774 = load i32, ptr %93, align 4, !dbg !420
  %775 = add nsw i32 %774, 1, !dbg !420
  store i32 %775, ptr %93, align 4, !dbg !420
  br label %730, !dbg !421, !llvm.loop !422

776:                                              ; preds = %730
  br label %777, !dbg !423

777:                                              ; preds = %776
  %778 = load i32, ptr %92, align 4, !dbg !424
  %779 = add nsw i32 %778, 1, !dbg !424
  store i32 %779, ptr %92, align 4, !dbg !424
  br label %726, !dbg !425, !llvm.loop !426

780:                                              ; preds = %726
  %781 = load i64, ptr @h, align 8, !dbg !428
  %782 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i64 noundef %781), !dbg !429
  %783 = load i64, ptr @h, align 8, !dbg !430
  %784 = load i64, ptr %2, align 8, !dbg !431
  %785 = xor i64 %784, %783, !dbg !431
  store i64 %785, ptr %2, align 8, !dbg !431
    #dbg_declare(ptr %104, !432, !DIExpression(), !434)
  store i32 0, ptr %104, align 4, !dbg !434
  br label %786, !dbg !435

786:                                              ; preds = %828, %780
  %787 = load i32, ptr %104, align 4, !dbg !436
  %788 = icmp slt i32 %787, 21, !dbg !438
  br i1 %788, label %789, label %831, !dbg !439

789:                                              ; preds = %786
    #dbg_declare(ptr %105, !440, !DIExpression(), !442)
  %790 = load i32, ptr %104, align 4, !dbg !443
  %791 = sext i32 %790 to i64, !dbg !444
  %792 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %791, !dbg !444
  %793 = load volatile i64, ptr %792, align 8, !dbg !444
  %794 = trunc i64 %793 to i33, !dbg !444
  %795 = zext i33 %794 to i64, !dbg !442
  store i64 %795, ptr %105, align 8, !dbg !442
  %796 = load i64, ptr %105, align 8, !dbg !445
  %797 = trunc i64 %796 to i33, !dbg !445
  %798 = zext i33 %797 to i64, !dbg !446
  %799 = load i64, ptr %105, align 8, !dbg !447
  %800 = trunc i64 %799 to i33, !dbg !447
  %801 = zext i33 %800 to i64, !dbg !448
  store i64 %801, ptr %106, align 8, !dbg !448
  %802 = load i64, ptr %106, align 8, !dbg !448
  %803 = call i64 @op_shl(i64 noundef %802, i32 noundef 32), !dbg !448
  store i64 %803, ptr %107, align 8, !dbg !448
  %804 = load i64, ptr %107, align 8, !dbg !448
  %805 = trunc i64 %804 to i33, !dbg !448
  %806 = zext i33 %805 to i64, !dbg !449
  store i64 %806, ptr %108, align 8, !dbg !449
  %807 = load i64, ptr %108, align 8, !dbg !449
  %808 = call i64 @bits(i64 noundef %807), !dbg !449
  %809 = load i64, ptr %105, align 8, !dbg !450
  %810 = trunc i64 %809 to i33, !dbg !450
  %811 = zext i33 %810 to i64, !dbg !451
  store i64 %811, ptr %109, align 8, !dbg !451
  %812 = load i64, ptr %109, align 8, !dbg !451
  %813 = call i64 @op_lshr(i64 noundef %812, i32 noundef 32), !dbg !451
  store i64 %813, ptr %110, align 8, !dbg !451
  %814 = load i64, ptr %110, align 8, !dbg !451
  %815 = trunc i64 %814 to i33, !dbg !451
  %816 = zext i33 %815 to i64, !dbg !452
  store i64 %816, ptr %111, align 8, !dbg !452
  %817 = load i64, ptr %111, align 8, !dbg !452
  %818 = call i64 @bits(i64 noundef %817), !dbg !452
  %819 = load i64, ptr %105, align 8, !dbg !453
  %820 = trunc i64 %819 to i33, !dbg !453
  %821 = zext i33 %820 to i64, !dbg !454
  store i64 %821, ptr %112, align 8, !dbg !454
  %822 = load i64, ptr %112, align 8, !dbg !454
  %823 = call i64 @op_ashr(i64 noundef %822, i32 noundef 32), !dbg !454
  store i64 %823, ptr %113, align 8, !dbg !454
  %824 = load i64, ptr %113, align 8, !dbg !454
  %825 = trunc i64 %824 to i33, !dbg !454
  %826 = zext i33 %825 to i64, !dbg !455
  %827 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i64 noundef %798, i32 noundef 32, i64 noundef %808, i32 noundef 32, i64 noundef %818, i32 noundef 32, i64 noundef %826), !dbg !456
  br label %828, !dbg !457

828:                                              ; preds = %789
  %829 = load i32, ptr %104, align 4, !dbg !458
  %830 = add nsw i32 %829, 4, !dbg !458
  store i32 %830, ptr %104, align 4, !dbg !458
  br label %786, !dbg !459, !llvm.loop !460

831:                                              ; preds = %786
    #dbg_declare(ptr %114, !462, !DIExpression(), !464)
  store i32 0, ptr %114, align 4, !dbg !464
  br label %832, !dbg !465

832:                                              ; preds = %1019, %831
  %833 = load i32, ptr %114, align 4, !dbg !466
  %834 = icmp slt i32 %833, 21, !dbg !468
  br i1 %834, label %835, label %1022, !dbg !469

835:                                              ; preds = %832
    #dbg_declare(ptr %115, !470, !DIExpression(), !472)
  %836 = load i32, ptr %114, align 4, !dbg !473
  %837 = sext i32 %836 to i64, !dbg !474
  %838 = getelementptr inbounds [21 x i64], ptr @vals, i64 0, i64 %837, !dbg !474
  %839 = load volatile i64, ptr %838, align 8, !dbg !474
  %840 = trunc i64 %839 to i33, !dbg !474
  %841 = zext i33 %840 to i64, !dbg !472
  store i64 %841, ptr %115, align 8, !dbg !472
  %842 = load i64, ptr %115, align 8, !dbg !475
  %843 = trunc i64 %842 to i33, !dbg !475
  %844 = zext i33 %843 to i64, !dbg !476
  %845 = load i64, ptr %115, align 8, !dbg !477
  %846 = trunc i64 %845 to i33, !dbg !477
  %847 = zext i33 %846 to i64, !dbg !478
  store i64 %847, ptr %116, align 8, !dbg !478
  %848 = load i64, ptr %116, align 8, !dbg !478
  %849 = call i64 @op_neg(i64 noundef %848), !dbg !478
  store i64 %849, ptr %117, align 8, !dbg !478
  %850 = load i64, ptr %117, align 8, !dbg !478
  %851 = trunc i64 %850 to i33, !dbg !478
  %852 = zext i33 %851 to i64, !dbg !479
  store i64 %852, ptr %118, align 8, !dbg !479
  %853 = load i64, ptr %118, align 8, !dbg !479
  %854 = call i64 @bits(i64 noundef %853), !dbg !479
  %855 = load i64, ptr %115, align 8, !dbg !480
  %856 = trunc i64 %855 to i33, !dbg !480
  %857 = zext i33 %856 to i64, !dbg !481
  store i64 %857, ptr %119, align 8, !dbg !481
  %858 = load i64, ptr %119, align 8, !dbg !481
  %859 = call i64 @op_not(i64 noundef %858), !dbg !481
  store i64 %859, ptr %120, align 8, !dbg !481
  %860 = load i64, ptr %120, align 8, !dbg !481
  %861 = trunc i64 %860 to i33, !dbg !481
  %862 = zext i33 %861 to i64, !dbg !482
  store i64 %862, ptr %121, align 8, !dbg !482
  %863 = load i64, ptr %121, align 8, !dbg !482
  %864 = call i64 @bits(i64 noundef %863), !dbg !482
  %865 = load i64, ptr %115, align 8, !dbg !483
  %866 = trunc i64 %865 to i33, !dbg !483
  %867 = zext i33 %866 to i64, !dbg !484
  store i64 %867, ptr %122, align 8, !dbg !484
  %868 = load i64, ptr %122, align 8, !dbg !484
  %869 = call i64 @op_abs(i64 noundef %868), !dbg !484
  store i64 %869, ptr %123, align 8, !dbg !484
  %870 = load i64, ptr %123, align 8, !dbg !484
  %871 = trunc i64 %870 to i33, !dbg !484
  %872 = zext i33 %871 to i64, !dbg !485
  store i64 %872, ptr %124, align 8, !dbg !485
  %873 = load i64, ptr %124, align 8, !dbg !485
  %874 = call i64 @bits(i64 noundef %873), !dbg !485
  %875 = load i64, ptr %115, align 8, !dbg !486
  %876 = trunc i64 %875 to i33, !dbg !486
  %877 = zext i33 %876 to i64, !dbg !487
  store i64 %877, ptr %125, align 8, !dbg !487
  %878 = load i64, ptr %125, align 8, !dbg !487
  %879 = call i64 @div3(i64 noundef %878), !dbg !487
  store i64 %879, ptr %126, align 8, !dbg !487
  %880 = load i64, ptr %126, align 8, !dbg !487
  %881 = trunc i64 %880 to i33, !dbg !487
  %882 = zext i33 %881 to i64, !dbg !488
  %883 = load i64, ptr %115, align 8, !dbg !489
  %884 = trunc i64 %883 to i33, !dbg !489
  %885 = zext i33 %884 to i64, !dbg !490
  store i64 %885, ptr %127, align 8, !dbg !490
  %886 = load i64, ptr %127, align 8, !dbg !490
  %887 = call i64 @div7(i64 noundef %886), !dbg !490
  store i64 %887, ptr %128, align 8, !dbg !490
  %888 = load i64, ptr %128, align 8, !dbg !490
  %889 = trunc i64 %888 to i33, !dbg !490
  %890 = zext i33 %889 to i64, !dbg !491
  %891 = load i64, ptr %115, align 8, !dbg !492
  %892 = trunc i64 %891 to i33, !dbg !492
  %893 = zext i33 %892 to i64, !dbg !493
  store i64 %893, ptr %129, align 8, !dbg !493
  %894 = load i64, ptr %129, align 8, !dbg !493
  %895 = call i64 @div10(i64 noundef %894), !dbg !493
  store i64 %895, ptr %130, align 8, !dbg !493
  %896 = load i64, ptr %130, align 8, !dbg !493
  %897 = trunc i64 %896 to i33, !dbg !493
  %898 = zext i33 %897 to i64, !dbg !494
  %899 = load i64, ptr %115, align 8, !dbg !495
  %900 = trunc i64 %899 to i33, !dbg !495
  %901 = zext i33 %900 to i64, !dbg !496
  store i64 %901, ptr %131, align 8, !dbg !496
  %902 = load i64, ptr %131, align 8, !dbg !496
  %903 = call i64 @rem10(i64 noundef %902), !dbg !496
  store i64 %903, ptr %132, align 8, !dbg !496
  %904 = load i64, ptr %132, align 8, !dbg !496
  %905 = trunc i64 %904 to i33, !dbg !496
  %906 = zext i33 %905 to i64, !dbg !497
  %907 = load i64, ptr %115, align 8, !dbg !498
  %908 = trunc i64 %907 to i33, !dbg !498
  %909 = zext i33 %908 to i64, !dbg !499
  store i64 %909, ptr %133, align 8, !dbg !499
  %910 = load i64, ptr %133, align 8, !dbg !499
  %911 = call i64 @div16(i64 noundef %910), !dbg !499
  store i64 %911, ptr %134, align 8, !dbg !499
  %912 = load i64, ptr %134, align 8, !dbg !499
  %913 = trunc i64 %912 to i33, !dbg !499
  %914 = zext i33 %913 to i64, !dbg !500
  %915 = load i64, ptr %115, align 8, !dbg !501
  %916 = trunc i64 %915 to i33, !dbg !501
  %917 = zext i33 %916 to i64, !dbg !502
  store i64 %917, ptr %135, align 8, !dbg !502
  %918 = load i64, ptr %135, align 8, !dbg !502
  %919 = call i64 @rem16(i64 noundef %918), !dbg !502
  store i64 %919, ptr %136, align 8, !dbg !502
  %920 = load i64, ptr %136, align 8, !dbg !502
  %921 = trunc i64 %920 to i33, !dbg !502
  %922 = zext i33 %921 to i64, !dbg !503
  %923 = load i64, ptr %115, align 8, !dbg !504
  %924 = trunc i64 %923 to i33, !dbg !504
  %925 = zext i33 %924 to i64, !dbg !505
  store i64 %925, ptr %137, align 8, !dbg !505
  %926 = load i64, ptr %137, align 8, !dbg !505
  %927 = call i64 @divm5(i64 noundef %926), !dbg !505
  store i64 %927, ptr %138, align 8, !dbg !505
  %928 = load i64, ptr %138, align 8, !dbg !505
  %929 = trunc i64 %928 to i33, !dbg !505
  %930 = zext i33 %929 to i64, !dbg !506
  %931 = load i64, ptr %115, align 8, !dbg !507
  %932 = trunc i64 %931 to i33, !dbg !507
  %933 = zext i33 %932 to i64, !dbg !508
  store i64 %933, ptr %139, align 8, !dbg !508
  %934 = load i64, ptr %139, align 8, !dbg !508
  %935 = call i64 @divmax(i64 noundef %934), !dbg !508
  store i64 %935, ptr %140, align 8, !dbg !508
  %936 = load i64, ptr %140, align 8, !dbg !508
  %937 = trunc i64 %936 to i33, !dbg !508
  %938 = zext i33 %937 to i64, !dbg !509
  %939 = load i64, ptr %115, align 8, !dbg !510
  %940 = trunc i64 %939 to i33, !dbg !510
  %941 = uitofp i33 %940 to float, !dbg !511
  %942 = fpext float %941 to double, !dbg !512
  %943 = load i64, ptr %115, align 8, !dbg !513
  %944 = trunc i64 %943 to i33, !dbg !513
  %945 = uitofp i33 %944 to double, !dbg !514
  %946 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i64 noundef %844, i64 noundef %854, i64 noundef %864, i64 noundef %874, i64 noundef %882, i64 noundef %890, i64 noundef %898, i64 noundef %906, i64 noundef %914, i64 noundef %922, i64 noundef %930, i64 noundef %938, double noundef %942, double noundef %945), !dbg !515
  %947 = load i64, ptr %115, align 8, !dbg !516
  %948 = trunc i64 %947 to i33, !dbg !516
  %949 = zext i33 %948 to i64, !dbg !518
  store i64 %949, ptr %141, align 8, !dbg !518
  %950 = load i64, ptr %141, align 8, !dbg !518
  %951 = call i64 @div10(i64 noundef %950), !dbg !518
  store i64 %951, ptr %142, align 8, !dbg !518
  %952 = load i64, ptr %142, align 8, !dbg !518
  %953 = trunc i64 %952 to i33, !dbg !518
  %954 = load i64, ptr %115, align 8, !dbg !519
  %955 = trunc i64 %954 to i33, !dbg !519
  %956 = zext i33 %955 to i64, !dbg !520
  store i64 %956, ptr %143, align 8, !dbg !520
  %957 = load i64, ptr %143, align 8, !dbg !520
  store i64 10, ptr %144, align 8, !dbg !520
  %958 = load i64, ptr %144, align 8, !dbg !520
  %959 = call i64 @op_div(i64 noundef %957, i64 noundef %958), !dbg !520
  store i64 %959, ptr %145, align 8, !dbg !520
  %960 = load i64, ptr %145, align 8, !dbg !520
  %961 = trunc i64 %960 to i33, !dbg !520
  %962 = icmp ne i33 %953, %961, !dbg !521
  br i1 %962, label %1014, label %963, !dbg !522

963:                                              ; preds = %835
  %964 = load i64, ptr %115, align 8, !dbg !523
  %965 = trunc i64 %964 to i33, !dbg !523
  %966 = zext i33 %965 to i64, !dbg !524
  store i64 %966, ptr %146, align 8, !dbg !524
  %967 = load i64, ptr %146, align 8, !dbg !524
  %968 = call i64 @rem10(i64 noundef %967), !dbg !524
  store i64 %968, ptr %147, align 8, !dbg !524
  %969 = load i64, ptr %147, align 8, !dbg !524
  %970 = trunc i64 %969 to i33, !dbg !524
  %971 = load i64, ptr %115, align 8, !dbg !525
  %972 = trunc i64 %971 to i33, !dbg !525
  %973 = zext i33 %972 to i64, !dbg !526
  store i64 %973, ptr %148, align 8, !dbg !526
  %974 = load i64, ptr %148, align 8, !dbg !526
  store i64 10, ptr %149, align 8, !dbg !526
  %975 = load i64, ptr %149, align 8, !dbg !526
  %976 = call i64 @op_rem(i64 noundef %974, i64 noundef %975), !dbg !526
  store i64 %976, ptr %150, align 8, !dbg !526
  %977 = load i64, ptr %150, align 8, !dbg !526
  %978 = trunc i64 %977 to i33, !dbg !526
  %979 = icmp ne i33 %970, %978, !dbg !527
  br i1 %979, label %1014, label %980, !dbg !528

980:                                              ; preds = %963
  %981 = load i64, ptr %115, align 8, !dbg !529
  %982 = trunc i64 %981 to i33, !dbg !529
  %983 = zext i33 %982 to i64, !dbg !530
  store i64 %983, ptr %151, align 8, !dbg !530
  %984 = load i64, ptr %151, align 8, !dbg !530
  %985 = call i64 @div7(i64 noundef %984), !dbg !530
  store i64 %985, ptr %152, align 8, !dbg !530
  %986 = load i64, ptr %152, align 8, !dbg !530
  %987 = trunc i64 %986 to i33, !dbg !530
  %988 = load i64, ptr %115, align 8, !dbg !531
  %989 = trunc i64 %988 to i33, !dbg !531
  %990 = zext i33 %989 to i64, !dbg !532
  store i64 %990, ptr %153, align 8, !dbg !532
  %991 = load i64, ptr %153, align 8, !dbg !532
  store i64 7, ptr %154, align 8, !dbg !532
  %992 = load i64, ptr %154, align 8, !dbg !532
  %993 = call i64 @op_div(i64 noundef %991, i64 noundef %992), !dbg !532
  store i64 %993, ptr %155, align 8, !dbg !532
  %994 = load i64, ptr %155, align 8, !dbg !532
  %995 = trunc i64 %994 to i33, !dbg !532
  %996 = icmp ne i33 %987, %995, !dbg !533
  br i1 %996, label %1014, label %997, !dbg !534

997:                                              ; preds = %980
  %998 = load i64, ptr %115, align 8, !dbg !535
  %999 = trunc i64 %998 to i33, !dbg !535
  %1000 = zext i33 %999 to i64, !dbg !536
  store i64 %1000, ptr %156, align 8, !dbg !536
  %1001 = load i64, ptr %156, align 8, !dbg !536
  %1002 = call i64 @div16(i64 noundef %1001), !dbg !536
  store i64 %1002, ptr %157, align 8, !dbg !536
  %1003 = load i64, ptr %157, align 8, !dbg !536
  %1004 = trunc i64 %1003 to i33, !dbg !536
  %1005 = load i64, ptr %115, align 8, !dbg !537
  %1006 = trunc i64 %1005 to i33, !dbg !537
  %1007 = zext i33 %1006 to i64, !dbg !538
  store i64 %1007, ptr %158, align 8, !dbg !538
  %1008 = load i64, ptr %158, align 8, !dbg !538
  store i64 16, ptr %159, align 8, !dbg !538
  %1009 = load i64, ptr %159, align 8, !dbg !538
  %1010 = call i64 @op_div(i64 noundef %1008, i64 noundef %1009), !dbg !538
  store i64 %1010, ptr %160, align 8, !dbg !538
  %1011 = load i64, ptr %160, align 8, !dbg !538
  %1012 = trunc i64 %1011 to i33, !dbg !538
  %1013 = icmp ne i33 %1004, %1012, !dbg !539
  br i1 %1013, label %1014, label %1018, !dbg !540

1014:                                             ; preds = %997, %980, %963, %835
  %1015 = load i32, ptr %3, align 4, !dbg !541
  %1016 = add nsw i32 %1015, 1, !dbg !541
  store i32 %1016, ptr %3, align 4, !dbg !541
  %1017 = call i32 (ptr, ...) @printf(ptr noundef @.str.18), !dbg !543
  br label %1018, !dbg !544

1018:                                             ; preds = %1014, %997
  br label %1019, !dbg !545

1019:                                             ; preds = %1018
  %1020 = load i32, ptr %114, align 4, !dbg !546
  %1021 = add nsw i32 %1020, 1, !dbg !546
  store i32 %1021, ptr %114, align 4, !dbg !546
  br label %832, !dbg !547, !llvm.loop !548

1022:                                             ; preds = %832
  %1023 = load i64, ptr %2, align 8, !dbg !550
  %1024 = load i32, ptr %3, align 4, !dbg !551
  %1025 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %1023, i32 noundef %1024), !dbg !552
  %1026 = load i32, ptr %3, align 4, !dbg !553
  %1027 = icmp ne i32 %1026, 0, !dbg !553
  br i1 %1027, label %1028, label %1029, !dbg !553

1028:                                             ; preds = %1022
  br label %1033, !dbg !553

1029:                                             ; preds = %1022
  %1030 = load i64, ptr %2, align 8, !dbg !554
  %1031 = and i64 %1030, 63, !dbg !555
  %1032 = trunc i64 %1031 to i32, !dbg !556
  br label %1033, !dbg !553

1033:                                             ; preds = %1029, %1028
  %1034 = phi i32 [ 100, %1028 ], [ %1032, %1029 ], !dbg !553
  ret i32 %1034, !dbg !557
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 !dbg !558 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !561, !DIExpression(), !562)
  %3 = load i64, ptr @h, align 8, !dbg !563
  %4 = load i64, ptr %2, align 8, !dbg !564
  %5 = xor i64 %3, %4, !dbg !565
  %6 = mul i64 %5, 1099511628211, !dbg !566
  store i64 %6, ptr @h, align 8, !dbg !567
  ret void, !dbg !568
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @bits(i64 noundef %0) #0 !dbg !569 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %4 = load i64, ptr %2, align 8
  %5 = trunc i64 %4 to i33
  %6 = zext i33 %5 to i64
  store i64 %6, ptr %3, align 8
    #dbg_declare(ptr %3, !572, !DIExpression(), !573)
  %7 = load i64, ptr %3, align 8, !dbg !574
  %8 = trunc i64 %7 to i33, !dbg !574
  %9 = zext i33 %8 to i64, !dbg !575
  ret i64 %9, !dbg !576
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_add(i64 noundef %0, i64 noundef %1) #0 !dbg !577 {
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
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !580, !DIExpression(), !581)
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !582, !DIExpression(), !583)
  %14 = load i64, ptr %6, align 8, !dbg !584
  %15 = trunc i64 %14 to i33, !dbg !584
  %16 = load i64, ptr %7, align 8, !dbg !585
  %17 = trunc i64 %16 to i33, !dbg !585
  %18 = add i33 %15, %17, !dbg !586
  store i33 %18, ptr %3, align 8, !dbg !587
  %19 = load i33, ptr %3, align 8, !dbg !587
  %20 = zext i33 %19 to i64, !dbg !587
  ret i64 %20, !dbg !587
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_sub(i64 noundef %0, i64 noundef %1) #0 !dbg !588 {
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
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !589, !DIExpression(), !590)
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !591, !DIExpression(), !592)
  %14 = load i64, ptr %6, align 8, !dbg !593
  %15 = trunc i64 %14 to i33, !dbg !593
  %16 = load i64, ptr %7, align 8, !dbg !594
  %17 = trunc i64 %16 to i33, !dbg !594
  %18 = sub i33 %15, %17, !dbg !595
  store i33 %18, ptr %3, align 8, !dbg !596
  %19 = load i33, ptr %3, align 8, !dbg !596
  %20 = zext i33 %19 to i64, !dbg !596
  ret i64 %20, !dbg !596
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_mul(i64 noundef %0, i64 noundef %1) #0 !dbg !597 {
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
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !598, !DIExpression(), !599)
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !600, !DIExpression(), !601)
  %14 = load i64, ptr %6, align 8, !dbg !602
  %15 = trunc i64 %14 to i33, !dbg !602
  %16 = load i64, ptr %7, align 8, !dbg !603
  %17 = trunc i64 %16 to i33, !dbg !603
  %18 = mul i33 %15, %17, !dbg !604
  store i33 %18, ptr %3, align 8, !dbg !605
  %19 = load i33, ptr %3, align 8, !dbg !605
  %20 = zext i33 %19 to i64, !dbg !605
  ret i64 %20, !dbg !605
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_and(i64 noundef %0, i64 noundef %1) #0 !dbg !606 {
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
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !607, !DIExpression(), !608)
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !609, !DIExpression(), !610)
  %14 = load i64, ptr %6, align 8, !dbg !611
  %15 = trunc i64 %14 to i33, !dbg !611
  %16 = load i64, ptr %7, align 8, !dbg !612
  %17 = trunc i64 %16 to i33, !dbg !612
  %18 = and i33 %15, %17, !dbg !613
  store i33 %18, ptr %3, align 8, !dbg !614
  %19 = load i33, ptr %3, align 8, !dbg !614
  %20 = zext i33 %19 to i64, !dbg !614
  ret i64 %20, !dbg !614
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_or(i64 noundef %0, i64 noundef %1) #0 !dbg !615 {
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
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !616, !DIExpression(), !617)
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !618, !DIExpression(), !619)
  %14 = load i64, ptr %6, align 8, !dbg !620
  %15 = trunc i64 %14 to i33, !dbg !620
  %16 = load i64, ptr %7, align 8, !dbg !621
  %17 = trunc i64 %16 to i33, !dbg !621
  %18 = or i33 %15, %17, !dbg !622
  store i33 %18, ptr %3, align 8, !dbg !623
  %19 = load i33, ptr %3, align 8, !dbg !623
  %20 = zext i33 %19 to i64, !dbg !623
  ret i64 %20, !dbg !623
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_xor(i64 noundef %0, i64 noundef %1) #0 !dbg !624 {
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
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !625, !DIExpression(), !626)
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !627, !DIExpression(), !628)
  %14 = load i64, ptr %6, align 8, !dbg !629
  %15 = trunc i64 %14 to i33, !dbg !629
  %16 = load i64, ptr %7, align 8, !dbg !630
  %17 = trunc i64 %16 to i33, !dbg !630
  %18 = xor i33 %15, %17, !dbg !631
  store i33 %18, ptr %3, align 8, !dbg !632
  %19 = load i33, ptr %3, align 8, !dbg !632
  %20 = zext i33 %19 to i64, !dbg !632
  ret i64 %20, !dbg !632
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_min(i64 noundef %0, i64 noundef %1) #0 !dbg !633 {
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
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !634, !DIExpression(), !635)
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !636, !DIExpression(), !637)
  %14 = load i64, ptr %6, align 8, !dbg !638
  %15 = trunc i64 %14 to i33, !dbg !638
  %16 = load i64, ptr %7, align 8, !dbg !639
  %17 = trunc i64 %16 to i33, !dbg !639
  %18 = icmp ult i33 %15, %17, !dbg !640
  br i1 %18, label %19, label %22, !dbg !638

19:                                               ; preds = %2
  %20 = load i64, ptr %6, align 8, !dbg !641
  %21 = trunc i64 %20 to i33, !dbg !641
  br label %25, !dbg !638

22:                                               ; preds = %2
  %23 = load i64, ptr %7, align 8, !dbg !642
  %24 = trunc i64 %23 to i33, !dbg !642
  br label %25, !dbg !638

25:                                               ; preds = %22, %19
  %26 = phi i33 [ %21, %19 ], [ %24, %22 ], !dbg !638
  store i33 %26, ptr %3, align 8, !dbg !643
  %27 = load i33, ptr %3, align 8, !dbg !643
  %28 = zext i33 %27 to i64, !dbg !643
  ret i64 %28, !dbg !643
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_max(i64 noundef %0, i64 noundef %1) #0 !dbg !644 {
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
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !645, !DIExpression(), !646)
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !647, !DIExpression(), !648)
  %14 = load i64, ptr %6, align 8, !dbg !649
  %15 = trunc i64 %14 to i33, !dbg !649
  %16 = load i64, ptr %7, align 8, !dbg !650
  %17 = trunc i64 %16 to i33, !dbg !650
  %18 = icmp ugt i33 %15, %17, !dbg !651
  br i1 %18, label %19, label %22, !dbg !649

19:                                               ; preds = %2
  %20 = load i64, ptr %6, align 8, !dbg !652
  %21 = trunc i64 %20 to i33, !dbg !652
  br label %25, !dbg !649

22:                                               ; preds = %2
  %23 = load i64, ptr %7, align 8, !dbg !653
  %24 = trunc i64 %23 to i33, !dbg !653
  br label %25, !dbg !649

25:                                               ; preds = %22, %19
  %26 = phi i33 [ %21, %19 ], [ %24, %22 ], !dbg !649
  store i33 %26, ptr %3, align 8, !dbg !654
  %27 = load i33, ptr %3, align 8, !dbg !654
  %28 = zext i33 %27 to i64, !dbg !654
  ret i64 %28, !dbg !654
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @op_cmp(i64 noundef %0, i64 noundef %1) #0 !dbg !655 {
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
  %11 = zext i33 %8 to i64
  store i64 %11, ptr %5, align 8
    #dbg_declare(ptr %5, !658, !DIExpression(), !659)
  %12 = zext i33 %10 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !660, !DIExpression(), !661)
  %13 = load i64, ptr %5, align 8, !dbg !662
  %14 = trunc i64 %13 to i33, !dbg !662
  %15 = load i64, ptr %6, align 8, !dbg !663
  %16 = trunc i64 %15 to i33, !dbg !663
  %17 = icmp eq i33 %14, %16, !dbg !664
  %18 = zext i1 %17 to i32, !dbg !664
  %19 = load i64, ptr %5, align 8, !dbg !665
  %20 = trunc i64 %19 to i33, !dbg !665
  %21 = load i64, ptr %6, align 8, !dbg !666
  %22 = trunc i64 %21 to i33, !dbg !666
  %23 = icmp ne i33 %20, %22, !dbg !667
  %24 = zext i1 %23 to i32, !dbg !667
  %25 = shl i32 %24, 1, !dbg !668
  %26 = or i32 %18, %25, !dbg !669
  %27 = load i64, ptr %5, align 8, !dbg !670
  %28 = trunc i64 %27 to i33, !dbg !670
  %29 = load i64, ptr %6, align 8, !dbg !671
  %30 = trunc i64 %29 to i33, !dbg !671
  %31 = icmp ult i33 %28, %30, !dbg !672
  %32 = zext i1 %31 to i32, !dbg !672
  %33 = shl i32 %32, 2, !dbg !673
  %34 = or i32 %26, %33, !dbg !674
  %35 = load i64, ptr %5, align 8, !dbg !675
  %36 = trunc i64 %35 to i33, !dbg !675
  %37 = load i64, ptr %6, align 8, !dbg !676
  %38 = trunc i64 %37 to i33, !dbg !676
  %39 = icmp ule i33 %36, %38, !dbg !677
  %40 = zext i1 %39 to i32, !dbg !677
  %41 = shl i32 %40, 3, !dbg !678
  %42 = or i32 %34, %41, !dbg !679
  %43 = load i64, ptr %5, align 8, !dbg !680
  %44 = trunc i64 %43 to i33, !dbg !680
  %45 = load i64, ptr %6, align 8, !dbg !681
  %46 = trunc i64 %45 to i33, !dbg !681
  %47 = icmp ugt i33 %44, %46, !dbg !682
  %48 = zext i1 %47 to i32, !dbg !682
  %49 = shl i32 %48, 4, !dbg !683
  %50 = or i32 %42, %49, !dbg !684
  %51 = load i64, ptr %5, align 8, !dbg !685
  %52 = trunc i64 %51 to i33, !dbg !685
  %53 = load i64, ptr %6, align 8, !dbg !686
  %54 = trunc i64 %53 to i33, !dbg !686
  %55 = icmp uge i33 %52, %54, !dbg !687
  %56 = zext i1 %55 to i32, !dbg !687
  %57 = shl i32 %56, 5, !dbg !688
  %58 = or i32 %50, %57, !dbg !689
  %59 = load i64, ptr %5, align 8, !dbg !690
  %60 = trunc i64 %59 to i33, !dbg !690
  %61 = load i64, ptr %6, align 8, !dbg !691
  %62 = trunc i64 %61 to i33, !dbg !691
  %63 = icmp ult i33 %60, %62, !dbg !692
  %64 = zext i1 %63 to i32, !dbg !692
  %65 = shl i32 %64, 6, !dbg !693
  %66 = or i32 %58, %65, !dbg !694
  %67 = load i64, ptr %5, align 8, !dbg !695
  %68 = trunc i64 %67 to i33, !dbg !695
  %69 = load i64, ptr %6, align 8, !dbg !696
  %70 = trunc i64 %69 to i33, !dbg !696
  %71 = icmp uge i33 %68, %70, !dbg !697
  %72 = zext i1 %71 to i32, !dbg !697
  %73 = shl i32 %72, 7, !dbg !698
  %74 = or i32 %66, %73, !dbg !699
  %75 = load i64, ptr %5, align 8, !dbg !700
  %76 = trunc i64 %75 to i33, !dbg !700
  %77 = icmp ne i33 %76, 0, !dbg !701
  %78 = xor i1 %77, true, !dbg !701
  %79 = zext i1 %78 to i32, !dbg !701
  %80 = shl i32 %79, 8, !dbg !702
  %81 = or i32 %74, %80, !dbg !703
  %82 = load i64, ptr %6, align 8, !dbg !704
  %83 = trunc i64 %82 to i33, !dbg !704
  %84 = icmp ne i33 %83, 0, !dbg !705
  %85 = xor i1 %84, true, !dbg !705
  %86 = xor i1 %85, true, !dbg !706
  %87 = zext i1 %86 to i32, !dbg !706
  %88 = shl i32 %87, 9, !dbg !707
  %89 = or i32 %81, %88, !dbg !708
  ret i32 %89, !dbg !709
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_div(i64 noundef %0, i64 noundef %1) #0 !dbg !710 {
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
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !711, !DIExpression(), !712)
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !713, !DIExpression(), !714)
  %14 = load i64, ptr %6, align 8, !dbg !715
  %15 = trunc i64 %14 to i33, !dbg !715
  %16 = load i64, ptr %7, align 8, !dbg !716
  %17 = trunc i64 %16 to i33, !dbg !716
  %18 = udiv i33 %15, %17, !dbg !717
  store i33 %18, ptr %3, align 8, !dbg !718
  %19 = load i33, ptr %3, align 8, !dbg !718
  %20 = zext i33 %19 to i64, !dbg !718
  ret i64 %20, !dbg !718
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_rem(i64 noundef %0, i64 noundef %1) #0 !dbg !719 {
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
  %12 = zext i33 %9 to i64
  store i64 %12, ptr %6, align 8
    #dbg_declare(ptr %6, !720, !DIExpression(), !721)
  %13 = zext i33 %11 to i64
  store i64 %13, ptr %7, align 8
    #dbg_declare(ptr %7, !722, !DIExpression(), !723)
  %14 = load i64, ptr %6, align 8, !dbg !724
  %15 = trunc i64 %14 to i33, !dbg !724
  %16 = load i64, ptr %7, align 8, !dbg !725
  %17 = trunc i64 %16 to i33, !dbg !725
  %18 = urem i33 %15, %17, !dbg !726
  store i33 %18, ptr %3, align 8, !dbg !727
  %19 = load i33, ptr %3, align 8, !dbg !727
  %20 = zext i33 %19 to i64, !dbg !727
  ret i64 %20, !dbg !727
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_shl(i64 noundef %0, i32 noundef %1) #0 !dbg !728 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = trunc i64 %7 to i33
  %9 = zext i33 %8 to i64
  store i64 %9, ptr %5, align 8
    #dbg_declare(ptr %5, !731, !DIExpression(), !732)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !733, !DIExpression(), !734)
  %10 = load i64, ptr %5, align 8, !dbg !735
  %11 = trunc i64 %10 to i33, !dbg !735
  %12 = load i32, ptr %6, align 4, !dbg !736
  %13 = zext i32 %12 to i33, !dbg !737
  %14 = shl i33 %11, %13, !dbg !737
  store i33 %14, ptr %3, align 8, !dbg !738
  %15 = load i33, ptr %3, align 8, !dbg !738
  %16 = zext i33 %15 to i64, !dbg !738
  ret i64 %16, !dbg !738
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_lshr(i64 noundef %0, i32 noundef %1) #0 !dbg !739 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = trunc i64 %7 to i33
  %9 = zext i33 %8 to i64
  store i64 %9, ptr %5, align 8
    #dbg_declare(ptr %5, !740, !DIExpression(), !741)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !742, !DIExpression(), !743)
  %10 = load i64, ptr %5, align 8, !dbg !744
  %11 = trunc i64 %10 to i33, !dbg !744
  %12 = load i32, ptr %6, align 4, !dbg !745
  %13 = zext i32 %12 to i33, !dbg !746
  %14 = lshr i33 %11, %13, !dbg !746
  store i33 %14, ptr %3, align 8, !dbg !747
  %15 = load i33, ptr %3, align 8, !dbg !747
  %16 = zext i33 %15 to i64, !dbg !747
  ret i64 %16, !dbg !747
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_ashr(i64 noundef %0, i32 noundef %1) #0 !dbg !748 {
  %3 = alloca i33, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
  %7 = load i64, ptr %4, align 8
  %8 = trunc i64 %7 to i33
  %9 = zext i33 %8 to i64
  store i64 %9, ptr %5, align 8
    #dbg_declare(ptr %5, !749, !DIExpression(), !750)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !751, !DIExpression(), !752)
  %10 = load i64, ptr %5, align 8, !dbg !753
  %11 = trunc i64 %10 to i33, !dbg !753
  %12 = load i32, ptr %6, align 4, !dbg !754
  %13 = zext i32 %12 to i33, !dbg !755
  %14 = lshr i33 %11, %13, !dbg !755
  store i33 %14, ptr %3, align 8, !dbg !756
  %15 = load i33, ptr %3, align 8, !dbg !756
  %16 = zext i33 %15 to i64, !dbg !756
  ret i64 %16, !dbg !756
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_neg(i64 noundef %0) #0 !dbg !757 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !760, !DIExpression(), !761)
  %8 = load i64, ptr %4, align 8, !dbg !762
  %9 = trunc i64 %8 to i33, !dbg !762
  %10 = sub i33 0, %9, !dbg !763
  store i33 %10, ptr %2, align 8, !dbg !764
  %11 = load i33, ptr %2, align 8, !dbg !764
  %12 = zext i33 %11 to i64, !dbg !764
  ret i64 %12, !dbg !764
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_not(i64 noundef %0) #0 !dbg !765 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !766, !DIExpression(), !767)
  %8 = load i64, ptr %4, align 8, !dbg !768
  %9 = trunc i64 %8 to i33, !dbg !768
  %10 = xor i33 %9, -1, !dbg !769
  store i33 %10, ptr %2, align 8, !dbg !770
  %11 = load i33, ptr %2, align 8, !dbg !770
  %12 = zext i33 %11 to i64, !dbg !770
  ret i64 %12, !dbg !770
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @op_abs(i64 noundef %0) #0 !dbg !771 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i33
  %9 = zext i33 %8 to i64
  store i64 %9, ptr %4, align 8
    #dbg_declare(ptr %4, !772, !DIExpression(), !773)
  %10 = load i64, ptr %4, align 8, !dbg !774
  %11 = trunc i64 %10 to i33, !dbg !774
  %12 = icmp ult i33 %11, 0, !dbg !775
  br i1 %12, label %13, label %21, !dbg !774

13:                                               ; preds = %1
  %14 = load i64, ptr %4, align 8, !dbg !776
  %15 = trunc i64 %14 to i33, !dbg !776
  %16 = zext i33 %15 to i64, !dbg !777
  store i64 %16, ptr %5, align 8, !dbg !777
  %17 = load i64, ptr %5, align 8, !dbg !777
  %18 = call i64 @op_neg(i64 noundef %17), !dbg !777
  store i64 %18, ptr %6, align 8, !dbg !777
  %19 = load i64, ptr %6, align 8, !dbg !777
  %20 = trunc i64 %19 to i33, !dbg !777
  br label %24, !dbg !774

21:                                               ; preds = %1
  %22 = load i64, ptr %4, align 8, !dbg !778
  %23 = trunc i64 %22 to i33, !dbg !778
  br label %24, !dbg !774

24:                                               ; preds = %21, %13
  %25 = phi i33 [ %20, %13 ], [ %23, %21 ], !dbg !774
  store i33 %25, ptr %2, align 8, !dbg !779
  %26 = load i33, ptr %2, align 8, !dbg !779
  %27 = zext i33 %26 to i64, !dbg !779
  ret i64 %27, !dbg !779
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div3(i64 noundef %0) #0 !dbg !780 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !781, !DIExpression(), !782)
  %8 = load i64, ptr %4, align 8, !dbg !783
  %9 = trunc i64 %8 to i33, !dbg !783
  %10 = udiv i33 %9, 3, !dbg !784
  store i33 %10, ptr %2, align 8, !dbg !785
  %11 = load i33, ptr %2, align 8, !dbg !785
  %12 = zext i33 %11 to i64, !dbg !785
  ret i64 %12, !dbg !785
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div7(i64 noundef %0) #0 !dbg !786 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !787, !DIExpression(), !788)
  %8 = load i64, ptr %4, align 8, !dbg !789
  %9 = trunc i64 %8 to i33, !dbg !789
  %10 = udiv i33 %9, 7, !dbg !790
  store i33 %10, ptr %2, align 8, !dbg !791
  %11 = load i33, ptr %2, align 8, !dbg !791
  %12 = zext i33 %11 to i64, !dbg !791
  ret i64 %12, !dbg !791
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div10(i64 noundef %0) #0 !dbg !792 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !793, !DIExpression(), !794)
  %8 = load i64, ptr %4, align 8, !dbg !795
  %9 = trunc i64 %8 to i33, !dbg !795
  %10 = udiv i33 %9, 10, !dbg !796
  store i33 %10, ptr %2, align 8, !dbg !797
  %11 = load i33, ptr %2, align 8, !dbg !797
  %12 = zext i33 %11 to i64, !dbg !797
  ret i64 %12, !dbg !797
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem10(i64 noundef %0) #0 !dbg !798 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !799, !DIExpression(), !800)
  %8 = load i64, ptr %4, align 8, !dbg !801
  %9 = trunc i64 %8 to i33, !dbg !801
  %10 = urem i33 %9, 10, !dbg !802
  store i33 %10, ptr %2, align 8, !dbg !803
  %11 = load i33, ptr %2, align 8, !dbg !803
  %12 = zext i33 %11 to i64, !dbg !803
  ret i64 %12, !dbg !803
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @div16(i64 noundef %0) #0 !dbg !804 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !805, !DIExpression(), !806)
  %8 = load i64, ptr %4, align 8, !dbg !807
  %9 = trunc i64 %8 to i33, !dbg !807
  %10 = udiv i33 %9, 16, !dbg !808
  store i33 %10, ptr %2, align 8, !dbg !809
  %11 = load i33, ptr %2, align 8, !dbg !809
  %12 = zext i33 %11 to i64, !dbg !809
  ret i64 %12, !dbg !809
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @rem16(i64 noundef %0) #0 !dbg !810 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !811, !DIExpression(), !812)
  %8 = load i64, ptr %4, align 8, !dbg !813
  %9 = trunc i64 %8 to i33, !dbg !813
  %10 = urem i33 %9, 16, !dbg !814
  store i33 %10, ptr %2, align 8, !dbg !815
  %11 = load i33, ptr %2, align 8, !dbg !815
  %12 = zext i33 %11 to i64, !dbg !815
  ret i64 %12, !dbg !815
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @divm5(i64 noundef %0) #0 !dbg !816 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !817, !DIExpression(), !818)
  %8 = load i64, ptr %4, align 8, !dbg !819
  %9 = trunc i64 %8 to i33, !dbg !819
  %10 = udiv i33 %9, 5, !dbg !820
  store i33 %10, ptr %2, align 8, !dbg !821
  %11 = load i33, ptr %2, align 8, !dbg !821
  %12 = zext i33 %11 to i64, !dbg !821
  ret i64 %12, !dbg !821
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @divmax(i64 noundef %0) #0 !dbg !822 {
  %2 = alloca i33, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i33
  %7 = zext i33 %6 to i64
  store i64 %7, ptr %4, align 8
    #dbg_declare(ptr %4, !823, !DIExpression(), !824)
  %8 = load i64, ptr %4, align 8, !dbg !825
  %9 = trunc i64 %8 to i33, !dbg !825
  %10 = udiv i33 %9, -1, !dbg !826
  store i33 %10, ptr %2, align 8, !dbg !827
  %11 = load i33, ptr %2, align 8, !dbg !827
  %12 = zext i33 %11 to i64, !dbg !827
  ret i64 %12, !dbg !827
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!14}
!llvm.module.flags = !{!98, !99, !100, !101, !102, !103, !104}
!llvm.ident = !{!105}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/ops_matrix_ubitint33.c", directory: ".", checksumkind: CSK_MD5, checksum: "73396aa267fc5f78dfe82f9980a366cd")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 472, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 59)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 9)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(name: "h", scope: !14, file: !2, line: 24, type: !19, isLocal: true, isDefinition: true)
!14 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !15, globals: !25, splitDebugInlining: false, nameTableKind: None)
!15 = !{!16, !17, !19, !20, !21, !22, !23, !24}
!16 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 10, baseType: !18)
!18 = !DIBasicType(name: "unsigned _BitInt", size: 64, encoding: DW_ATE_unsigned)
!19 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "U", file: !2, line: 11, baseType: !18)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !DIDerivedType(tag: DW_TAG_typedef, name: "WU", file: !2, line: 12, baseType: !18)
!23 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!24 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!25 = !{!0, !7, !26, !31, !36, !38, !40, !42, !47, !49, !51, !53, !55, !60, !65, !70, !72, !77, !82, !87, !12, !92}
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 14)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 4)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !33, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !33, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !33, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 75, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 3)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 76, type: !33, isLocal: true, isDefinition: true)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(scope: null, file: !2, line: 77, type: !33, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 78, type: !33, isLocal: true, isDefinition: true)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 79, type: !33, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 88, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 33)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 89, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 208, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 26)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 91, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 16)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 96, type: !67, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 100, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 368, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 46)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 106, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 984, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 123)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !2, line: 110, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 20)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !2, line: 112, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 22)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(name: "vals", scope: !14, file: !2, line: 18, type: !94, isLocal: true, isDefinition: true)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 1344, elements: !96)
!95 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !17)
!96 = !{!97}
!97 = !DISubrange(count: 21)
!98 = !{i32 7, !"Dwarf Version", i32 5}
!99 = !{i32 2, !"Debug Info Version", i32 3}
!100 = !{i32 1, !"wchar_size", i32 4}
!101 = !{i32 8, !"PIC Level", i32 2}
!102 = !{i32 7, !"PIE Level", i32 2}
!103 = !{i32 7, !"uwtable", i32 2}
!104 = !{i32 7, !"frame-pointer", i32 2}
!105 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!106 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 66, type: !107, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !14, retainedNodes: !109)
!107 = !DISubroutineType(types: !108)
!108 = !{!21}
!109 = !{}
!110 = !DILocalVariable(name: "total", scope: !106, file: !2, line: 67, type: !19)
!111 = !DILocation(line: 67, column: 24, scope: !106)
!112 = !DILocalVariable(name: "bad", scope: !106, file: !2, line: 68, type: !21)
!113 = !DILocation(line: 68, column: 9, scope: !106)
!114 = !DILocation(line: 69, column: 5, scope: !106)
!115 = !DILocation(line: 71, column: 5, scope: !106)
!116 = !DILocation(line: 71, column: 5, scope: !117)
!117 = distinct !DILexicalBlock(scope: !106, file: !2, line: 71, column: 5)
!118 = !DILocalVariable(name: "i", scope: !119, file: !2, line: 71, type: !21)
!119 = distinct !DILexicalBlock(scope: !117, file: !2, line: 71, column: 5)
!120 = !DILocation(line: 71, column: 5, scope: !119)
!121 = !DILocation(line: 71, column: 5, scope: !122)
!122 = distinct !DILexicalBlock(scope: !119, file: !2, line: 71, column: 5)
!123 = !DILocalVariable(name: "j", scope: !124, file: !2, line: 71, type: !21)
!124 = distinct !DILexicalBlock(scope: !122, file: !2, line: 71, column: 5)
!125 = !DILocation(line: 71, column: 5, scope: !124)
!126 = !DILocation(line: 71, column: 5, scope: !127)
!127 = distinct !DILexicalBlock(scope: !124, file: !2, line: 71, column: 5)
!128 = !DILocalVariable(name: "a", scope: !129, file: !2, line: 71, type: !17)
!129 = distinct !DILexicalBlock(scope: !127, file: !2, line: 71, column: 5)
!130 = !DILocation(line: 71, column: 5, scope: !129)
!131 = !DILocalVariable(name: "b", scope: !129, file: !2, line: 71, type: !17)
!132 = distinct !{!132, !125, !125, !133}
!133 = !{!"llvm.loop.mustprogress"}
!134 = distinct !{!134, !120, !120, !133}
!135 = !DILocation(line: 72, column: 5, scope: !106)
!136 = !DILocation(line: 72, column: 5, scope: !137)
!137 = distinct !DILexicalBlock(scope: !106, file: !2, line: 72, column: 5)
!138 = !DILocalVariable(name: "i", scope: !139, file: !2, line: 72, type: !21)
!139 = distinct !DILexicalBlock(scope: !137, file: !2, line: 72, column: 5)
!140 = !DILocation(line: 72, column: 5, scope: !139)
!141 = !DILocation(line: 72, column: 5, scope: !142)
!142 = distinct !DILexicalBlock(scope: !139, file: !2, line: 72, column: 5)
!143 = !DILocalVariable(name: "j", scope: !144, file: !2, line: 72, type: !21)
!144 = distinct !DILexicalBlock(scope: !142, file: !2, line: 72, column: 5)
!145 = !DILocation(line: 72, column: 5, scope: !144)
!146 = !DILocation(line: 72, column: 5, scope: !147)
!147 = distinct !DILexicalBlock(scope: !144, file: !2, line: 72, column: 5)
!148 = !DILocalVariable(name: "a", scope: !149, file: !2, line: 72, type: !17)
!149 = distinct !DILexicalBlock(scope: !147, file: !2, line: 72, column: 5)
!150 = !DILocation(line: 72, column: 5, scope: !149)
!151 = !DILocalVariable(name: "b", scope: !149, file: !2, line: 72, type: !17)
!152 = distinct !{!152, !145, !145, !133}
!153 = distinct !{!153, !140, !140, !133}
!154 = !DILocation(line: 73, column: 5, scope: !106)
!155 = !DILocation(line: 73, column: 5, scope: !156)
!156 = distinct !DILexicalBlock(scope: !106, file: !2, line: 73, column: 5)
!157 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 73, type: !21)
!158 = distinct !DILexicalBlock(scope: !156, file: !2, line: 73, column: 5)
!159 = !DILocation(line: 73, column: 5, scope: !158)
!160 = !DILocation(line: 73, column: 5, scope: !161)
!161 = distinct !DILexicalBlock(scope: !158, file: !2, line: 73, column: 5)
!162 = !DILocalVariable(name: "j", scope: !163, file: !2, line: 73, type: !21)
!163 = distinct !DILexicalBlock(scope: !161, file: !2, line: 73, column: 5)
!164 = !DILocation(line: 73, column: 5, scope: !163)
!165 = !DILocation(line: 73, column: 5, scope: !166)
!166 = distinct !DILexicalBlock(scope: !163, file: !2, line: 73, column: 5)
!167 = !DILocalVariable(name: "a", scope: !168, file: !2, line: 73, type: !17)
!168 = distinct !DILexicalBlock(scope: !166, file: !2, line: 73, column: 5)
!169 = !DILocation(line: 73, column: 5, scope: !168)
!170 = !DILocalVariable(name: "b", scope: !168, file: !2, line: 73, type: !17)
!171 = distinct !{!171, !164, !164, !133}
!172 = distinct !{!172, !159, !159, !133}
!173 = !DILocation(line: 74, column: 5, scope: !106)
!174 = !DILocation(line: 74, column: 5, scope: !175)
!175 = distinct !DILexicalBlock(scope: !106, file: !2, line: 74, column: 5)
!176 = !DILocalVariable(name: "i", scope: !177, file: !2, line: 74, type: !21)
!177 = distinct !DILexicalBlock(scope: !175, file: !2, line: 74, column: 5)
!178 = !DILocation(line: 74, column: 5, scope: !177)
!179 = !DILocation(line: 74, column: 5, scope: !180)
!180 = distinct !DILexicalBlock(scope: !177, file: !2, line: 74, column: 5)
!181 = !DILocalVariable(name: "j", scope: !182, file: !2, line: 74, type: !21)
!182 = distinct !DILexicalBlock(scope: !180, file: !2, line: 74, column: 5)
!183 = !DILocation(line: 74, column: 5, scope: !182)
!184 = !DILocation(line: 74, column: 5, scope: !185)
!185 = distinct !DILexicalBlock(scope: !182, file: !2, line: 74, column: 5)
!186 = !DILocalVariable(name: "a", scope: !187, file: !2, line: 74, type: !17)
!187 = distinct !DILexicalBlock(scope: !185, file: !2, line: 74, column: 5)
!188 = !DILocation(line: 74, column: 5, scope: !187)
!189 = !DILocalVariable(name: "b", scope: !187, file: !2, line: 74, type: !17)
!190 = distinct !{!190, !183, !183, !133}
!191 = distinct !{!191, !178, !178, !133}
!192 = !DILocation(line: 75, column: 5, scope: !106)
!193 = !DILocation(line: 75, column: 5, scope: !194)
!194 = distinct !DILexicalBlock(scope: !106, file: !2, line: 75, column: 5)
!195 = !DILocalVariable(name: "i", scope: !196, file: !2, line: 75, type: !21)
!196 = distinct !DILexicalBlock(scope: !194, file: !2, line: 75, column: 5)
!197 = !DILocation(line: 75, column: 5, scope: !196)
!198 = !DILocation(line: 75, column: 5, scope: !199)
!199 = distinct !DILexicalBlock(scope: !196, file: !2, line: 75, column: 5)
!200 = !DILocalVariable(name: "j", scope: !201, file: !2, line: 75, type: !21)
!201 = distinct !DILexicalBlock(scope: !199, file: !2, line: 75, column: 5)
!202 = !DILocation(line: 75, column: 5, scope: !201)
!203 = !DILocation(line: 75, column: 5, scope: !204)
!204 = distinct !DILexicalBlock(scope: !201, file: !2, line: 75, column: 5)
!205 = !DILocalVariable(name: "a", scope: !206, file: !2, line: 75, type: !17)
!206 = distinct !DILexicalBlock(scope: !204, file: !2, line: 75, column: 5)
!207 = !DILocation(line: 75, column: 5, scope: !206)
!208 = !DILocalVariable(name: "b", scope: !206, file: !2, line: 75, type: !17)
!209 = distinct !{!209, !202, !202, !133}
!210 = distinct !{!210, !197, !197, !133}
!211 = !DILocation(line: 76, column: 5, scope: !106)
!212 = !DILocation(line: 76, column: 5, scope: !213)
!213 = distinct !DILexicalBlock(scope: !106, file: !2, line: 76, column: 5)
!214 = !DILocalVariable(name: "i", scope: !215, file: !2, line: 76, type: !21)
!215 = distinct !DILexicalBlock(scope: !213, file: !2, line: 76, column: 5)
!216 = !DILocation(line: 76, column: 5, scope: !215)
!217 = !DILocation(line: 76, column: 5, scope: !218)
!218 = distinct !DILexicalBlock(scope: !215, file: !2, line: 76, column: 5)
!219 = !DILocalVariable(name: "j", scope: !220, file: !2, line: 76, type: !21)
!220 = distinct !DILexicalBlock(scope: !218, file: !2, line: 76, column: 5)
!221 = !DILocation(line: 76, column: 5, scope: !220)
!222 = !DILocation(line: 76, column: 5, scope: !223)
!223 = distinct !DILexicalBlock(scope: !220, file: !2, line: 76, column: 5)
!224 = !DILocalVariable(name: "a", scope: !225, file: !2, line: 76, type: !17)
!225 = distinct !DILexicalBlock(scope: !223, file: !2, line: 76, column: 5)
!226 = !DILocation(line: 76, column: 5, scope: !225)
!227 = !DILocalVariable(name: "b", scope: !225, file: !2, line: 76, type: !17)
!228 = distinct !{!228, !221, !221, !133}
!229 = distinct !{!229, !216, !216, !133}
!230 = !DILocation(line: 77, column: 5, scope: !106)
!231 = !DILocation(line: 77, column: 5, scope: !232)
!232 = distinct !DILexicalBlock(scope: !106, file: !2, line: 77, column: 5)
!233 = !DILocalVariable(name: "i", scope: !234, file: !2, line: 77, type: !21)
!234 = distinct !DILexicalBlock(scope: !232, file: !2, line: 77, column: 5)
!235 = !DILocation(line: 77, column: 5, scope: !234)
!236 = !DILocation(line: 77, column: 5, scope: !237)
!237 = distinct !DILexicalBlock(scope: !234, file: !2, line: 77, column: 5)
!238 = !DILocalVariable(name: "j", scope: !239, file: !2, line: 77, type: !21)
!239 = distinct !DILexicalBlock(scope: !237, file: !2, line: 77, column: 5)
!240 = !DILocation(line: 77, column: 5, scope: !239)
!241 = !DILocation(line: 77, column: 5, scope: !242)
!242 = distinct !DILexicalBlock(scope: !239, file: !2, line: 77, column: 5)
!243 = !DILocalVariable(name: "a", scope: !244, file: !2, line: 77, type: !17)
!244 = distinct !DILexicalBlock(scope: !242, file: !2, line: 77, column: 5)
!245 = !DILocation(line: 77, column: 5, scope: !244)
!246 = !DILocalVariable(name: "b", scope: !244, file: !2, line: 77, type: !17)
!247 = distinct !{!247, !240, !240, !133}
!248 = distinct !{!248, !235, !235, !133}
!249 = !DILocation(line: 78, column: 5, scope: !106)
!250 = !DILocation(line: 78, column: 5, scope: !251)
!251 = distinct !DILexicalBlock(scope: !106, file: !2, line: 78, column: 5)
!252 = !DILocalVariable(name: "i", scope: !253, file: !2, line: 78, type: !21)
!253 = distinct !DILexicalBlock(scope: !251, file: !2, line: 78, column: 5)
!254 = !DILocation(line: 78, column: 5, scope: !253)
!255 = !DILocation(line: 78, column: 5, scope: !256)
!256 = distinct !DILexicalBlock(scope: !253, file: !2, line: 78, column: 5)
!257 = !DILocalVariable(name: "j", scope: !258, file: !2, line: 78, type: !21)
!258 = distinct !DILexicalBlock(scope: !256, file: !2, line: 78, column: 5)
!259 = !DILocation(line: 78, column: 5, scope: !258)
!260 = !DILocation(line: 78, column: 5, scope: !261)
!261 = distinct !DILexicalBlock(scope: !258, file: !2, line: 78, column: 5)
!262 = !DILocalVariable(name: "a", scope: !263, file: !2, line: 78, type: !17)
!263 = distinct !DILexicalBlock(scope: !261, file: !2, line: 78, column: 5)
!264 = !DILocation(line: 78, column: 5, scope: !263)
!265 = !DILocalVariable(name: "b", scope: !263, file: !2, line: 78, type: !17)
!266 = distinct !{!266, !259, !259, !133}
!267 = distinct !{!267, !254, !254, !133}
!268 = !DILocation(line: 79, column: 5, scope: !106)
!269 = !DILocation(line: 79, column: 5, scope: !270)
!270 = distinct !DILexicalBlock(scope: !106, file: !2, line: 79, column: 5)
!271 = !DILocalVariable(name: "i", scope: !272, file: !2, line: 79, type: !21)
!272 = distinct !DILexicalBlock(scope: !270, file: !2, line: 79, column: 5)
!273 = !DILocation(line: 79, column: 5, scope: !272)
!274 = !DILocation(line: 79, column: 5, scope: !275)
!275 = distinct !DILexicalBlock(scope: !272, file: !2, line: 79, column: 5)
!276 = !DILocalVariable(name: "j", scope: !277, file: !2, line: 79, type: !21)
!277 = distinct !DILexicalBlock(scope: !275, file: !2, line: 79, column: 5)
!278 = !DILocation(line: 79, column: 5, scope: !277)
!279 = !DILocation(line: 79, column: 5, scope: !280)
!280 = distinct !DILexicalBlock(scope: !277, file: !2, line: 79, column: 5)
!281 = !DILocalVariable(name: "a", scope: !282, file: !2, line: 79, type: !17)
!282 = distinct !DILexicalBlock(scope: !280, file: !2, line: 79, column: 5)
!283 = !DILocation(line: 79, column: 5, scope: !282)
!284 = !DILocalVariable(name: "b", scope: !282, file: !2, line: 79, type: !17)
!285 = distinct !{!285, !278, !278, !133}
!286 = distinct !{!286, !273, !273, !133}
!287 = !DILocation(line: 81, column: 7, scope: !106)
!288 = !DILocalVariable(name: "i", scope: !289, file: !2, line: 82, type: !21)
!289 = distinct !DILexicalBlock(scope: !106, file: !2, line: 82, column: 5)
!290 = !DILocation(line: 82, column: 14, scope: !289)
!291 = !DILocation(line: 82, column: 10, scope: !289)
!292 = !DILocation(line: 82, column: 21, scope: !293)
!293 = distinct !DILexicalBlock(scope: !289, file: !2, line: 82, column: 5)
!294 = !DILocation(line: 82, column: 23, scope: !293)
!295 = !DILocation(line: 82, column: 5, scope: !289)
!296 = !DILocalVariable(name: "j", scope: !297, file: !2, line: 83, type: !21)
!297 = distinct !DILexicalBlock(scope: !293, file: !2, line: 83, column: 9)
!298 = !DILocation(line: 83, column: 18, scope: !297)
!299 = !DILocation(line: 83, column: 14, scope: !297)
!300 = !DILocation(line: 83, column: 25, scope: !301)
!301 = distinct !DILexicalBlock(scope: !297, file: !2, line: 83, column: 9)
!302 = !DILocation(line: 83, column: 27, scope: !301)
!303 = !DILocation(line: 83, column: 9, scope: !297)
!304 = !DILocalVariable(name: "a", scope: !305, file: !2, line: 84, type: !17)
!305 = distinct !DILexicalBlock(scope: !301, file: !2, line: 83, column: 37)
!306 = !DILocation(line: 84, column: 15, scope: !305)
!307 = !DILocation(line: 84, column: 24, scope: !305)
!308 = !DILocation(line: 84, column: 19, scope: !305)
!309 = !DILocalVariable(name: "b", scope: !305, file: !2, line: 84, type: !17)
!310 = !DILocation(line: 84, column: 28, scope: !305)
!311 = !DILocation(line: 84, column: 37, scope: !305)
!312 = !DILocation(line: 84, column: 32, scope: !305)
!313 = !DILocation(line: 85, column: 17, scope: !314)
!314 = distinct !DILexicalBlock(scope: !305, file: !2, line: 85, column: 17)
!315 = !DILocation(line: 85, column: 19, scope: !314)
!316 = !DILocation(line: 85, column: 17, scope: !305)
!317 = !DILocation(line: 85, column: 64, scope: !314)
!318 = !DILocalVariable(name: "q", scope: !305, file: !2, line: 86, type: !17)
!319 = !DILocation(line: 86, column: 15, scope: !305)
!320 = !DILocation(line: 86, column: 26, scope: !305)
!321 = !DILocation(line: 86, column: 29, scope: !305)
!322 = !DILocation(line: 86, column: 19, scope: !305)
!323 = !DILocalVariable(name: "r", scope: !305, file: !2, line: 86, type: !17)
!324 = !DILocation(line: 86, column: 33, scope: !305)
!325 = !DILocation(line: 86, column: 44, scope: !305)
!326 = !DILocation(line: 86, column: 47, scope: !305)
!327 = !DILocation(line: 86, column: 37, scope: !305)
!328 = !DILocation(line: 87, column: 22, scope: !305)
!329 = !DILocation(line: 87, column: 17, scope: !305)
!330 = !DILocation(line: 87, column: 13, scope: !305)
!331 = !DILocation(line: 87, column: 36, scope: !305)
!332 = !DILocation(line: 87, column: 31, scope: !305)
!333 = !DILocation(line: 87, column: 27, scope: !305)
!334 = !DILocation(line: 88, column: 32, scope: !335)
!335 = distinct !DILexicalBlock(scope: !305, file: !2, line: 88, column: 17)
!336 = !DILocation(line: 88, column: 35, scope: !335)
!337 = !DILocation(line: 88, column: 25, scope: !335)
!338 = !DILocation(line: 88, column: 44, scope: !335)
!339 = !DILocation(line: 88, column: 38, scope: !335)
!340 = !DILocation(line: 88, column: 50, scope: !335)
!341 = !DILocation(line: 88, column: 47, scope: !335)
!342 = !DILocation(line: 88, column: 17, scope: !305)
!343 = !DILocation(line: 88, column: 58, scope: !344)
!344 = distinct !DILexicalBlock(scope: !335, file: !2, line: 88, column: 53)
!345 = !DILocation(line: 88, column: 117, scope: !344)
!346 = !DILocation(line: 88, column: 106, scope: !344)
!347 = !DILocation(line: 88, column: 131, scope: !344)
!348 = !DILocation(line: 88, column: 120, scope: !344)
!349 = !DILocation(line: 88, column: 62, scope: !344)
!350 = !DILocation(line: 88, column: 135, scope: !344)
!351 = !DILocation(line: 89, column: 17, scope: !352)
!352 = distinct !DILexicalBlock(scope: !305, file: !2, line: 89, column: 17)
!353 = !DILocation(line: 89, column: 19, scope: !352)
!354 = !DILocation(line: 89, column: 24, scope: !352)
!355 = !DILocation(line: 89, column: 29, scope: !352)
!356 = !DILocation(line: 89, column: 31, scope: !352)
!357 = !DILocation(line: 89, column: 40, scope: !352)
!358 = !DILocation(line: 89, column: 42, scope: !352)
!359 = !DILocation(line: 89, column: 36, scope: !352)
!360 = !DILocation(line: 89, column: 17, scope: !305)
!361 = !DILocation(line: 89, column: 54, scope: !362)
!362 = distinct !DILexicalBlock(scope: !352, file: !2, line: 89, column: 49)
!363 = !DILocation(line: 89, column: 106, scope: !362)
!364 = !DILocation(line: 89, column: 95, scope: !362)
!365 = !DILocation(line: 89, column: 120, scope: !362)
!366 = !DILocation(line: 89, column: 109, scope: !362)
!367 = !DILocation(line: 89, column: 58, scope: !362)
!368 = !DILocation(line: 89, column: 124, scope: !362)
!369 = !DILocation(line: 90, column: 9, scope: !305)
!370 = !DILocation(line: 83, column: 33, scope: !301)
!371 = !DILocation(line: 83, column: 9, scope: !301)
!372 = distinct !{!372, !303, !373, !133}
!373 = !DILocation(line: 90, column: 9, scope: !297)
!374 = !DILocation(line: 82, column: 29, scope: !293)
!375 = !DILocation(line: 82, column: 5, scope: !293)
!376 = distinct !{!376, !295, !377, !133}
!377 = !DILocation(line: 90, column: 9, scope: !289)
!378 = !DILocation(line: 91, column: 32, scope: !106)
!379 = !DILocation(line: 91, column: 5, scope: !106)
!380 = !DILocation(line: 91, column: 45, scope: !106)
!381 = !DILocation(line: 91, column: 42, scope: !106)
!382 = !DILocation(line: 93, column: 7, scope: !106)
!383 = !DILocalVariable(name: "i", scope: !384, file: !2, line: 94, type: !21)
!384 = distinct !DILexicalBlock(scope: !106, file: !2, line: 94, column: 5)
!385 = !DILocation(line: 94, column: 14, scope: !384)
!386 = !DILocation(line: 94, column: 10, scope: !384)
!387 = !DILocation(line: 94, column: 21, scope: !388)
!388 = distinct !DILexicalBlock(scope: !384, file: !2, line: 94, column: 5)
!389 = !DILocation(line: 94, column: 23, scope: !388)
!390 = !DILocation(line: 94, column: 5, scope: !384)
!391 = !DILocalVariable(name: "s", scope: !392, file: !2, line: 95, type: !21)
!392 = distinct !DILexicalBlock(scope: !388, file: !2, line: 95, column: 9)
!393 = !DILocation(line: 95, column: 18, scope: !392)
!394 = !DILocation(line: 95, column: 14, scope: !392)
!395 = !DILocation(line: 95, column: 25, scope: !396)
!396 = distinct !DILexicalBlock(scope: !392, file: !2, line: 95, column: 9)
!397 = !DILocation(line: 95, column: 27, scope: !396)
!398 = !DILocation(line: 95, column: 9, scope: !392)
!399 = !DILocalVariable(name: "a", scope: !400, file: !2, line: 95, type: !17)
!400 = distinct !DILexicalBlock(scope: !396, file: !2, line: 95, column: 40)
!401 = !DILocation(line: 95, column: 44, scope: !400)
!402 = !DILocation(line: 95, column: 53, scope: !400)
!403 = !DILocation(line: 95, column: 48, scope: !400)
!404 = !DILocation(line: 95, column: 73, scope: !400)
!405 = !DILocation(line: 95, column: 76, scope: !400)
!406 = !DILocation(line: 95, column: 66, scope: !400)
!407 = !DILocation(line: 95, column: 61, scope: !400)
!408 = !DILocation(line: 95, column: 57, scope: !400)
!409 = !DILocation(line: 95, column: 99, scope: !400)
!410 = !DILocation(line: 95, column: 102, scope: !400)
!411 = !DILocation(line: 95, column: 91, scope: !400)
!412 = !DILocation(line: 95, column: 86, scope: !400)
!413 = !DILocation(line: 95, column: 82, scope: !400)
!414 = !DILocation(line: 95, column: 125, scope: !400)
!415 = !DILocation(line: 95, column: 128, scope: !400)
!416 = !DILocation(line: 95, column: 117, scope: !400)
!417 = !DILocation(line: 95, column: 112, scope: !400)
!418 = !DILocation(line: 95, column: 108, scope: !400)
!419 = !DILocation(line: 95, column: 134, scope: !400)
!420 = !DILocation(line: 95, column: 36, scope: !396)
!421 = !DILocation(line: 95, column: 9, scope: !396)
!422 = distinct !{!422, !398, !423, !133}
!423 = !DILocation(line: 95, column: 134, scope: !392)
!424 = !DILocation(line: 94, column: 29, scope: !388)
!425 = !DILocation(line: 94, column: 5, scope: !388)
!426 = distinct !{!426, !390, !427, !133}
!427 = !DILocation(line: 95, column: 134, scope: !384)
!428 = !DILocation(line: 96, column: 32, scope: !106)
!429 = !DILocation(line: 96, column: 5, scope: !106)
!430 = !DILocation(line: 96, column: 45, scope: !106)
!431 = !DILocation(line: 96, column: 42, scope: !106)
!432 = !DILocalVariable(name: "i", scope: !433, file: !2, line: 98, type: !21)
!433 = distinct !DILexicalBlock(scope: !106, file: !2, line: 98, column: 5)
!434 = !DILocation(line: 98, column: 14, scope: !433)
!435 = !DILocation(line: 98, column: 10, scope: !433)
!436 = !DILocation(line: 98, column: 21, scope: !437)
!437 = distinct !DILexicalBlock(scope: !433, file: !2, line: 98, column: 5)
!438 = !DILocation(line: 98, column: 23, scope: !437)
!439 = !DILocation(line: 98, column: 5, scope: !433)
!440 = !DILocalVariable(name: "a", scope: !441, file: !2, line: 99, type: !17)
!441 = distinct !DILexicalBlock(scope: !437, file: !2, line: 98, column: 36)
!442 = !DILocation(line: 99, column: 11, scope: !441)
!443 = !DILocation(line: 99, column: 20, scope: !441)
!444 = !DILocation(line: 99, column: 15, scope: !441)
!445 = !DILocation(line: 100, column: 77, scope: !441)
!446 = !DILocation(line: 100, column: 66, scope: !441)
!447 = !DILocation(line: 100, column: 102, scope: !441)
!448 = !DILocation(line: 100, column: 95, scope: !441)
!449 = !DILocation(line: 100, column: 90, scope: !441)
!450 = !DILocation(line: 101, column: 39, scope: !441)
!451 = !DILocation(line: 101, column: 31, scope: !441)
!452 = !DILocation(line: 101, column: 26, scope: !441)
!453 = !DILocation(line: 101, column: 83, scope: !441)
!454 = !DILocation(line: 101, column: 75, scope: !441)
!455 = !DILocation(line: 101, column: 64, scope: !441)
!456 = !DILocation(line: 100, column: 9, scope: !441)
!457 = !DILocation(line: 102, column: 5, scope: !441)
!458 = !DILocation(line: 98, column: 30, scope: !437)
!459 = !DILocation(line: 98, column: 5, scope: !437)
!460 = distinct !{!460, !439, !461, !133}
!461 = !DILocation(line: 102, column: 5, scope: !433)
!462 = !DILocalVariable(name: "i", scope: !463, file: !2, line: 104, type: !21)
!463 = distinct !DILexicalBlock(scope: !106, file: !2, line: 104, column: 5)
!464 = !DILocation(line: 104, column: 14, scope: !463)
!465 = !DILocation(line: 104, column: 10, scope: !463)
!466 = !DILocation(line: 104, column: 21, scope: !467)
!467 = distinct !DILexicalBlock(scope: !463, file: !2, line: 104, column: 5)
!468 = !DILocation(line: 104, column: 23, scope: !467)
!469 = !DILocation(line: 104, column: 5, scope: !463)
!470 = !DILocalVariable(name: "a", scope: !471, file: !2, line: 105, type: !17)
!471 = distinct !DILexicalBlock(scope: !467, file: !2, line: 104, column: 33)
!472 = !DILocation(line: 105, column: 11, scope: !471)
!473 = !DILocation(line: 105, column: 20, scope: !471)
!474 = !DILocation(line: 105, column: 15, scope: !471)
!475 = !DILocation(line: 107, column: 27, scope: !471)
!476 = !DILocation(line: 107, column: 16, scope: !471)
!477 = !DILocation(line: 107, column: 42, scope: !471)
!478 = !DILocation(line: 107, column: 35, scope: !471)
!479 = !DILocation(line: 107, column: 30, scope: !471)
!480 = !DILocation(line: 107, column: 59, scope: !471)
!481 = !DILocation(line: 107, column: 52, scope: !471)
!482 = !DILocation(line: 107, column: 47, scope: !471)
!483 = !DILocation(line: 107, column: 76, scope: !471)
!484 = !DILocation(line: 107, column: 69, scope: !471)
!485 = !DILocation(line: 107, column: 64, scope: !471)
!486 = !DILocation(line: 107, column: 97, scope: !471)
!487 = !DILocation(line: 107, column: 92, scope: !471)
!488 = !DILocation(line: 107, column: 81, scope: !471)
!489 = !DILocation(line: 107, column: 117, scope: !471)
!490 = !DILocation(line: 107, column: 112, scope: !471)
!491 = !DILocation(line: 107, column: 101, scope: !471)
!492 = !DILocation(line: 108, column: 33, scope: !471)
!493 = !DILocation(line: 108, column: 27, scope: !471)
!494 = !DILocation(line: 108, column: 16, scope: !471)
!495 = !DILocation(line: 108, column: 54, scope: !471)
!496 = !DILocation(line: 108, column: 48, scope: !471)
!497 = !DILocation(line: 108, column: 37, scope: !471)
!498 = !DILocation(line: 108, column: 75, scope: !471)
!499 = !DILocation(line: 108, column: 69, scope: !471)
!500 = !DILocation(line: 108, column: 58, scope: !471)
!501 = !DILocation(line: 108, column: 96, scope: !471)
!502 = !DILocation(line: 108, column: 90, scope: !471)
!503 = !DILocation(line: 108, column: 79, scope: !471)
!504 = !DILocation(line: 108, column: 117, scope: !471)
!505 = !DILocation(line: 108, column: 111, scope: !471)
!506 = !DILocation(line: 108, column: 100, scope: !471)
!507 = !DILocation(line: 109, column: 34, scope: !471)
!508 = !DILocation(line: 109, column: 27, scope: !471)
!509 = !DILocation(line: 109, column: 16, scope: !471)
!510 = !DILocation(line: 109, column: 53, scope: !471)
!511 = !DILocation(line: 109, column: 46, scope: !471)
!512 = !DILocation(line: 109, column: 38, scope: !471)
!513 = !DILocation(line: 109, column: 64, scope: !471)
!514 = !DILocation(line: 109, column: 56, scope: !471)
!515 = !DILocation(line: 106, column: 9, scope: !471)
!516 = !DILocation(line: 110, column: 19, scope: !517)
!517 = distinct !DILexicalBlock(scope: !471, file: !2, line: 110, column: 13)
!518 = !DILocation(line: 110, column: 13, scope: !517)
!519 = !DILocation(line: 110, column: 32, scope: !517)
!520 = !DILocation(line: 110, column: 25, scope: !517)
!521 = !DILocation(line: 110, column: 22, scope: !517)
!522 = !DILocation(line: 110, column: 39, scope: !517)
!523 = !DILocation(line: 110, column: 48, scope: !517)
!524 = !DILocation(line: 110, column: 42, scope: !517)
!525 = !DILocation(line: 110, column: 61, scope: !517)
!526 = !DILocation(line: 110, column: 54, scope: !517)
!527 = !DILocation(line: 110, column: 51, scope: !517)
!528 = !DILocation(line: 110, column: 68, scope: !517)
!529 = !DILocation(line: 110, column: 76, scope: !517)
!530 = !DILocation(line: 110, column: 71, scope: !517)
!531 = !DILocation(line: 110, column: 89, scope: !517)
!532 = !DILocation(line: 110, column: 82, scope: !517)
!533 = !DILocation(line: 110, column: 79, scope: !517)
!534 = !DILocation(line: 110, column: 95, scope: !517)
!535 = !DILocation(line: 110, column: 104, scope: !517)
!536 = !DILocation(line: 110, column: 98, scope: !517)
!537 = !DILocation(line: 110, column: 117, scope: !517)
!538 = !DILocation(line: 110, column: 110, scope: !517)
!539 = !DILocation(line: 110, column: 107, scope: !517)
!540 = !DILocation(line: 110, column: 13, scope: !471)
!541 = !DILocation(line: 110, column: 130, scope: !542)
!542 = distinct !DILexicalBlock(scope: !517, file: !2, line: 110, column: 125)
!543 = !DILocation(line: 110, column: 134, scope: !542)
!544 = !DILocation(line: 110, column: 166, scope: !542)
!545 = !DILocation(line: 111, column: 5, scope: !471)
!546 = !DILocation(line: 104, column: 29, scope: !467)
!547 = !DILocation(line: 104, column: 5, scope: !467)
!548 = distinct !{!548, !469, !549, !133}
!549 = !DILocation(line: 111, column: 5, scope: !463)
!550 = !DILocation(line: 112, column: 38, scope: !106)
!551 = !DILocation(line: 112, column: 45, scope: !106)
!552 = !DILocation(line: 112, column: 5, scope: !106)
!553 = !DILocation(line: 113, column: 12, scope: !106)
!554 = !DILocation(line: 113, column: 30, scope: !106)
!555 = !DILocation(line: 113, column: 36, scope: !106)
!556 = !DILocation(line: 113, column: 24, scope: !106)
!557 = !DILocation(line: 113, column: 5, scope: !106)
!558 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 25, type: !559, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!559 = !DISubroutineType(types: !560)
!560 = !{null, !19}
!561 = !DILocalVariable(name: "v", arg: 1, scope: !558, file: !2, line: 25, type: !19)
!562 = !DILocation(line: 25, column: 36, scope: !558)
!563 = !DILocation(line: 25, column: 46, scope: !558)
!564 = !DILocation(line: 25, column: 50, scope: !558)
!565 = !DILocation(line: 25, column: 48, scope: !558)
!566 = !DILocation(line: 25, column: 53, scope: !558)
!567 = !DILocation(line: 25, column: 43, scope: !558)
!568 = !DILocation(line: 25, column: 73, scope: !558)
!569 = distinct !DISubprogram(name: "bits", scope: !2, file: !2, line: 26, type: !570, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!570 = !DISubroutineType(types: !571)
!571 = !{!19, !17}
!572 = !DILocalVariable(name: "v", arg: 1, scope: !569, file: !2, line: 26, type: !17)
!573 = !DILocation(line: 26, column: 34, scope: !569)
!574 = !DILocation(line: 26, column: 69, scope: !569)
!575 = !DILocation(line: 26, column: 46, scope: !569)
!576 = !DILocation(line: 26, column: 39, scope: !569)
!577 = distinct !DISubprogram(name: "op_add", scope: !2, file: !2, line: 28, type: !578, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!578 = !DISubroutineType(types: !579)
!579 = !{!17, !17, !17}
!580 = !DILocalVariable(name: "a", arg: 1, scope: !577, file: !2, line: 28, type: !17)
!581 = !DILocation(line: 28, column: 45, scope: !577)
!582 = !DILocalVariable(name: "b", arg: 2, scope: !577, file: !2, line: 28, type: !17)
!583 = !DILocation(line: 28, column: 50, scope: !577)
!584 = !DILocation(line: 28, column: 70, scope: !577)
!585 = !DILocation(line: 28, column: 78, scope: !577)
!586 = !DILocation(line: 28, column: 72, scope: !577)
!587 = !DILocation(line: 28, column: 55, scope: !577)
!588 = distinct !DISubprogram(name: "op_sub", scope: !2, file: !2, line: 29, type: !578, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!589 = !DILocalVariable(name: "a", arg: 1, scope: !588, file: !2, line: 29, type: !17)
!590 = !DILocation(line: 29, column: 45, scope: !588)
!591 = !DILocalVariable(name: "b", arg: 2, scope: !588, file: !2, line: 29, type: !17)
!592 = !DILocation(line: 29, column: 50, scope: !588)
!593 = !DILocation(line: 29, column: 70, scope: !588)
!594 = !DILocation(line: 29, column: 78, scope: !588)
!595 = !DILocation(line: 29, column: 72, scope: !588)
!596 = !DILocation(line: 29, column: 55, scope: !588)
!597 = distinct !DISubprogram(name: "op_mul", scope: !2, file: !2, line: 30, type: !578, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!598 = !DILocalVariable(name: "a", arg: 1, scope: !597, file: !2, line: 30, type: !17)
!599 = !DILocation(line: 30, column: 45, scope: !597)
!600 = !DILocalVariable(name: "b", arg: 2, scope: !597, file: !2, line: 30, type: !17)
!601 = !DILocation(line: 30, column: 50, scope: !597)
!602 = !DILocation(line: 30, column: 70, scope: !597)
!603 = !DILocation(line: 30, column: 78, scope: !597)
!604 = !DILocation(line: 30, column: 72, scope: !597)
!605 = !DILocation(line: 30, column: 55, scope: !597)
!606 = distinct !DISubprogram(name: "op_and", scope: !2, file: !2, line: 33, type: !578, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!607 = !DILocalVariable(name: "a", arg: 1, scope: !606, file: !2, line: 33, type: !17)
!608 = !DILocation(line: 33, column: 45, scope: !606)
!609 = !DILocalVariable(name: "b", arg: 2, scope: !606, file: !2, line: 33, type: !17)
!610 = !DILocation(line: 33, column: 50, scope: !606)
!611 = !DILocation(line: 33, column: 62, scope: !606)
!612 = !DILocation(line: 33, column: 66, scope: !606)
!613 = !DILocation(line: 33, column: 64, scope: !606)
!614 = !DILocation(line: 33, column: 55, scope: !606)
!615 = distinct !DISubprogram(name: "op_or", scope: !2, file: !2, line: 34, type: !578, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!616 = !DILocalVariable(name: "a", arg: 1, scope: !615, file: !2, line: 34, type: !17)
!617 = !DILocation(line: 34, column: 44, scope: !615)
!618 = !DILocalVariable(name: "b", arg: 2, scope: !615, file: !2, line: 34, type: !17)
!619 = !DILocation(line: 34, column: 49, scope: !615)
!620 = !DILocation(line: 34, column: 61, scope: !615)
!621 = !DILocation(line: 34, column: 65, scope: !615)
!622 = !DILocation(line: 34, column: 63, scope: !615)
!623 = !DILocation(line: 34, column: 54, scope: !615)
!624 = distinct !DISubprogram(name: "op_xor", scope: !2, file: !2, line: 35, type: !578, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!625 = !DILocalVariable(name: "a", arg: 1, scope: !624, file: !2, line: 35, type: !17)
!626 = !DILocation(line: 35, column: 45, scope: !624)
!627 = !DILocalVariable(name: "b", arg: 2, scope: !624, file: !2, line: 35, type: !17)
!628 = !DILocation(line: 35, column: 50, scope: !624)
!629 = !DILocation(line: 35, column: 62, scope: !624)
!630 = !DILocation(line: 35, column: 66, scope: !624)
!631 = !DILocation(line: 35, column: 64, scope: !624)
!632 = !DILocation(line: 35, column: 55, scope: !624)
!633 = distinct !DISubprogram(name: "op_min", scope: !2, file: !2, line: 42, type: !578, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!634 = !DILocalVariable(name: "a", arg: 1, scope: !633, file: !2, line: 42, type: !17)
!635 = !DILocation(line: 42, column: 45, scope: !633)
!636 = !DILocalVariable(name: "b", arg: 2, scope: !633, file: !2, line: 42, type: !17)
!637 = !DILocation(line: 42, column: 50, scope: !633)
!638 = !DILocation(line: 42, column: 62, scope: !633)
!639 = !DILocation(line: 42, column: 66, scope: !633)
!640 = !DILocation(line: 42, column: 64, scope: !633)
!641 = !DILocation(line: 42, column: 70, scope: !633)
!642 = !DILocation(line: 42, column: 74, scope: !633)
!643 = !DILocation(line: 42, column: 55, scope: !633)
!644 = distinct !DISubprogram(name: "op_max", scope: !2, file: !2, line: 43, type: !578, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!645 = !DILocalVariable(name: "a", arg: 1, scope: !644, file: !2, line: 43, type: !17)
!646 = !DILocation(line: 43, column: 45, scope: !644)
!647 = !DILocalVariable(name: "b", arg: 2, scope: !644, file: !2, line: 43, type: !17)
!648 = !DILocation(line: 43, column: 50, scope: !644)
!649 = !DILocation(line: 43, column: 62, scope: !644)
!650 = !DILocation(line: 43, column: 66, scope: !644)
!651 = !DILocation(line: 43, column: 64, scope: !644)
!652 = !DILocation(line: 43, column: 70, scope: !644)
!653 = !DILocation(line: 43, column: 74, scope: !644)
!654 = !DILocation(line: 43, column: 55, scope: !644)
!655 = distinct !DISubprogram(name: "op_cmp", scope: !2, file: !2, line: 44, type: !656, scopeLine: 44, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!656 = !DISubroutineType(types: !657)
!657 = !{!21, !17, !17}
!658 = !DILocalVariable(name: "a", arg: 1, scope: !655, file: !2, line: 44, type: !17)
!659 = !DILocation(line: 44, column: 47, scope: !655)
!660 = !DILocalVariable(name: "b", arg: 2, scope: !655, file: !2, line: 44, type: !17)
!661 = !DILocation(line: 44, column: 52, scope: !655)
!662 = !DILocation(line: 45, column: 13, scope: !655)
!663 = !DILocation(line: 45, column: 18, scope: !655)
!664 = !DILocation(line: 45, column: 15, scope: !655)
!665 = !DILocation(line: 45, column: 24, scope: !655)
!666 = !DILocation(line: 45, column: 29, scope: !655)
!667 = !DILocation(line: 45, column: 26, scope: !655)
!668 = !DILocation(line: 45, column: 32, scope: !655)
!669 = !DILocation(line: 45, column: 21, scope: !655)
!670 = !DILocation(line: 45, column: 40, scope: !655)
!671 = !DILocation(line: 45, column: 44, scope: !655)
!672 = !DILocation(line: 45, column: 42, scope: !655)
!673 = !DILocation(line: 45, column: 47, scope: !655)
!674 = !DILocation(line: 45, column: 37, scope: !655)
!675 = !DILocation(line: 45, column: 55, scope: !655)
!676 = !DILocation(line: 45, column: 60, scope: !655)
!677 = !DILocation(line: 45, column: 57, scope: !655)
!678 = !DILocation(line: 45, column: 63, scope: !655)
!679 = !DILocation(line: 45, column: 52, scope: !655)
!680 = !DILocation(line: 45, column: 71, scope: !655)
!681 = !DILocation(line: 45, column: 75, scope: !655)
!682 = !DILocation(line: 45, column: 73, scope: !655)
!683 = !DILocation(line: 45, column: 78, scope: !655)
!684 = !DILocation(line: 45, column: 68, scope: !655)
!685 = !DILocation(line: 45, column: 86, scope: !655)
!686 = !DILocation(line: 45, column: 91, scope: !655)
!687 = !DILocation(line: 45, column: 88, scope: !655)
!688 = !DILocation(line: 45, column: 94, scope: !655)
!689 = !DILocation(line: 45, column: 83, scope: !655)
!690 = !DILocation(line: 46, column: 16, scope: !655)
!691 = !DILocation(line: 46, column: 23, scope: !655)
!692 = !DILocation(line: 46, column: 18, scope: !655)
!693 = !DILocation(line: 46, column: 26, scope: !655)
!694 = !DILocation(line: 45, column: 99, scope: !655)
!695 = !DILocation(line: 46, column: 37, scope: !655)
!696 = !DILocation(line: 46, column: 45, scope: !655)
!697 = !DILocation(line: 46, column: 39, scope: !655)
!698 = !DILocation(line: 46, column: 48, scope: !655)
!699 = !DILocation(line: 46, column: 31, scope: !655)
!700 = !DILocation(line: 46, column: 57, scope: !655)
!701 = !DILocation(line: 46, column: 56, scope: !655)
!702 = !DILocation(line: 46, column: 60, scope: !655)
!703 = !DILocation(line: 46, column: 53, scope: !655)
!704 = !DILocation(line: 46, column: 70, scope: !655)
!705 = !DILocation(line: 46, column: 69, scope: !655)
!706 = !DILocation(line: 46, column: 68, scope: !655)
!707 = !DILocation(line: 46, column: 73, scope: !655)
!708 = !DILocation(line: 46, column: 65, scope: !655)
!709 = !DILocation(line: 45, column: 5, scope: !655)
!710 = distinct !DISubprogram(name: "op_div", scope: !2, file: !2, line: 31, type: !578, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!711 = !DILocalVariable(name: "a", arg: 1, scope: !710, file: !2, line: 31, type: !17)
!712 = !DILocation(line: 31, column: 45, scope: !710)
!713 = !DILocalVariable(name: "b", arg: 2, scope: !710, file: !2, line: 31, type: !17)
!714 = !DILocation(line: 31, column: 50, scope: !710)
!715 = !DILocation(line: 31, column: 66, scope: !710)
!716 = !DILocation(line: 31, column: 70, scope: !710)
!717 = !DILocation(line: 31, column: 68, scope: !710)
!718 = !DILocation(line: 31, column: 55, scope: !710)
!719 = distinct !DISubprogram(name: "op_rem", scope: !2, file: !2, line: 32, type: !578, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!720 = !DILocalVariable(name: "a", arg: 1, scope: !719, file: !2, line: 32, type: !17)
!721 = !DILocation(line: 32, column: 45, scope: !719)
!722 = !DILocalVariable(name: "b", arg: 2, scope: !719, file: !2, line: 32, type: !17)
!723 = !DILocation(line: 32, column: 50, scope: !719)
!724 = !DILocation(line: 32, column: 66, scope: !719)
!725 = !DILocation(line: 32, column: 70, scope: !719)
!726 = !DILocation(line: 32, column: 68, scope: !719)
!727 = !DILocation(line: 32, column: 55, scope: !719)
!728 = distinct !DISubprogram(name: "op_shl", scope: !2, file: !2, line: 36, type: !729, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!729 = !DISubroutineType(types: !730)
!730 = !{!17, !17, !21}
!731 = !DILocalVariable(name: "a", arg: 1, scope: !728, file: !2, line: 36, type: !17)
!732 = !DILocation(line: 36, column: 45, scope: !728)
!733 = !DILocalVariable(name: "s", arg: 2, scope: !728, file: !2, line: 36, type: !21)
!734 = !DILocation(line: 36, column: 52, scope: !728)
!735 = !DILocation(line: 36, column: 75, scope: !728)
!736 = !DILocation(line: 36, column: 80, scope: !728)
!737 = !DILocation(line: 36, column: 77, scope: !728)
!738 = !DILocation(line: 36, column: 57, scope: !728)
!739 = distinct !DISubprogram(name: "op_lshr", scope: !2, file: !2, line: 37, type: !729, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!740 = !DILocalVariable(name: "a", arg: 1, scope: !739, file: !2, line: 37, type: !17)
!741 = !DILocation(line: 37, column: 46, scope: !739)
!742 = !DILocalVariable(name: "s", arg: 2, scope: !739, file: !2, line: 37, type: !21)
!743 = !DILocation(line: 37, column: 53, scope: !739)
!744 = !DILocation(line: 37, column: 72, scope: !739)
!745 = !DILocation(line: 37, column: 77, scope: !739)
!746 = !DILocation(line: 37, column: 74, scope: !739)
!747 = !DILocation(line: 37, column: 58, scope: !739)
!748 = distinct !DISubprogram(name: "op_ashr", scope: !2, file: !2, line: 38, type: !729, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!749 = !DILocalVariable(name: "a", arg: 1, scope: !748, file: !2, line: 38, type: !17)
!750 = !DILocation(line: 38, column: 46, scope: !748)
!751 = !DILocalVariable(name: "s", arg: 2, scope: !748, file: !2, line: 38, type: !21)
!752 = !DILocation(line: 38, column: 53, scope: !748)
!753 = !DILocation(line: 38, column: 69, scope: !748)
!754 = !DILocation(line: 38, column: 74, scope: !748)
!755 = !DILocation(line: 38, column: 71, scope: !748)
!756 = !DILocation(line: 38, column: 58, scope: !748)
!757 = distinct !DISubprogram(name: "op_neg", scope: !2, file: !2, line: 39, type: !758, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!758 = !DISubroutineType(types: !759)
!759 = !{!17, !17}
!760 = !DILocalVariable(name: "a", arg: 1, scope: !757, file: !2, line: 39, type: !17)
!761 = !DILocation(line: 39, column: 45, scope: !757)
!762 = !DILocation(line: 39, column: 73, scope: !757)
!763 = !DILocation(line: 39, column: 67, scope: !757)
!764 = !DILocation(line: 39, column: 50, scope: !757)
!765 = distinct !DISubprogram(name: "op_not", scope: !2, file: !2, line: 40, type: !758, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!766 = !DILocalVariable(name: "a", arg: 1, scope: !765, file: !2, line: 40, type: !17)
!767 = !DILocation(line: 40, column: 45, scope: !765)
!768 = !DILocation(line: 40, column: 61, scope: !765)
!769 = !DILocation(line: 40, column: 60, scope: !765)
!770 = !DILocation(line: 40, column: 50, scope: !765)
!771 = distinct !DISubprogram(name: "op_abs", scope: !2, file: !2, line: 41, type: !758, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!772 = !DILocalVariable(name: "a", arg: 1, scope: !771, file: !2, line: 41, type: !17)
!773 = !DILocation(line: 41, column: 45, scope: !771)
!774 = !DILocation(line: 41, column: 57, scope: !771)
!775 = !DILocation(line: 41, column: 59, scope: !771)
!776 = !DILocation(line: 41, column: 72, scope: !771)
!777 = !DILocation(line: 41, column: 65, scope: !771)
!778 = !DILocation(line: 41, column: 77, scope: !771)
!779 = !DILocation(line: 41, column: 50, scope: !771)
!780 = distinct !DISubprogram(name: "div3", scope: !2, file: !2, line: 48, type: !758, scopeLine: 48, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!781 = !DILocalVariable(name: "a", arg: 1, scope: !780, file: !2, line: 48, type: !17)
!782 = !DILocation(line: 48, column: 43, scope: !780)
!783 = !DILocation(line: 48, column: 59, scope: !780)
!784 = !DILocation(line: 48, column: 61, scope: !780)
!785 = !DILocation(line: 48, column: 48, scope: !780)
!786 = distinct !DISubprogram(name: "div7", scope: !2, file: !2, line: 49, type: !758, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!787 = !DILocalVariable(name: "a", arg: 1, scope: !786, file: !2, line: 49, type: !17)
!788 = !DILocation(line: 49, column: 43, scope: !786)
!789 = !DILocation(line: 49, column: 59, scope: !786)
!790 = !DILocation(line: 49, column: 61, scope: !786)
!791 = !DILocation(line: 49, column: 48, scope: !786)
!792 = distinct !DISubprogram(name: "div10", scope: !2, file: !2, line: 50, type: !758, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!793 = !DILocalVariable(name: "a", arg: 1, scope: !792, file: !2, line: 50, type: !17)
!794 = !DILocation(line: 50, column: 44, scope: !792)
!795 = !DILocation(line: 50, column: 60, scope: !792)
!796 = !DILocation(line: 50, column: 62, scope: !792)
!797 = !DILocation(line: 50, column: 49, scope: !792)
!798 = distinct !DISubprogram(name: "rem10", scope: !2, file: !2, line: 51, type: !758, scopeLine: 51, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!799 = !DILocalVariable(name: "a", arg: 1, scope: !798, file: !2, line: 51, type: !17)
!800 = !DILocation(line: 51, column: 44, scope: !798)
!801 = !DILocation(line: 51, column: 60, scope: !798)
!802 = !DILocation(line: 51, column: 62, scope: !798)
!803 = !DILocation(line: 51, column: 49, scope: !798)
!804 = distinct !DISubprogram(name: "div16", scope: !2, file: !2, line: 52, type: !758, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!805 = !DILocalVariable(name: "a", arg: 1, scope: !804, file: !2, line: 52, type: !17)
!806 = !DILocation(line: 52, column: 44, scope: !804)
!807 = !DILocation(line: 52, column: 60, scope: !804)
!808 = !DILocation(line: 52, column: 62, scope: !804)
!809 = !DILocation(line: 52, column: 49, scope: !804)
!810 = distinct !DISubprogram(name: "rem16", scope: !2, file: !2, line: 53, type: !758, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!811 = !DILocalVariable(name: "a", arg: 1, scope: !810, file: !2, line: 53, type: !17)
!812 = !DILocation(line: 53, column: 44, scope: !810)
!813 = !DILocation(line: 53, column: 60, scope: !810)
!814 = !DILocation(line: 53, column: 62, scope: !810)
!815 = !DILocation(line: 53, column: 49, scope: !810)
!816 = distinct !DISubprogram(name: "divm5", scope: !2, file: !2, line: 54, type: !758, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!817 = !DILocalVariable(name: "a", arg: 1, scope: !816, file: !2, line: 54, type: !17)
!818 = !DILocation(line: 54, column: 44, scope: !816)
!819 = !DILocation(line: 54, column: 86, scope: !816)
!820 = !DILocation(line: 54, column: 88, scope: !816)
!821 = !DILocation(line: 54, column: 49, scope: !816)
!822 = distinct !DISubprogram(name: "divmax", scope: !2, file: !2, line: 55, type: !758, scopeLine: 55, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !14, retainedNodes: !109)
!823 = !DILocalVariable(name: "a", arg: 1, scope: !822, file: !2, line: 55, type: !17)
!824 = !DILocation(line: 55, column: 45, scope: !822)
!825 = !DILocation(line: 55, column: 61, scope: !822)
!826 = !DILocation(line: 55, column: 63, scope: !822)
!827 = !DILocation(line: 55, column: 50, scope: !822)
