; ModuleID = 'programs/sort_networks_radix.c'
source_filename = "programs/sort_networks_radix.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@main.a = internal global [5000 x i32] zeroinitializer, align 4
@main.b = internal global [5000 x i32] zeroinitializer, align 4
@main.c = internal global [5000 x i32] zeroinitializer, align 4
@main.d = internal global [5000 x i32] zeroinitializer, align 4
@main.tmp = internal global [5000 x i32] zeroinitializer, align 4
@main.w = internal global [5000 x i64] zeroinitializer, align 8
@main.wt = internal global [5000 x i64] zeroinitializer, align 8
@.str = private unnamed_addr constant [91 x i8] c"all sorts agree=%d radix64 sorted=%d network bad=%d min=%u max=%u median=%u bytes[500]=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [8 x i32], align 4
  %10 = alloca [8 x i32], align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i32, align 4
  %16 = alloca [1000 x i8], align 1
  %17 = alloca [256 x i32], align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i64 88172645463325252, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %21

21:                                               ; preds = %55, %0
  %22 = load i32, ptr %3, align 4
  %23 = icmp slt i32 %22, 5000
  br i1 %23, label %24, label %58

24:                                               ; preds = %21
  %25 = load i64, ptr %2, align 8
  %26 = shl i64 %25, 13
  %27 = load i64, ptr %2, align 8
  %28 = xor i64 %27, %26
  store i64 %28, ptr %2, align 8
  %29 = load i64, ptr %2, align 8
  %30 = lshr i64 %29, 7
  %31 = load i64, ptr %2, align 8
  %32 = xor i64 %31, %30
  store i64 %32, ptr %2, align 8
  %33 = load i64, ptr %2, align 8
  %34 = shl i64 %33, 17
  %35 = load i64, ptr %2, align 8
  %36 = xor i64 %35, %34
  store i64 %36, ptr %2, align 8
  %37 = load i64, ptr %2, align 8
  %38 = trunc i64 %37 to i32
  %39 = load i32, ptr %3, align 4
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [5000 x i32], ptr @main.d, i64 0, i64 %40
  store i32 %38, ptr %41, align 4
  %42 = load i32, ptr %3, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [5000 x i32], ptr @main.c, i64 0, i64 %43
  store i32 %38, ptr %44, align 4
  %45 = load i32, ptr %3, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds [5000 x i32], ptr @main.b, i64 0, i64 %46
  store i32 %38, ptr %47, align 4
  %48 = load i32, ptr %3, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %49
  store i32 %38, ptr %50, align 4
  %51 = load i64, ptr %2, align 8
  %52 = load i32, ptr %3, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %53
  store i64 %51, ptr %54, align 8
  br label %55

55:                                               ; preds = %24
  %56 = load i32, ptr %3, align 4
  %57 = add nsw i32 %56, 1
  store i32 %57, ptr %3, align 4
  br label %21, !llvm.loop !6

58:                                               ; preds = %21
  call void @radix32(ptr noundef @main.a, ptr noundef @main.tmp, i32 noundef 5000)
  call void @merge_sort(ptr noundef @main.b, ptr noundef @main.tmp, i32 noundef 5000)
  call void @shell_sort(ptr noundef @main.c, i32 noundef 5000)
  call void @qsort(ptr noundef @main.d, i64 noundef 5000, i64 noundef 4, ptr noundef @cmp32)
  %59 = call i32 @memcmp(ptr noundef @main.a, ptr noundef @main.b, i64 noundef 20000) #5
  %60 = icmp ne i32 %59, 0
  br i1 %60, label %68, label %61

61:                                               ; preds = %58
  %62 = call i32 @memcmp(ptr noundef @main.a, ptr noundef @main.c, i64 noundef 20000) #5
  %63 = icmp ne i32 %62, 0
  br i1 %63, label %68, label %64

64:                                               ; preds = %61
  %65 = call i32 @memcmp(ptr noundef @main.a, ptr noundef @main.d, i64 noundef 20000) #5
  %66 = icmp ne i32 %65, 0
  %67 = xor i1 %66, true
  br label %68

68:                                               ; preds = %64, %61, %58
  %69 = phi i1 [ false, %61 ], [ false, %58 ], [ %67, %64 ]
  %70 = zext i1 %69 to i32
  store i32 %70, ptr %4, align 4
  call void @radix64(ptr noundef @main.w, ptr noundef @main.wt, i32 noundef 5000)
  store i32 1, ptr %5, align 4
  store i32 1, ptr %6, align 4
  br label %71

71:                                               ; preds = %88, %68
  %72 = load i32, ptr %6, align 4
  %73 = icmp slt i32 %72, 5000
  br i1 %73, label %74, label %91

74:                                               ; preds = %71
  %75 = load i32, ptr %6, align 4
  %76 = sub nsw i32 %75, 1
  %77 = sext i32 %76 to i64
  %78 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %77
  %79 = load i64, ptr %78, align 8
  %80 = load i32, ptr %6, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [5000 x i64], ptr @main.w, i64 0, i64 %81
  %83 = load i64, ptr %82, align 8
  %84 = icmp ule i64 %79, %83
  %85 = zext i1 %84 to i32
  %86 = load i32, ptr %5, align 4
  %87 = and i32 %86, %85
  store i32 %87, ptr %5, align 4
  br label %88

88:                                               ; preds = %74
  %89 = load i32, ptr %6, align 4
  %90 = add nsw i32 %89, 1
  store i32 %90, ptr %6, align 4
  br label %71, !llvm.loop !8

91:                                               ; preds = %71
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %92

92:                                               ; preds = %182, %91
  %93 = load i32, ptr %8, align 4
  %94 = icmp slt i32 %93, 1000
  br i1 %94, label %95, label %185

95:                                               ; preds = %92
  store i32 0, ptr %11, align 4
  br label %96

96:                                               ; preds = %126, %95
  %97 = load i32, ptr %11, align 4
  %98 = icmp slt i32 %97, 8
  br i1 %98, label %99, label %129

99:                                               ; preds = %96
  %100 = load i64, ptr %2, align 8
  %101 = shl i64 %100, 13
  %102 = load i64, ptr %2, align 8
  %103 = xor i64 %102, %101
  store i64 %103, ptr %2, align 8
  %104 = load i64, ptr %2, align 8
  %105 = lshr i64 %104, 7
  %106 = load i64, ptr %2, align 8
  %107 = xor i64 %106, %105
  store i64 %107, ptr %2, align 8
  %108 = load i64, ptr %2, align 8
  %109 = shl i64 %108, 17
  %110 = load i64, ptr %2, align 8
  %111 = xor i64 %110, %109
  store i64 %111, ptr %2, align 8
  %112 = load i64, ptr %2, align 8
  %113 = urem i64 %112, 21
  %114 = trunc i64 %113 to i32
  %115 = sub nsw i32 %114, 10
  %116 = load i32, ptr %11, align 4
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %117
  store i32 %115, ptr %118, align 4
  %119 = load i32, ptr %11, align 4
  %120 = sext i32 %119 to i64
  %121 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %120
  %122 = load i32, ptr %121, align 4
  %123 = load i32, ptr %11, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [8 x i32], ptr %10, i64 0, i64 %124
  store i32 %122, ptr %125, align 4
  br label %126

126:                                              ; preds = %99
  %127 = load i32, ptr %11, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %11, align 4
  br label %96, !llvm.loop !9

129:                                              ; preds = %96
  %130 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 0
  call void @net8(ptr noundef %130)
  store i32 1, ptr %12, align 4
  br label %131

131:                                              ; preds = %149, %129
  %132 = load i32, ptr %12, align 4
  %133 = icmp slt i32 %132, 8
  br i1 %133, label %134, label %152

134:                                              ; preds = %131
  %135 = load i32, ptr %12, align 4
  %136 = sub nsw i32 %135, 1
  %137 = sext i32 %136 to i64
  %138 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %137
  %139 = load i32, ptr %138, align 4
  %140 = load i32, ptr %12, align 4
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %141
  %143 = load i32, ptr %142, align 4
  %144 = icmp sgt i32 %139, %143
  br i1 %144, label %145, label %148

145:                                              ; preds = %134
  %146 = load i32, ptr %7, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %7, align 4
  br label %148

148:                                              ; preds = %145, %134
  br label %149

149:                                              ; preds = %148
  %150 = load i32, ptr %12, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %12, align 4
  br label %131, !llvm.loop !10

152:                                              ; preds = %131
  store i64 0, ptr %13, align 8
  store i64 0, ptr %14, align 8
  store i32 0, ptr %15, align 4
  br label %153

153:                                              ; preds = %171, %152
  %154 = load i32, ptr %15, align 4
  %155 = icmp slt i32 %154, 8
  br i1 %155, label %156, label %174

156:                                              ; preds = %153
  %157 = load i32, ptr %15, align 4
  %158 = sext i32 %157 to i64
  %159 = getelementptr inbounds [8 x i32], ptr %9, i64 0, i64 %158
  %160 = load i32, ptr %159, align 4
  %161 = sext i32 %160 to i64
  %162 = load i64, ptr %13, align 8
  %163 = add nsw i64 %162, %161
  store i64 %163, ptr %13, align 8
  %164 = load i32, ptr %15, align 4
  %165 = sext i32 %164 to i64
  %166 = getelementptr inbounds [8 x i32], ptr %10, i64 0, i64 %165
  %167 = load i32, ptr %166, align 4
  %168 = sext i32 %167 to i64
  %169 = load i64, ptr %14, align 8
  %170 = add nsw i64 %169, %168
  store i64 %170, ptr %14, align 8
  br label %171

171:                                              ; preds = %156
  %172 = load i32, ptr %15, align 4
  %173 = add nsw i32 %172, 1
  store i32 %173, ptr %15, align 4
  br label %153, !llvm.loop !11

174:                                              ; preds = %153
  %175 = load i64, ptr %13, align 8
  %176 = load i64, ptr %14, align 8
  %177 = icmp ne i64 %175, %176
  br i1 %177, label %178, label %181

178:                                              ; preds = %174
  %179 = load i32, ptr %7, align 4
  %180 = add nsw i32 %179, 1
  store i32 %180, ptr %7, align 4
  br label %181

181:                                              ; preds = %178, %174
  br label %182

182:                                              ; preds = %181
  %183 = load i32, ptr %8, align 4
  %184 = add nsw i32 %183, 1
  store i32 %184, ptr %8, align 4
  br label %92, !llvm.loop !12

185:                                              ; preds = %92
  call void @llvm.memset.p0.i64(ptr align 4 %17, i8 0, i64 1024, i1 false)
  store i32 0, ptr %18, align 4
  br label %186

186:                                              ; preds = %207, %185
  %187 = load i32, ptr %18, align 4
  %188 = icmp slt i32 %187, 1000
  br i1 %188, label %189, label %210

189:                                              ; preds = %186
  %190 = load i32, ptr %18, align 4
  %191 = sext i32 %190 to i64
  %192 = getelementptr inbounds [5000 x i32], ptr @main.a, i64 0, i64 %191
  %193 = load i32, ptr %192, align 4
  %194 = lshr i32 %193, 13
  %195 = trunc i32 %194 to i8
  %196 = load i32, ptr %18, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [1000 x i8], ptr %16, i64 0, i64 %197
  store i8 %195, ptr %198, align 1
  %199 = load i32, ptr %18, align 4
  %200 = sext i32 %199 to i64
  %201 = getelementptr inbounds [1000 x i8], ptr %16, i64 0, i64 %200
  %202 = load i8, ptr %201, align 1
  %203 = zext i8 %202 to i64
  %204 = getelementptr inbounds [256 x i32], ptr %17, i64 0, i64 %203
  %205 = load i32, ptr %204, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %204, align 4
  br label %207

207:                                              ; preds = %189
  %208 = load i32, ptr %18, align 4
  %209 = add nsw i32 %208, 1
  store i32 %209, ptr %18, align 4
  br label %186, !llvm.loop !13

210:                                              ; preds = %186
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  br label %211

211:                                              ; preds = %230, %210
  %212 = load i32, ptr %20, align 4
  %213 = icmp slt i32 %212, 256
  br i1 %213, label %214, label %233

214:                                              ; preds = %211
  br label %215

215:                                              ; preds = %222, %214
  %216 = load i32, ptr %20, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [256 x i32], ptr %17, i64 0, i64 %217
  %219 = load i32, ptr %218, align 4
  %220 = add nsw i32 %219, -1
  store i32 %220, ptr %218, align 4
  %221 = icmp ne i32 %219, 0
  br i1 %221, label %222, label %229

222:                                              ; preds = %215
  %223 = load i32, ptr %20, align 4
  %224 = trunc i32 %223 to i8
  %225 = load i32, ptr %19, align 4
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %19, align 4
  %227 = sext i32 %225 to i64
  %228 = getelementptr inbounds [1000 x i8], ptr %16, i64 0, i64 %227
  store i8 %224, ptr %228, align 1
  br label %215, !llvm.loop !14

229:                                              ; preds = %215
  br label %230

230:                                              ; preds = %229
  %231 = load i32, ptr %20, align 4
  %232 = add nsw i32 %231, 1
  store i32 %232, ptr %20, align 4
  br label %211, !llvm.loop !15

233:                                              ; preds = %211
  %234 = load i32, ptr %4, align 4
  %235 = load i32, ptr %5, align 4
  %236 = load i32, ptr %7, align 4
  %237 = load i32, ptr @main.a, align 4
  %238 = load i32, ptr getelementptr inbounds ([5000 x i32], ptr @main.a, i64 0, i64 4999), align 4
  %239 = load i32, ptr getelementptr inbounds ([5000 x i32], ptr @main.a, i64 0, i64 2500), align 4
  %240 = getelementptr inbounds [1000 x i8], ptr %16, i64 0, i64 500
  %241 = load i8, ptr %240, align 1
  %242 = zext i8 %241 to i32
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %234, i32 noundef %235, i32 noundef %236, i32 noundef %237, i32 noundef %238, i32 noundef %239, i32 noundef %242)
  %244 = load i32, ptr %4, align 4
  %245 = icmp ne i32 %244, 0
  br i1 %245, label %246, label %255

246:                                              ; preds = %233
  %247 = load i32, ptr %5, align 4
  %248 = icmp ne i32 %247, 0
  br i1 %248, label %249, label %255

249:                                              ; preds = %246
  %250 = load i32, ptr %7, align 4
  %251 = icmp ne i32 %250, 0
  br i1 %251, label %255, label %252

252:                                              ; preds = %249
  %253 = load i32, ptr getelementptr inbounds ([5000 x i32], ptr @main.a, i64 0, i64 2500), align 4
  %254 = lshr i32 %253, 25
  br label %256

255:                                              ; preds = %249, %246, %233
  br label %256

256:                                              ; preds = %255, %252
  %257 = phi i32 [ %254, %252 ], [ 100, %255 ]
  ret i32 %257
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @radix32(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [257 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %90, %3
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %13, 32
  br i1 %14, label %15, label %93

15:                                               ; preds = %12
  call void @llvm.memset.p0.i64(ptr align 4 %8, i8 0, i64 1028, i1 false)
  store i32 0, ptr %9, align 4
  br label %16

16:                                               ; preds = %34, %15
  %17 = load i32, ptr %9, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %37

20:                                               ; preds = %16
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %21, i64 %23
  %25 = load i32, ptr %24, align 4
  %26 = load i32, ptr %7, align 4
  %27 = lshr i32 %25, %26
  %28 = and i32 %27, 255
  %29 = add i32 %28, 1
  %30 = zext i32 %29 to i64
  %31 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %31, align 4
  br label %34

34:                                               ; preds = %20
  %35 = load i32, ptr %9, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %9, align 4
  br label %16, !llvm.loop !16

37:                                               ; preds = %16
  store i32 0, ptr %10, align 4
  br label %38

38:                                               ; preds = %52, %37
  %39 = load i32, ptr %10, align 4
  %40 = icmp slt i32 %39, 256
  br i1 %40, label %41, label %55

41:                                               ; preds = %38
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = load i32, ptr %10, align 4
  %47 = add nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = add nsw i32 %50, %45
  store i32 %51, ptr %49, align 4
  br label %52

52:                                               ; preds = %41
  %53 = load i32, ptr %10, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %10, align 4
  br label %38, !llvm.loop !17

55:                                               ; preds = %38
  store i32 0, ptr %11, align 4
  br label %56

56:                                               ; preds = %81, %55
  %57 = load i32, ptr %11, align 4
  %58 = load i32, ptr %6, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %84

60:                                               ; preds = %56
  %61 = load ptr, ptr %4, align 8
  %62 = load i32, ptr %11, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i32, ptr %61, i64 %63
  %65 = load i32, ptr %64, align 4
  %66 = load ptr, ptr %5, align 8
  %67 = load ptr, ptr %4, align 8
  %68 = load i32, ptr %11, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i32, ptr %67, i64 %69
  %71 = load i32, ptr %70, align 4
  %72 = load i32, ptr %7, align 4
  %73 = lshr i32 %71, %72
  %74 = and i32 %73, 255
  %75 = zext i32 %74 to i64
  %76 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %76, align 4
  %79 = sext i32 %77 to i64
  %80 = getelementptr inbounds i32, ptr %66, i64 %79
  store i32 %65, ptr %80, align 4
  br label %81

81:                                               ; preds = %60
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %11, align 4
  br label %56, !llvm.loop !18

84:                                               ; preds = %56
  %85 = load ptr, ptr %4, align 8
  %86 = load ptr, ptr %5, align 8
  %87 = load i32, ptr %6, align 4
  %88 = sext i32 %87 to i64
  %89 = mul i64 4, %88
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %85, ptr align 4 %86, i64 %89, i1 false)
  br label %90

90:                                               ; preds = %84
  %91 = load i32, ptr %7, align 4
  %92 = add nsw i32 %91, 8
  store i32 %92, ptr %7, align 4
  br label %12, !llvm.loop !19

93:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @merge_sort(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 1, ptr %7, align 4
  br label %14

14:                                               ; preds = %144, %3
  %15 = load i32, ptr %7, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp slt i32 %15, %16
  br i1 %17, label %18, label %147

18:                                               ; preds = %14
  store i32 0, ptr %8, align 4
  br label %19

19:                                               ; preds = %133, %18
  %20 = load i32, ptr %8, align 4
  %21 = load i32, ptr %6, align 4
  %22 = icmp slt i32 %20, %21
  br i1 %22, label %23, label %138

23:                                               ; preds = %19
  %24 = load i32, ptr %8, align 4
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %24, %25
  %27 = load i32, ptr %6, align 4
  %28 = icmp slt i32 %26, %27
  br i1 %28, label %29, label %33

29:                                               ; preds = %23
  %30 = load i32, ptr %8, align 4
  %31 = load i32, ptr %7, align 4
  %32 = add nsw i32 %30, %31
  br label %35

33:                                               ; preds = %23
  %34 = load i32, ptr %6, align 4
  br label %35

35:                                               ; preds = %33, %29
  %36 = phi i32 [ %32, %29 ], [ %34, %33 ]
  store i32 %36, ptr %9, align 4
  %37 = load i32, ptr %8, align 4
  %38 = load i32, ptr %7, align 4
  %39 = mul nsw i32 2, %38
  %40 = add nsw i32 %37, %39
  %41 = load i32, ptr %6, align 4
  %42 = icmp slt i32 %40, %41
  br i1 %42, label %43, label %48

43:                                               ; preds = %35
  %44 = load i32, ptr %8, align 4
  %45 = load i32, ptr %7, align 4
  %46 = mul nsw i32 2, %45
  %47 = add nsw i32 %44, %46
  br label %50

48:                                               ; preds = %35
  %49 = load i32, ptr %6, align 4
  br label %50

50:                                               ; preds = %48, %43
  %51 = phi i32 [ %47, %43 ], [ %49, %48 ]
  store i32 %51, ptr %10, align 4
  %52 = load i32, ptr %8, align 4
  store i32 %52, ptr %11, align 4
  %53 = load i32, ptr %9, align 4
  store i32 %53, ptr %12, align 4
  %54 = load i32, ptr %8, align 4
  store i32 %54, ptr %13, align 4
  br label %55

55:                                               ; preds = %91, %50
  %56 = load i32, ptr %11, align 4
  %57 = load i32, ptr %9, align 4
  %58 = icmp slt i32 %56, %57
  br i1 %58, label %59, label %63

59:                                               ; preds = %55
  %60 = load i32, ptr %12, align 4
  %61 = load i32, ptr %10, align 4
  %62 = icmp slt i32 %60, %61
  br label %63

63:                                               ; preds = %59, %55
  %64 = phi i1 [ false, %55 ], [ %62, %59 ]
  br i1 %64, label %65, label %98

65:                                               ; preds = %63
  %66 = load ptr, ptr %4, align 8
  %67 = load i32, ptr %11, align 4
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds i32, ptr %66, i64 %68
  %70 = load i32, ptr %69, align 4
  %71 = load ptr, ptr %4, align 8
  %72 = load i32, ptr %12, align 4
  %73 = sext i32 %72 to i64
  %74 = getelementptr inbounds i32, ptr %71, i64 %73
  %75 = load i32, ptr %74, align 4
  %76 = icmp ule i32 %70, %75
  br i1 %76, label %77, label %84

77:                                               ; preds = %65
  %78 = load ptr, ptr %4, align 8
  %79 = load i32, ptr %11, align 4
  %80 = add nsw i32 %79, 1
  store i32 %80, ptr %11, align 4
  %81 = sext i32 %79 to i64
  %82 = getelementptr inbounds i32, ptr %78, i64 %81
  %83 = load i32, ptr %82, align 4
  br label %91

84:                                               ; preds = %65
  %85 = load ptr, ptr %4, align 8
  %86 = load i32, ptr %12, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %12, align 4
  %88 = sext i32 %86 to i64
  %89 = getelementptr inbounds i32, ptr %85, i64 %88
  %90 = load i32, ptr %89, align 4
  br label %91

91:                                               ; preds = %84, %77
  %92 = phi i32 [ %83, %77 ], [ %90, %84 ]
  %93 = load ptr, ptr %5, align 8
  %94 = load i32, ptr %13, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %13, align 4
  %96 = sext i32 %94 to i64
  %97 = getelementptr inbounds i32, ptr %93, i64 %96
  store i32 %92, ptr %97, align 4
  br label %55, !llvm.loop !20

98:                                               ; preds = %63
  br label %99

99:                                               ; preds = %103, %98
  %100 = load i32, ptr %11, align 4
  %101 = load i32, ptr %9, align 4
  %102 = icmp slt i32 %100, %101
  br i1 %102, label %103, label %115

103:                                              ; preds = %99
  %104 = load ptr, ptr %4, align 8
  %105 = load i32, ptr %11, align 4
  %106 = add nsw i32 %105, 1
  store i32 %106, ptr %11, align 4
  %107 = sext i32 %105 to i64
  %108 = getelementptr inbounds i32, ptr %104, i64 %107
  %109 = load i32, ptr %108, align 4
  %110 = load ptr, ptr %5, align 8
  %111 = load i32, ptr %13, align 4
  %112 = add nsw i32 %111, 1
  store i32 %112, ptr %13, align 4
  %113 = sext i32 %111 to i64
  %114 = getelementptr inbounds i32, ptr %110, i64 %113
  store i32 %109, ptr %114, align 4
  br label %99, !llvm.loop !21

115:                                              ; preds = %99
  br label %116

116:                                              ; preds = %120, %115
  %117 = load i32, ptr %12, align 4
  %118 = load i32, ptr %10, align 4
  %119 = icmp slt i32 %117, %118
  br i1 %119, label %120, label %132

120:                                              ; preds = %116
  %121 = load ptr, ptr %4, align 8
  %122 = load i32, ptr %12, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %12, align 4
  %124 = sext i32 %122 to i64
  %125 = getelementptr inbounds i32, ptr %121, i64 %124
  %126 = load i32, ptr %125, align 4
  %127 = load ptr, ptr %5, align 8
  %128 = load i32, ptr %13, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %13, align 4
  %130 = sext i32 %128 to i64
  %131 = getelementptr inbounds i32, ptr %127, i64 %130
  store i32 %126, ptr %131, align 4
  br label %116, !llvm.loop !22

132:                                              ; preds = %116
  br label %133

133:                                              ; preds = %132
  %134 = load i32, ptr %7, align 4
  %135 = mul nsw i32 2, %134
  %136 = load i32, ptr %8, align 4
  %137 = add nsw i32 %136, %135
  store i32 %137, ptr %8, align 4
  br label %19, !llvm.loop !23

138:                                              ; preds = %19
  %139 = load ptr, ptr %4, align 8
  %140 = load ptr, ptr %5, align 8
  %141 = load i32, ptr %6, align 4
  %142 = sext i32 %141 to i64
  %143 = mul i64 4, %142
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %139, ptr align 4 %140, i64 %143, i1 false)
  br label %144

144:                                              ; preds = %138
  %145 = load i32, ptr %7, align 4
  %146 = mul nsw i32 %145, 2
  store i32 %146, ptr %7, align 4
  br label %14, !llvm.loop !24

147:                                              ; preds = %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @shell_sort(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %9 = load i32, ptr %4, align 4
  %10 = sdiv i32 %9, 2
  store i32 %10, ptr %5, align 4
  br label %11

11:                                               ; preds = %68, %2
  %12 = load i32, ptr %5, align 4
  %13 = icmp ne i32 %12, 0
  br i1 %13, label %14, label %71

14:                                               ; preds = %11
  %15 = load i32, ptr %5, align 4
  store i32 %15, ptr %6, align 4
  br label %16

16:                                               ; preds = %64, %14
  %17 = load i32, ptr %6, align 4
  %18 = load i32, ptr %4, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %67

20:                                               ; preds = %16
  %21 = load ptr, ptr %3, align 8
  %22 = load i32, ptr %6, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i32, ptr %21, i64 %23
  %25 = load i32, ptr %24, align 4
  store i32 %25, ptr %7, align 4
  %26 = load i32, ptr %6, align 4
  store i32 %26, ptr %8, align 4
  br label %27

27:                                               ; preds = %43, %20
  %28 = load i32, ptr %8, align 4
  %29 = load i32, ptr %5, align 4
  %30 = icmp sge i32 %28, %29
  br i1 %30, label %31, label %41

31:                                               ; preds = %27
  %32 = load ptr, ptr %3, align 8
  %33 = load i32, ptr %8, align 4
  %34 = load i32, ptr %5, align 4
  %35 = sub nsw i32 %33, %34
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds i32, ptr %32, i64 %36
  %38 = load i32, ptr %37, align 4
  %39 = load i32, ptr %7, align 4
  %40 = icmp ugt i32 %38, %39
  br label %41

41:                                               ; preds = %31, %27
  %42 = phi i1 [ false, %27 ], [ %40, %31 ]
  br i1 %42, label %43, label %58

43:                                               ; preds = %41
  %44 = load ptr, ptr %3, align 8
  %45 = load i32, ptr %8, align 4
  %46 = load i32, ptr %5, align 4
  %47 = sub nsw i32 %45, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds i32, ptr %44, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = load ptr, ptr %3, align 8
  %52 = load i32, ptr %8, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i32, ptr %51, i64 %53
  store i32 %50, ptr %54, align 4
  %55 = load i32, ptr %5, align 4
  %56 = load i32, ptr %8, align 4
  %57 = sub nsw i32 %56, %55
  store i32 %57, ptr %8, align 4
  br label %27, !llvm.loop !25

58:                                               ; preds = %41
  %59 = load i32, ptr %7, align 4
  %60 = load ptr, ptr %3, align 8
  %61 = load i32, ptr %8, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i32, ptr %60, i64 %62
  store i32 %59, ptr %63, align 4
  br label %64

64:                                               ; preds = %58
  %65 = load i32, ptr %6, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %6, align 4
  br label %16, !llvm.loop !26

67:                                               ; preds = %16
  br label %68

68:                                               ; preds = %67
  %69 = load i32, ptr %5, align 4
  %70 = sdiv i32 %69, 2
  store i32 %70, ptr %5, align 4
  br label %11, !llvm.loop !27

71:                                               ; preds = %11
  ret void
}

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp32(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i32, ptr %7, align 4
  store i32 %8, ptr %5, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = load i32, ptr %9, align 4
  store i32 %10, ptr %6, align 4
  %11 = load i32, ptr %5, align 4
  %12 = load i32, ptr %6, align 4
  %13 = icmp ugt i32 %11, %12
  %14 = zext i1 %13 to i32
  %15 = load i32, ptr %5, align 4
  %16 = load i32, ptr %6, align 4
  %17 = icmp ult i32 %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @radix64(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca [257 x i32], align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %90, %3
  %13 = load i32, ptr %7, align 4
  %14 = icmp slt i32 %13, 64
  br i1 %14, label %15, label %93

15:                                               ; preds = %12
  call void @llvm.memset.p0.i64(ptr align 4 %8, i8 0, i64 1028, i1 false)
  store i32 0, ptr %9, align 4
  br label %16

16:                                               ; preds = %34, %15
  %17 = load i32, ptr %9, align 4
  %18 = load i32, ptr %6, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %37

20:                                               ; preds = %16
  %21 = load ptr, ptr %4, align 8
  %22 = load i32, ptr %9, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds i64, ptr %21, i64 %23
  %25 = load i64, ptr %24, align 8
  %26 = load i32, ptr %7, align 4
  %27 = zext i32 %26 to i64
  %28 = lshr i64 %25, %27
  %29 = and i64 %28, 255
  %30 = add i64 %29, 1
  %31 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %30
  %32 = load i32, ptr %31, align 4
  %33 = add nsw i32 %32, 1
  store i32 %33, ptr %31, align 4
  br label %34

34:                                               ; preds = %20
  %35 = load i32, ptr %9, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %9, align 4
  br label %16, !llvm.loop !28

37:                                               ; preds = %16
  store i32 0, ptr %10, align 4
  br label %38

38:                                               ; preds = %52, %37
  %39 = load i32, ptr %10, align 4
  %40 = icmp slt i32 %39, 256
  br i1 %40, label %41, label %55

41:                                               ; preds = %38
  %42 = load i32, ptr %10, align 4
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %43
  %45 = load i32, ptr %44, align 4
  %46 = load i32, ptr %10, align 4
  %47 = add nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %48
  %50 = load i32, ptr %49, align 4
  %51 = add nsw i32 %50, %45
  store i32 %51, ptr %49, align 4
  br label %52

52:                                               ; preds = %41
  %53 = load i32, ptr %10, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %10, align 4
  br label %38, !llvm.loop !29

55:                                               ; preds = %38
  store i32 0, ptr %11, align 4
  br label %56

56:                                               ; preds = %81, %55
  %57 = load i32, ptr %11, align 4
  %58 = load i32, ptr %6, align 4
  %59 = icmp slt i32 %57, %58
  br i1 %59, label %60, label %84

60:                                               ; preds = %56
  %61 = load ptr, ptr %4, align 8
  %62 = load i32, ptr %11, align 4
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds i64, ptr %61, i64 %63
  %65 = load i64, ptr %64, align 8
  %66 = load ptr, ptr %5, align 8
  %67 = load ptr, ptr %4, align 8
  %68 = load i32, ptr %11, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds i64, ptr %67, i64 %69
  %71 = load i64, ptr %70, align 8
  %72 = load i32, ptr %7, align 4
  %73 = zext i32 %72 to i64
  %74 = lshr i64 %71, %73
  %75 = and i64 %74, 255
  %76 = getelementptr inbounds [257 x i32], ptr %8, i64 0, i64 %75
  %77 = load i32, ptr %76, align 4
  %78 = add nsw i32 %77, 1
  store i32 %78, ptr %76, align 4
  %79 = sext i32 %77 to i64
  %80 = getelementptr inbounds i64, ptr %66, i64 %79
  store i64 %65, ptr %80, align 8
  br label %81

81:                                               ; preds = %60
  %82 = load i32, ptr %11, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %11, align 4
  br label %56, !llvm.loop !30

84:                                               ; preds = %56
  %85 = load ptr, ptr %4, align 8
  %86 = load ptr, ptr %5, align 8
  %87 = load i32, ptr %6, align 4
  %88 = sext i32 %87 to i64
  %89 = mul i64 8, %88
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %85, ptr align 8 %86, i64 %89, i1 false)
  br label %90

90:                                               ; preds = %84
  %91 = load i32, ptr %7, align 4
  %92 = add nsw i32 %91, 8
  store i32 %92, ptr %7, align 4
  br label %12, !llvm.loop !31

93:                                               ; preds = %12
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @net8(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i32, align 4
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  %25 = alloca i32, align 4
  %26 = alloca i32, align 4
  %27 = alloca i32, align 4
  %28 = alloca i32, align 4
  %29 = alloca i32, align 4
  %30 = alloca i32, align 4
  %31 = alloca i32, align 4
  %32 = alloca i32, align 4
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i32, align 4
  %36 = alloca i32, align 4
  %37 = alloca i32, align 4
  %38 = alloca i32, align 4
  %39 = alloca i32, align 4
  %40 = alloca i32, align 4
  store ptr %0, ptr %2, align 8
  br label %41

41:                                               ; preds = %1
  %42 = load ptr, ptr %2, align 8
  %43 = getelementptr inbounds i32, ptr %42, i64 0
  %44 = load i32, ptr %43, align 4
  %45 = load ptr, ptr %2, align 8
  %46 = getelementptr inbounds i32, ptr %45, i64 1
  %47 = load i32, ptr %46, align 4
  %48 = icmp slt i32 %44, %47
  br i1 %48, label %49, label %53

49:                                               ; preds = %41
  %50 = load ptr, ptr %2, align 8
  %51 = getelementptr inbounds i32, ptr %50, i64 0
  %52 = load i32, ptr %51, align 4
  br label %57

53:                                               ; preds = %41
  %54 = load ptr, ptr %2, align 8
  %55 = getelementptr inbounds i32, ptr %54, i64 1
  %56 = load i32, ptr %55, align 4
  br label %57

57:                                               ; preds = %53, %49
  %58 = phi i32 [ %52, %49 ], [ %56, %53 ]
  store i32 %58, ptr %3, align 4
  %59 = load ptr, ptr %2, align 8
  %60 = getelementptr inbounds i32, ptr %59, i64 0
  %61 = load i32, ptr %60, align 4
  %62 = load ptr, ptr %2, align 8
  %63 = getelementptr inbounds i32, ptr %62, i64 1
  %64 = load i32, ptr %63, align 4
  %65 = icmp slt i32 %61, %64
  br i1 %65, label %66, label %70

66:                                               ; preds = %57
  %67 = load ptr, ptr %2, align 8
  %68 = getelementptr inbounds i32, ptr %67, i64 1
  %69 = load i32, ptr %68, align 4
  br label %74

70:                                               ; preds = %57
  %71 = load ptr, ptr %2, align 8
  %72 = getelementptr inbounds i32, ptr %71, i64 0
  %73 = load i32, ptr %72, align 4
  br label %74

74:                                               ; preds = %70, %66
  %75 = phi i32 [ %69, %66 ], [ %73, %70 ]
  store i32 %75, ptr %4, align 4
  %76 = load i32, ptr %3, align 4
  %77 = load ptr, ptr %2, align 8
  %78 = getelementptr inbounds i32, ptr %77, i64 0
  store i32 %76, ptr %78, align 4
  %79 = load i32, ptr %4, align 4
  %80 = load ptr, ptr %2, align 8
  %81 = getelementptr inbounds i32, ptr %80, i64 1
  store i32 %79, ptr %81, align 4
  br label %82

82:                                               ; preds = %74
  br label %83

83:                                               ; preds = %82
  %84 = load ptr, ptr %2, align 8
  %85 = getelementptr inbounds i32, ptr %84, i64 2
  %86 = load i32, ptr %85, align 4
  %87 = load ptr, ptr %2, align 8
  %88 = getelementptr inbounds i32, ptr %87, i64 3
  %89 = load i32, ptr %88, align 4
  %90 = icmp slt i32 %86, %89
  br i1 %90, label %91, label %95

91:                                               ; preds = %83
  %92 = load ptr, ptr %2, align 8
  %93 = getelementptr inbounds i32, ptr %92, i64 2
  %94 = load i32, ptr %93, align 4
  br label %99

95:                                               ; preds = %83
  %96 = load ptr, ptr %2, align 8
  %97 = getelementptr inbounds i32, ptr %96, i64 3
  %98 = load i32, ptr %97, align 4
  br label %99

99:                                               ; preds = %95, %91
  %100 = phi i32 [ %94, %91 ], [ %98, %95 ]
  store i32 %100, ptr %5, align 4
  %101 = load ptr, ptr %2, align 8
  %102 = getelementptr inbounds i32, ptr %101, i64 2
  %103 = load i32, ptr %102, align 4
  %104 = load ptr, ptr %2, align 8
  %105 = getelementptr inbounds i32, ptr %104, i64 3
  %106 = load i32, ptr %105, align 4
  %107 = icmp slt i32 %103, %106
  br i1 %107, label %108, label %112

108:                                              ; preds = %99
  %109 = load ptr, ptr %2, align 8
  %110 = getelementptr inbounds i32, ptr %109, i64 3
  %111 = load i32, ptr %110, align 4
  br label %116

112:                                              ; preds = %99
  %113 = load ptr, ptr %2, align 8
  %114 = getelementptr inbounds i32, ptr %113, i64 2
  %115 = load i32, ptr %114, align 4
  br label %116

116:                                              ; preds = %112, %108
  %117 = phi i32 [ %111, %108 ], [ %115, %112 ]
  store i32 %117, ptr %6, align 4
  %118 = load i32, ptr %5, align 4
  %119 = load ptr, ptr %2, align 8
  %120 = getelementptr inbounds i32, ptr %119, i64 2
  store i32 %118, ptr %120, align 4
  %121 = load i32, ptr %6, align 4
  %122 = load ptr, ptr %2, align 8
  %123 = getelementptr inbounds i32, ptr %122, i64 3
  store i32 %121, ptr %123, align 4
  br label %124

124:                                              ; preds = %116
  br label %125

125:                                              ; preds = %124
  %126 = load ptr, ptr %2, align 8
  %127 = getelementptr inbounds i32, ptr %126, i64 4
  %128 = load i32, ptr %127, align 4
  %129 = load ptr, ptr %2, align 8
  %130 = getelementptr inbounds i32, ptr %129, i64 5
  %131 = load i32, ptr %130, align 4
  %132 = icmp slt i32 %128, %131
  br i1 %132, label %133, label %137

133:                                              ; preds = %125
  %134 = load ptr, ptr %2, align 8
  %135 = getelementptr inbounds i32, ptr %134, i64 4
  %136 = load i32, ptr %135, align 4
  br label %141

137:                                              ; preds = %125
  %138 = load ptr, ptr %2, align 8
  %139 = getelementptr inbounds i32, ptr %138, i64 5
  %140 = load i32, ptr %139, align 4
  br label %141

141:                                              ; preds = %137, %133
  %142 = phi i32 [ %136, %133 ], [ %140, %137 ]
  store i32 %142, ptr %7, align 4
  %143 = load ptr, ptr %2, align 8
  %144 = getelementptr inbounds i32, ptr %143, i64 4
  %145 = load i32, ptr %144, align 4
  %146 = load ptr, ptr %2, align 8
  %147 = getelementptr inbounds i32, ptr %146, i64 5
  %148 = load i32, ptr %147, align 4
  %149 = icmp slt i32 %145, %148
  br i1 %149, label %150, label %154

150:                                              ; preds = %141
  %151 = load ptr, ptr %2, align 8
  %152 = getelementptr inbounds i32, ptr %151, i64 5
  %153 = load i32, ptr %152, align 4
  br label %158

154:                                              ; preds = %141
  %155 = load ptr, ptr %2, align 8
  %156 = getelementptr inbounds i32, ptr %155, i64 4
  %157 = load i32, ptr %156, align 4
  br label %158

158:                                              ; preds = %154, %150
  %159 = phi i32 [ %153, %150 ], [ %157, %154 ]
  store i32 %159, ptr %8, align 4
  %160 = load i32, ptr %7, align 4
  %161 = load ptr, ptr %2, align 8
  %162 = getelementptr inbounds i32, ptr %161, i64 4
  store i32 %160, ptr %162, align 4
  %163 = load i32, ptr %8, align 4
  %164 = load ptr, ptr %2, align 8
  %165 = getelementptr inbounds i32, ptr %164, i64 5
  store i32 %163, ptr %165, align 4
  br label %166

166:                                              ; preds = %158
  br label %167

167:                                              ; preds = %166
  %168 = load ptr, ptr %2, align 8
  %169 = getelementptr inbounds i32, ptr %168, i64 6
  %170 = load i32, ptr %169, align 4
  %171 = load ptr, ptr %2, align 8
  %172 = getelementptr inbounds i32, ptr %171, i64 7
  %173 = load i32, ptr %172, align 4
  %174 = icmp slt i32 %170, %173
  br i1 %174, label %175, label %179

175:                                              ; preds = %167
  %176 = load ptr, ptr %2, align 8
  %177 = getelementptr inbounds i32, ptr %176, i64 6
  %178 = load i32, ptr %177, align 4
  br label %183

179:                                              ; preds = %167
  %180 = load ptr, ptr %2, align 8
  %181 = getelementptr inbounds i32, ptr %180, i64 7
  %182 = load i32, ptr %181, align 4
  br label %183

183:                                              ; preds = %179, %175
  %184 = phi i32 [ %178, %175 ], [ %182, %179 ]
  store i32 %184, ptr %9, align 4
  %185 = load ptr, ptr %2, align 8
  %186 = getelementptr inbounds i32, ptr %185, i64 6
  %187 = load i32, ptr %186, align 4
  %188 = load ptr, ptr %2, align 8
  %189 = getelementptr inbounds i32, ptr %188, i64 7
  %190 = load i32, ptr %189, align 4
  %191 = icmp slt i32 %187, %190
  br i1 %191, label %192, label %196

192:                                              ; preds = %183
  %193 = load ptr, ptr %2, align 8
  %194 = getelementptr inbounds i32, ptr %193, i64 7
  %195 = load i32, ptr %194, align 4
  br label %200

196:                                              ; preds = %183
  %197 = load ptr, ptr %2, align 8
  %198 = getelementptr inbounds i32, ptr %197, i64 6
  %199 = load i32, ptr %198, align 4
  br label %200

200:                                              ; preds = %196, %192
  %201 = phi i32 [ %195, %192 ], [ %199, %196 ]
  store i32 %201, ptr %10, align 4
  %202 = load i32, ptr %9, align 4
  %203 = load ptr, ptr %2, align 8
  %204 = getelementptr inbounds i32, ptr %203, i64 6
  store i32 %202, ptr %204, align 4
  %205 = load i32, ptr %10, align 4
  %206 = load ptr, ptr %2, align 8
  %207 = getelementptr inbounds i32, ptr %206, i64 7
  store i32 %205, ptr %207, align 4
  br label %208

208:                                              ; preds = %200
  br label %209

209:                                              ; preds = %208
  %210 = load ptr, ptr %2, align 8
  %211 = getelementptr inbounds i32, ptr %210, i64 0
  %212 = load i32, ptr %211, align 4
  %213 = load ptr, ptr %2, align 8
  %214 = getelementptr inbounds i32, ptr %213, i64 2
  %215 = load i32, ptr %214, align 4
  %216 = icmp slt i32 %212, %215
  br i1 %216, label %217, label %221

217:                                              ; preds = %209
  %218 = load ptr, ptr %2, align 8
  %219 = getelementptr inbounds i32, ptr %218, i64 0
  %220 = load i32, ptr %219, align 4
  br label %225

221:                                              ; preds = %209
  %222 = load ptr, ptr %2, align 8
  %223 = getelementptr inbounds i32, ptr %222, i64 2
  %224 = load i32, ptr %223, align 4
  br label %225

225:                                              ; preds = %221, %217
  %226 = phi i32 [ %220, %217 ], [ %224, %221 ]
  store i32 %226, ptr %11, align 4
  %227 = load ptr, ptr %2, align 8
  %228 = getelementptr inbounds i32, ptr %227, i64 0
  %229 = load i32, ptr %228, align 4
  %230 = load ptr, ptr %2, align 8
  %231 = getelementptr inbounds i32, ptr %230, i64 2
  %232 = load i32, ptr %231, align 4
  %233 = icmp slt i32 %229, %232
  br i1 %233, label %234, label %238

234:                                              ; preds = %225
  %235 = load ptr, ptr %2, align 8
  %236 = getelementptr inbounds i32, ptr %235, i64 2
  %237 = load i32, ptr %236, align 4
  br label %242

238:                                              ; preds = %225
  %239 = load ptr, ptr %2, align 8
  %240 = getelementptr inbounds i32, ptr %239, i64 0
  %241 = load i32, ptr %240, align 4
  br label %242

242:                                              ; preds = %238, %234
  %243 = phi i32 [ %237, %234 ], [ %241, %238 ]
  store i32 %243, ptr %12, align 4
  %244 = load i32, ptr %11, align 4
  %245 = load ptr, ptr %2, align 8
  %246 = getelementptr inbounds i32, ptr %245, i64 0
  store i32 %244, ptr %246, align 4
  %247 = load i32, ptr %12, align 4
  %248 = load ptr, ptr %2, align 8
  %249 = getelementptr inbounds i32, ptr %248, i64 2
  store i32 %247, ptr %249, align 4
  br label %250

250:                                              ; preds = %242
  br label %251

251:                                              ; preds = %250
  %252 = load ptr, ptr %2, align 8
  %253 = getelementptr inbounds i32, ptr %252, i64 1
  %254 = load i32, ptr %253, align 4
  %255 = load ptr, ptr %2, align 8
  %256 = getelementptr inbounds i32, ptr %255, i64 3
  %257 = load i32, ptr %256, align 4
  %258 = icmp slt i32 %254, %257
  br i1 %258, label %259, label %263

259:                                              ; preds = %251
  %260 = load ptr, ptr %2, align 8
  %261 = getelementptr inbounds i32, ptr %260, i64 1
  %262 = load i32, ptr %261, align 4
  br label %267

263:                                              ; preds = %251
  %264 = load ptr, ptr %2, align 8
  %265 = getelementptr inbounds i32, ptr %264, i64 3
  %266 = load i32, ptr %265, align 4
  br label %267

267:                                              ; preds = %263, %259
  %268 = phi i32 [ %262, %259 ], [ %266, %263 ]
  store i32 %268, ptr %13, align 4
  %269 = load ptr, ptr %2, align 8
  %270 = getelementptr inbounds i32, ptr %269, i64 1
  %271 = load i32, ptr %270, align 4
  %272 = load ptr, ptr %2, align 8
  %273 = getelementptr inbounds i32, ptr %272, i64 3
  %274 = load i32, ptr %273, align 4
  %275 = icmp slt i32 %271, %274
  br i1 %275, label %276, label %280

276:                                              ; preds = %267
  %277 = load ptr, ptr %2, align 8
  %278 = getelementptr inbounds i32, ptr %277, i64 3
  %279 = load i32, ptr %278, align 4
  br label %284

280:                                              ; preds = %267
  %281 = load ptr, ptr %2, align 8
  %282 = getelementptr inbounds i32, ptr %281, i64 1
  %283 = load i32, ptr %282, align 4
  br label %284

284:                                              ; preds = %280, %276
  %285 = phi i32 [ %279, %276 ], [ %283, %280 ]
  store i32 %285, ptr %14, align 4
  %286 = load i32, ptr %13, align 4
  %287 = load ptr, ptr %2, align 8
  %288 = getelementptr inbounds i32, ptr %287, i64 1
  store i32 %286, ptr %288, align 4
  %289 = load i32, ptr %14, align 4
  %290 = load ptr, ptr %2, align 8
  %291 = getelementptr inbounds i32, ptr %290, i64 3
  store i32 %289, ptr %291, align 4
  br label %292

292:                                              ; preds = %284
  br label %293

293:                                              ; preds = %292
  %294 = load ptr, ptr %2, align 8
  %295 = getelementptr inbounds i32, ptr %294, i64 4
  %296 = load i32, ptr %295, align 4
  %297 = load ptr, ptr %2, align 8
  %298 = getelementptr inbounds i32, ptr %297, i64 6
  %299 = load i32, ptr %298, align 4
  %300 = icmp slt i32 %296, %299
  br i1 %300, label %301, label %305

301:                                              ; preds = %293
  %302 = load ptr, ptr %2, align 8
  %303 = getelementptr inbounds i32, ptr %302, i64 4
  %304 = load i32, ptr %303, align 4
  br label %309

305:                                              ; preds = %293
  %306 = load ptr, ptr %2, align 8
  %307 = getelementptr inbounds i32, ptr %306, i64 6
  %308 = load i32, ptr %307, align 4
  br label %309

309:                                              ; preds = %305, %301
  %310 = phi i32 [ %304, %301 ], [ %308, %305 ]
  store i32 %310, ptr %15, align 4
  %311 = load ptr, ptr %2, align 8
  %312 = getelementptr inbounds i32, ptr %311, i64 4
  %313 = load i32, ptr %312, align 4
  %314 = load ptr, ptr %2, align 8
  %315 = getelementptr inbounds i32, ptr %314, i64 6
  %316 = load i32, ptr %315, align 4
  %317 = icmp slt i32 %313, %316
  br i1 %317, label %318, label %322

318:                                              ; preds = %309
  %319 = load ptr, ptr %2, align 8
  %320 = getelementptr inbounds i32, ptr %319, i64 6
  %321 = load i32, ptr %320, align 4
  br label %326

322:                                              ; preds = %309
  %323 = load ptr, ptr %2, align 8
  %324 = getelementptr inbounds i32, ptr %323, i64 4
  %325 = load i32, ptr %324, align 4
  br label %326

326:                                              ; preds = %322, %318
  %327 = phi i32 [ %321, %318 ], [ %325, %322 ]
  store i32 %327, ptr %16, align 4
  %328 = load i32, ptr %15, align 4
  %329 = load ptr, ptr %2, align 8
  %330 = getelementptr inbounds i32, ptr %329, i64 4
  store i32 %328, ptr %330, align 4
  %331 = load i32, ptr %16, align 4
  %332 = load ptr, ptr %2, align 8
  %333 = getelementptr inbounds i32, ptr %332, i64 6
  store i32 %331, ptr %333, align 4
  br label %334

334:                                              ; preds = %326
  br label %335

335:                                              ; preds = %334
  %336 = load ptr, ptr %2, align 8
  %337 = getelementptr inbounds i32, ptr %336, i64 5
  %338 = load i32, ptr %337, align 4
  %339 = load ptr, ptr %2, align 8
  %340 = getelementptr inbounds i32, ptr %339, i64 7
  %341 = load i32, ptr %340, align 4
  %342 = icmp slt i32 %338, %341
  br i1 %342, label %343, label %347

343:                                              ; preds = %335
  %344 = load ptr, ptr %2, align 8
  %345 = getelementptr inbounds i32, ptr %344, i64 5
  %346 = load i32, ptr %345, align 4
  br label %351

347:                                              ; preds = %335
  %348 = load ptr, ptr %2, align 8
  %349 = getelementptr inbounds i32, ptr %348, i64 7
  %350 = load i32, ptr %349, align 4
  br label %351

351:                                              ; preds = %347, %343
  %352 = phi i32 [ %346, %343 ], [ %350, %347 ]
  store i32 %352, ptr %17, align 4
  %353 = load ptr, ptr %2, align 8
  %354 = getelementptr inbounds i32, ptr %353, i64 5
  %355 = load i32, ptr %354, align 4
  %356 = load ptr, ptr %2, align 8
  %357 = getelementptr inbounds i32, ptr %356, i64 7
  %358 = load i32, ptr %357, align 4
  %359 = icmp slt i32 %355, %358
  br i1 %359, label %360, label %364

360:                                              ; preds = %351
  %361 = load ptr, ptr %2, align 8
  %362 = getelementptr inbounds i32, ptr %361, i64 7
  %363 = load i32, ptr %362, align 4
  br label %368

364:                                              ; preds = %351
  %365 = load ptr, ptr %2, align 8
  %366 = getelementptr inbounds i32, ptr %365, i64 5
  %367 = load i32, ptr %366, align 4
  br label %368

368:                                              ; preds = %364, %360
  %369 = phi i32 [ %363, %360 ], [ %367, %364 ]
  store i32 %369, ptr %18, align 4
  %370 = load i32, ptr %17, align 4
  %371 = load ptr, ptr %2, align 8
  %372 = getelementptr inbounds i32, ptr %371, i64 5
  store i32 %370, ptr %372, align 4
  %373 = load i32, ptr %18, align 4
  %374 = load ptr, ptr %2, align 8
  %375 = getelementptr inbounds i32, ptr %374, i64 7
  store i32 %373, ptr %375, align 4
  br label %376

376:                                              ; preds = %368
  br label %377

377:                                              ; preds = %376
  %378 = load ptr, ptr %2, align 8
  %379 = getelementptr inbounds i32, ptr %378, i64 1
  %380 = load i32, ptr %379, align 4
  %381 = load ptr, ptr %2, align 8
  %382 = getelementptr inbounds i32, ptr %381, i64 2
  %383 = load i32, ptr %382, align 4
  %384 = icmp slt i32 %380, %383
  br i1 %384, label %385, label %389

385:                                              ; preds = %377
  %386 = load ptr, ptr %2, align 8
  %387 = getelementptr inbounds i32, ptr %386, i64 1
  %388 = load i32, ptr %387, align 4
  br label %393

389:                                              ; preds = %377
  %390 = load ptr, ptr %2, align 8
  %391 = getelementptr inbounds i32, ptr %390, i64 2
  %392 = load i32, ptr %391, align 4
  br label %393

393:                                              ; preds = %389, %385
  %394 = phi i32 [ %388, %385 ], [ %392, %389 ]
  store i32 %394, ptr %19, align 4
  %395 = load ptr, ptr %2, align 8
  %396 = getelementptr inbounds i32, ptr %395, i64 1
  %397 = load i32, ptr %396, align 4
  %398 = load ptr, ptr %2, align 8
  %399 = getelementptr inbounds i32, ptr %398, i64 2
  %400 = load i32, ptr %399, align 4
  %401 = icmp slt i32 %397, %400
  br i1 %401, label %402, label %406

402:                                              ; preds = %393
  %403 = load ptr, ptr %2, align 8
  %404 = getelementptr inbounds i32, ptr %403, i64 2
  %405 = load i32, ptr %404, align 4
  br label %410

406:                                              ; preds = %393
  %407 = load ptr, ptr %2, align 8
  %408 = getelementptr inbounds i32, ptr %407, i64 1
  %409 = load i32, ptr %408, align 4
  br label %410

410:                                              ; preds = %406, %402
  %411 = phi i32 [ %405, %402 ], [ %409, %406 ]
  store i32 %411, ptr %20, align 4
  %412 = load i32, ptr %19, align 4
  %413 = load ptr, ptr %2, align 8
  %414 = getelementptr inbounds i32, ptr %413, i64 1
  store i32 %412, ptr %414, align 4
  %415 = load i32, ptr %20, align 4
  %416 = load ptr, ptr %2, align 8
  %417 = getelementptr inbounds i32, ptr %416, i64 2
  store i32 %415, ptr %417, align 4
  br label %418

418:                                              ; preds = %410
  br label %419

419:                                              ; preds = %418
  %420 = load ptr, ptr %2, align 8
  %421 = getelementptr inbounds i32, ptr %420, i64 5
  %422 = load i32, ptr %421, align 4
  %423 = load ptr, ptr %2, align 8
  %424 = getelementptr inbounds i32, ptr %423, i64 6
  %425 = load i32, ptr %424, align 4
  %426 = icmp slt i32 %422, %425
  br i1 %426, label %427, label %431

427:                                              ; preds = %419
  %428 = load ptr, ptr %2, align 8
  %429 = getelementptr inbounds i32, ptr %428, i64 5
  %430 = load i32, ptr %429, align 4
  br label %435

431:                                              ; preds = %419
  %432 = load ptr, ptr %2, align 8
  %433 = getelementptr inbounds i32, ptr %432, i64 6
  %434 = load i32, ptr %433, align 4
  br label %435

435:                                              ; preds = %431, %427
  %436 = phi i32 [ %430, %427 ], [ %434, %431 ]
  store i32 %436, ptr %21, align 4
  %437 = load ptr, ptr %2, align 8
  %438 = getelementptr inbounds i32, ptr %437, i64 5
  %439 = load i32, ptr %438, align 4
  %440 = load ptr, ptr %2, align 8
  %441 = getelementptr inbounds i32, ptr %440, i64 6
  %442 = load i32, ptr %441, align 4
  %443 = icmp slt i32 %439, %442
  br i1 %443, label %444, label %448

444:                                              ; preds = %435
  %445 = load ptr, ptr %2, align 8
  %446 = getelementptr inbounds i32, ptr %445, i64 6
  %447 = load i32, ptr %446, align 4
  br label %452

448:                                              ; preds = %435
  %449 = load ptr, ptr %2, align 8
  %450 = getelementptr inbounds i32, ptr %449, i64 5
  %451 = load i32, ptr %450, align 4
  br label %452

452:                                              ; preds = %448, %444
  %453 = phi i32 [ %447, %444 ], [ %451, %448 ]
  store i32 %453, ptr %22, align 4
  %454 = load i32, ptr %21, align 4
  %455 = load ptr, ptr %2, align 8
  %456 = getelementptr inbounds i32, ptr %455, i64 5
  store i32 %454, ptr %456, align 4
  %457 = load i32, ptr %22, align 4
  %458 = load ptr, ptr %2, align 8
  %459 = getelementptr inbounds i32, ptr %458, i64 6
  store i32 %457, ptr %459, align 4
  br label %460

460:                                              ; preds = %452
  br label %461

461:                                              ; preds = %460
  %462 = load ptr, ptr %2, align 8
  %463 = getelementptr inbounds i32, ptr %462, i64 0
  %464 = load i32, ptr %463, align 4
  %465 = load ptr, ptr %2, align 8
  %466 = getelementptr inbounds i32, ptr %465, i64 4
  %467 = load i32, ptr %466, align 4
  %468 = icmp slt i32 %464, %467
  br i1 %468, label %469, label %473

469:                                              ; preds = %461
  %470 = load ptr, ptr %2, align 8
  %471 = getelementptr inbounds i32, ptr %470, i64 0
  %472 = load i32, ptr %471, align 4
  br label %477

473:                                              ; preds = %461
  %474 = load ptr, ptr %2, align 8
  %475 = getelementptr inbounds i32, ptr %474, i64 4
  %476 = load i32, ptr %475, align 4
  br label %477

477:                                              ; preds = %473, %469
  %478 = phi i32 [ %472, %469 ], [ %476, %473 ]
  store i32 %478, ptr %23, align 4
  %479 = load ptr, ptr %2, align 8
  %480 = getelementptr inbounds i32, ptr %479, i64 0
  %481 = load i32, ptr %480, align 4
  %482 = load ptr, ptr %2, align 8
  %483 = getelementptr inbounds i32, ptr %482, i64 4
  %484 = load i32, ptr %483, align 4
  %485 = icmp slt i32 %481, %484
  br i1 %485, label %486, label %490

486:                                              ; preds = %477
  %487 = load ptr, ptr %2, align 8
  %488 = getelementptr inbounds i32, ptr %487, i64 4
  %489 = load i32, ptr %488, align 4
  br label %494

490:                                              ; preds = %477
  %491 = load ptr, ptr %2, align 8
  %492 = getelementptr inbounds i32, ptr %491, i64 0
  %493 = load i32, ptr %492, align 4
  br label %494

494:                                              ; preds = %490, %486
  %495 = phi i32 [ %489, %486 ], [ %493, %490 ]
  store i32 %495, ptr %24, align 4
  %496 = load i32, ptr %23, align 4
  %497 = load ptr, ptr %2, align 8
  %498 = getelementptr inbounds i32, ptr %497, i64 0
  store i32 %496, ptr %498, align 4
  %499 = load i32, ptr %24, align 4
  %500 = load ptr, ptr %2, align 8
  %501 = getelementptr inbounds i32, ptr %500, i64 4
  store i32 %499, ptr %501, align 4
  br label %502

502:                                              ; preds = %494
  br label %503

503:                                              ; preds = %502
  %504 = load ptr, ptr %2, align 8
  %505 = getelementptr inbounds i32, ptr %504, i64 3
  %506 = load i32, ptr %505, align 4
  %507 = load ptr, ptr %2, align 8
  %508 = getelementptr inbounds i32, ptr %507, i64 7
  %509 = load i32, ptr %508, align 4
  %510 = icmp slt i32 %506, %509
  br i1 %510, label %511, label %515

511:                                              ; preds = %503
  %512 = load ptr, ptr %2, align 8
  %513 = getelementptr inbounds i32, ptr %512, i64 3
  %514 = load i32, ptr %513, align 4
  br label %519

515:                                              ; preds = %503
  %516 = load ptr, ptr %2, align 8
  %517 = getelementptr inbounds i32, ptr %516, i64 7
  %518 = load i32, ptr %517, align 4
  br label %519

519:                                              ; preds = %515, %511
  %520 = phi i32 [ %514, %511 ], [ %518, %515 ]
  store i32 %520, ptr %25, align 4
  %521 = load ptr, ptr %2, align 8
  %522 = getelementptr inbounds i32, ptr %521, i64 3
  %523 = load i32, ptr %522, align 4
  %524 = load ptr, ptr %2, align 8
  %525 = getelementptr inbounds i32, ptr %524, i64 7
  %526 = load i32, ptr %525, align 4
  %527 = icmp slt i32 %523, %526
  br i1 %527, label %528, label %532

528:                                              ; preds = %519
  %529 = load ptr, ptr %2, align 8
  %530 = getelementptr inbounds i32, ptr %529, i64 7
  %531 = load i32, ptr %530, align 4
  br label %536

532:                                              ; preds = %519
  %533 = load ptr, ptr %2, align 8
  %534 = getelementptr inbounds i32, ptr %533, i64 3
  %535 = load i32, ptr %534, align 4
  br label %536

536:                                              ; preds = %532, %528
  %537 = phi i32 [ %531, %528 ], [ %535, %532 ]
  store i32 %537, ptr %26, align 4
  %538 = load i32, ptr %25, align 4
  %539 = load ptr, ptr %2, align 8
  %540 = getelementptr inbounds i32, ptr %539, i64 3
  store i32 %538, ptr %540, align 4
  %541 = load i32, ptr %26, align 4
  %542 = load ptr, ptr %2, align 8
  %543 = getelementptr inbounds i32, ptr %542, i64 7
  store i32 %541, ptr %543, align 4
  br label %544

544:                                              ; preds = %536
  br label %545

545:                                              ; preds = %544
  %546 = load ptr, ptr %2, align 8
  %547 = getelementptr inbounds i32, ptr %546, i64 1
  %548 = load i32, ptr %547, align 4
  %549 = load ptr, ptr %2, align 8
  %550 = getelementptr inbounds i32, ptr %549, i64 5
  %551 = load i32, ptr %550, align 4
  %552 = icmp slt i32 %548, %551
  br i1 %552, label %553, label %557

553:                                              ; preds = %545
  %554 = load ptr, ptr %2, align 8
  %555 = getelementptr inbounds i32, ptr %554, i64 1
  %556 = load i32, ptr %555, align 4
  br label %561

557:                                              ; preds = %545
  %558 = load ptr, ptr %2, align 8
  %559 = getelementptr inbounds i32, ptr %558, i64 5
  %560 = load i32, ptr %559, align 4
  br label %561

561:                                              ; preds = %557, %553
  %562 = phi i32 [ %556, %553 ], [ %560, %557 ]
  store i32 %562, ptr %27, align 4
  %563 = load ptr, ptr %2, align 8
  %564 = getelementptr inbounds i32, ptr %563, i64 1
  %565 = load i32, ptr %564, align 4
  %566 = load ptr, ptr %2, align 8
  %567 = getelementptr inbounds i32, ptr %566, i64 5
  %568 = load i32, ptr %567, align 4
  %569 = icmp slt i32 %565, %568
  br i1 %569, label %570, label %574

570:                                              ; preds = %561
  %571 = load ptr, ptr %2, align 8
  %572 = getelementptr inbounds i32, ptr %571, i64 5
  %573 = load i32, ptr %572, align 4
  br label %578

574:                                              ; preds = %561
  %575 = load ptr, ptr %2, align 8
  %576 = getelementptr inbounds i32, ptr %575, i64 1
  %577 = load i32, ptr %576, align 4
  br label %578

578:                                              ; preds = %574, %570
  %579 = phi i32 [ %573, %570 ], [ %577, %574 ]
  store i32 %579, ptr %28, align 4
  %580 = load i32, ptr %27, align 4
  %581 = load ptr, ptr %2, align 8
  %582 = getelementptr inbounds i32, ptr %581, i64 1
  store i32 %580, ptr %582, align 4
  %583 = load i32, ptr %28, align 4
  %584 = load ptr, ptr %2, align 8
  %585 = getelementptr inbounds i32, ptr %584, i64 5
  store i32 %583, ptr %585, align 4
  br label %586

586:                                              ; preds = %578
  br label %587

587:                                              ; preds = %586
  %588 = load ptr, ptr %2, align 8
  %589 = getelementptr inbounds i32, ptr %588, i64 2
  %590 = load i32, ptr %589, align 4
  %591 = load ptr, ptr %2, align 8
  %592 = getelementptr inbounds i32, ptr %591, i64 6
  %593 = load i32, ptr %592, align 4
  %594 = icmp slt i32 %590, %593
  br i1 %594, label %595, label %599

595:                                              ; preds = %587
  %596 = load ptr, ptr %2, align 8
  %597 = getelementptr inbounds i32, ptr %596, i64 2
  %598 = load i32, ptr %597, align 4
  br label %603

599:                                              ; preds = %587
  %600 = load ptr, ptr %2, align 8
  %601 = getelementptr inbounds i32, ptr %600, i64 6
  %602 = load i32, ptr %601, align 4
  br label %603

603:                                              ; preds = %599, %595
  %604 = phi i32 [ %598, %595 ], [ %602, %599 ]
  store i32 %604, ptr %29, align 4
  %605 = load ptr, ptr %2, align 8
  %606 = getelementptr inbounds i32, ptr %605, i64 2
  %607 = load i32, ptr %606, align 4
  %608 = load ptr, ptr %2, align 8
  %609 = getelementptr inbounds i32, ptr %608, i64 6
  %610 = load i32, ptr %609, align 4
  %611 = icmp slt i32 %607, %610
  br i1 %611, label %612, label %616

612:                                              ; preds = %603
  %613 = load ptr, ptr %2, align 8
  %614 = getelementptr inbounds i32, ptr %613, i64 6
  %615 = load i32, ptr %614, align 4
  br label %620

616:                                              ; preds = %603
  %617 = load ptr, ptr %2, align 8
  %618 = getelementptr inbounds i32, ptr %617, i64 2
  %619 = load i32, ptr %618, align 4
  br label %620

620:                                              ; preds = %616, %612
  %621 = phi i32 [ %615, %612 ], [ %619, %616 ]
  store i32 %621, ptr %30, align 4
  %622 = load i32, ptr %29, align 4
  %623 = load ptr, ptr %2, align 8
  %624 = getelementptr inbounds i32, ptr %623, i64 2
  store i32 %622, ptr %624, align 4
  %625 = load i32, ptr %30, align 4
  %626 = load ptr, ptr %2, align 8
  %627 = getelementptr inbounds i32, ptr %626, i64 6
  store i32 %625, ptr %627, align 4
  br label %628

628:                                              ; preds = %620
  br label %629

629:                                              ; preds = %628
  %630 = load ptr, ptr %2, align 8
  %631 = getelementptr inbounds i32, ptr %630, i64 1
  %632 = load i32, ptr %631, align 4
  %633 = load ptr, ptr %2, align 8
  %634 = getelementptr inbounds i32, ptr %633, i64 4
  %635 = load i32, ptr %634, align 4
  %636 = icmp slt i32 %632, %635
  br i1 %636, label %637, label %641

637:                                              ; preds = %629
  %638 = load ptr, ptr %2, align 8
  %639 = getelementptr inbounds i32, ptr %638, i64 1
  %640 = load i32, ptr %639, align 4
  br label %645

641:                                              ; preds = %629
  %642 = load ptr, ptr %2, align 8
  %643 = getelementptr inbounds i32, ptr %642, i64 4
  %644 = load i32, ptr %643, align 4
  br label %645

645:                                              ; preds = %641, %637
  %646 = phi i32 [ %640, %637 ], [ %644, %641 ]
  store i32 %646, ptr %31, align 4
  %647 = load ptr, ptr %2, align 8
  %648 = getelementptr inbounds i32, ptr %647, i64 1
  %649 = load i32, ptr %648, align 4
  %650 = load ptr, ptr %2, align 8
  %651 = getelementptr inbounds i32, ptr %650, i64 4
  %652 = load i32, ptr %651, align 4
  %653 = icmp slt i32 %649, %652
  br i1 %653, label %654, label %658

654:                                              ; preds = %645
  %655 = load ptr, ptr %2, align 8
  %656 = getelementptr inbounds i32, ptr %655, i64 4
  %657 = load i32, ptr %656, align 4
  br label %662

658:                                              ; preds = %645
  %659 = load ptr, ptr %2, align 8
  %660 = getelementptr inbounds i32, ptr %659, i64 1
  %661 = load i32, ptr %660, align 4
  br label %662

662:                                              ; preds = %658, %654
  %663 = phi i32 [ %657, %654 ], [ %661, %658 ]
  store i32 %663, ptr %32, align 4
  %664 = load i32, ptr %31, align 4
  %665 = load ptr, ptr %2, align 8
  %666 = getelementptr inbounds i32, ptr %665, i64 1
  store i32 %664, ptr %666, align 4
  %667 = load i32, ptr %32, align 4
  %668 = load ptr, ptr %2, align 8
  %669 = getelementptr inbounds i32, ptr %668, i64 4
  store i32 %667, ptr %669, align 4
  br label %670

670:                                              ; preds = %662
  br label %671

671:                                              ; preds = %670
  %672 = load ptr, ptr %2, align 8
  %673 = getelementptr inbounds i32, ptr %672, i64 3
  %674 = load i32, ptr %673, align 4
  %675 = load ptr, ptr %2, align 8
  %676 = getelementptr inbounds i32, ptr %675, i64 6
  %677 = load i32, ptr %676, align 4
  %678 = icmp slt i32 %674, %677
  br i1 %678, label %679, label %683

679:                                              ; preds = %671
  %680 = load ptr, ptr %2, align 8
  %681 = getelementptr inbounds i32, ptr %680, i64 3
  %682 = load i32, ptr %681, align 4
  br label %687

683:                                              ; preds = %671
  %684 = load ptr, ptr %2, align 8
  %685 = getelementptr inbounds i32, ptr %684, i64 6
  %686 = load i32, ptr %685, align 4
  br label %687

687:                                              ; preds = %683, %679
  %688 = phi i32 [ %682, %679 ], [ %686, %683 ]
  store i32 %688, ptr %33, align 4
  %689 = load ptr, ptr %2, align 8
  %690 = getelementptr inbounds i32, ptr %689, i64 3
  %691 = load i32, ptr %690, align 4
  %692 = load ptr, ptr %2, align 8
  %693 = getelementptr inbounds i32, ptr %692, i64 6
  %694 = load i32, ptr %693, align 4
  %695 = icmp slt i32 %691, %694
  br i1 %695, label %696, label %700

696:                                              ; preds = %687
  %697 = load ptr, ptr %2, align 8
  %698 = getelementptr inbounds i32, ptr %697, i64 6
  %699 = load i32, ptr %698, align 4
  br label %704

700:                                              ; preds = %687
  %701 = load ptr, ptr %2, align 8
  %702 = getelementptr inbounds i32, ptr %701, i64 3
  %703 = load i32, ptr %702, align 4
  br label %704

704:                                              ; preds = %700, %696
  %705 = phi i32 [ %699, %696 ], [ %703, %700 ]
  store i32 %705, ptr %34, align 4
  %706 = load i32, ptr %33, align 4
  %707 = load ptr, ptr %2, align 8
  %708 = getelementptr inbounds i32, ptr %707, i64 3
  store i32 %706, ptr %708, align 4
  %709 = load i32, ptr %34, align 4
  %710 = load ptr, ptr %2, align 8
  %711 = getelementptr inbounds i32, ptr %710, i64 6
  store i32 %709, ptr %711, align 4
  br label %712

712:                                              ; preds = %704
  br label %713

713:                                              ; preds = %712
  %714 = load ptr, ptr %2, align 8
  %715 = getelementptr inbounds i32, ptr %714, i64 2
  %716 = load i32, ptr %715, align 4
  %717 = load ptr, ptr %2, align 8
  %718 = getelementptr inbounds i32, ptr %717, i64 4
  %719 = load i32, ptr %718, align 4
  %720 = icmp slt i32 %716, %719
  br i1 %720, label %721, label %725

721:                                              ; preds = %713
  %722 = load ptr, ptr %2, align 8
  %723 = getelementptr inbounds i32, ptr %722, i64 2
  %724 = load i32, ptr %723, align 4
  br label %729

725:                                              ; preds = %713
  %726 = load ptr, ptr %2, align 8
  %727 = getelementptr inbounds i32, ptr %726, i64 4
  %728 = load i32, ptr %727, align 4
  br label %729

729:                                              ; preds = %725, %721
  %730 = phi i32 [ %724, %721 ], [ %728, %725 ]
  store i32 %730, ptr %35, align 4
  %731 = load ptr, ptr %2, align 8
  %732 = getelementptr inbounds i32, ptr %731, i64 2
  %733 = load i32, ptr %732, align 4
  %734 = load ptr, ptr %2, align 8
  %735 = getelementptr inbounds i32, ptr %734, i64 4
  %736 = load i32, ptr %735, align 4
  %737 = icmp slt i32 %733, %736
  br i1 %737, label %738, label %742

738:                                              ; preds = %729
  %739 = load ptr, ptr %2, align 8
  %740 = getelementptr inbounds i32, ptr %739, i64 4
  %741 = load i32, ptr %740, align 4
  br label %746

742:                                              ; preds = %729
  %743 = load ptr, ptr %2, align 8
  %744 = getelementptr inbounds i32, ptr %743, i64 2
  %745 = load i32, ptr %744, align 4
  br label %746

746:                                              ; preds = %742, %738
  %747 = phi i32 [ %741, %738 ], [ %745, %742 ]
  store i32 %747, ptr %36, align 4
  %748 = load i32, ptr %35, align 4
  %749 = load ptr, ptr %2, align 8
  %750 = getelementptr inbounds i32, ptr %749, i64 2
  store i32 %748, ptr %750, align 4
  %751 = load i32, ptr %36, align 4
  %752 = load ptr, ptr %2, align 8
  %753 = getelementptr inbounds i32, ptr %752, i64 4
  store i32 %751, ptr %753, align 4
  br label %754

754:                                              ; preds = %746
  br label %755

755:                                              ; preds = %754
  %756 = load ptr, ptr %2, align 8
  %757 = getelementptr inbounds i32, ptr %756, i64 3
  %758 = load i32, ptr %757, align 4
  %759 = load ptr, ptr %2, align 8
  %760 = getelementptr inbounds i32, ptr %759, i64 5
  %761 = load i32, ptr %760, align 4
  %762 = icmp slt i32 %758, %761
  br i1 %762, label %763, label %767

763:                                              ; preds = %755
  %764 = load ptr, ptr %2, align 8
  %765 = getelementptr inbounds i32, ptr %764, i64 3
  %766 = load i32, ptr %765, align 4
  br label %771

767:                                              ; preds = %755
  %768 = load ptr, ptr %2, align 8
  %769 = getelementptr inbounds i32, ptr %768, i64 5
  %770 = load i32, ptr %769, align 4
  br label %771

771:                                              ; preds = %767, %763
  %772 = phi i32 [ %766, %763 ], [ %770, %767 ]
  store i32 %772, ptr %37, align 4
  %773 = load ptr, ptr %2, align 8
  %774 = getelementptr inbounds i32, ptr %773, i64 3
  %775 = load i32, ptr %774, align 4
  %776 = load ptr, ptr %2, align 8
  %777 = getelementptr inbounds i32, ptr %776, i64 5
  %778 = load i32, ptr %777, align 4
  %779 = icmp slt i32 %775, %778
  br i1 %779, label %780, label %784

780:                                              ; preds = %771
  %781 = load ptr, ptr %2, align 8
  %782 = getelementptr inbounds i32, ptr %781, i64 5
  %783 = load i32, ptr %782, align 4
  br label %788

784:                                              ; preds = %771
  %785 = load ptr, ptr %2, align 8
  %786 = getelementptr inbounds i32, ptr %785, i64 3
  %787 = load i32, ptr %786, align 4
  br label %788

788:                                              ; preds = %784, %780
  %789 = phi i32 [ %783, %780 ], [ %787, %784 ]
  store i32 %789, ptr %38, align 4
  %790 = load i32, ptr %37, align 4
  %791 = load ptr, ptr %2, align 8
  %792 = getelementptr inbounds i32, ptr %791, i64 3
  store i32 %790, ptr %792, align 4
  %793 = load i32, ptr %38, align 4
  %794 = load ptr, ptr %2, align 8
  %795 = getelementptr inbounds i32, ptr %794, i64 5
  store i32 %793, ptr %795, align 4
  br label %796

796:                                              ; preds = %788
  br label %797

797:                                              ; preds = %796
  %798 = load ptr, ptr %2, align 8
  %799 = getelementptr inbounds i32, ptr %798, i64 3
  %800 = load i32, ptr %799, align 4
  %801 = load ptr, ptr %2, align 8
  %802 = getelementptr inbounds i32, ptr %801, i64 4
  %803 = load i32, ptr %802, align 4
  %804 = icmp slt i32 %800, %803
  br i1 %804, label %805, label %809

805:                                              ; preds = %797
  %806 = load ptr, ptr %2, align 8
  %807 = getelementptr inbounds i32, ptr %806, i64 3
  %808 = load i32, ptr %807, align 4
  br label %813

809:                                              ; preds = %797
  %810 = load ptr, ptr %2, align 8
  %811 = getelementptr inbounds i32, ptr %810, i64 4
  %812 = load i32, ptr %811, align 4
  br label %813

813:                                              ; preds = %809, %805
  %814 = phi i32 [ %808, %805 ], [ %812, %809 ]
  store i32 %814, ptr %39, align 4
  %815 = load ptr, ptr %2, align 8
  %816 = getelementptr inbounds i32, ptr %815, i64 3
  %817 = load i32, ptr %816, align 4
  %818 = load ptr, ptr %2, align 8
  %819 = getelementptr inbounds i32, ptr %818, i64 4
  %820 = load i32, ptr %819, align 4
  %821 = icmp slt i32 %817, %820
  br i1 %821, label %822, label %826

822:                                              ; preds = %813
  %823 = load ptr, ptr %2, align 8
  %824 = getelementptr inbounds i32, ptr %823, i64 4
  %825 = load i32, ptr %824, align 4
  br label %830

826:                                              ; preds = %813
  %827 = load ptr, ptr %2, align 8
  %828 = getelementptr inbounds i32, ptr %827, i64 3
  %829 = load i32, ptr %828, align 4
  br label %830

830:                                              ; preds = %826, %822
  %831 = phi i32 [ %825, %822 ], [ %829, %826 ]
  store i32 %831, ptr %40, align 4
  %832 = load i32, ptr %39, align 4
  %833 = load ptr, ptr %2, align 8
  %834 = getelementptr inbounds i32, ptr %833, i64 3
  store i32 %832, ptr %834, align 4
  %835 = load i32, ptr %40, align 4
  %836 = load ptr, ptr %2, align 8
  %837 = getelementptr inbounds i32, ptr %836, i64 4
  store i32 %835, ptr %837, align 4
  br label %838

838:                                              ; preds = %830
  ret void
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #5 = { nounwind willreturn memory(read) }

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
!27 = distinct !{!27, !7}
!28 = distinct !{!28, !7}
!29 = distinct !{!29, !7}
!30 = distinct !{!30, !7}
!31 = distinct !{!31, !7}
