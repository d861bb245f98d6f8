; ModuleID = 'programs/int128_ops_matrix.c'
source_filename = "programs/int128_ops_matrix.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"xor\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"cmps\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"cmpu\00", align 1
@__const.main.names = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@h = internal global i64 0, align 8
@vals = internal global [18 x i128] zeroinitializer, align 16
@.str.8 = private unnamed_addr constant [14 x i8] c"%-5s %016llx\0A\00", align 1
@.str.9 = private unnamed_addr constant [10 x i8] c"udiv bad \00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c" / \00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"sdiv bad \00", align 1
@.str.13 = private unnamed_addr constant [16 x i8] c"divrem %016llx\0A\00", align 1
@.str.14 = private unnamed_addr constant [16 x i8] c"shifts %016llx\0A\00", align 1
@.str.15 = private unnamed_addr constant [3 x i8] c"v=\00", align 1
@.str.16 = private unnamed_addr constant [6 x i8] c" neg=\00", align 1
@.str.17 = private unnamed_addr constant [6 x i8] c" /10=\00", align 1
@.str.18 = private unnamed_addr constant [6 x i8] c" s/7=\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c" s%7=\00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c" shl63=\00", align 1
@.str.21 = private unnamed_addr constant [10 x i8] c" ashr127=\00", align 1
@.str.22 = private unnamed_addr constant [9 x i8] c" lshr64=\00", align 1
@.str.23 = private unnamed_addr constant [5 x i8] c"min=\00", align 1
@.str.24 = private unnamed_addr constant [6 x i8] c" max=\00", align 1
@.str.25 = private unnamed_addr constant [13 x i8] c" min<max=%d\0A\00", align 1
@.str.26 = private unnamed_addr constant [22 x i8] c"total %016llx bad %d\0A\00", align 1
@__const.init.v = private unnamed_addr constant [18 x i128] [i128 0, i128 1, i128 2, i128 3, i128 10, i128 18446744073709551615, i128 18446744073709551616, i128 18446744073709551617, i128 170141183460469231731687303715884105727, i128 -170141183460469231731687303715884105728, i128 -170141183460469231731687303715884105727, i128 -1, i128 -2, i128 -10, i128 1512366075204170947332355369683137040, i128 -79228162514264337589248983041, i128 9223372036854775808, i128 -27670116110564327424], align 16
@.str.27 = private unnamed_addr constant [17 x i8] c"%s%016llx%016llx\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca [8 x ptr], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca i128, align 16
  %40 = alloca i128, align 16
  %41 = alloca i128, align 16
  %42 = alloca i128, align 16
  %43 = alloca i128, align 16
  %44 = alloca i128, align 16
  %45 = alloca i128, align 16
  %46 = alloca i128, align 16
  %47 = alloca i128, align 16
  %48 = alloca i128, align 16
  %49 = alloca i128, align 16
  %50 = alloca i128, align 16
  %51 = alloca i128, align 16
  %52 = alloca i128, align 16
  %53 = alloca i128, align 16
  %54 = alloca i128, align 16
  %55 = alloca i128, align 16
  %56 = alloca i32, align 4
  %57 = alloca i32, align 4
  %58 = alloca i128, align 16
  %59 = alloca i128, align 16
  %60 = alloca i128, align 16
  %61 = alloca i128, align 16
  %62 = alloca i128, align 16
  %63 = alloca i128, align 16
  %64 = alloca i128, align 16
  %65 = alloca i128, align 16
  %66 = alloca i128, align 16
  %67 = alloca i32, align 4
  %68 = alloca i128, align 16
  %69 = alloca i128, align 16
  %70 = alloca i128, align 16
  %71 = alloca i128, align 16
  %72 = alloca i128, align 16
  %73 = alloca i128, align 16
  %74 = alloca i128, align 16
  %75 = alloca i128, align 16
  %76 = alloca i128, align 16
  %77 = alloca i128, align 16
  %78 = alloca i128, align 16
  %79 = alloca i128, align 16
  %80 = alloca i128, align 16
  %81 = alloca i128, align 16
  %82 = alloca i128, align 16
  %83 = alloca i128, align 16
  %84 = alloca i128, align 16
  %85 = alloca i128, align 16
  %86 = alloca i128, align 16
  %87 = alloca i128, align 16
  %88 = alloca i128, align 16
  %89 = alloca i128, align 16
  %90 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  call void @init()
  store i32 18, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i64 0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %5, ptr align 16 @__const.main.names, i64 64, i1 false)
  store i32 0, ptr %6, align 4
  br label %91

91:                                               ; preds = %226, %0
  %92 = load i32, ptr %6, align 4
  %93 = icmp slt i32 %92, 8
  br i1 %93, label %94, label %229

94:                                               ; preds = %91
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %7, align 4
  br label %95

95:                                               ; preds = %213, %94
  %96 = load i32, ptr %7, align 4
  %97 = load i32, ptr %2, align 4
  %98 = icmp slt i32 %96, %97
  br i1 %98, label %99, label %216

99:                                               ; preds = %95
  store i32 0, ptr %8, align 4
  br label %100

100:                                              ; preds = %209, %99
  %101 = load i32, ptr %8, align 4
  %102 = load i32, ptr %2, align 4
  %103 = icmp slt i32 %101, %102
  br i1 %103, label %104, label %212

104:                                              ; preds = %100
  %105 = load i32, ptr %7, align 4
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %106
  %108 = load volatile i128, ptr %107, align 16
  store i128 %108, ptr %9, align 16
  %109 = load i32, ptr %8, align 4
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %110
  %112 = load volatile i128, ptr %111, align 16
  store i128 %112, ptr %10, align 16
  store i128 0, ptr %11, align 16
  %113 = load i32, ptr %6, align 4
  switch i32 %113, label %203 [
    i32 0, label %114
    i32 1, label %131
    i32 2, label %148
    i32 3, label %165
    i32 4, label %169
    i32 5, label %173
    i32 6, label %177
    i32 7, label %190
  ]

114:                                              ; preds = %104
  %115 = load i128, ptr %9, align 16
  %116 = load i128, ptr %10, align 16
  store i128 %115, ptr %12, align 16
  %117 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %118 = load i64, ptr %117, align 16
  %119 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %120 = load i64, ptr %119, align 8
  store i128 %116, ptr %13, align 16
  %121 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 0
  %122 = load i64, ptr %121, align 16
  %123 = getelementptr inbounds { i64, i64 }, ptr %13, i32 0, i32 1
  %124 = load i64, ptr %123, align 8
  %125 = call { i64, i64 } @uadd(i64 noundef %118, i64 noundef %120, i64 noundef %122, i64 noundef %124)
  %126 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 0
  %127 = extractvalue { i64, i64 } %125, 0
  store i64 %127, ptr %126, align 16
  %128 = getelementptr inbounds { i64, i64 }, ptr %14, i32 0, i32 1
  %129 = extractvalue { i64, i64 } %125, 1
  store i64 %129, ptr %128, align 8
  %130 = load i128, ptr %14, align 16
  store i128 %130, ptr %11, align 16
  br label %203

131:                                              ; preds = %104
  %132 = load i128, ptr %9, align 16
  %133 = load i128, ptr %10, align 16
  store i128 %132, ptr %15, align 16
  %134 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %135 = load i64, ptr %134, align 16
  %136 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %137 = load i64, ptr %136, align 8
  store i128 %133, ptr %16, align 16
  %138 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %139 = load i64, ptr %138, align 16
  %140 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %141 = load i64, ptr %140, align 8
  %142 = call { i64, i64 } @usub(i64 noundef %135, i64 noundef %137, i64 noundef %139, i64 noundef %141)
  %143 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %144 = extractvalue { i64, i64 } %142, 0
  store i64 %144, ptr %143, align 16
  %145 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %146 = extractvalue { i64, i64 } %142, 1
  store i64 %146, ptr %145, align 8
  %147 = load i128, ptr %17, align 16
  store i128 %147, ptr %11, align 16
  br label %203

148:                                              ; preds = %104
  %149 = load i128, ptr %9, align 16
  %150 = load i128, ptr %10, align 16
  store i128 %149, ptr %18, align 16
  %151 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %152 = load i64, ptr %151, align 16
  %153 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %154 = load i64, ptr %153, align 8
  store i128 %150, ptr %19, align 16
  %155 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %156 = load i64, ptr %155, align 16
  %157 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %158 = load i64, ptr %157, align 8
  %159 = call { i64, i64 } @umul(i64 noundef %152, i64 noundef %154, i64 noundef %156, i64 noundef %158)
  %160 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %161 = extractvalue { i64, i64 } %159, 0
  store i64 %161, ptr %160, align 16
  %162 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %163 = extractvalue { i64, i64 } %159, 1
  store i64 %163, ptr %162, align 8
  %164 = load i128, ptr %20, align 16
  store i128 %164, ptr %11, align 16
  br label %203

165:                                              ; preds = %104
  %166 = load i128, ptr %9, align 16
  %167 = load i128, ptr %10, align 16
  %168 = and i128 %166, %167
  store i128 %168, ptr %11, align 16
  br label %203

169:                                              ; preds = %104
  %170 = load i128, ptr %9, align 16
  %171 = load i128, ptr %10, align 16
  %172 = or i128 %170, %171
  store i128 %172, ptr %11, align 16
  br label %203

173:                                              ; preds = %104
  %174 = load i128, ptr %9, align 16
  %175 = load i128, ptr %10, align 16
  %176 = xor i128 %174, %175
  store i128 %176, ptr %11, align 16
  br label %203

177:                                              ; preds = %104
  %178 = load i128, ptr %9, align 16
  %179 = load i128, ptr %10, align 16
  store i128 %178, ptr %21, align 16
  %180 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %181 = load i64, ptr %180, align 16
  %182 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %183 = load i64, ptr %182, align 8
  store i128 %179, ptr %22, align 16
  %184 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %185 = load i64, ptr %184, align 16
  %186 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %187 = load i64, ptr %186, align 8
  %188 = call i32 @cmps(i64 noundef %181, i64 noundef %183, i64 noundef %185, i64 noundef %187)
  %189 = sext i32 %188 to i128
  store i128 %189, ptr %11, align 16
  br label %203

190:                                              ; preds = %104
  %191 = load i128, ptr %9, align 16
  %192 = load i128, ptr %10, align 16
  store i128 %191, ptr %23, align 16
  %193 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %194 = load i64, ptr %193, align 16
  %195 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %196 = load i64, ptr %195, align 8
  store i128 %192, ptr %24, align 16
  %197 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %198 = load i64, ptr %197, align 16
  %199 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %200 = load i64, ptr %199, align 8
  %201 = call i32 @cmpu(i64 noundef %194, i64 noundef %196, i64 noundef %198, i64 noundef %200)
  %202 = sext i32 %201 to i128
  store i128 %202, ptr %11, align 16
  br label %203

203:                                              ; preds = %104, %190, %177, %173, %169, %165, %148, %131, %114
  %204 = load i128, ptr %11, align 16
  store i128 %204, ptr %25, align 16
  %205 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %206 = load i64, ptr %205, align 16
  %207 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %208 = load i64, ptr %207, align 8
  call void @mix(i64 noundef %206, i64 noundef %208)
  br label %209

209:                                              ; preds = %203
  %210 = load i32, ptr %8, align 4
  %211 = add nsw i32 %210, 1
  store i32 %211, ptr %8, align 4
  br label %100, !llvm.loop !6

212:                                              ; preds = %100
  br label %213

213:                                              ; preds = %212
  %214 = load i32, ptr %7, align 4
  %215 = add nsw i32 %214, 1
  store i32 %215, ptr %7, align 4
  br label %95, !llvm.loop !8

216:                                              ; preds = %95
  %217 = load i32, ptr %6, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 %218
  %220 = load ptr, ptr %219, align 8
  %221 = load i64, ptr @h, align 8
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %220, i64 noundef %221)
  %223 = load i64, ptr @h, align 8
  %224 = load i64, ptr %4, align 8
  %225 = xor i64 %224, %223
  store i64 %225, ptr %4, align 8
  br label %226

226:                                              ; preds = %216
  %227 = load i32, ptr %6, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %6, align 4
  br label %91, !llvm.loop !9

229:                                              ; preds = %91
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %26, align 4
  br label %230

230:                                              ; preds = %408, %229
  %231 = load i32, ptr %26, align 4
  %232 = load i32, ptr %2, align 4
  %233 = icmp slt i32 %231, %232
  br i1 %233, label %234, label %411

234:                                              ; preds = %230
  store i32 0, ptr %27, align 4
  br label %235

235:                                              ; preds = %404, %234
  %236 = load i32, ptr %27, align 4
  %237 = load i32, ptr %2, align 4
  %238 = icmp slt i32 %236, %237
  br i1 %238, label %239, label %407

239:                                              ; preds = %235
  %240 = load i32, ptr %26, align 4
  %241 = sext i32 %240 to i64
  %242 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %241
  %243 = load volatile i128, ptr %242, align 16
  store i128 %243, ptr %28, align 16
  %244 = load i32, ptr %27, align 4
  %245 = sext i32 %244 to i64
  %246 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %245
  %247 = load volatile i128, ptr %246, align 16
  store i128 %247, ptr %29, align 16
  %248 = load i128, ptr %29, align 16
  %249 = icmp eq i128 %248, 0
  br i1 %249, label %250, label %251

250:                                              ; preds = %239
  br label %404

251:                                              ; preds = %239
  %252 = load i128, ptr %28, align 16
  %253 = load i128, ptr %29, align 16
  store i128 %252, ptr %31, align 16
  %254 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 0
  %255 = load i64, ptr %254, align 16
  %256 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 1
  %257 = load i64, ptr %256, align 8
  store i128 %253, ptr %32, align 16
  %258 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %259 = load i64, ptr %258, align 16
  %260 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %261 = load i64, ptr %260, align 8
  %262 = call { i64, i64 } @udiv(i64 noundef %255, i64 noundef %257, i64 noundef %259, i64 noundef %261)
  %263 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %264 = extractvalue { i64, i64 } %262, 0
  store i64 %264, ptr %263, align 16
  %265 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %266 = extractvalue { i64, i64 } %262, 1
  store i64 %266, ptr %265, align 8
  %267 = load i128, ptr %33, align 16
  store i128 %267, ptr %30, align 16
  %268 = load i128, ptr %28, align 16
  %269 = load i128, ptr %29, align 16
  store i128 %268, ptr %35, align 16
  %270 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 0
  %271 = load i64, ptr %270, align 16
  %272 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 1
  %273 = load i64, ptr %272, align 8
  store i128 %269, ptr %36, align 16
  %274 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 0
  %275 = load i64, ptr %274, align 16
  %276 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 1
  %277 = load i64, ptr %276, align 8
  %278 = call { i64, i64 } @urem(i64 noundef %271, i64 noundef %273, i64 noundef %275, i64 noundef %277)
  %279 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 0
  %280 = extractvalue { i64, i64 } %278, 0
  store i64 %280, ptr %279, align 16
  %281 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 1
  %282 = extractvalue { i64, i64 } %278, 1
  store i64 %282, ptr %281, align 8
  %283 = load i128, ptr %37, align 16
  store i128 %283, ptr %34, align 16
  %284 = load i128, ptr %30, align 16
  store i128 %284, ptr %38, align 16
  %285 = getelementptr inbounds { i64, i64 }, ptr %38, i32 0, i32 0
  %286 = load i64, ptr %285, align 16
  %287 = getelementptr inbounds { i64, i64 }, ptr %38, i32 0, i32 1
  %288 = load i64, ptr %287, align 8
  call void @mix(i64 noundef %286, i64 noundef %288)
  %289 = load i128, ptr %34, align 16
  store i128 %289, ptr %39, align 16
  %290 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 0
  %291 = load i64, ptr %290, align 16
  %292 = getelementptr inbounds { i64, i64 }, ptr %39, i32 0, i32 1
  %293 = load i64, ptr %292, align 8
  call void @mix(i64 noundef %291, i64 noundef %293)
  %294 = load i128, ptr %30, align 16
  %295 = load i128, ptr %29, align 16
  %296 = mul i128 %294, %295
  %297 = load i128, ptr %34, align 16
  %298 = add i128 %296, %297
  %299 = load i128, ptr %28, align 16
  %300 = icmp ne i128 %298, %299
  br i1 %300, label %305, label %301

301:                                              ; preds = %251
  %302 = load i128, ptr %34, align 16
  %303 = load i128, ptr %29, align 16
  %304 = icmp uge i128 %302, %303
  br i1 %304, label %305, label %319

305:                                              ; preds = %301, %251
  %306 = load i32, ptr %3, align 4
  %307 = add nsw i32 %306, 1
  store i32 %307, ptr %3, align 4
  %308 = load i128, ptr %28, align 16
  store i128 %308, ptr %40, align 16
  %309 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 0
  %310 = load i64, ptr %309, align 16
  %311 = getelementptr inbounds { i64, i64 }, ptr %40, i32 0, i32 1
  %312 = load i64, ptr %311, align 8
  call void @px(ptr noundef @.str.9, i64 noundef %310, i64 noundef %312)
  %313 = load i128, ptr %29, align 16
  store i128 %313, ptr %41, align 16
  %314 = getelementptr inbounds { i64, i64 }, ptr %41, i32 0, i32 0
  %315 = load i64, ptr %314, align 16
  %316 = getelementptr inbounds { i64, i64 }, ptr %41, i32 0, i32 1
  %317 = load i64, ptr %316, align 8
  call void @px(ptr noundef @.str.10, i64 noundef %315, i64 noundef %317)
  %318 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %319

319:                                              ; preds = %305, %301
  %320 = load i128, ptr %28, align 16
  store i128 %320, ptr %42, align 16
  %321 = load i128, ptr %29, align 16
  store i128 %321, ptr %43, align 16
  %322 = load i128, ptr %42, align 16
  %323 = icmp eq i128 %322, -170141183460469231731687303715884105728
  br i1 %323, label %324, label %328

324:                                              ; preds = %319
  %325 = load i128, ptr %43, align 16
  %326 = icmp eq i128 %325, -1
  br i1 %326, label %327, label %328

327:                                              ; preds = %324
  br label %404

328:                                              ; preds = %324, %319
  %329 = load i128, ptr %42, align 16
  %330 = load i128, ptr %43, align 16
  store i128 %329, ptr %45, align 16
  %331 = getelementptr inbounds { i64, i64 }, ptr %45, i32 0, i32 0
  %332 = load i64, ptr %331, align 16
  %333 = getelementptr inbounds { i64, i64 }, ptr %45, i32 0, i32 1
  %334 = load i64, ptr %333, align 8
  store i128 %330, ptr %46, align 16
  %335 = getelementptr inbounds { i64, i64 }, ptr %46, i32 0, i32 0
  %336 = load i64, ptr %335, align 16
  %337 = getelementptr inbounds { i64, i64 }, ptr %46, i32 0, i32 1
  %338 = load i64, ptr %337, align 8
  %339 = call { i64, i64 } @sdiv(i64 noundef %332, i64 noundef %334, i64 noundef %336, i64 noundef %338)
  %340 = getelementptr inbounds { i64, i64 }, ptr %47, i32 0, i32 0
  %341 = extractvalue { i64, i64 } %339, 0
  store i64 %341, ptr %340, align 16
  %342 = getelementptr inbounds { i64, i64 }, ptr %47, i32 0, i32 1
  %343 = extractvalue { i64, i64 } %339, 1
  store i64 %343, ptr %342, align 8
  %344 = load i128, ptr %47, align 16
  store i128 %344, ptr %44, align 16
  %345 = load i128, ptr %42, align 16
  %346 = load i128, ptr %43, align 16
  store i128 %345, ptr %49, align 16
  %347 = getelementptr inbounds { i64, i64 }, ptr %49, i32 0, i32 0
  %348 = load i64, ptr %347, align 16
  %349 = getelementptr inbounds { i64, i64 }, ptr %49, i32 0, i32 1
  %350 = load i64, ptr %349, align 8
  store i128 %346, ptr %50, align 16
  %351 = getelementptr inbounds { i64, i64 }, ptr %50, i32 0, i32 0
  %352 = load i64, ptr %351, align 16
  %353 = getelementptr inbounds { i64, i64 }, ptr %50, i32 0, i32 1
  %354 = load i64, ptr %353, align 8
  %355 = call { i64, i64 } @srem(i64 noundef %348, i64 noundef %350, i64 noundef %352, i64 noundef %354)
  %356 = getelementptr inbounds { i64, i64 }, ptr %51, i32 0, i32 0
  %357 = extractvalue { i64, i64 } %355, 0
  store i64 %357, ptr %356, align 16
  %358 = getelementptr inbounds { i64, i64 }, ptr %51, i32 0, i32 1
  %359 = extractvalue { i64, i64 } %355, 1
  store i64 %359, ptr %358, align 8
  %360 = load i128, ptr %51, align 16
  store i128 %360, ptr %48, align 16
  %361 = load i128, ptr %44, align 16
  store i128 %361, ptr %52, align 16
  %362 = getelementptr inbounds { i64, i64 }, ptr %52, i32 0, i32 0
  %363 = load i64, ptr %362, align 16
  %364 = getelementptr inbounds { i64, i64 }, ptr %52, i32 0, i32 1
  %365 = load i64, ptr %364, align 8
  call void @mix(i64 noundef %363, i64 noundef %365)
  %366 = load i128, ptr %48, align 16
  store i128 %366, ptr %53, align 16
  %367 = getelementptr inbounds { i64, i64 }, ptr %53, i32 0, i32 0
  %368 = load i64, ptr %367, align 16
  %369 = getelementptr inbounds { i64, i64 }, ptr %53, i32 0, i32 1
  %370 = load i64, ptr %369, align 8
  call void @mix(i64 noundef %368, i64 noundef %370)
  %371 = load i128, ptr %44, align 16
  %372 = load i128, ptr %43, align 16
  %373 = mul i128 %371, %372
  %374 = load i128, ptr %48, align 16
  %375 = add i128 %373, %374
  %376 = load i128, ptr %28, align 16
  %377 = icmp ne i128 %375, %376
  br i1 %377, label %389, label %378

378:                                              ; preds = %328
  %379 = load i128, ptr %48, align 16
  %380 = icmp ne i128 %379, 0
  br i1 %380, label %381, label %403

381:                                              ; preds = %378
  %382 = load i128, ptr %48, align 16
  %383 = icmp slt i128 %382, 0
  %384 = zext i1 %383 to i32
  %385 = load i128, ptr %42, align 16
  %386 = icmp slt i128 %385, 0
  %387 = zext i1 %386 to i32
  %388 = icmp ne i32 %384, %387
  br i1 %388, label %389, label %403

389:                                              ; preds = %381, %328
  %390 = load i32, ptr %3, align 4
  %391 = add nsw i32 %390, 1
  store i32 %391, ptr %3, align 4
  %392 = load i128, ptr %28, align 16
  store i128 %392, ptr %54, align 16
  %393 = getelementptr inbounds { i64, i64 }, ptr %54, i32 0, i32 0
  %394 = load i64, ptr %393, align 16
  %395 = getelementptr inbounds { i64, i64 }, ptr %54, i32 0, i32 1
  %396 = load i64, ptr %395, align 8
  call void @px(ptr noundef @.str.12, i64 noundef %394, i64 noundef %396)
  %397 = load i128, ptr %29, align 16
  store i128 %397, ptr %55, align 16
  %398 = getelementptr inbounds { i64, i64 }, ptr %55, i32 0, i32 0
  %399 = load i64, ptr %398, align 16
  %400 = getelementptr inbounds { i64, i64 }, ptr %55, i32 0, i32 1
  %401 = load i64, ptr %400, align 8
  call void @px(ptr noundef @.str.10, i64 noundef %399, i64 noundef %401)
  %402 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %403

403:                                              ; preds = %389, %381, %378
  br label %404

404:                                              ; preds = %403, %327, %250
  %405 = load i32, ptr %27, align 4
  %406 = add nsw i32 %405, 1
  store i32 %406, ptr %27, align 4
  br label %235, !llvm.loop !10

407:                                              ; preds = %235
  br label %408

408:                                              ; preds = %407
  %409 = load i32, ptr %26, align 4
  %410 = add nsw i32 %409, 1
  store i32 %410, ptr %26, align 4
  br label %230, !llvm.loop !11

411:                                              ; preds = %230
  %412 = load i64, ptr @h, align 8
  %413 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %412)
  %414 = load i64, ptr @h, align 8
  %415 = load i64, ptr %4, align 8
  %416 = xor i64 %415, %414
  store i64 %416, ptr %4, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %56, align 4
  br label %417

417:                                              ; preds = %487, %411
  %418 = load i32, ptr %56, align 4
  %419 = load i32, ptr %2, align 4
  %420 = icmp slt i32 %418, %419
  br i1 %420, label %421, label %490

421:                                              ; preds = %417
  store i32 0, ptr %57, align 4
  br label %422

422:                                              ; preds = %483, %421
  %423 = load i32, ptr %57, align 4
  %424 = icmp slt i32 %423, 128
  br i1 %424, label %425, label %486

425:                                              ; preds = %422
  %426 = load i32, ptr %56, align 4
  %427 = sext i32 %426 to i64
  %428 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %427
  %429 = load volatile i128, ptr %428, align 16
  %430 = load i32, ptr %57, align 4
  store i128 %429, ptr %58, align 16
  %431 = getelementptr inbounds { i64, i64 }, ptr %58, i32 0, i32 0
  %432 = load i64, ptr %431, align 16
  %433 = getelementptr inbounds { i64, i64 }, ptr %58, i32 0, i32 1
  %434 = load i64, ptr %433, align 8
  %435 = call { i64, i64 } @shl(i64 noundef %432, i64 noundef %434, i32 noundef %430)
  %436 = getelementptr inbounds { i64, i64 }, ptr %59, i32 0, i32 0
  %437 = extractvalue { i64, i64 } %435, 0
  store i64 %437, ptr %436, align 16
  %438 = getelementptr inbounds { i64, i64 }, ptr %59, i32 0, i32 1
  %439 = extractvalue { i64, i64 } %435, 1
  store i64 %439, ptr %438, align 8
  %440 = load i128, ptr %59, align 16
  store i128 %440, ptr %60, align 16
  %441 = getelementptr inbounds { i64, i64 }, ptr %60, i32 0, i32 0
  %442 = load i64, ptr %441, align 16
  %443 = getelementptr inbounds { i64, i64 }, ptr %60, i32 0, i32 1
  %444 = load i64, ptr %443, align 8
  call void @mix(i64 noundef %442, i64 noundef %444)
  %445 = load i32, ptr %56, align 4
  %446 = sext i32 %445 to i64
  %447 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %446
  %448 = load volatile i128, ptr %447, align 16
  %449 = load i32, ptr %57, align 4
  store i128 %448, ptr %61, align 16
  %450 = getelementptr inbounds { i64, i64 }, ptr %61, i32 0, i32 0
  %451 = load i64, ptr %450, align 16
  %452 = getelementptr inbounds { i64, i64 }, ptr %61, i32 0, i32 1
  %453 = load i64, ptr %452, align 8
  %454 = call { i64, i64 } @lshr(i64 noundef %451, i64 noundef %453, i32 noundef %449)
  %455 = getelementptr inbounds { i64, i64 }, ptr %62, i32 0, i32 0
  %456 = extractvalue { i64, i64 } %454, 0
  store i64 %456, ptr %455, align 16
  %457 = getelementptr inbounds { i64, i64 }, ptr %62, i32 0, i32 1
  %458 = extractvalue { i64, i64 } %454, 1
  store i64 %458, ptr %457, align 8
  %459 = load i128, ptr %62, align 16
  store i128 %459, ptr %63, align 16
  %460 = getelementptr inbounds { i64, i64 }, ptr %63, i32 0, i32 0
  %461 = load i64, ptr %460, align 16
  %462 = getelementptr inbounds { i64, i64 }, ptr %63, i32 0, i32 1
  %463 = load i64, ptr %462, align 8
  call void @mix(i64 noundef %461, i64 noundef %463)
  %464 = load i32, ptr %56, align 4
  %465 = sext i32 %464 to i64
  %466 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %465
  %467 = load volatile i128, ptr %466, align 16
  %468 = load i32, ptr %57, align 4
  store i128 %467, ptr %64, align 16
  %469 = getelementptr inbounds { i64, i64 }, ptr %64, i32 0, i32 0
  %470 = load i64, ptr %469, align 16
  %471 = getelementptr inbounds { i64, i64 }, ptr %64, i32 0, i32 1
  %472 = load i64, ptr %471, align 8
  %473 = call { i64, i64 } @ashr(i64 noundef %470, i64 noundef %472, i32 noundef %468)
  %474 = getelementptr inbounds { i64, i64 }, ptr %65, i32 0, i32 0
  %475 = extractvalue { i64, i64 } %473, 0
  store i64 %475, ptr %474, align 16
  %476 = getelementptr inbounds { i64, i64 }, ptr %65, i32 0, i32 1
  %477 = extractvalue { i64, i64 } %473, 1
  store i64 %477, ptr %476, align 8
  %478 = load i128, ptr %65, align 16
  store i128 %478, ptr %66, align 16
  %479 = getelementptr inbounds { i64, i64 }, ptr %66, i32 0, i32 0
  %480 = load i64, ptr %479, align 16
  %481 = getelementptr inbounds { i64, i64 }, ptr %66, i32 0, i32 1
  %482 = load i64, ptr %481, align 8
  call void @mix(i64 noundef %480, i64 noundef %482)
  br label %483

483:                                              ; preds = %425
  %484 = load i32, ptr %57, align 4
  %485 = add nsw i32 %484, 1
  store i32 %485, ptr %57, align 4
  br label %422, !llvm.loop !12

486:                                              ; preds = %422
  br label %487

487:                                              ; preds = %486
  %488 = load i32, ptr %56, align 4
  %489 = add nsw i32 %488, 1
  store i32 %489, ptr %56, align 4
  br label %417, !llvm.loop !13

490:                                              ; preds = %417
  %491 = load i64, ptr @h, align 8
  %492 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %491)
  %493 = load i64, ptr @h, align 8
  %494 = load i64, ptr %4, align 8
  %495 = xor i64 %494, %493
  store i64 %495, ptr %4, align 8
  store i32 0, ptr %67, align 4
  br label %496

496:                                              ; preds = %607, %490
  %497 = load i32, ptr %67, align 4
  %498 = load i32, ptr %2, align 4
  %499 = icmp slt i32 %497, %498
  br i1 %499, label %500, label %610

500:                                              ; preds = %496
  %501 = load i32, ptr %67, align 4
  %502 = sext i32 %501 to i64
  %503 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %502
  %504 = load volatile i128, ptr %503, align 16
  store i128 %504, ptr %68, align 16
  %505 = load i128, ptr %68, align 16
  store i128 %505, ptr %69, align 16
  %506 = getelementptr inbounds { i64, i64 }, ptr %69, i32 0, i32 0
  %507 = load i64, ptr %506, align 16
  %508 = getelementptr inbounds { i64, i64 }, ptr %69, i32 0, i32 1
  %509 = load i64, ptr %508, align 8
  call void @px(ptr noundef @.str.15, i64 noundef %507, i64 noundef %509)
  %510 = load i128, ptr %68, align 16
  %511 = sub i128 0, %510
  store i128 %511, ptr %70, align 16
  %512 = getelementptr inbounds { i64, i64 }, ptr %70, i32 0, i32 0
  %513 = load i64, ptr %512, align 16
  %514 = getelementptr inbounds { i64, i64 }, ptr %70, i32 0, i32 1
  %515 = load i64, ptr %514, align 8
  call void @px(ptr noundef @.str.16, i64 noundef %513, i64 noundef %515)
  %516 = load i128, ptr %68, align 16
  store i128 %516, ptr %71, align 16
  %517 = getelementptr inbounds { i64, i64 }, ptr %71, i32 0, i32 0
  %518 = load i64, ptr %517, align 16
  %519 = getelementptr inbounds { i64, i64 }, ptr %71, i32 0, i32 1
  %520 = load i64, ptr %519, align 8
  %521 = call { i64, i64 } @udiv10(i64 noundef %518, i64 noundef %520)
  %522 = getelementptr inbounds { i64, i64 }, ptr %72, i32 0, i32 0
  %523 = extractvalue { i64, i64 } %521, 0
  store i64 %523, ptr %522, align 16
  %524 = getelementptr inbounds { i64, i64 }, ptr %72, i32 0, i32 1
  %525 = extractvalue { i64, i64 } %521, 1
  store i64 %525, ptr %524, align 8
  %526 = load i128, ptr %72, align 16
  store i128 %526, ptr %73, align 16
  %527 = getelementptr inbounds { i64, i64 }, ptr %73, i32 0, i32 0
  %528 = load i64, ptr %527, align 16
  %529 = getelementptr inbounds { i64, i64 }, ptr %73, i32 0, i32 1
  %530 = load i64, ptr %529, align 8
  call void @px(ptr noundef @.str.17, i64 noundef %528, i64 noundef %530)
  %531 = load i128, ptr %68, align 16
  store i128 %531, ptr %74, align 16
  %532 = getelementptr inbounds { i64, i64 }, ptr %74, i32 0, i32 0
  %533 = load i64, ptr %532, align 16
  %534 = getelementptr inbounds { i64, i64 }, ptr %74, i32 0, i32 1
  %535 = load i64, ptr %534, align 8
  %536 = call { i64, i64 } @sdiv7(i64 noundef %533, i64 noundef %535)
  %537 = getelementptr inbounds { i64, i64 }, ptr %75, i32 0, i32 0
  %538 = extractvalue { i64, i64 } %536, 0
  store i64 %538, ptr %537, align 16
  %539 = getelementptr inbounds { i64, i64 }, ptr %75, i32 0, i32 1
  %540 = extractvalue { i64, i64 } %536, 1
  store i64 %540, ptr %539, align 8
  %541 = load i128, ptr %75, align 16
  store i128 %541, ptr %76, align 16
  %542 = getelementptr inbounds { i64, i64 }, ptr %76, i32 0, i32 0
  %543 = load i64, ptr %542, align 16
  %544 = getelementptr inbounds { i64, i64 }, ptr %76, i32 0, i32 1
  %545 = load i64, ptr %544, align 8
  call void @px(ptr noundef @.str.18, i64 noundef %543, i64 noundef %545)
  %546 = load i128, ptr %68, align 16
  store i128 %546, ptr %77, align 16
  %547 = getelementptr inbounds { i64, i64 }, ptr %77, i32 0, i32 0
  %548 = load i64, ptr %547, align 16
  %549 = getelementptr inbounds { i64, i64 }, ptr %77, i32 0, i32 1
  %550 = load i64, ptr %549, align 8
  %551 = call { i64, i64 } @srem7(i64 noundef %548, i64 noundef %550)
  %552 = getelementptr inbounds { i64, i64 }, ptr %78, i32 0, i32 0
  %553 = extractvalue { i64, i64 } %551, 0
  store i64 %553, ptr %552, align 16
  %554 = getelementptr inbounds { i64, i64 }, ptr %78, i32 0, i32 1
  %555 = extractvalue { i64, i64 } %551, 1
  store i64 %555, ptr %554, align 8
  %556 = load i128, ptr %78, align 16
  store i128 %556, ptr %79, align 16
  %557 = getelementptr inbounds { i64, i64 }, ptr %79, i32 0, i32 0
  %558 = load i64, ptr %557, align 16
  %559 = getelementptr inbounds { i64, i64 }, ptr %79, i32 0, i32 1
  %560 = load i64, ptr %559, align 8
  call void @px(ptr noundef @.str.19, i64 noundef %558, i64 noundef %560)
  %561 = load i128, ptr %68, align 16
  store i128 %561, ptr %80, align 16
  %562 = getelementptr inbounds { i64, i64 }, ptr %80, i32 0, i32 0
  %563 = load i64, ptr %562, align 16
  %564 = getelementptr inbounds { i64, i64 }, ptr %80, i32 0, i32 1
  %565 = load i64, ptr %564, align 8
  %566 = call { i64, i64 } @shl(i64 noundef %563, i64 noundef %565, i32 noundef 63)
  %567 = getelementptr inbounds { i64, i64 }, ptr %81, i32 0, i32 0
  %568 = extractvalue { i64, i64 } %566, 0
  store i64 %568, ptr %567, align 16
  %569 = getelementptr inbounds { i64, i64 }, ptr %81, i32 0, i32 1
  %570 = extractvalue { i64, i64 } %566, 1
  store i64 %570, ptr %569, align 8
  %571 = load i128, ptr %81, align 16
  store i128 %571, ptr %82, align 16
  %572 = getelementptr inbounds { i64, i64 }, ptr %82, i32 0, i32 0
  %573 = load i64, ptr %572, align 16
  %574 = getelementptr inbounds { i64, i64 }, ptr %82, i32 0, i32 1
  %575 = load i64, ptr %574, align 8
  call void @px(ptr noundef @.str.20, i64 noundef %573, i64 noundef %575)
  %576 = load i128, ptr %68, align 16
  store i128 %576, ptr %83, align 16
  %577 = getelementptr inbounds { i64, i64 }, ptr %83, i32 0, i32 0
  %578 = load i64, ptr %577, align 16
  %579 = getelementptr inbounds { i64, i64 }, ptr %83, i32 0, i32 1
  %580 = load i64, ptr %579, align 8
  %581 = call { i64, i64 } @ashr(i64 noundef %578, i64 noundef %580, i32 noundef 127)
  %582 = getelementptr inbounds { i64, i64 }, ptr %84, i32 0, i32 0
  %583 = extractvalue { i64, i64 } %581, 0
  store i64 %583, ptr %582, align 16
  %584 = getelementptr inbounds { i64, i64 }, ptr %84, i32 0, i32 1
  %585 = extractvalue { i64, i64 } %581, 1
  store i64 %585, ptr %584, align 8
  %586 = load i128, ptr %84, align 16
  store i128 %586, ptr %85, align 16
  %587 = getelementptr inbounds { i64, i64 }, ptr %85, i32 0, i32 0
  %588 = load i64, ptr %587, align 16
  %589 = getelementptr inbounds { i64, i64 }, ptr %85, i32 0, i32 1
  %590 = load i64, ptr %589, align 8
  call void @px(ptr noundef @.str.21, i64 noundef %588, i64 noundef %590)
  %591 = load i128, ptr %68, align 16
  store i128 %591, ptr %86, align 16
  %592 = getelementptr inbounds { i64, i64 }, ptr %86, i32 0, i32 0
  %593 = load i64, ptr %592, align 16
  %594 = getelementptr inbounds { i64, i64 }, ptr %86, i32 0, i32 1
  %595 = load i64, ptr %594, align 8
  %596 = call { i64, i64 } @lshr(i64 noundef %593, i64 noundef %595, i32 noundef 64)
  %597 = getelementptr inbounds { i64, i64 }, ptr %87, i32 0, i32 0
  %598 = extractvalue { i64, i64 } %596, 0
  store i64 %598, ptr %597, align 16
  %599 = getelementptr inbounds { i64, i64 }, ptr %87, i32 0, i32 1
  %600 = extractvalue { i64, i64 } %596, 1
  store i64 %600, ptr %599, align 8
  %601 = load i128, ptr %87, align 16
  store i128 %601, ptr %88, align 16
  %602 = getelementptr inbounds { i64, i64 }, ptr %88, i32 0, i32 0
  %603 = load i64, ptr %602, align 16
  %604 = getelementptr inbounds { i64, i64 }, ptr %88, i32 0, i32 1
  %605 = load i64, ptr %604, align 8
  call void @px(ptr noundef @.str.22, i64 noundef %603, i64 noundef %605)
  %606 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %607

607:                                              ; preds = %500
  %608 = load i32, ptr %67, align 4
  %609 = add nsw i32 %608, 1
  store i32 %609, ptr %67, align 4
  br label %496, !llvm.loop !14

610:                                              ; preds = %496
  store i128 -170141183460469231731687303715884105728, ptr %89, align 16
  %611 = getelementptr inbounds { i64, i64 }, ptr %89, i32 0, i32 0
  %612 = load i64, ptr %611, align 16
  %613 = getelementptr inbounds { i64, i64 }, ptr %89, i32 0, i32 1
  %614 = load i64, ptr %613, align 8
  call void @px(ptr noundef @.str.23, i64 noundef %612, i64 noundef %614)
  store i128 170141183460469231731687303715884105727, ptr %90, align 16
  %615 = getelementptr inbounds { i64, i64 }, ptr %90, i32 0, i32 0
  %616 = load i64, ptr %615, align 16
  %617 = getelementptr inbounds { i64, i64 }, ptr %90, i32 0, i32 1
  %618 = load i64, ptr %617, align 8
  call void @px(ptr noundef @.str.24, i64 noundef %616, i64 noundef %618)
  %619 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef 1)
  %620 = load i64, ptr %4, align 8
  %621 = load i32, ptr %3, align 4
  %622 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i64 noundef %620, i32 noundef %621)
  %623 = load i32, ptr %3, align 4
  %624 = icmp ne i32 %623, 0
  br i1 %624, label %625, label %626

625:                                              ; preds = %610
  br label %630

626:                                              ; preds = %610
  %627 = load i64, ptr %4, align 8
  %628 = urem i64 %627, 64
  %629 = trunc i64 %628 to i32
  br label %630

630:                                              ; preds = %626, %625
  %631 = phi i32 [ 100, %625 ], [ %629, %626 ]
  ret i32 %631
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @init() #0 {
  %1 = alloca [18 x i128], align 16
  %2 = alloca i32, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %1, ptr align 16 @__const.init.v, i64 288, i1 false)
  store i32 0, ptr %2, align 4
  br label %3

3:                                                ; preds = %14, %0
  %4 = load i32, ptr %2, align 4
  %5 = icmp slt i32 %4, 18
  br i1 %5, label %6, label %17

6:                                                ; preds = %3
  %7 = load i32, ptr %2, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds [18 x i128], ptr %1, i64 0, i64 %8
  %10 = load i128, ptr %9, align 16
  %11 = load i32, ptr %2, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %12
  store volatile i128 %10, ptr %13, align 16
  br label %14

14:                                               ; preds = %6
  %15 = load i32, ptr %2, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %2, align 4
  br label %3, !llvm.loop !15

17:                                               ; preds = %3
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @uadd(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = add i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @usub(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = sub i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @umul(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = mul i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmps(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = load i128, ptr %5, align 16
  %12 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %2, ptr %12, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %3, ptr %13, align 8
  %14 = load i128, ptr %6, align 16
  store i128 %11, ptr %7, align 16
  store i128 %14, ptr %8, align 16
  %15 = load i128, ptr %7, align 16
  %16 = load i128, ptr %8, align 16
  %17 = icmp slt i128 %15, %16
  %18 = zext i1 %17 to i32
  %19 = load i128, ptr %7, align 16
  %20 = load i128, ptr %8, align 16
  %21 = icmp sle i128 %19, %20
  %22 = zext i1 %21 to i32
  %23 = shl i32 %22, 1
  %24 = or i32 %18, %23
  %25 = load i128, ptr %7, align 16
  %26 = load i128, ptr %8, align 16
  %27 = icmp sgt i128 %25, %26
  %28 = zext i1 %27 to i32
  %29 = shl i32 %28, 2
  %30 = or i32 %24, %29
  %31 = load i128, ptr %7, align 16
  %32 = load i128, ptr %8, align 16
  %33 = icmp sge i128 %31, %32
  %34 = zext i1 %33 to i32
  %35 = shl i32 %34, 3
  %36 = or i32 %30, %35
  %37 = load i128, ptr %7, align 16
  %38 = load i128, ptr %8, align 16
  %39 = icmp eq i128 %37, %38
  %40 = zext i1 %39 to i32
  %41 = shl i32 %40, 4
  %42 = or i32 %36, %41
  %43 = load i128, ptr %7, align 16
  %44 = load i128, ptr %8, align 16
  %45 = icmp ne i128 %43, %44
  %46 = zext i1 %45 to i32
  %47 = shl i32 %46, 5
  %48 = or i32 %42, %47
  ret i32 %48
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmpu(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %10, align 8
  %11 = load i128, ptr %5, align 16
  %12 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %2, ptr %12, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %3, ptr %13, align 8
  %14 = load i128, ptr %6, align 16
  store i128 %11, ptr %7, align 16
  store i128 %14, ptr %8, align 16
  %15 = load i128, ptr %7, align 16
  %16 = load i128, ptr %8, align 16
  %17 = icmp ult i128 %15, %16
  %18 = zext i1 %17 to i32
  %19 = load i128, ptr %7, align 16
  %20 = load i128, ptr %8, align 16
  %21 = icmp ule i128 %19, %20
  %22 = zext i1 %21 to i32
  %23 = shl i32 %22, 1
  %24 = or i32 %18, %23
  %25 = load i128, ptr %7, align 16
  %26 = load i128, ptr %8, align 16
  %27 = icmp ugt i128 %25, %26
  %28 = zext i1 %27 to i32
  %29 = shl i32 %28, 2
  %30 = or i32 %24, %29
  %31 = load i128, ptr %7, align 16
  %32 = load i128, ptr %8, align 16
  %33 = icmp uge i128 %31, %32
  %34 = zext i1 %33 to i32
  %35 = shl i32 %34, 3
  %36 = or i32 %30, %35
  ret i32 %36
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 0
  store i64 %0, ptr %5, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %3, i32 0, i32 1
  store i64 %1, ptr %6, align 8
  %7 = load i128, ptr %3, align 16
  store i128 %7, ptr %4, align 16
  %8 = load i64, ptr @h, align 8
  %9 = load i128, ptr %4, align 16
  %10 = trunc i128 %9 to i64
  %11 = xor i64 %8, %10
  %12 = mul i64 %11, 1099511628211
  store i64 %12, ptr @h, align 8
  %13 = load i64, ptr @h, align 8
  %14 = load i128, ptr %4, align 16
  %15 = lshr i128 %14, 64
  %16 = trunc i128 %15 to i64
  %17 = xor i64 %13, %16
  %18 = mul i64 %17, 1099511628211
  store i64 %18, ptr @h, align 8
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @udiv(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = udiv i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @urem(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = urem i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @px(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %8, align 8
  %9 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %9, ptr %6, align 16
  %10 = load ptr, ptr %5, align 8
  %11 = load i128, ptr %6, align 16
  %12 = lshr i128 %11, 64
  %13 = trunc i128 %12 to i64
  %14 = load i128, ptr %6, align 16
  %15 = trunc i128 %14 to i64
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %10, i64 noundef %13, i64 noundef %15)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @sdiv(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = sdiv i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @srem(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = srem i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @shl(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i128
  %14 = shl i128 %11, %13
  store i128 %14, ptr %4, align 16
  %15 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @lshr(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i128
  %14 = lshr i128 %11, %13
  store i128 %14, ptr %4, align 16
  %15 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @ashr(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i128
  %14 = ashr i128 %11, %13
  store i128 %14, ptr %4, align 16
  %15 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @udiv10(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %6, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %7, align 8
  %8 = load i128, ptr %4, align 16
  store i128 %8, ptr %5, align 16
  %9 = load i128, ptr %5, align 16
  %10 = udiv i128 %9, 10
  store i128 %10, ptr %3, align 16
  %11 = load { i64, i64 }, ptr %3, align 16
  ret { i64, i64 } %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @sdiv7(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %6, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %7, align 8
  %8 = load i128, ptr %4, align 16
  store i128 %8, ptr %5, align 16
  %9 = load i128, ptr %5, align 16
  %10 = sdiv i128 %9, 7
  store i128 %10, ptr %3, align 16
  %11 = load { i64, i64 }, ptr %3, align 16
  ret { i64, i64 } %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @srem7(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %0, ptr %6, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %1, ptr %7, align 8
  %8 = load i128, ptr %4, align 16
  store i128 %8, ptr %5, align 16
  %9 = load i128, ptr %5, align 16
  %10 = srem i128 %9, 7
  store i128 %10, ptr %3, align 16
  %11 = load { i64, i64 }, ptr %3, align 16
  ret { i64, i64 } %11
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
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
