; ModuleID = 'programs/edit_distance_lcs.c'
source_filename = "programs/edit_distance_lcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [7 x i8] c"kitten\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"sitting\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"flaw\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [5 x i8] c"lawn\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [7 x i8] c"abcdef\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [7 x i8] c"badcfe\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [10 x i8] c"intention\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [10 x i8] c"execution\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [31 x i8] c"the quick brown fox jumps over\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [33 x i8] c"a quick brown dog jumped over it\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [30 x i8] c"ACCGGTCGAGTGCGCGGAAGCCGGCCGAA\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [29 x i8] c"GTCGTTCGGAATGCCGTTGCTCTGTAAA\00", align 1, !dbg !55
@__const.main.pairs = private unnamed_addr constant [7 x [2 x ptr]] [[2 x ptr] [ptr @.str, ptr @.str.1], [2 x ptr] [ptr @.str.2, ptr @.str.3], [2 x ptr] [ptr @.str.4, ptr @.str.5], [2 x ptr] [ptr @.str.6, ptr @.str.7], [2 x ptr] [ptr @.str.8, ptr @.str.9], [2 x ptr] [ptr @.str.10, ptr @.str.11], [2 x ptr] [ptr @.str.12, ptr @.str.13]], align 16
@.str.14 = private unnamed_addr constant [51 x i8] c"lev=%d/%d damerau=%d lcs=%d '%s' substr=%d '%.*s'\0A\00", align 1, !dbg !60
@.str.15 = private unnamed_addr constant [15 x i8] c"lps: %d %d %d\0A\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [10 x i8] c"character\00", align 1, !dbg !70
@.str.17 = private unnamed_addr constant [11 x i8] c"racecarxyz\00", align 1, !dbg !72
@.str.18 = private unnamed_addr constant [6 x i8] c"bbbab\00", align 1, !dbg !77
@lev_full.d = internal global [128 x [128 x i32]] zeroinitializer, align 16, !dbg !82
@damerau.d = internal global [128 x [128 x i32]] zeroinitializer, align 16, !dbg !96
@lcs.d = internal global [128 x [128 x i32]] zeroinitializer, align 16, !dbg !103
@lps.d = internal global [128 x [128 x i32]] zeroinitializer, align 16, !dbg !109

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !122 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x [2 x ptr]], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [128 x i8], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !125, !DIExpression(), !129)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.pairs, i64 112, i1 false), !dbg !129
    #dbg_declare(ptr %3, !130, !DIExpression(), !131)
  store i32 0, ptr %3, align 4, !dbg !131
    #dbg_declare(ptr %4, !132, !DIExpression(), !134)
  store i32 0, ptr %4, align 4, !dbg !134
  br label %14, !dbg !135

14:                                               ; preds = %75, %0
  %15 = load i32, ptr %4, align 4, !dbg !136
  %16 = icmp slt i32 %15, 7, !dbg !138
  br i1 %16, label %17, label %78, !dbg !139

17:                                               ; preds = %14
    #dbg_declare(ptr %5, !140, !DIExpression(), !142)
  %18 = load i32, ptr %4, align 4, !dbg !143
  %19 = sext i32 %18 to i64, !dbg !144
  %20 = getelementptr inbounds [7 x [2 x ptr]], ptr %2, i64 0, i64 %19, !dbg !144
  %21 = getelementptr inbounds [2 x ptr], ptr %20, i64 0, i64 0, !dbg !144
  %22 = load ptr, ptr %21, align 16, !dbg !144
  store ptr %22, ptr %5, align 8, !dbg !142
    #dbg_declare(ptr %6, !145, !DIExpression(), !146)
  %23 = load i32, ptr %4, align 4, !dbg !147
  %24 = sext i32 %23 to i64, !dbg !148
  %25 = getelementptr inbounds [7 x [2 x ptr]], ptr %2, i64 0, i64 %24, !dbg !148
  %26 = getelementptr inbounds [2 x ptr], ptr %25, i64 0, i64 1, !dbg !148
  %27 = load ptr, ptr %26, align 8, !dbg !148
  store ptr %27, ptr %6, align 8, !dbg !146
    #dbg_declare(ptr %7, !149, !DIExpression(), !152)
    #dbg_declare(ptr %8, !153, !DIExpression(), !154)
  store i32 0, ptr %8, align 4, !dbg !154
    #dbg_declare(ptr %9, !155, !DIExpression(), !156)
  %28 = load ptr, ptr %5, align 8, !dbg !157
  %29 = load ptr, ptr %6, align 8, !dbg !158
  %30 = call i32 @lev_full(ptr noundef %28, ptr noundef %29), !dbg !159
  store i32 %30, ptr %9, align 4, !dbg !156
    #dbg_declare(ptr %10, !160, !DIExpression(), !161)
  %31 = load ptr, ptr %5, align 8, !dbg !162
  %32 = load ptr, ptr %6, align 8, !dbg !163
  %33 = call i32 @lev_rows(ptr noundef %31, ptr noundef %32), !dbg !164
  store i32 %33, ptr %10, align 4, !dbg !161
    #dbg_declare(ptr %11, !165, !DIExpression(), !166)
  %34 = load ptr, ptr %5, align 8, !dbg !167
  %35 = load ptr, ptr %6, align 8, !dbg !168
  %36 = call i32 @damerau(ptr noundef %34, ptr noundef %35), !dbg !169
  store i32 %36, ptr %11, align 4, !dbg !166
    #dbg_declare(ptr %12, !170, !DIExpression(), !171)
  %37 = load ptr, ptr %5, align 8, !dbg !172
  %38 = load ptr, ptr %6, align 8, !dbg !173
  %39 = getelementptr inbounds [128 x i8], ptr %7, i64 0, i64 0, !dbg !174
  %40 = call i32 @lcs(ptr noundef %37, ptr noundef %38, ptr noundef %39), !dbg !175
  store i32 %40, ptr %12, align 4, !dbg !171
    #dbg_declare(ptr %13, !176, !DIExpression(), !177)
  %41 = load ptr, ptr %5, align 8, !dbg !178
  %42 = load ptr, ptr %6, align 8, !dbg !179
  %43 = call i32 @lcsubstr(ptr noundef %41, ptr noundef %42, ptr noundef %8), !dbg !180
  store i32 %43, ptr %13, align 4, !dbg !177
  %44 = load i32, ptr %9, align 4, !dbg !181
  %45 = load i32, ptr %10, align 4, !dbg !182
  %46 = load i32, ptr %11, align 4, !dbg !183
  %47 = load i32, ptr %12, align 4, !dbg !184
  %48 = getelementptr inbounds [128 x i8], ptr %7, i64 0, i64 0, !dbg !185
  %49 = load i32, ptr %13, align 4, !dbg !186
  %50 = load i32, ptr %13, align 4, !dbg !187
  %51 = load ptr, ptr %5, align 8, !dbg !188
  %52 = load i32, ptr %8, align 4, !dbg !189
  %53 = sext i32 %52 to i64, !dbg !190
  %54 = getelementptr inbounds i8, ptr %51, i64 %53, !dbg !190
  %55 = load i32, ptr %13, align 4, !dbg !191
  %56 = sext i32 %55 to i64, !dbg !192
  %57 = sub i64 0, %56, !dbg !192
  %58 = getelementptr inbounds i8, ptr %54, i64 %57, !dbg !192
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %44, i32 noundef %45, i32 noundef %46, i32 noundef %47, ptr noundef %48, i32 noundef %49, i32 noundef %50, ptr noundef %58), !dbg !193
  %60 = load i32, ptr %9, align 4, !dbg !194
  %61 = load i32, ptr %11, align 4, !dbg !195
  %62 = add nsw i32 %60, %61, !dbg !196
  %63 = load i32, ptr %12, align 4, !dbg !197
  %64 = add nsw i32 %62, %63, !dbg !198
  %65 = load i32, ptr %13, align 4, !dbg !199
  %66 = add nsw i32 %64, %65, !dbg !200
  %67 = load i32, ptr %9, align 4, !dbg !201
  %68 = load i32, ptr %10, align 4, !dbg !202
  %69 = icmp ne i32 %67, %68, !dbg !203
  %70 = zext i1 %69 to i32, !dbg !203
  %71 = mul nsw i32 %70, 1000, !dbg !204
  %72 = add nsw i32 %66, %71, !dbg !205
  %73 = load i32, ptr %3, align 4, !dbg !206
  %74 = add nsw i32 %73, %72, !dbg !206
  store i32 %74, ptr %3, align 4, !dbg !206
  br label %75, !dbg !207

75:                                               ; preds = %17
  %76 = load i32, ptr %4, align 4, !dbg !208
  %77 = add nsw i32 %76, 1, !dbg !208
  store i32 %77, ptr %4, align 4, !dbg !208
  br label %14, !dbg !209, !llvm.loop !210

78:                                               ; preds = %14
  %79 = call i32 @lps(ptr noundef @.str.16), !dbg !213
  %80 = call i32 @lps(ptr noundef @.str.17), !dbg !214
  %81 = call i32 @lps(ptr noundef @.str.18), !dbg !215
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, i32 noundef %79, i32 noundef %80, i32 noundef %81), !dbg !216
  %83 = load i32, ptr %3, align 4, !dbg !217
  %84 = and i32 %83, 127, !dbg !218
  ret i32 %84, !dbg !219
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lev_full(ptr noundef %0, ptr noundef %1) #0 !dbg !84 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !220, !DIExpression(), !221)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !222, !DIExpression(), !223)
    #dbg_declare(ptr %5, !224, !DIExpression(), !225)
  %11 = load ptr, ptr %3, align 8, !dbg !226
  %12 = call i64 @strlen(ptr noundef %11) #5, !dbg !227
  %13 = trunc i64 %12 to i32, !dbg !228
  store i32 %13, ptr %5, align 4, !dbg !225
    #dbg_declare(ptr %6, !229, !DIExpression(), !230)
  %14 = load ptr, ptr %4, align 8, !dbg !231
  %15 = call i64 @strlen(ptr noundef %14) #5, !dbg !232
  %16 = trunc i64 %15 to i32, !dbg !233
  store i32 %16, ptr %6, align 4, !dbg !230
    #dbg_declare(ptr %7, !234, !DIExpression(), !236)
  store i32 0, ptr %7, align 4, !dbg !236
  br label %17, !dbg !237

17:                                               ; preds = %27, %2
  %18 = load i32, ptr %7, align 4, !dbg !238
  %19 = load i32, ptr %5, align 4, !dbg !240
  %20 = icmp sle i32 %18, %19, !dbg !241
  br i1 %20, label %21, label %30, !dbg !242

21:                                               ; preds = %17
  %22 = load i32, ptr %7, align 4, !dbg !243
  %23 = load i32, ptr %7, align 4, !dbg !244
  %24 = sext i32 %23 to i64, !dbg !245
  %25 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %24, !dbg !245
  %26 = getelementptr inbounds [128 x i32], ptr %25, i64 0, i64 0, !dbg !245
  store i32 %22, ptr %26, align 16, !dbg !246
  br label %27, !dbg !245

27:                                               ; preds = %21
  %28 = load i32, ptr %7, align 4, !dbg !247
  %29 = add nsw i32 %28, 1, !dbg !247
  store i32 %29, ptr %7, align 4, !dbg !247
  br label %17, !dbg !248, !llvm.loop !249

30:                                               ; preds = %17
    #dbg_declare(ptr %8, !251, !DIExpression(), !253)
  store i32 0, ptr %8, align 4, !dbg !253
  br label %31, !dbg !254

31:                                               ; preds = %40, %30
  %32 = load i32, ptr %8, align 4, !dbg !255
  %33 = load i32, ptr %6, align 4, !dbg !257
  %34 = icmp sle i32 %32, %33, !dbg !258
  br i1 %34, label %35, label %43, !dbg !259

35:                                               ; preds = %31
  %36 = load i32, ptr %8, align 4, !dbg !260
  %37 = load i32, ptr %8, align 4, !dbg !261
  %38 = sext i32 %37 to i64, !dbg !262
  %39 = getelementptr inbounds [128 x i32], ptr @lev_full.d, i64 0, i64 %38, !dbg !262
  store i32 %36, ptr %39, align 4, !dbg !263
  br label %40, !dbg !262

40:                                               ; preds = %35
  %41 = load i32, ptr %8, align 4, !dbg !264
  %42 = add nsw i32 %41, 1, !dbg !264
  store i32 %42, ptr %8, align 4, !dbg !264
  br label %31, !dbg !265, !llvm.loop !266

43:                                               ; preds = %31
    #dbg_declare(ptr %9, !268, !DIExpression(), !270)
  store i32 1, ptr %9, align 4, !dbg !270
  br label %44, !dbg !271

44:                                               ; preds = %109, %43
  %45 = load i32, ptr %9, align 4, !dbg !272
  %46 = load i32, ptr %5, align 4, !dbg !274
  %47 = icmp sle i32 %45, %46, !dbg !275
  br i1 %47, label %48, label %112, !dbg !276

48:                                               ; preds = %44
    #dbg_declare(ptr %10, !277, !DIExpression(), !279)
  store i32 1, ptr %10, align 4, !dbg !279
  br label %49, !dbg !280

49:                                               ; preds = %105, %48
  %50 = load i32, ptr %10, align 4, !dbg !281
  %51 = load i32, ptr %6, align 4, !dbg !283
  %52 = icmp sle i32 %50, %51, !dbg !284
  br i1 %52, label %53, label %108, !dbg !285

53:                                               ; preds = %49
  %54 = load i32, ptr %9, align 4, !dbg !286
  %55 = sub nsw i32 %54, 1, !dbg !287
  %56 = sext i32 %55 to i64, !dbg !288
  %57 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %56, !dbg !288
  %58 = load i32, ptr %10, align 4, !dbg !289
  %59 = sext i32 %58 to i64, !dbg !288
  %60 = getelementptr inbounds [128 x i32], ptr %57, i64 0, i64 %59, !dbg !288
  %61 = load i32, ptr %60, align 4, !dbg !288
  %62 = add nsw i32 %61, 1, !dbg !290
  %63 = load i32, ptr %9, align 4, !dbg !291
  %64 = sext i32 %63 to i64, !dbg !292
  %65 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %64, !dbg !292
  %66 = load i32, ptr %10, align 4, !dbg !293
  %67 = sub nsw i32 %66, 1, !dbg !294
  %68 = sext i32 %67 to i64, !dbg !292
  %69 = getelementptr inbounds [128 x i32], ptr %65, i64 0, i64 %68, !dbg !292
  %70 = load i32, ptr %69, align 4, !dbg !292
  %71 = add nsw i32 %70, 1, !dbg !295
  %72 = load i32, ptr %9, align 4, !dbg !296
  %73 = sub nsw i32 %72, 1, !dbg !297
  %74 = sext i32 %73 to i64, !dbg !298
  %75 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %74, !dbg !298
  %76 = load i32, ptr %10, align 4, !dbg !299
  %77 = sub nsw i32 %76, 1, !dbg !300
  %78 = sext i32 %77 to i64, !dbg !298
  %79 = getelementptr inbounds [128 x i32], ptr %75, i64 0, i64 %78, !dbg !298
  %80 = load i32, ptr %79, align 4, !dbg !298
  %81 = load ptr, ptr %3, align 8, !dbg !301
  %82 = load i32, ptr %9, align 4, !dbg !302
  %83 = sub nsw i32 %82, 1, !dbg !303
  %84 = sext i32 %83 to i64, !dbg !301
  %85 = getelementptr inbounds i8, ptr %81, i64 %84, !dbg !301
  %86 = load i8, ptr %85, align 1, !dbg !301
  %87 = sext i8 %86 to i32, !dbg !301
  %88 = load ptr, ptr %4, align 8, !dbg !304
  %89 = load i32, ptr %10, align 4, !dbg !305
  %90 = sub nsw i32 %89, 1, !dbg !306
  %91 = sext i32 %90 to i64, !dbg !304
  %92 = getelementptr inbounds i8, ptr %88, i64 %91, !dbg !304
  %93 = load i8, ptr %92, align 1, !dbg !304
  %94 = sext i8 %93 to i32, !dbg !304
  %95 = icmp ne i32 %87, %94, !dbg !307
  %96 = zext i1 %95 to i32, !dbg !307
  %97 = add nsw i32 %80, %96, !dbg !308
  %98 = call i32 @min3(i32 noundef %62, i32 noundef %71, i32 noundef %97), !dbg !309
  %99 = load i32, ptr %9, align 4, !dbg !310
  %100 = sext i32 %99 to i64, !dbg !311
  %101 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %100, !dbg !311
  %102 = load i32, ptr %10, align 4, !dbg !312
  %103 = sext i32 %102 to i64, !dbg !311
  %104 = getelementptr inbounds [128 x i32], ptr %101, i64 0, i64 %103, !dbg !311
  store i32 %98, ptr %104, align 4, !dbg !313
  br label %105, !dbg !311

105:                                              ; preds = %53
  %106 = load i32, ptr %10, align 4, !dbg !314
  %107 = add nsw i32 %106, 1, !dbg !314
  store i32 %107, ptr %10, align 4, !dbg !314
  br label %49, !dbg !315, !llvm.loop !316

108:                                              ; preds = %49
  br label %109, !dbg !317

109:                                              ; preds = %108
  %110 = load i32, ptr %9, align 4, !dbg !318
  %111 = add nsw i32 %110, 1, !dbg !318
  store i32 %111, ptr %9, align 4, !dbg !318
  br label %44, !dbg !319, !llvm.loop !320

112:                                              ; preds = %44
  %113 = load i32, ptr %5, align 4, !dbg !322
  %114 = sext i32 %113 to i64, !dbg !323
  %115 = getelementptr inbounds [128 x [128 x i32]], ptr @lev_full.d, i64 0, i64 %114, !dbg !323
  %116 = load i32, ptr %6, align 4, !dbg !324
  %117 = sext i32 %116 to i64, !dbg !323
  %118 = getelementptr inbounds [128 x i32], ptr %115, i64 0, i64 %117, !dbg !323
  %119 = load i32, ptr %118, align 4, !dbg !323
  ret i32 %119, !dbg !325
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lev_rows(ptr noundef %0, ptr noundef %1) #0 !dbg !326 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca [128 x i32], align 16
  %8 = alloca [128 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !327, !DIExpression(), !328)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !329, !DIExpression(), !330)
    #dbg_declare(ptr %5, !331, !DIExpression(), !332)
  %12 = load ptr, ptr %3, align 8, !dbg !333
  %13 = call i64 @strlen(ptr noundef %12) #5, !dbg !334
  %14 = trunc i64 %13 to i32, !dbg !335
  store i32 %14, ptr %5, align 4, !dbg !332
    #dbg_declare(ptr %6, !336, !DIExpression(), !337)
  %15 = load ptr, ptr %4, align 8, !dbg !338
  %16 = call i64 @strlen(ptr noundef %15) #5, !dbg !339
  %17 = trunc i64 %16 to i32, !dbg !340
  store i32 %17, ptr %6, align 4, !dbg !337
    #dbg_declare(ptr %7, !341, !DIExpression(), !343)
    #dbg_declare(ptr %8, !344, !DIExpression(), !345)
    #dbg_declare(ptr %9, !346, !DIExpression(), !348)
  store i32 0, ptr %9, align 4, !dbg !348
  br label %18, !dbg !349

18:                                               ; preds = %27, %2
  %19 = load i32, ptr %9, align 4, !dbg !350
  %20 = load i32, ptr %6, align 4, !dbg !352
  %21 = icmp sle i32 %19, %20, !dbg !353
  br i1 %21, label %22, label %30, !dbg !354

22:                                               ; preds = %18
  %23 = load i32, ptr %9, align 4, !dbg !355
  %24 = load i32, ptr %9, align 4, !dbg !356
  %25 = sext i32 %24 to i64, !dbg !357
  %26 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 %25, !dbg !357
  store i32 %23, ptr %26, align 4, !dbg !358
  br label %27, !dbg !357

27:                                               ; preds = %22
  %28 = load i32, ptr %9, align 4, !dbg !359
  %29 = add nsw i32 %28, 1, !dbg !359
  store i32 %29, ptr %9, align 4, !dbg !359
  br label %18, !dbg !360, !llvm.loop !361

30:                                               ; preds = %18
    #dbg_declare(ptr %10, !363, !DIExpression(), !365)
  store i32 1, ptr %10, align 4, !dbg !365
  br label %31, !dbg !366

31:                                               ; preds = %90, %30
  %32 = load i32, ptr %10, align 4, !dbg !367
  %33 = load i32, ptr %5, align 4, !dbg !369
  %34 = icmp sle i32 %32, %33, !dbg !370
  br i1 %34, label %35, label %93, !dbg !371

35:                                               ; preds = %31
  %36 = load i32, ptr %10, align 4, !dbg !372
  %37 = getelementptr inbounds [128 x i32], ptr %8, i64 0, i64 0, !dbg !374
  store i32 %36, ptr %37, align 16, !dbg !375
    #dbg_declare(ptr %11, !376, !DIExpression(), !378)
  store i32 1, ptr %11, align 4, !dbg !378
  br label %38, !dbg !379

38:                                               ; preds = %80, %35
  %39 = load i32, ptr %11, align 4, !dbg !380
  %40 = load i32, ptr %6, align 4, !dbg !382
  %41 = icmp sle i32 %39, %40, !dbg !383
  br i1 %41, label %42, label %83, !dbg !384

42:                                               ; preds = %38
  %43 = load i32, ptr %11, align 4, !dbg !385
  %44 = sext i32 %43 to i64, !dbg !386
  %45 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 %44, !dbg !386
  %46 = load i32, ptr %45, align 4, !dbg !386
  %47 = add nsw i32 %46, 1, !dbg !387
  %48 = load i32, ptr %11, align 4, !dbg !388
  %49 = sub nsw i32 %48, 1, !dbg !389
  %50 = sext i32 %49 to i64, !dbg !390
  %51 = getelementptr inbounds [128 x i32], ptr %8, i64 0, i64 %50, !dbg !390
  %52 = load i32, ptr %51, align 4, !dbg !390
  %53 = add nsw i32 %52, 1, !dbg !391
  %54 = load i32, ptr %11, align 4, !dbg !392
  %55 = sub nsw i32 %54, 1, !dbg !393
  %56 = sext i32 %55 to i64, !dbg !394
  %57 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 %56, !dbg !394
  %58 = load i32, ptr %57, align 4, !dbg !394
  %59 = load ptr, ptr %3, align 8, !dbg !395
  %60 = load i32, ptr %10, align 4, !dbg !396
  %61 = sub nsw i32 %60, 1, !dbg !397
  %62 = sext i32 %61 to i64, !dbg !395
  %63 = getelementptr inbounds i8, ptr %59, i64 %62, !dbg !395
  %64 = load i8, ptr %63, align 1, !dbg !395
  %65 = sext i8 %64 to i32, !dbg !395
  %66 = load ptr, ptr %4, align 8, !dbg !398
  %67 = load i32, ptr %11, align 4, !dbg !399
  %68 = sub nsw i32 %67, 1, !dbg !400
  %69 = sext i32 %68 to i64, !dbg !398
  %70 = getelementptr inbounds i8, ptr %66, i64 %69, !dbg !398
  %71 = load i8, ptr %70, align 1, !dbg !398
  %72 = sext i8 %71 to i32, !dbg !398
  %73 = icmp ne i32 %65, %72, !dbg !401
  %74 = zext i1 %73 to i32, !dbg !401
  %75 = add nsw i32 %58, %74, !dbg !402
  %76 = call i32 @min3(i32 noundef %47, i32 noundef %53, i32 noundef %75), !dbg !403
  %77 = load i32, ptr %11, align 4, !dbg !404
  %78 = sext i32 %77 to i64, !dbg !405
  %79 = getelementptr inbounds [128 x i32], ptr %8, i64 0, i64 %78, !dbg !405
  store i32 %76, ptr %79, align 4, !dbg !406
  br label %80, !dbg !405

80:                                               ; preds = %42
  %81 = load i32, ptr %11, align 4, !dbg !407
  %82 = add nsw i32 %81, 1, !dbg !407
  store i32 %82, ptr %11, align 4, !dbg !407
  br label %38, !dbg !408, !llvm.loop !409

83:                                               ; preds = %38
  %84 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 0, !dbg !411
  %85 = getelementptr inbounds [128 x i32], ptr %8, i64 0, i64 0, !dbg !411
  %86 = load i32, ptr %6, align 4, !dbg !412
  %87 = add nsw i32 %86, 1, !dbg !413
  %88 = sext i32 %87 to i64, !dbg !414
  %89 = mul i64 4, %88, !dbg !415
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %84, ptr align 16 %85, i64 %89, i1 false), !dbg !411
  br label %90, !dbg !416

90:                                               ; preds = %83
  %91 = load i32, ptr %10, align 4, !dbg !417
  %92 = add nsw i32 %91, 1, !dbg !417
  store i32 %92, ptr %10, align 4, !dbg !417
  br label %31, !dbg !418, !llvm.loop !419

93:                                               ; preds = %31
  %94 = load i32, ptr %6, align 4, !dbg !421
  %95 = sext i32 %94 to i64, !dbg !422
  %96 = getelementptr inbounds [128 x i32], ptr %7, i64 0, i64 %95, !dbg !422
  %97 = load i32, ptr %96, align 4, !dbg !422
  ret i32 %97, !dbg !423
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @damerau(ptr noundef %0, ptr noundef %1) #0 !dbg !98 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !424, !DIExpression(), !425)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !426, !DIExpression(), !427)
    #dbg_declare(ptr %5, !428, !DIExpression(), !429)
  %11 = load ptr, ptr %3, align 8, !dbg !430
  %12 = call i64 @strlen(ptr noundef %11) #5, !dbg !431
  %13 = trunc i64 %12 to i32, !dbg !432
  store i32 %13, ptr %5, align 4, !dbg !429
    #dbg_declare(ptr %6, !433, !DIExpression(), !434)
  %14 = load ptr, ptr %4, align 8, !dbg !435
  %15 = call i64 @strlen(ptr noundef %14) #5, !dbg !436
  %16 = trunc i64 %15 to i32, !dbg !437
  store i32 %16, ptr %6, align 4, !dbg !434
    #dbg_declare(ptr %7, !438, !DIExpression(), !440)
  store i32 0, ptr %7, align 4, !dbg !440
  br label %17, !dbg !441

17:                                               ; preds = %27, %2
  %18 = load i32, ptr %7, align 4, !dbg !442
  %19 = load i32, ptr %5, align 4, !dbg !444
  %20 = icmp sle i32 %18, %19, !dbg !445
  br i1 %20, label %21, label %30, !dbg !446

21:                                               ; preds = %17
  %22 = load i32, ptr %7, align 4, !dbg !447
  %23 = load i32, ptr %7, align 4, !dbg !448
  %24 = sext i32 %23 to i64, !dbg !449
  %25 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %24, !dbg !449
  %26 = getelementptr inbounds [128 x i32], ptr %25, i64 0, i64 0, !dbg !449
  store i32 %22, ptr %26, align 16, !dbg !450
  br label %27, !dbg !449

27:                                               ; preds = %21
  %28 = load i32, ptr %7, align 4, !dbg !451
  %29 = add nsw i32 %28, 1, !dbg !451
  store i32 %29, ptr %7, align 4, !dbg !451
  br label %17, !dbg !452, !llvm.loop !453

30:                                               ; preds = %17
    #dbg_declare(ptr %8, !455, !DIExpression(), !457)
  store i32 0, ptr %8, align 4, !dbg !457
  br label %31, !dbg !458

31:                                               ; preds = %40, %30
  %32 = load i32, ptr %8, align 4, !dbg !459
  %33 = load i32, ptr %6, align 4, !dbg !461
  %34 = icmp sle i32 %32, %33, !dbg !462
  br i1 %34, label %35, label %43, !dbg !463

35:                                               ; preds = %31
  %36 = load i32, ptr %8, align 4, !dbg !464
  %37 = load i32, ptr %8, align 4, !dbg !465
  %38 = sext i32 %37 to i64, !dbg !466
  %39 = getelementptr inbounds [128 x i32], ptr @damerau.d, i64 0, i64 %38, !dbg !466
  store i32 %36, ptr %39, align 4, !dbg !467
  br label %40, !dbg !466

40:                                               ; preds = %35
  %41 = load i32, ptr %8, align 4, !dbg !468
  %42 = add nsw i32 %41, 1, !dbg !468
  store i32 %42, ptr %8, align 4, !dbg !468
  br label %31, !dbg !469, !llvm.loop !470

43:                                               ; preds = %31
    #dbg_declare(ptr %9, !472, !DIExpression(), !474)
  store i32 1, ptr %9, align 4, !dbg !474
  br label %44, !dbg !475

44:                                               ; preds = %183, %43
  %45 = load i32, ptr %9, align 4, !dbg !476
  %46 = load i32, ptr %5, align 4, !dbg !478
  %47 = icmp sle i32 %45, %46, !dbg !479
  br i1 %47, label %48, label %186, !dbg !480

48:                                               ; preds = %44
    #dbg_declare(ptr %10, !481, !DIExpression(), !483)
  store i32 1, ptr %10, align 4, !dbg !483
  br label %49, !dbg !484

49:                                               ; preds = %179, %48
  %50 = load i32, ptr %10, align 4, !dbg !485
  %51 = load i32, ptr %6, align 4, !dbg !487
  %52 = icmp sle i32 %50, %51, !dbg !488
  br i1 %52, label %53, label %182, !dbg !489

53:                                               ; preds = %49
  %54 = load i32, ptr %9, align 4, !dbg !490
  %55 = sub nsw i32 %54, 1, !dbg !492
  %56 = sext i32 %55 to i64, !dbg !493
  %57 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %56, !dbg !493
  %58 = load i32, ptr %10, align 4, !dbg !494
  %59 = sext i32 %58 to i64, !dbg !493
  %60 = getelementptr inbounds [128 x i32], ptr %57, i64 0, i64 %59, !dbg !493
  %61 = load i32, ptr %60, align 4, !dbg !493
  %62 = add nsw i32 %61, 1, !dbg !495
  %63 = load i32, ptr %9, align 4, !dbg !496
  %64 = sext i32 %63 to i64, !dbg !497
  %65 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %64, !dbg !497
  %66 = load i32, ptr %10, align 4, !dbg !498
  %67 = sub nsw i32 %66, 1, !dbg !499
  %68 = sext i32 %67 to i64, !dbg !497
  %69 = getelementptr inbounds [128 x i32], ptr %65, i64 0, i64 %68, !dbg !497
  %70 = load i32, ptr %69, align 4, !dbg !497
  %71 = add nsw i32 %70, 1, !dbg !500
  %72 = load i32, ptr %9, align 4, !dbg !501
  %73 = sub nsw i32 %72, 1, !dbg !502
  %74 = sext i32 %73 to i64, !dbg !503
  %75 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %74, !dbg !503
  %76 = load i32, ptr %10, align 4, !dbg !504
  %77 = sub nsw i32 %76, 1, !dbg !505
  %78 = sext i32 %77 to i64, !dbg !503
  %79 = getelementptr inbounds [128 x i32], ptr %75, i64 0, i64 %78, !dbg !503
  %80 = load i32, ptr %79, align 4, !dbg !503
  %81 = load ptr, ptr %3, align 8, !dbg !506
  %82 = load i32, ptr %9, align 4, !dbg !507
  %83 = sub nsw i32 %82, 1, !dbg !508
  %84 = sext i32 %83 to i64, !dbg !506
  %85 = getelementptr inbounds i8, ptr %81, i64 %84, !dbg !506
  %86 = load i8, ptr %85, align 1, !dbg !506
  %87 = sext i8 %86 to i32, !dbg !506
  %88 = load ptr, ptr %4, align 8, !dbg !509
  %89 = load i32, ptr %10, align 4, !dbg !510
  %90 = sub nsw i32 %89, 1, !dbg !511
  %91 = sext i32 %90 to i64, !dbg !509
  %92 = getelementptr inbounds i8, ptr %88, i64 %91, !dbg !509
  %93 = load i8, ptr %92, align 1, !dbg !509
  %94 = sext i8 %93 to i32, !dbg !509
  %95 = icmp ne i32 %87, %94, !dbg !512
  %96 = zext i1 %95 to i32, !dbg !512
  %97 = add nsw i32 %80, %96, !dbg !513
  %98 = call i32 @min3(i32 noundef %62, i32 noundef %71, i32 noundef %97), !dbg !514
  %99 = load i32, ptr %9, align 4, !dbg !515
  %100 = sext i32 %99 to i64, !dbg !516
  %101 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %100, !dbg !516
  %102 = load i32, ptr %10, align 4, !dbg !517
  %103 = sext i32 %102 to i64, !dbg !516
  %104 = getelementptr inbounds [128 x i32], ptr %101, i64 0, i64 %103, !dbg !516
  store i32 %98, ptr %104, align 4, !dbg !518
  %105 = load i32, ptr %9, align 4, !dbg !519
  %106 = icmp sgt i32 %105, 1, !dbg !521
  br i1 %106, label %107, label %178, !dbg !522

107:                                              ; preds = %53
  %108 = load i32, ptr %10, align 4, !dbg !523
  %109 = icmp sgt i32 %108, 1, !dbg !524
  br i1 %109, label %110, label %178, !dbg !525

110:                                              ; preds = %107
  %111 = load ptr, ptr %3, align 8, !dbg !526
  %112 = load i32, ptr %9, align 4, !dbg !527
  %113 = sub nsw i32 %112, 1, !dbg !528
  %114 = sext i32 %113 to i64, !dbg !526
  %115 = getelementptr inbounds i8, ptr %111, i64 %114, !dbg !526
  %116 = load i8, ptr %115, align 1, !dbg !526
  %117 = sext i8 %116 to i32, !dbg !526
  %118 = load ptr, ptr %4, align 8, !dbg !529
  %119 = load i32, ptr %10, align 4, !dbg !530
  %120 = sub nsw i32 %119, 2, !dbg !531
  %121 = sext i32 %120 to i64, !dbg !529
  %122 = getelementptr inbounds i8, ptr %118, i64 %121, !dbg !529
  %123 = load i8, ptr %122, align 1, !dbg !529
  %124 = sext i8 %123 to i32, !dbg !529
  %125 = icmp eq i32 %117, %124, !dbg !532
  br i1 %125, label %126, label %178, !dbg !533

126:                                              ; preds = %110
  %127 = load ptr, ptr %3, align 8, !dbg !534
  %128 = load i32, ptr %9, align 4, !dbg !535
  %129 = sub nsw i32 %128, 2, !dbg !536
  %130 = sext i32 %129 to i64, !dbg !534
  %131 = getelementptr inbounds i8, ptr %127, i64 %130, !dbg !534
  %132 = load i8, ptr %131, align 1, !dbg !534
  %133 = sext i8 %132 to i32, !dbg !534
  %134 = load ptr, ptr %4, align 8, !dbg !537
  %135 = load i32, ptr %10, align 4, !dbg !538
  %136 = sub nsw i32 %135, 1, !dbg !539
  %137 = sext i32 %136 to i64, !dbg !537
  %138 = getelementptr inbounds i8, ptr %134, i64 %137, !dbg !537
  %139 = load i8, ptr %138, align 1, !dbg !537
  %140 = sext i8 %139 to i32, !dbg !537
  %141 = icmp eq i32 %133, %140, !dbg !540
  br i1 %141, label %142, label %178, !dbg !541

142:                                              ; preds = %126
  %143 = load i32, ptr %9, align 4, !dbg !542
  %144 = sub nsw i32 %143, 2, !dbg !543
  %145 = sext i32 %144 to i64, !dbg !544
  %146 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %145, !dbg !544
  %147 = load i32, ptr %10, align 4, !dbg !545
  %148 = sub nsw i32 %147, 2, !dbg !546
  %149 = sext i32 %148 to i64, !dbg !544
  %150 = getelementptr inbounds [128 x i32], ptr %146, i64 0, i64 %149, !dbg !544
  %151 = load i32, ptr %150, align 4, !dbg !544
  %152 = add nsw i32 %151, 1, !dbg !547
  %153 = load i32, ptr %9, align 4, !dbg !548
  %154 = sext i32 %153 to i64, !dbg !549
  %155 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %154, !dbg !549
  %156 = load i32, ptr %10, align 4, !dbg !550
  %157 = sext i32 %156 to i64, !dbg !549
  %158 = getelementptr inbounds [128 x i32], ptr %155, i64 0, i64 %157, !dbg !549
  %159 = load i32, ptr %158, align 4, !dbg !549
  %160 = icmp slt i32 %152, %159, !dbg !551
  br i1 %160, label %161, label %178, !dbg !552

161:                                              ; preds = %142
  %162 = load i32, ptr %9, align 4, !dbg !553
  %163 = sub nsw i32 %162, 2, !dbg !554
  %164 = sext i32 %163 to i64, !dbg !555
  %165 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %164, !dbg !555
  %166 = load i32, ptr %10, align 4, !dbg !556
  %167 = sub nsw i32 %166, 2, !dbg !557
  %168 = sext i32 %167 to i64, !dbg !555
  %169 = getelementptr inbounds [128 x i32], ptr %165, i64 0, i64 %168, !dbg !555
  %170 = load i32, ptr %169, align 4, !dbg !555
  %171 = add nsw i32 %170, 1, !dbg !558
  %172 = load i32, ptr %9, align 4, !dbg !559
  %173 = sext i32 %172 to i64, !dbg !560
  %174 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %173, !dbg !560
  %175 = load i32, ptr %10, align 4, !dbg !561
  %176 = sext i32 %175 to i64, !dbg !560
  %177 = getelementptr inbounds [128 x i32], ptr %174, i64 0, i64 %176, !dbg !560
  store i32 %171, ptr %177, align 4, !dbg !562
  br label %178, !dbg !560

178:                                              ; preds = %161, %142, %126, %110, %107, %53
  br label %179, !dbg !563

179:                                              ; preds = %178
  %180 = load i32, ptr %10, align 4, !dbg !564
  %181 = add nsw i32 %180, 1, !dbg !564
  store i32 %181, ptr %10, align 4, !dbg !564
  br label %49, !dbg !565, !llvm.loop !566

182:                                              ; preds = %49
  br label %183, !dbg !567

183:                                              ; preds = %182
  %184 = load i32, ptr %9, align 4, !dbg !568
  %185 = add nsw i32 %184, 1, !dbg !568
  store i32 %185, ptr %9, align 4, !dbg !568
  br label %44, !dbg !569, !llvm.loop !570

186:                                              ; preds = %44
  %187 = load i32, ptr %5, align 4, !dbg !572
  %188 = sext i32 %187 to i64, !dbg !573
  %189 = getelementptr inbounds [128 x [128 x i32]], ptr @damerau.d, i64 0, i64 %188, !dbg !573
  %190 = load i32, ptr %6, align 4, !dbg !574
  %191 = sext i32 %190 to i64, !dbg !573
  %192 = getelementptr inbounds [128 x i32], ptr %189, i64 0, i64 %191, !dbg !573
  %193 = load i32, ptr %192, align 4, !dbg !573
  ret i32 %193, !dbg !575
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcs(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !105 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !576, !DIExpression(), !577)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !578, !DIExpression(), !579)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !580, !DIExpression(), !581)
    #dbg_declare(ptr %7, !582, !DIExpression(), !583)
  %14 = load ptr, ptr %4, align 8, !dbg !584
  %15 = call i64 @strlen(ptr noundef %14) #5, !dbg !585
  %16 = trunc i64 %15 to i32, !dbg !586
  store i32 %16, ptr %7, align 4, !dbg !583
    #dbg_declare(ptr %8, !587, !DIExpression(), !588)
  %17 = load ptr, ptr %5, align 8, !dbg !589
  %18 = call i64 @strlen(ptr noundef %17) #5, !dbg !590
  %19 = trunc i64 %18 to i32, !dbg !591
  store i32 %19, ptr %8, align 4, !dbg !588
    #dbg_declare(ptr %9, !592, !DIExpression(), !594)
  store i32 0, ptr %9, align 4, !dbg !594
  br label %20, !dbg !595

20:                                               ; preds = %115, %3
  %21 = load i32, ptr %9, align 4, !dbg !596
  %22 = load i32, ptr %7, align 4, !dbg !598
  %23 = icmp sle i32 %21, %22, !dbg !599
  br i1 %23, label %24, label %118, !dbg !600

24:                                               ; preds = %20
    #dbg_declare(ptr %10, !601, !DIExpression(), !603)
  store i32 0, ptr %10, align 4, !dbg !603
  br label %25, !dbg !604

25:                                               ; preds = %111, %24
  %26 = load i32, ptr %10, align 4, !dbg !605
  %27 = load i32, ptr %8, align 4, !dbg !607
  %28 = icmp sle i32 %26, %27, !dbg !608
  br i1 %28, label %29, label %114, !dbg !609

29:                                               ; preds = %25
  %30 = load i32, ptr %9, align 4, !dbg !610
  %31 = icmp eq i32 %30, 0, !dbg !611
  br i1 %31, label %35, label %32, !dbg !612

32:                                               ; preds = %29
  %33 = load i32, ptr %10, align 4, !dbg !613
  %34 = icmp eq i32 %33, 0, !dbg !614
  br i1 %34, label %35, label %36, !dbg !615

35:                                               ; preds = %32, %29
  br label %103, !dbg !615

36:                                               ; preds = %32
  %37 = load ptr, ptr %4, align 8, !dbg !616
  %38 = load i32, ptr %9, align 4, !dbg !617
  %39 = sub nsw i32 %38, 1, !dbg !618
  %40 = sext i32 %39 to i64, !dbg !616
  %41 = getelementptr inbounds i8, ptr %37, i64 %40, !dbg !616
  %42 = load i8, ptr %41, align 1, !dbg !616
  %43 = sext i8 %42 to i32, !dbg !616
  %44 = load ptr, ptr %5, align 8, !dbg !619
  %45 = load i32, ptr %10, align 4, !dbg !620
  %46 = sub nsw i32 %45, 1, !dbg !621
  %47 = sext i32 %46 to i64, !dbg !619
  %48 = getelementptr inbounds i8, ptr %44, i64 %47, !dbg !619
  %49 = load i8, ptr %48, align 1, !dbg !619
  %50 = sext i8 %49 to i32, !dbg !619
  %51 = icmp eq i32 %43, %50, !dbg !622
  br i1 %51, label %52, label %63, !dbg !616

52:                                               ; preds = %36
  %53 = load i32, ptr %9, align 4, !dbg !623
  %54 = sub nsw i32 %53, 1, !dbg !624
  %55 = sext i32 %54 to i64, !dbg !625
  %56 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %55, !dbg !625
  %57 = load i32, ptr %10, align 4, !dbg !626
  %58 = sub nsw i32 %57, 1, !dbg !627
  %59 = sext i32 %58 to i64, !dbg !625
  %60 = getelementptr inbounds [128 x i32], ptr %56, i64 0, i64 %59, !dbg !625
  %61 = load i32, ptr %60, align 4, !dbg !625
  %62 = add nsw i32 %61, 1, !dbg !628
  br label %101, !dbg !616

63:                                               ; preds = %36
  %64 = load i32, ptr %9, align 4, !dbg !629
  %65 = sub nsw i32 %64, 1, !dbg !630
  %66 = sext i32 %65 to i64, !dbg !631
  %67 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %66, !dbg !631
  %68 = load i32, ptr %10, align 4, !dbg !632
  %69 = sext i32 %68 to i64, !dbg !631
  %70 = getelementptr inbounds [128 x i32], ptr %67, i64 0, i64 %69, !dbg !631
  %71 = load i32, ptr %70, align 4, !dbg !631
  %72 = load i32, ptr %9, align 4, !dbg !633
  %73 = sext i32 %72 to i64, !dbg !634
  %74 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %73, !dbg !634
  %75 = load i32, ptr %10, align 4, !dbg !635
  %76 = sub nsw i32 %75, 1, !dbg !636
  %77 = sext i32 %76 to i64, !dbg !634
  %78 = getelementptr inbounds [128 x i32], ptr %74, i64 0, i64 %77, !dbg !634
  %79 = load i32, ptr %78, align 4, !dbg !634
  %80 = icmp sgt i32 %71, %79, !dbg !637
  br i1 %80, label %81, label %90, !dbg !631

81:                                               ; preds = %63
  %82 = load i32, ptr %9, align 4, !dbg !638
  %83 = sub nsw i32 %82, 1, !dbg !639
  %84 = sext i32 %83 to i64, !dbg !640
  %85 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %84, !dbg !640
  %86 = load i32, ptr %10, align 4, !dbg !641
  %87 = sext i32 %86 to i64, !dbg !640
  %88 = getelementptr inbounds [128 x i32], ptr %85, i64 0, i64 %87, !dbg !640
  %89 = load i32, ptr %88, align 4, !dbg !640
  br label %99, !dbg !631

90:                                               ; preds = %63
  %91 = load i32, ptr %9, align 4, !dbg !642
  %92 = sext i32 %91 to i64, !dbg !643
  %93 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %92, !dbg !643
  %94 = load i32, ptr %10, align 4, !dbg !644
  %95 = sub nsw i32 %94, 1, !dbg !645
  %96 = sext i32 %95 to i64, !dbg !643
  %97 = getelementptr inbounds [128 x i32], ptr %93, i64 0, i64 %96, !dbg !643
  %98 = load i32, ptr %97, align 4, !dbg !643
  br label %99, !dbg !631

99:                                               ; preds = %90, %81
  %100 = phi i32 [ %89, %81 ], [ %98, %90 ], !dbg !631
  br label %101, !dbg !616

101:                                              ; preds = %99, %52
  %102 = phi i32 [ %62, %52 ], [ %100, %99 ], !dbg !616
  br label %103, !dbg !615

103:                                              ; preds = %101, %35
  %104 = phi i32 [ 0, %35 ], [ %102, %101 ], !dbg !615
  %105 = load i32, ptr %9, align 4, !dbg !646
  %106 = sext i32 %105 to i64, !dbg !647
  %107 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %106, !dbg !647
  %108 = load i32, ptr %10, align 4, !dbg !648
  %109 = sext i32 %108 to i64, !dbg !647
  %110 = getelementptr inbounds [128 x i32], ptr %107, i64 0, i64 %109, !dbg !647
  store i32 %104, ptr %110, align 4, !dbg !649
  br label %111, !dbg !647

111:                                              ; preds = %103
  %112 = load i32, ptr %10, align 4, !dbg !650
  %113 = add nsw i32 %112, 1, !dbg !650
  store i32 %113, ptr %10, align 4, !dbg !650
  br label %25, !dbg !651, !llvm.loop !652

114:                                              ; preds = %25
  br label %115, !dbg !653

115:                                              ; preds = %114
  %116 = load i32, ptr %9, align 4, !dbg !654
  %117 = add nsw i32 %116, 1, !dbg !654
  store i32 %117, ptr %9, align 4, !dbg !654
  br label %20, !dbg !655, !llvm.loop !656

118:                                              ; preds = %20
    #dbg_declare(ptr %11, !658, !DIExpression(), !659)
  %119 = load i32, ptr %7, align 4, !dbg !660
  %120 = sext i32 %119 to i64, !dbg !661
  %121 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %120, !dbg !661
  %122 = load i32, ptr %8, align 4, !dbg !662
  %123 = sext i32 %122 to i64, !dbg !661
  %124 = getelementptr inbounds [128 x i32], ptr %121, i64 0, i64 %123, !dbg !661
  %125 = load i32, ptr %124, align 4, !dbg !661
  store i32 %125, ptr %11, align 4, !dbg !659
  %126 = load ptr, ptr %6, align 8, !dbg !663
  %127 = load i32, ptr %11, align 4, !dbg !664
  %128 = sext i32 %127 to i64, !dbg !663
  %129 = getelementptr inbounds i8, ptr %126, i64 %128, !dbg !663
  store i8 0, ptr %129, align 1, !dbg !665
    #dbg_declare(ptr %12, !666, !DIExpression(), !668)
  %130 = load i32, ptr %7, align 4, !dbg !669
  store i32 %130, ptr %12, align 4, !dbg !668
    #dbg_declare(ptr %13, !670, !DIExpression(), !671)
  %131 = load i32, ptr %8, align 4, !dbg !672
  store i32 %131, ptr %13, align 4, !dbg !671
  br label %132, !dbg !673

132:                                              ; preds = %197, %118
  %133 = load i32, ptr %12, align 4, !dbg !674
  %134 = icmp sgt i32 %133, 0, !dbg !676
  br i1 %134, label %135, label %138, !dbg !677

135:                                              ; preds = %132
  %136 = load i32, ptr %13, align 4, !dbg !678
  %137 = icmp sgt i32 %136, 0, !dbg !679
  br label %138

138:                                              ; preds = %135, %132
  %139 = phi i1 [ false, %132 ], [ %137, %135 ], !dbg !680
  br i1 %139, label %140, label %198, !dbg !681

140:                                              ; preds = %138
  %141 = load ptr, ptr %4, align 8, !dbg !682
  %142 = load i32, ptr %12, align 4, !dbg !685
  %143 = sub nsw i32 %142, 1, !dbg !686
  %144 = sext i32 %143 to i64, !dbg !682
  %145 = getelementptr inbounds i8, ptr %141, i64 %144, !dbg !682
  %146 = load i8, ptr %145, align 1, !dbg !682
  %147 = sext i8 %146 to i32, !dbg !682
  %148 = load ptr, ptr %5, align 8, !dbg !687
  %149 = load i32, ptr %13, align 4, !dbg !688
  %150 = sub nsw i32 %149, 1, !dbg !689
  %151 = sext i32 %150 to i64, !dbg !687
  %152 = getelementptr inbounds i8, ptr %148, i64 %151, !dbg !687
  %153 = load i8, ptr %152, align 1, !dbg !687
  %154 = sext i8 %153 to i32, !dbg !687
  %155 = icmp eq i32 %147, %154, !dbg !690
  br i1 %155, label %156, label %172, !dbg !691

156:                                              ; preds = %140
  %157 = load ptr, ptr %4, align 8, !dbg !692
  %158 = load i32, ptr %12, align 4, !dbg !694
  %159 = sub nsw i32 %158, 1, !dbg !695
  %160 = sext i32 %159 to i64, !dbg !692
  %161 = getelementptr inbounds i8, ptr %157, i64 %160, !dbg !692
  %162 = load i8, ptr %161, align 1, !dbg !692
  %163 = load ptr, ptr %6, align 8, !dbg !696
  %164 = load i32, ptr %11, align 4, !dbg !697
  %165 = add nsw i32 %164, -1, !dbg !697
  store i32 %165, ptr %11, align 4, !dbg !697
  %166 = sext i32 %165 to i64, !dbg !696
  %167 = getelementptr inbounds i8, ptr %163, i64 %166, !dbg !696
  store i8 %162, ptr %167, align 1, !dbg !698
  %168 = load i32, ptr %12, align 4, !dbg !699
  %169 = add nsw i32 %168, -1, !dbg !699
  store i32 %169, ptr %12, align 4, !dbg !699
  %170 = load i32, ptr %13, align 4, !dbg !700
  %171 = add nsw i32 %170, -1, !dbg !700
  store i32 %171, ptr %13, align 4, !dbg !700
  br label %197, !dbg !701

172:                                              ; preds = %140
  %173 = load i32, ptr %12, align 4, !dbg !702
  %174 = sub nsw i32 %173, 1, !dbg !704
  %175 = sext i32 %174 to i64, !dbg !705
  %176 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %175, !dbg !705
  %177 = load i32, ptr %13, align 4, !dbg !706
  %178 = sext i32 %177 to i64, !dbg !705
  %179 = getelementptr inbounds [128 x i32], ptr %176, i64 0, i64 %178, !dbg !705
  %180 = load i32, ptr %179, align 4, !dbg !705
  %181 = load i32, ptr %12, align 4, !dbg !707
  %182 = sext i32 %181 to i64, !dbg !708
  %183 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %182, !dbg !708
  %184 = load i32, ptr %13, align 4, !dbg !709
  %185 = sub nsw i32 %184, 1, !dbg !710
  %186 = sext i32 %185 to i64, !dbg !708
  %187 = getelementptr inbounds [128 x i32], ptr %183, i64 0, i64 %186, !dbg !708
  %188 = load i32, ptr %187, align 4, !dbg !708
  %189 = icmp sge i32 %180, %188, !dbg !711
  br i1 %189, label %190, label %193, !dbg !712

190:                                              ; preds = %172
  %191 = load i32, ptr %12, align 4, !dbg !713
  %192 = add nsw i32 %191, -1, !dbg !713
  store i32 %192, ptr %12, align 4, !dbg !713
  br label %196, !dbg !714

193:                                              ; preds = %172
  %194 = load i32, ptr %13, align 4, !dbg !715
  %195 = add nsw i32 %194, -1, !dbg !715
  store i32 %195, ptr %13, align 4, !dbg !715
  br label %196

196:                                              ; preds = %193, %190
  br label %197

197:                                              ; preds = %196, %156
  br label %132, !dbg !716, !llvm.loop !717

198:                                              ; preds = %138
  %199 = load i32, ptr %7, align 4, !dbg !719
  %200 = sext i32 %199 to i64, !dbg !720
  %201 = getelementptr inbounds [128 x [128 x i32]], ptr @lcs.d, i64 0, i64 %200, !dbg !720
  %202 = load i32, ptr %8, align 4, !dbg !721
  %203 = sext i32 %202 to i64, !dbg !720
  %204 = getelementptr inbounds [128 x i32], ptr %201, i64 0, i64 %203, !dbg !720
  %205 = load i32, ptr %204, align 4, !dbg !720
  ret i32 %205, !dbg !722
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcsubstr(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !723 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca [128 x i32], align 16
  %11 = alloca [128 x i32], align 16
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !727, !DIExpression(), !728)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !729, !DIExpression(), !730)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !731, !DIExpression(), !732)
    #dbg_declare(ptr %7, !733, !DIExpression(), !734)
  %14 = load ptr, ptr %4, align 8, !dbg !735
  %15 = call i64 @strlen(ptr noundef %14) #5, !dbg !736
  %16 = trunc i64 %15 to i32, !dbg !737
  store i32 %16, ptr %7, align 4, !dbg !734
    #dbg_declare(ptr %8, !738, !DIExpression(), !739)
  %17 = load ptr, ptr %5, align 8, !dbg !740
  %18 = call i64 @strlen(ptr noundef %17) #5, !dbg !741
  %19 = trunc i64 %18 to i32, !dbg !742
  store i32 %19, ptr %8, align 4, !dbg !739
    #dbg_declare(ptr %9, !743, !DIExpression(), !744)
  store i32 0, ptr %9, align 4, !dbg !744
    #dbg_declare(ptr %10, !745, !DIExpression(), !746)
  call void @llvm.memset.p0.i64(ptr align 16 %10, i8 0, i64 512, i1 false), !dbg !746
    #dbg_declare(ptr %11, !747, !DIExpression(), !748)
    #dbg_declare(ptr %12, !749, !DIExpression(), !751)
  store i32 1, ptr %12, align 4, !dbg !751
  br label %20, !dbg !752

20:                                               ; preds = %83, %3
  %21 = load i32, ptr %12, align 4, !dbg !753
  %22 = load i32, ptr %7, align 4, !dbg !755
  %23 = icmp sle i32 %21, %22, !dbg !756
  br i1 %23, label %24, label %86, !dbg !757

24:                                               ; preds = %20
  %25 = getelementptr inbounds [128 x i32], ptr %11, i64 0, i64 0, !dbg !758
  store i32 0, ptr %25, align 16, !dbg !760
    #dbg_declare(ptr %13, !761, !DIExpression(), !763)
  store i32 1, ptr %13, align 4, !dbg !763
  br label %26, !dbg !764

26:                                               ; preds = %73, %24
  %27 = load i32, ptr %13, align 4, !dbg !765
  %28 = load i32, ptr %8, align 4, !dbg !767
  %29 = icmp sle i32 %27, %28, !dbg !768
  br i1 %29, label %30, label %76, !dbg !769

30:                                               ; preds = %26
  %31 = load ptr, ptr %4, align 8, !dbg !770
  %32 = load i32, ptr %12, align 4, !dbg !772
  %33 = sub nsw i32 %32, 1, !dbg !773
  %34 = sext i32 %33 to i64, !dbg !770
  %35 = getelementptr inbounds i8, ptr %31, i64 %34, !dbg !770
  %36 = load i8, ptr %35, align 1, !dbg !770
  %37 = sext i8 %36 to i32, !dbg !770
  %38 = load ptr, ptr %5, align 8, !dbg !774
  %39 = load i32, ptr %13, align 4, !dbg !775
  %40 = sub nsw i32 %39, 1, !dbg !776
  %41 = sext i32 %40 to i64, !dbg !774
  %42 = getelementptr inbounds i8, ptr %38, i64 %41, !dbg !774
  %43 = load i8, ptr %42, align 1, !dbg !774
  %44 = sext i8 %43 to i32, !dbg !774
  %45 = icmp eq i32 %37, %44, !dbg !777
  br i1 %45, label %46, label %53, !dbg !770

46:                                               ; preds = %30
  %47 = load i32, ptr %13, align 4, !dbg !778
  %48 = sub nsw i32 %47, 1, !dbg !779
  %49 = sext i32 %48 to i64, !dbg !780
  %50 = getelementptr inbounds [128 x i32], ptr %10, i64 0, i64 %49, !dbg !780
  %51 = load i32, ptr %50, align 4, !dbg !780
  %52 = add nsw i32 %51, 1, !dbg !781
  br label %54, !dbg !770

53:                                               ; preds = %30
  br label %54, !dbg !770

54:                                               ; preds = %53, %46
  %55 = phi i32 [ %52, %46 ], [ 0, %53 ], !dbg !770
  %56 = load i32, ptr %13, align 4, !dbg !782
  %57 = sext i32 %56 to i64, !dbg !783
  %58 = getelementptr inbounds [128 x i32], ptr %11, i64 0, i64 %57, !dbg !783
  store i32 %55, ptr %58, align 4, !dbg !784
  %59 = load i32, ptr %13, align 4, !dbg !785
  %60 = sext i32 %59 to i64, !dbg !787
  %61 = getelementptr inbounds [128 x i32], ptr %11, i64 0, i64 %60, !dbg !787
  %62 = load i32, ptr %61, align 4, !dbg !787
  %63 = load i32, ptr %9, align 4, !dbg !788
  %64 = icmp sgt i32 %62, %63, !dbg !789
  br i1 %64, label %65, label %72, !dbg !790

65:                                               ; preds = %54
  %66 = load i32, ptr %13, align 4, !dbg !791
  %67 = sext i32 %66 to i64, !dbg !793
  %68 = getelementptr inbounds [128 x i32], ptr %11, i64 0, i64 %67, !dbg !793
  %69 = load i32, ptr %68, align 4, !dbg !793
  store i32 %69, ptr %9, align 4, !dbg !794
  %70 = load i32, ptr %12, align 4, !dbg !795
  %71 = load ptr, ptr %6, align 8, !dbg !796
  store i32 %70, ptr %71, align 4, !dbg !797
  br label %72, !dbg !798

72:                                               ; preds = %65, %54
  br label %73, !dbg !799

73:                                               ; preds = %72
  %74 = load i32, ptr %13, align 4, !dbg !800
  %75 = add nsw i32 %74, 1, !dbg !800
  store i32 %75, ptr %13, align 4, !dbg !800
  br label %26, !dbg !801, !llvm.loop !802

76:                                               ; preds = %26
  %77 = getelementptr inbounds [128 x i32], ptr %10, i64 0, i64 0, !dbg !804
  %78 = getelementptr inbounds [128 x i32], ptr %11, i64 0, i64 0, !dbg !804
  %79 = load i32, ptr %8, align 4, !dbg !805
  %80 = add nsw i32 %79, 1, !dbg !806
  %81 = sext i32 %80 to i64, !dbg !807
  %82 = mul i64 4, %81, !dbg !808
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %77, ptr align 16 %78, i64 %82, i1 false), !dbg !804
  br label %83, !dbg !809

83:                                               ; preds = %76
  %84 = load i32, ptr %12, align 4, !dbg !810
  %85 = add nsw i32 %84, 1, !dbg !810
  store i32 %85, ptr %12, align 4, !dbg !810
  br label %20, !dbg !811, !llvm.loop !812

86:                                               ; preds = %20
  %87 = load i32, ptr %9, align 4, !dbg !814
  ret i32 %87, !dbg !815
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lps(ptr noundef %0) #0 !dbg !111 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !816, !DIExpression(), !817)
    #dbg_declare(ptr %3, !818, !DIExpression(), !819)
  %6 = load ptr, ptr %2, align 8, !dbg !820
  %7 = call i64 @strlen(ptr noundef %6) #5, !dbg !821
  %8 = trunc i64 %7 to i32, !dbg !822
  store i32 %8, ptr %3, align 4, !dbg !819
    #dbg_declare(ptr %4, !823, !DIExpression(), !825)
  %9 = load i32, ptr %3, align 4, !dbg !826
  %10 = sub nsw i32 %9, 1, !dbg !827
  store i32 %10, ptr %4, align 4, !dbg !825
  br label %11, !dbg !828

11:                                               ; preds = %102, %1
  %12 = load i32, ptr %4, align 4, !dbg !829
  %13 = icmp sge i32 %12, 0, !dbg !831
  br i1 %13, label %14, label %105, !dbg !832

14:                                               ; preds = %11
  %15 = load i32, ptr %4, align 4, !dbg !833
  %16 = sext i32 %15 to i64, !dbg !835
  %17 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %16, !dbg !835
  %18 = load i32, ptr %4, align 4, !dbg !836
  %19 = sext i32 %18 to i64, !dbg !835
  %20 = getelementptr inbounds [128 x i32], ptr %17, i64 0, i64 %19, !dbg !835
  store i32 1, ptr %20, align 4, !dbg !837
    #dbg_declare(ptr %5, !838, !DIExpression(), !840)
  %21 = load i32, ptr %4, align 4, !dbg !841
  %22 = add nsw i32 %21, 1, !dbg !842
  store i32 %22, ptr %5, align 4, !dbg !840
  br label %23, !dbg !843

23:                                               ; preds = %98, %14
  %24 = load i32, ptr %5, align 4, !dbg !844
  %25 = load i32, ptr %3, align 4, !dbg !846
  %26 = icmp slt i32 %24, %25, !dbg !847
  br i1 %26, label %27, label %101, !dbg !848

27:                                               ; preds = %23
  %28 = load ptr, ptr %2, align 8, !dbg !849
  %29 = load i32, ptr %4, align 4, !dbg !850
  %30 = sext i32 %29 to i64, !dbg !849
  %31 = getelementptr inbounds i8, ptr %28, i64 %30, !dbg !849
  %32 = load i8, ptr %31, align 1, !dbg !849
  %33 = sext i8 %32 to i32, !dbg !849
  %34 = load ptr, ptr %2, align 8, !dbg !851
  %35 = load i32, ptr %5, align 4, !dbg !852
  %36 = sext i32 %35 to i64, !dbg !851
  %37 = getelementptr inbounds i8, ptr %34, i64 %36, !dbg !851
  %38 = load i8, ptr %37, align 1, !dbg !851
  %39 = sext i8 %38 to i32, !dbg !851
  %40 = icmp eq i32 %33, %39, !dbg !853
  br i1 %40, label %41, label %52, !dbg !849

41:                                               ; preds = %27
  %42 = load i32, ptr %4, align 4, !dbg !854
  %43 = add nsw i32 %42, 1, !dbg !855
  %44 = sext i32 %43 to i64, !dbg !856
  %45 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %44, !dbg !856
  %46 = load i32, ptr %5, align 4, !dbg !857
  %47 = sub nsw i32 %46, 1, !dbg !858
  %48 = sext i32 %47 to i64, !dbg !856
  %49 = getelementptr inbounds [128 x i32], ptr %45, i64 0, i64 %48, !dbg !856
  %50 = load i32, ptr %49, align 4, !dbg !856
  %51 = add nsw i32 %50, 2, !dbg !859
  br label %90, !dbg !849

52:                                               ; preds = %27
  %53 = load i32, ptr %4, align 4, !dbg !860
  %54 = add nsw i32 %53, 1, !dbg !861
  %55 = sext i32 %54 to i64, !dbg !862
  %56 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %55, !dbg !862
  %57 = load i32, ptr %5, align 4, !dbg !863
  %58 = sext i32 %57 to i64, !dbg !862
  %59 = getelementptr inbounds [128 x i32], ptr %56, i64 0, i64 %58, !dbg !862
  %60 = load i32, ptr %59, align 4, !dbg !862
  %61 = load i32, ptr %4, align 4, !dbg !864
  %62 = sext i32 %61 to i64, !dbg !865
  %63 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %62, !dbg !865
  %64 = load i32, ptr %5, align 4, !dbg !866
  %65 = sub nsw i32 %64, 1, !dbg !867
  %66 = sext i32 %65 to i64, !dbg !865
  %67 = getelementptr inbounds [128 x i32], ptr %63, i64 0, i64 %66, !dbg !865
  %68 = load i32, ptr %67, align 4, !dbg !865
  %69 = icmp sgt i32 %60, %68, !dbg !868
  br i1 %69, label %70, label %79, !dbg !862

70:                                               ; preds = %52
  %71 = load i32, ptr %4, align 4, !dbg !869
  %72 = add nsw i32 %71, 1, !dbg !870
  %73 = sext i32 %72 to i64, !dbg !871
  %74 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %73, !dbg !871
  %75 = load i32, ptr %5, align 4, !dbg !872
  %76 = sext i32 %75 to i64, !dbg !871
  %77 = getelementptr inbounds [128 x i32], ptr %74, i64 0, i64 %76, !dbg !871
  %78 = load i32, ptr %77, align 4, !dbg !871
  br label %88, !dbg !862

79:                                               ; preds = %52
  %80 = load i32, ptr %4, align 4, !dbg !873
  %81 = sext i32 %80 to i64, !dbg !874
  %82 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %81, !dbg !874
  %83 = load i32, ptr %5, align 4, !dbg !875
  %84 = sub nsw i32 %83, 1, !dbg !876
  %85 = sext i32 %84 to i64, !dbg !874
  %86 = getelementptr inbounds [128 x i32], ptr %82, i64 0, i64 %85, !dbg !874
  %87 = load i32, ptr %86, align 4, !dbg !874
  br label %88, !dbg !862

88:                                               ; preds = %79, %70
  %89 = phi i32 [ %78, %70 ], [ %87, %79 ], !dbg !862
  br label %90, !dbg !849

90:                                               ; preds = %88, %41
  %91 = phi i32 [ %51, %41 ], [ %89, %88 ], !dbg !849
  %92 = load i32, ptr %4, align 4, !dbg !877
  %93 = sext i32 %92 to i64, !dbg !878
  %94 = getelementptr inbounds [128 x [128 x i32]], ptr @lps.d, i64 0, i64 %93, !dbg !878
  %95 = load i32, ptr %5, align 4, !dbg !879
  %96 = sext i32 %95 to i64, !dbg !878
  %97 = getelementptr inbounds [128 x i32], ptr %94, i64 0, i64 %96, !dbg !878
  store i32 %91, ptr %97, align 4, !dbg !880
  br label %98, !dbg !878

98:                                               ; preds = %90
  %99 = load i32, ptr %5, align 4, !dbg !881
  %100 = add nsw i32 %99, 1, !dbg !881
  store i32 %100, ptr %5, align 4, !dbg !881
  br label %23, !dbg !882, !llvm.loop !883

101:                                              ; preds = %23
  br label %102, !dbg !885

102:                                              ; preds = %101
  %103 = load i32, ptr %4, align 4, !dbg !886
  %104 = add nsw i32 %103, -1, !dbg !886
  store i32 %104, ptr %4, align 4, !dbg !886
  br label %11, !dbg !887, !llvm.loop !888

105:                                              ; preds = %11
  %106 = load i32, ptr %3, align 4, !dbg !890
  %107 = icmp ne i32 %106, 0, !dbg !890
  br i1 %107, label %108, label %114, !dbg !890

108:                                              ; preds = %105
  %109 = load i32, ptr %3, align 4, !dbg !891
  %110 = sub nsw i32 %109, 1, !dbg !892
  %111 = sext i32 %110 to i64, !dbg !893
  %112 = getelementptr inbounds [128 x i32], ptr @lps.d, i64 0, i64 %111, !dbg !893
  %113 = load i32, ptr %112, align 4, !dbg !893
  br label %115, !dbg !890

114:                                              ; preds = %105
  br label %115, !dbg !890

115:                                              ; preds = %114, %108
  %116 = phi i32 [ %113, %108 ], [ 0, %114 ], !dbg !890
  ret i32 %116, !dbg !894
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @min3(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !895 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !898, !DIExpression(), !899)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !900, !DIExpression(), !901)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !902, !DIExpression(), !903)
    #dbg_declare(ptr %7, !904, !DIExpression(), !905)
  %8 = load i32, ptr %4, align 4, !dbg !906
  %9 = load i32, ptr %5, align 4, !dbg !907
  %10 = icmp slt i32 %8, %9, !dbg !908
  br i1 %10, label %11, label %13, !dbg !906

11:                                               ; preds = %3
  %12 = load i32, ptr %4, align 4, !dbg !909
  br label %15, !dbg !906

13:                                               ; preds = %3
  %14 = load i32, ptr %5, align 4, !dbg !910
  br label %15, !dbg !906

15:                                               ; preds = %13, %11
  %16 = phi i32 [ %12, %11 ], [ %14, %13 ], !dbg !906
  store i32 %16, ptr %7, align 4, !dbg !905
  %17 = load i32, ptr %7, align 4, !dbg !911
  %18 = load i32, ptr %6, align 4, !dbg !912
  %19 = icmp slt i32 %17, %18, !dbg !913
  br i1 %19, label %20, label %22, !dbg !911

20:                                               ; preds = %15
  %21 = load i32, ptr %7, align 4, !dbg !914
  br label %24, !dbg !911

22:                                               ; preds = %15
  %23 = load i32, ptr %6, align 4, !dbg !915
  br label %24, !dbg !911

24:                                               ; preds = %22, %20
  %25 = phi i32 [ %21, %20 ], [ %23, %22 ], !dbg !911
  ret i32 %25, !dbg !916
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #5 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!90}
!llvm.module.flags = !{!114, !115, !116, !117, !118, !119, !120}
!llvm.ident = !{!121}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/edit_distance_lcs.c", directory: ".", checksumkind: CSK_MD5, checksum: "451100577cbd85dbf352c264fef28cd7")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 8)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 5)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 1)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 4)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !3, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 10)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !35, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !42, isLocal: true, isDefinition: true)
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !43)
!43 = !{!44}
!44 = !DISubrange(count: 31)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 33)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 30)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 29)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 51)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 15)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !35, isLocal: true, isDefinition: true)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 11)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 6)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(name: "d", scope: !84, file: !2, line: 9, type: !100, isLocal: true, isDefinition: true)
!84 = distinct !DISubprogram(name: "lev_full", scope: !2, file: !2, line: 8, type: !85, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !99)
!85 = !DISubroutineType(types: !86)
!86 = !{!87, !88, !88}
!87 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !89, size: 64)
!89 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!90 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !91, globals: !95, splitDebugInlining: false, nameTableKind: None)
!91 = !{!87, !92}
!92 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !93, line: 18, baseType: !94)
!93 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!94 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!95 = !{!0, !7, !12, !17, !19, !24, !29, !31, !33, !38, !40, !45, !50, !55, !60, !65, !70, !72, !77, !82, !96, !103, !109}
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(name: "d", scope: !98, file: !2, line: 22, type: !100, isLocal: true, isDefinition: true)
!98 = distinct !DISubprogram(name: "damerau", scope: !2, file: !2, line: 21, type: !85, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !99)
!99 = !{}
!100 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 524288, elements: !101)
!101 = !{!102, !102}
!102 = !DISubrange(count: 128)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(name: "d", scope: !105, file: !2, line: 32, type: !100, isLocal: true, isDefinition: true)
!105 = distinct !DISubprogram(name: "lcs", scope: !2, file: !2, line: 31, type: !106, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !99)
!106 = !DISubroutineType(types: !107)
!107 = !{!87, !88, !88, !108}
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(name: "d", scope: !111, file: !2, line: 44, type: !100, isLocal: true, isDefinition: true)
!111 = distinct !DISubprogram(name: "lps", scope: !2, file: !2, line: 43, type: !112, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !99)
!112 = !DISubroutineType(types: !113)
!113 = !{!87, !88}
!114 = !{i32 7, !"Dwarf Version", i32 5}
!115 = !{i32 2, !"Debug Info Version", i32 3}
!116 = !{i32 1, !"wchar_size", i32 4}
!117 = !{i32 8, !"PIC Level", i32 2}
!118 = !{i32 7, !"PIE Level", i32 2}
!119 = !{i32 7, !"uwtable", i32 2}
!120 = !{i32 7, !"frame-pointer", i32 2}
!121 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!122 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 49, type: !123, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !90, retainedNodes: !99)
!123 = !DISubroutineType(types: !124)
!124 = !{!87}
!125 = !DILocalVariable(name: "pairs", scope: !122, file: !2, line: 50, type: !126)
!126 = !DICompositeType(tag: DW_TAG_array_type, baseType: !88, size: 896, elements: !127)
!127 = !{!6, !128}
!128 = !DISubrange(count: 2)
!129 = !DILocation(line: 50, column: 17, scope: !122)
!130 = !DILocalVariable(name: "total", scope: !122, file: !2, line: 52, type: !87)
!131 = !DILocation(line: 52, column: 9, scope: !122)
!132 = !DILocalVariable(name: "k", scope: !133, file: !2, line: 53, type: !87)
!133 = distinct !DILexicalBlock(scope: !122, file: !2, line: 53, column: 5)
!134 = !DILocation(line: 53, column: 14, scope: !133)
!135 = !DILocation(line: 53, column: 10, scope: !133)
!136 = !DILocation(line: 53, column: 21, scope: !137)
!137 = distinct !DILexicalBlock(scope: !133, file: !2, line: 53, column: 5)
!138 = !DILocation(line: 53, column: 23, scope: !137)
!139 = !DILocation(line: 53, column: 5, scope: !133)
!140 = !DILocalVariable(name: "a", scope: !141, file: !2, line: 54, type: !88)
!141 = distinct !DILexicalBlock(scope: !137, file: !2, line: 53, column: 33)
!142 = !DILocation(line: 54, column: 21, scope: !141)
!143 = !DILocation(line: 54, column: 31, scope: !141)
!144 = !DILocation(line: 54, column: 25, scope: !141)
!145 = !DILocalVariable(name: "b", scope: !141, file: !2, line: 54, type: !88)
!146 = !DILocation(line: 54, column: 39, scope: !141)
!147 = !DILocation(line: 54, column: 49, scope: !141)
!148 = !DILocation(line: 54, column: 43, scope: !141)
!149 = !DILocalVariable(name: "sub", scope: !141, file: !2, line: 55, type: !150)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !151)
!151 = !{!102}
!152 = !DILocation(line: 55, column: 14, scope: !141)
!153 = !DILocalVariable(name: "end", scope: !141, file: !2, line: 55, type: !87)
!154 = !DILocation(line: 55, column: 28, scope: !141)
!155 = !DILocalVariable(name: "l1", scope: !141, file: !2, line: 56, type: !87)
!156 = !DILocation(line: 56, column: 13, scope: !141)
!157 = !DILocation(line: 56, column: 27, scope: !141)
!158 = !DILocation(line: 56, column: 30, scope: !141)
!159 = !DILocation(line: 56, column: 18, scope: !141)
!160 = !DILocalVariable(name: "l2", scope: !141, file: !2, line: 56, type: !87)
!161 = !DILocation(line: 56, column: 34, scope: !141)
!162 = !DILocation(line: 56, column: 48, scope: !141)
!163 = !DILocation(line: 56, column: 51, scope: !141)
!164 = !DILocation(line: 56, column: 39, scope: !141)
!165 = !DILocalVariable(name: "dm", scope: !141, file: !2, line: 56, type: !87)
!166 = !DILocation(line: 56, column: 55, scope: !141)
!167 = !DILocation(line: 56, column: 68, scope: !141)
!168 = !DILocation(line: 56, column: 71, scope: !141)
!169 = !DILocation(line: 56, column: 60, scope: !141)
!170 = !DILocalVariable(name: "lc", scope: !141, file: !2, line: 56, type: !87)
!171 = !DILocation(line: 56, column: 75, scope: !141)
!172 = !DILocation(line: 56, column: 84, scope: !141)
!173 = !DILocation(line: 56, column: 87, scope: !141)
!174 = !DILocation(line: 56, column: 90, scope: !141)
!175 = !DILocation(line: 56, column: 80, scope: !141)
!176 = !DILocalVariable(name: "ls", scope: !141, file: !2, line: 56, type: !87)
!177 = !DILocation(line: 56, column: 96, scope: !141)
!178 = !DILocation(line: 56, column: 110, scope: !141)
!179 = !DILocation(line: 56, column: 113, scope: !141)
!180 = !DILocation(line: 56, column: 101, scope: !141)
!181 = !DILocation(line: 57, column: 71, scope: !141)
!182 = !DILocation(line: 57, column: 75, scope: !141)
!183 = !DILocation(line: 57, column: 79, scope: !141)
!184 = !DILocation(line: 57, column: 83, scope: !141)
!185 = !DILocation(line: 57, column: 87, scope: !141)
!186 = !DILocation(line: 57, column: 92, scope: !141)
!187 = !DILocation(line: 57, column: 96, scope: !141)
!188 = !DILocation(line: 57, column: 100, scope: !141)
!189 = !DILocation(line: 57, column: 104, scope: !141)
!190 = !DILocation(line: 57, column: 102, scope: !141)
!191 = !DILocation(line: 57, column: 110, scope: !141)
!192 = !DILocation(line: 57, column: 108, scope: !141)
!193 = !DILocation(line: 57, column: 9, scope: !141)
!194 = !DILocation(line: 58, column: 18, scope: !141)
!195 = !DILocation(line: 58, column: 23, scope: !141)
!196 = !DILocation(line: 58, column: 21, scope: !141)
!197 = !DILocation(line: 58, column: 28, scope: !141)
!198 = !DILocation(line: 58, column: 26, scope: !141)
!199 = !DILocation(line: 58, column: 33, scope: !141)
!200 = !DILocation(line: 58, column: 31, scope: !141)
!201 = !DILocation(line: 58, column: 39, scope: !141)
!202 = !DILocation(line: 58, column: 45, scope: !141)
!203 = !DILocation(line: 58, column: 42, scope: !141)
!204 = !DILocation(line: 58, column: 49, scope: !141)
!205 = !DILocation(line: 58, column: 36, scope: !141)
!206 = !DILocation(line: 58, column: 15, scope: !141)
!207 = !DILocation(line: 59, column: 5, scope: !141)
!208 = !DILocation(line: 53, column: 29, scope: !137)
!209 = !DILocation(line: 53, column: 5, scope: !137)
!210 = distinct !{!210, !139, !211, !212}
!211 = !DILocation(line: 59, column: 5, scope: !133)
!212 = !{!"llvm.loop.mustprogress"}
!213 = !DILocation(line: 60, column: 31, scope: !122)
!214 = !DILocation(line: 60, column: 49, scope: !122)
!215 = !DILocation(line: 60, column: 68, scope: !122)
!216 = !DILocation(line: 60, column: 5, scope: !122)
!217 = !DILocation(line: 61, column: 12, scope: !122)
!218 = !DILocation(line: 61, column: 18, scope: !122)
!219 = !DILocation(line: 61, column: 5, scope: !122)
!220 = !DILocalVariable(name: "a", arg: 1, scope: !84, file: !2, line: 8, type: !88)
!221 = !DILocation(line: 8, column: 33, scope: !84)
!222 = !DILocalVariable(name: "b", arg: 2, scope: !84, file: !2, line: 8, type: !88)
!223 = !DILocation(line: 8, column: 48, scope: !84)
!224 = !DILocalVariable(name: "n", scope: !84, file: !2, line: 9, type: !87)
!225 = !DILocation(line: 9, column: 9, scope: !84)
!226 = !DILocation(line: 9, column: 25, scope: !84)
!227 = !DILocation(line: 9, column: 18, scope: !84)
!228 = !DILocation(line: 9, column: 13, scope: !84)
!229 = !DILocalVariable(name: "m", scope: !84, file: !2, line: 9, type: !87)
!230 = !DILocation(line: 9, column: 29, scope: !84)
!231 = !DILocation(line: 9, column: 45, scope: !84)
!232 = !DILocation(line: 9, column: 38, scope: !84)
!233 = !DILocation(line: 9, column: 33, scope: !84)
!234 = !DILocalVariable(name: "i", scope: !235, file: !2, line: 10, type: !87)
!235 = distinct !DILexicalBlock(scope: !84, file: !2, line: 10, column: 5)
!236 = !DILocation(line: 10, column: 14, scope: !235)
!237 = !DILocation(line: 10, column: 10, scope: !235)
!238 = !DILocation(line: 10, column: 21, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !2, line: 10, column: 5)
!240 = !DILocation(line: 10, column: 26, scope: !239)
!241 = !DILocation(line: 10, column: 23, scope: !239)
!242 = !DILocation(line: 10, column: 5, scope: !235)
!243 = !DILocation(line: 10, column: 44, scope: !239)
!244 = !DILocation(line: 10, column: 36, scope: !239)
!245 = !DILocation(line: 10, column: 34, scope: !239)
!246 = !DILocation(line: 10, column: 42, scope: !239)
!247 = !DILocation(line: 10, column: 30, scope: !239)
!248 = !DILocation(line: 10, column: 5, scope: !239)
!249 = distinct !{!249, !242, !250, !212}
!250 = !DILocation(line: 10, column: 44, scope: !235)
!251 = !DILocalVariable(name: "j", scope: !252, file: !2, line: 11, type: !87)
!252 = distinct !DILexicalBlock(scope: !84, file: !2, line: 11, column: 5)
!253 = !DILocation(line: 11, column: 14, scope: !252)
!254 = !DILocation(line: 11, column: 10, scope: !252)
!255 = !DILocation(line: 11, column: 21, scope: !256)
!256 = distinct !DILexicalBlock(scope: !252, file: !2, line: 11, column: 5)
!257 = !DILocation(line: 11, column: 26, scope: !256)
!258 = !DILocation(line: 11, column: 23, scope: !256)
!259 = !DILocation(line: 11, column: 5, scope: !252)
!260 = !DILocation(line: 11, column: 44, scope: !256)
!261 = !DILocation(line: 11, column: 39, scope: !256)
!262 = !DILocation(line: 11, column: 34, scope: !256)
!263 = !DILocation(line: 11, column: 42, scope: !256)
!264 = !DILocation(line: 11, column: 30, scope: !256)
!265 = !DILocation(line: 11, column: 5, scope: !256)
!266 = distinct !{!266, !259, !267, !212}
!267 = !DILocation(line: 11, column: 44, scope: !252)
!268 = !DILocalVariable(name: "i", scope: !269, file: !2, line: 12, type: !87)
!269 = distinct !DILexicalBlock(scope: !84, file: !2, line: 12, column: 5)
!270 = !DILocation(line: 12, column: 14, scope: !269)
!271 = !DILocation(line: 12, column: 10, scope: !269)
!272 = !DILocation(line: 12, column: 21, scope: !273)
!273 = distinct !DILexicalBlock(scope: !269, file: !2, line: 12, column: 5)
!274 = !DILocation(line: 12, column: 26, scope: !273)
!275 = !DILocation(line: 12, column: 23, scope: !273)
!276 = !DILocation(line: 12, column: 5, scope: !269)
!277 = !DILocalVariable(name: "j", scope: !278, file: !2, line: 12, type: !87)
!278 = distinct !DILexicalBlock(scope: !273, file: !2, line: 12, column: 34)
!279 = !DILocation(line: 12, column: 43, scope: !278)
!280 = !DILocation(line: 12, column: 39, scope: !278)
!281 = !DILocation(line: 12, column: 50, scope: !282)
!282 = distinct !DILexicalBlock(scope: !278, file: !2, line: 12, column: 34)
!283 = !DILocation(line: 12, column: 55, scope: !282)
!284 = !DILocation(line: 12, column: 52, scope: !282)
!285 = !DILocation(line: 12, column: 34, scope: !278)
!286 = !DILocation(line: 12, column: 80, scope: !282)
!287 = !DILocation(line: 12, column: 82, scope: !282)
!288 = !DILocation(line: 12, column: 78, scope: !282)
!289 = !DILocation(line: 12, column: 87, scope: !282)
!290 = !DILocation(line: 12, column: 90, scope: !282)
!291 = !DILocation(line: 12, column: 97, scope: !282)
!292 = !DILocation(line: 12, column: 95, scope: !282)
!293 = !DILocation(line: 12, column: 100, scope: !282)
!294 = !DILocation(line: 12, column: 102, scope: !282)
!295 = !DILocation(line: 12, column: 107, scope: !282)
!296 = !DILocation(line: 12, column: 114, scope: !282)
!297 = !DILocation(line: 12, column: 116, scope: !282)
!298 = !DILocation(line: 12, column: 112, scope: !282)
!299 = !DILocation(line: 12, column: 121, scope: !282)
!300 = !DILocation(line: 12, column: 123, scope: !282)
!301 = !DILocation(line: 12, column: 131, scope: !282)
!302 = !DILocation(line: 12, column: 133, scope: !282)
!303 = !DILocation(line: 12, column: 135, scope: !282)
!304 = !DILocation(line: 12, column: 143, scope: !282)
!305 = !DILocation(line: 12, column: 145, scope: !282)
!306 = !DILocation(line: 12, column: 147, scope: !282)
!307 = !DILocation(line: 12, column: 140, scope: !282)
!308 = !DILocation(line: 12, column: 128, scope: !282)
!309 = !DILocation(line: 12, column: 73, scope: !282)
!310 = !DILocation(line: 12, column: 65, scope: !282)
!311 = !DILocation(line: 12, column: 63, scope: !282)
!312 = !DILocation(line: 12, column: 68, scope: !282)
!313 = !DILocation(line: 12, column: 71, scope: !282)
!314 = !DILocation(line: 12, column: 59, scope: !282)
!315 = !DILocation(line: 12, column: 34, scope: !282)
!316 = distinct !{!316, !285, !317, !212}
!317 = !DILocation(line: 12, column: 152, scope: !278)
!318 = !DILocation(line: 12, column: 30, scope: !273)
!319 = !DILocation(line: 12, column: 5, scope: !273)
!320 = distinct !{!320, !276, !321, !212}
!321 = !DILocation(line: 12, column: 152, scope: !269)
!322 = !DILocation(line: 13, column: 14, scope: !84)
!323 = !DILocation(line: 13, column: 12, scope: !84)
!324 = !DILocation(line: 13, column: 17, scope: !84)
!325 = !DILocation(line: 13, column: 5, scope: !84)
!326 = distinct !DISubprogram(name: "lev_rows", scope: !2, file: !2, line: 15, type: !85, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !99)
!327 = !DILocalVariable(name: "a", arg: 1, scope: !326, file: !2, line: 15, type: !88)
!328 = !DILocation(line: 15, column: 33, scope: !326)
!329 = !DILocalVariable(name: "b", arg: 2, scope: !326, file: !2, line: 15, type: !88)
!330 = !DILocation(line: 15, column: 48, scope: !326)
!331 = !DILocalVariable(name: "n", scope: !326, file: !2, line: 16, type: !87)
!332 = !DILocation(line: 16, column: 9, scope: !326)
!333 = !DILocation(line: 16, column: 25, scope: !326)
!334 = !DILocation(line: 16, column: 18, scope: !326)
!335 = !DILocation(line: 16, column: 13, scope: !326)
!336 = !DILocalVariable(name: "m", scope: !326, file: !2, line: 16, type: !87)
!337 = !DILocation(line: 16, column: 29, scope: !326)
!338 = !DILocation(line: 16, column: 45, scope: !326)
!339 = !DILocation(line: 16, column: 38, scope: !326)
!340 = !DILocation(line: 16, column: 33, scope: !326)
!341 = !DILocalVariable(name: "prev", scope: !326, file: !2, line: 16, type: !342)
!342 = !DICompositeType(tag: DW_TAG_array_type, baseType: !87, size: 4096, elements: !151)
!343 = !DILocation(line: 16, column: 53, scope: !326)
!344 = !DILocalVariable(name: "cur", scope: !326, file: !2, line: 16, type: !342)
!345 = !DILocation(line: 16, column: 64, scope: !326)
!346 = !DILocalVariable(name: "j", scope: !347, file: !2, line: 17, type: !87)
!347 = distinct !DILexicalBlock(scope: !326, file: !2, line: 17, column: 5)
!348 = !DILocation(line: 17, column: 14, scope: !347)
!349 = !DILocation(line: 17, column: 10, scope: !347)
!350 = !DILocation(line: 17, column: 21, scope: !351)
!351 = distinct !DILexicalBlock(scope: !347, file: !2, line: 17, column: 5)
!352 = !DILocation(line: 17, column: 26, scope: !351)
!353 = !DILocation(line: 17, column: 23, scope: !351)
!354 = !DILocation(line: 17, column: 5, scope: !347)
!355 = !DILocation(line: 17, column: 44, scope: !351)
!356 = !DILocation(line: 17, column: 39, scope: !351)
!357 = !DILocation(line: 17, column: 34, scope: !351)
!358 = !DILocation(line: 17, column: 42, scope: !351)
!359 = !DILocation(line: 17, column: 30, scope: !351)
!360 = !DILocation(line: 17, column: 5, scope: !351)
!361 = distinct !{!361, !354, !362, !212}
!362 = !DILocation(line: 17, column: 44, scope: !347)
!363 = !DILocalVariable(name: "i", scope: !364, file: !2, line: 18, type: !87)
!364 = distinct !DILexicalBlock(scope: !326, file: !2, line: 18, column: 5)
!365 = !DILocation(line: 18, column: 14, scope: !364)
!366 = !DILocation(line: 18, column: 10, scope: !364)
!367 = !DILocation(line: 18, column: 21, scope: !368)
!368 = distinct !DILexicalBlock(scope: !364, file: !2, line: 18, column: 5)
!369 = !DILocation(line: 18, column: 26, scope: !368)
!370 = !DILocation(line: 18, column: 23, scope: !368)
!371 = !DILocation(line: 18, column: 5, scope: !364)
!372 = !DILocation(line: 18, column: 45, scope: !373)
!373 = distinct !DILexicalBlock(scope: !368, file: !2, line: 18, column: 34)
!374 = !DILocation(line: 18, column: 36, scope: !373)
!375 = !DILocation(line: 18, column: 43, scope: !373)
!376 = !DILocalVariable(name: "j", scope: !377, file: !2, line: 18, type: !87)
!377 = distinct !DILexicalBlock(scope: !373, file: !2, line: 18, column: 48)
!378 = !DILocation(line: 18, column: 57, scope: !377)
!379 = !DILocation(line: 18, column: 53, scope: !377)
!380 = !DILocation(line: 18, column: 64, scope: !381)
!381 = distinct !DILexicalBlock(scope: !377, file: !2, line: 18, column: 48)
!382 = !DILocation(line: 18, column: 69, scope: !381)
!383 = !DILocation(line: 18, column: 66, scope: !381)
!384 = !DILocation(line: 18, column: 48, scope: !377)
!385 = !DILocation(line: 18, column: 96, scope: !381)
!386 = !DILocation(line: 18, column: 91, scope: !381)
!387 = !DILocation(line: 18, column: 99, scope: !381)
!388 = !DILocation(line: 18, column: 108, scope: !381)
!389 = !DILocation(line: 18, column: 110, scope: !381)
!390 = !DILocation(line: 18, column: 104, scope: !381)
!391 = !DILocation(line: 18, column: 115, scope: !381)
!392 = !DILocation(line: 18, column: 125, scope: !381)
!393 = !DILocation(line: 18, column: 127, scope: !381)
!394 = !DILocation(line: 18, column: 120, scope: !381)
!395 = !DILocation(line: 18, column: 135, scope: !381)
!396 = !DILocation(line: 18, column: 137, scope: !381)
!397 = !DILocation(line: 18, column: 139, scope: !381)
!398 = !DILocation(line: 18, column: 147, scope: !381)
!399 = !DILocation(line: 18, column: 149, scope: !381)
!400 = !DILocation(line: 18, column: 151, scope: !381)
!401 = !DILocation(line: 18, column: 144, scope: !381)
!402 = !DILocation(line: 18, column: 132, scope: !381)
!403 = !DILocation(line: 18, column: 86, scope: !381)
!404 = !DILocation(line: 18, column: 81, scope: !381)
!405 = !DILocation(line: 18, column: 77, scope: !381)
!406 = !DILocation(line: 18, column: 84, scope: !381)
!407 = !DILocation(line: 18, column: 73, scope: !381)
!408 = !DILocation(line: 18, column: 48, scope: !381)
!409 = distinct !{!409, !384, !410, !212}
!410 = !DILocation(line: 18, column: 156, scope: !377)
!411 = !DILocation(line: 18, column: 159, scope: !373)
!412 = !DILocation(line: 18, column: 200, scope: !373)
!413 = !DILocation(line: 18, column: 202, scope: !373)
!414 = !DILocation(line: 18, column: 191, scope: !373)
!415 = !DILocation(line: 18, column: 189, scope: !373)
!416 = !DILocation(line: 18, column: 209, scope: !373)
!417 = !DILocation(line: 18, column: 30, scope: !368)
!418 = !DILocation(line: 18, column: 5, scope: !368)
!419 = distinct !{!419, !371, !420, !212}
!420 = !DILocation(line: 18, column: 209, scope: !364)
!421 = !DILocation(line: 19, column: 17, scope: !326)
!422 = !DILocation(line: 19, column: 12, scope: !326)
!423 = !DILocation(line: 19, column: 5, scope: !326)
!424 = !DILocalVariable(name: "a", arg: 1, scope: !98, file: !2, line: 21, type: !88)
!425 = !DILocation(line: 21, column: 32, scope: !98)
!426 = !DILocalVariable(name: "b", arg: 2, scope: !98, file: !2, line: 21, type: !88)
!427 = !DILocation(line: 21, column: 47, scope: !98)
!428 = !DILocalVariable(name: "n", scope: !98, file: !2, line: 22, type: !87)
!429 = !DILocation(line: 22, column: 9, scope: !98)
!430 = !DILocation(line: 22, column: 25, scope: !98)
!431 = !DILocation(line: 22, column: 18, scope: !98)
!432 = !DILocation(line: 22, column: 13, scope: !98)
!433 = !DILocalVariable(name: "m", scope: !98, file: !2, line: 22, type: !87)
!434 = !DILocation(line: 22, column: 29, scope: !98)
!435 = !DILocation(line: 22, column: 45, scope: !98)
!436 = !DILocation(line: 22, column: 38, scope: !98)
!437 = !DILocation(line: 22, column: 33, scope: !98)
!438 = !DILocalVariable(name: "i", scope: !439, file: !2, line: 23, type: !87)
!439 = distinct !DILexicalBlock(scope: !98, file: !2, line: 23, column: 5)
!440 = !DILocation(line: 23, column: 14, scope: !439)
!441 = !DILocation(line: 23, column: 10, scope: !439)
!442 = !DILocation(line: 23, column: 21, scope: !443)
!443 = distinct !DILexicalBlock(scope: !439, file: !2, line: 23, column: 5)
!444 = !DILocation(line: 23, column: 26, scope: !443)
!445 = !DILocation(line: 23, column: 23, scope: !443)
!446 = !DILocation(line: 23, column: 5, scope: !439)
!447 = !DILocation(line: 23, column: 44, scope: !443)
!448 = !DILocation(line: 23, column: 36, scope: !443)
!449 = !DILocation(line: 23, column: 34, scope: !443)
!450 = !DILocation(line: 23, column: 42, scope: !443)
!451 = !DILocation(line: 23, column: 30, scope: !443)
!452 = !DILocation(line: 23, column: 5, scope: !443)
!453 = distinct !{!453, !446, !454, !212}
!454 = !DILocation(line: 23, column: 44, scope: !439)
!455 = !DILocalVariable(name: "j", scope: !456, file: !2, line: 24, type: !87)
!456 = distinct !DILexicalBlock(scope: !98, file: !2, line: 24, column: 5)
!457 = !DILocation(line: 24, column: 14, scope: !456)
!458 = !DILocation(line: 24, column: 10, scope: !456)
!459 = !DILocation(line: 24, column: 21, scope: !460)
!460 = distinct !DILexicalBlock(scope: !456, file: !2, line: 24, column: 5)
!461 = !DILocation(line: 24, column: 26, scope: !460)
!462 = !DILocation(line: 24, column: 23, scope: !460)
!463 = !DILocation(line: 24, column: 5, scope: !456)
!464 = !DILocation(line: 24, column: 44, scope: !460)
!465 = !DILocation(line: 24, column: 39, scope: !460)
!466 = !DILocation(line: 24, column: 34, scope: !460)
!467 = !DILocation(line: 24, column: 42, scope: !460)
!468 = !DILocation(line: 24, column: 30, scope: !460)
!469 = !DILocation(line: 24, column: 5, scope: !460)
!470 = distinct !{!470, !463, !471, !212}
!471 = !DILocation(line: 24, column: 44, scope: !456)
!472 = !DILocalVariable(name: "i", scope: !473, file: !2, line: 25, type: !87)
!473 = distinct !DILexicalBlock(scope: !98, file: !2, line: 25, column: 5)
!474 = !DILocation(line: 25, column: 14, scope: !473)
!475 = !DILocation(line: 25, column: 10, scope: !473)
!476 = !DILocation(line: 25, column: 21, scope: !477)
!477 = distinct !DILexicalBlock(scope: !473, file: !2, line: 25, column: 5)
!478 = !DILocation(line: 25, column: 26, scope: !477)
!479 = !DILocation(line: 25, column: 23, scope: !477)
!480 = !DILocation(line: 25, column: 5, scope: !473)
!481 = !DILocalVariable(name: "j", scope: !482, file: !2, line: 25, type: !87)
!482 = distinct !DILexicalBlock(scope: !477, file: !2, line: 25, column: 34)
!483 = !DILocation(line: 25, column: 43, scope: !482)
!484 = !DILocation(line: 25, column: 39, scope: !482)
!485 = !DILocation(line: 25, column: 50, scope: !486)
!486 = distinct !DILexicalBlock(scope: !482, file: !2, line: 25, column: 34)
!487 = !DILocation(line: 25, column: 55, scope: !486)
!488 = !DILocation(line: 25, column: 52, scope: !486)
!489 = !DILocation(line: 25, column: 34, scope: !482)
!490 = !DILocation(line: 26, column: 26, scope: !491)
!491 = distinct !DILexicalBlock(scope: !486, file: !2, line: 25, column: 63)
!492 = !DILocation(line: 26, column: 28, scope: !491)
!493 = !DILocation(line: 26, column: 24, scope: !491)
!494 = !DILocation(line: 26, column: 33, scope: !491)
!495 = !DILocation(line: 26, column: 36, scope: !491)
!496 = !DILocation(line: 26, column: 43, scope: !491)
!497 = !DILocation(line: 26, column: 41, scope: !491)
!498 = !DILocation(line: 26, column: 46, scope: !491)
!499 = !DILocation(line: 26, column: 48, scope: !491)
!500 = !DILocation(line: 26, column: 53, scope: !491)
!501 = !DILocation(line: 26, column: 60, scope: !491)
!502 = !DILocation(line: 26, column: 62, scope: !491)
!503 = !DILocation(line: 26, column: 58, scope: !491)
!504 = !DILocation(line: 26, column: 67, scope: !491)
!505 = !DILocation(line: 26, column: 69, scope: !491)
!506 = !DILocation(line: 26, column: 77, scope: !491)
!507 = !DILocation(line: 26, column: 79, scope: !491)
!508 = !DILocation(line: 26, column: 81, scope: !491)
!509 = !DILocation(line: 26, column: 89, scope: !491)
!510 = !DILocation(line: 26, column: 91, scope: !491)
!511 = !DILocation(line: 26, column: 93, scope: !491)
!512 = !DILocation(line: 26, column: 86, scope: !491)
!513 = !DILocation(line: 26, column: 74, scope: !491)
!514 = !DILocation(line: 26, column: 19, scope: !491)
!515 = !DILocation(line: 26, column: 11, scope: !491)
!516 = !DILocation(line: 26, column: 9, scope: !491)
!517 = !DILocation(line: 26, column: 14, scope: !491)
!518 = !DILocation(line: 26, column: 17, scope: !491)
!519 = !DILocation(line: 27, column: 13, scope: !520)
!520 = distinct !DILexicalBlock(scope: !491, file: !2, line: 27, column: 13)
!521 = !DILocation(line: 27, column: 15, scope: !520)
!522 = !DILocation(line: 27, column: 19, scope: !520)
!523 = !DILocation(line: 27, column: 22, scope: !520)
!524 = !DILocation(line: 27, column: 24, scope: !520)
!525 = !DILocation(line: 27, column: 28, scope: !520)
!526 = !DILocation(line: 27, column: 31, scope: !520)
!527 = !DILocation(line: 27, column: 33, scope: !520)
!528 = !DILocation(line: 27, column: 35, scope: !520)
!529 = !DILocation(line: 27, column: 43, scope: !520)
!530 = !DILocation(line: 27, column: 45, scope: !520)
!531 = !DILocation(line: 27, column: 47, scope: !520)
!532 = !DILocation(line: 27, column: 40, scope: !520)
!533 = !DILocation(line: 27, column: 52, scope: !520)
!534 = !DILocation(line: 27, column: 55, scope: !520)
!535 = !DILocation(line: 27, column: 57, scope: !520)
!536 = !DILocation(line: 27, column: 59, scope: !520)
!537 = !DILocation(line: 27, column: 67, scope: !520)
!538 = !DILocation(line: 27, column: 69, scope: !520)
!539 = !DILocation(line: 27, column: 71, scope: !520)
!540 = !DILocation(line: 27, column: 64, scope: !520)
!541 = !DILocation(line: 27, column: 76, scope: !520)
!542 = !DILocation(line: 27, column: 81, scope: !520)
!543 = !DILocation(line: 27, column: 83, scope: !520)
!544 = !DILocation(line: 27, column: 79, scope: !520)
!545 = !DILocation(line: 27, column: 88, scope: !520)
!546 = !DILocation(line: 27, column: 90, scope: !520)
!547 = !DILocation(line: 27, column: 95, scope: !520)
!548 = !DILocation(line: 27, column: 103, scope: !520)
!549 = !DILocation(line: 27, column: 101, scope: !520)
!550 = !DILocation(line: 27, column: 106, scope: !520)
!551 = !DILocation(line: 27, column: 99, scope: !520)
!552 = !DILocation(line: 27, column: 13, scope: !491)
!553 = !DILocation(line: 27, column: 122, scope: !520)
!554 = !DILocation(line: 27, column: 124, scope: !520)
!555 = !DILocation(line: 27, column: 120, scope: !520)
!556 = !DILocation(line: 27, column: 129, scope: !520)
!557 = !DILocation(line: 27, column: 131, scope: !520)
!558 = !DILocation(line: 27, column: 136, scope: !520)
!559 = !DILocation(line: 27, column: 112, scope: !520)
!560 = !DILocation(line: 27, column: 110, scope: !520)
!561 = !DILocation(line: 27, column: 115, scope: !520)
!562 = !DILocation(line: 27, column: 118, scope: !520)
!563 = !DILocation(line: 28, column: 5, scope: !491)
!564 = !DILocation(line: 25, column: 59, scope: !486)
!565 = !DILocation(line: 25, column: 34, scope: !486)
!566 = distinct !{!566, !489, !567, !212}
!567 = !DILocation(line: 28, column: 5, scope: !482)
!568 = !DILocation(line: 25, column: 30, scope: !477)
!569 = !DILocation(line: 25, column: 5, scope: !477)
!570 = distinct !{!570, !480, !571, !212}
!571 = !DILocation(line: 28, column: 5, scope: !473)
!572 = !DILocation(line: 29, column: 14, scope: !98)
!573 = !DILocation(line: 29, column: 12, scope: !98)
!574 = !DILocation(line: 29, column: 17, scope: !98)
!575 = !DILocation(line: 29, column: 5, scope: !98)
!576 = !DILocalVariable(name: "a", arg: 1, scope: !105, file: !2, line: 31, type: !88)
!577 = !DILocation(line: 31, column: 28, scope: !105)
!578 = !DILocalVariable(name: "b", arg: 2, scope: !105, file: !2, line: 31, type: !88)
!579 = !DILocation(line: 31, column: 43, scope: !105)
!580 = !DILocalVariable(name: "out", arg: 3, scope: !105, file: !2, line: 31, type: !108)
!581 = !DILocation(line: 31, column: 52, scope: !105)
!582 = !DILocalVariable(name: "n", scope: !105, file: !2, line: 32, type: !87)
!583 = !DILocation(line: 32, column: 9, scope: !105)
!584 = !DILocation(line: 32, column: 25, scope: !105)
!585 = !DILocation(line: 32, column: 18, scope: !105)
!586 = !DILocation(line: 32, column: 13, scope: !105)
!587 = !DILocalVariable(name: "m", scope: !105, file: !2, line: 32, type: !87)
!588 = !DILocation(line: 32, column: 29, scope: !105)
!589 = !DILocation(line: 32, column: 45, scope: !105)
!590 = !DILocation(line: 32, column: 38, scope: !105)
!591 = !DILocation(line: 32, column: 33, scope: !105)
!592 = !DILocalVariable(name: "i", scope: !593, file: !2, line: 33, type: !87)
!593 = distinct !DILexicalBlock(scope: !105, file: !2, line: 33, column: 5)
!594 = !DILocation(line: 33, column: 14, scope: !593)
!595 = !DILocation(line: 33, column: 10, scope: !593)
!596 = !DILocation(line: 33, column: 21, scope: !597)
!597 = distinct !DILexicalBlock(scope: !593, file: !2, line: 33, column: 5)
!598 = !DILocation(line: 33, column: 26, scope: !597)
!599 = !DILocation(line: 33, column: 23, scope: !597)
!600 = !DILocation(line: 33, column: 5, scope: !593)
!601 = !DILocalVariable(name: "j", scope: !602, file: !2, line: 33, type: !87)
!602 = distinct !DILexicalBlock(scope: !597, file: !2, line: 33, column: 34)
!603 = !DILocation(line: 33, column: 43, scope: !602)
!604 = !DILocation(line: 33, column: 39, scope: !602)
!605 = !DILocation(line: 33, column: 50, scope: !606)
!606 = distinct !DILexicalBlock(scope: !602, file: !2, line: 33, column: 34)
!607 = !DILocation(line: 33, column: 55, scope: !606)
!608 = !DILocation(line: 33, column: 52, scope: !606)
!609 = !DILocation(line: 33, column: 34, scope: !602)
!610 = !DILocation(line: 33, column: 74, scope: !606)
!611 = !DILocation(line: 33, column: 76, scope: !606)
!612 = !DILocation(line: 33, column: 81, scope: !606)
!613 = !DILocation(line: 33, column: 84, scope: !606)
!614 = !DILocation(line: 33, column: 86, scope: !606)
!615 = !DILocation(line: 33, column: 73, scope: !606)
!616 = !DILocation(line: 33, column: 98, scope: !606)
!617 = !DILocation(line: 33, column: 100, scope: !606)
!618 = !DILocation(line: 33, column: 102, scope: !606)
!619 = !DILocation(line: 33, column: 110, scope: !606)
!620 = !DILocation(line: 33, column: 112, scope: !606)
!621 = !DILocation(line: 33, column: 114, scope: !606)
!622 = !DILocation(line: 33, column: 107, scope: !606)
!623 = !DILocation(line: 33, column: 123, scope: !606)
!624 = !DILocation(line: 33, column: 125, scope: !606)
!625 = !DILocation(line: 33, column: 121, scope: !606)
!626 = !DILocation(line: 33, column: 130, scope: !606)
!627 = !DILocation(line: 33, column: 132, scope: !606)
!628 = !DILocation(line: 33, column: 137, scope: !606)
!629 = !DILocation(line: 33, column: 146, scope: !606)
!630 = !DILocation(line: 33, column: 148, scope: !606)
!631 = !DILocation(line: 33, column: 144, scope: !606)
!632 = !DILocation(line: 33, column: 153, scope: !606)
!633 = !DILocation(line: 33, column: 160, scope: !606)
!634 = !DILocation(line: 33, column: 158, scope: !606)
!635 = !DILocation(line: 33, column: 163, scope: !606)
!636 = !DILocation(line: 33, column: 165, scope: !606)
!637 = !DILocation(line: 33, column: 156, scope: !606)
!638 = !DILocation(line: 33, column: 174, scope: !606)
!639 = !DILocation(line: 33, column: 176, scope: !606)
!640 = !DILocation(line: 33, column: 172, scope: !606)
!641 = !DILocation(line: 33, column: 181, scope: !606)
!642 = !DILocation(line: 33, column: 188, scope: !606)
!643 = !DILocation(line: 33, column: 186, scope: !606)
!644 = !DILocation(line: 33, column: 191, scope: !606)
!645 = !DILocation(line: 33, column: 193, scope: !606)
!646 = !DILocation(line: 33, column: 65, scope: !606)
!647 = !DILocation(line: 33, column: 63, scope: !606)
!648 = !DILocation(line: 33, column: 68, scope: !606)
!649 = !DILocation(line: 33, column: 71, scope: !606)
!650 = !DILocation(line: 33, column: 59, scope: !606)
!651 = !DILocation(line: 33, column: 34, scope: !606)
!652 = distinct !{!652, !609, !653, !212}
!653 = !DILocation(line: 33, column: 197, scope: !602)
!654 = !DILocation(line: 33, column: 30, scope: !597)
!655 = !DILocation(line: 33, column: 5, scope: !597)
!656 = distinct !{!656, !600, !657, !212}
!657 = !DILocation(line: 33, column: 197, scope: !593)
!658 = !DILocalVariable(name: "k", scope: !105, file: !2, line: 34, type: !87)
!659 = !DILocation(line: 34, column: 9, scope: !105)
!660 = !DILocation(line: 34, column: 15, scope: !105)
!661 = !DILocation(line: 34, column: 13, scope: !105)
!662 = !DILocation(line: 34, column: 18, scope: !105)
!663 = !DILocation(line: 34, column: 22, scope: !105)
!664 = !DILocation(line: 34, column: 26, scope: !105)
!665 = !DILocation(line: 34, column: 29, scope: !105)
!666 = !DILocalVariable(name: "i", scope: !667, file: !2, line: 35, type: !87)
!667 = distinct !DILexicalBlock(scope: !105, file: !2, line: 35, column: 5)
!668 = !DILocation(line: 35, column: 14, scope: !667)
!669 = !DILocation(line: 35, column: 18, scope: !667)
!670 = !DILocalVariable(name: "j", scope: !667, file: !2, line: 35, type: !87)
!671 = !DILocation(line: 35, column: 21, scope: !667)
!672 = !DILocation(line: 35, column: 25, scope: !667)
!673 = !DILocation(line: 35, column: 10, scope: !667)
!674 = !DILocation(line: 35, column: 28, scope: !675)
!675 = distinct !DILexicalBlock(scope: !667, file: !2, line: 35, column: 5)
!676 = !DILocation(line: 35, column: 30, scope: !675)
!677 = !DILocation(line: 35, column: 34, scope: !675)
!678 = !DILocation(line: 35, column: 37, scope: !675)
!679 = !DILocation(line: 35, column: 39, scope: !675)
!680 = !DILocation(line: 0, scope: !675)
!681 = !DILocation(line: 35, column: 5, scope: !667)
!682 = !DILocation(line: 35, column: 51, scope: !683)
!683 = distinct !DILexicalBlock(scope: !684, file: !2, line: 35, column: 51)
!684 = distinct !DILexicalBlock(scope: !675, file: !2, line: 35, column: 45)
!685 = !DILocation(line: 35, column: 53, scope: !683)
!686 = !DILocation(line: 35, column: 55, scope: !683)
!687 = !DILocation(line: 35, column: 63, scope: !683)
!688 = !DILocation(line: 35, column: 65, scope: !683)
!689 = !DILocation(line: 35, column: 67, scope: !683)
!690 = !DILocation(line: 35, column: 60, scope: !683)
!691 = !DILocation(line: 35, column: 51, scope: !684)
!692 = !DILocation(line: 35, column: 86, scope: !693)
!693 = distinct !DILexicalBlock(scope: !683, file: !2, line: 35, column: 73)
!694 = !DILocation(line: 35, column: 88, scope: !693)
!695 = !DILocation(line: 35, column: 90, scope: !693)
!696 = !DILocation(line: 35, column: 75, scope: !693)
!697 = !DILocation(line: 35, column: 79, scope: !693)
!698 = !DILocation(line: 35, column: 84, scope: !693)
!699 = !DILocation(line: 35, column: 97, scope: !693)
!700 = !DILocation(line: 35, column: 102, scope: !693)
!701 = !DILocation(line: 35, column: 106, scope: !693)
!702 = !DILocation(line: 35, column: 119, scope: !703)
!703 = distinct !DILexicalBlock(scope: !683, file: !2, line: 35, column: 117)
!704 = !DILocation(line: 35, column: 121, scope: !703)
!705 = !DILocation(line: 35, column: 117, scope: !703)
!706 = !DILocation(line: 35, column: 126, scope: !703)
!707 = !DILocation(line: 35, column: 134, scope: !703)
!708 = !DILocation(line: 35, column: 132, scope: !703)
!709 = !DILocation(line: 35, column: 137, scope: !703)
!710 = !DILocation(line: 35, column: 139, scope: !703)
!711 = !DILocation(line: 35, column: 129, scope: !703)
!712 = !DILocation(line: 35, column: 117, scope: !683)
!713 = !DILocation(line: 35, column: 146, scope: !703)
!714 = !DILocation(line: 35, column: 145, scope: !703)
!715 = !DILocation(line: 35, column: 156, scope: !703)
!716 = !DILocation(line: 35, column: 5, scope: !675)
!717 = distinct !{!717, !681, !718, !212}
!718 = !DILocation(line: 35, column: 160, scope: !667)
!719 = !DILocation(line: 36, column: 14, scope: !105)
!720 = !DILocation(line: 36, column: 12, scope: !105)
!721 = !DILocation(line: 36, column: 17, scope: !105)
!722 = !DILocation(line: 36, column: 5, scope: !105)
!723 = distinct !DISubprogram(name: "lcsubstr", scope: !2, file: !2, line: 38, type: !724, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !99)
!724 = !DISubroutineType(types: !725)
!725 = !{!87, !88, !88, !726}
!726 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !87, size: 64)
!727 = !DILocalVariable(name: "a", arg: 1, scope: !723, file: !2, line: 38, type: !88)
!728 = !DILocation(line: 38, column: 33, scope: !723)
!729 = !DILocalVariable(name: "b", arg: 2, scope: !723, file: !2, line: 38, type: !88)
!730 = !DILocation(line: 38, column: 48, scope: !723)
!731 = !DILocalVariable(name: "end", arg: 3, scope: !723, file: !2, line: 38, type: !726)
!732 = !DILocation(line: 38, column: 56, scope: !723)
!733 = !DILocalVariable(name: "n", scope: !723, file: !2, line: 39, type: !87)
!734 = !DILocation(line: 39, column: 9, scope: !723)
!735 = !DILocation(line: 39, column: 25, scope: !723)
!736 = !DILocation(line: 39, column: 18, scope: !723)
!737 = !DILocation(line: 39, column: 13, scope: !723)
!738 = !DILocalVariable(name: "m", scope: !723, file: !2, line: 39, type: !87)
!739 = !DILocation(line: 39, column: 29, scope: !723)
!740 = !DILocation(line: 39, column: 45, scope: !723)
!741 = !DILocation(line: 39, column: 38, scope: !723)
!742 = !DILocation(line: 39, column: 33, scope: !723)
!743 = !DILocalVariable(name: "best", scope: !723, file: !2, line: 39, type: !87)
!744 = !DILocation(line: 39, column: 49, scope: !723)
!745 = !DILocalVariable(name: "prev", scope: !723, file: !2, line: 39, type: !342)
!746 = !DILocation(line: 39, column: 63, scope: !723)
!747 = !DILocalVariable(name: "cur", scope: !723, file: !2, line: 39, type: !342)
!748 = !DILocation(line: 39, column: 80, scope: !723)
!749 = !DILocalVariable(name: "i", scope: !750, file: !2, line: 40, type: !87)
!750 = distinct !DILexicalBlock(scope: !723, file: !2, line: 40, column: 5)
!751 = !DILocation(line: 40, column: 14, scope: !750)
!752 = !DILocation(line: 40, column: 10, scope: !750)
!753 = !DILocation(line: 40, column: 21, scope: !754)
!754 = distinct !DILexicalBlock(scope: !750, file: !2, line: 40, column: 5)
!755 = !DILocation(line: 40, column: 26, scope: !754)
!756 = !DILocation(line: 40, column: 23, scope: !754)
!757 = !DILocation(line: 40, column: 5, scope: !750)
!758 = !DILocation(line: 40, column: 36, scope: !759)
!759 = distinct !DILexicalBlock(scope: !754, file: !2, line: 40, column: 34)
!760 = !DILocation(line: 40, column: 43, scope: !759)
!761 = !DILocalVariable(name: "j", scope: !762, file: !2, line: 40, type: !87)
!762 = distinct !DILexicalBlock(scope: !759, file: !2, line: 40, column: 48)
!763 = !DILocation(line: 40, column: 57, scope: !762)
!764 = !DILocation(line: 40, column: 53, scope: !762)
!765 = !DILocation(line: 40, column: 64, scope: !766)
!766 = distinct !DILexicalBlock(scope: !762, file: !2, line: 40, column: 48)
!767 = !DILocation(line: 40, column: 69, scope: !766)
!768 = !DILocation(line: 40, column: 66, scope: !766)
!769 = !DILocation(line: 40, column: 48, scope: !762)
!770 = !DILocation(line: 40, column: 88, scope: !771)
!771 = distinct !DILexicalBlock(scope: !766, file: !2, line: 40, column: 77)
!772 = !DILocation(line: 40, column: 90, scope: !771)
!773 = !DILocation(line: 40, column: 92, scope: !771)
!774 = !DILocation(line: 40, column: 100, scope: !771)
!775 = !DILocation(line: 40, column: 102, scope: !771)
!776 = !DILocation(line: 40, column: 104, scope: !771)
!777 = !DILocation(line: 40, column: 97, scope: !771)
!778 = !DILocation(line: 40, column: 116, scope: !771)
!779 = !DILocation(line: 40, column: 118, scope: !771)
!780 = !DILocation(line: 40, column: 111, scope: !771)
!781 = !DILocation(line: 40, column: 123, scope: !771)
!782 = !DILocation(line: 40, column: 83, scope: !771)
!783 = !DILocation(line: 40, column: 79, scope: !771)
!784 = !DILocation(line: 40, column: 86, scope: !771)
!785 = !DILocation(line: 40, column: 140, scope: !786)
!786 = distinct !DILexicalBlock(scope: !771, file: !2, line: 40, column: 136)
!787 = !DILocation(line: 40, column: 136, scope: !786)
!788 = !DILocation(line: 40, column: 145, scope: !786)
!789 = !DILocation(line: 40, column: 143, scope: !786)
!790 = !DILocation(line: 40, column: 136, scope: !771)
!791 = !DILocation(line: 40, column: 164, scope: !792)
!792 = distinct !DILexicalBlock(scope: !786, file: !2, line: 40, column: 151)
!793 = !DILocation(line: 40, column: 160, scope: !792)
!794 = !DILocation(line: 40, column: 158, scope: !792)
!795 = !DILocation(line: 40, column: 175, scope: !792)
!796 = !DILocation(line: 40, column: 169, scope: !792)
!797 = !DILocation(line: 40, column: 173, scope: !792)
!798 = !DILocation(line: 40, column: 178, scope: !792)
!799 = !DILocation(line: 40, column: 180, scope: !771)
!800 = !DILocation(line: 40, column: 73, scope: !766)
!801 = !DILocation(line: 40, column: 48, scope: !766)
!802 = distinct !{!802, !769, !803, !212}
!803 = !DILocation(line: 40, column: 180, scope: !762)
!804 = !DILocation(line: 40, column: 182, scope: !759)
!805 = !DILocation(line: 40, column: 223, scope: !759)
!806 = !DILocation(line: 40, column: 225, scope: !759)
!807 = !DILocation(line: 40, column: 214, scope: !759)
!808 = !DILocation(line: 40, column: 212, scope: !759)
!809 = !DILocation(line: 40, column: 232, scope: !759)
!810 = !DILocation(line: 40, column: 30, scope: !754)
!811 = !DILocation(line: 40, column: 5, scope: !754)
!812 = distinct !{!812, !757, !813, !212}
!813 = !DILocation(line: 40, column: 232, scope: !750)
!814 = !DILocation(line: 41, column: 12, scope: !723)
!815 = !DILocation(line: 41, column: 5, scope: !723)
!816 = !DILocalVariable(name: "s", arg: 1, scope: !111, file: !2, line: 43, type: !88)
!817 = !DILocation(line: 43, column: 28, scope: !111)
!818 = !DILocalVariable(name: "n", scope: !111, file: !2, line: 44, type: !87)
!819 = !DILocation(line: 44, column: 9, scope: !111)
!820 = !DILocation(line: 44, column: 25, scope: !111)
!821 = !DILocation(line: 44, column: 18, scope: !111)
!822 = !DILocation(line: 44, column: 13, scope: !111)
!823 = !DILocalVariable(name: "i", scope: !824, file: !2, line: 45, type: !87)
!824 = distinct !DILexicalBlock(scope: !111, file: !2, line: 45, column: 5)
!825 = !DILocation(line: 45, column: 14, scope: !824)
!826 = !DILocation(line: 45, column: 18, scope: !824)
!827 = !DILocation(line: 45, column: 20, scope: !824)
!828 = !DILocation(line: 45, column: 10, scope: !824)
!829 = !DILocation(line: 45, column: 25, scope: !830)
!830 = distinct !DILexicalBlock(scope: !824, file: !2, line: 45, column: 5)
!831 = !DILocation(line: 45, column: 27, scope: !830)
!832 = !DILocation(line: 45, column: 5, scope: !824)
!833 = !DILocation(line: 45, column: 42, scope: !834)
!834 = distinct !DILexicalBlock(scope: !830, file: !2, line: 45, column: 38)
!835 = !DILocation(line: 45, column: 40, scope: !834)
!836 = !DILocation(line: 45, column: 45, scope: !834)
!837 = !DILocation(line: 45, column: 48, scope: !834)
!838 = !DILocalVariable(name: "j", scope: !839, file: !2, line: 45, type: !87)
!839 = distinct !DILexicalBlock(scope: !834, file: !2, line: 45, column: 53)
!840 = !DILocation(line: 45, column: 62, scope: !839)
!841 = !DILocation(line: 45, column: 66, scope: !839)
!842 = !DILocation(line: 45, column: 68, scope: !839)
!843 = !DILocation(line: 45, column: 58, scope: !839)
!844 = !DILocation(line: 45, column: 73, scope: !845)
!845 = distinct !DILexicalBlock(scope: !839, file: !2, line: 45, column: 53)
!846 = !DILocation(line: 45, column: 77, scope: !845)
!847 = !DILocation(line: 45, column: 75, scope: !845)
!848 = !DILocation(line: 45, column: 53, scope: !839)
!849 = !DILocation(line: 45, column: 95, scope: !845)
!850 = !DILocation(line: 45, column: 97, scope: !845)
!851 = !DILocation(line: 45, column: 103, scope: !845)
!852 = !DILocation(line: 45, column: 105, scope: !845)
!853 = !DILocation(line: 45, column: 100, scope: !845)
!854 = !DILocation(line: 45, column: 112, scope: !845)
!855 = !DILocation(line: 45, column: 114, scope: !845)
!856 = !DILocation(line: 45, column: 110, scope: !845)
!857 = !DILocation(line: 45, column: 119, scope: !845)
!858 = !DILocation(line: 45, column: 121, scope: !845)
!859 = !DILocation(line: 45, column: 126, scope: !845)
!860 = !DILocation(line: 45, column: 135, scope: !845)
!861 = !DILocation(line: 45, column: 137, scope: !845)
!862 = !DILocation(line: 45, column: 133, scope: !845)
!863 = !DILocation(line: 45, column: 142, scope: !845)
!864 = !DILocation(line: 45, column: 149, scope: !845)
!865 = !DILocation(line: 45, column: 147, scope: !845)
!866 = !DILocation(line: 45, column: 152, scope: !845)
!867 = !DILocation(line: 45, column: 154, scope: !845)
!868 = !DILocation(line: 45, column: 145, scope: !845)
!869 = !DILocation(line: 45, column: 163, scope: !845)
!870 = !DILocation(line: 45, column: 165, scope: !845)
!871 = !DILocation(line: 45, column: 161, scope: !845)
!872 = !DILocation(line: 45, column: 170, scope: !845)
!873 = !DILocation(line: 45, column: 177, scope: !845)
!874 = !DILocation(line: 45, column: 175, scope: !845)
!875 = !DILocation(line: 45, column: 180, scope: !845)
!876 = !DILocation(line: 45, column: 182, scope: !845)
!877 = !DILocation(line: 45, column: 87, scope: !845)
!878 = !DILocation(line: 45, column: 85, scope: !845)
!879 = !DILocation(line: 45, column: 90, scope: !845)
!880 = !DILocation(line: 45, column: 93, scope: !845)
!881 = !DILocation(line: 45, column: 81, scope: !845)
!882 = !DILocation(line: 45, column: 53, scope: !845)
!883 = distinct !{!883, !848, !884, !212}
!884 = !DILocation(line: 45, column: 186, scope: !839)
!885 = !DILocation(line: 45, column: 189, scope: !834)
!886 = !DILocation(line: 45, column: 34, scope: !830)
!887 = !DILocation(line: 45, column: 5, scope: !830)
!888 = distinct !{!888, !832, !889, !212}
!889 = !DILocation(line: 45, column: 189, scope: !824)
!890 = !DILocation(line: 46, column: 12, scope: !111)
!891 = !DILocation(line: 46, column: 21, scope: !111)
!892 = !DILocation(line: 46, column: 23, scope: !111)
!893 = !DILocation(line: 46, column: 16, scope: !111)
!894 = !DILocation(line: 46, column: 5, scope: !111)
!895 = distinct !DISubprogram(name: "min3", scope: !2, file: !2, line: 7, type: !896, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !90, retainedNodes: !99)
!896 = !DISubroutineType(types: !897)
!897 = !{!87, !87, !87, !87}
!898 = !DILocalVariable(name: "a", arg: 1, scope: !895, file: !2, line: 7, type: !87)
!899 = !DILocation(line: 7, column: 21, scope: !895)
!900 = !DILocalVariable(name: "b", arg: 2, scope: !895, file: !2, line: 7, type: !87)
!901 = !DILocation(line: 7, column: 28, scope: !895)
!902 = !DILocalVariable(name: "c", arg: 3, scope: !895, file: !2, line: 7, type: !87)
!903 = !DILocation(line: 7, column: 35, scope: !895)
!904 = !DILocalVariable(name: "m", scope: !895, file: !2, line: 7, type: !87)
!905 = !DILocation(line: 7, column: 44, scope: !895)
!906 = !DILocation(line: 7, column: 48, scope: !895)
!907 = !DILocation(line: 7, column: 52, scope: !895)
!908 = !DILocation(line: 7, column: 50, scope: !895)
!909 = !DILocation(line: 7, column: 56, scope: !895)
!910 = !DILocation(line: 7, column: 60, scope: !895)
!911 = !DILocation(line: 7, column: 70, scope: !895)
!912 = !DILocation(line: 7, column: 74, scope: !895)
!913 = !DILocation(line: 7, column: 72, scope: !895)
!914 = !DILocation(line: 7, column: 78, scope: !895)
!915 = !DILocation(line: 7, column: 82, scope: !895)
!916 = !DILocation(line: 7, column: 63, scope: !895)
