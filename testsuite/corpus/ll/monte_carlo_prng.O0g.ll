; ModuleID = 'programs/monte_carlo_prng.c'
source_filename = "programs/monte_carlo_prng.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [11 x i8] c"pi ~ %.5f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"%d:%d \00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [22 x i8] c"walk end=%ld max=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [11 x i8] c"chi2=%.3f\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [32 x i8] c"first pcg %08x %08x xs %016llx\0A\00", align 1, !dbg !24
@s0 = internal global i64 1, align 8, !dbg !29
@s1 = internal global i64 2, align 8, !dbg !41
@lcg = internal global i32 42, align 4, !dbg !46
@pcg_state = internal global i64 -8846114313915602277, align 8, !dbg !48
@pcg_inc = internal global i64 -2720673578348880933, align 8, !dbg !50

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !60 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca double, align 8
  %6 = alloca double, align 8
  %7 = alloca [13 x i32], align 16
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca [16 x i32], align 16
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  %16 = alloca i32, align 4
  %17 = alloca double, align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !64, !DIExpression(), !66)
  store i64 0, ptr %2, align 8, !dbg !66
    #dbg_declare(ptr %3, !67, !DIExpression(), !68)
  store i64 200000, ptr %3, align 8, !dbg !68
    #dbg_declare(ptr %4, !69, !DIExpression(), !71)
  store i64 0, ptr %4, align 8, !dbg !71
  br label %20, !dbg !72

20:                                               ; preds = %38, %0
  %21 = load i64, ptr %4, align 8, !dbg !73
  %22 = load i64, ptr %3, align 8, !dbg !75
  %23 = icmp slt i64 %21, %22, !dbg !76
  br i1 %23, label %24, label %41, !dbg !77

24:                                               ; preds = %20
    #dbg_declare(ptr %5, !78, !DIExpression(), !81)
  %25 = call double @unif(), !dbg !82
  store double %25, ptr %5, align 8, !dbg !81
    #dbg_declare(ptr %6, !83, !DIExpression(), !84)
  %26 = call double @unif(), !dbg !85
  store double %26, ptr %6, align 8, !dbg !84
  %27 = load double, ptr %5, align 8, !dbg !86
  %28 = load double, ptr %5, align 8, !dbg !88
  %29 = load double, ptr %6, align 8, !dbg !89
  %30 = load double, ptr %6, align 8, !dbg !90
  %31 = fmul double %29, %30, !dbg !91
  %32 = call double @llvm.fmuladd.f64(double %27, double %28, double %31), !dbg !92
  %33 = fcmp olt double %32, 1.000000e+00, !dbg !93
  br i1 %33, label %34, label %37, !dbg !94

34:                                               ; preds = %24
  %35 = load i64, ptr %2, align 8, !dbg !95
  %36 = add nsw i64 %35, 1, !dbg !95
  store i64 %36, ptr %2, align 8, !dbg !95
  br label %37, !dbg !96

37:                                               ; preds = %34, %24
  br label %38, !dbg !97

38:                                               ; preds = %37
  %39 = load i64, ptr %4, align 8, !dbg !98
  %40 = add nsw i64 %39, 1, !dbg !98
  store i64 %40, ptr %4, align 8, !dbg !98
  br label %20, !dbg !99, !llvm.loop !100

41:                                               ; preds = %20
  %42 = load i64, ptr %2, align 8, !dbg !103
  %43 = sitofp i64 %42 to double, !dbg !103
  %44 = fmul double 4.000000e+00, %43, !dbg !104
  %45 = load i64, ptr %3, align 8, !dbg !105
  %46 = sitofp i64 %45 to double, !dbg !105
  %47 = fdiv double %44, %46, !dbg !106
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %47), !dbg !107
    #dbg_declare(ptr %7, !108, !DIExpression(), !112)
  call void @llvm.memset.p0.i64(ptr align 16 %7, i8 0, i64 52, i1 false), !dbg !112
    #dbg_declare(ptr %8, !113, !DIExpression(), !115)
  store i32 0, ptr %8, align 4, !dbg !115
  br label %49, !dbg !116

49:                                               ; preds = %66, %41
  %50 = load i32, ptr %8, align 4, !dbg !117
  %51 = icmp slt i32 %50, 36000, !dbg !119
  br i1 %51, label %52, label %69, !dbg !120

52:                                               ; preds = %49
  %53 = call i64 @xs128p(), !dbg !121
  %54 = urem i64 %53, 6, !dbg !122
  %55 = trunc i64 %54 to i32, !dbg !123
  %56 = add nsw i32 %55, 1, !dbg !124
  %57 = call i64 @xs128p(), !dbg !125
  %58 = urem i64 %57, 6, !dbg !126
  %59 = trunc i64 %58 to i32, !dbg !127
  %60 = add nsw i32 %56, %59, !dbg !128
  %61 = add nsw i32 %60, 1, !dbg !129
  %62 = sext i32 %61 to i64, !dbg !130
  %63 = getelementptr inbounds [13 x i32], ptr %7, i64 0, i64 %62, !dbg !130
  %64 = load i32, ptr %63, align 4, !dbg !131
  %65 = add nsw i32 %64, 1, !dbg !131
  store i32 %65, ptr %63, align 4, !dbg !131
  br label %66, !dbg !130

66:                                               ; preds = %52
  %67 = load i32, ptr %8, align 4, !dbg !132
  %68 = add nsw i32 %67, 1, !dbg !132
  store i32 %68, ptr %8, align 4, !dbg !132
  br label %49, !dbg !133, !llvm.loop !134

69:                                               ; preds = %49
    #dbg_declare(ptr %9, !136, !DIExpression(), !138)
  store i32 2, ptr %9, align 4, !dbg !138
  br label %70, !dbg !139

70:                                               ; preds = %80, %69
  %71 = load i32, ptr %9, align 4, !dbg !140
  %72 = icmp sle i32 %71, 12, !dbg !142
  br i1 %72, label %73, label %83, !dbg !143

73:                                               ; preds = %70
  %74 = load i32, ptr %9, align 4, !dbg !144
  %75 = load i32, ptr %9, align 4, !dbg !145
  %76 = sext i32 %75 to i64, !dbg !146
  %77 = getelementptr inbounds [13 x i32], ptr %7, i64 0, i64 %76, !dbg !146
  %78 = load i32, ptr %77, align 4, !dbg !146
  %79 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %74, i32 noundef %78), !dbg !147
  br label %80, !dbg !147

80:                                               ; preds = %73
  %81 = load i32, ptr %9, align 4, !dbg !148
  %82 = add nsw i32 %81, 1, !dbg !148
  store i32 %82, ptr %9, align 4, !dbg !148
  br label %70, !dbg !149, !llvm.loop !150

83:                                               ; preds = %70
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.2), !dbg !152
    #dbg_declare(ptr %10, !153, !DIExpression(), !154)
  store i64 0, ptr %10, align 8, !dbg !154
    #dbg_declare(ptr %11, !155, !DIExpression(), !156)
  store i64 0, ptr %11, align 8, !dbg !156
    #dbg_declare(ptr %12, !157, !DIExpression(), !159)
  store i32 0, ptr %12, align 4, !dbg !159
  br label %85, !dbg !160

85:                                               ; preds = %103, %83
  %86 = load i32, ptr %12, align 4, !dbg !161
  %87 = icmp slt i32 %86, 100000, !dbg !163
  br i1 %87, label %88, label %106, !dbg !164

88:                                               ; preds = %85
  %89 = call i32 @lcg_next(), !dbg !165
  %90 = and i32 %89, 1, !dbg !167
  %91 = icmp ne i32 %90, 0, !dbg !168
  %92 = zext i1 %91 to i64, !dbg !168
  %93 = select i1 %91, i32 1, i32 -1, !dbg !168
  %94 = sext i32 %93 to i64, !dbg !168
  %95 = load i64, ptr %10, align 8, !dbg !169
  %96 = add nsw i64 %95, %94, !dbg !169
  store i64 %96, ptr %10, align 8, !dbg !169
  %97 = load i64, ptr %10, align 8, !dbg !170
  %98 = load i64, ptr %11, align 8, !dbg !172
  %99 = icmp sgt i64 %97, %98, !dbg !173
  br i1 %99, label %100, label %102, !dbg !174

100:                                              ; preds = %88
  %101 = load i64, ptr %10, align 8, !dbg !175
  store i64 %101, ptr %11, align 8, !dbg !176
  br label %102, !dbg !177

102:                                              ; preds = %100, %88
  br label %103, !dbg !178

103:                                              ; preds = %102
  %104 = load i32, ptr %12, align 4, !dbg !179
  %105 = add nsw i32 %104, 1, !dbg !179
  store i32 %105, ptr %12, align 4, !dbg !179
  br label %85, !dbg !180, !llvm.loop !181

106:                                              ; preds = %85
  %107 = load i64, ptr %10, align 8, !dbg !183
  %108 = load i64, ptr %11, align 8, !dbg !184
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %107, i64 noundef %108), !dbg !185
    #dbg_declare(ptr %13, !186, !DIExpression(), !190)
  call void @llvm.memset.p0.i64(ptr align 16 %13, i8 0, i64 64, i1 false), !dbg !190
    #dbg_declare(ptr %14, !191, !DIExpression(), !193)
  store i32 0, ptr %14, align 4, !dbg !193
  br label %110, !dbg !194

110:                                              ; preds = %120, %106
  %111 = load i32, ptr %14, align 4, !dbg !195
  %112 = icmp slt i32 %111, 160000, !dbg !197
  br i1 %112, label %113, label %123, !dbg !198

113:                                              ; preds = %110
  %114 = call i32 @pcg32(), !dbg !199
  %115 = lshr i32 %114, 28, !dbg !200
  %116 = zext i32 %115 to i64, !dbg !201
  %117 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 %116, !dbg !201
  %118 = load i32, ptr %117, align 4, !dbg !202
  %119 = add nsw i32 %118, 1, !dbg !202
  store i32 %119, ptr %117, align 4, !dbg !202
  br label %120, !dbg !201

120:                                              ; preds = %113
  %121 = load i32, ptr %14, align 4, !dbg !203
  %122 = add nsw i32 %121, 1, !dbg !203
  store i32 %122, ptr %14, align 4, !dbg !203
  br label %110, !dbg !204, !llvm.loop !205

123:                                              ; preds = %110
    #dbg_declare(ptr %15, !207, !DIExpression(), !208)
  store double 0.000000e+00, ptr %15, align 8, !dbg !208
    #dbg_declare(ptr %16, !209, !DIExpression(), !211)
  store i32 0, ptr %16, align 4, !dbg !211
  br label %124, !dbg !212

124:                                              ; preds = %140, %123
  %125 = load i32, ptr %16, align 4, !dbg !213
  %126 = icmp slt i32 %125, 16, !dbg !215
  br i1 %126, label %127, label %143, !dbg !216

127:                                              ; preds = %124
    #dbg_declare(ptr %17, !217, !DIExpression(), !219)
  %128 = load i32, ptr %16, align 4, !dbg !220
  %129 = sext i32 %128 to i64, !dbg !221
  %130 = getelementptr inbounds [16 x i32], ptr %13, i64 0, i64 %129, !dbg !221
  %131 = load i32, ptr %130, align 4, !dbg !221
  %132 = sitofp i32 %131 to double, !dbg !221
  %133 = fsub double %132, 1.000000e+04, !dbg !222
  store double %133, ptr %17, align 8, !dbg !219
  %134 = load double, ptr %17, align 8, !dbg !223
  %135 = load double, ptr %17, align 8, !dbg !224
  %136 = fmul double %134, %135, !dbg !225
  %137 = fdiv double %136, 1.000000e+04, !dbg !226
  %138 = load double, ptr %15, align 8, !dbg !227
  %139 = fadd double %138, %137, !dbg !227
  store double %139, ptr %15, align 8, !dbg !227
  br label %140, !dbg !228

140:                                              ; preds = %127
  %141 = load i32, ptr %16, align 4, !dbg !229
  %142 = add nsw i32 %141, 1, !dbg !229
  store i32 %142, ptr %16, align 4, !dbg !229
  br label %124, !dbg !230, !llvm.loop !231

143:                                              ; preds = %124
  %144 = load double, ptr %15, align 8, !dbg !233
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %144), !dbg !234
    #dbg_declare(ptr %18, !235, !DIExpression(), !236)
  %146 = call i32 @pcg32(), !dbg !237
  store i32 %146, ptr %18, align 4, !dbg !236
    #dbg_declare(ptr %19, !238, !DIExpression(), !239)
  %147 = call i32 @pcg32(), !dbg !240
  store i32 %147, ptr %19, align 4, !dbg !239
  %148 = load i32, ptr %18, align 4, !dbg !241
  %149 = load i32, ptr %19, align 4, !dbg !242
  %150 = call i64 @xs128p(), !dbg !243
  %151 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %148, i32 noundef %149, i64 noundef %150), !dbg !244
  %152 = load i64, ptr %2, align 8, !dbg !245
  %153 = srem i64 %152, 256, !dbg !246
  %154 = trunc i64 %153 to i32, !dbg !247
  ret i32 %154, !dbg !248
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @unif() #0 !dbg !249 {
  %1 = call i32 @pcg32(), !dbg !252
  %2 = lshr i32 %1, 8, !dbg !253
  %3 = uitofp i32 %2 to double, !dbg !254
  %4 = fmul double %3, 0x3E70000000000000, !dbg !255
  ret double %4, !dbg !256
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @xs128p() #0 !dbg !257 {
  %1 = alloca i64, align 8
  %2 = alloca i64, align 8
    #dbg_declare(ptr %1, !260, !DIExpression(), !261)
  %3 = load i64, ptr @s0, align 8, !dbg !262
  store i64 %3, ptr %1, align 8, !dbg !261
    #dbg_declare(ptr %2, !263, !DIExpression(), !264)
  %4 = load i64, ptr @s1, align 8, !dbg !265
  store i64 %4, ptr %2, align 8, !dbg !264
  %5 = load i64, ptr %2, align 8, !dbg !266
  store i64 %5, ptr @s0, align 8, !dbg !267
  %6 = load i64, ptr %1, align 8, !dbg !268
  %7 = shl i64 %6, 23, !dbg !269
  %8 = load i64, ptr %1, align 8, !dbg !270
  %9 = xor i64 %8, %7, !dbg !270
  store i64 %9, ptr %1, align 8, !dbg !270
  %10 = load i64, ptr %1, align 8, !dbg !271
  %11 = load i64, ptr %2, align 8, !dbg !272
  %12 = xor i64 %10, %11, !dbg !273
  %13 = load i64, ptr %1, align 8, !dbg !274
  %14 = lshr i64 %13, 17, !dbg !275
  %15 = xor i64 %12, %14, !dbg !276
  %16 = load i64, ptr %2, align 8, !dbg !277
  %17 = lshr i64 %16, 26, !dbg !278
  %18 = xor i64 %15, %17, !dbg !279
  store i64 %18, ptr @s1, align 8, !dbg !280
  %19 = load i64, ptr @s1, align 8, !dbg !281
  %20 = load i64, ptr %2, align 8, !dbg !282
  %21 = add i64 %19, %20, !dbg !283
  ret i64 %21, !dbg !284
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @lcg_next() #0 !dbg !285 {
  %1 = load i32, ptr @lcg, align 4, !dbg !288
  %2 = mul i32 %1, 1103515245, !dbg !289
  %3 = add i32 %2, 12345, !dbg !290
  store i32 %3, ptr @lcg, align 4, !dbg !291
  %4 = load i32, ptr @lcg, align 4, !dbg !292
  %5 = lshr i32 %4, 16, !dbg !293
  %6 = and i32 %5, 32767, !dbg !294
  ret i32 %6, !dbg !295
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @pcg32() #0 !dbg !296 {
  %1 = alloca i64, align 8
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
    #dbg_declare(ptr %1, !297, !DIExpression(), !298)
  %4 = load i64, ptr @pcg_state, align 8, !dbg !299
  store i64 %4, ptr %1, align 8, !dbg !298
  %5 = load i64, ptr %1, align 8, !dbg !300
  %6 = mul i64 %5, 6364136223846793005, !dbg !301
  %7 = load i64, ptr @pcg_inc, align 8, !dbg !302
  %8 = add i64 %6, %7, !dbg !303
  store i64 %8, ptr @pcg_state, align 8, !dbg !304
    #dbg_declare(ptr %2, !305, !DIExpression(), !306)
  %9 = load i64, ptr %1, align 8, !dbg !307
  %10 = lshr i64 %9, 18, !dbg !308
  %11 = load i64, ptr %1, align 8, !dbg !309
  %12 = xor i64 %10, %11, !dbg !310
  %13 = lshr i64 %12, 27, !dbg !311
  %14 = trunc i64 %13 to i32, !dbg !312
  store i32 %14, ptr %2, align 4, !dbg !306
    #dbg_declare(ptr %3, !313, !DIExpression(), !314)
  %15 = load i64, ptr %1, align 8, !dbg !315
  %16 = lshr i64 %15, 59, !dbg !316
  %17 = trunc i64 %16 to i32, !dbg !317
  store i32 %17, ptr %3, align 4, !dbg !314
  %18 = load i32, ptr %2, align 4, !dbg !318
  %19 = load i32, ptr %3, align 4, !dbg !319
  %20 = lshr i32 %18, %19, !dbg !320
  %21 = load i32, ptr %2, align 4, !dbg !321
  %22 = load i32, ptr %3, align 4, !dbg !322
  %23 = sub i32 0, %22, !dbg !323
  %24 = and i32 %23, 31, !dbg !324
  %25 = shl i32 %21, %24, !dbg !325
  %26 = or i32 %20, %25, !dbg !326
  ret i32 %26, !dbg !327
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/monte_carlo_prng.c", directory: ".", checksumkind: CSK_MD5, checksum: "74702f5bb97087e16f62eef40b0716be")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 11)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 2)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 22)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 256, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 32)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(name: "s0", scope: !31, file: !2, line: 8, type: !43, isLocal: true, isDefinition: true)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !32, globals: !40, splitDebugInlining: false, nameTableKind: None)
!32 = !{!33, !34, !35}
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !36, line: 26, baseType: !37)
!36 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !38, line: 42, baseType: !39)
!38 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!39 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!40 = !{!0, !7, !12, !17, !22, !24, !29, !41, !46, !48, !50}
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "s1", scope: !31, file: !2, line: 8, type: !43, isLocal: true, isDefinition: true)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !36, line: 27, baseType: !44)
!44 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !38, line: 45, baseType: !45)
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "lcg", scope: !31, file: !2, line: 10, type: !35, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(name: "pcg_state", scope: !31, file: !2, line: 6, type: !43, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(name: "pcg_inc", scope: !31, file: !2, line: 6, type: !43, isLocal: true, isDefinition: true)
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"frame-pointer", i32 2}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 13, type: !61, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !31, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!33}
!63 = !{}
!64 = !DILocalVariable(name: "inside", scope: !60, file: !2, line: 14, type: !65)
!65 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!66 = !DILocation(line: 14, column: 10, scope: !60)
!67 = !DILocalVariable(name: "N", scope: !60, file: !2, line: 14, type: !65)
!68 = !DILocation(line: 14, column: 22, scope: !60)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 14, type: !65)
!70 = distinct !DILexicalBlock(scope: !60, file: !2, line: 14, column: 34)
!71 = !DILocation(line: 14, column: 44, scope: !70)
!72 = !DILocation(line: 14, column: 39, scope: !70)
!73 = !DILocation(line: 14, column: 51, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !2, line: 14, column: 34)
!75 = !DILocation(line: 14, column: 55, scope: !74)
!76 = !DILocation(line: 14, column: 53, scope: !74)
!77 = !DILocation(line: 14, column: 34, scope: !70)
!78 = !DILocalVariable(name: "x", scope: !79, file: !2, line: 14, type: !80)
!79 = distinct !DILexicalBlock(scope: !74, file: !2, line: 14, column: 63)
!80 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!81 = !DILocation(line: 14, column: 72, scope: !79)
!82 = !DILocation(line: 14, column: 76, scope: !79)
!83 = !DILocalVariable(name: "y", scope: !79, file: !2, line: 14, type: !80)
!84 = !DILocation(line: 14, column: 84, scope: !79)
!85 = !DILocation(line: 14, column: 88, scope: !79)
!86 = !DILocation(line: 14, column: 100, scope: !87)
!87 = distinct !DILexicalBlock(scope: !79, file: !2, line: 14, column: 100)
!88 = !DILocation(line: 14, column: 104, scope: !87)
!89 = !DILocation(line: 14, column: 108, scope: !87)
!90 = !DILocation(line: 14, column: 112, scope: !87)
!91 = !DILocation(line: 14, column: 110, scope: !87)
!92 = !DILocation(line: 14, column: 106, scope: !87)
!93 = !DILocation(line: 14, column: 114, scope: !87)
!94 = !DILocation(line: 14, column: 100, scope: !79)
!95 = !DILocation(line: 14, column: 125, scope: !87)
!96 = !DILocation(line: 14, column: 119, scope: !87)
!97 = !DILocation(line: 14, column: 129, scope: !79)
!98 = !DILocation(line: 14, column: 59, scope: !74)
!99 = !DILocation(line: 14, column: 34, scope: !74)
!100 = distinct !{!100, !77, !101, !102}
!101 = !DILocation(line: 14, column: 129, scope: !70)
!102 = !{!"llvm.loop.mustprogress"}
!103 = !DILocation(line: 15, column: 33, scope: !60)
!104 = !DILocation(line: 15, column: 31, scope: !60)
!105 = !DILocation(line: 15, column: 42, scope: !60)
!106 = !DILocation(line: 15, column: 40, scope: !60)
!107 = !DILocation(line: 15, column: 5, scope: !60)
!108 = !DILocalVariable(name: "dice", scope: !60, file: !2, line: 16, type: !109)
!109 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 416, elements: !110)
!110 = !{!111}
!111 = !DISubrange(count: 13)
!112 = !DILocation(line: 16, column: 9, scope: !60)
!113 = !DILocalVariable(name: "i", scope: !114, file: !2, line: 16, type: !33)
!114 = distinct !DILexicalBlock(scope: !60, file: !2, line: 16, column: 27)
!115 = !DILocation(line: 16, column: 36, scope: !114)
!116 = !DILocation(line: 16, column: 32, scope: !114)
!117 = !DILocation(line: 16, column: 43, scope: !118)
!118 = distinct !DILexicalBlock(scope: !114, file: !2, line: 16, column: 27)
!119 = !DILocation(line: 16, column: 45, scope: !118)
!120 = !DILocation(line: 16, column: 27, scope: !114)
!121 = !DILocation(line: 16, column: 70, scope: !118)
!122 = !DILocation(line: 16, column: 79, scope: !118)
!123 = !DILocation(line: 16, column: 64, scope: !118)
!124 = !DILocation(line: 16, column: 84, scope: !118)
!125 = !DILocation(line: 16, column: 96, scope: !118)
!126 = !DILocation(line: 16, column: 105, scope: !118)
!127 = !DILocation(line: 16, column: 90, scope: !118)
!128 = !DILocation(line: 16, column: 88, scope: !118)
!129 = !DILocation(line: 16, column: 110, scope: !118)
!130 = !DILocation(line: 16, column: 59, scope: !118)
!131 = !DILocation(line: 16, column: 114, scope: !118)
!132 = !DILocation(line: 16, column: 55, scope: !118)
!133 = !DILocation(line: 16, column: 27, scope: !118)
!134 = distinct !{!134, !120, !135, !102}
!135 = !DILocation(line: 16, column: 114, scope: !114)
!136 = !DILocalVariable(name: "s", scope: !137, file: !2, line: 17, type: !33)
!137 = distinct !DILexicalBlock(scope: !60, file: !2, line: 17, column: 5)
!138 = !DILocation(line: 17, column: 14, scope: !137)
!139 = !DILocation(line: 17, column: 10, scope: !137)
!140 = !DILocation(line: 17, column: 21, scope: !141)
!141 = distinct !DILexicalBlock(scope: !137, file: !2, line: 17, column: 5)
!142 = !DILocation(line: 17, column: 23, scope: !141)
!143 = !DILocation(line: 17, column: 5, scope: !137)
!144 = !DILocation(line: 17, column: 52, scope: !141)
!145 = !DILocation(line: 17, column: 60, scope: !141)
!146 = !DILocation(line: 17, column: 55, scope: !141)
!147 = !DILocation(line: 17, column: 35, scope: !141)
!148 = !DILocation(line: 17, column: 31, scope: !141)
!149 = !DILocation(line: 17, column: 5, scope: !141)
!150 = distinct !{!150, !143, !151, !102}
!151 = !DILocation(line: 17, column: 62, scope: !137)
!152 = !DILocation(line: 17, column: 65, scope: !60)
!153 = !DILocalVariable(name: "pos", scope: !60, file: !2, line: 18, type: !65)
!154 = !DILocation(line: 18, column: 10, scope: !60)
!155 = !DILocalVariable(name: "maxpos", scope: !60, file: !2, line: 18, type: !65)
!156 = !DILocation(line: 18, column: 19, scope: !60)
!157 = !DILocalVariable(name: "i", scope: !158, file: !2, line: 18, type: !33)
!158 = distinct !DILexicalBlock(scope: !60, file: !2, line: 18, column: 31)
!159 = !DILocation(line: 18, column: 40, scope: !158)
!160 = !DILocation(line: 18, column: 36, scope: !158)
!161 = !DILocation(line: 18, column: 47, scope: !162)
!162 = distinct !DILexicalBlock(scope: !158, file: !2, line: 18, column: 31)
!163 = !DILocation(line: 18, column: 49, scope: !162)
!164 = !DILocation(line: 18, column: 31, scope: !158)
!165 = !DILocation(line: 18, column: 74, scope: !166)
!166 = distinct !DILexicalBlock(scope: !162, file: !2, line: 18, column: 64)
!167 = !DILocation(line: 18, column: 85, scope: !166)
!168 = !DILocation(line: 18, column: 73, scope: !166)
!169 = !DILocation(line: 18, column: 70, scope: !166)
!170 = !DILocation(line: 18, column: 104, scope: !171)
!171 = distinct !DILexicalBlock(scope: !166, file: !2, line: 18, column: 104)
!172 = !DILocation(line: 18, column: 110, scope: !171)
!173 = !DILocation(line: 18, column: 108, scope: !171)
!174 = !DILocation(line: 18, column: 104, scope: !166)
!175 = !DILocation(line: 18, column: 127, scope: !171)
!176 = !DILocation(line: 18, column: 125, scope: !171)
!177 = !DILocation(line: 18, column: 118, scope: !171)
!178 = !DILocation(line: 18, column: 132, scope: !166)
!179 = !DILocation(line: 18, column: 60, scope: !162)
!180 = !DILocation(line: 18, column: 31, scope: !162)
!181 = distinct !{!181, !164, !182, !102}
!182 = !DILocation(line: 18, column: 132, scope: !158)
!183 = !DILocation(line: 18, column: 167, scope: !60)
!184 = !DILocation(line: 18, column: 172, scope: !60)
!185 = !DILocation(line: 18, column: 134, scope: !60)
!186 = !DILocalVariable(name: "bins", scope: !60, file: !2, line: 19, type: !187)
!187 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 512, elements: !188)
!188 = !{!189}
!189 = !DISubrange(count: 16)
!190 = !DILocation(line: 19, column: 9, scope: !60)
!191 = !DILocalVariable(name: "i", scope: !192, file: !2, line: 19, type: !33)
!192 = distinct !DILexicalBlock(scope: !60, file: !2, line: 19, column: 27)
!193 = !DILocation(line: 19, column: 36, scope: !192)
!194 = !DILocation(line: 19, column: 32, scope: !192)
!195 = !DILocation(line: 19, column: 43, scope: !196)
!196 = distinct !DILexicalBlock(scope: !192, file: !2, line: 19, column: 27)
!197 = !DILocation(line: 19, column: 45, scope: !196)
!198 = !DILocation(line: 19, column: 27, scope: !192)
!199 = !DILocation(line: 19, column: 65, scope: !196)
!200 = !DILocation(line: 19, column: 73, scope: !196)
!201 = !DILocation(line: 19, column: 60, scope: !196)
!202 = !DILocation(line: 19, column: 79, scope: !196)
!203 = !DILocation(line: 19, column: 56, scope: !196)
!204 = !DILocation(line: 19, column: 27, scope: !196)
!205 = distinct !{!205, !198, !206, !102}
!206 = !DILocation(line: 19, column: 79, scope: !192)
!207 = !DILocalVariable(name: "chi", scope: !60, file: !2, line: 19, type: !80)
!208 = !DILocation(line: 19, column: 90, scope: !60)
!209 = !DILocalVariable(name: "b", scope: !210, file: !2, line: 19, type: !33)
!210 = distinct !DILexicalBlock(scope: !60, file: !2, line: 19, column: 99)
!211 = !DILocation(line: 19, column: 108, scope: !210)
!212 = !DILocation(line: 19, column: 104, scope: !210)
!213 = !DILocation(line: 19, column: 115, scope: !214)
!214 = distinct !DILexicalBlock(scope: !210, file: !2, line: 19, column: 99)
!215 = !DILocation(line: 19, column: 117, scope: !214)
!216 = !DILocation(line: 19, column: 99, scope: !210)
!217 = !DILocalVariable(name: "d", scope: !218, file: !2, line: 19, type: !80)
!218 = distinct !DILexicalBlock(scope: !214, file: !2, line: 19, column: 128)
!219 = !DILocation(line: 19, column: 137, scope: !218)
!220 = !DILocation(line: 19, column: 146, scope: !218)
!221 = !DILocation(line: 19, column: 141, scope: !218)
!222 = !DILocation(line: 19, column: 149, scope: !218)
!223 = !DILocation(line: 19, column: 167, scope: !218)
!224 = !DILocation(line: 19, column: 171, scope: !218)
!225 = !DILocation(line: 19, column: 169, scope: !218)
!226 = !DILocation(line: 19, column: 173, scope: !218)
!227 = !DILocation(line: 19, column: 164, scope: !218)
!228 = !DILocation(line: 19, column: 184, scope: !218)
!229 = !DILocation(line: 19, column: 124, scope: !214)
!230 = !DILocation(line: 19, column: 99, scope: !214)
!231 = distinct !{!231, !216, !232, !102}
!232 = !DILocation(line: 19, column: 184, scope: !210)
!233 = !DILocation(line: 19, column: 208, scope: !60)
!234 = !DILocation(line: 19, column: 186, scope: !60)
!235 = !DILocalVariable(name: "p1", scope: !60, file: !2, line: 20, type: !35)
!236 = !DILocation(line: 20, column: 14, scope: !60)
!237 = !DILocation(line: 20, column: 19, scope: !60)
!238 = !DILocalVariable(name: "p2", scope: !60, file: !2, line: 20, type: !35)
!239 = !DILocation(line: 20, column: 37, scope: !60)
!240 = !DILocation(line: 20, column: 42, scope: !60)
!241 = !DILocation(line: 20, column: 94, scope: !60)
!242 = !DILocation(line: 20, column: 98, scope: !60)
!243 = !DILocation(line: 20, column: 122, scope: !60)
!244 = !DILocation(line: 20, column: 51, scope: !60)
!245 = !DILocation(line: 21, column: 18, scope: !60)
!246 = !DILocation(line: 21, column: 25, scope: !60)
!247 = !DILocation(line: 21, column: 12, scope: !60)
!248 = !DILocation(line: 21, column: 5, scope: !60)
!249 = distinct !DISubprogram(name: "unif", scope: !2, file: !2, line: 11, type: !250, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31)
!250 = !DISubroutineType(types: !251)
!251 = !{!80}
!252 = !DILocation(line: 11, column: 36, scope: !249)
!253 = !DILocation(line: 11, column: 44, scope: !249)
!254 = !DILocation(line: 11, column: 35, scope: !249)
!255 = !DILocation(line: 11, column: 50, scope: !249)
!256 = !DILocation(line: 11, column: 28, scope: !249)
!257 = distinct !DISubprogram(name: "xs128p", scope: !2, file: !2, line: 9, type: !258, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !63)
!258 = !DISubroutineType(types: !259)
!259 = !{!43}
!260 = !DILocalVariable(name: "a", scope: !257, file: !2, line: 9, type: !43)
!261 = !DILocation(line: 9, column: 41, scope: !257)
!262 = !DILocation(line: 9, column: 45, scope: !257)
!263 = !DILocalVariable(name: "b", scope: !257, file: !2, line: 9, type: !43)
!264 = !DILocation(line: 9, column: 49, scope: !257)
!265 = !DILocation(line: 9, column: 53, scope: !257)
!266 = !DILocation(line: 9, column: 62, scope: !257)
!267 = !DILocation(line: 9, column: 60, scope: !257)
!268 = !DILocation(line: 9, column: 70, scope: !257)
!269 = !DILocation(line: 9, column: 72, scope: !257)
!270 = !DILocation(line: 9, column: 67, scope: !257)
!271 = !DILocation(line: 9, column: 84, scope: !257)
!272 = !DILocation(line: 9, column: 88, scope: !257)
!273 = !DILocation(line: 9, column: 86, scope: !257)
!274 = !DILocation(line: 9, column: 93, scope: !257)
!275 = !DILocation(line: 9, column: 95, scope: !257)
!276 = !DILocation(line: 9, column: 90, scope: !257)
!277 = !DILocation(line: 9, column: 105, scope: !257)
!278 = !DILocation(line: 9, column: 107, scope: !257)
!279 = !DILocation(line: 9, column: 102, scope: !257)
!280 = !DILocation(line: 9, column: 82, scope: !257)
!281 = !DILocation(line: 9, column: 122, scope: !257)
!282 = !DILocation(line: 9, column: 127, scope: !257)
!283 = !DILocation(line: 9, column: 125, scope: !257)
!284 = !DILocation(line: 9, column: 115, scope: !257)
!285 = distinct !DISubprogram(name: "lcg_next", scope: !2, file: !2, line: 10, type: !286, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31)
!286 = !DISubroutineType(types: !287)
!287 = !{!35}
!288 = !DILocation(line: 10, column: 66, scope: !285)
!289 = !DILocation(line: 10, column: 70, scope: !285)
!290 = !DILocation(line: 10, column: 84, scope: !285)
!291 = !DILocation(line: 10, column: 64, scope: !285)
!292 = !DILocation(line: 10, column: 102, scope: !285)
!293 = !DILocation(line: 10, column: 106, scope: !285)
!294 = !DILocation(line: 10, column: 113, scope: !285)
!295 = !DILocation(line: 10, column: 94, scope: !285)
!296 = distinct !DISubprogram(name: "pcg32", scope: !2, file: !2, line: 7, type: !286, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !63)
!297 = !DILocalVariable(name: "old", scope: !296, file: !2, line: 7, type: !43)
!298 = !DILocation(line: 7, column: 40, scope: !296)
!299 = !DILocation(line: 7, column: 46, scope: !296)
!300 = !DILocation(line: 7, column: 69, scope: !296)
!301 = !DILocation(line: 7, column: 73, scope: !296)
!302 = !DILocation(line: 7, column: 100, scope: !296)
!303 = !DILocation(line: 7, column: 98, scope: !296)
!304 = !DILocation(line: 7, column: 67, scope: !296)
!305 = !DILocalVariable(name: "xs", scope: !296, file: !2, line: 7, type: !35)
!306 = !DILocation(line: 7, column: 118, scope: !296)
!307 = !DILocation(line: 7, column: 136, scope: !296)
!308 = !DILocation(line: 7, column: 140, scope: !296)
!309 = !DILocation(line: 7, column: 149, scope: !296)
!310 = !DILocation(line: 7, column: 147, scope: !296)
!311 = !DILocation(line: 7, column: 154, scope: !296)
!312 = !DILocation(line: 7, column: 123, scope: !296)
!313 = !DILocalVariable(name: "rot", scope: !296, file: !2, line: 7, type: !35)
!314 = !DILocation(line: 7, column: 162, scope: !296)
!315 = !DILocation(line: 7, column: 179, scope: !296)
!316 = !DILocation(line: 7, column: 183, scope: !296)
!317 = !DILocation(line: 7, column: 168, scope: !296)
!318 = !DILocation(line: 7, column: 199, scope: !296)
!319 = !DILocation(line: 7, column: 205, scope: !296)
!320 = !DILocation(line: 7, column: 202, scope: !296)
!321 = !DILocation(line: 7, column: 213, scope: !296)
!322 = !DILocation(line: 7, column: 222, scope: !296)
!323 = !DILocation(line: 7, column: 221, scope: !296)
!324 = !DILocation(line: 7, column: 227, scope: !296)
!325 = !DILocation(line: 7, column: 216, scope: !296)
!326 = !DILocation(line: 7, column: 210, scope: !296)
!327 = !DILocation(line: 7, column: 191, scope: !296)
