; ModuleID = 'programs/bitint_wide_65_127.c'
source_filename = "programs/bitint_wide_65_127.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"u65 max \00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c" s65 min \00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c" max \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [23 x i8] c"s65 pair hash %016llx\0A\00", align 1
@h = internal global i64 1469598103934665603, align 8
@.str.5 = private unnamed_addr constant [3 x i8] c"a=\00", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c" ashr64=\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c" shl64=\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" ashr3=\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"s127 pair hash %016llx\0A\00", align 1
@.str.10 = private unnamed_addr constant [10 x i8] c" ashr126=\00", align 1
@.str.11 = private unnamed_addr constant [10 x i8] c" lshr100=\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c" cmp0=%d\0A\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"t65=\00", align 1
@.str.14 = private unnamed_addr constant [7 x i8] c" tu65=\00", align 1
@.str.15 = private unnamed_addr constant [7 x i8] c" t127=\00", align 1
@.str.16 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca [12 x i128], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i32, align 4
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca [10 x i128], align 16
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i32, align 4
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 36893488147419103231, ptr %2, align 16
  store i128 -18446744073709551616, ptr %3, align 16
  store i128 18446744073709551615, ptr %4, align 16
  store volatile i128 0, ptr %5, align 16
  %26 = getelementptr inbounds i128, ptr %5, i64 1
  store volatile i128 1, ptr %26, align 16
  %27 = getelementptr inbounds i128, ptr %5, i64 2
  store volatile i128 -1, ptr %27, align 16
  %28 = getelementptr inbounds i128, ptr %5, i64 3
  store volatile i128 2, ptr %28, align 16
  %29 = getelementptr inbounds i128, ptr %5, i64 4
  store volatile i128 -3, ptr %29, align 16
  %30 = getelementptr inbounds i128, ptr %5, i64 5
  store volatile i128 7, ptr %30, align 16
  %31 = getelementptr inbounds i128, ptr %5, i64 6
  %32 = load i128, ptr %3, align 16
  %33 = trunc i128 %32 to i65
  %34 = sext i65 %33 to i128
  store volatile i128 %34, ptr %31, align 16
  %35 = getelementptr inbounds i128, ptr %5, i64 7
  %36 = load i128, ptr %4, align 16
  %37 = trunc i128 %36 to i65
  %38 = sext i65 %37 to i128
  store volatile i128 %38, ptr %35, align 16
  %39 = getelementptr inbounds i128, ptr %5, i64 8
  %40 = load i128, ptr %3, align 16
  %41 = trunc i128 %40 to i65
  %42 = add nsw i65 %41, 1
  %43 = sext i65 %42 to i128
  store volatile i128 %43, ptr %39, align 16
  %44 = getelementptr inbounds i128, ptr %5, i64 9
  %45 = load i128, ptr %4, align 16
  %46 = trunc i128 %45 to i65
  %47 = sdiv i65 %46, 3
  %48 = sext i65 %47 to i128
  store volatile i128 %48, ptr %44, align 16
  %49 = getelementptr inbounds i128, ptr %5, i64 10
  store volatile i128 163971058432973790, ptr %49, align 16
  %50 = getelementptr inbounds i128, ptr %5, i64 11
  store volatile i128 -9223372036854775812, ptr %50, align 16
  store i32 12, ptr %6, align 4
  %51 = load i128, ptr %2, align 16
  %52 = trunc i128 %51 to i65
  %53 = zext i65 %52 to i128
  call void @px(ptr noundef @.str, i128 noundef %53)
  %54 = load i128, ptr %3, align 16
  %55 = trunc i128 %54 to i65
  %56 = sext i65 %55 to i128
  call void @px(ptr noundef @.str.1, i128 noundef %56)
  %57 = load i128, ptr %4, align 16
  %58 = trunc i128 %57 to i65
  %59 = sext i65 %58 to i128
  call void @px(ptr noundef @.str.2, i128 noundef %59)
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %7, align 4
  br label %61

61:                                               ; preds = %137, %0
  %62 = load i32, ptr %7, align 4
  %63 = load i32, ptr %6, align 4
  %64 = icmp slt i32 %62, %63
  br i1 %64, label %65, label %140

65:                                               ; preds = %61
  store i32 0, ptr %8, align 4
  br label %66

66:                                               ; preds = %133, %65
  %67 = load i32, ptr %8, align 4
  %68 = load i32, ptr %6, align 4
  %69 = icmp slt i32 %67, %68
  br i1 %69, label %70, label %136

70:                                               ; preds = %66
  %71 = load i32, ptr %7, align 4
  %72 = sext i32 %71 to i64
  %73 = getelementptr inbounds [12 x i128], ptr %5, i64 0, i64 %72
  %74 = load volatile i128, ptr %73, align 16
  %75 = trunc i128 %74 to i65
  %76 = sext i65 %75 to i128
  store i128 %76, ptr %9, align 16
  %77 = load i32, ptr %8, align 4
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [12 x i128], ptr %5, i64 0, i64 %78
  %80 = load volatile i128, ptr %79, align 16
  %81 = trunc i128 %80 to i65
  %82 = sext i65 %81 to i128
  store i128 %82, ptr %10, align 16
  %83 = load i128, ptr %9, align 16
  %84 = trunc i128 %83 to i65
  %85 = load i128, ptr %10, align 16
  %86 = trunc i128 %85 to i65
  %87 = call i65 @add65(i65 noundef %84, i65 noundef %86)
  %88 = zext i65 %87 to i128
  call void @mix(i128 noundef %88)
  %89 = load i128, ptr %9, align 16
  %90 = trunc i128 %89 to i65
  %91 = load i128, ptr %10, align 16
  %92 = trunc i128 %91 to i65
  %93 = call i65 @mul65(i65 noundef %90, i65 noundef %92)
  %94 = zext i65 %93 to i128
  call void @mix(i128 noundef %94)
  %95 = load i128, ptr %10, align 16
  %96 = trunc i128 %95 to i65
  %97 = icmp ne i65 %96, 0
  br i1 %97, label %98, label %105

98:                                               ; preds = %70
  %99 = load i128, ptr %9, align 16
  %100 = trunc i128 %99 to i65
  %101 = load i128, ptr %10, align 16
  %102 = trunc i128 %101 to i65
  %103 = call i65 @udiv65(i65 noundef %100, i65 noundef %102)
  %104 = zext i65 %103 to i128
  call void @mix(i128 noundef %104)
  br label %105

105:                                              ; preds = %98, %70
  %106 = load i128, ptr %10, align 16
  %107 = trunc i128 %106 to i65
  %108 = icmp ne i65 %107, 0
  br i1 %108, label %109, label %132

109:                                              ; preds = %105
  %110 = load i128, ptr %9, align 16
  %111 = trunc i128 %110 to i65
  %112 = load i128, ptr %3, align 16
  %113 = trunc i128 %112 to i65
  %114 = icmp eq i65 %111, %113
  br i1 %114, label %115, label %119

115:                                              ; preds = %109
  %116 = load i128, ptr %10, align 16
  %117 = trunc i128 %116 to i65
  %118 = icmp eq i65 %117, -1
  br i1 %118, label %132, label %119

119:                                              ; preds = %115, %109
  %120 = load i128, ptr %9, align 16
  %121 = trunc i128 %120 to i65
  %122 = load i128, ptr %10, align 16
  %123 = trunc i128 %122 to i65
  %124 = call i65 @div65(i65 noundef %121, i65 noundef %123)
  %125 = sext i65 %124 to i128
  call void @mix(i128 noundef %125)
  %126 = load i128, ptr %9, align 16
  %127 = trunc i128 %126 to i65
  %128 = load i128, ptr %10, align 16
  %129 = trunc i128 %128 to i65
  %130 = call i65 @rem65(i65 noundef %127, i65 noundef %129)
  %131 = sext i65 %130 to i128
  call void @mix(i128 noundef %131)
  br label %132

132:                                              ; preds = %119, %115, %105
  br label %133

133:                                              ; preds = %132
  %134 = load i32, ptr %8, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %8, align 4
  br label %66, !llvm.loop !6

136:                                              ; preds = %66
  br label %137

137:                                              ; preds = %136
  %138 = load i32, ptr %7, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %7, align 4
  br label %61, !llvm.loop !8

140:                                              ; preds = %61
  %141 = load i64, ptr @h, align 8
  %142 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %141)
  store i32 0, ptr %11, align 4
  br label %143

143:                                              ; preds = %170, %140
  %144 = load i32, ptr %11, align 4
  %145 = load i32, ptr %6, align 4
  %146 = icmp slt i32 %144, %145
  br i1 %146, label %147, label %173

147:                                              ; preds = %143
  %148 = load i32, ptr %11, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [12 x i128], ptr %5, i64 0, i64 %149
  %151 = load volatile i128, ptr %150, align 16
  %152 = trunc i128 %151 to i65
  %153 = sext i65 %152 to i128
  store i128 %153, ptr %12, align 16
  %154 = load i128, ptr %12, align 16
  %155 = trunc i128 %154 to i65
  %156 = sext i65 %155 to i128
  call void @px(ptr noundef @.str.5, i128 noundef %156)
  %157 = load i128, ptr %12, align 16
  %158 = trunc i128 %157 to i65
  %159 = call i65 @ashr65(i65 noundef %158, i32 noundef 64)
  %160 = sext i65 %159 to i128
  call void @px(ptr noundef @.str.6, i128 noundef %160)
  %161 = load i128, ptr %12, align 16
  %162 = trunc i128 %161 to i65
  %163 = call i65 @shl65(i65 noundef %162, i32 noundef 64)
  %164 = zext i65 %163 to i128
  call void @px(ptr noundef @.str.7, i128 noundef %164)
  %165 = load i128, ptr %12, align 16
  %166 = trunc i128 %165 to i65
  %167 = call i65 @ashr65(i65 noundef %166, i32 noundef 3)
  %168 = sext i65 %167 to i128
  call void @px(ptr noundef @.str.8, i128 noundef %168)
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  br label %170

170:                                              ; preds = %147
  %171 = load i32, ptr %11, align 4
  %172 = add nsw i32 %171, 1
  store i32 %172, ptr %11, align 4
  br label %143, !llvm.loop !9

173:                                              ; preds = %143
  store i128 -85070591730234615865843651857942052864, ptr %13, align 16
  store i128 85070591730234615865843651857942052863, ptr %14, align 16
  store volatile i128 0, ptr %15, align 16
  %174 = getelementptr inbounds i128, ptr %15, i64 1
  store volatile i128 1, ptr %174, align 16
  %175 = getelementptr inbounds i128, ptr %15, i64 2
  store volatile i128 -1, ptr %175, align 16
  %176 = getelementptr inbounds i128, ptr %15, i64 3
  store volatile i128 10, ptr %176, align 16
  %177 = getelementptr inbounds i128, ptr %15, i64 4
  store volatile i128 -10, ptr %177, align 16
  %178 = getelementptr inbounds i128, ptr %15, i64 5
  %179 = load i128, ptr %13, align 16
  %180 = trunc i128 %179 to i127
  %181 = sext i127 %180 to i128
  store volatile i128 %181, ptr %178, align 16
  %182 = getelementptr inbounds i128, ptr %15, i64 6
  %183 = load i128, ptr %14, align 16
  %184 = trunc i128 %183 to i127
  %185 = sext i127 %184 to i128
  store volatile i128 %185, ptr %182, align 16
  %186 = getelementptr inbounds i128, ptr %15, i64 7
  %187 = load i128, ptr %14, align 16
  %188 = trunc i128 %187 to i127
  %189 = sdiv i127 %188, 7
  %190 = sext i127 %189 to i128
  store volatile i128 %190, ptr %186, align 16
  %191 = getelementptr inbounds i128, ptr %15, i64 8
  store volatile i128 94522879700260683060474801574379520, ptr %191, align 16
  %192 = getelementptr inbounds i128, ptr %15, i64 9
  store volatile i128 -1267650600228229401496703217721, ptr %192, align 16
  store i32 10, ptr %6, align 4
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %16, align 4
  br label %193

193:                                              ; preds = %275, %173
  %194 = load i32, ptr %16, align 4
  %195 = load i32, ptr %6, align 4
  %196 = icmp slt i32 %194, %195
  br i1 %196, label %197, label %278

197:                                              ; preds = %193
  store i32 0, ptr %17, align 4
  br label %198

198:                                              ; preds = %271, %197
  %199 = load i32, ptr %17, align 4
  %200 = load i32, ptr %6, align 4
  %201 = icmp slt i32 %199, %200
  br i1 %201, label %202, label %274

202:                                              ; preds = %198
  %203 = load i32, ptr %16, align 4
  %204 = sext i32 %203 to i64
  %205 = getelementptr inbounds [10 x i128], ptr %15, i64 0, i64 %204
  %206 = load volatile i128, ptr %205, align 16
  %207 = trunc i128 %206 to i127
  %208 = sext i127 %207 to i128
  store i128 %208, ptr %18, align 16
  %209 = load i32, ptr %17, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [10 x i128], ptr %15, i64 0, i64 %210
  %212 = load volatile i128, ptr %211, align 16
  %213 = trunc i128 %212 to i127
  %214 = sext i127 %213 to i128
  store i128 %214, ptr %19, align 16
  %215 = load i128, ptr %18, align 16
  %216 = trunc i128 %215 to i127
  %217 = load i128, ptr %19, align 16
  %218 = trunc i128 %217 to i127
  %219 = call i127 @mul127(i127 noundef %216, i127 noundef %218)
  %220 = zext i127 %219 to i128
  call void @mix(i128 noundef %220)
  %221 = load i128, ptr %18, align 16
  %222 = trunc i128 %221 to i127
  %223 = load i128, ptr %19, align 16
  %224 = trunc i128 %223 to i127
  %225 = call i127 @sub127(i127 noundef %222, i127 noundef %224)
  %226 = zext i127 %225 to i128
  call void @mix(i128 noundef %226)
  %227 = load i128, ptr %18, align 16
  %228 = trunc i128 %227 to i127
  %229 = load i128, ptr %19, align 16
  %230 = trunc i128 %229 to i127
  %231 = call i32 @cmp127(i127 noundef %228, i127 noundef %230)
  %232 = sext i32 %231 to i128
  call void @mix(i128 noundef %232)
  %233 = load i128, ptr %19, align 16
  %234 = trunc i128 %233 to i127
  %235 = icmp ne i127 %234, 0
  br i1 %235, label %236, label %243

236:                                              ; preds = %202
  %237 = load i128, ptr %18, align 16
  %238 = trunc i128 %237 to i127
  %239 = load i128, ptr %19, align 16
  %240 = trunc i128 %239 to i127
  %241 = call i127 @urem127(i127 noundef %238, i127 noundef %240)
  %242 = zext i127 %241 to i128
  call void @mix(i128 noundef %242)
  br label %243

243:                                              ; preds = %236, %202
  %244 = load i128, ptr %19, align 16
  %245 = trunc i128 %244 to i127
  %246 = icmp ne i127 %245, 0
  br i1 %246, label %247, label %270

247:                                              ; preds = %243
  %248 = load i128, ptr %18, align 16
  %249 = trunc i128 %248 to i127
  %250 = load i128, ptr %13, align 16
  %251 = trunc i128 %250 to i127
  %252 = icmp eq i127 %249, %251
  br i1 %252, label %253, label %257

253:                                              ; preds = %247
  %254 = load i128, ptr %19, align 16
  %255 = trunc i128 %254 to i127
  %256 = icmp eq i127 %255, -1
  br i1 %256, label %270, label %257

257:                                              ; preds = %253, %247
  %258 = load i128, ptr %18, align 16
  %259 = trunc i128 %258 to i127
  %260 = load i128, ptr %19, align 16
  %261 = trunc i128 %260 to i127
  %262 = call i127 @div127(i127 noundef %259, i127 noundef %261)
  %263 = sext i127 %262 to i128
  call void @mix(i128 noundef %263)
  %264 = load i128, ptr %18, align 16
  %265 = trunc i128 %264 to i127
  %266 = load i128, ptr %19, align 16
  %267 = trunc i128 %266 to i127
  %268 = call i127 @rem127(i127 noundef %265, i127 noundef %267)
  %269 = sext i127 %268 to i128
  call void @mix(i128 noundef %269)
  br label %270

270:                                              ; preds = %257, %253, %243
  br label %271

271:                                              ; preds = %270
  %272 = load i32, ptr %17, align 4
  %273 = add nsw i32 %272, 1
  store i32 %273, ptr %17, align 4
  br label %198, !llvm.loop !10

274:                                              ; preds = %198
  br label %275

275:                                              ; preds = %274
  %276 = load i32, ptr %16, align 4
  %277 = add nsw i32 %276, 1
  store i32 %277, ptr %16, align 4
  br label %193, !llvm.loop !11

278:                                              ; preds = %193
  %279 = load i64, ptr @h, align 8
  %280 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %279)
  store i32 0, ptr %20, align 4
  br label %281

281:                                              ; preds = %307, %278
  %282 = load i32, ptr %20, align 4
  %283 = load i32, ptr %6, align 4
  %284 = icmp slt i32 %282, %283
  br i1 %284, label %285, label %310

285:                                              ; preds = %281
  %286 = load i32, ptr %20, align 4
  %287 = sext i32 %286 to i64
  %288 = getelementptr inbounds [10 x i128], ptr %15, i64 0, i64 %287
  %289 = load volatile i128, ptr %288, align 16
  %290 = trunc i128 %289 to i127
  %291 = sext i127 %290 to i128
  store i128 %291, ptr %21, align 16
  %292 = load i128, ptr %21, align 16
  %293 = trunc i128 %292 to i127
  %294 = sext i127 %293 to i128
  call void @px(ptr noundef @.str.5, i128 noundef %294)
  %295 = load i128, ptr %21, align 16
  %296 = trunc i128 %295 to i127
  %297 = call i127 @ashr127(i127 noundef %296, i32 noundef 126)
  %298 = sext i127 %297 to i128
  call void @px(ptr noundef @.str.10, i128 noundef %298)
  %299 = load i128, ptr %21, align 16
  %300 = trunc i128 %299 to i127
  %301 = call i127 @lshr127(i127 noundef %300, i32 noundef 100)
  %302 = zext i127 %301 to i128
  call void @px(ptr noundef @.str.11, i128 noundef %302)
  %303 = load i128, ptr %21, align 16
  %304 = trunc i128 %303 to i127
  %305 = call i32 @cmp127(i127 noundef %304, i127 noundef 0)
  %306 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %305)
  br label %307

307:                                              ; preds = %285
  %308 = load i32, ptr %20, align 4
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %20, align 4
  br label %281, !llvm.loop !12

310:                                              ; preds = %281
  store volatile i128 -1512366075204170946329238306328473841, ptr %22, align 16
  %311 = load volatile i128, ptr %22, align 16
  %312 = trunc i128 %311 to i65
  %313 = sext i65 %312 to i128
  store i128 %313, ptr %23, align 16
  %314 = load volatile i128, ptr %22, align 16
  %315 = trunc i128 %314 to i127
  %316 = sext i127 %315 to i128
  store i128 %316, ptr %24, align 16
  %317 = load volatile i128, ptr %22, align 16
  %318 = trunc i128 %317 to i65
  %319 = zext i65 %318 to i128
  store i128 %319, ptr %25, align 16
  %320 = load i128, ptr %23, align 16
  %321 = trunc i128 %320 to i65
  %322 = sext i65 %321 to i128
  call void @px(ptr noundef @.str.13, i128 noundef %322)
  %323 = load i128, ptr %25, align 16
  %324 = trunc i128 %323 to i65
  %325 = zext i65 %324 to i128
  call void @px(ptr noundef @.str.14, i128 noundef %325)
  %326 = load i128, ptr %24, align 16
  %327 = trunc i128 %326 to i127
  %328 = sext i127 %327 to i128
  call void @px(ptr noundef @.str.15, i128 noundef %328)
  %329 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %330 = load i64, ptr @h, align 8
  %331 = and i64 %330, 127
  %332 = trunc i64 %331 to i32
  ret i32 %332
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @px(ptr noundef %0, i128 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i128, align 16
  store ptr %0, ptr %3, align 8
  store i128 %1, ptr %4, align 16
  %5 = load ptr, ptr %3, align 8
  %6 = load i128, ptr %4, align 16
  %7 = lshr i128 %6, 64
  %8 = trunc i128 %7 to i64
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %5, i64 noundef %8, i64 noundef %10)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i64, ptr @h, align 8
  %4 = load i128, ptr %2, align 16
  %5 = trunc i128 %4 to i64
  %6 = xor i64 %3, %5
  %7 = mul i64 %6, 1099511628211
  store i64 %7, ptr @h, align 8
  %8 = load i64, ptr @h, align 8
  %9 = load i128, ptr %2, align 16
  %10 = lshr i128 %9, 64
  %11 = trunc i128 %10 to i64
  %12 = xor i64 %8, %11
  %13 = mul i64 %12, 1099511628211
  store i64 %13, ptr @h, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i65 @add65(i65 noundef %0, i65 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = zext i65 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = zext i65 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i65
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i65
  %11 = add i65 %8, %10
  ret i65 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i65 @mul65(i65 noundef %0, i65 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = zext i65 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = zext i65 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i65
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i65
  %11 = mul i65 %8, %10
  ret i65 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i65 @udiv65(i65 noundef %0, i65 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = zext i65 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = zext i65 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i65
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i65
  %11 = udiv i65 %8, %10
  ret i65 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i65 @div65(i65 noundef %0, i65 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = sext i65 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = sext i65 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i65
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i65
  %11 = sdiv i65 %8, %10
  ret i65 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i65 @rem65(i65 noundef %0, i65 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = sext i65 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = sext i65 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i65
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i65
  %11 = srem i65 %8, %10
  ret i65 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i65 @ashr65(i65 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  %5 = sext i65 %0 to i128
  store i128 %5, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %6 = load i128, ptr %3, align 16
  %7 = trunc i128 %6 to i65
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i65
  %10 = ashr i65 %7, %9
  ret i65 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i65 @shl65(i65 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  %5 = zext i65 %0 to i128
  store i128 %5, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %6 = load i128, ptr %3, align 16
  %7 = trunc i128 %6 to i65
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i65
  %10 = shl i65 %7, %9
  ret i65 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i127 @mul127(i127 noundef %0, i127 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = zext i127 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = zext i127 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i127
  %11 = mul i127 %8, %10
  ret i127 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i127 @sub127(i127 noundef %0, i127 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = zext i127 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = zext i127 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i127
  %11 = sub i127 %8, %10
  ret i127 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp127(i127 noundef %0, i127 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = sext i127 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = sext i127 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i127
  %11 = icmp slt i127 %8, %10
  %12 = zext i1 %11 to i32
  %13 = mul nsw i32 %12, 4
  %14 = load i128, ptr %3, align 16
  %15 = trunc i128 %14 to i127
  %16 = load i128, ptr %4, align 16
  %17 = trunc i128 %16 to i127
  %18 = icmp eq i127 %15, %17
  %19 = zext i1 %18 to i32
  %20 = mul nsw i32 %19, 2
  %21 = add nsw i32 %13, %20
  %22 = load i128, ptr %3, align 16
  %23 = trunc i128 %22 to i127
  %24 = load i128, ptr %4, align 16
  %25 = trunc i128 %24 to i127
  %26 = icmp sgt i127 %23, %25
  %27 = zext i1 %26 to i32
  %28 = add nsw i32 %21, %27
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i127 @urem127(i127 noundef %0, i127 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = zext i127 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = zext i127 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i127
  %11 = urem i127 %8, %10
  ret i127 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i127 @div127(i127 noundef %0, i127 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = sext i127 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = sext i127 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i127
  %11 = sdiv i127 %8, %10
  ret i127 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i127 @rem127(i127 noundef %0, i127 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = sext i127 %0 to i128
  store i128 %5, ptr %3, align 16
  %6 = sext i127 %1 to i128
  store i128 %6, ptr %4, align 16
  %7 = load i128, ptr %3, align 16
  %8 = trunc i128 %7 to i127
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i127
  %11 = srem i127 %8, %10
  ret i127 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i127 @ashr127(i127 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  %5 = sext i127 %0 to i128
  store i128 %5, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %6 = load i128, ptr %3, align 16
  %7 = trunc i128 %6 to i127
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i127
  %10 = ashr i127 %7, %9
  ret i127 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i127 @lshr127(i127 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  %5 = zext i127 %0 to i128
  store i128 %5, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %6 = load i128, ptr %3, align 16
  %7 = trunc i128 %6 to i127
  %8 = load i32, ptr %4, align 4
  %9 = zext i32 %8 to i127
  %10 = lshr i127 %7, %9
  ret i127 %10
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
