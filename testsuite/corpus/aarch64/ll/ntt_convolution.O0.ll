; ModuleID = 'programs/ntt_convolution.c'
source_filename = "programs/ntt_convolution.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.a = internal global [1024 x i32] zeroinitializer, align 4
@main.b = internal global [1024 x i32] zeroinitializer, align 4
@main.c = internal global [1024 x i32] zeroinitializer, align 4
@main.ref = internal global [1024 x i64] zeroinitializer, align 8
@main.bb = internal global [1024 x i32] zeroinitializer, align 4
@.str = private unnamed_addr constant [45 x i8] c"poly product: bad=%d hash=%016llx c[350]=%u\0A\00", align 1
@main.d1 = internal global [1024 x i32] zeroinitializer, align 4
@main.d2 = internal global [1024 x i32] zeroinitializer, align 4
@main.prod = internal global [1024 x i64] zeroinitializer, align 8
@.str.1 = private unnamed_addr constant [27 x i8] c"product digits=%d leading:\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1
@.str.3 = private unnamed_addr constant [17 x i8] c" digit sum=%llu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  %20 = alloca i64, align 8
  %21 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 11, ptr %2, align 4
  store i32 300, ptr %3, align 4
  store i32 400, ptr %4, align 4
  store i32 0, ptr %5, align 4
  br label %22

22:                                               ; preds = %36, %0
  %23 = load i32, ptr %5, align 4
  %24 = load i32, ptr %3, align 4
  %25 = icmp slt i32 %23, %24
  br i1 %25, label %26, label %39

26:                                               ; preds = %22
  %27 = load i32, ptr %2, align 4
  %28 = mul i32 %27, 1103515245
  %29 = add i32 %28, 12345
  store i32 %29, ptr %2, align 4
  %30 = load i32, ptr %2, align 4
  %31 = lshr i32 %30, 8
  %32 = urem i32 %31, 1000
  %33 = load i32, ptr %5, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds [1024 x i32], ptr @main.a, i64 0, i64 %34
  store i32 %32, ptr %35, align 4
  br label %36

36:                                               ; preds = %26
  %37 = load i32, ptr %5, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %5, align 4
  br label %22, !llvm.loop !6

39:                                               ; preds = %22
  store i32 0, ptr %6, align 4
  br label %40

40:                                               ; preds = %54, %39
  %41 = load i32, ptr %6, align 4
  %42 = load i32, ptr %4, align 4
  %43 = icmp slt i32 %41, %42
  br i1 %43, label %44, label %57

44:                                               ; preds = %40
  %45 = load i32, ptr %2, align 4
  %46 = mul i32 %45, 1103515245
  %47 = add i32 %46, 12345
  store i32 %47, ptr %2, align 4
  %48 = load i32, ptr %2, align 4
  %49 = lshr i32 %48, 8
  %50 = urem i32 %49, 1000
  %51 = load i32, ptr %6, align 4
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds [1024 x i32], ptr @main.b, i64 0, i64 %52
  store i32 %50, ptr %53, align 4
  br label %54

54:                                               ; preds = %44
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  br label %40, !llvm.loop !8

57:                                               ; preds = %40
  store i32 0, ptr %7, align 4
  br label %58

58:                                               ; preds = %90, %57
  %59 = load i32, ptr %7, align 4
  %60 = load i32, ptr %3, align 4
  %61 = icmp slt i32 %59, %60
  br i1 %61, label %62, label %93

62:                                               ; preds = %58
  store i32 0, ptr %8, align 4
  br label %63

63:                                               ; preds = %86, %62
  %64 = load i32, ptr %8, align 4
  %65 = load i32, ptr %4, align 4
  %66 = icmp slt i32 %64, %65
  br i1 %66, label %67, label %89

67:                                               ; preds = %63
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [1024 x i32], ptr @main.a, i64 0, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = zext i32 %71 to i64
  %73 = load i32, ptr %8, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [1024 x i32], ptr @main.b, i64 0, i64 %74
  %76 = load i32, ptr %75, align 4
  %77 = zext i32 %76 to i64
  %78 = mul i64 %72, %77
  %79 = load i32, ptr %7, align 4
  %80 = load i32, ptr %8, align 4
  %81 = add nsw i32 %79, %80
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [1024 x i64], ptr @main.ref, i64 0, i64 %82
  %84 = load i64, ptr %83, align 8
  %85 = add i64 %84, %78
  store i64 %85, ptr %83, align 8
  br label %86

86:                                               ; preds = %67
  %87 = load i32, ptr %8, align 4
  %88 = add nsw i32 %87, 1
  store i32 %88, ptr %8, align 4
  br label %63, !llvm.loop !9

89:                                               ; preds = %63
  br label %90

90:                                               ; preds = %89
  %91 = load i32, ptr %7, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %7, align 4
  br label %58, !llvm.loop !10

93:                                               ; preds = %58
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @main.c, ptr align 4 @main.a, i64 4096, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 @main.bb, ptr align 4 @main.b, i64 4096, i1 false)
  call void @ntt(ptr noundef @main.c, i32 noundef 1024, i32 noundef 0)
  call void @ntt(ptr noundef @main.bb, i32 noundef 1024, i32 noundef 0)
  store i32 0, ptr %9, align 4
  br label %94

94:                                               ; preds = %114, %93
  %95 = load i32, ptr %9, align 4
  %96 = icmp slt i32 %95, 1024
  br i1 %96, label %97, label %117

97:                                               ; preds = %94
  %98 = load i32, ptr %9, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %99
  %101 = load i32, ptr %100, align 4
  %102 = zext i32 %101 to i64
  %103 = load i32, ptr %9, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [1024 x i32], ptr @main.bb, i64 0, i64 %104
  %106 = load i32, ptr %105, align 4
  %107 = zext i32 %106 to i64
  %108 = mul i64 %102, %107
  %109 = urem i64 %108, 998244353
  %110 = trunc i64 %109 to i32
  %111 = load i32, ptr %9, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %112
  store i32 %110, ptr %113, align 4
  br label %114

114:                                              ; preds = %97
  %115 = load i32, ptr %9, align 4
  %116 = add nsw i32 %115, 1
  store i32 %116, ptr %9, align 4
  br label %94, !llvm.loop !11

117:                                              ; preds = %94
  call void @ntt(ptr noundef @main.c, i32 noundef 1024, i32 noundef 1)
  store i32 0, ptr %10, align 4
  store i64 0, ptr %11, align 8
  store i32 0, ptr %12, align 4
  br label %118

118:                                              ; preds = %145, %117
  %119 = load i32, ptr %12, align 4
  %120 = icmp slt i32 %119, 1024
  br i1 %120, label %121, label %148

121:                                              ; preds = %118
  %122 = load i32, ptr %12, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %123
  %125 = load i32, ptr %124, align 4
  %126 = zext i32 %125 to i64
  %127 = load i32, ptr %12, align 4
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds [1024 x i64], ptr @main.ref, i64 0, i64 %128
  %130 = load i64, ptr %129, align 8
  %131 = urem i64 %130, 998244353
  %132 = icmp ne i64 %126, %131
  br i1 %132, label %133, label %136

133:                                              ; preds = %121
  %134 = load i32, ptr %10, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %10, align 4
  br label %136

136:                                              ; preds = %133, %121
  %137 = load i64, ptr %11, align 8
  %138 = mul i64 %137, 1000003
  %139 = load i32, ptr %12, align 4
  %140 = sext i32 %139 to i64
  %141 = getelementptr inbounds [1024 x i32], ptr @main.c, i64 0, i64 %140
  %142 = load i32, ptr %141, align 4
  %143 = zext i32 %142 to i64
  %144 = add i64 %138, %143
  store i64 %144, ptr %11, align 8
  br label %145

145:                                              ; preds = %136
  %146 = load i32, ptr %12, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %12, align 4
  br label %118, !llvm.loop !12

148:                                              ; preds = %118
  %149 = load i32, ptr %10, align 4
  %150 = load i64, ptr %11, align 8
  %151 = load i32, ptr getelementptr inbounds ([1024 x i32], ptr @main.c, i64 0, i64 350), align 4
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %149, i64 noundef %150, i32 noundef %151)
  store i32 0, ptr %13, align 4
  br label %153

153:                                              ; preds = %169, %148
  %154 = load i32, ptr %13, align 4
  %155 = icmp slt i32 %154, 500
  br i1 %155, label %156, label %172

156:                                              ; preds = %153
  %157 = load i32, ptr %13, align 4
  %158 = mul nsw i32 %157, 7
  %159 = srem i32 %158, 10
  %160 = load i32, ptr %13, align 4
  %161 = sext i32 %160 to i64
  %162 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %161
  store i32 %159, ptr %162, align 4
  %163 = load i32, ptr %13, align 4
  %164 = mul nsw i32 %163, 3
  %165 = srem i32 %164, 10
  %166 = load i32, ptr %13, align 4
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %167
  store i32 %165, ptr %168, align 4
  br label %169

169:                                              ; preds = %156
  %170 = load i32, ptr %13, align 4
  %171 = add nsw i32 %170, 1
  store i32 %171, ptr %13, align 4
  br label %153, !llvm.loop !13

172:                                              ; preds = %153
  store i32 9, ptr getelementptr inbounds ([1024 x i32], ptr @main.d1, i64 0, i64 499), align 4
  store i32 8, ptr getelementptr inbounds ([1024 x i32], ptr @main.d2, i64 0, i64 499), align 4
  call void @ntt(ptr noundef @main.d1, i32 noundef 1024, i32 noundef 0)
  call void @ntt(ptr noundef @main.d2, i32 noundef 1024, i32 noundef 0)
  store i32 0, ptr %14, align 4
  br label %173

173:                                              ; preds = %193, %172
  %174 = load i32, ptr %14, align 4
  %175 = icmp slt i32 %174, 1024
  br i1 %175, label %176, label %196

176:                                              ; preds = %173
  %177 = load i32, ptr %14, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %178
  %180 = load i32, ptr %179, align 4
  %181 = zext i32 %180 to i64
  %182 = load i32, ptr %14, align 4
  %183 = sext i32 %182 to i64
  %184 = getelementptr inbounds [1024 x i32], ptr @main.d2, i64 0, i64 %183
  %185 = load i32, ptr %184, align 4
  %186 = zext i32 %185 to i64
  %187 = mul i64 %181, %186
  %188 = urem i64 %187, 998244353
  %189 = trunc i64 %188 to i32
  %190 = load i32, ptr %14, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %191
  store i32 %189, ptr %192, align 4
  br label %193

193:                                              ; preds = %176
  %194 = load i32, ptr %14, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %14, align 4
  br label %173, !llvm.loop !14

196:                                              ; preds = %173
  call void @ntt(ptr noundef @main.d1, i32 noundef 1024, i32 noundef 1)
  store i64 0, ptr %15, align 8
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %197

197:                                              ; preds = %223, %196
  %198 = load i32, ptr %17, align 4
  %199 = icmp slt i32 %198, 1024
  br i1 %199, label %200, label %226

200:                                              ; preds = %197
  %201 = load i32, ptr %17, align 4
  %202 = sext i32 %201 to i64
  %203 = getelementptr inbounds [1024 x i32], ptr @main.d1, i64 0, i64 %202
  %204 = load i32, ptr %203, align 4
  %205 = zext i32 %204 to i64
  %206 = load i64, ptr %15, align 8
  %207 = add i64 %205, %206
  store i64 %207, ptr %18, align 8
  %208 = load i64, ptr %18, align 8
  %209 = urem i64 %208, 10
  %210 = load i32, ptr %17, align 4
  %211 = sext i32 %210 to i64
  %212 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %211
  store i64 %209, ptr %212, align 8
  %213 = load i64, ptr %18, align 8
  %214 = udiv i64 %213, 10
  store i64 %214, ptr %15, align 8
  %215 = load i32, ptr %17, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %216
  %218 = load i64, ptr %217, align 8
  %219 = icmp ne i64 %218, 0
  br i1 %219, label %220, label %222

220:                                              ; preds = %200
  %221 = load i32, ptr %17, align 4
  store i32 %221, ptr %16, align 4
  br label %222

222:                                              ; preds = %220, %200
  br label %223

223:                                              ; preds = %222
  %224 = load i32, ptr %17, align 4
  %225 = add nsw i32 %224, 1
  store i32 %225, ptr %17, align 4
  br label %197, !llvm.loop !15

226:                                              ; preds = %197
  %227 = load i32, ptr %16, align 4
  %228 = add nsw i32 %227, 1
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %228)
  %230 = load i32, ptr %16, align 4
  store i32 %230, ptr %19, align 4
  br label %231

231:                                              ; preds = %242, %226
  %232 = load i32, ptr %19, align 4
  %233 = load i32, ptr %16, align 4
  %234 = sub nsw i32 %233, 20
  %235 = icmp sgt i32 %232, %234
  br i1 %235, label %236, label %245

236:                                              ; preds = %231
  %237 = load i32, ptr %19, align 4
  %238 = sext i32 %237 to i64
  %239 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %238
  %240 = load i64, ptr %239, align 8
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %240)
  br label %242

242:                                              ; preds = %236
  %243 = load i32, ptr %19, align 4
  %244 = add nsw i32 %243, -1
  store i32 %244, ptr %19, align 4
  br label %231, !llvm.loop !16

245:                                              ; preds = %231
  store i64 0, ptr %20, align 8
  store i32 0, ptr %21, align 4
  br label %246

246:                                              ; preds = %257, %245
  %247 = load i32, ptr %21, align 4
  %248 = load i32, ptr %16, align 4
  %249 = icmp sle i32 %247, %248
  br i1 %249, label %250, label %260

250:                                              ; preds = %246
  %251 = load i32, ptr %21, align 4
  %252 = sext i32 %251 to i64
  %253 = getelementptr inbounds [1024 x i64], ptr @main.prod, i64 0, i64 %252
  %254 = load i64, ptr %253, align 8
  %255 = load i64, ptr %20, align 8
  %256 = add i64 %255, %254
  store i64 %256, ptr %20, align 8
  br label %257

257:                                              ; preds = %250
  %258 = load i32, ptr %21, align 4
  %259 = add nsw i32 %258, 1
  store i32 %259, ptr %21, align 4
  br label %246, !llvm.loop !17

260:                                              ; preds = %246
  %261 = load i64, ptr %20, align 8
  %262 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %261)
  %263 = load i32, ptr %10, align 4
  %264 = icmp ne i32 %263, 0
  br i1 %264, label %265, label %266

265:                                              ; preds = %260
  br label %270

266:                                              ; preds = %260
  %267 = load i64, ptr %20, align 8
  %268 = and i64 %267, 127
  %269 = trunc i64 %268 to i32
  br label %270

270:                                              ; preds = %266, %265
  %271 = phi i32 [ 100, %265 ], [ %269, %266 ]
  ret i32 %271
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ntt(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store i32 %1, ptr %5, align 4
  store i32 %2, ptr %6, align 4
  store i32 1, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %20

20:                                               ; preds = %67, %3
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %5, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %70

24:                                               ; preds = %20
  %25 = load i32, ptr %5, align 4
  %26 = ashr i32 %25, 1
  store i32 %26, ptr %9, align 4
  br label %27

27:                                               ; preds = %36, %24
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %9, align 4
  %30 = and i32 %28, %29
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %39

32:                                               ; preds = %27
  %33 = load i32, ptr %9, align 4
  %34 = load i32, ptr %8, align 4
  %35 = xor i32 %34, %33
  store i32 %35, ptr %8, align 4
  br label %36

36:                                               ; preds = %32
  %37 = load i32, ptr %9, align 4
  %38 = ashr i32 %37, 1
  store i32 %38, ptr %9, align 4
  br label %27, !llvm.loop !18

39:                                               ; preds = %27
  %40 = load i32, ptr %9, align 4
  %41 = load i32, ptr %8, align 4
  %42 = xor i32 %41, %40
  store i32 %42, ptr %8, align 4
  %43 = load i32, ptr %7, align 4
  %44 = load i32, ptr %8, align 4
  %45 = icmp slt i32 %43, %44
  br i1 %45, label %46, label %66

46:                                               ; preds = %39
  %47 = load ptr, ptr %4, align 8
  %48 = load i32, ptr %7, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds i32, ptr %47, i64 %49
  %51 = load i32, ptr %50, align 4
  store i32 %51, ptr %10, align 4
  %52 = load ptr, ptr %4, align 8
  %53 = load i32, ptr %8, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %52, i64 %54
  %56 = load i32, ptr %55, align 4
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %7, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i32, ptr %57, i64 %59
  store i32 %56, ptr %60, align 4
  %61 = load i32, ptr %10, align 4
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i32, ptr %62, i64 %64
  store i32 %61, ptr %65, align 4
  br label %66

66:                                               ; preds = %46, %39
  br label %67

67:                                               ; preds = %66
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %20, !llvm.loop !19

70:                                               ; preds = %20
  store i32 2, ptr %11, align 4
  br label %71

71:                                               ; preds = %176, %70
  %72 = load i32, ptr %11, align 4
  %73 = load i32, ptr %5, align 4
  %74 = icmp sle i32 %72, %73
  br i1 %74, label %75, label %179

75:                                               ; preds = %71
  %76 = load i32, ptr %11, align 4
  %77 = udiv i32 998244352, %76
  %78 = call i32 @pw(i32 noundef 3, i32 noundef %77)
  store i32 %78, ptr %12, align 4
  %79 = load i32, ptr %6, align 4
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %81, label %84

81:                                               ; preds = %75
  %82 = load i32, ptr %12, align 4
  %83 = call i32 @pw(i32 noundef %82, i32 noundef 998244351)
  store i32 %83, ptr %12, align 4
  br label %84

84:                                               ; preds = %81, %75
  store i32 0, ptr %13, align 4
  br label %85

85:                                               ; preds = %171, %84
  %86 = load i32, ptr %13, align 4
  %87 = load i32, ptr %5, align 4
  %88 = icmp slt i32 %86, %87
  br i1 %88, label %89, label %175

89:                                               ; preds = %85
  store i64 1, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %90

90:                                               ; preds = %167, %89
  %91 = load i32, ptr %15, align 4
  %92 = load i32, ptr %11, align 4
  %93 = sdiv i32 %92, 2
  %94 = icmp slt i32 %91, %93
  br i1 %94, label %95, label %170

95:                                               ; preds = %90
  %96 = load ptr, ptr %4, align 8
  %97 = load i32, ptr %13, align 4
  %98 = load i32, ptr %15, align 4
  %99 = add nsw i32 %97, %98
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds i32, ptr %96, i64 %100
  %102 = load i32, ptr %101, align 4
  store i32 %102, ptr %16, align 4
  %103 = load ptr, ptr %4, align 8
  %104 = load i32, ptr %13, align 4
  %105 = load i32, ptr %15, align 4
  %106 = add nsw i32 %104, %105
  %107 = load i32, ptr %11, align 4
  %108 = sdiv i32 %107, 2
  %109 = add nsw i32 %106, %108
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i32, ptr %103, i64 %110
  %112 = load i32, ptr %111, align 4
  %113 = zext i32 %112 to i64
  %114 = load i64, ptr %14, align 8
  %115 = mul i64 %113, %114
  %116 = urem i64 %115, 998244353
  %117 = trunc i64 %116 to i32
  store i32 %117, ptr %17, align 4
  %118 = load i32, ptr %16, align 4
  %119 = load i32, ptr %17, align 4
  %120 = add i32 %118, %119
  %121 = icmp uge i32 %120, 998244353
  br i1 %121, label %122, label %127

122:                                              ; preds = %95
  %123 = load i32, ptr %16, align 4
  %124 = load i32, ptr %17, align 4
  %125 = add i32 %123, %124
  %126 = sub i32 %125, 998244353
  br label %131

127:                                              ; preds = %95
  %128 = load i32, ptr %16, align 4
  %129 = load i32, ptr %17, align 4
  %130 = add i32 %128, %129
  br label %131

131:                                              ; preds = %127, %122
  %132 = phi i32 [ %126, %122 ], [ %130, %127 ]
  %133 = load ptr, ptr %4, align 8
  %134 = load i32, ptr %13, align 4
  %135 = load i32, ptr %15, align 4
  %136 = add nsw i32 %134, %135
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds i32, ptr %133, i64 %137
  store i32 %132, ptr %138, align 4
  %139 = load i32, ptr %16, align 4
  %140 = load i32, ptr %17, align 4
  %141 = icmp uge i32 %139, %140
  br i1 %141, label %142, label %146

142:                                              ; preds = %131
  %143 = load i32, ptr %16, align 4
  %144 = load i32, ptr %17, align 4
  %145 = sub i32 %143, %144
  br label %151

146:                                              ; preds = %131
  %147 = load i32, ptr %16, align 4
  %148 = add i32 %147, 998244353
  %149 = load i32, ptr %17, align 4
  %150 = sub i32 %148, %149
  br label %151

151:                                              ; preds = %146, %142
  %152 = phi i32 [ %145, %142 ], [ %150, %146 ]
  %153 = load ptr, ptr %4, align 8
  %154 = load i32, ptr %13, align 4
  %155 = load i32, ptr %15, align 4
  %156 = add nsw i32 %154, %155
  %157 = load i32, ptr %11, align 4
  %158 = sdiv i32 %157, 2
  %159 = add nsw i32 %156, %158
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds i32, ptr %153, i64 %160
  store i32 %152, ptr %161, align 4
  %162 = load i64, ptr %14, align 8
  %163 = load i32, ptr %12, align 4
  %164 = zext i32 %163 to i64
  %165 = mul i64 %162, %164
  %166 = urem i64 %165, 998244353
  store i64 %166, ptr %14, align 8
  br label %167

167:                                              ; preds = %151
  %168 = load i32, ptr %15, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %15, align 4
  br label %90, !llvm.loop !20

170:                                              ; preds = %90
  br label %171

171:                                              ; preds = %170
  %172 = load i32, ptr %11, align 4
  %173 = load i32, ptr %13, align 4
  %174 = add nsw i32 %173, %172
  store i32 %174, ptr %13, align 4
  br label %85, !llvm.loop !21

175:                                              ; preds = %85
  br label %176

176:                                              ; preds = %175
  %177 = load i32, ptr %11, align 4
  %178 = shl i32 %177, 1
  store i32 %178, ptr %11, align 4
  br label %71, !llvm.loop !22

179:                                              ; preds = %71
  %180 = load i32, ptr %6, align 4
  %181 = icmp ne i32 %180, 0
  br i1 %181, label %182, label %209

182:                                              ; preds = %179
  %183 = load i32, ptr %5, align 4
  %184 = call i32 @pw(i32 noundef %183, i32 noundef 998244351)
  %185 = zext i32 %184 to i64
  store i64 %185, ptr %18, align 8
  store i32 0, ptr %19, align 4
  br label %186

186:                                              ; preds = %205, %182
  %187 = load i32, ptr %19, align 4
  %188 = load i32, ptr %5, align 4
  %189 = icmp slt i32 %187, %188
  br i1 %189, label %190, label %208

190:                                              ; preds = %186
  %191 = load ptr, ptr %4, align 8
  %192 = load i32, ptr %19, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds i32, ptr %191, i64 %193
  %195 = load i32, ptr %194, align 4
  %196 = zext i32 %195 to i64
  %197 = load i64, ptr %18, align 8
  %198 = mul i64 %196, %197
  %199 = urem i64 %198, 998244353
  %200 = trunc i64 %199 to i32
  %201 = load ptr, ptr %4, align 8
  %202 = load i32, ptr %19, align 4
  %203 = sext i32 %202 to i64
  %204 = getelementptr inbounds i32, ptr %201, i64 %203
  store i32 %200, ptr %204, align 4
  br label %205

205:                                              ; preds = %190
  %206 = load i32, ptr %19, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %19, align 4
  br label %186, !llvm.loop !23

208:                                              ; preds = %186
  br label %209

209:                                              ; preds = %208, %179
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pw(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  store i64 1, ptr %5, align 8
  %7 = load i32, ptr %3, align 4
  %8 = zext i32 %7 to i64
  store i64 %8, ptr %6, align 8
  br label %9

9:                                                ; preds = %21, %2
  %10 = load i32, ptr %4, align 4
  %11 = icmp ne i32 %10, 0
  br i1 %11, label %12, label %28

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4
  %14 = and i32 %13, 1
  %15 = icmp ne i32 %14, 0
  br i1 %15, label %16, label %21

16:                                               ; preds = %12
  %17 = load i64, ptr %5, align 8
  %18 = load i64, ptr %6, align 8
  %19 = mul i64 %17, %18
  %20 = urem i64 %19, 998244353
  store i64 %20, ptr %5, align 8
  br label %21

21:                                               ; preds = %16, %12
  %22 = load i64, ptr %6, align 8
  %23 = load i64, ptr %6, align 8
  %24 = mul i64 %22, %23
  %25 = urem i64 %24, 998244353
  store i64 %25, ptr %6, align 8
  %26 = load i32, ptr %4, align 4
  %27 = lshr i32 %26, 1
  store i32 %27, ptr %4, align 4
  br label %9, !llvm.loop !24

28:                                               ; preds = %9
  %29 = load i64, ptr %5, align 8
  %30 = trunc i64 %29 to i32
  ret i32 %30
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
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
