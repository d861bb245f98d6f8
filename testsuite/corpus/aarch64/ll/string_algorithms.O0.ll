; ModuleID = 'programs/string_algorithms.c'
source_filename = "programs/string_algorithms.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.text = internal global [20001 x i8] zeroinitializer, align 1
@.str = private unnamed_addr constant [4 x i8] c"abc\00", align 1
@.str.1 = private unnamed_addr constant [5 x i8] c"aaaa\00", align 1
@.str.2 = private unnamed_addr constant [7 x i8] c"abcabc\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"cba\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"bbbbbb\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"abacab\00", align 1
@__const.main.pats = private unnamed_addr constant [6 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5], align 8
@.str.6 = private unnamed_addr constant [26 x i8] c"%-7s kmp=%d bmh=%d rk=%d\0A\00", align 1
@.str.7 = private unnamed_addr constant [19 x i8] c"mississippi$banana\00", align 1
@sa_text = internal global ptr null, align 8
@.str.8 = private unnamed_addr constant [14 x i8] c"suffix array:\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c" %d\00", align 1
@.str.10 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.11 = private unnamed_addr constant [6 x i8] c"babad\00", align 1
@.str.12 = private unnamed_addr constant [17 x i8] c"forgeeksskeegfor\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"abacdfgdcaba\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"a\00", align 1
@.str.15 = private unnamed_addr constant [11 x i8] c"racecarxyz\00", align 1
@__const.main.ps = private unnamed_addr constant [5 x ptr] [ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 8
@.str.16 = private unnamed_addr constant [37 x i8] c"longest palindrome in %s: %.*s (%d)\0A\00", align 1
@.str.17 = private unnamed_addr constant [13 x i8] c"aaabccddddde\00", align 1
@.str.18 = private unnamed_addr constant [8 x i8] c"rle %s\0A\00", align 1
@.str.19 = private unnamed_addr constant [4 x i8] c"xyz\00", align 1
@.str.20 = private unnamed_addr constant [20 x i8] c"aabxaabxcaabxaabxay\00", align 1
@.str.21 = private unnamed_addr constant [3 x i8] c"z:\00", align 1
@.str.22 = private unnamed_addr constant [5 x i8] c"%d%c\00", align 1
@.str.23 = private unnamed_addr constant [7 x i8] c"%.0d%c\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca [6 x ptr], align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [18 x i32], align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca [5 x ptr], align 8
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [128 x i8], align 1
  %17 = alloca [32 x i32], align 4
  %18 = alloca ptr, align 8
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 3, ptr %2, align 4
  store i32 0, ptr %3, align 4
  br label %24

24:                                               ; preds = %40, %0
  %25 = load i32, ptr %3, align 4
  %26 = icmp slt i32 %25, 20000
  br i1 %26, label %27, label %43

27:                                               ; preds = %24
  %28 = load i32, ptr %2, align 4
  %29 = mul i32 %28, 1103515245
  %30 = add i32 %29, 12345
  store i32 %30, ptr %2, align 4
  %31 = load i32, ptr %2, align 4
  %32 = lshr i32 %31, 16
  %33 = urem i32 %32, 3
  %34 = zext i32 %33 to i64
  %35 = getelementptr inbounds [4 x i8], ptr @.str, i64 0, i64 %34
  %36 = load i8, ptr %35, align 1
  %37 = load i32, ptr %3, align 4
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %38
  store i8 %36, ptr %39, align 1
  br label %40

40:                                               ; preds = %27
  %41 = load i32, ptr %3, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %3, align 4
  br label %24, !llvm.loop !6

43:                                               ; preds = %24
  store i8 0, ptr getelementptr inbounds ([20001 x i8], ptr @main.text, i64 0, i64 20000), align 1
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.pats, i64 48, i1 false)
  store i32 0, ptr %5, align 4
  br label %44

44:                                               ; preds = %71, %43
  %45 = load i32, ptr %5, align 4
  %46 = icmp slt i32 %45, 6
  br i1 %46, label %47, label %74

47:                                               ; preds = %44
  %48 = load i32, ptr %5, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %49
  %51 = load ptr, ptr %50, align 8
  %52 = call i32 @kmp_count(ptr noundef @main.text, ptr noundef %51)
  store i32 %52, ptr %6, align 4
  %53 = load i32, ptr %5, align 4
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %54
  %56 = load ptr, ptr %55, align 8
  %57 = call i32 @bmh_count(ptr noundef @main.text, ptr noundef %56)
  store i32 %57, ptr %7, align 4
  %58 = load i32, ptr %5, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %59
  %61 = load ptr, ptr %60, align 8
  %62 = call i32 @rk_count(ptr noundef @main.text, ptr noundef %61)
  store i32 %62, ptr %8, align 4
  %63 = load i32, ptr %5, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds [6 x ptr], ptr %4, i64 0, i64 %64
  %66 = load ptr, ptr %65, align 8
  %67 = load i32, ptr %6, align 4
  %68 = load i32, ptr %7, align 4
  %69 = load i32, ptr %8, align 4
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, ptr noundef %66, i32 noundef %67, i32 noundef %68, i32 noundef %69)
  br label %71

71:                                               ; preds = %47
  %72 = load i32, ptr %5, align 4
  %73 = add nsw i32 %72, 1
  store i32 %73, ptr %5, align 4
  br label %44, !llvm.loop !8

74:                                               ; preds = %44
  store ptr @.str.7, ptr @sa_text, align 8
  store i32 0, ptr %10, align 4
  br label %75

75:                                               ; preds = %83, %74
  %76 = load i32, ptr %10, align 4
  %77 = icmp slt i32 %76, 18
  br i1 %77, label %78, label %86

78:                                               ; preds = %75
  %79 = load i32, ptr %10, align 4
  %80 = load i32, ptr %10, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [18 x i32], ptr %9, i64 0, i64 %81
  store i32 %79, ptr %82, align 4
  br label %83

83:                                               ; preds = %78
  %84 = load i32, ptr %10, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %10, align 4
  br label %75, !llvm.loop !9

86:                                               ; preds = %75
  %87 = getelementptr inbounds [18 x i32], ptr %9, i64 0, i64 0
  call void @qsort(ptr noundef %87, i64 noundef 18, i64 noundef 4, ptr noundef @sa_cmp)
  %88 = call i32 (ptr, ...) @printf(ptr noundef @.str.8)
  store i32 0, ptr %11, align 4
  br label %89

89:                                               ; preds = %98, %86
  %90 = load i32, ptr %11, align 4
  %91 = icmp slt i32 %90, 18
  br i1 %91, label %92, label %101

92:                                               ; preds = %89
  %93 = load i32, ptr %11, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [18 x i32], ptr %9, i64 0, i64 %94
  %96 = load i32, ptr %95, align 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %96)
  br label %98

98:                                               ; preds = %92
  %99 = load i32, ptr %11, align 4
  %100 = add nsw i32 %99, 1
  store i32 %100, ptr %11, align 4
  br label %89, !llvm.loop !10

101:                                              ; preds = %89
  %102 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 8 @__const.main.ps, i64 40, i1 false)
  store i32 0, ptr %13, align 4
  br label %103

103:                                              ; preds = %126, %101
  %104 = load i32, ptr %13, align 4
  %105 = icmp slt i32 %104, 5
  br i1 %105, label %106, label %129

106:                                              ; preds = %103
  %107 = load i32, ptr %13, align 4
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [5 x ptr], ptr %12, i64 0, i64 %108
  %110 = load ptr, ptr %109, align 8
  %111 = call i32 @manacher(ptr noundef %110, ptr noundef %14)
  store i32 %111, ptr %15, align 4
  %112 = load i32, ptr %13, align 4
  %113 = sext i32 %112 to i64
  %114 = getelementptr inbounds [5 x ptr], ptr %12, i64 0, i64 %113
  %115 = load ptr, ptr %114, align 8
  %116 = load i32, ptr %15, align 4
  %117 = load i32, ptr %13, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [5 x ptr], ptr %12, i64 0, i64 %118
  %120 = load ptr, ptr %119, align 8
  %121 = load i32, ptr %14, align 4
  %122 = sext i32 %121 to i64
  %123 = getelementptr inbounds i8, ptr %120, i64 %122
  %124 = load i32, ptr %15, align 4
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %115, i32 noundef %116, ptr noundef %123, i32 noundef %124)
  br label %126

126:                                              ; preds = %106
  %127 = load i32, ptr %13, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %13, align 4
  br label %103, !llvm.loop !11

129:                                              ; preds = %103
  %130 = getelementptr inbounds [128 x i8], ptr %16, i64 0, i64 0
  call void @rle(ptr noundef @.str.17, ptr noundef %130)
  %131 = getelementptr inbounds [128 x i8], ptr %16, i64 0, i64 0
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %131)
  %133 = getelementptr inbounds [128 x i8], ptr %16, i64 0, i64 0
  call void @rle(ptr noundef @.str.19, ptr noundef %133)
  %134 = getelementptr inbounds [128 x i8], ptr %16, i64 0, i64 0
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %134)
  store ptr @.str.20, ptr %18, align 8
  %136 = load ptr, ptr %18, align 8
  %137 = call i64 @strlen(ptr noundef %136) #6
  %138 = trunc i64 %137 to i32
  store i32 %138, ptr %19, align 4
  %139 = load i32, ptr %19, align 4
  %140 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 0
  store i32 %139, ptr %140, align 4
  store i32 1, ptr %20, align 4
  store i32 0, ptr %21, align 4
  store i32 0, ptr %22, align 4
  br label %141

141:                                              ; preds = %236, %129
  %142 = load i32, ptr %20, align 4
  %143 = load i32, ptr %19, align 4
  %144 = icmp slt i32 %142, %143
  br i1 %144, label %145, label %239

145:                                              ; preds = %141
  %146 = load i32, ptr %20, align 4
  %147 = load i32, ptr %22, align 4
  %148 = icmp slt i32 %146, %147
  br i1 %148, label %149, label %173

149:                                              ; preds = %145
  %150 = load i32, ptr %22, align 4
  %151 = load i32, ptr %20, align 4
  %152 = sub nsw i32 %150, %151
  %153 = load i32, ptr %20, align 4
  %154 = load i32, ptr %21, align 4
  %155 = sub nsw i32 %153, %154
  %156 = sext i32 %155 to i64
  %157 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %156
  %158 = load i32, ptr %157, align 4
  %159 = icmp slt i32 %152, %158
  br i1 %159, label %160, label %164

160:                                              ; preds = %149
  %161 = load i32, ptr %22, align 4
  %162 = load i32, ptr %20, align 4
  %163 = sub nsw i32 %161, %162
  br label %171

164:                                              ; preds = %149
  %165 = load i32, ptr %20, align 4
  %166 = load i32, ptr %21, align 4
  %167 = sub nsw i32 %165, %166
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %168
  %170 = load i32, ptr %169, align 4
  br label %171

171:                                              ; preds = %164, %160
  %172 = phi i32 [ %163, %160 ], [ %170, %164 ]
  br label %174

173:                                              ; preds = %145
  br label %174

174:                                              ; preds = %173, %171
  %175 = phi i32 [ %172, %171 ], [ 0, %173 ]
  %176 = load i32, ptr %20, align 4
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %177
  store i32 %175, ptr %178, align 4
  br label %179

179:                                              ; preds = %212, %174
  %180 = load i32, ptr %20, align 4
  %181 = load i32, ptr %20, align 4
  %182 = sext i32 %181 to i64
  %183 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %182
  %184 = load i32, ptr %183, align 4
  %185 = add nsw i32 %180, %184
  %186 = load i32, ptr %19, align 4
  %187 = icmp slt i32 %185, %186
  br i1 %187, label %188, label %210

188:                                              ; preds = %179
  %189 = load ptr, ptr %18, align 8
  %190 = load i32, ptr %20, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %191
  %193 = load i32, ptr %192, align 4
  %194 = sext i32 %193 to i64
  %195 = getelementptr inbounds i8, ptr %189, i64 %194
  %196 = load i8, ptr %195, align 1
  %197 = zext i8 %196 to i32
  %198 = load ptr, ptr %18, align 8
  %199 = load i32, ptr %20, align 4
  %200 = load i32, ptr %20, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %201
  %203 = load i32, ptr %202, align 4
  %204 = add nsw i32 %199, %203
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds i8, ptr %198, i64 %205
  %207 = load i8, ptr %206, align 1
  %208 = zext i8 %207 to i32
  %209 = icmp eq i32 %197, %208
  br label %210

210:                                              ; preds = %188, %179
  %211 = phi i1 [ false, %179 ], [ %209, %188 ]
  br i1 %211, label %212, label %218

212:                                              ; preds = %210
  %213 = load i32, ptr %20, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %214
  %216 = load i32, ptr %215, align 4
  %217 = add nsw i32 %216, 1
  store i32 %217, ptr %215, align 4
  br label %179, !llvm.loop !12

218:                                              ; preds = %210
  %219 = load i32, ptr %20, align 4
  %220 = load i32, ptr %20, align 4
  %221 = sext i32 %220 to i64
  %222 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %221
  %223 = load i32, ptr %222, align 4
  %224 = add nsw i32 %219, %223
  %225 = load i32, ptr %22, align 4
  %226 = icmp sgt i32 %224, %225
  br i1 %226, label %227, label %235

227:                                              ; preds = %218
  %228 = load i32, ptr %20, align 4
  store i32 %228, ptr %21, align 4
  %229 = load i32, ptr %20, align 4
  %230 = load i32, ptr %20, align 4
  %231 = sext i32 %230 to i64
  %232 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %231
  %233 = load i32, ptr %232, align 4
  %234 = add nsw i32 %229, %233
  store i32 %234, ptr %22, align 4
  br label %235

235:                                              ; preds = %227, %218
  br label %236

236:                                              ; preds = %235
  %237 = load i32, ptr %20, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %20, align 4
  br label %141, !llvm.loop !13

239:                                              ; preds = %141
  %240 = call i32 (ptr, ...) @printf(ptr noundef @.str.21)
  store i32 0, ptr %23, align 4
  br label %241

241:                                              ; preds = %251, %239
  %242 = load i32, ptr %23, align 4
  %243 = load i32, ptr %19, align 4
  %244 = icmp slt i32 %242, %243
  br i1 %244, label %245, label %254

245:                                              ; preds = %241
  %246 = load i32, ptr %23, align 4
  %247 = sext i32 %246 to i64
  %248 = getelementptr inbounds [32 x i32], ptr %17, i64 0, i64 %247
  %249 = load i32, ptr %248, align 4
  %250 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %249)
  br label %251

251:                                              ; preds = %245
  %252 = load i32, ptr %23, align 4
  %253 = add nsw i32 %252, 1
  store i32 %253, ptr %23, align 4
  br label %241, !llvm.loop !14

254:                                              ; preds = %241
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.10)
  %256 = call i32 @kmp_count(ptr noundef @main.text, ptr noundef @.str)
  %257 = srem i32 %256, 256
  ret i32 %257
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @kmp_count(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [64 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %13 = load ptr, ptr %3, align 8
  %14 = call i64 @strlen(ptr noundef %13) #6
  %15 = trunc i64 %14 to i32
  store i32 %15, ptr %5, align 4
  %16 = load ptr, ptr %4, align 8
  %17 = call i64 @strlen(ptr noundef %16) #6
  %18 = trunc i64 %17 to i32
  store i32 %18, ptr %6, align 4
  store i32 0, ptr %7, align 4
  %19 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 0
  store i32 0, ptr %19, align 4
  store i32 1, ptr %9, align 4
  store i32 0, ptr %10, align 4
  br label %20

20:                                               ; preds = %72, %2
  %21 = load i32, ptr %9, align 4
  %22 = load i32, ptr %6, align 4
  %23 = icmp slt i32 %21, %22
  br i1 %23, label %24, label %75

24:                                               ; preds = %20
  br label %25

25:                                               ; preds = %44, %24
  %26 = load i32, ptr %10, align 4
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %28, label %42

28:                                               ; preds = %25
  %29 = load ptr, ptr %4, align 8
  %30 = load i32, ptr %9, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i8, ptr %29, i64 %31
  %33 = load i8, ptr %32, align 1
  %34 = zext i8 %33 to i32
  %35 = load ptr, ptr %4, align 8
  %36 = load i32, ptr %10, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds i8, ptr %35, i64 %37
  %39 = load i8, ptr %38, align 1
  %40 = zext i8 %39 to i32
  %41 = icmp ne i32 %34, %40
  br label %42

42:                                               ; preds = %28, %25
  %43 = phi i1 [ false, %25 ], [ %41, %28 ]
  br i1 %43, label %44, label %50

44:                                               ; preds = %42
  %45 = load i32, ptr %10, align 4
  %46 = sub nsw i32 %45, 1
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 %47
  %49 = load i32, ptr %48, align 4
  store i32 %49, ptr %10, align 4
  br label %25, !llvm.loop !15

50:                                               ; preds = %42
  %51 = load ptr, ptr %4, align 8
  %52 = load i32, ptr %9, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %51, i64 %53
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = load ptr, ptr %4, align 8
  %58 = load i32, ptr %10, align 4
  %59 = sext i32 %58 to i64
  %60 = getelementptr inbounds i8, ptr %57, i64 %59
  %61 = load i8, ptr %60, align 1
  %62 = zext i8 %61 to i32
  %63 = icmp eq i32 %56, %62
  br i1 %63, label %64, label %67

64:                                               ; preds = %50
  %65 = load i32, ptr %10, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %10, align 4
  br label %67

67:                                               ; preds = %64, %50
  %68 = load i32, ptr %10, align 4
  %69 = load i32, ptr %9, align 4
  %70 = sext i32 %69 to i64
  %71 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 %70
  store i32 %68, ptr %71, align 4
  br label %72

72:                                               ; preds = %67
  %73 = load i32, ptr %9, align 4
  %74 = add nsw i32 %73, 1
  store i32 %74, ptr %9, align 4
  br label %20, !llvm.loop !16

75:                                               ; preds = %20
  store i32 0, ptr %11, align 4
  store i32 0, ptr %12, align 4
  br label %76

76:                                               ; preds = %136, %75
  %77 = load i32, ptr %11, align 4
  %78 = load i32, ptr %5, align 4
  %79 = icmp slt i32 %77, %78
  br i1 %79, label %80, label %139

80:                                               ; preds = %76
  br label %81

81:                                               ; preds = %100, %80
  %82 = load i32, ptr %12, align 4
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %84, label %98

84:                                               ; preds = %81
  %85 = load ptr, ptr %3, align 8
  %86 = load i32, ptr %11, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds i8, ptr %85, i64 %87
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i32
  %91 = load ptr, ptr %4, align 8
  %92 = load i32, ptr %12, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds i8, ptr %91, i64 %93
  %95 = load i8, ptr %94, align 1
  %96 = zext i8 %95 to i32
  %97 = icmp ne i32 %90, %96
  br label %98

98:                                               ; preds = %84, %81
  %99 = phi i1 [ false, %81 ], [ %97, %84 ]
  br i1 %99, label %100, label %106

100:                                              ; preds = %98
  %101 = load i32, ptr %12, align 4
  %102 = sub nsw i32 %101, 1
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 %103
  %105 = load i32, ptr %104, align 4
  store i32 %105, ptr %12, align 4
  br label %81, !llvm.loop !17

106:                                              ; preds = %98
  %107 = load ptr, ptr %3, align 8
  %108 = load i32, ptr %11, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds i8, ptr %107, i64 %109
  %111 = load i8, ptr %110, align 1
  %112 = zext i8 %111 to i32
  %113 = load ptr, ptr %4, align 8
  %114 = load i32, ptr %12, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i8, ptr %113, i64 %115
  %117 = load i8, ptr %116, align 1
  %118 = zext i8 %117 to i32
  %119 = icmp eq i32 %112, %118
  br i1 %119, label %120, label %123

120:                                              ; preds = %106
  %121 = load i32, ptr %12, align 4
  %122 = add nsw i32 %121, 1
  store i32 %122, ptr %12, align 4
  br label %123

123:                                              ; preds = %120, %106
  %124 = load i32, ptr %12, align 4
  %125 = load i32, ptr %6, align 4
  %126 = icmp eq i32 %124, %125
  br i1 %126, label %127, label %135

127:                                              ; preds = %123
  %128 = load i32, ptr %7, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %7, align 4
  %130 = load i32, ptr %12, align 4
  %131 = sub nsw i32 %130, 1
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds [64 x i32], ptr %8, i64 0, i64 %132
  %134 = load i32, ptr %133, align 4
  store i32 %134, ptr %12, align 4
  br label %135

135:                                              ; preds = %127, %123
  br label %136

136:                                              ; preds = %135
  %137 = load i32, ptr %11, align 4
  %138 = add nsw i32 %137, 1
  store i32 %138, ptr %11, align 4
  br label %76, !llvm.loop !18

139:                                              ; preds = %76
  %140 = load i32, ptr %7, align 4
  ret i32 %140
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @bmh_count(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [256 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %12 = load ptr, ptr %3, align 8
  %13 = call i64 @strlen(ptr noundef %12) #6
  %14 = trunc i64 %13 to i32
  store i32 %14, ptr %5, align 4
  %15 = load ptr, ptr %4, align 8
  %16 = call i64 @strlen(ptr noundef %15) #6
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %9, align 4
  br label %18

18:                                               ; preds = %26, %2
  %19 = load i32, ptr %9, align 4
  %20 = icmp slt i32 %19, 256
  br i1 %20, label %21, label %29

21:                                               ; preds = %18
  %22 = load i32, ptr %6, align 4
  %23 = load i32, ptr %9, align 4
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %24
  store i32 %22, ptr %25, align 4
  br label %26

26:                                               ; preds = %21
  %27 = load i32, ptr %9, align 4
  %28 = add nsw i32 %27, 1
  store i32 %28, ptr %9, align 4
  br label %18, !llvm.loop !19

29:                                               ; preds = %18
  store i32 0, ptr %10, align 4
  br label %30

30:                                               ; preds = %47, %29
  %31 = load i32, ptr %10, align 4
  %32 = load i32, ptr %6, align 4
  %33 = sub nsw i32 %32, 1
  %34 = icmp slt i32 %31, %33
  br i1 %34, label %35, label %50

35:                                               ; preds = %30
  %36 = load i32, ptr %6, align 4
  %37 = sub nsw i32 %36, 1
  %38 = load i32, ptr %10, align 4
  %39 = sub nsw i32 %37, %38
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %10, align 4
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds i8, ptr %40, i64 %42
  %44 = load i8, ptr %43, align 1
  %45 = zext i8 %44 to i64
  %46 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %45
  store i32 %39, ptr %46, align 4
  br label %47

47:                                               ; preds = %35
  %48 = load i32, ptr %10, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %10, align 4
  br label %30, !llvm.loop !20

50:                                               ; preds = %30
  store i32 0, ptr %11, align 4
  br label %51

51:                                               ; preds = %71, %50
  %52 = load i32, ptr %11, align 4
  %53 = load i32, ptr %6, align 4
  %54 = add nsw i32 %52, %53
  %55 = load i32, ptr %5, align 4
  %56 = icmp sle i32 %54, %55
  br i1 %56, label %57, label %85

57:                                               ; preds = %51
  %58 = load ptr, ptr %3, align 8
  %59 = load i32, ptr %11, align 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds i8, ptr %58, i64 %60
  %62 = load ptr, ptr %4, align 8
  %63 = load i32, ptr %6, align 4
  %64 = sext i32 %63 to i64
  %65 = call i32 @memcmp(ptr noundef %61, ptr noundef %62, i64 noundef %64) #6
  %66 = icmp ne i32 %65, 0
  br i1 %66, label %70, label %67

67:                                               ; preds = %57
  %68 = load i32, ptr %7, align 4
  %69 = add nsw i32 %68, 1
  store i32 %69, ptr %7, align 4
  br label %70

70:                                               ; preds = %67, %57
  br label %71

71:                                               ; preds = %70
  %72 = load ptr, ptr %3, align 8
  %73 = load i32, ptr %11, align 4
  %74 = load i32, ptr %6, align 4
  %75 = add nsw i32 %73, %74
  %76 = sub nsw i32 %75, 1
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds i8, ptr %72, i64 %77
  %79 = load i8, ptr %78, align 1
  %80 = zext i8 %79 to i64
  %81 = getelementptr inbounds [256 x i32], ptr %8, i64 0, i64 %80
  %82 = load i32, ptr %81, align 4
  %83 = load i32, ptr %11, align 4
  %84 = add nsw i32 %83, %82
  store i32 %84, ptr %11, align 4
  br label %51, !llvm.loop !21

85:                                               ; preds = %51
  %86 = load i32, ptr %7, align 4
  ret i32 %86
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @rk_count(ptr noundef %0, ptr noundef %1) #0 {
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
  store ptr %1, ptr %5, align 8
  %15 = load ptr, ptr %4, align 8
  %16 = call i64 @strlen(ptr noundef %15) #6
  %17 = trunc i64 %16 to i32
  store i32 %17, ptr %6, align 4
  %18 = load ptr, ptr %5, align 8
  %19 = call i64 @strlen(ptr noundef %18) #6
  %20 = trunc i64 %19 to i32
  store i32 %20, ptr %7, align 4
  store i32 0, ptr %8, align 4
  %21 = load i32, ptr %7, align 4
  %22 = load i32, ptr %6, align 4
  %23 = icmp sgt i32 %21, %22
  br i1 %23, label %24, label %25

24:                                               ; preds = %2
  store i32 0, ptr %3, align 4
  br label %113

25:                                               ; preds = %2
  store i64 257, ptr %9, align 8
  store i64 0, ptr %10, align 8
  store i64 0, ptr %11, align 8
  store i64 1, ptr %12, align 8
  store i32 0, ptr %13, align 4
  br label %26

26:                                               ; preds = %58, %25
  %27 = load i32, ptr %13, align 4
  %28 = load i32, ptr %7, align 4
  %29 = icmp slt i32 %27, %28
  br i1 %29, label %30, label %61

30:                                               ; preds = %26
  %31 = load i64, ptr %10, align 8
  %32 = load i64, ptr %9, align 8
  %33 = mul i64 %31, %32
  %34 = load ptr, ptr %5, align 8
  %35 = load i32, ptr %13, align 4
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i8, ptr %34, i64 %36
  %38 = load i8, ptr %37, align 1
  %39 = zext i8 %38 to i64
  %40 = add i64 %33, %39
  store i64 %40, ptr %10, align 8
  %41 = load i64, ptr %11, align 8
  %42 = load i64, ptr %9, align 8
  %43 = mul i64 %41, %42
  %44 = load ptr, ptr %4, align 8
  %45 = load i32, ptr %13, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %44, i64 %46
  %48 = load i8, ptr %47, align 1
  %49 = zext i8 %48 to i64
  %50 = add i64 %43, %49
  store i64 %50, ptr %11, align 8
  %51 = load i32, ptr %13, align 4
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %53, label %57

53:                                               ; preds = %30
  %54 = load i64, ptr %9, align 8
  %55 = load i64, ptr %12, align 8
  %56 = mul i64 %55, %54
  store i64 %56, ptr %12, align 8
  br label %57

57:                                               ; preds = %53, %30
  br label %58

58:                                               ; preds = %57
  %59 = load i32, ptr %13, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %13, align 4
  br label %26, !llvm.loop !22

61:                                               ; preds = %26
  store i32 0, ptr %14, align 4
  br label %62

62:                                               ; preds = %108, %61
  %63 = load i64, ptr %10, align 8
  %64 = load i64, ptr %11, align 8
  %65 = icmp eq i64 %63, %64
  br i1 %65, label %66, label %79

66:                                               ; preds = %62
  %67 = load ptr, ptr %4, align 8
  %68 = load i32, ptr %14, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i8, ptr %67, i64 %69
  %71 = load ptr, ptr %5, align 8
  %72 = load i32, ptr %7, align 4
  %73 = sext i32 %72 to i64
  %74 = call i32 @memcmp(ptr noundef %70, ptr noundef %71, i64 noundef %73) #6
  %75 = icmp ne i32 %74, 0
  br i1 %75, label %79, label %76

76:                                               ; preds = %66
  %77 = load i32, ptr %8, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %8, align 4
  br label %79

79:                                               ; preds = %76, %66, %62
  %80 = load i32, ptr %14, align 4
  %81 = load i32, ptr %7, align 4
  %82 = add nsw i32 %80, %81
  %83 = load i32, ptr %6, align 4
  %84 = icmp sge i32 %82, %83
  br i1 %84, label %85, label %86

85:                                               ; preds = %79
  br label %111

86:                                               ; preds = %79
  %87 = load i64, ptr %11, align 8
  %88 = load ptr, ptr %4, align 8
  %89 = load i32, ptr %14, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds i8, ptr %88, i64 %90
  %92 = load i8, ptr %91, align 1
  %93 = zext i8 %92 to i64
  %94 = load i64, ptr %12, align 8
  %95 = mul i64 %93, %94
  %96 = sub i64 %87, %95
  %97 = load i64, ptr %9, align 8
  %98 = mul i64 %96, %97
  %99 = load ptr, ptr %4, align 8
  %100 = load i32, ptr %14, align 4
  %101 = load i32, ptr %7, align 4
  %102 = add nsw i32 %100, %101
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds i8, ptr %99, i64 %103
  %105 = load i8, ptr %104, align 1
  %106 = zext i8 %105 to i64
  %107 = add i64 %98, %106
  store i64 %107, ptr %11, align 8
  br label %108

108:                                              ; preds = %86
  %109 = load i32, ptr %14, align 4
  %110 = add nsw i32 %109, 1
  store i32 %110, ptr %14, align 4
  br label %62

111:                                              ; preds = %85
  %112 = load i32, ptr %8, align 4
  store i32 %112, ptr %3, align 4
  br label %113

113:                                              ; preds = %111, %24
  %114 = load i32, ptr %3, align 4
  ret i32 %114
}

declare i32 @printf(ptr noundef, ...) #2

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sa_cmp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr @sa_text, align 8
  %6 = load ptr, ptr %3, align 8
  %7 = load i32, ptr %6, align 4
  %8 = sext i32 %7 to i64
  %9 = getelementptr inbounds i8, ptr %5, i64 %8
  %10 = load ptr, ptr @sa_text, align 8
  %11 = load ptr, ptr %4, align 8
  %12 = load i32, ptr %11, align 4
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds i8, ptr %10, i64 %13
  %15 = call i32 @strcmp(ptr noundef %9, ptr noundef %14) #6
  ret i32 %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @manacher(ptr noundef %0, ptr noundef %1) #0 {
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
  store ptr %1, ptr %4, align 8
  %14 = load ptr, ptr %3, align 8
  %15 = call i64 @strlen(ptr noundef %14) #6
  %16 = trunc i64 %15 to i32
  store i32 %16, ptr %5, align 4
  %17 = load i32, ptr %5, align 4
  %18 = mul nsw i32 2, %17
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %6, align 4
  %20 = load i32, ptr %6, align 4
  %21 = sext i32 %20 to i64
  %22 = call noalias ptr @calloc(i64 noundef %21, i64 noundef 4) #7
  store ptr %22, ptr %7, align 8
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  store i32 0, ptr %10, align 4
  store i32 0, ptr %11, align 4
  store i32 -1, ptr %12, align 4
  br label %23

23:                                               ; preds = %147, %2
  %24 = load i32, ptr %10, align 4
  %25 = load i32, ptr %6, align 4
  %26 = icmp slt i32 %24, %25
  br i1 %26, label %27, label %150

27:                                               ; preds = %23
  %28 = load i32, ptr %10, align 4
  %29 = load i32, ptr %12, align 4
  %30 = icmp sgt i32 %28, %29
  br i1 %30, label %31, label %32

31:                                               ; preds = %27
  br label %64

32:                                               ; preds = %27
  %33 = load ptr, ptr %7, align 8
  %34 = load i32, ptr %11, align 4
  %35 = load i32, ptr %12, align 4
  %36 = add nsw i32 %34, %35
  %37 = load i32, ptr %10, align 4
  %38 = sub nsw i32 %36, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i32, ptr %33, i64 %39
  %41 = load i32, ptr %40, align 4
  %42 = load i32, ptr %12, align 4
  %43 = load i32, ptr %10, align 4
  %44 = sub nsw i32 %42, %43
  %45 = add nsw i32 %44, 1
  %46 = icmp slt i32 %41, %45
  br i1 %46, label %47, label %57

47:                                               ; preds = %32
  %48 = load ptr, ptr %7, align 8
  %49 = load i32, ptr %11, align 4
  %50 = load i32, ptr %12, align 4
  %51 = add nsw i32 %49, %50
  %52 = load i32, ptr %10, align 4
  %53 = sub nsw i32 %51, %52
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds i32, ptr %48, i64 %54
  %56 = load i32, ptr %55, align 4
  br label %62

57:                                               ; preds = %32
  %58 = load i32, ptr %12, align 4
  %59 = load i32, ptr %10, align 4
  %60 = sub nsw i32 %58, %59
  %61 = add nsw i32 %60, 1
  br label %62

62:                                               ; preds = %57, %47
  %63 = phi i32 [ %56, %47 ], [ %61, %57 ]
  br label %64

64:                                               ; preds = %62, %31
  %65 = phi i32 [ 1, %31 ], [ %63, %62 ]
  store i32 %65, ptr %13, align 4
  br label %66

66:                                               ; preds = %107, %64
  %67 = load i32, ptr %10, align 4
  %68 = load i32, ptr %13, align 4
  %69 = sub nsw i32 %67, %68
  %70 = icmp sge i32 %69, 0
  br i1 %70, label %71, label %105

71:                                               ; preds = %66
  %72 = load i32, ptr %10, align 4
  %73 = load i32, ptr %13, align 4
  %74 = add nsw i32 %72, %73
  %75 = load i32, ptr %6, align 4
  %76 = icmp slt i32 %74, %75
  br i1 %76, label %77, label %105

77:                                               ; preds = %71
  %78 = load i32, ptr %10, align 4
  %79 = load i32, ptr %13, align 4
  %80 = sub nsw i32 %78, %79
  %81 = srem i32 %80, 2
  %82 = icmp eq i32 %81, 0
  br i1 %82, label %103, label %83

83:                                               ; preds = %77
  %84 = load ptr, ptr %3, align 8
  %85 = load i32, ptr %10, align 4
  %86 = load i32, ptr %13, align 4
  %87 = sub nsw i32 %85, %86
  %88 = sdiv i32 %87, 2
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds i8, ptr %84, i64 %89
  %91 = load i8, ptr %90, align 1
  %92 = zext i8 %91 to i32
  %93 = load ptr, ptr %3, align 8
  %94 = load i32, ptr %10, align 4
  %95 = load i32, ptr %13, align 4
  %96 = add nsw i32 %94, %95
  %97 = sdiv i32 %96, 2
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds i8, ptr %93, i64 %98
  %100 = load i8, ptr %99, align 1
  %101 = zext i8 %100 to i32
  %102 = icmp eq i32 %92, %101
  br label %103

103:                                              ; preds = %83, %77
  %104 = phi i1 [ true, %77 ], [ %102, %83 ]
  br label %105

105:                                              ; preds = %103, %71, %66
  %106 = phi i1 [ false, %71 ], [ false, %66 ], [ %104, %103 ]
  br i1 %106, label %107, label %110

107:                                              ; preds = %105
  %108 = load i32, ptr %13, align 4
  %109 = add nsw i32 %108, 1
  store i32 %109, ptr %13, align 4
  br label %66, !llvm.loop !23

110:                                              ; preds = %105
  %111 = load i32, ptr %13, align 4
  %112 = add nsw i32 %111, -1
  store i32 %112, ptr %13, align 4
  %113 = load ptr, ptr %7, align 8
  %114 = load i32, ptr %10, align 4
  %115 = sext i32 %114 to i64
  %116 = getelementptr inbounds i32, ptr %113, i64 %115
  store i32 %111, ptr %116, align 4
  %117 = load i32, ptr %10, align 4
  %118 = load i32, ptr %13, align 4
  %119 = add nsw i32 %117, %118
  %120 = load i32, ptr %12, align 4
  %121 = icmp sgt i32 %119, %120
  br i1 %121, label %122, label %129

122:                                              ; preds = %110
  %123 = load i32, ptr %10, align 4
  %124 = load i32, ptr %13, align 4
  %125 = sub nsw i32 %123, %124
  store i32 %125, ptr %11, align 4
  %126 = load i32, ptr %10, align 4
  %127 = load i32, ptr %13, align 4
  %128 = add nsw i32 %126, %127
  store i32 %128, ptr %12, align 4
  br label %129

129:                                              ; preds = %122, %110
  %130 = load ptr, ptr %7, align 8
  %131 = load i32, ptr %10, align 4
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %130, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = sub nsw i32 %134, 1
  %136 = load i32, ptr %8, align 4
  %137 = icmp sgt i32 %135, %136
  br i1 %137, label %138, label %146

138:                                              ; preds = %129
  %139 = load ptr, ptr %7, align 8
  %140 = load i32, ptr %10, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds i32, ptr %139, i64 %141
  %143 = load i32, ptr %142, align 4
  %144 = sub nsw i32 %143, 1
  store i32 %144, ptr %8, align 4
  %145 = load i32, ptr %10, align 4
  store i32 %145, ptr %9, align 4
  br label %146

146:                                              ; preds = %138, %129
  br label %147

147:                                              ; preds = %146
  %148 = load i32, ptr %10, align 4
  %149 = add nsw i32 %148, 1
  store i32 %149, ptr %10, align 4
  br label %23, !llvm.loop !24

150:                                              ; preds = %23
  %151 = load i32, ptr %9, align 4
  %152 = load i32, ptr %8, align 4
  %153 = sub nsw i32 %151, %152
  %154 = sdiv i32 %153, 2
  %155 = load ptr, ptr %4, align 8
  store i32 %154, ptr %155, align 4
  %156 = load ptr, ptr %7, align 8
  call void @free(ptr noundef %156) #8
  %157 = load i32, ptr %8, align 4
  ret i32 %157
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rle(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  br label %7

7:                                                ; preds = %26, %2
  %8 = load ptr, ptr %3, align 8
  %9 = load i8, ptr %8, align 1
  %10 = icmp ne i8 %9, 0
  br i1 %10, label %11, label %39

11:                                               ; preds = %7
  %12 = load ptr, ptr %3, align 8
  %13 = load i8, ptr %12, align 1
  store i8 %13, ptr %5, align 1
  store i32 0, ptr %6, align 4
  br label %14

14:                                               ; preds = %21, %11
  %15 = load ptr, ptr %3, align 8
  %16 = load i8, ptr %15, align 1
  %17 = zext i8 %16 to i32
  %18 = load i8, ptr %5, align 1
  %19 = zext i8 %18 to i32
  %20 = icmp eq i32 %17, %19
  br i1 %20, label %21, label %26

21:                                               ; preds = %14
  %22 = load ptr, ptr %3, align 8
  %23 = getelementptr inbounds i8, ptr %22, i32 1
  store ptr %23, ptr %3, align 8
  %24 = load i32, ptr %6, align 4
  %25 = add nsw i32 %24, 1
  store i32 %25, ptr %6, align 4
  br label %14, !llvm.loop !25

26:                                               ; preds = %14
  %27 = load ptr, ptr %4, align 8
  %28 = load i32, ptr %6, align 4
  %29 = icmp sgt i32 %28, 1
  %30 = zext i1 %29 to i64
  %31 = select i1 %29, ptr @.str.22, ptr @.str.23
  %32 = load i32, ptr %6, align 4
  %33 = load i8, ptr %5, align 1
  %34 = zext i8 %33 to i32
  %35 = call i32 (ptr, ptr, ...) @sprintf(ptr noundef %27, ptr noundef %31, i32 noundef %32, i32 noundef %34) #8
  %36 = load ptr, ptr %4, align 8
  %37 = sext i32 %35 to i64
  %38 = getelementptr inbounds i8, ptr %36, i64 %37
  store ptr %38, ptr %4, align 8
  br label %7, !llvm.loop !26

39:                                               ; preds = %7
  %40 = load ptr, ptr %4, align 8
  store i8 0, ptr %40, align 1
  ret void
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

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind allocsize(0,1) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 1}
!5 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!6 = distinct !{!6, !7}
!7 = !{!"llvm.loop.mustprogress"}
!8 = distinct !{!8, !7}
!9 = distinct !{!9, !7}
!10 = distinct !{!10, !7}
!11 = distinct !{!11, !7}
!12 = distinct !{!12, !7}
!13 = distinct !{!13, !7}
!14 = distinct !{!14, !7}
!15 = distinct !{!15, !7}
!16 = distinct !{!16, !7}
!17 = distinct !{!17, !7}
!18 = distinct !{!18, !7}
!19 = distinct !{!19, !7}
!20 = distinct !{!20, !7}
!21 = distinct !{!21, !7}
!22 = distinct !{!22, !7}
!23 = distinct !{!23, !7}
!24 = distinct !{!24, !7}
!25 = distinct !{!25, !7}
!26 = distinct !{!26, !7}
