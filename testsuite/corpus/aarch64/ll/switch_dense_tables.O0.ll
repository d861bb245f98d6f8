; ModuleID = 'programs/switch_dense_tables.c'
source_filename = "programs/switch_dense_tables.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [15 x i8] c"dense(%d)=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"dense hash %016lx\0A\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"%d \00", align 1
@.str.3 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.4 = private unnamed_addr constant [7 x i8] c"%s/%d \00", align 1
@.str.5 = private unnamed_addr constant [5 x i8] c"zero\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"one\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"two\00", align 1
@.str.8 = private unnamed_addr constant [6 x i8] c"three\00", align 1
@.str.9 = private unnamed_addr constant [5 x i8] c"four\00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"five\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"six\00", align 1
@.str.12 = private unnamed_addr constant [6 x i8] c"seven\00", align 1
@.str.13 = private unnamed_addr constant [6 x i8] c"eight\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"nine\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c"many\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  store i32 -3, ptr %3, align 4
  br label %8

8:                                                ; preds = %29, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 100
  br i1 %10, label %11, label %32

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 1000, %13
  %15 = sext i32 %14 to i64
  %16 = call i64 @dense(i32 noundef %12, i64 noundef %15)
  store i64 %16, ptr %4, align 8
  %17 = load i64, ptr %2, align 8
  %18 = mul i64 %17, 1000003
  %19 = load i64, ptr %4, align 8
  %20 = add i64 %18, %19
  store i64 %20, ptr %2, align 8
  %21 = load i32, ptr %3, align 4
  %22 = srem i32 %21, 8
  %23 = icmp eq i32 %22, 0
  br i1 %23, label %24, label %28

24:                                               ; preds = %11
  %25 = load i32, ptr %3, align 4
  %26 = load i64, ptr %4, align 8
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %25, i64 noundef %26)
  br label %28

28:                                               ; preds = %24, %11
  br label %29

29:                                               ; preds = %28
  %30 = load i32, ptr %3, align 4
  %31 = add nsw i32 %30, 1
  store i32 %31, ptr %3, align 4
  br label %8, !llvm.loop !6

32:                                               ; preds = %8
  %33 = load i64, ptr %2, align 8
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i64 noundef %33)
  store i32 -7, ptr %5, align 4
  br label %35

35:                                               ; preds = %43, %32
  %36 = load i32, ptr %5, align 4
  %37 = icmp sle i32 %36, 11
  br i1 %37, label %38, label %46

38:                                               ; preds = %35
  %39 = load i32, ptr %5, align 4
  %40 = trunc i32 %39 to i8
  %41 = call i32 @from_char(i8 noundef %40)
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %41)
  br label %43

43:                                               ; preds = %38
  %44 = load i32, ptr %5, align 4
  %45 = add nsw i32 %44, 1
  store i32 %45, ptr %5, align 4
  br label %35, !llvm.loop !8

46:                                               ; preds = %35
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 -1, ptr %6, align 4
  br label %48

48:                                               ; preds = %55, %46
  %49 = load i32, ptr %6, align 4
  %50 = icmp sle i32 %49, 9
  br i1 %50, label %51, label %58

51:                                               ; preds = %48
  %52 = load i32, ptr %6, align 4
  %53 = call i32 @fallthrough(i32 noundef %52)
  %54 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %53)
  br label %55

55:                                               ; preds = %51
  %56 = load i32, ptr %6, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %6, align 4
  br label %48, !llvm.loop !9

58:                                               ; preds = %48
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %7, align 4
  br label %60

60:                                               ; preds = %69, %58
  %61 = load i32, ptr %7, align 4
  %62 = icmp ult i32 %61, 12
  br i1 %62, label %63, label %72

63:                                               ; preds = %60
  %64 = load i32, ptr %7, align 4
  %65 = call ptr @lookup(i32 noundef %64)
  %66 = load i32, ptr %7, align 4
  %67 = call i32 @primes_below(i32 noundef %66)
  %68 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %65, i32 noundef %67)
  br label %69

69:                                               ; preds = %63
  %70 = load i32, ptr %7, align 4
  %71 = add i32 %70, 1
  store i32 %71, ptr %7, align 4
  br label %60, !llvm.loop !10

72:                                               ; preds = %60
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %74 = load i64, ptr %2, align 8
  %75 = and i64 %74, 127
  %76 = trunc i64 %75 to i32
  ret i32 %76
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @dense(i32 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  store i32 %0, ptr %4, align 4
  store i64 %1, ptr %5, align 8
  %6 = load i32, ptr %4, align 4
  switch i32 %6, label %311 [
    i32 0, label %7
    i32 1, label %10
    i32 2, label %13
    i32 3, label %16
    i32 4, label %19
    i32 5, label %23
    i32 6, label %26
    i32 7, label %29
    i32 8, label %32
    i32 9, label %35
    i32 10, label %38
    i32 11, label %42
    i32 12, label %45
    i32 13, label %48
    i32 14, label %51
    i32 15, label %54
    i32 16, label %57
    i32 17, label %61
    i32 18, label %64
    i32 19, label %67
    i32 20, label %70
    i32 21, label %73
    i32 22, label %76
    i32 23, label %80
    i32 24, label %83
    i32 25, label %86
    i32 26, label %89
    i32 27, label %92
    i32 28, label %95
    i32 29, label %99
    i32 30, label %102
    i32 31, label %105
    i32 32, label %108
    i32 33, label %111
    i32 34, label %114
    i32 35, label %118
    i32 36, label %121
    i32 37, label %124
    i32 38, label %127
    i32 39, label %130
    i32 40, label %133
    i32 41, label %137
    i32 42, label %140
    i32 43, label %143
    i32 44, label %146
    i32 45, label %149
    i32 46, label %152
    i32 47, label %156
    i32 48, label %159
    i32 49, label %162
    i32 50, label %165
    i32 51, label %168
    i32 52, label %171
    i32 53, label %175
    i32 54, label %178
    i32 55, label %181
    i32 56, label %184
    i32 57, label %187
    i32 58, label %190
    i32 59, label %194
    i32 60, label %197
    i32 61, label %200
    i32 62, label %203
    i32 63, label %206
    i32 64, label %209
    i32 65, label %213
    i32 66, label %216
    i32 67, label %219
    i32 68, label %222
    i32 69, label %225
    i32 70, label %228
    i32 71, label %232
    i32 72, label %235
    i32 73, label %238
    i32 74, label %241
    i32 75, label %244
    i32 76, label %247
    i32 77, label %251
    i32 78, label %254
    i32 79, label %257
    i32 80, label %260
    i32 81, label %263
    i32 82, label %266
    i32 83, label %270
    i32 84, label %273
    i32 85, label %276
    i32 86, label %279
    i32 87, label %282
    i32 88, label %285
    i32 89, label %289
    i32 90, label %292
    i32 91, label %295
    i32 92, label %298
    i32 93, label %301
    i32 94, label %304
    i32 95, label %308
  ]

7:                                                ; preds = %2
  %8 = load i64, ptr %5, align 8
  %9 = add nsw i64 %8, 1
  store i64 %9, ptr %3, align 8
  br label %312

10:                                               ; preds = %2
  %11 = load i64, ptr %5, align 8
  %12 = mul nsw i64 %11, 3
  store i64 %12, ptr %3, align 8
  br label %312

13:                                               ; preds = %2
  %14 = load i64, ptr %5, align 8
  %15 = xor i64 %14, 551
  store i64 %15, ptr %3, align 8
  br label %312

16:                                               ; preds = %2
  %17 = load i64, ptr %5, align 8
  %18 = sub nsw i64 %17, 9
  store i64 %18, ptr %3, align 8
  br label %312

19:                                               ; preds = %2
  %20 = load i64, ptr %5, align 8
  %21 = shl i64 %20, 4
  %22 = or i64 %21, 4
  store i64 %22, ptr %3, align 8
  br label %312

23:                                               ; preds = %2
  %24 = load i64, ptr %5, align 8
  %25 = sdiv i64 %24, 6
  store i64 %25, ptr %3, align 8
  br label %312

26:                                               ; preds = %2
  %27 = load i64, ptr %5, align 8
  %28 = add nsw i64 %27, 43
  store i64 %28, ptr %3, align 8
  br label %312

29:                                               ; preds = %2
  %30 = load i64, ptr %5, align 8
  %31 = mul nsw i64 %30, 9
  store i64 %31, ptr %3, align 8
  br label %312

32:                                               ; preds = %2
  %33 = load i64, ptr %5, align 8
  %34 = xor i64 %33, 2189
  store i64 %34, ptr %3, align 8
  br label %312

35:                                               ; preds = %2
  %36 = load i64, ptr %5, align 8
  %37 = sub nsw i64 %36, 81
  store i64 %37, ptr %3, align 8
  br label %312

38:                                               ; preds = %2
  %39 = load i64, ptr %5, align 8
  %40 = shl i64 %39, 10
  %41 = or i64 %40, 10
  store i64 %41, ptr %3, align 8
  br label %312

42:                                               ; preds = %2
  %43 = load i64, ptr %5, align 8
  %44 = sdiv i64 %43, 3
  store i64 %44, ptr %3, align 8
  br label %312

45:                                               ; preds = %2
  %46 = load i64, ptr %5, align 8
  %47 = add nsw i64 %46, 85
  store i64 %47, ptr %3, align 8
  br label %312

48:                                               ; preds = %2
  %49 = load i64, ptr %5, align 8
  %50 = mul nsw i64 %49, 2
  store i64 %50, ptr %3, align 8
  br label %312

51:                                               ; preds = %2
  %52 = load i64, ptr %5, align 8
  %53 = xor i64 %52, 3827
  store i64 %53, ptr %3, align 8
  br label %312

54:                                               ; preds = %2
  %55 = load i64, ptr %5, align 8
  %56 = sub nsw i64 %55, 225
  store i64 %56, ptr %3, align 8
  br label %312

57:                                               ; preds = %2
  %58 = load i64, ptr %5, align 8
  %59 = shl i64 %58, 16
  %60 = or i64 %59, 16
  store i64 %60, ptr %3, align 8
  br label %312

61:                                               ; preds = %2
  %62 = load i64, ptr %5, align 8
  %63 = sdiv i64 %62, 9
  store i64 %63, ptr %3, align 8
  br label %312

64:                                               ; preds = %2
  %65 = load i64, ptr %5, align 8
  %66 = add nsw i64 %65, 127
  store i64 %66, ptr %3, align 8
  br label %312

67:                                               ; preds = %2
  %68 = load i64, ptr %5, align 8
  %69 = mul nsw i64 %68, 8
  store i64 %69, ptr %3, align 8
  br label %312

70:                                               ; preds = %2
  %71 = load i64, ptr %5, align 8
  %72 = xor i64 %71, 5465
  store i64 %72, ptr %3, align 8
  br label %312

73:                                               ; preds = %2
  %74 = load i64, ptr %5, align 8
  %75 = sub nsw i64 %74, 441
  store i64 %75, ptr %3, align 8
  br label %312

76:                                               ; preds = %2
  %77 = load i64, ptr %5, align 8
  %78 = shl i64 %77, 5
  %79 = or i64 %78, 22
  store i64 %79, ptr %3, align 8
  br label %312

80:                                               ; preds = %2
  %81 = load i64, ptr %5, align 8
  %82 = sdiv i64 %81, 6
  store i64 %82, ptr %3, align 8
  br label %312

83:                                               ; preds = %2
  %84 = load i64, ptr %5, align 8
  %85 = add nsw i64 %84, 169
  store i64 %85, ptr %3, align 8
  br label %312

86:                                               ; preds = %2
  %87 = load i64, ptr %5, align 8
  %88 = mul nsw i64 %87, 14
  store i64 %88, ptr %3, align 8
  br label %312

89:                                               ; preds = %2
  %90 = load i64, ptr %5, align 8
  %91 = xor i64 %90, 7103
  store i64 %91, ptr %3, align 8
  br label %312

92:                                               ; preds = %2
  %93 = load i64, ptr %5, align 8
  %94 = sub nsw i64 %93, 729
  store i64 %94, ptr %3, align 8
  br label %312

95:                                               ; preds = %2
  %96 = load i64, ptr %5, align 8
  %97 = shl i64 %96, 11
  %98 = or i64 %97, 28
  store i64 %98, ptr %3, align 8
  br label %312

99:                                               ; preds = %2
  %100 = load i64, ptr %5, align 8
  %101 = sdiv i64 %100, 3
  store i64 %101, ptr %3, align 8
  br label %312

102:                                              ; preds = %2
  %103 = load i64, ptr %5, align 8
  %104 = add nsw i64 %103, 211
  store i64 %104, ptr %3, align 8
  br label %312

105:                                              ; preds = %2
  %106 = load i64, ptr %5, align 8
  %107 = mul nsw i64 %106, 7
  store i64 %107, ptr %3, align 8
  br label %312

108:                                              ; preds = %2
  %109 = load i64, ptr %5, align 8
  %110 = xor i64 %109, 8741
  store i64 %110, ptr %3, align 8
  br label %312

111:                                              ; preds = %2
  %112 = load i64, ptr %5, align 8
  %113 = sub nsw i64 %112, 1089
  store i64 %113, ptr %3, align 8
  br label %312

114:                                              ; preds = %2
  %115 = load i64, ptr %5, align 8
  %116 = shl i64 %115, 0
  %117 = or i64 %116, 34
  store i64 %117, ptr %3, align 8
  br label %312

118:                                              ; preds = %2
  %119 = load i64, ptr %5, align 8
  %120 = sdiv i64 %119, 9
  store i64 %120, ptr %3, align 8
  br label %312

121:                                              ; preds = %2
  %122 = load i64, ptr %5, align 8
  %123 = add nsw i64 %122, 253
  store i64 %123, ptr %3, align 8
  br label %312

124:                                              ; preds = %2
  %125 = load i64, ptr %5, align 8
  %126 = mul nsw i64 %125, 13
  store i64 %126, ptr %3, align 8
  br label %312

127:                                              ; preds = %2
  %128 = load i64, ptr %5, align 8
  %129 = xor i64 %128, 10379
  store i64 %129, ptr %3, align 8
  br label %312

130:                                              ; preds = %2
  %131 = load i64, ptr %5, align 8
  %132 = sub nsw i64 %131, 1521
  store i64 %132, ptr %3, align 8
  br label %312

133:                                              ; preds = %2
  %134 = load i64, ptr %5, align 8
  %135 = shl i64 %134, 6
  %136 = or i64 %135, 40
  store i64 %136, ptr %3, align 8
  br label %312

137:                                              ; preds = %2
  %138 = load i64, ptr %5, align 8
  %139 = sdiv i64 %138, 6
  store i64 %139, ptr %3, align 8
  br label %312

140:                                              ; preds = %2
  %141 = load i64, ptr %5, align 8
  %142 = add nsw i64 %141, 295
  store i64 %142, ptr %3, align 8
  br label %312

143:                                              ; preds = %2
  %144 = load i64, ptr %5, align 8
  %145 = mul nsw i64 %144, 6
  store i64 %145, ptr %3, align 8
  br label %312

146:                                              ; preds = %2
  %147 = load i64, ptr %5, align 8
  %148 = xor i64 %147, 12017
  store i64 %148, ptr %3, align 8
  br label %312

149:                                              ; preds = %2
  %150 = load i64, ptr %5, align 8
  %151 = sub nsw i64 %150, 2025
  store i64 %151, ptr %3, align 8
  br label %312

152:                                              ; preds = %2
  %153 = load i64, ptr %5, align 8
  %154 = shl i64 %153, 12
  %155 = or i64 %154, 46
  store i64 %155, ptr %3, align 8
  br label %312

156:                                              ; preds = %2
  %157 = load i64, ptr %5, align 8
  %158 = sdiv i64 %157, 3
  store i64 %158, ptr %3, align 8
  br label %312

159:                                              ; preds = %2
  %160 = load i64, ptr %5, align 8
  %161 = add nsw i64 %160, 337
  store i64 %161, ptr %3, align 8
  br label %312

162:                                              ; preds = %2
  %163 = load i64, ptr %5, align 8
  %164 = mul nsw i64 %163, 12
  store i64 %164, ptr %3, align 8
  br label %312

165:                                              ; preds = %2
  %166 = load i64, ptr %5, align 8
  %167 = xor i64 %166, 13655
  store i64 %167, ptr %3, align 8
  br label %312

168:                                              ; preds = %2
  %169 = load i64, ptr %5, align 8
  %170 = sub nsw i64 %169, 2601
  store i64 %170, ptr %3, align 8
  br label %312

171:                                              ; preds = %2
  %172 = load i64, ptr %5, align 8
  %173 = shl i64 %172, 1
  %174 = or i64 %173, 52
  store i64 %174, ptr %3, align 8
  br label %312

175:                                              ; preds = %2
  %176 = load i64, ptr %5, align 8
  %177 = sdiv i64 %176, 9
  store i64 %177, ptr %3, align 8
  br label %312

178:                                              ; preds = %2
  %179 = load i64, ptr %5, align 8
  %180 = add nsw i64 %179, 379
  store i64 %180, ptr %3, align 8
  br label %312

181:                                              ; preds = %2
  %182 = load i64, ptr %5, align 8
  %183 = mul nsw i64 %182, 5
  store i64 %183, ptr %3, align 8
  br label %312

184:                                              ; preds = %2
  %185 = load i64, ptr %5, align 8
  %186 = xor i64 %185, 15293
  store i64 %186, ptr %3, align 8
  br label %312

187:                                              ; preds = %2
  %188 = load i64, ptr %5, align 8
  %189 = sub nsw i64 %188, 3249
  store i64 %189, ptr %3, align 8
  br label %312

190:                                              ; preds = %2
  %191 = load i64, ptr %5, align 8
  %192 = shl i64 %191, 7
  %193 = or i64 %192, 58
  store i64 %193, ptr %3, align 8
  br label %312

194:                                              ; preds = %2
  %195 = load i64, ptr %5, align 8
  %196 = sdiv i64 %195, 6
  store i64 %196, ptr %3, align 8
  br label %312

197:                                              ; preds = %2
  %198 = load i64, ptr %5, align 8
  %199 = add nsw i64 %198, 421
  store i64 %199, ptr %3, align 8
  br label %312

200:                                              ; preds = %2
  %201 = load i64, ptr %5, align 8
  %202 = mul nsw i64 %201, 11
  store i64 %202, ptr %3, align 8
  br label %312

203:                                              ; preds = %2
  %204 = load i64, ptr %5, align 8
  %205 = xor i64 %204, 16931
  store i64 %205, ptr %3, align 8
  br label %312

206:                                              ; preds = %2
  %207 = load i64, ptr %5, align 8
  %208 = sub nsw i64 %207, 3969
  store i64 %208, ptr %3, align 8
  br label %312

209:                                              ; preds = %2
  %210 = load i64, ptr %5, align 8
  %211 = shl i64 %210, 13
  %212 = or i64 %211, 64
  store i64 %212, ptr %3, align 8
  br label %312

213:                                              ; preds = %2
  %214 = load i64, ptr %5, align 8
  %215 = sdiv i64 %214, 3
  store i64 %215, ptr %3, align 8
  br label %312

216:                                              ; preds = %2
  %217 = load i64, ptr %5, align 8
  %218 = add nsw i64 %217, 463
  store i64 %218, ptr %3, align 8
  br label %312

219:                                              ; preds = %2
  %220 = load i64, ptr %5, align 8
  %221 = mul nsw i64 %220, 4
  store i64 %221, ptr %3, align 8
  br label %312

222:                                              ; preds = %2
  %223 = load i64, ptr %5, align 8
  %224 = xor i64 %223, 18569
  store i64 %224, ptr %3, align 8
  br label %312

225:                                              ; preds = %2
  %226 = load i64, ptr %5, align 8
  %227 = sub nsw i64 %226, 4761
  store i64 %227, ptr %3, align 8
  br label %312

228:                                              ; preds = %2
  %229 = load i64, ptr %5, align 8
  %230 = shl i64 %229, 2
  %231 = or i64 %230, 70
  store i64 %231, ptr %3, align 8
  br label %312

232:                                              ; preds = %2
  %233 = load i64, ptr %5, align 8
  %234 = sdiv i64 %233, 9
  store i64 %234, ptr %3, align 8
  br label %312

235:                                              ; preds = %2
  %236 = load i64, ptr %5, align 8
  %237 = add nsw i64 %236, 505
  store i64 %237, ptr %3, align 8
  br label %312

238:                                              ; preds = %2
  %239 = load i64, ptr %5, align 8
  %240 = mul nsw i64 %239, 10
  store i64 %240, ptr %3, align 8
  br label %312

241:                                              ; preds = %2
  %242 = load i64, ptr %5, align 8
  %243 = xor i64 %242, 20207
  store i64 %243, ptr %3, align 8
  br label %312

244:                                              ; preds = %2
  %245 = load i64, ptr %5, align 8
  %246 = sub nsw i64 %245, 5625
  store i64 %246, ptr %3, align 8
  br label %312

247:                                              ; preds = %2
  %248 = load i64, ptr %5, align 8
  %249 = shl i64 %248, 8
  %250 = or i64 %249, 76
  store i64 %250, ptr %3, align 8
  br label %312

251:                                              ; preds = %2
  %252 = load i64, ptr %5, align 8
  %253 = sdiv i64 %252, 6
  store i64 %253, ptr %3, align 8
  br label %312

254:                                              ; preds = %2
  %255 = load i64, ptr %5, align 8
  %256 = add nsw i64 %255, 547
  store i64 %256, ptr %3, align 8
  br label %312

257:                                              ; preds = %2
  %258 = load i64, ptr %5, align 8
  %259 = mul nsw i64 %258, 3
  store i64 %259, ptr %3, align 8
  br label %312

260:                                              ; preds = %2
  %261 = load i64, ptr %5, align 8
  %262 = xor i64 %261, 21845
  store i64 %262, ptr %3, align 8
  br label %312

263:                                              ; preds = %2
  %264 = load i64, ptr %5, align 8
  %265 = sub nsw i64 %264, 6561
  store i64 %265, ptr %3, align 8
  br label %312

266:                                              ; preds = %2
  %267 = load i64, ptr %5, align 8
  %268 = shl i64 %267, 14
  %269 = or i64 %268, 82
  store i64 %269, ptr %3, align 8
  br label %312

270:                                              ; preds = %2
  %271 = load i64, ptr %5, align 8
  %272 = sdiv i64 %271, 3
  store i64 %272, ptr %3, align 8
  br label %312

273:                                              ; preds = %2
  %274 = load i64, ptr %5, align 8
  %275 = add nsw i64 %274, 589
  store i64 %275, ptr %3, align 8
  br label %312

276:                                              ; preds = %2
  %277 = load i64, ptr %5, align 8
  %278 = mul nsw i64 %277, 9
  store i64 %278, ptr %3, align 8
  br label %312

279:                                              ; preds = %2
  %280 = load i64, ptr %5, align 8
  %281 = xor i64 %280, 23483
  store i64 %281, ptr %3, align 8
  br label %312

282:                                              ; preds = %2
  %283 = load i64, ptr %5, align 8
  %284 = sub nsw i64 %283, 7569
  store i64 %284, ptr %3, align 8
  br label %312

285:                                              ; preds = %2
  %286 = load i64, ptr %5, align 8
  %287 = shl i64 %286, 3
  %288 = or i64 %287, 88
  store i64 %288, ptr %3, align 8
  br label %312

289:                                              ; preds = %2
  %290 = load i64, ptr %5, align 8
  %291 = sdiv i64 %290, 9
  store i64 %291, ptr %3, align 8
  br label %312

292:                                              ; preds = %2
  %293 = load i64, ptr %5, align 8
  %294 = add nsw i64 %293, 631
  store i64 %294, ptr %3, align 8
  br label %312

295:                                              ; preds = %2
  %296 = load i64, ptr %5, align 8
  %297 = mul nsw i64 %296, 2
  store i64 %297, ptr %3, align 8
  br label %312

298:                                              ; preds = %2
  %299 = load i64, ptr %5, align 8
  %300 = xor i64 %299, 25121
  store i64 %300, ptr %3, align 8
  br label %312

301:                                              ; preds = %2
  %302 = load i64, ptr %5, align 8
  %303 = sub nsw i64 %302, 8649
  store i64 %303, ptr %3, align 8
  br label %312

304:                                              ; preds = %2
  %305 = load i64, ptr %5, align 8
  %306 = shl i64 %305, 9
  %307 = or i64 %306, 94
  store i64 %307, ptr %3, align 8
  br label %312

308:                                              ; preds = %2
  %309 = load i64, ptr %5, align 8
  %310 = sdiv i64 %309, 6
  store i64 %310, ptr %3, align 8
  br label %312

311:                                              ; preds = %2
  store i64 -1, ptr %3, align 8
  br label %312

312:                                              ; preds = %311, %308, %304, %301, %298, %295, %292, %289, %285, %282, %279, %276, %273, %270, %266, %263, %260, %257, %254, %251, %247, %244, %241, %238, %235, %232, %228, %225, %222, %219, %216, %213, %209, %206, %203, %200, %197, %194, %190, %187, %184, %181, %178, %175, %171, %168, %165, %162, %159, %156, %152, %149, %146, %143, %140, %137, %133, %130, %127, %124, %121, %118, %114, %111, %108, %105, %102, %99, %95, %92, %89, %86, %83, %80, %76, %73, %70, %67, %64, %61, %57, %54, %51, %48, %45, %42, %38, %35, %32, %29, %26, %23, %19, %16, %13, %10, %7
  %313 = load i64, ptr %3, align 8
  ret i64 %313
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @from_char(i8 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
  switch i32 %5, label %21 [
    i32 -5, label %6
    i32 -4, label %7
    i32 -3, label %8
    i32 -2, label %9
    i32 -1, label %10
    i32 0, label %11
    i32 1, label %12
    i32 2, label %13
    i32 3, label %14
    i32 4, label %15
    i32 5, label %16
    i32 6, label %17
    i32 7, label %18
    i32 8, label %19
    i32 9, label %20
  ]

6:                                                ; preds = %1
  store i32 50, ptr %2, align 4
  br label %22

7:                                                ; preds = %1
  store i32 41, ptr %2, align 4
  br label %22

8:                                                ; preds = %1
  store i32 32, ptr %2, align 4
  br label %22

9:                                                ; preds = %1
  store i32 23, ptr %2, align 4
  br label %22

10:                                               ; preds = %1
  store i32 14, ptr %2, align 4
  br label %22

11:                                               ; preds = %1
  store i32 5, ptr %2, align 4
  br label %22

12:                                               ; preds = %1
  store i32 96, ptr %2, align 4
  br label %22

13:                                               ; preds = %1
  store i32 87, ptr %2, align 4
  br label %22

14:                                               ; preds = %1
  store i32 78, ptr %2, align 4
  br label %22

15:                                               ; preds = %1
  store i32 69, ptr %2, align 4
  br label %22

16:                                               ; preds = %1
  store i32 60, ptr %2, align 4
  br label %22

17:                                               ; preds = %1
  store i32 51, ptr %2, align 4
  br label %22

18:                                               ; preds = %1
  store i32 42, ptr %2, align 4
  br label %22

19:                                               ; preds = %1
  store i32 33, ptr %2, align 4
  br label %22

20:                                               ; preds = %1
  store i32 24, ptr %2, align 4
  br label %22

21:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %22

22:                                               ; preds = %21, %20, %19, %18, %17, %16, %15, %14, %13, %12, %11, %10, %9, %8, %7, %6
  %23 = load i32, ptr %2, align 4
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @fallthrough(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  store i32 0, ptr %3, align 4
  %4 = load i32, ptr %2, align 4
  switch i32 %4, label %26 [
    i32 0, label %5
    i32 1, label %8
    i32 2, label %11
    i32 3, label %14
    i32 4, label %17
    i32 5, label %20
    i32 6, label %23
    i32 7, label %23
    i32 8, label %23
  ]

5:                                                ; preds = %1
  %6 = load i32, ptr %3, align 4
  %7 = add nsw i32 %6, 1
  store i32 %7, ptr %3, align 4
  br label %8

8:                                                ; preds = %1, %5
  %9 = load i32, ptr %3, align 4
  %10 = add nsw i32 %9, 10
  store i32 %10, ptr %3, align 4
  br label %11

11:                                               ; preds = %1, %8
  %12 = load i32, ptr %3, align 4
  %13 = add nsw i32 %12, 100
  store i32 %13, ptr %3, align 4
  br label %27

14:                                               ; preds = %1
  %15 = load i32, ptr %3, align 4
  %16 = add nsw i32 %15, 1000
  store i32 %16, ptr %3, align 4
  br label %17

17:                                               ; preds = %1, %14
  %18 = load i32, ptr %3, align 4
  %19 = add nsw i32 %18, 10000
  store i32 %19, ptr %3, align 4
  br label %20

20:                                               ; preds = %1, %17
  %21 = load i32, ptr %3, align 4
  %22 = add nsw i32 %21, 100000
  store i32 %22, ptr %3, align 4
  br label %27

23:                                               ; preds = %1, %1, %1
  %24 = load i32, ptr %2, align 4
  %25 = sub nsw i32 0, %24
  store i32 %25, ptr %3, align 4
  br label %27

26:                                               ; preds = %1
  store i32 42, ptr %3, align 4
  br label %27

27:                                               ; preds = %26, %23, %20, %11
  %28 = load i32, ptr %3, align 4
  ret i32 %28
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @lookup(i32 noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %15 [
    i32 0, label %5
    i32 1, label %6
    i32 2, label %7
    i32 3, label %8
    i32 4, label %9
    i32 5, label %10
    i32 6, label %11
    i32 7, label %12
    i32 8, label %13
    i32 9, label %14
  ]

5:                                                ; preds = %1
  store ptr @.str.5, ptr %2, align 8
  br label %16

6:                                                ; preds = %1
  store ptr @.str.6, ptr %2, align 8
  br label %16

7:                                                ; preds = %1
  store ptr @.str.7, ptr %2, align 8
  br label %16

8:                                                ; preds = %1
  store ptr @.str.8, ptr %2, align 8
  br label %16

9:                                                ; preds = %1
  store ptr @.str.9, ptr %2, align 8
  br label %16

10:                                               ; preds = %1
  store ptr @.str.10, ptr %2, align 8
  br label %16

11:                                               ; preds = %1
  store ptr @.str.11, ptr %2, align 8
  br label %16

12:                                               ; preds = %1
  store ptr @.str.12, ptr %2, align 8
  br label %16

13:                                               ; preds = %1
  store ptr @.str.13, ptr %2, align 8
  br label %16

14:                                               ; preds = %1
  store ptr @.str.14, ptr %2, align 8
  br label %16

15:                                               ; preds = %1
  store ptr @.str.15, ptr %2, align 8
  br label %16

16:                                               ; preds = %15, %14, %13, %12, %11, %10, %9, %8, %7, %6, %5
  %17 = load ptr, ptr %2, align 8
  ret ptr %17
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @primes_below(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  %4 = load i32, ptr %3, align 4
  switch i32 %4, label %10 [
    i32 0, label %5
    i32 1, label %5
    i32 2, label %5
    i32 3, label %6
    i32 4, label %7
    i32 5, label %7
    i32 6, label %8
    i32 7, label %8
    i32 8, label %9
    i32 9, label %9
    i32 10, label %9
    i32 11, label %9
  ]

5:                                                ; preds = %1, %1, %1
  store i32 0, ptr %2, align 4
  br label %11

6:                                                ; preds = %1
  store i32 1, ptr %2, align 4
  br label %11

7:                                                ; preds = %1, %1
  store i32 2, ptr %2, align 4
  br label %11

8:                                                ; preds = %1, %1
  store i32 3, ptr %2, align 4
  br label %11

9:                                                ; preds = %1, %1, %1, %1
  store i32 4, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 -1, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6, %5
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
