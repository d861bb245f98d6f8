; ModuleID = 'programs/switch_dense_tables.c'
source_filename = "programs/switch_dense_tables.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %2 = alloca i32, align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  store i32 -3, ptr %3, align 4
  br label %8

8:                                                ; preds = %28, %0
  %9 = load i32, ptr %3, align 4
  %10 = icmp slt i32 %9, 100
  br i1 %10, label %11, label %31

11:                                               ; preds = %8
  %12 = load i32, ptr %3, align 4
  %13 = load i32, ptr %3, align 4
  %14 = add nsw i32 1000, %13
  %15 = call i32 @dense(i32 noundef %12, i32 noundef %14)
  store i32 %15, ptr %4, align 4
  %16 = load i32, ptr %2, align 4
  %17 = mul i32 %16, 1000003
  %18 = load i32, ptr %4, align 4
  %19 = add i32 %17, %18
  store i32 %19, ptr %2, align 4
  %20 = load i32, ptr %3, align 4
  %21 = srem i32 %20, 8
  %22 = icmp eq i32 %21, 0
  br i1 %22, label %23, label %27

23:                                               ; preds = %11
  %24 = load i32, ptr %3, align 4
  %25 = load i32, ptr %4, align 4
  %26 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %24, i32 noundef %25)
  br label %27

27:                                               ; preds = %23, %11
  br label %28

28:                                               ; preds = %27
  %29 = load i32, ptr %3, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %3, align 4
  br label %8, !llvm.loop !5

31:                                               ; preds = %8
  %32 = load i32, ptr %2, align 4
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32)
  store i32 -7, ptr %5, align 4
  br label %34

34:                                               ; preds = %42, %31
  %35 = load i32, ptr %5, align 4
  %36 = icmp sle i32 %35, 11
  br i1 %36, label %37, label %45

37:                                               ; preds = %34
  %38 = load i32, ptr %5, align 4
  %39 = trunc i32 %38 to i8
  %40 = call i32 @from_char(i8 noundef %39)
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %40)
  br label %42

42:                                               ; preds = %37
  %43 = load i32, ptr %5, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %5, align 4
  br label %34, !llvm.loop !7

45:                                               ; preds = %34
  %46 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 -1, ptr %6, align 4
  br label %47

47:                                               ; preds = %54, %45
  %48 = load i32, ptr %6, align 4
  %49 = icmp sle i32 %48, 9
  br i1 %49, label %50, label %57

50:                                               ; preds = %47
  %51 = load i32, ptr %6, align 4
  %52 = call i32 @fallthrough(i32 noundef %51)
  %53 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %52)
  br label %54

54:                                               ; preds = %50
  %55 = load i32, ptr %6, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %6, align 4
  br label %47, !llvm.loop !8

57:                                               ; preds = %47
  %58 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  store i32 0, ptr %7, align 4
  br label %59

59:                                               ; preds = %68, %57
  %60 = load i32, ptr %7, align 4
  %61 = icmp ult i32 %60, 12
  br i1 %61, label %62, label %71

62:                                               ; preds = %59
  %63 = load i32, ptr %7, align 4
  %64 = call ptr @lookup(i32 noundef %63)
  %65 = load i32, ptr %7, align 4
  %66 = call i32 @primes_below(i32 noundef %65)
  %67 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %64, i32 noundef %66)
  br label %68

68:                                               ; preds = %62
  %69 = load i32, ptr %7, align 4
  %70 = add i32 %69, 1
  store i32 %70, ptr %7, align 4
  br label %59, !llvm.loop !9

71:                                               ; preds = %59
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.3)
  %73 = load i32, ptr %2, align 4
  %74 = and i32 %73, 127
  ret i32 %74
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @dense(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  store i32 %0, ptr %4, align 4
  store i32 %1, ptr %5, align 4
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
  %8 = load i32, ptr %5, align 4
  %9 = add nsw i32 %8, 1
  store i32 %9, ptr %3, align 4
  br label %312

10:                                               ; preds = %2
  %11 = load i32, ptr %5, align 4
  %12 = mul nsw i32 %11, 3
  store i32 %12, ptr %3, align 4
  br label %312

13:                                               ; preds = %2
  %14 = load i32, ptr %5, align 4
  %15 = xor i32 %14, 551
  store i32 %15, ptr %3, align 4
  br label %312

16:                                               ; preds = %2
  %17 = load i32, ptr %5, align 4
  %18 = sub nsw i32 %17, 9
  store i32 %18, ptr %3, align 4
  br label %312

19:                                               ; preds = %2
  %20 = load i32, ptr %5, align 4
  %21 = shl i32 %20, 4
  %22 = or i32 %21, 4
  store i32 %22, ptr %3, align 4
  br label %312

23:                                               ; preds = %2
  %24 = load i32, ptr %5, align 4
  %25 = sdiv i32 %24, 6
  store i32 %25, ptr %3, align 4
  br label %312

26:                                               ; preds = %2
  %27 = load i32, ptr %5, align 4
  %28 = add nsw i32 %27, 43
  store i32 %28, ptr %3, align 4
  br label %312

29:                                               ; preds = %2
  %30 = load i32, ptr %5, align 4
  %31 = mul nsw i32 %30, 9
  store i32 %31, ptr %3, align 4
  br label %312

32:                                               ; preds = %2
  %33 = load i32, ptr %5, align 4
  %34 = xor i32 %33, 2189
  store i32 %34, ptr %3, align 4
  br label %312

35:                                               ; preds = %2
  %36 = load i32, ptr %5, align 4
  %37 = sub nsw i32 %36, 81
  store i32 %37, ptr %3, align 4
  br label %312

38:                                               ; preds = %2
  %39 = load i32, ptr %5, align 4
  %40 = shl i32 %39, 10
  %41 = or i32 %40, 10
  store i32 %41, ptr %3, align 4
  br label %312

42:                                               ; preds = %2
  %43 = load i32, ptr %5, align 4
  %44 = sdiv i32 %43, 3
  store i32 %44, ptr %3, align 4
  br label %312

45:                                               ; preds = %2
  %46 = load i32, ptr %5, align 4
  %47 = add nsw i32 %46, 85
  store i32 %47, ptr %3, align 4
  br label %312

48:                                               ; preds = %2
  %49 = load i32, ptr %5, align 4
  %50 = mul nsw i32 %49, 2
  store i32 %50, ptr %3, align 4
  br label %312

51:                                               ; preds = %2
  %52 = load i32, ptr %5, align 4
  %53 = xor i32 %52, 3827
  store i32 %53, ptr %3, align 4
  br label %312

54:                                               ; preds = %2
  %55 = load i32, ptr %5, align 4
  %56 = sub nsw i32 %55, 225
  store i32 %56, ptr %3, align 4
  br label %312

57:                                               ; preds = %2
  %58 = load i32, ptr %5, align 4
  %59 = shl i32 %58, 16
  %60 = or i32 %59, 16
  store i32 %60, ptr %3, align 4
  br label %312

61:                                               ; preds = %2
  %62 = load i32, ptr %5, align 4
  %63 = sdiv i32 %62, 9
  store i32 %63, ptr %3, align 4
  br label %312

64:                                               ; preds = %2
  %65 = load i32, ptr %5, align 4
  %66 = add nsw i32 %65, 127
  store i32 %66, ptr %3, align 4
  br label %312

67:                                               ; preds = %2
  %68 = load i32, ptr %5, align 4
  %69 = mul nsw i32 %68, 8
  store i32 %69, ptr %3, align 4
  br label %312

70:                                               ; preds = %2
  %71 = load i32, ptr %5, align 4
  %72 = xor i32 %71, 5465
  store i32 %72, ptr %3, align 4
  br label %312

73:                                               ; preds = %2
  %74 = load i32, ptr %5, align 4
  %75 = sub nsw i32 %74, 441
  store i32 %75, ptr %3, align 4
  br label %312

76:                                               ; preds = %2
  %77 = load i32, ptr %5, align 4
  %78 = shl i32 %77, 5
  %79 = or i32 %78, 22
  store i32 %79, ptr %3, align 4
  br label %312

80:                                               ; preds = %2
  %81 = load i32, ptr %5, align 4
  %82 = sdiv i32 %81, 6
  store i32 %82, ptr %3, align 4
  br label %312

83:                                               ; preds = %2
  %84 = load i32, ptr %5, align 4
  %85 = add nsw i32 %84, 169
  store i32 %85, ptr %3, align 4
  br label %312

86:                                               ; preds = %2
  %87 = load i32, ptr %5, align 4
  %88 = mul nsw i32 %87, 14
  store i32 %88, ptr %3, align 4
  br label %312

89:                                               ; preds = %2
  %90 = load i32, ptr %5, align 4
  %91 = xor i32 %90, 7103
  store i32 %91, ptr %3, align 4
  br label %312

92:                                               ; preds = %2
  %93 = load i32, ptr %5, align 4
  %94 = sub nsw i32 %93, 729
  store i32 %94, ptr %3, align 4
  br label %312

95:                                               ; preds = %2
  %96 = load i32, ptr %5, align 4
  %97 = shl i32 %96, 11
  %98 = or i32 %97, 28
  store i32 %98, ptr %3, align 4
  br label %312

99:                                               ; preds = %2
  %100 = load i32, ptr %5, align 4
  %101 = sdiv i32 %100, 3
  store i32 %101, ptr %3, align 4
  br label %312

102:                                              ; preds = %2
  %103 = load i32, ptr %5, align 4
  %104 = add nsw i32 %103, 211
  store i32 %104, ptr %3, align 4
  br label %312

105:                                              ; preds = %2
  %106 = load i32, ptr %5, align 4
  %107 = mul nsw i32 %106, 7
  store i32 %107, ptr %3, align 4
  br label %312

108:                                              ; preds = %2
  %109 = load i32, ptr %5, align 4
  %110 = xor i32 %109, 8741
  store i32 %110, ptr %3, align 4
  br label %312

111:                                              ; preds = %2
  %112 = load i32, ptr %5, align 4
  %113 = sub nsw i32 %112, 1089
  store i32 %113, ptr %3, align 4
  br label %312

114:                                              ; preds = %2
  %115 = load i32, ptr %5, align 4
  %116 = shl i32 %115, 0
  %117 = or i32 %116, 34
  store i32 %117, ptr %3, align 4
  br label %312

118:                                              ; preds = %2
  %119 = load i32, ptr %5, align 4
  %120 = sdiv i32 %119, 9
  store i32 %120, ptr %3, align 4
  br label %312

121:                                              ; preds = %2
  %122 = load i32, ptr %5, align 4
  %123 = add nsw i32 %122, 253
  store i32 %123, ptr %3, align 4
  br label %312

124:                                              ; preds = %2
  %125 = load i32, ptr %5, align 4
  %126 = mul nsw i32 %125, 13
  store i32 %126, ptr %3, align 4
  br label %312

127:                                              ; preds = %2
  %128 = load i32, ptr %5, align 4
  %129 = xor i32 %128, 10379
  store i32 %129, ptr %3, align 4
  br label %312

130:                                              ; preds = %2
  %131 = load i32, ptr %5, align 4
  %132 = sub nsw i32 %131, 1521
  store i32 %132, ptr %3, align 4
  br label %312

133:                                              ; preds = %2
  %134 = load i32, ptr %5, align 4
  %135 = shl i32 %134, 6
  %136 = or i32 %135, 40
  store i32 %136, ptr %3, align 4
  br label %312

137:                                              ; preds = %2
  %138 = load i32, ptr %5, align 4
  %139 = sdiv i32 %138, 6
  store i32 %139, ptr %3, align 4
  br label %312

140:                                              ; preds = %2
  %141 = load i32, ptr %5, align 4
  %142 = add nsw i32 %141, 295
  store i32 %142, ptr %3, align 4
  br label %312

143:                                              ; preds = %2
  %144 = load i32, ptr %5, align 4
  %145 = mul nsw i32 %144, 6
  store i32 %145, ptr %3, align 4
  br label %312

146:                                              ; preds = %2
  %147 = load i32, ptr %5, align 4
  %148 = xor i32 %147, 12017
  store i32 %148, ptr %3, align 4
  br label %312

149:                                              ; preds = %2
  %150 = load i32, ptr %5, align 4
  %151 = sub nsw i32 %150, 2025
  store i32 %151, ptr %3, align 4
  br label %312

152:                                              ; preds = %2
  %153 = load i32, ptr %5, align 4
  %154 = shl i32 %153, 12
  %155 = or i32 %154, 46
  store i32 %155, ptr %3, align 4
  br label %312

156:                                              ; preds = %2
  %157 = load i32, ptr %5, align 4
  %158 = sdiv i32 %157, 3
  store i32 %158, ptr %3, align 4
  br label %312

159:                                              ; preds = %2
  %160 = load i32, ptr %5, align 4
  %161 = add nsw i32 %160, 337
  store i32 %161, ptr %3, align 4
  br label %312

162:                                              ; preds = %2
  %163 = load i32, ptr %5, align 4
  %164 = mul nsw i32 %163, 12
  store i32 %164, ptr %3, align 4
  br label %312

165:                                              ; preds = %2
  %166 = load i32, ptr %5, align 4
  %167 = xor i32 %166, 13655
  store i32 %167, ptr %3, align 4
  br label %312

168:                                              ; preds = %2
  %169 = load i32, ptr %5, align 4
  %170 = sub nsw i32 %169, 2601
  store i32 %170, ptr %3, align 4
  br label %312

171:                                              ; preds = %2
  %172 = load i32, ptr %5, align 4
  %173 = shl i32 %172, 1
  %174 = or i32 %173, 52
  store i32 %174, ptr %3, align 4
  br label %312

175:                                              ; preds = %2
  %176 = load i32, ptr %5, align 4
  %177 = sdiv i32 %176, 9
  store i32 %177, ptr %3, align 4
  br label %312

178:                                              ; preds = %2
  %179 = load i32, ptr %5, align 4
  %180 = add nsw i32 %179, 379
  store i32 %180, ptr %3, align 4
  br label %312

181:                                              ; preds = %2
  %182 = load i32, ptr %5, align 4
  %183 = mul nsw i32 %182, 5
  store i32 %183, ptr %3, align 4
  br label %312

184:                                              ; preds = %2
  %185 = load i32, ptr %5, align 4
  %186 = xor i32 %185, 15293
  store i32 %186, ptr %3, align 4
  br label %312

187:                                              ; preds = %2
  %188 = load i32, ptr %5, align 4
  %189 = sub nsw i32 %188, 3249
  store i32 %189, ptr %3, align 4
  br label %312

190:                                              ; preds = %2
  %191 = load i32, ptr %5, align 4
  %192 = shl i32 %191, 7
  %193 = or i32 %192, 58
  store i32 %193, ptr %3, align 4
  br label %312

194:                                              ; preds = %2
  %195 = load i32, ptr %5, align 4
  %196 = sdiv i32 %195, 6
  store i32 %196, ptr %3, align 4
  br label %312

197:                                              ; preds = %2
  %198 = load i32, ptr %5, align 4
  %199 = add nsw i32 %198, 421
  store i32 %199, ptr %3, align 4
  br label %312

200:                                              ; preds = %2
  %201 = load i32, ptr %5, align 4
  %202 = mul nsw i32 %201, 11
  store i32 %202, ptr %3, align 4
  br label %312

203:                                              ; preds = %2
  %204 = load i32, ptr %5, align 4
  %205 = xor i32 %204, 16931
  store i32 %205, ptr %3, align 4
  br label %312

206:                                              ; preds = %2
  %207 = load i32, ptr %5, align 4
  %208 = sub nsw i32 %207, 3969
  store i32 %208, ptr %3, align 4
  br label %312

209:                                              ; preds = %2
  %210 = load i32, ptr %5, align 4
  %211 = shl i32 %210, 13
  %212 = or i32 %211, 64
  store i32 %212, ptr %3, align 4
  br label %312

213:                                              ; preds = %2
  %214 = load i32, ptr %5, align 4
  %215 = sdiv i32 %214, 3
  store i32 %215, ptr %3, align 4
  br label %312

216:                                              ; preds = %2
  %217 = load i32, ptr %5, align 4
  %218 = add nsw i32 %217, 463
  store i32 %218, ptr %3, align 4
  br label %312

219:                                              ; preds = %2
  %220 = load i32, ptr %5, align 4
  %221 = mul nsw i32 %220, 4
  store i32 %221, ptr %3, align 4
  br label %312

222:                                              ; preds = %2
  %223 = load i32, ptr %5, align 4
  %224 = xor i32 %223, 18569
  store i32 %224, ptr %3, align 4
  br label %312

225:                                              ; preds = %2
  %226 = load i32, ptr %5, align 4
  %227 = sub nsw i32 %226, 4761
  store i32 %227, ptr %3, align 4
  br label %312

228:                                              ; preds = %2
  %229 = load i32, ptr %5, align 4
  %230 = shl i32 %229, 2
  %231 = or i32 %230, 70
  store i32 %231, ptr %3, align 4
  br label %312

232:                                              ; preds = %2
  %233 = load i32, ptr %5, align 4
  %234 = sdiv i32 %233, 9
  store i32 %234, ptr %3, align 4
  br label %312

235:                                              ; preds = %2
  %236 = load i32, ptr %5, align 4
  %237 = add nsw i32 %236, 505
  store i32 %237, ptr %3, align 4
  br label %312

238:                                              ; preds = %2
  %239 = load i32, ptr %5, align 4
  %240 = mul nsw i32 %239, 10
  store i32 %240, ptr %3, align 4
  br label %312

241:                                              ; preds = %2
  %242 = load i32, ptr %5, align 4
  %243 = xor i32 %242, 20207
  store i32 %243, ptr %3, align 4
  br label %312

244:                                              ; preds = %2
  %245 = load i32, ptr %5, align 4
  %246 = sub nsw i32 %245, 5625
  store i32 %246, ptr %3, align 4
  br label %312

247:                                              ; preds = %2
  %248 = load i32, ptr %5, align 4
  %249 = shl i32 %248, 8
  %250 = or i32 %249, 76
  store i32 %250, ptr %3, align 4
  br label %312

251:                                              ; preds = %2
  %252 = load i32, ptr %5, align 4
  %253 = sdiv i32 %252, 6
  store i32 %253, ptr %3, align 4
  br label %312

254:                                              ; preds = %2
  %255 = load i32, ptr %5, align 4
  %256 = add nsw i32 %255, 547
  store i32 %256, ptr %3, align 4
  br label %312

257:                                              ; preds = %2
  %258 = load i32, ptr %5, align 4
  %259 = mul nsw i32 %258, 3
  store i32 %259, ptr %3, align 4
  br label %312

260:                                              ; preds = %2
  %261 = load i32, ptr %5, align 4
  %262 = xor i32 %261, 21845
  store i32 %262, ptr %3, align 4
  br label %312

263:                                              ; preds = %2
  %264 = load i32, ptr %5, align 4
  %265 = sub nsw i32 %264, 6561
  store i32 %265, ptr %3, align 4
  br label %312

266:                                              ; preds = %2
  %267 = load i32, ptr %5, align 4
  %268 = shl i32 %267, 14
  %269 = or i32 %268, 82
  store i32 %269, ptr %3, align 4
  br label %312

270:                                              ; preds = %2
  %271 = load i32, ptr %5, align 4
  %272 = sdiv i32 %271, 3
  store i32 %272, ptr %3, align 4
  br label %312

273:                                              ; preds = %2
  %274 = load i32, ptr %5, align 4
  %275 = add nsw i32 %274, 589
  store i32 %275, ptr %3, align 4
  br label %312

276:                                              ; preds = %2
  %277 = load i32, ptr %5, align 4
  %278 = mul nsw i32 %277, 9
  store i32 %278, ptr %3, align 4
  br label %312

279:                                              ; preds = %2
  %280 = load i32, ptr %5, align 4
  %281 = xor i32 %280, 23483
  store i32 %281, ptr %3, align 4
  br label %312

282:                                              ; preds = %2
  %283 = load i32, ptr %5, align 4
  %284 = sub nsw i32 %283, 7569
  store i32 %284, ptr %3, align 4
  br label %312

285:                                              ; preds = %2
  %286 = load i32, ptr %5, align 4
  %287 = shl i32 %286, 3
  %288 = or i32 %287, 88
  store i32 %288, ptr %3, align 4
  br label %312

289:                                              ; preds = %2
  %290 = load i32, ptr %5, align 4
  %291 = sdiv i32 %290, 9
  store i32 %291, ptr %3, align 4
  br label %312

292:                                              ; preds = %2
  %293 = load i32, ptr %5, align 4
  %294 = add nsw i32 %293, 631
  store i32 %294, ptr %3, align 4
  br label %312

295:                                              ; preds = %2
  %296 = load i32, ptr %5, align 4
  %297 = mul nsw i32 %296, 2
  store i32 %297, ptr %3, align 4
  br label %312

298:                                              ; preds = %2
  %299 = load i32, ptr %5, align 4
  %300 = xor i32 %299, 25121
  store i32 %300, ptr %3, align 4
  br label %312

301:                                              ; preds = %2
  %302 = load i32, ptr %5, align 4
  %303 = sub nsw i32 %302, 8649
  store i32 %303, ptr %3, align 4
  br label %312

304:                                              ; preds = %2
  %305 = load i32, ptr %5, align 4
  %306 = shl i32 %305, 9
  %307 = or i32 %306, 94
  store i32 %307, ptr %3, align 4
  br label %312

308:                                              ; preds = %2
  %309 = load i32, ptr %5, align 4
  %310 = sdiv i32 %309, 6
  store i32 %310, ptr %3, align 4
  br label %312

311:                                              ; preds = %2
  store i32 -1, ptr %3, align 4
  br label %312

312:                                              ; preds = %311, %308, %304, %301, %298, %295, %292, %289, %285, %282, %279, %276, %273, %270, %266, %263, %260, %257, %254, %251, %247, %244, %241, %238, %235, %232, %228, %225, %222, %219, %216, %213, %209, %206, %203, %200, %197, %194, %190, %187, %184, %181, %178, %175, %171, %168, %165, %162, %159, %156, %152, %149, %146, %143, %140, %137, %133, %130, %127, %124, %121, %118, %114, %111, %108, %105, %102, %99, %95, %92, %89, %86, %83, %80, %76, %73, %70, %67, %64, %61, %57, %54, %51, %48, %45, %42, %38, %35, %32, %29, %26, %23, %19, %16, %13, %10, %7
  %313 = load i32, ptr %3, align 4
  ret i32 %313
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @printf(ptr noundef nonnull %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %4)
  %5 = call ptr @__acrt_iob_func(i32 noundef 1)
  %6 = load ptr, ptr %2, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 2}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"uwtable", i32 2}
!3 = !{i32 1, !"MaxTLSAlign", i32 65536}
!4 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = distinct !{!8, !6}
!9 = distinct !{!9, !6}
