; ModuleID = 'programs/struct_return_large.c'
source_filename = "programs/struct_return_large.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.Mat4 = type { [4 x [4 x i32]] }
%struct.RecList = type { [3 x %struct.Rec], i32 }
%struct.Rec = type { [24 x i8], i32, double, i64 }

@.str = private unnamed_addr constant [4 x i8] c"%6d\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [11 x i8] c"trace=%ld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [6 x i8] c"alice\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [4 x i8] c"bob\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [28 x i8] c"carol-with-a-long-name-here\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [48 x i8] c"oldest %s %d %g %ld sizeof Rec=%zu RecList=%zu\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [17 x i8] c"third name '%s'\0A\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [17 x i8] c"copy %d orig %d\0A\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [8 x i8] c"ts=%ld\0A\00", align 1, !dbg !41

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !59 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.Mat4, align 8
  %3 = alloca i32, align 4
  %4 = alloca %struct.Mat4, align 4
  %5 = alloca %struct.Mat4, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca %struct.Mat4, align 8
  %9 = alloca %struct.RecList, align 8
  %10 = alloca %struct.Rec, align 8
  %11 = alloca %struct.Rec, align 8
  %12 = alloca %struct.Rec, align 8
  %13 = alloca %struct.Rec, align 8
  %14 = alloca %struct.Rec, align 8
  %15 = alloca [3 x %struct.Mat4], align 16
  %16 = alloca %struct.Mat4, align 8
  %17 = alloca %struct.Mat4, align 8
  %18 = alloca i64, align 8
  %19 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !63, !DIExpression(), !70)
  call void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %2), !dbg !71
    #dbg_declare(ptr %3, !72, !DIExpression(), !74)
  store i32 1, ptr %3, align 4, !dbg !74
  br label %20, !dbg !75

20:                                               ; preds = %25, %0
  %21 = load i32, ptr %3, align 4, !dbg !76
  %22 = icmp sle i32 %21, 6, !dbg !78
  br i1 %22, label %23, label %28, !dbg !79

23:                                               ; preds = %20
  %24 = load i32, ptr %3, align 4, !dbg !80
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %5, i32 noundef %24), !dbg !81
  call void @mul(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %4, ptr noundef byval(%struct.Mat4) align 8 %2, ptr noundef byval(%struct.Mat4) align 8 %5), !dbg !82
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %4, i64 64, i1 false), !dbg !82
  br label %25, !dbg !83

25:                                               ; preds = %23
  %26 = load i32, ptr %3, align 4, !dbg !84
  %27 = add nsw i32 %26, 1, !dbg !84
  store i32 %27, ptr %3, align 4, !dbg !84
  br label %20, !dbg !85, !llvm.loop !86

28:                                               ; preds = %20
    #dbg_declare(ptr %6, !89, !DIExpression(), !91)
  store i32 0, ptr %6, align 4, !dbg !91
  br label %29, !dbg !92

29:                                               ; preds = %51, %28
  %30 = load i32, ptr %6, align 4, !dbg !93
  %31 = icmp slt i32 %30, 4, !dbg !95
  br i1 %31, label %32, label %54, !dbg !96

32:                                               ; preds = %29
    #dbg_declare(ptr %7, !97, !DIExpression(), !100)
  store i32 0, ptr %7, align 4, !dbg !100
  br label %33, !dbg !101

33:                                               ; preds = %46, %32
  %34 = load i32, ptr %7, align 4, !dbg !102
  %35 = icmp slt i32 %34, 4, !dbg !104
  br i1 %35, label %36, label %49, !dbg !105

36:                                               ; preds = %33
  %37 = getelementptr inbounds %struct.Mat4, ptr %2, i32 0, i32 0, !dbg !106
  %38 = load i32, ptr %6, align 4, !dbg !107
  %39 = sext i32 %38 to i64, !dbg !108
  %40 = getelementptr inbounds [4 x [4 x i32]], ptr %37, i64 0, i64 %39, !dbg !108
  %41 = load i32, ptr %7, align 4, !dbg !109
  %42 = sext i32 %41 to i64, !dbg !108
  %43 = getelementptr inbounds [4 x i32], ptr %40, i64 0, i64 %42, !dbg !108
  %44 = load i32, ptr %43, align 4, !dbg !108
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %44), !dbg !110
  br label %46, !dbg !110

46:                                               ; preds = %36
  %47 = load i32, ptr %7, align 4, !dbg !111
  %48 = add nsw i32 %47, 1, !dbg !111
  store i32 %48, ptr %7, align 4, !dbg !111
  br label %33, !dbg !112, !llvm.loop !113

49:                                               ; preds = %33
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !115
  br label %51, !dbg !116

51:                                               ; preds = %49
  %52 = load i32, ptr %6, align 4, !dbg !117
  %53 = add nsw i32 %52, 1, !dbg !117
  store i32 %53, ptr %6, align 4, !dbg !117
  br label %29, !dbg !118, !llvm.loop !119

54:                                               ; preds = %29
  call void @mul(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %8, ptr noundef byval(%struct.Mat4) align 8 %2, ptr noundef byval(%struct.Mat4) align 8 %2), !dbg !121
  %55 = call i64 @trace(ptr noundef byval(%struct.Mat4) align 8 %8), !dbg !122
  %56 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %55), !dbg !123
    #dbg_declare(ptr %9, !124, !DIExpression(), !144)
  call void @mkrec(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %10, ptr noundef @.str.3, i32 noundef 31, double noundef 8.850000e+01), !dbg !145
  call void @mkrec(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %11, ptr noundef @.str.4, i32 noundef 45, double noundef 7.025000e+01), !dbg !146
  call void @mkrec(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %12, ptr noundef @.str.5, i32 noundef 29, double noundef 9.900000e+01), !dbg !147
  call void @mklist(ptr dead_on_unwind writable sret(%struct.RecList) align 8 %9, ptr noundef byval(%struct.Rec) align 8 %10, ptr noundef byval(%struct.Rec) align 8 %11, ptr noundef byval(%struct.Rec) align 8 %12), !dbg !148
    #dbg_declare(ptr %13, !149, !DIExpression(), !150)
  call void @oldest(ptr dead_on_unwind writable sret(%struct.Rec) align 8 %13, ptr noundef byval(%struct.RecList) align 8 %9), !dbg !151
  %57 = getelementptr inbounds %struct.Rec, ptr %13, i32 0, i32 0, !dbg !152
  %58 = getelementptr inbounds [24 x i8], ptr %57, i64 0, i64 0, !dbg !153
  %59 = getelementptr inbounds %struct.Rec, ptr %13, i32 0, i32 1, !dbg !154
  %60 = load i32, ptr %59, align 8, !dbg !154
  %61 = getelementptr inbounds %struct.Rec, ptr %13, i32 0, i32 2, !dbg !155
  %62 = load double, ptr %61, align 8, !dbg !155
  %63 = getelementptr inbounds %struct.Rec, ptr %13, i32 0, i32 3, !dbg !156
  %64 = load i64, ptr %63, align 8, !dbg !156
  %65 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %58, i32 noundef %60, double noundef %62, i64 noundef %64, i64 noundef 48, i64 noundef 152), !dbg !157
  %66 = getelementptr inbounds %struct.RecList, ptr %9, i32 0, i32 0, !dbg !158
  %67 = getelementptr inbounds [3 x %struct.Rec], ptr %66, i64 0, i64 2, !dbg !159
  %68 = getelementptr inbounds %struct.Rec, ptr %67, i32 0, i32 0, !dbg !160
  %69 = getelementptr inbounds [24 x i8], ptr %68, i64 0, i64 0, !dbg !159
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, ptr noundef %69), !dbg !161
    #dbg_declare(ptr %14, !162, !DIExpression(), !163)
  %71 = getelementptr inbounds %struct.RecList, ptr %9, i32 0, i32 0, !dbg !164
  %72 = getelementptr inbounds [3 x %struct.Rec], ptr %71, i64 0, i64 1, !dbg !165
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %72, i64 48, i1 false), !dbg !165
  %73 = getelementptr inbounds %struct.Rec, ptr %14, i32 0, i32 1, !dbg !166
  %74 = load i32, ptr %73, align 8, !dbg !167
  %75 = add nsw i32 %74, 1, !dbg !167
  store i32 %75, ptr %73, align 8, !dbg !167
  %76 = getelementptr inbounds %struct.Rec, ptr %14, i32 0, i32 1, !dbg !168
  %77 = load i32, ptr %76, align 8, !dbg !168
  %78 = getelementptr inbounds %struct.RecList, ptr %9, i32 0, i32 0, !dbg !169
  %79 = getelementptr inbounds [3 x %struct.Rec], ptr %78, i64 0, i64 1, !dbg !170
  %80 = getelementptr inbounds %struct.Rec, ptr %79, i32 0, i32 1, !dbg !171
  %81 = load i32, ptr %80, align 8, !dbg !171
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %77, i32 noundef %81), !dbg !172
    #dbg_declare(ptr %15, !173, !DIExpression(), !175)
  call void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %15), !dbg !176
  %83 = getelementptr inbounds %struct.Mat4, ptr %15, i64 1, !dbg !177
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %83, i32 noundef 2), !dbg !178
  %84 = getelementptr inbounds %struct.Mat4, ptr %15, i64 2, !dbg !177
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %16, i32 noundef 3), !dbg !179
  call void @rot(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %17, i32 noundef 4), !dbg !180
  call void @mul(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %84, ptr noundef byval(%struct.Mat4) align 8 %16, ptr noundef byval(%struct.Mat4) align 8 %17), !dbg !181
    #dbg_declare(ptr %18, !182, !DIExpression(), !183)
  store i64 0, ptr %18, align 8, !dbg !183
    #dbg_declare(ptr %19, !184, !DIExpression(), !186)
  store i32 0, ptr %19, align 4, !dbg !186
  br label %85, !dbg !187

85:                                               ; preds = %95, %54
  %86 = load i32, ptr %19, align 4, !dbg !188
  %87 = icmp slt i32 %86, 3, !dbg !190
  br i1 %87, label %88, label %98, !dbg !191

88:                                               ; preds = %85
  %89 = load i32, ptr %19, align 4, !dbg !192
  %90 = sext i32 %89 to i64, !dbg !193
  %91 = getelementptr inbounds [3 x %struct.Mat4], ptr %15, i64 0, i64 %90, !dbg !193
  %92 = call i64 @trace(ptr noundef byval(%struct.Mat4) align 8 %91), !dbg !194
  %93 = load i64, ptr %18, align 8, !dbg !195
  %94 = add nsw i64 %93, %92, !dbg !195
  store i64 %94, ptr %18, align 8, !dbg !195
  br label %95, !dbg !196

95:                                               ; preds = %88
  %96 = load i32, ptr %19, align 4, !dbg !197
  %97 = add nsw i32 %96, 1, !dbg !197
  store i32 %97, ptr %19, align 4, !dbg !197
  br label %85, !dbg !198, !llvm.loop !199

98:                                               ; preds = %85
  %99 = load i64, ptr %18, align 8, !dbg !201
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i64 noundef %99), !dbg !202
  %101 = call i64 @trace(ptr noundef byval(%struct.Mat4) align 8 %2), !dbg !203
  %102 = and i64 %101, 255, !dbg !204
  %103 = trunc i64 %102 to i32, !dbg !205
  ret i32 %103, !dbg !206
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ident(ptr dead_on_unwind noalias writable sret(%struct.Mat4) align 4 %0) #0 !dbg !207 {
  %2 = alloca i32, align 4
    #dbg_declare(ptr %0, !210, !DIExpression(), !211)
  call void @llvm.memset.p0.i64(ptr align 4 %0, i8 0, i64 64, i1 false), !dbg !212
    #dbg_declare(ptr %2, !213, !DIExpression(), !215)
  store i32 0, ptr %2, align 4, !dbg !215
  br label %3, !dbg !216

3:                                                ; preds = %14, %1
  %4 = load i32, ptr %2, align 4, !dbg !217
  %5 = icmp slt i32 %4, 4, !dbg !219
  br i1 %5, label %6, label %17, !dbg !220

6:                                                ; preds = %3
  %7 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0, !dbg !221
  %8 = load i32, ptr %2, align 4, !dbg !222
  %9 = sext i32 %8 to i64, !dbg !223
  %10 = getelementptr inbounds [4 x [4 x i32]], ptr %7, i64 0, i64 %9, !dbg !223
  %11 = load i32, ptr %2, align 4, !dbg !224
  %12 = sext i32 %11 to i64, !dbg !223
  %13 = getelementptr inbounds [4 x i32], ptr %10, i64 0, i64 %12, !dbg !223
  store i32 1, ptr %13, align 4, !dbg !225
  br label %14, !dbg !223

14:                                               ; preds = %6
  %15 = load i32, ptr %2, align 4, !dbg !226
  %16 = add nsw i32 %15, 1, !dbg !226
  store i32 %16, ptr %2, align 4, !dbg !226
  br label %3, !dbg !227, !llvm.loop !228

17:                                               ; preds = %3
  ret void, !dbg !230
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul(ptr dead_on_unwind noalias writable sret(%struct.Mat4) align 4 %0, ptr noundef byval(%struct.Mat4) align 8 %1, ptr noundef byval(%struct.Mat4) align 8 %2) #0 !dbg !231 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
    #dbg_declare(ptr %1, !234, !DIExpression(), !235)
    #dbg_declare(ptr %2, !236, !DIExpression(), !237)
    #dbg_declare(ptr %0, !238, !DIExpression(), !239)
    #dbg_declare(ptr %4, !240, !DIExpression(), !242)
  store i32 0, ptr %4, align 4, !dbg !242
  br label %8, !dbg !243

8:                                                ; preds = %55, %3
  %9 = load i32, ptr %4, align 4, !dbg !244
  %10 = icmp slt i32 %9, 4, !dbg !246
  br i1 %10, label %11, label %58, !dbg !247

11:                                               ; preds = %8
    #dbg_declare(ptr %5, !248, !DIExpression(), !250)
  store i32 0, ptr %5, align 4, !dbg !250
  br label %12, !dbg !251

12:                                               ; preds = %51, %11
  %13 = load i32, ptr %5, align 4, !dbg !252
  %14 = icmp slt i32 %13, 4, !dbg !254
  br i1 %14, label %15, label %54, !dbg !255

15:                                               ; preds = %12
    #dbg_declare(ptr %6, !256, !DIExpression(), !258)
  store i32 0, ptr %6, align 4, !dbg !258
    #dbg_declare(ptr %7, !259, !DIExpression(), !261)
  store i32 0, ptr %7, align 4, !dbg !261
  br label %16, !dbg !262

16:                                               ; preds = %39, %15
  %17 = load i32, ptr %7, align 4, !dbg !263
  %18 = icmp slt i32 %17, 4, !dbg !265
  br i1 %18, label %19, label %42, !dbg !266

19:                                               ; preds = %16
  %20 = getelementptr inbounds %struct.Mat4, ptr %1, i32 0, i32 0, !dbg !267
  %21 = load i32, ptr %4, align 4, !dbg !268
  %22 = sext i32 %21 to i64, !dbg !269
  %23 = getelementptr inbounds [4 x [4 x i32]], ptr %20, i64 0, i64 %22, !dbg !269
  %24 = load i32, ptr %7, align 4, !dbg !270
  %25 = sext i32 %24 to i64, !dbg !269
  %26 = getelementptr inbounds [4 x i32], ptr %23, i64 0, i64 %25, !dbg !269
  %27 = load i32, ptr %26, align 4, !dbg !269
  %28 = getelementptr inbounds %struct.Mat4, ptr %2, i32 0, i32 0, !dbg !271
  %29 = load i32, ptr %7, align 4, !dbg !272
  %30 = sext i32 %29 to i64, !dbg !273
  %31 = getelementptr inbounds [4 x [4 x i32]], ptr %28, i64 0, i64 %30, !dbg !273
  %32 = load i32, ptr %5, align 4, !dbg !274
  %33 = sext i32 %32 to i64, !dbg !273
  %34 = getelementptr inbounds [4 x i32], ptr %31, i64 0, i64 %33, !dbg !273
  %35 = load i32, ptr %34, align 4, !dbg !273
  %36 = mul nsw i32 %27, %35, !dbg !275
  %37 = load i32, ptr %6, align 4, !dbg !276
  %38 = add nsw i32 %37, %36, !dbg !276
  store i32 %38, ptr %6, align 4, !dbg !276
  br label %39, !dbg !277

39:                                               ; preds = %19
  %40 = load i32, ptr %7, align 4, !dbg !278
  %41 = add nsw i32 %40, 1, !dbg !278
  store i32 %41, ptr %7, align 4, !dbg !278
  br label %16, !dbg !279, !llvm.loop !280

42:                                               ; preds = %16
  %43 = load i32, ptr %6, align 4, !dbg !282
  %44 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0, !dbg !283
  %45 = load i32, ptr %4, align 4, !dbg !284
  %46 = sext i32 %45 to i64, !dbg !285
  %47 = getelementptr inbounds [4 x [4 x i32]], ptr %44, i64 0, i64 %46, !dbg !285
  %48 = load i32, ptr %5, align 4, !dbg !286
  %49 = sext i32 %48 to i64, !dbg !285
  %50 = getelementptr inbounds [4 x i32], ptr %47, i64 0, i64 %49, !dbg !285
  store i32 %43, ptr %50, align 4, !dbg !287
  br label %51, !dbg !288

51:                                               ; preds = %42
  %52 = load i32, ptr %5, align 4, !dbg !289
  %53 = add nsw i32 %52, 1, !dbg !289
  store i32 %53, ptr %5, align 4, !dbg !289
  br label %12, !dbg !290, !llvm.loop !291

54:                                               ; preds = %12
  br label %55, !dbg !292

55:                                               ; preds = %54
  %56 = load i32, ptr %4, align 4, !dbg !293
  %57 = add nsw i32 %56, 1, !dbg !293
  store i32 %57, ptr %4, align 4, !dbg !293
  br label %8, !dbg !294, !llvm.loop !295

58:                                               ; preds = %8
  ret void, !dbg !297
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot(ptr dead_on_unwind noalias writable sret(%struct.Mat4) align 4 %0, i32 noundef %1) #0 !dbg !298 {
  %3 = alloca i32, align 4
  store i32 %1, ptr %3, align 4
    #dbg_declare(ptr %3, !301, !DIExpression(), !302)
    #dbg_declare(ptr %0, !303, !DIExpression(), !304)
  call void @ident(ptr dead_on_unwind writable sret(%struct.Mat4) align 4 %0), !dbg !305
  %4 = load i32, ptr %3, align 4, !dbg !306
  %5 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0, !dbg !307
  %6 = getelementptr inbounds [4 x [4 x i32]], ptr %5, i64 0, i64 0, !dbg !308
  %7 = getelementptr inbounds [4 x i32], ptr %6, i64 0, i64 1, !dbg !308
  store i32 %4, ptr %7, align 4, !dbg !309
  %8 = load i32, ptr %3, align 4, !dbg !310
  %9 = sub nsw i32 0, %8, !dbg !311
  %10 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0, !dbg !312
  %11 = getelementptr inbounds [4 x [4 x i32]], ptr %10, i64 0, i64 1, !dbg !313
  %12 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 2, !dbg !313
  store i32 %9, ptr %12, align 4, !dbg !314
  %13 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0, !dbg !315
  %14 = getelementptr inbounds [4 x [4 x i32]], ptr %13, i64 0, i64 3, !dbg !316
  %15 = getelementptr inbounds [4 x i32], ptr %14, i64 0, i64 0, !dbg !316
  store i32 2, ptr %15, align 4, !dbg !317
  ret void, !dbg !318
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @trace(ptr noundef byval(%struct.Mat4) align 8 %0) #0 !dbg !319 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
    #dbg_declare(ptr %0, !322, !DIExpression(), !323)
    #dbg_declare(ptr %2, !324, !DIExpression(), !325)
  store i64 0, ptr %2, align 8, !dbg !325
    #dbg_declare(ptr %3, !326, !DIExpression(), !328)
  store i32 0, ptr %3, align 4, !dbg !328
  br label %4, !dbg !329

4:                                                ; preds = %19, %1
  %5 = load i32, ptr %3, align 4, !dbg !330
  %6 = icmp slt i32 %5, 4, !dbg !332
  br i1 %6, label %7, label %22, !dbg !333

7:                                                ; preds = %4
  %8 = getelementptr inbounds %struct.Mat4, ptr %0, i32 0, i32 0, !dbg !334
  %9 = load i32, ptr %3, align 4, !dbg !335
  %10 = sext i32 %9 to i64, !dbg !336
  %11 = getelementptr inbounds [4 x [4 x i32]], ptr %8, i64 0, i64 %10, !dbg !336
  %12 = load i32, ptr %3, align 4, !dbg !337
  %13 = sext i32 %12 to i64, !dbg !336
  %14 = getelementptr inbounds [4 x i32], ptr %11, i64 0, i64 %13, !dbg !336
  %15 = load i32, ptr %14, align 4, !dbg !336
  %16 = sext i32 %15 to i64, !dbg !336
  %17 = load i64, ptr %2, align 8, !dbg !338
  %18 = add nsw i64 %17, %16, !dbg !338
  store i64 %18, ptr %2, align 8, !dbg !338
  br label %19, !dbg !339

19:                                               ; preds = %7
  %20 = load i32, ptr %3, align 4, !dbg !340
  %21 = add nsw i32 %20, 1, !dbg !340
  store i32 %21, ptr %3, align 4, !dbg !340
  br label %4, !dbg !341, !llvm.loop !342

22:                                               ; preds = %4
  %23 = load i64, ptr %2, align 8, !dbg !344
  ret i64 %23, !dbg !345
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mklist(ptr dead_on_unwind noalias writable sret(%struct.RecList) align 8 %0, ptr noundef byval(%struct.Rec) align 8 %1, ptr noundef byval(%struct.Rec) align 8 %2, ptr noundef byval(%struct.Rec) align 8 %3) #0 !dbg !346 {
    #dbg_declare(ptr %1, !349, !DIExpression(), !350)
    #dbg_declare(ptr %2, !351, !DIExpression(), !352)
    #dbg_declare(ptr %3, !353, !DIExpression(), !354)
    #dbg_declare(ptr %0, !355, !DIExpression(), !356)
  %5 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0, !dbg !357
  %6 = getelementptr inbounds [3 x %struct.Rec], ptr %5, i64 0, i64 0, !dbg !358
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 8 %1, i64 48, i1 false), !dbg !359
  %7 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0, !dbg !360
  %8 = getelementptr inbounds [3 x %struct.Rec], ptr %7, i64 0, i64 1, !dbg !361
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %2, i64 48, i1 false), !dbg !362
  %9 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 0, !dbg !363
  %10 = getelementptr inbounds [3 x %struct.Rec], ptr %9, i64 0, i64 2, !dbg !364
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %3, i64 48, i1 false), !dbg !365
  %11 = getelementptr inbounds %struct.RecList, ptr %0, i32 0, i32 1, !dbg !366
  store i32 3, ptr %11, align 8, !dbg !367
  ret void, !dbg !368
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mkrec(ptr dead_on_unwind noalias writable sret(%struct.Rec) align 8 %0, ptr noundef %1, i32 noundef %2, double noundef %3) #0 !dbg !369 {
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca double, align 8
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !374, !DIExpression(), !375)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !376, !DIExpression(), !377)
  store double %3, ptr %7, align 8
    #dbg_declare(ptr %7, !378, !DIExpression(), !379)
    #dbg_declare(ptr %0, !380, !DIExpression(), !381)
  call void @llvm.memset.p0.i64(ptr align 8 %0, i8 0, i64 48, i1 false), !dbg !382
  %8 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 0, !dbg !383
  %9 = getelementptr inbounds [24 x i8], ptr %8, i64 0, i64 0, !dbg !384
  %10 = load ptr, ptr %5, align 8, !dbg !385
  %11 = call ptr @strncpy(ptr noundef %9, ptr noundef %10, i64 noundef 23) #5, !dbg !386
  %12 = load i32, ptr %6, align 4, !dbg !387
  %13 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 1, !dbg !388
  store i32 %12, ptr %13, align 8, !dbg !389
  %14 = load double, ptr %7, align 8, !dbg !390
  %15 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 2, !dbg !391
  store double %14, ptr %15, align 8, !dbg !392
  %16 = load i32, ptr %6, align 4, !dbg !393
  %17 = sext i32 %16 to i64, !dbg !394
  %18 = mul nsw i64 %17, 1000003, !dbg !395
  %19 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 3, !dbg !396
  store i64 %18, ptr %19, align 8, !dbg !397
  ret void, !dbg !398
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @oldest(ptr dead_on_unwind noalias writable sret(%struct.Rec) align 8 %0, ptr noundef byval(%struct.RecList) align 8 %1) #0 !dbg !399 {
  %3 = alloca i32, align 4
    #dbg_declare(ptr %1, !402, !DIExpression(), !403)
    #dbg_declare(ptr %0, !404, !DIExpression(), !405)
  %4 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0, !dbg !406
  %5 = getelementptr inbounds [3 x %struct.Rec], ptr %4, i64 0, i64 0, !dbg !407
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %5, i64 48, i1 false), !dbg !407
    #dbg_declare(ptr %3, !408, !DIExpression(), !410)
  store i32 1, ptr %3, align 4, !dbg !410
  br label %6, !dbg !411

6:                                                ; preds = %27, %2
  %7 = load i32, ptr %3, align 4, !dbg !412
  %8 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 1, !dbg !414
  %9 = load i32, ptr %8, align 8, !dbg !414
  %10 = icmp slt i32 %7, %9, !dbg !415
  br i1 %10, label %11, label %30, !dbg !416

11:                                               ; preds = %6
  %12 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0, !dbg !417
  %13 = load i32, ptr %3, align 4, !dbg !419
  %14 = sext i32 %13 to i64, !dbg !420
  %15 = getelementptr inbounds [3 x %struct.Rec], ptr %12, i64 0, i64 %14, !dbg !420
  %16 = getelementptr inbounds %struct.Rec, ptr %15, i32 0, i32 1, !dbg !421
  %17 = load i32, ptr %16, align 8, !dbg !421
  %18 = getelementptr inbounds %struct.Rec, ptr %0, i32 0, i32 1, !dbg !422
  %19 = load i32, ptr %18, align 8, !dbg !422
  %20 = icmp sgt i32 %17, %19, !dbg !423
  br i1 %20, label %21, label %26, !dbg !424

21:                                               ; preds = %11
  %22 = getelementptr inbounds %struct.RecList, ptr %1, i32 0, i32 0, !dbg !425
  %23 = load i32, ptr %3, align 4, !dbg !426
  %24 = sext i32 %23 to i64, !dbg !427
  %25 = getelementptr inbounds [3 x %struct.Rec], ptr %22, i64 0, i64 %24, !dbg !427
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %0, ptr align 8 %25, i64 48, i1 false), !dbg !427
  br label %26, !dbg !428

26:                                               ; preds = %21, %11
  br label %27, !dbg !422

27:                                               ; preds = %26
  %28 = load i32, ptr %3, align 4, !dbg !429
  %29 = add nsw i32 %28, 1, !dbg !429
  store i32 %29, ptr %3, align 4, !dbg !429
  br label %6, !dbg !430, !llvm.loop !431

30:                                               ; preds = %6
  ret void, !dbg !433
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nounwind
declare ptr @strncpy(ptr noundef, ptr noundef, i64 noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!46}
!llvm.module.flags = !{!51, !52, !53, !54, !55, !56, !57}
!llvm.ident = !{!58}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_return_large.c", directory: ".", checksumkind: CSK_MD5, checksum: "b41ea029b57371ae6efa21dd1884be0a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 2)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 11)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !3, isLocal: true, isDefinition: true)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 224, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 28)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 48)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 17)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !36, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 8)
!46 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !47, globals: !50, splitDebugInlining: false, nameTableKind: None)
!47 = !{!48, !49}
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!50 = !{!0, !7, !12, !17, !22, !24, !29, !34, !39, !41}
!51 = !{i32 7, !"Dwarf Version", i32 5}
!52 = !{i32 2, !"Debug Info Version", i32 3}
!53 = !{i32 1, !"wchar_size", i32 4}
!54 = !{i32 8, !"PIC Level", i32 2}
!55 = !{i32 7, !"PIE Level", i32 2}
!56 = !{i32 7, !"uwtable", i32 2}
!57 = !{i32 7, !"frame-pointer", i32 2}
!58 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!59 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !60, scopeLine: 20, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !46, retainedNodes: !62)
!60 = !DISubroutineType(types: !61)
!61 = !{!48}
!62 = !{}
!63 = !DILocalVariable(name: "acc", scope: !59, file: !2, line: 21, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_typedef, name: "Mat4", file: !2, line: 6, baseType: !65)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 6, size: 512, elements: !66)
!66 = !{!67}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "m", scope: !65, file: !2, line: 6, baseType: !68, size: 512)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 512, elements: !69)
!69 = !{!6, !6}
!70 = !DILocation(line: 21, column: 10, scope: !59)
!71 = !DILocation(line: 21, column: 16, scope: !59)
!72 = !DILocalVariable(name: "k", scope: !73, file: !2, line: 22, type: !48)
!73 = distinct !DILexicalBlock(scope: !59, file: !2, line: 22, column: 5)
!74 = !DILocation(line: 22, column: 14, scope: !73)
!75 = !DILocation(line: 22, column: 10, scope: !73)
!76 = !DILocation(line: 22, column: 21, scope: !77)
!77 = distinct !DILexicalBlock(scope: !73, file: !2, line: 22, column: 5)
!78 = !DILocation(line: 22, column: 23, scope: !77)
!79 = !DILocation(line: 22, column: 5, scope: !73)
!80 = !DILocation(line: 22, column: 53, scope: !77)
!81 = !DILocation(line: 22, column: 49, scope: !77)
!82 = !DILocation(line: 22, column: 40, scope: !77)
!83 = !DILocation(line: 22, column: 34, scope: !77)
!84 = !DILocation(line: 22, column: 30, scope: !77)
!85 = !DILocation(line: 22, column: 5, scope: !77)
!86 = distinct !{!86, !79, !87, !88}
!87 = !DILocation(line: 22, column: 55, scope: !73)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !DILocalVariable(name: "i", scope: !90, file: !2, line: 23, type: !48)
!90 = distinct !DILexicalBlock(scope: !59, file: !2, line: 23, column: 5)
!91 = !DILocation(line: 23, column: 14, scope: !90)
!92 = !DILocation(line: 23, column: 10, scope: !90)
!93 = !DILocation(line: 23, column: 21, scope: !94)
!94 = distinct !DILexicalBlock(scope: !90, file: !2, line: 23, column: 5)
!95 = !DILocation(line: 23, column: 23, scope: !94)
!96 = !DILocation(line: 23, column: 5, scope: !90)
!97 = !DILocalVariable(name: "j", scope: !98, file: !2, line: 23, type: !48)
!98 = distinct !DILexicalBlock(scope: !99, file: !2, line: 23, column: 35)
!99 = distinct !DILexicalBlock(scope: !94, file: !2, line: 23, column: 33)
!100 = !DILocation(line: 23, column: 44, scope: !98)
!101 = !DILocation(line: 23, column: 40, scope: !98)
!102 = !DILocation(line: 23, column: 51, scope: !103)
!103 = distinct !DILexicalBlock(scope: !98, file: !2, line: 23, column: 35)
!104 = !DILocation(line: 23, column: 53, scope: !103)
!105 = !DILocation(line: 23, column: 35, scope: !98)
!106 = !DILocation(line: 23, column: 81, scope: !103)
!107 = !DILocation(line: 23, column: 83, scope: !103)
!108 = !DILocation(line: 23, column: 77, scope: !103)
!109 = !DILocation(line: 23, column: 86, scope: !103)
!110 = !DILocation(line: 23, column: 63, scope: !103)
!111 = !DILocation(line: 23, column: 59, scope: !103)
!112 = !DILocation(line: 23, column: 35, scope: !103)
!113 = distinct !{!113, !105, !114, !88}
!114 = !DILocation(line: 23, column: 88, scope: !98)
!115 = !DILocation(line: 23, column: 91, scope: !99)
!116 = !DILocation(line: 23, column: 105, scope: !99)
!117 = !DILocation(line: 23, column: 29, scope: !94)
!118 = !DILocation(line: 23, column: 5, scope: !94)
!119 = distinct !{!119, !96, !120, !88}
!120 = !DILocation(line: 23, column: 105, scope: !90)
!121 = !DILocation(line: 24, column: 33, scope: !59)
!122 = !DILocation(line: 24, column: 27, scope: !59)
!123 = !DILocation(line: 24, column: 5, scope: !59)
!124 = !DILocalVariable(name: "l", scope: !59, file: !2, line: 25, type: !125)
!125 = !DIDerivedType(tag: DW_TAG_typedef, name: "RecList", file: !2, line: 8, baseType: !126)
!126 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 1216, elements: !127)
!127 = !{!128, !143}
!128 = !DIDerivedType(tag: DW_TAG_member, name: "recs", scope: !126, file: !2, line: 8, baseType: !129, size: 1152)
!129 = !DICompositeType(tag: DW_TAG_array_type, baseType: !130, size: 1152, elements: !141)
!130 = !DIDerivedType(tag: DW_TAG_typedef, name: "Rec", file: !2, line: 7, baseType: !131)
!131 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 384, elements: !132)
!132 = !{!133, !137, !138, !140}
!133 = !DIDerivedType(tag: DW_TAG_member, name: "name", scope: !131, file: !2, line: 7, baseType: !134, size: 192)
!134 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !135)
!135 = !{!136}
!136 = !DISubrange(count: 24)
!137 = !DIDerivedType(tag: DW_TAG_member, name: "age", scope: !131, file: !2, line: 7, baseType: !48, size: 32, offset: 192)
!138 = !DIDerivedType(tag: DW_TAG_member, name: "score", scope: !131, file: !2, line: 7, baseType: !139, size: 64, offset: 256)
!139 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!140 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !131, file: !2, line: 7, baseType: !49, size: 64, offset: 320)
!141 = !{!142}
!142 = !DISubrange(count: 3)
!143 = !DIDerivedType(tag: DW_TAG_member, name: "n", scope: !126, file: !2, line: 8, baseType: !48, size: 32, offset: 1152)
!144 = !DILocation(line: 25, column: 13, scope: !59)
!145 = !DILocation(line: 25, column: 24, scope: !59)
!146 = !DILocation(line: 25, column: 50, scope: !59)
!147 = !DILocation(line: 25, column: 75, scope: !59)
!148 = !DILocation(line: 25, column: 17, scope: !59)
!149 = !DILocalVariable(name: "o", scope: !59, file: !2, line: 26, type: !130)
!150 = !DILocation(line: 26, column: 9, scope: !59)
!151 = !DILocation(line: 26, column: 13, scope: !59)
!152 = !DILocation(line: 27, column: 66, scope: !59)
!153 = !DILocation(line: 27, column: 64, scope: !59)
!154 = !DILocation(line: 27, column: 74, scope: !59)
!155 = !DILocation(line: 27, column: 81, scope: !59)
!156 = !DILocation(line: 27, column: 90, scope: !59)
!157 = !DILocation(line: 27, column: 5, scope: !59)
!158 = !DILocation(line: 28, column: 35, scope: !59)
!159 = !DILocation(line: 28, column: 33, scope: !59)
!160 = !DILocation(line: 28, column: 43, scope: !59)
!161 = !DILocation(line: 28, column: 5, scope: !59)
!162 = !DILocalVariable(name: "copy", scope: !59, file: !2, line: 29, type: !130)
!163 = !DILocation(line: 29, column: 9, scope: !59)
!164 = !DILocation(line: 29, column: 18, scope: !59)
!165 = !DILocation(line: 29, column: 16, scope: !59)
!166 = !DILocation(line: 29, column: 32, scope: !59)
!167 = !DILocation(line: 29, column: 35, scope: !59)
!168 = !DILocation(line: 29, column: 72, scope: !59)
!169 = !DILocation(line: 29, column: 79, scope: !59)
!170 = !DILocation(line: 29, column: 77, scope: !59)
!171 = !DILocation(line: 29, column: 87, scope: !59)
!172 = !DILocation(line: 29, column: 39, scope: !59)
!173 = !DILocalVariable(name: "arr", scope: !59, file: !2, line: 30, type: !174)
!174 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 1536, elements: !141)
!175 = !DILocation(line: 30, column: 10, scope: !59)
!176 = !DILocation(line: 30, column: 21, scope: !59)
!177 = !DILocation(line: 30, column: 19, scope: !59)
!178 = !DILocation(line: 30, column: 30, scope: !59)
!179 = !DILocation(line: 30, column: 42, scope: !59)
!180 = !DILocation(line: 30, column: 50, scope: !59)
!181 = !DILocation(line: 30, column: 38, scope: !59)
!182 = !DILocalVariable(name: "ts", scope: !59, file: !2, line: 31, type: !49)
!183 = !DILocation(line: 31, column: 10, scope: !59)
!184 = !DILocalVariable(name: "i", scope: !185, file: !2, line: 31, type: !48)
!185 = distinct !DILexicalBlock(scope: !59, file: !2, line: 31, column: 18)
!186 = !DILocation(line: 31, column: 27, scope: !185)
!187 = !DILocation(line: 31, column: 23, scope: !185)
!188 = !DILocation(line: 31, column: 34, scope: !189)
!189 = distinct !DILexicalBlock(scope: !185, file: !2, line: 31, column: 18)
!190 = !DILocation(line: 31, column: 36, scope: !189)
!191 = !DILocation(line: 31, column: 18, scope: !185)
!192 = !DILocation(line: 31, column: 62, scope: !189)
!193 = !DILocation(line: 31, column: 58, scope: !189)
!194 = !DILocation(line: 31, column: 52, scope: !189)
!195 = !DILocation(line: 31, column: 49, scope: !189)
!196 = !DILocation(line: 31, column: 46, scope: !189)
!197 = !DILocation(line: 31, column: 42, scope: !189)
!198 = !DILocation(line: 31, column: 18, scope: !189)
!199 = distinct !{!199, !191, !200, !88}
!200 = !DILocation(line: 31, column: 64, scope: !185)
!201 = !DILocation(line: 31, column: 86, scope: !59)
!202 = !DILocation(line: 31, column: 67, scope: !59)
!203 = !DILocation(line: 32, column: 18, scope: !59)
!204 = !DILocation(line: 32, column: 29, scope: !59)
!205 = !DILocation(line: 32, column: 12, scope: !59)
!206 = !DILocation(line: 32, column: 5, scope: !59)
!207 = distinct !DISubprogram(name: "ident", scope: !2, file: !2, line: 10, type: !208, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !62)
!208 = !DISubroutineType(types: !209)
!209 = !{!64}
!210 = !DILocalVariable(name: "r", scope: !207, file: !2, line: 10, type: !64)
!211 = !DILocation(line: 10, column: 58, scope: !207)
!212 = !DILocation(line: 10, column: 61, scope: !207)
!213 = !DILocalVariable(name: "i", scope: !214, file: !2, line: 10, type: !48)
!214 = distinct !DILexicalBlock(scope: !207, file: !2, line: 10, column: 86)
!215 = !DILocation(line: 10, column: 95, scope: !214)
!216 = !DILocation(line: 10, column: 91, scope: !214)
!217 = !DILocation(line: 10, column: 102, scope: !218)
!218 = distinct !DILexicalBlock(scope: !214, file: !2, line: 10, column: 86)
!219 = !DILocation(line: 10, column: 104, scope: !218)
!220 = !DILocation(line: 10, column: 86, scope: !214)
!221 = !DILocation(line: 10, column: 116, scope: !218)
!222 = !DILocation(line: 10, column: 118, scope: !218)
!223 = !DILocation(line: 10, column: 114, scope: !218)
!224 = !DILocation(line: 10, column: 121, scope: !218)
!225 = !DILocation(line: 10, column: 124, scope: !218)
!226 = !DILocation(line: 10, column: 110, scope: !218)
!227 = !DILocation(line: 10, column: 86, scope: !218)
!228 = distinct !{!228, !220, !229, !88}
!229 = !DILocation(line: 10, column: 126, scope: !214)
!230 = !DILocation(line: 10, column: 129, scope: !207)
!231 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 11, type: !232, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !62)
!232 = !DISubroutineType(types: !233)
!233 = !{!64, !64, !64}
!234 = !DILocalVariable(name: "a", arg: 1, scope: !231, file: !2, line: 11, type: !64)
!235 = !DILocation(line: 11, column: 48, scope: !231)
!236 = !DILocalVariable(name: "b", arg: 2, scope: !231, file: !2, line: 11, type: !64)
!237 = !DILocation(line: 11, column: 56, scope: !231)
!238 = !DILocalVariable(name: "r", scope: !231, file: !2, line: 12, type: !64)
!239 = !DILocation(line: 12, column: 10, scope: !231)
!240 = !DILocalVariable(name: "i", scope: !241, file: !2, line: 12, type: !48)
!241 = distinct !DILexicalBlock(scope: !231, file: !2, line: 12, column: 13)
!242 = !DILocation(line: 12, column: 22, scope: !241)
!243 = !DILocation(line: 12, column: 18, scope: !241)
!244 = !DILocation(line: 12, column: 29, scope: !245)
!245 = distinct !DILexicalBlock(scope: !241, file: !2, line: 12, column: 13)
!246 = !DILocation(line: 12, column: 31, scope: !245)
!247 = !DILocation(line: 12, column: 13, scope: !241)
!248 = !DILocalVariable(name: "j", scope: !249, file: !2, line: 12, type: !48)
!249 = distinct !DILexicalBlock(scope: !245, file: !2, line: 12, column: 41)
!250 = !DILocation(line: 12, column: 50, scope: !249)
!251 = !DILocation(line: 12, column: 46, scope: !249)
!252 = !DILocation(line: 12, column: 57, scope: !253)
!253 = distinct !DILexicalBlock(scope: !249, file: !2, line: 12, column: 41)
!254 = !DILocation(line: 12, column: 59, scope: !253)
!255 = !DILocation(line: 12, column: 41, scope: !249)
!256 = !DILocalVariable(name: "s", scope: !257, file: !2, line: 12, type: !48)
!257 = distinct !DILexicalBlock(scope: !253, file: !2, line: 12, column: 69)
!258 = !DILocation(line: 12, column: 75, scope: !257)
!259 = !DILocalVariable(name: "k", scope: !260, file: !2, line: 12, type: !48)
!260 = distinct !DILexicalBlock(scope: !257, file: !2, line: 12, column: 82)
!261 = !DILocation(line: 12, column: 91, scope: !260)
!262 = !DILocation(line: 12, column: 87, scope: !260)
!263 = !DILocation(line: 12, column: 98, scope: !264)
!264 = distinct !DILexicalBlock(scope: !260, file: !2, line: 12, column: 82)
!265 = !DILocation(line: 12, column: 100, scope: !264)
!266 = !DILocation(line: 12, column: 82, scope: !260)
!267 = !DILocation(line: 12, column: 117, scope: !264)
!268 = !DILocation(line: 12, column: 119, scope: !264)
!269 = !DILocation(line: 12, column: 115, scope: !264)
!270 = !DILocation(line: 12, column: 122, scope: !264)
!271 = !DILocation(line: 12, column: 129, scope: !264)
!272 = !DILocation(line: 12, column: 131, scope: !264)
!273 = !DILocation(line: 12, column: 127, scope: !264)
!274 = !DILocation(line: 12, column: 134, scope: !264)
!275 = !DILocation(line: 12, column: 125, scope: !264)
!276 = !DILocation(line: 12, column: 112, scope: !264)
!277 = !DILocation(line: 12, column: 110, scope: !264)
!278 = !DILocation(line: 12, column: 106, scope: !264)
!279 = !DILocation(line: 12, column: 82, scope: !264)
!280 = distinct !{!280, !266, !281, !88}
!281 = !DILocation(line: 12, column: 135, scope: !260)
!282 = !DILocation(line: 12, column: 150, scope: !257)
!283 = !DILocation(line: 12, column: 140, scope: !257)
!284 = !DILocation(line: 12, column: 142, scope: !257)
!285 = !DILocation(line: 12, column: 138, scope: !257)
!286 = !DILocation(line: 12, column: 145, scope: !257)
!287 = !DILocation(line: 12, column: 148, scope: !257)
!288 = !DILocation(line: 12, column: 153, scope: !257)
!289 = !DILocation(line: 12, column: 65, scope: !253)
!290 = !DILocation(line: 12, column: 41, scope: !253)
!291 = distinct !{!291, !255, !292, !88}
!292 = !DILocation(line: 12, column: 153, scope: !249)
!293 = !DILocation(line: 12, column: 37, scope: !245)
!294 = !DILocation(line: 12, column: 13, scope: !245)
!295 = distinct !{!295, !247, !296, !88}
!296 = !DILocation(line: 12, column: 153, scope: !241)
!297 = !DILocation(line: 12, column: 155, scope: !231)
!298 = distinct !DISubprogram(name: "rot", scope: !2, file: !2, line: 14, type: !299, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !62)
!299 = !DISubroutineType(types: !300)
!300 = !{!64, !48}
!301 = !DILocalVariable(name: "k", arg: 1, scope: !298, file: !2, line: 14, type: !48)
!302 = !DILocation(line: 14, column: 47, scope: !298)
!303 = !DILocalVariable(name: "r", scope: !298, file: !2, line: 14, type: !64)
!304 = !DILocation(line: 14, column: 57, scope: !298)
!305 = !DILocation(line: 14, column: 61, scope: !298)
!306 = !DILocation(line: 14, column: 82, scope: !298)
!307 = !DILocation(line: 14, column: 72, scope: !298)
!308 = !DILocation(line: 14, column: 70, scope: !298)
!309 = !DILocation(line: 14, column: 80, scope: !298)
!310 = !DILocation(line: 14, column: 98, scope: !298)
!311 = !DILocation(line: 14, column: 97, scope: !298)
!312 = !DILocation(line: 14, column: 87, scope: !298)
!313 = !DILocation(line: 14, column: 85, scope: !298)
!314 = !DILocation(line: 14, column: 95, scope: !298)
!315 = !DILocation(line: 14, column: 103, scope: !298)
!316 = !DILocation(line: 14, column: 101, scope: !298)
!317 = !DILocation(line: 14, column: 111, scope: !298)
!318 = !DILocation(line: 14, column: 116, scope: !298)
!319 = distinct !DISubprogram(name: "trace", scope: !2, file: !2, line: 18, type: !320, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !62)
!320 = !DISubroutineType(types: !321)
!321 = !{!49, !64}
!322 = !DILocalVariable(name: "m", arg: 1, scope: !319, file: !2, line: 18, type: !64)
!323 = !DILocation(line: 18, column: 24, scope: !319)
!324 = !DILocalVariable(name: "t", scope: !319, file: !2, line: 18, type: !49)
!325 = !DILocation(line: 18, column: 34, scope: !319)
!326 = !DILocalVariable(name: "i", scope: !327, file: !2, line: 18, type: !48)
!327 = distinct !DILexicalBlock(scope: !319, file: !2, line: 18, column: 41)
!328 = !DILocation(line: 18, column: 50, scope: !327)
!329 = !DILocation(line: 18, column: 46, scope: !327)
!330 = !DILocation(line: 18, column: 57, scope: !331)
!331 = distinct !DILexicalBlock(scope: !327, file: !2, line: 18, column: 41)
!332 = !DILocation(line: 18, column: 59, scope: !331)
!333 = !DILocation(line: 18, column: 41, scope: !327)
!334 = !DILocation(line: 18, column: 76, scope: !331)
!335 = !DILocation(line: 18, column: 78, scope: !331)
!336 = !DILocation(line: 18, column: 74, scope: !331)
!337 = !DILocation(line: 18, column: 81, scope: !331)
!338 = !DILocation(line: 18, column: 71, scope: !331)
!339 = !DILocation(line: 18, column: 69, scope: !331)
!340 = !DILocation(line: 18, column: 65, scope: !331)
!341 = !DILocation(line: 18, column: 41, scope: !331)
!342 = distinct !{!342, !333, !343, !88}
!343 = !DILocation(line: 18, column: 82, scope: !327)
!344 = !DILocation(line: 18, column: 92, scope: !319)
!345 = !DILocation(line: 18, column: 85, scope: !319)
!346 = distinct !DISubprogram(name: "mklist", scope: !2, file: !2, line: 16, type: !347, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !62)
!347 = !DISubroutineType(types: !348)
!348 = !{!125, !130, !130, !130}
!349 = !DILocalVariable(name: "a", arg: 1, scope: !346, file: !2, line: 16, type: !130)
!350 = !DILocation(line: 16, column: 53, scope: !346)
!351 = !DILocalVariable(name: "b", arg: 2, scope: !346, file: !2, line: 16, type: !130)
!352 = !DILocation(line: 16, column: 60, scope: !346)
!353 = !DILocalVariable(name: "c", arg: 3, scope: !346, file: !2, line: 16, type: !130)
!354 = !DILocation(line: 16, column: 67, scope: !346)
!355 = !DILocalVariable(name: "l", scope: !346, file: !2, line: 16, type: !125)
!356 = !DILocation(line: 16, column: 80, scope: !346)
!357 = !DILocation(line: 16, column: 85, scope: !346)
!358 = !DILocation(line: 16, column: 83, scope: !346)
!359 = !DILocation(line: 16, column: 95, scope: !346)
!360 = !DILocation(line: 16, column: 100, scope: !346)
!361 = !DILocation(line: 16, column: 98, scope: !346)
!362 = !DILocation(line: 16, column: 110, scope: !346)
!363 = !DILocation(line: 16, column: 115, scope: !346)
!364 = !DILocation(line: 16, column: 113, scope: !346)
!365 = !DILocation(line: 16, column: 125, scope: !346)
!366 = !DILocation(line: 16, column: 130, scope: !346)
!367 = !DILocation(line: 16, column: 132, scope: !346)
!368 = !DILocation(line: 16, column: 137, scope: !346)
!369 = distinct !DISubprogram(name: "mkrec", scope: !2, file: !2, line: 15, type: !370, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !62)
!370 = !DISubroutineType(types: !371)
!371 = !{!130, !372, !48, !139}
!372 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !373, size: 64)
!373 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!374 = !DILocalVariable(name: "n", arg: 1, scope: !369, file: !2, line: 15, type: !372)
!375 = !DILocation(line: 15, column: 56, scope: !369)
!376 = !DILocalVariable(name: "age", arg: 2, scope: !369, file: !2, line: 15, type: !48)
!377 = !DILocation(line: 15, column: 63, scope: !369)
!378 = !DILocalVariable(name: "sc", arg: 3, scope: !369, file: !2, line: 15, type: !139)
!379 = !DILocation(line: 15, column: 75, scope: !369)
!380 = !DILocalVariable(name: "r", scope: !369, file: !2, line: 15, type: !130)
!381 = !DILocation(line: 15, column: 85, scope: !369)
!382 = !DILocation(line: 15, column: 88, scope: !369)
!383 = !DILocation(line: 15, column: 123, scope: !369)
!384 = !DILocation(line: 15, column: 121, scope: !369)
!385 = !DILocation(line: 15, column: 129, scope: !369)
!386 = !DILocation(line: 15, column: 113, scope: !369)
!387 = !DILocation(line: 15, column: 160, scope: !369)
!388 = !DILocation(line: 15, column: 154, scope: !369)
!389 = !DILocation(line: 15, column: 158, scope: !369)
!390 = !DILocation(line: 15, column: 175, scope: !369)
!391 = !DILocation(line: 15, column: 167, scope: !369)
!392 = !DILocation(line: 15, column: 173, scope: !369)
!393 = !DILocation(line: 15, column: 192, scope: !369)
!394 = !DILocation(line: 15, column: 186, scope: !369)
!395 = !DILocation(line: 15, column: 196, scope: !369)
!396 = !DILocation(line: 15, column: 181, scope: !369)
!397 = !DILocation(line: 15, column: 184, scope: !369)
!398 = !DILocation(line: 15, column: 208, scope: !369)
!399 = distinct !DISubprogram(name: "oldest", scope: !2, file: !2, line: 17, type: !400, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !46, retainedNodes: !62)
!400 = !DISubroutineType(types: !401)
!401 = !{!130, !125}
!402 = !DILocalVariable(name: "l", arg: 1, scope: !399, file: !2, line: 17, type: !125)
!403 = !DILocation(line: 17, column: 53, scope: !399)
!404 = !DILocalVariable(name: "best", scope: !399, file: !2, line: 17, type: !130)
!405 = !DILocation(line: 17, column: 62, scope: !399)
!406 = !DILocation(line: 17, column: 71, scope: !399)
!407 = !DILocation(line: 17, column: 69, scope: !399)
!408 = !DILocalVariable(name: "i", scope: !409, file: !2, line: 17, type: !48)
!409 = distinct !DILexicalBlock(scope: !399, file: !2, line: 17, column: 80)
!410 = !DILocation(line: 17, column: 89, scope: !409)
!411 = !DILocation(line: 17, column: 85, scope: !409)
!412 = !DILocation(line: 17, column: 96, scope: !413)
!413 = distinct !DILexicalBlock(scope: !409, file: !2, line: 17, column: 80)
!414 = !DILocation(line: 17, column: 102, scope: !413)
!415 = !DILocation(line: 17, column: 98, scope: !413)
!416 = !DILocation(line: 17, column: 80, scope: !409)
!417 = !DILocation(line: 17, column: 116, scope: !418)
!418 = distinct !DILexicalBlock(scope: !413, file: !2, line: 17, column: 114)
!419 = !DILocation(line: 17, column: 121, scope: !418)
!420 = !DILocation(line: 17, column: 114, scope: !418)
!421 = !DILocation(line: 17, column: 124, scope: !418)
!422 = !DILocation(line: 17, column: 135, scope: !418)
!423 = !DILocation(line: 17, column: 128, scope: !418)
!424 = !DILocation(line: 17, column: 114, scope: !413)
!425 = !DILocation(line: 17, column: 149, scope: !418)
!426 = !DILocation(line: 17, column: 154, scope: !418)
!427 = !DILocation(line: 17, column: 147, scope: !418)
!428 = !DILocation(line: 17, column: 140, scope: !418)
!429 = !DILocation(line: 17, column: 106, scope: !413)
!430 = !DILocation(line: 17, column: 80, scope: !413)
!431 = distinct !{!431, !416, !432, !88}
!432 = !DILocation(line: 17, column: 155, scope: !409)
!433 = !DILocation(line: 17, column: 158, scope: !399)
