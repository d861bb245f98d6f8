; ModuleID = 'programs/int128_ops_matrix.c'
source_filename = "programs/int128_ops_matrix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [4 x i8] c"add\00", align 1
@.str.1 = private unnamed_addr constant [4 x i8] c"sub\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"mul\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"and\00", align 1
@.str.4 = private unnamed_addr constant [3 x i8] c"or\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"xor\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"cmps\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"cmpu\00", align 1
@__const.main.names = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
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
  %5 = alloca [8 x ptr], align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i128, align 16
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i128, align 16
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  call void @init()
  store i32 18, ptr %2, align 4
  store i32 0, ptr %3, align 4
  store i64 0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.names, i64 64, i1 false)
  store i32 0, ptr %6, align 4
  br label %26

26:                                               ; preds = %102, %0
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %27, 8
  br i1 %28, label %29, label %105

29:                                               ; preds = %26
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %7, align 4
  br label %30

30:                                               ; preds = %89, %29
  %31 = load i32, ptr %7, align 4
  %32 = load i32, ptr %2, align 4
  %33 = icmp slt i32 %31, %32
  br i1 %33, label %34, label %92

34:                                               ; preds = %30
  store i32 0, ptr %8, align 4
  br label %35

35:                                               ; preds = %85, %34
  %36 = load i32, ptr %8, align 4
  %37 = load i32, ptr %2, align 4
  %38 = icmp slt i32 %36, %37
  br i1 %38, label %39, label %88

39:                                               ; preds = %35
  %40 = load i32, ptr %7, align 4
  %41 = sext i32 %40 to i64
  %42 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %41
  %43 = load volatile i128, ptr %42, align 16
  store i128 %43, ptr %9, align 16
  %44 = load i32, ptr %8, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %45
  %47 = load volatile i128, ptr %46, align 16
  store i128 %47, ptr %10, align 16
  store i128 0, ptr %11, align 16
  %48 = load i32, ptr %6, align 4
  switch i32 %48, label %83 [
    i32 0, label %49
    i32 1, label %53
    i32 2, label %57
    i32 3, label %61
    i32 4, label %65
    i32 5, label %69
    i32 6, label %73
    i32 7, label %78
  ]

49:                                               ; preds = %39
  %50 = load i128, ptr %9, align 16
  %51 = load i128, ptr %10, align 16
  %52 = call i128 @uadd(i128 noundef %50, i128 noundef %51)
  store i128 %52, ptr %11, align 16
  br label %83

53:                                               ; preds = %39
  %54 = load i128, ptr %9, align 16
  %55 = load i128, ptr %10, align 16
  %56 = call i128 @usub(i128 noundef %54, i128 noundef %55)
  store i128 %56, ptr %11, align 16
  br label %83

57:                                               ; preds = %39
  %58 = load i128, ptr %9, align 16
  %59 = load i128, ptr %10, align 16
  %60 = call i128 @umul(i128 noundef %58, i128 noundef %59)
  store i128 %60, ptr %11, align 16
  br label %83

61:                                               ; preds = %39
  %62 = load i128, ptr %9, align 16
  %63 = load i128, ptr %10, align 16
  %64 = and i128 %62, %63
  store i128 %64, ptr %11, align 16
  br label %83

65:                                               ; preds = %39
  %66 = load i128, ptr %9, align 16
  %67 = load i128, ptr %10, align 16
  %68 = or i128 %66, %67
  store i128 %68, ptr %11, align 16
  br label %83

69:                                               ; preds = %39
  %70 = load i128, ptr %9, align 16
  %71 = load i128, ptr %10, align 16
  %72 = xor i128 %70, %71
  store i128 %72, ptr %11, align 16
  br label %83

73:                                               ; preds = %39
  %74 = load i128, ptr %9, align 16
  %75 = load i128, ptr %10, align 16
  %76 = call i32 @cmps(i128 noundef %74, i128 noundef %75)
  %77 = sext i32 %76 to i128
  store i128 %77, ptr %11, align 16
  br label %83

78:                                               ; preds = %39
  %79 = load i128, ptr %9, align 16
  %80 = load i128, ptr %10, align 16
  %81 = call i32 @cmpu(i128 noundef %79, i128 noundef %80)
  %82 = sext i32 %81 to i128
  store i128 %82, ptr %11, align 16
  br label %83

83:                                               ; preds = %39, %78, %73, %69, %65, %61, %57, %53, %49
  %84 = load i128, ptr %11, align 16
  call void @mix(i128 noundef %84)
  br label %85

85:                                               ; preds = %83
  %86 = load i32, ptr %8, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %8, align 4
  br label %35, !llvm.loop !6

88:                                               ; preds = %35
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %7, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %7, align 4
  br label %30, !llvm.loop !8

92:                                               ; preds = %30
  %93 = load i32, ptr %6, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [8 x ptr], ptr %5, i64 0, i64 %94
  %96 = load ptr, ptr %95, align 8
  %97 = load i64, ptr @h, align 8
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %96, i64 noundef %97)
  %99 = load i64, ptr @h, align 8
  %100 = load i64, ptr %4, align 8
  %101 = xor i64 %100, %99
  store i64 %101, ptr %4, align 8
  br label %102

102:                                              ; preds = %92
  %103 = load i32, ptr %6, align 4
  %104 = add nsw i32 %103, 1
  store i32 %104, ptr %6, align 4
  br label %26, !llvm.loop !9

105:                                              ; preds = %26
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %12, align 4
  br label %106

106:                                              ; preds = %200, %105
  %107 = load i32, ptr %12, align 4
  %108 = load i32, ptr %2, align 4
  %109 = icmp slt i32 %107, %108
  br i1 %109, label %110, label %203

110:                                              ; preds = %106
  store i32 0, ptr %13, align 4
  br label %111

111:                                              ; preds = %196, %110
  %112 = load i32, ptr %13, align 4
  %113 = load i32, ptr %2, align 4
  %114 = icmp slt i32 %112, %113
  br i1 %114, label %115, label %199

115:                                              ; preds = %111
  %116 = load i32, ptr %12, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %117
  %119 = load volatile i128, ptr %118, align 16
  store i128 %119, ptr %14, align 16
  %120 = load i32, ptr %13, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %121
  %123 = load volatile i128, ptr %122, align 16
  store i128 %123, ptr %15, align 16
  %124 = load i128, ptr %15, align 16
  %125 = icmp eq i128 %124, 0
  br i1 %125, label %126, label %127

126:                                              ; preds = %115
  br label %196

127:                                              ; preds = %115
  %128 = load i128, ptr %14, align 16
  %129 = load i128, ptr %15, align 16
  %130 = call i128 @udiv(i128 noundef %128, i128 noundef %129)
  store i128 %130, ptr %16, align 16
  %131 = load i128, ptr %14, align 16
  %132 = load i128, ptr %15, align 16
  %133 = call i128 @urem(i128 noundef %131, i128 noundef %132)
  store i128 %133, ptr %17, align 16
  %134 = load i128, ptr %16, align 16
  call void @mix(i128 noundef %134)
  %135 = load i128, ptr %17, align 16
  call void @mix(i128 noundef %135)
  %136 = load i128, ptr %16, align 16
  %137 = load i128, ptr %15, align 16
  %138 = mul i128 %136, %137
  %139 = load i128, ptr %17, align 16
  %140 = add i128 %138, %139
  %141 = load i128, ptr %14, align 16
  %142 = icmp ne i128 %140, %141
  br i1 %142, label %147, label %143

143:                                              ; preds = %127
  %144 = load i128, ptr %17, align 16
  %145 = load i128, ptr %15, align 16
  %146 = icmp uge i128 %144, %145
  br i1 %146, label %147, label %153

147:                                              ; preds = %143, %127
  %148 = load i32, ptr %3, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %3, align 4
  %150 = load i128, ptr %14, align 16
  call void @px(ptr noundef @.str.9, i128 noundef %150)
  %151 = load i128, ptr %15, align 16
  call void @px(ptr noundef @.str.10, i128 noundef %151)
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %153

153:                                              ; preds = %147, %143
  %154 = load i128, ptr %14, align 16
  store i128 %154, ptr %18, align 16
  %155 = load i128, ptr %15, align 16
  store i128 %155, ptr %19, align 16
  %156 = load i128, ptr %18, align 16
  %157 = icmp eq i128 %156, -170141183460469231731687303715884105728
  br i1 %157, label %158, label %162

158:                                              ; preds = %153
  %159 = load i128, ptr %19, align 16
  %160 = icmp eq i128 %159, -1
  br i1 %160, label %161, label %162

161:                                              ; preds = %158
  br label %196

162:                                              ; preds = %158, %153
  %163 = load i128, ptr %18, align 16
  %164 = load i128, ptr %19, align 16
  %165 = call i128 @sdiv(i128 noundef %163, i128 noundef %164)
  store i128 %165, ptr %20, align 16
  %166 = load i128, ptr %18, align 16
  %167 = load i128, ptr %19, align 16
  %168 = call i128 @srem(i128 noundef %166, i128 noundef %167)
  store i128 %168, ptr %21, align 16
  %169 = load i128, ptr %20, align 16
  call void @mix(i128 noundef %169)
  %170 = load i128, ptr %21, align 16
  call void @mix(i128 noundef %170)
  %171 = load i128, ptr %20, align 16
  %172 = load i128, ptr %19, align 16
  %173 = mul i128 %171, %172
  %174 = load i128, ptr %21, align 16
  %175 = add i128 %173, %174
  %176 = load i128, ptr %14, align 16
  %177 = icmp ne i128 %175, %176
  br i1 %177, label %189, label %178

178:                                              ; preds = %162
  %179 = load i128, ptr %21, align 16
  %180 = icmp ne i128 %179, 0
  br i1 %180, label %181, label %195

181:                                              ; preds = %178
  %182 = load i128, ptr %21, align 16
  %183 = icmp slt i128 %182, 0
  %184 = zext i1 %183 to i32
  %185 = load i128, ptr %18, align 16
  %186 = icmp slt i128 %185, 0
  %187 = zext i1 %186 to i32
  %188 = icmp ne i32 %184, %187
  br i1 %188, label %189, label %195

189:                                              ; preds = %181, %162
  %190 = load i32, ptr %3, align 4
  %191 = add nsw i32 %190, 1
  store i32 %191, ptr %3, align 4
  %192 = load i128, ptr %14, align 16
  call void @px(ptr noundef @.str.12, i128 noundef %192)
  %193 = load i128, ptr %15, align 16
  call void @px(ptr noundef @.str.10, i128 noundef %193)
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %195

195:                                              ; preds = %189, %181, %178
  br label %196

196:                                              ; preds = %195, %161, %126
  %197 = load i32, ptr %13, align 4
  %198 = add nsw i32 %197, 1
  store i32 %198, ptr %13, align 4
  br label %111, !llvm.loop !10

199:                                              ; preds = %111
  br label %200

200:                                              ; preds = %199
  %201 = load i32, ptr %12, align 4
  %202 = add nsw i32 %201, 1
  store i32 %202, ptr %12, align 4
  br label %106, !llvm.loop !11

203:                                              ; preds = %106
  %204 = load i64, ptr @h, align 8
  %205 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %204)
  %206 = load i64, ptr @h, align 8
  %207 = load i64, ptr %4, align 8
  %208 = xor i64 %207, %206
  store i64 %208, ptr %4, align 8
  store i64 1469598103934665603, ptr @h, align 8
  store i32 0, ptr %22, align 4
  br label %209

209:                                              ; preds = %240, %203
  %210 = load i32, ptr %22, align 4
  %211 = load i32, ptr %2, align 4
  %212 = icmp slt i32 %210, %211
  br i1 %212, label %213, label %243

213:                                              ; preds = %209
  store i32 0, ptr %23, align 4
  br label %214

214:                                              ; preds = %236, %213
  %215 = load i32, ptr %23, align 4
  %216 = icmp slt i32 %215, 128
  br i1 %216, label %217, label %239

217:                                              ; preds = %214
  %218 = load i32, ptr %22, align 4
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %219
  %221 = load volatile i128, ptr %220, align 16
  %222 = load i32, ptr %23, align 4
  %223 = call i128 @shl(i128 noundef %221, i32 noundef %222)
  call void @mix(i128 noundef %223)
  %224 = load i32, ptr %22, align 4
  %225 = sext i32 %224 to i64
  %226 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %225
  %227 = load volatile i128, ptr %226, align 16
  %228 = load i32, ptr %23, align 4
  %229 = call i128 @lshr(i128 noundef %227, i32 noundef %228)
  call void @mix(i128 noundef %229)
  %230 = load i32, ptr %22, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %231
  %233 = load volatile i128, ptr %232, align 16
  %234 = load i32, ptr %23, align 4
  %235 = call i128 @ashr(i128 noundef %233, i32 noundef %234)
  call void @mix(i128 noundef %235)
  br label %236

236:                                              ; preds = %217
  %237 = load i32, ptr %23, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %23, align 4
  br label %214, !llvm.loop !12

239:                                              ; preds = %214
  br label %240

240:                                              ; preds = %239
  %241 = load i32, ptr %22, align 4
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %22, align 4
  br label %209, !llvm.loop !13

243:                                              ; preds = %209
  %244 = load i64, ptr @h, align 8
  %245 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i64 noundef %244)
  %246 = load i64, ptr @h, align 8
  %247 = load i64, ptr %4, align 8
  %248 = xor i64 %247, %246
  store i64 %248, ptr %4, align 8
  store i32 0, ptr %24, align 4
  br label %249

249:                                              ; preds = %274, %243
  %250 = load i32, ptr %24, align 4
  %251 = load i32, ptr %2, align 4
  %252 = icmp slt i32 %250, %251
  br i1 %252, label %253, label %277

253:                                              ; preds = %249
  %254 = load i32, ptr %24, align 4
  %255 = sext i32 %254 to i64
  %256 = getelementptr inbounds [18 x i128], ptr @vals, i64 0, i64 %255
  %257 = load volatile i128, ptr %256, align 16
  store i128 %257, ptr %25, align 16
  %258 = load i128, ptr %25, align 16
  call void @px(ptr noundef @.str.15, i128 noundef %258)
  %259 = load i128, ptr %25, align 16
  %260 = sub i128 0, %259
  call void @px(ptr noundef @.str.16, i128 noundef %260)
  %261 = load i128, ptr %25, align 16
  %262 = call i128 @udiv10(i128 noundef %261)
  call void @px(ptr noundef @.str.17, i128 noundef %262)
  %263 = load i128, ptr %25, align 16
  %264 = call i128 @sdiv7(i128 noundef %263)
  call void @px(ptr noundef @.str.18, i128 noundef %264)
  %265 = load i128, ptr %25, align 16
  %266 = call i128 @srem7(i128 noundef %265)
  call void @px(ptr noundef @.str.19, i128 noundef %266)
  %267 = load i128, ptr %25, align 16
  %268 = call i128 @shl(i128 noundef %267, i32 noundef 63)
  call void @px(ptr noundef @.str.20, i128 noundef %268)
  %269 = load i128, ptr %25, align 16
  %270 = call i128 @ashr(i128 noundef %269, i32 noundef 127)
  call void @px(ptr noundef @.str.21, i128 noundef %270)
  %271 = load i128, ptr %25, align 16
  %272 = call i128 @lshr(i128 noundef %271, i32 noundef 64)
  call void @px(ptr noundef @.str.22, i128 noundef %272)
  %273 = call i32 (ptr, ...) @printf(ptr noundef @.str.11)
  br label %274

274:                                              ; preds = %253
  %275 = load i32, ptr %24, align 4
  %276 = add nsw i32 %275, 1
  store i32 %276, ptr %24, align 4
  br label %249, !llvm.loop !14

277:                                              ; preds = %249
  call void @px(ptr noundef @.str.23, i128 noundef -170141183460469231731687303715884105728)
  call void @px(ptr noundef @.str.24, i128 noundef 170141183460469231731687303715884105727)
  %278 = call i32 (ptr, ...) @printf(ptr noundef @.str.25, i32 noundef 1)
  %279 = load i64, ptr %4, align 8
  %280 = load i32, ptr %3, align 4
  %281 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, i64 noundef %279, i32 noundef %280)
  %282 = load i32, ptr %3, align 4
  %283 = icmp ne i32 %282, 0
  br i1 %283, label %284, label %285

284:                                              ; preds = %277
  br label %289

285:                                              ; preds = %277
  %286 = load i64, ptr %4, align 8
  %287 = urem i64 %286, 64
  %288 = trunc i64 %287 to i32
  br label %289

289:                                              ; preds = %285, %284
  %290 = phi i32 [ 100, %284 ], [ %288, %285 ]
  ret i32 %290
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
define internal i128 @uadd(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = add i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @usub(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = sub i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @umul(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = mul i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmps(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = icmp slt i128 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i128, ptr %3, align 16
  %10 = load i128, ptr %4, align 16
  %11 = icmp sle i128 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i128, ptr %3, align 16
  %16 = load i128, ptr %4, align 16
  %17 = icmp sgt i128 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i128, ptr %3, align 16
  %22 = load i128, ptr %4, align 16
  %23 = icmp sge i128 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  %27 = load i128, ptr %3, align 16
  %28 = load i128, ptr %4, align 16
  %29 = icmp eq i128 %27, %28
  %30 = zext i1 %29 to i32
  %31 = shl i32 %30, 4
  %32 = or i32 %26, %31
  %33 = load i128, ptr %3, align 16
  %34 = load i128, ptr %4, align 16
  %35 = icmp ne i128 %33, %34
  %36 = zext i1 %35 to i32
  %37 = shl i32 %36, 5
  %38 = or i32 %32, %37
  ret i32 %38
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmpu(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = icmp ult i128 %5, %6
  %8 = zext i1 %7 to i32
  %9 = load i128, ptr %3, align 16
  %10 = load i128, ptr %4, align 16
  %11 = icmp ule i128 %9, %10
  %12 = zext i1 %11 to i32
  %13 = shl i32 %12, 1
  %14 = or i32 %8, %13
  %15 = load i128, ptr %3, align 16
  %16 = load i128, ptr %4, align 16
  %17 = icmp ugt i128 %15, %16
  %18 = zext i1 %17 to i32
  %19 = shl i32 %18, 2
  %20 = or i32 %14, %19
  %21 = load i128, ptr %3, align 16
  %22 = load i128, ptr %4, align 16
  %23 = icmp uge i128 %21, %22
  %24 = zext i1 %23 to i32
  %25 = shl i32 %24, 3
  %26 = or i32 %20, %25
  ret i32 %26
}

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

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @udiv(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = udiv i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @urem(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = urem i128 %5, %6
  ret i128 %7
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
  %11 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, ptr noundef %5, i64 noundef %8, i64 noundef %10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @sdiv(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = sdiv i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @srem(i128 noundef %0, i128 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  store i128 %0, ptr %3, align 16
  store i128 %1, ptr %4, align 16
  %5 = load i128, ptr %3, align 16
  %6 = load i128, ptr %4, align 16
  %7 = srem i128 %5, %6
  ret i128 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @shl(i128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load i128, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i128
  %8 = shl i128 %5, %7
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @lshr(i128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load i128, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i128
  %8 = lshr i128 %5, %7
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @ashr(i128 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i128, align 16
  %4 = alloca i32, align 4
  store i128 %0, ptr %3, align 16
  store i32 %1, ptr %4, align 4
  %5 = load i128, ptr %3, align 16
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i128
  %8 = ashr i128 %5, %7
  ret i128 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @udiv10(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = udiv i128 %3, 10
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @sdiv7(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = sdiv i128 %3, 7
  ret i128 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i128 @srem7(i128 noundef %0) #0 {
  %2 = alloca i128, align 16
  store i128 %0, ptr %2, align 16
  %3 = load i128, ptr %2, align 16
  %4 = srem i128 %3, 7
  ret i128 %4
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
