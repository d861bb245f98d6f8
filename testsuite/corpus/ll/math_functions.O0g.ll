; ModuleID = 'programs/math_functions.c'
source_filename = "programs/math_functions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.xs = private unnamed_addr constant [8 x double] [double 0.000000e+00, double 5.000000e-01, double 1.000000e+00, double 2.000000e+00, double 0x400921FB54442D11, double 1.000000e+01, double -1.500000e+00, double 1.000000e+02], align 16
@.str = private unnamed_addr constant [67 x i8] c"x=%g sin=%.10g cos=%.10g tan=%.10g exp=%.10g atan=%.10g tanh=%.10g\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [45 x i8] c" log=%.10g log10=%.10g log2=%.10g sqrt=%.10g\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [19 x i8] c" pow(x,1.5)=%.10g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [31 x i8] c"atan2 %.10g %.10g %.10g %.10g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [23 x i8] c"floats %.6g %.6g %.6g\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"pow edge %g %g %g %g\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [31 x i8] c"exp edge %g %g log edge %g %g\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [17 x i8] c"pi approx %.10f\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [16 x i8] c"e approx %.12f\0A\00", align 1, !dbg !39

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !57 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x double], align 16
  %3 = alloca i32, align 4
  %4 = alloca double, align 8
  %5 = alloca double, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !61, !DIExpression(), !65)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.xs, i64 64, i1 false), !dbg !65
    #dbg_declare(ptr %3, !66, !DIExpression(), !68)
  store i32 0, ptr %3, align 4, !dbg !68
  br label %12, !dbg !69

12:                                               ; preds = %59, %0
  %13 = load i32, ptr %3, align 4, !dbg !70
  %14 = icmp slt i32 %13, 8, !dbg !72
  br i1 %14, label %15, label %62, !dbg !73

15:                                               ; preds = %12
    #dbg_declare(ptr %4, !74, !DIExpression(), !76)
  %16 = load i32, ptr %3, align 4, !dbg !77
  %17 = sext i32 %16 to i64, !dbg !78
  %18 = getelementptr inbounds [8 x double], ptr %2, i64 0, i64 %17, !dbg !78
  %19 = load double, ptr %18, align 8, !dbg !78
  %20 = call double @id(double noundef %19), !dbg !79
  store double %20, ptr %4, align 8, !dbg !76
  %21 = load double, ptr %4, align 8, !dbg !80
  %22 = load double, ptr %4, align 8, !dbg !81
  %23 = call double @sin(double noundef %22) #5, !dbg !82
  %24 = load double, ptr %4, align 8, !dbg !83
  %25 = call double @cos(double noundef %24) #5, !dbg !84
  %26 = load double, ptr %4, align 8, !dbg !85
  %27 = call double @tan(double noundef %26) #5, !dbg !86
  %28 = load double, ptr %4, align 8, !dbg !87
  %29 = call double @exp(double noundef %28) #5, !dbg !88
  %30 = load double, ptr %4, align 8, !dbg !89
  %31 = call double @atan(double noundef %30) #5, !dbg !90
  %32 = load double, ptr %4, align 8, !dbg !91
  %33 = call double @tanh(double noundef %32) #5, !dbg !92
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str, double noundef %21, double noundef %23, double noundef %25, double noundef %27, double noundef %29, double noundef %31, double noundef %33), !dbg !93
  %35 = load double, ptr %4, align 8, !dbg !94
  %36 = fcmp ogt double %35, 0.000000e+00, !dbg !96
  br i1 %36, label %37, label %47, !dbg !97

37:                                               ; preds = %15
  %38 = load double, ptr %4, align 8, !dbg !98
  %39 = call double @log(double noundef %38) #5, !dbg !99
  %40 = load double, ptr %4, align 8, !dbg !100
  %41 = call double @log10(double noundef %40) #5, !dbg !101
  %42 = load double, ptr %4, align 8, !dbg !102
  %43 = call double @log2(double noundef %42) #5, !dbg !103
  %44 = load double, ptr %4, align 8, !dbg !104
  %45 = call double @sqrt(double noundef %44) #5, !dbg !105
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %39, double noundef %41, double noundef %43, double noundef %45), !dbg !106
  br label %47, !dbg !106

47:                                               ; preds = %37, %15
  %48 = load double, ptr %4, align 8, !dbg !107
  %49 = fcmp oge double %48, 0.000000e+00, !dbg !108
  br i1 %49, label %50, label %53, !dbg !107

50:                                               ; preds = %47
  %51 = load double, ptr %4, align 8, !dbg !109
  %52 = call double @pow(double noundef %51, double noundef 1.500000e+00) #5, !dbg !110
  br label %56, !dbg !107

53:                                               ; preds = %47
  %54 = load double, ptr %4, align 8, !dbg !111
  %55 = call double @pow(double noundef %54, double noundef 3.000000e+00) #5, !dbg !112
  br label %56, !dbg !107

56:                                               ; preds = %53, %50
  %57 = phi double [ %52, %50 ], [ %55, %53 ], !dbg !107
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, double noundef %57), !dbg !113
  br label %59, !dbg !114

59:                                               ; preds = %56
  %60 = load i32, ptr %3, align 4, !dbg !115
  %61 = add nsw i32 %60, 1, !dbg !115
  store i32 %61, ptr %3, align 4, !dbg !115
  br label %12, !dbg !116, !llvm.loop !117

62:                                               ; preds = %12
  %63 = call double @atan2(double noundef 1.000000e+00, double noundef 1.000000e+00) #5, !dbg !120
  %64 = call double @atan2(double noundef -1.000000e+00, double noundef -1.000000e+00) #5, !dbg !121
  %65 = call double @atan2(double noundef 0.000000e+00, double noundef -1.000000e+00) #5, !dbg !122
  %66 = call double @atan2(double noundef -0.000000e+00, double noundef -1.000000e+00) #5, !dbg !123
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %63, double noundef %64, double noundef %65, double noundef %66), !dbg !124
  %68 = call float @sinf(float noundef 1.000000e+00) #5, !dbg !125
  %69 = fpext float %68 to double, !dbg !126
  %70 = call float @expf(float noundef 2.000000e+00) #5, !dbg !127
  %71 = fpext float %70 to double, !dbg !128
  %72 = call float @sqrtf(float noundef 2.000000e+00) #5, !dbg !129
  %73 = fpext float %72 to double, !dbg !130
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, double noundef %69, double noundef %71, double noundef %73), !dbg !131
  %75 = call double @pow(double noundef 0.000000e+00, double noundef 0.000000e+00) #5, !dbg !132
  %76 = call double @pow(double noundef -8.000000e+00, double noundef 0x3FD5555555555555) #5, !dbg !133
  %77 = call i1 @llvm.is.fpclass.f64(double %76, i32 3), !dbg !133
  %78 = zext i1 %77 to i32, !dbg !133
  %79 = icmp ne i32 %78, 0, !dbg !134
  %80 = zext i1 %79 to i32, !dbg !134
  %81 = sitofp i32 %80 to double, !dbg !135
  %82 = call double @pow(double noundef 2.000000e+00, double noundef 1.024000e+03) #5, !dbg !136
  %83 = call double @pow(double noundef 2.000000e+00, double noundef -1.080000e+03) #5, !dbg !137
  %84 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %75, double noundef %81, double noundef %82, double noundef %83), !dbg !138
  %85 = call double @exp(double noundef 7.100000e+02) #5, !dbg !139
  %86 = call double @exp(double noundef -7.500000e+02) #5, !dbg !140
  %87 = call double @log(double noundef 0.000000e+00) #5, !dbg !141
  %88 = call double @log(double noundef -1.000000e+00) #5, !dbg !142
  %89 = call i1 @llvm.is.fpclass.f64(double %88, i32 3), !dbg !142
  %90 = zext i1 %89 to i64, !dbg !142
  %91 = select i1 %89, double 1.000000e+00, double 0.000000e+00, !dbg !142
  %92 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %85, double noundef %86, double noundef %87, double noundef %91), !dbg !143
    #dbg_declare(ptr %5, !144, !DIExpression(), !145)
  store double 0.000000e+00, ptr %5, align 8, !dbg !145
    #dbg_declare(ptr %6, !146, !DIExpression(), !147)
  store i32 20000, ptr %6, align 4, !dbg !147
    #dbg_declare(ptr %7, !148, !DIExpression(), !150)
  store i32 0, ptr %7, align 4, !dbg !150
  br label %93, !dbg !151

93:                                               ; preds = %110, %62
  %94 = load i32, ptr %7, align 4, !dbg !152
  %95 = load i32, ptr %6, align 4, !dbg !154
  %96 = icmp slt i32 %94, %95, !dbg !155
  br i1 %96, label %97, label %113, !dbg !156

97:                                               ; preds = %93
    #dbg_declare(ptr %8, !157, !DIExpression(), !159)
  %98 = load i32, ptr %7, align 4, !dbg !160
  %99 = sitofp i32 %98 to double, !dbg !160
  %100 = fadd double %99, 5.000000e-01, !dbg !161
  %101 = load i32, ptr %6, align 4, !dbg !162
  %102 = sitofp i32 %101 to double, !dbg !162
  %103 = fdiv double %100, %102, !dbg !163
  store double %103, ptr %8, align 8, !dbg !159
  %104 = load double, ptr %8, align 8, !dbg !164
  %105 = load double, ptr %8, align 8, !dbg !165
  %106 = call double @llvm.fmuladd.f64(double %104, double %105, double 1.000000e+00), !dbg !166
  %107 = fdiv double 4.000000e+00, %106, !dbg !167
  %108 = load double, ptr %5, align 8, !dbg !168
  %109 = fadd double %108, %107, !dbg !168
  store double %109, ptr %5, align 8, !dbg !168
  br label %110, !dbg !169

110:                                              ; preds = %97
  %111 = load i32, ptr %7, align 4, !dbg !170
  %112 = add nsw i32 %111, 1, !dbg !170
  store i32 %112, ptr %7, align 4, !dbg !170
  br label %93, !dbg !171, !llvm.loop !172

113:                                              ; preds = %93
  %114 = load i32, ptr %6, align 4, !dbg !174
  %115 = sitofp i32 %114 to double, !dbg !174
  %116 = load double, ptr %5, align 8, !dbg !175
  %117 = fdiv double %116, %115, !dbg !175
  store double %117, ptr %5, align 8, !dbg !175
  %118 = load double, ptr %5, align 8, !dbg !176
  %119 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, double noundef %118), !dbg !177
    #dbg_declare(ptr %9, !178, !DIExpression(), !179)
  store double 0.000000e+00, ptr %9, align 8, !dbg !179
    #dbg_declare(ptr %10, !180, !DIExpression(), !181)
  store double 1.000000e+00, ptr %10, align 8, !dbg !181
    #dbg_declare(ptr %11, !182, !DIExpression(), !184)
  store i32 1, ptr %11, align 4, !dbg !184
  br label %120, !dbg !185

120:                                              ; preds = %131, %113
  %121 = load i32, ptr %11, align 4, !dbg !186
  %122 = icmp slt i32 %121, 20, !dbg !188
  br i1 %122, label %123, label %134, !dbg !189

123:                                              ; preds = %120
  %124 = load double, ptr %10, align 8, !dbg !190
  %125 = load double, ptr %9, align 8, !dbg !192
  %126 = fadd double %125, %124, !dbg !192
  store double %126, ptr %9, align 8, !dbg !192
  %127 = load i32, ptr %11, align 4, !dbg !193
  %128 = sitofp i32 %127 to double, !dbg !193
  %129 = load double, ptr %10, align 8, !dbg !194
  %130 = fdiv double %129, %128, !dbg !194
  store double %130, ptr %10, align 8, !dbg !194
  br label %131, !dbg !195

131:                                              ; preds = %123
  %132 = load i32, ptr %11, align 4, !dbg !196
  %133 = add nsw i32 %132, 1, !dbg !196
  store i32 %133, ptr %11, align 4, !dbg !196
  br label %120, !dbg !197, !llvm.loop !198

134:                                              ; preds = %120
  %135 = load double, ptr %9, align 8, !dbg !200
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %135), !dbg !201
  %137 = load double, ptr %5, align 8, !dbg !202
  %138 = fmul double %137, 1.000000e+01, !dbg !203
  %139 = fptosi double %138 to i32, !dbg !204
  ret i32 %139, !dbg !205
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @id(double noundef %0) #0 !dbg !206 {
  %2 = alloca double, align 8
  store double %0, ptr %2, align 8
    #dbg_declare(ptr %2, !209, !DIExpression(), !210)
  %3 = load double, ptr %2, align 8, !dbg !211
  ret double %3, !dbg !212
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nounwind
declare double @sin(double noundef) #3

; Function Attrs: nounwind
declare double @cos(double noundef) #3

; Function Attrs: nounwind
declare double @tan(double noundef) #3

; Function Attrs: nounwind
declare double @exp(double noundef) #3

; Function Attrs: nounwind
declare double @atan(double noundef) #3

; Function Attrs: nounwind
declare double @tanh(double noundef) #3

; Function Attrs: nounwind
declare double @log(double noundef) #3

; Function Attrs: nounwind
declare double @log10(double noundef) #3

; Function Attrs: nounwind
declare double @log2(double noundef) #3

; Function Attrs: nounwind
declare double @sqrt(double noundef) #3

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #3

; Function Attrs: nounwind
declare double @atan2(double noundef, double noundef) #3

; Function Attrs: nounwind
declare float @sinf(float noundef) #3

; Function Attrs: nounwind
declare float @expf(float noundef) #3

; Function Attrs: nounwind
declare float @sqrtf(float noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i1 @llvm.is.fpclass.f64(double, i32 immarg) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!44}
!llvm.module.flags = !{!49, !50, !51, !52, !53, !54, !55}
!llvm.ident = !{!56}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/math_functions.c", directory: ".", checksumkind: CSK_MD5, checksum: "6f6562e489e6981b316ca887e496227a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 536, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 67)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 12, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 45)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 13, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 19)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 15, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 31)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 16, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 23)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 18, type: !19, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 17)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !41, isLocal: true, isDefinition: true)
!41 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !42)
!42 = !{!43}
!43 = !DISubrange(count: 16)
!44 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !45, globals: !48, splitDebugInlining: false, nameTableKind: None)
!45 = !{!46, !47}
!46 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!47 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!48 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39}
!49 = !{i32 7, !"Dwarf Version", i32 5}
!50 = !{i32 2, !"Debug Info Version", i32 3}
!51 = !{i32 1, !"wchar_size", i32 4}
!52 = !{i32 8, !"PIC Level", i32 2}
!53 = !{i32 7, !"PIE Level", i32 2}
!54 = !{i32 7, !"uwtable", i32 2}
!55 = !{i32 7, !"frame-pointer", i32 2}
!56 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!57 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 7, type: !58, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !44, retainedNodes: !60)
!58 = !DISubroutineType(types: !59)
!59 = !{!47}
!60 = !{}
!61 = !DILocalVariable(name: "xs", scope: !57, file: !2, line: 8, type: !62)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 512, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 8)
!65 = !DILocation(line: 8, column: 12, scope: !57)
!66 = !DILocalVariable(name: "i", scope: !67, file: !2, line: 9, type: !47)
!67 = distinct !DILexicalBlock(scope: !57, file: !2, line: 9, column: 5)
!68 = !DILocation(line: 9, column: 14, scope: !67)
!69 = !DILocation(line: 9, column: 10, scope: !67)
!70 = !DILocation(line: 9, column: 21, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !2, line: 9, column: 5)
!72 = !DILocation(line: 9, column: 23, scope: !71)
!73 = !DILocation(line: 9, column: 5, scope: !67)
!74 = !DILocalVariable(name: "x", scope: !75, file: !2, line: 10, type: !46)
!75 = distinct !DILexicalBlock(scope: !71, file: !2, line: 9, column: 33)
!76 = !DILocation(line: 10, column: 16, scope: !75)
!77 = !DILocation(line: 10, column: 26, scope: !75)
!78 = !DILocation(line: 10, column: 23, scope: !75)
!79 = !DILocation(line: 10, column: 20, scope: !75)
!80 = !DILocation(line: 11, column: 86, scope: !75)
!81 = !DILocation(line: 11, column: 93, scope: !75)
!82 = !DILocation(line: 11, column: 89, scope: !75)
!83 = !DILocation(line: 11, column: 101, scope: !75)
!84 = !DILocation(line: 11, column: 97, scope: !75)
!85 = !DILocation(line: 11, column: 109, scope: !75)
!86 = !DILocation(line: 11, column: 105, scope: !75)
!87 = !DILocation(line: 11, column: 117, scope: !75)
!88 = !DILocation(line: 11, column: 113, scope: !75)
!89 = !DILocation(line: 11, column: 126, scope: !75)
!90 = !DILocation(line: 11, column: 121, scope: !75)
!91 = !DILocation(line: 11, column: 135, scope: !75)
!92 = !DILocation(line: 11, column: 130, scope: !75)
!93 = !DILocation(line: 11, column: 9, scope: !75)
!94 = !DILocation(line: 12, column: 13, scope: !95)
!95 = distinct !DILexicalBlock(scope: !75, file: !2, line: 12, column: 13)
!96 = !DILocation(line: 12, column: 15, scope: !95)
!97 = !DILocation(line: 12, column: 13, scope: !75)
!98 = !DILocation(line: 12, column: 79, scope: !95)
!99 = !DILocation(line: 12, column: 75, scope: !95)
!100 = !DILocation(line: 12, column: 89, scope: !95)
!101 = !DILocation(line: 12, column: 83, scope: !95)
!102 = !DILocation(line: 12, column: 98, scope: !95)
!103 = !DILocation(line: 12, column: 93, scope: !95)
!104 = !DILocation(line: 12, column: 107, scope: !95)
!105 = !DILocation(line: 12, column: 102, scope: !95)
!106 = !DILocation(line: 12, column: 20, scope: !95)
!107 = !DILocation(line: 13, column: 39, scope: !75)
!108 = !DILocation(line: 13, column: 41, scope: !75)
!109 = !DILocation(line: 13, column: 52, scope: !75)
!110 = !DILocation(line: 13, column: 48, scope: !75)
!111 = !DILocation(line: 13, column: 66, scope: !75)
!112 = !DILocation(line: 13, column: 62, scope: !75)
!113 = !DILocation(line: 13, column: 9, scope: !75)
!114 = !DILocation(line: 14, column: 5, scope: !75)
!115 = !DILocation(line: 9, column: 29, scope: !71)
!116 = !DILocation(line: 9, column: 5, scope: !71)
!117 = distinct !{!117, !73, !118, !119}
!118 = !DILocation(line: 14, column: 5, scope: !67)
!119 = !{!"llvm.loop.mustprogress"}
!120 = !DILocation(line: 15, column: 47, scope: !57)
!121 = !DILocation(line: 15, column: 60, scope: !57)
!122 = !DILocation(line: 15, column: 75, scope: !57)
!123 = !DILocation(line: 15, column: 93, scope: !57)
!124 = !DILocation(line: 15, column: 5, scope: !57)
!125 = !DILocation(line: 16, column: 47, scope: !57)
!126 = !DILocation(line: 16, column: 39, scope: !57)
!127 = !DILocation(line: 16, column: 67, scope: !57)
!128 = !DILocation(line: 16, column: 59, scope: !57)
!129 = !DILocation(line: 16, column: 87, scope: !57)
!130 = !DILocation(line: 16, column: 79, scope: !57)
!131 = !DILocation(line: 16, column: 5, scope: !57)
!132 = !DILocation(line: 17, column: 38, scope: !57)
!133 = !DILocation(line: 17, column: 62, scope: !57)
!134 = !DILocation(line: 17, column: 90, scope: !57)
!135 = !DILocation(line: 17, column: 53, scope: !57)
!136 = !DILocation(line: 17, column: 97, scope: !57)
!137 = !DILocation(line: 17, column: 115, scope: !57)
!138 = !DILocation(line: 17, column: 5, scope: !57)
!139 = !DILocation(line: 18, column: 47, scope: !57)
!140 = !DILocation(line: 18, column: 59, scope: !57)
!141 = !DILocation(line: 18, column: 72, scope: !57)
!142 = !DILocation(line: 18, column: 82, scope: !57)
!143 = !DILocation(line: 18, column: 5, scope: !57)
!144 = !DILocalVariable(name: "integral", scope: !57, file: !2, line: 19, type: !46)
!145 = !DILocation(line: 19, column: 12, scope: !57)
!146 = !DILocalVariable(name: "n", scope: !57, file: !2, line: 19, type: !47)
!147 = !DILocation(line: 19, column: 30, scope: !57)
!148 = !DILocalVariable(name: "i", scope: !149, file: !2, line: 19, type: !47)
!149 = distinct !DILexicalBlock(scope: !57, file: !2, line: 19, column: 41)
!150 = !DILocation(line: 19, column: 50, scope: !149)
!151 = !DILocation(line: 19, column: 46, scope: !149)
!152 = !DILocation(line: 19, column: 57, scope: !153)
!153 = distinct !DILexicalBlock(scope: !149, file: !2, line: 19, column: 41)
!154 = !DILocation(line: 19, column: 61, scope: !153)
!155 = !DILocation(line: 19, column: 59, scope: !153)
!156 = !DILocation(line: 19, column: 41, scope: !149)
!157 = !DILocalVariable(name: "t", scope: !158, file: !2, line: 19, type: !46)
!158 = distinct !DILexicalBlock(scope: !153, file: !2, line: 19, column: 69)
!159 = !DILocation(line: 19, column: 78, scope: !158)
!160 = !DILocation(line: 19, column: 83, scope: !158)
!161 = !DILocation(line: 19, column: 85, scope: !158)
!162 = !DILocation(line: 19, column: 94, scope: !158)
!163 = !DILocation(line: 19, column: 92, scope: !158)
!164 = !DILocation(line: 19, column: 122, scope: !158)
!165 = !DILocation(line: 19, column: 126, scope: !158)
!166 = !DILocation(line: 19, column: 120, scope: !158)
!167 = !DILocation(line: 19, column: 113, scope: !158)
!168 = !DILocation(line: 19, column: 106, scope: !158)
!169 = !DILocation(line: 19, column: 130, scope: !158)
!170 = !DILocation(line: 19, column: 65, scope: !153)
!171 = !DILocation(line: 19, column: 41, scope: !153)
!172 = distinct !{!172, !156, !173, !119}
!173 = !DILocation(line: 19, column: 130, scope: !149)
!174 = !DILocation(line: 19, column: 144, scope: !57)
!175 = !DILocation(line: 19, column: 141, scope: !57)
!176 = !DILocation(line: 20, column: 33, scope: !57)
!177 = !DILocation(line: 20, column: 5, scope: !57)
!178 = !DILocalVariable(name: "e", scope: !57, file: !2, line: 21, type: !46)
!179 = !DILocation(line: 21, column: 12, scope: !57)
!180 = !DILocalVariable(name: "term", scope: !57, file: !2, line: 21, type: !46)
!181 = !DILocation(line: 21, column: 19, scope: !57)
!182 = !DILocalVariable(name: "i", scope: !183, file: !2, line: 21, type: !47)
!183 = distinct !DILexicalBlock(scope: !57, file: !2, line: 21, column: 29)
!184 = !DILocation(line: 21, column: 38, scope: !183)
!185 = !DILocation(line: 21, column: 34, scope: !183)
!186 = !DILocation(line: 21, column: 45, scope: !187)
!187 = distinct !DILexicalBlock(scope: !183, file: !2, line: 21, column: 29)
!188 = !DILocation(line: 21, column: 47, scope: !187)
!189 = !DILocation(line: 21, column: 29, scope: !183)
!190 = !DILocation(line: 21, column: 65, scope: !191)
!191 = distinct !DILexicalBlock(scope: !187, file: !2, line: 21, column: 58)
!192 = !DILocation(line: 21, column: 62, scope: !191)
!193 = !DILocation(line: 21, column: 79, scope: !191)
!194 = !DILocation(line: 21, column: 76, scope: !191)
!195 = !DILocation(line: 21, column: 82, scope: !191)
!196 = !DILocation(line: 21, column: 54, scope: !187)
!197 = !DILocation(line: 21, column: 29, scope: !187)
!198 = distinct !{!198, !189, !199, !119}
!199 = !DILocation(line: 21, column: 82, scope: !183)
!200 = !DILocation(line: 21, column: 111, scope: !57)
!201 = !DILocation(line: 21, column: 84, scope: !57)
!202 = !DILocation(line: 22, column: 18, scope: !57)
!203 = !DILocation(line: 22, column: 27, scope: !57)
!204 = !DILocation(line: 22, column: 12, scope: !57)
!205 = !DILocation(line: 22, column: 5, scope: !57)
!206 = distinct !DISubprogram(name: "id", scope: !2, file: !2, line: 5, type: !207, scopeLine: 5, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !44, retainedNodes: !60)
!207 = !DISubroutineType(types: !208)
!208 = !{!46, !46}
!209 = !DILocalVariable(name: "x", arg: 1, scope: !206, file: !2, line: 5, type: !46)
!210 = !DILocation(line: 5, column: 51, scope: !206)
!211 = !DILocation(line: 5, column: 63, scope: !206)
!212 = !DILocation(line: 5, column: 56, scope: !206)
