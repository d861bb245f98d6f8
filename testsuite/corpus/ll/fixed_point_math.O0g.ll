; ModuleID = 'programs/fixed_point_math.c'
source_filename = "programs/fixed_point_math.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [44 x i8] c"mul %.5f div %.5f sqrt2 %.5f sqrt(10) %.5f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [27 x i8] c"deg %3d sin %.4f cos %.4f\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [25 x i8] c"q31 0.5^2 = %lld (%.6f)\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [10 x i8] c"total=%d\0A\00", align 1, !dbg !22
@cordic_tab = internal constant [16 x i32] [i32 51472, i32 30386, i32 16055, i32 8150, i32 4091, i32 2047, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2], align 16, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !54 {
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
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i64, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !58, !DIExpression(), !59)
  store i32 212992, ptr %2, align 4, !dbg !59
    #dbg_declare(ptr %3, !60, !DIExpression(), !61)
  store i32 -98304, ptr %3, align 4, !dbg !61
  %19 = load i32, ptr %2, align 4, !dbg !62
  %20 = load i32, ptr %3, align 4, !dbg !63
  %21 = call i32 @qmul(i32 noundef %19, i32 noundef %20), !dbg !64
  %22 = call double @tod(i32 noundef %21), !dbg !65
  %23 = load i32, ptr %2, align 4, !dbg !66
  %24 = load i32, ptr %3, align 4, !dbg !67
  %25 = call i32 @qdiv(i32 noundef %23, i32 noundef %24), !dbg !68
  %26 = call double @tod(i32 noundef %25), !dbg !69
  %27 = call i32 @qsqrt(i32 noundef 131072), !dbg !70
  %28 = call double @tod(i32 noundef %27), !dbg !71
  %29 = call i32 @qsqrt(i32 noundef 655360), !dbg !72
  %30 = call double @tod(i32 noundef %29), !dbg !73
  %31 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %22, double noundef %26, double noundef %28, double noundef %30), !dbg !74
    #dbg_declare(ptr %4, !75, !DIExpression(), !77)
  store i32 -90, ptr %4, align 4, !dbg !77
  br label %32, !dbg !78

32:                                               ; preds = %47, %0
  %33 = load i32, ptr %4, align 4, !dbg !79
  %34 = icmp sle i32 %33, 90, !dbg !81
  br i1 %34, label %35, label %50, !dbg !82

35:                                               ; preds = %32
    #dbg_declare(ptr %5, !83, !DIExpression(), !85)
    #dbg_declare(ptr %6, !86, !DIExpression(), !87)
  %36 = load i32, ptr %4, align 4, !dbg !88
  %37 = sext i32 %36 to i64, !dbg !89
  %38 = mul nsw i64 %37, 205887, !dbg !90
  %39 = sdiv i64 %38, 180, !dbg !91
  %40 = trunc i64 %39 to i32, !dbg !92
  call void @cordic(i32 noundef %40, ptr noundef %5, ptr noundef %6), !dbg !93
  %41 = load i32, ptr %4, align 4, !dbg !94
  %42 = load i32, ptr %5, align 4, !dbg !95
  %43 = call double @tod(i32 noundef %42), !dbg !96
  %44 = load i32, ptr %6, align 4, !dbg !97
  %45 = call double @tod(i32 noundef %44), !dbg !98
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %41, double noundef %43, double noundef %45), !dbg !99
  br label %47, !dbg !100

47:                                               ; preds = %35
  %48 = load i32, ptr %4, align 4, !dbg !101
  %49 = add nsw i32 %48, 30, !dbg !101
  store i32 %49, ptr %4, align 4, !dbg !101
  br label %32, !dbg !102, !llvm.loop !103

50:                                               ; preds = %32
    #dbg_declare(ptr %7, !106, !DIExpression(), !107)
  store i32 0, ptr %7, align 4, !dbg !107
    #dbg_declare(ptr %8, !108, !DIExpression(), !110)
  store i32 0, ptr %8, align 4, !dbg !110
  br label %51, !dbg !111

51:                                               ; preds = %111, %50
  %52 = load i32, ptr %8, align 4, !dbg !112
  %53 = icmp slt i32 %52, 24, !dbg !114
  br i1 %53, label %54, label %114, !dbg !115

54:                                               ; preds = %51
    #dbg_declare(ptr %9, !116, !DIExpression(), !119)
  store i32 0, ptr %9, align 4, !dbg !119
  br label %55, !dbg !120

55:                                               ; preds = %106, %54
  %56 = load i32, ptr %9, align 4, !dbg !121
  %57 = icmp slt i32 %56, 64, !dbg !123
  br i1 %57, label %58, label %109, !dbg !124

58:                                               ; preds = %55
    #dbg_declare(ptr %10, !125, !DIExpression(), !127)
  %59 = load i32, ptr %9, align 4, !dbg !128
  %60 = mul nsw i32 %59, 3276, !dbg !129
  %61 = add nsw i32 -144179, %60, !dbg !130
  store i32 %61, ptr %10, align 4, !dbg !127
    #dbg_declare(ptr %11, !131, !DIExpression(), !132)
  %62 = load i32, ptr %8, align 4, !dbg !133
  %63 = mul nsw i32 %62, 6553, !dbg !134
  %64 = add nsw i32 -78643, %63, !dbg !135
  store i32 %64, ptr %11, align 4, !dbg !132
    #dbg_declare(ptr %12, !136, !DIExpression(), !137)
  store i32 0, ptr %12, align 4, !dbg !137
    #dbg_declare(ptr %13, !138, !DIExpression(), !139)
  store i32 0, ptr %13, align 4, !dbg !139
    #dbg_declare(ptr %14, !140, !DIExpression(), !141)
  store i32 0, ptr %14, align 4, !dbg !141
  br label %65, !dbg !142

65:                                               ; preds = %80, %58
  %66 = load i32, ptr %14, align 4, !dbg !143
  %67 = icmp slt i32 %66, 64, !dbg !144
  br i1 %67, label %68, label %94, !dbg !142

68:                                               ; preds = %65
    #dbg_declare(ptr %15, !145, !DIExpression(), !147)
  %69 = load i32, ptr %12, align 4, !dbg !148
  %70 = load i32, ptr %12, align 4, !dbg !149
  %71 = call i32 @qmul(i32 noundef %69, i32 noundef %70), !dbg !150
  store i32 %71, ptr %15, align 4, !dbg !147
    #dbg_declare(ptr %16, !151, !DIExpression(), !152)
  %72 = load i32, ptr %13, align 4, !dbg !153
  %73 = load i32, ptr %13, align 4, !dbg !154
  %74 = call i32 @qmul(i32 noundef %72, i32 noundef %73), !dbg !155
  store i32 %74, ptr %16, align 4, !dbg !152
  %75 = load i32, ptr %15, align 4, !dbg !156
  %76 = load i32, ptr %16, align 4, !dbg !158
  %77 = add nsw i32 %75, %76, !dbg !159
  %78 = icmp sgt i32 %77, 262144, !dbg !160
  br i1 %78, label %79, label %80, !dbg !161

79:                                               ; preds = %68
  br label %94, !dbg !162

80:                                               ; preds = %68
  %81 = load i32, ptr %12, align 4, !dbg !163
  %82 = load i32, ptr %13, align 4, !dbg !164
  %83 = call i32 @qmul(i32 noundef %81, i32 noundef %82), !dbg !165
  %84 = mul nsw i32 2, %83, !dbg !166
  %85 = load i32, ptr %11, align 4, !dbg !167
  %86 = add nsw i32 %84, %85, !dbg !168
  store i32 %86, ptr %13, align 4, !dbg !169
  %87 = load i32, ptr %15, align 4, !dbg !170
  %88 = load i32, ptr %16, align 4, !dbg !171
  %89 = sub nsw i32 %87, %88, !dbg !172
  %90 = load i32, ptr %10, align 4, !dbg !173
  %91 = add nsw i32 %89, %90, !dbg !174
  store i32 %91, ptr %12, align 4, !dbg !175
  %92 = load i32, ptr %14, align 4, !dbg !176
  %93 = add nsw i32 %92, 1, !dbg !176
  store i32 %93, ptr %14, align 4, !dbg !176
  br label %65, !dbg !142, !llvm.loop !177

94:                                               ; preds = %79, %65
  %95 = load i32, ptr %14, align 4, !dbg !179
  %96 = load i32, ptr %7, align 4, !dbg !180
  %97 = add nsw i32 %96, %95, !dbg !180
  store i32 %97, ptr %7, align 4, !dbg !180
  %98 = load i32, ptr %14, align 4, !dbg !181
  %99 = mul nsw i32 %98, 9, !dbg !182
  %100 = sdiv i32 %99, 64, !dbg !183
  %101 = sext i32 %100 to i64, !dbg !184
  %102 = getelementptr inbounds [11 x i8], ptr @.str.2, i64 0, i64 %101, !dbg !184
  %103 = load i8, ptr %102, align 1, !dbg !184
  %104 = sext i8 %103 to i32, !dbg !184
  %105 = call i32 @putchar(i32 noundef %104), !dbg !185
  br label %106, !dbg !186

106:                                              ; preds = %94
  %107 = load i32, ptr %9, align 4, !dbg !187
  %108 = add nsw i32 %107, 1, !dbg !187
  store i32 %108, ptr %9, align 4, !dbg !187
  br label %55, !dbg !188, !llvm.loop !189

109:                                              ; preds = %55
  %110 = call i32 @putchar(i32 noundef 10), !dbg !191
  br label %111, !dbg !192

111:                                              ; preds = %109
  %112 = load i32, ptr %8, align 4, !dbg !193
  %113 = add nsw i32 %112, 1, !dbg !193
  store i32 %113, ptr %8, align 4, !dbg !193
  br label %51, !dbg !194, !llvm.loop !195

114:                                              ; preds = %51
    #dbg_declare(ptr %17, !197, !DIExpression(), !198)
  store i32 1073741824, ptr %17, align 4, !dbg !198
    #dbg_declare(ptr %18, !199, !DIExpression(), !200)
  %115 = load i32, ptr %17, align 4, !dbg !201
  %116 = sext i32 %115 to i64, !dbg !202
  %117 = load i32, ptr %17, align 4, !dbg !203
  %118 = sext i32 %117 to i64, !dbg !203
  %119 = mul nsw i64 %116, %118, !dbg !204
  %120 = ashr i64 %119, 31, !dbg !205
  store i64 %120, ptr %18, align 8, !dbg !200
  %121 = load i64, ptr %18, align 8, !dbg !206
  %122 = load i64, ptr %18, align 8, !dbg !207
  %123 = sitofp i64 %122 to double, !dbg !207
  %124 = fdiv double %123, 0x41E0000000000000, !dbg !208
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %121, double noundef %124), !dbg !209
  %126 = load i32, ptr %7, align 4, !dbg !210
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %126), !dbg !211
  %128 = load i32, ptr %7, align 4, !dbg !212
  %129 = srem i32 %128, 256, !dbg !213
  ret i32 %129, !dbg !214
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @tod(i32 noundef %0) #0 !dbg !215 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !219, !DIExpression(), !220)
  %3 = load i32, ptr %2, align 4, !dbg !221
  %4 = sitofp i32 %3 to double, !dbg !221
  %5 = fdiv double %4, 6.553600e+04, !dbg !222
  ret double %5, !dbg !223
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @qmul(i32 noundef %0, i32 noundef %1) #0 !dbg !224 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !227, !DIExpression(), !228)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !229, !DIExpression(), !230)
  %5 = load i32, ptr %3, align 4, !dbg !231
  %6 = sext i32 %5 to i64, !dbg !232
  %7 = load i32, ptr %4, align 4, !dbg !233
  %8 = sext i32 %7 to i64, !dbg !233
  %9 = mul nsw i64 %6, %8, !dbg !234
  %10 = add nsw i64 %9, 32768, !dbg !235
  %11 = ashr i64 %10, 16, !dbg !236
  %12 = trunc i64 %11 to i32, !dbg !237
  ret i32 %12, !dbg !238
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @qdiv(i32 noundef %0, i32 noundef %1) #0 !dbg !239 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !240, !DIExpression(), !241)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !242, !DIExpression(), !243)
  %5 = load i32, ptr %3, align 4, !dbg !244
  %6 = sext i32 %5 to i64, !dbg !245
  %7 = mul nsw i64 %6, 65536, !dbg !246
  %8 = load i32, ptr %4, align 4, !dbg !247
  %9 = sext i32 %8 to i64, !dbg !247
  %10 = sdiv i64 %7, %9, !dbg !248
  %11 = trunc i64 %10 to i32, !dbg !249
  ret i32 %11, !dbg !250
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @qsqrt(i32 noundef %0) #0 !dbg !251 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !254, !DIExpression(), !255)
  %6 = load i32, ptr %3, align 4, !dbg !256
  %7 = icmp sle i32 %6, 0, !dbg !258
  br i1 %7, label %8, label %9, !dbg !259

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !260
  br label %33, !dbg !260

9:                                                ; preds = %1
    #dbg_declare(ptr %4, !261, !DIExpression(), !262)
  %10 = load i32, ptr %3, align 4, !dbg !263
  %11 = icmp sgt i32 %10, 65536, !dbg !264
  br i1 %11, label %12, label %15, !dbg !263

12:                                               ; preds = %9
  %13 = load i32, ptr %3, align 4, !dbg !265
  %14 = sdiv i32 %13, 2, !dbg !266
  br label %16, !dbg !263

15:                                               ; preds = %9
  br label %16, !dbg !263

16:                                               ; preds = %15, %12
  %17 = phi i32 [ %14, %12 ], [ 65536, %15 ], !dbg !263
  store i32 %17, ptr %4, align 4, !dbg !262
    #dbg_declare(ptr %5, !267, !DIExpression(), !269)
  store i32 0, ptr %5, align 4, !dbg !269
  br label %18, !dbg !270

18:                                               ; preds = %28, %16
  %19 = load i32, ptr %5, align 4, !dbg !271
  %20 = icmp slt i32 %19, 30, !dbg !273
  br i1 %20, label %21, label %31, !dbg !274

21:                                               ; preds = %18
  %22 = load i32, ptr %4, align 4, !dbg !275
  %23 = load i32, ptr %3, align 4, !dbg !276
  %24 = load i32, ptr %4, align 4, !dbg !277
  %25 = call i32 @qdiv(i32 noundef %23, i32 noundef %24), !dbg !278
  %26 = add nsw i32 %22, %25, !dbg !279
  %27 = sdiv i32 %26, 2, !dbg !280
  store i32 %27, ptr %4, align 4, !dbg !281
  br label %28, !dbg !282

28:                                               ; preds = %21
  %29 = load i32, ptr %5, align 4, !dbg !283
  %30 = add nsw i32 %29, 1, !dbg !283
  store i32 %30, ptr %5, align 4, !dbg !283
  br label %18, !dbg !284, !llvm.loop !285

31:                                               ; preds = %18
  %32 = load i32, ptr %4, align 4, !dbg !287
  store i32 %32, ptr %2, align 4, !dbg !288
  br label %33, !dbg !288

33:                                               ; preds = %31, %8
  %34 = load i32, ptr %2, align 4, !dbg !289
  ret i32 %34, !dbg !289
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @cordic(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !290 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !294, !DIExpression(), !295)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !296, !DIExpression(), !297)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !298, !DIExpression(), !299)
    #dbg_declare(ptr %7, !300, !DIExpression(), !301)
  store i32 39797, ptr %7, align 4, !dbg !301
    #dbg_declare(ptr %8, !302, !DIExpression(), !303)
  store i32 0, ptr %8, align 4, !dbg !303
    #dbg_declare(ptr %9, !304, !DIExpression(), !305)
  %13 = load i32, ptr %4, align 4, !dbg !306
  store i32 %13, ptr %9, align 4, !dbg !305
    #dbg_declare(ptr %10, !307, !DIExpression(), !309)
  store i32 0, ptr %10, align 4, !dbg !309
  br label %14, !dbg !310

14:                                               ; preds = %53, %3
  %15 = load i32, ptr %10, align 4, !dbg !311
  %16 = icmp slt i32 %15, 16, !dbg !313
  br i1 %16, label %17, label %56, !dbg !314

17:                                               ; preds = %14
    #dbg_declare(ptr %11, !315, !DIExpression(), !317)
  %18 = load i32, ptr %8, align 4, !dbg !318
  %19 = load i32, ptr %10, align 4, !dbg !319
  %20 = ashr i32 %18, %19, !dbg !320
  store i32 %20, ptr %11, align 4, !dbg !317
    #dbg_declare(ptr %12, !321, !DIExpression(), !322)
  %21 = load i32, ptr %7, align 4, !dbg !323
  %22 = load i32, ptr %10, align 4, !dbg !324
  %23 = ashr i32 %21, %22, !dbg !325
  store i32 %23, ptr %12, align 4, !dbg !322
  %24 = load i32, ptr %9, align 4, !dbg !326
  %25 = icmp sge i32 %24, 0, !dbg !328
  br i1 %25, label %26, label %39, !dbg !329

26:                                               ; preds = %17
  %27 = load i32, ptr %11, align 4, !dbg !330
  %28 = load i32, ptr %7, align 4, !dbg !332
  %29 = sub nsw i32 %28, %27, !dbg !332
  store i32 %29, ptr %7, align 4, !dbg !332
  %30 = load i32, ptr %12, align 4, !dbg !333
  %31 = load i32, ptr %8, align 4, !dbg !334
  %32 = add nsw i32 %31, %30, !dbg !334
  store i32 %32, ptr %8, align 4, !dbg !334
  %33 = load i32, ptr %10, align 4, !dbg !335
  %34 = sext i32 %33 to i64, !dbg !336
  %35 = getelementptr inbounds [16 x i32], ptr @cordic_tab, i64 0, i64 %34, !dbg !336
  %36 = load i32, ptr %35, align 4, !dbg !336
  %37 = load i32, ptr %9, align 4, !dbg !337
  %38 = sub nsw i32 %37, %36, !dbg !337
  store i32 %38, ptr %9, align 4, !dbg !337
  br label %52, !dbg !338

39:                                               ; preds = %17
  %40 = load i32, ptr %11, align 4, !dbg !339
  %41 = load i32, ptr %7, align 4, !dbg !341
  %42 = add nsw i32 %41, %40, !dbg !341
  store i32 %42, ptr %7, align 4, !dbg !341
  %43 = load i32, ptr %12, align 4, !dbg !342
  %44 = load i32, ptr %8, align 4, !dbg !343
  %45 = sub nsw i32 %44, %43, !dbg !343
  store i32 %45, ptr %8, align 4, !dbg !343
  %46 = load i32, ptr %10, align 4, !dbg !344
  %47 = sext i32 %46 to i64, !dbg !345
  %48 = getelementptr inbounds [16 x i32], ptr @cordic_tab, i64 0, i64 %47, !dbg !345
  %49 = load i32, ptr %48, align 4, !dbg !345
  %50 = load i32, ptr %9, align 4, !dbg !346
  %51 = add nsw i32 %50, %49, !dbg !346
  store i32 %51, ptr %9, align 4, !dbg !346
  br label %52

52:                                               ; preds = %39, %26
  br label %53, !dbg !347

53:                                               ; preds = %52
  %54 = load i32, ptr %10, align 4, !dbg !348
  %55 = add nsw i32 %54, 1, !dbg !348
  store i32 %55, ptr %10, align 4, !dbg !348
  br label %14, !dbg !349, !llvm.loop !350

56:                                               ; preds = %14
  %57 = load i32, ptr %7, align 4, !dbg !352
  %58 = load ptr, ptr %6, align 8, !dbg !353
  store i32 %57, ptr %58, align 4, !dbg !354
  %59 = load i32, ptr %8, align 4, !dbg !355
  %60 = load ptr, ptr %5, align 8, !dbg !356
  store i32 %59, ptr %60, align 4, !dbg !357
  ret void, !dbg !358
}

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!46, !47, !48, !49, !50, !51, !52}
!llvm.ident = !{!53}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fixed_point_math.c", directory: ".", checksumkind: CSK_MD5, checksum: "fa6dfeaa1cf21a50745931fcf724d910")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 44)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 216, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 27)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 25)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 10)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "cordic_tab", scope: !29, file: !2, line: 11, type: !42, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !41, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !37, !40}
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "q16", file: !2, line: 6, baseType: !32)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !33, line: 26, baseType: !34)
!33 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!34 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !35, line: 41, baseType: !36)
!35 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !33, line: 27, baseType: !38)
!38 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !35, line: 44, baseType: !39)
!39 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!40 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!41 = !{!0, !7, !12, !17, !22, !27}
!42 = !DICompositeType(tag: DW_TAG_array_type, baseType: !43, size: 512, elements: !44)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!44 = !{!45}
!45 = !DISubrange(count: 16)
!46 = !{i32 7, !"Dwarf Version", i32 5}
!47 = !{i32 2, !"Debug Info Version", i32 3}
!48 = !{i32 1, !"wchar_size", i32 4}
!49 = !{i32 8, !"PIC Level", i32 2}
!50 = !{i32 7, !"PIE Level", i32 2}
!51 = !{i32 7, !"uwtable", i32 2}
!52 = !{i32 7, !"frame-pointer", i32 2}
!53 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!54 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !55, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !29, retainedNodes: !57)
!55 = !DISubroutineType(types: !56)
!56 = !{!36}
!57 = !{}
!58 = !DILocalVariable(name: "a", scope: !54, file: !2, line: 20, type: !31)
!59 = !DILocation(line: 20, column: 9, scope: !54)
!60 = !DILocalVariable(name: "b", scope: !54, file: !2, line: 20, type: !31)
!61 = !DILocation(line: 20, column: 24, scope: !54)
!62 = !DILocation(line: 21, column: 69, scope: !54)
!63 = !DILocation(line: 21, column: 72, scope: !54)
!64 = !DILocation(line: 21, column: 64, scope: !54)
!65 = !DILocation(line: 21, column: 60, scope: !54)
!66 = !DILocation(line: 21, column: 86, scope: !54)
!67 = !DILocation(line: 21, column: 89, scope: !54)
!68 = !DILocation(line: 21, column: 81, scope: !54)
!69 = !DILocation(line: 21, column: 77, scope: !54)
!70 = !DILocation(line: 21, column: 98, scope: !54)
!71 = !DILocation(line: 21, column: 94, scope: !54)
!72 = !DILocation(line: 21, column: 118, scope: !54)
!73 = !DILocation(line: 21, column: 114, scope: !54)
!74 = !DILocation(line: 21, column: 5, scope: !54)
!75 = !DILocalVariable(name: "deg", scope: !76, file: !2, line: 22, type: !36)
!76 = distinct !DILexicalBlock(scope: !54, file: !2, line: 22, column: 5)
!77 = !DILocation(line: 22, column: 14, scope: !76)
!78 = !DILocation(line: 22, column: 10, scope: !76)
!79 = !DILocation(line: 22, column: 25, scope: !80)
!80 = distinct !DILexicalBlock(scope: !76, file: !2, line: 22, column: 5)
!81 = !DILocation(line: 22, column: 29, scope: !80)
!82 = !DILocation(line: 22, column: 5, scope: !76)
!83 = !DILocalVariable(name: "s", scope: !84, file: !2, line: 22, type: !31)
!84 = distinct !DILexicalBlock(scope: !80, file: !2, line: 22, column: 47)
!85 = !DILocation(line: 22, column: 53, scope: !84)
!86 = !DILocalVariable(name: "c", scope: !84, file: !2, line: 22, type: !31)
!87 = !DILocation(line: 22, column: 56, scope: !84)
!88 = !DILocation(line: 22, column: 81, scope: !84)
!89 = !DILocation(line: 22, column: 72, scope: !84)
!90 = !DILocation(line: 22, column: 85, scope: !84)
!91 = !DILocation(line: 22, column: 94, scope: !84)
!92 = !DILocation(line: 22, column: 66, scope: !84)
!93 = !DILocation(line: 22, column: 59, scope: !84)
!94 = !DILocation(line: 22, column: 149, scope: !84)
!95 = !DILocation(line: 22, column: 158, scope: !84)
!96 = !DILocation(line: 22, column: 154, scope: !84)
!97 = !DILocation(line: 22, column: 166, scope: !84)
!98 = !DILocation(line: 22, column: 162, scope: !84)
!99 = !DILocation(line: 22, column: 111, scope: !84)
!100 = !DILocation(line: 22, column: 171, scope: !84)
!101 = !DILocation(line: 22, column: 40, scope: !80)
!102 = !DILocation(line: 22, column: 5, scope: !80)
!103 = distinct !{!103, !82, !104, !105}
!104 = !DILocation(line: 22, column: 171, scope: !76)
!105 = !{!"llvm.loop.mustprogress"}
!106 = !DILocalVariable(name: "total", scope: !54, file: !2, line: 23, type: !36)
!107 = !DILocation(line: 23, column: 9, scope: !54)
!108 = !DILocalVariable(name: "py", scope: !109, file: !2, line: 24, type: !36)
!109 = distinct !DILexicalBlock(scope: !54, file: !2, line: 24, column: 5)
!110 = !DILocation(line: 24, column: 14, scope: !109)
!111 = !DILocation(line: 24, column: 10, scope: !109)
!112 = !DILocation(line: 24, column: 22, scope: !113)
!113 = distinct !DILexicalBlock(scope: !109, file: !2, line: 24, column: 5)
!114 = !DILocation(line: 24, column: 25, scope: !113)
!115 = !DILocation(line: 24, column: 5, scope: !109)
!116 = !DILocalVariable(name: "px", scope: !117, file: !2, line: 25, type: !36)
!117 = distinct !DILexicalBlock(scope: !118, file: !2, line: 25, column: 9)
!118 = distinct !DILexicalBlock(scope: !113, file: !2, line: 24, column: 37)
!119 = !DILocation(line: 25, column: 18, scope: !117)
!120 = !DILocation(line: 25, column: 14, scope: !117)
!121 = !DILocation(line: 25, column: 26, scope: !122)
!122 = distinct !DILexicalBlock(scope: !117, file: !2, line: 25, column: 9)
!123 = !DILocation(line: 25, column: 29, scope: !122)
!124 = !DILocation(line: 25, column: 9, scope: !117)
!125 = !DILocalVariable(name: "cx", scope: !126, file: !2, line: 26, type: !31)
!126 = distinct !DILexicalBlock(scope: !122, file: !2, line: 25, column: 41)
!127 = !DILocation(line: 26, column: 17, scope: !126)
!128 = !DILocation(line: 26, column: 34, scope: !126)
!129 = !DILocation(line: 26, column: 37, scope: !126)
!130 = !DILocation(line: 26, column: 32, scope: !126)
!131 = !DILocalVariable(name: "cy", scope: !126, file: !2, line: 26, type: !31)
!132 = !DILocation(line: 26, column: 56, scope: !126)
!133 = !DILocation(line: 26, column: 73, scope: !126)
!134 = !DILocation(line: 26, column: 76, scope: !126)
!135 = !DILocation(line: 26, column: 71, scope: !126)
!136 = !DILocalVariable(name: "zx", scope: !126, file: !2, line: 26, type: !31)
!137 = !DILocation(line: 26, column: 95, scope: !126)
!138 = !DILocalVariable(name: "zy", scope: !126, file: !2, line: 26, type: !31)
!139 = !DILocation(line: 26, column: 103, scope: !126)
!140 = !DILocalVariable(name: "it", scope: !126, file: !2, line: 26, type: !36)
!141 = !DILocation(line: 26, column: 115, scope: !126)
!142 = !DILocation(line: 27, column: 13, scope: !126)
!143 = !DILocation(line: 27, column: 20, scope: !126)
!144 = !DILocation(line: 27, column: 23, scope: !126)
!145 = !DILocalVariable(name: "zx2", scope: !146, file: !2, line: 27, type: !31)
!146 = distinct !DILexicalBlock(scope: !126, file: !2, line: 27, column: 29)
!147 = !DILocation(line: 27, column: 35, scope: !146)
!148 = !DILocation(line: 27, column: 46, scope: !146)
!149 = !DILocation(line: 27, column: 50, scope: !146)
!150 = !DILocation(line: 27, column: 41, scope: !146)
!151 = !DILocalVariable(name: "zy2", scope: !146, file: !2, line: 27, type: !31)
!152 = !DILocation(line: 27, column: 55, scope: !146)
!153 = !DILocation(line: 27, column: 66, scope: !146)
!154 = !DILocation(line: 27, column: 70, scope: !146)
!155 = !DILocation(line: 27, column: 61, scope: !146)
!156 = !DILocation(line: 27, column: 79, scope: !157)
!157 = distinct !DILexicalBlock(scope: !146, file: !2, line: 27, column: 79)
!158 = !DILocation(line: 27, column: 85, scope: !157)
!159 = !DILocation(line: 27, column: 83, scope: !157)
!160 = !DILocation(line: 27, column: 89, scope: !157)
!161 = !DILocation(line: 27, column: 79, scope: !146)
!162 = !DILocation(line: 27, column: 99, scope: !157)
!163 = !DILocation(line: 27, column: 120, scope: !146)
!164 = !DILocation(line: 27, column: 124, scope: !146)
!165 = !DILocation(line: 27, column: 115, scope: !146)
!166 = !DILocation(line: 27, column: 113, scope: !146)
!167 = !DILocation(line: 27, column: 130, scope: !146)
!168 = !DILocation(line: 27, column: 128, scope: !146)
!169 = !DILocation(line: 27, column: 109, scope: !146)
!170 = !DILocation(line: 27, column: 139, scope: !146)
!171 = !DILocation(line: 27, column: 145, scope: !146)
!172 = !DILocation(line: 27, column: 143, scope: !146)
!173 = !DILocation(line: 27, column: 151, scope: !146)
!174 = !DILocation(line: 27, column: 149, scope: !146)
!175 = !DILocation(line: 27, column: 137, scope: !146)
!176 = !DILocation(line: 27, column: 157, scope: !146)
!177 = distinct !{!177, !142, !178, !105}
!178 = !DILocation(line: 27, column: 161, scope: !126)
!179 = !DILocation(line: 28, column: 22, scope: !126)
!180 = !DILocation(line: 28, column: 19, scope: !126)
!181 = !DILocation(line: 28, column: 47, scope: !126)
!182 = !DILocation(line: 28, column: 50, scope: !126)
!183 = !DILocation(line: 28, column: 54, scope: !126)
!184 = !DILocation(line: 28, column: 34, scope: !126)
!185 = !DILocation(line: 28, column: 26, scope: !126)
!186 = !DILocation(line: 29, column: 9, scope: !126)
!187 = !DILocation(line: 25, column: 37, scope: !122)
!188 = !DILocation(line: 25, column: 9, scope: !122)
!189 = distinct !{!189, !124, !190, !105}
!190 = !DILocation(line: 29, column: 9, scope: !117)
!191 = !DILocation(line: 30, column: 9, scope: !118)
!192 = !DILocation(line: 31, column: 5, scope: !118)
!193 = !DILocation(line: 24, column: 33, scope: !113)
!194 = !DILocation(line: 24, column: 5, scope: !113)
!195 = distinct !{!195, !115, !196, !105}
!196 = !DILocation(line: 31, column: 5, scope: !109)
!197 = !DILocalVariable(name: "q31", scope: !54, file: !2, line: 32, type: !32)
!198 = !DILocation(line: 32, column: 13, scope: !54)
!199 = !DILocalVariable(name: "sq", scope: !54, file: !2, line: 32, type: !37)
!200 = !DILocation(line: 32, column: 39, scope: !54)
!201 = !DILocation(line: 32, column: 54, scope: !54)
!202 = !DILocation(line: 32, column: 45, scope: !54)
!203 = !DILocation(line: 32, column: 60, scope: !54)
!204 = !DILocation(line: 32, column: 58, scope: !54)
!205 = !DILocation(line: 32, column: 65, scope: !54)
!206 = !DILocation(line: 32, column: 119, scope: !54)
!207 = !DILocation(line: 32, column: 123, scope: !54)
!208 = !DILocation(line: 32, column: 126, scope: !54)
!209 = !DILocation(line: 32, column: 72, scope: !54)
!210 = !DILocation(line: 33, column: 26, scope: !54)
!211 = !DILocation(line: 33, column: 5, scope: !54)
!212 = !DILocation(line: 34, column: 12, scope: !54)
!213 = !DILocation(line: 34, column: 18, scope: !54)
!214 = !DILocation(line: 34, column: 5, scope: !54)
!215 = distinct !DISubprogram(name: "tod", scope: !2, file: !2, line: 17, type: !216, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !57)
!216 = !DISubroutineType(types: !217)
!217 = !{!218, !31}
!218 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!219 = !DILocalVariable(name: "v", arg: 1, scope: !215, file: !2, line: 17, type: !31)
!220 = !DILocation(line: 17, column: 23, scope: !215)
!221 = !DILocation(line: 17, column: 35, scope: !215)
!222 = !DILocation(line: 17, column: 37, scope: !215)
!223 = !DILocation(line: 17, column: 28, scope: !215)
!224 = distinct !DISubprogram(name: "qmul", scope: !2, file: !2, line: 8, type: !225, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !57)
!225 = !DISubroutineType(types: !226)
!226 = !{!31, !31, !31}
!227 = !DILocalVariable(name: "a", arg: 1, scope: !224, file: !2, line: 8, type: !31)
!228 = !DILocation(line: 8, column: 21, scope: !224)
!229 = !DILocalVariable(name: "b", arg: 2, scope: !224, file: !2, line: 8, type: !31)
!230 = !DILocation(line: 8, column: 28, scope: !224)
!231 = !DILocation(line: 8, column: 56, scope: !224)
!232 = !DILocation(line: 8, column: 47, scope: !224)
!233 = !DILocation(line: 8, column: 60, scope: !224)
!234 = !DILocation(line: 8, column: 58, scope: !224)
!235 = !DILocation(line: 8, column: 62, scope: !224)
!236 = !DILocation(line: 8, column: 75, scope: !224)
!237 = !DILocation(line: 8, column: 40, scope: !224)
!238 = !DILocation(line: 8, column: 33, scope: !224)
!239 = distinct !DISubprogram(name: "qdiv", scope: !2, file: !2, line: 9, type: !225, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !57)
!240 = !DILocalVariable(name: "a", arg: 1, scope: !239, file: !2, line: 9, type: !31)
!241 = !DILocation(line: 9, column: 21, scope: !239)
!242 = !DILocalVariable(name: "b", arg: 2, scope: !239, file: !2, line: 9, type: !31)
!243 = !DILocation(line: 9, column: 28, scope: !239)
!244 = !DILocation(line: 9, column: 56, scope: !239)
!245 = !DILocation(line: 9, column: 47, scope: !239)
!246 = !DILocation(line: 9, column: 58, scope: !239)
!247 = !DILocation(line: 9, column: 69, scope: !239)
!248 = !DILocation(line: 9, column: 67, scope: !239)
!249 = !DILocation(line: 9, column: 40, scope: !239)
!250 = !DILocation(line: 9, column: 33, scope: !239)
!251 = distinct !DISubprogram(name: "qsqrt", scope: !2, file: !2, line: 10, type: !252, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !57)
!252 = !DISubroutineType(types: !253)
!253 = !{!31, !31}
!254 = !DILocalVariable(name: "a", arg: 1, scope: !251, file: !2, line: 10, type: !31)
!255 = !DILocation(line: 10, column: 22, scope: !251)
!256 = !DILocation(line: 10, column: 31, scope: !257)
!257 = distinct !DILexicalBlock(scope: !251, file: !2, line: 10, column: 31)
!258 = !DILocation(line: 10, column: 33, scope: !257)
!259 = !DILocation(line: 10, column: 31, scope: !251)
!260 = !DILocation(line: 10, column: 39, scope: !257)
!261 = !DILocalVariable(name: "x", scope: !251, file: !2, line: 10, type: !31)
!262 = !DILocation(line: 10, column: 53, scope: !251)
!263 = !DILocation(line: 10, column: 57, scope: !251)
!264 = !DILocation(line: 10, column: 59, scope: !251)
!265 = !DILocation(line: 10, column: 70, scope: !251)
!266 = !DILocation(line: 10, column: 72, scope: !251)
!267 = !DILocalVariable(name: "i", scope: !268, file: !2, line: 10, type: !36)
!268 = distinct !DILexicalBlock(scope: !251, file: !2, line: 10, column: 86)
!269 = !DILocation(line: 10, column: 95, scope: !268)
!270 = !DILocation(line: 10, column: 91, scope: !268)
!271 = !DILocation(line: 10, column: 102, scope: !272)
!272 = distinct !DILexicalBlock(scope: !268, file: !2, line: 10, column: 86)
!273 = !DILocation(line: 10, column: 104, scope: !272)
!274 = !DILocation(line: 10, column: 86, scope: !268)
!275 = !DILocation(line: 10, column: 120, scope: !272)
!276 = !DILocation(line: 10, column: 129, scope: !272)
!277 = !DILocation(line: 10, column: 132, scope: !272)
!278 = !DILocation(line: 10, column: 124, scope: !272)
!279 = !DILocation(line: 10, column: 122, scope: !272)
!280 = !DILocation(line: 10, column: 136, scope: !272)
!281 = !DILocation(line: 10, column: 117, scope: !272)
!282 = !DILocation(line: 10, column: 115, scope: !272)
!283 = !DILocation(line: 10, column: 111, scope: !272)
!284 = !DILocation(line: 10, column: 86, scope: !272)
!285 = distinct !{!285, !274, !286, !105}
!286 = !DILocation(line: 10, column: 138, scope: !268)
!287 = !DILocation(line: 10, column: 148, scope: !251)
!288 = !DILocation(line: 10, column: 141, scope: !251)
!289 = !DILocation(line: 10, column: 151, scope: !251)
!290 = distinct !DISubprogram(name: "cordic", scope: !2, file: !2, line: 12, type: !291, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !57)
!291 = !DISubroutineType(types: !292)
!292 = !{null, !31, !293, !293}
!293 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!294 = !DILocalVariable(name: "theta", arg: 1, scope: !290, file: !2, line: 12, type: !31)
!295 = !DILocation(line: 12, column: 24, scope: !290)
!296 = !DILocalVariable(name: "s", arg: 2, scope: !290, file: !2, line: 12, type: !293)
!297 = !DILocation(line: 12, column: 36, scope: !290)
!298 = !DILocalVariable(name: "c", arg: 3, scope: !290, file: !2, line: 12, type: !293)
!299 = !DILocation(line: 12, column: 44, scope: !290)
!300 = !DILocalVariable(name: "x", scope: !290, file: !2, line: 13, type: !32)
!301 = !DILocation(line: 13, column: 13, scope: !290)
!302 = !DILocalVariable(name: "y", scope: !290, file: !2, line: 13, type: !32)
!303 = !DILocation(line: 13, column: 24, scope: !290)
!304 = !DILocalVariable(name: "z", scope: !290, file: !2, line: 13, type: !32)
!305 = !DILocation(line: 13, column: 31, scope: !290)
!306 = !DILocation(line: 13, column: 35, scope: !290)
!307 = !DILocalVariable(name: "i", scope: !308, file: !2, line: 14, type: !36)
!308 = distinct !DILexicalBlock(scope: !290, file: !2, line: 14, column: 5)
!309 = !DILocation(line: 14, column: 14, scope: !308)
!310 = !DILocation(line: 14, column: 10, scope: !308)
!311 = !DILocation(line: 14, column: 21, scope: !312)
!312 = distinct !DILexicalBlock(scope: !308, file: !2, line: 14, column: 5)
!313 = !DILocation(line: 14, column: 23, scope: !312)
!314 = !DILocation(line: 14, column: 5, scope: !308)
!315 = !DILocalVariable(name: "dx", scope: !316, file: !2, line: 14, type: !32)
!316 = distinct !DILexicalBlock(scope: !312, file: !2, line: 14, column: 34)
!317 = !DILocation(line: 14, column: 44, scope: !316)
!318 = !DILocation(line: 14, column: 49, scope: !316)
!319 = !DILocation(line: 14, column: 54, scope: !316)
!320 = !DILocation(line: 14, column: 51, scope: !316)
!321 = !DILocalVariable(name: "dy", scope: !316, file: !2, line: 14, type: !32)
!322 = !DILocation(line: 14, column: 57, scope: !316)
!323 = !DILocation(line: 14, column: 62, scope: !316)
!324 = !DILocation(line: 14, column: 67, scope: !316)
!325 = !DILocation(line: 14, column: 64, scope: !316)
!326 = !DILocation(line: 14, column: 74, scope: !327)
!327 = distinct !DILexicalBlock(scope: !316, file: !2, line: 14, column: 74)
!328 = !DILocation(line: 14, column: 76, scope: !327)
!329 = !DILocation(line: 14, column: 74, scope: !316)
!330 = !DILocation(line: 14, column: 89, scope: !331)
!331 = distinct !DILexicalBlock(scope: !327, file: !2, line: 14, column: 82)
!332 = !DILocation(line: 14, column: 86, scope: !331)
!333 = !DILocation(line: 14, column: 98, scope: !331)
!334 = !DILocation(line: 14, column: 95, scope: !331)
!335 = !DILocation(line: 14, column: 118, scope: !331)
!336 = !DILocation(line: 14, column: 107, scope: !331)
!337 = !DILocation(line: 14, column: 104, scope: !331)
!338 = !DILocation(line: 14, column: 122, scope: !331)
!339 = !DILocation(line: 14, column: 136, scope: !340)
!340 = distinct !DILexicalBlock(scope: !327, file: !2, line: 14, column: 129)
!341 = !DILocation(line: 14, column: 133, scope: !340)
!342 = !DILocation(line: 14, column: 145, scope: !340)
!343 = !DILocation(line: 14, column: 142, scope: !340)
!344 = !DILocation(line: 14, column: 165, scope: !340)
!345 = !DILocation(line: 14, column: 154, scope: !340)
!346 = !DILocation(line: 14, column: 151, scope: !340)
!347 = !DILocation(line: 14, column: 171, scope: !316)
!348 = !DILocation(line: 14, column: 30, scope: !312)
!349 = !DILocation(line: 14, column: 5, scope: !312)
!350 = distinct !{!350, !314, !351, !105}
!351 = !DILocation(line: 14, column: 171, scope: !308)
!352 = !DILocation(line: 15, column: 10, scope: !290)
!353 = !DILocation(line: 15, column: 6, scope: !290)
!354 = !DILocation(line: 15, column: 8, scope: !290)
!355 = !DILocation(line: 15, column: 18, scope: !290)
!356 = !DILocation(line: 15, column: 14, scope: !290)
!357 = !DILocation(line: 15, column: 16, scope: !290)
!358 = !DILocation(line: 16, column: 1, scope: !290)
