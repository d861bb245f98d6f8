; ModuleID = 'programs/integer_math_funcs.c'
source_filename = "programs/integer_math_funcs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [48 x i8] c"isqrt bad=%d isqrt(max)=%llu isqrt(10^18)=%llu\0A\00", align 1, !dbg !0
@__const.main.t = private unnamed_addr constant [8 x i64] [i64 1, i64 2, i64 3, i64 1023, i64 1024, i64 999999, i64 1000000, i64 -1], align 16
@.str.1 = private unnamed_addr constant [18 x i8] c"log2=%d log10=%d \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [14 x i8] c"%lld^%d=%lld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [18 x i8] c"%lld^%d overflow\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [23 x i8] c"powmod %llu %llu %llu\0A\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [23 x i8] c"modinv %lld %lld %lld\0A\00", align 1, !dbg !29
@__const.main.r = private unnamed_addr constant [3 x i64] [i64 2, i64 3, i64 2], align 16
@__const.main.m = private unnamed_addr constant [3 x i64] [i64 3, i64 5, i64 7], align 16
@.str.7 = private unnamed_addr constant [10 x i8] c"crt=%lld\0A\00", align 1, !dbg !31
@__const.main.r2 = private unnamed_addr constant [4 x i64] [i64 1, i64 2, i64 3, i64 4], align 16
@__const.main.m2 = private unnamed_addr constant [4 x i64] [i64 5, i64 7, i64 9, i64 11], align 16
@.str.8 = private unnamed_addr constant [11 x i8] c"crt2=%lld\0A\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [27 x i8] c"egcd g=%lld x=%lld y=%lld\0A\00", align 1, !dbg !41

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !68 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca [8 x i64], align 16
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca [3 x i64], align 16
  %14 = alloca [3 x i64], align 16
  %15 = alloca [4 x i64], align 16
  %16 = alloca [4 x i64], align 16
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  %19 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !73, !DIExpression(), !74)
  store i32 0, ptr %2, align 4, !dbg !74
    #dbg_declare(ptr %3, !75, !DIExpression(), !76)
  store i64 1, ptr %3, align 8, !dbg !76
    #dbg_declare(ptr %4, !77, !DIExpression(), !79)
  store i32 0, ptr %4, align 4, !dbg !79
  br label %20, !dbg !80

20:                                               ; preds = %64, %0
  %21 = load i32, ptr %4, align 4, !dbg !81
  %22 = icmp slt i32 %21, 2000, !dbg !83
  br i1 %22, label %23, label %67, !dbg !84

23:                                               ; preds = %20
  %24 = load i64, ptr %3, align 8, !dbg !85
  %25 = mul i64 %24, 6364136223846793005, !dbg !87
  %26 = add i64 %25, 1442695040888963407, !dbg !88
  store i64 %26, ptr %3, align 8, !dbg !89
    #dbg_declare(ptr %5, !90, !DIExpression(), !91)
  %27 = load i64, ptr %3, align 8, !dbg !92
  %28 = load i32, ptr %4, align 4, !dbg !93
  %29 = srem i32 %28, 64, !dbg !94
  %30 = zext i32 %29 to i64, !dbg !95
  %31 = lshr i64 %27, %30, !dbg !95
  store i64 %31, ptr %5, align 8, !dbg !91
    #dbg_declare(ptr %6, !96, !DIExpression(), !97)
  %32 = load i64, ptr %5, align 8, !dbg !98
  %33 = call i64 @isqrt_newton(i64 noundef %32), !dbg !99
  store i64 %33, ptr %6, align 8, !dbg !97
    #dbg_declare(ptr %7, !100, !DIExpression(), !101)
  %34 = load i64, ptr %5, align 8, !dbg !102
  %35 = call i32 @isqrt_bits(i64 noundef %34), !dbg !103
  store i32 %35, ptr %7, align 4, !dbg !101
  %36 = load i64, ptr %6, align 8, !dbg !104
  %37 = load i32, ptr %7, align 4, !dbg !106
  %38 = zext i32 %37 to i64, !dbg !106
  %39 = icmp ne i64 %36, %38, !dbg !107
  br i1 %39, label %60, label %40, !dbg !108

40:                                               ; preds = %23
  %41 = load i64, ptr %6, align 8, !dbg !109
  %42 = zext i64 %41 to i128, !dbg !110
  %43 = load i64, ptr %6, align 8, !dbg !111
  %44 = zext i64 %43 to i128, !dbg !111
  %45 = mul i128 %42, %44, !dbg !112
  %46 = load i64, ptr %5, align 8, !dbg !113
  %47 = zext i64 %46 to i128, !dbg !113
  %48 = icmp ugt i128 %45, %47, !dbg !114
  br i1 %48, label %60, label %49, !dbg !115

49:                                               ; preds = %40
  %50 = load i64, ptr %6, align 8, !dbg !116
  %51 = add i64 %50, 1, !dbg !117
  %52 = zext i64 %51 to i128, !dbg !118
  %53 = load i64, ptr %6, align 8, !dbg !119
  %54 = add i64 %53, 1, !dbg !120
  %55 = zext i64 %54 to i128, !dbg !121
  %56 = mul i128 %52, %55, !dbg !122
  %57 = load i64, ptr %5, align 8, !dbg !123
  %58 = zext i64 %57 to i128, !dbg !123
  %59 = icmp ule i128 %56, %58, !dbg !124
  br i1 %59, label %60, label %63, !dbg !125

60:                                               ; preds = %49, %40, %23
  %61 = load i32, ptr %2, align 4, !dbg !126
  %62 = add nsw i32 %61, 1, !dbg !126
  store i32 %62, ptr %2, align 4, !dbg !126
  br label %63, !dbg !127

63:                                               ; preds = %60, %49
  br label %64, !dbg !128

64:                                               ; preds = %63
  %65 = load i32, ptr %4, align 4, !dbg !129
  %66 = add nsw i32 %65, 1, !dbg !129
  store i32 %66, ptr %4, align 4, !dbg !129
  br label %20, !dbg !130, !llvm.loop !131

67:                                               ; preds = %20
  %68 = load i32, ptr %2, align 4, !dbg !134
  %69 = call i64 @isqrt_newton(i64 noundef -1), !dbg !135
  %70 = call i32 @isqrt_bits(i64 noundef 1000000000000000000), !dbg !136
  %71 = zext i32 %70 to i64, !dbg !137
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %68, i64 noundef %69, i64 noundef %71), !dbg !138
    #dbg_declare(ptr %8, !139, !DIExpression(), !143)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %8, ptr align 16 @__const.main.t, i64 64, i1 false), !dbg !143
    #dbg_declare(ptr %9, !144, !DIExpression(), !146)
  store i32 0, ptr %9, align 4, !dbg !146
  br label %73, !dbg !147

73:                                               ; preds = %88, %67
  %74 = load i32, ptr %9, align 4, !dbg !148
  %75 = icmp slt i32 %74, 8, !dbg !150
  br i1 %75, label %76, label %91, !dbg !151

76:                                               ; preds = %73
  %77 = load i32, ptr %9, align 4, !dbg !152
  %78 = sext i32 %77 to i64, !dbg !153
  %79 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %78, !dbg !153
  %80 = load i64, ptr %79, align 8, !dbg !153
  %81 = call i32 @ilog2_(i64 noundef %80), !dbg !154
  %82 = load i32, ptr %9, align 4, !dbg !155
  %83 = sext i32 %82 to i64, !dbg !156
  %84 = getelementptr inbounds [8 x i64], ptr %8, i64 0, i64 %83, !dbg !156
  %85 = load i64, ptr %84, align 8, !dbg !156
  %86 = call i32 @ilog10_(i64 noundef %85), !dbg !157
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %81, i32 noundef %86), !dbg !158
  br label %88, !dbg !158

88:                                               ; preds = %76
  %89 = load i32, ptr %9, align 4, !dbg !159
  %90 = add nsw i32 %89, 1, !dbg !159
  store i32 %90, ptr %9, align 4, !dbg !159
  br label %73, !dbg !160, !llvm.loop !161

91:                                               ; preds = %73
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !163
    #dbg_declare(ptr %10, !164, !DIExpression(), !170)
  store i64 2, ptr %10, align 8, !dbg !170
  br label %93, !dbg !171

93:                                               ; preds = %119, %91
  %94 = load i64, ptr %10, align 8, !dbg !172
  %95 = icmp sle i64 %94, 10, !dbg !174
  br i1 %95, label %96, label %122, !dbg !175

96:                                               ; preds = %93
    #dbg_declare(ptr %11, !176, !DIExpression(), !178)
  store i32 10, ptr %11, align 4, !dbg !178
  br label %97, !dbg !179

97:                                               ; preds = %115, %96
  %98 = load i32, ptr %11, align 4, !dbg !180
  %99 = icmp sle i32 %98, 70, !dbg !182
  br i1 %99, label %100, label %118, !dbg !183

100:                                              ; preds = %97
    #dbg_declare(ptr %12, !184, !DIExpression(), !186)
  %101 = load i64, ptr %10, align 8, !dbg !187
  %102 = load i32, ptr %11, align 4, !dbg !189
  %103 = call i32 @ipow_checked(i64 noundef %101, i32 noundef %102, ptr noundef %12), !dbg !190
  %104 = icmp ne i32 %103, 0, !dbg !190
  br i1 %104, label %105, label %110, !dbg !191

105:                                              ; preds = %100
  %106 = load i64, ptr %10, align 8, !dbg !192
  %107 = load i32, ptr %11, align 4, !dbg !193
  %108 = load i64, ptr %12, align 8, !dbg !194
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %106, i32 noundef %107, i64 noundef %108), !dbg !195
  br label %114, !dbg !195

110:                                              ; preds = %100
  %111 = load i64, ptr %10, align 8, !dbg !196
  %112 = load i32, ptr %11, align 4, !dbg !197
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %111, i32 noundef %112), !dbg !198
  br label %114

114:                                              ; preds = %110, %105
  br label %115, !dbg !199

115:                                              ; preds = %114
  %116 = load i32, ptr %11, align 4, !dbg !200
  %117 = add nsw i32 %116, 20, !dbg !200
  store i32 %117, ptr %11, align 4, !dbg !200
  br label %97, !dbg !201, !llvm.loop !202

118:                                              ; preds = %97
  br label %119, !dbg !203

119:                                              ; preds = %118
  %120 = load i64, ptr %10, align 8, !dbg !204
  %121 = add nsw i64 %120, 4, !dbg !204
  store i64 %121, ptr %10, align 8, !dbg !204
  br label %93, !dbg !205, !llvm.loop !206

122:                                              ; preds = %93
  %123 = call i64 @powmod(i64 noundef 2, i64 noundef 1000000, i64 noundef 1000000007), !dbg !208
  %124 = call i64 @powmod(i64 noundef 3, i64 noundef -1, i64 noundef -59), !dbg !209
  %125 = call i64 @powmod(i64 noundef 7, i64 noundef 0, i64 noundef 13), !dbg !210
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %123, i64 noundef %124, i64 noundef %125), !dbg !211
  %127 = call i64 @modinv(i64 noundef 3, i64 noundef 11), !dbg !212
  %128 = call i64 @modinv(i64 noundef 10, i64 noundef 17), !dbg !213
  %129 = call i64 @modinv(i64 noundef 6, i64 noundef 9), !dbg !214
  %130 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %127, i64 noundef %128, i64 noundef %129), !dbg !215
    #dbg_declare(ptr %13, !216, !DIExpression(), !220)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %13, ptr align 16 @__const.main.r, i64 24, i1 false), !dbg !220
    #dbg_declare(ptr %14, !221, !DIExpression(), !222)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.main.m, i64 24, i1 false), !dbg !222
  %131 = getelementptr inbounds [3 x i64], ptr %13, i64 0, i64 0, !dbg !223
  %132 = getelementptr inbounds [3 x i64], ptr %14, i64 0, i64 0, !dbg !224
  %133 = call i64 @crt(ptr noundef %131, ptr noundef %132, i32 noundef 3), !dbg !225
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %133), !dbg !226
    #dbg_declare(ptr %15, !227, !DIExpression(), !231)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %15, ptr align 16 @__const.main.r2, i64 32, i1 false), !dbg !231
    #dbg_declare(ptr %16, !232, !DIExpression(), !233)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %16, ptr align 16 @__const.main.m2, i64 32, i1 false), !dbg !233
  %135 = getelementptr inbounds [4 x i64], ptr %15, i64 0, i64 0, !dbg !234
  %136 = getelementptr inbounds [4 x i64], ptr %16, i64 0, i64 0, !dbg !235
  %137 = call i64 @crt(ptr noundef %135, ptr noundef %136, i32 noundef 4), !dbg !236
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i64 noundef %137), !dbg !237
    #dbg_declare(ptr %17, !238, !DIExpression(), !239)
    #dbg_declare(ptr %18, !240, !DIExpression(), !241)
    #dbg_declare(ptr %19, !242, !DIExpression(), !243)
  %139 = call i64 @egcd(i64 noundef 240, i64 noundef 46, ptr noundef %17, ptr noundef %18), !dbg !244
  store i64 %139, ptr %19, align 8, !dbg !243
  %140 = load i64, ptr %19, align 8, !dbg !245
  %141 = load i64, ptr %17, align 8, !dbg !246
  %142 = load i64, ptr %18, align 8, !dbg !247
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %140, i64 noundef %141, i64 noundef %142), !dbg !248
  %144 = load i32, ptr %2, align 4, !dbg !249
  ret i32 %144, !dbg !250
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @isqrt_newton(i64 noundef %0) #0 !dbg !251 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !254, !DIExpression(), !255)
  %6 = load i64, ptr %3, align 8, !dbg !256
  %7 = icmp ult i64 %6, 2, !dbg !258
  br i1 %7, label %8, label %10, !dbg !259

8:                                                ; preds = %1
  %9 = load i64, ptr %3, align 8, !dbg !260
  store i64 %9, ptr %2, align 8, !dbg !261
  br label %29, !dbg !261

10:                                               ; preds = %1
    #dbg_declare(ptr %4, !262, !DIExpression(), !263)
  %11 = load i64, ptr %3, align 8, !dbg !264
  store i64 %11, ptr %4, align 8, !dbg !263
    #dbg_declare(ptr %5, !265, !DIExpression(), !266)
  %12 = load i64, ptr %4, align 8, !dbg !267
  %13 = udiv i64 %12, 2, !dbg !268
  %14 = add i64 %13, 1, !dbg !269
  store i64 %14, ptr %5, align 8, !dbg !266
  br label %15, !dbg !270

15:                                               ; preds = %19, %10
  %16 = load i64, ptr %5, align 8, !dbg !271
  %17 = load i64, ptr %4, align 8, !dbg !272
  %18 = icmp ult i64 %16, %17, !dbg !273
  br i1 %18, label %19, label %27, !dbg !270

19:                                               ; preds = %15
  %20 = load i64, ptr %5, align 8, !dbg !274
  store i64 %20, ptr %4, align 8, !dbg !276
  %21 = load i64, ptr %4, align 8, !dbg !277
  %22 = load i64, ptr %3, align 8, !dbg !278
  %23 = load i64, ptr %4, align 8, !dbg !279
  %24 = udiv i64 %22, %23, !dbg !280
  %25 = add i64 %21, %24, !dbg !281
  %26 = udiv i64 %25, 2, !dbg !282
  store i64 %26, ptr %5, align 8, !dbg !283
  br label %15, !dbg !270, !llvm.loop !284

27:                                               ; preds = %15
  %28 = load i64, ptr %4, align 8, !dbg !286
  store i64 %28, ptr %2, align 8, !dbg !287
  br label %29, !dbg !287

29:                                               ; preds = %27, %8
  %30 = load i64, ptr %2, align 8, !dbg !288
  ret i64 %30, !dbg !288
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isqrt_bits(i64 noundef %0) #0 !dbg !289 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !292, !DIExpression(), !293)
    #dbg_declare(ptr %3, !294, !DIExpression(), !295)
  store i64 0, ptr %3, align 8, !dbg !295
    #dbg_declare(ptr %4, !296, !DIExpression(), !297)
  store i64 4611686018427387904, ptr %4, align 8, !dbg !297
  br label %5, !dbg !298

5:                                                ; preds = %9, %1
  %6 = load i64, ptr %4, align 8, !dbg !299
  %7 = load i64, ptr %2, align 8, !dbg !300
  %8 = icmp ugt i64 %6, %7, !dbg !301
  br i1 %8, label %9, label %12, !dbg !298

9:                                                ; preds = %5
  %10 = load i64, ptr %4, align 8, !dbg !302
  %11 = lshr i64 %10, 2, !dbg !302
  store i64 %11, ptr %4, align 8, !dbg !302
  br label %5, !dbg !298, !llvm.loop !303

12:                                               ; preds = %5
  br label %13, !dbg !305

13:                                               ; preds = %35, %12
  %14 = load i64, ptr %4, align 8, !dbg !306
  %15 = icmp ne i64 %14, 0, !dbg !305
  br i1 %15, label %16, label %38, !dbg !305

16:                                               ; preds = %13
  %17 = load i64, ptr %2, align 8, !dbg !307
  %18 = load i64, ptr %3, align 8, !dbg !310
  %19 = load i64, ptr %4, align 8, !dbg !311
  %20 = add i64 %18, %19, !dbg !312
  %21 = icmp uge i64 %17, %20, !dbg !313
  br i1 %21, label %22, label %32, !dbg !314

22:                                               ; preds = %16
  %23 = load i64, ptr %3, align 8, !dbg !315
  %24 = load i64, ptr %4, align 8, !dbg !317
  %25 = add i64 %23, %24, !dbg !318
  %26 = load i64, ptr %2, align 8, !dbg !319
  %27 = sub i64 %26, %25, !dbg !319
  store i64 %27, ptr %2, align 8, !dbg !319
  %28 = load i64, ptr %3, align 8, !dbg !320
  %29 = lshr i64 %28, 1, !dbg !321
  %30 = load i64, ptr %4, align 8, !dbg !322
  %31 = add i64 %29, %30, !dbg !323
  store i64 %31, ptr %3, align 8, !dbg !324
  br label %35, !dbg !325

32:                                               ; preds = %16
  %33 = load i64, ptr %3, align 8, !dbg !326
  %34 = lshr i64 %33, 1, !dbg !326
  store i64 %34, ptr %3, align 8, !dbg !326
  br label %35

35:                                               ; preds = %32, %22
  %36 = load i64, ptr %4, align 8, !dbg !327
  %37 = lshr i64 %36, 2, !dbg !327
  store i64 %37, ptr %4, align 8, !dbg !327
  br label %13, !dbg !305, !llvm.loop !328

38:                                               ; preds = %13
  %39 = load i64, ptr %3, align 8, !dbg !330
  %40 = trunc i64 %39 to i32, !dbg !331
  ret i32 %40, !dbg !332
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ilog2_(i64 noundef %0) #0 !dbg !333 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !336, !DIExpression(), !337)
  %3 = load i64, ptr %2, align 8, !dbg !338
  %4 = call i64 @llvm.ctlz.i64(i64 %3, i1 true), !dbg !339
  %5 = trunc i64 %4 to i32, !dbg !339
  %6 = sub nsw i32 63, %5, !dbg !340
  ret i32 %6, !dbg !341
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ilog10_(i64 noundef %0) #0 !dbg !342 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !343, !DIExpression(), !344)
    #dbg_declare(ptr %3, !345, !DIExpression(), !346)
  store i32 0, ptr %3, align 4, !dbg !346
  br label %4, !dbg !347

4:                                                ; preds = %7, %1
  %5 = load i64, ptr %2, align 8, !dbg !348
  %6 = icmp uge i64 %5, 10, !dbg !349
  br i1 %6, label %7, label %12, !dbg !347

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8, !dbg !350
  %9 = udiv i64 %8, 10, !dbg !350
  store i64 %9, ptr %2, align 8, !dbg !350
  %10 = load i32, ptr %3, align 4, !dbg !352
  %11 = add nsw i32 %10, 1, !dbg !352
  store i32 %11, ptr %3, align 4, !dbg !352
  br label %4, !dbg !347, !llvm.loop !353

12:                                               ; preds = %4
  %13 = load i32, ptr %3, align 4, !dbg !355
  ret i32 %13, !dbg !356
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ipow_checked(i64 noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !357 {
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i64, align 8
  store i64 %0, ptr %5, align 8
    #dbg_declare(ptr %5, !361, !DIExpression(), !362)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !363, !DIExpression(), !364)
  store ptr %2, ptr %7, align 8
    #dbg_declare(ptr %7, !365, !DIExpression(), !366)
    #dbg_declare(ptr %8, !367, !DIExpression(), !368)
  store i64 1, ptr %8, align 8, !dbg !368
  br label %9, !dbg !369

9:                                                ; preds = %20, %3
  %10 = load i32, ptr %6, align 4, !dbg !370
  %11 = add nsw i32 %10, -1, !dbg !370
  store i32 %11, ptr %6, align 4, !dbg !370
  %12 = icmp ne i32 %10, 0, !dbg !369
  br i1 %12, label %13, label %21, !dbg !369

13:                                               ; preds = %9
  %14 = load i64, ptr %8, align 8, !dbg !371
  %15 = load i64, ptr %5, align 8, !dbg !373
  %16 = call { i64, i1 } @llvm.smul.with.overflow.i64(i64 %14, i64 %15), !dbg !374
  %17 = extractvalue { i64, i1 } %16, 1, !dbg !374
  %18 = extractvalue { i64, i1 } %16, 0, !dbg !374
  store i64 %18, ptr %8, align 8, !dbg !374
  br i1 %17, label %19, label %20, !dbg !375

19:                                               ; preds = %13
  store i32 0, ptr %4, align 4, !dbg !376
  br label %24, !dbg !376

20:                                               ; preds = %13
  br label %9, !dbg !369, !llvm.loop !377

21:                                               ; preds = %9
  %22 = load i64, ptr %8, align 8, !dbg !379
  %23 = load ptr, ptr %7, align 8, !dbg !380
  store i64 %22, ptr %23, align 8, !dbg !381
  store i32 1, ptr %4, align 4, !dbg !382
  br label %24, !dbg !382

24:                                               ; preds = %21, %19
  %25 = load i32, ptr %4, align 4, !dbg !383
  ret i32 %25, !dbg !383
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 !dbg !384 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !387, !DIExpression(), !388)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !389, !DIExpression(), !390)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !391, !DIExpression(), !392)
    #dbg_declare(ptr %7, !393, !DIExpression(), !394)
  store i128 1, ptr %7, align 16, !dbg !394
    #dbg_declare(ptr %8, !395, !DIExpression(), !396)
  %9 = load i64, ptr %4, align 8, !dbg !397
  %10 = load i64, ptr %6, align 8, !dbg !398
  %11 = urem i64 %9, %10, !dbg !399
  %12 = zext i64 %11 to i128, !dbg !397
  store i128 %12, ptr %8, align 16, !dbg !396
  br label %13, !dbg !400

13:                                               ; preds = %27, %3
  %14 = load i64, ptr %5, align 8, !dbg !401
  %15 = icmp ne i64 %14, 0, !dbg !400
  br i1 %15, label %16, label %36, !dbg !400

16:                                               ; preds = %13
  %17 = load i64, ptr %5, align 8, !dbg !402
  %18 = and i64 %17, 1, !dbg !405
  %19 = icmp ne i64 %18, 0, !dbg !405
  br i1 %19, label %20, label %27, !dbg !406

20:                                               ; preds = %16
  %21 = load i128, ptr %7, align 16, !dbg !407
  %22 = load i128, ptr %8, align 16, !dbg !408
  %23 = mul i128 %21, %22, !dbg !409
  %24 = load i64, ptr %6, align 8, !dbg !410
  %25 = zext i64 %24 to i128, !dbg !410
  %26 = urem i128 %23, %25, !dbg !411
  store i128 %26, ptr %7, align 16, !dbg !412
  br label %27, !dbg !413

27:                                               ; preds = %20, %16
  %28 = load i128, ptr %8, align 16, !dbg !414
  %29 = load i128, ptr %8, align 16, !dbg !415
  %30 = mul i128 %28, %29, !dbg !416
  %31 = load i64, ptr %6, align 8, !dbg !417
  %32 = zext i64 %31 to i128, !dbg !417
  %33 = urem i128 %30, %32, !dbg !418
  store i128 %33, ptr %8, align 16, !dbg !419
  %34 = load i64, ptr %5, align 8, !dbg !420
  %35 = lshr i64 %34, 1, !dbg !420
  store i64 %35, ptr %5, align 8, !dbg !420
  br label %13, !dbg !400, !llvm.loop !421

36:                                               ; preds = %13
  %37 = load i128, ptr %7, align 16, !dbg !423
  %38 = trunc i128 %37 to i64, !dbg !424
  ret i64 %38, !dbg !425
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @modinv(i64 noundef %0, i64 noundef %1) #0 !dbg !426 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !429, !DIExpression(), !430)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !431, !DIExpression(), !432)
    #dbg_declare(ptr %6, !433, !DIExpression(), !434)
    #dbg_declare(ptr %7, !435, !DIExpression(), !436)
  %8 = load i64, ptr %4, align 8, !dbg !437
  %9 = load i64, ptr %5, align 8, !dbg !439
  %10 = call i64 @egcd(i64 noundef %8, i64 noundef %9, ptr noundef %6, ptr noundef %7), !dbg !440
  %11 = icmp ne i64 %10, 1, !dbg !441
  br i1 %11, label %12, label %13, !dbg !442

12:                                               ; preds = %2
  store i64 -1, ptr %3, align 8, !dbg !443
  br label %21, !dbg !443

13:                                               ; preds = %2
  %14 = load i64, ptr %6, align 8, !dbg !444
  %15 = load i64, ptr %5, align 8, !dbg !445
  %16 = srem i64 %14, %15, !dbg !446
  %17 = load i64, ptr %5, align 8, !dbg !447
  %18 = add nsw i64 %16, %17, !dbg !448
  %19 = load i64, ptr %5, align 8, !dbg !449
  %20 = srem i64 %18, %19, !dbg !450
  store i64 %20, ptr %3, align 8, !dbg !451
  br label %21, !dbg !451

21:                                               ; preds = %13, %12
  %22 = load i64, ptr %3, align 8, !dbg !452
  ret i64 %22, !dbg !452
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @crt(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !453 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !458, !DIExpression(), !459)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !460, !DIExpression(), !461)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !462, !DIExpression(), !463)
    #dbg_declare(ptr %7, !464, !DIExpression(), !465)
  store i64 1, ptr %7, align 8, !dbg !465
    #dbg_declare(ptr %8, !466, !DIExpression(), !468)
  store i32 0, ptr %8, align 4, !dbg !468
  br label %12, !dbg !469

12:                                               ; preds = %24, %3
  %13 = load i32, ptr %8, align 4, !dbg !470
  %14 = load i32, ptr %6, align 4, !dbg !472
  %15 = icmp slt i32 %13, %14, !dbg !473
  br i1 %15, label %16, label %27, !dbg !474

16:                                               ; preds = %12
  %17 = load ptr, ptr %5, align 8, !dbg !475
  %18 = load i32, ptr %8, align 4, !dbg !476
  %19 = sext i32 %18 to i64, !dbg !475
  %20 = getelementptr inbounds i64, ptr %17, i64 %19, !dbg !475
  %21 = load i64, ptr %20, align 8, !dbg !475
  %22 = load i64, ptr %7, align 8, !dbg !477
  %23 = mul nsw i64 %22, %21, !dbg !477
  store i64 %23, ptr %7, align 8, !dbg !477
  br label %24, !dbg !478

24:                                               ; preds = %16
  %25 = load i32, ptr %8, align 4, !dbg !479
  %26 = add nsw i32 %25, 1, !dbg !479
  store i32 %26, ptr %8, align 4, !dbg !479
  br label %12, !dbg !480, !llvm.loop !481

27:                                               ; preds = %12
    #dbg_declare(ptr %9, !483, !DIExpression(), !484)
  store i64 0, ptr %9, align 8, !dbg !484
    #dbg_declare(ptr %10, !485, !DIExpression(), !487)
  store i32 0, ptr %10, align 4, !dbg !487
  br label %28, !dbg !488

28:                                               ; preds = %73, %27
  %29 = load i32, ptr %10, align 4, !dbg !489
  %30 = load i32, ptr %6, align 4, !dbg !491
  %31 = icmp slt i32 %29, %30, !dbg !492
  br i1 %31, label %32, label %76, !dbg !493

32:                                               ; preds = %28
    #dbg_declare(ptr %11, !494, !DIExpression(), !496)
  %33 = load i64, ptr %7, align 8, !dbg !497
  %34 = load ptr, ptr %5, align 8, !dbg !498
  %35 = load i32, ptr %10, align 4, !dbg !499
  %36 = sext i32 %35 to i64, !dbg !498
  %37 = getelementptr inbounds i64, ptr %34, i64 %36, !dbg !498
  %38 = load i64, ptr %37, align 8, !dbg !498
  %39 = sdiv i64 %33, %38, !dbg !500
  store i64 %39, ptr %11, align 8, !dbg !496
  %40 = load i64, ptr %9, align 8, !dbg !501
  %41 = load ptr, ptr %4, align 8, !dbg !502
  %42 = load i32, ptr %10, align 4, !dbg !503
  %43 = sext i32 %42 to i64, !dbg !502
  %44 = getelementptr inbounds i64, ptr %41, i64 %43, !dbg !502
  %45 = load i64, ptr %44, align 8, !dbg !502
  %46 = load ptr, ptr %5, align 8, !dbg !504
  %47 = load i32, ptr %10, align 4, !dbg !505
  %48 = sext i32 %47 to i64, !dbg !504
  %49 = getelementptr inbounds i64, ptr %46, i64 %48, !dbg !504
  %50 = load i64, ptr %49, align 8, !dbg !504
  %51 = srem i64 %45, %50, !dbg !506
  %52 = load i64, ptr %11, align 8, !dbg !507
  %53 = mul nsw i64 %51, %52, !dbg !508
  %54 = load i64, ptr %7, align 8, !dbg !509
  %55 = srem i64 %53, %54, !dbg !510
  %56 = load i64, ptr %11, align 8, !dbg !511
  %57 = load ptr, ptr %5, align 8, !dbg !512
  %58 = load i32, ptr %10, align 4, !dbg !513
  %59 = sext i32 %58 to i64, !dbg !512
  %60 = getelementptr inbounds i64, ptr %57, i64 %59, !dbg !512
  %61 = load i64, ptr %60, align 8, !dbg !512
  %62 = srem i64 %56, %61, !dbg !514
  %63 = load ptr, ptr %5, align 8, !dbg !515
  %64 = load i32, ptr %10, align 4, !dbg !516
  %65 = sext i32 %64 to i64, !dbg !515
  %66 = getelementptr inbounds i64, ptr %63, i64 %65, !dbg !515
  %67 = load i64, ptr %66, align 8, !dbg !515
  %68 = call i64 @modinv(i64 noundef %62, i64 noundef %67), !dbg !517
  %69 = mul nsw i64 %55, %68, !dbg !518
  %70 = add nsw i64 %40, %69, !dbg !519
  %71 = load i64, ptr %7, align 8, !dbg !520
  %72 = srem i64 %70, %71, !dbg !521
  store i64 %72, ptr %9, align 8, !dbg !522
  br label %73, !dbg !523

73:                                               ; preds = %32
  %74 = load i32, ptr %10, align 4, !dbg !524
  %75 = add nsw i32 %74, 1, !dbg !524
  store i32 %75, ptr %10, align 4, !dbg !524
  br label %28, !dbg !525, !llvm.loop !526

76:                                               ; preds = %28
  %77 = load i64, ptr %9, align 8, !dbg !528
  ret i64 %77, !dbg !529
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @egcd(i64 noundef %0, i64 noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !530 {
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i64 %0, ptr %6, align 8
    #dbg_declare(ptr %6, !533, !DIExpression(), !534)
  store i64 %1, ptr %7, align 8
    #dbg_declare(ptr %7, !535, !DIExpression(), !536)
  store ptr %2, ptr %8, align 8
    #dbg_declare(ptr %8, !537, !DIExpression(), !538)
  store ptr %3, ptr %9, align 8
    #dbg_declare(ptr %9, !539, !DIExpression(), !540)
  %13 = load i64, ptr %7, align 8, !dbg !541
  %14 = icmp ne i64 %13, 0, !dbg !541
  br i1 %14, label %19, label %15, !dbg !543

15:                                               ; preds = %4
  %16 = load ptr, ptr %8, align 8, !dbg !544
  store i64 1, ptr %16, align 8, !dbg !546
  %17 = load ptr, ptr %9, align 8, !dbg !547
  store i64 0, ptr %17, align 8, !dbg !548
  %18 = load i64, ptr %6, align 8, !dbg !549
  store i64 %18, ptr %5, align 8, !dbg !550
  br label %36, !dbg !550

19:                                               ; preds = %4
    #dbg_declare(ptr %10, !551, !DIExpression(), !552)
    #dbg_declare(ptr %11, !553, !DIExpression(), !554)
    #dbg_declare(ptr %12, !555, !DIExpression(), !556)
  %20 = load i64, ptr %7, align 8, !dbg !557
  %21 = load i64, ptr %6, align 8, !dbg !558
  %22 = load i64, ptr %7, align 8, !dbg !559
  %23 = srem i64 %21, %22, !dbg !560
  %24 = call i64 @egcd(i64 noundef %20, i64 noundef %23, ptr noundef %10, ptr noundef %11), !dbg !561
  store i64 %24, ptr %12, align 8, !dbg !556
  %25 = load i64, ptr %11, align 8, !dbg !562
  %26 = load ptr, ptr %8, align 8, !dbg !563
  store i64 %25, ptr %26, align 8, !dbg !564
  %27 = load i64, ptr %10, align 8, !dbg !565
  %28 = load i64, ptr %6, align 8, !dbg !566
  %29 = load i64, ptr %7, align 8, !dbg !567
  %30 = sdiv i64 %28, %29, !dbg !568
  %31 = load i64, ptr %11, align 8, !dbg !569
  %32 = mul nsw i64 %30, %31, !dbg !570
  %33 = sub nsw i64 %27, %32, !dbg !571
  %34 = load ptr, ptr %9, align 8, !dbg !572
  store i64 %33, ptr %34, align 8, !dbg !573
  %35 = load i64, ptr %12, align 8, !dbg !574
  store i64 %35, ptr %5, align 8, !dbg !575
  br label %36, !dbg !575

36:                                               ; preds = %19, %15
  %37 = load i64, ptr %5, align 8, !dbg !576
  ret i64 %37, !dbg !576
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.ctlz.i64(i64, i1 immarg) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.smul.with.overflow.i64(i64, i64) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!46}
!llvm.module.flags = !{!60, !61, !62, !63, !64, !65, !66}
!llvm.ident = !{!67}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/integer_math_funcs.c", directory: ".", checksumkind: CSK_MD5, checksum: "809e4c4eddbf07ac3232fbe0ff2aa7f5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 48)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 14)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 23)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !26, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 10)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 11)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 27)
!46 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !47, globals: !59, splitDebugInlining: false, nameTableKind: None)
!47 = !{!48, !49, !50, !51, !56}
!48 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!49 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!50 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !52, line: 26, baseType: !53)
!52 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!53 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !54, line: 42, baseType: !55)
!54 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!55 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!56 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !52, line: 27, baseType: !57)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !54, line: 45, baseType: !58)
!58 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!59 = !{!0, !7, !12, !17, !22, !24, !29, !31, !36, !41}
!60 = !{i32 7, !"Dwarf Version", i32 5}
!61 = !{i32 2, !"Debug Info Version", i32 3}
!62 = !{i32 1, !"wchar_size", i32 4}
!63 = !{i32 8, !"PIC Level", i32 2}
!64 = !{i32 7, !"PIE Level", i32 2}
!65 = !{i32 7, !"uwtable", i32 2}
!66 = !{i32 7, !"frame-pointer", i32 2}
!67 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!68 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !69, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !46, retainedNodes: !72)
!69 = !DISubroutineType(types: !70)
!70 = !{!71}
!71 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!72 = !{}
!73 = !DILocalVariable(name: "bad", scope: !68, file: !2, line: 17, type: !71)
!74 = !DILocation(line: 17, column: 9, scope: !68)
!75 = !DILocalVariable(name: "v", scope: !68, file: !2, line: 17, type: !56)
!76 = !DILocation(line: 17, column: 27, scope: !68)
!77 = !DILocalVariable(name: "i", scope: !78, file: !2, line: 18, type: !71)
!78 = distinct !DILexicalBlock(scope: !68, file: !2, line: 18, column: 5)
!79 = !DILocation(line: 18, column: 14, scope: !78)
!80 = !DILocation(line: 18, column: 10, scope: !78)
!81 = !DILocation(line: 18, column: 21, scope: !82)
!82 = distinct !DILexicalBlock(scope: !78, file: !2, line: 18, column: 5)
!83 = !DILocation(line: 18, column: 23, scope: !82)
!84 = !DILocation(line: 18, column: 5, scope: !78)
!85 = !DILocation(line: 18, column: 42, scope: !86)
!86 = distinct !DILexicalBlock(scope: !82, file: !2, line: 18, column: 36)
!87 = !DILocation(line: 18, column: 44, scope: !86)
!88 = !DILocation(line: 18, column: 69, scope: !86)
!89 = !DILocation(line: 18, column: 40, scope: !86)
!90 = !DILocalVariable(name: "n", scope: !86, file: !2, line: 18, type: !56)
!91 = !DILocation(line: 18, column: 104, scope: !86)
!92 = !DILocation(line: 18, column: 108, scope: !86)
!93 = !DILocation(line: 18, column: 114, scope: !86)
!94 = !DILocation(line: 18, column: 116, scope: !86)
!95 = !DILocation(line: 18, column: 110, scope: !86)
!96 = !DILocalVariable(name: "a", scope: !86, file: !2, line: 18, type: !56)
!97 = !DILocation(line: 18, column: 132, scope: !86)
!98 = !DILocation(line: 18, column: 149, scope: !86)
!99 = !DILocation(line: 18, column: 136, scope: !86)
!100 = !DILocalVariable(name: "b", scope: !86, file: !2, line: 18, type: !51)
!101 = !DILocation(line: 18, column: 162, scope: !86)
!102 = !DILocation(line: 18, column: 177, scope: !86)
!103 = !DILocation(line: 18, column: 166, scope: !86)
!104 = !DILocation(line: 19, column: 13, scope: !105)
!105 = distinct !DILexicalBlock(scope: !86, file: !2, line: 19, column: 13)
!106 = !DILocation(line: 19, column: 18, scope: !105)
!107 = !DILocation(line: 19, column: 15, scope: !105)
!108 = !DILocation(line: 19, column: 20, scope: !105)
!109 = !DILocation(line: 19, column: 42, scope: !105)
!110 = !DILocation(line: 19, column: 23, scope: !105)
!111 = !DILocation(line: 19, column: 46, scope: !105)
!112 = !DILocation(line: 19, column: 44, scope: !105)
!113 = !DILocation(line: 19, column: 50, scope: !105)
!114 = !DILocation(line: 19, column: 48, scope: !105)
!115 = !DILocation(line: 19, column: 52, scope: !105)
!116 = !DILocation(line: 19, column: 75, scope: !105)
!117 = !DILocation(line: 19, column: 77, scope: !105)
!118 = !DILocation(line: 19, column: 55, scope: !105)
!119 = !DILocation(line: 19, column: 85, scope: !105)
!120 = !DILocation(line: 19, column: 87, scope: !105)
!121 = !DILocation(line: 19, column: 84, scope: !105)
!122 = !DILocation(line: 19, column: 82, scope: !105)
!123 = !DILocation(line: 19, column: 95, scope: !105)
!124 = !DILocation(line: 19, column: 92, scope: !105)
!125 = !DILocation(line: 19, column: 13, scope: !86)
!126 = !DILocation(line: 19, column: 101, scope: !105)
!127 = !DILocation(line: 19, column: 98, scope: !105)
!128 = !DILocation(line: 19, column: 105, scope: !86)
!129 = !DILocation(line: 18, column: 32, scope: !82)
!130 = !DILocation(line: 18, column: 5, scope: !82)
!131 = distinct !{!131, !84, !132, !133}
!132 = !DILocation(line: 19, column: 105, scope: !78)
!133 = !{!"llvm.loop.mustprogress"}
!134 = !DILocation(line: 20, column: 64, scope: !68)
!135 = !DILocation(line: 20, column: 89, scope: !68)
!136 = !DILocation(line: 20, column: 135, scope: !68)
!137 = !DILocation(line: 20, column: 115, scope: !68)
!138 = !DILocation(line: 20, column: 5, scope: !68)
!139 = !DILocalVariable(name: "t", scope: !68, file: !2, line: 21, type: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 512, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 8)
!143 = !DILocation(line: 21, column: 14, scope: !68)
!144 = !DILocalVariable(name: "i", scope: !145, file: !2, line: 21, type: !71)
!145 = distinct !DILexicalBlock(scope: !68, file: !2, line: 21, column: 74)
!146 = !DILocation(line: 21, column: 83, scope: !145)
!147 = !DILocation(line: 21, column: 79, scope: !145)
!148 = !DILocation(line: 21, column: 90, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !2, line: 21, column: 74)
!150 = !DILocation(line: 21, column: 92, scope: !149)
!151 = !DILocation(line: 21, column: 74, scope: !145)
!152 = !DILocation(line: 21, column: 139, scope: !149)
!153 = !DILocation(line: 21, column: 137, scope: !149)
!154 = !DILocation(line: 21, column: 130, scope: !149)
!155 = !DILocation(line: 21, column: 154, scope: !149)
!156 = !DILocation(line: 21, column: 152, scope: !149)
!157 = !DILocation(line: 21, column: 144, scope: !149)
!158 = !DILocation(line: 21, column: 102, scope: !149)
!159 = !DILocation(line: 21, column: 98, scope: !149)
!160 = !DILocation(line: 21, column: 74, scope: !149)
!161 = distinct !{!161, !151, !162, !133}
!162 = !DILocation(line: 21, column: 157, scope: !145)
!163 = !DILocation(line: 21, column: 160, scope: !68)
!164 = !DILocalVariable(name: "b", scope: !165, file: !2, line: 22, type: !166)
!165 = distinct !DILexicalBlock(scope: !68, file: !2, line: 22, column: 5)
!166 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !167, line: 27, baseType: !168)
!167 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!168 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !54, line: 44, baseType: !169)
!169 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!170 = !DILocation(line: 22, column: 18, scope: !165)
!171 = !DILocation(line: 22, column: 10, scope: !165)
!172 = !DILocation(line: 22, column: 25, scope: !173)
!173 = distinct !DILexicalBlock(scope: !165, file: !2, line: 22, column: 5)
!174 = !DILocation(line: 22, column: 27, scope: !173)
!175 = !DILocation(line: 22, column: 5, scope: !165)
!176 = !DILocalVariable(name: "e", scope: !177, file: !2, line: 22, type: !71)
!177 = distinct !DILexicalBlock(scope: !173, file: !2, line: 22, column: 42)
!178 = !DILocation(line: 22, column: 51, scope: !177)
!179 = !DILocation(line: 22, column: 47, scope: !177)
!180 = !DILocation(line: 22, column: 59, scope: !181)
!181 = distinct !DILexicalBlock(scope: !177, file: !2, line: 22, column: 42)
!182 = !DILocation(line: 22, column: 61, scope: !181)
!183 = !DILocation(line: 22, column: 42, scope: !177)
!184 = !DILocalVariable(name: "r", scope: !185, file: !2, line: 22, type: !166)
!185 = distinct !DILexicalBlock(scope: !181, file: !2, line: 22, column: 77)
!186 = !DILocation(line: 22, column: 87, scope: !185)
!187 = !DILocation(line: 22, column: 107, scope: !188)
!188 = distinct !DILexicalBlock(scope: !185, file: !2, line: 22, column: 94)
!189 = !DILocation(line: 22, column: 110, scope: !188)
!190 = !DILocation(line: 22, column: 94, scope: !188)
!191 = !DILocation(line: 22, column: 94, scope: !185)
!192 = !DILocation(line: 22, column: 154, scope: !188)
!193 = !DILocation(line: 22, column: 157, scope: !188)
!194 = !DILocation(line: 22, column: 171, scope: !188)
!195 = !DILocation(line: 22, column: 118, scope: !188)
!196 = !DILocation(line: 22, column: 220, scope: !188)
!197 = !DILocation(line: 22, column: 223, scope: !188)
!198 = !DILocation(line: 22, column: 180, scope: !188)
!199 = !DILocation(line: 22, column: 227, scope: !185)
!200 = !DILocation(line: 22, column: 70, scope: !181)
!201 = !DILocation(line: 22, column: 42, scope: !181)
!202 = distinct !{!202, !183, !203, !133}
!203 = !DILocation(line: 22, column: 227, scope: !177)
!204 = !DILocation(line: 22, column: 36, scope: !173)
!205 = !DILocation(line: 22, column: 5, scope: !173)
!206 = distinct !{!206, !175, !207, !133}
!207 = !DILocation(line: 22, column: 227, scope: !165)
!208 = !DILocation(line: 23, column: 59, scope: !68)
!209 = !DILocation(line: 23, column: 111, scope: !68)
!210 = !DILocation(line: 23, column: 179, scope: !68)
!211 = !DILocation(line: 23, column: 5, scope: !68)
!212 = !DILocation(line: 24, column: 50, scope: !68)
!213 = !DILocation(line: 24, column: 76, scope: !68)
!214 = !DILocation(line: 24, column: 103, scope: !68)
!215 = !DILocation(line: 24, column: 5, scope: !68)
!216 = !DILocalVariable(name: "r", scope: !68, file: !2, line: 25, type: !217)
!217 = !DICompositeType(tag: DW_TAG_array_type, baseType: !166, size: 192, elements: !218)
!218 = !{!219}
!219 = !DISubrange(count: 3)
!220 = !DILocation(line: 25, column: 13, scope: !68)
!221 = !DILocalVariable(name: "m", scope: !68, file: !2, line: 25, type: !217)
!222 = !DILocation(line: 25, column: 32, scope: !68)
!223 = !DILocation(line: 25, column: 87, scope: !68)
!224 = !DILocation(line: 25, column: 90, scope: !68)
!225 = !DILocation(line: 25, column: 83, scope: !68)
!226 = !DILocation(line: 25, column: 51, scope: !68)
!227 = !DILocalVariable(name: "r2", scope: !68, file: !2, line: 26, type: !228)
!228 = !DICompositeType(tag: DW_TAG_array_type, baseType: !166, size: 256, elements: !229)
!229 = !{!230}
!230 = !DISubrange(count: 4)
!231 = !DILocation(line: 26, column: 13, scope: !68)
!232 = !DILocalVariable(name: "m2", scope: !68, file: !2, line: 26, type: !228)
!233 = !DILocation(line: 26, column: 36, scope: !68)
!234 = !DILocation(line: 26, column: 97, scope: !68)
!235 = !DILocation(line: 26, column: 101, scope: !68)
!236 = !DILocation(line: 26, column: 93, scope: !68)
!237 = !DILocation(line: 26, column: 60, scope: !68)
!238 = !DILocalVariable(name: "x", scope: !68, file: !2, line: 27, type: !166)
!239 = !DILocation(line: 27, column: 13, scope: !68)
!240 = !DILocalVariable(name: "y", scope: !68, file: !2, line: 27, type: !166)
!241 = !DILocation(line: 27, column: 16, scope: !68)
!242 = !DILocalVariable(name: "g", scope: !68, file: !2, line: 27, type: !166)
!243 = !DILocation(line: 27, column: 19, scope: !68)
!244 = !DILocation(line: 27, column: 23, scope: !68)
!245 = !DILocation(line: 27, column: 95, scope: !68)
!246 = !DILocation(line: 27, column: 109, scope: !68)
!247 = !DILocation(line: 27, column: 123, scope: !68)
!248 = !DILocation(line: 27, column: 46, scope: !68)
!249 = !DILocation(line: 28, column: 12, scope: !68)
!250 = !DILocation(line: 28, column: 5, scope: !68)
!251 = distinct !DISubprogram(name: "isqrt_newton", scope: !2, file: !2, line: 6, type: !252, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !72)
!252 = !DISubroutineType(types: !253)
!253 = !{!56, !56}
!254 = !DILocalVariable(name: "n", arg: 1, scope: !251, file: !2, line: 6, type: !56)
!255 = !DILocation(line: 6, column: 39, scope: !251)
!256 = !DILocation(line: 6, column: 48, scope: !257)
!257 = distinct !DILexicalBlock(scope: !251, file: !2, line: 6, column: 48)
!258 = !DILocation(line: 6, column: 50, scope: !257)
!259 = !DILocation(line: 6, column: 48, scope: !251)
!260 = !DILocation(line: 6, column: 62, scope: !257)
!261 = !DILocation(line: 6, column: 55, scope: !257)
!262 = !DILocalVariable(name: "x", scope: !251, file: !2, line: 6, type: !56)
!263 = !DILocation(line: 6, column: 74, scope: !251)
!264 = !DILocation(line: 6, column: 78, scope: !251)
!265 = !DILocalVariable(name: "y", scope: !251, file: !2, line: 6, type: !56)
!266 = !DILocation(line: 6, column: 81, scope: !251)
!267 = !DILocation(line: 6, column: 85, scope: !251)
!268 = !DILocation(line: 6, column: 87, scope: !251)
!269 = !DILocation(line: 6, column: 91, scope: !251)
!270 = !DILocation(line: 6, column: 96, scope: !251)
!271 = !DILocation(line: 6, column: 103, scope: !251)
!272 = !DILocation(line: 6, column: 107, scope: !251)
!273 = !DILocation(line: 6, column: 105, scope: !251)
!274 = !DILocation(line: 6, column: 116, scope: !275)
!275 = distinct !DILexicalBlock(scope: !251, file: !2, line: 6, column: 110)
!276 = !DILocation(line: 6, column: 114, scope: !275)
!277 = !DILocation(line: 6, column: 124, scope: !275)
!278 = !DILocation(line: 6, column: 128, scope: !275)
!279 = !DILocation(line: 6, column: 132, scope: !275)
!280 = !DILocation(line: 6, column: 130, scope: !275)
!281 = !DILocation(line: 6, column: 126, scope: !275)
!282 = !DILocation(line: 6, column: 135, scope: !275)
!283 = !DILocation(line: 6, column: 121, scope: !275)
!284 = distinct !{!284, !270, !285, !133}
!285 = !DILocation(line: 6, column: 140, scope: !251)
!286 = !DILocation(line: 6, column: 149, scope: !251)
!287 = !DILocation(line: 6, column: 142, scope: !251)
!288 = !DILocation(line: 6, column: 152, scope: !251)
!289 = distinct !DISubprogram(name: "isqrt_bits", scope: !2, file: !2, line: 7, type: !290, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !72)
!290 = !DISubroutineType(types: !291)
!291 = !{!51, !56}
!292 = !DILocalVariable(name: "n", arg: 1, scope: !289, file: !2, line: 7, type: !56)
!293 = !DILocation(line: 7, column: 37, scope: !289)
!294 = !DILocalVariable(name: "res", scope: !289, file: !2, line: 7, type: !56)
!295 = !DILocation(line: 7, column: 51, scope: !289)
!296 = !DILocalVariable(name: "bit", scope: !289, file: !2, line: 7, type: !56)
!297 = !DILocation(line: 7, column: 60, scope: !289)
!298 = !DILocation(line: 7, column: 78, scope: !289)
!299 = !DILocation(line: 7, column: 85, scope: !289)
!300 = !DILocation(line: 7, column: 91, scope: !289)
!301 = !DILocation(line: 7, column: 89, scope: !289)
!302 = !DILocation(line: 7, column: 98, scope: !289)
!303 = distinct !{!303, !298, !304, !133}
!304 = !DILocation(line: 7, column: 102, scope: !289)
!305 = !DILocation(line: 7, column: 105, scope: !289)
!306 = !DILocation(line: 7, column: 112, scope: !289)
!307 = !DILocation(line: 7, column: 123, scope: !308)
!308 = distinct !DILexicalBlock(scope: !309, file: !2, line: 7, column: 123)
!309 = distinct !DILexicalBlock(scope: !289, file: !2, line: 7, column: 117)
!310 = !DILocation(line: 7, column: 128, scope: !308)
!311 = !DILocation(line: 7, column: 134, scope: !308)
!312 = !DILocation(line: 7, column: 132, scope: !308)
!313 = !DILocation(line: 7, column: 125, scope: !308)
!314 = !DILocation(line: 7, column: 123, scope: !309)
!315 = !DILocation(line: 7, column: 146, scope: !316)
!316 = distinct !DILexicalBlock(scope: !308, file: !2, line: 7, column: 139)
!317 = !DILocation(line: 7, column: 152, scope: !316)
!318 = !DILocation(line: 7, column: 150, scope: !316)
!319 = !DILocation(line: 7, column: 143, scope: !316)
!320 = !DILocation(line: 7, column: 164, scope: !316)
!321 = !DILocation(line: 7, column: 168, scope: !316)
!322 = !DILocation(line: 7, column: 176, scope: !316)
!323 = !DILocation(line: 7, column: 174, scope: !316)
!324 = !DILocation(line: 7, column: 161, scope: !316)
!325 = !DILocation(line: 7, column: 181, scope: !316)
!326 = !DILocation(line: 7, column: 192, scope: !308)
!327 = !DILocation(line: 7, column: 203, scope: !309)
!328 = distinct !{!328, !305, !329, !133}
!329 = !DILocation(line: 7, column: 210, scope: !289)
!330 = !DILocation(line: 7, column: 229, scope: !289)
!331 = !DILocation(line: 7, column: 219, scope: !289)
!332 = !DILocation(line: 7, column: 212, scope: !289)
!333 = distinct !DISubprogram(name: "ilog2_", scope: !2, file: !2, line: 8, type: !334, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !72)
!334 = !DISubroutineType(types: !335)
!335 = !{!71, !56}
!336 = !DILocalVariable(name: "v", arg: 1, scope: !333, file: !2, line: 8, type: !56)
!337 = !DILocation(line: 8, column: 28, scope: !333)
!338 = !DILocation(line: 8, column: 61, scope: !333)
!339 = !DILocation(line: 8, column: 45, scope: !333)
!340 = !DILocation(line: 8, column: 43, scope: !333)
!341 = !DILocation(line: 8, column: 33, scope: !333)
!342 = distinct !DISubprogram(name: "ilog10_", scope: !2, file: !2, line: 9, type: !334, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !72)
!343 = !DILocalVariable(name: "v", arg: 1, scope: !342, file: !2, line: 9, type: !56)
!344 = !DILocation(line: 9, column: 29, scope: !342)
!345 = !DILocalVariable(name: "r", scope: !342, file: !2, line: 9, type: !71)
!346 = !DILocation(line: 9, column: 38, scope: !342)
!347 = !DILocation(line: 9, column: 45, scope: !342)
!348 = !DILocation(line: 9, column: 52, scope: !342)
!349 = !DILocation(line: 9, column: 54, scope: !342)
!350 = !DILocation(line: 9, column: 65, scope: !351)
!351 = distinct !DILexicalBlock(scope: !342, file: !2, line: 9, column: 61)
!352 = !DILocation(line: 9, column: 73, scope: !351)
!353 = distinct !{!353, !347, !354, !133}
!354 = !DILocation(line: 9, column: 77, scope: !342)
!355 = !DILocation(line: 9, column: 86, scope: !342)
!356 = !DILocation(line: 9, column: 79, scope: !342)
!357 = distinct !DISubprogram(name: "ipow_checked", scope: !2, file: !2, line: 10, type: !358, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !72)
!358 = !DISubroutineType(types: !359)
!359 = !{!71, !166, !71, !360}
!360 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !166, size: 64)
!361 = !DILocalVariable(name: "b", arg: 1, scope: !357, file: !2, line: 10, type: !166)
!362 = !DILocation(line: 10, column: 33, scope: !357)
!363 = !DILocalVariable(name: "e", arg: 2, scope: !357, file: !2, line: 10, type: !71)
!364 = !DILocation(line: 10, column: 40, scope: !357)
!365 = !DILocalVariable(name: "out", arg: 3, scope: !357, file: !2, line: 10, type: !360)
!366 = !DILocation(line: 10, column: 52, scope: !357)
!367 = !DILocalVariable(name: "r", scope: !357, file: !2, line: 10, type: !166)
!368 = !DILocation(line: 10, column: 67, scope: !357)
!369 = !DILocation(line: 10, column: 74, scope: !357)
!370 = !DILocation(line: 10, column: 82, scope: !357)
!371 = !DILocation(line: 10, column: 113, scope: !372)
!372 = distinct !DILexicalBlock(scope: !357, file: !2, line: 10, column: 90)
!373 = !DILocation(line: 10, column: 116, scope: !372)
!374 = !DILocation(line: 10, column: 90, scope: !372)
!375 = !DILocation(line: 10, column: 90, scope: !357)
!376 = !DILocation(line: 10, column: 124, scope: !372)
!377 = distinct !{!377, !369, !378, !133}
!378 = !DILocation(line: 10, column: 131, scope: !357)
!379 = !DILocation(line: 10, column: 141, scope: !357)
!380 = !DILocation(line: 10, column: 135, scope: !357)
!381 = !DILocation(line: 10, column: 139, scope: !357)
!382 = !DILocation(line: 10, column: 144, scope: !357)
!383 = !DILocation(line: 10, column: 154, scope: !357)
!384 = distinct !DISubprogram(name: "powmod", scope: !2, file: !2, line: 11, type: !385, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !72)
!385 = !DISubroutineType(types: !386)
!386 = !{!56, !56, !56, !56}
!387 = !DILocalVariable(name: "b", arg: 1, scope: !384, file: !2, line: 11, type: !56)
!388 = !DILocation(line: 11, column: 33, scope: !384)
!389 = !DILocalVariable(name: "e", arg: 2, scope: !384, file: !2, line: 11, type: !56)
!390 = !DILocation(line: 11, column: 45, scope: !384)
!391 = !DILocalVariable(name: "m", arg: 3, scope: !384, file: !2, line: 11, type: !56)
!392 = !DILocation(line: 11, column: 57, scope: !384)
!393 = !DILocalVariable(name: "r", scope: !384, file: !2, line: 11, type: !48)
!394 = !DILocation(line: 11, column: 80, scope: !384)
!395 = !DILocalVariable(name: "x", scope: !384, file: !2, line: 11, type: !48)
!396 = !DILocation(line: 11, column: 87, scope: !384)
!397 = !DILocation(line: 11, column: 91, scope: !384)
!398 = !DILocation(line: 11, column: 95, scope: !384)
!399 = !DILocation(line: 11, column: 93, scope: !384)
!400 = !DILocation(line: 11, column: 98, scope: !384)
!401 = !DILocation(line: 11, column: 105, scope: !384)
!402 = !DILocation(line: 11, column: 114, scope: !403)
!403 = distinct !DILexicalBlock(scope: !404, file: !2, line: 11, column: 114)
!404 = distinct !DILexicalBlock(scope: !384, file: !2, line: 11, column: 108)
!405 = !DILocation(line: 11, column: 116, scope: !403)
!406 = !DILocation(line: 11, column: 114, scope: !404)
!407 = !DILocation(line: 11, column: 125, scope: !403)
!408 = !DILocation(line: 11, column: 129, scope: !403)
!409 = !DILocation(line: 11, column: 127, scope: !403)
!410 = !DILocation(line: 11, column: 133, scope: !403)
!411 = !DILocation(line: 11, column: 131, scope: !403)
!412 = !DILocation(line: 11, column: 123, scope: !403)
!413 = !DILocation(line: 11, column: 121, scope: !403)
!414 = !DILocation(line: 11, column: 140, scope: !404)
!415 = !DILocation(line: 11, column: 144, scope: !404)
!416 = !DILocation(line: 11, column: 142, scope: !404)
!417 = !DILocation(line: 11, column: 148, scope: !404)
!418 = !DILocation(line: 11, column: 146, scope: !404)
!419 = !DILocation(line: 11, column: 138, scope: !404)
!420 = !DILocation(line: 11, column: 153, scope: !404)
!421 = distinct !{!421, !400, !422, !133}
!422 = !DILocation(line: 11, column: 160, scope: !384)
!423 = !DILocation(line: 11, column: 179, scope: !384)
!424 = !DILocation(line: 11, column: 169, scope: !384)
!425 = !DILocation(line: 11, column: 162, scope: !384)
!426 = distinct !DISubprogram(name: "modinv", scope: !2, file: !2, line: 13, type: !427, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !72)
!427 = !DISubroutineType(types: !428)
!428 = !{!166, !166, !166}
!429 = !DILocalVariable(name: "a", arg: 1, scope: !426, file: !2, line: 13, type: !166)
!430 = !DILocation(line: 13, column: 31, scope: !426)
!431 = !DILocalVariable(name: "m", arg: 2, scope: !426, file: !2, line: 13, type: !166)
!432 = !DILocation(line: 13, column: 42, scope: !426)
!433 = !DILocalVariable(name: "x", scope: !426, file: !2, line: 13, type: !166)
!434 = !DILocation(line: 13, column: 55, scope: !426)
!435 = !DILocalVariable(name: "y", scope: !426, file: !2, line: 13, type: !166)
!436 = !DILocation(line: 13, column: 58, scope: !426)
!437 = !DILocation(line: 13, column: 70, scope: !438)
!438 = distinct !DILexicalBlock(scope: !426, file: !2, line: 13, column: 65)
!439 = !DILocation(line: 13, column: 73, scope: !438)
!440 = !DILocation(line: 13, column: 65, scope: !438)
!441 = !DILocation(line: 13, column: 84, scope: !438)
!442 = !DILocation(line: 13, column: 65, scope: !426)
!443 = !DILocation(line: 13, column: 90, scope: !438)
!444 = !DILocation(line: 13, column: 110, scope: !426)
!445 = !DILocation(line: 13, column: 114, scope: !426)
!446 = !DILocation(line: 13, column: 112, scope: !426)
!447 = !DILocation(line: 13, column: 119, scope: !426)
!448 = !DILocation(line: 13, column: 117, scope: !426)
!449 = !DILocation(line: 13, column: 124, scope: !426)
!450 = !DILocation(line: 13, column: 122, scope: !426)
!451 = !DILocation(line: 13, column: 101, scope: !426)
!452 = !DILocation(line: 13, column: 127, scope: !426)
!453 = distinct !DISubprogram(name: "crt", scope: !2, file: !2, line: 14, type: !454, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !72)
!454 = !DISubroutineType(types: !455)
!455 = !{!166, !456, !456, !71}
!456 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !457, size: 64)
!457 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !166)
!458 = !DILocalVariable(name: "r", arg: 1, scope: !453, file: !2, line: 14, type: !456)
!459 = !DILocation(line: 14, column: 35, scope: !453)
!460 = !DILocalVariable(name: "m", arg: 2, scope: !453, file: !2, line: 14, type: !456)
!461 = !DILocation(line: 14, column: 53, scope: !453)
!462 = !DILocalVariable(name: "n", arg: 3, scope: !453, file: !2, line: 14, type: !71)
!463 = !DILocation(line: 14, column: 60, scope: !453)
!464 = !DILocalVariable(name: "M", scope: !453, file: !2, line: 14, type: !166)
!465 = !DILocation(line: 14, column: 73, scope: !453)
!466 = !DILocalVariable(name: "i", scope: !467, file: !2, line: 14, type: !71)
!467 = distinct !DILexicalBlock(scope: !453, file: !2, line: 14, column: 80)
!468 = !DILocation(line: 14, column: 89, scope: !467)
!469 = !DILocation(line: 14, column: 85, scope: !467)
!470 = !DILocation(line: 14, column: 96, scope: !471)
!471 = distinct !DILexicalBlock(scope: !467, file: !2, line: 14, column: 80)
!472 = !DILocation(line: 14, column: 100, scope: !471)
!473 = !DILocation(line: 14, column: 98, scope: !471)
!474 = !DILocation(line: 14, column: 80, scope: !467)
!475 = !DILocation(line: 14, column: 113, scope: !471)
!476 = !DILocation(line: 14, column: 115, scope: !471)
!477 = !DILocation(line: 14, column: 110, scope: !471)
!478 = !DILocation(line: 14, column: 108, scope: !471)
!479 = !DILocation(line: 14, column: 104, scope: !471)
!480 = !DILocation(line: 14, column: 80, scope: !471)
!481 = distinct !{!481, !474, !482, !133}
!482 = !DILocation(line: 14, column: 116, scope: !467)
!483 = !DILocalVariable(name: "x", scope: !453, file: !2, line: 14, type: !166)
!484 = !DILocation(line: 14, column: 127, scope: !453)
!485 = !DILocalVariable(name: "i", scope: !486, file: !2, line: 14, type: !71)
!486 = distinct !DILexicalBlock(scope: !453, file: !2, line: 14, column: 134)
!487 = !DILocation(line: 14, column: 143, scope: !486)
!488 = !DILocation(line: 14, column: 139, scope: !486)
!489 = !DILocation(line: 14, column: 150, scope: !490)
!490 = distinct !DILexicalBlock(scope: !486, file: !2, line: 14, column: 134)
!491 = !DILocation(line: 14, column: 154, scope: !490)
!492 = !DILocation(line: 14, column: 152, scope: !490)
!493 = !DILocation(line: 14, column: 134, scope: !486)
!494 = !DILocalVariable(name: "Mi", scope: !495, file: !2, line: 14, type: !166)
!495 = distinct !DILexicalBlock(scope: !490, file: !2, line: 14, column: 162)
!496 = !DILocation(line: 14, column: 172, scope: !495)
!497 = !DILocation(line: 14, column: 177, scope: !495)
!498 = !DILocation(line: 14, column: 181, scope: !495)
!499 = !DILocation(line: 14, column: 183, scope: !495)
!500 = !DILocation(line: 14, column: 179, scope: !495)
!501 = !DILocation(line: 14, column: 192, scope: !495)
!502 = !DILocation(line: 14, column: 196, scope: !495)
!503 = !DILocation(line: 14, column: 198, scope: !495)
!504 = !DILocation(line: 14, column: 203, scope: !495)
!505 = !DILocation(line: 14, column: 205, scope: !495)
!506 = !DILocation(line: 14, column: 201, scope: !495)
!507 = !DILocation(line: 14, column: 210, scope: !495)
!508 = !DILocation(line: 14, column: 208, scope: !495)
!509 = !DILocation(line: 14, column: 215, scope: !495)
!510 = !DILocation(line: 14, column: 213, scope: !495)
!511 = !DILocation(line: 14, column: 226, scope: !495)
!512 = !DILocation(line: 14, column: 231, scope: !495)
!513 = !DILocation(line: 14, column: 233, scope: !495)
!514 = !DILocation(line: 14, column: 229, scope: !495)
!515 = !DILocation(line: 14, column: 237, scope: !495)
!516 = !DILocation(line: 14, column: 239, scope: !495)
!517 = !DILocation(line: 14, column: 219, scope: !495)
!518 = !DILocation(line: 14, column: 217, scope: !495)
!519 = !DILocation(line: 14, column: 194, scope: !495)
!520 = !DILocation(line: 14, column: 246, scope: !495)
!521 = !DILocation(line: 14, column: 244, scope: !495)
!522 = !DILocation(line: 14, column: 189, scope: !495)
!523 = !DILocation(line: 14, column: 249, scope: !495)
!524 = !DILocation(line: 14, column: 158, scope: !490)
!525 = !DILocation(line: 14, column: 134, scope: !490)
!526 = distinct !{!526, !493, !527, !133}
!527 = !DILocation(line: 14, column: 249, scope: !486)
!528 = !DILocation(line: 14, column: 258, scope: !453)
!529 = !DILocation(line: 14, column: 251, scope: !453)
!530 = distinct !DISubprogram(name: "egcd", scope: !2, file: !2, line: 12, type: !531, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !72)
!531 = !DISubroutineType(types: !532)
!532 = !{!166, !166, !166, !360, !360}
!533 = !DILocalVariable(name: "a", arg: 1, scope: !530, file: !2, line: 12, type: !166)
!534 = !DILocation(line: 12, column: 29, scope: !530)
!535 = !DILocalVariable(name: "b", arg: 2, scope: !530, file: !2, line: 12, type: !166)
!536 = !DILocation(line: 12, column: 40, scope: !530)
!537 = !DILocalVariable(name: "x", arg: 3, scope: !530, file: !2, line: 12, type: !360)
!538 = !DILocation(line: 12, column: 52, scope: !530)
!539 = !DILocalVariable(name: "y", arg: 4, scope: !530, file: !2, line: 12, type: !360)
!540 = !DILocation(line: 12, column: 64, scope: !530)
!541 = !DILocation(line: 12, column: 74, scope: !542)
!542 = distinct !DILexicalBlock(scope: !530, file: !2, line: 12, column: 73)
!543 = !DILocation(line: 12, column: 73, scope: !530)
!544 = !DILocation(line: 12, column: 80, scope: !545)
!545 = distinct !DILexicalBlock(scope: !542, file: !2, line: 12, column: 77)
!546 = !DILocation(line: 12, column: 82, scope: !545)
!547 = !DILocation(line: 12, column: 88, scope: !545)
!548 = !DILocation(line: 12, column: 90, scope: !545)
!549 = !DILocation(line: 12, column: 102, scope: !545)
!550 = !DILocation(line: 12, column: 95, scope: !545)
!551 = !DILocalVariable(name: "x1", scope: !530, file: !2, line: 12, type: !166)
!552 = !DILocation(line: 12, column: 115, scope: !530)
!553 = !DILocalVariable(name: "y1", scope: !530, file: !2, line: 12, type: !166)
!554 = !DILocation(line: 12, column: 119, scope: !530)
!555 = !DILocalVariable(name: "g", scope: !530, file: !2, line: 12, type: !166)
!556 = !DILocation(line: 12, column: 123, scope: !530)
!557 = !DILocation(line: 12, column: 132, scope: !530)
!558 = !DILocation(line: 12, column: 135, scope: !530)
!559 = !DILocation(line: 12, column: 139, scope: !530)
!560 = !DILocation(line: 12, column: 137, scope: !530)
!561 = !DILocation(line: 12, column: 127, scope: !530)
!562 = !DILocation(line: 12, column: 158, scope: !530)
!563 = !DILocation(line: 12, column: 154, scope: !530)
!564 = !DILocation(line: 12, column: 156, scope: !530)
!565 = !DILocation(line: 12, column: 167, scope: !530)
!566 = !DILocation(line: 12, column: 173, scope: !530)
!567 = !DILocation(line: 12, column: 177, scope: !530)
!568 = !DILocation(line: 12, column: 175, scope: !530)
!569 = !DILocation(line: 12, column: 182, scope: !530)
!570 = !DILocation(line: 12, column: 180, scope: !530)
!571 = !DILocation(line: 12, column: 170, scope: !530)
!572 = !DILocation(line: 12, column: 163, scope: !530)
!573 = !DILocation(line: 12, column: 165, scope: !530)
!574 = !DILocation(line: 12, column: 193, scope: !530)
!575 = !DILocation(line: 12, column: 186, scope: !530)
!576 = !DILocation(line: 12, column: 196, scope: !530)
