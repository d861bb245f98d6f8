; ModuleID = 'programs/int_edges_i16.c'
source_filename = "programs/int_edges_i16.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i16] [i16 -32768, i16 -32767, i16 -16384, i16 -1, i16 0, i16 1, i16 2, i16 3, i16 7, i16 16383, i16 32766, i16 32767, i16 23130, i16 -23131], align 16
@.str = private unnamed_addr constant [31 x i8] c"type short: size=%d signed=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [3 x i8] c"a=\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [4 x i8] c"not\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [20 x i8] c" wid=%lld uwid=%llu\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c"neg\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [4 x i8] c"inc\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [4 x i8] c"dec\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [10 x i8] c" lnot=%d\0A\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [7 x i8] c"  s=%d\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [4 x i8] c"shl\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [4 x i8] c"shr\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [8 x i8] c" b=%lld\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [2 x i8] c"+\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !59
@.str.16 = private unnamed_addr constant [2 x i8] c"*\00", align 1, !dbg !61
@.str.17 = private unnamed_addr constant [2 x i8] c"/\00", align 1, !dbg !63
@.str.18 = private unnamed_addr constant [2 x i8] c"%\00", align 1, !dbg !65
@.str.19 = private unnamed_addr constant [11 x i8] c" DIVID-BAD\00", align 1, !dbg !67
@.str.20 = private unnamed_addr constant [2 x i8] c"&\00", align 1, !dbg !72
@.str.21 = private unnamed_addr constant [2 x i8] c"|\00", align 1, !dbg !74
@.str.22 = private unnamed_addr constant [2 x i8] c"^\00", align 1, !dbg !76
@.str.23 = private unnamed_addr constant [18 x i8] c" cmp=%d%d%d%d%d%d\00", align 1, !dbg !78
@__const.main.wides = private unnamed_addr constant [16 x i64] [i64 0, i64 1, i64 -1, i64 255, i64 256, i64 -129, i64 65535, i64 65536, i64 -32769, i64 2147483647, i64 2147483648, i64 -2147483649, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808, i64 81985529216486895], align 16
@.str.24 = private unnamed_addr constant [15 x i8] c"narrow %lld ->\00", align 1, !dbg !83
@.str.25 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !88
@.str.26 = private unnamed_addr constant [4 x i8] c"acc\00", align 1, !dbg !93
@.str.27 = private unnamed_addr constant [14 x i8] c"hash=%016llx\0A\00", align 1, !dbg !95
@hash = internal global i64 1469598103934665603, align 8, !dbg !100
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%lld\00", align 1, !dbg !112

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !130 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x i16], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i16, align 2
  %8 = alloca i16, align 2
  %9 = alloca i32, align 4
  %10 = alloca i16, align 2
  %11 = alloca [16 x i64], align 16
  %12 = alloca i32, align 4
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !134, !DIExpression(), !137)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.vals, i64 28, i1 true), !dbg !137
    #dbg_declare(ptr %3, !138, !DIExpression(), !139)
  store i32 14, ptr %3, align 4, !dbg !139
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 2, i32 noundef 1), !dbg !140
    #dbg_declare(ptr %4, !141, !DIExpression(), !143)
  store i32 0, ptr %4, align 4, !dbg !143
  br label %16, !dbg !144

16:                                               ; preds = %208, %0
  %17 = load i32, ptr %4, align 4, !dbg !145
  %18 = load i32, ptr %3, align 4, !dbg !147
  %19 = icmp slt i32 %17, %18, !dbg !148
  br i1 %19, label %20, label %211, !dbg !149

20:                                               ; preds = %16
    #dbg_declare(ptr %5, !150, !DIExpression(), !152)
  %21 = load i32, ptr %4, align 4, !dbg !153
  %22 = sext i32 %21 to i64, !dbg !154
  %23 = getelementptr inbounds [14 x i16], ptr %2, i64 0, i64 %22, !dbg !154
  %24 = load volatile i16, ptr %23, align 2, !dbg !154
  store i16 %24, ptr %5, align 2, !dbg !152
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !155
  %26 = load i16, ptr %5, align 2, !dbg !156
  %27 = sext i16 %26 to i64, !dbg !158
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %27), !dbg !159
  %29 = load i16, ptr %5, align 2, !dbg !160
  %30 = call signext i16 @f_not(i16 noundef signext %29), !dbg !161
  call void @pr(ptr noundef @.str.3, i16 noundef signext %30), !dbg !162
  %31 = load i16, ptr %5, align 2, !dbg !163
  %32 = call i64 @f_widen(i16 noundef signext %31), !dbg !164
  %33 = load i16, ptr %5, align 2, !dbg !165
  %34 = call i64 @f_uwiden(i16 noundef signext %33), !dbg !166
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %32, i64 noundef %34), !dbg !167
  %36 = load i16, ptr %5, align 2, !dbg !168
  %37 = call i64 @f_widen(i16 noundef signext %36), !dbg !169
  call void @mix(i64 noundef %37), !dbg !170
  %38 = load i16, ptr %5, align 2, !dbg !171
  %39 = call i64 @f_uwiden(i16 noundef signext %38), !dbg !172
  call void @mix(i64 noundef %39), !dbg !173
  %40 = load i16, ptr %5, align 2, !dbg !174
  %41 = zext i16 %40 to i32, !dbg !175
  %42 = sub nsw i32 0, %41, !dbg !176
  %43 = trunc i32 %42 to i16, !dbg !177
  call void @pr(ptr noundef @.str.5, i16 noundef signext %43), !dbg !178
  %44 = load i16, ptr %5, align 2, !dbg !179
  %45 = call signext i16 @f_add(i16 noundef signext %44, i16 noundef signext 1), !dbg !180
  call void @pr(ptr noundef @.str.6, i16 noundef signext %45), !dbg !181
  %46 = load i16, ptr %5, align 2, !dbg !182
  %47 = call signext i16 @f_sub(i16 noundef signext %46, i16 noundef signext 1), !dbg !183
  call void @pr(ptr noundef @.str.7, i16 noundef signext %47), !dbg !184
  %48 = load i16, ptr %5, align 2, !dbg !185
  %49 = icmp ne i16 %48, 0, !dbg !186
  %50 = xor i1 %49, true, !dbg !186
  %51 = zext i1 %50 to i32, !dbg !186
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %51), !dbg !187
    #dbg_declare(ptr %6, !188, !DIExpression(), !190)
  store i32 0, ptr %6, align 4, !dbg !190
  br label %53, !dbg !191

53:                                               ; preds = %85, %20
  %54 = load i32, ptr %6, align 4, !dbg !192
  %55 = icmp slt i32 %54, 16, !dbg !194
  br i1 %55, label %56, label %91, !dbg !195

56:                                               ; preds = %53
    #dbg_declare(ptr %7, !196, !DIExpression(), !198)
  %57 = load i16, ptr %5, align 2, !dbg !199
  %58 = load i32, ptr %6, align 4, !dbg !200
  %59 = call signext i16 @f_shl(i16 noundef signext %57, i32 noundef %58), !dbg !201
  store i16 %59, ptr %7, align 2, !dbg !198
    #dbg_declare(ptr %8, !202, !DIExpression(), !203)
  %60 = load i16, ptr %5, align 2, !dbg !204
  %61 = load i32, ptr %6, align 4, !dbg !205
  %62 = call signext i16 @f_shr(i16 noundef signext %60, i32 noundef %61), !dbg !206
  store i16 %62, ptr %8, align 2, !dbg !203
  %63 = load i16, ptr %7, align 2, !dbg !207
  %64 = sext i16 %63 to i64, !dbg !208
  call void @mix(i64 noundef %64), !dbg !209
  %65 = load i16, ptr %8, align 2, !dbg !210
  %66 = sext i16 %65 to i64, !dbg !211
  call void @mix(i64 noundef %66), !dbg !212
  %67 = load i32, ptr %6, align 4, !dbg !213
  %68 = icmp eq i32 %67, 1, !dbg !215
  br i1 %68, label %72, label %69, !dbg !216

69:                                               ; preds = %56
  %70 = load i32, ptr %6, align 4, !dbg !217
  %71 = icmp eq i32 %70, 15, !dbg !218
  br i1 %71, label %72, label %78, !dbg !219

72:                                               ; preds = %69, %56
  %73 = load i32, ptr %6, align 4, !dbg !220
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %73), !dbg !222
  %75 = load i16, ptr %7, align 2, !dbg !223
  call void @pr(ptr noundef @.str.10, i16 noundef signext %75), !dbg !224
  %76 = load i16, ptr %8, align 2, !dbg !225
  call void @pr(ptr noundef @.str.11, i16 noundef signext %76), !dbg !226
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !227
  br label %78, !dbg !228

78:                                               ; preds = %72, %69
  br label %79, !dbg !229

79:                                               ; preds = %78
  %80 = load i32, ptr %6, align 4, !dbg !230
  %81 = icmp slt i32 %80, 3, !dbg !231
  br i1 %81, label %85, label %82, !dbg !232

82:                                               ; preds = %79
  %83 = load i32, ptr %6, align 4, !dbg !233
  %84 = icmp sgt i32 %83, 12, !dbg !234
  br label %85, !dbg !232

85:                                               ; preds = %82, %79
  %86 = phi i1 [ true, %79 ], [ %84, %82 ]
  %87 = zext i1 %86 to i64, !dbg !235
  %88 = select i1 %86, i32 1, i32 5, !dbg !235
  %89 = load i32, ptr %6, align 4, !dbg !236
  %90 = add nsw i32 %89, %88, !dbg !236
  store i32 %90, ptr %6, align 4, !dbg !236
  br label %53, !dbg !237, !llvm.loop !238

91:                                               ; preds = %53
    #dbg_declare(ptr %9, !241, !DIExpression(), !243)
  store i32 0, ptr %9, align 4, !dbg !243
  br label %92, !dbg !244

92:                                               ; preds = %204, %91
  %93 = load i32, ptr %9, align 4, !dbg !245
  %94 = load i32, ptr %3, align 4, !dbg !247
  %95 = icmp slt i32 %93, %94, !dbg !248
  br i1 %95, label %96, label %207, !dbg !249

96:                                               ; preds = %92
    #dbg_declare(ptr %10, !250, !DIExpression(), !252)
  %97 = load i32, ptr %9, align 4, !dbg !253
  %98 = sext i32 %97 to i64, !dbg !254
  %99 = getelementptr inbounds [14 x i16], ptr %2, i64 0, i64 %98, !dbg !254
  %100 = load volatile i16, ptr %99, align 2, !dbg !254
  store i16 %100, ptr %10, align 2, !dbg !252
  %101 = load i16, ptr %10, align 2, !dbg !255
  %102 = sext i16 %101 to i64, !dbg !256
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %102), !dbg !257
  %104 = load i16, ptr %5, align 2, !dbg !258
  %105 = load i16, ptr %10, align 2, !dbg !259
  %106 = call signext i16 @f_add(i16 noundef signext %104, i16 noundef signext %105), !dbg !260
  call void @pr(ptr noundef @.str.14, i16 noundef signext %106), !dbg !261
  %107 = load i16, ptr %5, align 2, !dbg !262
  %108 = load i16, ptr %10, align 2, !dbg !263
  %109 = call signext i16 @f_sub(i16 noundef signext %107, i16 noundef signext %108), !dbg !264
  call void @pr(ptr noundef @.str.15, i16 noundef signext %109), !dbg !265
  %110 = load i16, ptr %5, align 2, !dbg !266
  %111 = load i16, ptr %10, align 2, !dbg !267
  %112 = call signext i16 @f_mul(i16 noundef signext %110, i16 noundef signext %111), !dbg !268
  call void @pr(ptr noundef @.str.16, i16 noundef signext %112), !dbg !269
  %113 = load i16, ptr %10, align 2, !dbg !270
  %114 = sext i16 %113 to i32, !dbg !270
  %115 = icmp ne i32 %114, 0, !dbg !272
  br i1 %115, label %116, label %151, !dbg !273

116:                                              ; preds = %96
  %117 = load i16, ptr %5, align 2, !dbg !274
  %118 = sext i16 %117 to i32, !dbg !274
  %119 = icmp eq i32 %118, -32768, !dbg !275
  br i1 %119, label %120, label %125, !dbg !276

120:                                              ; preds = %116
  %121 = load i16, ptr %10, align 2, !dbg !277
  %122 = sext i16 %121 to i32, !dbg !277
  %123 = icmp eq i32 %122, -1, !dbg !278
  br i1 %123, label %124, label %125, !dbg !279

124:                                              ; preds = %120
  br i1 false, label %151, label %125, !dbg !280

125:                                              ; preds = %124, %120, %116
  %126 = load i16, ptr %5, align 2, !dbg !281
  %127 = load i16, ptr %10, align 2, !dbg !283
  %128 = call signext i16 @f_div(i16 noundef signext %126, i16 noundef signext %127), !dbg !284
  call void @pr(ptr noundef @.str.17, i16 noundef signext %128), !dbg !285
  %129 = load i16, ptr %5, align 2, !dbg !286
  %130 = load i16, ptr %10, align 2, !dbg !287
  %131 = call signext i16 @f_rem(i16 noundef signext %129, i16 noundef signext %130), !dbg !288
  call void @pr(ptr noundef @.str.18, i16 noundef signext %131), !dbg !289
  %132 = load i16, ptr %5, align 2, !dbg !290
  %133 = load i16, ptr %10, align 2, !dbg !292
  %134 = call signext i16 @f_div(i16 noundef signext %132, i16 noundef signext %133), !dbg !293
  %135 = load i16, ptr %10, align 2, !dbg !294
  %136 = call signext i16 @f_mul(i16 noundef signext %134, i16 noundef signext %135), !dbg !295
  %137 = zext i16 %136 to i32, !dbg !296
  %138 = load i16, ptr %5, align 2, !dbg !297
  %139 = load i16, ptr %10, align 2, !dbg !298
  %140 = call signext i16 @f_rem(i16 noundef signext %138, i16 noundef signext %139), !dbg !299
  %141 = zext i16 %140 to i32, !dbg !300
  %142 = add nsw i32 %137, %141, !dbg !301
  %143 = trunc i32 %142 to i16, !dbg !302
  %144 = sext i16 %143 to i32, !dbg !302
  %145 = load i16, ptr %5, align 2, !dbg !303
  %146 = sext i16 %145 to i32, !dbg !303
  %147 = icmp ne i32 %144, %146, !dbg !304
  br i1 %147, label %148, label %150, !dbg !305

148:                                              ; preds = %125
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.19), !dbg !306
  br label %150, !dbg !306

150:                                              ; preds = %148, %125
  br label %151, !dbg !307

151:                                              ; preds = %150, %124, %96
  %152 = load i16, ptr %5, align 2, !dbg !308
  %153 = load i16, ptr %10, align 2, !dbg !309
  %154 = call signext i16 @f_and(i16 noundef signext %152, i16 noundef signext %153), !dbg !310
  call void @pr(ptr noundef @.str.20, i16 noundef signext %154), !dbg !311
  %155 = load i16, ptr %5, align 2, !dbg !312
  %156 = load i16, ptr %10, align 2, !dbg !313
  %157 = call signext i16 @f_or(i16 noundef signext %155, i16 noundef signext %156), !dbg !314
  call void @pr(ptr noundef @.str.21, i16 noundef signext %157), !dbg !315
  %158 = load i16, ptr %5, align 2, !dbg !316
  %159 = load i16, ptr %10, align 2, !dbg !317
  %160 = call signext i16 @f_xor(i16 noundef signext %158, i16 noundef signext %159), !dbg !318
  call void @pr(ptr noundef @.str.22, i16 noundef signext %160), !dbg !319
  %161 = load i16, ptr %5, align 2, !dbg !320
  %162 = load i16, ptr %10, align 2, !dbg !321
  %163 = call i32 @f_lt(i16 noundef signext %161, i16 noundef signext %162), !dbg !322
  %164 = load i16, ptr %5, align 2, !dbg !323
  %165 = load i16, ptr %10, align 2, !dbg !324
  %166 = call i32 @f_le(i16 noundef signext %164, i16 noundef signext %165), !dbg !325
  %167 = load i16, ptr %5, align 2, !dbg !326
  %168 = load i16, ptr %10, align 2, !dbg !327
  %169 = call i32 @f_eq(i16 noundef signext %167, i16 noundef signext %168), !dbg !328
  %170 = load i16, ptr %5, align 2, !dbg !329
  %171 = sext i16 %170 to i32, !dbg !329
  %172 = load i16, ptr %10, align 2, !dbg !330
  %173 = sext i16 %172 to i32, !dbg !330
  %174 = icmp ne i32 %171, %173, !dbg !331
  %175 = zext i1 %174 to i32, !dbg !331
  %176 = load i16, ptr %5, align 2, !dbg !332
  %177 = sext i16 %176 to i32, !dbg !332
  %178 = load i16, ptr %10, align 2, !dbg !333
  %179 = sext i16 %178 to i32, !dbg !333
  %180 = icmp sgt i32 %177, %179, !dbg !334
  %181 = zext i1 %180 to i32, !dbg !334
  %182 = load i16, ptr %5, align 2, !dbg !335
  %183 = sext i16 %182 to i32, !dbg !335
  %184 = load i16, ptr %10, align 2, !dbg !336
  %185 = sext i16 %184 to i32, !dbg !336
  %186 = icmp sge i32 %183, %185, !dbg !337
  %187 = zext i1 %186 to i32, !dbg !337
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %163, i32 noundef %166, i32 noundef %169, i32 noundef %175, i32 noundef %181, i32 noundef %187), !dbg !338
  %189 = load i16, ptr %5, align 2, !dbg !339
  %190 = load i16, ptr %10, align 2, !dbg !340
  %191 = call i32 @f_lt(i16 noundef signext %189, i16 noundef signext %190), !dbg !341
  %192 = mul nsw i32 %191, 4, !dbg !342
  %193 = load i16, ptr %5, align 2, !dbg !343
  %194 = load i16, ptr %10, align 2, !dbg !344
  %195 = call i32 @f_le(i16 noundef signext %193, i16 noundef signext %194), !dbg !345
  %196 = mul nsw i32 %195, 2, !dbg !346
  %197 = add nsw i32 %192, %196, !dbg !347
  %198 = load i16, ptr %5, align 2, !dbg !348
  %199 = load i16, ptr %10, align 2, !dbg !349
  %200 = call i32 @f_eq(i16 noundef signext %198, i16 noundef signext %199), !dbg !350
  %201 = add nsw i32 %197, %200, !dbg !351
  %202 = sext i32 %201 to i64, !dbg !352
  call void @mix(i64 noundef %202), !dbg !353
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !354
  br label %204, !dbg !355

204:                                              ; preds = %151
  %205 = load i32, ptr %9, align 4, !dbg !356
  %206 = add nsw i32 %205, 1, !dbg !356
  store i32 %206, ptr %9, align 4, !dbg !356
  br label %92, !dbg !357, !llvm.loop !358

207:                                              ; preds = %92
  br label %208, !dbg !360

208:                                              ; preds = %207
  %209 = load i32, ptr %4, align 4, !dbg !361
  %210 = add nsw i32 %209, 1, !dbg !361
  store i32 %210, ptr %4, align 4, !dbg !361
  br label %16, !dbg !362, !llvm.loop !363

211:                                              ; preds = %16
    #dbg_declare(ptr %11, !365, !DIExpression(), !369)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 @__const.main.wides, i64 128, i1 false), !dbg !369
    #dbg_declare(ptr %12, !370, !DIExpression(), !373)
  store i32 0, ptr %12, align 4, !dbg !373
  br label %212, !dbg !374

212:                                              ; preds = %228, %211
  %213 = load i32, ptr %12, align 4, !dbg !375
  %214 = zext i32 %213 to i64, !dbg !375
  %215 = icmp ult i64 %214, 16, !dbg !377
  br i1 %215, label %216, label %231, !dbg !378

216:                                              ; preds = %212
  %217 = load i32, ptr %12, align 4, !dbg !379
  %218 = zext i32 %217 to i64, !dbg !381
  %219 = getelementptr inbounds [16 x i64], ptr %11, i64 0, i64 %218, !dbg !381
  %220 = load i64, ptr %219, align 8, !dbg !381
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i64 noundef %220), !dbg !382
  %222 = load i32, ptr %12, align 4, !dbg !383
  %223 = zext i32 %222 to i64, !dbg !384
  %224 = getelementptr inbounds [16 x i64], ptr %11, i64 0, i64 %223, !dbg !384
  %225 = load i64, ptr %224, align 8, !dbg !384
  %226 = call signext i16 @f_narrow(i64 noundef %225), !dbg !385
  call void @pr(ptr noundef @.str.25, i16 noundef signext %226), !dbg !386
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !387
  br label %228, !dbg !388

228:                                              ; preds = %216
  %229 = load i32, ptr %12, align 4, !dbg !389
  %230 = add i32 %229, 1, !dbg !389
  store i32 %230, ptr %12, align 4, !dbg !389
  br label %212, !dbg !390, !llvm.loop !391

231:                                              ; preds = %212
    #dbg_declare(ptr %13, !393, !DIExpression(), !394)
  store i16 1, ptr %13, align 2, !dbg !394
    #dbg_declare(ptr %14, !395, !DIExpression(), !397)
  store i32 0, ptr %14, align 4, !dbg !397
  br label %232, !dbg !398

232:                                              ; preds = %269, %231
  %233 = load i32, ptr %14, align 4, !dbg !399
  %234 = icmp slt i32 %233, 50, !dbg !401
  br i1 %234, label %235, label %272, !dbg !402

235:                                              ; preds = %232
  %236 = load i16, ptr %13, align 2, !dbg !403
  %237 = zext i16 %236 to i32, !dbg !405
  %238 = mul nsw i32 %237, 31, !dbg !406
  %239 = load i32, ptr %14, align 4, !dbg !407
  %240 = trunc i32 %239 to i16, !dbg !408
  %241 = zext i16 %240 to i32, !dbg !408
  %242 = add nsw i32 %238, %241, !dbg !409
  %243 = trunc i32 %242 to i16, !dbg !410
  store i16 %243, ptr %13, align 2, !dbg !411
  %244 = load i16, ptr %13, align 2, !dbg !412
  %245 = zext i16 %244 to i32, !dbg !413
  %246 = ashr i32 %245, 3, !dbg !414
  %247 = trunc i32 %246 to i16, !dbg !415
  %248 = sext i16 %247 to i32, !dbg !415
  %249 = load i16, ptr %13, align 2, !dbg !416
  %250 = sext i16 %249 to i32, !dbg !416
  %251 = xor i32 %250, %248, !dbg !416
  %252 = trunc i32 %251 to i16, !dbg !416
  store i16 %252, ptr %13, align 2, !dbg !416
  %253 = load i16, ptr %13, align 2, !dbg !417
  %254 = sext i16 %253 to i32, !dbg !417
  %255 = load i32, ptr %14, align 4, !dbg !418
  %256 = trunc i32 %255 to i16, !dbg !419
  %257 = sext i16 %256 to i32, !dbg !419
  %258 = or i32 %254, %257, !dbg !420
  %259 = trunc i32 %258 to i16, !dbg !421
  store i16 %259, ptr %13, align 2, !dbg !422
  %260 = load i16, ptr %13, align 2, !dbg !423
  %261 = sext i16 %260 to i32, !dbg !423
  %262 = icmp slt i32 %261, 0, !dbg !425
  br i1 %262, label %263, label %268, !dbg !426

263:                                              ; preds = %235
  %264 = load i16, ptr %13, align 2, !dbg !427
  %265 = sext i16 %264 to i32, !dbg !427
  %266 = and i32 %265, 32767, !dbg !428
  %267 = trunc i32 %266 to i16, !dbg !429
  store i16 %267, ptr %13, align 2, !dbg !430
  br label %268, !dbg !431

268:                                              ; preds = %263, %235
  br label %269, !dbg !432

269:                                              ; preds = %268
  %270 = load i32, ptr %14, align 4, !dbg !433
  %271 = add nsw i32 %270, 1, !dbg !433
  store i32 %271, ptr %14, align 4, !dbg !433
  br label %232, !dbg !434, !llvm.loop !435

272:                                              ; preds = %232
  %273 = load i16, ptr %13, align 2, !dbg !437
  call void @pr(ptr noundef @.str.26, i16 noundef signext %273), !dbg !438
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.12), !dbg !439
  %275 = load i64, ptr @hash, align 8, !dbg !440
  %276 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i64 noundef %275), !dbg !441
  %277 = load i64, ptr @hash, align 8, !dbg !442
  %278 = urem i64 %277, 7, !dbg !443
  %279 = trunc i64 %278 to i32, !dbg !444
  ret i32 %279, !dbg !445
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pr(ptr noundef %0, i16 noundef signext %1) #0 !dbg !446 {
  %3 = alloca ptr, align 8
  %4 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !451, !DIExpression(), !452)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !453, !DIExpression(), !454)
  %5 = load ptr, ptr %3, align 8, !dbg !455
  %6 = load i16, ptr %4, align 2, !dbg !457
  %7 = sext i16 %6 to i64, !dbg !458
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %5, i64 noundef %7), !dbg !459
  %9 = load i16, ptr %4, align 2, !dbg !460
  %10 = sext i16 %9 to i64, !dbg !461
  call void @mix(i64 noundef %10), !dbg !462
  ret void, !dbg !463
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_not(i16 noundef signext %0) #0 !dbg !464 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
    #dbg_declare(ptr %2, !467, !DIExpression(), !468)
  %3 = load i16, ptr %2, align 2, !dbg !469
  %4 = sext i16 %3 to i32, !dbg !469
  %5 = xor i32 %4, -1, !dbg !470
  %6 = trunc i32 %5 to i16, !dbg !471
  ret i16 %6, !dbg !472
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_widen(i16 noundef signext %0) #0 !dbg !473 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
    #dbg_declare(ptr %2, !476, !DIExpression(), !477)
  %3 = load i16, ptr %2, align 2, !dbg !478
  %4 = sext i16 %3 to i64, !dbg !479
  ret i64 %4, !dbg !480
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_uwiden(i16 noundef signext %0) #0 !dbg !481 {
  %2 = alloca i16, align 2
  store i16 %0, ptr %2, align 2
    #dbg_declare(ptr %2, !484, !DIExpression(), !485)
  %3 = load i16, ptr %2, align 2, !dbg !486
  %4 = sext i16 %3 to i64, !dbg !487
  ret i64 %4, !dbg !488
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 !dbg !489 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !492, !DIExpression(), !493)
    #dbg_declare(ptr %3, !494, !DIExpression(), !496)
  store i32 0, ptr %3, align 4, !dbg !496
  br label %4, !dbg !497

4:                                                ; preds = %18, %1
  %5 = load i32, ptr %3, align 4, !dbg !498
  %6 = icmp slt i32 %5, 8, !dbg !500
  br i1 %6, label %7, label %21, !dbg !501

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8, !dbg !502
  %9 = load i32, ptr %3, align 4, !dbg !504
  %10 = mul nsw i32 %9, 8, !dbg !505
  %11 = zext i32 %10 to i64, !dbg !506
  %12 = lshr i64 %8, %11, !dbg !506
  %13 = and i64 %12, 255, !dbg !507
  %14 = load i64, ptr @hash, align 8, !dbg !508
  %15 = xor i64 %14, %13, !dbg !508
  store i64 %15, ptr @hash, align 8, !dbg !508
  %16 = load i64, ptr @hash, align 8, !dbg !509
  %17 = mul i64 %16, 1099511628211, !dbg !509
  store i64 %17, ptr @hash, align 8, !dbg !509
  br label %18, !dbg !510

18:                                               ; preds = %7
  %19 = load i32, ptr %3, align 4, !dbg !511
  %20 = add nsw i32 %19, 1, !dbg !511
  store i32 %20, ptr %3, align 4, !dbg !511
  br label %4, !dbg !512, !llvm.loop !513

21:                                               ; preds = %4
  ret void, !dbg !515
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_add(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !516 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !519, !DIExpression(), !520)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !521, !DIExpression(), !522)
  %5 = load i16, ptr %3, align 2, !dbg !523
  %6 = zext i16 %5 to i32, !dbg !524
  %7 = load i16, ptr %4, align 2, !dbg !525
  %8 = zext i16 %7 to i32, !dbg !526
  %9 = add nsw i32 %6, %8, !dbg !527
  %10 = trunc i32 %9 to i16, !dbg !528
  ret i16 %10, !dbg !529
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_sub(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !530 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !531, !DIExpression(), !532)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !533, !DIExpression(), !534)
  %5 = load i16, ptr %3, align 2, !dbg !535
  %6 = zext i16 %5 to i32, !dbg !536
  %7 = load i16, ptr %4, align 2, !dbg !537
  %8 = zext i16 %7 to i32, !dbg !538
  %9 = sub nsw i32 %6, %8, !dbg !539
  %10 = trunc i32 %9 to i16, !dbg !540
  ret i16 %10, !dbg !541
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_shl(i16 noundef signext %0, i32 noundef %1) #0 !dbg !542 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !545, !DIExpression(), !546)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !547, !DIExpression(), !548)
  %5 = load i16, ptr %3, align 2, !dbg !549
  %6 = zext i16 %5 to i32, !dbg !550
  %7 = load i32, ptr %4, align 4, !dbg !551
  %8 = shl i32 %6, %7, !dbg !552
  %9 = trunc i32 %8 to i16, !dbg !553
  ret i16 %9, !dbg !554
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_shr(i16 noundef signext %0, i32 noundef %1) #0 !dbg !555 {
  %3 = alloca i16, align 2
  %4 = alloca i32, align 4
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !556, !DIExpression(), !557)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !558, !DIExpression(), !559)
  %5 = load i16, ptr %3, align 2, !dbg !560
  %6 = sext i16 %5 to i32, !dbg !560
  %7 = load i32, ptr %4, align 4, !dbg !561
  %8 = ashr i32 %6, %7, !dbg !562
  %9 = trunc i32 %8 to i16, !dbg !563
  ret i16 %9, !dbg !564
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_mul(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !565 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !566, !DIExpression(), !567)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !568, !DIExpression(), !569)
  %5 = load i16, ptr %3, align 2, !dbg !570
  %6 = zext i16 %5 to i32, !dbg !571
  %7 = mul i32 %6, 1, !dbg !572
  %8 = load i16, ptr %4, align 2, !dbg !573
  %9 = zext i16 %8 to i32, !dbg !574
  %10 = mul i32 %7, %9, !dbg !575
  %11 = trunc i32 %10 to i16, !dbg !576
  ret i16 %11, !dbg !577
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_div(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !578 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !579, !DIExpression(), !580)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !581, !DIExpression(), !582)
  %5 = load i16, ptr %3, align 2, !dbg !583
  %6 = sext i16 %5 to i32, !dbg !583
  %7 = load i16, ptr %4, align 2, !dbg !584
  %8 = sext i16 %7 to i32, !dbg !584
  %9 = sdiv i32 %6, %8, !dbg !585
  %10 = trunc i32 %9 to i16, !dbg !586
  ret i16 %10, !dbg !587
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_rem(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !588 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !589, !DIExpression(), !590)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !591, !DIExpression(), !592)
  %5 = load i16, ptr %3, align 2, !dbg !593
  %6 = sext i16 %5 to i32, !dbg !593
  %7 = load i16, ptr %4, align 2, !dbg !594
  %8 = sext i16 %7 to i32, !dbg !594
  %9 = srem i32 %6, %8, !dbg !595
  %10 = trunc i32 %9 to i16, !dbg !596
  ret i16 %10, !dbg !597
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_and(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !598 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !599, !DIExpression(), !600)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !601, !DIExpression(), !602)
  %5 = load i16, ptr %3, align 2, !dbg !603
  %6 = sext i16 %5 to i32, !dbg !603
  %7 = load i16, ptr %4, align 2, !dbg !604
  %8 = sext i16 %7 to i32, !dbg !604
  %9 = and i32 %6, %8, !dbg !605
  %10 = trunc i32 %9 to i16, !dbg !603
  ret i16 %10, !dbg !606
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_or(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !607 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !608, !DIExpression(), !609)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !610, !DIExpression(), !611)
  %5 = load i16, ptr %3, align 2, !dbg !612
  %6 = sext i16 %5 to i32, !dbg !612
  %7 = load i16, ptr %4, align 2, !dbg !613
  %8 = sext i16 %7 to i32, !dbg !613
  %9 = or i32 %6, %8, !dbg !614
  %10 = trunc i32 %9 to i16, !dbg !612
  ret i16 %10, !dbg !615
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_xor(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !616 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !617, !DIExpression(), !618)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !619, !DIExpression(), !620)
  %5 = load i16, ptr %3, align 2, !dbg !621
  %6 = sext i16 %5 to i32, !dbg !621
  %7 = load i16, ptr %4, align 2, !dbg !622
  %8 = sext i16 %7 to i32, !dbg !622
  %9 = xor i32 %6, %8, !dbg !623
  %10 = trunc i32 %9 to i16, !dbg !621
  ret i16 %10, !dbg !624
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_lt(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !625 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !628, !DIExpression(), !629)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !630, !DIExpression(), !631)
  %5 = load i16, ptr %3, align 2, !dbg !632
  %6 = sext i16 %5 to i32, !dbg !632
  %7 = load i16, ptr %4, align 2, !dbg !633
  %8 = sext i16 %7 to i32, !dbg !633
  %9 = icmp slt i32 %6, %8, !dbg !634
  %10 = zext i1 %9 to i32, !dbg !634
  ret i32 %10, !dbg !635
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_le(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !636 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !637, !DIExpression(), !638)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !639, !DIExpression(), !640)
  %5 = load i16, ptr %3, align 2, !dbg !641
  %6 = sext i16 %5 to i32, !dbg !641
  %7 = load i16, ptr %4, align 2, !dbg !642
  %8 = sext i16 %7 to i32, !dbg !642
  %9 = icmp sle i32 %6, %8, !dbg !643
  %10 = zext i1 %9 to i32, !dbg !643
  ret i32 %10, !dbg !644
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_eq(i16 noundef signext %0, i16 noundef signext %1) #0 !dbg !645 {
  %3 = alloca i16, align 2
  %4 = alloca i16, align 2
  store i16 %0, ptr %3, align 2
    #dbg_declare(ptr %3, !646, !DIExpression(), !647)
  store i16 %1, ptr %4, align 2
    #dbg_declare(ptr %4, !648, !DIExpression(), !649)
  %5 = load i16, ptr %3, align 2, !dbg !650
  %6 = sext i16 %5 to i32, !dbg !650
  %7 = load i16, ptr %4, align 2, !dbg !651
  %8 = sext i16 %7 to i32, !dbg !651
  %9 = icmp eq i32 %6, %8, !dbg !652
  %10 = zext i1 %9 to i32, !dbg !652
  ret i32 %10, !dbg !653
}

; Function Attrs: noinline nounwind optnone uwtable
define internal signext i16 @f_narrow(i64 noundef %0) #0 !dbg !654 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !657, !DIExpression(), !658)
  %3 = load i64, ptr %2, align 8, !dbg !659
  %4 = trunc i64 %3 to i16, !dbg !660
  ret i16 %4, !dbg !661
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!102}
!llvm.module.flags = !{!122, !123, !124, !125, !126, !127, !128}
!llvm.ident = !{!129}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/int_edges_i16.c", directory: ".", checksumkind: CSK_MD5, checksum: "338cc94ab7cddc7a811c79572ac1d6bd")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 31)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 3)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 20)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !19, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !19, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !19, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 10)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 7)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !19, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !19, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 2)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 8)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !49, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !49, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !49, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !49, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !49, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 11)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !49, isLocal: true, isDefinition: true)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !49, isLocal: true, isDefinition: true)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !49, isLocal: true, isDefinition: true)
!78 = !DIGlobalVariableExpression(var: !79, expr: !DIExpression())
!79 = distinct !DIGlobalVariable(scope: null, file: !2, line: 73, type: !80, isLocal: true, isDefinition: true)
!80 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !81)
!81 = !{!82}
!82 = !DISubrange(count: 18)
!83 = !DIGlobalVariableExpression(var: !84, expr: !DIExpression())
!84 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !85, isLocal: true, isDefinition: true)
!85 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !86)
!86 = !{!87}
!87 = !DISubrange(count: 15)
!88 = !DIGlobalVariableExpression(var: !89, expr: !DIExpression())
!89 = distinct !DIGlobalVariable(scope: null, file: !2, line: 82, type: !90, isLocal: true, isDefinition: true)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 1)
!93 = !DIGlobalVariableExpression(var: !94, expr: !DIExpression())
!94 = distinct !DIGlobalVariable(scope: null, file: !2, line: 92, type: !19, isLocal: true, isDefinition: true)
!95 = !DIGlobalVariableExpression(var: !96, expr: !DIExpression())
!96 = distinct !DIGlobalVariable(scope: null, file: !2, line: 93, type: !97, isLocal: true, isDefinition: true)
!97 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !98)
!98 = !{!99}
!99 = !DISubrange(count: 14)
!100 = !DIGlobalVariableExpression(var: !101, expr: !DIExpression())
!101 = distinct !DIGlobalVariable(name: "hash", scope: !102, file: !2, line: 14, type: !117, isLocal: true, isDefinition: true)
!102 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !103, globals: !111, splitDebugInlining: false, nameTableKind: None)
!103 = !{!104, !106, !107, !108, !109}
!104 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 7, baseType: !105)
!105 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!106 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!107 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!108 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "UT", file: !2, line: 8, baseType: !110)
!110 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!111 = !{!0, !7, !12, !17, !22, !27, !29, !31, !33, !38, !43, !45, !47, !52, !57, !59, !61, !63, !65, !67, !72, !74, !76, !78, !83, !88, !93, !95, !112, !100}
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !114, isLocal: true, isDefinition: true)
!114 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !115)
!115 = !{!116}
!116 = !DISubrange(count: 9)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !118, line: 27, baseType: !119)
!118 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!119 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !120, line: 45, baseType: !121)
!120 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!121 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!122 = !{i32 7, !"Dwarf Version", i32 5}
!123 = !{i32 2, !"Debug Info Version", i32 3}
!124 = !{i32 1, !"wchar_size", i32 4}
!125 = !{i32 8, !"PIC Level", i32 2}
!126 = !{i32 7, !"PIE Level", i32 2}
!127 = !{i32 7, !"uwtable", i32 2}
!128 = !{i32 7, !"frame-pointer", i32 2}
!129 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!130 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !131, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !102, retainedNodes: !133)
!131 = !DISubroutineType(types: !132)
!132 = !{!106}
!133 = !{}
!134 = !DILocalVariable(name: "vals", scope: !130, file: !2, line: 44, type: !135)
!135 = !DICompositeType(tag: DW_TAG_array_type, baseType: !136, size: 224, elements: !98)
!136 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !104)
!137 = !DILocation(line: 44, column: 16, scope: !130)
!138 = !DILocalVariable(name: "n", scope: !130, file: !2, line: 46, type: !106)
!139 = !DILocation(line: 46, column: 9, scope: !130)
!140 = !DILocation(line: 47, column: 5, scope: !130)
!141 = !DILocalVariable(name: "i", scope: !142, file: !2, line: 48, type: !106)
!142 = distinct !DILexicalBlock(scope: !130, file: !2, line: 48, column: 5)
!143 = !DILocation(line: 48, column: 14, scope: !142)
!144 = !DILocation(line: 48, column: 10, scope: !142)
!145 = !DILocation(line: 48, column: 21, scope: !146)
!146 = distinct !DILexicalBlock(scope: !142, file: !2, line: 48, column: 5)
!147 = !DILocation(line: 48, column: 25, scope: !146)
!148 = !DILocation(line: 48, column: 23, scope: !146)
!149 = !DILocation(line: 48, column: 5, scope: !142)
!150 = !DILocalVariable(name: "a", scope: !151, file: !2, line: 49, type: !104)
!151 = distinct !DILexicalBlock(scope: !146, file: !2, line: 48, column: 33)
!152 = !DILocation(line: 49, column: 11, scope: !151)
!153 = !DILocation(line: 49, column: 20, scope: !151)
!154 = !DILocation(line: 49, column: 15, scope: !151)
!155 = !DILocation(line: 50, column: 9, scope: !151)
!156 = !DILocation(line: 50, column: 63, scope: !157)
!157 = distinct !DILexicalBlock(scope: !151, file: !2, line: 50, column: 27)
!158 = !DILocation(line: 50, column: 52, scope: !157)
!159 = !DILocation(line: 50, column: 37, scope: !157)
!160 = !DILocation(line: 51, column: 25, scope: !151)
!161 = !DILocation(line: 51, column: 19, scope: !151)
!162 = !DILocation(line: 51, column: 9, scope: !151)
!163 = !DILocation(line: 52, column: 47, scope: !151)
!164 = !DILocation(line: 52, column: 39, scope: !151)
!165 = !DILocation(line: 52, column: 60, scope: !151)
!166 = !DILocation(line: 52, column: 51, scope: !151)
!167 = !DILocation(line: 52, column: 9, scope: !151)
!168 = !DILocation(line: 53, column: 41, scope: !151)
!169 = !DILocation(line: 53, column: 33, scope: !151)
!170 = !DILocation(line: 53, column: 9, scope: !151)
!171 = !DILocation(line: 53, column: 59, scope: !151)
!172 = !DILocation(line: 53, column: 50, scope: !151)
!173 = !DILocation(line: 53, column: 46, scope: !151)
!174 = !DILocation(line: 54, column: 31, scope: !151)
!175 = !DILocation(line: 54, column: 27, scope: !151)
!176 = !DILocation(line: 54, column: 25, scope: !151)
!177 = !DILocation(line: 54, column: 19, scope: !151)
!178 = !DILocation(line: 54, column: 9, scope: !151)
!179 = !DILocation(line: 55, column: 25, scope: !151)
!180 = !DILocation(line: 55, column: 19, scope: !151)
!181 = !DILocation(line: 55, column: 9, scope: !151)
!182 = !DILocation(line: 56, column: 25, scope: !151)
!183 = !DILocation(line: 56, column: 19, scope: !151)
!184 = !DILocation(line: 56, column: 9, scope: !151)
!185 = !DILocation(line: 57, column: 31, scope: !151)
!186 = !DILocation(line: 57, column: 30, scope: !151)
!187 = !DILocation(line: 57, column: 9, scope: !151)
!188 = !DILocalVariable(name: "s", scope: !189, file: !2, line: 58, type: !106)
!189 = distinct !DILexicalBlock(scope: !151, file: !2, line: 58, column: 9)
!190 = !DILocation(line: 58, column: 18, scope: !189)
!191 = !DILocation(line: 58, column: 14, scope: !189)
!192 = !DILocation(line: 58, column: 25, scope: !193)
!193 = distinct !DILexicalBlock(scope: !189, file: !2, line: 58, column: 9)
!194 = !DILocation(line: 58, column: 27, scope: !193)
!195 = !DILocation(line: 58, column: 9, scope: !189)
!196 = !DILocalVariable(name: "l", scope: !197, file: !2, line: 59, type: !104)
!197 = distinct !DILexicalBlock(scope: !193, file: !2, line: 58, column: 67)
!198 = !DILocation(line: 59, column: 15, scope: !197)
!199 = !DILocation(line: 59, column: 25, scope: !197)
!200 = !DILocation(line: 59, column: 28, scope: !197)
!201 = !DILocation(line: 59, column: 19, scope: !197)
!202 = !DILocalVariable(name: "r", scope: !197, file: !2, line: 59, type: !104)
!203 = !DILocation(line: 59, column: 32, scope: !197)
!204 = !DILocation(line: 59, column: 42, scope: !197)
!205 = !DILocation(line: 59, column: 45, scope: !197)
!206 = !DILocation(line: 59, column: 36, scope: !197)
!207 = !DILocation(line: 60, column: 37, scope: !197)
!208 = !DILocation(line: 60, column: 17, scope: !197)
!209 = !DILocation(line: 60, column: 13, scope: !197)
!210 = !DILocation(line: 60, column: 65, scope: !197)
!211 = !DILocation(line: 60, column: 45, scope: !197)
!212 = !DILocation(line: 60, column: 41, scope: !197)
!213 = !DILocation(line: 61, column: 17, scope: !214)
!214 = distinct !DILexicalBlock(scope: !197, file: !2, line: 61, column: 17)
!215 = !DILocation(line: 61, column: 19, scope: !214)
!216 = !DILocation(line: 61, column: 24, scope: !214)
!217 = !DILocation(line: 61, column: 27, scope: !214)
!218 = !DILocation(line: 61, column: 29, scope: !214)
!219 = !DILocation(line: 61, column: 17, scope: !197)
!220 = !DILocation(line: 61, column: 58, scope: !221)
!221 = distinct !DILexicalBlock(scope: !214, file: !2, line: 61, column: 39)
!222 = !DILocation(line: 61, column: 41, scope: !221)
!223 = !DILocation(line: 61, column: 72, scope: !221)
!224 = !DILocation(line: 61, column: 62, scope: !221)
!225 = !DILocation(line: 61, column: 86, scope: !221)
!226 = !DILocation(line: 61, column: 76, scope: !221)
!227 = !DILocation(line: 61, column: 90, scope: !221)
!228 = !DILocation(line: 61, column: 104, scope: !221)
!229 = !DILocation(line: 62, column: 9, scope: !197)
!230 = !DILocation(line: 58, column: 38, scope: !193)
!231 = !DILocation(line: 58, column: 40, scope: !193)
!232 = !DILocation(line: 58, column: 44, scope: !193)
!233 = !DILocation(line: 58, column: 47, scope: !193)
!234 = !DILocation(line: 58, column: 49, scope: !193)
!235 = !DILocation(line: 58, column: 37, scope: !193)
!236 = !DILocation(line: 58, column: 34, scope: !193)
!237 = !DILocation(line: 58, column: 9, scope: !193)
!238 = distinct !{!238, !195, !239, !240}
!239 = !DILocation(line: 62, column: 9, scope: !189)
!240 = !{!"llvm.loop.mustprogress"}
!241 = !DILocalVariable(name: "j", scope: !242, file: !2, line: 63, type: !106)
!242 = distinct !DILexicalBlock(scope: !151, file: !2, line: 63, column: 9)
!243 = !DILocation(line: 63, column: 18, scope: !242)
!244 = !DILocation(line: 63, column: 14, scope: !242)
!245 = !DILocation(line: 63, column: 25, scope: !246)
!246 = distinct !DILexicalBlock(scope: !242, file: !2, line: 63, column: 9)
!247 = !DILocation(line: 63, column: 29, scope: !246)
!248 = !DILocation(line: 63, column: 27, scope: !246)
!249 = !DILocation(line: 63, column: 9, scope: !242)
!250 = !DILocalVariable(name: "b", scope: !251, file: !2, line: 64, type: !104)
!251 = distinct !DILexicalBlock(scope: !246, file: !2, line: 63, column: 37)
!252 = !DILocation(line: 64, column: 15, scope: !251)
!253 = !DILocation(line: 64, column: 24, scope: !251)
!254 = !DILocation(line: 64, column: 19, scope: !251)
!255 = !DILocation(line: 65, column: 42, scope: !251)
!256 = !DILocation(line: 65, column: 31, scope: !251)
!257 = !DILocation(line: 65, column: 13, scope: !251)
!258 = !DILocation(line: 66, column: 27, scope: !251)
!259 = !DILocation(line: 66, column: 30, scope: !251)
!260 = !DILocation(line: 66, column: 21, scope: !251)
!261 = !DILocation(line: 66, column: 13, scope: !251)
!262 = !DILocation(line: 66, column: 49, scope: !251)
!263 = !DILocation(line: 66, column: 52, scope: !251)
!264 = !DILocation(line: 66, column: 43, scope: !251)
!265 = !DILocation(line: 66, column: 35, scope: !251)
!266 = !DILocation(line: 66, column: 71, scope: !251)
!267 = !DILocation(line: 66, column: 74, scope: !251)
!268 = !DILocation(line: 66, column: 65, scope: !251)
!269 = !DILocation(line: 66, column: 57, scope: !251)
!270 = !DILocation(line: 67, column: 17, scope: !271)
!271 = distinct !DILexicalBlock(scope: !251, file: !2, line: 67, column: 17)
!272 = !DILocation(line: 67, column: 19, scope: !271)
!273 = !DILocation(line: 67, column: 24, scope: !271)
!274 = !DILocation(line: 67, column: 41, scope: !271)
!275 = !DILocation(line: 67, column: 43, scope: !271)
!276 = !DILocation(line: 67, column: 51, scope: !271)
!277 = !DILocation(line: 67, column: 54, scope: !271)
!278 = !DILocation(line: 67, column: 56, scope: !271)
!279 = !DILocation(line: 67, column: 65, scope: !271)
!280 = !DILocation(line: 67, column: 17, scope: !251)
!281 = !DILocation(line: 68, column: 31, scope: !282)
!282 = distinct !DILexicalBlock(scope: !271, file: !2, line: 67, column: 95)
!283 = !DILocation(line: 68, column: 34, scope: !282)
!284 = !DILocation(line: 68, column: 25, scope: !282)
!285 = !DILocation(line: 68, column: 17, scope: !282)
!286 = !DILocation(line: 68, column: 53, scope: !282)
!287 = !DILocation(line: 68, column: 56, scope: !282)
!288 = !DILocation(line: 68, column: 47, scope: !282)
!289 = !DILocation(line: 68, column: 39, scope: !282)
!290 = !DILocation(line: 70, column: 41, scope: !291)
!291 = distinct !DILexicalBlock(scope: !282, file: !2, line: 70, column: 21)
!292 = !DILocation(line: 70, column: 44, scope: !291)
!293 = !DILocation(line: 70, column: 35, scope: !291)
!294 = !DILocation(line: 70, column: 48, scope: !291)
!295 = !DILocation(line: 70, column: 29, scope: !291)
!296 = !DILocation(line: 70, column: 25, scope: !291)
!297 = !DILocation(line: 70, column: 63, scope: !291)
!298 = !DILocation(line: 70, column: 66, scope: !291)
!299 = !DILocation(line: 70, column: 57, scope: !291)
!300 = !DILocation(line: 70, column: 53, scope: !291)
!301 = !DILocation(line: 70, column: 51, scope: !291)
!302 = !DILocation(line: 70, column: 21, scope: !291)
!303 = !DILocation(line: 70, column: 73, scope: !291)
!304 = !DILocation(line: 70, column: 70, scope: !291)
!305 = !DILocation(line: 70, column: 21, scope: !282)
!306 = !DILocation(line: 70, column: 76, scope: !291)
!307 = !DILocation(line: 71, column: 13, scope: !282)
!308 = !DILocation(line: 72, column: 27, scope: !251)
!309 = !DILocation(line: 72, column: 30, scope: !251)
!310 = !DILocation(line: 72, column: 21, scope: !251)
!311 = !DILocation(line: 72, column: 13, scope: !251)
!312 = !DILocation(line: 72, column: 48, scope: !251)
!313 = !DILocation(line: 72, column: 51, scope: !251)
!314 = !DILocation(line: 72, column: 43, scope: !251)
!315 = !DILocation(line: 72, column: 35, scope: !251)
!316 = !DILocation(line: 72, column: 70, scope: !251)
!317 = !DILocation(line: 72, column: 73, scope: !251)
!318 = !DILocation(line: 72, column: 64, scope: !251)
!319 = !DILocation(line: 72, column: 56, scope: !251)
!320 = !DILocation(line: 73, column: 46, scope: !251)
!321 = !DILocation(line: 73, column: 49, scope: !251)
!322 = !DILocation(line: 73, column: 41, scope: !251)
!323 = !DILocation(line: 73, column: 58, scope: !251)
!324 = !DILocation(line: 73, column: 61, scope: !251)
!325 = !DILocation(line: 73, column: 53, scope: !251)
!326 = !DILocation(line: 73, column: 70, scope: !251)
!327 = !DILocation(line: 73, column: 73, scope: !251)
!328 = !DILocation(line: 73, column: 65, scope: !251)
!329 = !DILocation(line: 73, column: 77, scope: !251)
!330 = !DILocation(line: 73, column: 82, scope: !251)
!331 = !DILocation(line: 73, column: 79, scope: !251)
!332 = !DILocation(line: 73, column: 85, scope: !251)
!333 = !DILocation(line: 73, column: 89, scope: !251)
!334 = !DILocation(line: 73, column: 87, scope: !251)
!335 = !DILocation(line: 73, column: 92, scope: !251)
!336 = !DILocation(line: 73, column: 97, scope: !251)
!337 = !DILocation(line: 73, column: 94, scope: !251)
!338 = !DILocation(line: 73, column: 13, scope: !251)
!339 = !DILocation(line: 74, column: 43, scope: !251)
!340 = !DILocation(line: 74, column: 46, scope: !251)
!341 = !DILocation(line: 74, column: 38, scope: !251)
!342 = !DILocation(line: 74, column: 49, scope: !251)
!343 = !DILocation(line: 74, column: 60, scope: !251)
!344 = !DILocation(line: 74, column: 63, scope: !251)
!345 = !DILocation(line: 74, column: 55, scope: !251)
!346 = !DILocation(line: 74, column: 66, scope: !251)
!347 = !DILocation(line: 74, column: 53, scope: !251)
!348 = !DILocation(line: 74, column: 77, scope: !251)
!349 = !DILocation(line: 74, column: 80, scope: !251)
!350 = !DILocation(line: 74, column: 72, scope: !251)
!351 = !DILocation(line: 74, column: 70, scope: !251)
!352 = !DILocation(line: 74, column: 17, scope: !251)
!353 = !DILocation(line: 74, column: 13, scope: !251)
!354 = !DILocation(line: 75, column: 13, scope: !251)
!355 = !DILocation(line: 76, column: 9, scope: !251)
!356 = !DILocation(line: 63, column: 33, scope: !246)
!357 = !DILocation(line: 63, column: 9, scope: !246)
!358 = distinct !{!358, !249, !359, !240}
!359 = !DILocation(line: 76, column: 9, scope: !242)
!360 = !DILocation(line: 77, column: 5, scope: !151)
!361 = !DILocation(line: 48, column: 29, scope: !146)
!362 = !DILocation(line: 48, column: 5, scope: !146)
!363 = distinct !{!363, !149, !364, !240}
!364 = !DILocation(line: 77, column: 5, scope: !142)
!365 = !DILocalVariable(name: "wides", scope: !130, file: !2, line: 79, type: !366)
!366 = !DICompositeType(tag: DW_TAG_array_type, baseType: !107, size: 1024, elements: !367)
!367 = !{!368}
!368 = !DISubrange(count: 16)
!369 = !DILocation(line: 79, column: 15, scope: !130)
!370 = !DILocalVariable(name: "i", scope: !371, file: !2, line: 81, type: !372)
!371 = distinct !DILexicalBlock(scope: !130, file: !2, line: 81, column: 5)
!372 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!373 = !DILocation(line: 81, column: 19, scope: !371)
!374 = !DILocation(line: 81, column: 10, scope: !371)
!375 = !DILocation(line: 81, column: 26, scope: !376)
!376 = distinct !DILexicalBlock(scope: !371, file: !2, line: 81, column: 5)
!377 = !DILocation(line: 81, column: 28, scope: !376)
!378 = !DILocation(line: 81, column: 5, scope: !371)
!379 = !DILocation(line: 82, column: 40, scope: !380)
!380 = distinct !DILexicalBlock(scope: !376, file: !2, line: 81, column: 69)
!381 = !DILocation(line: 82, column: 34, scope: !380)
!382 = !DILocation(line: 82, column: 9, scope: !380)
!383 = !DILocation(line: 82, column: 67, scope: !380)
!384 = !DILocation(line: 82, column: 61, scope: !380)
!385 = !DILocation(line: 82, column: 52, scope: !380)
!386 = !DILocation(line: 82, column: 45, scope: !380)
!387 = !DILocation(line: 82, column: 73, scope: !380)
!388 = !DILocation(line: 83, column: 5, scope: !380)
!389 = !DILocation(line: 81, column: 65, scope: !376)
!390 = !DILocation(line: 81, column: 5, scope: !376)
!391 = distinct !{!391, !378, !392, !240}
!392 = !DILocation(line: 83, column: 5, scope: !371)
!393 = !DILocalVariable(name: "acc", scope: !130, file: !2, line: 85, type: !104)
!394 = !DILocation(line: 85, column: 7, scope: !130)
!395 = !DILocalVariable(name: "k", scope: !396, file: !2, line: 86, type: !106)
!396 = distinct !DILexicalBlock(scope: !130, file: !2, line: 86, column: 5)
!397 = !DILocation(line: 86, column: 14, scope: !396)
!398 = !DILocation(line: 86, column: 10, scope: !396)
!399 = !DILocation(line: 86, column: 21, scope: !400)
!400 = distinct !DILexicalBlock(scope: !396, file: !2, line: 86, column: 5)
!401 = !DILocation(line: 86, column: 23, scope: !400)
!402 = !DILocation(line: 86, column: 5, scope: !396)
!403 = !DILocation(line: 87, column: 23, scope: !404)
!404 = distinct !DILexicalBlock(scope: !400, file: !2, line: 86, column: 34)
!405 = !DILocation(line: 87, column: 19, scope: !404)
!406 = !DILocation(line: 87, column: 27, scope: !404)
!407 = !DILocation(line: 87, column: 42, scope: !404)
!408 = !DILocation(line: 87, column: 38, scope: !404)
!409 = !DILocation(line: 87, column: 36, scope: !404)
!410 = !DILocation(line: 87, column: 15, scope: !404)
!411 = !DILocation(line: 87, column: 13, scope: !404)
!412 = !DILocation(line: 88, column: 24, scope: !404)
!413 = !DILocation(line: 88, column: 20, scope: !404)
!414 = !DILocation(line: 88, column: 28, scope: !404)
!415 = !DILocation(line: 88, column: 16, scope: !404)
!416 = !DILocation(line: 88, column: 13, scope: !404)
!417 = !DILocation(line: 89, column: 19, scope: !404)
!418 = !DILocation(line: 89, column: 28, scope: !404)
!419 = !DILocation(line: 89, column: 25, scope: !404)
!420 = !DILocation(line: 89, column: 23, scope: !404)
!421 = !DILocation(line: 89, column: 15, scope: !404)
!422 = !DILocation(line: 89, column: 13, scope: !404)
!423 = !DILocation(line: 90, column: 25, scope: !424)
!424 = distinct !DILexicalBlock(scope: !404, file: !2, line: 90, column: 13)
!425 = !DILocation(line: 90, column: 29, scope: !424)
!426 = !DILocation(line: 90, column: 13, scope: !404)
!427 = !DILocation(line: 90, column: 44, scope: !424)
!428 = !DILocation(line: 90, column: 48, scope: !424)
!429 = !DILocation(line: 90, column: 40, scope: !424)
!430 = !DILocation(line: 90, column: 38, scope: !424)
!431 = !DILocation(line: 90, column: 34, scope: !424)
!432 = !DILocation(line: 91, column: 5, scope: !404)
!433 = !DILocation(line: 86, column: 30, scope: !400)
!434 = !DILocation(line: 86, column: 5, scope: !400)
!435 = distinct !{!435, !402, !436, !240}
!436 = !DILocation(line: 91, column: 5, scope: !396)
!437 = !DILocation(line: 92, column: 15, scope: !130)
!438 = !DILocation(line: 92, column: 5, scope: !130)
!439 = !DILocation(line: 92, column: 21, scope: !130)
!440 = !DILocation(line: 93, column: 50, scope: !130)
!441 = !DILocation(line: 93, column: 5, scope: !130)
!442 = !DILocation(line: 94, column: 18, scope: !130)
!443 = !DILocation(line: 94, column: 23, scope: !130)
!444 = !DILocation(line: 94, column: 12, scope: !130)
!445 = !DILocation(line: 94, column: 5, scope: !130)
!446 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 37, type: !447, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!447 = !DISubroutineType(types: !448)
!448 = !{null, !449, !104}
!449 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !450, size: 64)
!450 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!451 = !DILocalVariable(name: "what", arg: 1, scope: !446, file: !2, line: 37, type: !449)
!452 = !DILocation(line: 37, column: 28, scope: !446)
!453 = !DILocalVariable(name: "v", arg: 2, scope: !446, file: !2, line: 37, type: !104)
!454 = !DILocation(line: 37, column: 36, scope: !446)
!455 = !DILocation(line: 38, column: 38, scope: !456)
!456 = distinct !DILexicalBlock(scope: !446, file: !2, line: 38, column: 9)
!457 = !DILocation(line: 38, column: 55, scope: !456)
!458 = !DILocation(line: 38, column: 44, scope: !456)
!459 = !DILocation(line: 38, column: 19, scope: !456)
!460 = !DILocation(line: 40, column: 29, scope: !446)
!461 = !DILocation(line: 40, column: 9, scope: !446)
!462 = !DILocation(line: 40, column: 5, scope: !446)
!463 = !DILocation(line: 41, column: 1, scope: !446)
!464 = distinct !DISubprogram(name: "f_not", scope: !2, file: !2, line: 27, type: !465, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!465 = !DISubroutineType(types: !466)
!466 = !{!104, !104}
!467 = !DILocalVariable(name: "a", arg: 1, scope: !464, file: !2, line: 27, type: !104)
!468 = !DILocation(line: 27, column: 44, scope: !464)
!469 = !DILocation(line: 27, column: 60, scope: !464)
!470 = !DILocation(line: 27, column: 59, scope: !464)
!471 = !DILocation(line: 27, column: 56, scope: !464)
!472 = !DILocation(line: 27, column: 49, scope: !464)
!473 = distinct !DISubprogram(name: "f_widen", scope: !2, file: !2, line: 33, type: !474, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!474 = !DISubroutineType(types: !475)
!475 = !{!107, !104}
!476 = !DILocalVariable(name: "a", arg: 1, scope: !473, file: !2, line: 33, type: !104)
!477 = !DILocation(line: 33, column: 54, scope: !473)
!478 = !DILocation(line: 33, column: 77, scope: !473)
!479 = !DILocation(line: 33, column: 66, scope: !473)
!480 = !DILocation(line: 33, column: 59, scope: !473)
!481 = distinct !DISubprogram(name: "f_uwiden", scope: !2, file: !2, line: 34, type: !482, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!482 = !DISubroutineType(types: !483)
!483 = !{!108, !104}
!484 = !DILocalVariable(name: "a", arg: 1, scope: !481, file: !2, line: 34, type: !104)
!485 = !DILocation(line: 34, column: 64, scope: !481)
!486 = !DILocation(line: 34, column: 96, scope: !481)
!487 = !DILocation(line: 34, column: 76, scope: !481)
!488 = !DILocation(line: 34, column: 69, scope: !481)
!489 = distinct !DISubprogram(name: "mix", scope: !2, file: !2, line: 15, type: !490, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!490 = !DISubroutineType(types: !491)
!491 = !{null, !108}
!492 = !DILocalVariable(name: "v", arg: 1, scope: !489, file: !2, line: 15, type: !108)
!493 = !DILocation(line: 15, column: 36, scope: !489)
!494 = !DILocalVariable(name: "i", scope: !495, file: !2, line: 16, type: !106)
!495 = distinct !DILexicalBlock(scope: !489, file: !2, line: 16, column: 5)
!496 = !DILocation(line: 16, column: 14, scope: !495)
!497 = !DILocation(line: 16, column: 10, scope: !495)
!498 = !DILocation(line: 16, column: 21, scope: !499)
!499 = distinct !DILexicalBlock(scope: !495, file: !2, line: 16, column: 5)
!500 = !DILocation(line: 16, column: 23, scope: !499)
!501 = !DILocation(line: 16, column: 5, scope: !495)
!502 = !DILocation(line: 16, column: 44, scope: !503)
!503 = distinct !DILexicalBlock(scope: !499, file: !2, line: 16, column: 33)
!504 = !DILocation(line: 16, column: 50, scope: !503)
!505 = !DILocation(line: 16, column: 52, scope: !503)
!506 = !DILocation(line: 16, column: 46, scope: !503)
!507 = !DILocation(line: 16, column: 58, scope: !503)
!508 = !DILocation(line: 16, column: 40, scope: !503)
!509 = !DILocation(line: 16, column: 71, scope: !503)
!510 = !DILocation(line: 16, column: 92, scope: !503)
!511 = !DILocation(line: 16, column: 29, scope: !499)
!512 = !DILocation(line: 16, column: 5, scope: !499)
!513 = distinct !{!513, !501, !514, !240}
!514 = !DILocation(line: 16, column: 92, scope: !495)
!515 = !DILocation(line: 17, column: 1, scope: !489)
!516 = distinct !DISubprogram(name: "f_add", scope: !2, file: !2, line: 19, type: !517, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!517 = !DISubroutineType(types: !518)
!518 = !{!104, !104, !104}
!519 = !DILocalVariable(name: "a", arg: 1, scope: !516, file: !2, line: 19, type: !104)
!520 = !DILocation(line: 19, column: 44, scope: !516)
!521 = !DILocalVariable(name: "b", arg: 2, scope: !516, file: !2, line: 19, type: !104)
!522 = !DILocation(line: 19, column: 49, scope: !516)
!523 = !DILocation(line: 19, column: 69, scope: !516)
!524 = !DILocation(line: 19, column: 65, scope: !516)
!525 = !DILocation(line: 19, column: 77, scope: !516)
!526 = !DILocation(line: 19, column: 73, scope: !516)
!527 = !DILocation(line: 19, column: 71, scope: !516)
!528 = !DILocation(line: 19, column: 61, scope: !516)
!529 = !DILocation(line: 19, column: 54, scope: !516)
!530 = distinct !DISubprogram(name: "f_sub", scope: !2, file: !2, line: 20, type: !517, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!531 = !DILocalVariable(name: "a", arg: 1, scope: !530, file: !2, line: 20, type: !104)
!532 = !DILocation(line: 20, column: 44, scope: !530)
!533 = !DILocalVariable(name: "b", arg: 2, scope: !530, file: !2, line: 20, type: !104)
!534 = !DILocation(line: 20, column: 49, scope: !530)
!535 = !DILocation(line: 20, column: 69, scope: !530)
!536 = !DILocation(line: 20, column: 65, scope: !530)
!537 = !DILocation(line: 20, column: 77, scope: !530)
!538 = !DILocation(line: 20, column: 73, scope: !530)
!539 = !DILocation(line: 20, column: 71, scope: !530)
!540 = !DILocation(line: 20, column: 61, scope: !530)
!541 = !DILocation(line: 20, column: 54, scope: !530)
!542 = distinct !DISubprogram(name: "f_shl", scope: !2, file: !2, line: 28, type: !543, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!543 = !DISubroutineType(types: !544)
!544 = !{!104, !104, !106}
!545 = !DILocalVariable(name: "a", arg: 1, scope: !542, file: !2, line: 28, type: !104)
!546 = !DILocation(line: 28, column: 44, scope: !542)
!547 = !DILocalVariable(name: "s", arg: 2, scope: !542, file: !2, line: 28, type: !106)
!548 = !DILocation(line: 28, column: 51, scope: !542)
!549 = !DILocation(line: 28, column: 71, scope: !542)
!550 = !DILocation(line: 28, column: 67, scope: !542)
!551 = !DILocation(line: 28, column: 76, scope: !542)
!552 = !DILocation(line: 28, column: 73, scope: !542)
!553 = !DILocation(line: 28, column: 63, scope: !542)
!554 = !DILocation(line: 28, column: 56, scope: !542)
!555 = distinct !DISubprogram(name: "f_shr", scope: !2, file: !2, line: 29, type: !543, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!556 = !DILocalVariable(name: "a", arg: 1, scope: !555, file: !2, line: 29, type: !104)
!557 = !DILocation(line: 29, column: 44, scope: !555)
!558 = !DILocalVariable(name: "s", arg: 2, scope: !555, file: !2, line: 29, type: !106)
!559 = !DILocation(line: 29, column: 51, scope: !555)
!560 = !DILocation(line: 29, column: 67, scope: !555)
!561 = !DILocation(line: 29, column: 72, scope: !555)
!562 = !DILocation(line: 29, column: 69, scope: !555)
!563 = !DILocation(line: 29, column: 63, scope: !555)
!564 = !DILocation(line: 29, column: 56, scope: !555)
!565 = distinct !DISubprogram(name: "f_mul", scope: !2, file: !2, line: 21, type: !517, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!566 = !DILocalVariable(name: "a", arg: 1, scope: !565, file: !2, line: 21, type: !104)
!567 = !DILocation(line: 21, column: 44, scope: !565)
!568 = !DILocalVariable(name: "b", arg: 2, scope: !565, file: !2, line: 21, type: !104)
!569 = !DILocation(line: 21, column: 49, scope: !565)
!570 = !DILocation(line: 21, column: 69, scope: !565)
!571 = !DILocation(line: 21, column: 65, scope: !565)
!572 = !DILocation(line: 21, column: 71, scope: !565)
!573 = !DILocation(line: 21, column: 82, scope: !565)
!574 = !DILocation(line: 21, column: 78, scope: !565)
!575 = !DILocation(line: 21, column: 76, scope: !565)
!576 = !DILocation(line: 21, column: 61, scope: !565)
!577 = !DILocation(line: 21, column: 54, scope: !565)
!578 = distinct !DISubprogram(name: "f_div", scope: !2, file: !2, line: 22, type: !517, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!579 = !DILocalVariable(name: "a", arg: 1, scope: !578, file: !2, line: 22, type: !104)
!580 = !DILocation(line: 22, column: 44, scope: !578)
!581 = !DILocalVariable(name: "b", arg: 2, scope: !578, file: !2, line: 22, type: !104)
!582 = !DILocation(line: 22, column: 49, scope: !578)
!583 = !DILocation(line: 22, column: 65, scope: !578)
!584 = !DILocation(line: 22, column: 69, scope: !578)
!585 = !DILocation(line: 22, column: 67, scope: !578)
!586 = !DILocation(line: 22, column: 61, scope: !578)
!587 = !DILocation(line: 22, column: 54, scope: !578)
!588 = distinct !DISubprogram(name: "f_rem", scope: !2, file: !2, line: 23, type: !517, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!589 = !DILocalVariable(name: "a", arg: 1, scope: !588, file: !2, line: 23, type: !104)
!590 = !DILocation(line: 23, column: 44, scope: !588)
!591 = !DILocalVariable(name: "b", arg: 2, scope: !588, file: !2, line: 23, type: !104)
!592 = !DILocation(line: 23, column: 49, scope: !588)
!593 = !DILocation(line: 23, column: 65, scope: !588)
!594 = !DILocation(line: 23, column: 69, scope: !588)
!595 = !DILocation(line: 23, column: 67, scope: !588)
!596 = !DILocation(line: 23, column: 61, scope: !588)
!597 = !DILocation(line: 23, column: 54, scope: !588)
!598 = distinct !DISubprogram(name: "f_and", scope: !2, file: !2, line: 24, type: !517, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!599 = !DILocalVariable(name: "a", arg: 1, scope: !598, file: !2, line: 24, type: !104)
!600 = !DILocation(line: 24, column: 44, scope: !598)
!601 = !DILocalVariable(name: "b", arg: 2, scope: !598, file: !2, line: 24, type: !104)
!602 = !DILocation(line: 24, column: 49, scope: !598)
!603 = !DILocation(line: 24, column: 61, scope: !598)
!604 = !DILocation(line: 24, column: 65, scope: !598)
!605 = !DILocation(line: 24, column: 63, scope: !598)
!606 = !DILocation(line: 24, column: 54, scope: !598)
!607 = distinct !DISubprogram(name: "f_or", scope: !2, file: !2, line: 25, type: !517, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!608 = !DILocalVariable(name: "a", arg: 1, scope: !607, file: !2, line: 25, type: !104)
!609 = !DILocation(line: 25, column: 43, scope: !607)
!610 = !DILocalVariable(name: "b", arg: 2, scope: !607, file: !2, line: 25, type: !104)
!611 = !DILocation(line: 25, column: 48, scope: !607)
!612 = !DILocation(line: 25, column: 60, scope: !607)
!613 = !DILocation(line: 25, column: 64, scope: !607)
!614 = !DILocation(line: 25, column: 62, scope: !607)
!615 = !DILocation(line: 25, column: 53, scope: !607)
!616 = distinct !DISubprogram(name: "f_xor", scope: !2, file: !2, line: 26, type: !517, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!617 = !DILocalVariable(name: "a", arg: 1, scope: !616, file: !2, line: 26, type: !104)
!618 = !DILocation(line: 26, column: 44, scope: !616)
!619 = !DILocalVariable(name: "b", arg: 2, scope: !616, file: !2, line: 26, type: !104)
!620 = !DILocation(line: 26, column: 49, scope: !616)
!621 = !DILocation(line: 26, column: 61, scope: !616)
!622 = !DILocation(line: 26, column: 65, scope: !616)
!623 = !DILocation(line: 26, column: 63, scope: !616)
!624 = !DILocation(line: 26, column: 54, scope: !616)
!625 = distinct !DISubprogram(name: "f_lt", scope: !2, file: !2, line: 30, type: !626, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!626 = !DISubroutineType(types: !627)
!627 = !{!106, !104, !104}
!628 = !DILocalVariable(name: "a", arg: 1, scope: !625, file: !2, line: 30, type: !104)
!629 = !DILocation(line: 30, column: 45, scope: !625)
!630 = !DILocalVariable(name: "b", arg: 2, scope: !625, file: !2, line: 30, type: !104)
!631 = !DILocation(line: 30, column: 50, scope: !625)
!632 = !DILocation(line: 30, column: 62, scope: !625)
!633 = !DILocation(line: 30, column: 66, scope: !625)
!634 = !DILocation(line: 30, column: 64, scope: !625)
!635 = !DILocation(line: 30, column: 55, scope: !625)
!636 = distinct !DISubprogram(name: "f_le", scope: !2, file: !2, line: 31, type: !626, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!637 = !DILocalVariable(name: "a", arg: 1, scope: !636, file: !2, line: 31, type: !104)
!638 = !DILocation(line: 31, column: 45, scope: !636)
!639 = !DILocalVariable(name: "b", arg: 2, scope: !636, file: !2, line: 31, type: !104)
!640 = !DILocation(line: 31, column: 50, scope: !636)
!641 = !DILocation(line: 31, column: 62, scope: !636)
!642 = !DILocation(line: 31, column: 67, scope: !636)
!643 = !DILocation(line: 31, column: 64, scope: !636)
!644 = !DILocation(line: 31, column: 55, scope: !636)
!645 = distinct !DISubprogram(name: "f_eq", scope: !2, file: !2, line: 32, type: !626, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!646 = !DILocalVariable(name: "a", arg: 1, scope: !645, file: !2, line: 32, type: !104)
!647 = !DILocation(line: 32, column: 45, scope: !645)
!648 = !DILocalVariable(name: "b", arg: 2, scope: !645, file: !2, line: 32, type: !104)
!649 = !DILocation(line: 32, column: 50, scope: !645)
!650 = !DILocation(line: 32, column: 62, scope: !645)
!651 = !DILocation(line: 32, column: 67, scope: !645)
!652 = !DILocation(line: 32, column: 64, scope: !645)
!653 = !DILocation(line: 32, column: 55, scope: !645)
!654 = distinct !DISubprogram(name: "f_narrow", scope: !2, file: !2, line: 35, type: !655, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !102, retainedNodes: !133)
!655 = !DISubroutineType(types: !656)
!656 = !{!104, !107}
!657 = !DILocalVariable(name: "v", arg: 1, scope: !654, file: !2, line: 35, type: !107)
!658 = !DILocation(line: 35, column: 55, scope: !654)
!659 = !DILocation(line: 35, column: 70, scope: !654)
!660 = !DILocation(line: 35, column: 67, scope: !654)
!661 = !DILocation(line: 35, column: 60, scope: !654)
