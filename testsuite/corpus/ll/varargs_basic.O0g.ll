; ModuleID = 'programs/varargs_basic.c'
source_filename = "programs/varargs_basic.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.small = type { i32, i16 }
%struct.pair = type { double, double }
%struct.big = type { [5 x i64] }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [18 x i8] c"ints %ld %ld %ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"doubles %g %g\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"ld %.20Lg\0A\00", align 1, !dbg !12
@__const.main.sm = private unnamed_addr constant %struct.small { i32 4, i16 -2 }, align 4
@__const.main.pr = private unnamed_addr constant %struct.pair { double 1.500000e+00, double 4.000000e+00 }, align 8
@.str.3 = private unnamed_addr constant [10 x i8] c"mixed %g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"iildLpsPBcf\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [6 x i8] c"hello\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [11 x i8] c"mixed2 %g\0A\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [21 x i8] c"iiiiiiiiiidddddddddd\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [11 x i8] c"mixed3 %g\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [9 x i8] c"PPPPPsss\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [18 x i8] c"wsum %d twice %d\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [8 x i8] c"nth %s\0A\00", align 1, !dbg !48
@.str.12 = private unnamed_addr constant [5 x i8] c"zero\00", align 1, !dbg !53
@.str.13 = private unnamed_addr constant [4 x i8] c"one\00", align 1, !dbg !58
@.str.14 = private unnamed_addr constant [4 x i8] c"two\00", align 1, !dbg !63
@.str.15 = private unnamed_addr constant [6 x i8] c"three\00", align 1, !dbg !65
@.str.16 = private unnamed_addr constant [29 x i8] c"%d|%5s|%-5s|%c|%x|%o|%lld|%p\00", align 1, !dbg !67
@.str.17 = private unnamed_addr constant [3 x i8] c"ab\00", align 1, !dbg !72
@.str.18 = private unnamed_addr constant [3 x i8] c"cd\00", align 1, !dbg !77
@.str.19 = private unnamed_addr constant [4 x i8] c"%s\0A\00", align 1, !dbg !79

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !95 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.small, align 4
  %3 = alloca %struct.pair, align 8
  %4 = alloca %struct.big, align 8
  %5 = alloca [128 x i8], align 16
  store i32 0, ptr %1, align 4
  %6 = call i64 (i32, ...) @sum_ints(i32 noundef 0), !dbg !99
  %7 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 1, i32 noundef 2, i32 noundef 3), !dbg !100
  %8 = call i64 (i32, ...) @sum_ints(i32 noundef 20, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, i32 noundef 11, i32 noundef 12, i32 noundef 13, i32 noundef 14, i32 noundef 15, i32 noundef 16, i32 noundef 17, i32 noundef 18, i32 noundef 19, i32 noundef -20), !dbg !101
  %9 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %6, i64 noundef %7, i64 noundef %8), !dbg !102
  %10 = call double (i32, ...) @sum_doubles(i32 noundef 2, double noundef 5.000000e-01, double noundef 2.500000e-01), !dbg !103
  %11 = call double (i32, ...) @sum_doubles(i32 noundef 12, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01, double noundef 1.100000e+01, double noundef 1.250000e+01), !dbg !104
  %12 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, double noundef %10, double noundef %11), !dbg !105
  %13 = call x86_fp80 (i32, ...) @sum_ld(i32 noundef 4, x86_fp80 noundef 0xK3FFDAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FFEAAAAAAAAAAAAAAAB, x86_fp80 noundef 0xK3FC39392EE8E921D5D07, x86_fp80 noundef 0xK4001A000000000000000), !dbg !106
  %14 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, x86_fp80 noundef %13), !dbg !107
    #dbg_declare(ptr %2, !108, !DIExpression(), !114)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.sm, i64 8, i1 false), !dbg !114
    #dbg_declare(ptr %3, !115, !DIExpression(), !120)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.pr, i64 16, i1 false), !dbg !120
    #dbg_declare(ptr %4, !121, !DIExpression(), !127)
  call void @llvm.memset.p0.i64(ptr align 8 %4, i8 0, i64 40, i1 false), !dbg !127
  %15 = getelementptr inbounds %struct.big, ptr %4, i32 0, i32 0, !dbg !127
  %16 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 0, !dbg !127
  store i64 1, ptr %16, align 8, !dbg !127
  %17 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 1, !dbg !127
  store i64 2, ptr %17, align 8, !dbg !127
  %18 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 2, !dbg !127
  store i64 3, ptr %18, align 8, !dbg !127
  %19 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 3, !dbg !127
  store i64 4, ptr %19, align 8, !dbg !127
  %20 = getelementptr inbounds [5 x i64], ptr %15, i32 0, i32 4, !dbg !127
  store i64 100, ptr %20, align 8, !dbg !127
  %21 = load i64, ptr %2, align 4, !dbg !128
  %22 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0, !dbg !128
  %23 = load double, ptr %22, align 8, !dbg !128
  %24 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1, !dbg !128
  %25 = load double, ptr %24, align 8, !dbg !128
  %26 = call double (ptr, ...) @mixed(ptr noundef @.str.4, i32 noundef 5, i32 noundef 6, i64 noundef 7, double noundef 5.000000e-01, x86_fp80 noundef 0xK4000A000000000000000, ptr noundef @.str.5, i64 %21, double %23, double %25, ptr noundef byval(%struct.big) align 8 %4, i32 noundef 65, double noundef 1.250000e+00), !dbg !128
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %26), !dbg !129
  %28 = call double (ptr, ...) @mixed(ptr noundef @.str.7, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4, i32 noundef 5, i32 noundef 6, i32 noundef 7, i32 noundef 8, i32 noundef 9, i32 noundef 10, double noundef 1.000000e+00, double noundef 2.000000e+00, double noundef 3.000000e+00, double noundef 4.000000e+00, double noundef 5.000000e+00, double noundef 6.000000e+00, double noundef 7.000000e+00, double noundef 8.000000e+00, double noundef 9.000000e+00, double noundef 1.000000e+01), !dbg !130
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, double noundef %28), !dbg !131
  %30 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0, !dbg !132
  %31 = load double, ptr %30, align 8, !dbg !132
  %32 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1, !dbg !132
  %33 = load double, ptr %32, align 8, !dbg !132
  %34 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0, !dbg !132
  %35 = load double, ptr %34, align 8, !dbg !132
  %36 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1, !dbg !132
  %37 = load double, ptr %36, align 8, !dbg !132
  %38 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0, !dbg !132
  %39 = load double, ptr %38, align 8, !dbg !132
  %40 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1, !dbg !132
  %41 = load double, ptr %40, align 8, !dbg !132
  %42 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0, !dbg !132
  %43 = load double, ptr %42, align 8, !dbg !132
  %44 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1, !dbg !132
  %45 = load double, ptr %44, align 8, !dbg !132
  %46 = load i64, ptr %2, align 4, !dbg !132
  %47 = load i64, ptr %2, align 4, !dbg !132
  %48 = load i64, ptr %2, align 4, !dbg !132
  %49 = call double (ptr, ...) @mixed(ptr noundef @.str.9, double %31, double %33, double %35, double %37, double %39, double %41, double %43, double %45, ptr noundef byval(%struct.pair) align 8 %3, i64 %46, i64 %47, i64 %48), !dbg !132
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, double noundef %49), !dbg !133
  %51 = call i32 (i32, ...) @wsum(i32 noundef 5, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1), !dbg !134
  %52 = call i32 (i32, ...) @twice(i32 noundef 4, i32 noundef 1, i32 noundef 2, i32 noundef 3, i32 noundef 4), !dbg !135
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %51, i32 noundef %52), !dbg !136
  %54 = call ptr (i32, ...) @nth_string(i32 noundef 2, ptr noundef @.str.12, ptr noundef @.str.13, ptr noundef @.str.14, ptr noundef @.str.15), !dbg !137
  %55 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %54), !dbg !138
    #dbg_declare(ptr %5, !139, !DIExpression(), !143)
  %56 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0, !dbg !144
  %57 = call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef %56, i64 noundef 128, ptr noundef @.str.16, i32 noundef -42, ptr noundef @.str.17, ptr noundef @.str.18, i32 noundef 122, i32 noundef 255, i32 noundef 8, i64 noundef -1, ptr noundef null) #8, !dbg !145
  %58 = getelementptr inbounds [128 x i8], ptr %5, i64 0, i64 0, !dbg !146
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %58), !dbg !147
  %60 = call i64 (i32, ...) @sum_ints(i32 noundef 3, i32 noundef 10, i32 noundef 20, i32 noundef 30), !dbg !148
  %61 = trunc i64 %60 to i32, !dbg !149
  ret i32 %61, !dbg !150
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_ints(i32 noundef %0, ...) #0 !dbg !151 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !154, !DIExpression(), !155)
    #dbg_declare(ptr %3, !156, !DIExpression(), !170)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !171
  call void @llvm.va_start.p0(ptr %6), !dbg !171
    #dbg_declare(ptr %4, !172, !DIExpression(), !173)
  store i64 0, ptr %4, align 8, !dbg !173
    #dbg_declare(ptr %5, !174, !DIExpression(), !176)
  store i32 0, ptr %5, align 4, !dbg !176
  br label %7, !dbg !177

7:                                                ; preds = %31, %1
  %8 = load i32, ptr %5, align 4, !dbg !178
  %9 = load i32, ptr %2, align 4, !dbg !180
  %10 = icmp slt i32 %8, %9, !dbg !181
  br i1 %10, label %11, label %34, !dbg !182

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !183
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !183
  %14 = load i32, ptr %13, align 16, !dbg !183
  %15 = icmp ule i32 %14, 40, !dbg !183
  br i1 %15, label %16, label %21, !dbg !183

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !183
  %18 = load ptr, ptr %17, align 16, !dbg !183
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !183
  %20 = add i32 %14, 8, !dbg !183
  store i32 %20, ptr %13, align 16, !dbg !183
  br label %25, !dbg !183

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !183
  %23 = load ptr, ptr %22, align 8, !dbg !183
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !183
  store ptr %24, ptr %22, align 8, !dbg !183
  br label %25, !dbg !183

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !183
  %27 = load i32, ptr %26, align 4, !dbg !183
  %28 = sext i32 %27 to i64, !dbg !183
  %29 = load i64, ptr %4, align 8, !dbg !184
  %30 = add nsw i64 %29, %28, !dbg !184
  store i64 %30, ptr %4, align 8, !dbg !184
  br label %31, !dbg !185

31:                                               ; preds = %25
  %32 = load i32, ptr %5, align 4, !dbg !186
  %33 = add nsw i32 %32, 1, !dbg !186
  store i32 %33, ptr %5, align 4, !dbg !186
  br label %7, !dbg !187, !llvm.loop !188

34:                                               ; preds = %7
  %35 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !191
  call void @llvm.va_end.p0(ptr %35), !dbg !191
  %36 = load i64, ptr %4, align 8, !dbg !192
  ret i64 %36, !dbg !193
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @sum_doubles(i32 noundef %0, ...) #0 !dbg !194 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !197, !DIExpression(), !198)
    #dbg_declare(ptr %3, !199, !DIExpression(), !200)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !201
  call void @llvm.va_start.p0(ptr %6), !dbg !201
    #dbg_declare(ptr %4, !202, !DIExpression(), !203)
  store double 0.000000e+00, ptr %4, align 8, !dbg !203
    #dbg_declare(ptr %5, !204, !DIExpression(), !206)
  store i32 0, ptr %5, align 4, !dbg !206
  br label %7, !dbg !207

7:                                                ; preds = %30, %1
  %8 = load i32, ptr %5, align 4, !dbg !208
  %9 = load i32, ptr %2, align 4, !dbg !210
  %10 = icmp slt i32 %8, %9, !dbg !211
  br i1 %10, label %11, label %33, !dbg !212

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !213
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 1, !dbg !213
  %14 = load i32, ptr %13, align 4, !dbg !213
  %15 = icmp ule i32 %14, 160, !dbg !213
  br i1 %15, label %16, label %21, !dbg !213

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !213
  %18 = load ptr, ptr %17, align 16, !dbg !213
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !213
  %20 = add i32 %14, 16, !dbg !213
  store i32 %20, ptr %13, align 4, !dbg !213
  br label %25, !dbg !213

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !213
  %23 = load ptr, ptr %22, align 8, !dbg !213
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !213
  store ptr %24, ptr %22, align 8, !dbg !213
  br label %25, !dbg !213

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !213
  %27 = load double, ptr %26, align 8, !dbg !213
  %28 = load double, ptr %4, align 8, !dbg !214
  %29 = fadd double %28, %27, !dbg !214
  store double %29, ptr %4, align 8, !dbg !214
  br label %30, !dbg !215

30:                                               ; preds = %25
  %31 = load i32, ptr %5, align 4, !dbg !216
  %32 = add nsw i32 %31, 1, !dbg !216
  store i32 %32, ptr %5, align 4, !dbg !216
  br label %7, !dbg !217, !llvm.loop !218

33:                                               ; preds = %7
  %34 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !220
  call void @llvm.va_end.p0(ptr %34), !dbg !220
  %35 = load double, ptr %4, align 8, !dbg !221
  ret double %35, !dbg !222
}

; Function Attrs: noinline nounwind optnone uwtable
define internal x86_fp80 @sum_ld(i32 noundef %0, ...) #0 !dbg !223 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca x86_fp80, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !227, !DIExpression(), !228)
    #dbg_declare(ptr %3, !229, !DIExpression(), !230)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !231
  call void @llvm.va_start.p0(ptr %6), !dbg !231
    #dbg_declare(ptr %4, !232, !DIExpression(), !233)
  store x86_fp80 0xK00000000000000000000, ptr %4, align 16, !dbg !233
    #dbg_declare(ptr %5, !234, !DIExpression(), !236)
  store i32 0, ptr %5, align 4, !dbg !236
  br label %7, !dbg !237

7:                                                ; preds = %21, %1
  %8 = load i32, ptr %5, align 4, !dbg !238
  %9 = load i32, ptr %2, align 4, !dbg !240
  %10 = icmp slt i32 %8, %9, !dbg !241
  br i1 %10, label %11, label %24, !dbg !242

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !243
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !243
  %14 = load ptr, ptr %13, align 8, !dbg !243
  %15 = getelementptr inbounds i8, ptr %14, i32 15, !dbg !243
  %16 = call ptr @llvm.ptrmask.p0.i64(ptr %15, i64 -16), !dbg !243
  %17 = getelementptr i8, ptr %16, i32 16, !dbg !243
  store ptr %17, ptr %13, align 8, !dbg !243
  %18 = load x86_fp80, ptr %16, align 16, !dbg !243
  %19 = load x86_fp80, ptr %4, align 16, !dbg !244
  %20 = fadd x86_fp80 %19, %18, !dbg !244
  store x86_fp80 %20, ptr %4, align 16, !dbg !244
  br label %21, !dbg !245

21:                                               ; preds = %11
  %22 = load i32, ptr %5, align 4, !dbg !246
  %23 = add nsw i32 %22, 1, !dbg !246
  store i32 %23, ptr %5, align 4, !dbg !246
  br label %7, !dbg !247, !llvm.loop !248

24:                                               ; preds = %7
  %25 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !250
  call void @llvm.va_end.p0(ptr %25), !dbg !250
  %26 = load x86_fp80, ptr %4, align 16, !dbg !251
  ret x86_fp80 %26, !dbg !252
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal double @mixed(ptr noundef %0, ...) #0 !dbg !253 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca double, align 8
  %6 = alloca ptr, align 8
  %7 = alloca %struct.small, align 4
  %8 = alloca %struct.pair, align 8
  %9 = alloca %struct.pair, align 8
  %10 = alloca %struct.big, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !258, !DIExpression(), !259)
    #dbg_declare(ptr %3, !260, !DIExpression(), !261)
    #dbg_declare(ptr %4, !262, !DIExpression(), !263)
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !264
  call void @llvm.va_start.p0(ptr %14), !dbg !264
  %15 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0, !dbg !265
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !265
  call void @llvm.va_copy.p0(ptr %15, ptr %16), !dbg !265
    #dbg_declare(ptr %5, !266, !DIExpression(), !267)
  store double 0.000000e+00, ptr %5, align 8, !dbg !267
    #dbg_declare(ptr %6, !268, !DIExpression(), !270)
  %17 = load ptr, ptr %2, align 8, !dbg !271
  store ptr %17, ptr %6, align 8, !dbg !270
  br label %18, !dbg !272

18:                                               ; preds = %233, %1
  %19 = load ptr, ptr %6, align 8, !dbg !273
  %20 = load i8, ptr %19, align 1, !dbg !275
  %21 = icmp ne i8 %20, 0, !dbg !276
  br i1 %21, label %22, label %236, !dbg !276

22:                                               ; preds = %18
  %23 = load ptr, ptr %6, align 8, !dbg !277
  %24 = load i8, ptr %23, align 1, !dbg !279
  %25 = sext i8 %24 to i32, !dbg !279
  switch i32 %25, label %232 [
    i32 105, label %26
    i32 108, label %46
    i32 100, label %66
    i32 76, label %85
    i32 112, label %96
    i32 115, label %117
    i32 80, label %143
    i32 66, label %170
    i32 99, label %191
    i32 102, label %213
  ], !dbg !280

26:                                               ; preds = %22
  %27 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !281
  %28 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 0, !dbg !281
  %29 = load i32, ptr %28, align 16, !dbg !281
  %30 = icmp ule i32 %29, 40, !dbg !281
  br i1 %30, label %31, label %36, !dbg !281

31:                                               ; preds = %26
  %32 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 3, !dbg !281
  %33 = load ptr, ptr %32, align 16, !dbg !281
  %34 = getelementptr i8, ptr %33, i32 %29, !dbg !281
  %35 = add i32 %29, 8, !dbg !281
  store i32 %35, ptr %28, align 16, !dbg !281
  br label %40, !dbg !281

36:                                               ; preds = %26
  %37 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 2, !dbg !281
  %38 = load ptr, ptr %37, align 8, !dbg !281
  %39 = getelementptr i8, ptr %38, i32 8, !dbg !281
  store ptr %39, ptr %37, align 8, !dbg !281
  br label %40, !dbg !281

40:                                               ; preds = %36, %31
  %41 = phi ptr [ %34, %31 ], [ %38, %36 ], !dbg !281
  %42 = load i32, ptr %41, align 4, !dbg !281
  %43 = sitofp i32 %42 to double, !dbg !281
  %44 = load double, ptr %5, align 8, !dbg !283
  %45 = fadd double %44, %43, !dbg !283
  store double %45, ptr %5, align 8, !dbg !283
  br label %232, !dbg !284

46:                                               ; preds = %22
  %47 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !285
  %48 = getelementptr inbounds %struct.__va_list_tag, ptr %47, i32 0, i32 0, !dbg !285
  %49 = load i32, ptr %48, align 16, !dbg !285
  %50 = icmp ule i32 %49, 40, !dbg !285
  br i1 %50, label %51, label %56, !dbg !285

51:                                               ; preds = %46
  %52 = getelementptr inbounds %struct.__va_list_tag, ptr %47, i32 0, i32 3, !dbg !285
  %53 = load ptr, ptr %52, align 16, !dbg !285
  %54 = getelementptr i8, ptr %53, i32 %49, !dbg !285
  %55 = add i32 %49, 8, !dbg !285
  store i32 %55, ptr %48, align 16, !dbg !285
  br label %60, !dbg !285

56:                                               ; preds = %46
  %57 = getelementptr inbounds %struct.__va_list_tag, ptr %47, i32 0, i32 2, !dbg !285
  %58 = load ptr, ptr %57, align 8, !dbg !285
  %59 = getelementptr i8, ptr %58, i32 8, !dbg !285
  store ptr %59, ptr %57, align 8, !dbg !285
  br label %60, !dbg !285

60:                                               ; preds = %56, %51
  %61 = phi ptr [ %54, %51 ], [ %58, %56 ], !dbg !285
  %62 = load i64, ptr %61, align 8, !dbg !285
  %63 = sitofp i64 %62 to double, !dbg !286
  %64 = load double, ptr %5, align 8, !dbg !287
  %65 = fadd double %64, %63, !dbg !287
  store double %65, ptr %5, align 8, !dbg !287
  br label %232, !dbg !288

66:                                               ; preds = %22
  %67 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !289
  %68 = getelementptr inbounds %struct.__va_list_tag, ptr %67, i32 0, i32 1, !dbg !289
  %69 = load i32, ptr %68, align 4, !dbg !289
  %70 = icmp ule i32 %69, 160, !dbg !289
  br i1 %70, label %71, label %76, !dbg !289

71:                                               ; preds = %66
  %72 = getelementptr inbounds %struct.__va_list_tag, ptr %67, i32 0, i32 3, !dbg !289
  %73 = load ptr, ptr %72, align 16, !dbg !289
  %74 = getelementptr i8, ptr %73, i32 %69, !dbg !289
  %75 = add i32 %69, 16, !dbg !289
  store i32 %75, ptr %68, align 4, !dbg !289
  br label %80, !dbg !289

76:                                               ; preds = %66
  %77 = getelementptr inbounds %struct.__va_list_tag, ptr %67, i32 0, i32 2, !dbg !289
  %78 = load ptr, ptr %77, align 8, !dbg !289
  %79 = getelementptr i8, ptr %78, i32 8, !dbg !289
  store ptr %79, ptr %77, align 8, !dbg !289
  br label %80, !dbg !289

80:                                               ; preds = %76, %71
  %81 = phi ptr [ %74, %71 ], [ %78, %76 ], !dbg !289
  %82 = load double, ptr %81, align 8, !dbg !289
  %83 = load double, ptr %5, align 8, !dbg !290
  %84 = fadd double %83, %82, !dbg !290
  store double %84, ptr %5, align 8, !dbg !290
  br label %232, !dbg !291

85:                                               ; preds = %22
  %86 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !292
  %87 = getelementptr inbounds %struct.__va_list_tag, ptr %86, i32 0, i32 2, !dbg !292
  %88 = load ptr, ptr %87, align 8, !dbg !292
  %89 = getelementptr inbounds i8, ptr %88, i32 15, !dbg !292
  %90 = call ptr @llvm.ptrmask.p0.i64(ptr %89, i64 -16), !dbg !292
  %91 = getelementptr i8, ptr %90, i32 16, !dbg !292
  store ptr %91, ptr %87, align 8, !dbg !292
  %92 = load x86_fp80, ptr %90, align 16, !dbg !292
  %93 = fptrunc x86_fp80 %92 to double, !dbg !293
  %94 = load double, ptr %5, align 8, !dbg !294
  %95 = fadd double %94, %93, !dbg !294
  store double %95, ptr %5, align 8, !dbg !294
  br label %232, !dbg !295

96:                                               ; preds = %22
  %97 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !296
  %98 = getelementptr inbounds %struct.__va_list_tag, ptr %97, i32 0, i32 0, !dbg !296
  %99 = load i32, ptr %98, align 16, !dbg !296
  %100 = icmp ule i32 %99, 40, !dbg !296
  br i1 %100, label %101, label %106, !dbg !296

101:                                              ; preds = %96
  %102 = getelementptr inbounds %struct.__va_list_tag, ptr %97, i32 0, i32 3, !dbg !296
  %103 = load ptr, ptr %102, align 16, !dbg !296
  %104 = getelementptr i8, ptr %103, i32 %99, !dbg !296
  %105 = add i32 %99, 8, !dbg !296
  store i32 %105, ptr %98, align 16, !dbg !296
  br label %110, !dbg !296

106:                                              ; preds = %96
  %107 = getelementptr inbounds %struct.__va_list_tag, ptr %97, i32 0, i32 2, !dbg !296
  %108 = load ptr, ptr %107, align 8, !dbg !296
  %109 = getelementptr i8, ptr %108, i32 8, !dbg !296
  store ptr %109, ptr %107, align 8, !dbg !296
  br label %110, !dbg !296

110:                                              ; preds = %106, %101
  %111 = phi ptr [ %104, %101 ], [ %108, %106 ], !dbg !296
  %112 = load ptr, ptr %111, align 8, !dbg !296
  %113 = call i64 @strlen(ptr noundef %112) #9, !dbg !297
  %114 = uitofp i64 %113 to double, !dbg !298
  %115 = load double, ptr %5, align 8, !dbg !299
  %116 = fadd double %115, %114, !dbg !299
  store double %116, ptr %5, align 8, !dbg !299
  br label %232, !dbg !300

117:                                              ; preds = %22
    #dbg_declare(ptr %7, !301, !DIExpression(), !303)
  %118 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !304
  %119 = getelementptr inbounds %struct.__va_list_tag, ptr %118, i32 0, i32 0, !dbg !304
  %120 = load i32, ptr %119, align 16, !dbg !304
  %121 = icmp ule i32 %120, 40, !dbg !304
  br i1 %121, label %122, label %127, !dbg !304

122:                                              ; preds = %117
  %123 = getelementptr inbounds %struct.__va_list_tag, ptr %118, i32 0, i32 3, !dbg !304
  %124 = load ptr, ptr %123, align 16, !dbg !304
  %125 = getelementptr i8, ptr %124, i32 %120, !dbg !304
  %126 = add i32 %120, 8, !dbg !304
  store i32 %126, ptr %119, align 16, !dbg !304
  br label %131, !dbg !304

127:                                              ; preds = %117
  %128 = getelementptr inbounds %struct.__va_list_tag, ptr %118, i32 0, i32 2, !dbg !304
  %129 = load ptr, ptr %128, align 8, !dbg !304
  %130 = getelementptr i8, ptr %129, i32 8, !dbg !304
  store ptr %130, ptr %128, align 8, !dbg !304
  br label %131, !dbg !304

131:                                              ; preds = %127, %122
  %132 = phi ptr [ %125, %122 ], [ %129, %127 ], !dbg !304
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 %132, i64 8, i1 false), !dbg !304
  %133 = getelementptr inbounds %struct.small, ptr %7, i32 0, i32 0, !dbg !305
  %134 = load i32, ptr %133, align 4, !dbg !305
  %135 = mul nsw i32 %134, 10, !dbg !306
  %136 = getelementptr inbounds %struct.small, ptr %7, i32 0, i32 1, !dbg !307
  %137 = load i16, ptr %136, align 4, !dbg !307
  %138 = sext i16 %137 to i32, !dbg !308
  %139 = add nsw i32 %135, %138, !dbg !309
  %140 = sitofp i32 %139 to double, !dbg !310
  %141 = load double, ptr %5, align 8, !dbg !311
  %142 = fadd double %141, %140, !dbg !311
  store double %142, ptr %5, align 8, !dbg !311
  br label %232, !dbg !312

143:                                              ; preds = %22
    #dbg_declare(ptr %8, !313, !DIExpression(), !315)
  %144 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !316
  %145 = getelementptr inbounds %struct.__va_list_tag, ptr %144, i32 0, i32 1, !dbg !316
  %146 = load i32, ptr %145, align 4, !dbg !316
  %147 = icmp ule i32 %146, 144, !dbg !316
  br i1 %147, label %148, label %158, !dbg !316

148:                                              ; preds = %143
  %149 = getelementptr inbounds %struct.__va_list_tag, ptr %144, i32 0, i32 3, !dbg !316
  %150 = load ptr, ptr %149, align 16, !dbg !316
  %151 = getelementptr i8, ptr %150, i32 %146, !dbg !316
  %152 = getelementptr inbounds i8, ptr %151, i64 16, !dbg !316
  %153 = load double, ptr %151, align 16, !dbg !316
  %154 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 0, !dbg !316
  store double %153, ptr %154, align 8, !dbg !316
  %155 = load double, ptr %152, align 16, !dbg !316
  %156 = getelementptr inbounds { double, double }, ptr %9, i32 0, i32 1, !dbg !316
  store double %155, ptr %156, align 8, !dbg !316
  %157 = add i32 %146, 32, !dbg !316
  store i32 %157, ptr %145, align 4, !dbg !316
  br label %162, !dbg !316

158:                                              ; preds = %143
  %159 = getelementptr inbounds %struct.__va_list_tag, ptr %144, i32 0, i32 2, !dbg !316
  %160 = load ptr, ptr %159, align 8, !dbg !316
  %161 = getelementptr i8, ptr %160, i32 16, !dbg !316
  store ptr %161, ptr %159, align 8, !dbg !316
  br label %162, !dbg !316

162:                                              ; preds = %158, %148
  %163 = phi ptr [ %9, %148 ], [ %160, %158 ], !dbg !316
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %163, i64 16, i1 false), !dbg !316
  %164 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 0, !dbg !317
  %165 = load double, ptr %164, align 8, !dbg !317
  %166 = getelementptr inbounds %struct.pair, ptr %8, i32 0, i32 1, !dbg !318
  %167 = load double, ptr %166, align 8, !dbg !318
  %168 = load double, ptr %5, align 8, !dbg !319
  %169 = call double @llvm.fmuladd.f64(double %165, double %167, double %168), !dbg !319
  store double %169, ptr %5, align 8, !dbg !319
  br label %232, !dbg !320

170:                                              ; preds = %22
    #dbg_declare(ptr %10, !321, !DIExpression(), !323)
  %171 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !324
  %172 = getelementptr inbounds %struct.__va_list_tag, ptr %171, i32 0, i32 2, !dbg !324
  %173 = load ptr, ptr %172, align 8, !dbg !324
  %174 = getelementptr i8, ptr %173, i32 40, !dbg !324
  store ptr %174, ptr %172, align 8, !dbg !324
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %173, i64 40, i1 false), !dbg !324
    #dbg_declare(ptr %11, !325, !DIExpression(), !327)
  store i32 0, ptr %11, align 4, !dbg !327
  br label %175, !dbg !328

175:                                              ; preds = %187, %170
  %176 = load i32, ptr %11, align 4, !dbg !329
  %177 = icmp slt i32 %176, 5, !dbg !331
  br i1 %177, label %178, label %190, !dbg !332

178:                                              ; preds = %175
  %179 = getelementptr inbounds %struct.big, ptr %10, i32 0, i32 0, !dbg !333
  %180 = load i32, ptr %11, align 4, !dbg !334
  %181 = sext i32 %180 to i64, !dbg !335
  %182 = getelementptr inbounds [5 x i64], ptr %179, i64 0, i64 %181, !dbg !335
  %183 = load i64, ptr %182, align 8, !dbg !335
  %184 = sitofp i64 %183 to double, !dbg !336
  %185 = load double, ptr %5, align 8, !dbg !337
  %186 = fadd double %185, %184, !dbg !337
  store double %186, ptr %5, align 8, !dbg !337
  br label %187, !dbg !338

187:                                              ; preds = %178
  %188 = load i32, ptr %11, align 4, !dbg !339
  %189 = add nsw i32 %188, 1, !dbg !339
  store i32 %189, ptr %11, align 4, !dbg !339
  br label %175, !dbg !340, !llvm.loop !341

190:                                              ; preds = %175
  br label %232, !dbg !343

191:                                              ; preds = %22
  %192 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !344
  %193 = getelementptr inbounds %struct.__va_list_tag, ptr %192, i32 0, i32 0, !dbg !344
  %194 = load i32, ptr %193, align 16, !dbg !344
  %195 = icmp ule i32 %194, 40, !dbg !344
  br i1 %195, label %196, label %201, !dbg !344

196:                                              ; preds = %191
  %197 = getelementptr inbounds %struct.__va_list_tag, ptr %192, i32 0, i32 3, !dbg !344
  %198 = load ptr, ptr %197, align 16, !dbg !344
  %199 = getelementptr i8, ptr %198, i32 %194, !dbg !344
  %200 = add i32 %194, 8, !dbg !344
  store i32 %200, ptr %193, align 16, !dbg !344
  br label %205, !dbg !344

201:                                              ; preds = %191
  %202 = getelementptr inbounds %struct.__va_list_tag, ptr %192, i32 0, i32 2, !dbg !344
  %203 = load ptr, ptr %202, align 8, !dbg !344
  %204 = getelementptr i8, ptr %203, i32 8, !dbg !344
  store ptr %204, ptr %202, align 8, !dbg !344
  br label %205, !dbg !344

205:                                              ; preds = %201, %196
  %206 = phi ptr [ %199, %196 ], [ %203, %201 ], !dbg !344
  %207 = load i32, ptr %206, align 4, !dbg !344
  %208 = trunc i32 %207 to i8, !dbg !345
  %209 = sext i8 %208 to i32, !dbg !345
  %210 = sitofp i32 %209 to double, !dbg !345
  %211 = load double, ptr %5, align 8, !dbg !346
  %212 = fadd double %211, %210, !dbg !346
  store double %212, ptr %5, align 8, !dbg !346
  br label %232, !dbg !347

213:                                              ; preds = %22
  %214 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !348
  %215 = getelementptr inbounds %struct.__va_list_tag, ptr %214, i32 0, i32 1, !dbg !348
  %216 = load i32, ptr %215, align 4, !dbg !348
  %217 = icmp ule i32 %216, 160, !dbg !348
  br i1 %217, label %218, label %223, !dbg !348

218:                                              ; preds = %213
  %219 = getelementptr inbounds %struct.__va_list_tag, ptr %214, i32 0, i32 3, !dbg !348
  %220 = load ptr, ptr %219, align 16, !dbg !348
  %221 = getelementptr i8, ptr %220, i32 %216, !dbg !348
  %222 = add i32 %216, 16, !dbg !348
  store i32 %222, ptr %215, align 4, !dbg !348
  br label %227, !dbg !348

223:                                              ; preds = %213
  %224 = getelementptr inbounds %struct.__va_list_tag, ptr %214, i32 0, i32 2, !dbg !348
  %225 = load ptr, ptr %224, align 8, !dbg !348
  %226 = getelementptr i8, ptr %225, i32 8, !dbg !348
  store ptr %226, ptr %224, align 8, !dbg !348
  br label %227, !dbg !348

227:                                              ; preds = %223, %218
  %228 = phi ptr [ %221, %218 ], [ %225, %223 ], !dbg !348
  %229 = load double, ptr %228, align 8, !dbg !348
  %230 = load double, ptr %5, align 8, !dbg !349
  %231 = fadd double %230, %229, !dbg !349
  store double %231, ptr %5, align 8, !dbg !349
  br label %232, !dbg !350

232:                                              ; preds = %22, %227, %205, %190, %162, %131, %110, %85, %80, %60, %40
  br label %233, !dbg !351

233:                                              ; preds = %232
  %234 = load ptr, ptr %6, align 8, !dbg !352
  %235 = getelementptr inbounds i8, ptr %234, i32 1, !dbg !352
  store ptr %235, ptr %6, align 8, !dbg !352
  br label %18, !dbg !353, !llvm.loop !354

236:                                              ; preds = %18
  %237 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !356
  call void @llvm.va_end.p0(ptr %237), !dbg !356
    #dbg_declare(ptr %12, !357, !DIExpression(), !358)
  store i32 0, ptr %12, align 4, !dbg !358
    #dbg_declare(ptr %13, !359, !DIExpression(), !361)
  %238 = load ptr, ptr %2, align 8, !dbg !362
  store ptr %238, ptr %13, align 8, !dbg !361
  br label %239, !dbg !363

239:                                              ; preds = %265, %236
  %240 = load ptr, ptr %13, align 8, !dbg !364
  %241 = load i8, ptr %240, align 1, !dbg !366
  %242 = sext i8 %241 to i32, !dbg !366
  %243 = icmp eq i32 %242, 105, !dbg !367
  br i1 %243, label %244, label %268, !dbg !368

244:                                              ; preds = %239
  %245 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0, !dbg !369
  %246 = getelementptr inbounds %struct.__va_list_tag, ptr %245, i32 0, i32 0, !dbg !369
  %247 = load i32, ptr %246, align 16, !dbg !369
  %248 = icmp ule i32 %247, 40, !dbg !369
  br i1 %248, label %249, label %254, !dbg !369

249:                                              ; preds = %244
  %250 = getelementptr inbounds %struct.__va_list_tag, ptr %245, i32 0, i32 3, !dbg !369
  %251 = load ptr, ptr %250, align 16, !dbg !369
  %252 = getelementptr i8, ptr %251, i32 %247, !dbg !369
  %253 = add i32 %247, 8, !dbg !369
  store i32 %253, ptr %246, align 16, !dbg !369
  br label %258, !dbg !369

254:                                              ; preds = %244
  %255 = getelementptr inbounds %struct.__va_list_tag, ptr %245, i32 0, i32 2, !dbg !369
  %256 = load ptr, ptr %255, align 8, !dbg !369
  %257 = getelementptr i8, ptr %256, i32 8, !dbg !369
  store ptr %257, ptr %255, align 8, !dbg !369
  br label %258, !dbg !369

258:                                              ; preds = %254, %249
  %259 = phi ptr [ %252, %249 ], [ %256, %254 ], !dbg !369
  %260 = load i32, ptr %259, align 4, !dbg !369
  %261 = icmp sgt i32 %260, 0, !dbg !371
  %262 = zext i1 %261 to i32, !dbg !371
  %263 = load i32, ptr %12, align 4, !dbg !372
  %264 = add nsw i32 %263, %262, !dbg !372
  store i32 %264, ptr %12, align 4, !dbg !372
  br label %265, !dbg !373

265:                                              ; preds = %258
  %266 = load ptr, ptr %13, align 8, !dbg !374
  %267 = getelementptr inbounds i8, ptr %266, i32 1, !dbg !374
  store ptr %267, ptr %13, align 8, !dbg !374
  br label %239, !dbg !375, !llvm.loop !376

268:                                              ; preds = %239
  %269 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0, !dbg !378
  call void @llvm.va_end.p0(ptr %269), !dbg !378
  %270 = load double, ptr %5, align 8, !dbg !379
  %271 = load i32, ptr %12, align 4, !dbg !380
  %272 = mul nsw i32 %271, 1000, !dbg !381
  %273 = sitofp i32 %272 to double, !dbg !380
  %274 = fadd double %270, %273, !dbg !382
  ret double %274, !dbg !383
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @wsum(i32 noundef %0, ...) #0 !dbg !384 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !387, !DIExpression(), !388)
    #dbg_declare(ptr %3, !389, !DIExpression(), !390)
  %5 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !391
  call void @llvm.va_start.p0(ptr %5), !dbg !391
    #dbg_declare(ptr %4, !392, !DIExpression(), !393)
  %6 = load i32, ptr %2, align 4, !dbg !394
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !395
  %8 = call i32 @vsum(i32 noundef %6, ptr noundef %7), !dbg !396
  store i32 %8, ptr %4, align 4, !dbg !393
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !397
  call void @llvm.va_end.p0(ptr %9), !dbg !397
  %10 = load i32, ptr %4, align 4, !dbg !398
  ret i32 %10, !dbg !399
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @twice(i32 noundef %0, ...) #0 !dbg !400 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca [1 x %struct.__va_list_tag], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !401, !DIExpression(), !402)
    #dbg_declare(ptr %3, !403, !DIExpression(), !404)
    #dbg_declare(ptr %4, !405, !DIExpression(), !406)
  %7 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !407
  call void @llvm.va_start.p0(ptr %7), !dbg !407
  %8 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0, !dbg !408
  %9 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !408
  call void @llvm.va_copy.p0(ptr %8, ptr %9), !dbg !408
    #dbg_declare(ptr %5, !409, !DIExpression(), !410)
  %10 = load i32, ptr %2, align 4, !dbg !411
  %11 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !412
  %12 = call i32 @vsum(i32 noundef %10, ptr noundef %11), !dbg !413
  store i32 %12, ptr %5, align 4, !dbg !410
    #dbg_declare(ptr %6, !414, !DIExpression(), !415)
  %13 = load i32, ptr %2, align 4, !dbg !416
  %14 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0, !dbg !417
  %15 = call i32 @vsum(i32 noundef %13, ptr noundef %14), !dbg !418
  store i32 %15, ptr %6, align 4, !dbg !415
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %4, i64 0, i64 0, !dbg !419
  call void @llvm.va_end.p0(ptr %16), !dbg !419
  %17 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !420
  call void @llvm.va_end.p0(ptr %17), !dbg !420
  %18 = load i32, ptr %5, align 4, !dbg !421
  %19 = mul nsw i32 %18, 100, !dbg !422
  %20 = load i32, ptr %6, align 4, !dbg !423
  %21 = add nsw i32 %19, %20, !dbg !424
  ret i32 %21, !dbg !425
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @nth_string(i32 noundef %0, ...) #0 !dbg !426 {
  %2 = alloca i32, align 4
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !429, !DIExpression(), !430)
    #dbg_declare(ptr %3, !431, !DIExpression(), !432)
  %6 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !433
  call void @llvm.va_start.p0(ptr %6), !dbg !433
    #dbg_declare(ptr %4, !434, !DIExpression(), !435)
  store ptr null, ptr %4, align 8, !dbg !435
    #dbg_declare(ptr %5, !436, !DIExpression(), !438)
  store i32 0, ptr %5, align 4, !dbg !438
  br label %7, !dbg !439

7:                                                ; preds = %28, %1
  %8 = load i32, ptr %5, align 4, !dbg !440
  %9 = load i32, ptr %2, align 4, !dbg !442
  %10 = icmp sle i32 %8, %9, !dbg !443
  br i1 %10, label %11, label %31, !dbg !444

11:                                               ; preds = %7
  %12 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !445
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !445
  %14 = load i32, ptr %13, align 16, !dbg !445
  %15 = icmp ule i32 %14, 40, !dbg !445
  br i1 %15, label %16, label %21, !dbg !445

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !445
  %18 = load ptr, ptr %17, align 16, !dbg !445
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !445
  %20 = add i32 %14, 8, !dbg !445
  store i32 %20, ptr %13, align 16, !dbg !445
  br label %25, !dbg !445

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !445
  %23 = load ptr, ptr %22, align 8, !dbg !445
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !445
  store ptr %24, ptr %22, align 8, !dbg !445
  br label %25, !dbg !445

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !445
  %27 = load ptr, ptr %26, align 8, !dbg !445
  store ptr %27, ptr %4, align 8, !dbg !446
  br label %28, !dbg !447

28:                                               ; preds = %25
  %29 = load i32, ptr %5, align 4, !dbg !448
  %30 = add nsw i32 %29, 1, !dbg !448
  store i32 %30, ptr %5, align 4, !dbg !448
  br label %7, !dbg !449, !llvm.loop !450

31:                                               ; preds = %7
  %32 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0, !dbg !452
  call void @llvm.va_end.p0(ptr %32), !dbg !452
  %33 = load ptr, ptr %4, align 8, !dbg !453
  ret ptr %33, !dbg !454
}

; Function Attrs: nounwind
declare i32 @snprintf(ptr noundef, i64 noundef, ptr noundef, ...) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #6

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_copy.p0(ptr, ptr) #5

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @vsum(i32 noundef %0, ptr noundef %1) #0 !dbg !455 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !459, !DIExpression(), !460)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !461, !DIExpression(), !462)
    #dbg_declare(ptr %5, !463, !DIExpression(), !464)
  store i32 0, ptr %5, align 4, !dbg !464
    #dbg_declare(ptr %6, !465, !DIExpression(), !467)
  store i32 0, ptr %6, align 4, !dbg !467
  br label %7, !dbg !468

7:                                                ; preds = %33, %2
  %8 = load i32, ptr %6, align 4, !dbg !469
  %9 = load i32, ptr %3, align 4, !dbg !471
  %10 = icmp slt i32 %8, %9, !dbg !472
  br i1 %10, label %11, label %36, !dbg !473

11:                                               ; preds = %7
  %12 = load ptr, ptr %4, align 8, !dbg !474
  %13 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 0, !dbg !474
  %14 = load i32, ptr %13, align 8, !dbg !474
  %15 = icmp ule i32 %14, 40, !dbg !474
  br i1 %15, label %16, label %21, !dbg !474

16:                                               ; preds = %11
  %17 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 3, !dbg !474
  %18 = load ptr, ptr %17, align 8, !dbg !474
  %19 = getelementptr i8, ptr %18, i32 %14, !dbg !474
  %20 = add i32 %14, 8, !dbg !474
  store i32 %20, ptr %13, align 8, !dbg !474
  br label %25, !dbg !474

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.__va_list_tag, ptr %12, i32 0, i32 2, !dbg !474
  %23 = load ptr, ptr %22, align 8, !dbg !474
  %24 = getelementptr i8, ptr %23, i32 8, !dbg !474
  store ptr %24, ptr %22, align 8, !dbg !474
  br label %25, !dbg !474

25:                                               ; preds = %21, %16
  %26 = phi ptr [ %19, %16 ], [ %23, %21 ], !dbg !474
  %27 = load i32, ptr %26, align 4, !dbg !474
  %28 = load i32, ptr %6, align 4, !dbg !475
  %29 = add nsw i32 %28, 1, !dbg !476
  %30 = mul nsw i32 %27, %29, !dbg !477
  %31 = load i32, ptr %5, align 4, !dbg !478
  %32 = add nsw i32 %31, %30, !dbg !478
  store i32 %32, ptr %5, align 4, !dbg !478
  br label %33, !dbg !479

33:                                               ; preds = %25
  %34 = load i32, ptr %6, align 4, !dbg !480
  %35 = add nsw i32 %34, 1, !dbg !480
  store i32 %35, ptr %6, align 4, !dbg !480
  br label %7, !dbg !481, !llvm.loop !482

36:                                               ; preds = %7
  %37 = load i32, ptr %5, align 4, !dbg !484
  ret i32 %37, !dbg !485
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!81}
!llvm.module.flags = !{!87, !88, !89, !90, !91, !92, !93}
!llvm.ident = !{!94}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/varargs_basic.c", directory: ".", checksumkind: CSK_MD5, checksum: "b6c121d5d5abbde2a6d1b8ffc0606d73")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 18)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 52, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 6)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !14, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 21)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !14, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 9)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !3, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 8)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !55, isLocal: true, isDefinition: true)
!55 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !56)
!56 = !{!57}
!57 = !DISubrange(count: 5)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !60, isLocal: true, isDefinition: true)
!60 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !61)
!61 = !{!62}
!62 = !DISubrange(count: 4)
!63 = !DIGlobalVariableExpression(var: !64, expr: !DIExpression())
!64 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !60, isLocal: true, isDefinition: true)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !29, isLocal: true, isDefinition: true)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !70)
!70 = !{!71}
!71 = !DISubrange(count: 29)
!72 = !DIGlobalVariableExpression(var: !73, expr: !DIExpression())
!73 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !74, isLocal: true, isDefinition: true)
!74 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !75)
!75 = !{!76}
!76 = !DISubrange(count: 3)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !74, isLocal: true, isDefinition: true)
!79 = !DIGlobalVariableExpression(var: !80, expr: !DIExpression())
!80 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !60, isLocal: true, isDefinition: true)
!81 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !82, globals: !86, splitDebugInlining: false, nameTableKind: None)
!82 = !{!83, !84, !85, !4}
!83 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!84 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!85 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!86 = !{!0, !7, !12, !17, !22, !27, !32, !34, !39, !41, !46, !48, !53, !58, !63, !65, !67, !72, !77, !79}
!87 = !{i32 7, !"Dwarf Version", i32 5}
!88 = !{i32 2, !"Debug Info Version", i32 3}
!89 = !{i32 1, !"wchar_size", i32 4}
!90 = !{i32 8, !"PIC Level", i32 2}
!91 = !{i32 7, !"PIE Level", i32 2}
!92 = !{i32 7, !"uwtable", i32 2}
!93 = !{i32 7, !"frame-pointer", i32 2}
!94 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!95 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 47, type: !96, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !81, retainedNodes: !98)
!96 = !DISubroutineType(types: !97)
!97 = !{!84}
!98 = !{}
!99 = !DILocation(line: 48, column: 34, scope: !95)
!100 = !DILocation(line: 48, column: 47, scope: !95)
!101 = !DILocation(line: 48, column: 69, scope: !95)
!102 = !DILocation(line: 48, column: 5, scope: !95)
!103 = !DILocation(line: 49, column: 31, scope: !95)
!104 = !DILocation(line: 49, column: 58, scope: !95)
!105 = !DILocation(line: 49, column: 5, scope: !95)
!106 = !DILocation(line: 50, column: 27, scope: !95)
!107 = !DILocation(line: 50, column: 5, scope: !95)
!108 = !DILocalVariable(name: "sm", scope: !95, file: !2, line: 51, type: !109)
!109 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "small", file: !2, line: 7, size: 64, elements: !110)
!110 = !{!111, !112}
!111 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !109, file: !2, line: 7, baseType: !84, size: 32)
!112 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !109, file: !2, line: 7, baseType: !113, size: 16, offset: 32)
!113 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!114 = !DILocation(line: 51, column: 18, scope: !95)
!115 = !DILocalVariable(name: "pr", scope: !95, file: !2, line: 51, type: !116)
!116 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "pair", file: !2, line: 8, size: 128, elements: !117)
!117 = !{!118, !119}
!118 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !116, file: !2, line: 8, baseType: !85, size: 64)
!119 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !116, file: !2, line: 8, baseType: !85, size: 64, offset: 64)
!120 = !DILocation(line: 51, column: 46, scope: !95)
!121 = !DILocalVariable(name: "bg", scope: !95, file: !2, line: 51, type: !122)
!122 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "big", file: !2, line: 9, size: 320, elements: !123)
!123 = !{!124}
!124 = !DIDerivedType(tag: DW_TAG_member, name: "v", scope: !122, file: !2, line: 9, baseType: !125, size: 320)
!125 = !DICompositeType(tag: DW_TAG_array_type, baseType: !126, size: 320, elements: !56)
!126 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!127 = !DILocation(line: 51, column: 76, scope: !95)
!128 = !DILocation(line: 52, column: 26, scope: !95)
!129 = !DILocation(line: 52, column: 5, scope: !95)
!130 = !DILocation(line: 53, column: 27, scope: !95)
!131 = !DILocation(line: 53, column: 5, scope: !95)
!132 = !DILocation(line: 54, column: 27, scope: !95)
!133 = !DILocation(line: 54, column: 5, scope: !95)
!134 = !DILocation(line: 55, column: 34, scope: !95)
!135 = !DILocation(line: 55, column: 58, scope: !95)
!136 = !DILocation(line: 55, column: 5, scope: !95)
!137 = !DILocation(line: 56, column: 24, scope: !95)
!138 = !DILocation(line: 56, column: 5, scope: !95)
!139 = !DILocalVariable(name: "buf", scope: !95, file: !2, line: 57, type: !140)
!140 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 1024, elements: !141)
!141 = !{!142}
!142 = !DISubrange(count: 128)
!143 = !DILocation(line: 57, column: 10, scope: !95)
!144 = !DILocation(line: 57, column: 29, scope: !95)
!145 = !DILocation(line: 57, column: 20, scope: !95)
!146 = !DILocation(line: 58, column: 20, scope: !95)
!147 = !DILocation(line: 58, column: 5, scope: !95)
!148 = !DILocation(line: 59, column: 17, scope: !95)
!149 = !DILocation(line: 59, column: 12, scope: !95)
!150 = !DILocation(line: 59, column: 5, scope: !95)
!151 = distinct !DISubprogram(name: "sum_ints", scope: !2, file: !2, line: 11, type: !152, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !98)
!152 = !DISubroutineType(types: !153)
!153 = !{!126, !84, null}
!154 = !DILocalVariable(name: "n", arg: 1, scope: !151, file: !2, line: 11, type: !84)
!155 = !DILocation(line: 11, column: 26, scope: !151)
!156 = !DILocalVariable(name: "ap", scope: !151, file: !2, line: 11, type: !157)
!157 = !DIDerivedType(tag: DW_TAG_typedef, name: "va_list", file: !158, line: 12, baseType: !159)
!158 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stdarg_va_list.h", directory: "", checksumkind: CSK_MD5, checksum: "7bd78a282b99fcfe41a9e3c566d14f7d")
!159 = !DIDerivedType(tag: DW_TAG_typedef, name: "__builtin_va_list", file: !2, baseType: !160)
!160 = !DICompositeType(tag: DW_TAG_array_type, baseType: !161, size: 192, elements: !168)
!161 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "__va_list_tag", size: 192, elements: !162)
!162 = !{!163, !165, !166, !167}
!163 = !DIDerivedType(tag: DW_TAG_member, name: "gp_offset", scope: !161, file: !2, line: 11, baseType: !164, size: 32)
!164 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!165 = !DIDerivedType(tag: DW_TAG_member, name: "fp_offset", scope: !161, file: !2, line: 11, baseType: !164, size: 32, offset: 32)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "overflow_arg_area", scope: !161, file: !2, line: 11, baseType: !83, size: 64, offset: 64)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "reg_save_area", scope: !161, file: !2, line: 11, baseType: !83, size: 64, offset: 128)
!168 = !{!169}
!169 = !DISubrange(count: 1)
!170 = !DILocation(line: 11, column: 44, scope: !151)
!171 = !DILocation(line: 11, column: 48, scope: !151)
!172 = !DILocalVariable(name: "s", scope: !151, file: !2, line: 11, type: !126)
!173 = !DILocation(line: 11, column: 70, scope: !151)
!174 = !DILocalVariable(name: "i", scope: !175, file: !2, line: 11, type: !84)
!175 = distinct !DILexicalBlock(scope: !151, file: !2, line: 11, column: 77)
!176 = !DILocation(line: 11, column: 86, scope: !175)
!177 = !DILocation(line: 11, column: 82, scope: !175)
!178 = !DILocation(line: 11, column: 93, scope: !179)
!179 = distinct !DILexicalBlock(scope: !175, file: !2, line: 11, column: 77)
!180 = !DILocation(line: 11, column: 97, scope: !179)
!181 = !DILocation(line: 11, column: 95, scope: !179)
!182 = !DILocation(line: 11, column: 77, scope: !175)
!183 = !DILocation(line: 11, column: 110, scope: !179)
!184 = !DILocation(line: 11, column: 107, scope: !179)
!185 = !DILocation(line: 11, column: 105, scope: !179)
!186 = !DILocation(line: 11, column: 101, scope: !179)
!187 = !DILocation(line: 11, column: 77, scope: !179)
!188 = distinct !{!188, !182, !189, !190}
!189 = !DILocation(line: 11, column: 110, scope: !175)
!190 = !{!"llvm.loop.mustprogress"}
!191 = !DILocation(line: 11, column: 127, scope: !151)
!192 = !DILocation(line: 11, column: 146, scope: !151)
!193 = !DILocation(line: 11, column: 139, scope: !151)
!194 = distinct !DISubprogram(name: "sum_doubles", scope: !2, file: !2, line: 12, type: !195, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !98)
!195 = !DISubroutineType(types: !196)
!196 = !{!85, !84, null}
!197 = !DILocalVariable(name: "n", arg: 1, scope: !194, file: !2, line: 12, type: !84)
!198 = !DILocation(line: 12, column: 31, scope: !194)
!199 = !DILocalVariable(name: "ap", scope: !194, file: !2, line: 12, type: !157)
!200 = !DILocation(line: 12, column: 49, scope: !194)
!201 = !DILocation(line: 12, column: 53, scope: !194)
!202 = !DILocalVariable(name: "s", scope: !194, file: !2, line: 12, type: !85)
!203 = !DILocation(line: 12, column: 77, scope: !194)
!204 = !DILocalVariable(name: "i", scope: !205, file: !2, line: 12, type: !84)
!205 = distinct !DILexicalBlock(scope: !194, file: !2, line: 12, column: 84)
!206 = !DILocation(line: 12, column: 93, scope: !205)
!207 = !DILocation(line: 12, column: 89, scope: !205)
!208 = !DILocation(line: 12, column: 100, scope: !209)
!209 = distinct !DILexicalBlock(scope: !205, file: !2, line: 12, column: 84)
!210 = !DILocation(line: 12, column: 104, scope: !209)
!211 = !DILocation(line: 12, column: 102, scope: !209)
!212 = !DILocation(line: 12, column: 84, scope: !205)
!213 = !DILocation(line: 12, column: 117, scope: !209)
!214 = !DILocation(line: 12, column: 114, scope: !209)
!215 = !DILocation(line: 12, column: 112, scope: !209)
!216 = !DILocation(line: 12, column: 108, scope: !209)
!217 = !DILocation(line: 12, column: 84, scope: !209)
!218 = distinct !{!218, !212, !219, !190}
!219 = !DILocation(line: 12, column: 117, scope: !205)
!220 = !DILocation(line: 12, column: 137, scope: !194)
!221 = !DILocation(line: 12, column: 156, scope: !194)
!222 = !DILocation(line: 12, column: 149, scope: !194)
!223 = distinct !DISubprogram(name: "sum_ld", scope: !2, file: !2, line: 13, type: !224, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !98)
!224 = !DISubroutineType(types: !225)
!225 = !{!226, !84, null}
!226 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!227 = !DILocalVariable(name: "n", arg: 1, scope: !223, file: !2, line: 13, type: !84)
!228 = !DILocation(line: 13, column: 31, scope: !223)
!229 = !DILocalVariable(name: "ap", scope: !223, file: !2, line: 13, type: !157)
!230 = !DILocation(line: 13, column: 49, scope: !223)
!231 = !DILocation(line: 13, column: 53, scope: !223)
!232 = !DILocalVariable(name: "s", scope: !223, file: !2, line: 13, type: !226)
!233 = !DILocation(line: 13, column: 82, scope: !223)
!234 = !DILocalVariable(name: "i", scope: !235, file: !2, line: 13, type: !84)
!235 = distinct !DILexicalBlock(scope: !223, file: !2, line: 13, column: 89)
!236 = !DILocation(line: 13, column: 98, scope: !235)
!237 = !DILocation(line: 13, column: 94, scope: !235)
!238 = !DILocation(line: 13, column: 105, scope: !239)
!239 = distinct !DILexicalBlock(scope: !235, file: !2, line: 13, column: 89)
!240 = !DILocation(line: 13, column: 109, scope: !239)
!241 = !DILocation(line: 13, column: 107, scope: !239)
!242 = !DILocation(line: 13, column: 89, scope: !235)
!243 = !DILocation(line: 13, column: 122, scope: !239)
!244 = !DILocation(line: 13, column: 119, scope: !239)
!245 = !DILocation(line: 13, column: 117, scope: !239)
!246 = !DILocation(line: 13, column: 113, scope: !239)
!247 = !DILocation(line: 13, column: 89, scope: !239)
!248 = distinct !{!248, !242, !249, !190}
!249 = !DILocation(line: 13, column: 122, scope: !235)
!250 = !DILocation(line: 13, column: 147, scope: !223)
!251 = !DILocation(line: 13, column: 166, scope: !223)
!252 = !DILocation(line: 13, column: 159, scope: !223)
!253 = distinct !DISubprogram(name: "mixed", scope: !2, file: !2, line: 15, type: !254, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !98)
!254 = !DISubroutineType(types: !255)
!255 = !{!85, !256, null}
!256 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !257, size: 64)
!257 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!258 = !DILocalVariable(name: "fmt", arg: 1, scope: !253, file: !2, line: 15, type: !256)
!259 = !DILocation(line: 15, column: 33, scope: !253)
!260 = !DILocalVariable(name: "ap", scope: !253, file: !2, line: 16, type: !157)
!261 = !DILocation(line: 16, column: 13, scope: !253)
!262 = !DILocalVariable(name: "ap2", scope: !253, file: !2, line: 16, type: !157)
!263 = !DILocation(line: 16, column: 17, scope: !253)
!264 = !DILocation(line: 16, column: 22, scope: !253)
!265 = !DILocation(line: 16, column: 41, scope: !253)
!266 = !DILocalVariable(name: "t", scope: !253, file: !2, line: 17, type: !85)
!267 = !DILocation(line: 17, column: 12, scope: !253)
!268 = !DILocalVariable(name: "f", scope: !269, file: !2, line: 18, type: !256)
!269 = distinct !DILexicalBlock(scope: !253, file: !2, line: 18, column: 5)
!270 = !DILocation(line: 18, column: 22, scope: !269)
!271 = !DILocation(line: 18, column: 26, scope: !269)
!272 = !DILocation(line: 18, column: 10, scope: !269)
!273 = !DILocation(line: 18, column: 32, scope: !274)
!274 = distinct !DILexicalBlock(scope: !269, file: !2, line: 18, column: 5)
!275 = !DILocation(line: 18, column: 31, scope: !274)
!276 = !DILocation(line: 18, column: 5, scope: !269)
!277 = !DILocation(line: 19, column: 18, scope: !278)
!278 = distinct !DILexicalBlock(scope: !274, file: !2, line: 18, column: 40)
!279 = !DILocation(line: 19, column: 17, scope: !278)
!280 = !DILocation(line: 19, column: 9, scope: !278)
!281 = !DILocation(line: 20, column: 24, scope: !282)
!282 = distinct !DILexicalBlock(scope: !278, file: !2, line: 19, column: 21)
!283 = !DILocation(line: 20, column: 21, scope: !282)
!284 = !DILocation(line: 20, column: 41, scope: !282)
!285 = !DILocation(line: 21, column: 32, scope: !282)
!286 = !DILocation(line: 21, column: 24, scope: !282)
!287 = !DILocation(line: 21, column: 21, scope: !282)
!288 = !DILocation(line: 21, column: 50, scope: !282)
!289 = !DILocation(line: 22, column: 24, scope: !282)
!290 = !DILocation(line: 22, column: 21, scope: !282)
!291 = !DILocation(line: 22, column: 44, scope: !282)
!292 = !DILocation(line: 23, column: 32, scope: !282)
!293 = !DILocation(line: 23, column: 24, scope: !282)
!294 = !DILocation(line: 23, column: 21, scope: !282)
!295 = !DILocation(line: 23, column: 57, scope: !282)
!296 = !DILocation(line: 24, column: 39, scope: !282)
!297 = !DILocation(line: 24, column: 32, scope: !282)
!298 = !DILocation(line: 24, column: 24, scope: !282)
!299 = !DILocation(line: 24, column: 21, scope: !282)
!300 = !DILocation(line: 24, column: 66, scope: !282)
!301 = !DILocalVariable(name: "s", scope: !302, file: !2, line: 25, type: !109)
!302 = distinct !DILexicalBlock(scope: !282, file: !2, line: 25, column: 19)
!303 = !DILocation(line: 25, column: 34, scope: !302)
!304 = !DILocation(line: 25, column: 38, scope: !302)
!305 = !DILocation(line: 25, column: 71, scope: !302)
!306 = !DILocation(line: 25, column: 73, scope: !302)
!307 = !DILocation(line: 25, column: 82, scope: !302)
!308 = !DILocation(line: 25, column: 80, scope: !302)
!309 = !DILocation(line: 25, column: 78, scope: !302)
!310 = !DILocation(line: 25, column: 69, scope: !302)
!311 = !DILocation(line: 25, column: 66, scope: !302)
!312 = !DILocation(line: 25, column: 85, scope: !302)
!313 = !DILocalVariable(name: "p", scope: !314, file: !2, line: 26, type: !116)
!314 = distinct !DILexicalBlock(scope: !282, file: !2, line: 26, column: 19)
!315 = !DILocation(line: 26, column: 33, scope: !314)
!316 = !DILocation(line: 26, column: 37, scope: !314)
!317 = !DILocation(line: 26, column: 69, scope: !314)
!318 = !DILocation(line: 26, column: 75, scope: !314)
!319 = !DILocation(line: 26, column: 64, scope: !314)
!320 = !DILocation(line: 26, column: 78, scope: !314)
!321 = !DILocalVariable(name: "b", scope: !322, file: !2, line: 27, type: !122)
!322 = distinct !DILexicalBlock(scope: !282, file: !2, line: 27, column: 19)
!323 = !DILocation(line: 27, column: 32, scope: !322)
!324 = !DILocation(line: 27, column: 36, scope: !322)
!325 = !DILocalVariable(name: "i", scope: !326, file: !2, line: 27, type: !84)
!326 = distinct !DILexicalBlock(scope: !322, file: !2, line: 27, column: 60)
!327 = !DILocation(line: 27, column: 69, scope: !326)
!328 = !DILocation(line: 27, column: 65, scope: !326)
!329 = !DILocation(line: 27, column: 76, scope: !330)
!330 = distinct !DILexicalBlock(scope: !326, file: !2, line: 27, column: 60)
!331 = !DILocation(line: 27, column: 78, scope: !330)
!332 = !DILocation(line: 27, column: 60, scope: !326)
!333 = !DILocation(line: 27, column: 103, scope: !330)
!334 = !DILocation(line: 27, column: 105, scope: !330)
!335 = !DILocation(line: 27, column: 101, scope: !330)
!336 = !DILocation(line: 27, column: 93, scope: !330)
!337 = !DILocation(line: 27, column: 90, scope: !330)
!338 = !DILocation(line: 27, column: 88, scope: !330)
!339 = !DILocation(line: 27, column: 84, scope: !330)
!340 = !DILocation(line: 27, column: 60, scope: !330)
!341 = distinct !{!341, !332, !342, !190}
!342 = !DILocation(line: 27, column: 106, scope: !326)
!343 = !DILocation(line: 27, column: 109, scope: !322)
!344 = !DILocation(line: 28, column: 30, scope: !282)
!345 = !DILocation(line: 28, column: 24, scope: !282)
!346 = !DILocation(line: 28, column: 21, scope: !282)
!347 = !DILocation(line: 28, column: 47, scope: !282)
!348 = !DILocation(line: 29, column: 24, scope: !282)
!349 = !DILocation(line: 29, column: 21, scope: !282)
!350 = !DILocation(line: 29, column: 44, scope: !282)
!351 = !DILocation(line: 31, column: 5, scope: !278)
!352 = !DILocation(line: 18, column: 36, scope: !274)
!353 = !DILocation(line: 18, column: 5, scope: !274)
!354 = distinct !{!354, !276, !355, !190}
!355 = !DILocation(line: 31, column: 5, scope: !269)
!356 = !DILocation(line: 32, column: 5, scope: !253)
!357 = !DILocalVariable(name: "cnt", scope: !253, file: !2, line: 34, type: !84)
!358 = !DILocation(line: 34, column: 9, scope: !253)
!359 = !DILocalVariable(name: "f", scope: !360, file: !2, line: 34, type: !256)
!360 = distinct !DILexicalBlock(scope: !253, file: !2, line: 34, column: 18)
!361 = !DILocation(line: 34, column: 35, scope: !360)
!362 = !DILocation(line: 34, column: 39, scope: !360)
!363 = !DILocation(line: 34, column: 23, scope: !360)
!364 = !DILocation(line: 34, column: 45, scope: !365)
!365 = distinct !DILexicalBlock(scope: !360, file: !2, line: 34, column: 18)
!366 = !DILocation(line: 34, column: 44, scope: !365)
!367 = !DILocation(line: 34, column: 47, scope: !365)
!368 = !DILocation(line: 34, column: 18, scope: !360)
!369 = !DILocation(line: 34, column: 69, scope: !370)
!370 = distinct !DILexicalBlock(scope: !365, file: !2, line: 34, column: 60)
!371 = !DILocation(line: 34, column: 86, scope: !370)
!372 = !DILocation(line: 34, column: 66, scope: !370)
!373 = !DILocation(line: 34, column: 91, scope: !370)
!374 = !DILocation(line: 34, column: 56, scope: !365)
!375 = !DILocation(line: 34, column: 18, scope: !365)
!376 = distinct !{!376, !368, !377, !190}
!377 = !DILocation(line: 34, column: 91, scope: !360)
!378 = !DILocation(line: 35, column: 5, scope: !253)
!379 = !DILocation(line: 36, column: 12, scope: !253)
!380 = !DILocation(line: 36, column: 16, scope: !253)
!381 = !DILocation(line: 36, column: 20, scope: !253)
!382 = !DILocation(line: 36, column: 14, scope: !253)
!383 = !DILocation(line: 36, column: 5, scope: !253)
!384 = distinct !DISubprogram(name: "wsum", scope: !2, file: !2, line: 39, type: !385, scopeLine: 39, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !98)
!385 = !DISubroutineType(types: !386)
!386 = !{!84, !84, null}
!387 = !DILocalVariable(name: "n", arg: 1, scope: !384, file: !2, line: 39, type: !84)
!388 = !DILocation(line: 39, column: 21, scope: !384)
!389 = !DILocalVariable(name: "ap", scope: !384, file: !2, line: 39, type: !157)
!390 = !DILocation(line: 39, column: 39, scope: !384)
!391 = !DILocation(line: 39, column: 43, scope: !384)
!392 = !DILocalVariable(name: "r", scope: !384, file: !2, line: 39, type: !84)
!393 = !DILocation(line: 39, column: 64, scope: !384)
!394 = !DILocation(line: 39, column: 73, scope: !384)
!395 = !DILocation(line: 39, column: 76, scope: !384)
!396 = !DILocation(line: 39, column: 68, scope: !384)
!397 = !DILocation(line: 39, column: 81, scope: !384)
!398 = !DILocation(line: 39, column: 100, scope: !384)
!399 = !DILocation(line: 39, column: 93, scope: !384)
!400 = distinct !DISubprogram(name: "twice", scope: !2, file: !2, line: 40, type: !385, scopeLine: 40, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !98)
!401 = !DILocalVariable(name: "n", arg: 1, scope: !400, file: !2, line: 40, type: !84)
!402 = !DILocation(line: 40, column: 22, scope: !400)
!403 = !DILocalVariable(name: "ap", scope: !400, file: !2, line: 41, type: !157)
!404 = !DILocation(line: 41, column: 13, scope: !400)
!405 = !DILocalVariable(name: "cp", scope: !400, file: !2, line: 41, type: !157)
!406 = !DILocation(line: 41, column: 17, scope: !400)
!407 = !DILocation(line: 41, column: 21, scope: !400)
!408 = !DILocation(line: 41, column: 38, scope: !400)
!409 = !DILocalVariable(name: "a", scope: !400, file: !2, line: 42, type: !84)
!410 = !DILocation(line: 42, column: 9, scope: !400)
!411 = !DILocation(line: 42, column: 18, scope: !400)
!412 = !DILocation(line: 42, column: 21, scope: !400)
!413 = !DILocation(line: 42, column: 13, scope: !400)
!414 = !DILocalVariable(name: "b", scope: !400, file: !2, line: 42, type: !84)
!415 = !DILocation(line: 42, column: 26, scope: !400)
!416 = !DILocation(line: 42, column: 35, scope: !400)
!417 = !DILocation(line: 42, column: 38, scope: !400)
!418 = !DILocation(line: 42, column: 30, scope: !400)
!419 = !DILocation(line: 43, column: 5, scope: !400)
!420 = !DILocation(line: 43, column: 17, scope: !400)
!421 = !DILocation(line: 43, column: 36, scope: !400)
!422 = !DILocation(line: 43, column: 38, scope: !400)
!423 = !DILocation(line: 43, column: 46, scope: !400)
!424 = !DILocation(line: 43, column: 44, scope: !400)
!425 = !DILocation(line: 43, column: 29, scope: !400)
!426 = distinct !DISubprogram(name: "nth_string", scope: !2, file: !2, line: 45, type: !427, scopeLine: 45, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !98)
!427 = !DISubroutineType(types: !428)
!428 = !{!256, !84, null}
!429 = !DILocalVariable(name: "n", arg: 1, scope: !426, file: !2, line: 45, type: !84)
!430 = !DILocation(line: 45, column: 35, scope: !426)
!431 = !DILocalVariable(name: "ap", scope: !426, file: !2, line: 45, type: !157)
!432 = !DILocation(line: 45, column: 53, scope: !426)
!433 = !DILocation(line: 45, column: 57, scope: !426)
!434 = !DILocalVariable(name: "s", scope: !426, file: !2, line: 45, type: !256)
!435 = !DILocation(line: 45, column: 86, scope: !426)
!436 = !DILocalVariable(name: "i", scope: !437, file: !2, line: 45, type: !84)
!437 = distinct !DILexicalBlock(scope: !426, file: !2, line: 45, column: 96)
!438 = !DILocation(line: 45, column: 105, scope: !437)
!439 = !DILocation(line: 45, column: 101, scope: !437)
!440 = !DILocation(line: 45, column: 112, scope: !441)
!441 = distinct !DILexicalBlock(scope: !437, file: !2, line: 45, column: 96)
!442 = !DILocation(line: 45, column: 117, scope: !441)
!443 = !DILocation(line: 45, column: 114, scope: !441)
!444 = !DILocation(line: 45, column: 96, scope: !437)
!445 = !DILocation(line: 45, column: 129, scope: !441)
!446 = !DILocation(line: 45, column: 127, scope: !441)
!447 = !DILocation(line: 45, column: 125, scope: !441)
!448 = !DILocation(line: 45, column: 121, scope: !441)
!449 = !DILocation(line: 45, column: 96, scope: !441)
!450 = distinct !{!450, !444, !451, !190}
!451 = !DILocation(line: 45, column: 129, scope: !437)
!452 = !DILocation(line: 45, column: 155, scope: !426)
!453 = !DILocation(line: 45, column: 174, scope: !426)
!454 = !DILocation(line: 45, column: 167, scope: !426)
!455 = distinct !DISubprogram(name: "vsum", scope: !2, file: !2, line: 38, type: !456, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !81, retainedNodes: !98)
!456 = !DISubroutineType(types: !457)
!457 = !{!84, !84, !458}
!458 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !161, size: 64)
!459 = !DILocalVariable(name: "n", arg: 1, scope: !455, file: !2, line: 38, type: !84)
!460 = !DILocation(line: 38, column: 21, scope: !455)
!461 = !DILocalVariable(name: "ap", arg: 2, scope: !455, file: !2, line: 38, type: !458)
!462 = !DILocation(line: 38, column: 32, scope: !455)
!463 = !DILocalVariable(name: "s", scope: !455, file: !2, line: 38, type: !84)
!464 = !DILocation(line: 38, column: 42, scope: !455)
!465 = !DILocalVariable(name: "i", scope: !466, file: !2, line: 38, type: !84)
!466 = distinct !DILexicalBlock(scope: !455, file: !2, line: 38, column: 49)
!467 = !DILocation(line: 38, column: 58, scope: !466)
!468 = !DILocation(line: 38, column: 54, scope: !466)
!469 = !DILocation(line: 38, column: 65, scope: !470)
!470 = distinct !DILexicalBlock(scope: !466, file: !2, line: 38, column: 49)
!471 = !DILocation(line: 38, column: 69, scope: !470)
!472 = !DILocation(line: 38, column: 67, scope: !470)
!473 = !DILocation(line: 38, column: 49, scope: !466)
!474 = !DILocation(line: 38, column: 82, scope: !470)
!475 = !DILocation(line: 38, column: 101, scope: !470)
!476 = !DILocation(line: 38, column: 103, scope: !470)
!477 = !DILocation(line: 38, column: 98, scope: !470)
!478 = !DILocation(line: 38, column: 79, scope: !470)
!479 = !DILocation(line: 38, column: 77, scope: !470)
!480 = !DILocation(line: 38, column: 73, scope: !470)
!481 = !DILocation(line: 38, column: 49, scope: !470)
!482 = distinct !{!482, !473, !483, !190}
!483 = !DILocation(line: 38, column: 106, scope: !466)
!484 = !DILocation(line: 38, column: 116, scope: !455)
!485 = !DILocation(line: 38, column: 109, scope: !455)
