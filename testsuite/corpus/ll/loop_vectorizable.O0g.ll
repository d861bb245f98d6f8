; ModuleID = 'programs/loop_vectorizable.c'
source_filename = "programs/loop_vectorizable.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@a8 = internal global [1003 x i8] zeroinitializer, align 16, !dbg !0
@b8 = internal global [1003 x i8] zeroinitializer, align 16, !dbg !118
@a16 = internal global [1003 x i16] zeroinitializer, align 16, !dbg !120
@b16 = internal global [1003 x i16] zeroinitializer, align 16, !dbg !122
@a32 = internal global [1003 x i32] zeroinitializer, align 16, !dbg !124
@b32 = internal global [1003 x i32] zeroinitializer, align 16, !dbg !126
@a64 = internal global [1003 x i64] zeroinitializer, align 16, !dbg !128
@af = internal global [1003 x float] zeroinitializer, align 16, !dbg !131
@bf = internal global [1003 x float] zeroinitializer, align 16, !dbg !133
@ad = internal global [1003 x double] zeroinitializer, align 16, !dbg !135
@main.d8 = internal global [1003 x i8] zeroinitializer, align 16, !dbg !35
@main.u8 = internal global [1003 x i8] zeroinitializer, align 16, !dbg !44
@main.d16 = internal global [1003 x i16] zeroinitializer, align 16, !dbg !47
@main.d32 = internal global [1003 x i32] zeroinitializer, align 16, !dbg !50
@main.e32 = internal global [1003 x i32] zeroinitializer, align 16, !dbg !53
@main.df = internal global [1003 x float] zeroinitializer, align 16, !dbg !55
@.str = private unnamed_addr constant [11 x i8] c"sum_i8=%d\0A\00", align 1, !dbg !58
@.str.1 = private unnamed_addr constant [11 x i8] c"add_i8=%d\0A\00", align 1, !dbg !64
@.str.2 = private unnamed_addr constant [11 x i8] c"sat_u8=%d\0A\00", align 1, !dbg !66
@.str.3 = private unnamed_addr constant [41 x i8] c"max_i16=%d min_i32=%d xor=%08x dot=%lld\0A\00", align 1, !dbg !68
@.str.4 = private unnamed_addr constant [16 x i8] c"mul_i16 max=%d\0A\00", align 1, !dbg !73
@.str.5 = private unnamed_addr constant [16 x i8] c"shift_i64=%lld\0A\00", align 1, !dbg !78
@.str.6 = private unnamed_addr constant [12 x i8] c"dot_f=%.3f\0A\00", align 1, !dbg !80
@.str.7 = private unnamed_addr constant [11 x i8] c"axpy=%.6f\0A\00", align 1, !dbg !85
@.str.8 = private unnamed_addr constant [11 x i8] c"cond=%lld\0A\00", align 1, !dbg !87
@.str.9 = private unnamed_addr constant [19 x i8] c"strided=%lld %lld\0A\00", align 1, !dbg !89
@.str.10 = private unnamed_addr constant [12 x i8] c"i2f2i=%lld\0A\00", align 1, !dbg !94
@.str.11 = private unnamed_addr constant [12 x i8] c"widen=%lld\0A\00", align 1, !dbg !96
@.str.12 = private unnamed_addr constant [13 x i8] c"count_eq=%d\0A\00", align 1, !dbg !98
@.str.13 = private unnamed_addr constant [14 x i8] c"absdiff=%lld\0A\00", align 1, !dbg !103
@.str.14 = private unnamed_addr constant [4 x i8] c"%d \00", align 1, !dbg !108
@.str.15 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !113

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !37 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !146, !DIExpression(), !147)
  store i32 77, ptr %2, align 4, !dbg !147
    #dbg_declare(ptr %3, !148, !DIExpression(), !150)
  store i32 0, ptr %3, align 4, !dbg !150
  br label %13, !dbg !151

13:                                               ; preds = %84, %0
  %14 = load i32, ptr %3, align 4, !dbg !152
  %15 = icmp slt i32 %14, 1003, !dbg !154
  br i1 %15, label %16, label %87, !dbg !155

16:                                               ; preds = %13
  %17 = load i32, ptr %2, align 4, !dbg !156
  %18 = mul i32 %17, 1664525, !dbg !158
  %19 = add i32 %18, 1013904223, !dbg !159
  store i32 %19, ptr %2, align 4, !dbg !160
  %20 = load i32, ptr %2, align 4, !dbg !161
  %21 = lshr i32 %20, 24, !dbg !162
  %22 = trunc i32 %21 to i8, !dbg !163
  %23 = load i32, ptr %3, align 4, !dbg !164
  %24 = sext i32 %23 to i64, !dbg !165
  %25 = getelementptr inbounds [1003 x i8], ptr @a8, i64 0, i64 %24, !dbg !165
  store i8 %22, ptr %25, align 1, !dbg !166
  %26 = load i32, ptr %2, align 4, !dbg !167
  %27 = lshr i32 %26, 16, !dbg !168
  %28 = trunc i32 %27 to i8, !dbg !169
  %29 = load i32, ptr %3, align 4, !dbg !170
  %30 = sext i32 %29 to i64, !dbg !171
  %31 = getelementptr inbounds [1003 x i8], ptr @b8, i64 0, i64 %30, !dbg !171
  store i8 %28, ptr %31, align 1, !dbg !172
  %32 = load i32, ptr %2, align 4, !dbg !173
  %33 = lshr i32 %32, 8, !dbg !174
  %34 = trunc i32 %33 to i16, !dbg !175
  %35 = load i32, ptr %3, align 4, !dbg !176
  %36 = sext i32 %35 to i64, !dbg !177
  %37 = getelementptr inbounds [1003 x i16], ptr @a16, i64 0, i64 %36, !dbg !177
  store i16 %34, ptr %37, align 2, !dbg !178
  %38 = load i32, ptr %2, align 4, !dbg !179
  %39 = lshr i32 %38, 4, !dbg !180
  %40 = and i32 %39, 2047, !dbg !181
  %41 = trunc i32 %40 to i16, !dbg !182
  %42 = load i32, ptr %3, align 4, !dbg !183
  %43 = sext i32 %42 to i64, !dbg !184
  %44 = getelementptr inbounds [1003 x i16], ptr @b16, i64 0, i64 %43, !dbg !184
  store i16 %41, ptr %44, align 2, !dbg !185
  %45 = load i32, ptr %2, align 4, !dbg !186
  %46 = lshr i32 %45, 2, !dbg !187
  %47 = sub nsw i32 %46, 536870912, !dbg !188
  %48 = load i32, ptr %3, align 4, !dbg !189
  %49 = sext i32 %48 to i64, !dbg !190
  %50 = getelementptr inbounds [1003 x i32], ptr @a32, i64 0, i64 %49, !dbg !190
  store i32 %47, ptr %50, align 4, !dbg !191
  %51 = load i32, ptr %2, align 4, !dbg !192
  %52 = urem i32 %51, 1000, !dbg !193
  %53 = sub nsw i32 %52, 500, !dbg !194
  %54 = load i32, ptr %3, align 4, !dbg !195
  %55 = sext i32 %54 to i64, !dbg !196
  %56 = getelementptr inbounds [1003 x i32], ptr @b32, i64 0, i64 %55, !dbg !196
  store i32 %53, ptr %56, align 4, !dbg !197
  %57 = load i32, ptr %2, align 4, !dbg !198
  %58 = zext i32 %57 to i64, !dbg !199
  %59 = mul nsw i64 %58, 12345, !dbg !200
  %60 = sub nsw i64 %59, 7, !dbg !201
  %61 = load i32, ptr %3, align 4, !dbg !202
  %62 = sext i32 %61 to i64, !dbg !203
  %63 = getelementptr inbounds [1003 x i64], ptr @a64, i64 0, i64 %62, !dbg !203
  store i64 %60, ptr %63, align 8, !dbg !204
  %64 = load i32, ptr %2, align 4, !dbg !205
  %65 = urem i32 %64, 2001, !dbg !206
  %66 = sitofp i32 %65 to float, !dbg !207
  %67 = call float @llvm.fmuladd.f32(float %66, float 0x3F50624DE0000000, float -1.000000e+00), !dbg !208
  %68 = load i32, ptr %3, align 4, !dbg !209
  %69 = sext i32 %68 to i64, !dbg !210
  %70 = getelementptr inbounds [1003 x float], ptr @af, i64 0, i64 %69, !dbg !210
  store float %67, ptr %70, align 4, !dbg !211
  %71 = load i32, ptr %3, align 4, !dbg !212
  %72 = srem i32 %71, 17, !dbg !213
  %73 = sitofp i32 %72 to float, !dbg !214
  %74 = fmul float %73, 2.500000e-01, !dbg !215
  %75 = load i32, ptr %3, align 4, !dbg !216
  %76 = sext i32 %75 to i64, !dbg !217
  %77 = getelementptr inbounds [1003 x float], ptr @bf, i64 0, i64 %76, !dbg !217
  store float %74, ptr %77, align 4, !dbg !218
  %78 = load i32, ptr %3, align 4, !dbg !219
  %79 = sitofp i32 %78 to double, !dbg !219
  %80 = fmul double %79, 5.000000e-01, !dbg !220
  %81 = load i32, ptr %3, align 4, !dbg !221
  %82 = sext i32 %81 to i64, !dbg !222
  %83 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %82, !dbg !222
  store double %80, ptr %83, align 8, !dbg !223
  br label %84, !dbg !224

84:                                               ; preds = %16
  %85 = load i32, ptr %3, align 4, !dbg !225
  %86 = add nsw i32 %85, 1, !dbg !225
  store i32 %86, ptr %3, align 4, !dbg !225
  br label %13, !dbg !226, !llvm.loop !227

87:                                               ; preds = %13
    #dbg_declare(ptr %4, !230, !DIExpression(), !231)
  store i32 1003, ptr %4, align 4, !dbg !231
  %88 = load i32, ptr %4, align 4, !dbg !232
  %89 = call i32 @sum_i8(ptr noundef @a8, i32 noundef %88), !dbg !233
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %89), !dbg !234
  %91 = load i32, ptr %4, align 4, !dbg !235
  call void @add_i8(ptr noundef @main.d8, ptr noundef @a8, ptr noundef @b8, i32 noundef %91), !dbg !236
  %92 = load i32, ptr %4, align 4, !dbg !237
  %93 = call i32 @sum_i8(ptr noundef @main.d8, i32 noundef %92), !dbg !238
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %93), !dbg !239
  %95 = load i32, ptr %4, align 4, !dbg !240
  call void @sat_u8(ptr noundef @main.u8, ptr noundef @a16, i32 noundef %95), !dbg !241
    #dbg_declare(ptr %5, !242, !DIExpression(), !243)
  store i32 0, ptr %5, align 4, !dbg !243
    #dbg_declare(ptr %6, !244, !DIExpression(), !246)
  store i32 0, ptr %6, align 4, !dbg !246
  br label %96, !dbg !247

96:                                               ; preds = %108, %87
  %97 = load i32, ptr %6, align 4, !dbg !248
  %98 = load i32, ptr %4, align 4, !dbg !250
  %99 = icmp slt i32 %97, %98, !dbg !251
  br i1 %99, label %100, label %111, !dbg !252

100:                                              ; preds = %96
  %101 = load i32, ptr %6, align 4, !dbg !253
  %102 = sext i32 %101 to i64, !dbg !254
  %103 = getelementptr inbounds [1003 x i8], ptr @main.u8, i64 0, i64 %102, !dbg !254
  %104 = load i8, ptr %103, align 1, !dbg !254
  %105 = zext i8 %104 to i32, !dbg !254
  %106 = load i32, ptr %5, align 4, !dbg !255
  %107 = add nsw i32 %106, %105, !dbg !255
  store i32 %107, ptr %5, align 4, !dbg !255
  br label %108, !dbg !256

108:                                              ; preds = %100
  %109 = load i32, ptr %6, align 4, !dbg !257
  %110 = add nsw i32 %109, 1, !dbg !257
  store i32 %110, ptr %6, align 4, !dbg !257
  br label %96, !dbg !258, !llvm.loop !259

111:                                              ; preds = %96
  %112 = load i32, ptr %5, align 4, !dbg !261
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %112), !dbg !262
  %114 = load i32, ptr %4, align 4, !dbg !263
  %115 = call signext i16 @max_i16(ptr noundef @a16, i32 noundef %114), !dbg !264
  %116 = sext i16 %115 to i32, !dbg !264
  %117 = load i32, ptr %4, align 4, !dbg !265
  %118 = call i32 @min_i32(ptr noundef @a32, i32 noundef %117), !dbg !266
  %119 = load i32, ptr %4, align 4, !dbg !267
  %120 = call i32 @xor_red(ptr noundef @a32, i32 noundef %119), !dbg !268
  %121 = load i32, ptr %4, align 4, !dbg !269
  %122 = call i64 @dot_i32(ptr noundef @a32, ptr noundef @b32, i32 noundef %121), !dbg !270
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %116, i32 noundef %118, i32 noundef %120, i64 noundef %122), !dbg !271
  %124 = load i32, ptr %4, align 4, !dbg !272
  call void @mul_i16(ptr noundef @main.d16, ptr noundef @a16, ptr noundef @b16, i32 noundef %124), !dbg !273
  %125 = load i32, ptr %4, align 4, !dbg !274
  %126 = call signext i16 @max_i16(ptr noundef @main.d16, i32 noundef %125), !dbg !275
  %127 = sext i16 %126 to i32, !dbg !275
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %127), !dbg !276
  %129 = load i32, ptr %4, align 4, !dbg !277
  call void @shift_i64(ptr noundef @a64, i32 noundef %129, i32 noundef 5), !dbg !278
    #dbg_declare(ptr %7, !279, !DIExpression(), !280)
  store i64 0, ptr %7, align 8, !dbg !280
    #dbg_declare(ptr %8, !281, !DIExpression(), !283)
  store i32 0, ptr %8, align 4, !dbg !283
  br label %130, !dbg !284

130:                                              ; preds = %141, %111
  %131 = load i32, ptr %8, align 4, !dbg !285
  %132 = load i32, ptr %4, align 4, !dbg !287
  %133 = icmp slt i32 %131, %132, !dbg !288
  br i1 %133, label %134, label %144, !dbg !289

134:                                              ; preds = %130
  %135 = load i32, ptr %8, align 4, !dbg !290
  %136 = sext i32 %135 to i64, !dbg !291
  %137 = getelementptr inbounds [1003 x i64], ptr @a64, i64 0, i64 %136, !dbg !291
  %138 = load i64, ptr %137, align 8, !dbg !291
  %139 = load i64, ptr %7, align 8, !dbg !292
  %140 = xor i64 %139, %138, !dbg !292
  store i64 %140, ptr %7, align 8, !dbg !292
  br label %141, !dbg !293

141:                                              ; preds = %134
  %142 = load i32, ptr %8, align 4, !dbg !294
  %143 = add nsw i32 %142, 1, !dbg !294
  store i32 %143, ptr %8, align 4, !dbg !294
  br label %130, !dbg !295, !llvm.loop !296

144:                                              ; preds = %130
  %145 = load i64, ptr %7, align 8, !dbg !298
  %146 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %145), !dbg !299
  %147 = load i32, ptr %4, align 4, !dbg !300
  %148 = call float @dot_f(ptr noundef @af, ptr noundef @bf, i32 noundef %147), !dbg !301
  %149 = fpext float %148 to double, !dbg !302
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %149), !dbg !303
  %151 = load i32, ptr %4, align 4, !dbg !304
  call void @axpy_d(ptr noundef @ad, ptr noundef @af, double noundef 5.000000e-01, i32 noundef %151), !dbg !305
    #dbg_declare(ptr %9, !306, !DIExpression(), !307)
  store double 0.000000e+00, ptr %9, align 8, !dbg !307
    #dbg_declare(ptr %10, !308, !DIExpression(), !310)
  store i32 0, ptr %10, align 4, !dbg !310
  br label %152, !dbg !311

152:                                              ; preds = %163, %144
  %153 = load i32, ptr %10, align 4, !dbg !312
  %154 = load i32, ptr %4, align 4, !dbg !314
  %155 = icmp slt i32 %153, %154, !dbg !315
  br i1 %155, label %156, label %166, !dbg !316

156:                                              ; preds = %152
  %157 = load i32, ptr %10, align 4, !dbg !317
  %158 = sext i32 %157 to i64, !dbg !318
  %159 = getelementptr inbounds [1003 x double], ptr @ad, i64 0, i64 %158, !dbg !318
  %160 = load double, ptr %159, align 8, !dbg !318
  %161 = load double, ptr %9, align 8, !dbg !319
  %162 = fadd double %161, %160, !dbg !319
  store double %162, ptr %9, align 8, !dbg !319
  br label %163, !dbg !320

163:                                              ; preds = %156
  %164 = load i32, ptr %10, align 4, !dbg !321
  %165 = add nsw i32 %164, 1, !dbg !321
  store i32 %165, ptr %10, align 4, !dbg !321
  br label %152, !dbg !322, !llvm.loop !323

166:                                              ; preds = %152
  %167 = load double, ptr %9, align 8, !dbg !325
  %168 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %167), !dbg !326
    #dbg_declare(ptr %11, !327, !DIExpression(), !329)
  store i32 0, ptr %11, align 4, !dbg !329
  br label %169, !dbg !330

169:                                              ; preds = %177, %166
  %170 = load i32, ptr %11, align 4, !dbg !331
  %171 = load i32, ptr %4, align 4, !dbg !333
  %172 = icmp slt i32 %170, %171, !dbg !334
  br i1 %172, label %173, label %180, !dbg !335

173:                                              ; preds = %169
  %174 = load i32, ptr %11, align 4, !dbg !336
  %175 = sext i32 %174 to i64, !dbg !337
  %176 = getelementptr inbounds [1003 x i32], ptr @main.d32, i64 0, i64 %175, !dbg !337
  store i32 -1, ptr %176, align 4, !dbg !338
  br label %177, !dbg !337

177:                                              ; preds = %173
  %178 = load i32, ptr %11, align 4, !dbg !339
  %179 = add nsw i32 %178, 1, !dbg !339
  store i32 %179, ptr %11, align 4, !dbg !339
  br label %169, !dbg !340, !llvm.loop !341

180:                                              ; preds = %169
  %181 = load i32, ptr %4, align 4, !dbg !343
  call void @cond_store(ptr noundef @main.d32, ptr noundef @b32, i32 noundef %181), !dbg !344
  %182 = load i32, ptr %4, align 4, !dbg !345
  %183 = call i64 @strided(ptr noundef @main.d32, i32 noundef %182, i32 noundef 1), !dbg !346
  %184 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %183), !dbg !347
  %185 = load i32, ptr %4, align 4, !dbg !348
  %186 = call i64 @strided(ptr noundef @a32, i32 noundef %185, i32 noundef 3), !dbg !349
  %187 = load i32, ptr %4, align 4, !dbg !350
  %188 = call i64 @strided(ptr noundef @a32, i32 noundef %187, i32 noundef 7), !dbg !351
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %186, i64 noundef %188), !dbg !352
  %190 = load i32, ptr %4, align 4, !dbg !353
  call void @i2f(ptr noundef @main.df, ptr noundef @b32, i32 noundef %190), !dbg !354
  %191 = load i32, ptr %4, align 4, !dbg !355
  call void @f2i(ptr noundef @main.e32, ptr noundef @main.df, i32 noundef %191), !dbg !356
  %192 = load i32, ptr %4, align 4, !dbg !357
  %193 = call i64 @strided(ptr noundef @main.e32, i32 noundef %192, i32 noundef 1), !dbg !358
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %193), !dbg !359
  %195 = load i32, ptr %4, align 4, !dbg !360
  call void @widen(ptr noundef @main.d32, ptr noundef @a8, ptr noundef @b8, i32 noundef %195), !dbg !361
  %196 = load i32, ptr %4, align 4, !dbg !362
  %197 = call i64 @strided(ptr noundef @main.d32, i32 noundef %196, i32 noundef 1), !dbg !363
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i64 noundef %197), !dbg !364
  %199 = load i32, ptr %4, align 4, !dbg !365
  %200 = call i32 @count_eq(ptr noundef @a8, ptr noundef @a8, i32 noundef %199), !dbg !366
  %201 = load i32, ptr %4, align 4, !dbg !367
  %202 = call i32 @count_eq(ptr noundef @a8, ptr noundef @b8, i32 noundef %201), !dbg !368
  %203 = add nsw i32 %200, %202, !dbg !369
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i32 noundef %203), !dbg !370
  %205 = load i32, ptr %4, align 4, !dbg !371
  call void @absdiff(ptr noundef @main.d32, ptr noundef @a32, ptr noundef @b32, i32 noundef %205), !dbg !372
  %206 = load i32, ptr %4, align 4, !dbg !373
  %207 = call i64 @strided(ptr noundef @main.d32, i32 noundef %206, i32 noundef 2), !dbg !374
  %208 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %207), !dbg !375
    #dbg_declare(ptr %12, !376, !DIExpression(), !378)
  store i32 0, ptr %12, align 4, !dbg !378
  br label %209, !dbg !379

209:                                              ; preds = %219, %180
  %210 = load i32, ptr %12, align 4, !dbg !380
  %211 = icmp slt i32 %210, 20, !dbg !382
  br i1 %211, label %212, label %222, !dbg !383

212:                                              ; preds = %209
  %213 = load i32, ptr %12, align 4, !dbg !384
  %214 = sext i32 %213 to i64, !dbg !385
  %215 = getelementptr inbounds i8, ptr @a8, i64 %214, !dbg !385
  %216 = load i32, ptr %12, align 4, !dbg !386
  %217 = call i32 @sum_i8(ptr noundef %215, i32 noundef %216), !dbg !387
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %217), !dbg !388
  br label %219, !dbg !388

219:                                              ; preds = %212
  %220 = load i32, ptr %12, align 4, !dbg !389
  %221 = add nsw i32 %220, 1, !dbg !389
  store i32 %221, ptr %12, align 4, !dbg !389
  br label %209, !dbg !390, !llvm.loop !391

222:                                              ; preds = %209
  %223 = call i32 (ptr, ...) @printf(ptr noundef @.str.15), !dbg !393
  %224 = load i32, ptr %4, align 4, !dbg !394
  %225 = call i32 @xor_red(ptr noundef @a32, i32 noundef %224), !dbg !395
  %226 = and i32 %225, 255, !dbg !396
  ret i32 %226, !dbg !397
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sum_i8(ptr noundef %0, i32 noundef %1) #0 !dbg !398 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !403, !DIExpression(), !404)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !405, !DIExpression(), !406)
    #dbg_declare(ptr %5, !407, !DIExpression(), !408)
  store i32 0, ptr %5, align 4, !dbg !408
    #dbg_declare(ptr %6, !409, !DIExpression(), !411)
  store i32 0, ptr %6, align 4, !dbg !411
  br label %7, !dbg !412

7:                                                ; preds = %20, %2
  %8 = load i32, ptr %6, align 4, !dbg !413
  %9 = load i32, ptr %4, align 4, !dbg !415
  %10 = icmp slt i32 %8, %9, !dbg !416
  br i1 %10, label %11, label %23, !dbg !417

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !418
  %13 = load i32, ptr %6, align 4, !dbg !419
  %14 = sext i32 %13 to i64, !dbg !418
  %15 = getelementptr inbounds i8, ptr %12, i64 %14, !dbg !418
  %16 = load i8, ptr %15, align 1, !dbg !418
  %17 = sext i8 %16 to i32, !dbg !418
  %18 = load i32, ptr %5, align 4, !dbg !420
  %19 = add nsw i32 %18, %17, !dbg !420
  store i32 %19, ptr %5, align 4, !dbg !420
  br label %20, !dbg !421

20:                                               ; preds = %11
  %21 = load i32, ptr %6, align 4, !dbg !422
  %22 = add nsw i32 %21, 1, !dbg !422
  store i32 %22, ptr %6, align 4, !dbg !422
  br label %7, !dbg !423, !llvm.loop !424

23:                                               ; preds = %7
  %24 = load i32, ptr %5, align 4, !dbg !426
  ret i32 %24, !dbg !427
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add_i8(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !428 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !432, !DIExpression(), !433)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !434, !DIExpression(), !435)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !436, !DIExpression(), !437)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !438, !DIExpression(), !439)
    #dbg_declare(ptr %9, !440, !DIExpression(), !442)
  store i32 0, ptr %9, align 4, !dbg !442
  br label %10, !dbg !443

10:                                               ; preds = %33, %4
  %11 = load i32, ptr %9, align 4, !dbg !444
  %12 = load i32, ptr %8, align 4, !dbg !446
  %13 = icmp slt i32 %11, %12, !dbg !447
  br i1 %13, label %14, label %36, !dbg !448

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8, !dbg !449
  %16 = load i32, ptr %9, align 4, !dbg !450
  %17 = sext i32 %16 to i64, !dbg !449
  %18 = getelementptr inbounds i8, ptr %15, i64 %17, !dbg !449
  %19 = load i8, ptr %18, align 1, !dbg !449
  %20 = sext i8 %19 to i32, !dbg !449
  %21 = load ptr, ptr %7, align 8, !dbg !451
  %22 = load i32, ptr %9, align 4, !dbg !452
  %23 = sext i32 %22 to i64, !dbg !451
  %24 = getelementptr inbounds i8, ptr %21, i64 %23, !dbg !451
  %25 = load i8, ptr %24, align 1, !dbg !451
  %26 = sext i8 %25 to i32, !dbg !451
  %27 = add nsw i32 %20, %26, !dbg !453
  %28 = trunc i32 %27 to i8, !dbg !454
  %29 = load ptr, ptr %5, align 8, !dbg !455
  %30 = load i32, ptr %9, align 4, !dbg !456
  %31 = sext i32 %30 to i64, !dbg !455
  %32 = getelementptr inbounds i8, ptr %29, i64 %31, !dbg !455
  store i8 %28, ptr %32, align 1, !dbg !457
  br label %33, !dbg !455

33:                                               ; preds = %14
  %34 = load i32, ptr %9, align 4, !dbg !458
  %35 = add nsw i32 %34, 1, !dbg !458
  store i32 %35, ptr %9, align 4, !dbg !458
  br label %10, !dbg !459, !llvm.loop !460

36:                                               ; preds = %10
  ret void, !dbg !462
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sat_u8(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !463 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !469, !DIExpression(), !470)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !471, !DIExpression(), !472)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !473, !DIExpression(), !474)
    #dbg_declare(ptr %7, !475, !DIExpression(), !477)
  store i32 0, ptr %7, align 4, !dbg !477
  br label %9, !dbg !478

9:                                                ; preds = %38, %3
  %10 = load i32, ptr %7, align 4, !dbg !479
  %11 = load i32, ptr %6, align 4, !dbg !481
  %12 = icmp slt i32 %10, %11, !dbg !482
  br i1 %12, label %13, label %41, !dbg !483

13:                                               ; preds = %9
    #dbg_declare(ptr %8, !484, !DIExpression(), !486)
  %14 = load ptr, ptr %5, align 8, !dbg !487
  %15 = load i32, ptr %7, align 4, !dbg !488
  %16 = sext i32 %15 to i64, !dbg !487
  %17 = getelementptr inbounds i16, ptr %14, i64 %16, !dbg !487
  %18 = load i16, ptr %17, align 2, !dbg !487
  %19 = sext i16 %18 to i32, !dbg !487
  store i32 %19, ptr %8, align 4, !dbg !486
  %20 = load i32, ptr %8, align 4, !dbg !489
  %21 = icmp slt i32 %20, 0, !dbg !490
  br i1 %21, label %22, label %23, !dbg !489

22:                                               ; preds = %13
  br label %31, !dbg !489

23:                                               ; preds = %13
  %24 = load i32, ptr %8, align 4, !dbg !491
  %25 = icmp sgt i32 %24, 255, !dbg !492
  br i1 %25, label %26, label %27, !dbg !491

26:                                               ; preds = %23
  br label %29, !dbg !491

27:                                               ; preds = %23
  %28 = load i32, ptr %8, align 4, !dbg !493
  br label %29, !dbg !491

29:                                               ; preds = %27, %26
  %30 = phi i32 [ 255, %26 ], [ %28, %27 ], !dbg !491
  br label %31, !dbg !489

31:                                               ; preds = %29, %22
  %32 = phi i32 [ 0, %22 ], [ %30, %29 ], !dbg !489
  %33 = trunc i32 %32 to i8, !dbg !494
  %34 = load ptr, ptr %4, align 8, !dbg !495
  %35 = load i32, ptr %7, align 4, !dbg !496
  %36 = sext i32 %35 to i64, !dbg !495
  %37 = getelementptr inbounds i8, ptr %34, i64 %36, !dbg !495
  store i8 %33, ptr %37, align 1, !dbg !497
  br label %38, !dbg !498

38:                                               ; preds = %31
  %39 = load i32, ptr %7, align 4, !dbg !499
  %40 = add nsw i32 %39, 1, !dbg !499
  store i32 %40, ptr %7, align 4, !dbg !499
  br label %9, !dbg !500, !llvm.loop !501

41:                                               ; preds = %9
  ret void, !dbg !503
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @max_i16(ptr noundef %0, i32 noundef %1) #0 !dbg !504 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !507, !DIExpression(), !508)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !509, !DIExpression(), !510)
    #dbg_declare(ptr %5, !511, !DIExpression(), !512)
  store i16 -32768, ptr %5, align 2, !dbg !512
    #dbg_declare(ptr %6, !513, !DIExpression(), !515)
  store i32 0, ptr %6, align 4, !dbg !515
  br label %7, !dbg !516

7:                                                ; preds = %34, %2
  %8 = load i32, ptr %6, align 4, !dbg !517
  %9 = load i32, ptr %4, align 4, !dbg !519
  %10 = icmp slt i32 %8, %9, !dbg !520
  br i1 %10, label %11, label %37, !dbg !521

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !522
  %13 = load i32, ptr %6, align 4, !dbg !523
  %14 = sext i32 %13 to i64, !dbg !522
  %15 = getelementptr inbounds i16, ptr %12, i64 %14, !dbg !522
  %16 = load i16, ptr %15, align 2, !dbg !522
  %17 = sext i16 %16 to i32, !dbg !522
  %18 = load i16, ptr %5, align 2, !dbg !524
  %19 = sext i16 %18 to i32, !dbg !524
  %20 = icmp sgt i32 %17, %19, !dbg !525
  br i1 %20, label %21, label %28, !dbg !522

21:                                               ; preds = %11
  %22 = load ptr, ptr %3, align 8, !dbg !526
  %23 = load i32, ptr %6, align 4, !dbg !527
  %24 = sext i32 %23 to i64, !dbg !526
  %25 = getelementptr inbounds i16, ptr %22, i64 %24, !dbg !526
  %26 = load i16, ptr %25, align 2, !dbg !526
  %27 = sext i16 %26 to i32, !dbg !526
  br label %31, !dbg !522

28:                                               ; preds = %11
  %29 = load i16, ptr %5, align 2, !dbg !528
  %30 = sext i16 %29 to i32, !dbg !528
  br label %31, !dbg !522

31:                                               ; preds = %28, %21
  %32 = phi i32 [ %27, %21 ], [ %30, %28 ], !dbg !522
  %33 = trunc i32 %32 to i16, !dbg !522
  store i16 %33, ptr %5, align 2, !dbg !529
  br label %34, !dbg !530

34:                                               ; preds = %31
  %35 = load i32, ptr %6, align 4, !dbg !531
  %36 = add nsw i32 %35, 1, !dbg !531
  store i32 %36, ptr %6, align 4, !dbg !531
  br label %7, !dbg !532, !llvm.loop !533

37:                                               ; preds = %7
  %38 = load i16, ptr %5, align 2, !dbg !535
  ret i16 %38, !dbg !536
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min_i32(ptr noundef %0, i32 noundef %1) #0 !dbg !537 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !542, !DIExpression(), !543)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !544, !DIExpression(), !545)
    #dbg_declare(ptr %5, !546, !DIExpression(), !547)
  store i32 2147483647, ptr %5, align 4, !dbg !547
    #dbg_declare(ptr %6, !548, !DIExpression(), !550)
  store i32 0, ptr %6, align 4, !dbg !550
  br label %7, !dbg !551

7:                                                ; preds = %26, %2
  %8 = load i32, ptr %6, align 4, !dbg !552
  %9 = load i32, ptr %4, align 4, !dbg !554
  %10 = icmp slt i32 %8, %9, !dbg !555
  br i1 %10, label %11, label %29, !dbg !556

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !557
  %13 = load i32, ptr %6, align 4, !dbg !559
  %14 = sext i32 %13 to i64, !dbg !557
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !557
  %16 = load i32, ptr %15, align 4, !dbg !557
  %17 = load i32, ptr %5, align 4, !dbg !560
  %18 = icmp slt i32 %16, %17, !dbg !561
  br i1 %18, label %19, label %25, !dbg !562

19:                                               ; preds = %11
  %20 = load ptr, ptr %3, align 8, !dbg !563
  %21 = load i32, ptr %6, align 4, !dbg !564
  %22 = sext i32 %21 to i64, !dbg !563
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !563
  %24 = load i32, ptr %23, align 4, !dbg !563
  store i32 %24, ptr %5, align 4, !dbg !565
  br label %25, !dbg !566

25:                                               ; preds = %19, %11
  br label %26, !dbg !560

26:                                               ; preds = %25
  %27 = load i32, ptr %6, align 4, !dbg !567
  %28 = add nsw i32 %27, 1, !dbg !567
  store i32 %28, ptr %6, align 4, !dbg !567
  br label %7, !dbg !568, !llvm.loop !569

29:                                               ; preds = %7
  %30 = load i32, ptr %5, align 4, !dbg !571
  ret i32 %30, !dbg !572
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @xor_red(ptr noundef %0, i32 noundef %1) #0 !dbg !573 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !576, !DIExpression(), !577)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !578, !DIExpression(), !579)
    #dbg_declare(ptr %5, !580, !DIExpression(), !581)
  store i32 0, ptr %5, align 4, !dbg !581
    #dbg_declare(ptr %6, !582, !DIExpression(), !584)
  store i32 0, ptr %6, align 4, !dbg !584
  br label %7, !dbg !585

7:                                                ; preds = %19, %2
  %8 = load i32, ptr %6, align 4, !dbg !586
  %9 = load i32, ptr %4, align 4, !dbg !588
  %10 = icmp slt i32 %8, %9, !dbg !589
  br i1 %10, label %11, label %22, !dbg !590

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8, !dbg !591
  %13 = load i32, ptr %6, align 4, !dbg !592
  %14 = sext i32 %13 to i64, !dbg !591
  %15 = getelementptr inbounds i32, ptr %12, i64 %14, !dbg !591
  %16 = load i32, ptr %15, align 4, !dbg !591
  %17 = load i32, ptr %5, align 4, !dbg !593
  %18 = xor i32 %17, %16, !dbg !593
  store i32 %18, ptr %5, align 4, !dbg !593
  br label %19, !dbg !594

19:                                               ; preds = %11
  %20 = load i32, ptr %6, align 4, !dbg !595
  %21 = add nsw i32 %20, 1, !dbg !595
  store i32 %21, ptr %6, align 4, !dbg !595
  br label %7, !dbg !596, !llvm.loop !597

22:                                               ; preds = %7
  %23 = load i32, ptr %5, align 4, !dbg !599
  ret i32 %23, !dbg !600
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dot_i32(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !601 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !604, !DIExpression(), !605)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !606, !DIExpression(), !607)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !608, !DIExpression(), !609)
    #dbg_declare(ptr %7, !610, !DIExpression(), !611)
  store i64 0, ptr %7, align 8, !dbg !611
    #dbg_declare(ptr %8, !612, !DIExpression(), !614)
  store i32 0, ptr %8, align 4, !dbg !614
  br label %9, !dbg !615

9:                                                ; preds = %29, %3
  %10 = load i32, ptr %8, align 4, !dbg !616
  %11 = load i32, ptr %6, align 4, !dbg !618
  %12 = icmp slt i32 %10, %11, !dbg !619
  br i1 %12, label %13, label %32, !dbg !620

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8, !dbg !621
  %15 = load i32, ptr %8, align 4, !dbg !622
  %16 = sext i32 %15 to i64, !dbg !621
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !621
  %18 = load i32, ptr %17, align 4, !dbg !621
  %19 = sext i32 %18 to i64, !dbg !623
  %20 = load ptr, ptr %5, align 8, !dbg !624
  %21 = load i32, ptr %8, align 4, !dbg !625
  %22 = sext i32 %21 to i64, !dbg !624
  %23 = getelementptr inbounds i32, ptr %20, i64 %22, !dbg !624
  %24 = load i32, ptr %23, align 4, !dbg !624
  %25 = sext i32 %24 to i64, !dbg !624
  %26 = mul nsw i64 %19, %25, !dbg !626
  %27 = load i64, ptr %7, align 8, !dbg !627
  %28 = add nsw i64 %27, %26, !dbg !627
  store i64 %28, ptr %7, align 8, !dbg !627
  br label %29, !dbg !628

29:                                               ; preds = %13
  %30 = load i32, ptr %8, align 4, !dbg !629
  %31 = add nsw i32 %30, 1, !dbg !629
  store i32 %31, ptr %8, align 4, !dbg !629
  br label %9, !dbg !630, !llvm.loop !631

32:                                               ; preds = %9
  %33 = load i64, ptr %7, align 8, !dbg !633
  ret i64 %33, !dbg !634
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul_i16(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !635 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !639, !DIExpression(), !640)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !641, !DIExpression(), !642)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !643, !DIExpression(), !644)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !645, !DIExpression(), !646)
    #dbg_declare(ptr %9, !647, !DIExpression(), !649)
  store i32 0, ptr %9, align 4, !dbg !649
  br label %10, !dbg !650

10:                                               ; preds = %33, %4
  %11 = load i32, ptr %9, align 4, !dbg !651
  %12 = load i32, ptr %8, align 4, !dbg !653
  %13 = icmp slt i32 %11, %12, !dbg !654
  br i1 %13, label %14, label %36, !dbg !655

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8, !dbg !656
  %16 = load i32, ptr %9, align 4, !dbg !657
  %17 = sext i32 %16 to i64, !dbg !656
  %18 = getelementptr inbounds i16, ptr %15, i64 %17, !dbg !656
  %19 = load i16, ptr %18, align 2, !dbg !656
  %20 = sext i16 %19 to i32, !dbg !656
  %21 = load ptr, ptr %7, align 8, !dbg !658
  %22 = load i32, ptr %9, align 4, !dbg !659
  %23 = sext i32 %22 to i64, !dbg !658
  %24 = getelementptr inbounds i16, ptr %21, i64 %23, !dbg !658
  %25 = load i16, ptr %24, align 2, !dbg !658
  %26 = sext i16 %25 to i32, !dbg !658
  %27 = mul nsw i32 %20, %26, !dbg !660
  %28 = trunc i32 %27 to i16, !dbg !661
  %29 = load ptr, ptr %5, align 8, !dbg !662
  %30 = load i32, ptr %9, align 4, !dbg !663
  %31 = sext i32 %30 to i64, !dbg !662
  %32 = getelementptr inbounds i16, ptr %29, i64 %31, !dbg !662
  store i16 %28, ptr %32, align 2, !dbg !664
  br label %33, !dbg !662

33:                                               ; preds = %14
  %34 = load i32, ptr %9, align 4, !dbg !665
  %35 = add nsw i32 %34, 1, !dbg !665
  store i32 %35, ptr %9, align 4, !dbg !665
  br label %10, !dbg !666, !llvm.loop !667

36:                                               ; preds = %10
  ret void, !dbg !669
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shift_i64(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !670 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !674, !DIExpression(), !675)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !676, !DIExpression(), !677)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !678, !DIExpression(), !679)
    #dbg_declare(ptr %7, !680, !DIExpression(), !682)
  store i32 0, ptr %7, align 4, !dbg !682
  br label %8, !dbg !683

8:                                                ; preds = %32, %3
  %9 = load i32, ptr %7, align 4, !dbg !684
  %10 = load i32, ptr %5, align 4, !dbg !686
  %11 = icmp slt i32 %9, %10, !dbg !687
  br i1 %11, label %12, label %35, !dbg !688

12:                                               ; preds = %8
  %13 = load ptr, ptr %4, align 8, !dbg !689
  %14 = load i32, ptr %7, align 4, !dbg !690
  %15 = sext i32 %14 to i64, !dbg !689
  %16 = getelementptr inbounds i64, ptr %13, i64 %15, !dbg !689
  %17 = load i64, ptr %16, align 8, !dbg !689
  %18 = load i32, ptr %6, align 4, !dbg !691
  %19 = zext i32 %18 to i64, !dbg !692
  %20 = ashr i64 %17, %19, !dbg !692
  %21 = load ptr, ptr %4, align 8, !dbg !693
  %22 = load i32, ptr %7, align 4, !dbg !694
  %23 = sext i32 %22 to i64, !dbg !693
  %24 = getelementptr inbounds i64, ptr %21, i64 %23, !dbg !693
  %25 = load i64, ptr %24, align 8, !dbg !693
  %26 = shl i64 %25, 1, !dbg !695
  %27 = add nsw i64 %20, %26, !dbg !696
  %28 = load ptr, ptr %4, align 8, !dbg !697
  %29 = load i32, ptr %7, align 4, !dbg !698
  %30 = sext i32 %29 to i64, !dbg !697
  %31 = getelementptr inbounds i64, ptr %28, i64 %30, !dbg !697
  store i64 %27, ptr %31, align 8, !dbg !699
  br label %32, !dbg !697

32:                                               ; preds = %12
  %33 = load i32, ptr %7, align 4, !dbg !700
  %34 = add nsw i32 %33, 1, !dbg !700
  store i32 %34, ptr %7, align 4, !dbg !700
  br label %8, !dbg !701, !llvm.loop !702

35:                                               ; preds = %8
  ret void, !dbg !704
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @dot_f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !705 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca float, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !710, !DIExpression(), !711)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !712, !DIExpression(), !713)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !714, !DIExpression(), !715)
    #dbg_declare(ptr %7, !716, !DIExpression(), !717)
  store float 0.000000e+00, ptr %7, align 4, !dbg !717
    #dbg_declare(ptr %8, !718, !DIExpression(), !720)
  store i32 0, ptr %8, align 4, !dbg !720
  br label %9, !dbg !721

9:                                                ; preds = %26, %3
  %10 = load i32, ptr %8, align 4, !dbg !722
  %11 = load i32, ptr %6, align 4, !dbg !724
  %12 = icmp slt i32 %10, %11, !dbg !725
  br i1 %12, label %13, label %29, !dbg !726

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8, !dbg !727
  %15 = load i32, ptr %8, align 4, !dbg !728
  %16 = sext i32 %15 to i64, !dbg !727
  %17 = getelementptr inbounds float, ptr %14, i64 %16, !dbg !727
  %18 = load float, ptr %17, align 4, !dbg !727
  %19 = load ptr, ptr %5, align 8, !dbg !729
  %20 = load i32, ptr %8, align 4, !dbg !730
  %21 = sext i32 %20 to i64, !dbg !729
  %22 = getelementptr inbounds float, ptr %19, i64 %21, !dbg !729
  %23 = load float, ptr %22, align 4, !dbg !729
  %24 = load float, ptr %7, align 4, !dbg !731
  %25 = call float @llvm.fmuladd.f32(float %18, float %23, float %24), !dbg !731
  store float %25, ptr %7, align 4, !dbg !731
  br label %26, !dbg !732

26:                                               ; preds = %13
  %27 = load i32, ptr %8, align 4, !dbg !733
  %28 = add nsw i32 %27, 1, !dbg !733
  store i32 %28, ptr %8, align 4, !dbg !733
  br label %9, !dbg !734, !llvm.loop !735

29:                                               ; preds = %9
  %30 = load float, ptr %7, align 4, !dbg !737
  ret float %30, !dbg !738
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @axpy_d(ptr noundef %0, ptr noundef %1, double noundef %2, i32 noundef %3) #0 !dbg !739 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca double, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !743, !DIExpression(), !744)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !745, !DIExpression(), !746)
  store double %2, ptr %7, align 8
    #dbg_declare(ptr %7, !747, !DIExpression(), !748)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !749, !DIExpression(), !750)
    #dbg_declare(ptr %9, !751, !DIExpression(), !753)
  store i32 0, ptr %9, align 4, !dbg !753
  br label %10, !dbg !754

10:                                               ; preds = %28, %4
  %11 = load i32, ptr %9, align 4, !dbg !755
  %12 = load i32, ptr %8, align 4, !dbg !757
  %13 = icmp slt i32 %11, %12, !dbg !758
  br i1 %13, label %14, label %31, !dbg !759

14:                                               ; preds = %10
  %15 = load double, ptr %7, align 8, !dbg !760
  %16 = load ptr, ptr %6, align 8, !dbg !761
  %17 = load i32, ptr %9, align 4, !dbg !762
  %18 = sext i32 %17 to i64, !dbg !761
  %19 = getelementptr inbounds float, ptr %16, i64 %18, !dbg !761
  %20 = load float, ptr %19, align 4, !dbg !761
  %21 = fpext float %20 to double, !dbg !761
  %22 = load ptr, ptr %5, align 8, !dbg !763
  %23 = load i32, ptr %9, align 4, !dbg !764
  %24 = sext i32 %23 to i64, !dbg !763
  %25 = getelementptr inbounds double, ptr %22, i64 %24, !dbg !763
  %26 = load double, ptr %25, align 8, !dbg !765
  %27 = call double @llvm.fmuladd.f64(double %15, double %21, double %26), !dbg !765
  store double %27, ptr %25, align 8, !dbg !765
  br label %28, !dbg !763

28:                                               ; preds = %14
  %29 = load i32, ptr %9, align 4, !dbg !766
  %30 = add nsw i32 %29, 1, !dbg !766
  store i32 %30, ptr %9, align 4, !dbg !766
  br label %10, !dbg !767, !llvm.loop !768

31:                                               ; preds = %10
  ret void, !dbg !770
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cond_store(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !771 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !775, !DIExpression(), !776)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !777, !DIExpression(), !778)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !779, !DIExpression(), !780)
    #dbg_declare(ptr %7, !781, !DIExpression(), !783)
  store i32 0, ptr %7, align 4, !dbg !783
  br label %8, !dbg !784

8:                                                ; preds = %32, %3
  %9 = load i32, ptr %7, align 4, !dbg !785
  %10 = load i32, ptr %6, align 4, !dbg !787
  %11 = icmp slt i32 %9, %10, !dbg !788
  br i1 %11, label %12, label %35, !dbg !789

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !790
  %14 = load i32, ptr %7, align 4, !dbg !792
  %15 = sext i32 %14 to i64, !dbg !790
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !790
  %17 = load i32, ptr %16, align 4, !dbg !790
  %18 = and i32 %17, 1, !dbg !793
  %19 = icmp ne i32 %18, 0, !dbg !793
  br i1 %19, label %20, label %31, !dbg !794

20:                                               ; preds = %12
  %21 = load ptr, ptr %5, align 8, !dbg !795
  %22 = load i32, ptr %7, align 4, !dbg !796
  %23 = sext i32 %22 to i64, !dbg !795
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !795
  %25 = load i32, ptr %24, align 4, !dbg !795
  %26 = mul nsw i32 %25, 2, !dbg !797
  %27 = load ptr, ptr %4, align 8, !dbg !798
  %28 = load i32, ptr %7, align 4, !dbg !799
  %29 = sext i32 %28 to i64, !dbg !798
  %30 = getelementptr inbounds i32, ptr %27, i64 %29, !dbg !798
  store i32 %26, ptr %30, align 4, !dbg !800
  br label %31, !dbg !798

31:                                               ; preds = %20, %12
  br label %32, !dbg !801

32:                                               ; preds = %31
  %33 = load i32, ptr %7, align 4, !dbg !802
  %34 = add nsw i32 %33, 1, !dbg !802
  store i32 %34, ptr %7, align 4, !dbg !802
  br label %8, !dbg !803, !llvm.loop !804

35:                                               ; preds = %8
  ret void, !dbg !806
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @strided(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !807 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !810, !DIExpression(), !811)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !812, !DIExpression(), !813)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !814, !DIExpression(), !815)
    #dbg_declare(ptr %7, !816, !DIExpression(), !817)
  store i64 0, ptr %7, align 8, !dbg !817
    #dbg_declare(ptr %8, !818, !DIExpression(), !820)
  store i32 0, ptr %8, align 4, !dbg !820
  br label %9, !dbg !821

9:                                                ; preds = %22, %3
  %10 = load i32, ptr %8, align 4, !dbg !822
  %11 = load i32, ptr %5, align 4, !dbg !824
  %12 = icmp slt i32 %10, %11, !dbg !825
  br i1 %12, label %13, label %26, !dbg !826

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8, !dbg !827
  %15 = load i32, ptr %8, align 4, !dbg !828
  %16 = sext i32 %15 to i64, !dbg !827
  %17 = getelementptr inbounds i32, ptr %14, i64 %16, !dbg !827
  %18 = load i32, ptr %17, align 4, !dbg !827
  %19 = sext i32 %18 to i64, !dbg !827
  %20 = load i64, ptr %7, align 8, !dbg !829
  %21 = add nsw i64 %20, %19, !dbg !829
  store i64 %21, ptr %7, align 8, !dbg !829
  br label %22, !dbg !830

22:                                               ; preds = %13
  %23 = load i32, ptr %6, align 4, !dbg !831
  %24 = load i32, ptr %8, align 4, !dbg !832
  %25 = add nsw i32 %24, %23, !dbg !832
  store i32 %25, ptr %8, align 4, !dbg !832
  br label %9, !dbg !833, !llvm.loop !834

26:                                               ; preds = %9
  %27 = load i64, ptr %7, align 8, !dbg !836
  ret i64 %27, !dbg !837
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @i2f(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !838 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !842, !DIExpression(), !843)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !844, !DIExpression(), !845)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !846, !DIExpression(), !847)
    #dbg_declare(ptr %7, !848, !DIExpression(), !850)
  store i32 0, ptr %7, align 4, !dbg !850
  br label %8, !dbg !851

8:                                                ; preds = %24, %3
  %9 = load i32, ptr %7, align 4, !dbg !852
  %10 = load i32, ptr %6, align 4, !dbg !854
  %11 = icmp slt i32 %9, %10, !dbg !855
  br i1 %11, label %12, label %27, !dbg !856

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !857
  %14 = load i32, ptr %7, align 4, !dbg !858
  %15 = sext i32 %14 to i64, !dbg !857
  %16 = getelementptr inbounds i32, ptr %13, i64 %15, !dbg !857
  %17 = load i32, ptr %16, align 4, !dbg !857
  %18 = sitofp i32 %17 to float, !dbg !859
  %19 = fmul float %18, 5.000000e-01, !dbg !860
  %20 = load ptr, ptr %4, align 8, !dbg !861
  %21 = load i32, ptr %7, align 4, !dbg !862
  %22 = sext i32 %21 to i64, !dbg !861
  %23 = getelementptr inbounds float, ptr %20, i64 %22, !dbg !861
  store float %19, ptr %23, align 4, !dbg !863
  br label %24, !dbg !861

24:                                               ; preds = %12
  %25 = load i32, ptr %7, align 4, !dbg !864
  %26 = add nsw i32 %25, 1, !dbg !864
  store i32 %26, ptr %7, align 4, !dbg !864
  br label %8, !dbg !865, !llvm.loop !866

27:                                               ; preds = %8
  ret void, !dbg !868
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f2i(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !869 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !872, !DIExpression(), !873)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !874, !DIExpression(), !875)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !876, !DIExpression(), !877)
    #dbg_declare(ptr %7, !878, !DIExpression(), !880)
  store i32 0, ptr %7, align 4, !dbg !880
  br label %8, !dbg !881

8:                                                ; preds = %23, %3
  %9 = load i32, ptr %7, align 4, !dbg !882
  %10 = load i32, ptr %6, align 4, !dbg !884
  %11 = icmp slt i32 %9, %10, !dbg !885
  br i1 %11, label %12, label %26, !dbg !886

12:                                               ; preds = %8
  %13 = load ptr, ptr %5, align 8, !dbg !887
  %14 = load i32, ptr %7, align 4, !dbg !888
  %15 = sext i32 %14 to i64, !dbg !887
  %16 = getelementptr inbounds float, ptr %13, i64 %15, !dbg !887
  %17 = load float, ptr %16, align 4, !dbg !887
  %18 = fptosi float %17 to i32, !dbg !889
  %19 = load ptr, ptr %4, align 8, !dbg !890
  %20 = load i32, ptr %7, align 4, !dbg !891
  %21 = sext i32 %20 to i64, !dbg !890
  %22 = getelementptr inbounds i32, ptr %19, i64 %21, !dbg !890
  store i32 %18, ptr %22, align 4, !dbg !892
  br label %23, !dbg !890

23:                                               ; preds = %12
  %24 = load i32, ptr %7, align 4, !dbg !893
  %25 = add nsw i32 %24, 1, !dbg !893
  store i32 %25, ptr %7, align 4, !dbg !893
  br label %8, !dbg !894, !llvm.loop !895

26:                                               ; preds = %8
  ret void, !dbg !897
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @widen(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !898 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !901, !DIExpression(), !902)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !903, !DIExpression(), !904)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !905, !DIExpression(), !906)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !907, !DIExpression(), !908)
    #dbg_declare(ptr %9, !909, !DIExpression(), !911)
  store i32 0, ptr %9, align 4, !dbg !911
  br label %10, !dbg !912

10:                                               ; preds = %32, %4
  %11 = load i32, ptr %9, align 4, !dbg !913
  %12 = load i32, ptr %8, align 4, !dbg !915
  %13 = icmp slt i32 %11, %12, !dbg !916
  br i1 %13, label %14, label %35, !dbg !917

14:                                               ; preds = %10
  %15 = load ptr, ptr %6, align 8, !dbg !918
  %16 = load i32, ptr %9, align 4, !dbg !919
  %17 = sext i32 %16 to i64, !dbg !918
  %18 = getelementptr inbounds i8, ptr %15, i64 %17, !dbg !918
  %19 = load i8, ptr %18, align 1, !dbg !918
  %20 = sext i8 %19 to i32, !dbg !918
  %21 = load ptr, ptr %7, align 8, !dbg !920
  %22 = load i32, ptr %9, align 4, !dbg !921
  %23 = sext i32 %22 to i64, !dbg !920
  %24 = getelementptr inbounds i8, ptr %21, i64 %23, !dbg !920
  %25 = load i8, ptr %24, align 1, !dbg !920
  %26 = zext i8 %25 to i32, !dbg !922
  %27 = mul nsw i32 %20, %26, !dbg !923
  %28 = load ptr, ptr %5, align 8, !dbg !924
  %29 = load i32, ptr %9, align 4, !dbg !925
  %30 = sext i32 %29 to i64, !dbg !924
  %31 = getelementptr inbounds i32, ptr %28, i64 %30, !dbg !924
  store i32 %27, ptr %31, align 4, !dbg !926
  br label %32, !dbg !924

32:                                               ; preds = %14
  %33 = load i32, ptr %9, align 4, !dbg !927
  %34 = add nsw i32 %33, 1, !dbg !927
  store i32 %34, ptr %9, align 4, !dbg !927
  br label %10, !dbg !928, !llvm.loop !929

35:                                               ; preds = %10
  ret void, !dbg !931
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count_eq(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !932 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !935, !DIExpression(), !936)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !937, !DIExpression(), !938)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !939, !DIExpression(), !940)
    #dbg_declare(ptr %7, !941, !DIExpression(), !942)
  store i32 0, ptr %7, align 4, !dbg !942
    #dbg_declare(ptr %8, !943, !DIExpression(), !945)
  store i32 0, ptr %8, align 4, !dbg !945
  br label %9, !dbg !946

9:                                                ; preds = %30, %3
  %10 = load i32, ptr %8, align 4, !dbg !947
  %11 = load i32, ptr %6, align 4, !dbg !949
  %12 = icmp slt i32 %10, %11, !dbg !950
  br i1 %12, label %13, label %33, !dbg !951

13:                                               ; preds = %9
  %14 = load ptr, ptr %4, align 8, !dbg !952
  %15 = load i32, ptr %8, align 4, !dbg !953
  %16 = sext i32 %15 to i64, !dbg !952
  %17 = getelementptr inbounds i8, ptr %14, i64 %16, !dbg !952
  %18 = load i8, ptr %17, align 1, !dbg !952
  %19 = sext i8 %18 to i32, !dbg !952
  %20 = load ptr, ptr %5, align 8, !dbg !954
  %21 = load i32, ptr %8, align 4, !dbg !955
  %22 = sext i32 %21 to i64, !dbg !954
  %23 = getelementptr inbounds i8, ptr %20, i64 %22, !dbg !954
  %24 = load i8, ptr %23, align 1, !dbg !954
  %25 = sext i8 %24 to i32, !dbg !954
  %26 = icmp eq i32 %19, %25, !dbg !956
  %27 = zext i1 %26 to i32, !dbg !956
  %28 = load i32, ptr %7, align 4, !dbg !957
  %29 = add nsw i32 %28, %27, !dbg !957
  store i32 %29, ptr %7, align 4, !dbg !957
  br label %30, !dbg !958

30:                                               ; preds = %13
  %31 = load i32, ptr %8, align 4, !dbg !959
  %32 = add nsw i32 %31, 1, !dbg !959
  store i32 %32, ptr %8, align 4, !dbg !959
  br label %9, !dbg !960, !llvm.loop !961

33:                                               ; preds = %9
  %34 = load i32, ptr %7, align 4, !dbg !963
  ret i32 %34, !dbg !964
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @absdiff(ptr noundef %0, ptr noundef %1, ptr noundef %2, i32 noundef %3) #0 !dbg !965 {
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !968, !DIExpression(), !969)
  store ptr %1, ptr %6, align 8
    #dbg_declare(ptr %6, !970, !DIExpression(), !971)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !972, !DIExpression(), !973)
  store i32 %3, ptr %8, align 4
    #dbg_declare(ptr %8, !974, !DIExpression(), !975)
    #dbg_declare(ptr %9, !976, !DIExpression(), !978)
  store i32 0, ptr %9, align 4, !dbg !978
  br label %11, !dbg !979

11:                                               ; preds = %40, %4
  %12 = load i32, ptr %9, align 4, !dbg !980
  %13 = load i32, ptr %8, align 4, !dbg !982
  %14 = icmp slt i32 %12, %13, !dbg !983
  br i1 %14, label %15, label %43, !dbg !984

15:                                               ; preds = %11
    #dbg_declare(ptr %10, !985, !DIExpression(), !987)
  %16 = load ptr, ptr %6, align 8, !dbg !988
  %17 = load i32, ptr %9, align 4, !dbg !989
  %18 = sext i32 %17 to i64, !dbg !988
  %19 = getelementptr inbounds i32, ptr %16, i64 %18, !dbg !988
  %20 = load i32, ptr %19, align 4, !dbg !988
  %21 = load ptr, ptr %7, align 8, !dbg !990
  %22 = load i32, ptr %9, align 4, !dbg !991
  %23 = sext i32 %22 to i64, !dbg !990
  %24 = getelementptr inbounds i32, ptr %21, i64 %23, !dbg !990
  %25 = load i32, ptr %24, align 4, !dbg !990
  %26 = sub nsw i32 %20, %25, !dbg !992
  store i32 %26, ptr %10, align 4, !dbg !987
  %27 = load i32, ptr %10, align 4, !dbg !993
  %28 = icmp slt i32 %27, 0, !dbg !994
  br i1 %28, label %29, label %32, !dbg !993

29:                                               ; preds = %15
  %30 = load i32, ptr %10, align 4, !dbg !995
  %31 = sub nsw i32 0, %30, !dbg !996
  br label %34, !dbg !993

32:                                               ; preds = %15
  %33 = load i32, ptr %10, align 4, !dbg !997
  br label %34, !dbg !993

34:                                               ; preds = %32, %29
  %35 = phi i32 [ %31, %29 ], [ %33, %32 ], !dbg !993
  %36 = load ptr, ptr %5, align 8, !dbg !998
  %37 = load i32, ptr %9, align 4, !dbg !999
  %38 = sext i32 %37 to i64, !dbg !998
  %39 = getelementptr inbounds i32, ptr %36, i64 %38, !dbg !998
  store i32 %35, ptr %39, align 4, !dbg !1000
  br label %40, !dbg !1001

40:                                               ; preds = %34
  %41 = load i32, ptr %9, align 4, !dbg !1002
  %42 = add nsw i32 %41, 1, !dbg !1002
  store i32 %42, ptr %9, align 4, !dbg !1002
  br label %11, !dbg !1003, !llvm.loop !1004

43:                                               ; preds = %11
  ret void, !dbg !1006
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!138, !139, !140, !141, !142, !143, !144}
!llvm.ident = !{!145}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "a8", scope: !2, file: !3, line: 8, type: !41, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !34, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/loop_vectorizable.c", directory: ".", checksumkind: CSK_MD5, checksum: "919d62b2626302ca5c8d93fc338c7c77")
!4 = !{!5, !10, !13, !16, !19, !15, !20, !21, !22, !24, !28, !31}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "int8_t", file: !6, line: 24, baseType: !7)
!6 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!7 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int8_t", file: !8, line: 37, baseType: !9)
!8 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!9 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !6, line: 25, baseType: !11)
!11 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !8, line: 39, baseType: !12)
!12 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!13 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !6, line: 26, baseType: !14)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !8, line: 41, baseType: !15)
!15 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!16 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !6, line: 27, baseType: !17)
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !8, line: 44, baseType: !18)
!18 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!19 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!20 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!21 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!22 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!23 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !24)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !25, line: 24, baseType: !26)
!25 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !8, line: 38, baseType: !27)
!27 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !25, line: 26, baseType: !29)
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !8, line: 42, baseType: !30)
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !25, line: 27, baseType: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !8, line: 45, baseType: !33)
!33 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!34 = !{!35, !44, !47, !50, !53, !55, !58, !64, !66, !68, !73, !78, !80, !85, !87, !89, !94, !96, !98, !103, !108, !113, !0, !118, !120, !122, !124, !126, !128, !131, !133, !135}
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(name: "d8", scope: !37, file: !3, line: 31, type: !41, isLocal: true, isDefinition: true)
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !38, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !40)
!38 = !DISubroutineType(types: !39)
!39 = !{!15}
!40 = !{}
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 8024, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 1003)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "u8", scope: !37, file: !3, line: 31, type: !46, isLocal: true, isDefinition: true)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !24, size: 8024, elements: !42)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(name: "d16", scope: !37, file: !3, line: 31, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !10, size: 16048, elements: !42)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "d32", scope: !37, file: !3, line: 31, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32096, elements: !42)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(name: "e32", scope: !37, file: !3, line: 31, type: !52, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "df", scope: !37, file: !3, line: 31, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 32096, elements: !42)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 88, elements: !62)
!61 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!62 = !{!63}
!63 = !DISubrange(count: 11)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !60, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !60, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !70, isLocal: true, isDefinition: true)
!70 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 328, elements: !71)
!71 = !{!72}
!72 = !DISubrange(count: 41)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(scope: null, file: !3, line: 35, type: !75, isLocal: true, isDefinition: true)
!75 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 128, elements: !76)
!76 = !{!77}
!77 = !DISubrange(count: 16)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !3, line: 36, type: !75, isLocal: true, isDefinition: true)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 96, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 12)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 38, type: !60, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !60, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 152, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 19)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !82, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !82, isLocal: true, isDefinition: true)
!98 = !DIGlobalVariableExpression(var: !99, expr: !DIExpression())
!99 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !100, isLocal: true, isDefinition: true)
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 104, elements: !101)
!101 = !{!102}
!102 = !DISubrange(count: 13)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !105, isLocal: true, isDefinition: true)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 112, elements: !106)
!106 = !{!107}
!107 = !DISubrange(count: 14)
!108 = !DIGlobalVariableExpression(var: !109, expr: !DIExpression())
!109 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !110, isLocal: true, isDefinition: true)
!110 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 32, elements: !111)
!111 = !{!112}
!112 = !DISubrange(count: 4)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !115, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !61, size: 16, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 2)
!118 = !DIGlobalVariableExpression(var: !119, expr: !DIExpression())
!119 = distinct !DIGlobalVariable(name: "b8", scope: !2, file: !3, line: 8, type: !41, isLocal: true, isDefinition: true)
!120 = !DIGlobalVariableExpression(var: !121, expr: !DIExpression())
!121 = distinct !DIGlobalVariable(name: "a16", scope: !2, file: !3, line: 8, type: !49, isLocal: true, isDefinition: true)
!122 = !DIGlobalVariableExpression(var: !123, expr: !DIExpression())
!123 = distinct !DIGlobalVariable(name: "b16", scope: !2, file: !3, line: 8, type: !49, isLocal: true, isDefinition: true)
!124 = !DIGlobalVariableExpression(var: !125, expr: !DIExpression())
!125 = distinct !DIGlobalVariable(name: "a32", scope: !2, file: !3, line: 8, type: !52, isLocal: true, isDefinition: true)
!126 = !DIGlobalVariableExpression(var: !127, expr: !DIExpression())
!127 = distinct !DIGlobalVariable(name: "b32", scope: !2, file: !3, line: 8, type: !52, isLocal: true, isDefinition: true)
!128 = !DIGlobalVariableExpression(var: !129, expr: !DIExpression())
!129 = distinct !DIGlobalVariable(name: "a64", scope: !2, file: !3, line: 8, type: !130, isLocal: true, isDefinition: true)
!130 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 64192, elements: !42)
!131 = !DIGlobalVariableExpression(var: !132, expr: !DIExpression())
!132 = distinct !DIGlobalVariable(name: "af", scope: !2, file: !3, line: 8, type: !57, isLocal: true, isDefinition: true)
!133 = !DIGlobalVariableExpression(var: !134, expr: !DIExpression())
!134 = distinct !DIGlobalVariable(name: "bf", scope: !2, file: !3, line: 8, type: !57, isLocal: true, isDefinition: true)
!135 = !DIGlobalVariableExpression(var: !136, expr: !DIExpression())
!136 = distinct !DIGlobalVariable(name: "ad", scope: !2, file: !3, line: 8, type: !137, isLocal: true, isDefinition: true)
!137 = !DICompositeType(tag: DW_TAG_array_type, baseType: !21, size: 64192, elements: !42)
!138 = !{i32 7, !"Dwarf Version", i32 5}
!139 = !{i32 2, !"Debug Info Version", i32 3}
!140 = !{i32 1, !"wchar_size", i32 4}
!141 = !{i32 8, !"PIC Level", i32 2}
!142 = !{i32 7, !"PIE Level", i32 2}
!143 = !{i32 7, !"uwtable", i32 2}
!144 = !{i32 7, !"frame-pointer", i32 2}
!145 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!146 = !DILocalVariable(name: "s", scope: !37, file: !3, line: 29, type: !28)
!147 = !DILocation(line: 29, column: 14, scope: !37)
!148 = !DILocalVariable(name: "i", scope: !149, file: !3, line: 30, type: !15)
!149 = distinct !DILexicalBlock(scope: !37, file: !3, line: 30, column: 5)
!150 = !DILocation(line: 30, column: 14, scope: !149)
!151 = !DILocation(line: 30, column: 10, scope: !149)
!152 = !DILocation(line: 30, column: 21, scope: !153)
!153 = distinct !DILexicalBlock(scope: !149, file: !3, line: 30, column: 5)
!154 = !DILocation(line: 30, column: 23, scope: !153)
!155 = !DILocation(line: 30, column: 5, scope: !149)
!156 = !DILocation(line: 30, column: 39, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !3, line: 30, column: 33)
!158 = !DILocation(line: 30, column: 41, scope: !157)
!159 = !DILocation(line: 30, column: 52, scope: !157)
!160 = !DILocation(line: 30, column: 37, scope: !157)
!161 = !DILocation(line: 30, column: 84, scope: !157)
!162 = !DILocation(line: 30, column: 86, scope: !157)
!163 = !DILocation(line: 30, column: 75, scope: !157)
!164 = !DILocation(line: 30, column: 70, scope: !157)
!165 = !DILocation(line: 30, column: 67, scope: !157)
!166 = !DILocation(line: 30, column: 73, scope: !157)
!167 = !DILocation(line: 30, column: 111, scope: !157)
!168 = !DILocation(line: 30, column: 113, scope: !157)
!169 = !DILocation(line: 30, column: 102, scope: !157)
!170 = !DILocation(line: 30, column: 97, scope: !157)
!171 = !DILocation(line: 30, column: 94, scope: !157)
!172 = !DILocation(line: 30, column: 100, scope: !157)
!173 = !DILocation(line: 30, column: 140, scope: !157)
!174 = !DILocation(line: 30, column: 142, scope: !157)
!175 = !DILocation(line: 30, column: 130, scope: !157)
!176 = !DILocation(line: 30, column: 125, scope: !157)
!177 = !DILocation(line: 30, column: 121, scope: !157)
!178 = !DILocation(line: 30, column: 128, scope: !157)
!179 = !DILocation(line: 30, column: 168, scope: !157)
!180 = !DILocation(line: 30, column: 170, scope: !157)
!181 = !DILocation(line: 30, column: 175, scope: !157)
!182 = !DILocation(line: 30, column: 158, scope: !157)
!183 = !DILocation(line: 30, column: 153, scope: !157)
!184 = !DILocation(line: 30, column: 149, scope: !157)
!185 = !DILocation(line: 30, column: 156, scope: !157)
!186 = !DILocation(line: 30, column: 204, scope: !157)
!187 = !DILocation(line: 30, column: 206, scope: !157)
!188 = !DILocation(line: 30, column: 212, scope: !157)
!189 = !DILocation(line: 30, column: 189, scope: !157)
!190 = !DILocation(line: 30, column: 185, scope: !157)
!191 = !DILocation(line: 30, column: 192, scope: !157)
!192 = !DILocation(line: 30, column: 245, scope: !157)
!193 = !DILocation(line: 30, column: 247, scope: !157)
!194 = !DILocation(line: 30, column: 255, scope: !157)
!195 = !DILocation(line: 30, column: 230, scope: !157)
!196 = !DILocation(line: 30, column: 226, scope: !157)
!197 = !DILocation(line: 30, column: 233, scope: !157)
!198 = !DILocation(line: 30, column: 280, scope: !157)
!199 = !DILocation(line: 30, column: 271, scope: !157)
!200 = !DILocation(line: 30, column: 282, scope: !157)
!201 = !DILocation(line: 30, column: 290, scope: !157)
!202 = !DILocation(line: 30, column: 266, scope: !157)
!203 = !DILocation(line: 30, column: 262, scope: !157)
!204 = !DILocation(line: 30, column: 269, scope: !157)
!205 = !DILocation(line: 30, column: 316, scope: !157)
!206 = !DILocation(line: 30, column: 318, scope: !157)
!207 = !DILocation(line: 30, column: 303, scope: !157)
!208 = !DILocation(line: 30, column: 335, scope: !157)
!209 = !DILocation(line: 30, column: 298, scope: !157)
!210 = !DILocation(line: 30, column: 295, scope: !157)
!211 = !DILocation(line: 30, column: 301, scope: !157)
!212 = !DILocation(line: 30, column: 356, scope: !157)
!213 = !DILocation(line: 30, column: 358, scope: !157)
!214 = !DILocation(line: 30, column: 348, scope: !157)
!215 = !DILocation(line: 30, column: 364, scope: !157)
!216 = !DILocation(line: 30, column: 343, scope: !157)
!217 = !DILocation(line: 30, column: 340, scope: !157)
!218 = !DILocation(line: 30, column: 346, scope: !157)
!219 = !DILocation(line: 30, column: 381, scope: !157)
!220 = !DILocation(line: 30, column: 383, scope: !157)
!221 = !DILocation(line: 30, column: 376, scope: !157)
!222 = !DILocation(line: 30, column: 373, scope: !157)
!223 = !DILocation(line: 30, column: 379, scope: !157)
!224 = !DILocation(line: 30, column: 390, scope: !157)
!225 = !DILocation(line: 30, column: 29, scope: !153)
!226 = !DILocation(line: 30, column: 5, scope: !153)
!227 = distinct !{!227, !155, !228, !229}
!228 = !DILocation(line: 30, column: 390, scope: !149)
!229 = !{!"llvm.loop.mustprogress"}
!230 = !DILocalVariable(name: "n", scope: !37, file: !3, line: 31, type: !15)
!231 = !DILocation(line: 31, column: 9, scope: !37)
!232 = !DILocation(line: 32, column: 38, scope: !37)
!233 = !DILocation(line: 32, column: 27, scope: !37)
!234 = !DILocation(line: 32, column: 5, scope: !37)
!235 = !DILocation(line: 32, column: 62, scope: !37)
!236 = !DILocation(line: 32, column: 43, scope: !37)
!237 = !DILocation(line: 32, column: 99, scope: !37)
!238 = !DILocation(line: 32, column: 88, scope: !37)
!239 = !DILocation(line: 32, column: 66, scope: !37)
!240 = !DILocation(line: 33, column: 21, scope: !37)
!241 = !DILocation(line: 33, column: 5, scope: !37)
!242 = !DILocalVariable(name: "us", scope: !37, file: !3, line: 33, type: !15)
!243 = !DILocation(line: 33, column: 29, scope: !37)
!244 = !DILocalVariable(name: "i", scope: !245, file: !3, line: 33, type: !15)
!245 = distinct !DILexicalBlock(scope: !37, file: !3, line: 33, column: 37)
!246 = !DILocation(line: 33, column: 46, scope: !245)
!247 = !DILocation(line: 33, column: 42, scope: !245)
!248 = !DILocation(line: 33, column: 53, scope: !249)
!249 = distinct !DILexicalBlock(scope: !245, file: !3, line: 33, column: 37)
!250 = !DILocation(line: 33, column: 57, scope: !249)
!251 = !DILocation(line: 33, column: 55, scope: !249)
!252 = !DILocation(line: 33, column: 37, scope: !245)
!253 = !DILocation(line: 33, column: 74, scope: !249)
!254 = !DILocation(line: 33, column: 71, scope: !249)
!255 = !DILocation(line: 33, column: 68, scope: !249)
!256 = !DILocation(line: 33, column: 65, scope: !249)
!257 = !DILocation(line: 33, column: 61, scope: !249)
!258 = !DILocation(line: 33, column: 37, scope: !249)
!259 = distinct !{!259, !252, !260, !229}
!260 = !DILocation(line: 33, column: 75, scope: !245)
!261 = !DILocation(line: 33, column: 100, scope: !37)
!262 = !DILocation(line: 33, column: 78, scope: !37)
!263 = !DILocation(line: 34, column: 70, scope: !37)
!264 = !DILocation(line: 34, column: 57, scope: !37)
!265 = !DILocation(line: 34, column: 87, scope: !37)
!266 = !DILocation(line: 34, column: 74, scope: !37)
!267 = !DILocation(line: 34, column: 104, scope: !37)
!268 = !DILocation(line: 34, column: 91, scope: !37)
!269 = !DILocation(line: 34, column: 137, scope: !37)
!270 = !DILocation(line: 34, column: 119, scope: !37)
!271 = !DILocation(line: 34, column: 5, scope: !37)
!272 = !DILocation(line: 35, column: 28, scope: !37)
!273 = !DILocation(line: 35, column: 5, scope: !37)
!274 = !DILocation(line: 35, column: 72, scope: !37)
!275 = !DILocation(line: 35, column: 59, scope: !37)
!276 = !DILocation(line: 35, column: 32, scope: !37)
!277 = !DILocation(line: 36, column: 20, scope: !37)
!278 = !DILocation(line: 36, column: 5, scope: !37)
!279 = !DILocalVariable(name: "s64", scope: !37, file: !3, line: 36, type: !16)
!280 = !DILocation(line: 36, column: 35, scope: !37)
!281 = !DILocalVariable(name: "i", scope: !282, file: !3, line: 36, type: !15)
!282 = distinct !DILexicalBlock(scope: !37, file: !3, line: 36, column: 44)
!283 = !DILocation(line: 36, column: 53, scope: !282)
!284 = !DILocation(line: 36, column: 49, scope: !282)
!285 = !DILocation(line: 36, column: 60, scope: !286)
!286 = distinct !DILexicalBlock(scope: !282, file: !3, line: 36, column: 44)
!287 = !DILocation(line: 36, column: 64, scope: !286)
!288 = !DILocation(line: 36, column: 62, scope: !286)
!289 = !DILocation(line: 36, column: 44, scope: !282)
!290 = !DILocation(line: 36, column: 83, scope: !286)
!291 = !DILocation(line: 36, column: 79, scope: !286)
!292 = !DILocation(line: 36, column: 76, scope: !286)
!293 = !DILocation(line: 36, column: 72, scope: !286)
!294 = !DILocation(line: 36, column: 68, scope: !286)
!295 = !DILocation(line: 36, column: 44, scope: !286)
!296 = distinct !{!296, !289, !297, !229}
!297 = !DILocation(line: 36, column: 84, scope: !282)
!298 = !DILocation(line: 36, column: 125, scope: !37)
!299 = !DILocation(line: 36, column: 87, scope: !37)
!300 = !DILocation(line: 37, column: 50, scope: !37)
!301 = !DILocation(line: 37, column: 36, scope: !37)
!302 = !DILocation(line: 37, column: 28, scope: !37)
!303 = !DILocation(line: 37, column: 5, scope: !37)
!304 = !DILocation(line: 38, column: 25, scope: !37)
!305 = !DILocation(line: 38, column: 5, scope: !37)
!306 = !DILocalVariable(name: "sd", scope: !37, file: !3, line: 38, type: !21)
!307 = !DILocation(line: 38, column: 36, scope: !37)
!308 = !DILocalVariable(name: "i", scope: !309, file: !3, line: 38, type: !15)
!309 = distinct !DILexicalBlock(scope: !37, file: !3, line: 38, column: 44)
!310 = !DILocation(line: 38, column: 53, scope: !309)
!311 = !DILocation(line: 38, column: 49, scope: !309)
!312 = !DILocation(line: 38, column: 60, scope: !313)
!313 = distinct !DILexicalBlock(scope: !309, file: !3, line: 38, column: 44)
!314 = !DILocation(line: 38, column: 64, scope: !313)
!315 = !DILocation(line: 38, column: 62, scope: !313)
!316 = !DILocation(line: 38, column: 44, scope: !309)
!317 = !DILocation(line: 38, column: 81, scope: !313)
!318 = !DILocation(line: 38, column: 78, scope: !313)
!319 = !DILocation(line: 38, column: 75, scope: !313)
!320 = !DILocation(line: 38, column: 72, scope: !313)
!321 = !DILocation(line: 38, column: 68, scope: !313)
!322 = !DILocation(line: 38, column: 44, scope: !313)
!323 = distinct !{!323, !316, !324, !229}
!324 = !DILocation(line: 38, column: 82, scope: !309)
!325 = !DILocation(line: 38, column: 107, scope: !37)
!326 = !DILocation(line: 38, column: 85, scope: !37)
!327 = !DILocalVariable(name: "i", scope: !328, file: !3, line: 39, type: !15)
!328 = distinct !DILexicalBlock(scope: !37, file: !3, line: 39, column: 5)
!329 = !DILocation(line: 39, column: 14, scope: !328)
!330 = !DILocation(line: 39, column: 10, scope: !328)
!331 = !DILocation(line: 39, column: 21, scope: !332)
!332 = distinct !DILexicalBlock(scope: !328, file: !3, line: 39, column: 5)
!333 = !DILocation(line: 39, column: 25, scope: !332)
!334 = !DILocation(line: 39, column: 23, scope: !332)
!335 = !DILocation(line: 39, column: 5, scope: !328)
!336 = !DILocation(line: 39, column: 37, scope: !332)
!337 = !DILocation(line: 39, column: 33, scope: !332)
!338 = !DILocation(line: 39, column: 40, scope: !332)
!339 = !DILocation(line: 39, column: 29, scope: !332)
!340 = !DILocation(line: 39, column: 5, scope: !332)
!341 = distinct !{!341, !335, !342, !229}
!342 = !DILocation(line: 39, column: 43, scope: !328)
!343 = !DILocation(line: 39, column: 67, scope: !37)
!344 = !DILocation(line: 39, column: 46, scope: !37)
!345 = !DILocation(line: 39, column: 117, scope: !37)
!346 = !DILocation(line: 39, column: 104, scope: !37)
!347 = !DILocation(line: 39, column: 71, scope: !37)
!348 = !DILocation(line: 40, column: 59, scope: !37)
!349 = !DILocation(line: 40, column: 46, scope: !37)
!350 = !DILocation(line: 40, column: 90, scope: !37)
!351 = !DILocation(line: 40, column: 77, scope: !37)
!352 = !DILocation(line: 40, column: 5, scope: !37)
!353 = !DILocation(line: 41, column: 18, scope: !37)
!354 = !DILocation(line: 41, column: 5, scope: !37)
!355 = !DILocation(line: 41, column: 35, scope: !37)
!356 = !DILocation(line: 41, column: 22, scope: !37)
!357 = !DILocation(line: 41, column: 86, scope: !37)
!358 = !DILocation(line: 41, column: 73, scope: !37)
!359 = !DILocation(line: 41, column: 39, scope: !37)
!360 = !DILocation(line: 42, column: 41, scope: !37)
!361 = !DILocation(line: 42, column: 5, scope: !37)
!362 = !DILocation(line: 42, column: 92, scope: !37)
!363 = !DILocation(line: 42, column: 79, scope: !37)
!364 = !DILocation(line: 42, column: 45, scope: !37)
!365 = !DILocation(line: 43, column: 46, scope: !37)
!366 = !DILocation(line: 43, column: 29, scope: !37)
!367 = !DILocation(line: 43, column: 68, scope: !37)
!368 = !DILocation(line: 43, column: 51, scope: !37)
!369 = !DILocation(line: 43, column: 49, scope: !37)
!370 = !DILocation(line: 43, column: 5, scope: !37)
!371 = !DILocation(line: 44, column: 28, scope: !37)
!372 = !DILocation(line: 44, column: 5, scope: !37)
!373 = !DILocation(line: 44, column: 81, scope: !37)
!374 = !DILocation(line: 44, column: 68, scope: !37)
!375 = !DILocation(line: 44, column: 32, scope: !37)
!376 = !DILocalVariable(name: "len", scope: !377, file: !3, line: 45, type: !15)
!377 = distinct !DILexicalBlock(scope: !37, file: !3, line: 45, column: 5)
!378 = !DILocation(line: 45, column: 14, scope: !377)
!379 = !DILocation(line: 45, column: 10, scope: !377)
!380 = !DILocation(line: 45, column: 23, scope: !381)
!381 = distinct !DILexicalBlock(scope: !377, file: !3, line: 45, column: 5)
!382 = !DILocation(line: 45, column: 27, scope: !381)
!383 = !DILocation(line: 45, column: 5, scope: !377)
!384 = !DILocation(line: 45, column: 66, scope: !381)
!385 = !DILocation(line: 45, column: 64, scope: !381)
!386 = !DILocation(line: 45, column: 71, scope: !381)
!387 = !DILocation(line: 45, column: 54, scope: !381)
!388 = !DILocation(line: 45, column: 40, scope: !381)
!389 = !DILocation(line: 45, column: 36, scope: !381)
!390 = !DILocation(line: 45, column: 5, scope: !381)
!391 = distinct !{!391, !383, !392, !229}
!392 = !DILocation(line: 45, column: 75, scope: !377)
!393 = !DILocation(line: 45, column: 78, scope: !37)
!394 = !DILocation(line: 46, column: 31, scope: !37)
!395 = !DILocation(line: 46, column: 18, scope: !37)
!396 = !DILocation(line: 46, column: 34, scope: !37)
!397 = !DILocation(line: 46, column: 5, scope: !37)
!398 = distinct !DISubprogram(name: "sum_i8", scope: !3, file: !3, line: 9, type: !399, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!399 = !DISubroutineType(types: !400)
!400 = !{!13, !401, !15}
!401 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !402, size: 64)
!402 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!403 = !DILocalVariable(name: "a", arg: 1, scope: !398, file: !3, line: 9, type: !401)
!404 = !DILocation(line: 9, column: 63, scope: !398)
!405 = !DILocalVariable(name: "n", arg: 2, scope: !398, file: !3, line: 9, type: !15)
!406 = !DILocation(line: 9, column: 70, scope: !398)
!407 = !DILocalVariable(name: "s", scope: !398, file: !3, line: 9, type: !13)
!408 = !DILocation(line: 9, column: 83, scope: !398)
!409 = !DILocalVariable(name: "i", scope: !410, file: !3, line: 9, type: !15)
!410 = distinct !DILexicalBlock(scope: !398, file: !3, line: 9, column: 90)
!411 = !DILocation(line: 9, column: 99, scope: !410)
!412 = !DILocation(line: 9, column: 95, scope: !410)
!413 = !DILocation(line: 9, column: 106, scope: !414)
!414 = distinct !DILexicalBlock(scope: !410, file: !3, line: 9, column: 90)
!415 = !DILocation(line: 9, column: 110, scope: !414)
!416 = !DILocation(line: 9, column: 108, scope: !414)
!417 = !DILocation(line: 9, column: 90, scope: !410)
!418 = !DILocation(line: 9, column: 123, scope: !414)
!419 = !DILocation(line: 9, column: 125, scope: !414)
!420 = !DILocation(line: 9, column: 120, scope: !414)
!421 = !DILocation(line: 9, column: 118, scope: !414)
!422 = !DILocation(line: 9, column: 114, scope: !414)
!423 = !DILocation(line: 9, column: 90, scope: !414)
!424 = distinct !{!424, !417, !425, !229}
!425 = !DILocation(line: 9, column: 126, scope: !410)
!426 = !DILocation(line: 9, column: 136, scope: !398)
!427 = !DILocation(line: 9, column: 129, scope: !398)
!428 = distinct !DISubprogram(name: "add_i8", scope: !3, file: !3, line: 10, type: !429, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!429 = !DISubroutineType(types: !430)
!430 = !{null, !431, !401, !401, !15}
!431 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!432 = !DILocalVariable(name: "d", arg: 1, scope: !428, file: !3, line: 10, type: !431)
!433 = !DILocation(line: 10, column: 54, scope: !428)
!434 = !DILocalVariable(name: "a", arg: 2, scope: !428, file: !3, line: 10, type: !401)
!435 = !DILocation(line: 10, column: 71, scope: !428)
!436 = !DILocalVariable(name: "b", arg: 3, scope: !428, file: !3, line: 10, type: !401)
!437 = !DILocation(line: 10, column: 88, scope: !428)
!438 = !DILocalVariable(name: "n", arg: 4, scope: !428, file: !3, line: 10, type: !15)
!439 = !DILocation(line: 10, column: 95, scope: !428)
!440 = !DILocalVariable(name: "i", scope: !441, file: !3, line: 10, type: !15)
!441 = distinct !DILexicalBlock(scope: !428, file: !3, line: 10, column: 100)
!442 = !DILocation(line: 10, column: 109, scope: !441)
!443 = !DILocation(line: 10, column: 105, scope: !441)
!444 = !DILocation(line: 10, column: 116, scope: !445)
!445 = distinct !DILexicalBlock(scope: !441, file: !3, line: 10, column: 100)
!446 = !DILocation(line: 10, column: 120, scope: !445)
!447 = !DILocation(line: 10, column: 118, scope: !445)
!448 = !DILocation(line: 10, column: 100, scope: !441)
!449 = !DILocation(line: 10, column: 144, scope: !445)
!450 = !DILocation(line: 10, column: 146, scope: !445)
!451 = !DILocation(line: 10, column: 151, scope: !445)
!452 = !DILocation(line: 10, column: 153, scope: !445)
!453 = !DILocation(line: 10, column: 149, scope: !445)
!454 = !DILocation(line: 10, column: 135, scope: !445)
!455 = !DILocation(line: 10, column: 128, scope: !445)
!456 = !DILocation(line: 10, column: 130, scope: !445)
!457 = !DILocation(line: 10, column: 133, scope: !445)
!458 = !DILocation(line: 10, column: 124, scope: !445)
!459 = !DILocation(line: 10, column: 100, scope: !445)
!460 = distinct !{!460, !448, !461, !229}
!461 = !DILocation(line: 10, column: 155, scope: !441)
!462 = !DILocation(line: 10, column: 158, scope: !428)
!463 = distinct !DISubprogram(name: "sat_u8", scope: !3, file: !3, line: 11, type: !464, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!464 = !DISubroutineType(types: !465)
!465 = !{null, !466, !467, !15}
!466 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !24, size: 64)
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !468, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !10)
!469 = !DILocalVariable(name: "d", arg: 1, scope: !463, file: !3, line: 11, type: !466)
!470 = !DILocation(line: 11, column: 55, scope: !463)
!471 = !DILocalVariable(name: "a", arg: 2, scope: !463, file: !3, line: 11, type: !467)
!472 = !DILocation(line: 11, column: 73, scope: !463)
!473 = !DILocalVariable(name: "n", arg: 3, scope: !463, file: !3, line: 11, type: !15)
!474 = !DILocation(line: 11, column: 80, scope: !463)
!475 = !DILocalVariable(name: "i", scope: !476, file: !3, line: 11, type: !15)
!476 = distinct !DILexicalBlock(scope: !463, file: !3, line: 11, column: 85)
!477 = !DILocation(line: 11, column: 94, scope: !476)
!478 = !DILocation(line: 11, column: 90, scope: !476)
!479 = !DILocation(line: 11, column: 101, scope: !480)
!480 = distinct !DILexicalBlock(scope: !476, file: !3, line: 11, column: 85)
!481 = !DILocation(line: 11, column: 105, scope: !480)
!482 = !DILocation(line: 11, column: 103, scope: !480)
!483 = !DILocation(line: 11, column: 85, scope: !476)
!484 = !DILocalVariable(name: "v", scope: !485, file: !3, line: 11, type: !15)
!485 = distinct !DILexicalBlock(scope: !480, file: !3, line: 11, column: 113)
!486 = !DILocation(line: 11, column: 119, scope: !485)
!487 = !DILocation(line: 11, column: 123, scope: !485)
!488 = !DILocation(line: 11, column: 125, scope: !485)
!489 = !DILocation(line: 11, column: 146, scope: !485)
!490 = !DILocation(line: 11, column: 148, scope: !485)
!491 = !DILocation(line: 11, column: 158, scope: !485)
!492 = !DILocation(line: 11, column: 160, scope: !485)
!493 = !DILocation(line: 11, column: 174, scope: !485)
!494 = !DILocation(line: 11, column: 136, scope: !485)
!495 = !DILocation(line: 11, column: 129, scope: !485)
!496 = !DILocation(line: 11, column: 131, scope: !485)
!497 = !DILocation(line: 11, column: 134, scope: !485)
!498 = !DILocation(line: 11, column: 178, scope: !485)
!499 = !DILocation(line: 11, column: 109, scope: !480)
!500 = !DILocation(line: 11, column: 85, scope: !480)
!501 = distinct !{!501, !483, !502, !229}
!502 = !DILocation(line: 11, column: 178, scope: !476)
!503 = !DILocation(line: 11, column: 180, scope: !463)
!504 = distinct !DISubprogram(name: "max_i16", scope: !3, file: !3, line: 12, type: !505, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!505 = !DISubroutineType(types: !506)
!506 = !{!10, !467, !15}
!507 = !DILocalVariable(name: "a", arg: 1, scope: !504, file: !3, line: 12, type: !467)
!508 = !DILocation(line: 12, column: 65, scope: !504)
!509 = !DILocalVariable(name: "n", arg: 2, scope: !504, file: !3, line: 12, type: !15)
!510 = !DILocation(line: 12, column: 72, scope: !504)
!511 = !DILocalVariable(name: "m", scope: !504, file: !3, line: 12, type: !10)
!512 = !DILocation(line: 12, column: 85, scope: !504)
!513 = !DILocalVariable(name: "i", scope: !514, file: !3, line: 12, type: !15)
!514 = distinct !DILexicalBlock(scope: !504, file: !3, line: 12, column: 100)
!515 = !DILocation(line: 12, column: 109, scope: !514)
!516 = !DILocation(line: 12, column: 105, scope: !514)
!517 = !DILocation(line: 12, column: 116, scope: !518)
!518 = distinct !DILexicalBlock(scope: !514, file: !3, line: 12, column: 100)
!519 = !DILocation(line: 12, column: 120, scope: !518)
!520 = !DILocation(line: 12, column: 118, scope: !518)
!521 = !DILocation(line: 12, column: 100, scope: !514)
!522 = !DILocation(line: 12, column: 132, scope: !518)
!523 = !DILocation(line: 12, column: 134, scope: !518)
!524 = !DILocation(line: 12, column: 139, scope: !518)
!525 = !DILocation(line: 12, column: 137, scope: !518)
!526 = !DILocation(line: 12, column: 143, scope: !518)
!527 = !DILocation(line: 12, column: 145, scope: !518)
!528 = !DILocation(line: 12, column: 150, scope: !518)
!529 = !DILocation(line: 12, column: 130, scope: !518)
!530 = !DILocation(line: 12, column: 128, scope: !518)
!531 = !DILocation(line: 12, column: 124, scope: !518)
!532 = !DILocation(line: 12, column: 100, scope: !518)
!533 = distinct !{!533, !521, !534, !229}
!534 = !DILocation(line: 12, column: 150, scope: !514)
!535 = !DILocation(line: 12, column: 160, scope: !504)
!536 = !DILocation(line: 12, column: 153, scope: !504)
!537 = distinct !DISubprogram(name: "min_i32", scope: !3, file: !3, line: 13, type: !538, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!538 = !DISubroutineType(types: !539)
!539 = !{!13, !540, !15}
!540 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !541, size: 64)
!541 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!542 = !DILocalVariable(name: "a", arg: 1, scope: !537, file: !3, line: 13, type: !540)
!543 = !DILocation(line: 13, column: 65, scope: !537)
!544 = !DILocalVariable(name: "n", arg: 2, scope: !537, file: !3, line: 13, type: !15)
!545 = !DILocation(line: 13, column: 72, scope: !537)
!546 = !DILocalVariable(name: "m", scope: !537, file: !3, line: 13, type: !13)
!547 = !DILocation(line: 13, column: 85, scope: !537)
!548 = !DILocalVariable(name: "i", scope: !549, file: !3, line: 13, type: !15)
!549 = distinct !DILexicalBlock(scope: !537, file: !3, line: 13, column: 100)
!550 = !DILocation(line: 13, column: 109, scope: !549)
!551 = !DILocation(line: 13, column: 105, scope: !549)
!552 = !DILocation(line: 13, column: 116, scope: !553)
!553 = distinct !DILexicalBlock(scope: !549, file: !3, line: 13, column: 100)
!554 = !DILocation(line: 13, column: 120, scope: !553)
!555 = !DILocation(line: 13, column: 118, scope: !553)
!556 = !DILocation(line: 13, column: 100, scope: !549)
!557 = !DILocation(line: 13, column: 132, scope: !558)
!558 = distinct !DILexicalBlock(scope: !553, file: !3, line: 13, column: 132)
!559 = !DILocation(line: 13, column: 134, scope: !558)
!560 = !DILocation(line: 13, column: 139, scope: !558)
!561 = !DILocation(line: 13, column: 137, scope: !558)
!562 = !DILocation(line: 13, column: 132, scope: !553)
!563 = !DILocation(line: 13, column: 146, scope: !558)
!564 = !DILocation(line: 13, column: 148, scope: !558)
!565 = !DILocation(line: 13, column: 144, scope: !558)
!566 = !DILocation(line: 13, column: 142, scope: !558)
!567 = !DILocation(line: 13, column: 124, scope: !553)
!568 = !DILocation(line: 13, column: 100, scope: !553)
!569 = distinct !{!569, !556, !570, !229}
!570 = !DILocation(line: 13, column: 149, scope: !549)
!571 = !DILocation(line: 13, column: 159, scope: !537)
!572 = !DILocation(line: 13, column: 152, scope: !537)
!573 = distinct !DISubprogram(name: "xor_red", scope: !3, file: !3, line: 14, type: !574, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!574 = !DISubroutineType(types: !575)
!575 = !{!28, !540, !15}
!576 = !DILocalVariable(name: "a", arg: 1, scope: !573, file: !3, line: 14, type: !540)
!577 = !DILocation(line: 14, column: 66, scope: !573)
!578 = !DILocalVariable(name: "n", arg: 2, scope: !573, file: !3, line: 14, type: !15)
!579 = !DILocation(line: 14, column: 73, scope: !573)
!580 = !DILocalVariable(name: "x", scope: !573, file: !3, line: 14, type: !28)
!581 = !DILocation(line: 14, column: 87, scope: !573)
!582 = !DILocalVariable(name: "i", scope: !583, file: !3, line: 14, type: !15)
!583 = distinct !DILexicalBlock(scope: !573, file: !3, line: 14, column: 94)
!584 = !DILocation(line: 14, column: 103, scope: !583)
!585 = !DILocation(line: 14, column: 99, scope: !583)
!586 = !DILocation(line: 14, column: 110, scope: !587)
!587 = distinct !DILexicalBlock(scope: !583, file: !3, line: 14, column: 94)
!588 = !DILocation(line: 14, column: 114, scope: !587)
!589 = !DILocation(line: 14, column: 112, scope: !587)
!590 = !DILocation(line: 14, column: 94, scope: !583)
!591 = !DILocation(line: 14, column: 137, scope: !587)
!592 = !DILocation(line: 14, column: 139, scope: !587)
!593 = !DILocation(line: 14, column: 124, scope: !587)
!594 = !DILocation(line: 14, column: 122, scope: !587)
!595 = !DILocation(line: 14, column: 118, scope: !587)
!596 = !DILocation(line: 14, column: 94, scope: !587)
!597 = distinct !{!597, !590, !598, !229}
!598 = !DILocation(line: 14, column: 140, scope: !583)
!599 = !DILocation(line: 14, column: 150, scope: !573)
!600 = !DILocation(line: 14, column: 143, scope: !573)
!601 = distinct !DISubprogram(name: "dot_i32", scope: !3, file: !3, line: 15, type: !602, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!602 = !DISubroutineType(types: !603)
!603 = !{!16, !540, !540, !15}
!604 = !DILocalVariable(name: "a", arg: 1, scope: !601, file: !3, line: 15, type: !540)
!605 = !DILocation(line: 15, column: 65, scope: !601)
!606 = !DILocalVariable(name: "b", arg: 2, scope: !601, file: !3, line: 15, type: !540)
!607 = !DILocation(line: 15, column: 83, scope: !601)
!608 = !DILocalVariable(name: "n", arg: 3, scope: !601, file: !3, line: 15, type: !15)
!609 = !DILocation(line: 15, column: 90, scope: !601)
!610 = !DILocalVariable(name: "s", scope: !601, file: !3, line: 15, type: !16)
!611 = !DILocation(line: 15, column: 103, scope: !601)
!612 = !DILocalVariable(name: "i", scope: !613, file: !3, line: 15, type: !15)
!613 = distinct !DILexicalBlock(scope: !601, file: !3, line: 15, column: 110)
!614 = !DILocation(line: 15, column: 119, scope: !613)
!615 = !DILocation(line: 15, column: 115, scope: !613)
!616 = !DILocation(line: 15, column: 126, scope: !617)
!617 = distinct !DILexicalBlock(scope: !613, file: !3, line: 15, column: 110)
!618 = !DILocation(line: 15, column: 130, scope: !617)
!619 = !DILocation(line: 15, column: 128, scope: !617)
!620 = !DILocation(line: 15, column: 110, scope: !613)
!621 = !DILocation(line: 15, column: 152, scope: !617)
!622 = !DILocation(line: 15, column: 154, scope: !617)
!623 = !DILocation(line: 15, column: 143, scope: !617)
!624 = !DILocation(line: 15, column: 159, scope: !617)
!625 = !DILocation(line: 15, column: 161, scope: !617)
!626 = !DILocation(line: 15, column: 157, scope: !617)
!627 = !DILocation(line: 15, column: 140, scope: !617)
!628 = !DILocation(line: 15, column: 138, scope: !617)
!629 = !DILocation(line: 15, column: 134, scope: !617)
!630 = !DILocation(line: 15, column: 110, scope: !617)
!631 = distinct !{!631, !620, !632, !229}
!632 = !DILocation(line: 15, column: 162, scope: !613)
!633 = !DILocation(line: 15, column: 172, scope: !601)
!634 = !DILocation(line: 15, column: 165, scope: !601)
!635 = distinct !DISubprogram(name: "mul_i16", scope: !3, file: !3, line: 16, type: !636, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!636 = !DISubroutineType(types: !637)
!637 = !{null, !638, !467, !467, !15}
!638 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !10, size: 64)
!639 = !DILocalVariable(name: "d", arg: 1, scope: !635, file: !3, line: 16, type: !638)
!640 = !DILocation(line: 16, column: 56, scope: !635)
!641 = !DILocalVariable(name: "a", arg: 2, scope: !635, file: !3, line: 16, type: !467)
!642 = !DILocation(line: 16, column: 74, scope: !635)
!643 = !DILocalVariable(name: "b", arg: 3, scope: !635, file: !3, line: 16, type: !467)
!644 = !DILocation(line: 16, column: 92, scope: !635)
!645 = !DILocalVariable(name: "n", arg: 4, scope: !635, file: !3, line: 16, type: !15)
!646 = !DILocation(line: 16, column: 99, scope: !635)
!647 = !DILocalVariable(name: "i", scope: !648, file: !3, line: 16, type: !15)
!648 = distinct !DILexicalBlock(scope: !635, file: !3, line: 16, column: 104)
!649 = !DILocation(line: 16, column: 113, scope: !648)
!650 = !DILocation(line: 16, column: 109, scope: !648)
!651 = !DILocation(line: 16, column: 120, scope: !652)
!652 = distinct !DILexicalBlock(scope: !648, file: !3, line: 16, column: 104)
!653 = !DILocation(line: 16, column: 124, scope: !652)
!654 = !DILocation(line: 16, column: 122, scope: !652)
!655 = !DILocation(line: 16, column: 104, scope: !648)
!656 = !DILocation(line: 16, column: 149, scope: !652)
!657 = !DILocation(line: 16, column: 151, scope: !652)
!658 = !DILocation(line: 16, column: 156, scope: !652)
!659 = !DILocation(line: 16, column: 158, scope: !652)
!660 = !DILocation(line: 16, column: 154, scope: !652)
!661 = !DILocation(line: 16, column: 139, scope: !652)
!662 = !DILocation(line: 16, column: 132, scope: !652)
!663 = !DILocation(line: 16, column: 134, scope: !652)
!664 = !DILocation(line: 16, column: 137, scope: !652)
!665 = !DILocation(line: 16, column: 128, scope: !652)
!666 = !DILocation(line: 16, column: 104, scope: !652)
!667 = distinct !{!667, !655, !668, !229}
!668 = !DILocation(line: 16, column: 160, scope: !648)
!669 = !DILocation(line: 16, column: 163, scope: !635)
!670 = distinct !DISubprogram(name: "shift_i64", scope: !3, file: !3, line: 17, type: !671, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!671 = !DISubroutineType(types: !672)
!672 = !{null, !673, !15, !15}
!673 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !16, size: 64)
!674 = !DILocalVariable(name: "d", arg: 1, scope: !670, file: !3, line: 17, type: !673)
!675 = !DILocation(line: 17, column: 58, scope: !670)
!676 = !DILocalVariable(name: "n", arg: 2, scope: !670, file: !3, line: 17, type: !15)
!677 = !DILocation(line: 17, column: 65, scope: !670)
!678 = !DILocalVariable(name: "s", arg: 3, scope: !670, file: !3, line: 17, type: !15)
!679 = !DILocation(line: 17, column: 72, scope: !670)
!680 = !DILocalVariable(name: "i", scope: !681, file: !3, line: 17, type: !15)
!681 = distinct !DILexicalBlock(scope: !670, file: !3, line: 17, column: 77)
!682 = !DILocation(line: 17, column: 86, scope: !681)
!683 = !DILocation(line: 17, column: 82, scope: !681)
!684 = !DILocation(line: 17, column: 93, scope: !685)
!685 = distinct !DILexicalBlock(scope: !681, file: !3, line: 17, column: 77)
!686 = !DILocation(line: 17, column: 97, scope: !685)
!687 = !DILocation(line: 17, column: 95, scope: !685)
!688 = !DILocation(line: 17, column: 77, scope: !681)
!689 = !DILocation(line: 17, column: 113, scope: !685)
!690 = !DILocation(line: 17, column: 115, scope: !685)
!691 = !DILocation(line: 17, column: 121, scope: !685)
!692 = !DILocation(line: 17, column: 118, scope: !685)
!693 = !DILocation(line: 17, column: 146, scope: !685)
!694 = !DILocation(line: 17, column: 148, scope: !685)
!695 = !DILocation(line: 17, column: 151, scope: !685)
!696 = !DILocation(line: 17, column: 124, scope: !685)
!697 = !DILocation(line: 17, column: 105, scope: !685)
!698 = !DILocation(line: 17, column: 107, scope: !685)
!699 = !DILocation(line: 17, column: 110, scope: !685)
!700 = !DILocation(line: 17, column: 101, scope: !685)
!701 = !DILocation(line: 17, column: 77, scope: !685)
!702 = distinct !{!702, !688, !703, !229}
!703 = !DILocation(line: 17, column: 155, scope: !681)
!704 = !DILocation(line: 17, column: 158, scope: !670)
!705 = distinct !DISubprogram(name: "dot_f", scope: !3, file: !3, line: 18, type: !706, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!706 = !DISubroutineType(types: !707)
!707 = !{!19, !708, !708, !15}
!708 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !709, size: 64)
!709 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!710 = !DILocalVariable(name: "a", arg: 1, scope: !705, file: !3, line: 18, type: !708)
!711 = !DILocation(line: 18, column: 59, scope: !705)
!712 = !DILocalVariable(name: "b", arg: 2, scope: !705, file: !3, line: 18, type: !708)
!713 = !DILocation(line: 18, column: 75, scope: !705)
!714 = !DILocalVariable(name: "n", arg: 3, scope: !705, file: !3, line: 18, type: !15)
!715 = !DILocation(line: 18, column: 82, scope: !705)
!716 = !DILocalVariable(name: "s", scope: !705, file: !3, line: 18, type: !19)
!717 = !DILocation(line: 18, column: 93, scope: !705)
!718 = !DILocalVariable(name: "i", scope: !719, file: !3, line: 18, type: !15)
!719 = distinct !DILexicalBlock(scope: !705, file: !3, line: 18, column: 100)
!720 = !DILocation(line: 18, column: 109, scope: !719)
!721 = !DILocation(line: 18, column: 105, scope: !719)
!722 = !DILocation(line: 18, column: 116, scope: !723)
!723 = distinct !DILexicalBlock(scope: !719, file: !3, line: 18, column: 100)
!724 = !DILocation(line: 18, column: 120, scope: !723)
!725 = !DILocation(line: 18, column: 118, scope: !723)
!726 = !DILocation(line: 18, column: 100, scope: !719)
!727 = !DILocation(line: 18, column: 133, scope: !723)
!728 = !DILocation(line: 18, column: 135, scope: !723)
!729 = !DILocation(line: 18, column: 140, scope: !723)
!730 = !DILocation(line: 18, column: 142, scope: !723)
!731 = !DILocation(line: 18, column: 130, scope: !723)
!732 = !DILocation(line: 18, column: 128, scope: !723)
!733 = !DILocation(line: 18, column: 124, scope: !723)
!734 = !DILocation(line: 18, column: 100, scope: !723)
!735 = distinct !{!735, !726, !736, !229}
!736 = !DILocation(line: 18, column: 143, scope: !719)
!737 = !DILocation(line: 18, column: 153, scope: !705)
!738 = !DILocation(line: 18, column: 146, scope: !705)
!739 = distinct !DISubprogram(name: "axpy_d", scope: !3, file: !3, line: 19, type: !740, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!740 = !DISubroutineType(types: !741)
!741 = !{null, !742, !708, !21, !15}
!742 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !21, size: 64)
!743 = !DILocalVariable(name: "y", arg: 1, scope: !739, file: !3, line: 19, type: !742)
!744 = !DILocation(line: 19, column: 54, scope: !739)
!745 = !DILocalVariable(name: "x", arg: 2, scope: !739, file: !3, line: 19, type: !708)
!746 = !DILocation(line: 19, column: 70, scope: !739)
!747 = !DILocalVariable(name: "a", arg: 3, scope: !739, file: !3, line: 19, type: !21)
!748 = !DILocation(line: 19, column: 80, scope: !739)
!749 = !DILocalVariable(name: "n", arg: 4, scope: !739, file: !3, line: 19, type: !15)
!750 = !DILocation(line: 19, column: 87, scope: !739)
!751 = !DILocalVariable(name: "i", scope: !752, file: !3, line: 19, type: !15)
!752 = distinct !DILexicalBlock(scope: !739, file: !3, line: 19, column: 92)
!753 = !DILocation(line: 19, column: 101, scope: !752)
!754 = !DILocation(line: 19, column: 97, scope: !752)
!755 = !DILocation(line: 19, column: 108, scope: !756)
!756 = distinct !DILexicalBlock(scope: !752, file: !3, line: 19, column: 92)
!757 = !DILocation(line: 19, column: 112, scope: !756)
!758 = !DILocation(line: 19, column: 110, scope: !756)
!759 = !DILocation(line: 19, column: 92, scope: !752)
!760 = !DILocation(line: 19, column: 128, scope: !756)
!761 = !DILocation(line: 19, column: 132, scope: !756)
!762 = !DILocation(line: 19, column: 134, scope: !756)
!763 = !DILocation(line: 19, column: 120, scope: !756)
!764 = !DILocation(line: 19, column: 122, scope: !756)
!765 = !DILocation(line: 19, column: 125, scope: !756)
!766 = !DILocation(line: 19, column: 116, scope: !756)
!767 = !DILocation(line: 19, column: 92, scope: !756)
!768 = distinct !{!768, !759, !769, !229}
!769 = !DILocation(line: 19, column: 135, scope: !752)
!770 = !DILocation(line: 19, column: 138, scope: !739)
!771 = distinct !DISubprogram(name: "cond_store", scope: !3, file: !3, line: 20, type: !772, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!772 = !DISubroutineType(types: !773)
!773 = !{null, !774, !540, !15}
!774 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !13, size: 64)
!775 = !DILocalVariable(name: "d", arg: 1, scope: !771, file: !3, line: 20, type: !774)
!776 = !DILocation(line: 20, column: 59, scope: !771)
!777 = !DILocalVariable(name: "a", arg: 2, scope: !771, file: !3, line: 20, type: !540)
!778 = !DILocation(line: 20, column: 77, scope: !771)
!779 = !DILocalVariable(name: "n", arg: 3, scope: !771, file: !3, line: 20, type: !15)
!780 = !DILocation(line: 20, column: 84, scope: !771)
!781 = !DILocalVariable(name: "i", scope: !782, file: !3, line: 20, type: !15)
!782 = distinct !DILexicalBlock(scope: !771, file: !3, line: 20, column: 89)
!783 = !DILocation(line: 20, column: 98, scope: !782)
!784 = !DILocation(line: 20, column: 94, scope: !782)
!785 = !DILocation(line: 20, column: 105, scope: !786)
!786 = distinct !DILexicalBlock(scope: !782, file: !3, line: 20, column: 89)
!787 = !DILocation(line: 20, column: 109, scope: !786)
!788 = !DILocation(line: 20, column: 107, scope: !786)
!789 = !DILocation(line: 20, column: 89, scope: !782)
!790 = !DILocation(line: 20, column: 121, scope: !791)
!791 = distinct !DILexicalBlock(scope: !786, file: !3, line: 20, column: 121)
!792 = !DILocation(line: 20, column: 123, scope: !791)
!793 = !DILocation(line: 20, column: 126, scope: !791)
!794 = !DILocation(line: 20, column: 121, scope: !786)
!795 = !DILocation(line: 20, column: 138, scope: !791)
!796 = !DILocation(line: 20, column: 140, scope: !791)
!797 = !DILocation(line: 20, column: 143, scope: !791)
!798 = !DILocation(line: 20, column: 131, scope: !791)
!799 = !DILocation(line: 20, column: 133, scope: !791)
!800 = !DILocation(line: 20, column: 136, scope: !791)
!801 = !DILocation(line: 20, column: 128, scope: !791)
!802 = !DILocation(line: 20, column: 113, scope: !786)
!803 = !DILocation(line: 20, column: 89, scope: !786)
!804 = distinct !{!804, !789, !805, !229}
!805 = !DILocation(line: 20, column: 145, scope: !782)
!806 = !DILocation(line: 20, column: 148, scope: !771)
!807 = distinct !DISubprogram(name: "strided", scope: !3, file: !3, line: 21, type: !808, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!808 = !DISubroutineType(types: !809)
!809 = !{!16, !540, !15, !15}
!810 = !DILocalVariable(name: "a", arg: 1, scope: !807, file: !3, line: 21, type: !540)
!811 = !DILocation(line: 21, column: 65, scope: !807)
!812 = !DILocalVariable(name: "n", arg: 2, scope: !807, file: !3, line: 21, type: !15)
!813 = !DILocation(line: 21, column: 72, scope: !807)
!814 = !DILocalVariable(name: "stride", arg: 3, scope: !807, file: !3, line: 21, type: !15)
!815 = !DILocation(line: 21, column: 79, scope: !807)
!816 = !DILocalVariable(name: "s", scope: !807, file: !3, line: 21, type: !16)
!817 = !DILocation(line: 21, column: 97, scope: !807)
!818 = !DILocalVariable(name: "i", scope: !819, file: !3, line: 21, type: !15)
!819 = distinct !DILexicalBlock(scope: !807, file: !3, line: 21, column: 104)
!820 = !DILocation(line: 21, column: 113, scope: !819)
!821 = !DILocation(line: 21, column: 109, scope: !819)
!822 = !DILocation(line: 21, column: 120, scope: !823)
!823 = distinct !DILexicalBlock(scope: !819, file: !3, line: 21, column: 104)
!824 = !DILocation(line: 21, column: 124, scope: !823)
!825 = !DILocation(line: 21, column: 122, scope: !823)
!826 = !DILocation(line: 21, column: 104, scope: !819)
!827 = !DILocation(line: 21, column: 145, scope: !823)
!828 = !DILocation(line: 21, column: 147, scope: !823)
!829 = !DILocation(line: 21, column: 142, scope: !823)
!830 = !DILocation(line: 21, column: 140, scope: !823)
!831 = !DILocation(line: 21, column: 132, scope: !823)
!832 = !DILocation(line: 21, column: 129, scope: !823)
!833 = !DILocation(line: 21, column: 104, scope: !823)
!834 = distinct !{!834, !826, !835, !229}
!835 = !DILocation(line: 21, column: 148, scope: !819)
!836 = !DILocation(line: 21, column: 158, scope: !807)
!837 = !DILocation(line: 21, column: 151, scope: !807)
!838 = distinct !DISubprogram(name: "i2f", scope: !3, file: !3, line: 22, type: !839, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!839 = !DISubroutineType(types: !840)
!840 = !{null, !841, !540, !15}
!841 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!842 = !DILocalVariable(name: "d", arg: 1, scope: !838, file: !3, line: 22, type: !841)
!843 = !DILocation(line: 22, column: 50, scope: !838)
!844 = !DILocalVariable(name: "a", arg: 2, scope: !838, file: !3, line: 22, type: !540)
!845 = !DILocation(line: 22, column: 68, scope: !838)
!846 = !DILocalVariable(name: "n", arg: 3, scope: !838, file: !3, line: 22, type: !15)
!847 = !DILocation(line: 22, column: 75, scope: !838)
!848 = !DILocalVariable(name: "i", scope: !849, file: !3, line: 22, type: !15)
!849 = distinct !DILexicalBlock(scope: !838, file: !3, line: 22, column: 80)
!850 = !DILocation(line: 22, column: 89, scope: !849)
!851 = !DILocation(line: 22, column: 85, scope: !849)
!852 = !DILocation(line: 22, column: 96, scope: !853)
!853 = distinct !DILexicalBlock(scope: !849, file: !3, line: 22, column: 80)
!854 = !DILocation(line: 22, column: 100, scope: !853)
!855 = !DILocation(line: 22, column: 98, scope: !853)
!856 = !DILocation(line: 22, column: 80, scope: !849)
!857 = !DILocation(line: 22, column: 122, scope: !853)
!858 = !DILocation(line: 22, column: 124, scope: !853)
!859 = !DILocation(line: 22, column: 115, scope: !853)
!860 = !DILocation(line: 22, column: 127, scope: !853)
!861 = !DILocation(line: 22, column: 108, scope: !853)
!862 = !DILocation(line: 22, column: 110, scope: !853)
!863 = !DILocation(line: 22, column: 113, scope: !853)
!864 = !DILocation(line: 22, column: 104, scope: !853)
!865 = !DILocation(line: 22, column: 80, scope: !853)
!866 = distinct !{!866, !856, !867, !229}
!867 = !DILocation(line: 22, column: 129, scope: !849)
!868 = !DILocation(line: 22, column: 135, scope: !838)
!869 = distinct !DISubprogram(name: "f2i", scope: !3, file: !3, line: 23, type: !870, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!870 = !DISubroutineType(types: !871)
!871 = !{null, !774, !708, !15}
!872 = !DILocalVariable(name: "d", arg: 1, scope: !869, file: !3, line: 23, type: !774)
!873 = !DILocation(line: 23, column: 52, scope: !869)
!874 = !DILocalVariable(name: "a", arg: 2, scope: !869, file: !3, line: 23, type: !708)
!875 = !DILocation(line: 23, column: 68, scope: !869)
!876 = !DILocalVariable(name: "n", arg: 3, scope: !869, file: !3, line: 23, type: !15)
!877 = !DILocation(line: 23, column: 75, scope: !869)
!878 = !DILocalVariable(name: "i", scope: !879, file: !3, line: 23, type: !15)
!879 = distinct !DILexicalBlock(scope: !869, file: !3, line: 23, column: 80)
!880 = !DILocation(line: 23, column: 89, scope: !879)
!881 = !DILocation(line: 23, column: 85, scope: !879)
!882 = !DILocation(line: 23, column: 96, scope: !883)
!883 = distinct !DILexicalBlock(scope: !879, file: !3, line: 23, column: 80)
!884 = !DILocation(line: 23, column: 100, scope: !883)
!885 = !DILocation(line: 23, column: 98, scope: !883)
!886 = !DILocation(line: 23, column: 80, scope: !879)
!887 = !DILocation(line: 23, column: 124, scope: !883)
!888 = !DILocation(line: 23, column: 126, scope: !883)
!889 = !DILocation(line: 23, column: 115, scope: !883)
!890 = !DILocation(line: 23, column: 108, scope: !883)
!891 = !DILocation(line: 23, column: 110, scope: !883)
!892 = !DILocation(line: 23, column: 113, scope: !883)
!893 = !DILocation(line: 23, column: 104, scope: !883)
!894 = !DILocation(line: 23, column: 80, scope: !883)
!895 = distinct !{!895, !886, !896, !229}
!896 = !DILocation(line: 23, column: 127, scope: !879)
!897 = !DILocation(line: 23, column: 130, scope: !869)
!898 = distinct !DISubprogram(name: "widen", scope: !3, file: !3, line: 24, type: !899, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!899 = !DISubroutineType(types: !900)
!900 = !{null, !774, !401, !22, !15}
!901 = !DILocalVariable(name: "d", arg: 1, scope: !898, file: !3, line: 24, type: !774)
!902 = !DILocation(line: 24, column: 54, scope: !898)
!903 = !DILocalVariable(name: "a", arg: 2, scope: !898, file: !3, line: 24, type: !401)
!904 = !DILocation(line: 24, column: 71, scope: !898)
!905 = !DILocalVariable(name: "b", arg: 3, scope: !898, file: !3, line: 24, type: !22)
!906 = !DILocation(line: 24, column: 89, scope: !898)
!907 = !DILocalVariable(name: "n", arg: 4, scope: !898, file: !3, line: 24, type: !15)
!908 = !DILocation(line: 24, column: 96, scope: !898)
!909 = !DILocalVariable(name: "i", scope: !910, file: !3, line: 24, type: !15)
!910 = distinct !DILexicalBlock(scope: !898, file: !3, line: 24, column: 101)
!911 = !DILocation(line: 24, column: 110, scope: !910)
!912 = !DILocation(line: 24, column: 106, scope: !910)
!913 = !DILocation(line: 24, column: 117, scope: !914)
!914 = distinct !DILexicalBlock(scope: !910, file: !3, line: 24, column: 101)
!915 = !DILocation(line: 24, column: 121, scope: !914)
!916 = !DILocation(line: 24, column: 119, scope: !914)
!917 = !DILocation(line: 24, column: 101, scope: !910)
!918 = !DILocation(line: 24, column: 136, scope: !914)
!919 = !DILocation(line: 24, column: 138, scope: !914)
!920 = !DILocation(line: 24, column: 152, scope: !914)
!921 = !DILocation(line: 24, column: 154, scope: !914)
!922 = !DILocation(line: 24, column: 143, scope: !914)
!923 = !DILocation(line: 24, column: 141, scope: !914)
!924 = !DILocation(line: 24, column: 129, scope: !914)
!925 = !DILocation(line: 24, column: 131, scope: !914)
!926 = !DILocation(line: 24, column: 134, scope: !914)
!927 = !DILocation(line: 24, column: 125, scope: !914)
!928 = !DILocation(line: 24, column: 101, scope: !914)
!929 = distinct !{!929, !917, !930, !229}
!930 = !DILocation(line: 24, column: 155, scope: !910)
!931 = !DILocation(line: 24, column: 158, scope: !898)
!932 = distinct !DISubprogram(name: "count_eq", scope: !3, file: !3, line: 25, type: !933, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!933 = !DISubroutineType(types: !934)
!934 = !{!15, !401, !401, !15}
!935 = !DILocalVariable(name: "a", arg: 1, scope: !932, file: !3, line: 25, type: !401)
!936 = !DILocation(line: 25, column: 61, scope: !932)
!937 = !DILocalVariable(name: "b", arg: 2, scope: !932, file: !3, line: 25, type: !401)
!938 = !DILocation(line: 25, column: 78, scope: !932)
!939 = !DILocalVariable(name: "n", arg: 3, scope: !932, file: !3, line: 25, type: !15)
!940 = !DILocation(line: 25, column: 85, scope: !932)
!941 = !DILocalVariable(name: "c", scope: !932, file: !3, line: 25, type: !15)
!942 = !DILocation(line: 25, column: 94, scope: !932)
!943 = !DILocalVariable(name: "i", scope: !944, file: !3, line: 25, type: !15)
!944 = distinct !DILexicalBlock(scope: !932, file: !3, line: 25, column: 101)
!945 = !DILocation(line: 25, column: 110, scope: !944)
!946 = !DILocation(line: 25, column: 106, scope: !944)
!947 = !DILocation(line: 25, column: 117, scope: !948)
!948 = distinct !DILexicalBlock(scope: !944, file: !3, line: 25, column: 101)
!949 = !DILocation(line: 25, column: 121, scope: !948)
!950 = !DILocation(line: 25, column: 119, scope: !948)
!951 = !DILocation(line: 25, column: 101, scope: !944)
!952 = !DILocation(line: 25, column: 134, scope: !948)
!953 = !DILocation(line: 25, column: 136, scope: !948)
!954 = !DILocation(line: 25, column: 142, scope: !948)
!955 = !DILocation(line: 25, column: 144, scope: !948)
!956 = !DILocation(line: 25, column: 139, scope: !948)
!957 = !DILocation(line: 25, column: 131, scope: !948)
!958 = !DILocation(line: 25, column: 129, scope: !948)
!959 = !DILocation(line: 25, column: 125, scope: !948)
!960 = !DILocation(line: 25, column: 101, scope: !948)
!961 = distinct !{!961, !951, !962, !229}
!962 = !DILocation(line: 25, column: 145, scope: !944)
!963 = !DILocation(line: 25, column: 155, scope: !932)
!964 = !DILocation(line: 25, column: 148, scope: !932)
!965 = distinct !DISubprogram(name: "absdiff", scope: !3, file: !3, line: 26, type: !966, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !40)
!966 = !DISubroutineType(types: !967)
!967 = !{null, !774, !540, !540, !15}
!968 = !DILocalVariable(name: "d", arg: 1, scope: !965, file: !3, line: 26, type: !774)
!969 = !DILocation(line: 26, column: 56, scope: !965)
!970 = !DILocalVariable(name: "a", arg: 2, scope: !965, file: !3, line: 26, type: !540)
!971 = !DILocation(line: 26, column: 74, scope: !965)
!972 = !DILocalVariable(name: "b", arg: 3, scope: !965, file: !3, line: 26, type: !540)
!973 = !DILocation(line: 26, column: 92, scope: !965)
!974 = !DILocalVariable(name: "n", arg: 4, scope: !965, file: !3, line: 26, type: !15)
!975 = !DILocation(line: 26, column: 99, scope: !965)
!976 = !DILocalVariable(name: "i", scope: !977, file: !3, line: 26, type: !15)
!977 = distinct !DILexicalBlock(scope: !965, file: !3, line: 26, column: 104)
!978 = !DILocation(line: 26, column: 113, scope: !977)
!979 = !DILocation(line: 26, column: 109, scope: !977)
!980 = !DILocation(line: 26, column: 120, scope: !981)
!981 = distinct !DILexicalBlock(scope: !977, file: !3, line: 26, column: 104)
!982 = !DILocation(line: 26, column: 124, scope: !981)
!983 = !DILocation(line: 26, column: 122, scope: !981)
!984 = !DILocation(line: 26, column: 104, scope: !977)
!985 = !DILocalVariable(name: "x", scope: !986, file: !3, line: 26, type: !13)
!986 = distinct !DILexicalBlock(scope: !981, file: !3, line: 26, column: 132)
!987 = !DILocation(line: 26, column: 142, scope: !986)
!988 = !DILocation(line: 26, column: 146, scope: !986)
!989 = !DILocation(line: 26, column: 148, scope: !986)
!990 = !DILocation(line: 26, column: 153, scope: !986)
!991 = !DILocation(line: 26, column: 155, scope: !986)
!992 = !DILocation(line: 26, column: 151, scope: !986)
!993 = !DILocation(line: 26, column: 166, scope: !986)
!994 = !DILocation(line: 26, column: 168, scope: !986)
!995 = !DILocation(line: 26, column: 175, scope: !986)
!996 = !DILocation(line: 26, column: 174, scope: !986)
!997 = !DILocation(line: 26, column: 179, scope: !986)
!998 = !DILocation(line: 26, column: 159, scope: !986)
!999 = !DILocation(line: 26, column: 161, scope: !986)
!1000 = !DILocation(line: 26, column: 164, scope: !986)
!1001 = !DILocation(line: 26, column: 182, scope: !986)
!1002 = !DILocation(line: 26, column: 128, scope: !981)
!1003 = !DILocation(line: 26, column: 104, scope: !981)
!1004 = distinct !{!1004, !984, !1005, !229}
!1005 = !DILocation(line: 26, column: 182, scope: !977)
!1006 = !DILocation(line: 26, column: 184, scope: !965)
