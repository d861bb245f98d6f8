; ModuleID = 'programs/cordic_fixed_point.c'
source_filename = "programs/cordic_fixed_point.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [48 x i8] c"%4d deg: sin=%11d cos=%11d (x1e6: %7lld %7lld)\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [42 x i8] c"atan2(1,1)=%d (deg x1000: %lld) mag=%lld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [43 x i8] c"atan2(-3,1)=%d (deg x1000: %lld) mag=%lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [17 x i8] c"isqrt: %u %u %u\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [22 x i8] c"radius error sum=%ld\0A\00", align 1, !dbg !22
@atan_tab = internal constant [30 x i32] [i32 421657428, i32 248918915, i32 131521918, i32 66762579, i32 33510843, i32 16771758, i32 8387925, i32 4194219, i32 2097141, i32 1048575, i32 524288, i32 262144, i32 131072, i32 65536, i32 32768, i32 16384, i32 8192, i32 4096, i32 2048, i32 1024, i32 512, i32 256, i32 128, i32 64, i32 32, i32 16, i32 8, i32 4, i32 2, i32 1], align 16, !dbg !27

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !61, !DIExpression(), !62)
  store i64 0, ptr %2, align 8, !dbg !62
    #dbg_declare(ptr %3, !63, !DIExpression(), !65)
  store i32 -180, ptr %3, align 4, !dbg !65
  br label %11, !dbg !66

11:                                               ; preds = %58, %0
  %12 = load i32, ptr %3, align 4, !dbg !67
  %13 = icmp sle i32 %12, 180, !dbg !69
  br i1 %13, label %14, label %61, !dbg !70

14:                                               ; preds = %11
    #dbg_declare(ptr %4, !71, !DIExpression(), !73)
  %15 = load i32, ptr %3, align 4, !dbg !74
  %16 = sext i32 %15 to i64, !dbg !74
  %17 = mul nsw i64 1686629713, %16, !dbg !75
  %18 = sdiv i64 %17, 180, !dbg !76
  %19 = trunc i64 %18 to i32, !dbg !77
  store i32 %19, ptr %4, align 4, !dbg !73
    #dbg_declare(ptr %5, !78, !DIExpression(), !79)
    #dbg_declare(ptr %6, !80, !DIExpression(), !81)
  %20 = load i32, ptr %4, align 4, !dbg !82
  call void @sincos_q(i32 noundef %20, ptr noundef %5, ptr noundef %6), !dbg !83
    #dbg_declare(ptr %7, !84, !DIExpression(), !85)
  %21 = load i32, ptr %5, align 4, !dbg !86
  %22 = sext i32 %21 to i64, !dbg !87
  %23 = load i32, ptr %5, align 4, !dbg !88
  %24 = sext i32 %23 to i64, !dbg !88
  %25 = mul nsw i64 %22, %24, !dbg !89
  %26 = load i32, ptr %6, align 4, !dbg !90
  %27 = sext i32 %26 to i64, !dbg !91
  %28 = load i32, ptr %6, align 4, !dbg !92
  %29 = sext i32 %28 to i64, !dbg !92
  %30 = mul nsw i64 %27, %29, !dbg !93
  %31 = add nsw i64 %25, %30, !dbg !94
  store i64 %31, ptr %7, align 8, !dbg !85
    #dbg_declare(ptr %8, !95, !DIExpression(), !96)
  %32 = load i64, ptr %7, align 8, !dbg !97
  %33 = ashr i64 %32, 29, !dbg !98
  %34 = sub nsw i64 %33, 536870912, !dbg !99
  store i64 %34, ptr %8, align 8, !dbg !96
  %35 = load i64, ptr %8, align 8, !dbg !100
  %36 = icmp slt i64 %35, 0, !dbg !101
  br i1 %36, label %37, label %40, !dbg !100

37:                                               ; preds = %14
  %38 = load i64, ptr %8, align 8, !dbg !102
  %39 = sub nsw i64 0, %38, !dbg !103
  br label %42, !dbg !100

40:                                               ; preds = %14
  %41 = load i64, ptr %8, align 8, !dbg !104
  br label %42, !dbg !100

42:                                               ; preds = %40, %37
  %43 = phi i64 [ %39, %37 ], [ %41, %40 ], !dbg !100
  %44 = load i64, ptr %2, align 8, !dbg !105
  %45 = add nsw i64 %44, %43, !dbg !105
  store i64 %45, ptr %2, align 8, !dbg !105
  %46 = load i32, ptr %3, align 4, !dbg !106
  %47 = load i32, ptr %5, align 4, !dbg !107
  %48 = load i32, ptr %6, align 4, !dbg !108
  %49 = load i32, ptr %5, align 4, !dbg !109
  %50 = sext i32 %49 to i64, !dbg !110
  %51 = mul nsw i64 %50, 1000000, !dbg !111
  %52 = sdiv i64 %51, 536870912, !dbg !112
  %53 = load i32, ptr %6, align 4, !dbg !113
  %54 = sext i32 %53 to i64, !dbg !114
  %55 = mul nsw i64 %54, 1000000, !dbg !115
  %56 = sdiv i64 %55, 536870912, !dbg !116
  %57 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %46, i32 noundef %47, i32 noundef %48, i64 noundef %52, i64 noundef %56), !dbg !117
  br label %58, !dbg !118

58:                                               ; preds = %42
  %59 = load i32, ptr %3, align 4, !dbg !119
  %60 = add nsw i32 %59, 15, !dbg !119
  store i32 %60, ptr %3, align 4, !dbg !119
  br label %11, !dbg !120, !llvm.loop !121

61:                                               ; preds = %11
    #dbg_declare(ptr %9, !124, !DIExpression(), !125)
    #dbg_declare(ptr %10, !126, !DIExpression(), !127)
  %62 = call i32 @atan2_q(i32 noundef 268435456, i32 noundef 268435456, ptr noundef %9), !dbg !128
  store i32 %62, ptr %10, align 4, !dbg !127
  %63 = load i32, ptr %10, align 4, !dbg !129
  %64 = load i32, ptr %10, align 4, !dbg !130
  %65 = sext i32 %64 to i64, !dbg !131
  %66 = mul nsw i64 %65, 180000, !dbg !132
  %67 = sdiv i64 %66, 1686629713, !dbg !133
  %68 = load i64, ptr %9, align 8, !dbg !134
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %63, i64 noundef %67, i64 noundef %68), !dbg !135
  %70 = call i32 @atan2_q(i32 noundef -402653184, i32 noundef 134217728, ptr noundef %9), !dbg !136
  store i32 %70, ptr %10, align 4, !dbg !137
  %71 = load i32, ptr %10, align 4, !dbg !138
  %72 = load i32, ptr %10, align 4, !dbg !139
  %73 = sext i32 %72 to i64, !dbg !140
  %74 = mul nsw i64 %73, 180000, !dbg !141
  %75 = sdiv i64 %74, 1686629713, !dbg !142
  %76 = load i64, ptr %9, align 8, !dbg !143
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %71, i64 noundef %75, i64 noundef %76), !dbg !144
  %78 = call i32 @isqrt64(i64 noundef 576460752303423488), !dbg !145
  %79 = call i32 @isqrt64(i64 noundef 1000000014000000049), !dbg !146
  %80 = call i32 @isqrt64(i64 noundef -1), !dbg !147
  %81 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %78, i32 noundef %79, i32 noundef %80), !dbg !148
  %82 = load i64, ptr %2, align 8, !dbg !149
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %82), !dbg !150
  %84 = load i64, ptr %2, align 8, !dbg !151
  %85 = and i64 %84, 127, !dbg !152
  %86 = trunc i64 %85 to i32, !dbg !153
  ret i32 %86, !dbg !154
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sincos_q(i32 noundef %0, ptr noundef %1, ptr noundef %2) #0 !dbg !155 {
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !159, !DIExpression(), !160)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !161, !DIExpression(), !162)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !163, !DIExpression(), !164)
    #dbg_declare(ptr %7, !165, !DIExpression(), !166)
  store i32 0, ptr %7, align 4, !dbg !166
  %14 = load i32, ptr %4, align 4, !dbg !167
  %15 = icmp sgt i32 %14, 843314856, !dbg !169
  br i1 %15, label %16, label %19, !dbg !170

16:                                               ; preds = %3
  %17 = load i32, ptr %4, align 4, !dbg !171
  %18 = sub nsw i32 %17, 1686629713, !dbg !171
  store i32 %18, ptr %4, align 4, !dbg !171
  store i32 1, ptr %7, align 4, !dbg !173
  br label %26, !dbg !174

19:                                               ; preds = %3
  %20 = load i32, ptr %4, align 4, !dbg !175
  %21 = icmp slt i32 %20, -843314856, !dbg !177
  br i1 %21, label %22, label %25, !dbg !178

22:                                               ; preds = %19
  %23 = load i32, ptr %4, align 4, !dbg !179
  %24 = add nsw i32 %23, 1686629713, !dbg !179
  store i32 %24, ptr %4, align 4, !dbg !179
  store i32 1, ptr %7, align 4, !dbg !181
  br label %25, !dbg !182

25:                                               ; preds = %22, %19
  br label %26

26:                                               ; preds = %25, %16
    #dbg_declare(ptr %8, !183, !DIExpression(), !184)
  store i32 326016437, ptr %8, align 4, !dbg !184
    #dbg_declare(ptr %9, !185, !DIExpression(), !186)
  store i32 0, ptr %9, align 4, !dbg !186
    #dbg_declare(ptr %10, !187, !DIExpression(), !188)
  %27 = load i32, ptr %4, align 4, !dbg !189
  store i32 %27, ptr %10, align 4, !dbg !188
    #dbg_declare(ptr %11, !190, !DIExpression(), !192)
  store i32 0, ptr %11, align 4, !dbg !192
  br label %28, !dbg !193

28:                                               ; preds = %67, %26
  %29 = load i32, ptr %11, align 4, !dbg !194
  %30 = icmp slt i32 %29, 30, !dbg !196
  br i1 %30, label %31, label %70, !dbg !197

31:                                               ; preds = %28
    #dbg_declare(ptr %12, !198, !DIExpression(), !200)
  %32 = load i32, ptr %8, align 4, !dbg !201
  %33 = load i32, ptr %11, align 4, !dbg !202
  %34 = ashr i32 %32, %33, !dbg !203
  store i32 %34, ptr %12, align 4, !dbg !200
    #dbg_declare(ptr %13, !204, !DIExpression(), !205)
  %35 = load i32, ptr %9, align 4, !dbg !206
  %36 = load i32, ptr %11, align 4, !dbg !207
  %37 = ashr i32 %35, %36, !dbg !208
  store i32 %37, ptr %13, align 4, !dbg !205
  %38 = load i32, ptr %10, align 4, !dbg !209
  %39 = icmp sge i32 %38, 0, !dbg !211
  br i1 %39, label %40, label %53, !dbg !212

40:                                               ; preds = %31
  %41 = load i32, ptr %13, align 4, !dbg !213
  %42 = load i32, ptr %8, align 4, !dbg !215
  %43 = sub nsw i32 %42, %41, !dbg !215
  store i32 %43, ptr %8, align 4, !dbg !215
  %44 = load i32, ptr %12, align 4, !dbg !216
  %45 = load i32, ptr %9, align 4, !dbg !217
  %46 = add nsw i32 %45, %44, !dbg !217
  store i32 %46, ptr %9, align 4, !dbg !217
  %47 = load i32, ptr %11, align 4, !dbg !218
  %48 = sext i32 %47 to i64, !dbg !219
  %49 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %48, !dbg !219
  %50 = load i32, ptr %49, align 4, !dbg !219
  %51 = load i32, ptr %10, align 4, !dbg !220
  %52 = sub nsw i32 %51, %50, !dbg !220
  store i32 %52, ptr %10, align 4, !dbg !220
  br label %66, !dbg !221

53:                                               ; preds = %31
  %54 = load i32, ptr %13, align 4, !dbg !222
  %55 = load i32, ptr %8, align 4, !dbg !224
  %56 = add nsw i32 %55, %54, !dbg !224
  store i32 %56, ptr %8, align 4, !dbg !224
  %57 = load i32, ptr %12, align 4, !dbg !225
  %58 = load i32, ptr %9, align 4, !dbg !226
  %59 = sub nsw i32 %58, %57, !dbg !226
  store i32 %59, ptr %9, align 4, !dbg !226
  %60 = load i32, ptr %11, align 4, !dbg !227
  %61 = sext i32 %60 to i64, !dbg !228
  %62 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %61, !dbg !228
  %63 = load i32, ptr %62, align 4, !dbg !228
  %64 = load i32, ptr %10, align 4, !dbg !229
  %65 = add nsw i32 %64, %63, !dbg !229
  store i32 %65, ptr %10, align 4, !dbg !229
  br label %66

66:                                               ; preds = %53, %40
  br label %67, !dbg !230

67:                                               ; preds = %66
  %68 = load i32, ptr %11, align 4, !dbg !231
  %69 = add nsw i32 %68, 1, !dbg !231
  store i32 %69, ptr %11, align 4, !dbg !231
  br label %28, !dbg !232, !llvm.loop !233

70:                                               ; preds = %28
  %71 = load i32, ptr %7, align 4, !dbg !235
  %72 = icmp ne i32 %71, 0, !dbg !235
  br i1 %72, label %73, label %76, !dbg !235

73:                                               ; preds = %70
  %74 = load i32, ptr %8, align 4, !dbg !236
  %75 = sub nsw i32 0, %74, !dbg !237
  br label %78, !dbg !235

76:                                               ; preds = %70
  %77 = load i32, ptr %8, align 4, !dbg !238
  br label %78, !dbg !235

78:                                               ; preds = %76, %73
  %79 = phi i32 [ %75, %73 ], [ %77, %76 ], !dbg !235
  %80 = load ptr, ptr %6, align 8, !dbg !239
  store i32 %79, ptr %80, align 4, !dbg !240
  %81 = load i32, ptr %7, align 4, !dbg !241
  %82 = icmp ne i32 %81, 0, !dbg !241
  br i1 %82, label %83, label %86, !dbg !241

83:                                               ; preds = %78
  %84 = load i32, ptr %9, align 4, !dbg !242
  %85 = sub nsw i32 0, %84, !dbg !243
  br label %88, !dbg !241

86:                                               ; preds = %78
  %87 = load i32, ptr %9, align 4, !dbg !244
  br label %88, !dbg !241

88:                                               ; preds = %86, %83
  %89 = phi i32 [ %85, %83 ], [ %87, %86 ], !dbg !241
  %90 = load ptr, ptr %5, align 8, !dbg !245
  store i32 %89, ptr %90, align 4, !dbg !246
  ret void, !dbg !247
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @atan2_q(i32 noundef %0, i32 noundef %1, ptr noundef %2) #0 !dbg !248 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i32, align 4
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !252, !DIExpression(), !253)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !254, !DIExpression(), !255)
  store ptr %2, ptr %6, align 8
    #dbg_declare(ptr %6, !256, !DIExpression(), !257)
    #dbg_declare(ptr %7, !258, !DIExpression(), !259)
  store i32 0, ptr %7, align 4, !dbg !259
    #dbg_declare(ptr %8, !260, !DIExpression(), !261)
  %13 = load i32, ptr %5, align 4, !dbg !262
  %14 = sext i32 %13 to i64, !dbg !262
  store i64 %14, ptr %8, align 8, !dbg !261
    #dbg_declare(ptr %9, !263, !DIExpression(), !264)
  %15 = load i32, ptr %4, align 4, !dbg !265
  %16 = sext i32 %15 to i64, !dbg !265
  store i64 %16, ptr %9, align 8, !dbg !264
  %17 = load i64, ptr %8, align 8, !dbg !266
  %18 = icmp slt i64 %17, 0, !dbg !268
  br i1 %18, label %19, label %30, !dbg !269

19:                                               ; preds = %3
  %20 = load i64, ptr %8, align 8, !dbg !270
  %21 = sub nsw i64 0, %20, !dbg !272
  store i64 %21, ptr %8, align 8, !dbg !273
  %22 = load i64, ptr %9, align 8, !dbg !274
  %23 = sub nsw i64 0, %22, !dbg !275
  store i64 %23, ptr %9, align 8, !dbg !276
  %24 = load i64, ptr %9, align 8, !dbg !277
  %25 = icmp sge i64 %24, 0, !dbg !278
  %26 = zext i1 %25 to i64, !dbg !277
  %27 = select i1 %25, i32 -1686629713, i32 1686629713, !dbg !277
  store i32 %27, ptr %7, align 4, !dbg !279
  %28 = load i32, ptr %7, align 4, !dbg !280
  %29 = sub nsw i32 0, %28, !dbg !281
  store i32 %29, ptr %7, align 4, !dbg !282
  br label %30, !dbg !283

30:                                               ; preds = %19, %3
    #dbg_declare(ptr %10, !284, !DIExpression(), !286)
  store i32 0, ptr %10, align 4, !dbg !286
  br label %31, !dbg !287

31:                                               ; preds = %72, %30
  %32 = load i32, ptr %10, align 4, !dbg !288
  %33 = icmp slt i32 %32, 30, !dbg !290
  br i1 %33, label %34, label %75, !dbg !291

34:                                               ; preds = %31
    #dbg_declare(ptr %11, !292, !DIExpression(), !294)
  %35 = load i64, ptr %8, align 8, !dbg !295
  %36 = load i32, ptr %10, align 4, !dbg !296
  %37 = zext i32 %36 to i64, !dbg !297
  %38 = ashr i64 %35, %37, !dbg !297
  store i64 %38, ptr %11, align 8, !dbg !294
    #dbg_declare(ptr %12, !298, !DIExpression(), !299)
  %39 = load i64, ptr %9, align 8, !dbg !300
  %40 = load i32, ptr %10, align 4, !dbg !301
  %41 = zext i32 %40 to i64, !dbg !302
  %42 = ashr i64 %39, %41, !dbg !302
  store i64 %42, ptr %12, align 8, !dbg !299
  %43 = load i64, ptr %9, align 8, !dbg !303
  %44 = icmp sgt i64 %43, 0, !dbg !305
  br i1 %44, label %45, label %58, !dbg !306

45:                                               ; preds = %34
  %46 = load i64, ptr %12, align 8, !dbg !307
  %47 = load i64, ptr %8, align 8, !dbg !309
  %48 = add nsw i64 %47, %46, !dbg !309
  store i64 %48, ptr %8, align 8, !dbg !309
  %49 = load i64, ptr %11, align 8, !dbg !310
  %50 = load i64, ptr %9, align 8, !dbg !311
  %51 = sub nsw i64 %50, %49, !dbg !311
  store i64 %51, ptr %9, align 8, !dbg !311
  %52 = load i32, ptr %10, align 4, !dbg !312
  %53 = sext i32 %52 to i64, !dbg !313
  %54 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %53, !dbg !313
  %55 = load i32, ptr %54, align 4, !dbg !313
  %56 = load i32, ptr %7, align 4, !dbg !314
  %57 = add nsw i32 %56, %55, !dbg !314
  store i32 %57, ptr %7, align 4, !dbg !314
  br label %71, !dbg !315

58:                                               ; preds = %34
  %59 = load i64, ptr %12, align 8, !dbg !316
  %60 = load i64, ptr %8, align 8, !dbg !318
  %61 = sub nsw i64 %60, %59, !dbg !318
  store i64 %61, ptr %8, align 8, !dbg !318
  %62 = load i64, ptr %11, align 8, !dbg !319
  %63 = load i64, ptr %9, align 8, !dbg !320
  %64 = add nsw i64 %63, %62, !dbg !320
  store i64 %64, ptr %9, align 8, !dbg !320
  %65 = load i32, ptr %10, align 4, !dbg !321
  %66 = sext i32 %65 to i64, !dbg !322
  %67 = getelementptr inbounds [30 x i32], ptr @atan_tab, i64 0, i64 %66, !dbg !322
  %68 = load i32, ptr %67, align 4, !dbg !322
  %69 = load i32, ptr %7, align 4, !dbg !323
  %70 = sub nsw i32 %69, %68, !dbg !323
  store i32 %70, ptr %7, align 4, !dbg !323
  br label %71

71:                                               ; preds = %58, %45
  br label %72, !dbg !324

72:                                               ; preds = %71
  %73 = load i32, ptr %10, align 4, !dbg !325
  %74 = add nsw i32 %73, 1, !dbg !325
  store i32 %74, ptr %10, align 4, !dbg !325
  br label %31, !dbg !326, !llvm.loop !327

75:                                               ; preds = %31
  %76 = load i64, ptr %8, align 8, !dbg !329
  %77 = mul nsw i64 %76, 326016437, !dbg !330
  %78 = ashr i64 %77, 29, !dbg !331
  %79 = load ptr, ptr %6, align 8, !dbg !332
  store i64 %78, ptr %79, align 8, !dbg !333
  %80 = load i32, ptr %7, align 4, !dbg !334
  ret i32 %80, !dbg !335
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @isqrt64(i64 noundef %0) #0 !dbg !336 {
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
    #dbg_declare(ptr %2, !342, !DIExpression(), !343)
    #dbg_declare(ptr %3, !344, !DIExpression(), !345)
  store i64 0, ptr %3, align 8, !dbg !345
    #dbg_declare(ptr %4, !346, !DIExpression(), !347)
  store i64 4611686018427387904, ptr %4, align 8, !dbg !347
  br label %5, !dbg !348

5:                                                ; preds = %9, %1
  %6 = load i64, ptr %4, align 8, !dbg !349
  %7 = load i64, ptr %2, align 8, !dbg !350
  %8 = icmp ugt i64 %6, %7, !dbg !351
  br i1 %8, label %9, label %12, !dbg !348

9:                                                ; preds = %5
  %10 = load i64, ptr %4, align 8, !dbg !352
  %11 = lshr i64 %10, 2, !dbg !352
  store i64 %11, ptr %4, align 8, !dbg !352
  br label %5, !dbg !348, !llvm.loop !353

12:                                               ; preds = %5
  br label %13, !dbg !355

13:                                               ; preds = %35, %12
  %14 = load i64, ptr %4, align 8, !dbg !356
  %15 = icmp ne i64 %14, 0, !dbg !355
  br i1 %15, label %16, label %38, !dbg !355

16:                                               ; preds = %13
  %17 = load i64, ptr %2, align 8, !dbg !357
  %18 = load i64, ptr %3, align 8, !dbg !360
  %19 = load i64, ptr %4, align 8, !dbg !361
  %20 = add i64 %18, %19, !dbg !362
  %21 = icmp uge i64 %17, %20, !dbg !363
  br i1 %21, label %22, label %32, !dbg !364

22:                                               ; preds = %16
  %23 = load i64, ptr %3, align 8, !dbg !365
  %24 = load i64, ptr %4, align 8, !dbg !367
  %25 = add i64 %23, %24, !dbg !368
  %26 = load i64, ptr %2, align 8, !dbg !369
  %27 = sub i64 %26, %25, !dbg !369
  store i64 %27, ptr %2, align 8, !dbg !369
  %28 = load i64, ptr %3, align 8, !dbg !370
  %29 = lshr i64 %28, 1, !dbg !371
  %30 = load i64, ptr %4, align 8, !dbg !372
  %31 = add i64 %29, %30, !dbg !373
  store i64 %31, ptr %3, align 8, !dbg !374
  br label %35, !dbg !375

32:                                               ; preds = %16
  %33 = load i64, ptr %3, align 8, !dbg !376
  %34 = lshr i64 %33, 1, !dbg !376
  store i64 %34, ptr %3, align 8, !dbg !376
  br label %35

35:                                               ; preds = %32, %22
  %36 = load i64, ptr %4, align 8, !dbg !377
  %37 = lshr i64 %36, 2, !dbg !377
  store i64 %37, ptr %4, align 8, !dbg !377
  br label %13, !dbg !355, !llvm.loop !378

38:                                               ; preds = %13
  %39 = load i64, ptr %3, align 8, !dbg !380
  %40 = trunc i64 %39 to i32, !dbg !381
  ret i32 %40, !dbg !382
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }

!llvm.dbg.cu = !{!29}
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/cordic_fixed_point.c", directory: ".", checksumkind: CSK_MD5, checksum: "f7e39bd0c8f576fb8388e470e7839dad")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 48)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 42)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 43)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 22)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "atan_tab", scope: !29, file: !2, line: 10, type: !45, isLocal: true, isDefinition: true)
!29 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !30, globals: !44, splitDebugInlining: false, nameTableKind: None)
!30 = !{!31, !36, !38, !39, !35, !40}
!31 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !32, line: 26, baseType: !33)
!32 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !34, line: 41, baseType: !35)
!34 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!35 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "int64_t", file: !32, line: 27, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int64_t", file: !34, line: 44, baseType: !38)
!38 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!39 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !41, line: 26, baseType: !42)
!41 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!42 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !34, line: 42, baseType: !43)
!43 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!44 = !{!0, !7, !12, !17, !22, !27}
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 960, elements: !47)
!46 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !31)
!47 = !{!48}
!48 = !DISubrange(count: 30)
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"frame-pointer", i32 2}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 34, type: !58, scopeLine: 34, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !29, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!35}
!60 = !{}
!61 = !DILocalVariable(name: "err_sum", scope: !57, file: !2, line: 35, type: !38)
!62 = !DILocation(line: 35, column: 10, scope: !57)
!63 = !DILocalVariable(name: "deg", scope: !64, file: !2, line: 36, type: !35)
!64 = distinct !DILexicalBlock(scope: !57, file: !2, line: 36, column: 5)
!65 = !DILocation(line: 36, column: 14, scope: !64)
!66 = !DILocation(line: 36, column: 10, scope: !64)
!67 = !DILocation(line: 36, column: 26, scope: !68)
!68 = distinct !DILexicalBlock(scope: !64, file: !2, line: 36, column: 5)
!69 = !DILocation(line: 36, column: 30, scope: !68)
!70 = !DILocation(line: 36, column: 5, scope: !64)
!71 = !DILocalVariable(name: "ang", scope: !72, file: !2, line: 37, type: !31)
!72 = distinct !DILexicalBlock(scope: !68, file: !2, line: 36, column: 49)
!73 = !DILocation(line: 37, column: 17, scope: !72)
!74 = !DILocation(line: 37, column: 49, scope: !72)
!75 = !DILocation(line: 37, column: 47, scope: !72)
!76 = !DILocation(line: 37, column: 53, scope: !72)
!77 = !DILocation(line: 37, column: 23, scope: !72)
!78 = !DILocalVariable(name: "s", scope: !72, file: !2, line: 37, type: !31)
!79 = !DILocation(line: 37, column: 61, scope: !72)
!80 = !DILocalVariable(name: "c", scope: !72, file: !2, line: 37, type: !31)
!81 = !DILocation(line: 37, column: 64, scope: !72)
!82 = !DILocation(line: 38, column: 18, scope: !72)
!83 = !DILocation(line: 38, column: 9, scope: !72)
!84 = !DILocalVariable(name: "r2", scope: !72, file: !2, line: 39, type: !36)
!85 = !DILocation(line: 39, column: 17, scope: !72)
!86 = !DILocation(line: 39, column: 31, scope: !72)
!87 = !DILocation(line: 39, column: 22, scope: !72)
!88 = !DILocation(line: 39, column: 35, scope: !72)
!89 = !DILocation(line: 39, column: 33, scope: !72)
!90 = !DILocation(line: 39, column: 48, scope: !72)
!91 = !DILocation(line: 39, column: 39, scope: !72)
!92 = !DILocation(line: 39, column: 52, scope: !72)
!93 = !DILocation(line: 39, column: 50, scope: !72)
!94 = !DILocation(line: 39, column: 37, scope: !72)
!95 = !DILocalVariable(name: "err", scope: !72, file: !2, line: 40, type: !38)
!96 = !DILocation(line: 40, column: 14, scope: !72)
!97 = !DILocation(line: 40, column: 28, scope: !72)
!98 = !DILocation(line: 40, column: 31, scope: !72)
!99 = !DILocation(line: 40, column: 40, scope: !72)
!100 = !DILocation(line: 41, column: 20, scope: !72)
!101 = !DILocation(line: 41, column: 24, scope: !72)
!102 = !DILocation(line: 41, column: 31, scope: !72)
!103 = !DILocation(line: 41, column: 30, scope: !72)
!104 = !DILocation(line: 41, column: 37, scope: !72)
!105 = !DILocation(line: 41, column: 17, scope: !72)
!106 = !DILocation(line: 42, column: 68, scope: !72)
!107 = !DILocation(line: 42, column: 73, scope: !72)
!108 = !DILocation(line: 42, column: 76, scope: !72)
!109 = !DILocation(line: 42, column: 90, scope: !72)
!110 = !DILocation(line: 42, column: 79, scope: !72)
!111 = !DILocation(line: 42, column: 92, scope: !72)
!112 = !DILocation(line: 42, column: 102, scope: !72)
!113 = !DILocation(line: 42, column: 120, scope: !72)
!114 = !DILocation(line: 42, column: 109, scope: !72)
!115 = !DILocation(line: 42, column: 122, scope: !72)
!116 = !DILocation(line: 42, column: 132, scope: !72)
!117 = !DILocation(line: 42, column: 9, scope: !72)
!118 = !DILocation(line: 43, column: 5, scope: !72)
!119 = !DILocation(line: 36, column: 42, scope: !68)
!120 = !DILocation(line: 36, column: 5, scope: !68)
!121 = distinct !{!121, !70, !122, !123}
!122 = !DILocation(line: 43, column: 5, scope: !64)
!123 = !{!"llvm.loop.mustprogress"}
!124 = !DILocalVariable(name: "mag", scope: !57, file: !2, line: 44, type: !36)
!125 = !DILocation(line: 44, column: 13, scope: !57)
!126 = !DILocalVariable(name: "a", scope: !57, file: !2, line: 45, type: !31)
!127 = !DILocation(line: 45, column: 13, scope: !57)
!128 = !DILocation(line: 45, column: 17, scope: !57)
!129 = !DILocation(line: 46, column: 58, scope: !57)
!130 = !DILocation(line: 46, column: 72, scope: !57)
!131 = !DILocation(line: 46, column: 61, scope: !57)
!132 = !DILocation(line: 46, column: 74, scope: !57)
!133 = !DILocation(line: 46, column: 83, scope: !57)
!134 = !DILocation(line: 46, column: 102, scope: !57)
!135 = !DILocation(line: 46, column: 5, scope: !57)
!136 = !DILocation(line: 47, column: 9, scope: !57)
!137 = !DILocation(line: 47, column: 7, scope: !57)
!138 = !DILocation(line: 48, column: 59, scope: !57)
!139 = !DILocation(line: 48, column: 73, scope: !57)
!140 = !DILocation(line: 48, column: 62, scope: !57)
!141 = !DILocation(line: 48, column: 75, scope: !57)
!142 = !DILocation(line: 48, column: 84, scope: !57)
!143 = !DILocation(line: 48, column: 103, scope: !57)
!144 = !DILocation(line: 48, column: 5, scope: !57)
!145 = !DILocation(line: 49, column: 33, scope: !57)
!146 = !DILocation(line: 49, column: 54, scope: !57)
!147 = !DILocation(line: 49, column: 94, scope: !57)
!148 = !DILocation(line: 49, column: 5, scope: !57)
!149 = !DILocation(line: 50, column: 38, scope: !57)
!150 = !DILocation(line: 50, column: 5, scope: !57)
!151 = !DILocation(line: 51, column: 18, scope: !57)
!152 = !DILocation(line: 51, column: 26, scope: !57)
!153 = !DILocation(line: 51, column: 12, scope: !57)
!154 = !DILocation(line: 51, column: 5, scope: !57)
!155 = distinct !DISubprogram(name: "sincos_q", scope: !2, file: !2, line: 14, type: !156, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !60)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !31, !158, !158}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !31, size: 64)
!159 = !DILocalVariable(name: "ang", arg: 1, scope: !155, file: !2, line: 14, type: !31)
!160 = !DILocation(line: 14, column: 30, scope: !155)
!161 = !DILocalVariable(name: "s", arg: 2, scope: !155, file: !2, line: 14, type: !158)
!162 = !DILocation(line: 14, column: 44, scope: !155)
!163 = !DILocalVariable(name: "c", arg: 3, scope: !155, file: !2, line: 14, type: !158)
!164 = !DILocation(line: 14, column: 56, scope: !155)
!165 = !DILocalVariable(name: "neg", scope: !155, file: !2, line: 15, type: !35)
!166 = !DILocation(line: 15, column: 9, scope: !155)
!167 = !DILocation(line: 16, column: 9, scope: !168)
!168 = distinct !DILexicalBlock(scope: !155, file: !2, line: 16, column: 9)
!169 = !DILocation(line: 16, column: 13, scope: !168)
!170 = !DILocation(line: 16, column: 9, scope: !155)
!171 = !DILocation(line: 16, column: 31, scope: !172)
!172 = distinct !DILexicalBlock(scope: !168, file: !2, line: 16, column: 25)
!173 = !DILocation(line: 16, column: 44, scope: !172)
!174 = !DILocation(line: 16, column: 49, scope: !172)
!175 = !DILocation(line: 16, column: 60, scope: !176)
!176 = distinct !DILexicalBlock(scope: !168, file: !2, line: 16, column: 60)
!177 = !DILocation(line: 16, column: 64, scope: !176)
!178 = !DILocation(line: 16, column: 60, scope: !168)
!179 = !DILocation(line: 16, column: 83, scope: !180)
!180 = distinct !DILexicalBlock(scope: !176, file: !2, line: 16, column: 77)
!181 = !DILocation(line: 16, column: 96, scope: !180)
!182 = !DILocation(line: 16, column: 101, scope: !180)
!183 = !DILocalVariable(name: "x", scope: !155, file: !2, line: 17, type: !31)
!184 = !DILocation(line: 17, column: 13, scope: !155)
!185 = !DILocalVariable(name: "y", scope: !155, file: !2, line: 17, type: !31)
!186 = !DILocation(line: 17, column: 24, scope: !155)
!187 = !DILocalVariable(name: "z", scope: !155, file: !2, line: 17, type: !31)
!188 = !DILocation(line: 17, column: 31, scope: !155)
!189 = !DILocation(line: 17, column: 35, scope: !155)
!190 = !DILocalVariable(name: "i", scope: !191, file: !2, line: 18, type: !35)
!191 = distinct !DILexicalBlock(scope: !155, file: !2, line: 18, column: 5)
!192 = !DILocation(line: 18, column: 14, scope: !191)
!193 = !DILocation(line: 18, column: 10, scope: !191)
!194 = !DILocation(line: 18, column: 21, scope: !195)
!195 = distinct !DILexicalBlock(scope: !191, file: !2, line: 18, column: 5)
!196 = !DILocation(line: 18, column: 23, scope: !195)
!197 = !DILocation(line: 18, column: 5, scope: !191)
!198 = !DILocalVariable(name: "dx", scope: !199, file: !2, line: 19, type: !31)
!199 = distinct !DILexicalBlock(scope: !195, file: !2, line: 18, column: 34)
!200 = !DILocation(line: 19, column: 17, scope: !199)
!201 = !DILocation(line: 19, column: 22, scope: !199)
!202 = !DILocation(line: 19, column: 27, scope: !199)
!203 = !DILocation(line: 19, column: 24, scope: !199)
!204 = !DILocalVariable(name: "dy", scope: !199, file: !2, line: 19, type: !31)
!205 = !DILocation(line: 19, column: 30, scope: !199)
!206 = !DILocation(line: 19, column: 35, scope: !199)
!207 = !DILocation(line: 19, column: 40, scope: !199)
!208 = !DILocation(line: 19, column: 37, scope: !199)
!209 = !DILocation(line: 20, column: 13, scope: !210)
!210 = distinct !DILexicalBlock(scope: !199, file: !2, line: 20, column: 13)
!211 = !DILocation(line: 20, column: 15, scope: !210)
!212 = !DILocation(line: 20, column: 13, scope: !199)
!213 = !DILocation(line: 20, column: 28, scope: !214)
!214 = distinct !DILexicalBlock(scope: !210, file: !2, line: 20, column: 21)
!215 = !DILocation(line: 20, column: 25, scope: !214)
!216 = !DILocation(line: 20, column: 37, scope: !214)
!217 = !DILocation(line: 20, column: 34, scope: !214)
!218 = !DILocation(line: 20, column: 55, scope: !214)
!219 = !DILocation(line: 20, column: 46, scope: !214)
!220 = !DILocation(line: 20, column: 43, scope: !214)
!221 = !DILocation(line: 20, column: 59, scope: !214)
!222 = !DILocation(line: 20, column: 73, scope: !223)
!223 = distinct !DILexicalBlock(scope: !210, file: !2, line: 20, column: 66)
!224 = !DILocation(line: 20, column: 70, scope: !223)
!225 = !DILocation(line: 20, column: 82, scope: !223)
!226 = !DILocation(line: 20, column: 79, scope: !223)
!227 = !DILocation(line: 20, column: 100, scope: !223)
!228 = !DILocation(line: 20, column: 91, scope: !223)
!229 = !DILocation(line: 20, column: 88, scope: !223)
!230 = !DILocation(line: 21, column: 5, scope: !199)
!231 = !DILocation(line: 18, column: 30, scope: !195)
!232 = !DILocation(line: 18, column: 5, scope: !195)
!233 = distinct !{!233, !197, !234, !123}
!234 = !DILocation(line: 21, column: 5, scope: !191)
!235 = !DILocation(line: 22, column: 10, scope: !155)
!236 = !DILocation(line: 22, column: 17, scope: !155)
!237 = !DILocation(line: 22, column: 16, scope: !155)
!238 = !DILocation(line: 22, column: 21, scope: !155)
!239 = !DILocation(line: 22, column: 6, scope: !155)
!240 = !DILocation(line: 22, column: 8, scope: !155)
!241 = !DILocation(line: 22, column: 29, scope: !155)
!242 = !DILocation(line: 22, column: 36, scope: !155)
!243 = !DILocation(line: 22, column: 35, scope: !155)
!244 = !DILocation(line: 22, column: 40, scope: !155)
!245 = !DILocation(line: 22, column: 25, scope: !155)
!246 = !DILocation(line: 22, column: 27, scope: !155)
!247 = !DILocation(line: 23, column: 1, scope: !155)
!248 = distinct !DISubprogram(name: "atan2_q", scope: !2, file: !2, line: 24, type: !249, scopeLine: 24, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !60)
!249 = !DISubroutineType(types: !250)
!250 = !{!31, !31, !31, !251}
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !36, size: 64)
!252 = !DILocalVariable(name: "y", arg: 1, scope: !248, file: !2, line: 24, type: !31)
!253 = !DILocation(line: 24, column: 32, scope: !248)
!254 = !DILocalVariable(name: "x", arg: 2, scope: !248, file: !2, line: 24, type: !31)
!255 = !DILocation(line: 24, column: 43, scope: !248)
!256 = !DILocalVariable(name: "mag", arg: 3, scope: !248, file: !2, line: 24, type: !251)
!257 = !DILocation(line: 24, column: 55, scope: !248)
!258 = !DILocalVariable(name: "z", scope: !248, file: !2, line: 25, type: !31)
!259 = !DILocation(line: 25, column: 13, scope: !248)
!260 = !DILocalVariable(name: "X", scope: !248, file: !2, line: 26, type: !36)
!261 = !DILocation(line: 26, column: 13, scope: !248)
!262 = !DILocation(line: 26, column: 17, scope: !248)
!263 = !DILocalVariable(name: "Y", scope: !248, file: !2, line: 26, type: !36)
!264 = !DILocation(line: 26, column: 20, scope: !248)
!265 = !DILocation(line: 26, column: 24, scope: !248)
!266 = !DILocation(line: 27, column: 9, scope: !267)
!267 = distinct !DILexicalBlock(scope: !248, file: !2, line: 27, column: 9)
!268 = !DILocation(line: 27, column: 11, scope: !267)
!269 = !DILocation(line: 27, column: 9, scope: !248)
!270 = !DILocation(line: 27, column: 23, scope: !271)
!271 = distinct !DILexicalBlock(scope: !267, file: !2, line: 27, column: 16)
!272 = !DILocation(line: 27, column: 22, scope: !271)
!273 = !DILocation(line: 27, column: 20, scope: !271)
!274 = !DILocation(line: 27, column: 31, scope: !271)
!275 = !DILocation(line: 27, column: 30, scope: !271)
!276 = !DILocation(line: 27, column: 28, scope: !271)
!277 = !DILocation(line: 27, column: 38, scope: !271)
!278 = !DILocation(line: 27, column: 40, scope: !271)
!279 = !DILocation(line: 27, column: 36, scope: !271)
!280 = !DILocation(line: 27, column: 66, scope: !271)
!281 = !DILocation(line: 27, column: 65, scope: !271)
!282 = !DILocation(line: 27, column: 63, scope: !271)
!283 = !DILocation(line: 27, column: 69, scope: !271)
!284 = !DILocalVariable(name: "i", scope: !285, file: !2, line: 28, type: !35)
!285 = distinct !DILexicalBlock(scope: !248, file: !2, line: 28, column: 5)
!286 = !DILocation(line: 28, column: 14, scope: !285)
!287 = !DILocation(line: 28, column: 10, scope: !285)
!288 = !DILocation(line: 28, column: 21, scope: !289)
!289 = distinct !DILexicalBlock(scope: !285, file: !2, line: 28, column: 5)
!290 = !DILocation(line: 28, column: 23, scope: !289)
!291 = !DILocation(line: 28, column: 5, scope: !285)
!292 = !DILocalVariable(name: "dx", scope: !293, file: !2, line: 28, type: !36)
!293 = distinct !DILexicalBlock(scope: !289, file: !2, line: 28, column: 34)
!294 = !DILocation(line: 28, column: 44, scope: !293)
!295 = !DILocation(line: 28, column: 49, scope: !293)
!296 = !DILocation(line: 28, column: 54, scope: !293)
!297 = !DILocation(line: 28, column: 51, scope: !293)
!298 = !DILocalVariable(name: "dy", scope: !293, file: !2, line: 28, type: !36)
!299 = !DILocation(line: 28, column: 57, scope: !293)
!300 = !DILocation(line: 28, column: 62, scope: !293)
!301 = !DILocation(line: 28, column: 67, scope: !293)
!302 = !DILocation(line: 28, column: 64, scope: !293)
!303 = !DILocation(line: 28, column: 74, scope: !304)
!304 = distinct !DILexicalBlock(scope: !293, file: !2, line: 28, column: 74)
!305 = !DILocation(line: 28, column: 76, scope: !304)
!306 = !DILocation(line: 28, column: 74, scope: !293)
!307 = !DILocation(line: 28, column: 88, scope: !308)
!308 = distinct !DILexicalBlock(scope: !304, file: !2, line: 28, column: 81)
!309 = !DILocation(line: 28, column: 85, scope: !308)
!310 = !DILocation(line: 28, column: 97, scope: !308)
!311 = !DILocation(line: 28, column: 94, scope: !308)
!312 = !DILocation(line: 28, column: 115, scope: !308)
!313 = !DILocation(line: 28, column: 106, scope: !308)
!314 = !DILocation(line: 28, column: 103, scope: !308)
!315 = !DILocation(line: 28, column: 119, scope: !308)
!316 = !DILocation(line: 28, column: 133, scope: !317)
!317 = distinct !DILexicalBlock(scope: !304, file: !2, line: 28, column: 126)
!318 = !DILocation(line: 28, column: 130, scope: !317)
!319 = !DILocation(line: 28, column: 142, scope: !317)
!320 = !DILocation(line: 28, column: 139, scope: !317)
!321 = !DILocation(line: 28, column: 160, scope: !317)
!322 = !DILocation(line: 28, column: 151, scope: !317)
!323 = !DILocation(line: 28, column: 148, scope: !317)
!324 = !DILocation(line: 28, column: 166, scope: !293)
!325 = !DILocation(line: 28, column: 30, scope: !289)
!326 = !DILocation(line: 28, column: 5, scope: !289)
!327 = distinct !{!327, !291, !328, !123}
!328 = !DILocation(line: 28, column: 166, scope: !285)
!329 = !DILocation(line: 29, column: 12, scope: !248)
!330 = !DILocation(line: 29, column: 14, scope: !248)
!331 = !DILocation(line: 29, column: 22, scope: !248)
!332 = !DILocation(line: 29, column: 6, scope: !248)
!333 = !DILocation(line: 29, column: 10, scope: !248)
!334 = !DILocation(line: 30, column: 12, scope: !248)
!335 = !DILocation(line: 30, column: 5, scope: !248)
!336 = distinct !DISubprogram(name: "isqrt64", scope: !2, file: !2, line: 32, type: !337, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !29, retainedNodes: !60)
!337 = !DISubroutineType(types: !338)
!338 = !{!40, !339}
!339 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !41, line: 27, baseType: !340)
!340 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !34, line: 45, baseType: !341)
!341 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!342 = !DILocalVariable(name: "v", arg: 1, scope: !336, file: !2, line: 32, type: !339)
!343 = !DILocation(line: 32, column: 34, scope: !336)
!344 = !DILocalVariable(name: "r", scope: !336, file: !2, line: 32, type: !339)
!345 = !DILocation(line: 32, column: 48, scope: !336)
!346 = !DILocalVariable(name: "bit", scope: !336, file: !2, line: 32, type: !339)
!347 = !DILocation(line: 32, column: 55, scope: !336)
!348 = !DILocation(line: 32, column: 73, scope: !336)
!349 = !DILocation(line: 32, column: 80, scope: !336)
!350 = !DILocation(line: 32, column: 86, scope: !336)
!351 = !DILocation(line: 32, column: 84, scope: !336)
!352 = !DILocation(line: 32, column: 93, scope: !336)
!353 = distinct !{!353, !348, !354, !123}
!354 = !DILocation(line: 32, column: 97, scope: !336)
!355 = !DILocation(line: 32, column: 100, scope: !336)
!356 = !DILocation(line: 32, column: 107, scope: !336)
!357 = !DILocation(line: 32, column: 118, scope: !358)
!358 = distinct !DILexicalBlock(scope: !359, file: !2, line: 32, column: 118)
!359 = distinct !DILexicalBlock(scope: !336, file: !2, line: 32, column: 112)
!360 = !DILocation(line: 32, column: 123, scope: !358)
!361 = !DILocation(line: 32, column: 127, scope: !358)
!362 = !DILocation(line: 32, column: 125, scope: !358)
!363 = !DILocation(line: 32, column: 120, scope: !358)
!364 = !DILocation(line: 32, column: 118, scope: !359)
!365 = !DILocation(line: 32, column: 139, scope: !366)
!366 = distinct !DILexicalBlock(scope: !358, file: !2, line: 32, column: 132)
!367 = !DILocation(line: 32, column: 143, scope: !366)
!368 = !DILocation(line: 32, column: 141, scope: !366)
!369 = !DILocation(line: 32, column: 136, scope: !366)
!370 = !DILocation(line: 32, column: 153, scope: !366)
!371 = !DILocation(line: 32, column: 155, scope: !366)
!372 = !DILocation(line: 32, column: 163, scope: !366)
!373 = !DILocation(line: 32, column: 161, scope: !366)
!374 = !DILocation(line: 32, column: 150, scope: !366)
!375 = !DILocation(line: 32, column: 168, scope: !366)
!376 = !DILocation(line: 32, column: 177, scope: !358)
!377 = !DILocation(line: 32, column: 188, scope: !359)
!378 = distinct !{!378, !355, !379, !123}
!379 = !DILocation(line: 32, column: 195, scope: !336)
!380 = !DILocation(line: 32, column: 214, scope: !336)
!381 = !DILocation(line: 32, column: 204, scope: !336)
!382 = !DILocation(line: 32, column: 197, scope: !336)
