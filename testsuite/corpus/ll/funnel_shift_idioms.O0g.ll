; ModuleID = 'programs/funnel_shift_idioms.c'
source_filename = "programs/funnel_shift_idioms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.pair = type { i64, i64 }

@.str = private unnamed_addr constant [45 x i8] c"n=%2u fshl=%016llx fshr=%016llx fshl32=%08x\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [15 x i8] c"const %016llx\0A\00", align 1, !dbg !7
@__const.main.words = private unnamed_addr constant [4 x i64] [i64 -9223372036854775807, i64 1311768467463790320, i64 -281470681808896, i64 1], align 16
@.str.2 = private unnamed_addr constant [21 x i8] c"extract(%u,%u)=%llx\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [41 x i8] c"shifted %016llx %016llx %016llx %016llx\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [21 x i8] c"hash %016llx bad %d\0A\00", align 1, !dbg !22

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !46 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i128, align 16
  %11 = alloca %struct.pair, align 8
  %12 = alloca %struct.pair, align 8
  %13 = alloca i128, align 16
  %14 = alloca [4 x i64], align 16
  %15 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !50, !DIExpression(), !52)
  store volatile i64 -81985529216486896, ptr %2, align 8, !dbg !52
    #dbg_declare(ptr %3, !53, !DIExpression(), !54)
  store volatile i64 1089357896855742840, ptr %3, align 8, !dbg !54
    #dbg_declare(ptr %4, !55, !DIExpression(), !56)
  store i64 0, ptr %4, align 8, !dbg !56
    #dbg_declare(ptr %5, !57, !DIExpression(), !58)
  store i32 0, ptr %5, align 4, !dbg !58
    #dbg_declare(ptr %6, !59, !DIExpression(), !61)
  store i32 0, ptr %6, align 4, !dbg !61
  br label %16, !dbg !62

16:                                               ; preds = %116, %0
  %17 = load i32, ptr %6, align 4, !dbg !63
  %18 = icmp ult i32 %17, 70, !dbg !65
  br i1 %18, label %19, label %119, !dbg !66

19:                                               ; preds = %16
    #dbg_declare(ptr %7, !67, !DIExpression(), !69)
  %20 = load volatile i64, ptr %2, align 8, !dbg !70
  %21 = load volatile i64, ptr %3, align 8, !dbg !71
  %22 = load i32, ptr %6, align 4, !dbg !72
  %23 = call i64 @fshl64(i64 noundef %20, i64 noundef %21, i32 noundef %22), !dbg !73
  store i64 %23, ptr %7, align 8, !dbg !69
    #dbg_declare(ptr %8, !74, !DIExpression(), !75)
  %24 = load volatile i64, ptr %2, align 8, !dbg !76
  %25 = load volatile i64, ptr %3, align 8, !dbg !77
  %26 = load i32, ptr %6, align 4, !dbg !78
  %27 = call i64 @fshr64(i64 noundef %24, i64 noundef %25, i32 noundef %26), !dbg !79
  store i64 %27, ptr %8, align 8, !dbg !75
    #dbg_declare(ptr %9, !80, !DIExpression(), !81)
  %28 = load volatile i64, ptr %2, align 8, !dbg !82
  %29 = trunc i64 %28 to i32, !dbg !83
  %30 = load volatile i64, ptr %3, align 8, !dbg !84
  %31 = trunc i64 %30 to i32, !dbg !85
  %32 = load i32, ptr %6, align 4, !dbg !86
  %33 = call i32 @fshl32(i32 noundef %29, i32 noundef %31, i32 noundef %32), !dbg !87
  store i32 %33, ptr %9, align 4, !dbg !81
    #dbg_declare(ptr %10, !88, !DIExpression(), !89)
  %34 = load volatile i64, ptr %2, align 8, !dbg !90
  %35 = zext i64 %34 to i128, !dbg !91
  %36 = shl i128 %35, 64, !dbg !92
  %37 = load volatile i64, ptr %3, align 8, !dbg !93
  %38 = zext i64 %37 to i128, !dbg !93
  %39 = or i128 %36, %38, !dbg !94
  store i128 %39, ptr %10, align 16, !dbg !89
  %40 = load i64, ptr %7, align 8, !dbg !95
  %41 = load i128, ptr %10, align 16, !dbg !97
  %42 = load i32, ptr %6, align 4, !dbg !98
  %43 = and i32 %42, 63, !dbg !99
  %44 = zext i32 %43 to i128, !dbg !100
  %45 = shl i128 %41, %44, !dbg !100
  %46 = lshr i128 %45, 64, !dbg !101
  %47 = trunc i128 %46 to i64, !dbg !102
  %48 = icmp ne i64 %40, %47, !dbg !103
  br i1 %48, label %58, label %49, !dbg !104

49:                                               ; preds = %19
  %50 = load i64, ptr %8, align 8, !dbg !105
  %51 = load i128, ptr %10, align 16, !dbg !106
  %52 = load i32, ptr %6, align 4, !dbg !107
  %53 = and i32 %52, 63, !dbg !108
  %54 = zext i32 %53 to i128, !dbg !109
  %55 = lshr i128 %51, %54, !dbg !109
  %56 = trunc i128 %55 to i64, !dbg !110
  %57 = icmp ne i64 %50, %56, !dbg !111
  br i1 %57, label %58, label %61, !dbg !112

58:                                               ; preds = %49, %19
  %59 = load i32, ptr %5, align 4, !dbg !113
  %60 = add nsw i32 %59, 1, !dbg !113
  store i32 %60, ptr %5, align 4, !dbg !113
  br label %61, !dbg !114

61:                                               ; preds = %58, %49
    #dbg_declare(ptr %11, !115, !DIExpression(), !121)
  %62 = getelementptr inbounds %struct.pair, ptr %11, i32 0, i32 0, !dbg !122
  %63 = load volatile i64, ptr %3, align 8, !dbg !123
  store i64 %63, ptr %62, align 8, !dbg !122
  %64 = getelementptr inbounds %struct.pair, ptr %11, i32 0, i32 1, !dbg !122
  %65 = load volatile i64, ptr %2, align 8, !dbg !124
  store i64 %65, ptr %64, align 8, !dbg !122
    #dbg_declare(ptr %12, !125, !DIExpression(), !126)
  %66 = load i32, ptr %6, align 4, !dbg !127
  %67 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0, !dbg !128
  %68 = load i64, ptr %67, align 8, !dbg !128
  %69 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1, !dbg !128
  %70 = load i64, ptr %69, align 8, !dbg !128
  %71 = call { i64, i64 } @shl_pair(i64 %68, i64 %70, i32 noundef %66), !dbg !128
  %72 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0, !dbg !128
  %73 = extractvalue { i64, i64 } %71, 0, !dbg !128
  store i64 %73, ptr %72, align 8, !dbg !128
  %74 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1, !dbg !128
  %75 = extractvalue { i64, i64 } %71, 1, !dbg !128
  store i64 %75, ptr %74, align 8, !dbg !128
    #dbg_declare(ptr %13, !129, !DIExpression(), !130)
  %76 = load i128, ptr %10, align 16, !dbg !131
  %77 = load i32, ptr %6, align 4, !dbg !132
  %78 = zext i32 %77 to i128, !dbg !133
  %79 = shl i128 %76, %78, !dbg !133
  store i128 %79, ptr %13, align 16, !dbg !130
  %80 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 0, !dbg !134
  %81 = load i64, ptr %80, align 8, !dbg !134
  %82 = load i128, ptr %13, align 16, !dbg !136
  %83 = trunc i128 %82 to i64, !dbg !137
  %84 = icmp ne i64 %81, %83, !dbg !138
  br i1 %84, label %92, label %85, !dbg !139

85:                                               ; preds = %61
  %86 = getelementptr inbounds %struct.pair, ptr %12, i32 0, i32 1, !dbg !140
  %87 = load i64, ptr %86, align 8, !dbg !140
  %88 = load i128, ptr %13, align 16, !dbg !141
  %89 = lshr i128 %88, 64, !dbg !142
  %90 = trunc i128 %89 to i64, !dbg !143
  %91 = icmp ne i64 %87, %90, !dbg !144
  br i1 %91, label %92, label %95, !dbg !145

92:                                               ; preds = %85, %61
  %93 = load i32, ptr %5, align 4, !dbg !146
  %94 = add nsw i32 %93, 1, !dbg !146
  store i32 %94, ptr %5, align 4, !dbg !146
  br label %95, !dbg !147

95:                                               ; preds = %92, %85
  %96 = load i64, ptr %4, align 8, !dbg !148
  %97 = mul i64 %96, 1099511628211, !dbg !149
  %98 = load i64, ptr %7, align 8, !dbg !150
  %99 = xor i64 %97, %98, !dbg !151
  %100 = load i64, ptr %8, align 8, !dbg !152
  %101 = shl i64 %100, 1, !dbg !153
  %102 = xor i64 %99, %101, !dbg !154
  %103 = load i32, ptr %9, align 4, !dbg !155
  %104 = zext i32 %103 to i64, !dbg !155
  %105 = xor i64 %102, %104, !dbg !156
  store i64 %105, ptr %4, align 8, !dbg !157
  %106 = load i32, ptr %6, align 4, !dbg !158
  %107 = urem i32 %106, 7, !dbg !160
  %108 = icmp eq i32 %107, 0, !dbg !161
  br i1 %108, label %109, label %115, !dbg !162

109:                                              ; preds = %95
  %110 = load i32, ptr %6, align 4, !dbg !163
  %111 = load i64, ptr %7, align 8, !dbg !164
  %112 = load i64, ptr %8, align 8, !dbg !165
  %113 = load i32, ptr %9, align 4, !dbg !166
  %114 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %110, i64 noundef %111, i64 noundef %112, i32 noundef %113), !dbg !167
  br label %115, !dbg !167

115:                                              ; preds = %109, %95
  br label %116, !dbg !168

116:                                              ; preds = %115
  %117 = load i32, ptr %6, align 4, !dbg !169
  %118 = add i32 %117, 1, !dbg !169
  store i32 %118, ptr %6, align 4, !dbg !169
  br label %16, !dbg !170, !llvm.loop !171

119:                                              ; preds = %16
  %120 = load volatile i64, ptr %2, align 8, !dbg !174
  %121 = load volatile i64, ptr %3, align 8, !dbg !175
  %122 = call i64 @const_fsh(i64 noundef %120, i64 noundef %121), !dbg !176
  %123 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %122), !dbg !177
    #dbg_declare(ptr %14, !178, !DIExpression(), !182)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.main.words, i64 32, i1 false), !dbg !182
    #dbg_declare(ptr %15, !183, !DIExpression(), !185)
  store i32 0, ptr %15, align 4, !dbg !185
  br label %124, !dbg !186

124:                                              ; preds = %139, %119
  %125 = load i32, ptr %15, align 4, !dbg !187
  %126 = icmp ult i32 %125, 200, !dbg !189
  br i1 %126, label %127, label %142, !dbg !190

127:                                              ; preds = %124
  %128 = load i32, ptr %15, align 4, !dbg !191
  %129 = load i32, ptr %15, align 4, !dbg !192
  %130 = urem i32 %129, 50, !dbg !193
  %131 = add i32 13, %130, !dbg !194
  %132 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 0, !dbg !195
  %133 = load i32, ptr %15, align 4, !dbg !196
  %134 = load i32, ptr %15, align 4, !dbg !197
  %135 = urem i32 %134, 50, !dbg !198
  %136 = add i32 13, %135, !dbg !199
  %137 = call i64 @extract(ptr noundef %132, i32 noundef %133, i32 noundef %136), !dbg !200
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %128, i32 noundef %131, i64 noundef %137), !dbg !201
  br label %139, !dbg !201

139:                                              ; preds = %127
  %140 = load i32, ptr %15, align 4, !dbg !202
  %141 = add i32 %140, 23, !dbg !202
  store i32 %141, ptr %15, align 4, !dbg !202
  br label %124, !dbg !203, !llvm.loop !204

142:                                              ; preds = %124
  %143 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 0, !dbg !206
  call void @shift_words_left(ptr noundef %143, i32 noundef 4, i32 noundef 5), !dbg !207
  %144 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 3, !dbg !208
  %145 = load i64, ptr %144, align 8, !dbg !208
  %146 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 2, !dbg !209
  %147 = load i64, ptr %146, align 16, !dbg !209
  %148 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 1, !dbg !210
  %149 = load i64, ptr %148, align 8, !dbg !210
  %150 = getelementptr inbounds [4 x i64], ptr %14, i64 0, i64 0, !dbg !211
  %151 = load i64, ptr %150, align 16, !dbg !211
  %152 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %145, i64 noundef %147, i64 noundef %149, i64 noundef %151), !dbg !212
  %153 = load i64, ptr %4, align 8, !dbg !213
  %154 = load i32, ptr %5, align 4, !dbg !214
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %153, i32 noundef %154), !dbg !215
  %156 = load i32, ptr %5, align 4, !dbg !216
  %157 = icmp ne i32 %156, 0, !dbg !216
  br i1 %157, label %158, label %159, !dbg !216

158:                                              ; preds = %142
  br label %163, !dbg !216

159:                                              ; preds = %142
  %160 = load i64, ptr %4, align 8, !dbg !217
  %161 = and i64 %160, 63, !dbg !218
  %162 = trunc i64 %161 to i32, !dbg !219
  br label %163, !dbg !216

163:                                              ; preds = %159, %158
  %164 = phi i32 [ 1, %158 ], [ %162, %159 ], !dbg !216
  ret i32 %164, !dbg !220
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fshl64(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 !dbg !221 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !224, !DIExpression(), !225)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !226, !DIExpression(), !227)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !228, !DIExpression(), !229)
  %7 = load i32, ptr %6, align 4, !dbg !230
  %8 = and i32 %7, 63, !dbg !230
  store i32 %8, ptr %6, align 4, !dbg !230
  %9 = load i32, ptr %6, align 4, !dbg !231
  %10 = icmp ne i32 %9, 0, !dbg !231
  br i1 %10, label %11, label %22, !dbg !231

11:                                               ; preds = %3
  %12 = load i64, ptr %4, align 8, !dbg !232
  %13 = load i32, ptr %6, align 4, !dbg !233
  %14 = zext i32 %13 to i64, !dbg !234
  %15 = shl i64 %12, %14, !dbg !234
  %16 = load i64, ptr %5, align 8, !dbg !235
  %17 = load i32, ptr %6, align 4, !dbg !236
  %18 = sub i32 64, %17, !dbg !237
  %19 = zext i32 %18 to i64, !dbg !238
  %20 = lshr i64 %16, %19, !dbg !238
  %21 = or i64 %15, %20, !dbg !239
  br label %24, !dbg !231

22:                                               ; preds = %3
  %23 = load i64, ptr %4, align 8, !dbg !240
  br label %24, !dbg !231

24:                                               ; preds = %22, %11
  %25 = phi i64 [ %21, %11 ], [ %23, %22 ], !dbg !231
  ret i64 %25, !dbg !241
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @fshr64(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 !dbg !242 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  store i64 %0, ptr %4, align 8
    #dbg_declare(ptr %4, !243, !DIExpression(), !244)
  store i64 %1, ptr %5, align 8
    #dbg_declare(ptr %5, !245, !DIExpression(), !246)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !247, !DIExpression(), !248)
  %7 = load i32, ptr %6, align 4, !dbg !249
  %8 = and i32 %7, 63, !dbg !249
  store i32 %8, ptr %6, align 4, !dbg !249
  %9 = load i32, ptr %6, align 4, !dbg !250
  %10 = icmp ne i32 %9, 0, !dbg !250
  br i1 %10, label %11, label %22, !dbg !250

11:                                               ; preds = %3
  %12 = load i64, ptr %5, align 8, !dbg !251
  %13 = load i32, ptr %6, align 4, !dbg !252
  %14 = zext i32 %13 to i64, !dbg !253
  %15 = lshr i64 %12, %14, !dbg !253
  %16 = load i64, ptr %4, align 8, !dbg !254
  %17 = load i32, ptr %6, align 4, !dbg !255
  %18 = sub i32 64, %17, !dbg !256
  %19 = zext i32 %18 to i64, !dbg !257
  %20 = shl i64 %16, %19, !dbg !257
  %21 = or i64 %15, %20, !dbg !258
  br label %24, !dbg !250

22:                                               ; preds = %3
  %23 = load i64, ptr %5, align 8, !dbg !259
  br label %24, !dbg !250

24:                                               ; preds = %22, %11
  %25 = phi i64 [ %21, %11 ], [ %23, %22 ], !dbg !250
  ret i64 %25, !dbg !260
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fshl32(i32 noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !261 {
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
    #dbg_declare(ptr %4, !264, !DIExpression(), !265)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !266, !DIExpression(), !267)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !268, !DIExpression(), !269)
  %7 = load i32, ptr %4, align 4, !dbg !270
  %8 = zext i32 %7 to i64, !dbg !271
  %9 = shl i64 %8, 32, !dbg !272
  %10 = load i32, ptr %5, align 4, !dbg !273
  %11 = zext i32 %10 to i64, !dbg !273
  %12 = or i64 %9, %11, !dbg !274
  %13 = load i32, ptr %6, align 4, !dbg !275
  %14 = and i32 %13, 31, !dbg !276
  %15 = zext i32 %14 to i64, !dbg !277
  %16 = shl i64 %12, %15, !dbg !277
  %17 = lshr i64 %16, 32, !dbg !278
  %18 = trunc i64 %17 to i32, !dbg !279
  ret i32 %18, !dbg !280
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @shl_pair(i64 %0, i64 %1, i32 noundef %2) #0 !dbg !281 {
  %4 = alloca %struct.pair, align 8
  %5 = alloca %struct.pair, align 8
  %6 = alloca i32, align 4
  %7 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %7, align 8
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %8, align 8
    #dbg_declare(ptr %5, !284, !DIExpression(), !285)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !286, !DIExpression(), !287)
    #dbg_declare(ptr %4, !288, !DIExpression(), !289)
  %9 = load i32, ptr %6, align 4, !dbg !290
  %10 = icmp uge i32 %9, 64, !dbg !292
  br i1 %10, label %11, label %20, !dbg !293

11:                                               ; preds = %3
  %12 = getelementptr inbounds %struct.pair, ptr %5, i32 0, i32 0, !dbg !294
  %13 = load i64, ptr %12, align 8, !dbg !294
  %14 = load i32, ptr %6, align 4, !dbg !296
  %15 = sub i32 %14, 64, !dbg !297
  %16 = zext i32 %15 to i64, !dbg !298
  %17 = shl i64 %13, %16, !dbg !298
  %18 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 1, !dbg !299
  store i64 %17, ptr %18, align 8, !dbg !300
  %19 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0, !dbg !301
  store i64 0, ptr %19, align 8, !dbg !302
  br label %45, !dbg !303

20:                                               ; preds = %3
  %21 = load i32, ptr %6, align 4, !dbg !304
  %22 = icmp eq i32 %21, 0, !dbg !306
  br i1 %22, label %23, label %24, !dbg !307

23:                                               ; preds = %20
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 %5, i64 16, i1 false), !dbg !308
  br label %44, !dbg !309

24:                                               ; preds = %20
  %25 = getelementptr inbounds %struct.pair, ptr %5, i32 0, i32 1, !dbg !310
  %26 = load i64, ptr %25, align 8, !dbg !310
  %27 = load i32, ptr %6, align 4, !dbg !312
  %28 = zext i32 %27 to i64, !dbg !313
  %29 = shl i64 %26, %28, !dbg !313
  %30 = getelementptr inbounds %struct.pair, ptr %5, i32 0, i32 0, !dbg !314
  %31 = load i64, ptr %30, align 8, !dbg !314
  %32 = load i32, ptr %6, align 4, !dbg !315
  %33 = sub i32 64, %32, !dbg !316
  %34 = zext i32 %33 to i64, !dbg !317
  %35 = lshr i64 %31, %34, !dbg !317
  %36 = or i64 %29, %35, !dbg !318
  %37 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 1, !dbg !319
  store i64 %36, ptr %37, align 8, !dbg !320
  %38 = getelementptr inbounds %struct.pair, ptr %5, i32 0, i32 0, !dbg !321
  %39 = load i64, ptr %38, align 8, !dbg !321
  %40 = load i32, ptr %6, align 4, !dbg !322
  %41 = zext i32 %40 to i64, !dbg !323
  %42 = shl i64 %39, %41, !dbg !323
  %43 = getelementptr inbounds %struct.pair, ptr %4, i32 0, i32 0, !dbg !324
  store i64 %42, ptr %43, align 8, !dbg !325
  br label %44

44:                                               ; preds = %24, %23
  br label %45

45:                                               ; preds = %44, %11
  %46 = load { i64, i64 }, ptr %4, align 8, !dbg !326
  ret { i64, i64 } %46, !dbg !326
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @const_fsh(i64 noundef %0, i64 noundef %1) #0 !dbg !327 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
    #dbg_declare(ptr %3, !330, !DIExpression(), !331)
  store i64 %1, ptr %4, align 8
    #dbg_declare(ptr %4, !332, !DIExpression(), !333)
  %5 = load i64, ptr %3, align 8, !dbg !334
  %6 = shl i64 %5, 12, !dbg !335
  %7 = load i64, ptr %4, align 8, !dbg !336
  %8 = lshr i64 %7, 52, !dbg !337
  %9 = or i64 %6, %8, !dbg !338
  ret i64 %9, !dbg !339
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @extract(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !340 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !345, !DIExpression(), !346)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !347, !DIExpression(), !348)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !349, !DIExpression(), !350)
    #dbg_declare(ptr %7, !351, !DIExpression(), !352)
  %10 = load i32, ptr %5, align 4, !dbg !353
  %11 = udiv i32 %10, 64, !dbg !354
  store i32 %11, ptr %7, align 4, !dbg !352
    #dbg_declare(ptr %8, !355, !DIExpression(), !356)
  %12 = load i32, ptr %5, align 4, !dbg !357
  %13 = urem i32 %12, 64, !dbg !358
  store i32 %13, ptr %8, align 4, !dbg !356
    #dbg_declare(ptr %9, !359, !DIExpression(), !360)
  %14 = load ptr, ptr %4, align 8, !dbg !361
  %15 = load i32, ptr %7, align 4, !dbg !362
  %16 = zext i32 %15 to i64, !dbg !361
  %17 = getelementptr inbounds i64, ptr %14, i64 %16, !dbg !361
  %18 = load i64, ptr %17, align 8, !dbg !361
  %19 = load i32, ptr %8, align 4, !dbg !363
  %20 = zext i32 %19 to i64, !dbg !364
  %21 = lshr i64 %18, %20, !dbg !364
  store i64 %21, ptr %9, align 8, !dbg !360
  %22 = load i32, ptr %8, align 4, !dbg !365
  %23 = load i32, ptr %6, align 4, !dbg !367
  %24 = add i32 %22, %23, !dbg !368
  %25 = icmp ugt i32 %24, 64, !dbg !369
  br i1 %25, label %26, label %39, !dbg !370

26:                                               ; preds = %3
  %27 = load ptr, ptr %4, align 8, !dbg !371
  %28 = load i32, ptr %7, align 4, !dbg !372
  %29 = add i32 %28, 1, !dbg !373
  %30 = zext i32 %29 to i64, !dbg !371
  %31 = getelementptr inbounds i64, ptr %27, i64 %30, !dbg !371
  %32 = load i64, ptr %31, align 8, !dbg !371
  %33 = load i32, ptr %8, align 4, !dbg !374
  %34 = sub i32 64, %33, !dbg !375
  %35 = zext i32 %34 to i64, !dbg !376
  %36 = shl i64 %32, %35, !dbg !376
  %37 = load i64, ptr %9, align 8, !dbg !377
  %38 = or i64 %37, %36, !dbg !377
  store i64 %38, ptr %9, align 8, !dbg !377
  br label %39, !dbg !378

39:                                               ; preds = %26, %3
  %40 = load i32, ptr %6, align 4, !dbg !379
  %41 = icmp eq i32 %40, 64, !dbg !380
  br i1 %41, label %42, label %44, !dbg !379

42:                                               ; preds = %39
  %43 = load i64, ptr %9, align 8, !dbg !381
  br label %51, !dbg !379

44:                                               ; preds = %39
  %45 = load i64, ptr %9, align 8, !dbg !382
  %46 = load i32, ptr %6, align 4, !dbg !383
  %47 = zext i32 %46 to i64, !dbg !384
  %48 = shl i64 1, %47, !dbg !384
  %49 = sub i64 %48, 1, !dbg !385
  %50 = and i64 %45, %49, !dbg !386
  br label %51, !dbg !379

51:                                               ; preds = %44, %42
  %52 = phi i64 [ %43, %42 ], [ %50, %44 ], !dbg !379
  ret i64 %52, !dbg !387
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shift_words_left(ptr noundef %0, i32 noundef %1, i32 noundef %2) #0 !dbg !388 {
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !392, !DIExpression(), !393)
  store i32 %1, ptr %5, align 4
    #dbg_declare(ptr %5, !394, !DIExpression(), !395)
  store i32 %2, ptr %6, align 4
    #dbg_declare(ptr %6, !396, !DIExpression(), !397)
    #dbg_declare(ptr %7, !398, !DIExpression(), !400)
  %8 = load i32, ptr %5, align 4, !dbg !401
  %9 = sub nsw i32 %8, 1, !dbg !402
  store i32 %9, ptr %7, align 4, !dbg !400
  br label %10, !dbg !403

10:                                               ; preds = %37, %3
  %11 = load i32, ptr %7, align 4, !dbg !404
  %12 = icmp sgt i32 %11, 0, !dbg !406
  br i1 %12, label %13, label %40, !dbg !407

13:                                               ; preds = %10
  %14 = load ptr, ptr %4, align 8, !dbg !408
  %15 = load i32, ptr %7, align 4, !dbg !409
  %16 = sext i32 %15 to i64, !dbg !408
  %17 = getelementptr inbounds i64, ptr %14, i64 %16, !dbg !408
  %18 = load i64, ptr %17, align 8, !dbg !408
  %19 = load i32, ptr %6, align 4, !dbg !410
  %20 = zext i32 %19 to i64, !dbg !411
  %21 = shl i64 %18, %20, !dbg !411
  %22 = load ptr, ptr %4, align 8, !dbg !412
  %23 = load i32, ptr %7, align 4, !dbg !413
  %24 = sub nsw i32 %23, 1, !dbg !414
  %25 = sext i32 %24 to i64, !dbg !412
  %26 = getelementptr inbounds i64, ptr %22, i64 %25, !dbg !412
  %27 = load i64, ptr %26, align 8, !dbg !412
  %28 = load i32, ptr %6, align 4, !dbg !415
  %29 = sub i32 64, %28, !dbg !416
  %30 = zext i32 %29 to i64, !dbg !417
  %31 = lshr i64 %27, %30, !dbg !417
  %32 = or i64 %21, %31, !dbg !418
  %33 = load ptr, ptr %4, align 8, !dbg !419
  %34 = load i32, ptr %7, align 4, !dbg !420
  %35 = sext i32 %34 to i64, !dbg !419
  %36 = getelementptr inbounds i64, ptr %33, i64 %35, !dbg !419
  store i64 %32, ptr %36, align 8, !dbg !421
  br label %37, !dbg !419

37:                                               ; preds = %13
  %38 = load i32, ptr %7, align 4, !dbg !422
  %39 = add nsw i32 %38, -1, !dbg !422
  store i32 %39, ptr %7, align 4, !dbg !422
  br label %10, !dbg !423, !llvm.loop !424

40:                                               ; preds = %10
  %41 = load i32, ptr %6, align 4, !dbg !426
  %42 = load ptr, ptr %4, align 8, !dbg !427
  %43 = getelementptr inbounds i64, ptr %42, i64 0, !dbg !427
  %44 = load i64, ptr %43, align 8, !dbg !428
  %45 = zext i32 %41 to i64, !dbg !428
  %46 = shl i64 %44, %45, !dbg !428
  store i64 %46, ptr %43, align 8, !dbg !428
  ret void, !dbg !429
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

!llvm.dbg.cu = !{!24}
!llvm.module.flags = !{!38, !39, !40, !41, !42, !43, !44}
!llvm.ident = !{!45}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/funnel_shift_idioms.c", directory: ".", checksumkind: CSK_MD5, checksum: "b6db88cf9dc43762018b030e0377bb42")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 360, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 45)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 15)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 328, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 41)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !14, isLocal: true, isDefinition: true)
!24 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !25, globals: !37, splitDebugInlining: false, nameTableKind: None)
!25 = !{!26, !31, !32, !35, !36}
!26 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !27, line: 26, baseType: !28)
!27 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !29, line: 42, baseType: !30)
!29 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!30 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!31 = !DIBasicType(name: "unsigned __int128", size: 128, encoding: DW_ATE_unsigned)
!32 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !27, line: 27, baseType: !33)
!33 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !29, line: 45, baseType: !34)
!34 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!35 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!36 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!37 = !{!0, !7, !12, !17, !22}
!38 = !{i32 7, !"Dwarf Version", i32 5}
!39 = !{i32 2, !"Debug Info Version", i32 3}
!40 = !{i32 1, !"wchar_size", i32 4}
!41 = !{i32 8, !"PIC Level", i32 2}
!42 = !{i32 7, !"PIE Level", i32 2}
!43 = !{i32 7, !"uwtable", i32 2}
!44 = !{i32 7, !"frame-pointer", i32 2}
!45 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!46 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 30, type: !47, scopeLine: 30, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !24, retainedNodes: !49)
!47 = !DISubroutineType(types: !48)
!48 = !{!36}
!49 = !{}
!50 = !DILocalVariable(name: "H", scope: !46, file: !2, line: 31, type: !51)
!51 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !32)
!52 = !DILocation(line: 31, column: 23, scope: !46)
!53 = !DILocalVariable(name: "L", scope: !46, file: !2, line: 31, type: !51)
!54 = !DILocation(line: 31, column: 50, scope: !46)
!55 = !DILocalVariable(name: "h", scope: !46, file: !2, line: 32, type: !35)
!56 = !DILocation(line: 32, column: 24, scope: !46)
!57 = !DILocalVariable(name: "bad", scope: !46, file: !2, line: 33, type: !36)
!58 = !DILocation(line: 33, column: 9, scope: !46)
!59 = !DILocalVariable(name: "n", scope: !60, file: !2, line: 34, type: !30)
!60 = distinct !DILexicalBlock(scope: !46, file: !2, line: 34, column: 5)
!61 = !DILocation(line: 34, column: 19, scope: !60)
!62 = !DILocation(line: 34, column: 10, scope: !60)
!63 = !DILocation(line: 34, column: 26, scope: !64)
!64 = distinct !DILexicalBlock(scope: !60, file: !2, line: 34, column: 5)
!65 = !DILocation(line: 34, column: 28, scope: !64)
!66 = !DILocation(line: 34, column: 5, scope: !60)
!67 = !DILocalVariable(name: "a", scope: !68, file: !2, line: 35, type: !32)
!68 = distinct !DILexicalBlock(scope: !64, file: !2, line: 34, column: 39)
!69 = !DILocation(line: 35, column: 18, scope: !68)
!70 = !DILocation(line: 35, column: 29, scope: !68)
!71 = !DILocation(line: 35, column: 32, scope: !68)
!72 = !DILocation(line: 35, column: 35, scope: !68)
!73 = !DILocation(line: 35, column: 22, scope: !68)
!74 = !DILocalVariable(name: "b", scope: !68, file: !2, line: 35, type: !32)
!75 = !DILocation(line: 35, column: 39, scope: !68)
!76 = !DILocation(line: 35, column: 50, scope: !68)
!77 = !DILocation(line: 35, column: 53, scope: !68)
!78 = !DILocation(line: 35, column: 56, scope: !68)
!79 = !DILocation(line: 35, column: 43, scope: !68)
!80 = !DILocalVariable(name: "c", scope: !68, file: !2, line: 36, type: !26)
!81 = !DILocation(line: 36, column: 18, scope: !68)
!82 = !DILocation(line: 36, column: 39, scope: !68)
!83 = !DILocation(line: 36, column: 29, scope: !68)
!84 = !DILocation(line: 36, column: 52, scope: !68)
!85 = !DILocation(line: 36, column: 42, scope: !68)
!86 = !DILocation(line: 36, column: 55, scope: !68)
!87 = !DILocation(line: 36, column: 22, scope: !68)
!88 = !DILocalVariable(name: "w", scope: !68, file: !2, line: 37, type: !31)
!89 = !DILocation(line: 37, column: 27, scope: !68)
!90 = !DILocation(line: 37, column: 51, scope: !68)
!91 = !DILocation(line: 37, column: 32, scope: !68)
!92 = !DILocation(line: 37, column: 53, scope: !68)
!93 = !DILocation(line: 37, column: 62, scope: !68)
!94 = !DILocation(line: 37, column: 60, scope: !68)
!95 = !DILocation(line: 38, column: 13, scope: !96)
!96 = distinct !DILexicalBlock(scope: !68, file: !2, line: 38, column: 13)
!97 = !DILocation(line: 38, column: 30, scope: !96)
!98 = !DILocation(line: 38, column: 36, scope: !96)
!99 = !DILocation(line: 38, column: 38, scope: !96)
!100 = !DILocation(line: 38, column: 32, scope: !96)
!101 = !DILocation(line: 38, column: 45, scope: !96)
!102 = !DILocation(line: 38, column: 18, scope: !96)
!103 = !DILocation(line: 38, column: 15, scope: !96)
!104 = !DILocation(line: 38, column: 52, scope: !96)
!105 = !DILocation(line: 38, column: 55, scope: !96)
!106 = !DILocation(line: 38, column: 71, scope: !96)
!107 = !DILocation(line: 38, column: 77, scope: !96)
!108 = !DILocation(line: 38, column: 79, scope: !96)
!109 = !DILocation(line: 38, column: 73, scope: !96)
!110 = !DILocation(line: 38, column: 60, scope: !96)
!111 = !DILocation(line: 38, column: 57, scope: !96)
!112 = !DILocation(line: 38, column: 13, scope: !68)
!113 = !DILocation(line: 38, column: 90, scope: !96)
!114 = !DILocation(line: 38, column: 87, scope: !96)
!115 = !DILocalVariable(name: "p", scope: !68, file: !2, line: 39, type: !116)
!116 = !DIDerivedType(tag: DW_TAG_typedef, name: "pair", file: !2, line: 11, baseType: !117)
!117 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 128, elements: !118)
!118 = !{!119, !120}
!119 = !DIDerivedType(tag: DW_TAG_member, name: "lo", scope: !117, file: !2, line: 11, baseType: !32, size: 64)
!120 = !DIDerivedType(tag: DW_TAG_member, name: "hi", scope: !117, file: !2, line: 11, baseType: !32, size: 64, offset: 64)
!121 = !DILocation(line: 39, column: 14, scope: !68)
!122 = !DILocation(line: 39, column: 18, scope: !68)
!123 = !DILocation(line: 39, column: 19, scope: !68)
!124 = !DILocation(line: 39, column: 22, scope: !68)
!125 = !DILocalVariable(name: "q", scope: !68, file: !2, line: 39, type: !116)
!126 = !DILocation(line: 39, column: 31, scope: !68)
!127 = !DILocation(line: 39, column: 47, scope: !68)
!128 = !DILocation(line: 39, column: 35, scope: !68)
!129 = !DILocalVariable(name: "ws", scope: !68, file: !2, line: 40, type: !31)
!130 = !DILocation(line: 40, column: 27, scope: !68)
!131 = !DILocation(line: 40, column: 32, scope: !68)
!132 = !DILocation(line: 40, column: 37, scope: !68)
!133 = !DILocation(line: 40, column: 34, scope: !68)
!134 = !DILocation(line: 41, column: 15, scope: !135)
!135 = distinct !DILexicalBlock(scope: !68, file: !2, line: 41, column: 13)
!136 = !DILocation(line: 41, column: 31, scope: !135)
!137 = !DILocation(line: 41, column: 21, scope: !135)
!138 = !DILocation(line: 41, column: 18, scope: !135)
!139 = !DILocation(line: 41, column: 34, scope: !135)
!140 = !DILocation(line: 41, column: 39, scope: !135)
!141 = !DILocation(line: 41, column: 56, scope: !135)
!142 = !DILocation(line: 41, column: 59, scope: !135)
!143 = !DILocation(line: 41, column: 45, scope: !135)
!144 = !DILocation(line: 41, column: 42, scope: !135)
!145 = !DILocation(line: 41, column: 13, scope: !68)
!146 = !DILocation(line: 41, column: 70, scope: !135)
!147 = !DILocation(line: 41, column: 67, scope: !135)
!148 = !DILocation(line: 42, column: 13, scope: !68)
!149 = !DILocation(line: 42, column: 15, scope: !68)
!150 = !DILocation(line: 42, column: 36, scope: !68)
!151 = !DILocation(line: 42, column: 34, scope: !68)
!152 = !DILocation(line: 42, column: 41, scope: !68)
!153 = !DILocation(line: 42, column: 43, scope: !68)
!154 = !DILocation(line: 42, column: 38, scope: !68)
!155 = !DILocation(line: 42, column: 51, scope: !68)
!156 = !DILocation(line: 42, column: 49, scope: !68)
!157 = !DILocation(line: 42, column: 11, scope: !68)
!158 = !DILocation(line: 43, column: 13, scope: !159)
!159 = distinct !DILexicalBlock(scope: !68, file: !2, line: 43, column: 13)
!160 = !DILocation(line: 43, column: 15, scope: !159)
!161 = !DILocation(line: 43, column: 19, scope: !159)
!162 = !DILocation(line: 43, column: 13, scope: !68)
!163 = !DILocation(line: 43, column: 81, scope: !159)
!164 = !DILocation(line: 43, column: 104, scope: !159)
!165 = !DILocation(line: 43, column: 127, scope: !159)
!166 = !DILocation(line: 43, column: 130, scope: !159)
!167 = !DILocation(line: 43, column: 25, scope: !159)
!168 = !DILocation(line: 44, column: 5, scope: !68)
!169 = !DILocation(line: 34, column: 35, scope: !64)
!170 = !DILocation(line: 34, column: 5, scope: !64)
!171 = distinct !{!171, !66, !172, !173}
!172 = !DILocation(line: 44, column: 5, scope: !60)
!173 = !{!"llvm.loop.mustprogress"}
!174 = !DILocation(line: 45, column: 61, scope: !46)
!175 = !DILocation(line: 45, column: 64, scope: !46)
!176 = !DILocation(line: 45, column: 51, scope: !46)
!177 = !DILocation(line: 45, column: 5, scope: !46)
!178 = !DILocalVariable(name: "words", scope: !46, file: !2, line: 46, type: !179)
!179 = !DICompositeType(tag: DW_TAG_array_type, baseType: !32, size: 256, elements: !180)
!180 = !{!181}
!181 = !DISubrange(count: 4)
!182 = !DILocation(line: 46, column: 14, scope: !46)
!183 = !DILocalVariable(name: "bit", scope: !184, file: !2, line: 47, type: !30)
!184 = distinct !DILexicalBlock(scope: !46, file: !2, line: 47, column: 5)
!185 = !DILocation(line: 47, column: 19, scope: !184)
!186 = !DILocation(line: 47, column: 10, scope: !184)
!187 = !DILocation(line: 47, column: 28, scope: !188)
!188 = distinct !DILexicalBlock(scope: !184, file: !2, line: 47, column: 5)
!189 = !DILocation(line: 47, column: 32, scope: !188)
!190 = !DILocation(line: 47, column: 5, scope: !184)
!191 = !DILocation(line: 47, column: 82, scope: !188)
!192 = !DILocation(line: 47, column: 92, scope: !188)
!193 = !DILocation(line: 47, column: 96, scope: !188)
!194 = !DILocation(line: 47, column: 90, scope: !188)
!195 = !DILocation(line: 47, column: 130, scope: !188)
!196 = !DILocation(line: 47, column: 137, scope: !188)
!197 = !DILocation(line: 47, column: 147, scope: !188)
!198 = !DILocation(line: 47, column: 151, scope: !188)
!199 = !DILocation(line: 47, column: 145, scope: !188)
!200 = !DILocation(line: 47, column: 122, scope: !188)
!201 = !DILocation(line: 47, column: 50, scope: !188)
!202 = !DILocation(line: 47, column: 43, scope: !188)
!203 = !DILocation(line: 47, column: 5, scope: !188)
!204 = distinct !{!204, !190, !205, !173}
!205 = !DILocation(line: 47, column: 156, scope: !184)
!206 = !DILocation(line: 48, column: 22, scope: !46)
!207 = !DILocation(line: 48, column: 5, scope: !46)
!208 = !DILocation(line: 49, column: 77, scope: !46)
!209 = !DILocation(line: 49, column: 107, scope: !46)
!210 = !DILocation(line: 49, column: 137, scope: !46)
!211 = !DILocation(line: 49, column: 167, scope: !46)
!212 = !DILocation(line: 49, column: 5, scope: !46)
!213 = !DILocation(line: 50, column: 37, scope: !46)
!214 = !DILocation(line: 50, column: 40, scope: !46)
!215 = !DILocation(line: 50, column: 5, scope: !46)
!216 = !DILocation(line: 51, column: 12, scope: !46)
!217 = !DILocation(line: 51, column: 28, scope: !46)
!218 = !DILocation(line: 51, column: 30, scope: !46)
!219 = !DILocation(line: 51, column: 22, scope: !46)
!220 = !DILocation(line: 51, column: 5, scope: !46)
!221 = distinct !DISubprogram(name: "fshl64", scope: !2, file: !2, line: 7, type: !222, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !49)
!222 = !DISubroutineType(types: !223)
!223 = !{!32, !32, !32, !30}
!224 = !DILocalVariable(name: "hi", arg: 1, scope: !221, file: !2, line: 7, type: !32)
!225 = !DILocation(line: 7, column: 59, scope: !221)
!226 = !DILocalVariable(name: "lo", arg: 2, scope: !221, file: !2, line: 7, type: !32)
!227 = !DILocation(line: 7, column: 72, scope: !221)
!228 = !DILocalVariable(name: "n", arg: 3, scope: !221, file: !2, line: 7, type: !30)
!229 = !DILocation(line: 7, column: 85, scope: !221)
!230 = !DILocation(line: 7, column: 92, scope: !221)
!231 = !DILocation(line: 7, column: 106, scope: !221)
!232 = !DILocation(line: 7, column: 111, scope: !221)
!233 = !DILocation(line: 7, column: 117, scope: !221)
!234 = !DILocation(line: 7, column: 114, scope: !221)
!235 = !DILocation(line: 7, column: 123, scope: !221)
!236 = !DILocation(line: 7, column: 135, scope: !221)
!237 = !DILocation(line: 7, column: 133, scope: !221)
!238 = !DILocation(line: 7, column: 126, scope: !221)
!239 = !DILocation(line: 7, column: 120, scope: !221)
!240 = !DILocation(line: 7, column: 141, scope: !221)
!241 = !DILocation(line: 7, column: 99, scope: !221)
!242 = distinct !DISubprogram(name: "fshr64", scope: !2, file: !2, line: 8, type: !222, scopeLine: 8, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !49)
!243 = !DILocalVariable(name: "hi", arg: 1, scope: !242, file: !2, line: 8, type: !32)
!244 = !DILocation(line: 8, column: 59, scope: !242)
!245 = !DILocalVariable(name: "lo", arg: 2, scope: !242, file: !2, line: 8, type: !32)
!246 = !DILocation(line: 8, column: 72, scope: !242)
!247 = !DILocalVariable(name: "n", arg: 3, scope: !242, file: !2, line: 8, type: !30)
!248 = !DILocation(line: 8, column: 85, scope: !242)
!249 = !DILocation(line: 8, column: 92, scope: !242)
!250 = !DILocation(line: 8, column: 106, scope: !242)
!251 = !DILocation(line: 8, column: 111, scope: !242)
!252 = !DILocation(line: 8, column: 117, scope: !242)
!253 = !DILocation(line: 8, column: 114, scope: !242)
!254 = !DILocation(line: 8, column: 123, scope: !242)
!255 = !DILocation(line: 8, column: 135, scope: !242)
!256 = !DILocation(line: 8, column: 133, scope: !242)
!257 = !DILocation(line: 8, column: 126, scope: !242)
!258 = !DILocation(line: 8, column: 120, scope: !242)
!259 = !DILocation(line: 8, column: 141, scope: !242)
!260 = !DILocation(line: 8, column: 99, scope: !242)
!261 = distinct !DISubprogram(name: "fshl32", scope: !2, file: !2, line: 9, type: !262, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !49)
!262 = !DISubroutineType(types: !263)
!263 = !{!26, !26, !26, !30}
!264 = !DILocalVariable(name: "hi", arg: 1, scope: !261, file: !2, line: 9, type: !26)
!265 = !DILocation(line: 9, column: 59, scope: !261)
!266 = !DILocalVariable(name: "lo", arg: 2, scope: !261, file: !2, line: 9, type: !26)
!267 = !DILocation(line: 9, column: 72, scope: !261)
!268 = !DILocalVariable(name: "n", arg: 3, scope: !261, file: !2, line: 9, type: !30)
!269 = !DILocation(line: 9, column: 85, scope: !261)
!270 = !DILocation(line: 9, column: 120, scope: !261)
!271 = !DILocation(line: 9, column: 110, scope: !261)
!272 = !DILocation(line: 9, column: 123, scope: !261)
!273 = !DILocation(line: 9, column: 131, scope: !261)
!274 = !DILocation(line: 9, column: 129, scope: !261)
!275 = !DILocation(line: 9, column: 139, scope: !261)
!276 = !DILocation(line: 9, column: 141, scope: !261)
!277 = !DILocation(line: 9, column: 135, scope: !261)
!278 = !DILocation(line: 9, column: 148, scope: !261)
!279 = !DILocation(line: 9, column: 97, scope: !261)
!280 = !DILocation(line: 9, column: 90, scope: !261)
!281 = distinct !DISubprogram(name: "shl_pair", scope: !2, file: !2, line: 12, type: !282, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !49)
!282 = !DISubroutineType(types: !283)
!283 = !{!116, !116, !30}
!284 = !DILocalVariable(name: "p", arg: 1, scope: !281, file: !2, line: 12, type: !116)
!285 = !DILocation(line: 12, column: 53, scope: !281)
!286 = !DILocalVariable(name: "n", arg: 2, scope: !281, file: !2, line: 12, type: !30)
!287 = !DILocation(line: 12, column: 65, scope: !281)
!288 = !DILocalVariable(name: "r", scope: !281, file: !2, line: 13, type: !116)
!289 = !DILocation(line: 13, column: 10, scope: !281)
!290 = !DILocation(line: 14, column: 9, scope: !291)
!291 = distinct !DILexicalBlock(scope: !281, file: !2, line: 14, column: 9)
!292 = !DILocation(line: 14, column: 11, scope: !291)
!293 = !DILocation(line: 14, column: 9, scope: !281)
!294 = !DILocation(line: 14, column: 29, scope: !295)
!295 = distinct !DILexicalBlock(scope: !291, file: !2, line: 14, column: 18)
!296 = !DILocation(line: 14, column: 36, scope: !295)
!297 = !DILocation(line: 14, column: 38, scope: !295)
!298 = !DILocation(line: 14, column: 32, scope: !295)
!299 = !DILocation(line: 14, column: 22, scope: !295)
!300 = !DILocation(line: 14, column: 25, scope: !295)
!301 = !DILocation(line: 14, column: 47, scope: !295)
!302 = !DILocation(line: 14, column: 50, scope: !295)
!303 = !DILocation(line: 14, column: 55, scope: !295)
!304 = !DILocation(line: 15, column: 14, scope: !305)
!305 = distinct !DILexicalBlock(scope: !291, file: !2, line: 15, column: 14)
!306 = !DILocation(line: 15, column: 16, scope: !305)
!307 = !DILocation(line: 15, column: 14, scope: !291)
!308 = !DILocation(line: 15, column: 26, scope: !305)
!309 = !DILocation(line: 15, column: 22, scope: !305)
!310 = !DILocation(line: 16, column: 22, scope: !311)
!311 = distinct !DILexicalBlock(scope: !305, file: !2, line: 16, column: 10)
!312 = !DILocation(line: 16, column: 28, scope: !311)
!313 = !DILocation(line: 16, column: 25, scope: !311)
!314 = !DILocation(line: 16, column: 36, scope: !311)
!315 = !DILocation(line: 16, column: 48, scope: !311)
!316 = !DILocation(line: 16, column: 46, scope: !311)
!317 = !DILocation(line: 16, column: 39, scope: !311)
!318 = !DILocation(line: 16, column: 31, scope: !311)
!319 = !DILocation(line: 16, column: 14, scope: !311)
!320 = !DILocation(line: 16, column: 17, scope: !311)
!321 = !DILocation(line: 16, column: 62, scope: !311)
!322 = !DILocation(line: 16, column: 68, scope: !311)
!323 = !DILocation(line: 16, column: 65, scope: !311)
!324 = !DILocation(line: 16, column: 55, scope: !311)
!325 = !DILocation(line: 16, column: 58, scope: !311)
!326 = !DILocation(line: 17, column: 5, scope: !281)
!327 = distinct !DISubprogram(name: "const_fsh", scope: !2, file: !2, line: 10, type: !328, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !49)
!328 = !DISubroutineType(types: !329)
!329 = !{!32, !32, !32}
!330 = !DILocalVariable(name: "hi", arg: 1, scope: !327, file: !2, line: 10, type: !32)
!331 = !DILocation(line: 10, column: 62, scope: !327)
!332 = !DILocalVariable(name: "lo", arg: 2, scope: !327, file: !2, line: 10, type: !32)
!333 = !DILocation(line: 10, column: 75, scope: !327)
!334 = !DILocation(line: 10, column: 89, scope: !327)
!335 = !DILocation(line: 10, column: 92, scope: !327)
!336 = !DILocation(line: 10, column: 102, scope: !327)
!337 = !DILocation(line: 10, column: 105, scope: !327)
!338 = !DILocation(line: 10, column: 99, scope: !327)
!339 = !DILocation(line: 10, column: 81, scope: !327)
!340 = distinct !DISubprogram(name: "extract", scope: !2, file: !2, line: 19, type: !341, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !49)
!341 = !DISubroutineType(types: !342)
!342 = !{!32, !343, !30, !30}
!343 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !344, size: 64)
!344 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !32)
!345 = !DILocalVariable(name: "w", arg: 1, scope: !340, file: !2, line: 19, type: !343)
!346 = !DILocation(line: 19, column: 67, scope: !340)
!347 = !DILocalVariable(name: "bit", arg: 2, scope: !340, file: !2, line: 19, type: !30)
!348 = !DILocation(line: 19, column: 79, scope: !340)
!349 = !DILocalVariable(name: "len", arg: 3, scope: !340, file: !2, line: 19, type: !30)
!350 = !DILocation(line: 19, column: 93, scope: !340)
!351 = !DILocalVariable(name: "i", scope: !340, file: !2, line: 20, type: !30)
!352 = !DILocation(line: 20, column: 14, scope: !340)
!353 = !DILocation(line: 20, column: 18, scope: !340)
!354 = !DILocation(line: 20, column: 22, scope: !340)
!355 = !DILocalVariable(name: "o", scope: !340, file: !2, line: 20, type: !30)
!356 = !DILocation(line: 20, column: 28, scope: !340)
!357 = !DILocation(line: 20, column: 32, scope: !340)
!358 = !DILocation(line: 20, column: 36, scope: !340)
!359 = !DILocalVariable(name: "v", scope: !340, file: !2, line: 21, type: !32)
!360 = !DILocation(line: 21, column: 14, scope: !340)
!361 = !DILocation(line: 21, column: 18, scope: !340)
!362 = !DILocation(line: 21, column: 20, scope: !340)
!363 = !DILocation(line: 21, column: 26, scope: !340)
!364 = !DILocation(line: 21, column: 23, scope: !340)
!365 = !DILocation(line: 22, column: 9, scope: !366)
!366 = distinct !DILexicalBlock(scope: !340, file: !2, line: 22, column: 9)
!367 = !DILocation(line: 22, column: 13, scope: !366)
!368 = !DILocation(line: 22, column: 11, scope: !366)
!369 = !DILocation(line: 22, column: 17, scope: !366)
!370 = !DILocation(line: 22, column: 9, scope: !340)
!371 = !DILocation(line: 22, column: 28, scope: !366)
!372 = !DILocation(line: 22, column: 30, scope: !366)
!373 = !DILocation(line: 22, column: 32, scope: !366)
!374 = !DILocation(line: 22, column: 46, scope: !366)
!375 = !DILocation(line: 22, column: 44, scope: !366)
!376 = !DILocation(line: 22, column: 37, scope: !366)
!377 = !DILocation(line: 22, column: 25, scope: !366)
!378 = !DILocation(line: 22, column: 23, scope: !366)
!379 = !DILocation(line: 23, column: 12, scope: !340)
!380 = !DILocation(line: 23, column: 16, scope: !340)
!381 = !DILocation(line: 23, column: 24, scope: !340)
!382 = !DILocation(line: 23, column: 28, scope: !340)
!383 = !DILocation(line: 23, column: 42, scope: !340)
!384 = !DILocation(line: 23, column: 39, scope: !340)
!385 = !DILocation(line: 23, column: 47, scope: !340)
!386 = !DILocation(line: 23, column: 30, scope: !340)
!387 = !DILocation(line: 23, column: 5, scope: !340)
!388 = distinct !DISubprogram(name: "shift_words_left", scope: !2, file: !2, line: 25, type: !389, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !24, retainedNodes: !49)
!389 = !DISubroutineType(types: !390)
!390 = !{null, !391, !36, !30}
!391 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !32, size: 64)
!392 = !DILocalVariable(name: "w", arg: 1, scope: !388, file: !2, line: 25, type: !391)
!393 = !DILocation(line: 25, column: 40, scope: !388)
!394 = !DILocalVariable(name: "n", arg: 2, scope: !388, file: !2, line: 25, type: !36)
!395 = !DILocation(line: 25, column: 47, scope: !388)
!396 = !DILocalVariable(name: "s", arg: 3, scope: !388, file: !2, line: 25, type: !30)
!397 = !DILocation(line: 25, column: 59, scope: !388)
!398 = !DILocalVariable(name: "i", scope: !399, file: !2, line: 26, type: !36)
!399 = distinct !DILexicalBlock(scope: !388, file: !2, line: 26, column: 5)
!400 = !DILocation(line: 26, column: 14, scope: !399)
!401 = !DILocation(line: 26, column: 18, scope: !399)
!402 = !DILocation(line: 26, column: 20, scope: !399)
!403 = !DILocation(line: 26, column: 10, scope: !399)
!404 = !DILocation(line: 26, column: 25, scope: !405)
!405 = distinct !DILexicalBlock(scope: !399, file: !2, line: 26, column: 5)
!406 = !DILocation(line: 26, column: 27, scope: !405)
!407 = !DILocation(line: 26, column: 5, scope: !399)
!408 = !DILocation(line: 26, column: 45, scope: !405)
!409 = !DILocation(line: 26, column: 47, scope: !405)
!410 = !DILocation(line: 26, column: 53, scope: !405)
!411 = !DILocation(line: 26, column: 50, scope: !405)
!412 = !DILocation(line: 26, column: 59, scope: !405)
!413 = !DILocation(line: 26, column: 61, scope: !405)
!414 = !DILocation(line: 26, column: 63, scope: !405)
!415 = !DILocation(line: 26, column: 77, scope: !405)
!416 = !DILocation(line: 26, column: 75, scope: !405)
!417 = !DILocation(line: 26, column: 68, scope: !405)
!418 = !DILocation(line: 26, column: 56, scope: !405)
!419 = !DILocation(line: 26, column: 37, scope: !405)
!420 = !DILocation(line: 26, column: 39, scope: !405)
!421 = !DILocation(line: 26, column: 42, scope: !405)
!422 = !DILocation(line: 26, column: 33, scope: !405)
!423 = !DILocation(line: 26, column: 5, scope: !405)
!424 = distinct !{!424, !407, !425, !173}
!425 = !DILocation(line: 26, column: 79, scope: !399)
!426 = !DILocation(line: 27, column: 14, scope: !388)
!427 = !DILocation(line: 27, column: 5, scope: !388)
!428 = !DILocation(line: 27, column: 10, scope: !388)
!429 = !DILocation(line: 28, column: 1, scope: !388)
