; ModuleID = 'programs/fp_bit_punning.c'
source_filename = "programs/fp_bit_punning.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%union.du = type { double }
%struct.anon = type { i32, i32 }
%union.fu = type { float }

@__const.main.fs = private unnamed_addr constant [6 x float] [float 1.000000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x47EFFFFFE0000000, float 0x36A0000000000000, float -0.000000e+00], align 16
@.str = private unnamed_addr constant [28 x i8] c"float %a bits %08x back %a\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [24 x i8] c"from bits: %a %a %a %d\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [27 x i8] c"double %a bits %016llx %s\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [19 x i8] c"make: %a %a %a %a\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"next_up %a\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [54 x i8] c"next_up(-0x1p-1074)=%a next_up(0)=%a next_up(max)=%a\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [23 x i8] c"words hi=%08x lo=%08x\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [36 x i8] c"long double bytes (10 significant):\00", align 1, !dbg !37
@.str.8 = private unnamed_addr constant [6 x i8] c" %02x\00", align 1, !dbg !42
@.str.9 = private unnamed_addr constant [13 x i8] c" sizeof=%zu\0A\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [16 x i8] c"magic guess %a\0A\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [4 x i8] c"inf\00", align 1, !dbg !62
@.str.13 = private unnamed_addr constant [10 x i8] c"subnormal\00", align 1, !dbg !64
@.str.14 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !69
@.str.15 = private unnamed_addr constant [7 x i8] c"normal\00", align 1, !dbg !74

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !99 {
  %1 = alloca i32, align 4
  %2 = alloca [6 x float], align 16
  %3 = alloca i32, align 4
  %4 = alloca [5 x double], align 16
  %5 = alloca i32, align 4
  %6 = alloca double, align 8
  %7 = alloca i32, align 4
  %8 = alloca %union.du, align 8
  %9 = alloca x86_fp80, align 16
  %10 = alloca [16 x i8], align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca i32, align 4
  %13 = alloca float, align 4
  %14 = alloca i32, align 4
  %15 = alloca float, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !103, !DIExpression(), !107)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.fs, i64 24, i1 true), !dbg !107
    #dbg_declare(ptr %3, !108, !DIExpression(), !110)
  store i32 0, ptr %3, align 4, !dbg !110
  br label %16, !dbg !111

16:                                               ; preds = %38, %0
  %17 = load i32, ptr %3, align 4, !dbg !112
  %18 = icmp slt i32 %17, 6, !dbg !114
  br i1 %18, label %19, label %41, !dbg !115

19:                                               ; preds = %16
  %20 = load i32, ptr %3, align 4, !dbg !116
  %21 = sext i32 %20 to i64, !dbg !117
  %22 = getelementptr inbounds [6 x float], ptr %2, i64 0, i64 %21, !dbg !117
  %23 = load volatile float, ptr %22, align 4, !dbg !117
  %24 = fpext float %23 to double, !dbg !118
  %25 = load i32, ptr %3, align 4, !dbg !119
  %26 = sext i32 %25 to i64, !dbg !120
  %27 = getelementptr inbounds [6 x float], ptr %2, i64 0, i64 %26, !dbg !120
  %28 = load volatile float, ptr %27, align 4, !dbg !120
  %29 = call i32 @fbits(float noundef %28), !dbg !121
  %30 = load i32, ptr %3, align 4, !dbg !122
  %31 = sext i32 %30 to i64, !dbg !123
  %32 = getelementptr inbounds [6 x float], ptr %2, i64 0, i64 %31, !dbg !123
  %33 = load volatile float, ptr %32, align 4, !dbg !123
  %34 = call i32 @fbits(float noundef %33), !dbg !124
  %35 = call float @ffrom(i32 noundef %34), !dbg !125
  %36 = fpext float %35 to double, !dbg !126
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %24, i32 noundef %29, double noundef %36), !dbg !127
  br label %38, !dbg !127

38:                                               ; preds = %19
  %39 = load i32, ptr %3, align 4, !dbg !128
  %40 = add nsw i32 %39, 1, !dbg !128
  store i32 %40, ptr %3, align 4, !dbg !128
  br label %16, !dbg !129, !llvm.loop !130

41:                                               ; preds = %16
  %42 = call float @ffrom(i32 noundef 1065353217), !dbg !133
  %43 = fpext float %42 to double, !dbg !134
  %44 = call float @ffrom(i32 noundef 1), !dbg !135
  %45 = fpext float %44 to double, !dbg !136
  %46 = call float @ffrom(i32 noundef -8388608), !dbg !137
  %47 = fpext float %46 to double, !dbg !138
  %48 = call float @ffrom(i32 noundef 2143289344), !dbg !139
  %49 = call i1 @llvm.is.fpclass.f32(float %48, i32 3), !dbg !139
  %50 = zext i1 %49 to i32, !dbg !139
  %51 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %43, double noundef %45, double noundef %47, i32 noundef %50), !dbg !140
    #dbg_declare(ptr %4, !141, !DIExpression(), !144)
  call void @llvm.memset.p0.i64(ptr align 16 %4, i8 0, i64 40, i1 true), !dbg !144
  %52 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 0, !dbg !144
  store volatile double 1.000000e+00, ptr %52, align 16, !dbg !144
  %53 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 1, !dbg !144
  store volatile double -1.000000e-01, ptr %53, align 8, !dbg !144
  %54 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 2, !dbg !144
  store volatile double 1.000000e+308, ptr %54, align 16, !dbg !144
  %55 = getelementptr inbounds [5 x double], ptr %4, i32 0, i32 3, !dbg !144
  store volatile double 4.940660e-324, ptr %55, align 8, !dbg !144
    #dbg_declare(ptr %5, !145, !DIExpression(), !147)
  store i32 0, ptr %5, align 4, !dbg !147
  br label %56, !dbg !148

56:                                               ; preds = %75, %41
  %57 = load i32, ptr %5, align 4, !dbg !149
  %58 = icmp slt i32 %57, 5, !dbg !151
  br i1 %58, label %59, label %78, !dbg !152

59:                                               ; preds = %56
  %60 = load i32, ptr %5, align 4, !dbg !153
  %61 = sext i32 %60 to i64, !dbg !154
  %62 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %61, !dbg !154
  %63 = load volatile double, ptr %62, align 8, !dbg !154
  %64 = load i32, ptr %5, align 4, !dbg !155
  %65 = sext i32 %64 to i64, !dbg !156
  %66 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %65, !dbg !156
  %67 = load volatile double, ptr %66, align 8, !dbg !156
  %68 = call i64 @dbits(double noundef %67), !dbg !157
  %69 = load i32, ptr %5, align 4, !dbg !158
  %70 = sext i32 %69 to i64, !dbg !159
  %71 = getelementptr inbounds [5 x double], ptr %4, i64 0, i64 %70, !dbg !159
  %72 = load volatile double, ptr %71, align 8, !dbg !159
  %73 = call ptr @classify(double noundef %72), !dbg !160
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %63, i64 noundef %68, ptr noundef %73), !dbg !161
  br label %75, !dbg !161

75:                                               ; preds = %59
  %76 = load i32, ptr %5, align 4, !dbg !162
  %77 = add nsw i32 %76, 1, !dbg !162
  store i32 %77, ptr %5, align 4, !dbg !162
  br label %56, !dbg !163, !llvm.loop !164

78:                                               ; preds = %56
  %79 = call double @make(i32 noundef 0, i32 noundef 0, i64 noundef 1), !dbg !166
  %80 = call double @make(i32 noundef 1, i32 noundef 10, i64 noundef 2251799813685248), !dbg !167
  %81 = call double @make(i32 noundef 0, i32 noundef -1022, i64 noundef 0), !dbg !168
  %82 = call double @make(i32 noundef 0, i32 noundef 1023, i64 noundef -1), !dbg !169
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %79, double noundef %80, double noundef %81, double noundef %82), !dbg !170
    #dbg_declare(ptr %6, !171, !DIExpression(), !172)
  store double 1.000000e+00, ptr %6, align 8, !dbg !172
    #dbg_declare(ptr %7, !173, !DIExpression(), !175)
  store i32 0, ptr %7, align 4, !dbg !175
  br label %84, !dbg !176

84:                                               ; preds = %92, %78
  %85 = load i32, ptr %7, align 4, !dbg !177
  %86 = icmp slt i32 %85, 3, !dbg !179
  br i1 %86, label %87, label %95, !dbg !180

87:                                               ; preds = %84
  %88 = load double, ptr %6, align 8, !dbg !181
  %89 = call double @next_up(double noundef %88), !dbg !183
  store double %89, ptr %6, align 8, !dbg !184
  %90 = load double, ptr %6, align 8, !dbg !185
  %91 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %90), !dbg !186
  br label %92, !dbg !187

92:                                               ; preds = %87
  %93 = load i32, ptr %7, align 4, !dbg !188
  %94 = add nsw i32 %93, 1, !dbg !188
  store i32 %94, ptr %7, align 4, !dbg !188
  br label %84, !dbg !189, !llvm.loop !190

95:                                               ; preds = %84
  %96 = call double @next_up(double noundef -4.940660e-324), !dbg !192
  %97 = call double @next_up(double noundef 0.000000e+00), !dbg !193
  %98 = call double @next_up(double noundef 0x7FEFFFFFFFFFFFFF), !dbg !194
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %96, double noundef %97, double noundef %98), !dbg !195
    #dbg_declare(ptr %8, !196, !DIExpression(), !208)
  store double -1.500000e+00, ptr %8, align 8, !dbg !209
  %100 = getelementptr inbounds %struct.anon, ptr %8, i32 0, i32 1, !dbg !210
  %101 = load i32, ptr %100, align 4, !dbg !210
  %102 = getelementptr inbounds %struct.anon, ptr %8, i32 0, i32 0, !dbg !211
  %103 = load i32, ptr %102, align 8, !dbg !211
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %101, i32 noundef %103), !dbg !212
    #dbg_declare(ptr %9, !213, !DIExpression(), !216)
  store volatile x86_fp80 0xKBFFFE000000000000000, ptr %9, align 16, !dbg !216
    #dbg_declare(ptr %10, !217, !DIExpression(), !220)
    #dbg_declare(ptr %11, !221, !DIExpression(), !222)
  %105 = load volatile x86_fp80, ptr %9, align 16, !dbg !223
  store x86_fp80 %105, ptr %11, align 16, !dbg !222
  %106 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 0, !dbg !224
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %106, ptr align 16 %11, i64 16, i1 false), !dbg !224
  %107 = call i32 (ptr, ...) @printf(ptr noundef @.str.7), !dbg !225
    #dbg_declare(ptr %12, !226, !DIExpression(), !228)
  store i32 0, ptr %12, align 4, !dbg !228
  br label %108, !dbg !229

108:                                              ; preds = %118, %95
  %109 = load i32, ptr %12, align 4, !dbg !230
  %110 = icmp slt i32 %109, 10, !dbg !232
  br i1 %110, label %111, label %121, !dbg !233

111:                                              ; preds = %108
  %112 = load i32, ptr %12, align 4, !dbg !234
  %113 = sext i32 %112 to i64, !dbg !235
  %114 = getelementptr inbounds [16 x i8], ptr %10, i64 0, i64 %113, !dbg !235
  %115 = load i8, ptr %114, align 1, !dbg !235
  %116 = zext i8 %115 to i32, !dbg !235
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %116), !dbg !236
  br label %118, !dbg !236

118:                                              ; preds = %111
  %119 = load i32, ptr %12, align 4, !dbg !237
  %120 = add nsw i32 %119, 1, !dbg !237
  store i32 %120, ptr %12, align 4, !dbg !237
  br label %108, !dbg !238, !llvm.loop !239

121:                                              ; preds = %108
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef 16), !dbg !241
    #dbg_declare(ptr %13, !242, !DIExpression(), !243)
  store float 2.000000e+00, ptr %13, align 4, !dbg !243
    #dbg_declare(ptr %14, !244, !DIExpression(), !245)
  %123 = load float, ptr %13, align 4, !dbg !246
  %124 = call i32 @fbits(float noundef %123), !dbg !247
  %125 = lshr i32 %124, 1, !dbg !248
  %126 = sub i32 1597463007, %125, !dbg !249
  store i32 %126, ptr %14, align 4, !dbg !245
    #dbg_declare(ptr %15, !250, !DIExpression(), !251)
  %127 = load i32, ptr %14, align 4, !dbg !252
  %128 = call float @ffrom(i32 noundef %127), !dbg !253
  store float %128, ptr %15, align 4, !dbg !251
  %129 = load float, ptr %15, align 4, !dbg !254
  %130 = fpext float %129 to double, !dbg !255
  %131 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %130), !dbg !256
  %132 = call i32 @fbits(float noundef 1.000000e+00), !dbg !257
  %133 = lshr i32 %132, 24, !dbg !258
  ret i32 %133, !dbg !259
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fbits(float noundef %0) #0 !dbg !260 {
  %2 = alloca float, align 4
  %3 = alloca i32, align 4
  store float %0, ptr %2, align 4
    #dbg_declare(ptr %2, !263, !DIExpression(), !264)
    #dbg_declare(ptr %3, !265, !DIExpression(), !266)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 4 %2, i64 4, i1 false), !dbg !267
  %4 = load i32, ptr %3, align 4, !dbg !268
  ret i32 %4, !dbg !269
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @ffrom(i32 noundef %0) #0 !dbg !270 {
  %2 = alloca i32, align 4
  %3 = alloca %union.fu, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !273, !DIExpression(), !274)
    #dbg_declare(ptr %3, !275, !DIExpression(), !280)
  %4 = load i32, ptr %2, align 4, !dbg !281
  store i32 %4, ptr %3, align 4, !dbg !282
  %5 = load float, ptr %3, align 4, !dbg !283
  ret float %5, !dbg !284
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f32(float, i32 immarg) #3

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dbits(double noundef %0) #0 !dbg !285 {
  %2 = alloca double, align 8
  %3 = alloca %union.du, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !288, !DIExpression(), !289)
    #dbg_declare(ptr %3, !290, !DIExpression(), !291)
  %4 = load double, ptr %2, align 8, !dbg !292
  store double %4, ptr %3, align 8, !dbg !293
  %5 = load i64, ptr %3, align 8, !dbg !294
  ret i64 %5, !dbg !295
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @classify(double noundef %0) #0 !dbg !296 {
  %2 = alloca double, align 8
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !301, !DIExpression(), !302)
    #dbg_declare(ptr %3, !303, !DIExpression(), !304)
  %6 = load double, ptr %2, align 8, !dbg !305
  %7 = call i64 @dbits(double noundef %6), !dbg !306
  store i64 %7, ptr %3, align 8, !dbg !304
    #dbg_declare(ptr %4, !307, !DIExpression(), !308)
  %8 = load i64, ptr %3, align 8, !dbg !309
  %9 = lshr i64 %8, 52, !dbg !310
  %10 = trunc i64 %9 to i32, !dbg !311
  %11 = and i32 %10, 2047, !dbg !312
  store i32 %11, ptr %4, align 4, !dbg !308
    #dbg_declare(ptr %5, !313, !DIExpression(), !314)
  %12 = load i64, ptr %3, align 8, !dbg !315
  %13 = and i64 %12, 4503599627370495, !dbg !316
  store i64 %13, ptr %5, align 8, !dbg !314
  %14 = load i32, ptr %4, align 4, !dbg !317
  %15 = icmp eq i32 %14, 2047, !dbg !318
  br i1 %15, label %16, label %21, !dbg !317

16:                                               ; preds = %1
  %17 = load i64, ptr %5, align 8, !dbg !319
  %18 = icmp ne i64 %17, 0, !dbg !319
  %19 = zext i1 %18 to i64, !dbg !319
  %20 = select i1 %18, ptr @.str.11, ptr @.str.12, !dbg !319
  br label %32, !dbg !317

21:                                               ; preds = %1
  %22 = load i32, ptr %4, align 4, !dbg !320
  %23 = icmp eq i32 %22, 0, !dbg !321
  br i1 %23, label %24, label %29, !dbg !320

24:                                               ; preds = %21
  %25 = load i64, ptr %5, align 8, !dbg !322
  %26 = icmp ne i64 %25, 0, !dbg !322
  %27 = zext i1 %26 to i64, !dbg !322
  %28 = select i1 %26, ptr @.str.13, ptr @.str.14, !dbg !322
  br label %30, !dbg !320

29:                                               ; preds = %21
  br label %30, !dbg !320

30:                                               ; preds = %29, %24
  %31 = phi ptr [ %28, %24 ], [ @.str.15, %29 ], !dbg !320
  br label %32, !dbg !317

32:                                               ; preds = %30, %16
  %33 = phi ptr [ %20, %16 ], [ %31, %30 ], !dbg !317
  ret ptr %33, !dbg !323
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @make(i32 noundef %0, i32 noundef %1, i64 noundef %2) #0 !dbg !324 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !327, !DIExpression(), !328)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !329, !DIExpression(), !330)
  store i64 %2, ptr %6, align 8
    #dbg_declare(ptr %6, !331, !DIExpression(), !332)
  %7 = load i32, ptr %4, align 4, !dbg !333
  %8 = sext i32 %7 to i64, !dbg !334
  %9 = shl i64 %8, 63, !dbg !335
  %10 = load i32, ptr %5, align 4, !dbg !336
  %11 = add nsw i32 %10, 1023, !dbg !337
  %12 = sext i32 %11 to i64, !dbg !338
  %13 = shl i64 %12, 52, !dbg !339
  %14 = or i64 %9, %13, !dbg !340
  %15 = load i64, ptr %6, align 8, !dbg !341
  %16 = and i64 %15, 4503599627370495, !dbg !342
  %17 = or i64 %14, %16, !dbg !343
  %18 = call double @dfrom(i64 noundef %17), !dbg !344
  ret double %18, !dbg !345
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @next_up(double noundef %0) #0 !dbg !346 {
  %2 = alloca double, align 8
  %3 = alloca double, align 8
  %4 = alloca i64, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !349, !DIExpression(), !350)
    #dbg_declare(ptr %4, !351, !DIExpression(), !352)
  %5 = load double, ptr %3, align 8, !dbg !353
  %6 = call i64 @dbits(double noundef %5), !dbg !354
  store i64 %6, ptr %4, align 8, !dbg !352
  %7 = load double, ptr %3, align 8, !dbg !355
  %8 = fcmp oeq double %7, 0.000000e+00, !dbg !357
  br i1 %8, label %9, label %11, !dbg !358

9:                                                ; preds = %1
  %10 = call double @dfrom(i64 noundef 1), !dbg !359
  store double %10, ptr %2, align 8, !dbg !360
  br label %23, !dbg !360

11:                                               ; preds = %1
  %12 = load double, ptr %3, align 8, !dbg !361
  %13 = fcmp ogt double %12, 0.000000e+00, !dbg !362
  br i1 %13, label %14, label %17, !dbg !361

14:                                               ; preds = %11
  %15 = load i64, ptr %4, align 8, !dbg !363
  %16 = add i64 %15, 1, !dbg !364
  br label %20, !dbg !361

17:                                               ; preds = %11
  %18 = load i64, ptr %4, align 8, !dbg !365
  %19 = sub i64 %18, 1, !dbg !366
  br label %20, !dbg !361

20:                                               ; preds = %17, %14
  %21 = phi i64 [ %16, %14 ], [ %19, %17 ], !dbg !361
  %22 = call double @dfrom(i64 noundef %21), !dbg !367
  store double %22, ptr %2, align 8, !dbg !368
  br label %23, !dbg !368

23:                                               ; preds = %20, %9
  %24 = load double, ptr %2, align 8, !dbg !369
  ret double %24, !dbg !369
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @dfrom(i64 noundef %0) #0 !dbg !370 {
  %2 = alloca i64, align 8
  %3 = alloca double, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !373, !DIExpression(), !374)
    #dbg_declare(ptr %3, !375, !DIExpression(), !376)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 %2, i64 8, i1 false), !dbg !377
  %4 = load double, ptr %3, align 8, !dbg !378
  ret double %4, !dbg !379
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!79}
!llvm.module.flags = !{!91, !92, !93, !94, !95, !96, !97}
!llvm.ident = !{!98}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_bit_punning.c", directory: ".", checksumkind: CSK_MD5, checksum: "1f0fca9e4fa16307ac76b04f4e88ff1b")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 28)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 24)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 27)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 19)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 432, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 54)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 23)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 288, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 36)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 6)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 13)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 16)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 4)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !59, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !66, isLocal: true, isDefinition: true)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !67)
!67 = !{!68}
!68 = !DISubrange(count: 10)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !71, isLocal: true, isDefinition: true)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !72)
!72 = !{!73}
!73 = !DISubrange(count: 5)
!74 = !DIGlobalVariableExpression(var: !75, expr: !DIExpression())
!75 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !76, isLocal: true, isDefinition: true)
!76 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !77)
!77 = !{!78}
!78 = !DISubrange(count: 7)
!79 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !80, globals: !90, splitDebugInlining: false, nameTableKind: None)
!80 = !{!81, !82, !83, !84, !85}
!81 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!82 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!83 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!84 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!85 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !86, line: 27, baseType: !87)
!86 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !88, line: 45, baseType: !89)
!88 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!89 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!90 = !{!0, !7, !12, !17, !22, !27, !32, !37, !42, !47, !52, !57, !62, !64, !69, !74}
!91 = !{i32 7, !"Dwarf Version", i32 5}
!92 = !{i32 2, !"Debug Info Version", i32 3}
!93 = !{i32 1, !"wchar_size", i32 4}
!94 = !{i32 8, !"PIC Level", i32 2}
!95 = !{i32 7, !"PIE Level", i32 2}
!96 = !{i32 7, !"uwtable", i32 2}
!97 = !{i32 7, !"frame-pointer", i32 2}
!98 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!99 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !100, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !79, retainedNodes: !102)
!100 = !DISubroutineType(types: !101)
!101 = !{!83}
!102 = !{}
!103 = !DILocalVariable(name: "fs", scope: !99, file: !2, line: 24, type: !104)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !105, size: 192, elements: !45)
!105 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !106)
!106 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!107 = !DILocation(line: 24, column: 20, scope: !99)
!108 = !DILocalVariable(name: "i", scope: !109, file: !2, line: 25, type: !83)
!109 = distinct !DILexicalBlock(scope: !99, file: !2, line: 25, column: 5)
!110 = !DILocation(line: 25, column: 14, scope: !109)
!111 = !DILocation(line: 25, column: 10, scope: !109)
!112 = !DILocation(line: 25, column: 21, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 25, column: 5)
!114 = !DILocation(line: 25, column: 23, scope: !113)
!115 = !DILocation(line: 25, column: 5, scope: !109)
!116 = !DILocation(line: 25, column: 83, scope: !113)
!117 = !DILocation(line: 25, column: 80, scope: !113)
!118 = !DILocation(line: 25, column: 72, scope: !113)
!119 = !DILocation(line: 25, column: 96, scope: !113)
!120 = !DILocation(line: 25, column: 93, scope: !113)
!121 = !DILocation(line: 25, column: 87, scope: !113)
!122 = !DILocation(line: 25, column: 124, scope: !113)
!123 = !DILocation(line: 25, column: 121, scope: !113)
!124 = !DILocation(line: 25, column: 115, scope: !113)
!125 = !DILocation(line: 25, column: 109, scope: !113)
!126 = !DILocation(line: 25, column: 101, scope: !113)
!127 = !DILocation(line: 25, column: 33, scope: !113)
!128 = !DILocation(line: 25, column: 29, scope: !113)
!129 = !DILocation(line: 25, column: 5, scope: !113)
!130 = distinct !{!130, !115, !131, !132}
!131 = !DILocation(line: 25, column: 128, scope: !109)
!132 = !{!"llvm.loop.mustprogress"}
!133 = !DILocation(line: 26, column: 48, scope: !99)
!134 = !DILocation(line: 26, column: 40, scope: !99)
!135 = !DILocation(line: 26, column: 76, scope: !99)
!136 = !DILocation(line: 26, column: 68, scope: !99)
!137 = !DILocation(line: 26, column: 104, scope: !99)
!138 = !DILocation(line: 26, column: 96, scope: !99)
!139 = !DILocation(line: 26, column: 124, scope: !99)
!140 = !DILocation(line: 26, column: 5, scope: !99)
!141 = !DILocalVariable(name: "ds", scope: !99, file: !2, line: 27, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !143, size: 320, elements: !72)
!143 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !81)
!144 = !DILocation(line: 27, column: 21, scope: !99)
!145 = !DILocalVariable(name: "i", scope: !146, file: !2, line: 28, type: !83)
!146 = distinct !DILexicalBlock(scope: !99, file: !2, line: 28, column: 5)
!147 = !DILocation(line: 28, column: 14, scope: !146)
!148 = !DILocation(line: 28, column: 10, scope: !146)
!149 = !DILocation(line: 28, column: 21, scope: !150)
!150 = distinct !DILexicalBlock(scope: !146, file: !2, line: 28, column: 5)
!151 = !DILocation(line: 28, column: 23, scope: !150)
!152 = !DILocation(line: 28, column: 5, scope: !146)
!153 = !DILocation(line: 28, column: 74, scope: !150)
!154 = !DILocation(line: 28, column: 71, scope: !150)
!155 = !DILocation(line: 28, column: 107, scope: !150)
!156 = !DILocation(line: 28, column: 104, scope: !150)
!157 = !DILocation(line: 28, column: 98, scope: !150)
!158 = !DILocation(line: 28, column: 124, scope: !150)
!159 = !DILocation(line: 28, column: 121, scope: !150)
!160 = !DILocation(line: 28, column: 112, scope: !150)
!161 = !DILocation(line: 28, column: 33, scope: !150)
!162 = !DILocation(line: 28, column: 29, scope: !150)
!163 = !DILocation(line: 28, column: 5, scope: !150)
!164 = distinct !{!164, !152, !165, !132}
!165 = !DILocation(line: 28, column: 127, scope: !146)
!166 = !DILocation(line: 29, column: 35, scope: !99)
!167 = !DILocation(line: 29, column: 50, scope: !99)
!168 = !DILocation(line: 29, column: 75, scope: !99)
!169 = !DILocation(line: 29, column: 94, scope: !99)
!170 = !DILocation(line: 29, column: 5, scope: !99)
!171 = !DILocalVariable(name: "x", scope: !99, file: !2, line: 30, type: !81)
!172 = !DILocation(line: 30, column: 12, scope: !99)
!173 = !DILocalVariable(name: "i", scope: !174, file: !2, line: 31, type: !83)
!174 = distinct !DILexicalBlock(scope: !99, file: !2, line: 31, column: 5)
!175 = !DILocation(line: 31, column: 14, scope: !174)
!176 = !DILocation(line: 31, column: 10, scope: !174)
!177 = !DILocation(line: 31, column: 21, scope: !178)
!178 = distinct !DILexicalBlock(scope: !174, file: !2, line: 31, column: 5)
!179 = !DILocation(line: 31, column: 23, scope: !178)
!180 = !DILocation(line: 31, column: 5, scope: !174)
!181 = !DILocation(line: 31, column: 47, scope: !182)
!182 = distinct !DILexicalBlock(scope: !178, file: !2, line: 31, column: 33)
!183 = !DILocation(line: 31, column: 39, scope: !182)
!184 = !DILocation(line: 31, column: 37, scope: !182)
!185 = !DILocation(line: 31, column: 74, scope: !182)
!186 = !DILocation(line: 31, column: 51, scope: !182)
!187 = !DILocation(line: 31, column: 78, scope: !182)
!188 = !DILocation(line: 31, column: 29, scope: !178)
!189 = !DILocation(line: 31, column: 5, scope: !178)
!190 = distinct !{!190, !180, !191, !132}
!191 = !DILocation(line: 31, column: 78, scope: !174)
!192 = !DILocation(line: 32, column: 70, scope: !99)
!193 = !DILocation(line: 32, column: 91, scope: !99)
!194 = !DILocation(line: 32, column: 105, scope: !99)
!195 = !DILocation(line: 32, column: 5, scope: !99)
!196 = !DILocalVariable(name: "w", scope: !99, file: !2, line: 33, type: !197)
!197 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "du", file: !2, line: 11, size: 64, elements: !198)
!198 = !{!199, !200, !201}
!199 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !197, file: !2, line: 11, baseType: !81, size: 64)
!200 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !197, file: !2, line: 11, baseType: !85, size: 64)
!201 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !197, file: !2, line: 11, baseType: !202, size: 64)
!202 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !197, file: !2, line: 11, size: 64, elements: !203)
!203 = !{!204, !207}
!204 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !202, file: !2, line: 11, baseType: !205, size: 32)
!205 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !86, line: 26, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !88, line: 42, baseType: !84)
!207 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !202, file: !2, line: 11, baseType: !205, size: 32, offset: 32)
!208 = !DILocation(line: 33, column: 14, scope: !99)
!209 = !DILocation(line: 33, column: 21, scope: !99)
!210 = !DILocation(line: 34, column: 43, scope: !99)
!211 = !DILocation(line: 34, column: 51, scope: !99)
!212 = !DILocation(line: 34, column: 5, scope: !99)
!213 = !DILocalVariable(name: "ld", scope: !99, file: !2, line: 35, type: !214)
!214 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !215)
!215 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!216 = !DILocation(line: 35, column: 26, scope: !99)
!217 = !DILocalVariable(name: "b", scope: !99, file: !2, line: 36, type: !218)
!218 = !DICompositeType(tag: DW_TAG_array_type, baseType: !219, size: 128, elements: !55)
!219 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!220 = !DILocation(line: 36, column: 19, scope: !99)
!221 = !DILocalVariable(name: "tmp", scope: !99, file: !2, line: 37, type: !215)
!222 = !DILocation(line: 37, column: 17, scope: !99)
!223 = !DILocation(line: 37, column: 23, scope: !99)
!224 = !DILocation(line: 38, column: 5, scope: !99)
!225 = !DILocation(line: 39, column: 5, scope: !99)
!226 = !DILocalVariable(name: "i", scope: !227, file: !2, line: 40, type: !83)
!227 = distinct !DILexicalBlock(scope: !99, file: !2, line: 40, column: 5)
!228 = !DILocation(line: 40, column: 14, scope: !227)
!229 = !DILocation(line: 40, column: 10, scope: !227)
!230 = !DILocation(line: 40, column: 21, scope: !231)
!231 = distinct !DILexicalBlock(scope: !227, file: !2, line: 40, column: 5)
!232 = !DILocation(line: 40, column: 23, scope: !231)
!233 = !DILocation(line: 40, column: 5, scope: !227)
!234 = !DILocation(line: 40, column: 52, scope: !231)
!235 = !DILocation(line: 40, column: 50, scope: !231)
!236 = !DILocation(line: 40, column: 34, scope: !231)
!237 = !DILocation(line: 40, column: 30, scope: !231)
!238 = !DILocation(line: 40, column: 5, scope: !231)
!239 = distinct !{!239, !233, !240, !132}
!240 = !DILocation(line: 40, column: 54, scope: !227)
!241 = !DILocation(line: 41, column: 5, scope: !99)
!242 = !DILocalVariable(name: "y", scope: !99, file: !2, line: 43, type: !106)
!243 = !DILocation(line: 43, column: 11, scope: !99)
!244 = !DILocalVariable(name: "iy", scope: !99, file: !2, line: 43, type: !205)
!245 = !DILocation(line: 43, column: 30, scope: !99)
!246 = !DILocation(line: 43, column: 55, scope: !99)
!247 = !DILocation(line: 43, column: 49, scope: !99)
!248 = !DILocation(line: 43, column: 58, scope: !99)
!249 = !DILocation(line: 43, column: 46, scope: !99)
!250 = !DILocalVariable(name: "g", scope: !99, file: !2, line: 43, type: !106)
!251 = !DILocation(line: 43, column: 71, scope: !99)
!252 = !DILocation(line: 43, column: 81, scope: !99)
!253 = !DILocation(line: 43, column: 75, scope: !99)
!254 = !DILocation(line: 44, column: 40, scope: !99)
!255 = !DILocation(line: 44, column: 32, scope: !99)
!256 = !DILocation(line: 44, column: 5, scope: !99)
!257 = !DILocation(line: 45, column: 18, scope: !99)
!258 = !DILocation(line: 45, column: 30, scope: !99)
!259 = !DILocation(line: 45, column: 5, scope: !99)
!260 = distinct !DISubprogram(name: "fbits", scope: !2, file: !2, line: 12, type: !261, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !79, retainedNodes: !102)
!261 = !DISubroutineType(types: !262)
!262 = !{!205, !106}
!263 = !DILocalVariable(name: "f", arg: 1, scope: !260, file: !2, line: 12, type: !106)
!264 = !DILocation(line: 12, column: 55, scope: !260)
!265 = !DILocalVariable(name: "u", scope: !260, file: !2, line: 12, type: !205)
!266 = !DILocation(line: 12, column: 69, scope: !260)
!267 = !DILocation(line: 12, column: 72, scope: !260)
!268 = !DILocation(line: 12, column: 98, scope: !260)
!269 = !DILocation(line: 12, column: 91, scope: !260)
!270 = distinct !DISubprogram(name: "ffrom", scope: !2, file: !2, line: 13, type: !271, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !79, retainedNodes: !102)
!271 = !DISubroutineType(types: !272)
!272 = !{!106, !205}
!273 = !DILocalVariable(name: "u", arg: 1, scope: !270, file: !2, line: 13, type: !205)
!274 = !DILocation(line: 13, column: 55, scope: !270)
!275 = !DILocalVariable(name: "x", scope: !270, file: !2, line: 13, type: !276)
!276 = distinct !DICompositeType(tag: DW_TAG_union_type, name: "fu", file: !2, line: 10, size: 32, elements: !277)
!277 = !{!278, !279}
!278 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !276, file: !2, line: 10, baseType: !106, size: 32)
!279 = !DIDerivedType(tag: DW_TAG_member, name: "u", scope: !276, file: !2, line: 10, baseType: !205, size: 32)
!280 = !DILocation(line: 13, column: 69, scope: !270)
!281 = !DILocation(line: 13, column: 78, scope: !270)
!282 = !DILocation(line: 13, column: 76, scope: !270)
!283 = !DILocation(line: 13, column: 90, scope: !270)
!284 = !DILocation(line: 13, column: 81, scope: !270)
!285 = distinct !DISubprogram(name: "dbits", scope: !2, file: !2, line: 14, type: !286, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !79, retainedNodes: !102)
!286 = !DISubroutineType(types: !287)
!287 = !{!85, !81}
!288 = !DILocalVariable(name: "d", arg: 1, scope: !285, file: !2, line: 14, type: !81)
!289 = !DILocation(line: 14, column: 56, scope: !285)
!290 = !DILocalVariable(name: "x", scope: !285, file: !2, line: 14, type: !197)
!291 = !DILocation(line: 14, column: 70, scope: !285)
!292 = !DILocation(line: 14, column: 79, scope: !285)
!293 = !DILocation(line: 14, column: 77, scope: !285)
!294 = !DILocation(line: 14, column: 91, scope: !285)
!295 = !DILocation(line: 14, column: 82, scope: !285)
!296 = distinct !DISubprogram(name: "classify", scope: !2, file: !2, line: 18, type: !297, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !79, retainedNodes: !102)
!297 = !DISubroutineType(types: !298)
!298 = !{!299, !81}
!299 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !300, size: 64)
!300 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!301 = !DILocalVariable(name: "d", arg: 1, scope: !296, file: !2, line: 18, type: !81)
!302 = !DILocation(line: 18, column: 36, scope: !296)
!303 = !DILocalVariable(name: "u", scope: !296, file: !2, line: 19, type: !85)
!304 = !DILocation(line: 19, column: 14, scope: !296)
!305 = !DILocation(line: 19, column: 24, scope: !296)
!306 = !DILocation(line: 19, column: 18, scope: !296)
!307 = !DILocalVariable(name: "e", scope: !296, file: !2, line: 19, type: !84)
!308 = !DILocation(line: 19, column: 37, scope: !296)
!309 = !DILocation(line: 19, column: 52, scope: !296)
!310 = !DILocation(line: 19, column: 54, scope: !296)
!311 = !DILocation(line: 19, column: 41, scope: !296)
!312 = !DILocation(line: 19, column: 61, scope: !296)
!313 = !DILocalVariable(name: "m", scope: !296, file: !2, line: 19, type: !85)
!314 = !DILocation(line: 19, column: 79, scope: !296)
!315 = !DILocation(line: 19, column: 83, scope: !296)
!316 = !DILocation(line: 19, column: 85, scope: !296)
!317 = !DILocation(line: 20, column: 12, scope: !296)
!318 = !DILocation(line: 20, column: 14, scope: !296)
!319 = !DILocation(line: 20, column: 26, scope: !296)
!320 = !DILocation(line: 20, column: 47, scope: !296)
!321 = !DILocation(line: 20, column: 49, scope: !296)
!322 = !DILocation(line: 20, column: 57, scope: !296)
!323 = !DILocation(line: 20, column: 5, scope: !296)
!324 = distinct !DISubprogram(name: "make", scope: !2, file: !2, line: 16, type: !325, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !79, retainedNodes: !102)
!325 = !DISubroutineType(types: !326)
!326 = !{!81, !83, !83, !85}
!327 = !DILocalVariable(name: "sign", arg: 1, scope: !324, file: !2, line: 16, type: !83)
!328 = !DILocation(line: 16, column: 50, scope: !324)
!329 = !DILocalVariable(name: "exp", arg: 2, scope: !324, file: !2, line: 16, type: !83)
!330 = !DILocation(line: 16, column: 60, scope: !324)
!331 = !DILocalVariable(name: "mant", arg: 3, scope: !324, file: !2, line: 16, type: !85)
!332 = !DILocation(line: 16, column: 74, scope: !324)
!333 = !DILocation(line: 16, column: 105, scope: !324)
!334 = !DILocation(line: 16, column: 95, scope: !324)
!335 = !DILocation(line: 16, column: 110, scope: !324)
!336 = !DILocation(line: 16, column: 129, scope: !324)
!337 = !DILocation(line: 16, column: 133, scope: !324)
!338 = !DILocation(line: 16, column: 118, scope: !324)
!339 = !DILocation(line: 16, column: 141, scope: !324)
!340 = !DILocation(line: 16, column: 116, scope: !324)
!341 = !DILocation(line: 16, column: 150, scope: !324)
!342 = !DILocation(line: 16, column: 155, scope: !324)
!343 = !DILocation(line: 16, column: 147, scope: !324)
!344 = !DILocation(line: 16, column: 89, scope: !324)
!345 = !DILocation(line: 16, column: 82, scope: !324)
!346 = distinct !DISubprogram(name: "next_up", scope: !2, file: !2, line: 17, type: !347, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !79, retainedNodes: !102)
!347 = !DISubroutineType(types: !348)
!348 = !{!81, !81}
!349 = !DILocalVariable(name: "d", arg: 1, scope: !346, file: !2, line: 17, type: !81)
!350 = !DILocation(line: 17, column: 56, scope: !346)
!351 = !DILocalVariable(name: "u", scope: !346, file: !2, line: 17, type: !85)
!352 = !DILocation(line: 17, column: 70, scope: !346)
!353 = !DILocation(line: 17, column: 80, scope: !346)
!354 = !DILocation(line: 17, column: 74, scope: !346)
!355 = !DILocation(line: 17, column: 88, scope: !356)
!356 = distinct !DILexicalBlock(scope: !346, file: !2, line: 17, column: 88)
!357 = !DILocation(line: 17, column: 90, scope: !356)
!358 = !DILocation(line: 17, column: 88, scope: !346)
!359 = !DILocation(line: 17, column: 103, scope: !356)
!360 = !DILocation(line: 17, column: 96, scope: !356)
!361 = !DILocation(line: 17, column: 126, scope: !346)
!362 = !DILocation(line: 17, column: 128, scope: !346)
!363 = !DILocation(line: 17, column: 134, scope: !346)
!364 = !DILocation(line: 17, column: 136, scope: !346)
!365 = !DILocation(line: 17, column: 142, scope: !346)
!366 = !DILocation(line: 17, column: 144, scope: !346)
!367 = !DILocation(line: 17, column: 120, scope: !346)
!368 = !DILocation(line: 17, column: 113, scope: !346)
!369 = !DILocation(line: 17, column: 150, scope: !346)
!370 = distinct !DISubprogram(name: "dfrom", scope: !2, file: !2, line: 15, type: !371, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !79, retainedNodes: !102)
!371 = !DISubroutineType(types: !372)
!372 = !{!81, !85}
!373 = !DILocalVariable(name: "u", arg: 1, scope: !370, file: !2, line: 15, type: !85)
!374 = !DILocation(line: 15, column: 56, scope: !370)
!375 = !DILocalVariable(name: "d", scope: !370, file: !2, line: 15, type: !81)
!376 = !DILocation(line: 15, column: 68, scope: !370)
!377 = !DILocation(line: 15, column: 71, scope: !370)
!378 = !DILocation(line: 15, column: 97, scope: !370)
!379 = !DILocation(line: 15, column: 90, scope: !370)
