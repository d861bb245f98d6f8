; ModuleID = 'programs/red_black_tree.c'
source_filename = "programs/red_black_tree.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.node = type { i32, i32, ptr, ptr, ptr }

@root = internal global ptr @nil_, align 8, !dbg !0
@.str = private unnamed_addr constant [60 x i8] c"round %d: size=%d height=%d black_height=%d ok=%d hash=%ld\0A\00", align 1, !dbg !13
@.str.1 = private unnamed_addr constant [24 x i8] c"inserted=%d deleted=%d\0A\00", align 1, !dbg !19
@nil_ = internal global %struct.node { i32 0, i32 1, ptr null, ptr null, ptr null }, align 8, !dbg !24

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !42 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !45, !DIExpression(), !46)
  store i32 777, ptr %2, align 4, !dbg !46
    #dbg_declare(ptr %3, !47, !DIExpression(), !48)
  store i32 0, ptr %3, align 4, !dbg !48
    #dbg_declare(ptr %4, !49, !DIExpression(), !50)
  store i32 0, ptr %4, align 4, !dbg !50
    #dbg_declare(ptr %5, !51, !DIExpression(), !52)
  store i32 1, ptr %5, align 4, !dbg !52
    #dbg_declare(ptr %6, !53, !DIExpression(), !55)
  store i32 0, ptr %6, align 4, !dbg !55
  br label %10, !dbg !56

10:                                               ; preds = %69, %0
  %11 = load i32, ptr %6, align 4, !dbg !57
  %12 = icmp slt i32 %11, 5, !dbg !59
  br i1 %12, label %13, label %72, !dbg !60

13:                                               ; preds = %10
    #dbg_declare(ptr %7, !61, !DIExpression(), !64)
  store i32 0, ptr %7, align 4, !dbg !64
  br label %14, !dbg !65

14:                                               ; preds = %27, %13
  %15 = load i32, ptr %7, align 4, !dbg !66
  %16 = icmp slt i32 %15, 2000, !dbg !68
  br i1 %16, label %17, label %30, !dbg !69

17:                                               ; preds = %14
  %18 = load i32, ptr %2, align 4, !dbg !70
  %19 = mul i32 %18, 1103515245, !dbg !72
  %20 = add i32 %19, 12345, !dbg !73
  store i32 %20, ptr %2, align 4, !dbg !74
  %21 = load i32, ptr %2, align 4, !dbg !75
  %22 = lshr i32 %21, 8, !dbg !76
  %23 = urem i32 %22, 10000, !dbg !77
  %24 = call i32 @insert(i32 noundef %23), !dbg !78
  %25 = load i32, ptr %3, align 4, !dbg !79
  %26 = add nsw i32 %25, %24, !dbg !79
  store i32 %26, ptr %3, align 4, !dbg !79
  br label %27, !dbg !80

27:                                               ; preds = %17
  %28 = load i32, ptr %7, align 4, !dbg !81
  %29 = add nsw i32 %28, 1, !dbg !81
  store i32 %29, ptr %7, align 4, !dbg !81
  br label %14, !dbg !82, !llvm.loop !83

30:                                               ; preds = %14
    #dbg_declare(ptr %8, !86, !DIExpression(), !88)
  store i32 0, ptr %8, align 4, !dbg !88
  br label %31, !dbg !89

31:                                               ; preds = %44, %30
  %32 = load i32, ptr %8, align 4, !dbg !90
  %33 = icmp slt i32 %32, 1000, !dbg !92
  br i1 %33, label %34, label %47, !dbg !93

34:                                               ; preds = %31
  %35 = load i32, ptr %2, align 4, !dbg !94
  %36 = mul i32 %35, 1103515245, !dbg !96
  %37 = add i32 %36, 12345, !dbg !97
  store i32 %37, ptr %2, align 4, !dbg !98
  %38 = load i32, ptr %2, align 4, !dbg !99
  %39 = lshr i32 %38, 8, !dbg !100
  %40 = urem i32 %39, 10000, !dbg !101
  %41 = call i32 @erase(i32 noundef %40), !dbg !102
  %42 = load i32, ptr %4, align 4, !dbg !103
  %43 = add nsw i32 %42, %41, !dbg !103
  store i32 %43, ptr %4, align 4, !dbg !103
  br label %44, !dbg !104

44:                                               ; preds = %34
  %45 = load i32, ptr %8, align 4, !dbg !105
  %46 = add nsw i32 %45, 1, !dbg !105
  store i32 %46, ptr %8, align 4, !dbg !105
  br label %31, !dbg !106, !llvm.loop !107

47:                                               ; preds = %31
    #dbg_declare(ptr %9, !109, !DIExpression(), !110)
  %48 = load ptr, ptr @root, align 8, !dbg !111
  %49 = call i32 @check(ptr noundef %48, ptr noundef %5), !dbg !112
  store i32 %49, ptr %9, align 4, !dbg !110
  %50 = load i32, ptr %6, align 4, !dbg !113
  %51 = load ptr, ptr @root, align 8, !dbg !114
  %52 = call i32 @count(ptr noundef %51), !dbg !115
  %53 = load ptr, ptr @root, align 8, !dbg !116
  %54 = call i32 @height(ptr noundef %53), !dbg !117
  %55 = load i32, ptr %9, align 4, !dbg !118
  %56 = load i32, ptr %5, align 4, !dbg !119
  %57 = icmp ne i32 %56, 0, !dbg !119
  br i1 %57, label %58, label %63, !dbg !120

58:                                               ; preds = %47
  %59 = load ptr, ptr @root, align 8, !dbg !121
  %60 = getelementptr inbounds %struct.node, ptr %59, i32 0, i32 1, !dbg !122
  %61 = load i32, ptr %60, align 4, !dbg !122
  %62 = icmp eq i32 %61, 1, !dbg !123
  br label %63

63:                                               ; preds = %58, %47
  %64 = phi i1 [ false, %47 ], [ %62, %58 ], !dbg !124
  %65 = zext i1 %64 to i32, !dbg !120
  %66 = load ptr, ptr @root, align 8, !dbg !125
  %67 = call i64 @inorder_hash(ptr noundef %66, i64 noundef 0), !dbg !126
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %50, i32 noundef %52, i32 noundef %54, i32 noundef %55, i32 noundef %65, i64 noundef %67), !dbg !127
  br label %69, !dbg !128

69:                                               ; preds = %63
  %70 = load i32, ptr %6, align 4, !dbg !129
  %71 = add nsw i32 %70, 1, !dbg !129
  store i32 %71, ptr %6, align 4, !dbg !129
  br label %10, !dbg !130, !llvm.loop !131

72:                                               ; preds = %10
  %73 = load i32, ptr %3, align 4, !dbg !133
  %74 = load i32, ptr %4, align 4, !dbg !134
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %73, i32 noundef %74), !dbg !135
  %76 = load i32, ptr %5, align 4, !dbg !136
  %77 = icmp ne i32 %76, 0, !dbg !136
  br i1 %77, label %78, label %82, !dbg !136

78:                                               ; preds = %72
  %79 = load ptr, ptr @root, align 8, !dbg !137
  %80 = call i32 @count(ptr noundef %79), !dbg !138
  %81 = and i32 %80, 127, !dbg !139
  br label %83, !dbg !136

82:                                               ; preds = %72
  br label %83, !dbg !136

83:                                               ; preds = %82, %78
  %84 = phi i32 [ %81, %78 ], [ 100, %82 ], !dbg !136
  ret i32 %84, !dbg !140
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @insert(i32 noundef %0) #0 !dbg !141 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !144, !DIExpression(), !145)
    #dbg_declare(ptr %4, !146, !DIExpression(), !147)
  store ptr @nil_, ptr %4, align 8, !dbg !147
    #dbg_declare(ptr %5, !148, !DIExpression(), !149)
  %10 = load ptr, ptr @root, align 8, !dbg !150
  store ptr %10, ptr %5, align 8, !dbg !149
  br label %11, !dbg !151

11:                                               ; preds = %36, %1
  %12 = load ptr, ptr %5, align 8, !dbg !152
  %13 = icmp ne ptr %12, @nil_, !dbg !153
  br i1 %13, label %14, label %38, !dbg !151

14:                                               ; preds = %11
  %15 = load ptr, ptr %5, align 8, !dbg !154
  store ptr %15, ptr %4, align 8, !dbg !156
  %16 = load i32, ptr %3, align 4, !dbg !157
  %17 = load ptr, ptr %5, align 8, !dbg !159
  %18 = getelementptr inbounds %struct.node, ptr %17, i32 0, i32 0, !dbg !160
  %19 = load i32, ptr %18, align 8, !dbg !160
  %20 = icmp eq i32 %16, %19, !dbg !161
  br i1 %20, label %21, label %22, !dbg !162

21:                                               ; preds = %14
  store i32 0, ptr %2, align 4, !dbg !163
  br label %176, !dbg !163

22:                                               ; preds = %14
  %23 = load i32, ptr %3, align 4, !dbg !164
  %24 = load ptr, ptr %5, align 8, !dbg !165
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 0, !dbg !166
  %26 = load i32, ptr %25, align 8, !dbg !166
  %27 = icmp slt i32 %23, %26, !dbg !167
  br i1 %27, label %28, label %32, !dbg !164

28:                                               ; preds = %22
  %29 = load ptr, ptr %5, align 8, !dbg !168
  %30 = getelementptr inbounds %struct.node, ptr %29, i32 0, i32 2, !dbg !169
  %31 = load ptr, ptr %30, align 8, !dbg !169
  br label %36, !dbg !164

32:                                               ; preds = %22
  %33 = load ptr, ptr %5, align 8, !dbg !170
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 3, !dbg !171
  %35 = load ptr, ptr %34, align 8, !dbg !171
  br label %36, !dbg !164

36:                                               ; preds = %32, %28
  %37 = phi ptr [ %31, %28 ], [ %35, %32 ], !dbg !164
  store ptr %37, ptr %5, align 8, !dbg !172
  br label %11, !dbg !151, !llvm.loop !173

38:                                               ; preds = %11
    #dbg_declare(ptr %6, !175, !DIExpression(), !176)
  %39 = call noalias ptr @malloc(i64 noundef 32) #4, !dbg !177
  store ptr %39, ptr %6, align 8, !dbg !176
  %40 = load i32, ptr %3, align 4, !dbg !178
  %41 = load ptr, ptr %6, align 8, !dbg !179
  %42 = getelementptr inbounds %struct.node, ptr %41, i32 0, i32 0, !dbg !180
  store i32 %40, ptr %42, align 8, !dbg !181
  %43 = load ptr, ptr %6, align 8, !dbg !182
  %44 = getelementptr inbounds %struct.node, ptr %43, i32 0, i32 3, !dbg !183
  store ptr @nil_, ptr %44, align 8, !dbg !184
  %45 = load ptr, ptr %6, align 8, !dbg !185
  %46 = getelementptr inbounds %struct.node, ptr %45, i32 0, i32 2, !dbg !186
  store ptr @nil_, ptr %46, align 8, !dbg !187
  %47 = load ptr, ptr %4, align 8, !dbg !188
  %48 = load ptr, ptr %6, align 8, !dbg !189
  %49 = getelementptr inbounds %struct.node, ptr %48, i32 0, i32 4, !dbg !190
  store ptr %47, ptr %49, align 8, !dbg !191
  %50 = load ptr, ptr %6, align 8, !dbg !192
  %51 = getelementptr inbounds %struct.node, ptr %50, i32 0, i32 1, !dbg !193
  store i32 0, ptr %51, align 4, !dbg !194
  %52 = load ptr, ptr %4, align 8, !dbg !195
  %53 = icmp eq ptr %52, @nil_, !dbg !197
  br i1 %53, label %54, label %56, !dbg !198

54:                                               ; preds = %38
  %55 = load ptr, ptr %6, align 8, !dbg !199
  store ptr %55, ptr @root, align 8, !dbg !200
  br label %71, !dbg !201

56:                                               ; preds = %38
  %57 = load i32, ptr %3, align 4, !dbg !202
  %58 = load ptr, ptr %4, align 8, !dbg !204
  %59 = getelementptr inbounds %struct.node, ptr %58, i32 0, i32 0, !dbg !205
  %60 = load i32, ptr %59, align 8, !dbg !205
  %61 = icmp slt i32 %57, %60, !dbg !206
  br i1 %61, label %62, label %66, !dbg !207

62:                                               ; preds = %56
  %63 = load ptr, ptr %6, align 8, !dbg !208
  %64 = load ptr, ptr %4, align 8, !dbg !209
  %65 = getelementptr inbounds %struct.node, ptr %64, i32 0, i32 2, !dbg !210
  store ptr %63, ptr %65, align 8, !dbg !211
  br label %70, !dbg !209

66:                                               ; preds = %56
  %67 = load ptr, ptr %6, align 8, !dbg !212
  %68 = load ptr, ptr %4, align 8, !dbg !213
  %69 = getelementptr inbounds %struct.node, ptr %68, i32 0, i32 3, !dbg !214
  store ptr %67, ptr %69, align 8, !dbg !215
  br label %70

70:                                               ; preds = %66, %62
  br label %71

71:                                               ; preds = %70, %54
  br label %72, !dbg !216

72:                                               ; preds = %172, %71
  %73 = load ptr, ptr %6, align 8, !dbg !217
  %74 = getelementptr inbounds %struct.node, ptr %73, i32 0, i32 4, !dbg !218
  %75 = load ptr, ptr %74, align 8, !dbg !218
  %76 = getelementptr inbounds %struct.node, ptr %75, i32 0, i32 1, !dbg !219
  %77 = load i32, ptr %76, align 4, !dbg !219
  %78 = icmp eq i32 %77, 0, !dbg !220
  br i1 %78, label %79, label %173, !dbg !216

79:                                               ; preds = %72
    #dbg_declare(ptr %7, !221, !DIExpression(), !223)
  %80 = load ptr, ptr %6, align 8, !dbg !224
  %81 = getelementptr inbounds %struct.node, ptr %80, i32 0, i32 4, !dbg !225
  %82 = load ptr, ptr %81, align 8, !dbg !225
  %83 = getelementptr inbounds %struct.node, ptr %82, i32 0, i32 4, !dbg !226
  %84 = load ptr, ptr %83, align 8, !dbg !226
  store ptr %84, ptr %7, align 8, !dbg !223
  %85 = load ptr, ptr %6, align 8, !dbg !227
  %86 = getelementptr inbounds %struct.node, ptr %85, i32 0, i32 4, !dbg !229
  %87 = load ptr, ptr %86, align 8, !dbg !229
  %88 = load ptr, ptr %7, align 8, !dbg !230
  %89 = getelementptr inbounds %struct.node, ptr %88, i32 0, i32 2, !dbg !231
  %90 = load ptr, ptr %89, align 8, !dbg !231
  %91 = icmp eq ptr %87, %90, !dbg !232
  br i1 %91, label %92, label %132, !dbg !233

92:                                               ; preds = %79
    #dbg_declare(ptr %8, !234, !DIExpression(), !236)
  %93 = load ptr, ptr %7, align 8, !dbg !237
  %94 = getelementptr inbounds %struct.node, ptr %93, i32 0, i32 3, !dbg !238
  %95 = load ptr, ptr %94, align 8, !dbg !238
  store ptr %95, ptr %8, align 8, !dbg !236
  %96 = load ptr, ptr %8, align 8, !dbg !239
  %97 = getelementptr inbounds %struct.node, ptr %96, i32 0, i32 1, !dbg !241
  %98 = load i32, ptr %97, align 4, !dbg !241
  %99 = icmp eq i32 %98, 0, !dbg !242
  br i1 %99, label %100, label %110, !dbg !243

100:                                              ; preds = %92
  %101 = load ptr, ptr %6, align 8, !dbg !244
  %102 = getelementptr inbounds %struct.node, ptr %101, i32 0, i32 4, !dbg !246
  %103 = load ptr, ptr %102, align 8, !dbg !246
  %104 = getelementptr inbounds %struct.node, ptr %103, i32 0, i32 1, !dbg !247
  store i32 1, ptr %104, align 4, !dbg !248
  %105 = load ptr, ptr %8, align 8, !dbg !249
  %106 = getelementptr inbounds %struct.node, ptr %105, i32 0, i32 1, !dbg !250
  store i32 1, ptr %106, align 4, !dbg !251
  %107 = load ptr, ptr %7, align 8, !dbg !252
  %108 = getelementptr inbounds %struct.node, ptr %107, i32 0, i32 1, !dbg !253
  store i32 0, ptr %108, align 4, !dbg !254
  %109 = load ptr, ptr %7, align 8, !dbg !255
  store ptr %109, ptr %6, align 8, !dbg !256
  br label %131, !dbg !257

110:                                              ; preds = %92
  %111 = load ptr, ptr %6, align 8, !dbg !258
  %112 = load ptr, ptr %6, align 8, !dbg !261
  %113 = getelementptr inbounds %struct.node, ptr %112, i32 0, i32 4, !dbg !262
  %114 = load ptr, ptr %113, align 8, !dbg !262
  %115 = getelementptr inbounds %struct.node, ptr %114, i32 0, i32 3, !dbg !263
  %116 = load ptr, ptr %115, align 8, !dbg !263
  %117 = icmp eq ptr %111, %116, !dbg !264
  br i1 %117, label %118, label %123, !dbg !265

118:                                              ; preds = %110
  %119 = load ptr, ptr %6, align 8, !dbg !266
  %120 = getelementptr inbounds %struct.node, ptr %119, i32 0, i32 4, !dbg !268
  %121 = load ptr, ptr %120, align 8, !dbg !268
  store ptr %121, ptr %6, align 8, !dbg !269
  %122 = load ptr, ptr %6, align 8, !dbg !270
  call void @rot_left(ptr noundef %122), !dbg !271
  br label %123, !dbg !272

123:                                              ; preds = %118, %110
  %124 = load ptr, ptr %6, align 8, !dbg !273
  %125 = getelementptr inbounds %struct.node, ptr %124, i32 0, i32 4, !dbg !274
  %126 = load ptr, ptr %125, align 8, !dbg !274
  %127 = getelementptr inbounds %struct.node, ptr %126, i32 0, i32 1, !dbg !275
  store i32 1, ptr %127, align 4, !dbg !276
  %128 = load ptr, ptr %7, align 8, !dbg !277
  %129 = getelementptr inbounds %struct.node, ptr %128, i32 0, i32 1, !dbg !278
  store i32 0, ptr %129, align 4, !dbg !279
  %130 = load ptr, ptr %7, align 8, !dbg !280
  call void @rot_right(ptr noundef %130), !dbg !281
  br label %131

131:                                              ; preds = %123, %100
  br label %172, !dbg !282

132:                                              ; preds = %79
    #dbg_declare(ptr %9, !283, !DIExpression(), !285)
  %133 = load ptr, ptr %7, align 8, !dbg !286
  %134 = getelementptr inbounds %struct.node, ptr %133, i32 0, i32 2, !dbg !287
  %135 = load ptr, ptr %134, align 8, !dbg !287
  store ptr %135, ptr %9, align 8, !dbg !285
  %136 = load ptr, ptr %9, align 8, !dbg !288
  %137 = getelementptr inbounds %struct.node, ptr %136, i32 0, i32 1, !dbg !290
  %138 = load i32, ptr %137, align 4, !dbg !290
  %139 = icmp eq i32 %138, 0, !dbg !291
  br i1 %139, label %140, label %150, !dbg !292

140:                                              ; preds = %132
  %141 = load ptr, ptr %6, align 8, !dbg !293
  %142 = getelementptr inbounds %struct.node, ptr %141, i32 0, i32 4, !dbg !295
  %143 = load ptr, ptr %142, align 8, !dbg !295
  %144 = getelementptr inbounds %struct.node, ptr %143, i32 0, i32 1, !dbg !296
  store i32 1, ptr %144, align 4, !dbg !297
  %145 = load ptr, ptr %9, align 8, !dbg !298
  %146 = getelementptr inbounds %struct.node, ptr %145, i32 0, i32 1, !dbg !299
  store i32 1, ptr %146, align 4, !dbg !300
  %147 = load ptr, ptr %7, align 8, !dbg !301
  %148 = getelementptr inbounds %struct.node, ptr %147, i32 0, i32 1, !dbg !302
  store i32 0, ptr %148, align 4, !dbg !303
  %149 = load ptr, ptr %7, align 8, !dbg !304
  store ptr %149, ptr %6, align 8, !dbg !305
  br label %171, !dbg !306

150:                                              ; preds = %132
  %151 = load ptr, ptr %6, align 8, !dbg !307
  %152 = load ptr, ptr %6, align 8, !dbg !310
  %153 = getelementptr inbounds %struct.node, ptr %152, i32 0, i32 4, !dbg !311
  %154 = load ptr, ptr %153, align 8, !dbg !311
  %155 = getelementptr inbounds %struct.node, ptr %154, i32 0, i32 2, !dbg !312
  %156 = load ptr, ptr %155, align 8, !dbg !312
  %157 = icmp eq ptr %151, %156, !dbg !313
  br i1 %157, label %158, label %163, !dbg !314

158:                                              ; preds = %150
  %159 = load ptr, ptr %6, align 8, !dbg !315
  %160 = getelementptr inbounds %struct.node, ptr %159, i32 0, i32 4, !dbg !317
  %161 = load ptr, ptr %160, align 8, !dbg !317
  store ptr %161, ptr %6, align 8, !dbg !318
  %162 = load ptr, ptr %6, align 8, !dbg !319
  call void @rot_right(ptr noundef %162), !dbg !320
  br label %163, !dbg !321

163:                                              ; preds = %158, %150
  %164 = load ptr, ptr %6, align 8, !dbg !322
  %165 = getelementptr inbounds %struct.node, ptr %164, i32 0, i32 4, !dbg !323
  %166 = load ptr, ptr %165, align 8, !dbg !323
  %167 = getelementptr inbounds %struct.node, ptr %166, i32 0, i32 1, !dbg !324
  store i32 1, ptr %167, align 4, !dbg !325
  %168 = load ptr, ptr %7, align 8, !dbg !326
  %169 = getelementptr inbounds %struct.node, ptr %168, i32 0, i32 1, !dbg !327
  store i32 0, ptr %169, align 4, !dbg !328
  %170 = load ptr, ptr %7, align 8, !dbg !329
  call void @rot_left(ptr noundef %170), !dbg !330
  br label %171

171:                                              ; preds = %163, %140
  br label %172

172:                                              ; preds = %171, %131
  br label %72, !dbg !216, !llvm.loop !331

173:                                              ; preds = %72
  %174 = load ptr, ptr @root, align 8, !dbg !333
  %175 = getelementptr inbounds %struct.node, ptr %174, i32 0, i32 1, !dbg !334
  store i32 1, ptr %175, align 4, !dbg !335
  store i32 1, ptr %2, align 4, !dbg !336
  br label %176, !dbg !336

176:                                              ; preds = %173, %21
  %177 = load i32, ptr %2, align 4, !dbg !337
  ret i32 %177, !dbg !337
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @erase(i32 noundef %0) #0 !dbg !338 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca ptr, align 8
  store i32 %0, ptr %3, align 4
    #dbg_declare(ptr %3, !339, !DIExpression(), !340)
    #dbg_declare(ptr %4, !341, !DIExpression(), !342)
  %10 = load ptr, ptr @root, align 8, !dbg !343
  store ptr %10, ptr %4, align 8, !dbg !342
  br label %11, !dbg !344

11:                                               ; preds = %36, %1
  %12 = load ptr, ptr %4, align 8, !dbg !345
  %13 = icmp ne ptr %12, @nil_, !dbg !346
  br i1 %13, label %14, label %20, !dbg !347

14:                                               ; preds = %11
  %15 = load ptr, ptr %4, align 8, !dbg !348
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 0, !dbg !349
  %17 = load i32, ptr %16, align 8, !dbg !349
  %18 = load i32, ptr %3, align 4, !dbg !350
  %19 = icmp ne i32 %17, %18, !dbg !351
  br label %20

20:                                               ; preds = %14, %11
  %21 = phi i1 [ false, %11 ], [ %19, %14 ], !dbg !352
  br i1 %21, label %22, label %38, !dbg !344

22:                                               ; preds = %20
  %23 = load i32, ptr %3, align 4, !dbg !353
  %24 = load ptr, ptr %4, align 8, !dbg !354
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 0, !dbg !355
  %26 = load i32, ptr %25, align 8, !dbg !355
  %27 = icmp slt i32 %23, %26, !dbg !356
  br i1 %27, label %28, label %32, !dbg !353

28:                                               ; preds = %22
  %29 = load ptr, ptr %4, align 8, !dbg !357
  %30 = getelementptr inbounds %struct.node, ptr %29, i32 0, i32 2, !dbg !358
  %31 = load ptr, ptr %30, align 8, !dbg !358
  br label %36, !dbg !353

32:                                               ; preds = %22
  %33 = load ptr, ptr %4, align 8, !dbg !359
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 3, !dbg !360
  %35 = load ptr, ptr %34, align 8, !dbg !360
  br label %36, !dbg !353

36:                                               ; preds = %32, %28
  %37 = phi ptr [ %31, %28 ], [ %35, %32 ], !dbg !353
  store ptr %37, ptr %4, align 8, !dbg !361
  br label %11, !dbg !344, !llvm.loop !362

38:                                               ; preds = %20
  %39 = load ptr, ptr %4, align 8, !dbg !363
  %40 = icmp eq ptr %39, @nil_, !dbg !365
  br i1 %40, label %41, label %42, !dbg !366

41:                                               ; preds = %38
  store i32 0, ptr %2, align 4, !dbg !367
  br label %327, !dbg !367

42:                                               ; preds = %38
    #dbg_declare(ptr %5, !368, !DIExpression(), !369)
  %43 = load ptr, ptr %4, align 8, !dbg !370
  store ptr %43, ptr %5, align 8, !dbg !369
    #dbg_declare(ptr %6, !371, !DIExpression(), !372)
    #dbg_declare(ptr %7, !373, !DIExpression(), !374)
  %44 = load ptr, ptr %5, align 8, !dbg !375
  %45 = getelementptr inbounds %struct.node, ptr %44, i32 0, i32 1, !dbg !376
  %46 = load i32, ptr %45, align 4, !dbg !376
  store i32 %46, ptr %7, align 4, !dbg !374
  %47 = load ptr, ptr %4, align 8, !dbg !377
  %48 = getelementptr inbounds %struct.node, ptr %47, i32 0, i32 2, !dbg !379
  %49 = load ptr, ptr %48, align 8, !dbg !379
  %50 = icmp eq ptr %49, @nil_, !dbg !380
  br i1 %50, label %51, label %59, !dbg !381

51:                                               ; preds = %42
  %52 = load ptr, ptr %4, align 8, !dbg !382
  %53 = getelementptr inbounds %struct.node, ptr %52, i32 0, i32 3, !dbg !384
  %54 = load ptr, ptr %53, align 8, !dbg !384
  store ptr %54, ptr %6, align 8, !dbg !385
  %55 = load ptr, ptr %4, align 8, !dbg !386
  %56 = load ptr, ptr %4, align 8, !dbg !387
  %57 = getelementptr inbounds %struct.node, ptr %56, i32 0, i32 3, !dbg !388
  %58 = load ptr, ptr %57, align 8, !dbg !388
  call void @transplant(ptr noundef %55, ptr noundef %58), !dbg !389
  br label %126, !dbg !390

59:                                               ; preds = %42
  %60 = load ptr, ptr %4, align 8, !dbg !391
  %61 = getelementptr inbounds %struct.node, ptr %60, i32 0, i32 3, !dbg !393
  %62 = load ptr, ptr %61, align 8, !dbg !393
  %63 = icmp eq ptr %62, @nil_, !dbg !394
  br i1 %63, label %64, label %72, !dbg !395

64:                                               ; preds = %59
  %65 = load ptr, ptr %4, align 8, !dbg !396
  %66 = getelementptr inbounds %struct.node, ptr %65, i32 0, i32 2, !dbg !398
  %67 = load ptr, ptr %66, align 8, !dbg !398
  store ptr %67, ptr %6, align 8, !dbg !399
  %68 = load ptr, ptr %4, align 8, !dbg !400
  %69 = load ptr, ptr %4, align 8, !dbg !401
  %70 = getelementptr inbounds %struct.node, ptr %69, i32 0, i32 2, !dbg !402
  %71 = load ptr, ptr %70, align 8, !dbg !402
  call void @transplant(ptr noundef %68, ptr noundef %71), !dbg !403
  br label %125, !dbg !404

72:                                               ; preds = %59
  %73 = load ptr, ptr %4, align 8, !dbg !405
  %74 = getelementptr inbounds %struct.node, ptr %73, i32 0, i32 3, !dbg !407
  %75 = load ptr, ptr %74, align 8, !dbg !407
  %76 = call ptr @minimum(ptr noundef %75), !dbg !408
  store ptr %76, ptr %5, align 8, !dbg !409
  %77 = load ptr, ptr %5, align 8, !dbg !410
  %78 = getelementptr inbounds %struct.node, ptr %77, i32 0, i32 1, !dbg !411
  %79 = load i32, ptr %78, align 4, !dbg !411
  store i32 %79, ptr %7, align 4, !dbg !412
  %80 = load ptr, ptr %5, align 8, !dbg !413
  %81 = getelementptr inbounds %struct.node, ptr %80, i32 0, i32 3, !dbg !414
  %82 = load ptr, ptr %81, align 8, !dbg !414
  store ptr %82, ptr %6, align 8, !dbg !415
  %83 = load ptr, ptr %5, align 8, !dbg !416
  %84 = getelementptr inbounds %struct.node, ptr %83, i32 0, i32 4, !dbg !418
  %85 = load ptr, ptr %84, align 8, !dbg !418
  %86 = load ptr, ptr %4, align 8, !dbg !419
  %87 = icmp eq ptr %85, %86, !dbg !420
  br i1 %87, label %88, label %92, !dbg !421

88:                                               ; preds = %72
  %89 = load ptr, ptr %5, align 8, !dbg !422
  %90 = load ptr, ptr %6, align 8, !dbg !423
  %91 = getelementptr inbounds %struct.node, ptr %90, i32 0, i32 4, !dbg !424
  store ptr %89, ptr %91, align 8, !dbg !425
  br label %107, !dbg !423

92:                                               ; preds = %72
  %93 = load ptr, ptr %5, align 8, !dbg !426
  %94 = load ptr, ptr %5, align 8, !dbg !428
  %95 = getelementptr inbounds %struct.node, ptr %94, i32 0, i32 3, !dbg !429
  %96 = load ptr, ptr %95, align 8, !dbg !429
  call void @transplant(ptr noundef %93, ptr noundef %96), !dbg !430
  %97 = load ptr, ptr %4, align 8, !dbg !431
  %98 = getelementptr inbounds %struct.node, ptr %97, i32 0, i32 3, !dbg !432
  %99 = load ptr, ptr %98, align 8, !dbg !432
  %100 = load ptr, ptr %5, align 8, !dbg !433
  %101 = getelementptr inbounds %struct.node, ptr %100, i32 0, i32 3, !dbg !434
  store ptr %99, ptr %101, align 8, !dbg !435
  %102 = load ptr, ptr %5, align 8, !dbg !436
  %103 = load ptr, ptr %5, align 8, !dbg !437
  %104 = getelementptr inbounds %struct.node, ptr %103, i32 0, i32 3, !dbg !438
  %105 = load ptr, ptr %104, align 8, !dbg !438
  %106 = getelementptr inbounds %struct.node, ptr %105, i32 0, i32 4, !dbg !439
  store ptr %102, ptr %106, align 8, !dbg !440
  br label %107

107:                                              ; preds = %92, %88
  %108 = load ptr, ptr %4, align 8, !dbg !441
  %109 = load ptr, ptr %5, align 8, !dbg !442
  call void @transplant(ptr noundef %108, ptr noundef %109), !dbg !443
  %110 = load ptr, ptr %4, align 8, !dbg !444
  %111 = getelementptr inbounds %struct.node, ptr %110, i32 0, i32 2, !dbg !445
  %112 = load ptr, ptr %111, align 8, !dbg !445
  %113 = load ptr, ptr %5, align 8, !dbg !446
  %114 = getelementptr inbounds %struct.node, ptr %113, i32 0, i32 2, !dbg !447
  store ptr %112, ptr %114, align 8, !dbg !448
  %115 = load ptr, ptr %5, align 8, !dbg !449
  %116 = load ptr, ptr %5, align 8, !dbg !450
  %117 = getelementptr inbounds %struct.node, ptr %116, i32 0, i32 2, !dbg !451
  %118 = load ptr, ptr %117, align 8, !dbg !451
  %119 = getelementptr inbounds %struct.node, ptr %118, i32 0, i32 4, !dbg !452
  store ptr %115, ptr %119, align 8, !dbg !453
  %120 = load ptr, ptr %4, align 8, !dbg !454
  %121 = getelementptr inbounds %struct.node, ptr %120, i32 0, i32 1, !dbg !455
  %122 = load i32, ptr %121, align 4, !dbg !455
  %123 = load ptr, ptr %5, align 8, !dbg !456
  %124 = getelementptr inbounds %struct.node, ptr %123, i32 0, i32 1, !dbg !457
  store i32 %122, ptr %124, align 4, !dbg !458
  br label %125

125:                                              ; preds = %107, %64
  br label %126

126:                                              ; preds = %125, %51
  %127 = load ptr, ptr %4, align 8, !dbg !459
  call void @free(ptr noundef %127) #5, !dbg !460
  %128 = load i32, ptr %7, align 4, !dbg !461
  %129 = icmp eq i32 %128, 1, !dbg !463
  br i1 %129, label %130, label %326, !dbg !464

130:                                              ; preds = %126
  br label %131, !dbg !465

131:                                              ; preds = %322, %130
  %132 = load ptr, ptr %6, align 8, !dbg !467
  %133 = load ptr, ptr @root, align 8, !dbg !468
  %134 = icmp ne ptr %132, %133, !dbg !469
  br i1 %134, label %135, label %140, !dbg !470

135:                                              ; preds = %131
  %136 = load ptr, ptr %6, align 8, !dbg !471
  %137 = getelementptr inbounds %struct.node, ptr %136, i32 0, i32 1, !dbg !472
  %138 = load i32, ptr %137, align 4, !dbg !472
  %139 = icmp eq i32 %138, 1, !dbg !473
  br label %140

140:                                              ; preds = %135, %131
  %141 = phi i1 [ false, %131 ], [ %139, %135 ], !dbg !474
  br i1 %141, label %142, label %323, !dbg !465

142:                                              ; preds = %140
  %143 = load ptr, ptr %6, align 8, !dbg !475
  %144 = load ptr, ptr %6, align 8, !dbg !478
  %145 = getelementptr inbounds %struct.node, ptr %144, i32 0, i32 4, !dbg !479
  %146 = load ptr, ptr %145, align 8, !dbg !479
  %147 = getelementptr inbounds %struct.node, ptr %146, i32 0, i32 2, !dbg !480
  %148 = load ptr, ptr %147, align 8, !dbg !480
  %149 = icmp eq ptr %143, %148, !dbg !481
  br i1 %149, label %150, label %236, !dbg !482

150:                                              ; preds = %142
    #dbg_declare(ptr %8, !483, !DIExpression(), !485)
  %151 = load ptr, ptr %6, align 8, !dbg !486
  %152 = getelementptr inbounds %struct.node, ptr %151, i32 0, i32 4, !dbg !487
  %153 = load ptr, ptr %152, align 8, !dbg !487
  %154 = getelementptr inbounds %struct.node, ptr %153, i32 0, i32 3, !dbg !488
  %155 = load ptr, ptr %154, align 8, !dbg !488
  store ptr %155, ptr %8, align 8, !dbg !485
  %156 = load ptr, ptr %8, align 8, !dbg !489
  %157 = getelementptr inbounds %struct.node, ptr %156, i32 0, i32 1, !dbg !491
  %158 = load i32, ptr %157, align 4, !dbg !491
  %159 = icmp eq i32 %158, 0, !dbg !492
  br i1 %159, label %160, label %175, !dbg !493

160:                                              ; preds = %150
  %161 = load ptr, ptr %8, align 8, !dbg !494
  %162 = getelementptr inbounds %struct.node, ptr %161, i32 0, i32 1, !dbg !496
  store i32 1, ptr %162, align 4, !dbg !497
  %163 = load ptr, ptr %6, align 8, !dbg !498
  %164 = getelementptr inbounds %struct.node, ptr %163, i32 0, i32 4, !dbg !499
  %165 = load ptr, ptr %164, align 8, !dbg !499
  %166 = getelementptr inbounds %struct.node, ptr %165, i32 0, i32 1, !dbg !500
  store i32 0, ptr %166, align 4, !dbg !501
  %167 = load ptr, ptr %6, align 8, !dbg !502
  %168 = getelementptr inbounds %struct.node, ptr %167, i32 0, i32 4, !dbg !503
  %169 = load ptr, ptr %168, align 8, !dbg !503
  call void @rot_left(ptr noundef %169), !dbg !504
  %170 = load ptr, ptr %6, align 8, !dbg !505
  %171 = getelementptr inbounds %struct.node, ptr %170, i32 0, i32 4, !dbg !506
  %172 = load ptr, ptr %171, align 8, !dbg !506
  %173 = getelementptr inbounds %struct.node, ptr %172, i32 0, i32 3, !dbg !507
  %174 = load ptr, ptr %173, align 8, !dbg !507
  store ptr %174, ptr %8, align 8, !dbg !508
  br label %175, !dbg !509

175:                                              ; preds = %160, %150
  %176 = load ptr, ptr %8, align 8, !dbg !510
  %177 = getelementptr inbounds %struct.node, ptr %176, i32 0, i32 2, !dbg !512
  %178 = load ptr, ptr %177, align 8, !dbg !512
  %179 = getelementptr inbounds %struct.node, ptr %178, i32 0, i32 1, !dbg !513
  %180 = load i32, ptr %179, align 4, !dbg !513
  %181 = icmp eq i32 %180, 1, !dbg !514
  br i1 %181, label %182, label %195, !dbg !515

182:                                              ; preds = %175
  %183 = load ptr, ptr %8, align 8, !dbg !516
  %184 = getelementptr inbounds %struct.node, ptr %183, i32 0, i32 3, !dbg !517
  %185 = load ptr, ptr %184, align 8, !dbg !517
  %186 = getelementptr inbounds %struct.node, ptr %185, i32 0, i32 1, !dbg !518
  %187 = load i32, ptr %186, align 4, !dbg !518
  %188 = icmp eq i32 %187, 1, !dbg !519
  br i1 %188, label %189, label %195, !dbg !520

189:                                              ; preds = %182
  %190 = load ptr, ptr %8, align 8, !dbg !521
  %191 = getelementptr inbounds %struct.node, ptr %190, i32 0, i32 1, !dbg !523
  store i32 0, ptr %191, align 4, !dbg !524
  %192 = load ptr, ptr %6, align 8, !dbg !525
  %193 = getelementptr inbounds %struct.node, ptr %192, i32 0, i32 4, !dbg !526
  %194 = load ptr, ptr %193, align 8, !dbg !526
  store ptr %194, ptr %6, align 8, !dbg !527
  br label %235, !dbg !528

195:                                              ; preds = %182, %175
  %196 = load ptr, ptr %8, align 8, !dbg !529
  %197 = getelementptr inbounds %struct.node, ptr %196, i32 0, i32 3, !dbg !532
  %198 = load ptr, ptr %197, align 8, !dbg !532
  %199 = getelementptr inbounds %struct.node, ptr %198, i32 0, i32 1, !dbg !533
  %200 = load i32, ptr %199, align 4, !dbg !533
  %201 = icmp eq i32 %200, 1, !dbg !534
  br i1 %201, label %202, label %215, !dbg !535

202:                                              ; preds = %195
  %203 = load ptr, ptr %8, align 8, !dbg !536
  %204 = getelementptr inbounds %struct.node, ptr %203, i32 0, i32 2, !dbg !538
  %205 = load ptr, ptr %204, align 8, !dbg !538
  %206 = getelementptr inbounds %struct.node, ptr %205, i32 0, i32 1, !dbg !539
  store i32 1, ptr %206, align 4, !dbg !540
  %207 = load ptr, ptr %8, align 8, !dbg !541
  %208 = getelementptr inbounds %struct.node, ptr %207, i32 0, i32 1, !dbg !542
  store i32 0, ptr %208, align 4, !dbg !543
  %209 = load ptr, ptr %8, align 8, !dbg !544
  call void @rot_right(ptr noundef %209), !dbg !545
  %210 = load ptr, ptr %6, align 8, !dbg !546
  %211 = getelementptr inbounds %struct.node, ptr %210, i32 0, i32 4, !dbg !547
  %212 = load ptr, ptr %211, align 8, !dbg !547
  %213 = getelementptr inbounds %struct.node, ptr %212, i32 0, i32 3, !dbg !548
  %214 = load ptr, ptr %213, align 8, !dbg !548
  store ptr %214, ptr %8, align 8, !dbg !549
  br label %215, !dbg !550

215:                                              ; preds = %202, %195
  %216 = load ptr, ptr %6, align 8, !dbg !551
  %217 = getelementptr inbounds %struct.node, ptr %216, i32 0, i32 4, !dbg !552
  %218 = load ptr, ptr %217, align 8, !dbg !552
  %219 = getelementptr inbounds %struct.node, ptr %218, i32 0, i32 1, !dbg !553
  %220 = load i32, ptr %219, align 4, !dbg !553
  %221 = load ptr, ptr %8, align 8, !dbg !554
  %222 = getelementptr inbounds %struct.node, ptr %221, i32 0, i32 1, !dbg !555
  store i32 %220, ptr %222, align 4, !dbg !556
  %223 = load ptr, ptr %6, align 8, !dbg !557
  %224 = getelementptr inbounds %struct.node, ptr %223, i32 0, i32 4, !dbg !558
  %225 = load ptr, ptr %224, align 8, !dbg !558
  %226 = getelementptr inbounds %struct.node, ptr %225, i32 0, i32 1, !dbg !559
  store i32 1, ptr %226, align 4, !dbg !560
  %227 = load ptr, ptr %8, align 8, !dbg !561
  %228 = getelementptr inbounds %struct.node, ptr %227, i32 0, i32 3, !dbg !562
  %229 = load ptr, ptr %228, align 8, !dbg !562
  %230 = getelementptr inbounds %struct.node, ptr %229, i32 0, i32 1, !dbg !563
  store i32 1, ptr %230, align 4, !dbg !564
  %231 = load ptr, ptr %6, align 8, !dbg !565
  %232 = getelementptr inbounds %struct.node, ptr %231, i32 0, i32 4, !dbg !566
  %233 = load ptr, ptr %232, align 8, !dbg !566
  call void @rot_left(ptr noundef %233), !dbg !567
  %234 = load ptr, ptr @root, align 8, !dbg !568
  store ptr %234, ptr %6, align 8, !dbg !569
  br label %235

235:                                              ; preds = %215, %189
  br label %322, !dbg !570

236:                                              ; preds = %142
    #dbg_declare(ptr %9, !571, !DIExpression(), !573)
  %237 = load ptr, ptr %6, align 8, !dbg !574
  %238 = getelementptr inbounds %struct.node, ptr %237, i32 0, i32 4, !dbg !575
  %239 = load ptr, ptr %238, align 8, !dbg !575
  %240 = getelementptr inbounds %struct.node, ptr %239, i32 0, i32 2, !dbg !576
  %241 = load ptr, ptr %240, align 8, !dbg !576
  store ptr %241, ptr %9, align 8, !dbg !573
  %242 = load ptr, ptr %9, align 8, !dbg !577
  %243 = getelementptr inbounds %struct.node, ptr %242, i32 0, i32 1, !dbg !579
  %244 = load i32, ptr %243, align 4, !dbg !579
  %245 = icmp eq i32 %244, 0, !dbg !580
  br i1 %245, label %246, label %261, !dbg !581

246:                                              ; preds = %236
  %247 = load ptr, ptr %9, align 8, !dbg !582
  %248 = getelementptr inbounds %struct.node, ptr %247, i32 0, i32 1, !dbg !584
  store i32 1, ptr %248, align 4, !dbg !585
  %249 = load ptr, ptr %6, align 8, !dbg !586
  %250 = getelementptr inbounds %struct.node, ptr %249, i32 0, i32 4, !dbg !587
  %251 = load ptr, ptr %250, align 8, !dbg !587
  %252 = getelementptr inbounds %struct.node, ptr %251, i32 0, i32 1, !dbg !588
  store i32 0, ptr %252, align 4, !dbg !589
  %253 = load ptr, ptr %6, align 8, !dbg !590
  %254 = getelementptr inbounds %struct.node, ptr %253, i32 0, i32 4, !dbg !591
  %255 = load ptr, ptr %254, align 8, !dbg !591
  call void @rot_right(ptr noundef %255), !dbg !592
  %256 = load ptr, ptr %6, align 8, !dbg !593
  %257 = getelementptr inbounds %struct.node, ptr %256, i32 0, i32 4, !dbg !594
  %258 = load ptr, ptr %257, align 8, !dbg !594
  %259 = getelementptr inbounds %struct.node, ptr %258, i32 0, i32 2, !dbg !595
  %260 = load ptr, ptr %259, align 8, !dbg !595
  store ptr %260, ptr %9, align 8, !dbg !596
  br label %261, !dbg !597

261:                                              ; preds = %246, %236
  %262 = load ptr, ptr %9, align 8, !dbg !598
  %263 = getelementptr inbounds %struct.node, ptr %262, i32 0, i32 3, !dbg !600
  %264 = load ptr, ptr %263, align 8, !dbg !600
  %265 = getelementptr inbounds %struct.node, ptr %264, i32 0, i32 1, !dbg !601
  %266 = load i32, ptr %265, align 4, !dbg !601
  %267 = icmp eq i32 %266, 1, !dbg !602
  br i1 %267, label %268, label %281, !dbg !603

268:                                              ; preds = %261
  %269 = load ptr, ptr %9, align 8, !dbg !604
  %270 = getelementptr inbounds %struct.node, ptr %269, i32 0, i32 2, !dbg !605
  %271 = load ptr, ptr %270, align 8, !dbg !605
  %272 = getelementptr inbounds %struct.node, ptr %271, i32 0, i32 1, !dbg !606
  %273 = load i32, ptr %272, align 4, !dbg !606
  %274 = icmp eq i32 %273, 1, !dbg !607
  br i1 %274, label %275, label %281, !dbg !608

275:                                              ; preds = %268
  %276 = load ptr, ptr %9, align 8, !dbg !609
  %277 = getelementptr inbounds %struct.node, ptr %276, i32 0, i32 1, !dbg !611
  store i32 0, ptr %277, align 4, !dbg !612
  %278 = load ptr, ptr %6, align 8, !dbg !613
  %279 = getelementptr inbounds %struct.node, ptr %278, i32 0, i32 4, !dbg !614
  %280 = load ptr, ptr %279, align 8, !dbg !614
  store ptr %280, ptr %6, align 8, !dbg !615
  br label %321, !dbg !616

281:                                              ; preds = %268, %261
  %282 = load ptr, ptr %9, align 8, !dbg !617
  %283 = getelementptr inbounds %struct.node, ptr %282, i32 0, i32 2, !dbg !620
  %284 = load ptr, ptr %283, align 8, !dbg !620
  %285 = getelementptr inbounds %struct.node, ptr %284, i32 0, i32 1, !dbg !621
  %286 = load i32, ptr %285, align 4, !dbg !621
  %287 = icmp eq i32 %286, 1, !dbg !622
  br i1 %287, label %288, label %301, !dbg !623

288:                                              ; preds = %281
  %289 = load ptr, ptr %9, align 8, !dbg !624
  %290 = getelementptr inbounds %struct.node, ptr %289, i32 0, i32 3, !dbg !626
  %291 = load ptr, ptr %290, align 8, !dbg !626
  %292 = getelementptr inbounds %struct.node, ptr %291, i32 0, i32 1, !dbg !627
  store i32 1, ptr %292, align 4, !dbg !628
  %293 = load ptr, ptr %9, align 8, !dbg !629
  %294 = getelementptr inbounds %struct.node, ptr %293, i32 0, i32 1, !dbg !630
  store i32 0, ptr %294, align 4, !dbg !631
  %295 = load ptr, ptr %9, align 8, !dbg !632
  call void @rot_left(ptr noundef %295), !dbg !633
  %296 = load ptr, ptr %6, align 8, !dbg !634
  %297 = getelementptr inbounds %struct.node, ptr %296, i32 0, i32 4, !dbg !635
  %298 = load ptr, ptr %297, align 8, !dbg !635
  %299 = getelementptr inbounds %struct.node, ptr %298, i32 0, i32 2, !dbg !636
  %300 = load ptr, ptr %299, align 8, !dbg !636
  store ptr %300, ptr %9, align 8, !dbg !637
  br label %301, !dbg !638

301:                                              ; preds = %288, %281
  %302 = load ptr, ptr %6, align 8, !dbg !639
  %303 = getelementptr inbounds %struct.node, ptr %302, i32 0, i32 4, !dbg !640
  %304 = load ptr, ptr %303, align 8, !dbg !640
  %305 = getelementptr inbounds %struct.node, ptr %304, i32 0, i32 1, !dbg !641
  %306 = load i32, ptr %305, align 4, !dbg !641
  %307 = load ptr, ptr %9, align 8, !dbg !642
  %308 = getelementptr inbounds %struct.node, ptr %307, i32 0, i32 1, !dbg !643
  store i32 %306, ptr %308, align 4, !dbg !644
  %309 = load ptr, ptr %6, align 8, !dbg !645
  %310 = getelementptr inbounds %struct.node, ptr %309, i32 0, i32 4, !dbg !646
  %311 = load ptr, ptr %310, align 8, !dbg !646
  %312 = getelementptr inbounds %struct.node, ptr %311, i32 0, i32 1, !dbg !647
  store i32 1, ptr %312, align 4, !dbg !648
  %313 = load ptr, ptr %9, align 8, !dbg !649
  %314 = getelementptr inbounds %struct.node, ptr %313, i32 0, i32 2, !dbg !650
  %315 = load ptr, ptr %314, align 8, !dbg !650
  %316 = getelementptr inbounds %struct.node, ptr %315, i32 0, i32 1, !dbg !651
  store i32 1, ptr %316, align 4, !dbg !652
  %317 = load ptr, ptr %6, align 8, !dbg !653
  %318 = getelementptr inbounds %struct.node, ptr %317, i32 0, i32 4, !dbg !654
  %319 = load ptr, ptr %318, align 8, !dbg !654
  call void @rot_right(ptr noundef %319), !dbg !655
  %320 = load ptr, ptr @root, align 8, !dbg !656
  store ptr %320, ptr %6, align 8, !dbg !657
  br label %321

321:                                              ; preds = %301, %275
  br label %322

322:                                              ; preds = %321, %235
  br label %131, !dbg !465, !llvm.loop !658

323:                                              ; preds = %140
  %324 = load ptr, ptr %6, align 8, !dbg !660
  %325 = getelementptr inbounds %struct.node, ptr %324, i32 0, i32 1, !dbg !661
  store i32 1, ptr %325, align 4, !dbg !662
  br label %326, !dbg !663

326:                                              ; preds = %323, %126
  store i32 1, ptr %2, align 4, !dbg !664
  br label %327, !dbg !664

327:                                              ; preds = %326, %41
  %328 = load i32, ptr %2, align 4, !dbg !665
  ret i32 %328, !dbg !665
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @check(ptr noundef %0, ptr noundef %1) #0 !dbg !666 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !670, !DIExpression(), !671)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !672, !DIExpression(), !673)
  %8 = load ptr, ptr %4, align 8, !dbg !674
  %9 = icmp eq ptr %8, @nil_, !dbg !676
  br i1 %9, label %10, label %11, !dbg !677

10:                                               ; preds = %2
  store i32 1, ptr %3, align 4, !dbg !678
  br label %88, !dbg !678

11:                                               ; preds = %2
  %12 = load ptr, ptr %4, align 8, !dbg !679
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 1, !dbg !681
  %14 = load i32, ptr %13, align 4, !dbg !681
  %15 = icmp eq i32 %14, 0, !dbg !682
  br i1 %15, label %16, label %32, !dbg !683

16:                                               ; preds = %11
  %17 = load ptr, ptr %4, align 8, !dbg !684
  %18 = getelementptr inbounds %struct.node, ptr %17, i32 0, i32 2, !dbg !685
  %19 = load ptr, ptr %18, align 8, !dbg !685
  %20 = getelementptr inbounds %struct.node, ptr %19, i32 0, i32 1, !dbg !686
  %21 = load i32, ptr %20, align 4, !dbg !686
  %22 = icmp eq i32 %21, 0, !dbg !687
  br i1 %22, label %30, label %23, !dbg !688

23:                                               ; preds = %16
  %24 = load ptr, ptr %4, align 8, !dbg !689
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 3, !dbg !690
  %26 = load ptr, ptr %25, align 8, !dbg !690
  %27 = getelementptr inbounds %struct.node, ptr %26, i32 0, i32 1, !dbg !691
  %28 = load i32, ptr %27, align 4, !dbg !691
  %29 = icmp eq i32 %28, 0, !dbg !692
  br i1 %29, label %30, label %32, !dbg !693

30:                                               ; preds = %23, %16
  %31 = load ptr, ptr %5, align 8, !dbg !694
  store i32 0, ptr %31, align 4, !dbg !695
  br label %32, !dbg !696

32:                                               ; preds = %30, %23, %11
  %33 = load ptr, ptr %4, align 8, !dbg !697
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 2, !dbg !699
  %35 = load ptr, ptr %34, align 8, !dbg !699
  %36 = icmp ne ptr %35, @nil_, !dbg !700
  br i1 %36, label %37, label %47, !dbg !701

37:                                               ; preds = %32
  %38 = load ptr, ptr %4, align 8, !dbg !702
  %39 = getelementptr inbounds %struct.node, ptr %38, i32 0, i32 2, !dbg !703
  %40 = load ptr, ptr %39, align 8, !dbg !703
  %41 = getelementptr inbounds %struct.node, ptr %40, i32 0, i32 0, !dbg !704
  %42 = load i32, ptr %41, align 8, !dbg !704
  %43 = load ptr, ptr %4, align 8, !dbg !705
  %44 = getelementptr inbounds %struct.node, ptr %43, i32 0, i32 0, !dbg !706
  %45 = load i32, ptr %44, align 8, !dbg !706
  %46 = icmp sge i32 %42, %45, !dbg !707
  br i1 %46, label %62, label %47, !dbg !708

47:                                               ; preds = %37, %32
  %48 = load ptr, ptr %4, align 8, !dbg !709
  %49 = getelementptr inbounds %struct.node, ptr %48, i32 0, i32 3, !dbg !710
  %50 = load ptr, ptr %49, align 8, !dbg !710
  %51 = icmp ne ptr %50, @nil_, !dbg !711
  br i1 %51, label %52, label %64, !dbg !712

52:                                               ; preds = %47
  %53 = load ptr, ptr %4, align 8, !dbg !713
  %54 = getelementptr inbounds %struct.node, ptr %53, i32 0, i32 3, !dbg !714
  %55 = load ptr, ptr %54, align 8, !dbg !714
  %56 = getelementptr inbounds %struct.node, ptr %55, i32 0, i32 0, !dbg !715
  %57 = load i32, ptr %56, align 8, !dbg !715
  %58 = load ptr, ptr %4, align 8, !dbg !716
  %59 = getelementptr inbounds %struct.node, ptr %58, i32 0, i32 0, !dbg !717
  %60 = load i32, ptr %59, align 8, !dbg !717
  %61 = icmp sle i32 %57, %60, !dbg !718
  br i1 %61, label %62, label %64, !dbg !719

62:                                               ; preds = %52, %37
  %63 = load ptr, ptr %5, align 8, !dbg !720
  store i32 0, ptr %63, align 4, !dbg !721
  br label %64, !dbg !722

64:                                               ; preds = %62, %52, %47
    #dbg_declare(ptr %6, !723, !DIExpression(), !724)
  %65 = load ptr, ptr %4, align 8, !dbg !725
  %66 = getelementptr inbounds %struct.node, ptr %65, i32 0, i32 2, !dbg !726
  %67 = load ptr, ptr %66, align 8, !dbg !726
  %68 = load ptr, ptr %5, align 8, !dbg !727
  %69 = call i32 @check(ptr noundef %67, ptr noundef %68), !dbg !728
  store i32 %69, ptr %6, align 4, !dbg !724
    #dbg_declare(ptr %7, !729, !DIExpression(), !730)
  %70 = load ptr, ptr %4, align 8, !dbg !731
  %71 = getelementptr inbounds %struct.node, ptr %70, i32 0, i32 3, !dbg !732
  %72 = load ptr, ptr %71, align 8, !dbg !732
  %73 = load ptr, ptr %5, align 8, !dbg !733
  %74 = call i32 @check(ptr noundef %72, ptr noundef %73), !dbg !734
  store i32 %74, ptr %7, align 4, !dbg !730
  %75 = load i32, ptr %6, align 4, !dbg !735
  %76 = load i32, ptr %7, align 4, !dbg !737
  %77 = icmp ne i32 %75, %76, !dbg !738
  br i1 %77, label %78, label %80, !dbg !739

78:                                               ; preds = %64
  %79 = load ptr, ptr %5, align 8, !dbg !740
  store i32 0, ptr %79, align 4, !dbg !741
  br label %80, !dbg !742

80:                                               ; preds = %78, %64
  %81 = load i32, ptr %6, align 4, !dbg !743
  %82 = load ptr, ptr %4, align 8, !dbg !744
  %83 = getelementptr inbounds %struct.node, ptr %82, i32 0, i32 1, !dbg !745
  %84 = load i32, ptr %83, align 4, !dbg !745
  %85 = icmp eq i32 %84, 1, !dbg !746
  %86 = zext i1 %85 to i32, !dbg !746
  %87 = add nsw i32 %81, %86, !dbg !747
  store i32 %87, ptr %3, align 4, !dbg !748
  br label %88, !dbg !748

88:                                               ; preds = %80, %10
  %89 = load i32, ptr %3, align 4, !dbg !749
  ret i32 %89, !dbg !749
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @count(ptr noundef %0) #0 !dbg !750 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !753, !DIExpression(), !754)
  %3 = load ptr, ptr %2, align 8, !dbg !755
  %4 = icmp eq ptr %3, @nil_, !dbg !756
  br i1 %4, label %5, label %6, !dbg !755

5:                                                ; preds = %1
  br label %17, !dbg !755

6:                                                ; preds = %1
  %7 = load ptr, ptr %2, align 8, !dbg !757
  %8 = getelementptr inbounds %struct.node, ptr %7, i32 0, i32 2, !dbg !758
  %9 = load ptr, ptr %8, align 8, !dbg !758
  %10 = call i32 @count(ptr noundef %9), !dbg !759
  %11 = add nsw i32 1, %10, !dbg !760
  %12 = load ptr, ptr %2, align 8, !dbg !761
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 3, !dbg !762
  %14 = load ptr, ptr %13, align 8, !dbg !762
  %15 = call i32 @count(ptr noundef %14), !dbg !763
  %16 = add nsw i32 %11, %15, !dbg !764
  br label %17, !dbg !755

17:                                               ; preds = %6, %5
  %18 = phi i32 [ 0, %5 ], [ %16, %6 ], !dbg !755
  ret i32 %18, !dbg !765
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @height(ptr noundef %0) #0 !dbg !766 {
  %2 = alloca i32, align 4
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !767, !DIExpression(), !768)
  %6 = load ptr, ptr %3, align 8, !dbg !769
  %7 = icmp eq ptr %6, @nil_, !dbg !771
  br i1 %7, label %8, label %9, !dbg !772

8:                                                ; preds = %1
  store i32 0, ptr %2, align 4, !dbg !773
  br label %28, !dbg !773

9:                                                ; preds = %1
    #dbg_declare(ptr %4, !774, !DIExpression(), !775)
  %10 = load ptr, ptr %3, align 8, !dbg !776
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 2, !dbg !777
  %12 = load ptr, ptr %11, align 8, !dbg !777
  %13 = call i32 @height(ptr noundef %12), !dbg !778
  store i32 %13, ptr %4, align 4, !dbg !775
    #dbg_declare(ptr %5, !779, !DIExpression(), !780)
  %14 = load ptr, ptr %3, align 8, !dbg !781
  %15 = getelementptr inbounds %struct.node, ptr %14, i32 0, i32 3, !dbg !782
  %16 = load ptr, ptr %15, align 8, !dbg !782
  %17 = call i32 @height(ptr noundef %16), !dbg !783
  store i32 %17, ptr %5, align 4, !dbg !780
  %18 = load i32, ptr %4, align 4, !dbg !784
  %19 = load i32, ptr %5, align 4, !dbg !785
  %20 = icmp sgt i32 %18, %19, !dbg !786
  br i1 %20, label %21, label %23, !dbg !784

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4, !dbg !787
  br label %25, !dbg !784

23:                                               ; preds = %9
  %24 = load i32, ptr %5, align 4, !dbg !788
  br label %25, !dbg !784

25:                                               ; preds = %23, %21
  %26 = phi i32 [ %22, %21 ], [ %24, %23 ], !dbg !784
  %27 = add nsw i32 1, %26, !dbg !789
  store i32 %27, ptr %2, align 4, !dbg !790
  br label %28, !dbg !790

28:                                               ; preds = %25, %8
  %29 = load i32, ptr %2, align 4, !dbg !791
  ret i32 %29, !dbg !791
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @inorder_hash(ptr noundef %0, i64 noundef %1) #0 !dbg !792 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !796, !DIExpression(), !797)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !798, !DIExpression(), !799)
  %6 = load ptr, ptr %4, align 8, !dbg !800
  %7 = icmp eq ptr %6, @nil_, !dbg !802
  br i1 %7, label %8, label %10, !dbg !803

8:                                                ; preds = %2
  %9 = load i64, ptr %5, align 8, !dbg !804
  store i64 %9, ptr %3, align 8, !dbg !805
  br label %29, !dbg !805

10:                                               ; preds = %2
  %11 = load ptr, ptr %4, align 8, !dbg !806
  %12 = getelementptr inbounds %struct.node, ptr %11, i32 0, i32 2, !dbg !807
  %13 = load ptr, ptr %12, align 8, !dbg !807
  %14 = load i64, ptr %5, align 8, !dbg !808
  %15 = call i64 @inorder_hash(ptr noundef %13, i64 noundef %14), !dbg !809
  store i64 %15, ptr %5, align 8, !dbg !810
  %16 = load i64, ptr %5, align 8, !dbg !811
  %17 = mul nsw i64 %16, 31, !dbg !812
  %18 = load ptr, ptr %4, align 8, !dbg !813
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 0, !dbg !814
  %20 = load i32, ptr %19, align 8, !dbg !814
  %21 = sext i32 %20 to i64, !dbg !813
  %22 = add nsw i64 %17, %21, !dbg !815
  %23 = srem i64 %22, 1000000007, !dbg !816
  store i64 %23, ptr %5, align 8, !dbg !817
  %24 = load ptr, ptr %4, align 8, !dbg !818
  %25 = getelementptr inbounds %struct.node, ptr %24, i32 0, i32 3, !dbg !819
  %26 = load ptr, ptr %25, align 8, !dbg !819
  %27 = load i64, ptr %5, align 8, !dbg !820
  %28 = call i64 @inorder_hash(ptr noundef %26, i64 noundef %27), !dbg !821
  store i64 %28, ptr %3, align 8, !dbg !822
  br label %29, !dbg !822

29:                                               ; preds = %10, %8
  %30 = load i64, ptr %3, align 8, !dbg !823
  ret i64 %30, !dbg !823
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot_left(ptr noundef %0) #0 !dbg !824 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !827, !DIExpression(), !828)
    #dbg_declare(ptr %3, !829, !DIExpression(), !830)
  %4 = load ptr, ptr %2, align 8, !dbg !831
  %5 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 3, !dbg !832
  %6 = load ptr, ptr %5, align 8, !dbg !832
  store ptr %6, ptr %3, align 8, !dbg !830
  %7 = load ptr, ptr %3, align 8, !dbg !833
  %8 = getelementptr inbounds %struct.node, ptr %7, i32 0, i32 2, !dbg !834
  %9 = load ptr, ptr %8, align 8, !dbg !834
  %10 = load ptr, ptr %2, align 8, !dbg !835
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 3, !dbg !836
  store ptr %9, ptr %11, align 8, !dbg !837
  %12 = load ptr, ptr %3, align 8, !dbg !838
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 2, !dbg !840
  %14 = load ptr, ptr %13, align 8, !dbg !840
  %15 = icmp ne ptr %14, @nil_, !dbg !841
  br i1 %15, label %16, label %22, !dbg !842

16:                                               ; preds = %1
  %17 = load ptr, ptr %2, align 8, !dbg !843
  %18 = load ptr, ptr %3, align 8, !dbg !844
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 2, !dbg !845
  %20 = load ptr, ptr %19, align 8, !dbg !845
  %21 = getelementptr inbounds %struct.node, ptr %20, i32 0, i32 4, !dbg !846
  store ptr %17, ptr %21, align 8, !dbg !847
  br label %22, !dbg !844

22:                                               ; preds = %16, %1
  %23 = load ptr, ptr %2, align 8, !dbg !848
  %24 = getelementptr inbounds %struct.node, ptr %23, i32 0, i32 4, !dbg !849
  %25 = load ptr, ptr %24, align 8, !dbg !849
  %26 = load ptr, ptr %3, align 8, !dbg !850
  %27 = getelementptr inbounds %struct.node, ptr %26, i32 0, i32 4, !dbg !851
  store ptr %25, ptr %27, align 8, !dbg !852
  %28 = load ptr, ptr %2, align 8, !dbg !853
  %29 = getelementptr inbounds %struct.node, ptr %28, i32 0, i32 4, !dbg !855
  %30 = load ptr, ptr %29, align 8, !dbg !855
  %31 = icmp eq ptr %30, @nil_, !dbg !856
  br i1 %31, label %32, label %34, !dbg !857

32:                                               ; preds = %22
  %33 = load ptr, ptr %3, align 8, !dbg !858
  store ptr %33, ptr @root, align 8, !dbg !859
  br label %55, !dbg !860

34:                                               ; preds = %22
  %35 = load ptr, ptr %2, align 8, !dbg !861
  %36 = load ptr, ptr %2, align 8, !dbg !863
  %37 = getelementptr inbounds %struct.node, ptr %36, i32 0, i32 4, !dbg !864
  %38 = load ptr, ptr %37, align 8, !dbg !864
  %39 = getelementptr inbounds %struct.node, ptr %38, i32 0, i32 2, !dbg !865
  %40 = load ptr, ptr %39, align 8, !dbg !865
  %41 = icmp eq ptr %35, %40, !dbg !866
  br i1 %41, label %42, label %48, !dbg !867

42:                                               ; preds = %34
  %43 = load ptr, ptr %3, align 8, !dbg !868
  %44 = load ptr, ptr %2, align 8, !dbg !869
  %45 = getelementptr inbounds %struct.node, ptr %44, i32 0, i32 4, !dbg !870
  %46 = load ptr, ptr %45, align 8, !dbg !870
  %47 = getelementptr inbounds %struct.node, ptr %46, i32 0, i32 2, !dbg !871
  store ptr %43, ptr %47, align 8, !dbg !872
  br label %54, !dbg !869

48:                                               ; preds = %34
  %49 = load ptr, ptr %3, align 8, !dbg !873
  %50 = load ptr, ptr %2, align 8, !dbg !874
  %51 = getelementptr inbounds %struct.node, ptr %50, i32 0, i32 4, !dbg !875
  %52 = load ptr, ptr %51, align 8, !dbg !875
  %53 = getelementptr inbounds %struct.node, ptr %52, i32 0, i32 3, !dbg !876
  store ptr %49, ptr %53, align 8, !dbg !877
  br label %54

54:                                               ; preds = %48, %42
  br label %55

55:                                               ; preds = %54, %32
  %56 = load ptr, ptr %2, align 8, !dbg !878
  %57 = load ptr, ptr %3, align 8, !dbg !879
  %58 = getelementptr inbounds %struct.node, ptr %57, i32 0, i32 2, !dbg !880
  store ptr %56, ptr %58, align 8, !dbg !881
  %59 = load ptr, ptr %3, align 8, !dbg !882
  %60 = load ptr, ptr %2, align 8, !dbg !883
  %61 = getelementptr inbounds %struct.node, ptr %60, i32 0, i32 4, !dbg !884
  store ptr %59, ptr %61, align 8, !dbg !885
  ret void, !dbg !886
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rot_right(ptr noundef %0) #0 !dbg !887 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !888, !DIExpression(), !889)
    #dbg_declare(ptr %3, !890, !DIExpression(), !891)
  %4 = load ptr, ptr %2, align 8, !dbg !892
  %5 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 2, !dbg !893
  %6 = load ptr, ptr %5, align 8, !dbg !893
  store ptr %6, ptr %3, align 8, !dbg !891
  %7 = load ptr, ptr %3, align 8, !dbg !894
  %8 = getelementptr inbounds %struct.node, ptr %7, i32 0, i32 3, !dbg !895
  %9 = load ptr, ptr %8, align 8, !dbg !895
  %10 = load ptr, ptr %2, align 8, !dbg !896
  %11 = getelementptr inbounds %struct.node, ptr %10, i32 0, i32 2, !dbg !897
  store ptr %9, ptr %11, align 8, !dbg !898
  %12 = load ptr, ptr %3, align 8, !dbg !899
  %13 = getelementptr inbounds %struct.node, ptr %12, i32 0, i32 3, !dbg !901
  %14 = load ptr, ptr %13, align 8, !dbg !901
  %15 = icmp ne ptr %14, @nil_, !dbg !902
  br i1 %15, label %16, label %22, !dbg !903

16:                                               ; preds = %1
  %17 = load ptr, ptr %2, align 8, !dbg !904
  %18 = load ptr, ptr %3, align 8, !dbg !905
  %19 = getelementptr inbounds %struct.node, ptr %18, i32 0, i32 3, !dbg !906
  %20 = load ptr, ptr %19, align 8, !dbg !906
  %21 = getelementptr inbounds %struct.node, ptr %20, i32 0, i32 4, !dbg !907
  store ptr %17, ptr %21, align 8, !dbg !908
  br label %22, !dbg !905

22:                                               ; preds = %16, %1
  %23 = load ptr, ptr %2, align 8, !dbg !909
  %24 = getelementptr inbounds %struct.node, ptr %23, i32 0, i32 4, !dbg !910
  %25 = load ptr, ptr %24, align 8, !dbg !910
  %26 = load ptr, ptr %3, align 8, !dbg !911
  %27 = getelementptr inbounds %struct.node, ptr %26, i32 0, i32 4, !dbg !912
  store ptr %25, ptr %27, align 8, !dbg !913
  %28 = load ptr, ptr %2, align 8, !dbg !914
  %29 = getelementptr inbounds %struct.node, ptr %28, i32 0, i32 4, !dbg !916
  %30 = load ptr, ptr %29, align 8, !dbg !916
  %31 = icmp eq ptr %30, @nil_, !dbg !917
  br i1 %31, label %32, label %34, !dbg !918

32:                                               ; preds = %22
  %33 = load ptr, ptr %3, align 8, !dbg !919
  store ptr %33, ptr @root, align 8, !dbg !920
  br label %55, !dbg !921

34:                                               ; preds = %22
  %35 = load ptr, ptr %2, align 8, !dbg !922
  %36 = load ptr, ptr %2, align 8, !dbg !924
  %37 = getelementptr inbounds %struct.node, ptr %36, i32 0, i32 4, !dbg !925
  %38 = load ptr, ptr %37, align 8, !dbg !925
  %39 = getelementptr inbounds %struct.node, ptr %38, i32 0, i32 3, !dbg !926
  %40 = load ptr, ptr %39, align 8, !dbg !926
  %41 = icmp eq ptr %35, %40, !dbg !927
  br i1 %41, label %42, label %48, !dbg !928

42:                                               ; preds = %34
  %43 = load ptr, ptr %3, align 8, !dbg !929
  %44 = load ptr, ptr %2, align 8, !dbg !930
  %45 = getelementptr inbounds %struct.node, ptr %44, i32 0, i32 4, !dbg !931
  %46 = load ptr, ptr %45, align 8, !dbg !931
  %47 = getelementptr inbounds %struct.node, ptr %46, i32 0, i32 3, !dbg !932
  store ptr %43, ptr %47, align 8, !dbg !933
  br label %54, !dbg !930

48:                                               ; preds = %34
  %49 = load ptr, ptr %3, align 8, !dbg !934
  %50 = load ptr, ptr %2, align 8, !dbg !935
  %51 = getelementptr inbounds %struct.node, ptr %50, i32 0, i32 4, !dbg !936
  %52 = load ptr, ptr %51, align 8, !dbg !936
  %53 = getelementptr inbounds %struct.node, ptr %52, i32 0, i32 2, !dbg !937
  store ptr %49, ptr %53, align 8, !dbg !938
  br label %54

54:                                               ; preds = %48, %42
  br label %55

55:                                               ; preds = %54, %32
  %56 = load ptr, ptr %2, align 8, !dbg !939
  %57 = load ptr, ptr %3, align 8, !dbg !940
  %58 = getelementptr inbounds %struct.node, ptr %57, i32 0, i32 3, !dbg !941
  store ptr %56, ptr %58, align 8, !dbg !942
  %59 = load ptr, ptr %3, align 8, !dbg !943
  %60 = load ptr, ptr %2, align 8, !dbg !944
  %61 = getelementptr inbounds %struct.node, ptr %60, i32 0, i32 4, !dbg !945
  store ptr %59, ptr %61, align 8, !dbg !946
  ret void, !dbg !947
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @transplant(ptr noundef %0, ptr noundef %1) #0 !dbg !948 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !951, !DIExpression(), !952)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !953, !DIExpression(), !954)
  %5 = load ptr, ptr %3, align 8, !dbg !955
  %6 = getelementptr inbounds %struct.node, ptr %5, i32 0, i32 4, !dbg !957
  %7 = load ptr, ptr %6, align 8, !dbg !957
  %8 = icmp eq ptr %7, @nil_, !dbg !958
  br i1 %8, label %9, label %11, !dbg !959

9:                                                ; preds = %2
  %10 = load ptr, ptr %4, align 8, !dbg !960
  store ptr %10, ptr @root, align 8, !dbg !961
  br label %32, !dbg !962

11:                                               ; preds = %2
  %12 = load ptr, ptr %3, align 8, !dbg !963
  %13 = load ptr, ptr %3, align 8, !dbg !965
  %14 = getelementptr inbounds %struct.node, ptr %13, i32 0, i32 4, !dbg !966
  %15 = load ptr, ptr %14, align 8, !dbg !966
  %16 = getelementptr inbounds %struct.node, ptr %15, i32 0, i32 2, !dbg !967
  %17 = load ptr, ptr %16, align 8, !dbg !967
  %18 = icmp eq ptr %12, %17, !dbg !968
  br i1 %18, label %19, label %25, !dbg !969

19:                                               ; preds = %11
  %20 = load ptr, ptr %4, align 8, !dbg !970
  %21 = load ptr, ptr %3, align 8, !dbg !971
  %22 = getelementptr inbounds %struct.node, ptr %21, i32 0, i32 4, !dbg !972
  %23 = load ptr, ptr %22, align 8, !dbg !972
  %24 = getelementptr inbounds %struct.node, ptr %23, i32 0, i32 2, !dbg !973
  store ptr %20, ptr %24, align 8, !dbg !974
  br label %31, !dbg !971

25:                                               ; preds = %11
  %26 = load ptr, ptr %4, align 8, !dbg !975
  %27 = load ptr, ptr %3, align 8, !dbg !976
  %28 = getelementptr inbounds %struct.node, ptr %27, i32 0, i32 4, !dbg !977
  %29 = load ptr, ptr %28, align 8, !dbg !977
  %30 = getelementptr inbounds %struct.node, ptr %29, i32 0, i32 3, !dbg !978
  store ptr %26, ptr %30, align 8, !dbg !979
  br label %31

31:                                               ; preds = %25, %19
  br label %32

32:                                               ; preds = %31, %9
  %33 = load ptr, ptr %3, align 8, !dbg !980
  %34 = getelementptr inbounds %struct.node, ptr %33, i32 0, i32 4, !dbg !981
  %35 = load ptr, ptr %34, align 8, !dbg !981
  %36 = load ptr, ptr %4, align 8, !dbg !982
  %37 = getelementptr inbounds %struct.node, ptr %36, i32 0, i32 4, !dbg !983
  store ptr %35, ptr %37, align 8, !dbg !984
  ret void, !dbg !985
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @minimum(ptr noundef %0) #0 !dbg !986 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
    #dbg_declare(ptr %2, !989, !DIExpression(), !990)
  br label %3, !dbg !991

3:                                                ; preds = %8, %1
  %4 = load ptr, ptr %2, align 8, !dbg !992
  %5 = getelementptr inbounds %struct.node, ptr %4, i32 0, i32 2, !dbg !993
  %6 = load ptr, ptr %5, align 8, !dbg !993
  %7 = icmp ne ptr %6, @nil_, !dbg !994
  br i1 %7, label %8, label %12, !dbg !991

8:                                                ; preds = %3
  %9 = load ptr, ptr %2, align 8, !dbg !995
  %10 = getelementptr inbounds %struct.node, ptr %9, i32 0, i32 2, !dbg !996
  %11 = load ptr, ptr %10, align 8, !dbg !996
  store ptr %11, ptr %2, align 8, !dbg !997
  br label %3, !dbg !991, !llvm.loop !998

12:                                               ; preds = %3
  %13 = load ptr, ptr %2, align 8, !dbg !999
  ret ptr %13, !dbg !1000
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind allocsize(0) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!34, !35, !36, !37, !38, !39, !40}
!llvm.ident = !{!41}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "root", scope: !2, file: !3, line: 11, type: !31, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, enums: !4, retainedTypes: !10, globals: !12, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/red_black_tree.c", directory: ".", checksumkind: CSK_MD5, checksum: "0ebd7eef84e23e560d302278a04ae2bc")
!4 = !{!5}
!5 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !3, line: 7, baseType: !6, size: 32, elements: !7)
!6 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!7 = !{!8, !9}
!8 = !DIEnumerator(name: "RED", value: 0)
!9 = !DIEnumerator(name: "BLACK", value: 1)
!10 = !{!11}
!11 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!12 = !{!13, !19, !24, !0}
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !3, line: 84, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 480, elements: !17)
!16 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!17 = !{!18}
!18 = !DISubrange(count: 60)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 86, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !16, size: 192, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 24)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "nil_", scope: !2, file: !3, line: 9, type: !26, isLocal: true, isDefinition: true)
!26 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "node", file: !3, line: 8, size: 256, elements: !27)
!27 = !{!28, !29, !30, !32, !33}
!28 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !26, file: !3, line: 8, baseType: !11, size: 32)
!29 = !DIDerivedType(tag: DW_TAG_member, name: "color", scope: !26, file: !3, line: 8, baseType: !11, size: 32, offset: 32)
!30 = !DIDerivedType(tag: DW_TAG_member, name: "l", scope: !26, file: !3, line: 8, baseType: !31, size: 64, offset: 64)
!31 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !26, size: 64)
!32 = !DIDerivedType(tag: DW_TAG_member, name: "r", scope: !26, file: !3, line: 8, baseType: !31, size: 64, offset: 128)
!33 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !26, file: !3, line: 8, baseType: !31, size: 64, offset: 192)
!34 = !{i32 7, !"Dwarf Version", i32 5}
!35 = !{i32 2, !"Debug Info Version", i32 3}
!36 = !{i32 1, !"wchar_size", i32 4}
!37 = !{i32 8, !"PIC Level", i32 2}
!38 = !{i32 7, !"PIE Level", i32 2}
!39 = !{i32 7, !"uwtable", i32 2}
!40 = !{i32 7, !"frame-pointer", i32 2}
!41 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!42 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 77, type: !43, scopeLine: 77, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !2, retainedNodes: !44)
!43 = !DISubroutineType(types: !10)
!44 = !{}
!45 = !DILocalVariable(name: "x", scope: !42, file: !3, line: 78, type: !6)
!46 = !DILocation(line: 78, column: 14, scope: !42)
!47 = !DILocalVariable(name: "ins", scope: !42, file: !3, line: 79, type: !11)
!48 = !DILocation(line: 79, column: 9, scope: !42)
!49 = !DILocalVariable(name: "del", scope: !42, file: !3, line: 79, type: !11)
!50 = !DILocation(line: 79, column: 18, scope: !42)
!51 = !DILocalVariable(name: "ok", scope: !42, file: !3, line: 79, type: !11)
!52 = !DILocation(line: 79, column: 27, scope: !42)
!53 = !DILocalVariable(name: "round", scope: !54, file: !3, line: 80, type: !11)
!54 = distinct !DILexicalBlock(scope: !42, file: !3, line: 80, column: 5)
!55 = !DILocation(line: 80, column: 14, scope: !54)
!56 = !DILocation(line: 80, column: 10, scope: !54)
!57 = !DILocation(line: 80, column: 25, scope: !58)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 80, column: 5)
!59 = !DILocation(line: 80, column: 31, scope: !58)
!60 = !DILocation(line: 80, column: 5, scope: !54)
!61 = !DILocalVariable(name: "i", scope: !62, file: !3, line: 81, type: !11)
!62 = distinct !DILexicalBlock(scope: !63, file: !3, line: 81, column: 9)
!63 = distinct !DILexicalBlock(scope: !58, file: !3, line: 80, column: 45)
!64 = !DILocation(line: 81, column: 18, scope: !62)
!65 = !DILocation(line: 81, column: 14, scope: !62)
!66 = !DILocation(line: 81, column: 25, scope: !67)
!67 = distinct !DILexicalBlock(scope: !62, file: !3, line: 81, column: 9)
!68 = !DILocation(line: 81, column: 27, scope: !67)
!69 = !DILocation(line: 81, column: 9, scope: !62)
!70 = !DILocation(line: 81, column: 46, scope: !71)
!71 = distinct !DILexicalBlock(scope: !67, file: !3, line: 81, column: 40)
!72 = !DILocation(line: 81, column: 48, scope: !71)
!73 = !DILocation(line: 81, column: 62, scope: !71)
!74 = !DILocation(line: 81, column: 44, scope: !71)
!75 = !DILocation(line: 81, column: 93, scope: !71)
!76 = !DILocation(line: 81, column: 95, scope: !71)
!77 = !DILocation(line: 81, column: 101, scope: !71)
!78 = !DILocation(line: 81, column: 79, scope: !71)
!79 = !DILocation(line: 81, column: 76, scope: !71)
!80 = !DILocation(line: 81, column: 112, scope: !71)
!81 = !DILocation(line: 81, column: 36, scope: !67)
!82 = !DILocation(line: 81, column: 9, scope: !67)
!83 = distinct !{!83, !69, !84, !85}
!84 = !DILocation(line: 81, column: 112, scope: !62)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocalVariable(name: "i", scope: !87, file: !3, line: 82, type: !11)
!87 = distinct !DILexicalBlock(scope: !63, file: !3, line: 82, column: 9)
!88 = !DILocation(line: 82, column: 18, scope: !87)
!89 = !DILocation(line: 82, column: 14, scope: !87)
!90 = !DILocation(line: 82, column: 25, scope: !91)
!91 = distinct !DILexicalBlock(scope: !87, file: !3, line: 82, column: 9)
!92 = !DILocation(line: 82, column: 27, scope: !91)
!93 = !DILocation(line: 82, column: 9, scope: !87)
!94 = !DILocation(line: 82, column: 46, scope: !95)
!95 = distinct !DILexicalBlock(scope: !91, file: !3, line: 82, column: 40)
!96 = !DILocation(line: 82, column: 48, scope: !95)
!97 = !DILocation(line: 82, column: 62, scope: !95)
!98 = !DILocation(line: 82, column: 44, scope: !95)
!99 = !DILocation(line: 82, column: 92, scope: !95)
!100 = !DILocation(line: 82, column: 94, scope: !95)
!101 = !DILocation(line: 82, column: 100, scope: !95)
!102 = !DILocation(line: 82, column: 79, scope: !95)
!103 = !DILocation(line: 82, column: 76, scope: !95)
!104 = !DILocation(line: 82, column: 111, scope: !95)
!105 = !DILocation(line: 82, column: 36, scope: !91)
!106 = !DILocation(line: 82, column: 9, scope: !91)
!107 = distinct !{!107, !93, !108, !85}
!108 = !DILocation(line: 82, column: 111, scope: !87)
!109 = !DILocalVariable(name: "bh", scope: !63, file: !3, line: 83, type: !11)
!110 = !DILocation(line: 83, column: 13, scope: !63)
!111 = !DILocation(line: 83, column: 24, scope: !63)
!112 = !DILocation(line: 83, column: 18, scope: !63)
!113 = !DILocation(line: 84, column: 80, scope: !63)
!114 = !DILocation(line: 84, column: 93, scope: !63)
!115 = !DILocation(line: 84, column: 87, scope: !63)
!116 = !DILocation(line: 84, column: 107, scope: !63)
!117 = !DILocation(line: 84, column: 100, scope: !63)
!118 = !DILocation(line: 84, column: 114, scope: !63)
!119 = !DILocation(line: 84, column: 118, scope: !63)
!120 = !DILocation(line: 84, column: 121, scope: !63)
!121 = !DILocation(line: 84, column: 124, scope: !63)
!122 = !DILocation(line: 84, column: 130, scope: !63)
!123 = !DILocation(line: 84, column: 136, scope: !63)
!124 = !DILocation(line: 0, scope: !63)
!125 = !DILocation(line: 84, column: 159, scope: !63)
!126 = !DILocation(line: 84, column: 146, scope: !63)
!127 = !DILocation(line: 84, column: 9, scope: !63)
!128 = !DILocation(line: 85, column: 5, scope: !63)
!129 = !DILocation(line: 80, column: 41, scope: !58)
!130 = !DILocation(line: 80, column: 5, scope: !58)
!131 = distinct !{!131, !60, !132, !85}
!132 = !DILocation(line: 85, column: 5, scope: !54)
!133 = !DILocation(line: 86, column: 40, scope: !42)
!134 = !DILocation(line: 86, column: 45, scope: !42)
!135 = !DILocation(line: 86, column: 5, scope: !42)
!136 = !DILocation(line: 87, column: 12, scope: !42)
!137 = !DILocation(line: 87, column: 23, scope: !42)
!138 = !DILocation(line: 87, column: 17, scope: !42)
!139 = !DILocation(line: 87, column: 29, scope: !42)
!140 = !DILocation(line: 87, column: 5, scope: !42)
!141 = distinct !DISubprogram(name: "insert", scope: !3, file: !3, line: 15, type: !142, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!142 = !DISubroutineType(types: !143)
!143 = !{!11, !11}
!144 = !DILocalVariable(name: "key", arg: 1, scope: !141, file: !3, line: 15, type: !11)
!145 = !DILocation(line: 15, column: 23, scope: !141)
!146 = !DILocalVariable(name: "y", scope: !141, file: !3, line: 16, type: !31)
!147 = !DILocation(line: 16, column: 18, scope: !141)
!148 = !DILocalVariable(name: "x", scope: !141, file: !3, line: 16, type: !31)
!149 = !DILocation(line: 16, column: 28, scope: !141)
!150 = !DILocation(line: 16, column: 32, scope: !141)
!151 = !DILocation(line: 17, column: 5, scope: !141)
!152 = !DILocation(line: 17, column: 12, scope: !141)
!153 = !DILocation(line: 17, column: 14, scope: !141)
!154 = !DILocation(line: 17, column: 28, scope: !155)
!155 = distinct !DILexicalBlock(scope: !141, file: !3, line: 17, column: 22)
!156 = !DILocation(line: 17, column: 26, scope: !155)
!157 = !DILocation(line: 17, column: 35, scope: !158)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 17, column: 35)
!159 = !DILocation(line: 17, column: 42, scope: !158)
!160 = !DILocation(line: 17, column: 45, scope: !158)
!161 = !DILocation(line: 17, column: 39, scope: !158)
!162 = !DILocation(line: 17, column: 35, scope: !155)
!163 = !DILocation(line: 17, column: 50, scope: !158)
!164 = !DILocation(line: 17, column: 64, scope: !155)
!165 = !DILocation(line: 17, column: 70, scope: !155)
!166 = !DILocation(line: 17, column: 73, scope: !155)
!167 = !DILocation(line: 17, column: 68, scope: !155)
!168 = !DILocation(line: 17, column: 79, scope: !155)
!169 = !DILocation(line: 17, column: 82, scope: !155)
!170 = !DILocation(line: 17, column: 86, scope: !155)
!171 = !DILocation(line: 17, column: 89, scope: !155)
!172 = !DILocation(line: 17, column: 62, scope: !155)
!173 = distinct !{!173, !151, !174, !85}
!174 = !DILocation(line: 17, column: 92, scope: !141)
!175 = !DILocalVariable(name: "z", scope: !141, file: !3, line: 18, type: !31)
!176 = !DILocation(line: 18, column: 18, scope: !141)
!177 = !DILocation(line: 18, column: 22, scope: !141)
!178 = !DILocation(line: 19, column: 14, scope: !141)
!179 = !DILocation(line: 19, column: 5, scope: !141)
!180 = !DILocation(line: 19, column: 8, scope: !141)
!181 = !DILocation(line: 19, column: 12, scope: !141)
!182 = !DILocation(line: 19, column: 26, scope: !141)
!183 = !DILocation(line: 19, column: 29, scope: !141)
!184 = !DILocation(line: 19, column: 31, scope: !141)
!185 = !DILocation(line: 19, column: 19, scope: !141)
!186 = !DILocation(line: 19, column: 22, scope: !141)
!187 = !DILocation(line: 19, column: 24, scope: !141)
!188 = !DILocation(line: 19, column: 45, scope: !141)
!189 = !DILocation(line: 19, column: 38, scope: !141)
!190 = !DILocation(line: 19, column: 41, scope: !141)
!191 = !DILocation(line: 19, column: 43, scope: !141)
!192 = !DILocation(line: 19, column: 48, scope: !141)
!193 = !DILocation(line: 19, column: 51, scope: !141)
!194 = !DILocation(line: 19, column: 57, scope: !141)
!195 = !DILocation(line: 20, column: 9, scope: !196)
!196 = distinct !DILexicalBlock(scope: !141, file: !3, line: 20, column: 9)
!197 = !DILocation(line: 20, column: 11, scope: !196)
!198 = !DILocation(line: 20, column: 9, scope: !141)
!199 = !DILocation(line: 20, column: 26, scope: !196)
!200 = !DILocation(line: 20, column: 24, scope: !196)
!201 = !DILocation(line: 20, column: 19, scope: !196)
!202 = !DILocation(line: 20, column: 38, scope: !203)
!203 = distinct !DILexicalBlock(scope: !196, file: !3, line: 20, column: 38)
!204 = !DILocation(line: 20, column: 44, scope: !203)
!205 = !DILocation(line: 20, column: 47, scope: !203)
!206 = !DILocation(line: 20, column: 42, scope: !203)
!207 = !DILocation(line: 20, column: 38, scope: !196)
!208 = !DILocation(line: 20, column: 59, scope: !203)
!209 = !DILocation(line: 20, column: 52, scope: !203)
!210 = !DILocation(line: 20, column: 55, scope: !203)
!211 = !DILocation(line: 20, column: 57, scope: !203)
!212 = !DILocation(line: 20, column: 74, scope: !203)
!213 = !DILocation(line: 20, column: 67, scope: !203)
!214 = !DILocation(line: 20, column: 70, scope: !203)
!215 = !DILocation(line: 20, column: 72, scope: !203)
!216 = !DILocation(line: 21, column: 5, scope: !141)
!217 = !DILocation(line: 21, column: 12, scope: !141)
!218 = !DILocation(line: 21, column: 15, scope: !141)
!219 = !DILocation(line: 21, column: 18, scope: !141)
!220 = !DILocation(line: 21, column: 24, scope: !141)
!221 = !DILocalVariable(name: "g", scope: !222, file: !3, line: 22, type: !31)
!222 = distinct !DILexicalBlock(scope: !141, file: !3, line: 21, column: 32)
!223 = !DILocation(line: 22, column: 22, scope: !222)
!224 = !DILocation(line: 22, column: 26, scope: !222)
!225 = !DILocation(line: 22, column: 29, scope: !222)
!226 = !DILocation(line: 22, column: 32, scope: !222)
!227 = !DILocation(line: 23, column: 13, scope: !228)
!228 = distinct !DILexicalBlock(scope: !222, file: !3, line: 23, column: 13)
!229 = !DILocation(line: 23, column: 16, scope: !228)
!230 = !DILocation(line: 23, column: 21, scope: !228)
!231 = !DILocation(line: 23, column: 24, scope: !228)
!232 = !DILocation(line: 23, column: 18, scope: !228)
!233 = !DILocation(line: 23, column: 13, scope: !222)
!234 = !DILocalVariable(name: "u", scope: !235, file: !3, line: 24, type: !31)
!235 = distinct !DILexicalBlock(scope: !228, file: !3, line: 23, column: 27)
!236 = !DILocation(line: 24, column: 26, scope: !235)
!237 = !DILocation(line: 24, column: 30, scope: !235)
!238 = !DILocation(line: 24, column: 33, scope: !235)
!239 = !DILocation(line: 25, column: 17, scope: !240)
!240 = distinct !DILexicalBlock(scope: !235, file: !3, line: 25, column: 17)
!241 = !DILocation(line: 25, column: 20, scope: !240)
!242 = !DILocation(line: 25, column: 26, scope: !240)
!243 = !DILocation(line: 25, column: 17, scope: !235)
!244 = !DILocation(line: 25, column: 36, scope: !245)
!245 = distinct !DILexicalBlock(scope: !240, file: !3, line: 25, column: 34)
!246 = !DILocation(line: 25, column: 39, scope: !245)
!247 = !DILocation(line: 25, column: 42, scope: !245)
!248 = !DILocation(line: 25, column: 48, scope: !245)
!249 = !DILocation(line: 25, column: 57, scope: !245)
!250 = !DILocation(line: 25, column: 60, scope: !245)
!251 = !DILocation(line: 25, column: 66, scope: !245)
!252 = !DILocation(line: 25, column: 75, scope: !245)
!253 = !DILocation(line: 25, column: 78, scope: !245)
!254 = !DILocation(line: 25, column: 84, scope: !245)
!255 = !DILocation(line: 25, column: 95, scope: !245)
!256 = !DILocation(line: 25, column: 93, scope: !245)
!257 = !DILocation(line: 25, column: 98, scope: !245)
!258 = !DILocation(line: 26, column: 24, scope: !259)
!259 = distinct !DILexicalBlock(scope: !260, file: !3, line: 26, column: 24)
!260 = distinct !DILexicalBlock(scope: !240, file: !3, line: 26, column: 18)
!261 = !DILocation(line: 26, column: 29, scope: !259)
!262 = !DILocation(line: 26, column: 32, scope: !259)
!263 = !DILocation(line: 26, column: 35, scope: !259)
!264 = !DILocation(line: 26, column: 26, scope: !259)
!265 = !DILocation(line: 26, column: 24, scope: !260)
!266 = !DILocation(line: 26, column: 44, scope: !267)
!267 = distinct !DILexicalBlock(scope: !259, file: !3, line: 26, column: 38)
!268 = !DILocation(line: 26, column: 47, scope: !267)
!269 = !DILocation(line: 26, column: 42, scope: !267)
!270 = !DILocation(line: 26, column: 59, scope: !267)
!271 = !DILocation(line: 26, column: 50, scope: !267)
!272 = !DILocation(line: 26, column: 63, scope: !267)
!273 = !DILocation(line: 26, column: 65, scope: !260)
!274 = !DILocation(line: 26, column: 68, scope: !260)
!275 = !DILocation(line: 26, column: 71, scope: !260)
!276 = !DILocation(line: 26, column: 77, scope: !260)
!277 = !DILocation(line: 26, column: 86, scope: !260)
!278 = !DILocation(line: 26, column: 89, scope: !260)
!279 = !DILocation(line: 26, column: 95, scope: !260)
!280 = !DILocation(line: 26, column: 112, scope: !260)
!281 = !DILocation(line: 26, column: 102, scope: !260)
!282 = !DILocation(line: 27, column: 9, scope: !235)
!283 = !DILocalVariable(name: "u", scope: !284, file: !3, line: 28, type: !31)
!284 = distinct !DILexicalBlock(scope: !228, file: !3, line: 27, column: 16)
!285 = !DILocation(line: 28, column: 26, scope: !284)
!286 = !DILocation(line: 28, column: 30, scope: !284)
!287 = !DILocation(line: 28, column: 33, scope: !284)
!288 = !DILocation(line: 29, column: 17, scope: !289)
!289 = distinct !DILexicalBlock(scope: !284, file: !3, line: 29, column: 17)
!290 = !DILocation(line: 29, column: 20, scope: !289)
!291 = !DILocation(line: 29, column: 26, scope: !289)
!292 = !DILocation(line: 29, column: 17, scope: !284)
!293 = !DILocation(line: 29, column: 36, scope: !294)
!294 = distinct !DILexicalBlock(scope: !289, file: !3, line: 29, column: 34)
!295 = !DILocation(line: 29, column: 39, scope: !294)
!296 = !DILocation(line: 29, column: 42, scope: !294)
!297 = !DILocation(line: 29, column: 48, scope: !294)
!298 = !DILocation(line: 29, column: 57, scope: !294)
!299 = !DILocation(line: 29, column: 60, scope: !294)
!300 = !DILocation(line: 29, column: 66, scope: !294)
!301 = !DILocation(line: 29, column: 75, scope: !294)
!302 = !DILocation(line: 29, column: 78, scope: !294)
!303 = !DILocation(line: 29, column: 84, scope: !294)
!304 = !DILocation(line: 29, column: 95, scope: !294)
!305 = !DILocation(line: 29, column: 93, scope: !294)
!306 = !DILocation(line: 29, column: 98, scope: !294)
!307 = !DILocation(line: 30, column: 24, scope: !308)
!308 = distinct !DILexicalBlock(scope: !309, file: !3, line: 30, column: 24)
!309 = distinct !DILexicalBlock(scope: !289, file: !3, line: 30, column: 18)
!310 = !DILocation(line: 30, column: 29, scope: !308)
!311 = !DILocation(line: 30, column: 32, scope: !308)
!312 = !DILocation(line: 30, column: 35, scope: !308)
!313 = !DILocation(line: 30, column: 26, scope: !308)
!314 = !DILocation(line: 30, column: 24, scope: !309)
!315 = !DILocation(line: 30, column: 44, scope: !316)
!316 = distinct !DILexicalBlock(scope: !308, file: !3, line: 30, column: 38)
!317 = !DILocation(line: 30, column: 47, scope: !316)
!318 = !DILocation(line: 30, column: 42, scope: !316)
!319 = !DILocation(line: 30, column: 60, scope: !316)
!320 = !DILocation(line: 30, column: 50, scope: !316)
!321 = !DILocation(line: 30, column: 64, scope: !316)
!322 = !DILocation(line: 30, column: 66, scope: !309)
!323 = !DILocation(line: 30, column: 69, scope: !309)
!324 = !DILocation(line: 30, column: 72, scope: !309)
!325 = !DILocation(line: 30, column: 78, scope: !309)
!326 = !DILocation(line: 30, column: 87, scope: !309)
!327 = !DILocation(line: 30, column: 90, scope: !309)
!328 = !DILocation(line: 30, column: 96, scope: !309)
!329 = !DILocation(line: 30, column: 112, scope: !309)
!330 = !DILocation(line: 30, column: 103, scope: !309)
!331 = distinct !{!331, !216, !332, !85}
!332 = !DILocation(line: 32, column: 5, scope: !141)
!333 = !DILocation(line: 33, column: 5, scope: !141)
!334 = !DILocation(line: 33, column: 11, scope: !141)
!335 = !DILocation(line: 33, column: 17, scope: !141)
!336 = !DILocation(line: 34, column: 5, scope: !141)
!337 = !DILocation(line: 35, column: 1, scope: !141)
!338 = distinct !DISubprogram(name: "erase", scope: !3, file: !3, line: 38, type: !142, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!339 = !DILocalVariable(name: "key", arg: 1, scope: !338, file: !3, line: 38, type: !11)
!340 = !DILocation(line: 38, column: 22, scope: !338)
!341 = !DILocalVariable(name: "z", scope: !338, file: !3, line: 39, type: !31)
!342 = !DILocation(line: 39, column: 18, scope: !338)
!343 = !DILocation(line: 39, column: 22, scope: !338)
!344 = !DILocation(line: 40, column: 5, scope: !338)
!345 = !DILocation(line: 40, column: 12, scope: !338)
!346 = !DILocation(line: 40, column: 14, scope: !338)
!347 = !DILocation(line: 40, column: 21, scope: !338)
!348 = !DILocation(line: 40, column: 24, scope: !338)
!349 = !DILocation(line: 40, column: 27, scope: !338)
!350 = !DILocation(line: 40, column: 34, scope: !338)
!351 = !DILocation(line: 40, column: 31, scope: !338)
!352 = !DILocation(line: 0, scope: !338)
!353 = !DILocation(line: 40, column: 43, scope: !338)
!354 = !DILocation(line: 40, column: 49, scope: !338)
!355 = !DILocation(line: 40, column: 52, scope: !338)
!356 = !DILocation(line: 40, column: 47, scope: !338)
!357 = !DILocation(line: 40, column: 58, scope: !338)
!358 = !DILocation(line: 40, column: 61, scope: !338)
!359 = !DILocation(line: 40, column: 65, scope: !338)
!360 = !DILocation(line: 40, column: 68, scope: !338)
!361 = !DILocation(line: 40, column: 41, scope: !338)
!362 = distinct !{!362, !344, !360, !85}
!363 = !DILocation(line: 41, column: 9, scope: !364)
!364 = distinct !DILexicalBlock(scope: !338, file: !3, line: 41, column: 9)
!365 = !DILocation(line: 41, column: 11, scope: !364)
!366 = !DILocation(line: 41, column: 9, scope: !338)
!367 = !DILocation(line: 41, column: 19, scope: !364)
!368 = !DILocalVariable(name: "y", scope: !338, file: !3, line: 42, type: !31)
!369 = !DILocation(line: 42, column: 18, scope: !338)
!370 = !DILocation(line: 42, column: 22, scope: !338)
!371 = !DILocalVariable(name: "x", scope: !338, file: !3, line: 42, type: !31)
!372 = !DILocation(line: 42, column: 26, scope: !338)
!373 = !DILocalVariable(name: "yc", scope: !338, file: !3, line: 42, type: !11)
!374 = !DILocation(line: 42, column: 33, scope: !338)
!375 = !DILocation(line: 42, column: 38, scope: !338)
!376 = !DILocation(line: 42, column: 41, scope: !338)
!377 = !DILocation(line: 43, column: 9, scope: !378)
!378 = distinct !DILexicalBlock(scope: !338, file: !3, line: 43, column: 9)
!379 = !DILocation(line: 43, column: 12, scope: !378)
!380 = !DILocation(line: 43, column: 14, scope: !378)
!381 = !DILocation(line: 43, column: 9, scope: !338)
!382 = !DILocation(line: 43, column: 28, scope: !383)
!383 = distinct !DILexicalBlock(scope: !378, file: !3, line: 43, column: 22)
!384 = !DILocation(line: 43, column: 31, scope: !383)
!385 = !DILocation(line: 43, column: 26, scope: !383)
!386 = !DILocation(line: 43, column: 45, scope: !383)
!387 = !DILocation(line: 43, column: 48, scope: !383)
!388 = !DILocation(line: 43, column: 51, scope: !383)
!389 = !DILocation(line: 43, column: 34, scope: !383)
!390 = !DILocation(line: 43, column: 55, scope: !383)
!391 = !DILocation(line: 44, column: 14, scope: !392)
!392 = distinct !DILexicalBlock(scope: !378, file: !3, line: 44, column: 14)
!393 = !DILocation(line: 44, column: 17, scope: !392)
!394 = !DILocation(line: 44, column: 19, scope: !392)
!395 = !DILocation(line: 44, column: 14, scope: !378)
!396 = !DILocation(line: 44, column: 33, scope: !397)
!397 = distinct !DILexicalBlock(scope: !392, file: !3, line: 44, column: 27)
!398 = !DILocation(line: 44, column: 36, scope: !397)
!399 = !DILocation(line: 44, column: 31, scope: !397)
!400 = !DILocation(line: 44, column: 50, scope: !397)
!401 = !DILocation(line: 44, column: 53, scope: !397)
!402 = !DILocation(line: 44, column: 56, scope: !397)
!403 = !DILocation(line: 44, column: 39, scope: !397)
!404 = !DILocation(line: 44, column: 60, scope: !397)
!405 = !DILocation(line: 45, column: 24, scope: !406)
!406 = distinct !DILexicalBlock(scope: !392, file: !3, line: 45, column: 10)
!407 = !DILocation(line: 45, column: 27, scope: !406)
!408 = !DILocation(line: 45, column: 16, scope: !406)
!409 = !DILocation(line: 45, column: 14, scope: !406)
!410 = !DILocation(line: 45, column: 36, scope: !406)
!411 = !DILocation(line: 45, column: 39, scope: !406)
!412 = !DILocation(line: 45, column: 34, scope: !406)
!413 = !DILocation(line: 45, column: 50, scope: !406)
!414 = !DILocation(line: 45, column: 53, scope: !406)
!415 = !DILocation(line: 45, column: 48, scope: !406)
!416 = !DILocation(line: 45, column: 60, scope: !417)
!417 = distinct !DILexicalBlock(scope: !406, file: !3, line: 45, column: 60)
!418 = !DILocation(line: 45, column: 63, scope: !417)
!419 = !DILocation(line: 45, column: 68, scope: !417)
!420 = !DILocation(line: 45, column: 65, scope: !417)
!421 = !DILocation(line: 45, column: 60, scope: !406)
!422 = !DILocation(line: 45, column: 78, scope: !417)
!423 = !DILocation(line: 45, column: 71, scope: !417)
!424 = !DILocation(line: 45, column: 74, scope: !417)
!425 = !DILocation(line: 45, column: 76, scope: !417)
!426 = !DILocation(line: 45, column: 99, scope: !427)
!427 = distinct !DILexicalBlock(scope: !417, file: !3, line: 45, column: 86)
!428 = !DILocation(line: 45, column: 102, scope: !427)
!429 = !DILocation(line: 45, column: 105, scope: !427)
!430 = !DILocation(line: 45, column: 88, scope: !427)
!431 = !DILocation(line: 45, column: 116, scope: !427)
!432 = !DILocation(line: 45, column: 119, scope: !427)
!433 = !DILocation(line: 45, column: 109, scope: !427)
!434 = !DILocation(line: 45, column: 112, scope: !427)
!435 = !DILocation(line: 45, column: 114, scope: !427)
!436 = !DILocation(line: 45, column: 132, scope: !427)
!437 = !DILocation(line: 45, column: 122, scope: !427)
!438 = !DILocation(line: 45, column: 125, scope: !427)
!439 = !DILocation(line: 45, column: 128, scope: !427)
!440 = !DILocation(line: 45, column: 130, scope: !427)
!441 = !DILocation(line: 45, column: 148, scope: !406)
!442 = !DILocation(line: 45, column: 151, scope: !406)
!443 = !DILocation(line: 45, column: 137, scope: !406)
!444 = !DILocation(line: 45, column: 162, scope: !406)
!445 = !DILocation(line: 45, column: 165, scope: !406)
!446 = !DILocation(line: 45, column: 155, scope: !406)
!447 = !DILocation(line: 45, column: 158, scope: !406)
!448 = !DILocation(line: 45, column: 160, scope: !406)
!449 = !DILocation(line: 45, column: 178, scope: !406)
!450 = !DILocation(line: 45, column: 168, scope: !406)
!451 = !DILocation(line: 45, column: 171, scope: !406)
!452 = !DILocation(line: 45, column: 174, scope: !406)
!453 = !DILocation(line: 45, column: 176, scope: !406)
!454 = !DILocation(line: 45, column: 192, scope: !406)
!455 = !DILocation(line: 45, column: 195, scope: !406)
!456 = !DILocation(line: 45, column: 181, scope: !406)
!457 = !DILocation(line: 45, column: 184, scope: !406)
!458 = !DILocation(line: 45, column: 190, scope: !406)
!459 = !DILocation(line: 46, column: 10, scope: !338)
!460 = !DILocation(line: 46, column: 5, scope: !338)
!461 = !DILocation(line: 47, column: 9, scope: !462)
!462 = distinct !DILexicalBlock(scope: !338, file: !3, line: 47, column: 9)
!463 = !DILocation(line: 47, column: 12, scope: !462)
!464 = !DILocation(line: 47, column: 9, scope: !338)
!465 = !DILocation(line: 48, column: 9, scope: !466)
!466 = distinct !DILexicalBlock(scope: !462, file: !3, line: 47, column: 22)
!467 = !DILocation(line: 48, column: 16, scope: !466)
!468 = !DILocation(line: 48, column: 21, scope: !466)
!469 = !DILocation(line: 48, column: 18, scope: !466)
!470 = !DILocation(line: 48, column: 26, scope: !466)
!471 = !DILocation(line: 48, column: 29, scope: !466)
!472 = !DILocation(line: 48, column: 32, scope: !466)
!473 = !DILocation(line: 48, column: 38, scope: !466)
!474 = !DILocation(line: 0, scope: !466)
!475 = !DILocation(line: 49, column: 17, scope: !476)
!476 = distinct !DILexicalBlock(scope: !477, file: !3, line: 49, column: 17)
!477 = distinct !DILexicalBlock(scope: !466, file: !3, line: 48, column: 48)
!478 = !DILocation(line: 49, column: 22, scope: !476)
!479 = !DILocation(line: 49, column: 25, scope: !476)
!480 = !DILocation(line: 49, column: 28, scope: !476)
!481 = !DILocation(line: 49, column: 19, scope: !476)
!482 = !DILocation(line: 49, column: 17, scope: !477)
!483 = !DILocalVariable(name: "w", scope: !484, file: !3, line: 50, type: !31)
!484 = distinct !DILexicalBlock(scope: !476, file: !3, line: 49, column: 31)
!485 = !DILocation(line: 50, column: 30, scope: !484)
!486 = !DILocation(line: 50, column: 34, scope: !484)
!487 = !DILocation(line: 50, column: 37, scope: !484)
!488 = !DILocation(line: 50, column: 40, scope: !484)
!489 = !DILocation(line: 51, column: 21, scope: !490)
!490 = distinct !DILexicalBlock(scope: !484, file: !3, line: 51, column: 21)
!491 = !DILocation(line: 51, column: 24, scope: !490)
!492 = !DILocation(line: 51, column: 30, scope: !490)
!493 = !DILocation(line: 51, column: 21, scope: !484)
!494 = !DILocation(line: 51, column: 40, scope: !495)
!495 = distinct !DILexicalBlock(scope: !490, file: !3, line: 51, column: 38)
!496 = !DILocation(line: 51, column: 43, scope: !495)
!497 = !DILocation(line: 51, column: 49, scope: !495)
!498 = !DILocation(line: 51, column: 58, scope: !495)
!499 = !DILocation(line: 51, column: 61, scope: !495)
!500 = !DILocation(line: 51, column: 64, scope: !495)
!501 = !DILocation(line: 51, column: 70, scope: !495)
!502 = !DILocation(line: 51, column: 86, scope: !495)
!503 = !DILocation(line: 51, column: 89, scope: !495)
!504 = !DILocation(line: 51, column: 77, scope: !495)
!505 = !DILocation(line: 51, column: 97, scope: !495)
!506 = !DILocation(line: 51, column: 100, scope: !495)
!507 = !DILocation(line: 51, column: 103, scope: !495)
!508 = !DILocation(line: 51, column: 95, scope: !495)
!509 = !DILocation(line: 51, column: 106, scope: !495)
!510 = !DILocation(line: 52, column: 21, scope: !511)
!511 = distinct !DILexicalBlock(scope: !484, file: !3, line: 52, column: 21)
!512 = !DILocation(line: 52, column: 24, scope: !511)
!513 = !DILocation(line: 52, column: 27, scope: !511)
!514 = !DILocation(line: 52, column: 33, scope: !511)
!515 = !DILocation(line: 52, column: 42, scope: !511)
!516 = !DILocation(line: 52, column: 45, scope: !511)
!517 = !DILocation(line: 52, column: 48, scope: !511)
!518 = !DILocation(line: 52, column: 51, scope: !511)
!519 = !DILocation(line: 52, column: 57, scope: !511)
!520 = !DILocation(line: 52, column: 21, scope: !484)
!521 = !DILocation(line: 52, column: 69, scope: !522)
!522 = distinct !DILexicalBlock(scope: !511, file: !3, line: 52, column: 67)
!523 = !DILocation(line: 52, column: 72, scope: !522)
!524 = !DILocation(line: 52, column: 78, scope: !522)
!525 = !DILocation(line: 52, column: 89, scope: !522)
!526 = !DILocation(line: 52, column: 92, scope: !522)
!527 = !DILocation(line: 52, column: 87, scope: !522)
!528 = !DILocation(line: 52, column: 95, scope: !522)
!529 = !DILocation(line: 53, column: 28, scope: !530)
!530 = distinct !DILexicalBlock(scope: !531, file: !3, line: 53, column: 28)
!531 = distinct !DILexicalBlock(scope: !511, file: !3, line: 53, column: 22)
!532 = !DILocation(line: 53, column: 31, scope: !530)
!533 = !DILocation(line: 53, column: 34, scope: !530)
!534 = !DILocation(line: 53, column: 40, scope: !530)
!535 = !DILocation(line: 53, column: 28, scope: !531)
!536 = !DILocation(line: 53, column: 52, scope: !537)
!537 = distinct !DILexicalBlock(scope: !530, file: !3, line: 53, column: 50)
!538 = !DILocation(line: 53, column: 55, scope: !537)
!539 = !DILocation(line: 53, column: 58, scope: !537)
!540 = !DILocation(line: 53, column: 64, scope: !537)
!541 = !DILocation(line: 53, column: 73, scope: !537)
!542 = !DILocation(line: 53, column: 76, scope: !537)
!543 = !DILocation(line: 53, column: 82, scope: !537)
!544 = !DILocation(line: 53, column: 99, scope: !537)
!545 = !DILocation(line: 53, column: 89, scope: !537)
!546 = !DILocation(line: 53, column: 107, scope: !537)
!547 = !DILocation(line: 53, column: 110, scope: !537)
!548 = !DILocation(line: 53, column: 113, scope: !537)
!549 = !DILocation(line: 53, column: 105, scope: !537)
!550 = !DILocation(line: 53, column: 116, scope: !537)
!551 = !DILocation(line: 53, column: 129, scope: !531)
!552 = !DILocation(line: 53, column: 132, scope: !531)
!553 = !DILocation(line: 53, column: 135, scope: !531)
!554 = !DILocation(line: 53, column: 118, scope: !531)
!555 = !DILocation(line: 53, column: 121, scope: !531)
!556 = !DILocation(line: 53, column: 127, scope: !531)
!557 = !DILocation(line: 53, column: 142, scope: !531)
!558 = !DILocation(line: 53, column: 145, scope: !531)
!559 = !DILocation(line: 53, column: 148, scope: !531)
!560 = !DILocation(line: 53, column: 154, scope: !531)
!561 = !DILocation(line: 53, column: 163, scope: !531)
!562 = !DILocation(line: 53, column: 166, scope: !531)
!563 = !DILocation(line: 53, column: 169, scope: !531)
!564 = !DILocation(line: 53, column: 175, scope: !531)
!565 = !DILocation(line: 53, column: 193, scope: !531)
!566 = !DILocation(line: 53, column: 196, scope: !531)
!567 = !DILocation(line: 53, column: 184, scope: !531)
!568 = !DILocation(line: 53, column: 204, scope: !531)
!569 = !DILocation(line: 53, column: 202, scope: !531)
!570 = !DILocation(line: 54, column: 13, scope: !484)
!571 = !DILocalVariable(name: "w", scope: !572, file: !3, line: 55, type: !31)
!572 = distinct !DILexicalBlock(scope: !476, file: !3, line: 54, column: 20)
!573 = !DILocation(line: 55, column: 30, scope: !572)
!574 = !DILocation(line: 55, column: 34, scope: !572)
!575 = !DILocation(line: 55, column: 37, scope: !572)
!576 = !DILocation(line: 55, column: 40, scope: !572)
!577 = !DILocation(line: 56, column: 21, scope: !578)
!578 = distinct !DILexicalBlock(scope: !572, file: !3, line: 56, column: 21)
!579 = !DILocation(line: 56, column: 24, scope: !578)
!580 = !DILocation(line: 56, column: 30, scope: !578)
!581 = !DILocation(line: 56, column: 21, scope: !572)
!582 = !DILocation(line: 56, column: 40, scope: !583)
!583 = distinct !DILexicalBlock(scope: !578, file: !3, line: 56, column: 38)
!584 = !DILocation(line: 56, column: 43, scope: !583)
!585 = !DILocation(line: 56, column: 49, scope: !583)
!586 = !DILocation(line: 56, column: 58, scope: !583)
!587 = !DILocation(line: 56, column: 61, scope: !583)
!588 = !DILocation(line: 56, column: 64, scope: !583)
!589 = !DILocation(line: 56, column: 70, scope: !583)
!590 = !DILocation(line: 56, column: 87, scope: !583)
!591 = !DILocation(line: 56, column: 90, scope: !583)
!592 = !DILocation(line: 56, column: 77, scope: !583)
!593 = !DILocation(line: 56, column: 98, scope: !583)
!594 = !DILocation(line: 56, column: 101, scope: !583)
!595 = !DILocation(line: 56, column: 104, scope: !583)
!596 = !DILocation(line: 56, column: 96, scope: !583)
!597 = !DILocation(line: 56, column: 107, scope: !583)
!598 = !DILocation(line: 57, column: 21, scope: !599)
!599 = distinct !DILexicalBlock(scope: !572, file: !3, line: 57, column: 21)
!600 = !DILocation(line: 57, column: 24, scope: !599)
!601 = !DILocation(line: 57, column: 27, scope: !599)
!602 = !DILocation(line: 57, column: 33, scope: !599)
!603 = !DILocation(line: 57, column: 42, scope: !599)
!604 = !DILocation(line: 57, column: 45, scope: !599)
!605 = !DILocation(line: 57, column: 48, scope: !599)
!606 = !DILocation(line: 57, column: 51, scope: !599)
!607 = !DILocation(line: 57, column: 57, scope: !599)
!608 = !DILocation(line: 57, column: 21, scope: !572)
!609 = !DILocation(line: 57, column: 69, scope: !610)
!610 = distinct !DILexicalBlock(scope: !599, file: !3, line: 57, column: 67)
!611 = !DILocation(line: 57, column: 72, scope: !610)
!612 = !DILocation(line: 57, column: 78, scope: !610)
!613 = !DILocation(line: 57, column: 89, scope: !610)
!614 = !DILocation(line: 57, column: 92, scope: !610)
!615 = !DILocation(line: 57, column: 87, scope: !610)
!616 = !DILocation(line: 57, column: 95, scope: !610)
!617 = !DILocation(line: 58, column: 28, scope: !618)
!618 = distinct !DILexicalBlock(scope: !619, file: !3, line: 58, column: 28)
!619 = distinct !DILexicalBlock(scope: !599, file: !3, line: 58, column: 22)
!620 = !DILocation(line: 58, column: 31, scope: !618)
!621 = !DILocation(line: 58, column: 34, scope: !618)
!622 = !DILocation(line: 58, column: 40, scope: !618)
!623 = !DILocation(line: 58, column: 28, scope: !619)
!624 = !DILocation(line: 58, column: 52, scope: !625)
!625 = distinct !DILexicalBlock(scope: !618, file: !3, line: 58, column: 50)
!626 = !DILocation(line: 58, column: 55, scope: !625)
!627 = !DILocation(line: 58, column: 58, scope: !625)
!628 = !DILocation(line: 58, column: 64, scope: !625)
!629 = !DILocation(line: 58, column: 73, scope: !625)
!630 = !DILocation(line: 58, column: 76, scope: !625)
!631 = !DILocation(line: 58, column: 82, scope: !625)
!632 = !DILocation(line: 58, column: 98, scope: !625)
!633 = !DILocation(line: 58, column: 89, scope: !625)
!634 = !DILocation(line: 58, column: 106, scope: !625)
!635 = !DILocation(line: 58, column: 109, scope: !625)
!636 = !DILocation(line: 58, column: 112, scope: !625)
!637 = !DILocation(line: 58, column: 104, scope: !625)
!638 = !DILocation(line: 58, column: 115, scope: !625)
!639 = !DILocation(line: 58, column: 128, scope: !619)
!640 = !DILocation(line: 58, column: 131, scope: !619)
!641 = !DILocation(line: 58, column: 134, scope: !619)
!642 = !DILocation(line: 58, column: 117, scope: !619)
!643 = !DILocation(line: 58, column: 120, scope: !619)
!644 = !DILocation(line: 58, column: 126, scope: !619)
!645 = !DILocation(line: 58, column: 141, scope: !619)
!646 = !DILocation(line: 58, column: 144, scope: !619)
!647 = !DILocation(line: 58, column: 147, scope: !619)
!648 = !DILocation(line: 58, column: 153, scope: !619)
!649 = !DILocation(line: 58, column: 162, scope: !619)
!650 = !DILocation(line: 58, column: 165, scope: !619)
!651 = !DILocation(line: 58, column: 168, scope: !619)
!652 = !DILocation(line: 58, column: 174, scope: !619)
!653 = !DILocation(line: 58, column: 193, scope: !619)
!654 = !DILocation(line: 58, column: 196, scope: !619)
!655 = !DILocation(line: 58, column: 183, scope: !619)
!656 = !DILocation(line: 58, column: 204, scope: !619)
!657 = !DILocation(line: 58, column: 202, scope: !619)
!658 = distinct !{!658, !465, !659, !85}
!659 = !DILocation(line: 60, column: 9, scope: !466)
!660 = !DILocation(line: 61, column: 9, scope: !466)
!661 = !DILocation(line: 61, column: 12, scope: !466)
!662 = !DILocation(line: 61, column: 18, scope: !466)
!663 = !DILocation(line: 62, column: 5, scope: !466)
!664 = !DILocation(line: 63, column: 5, scope: !338)
!665 = !DILocation(line: 64, column: 1, scope: !338)
!666 = distinct !DISubprogram(name: "check", scope: !3, file: !3, line: 65, type: !667, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!667 = !DISubroutineType(types: !668)
!668 = !{!11, !31, !669}
!669 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !11, size: 64)
!670 = !DILocalVariable(name: "n", arg: 1, scope: !666, file: !3, line: 65, type: !31)
!671 = !DILocation(line: 65, column: 31, scope: !666)
!672 = !DILocalVariable(name: "ok", arg: 2, scope: !666, file: !3, line: 65, type: !669)
!673 = !DILocation(line: 65, column: 39, scope: !666)
!674 = !DILocation(line: 66, column: 9, scope: !675)
!675 = distinct !DILexicalBlock(scope: !666, file: !3, line: 66, column: 9)
!676 = !DILocation(line: 66, column: 11, scope: !675)
!677 = !DILocation(line: 66, column: 9, scope: !666)
!678 = !DILocation(line: 66, column: 19, scope: !675)
!679 = !DILocation(line: 67, column: 9, scope: !680)
!680 = distinct !DILexicalBlock(scope: !666, file: !3, line: 67, column: 9)
!681 = !DILocation(line: 67, column: 12, scope: !680)
!682 = !DILocation(line: 67, column: 18, scope: !680)
!683 = !DILocation(line: 67, column: 25, scope: !680)
!684 = !DILocation(line: 67, column: 29, scope: !680)
!685 = !DILocation(line: 67, column: 32, scope: !680)
!686 = !DILocation(line: 67, column: 35, scope: !680)
!687 = !DILocation(line: 67, column: 41, scope: !680)
!688 = !DILocation(line: 67, column: 48, scope: !680)
!689 = !DILocation(line: 67, column: 51, scope: !680)
!690 = !DILocation(line: 67, column: 54, scope: !680)
!691 = !DILocation(line: 67, column: 57, scope: !680)
!692 = !DILocation(line: 67, column: 63, scope: !680)
!693 = !DILocation(line: 67, column: 9, scope: !666)
!694 = !DILocation(line: 67, column: 73, scope: !680)
!695 = !DILocation(line: 67, column: 76, scope: !680)
!696 = !DILocation(line: 67, column: 72, scope: !680)
!697 = !DILocation(line: 68, column: 10, scope: !698)
!698 = distinct !DILexicalBlock(scope: !666, file: !3, line: 68, column: 9)
!699 = !DILocation(line: 68, column: 13, scope: !698)
!700 = !DILocation(line: 68, column: 15, scope: !698)
!701 = !DILocation(line: 68, column: 22, scope: !698)
!702 = !DILocation(line: 68, column: 25, scope: !698)
!703 = !DILocation(line: 68, column: 28, scope: !698)
!704 = !DILocation(line: 68, column: 31, scope: !698)
!705 = !DILocation(line: 68, column: 38, scope: !698)
!706 = !DILocation(line: 68, column: 41, scope: !698)
!707 = !DILocation(line: 68, column: 35, scope: !698)
!708 = !DILocation(line: 68, column: 46, scope: !698)
!709 = !DILocation(line: 68, column: 50, scope: !698)
!710 = !DILocation(line: 68, column: 53, scope: !698)
!711 = !DILocation(line: 68, column: 55, scope: !698)
!712 = !DILocation(line: 68, column: 62, scope: !698)
!713 = !DILocation(line: 68, column: 65, scope: !698)
!714 = !DILocation(line: 68, column: 68, scope: !698)
!715 = !DILocation(line: 68, column: 71, scope: !698)
!716 = !DILocation(line: 68, column: 78, scope: !698)
!717 = !DILocation(line: 68, column: 81, scope: !698)
!718 = !DILocation(line: 68, column: 75, scope: !698)
!719 = !DILocation(line: 68, column: 9, scope: !666)
!720 = !DILocation(line: 68, column: 88, scope: !698)
!721 = !DILocation(line: 68, column: 91, scope: !698)
!722 = !DILocation(line: 68, column: 87, scope: !698)
!723 = !DILocalVariable(name: "a", scope: !666, file: !3, line: 69, type: !11)
!724 = !DILocation(line: 69, column: 9, scope: !666)
!725 = !DILocation(line: 69, column: 19, scope: !666)
!726 = !DILocation(line: 69, column: 22, scope: !666)
!727 = !DILocation(line: 69, column: 25, scope: !666)
!728 = !DILocation(line: 69, column: 13, scope: !666)
!729 = !DILocalVariable(name: "b", scope: !666, file: !3, line: 69, type: !11)
!730 = !DILocation(line: 69, column: 30, scope: !666)
!731 = !DILocation(line: 69, column: 40, scope: !666)
!732 = !DILocation(line: 69, column: 43, scope: !666)
!733 = !DILocation(line: 69, column: 46, scope: !666)
!734 = !DILocation(line: 69, column: 34, scope: !666)
!735 = !DILocation(line: 70, column: 9, scope: !736)
!736 = distinct !DILexicalBlock(scope: !666, file: !3, line: 70, column: 9)
!737 = !DILocation(line: 70, column: 14, scope: !736)
!738 = !DILocation(line: 70, column: 11, scope: !736)
!739 = !DILocation(line: 70, column: 9, scope: !666)
!740 = !DILocation(line: 70, column: 18, scope: !736)
!741 = !DILocation(line: 70, column: 21, scope: !736)
!742 = !DILocation(line: 70, column: 17, scope: !736)
!743 = !DILocation(line: 71, column: 12, scope: !666)
!744 = !DILocation(line: 71, column: 17, scope: !666)
!745 = !DILocation(line: 71, column: 20, scope: !666)
!746 = !DILocation(line: 71, column: 26, scope: !666)
!747 = !DILocation(line: 71, column: 14, scope: !666)
!748 = !DILocation(line: 71, column: 5, scope: !666)
!749 = !DILocation(line: 72, column: 1, scope: !666)
!750 = distinct !DISubprogram(name: "count", scope: !3, file: !3, line: 75, type: !751, scopeLine: 75, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!751 = !DISubroutineType(types: !752)
!752 = !{!11, !31}
!753 = !DILocalVariable(name: "n", arg: 1, scope: !750, file: !3, line: 75, type: !31)
!754 = !DILocation(line: 75, column: 31, scope: !750)
!755 = !DILocation(line: 75, column: 43, scope: !750)
!756 = !DILocation(line: 75, column: 45, scope: !750)
!757 = !DILocation(line: 75, column: 68, scope: !750)
!758 = !DILocation(line: 75, column: 71, scope: !750)
!759 = !DILocation(line: 75, column: 62, scope: !750)
!760 = !DILocation(line: 75, column: 60, scope: !750)
!761 = !DILocation(line: 75, column: 82, scope: !750)
!762 = !DILocation(line: 75, column: 85, scope: !750)
!763 = !DILocation(line: 75, column: 76, scope: !750)
!764 = !DILocation(line: 75, column: 74, scope: !750)
!765 = !DILocation(line: 75, column: 36, scope: !750)
!766 = distinct !DISubprogram(name: "height", scope: !3, file: !3, line: 73, type: !751, scopeLine: 73, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!767 = !DILocalVariable(name: "n", arg: 1, scope: !766, file: !3, line: 73, type: !31)
!768 = !DILocation(line: 73, column: 32, scope: !766)
!769 = !DILocation(line: 73, column: 41, scope: !770)
!770 = distinct !DILexicalBlock(scope: !766, file: !3, line: 73, column: 41)
!771 = !DILocation(line: 73, column: 43, scope: !770)
!772 = !DILocation(line: 73, column: 41, scope: !766)
!773 = !DILocation(line: 73, column: 51, scope: !770)
!774 = !DILocalVariable(name: "a", scope: !766, file: !3, line: 73, type: !11)
!775 = !DILocation(line: 73, column: 65, scope: !766)
!776 = !DILocation(line: 73, column: 76, scope: !766)
!777 = !DILocation(line: 73, column: 79, scope: !766)
!778 = !DILocation(line: 73, column: 69, scope: !766)
!779 = !DILocalVariable(name: "b", scope: !766, file: !3, line: 73, type: !11)
!780 = !DILocation(line: 73, column: 83, scope: !766)
!781 = !DILocation(line: 73, column: 94, scope: !766)
!782 = !DILocation(line: 73, column: 97, scope: !766)
!783 = !DILocation(line: 73, column: 87, scope: !766)
!784 = !DILocation(line: 73, column: 113, scope: !766)
!785 = !DILocation(line: 73, column: 117, scope: !766)
!786 = !DILocation(line: 73, column: 115, scope: !766)
!787 = !DILocation(line: 73, column: 121, scope: !766)
!788 = !DILocation(line: 73, column: 125, scope: !766)
!789 = !DILocation(line: 73, column: 110, scope: !766)
!790 = !DILocation(line: 73, column: 101, scope: !766)
!791 = !DILocation(line: 73, column: 129, scope: !766)
!792 = distinct !DISubprogram(name: "inorder_hash", scope: !3, file: !3, line: 74, type: !793, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!793 = !DISubroutineType(types: !794)
!794 = !{!795, !31, !795}
!795 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!796 = !DILocalVariable(name: "n", arg: 1, scope: !792, file: !3, line: 74, type: !31)
!797 = !DILocation(line: 74, column: 39, scope: !792)
!798 = !DILocalVariable(name: "h", arg: 2, scope: !792, file: !3, line: 74, type: !795)
!799 = !DILocation(line: 74, column: 47, scope: !792)
!800 = !DILocation(line: 74, column: 56, scope: !801)
!801 = distinct !DILexicalBlock(scope: !792, file: !3, line: 74, column: 56)
!802 = !DILocation(line: 74, column: 58, scope: !801)
!803 = !DILocation(line: 74, column: 56, scope: !792)
!804 = !DILocation(line: 74, column: 73, scope: !801)
!805 = !DILocation(line: 74, column: 66, scope: !801)
!806 = !DILocation(line: 74, column: 93, scope: !792)
!807 = !DILocation(line: 74, column: 96, scope: !792)
!808 = !DILocation(line: 74, column: 99, scope: !792)
!809 = !DILocation(line: 74, column: 80, scope: !792)
!810 = !DILocation(line: 74, column: 78, scope: !792)
!811 = !DILocation(line: 74, column: 108, scope: !792)
!812 = !DILocation(line: 74, column: 110, scope: !792)
!813 = !DILocation(line: 74, column: 117, scope: !792)
!814 = !DILocation(line: 74, column: 120, scope: !792)
!815 = !DILocation(line: 74, column: 115, scope: !792)
!816 = !DILocation(line: 74, column: 125, scope: !792)
!817 = !DILocation(line: 74, column: 105, scope: !792)
!818 = !DILocation(line: 74, column: 159, scope: !792)
!819 = !DILocation(line: 74, column: 162, scope: !792)
!820 = !DILocation(line: 74, column: 165, scope: !792)
!821 = !DILocation(line: 74, column: 146, scope: !792)
!822 = !DILocation(line: 74, column: 139, scope: !792)
!823 = !DILocation(line: 74, column: 169, scope: !792)
!824 = distinct !DISubprogram(name: "rot_left", scope: !3, file: !3, line: 13, type: !825, scopeLine: 13, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!825 = !DISubroutineType(types: !826)
!826 = !{null, !31}
!827 = !DILocalVariable(name: "x", arg: 1, scope: !824, file: !3, line: 13, type: !31)
!828 = !DILocation(line: 13, column: 35, scope: !824)
!829 = !DILocalVariable(name: "y", scope: !824, file: !3, line: 13, type: !31)
!830 = !DILocation(line: 13, column: 53, scope: !824)
!831 = !DILocation(line: 13, column: 57, scope: !824)
!832 = !DILocation(line: 13, column: 60, scope: !824)
!833 = !DILocation(line: 13, column: 70, scope: !824)
!834 = !DILocation(line: 13, column: 73, scope: !824)
!835 = !DILocation(line: 13, column: 63, scope: !824)
!836 = !DILocation(line: 13, column: 66, scope: !824)
!837 = !DILocation(line: 13, column: 68, scope: !824)
!838 = !DILocation(line: 13, column: 80, scope: !839)
!839 = distinct !DILexicalBlock(scope: !824, file: !3, line: 13, column: 80)
!840 = !DILocation(line: 13, column: 83, scope: !839)
!841 = !DILocation(line: 13, column: 85, scope: !839)
!842 = !DILocation(line: 13, column: 80, scope: !824)
!843 = !DILocation(line: 13, column: 103, scope: !839)
!844 = !DILocation(line: 13, column: 93, scope: !839)
!845 = !DILocation(line: 13, column: 96, scope: !839)
!846 = !DILocation(line: 13, column: 99, scope: !839)
!847 = !DILocation(line: 13, column: 101, scope: !839)
!848 = !DILocation(line: 13, column: 113, scope: !824)
!849 = !DILocation(line: 13, column: 116, scope: !824)
!850 = !DILocation(line: 13, column: 106, scope: !824)
!851 = !DILocation(line: 13, column: 109, scope: !824)
!852 = !DILocation(line: 13, column: 111, scope: !824)
!853 = !DILocation(line: 13, column: 123, scope: !854)
!854 = distinct !DILexicalBlock(scope: !824, file: !3, line: 13, column: 123)
!855 = !DILocation(line: 13, column: 126, scope: !854)
!856 = !DILocation(line: 13, column: 128, scope: !854)
!857 = !DILocation(line: 13, column: 123, scope: !824)
!858 = !DILocation(line: 13, column: 143, scope: !854)
!859 = !DILocation(line: 13, column: 141, scope: !854)
!860 = !DILocation(line: 13, column: 136, scope: !854)
!861 = !DILocation(line: 13, column: 155, scope: !862)
!862 = distinct !DILexicalBlock(scope: !854, file: !3, line: 13, column: 155)
!863 = !DILocation(line: 13, column: 160, scope: !862)
!864 = !DILocation(line: 13, column: 163, scope: !862)
!865 = !DILocation(line: 13, column: 166, scope: !862)
!866 = !DILocation(line: 13, column: 157, scope: !862)
!867 = !DILocation(line: 13, column: 155, scope: !854)
!868 = !DILocation(line: 13, column: 179, scope: !862)
!869 = !DILocation(line: 13, column: 169, scope: !862)
!870 = !DILocation(line: 13, column: 172, scope: !862)
!871 = !DILocation(line: 13, column: 175, scope: !862)
!872 = !DILocation(line: 13, column: 177, scope: !862)
!873 = !DILocation(line: 13, column: 197, scope: !862)
!874 = !DILocation(line: 13, column: 187, scope: !862)
!875 = !DILocation(line: 13, column: 190, scope: !862)
!876 = !DILocation(line: 13, column: 193, scope: !862)
!877 = !DILocation(line: 13, column: 195, scope: !862)
!878 = !DILocation(line: 13, column: 207, scope: !824)
!879 = !DILocation(line: 13, column: 200, scope: !824)
!880 = !DILocation(line: 13, column: 203, scope: !824)
!881 = !DILocation(line: 13, column: 205, scope: !824)
!882 = !DILocation(line: 13, column: 217, scope: !824)
!883 = !DILocation(line: 13, column: 210, scope: !824)
!884 = !DILocation(line: 13, column: 213, scope: !824)
!885 = !DILocation(line: 13, column: 215, scope: !824)
!886 = !DILocation(line: 13, column: 220, scope: !824)
!887 = distinct !DISubprogram(name: "rot_right", scope: !3, file: !3, line: 14, type: !825, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!888 = !DILocalVariable(name: "x", arg: 1, scope: !887, file: !3, line: 14, type: !31)
!889 = !DILocation(line: 14, column: 36, scope: !887)
!890 = !DILocalVariable(name: "y", scope: !887, file: !3, line: 14, type: !31)
!891 = !DILocation(line: 14, column: 54, scope: !887)
!892 = !DILocation(line: 14, column: 58, scope: !887)
!893 = !DILocation(line: 14, column: 61, scope: !887)
!894 = !DILocation(line: 14, column: 71, scope: !887)
!895 = !DILocation(line: 14, column: 74, scope: !887)
!896 = !DILocation(line: 14, column: 64, scope: !887)
!897 = !DILocation(line: 14, column: 67, scope: !887)
!898 = !DILocation(line: 14, column: 69, scope: !887)
!899 = !DILocation(line: 14, column: 81, scope: !900)
!900 = distinct !DILexicalBlock(scope: !887, file: !3, line: 14, column: 81)
!901 = !DILocation(line: 14, column: 84, scope: !900)
!902 = !DILocation(line: 14, column: 86, scope: !900)
!903 = !DILocation(line: 14, column: 81, scope: !887)
!904 = !DILocation(line: 14, column: 104, scope: !900)
!905 = !DILocation(line: 14, column: 94, scope: !900)
!906 = !DILocation(line: 14, column: 97, scope: !900)
!907 = !DILocation(line: 14, column: 100, scope: !900)
!908 = !DILocation(line: 14, column: 102, scope: !900)
!909 = !DILocation(line: 14, column: 114, scope: !887)
!910 = !DILocation(line: 14, column: 117, scope: !887)
!911 = !DILocation(line: 14, column: 107, scope: !887)
!912 = !DILocation(line: 14, column: 110, scope: !887)
!913 = !DILocation(line: 14, column: 112, scope: !887)
!914 = !DILocation(line: 14, column: 124, scope: !915)
!915 = distinct !DILexicalBlock(scope: !887, file: !3, line: 14, column: 124)
!916 = !DILocation(line: 14, column: 127, scope: !915)
!917 = !DILocation(line: 14, column: 129, scope: !915)
!918 = !DILocation(line: 14, column: 124, scope: !887)
!919 = !DILocation(line: 14, column: 144, scope: !915)
!920 = !DILocation(line: 14, column: 142, scope: !915)
!921 = !DILocation(line: 14, column: 137, scope: !915)
!922 = !DILocation(line: 14, column: 156, scope: !923)
!923 = distinct !DILexicalBlock(scope: !915, file: !3, line: 14, column: 156)
!924 = !DILocation(line: 14, column: 161, scope: !923)
!925 = !DILocation(line: 14, column: 164, scope: !923)
!926 = !DILocation(line: 14, column: 167, scope: !923)
!927 = !DILocation(line: 14, column: 158, scope: !923)
!928 = !DILocation(line: 14, column: 156, scope: !915)
!929 = !DILocation(line: 14, column: 180, scope: !923)
!930 = !DILocation(line: 14, column: 170, scope: !923)
!931 = !DILocation(line: 14, column: 173, scope: !923)
!932 = !DILocation(line: 14, column: 176, scope: !923)
!933 = !DILocation(line: 14, column: 178, scope: !923)
!934 = !DILocation(line: 14, column: 198, scope: !923)
!935 = !DILocation(line: 14, column: 188, scope: !923)
!936 = !DILocation(line: 14, column: 191, scope: !923)
!937 = !DILocation(line: 14, column: 194, scope: !923)
!938 = !DILocation(line: 14, column: 196, scope: !923)
!939 = !DILocation(line: 14, column: 208, scope: !887)
!940 = !DILocation(line: 14, column: 201, scope: !887)
!941 = !DILocation(line: 14, column: 204, scope: !887)
!942 = !DILocation(line: 14, column: 206, scope: !887)
!943 = !DILocation(line: 14, column: 218, scope: !887)
!944 = !DILocation(line: 14, column: 211, scope: !887)
!945 = !DILocation(line: 14, column: 214, scope: !887)
!946 = !DILocation(line: 14, column: 216, scope: !887)
!947 = !DILocation(line: 14, column: 221, scope: !887)
!948 = distinct !DISubprogram(name: "transplant", scope: !3, file: !3, line: 36, type: !949, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!949 = !DISubroutineType(types: !950)
!950 = !{null, !31, !31}
!951 = !DILocalVariable(name: "u", arg: 1, scope: !948, file: !3, line: 36, type: !31)
!952 = !DILocation(line: 36, column: 37, scope: !948)
!953 = !DILocalVariable(name: "v", arg: 2, scope: !948, file: !3, line: 36, type: !31)
!954 = !DILocation(line: 36, column: 53, scope: !948)
!955 = !DILocation(line: 36, column: 62, scope: !956)
!956 = distinct !DILexicalBlock(scope: !948, file: !3, line: 36, column: 62)
!957 = !DILocation(line: 36, column: 65, scope: !956)
!958 = !DILocation(line: 36, column: 67, scope: !956)
!959 = !DILocation(line: 36, column: 62, scope: !948)
!960 = !DILocation(line: 36, column: 82, scope: !956)
!961 = !DILocation(line: 36, column: 80, scope: !956)
!962 = !DILocation(line: 36, column: 75, scope: !956)
!963 = !DILocation(line: 36, column: 94, scope: !964)
!964 = distinct !DILexicalBlock(scope: !956, file: !3, line: 36, column: 94)
!965 = !DILocation(line: 36, column: 99, scope: !964)
!966 = !DILocation(line: 36, column: 102, scope: !964)
!967 = !DILocation(line: 36, column: 105, scope: !964)
!968 = !DILocation(line: 36, column: 96, scope: !964)
!969 = !DILocation(line: 36, column: 94, scope: !956)
!970 = !DILocation(line: 36, column: 118, scope: !964)
!971 = !DILocation(line: 36, column: 108, scope: !964)
!972 = !DILocation(line: 36, column: 111, scope: !964)
!973 = !DILocation(line: 36, column: 114, scope: !964)
!974 = !DILocation(line: 36, column: 116, scope: !964)
!975 = !DILocation(line: 36, column: 136, scope: !964)
!976 = !DILocation(line: 36, column: 126, scope: !964)
!977 = !DILocation(line: 36, column: 129, scope: !964)
!978 = !DILocation(line: 36, column: 132, scope: !964)
!979 = !DILocation(line: 36, column: 134, scope: !964)
!980 = !DILocation(line: 36, column: 146, scope: !948)
!981 = !DILocation(line: 36, column: 149, scope: !948)
!982 = !DILocation(line: 36, column: 139, scope: !948)
!983 = !DILocation(line: 36, column: 142, scope: !948)
!984 = !DILocation(line: 36, column: 144, scope: !948)
!985 = !DILocation(line: 36, column: 152, scope: !948)
!986 = distinct !DISubprogram(name: "minimum", scope: !3, file: !3, line: 37, type: !987, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !2, retainedNodes: !44)
!987 = !DISubroutineType(types: !988)
!988 = !{!31, !31}
!989 = !DILocalVariable(name: "x", arg: 1, scope: !986, file: !3, line: 37, type: !31)
!990 = !DILocation(line: 37, column: 42, scope: !986)
!991 = !DILocation(line: 37, column: 47, scope: !986)
!992 = !DILocation(line: 37, column: 54, scope: !986)
!993 = !DILocation(line: 37, column: 57, scope: !986)
!994 = !DILocation(line: 37, column: 59, scope: !986)
!995 = !DILocation(line: 37, column: 71, scope: !986)
!996 = !DILocation(line: 37, column: 74, scope: !986)
!997 = !DILocation(line: 37, column: 69, scope: !986)
!998 = distinct !{!998, !991, !996, !85}
!999 = !DILocation(line: 37, column: 84, scope: !986)
!1000 = !DILocation(line: 37, column: 77, scope: !986)
