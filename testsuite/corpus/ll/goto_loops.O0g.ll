; ModuleID = 'programs/goto_loops.c'
source_filename = "programs/goto_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [7 x i32] [i32 8, i32 3, i32 11, i32 7, i32 2, i32 15, i32 4], align 16
@.str = private unnamed_addr constant [21 x i8] c"pair %d+%d at %d,%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"no pair for 100\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [16 x i8] c"cleanup(%d)=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [18 x i8] c"goto loop sum=%d\0A\00", align 1, !dbg !17
@__const.main.sum_prog = private unnamed_addr constant [7 x i8] c"\00\00\002\03\07\06", align 1
@.str.4 = private unnamed_addr constant [9 x i8] c"vm1=%ld\0A\00", align 1, !dbg !22
@__const.main.count_prog = private unnamed_addr constant [10 x i8] c"\00\05\05\03\04\02\00*\01\06", align 1
@.str.5 = private unnamed_addr constant [9 x i8] c"vm2=%ld\0A\00", align 1, !dbg !27
@__const.main.arith_prog = private unnamed_addr constant [11 x i8] c"\00\06\00\07\02\03\01\00\02\02\06", align 1
@.str.6 = private unnamed_addr constant [9 x i8] c"vm3=%ld\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [23 x i8] c"do-while w=%d iter=%d\0A\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [8 x i8] c"brk=%d\0A\00", align 1, !dbg !36
@computed_goto_vm.table = internal global [8 x ptr] [ptr blockaddress(@computed_goto_vm, %15), ptr blockaddress(@computed_goto_vm, %30), ptr blockaddress(@computed_goto_vm, %49), ptr blockaddress(@computed_goto_vm, %68), ptr blockaddress(@computed_goto_vm, %85), ptr blockaddress(@computed_goto_vm, %108), ptr blockaddress(@computed_goto_vm, %147), ptr blockaddress(@computed_goto_vm, %121)], align 16, !dbg !41

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !63 {
  %1 = alloca i32, align 4
  %2 = alloca [7 x i32], align 16
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [7 x i8], align 1
  %9 = alloca [10 x i8], align 1
  %10 = alloca [11 x i8], align 1
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !67, !DIExpression(), !71)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.a, i64 28, i1 false), !dbg !71
    #dbg_declare(ptr %3, !72, !DIExpression(), !73)
    #dbg_declare(ptr %4, !74, !DIExpression(), !75)
  %16 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 0, !dbg !76
  %17 = call i32 @find_pair(ptr noundef %16, i32 noundef 7, i32 noundef 19, ptr noundef %3, ptr noundef %4), !dbg !78
  %18 = icmp ne i32 %17, 0, !dbg !78
  br i1 %18, label %19, label %31, !dbg !79

19:                                               ; preds = %0
  %20 = load i32, ptr %3, align 4, !dbg !80
  %21 = sext i32 %20 to i64, !dbg !81
  %22 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %21, !dbg !81
  %23 = load i32, ptr %22, align 4, !dbg !81
  %24 = load i32, ptr %4, align 4, !dbg !82
  %25 = sext i32 %24 to i64, !dbg !83
  %26 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 %25, !dbg !83
  %27 = load i32, ptr %26, align 4, !dbg !83
  %28 = load i32, ptr %3, align 4, !dbg !84
  %29 = load i32, ptr %4, align 4, !dbg !85
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %23, i32 noundef %27, i32 noundef %28, i32 noundef %29), !dbg !86
  br label %31, !dbg !86

31:                                               ; preds = %19, %0
  %32 = getelementptr inbounds [7 x i32], ptr %2, i64 0, i64 0, !dbg !87
  %33 = call i32 @find_pair(ptr noundef %32, i32 noundef 7, i32 noundef 100, ptr noundef %3, ptr noundef %4), !dbg !89
  %34 = icmp ne i32 %33, 0, !dbg !89
  br i1 %34, label %37, label %35, !dbg !90

35:                                               ; preds = %31
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1), !dbg !91
  br label %37, !dbg !91

37:                                               ; preds = %35, %31
    #dbg_declare(ptr %5, !92, !DIExpression(), !94)
  store i32 0, ptr %5, align 4, !dbg !94
  br label %38, !dbg !95

38:                                               ; preds = %46, %37
  %39 = load i32, ptr %5, align 4, !dbg !96
  %40 = icmp slt i32 %39, 5, !dbg !98
  br i1 %40, label %41, label %49, !dbg !99

41:                                               ; preds = %38
  %42 = load i32, ptr %5, align 4, !dbg !100
  %43 = load i32, ptr %5, align 4, !dbg !101
  %44 = call i32 @cleanup_chain(i32 noundef %43), !dbg !102
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %42, i32 noundef %44), !dbg !103
  br label %46, !dbg !103

46:                                               ; preds = %41
  %47 = load i32, ptr %5, align 4, !dbg !104
  %48 = add nsw i32 %47, 1, !dbg !104
  store i32 %48, ptr %5, align 4, !dbg !104
  br label %38, !dbg !105, !llvm.loop !106

49:                                               ; preds = %38
    #dbg_declare(ptr %6, !109, !DIExpression(), !110)
  store i32 0, ptr %6, align 4, !dbg !110
    #dbg_declare(ptr %7, !111, !DIExpression(), !112)
  store i32 0, ptr %7, align 4, !dbg !112
  br label %50, !dbg !113

50:                                               ; preds = %61, %60, %49
    #dbg_label(!114, !115)
  %51 = load i32, ptr %6, align 4, !dbg !116
  %52 = icmp sge i32 %51, 100, !dbg !118
  br i1 %52, label %53, label %54, !dbg !119

53:                                               ; preds = %50
  br label %65, !dbg !120

54:                                               ; preds = %50
  %55 = load i32, ptr %6, align 4, !dbg !121
  %56 = add nsw i32 %55, 1, !dbg !121
  store i32 %56, ptr %6, align 4, !dbg !121
  %57 = load i32, ptr %6, align 4, !dbg !122
  %58 = srem i32 %57, 3, !dbg !124
  %59 = icmp eq i32 %58, 0, !dbg !125
  br i1 %59, label %60, label %61, !dbg !126

60:                                               ; preds = %54
  br label %50, !dbg !127

61:                                               ; preds = %54
  %62 = load i32, ptr %6, align 4, !dbg !128
  %63 = load i32, ptr %7, align 4, !dbg !129
  %64 = add nsw i32 %63, %62, !dbg !129
  store i32 %64, ptr %7, align 4, !dbg !129
  br label %50, !dbg !130

65:                                               ; preds = %53
    #dbg_label(!131, !132)
  %66 = load i32, ptr %7, align 4, !dbg !133
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %66), !dbg !134
    #dbg_declare(ptr %8, !135, !DIExpression(), !137)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 1 @__const.main.sum_prog, i64 7, i1 false), !dbg !137
  %68 = getelementptr inbounds [7 x i8], ptr %8, i64 0, i64 0, !dbg !138
  %69 = call i64 @computed_goto_vm(ptr noundef %68), !dbg !139
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %69), !dbg !140
    #dbg_declare(ptr %9, !141, !DIExpression(), !145)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 1 @__const.main.count_prog, i64 10, i1 false), !dbg !145
  %71 = getelementptr inbounds [10 x i8], ptr %9, i64 0, i64 0, !dbg !146
  %72 = call i64 @computed_goto_vm(ptr noundef %71), !dbg !147
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i64 noundef %72), !dbg !148
    #dbg_declare(ptr %10, !149, !DIExpression(), !153)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 1 @__const.main.arith_prog, i64 11, i1 false), !dbg !153
  %74 = getelementptr inbounds [11 x i8], ptr %10, i64 0, i64 0, !dbg !154
  %75 = call i64 @computed_goto_vm(ptr noundef %74), !dbg !155
  %76 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i64 noundef %75), !dbg !156
    #dbg_declare(ptr %11, !157, !DIExpression(), !158)
  store i32 0, ptr %11, align 4, !dbg !158
    #dbg_declare(ptr %12, !159, !DIExpression(), !160)
  store i32 0, ptr %12, align 4, !dbg !160
  br label %77, !dbg !161

77:                                               ; preds = %92, %65
  %78 = load i32, ptr %12, align 4, !dbg !162
  %79 = add nsw i32 %78, 1, !dbg !162
  store i32 %79, ptr %12, align 4, !dbg !162
  %80 = load i32, ptr %12, align 4, !dbg !164
  %81 = srem i32 %80, 2, !dbg !166
  %82 = icmp ne i32 %81, 0, !dbg !166
  br i1 %82, label %83, label %84, !dbg !167

83:                                               ; preds = %77
  br label %92, !dbg !168

84:                                               ; preds = %77
  %85 = load i32, ptr %12, align 4, !dbg !169
  %86 = load i32, ptr %11, align 4, !dbg !170
  %87 = add nsw i32 %86, %85, !dbg !170
  store i32 %87, ptr %11, align 4, !dbg !170
  %88 = load i32, ptr %11, align 4, !dbg !171
  %89 = icmp sgt i32 %88, 50, !dbg !173
  br i1 %89, label %90, label %91, !dbg !174

90:                                               ; preds = %84
  br label %95, !dbg !175

91:                                               ; preds = %84
  br label %92, !dbg !176

92:                                               ; preds = %91, %83
  %93 = load i32, ptr %12, align 4, !dbg !177
  %94 = icmp slt i32 %93, 100, !dbg !178
  br i1 %94, label %77, label %95, !dbg !176, !llvm.loop !179

95:                                               ; preds = %92, %90
  %96 = load i32, ptr %11, align 4, !dbg !181
  %97 = load i32, ptr %12, align 4, !dbg !182
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %96, i32 noundef %97), !dbg !183
    #dbg_declare(ptr %13, !184, !DIExpression(), !185)
  store i32 0, ptr %13, align 4, !dbg !185
    #dbg_declare(ptr %14, !186, !DIExpression(), !188)
  store i32 0, ptr %14, align 4, !dbg !188
  br label %99, !dbg !189

99:                                               ; preds = %120, %95
    #dbg_declare(ptr %15, !190, !DIExpression(), !194)
  store i32 0, ptr %15, align 4, !dbg !194
  br label %100, !dbg !195

100:                                              ; preds = %116, %99
  %101 = load i32, ptr %15, align 4, !dbg !196
  %102 = load i32, ptr %14, align 4, !dbg !198
  %103 = icmp slt i32 %101, %102, !dbg !199
  br i1 %103, label %104, label %119, !dbg !200

104:                                              ; preds = %100
  %105 = load i32, ptr %14, align 4, !dbg !201
  %106 = load i32, ptr %15, align 4, !dbg !204
  %107 = mul nsw i32 %105, %106, !dbg !205
  %108 = srem i32 %107, 17, !dbg !206
  %109 = icmp eq i32 %108, 16, !dbg !207
  br i1 %109, label %110, label %115, !dbg !208

110:                                              ; preds = %104
  %111 = load i32, ptr %14, align 4, !dbg !209
  %112 = mul nsw i32 %111, 100, !dbg !211
  %113 = load i32, ptr %15, align 4, !dbg !212
  %114 = add nsw i32 %112, %113, !dbg !213
  store i32 %114, ptr %13, align 4, !dbg !214
  br label %123, !dbg !215

115:                                              ; preds = %104
  br label %116, !dbg !216

116:                                              ; preds = %115
  %117 = load i32, ptr %15, align 4, !dbg !217
  %118 = add nsw i32 %117, 1, !dbg !217
  store i32 %118, ptr %15, align 4, !dbg !217
  br label %100, !dbg !218, !llvm.loop !219

119:                                              ; preds = %100
  br label %120, !dbg !221

120:                                              ; preds = %119
  %121 = load i32, ptr %14, align 4, !dbg !222
  %122 = add nsw i32 %121, 1, !dbg !222
  store i32 %122, ptr %14, align 4, !dbg !222
  br label %99, !dbg !223, !llvm.loop !224

123:                                              ; preds = %110
    #dbg_label(!227, !228)
  %124 = load i32, ptr %13, align 4, !dbg !229
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %124), !dbg !230
  %126 = load i32, ptr %7, align 4, !dbg !231
  %127 = srem i32 %126, 256, !dbg !232
  ret i32 %127, !dbg !233
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find_pair(ptr noundef %0, i32 noundef %1, i32 noundef %2, ptr noundef %3, ptr noundef %4) #0 !dbg !234 {
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca ptr, align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %7, align 8
    #dbg_declare(ptr %7, !240, !DIExpression(), !241)
  store i32 %1, ptr %8, align 4
    #dbg_declare(ptr %8, !242, !DIExpression(), !243)
  store i32 %2, ptr %9, align 4
    #dbg_declare(ptr %9, !244, !DIExpression(), !245)
  store ptr %3, ptr %10, align 8
    #dbg_declare(ptr %10, !246, !DIExpression(), !247)
  store ptr %4, ptr %11, align 8
    #dbg_declare(ptr %11, !248, !DIExpression(), !249)
    #dbg_declare(ptr %12, !250, !DIExpression(), !252)
  store i32 0, ptr %12, align 4, !dbg !252
  br label %14, !dbg !253

14:                                               ; preds = %49, %5
  %15 = load i32, ptr %12, align 4, !dbg !254
  %16 = load i32, ptr %8, align 4, !dbg !256
  %17 = icmp slt i32 %15, %16, !dbg !257
  br i1 %17, label %18, label %52, !dbg !258

18:                                               ; preds = %14
    #dbg_declare(ptr %13, !259, !DIExpression(), !261)
  %19 = load i32, ptr %12, align 4, !dbg !262
  %20 = add nsw i32 %19, 1, !dbg !263
  store i32 %20, ptr %13, align 4, !dbg !261
  br label %21, !dbg !264

21:                                               ; preds = %45, %18
  %22 = load i32, ptr %13, align 4, !dbg !265
  %23 = load i32, ptr %8, align 4, !dbg !267
  %24 = icmp slt i32 %22, %23, !dbg !268
  br i1 %24, label %25, label %48, !dbg !269

25:                                               ; preds = %21
  %26 = load ptr, ptr %7, align 8, !dbg !270
  %27 = load i32, ptr %12, align 4, !dbg !272
  %28 = sext i32 %27 to i64, !dbg !270
  %29 = getelementptr inbounds i32, ptr %26, i64 %28, !dbg !270
  %30 = load i32, ptr %29, align 4, !dbg !270
  %31 = load ptr, ptr %7, align 8, !dbg !273
  %32 = load i32, ptr %13, align 4, !dbg !274
  %33 = sext i32 %32 to i64, !dbg !273
  %34 = getelementptr inbounds i32, ptr %31, i64 %33, !dbg !273
  %35 = load i32, ptr %34, align 4, !dbg !273
  %36 = add nsw i32 %30, %35, !dbg !275
  %37 = load i32, ptr %9, align 4, !dbg !276
  %38 = icmp eq i32 %36, %37, !dbg !277
  br i1 %38, label %39, label %44, !dbg !278

39:                                               ; preds = %25
  %40 = load i32, ptr %12, align 4, !dbg !279
  %41 = load ptr, ptr %10, align 8, !dbg !281
  store i32 %40, ptr %41, align 4, !dbg !282
  %42 = load i32, ptr %13, align 4, !dbg !283
  %43 = load ptr, ptr %11, align 8, !dbg !284
  store i32 %42, ptr %43, align 4, !dbg !285
  br label %53, !dbg !286

44:                                               ; preds = %25
  br label %45, !dbg !276

45:                                               ; preds = %44
  %46 = load i32, ptr %13, align 4, !dbg !287
  %47 = add nsw i32 %46, 1, !dbg !287
  store i32 %47, ptr %13, align 4, !dbg !287
  br label %21, !dbg !288, !llvm.loop !289

48:                                               ; preds = %21
  br label %49, !dbg !290

49:                                               ; preds = %48
  %50 = load i32, ptr %12, align 4, !dbg !291
  %51 = add nsw i32 %50, 1, !dbg !291
  store i32 %51, ptr %12, align 4, !dbg !291
  br label %14, !dbg !292, !llvm.loop !293

52:                                               ; preds = %14
  store i32 0, ptr %6, align 4, !dbg !295
  br label %54, !dbg !295

53:                                               ; preds = %39
    #dbg_label(!296, !297)
  store i32 1, ptr %6, align 4, !dbg !298
  br label %54, !dbg !298

54:                                               ; preds = %53, %52
  %55 = load i32, ptr %6, align 4, !dbg !299
  ret i32 %55, !dbg !299
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cleanup_chain(i32 noundef %0) #0 !dbg !300 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  store i32 %0, ptr %2, align 4
    #dbg_declare(ptr %2, !303, !DIExpression(), !304)
    #dbg_declare(ptr %3, !305, !DIExpression(), !306)
  store i32 -1, ptr %3, align 4, !dbg !306
    #dbg_declare(ptr %4, !307, !DIExpression(), !309)
  store ptr null, ptr %4, align 8, !dbg !309
    #dbg_declare(ptr %5, !310, !DIExpression(), !311)
  store ptr null, ptr %5, align 8, !dbg !311
    #dbg_declare(ptr %6, !312, !DIExpression(), !313)
  store ptr null, ptr %6, align 8, !dbg !313
  %7 = load i32, ptr %2, align 4, !dbg !314
  %8 = icmp eq i32 %7, 0, !dbg !316
  br i1 %8, label %9, label %10, !dbg !317

9:                                                ; preds = %1
  br label %32, !dbg !318

10:                                               ; preds = %1
  %11 = call noalias ptr @malloc(i64 noundef 16) #5, !dbg !319
  store ptr %11, ptr %4, align 8, !dbg !320
  %12 = load i32, ptr %2, align 4, !dbg !321
  %13 = icmp eq i32 %12, 1, !dbg !323
  br i1 %13, label %14, label %15, !dbg !324

14:                                               ; preds = %10
  br label %30, !dbg !325

15:                                               ; preds = %10
  %16 = call noalias ptr @malloc(i64 noundef 32) #5, !dbg !326
  store ptr %16, ptr %5, align 8, !dbg !327
  %17 = load i32, ptr %2, align 4, !dbg !328
  %18 = icmp eq i32 %17, 2, !dbg !330
  br i1 %18, label %19, label %20, !dbg !331

19:                                               ; preds = %15
  br label %28, !dbg !332

20:                                               ; preds = %15
  %21 = call noalias ptr @malloc(i64 noundef 64) #5, !dbg !333
  store ptr %21, ptr %6, align 8, !dbg !334
  %22 = load i32, ptr %2, align 4, !dbg !335
  %23 = icmp eq i32 %22, 3, !dbg !337
  br i1 %23, label %24, label %25, !dbg !338

24:                                               ; preds = %20
  br label %26, !dbg !339

25:                                               ; preds = %20
  store i32 100, ptr %3, align 4, !dbg !340
  br label %26, !dbg !341

26:                                               ; preds = %25, %24
    #dbg_label(!342, !343)
  %27 = load ptr, ptr %6, align 8, !dbg !344
  call void @free(ptr noundef %27) #6, !dbg !345
  br label %28, !dbg !345

28:                                               ; preds = %26, %19
    #dbg_label(!346, !347)
  %29 = load ptr, ptr %5, align 8, !dbg !348
  call void @free(ptr noundef %29) #6, !dbg !349
  br label %30, !dbg !349

30:                                               ; preds = %28, %14
    #dbg_label(!350, !351)
  %31 = load ptr, ptr %4, align 8, !dbg !352
  call void @free(ptr noundef %31) #6, !dbg !353
  br label %32, !dbg !353

32:                                               ; preds = %30, %9
    #dbg_label(!354, !355)
  %33 = load i32, ptr %3, align 4, !dbg !356
  %34 = load i32, ptr %2, align 4, !dbg !357
  %35 = add nsw i32 %33, %34, !dbg !358
  ret i32 %35, !dbg !359
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @computed_goto_vm(ptr noundef %0) #0 !dbg !43 {
  %2 = alloca ptr, align 8
  %3 = alloca [32 x i64], align 16
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca i8, align 1
  %7 = alloca i64, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !360, !DIExpression(), !361)
    #dbg_declare(ptr %3, !362, !DIExpression(), !366)
    #dbg_declare(ptr %4, !367, !DIExpression(), !368)
  store i32 0, ptr %4, align 4, !dbg !368
    #dbg_declare(ptr %5, !369, !DIExpression(), !370)
  %8 = load ptr, ptr %2, align 8, !dbg !371
  store ptr %8, ptr %5, align 8, !dbg !370
  %9 = load ptr, ptr %5, align 8, !dbg !372
  %10 = getelementptr inbounds i8, ptr %9, i32 1, !dbg !372
  store ptr %10, ptr %5, align 8, !dbg !372
  %11 = load i8, ptr %9, align 1, !dbg !372
  %12 = zext i8 %11 to i64, !dbg !372
  %13 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %12, !dbg !372
  %14 = load ptr, ptr %13, align 8, !dbg !372
  br label %153, !dbg !372

15:                                               ; preds = %153
    #dbg_label(!373, !374)
  %16 = load ptr, ptr %5, align 8, !dbg !375
  %17 = getelementptr inbounds i8, ptr %16, i32 1, !dbg !375
  store ptr %17, ptr %5, align 8, !dbg !375
  %18 = load i8, ptr %16, align 1, !dbg !376
  %19 = zext i8 %18 to i64, !dbg !376
  %20 = load i32, ptr %4, align 4, !dbg !377
  %21 = add nsw i32 %20, 1, !dbg !377
  store i32 %21, ptr %4, align 4, !dbg !377
  %22 = sext i32 %20 to i64, !dbg !378
  %23 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %22, !dbg !378
  store i64 %19, ptr %23, align 8, !dbg !379
  %24 = load ptr, ptr %5, align 8, !dbg !380
  %25 = getelementptr inbounds i8, ptr %24, i32 1, !dbg !380
  store ptr %25, ptr %5, align 8, !dbg !380
  %26 = load i8, ptr %24, align 1, !dbg !380
  %27 = zext i8 %26 to i64, !dbg !380
  %28 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %27, !dbg !380
  %29 = load ptr, ptr %28, align 8, !dbg !380
  br label %153, !dbg !380

30:                                               ; preds = %153
    #dbg_label(!381, !382)
  %31 = load i32, ptr %4, align 4, !dbg !383
  %32 = add nsw i32 %31, -1, !dbg !383
  store i32 %32, ptr %4, align 4, !dbg !383
  %33 = load i32, ptr %4, align 4, !dbg !384
  %34 = sext i32 %33 to i64, !dbg !385
  %35 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %34, !dbg !385
  %36 = load i64, ptr %35, align 8, !dbg !385
  %37 = load i32, ptr %4, align 4, !dbg !386
  %38 = sub nsw i32 %37, 1, !dbg !387
  %39 = sext i32 %38 to i64, !dbg !388
  %40 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %39, !dbg !388
  %41 = load i64, ptr %40, align 8, !dbg !389
  %42 = add nsw i64 %41, %36, !dbg !389
  store i64 %42, ptr %40, align 8, !dbg !389
  %43 = load ptr, ptr %5, align 8, !dbg !390
  %44 = getelementptr inbounds i8, ptr %43, i32 1, !dbg !390
  store ptr %44, ptr %5, align 8, !dbg !390
  %45 = load i8, ptr %43, align 1, !dbg !390
  %46 = zext i8 %45 to i64, !dbg !390
  %47 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %46, !dbg !390
  %48 = load ptr, ptr %47, align 8, !dbg !390
  br label %153, !dbg !390

49:                                               ; preds = %153
    #dbg_label(!391, !392)
  %50 = load i32, ptr %4, align 4, !dbg !393
  %51 = add nsw i32 %50, -1, !dbg !393
  store i32 %51, ptr %4, align 4, !dbg !393
  %52 = load i32, ptr %4, align 4, !dbg !394
  %53 = sext i32 %52 to i64, !dbg !395
  %54 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %53, !dbg !395
  %55 = load i64, ptr %54, align 8, !dbg !395
  %56 = load i32, ptr %4, align 4, !dbg !396
  %57 = sub nsw i32 %56, 1, !dbg !397
  %58 = sext i32 %57 to i64, !dbg !398
  %59 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %58, !dbg !398
  %60 = load i64, ptr %59, align 8, !dbg !399
  %61 = mul nsw i64 %60, %55, !dbg !399
  store i64 %61, ptr %59, align 8, !dbg !399
  %62 = load ptr, ptr %5, align 8, !dbg !400
  %63 = getelementptr inbounds i8, ptr %62, i32 1, !dbg !400
  store ptr %63, ptr %5, align 8, !dbg !400
  %64 = load i8, ptr %62, align 1, !dbg !400
  %65 = zext i8 %64 to i64, !dbg !400
  %66 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %65, !dbg !400
  %67 = load ptr, ptr %66, align 8, !dbg !400
  br label %153, !dbg !400

68:                                               ; preds = %153
    #dbg_label(!401, !402)
  %69 = load i32, ptr %4, align 4, !dbg !403
  %70 = sub nsw i32 %69, 1, !dbg !404
  %71 = sext i32 %70 to i64, !dbg !405
  %72 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %71, !dbg !405
  %73 = load i64, ptr %72, align 8, !dbg !405
  %74 = load i32, ptr %4, align 4, !dbg !406
  %75 = sext i32 %74 to i64, !dbg !407
  %76 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %75, !dbg !407
  store i64 %73, ptr %76, align 8, !dbg !408
  %77 = load i32, ptr %4, align 4, !dbg !409
  %78 = add nsw i32 %77, 1, !dbg !409
  store i32 %78, ptr %4, align 4, !dbg !409
  %79 = load ptr, ptr %5, align 8, !dbg !410
  %80 = getelementptr inbounds i8, ptr %79, i32 1, !dbg !410
  store ptr %80, ptr %5, align 8, !dbg !410
  %81 = load i8, ptr %79, align 1, !dbg !410
  %82 = zext i8 %81 to i64, !dbg !410
  %83 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %82, !dbg !410
  %84 = load ptr, ptr %83, align 8, !dbg !410
  br label %153, !dbg !410

85:                                               ; preds = %153
    #dbg_label(!411, !412)
    #dbg_declare(ptr %6, !413, !DIExpression(), !415)
  %86 = load ptr, ptr %5, align 8, !dbg !416
  %87 = getelementptr inbounds i8, ptr %86, i32 1, !dbg !416
  store ptr %87, ptr %5, align 8, !dbg !416
  %88 = load i8, ptr %86, align 1, !dbg !417
  store i8 %88, ptr %6, align 1, !dbg !415
  %89 = load i32, ptr %4, align 4, !dbg !418
  %90 = add nsw i32 %89, -1, !dbg !418
  store i32 %90, ptr %4, align 4, !dbg !418
  %91 = sext i32 %90 to i64, !dbg !420
  %92 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %91, !dbg !420
  %93 = load i64, ptr %92, align 8, !dbg !420
  %94 = icmp ne i64 %93, 0, !dbg !420
  br i1 %94, label %95, label %101, !dbg !421

95:                                               ; preds = %85
  %96 = load ptr, ptr %2, align 8, !dbg !422
  %97 = load i8, ptr %6, align 1, !dbg !423
  %98 = zext i8 %97 to i32, !dbg !423
  %99 = sext i32 %98 to i64, !dbg !424
  %100 = getelementptr inbounds i8, ptr %96, i64 %99, !dbg !424
  store ptr %100, ptr %5, align 8, !dbg !425
  br label %101, !dbg !426

101:                                              ; preds = %95, %85
  %102 = load ptr, ptr %5, align 8, !dbg !427
  %103 = getelementptr inbounds i8, ptr %102, i32 1, !dbg !427
  store ptr %103, ptr %5, align 8, !dbg !427
  %104 = load i8, ptr %102, align 1, !dbg !427
  %105 = zext i8 %104 to i64, !dbg !427
  %106 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %105, !dbg !427
  %107 = load ptr, ptr %106, align 8, !dbg !427
  br label %153, !dbg !427

108:                                              ; preds = %153
    #dbg_label(!428, !429)
  %109 = load i32, ptr %4, align 4, !dbg !430
  %110 = sub nsw i32 %109, 1, !dbg !431
  %111 = sext i32 %110 to i64, !dbg !432
  %112 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %111, !dbg !432
  %113 = load i64, ptr %112, align 8, !dbg !433
  %114 = add nsw i64 %113, -1, !dbg !433
  store i64 %114, ptr %112, align 8, !dbg !433
  %115 = load ptr, ptr %5, align 8, !dbg !434
  %116 = getelementptr inbounds i8, ptr %115, i32 1, !dbg !434
  store ptr %116, ptr %5, align 8, !dbg !434
  %117 = load i8, ptr %115, align 1, !dbg !434
  %118 = zext i8 %117 to i64, !dbg !434
  %119 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %118, !dbg !434
  %120 = load ptr, ptr %119, align 8, !dbg !434
  br label %153, !dbg !434

121:                                              ; preds = %153
    #dbg_label(!435, !436)
    #dbg_declare(ptr %7, !437, !DIExpression(), !439)
  %122 = load i32, ptr %4, align 4, !dbg !440
  %123 = sub nsw i32 %122, 1, !dbg !441
  %124 = sext i32 %123 to i64, !dbg !442
  %125 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %124, !dbg !442
  %126 = load i64, ptr %125, align 8, !dbg !442
  store i64 %126, ptr %7, align 8, !dbg !439
  %127 = load i32, ptr %4, align 4, !dbg !443
  %128 = sub nsw i32 %127, 2, !dbg !444
  %129 = sext i32 %128 to i64, !dbg !445
  %130 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %129, !dbg !445
  %131 = load i64, ptr %130, align 8, !dbg !445
  %132 = load i32, ptr %4, align 4, !dbg !446
  %133 = sub nsw i32 %132, 1, !dbg !447
  %134 = sext i32 %133 to i64, !dbg !448
  %135 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %134, !dbg !448
  store i64 %131, ptr %135, align 8, !dbg !449
  %136 = load i64, ptr %7, align 8, !dbg !450
  %137 = load i32, ptr %4, align 4, !dbg !451
  %138 = sub nsw i32 %137, 2, !dbg !452
  %139 = sext i32 %138 to i64, !dbg !453
  %140 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %139, !dbg !453
  store i64 %136, ptr %140, align 8, !dbg !454
  %141 = load ptr, ptr %5, align 8, !dbg !455
  %142 = getelementptr inbounds i8, ptr %141, i32 1, !dbg !455
  store ptr %142, ptr %5, align 8, !dbg !455
  %143 = load i8, ptr %141, align 1, !dbg !455
  %144 = zext i8 %143 to i64, !dbg !455
  %145 = getelementptr inbounds [8 x ptr], ptr @computed_goto_vm.table, i64 0, i64 %144, !dbg !455
  %146 = load ptr, ptr %145, align 8, !dbg !455
  br label %153, !dbg !455

147:                                              ; preds = %153
    #dbg_label(!456, !457)
  %148 = load i32, ptr %4, align 4, !dbg !458
  %149 = sub nsw i32 %148, 1, !dbg !459
  %150 = sext i32 %149 to i64, !dbg !460
  %151 = getelementptr inbounds [32 x i64], ptr %3, i64 0, i64 %150, !dbg !460
  %152 = load i64, ptr %151, align 8, !dbg !460
  ret i64 %152, !dbg !461

153:                                              ; preds = %121, %108, %101, %68, %49, %30, %15, %1
  %154 = phi ptr [ %14, %1 ], [ %29, %15 ], [ %48, %30 ], [ %67, %49 ], [ %84, %68 ], [ %107, %101 ], [ %120, %108 ], [ %146, %121 ]
  indirectbr ptr %154, [label %15, label %30, label %49, label %68, label %85, label %108, label %147, label %121]
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #3

; Function Attrs: nounwind
declare void @free(ptr noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind allocsize(0) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!50}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/goto_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "85730fb76c2ffd8e1a982b38731c0945")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 21)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 16)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 18)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 9)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !24, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !33, isLocal: true, isDefinition: true)
!33 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 184, elements: !34)
!34 = !{!35}
!35 = !DISubrange(count: 23)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 8)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(name: "table", scope: !43, file: !2, line: 29, type: !53, isLocal: true, isDefinition: true)
!43 = distinct !DISubprogram(name: "computed_goto_vm", scope: !2, file: !2, line: 28, type: !44, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !50, retainedNodes: !52)
!44 = !DISubroutineType(types: !45)
!45 = !{!46, !47}
!46 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !48, size: 64)
!48 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !49)
!49 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!50 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, globals: !51, splitDebugInlining: false, nameTableKind: None)
!51 = !{!0, !7, !12, !17, !22, !27, !29, !31, !36, !41}
!52 = !{}
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 512, elements: !39)
!54 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"frame-pointer", i32 2}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 43, type: !64, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !50, retainedNodes: !52)
!64 = !DISubroutineType(types: !65)
!65 = !{!66}
!66 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!67 = !DILocalVariable(name: "a", scope: !63, file: !2, line: 44, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !66, size: 224, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 7)
!71 = !DILocation(line: 44, column: 9, scope: !63)
!72 = !DILocalVariable(name: "i", scope: !63, file: !2, line: 44, type: !66)
!73 = !DILocation(line: 44, column: 46, scope: !63)
!74 = !DILocalVariable(name: "j", scope: !63, file: !2, line: 44, type: !66)
!75 = !DILocation(line: 44, column: 49, scope: !63)
!76 = !DILocation(line: 45, column: 19, scope: !77)
!77 = distinct !DILexicalBlock(scope: !63, file: !2, line: 45, column: 9)
!78 = !DILocation(line: 45, column: 9, scope: !77)
!79 = !DILocation(line: 45, column: 9, scope: !63)
!80 = !DILocation(line: 45, column: 72, scope: !77)
!81 = !DILocation(line: 45, column: 70, scope: !77)
!82 = !DILocation(line: 45, column: 78, scope: !77)
!83 = !DILocation(line: 45, column: 76, scope: !77)
!84 = !DILocation(line: 45, column: 82, scope: !77)
!85 = !DILocation(line: 45, column: 85, scope: !77)
!86 = !DILocation(line: 45, column: 38, scope: !77)
!87 = !DILocation(line: 46, column: 20, scope: !88)
!88 = distinct !DILexicalBlock(scope: !63, file: !2, line: 46, column: 9)
!89 = !DILocation(line: 46, column: 10, scope: !88)
!90 = !DILocation(line: 46, column: 9, scope: !63)
!91 = !DILocation(line: 46, column: 40, scope: !88)
!92 = !DILocalVariable(name: "k", scope: !93, file: !2, line: 47, type: !66)
!93 = distinct !DILexicalBlock(scope: !63, file: !2, line: 47, column: 5)
!94 = !DILocation(line: 47, column: 14, scope: !93)
!95 = !DILocation(line: 47, column: 10, scope: !93)
!96 = !DILocation(line: 47, column: 21, scope: !97)
!97 = distinct !DILexicalBlock(scope: !93, file: !2, line: 47, column: 5)
!98 = !DILocation(line: 47, column: 23, scope: !97)
!99 = !DILocation(line: 47, column: 5, scope: !93)
!100 = !DILocation(line: 47, column: 60, scope: !97)
!101 = !DILocation(line: 47, column: 77, scope: !97)
!102 = !DILocation(line: 47, column: 63, scope: !97)
!103 = !DILocation(line: 47, column: 33, scope: !97)
!104 = !DILocation(line: 47, column: 29, scope: !97)
!105 = !DILocation(line: 47, column: 5, scope: !97)
!106 = distinct !{!106, !99, !107, !108}
!107 = !DILocation(line: 47, column: 79, scope: !93)
!108 = !{!"llvm.loop.mustprogress"}
!109 = !DILocalVariable(name: "n", scope: !63, file: !2, line: 48, type: !66)
!110 = !DILocation(line: 48, column: 9, scope: !63)
!111 = !DILocalVariable(name: "s", scope: !63, file: !2, line: 48, type: !66)
!112 = !DILocation(line: 48, column: 16, scope: !63)
!113 = !DILocation(line: 48, column: 5, scope: !63)
!114 = !DILabel(scope: !63, name: "loop", file: !2, line: 49)
!115 = !DILocation(line: 49, column: 1, scope: !63)
!116 = !DILocation(line: 50, column: 9, scope: !117)
!117 = distinct !DILexicalBlock(scope: !63, file: !2, line: 50, column: 9)
!118 = !DILocation(line: 50, column: 11, scope: !117)
!119 = !DILocation(line: 50, column: 9, scope: !63)
!120 = !DILocation(line: 50, column: 19, scope: !117)
!121 = !DILocation(line: 51, column: 6, scope: !63)
!122 = !DILocation(line: 52, column: 9, scope: !123)
!123 = distinct !DILexicalBlock(scope: !63, file: !2, line: 52, column: 9)
!124 = !DILocation(line: 52, column: 11, scope: !123)
!125 = !DILocation(line: 52, column: 15, scope: !123)
!126 = !DILocation(line: 52, column: 9, scope: !63)
!127 = !DILocation(line: 52, column: 21, scope: !123)
!128 = !DILocation(line: 53, column: 10, scope: !63)
!129 = !DILocation(line: 53, column: 7, scope: !63)
!130 = !DILocation(line: 54, column: 5, scope: !63)
!131 = !DILabel(scope: !63, name: "done", file: !2, line: 55)
!132 = !DILocation(line: 55, column: 1, scope: !63)
!133 = !DILocation(line: 56, column: 34, scope: !63)
!134 = !DILocation(line: 56, column: 5, scope: !63)
!135 = !DILocalVariable(name: "sum_prog", scope: !63, file: !2, line: 58, type: !136)
!136 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 56, elements: !69)
!137 = !DILocation(line: 58, column: 25, scope: !63)
!138 = !DILocation(line: 59, column: 42, scope: !63)
!139 = !DILocation(line: 59, column: 25, scope: !63)
!140 = !DILocation(line: 59, column: 5, scope: !63)
!141 = !DILocalVariable(name: "count_prog", scope: !63, file: !2, line: 61, type: !142)
!142 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 80, elements: !143)
!143 = !{!144}
!144 = !DISubrange(count: 10)
!145 = !DILocation(line: 61, column: 25, scope: !63)
!146 = !DILocation(line: 62, column: 42, scope: !63)
!147 = !DILocation(line: 62, column: 25, scope: !63)
!148 = !DILocation(line: 62, column: 5, scope: !63)
!149 = !DILocalVariable(name: "arith_prog", scope: !63, file: !2, line: 63, type: !150)
!150 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 88, elements: !151)
!151 = !{!152}
!152 = !DISubrange(count: 11)
!153 = !DILocation(line: 63, column: 25, scope: !63)
!154 = !DILocation(line: 64, column: 42, scope: !63)
!155 = !DILocation(line: 64, column: 25, scope: !63)
!156 = !DILocation(line: 64, column: 5, scope: !63)
!157 = !DILocalVariable(name: "w", scope: !63, file: !2, line: 65, type: !66)
!158 = !DILocation(line: 65, column: 9, scope: !63)
!159 = !DILocalVariable(name: "iter", scope: !63, file: !2, line: 65, type: !66)
!160 = !DILocation(line: 65, column: 16, scope: !63)
!161 = !DILocation(line: 66, column: 5, scope: !63)
!162 = !DILocation(line: 66, column: 14, scope: !163)
!163 = distinct !DILexicalBlock(scope: !63, file: !2, line: 66, column: 8)
!164 = !DILocation(line: 66, column: 22, scope: !165)
!165 = distinct !DILexicalBlock(scope: !163, file: !2, line: 66, column: 22)
!166 = !DILocation(line: 66, column: 27, scope: !165)
!167 = !DILocation(line: 66, column: 22, scope: !163)
!168 = !DILocation(line: 66, column: 32, scope: !165)
!169 = !DILocation(line: 66, column: 47, scope: !163)
!170 = !DILocation(line: 66, column: 44, scope: !163)
!171 = !DILocation(line: 66, column: 57, scope: !172)
!172 = distinct !DILexicalBlock(scope: !163, file: !2, line: 66, column: 57)
!173 = !DILocation(line: 66, column: 59, scope: !172)
!174 = !DILocation(line: 66, column: 57, scope: !163)
!175 = !DILocation(line: 66, column: 65, scope: !172)
!176 = !DILocation(line: 66, column: 72, scope: !163)
!177 = !DILocation(line: 66, column: 81, scope: !63)
!178 = !DILocation(line: 66, column: 86, scope: !63)
!179 = distinct !{!179, !161, !180, !108}
!180 = !DILocation(line: 66, column: 91, scope: !63)
!181 = !DILocation(line: 67, column: 39, scope: !63)
!182 = !DILocation(line: 67, column: 42, scope: !63)
!183 = !DILocation(line: 67, column: 5, scope: !63)
!184 = !DILocalVariable(name: "brk", scope: !63, file: !2, line: 68, type: !66)
!185 = !DILocation(line: 68, column: 9, scope: !63)
!186 = !DILocalVariable(name: "x", scope: !187, file: !2, line: 68, type: !66)
!187 = distinct !DILexicalBlock(scope: !63, file: !2, line: 68, column: 18)
!188 = !DILocation(line: 68, column: 27, scope: !187)
!189 = !DILocation(line: 68, column: 23, scope: !187)
!190 = !DILocalVariable(name: "y", scope: !191, file: !2, line: 68, type: !66)
!191 = distinct !DILexicalBlock(scope: !192, file: !2, line: 68, column: 42)
!192 = distinct !DILexicalBlock(scope: !193, file: !2, line: 68, column: 40)
!193 = distinct !DILexicalBlock(scope: !187, file: !2, line: 68, column: 18)
!194 = !DILocation(line: 68, column: 51, scope: !191)
!195 = !DILocation(line: 68, column: 47, scope: !191)
!196 = !DILocation(line: 68, column: 58, scope: !197)
!197 = distinct !DILexicalBlock(scope: !191, file: !2, line: 68, column: 42)
!198 = !DILocation(line: 68, column: 62, scope: !197)
!199 = !DILocation(line: 68, column: 60, scope: !197)
!200 = !DILocation(line: 68, column: 42, scope: !191)
!201 = !DILocation(line: 68, column: 77, scope: !202)
!202 = distinct !DILexicalBlock(scope: !203, file: !2, line: 68, column: 76)
!203 = distinct !DILexicalBlock(scope: !197, file: !2, line: 68, column: 70)
!204 = !DILocation(line: 68, column: 81, scope: !202)
!205 = !DILocation(line: 68, column: 79, scope: !202)
!206 = !DILocation(line: 68, column: 84, scope: !202)
!207 = !DILocation(line: 68, column: 89, scope: !202)
!208 = !DILocation(line: 68, column: 76, scope: !203)
!209 = !DILocation(line: 68, column: 104, scope: !210)
!210 = distinct !DILexicalBlock(scope: !202, file: !2, line: 68, column: 96)
!211 = !DILocation(line: 68, column: 106, scope: !210)
!212 = !DILocation(line: 68, column: 114, scope: !210)
!213 = !DILocation(line: 68, column: 112, scope: !210)
!214 = !DILocation(line: 68, column: 102, scope: !210)
!215 = !DILocation(line: 68, column: 117, scope: !210)
!216 = !DILocation(line: 68, column: 130, scope: !203)
!217 = !DILocation(line: 68, column: 66, scope: !197)
!218 = !DILocation(line: 68, column: 42, scope: !197)
!219 = distinct !{!219, !200, !220, !108}
!220 = !DILocation(line: 68, column: 130, scope: !191)
!221 = !DILocation(line: 68, column: 132, scope: !192)
!222 = !DILocation(line: 68, column: 36, scope: !193)
!223 = !DILocation(line: 68, column: 18, scope: !193)
!224 = distinct !{!224, !225, !226}
!225 = !DILocation(line: 68, column: 18, scope: !187)
!226 = !DILocation(line: 68, column: 132, scope: !187)
!227 = !DILabel(scope: !63, name: "out2", file: !2, line: 69)
!228 = !DILocation(line: 69, column: 1, scope: !63)
!229 = !DILocation(line: 70, column: 24, scope: !63)
!230 = !DILocation(line: 70, column: 5, scope: !63)
!231 = !DILocation(line: 71, column: 12, scope: !63)
!232 = !DILocation(line: 71, column: 14, scope: !63)
!233 = !DILocation(line: 71, column: 5, scope: !63)
!234 = distinct !DISubprogram(name: "find_pair", scope: !2, file: !2, line: 6, type: !235, scopeLine: 6, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !50, retainedNodes: !52)
!235 = !DISubroutineType(types: !236)
!236 = !{!66, !237, !66, !66, !239, !239}
!237 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !238, size: 64)
!238 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !66)
!239 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !66, size: 64)
!240 = !DILocalVariable(name: "a", arg: 1, scope: !234, file: !2, line: 6, type: !237)
!241 = !DILocation(line: 6, column: 33, scope: !234)
!242 = !DILocalVariable(name: "n", arg: 2, scope: !234, file: !2, line: 6, type: !66)
!243 = !DILocation(line: 6, column: 40, scope: !234)
!244 = !DILocalVariable(name: "target", arg: 3, scope: !234, file: !2, line: 6, type: !66)
!245 = !DILocation(line: 6, column: 47, scope: !234)
!246 = !DILocalVariable(name: "pi", arg: 4, scope: !234, file: !2, line: 6, type: !239)
!247 = !DILocation(line: 6, column: 60, scope: !234)
!248 = !DILocalVariable(name: "pj", arg: 5, scope: !234, file: !2, line: 6, type: !239)
!249 = !DILocation(line: 6, column: 69, scope: !234)
!250 = !DILocalVariable(name: "i", scope: !251, file: !2, line: 7, type: !66)
!251 = distinct !DILexicalBlock(scope: !234, file: !2, line: 7, column: 5)
!252 = !DILocation(line: 7, column: 14, scope: !251)
!253 = !DILocation(line: 7, column: 10, scope: !251)
!254 = !DILocation(line: 7, column: 21, scope: !255)
!255 = distinct !DILexicalBlock(scope: !251, file: !2, line: 7, column: 5)
!256 = !DILocation(line: 7, column: 25, scope: !255)
!257 = !DILocation(line: 7, column: 23, scope: !255)
!258 = !DILocation(line: 7, column: 5, scope: !251)
!259 = !DILocalVariable(name: "j", scope: !260, file: !2, line: 8, type: !66)
!260 = distinct !DILexicalBlock(scope: !255, file: !2, line: 8, column: 9)
!261 = !DILocation(line: 8, column: 18, scope: !260)
!262 = !DILocation(line: 8, column: 22, scope: !260)
!263 = !DILocation(line: 8, column: 24, scope: !260)
!264 = !DILocation(line: 8, column: 14, scope: !260)
!265 = !DILocation(line: 8, column: 29, scope: !266)
!266 = distinct !DILexicalBlock(scope: !260, file: !2, line: 8, column: 9)
!267 = !DILocation(line: 8, column: 33, scope: !266)
!268 = !DILocation(line: 8, column: 31, scope: !266)
!269 = !DILocation(line: 8, column: 9, scope: !260)
!270 = !DILocation(line: 9, column: 17, scope: !271)
!271 = distinct !DILexicalBlock(scope: !266, file: !2, line: 9, column: 17)
!272 = !DILocation(line: 9, column: 19, scope: !271)
!273 = !DILocation(line: 9, column: 24, scope: !271)
!274 = !DILocation(line: 9, column: 26, scope: !271)
!275 = !DILocation(line: 9, column: 22, scope: !271)
!276 = !DILocation(line: 9, column: 32, scope: !271)
!277 = !DILocation(line: 9, column: 29, scope: !271)
!278 = !DILocation(line: 9, column: 17, scope: !266)
!279 = !DILocation(line: 9, column: 48, scope: !280)
!280 = distinct !DILexicalBlock(scope: !271, file: !2, line: 9, column: 40)
!281 = !DILocation(line: 9, column: 43, scope: !280)
!282 = !DILocation(line: 9, column: 46, scope: !280)
!283 = !DILocation(line: 9, column: 57, scope: !280)
!284 = !DILocation(line: 9, column: 52, scope: !280)
!285 = !DILocation(line: 9, column: 55, scope: !280)
!286 = !DILocation(line: 9, column: 60, scope: !280)
!287 = !DILocation(line: 8, column: 37, scope: !266)
!288 = !DILocation(line: 8, column: 9, scope: !266)
!289 = distinct !{!289, !269, !290, !108}
!290 = !DILocation(line: 9, column: 72, scope: !260)
!291 = !DILocation(line: 7, column: 29, scope: !255)
!292 = !DILocation(line: 7, column: 5, scope: !255)
!293 = distinct !{!293, !258, !294, !108}
!294 = !DILocation(line: 9, column: 72, scope: !251)
!295 = !DILocation(line: 10, column: 5, scope: !234)
!296 = !DILabel(scope: !234, name: "found", file: !2, line: 11)
!297 = !DILocation(line: 11, column: 1, scope: !234)
!298 = !DILocation(line: 12, column: 5, scope: !234)
!299 = !DILocation(line: 13, column: 1, scope: !234)
!300 = distinct !DISubprogram(name: "cleanup_chain", scope: !2, file: !2, line: 14, type: !301, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !50, retainedNodes: !52)
!301 = !DISubroutineType(types: !302)
!302 = !{!66, !66}
!303 = !DILocalVariable(name: "fail_at", arg: 1, scope: !300, file: !2, line: 14, type: !66)
!304 = !DILocation(line: 14, column: 30, scope: !300)
!305 = !DILocalVariable(name: "result", scope: !300, file: !2, line: 15, type: !66)
!306 = !DILocation(line: 15, column: 9, scope: !300)
!307 = !DILocalVariable(name: "a", scope: !300, file: !2, line: 16, type: !308)
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!309 = !DILocation(line: 16, column: 11, scope: !300)
!310 = !DILocalVariable(name: "b", scope: !300, file: !2, line: 16, type: !308)
!311 = !DILocation(line: 16, column: 22, scope: !300)
!312 = !DILocalVariable(name: "c", scope: !300, file: !2, line: 16, type: !308)
!313 = !DILocation(line: 16, column: 33, scope: !300)
!314 = !DILocation(line: 17, column: 9, scope: !315)
!315 = distinct !DILexicalBlock(scope: !300, file: !2, line: 17, column: 9)
!316 = !DILocation(line: 17, column: 17, scope: !315)
!317 = !DILocation(line: 17, column: 9, scope: !300)
!318 = !DILocation(line: 17, column: 23, scope: !315)
!319 = !DILocation(line: 18, column: 9, scope: !300)
!320 = !DILocation(line: 18, column: 7, scope: !300)
!321 = !DILocation(line: 18, column: 25, scope: !322)
!322 = distinct !DILexicalBlock(scope: !300, file: !2, line: 18, column: 25)
!323 = !DILocation(line: 18, column: 33, scope: !322)
!324 = !DILocation(line: 18, column: 25, scope: !300)
!325 = !DILocation(line: 18, column: 39, scope: !322)
!326 = !DILocation(line: 19, column: 9, scope: !300)
!327 = !DILocation(line: 19, column: 7, scope: !300)
!328 = !DILocation(line: 19, column: 25, scope: !329)
!329 = distinct !DILexicalBlock(scope: !300, file: !2, line: 19, column: 25)
!330 = !DILocation(line: 19, column: 33, scope: !329)
!331 = !DILocation(line: 19, column: 25, scope: !300)
!332 = !DILocation(line: 19, column: 39, scope: !329)
!333 = !DILocation(line: 20, column: 9, scope: !300)
!334 = !DILocation(line: 20, column: 7, scope: !300)
!335 = !DILocation(line: 20, column: 25, scope: !336)
!336 = distinct !DILexicalBlock(scope: !300, file: !2, line: 20, column: 25)
!337 = !DILocation(line: 20, column: 33, scope: !336)
!338 = !DILocation(line: 20, column: 25, scope: !300)
!339 = !DILocation(line: 20, column: 39, scope: !336)
!340 = !DILocation(line: 21, column: 12, scope: !300)
!341 = !DILocation(line: 21, column: 5, scope: !300)
!342 = !DILabel(scope: !300, name: "free_c", file: !2, line: 22)
!343 = !DILocation(line: 22, column: 1, scope: !300)
!344 = !DILocation(line: 22, column: 14, scope: !300)
!345 = !DILocation(line: 22, column: 9, scope: !300)
!346 = !DILabel(scope: !300, name: "free_b", file: !2, line: 23)
!347 = !DILocation(line: 23, column: 1, scope: !300)
!348 = !DILocation(line: 23, column: 14, scope: !300)
!349 = !DILocation(line: 23, column: 9, scope: !300)
!350 = !DILabel(scope: !300, name: "free_a", file: !2, line: 24)
!351 = !DILocation(line: 24, column: 1, scope: !300)
!352 = !DILocation(line: 24, column: 14, scope: !300)
!353 = !DILocation(line: 24, column: 9, scope: !300)
!354 = !DILabel(scope: !300, name: "out", file: !2, line: 25)
!355 = !DILocation(line: 25, column: 1, scope: !300)
!356 = !DILocation(line: 26, column: 12, scope: !300)
!357 = !DILocation(line: 26, column: 21, scope: !300)
!358 = !DILocation(line: 26, column: 19, scope: !300)
!359 = !DILocation(line: 26, column: 5, scope: !300)
!360 = !DILocalVariable(name: "code", arg: 1, scope: !43, file: !2, line: 28, type: !47)
!361 = !DILocation(line: 28, column: 51, scope: !43)
!362 = !DILocalVariable(name: "stack", scope: !43, file: !2, line: 30, type: !363)
!363 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 2048, elements: !364)
!364 = !{!365}
!365 = !DISubrange(count: 32)
!366 = !DILocation(line: 30, column: 10, scope: !43)
!367 = !DILocalVariable(name: "sp", scope: !43, file: !2, line: 30, type: !66)
!368 = !DILocation(line: 30, column: 25, scope: !43)
!369 = !DILocalVariable(name: "pc", scope: !43, file: !2, line: 30, type: !47)
!370 = !DILocation(line: 30, column: 54, scope: !43)
!371 = !DILocation(line: 30, column: 59, scope: !43)
!372 = !DILocation(line: 32, column: 5, scope: !43)
!373 = !DILabel(scope: !43, name: "op_push", file: !2, line: 33)
!374 = !DILocation(line: 33, column: 1, scope: !43)
!375 = !DILocation(line: 33, column: 27, scope: !43)
!376 = !DILocation(line: 33, column: 24, scope: !43)
!377 = !DILocation(line: 33, column: 18, scope: !43)
!378 = !DILocation(line: 33, column: 10, scope: !43)
!379 = !DILocation(line: 33, column: 22, scope: !43)
!380 = !DILocation(line: 33, column: 31, scope: !43)
!381 = !DILabel(scope: !43, name: "op_add", file: !2, line: 34)
!382 = !DILocation(line: 34, column: 1, scope: !43)
!383 = !DILocation(line: 34, column: 11, scope: !43)
!384 = !DILocation(line: 34, column: 38, scope: !43)
!385 = !DILocation(line: 34, column: 32, scope: !43)
!386 = !DILocation(line: 34, column: 21, scope: !43)
!387 = !DILocation(line: 34, column: 24, scope: !43)
!388 = !DILocation(line: 34, column: 15, scope: !43)
!389 = !DILocation(line: 34, column: 29, scope: !43)
!390 = !DILocation(line: 34, column: 43, scope: !43)
!391 = !DILabel(scope: !43, name: "op_mul", file: !2, line: 35)
!392 = !DILocation(line: 35, column: 1, scope: !43)
!393 = !DILocation(line: 35, column: 11, scope: !43)
!394 = !DILocation(line: 35, column: 38, scope: !43)
!395 = !DILocation(line: 35, column: 32, scope: !43)
!396 = !DILocation(line: 35, column: 21, scope: !43)
!397 = !DILocation(line: 35, column: 24, scope: !43)
!398 = !DILocation(line: 35, column: 15, scope: !43)
!399 = !DILocation(line: 35, column: 29, scope: !43)
!400 = !DILocation(line: 35, column: 43, scope: !43)
!401 = !DILabel(scope: !43, name: "op_dup", file: !2, line: 36)
!402 = !DILocation(line: 36, column: 1, scope: !43)
!403 = !DILocation(line: 36, column: 27, scope: !43)
!404 = !DILocation(line: 36, column: 30, scope: !43)
!405 = !DILocation(line: 36, column: 21, scope: !43)
!406 = !DILocation(line: 36, column: 15, scope: !43)
!407 = !DILocation(line: 36, column: 9, scope: !43)
!408 = !DILocation(line: 36, column: 19, scope: !43)
!409 = !DILocation(line: 36, column: 38, scope: !43)
!410 = !DILocation(line: 36, column: 42, scope: !43)
!411 = !DILabel(scope: !43, name: "op_jnz", file: !2, line: 37)
!412 = !DILocation(line: 37, column: 1, scope: !43)
!413 = !DILocalVariable(name: "t", scope: !414, file: !2, line: 37, type: !49)
!414 = distinct !DILexicalBlock(scope: !43, file: !2, line: 37, column: 9)
!415 = !DILocation(line: 37, column: 25, scope: !414)
!416 = !DILocation(line: 37, column: 32, scope: !414)
!417 = !DILocation(line: 37, column: 29, scope: !414)
!418 = !DILocation(line: 37, column: 46, scope: !419)
!419 = distinct !DILexicalBlock(scope: !414, file: !2, line: 37, column: 40)
!420 = !DILocation(line: 37, column: 40, scope: !419)
!421 = !DILocation(line: 37, column: 40, scope: !414)
!422 = !DILocation(line: 37, column: 58, scope: !419)
!423 = !DILocation(line: 37, column: 65, scope: !419)
!424 = !DILocation(line: 37, column: 63, scope: !419)
!425 = !DILocation(line: 37, column: 56, scope: !419)
!426 = !DILocation(line: 37, column: 53, scope: !419)
!427 = !DILocation(line: 37, column: 68, scope: !414)
!428 = !DILabel(scope: !43, name: "op_dec", file: !2, line: 38)
!429 = !DILocation(line: 38, column: 1, scope: !43)
!430 = !DILocation(line: 38, column: 15, scope: !43)
!431 = !DILocation(line: 38, column: 18, scope: !43)
!432 = !DILocation(line: 38, column: 9, scope: !43)
!433 = !DILocation(line: 38, column: 22, scope: !43)
!434 = !DILocation(line: 38, column: 26, scope: !43)
!435 = !DILabel(scope: !43, name: "op_swap", file: !2, line: 39)
!436 = !DILocation(line: 39, column: 1, scope: !43)
!437 = !DILocalVariable(name: "t", scope: !438, file: !2, line: 39, type: !46)
!438 = distinct !DILexicalBlock(scope: !43, file: !2, line: 39, column: 10)
!439 = !DILocation(line: 39, column: 17, scope: !438)
!440 = !DILocation(line: 39, column: 27, scope: !438)
!441 = !DILocation(line: 39, column: 30, scope: !438)
!442 = !DILocation(line: 39, column: 21, scope: !438)
!443 = !DILocation(line: 39, column: 58, scope: !438)
!444 = !DILocation(line: 39, column: 61, scope: !438)
!445 = !DILocation(line: 39, column: 52, scope: !438)
!446 = !DILocation(line: 39, column: 42, scope: !438)
!447 = !DILocation(line: 39, column: 45, scope: !438)
!448 = !DILocation(line: 39, column: 36, scope: !438)
!449 = !DILocation(line: 39, column: 50, scope: !438)
!450 = !DILocation(line: 39, column: 83, scope: !438)
!451 = !DILocation(line: 39, column: 73, scope: !438)
!452 = !DILocation(line: 39, column: 76, scope: !438)
!453 = !DILocation(line: 39, column: 67, scope: !438)
!454 = !DILocation(line: 39, column: 81, scope: !438)
!455 = !DILocation(line: 39, column: 86, scope: !438)
!456 = !DILabel(scope: !43, name: "op_halt", file: !2, line: 40)
!457 = !DILocation(line: 40, column: 1, scope: !43)
!458 = !DILocation(line: 40, column: 23, scope: !43)
!459 = !DILocation(line: 40, column: 26, scope: !43)
!460 = !DILocation(line: 40, column: 17, scope: !43)
!461 = !DILocation(line: 40, column: 10, scope: !43)
