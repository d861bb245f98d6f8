; ModuleID = 'programs/string_algorithms.c'
source_filename = "programs/string_algorithms.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.text = internal global [20001 x i8] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1, !dbg !16
@.str.1 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1, !dbg !22
@.str.2 = private unnamed_addr constant [7 x i8] c"abcabc\00", align 1, !dbg !27
@.str.3 = private unnamed_addr constant [4 x i8] c"cba\00", align 1, !dbg !32
@.str.4 = private unnamed_addr constant [7 x i8] c"bbbbbb\00", align 1, !dbg !34
@.str.5 = private unnamed_addr constant [7 x i8] c"abacab\00", align 1, !dbg !36
@__const.main.pats = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 16
@.str.6 = private unnamed_addr constant [26 x i8] c"%-7s kmp=%d bmh=%d rk=%d\0A\00", align 1, !dbg !38
@.str.7 = private unnamed_addr constant [19 x i8] c"mississippi$banana\00", align 1, !dbg !43
@sa_text = internal global ptr null, align 8, !dbg !106
@.str.8 = private unnamed_addr constant [14 x i8] c"suffix array:\00", align 1, !dbg !48
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !53
@.str.10 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1, !dbg !55
@.str.11 = private unnamed_addr constant [6 x i8] c"babad\00", align 1, !dbg !60
@.str.12 = private unnamed_addr constant [17 x i8] c"forgeeksskeegfor\00", align 1, !dbg !65
@.str.13 = private unnamed_addr constant [13 x i8] c"abacdfgdcaba\00", align 1, !dbg !70
@.str.14 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !75
@.str.15 = private unnamed_addr constant [11 x i8] c"racecarxyz\00", align 1, !dbg !77
@__const.main.ps = private unnamed_addr constant [5 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@.str.16 = private unnamed_addr constant [37 x i8] c"longest palindrome in %s: %.*s (%d)\0A\00", align 1, !dbg !82
@.str.17 = private unnamed_addr constant [13 x i8] c"aaabccddddde\00", align 1, !dbg !87
@.str.18 = private unnamed_addr constant [8 x i8] c"rle %s\0A\00", align 1, !dbg !89
@.str.19 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1, !dbg !94
@.str.20 = private unnamed_addr constant [20 x i8] c"aabxaabxcaabxaabxay\00", align 1, !dbg !96
@.str.21 = private unnamed_addr constant [3 x i8] c"z:\00", align 1, !dbg !101
@.str.22 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1, !dbg !110
@.str.23 = private unnamed_addr constant [7 x i8] c"%.0d%c\00", align 1, !dbg !112

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 !dbg !2 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [6 x ptr], align 16
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [18 x i32], align 16
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [5 x ptr], align 16
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [128 x i8], align 16
  %17 = alloca [32 x i32], align 16
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store i32 0, ptr %1, align 4
    #dbg_declare(ptr %2, !126, !DIExpression(), !128)
  store i32 3, ptr %2, align 4, !dbg !128
    #dbg_declare(ptr %3, !129, !DIExpression(), !131)
  store i32 0, ptr %3, align 4, !dbg !131
  br label %24, !dbg !132

24:                                               ; preds = %40, %0
  %25 = load i32, ptr %3, align 4, !dbg !133
  %26 = icmp slt i32 %25, 20000, !dbg !135
  br i1 %26, label %27, label %43, !dbg !136

27:                                               ; preds = %24
  %28 = load i32, ptr %2, align 4, !dbg !137
  %29 = mul i32 %28, 1103515245, !dbg !139
  %30 = add i32 %29, 12345, !dbg !140
  store i32 %30, ptr %2, align 4, !dbg !141
  %31 = load i32, ptr %2, align 4, !dbg !142
  %32 = lshr i32 %31, 16, !dbg !143
  %33 = urem i32 %32, 3, !dbg !144
  %34 = zext i32 %33 to i64, !dbg !145
  %35 = getelementptr inbounds [4 x i8], ptr @.str, i64 0, i64 %34, !dbg !145
  %36 = load i8, ptr %35, align 1, !dbg !145
  %37 = load i32, ptr %3, align 4, !dbg !146
  %38 = sext i32 %37 to i64, !dbg !147
  %39 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %38, !dbg !147
  store i8 %36, ptr %39, align 1, !dbg !148
  br label %40, !dbg !149

40:                                               ; preds = %27
  %41 = load i32, ptr %3, align 4, !dbg !150
  %42 = add nsw i32 %41, 1, !dbg !150
  store i32 %42, ptr %3, align 4, !dbg !150
  br label %24, !dbg !151, !llvm.loop !152

43:                                               ; preds = %24
  store i8 0, ptr getelementptr inbounds ([20001 x i8], ptr @main.text, i64 0, i64 20000), align 16, !dbg !155
    #dbg_declare(ptr %4, !156, !DIExpression(), !158)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %4, ptr align 16 @__const.main.pats, i64 48, i1 false), !dbg !158
    #dbg_declare(ptr %5, !159, !DIExpression(), !161)
  store i32 0, ptr %5, align 4, !dbg !161
  br label %44, !dbg !162

44:                                               ; preds = %71, %43
  %45 = load i32, ptr %5, align 4, !dbg !163
  %46 = icmp slt i32 %45, 6, !dbg !165
  br i1 %46, label %47, label %74, !dbg !166

47:                                               ; preds = %44
    #dbg_declare(ptr %6, !167, !DIExpression(), !169)
  %48 = load i32, ptr %5, align 4, !dbg !170
  %49 = sext i32 %48 to i64, !dbg !171
  %50 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %49, !dbg !171
  %51 = load ptr, ptr %50, align 8, !dbg !171
  %52 = call i32 @kmp_count(ptr noundef @main.text, ptr noundef %51), !dbg !172
  store i32 %52, ptr %6, align 4, !dbg !169
    #dbg_declare(ptr %7, !173, !DIExpression(), !174)
  %53 = load i32, ptr %5, align 4, !dbg !175
  %54 = sext i32 %53 to i64, !dbg !176
  %55 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %54, !dbg !176
  %56 = load ptr, ptr %55, align 8, !dbg !176
  %57 = call i32 @bmh_count(ptr noundef @main.text, ptr noundef %56), !dbg !177
  store i32 %57, ptr %7, align 4, !dbg !174
    #dbg_declare(ptr %8, !178, !DIExpression(), !179)
  %58 = load i32, ptr %5, align 4, !dbg !180
  %59 = sext i32 %58 to i64, !dbg !181
  %60 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %59, !dbg !181
  %61 = load ptr, ptr %60, align 8, !dbg !181
  %62 = call i32 @rk_count(ptr noundef @main.text, ptr noundef %61), !dbg !182
  store i32 %62, ptr %8, align 4, !dbg !179
  %63 = load i32, ptr %5, align 4, !dbg !183
  %64 = sext i32 %63 to i64, !dbg !184
  %65 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %64, !dbg !184
  %66 = load ptr, ptr %65, align 8, !dbg !184
  %67 = load i32, ptr %6, align 4, !dbg !185
  %68 = load i32, ptr %7, align 4, !dbg !186
  %69 = load i32, ptr %8, align 4, !dbg !187
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69), !dbg !188
  br label %71, !dbg !189

71:                                               ; preds = %47
  %72 = load i32, ptr %5, align 4, !dbg !190
  %73 = add nsw i32 %72, 1, !dbg !190
  store i32 %73, ptr %5, align 4, !dbg !190
  br label %44, !dbg !191, !llvm.loop !192

74:                                               ; preds = %44
  store ptr @.str.7, ptr @sa_text, align 8, !dbg !194
    #dbg_declare(ptr %9, !195, !DIExpression(), !199)
    #dbg_declare(ptr %10, !200, !DIExpression(), !202)
  store i32 0, ptr %10, align 4, !dbg !202
  br label %75, !dbg !203

75:                                               ; preds = %83, %74
  %76 = load i32, ptr %10, align 4, !dbg !204
  %77 = icmp slt i32 %76, 18, !dbg !206
  br i1 %77, label %78, label %86, !dbg !207

78:                                               ; preds = %75
  %79 = load i32, ptr %10, align 4, !dbg !208
  %80 = load i32, ptr %10, align 4, !dbg !209
  %81 = sext i32 %80 to i64, !dbg !210
  %82 = getelementptr inbounds [18 x i32], ptr %9, i64 0, i64 %81, !dbg !210
  store i32 %79, ptr %82, align 4, !dbg !211
  br label %83, !dbg !210

83:                                               ; preds = %78
  %84 = load i32, ptr %10, align 4, !dbg !212
  %85 = add nsw i32 %84, 1, !dbg !212
  store i32 %85, ptr %10, align 4, !dbg !212
  br label %75, !dbg !213, !llvm.loop !214

86:                                               ; preds = %75
  %87 = getelementptr inbounds [18 x i32], ptr %9, i64 0, i64 0, !dbg !216
  call void @qsort(ptr noundef %87, i64 noundef 18, i64 noundef 4, ptr noundef @sa_cmp), !dbg !217
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.8), !dbg !218
    #dbg_declare(ptr %11, !219, !DIExpression(), !221)
  store i32 0, ptr %11, align 4, !dbg !221
  br label %89, !dbg !222

89:                                               ; preds = %98, %86
  %90 = load i32, ptr %11, align 4, !dbg !223
  %91 = icmp slt i32 %90, 18, !dbg !225
  br i1 %91, label %92, label %101, !dbg !226

92:                                               ; preds = %89
  %93 = load i32, ptr %11, align 4, !dbg !227
  %94 = sext i32 %93 to i64, !dbg !228
  %95 = getelementptr inbounds [18 x i32], ptr %9, i64 0, i64 %94, !dbg !228
  %96 = load i32, ptr %95, align 4, !dbg !228
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %96), !dbg !229
  br label %98, !dbg !229

98:                                               ; preds = %92
  %99 = load i32, ptr %11, align 4, !dbg !230
  %100 = add nsw i32 %99, 1, !dbg !230
  store i32 %100, ptr %11, align 4, !dbg !230
  br label %89, !dbg !231, !llvm.loop !232

101:                                              ; preds = %89
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.10), !dbg !234
    #dbg_declare(ptr %12, !235, !DIExpression(), !237)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 @__const.main.ps, i64 40, i1 false), !dbg !237
    #dbg_declare(ptr %13, !238, !DIExpression(), !240)
  store i32 0, ptr %13, align 4, !dbg !240
  br label %103, !dbg !241

103:                                              ; preds = %126, %101
  %104 = load i32, ptr %13, align 4, !dbg !242
  %105 = icmp slt i32 %104, 5, !dbg !244
  br i1 %105, label %106, label %129, !dbg !245

106:                                              ; preds = %103
    #dbg_declare(ptr %14, !246, !DIExpression(), !248)
    #dbg_declare(ptr %15, !249, !DIExpression(), !250)
  %107 = load i32, ptr %13, align 4, !dbg !251
  %108 = sext i32 %107 to i64, !dbg !252
  %109 = getelementptr inbounds [5 x ptr], ptr %12, i64 0, i64 %108, !dbg !252
  %110 = load ptr, ptr %109, align 8, !dbg !252
  %111 = call i32 @manacher(ptr noundef %110, ptr noundef %14), !dbg !253
  store i32 %111, ptr %15, align 4, !dbg !250
  %112 = load i32, ptr %13, align 4, !dbg !254
  %113 = sext i32 %112 to i64, !dbg !255
  %114 = getelementptr inbounds [5 x ptr], ptr %12, i64 0, i64 %113, !dbg !255
  %115 = load ptr, ptr %114, align 8, !dbg !255
  %116 = load i32, ptr %15, align 4, !dbg !256
  %117 = load i32, ptr %13, align 4, !dbg !257
  %118 = sext i32 %117 to i64, !dbg !258
  %119 = getelementptr inbounds [5 x ptr], ptr %12, i64 0, i64 %118, !dbg !258
  %120 = load ptr, ptr %119, align 8, !dbg !258
  %121 = load i32, ptr %14, align 4, !dbg !259
  %122 = sext i32 %121 to i64, !dbg !260
  %123 = getelementptr inbounds i8, ptr %120, i64 %122, !dbg !260
  %124 = load i32, ptr %15, align 4, !dbg !261
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %115, i32 noundef %116, ptr noundef %123, i32 noundef %124), !dbg !262
  br label %126, !dbg !263

126:                                              ; preds = %106
  %127 = load i32, ptr %13, align 4, !dbg !264
  %128 = add nsw i32 %127, 1, !dbg !264
  store i32 %128, ptr %13, align 4, !dbg !264
  br label %103, !dbg !265, !llvm.loop !266

129:                                              ; preds = %103
    #dbg_declare(ptr %16, !268, !DIExpression(), !272)
  %130 = getelementptr inbounds [128 x i8], ptr %16, i64 0, i64 0, !dbg !273
  call void @rle(ptr noundef @.str.17, ptr noundef %130), !dbg !274
  %131 = getelementptr inbounds [128 x i8], ptr %16, i64 0, i64 0, !dbg !275
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %131), !dbg !276
  %133 = getelementptr inbounds [128 x i8], ptr %16, i64 0, i64 0, !dbg !277
  call void @rle(ptr noundef @.str.19, ptr noundef %133), !dbg !278
  %134 = getelementptr inbounds [128 x i8], ptr %16, i64 0, i64 0, !dbg !279
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %134), !dbg !280
    #dbg_declare(ptr %17, !281, !DIExpression(), !285)
    #dbg_declare(ptr %18, !286, !DIExpression(), !287)
  store ptr @.str.20, ptr %18, align 8, !dbg !287
    #dbg_declare(ptr %19, !288, !DIExpression(), !289)
  %136 = load ptr, ptr %18, align 8, !dbg !290
  %137 = call i64 @strlen(ptr noundef %136) #6, !dbg !291
  %138 = trunc i64 %137 to i32, !dbg !292
  store i32 %138, ptr %19, align 4, !dbg !289
  %139 = load i32, ptr %19, align 4, !dbg !293
  %140 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 0, !dbg !294
  store i32 %139, ptr %140, align 16, !dbg !295
    #dbg_declare(ptr %20, !296, !DIExpression(), !298)
  store i32 1, ptr %20, align 4, !dbg !298
    #dbg_declare(ptr %21, !299, !DIExpression(), !300)
  store i32 0, ptr %21, align 4, !dbg !300
    #dbg_declare(ptr %22, !301, !DIExpression(), !302)
  store i32 0, ptr %22, align 4, !dbg !302
  br label %141, !dbg !303

141:                                              ; preds = %236, %129
  %142 = load i32, ptr %20, align 4, !dbg !304
  %143 = load i32, ptr %19, align 4, !dbg !306
  %144 = icmp slt i32 %142, %143, !dbg !307
  br i1 %144, label %145, label %239, !dbg !308

145:                                              ; preds = %141
  %146 = load i32, ptr %20, align 4, !dbg !309
  %147 = load i32, ptr %22, align 4, !dbg !311
  %148 = icmp slt i32 %146, %147, !dbg !312
  br i1 %148, label %149, label %173, !dbg !309

149:                                              ; preds = %145
  %150 = load i32, ptr %22, align 4, !dbg !313
  %151 = load i32, ptr %20, align 4, !dbg !314
  %152 = sub nsw i32 %150, %151, !dbg !315
  %153 = load i32, ptr %20, align 4, !dbg !316
  %154 = load i32, ptr %21, align 4, !dbg !317
  %155 = sub nsw i32 %153, %154, !dbg !318
  %156 = sext i32 %155 to i64, !dbg !319
  %157 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %156, !dbg !319
  %158 = load i32, ptr %157, align 4, !dbg !319
  %159 = icmp slt i32 %152, %158, !dbg !320
  br i1 %159, label %160, label %164, !dbg !313

160:                                              ; preds = %149
  %161 = load i32, ptr %22, align 4, !dbg !321
  %162 = load i32, ptr %20, align 4, !dbg !322
  %163 = sub nsw i32 %161, %162, !dbg !323
  br label %171, !dbg !313

164:                                              ; preds = %149
  %165 = load i32, ptr %20, align 4, !dbg !324
  %166 = load i32, ptr %21, align 4, !dbg !325
  %167 = sub nsw i32 %165, %166, !dbg !326
  %168 = sext i32 %167 to i64, !dbg !327
  %169 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %168, !dbg !327
  %170 = load i32, ptr %169, align 4, !dbg !327
  br label %171, !dbg !313

171:                                              ; preds = %164, %160
  %172 = phi i32 [ %163, %160 ], [ %170, %164 ], !dbg !313
  br label %174, !dbg !309

173:                                              ; preds = %145
  br label %174, !dbg !309

174:                                              ; preds = %173, %171
  %175 = phi i32 [ %172, %171 ], [ 0, %173 ], !dbg !309
  %176 = load i32, ptr %20, align 4, !dbg !328
  %177 = sext i32 %176 to i64, !dbg !329
  %178 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %177, !dbg !329
  store i32 %175, ptr %178, align 4, !dbg !330
  br label %179, !dbg !331

179:                                              ; preds = %212, %174
  %180 = load i32, ptr %20, align 4, !dbg !332
  %181 = load i32, ptr %20, align 4, !dbg !333
  %182 = sext i32 %181 to i64, !dbg !334
  %183 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %182, !dbg !334
  %184 = load i32, ptr %183, align 4, !dbg !334
  %185 = add nsw i32 %180, %184, !dbg !335
  %186 = load i32, ptr %19, align 4, !dbg !336
  %187 = icmp slt i32 %185, %186, !dbg !337
  br i1 %187, label %188, label %210, !dbg !338

188:                                              ; preds = %179
  %189 = load ptr, ptr %18, align 8, !dbg !339
  %190 = load i32, ptr %20, align 4, !dbg !340
  %191 = sext i32 %190 to i64, !dbg !341
  %192 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %191, !dbg !341
  %193 = load i32, ptr %192, align 4, !dbg !341
  %194 = sext i32 %193 to i64, !dbg !339
  %195 = getelementptr inbounds i8, ptr %189, i64 %194, !dbg !339
  %196 = load i8, ptr %195, align 1, !dbg !339
  %197 = sext i8 %196 to i32, !dbg !339
  %198 = load ptr, ptr %18, align 8, !dbg !342
  %199 = load i32, ptr %20, align 4, !dbg !343
  %200 = load i32, ptr %20, align 4, !dbg !344
  %201 = sext i32 %200 to i64, !dbg !345
  %202 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %201, !dbg !345
  %203 = load i32, ptr %202, align 4, !dbg !345
  %204 = add nsw i32 %199, %203, !dbg !346
  %205 = sext i32 %204 to i64, !dbg !342
  %206 = getelementptr inbounds i8, ptr %198, i64 %205, !dbg !342
  %207 = load i8, ptr %206, align 1, !dbg !342
  %208 = sext i8 %207 to i32, !dbg !342
  %209 = icmp eq i32 %197, %208, !dbg !347
  br label %210

210:                                              ; preds = %188, %179
  %211 = phi i1 [ false, %179 ], [ %209, %188 ], !dbg !348
  br i1 %211, label %212, label %218, !dbg !331

212:                                              ; preds = %210
  %213 = load i32, ptr %20, align 4, !dbg !349
  %214 = sext i32 %213 to i64, !dbg !350
  %215 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %214, !dbg !350
  %216 = load i32, ptr %215, align 4, !dbg !351
  %217 = add nsw i32 %216, 1, !dbg !351
  store i32 %217, ptr %215, align 4, !dbg !351
  br label %179, !dbg !331, !llvm.loop !352

218:                                              ; preds = %210
  %219 = load i32, ptr %20, align 4, !dbg !353
  %220 = load i32, ptr %20, align 4, !dbg !355
  %221 = sext i32 %220 to i64, !dbg !356
  %222 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %221, !dbg !356
  %223 = load i32, ptr %222, align 4, !dbg !356
  %224 = add nsw i32 %219, %223, !dbg !357
  %225 = load i32, ptr %22, align 4, !dbg !358
  %226 = icmp sgt i32 %224, %225, !dbg !359
  br i1 %226, label %227, label %235, !dbg !360

227:                                              ; preds = %218
  %228 = load i32, ptr %20, align 4, !dbg !361
  store i32 %228, ptr %21, align 4, !dbg !363
  %229 = load i32, ptr %20, align 4, !dbg !364
  %230 = load i32, ptr %20, align 4, !dbg !365
  %231 = sext i32 %230 to i64, !dbg !366
  %232 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %231, !dbg !366
  %233 = load i32, ptr %232, align 4, !dbg !366
  %234 = add nsw i32 %229, %233, !dbg !367
  store i32 %234, ptr %22, align 4, !dbg !368
  br label %235, !dbg !369

235:                                              ; preds = %227, %218
  br label %236, !dbg !370

236:                                              ; preds = %235
  %237 = load i32, ptr %20, align 4, !dbg !371
  %238 = add nsw i32 %237, 1, !dbg !371
  store i32 %238, ptr %20, align 4, !dbg !371
  br label %141, !dbg !372, !llvm.loop !373

239:                                              ; preds = %141
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.21), !dbg !375
    #dbg_declare(ptr %23, !376, !DIExpression(), !378)
  store i32 0, ptr %23, align 4, !dbg !378
  br label %241, !dbg !379

241:                                              ; preds = %251, %239
  %242 = load i32, ptr %23, align 4, !dbg !380
  %243 = load i32, ptr %19, align 4, !dbg !382
  %244 = icmp slt i32 %242, %243, !dbg !383
  br i1 %244, label %245, label %254, !dbg !384

245:                                              ; preds = %241
  %246 = load i32, ptr %23, align 4, !dbg !385
  %247 = sext i32 %246 to i64, !dbg !386
  %248 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %247, !dbg !386
  %249 = load i32, ptr %248, align 4, !dbg !386
  %250 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %249), !dbg !387
  br label %251, !dbg !387

251:                                              ; preds = %245
  %252 = load i32, ptr %23, align 4, !dbg !388
  %253 = add nsw i32 %252, 1, !dbg !388
  store i32 %253, ptr %23, align 4, !dbg !388
  br label %241, !dbg !389, !llvm.loop !390

254:                                              ; preds = %241
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.10), !dbg !392
  %256 = call i32 @kmp_count(ptr noundef @main.text, ptr noundef @.str), !dbg !393
  %257 = srem i32 %256, 256, !dbg !394
  ret i32 %257, !dbg !395
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @kmp_count(ptr noundef %0, ptr noundef %1) #0 !dbg !396 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [64 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !399, !DIExpression(), !400)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !401, !DIExpression(), !402)
    #dbg_declare(ptr %5, !403, !DIExpression(), !404)
  %13 = load ptr, ptr %3, align 8, !dbg !405
  %14 = call i64 @strlen(ptr noundef %13) #6, !dbg !406
  %15 = trunc i64 %14 to i32, !dbg !407
  store i32 %15, ptr %5, align 4, !dbg !404
    #dbg_declare(ptr %6, !408, !DIExpression(), !409)
  %16 = load ptr, ptr %4, align 8, !dbg !410
  %17 = call i64 @strlen(ptr noundef %16) #6, !dbg !411
  %18 = trunc i64 %17 to i32, !dbg !412
  store i32 %18, ptr %6, align 4, !dbg !409
    #dbg_declare(ptr %7, !413, !DIExpression(), !414)
  store i32 0, ptr %7, align 4, !dbg !414
    #dbg_declare(ptr %8, !415, !DIExpression(), !419)
  %19 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 0, !dbg !420
  store i32 0, ptr %19, align 16, !dbg !421
    #dbg_declare(ptr %9, !422, !DIExpression(), !424)
  store i32 1, ptr %9, align 4, !dbg !424
    #dbg_declare(ptr %10, !425, !DIExpression(), !426)
  store i32 0, ptr %10, align 4, !dbg !426
  br label %20, !dbg !427

20:                                               ; preds = %72, %2
  %21 = load i32, ptr %9, align 4, !dbg !428
  %22 = load i32, ptr %6, align 4, !dbg !430
  %23 = icmp slt i32 %21, %22, !dbg !431
  br i1 %23, label %24, label %75, !dbg !432

24:                                               ; preds = %20
  br label %25, !dbg !433

25:                                               ; preds = %44, %24
  %26 = load i32, ptr %10, align 4, !dbg !435
  %27 = icmp ne i32 %26, 0, !dbg !435
  br i1 %27, label %28, label %42, !dbg !436

28:                                               ; preds = %25
  %29 = load ptr, ptr %4, align 8, !dbg !437
  %30 = load i32, ptr %9, align 4, !dbg !438
  %31 = sext i32 %30 to i64, !dbg !437
  %32 = getelementptr inbounds i8, ptr %29, i64 %31, !dbg !437
  %33 = load i8, ptr %32, align 1, !dbg !437
  %34 = sext i8 %33 to i32, !dbg !437
  %35 = load ptr, ptr %4, align 8, !dbg !439
  %36 = load i32, ptr %10, align 4, !dbg !440
  %37 = sext i32 %36 to i64, !dbg !439
  %38 = getelementptr inbounds i8, ptr %35, i64 %37, !dbg !439
  %39 = load i8, ptr %38, align 1, !dbg !439
  %40 = sext i8 %39 to i32, !dbg !439
  %41 = icmp ne i32 %34, %40, !dbg !441
  br label %42

42:                                               ; preds = %28, %25
  %43 = phi i1 [ false, %25 ], [ %41, %28 ], !dbg !442
  br i1 %43, label %44, label %50, !dbg !433

44:                                               ; preds = %42
  %45 = load i32, ptr %10, align 4, !dbg !443
  %46 = sub nsw i32 %45, 1, !dbg !444
  %47 = sext i32 %46 to i64, !dbg !445
  %48 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 %47, !dbg !445
  %49 = load i32, ptr %48, align 4, !dbg !445
  store i32 %49, ptr %10, align 4, !dbg !446
  br label %25, !dbg !433, !llvm.loop !447

50:                                               ; preds = %42
  %51 = load ptr, ptr %4, align 8, !dbg !449
  %52 = load i32, ptr %9, align 4, !dbg !451
  %53 = sext i32 %52 to i64, !dbg !449
  %54 = getelementptr inbounds i8, ptr %51, i64 %53, !dbg !449
  %55 = load i8, ptr %54, align 1, !dbg !449
  %56 = sext i8 %55 to i32, !dbg !449
  %57 = load ptr, ptr %4, align 8, !dbg !452
  %58 = load i32, ptr %10, align 4, !dbg !453
  %59 = sext i32 %58 to i64, !dbg !452
  %60 = getelementptr inbounds i8, ptr %57, i64 %59, !dbg !452
  %61 = load i8, ptr %60, align 1, !dbg !452
  %62 = sext i8 %61 to i32, !dbg !452
  %63 = icmp eq i32 %56, %62, !dbg !454
  br i1 %63, label %64, label %67, !dbg !455

64:                                               ; preds = %50
  %65 = load i32, ptr %10, align 4, !dbg !456
  %66 = add nsw i32 %65, 1, !dbg !456
  store i32 %66, ptr %10, align 4, !dbg !456
  br label %67, !dbg !457

67:                                               ; preds = %64, %50
  %68 = load i32, ptr %10, align 4, !dbg !458
  %69 = load i32, ptr %9, align 4, !dbg !459
  %70 = sext i32 %69 to i64, !dbg !460
  %71 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 %70, !dbg !460
  store i32 %68, ptr %71, align 4, !dbg !461
  br label %72, !dbg !462

72:                                               ; preds = %67
  %73 = load i32, ptr %9, align 4, !dbg !463
  %74 = add nsw i32 %73, 1, !dbg !463
  store i32 %74, ptr %9, align 4, !dbg !463
  br label %20, !dbg !464, !llvm.loop !465

75:                                               ; preds = %20
    #dbg_declare(ptr %11, !467, !DIExpression(), !469)
  store i32 0, ptr %11, align 4, !dbg !469
    #dbg_declare(ptr %12, !470, !DIExpression(), !471)
  store i32 0, ptr %12, align 4, !dbg !471
  br label %76, !dbg !472

76:                                               ; preds = %136, %75
  %77 = load i32, ptr %11, align 4, !dbg !473
  %78 = load i32, ptr %5, align 4, !dbg !475
  %79 = icmp slt i32 %77, %78, !dbg !476
  br i1 %79, label %80, label %139, !dbg !477

80:                                               ; preds = %76
  br label %81, !dbg !478

81:                                               ; preds = %100, %80
  %82 = load i32, ptr %12, align 4, !dbg !480
  %83 = icmp ne i32 %82, 0, !dbg !480
  br i1 %83, label %84, label %98, !dbg !481

84:                                               ; preds = %81
  %85 = load ptr, ptr %3, align 8, !dbg !482
  %86 = load i32, ptr %11, align 4, !dbg !483
  %87 = sext i32 %86 to i64, !dbg !482
  %88 = getelementptr inbounds i8, ptr %85, i64 %87, !dbg !482
  %89 = load i8, ptr %88, align 1, !dbg !482
  %90 = sext i8 %89 to i32, !dbg !482
  %91 = load ptr, ptr %4, align 8, !dbg !484
  %92 = load i32, ptr %12, align 4, !dbg !485
  %93 = sext i32 %92 to i64, !dbg !484
  %94 = getelementptr inbounds i8, ptr %91, i64 %93, !dbg !484
  %95 = load i8, ptr %94, align 1, !dbg !484
  %96 = sext i8 %95 to i32, !dbg !484
  %97 = icmp ne i32 %90, %96, !dbg !486
  br label %98

98:                                               ; preds = %84, %81
  %99 = phi i1 [ false, %81 ], [ %97, %84 ], !dbg !487
  br i1 %99, label %100, label %106, !dbg !478

100:                                              ; preds = %98
  %101 = load i32, ptr %12, align 4, !dbg !488
  %102 = sub nsw i32 %101, 1, !dbg !489
  %103 = sext i32 %102 to i64, !dbg !490
  %104 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 %103, !dbg !490
  %105 = load i32, ptr %104, align 4, !dbg !490
  store i32 %105, ptr %12, align 4, !dbg !491
  br label %81, !dbg !478, !llvm.loop !492

106:                                              ; preds = %98
  %107 = load ptr, ptr %3, align 8, !dbg !494
  %108 = load i32, ptr %11, align 4, !dbg !496
  %109 = sext i32 %108 to i64, !dbg !494
  %110 = getelementptr inbounds i8, ptr %107, i64 %109, !dbg !494
  %111 = load i8, ptr %110, align 1, !dbg !494
  %112 = sext i8 %111 to i32, !dbg !494
  %113 = load ptr, ptr %4, align 8, !dbg !497
  %114 = load i32, ptr %12, align 4, !dbg !498
  %115 = sext i32 %114 to i64, !dbg !497
  %116 = getelementptr inbounds i8, ptr %113, i64 %115, !dbg !497
  %117 = load i8, ptr %116, align 1, !dbg !497
  %118 = sext i8 %117 to i32, !dbg !497
  %119 = icmp eq i32 %112, %118, !dbg !499
  br i1 %119, label %120, label %123, !dbg !500

120:                                              ; preds = %106
  %121 = load i32, ptr %12, align 4, !dbg !501
  %122 = add nsw i32 %121, 1, !dbg !501
  store i32 %122, ptr %12, align 4, !dbg !501
  br label %123, !dbg !502

123:                                              ; preds = %120, %106
  %124 = load i32, ptr %12, align 4, !dbg !503
  %125 = load i32, ptr %6, align 4, !dbg !505
  %126 = icmp eq i32 %124, %125, !dbg !506
  br i1 %126, label %127, label %135, !dbg !507

127:                                              ; preds = %123
  %128 = load i32, ptr %7, align 4, !dbg !508
  %129 = add nsw i32 %128, 1, !dbg !508
  store i32 %129, ptr %7, align 4, !dbg !508
  %130 = load i32, ptr %12, align 4, !dbg !510
  %131 = sub nsw i32 %130, 1, !dbg !511
  %132 = sext i32 %131 to i64, !dbg !512
  %133 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 %132, !dbg !512
  %134 = load i32, ptr %133, align 4, !dbg !512
  store i32 %134, ptr %12, align 4, !dbg !513
  br label %135, !dbg !514

135:                                              ; preds = %127, %123
  br label %136, !dbg !515

136:                                              ; preds = %135
  %137 = load i32, ptr %11, align 4, !dbg !516
  %138 = add nsw i32 %137, 1, !dbg !516
  store i32 %138, ptr %11, align 4, !dbg !516
  br label %76, !dbg !517, !llvm.loop !518

139:                                              ; preds = %76
  %140 = load i32, ptr %7, align 4, !dbg !520
  ret i32 %140, !dbg !521
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bmh_count(ptr noundef %0, ptr noundef %1) #0 !dbg !522 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [256 x i32], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !523, !DIExpression(), !524)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !525, !DIExpression(), !526)
    #dbg_declare(ptr %5, !527, !DIExpression(), !528)
  %12 = load ptr, ptr %3, align 8, !dbg !529
  %13 = call i64 @strlen(ptr noundef %12) #6, !dbg !530
  %14 = trunc i64 %13 to i32, !dbg !531
  store i32 %14, ptr %5, align 4, !dbg !528
    #dbg_declare(ptr %6, !532, !DIExpression(), !533)
  %15 = load ptr, ptr %4, align 8, !dbg !534
  %16 = call i64 @strlen(ptr noundef %15) #6, !dbg !535
  %17 = trunc i64 %16 to i32, !dbg !536
  store i32 %17, ptr %6, align 4, !dbg !533
    #dbg_declare(ptr %7, !537, !DIExpression(), !538)
  store i32 0, ptr %7, align 4, !dbg !538
    #dbg_declare(ptr %8, !539, !DIExpression(), !543)
    #dbg_declare(ptr %9, !544, !DIExpression(), !546)
  store i32 0, ptr %9, align 4, !dbg !546
  br label %18, !dbg !547

18:                                               ; preds = %26, %2
  %19 = load i32, ptr %9, align 4, !dbg !548
  %20 = icmp slt i32 %19, 256, !dbg !550
  br i1 %20, label %21, label %29, !dbg !551

21:                                               ; preds = %18
  %22 = load i32, ptr %6, align 4, !dbg !552
  %23 = load i32, ptr %9, align 4, !dbg !553
  %24 = sext i32 %23 to i64, !dbg !554
  %25 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %24, !dbg !554
  store i32 %22, ptr %25, align 4, !dbg !555
  br label %26, !dbg !554

26:                                               ; preds = %21
  %27 = load i32, ptr %9, align 4, !dbg !556
  %28 = add nsw i32 %27, 1, !dbg !556
  store i32 %28, ptr %9, align 4, !dbg !556
  br label %18, !dbg !557, !llvm.loop !558

29:                                               ; preds = %18
    #dbg_declare(ptr %10, !560, !DIExpression(), !562)
  store i32 0, ptr %10, align 4, !dbg !562
  br label %30, !dbg !563

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %10, align 4, !dbg !564
  %32 = load i32, ptr %6, align 4, !dbg !566
  %33 = sub nsw i32 %32, 1, !dbg !567
  %34 = icmp slt i32 %31, %33, !dbg !568
  br i1 %34, label %35, label %50, !dbg !569

35:                                               ; preds = %30
  %36 = load i32, ptr %6, align 4, !dbg !570
  %37 = sub nsw i32 %36, 1, !dbg !571
  %38 = load i32, ptr %10, align 4, !dbg !572
  %39 = sub nsw i32 %37, %38, !dbg !573
  %40 = load ptr, ptr %4, align 8, !dbg !574
  %41 = load i32, ptr %10, align 4, !dbg !575
  %42 = sext i32 %41 to i64, !dbg !574
  %43 = getelementptr inbounds i8, ptr %40, i64 %42, !dbg !574
  %44 = load i8, ptr %43, align 1, !dbg !574
  %45 = zext i8 %44 to i64, !dbg !576
  %46 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %45, !dbg !576
  store i32 %39, ptr %46, align 4, !dbg !577
  br label %47, !dbg !576

47:                                               ; preds = %35
  %48 = load i32, ptr %10, align 4, !dbg !578
  %49 = add nsw i32 %48, 1, !dbg !578
  store i32 %49, ptr %10, align 4, !dbg !578
  br label %30, !dbg !579, !llvm.loop !580

50:                                               ; preds = %30
    #dbg_declare(ptr %11, !582, !DIExpression(), !584)
  store i32 0, ptr %11, align 4, !dbg !584
  br label %51, !dbg !585

51:                                               ; preds = %71, %50
  %52 = load i32, ptr %11, align 4, !dbg !586
  %53 = load i32, ptr %6, align 4, !dbg !588
  %54 = add nsw i32 %52, %53, !dbg !589
  %55 = load i32, ptr %5, align 4, !dbg !590
  %56 = icmp sle i32 %54, %55, !dbg !591
  br i1 %56, label %57, label %85, !dbg !592

57:                                               ; preds = %51
  %58 = load ptr, ptr %3, align 8, !dbg !593
  %59 = load i32, ptr %11, align 4, !dbg !595
  %60 = sext i32 %59 to i64, !dbg !596
  %61 = getelementptr inbounds i8, ptr %58, i64 %60, !dbg !596
  %62 = load ptr, ptr %4, align 8, !dbg !597
  %63 = load i32, ptr %6, align 4, !dbg !598
  %64 = sext i32 %63 to i64, !dbg !599
  %65 = call i32 @memcmp(ptr noundef %61, ptr noundef %62, i64 noundef %64) #6, !dbg !600
  %66 = icmp ne i32 %65, 0, !dbg !600
  br i1 %66, label %70, label %67, !dbg !601

67:                                               ; preds = %57
  %68 = load i32, ptr %7, align 4, !dbg !602
  %69 = add nsw i32 %68, 1, !dbg !602
  store i32 %69, ptr %7, align 4, !dbg !602
  br label %70, !dbg !603

70:                                               ; preds = %67, %57
  br label %71, !dbg !604

71:                                               ; preds = %70
  %72 = load ptr, ptr %3, align 8, !dbg !605
  %73 = load i32, ptr %11, align 4, !dbg !606
  %74 = load i32, ptr %6, align 4, !dbg !607
  %75 = add nsw i32 %73, %74, !dbg !608
  %76 = sub nsw i32 %75, 1, !dbg !609
  %77 = sext i32 %76 to i64, !dbg !605
  %78 = getelementptr inbounds i8, ptr %72, i64 %77, !dbg !605
  %79 = load i8, ptr %78, align 1, !dbg !605
  %80 = zext i8 %79 to i64, !dbg !610
  %81 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %80, !dbg !610
  %82 = load i32, ptr %81, align 4, !dbg !610
  %83 = load i32, ptr %11, align 4, !dbg !611
  %84 = add nsw i32 %83, %82, !dbg !611
  store i32 %84, ptr %11, align 4, !dbg !611
  br label %51, !dbg !612, !llvm.loop !613

85:                                               ; preds = %51
  %86 = load i32, ptr %7, align 4, !dbg !615
  ret i32 %86, !dbg !616
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rk_count(ptr noundef %0, ptr noundef %1) #0 !dbg !617 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
    #dbg_declare(ptr %4, !618, !DIExpression(), !619)
  store ptr %1, ptr %5, align 8
    #dbg_declare(ptr %5, !620, !DIExpression(), !621)
    #dbg_declare(ptr %6, !622, !DIExpression(), !623)
  %15 = load ptr, ptr %4, align 8, !dbg !624
  %16 = call i64 @strlen(ptr noundef %15) #6, !dbg !625
  %17 = trunc i64 %16 to i32, !dbg !626
  store i32 %17, ptr %6, align 4, !dbg !623
    #dbg_declare(ptr %7, !627, !DIExpression(), !628)
  %18 = load ptr, ptr %5, align 8, !dbg !629
  %19 = call i64 @strlen(ptr noundef %18) #6, !dbg !630
  %20 = trunc i64 %19 to i32, !dbg !631
  store i32 %20, ptr %7, align 4, !dbg !628
    #dbg_declare(ptr %8, !632, !DIExpression(), !633)
  store i32 0, ptr %8, align 4, !dbg !633
  %21 = load i32, ptr %7, align 4, !dbg !634
  %22 = load i32, ptr %6, align 4, !dbg !636
  %23 = icmp sgt i32 %21, %22, !dbg !637
  br i1 %23, label %24, label %25, !dbg !638

24:                                               ; preds = %2
  store i32 0, ptr %3, align 4, !dbg !639
  br label %113, !dbg !639

25:                                               ; preds = %2
    #dbg_declare(ptr %9, !640, !DIExpression(), !642)
  store i64 257, ptr %9, align 8, !dbg !642
    #dbg_declare(ptr %10, !643, !DIExpression(), !644)
  store i64 0, ptr %10, align 8, !dbg !644
    #dbg_declare(ptr %11, !645, !DIExpression(), !646)
  store i64 0, ptr %11, align 8, !dbg !646
    #dbg_declare(ptr %12, !647, !DIExpression(), !648)
  store i64 1, ptr %12, align 8, !dbg !648
    #dbg_declare(ptr %13, !649, !DIExpression(), !651)
  store i32 0, ptr %13, align 4, !dbg !651
  br label %26, !dbg !652

26:                                               ; preds = %58, %25
  %27 = load i32, ptr %13, align 4, !dbg !653
  %28 = load i32, ptr %7, align 4, !dbg !655
  %29 = icmp slt i32 %27, %28, !dbg !656
  br i1 %29, label %30, label %61, !dbg !657

30:                                               ; preds = %26
  %31 = load i64, ptr %10, align 8, !dbg !658
  %32 = load i64, ptr %9, align 8, !dbg !660
  %33 = mul i64 %31, %32, !dbg !661
  %34 = load ptr, ptr %5, align 8, !dbg !662
  %35 = load i32, ptr %13, align 4, !dbg !663
  %36 = sext i32 %35 to i64, !dbg !662
  %37 = getelementptr inbounds i8, ptr %34, i64 %36, !dbg !662
  %38 = load i8, ptr %37, align 1, !dbg !662
  %39 = zext i8 %38 to i64, !dbg !664
  %40 = add i64 %33, %39, !dbg !665
  store i64 %40, ptr %10, align 8, !dbg !666
  %41 = load i64, ptr %11, align 8, !dbg !667
  %42 = load i64, ptr %9, align 8, !dbg !668
  %43 = mul i64 %41, %42, !dbg !669
  %44 = load ptr, ptr %4, align 8, !dbg !670
  %45 = load i32, ptr %13, align 4, !dbg !671
  %46 = sext i32 %45 to i64, !dbg !670
  %47 = getelementptr inbounds i8, ptr %44, i64 %46, !dbg !670
  %48 = load i8, ptr %47, align 1, !dbg !670
  %49 = zext i8 %48 to i64, !dbg !672
  %50 = add i64 %43, %49, !dbg !673
  store i64 %50, ptr %11, align 8, !dbg !674
  %51 = load i32, ptr %13, align 4, !dbg !675
  %52 = icmp ne i32 %51, 0, !dbg !675
  br i1 %52, label %53, label %57, !dbg !677

53:                                               ; preds = %30
  %54 = load i64, ptr %9, align 8, !dbg !678
  %55 = load i64, ptr %12, align 8, !dbg !679
  %56 = mul i64 %55, %54, !dbg !679
  store i64 %56, ptr %12, align 8, !dbg !679
  br label %57, !dbg !680

57:                                               ; preds = %53, %30
  br label %58, !dbg !681

58:                                               ; preds = %57
  %59 = load i32, ptr %13, align 4, !dbg !682
  %60 = add nsw i32 %59, 1, !dbg !682
  store i32 %60, ptr %13, align 4, !dbg !682
  br label %26, !dbg !683, !llvm.loop !684

61:                                               ; preds = %26
    #dbg_declare(ptr %14, !686, !DIExpression(), !688)
  store i32 0, ptr %14, align 4, !dbg !688
  br label %62, !dbg !689

62:                                               ; preds = %108, %61
  %63 = load i64, ptr %10, align 8, !dbg !690
  %64 = load i64, ptr %11, align 8, !dbg !694
  %65 = icmp eq i64 %63, %64, !dbg !695
  br i1 %65, label %66, label %79, !dbg !696

66:                                               ; preds = %62
  %67 = load ptr, ptr %4, align 8, !dbg !697
  %68 = load i32, ptr %14, align 4, !dbg !698
  %69 = sext i32 %68 to i64, !dbg !699
  %70 = getelementptr inbounds i8, ptr %67, i64 %69, !dbg !699
  %71 = load ptr, ptr %5, align 8, !dbg !700
  %72 = load i32, ptr %7, align 4, !dbg !701
  %73 = sext i32 %72 to i64, !dbg !702
  %74 = call i32 @memcmp(ptr noundef %70, ptr noundef %71, i64 noundef %73) #6, !dbg !703
  %75 = icmp ne i32 %74, 0, !dbg !703
  br i1 %75, label %79, label %76, !dbg !704

76:                                               ; preds = %66
  %77 = load i32, ptr %8, align 4, !dbg !705
  %78 = add nsw i32 %77, 1, !dbg !705
  store i32 %78, ptr %8, align 4, !dbg !705
  br label %79, !dbg !706

79:                                               ; preds = %76, %66, %62
  %80 = load i32, ptr %14, align 4, !dbg !707
  %81 = load i32, ptr %7, align 4, !dbg !709
  %82 = add nsw i32 %80, %81, !dbg !710
  %83 = load i32, ptr %6, align 4, !dbg !711
  %84 = icmp sge i32 %82, %83, !dbg !712
  br i1 %84, label %85, label %86, !dbg !713

85:                                               ; preds = %79
  br label %111, !dbg !714

86:                                               ; preds = %79
  %87 = load i64, ptr %11, align 8, !dbg !715
  %88 = load ptr, ptr %4, align 8, !dbg !716
  %89 = load i32, ptr %14, align 4, !dbg !717
  %90 = sext i32 %89 to i64, !dbg !716
  %91 = getelementptr inbounds i8, ptr %88, i64 %90, !dbg !716
  %92 = load i8, ptr %91, align 1, !dbg !716
  %93 = zext i8 %92 to i64, !dbg !718
  %94 = load i64, ptr %12, align 8, !dbg !719
  %95 = mul i64 %93, %94, !dbg !720
  %96 = sub i64 %87, %95, !dbg !721
  %97 = load i64, ptr %9, align 8, !dbg !722
  %98 = mul i64 %96, %97, !dbg !723
  %99 = load ptr, ptr %4, align 8, !dbg !724
  %100 = load i32, ptr %14, align 4, !dbg !725
  %101 = load i32, ptr %7, align 4, !dbg !726
  %102 = add nsw i32 %100, %101, !dbg !727
  %103 = sext i32 %102 to i64, !dbg !724
  %104 = getelementptr inbounds i8, ptr %99, i64 %103, !dbg !724
  %105 = load i8, ptr %104, align 1, !dbg !724
  %106 = zext i8 %105 to i64, !dbg !728
  %107 = add i64 %98, %106, !dbg !729
  store i64 %107, ptr %11, align 8, !dbg !730
  br label %108, !dbg !731

108:                                              ; preds = %86
  %109 = load i32, ptr %14, align 4, !dbg !732
  %110 = add nsw i32 %109, 1, !dbg !732
  store i32 %110, ptr %14, align 4, !dbg !732
  br label %62, !dbg !733, !llvm.loop !734

111:                                              ; preds = %85
  %112 = load i32, ptr %8, align 4, !dbg !737
  store i32 %112, ptr %3, align 4, !dbg !738
  br label %113, !dbg !738

113:                                              ; preds = %111, %24
  %114 = load i32, ptr %3, align 4, !dbg !739
  ret i32 %114, !dbg !739
}

declare i32 @printf(ptr noundef, ...) #2

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sa_cmp(ptr noundef %0, ptr noundef %1) #0 !dbg !740 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !745, !DIExpression(), !746)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !747, !DIExpression(), !748)
  %5 = load ptr, ptr @sa_text, align 8, !dbg !749
  %6 = load ptr, ptr %3, align 8, !dbg !750
  %7 = load i32, ptr %6, align 4, !dbg !751
  %8 = sext i32 %7 to i64, !dbg !752
  %9 = getelementptr inbounds i8, ptr %5, i64 %8, !dbg !752
  %10 = load ptr, ptr @sa_text, align 8, !dbg !753
  %11 = load ptr, ptr %4, align 8, !dbg !754
  %12 = load i32, ptr %11, align 4, !dbg !755
  %13 = sext i32 %12 to i64, !dbg !756
  %14 = getelementptr inbounds i8, ptr %10, i64 %13, !dbg !756
  %15 = call i32 @strcmp(ptr noundef %9, ptr noundef %14) #6, !dbg !757
  ret i32 %15, !dbg !758
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @manacher(ptr noundef %0, ptr noundef %1) #0 !dbg !759 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !763, !DIExpression(), !764)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !765, !DIExpression(), !766)
    #dbg_declare(ptr %5, !767, !DIExpression(), !768)
  %14 = load ptr, ptr %3, align 8, !dbg !769
  %15 = call i64 @strlen(ptr noundef %14) #6, !dbg !770
  %16 = trunc i64 %15 to i32, !dbg !771
  store i32 %16, ptr %5, align 4, !dbg !768
    #dbg_declare(ptr %6, !772, !DIExpression(), !773)
  %17 = load i32, ptr %5, align 4, !dbg !774
  %18 = mul nsw i32 2, %17, !dbg !775
  %19 = add nsw i32 %18, 1, !dbg !776
  store i32 %19, ptr %6, align 4, !dbg !773
    #dbg_declare(ptr %7, !777, !DIExpression(), !778)
  %20 = load i32, ptr %6, align 4, !dbg !779
  %21 = sext i32 %20 to i64, !dbg !780
  %22 = call noalias ptr @calloc(i64 noundef %21, i64 noundef 4) #7, !dbg !781
  store ptr %22, ptr %7, align 8, !dbg !778
    #dbg_declare(ptr %8, !782, !DIExpression(), !783)
  store i32 0, ptr %8, align 4, !dbg !783
    #dbg_declare(ptr %9, !784, !DIExpression(), !785)
  store i32 0, ptr %9, align 4, !dbg !785
    #dbg_declare(ptr %10, !786, !DIExpression(), !788)
  store i32 0, ptr %10, align 4, !dbg !788
    #dbg_declare(ptr %11, !789, !DIExpression(), !790)
  store i32 0, ptr %11, align 4, !dbg !790
    #dbg_declare(ptr %12, !791, !DIExpression(), !792)
  store i32 -1, ptr %12, align 4, !dbg !792
  br label %23, !dbg !793

23:                                               ; preds = %147, %2
  %24 = load i32, ptr %10, align 4, !dbg !794
  %25 = load i32, ptr %6, align 4, !dbg !796
  %26 = icmp slt i32 %24, %25, !dbg !797
  br i1 %26, label %27, label %150, !dbg !798

27:                                               ; preds = %23
    #dbg_declare(ptr %13, !799, !DIExpression(), !801)
  %28 = load i32, ptr %10, align 4, !dbg !802
  %29 = load i32, ptr %12, align 4, !dbg !803
  %30 = icmp sgt i32 %28, %29, !dbg !804
  br i1 %30, label %31, label %32, !dbg !802

31:                                               ; preds = %27
  br label %64, !dbg !802

32:                                               ; preds = %27
  %33 = load ptr, ptr %7, align 8, !dbg !805
  %34 = load i32, ptr %11, align 4, !dbg !806
  %35 = load i32, ptr %12, align 4, !dbg !807
  %36 = add nsw i32 %34, %35, !dbg !808
  %37 = load i32, ptr %10, align 4, !dbg !809
  %38 = sub nsw i32 %36, %37, !dbg !810
  %39 = sext i32 %38 to i64, !dbg !805
  %40 = getelementptr inbounds i32, ptr %33, i64 %39, !dbg !805
  %41 = load i32, ptr %40, align 4, !dbg !805
  %42 = load i32, ptr %12, align 4, !dbg !811
  %43 = load i32, ptr %10, align 4, !dbg !812
  %44 = sub nsw i32 %42, %43, !dbg !813
  %45 = add nsw i32 %44, 1, !dbg !814
  %46 = icmp slt i32 %41, %45, !dbg !815
  br i1 %46, label %47, label %57, !dbg !805

47:                                               ; preds = %32
  %48 = load ptr, ptr %7, align 8, !dbg !816
  %49 = load i32, ptr %11, align 4, !dbg !817
  %50 = load i32, ptr %12, align 4, !dbg !818
  %51 = add nsw i32 %49, %50, !dbg !819
  %52 = load i32, ptr %10, align 4, !dbg !820
  %53 = sub nsw i32 %51, %52, !dbg !821
  %54 = sext i32 %53 to i64, !dbg !816
  %55 = getelementptr inbounds i32, ptr %48, i64 %54, !dbg !816
  %56 = load i32, ptr %55, align 4, !dbg !816
  br label %62, !dbg !805

57:                                               ; preds = %32
  %58 = load i32, ptr %12, align 4, !dbg !822
  %59 = load i32, ptr %10, align 4, !dbg !823
  %60 = sub nsw i32 %58, %59, !dbg !824
  %61 = add nsw i32 %60, 1, !dbg !825
  br label %62, !dbg !805

62:                                               ; preds = %57, %47
  %63 = phi i32 [ %56, %47 ], [ %61, %57 ], !dbg !805
  br label %64, !dbg !802

64:                                               ; preds = %62, %31
  %65 = phi i32 [ 1, %31 ], [ %63, %62 ], !dbg !802
  store i32 %65, ptr %13, align 4, !dbg !801
  br label %66, !dbg !826

66:                                               ; preds = %107, %64
  %67 = load i32, ptr %10, align 4, !dbg !827
  %68 = load i32, ptr %13, align 4, !dbg !828
  %69 = sub nsw i32 %67, %68, !dbg !829
  %70 = icmp sge i32 %69, 0, !dbg !830
  br i1 %70, label %71, label %105, !dbg !831

71:                                               ; preds = %66
  %72 = load i32, ptr %10, align 4, !dbg !832
  %73 = load i32, ptr %13, align 4, !dbg !833
  %74 = add nsw i32 %72, %73, !dbg !834
  %75 = load i32, ptr %6, align 4, !dbg !835
  %76 = icmp slt i32 %74, %75, !dbg !836
  br i1 %76, label %77, label %105, !dbg !837

77:                                               ; preds = %71
  %78 = load i32, ptr %10, align 4, !dbg !838
  %79 = load i32, ptr %13, align 4, !dbg !839
  %80 = sub nsw i32 %78, %79, !dbg !840
  %81 = srem i32 %80, 2, !dbg !841
  %82 = icmp eq i32 %81, 0, !dbg !842
  br i1 %82, label %103, label %83, !dbg !843

83:                                               ; preds = %77
  %84 = load ptr, ptr %3, align 8, !dbg !844
  %85 = load i32, ptr %10, align 4, !dbg !845
  %86 = load i32, ptr %13, align 4, !dbg !846
  %87 = sub nsw i32 %85, %86, !dbg !847
  %88 = sdiv i32 %87, 2, !dbg !848
  %89 = sext i32 %88 to i64, !dbg !844
  %90 = getelementptr inbounds i8, ptr %84, i64 %89, !dbg !844
  %91 = load i8, ptr %90, align 1, !dbg !844
  %92 = sext i8 %91 to i32, !dbg !844
  %93 = load ptr, ptr %3, align 8, !dbg !849
  %94 = load i32, ptr %10, align 4, !dbg !850
  %95 = load i32, ptr %13, align 4, !dbg !851
  %96 = add nsw i32 %94, %95, !dbg !852
  %97 = sdiv i32 %96, 2, !dbg !853
  %98 = sext i32 %97 to i64, !dbg !849
  %99 = getelementptr inbounds i8, ptr %93, i64 %98, !dbg !849
  %100 = load i8, ptr %99, align 1, !dbg !849
  %101 = sext i8 %100 to i32, !dbg !849
  %102 = icmp eq i32 %92, %101, !dbg !854
  br label %103, !dbg !843

103:                                              ; preds = %83, %77
  %104 = phi i1 [ true, %77 ], [ %102, %83 ]
  br label %105

105:                                              ; preds = %103, %71, %66
  %106 = phi i1 [ false, %71 ], [ false, %66 ], [ %104, %103 ], !dbg !855
  br i1 %106, label %107, label %110, !dbg !826

107:                                              ; preds = %105
  %108 = load i32, ptr %13, align 4, !dbg !856
  %109 = add nsw i32 %108, 1, !dbg !856
  store i32 %109, ptr %13, align 4, !dbg !856
  br label %66, !dbg !826, !llvm.loop !857

110:                                              ; preds = %105
  %111 = load i32, ptr %13, align 4, !dbg !858
  %112 = add nsw i32 %111, -1, !dbg !858
  store i32 %112, ptr %13, align 4, !dbg !858
  %113 = load ptr, ptr %7, align 8, !dbg !859
  %114 = load i32, ptr %10, align 4, !dbg !860
  %115 = sext i32 %114 to i64, !dbg !859
  %116 = getelementptr inbounds i32, ptr %113, i64 %115, !dbg !859
  store i32 %111, ptr %116, align 4, !dbg !861
  %117 = load i32, ptr %10, align 4, !dbg !862
  %118 = load i32, ptr %13, align 4, !dbg !864
  %119 = add nsw i32 %117, %118, !dbg !865
  %120 = load i32, ptr %12, align 4, !dbg !866
  %121 = icmp sgt i32 %119, %120, !dbg !867
  br i1 %121, label %122, label %129, !dbg !868

122:                                              ; preds = %110
  %123 = load i32, ptr %10, align 4, !dbg !869
  %124 = load i32, ptr %13, align 4, !dbg !871
  %125 = sub nsw i32 %123, %124, !dbg !872
  store i32 %125, ptr %11, align 4, !dbg !873
  %126 = load i32, ptr %10, align 4, !dbg !874
  %127 = load i32, ptr %13, align 4, !dbg !875
  %128 = add nsw i32 %126, %127, !dbg !876
  store i32 %128, ptr %12, align 4, !dbg !877
  br label %129, !dbg !878

129:                                              ; preds = %122, %110
  %130 = load ptr, ptr %7, align 8, !dbg !879
  %131 = load i32, ptr %10, align 4, !dbg !881
  %132 = sext i32 %131 to i64, !dbg !879
  %133 = getelementptr inbounds i32, ptr %130, i64 %132, !dbg !879
  %134 = load i32, ptr %133, align 4, !dbg !879
  %135 = sub nsw i32 %134, 1, !dbg !882
  %136 = load i32, ptr %8, align 4, !dbg !883
  %137 = icmp sgt i32 %135, %136, !dbg !884
  br i1 %137, label %138, label %146, !dbg !885

138:                                              ; preds = %129
  %139 = load ptr, ptr %7, align 8, !dbg !886
  %140 = load i32, ptr %10, align 4, !dbg !888
  %141 = sext i32 %140 to i64, !dbg !886
  %142 = getelementptr inbounds i32, ptr %139, i64 %141, !dbg !886
  %143 = load i32, ptr %142, align 4, !dbg !886
  %144 = sub nsw i32 %143, 1, !dbg !889
  store i32 %144, ptr %8, align 4, !dbg !890
  %145 = load i32, ptr %10, align 4, !dbg !891
  store i32 %145, ptr %9, align 4, !dbg !892
  br label %146, !dbg !893

146:                                              ; preds = %138, %129
  br label %147, !dbg !894

147:                                              ; preds = %146
  %148 = load i32, ptr %10, align 4, !dbg !895
  %149 = add nsw i32 %148, 1, !dbg !895
  store i32 %149, ptr %10, align 4, !dbg !895
  br label %23, !dbg !896, !llvm.loop !897

150:                                              ; preds = %23
  %151 = load i32, ptr %9, align 4, !dbg !899
  %152 = load i32, ptr %8, align 4, !dbg !900
  %153 = sub nsw i32 %151, %152, !dbg !901
  %154 = sdiv i32 %153, 2, !dbg !902
  %155 = load ptr, ptr %4, align 8, !dbg !903
  store i32 %154, ptr %155, align 4, !dbg !904
  %156 = load ptr, ptr %7, align 8, !dbg !905
  call void @free(ptr noundef %156) #8, !dbg !906
  %157 = load i32, ptr %8, align 4, !dbg !907
  ret i32 %157, !dbg !908
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rle(ptr noundef %0, ptr noundef %1) #0 !dbg !909 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
    #dbg_declare(ptr %3, !913, !DIExpression(), !914)
  store ptr %1, ptr %4, align 8
    #dbg_declare(ptr %4, !915, !DIExpression(), !916)
  br label %7, !dbg !917

7:                                                ; preds = %26, %2
  %8 = load ptr, ptr %3, align 8, !dbg !918
  %9 = load i8, ptr %8, align 1, !dbg !919
  %10 = icmp ne i8 %9, 0, !dbg !917
  br i1 %10, label %11, label %39, !dbg !917

11:                                               ; preds = %7
    #dbg_declare(ptr %5, !920, !DIExpression(), !922)
  %12 = load ptr, ptr %3, align 8, !dbg !923
  %13 = load i8, ptr %12, align 1, !dbg !924
  store i8 %13, ptr %5, align 1, !dbg !922
    #dbg_declare(ptr %6, !925, !DIExpression(), !926)
  store i32 0, ptr %6, align 4, !dbg !926
  br label %14, !dbg !927

14:                                               ; preds = %21, %11
  %15 = load ptr, ptr %3, align 8, !dbg !928
  %16 = load i8, ptr %15, align 1, !dbg !929
  %17 = sext i8 %16 to i32, !dbg !929
  %18 = load i8, ptr %5, align 1, !dbg !930
  %19 = sext i8 %18 to i32, !dbg !930
  %20 = icmp eq i32 %17, %19, !dbg !931
  br i1 %20, label %21, label %26, !dbg !927

21:                                               ; preds = %14
  %22 = load ptr, ptr %3, align 8, !dbg !932
  %23 = getelementptr inbounds i8, ptr %22, i32 1, !dbg !932
  store ptr %23, ptr %3, align 8, !dbg !932
  %24 = load i32, ptr %6, align 4, !dbg !934
  %25 = add nsw i32 %24, 1, !dbg !934
  store i32 %25, ptr %6, align 4, !dbg !934
  br label %14, !dbg !927, !llvm.loop !935

26:                                               ; preds = %14
  %27 = load ptr, ptr %4, align 8, !dbg !937
  %28 = load i32, ptr %6, align 4, !dbg !938
  %29 = icmp sgt i32 %28, 1, !dbg !939
  %30 = zext i1 %29 to i64, !dbg !938
  %31 = select i1 %29, ptr @.str.22, ptr @.str.23, !dbg !938
  %32 = load i32, ptr %6, align 4, !dbg !940
  %33 = load i8, ptr %5, align 1, !dbg !941
  %34 = sext i8 %33 to i32, !dbg !941
  %35 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %27, ptr noundef %31, i32 noundef %32, i32 noundef %34) #8, !dbg !942
  %36 = load ptr, ptr %4, align 8, !dbg !943
  %37 = sext i32 %35 to i64, !dbg !943
  %38 = getelementptr inbounds i8, ptr %36, i64 %37, !dbg !943
  store ptr %38, ptr %4, align 8, !dbg !943
  br label %7, !dbg !917, !llvm.loop !944

39:                                               ; preds = %7
  %40 = load ptr, ptr %4, align 8, !dbg !946
  store i8 0, ptr %40, align 1, !dbg !947
  ret void, !dbg !948
}

; Function Attrs: nounwind willreturn memory(read)
declare i64 @strlen(ptr noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #3

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: nounwind
declare i32 @sprintf(ptr noundef, ptr noundef, ...) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind allocsize(0,1) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind allocsize(0,1) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!118, !119, !120, !121, !122, !123, !124}
!llvm.ident = !{!125}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "text", scope: !2, file: !3, line: 24, type: !115, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 23, type: !4, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition, unit: !7, retainedNodes: !114)
!3 = !DIFile(filename: "programs/string_algorithms.c", directory: ".", checksumkind: CSK_MD5, checksum: "b2bd4855750d6646173e2e7fac30a7d8")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: false, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !8, globals: !15, splitDebugInlining: false, nameTableKind: None)
!8 = !{!6, !9, !10, !13}
!9 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!10 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !11, line: 18, baseType: !12)
!11 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!12 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!13 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!14 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!15 = !{!0, !16, !22, !27, !32, !34, !36, !38, !43, !48, !53, !55, !60, !65, !70, !75, !77, !82, !87, !89, !94, !96, !101, !106, !110, !112}
!16 = !DIGlobalVariableExpression(var: !17, expr: !DIExpression())
!17 = distinct !DIGlobalVariable(scope: null, file: !3, line: 24, type: !18, isLocal: true, isDefinition: true)
!18 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 32, elements: !20)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 4)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 40, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 5)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 56, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 7)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !18, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !29, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !29, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !3, line: 26, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 208, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 26)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 152, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 19)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !50, isLocal: true, isDefinition: true)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 112, elements: !51)
!51 = !{!52}
!52 = !DISubrange(count: 14)
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !18, isLocal: true, isDefinition: true)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !57, isLocal: true, isDefinition: true)
!57 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 16, elements: !58)
!58 = !{!59}
!59 = !DISubrange(count: 2)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !62, isLocal: true, isDefinition: true)
!62 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 48, elements: !63)
!63 = !{!64}
!64 = !DISubrange(count: 6)
!65 = !DIGlobalVariableExpression(var: !66, expr: !DIExpression())
!66 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !67, isLocal: true, isDefinition: true)
!67 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 136, elements: !68)
!68 = !{!69}
!69 = !DISubrange(count: 17)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 104, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 13)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !57, isLocal: true, isDefinition: true)
!77 = !DIGlobalVariableExpression(var: !78, expr: !DIExpression())
!78 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !79, isLocal: true, isDefinition: true)
!79 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 88, elements: !80)
!80 = !{!81}
!81 = !DISubrange(count: 11)
!82 = !DIGlobalVariableExpression(var: !83, expr: !DIExpression())
!83 = distinct !DIGlobalVariable(scope: null, file: !3, line: 30, type: !84, isLocal: true, isDefinition: true)
!84 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 296, elements: !85)
!85 = !{!86}
!86 = !DISubrange(count: 37)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !72, isLocal: true, isDefinition: true)
!89 = !DIGlobalVariableExpression(var: !90, expr: !DIExpression())
!90 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !91, isLocal: true, isDefinition: true)
!91 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 64, elements: !92)
!92 = !{!93}
!93 = !DISubrange(count: 8)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !18, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 32, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 160, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 20)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !103, isLocal: true, isDefinition: true)
!103 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 24, elements: !104)
!104 = !{!105}
!105 = !DISubrange(count: 3)
!106 = !DIGlobalVariableExpression(var: !107, expr: !DIExpression())
!107 = distinct !DIGlobalVariable(name: "sa_text", scope: !7, file: !3, line: 15, type: !108, isLocal: true, isDefinition: true)
!108 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !109, size: 64)
!109 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!110 = !DIGlobalVariableExpression(var: !111, expr: !DIExpression())
!111 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !24, isLocal: true, isDefinition: true)
!112 = !DIGlobalVariableExpression(var: !113, expr: !DIExpression())
!113 = distinct !DIGlobalVariable(scope: null, file: !3, line: 21, type: !29, isLocal: true, isDefinition: true)
!114 = !{}
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 160008, elements: !116)
!116 = !{!117}
!117 = !DISubrange(count: 20001)
!118 = !{i32 7, !"Dwarf Version", i32 5}
!119 = !{i32 2, !"Debug Info Version", i32 3}
!120 = !{i32 1, !"wchar_size", i32 4}
!121 = !{i32 8, !"PIC Level", i32 2}
!122 = !{i32 7, !"PIE Level", i32 2}
!123 = !{i32 7, !"uwtable", i32 2}
!124 = !{i32 7, !"frame-pointer", i32 2}
!125 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!126 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 24, type: !127)
!127 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!128 = !DILocation(line: 24, column: 39, scope: !2)
!129 = !DILocalVariable(name: "i", scope: !130, file: !3, line: 24, type: !6)
!130 = distinct !DILexicalBlock(scope: !2, file: !3, line: 24, column: 46)
!131 = !DILocation(line: 24, column: 55, scope: !130)
!132 = !DILocation(line: 24, column: 51, scope: !130)
!133 = !DILocation(line: 24, column: 62, scope: !134)
!134 = distinct !DILexicalBlock(scope: !130, file: !3, line: 24, column: 46)
!135 = !DILocation(line: 24, column: 64, scope: !134)
!136 = !DILocation(line: 24, column: 46, scope: !130)
!137 = !DILocation(line: 24, column: 84, scope: !138)
!138 = distinct !DILexicalBlock(scope: !134, file: !3, line: 24, column: 78)
!139 = !DILocation(line: 24, column: 86, scope: !138)
!140 = !DILocation(line: 24, column: 100, scope: !138)
!141 = !DILocation(line: 24, column: 82, scope: !138)
!142 = !DILocation(line: 24, column: 127, scope: !138)
!143 = !DILocation(line: 24, column: 129, scope: !138)
!144 = !DILocation(line: 24, column: 136, scope: !138)
!145 = !DILocation(line: 24, column: 120, scope: !138)
!146 = !DILocation(line: 24, column: 115, scope: !138)
!147 = !DILocation(line: 24, column: 110, scope: !138)
!148 = !DILocation(line: 24, column: 118, scope: !138)
!149 = !DILocation(line: 24, column: 142, scope: !138)
!150 = !DILocation(line: 24, column: 74, scope: !134)
!151 = !DILocation(line: 24, column: 46, scope: !134)
!152 = distinct !{!152, !136, !153, !154}
!153 = !DILocation(line: 24, column: 142, scope: !130)
!154 = !{!"llvm.loop.mustprogress"}
!155 = !DILocation(line: 24, column: 156, scope: !2)
!156 = !DILocalVariable(name: "pats", scope: !2, file: !3, line: 25, type: !157)
!157 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 384, elements: !63)
!158 = !DILocation(line: 25, column: 17, scope: !2)
!159 = !DILocalVariable(name: "i", scope: !160, file: !3, line: 26, type: !6)
!160 = distinct !DILexicalBlock(scope: !2, file: !3, line: 26, column: 5)
!161 = !DILocation(line: 26, column: 14, scope: !160)
!162 = !DILocation(line: 26, column: 10, scope: !160)
!163 = !DILocation(line: 26, column: 21, scope: !164)
!164 = distinct !DILexicalBlock(scope: !160, file: !3, line: 26, column: 5)
!165 = !DILocation(line: 26, column: 23, scope: !164)
!166 = !DILocation(line: 26, column: 5, scope: !160)
!167 = !DILocalVariable(name: "a", scope: !168, file: !3, line: 26, type: !6)
!168 = distinct !DILexicalBlock(scope: !164, file: !3, line: 26, column: 33)
!169 = !DILocation(line: 26, column: 39, scope: !168)
!170 = !DILocation(line: 26, column: 64, scope: !168)
!171 = !DILocation(line: 26, column: 59, scope: !168)
!172 = !DILocation(line: 26, column: 43, scope: !168)
!173 = !DILocalVariable(name: "b", scope: !168, file: !3, line: 26, type: !6)
!174 = !DILocation(line: 26, column: 69, scope: !168)
!175 = !DILocation(line: 26, column: 94, scope: !168)
!176 = !DILocation(line: 26, column: 89, scope: !168)
!177 = !DILocation(line: 26, column: 73, scope: !168)
!178 = !DILocalVariable(name: "c", scope: !168, file: !3, line: 26, type: !6)
!179 = !DILocation(line: 26, column: 99, scope: !168)
!180 = !DILocation(line: 26, column: 123, scope: !168)
!181 = !DILocation(line: 26, column: 118, scope: !168)
!182 = !DILocation(line: 26, column: 103, scope: !168)
!183 = !DILocation(line: 26, column: 170, scope: !168)
!184 = !DILocation(line: 26, column: 165, scope: !168)
!185 = !DILocation(line: 26, column: 174, scope: !168)
!186 = !DILocation(line: 26, column: 177, scope: !168)
!187 = !DILocation(line: 26, column: 180, scope: !168)
!188 = !DILocation(line: 26, column: 128, scope: !168)
!189 = !DILocation(line: 26, column: 184, scope: !168)
!190 = !DILocation(line: 26, column: 29, scope: !164)
!191 = !DILocation(line: 26, column: 5, scope: !164)
!192 = distinct !{!192, !166, !193, !154}
!193 = !DILocation(line: 26, column: 184, scope: !160)
!194 = !DILocation(line: 27, column: 13, scope: !2)
!195 = !DILocalVariable(name: "sa", scope: !2, file: !3, line: 27, type: !196)
!196 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 576, elements: !197)
!197 = !{!198}
!198 = !DISubrange(count: 18)
!199 = !DILocation(line: 27, column: 41, scope: !2)
!200 = !DILocalVariable(name: "i", scope: !201, file: !3, line: 27, type: !6)
!201 = distinct !DILexicalBlock(scope: !2, file: !3, line: 27, column: 49)
!202 = !DILocation(line: 27, column: 58, scope: !201)
!203 = !DILocation(line: 27, column: 54, scope: !201)
!204 = !DILocation(line: 27, column: 65, scope: !205)
!205 = distinct !DILexicalBlock(scope: !201, file: !3, line: 27, column: 49)
!206 = !DILocation(line: 27, column: 67, scope: !205)
!207 = !DILocation(line: 27, column: 49, scope: !201)
!208 = !DILocation(line: 27, column: 86, scope: !205)
!209 = !DILocation(line: 27, column: 81, scope: !205)
!210 = !DILocation(line: 27, column: 78, scope: !205)
!211 = !DILocation(line: 27, column: 84, scope: !205)
!212 = !DILocation(line: 27, column: 74, scope: !205)
!213 = !DILocation(line: 27, column: 49, scope: !205)
!214 = distinct !{!214, !207, !215, !154}
!215 = !DILocation(line: 27, column: 86, scope: !201)
!216 = !DILocation(line: 27, column: 95, scope: !2)
!217 = !DILocation(line: 27, column: 89, scope: !2)
!218 = !DILocation(line: 28, column: 5, scope: !2)
!219 = !DILocalVariable(name: "i", scope: !220, file: !3, line: 28, type: !6)
!220 = distinct !DILexicalBlock(scope: !2, file: !3, line: 28, column: 30)
!221 = !DILocation(line: 28, column: 39, scope: !220)
!222 = !DILocation(line: 28, column: 35, scope: !220)
!223 = !DILocation(line: 28, column: 46, scope: !224)
!224 = distinct !DILexicalBlock(scope: !220, file: !3, line: 28, column: 30)
!225 = !DILocation(line: 28, column: 48, scope: !224)
!226 = !DILocation(line: 28, column: 30, scope: !220)
!227 = !DILocation(line: 28, column: 76, scope: !224)
!228 = !DILocation(line: 28, column: 73, scope: !224)
!229 = !DILocation(line: 28, column: 59, scope: !224)
!230 = !DILocation(line: 28, column: 55, scope: !224)
!231 = !DILocation(line: 28, column: 30, scope: !224)
!232 = distinct !{!232, !226, !233, !154}
!233 = !DILocation(line: 28, column: 78, scope: !220)
!234 = !DILocation(line: 28, column: 81, scope: !2)
!235 = !DILocalVariable(name: "ps", scope: !2, file: !3, line: 29, type: !236)
!236 = !DICompositeType(tag: DW_TAG_array_type, baseType: !108, size: 320, elements: !25)
!237 = !DILocation(line: 29, column: 17, scope: !2)
!238 = !DILocalVariable(name: "i", scope: !239, file: !3, line: 30, type: !6)
!239 = distinct !DILexicalBlock(scope: !2, file: !3, line: 30, column: 5)
!240 = !DILocation(line: 30, column: 14, scope: !239)
!241 = !DILocation(line: 30, column: 10, scope: !239)
!242 = !DILocation(line: 30, column: 21, scope: !243)
!243 = distinct !DILexicalBlock(scope: !239, file: !3, line: 30, column: 5)
!244 = !DILocation(line: 30, column: 23, scope: !243)
!245 = !DILocation(line: 30, column: 5, scope: !239)
!246 = !DILocalVariable(name: "st", scope: !247, file: !3, line: 30, type: !6)
!247 = distinct !DILexicalBlock(scope: !243, file: !3, line: 30, column: 33)
!248 = !DILocation(line: 30, column: 39, scope: !247)
!249 = !DILocalVariable(name: "l", scope: !247, file: !3, line: 30, type: !6)
!250 = !DILocation(line: 30, column: 47, scope: !247)
!251 = !DILocation(line: 30, column: 63, scope: !247)
!252 = !DILocation(line: 30, column: 60, scope: !247)
!253 = !DILocation(line: 30, column: 51, scope: !247)
!254 = !DILocation(line: 30, column: 124, scope: !247)
!255 = !DILocation(line: 30, column: 121, scope: !247)
!256 = !DILocation(line: 30, column: 128, scope: !247)
!257 = !DILocation(line: 30, column: 134, scope: !247)
!258 = !DILocation(line: 30, column: 131, scope: !247)
!259 = !DILocation(line: 30, column: 139, scope: !247)
!260 = !DILocation(line: 30, column: 137, scope: !247)
!261 = !DILocation(line: 30, column: 143, scope: !247)
!262 = !DILocation(line: 30, column: 73, scope: !247)
!263 = !DILocation(line: 30, column: 147, scope: !247)
!264 = !DILocation(line: 30, column: 29, scope: !243)
!265 = !DILocation(line: 30, column: 5, scope: !243)
!266 = distinct !{!266, !245, !267, !154}
!267 = !DILocation(line: 30, column: 147, scope: !239)
!268 = !DILocalVariable(name: "o", scope: !2, file: !3, line: 31, type: !269)
!269 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 1024, elements: !270)
!270 = !{!271}
!271 = !DISubrange(count: 128)
!272 = !DILocation(line: 31, column: 10, scope: !2)
!273 = !DILocation(line: 31, column: 38, scope: !2)
!274 = !DILocation(line: 31, column: 18, scope: !2)
!275 = !DILocation(line: 31, column: 61, scope: !2)
!276 = !DILocation(line: 31, column: 42, scope: !2)
!277 = !DILocation(line: 31, column: 76, scope: !2)
!278 = !DILocation(line: 31, column: 65, scope: !2)
!279 = !DILocation(line: 31, column: 99, scope: !2)
!280 = !DILocation(line: 31, column: 80, scope: !2)
!281 = !DILocalVariable(name: "z", scope: !2, file: !3, line: 32, type: !282)
!282 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 1024, elements: !283)
!283 = !{!284}
!284 = !DISubrange(count: 32)
!285 = !DILocation(line: 32, column: 9, scope: !2)
!286 = !DILocalVariable(name: "zs", scope: !2, file: !3, line: 32, type: !108)
!287 = !DILocation(line: 32, column: 28, scope: !2)
!288 = !DILocalVariable(name: "n", scope: !2, file: !3, line: 32, type: !6)
!289 = !DILocation(line: 32, column: 60, scope: !2)
!290 = !DILocation(line: 32, column: 76, scope: !2)
!291 = !DILocation(line: 32, column: 69, scope: !2)
!292 = !DILocation(line: 32, column: 64, scope: !2)
!293 = !DILocation(line: 32, column: 88, scope: !2)
!294 = !DILocation(line: 32, column: 81, scope: !2)
!295 = !DILocation(line: 32, column: 86, scope: !2)
!296 = !DILocalVariable(name: "i", scope: !297, file: !3, line: 33, type: !6)
!297 = distinct !DILexicalBlock(scope: !2, file: !3, line: 33, column: 5)
!298 = !DILocation(line: 33, column: 14, scope: !297)
!299 = !DILocalVariable(name: "l", scope: !297, file: !3, line: 33, type: !6)
!300 = !DILocation(line: 33, column: 21, scope: !297)
!301 = !DILocalVariable(name: "r", scope: !297, file: !3, line: 33, type: !6)
!302 = !DILocation(line: 33, column: 28, scope: !297)
!303 = !DILocation(line: 33, column: 10, scope: !297)
!304 = !DILocation(line: 33, column: 35, scope: !305)
!305 = distinct !DILexicalBlock(scope: !297, file: !3, line: 33, column: 5)
!306 = !DILocation(line: 33, column: 39, scope: !305)
!307 = !DILocation(line: 33, column: 37, scope: !305)
!308 = !DILocation(line: 33, column: 5, scope: !297)
!309 = !DILocation(line: 33, column: 56, scope: !310)
!310 = distinct !DILexicalBlock(scope: !305, file: !3, line: 33, column: 47)
!311 = !DILocation(line: 33, column: 60, scope: !310)
!312 = !DILocation(line: 33, column: 58, scope: !310)
!313 = !DILocation(line: 33, column: 65, scope: !310)
!314 = !DILocation(line: 33, column: 69, scope: !310)
!315 = !DILocation(line: 33, column: 67, scope: !310)
!316 = !DILocation(line: 33, column: 75, scope: !310)
!317 = !DILocation(line: 33, column: 79, scope: !310)
!318 = !DILocation(line: 33, column: 77, scope: !310)
!319 = !DILocation(line: 33, column: 73, scope: !310)
!320 = !DILocation(line: 33, column: 71, scope: !310)
!321 = !DILocation(line: 33, column: 84, scope: !310)
!322 = !DILocation(line: 33, column: 88, scope: !310)
!323 = !DILocation(line: 33, column: 86, scope: !310)
!324 = !DILocation(line: 33, column: 94, scope: !310)
!325 = !DILocation(line: 33, column: 98, scope: !310)
!326 = !DILocation(line: 33, column: 96, scope: !310)
!327 = !DILocation(line: 33, column: 92, scope: !310)
!328 = !DILocation(line: 33, column: 51, scope: !310)
!329 = !DILocation(line: 33, column: 49, scope: !310)
!330 = !DILocation(line: 33, column: 54, scope: !310)
!331 = !DILocation(line: 33, column: 107, scope: !310)
!332 = !DILocation(line: 33, column: 114, scope: !310)
!333 = !DILocation(line: 33, column: 120, scope: !310)
!334 = !DILocation(line: 33, column: 118, scope: !310)
!335 = !DILocation(line: 33, column: 116, scope: !310)
!336 = !DILocation(line: 33, column: 125, scope: !310)
!337 = !DILocation(line: 33, column: 123, scope: !310)
!338 = !DILocation(line: 33, column: 127, scope: !310)
!339 = !DILocation(line: 33, column: 130, scope: !310)
!340 = !DILocation(line: 33, column: 135, scope: !310)
!341 = !DILocation(line: 33, column: 133, scope: !310)
!342 = !DILocation(line: 33, column: 142, scope: !310)
!343 = !DILocation(line: 33, column: 145, scope: !310)
!344 = !DILocation(line: 33, column: 151, scope: !310)
!345 = !DILocation(line: 33, column: 149, scope: !310)
!346 = !DILocation(line: 33, column: 147, scope: !310)
!347 = !DILocation(line: 33, column: 139, scope: !310)
!348 = !DILocation(line: 0, scope: !310)
!349 = !DILocation(line: 33, column: 158, scope: !310)
!350 = !DILocation(line: 33, column: 156, scope: !310)
!351 = !DILocation(line: 33, column: 160, scope: !310)
!352 = distinct !{!352, !331, !351, !154}
!353 = !DILocation(line: 33, column: 168, scope: !354)
!354 = distinct !DILexicalBlock(scope: !310, file: !3, line: 33, column: 168)
!355 = !DILocation(line: 33, column: 174, scope: !354)
!356 = !DILocation(line: 33, column: 172, scope: !354)
!357 = !DILocation(line: 33, column: 170, scope: !354)
!358 = !DILocation(line: 33, column: 179, scope: !354)
!359 = !DILocation(line: 33, column: 177, scope: !354)
!360 = !DILocation(line: 33, column: 168, scope: !310)
!361 = !DILocation(line: 33, column: 188, scope: !362)
!362 = distinct !DILexicalBlock(scope: !354, file: !3, line: 33, column: 182)
!363 = !DILocation(line: 33, column: 186, scope: !362)
!364 = !DILocation(line: 33, column: 195, scope: !362)
!365 = !DILocation(line: 33, column: 201, scope: !362)
!366 = !DILocation(line: 33, column: 199, scope: !362)
!367 = !DILocation(line: 33, column: 197, scope: !362)
!368 = !DILocation(line: 33, column: 193, scope: !362)
!369 = !DILocation(line: 33, column: 205, scope: !362)
!370 = !DILocation(line: 33, column: 207, scope: !310)
!371 = !DILocation(line: 33, column: 43, scope: !305)
!372 = !DILocation(line: 33, column: 5, scope: !305)
!373 = distinct !{!373, !308, !374, !154}
!374 = !DILocation(line: 33, column: 207, scope: !297)
!375 = !DILocation(line: 34, column: 5, scope: !2)
!376 = !DILocalVariable(name: "i", scope: !377, file: !3, line: 34, type: !6)
!377 = distinct !DILexicalBlock(scope: !2, file: !3, line: 34, column: 19)
!378 = !DILocation(line: 34, column: 28, scope: !377)
!379 = !DILocation(line: 34, column: 24, scope: !377)
!380 = !DILocation(line: 34, column: 35, scope: !381)
!381 = distinct !DILexicalBlock(scope: !377, file: !3, line: 34, column: 19)
!382 = !DILocation(line: 34, column: 39, scope: !381)
!383 = !DILocation(line: 34, column: 37, scope: !381)
!384 = !DILocation(line: 34, column: 19, scope: !377)
!385 = !DILocation(line: 34, column: 63, scope: !381)
!386 = !DILocation(line: 34, column: 61, scope: !381)
!387 = !DILocation(line: 34, column: 47, scope: !381)
!388 = !DILocation(line: 34, column: 43, scope: !381)
!389 = !DILocation(line: 34, column: 19, scope: !381)
!390 = distinct !{!390, !384, !391, !154}
!391 = !DILocation(line: 34, column: 65, scope: !377)
!392 = !DILocation(line: 34, column: 68, scope: !2)
!393 = !DILocation(line: 35, column: 12, scope: !2)
!394 = !DILocation(line: 35, column: 35, scope: !2)
!395 = !DILocation(line: 35, column: 5, scope: !2)
!396 = distinct !DISubprogram(name: "kmp_count", scope: !3, file: !3, line: 7, type: !397, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !114)
!397 = !DISubroutineType(types: !398)
!398 = !{!6, !108, !108}
!399 = !DILocalVariable(name: "t", arg: 1, scope: !396, file: !3, line: 7, type: !108)
!400 = !DILocation(line: 7, column: 34, scope: !396)
!401 = !DILocalVariable(name: "p", arg: 2, scope: !396, file: !3, line: 7, type: !108)
!402 = !DILocation(line: 7, column: 49, scope: !396)
!403 = !DILocalVariable(name: "n", scope: !396, file: !3, line: 7, type: !6)
!404 = !DILocation(line: 7, column: 58, scope: !396)
!405 = !DILocation(line: 7, column: 74, scope: !396)
!406 = !DILocation(line: 7, column: 67, scope: !396)
!407 = !DILocation(line: 7, column: 62, scope: !396)
!408 = !DILocalVariable(name: "m", scope: !396, file: !3, line: 7, type: !6)
!409 = !DILocation(line: 7, column: 78, scope: !396)
!410 = !DILocation(line: 7, column: 94, scope: !396)
!411 = !DILocation(line: 7, column: 87, scope: !396)
!412 = !DILocation(line: 7, column: 82, scope: !396)
!413 = !DILocalVariable(name: "c", scope: !396, file: !3, line: 7, type: !6)
!414 = !DILocation(line: 7, column: 98, scope: !396)
!415 = !DILocalVariable(name: "f", scope: !396, file: !3, line: 7, type: !416)
!416 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 2048, elements: !417)
!417 = !{!418}
!418 = !DISubrange(count: 64)
!419 = !DILocation(line: 7, column: 109, scope: !396)
!420 = !DILocation(line: 7, column: 116, scope: !396)
!421 = !DILocation(line: 7, column: 121, scope: !396)
!422 = !DILocalVariable(name: "i", scope: !423, file: !3, line: 8, type: !6)
!423 = distinct !DILexicalBlock(scope: !396, file: !3, line: 8, column: 5)
!424 = !DILocation(line: 8, column: 14, scope: !423)
!425 = !DILocalVariable(name: "k", scope: !423, file: !3, line: 8, type: !6)
!426 = !DILocation(line: 8, column: 21, scope: !423)
!427 = !DILocation(line: 8, column: 10, scope: !423)
!428 = !DILocation(line: 8, column: 28, scope: !429)
!429 = distinct !DILexicalBlock(scope: !423, file: !3, line: 8, column: 5)
!430 = !DILocation(line: 8, column: 32, scope: !429)
!431 = !DILocation(line: 8, column: 30, scope: !429)
!432 = !DILocation(line: 8, column: 5, scope: !423)
!433 = !DILocation(line: 8, column: 42, scope: !434)
!434 = distinct !DILexicalBlock(scope: !429, file: !3, line: 8, column: 40)
!435 = !DILocation(line: 8, column: 49, scope: !434)
!436 = !DILocation(line: 8, column: 51, scope: !434)
!437 = !DILocation(line: 8, column: 54, scope: !434)
!438 = !DILocation(line: 8, column: 56, scope: !434)
!439 = !DILocation(line: 8, column: 62, scope: !434)
!440 = !DILocation(line: 8, column: 64, scope: !434)
!441 = !DILocation(line: 8, column: 59, scope: !434)
!442 = !DILocation(line: 0, scope: !434)
!443 = !DILocation(line: 8, column: 74, scope: !434)
!444 = !DILocation(line: 8, column: 76, scope: !434)
!445 = !DILocation(line: 8, column: 72, scope: !434)
!446 = !DILocation(line: 8, column: 70, scope: !434)
!447 = distinct !{!447, !433, !448, !154}
!448 = !DILocation(line: 8, column: 79, scope: !434)
!449 = !DILocation(line: 8, column: 86, scope: !450)
!450 = distinct !DILexicalBlock(scope: !434, file: !3, line: 8, column: 86)
!451 = !DILocation(line: 8, column: 88, scope: !450)
!452 = !DILocation(line: 8, column: 94, scope: !450)
!453 = !DILocation(line: 8, column: 96, scope: !450)
!454 = !DILocation(line: 8, column: 91, scope: !450)
!455 = !DILocation(line: 8, column: 86, scope: !434)
!456 = !DILocation(line: 8, column: 101, scope: !450)
!457 = !DILocation(line: 8, column: 100, scope: !450)
!458 = !DILocation(line: 8, column: 112, scope: !434)
!459 = !DILocation(line: 8, column: 107, scope: !434)
!460 = !DILocation(line: 8, column: 105, scope: !434)
!461 = !DILocation(line: 8, column: 110, scope: !434)
!462 = !DILocation(line: 8, column: 115, scope: !434)
!463 = !DILocation(line: 8, column: 36, scope: !429)
!464 = !DILocation(line: 8, column: 5, scope: !429)
!465 = distinct !{!465, !432, !466, !154}
!466 = !DILocation(line: 8, column: 115, scope: !423)
!467 = !DILocalVariable(name: "i", scope: !468, file: !3, line: 9, type: !6)
!468 = distinct !DILexicalBlock(scope: !396, file: !3, line: 9, column: 5)
!469 = !DILocation(line: 9, column: 14, scope: !468)
!470 = !DILocalVariable(name: "k", scope: !468, file: !3, line: 9, type: !6)
!471 = !DILocation(line: 9, column: 21, scope: !468)
!472 = !DILocation(line: 9, column: 10, scope: !468)
!473 = !DILocation(line: 9, column: 28, scope: !474)
!474 = distinct !DILexicalBlock(scope: !468, file: !3, line: 9, column: 5)
!475 = !DILocation(line: 9, column: 32, scope: !474)
!476 = !DILocation(line: 9, column: 30, scope: !474)
!477 = !DILocation(line: 9, column: 5, scope: !468)
!478 = !DILocation(line: 9, column: 42, scope: !479)
!479 = distinct !DILexicalBlock(scope: !474, file: !3, line: 9, column: 40)
!480 = !DILocation(line: 9, column: 49, scope: !479)
!481 = !DILocation(line: 9, column: 51, scope: !479)
!482 = !DILocation(line: 9, column: 54, scope: !479)
!483 = !DILocation(line: 9, column: 56, scope: !479)
!484 = !DILocation(line: 9, column: 62, scope: !479)
!485 = !DILocation(line: 9, column: 64, scope: !479)
!486 = !DILocation(line: 9, column: 59, scope: !479)
!487 = !DILocation(line: 0, scope: !479)
!488 = !DILocation(line: 9, column: 74, scope: !479)
!489 = !DILocation(line: 9, column: 76, scope: !479)
!490 = !DILocation(line: 9, column: 72, scope: !479)
!491 = !DILocation(line: 9, column: 70, scope: !479)
!492 = distinct !{!492, !478, !493, !154}
!493 = !DILocation(line: 9, column: 79, scope: !479)
!494 = !DILocation(line: 9, column: 86, scope: !495)
!495 = distinct !DILexicalBlock(scope: !479, file: !3, line: 9, column: 86)
!496 = !DILocation(line: 9, column: 88, scope: !495)
!497 = !DILocation(line: 9, column: 94, scope: !495)
!498 = !DILocation(line: 9, column: 96, scope: !495)
!499 = !DILocation(line: 9, column: 91, scope: !495)
!500 = !DILocation(line: 9, column: 86, scope: !479)
!501 = !DILocation(line: 9, column: 101, scope: !495)
!502 = !DILocation(line: 9, column: 100, scope: !495)
!503 = !DILocation(line: 9, column: 109, scope: !504)
!504 = distinct !DILexicalBlock(scope: !479, file: !3, line: 9, column: 109)
!505 = !DILocation(line: 9, column: 114, scope: !504)
!506 = !DILocation(line: 9, column: 111, scope: !504)
!507 = !DILocation(line: 9, column: 109, scope: !479)
!508 = !DILocation(line: 9, column: 120, scope: !509)
!509 = distinct !DILexicalBlock(scope: !504, file: !3, line: 9, column: 117)
!510 = !DILocation(line: 9, column: 130, scope: !509)
!511 = !DILocation(line: 9, column: 132, scope: !509)
!512 = !DILocation(line: 9, column: 128, scope: !509)
!513 = !DILocation(line: 9, column: 126, scope: !509)
!514 = !DILocation(line: 9, column: 138, scope: !509)
!515 = !DILocation(line: 9, column: 140, scope: !479)
!516 = !DILocation(line: 9, column: 36, scope: !474)
!517 = !DILocation(line: 9, column: 5, scope: !474)
!518 = distinct !{!518, !477, !519, !154}
!519 = !DILocation(line: 9, column: 140, scope: !468)
!520 = !DILocation(line: 9, column: 149, scope: !396)
!521 = !DILocation(line: 9, column: 142, scope: !396)
!522 = distinct !DISubprogram(name: "bmh_count", scope: !3, file: !3, line: 10, type: !397, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !114)
!523 = !DILocalVariable(name: "t", arg: 1, scope: !522, file: !3, line: 10, type: !108)
!524 = !DILocation(line: 10, column: 34, scope: !522)
!525 = !DILocalVariable(name: "p", arg: 2, scope: !522, file: !3, line: 10, type: !108)
!526 = !DILocation(line: 10, column: 49, scope: !522)
!527 = !DILocalVariable(name: "n", scope: !522, file: !3, line: 10, type: !6)
!528 = !DILocation(line: 10, column: 58, scope: !522)
!529 = !DILocation(line: 10, column: 74, scope: !522)
!530 = !DILocation(line: 10, column: 67, scope: !522)
!531 = !DILocation(line: 10, column: 62, scope: !522)
!532 = !DILocalVariable(name: "m", scope: !522, file: !3, line: 10, type: !6)
!533 = !DILocation(line: 10, column: 78, scope: !522)
!534 = !DILocation(line: 10, column: 94, scope: !522)
!535 = !DILocation(line: 10, column: 87, scope: !522)
!536 = !DILocation(line: 10, column: 82, scope: !522)
!537 = !DILocalVariable(name: "c", scope: !522, file: !3, line: 10, type: !6)
!538 = !DILocation(line: 10, column: 98, scope: !522)
!539 = !DILocalVariable(name: "sh", scope: !522, file: !3, line: 10, type: !540)
!540 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 8192, elements: !541)
!541 = !{!542}
!542 = !DISubrange(count: 256)
!543 = !DILocation(line: 10, column: 105, scope: !522)
!544 = !DILocalVariable(name: "i", scope: !545, file: !3, line: 10, type: !6)
!545 = distinct !DILexicalBlock(scope: !522, file: !3, line: 10, column: 114)
!546 = !DILocation(line: 10, column: 123, scope: !545)
!547 = !DILocation(line: 10, column: 119, scope: !545)
!548 = !DILocation(line: 10, column: 130, scope: !549)
!549 = distinct !DILexicalBlock(scope: !545, file: !3, line: 10, column: 114)
!550 = !DILocation(line: 10, column: 132, scope: !549)
!551 = !DILocation(line: 10, column: 114, scope: !545)
!552 = !DILocation(line: 10, column: 152, scope: !549)
!553 = !DILocation(line: 10, column: 147, scope: !549)
!554 = !DILocation(line: 10, column: 144, scope: !549)
!555 = !DILocation(line: 10, column: 150, scope: !549)
!556 = !DILocation(line: 10, column: 140, scope: !549)
!557 = !DILocation(line: 10, column: 114, scope: !549)
!558 = distinct !{!558, !551, !559, !154}
!559 = !DILocation(line: 10, column: 152, scope: !545)
!560 = !DILocalVariable(name: "i", scope: !561, file: !3, line: 10, type: !6)
!561 = distinct !DILexicalBlock(scope: !522, file: !3, line: 10, column: 155)
!562 = !DILocation(line: 10, column: 164, scope: !561)
!563 = !DILocation(line: 10, column: 160, scope: !561)
!564 = !DILocation(line: 10, column: 171, scope: !565)
!565 = distinct !DILexicalBlock(scope: !561, file: !3, line: 10, column: 155)
!566 = !DILocation(line: 10, column: 175, scope: !565)
!567 = !DILocation(line: 10, column: 177, scope: !565)
!568 = !DILocation(line: 10, column: 173, scope: !565)
!569 = !DILocation(line: 10, column: 155, scope: !561)
!570 = !DILocation(line: 10, column: 213, scope: !565)
!571 = !DILocation(line: 10, column: 215, scope: !565)
!572 = !DILocation(line: 10, column: 221, scope: !565)
!573 = !DILocation(line: 10, column: 219, scope: !565)
!574 = !DILocation(line: 10, column: 205, scope: !565)
!575 = !DILocation(line: 10, column: 207, scope: !565)
!576 = !DILocation(line: 10, column: 187, scope: !565)
!577 = !DILocation(line: 10, column: 211, scope: !565)
!578 = !DILocation(line: 10, column: 183, scope: !565)
!579 = !DILocation(line: 10, column: 155, scope: !565)
!580 = distinct !{!580, !569, !581, !154}
!581 = !DILocation(line: 10, column: 221, scope: !561)
!582 = !DILocalVariable(name: "i", scope: !583, file: !3, line: 11, type: !6)
!583 = distinct !DILexicalBlock(scope: !522, file: !3, line: 11, column: 5)
!584 = !DILocation(line: 11, column: 14, scope: !583)
!585 = !DILocation(line: 11, column: 10, scope: !583)
!586 = !DILocation(line: 11, column: 21, scope: !587)
!587 = distinct !DILexicalBlock(scope: !583, file: !3, line: 11, column: 5)
!588 = !DILocation(line: 11, column: 25, scope: !587)
!589 = !DILocation(line: 11, column: 23, scope: !587)
!590 = !DILocation(line: 11, column: 30, scope: !587)
!591 = !DILocation(line: 11, column: 27, scope: !587)
!592 = !DILocation(line: 11, column: 5, scope: !583)
!593 = !DILocation(line: 11, column: 83, scope: !594)
!594 = distinct !DILexicalBlock(scope: !587, file: !3, line: 11, column: 75)
!595 = !DILocation(line: 11, column: 87, scope: !594)
!596 = !DILocation(line: 11, column: 85, scope: !594)
!597 = !DILocation(line: 11, column: 90, scope: !594)
!598 = !DILocation(line: 11, column: 101, scope: !594)
!599 = !DILocation(line: 11, column: 93, scope: !594)
!600 = !DILocation(line: 11, column: 76, scope: !594)
!601 = !DILocation(line: 11, column: 75, scope: !587)
!602 = !DILocation(line: 11, column: 106, scope: !594)
!603 = !DILocation(line: 11, column: 105, scope: !594)
!604 = !DILocation(line: 11, column: 102, scope: !594)
!605 = !DILocation(line: 11, column: 56, scope: !587)
!606 = !DILocation(line: 11, column: 58, scope: !587)
!607 = !DILocation(line: 11, column: 62, scope: !587)
!608 = !DILocation(line: 11, column: 60, scope: !587)
!609 = !DILocation(line: 11, column: 64, scope: !587)
!610 = !DILocation(line: 11, column: 38, scope: !587)
!611 = !DILocation(line: 11, column: 35, scope: !587)
!612 = !DILocation(line: 11, column: 5, scope: !587)
!613 = distinct !{!613, !592, !614, !154}
!614 = !DILocation(line: 11, column: 106, scope: !583)
!615 = !DILocation(line: 11, column: 117, scope: !522)
!616 = !DILocation(line: 11, column: 110, scope: !522)
!617 = distinct !DISubprogram(name: "rk_count", scope: !3, file: !3, line: 12, type: !397, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !114)
!618 = !DILocalVariable(name: "t", arg: 1, scope: !617, file: !3, line: 12, type: !108)
!619 = !DILocation(line: 12, column: 33, scope: !617)
!620 = !DILocalVariable(name: "p", arg: 2, scope: !617, file: !3, line: 12, type: !108)
!621 = !DILocation(line: 12, column: 48, scope: !617)
!622 = !DILocalVariable(name: "n", scope: !617, file: !3, line: 12, type: !6)
!623 = !DILocation(line: 12, column: 57, scope: !617)
!624 = !DILocation(line: 12, column: 73, scope: !617)
!625 = !DILocation(line: 12, column: 66, scope: !617)
!626 = !DILocation(line: 12, column: 61, scope: !617)
!627 = !DILocalVariable(name: "m", scope: !617, file: !3, line: 12, type: !6)
!628 = !DILocation(line: 12, column: 77, scope: !617)
!629 = !DILocation(line: 12, column: 93, scope: !617)
!630 = !DILocation(line: 12, column: 86, scope: !617)
!631 = !DILocation(line: 12, column: 81, scope: !617)
!632 = !DILocalVariable(name: "c", scope: !617, file: !3, line: 12, type: !6)
!633 = !DILocation(line: 12, column: 97, scope: !617)
!634 = !DILocation(line: 12, column: 108, scope: !635)
!635 = distinct !DILexicalBlock(scope: !617, file: !3, line: 12, column: 108)
!636 = !DILocation(line: 12, column: 112, scope: !635)
!637 = !DILocation(line: 12, column: 110, scope: !635)
!638 = !DILocation(line: 12, column: 108, scope: !617)
!639 = !DILocation(line: 12, column: 115, scope: !635)
!640 = !DILocalVariable(name: "B", scope: !617, file: !3, line: 12, type: !641)
!641 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!642 = !DILocation(line: 12, column: 144, scope: !617)
!643 = !DILocalVariable(name: "hp", scope: !617, file: !3, line: 12, type: !641)
!644 = !DILocation(line: 12, column: 153, scope: !617)
!645 = !DILocalVariable(name: "ht", scope: !617, file: !3, line: 12, type: !641)
!646 = !DILocation(line: 12, column: 161, scope: !617)
!647 = !DILocalVariable(name: "pw", scope: !617, file: !3, line: 12, type: !641)
!648 = !DILocation(line: 12, column: 169, scope: !617)
!649 = !DILocalVariable(name: "i", scope: !650, file: !3, line: 13, type: !6)
!650 = distinct !DILexicalBlock(scope: !617, file: !3, line: 13, column: 5)
!651 = !DILocation(line: 13, column: 14, scope: !650)
!652 = !DILocation(line: 13, column: 10, scope: !650)
!653 = !DILocation(line: 13, column: 21, scope: !654)
!654 = distinct !DILexicalBlock(scope: !650, file: !3, line: 13, column: 5)
!655 = !DILocation(line: 13, column: 25, scope: !654)
!656 = !DILocation(line: 13, column: 23, scope: !654)
!657 = !DILocation(line: 13, column: 5, scope: !650)
!658 = !DILocation(line: 13, column: 40, scope: !659)
!659 = distinct !DILexicalBlock(scope: !654, file: !3, line: 13, column: 33)
!660 = !DILocation(line: 13, column: 45, scope: !659)
!661 = !DILocation(line: 13, column: 43, scope: !659)
!662 = !DILocation(line: 13, column: 64, scope: !659)
!663 = !DILocation(line: 13, column: 66, scope: !659)
!664 = !DILocation(line: 13, column: 49, scope: !659)
!665 = !DILocation(line: 13, column: 47, scope: !659)
!666 = !DILocation(line: 13, column: 38, scope: !659)
!667 = !DILocation(line: 13, column: 75, scope: !659)
!668 = !DILocation(line: 13, column: 80, scope: !659)
!669 = !DILocation(line: 13, column: 78, scope: !659)
!670 = !DILocation(line: 13, column: 99, scope: !659)
!671 = !DILocation(line: 13, column: 101, scope: !659)
!672 = !DILocation(line: 13, column: 84, scope: !659)
!673 = !DILocation(line: 13, column: 82, scope: !659)
!674 = !DILocation(line: 13, column: 73, scope: !659)
!675 = !DILocation(line: 13, column: 109, scope: !676)
!676 = distinct !DILexicalBlock(scope: !659, file: !3, line: 13, column: 109)
!677 = !DILocation(line: 13, column: 109, scope: !659)
!678 = !DILocation(line: 13, column: 118, scope: !676)
!679 = !DILocation(line: 13, column: 115, scope: !676)
!680 = !DILocation(line: 13, column: 112, scope: !676)
!681 = !DILocation(line: 13, column: 121, scope: !659)
!682 = !DILocation(line: 13, column: 29, scope: !654)
!683 = !DILocation(line: 13, column: 5, scope: !654)
!684 = distinct !{!684, !657, !685, !154}
!685 = !DILocation(line: 13, column: 121, scope: !650)
!686 = !DILocalVariable(name: "i", scope: !687, file: !3, line: 14, type: !6)
!687 = distinct !DILexicalBlock(scope: !617, file: !3, line: 14, column: 5)
!688 = !DILocation(line: 14, column: 14, scope: !687)
!689 = !DILocation(line: 14, column: 10, scope: !687)
!690 = !DILocation(line: 14, column: 33, scope: !691)
!691 = distinct !DILexicalBlock(scope: !692, file: !3, line: 14, column: 33)
!692 = distinct !DILexicalBlock(scope: !693, file: !3, line: 14, column: 27)
!693 = distinct !DILexicalBlock(scope: !687, file: !3, line: 14, column: 5)
!694 = !DILocation(line: 14, column: 39, scope: !691)
!695 = !DILocation(line: 14, column: 36, scope: !691)
!696 = !DILocation(line: 14, column: 42, scope: !691)
!697 = !DILocation(line: 14, column: 53, scope: !691)
!698 = !DILocation(line: 14, column: 57, scope: !691)
!699 = !DILocation(line: 14, column: 55, scope: !691)
!700 = !DILocation(line: 14, column: 60, scope: !691)
!701 = !DILocation(line: 14, column: 71, scope: !691)
!702 = !DILocation(line: 14, column: 63, scope: !691)
!703 = !DILocation(line: 14, column: 46, scope: !691)
!704 = !DILocation(line: 14, column: 33, scope: !692)
!705 = !DILocation(line: 14, column: 76, scope: !691)
!706 = !DILocation(line: 14, column: 75, scope: !691)
!707 = !DILocation(line: 14, column: 84, scope: !708)
!708 = distinct !DILexicalBlock(scope: !692, file: !3, line: 14, column: 84)
!709 = !DILocation(line: 14, column: 88, scope: !708)
!710 = !DILocation(line: 14, column: 86, scope: !708)
!711 = !DILocation(line: 14, column: 93, scope: !708)
!712 = !DILocation(line: 14, column: 90, scope: !708)
!713 = !DILocation(line: 14, column: 84, scope: !692)
!714 = !DILocation(line: 14, column: 96, scope: !708)
!715 = !DILocation(line: 14, column: 109, scope: !692)
!716 = !DILocation(line: 14, column: 129, scope: !692)
!717 = !DILocation(line: 14, column: 131, scope: !692)
!718 = !DILocation(line: 14, column: 114, scope: !692)
!719 = !DILocation(line: 14, column: 136, scope: !692)
!720 = !DILocation(line: 14, column: 134, scope: !692)
!721 = !DILocation(line: 14, column: 112, scope: !692)
!722 = !DILocation(line: 14, column: 142, scope: !692)
!723 = !DILocation(line: 14, column: 140, scope: !692)
!724 = !DILocation(line: 14, column: 161, scope: !692)
!725 = !DILocation(line: 14, column: 163, scope: !692)
!726 = !DILocation(line: 14, column: 167, scope: !692)
!727 = !DILocation(line: 14, column: 165, scope: !692)
!728 = !DILocation(line: 14, column: 146, scope: !692)
!729 = !DILocation(line: 14, column: 144, scope: !692)
!730 = !DILocation(line: 14, column: 106, scope: !692)
!731 = !DILocation(line: 14, column: 171, scope: !692)
!732 = !DILocation(line: 14, column: 23, scope: !693)
!733 = !DILocation(line: 14, column: 5, scope: !693)
!734 = distinct !{!734, !735, !736}
!735 = !DILocation(line: 14, column: 5, scope: !687)
!736 = !DILocation(line: 14, column: 171, scope: !687)
!737 = !DILocation(line: 14, column: 180, scope: !617)
!738 = !DILocation(line: 14, column: 173, scope: !617)
!739 = !DILocation(line: 14, column: 183, scope: !617)
!740 = distinct !DISubprogram(name: "sa_cmp", scope: !3, file: !3, line: 16, type: !741, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !114)
!741 = !DISubroutineType(types: !742)
!742 = !{!6, !743, !743}
!743 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !744, size: 64)
!744 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!745 = !DILocalVariable(name: "a", arg: 1, scope: !740, file: !3, line: 16, type: !743)
!746 = !DILocation(line: 16, column: 31, scope: !740)
!747 = !DILocalVariable(name: "b", arg: 2, scope: !740, file: !3, line: 16, type: !743)
!748 = !DILocation(line: 16, column: 46, scope: !740)
!749 = !DILocation(line: 16, column: 65, scope: !740)
!750 = !DILocation(line: 16, column: 89, scope: !740)
!751 = !DILocation(line: 16, column: 75, scope: !740)
!752 = !DILocation(line: 16, column: 73, scope: !740)
!753 = !DILocation(line: 16, column: 92, scope: !740)
!754 = !DILocation(line: 16, column: 116, scope: !740)
!755 = !DILocation(line: 16, column: 102, scope: !740)
!756 = !DILocation(line: 16, column: 100, scope: !740)
!757 = !DILocation(line: 16, column: 58, scope: !740)
!758 = !DILocation(line: 16, column: 51, scope: !740)
!759 = distinct !DISubprogram(name: "manacher", scope: !3, file: !3, line: 17, type: !760, scopeLine: 17, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !114)
!760 = !DISubroutineType(types: !761)
!761 = !{!6, !108, !762}
!762 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!763 = !DILocalVariable(name: "s", arg: 1, scope: !759, file: !3, line: 17, type: !108)
!764 = !DILocation(line: 17, column: 33, scope: !759)
!765 = !DILocalVariable(name: "start", arg: 2, scope: !759, file: !3, line: 17, type: !762)
!766 = !DILocation(line: 17, column: 41, scope: !759)
!767 = !DILocalVariable(name: "n", scope: !759, file: !3, line: 17, type: !6)
!768 = !DILocation(line: 17, column: 54, scope: !759)
!769 = !DILocation(line: 17, column: 70, scope: !759)
!770 = !DILocation(line: 17, column: 63, scope: !759)
!771 = !DILocation(line: 17, column: 58, scope: !759)
!772 = !DILocalVariable(name: "m", scope: !759, file: !3, line: 17, type: !6)
!773 = !DILocation(line: 17, column: 74, scope: !759)
!774 = !DILocation(line: 17, column: 82, scope: !759)
!775 = !DILocation(line: 17, column: 80, scope: !759)
!776 = !DILocation(line: 17, column: 84, scope: !759)
!777 = !DILocalVariable(name: "d", scope: !759, file: !3, line: 17, type: !762)
!778 = !DILocation(line: 17, column: 94, scope: !759)
!779 = !DILocation(line: 17, column: 113, scope: !759)
!780 = !DILocation(line: 17, column: 105, scope: !759)
!781 = !DILocation(line: 17, column: 98, scope: !759)
!782 = !DILocalVariable(name: "best", scope: !759, file: !3, line: 17, type: !6)
!783 = !DILocation(line: 17, column: 134, scope: !759)
!784 = !DILocalVariable(name: "bc", scope: !759, file: !3, line: 17, type: !6)
!785 = !DILocation(line: 17, column: 144, scope: !759)
!786 = !DILocalVariable(name: "i", scope: !787, file: !3, line: 18, type: !6)
!787 = distinct !DILexicalBlock(scope: !759, file: !3, line: 18, column: 5)
!788 = !DILocation(line: 18, column: 14, scope: !787)
!789 = !DILocalVariable(name: "l", scope: !787, file: !3, line: 18, type: !6)
!790 = !DILocation(line: 18, column: 21, scope: !787)
!791 = !DILocalVariable(name: "r", scope: !787, file: !3, line: 18, type: !6)
!792 = !DILocation(line: 18, column: 28, scope: !787)
!793 = !DILocation(line: 18, column: 10, scope: !787)
!794 = !DILocation(line: 18, column: 36, scope: !795)
!795 = distinct !DILexicalBlock(scope: !787, file: !3, line: 18, column: 5)
!796 = !DILocation(line: 18, column: 40, scope: !795)
!797 = !DILocation(line: 18, column: 38, scope: !795)
!798 = !DILocation(line: 18, column: 5, scope: !787)
!799 = !DILocalVariable(name: "k", scope: !800, file: !3, line: 18, type: !6)
!800 = distinct !DILexicalBlock(scope: !795, file: !3, line: 18, column: 48)
!801 = !DILocation(line: 18, column: 54, scope: !800)
!802 = !DILocation(line: 18, column: 58, scope: !800)
!803 = !DILocation(line: 18, column: 62, scope: !800)
!804 = !DILocation(line: 18, column: 60, scope: !800)
!805 = !DILocation(line: 18, column: 71, scope: !800)
!806 = !DILocation(line: 18, column: 73, scope: !800)
!807 = !DILocation(line: 18, column: 77, scope: !800)
!808 = !DILocation(line: 18, column: 75, scope: !800)
!809 = !DILocation(line: 18, column: 81, scope: !800)
!810 = !DILocation(line: 18, column: 79, scope: !800)
!811 = !DILocation(line: 18, column: 86, scope: !800)
!812 = !DILocation(line: 18, column: 90, scope: !800)
!813 = !DILocation(line: 18, column: 88, scope: !800)
!814 = !DILocation(line: 18, column: 92, scope: !800)
!815 = !DILocation(line: 18, column: 84, scope: !800)
!816 = !DILocation(line: 18, column: 98, scope: !800)
!817 = !DILocation(line: 18, column: 100, scope: !800)
!818 = !DILocation(line: 18, column: 104, scope: !800)
!819 = !DILocation(line: 18, column: 102, scope: !800)
!820 = !DILocation(line: 18, column: 108, scope: !800)
!821 = !DILocation(line: 18, column: 106, scope: !800)
!822 = !DILocation(line: 18, column: 113, scope: !800)
!823 = !DILocation(line: 18, column: 117, scope: !800)
!824 = !DILocation(line: 18, column: 115, scope: !800)
!825 = !DILocation(line: 18, column: 119, scope: !800)
!826 = !DILocation(line: 19, column: 9, scope: !800)
!827 = !DILocation(line: 19, column: 16, scope: !800)
!828 = !DILocation(line: 19, column: 20, scope: !800)
!829 = !DILocation(line: 19, column: 18, scope: !800)
!830 = !DILocation(line: 19, column: 22, scope: !800)
!831 = !DILocation(line: 19, column: 27, scope: !800)
!832 = !DILocation(line: 19, column: 30, scope: !800)
!833 = !DILocation(line: 19, column: 34, scope: !800)
!834 = !DILocation(line: 19, column: 32, scope: !800)
!835 = !DILocation(line: 19, column: 38, scope: !800)
!836 = !DILocation(line: 19, column: 36, scope: !800)
!837 = !DILocation(line: 19, column: 40, scope: !800)
!838 = !DILocation(line: 19, column: 45, scope: !800)
!839 = !DILocation(line: 19, column: 49, scope: !800)
!840 = !DILocation(line: 19, column: 47, scope: !800)
!841 = !DILocation(line: 19, column: 52, scope: !800)
!842 = !DILocation(line: 19, column: 56, scope: !800)
!843 = !DILocation(line: 19, column: 61, scope: !800)
!844 = !DILocation(line: 19, column: 64, scope: !800)
!845 = !DILocation(line: 19, column: 67, scope: !800)
!846 = !DILocation(line: 19, column: 71, scope: !800)
!847 = !DILocation(line: 19, column: 69, scope: !800)
!848 = !DILocation(line: 19, column: 74, scope: !800)
!849 = !DILocation(line: 19, column: 82, scope: !800)
!850 = !DILocation(line: 19, column: 85, scope: !800)
!851 = !DILocation(line: 19, column: 89, scope: !800)
!852 = !DILocation(line: 19, column: 87, scope: !800)
!853 = !DILocation(line: 19, column: 92, scope: !800)
!854 = !DILocation(line: 19, column: 79, scope: !800)
!855 = !DILocation(line: 0, scope: !800)
!856 = !DILocation(line: 19, column: 100, scope: !800)
!857 = distinct !{!857, !826, !856, !154}
!858 = !DILocation(line: 19, column: 112, scope: !800)
!859 = !DILocation(line: 19, column: 104, scope: !800)
!860 = !DILocation(line: 19, column: 106, scope: !800)
!861 = !DILocation(line: 19, column: 109, scope: !800)
!862 = !DILocation(line: 19, column: 120, scope: !863)
!863 = distinct !DILexicalBlock(scope: !800, file: !3, line: 19, column: 120)
!864 = !DILocation(line: 19, column: 124, scope: !863)
!865 = !DILocation(line: 19, column: 122, scope: !863)
!866 = !DILocation(line: 19, column: 128, scope: !863)
!867 = !DILocation(line: 19, column: 126, scope: !863)
!868 = !DILocation(line: 19, column: 120, scope: !800)
!869 = !DILocation(line: 19, column: 137, scope: !870)
!870 = distinct !DILexicalBlock(scope: !863, file: !3, line: 19, column: 131)
!871 = !DILocation(line: 19, column: 141, scope: !870)
!872 = !DILocation(line: 19, column: 139, scope: !870)
!873 = !DILocation(line: 19, column: 135, scope: !870)
!874 = !DILocation(line: 19, column: 148, scope: !870)
!875 = !DILocation(line: 19, column: 152, scope: !870)
!876 = !DILocation(line: 19, column: 150, scope: !870)
!877 = !DILocation(line: 19, column: 146, scope: !870)
!878 = !DILocation(line: 19, column: 155, scope: !870)
!879 = !DILocation(line: 19, column: 161, scope: !880)
!880 = distinct !DILexicalBlock(scope: !800, file: !3, line: 19, column: 161)
!881 = !DILocation(line: 19, column: 163, scope: !880)
!882 = !DILocation(line: 19, column: 166, scope: !880)
!883 = !DILocation(line: 19, column: 172, scope: !880)
!884 = !DILocation(line: 19, column: 170, scope: !880)
!885 = !DILocation(line: 19, column: 161, scope: !800)
!886 = !DILocation(line: 19, column: 187, scope: !887)
!887 = distinct !DILexicalBlock(scope: !880, file: !3, line: 19, column: 178)
!888 = !DILocation(line: 19, column: 189, scope: !887)
!889 = !DILocation(line: 19, column: 192, scope: !887)
!890 = !DILocation(line: 19, column: 185, scope: !887)
!891 = !DILocation(line: 19, column: 202, scope: !887)
!892 = !DILocation(line: 19, column: 200, scope: !887)
!893 = !DILocation(line: 19, column: 205, scope: !887)
!894 = !DILocation(line: 19, column: 207, scope: !800)
!895 = !DILocation(line: 18, column: 44, scope: !795)
!896 = !DILocation(line: 18, column: 5, scope: !795)
!897 = distinct !{!897, !798, !898, !154}
!898 = !DILocation(line: 19, column: 207, scope: !787)
!899 = !DILocation(line: 20, column: 15, scope: !759)
!900 = !DILocation(line: 20, column: 20, scope: !759)
!901 = !DILocation(line: 20, column: 18, scope: !759)
!902 = !DILocation(line: 20, column: 26, scope: !759)
!903 = !DILocation(line: 20, column: 6, scope: !759)
!904 = !DILocation(line: 20, column: 12, scope: !759)
!905 = !DILocation(line: 20, column: 36, scope: !759)
!906 = !DILocation(line: 20, column: 31, scope: !759)
!907 = !DILocation(line: 20, column: 47, scope: !759)
!908 = !DILocation(line: 20, column: 40, scope: !759)
!909 = distinct !DISubprogram(name: "rle", scope: !3, file: !3, line: 21, type: !910, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition, unit: !7, retainedNodes: !114)
!910 = !DISubroutineType(types: !911)
!911 = !{null, !108, !912}
!912 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !19, size: 64)
!913 = !DILocalVariable(name: "s", arg: 1, scope: !909, file: !3, line: 21, type: !108)
!914 = !DILocation(line: 21, column: 29, scope: !909)
!915 = !DILocalVariable(name: "o", arg: 2, scope: !909, file: !3, line: 21, type: !912)
!916 = !DILocation(line: 21, column: 38, scope: !909)
!917 = !DILocation(line: 21, column: 43, scope: !909)
!918 = !DILocation(line: 21, column: 51, scope: !909)
!919 = !DILocation(line: 21, column: 50, scope: !909)
!920 = !DILocalVariable(name: "c", scope: !921, file: !3, line: 21, type: !19)
!921 = distinct !DILexicalBlock(scope: !909, file: !3, line: 21, column: 54)
!922 = !DILocation(line: 21, column: 61, scope: !921)
!923 = !DILocation(line: 21, column: 66, scope: !921)
!924 = !DILocation(line: 21, column: 65, scope: !921)
!925 = !DILocalVariable(name: "n", scope: !921, file: !3, line: 21, type: !6)
!926 = !DILocation(line: 21, column: 73, scope: !921)
!927 = !DILocation(line: 21, column: 80, scope: !921)
!928 = !DILocation(line: 21, column: 88, scope: !921)
!929 = !DILocation(line: 21, column: 87, scope: !921)
!930 = !DILocation(line: 21, column: 93, scope: !921)
!931 = !DILocation(line: 21, column: 90, scope: !921)
!932 = !DILocation(line: 21, column: 99, scope: !933)
!933 = distinct !DILexicalBlock(scope: !921, file: !3, line: 21, column: 96)
!934 = !DILocation(line: 21, column: 104, scope: !933)
!935 = distinct !{!935, !927, !936, !154}
!936 = !DILocation(line: 21, column: 108, scope: !921)
!937 = !DILocation(line: 21, column: 123, scope: !921)
!938 = !DILocation(line: 21, column: 126, scope: !921)
!939 = !DILocation(line: 21, column: 128, scope: !921)
!940 = !DILocation(line: 21, column: 153, scope: !921)
!941 = !DILocation(line: 21, column: 156, scope: !921)
!942 = !DILocation(line: 21, column: 115, scope: !921)
!943 = !DILocation(line: 21, column: 112, scope: !921)
!944 = distinct !{!944, !917, !945, !154}
!945 = !DILocation(line: 21, column: 160, scope: !909)
!946 = !DILocation(line: 21, column: 163, scope: !909)
!947 = !DILocation(line: 21, column: 165, scope: !909)
!948 = !DILocation(line: 21, column: 170, scope: !909)
