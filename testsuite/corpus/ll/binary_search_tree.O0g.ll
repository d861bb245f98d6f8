; ModuleID = 'programs/binary_search_tree.c'
source_filename = "programs/binary_search_tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.T = type { i32, i32, ptr, ptr }

@.str = private unnamed_addr constant [42 x i8] c"%s: count=%d sum=%ld sorted=%d height=%d\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"avl\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"bst\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [63 x i8] c"%s after delete: count=%d sum=%ld sorted=%d height=%d hits=%d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [8 x i8] c"levels:\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !26

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !43 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca [64 x ptr], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !46, !DIExpression(), !48)
  store i32 0, ptr %2, align 4, !dbg !48
  br label %18, !dbg !49

18:                                               ; preds = %161, %0
  %19 = load i32, ptr %2, align 4, !dbg !50
  %20 = icmp slt i32 %19, 2, !dbg !52
  br i1 %20, label %21, label %164, !dbg !53

21:                                               ; preds = %18
    #dbg_declare(ptr %3, !54, !DIExpression(), !65)
  store ptr null, ptr %3, align 8, !dbg !65
    #dbg_declare(ptr %4, !66, !DIExpression(), !68)
  store i32 99, ptr %4, align 4, !dbg !68
    #dbg_declare(ptr %5, !69, !DIExpression(), !71)
  store i32 0, ptr %5, align 4, !dbg !71
  br label %22, !dbg !72

22:                                               ; preds = %34, %21
  %23 = load i32, ptr %5, align 4, !dbg !73
  %24 = icmp slt i32 %23, 3000, !dbg !75
  br i1 %24, label %25, label %37, !dbg !76

25:                                               ; preds = %22
  %26 = load i32, ptr %4, align 4, !dbg !77
  %27 = mul i32 %26, 1103515245, !dbg !79
  %28 = add i32 %27, 12345, !dbg !80
  store i32 %28, ptr %4, align 4, !dbg !81
  %29 = load ptr, ptr %3, align 8, !dbg !82
  %30 = load i32, ptr %4, align 4, !dbg !83
  %31 = urem i32 %30, 10000, !dbg !84
  %32 = load i32, ptr %2, align 4, !dbg !85
  %33 = call ptr @ins(ptr noundef %29, i32 noundef %31, i32 noundef %32), !dbg !86
  store ptr %33, ptr %3, align 8, !dbg !87
  br label %34, !dbg !88

34:                                               ; preds = %25
  %35 = load i32, ptr %5, align 4, !dbg !89
  %36 = add nsw i32 %35, 1, !dbg !89
  store i32 %36, ptr %5, align 4, !dbg !89
  br label %22, !dbg !90, !llvm.loop !91

37:                                               ; preds = %22
    #dbg_declare(ptr %6, !94, !DIExpression(), !96)
  store i32 0, ptr %6, align 4, !dbg !96
  br label %38, !dbg !97

38:                                               ; preds = %47, %37
  %39 = load i32, ptr %6, align 4, !dbg !98
  %40 = icmp slt i32 %39, 1000, !dbg !100
  br i1 %40, label %41, label %50, !dbg !101

41:                                               ; preds = %38
  %42 = load ptr, ptr %3, align 8, !dbg !102
  %43 = load i32, ptr %6, align 4, !dbg !103
  %44 = mul nsw i32 %43, 10, !dbg !104
  %45 = load i32, ptr %2, align 4, !dbg !105
  %46 = call ptr @ins(ptr noundef %42, i32 noundef %44, i32 noundef %45), !dbg !106
  store ptr %46, ptr %3, align 8, !dbg !107
  br label %47, !dbg !108

47:                                               ; preds = %41
  %48 = load i32, ptr %6, align 4, !dbg !109
  %49 = add nsw i32 %48, 1, !dbg !109
  store i32 %49, ptr %6, align 4, !dbg !109
  br label %38, !dbg !110, !llvm.loop !111

50:                                               ; preds = %38
    #dbg_declare(ptr %7, !113, !DIExpression(), !114)
  store i32 0, ptr %7, align 4, !dbg !114
    #dbg_declare(ptr %8, !115, !DIExpression(), !116)
  store i32 0, ptr %8, align 4, !dbg !116
    #dbg_declare(ptr %9, !117, !DIExpression(), !118)
  store i32 1, ptr %9, align 4, !dbg !118
    #dbg_declare(ptr %10, !119, !DIExpression(), !121)
  %51 = load ptr, ptr %3, align 8, !dbg !122
  %52 = call i64 @inorder_sum(ptr noundef %51, ptr noundef %7, ptr noundef %8, ptr noundef %9), !dbg !123
  store i64 %52, ptr %10, align 8, !dbg !121
  %53 = load i32, ptr %2, align 4, !dbg !124
  %54 = icmp ne i32 %53, 0, !dbg !124
  %55 = zext i1 %54 to i64, !dbg !124
  %56 = select i1 %54, ptr @.str.1, ptr @.str.2, !dbg !124
  %57 = load i32, ptr %7, align 4, !dbg !125
  %58 = load i64, ptr %10, align 8, !dbg !126
  %59 = load i32, ptr %9, align 4, !dbg !127
  %60 = load ptr, ptr %3, align 8, !dbg !128
  %61 = call i32 @ht(ptr noundef %60), !dbg !129
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef %56, i32 noundef %57, i64 noundef %58, i32 noundef %59, i32 noundef %61), !dbg !130
    #dbg_declare(ptr %11, !131, !DIExpression(), !133)
  store i32 0, ptr %11, align 4, !dbg !133
  br label %63, !dbg !134

63:                                               ; preds = %71, %50
  %64 = load i32, ptr %11, align 4, !dbg !135
  %65 = icmp slt i32 %64, 10000, !dbg !137
  br i1 %65, label %66, label %74, !dbg !138

66:                                               ; preds = %63
  %67 = load ptr, ptr %3, align 8, !dbg !139
  %68 = load i32, ptr %11, align 4, !dbg !140
  %69 = load i32, ptr %2, align 4, !dbg !141
  %70 = call ptr @del(ptr noundef %67, i32 noundef %68, i32 noundef %69), !dbg !142
  store ptr %70, ptr %3, align 8, !dbg !143
  br label %71, !dbg !144

71:                                               ; preds = %66
  %72 = load i32, ptr %11, align 4, !dbg !145
  %73 = add nsw i32 %72, 3, !dbg !145
  store i32 %73, ptr %11, align 4, !dbg !145
  br label %63, !dbg !146, !llvm.loop !147

74:                                               ; preds = %63
  store i32 0, ptr %7, align 4, !dbg !149
  store i32 1, ptr %9, align 4, !dbg !150
  %75 = load ptr, ptr %3, align 8, !dbg !151
  %76 = call i64 @inorder_sum(ptr noundef %75, ptr noundef %7, ptr noundef %8, ptr noundef %9), !dbg !152
  store i64 %76, ptr %10, align 8, !dbg !153
    #dbg_declare(ptr %12, !154, !DIExpression(), !155)
  store i32 0, ptr %12, align 4, !dbg !155
    #dbg_declare(ptr %13, !156, !DIExpression(), !158)
  store i32 0, ptr %13, align 4, !dbg !158
  br label %77, !dbg !159

77:                                               ; preds = %86, %74
  %78 = load i32, ptr %13, align 4, !dbg !160
  %79 = icmp slt i32 %78, 10000, !dbg !162
  br i1 %79, label %80, label %89, !dbg !163

80:                                               ; preds = %77
  %81 = load ptr, ptr %3, align 8, !dbg !164
  %82 = load i32, ptr %13, align 4, !dbg !165
  %83 = call i32 @find(ptr noundef %81, i32 noundef %82), !dbg !166
  %84 = load i32, ptr %12, align 4, !dbg !167
  %85 = add nsw i32 %84, %83, !dbg !167
  store i32 %85, ptr %12, align 4, !dbg !167
  br label %86, !dbg !168

86:                                               ; preds = %80
  %87 = load i32, ptr %13, align 4, !dbg !169
  %88 = add nsw i32 %87, 1, !dbg !169
  store i32 %88, ptr %13, align 4, !dbg !169
  br label %77, !dbg !170, !llvm.loop !171

89:                                               ; preds = %77
  %90 = load i32, ptr %2, align 4, !dbg !173
  %91 = icmp ne i32 %90, 0, !dbg !173
  %92 = zext i1 %91 to i64, !dbg !173
  %93 = select i1 %91, ptr @.str.1, ptr @.str.2, !dbg !173
  %94 = load i32, ptr %7, align 4, !dbg !174
  %95 = load i64, ptr %10, align 8, !dbg !175
  %96 = load i32, ptr %9, align 4, !dbg !176
  %97 = load ptr, ptr %3, align 8, !dbg !177
  %98 = call i32 @ht(ptr noundef %97), !dbg !178
  %99 = load i32, ptr %12, align 4, !dbg !179
  %100 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %93, i32 noundef %94, i64 noundef %95, i32 noundef %96, i32 noundef %98, i32 noundef %99), !dbg !180
    #dbg_declare(ptr %14, !181, !DIExpression(), !185)
    #dbg_declare(ptr %15, !186, !DIExpression(), !187)
  store i32 0, ptr %15, align 4, !dbg !187
    #dbg_declare(ptr %16, !188, !DIExpression(), !189)
  store i32 0, ptr %16, align 4, !dbg !189
  %101 = load ptr, ptr %3, align 8, !dbg !190
  %102 = load i32, ptr %16, align 4, !dbg !191
  %103 = add nsw i32 %102, 1, !dbg !191
  store i32 %103, ptr %16, align 4, !dbg !191
  %104 = sext i32 %102 to i64, !dbg !192
  %105 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %104, !dbg !192
  store ptr %101, ptr %105, align 8, !dbg !193
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.4), !dbg !194
  br label %107, !dbg !195

107:                                              ; preds = %157, %89
  %108 = load i32, ptr %15, align 4, !dbg !196
  %109 = load i32, ptr %16, align 4, !dbg !197
  %110 = icmp slt i32 %108, %109, !dbg !198
  br i1 %110, label %111, label %114, !dbg !199

111:                                              ; preds = %107
  %112 = load i32, ptr %15, align 4, !dbg !200
  %113 = icmp slt i32 %112, 15, !dbg !201
  br label %114

114:                                              ; preds = %111, %107
  %115 = phi i1 [ false, %107 ], [ %113, %111 ], !dbg !202
  br i1 %115, label %116, label %158, !dbg !195

116:                                              ; preds = %114
    #dbg_declare(ptr %17, !203, !DIExpression(), !205)
  %117 = load i32, ptr %15, align 4, !dbg !206
  %118 = add nsw i32 %117, 1, !dbg !206
  store i32 %118, ptr %15, align 4, !dbg !206
  %119 = sext i32 %117 to i64, !dbg !207
  %120 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %119, !dbg !207
  %121 = load ptr, ptr %120, align 8, !dbg !207
  store ptr %121, ptr %17, align 8, !dbg !205
  %122 = load ptr, ptr %17, align 8, !dbg !208
  %123 = getelementptr inbounds %struct.T, ptr %122, i32 0, i32 0, !dbg !209
  %124 = load i32, ptr %123, align 8, !dbg !209
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %124), !dbg !210
  %126 = load ptr, ptr %17, align 8, !dbg !211
  %127 = getelementptr inbounds %struct.T, ptr %126, i32 0, i32 2, !dbg !213
  %128 = load ptr, ptr %127, align 8, !dbg !213
  %129 = icmp ne ptr %128, null, !dbg !211
  br i1 %129, label %130, label %141, !dbg !214

130:                                              ; preds = %116
  %131 = load i32, ptr %16, align 4, !dbg !215
  %132 = icmp slt i32 %131, 64, !dbg !216
  br i1 %132, label %133, label %141, !dbg !217

133:                                              ; preds = %130
  %134 = load ptr, ptr %17, align 8, !dbg !218
  %135 = getelementptr inbounds %struct.T, ptr %134, i32 0, i32 2, !dbg !219
  %136 = load ptr, ptr %135, align 8, !dbg !219
  %137 = load i32, ptr %16, align 4, !dbg !220
  %138 = add nsw i32 %137, 1, !dbg !220
  store i32 %138, ptr %16, align 4, !dbg !220
  %139 = sext i32 %137 to i64, !dbg !221
  %140 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %139, !dbg !221
  store ptr %136, ptr %140, align 8, !dbg !222
  br label %141, !dbg !221

141:                                              ; preds = %133, %130, %116
  %142 = load ptr, ptr %17, align 8, !dbg !223
  %143 = getelementptr inbounds %struct.T, ptr %142, i32 0, i32 3, !dbg !225
  %144 = load ptr, ptr %143, align 8, !dbg !225
  %145 = icmp ne ptr %144, null, !dbg !223
  br i1 %145, label %146, label %157, !dbg !226

146:                                              ; preds = %141
  %147 = load i32, ptr %16, align 4, !dbg !227
  %148 = icmp slt i32 %147, 64, !dbg !228
  br i1 %148, label %149, label %157, !dbg !229

149:                                              ; preds = %146
  %150 = load ptr, ptr %17, align 8, !dbg !230
  %151 = getelementptr inbounds %struct.T, ptr %150, i32 0, i32 3, !dbg !231
  %152 = load ptr, ptr %151, align 8, !dbg !231
  %153 = load i32, ptr %16, align 4, !dbg !232
  %154 = add nsw i32 %153, 1, !dbg !232
  store i32 %154, ptr %16, align 4, !dbg !232
  %155 = sext i32 %153 to i64, !dbg !233
  %156 = getelementptr inbounds [64 x ptr], ptr %14, i64 0, i64 %155, !dbg !233
  store ptr %152, ptr %156, align 8, !dbg !234
  br label %157, !dbg !233

157:                                              ; preds = %149, %146, %141
  br label %107, !dbg !195, !llvm.loop !235

158:                                              ; preds = %114
  %159 = call i32 (ptr, ...) @printf(ptr noundef @.str.6), !dbg !237
  %160 = load ptr, ptr %3, align 8, !dbg !238
  call void @freet(ptr noundef %160), !dbg !239
  br label %161, !dbg !240

161:                                              ; preds = %158
  %162 = load i32, ptr %2, align 4, !dbg !241
  %163 = add nsw i32 %162, 1, !dbg !241
  store i32 %163, ptr %2, align 4, !dbg !241
  br label %18, !dbg !242, !llvm.loop !243

164:                                              ; preds = %18
  ret i32 0, !dbg !245
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @ins(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !246 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !249, !DIExpression(), !250)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !251, !DIExpression(), !252)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !253, !DIExpression(), !254)
  %8 = load ptr, ptr %5, align 8, !dbg !255
  %9 = icmp ne ptr %8, null, !dbg !255
  br i1 %9, label %18, label %10, !dbg !257

10:                                               ; preds = %3
  %11 = call noalias ptr @calloc(i64 noundef 1, i64 noundef 24) #4, !dbg !258
  store ptr %11, ptr %5, align 8, !dbg !260
  %12 = load i32, ptr %6, align 4, !dbg !261
  %13 = load ptr, ptr %5, align 8, !dbg !262
  %14 = getelementptr inbounds %struct.T, ptr %13, i32 0, i32 0, !dbg !263
  store i32 %12, ptr %14, align 8, !dbg !264
  %15 = load ptr, ptr %5, align 8, !dbg !265
  %16 = getelementptr inbounds %struct.T, ptr %15, i32 0, i32 1, !dbg !266
  store i32 1, ptr %16, align 4, !dbg !267
  %17 = load ptr, ptr %5, align 8, !dbg !268
  store ptr %17, ptr %4, align 8, !dbg !269
  br label %60, !dbg !269

18:                                               ; preds = %3
  %19 = load i32, ptr %6, align 4, !dbg !270
  %20 = load ptr, ptr %5, align 8, !dbg !272
  %21 = getelementptr inbounds %struct.T, ptr %20, i32 0, i32 0, !dbg !273
  %22 = load i32, ptr %21, align 8, !dbg !273
  %23 = icmp slt i32 %19, %22, !dbg !274
  br i1 %23, label %24, label %33, !dbg !275

24:                                               ; preds = %18
  %25 = load ptr, ptr %5, align 8, !dbg !276
  %26 = getelementptr inbounds %struct.T, ptr %25, i32 0, i32 2, !dbg !277
  %27 = load ptr, ptr %26, align 8, !dbg !277
  %28 = load i32, ptr %6, align 4, !dbg !278
  %29 = load i32, ptr %7, align 4, !dbg !279
  %30 = call ptr @ins(ptr noundef %27, i32 noundef %28, i32 noundef %29), !dbg !280
  %31 = load ptr, ptr %5, align 8, !dbg !281
  %32 = getelementptr inbounds %struct.T, ptr %31, i32 0, i32 2, !dbg !282
  store ptr %30, ptr %32, align 8, !dbg !283
  br label %51, !dbg !281

33:                                               ; preds = %18
  %34 = load i32, ptr %6, align 4, !dbg !284
  %35 = load ptr, ptr %5, align 8, !dbg !286
  %36 = getelementptr inbounds %struct.T, ptr %35, i32 0, i32 0, !dbg !287
  %37 = load i32, ptr %36, align 8, !dbg !287
  %38 = icmp sgt i32 %34, %37, !dbg !288
  br i1 %38, label %39, label %48, !dbg !289

39:                                               ; preds = %33
  %40 = load ptr, ptr %5, align 8, !dbg !290
  %41 = getelementptr inbounds %struct.T, ptr %40, i32 0, i32 3, !dbg !291
  %42 = load ptr, ptr %41, align 8, !dbg !291
  %43 = load i32, ptr %6, align 4, !dbg !292
  %44 = load i32, ptr %7, align 4, !dbg !293
  %45 = call ptr @ins(ptr noundef %42, i32 noundef %43, i32 noundef %44), !dbg !294
  %46 = load ptr, ptr %5, align 8, !dbg !295
  %47 = getelementptr inbounds %struct.T, ptr %46, i32 0, i32 3, !dbg !296
  store ptr %45, ptr %47, align 8, !dbg !297
  br label %50, !dbg !295

48:                                               ; preds = %33
  %49 = load ptr, ptr %5, align 8, !dbg !298
  store ptr %49, ptr %4, align 8, !dbg !299
  br label %60, !dbg !299

50:                                               ; preds = %39
  br label %51

51:                                               ; preds = %50, %24
  %52 = load i32, ptr %7, align 4, !dbg !300
  %53 = icmp ne i32 %52, 0, !dbg !300
  br i1 %53, label %54, label %57, !dbg !302

54:                                               ; preds = %51
  %55 = load ptr, ptr %5, align 8, !dbg !303
  %56 = call ptr @bal(ptr noundef %55), !dbg !304
  store ptr %56, ptr %4, align 8, !dbg !305
  br label %60, !dbg !305

57:                                               ; preds = %51
  %58 = load ptr, ptr %5, align 8, !dbg !306
  call void @upd(ptr noundef %58), !dbg !307
  %59 = load ptr, ptr %5, align 8, !dbg !308
  store ptr %59, ptr %4, align 8, !dbg !309
  br label %60, !dbg !309

60:                                               ; preds = %57, %54, %48, %10
  %61 = load ptr, ptr %4, align 8, !dbg !310
  ret ptr %61, !dbg !310
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @inorder_sum(ptr noundef %0, ptr noundef %1, ptr noundef %2, ptr noundef %3) #0 !dbg !311 {
  %5 = alloca i64, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  store ptr %0, ptr %6, align 8
    #dbg_declare(ptr %6, !315, !DIExpression(), !316)
  store ptr %1, ptr %7, align 8
    #dbg_declare(ptr %7, !317, !DIExpression(), !318)
  store ptr %2, ptr %8, align 8
    #dbg_declare(ptr %8, !319, !DIExpression(), !320)
  store ptr %3, ptr %9, align 8
    #dbg_declare(ptr %9, !321, !DIExpression(), !322)
  %11 = load ptr, ptr %6, align 8, !dbg !323
  %12 = icmp ne ptr %11, null, !dbg !323
  br i1 %12, label %14, label %13, !dbg !325

13:                                               ; preds = %4
  store i64 0, ptr %5, align 8, !dbg !326
  br label %56, !dbg !326

14:                                               ; preds = %4
    #dbg_declare(ptr %10, !327, !DIExpression(), !328)
  %15 = load ptr, ptr %6, align 8, !dbg !329
  %16 = getelementptr inbounds %struct.T, ptr %15, i32 0, i32 2, !dbg !330
  %17 = load ptr, ptr %16, align 8, !dbg !330
  %18 = load ptr, ptr %7, align 8, !dbg !331
  %19 = load ptr, ptr %8, align 8, !dbg !332
  %20 = load ptr, ptr %9, align 8, !dbg !333
  %21 = call i64 @inorder_sum(ptr noundef %17, ptr noundef %18, ptr noundef %19, ptr noundef %20), !dbg !334
  store i64 %21, ptr %10, align 8, !dbg !328
  %22 = load ptr, ptr %7, align 8, !dbg !335
  %23 = load i32, ptr %22, align 4, !dbg !337
  %24 = icmp ne i32 %23, 0, !dbg !337
  br i1 %24, label %25, label %34, !dbg !338

25:                                               ; preds = %14
  %26 = load ptr, ptr %6, align 8, !dbg !339
  %27 = getelementptr inbounds %struct.T, ptr %26, i32 0, i32 0, !dbg !340
  %28 = load i32, ptr %27, align 8, !dbg !340
  %29 = load ptr, ptr %8, align 8, !dbg !341
  %30 = load i32, ptr %29, align 4, !dbg !342
  %31 = icmp sle i32 %28, %30, !dbg !343
  br i1 %31, label %32, label %34, !dbg !344

32:                                               ; preds = %25
  %33 = load ptr, ptr %9, align 8, !dbg !345
  store i32 0, ptr %33, align 4, !dbg !346
  br label %34, !dbg !347

34:                                               ; preds = %32, %25, %14
  %35 = load ptr, ptr %6, align 8, !dbg !348
  %36 = getelementptr inbounds %struct.T, ptr %35, i32 0, i32 0, !dbg !349
  %37 = load i32, ptr %36, align 8, !dbg !349
  %38 = load ptr, ptr %8, align 8, !dbg !350
  store i32 %37, ptr %38, align 4, !dbg !351
  %39 = load ptr, ptr %7, align 8, !dbg !352
  %40 = load i32, ptr %39, align 4, !dbg !353
  %41 = add nsw i32 %40, 1, !dbg !353
  store i32 %41, ptr %39, align 4, !dbg !353
  %42 = load i64, ptr %10, align 8, !dbg !354
  %43 = load ptr, ptr %6, align 8, !dbg !355
  %44 = getelementptr inbounds %struct.T, ptr %43, i32 0, i32 0, !dbg !356
  %45 = load i32, ptr %44, align 8, !dbg !356
  %46 = sext i32 %45 to i64, !dbg !355
  %47 = add nsw i64 %42, %46, !dbg !357
  %48 = load ptr, ptr %6, align 8, !dbg !358
  %49 = getelementptr inbounds %struct.T, ptr %48, i32 0, i32 3, !dbg !359
  %50 = load ptr, ptr %49, align 8, !dbg !359
  %51 = load ptr, ptr %7, align 8, !dbg !360
  %52 = load ptr, ptr %8, align 8, !dbg !361
  %53 = load ptr, ptr %9, align 8, !dbg !362
  %54 = call i64 @inorder_sum(ptr noundef %50, ptr noundef %51, ptr noundef %52, ptr noundef %53), !dbg !363
  %55 = add nsw i64 %47, %54, !dbg !364
  store i64 %55, ptr %5, align 8, !dbg !365
  br label %56, !dbg !365

56:                                               ; preds = %34, %13
  %57 = load i64, ptr %5, align 8, !dbg !366
  ret i64 %57, !dbg !366
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @ht(ptr noundef %0) #0 !dbg !367 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !370, !DIExpression(), !371)
  %3 = load ptr, ptr %2, align 8, !dbg !372
  %4 = icmp ne ptr %3, null, !dbg !372
  br i1 %4, label %5, label %9, !dbg !372

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8, !dbg !373
  %7 = getelementptr inbounds %struct.T, ptr %6, i32 0, i32 1, !dbg !374
  %8 = load i32, ptr %7, align 4, !dbg !374
  br label %10, !dbg !372

9:                                                ; preds = %1
  br label %10, !dbg !372

10:                                               ; preds = %9, %5
  %11 = phi i32 [ %8, %5 ], [ 0, %9 ], !dbg !372
  ret i32 %11, !dbg !375
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @del(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !376 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store ptr %0, ptr %5, align 8
    #dbg_declare(ptr %5, !377, !DIExpression(), !378)
  store i32 %1, ptr %6, align 4
    #dbg_declare(ptr %6, !379, !DIExpression(), !380)
  store i32 %2, ptr %7, align 4
    #dbg_declare(ptr %7, !381, !DIExpression(), !382)
  %10 = load ptr, ptr %5, align 8, !dbg !383
  %11 = icmp ne ptr %10, null, !dbg !383
  br i1 %11, label %13, label %12, !dbg !385

12:                                               ; preds = %3
  store ptr null, ptr %4, align 8, !dbg !386
  br label %109, !dbg !386

13:                                               ; preds = %3
  %14 = load i32, ptr %6, align 4, !dbg !387
  %15 = load ptr, ptr %5, align 8, !dbg !389
  %16 = getelementptr inbounds %struct.T, ptr %15, i32 0, i32 0, !dbg !390
  %17 = load i32, ptr %16, align 8, !dbg !390
  %18 = icmp slt i32 %14, %17, !dbg !391
  br i1 %18, label %19, label %28, !dbg !392

19:                                               ; preds = %13
  %20 = load ptr, ptr %5, align 8, !dbg !393
  %21 = getelementptr inbounds %struct.T, ptr %20, i32 0, i32 2, !dbg !394
  %22 = load ptr, ptr %21, align 8, !dbg !394
  %23 = load i32, ptr %6, align 4, !dbg !395
  %24 = load i32, ptr %7, align 4, !dbg !396
  %25 = call ptr @del(ptr noundef %22, i32 noundef %23, i32 noundef %24), !dbg !397
  %26 = load ptr, ptr %5, align 8, !dbg !398
  %27 = getelementptr inbounds %struct.T, ptr %26, i32 0, i32 2, !dbg !399
  store ptr %25, ptr %27, align 8, !dbg !400
  br label %100, !dbg !398

28:                                               ; preds = %13
  %29 = load i32, ptr %6, align 4, !dbg !401
  %30 = load ptr, ptr %5, align 8, !dbg !403
  %31 = getelementptr inbounds %struct.T, ptr %30, i32 0, i32 0, !dbg !404
  %32 = load i32, ptr %31, align 8, !dbg !404
  %33 = icmp sgt i32 %29, %32, !dbg !405
  br i1 %33, label %34, label %43, !dbg !406

34:                                               ; preds = %28
  %35 = load ptr, ptr %5, align 8, !dbg !407
  %36 = getelementptr inbounds %struct.T, ptr %35, i32 0, i32 3, !dbg !408
  %37 = load ptr, ptr %36, align 8, !dbg !408
  %38 = load i32, ptr %6, align 4, !dbg !409
  %39 = load i32, ptr %7, align 4, !dbg !410
  %40 = call ptr @del(ptr noundef %37, i32 noundef %38, i32 noundef %39), !dbg !411
  %41 = load ptr, ptr %5, align 8, !dbg !412
  %42 = getelementptr inbounds %struct.T, ptr %41, i32 0, i32 3, !dbg !413
  store ptr %40, ptr %42, align 8, !dbg !414
  br label %99, !dbg !412

43:                                               ; preds = %28
  %44 = load ptr, ptr %5, align 8, !dbg !415
  %45 = getelementptr inbounds %struct.T, ptr %44, i32 0, i32 2, !dbg !418
  %46 = load ptr, ptr %45, align 8, !dbg !418
  %47 = icmp ne ptr %46, null, !dbg !415
  br i1 %47, label %48, label %53, !dbg !419

48:                                               ; preds = %43
  %49 = load ptr, ptr %5, align 8, !dbg !420
  %50 = getelementptr inbounds %struct.T, ptr %49, i32 0, i32 3, !dbg !421
  %51 = load ptr, ptr %50, align 8, !dbg !421
  %52 = icmp ne ptr %51, null, !dbg !420
  br i1 %52, label %70, label %53, !dbg !422

53:                                               ; preds = %48, %43
    #dbg_declare(ptr %8, !423, !DIExpression(), !425)
  %54 = load ptr, ptr %5, align 8, !dbg !426
  %55 = getelementptr inbounds %struct.T, ptr %54, i32 0, i32 2, !dbg !427
  %56 = load ptr, ptr %55, align 8, !dbg !427
  %57 = icmp ne ptr %56, null, !dbg !426
  br i1 %57, label %58, label %62, !dbg !426

58:                                               ; preds = %53
  %59 = load ptr, ptr %5, align 8, !dbg !428
  %60 = getelementptr inbounds %struct.T, ptr %59, i32 0, i32 2, !dbg !429
  %61 = load ptr, ptr %60, align 8, !dbg !429
  br label %66, !dbg !426

62:                                               ; preds = %53
  %63 = load ptr, ptr %5, align 8, !dbg !430
  %64 = getelementptr inbounds %struct.T, ptr %63, i32 0, i32 3, !dbg !431
  %65 = load ptr, ptr %64, align 8, !dbg !431
  br label %66, !dbg !426

66:                                               ; preds = %62, %58
  %67 = phi ptr [ %61, %58 ], [ %65, %62 ], !dbg !426
  store ptr %67, ptr %8, align 8, !dbg !425
  %68 = load ptr, ptr %5, align 8, !dbg !432
  call void @free(ptr noundef %68) #5, !dbg !433
  %69 = load ptr, ptr %8, align 8, !dbg !434
  store ptr %69, ptr %4, align 8, !dbg !435
  br label %109, !dbg !435

70:                                               ; preds = %48
    #dbg_declare(ptr %9, !436, !DIExpression(), !437)
  %71 = load ptr, ptr %5, align 8, !dbg !438
  %72 = getelementptr inbounds %struct.T, ptr %71, i32 0, i32 3, !dbg !439
  %73 = load ptr, ptr %72, align 8, !dbg !439
  store ptr %73, ptr %9, align 8, !dbg !437
  br label %74, !dbg !440

74:                                               ; preds = %79, %70
  %75 = load ptr, ptr %9, align 8, !dbg !441
  %76 = getelementptr inbounds %struct.T, ptr %75, i32 0, i32 2, !dbg !442
  %77 = load ptr, ptr %76, align 8, !dbg !442
  %78 = icmp ne ptr %77, null, !dbg !440
  br i1 %78, label %79, label %83, !dbg !440

79:                                               ; preds = %74
  %80 = load ptr, ptr %9, align 8, !dbg !443
  %81 = getelementptr inbounds %struct.T, ptr %80, i32 0, i32 2, !dbg !444
  %82 = load ptr, ptr %81, align 8, !dbg !444
  store ptr %82, ptr %9, align 8, !dbg !445
  br label %74, !dbg !440, !llvm.loop !446

83:                                               ; preds = %74
  %84 = load ptr, ptr %9, align 8, !dbg !447
  %85 = getelementptr inbounds %struct.T, ptr %84, i32 0, i32 0, !dbg !448
  %86 = load i32, ptr %85, align 8, !dbg !448
  %87 = load ptr, ptr %5, align 8, !dbg !449
  %88 = getelementptr inbounds %struct.T, ptr %87, i32 0, i32 0, !dbg !450
  store i32 %86, ptr %88, align 8, !dbg !451
  %89 = load ptr, ptr %5, align 8, !dbg !452
  %90 = getelementptr inbounds %struct.T, ptr %89, i32 0, i32 3, !dbg !453
  %91 = load ptr, ptr %90, align 8, !dbg !453
  %92 = load ptr, ptr %9, align 8, !dbg !454
  %93 = getelementptr inbounds %struct.T, ptr %92, i32 0, i32 0, !dbg !455
  %94 = load i32, ptr %93, align 8, !dbg !455
  %95 = load i32, ptr %7, align 4, !dbg !456
  %96 = call ptr @del(ptr noundef %91, i32 noundef %94, i32 noundef %95), !dbg !457
  %97 = load ptr, ptr %5, align 8, !dbg !458
  %98 = getelementptr inbounds %struct.T, ptr %97, i32 0, i32 3, !dbg !459
  store ptr %96, ptr %98, align 8, !dbg !460
  br label %99

99:                                               ; preds = %83, %34
  br label %100

100:                                              ; preds = %99, %19
  %101 = load i32, ptr %7, align 4, !dbg !461
  %102 = icmp ne i32 %101, 0, !dbg !461
  br i1 %102, label %103, label %106, !dbg !463

103:                                              ; preds = %100
  %104 = load ptr, ptr %5, align 8, !dbg !464
  %105 = call ptr @bal(ptr noundef %104), !dbg !465
  store ptr %105, ptr %4, align 8, !dbg !466
  br label %109, !dbg !466

106:                                              ; preds = %100
  %107 = load ptr, ptr %5, align 8, !dbg !467
  call void @upd(ptr noundef %107), !dbg !468
  %108 = load ptr, ptr %5, align 8, !dbg !469
  store ptr %108, ptr %4, align 8, !dbg !470
  br label %109, !dbg !470

109:                                              ; preds = %106, %103, %66, %12
  %110 = load ptr, ptr %4, align 8, !dbg !471
  ret ptr %110, !dbg !471
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @find(ptr noundef %0, i32 noundef %1) #0 !dbg !472 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !475, !DIExpression(), !476)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !477, !DIExpression(), !478)
  br label %6, !dbg !479

6:                                                ; preds = %30, %2
  %7 = load ptr, ptr %4, align 8, !dbg !480
  %8 = icmp ne ptr %7, null, !dbg !479
  br i1 %8, label %9, label %32, !dbg !479

9:                                                ; preds = %6
  %10 = load i32, ptr %5, align 4, !dbg !481
  %11 = load ptr, ptr %4, align 8, !dbg !484
  %12 = getelementptr inbounds %struct.T, ptr %11, i32 0, i32 0, !dbg !485
  %13 = load i32, ptr %12, align 8, !dbg !485
  %14 = icmp eq i32 %10, %13, !dbg !486
  br i1 %14, label %15, label %16, !dbg !487

15:                                               ; preds = %9
  store i32 1, ptr %3, align 4, !dbg !488
  br label %33, !dbg !488

16:                                               ; preds = %9
  %17 = load i32, ptr %5, align 4, !dbg !489
  %18 = load ptr, ptr %4, align 8, !dbg !490
  %19 = getelementptr inbounds %struct.T, ptr %18, i32 0, i32 0, !dbg !491
  %20 = load i32, ptr %19, align 8, !dbg !491
  %21 = icmp slt i32 %17, %20, !dbg !492
  br i1 %21, label %22, label %26, !dbg !489

22:                                               ; preds = %16
  %23 = load ptr, ptr %4, align 8, !dbg !493
  %24 = getelementptr inbounds %struct.T, ptr %23, i32 0, i32 2, !dbg !494
  %25 = load ptr, ptr %24, align 8, !dbg !494
  br label %30, !dbg !489

26:                                               ; preds = %16
  %27 = load ptr, ptr %4, align 8, !dbg !495
  %28 = getelementptr inbounds %struct.T, ptr %27, i32 0, i32 3, !dbg !496
  %29 = load ptr, ptr %28, align 8, !dbg !496
  br label %30, !dbg !489

30:                                               ; preds = %26, %22
  %31 = phi ptr [ %25, %22 ], [ %29, %26 ], !dbg !489
  store ptr %31, ptr %4, align 8, !dbg !497
  br label %6, !dbg !479, !llvm.loop !498

32:                                               ; preds = %6
  store i32 0, ptr %3, align 4, !dbg !500
  br label %33, !dbg !500

33:                                               ; preds = %32, %15
  %34 = load i32, ptr %3, align 4, !dbg !501
  ret i32 %34, !dbg !501
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @freet(ptr noundef %0) #0 !dbg !502 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !505, !DIExpression(), !506)
  %3 = load ptr, ptr %2, align 8, !dbg !507
  %4 = icmp ne ptr %3, null, !dbg !507
  br i1 %4, label %5, label %13, !dbg !509

5:                                                ; preds = %1
  %6 = load ptr, ptr %2, align 8, !dbg !510
  %7 = getelementptr inbounds %struct.T, ptr %6, i32 0, i32 2, !dbg !512
  %8 = load ptr, ptr %7, align 8, !dbg !512
  call void @freet(ptr noundef %8), !dbg !513
  %9 = load ptr, ptr %2, align 8, !dbg !514
  %10 = getelementptr inbounds %struct.T, ptr %9, i32 0, i32 3, !dbg !515
  %11 = load ptr, ptr %10, align 8, !dbg !515
  call void @freet(ptr noundef %11), !dbg !516
  %12 = load ptr, ptr %2, align 8, !dbg !517
  call void @free(ptr noundef %12) #5, !dbg !518
  br label %13, !dbg !519

13:                                               ; preds = %5, %1
  ret void, !dbg !520
}

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @bal(ptr noundef %0) #0 !dbg !521 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !524, !DIExpression(), !525)
  %5 = load ptr, ptr %3, align 8, !dbg !526
  call void @upd(ptr noundef %5), !dbg !527
    #dbg_declare(ptr %4, !528, !DIExpression(), !529)
  %6 = load ptr, ptr %3, align 8, !dbg !530
  %7 = getelementptr inbounds %struct.T, ptr %6, i32 0, i32 2, !dbg !531
  %8 = load ptr, ptr %7, align 8, !dbg !531
  %9 = call i32 @ht(ptr noundef %8), !dbg !532
  %10 = load ptr, ptr %3, align 8, !dbg !533
  %11 = getelementptr inbounds %struct.T, ptr %10, i32 0, i32 3, !dbg !534
  %12 = load ptr, ptr %11, align 8, !dbg !534
  %13 = call i32 @ht(ptr noundef %12), !dbg !535
  %14 = sub nsw i32 %9, %13, !dbg !536
  store i32 %14, ptr %4, align 4, !dbg !529
  %15 = load i32, ptr %4, align 4, !dbg !537
  %16 = icmp sgt i32 %15, 1, !dbg !539
  br i1 %16, label %17, label %41, !dbg !540

17:                                               ; preds = %1
  %18 = load ptr, ptr %3, align 8, !dbg !541
  %19 = getelementptr inbounds %struct.T, ptr %18, i32 0, i32 2, !dbg !544
  %20 = load ptr, ptr %19, align 8, !dbg !544
  %21 = getelementptr inbounds %struct.T, ptr %20, i32 0, i32 2, !dbg !545
  %22 = load ptr, ptr %21, align 8, !dbg !545
  %23 = call i32 @ht(ptr noundef %22), !dbg !546
  %24 = load ptr, ptr %3, align 8, !dbg !547
  %25 = getelementptr inbounds %struct.T, ptr %24, i32 0, i32 2, !dbg !548
  %26 = load ptr, ptr %25, align 8, !dbg !548
  %27 = getelementptr inbounds %struct.T, ptr %26, i32 0, i32 3, !dbg !549
  %28 = load ptr, ptr %27, align 8, !dbg !549
  %29 = call i32 @ht(ptr noundef %28), !dbg !550
  %30 = icmp slt i32 %23, %29, !dbg !551
  br i1 %30, label %31, label %38, !dbg !552

31:                                               ; preds = %17
  %32 = load ptr, ptr %3, align 8, !dbg !553
  %33 = getelementptr inbounds %struct.T, ptr %32, i32 0, i32 2, !dbg !554
  %34 = load ptr, ptr %33, align 8, !dbg !554
  %35 = call ptr @rotl(ptr noundef %34), !dbg !555
  %36 = load ptr, ptr %3, align 8, !dbg !556
  %37 = getelementptr inbounds %struct.T, ptr %36, i32 0, i32 2, !dbg !557
  store ptr %35, ptr %37, align 8, !dbg !558
  br label %38, !dbg !556

38:                                               ; preds = %31, %17
  %39 = load ptr, ptr %3, align 8, !dbg !559
  %40 = call ptr @rotr(ptr noundef %39), !dbg !560
  store ptr %40, ptr %2, align 8, !dbg !561
  br label %70, !dbg !561

41:                                               ; preds = %1
  %42 = load i32, ptr %4, align 4, !dbg !562
  %43 = icmp slt i32 %42, -1, !dbg !564
  br i1 %43, label %44, label %68, !dbg !565

44:                                               ; preds = %41
  %45 = load ptr, ptr %3, align 8, !dbg !566
  %46 = getelementptr inbounds %struct.T, ptr %45, i32 0, i32 3, !dbg !569
  %47 = load ptr, ptr %46, align 8, !dbg !569
  %48 = getelementptr inbounds %struct.T, ptr %47, i32 0, i32 3, !dbg !570
  %49 = load ptr, ptr %48, align 8, !dbg !570
  %50 = call i32 @ht(ptr noundef %49), !dbg !571
  %51 = load ptr, ptr %3, align 8, !dbg !572
  %52 = getelementptr inbounds %struct.T, ptr %51, i32 0, i32 3, !dbg !573
  %53 = load ptr, ptr %52, align 8, !dbg !573
  %54 = getelementptr inbounds %struct.T, ptr %53, i32 0, i32 2, !dbg !574
  %55 = load ptr, ptr %54, align 8, !dbg !574
  %56 = call i32 @ht(ptr noundef %55), !dbg !575
  %57 = icmp slt i32 %50, %56, !dbg !576
  br i1 %57, label %58, label %65, !dbg !577

58:                                               ; preds = %44
  %59 = load ptr, ptr %3, align 8, !dbg !578
  %60 = getelementptr inbounds %struct.T, ptr %59, i32 0, i32 3, !dbg !579
  %61 = load ptr, ptr %60, align 8, !dbg !579
  %62 = call ptr @rotr(ptr noundef %61), !dbg !580
  %63 = load ptr, ptr %3, align 8, !dbg !581
  %64 = getelementptr inbounds %struct.T, ptr %63, i32 0, i32 3, !dbg !582
  store ptr %62, ptr %64, align 8, !dbg !583
  br label %65, !dbg !581

65:                                               ; preds = %58, %44
  %66 = load ptr, ptr %3, align 8, !dbg !584
  %67 = call ptr @rotl(ptr noundef %66), !dbg !585
  store ptr %67, ptr %2, align 8, !dbg !586
  br label %70, !dbg !586

68:                                               ; preds = %41
  %69 = load ptr, ptr %3, align 8, !dbg !587
  store ptr %69, ptr %2, align 8, !dbg !588
  br label %70, !dbg !588

70:                                               ; preds = %68, %65, %38
  %71 = load ptr, ptr %2, align 8, !dbg !589
  ret ptr %71, !dbg !589
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @upd(ptr noundef %0) #0 !dbg !590 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !591, !DIExpression(), !592)
  %3 = load ptr, ptr %2, align 8, !dbg !593
  %4 = getelementptr inbounds %struct.T, ptr %3, i32 0, i32 2, !dbg !594
  %5 = load ptr, ptr %4, align 8, !dbg !594
  %6 = call i32 @ht(ptr noundef %5), !dbg !595
  %7 = load ptr, ptr %2, align 8, !dbg !596
  %8 = getelementptr inbounds %struct.T, ptr %7, i32 0, i32 3, !dbg !597
  %9 = load ptr, ptr %8, align 8, !dbg !597
  %10 = call i32 @ht(ptr noundef %9), !dbg !598
  %11 = call i32 @mx(i32 noundef %6, i32 noundef %10), !dbg !599
  %12 = add nsw i32 1, %11, !dbg !600
  %13 = load ptr, ptr %2, align 8, !dbg !601
  %14 = getelementptr inbounds %struct.T, ptr %13, i32 0, i32 1, !dbg !602
  store i32 %12, ptr %14, align 4, !dbg !603
  ret void, !dbg !604
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @rotl(ptr noundef %0) #0 !dbg !605 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !606, !DIExpression(), !607)
    #dbg_declare(ptr %3, !608, !DIExpression(), !609)
  %4 = load ptr, ptr %2, align 8, !dbg !610
  %5 = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 3, !dbg !611
  %6 = load ptr, ptr %5, align 8, !dbg !611
  store ptr %6, ptr %3, align 8, !dbg !609
  %7 = load ptr, ptr %3, align 8, !dbg !612
  %8 = getelementptr inbounds %struct.T, ptr %7, i32 0, i32 2, !dbg !613
  %9 = load ptr, ptr %8, align 8, !dbg !613
  %10 = load ptr, ptr %2, align 8, !dbg !614
  %11 = getelementptr inbounds %struct.T, ptr %10, i32 0, i32 3, !dbg !615
  store ptr %9, ptr %11, align 8, !dbg !616
  %12 = load ptr, ptr %2, align 8, !dbg !617
  %13 = load ptr, ptr %3, align 8, !dbg !618
  %14 = getelementptr inbounds %struct.T, ptr %13, i32 0, i32 2, !dbg !619
  store ptr %12, ptr %14, align 8, !dbg !620
  %15 = load ptr, ptr %2, align 8, !dbg !621
  call void @upd(ptr noundef %15), !dbg !622
  %16 = load ptr, ptr %3, align 8, !dbg !623
  call void @upd(ptr noundef %16), !dbg !624
  %17 = load ptr, ptr %3, align 8, !dbg !625
  ret ptr %17, !dbg !626
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @rotr(ptr noundef %0) #0 !dbg !627 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !628, !DIExpression(), !629)
    #dbg_declare(ptr %3, !630, !DIExpression(), !631)
  %4 = load ptr, ptr %2, align 8, !dbg !632
  %5 = getelementptr inbounds %struct.T, ptr %4, i32 0, i32 2, !dbg !633
  %6 = load ptr, ptr %5, align 8, !dbg !633
  store ptr %6, ptr %3, align 8, !dbg !631
  %7 = load ptr, ptr %3, align 8, !dbg !634
  %8 = getelementptr inbounds %struct.T, ptr %7, i32 0, i32 3, !dbg !635
  %9 = load ptr, ptr %8, align 8, !dbg !635
  %10 = load ptr, ptr %2, align 8, !dbg !636
  %11 = getelementptr inbounds %struct.T, ptr %10, i32 0, i32 2, !dbg !637
  store ptr %9, ptr %11, align 8, !dbg !638
  %12 = load ptr, ptr %2, align 8, !dbg !639
  %13 = load ptr, ptr %3, align 8, !dbg !640
  %14 = getelementptr inbounds %struct.T, ptr %13, i32 0, i32 3, !dbg !641
  store ptr %12, ptr %14, align 8, !dbg !642
  %15 = load ptr, ptr %2, align 8, !dbg !643
  call void @upd(ptr noundef %15), !dbg !644
  %16 = load ptr, ptr %3, align 8, !dbg !645
  call void @upd(ptr noundef %16), !dbg !646
  %17 = load ptr, ptr %3, align 8, !dbg !647
  ret ptr %17, !dbg !648
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @mx(i32 noundef %0, i32 noundef %1) #0 !dbg !649 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !652, !DIExpression(), !653)
  store i32 %1, ptr %4, align 4
    #dbg_declare(ptr %4, !654, !DIExpression(), !655)
  %5 = load i32, ptr %3, align 4, !dbg !656
  %6 = load i32, ptr %4, align 4, !dbg !657
  %7 = icmp sgt i32 %5, %6, !dbg !658
  br i1 %7, label %8, label %10, !dbg !656

8:                                                ; preds = %2
  %9 = load i32, ptr %3, align 4, !dbg !659
  br label %12, !dbg !656

10:                                               ; preds = %2
  %11 = load i32, ptr %4, align 4, !dbg !660
  br label %12, !dbg !656

12:                                               ; preds = %10, %8
  %13 = phi i32 [ %9, %8 ], [ %11, %10 ], !dbg !656
  ret i32 %13, !dbg !661
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!31}
!llvm.module.flags = !{!35, !36, !37, !38, !39, !40, !41}
!llvm.ident = !{!42}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/binary_search_tree.c", directory: ".", checksumkind: CSK_MD5, checksum: "7cca10c6cffdb3881a08fc41111f7342")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 42)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 4)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !9, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 504, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 63)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 8)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 2)
!31 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !32, globals: !34, splitDebugInlining: false, nameTableKind: None)
!32 = !{!33}
!33 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!34 = !{!0, !7, !12, !14, !19, !24, !26}
!35 = !{i32 7, !"Dwarf Version", i32 5}
!36 = !{i32 2, !"Debug Info Version", i32 3}
!37 = !{i32 1, !"wchar_size", i32 4}
!38 = !{i32 8, !"PIC Level", i32 2}
!39 = !{i32 7, !"PIE Level", i32 2}
!40 = !{i32 7, !"uwtable", i32 2}
!41 = !{i32 7, !"frame-pointer", i32 2}
!42 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!43 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 29, type: !44, scopeLine: 29, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !31, retainedNodes: !45)
!44 = !DISubroutineType(types: !32)
!45 = !{}
!46 = !DILocalVariable(name: "avl", scope: !47, file: !2, line: 30, type: !33)
!47 = distinct !DILexicalBlock(scope: !43, file: !2, line: 30, column: 5)
!48 = !DILocation(line: 30, column: 14, scope: !47)
!49 = !DILocation(line: 30, column: 10, scope: !47)
!50 = !DILocation(line: 30, column: 23, scope: !51)
!51 = distinct !DILexicalBlock(scope: !47, file: !2, line: 30, column: 5)
!52 = !DILocation(line: 30, column: 27, scope: !51)
!53 = !DILocation(line: 30, column: 5, scope: !47)
!54 = !DILocalVariable(name: "root", scope: !55, file: !2, line: 31, type: !56)
!55 = distinct !DILexicalBlock(scope: !51, file: !2, line: 30, column: 39)
!56 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !57, size: 64)
!57 = !DIDerivedType(tag: DW_TAG_typedef, name: "T", file: !2, line: 6, baseType: !58)
!58 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "T", file: !2, line: 6, size: 192, elements: !59)
!59 = !{!60, !61, !62, !64}
!60 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !58, file: !2, line: 6, baseType: !33, size: 32)
!61 = !DIDerivedType(tag: DW_TAG_member, name: "h", scope: !58, file: !2, line: 6, baseType: !33, size: 32, offset: 32)
!62 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !58, file: !2, line: 6, baseType: !63, size: 64, offset: 64)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !58, size: 64)
!64 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !58, file: !2, line: 6, baseType: !63, size: 64, offset: 128)
!65 = !DILocation(line: 31, column: 12, scope: !55)
!66 = !DILocalVariable(name: "x", scope: !55, file: !2, line: 31, type: !67)
!67 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!68 = !DILocation(line: 31, column: 34, scope: !55)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 32, type: !33)
!70 = distinct !DILexicalBlock(scope: !55, file: !2, line: 32, column: 9)
!71 = !DILocation(line: 32, column: 18, scope: !70)
!72 = !DILocation(line: 32, column: 14, scope: !70)
!73 = !DILocation(line: 32, column: 25, scope: !74)
!74 = distinct !DILexicalBlock(scope: !70, file: !2, line: 32, column: 9)
!75 = !DILocation(line: 32, column: 27, scope: !74)
!76 = !DILocation(line: 32, column: 9, scope: !70)
!77 = !DILocation(line: 32, column: 46, scope: !78)
!78 = distinct !DILexicalBlock(scope: !74, file: !2, line: 32, column: 40)
!79 = !DILocation(line: 32, column: 48, scope: !78)
!80 = !DILocation(line: 32, column: 62, scope: !78)
!81 = !DILocation(line: 32, column: 44, scope: !78)
!82 = !DILocation(line: 32, column: 83, scope: !78)
!83 = !DILocation(line: 32, column: 95, scope: !78)
!84 = !DILocation(line: 32, column: 97, scope: !78)
!85 = !DILocation(line: 32, column: 107, scope: !78)
!86 = !DILocation(line: 32, column: 79, scope: !78)
!87 = !DILocation(line: 32, column: 77, scope: !78)
!88 = !DILocation(line: 32, column: 113, scope: !78)
!89 = !DILocation(line: 32, column: 36, scope: !74)
!90 = !DILocation(line: 32, column: 9, scope: !74)
!91 = distinct !{!91, !76, !92, !93}
!92 = !DILocation(line: 32, column: 113, scope: !70)
!93 = !{!"llvm.loop.mustprogress"}
!94 = !DILocalVariable(name: "i", scope: !95, file: !2, line: 33, type: !33)
!95 = distinct !DILexicalBlock(scope: !55, file: !2, line: 33, column: 9)
!96 = !DILocation(line: 33, column: 18, scope: !95)
!97 = !DILocation(line: 33, column: 14, scope: !95)
!98 = !DILocation(line: 33, column: 25, scope: !99)
!99 = distinct !DILexicalBlock(scope: !95, file: !2, line: 33, column: 9)
!100 = !DILocation(line: 33, column: 27, scope: !99)
!101 = !DILocation(line: 33, column: 9, scope: !95)
!102 = !DILocation(line: 33, column: 51, scope: !99)
!103 = !DILocation(line: 33, column: 57, scope: !99)
!104 = !DILocation(line: 33, column: 59, scope: !99)
!105 = !DILocation(line: 33, column: 65, scope: !99)
!106 = !DILocation(line: 33, column: 47, scope: !99)
!107 = !DILocation(line: 33, column: 45, scope: !99)
!108 = !DILocation(line: 33, column: 40, scope: !99)
!109 = !DILocation(line: 33, column: 36, scope: !99)
!110 = !DILocation(line: 33, column: 9, scope: !99)
!111 = distinct !{!111, !101, !112, !93}
!112 = !DILocation(line: 33, column: 68, scope: !95)
!113 = !DILocalVariable(name: "cnt", scope: !55, file: !2, line: 34, type: !33)
!114 = !DILocation(line: 34, column: 13, scope: !55)
!115 = !DILocalVariable(name: "prev", scope: !55, file: !2, line: 34, type: !33)
!116 = !DILocation(line: 34, column: 22, scope: !55)
!117 = !DILocalVariable(name: "ok", scope: !55, file: !2, line: 34, type: !33)
!118 = !DILocation(line: 34, column: 32, scope: !55)
!119 = !DILocalVariable(name: "s", scope: !55, file: !2, line: 34, type: !120)
!120 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!121 = !DILocation(line: 34, column: 45, scope: !55)
!122 = !DILocation(line: 34, column: 61, scope: !55)
!123 = !DILocation(line: 34, column: 49, scope: !55)
!124 = !DILocation(line: 35, column: 62, scope: !55)
!125 = !DILocation(line: 35, column: 83, scope: !55)
!126 = !DILocation(line: 35, column: 88, scope: !55)
!127 = !DILocation(line: 35, column: 91, scope: !55)
!128 = !DILocation(line: 35, column: 98, scope: !55)
!129 = !DILocation(line: 35, column: 95, scope: !55)
!130 = !DILocation(line: 35, column: 9, scope: !55)
!131 = !DILocalVariable(name: "k", scope: !132, file: !2, line: 36, type: !33)
!132 = distinct !DILexicalBlock(scope: !55, file: !2, line: 36, column: 9)
!133 = !DILocation(line: 36, column: 18, scope: !132)
!134 = !DILocation(line: 36, column: 14, scope: !132)
!135 = !DILocation(line: 36, column: 25, scope: !136)
!136 = distinct !DILexicalBlock(scope: !132, file: !2, line: 36, column: 9)
!137 = !DILocation(line: 36, column: 27, scope: !136)
!138 = !DILocation(line: 36, column: 9, scope: !132)
!139 = !DILocation(line: 36, column: 55, scope: !136)
!140 = !DILocation(line: 36, column: 61, scope: !136)
!141 = !DILocation(line: 36, column: 64, scope: !136)
!142 = !DILocation(line: 36, column: 51, scope: !136)
!143 = !DILocation(line: 36, column: 49, scope: !136)
!144 = !DILocation(line: 36, column: 44, scope: !136)
!145 = !DILocation(line: 36, column: 38, scope: !136)
!146 = !DILocation(line: 36, column: 9, scope: !136)
!147 = distinct !{!147, !138, !148, !93}
!148 = !DILocation(line: 36, column: 67, scope: !132)
!149 = !DILocation(line: 37, column: 13, scope: !55)
!150 = !DILocation(line: 37, column: 21, scope: !55)
!151 = !DILocation(line: 37, column: 42, scope: !55)
!152 = !DILocation(line: 37, column: 30, scope: !55)
!153 = !DILocation(line: 37, column: 28, scope: !55)
!154 = !DILocalVariable(name: "hits", scope: !55, file: !2, line: 38, type: !33)
!155 = !DILocation(line: 38, column: 13, scope: !55)
!156 = !DILocalVariable(name: "k", scope: !157, file: !2, line: 38, type: !33)
!157 = distinct !DILexicalBlock(scope: !55, file: !2, line: 38, column: 23)
!158 = !DILocation(line: 38, column: 32, scope: !157)
!159 = !DILocation(line: 38, column: 28, scope: !157)
!160 = !DILocation(line: 38, column: 39, scope: !161)
!161 = distinct !DILexicalBlock(scope: !157, file: !2, line: 38, column: 23)
!162 = !DILocation(line: 38, column: 41, scope: !161)
!163 = !DILocation(line: 38, column: 23, scope: !157)
!164 = !DILocation(line: 38, column: 68, scope: !161)
!165 = !DILocation(line: 38, column: 74, scope: !161)
!166 = !DILocation(line: 38, column: 63, scope: !161)
!167 = !DILocation(line: 38, column: 60, scope: !161)
!168 = !DILocation(line: 38, column: 55, scope: !161)
!169 = !DILocation(line: 38, column: 51, scope: !161)
!170 = !DILocation(line: 38, column: 23, scope: !161)
!171 = distinct !{!171, !163, !172, !93}
!172 = !DILocation(line: 38, column: 75, scope: !157)
!173 = !DILocation(line: 39, column: 83, scope: !55)
!174 = !DILocation(line: 39, column: 104, scope: !55)
!175 = !DILocation(line: 39, column: 109, scope: !55)
!176 = !DILocation(line: 39, column: 112, scope: !55)
!177 = !DILocation(line: 39, column: 119, scope: !55)
!178 = !DILocation(line: 39, column: 116, scope: !55)
!179 = !DILocation(line: 39, column: 126, scope: !55)
!180 = !DILocation(line: 39, column: 9, scope: !55)
!181 = !DILocalVariable(name: "q", scope: !55, file: !2, line: 41, type: !182)
!182 = !DICompositeType(tag: DW_TAG_array_type, baseType: !56, size: 4096, elements: !183)
!183 = !{!184}
!184 = !DISubrange(count: 64)
!185 = !DILocation(line: 41, column: 12, scope: !55)
!186 = !DILocalVariable(name: "qh", scope: !55, file: !2, line: 41, type: !33)
!187 = !DILocation(line: 41, column: 23, scope: !55)
!188 = !DILocalVariable(name: "qt", scope: !55, file: !2, line: 41, type: !33)
!189 = !DILocation(line: 41, column: 31, scope: !55)
!190 = !DILocation(line: 41, column: 49, scope: !55)
!191 = !DILocation(line: 41, column: 43, scope: !55)
!192 = !DILocation(line: 41, column: 39, scope: !55)
!193 = !DILocation(line: 41, column: 47, scope: !55)
!194 = !DILocation(line: 41, column: 55, scope: !55)
!195 = !DILocation(line: 42, column: 9, scope: !55)
!196 = !DILocation(line: 42, column: 16, scope: !55)
!197 = !DILocation(line: 42, column: 21, scope: !55)
!198 = !DILocation(line: 42, column: 19, scope: !55)
!199 = !DILocation(line: 42, column: 24, scope: !55)
!200 = !DILocation(line: 42, column: 27, scope: !55)
!201 = !DILocation(line: 42, column: 30, scope: !55)
!202 = !DILocation(line: 0, scope: !55)
!203 = !DILocalVariable(name: "n", scope: !204, file: !2, line: 42, type: !56)
!204 = distinct !DILexicalBlock(scope: !55, file: !2, line: 42, column: 36)
!205 = !DILocation(line: 42, column: 41, scope: !204)
!206 = !DILocation(line: 42, column: 49, scope: !204)
!207 = !DILocation(line: 42, column: 45, scope: !204)
!208 = !DILocation(line: 42, column: 68, scope: !204)
!209 = !DILocation(line: 42, column: 71, scope: !204)
!210 = !DILocation(line: 42, column: 54, scope: !204)
!211 = !DILocation(line: 42, column: 81, scope: !212)
!212 = distinct !DILexicalBlock(scope: !204, file: !2, line: 42, column: 81)
!213 = !DILocation(line: 42, column: 84, scope: !212)
!214 = !DILocation(line: 42, column: 86, scope: !212)
!215 = !DILocation(line: 42, column: 89, scope: !212)
!216 = !DILocation(line: 42, column: 92, scope: !212)
!217 = !DILocation(line: 42, column: 81, scope: !204)
!218 = !DILocation(line: 42, column: 108, scope: !212)
!219 = !DILocation(line: 42, column: 111, scope: !212)
!220 = !DILocation(line: 42, column: 102, scope: !212)
!221 = !DILocation(line: 42, column: 98, scope: !212)
!222 = !DILocation(line: 42, column: 106, scope: !212)
!223 = !DILocation(line: 42, column: 118, scope: !224)
!224 = distinct !DILexicalBlock(scope: !204, file: !2, line: 42, column: 118)
!225 = !DILocation(line: 42, column: 121, scope: !224)
!226 = !DILocation(line: 42, column: 123, scope: !224)
!227 = !DILocation(line: 42, column: 126, scope: !224)
!228 = !DILocation(line: 42, column: 129, scope: !224)
!229 = !DILocation(line: 42, column: 118, scope: !204)
!230 = !DILocation(line: 42, column: 145, scope: !224)
!231 = !DILocation(line: 42, column: 148, scope: !224)
!232 = !DILocation(line: 42, column: 139, scope: !224)
!233 = !DILocation(line: 42, column: 135, scope: !224)
!234 = !DILocation(line: 42, column: 143, scope: !224)
!235 = distinct !{!235, !195, !236, !93}
!236 = !DILocation(line: 42, column: 151, scope: !55)
!237 = !DILocation(line: 43, column: 9, scope: !55)
!238 = !DILocation(line: 43, column: 29, scope: !55)
!239 = !DILocation(line: 43, column: 23, scope: !55)
!240 = !DILocation(line: 44, column: 5, scope: !55)
!241 = !DILocation(line: 30, column: 35, scope: !51)
!242 = !DILocation(line: 30, column: 5, scope: !51)
!243 = distinct !{!243, !53, !244, !93}
!244 = !DILocation(line: 44, column: 5, scope: !47)
!245 = !DILocation(line: 45, column: 5, scope: !43)
!246 = distinct !DISubprogram(name: "ins", scope: !2, file: !2, line: 18, type: !247, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!247 = !DISubroutineType(types: !248)
!248 = !{!56, !56, !33, !33}
!249 = !DILocalVariable(name: "t", arg: 1, scope: !246, file: !2, line: 18, type: !56)
!250 = !DILocation(line: 18, column: 18, scope: !246)
!251 = !DILocalVariable(name: "k", arg: 2, scope: !246, file: !2, line: 18, type: !33)
!252 = !DILocation(line: 18, column: 25, scope: !246)
!253 = !DILocalVariable(name: "avl", arg: 3, scope: !246, file: !2, line: 18, type: !33)
!254 = !DILocation(line: 18, column: 32, scope: !246)
!255 = !DILocation(line: 18, column: 44, scope: !256)
!256 = distinct !DILexicalBlock(scope: !246, file: !2, line: 18, column: 43)
!257 = !DILocation(line: 18, column: 43, scope: !246)
!258 = !DILocation(line: 18, column: 53, scope: !259)
!259 = distinct !DILexicalBlock(scope: !256, file: !2, line: 18, column: 47)
!260 = !DILocation(line: 18, column: 51, scope: !259)
!261 = !DILocation(line: 18, column: 84, scope: !259)
!262 = !DILocation(line: 18, column: 75, scope: !259)
!263 = !DILocation(line: 18, column: 78, scope: !259)
!264 = !DILocation(line: 18, column: 82, scope: !259)
!265 = !DILocation(line: 18, column: 87, scope: !259)
!266 = !DILocation(line: 18, column: 90, scope: !259)
!267 = !DILocation(line: 18, column: 92, scope: !259)
!268 = !DILocation(line: 18, column: 104, scope: !259)
!269 = !DILocation(line: 18, column: 97, scope: !259)
!270 = !DILocation(line: 18, column: 113, scope: !271)
!271 = distinct !DILexicalBlock(scope: !246, file: !2, line: 18, column: 113)
!272 = !DILocation(line: 18, column: 117, scope: !271)
!273 = !DILocation(line: 18, column: 120, scope: !271)
!274 = !DILocation(line: 18, column: 115, scope: !271)
!275 = !DILocation(line: 18, column: 113, scope: !246)
!276 = !DILocation(line: 18, column: 136, scope: !271)
!277 = !DILocation(line: 18, column: 139, scope: !271)
!278 = !DILocation(line: 18, column: 142, scope: !271)
!279 = !DILocation(line: 18, column: 145, scope: !271)
!280 = !DILocation(line: 18, column: 132, scope: !271)
!281 = !DILocation(line: 18, column: 125, scope: !271)
!282 = !DILocation(line: 18, column: 128, scope: !271)
!283 = !DILocation(line: 18, column: 130, scope: !271)
!284 = !DILocation(line: 18, column: 160, scope: !285)
!285 = distinct !DILexicalBlock(scope: !271, file: !2, line: 18, column: 160)
!286 = !DILocation(line: 18, column: 164, scope: !285)
!287 = !DILocation(line: 18, column: 167, scope: !285)
!288 = !DILocation(line: 18, column: 162, scope: !285)
!289 = !DILocation(line: 18, column: 160, scope: !271)
!290 = !DILocation(line: 18, column: 183, scope: !285)
!291 = !DILocation(line: 18, column: 186, scope: !285)
!292 = !DILocation(line: 18, column: 189, scope: !285)
!293 = !DILocation(line: 18, column: 192, scope: !285)
!294 = !DILocation(line: 18, column: 179, scope: !285)
!295 = !DILocation(line: 18, column: 172, scope: !285)
!296 = !DILocation(line: 18, column: 175, scope: !285)
!297 = !DILocation(line: 18, column: 177, scope: !285)
!298 = !DILocation(line: 18, column: 210, scope: !285)
!299 = !DILocation(line: 18, column: 203, scope: !285)
!300 = !DILocation(line: 18, column: 217, scope: !301)
!301 = distinct !DILexicalBlock(scope: !246, file: !2, line: 18, column: 217)
!302 = !DILocation(line: 18, column: 217, scope: !246)
!303 = !DILocation(line: 18, column: 233, scope: !301)
!304 = !DILocation(line: 18, column: 229, scope: !301)
!305 = !DILocation(line: 18, column: 222, scope: !301)
!306 = !DILocation(line: 18, column: 241, scope: !246)
!307 = !DILocation(line: 18, column: 237, scope: !246)
!308 = !DILocation(line: 18, column: 252, scope: !246)
!309 = !DILocation(line: 18, column: 245, scope: !246)
!310 = !DILocation(line: 18, column: 255, scope: !246)
!311 = distinct !DISubprogram(name: "inorder_sum", scope: !2, file: !2, line: 26, type: !312, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!312 = !DISubroutineType(types: !313)
!313 = !{!120, !56, !314, !314, !314}
!314 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !33, size: 64)
!315 = !DILocalVariable(name: "t", arg: 1, scope: !311, file: !2, line: 26, type: !56)
!316 = !DILocation(line: 26, column: 28, scope: !311)
!317 = !DILocalVariable(name: "cnt", arg: 2, scope: !311, file: !2, line: 26, type: !314)
!318 = !DILocation(line: 26, column: 36, scope: !311)
!319 = !DILocalVariable(name: "prev", arg: 3, scope: !311, file: !2, line: 26, type: !314)
!320 = !DILocation(line: 26, column: 46, scope: !311)
!321 = !DILocalVariable(name: "ok", arg: 4, scope: !311, file: !2, line: 26, type: !314)
!322 = !DILocation(line: 26, column: 57, scope: !311)
!323 = !DILocation(line: 26, column: 68, scope: !324)
!324 = distinct !DILexicalBlock(scope: !311, file: !2, line: 26, column: 67)
!325 = !DILocation(line: 26, column: 67, scope: !311)
!326 = !DILocation(line: 26, column: 71, scope: !324)
!327 = !DILocalVariable(name: "s", scope: !311, file: !2, line: 26, type: !120)
!328 = !DILocation(line: 26, column: 86, scope: !311)
!329 = !DILocation(line: 26, column: 102, scope: !311)
!330 = !DILocation(line: 26, column: 105, scope: !311)
!331 = !DILocation(line: 26, column: 108, scope: !311)
!332 = !DILocation(line: 26, column: 113, scope: !311)
!333 = !DILocation(line: 26, column: 119, scope: !311)
!334 = !DILocation(line: 26, column: 90, scope: !311)
!335 = !DILocation(line: 26, column: 129, scope: !336)
!336 = distinct !DILexicalBlock(scope: !311, file: !2, line: 26, column: 128)
!337 = !DILocation(line: 26, column: 128, scope: !336)
!338 = !DILocation(line: 26, column: 133, scope: !336)
!339 = !DILocation(line: 26, column: 136, scope: !336)
!340 = !DILocation(line: 26, column: 139, scope: !336)
!341 = !DILocation(line: 26, column: 147, scope: !336)
!342 = !DILocation(line: 26, column: 146, scope: !336)
!343 = !DILocation(line: 26, column: 143, scope: !336)
!344 = !DILocation(line: 26, column: 128, scope: !311)
!345 = !DILocation(line: 26, column: 154, scope: !336)
!346 = !DILocation(line: 26, column: 157, scope: !336)
!347 = !DILocation(line: 26, column: 153, scope: !336)
!348 = !DILocation(line: 26, column: 170, scope: !311)
!349 = !DILocation(line: 26, column: 173, scope: !311)
!350 = !DILocation(line: 26, column: 163, scope: !311)
!351 = !DILocation(line: 26, column: 168, scope: !311)
!352 = !DILocation(line: 26, column: 180, scope: !311)
!353 = !DILocation(line: 26, column: 184, scope: !311)
!354 = !DILocation(line: 26, column: 195, scope: !311)
!355 = !DILocation(line: 26, column: 199, scope: !311)
!356 = !DILocation(line: 26, column: 202, scope: !311)
!357 = !DILocation(line: 26, column: 197, scope: !311)
!358 = !DILocation(line: 26, column: 220, scope: !311)
!359 = !DILocation(line: 26, column: 223, scope: !311)
!360 = !DILocation(line: 26, column: 226, scope: !311)
!361 = !DILocation(line: 26, column: 231, scope: !311)
!362 = !DILocation(line: 26, column: 237, scope: !311)
!363 = !DILocation(line: 26, column: 208, scope: !311)
!364 = !DILocation(line: 26, column: 206, scope: !311)
!365 = !DILocation(line: 26, column: 188, scope: !311)
!366 = !DILocation(line: 26, column: 242, scope: !311)
!367 = distinct !DISubprogram(name: "ht", scope: !2, file: !2, line: 7, type: !368, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!368 = !DISubroutineType(types: !369)
!369 = !{!33, !56}
!370 = !DILocalVariable(name: "t", arg: 1, scope: !367, file: !2, line: 7, type: !56)
!371 = !DILocation(line: 7, column: 18, scope: !367)
!372 = !DILocation(line: 7, column: 30, scope: !367)
!373 = !DILocation(line: 7, column: 34, scope: !367)
!374 = !DILocation(line: 7, column: 37, scope: !367)
!375 = !DILocation(line: 7, column: 23, scope: !367)
!376 = distinct !DISubprogram(name: "del", scope: !2, file: !2, line: 19, type: !247, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!377 = !DILocalVariable(name: "t", arg: 1, scope: !376, file: !2, line: 19, type: !56)
!378 = !DILocation(line: 19, column: 18, scope: !376)
!379 = !DILocalVariable(name: "k", arg: 2, scope: !376, file: !2, line: 19, type: !33)
!380 = !DILocation(line: 19, column: 25, scope: !376)
!381 = !DILocalVariable(name: "avl", arg: 3, scope: !376, file: !2, line: 19, type: !33)
!382 = !DILocation(line: 19, column: 32, scope: !376)
!383 = !DILocation(line: 20, column: 10, scope: !384)
!384 = distinct !DILexicalBlock(scope: !376, file: !2, line: 20, column: 9)
!385 = !DILocation(line: 20, column: 9, scope: !376)
!386 = !DILocation(line: 20, column: 13, scope: !384)
!387 = !DILocation(line: 21, column: 9, scope: !388)
!388 = distinct !DILexicalBlock(scope: !376, file: !2, line: 21, column: 9)
!389 = !DILocation(line: 21, column: 13, scope: !388)
!390 = !DILocation(line: 21, column: 16, scope: !388)
!391 = !DILocation(line: 21, column: 11, scope: !388)
!392 = !DILocation(line: 21, column: 9, scope: !376)
!393 = !DILocation(line: 21, column: 32, scope: !388)
!394 = !DILocation(line: 21, column: 35, scope: !388)
!395 = !DILocation(line: 21, column: 38, scope: !388)
!396 = !DILocation(line: 21, column: 41, scope: !388)
!397 = !DILocation(line: 21, column: 28, scope: !388)
!398 = !DILocation(line: 21, column: 21, scope: !388)
!399 = !DILocation(line: 21, column: 24, scope: !388)
!400 = !DILocation(line: 21, column: 26, scope: !388)
!401 = !DILocation(line: 21, column: 56, scope: !402)
!402 = distinct !DILexicalBlock(scope: !388, file: !2, line: 21, column: 56)
!403 = !DILocation(line: 21, column: 60, scope: !402)
!404 = !DILocation(line: 21, column: 63, scope: !402)
!405 = !DILocation(line: 21, column: 58, scope: !402)
!406 = !DILocation(line: 21, column: 56, scope: !388)
!407 = !DILocation(line: 21, column: 79, scope: !402)
!408 = !DILocation(line: 21, column: 82, scope: !402)
!409 = !DILocation(line: 21, column: 85, scope: !402)
!410 = !DILocation(line: 21, column: 88, scope: !402)
!411 = !DILocation(line: 21, column: 75, scope: !402)
!412 = !DILocation(line: 21, column: 68, scope: !402)
!413 = !DILocation(line: 21, column: 71, scope: !402)
!414 = !DILocation(line: 21, column: 73, scope: !402)
!415 = !DILocation(line: 22, column: 17, scope: !416)
!416 = distinct !DILexicalBlock(scope: !417, file: !2, line: 22, column: 16)
!417 = distinct !DILexicalBlock(scope: !402, file: !2, line: 22, column: 10)
!418 = !DILocation(line: 22, column: 20, scope: !416)
!419 = !DILocation(line: 22, column: 22, scope: !416)
!420 = !DILocation(line: 22, column: 26, scope: !416)
!421 = !DILocation(line: 22, column: 29, scope: !416)
!422 = !DILocation(line: 22, column: 16, scope: !417)
!423 = !DILocalVariable(name: "c", scope: !424, file: !2, line: 22, type: !56)
!424 = distinct !DILexicalBlock(scope: !416, file: !2, line: 22, column: 32)
!425 = !DILocation(line: 22, column: 37, scope: !424)
!426 = !DILocation(line: 22, column: 41, scope: !424)
!427 = !DILocation(line: 22, column: 44, scope: !424)
!428 = !DILocation(line: 22, column: 48, scope: !424)
!429 = !DILocation(line: 22, column: 51, scope: !424)
!430 = !DILocation(line: 22, column: 55, scope: !424)
!431 = !DILocation(line: 22, column: 58, scope: !424)
!432 = !DILocation(line: 22, column: 66, scope: !424)
!433 = !DILocation(line: 22, column: 61, scope: !424)
!434 = !DILocation(line: 22, column: 77, scope: !424)
!435 = !DILocation(line: 22, column: 70, scope: !424)
!436 = !DILocalVariable(name: "m", scope: !417, file: !2, line: 22, type: !56)
!437 = !DILocation(line: 22, column: 85, scope: !417)
!438 = !DILocation(line: 22, column: 89, scope: !417)
!439 = !DILocation(line: 22, column: 92, scope: !417)
!440 = !DILocation(line: 22, column: 95, scope: !417)
!441 = !DILocation(line: 22, column: 102, scope: !417)
!442 = !DILocation(line: 22, column: 105, scope: !417)
!443 = !DILocation(line: 22, column: 112, scope: !417)
!444 = !DILocation(line: 22, column: 115, scope: !417)
!445 = !DILocation(line: 22, column: 110, scope: !417)
!446 = distinct !{!446, !440, !444, !93}
!447 = !DILocation(line: 22, column: 127, scope: !417)
!448 = !DILocation(line: 22, column: 130, scope: !417)
!449 = !DILocation(line: 22, column: 118, scope: !417)
!450 = !DILocation(line: 22, column: 121, scope: !417)
!451 = !DILocation(line: 22, column: 125, scope: !417)
!452 = !DILocation(line: 22, column: 146, scope: !417)
!453 = !DILocation(line: 22, column: 149, scope: !417)
!454 = !DILocation(line: 22, column: 152, scope: !417)
!455 = !DILocation(line: 22, column: 155, scope: !417)
!456 = !DILocation(line: 22, column: 160, scope: !417)
!457 = !DILocation(line: 22, column: 142, scope: !417)
!458 = !DILocation(line: 22, column: 135, scope: !417)
!459 = !DILocation(line: 22, column: 138, scope: !417)
!460 = !DILocation(line: 22, column: 140, scope: !417)
!461 = !DILocation(line: 23, column: 9, scope: !462)
!462 = distinct !DILexicalBlock(scope: !376, file: !2, line: 23, column: 9)
!463 = !DILocation(line: 23, column: 9, scope: !376)
!464 = !DILocation(line: 23, column: 25, scope: !462)
!465 = !DILocation(line: 23, column: 21, scope: !462)
!466 = !DILocation(line: 23, column: 14, scope: !462)
!467 = !DILocation(line: 23, column: 33, scope: !376)
!468 = !DILocation(line: 23, column: 29, scope: !376)
!469 = !DILocation(line: 23, column: 44, scope: !376)
!470 = !DILocation(line: 23, column: 37, scope: !376)
!471 = !DILocation(line: 24, column: 1, scope: !376)
!472 = distinct !DISubprogram(name: "find", scope: !2, file: !2, line: 25, type: !473, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!473 = !DISubroutineType(types: !474)
!474 = !{!33, !56, !33}
!475 = !DILocalVariable(name: "t", arg: 1, scope: !472, file: !2, line: 25, type: !56)
!476 = !DILocation(line: 25, column: 20, scope: !472)
!477 = !DILocalVariable(name: "k", arg: 2, scope: !472, file: !2, line: 25, type: !33)
!478 = !DILocation(line: 25, column: 27, scope: !472)
!479 = !DILocation(line: 25, column: 32, scope: !472)
!480 = !DILocation(line: 25, column: 39, scope: !472)
!481 = !DILocation(line: 25, column: 48, scope: !482)
!482 = distinct !DILexicalBlock(scope: !483, file: !2, line: 25, column: 48)
!483 = distinct !DILexicalBlock(scope: !472, file: !2, line: 25, column: 42)
!484 = !DILocation(line: 25, column: 53, scope: !482)
!485 = !DILocation(line: 25, column: 56, scope: !482)
!486 = !DILocation(line: 25, column: 50, scope: !482)
!487 = !DILocation(line: 25, column: 48, scope: !483)
!488 = !DILocation(line: 25, column: 61, scope: !482)
!489 = !DILocation(line: 25, column: 75, scope: !483)
!490 = !DILocation(line: 25, column: 79, scope: !483)
!491 = !DILocation(line: 25, column: 82, scope: !483)
!492 = !DILocation(line: 25, column: 77, scope: !483)
!493 = !DILocation(line: 25, column: 88, scope: !483)
!494 = !DILocation(line: 25, column: 91, scope: !483)
!495 = !DILocation(line: 25, column: 95, scope: !483)
!496 = !DILocation(line: 25, column: 98, scope: !483)
!497 = !DILocation(line: 25, column: 73, scope: !483)
!498 = distinct !{!498, !479, !499, !93}
!499 = !DILocation(line: 25, column: 101, scope: !472)
!500 = !DILocation(line: 25, column: 103, scope: !472)
!501 = !DILocation(line: 25, column: 113, scope: !472)
!502 = distinct !DISubprogram(name: "freet", scope: !2, file: !2, line: 27, type: !503, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!503 = !DISubroutineType(types: !504)
!504 = !{null, !56}
!505 = !DILocalVariable(name: "t", arg: 1, scope: !502, file: !2, line: 27, type: !56)
!506 = !DILocation(line: 27, column: 22, scope: !502)
!507 = !DILocation(line: 27, column: 31, scope: !508)
!508 = distinct !DILexicalBlock(scope: !502, file: !2, line: 27, column: 31)
!509 = !DILocation(line: 27, column: 31, scope: !502)
!510 = !DILocation(line: 27, column: 42, scope: !511)
!511 = distinct !DILexicalBlock(scope: !508, file: !2, line: 27, column: 34)
!512 = !DILocation(line: 27, column: 45, scope: !511)
!513 = !DILocation(line: 27, column: 36, scope: !511)
!514 = !DILocation(line: 27, column: 55, scope: !511)
!515 = !DILocation(line: 27, column: 58, scope: !511)
!516 = !DILocation(line: 27, column: 49, scope: !511)
!517 = !DILocation(line: 27, column: 67, scope: !511)
!518 = !DILocation(line: 27, column: 62, scope: !511)
!519 = !DILocation(line: 27, column: 71, scope: !511)
!520 = !DILocation(line: 27, column: 73, scope: !502)
!521 = distinct !DISubprogram(name: "bal", scope: !2, file: !2, line: 12, type: !522, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!522 = !DISubroutineType(types: !523)
!523 = !{!56, !56}
!524 = !DILocalVariable(name: "t", arg: 1, scope: !521, file: !2, line: 12, type: !56)
!525 = !DILocation(line: 12, column: 18, scope: !521)
!526 = !DILocation(line: 13, column: 9, scope: !521)
!527 = !DILocation(line: 13, column: 5, scope: !521)
!528 = !DILocalVariable(name: "b", scope: !521, file: !2, line: 13, type: !33)
!529 = !DILocation(line: 13, column: 17, scope: !521)
!530 = !DILocation(line: 13, column: 24, scope: !521)
!531 = !DILocation(line: 13, column: 27, scope: !521)
!532 = !DILocation(line: 13, column: 21, scope: !521)
!533 = !DILocation(line: 13, column: 35, scope: !521)
!534 = !DILocation(line: 13, column: 38, scope: !521)
!535 = !DILocation(line: 13, column: 32, scope: !521)
!536 = !DILocation(line: 13, column: 30, scope: !521)
!537 = !DILocation(line: 14, column: 9, scope: !538)
!538 = distinct !DILexicalBlock(scope: !521, file: !2, line: 14, column: 9)
!539 = !DILocation(line: 14, column: 11, scope: !538)
!540 = !DILocation(line: 14, column: 9, scope: !521)
!541 = !DILocation(line: 14, column: 25, scope: !542)
!542 = distinct !DILexicalBlock(scope: !543, file: !2, line: 14, column: 22)
!543 = distinct !DILexicalBlock(scope: !538, file: !2, line: 14, column: 16)
!544 = !DILocation(line: 14, column: 28, scope: !542)
!545 = !DILocation(line: 14, column: 31, scope: !542)
!546 = !DILocation(line: 14, column: 22, scope: !542)
!547 = !DILocation(line: 14, column: 39, scope: !542)
!548 = !DILocation(line: 14, column: 42, scope: !542)
!549 = !DILocation(line: 14, column: 45, scope: !542)
!550 = !DILocation(line: 14, column: 36, scope: !542)
!551 = !DILocation(line: 14, column: 34, scope: !542)
!552 = !DILocation(line: 14, column: 22, scope: !543)
!553 = !DILocation(line: 14, column: 61, scope: !542)
!554 = !DILocation(line: 14, column: 64, scope: !542)
!555 = !DILocation(line: 14, column: 56, scope: !542)
!556 = !DILocation(line: 14, column: 49, scope: !542)
!557 = !DILocation(line: 14, column: 52, scope: !542)
!558 = !DILocation(line: 14, column: 54, scope: !542)
!559 = !DILocation(line: 14, column: 80, scope: !543)
!560 = !DILocation(line: 14, column: 75, scope: !543)
!561 = !DILocation(line: 14, column: 68, scope: !543)
!562 = !DILocation(line: 15, column: 9, scope: !563)
!563 = distinct !DILexicalBlock(scope: !521, file: !2, line: 15, column: 9)
!564 = !DILocation(line: 15, column: 11, scope: !563)
!565 = !DILocation(line: 15, column: 9, scope: !521)
!566 = !DILocation(line: 15, column: 26, scope: !567)
!567 = distinct !DILexicalBlock(scope: !568, file: !2, line: 15, column: 23)
!568 = distinct !DILexicalBlock(scope: !563, file: !2, line: 15, column: 17)
!569 = !DILocation(line: 15, column: 29, scope: !567)
!570 = !DILocation(line: 15, column: 32, scope: !567)
!571 = !DILocation(line: 15, column: 23, scope: !567)
!572 = !DILocation(line: 15, column: 40, scope: !567)
!573 = !DILocation(line: 15, column: 43, scope: !567)
!574 = !DILocation(line: 15, column: 46, scope: !567)
!575 = !DILocation(line: 15, column: 37, scope: !567)
!576 = !DILocation(line: 15, column: 35, scope: !567)
!577 = !DILocation(line: 15, column: 23, scope: !568)
!578 = !DILocation(line: 15, column: 62, scope: !567)
!579 = !DILocation(line: 15, column: 65, scope: !567)
!580 = !DILocation(line: 15, column: 57, scope: !567)
!581 = !DILocation(line: 15, column: 50, scope: !567)
!582 = !DILocation(line: 15, column: 53, scope: !567)
!583 = !DILocation(line: 15, column: 55, scope: !567)
!584 = !DILocation(line: 15, column: 81, scope: !568)
!585 = !DILocation(line: 15, column: 76, scope: !568)
!586 = !DILocation(line: 15, column: 69, scope: !568)
!587 = !DILocation(line: 16, column: 12, scope: !521)
!588 = !DILocation(line: 16, column: 5, scope: !521)
!589 = !DILocation(line: 17, column: 1, scope: !521)
!590 = distinct !DISubprogram(name: "upd", scope: !2, file: !2, line: 9, type: !503, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!591 = !DILocalVariable(name: "t", arg: 1, scope: !590, file: !2, line: 9, type: !56)
!592 = !DILocation(line: 9, column: 20, scope: !590)
!593 = !DILocation(line: 9, column: 42, scope: !590)
!594 = !DILocation(line: 9, column: 45, scope: !590)
!595 = !DILocation(line: 9, column: 39, scope: !590)
!596 = !DILocation(line: 9, column: 52, scope: !590)
!597 = !DILocation(line: 9, column: 55, scope: !590)
!598 = !DILocation(line: 9, column: 49, scope: !590)
!599 = !DILocation(line: 9, column: 36, scope: !590)
!600 = !DILocation(line: 9, column: 34, scope: !590)
!601 = !DILocation(line: 9, column: 25, scope: !590)
!602 = !DILocation(line: 9, column: 28, scope: !590)
!603 = !DILocation(line: 9, column: 30, scope: !590)
!604 = !DILocation(line: 9, column: 60, scope: !590)
!605 = distinct !DISubprogram(name: "rotl", scope: !2, file: !2, line: 11, type: !522, scopeLine: 11, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!606 = !DILocalVariable(name: "x", arg: 1, scope: !605, file: !2, line: 11, type: !56)
!607 = !DILocation(line: 11, column: 19, scope: !605)
!608 = !DILocalVariable(name: "y", scope: !605, file: !2, line: 11, type: !56)
!609 = !DILocation(line: 11, column: 27, scope: !605)
!610 = !DILocation(line: 11, column: 31, scope: !605)
!611 = !DILocation(line: 11, column: 34, scope: !605)
!612 = !DILocation(line: 11, column: 44, scope: !605)
!613 = !DILocation(line: 11, column: 47, scope: !605)
!614 = !DILocation(line: 11, column: 37, scope: !605)
!615 = !DILocation(line: 11, column: 40, scope: !605)
!616 = !DILocation(line: 11, column: 42, scope: !605)
!617 = !DILocation(line: 11, column: 57, scope: !605)
!618 = !DILocation(line: 11, column: 50, scope: !605)
!619 = !DILocation(line: 11, column: 53, scope: !605)
!620 = !DILocation(line: 11, column: 55, scope: !605)
!621 = !DILocation(line: 11, column: 64, scope: !605)
!622 = !DILocation(line: 11, column: 60, scope: !605)
!623 = !DILocation(line: 11, column: 72, scope: !605)
!624 = !DILocation(line: 11, column: 68, scope: !605)
!625 = !DILocation(line: 11, column: 83, scope: !605)
!626 = !DILocation(line: 11, column: 76, scope: !605)
!627 = distinct !DISubprogram(name: "rotr", scope: !2, file: !2, line: 10, type: !522, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!628 = !DILocalVariable(name: "y", arg: 1, scope: !627, file: !2, line: 10, type: !56)
!629 = !DILocation(line: 10, column: 19, scope: !627)
!630 = !DILocalVariable(name: "x", scope: !627, file: !2, line: 10, type: !56)
!631 = !DILocation(line: 10, column: 27, scope: !627)
!632 = !DILocation(line: 10, column: 31, scope: !627)
!633 = !DILocation(line: 10, column: 34, scope: !627)
!634 = !DILocation(line: 10, column: 44, scope: !627)
!635 = !DILocation(line: 10, column: 47, scope: !627)
!636 = !DILocation(line: 10, column: 37, scope: !627)
!637 = !DILocation(line: 10, column: 40, scope: !627)
!638 = !DILocation(line: 10, column: 42, scope: !627)
!639 = !DILocation(line: 10, column: 57, scope: !627)
!640 = !DILocation(line: 10, column: 50, scope: !627)
!641 = !DILocation(line: 10, column: 53, scope: !627)
!642 = !DILocation(line: 10, column: 55, scope: !627)
!643 = !DILocation(line: 10, column: 64, scope: !627)
!644 = !DILocation(line: 10, column: 60, scope: !627)
!645 = !DILocation(line: 10, column: 72, scope: !627)
!646 = !DILocation(line: 10, column: 68, scope: !627)
!647 = !DILocation(line: 10, column: 83, scope: !627)
!648 = !DILocation(line: 10, column: 76, scope: !627)
!649 = distinct !DISubprogram(name: "mx", scope: !2, file: !2, line: 8, type: !650, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !31, retainedNodes: !45)
!650 = !DISubroutineType(types: !651)
!651 = !{!33, !33, !33}
!652 = !DILocalVariable(name: "a", arg: 1, scope: !649, file: !2, line: 8, type: !33)
!653 = !DILocation(line: 8, column: 19, scope: !649)
!654 = !DILocalVariable(name: "b", arg: 2, scope: !649, file: !2, line: 8, type: !33)
!655 = !DILocation(line: 8, column: 26, scope: !649)
!656 = !DILocation(line: 8, column: 38, scope: !649)
!657 = !DILocation(line: 8, column: 42, scope: !649)
!658 = !DILocation(line: 8, column: 40, scope: !649)
!659 = !DILocation(line: 8, column: 46, scope: !649)
!660 = !DILocation(line: 8, column: 50, scope: !649)
!661 = !DILocation(line: 8, column: 31, scope: !649)
