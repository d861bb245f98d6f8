; ModuleID = 'programs/fp_predicates_double.c'
source_filename = "programs/fp_predicates_double.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.tmp = private unnamed_addr constant [12 x double] [double 0xFFF0000000000000, double 0xFFEFFFFFFFFFFFFF, double -1.000000e+00, double -4.940660e-324, double -0.000000e+00, double 0.000000e+00, double 4.940660e-324, double 0x10000000000000, double 1.000000e+00, double 0x7FEFFFFFFFFFFFFF, double 0x7FF0000000000000, double 0x7FF8000000000000], align 16
@vals = internal global [12 x double] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [5 x i8] c"%-6s\00", align 1, !dbg !10
@.str.1 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !16
@.str.2 = private unnamed_addr constant [5 x i8] c" %6s\00", align 1, !dbg !21
@names = internal global [12 x ptr] [ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15, ptr @.str.16, ptr @.str.17, ptr @.str.18], align 16, !dbg !76
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !23
@.str.4 = private unnamed_addr constant [24 x i8] c"[value/branch mismatch]\00", align 1, !dbg !28
@.str.5 = private unnamed_addr constant [11 x i8] c" %03x/%02x\00", align 1, !dbg !33
@.str.6 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1, !dbg !38
@.str.7 = private unnamed_addr constant [5 x i8] c"-inf\00", align 1, !dbg !43
@.str.8 = private unnamed_addr constant [5 x i8] c"-max\00", align 1, !dbg !45
@.str.9 = private unnamed_addr constant [3 x i8] c"-1\00", align 1, !dbg !47
@.str.10 = private unnamed_addr constant [6 x i8] c"-tiny\00", align 1, !dbg !52
@.str.11 = private unnamed_addr constant [3 x i8] c"-0\00", align 1, !dbg !57
@.str.12 = private unnamed_addr constant [3 x i8] c"+0\00", align 1, !dbg !59
@.str.13 = private unnamed_addr constant [6 x i8] c"+tiny\00", align 1, !dbg !61
@.str.14 = private unnamed_addr constant [6 x i8] c"+minn\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [3 x i8] c"+1\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [5 x i8] c"+max\00", align 1, !dbg !67
@.str.17 = private unnamed_addr constant [5 x i8] c"+inf\00", align 1, !dbg !69
@.str.18 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !71

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !93 {
  %1 = alloca i32, align 4
  %2 = alloca [12 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !97, !DIExpression(), !99)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.tmp, i64 96, i1 false), !dbg !99
    #dbg_declare(ptr %3, !100, !DIExpression(), !102)
  store i32 0, ptr %3, align 4, !dbg !102
  br label %14, !dbg !103

14:                                               ; preds = %25, %0
  %15 = load i32, ptr %3, align 4, !dbg !104
  %16 = icmp slt i32 %15, 12, !dbg !106
  br i1 %16, label %17, label %28, !dbg !107

17:                                               ; preds = %14
  %18 = load i32, ptr %3, align 4, !dbg !108
  %19 = sext i32 %18 to i64, !dbg !109
  %20 = getelementptr inbounds [12 x double], ptr %2, i64 0, i64 %19, !dbg !109
  %21 = load double, ptr %20, align 8, !dbg !109
  %22 = load i32, ptr %3, align 4, !dbg !110
  %23 = sext i32 %22 to i64, !dbg !111
  %24 = getelementptr inbounds [12 x double], ptr @vals, i64 0, i64 %23, !dbg !111
  store volatile double %21, ptr %24, align 8, !dbg !112
  br label %25, !dbg !111

25:                                               ; preds = %17
  %26 = load i32, ptr %3, align 4, !dbg !113
  %27 = add nsw i32 %26, 1, !dbg !113
  store i32 %27, ptr %3, align 4, !dbg !113
  br label %14, !dbg !114, !llvm.loop !115

28:                                               ; preds = %14
    #dbg_declare(ptr %4, !118, !DIExpression(), !119)
  store i32 0, ptr %4, align 4, !dbg !119
    #dbg_declare(ptr %5, !120, !DIExpression(), !122)
  store i64 0, ptr %5, align 8, !dbg !122
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1), !dbg !123
    #dbg_declare(ptr %6, !124, !DIExpression(), !126)
  store i32 0, ptr %6, align 4, !dbg !126
  br label %30, !dbg !127

30:                                               ; preds = %39, %28
  %31 = load i32, ptr %6, align 4, !dbg !128
  %32 = icmp slt i32 %31, 12, !dbg !130
  br i1 %32, label %33, label %42, !dbg !131

33:                                               ; preds = %30
  %34 = load i32, ptr %6, align 4, !dbg !132
  %35 = sext i32 %34 to i64, !dbg !133
  %36 = getelementptr inbounds [12 x ptr], ptr @names, i64 0, i64 %35, !dbg !133
  %37 = load ptr, ptr %36, align 8, !dbg !133
  %38 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %37), !dbg !134
  br label %39, !dbg !134

39:                                               ; preds = %33
  %40 = load i32, ptr %6, align 4, !dbg !135
  %41 = add nsw i32 %40, 1, !dbg !135
  store i32 %41, ptr %6, align 4, !dbg !135
  br label %30, !dbg !136, !llvm.loop !137

42:                                               ; preds = %30
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !139
    #dbg_declare(ptr %7, !140, !DIExpression(), !142)
  store i32 0, ptr %7, align 4, !dbg !142
  br label %44, !dbg !143

44:                                               ; preds = %119, %42
  %45 = load i32, ptr %7, align 4, !dbg !144
  %46 = icmp slt i32 %45, 12, !dbg !146
  br i1 %46, label %47, label %122, !dbg !147

47:                                               ; preds = %44
  %48 = load i32, ptr %7, align 4, !dbg !148
  %49 = sext i32 %48 to i64, !dbg !150
  %50 = getelementptr inbounds [12 x ptr], ptr @names, i64 0, i64 %49, !dbg !150
  %51 = load ptr, ptr %50, align 8, !dbg !150
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %51), !dbg !151
    #dbg_declare(ptr %8, !152, !DIExpression(), !154)
  store i32 0, ptr %8, align 4, !dbg !154
  br label %53, !dbg !155

53:                                               ; preds = %114, %47
  %54 = load i32, ptr %8, align 4, !dbg !156
  %55 = icmp slt i32 %54, 12, !dbg !158
  br i1 %55, label %56, label %117, !dbg !159

56:                                               ; preds = %53
    #dbg_declare(ptr %9, !160, !DIExpression(), !162)
  %57 = load i32, ptr %7, align 4, !dbg !163
  %58 = sext i32 %57 to i64, !dbg !164
  %59 = getelementptr inbounds [12 x double], ptr @vals, i64 0, i64 %58, !dbg !164
  %60 = load volatile double, ptr %59, align 8, !dbg !164
  store double %60, ptr %9, align 8, !dbg !162
    #dbg_declare(ptr %10, !165, !DIExpression(), !166)
  %61 = load i32, ptr %8, align 4, !dbg !167
  %62 = sext i32 %61 to i64, !dbg !168
  %63 = getelementptr inbounds [12 x double], ptr @vals, i64 0, i64 %62, !dbg !168
  %64 = load volatile double, ptr %63, align 8, !dbg !168
  store double %64, ptr %10, align 8, !dbg !166
    #dbg_declare(ptr %11, !169, !DIExpression(), !170)
  %65 = load double, ptr %9, align 8, !dbg !171
  %66 = load double, ptr %10, align 8, !dbg !172
  %67 = call i32 @as_values(double noundef %65, double noundef %66), !dbg !173
  store i32 %67, ptr %11, align 4, !dbg !170
    #dbg_declare(ptr %12, !174, !DIExpression(), !175)
  %68 = load double, ptr %9, align 8, !dbg !176
  %69 = load double, ptr %10, align 8, !dbg !177
  %70 = call i32 @as_branches(double noundef %68, double noundef %69), !dbg !178
  store i32 %70, ptr %12, align 4, !dbg !175
    #dbg_declare(ptr %13, !179, !DIExpression(), !180)
  %71 = load double, ptr %9, align 8, !dbg !181
  %72 = load double, ptr %10, align 8, !dbg !182
  %73 = call i32 @as_builtins(double noundef %71, double noundef %72), !dbg !183
  store i32 %73, ptr %13, align 4, !dbg !180
  %74 = load i32, ptr %11, align 4, !dbg !184
  %75 = load i32, ptr %12, align 4, !dbg !186
  %76 = icmp ne i32 %74, %75, !dbg !187
  br i1 %76, label %77, label %81, !dbg !188

77:                                               ; preds = %56
  %78 = load i32, ptr %4, align 4, !dbg !189
  %79 = add nsw i32 %78, 1, !dbg !189
  store i32 %79, ptr %4, align 4, !dbg !189
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !191
  br label %81, !dbg !192

81:                                               ; preds = %77, %56
  %82 = load i32, ptr %11, align 4, !dbg !193
  %83 = and i32 %82, 63, !dbg !194
  %84 = load i32, ptr %13, align 4, !dbg !195
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %83, i32 noundef %84), !dbg !196
  %86 = load i64, ptr %5, align 8, !dbg !197
  %87 = mul i64 %86, 4099, !dbg !198
  %88 = load i32, ptr %11, align 4, !dbg !199
  %89 = mul i32 %88, 64, !dbg !200
  %90 = zext i32 %89 to i64, !dbg !201
  %91 = add i64 %87, %90, !dbg !202
  %92 = load i32, ptr %13, align 4, !dbg !203
  %93 = zext i32 %92 to i64, !dbg !204
  %94 = add i64 %91, %93, !dbg !205
  store i64 %94, ptr %5, align 8, !dbg !206
  %95 = load i64, ptr %5, align 8, !dbg !207
  %96 = mul i64 %95, 31, !dbg !208
  %97 = load double, ptr %9, align 8, !dbg !209
  %98 = load double, ptr %10, align 8, !dbg !210
  %99 = call double @sel_min(double noundef %97, double noundef %98), !dbg !211
  %100 = call i32 @cls(double noundef %99), !dbg !212
  %101 = mul nsw i32 %100, 8, !dbg !213
  %102 = load double, ptr %9, align 8, !dbg !214
  %103 = load double, ptr %10, align 8, !dbg !215
  %104 = call double @sel_max(double noundef %102, double noundef %103), !dbg !216
  %105 = call i32 @cls(double noundef %104), !dbg !217
  %106 = add nsw i32 %101, %105, !dbg !218
  %107 = zext i32 %106 to i64, !dbg !219
  %108 = add i64 %96, %107, !dbg !220
  %109 = load double, ptr %9, align 8, !dbg !221
  %110 = load double, ptr %10, align 8, !dbg !222
  %111 = call i32 @sel_idx(double noundef %109, double noundef %110), !dbg !223
  %112 = zext i32 %111 to i64, !dbg !224
  %113 = add i64 %108, %112, !dbg !225
  store i64 %113, ptr %5, align 8, !dbg !226
  br label %114, !dbg !227

114:                                              ; preds = %81
  %115 = load i32, ptr %8, align 4, !dbg !228
  %116 = add nsw i32 %115, 1, !dbg !228
  store i32 %116, ptr %8, align 4, !dbg !228
  br label %53, !dbg !229, !llvm.loop !230

117:                                              ; preds = %53
  %118 = call i32 (ptr, ...) @printf(ptr noundef @.str.3), !dbg !232
  br label %119, !dbg !233

119:                                              ; preds = %117
  %120 = load i32, ptr %7, align 4, !dbg !234
  %121 = add nsw i32 %120, 1, !dbg !234
  store i32 %121, ptr %7, align 4, !dbg !234
  br label %44, !dbg !235, !llvm.loop !236

122:                                              ; preds = %44
  %123 = load i64, ptr %5, align 8, !dbg !238
  %124 = load i32, ptr %4, align 4, !dbg !239
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %123, i32 noundef %124), !dbg !240
  %126 = load i32, ptr %4, align 4, !dbg !241
  %127 = icmp ne i32 %126, 0, !dbg !241
  br i1 %127, label %128, label %129, !dbg !241

128:                                              ; preds = %122
  br label %133, !dbg !241

129:                                              ; preds = %122
  %130 = load i64, ptr %5, align 8, !dbg !242
  %131 = and i64 %130, 63, !dbg !243
  %132 = trunc i64 %131 to i32, !dbg !244
  br label %133, !dbg !241

133:                                              ; preds = %129, %128
  %134 = phi i32 [ 100, %128 ], [ %132, %129 ], !dbg !241
  ret i32 %134, !dbg !245
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @as_values(double noundef %0, double noundef %1) #0 !dbg !246 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !249, !DIExpression(), !250)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !251, !DIExpression(), !252)
  %5 = load double, ptr %3, align 8, !dbg !253
  %6 = load double, ptr %4, align 8, !dbg !254
  %7 = fcmp oeq double %5, %6, !dbg !255
  %8 = zext i1 %7 to i32, !dbg !255
  %9 = load double, ptr %3, align 8, !dbg !256
  %10 = load double, ptr %4, align 8, !dbg !257
  %11 = fcmp une double %9, %10, !dbg !258
  %12 = zext i1 %11 to i32, !dbg !258
  %13 = shl i32 %12, 1, !dbg !259
  %14 = or i32 %8, %13, !dbg !260
  %15 = load double, ptr %3, align 8, !dbg !261
  %16 = load double, ptr %4, align 8, !dbg !262
  %17 = fcmp olt double %15, %16, !dbg !263
  %18 = zext i1 %17 to i32, !dbg !263
  %19 = shl i32 %18, 2, !dbg !264
  %20 = or i32 %14, %19, !dbg !265
  %21 = load double, ptr %3, align 8, !dbg !266
  %22 = load double, ptr %4, align 8, !dbg !267
  %23 = fcmp ole double %21, %22, !dbg !268
  %24 = zext i1 %23 to i32, !dbg !268
  %25 = shl i32 %24, 3, !dbg !269
  %26 = or i32 %20, %25, !dbg !270
  %27 = load double, ptr %3, align 8, !dbg !271
  %28 = load double, ptr %4, align 8, !dbg !272
  %29 = fcmp ogt double %27, %28, !dbg !273
  %30 = zext i1 %29 to i32, !dbg !273
  %31 = shl i32 %30, 4, !dbg !274
  %32 = or i32 %26, %31, !dbg !275
  %33 = load double, ptr %3, align 8, !dbg !276
  %34 = load double, ptr %4, align 8, !dbg !277
  %35 = fcmp oge double %33, %34, !dbg !278
  %36 = zext i1 %35 to i32, !dbg !278
  %37 = shl i32 %36, 5, !dbg !279
  %38 = or i32 %32, %37, !dbg !280
  %39 = load double, ptr %3, align 8, !dbg !281
  %40 = load double, ptr %4, align 8, !dbg !282
  %41 = fcmp olt double %39, %40, !dbg !283
  %42 = xor i1 %41, true, !dbg !284
  %43 = zext i1 %42 to i32, !dbg !284
  %44 = shl i32 %43, 6, !dbg !285
  %45 = or i32 %38, %44, !dbg !286
  %46 = load double, ptr %3, align 8, !dbg !287
  %47 = load double, ptr %4, align 8, !dbg !288
  %48 = fcmp ole double %46, %47, !dbg !289
  %49 = xor i1 %48, true, !dbg !290
  %50 = zext i1 %49 to i32, !dbg !290
  %51 = shl i32 %50, 7, !dbg !291
  %52 = or i32 %45, %51, !dbg !292
  %53 = load double, ptr %3, align 8, !dbg !293
  %54 = load double, ptr %4, align 8, !dbg !294
  %55 = fcmp ogt double %53, %54, !dbg !295
  %56 = xor i1 %55, true, !dbg !296
  %57 = zext i1 %56 to i32, !dbg !296
  %58 = shl i32 %57, 8, !dbg !297
  %59 = or i32 %52, %58, !dbg !298
  %60 = load double, ptr %3, align 8, !dbg !299
  %61 = load double, ptr %4, align 8, !dbg !300
  %62 = fcmp oge double %60, %61, !dbg !301
  %63 = xor i1 %62, true, !dbg !302
  %64 = zext i1 %63 to i32, !dbg !302
  %65 = shl i32 %64, 9, !dbg !303
  %66 = or i32 %59, %65, !dbg !304
  %67 = load double, ptr %3, align 8, !dbg !305
  %68 = load double, ptr %4, align 8, !dbg !306
  %69 = fcmp oeq double %67, %68, !dbg !307
  %70 = xor i1 %69, true, !dbg !308
  %71 = zext i1 %70 to i32, !dbg !308
  %72 = shl i32 %71, 10, !dbg !309
  %73 = or i32 %66, %72, !dbg !310
  %74 = load double, ptr %3, align 8, !dbg !311
  %75 = load double, ptr %4, align 8, !dbg !312
  %76 = fcmp oeq double %74, %75, !dbg !313
  br i1 %76, label %85, label %77, !dbg !314

77:                                               ; preds = %2
  %78 = load double, ptr %3, align 8, !dbg !315
  %79 = load double, ptr %3, align 8, !dbg !316
  %80 = fcmp une double %78, %79, !dbg !317
  br i1 %80, label %85, label %81, !dbg !318

81:                                               ; preds = %77
  %82 = load double, ptr %4, align 8, !dbg !319
  %83 = load double, ptr %4, align 8, !dbg !320
  %84 = fcmp une double %82, %83, !dbg !321
  br label %85, !dbg !318

85:                                               ; preds = %81, %77, %2
  %86 = phi i1 [ true, %77 ], [ true, %2 ], [ %84, %81 ]
  %87 = zext i1 %86 to i32, !dbg !318
  %88 = shl i32 %87, 11, !dbg !322
  %89 = or i32 %73, %88, !dbg !323
  ret i32 %89, !dbg !324
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @as_branches(double noundef %0, double noundef %1) #0 !dbg !325 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !326, !DIExpression(), !327)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !328, !DIExpression(), !329)
    #dbg_declare(ptr %5, !330, !DIExpression(), !331)
  store i32 0, ptr %5, align 4, !dbg !331
  %6 = load double, ptr %3, align 8, !dbg !332
  %7 = load double, ptr %4, align 8, !dbg !334
  %8 = fcmp oeq double %6, %7, !dbg !335
  br i1 %8, label %9, label %12, !dbg !336

9:                                                ; preds = %2
  %10 = load i32, ptr %5, align 4, !dbg !337
  %11 = or i32 %10, 1, !dbg !337
  store i32 %11, ptr %5, align 4, !dbg !337
  br label %12, !dbg !338

12:                                               ; preds = %9, %2
  %13 = load double, ptr %3, align 8, !dbg !339
  %14 = load double, ptr %4, align 8, !dbg !341
  %15 = fcmp une double %13, %14, !dbg !342
  br i1 %15, label %16, label %19, !dbg !343

16:                                               ; preds = %12
  %17 = load i32, ptr %5, align 4, !dbg !344
  %18 = or i32 %17, 2, !dbg !344
  store i32 %18, ptr %5, align 4, !dbg !344
  br label %19, !dbg !345

19:                                               ; preds = %16, %12
  %20 = load double, ptr %3, align 8, !dbg !346
  %21 = load double, ptr %4, align 8, !dbg !348
  %22 = fcmp olt double %20, %21, !dbg !349
  br i1 %22, label %23, label %26, !dbg !350

23:                                               ; preds = %19
  %24 = load i32, ptr %5, align 4, !dbg !351
  %25 = or i32 %24, 4, !dbg !351
  store i32 %25, ptr %5, align 4, !dbg !351
  br label %26, !dbg !352

26:                                               ; preds = %23, %19
  %27 = load double, ptr %3, align 8, !dbg !353
  %28 = load double, ptr %4, align 8, !dbg !355
  %29 = fcmp ole double %27, %28, !dbg !356
  br i1 %29, label %30, label %33, !dbg !357

30:                                               ; preds = %26
  %31 = load i32, ptr %5, align 4, !dbg !358
  %32 = or i32 %31, 8, !dbg !358
  store i32 %32, ptr %5, align 4, !dbg !358
  br label %33, !dbg !359

33:                                               ; preds = %30, %26
  %34 = load double, ptr %3, align 8, !dbg !360
  %35 = load double, ptr %4, align 8, !dbg !362
  %36 = fcmp ogt double %34, %35, !dbg !363
  br i1 %36, label %37, label %40, !dbg !364

37:                                               ; preds = %33
  %38 = load i32, ptr %5, align 4, !dbg !365
  %39 = or i32 %38, 16, !dbg !365
  store i32 %39, ptr %5, align 4, !dbg !365
  br label %40, !dbg !366

40:                                               ; preds = %37, %33
  %41 = load double, ptr %3, align 8, !dbg !367
  %42 = load double, ptr %4, align 8, !dbg !369
  %43 = fcmp oge double %41, %42, !dbg !370
  br i1 %43, label %44, label %47, !dbg !371

44:                                               ; preds = %40
  %45 = load i32, ptr %5, align 4, !dbg !372
  %46 = or i32 %45, 32, !dbg !372
  store i32 %46, ptr %5, align 4, !dbg !372
  br label %47, !dbg !373

47:                                               ; preds = %44, %40
  %48 = load double, ptr %3, align 8, !dbg !374
  %49 = load double, ptr %4, align 8, !dbg !376
  %50 = fcmp olt double %48, %49, !dbg !377
  br i1 %50, label %54, label %51, !dbg !378

51:                                               ; preds = %47
  %52 = load i32, ptr %5, align 4, !dbg !379
  %53 = or i32 %52, 64, !dbg !379
  store i32 %53, ptr %5, align 4, !dbg !379
  br label %54, !dbg !380

54:                                               ; preds = %51, %47
  %55 = load double, ptr %3, align 8, !dbg !381
  %56 = load double, ptr %4, align 8, !dbg !383
  %57 = fcmp ole double %55, %56, !dbg !384
  br i1 %57, label %61, label %58, !dbg !385

58:                                               ; preds = %54
  %59 = load i32, ptr %5, align 4, !dbg !386
  %60 = or i32 %59, 128, !dbg !386
  store i32 %60, ptr %5, align 4, !dbg !386
  br label %61, !dbg !387

61:                                               ; preds = %58, %54
  %62 = load double, ptr %3, align 8, !dbg !388
  %63 = load double, ptr %4, align 8, !dbg !390
  %64 = fcmp ogt double %62, %63, !dbg !391
  br i1 %64, label %68, label %65, !dbg !392

65:                                               ; preds = %61
  %66 = load i32, ptr %5, align 4, !dbg !393
  %67 = or i32 %66, 256, !dbg !393
  store i32 %67, ptr %5, align 4, !dbg !393
  br label %68, !dbg !394

68:                                               ; preds = %65, %61
  %69 = load double, ptr %3, align 8, !dbg !395
  %70 = load double, ptr %4, align 8, !dbg !397
  %71 = fcmp oge double %69, %70, !dbg !398
  br i1 %71, label %75, label %72, !dbg !399

72:                                               ; preds = %68
  %73 = load i32, ptr %5, align 4, !dbg !400
  %74 = or i32 %73, 512, !dbg !400
  store i32 %74, ptr %5, align 4, !dbg !400
  br label %75, !dbg !401

75:                                               ; preds = %72, %68
  %76 = load double, ptr %3, align 8, !dbg !402
  %77 = load double, ptr %4, align 8, !dbg !404
  %78 = fcmp oeq double %76, %77, !dbg !405
  br i1 %78, label %82, label %79, !dbg !406

79:                                               ; preds = %75
  %80 = load i32, ptr %5, align 4, !dbg !407
  %81 = or i32 %80, 1024, !dbg !407
  store i32 %81, ptr %5, align 4, !dbg !407
  br label %82, !dbg !408

82:                                               ; preds = %79, %75
  %83 = load double, ptr %3, align 8, !dbg !409
  %84 = load double, ptr %4, align 8, !dbg !411
  %85 = fcmp oeq double %83, %84, !dbg !412
  br i1 %85, label %94, label %86, !dbg !413

86:                                               ; preds = %82
  %87 = load double, ptr %3, align 8, !dbg !414
  %88 = load double, ptr %3, align 8, !dbg !415
  %89 = fcmp une double %87, %88, !dbg !416
  br i1 %89, label %94, label %90, !dbg !417

90:                                               ; preds = %86
  %91 = load double, ptr %4, align 8, !dbg !418
  %92 = load double, ptr %4, align 8, !dbg !419
  %93 = fcmp une double %91, %92, !dbg !420
  br i1 %93, label %94, label %97, !dbg !421

94:                                               ; preds = %90, %86, %82
  %95 = load i32, ptr %5, align 4, !dbg !422
  %96 = or i32 %95, 2048, !dbg !422
  store i32 %96, ptr %5, align 4, !dbg !422
  br label %97, !dbg !423

97:                                               ; preds = %94, %90
  %98 = load i32, ptr %5, align 4, !dbg !424
  ret i32 %98, !dbg !425
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @as_builtins(double noundef %0, double noundef %1) #0 !dbg !426 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !427, !DIExpression(), !428)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !429, !DIExpression(), !430)
  %5 = load double, ptr %3, align 8, !dbg !431
  %6 = load double, ptr %4, align 8, !dbg !431
  %7 = fcmp ogt double %5, %6, !dbg !431
  %8 = zext i1 %7 to i32, !dbg !431
  %9 = load double, ptr %3, align 8, !dbg !432
  %10 = load double, ptr %4, align 8, !dbg !432
  %11 = fcmp oge double %9, %10, !dbg !432
  %12 = zext i1 %11 to i32, !dbg !432
  %13 = shl i32 %12, 1, !dbg !433
  %14 = or i32 %8, %13, !dbg !434
  %15 = load double, ptr %3, align 8, !dbg !435
  %16 = load double, ptr %4, align 8, !dbg !435
  %17 = fcmp olt double %15, %16, !dbg !435
  %18 = zext i1 %17 to i32, !dbg !435
  %19 = shl i32 %18, 2, !dbg !436
  %20 = or i32 %14, %19, !dbg !437
  %21 = load double, ptr %3, align 8, !dbg !438
  %22 = load double, ptr %4, align 8, !dbg !438
  %23 = fcmp ole double %21, %22, !dbg !438
  %24 = zext i1 %23 to i32, !dbg !438
  %25 = shl i32 %24, 3, !dbg !439
  %26 = or i32 %20, %25, !dbg !440
  %27 = load double, ptr %3, align 8, !dbg !441
  %28 = load double, ptr %4, align 8, !dbg !441
  %29 = fcmp one double %27, %28, !dbg !441
  %30 = zext i1 %29 to i32, !dbg !441
  %31 = shl i32 %30, 4, !dbg !442
  %32 = or i32 %26, %31, !dbg !443
  %33 = load double, ptr %3, align 8, !dbg !444
  %34 = load double, ptr %4, align 8, !dbg !444
  %35 = fcmp uno double %33, %34, !dbg !444
  %36 = zext i1 %35 to i32, !dbg !444
  %37 = shl i32 %36, 5, !dbg !445
  %38 = or i32 %32, %37, !dbg !446
  ret i32 %38, !dbg !447
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cls(double noundef %0) #0 !dbg !448 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !451, !DIExpression(), !452)
  %3 = load double, ptr %2, align 8, !dbg !453
  %4 = call i1 @llvm.is.fpclass.f64(double %3, i32 3), !dbg !453
  br i1 %4, label %5, label %6, !dbg !453

5:                                                ; preds = %1
  br label %32, !dbg !453

6:                                                ; preds = %1
  %7 = load double, ptr %2, align 8, !dbg !454
  %8 = fcmp olt double %7, 0.000000e+00, !dbg !455
  br i1 %8, label %9, label %14, !dbg !454

9:                                                ; preds = %6
  %10 = load double, ptr %2, align 8, !dbg !456
  %11 = fcmp oeq double %10, 0xFFF0000000000000, !dbg !457
  %12 = zext i1 %11 to i64, !dbg !456
  %13 = select i1 %11, i32 1, i32 2, !dbg !456
  br label %30, !dbg !454

14:                                               ; preds = %6
  %15 = load double, ptr %2, align 8, !dbg !458
  %16 = fcmp ogt double %15, 0.000000e+00, !dbg !459
  br i1 %16, label %17, label %22, !dbg !458

17:                                               ; preds = %14
  %18 = load double, ptr %2, align 8, !dbg !460
  %19 = fcmp oeq double %18, 0x7FF0000000000000, !dbg !461
  %20 = zext i1 %19 to i64, !dbg !460
  %21 = select i1 %19, i32 5, i32 4, !dbg !460
  br label %28, !dbg !458

22:                                               ; preds = %14
  %23 = load double, ptr %2, align 8, !dbg !462
  %24 = bitcast double %23 to i64, !dbg !462
  %25 = icmp slt i64 %24, 0, !dbg !462
  %26 = zext i1 %25 to i64, !dbg !462
  %27 = select i1 %25, i32 6, i32 3, !dbg !462
  br label %28, !dbg !458

28:                                               ; preds = %22, %17
  %29 = phi i32 [ %21, %17 ], [ %27, %22 ], !dbg !458
  br label %30, !dbg !454

30:                                               ; preds = %28, %9
  %31 = phi i32 [ %13, %9 ], [ %29, %28 ], !dbg !454
  br label %32, !dbg !453

32:                                               ; preds = %30, %5
  %33 = phi i32 [ 0, %5 ], [ %31, %30 ], !dbg !453
  ret i32 %33, !dbg !463
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_min(double noundef %0, double noundef %1) #0 !dbg !464 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !467, !DIExpression(), !468)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !469, !DIExpression(), !470)
  %5 = load double, ptr %3, align 8, !dbg !471
  %6 = load double, ptr %4, align 8, !dbg !472
  %7 = fcmp olt double %5, %6, !dbg !473
  br i1 %7, label %8, label %10, !dbg !471

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8, !dbg !474
  br label %12, !dbg !471

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8, !dbg !475
  br label %12, !dbg !471

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !471
  ret double %13, !dbg !476
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sel_max(double noundef %0, double noundef %1) #0 !dbg !477 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !478, !DIExpression(), !479)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !480, !DIExpression(), !481)
  %5 = load double, ptr %3, align 8, !dbg !482
  %6 = load double, ptr %4, align 8, !dbg !483
  %7 = fcmp ogt double %5, %6, !dbg !484
  br i1 %7, label %8, label %10, !dbg !482

8:                                                ; preds = %2
  %9 = load double, ptr %3, align 8, !dbg !485
  br label %12, !dbg !482

10:                                               ; preds = %2
  %11 = load double, ptr %4, align 8, !dbg !486
  br label %12, !dbg !482

12:                                               ; preds = %10, %8
  %13 = phi double [ %9, %8 ], [ %11, %10 ], !dbg !482
  ret double %13, !dbg !487
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sel_idx(double noundef %0, double noundef %1) #0 !dbg !488 {
  %3 = alloca double, align 8
  %4 = alloca double, align 8
  store double %0, ptr %3, align 8
    #dbg_declare(ptr %3, !489, !DIExpression(), !490)
  store double %1, ptr %4, align 8
    #dbg_declare(ptr %4, !491, !DIExpression(), !492)
  %5 = load double, ptr %3, align 8, !dbg !493
  %6 = load double, ptr %4, align 8, !dbg !494
  %7 = fcmp oge double %5, %6, !dbg !495
  %8 = zext i1 %7 to i64, !dbg !493
  %9 = select i1 %7, i32 1, i32 2, !dbg !493
  ret i32 %9, !dbg !496
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!85, !86, !87, !88, !89, !90, !91}
!llvm.ident = !{!92}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "vals", scope: !2, file: !3, line: 10, type: !83, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !9, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/fp_predicates_double.c", directory: ".", checksumkind: CSK_MD5, checksum: "74c44d0ecdf77532da63b5a6a4848a29")
!4 = !{!5, !7, !8}
!5 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !3, line: 9, baseType: !6)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!8 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!9 = !{!10, !16, !21, !23, !28, !33, !38, !0, !43, !45, !47, !52, !57, !59, !61, !63, !65, !67, !69, !71, !76}
!10 = !DIGlobalVariableExpression(var: !11, expr: !DIExpression())
!11 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !12, isLocal: true, isDefinition: true)
!12 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 40, elements: !14)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !{!15}
!15 = !DISubrange(count: 5)
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 46, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 8, elements: !19)
!19 = !{!20}
!20 = !DISubrange(count: 1)
!21 = !DIGlobalVariableExpression(var: !22, expr: !DIExpression())
!22 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !12, isLocal: true, isDefinition: true)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 48, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 16, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 2)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 192, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 24)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !3, line: 55, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 88, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 11)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 61, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 168, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 21)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 24, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 3)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 48, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 6)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !49, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !49, isLocal: true, isDefinition: true)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !54, isLocal: true, isDefinition: true)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !54, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !49, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!69 = !DIGlobalVariableExpression(var: !70, expr: !DIExpression())
!70 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !12, isLocal: true, isDefinition: true)
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(scope: null, file: !3, line: 11, type: !73, isLocal: true, isDefinition: true)
!73 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 32, elements: !74)
!74 = !{!75}
!75 = !DISubrange(count: 4)
!76 = !DIGlobalVariableExpression(var: !77, expr: !DIExpression())
!77 = distinct !DIGlobalVariable(name: "names", scope: !2, file: !3, line: 11, type: !78, isLocal: true, isDefinition: true)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !79, size: 768, elements: !81)
!79 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !80, size: 64)
!80 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!81 = !{!82}
!82 = !DISubrange(count: 12)
!83 = !DICompositeType(tag: DW_TAG_array_type, baseType: !84, size: 768, elements: !81)
!84 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!85 = !{i32 7, !"Dwarf Version", i32 5}
!86 = !{i32 2, !"Debug Info Version", i32 3}
!87 = !{i32 1, !"wchar_size", i32 4}
!88 = !{i32 8, !"PIC Level", i32 2}
!89 = !{i32 7, !"PIE Level", i32 2}
!90 = !{i32 7, !"uwtable", i32 2}
!91 = !{i32 7, !"frame-pointer", i32 2}
!92 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!93 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 41, type: !94, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !96)
!94 = !DISubroutineType(types: !95)
!95 = !{!8}
!96 = !{}
!97 = !DILocalVariable(name: "tmp", scope: !93, file: !3, line: 42, type: !98)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 768, elements: !81)
!99 = !DILocation(line: 42, column: 7, scope: !93)
!100 = !DILocalVariable(name: "i", scope: !101, file: !3, line: 43, type: !8)
!101 = distinct !DILexicalBlock(scope: !93, file: !3, line: 43, column: 5)
!102 = !DILocation(line: 43, column: 14, scope: !101)
!103 = !DILocation(line: 43, column: 10, scope: !101)
!104 = !DILocation(line: 43, column: 21, scope: !105)
!105 = distinct !DILexicalBlock(scope: !101, file: !3, line: 43, column: 5)
!106 = !DILocation(line: 43, column: 23, scope: !105)
!107 = !DILocation(line: 43, column: 5, scope: !101)
!108 = !DILocation(line: 43, column: 48, scope: !105)
!109 = !DILocation(line: 43, column: 44, scope: !105)
!110 = !DILocation(line: 43, column: 39, scope: !105)
!111 = !DILocation(line: 43, column: 34, scope: !105)
!112 = !DILocation(line: 43, column: 42, scope: !105)
!113 = !DILocation(line: 43, column: 30, scope: !105)
!114 = !DILocation(line: 43, column: 5, scope: !105)
!115 = distinct !{!115, !107, !116, !117}
!116 = !DILocation(line: 43, column: 49, scope: !101)
!117 = !{!"llvm.loop.mustprogress"}
!118 = !DILocalVariable(name: "bad", scope: !93, file: !3, line: 44, type: !8)
!119 = !DILocation(line: 44, column: 9, scope: !93)
!120 = !DILocalVariable(name: "h", scope: !93, file: !3, line: 45, type: !121)
!121 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!122 = !DILocation(line: 45, column: 24, scope: !93)
!123 = !DILocation(line: 46, column: 5, scope: !93)
!124 = !DILocalVariable(name: "j", scope: !125, file: !3, line: 47, type: !8)
!125 = distinct !DILexicalBlock(scope: !93, file: !3, line: 47, column: 5)
!126 = !DILocation(line: 47, column: 14, scope: !125)
!127 = !DILocation(line: 47, column: 10, scope: !125)
!128 = !DILocation(line: 47, column: 21, scope: !129)
!129 = distinct !DILexicalBlock(scope: !125, file: !3, line: 47, column: 5)
!130 = !DILocation(line: 47, column: 23, scope: !129)
!131 = !DILocation(line: 47, column: 5, scope: !125)
!132 = !DILocation(line: 47, column: 55, scope: !129)
!133 = !DILocation(line: 47, column: 49, scope: !129)
!134 = !DILocation(line: 47, column: 34, scope: !129)
!135 = !DILocation(line: 47, column: 30, scope: !129)
!136 = !DILocation(line: 47, column: 5, scope: !129)
!137 = distinct !{!137, !131, !138, !117}
!138 = !DILocation(line: 47, column: 57, scope: !125)
!139 = !DILocation(line: 48, column: 5, scope: !93)
!140 = !DILocalVariable(name: "i", scope: !141, file: !3, line: 49, type: !8)
!141 = distinct !DILexicalBlock(scope: !93, file: !3, line: 49, column: 5)
!142 = !DILocation(line: 49, column: 14, scope: !141)
!143 = !DILocation(line: 49, column: 10, scope: !141)
!144 = !DILocation(line: 49, column: 21, scope: !145)
!145 = distinct !DILexicalBlock(scope: !141, file: !3, line: 49, column: 5)
!146 = !DILocation(line: 49, column: 23, scope: !145)
!147 = !DILocation(line: 49, column: 5, scope: !141)
!148 = !DILocation(line: 50, column: 30, scope: !149)
!149 = distinct !DILexicalBlock(scope: !145, file: !3, line: 49, column: 34)
!150 = !DILocation(line: 50, column: 24, scope: !149)
!151 = !DILocation(line: 50, column: 9, scope: !149)
!152 = !DILocalVariable(name: "j", scope: !153, file: !3, line: 51, type: !8)
!153 = distinct !DILexicalBlock(scope: !149, file: !3, line: 51, column: 9)
!154 = !DILocation(line: 51, column: 18, scope: !153)
!155 = !DILocation(line: 51, column: 14, scope: !153)
!156 = !DILocation(line: 51, column: 25, scope: !157)
!157 = distinct !DILexicalBlock(scope: !153, file: !3, line: 51, column: 9)
!158 = !DILocation(line: 51, column: 27, scope: !157)
!159 = !DILocation(line: 51, column: 9, scope: !153)
!160 = !DILocalVariable(name: "a", scope: !161, file: !3, line: 52, type: !5)
!161 = distinct !DILexicalBlock(scope: !157, file: !3, line: 51, column: 38)
!162 = !DILocation(line: 52, column: 15, scope: !161)
!163 = !DILocation(line: 52, column: 24, scope: !161)
!164 = !DILocation(line: 52, column: 19, scope: !161)
!165 = !DILocalVariable(name: "b", scope: !161, file: !3, line: 52, type: !5)
!166 = !DILocation(line: 52, column: 28, scope: !161)
!167 = !DILocation(line: 52, column: 37, scope: !161)
!168 = !DILocation(line: 52, column: 32, scope: !161)
!169 = !DILocalVariable(name: "v", scope: !161, file: !3, line: 53, type: !8)
!170 = !DILocation(line: 53, column: 17, scope: !161)
!171 = !DILocation(line: 53, column: 31, scope: !161)
!172 = !DILocation(line: 53, column: 34, scope: !161)
!173 = !DILocation(line: 53, column: 21, scope: !161)
!174 = !DILocalVariable(name: "br", scope: !161, file: !3, line: 53, type: !8)
!175 = !DILocation(line: 53, column: 38, scope: !161)
!176 = !DILocation(line: 53, column: 55, scope: !161)
!177 = !DILocation(line: 53, column: 58, scope: !161)
!178 = !DILocation(line: 53, column: 43, scope: !161)
!179 = !DILocalVariable(name: "bi", scope: !161, file: !3, line: 53, type: !8)
!180 = !DILocation(line: 53, column: 62, scope: !161)
!181 = !DILocation(line: 53, column: 79, scope: !161)
!182 = !DILocation(line: 53, column: 82, scope: !161)
!183 = !DILocation(line: 53, column: 67, scope: !161)
!184 = !DILocation(line: 54, column: 17, scope: !185)
!185 = distinct !DILexicalBlock(scope: !161, file: !3, line: 54, column: 17)
!186 = !DILocation(line: 54, column: 22, scope: !185)
!187 = !DILocation(line: 54, column: 19, scope: !185)
!188 = !DILocation(line: 54, column: 17, scope: !161)
!189 = !DILocation(line: 54, column: 31, scope: !190)
!190 = distinct !DILexicalBlock(scope: !185, file: !3, line: 54, column: 26)
!191 = !DILocation(line: 54, column: 35, scope: !190)
!192 = !DILocation(line: 54, column: 70, scope: !190)
!193 = !DILocation(line: 55, column: 34, scope: !161)
!194 = !DILocation(line: 55, column: 36, scope: !161)
!195 = !DILocation(line: 55, column: 44, scope: !161)
!196 = !DILocation(line: 55, column: 13, scope: !161)
!197 = !DILocation(line: 56, column: 17, scope: !161)
!198 = !DILocation(line: 56, column: 19, scope: !161)
!199 = !DILocation(line: 56, column: 38, scope: !161)
!200 = !DILocation(line: 56, column: 40, scope: !161)
!201 = !DILocation(line: 56, column: 28, scope: !161)
!202 = !DILocation(line: 56, column: 26, scope: !161)
!203 = !DILocation(line: 56, column: 57, scope: !161)
!204 = !DILocation(line: 56, column: 47, scope: !161)
!205 = !DILocation(line: 56, column: 45, scope: !161)
!206 = !DILocation(line: 56, column: 15, scope: !161)
!207 = !DILocation(line: 57, column: 17, scope: !161)
!208 = !DILocation(line: 57, column: 19, scope: !161)
!209 = !DILocation(line: 57, column: 49, scope: !161)
!210 = !DILocation(line: 57, column: 52, scope: !161)
!211 = !DILocation(line: 57, column: 41, scope: !161)
!212 = !DILocation(line: 57, column: 37, scope: !161)
!213 = !DILocation(line: 57, column: 56, scope: !161)
!214 = !DILocation(line: 57, column: 74, scope: !161)
!215 = !DILocation(line: 57, column: 77, scope: !161)
!216 = !DILocation(line: 57, column: 66, scope: !161)
!217 = !DILocation(line: 57, column: 62, scope: !161)
!218 = !DILocation(line: 57, column: 60, scope: !161)
!219 = !DILocation(line: 57, column: 26, scope: !161)
!220 = !DILocation(line: 57, column: 24, scope: !161)
!221 = !DILocation(line: 57, column: 102, scope: !161)
!222 = !DILocation(line: 57, column: 105, scope: !161)
!223 = !DILocation(line: 57, column: 94, scope: !161)
!224 = !DILocation(line: 57, column: 84, scope: !161)
!225 = !DILocation(line: 57, column: 82, scope: !161)
!226 = !DILocation(line: 57, column: 15, scope: !161)
!227 = !DILocation(line: 58, column: 9, scope: !161)
!228 = !DILocation(line: 51, column: 34, scope: !157)
!229 = !DILocation(line: 51, column: 9, scope: !157)
!230 = distinct !{!230, !159, !231, !117}
!231 = !DILocation(line: 58, column: 9, scope: !153)
!232 = !DILocation(line: 59, column: 9, scope: !149)
!233 = !DILocation(line: 60, column: 5, scope: !149)
!234 = !DILocation(line: 49, column: 30, scope: !145)
!235 = !DILocation(line: 49, column: 5, scope: !145)
!236 = distinct !{!236, !147, !237, !117}
!237 = !DILocation(line: 60, column: 5, scope: !141)
!238 = !DILocation(line: 61, column: 37, scope: !93)
!239 = !DILocation(line: 61, column: 40, scope: !93)
!240 = !DILocation(line: 61, column: 5, scope: !93)
!241 = !DILocation(line: 62, column: 12, scope: !93)
!242 = !DILocation(line: 62, column: 30, scope: !93)
!243 = !DILocation(line: 62, column: 32, scope: !93)
!244 = !DILocation(line: 62, column: 24, scope: !93)
!245 = !DILocation(line: 62, column: 5, scope: !93)
!246 = distinct !DISubprogram(name: "as_values", scope: !3, file: !3, line: 13, type: !247, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !96)
!247 = !DISubroutineType(types: !248)
!248 = !{!8, !5, !5}
!249 = !DILocalVariable(name: "a", arg: 1, scope: !246, file: !3, line: 13, type: !5)
!250 = !DILocation(line: 13, column: 50, scope: !246)
!251 = !DILocalVariable(name: "b", arg: 2, scope: !246, file: !3, line: 13, type: !5)
!252 = !DILocation(line: 13, column: 55, scope: !246)
!253 = !DILocation(line: 14, column: 13, scope: !246)
!254 = !DILocation(line: 14, column: 18, scope: !246)
!255 = !DILocation(line: 14, column: 15, scope: !246)
!256 = !DILocation(line: 14, column: 24, scope: !246)
!257 = !DILocation(line: 14, column: 29, scope: !246)
!258 = !DILocation(line: 14, column: 26, scope: !246)
!259 = !DILocation(line: 14, column: 32, scope: !246)
!260 = !DILocation(line: 14, column: 21, scope: !246)
!261 = !DILocation(line: 14, column: 40, scope: !246)
!262 = !DILocation(line: 14, column: 44, scope: !246)
!263 = !DILocation(line: 14, column: 42, scope: !246)
!264 = !DILocation(line: 14, column: 47, scope: !246)
!265 = !DILocation(line: 14, column: 37, scope: !246)
!266 = !DILocation(line: 14, column: 55, scope: !246)
!267 = !DILocation(line: 14, column: 60, scope: !246)
!268 = !DILocation(line: 14, column: 57, scope: !246)
!269 = !DILocation(line: 14, column: 63, scope: !246)
!270 = !DILocation(line: 14, column: 52, scope: !246)
!271 = !DILocation(line: 14, column: 71, scope: !246)
!272 = !DILocation(line: 14, column: 75, scope: !246)
!273 = !DILocation(line: 14, column: 73, scope: !246)
!274 = !DILocation(line: 14, column: 78, scope: !246)
!275 = !DILocation(line: 14, column: 68, scope: !246)
!276 = !DILocation(line: 14, column: 86, scope: !246)
!277 = !DILocation(line: 14, column: 91, scope: !246)
!278 = !DILocation(line: 14, column: 88, scope: !246)
!279 = !DILocation(line: 14, column: 94, scope: !246)
!280 = !DILocation(line: 14, column: 83, scope: !246)
!281 = !DILocation(line: 14, column: 104, scope: !246)
!282 = !DILocation(line: 14, column: 108, scope: !246)
!283 = !DILocation(line: 14, column: 106, scope: !246)
!284 = !DILocation(line: 14, column: 102, scope: !246)
!285 = !DILocation(line: 14, column: 112, scope: !246)
!286 = !DILocation(line: 14, column: 99, scope: !246)
!287 = !DILocation(line: 14, column: 122, scope: !246)
!288 = !DILocation(line: 14, column: 127, scope: !246)
!289 = !DILocation(line: 14, column: 124, scope: !246)
!290 = !DILocation(line: 14, column: 120, scope: !246)
!291 = !DILocation(line: 14, column: 131, scope: !246)
!292 = !DILocation(line: 14, column: 117, scope: !246)
!293 = !DILocation(line: 15, column: 15, scope: !246)
!294 = !DILocation(line: 15, column: 19, scope: !246)
!295 = !DILocation(line: 15, column: 17, scope: !246)
!296 = !DILocation(line: 15, column: 13, scope: !246)
!297 = !DILocation(line: 15, column: 23, scope: !246)
!298 = !DILocation(line: 14, column: 136, scope: !246)
!299 = !DILocation(line: 15, column: 33, scope: !246)
!300 = !DILocation(line: 15, column: 38, scope: !246)
!301 = !DILocation(line: 15, column: 35, scope: !246)
!302 = !DILocation(line: 15, column: 31, scope: !246)
!303 = !DILocation(line: 15, column: 42, scope: !246)
!304 = !DILocation(line: 15, column: 28, scope: !246)
!305 = !DILocation(line: 15, column: 52, scope: !246)
!306 = !DILocation(line: 15, column: 57, scope: !246)
!307 = !DILocation(line: 15, column: 54, scope: !246)
!308 = !DILocation(line: 15, column: 50, scope: !246)
!309 = !DILocation(line: 15, column: 61, scope: !246)
!310 = !DILocation(line: 15, column: 47, scope: !246)
!311 = !DILocation(line: 15, column: 70, scope: !246)
!312 = !DILocation(line: 15, column: 75, scope: !246)
!313 = !DILocation(line: 15, column: 72, scope: !246)
!314 = !DILocation(line: 15, column: 77, scope: !246)
!315 = !DILocation(line: 15, column: 80, scope: !246)
!316 = !DILocation(line: 15, column: 85, scope: !246)
!317 = !DILocation(line: 15, column: 82, scope: !246)
!318 = !DILocation(line: 15, column: 87, scope: !246)
!319 = !DILocation(line: 15, column: 90, scope: !246)
!320 = !DILocation(line: 15, column: 95, scope: !246)
!321 = !DILocation(line: 15, column: 92, scope: !246)
!322 = !DILocation(line: 15, column: 98, scope: !246)
!323 = !DILocation(line: 15, column: 67, scope: !246)
!324 = !DILocation(line: 14, column: 5, scope: !246)
!325 = distinct !DISubprogram(name: "as_branches", scope: !3, file: !3, line: 20, type: !247, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !96)
!326 = !DILocalVariable(name: "a", arg: 1, scope: !325, file: !3, line: 20, type: !5)
!327 = !DILocation(line: 20, column: 52, scope: !325)
!328 = !DILocalVariable(name: "b", arg: 2, scope: !325, file: !3, line: 20, type: !5)
!329 = !DILocation(line: 20, column: 57, scope: !325)
!330 = !DILocalVariable(name: "r", scope: !325, file: !3, line: 21, type: !8)
!331 = !DILocation(line: 21, column: 9, scope: !325)
!332 = !DILocation(line: 22, column: 9, scope: !333)
!333 = distinct !DILexicalBlock(scope: !325, file: !3, line: 22, column: 9)
!334 = !DILocation(line: 22, column: 14, scope: !333)
!335 = !DILocation(line: 22, column: 11, scope: !333)
!336 = !DILocation(line: 22, column: 9, scope: !325)
!337 = !DILocation(line: 22, column: 19, scope: !333)
!338 = !DILocation(line: 22, column: 17, scope: !333)
!339 = !DILocation(line: 23, column: 9, scope: !340)
!340 = distinct !DILexicalBlock(scope: !325, file: !3, line: 23, column: 9)
!341 = !DILocation(line: 23, column: 14, scope: !340)
!342 = !DILocation(line: 23, column: 11, scope: !340)
!343 = !DILocation(line: 23, column: 9, scope: !325)
!344 = !DILocation(line: 23, column: 19, scope: !340)
!345 = !DILocation(line: 23, column: 17, scope: !340)
!346 = !DILocation(line: 24, column: 9, scope: !347)
!347 = distinct !DILexicalBlock(scope: !325, file: !3, line: 24, column: 9)
!348 = !DILocation(line: 24, column: 13, scope: !347)
!349 = !DILocation(line: 24, column: 11, scope: !347)
!350 = !DILocation(line: 24, column: 9, scope: !325)
!351 = !DILocation(line: 24, column: 18, scope: !347)
!352 = !DILocation(line: 24, column: 16, scope: !347)
!353 = !DILocation(line: 25, column: 9, scope: !354)
!354 = distinct !DILexicalBlock(scope: !325, file: !3, line: 25, column: 9)
!355 = !DILocation(line: 25, column: 14, scope: !354)
!356 = !DILocation(line: 25, column: 11, scope: !354)
!357 = !DILocation(line: 25, column: 9, scope: !325)
!358 = !DILocation(line: 25, column: 19, scope: !354)
!359 = !DILocation(line: 25, column: 17, scope: !354)
!360 = !DILocation(line: 26, column: 9, scope: !361)
!361 = distinct !DILexicalBlock(scope: !325, file: !3, line: 26, column: 9)
!362 = !DILocation(line: 26, column: 13, scope: !361)
!363 = !DILocation(line: 26, column: 11, scope: !361)
!364 = !DILocation(line: 26, column: 9, scope: !325)
!365 = !DILocation(line: 26, column: 18, scope: !361)
!366 = !DILocation(line: 26, column: 16, scope: !361)
!367 = !DILocation(line: 27, column: 9, scope: !368)
!368 = distinct !DILexicalBlock(scope: !325, file: !3, line: 27, column: 9)
!369 = !DILocation(line: 27, column: 14, scope: !368)
!370 = !DILocation(line: 27, column: 11, scope: !368)
!371 = !DILocation(line: 27, column: 9, scope: !325)
!372 = !DILocation(line: 27, column: 19, scope: !368)
!373 = !DILocation(line: 27, column: 17, scope: !368)
!374 = !DILocation(line: 28, column: 11, scope: !375)
!375 = distinct !DILexicalBlock(scope: !325, file: !3, line: 28, column: 9)
!376 = !DILocation(line: 28, column: 15, scope: !375)
!377 = !DILocation(line: 28, column: 13, scope: !375)
!378 = !DILocation(line: 28, column: 9, scope: !325)
!379 = !DILocation(line: 28, column: 21, scope: !375)
!380 = !DILocation(line: 28, column: 19, scope: !375)
!381 = !DILocation(line: 29, column: 11, scope: !382)
!382 = distinct !DILexicalBlock(scope: !325, file: !3, line: 29, column: 9)
!383 = !DILocation(line: 29, column: 16, scope: !382)
!384 = !DILocation(line: 29, column: 13, scope: !382)
!385 = !DILocation(line: 29, column: 9, scope: !325)
!386 = !DILocation(line: 29, column: 22, scope: !382)
!387 = !DILocation(line: 29, column: 20, scope: !382)
!388 = !DILocation(line: 30, column: 11, scope: !389)
!389 = distinct !DILexicalBlock(scope: !325, file: !3, line: 30, column: 9)
!390 = !DILocation(line: 30, column: 15, scope: !389)
!391 = !DILocation(line: 30, column: 13, scope: !389)
!392 = !DILocation(line: 30, column: 9, scope: !325)
!393 = !DILocation(line: 30, column: 21, scope: !389)
!394 = !DILocation(line: 30, column: 19, scope: !389)
!395 = !DILocation(line: 31, column: 11, scope: !396)
!396 = distinct !DILexicalBlock(scope: !325, file: !3, line: 31, column: 9)
!397 = !DILocation(line: 31, column: 16, scope: !396)
!398 = !DILocation(line: 31, column: 13, scope: !396)
!399 = !DILocation(line: 31, column: 9, scope: !325)
!400 = !DILocation(line: 31, column: 22, scope: !396)
!401 = !DILocation(line: 31, column: 20, scope: !396)
!402 = !DILocation(line: 32, column: 11, scope: !403)
!403 = distinct !DILexicalBlock(scope: !325, file: !3, line: 32, column: 9)
!404 = !DILocation(line: 32, column: 16, scope: !403)
!405 = !DILocation(line: 32, column: 13, scope: !403)
!406 = !DILocation(line: 32, column: 9, scope: !325)
!407 = !DILocation(line: 32, column: 22, scope: !403)
!408 = !DILocation(line: 32, column: 20, scope: !403)
!409 = !DILocation(line: 33, column: 9, scope: !410)
!410 = distinct !DILexicalBlock(scope: !325, file: !3, line: 33, column: 9)
!411 = !DILocation(line: 33, column: 14, scope: !410)
!412 = !DILocation(line: 33, column: 11, scope: !410)
!413 = !DILocation(line: 33, column: 16, scope: !410)
!414 = !DILocation(line: 33, column: 19, scope: !410)
!415 = !DILocation(line: 33, column: 24, scope: !410)
!416 = !DILocation(line: 33, column: 21, scope: !410)
!417 = !DILocation(line: 33, column: 26, scope: !410)
!418 = !DILocation(line: 33, column: 29, scope: !410)
!419 = !DILocation(line: 33, column: 34, scope: !410)
!420 = !DILocation(line: 33, column: 31, scope: !410)
!421 = !DILocation(line: 33, column: 9, scope: !325)
!422 = !DILocation(line: 33, column: 39, scope: !410)
!423 = !DILocation(line: 33, column: 37, scope: !410)
!424 = !DILocation(line: 34, column: 12, scope: !325)
!425 = !DILocation(line: 34, column: 5, scope: !325)
!426 = distinct !DISubprogram(name: "as_builtins", scope: !3, file: !3, line: 17, type: !247, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !96)
!427 = !DILocalVariable(name: "a", arg: 1, scope: !426, file: !3, line: 17, type: !5)
!428 = !DILocation(line: 17, column: 52, scope: !426)
!429 = !DILocalVariable(name: "b", arg: 2, scope: !426, file: !3, line: 17, type: !5)
!430 = !DILocation(line: 17, column: 57, scope: !426)
!431 = !DILocation(line: 18, column: 12, scope: !426)
!432 = !DILocation(line: 18, column: 30, scope: !426)
!433 = !DILocation(line: 18, column: 51, scope: !426)
!434 = !DILocation(line: 18, column: 28, scope: !426)
!435 = !DILocation(line: 18, column: 58, scope: !426)
!436 = !DILocation(line: 18, column: 71, scope: !426)
!437 = !DILocation(line: 18, column: 56, scope: !426)
!438 = !DILocation(line: 18, column: 78, scope: !426)
!439 = !DILocation(line: 18, column: 96, scope: !426)
!440 = !DILocation(line: 18, column: 76, scope: !426)
!441 = !DILocation(line: 18, column: 103, scope: !426)
!442 = !DILocation(line: 18, column: 123, scope: !426)
!443 = !DILocation(line: 18, column: 101, scope: !426)
!444 = !DILocation(line: 18, column: 130, scope: !426)
!445 = !DILocation(line: 18, column: 148, scope: !426)
!446 = !DILocation(line: 18, column: 128, scope: !426)
!447 = !DILocation(line: 18, column: 5, scope: !426)
!448 = distinct !DISubprogram(name: "cls", scope: !3, file: !3, line: 39, type: !449, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !96)
!449 = !DISubroutineType(types: !450)
!450 = !{!8, !5}
!451 = !DILocalVariable(name: "v", arg: 1, scope: !448, file: !3, line: 39, type: !5)
!452 = !DILocation(line: 39, column: 18, scope: !448)
!453 = !DILocation(line: 39, column: 30, scope: !448)
!454 = !DILocation(line: 39, column: 45, scope: !448)
!455 = !DILocation(line: 39, column: 47, scope: !448)
!456 = !DILocation(line: 39, column: 54, scope: !448)
!457 = !DILocation(line: 39, column: 56, scope: !448)
!458 = !DILocation(line: 39, column: 80, scope: !448)
!459 = !DILocation(line: 39, column: 82, scope: !448)
!460 = !DILocation(line: 39, column: 89, scope: !448)
!461 = !DILocation(line: 39, column: 91, scope: !448)
!462 = !DILocation(line: 39, column: 115, scope: !448)
!463 = !DILocation(line: 39, column: 23, scope: !448)
!464 = distinct !DISubprogram(name: "sel_min", scope: !3, file: !3, line: 36, type: !465, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !96)
!465 = !DISubroutineType(types: !466)
!466 = !{!5, !5, !5}
!467 = !DILocalVariable(name: "a", arg: 1, scope: !464, file: !3, line: 36, type: !5)
!468 = !DILocation(line: 36, column: 46, scope: !464)
!469 = !DILocalVariable(name: "b", arg: 2, scope: !464, file: !3, line: 36, type: !5)
!470 = !DILocation(line: 36, column: 51, scope: !464)
!471 = !DILocation(line: 36, column: 63, scope: !464)
!472 = !DILocation(line: 36, column: 67, scope: !464)
!473 = !DILocation(line: 36, column: 65, scope: !464)
!474 = !DILocation(line: 36, column: 71, scope: !464)
!475 = !DILocation(line: 36, column: 75, scope: !464)
!476 = !DILocation(line: 36, column: 56, scope: !464)
!477 = distinct !DISubprogram(name: "sel_max", scope: !3, file: !3, line: 37, type: !465, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !96)
!478 = !DILocalVariable(name: "a", arg: 1, scope: !477, file: !3, line: 37, type: !5)
!479 = !DILocation(line: 37, column: 46, scope: !477)
!480 = !DILocalVariable(name: "b", arg: 2, scope: !477, file: !3, line: 37, type: !5)
!481 = !DILocation(line: 37, column: 51, scope: !477)
!482 = !DILocation(line: 37, column: 63, scope: !477)
!483 = !DILocation(line: 37, column: 67, scope: !477)
!484 = !DILocation(line: 37, column: 65, scope: !477)
!485 = !DILocation(line: 37, column: 71, scope: !477)
!486 = !DILocation(line: 37, column: 75, scope: !477)
!487 = !DILocation(line: 37, column: 56, scope: !477)
!488 = distinct !DISubprogram(name: "sel_idx", scope: !3, file: !3, line: 38, type: !247, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !96)
!489 = !DILocalVariable(name: "a", arg: 1, scope: !488, file: !3, line: 38, type: !5)
!490 = !DILocation(line: 38, column: 48, scope: !488)
!491 = !DILocalVariable(name: "b", arg: 2, scope: !488, file: !3, line: 38, type: !5)
!492 = !DILocation(line: 38, column: 53, scope: !488)
!493 = !DILocation(line: 38, column: 65, scope: !488)
!494 = !DILocation(line: 38, column: 70, scope: !488)
!495 = !DILocation(line: 38, column: 67, scope: !488)
!496 = !DILocation(line: 38, column: 58, scope: !488)
