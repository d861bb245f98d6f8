; ModuleID = 'programs/addc_subc_builtins.c'
source_filename = "programs/addc_subc_builtins.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.a = private unnamed_addr constant [4 x i64] [i64 -1, i64 -1, i64 -9223372036854775808, i64 9223372036854775807], align 8
@__const.main.b = private unnamed_addr constant [4 x i64] [i64 1, i64 0, i64 -9223372036854775808, i64 0], align 8
@.str = private unnamed_addr constant [37 x i8] c"add %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.1 = private unnamed_addr constant [16 x i8] c"sub back ok=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [37 x i8] c"b-a %016llx %016llx %016llx %016llx\0A\00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"carry out %u top %016llx\0A\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [58 x i8] c"addcb=%d carry=%d subcs=%d borrow=%d addcl=%lu carry=%lu\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [4 x i64], align 8
  %3 = alloca [4 x i64], align 8
  %4 = alloca [4 x i64], align 8
  %5 = alloca [4 x i64], align 8
  %6 = alloca i64, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca [4 x i64], align 8
  %10 = alloca [4 x i64], align 8
  %11 = alloca [4 x i64], align 8
  %12 = alloca i32, align 4
  %13 = alloca i128, align 16
  %14 = alloca [8 x i32], align 4
  %15 = alloca [8 x i32], align 4
  %16 = alloca [8 x i32], align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.a, i64 32, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.b, i64 32, i1 false)
  %21 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 0
  %22 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0
  %23 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  call void @add256(ptr noundef %21, ptr noundef %22, ptr noundef %23)
  %24 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 3
  %25 = load i64, ptr %24, align 8
  %26 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 2
  %27 = load i64, ptr %26, align 8
  %28 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 1
  %29 = load i64, ptr %28, align 8
  %30 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 0
  %31 = load i64, ptr %30, align 8
  %32 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %25, i64 noundef %27, i64 noundef %29, i64 noundef %31)
  %33 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0
  %34 = getelementptr inbounds [4 x i64], ptr %4, i64 0, i64 0
  %35 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  call void @sub256(ptr noundef %33, ptr noundef %34, ptr noundef %35)
  %36 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0
  %37 = load i64, ptr %36, align 8
  %38 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0
  %39 = load i64, ptr %38, align 8
  %40 = icmp eq i64 %37, %39
  br i1 %40, label %41, label %59

41:                                               ; preds = %0
  %42 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 1
  %43 = load i64, ptr %42, align 8
  %44 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 1
  %45 = load i64, ptr %44, align 8
  %46 = icmp eq i64 %43, %45
  br i1 %46, label %47, label %59

47:                                               ; preds = %41
  %48 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 2
  %49 = load i64, ptr %48, align 8
  %50 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 2
  %51 = load i64, ptr %50, align 8
  %52 = icmp eq i64 %49, %51
  br i1 %52, label %53, label %59

53:                                               ; preds = %47
  %54 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 3
  %55 = load i64, ptr %54, align 8
  %56 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 3
  %57 = load i64, ptr %56, align 8
  %58 = icmp eq i64 %55, %57
  br label %59

59:                                               ; preds = %53, %47, %41, %0
  %60 = phi i1 [ false, %47 ], [ false, %41 ], [ false, %0 ], [ %58, %53 ]
  %61 = zext i1 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %61)
  %63 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0
  %64 = getelementptr inbounds [4 x i64], ptr %3, i64 0, i64 0
  %65 = getelementptr inbounds [4 x i64], ptr %2, i64 0, i64 0
  call void @sub256(ptr noundef %63, ptr noundef %64, ptr noundef %65)
  %66 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 3
  %67 = load i64, ptr %66, align 8
  %68 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 2
  %69 = load i64, ptr %68, align 8
  %70 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 1
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds [4 x i64], ptr %5, i64 0, i64 0
  %73 = load i64, ptr %72, align 8
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %67, i64 noundef %69, i64 noundef %71, i64 noundef %73)
  store i64 2611923443488327891, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %75

75:                                               ; preds = %238, %59
  %76 = load i32, ptr %8, align 4
  %77 = icmp slt i32 %76, 100
  br i1 %77, label %78, label %241

78:                                               ; preds = %75
  store i32 0, ptr %12, align 4
  br label %79

79:                                               ; preds = %106, %78
  %80 = load i32, ptr %12, align 4
  %81 = icmp slt i32 %80, 4
  br i1 %81, label %82, label %109

82:                                               ; preds = %79
  %83 = load i64, ptr %6, align 8
  %84 = mul i64 %83, 2862933555777941757
  %85 = add i64 %84, 3037000493
  store i64 %85, ptr %6, align 8
  %86 = load i64, ptr %6, align 8
  %87 = load i32, ptr %12, align 4
  %88 = sext i32 %87 to i64
  %89 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 %88
  store i64 %86, ptr %89, align 8
  %90 = load i64, ptr %6, align 8
  %91 = mul i64 %90, 2862933555777941757
  %92 = add i64 %91, 3037000493
  store i64 %92, ptr %6, align 8
  %93 = load i32, ptr %8, align 4
  %94 = and i32 %93, 1
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %99

96:                                               ; preds = %82
  %97 = load i64, ptr %6, align 8
  %98 = xor i64 %97, -1
  br label %101

99:                                               ; preds = %82
  %100 = load i64, ptr %6, align 8
  br label %101

101:                                              ; preds = %99, %96
  %102 = phi i64 [ %98, %96 ], [ %100, %99 ]
  %103 = load i32, ptr %12, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 %104
  store i64 %102, ptr %105, align 8
  br label %106

106:                                              ; preds = %101
  %107 = load i32, ptr %12, align 4
  %108 = add nsw i32 %107, 1
  store i32 %108, ptr %12, align 4
  br label %79, !llvm.loop !6

109:                                              ; preds = %79
  %110 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 0
  %111 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 0
  %112 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 0
  call void @add256(ptr noundef %110, ptr noundef %111, ptr noundef %112)
  %113 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 1
  %114 = load i64, ptr %113, align 8
  %115 = zext i64 %114 to i128
  %116 = shl i128 %115, 64
  %117 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 0
  %118 = load i64, ptr %117, align 8
  %119 = zext i64 %118 to i128
  %120 = or i128 %116, %119
  %121 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 1
  %122 = load i64, ptr %121, align 8
  %123 = zext i64 %122 to i128
  %124 = shl i128 %123, 64
  %125 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 0
  %126 = load i64, ptr %125, align 8
  %127 = zext i64 %126 to i128
  %128 = or i128 %124, %127
  %129 = add i128 %120, %128
  store i128 %129, ptr %13, align 16
  %130 = load i128, ptr %13, align 16
  %131 = trunc i128 %130 to i64
  %132 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 0
  %133 = load i64, ptr %132, align 8
  %134 = icmp ne i64 %131, %133
  br i1 %134, label %142, label %135

135:                                              ; preds = %109
  %136 = load i128, ptr %13, align 16
  %137 = lshr i128 %136, 64
  %138 = trunc i128 %137 to i64
  %139 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 1
  %140 = load i64, ptr %139, align 8
  %141 = icmp ne i64 %138, %140
  br i1 %141, label %142, label %145

142:                                              ; preds = %135, %109
  %143 = load i32, ptr %7, align 4
  %144 = add nsw i32 %143, 1
  store i32 %144, ptr %7, align 4
  br label %145

145:                                              ; preds = %142, %135
  store i32 0, ptr %17, align 4
  br label %146

146:                                              ; preds = %190, %145
  %147 = load i32, ptr %17, align 4
  %148 = icmp slt i32 %147, 4
  br i1 %148, label %149, label %193

149:                                              ; preds = %146
  %150 = load i32, ptr %17, align 4
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 %151
  %153 = load i64, ptr %152, align 8
  %154 = trunc i64 %153 to i32
  %155 = load i32, ptr %17, align 4
  %156 = mul nsw i32 2, %155
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [8 x i32], ptr %14, i64 0, i64 %157
  store i32 %154, ptr %158, align 4
  %159 = load i32, ptr %17, align 4
  %160 = sext i32 %159 to i64
  %161 = getelementptr inbounds [4 x i64], ptr %9, i64 0, i64 %160
  %162 = load i64, ptr %161, align 8
  %163 = lshr i64 %162, 32
  %164 = trunc i64 %163 to i32
  %165 = load i32, ptr %17, align 4
  %166 = mul nsw i32 2, %165
  %167 = add nsw i32 %166, 1
  %168 = sext i32 %167 to i64
  %169 = getelementptr inbounds [8 x i32], ptr %14, i64 0, i64 %168
  store i32 %164, ptr %169, align 4
  %170 = load i32, ptr %17, align 4
  %171 = sext i32 %170 to i64
  %172 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 %171
  %173 = load i64, ptr %172, align 8
  %174 = trunc i64 %173 to i32
  %175 = load i32, ptr %17, align 4
  %176 = mul nsw i32 2, %175
  %177 = sext i32 %176 to i64
  %178 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %177
  store i32 %174, ptr %178, align 4
  %179 = load i32, ptr %17, align 4
  %180 = sext i32 %179 to i64
  %181 = getelementptr inbounds [4 x i64], ptr %10, i64 0, i64 %180
  %182 = load i64, ptr %181, align 8
  %183 = lshr i64 %182, 32
  %184 = trunc i64 %183 to i32
  %185 = load i32, ptr %17, align 4
  %186 = mul nsw i32 2, %185
  %187 = add nsw i32 %186, 1
  %188 = sext i32 %187 to i64
  %189 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 %188
  store i32 %184, ptr %189, align 4
  br label %190

190:                                              ; preds = %149
  %191 = load i32, ptr %17, align 4
  %192 = add nsw i32 %191, 1
  store i32 %192, ptr %17, align 4
  br label %146, !llvm.loop !8

193:                                              ; preds = %146
  %194 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 0
  %195 = getelementptr inbounds [8 x i32], ptr %14, i64 0, i64 0
  %196 = getelementptr inbounds [8 x i32], ptr %15, i64 0, i64 0
  %197 = call i32 @add32x8(ptr noundef %194, ptr noundef %195, ptr noundef %196)
  store i32 %197, ptr %18, align 4
  store i32 0, ptr %19, align 4
  br label %198

198:                                              ; preds = %226, %193
  %199 = load i32, ptr %19, align 4
  %200 = icmp slt i32 %199, 4
  br i1 %200, label %201, label %229

201:                                              ; preds = %198
  %202 = load i32, ptr %19, align 4
  %203 = mul nsw i32 2, %202
  %204 = add nsw i32 %203, 1
  %205 = sext i32 %204 to i64
  %206 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 %205
  %207 = load i32, ptr %206, align 4
  %208 = zext i32 %207 to i64
  %209 = shl i64 %208, 32
  %210 = load i32, ptr %19, align 4
  %211 = mul nsw i32 2, %210
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [8 x i32], ptr %16, i64 0, i64 %212
  %214 = load i32, ptr %213, align 4
  %215 = zext i32 %214 to i64
  %216 = or i64 %209, %215
  %217 = load i32, ptr %19, align 4
  %218 = sext i32 %217 to i64
  %219 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 %218
  %220 = load i64, ptr %219, align 8
  %221 = icmp ne i64 %216, %220
  br i1 %221, label %222, label %225

222:                                              ; preds = %201
  %223 = load i32, ptr %7, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %7, align 4
  br label %225

225:                                              ; preds = %222, %201
  br label %226

226:                                              ; preds = %225
  %227 = load i32, ptr %19, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %19, align 4
  br label %198, !llvm.loop !9

229:                                              ; preds = %198
  %230 = load i32, ptr %8, align 4
  %231 = icmp slt i32 %230, 3
  br i1 %231, label %232, label %237

232:                                              ; preds = %229
  %233 = load i32, ptr %18, align 4
  %234 = getelementptr inbounds [4 x i64], ptr %11, i64 0, i64 3
  %235 = load i64, ptr %234, align 8
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %233, i64 noundef %235)
  br label %237

237:                                              ; preds = %232, %229
  br label %238

238:                                              ; preds = %237
  %239 = load i32, ptr %8, align 4
  %240 = add nsw i32 %239, 1
  store i32 %240, ptr %8, align 4
  br label %75, !llvm.loop !10

241:                                              ; preds = %75
  %242 = call i32 @small_carries()
  store i32 %242, ptr %20, align 4
  %243 = load i32, ptr %7, align 4
  %244 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %243)
  %245 = load i32, ptr %7, align 4
  %246 = icmp ne i32 %245, 0
  br i1 %246, label %247, label %248

247:                                              ; preds = %241
  br label %250

248:                                              ; preds = %241
  %249 = load i32, ptr %20, align 4
  br label %250

250:                                              ; preds = %248, %247
  %251 = phi i32 [ 1, %247 ], [ %249, %248 ]
  ret i32 %251
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @add256(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %8, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %39

12:                                               ; preds = %9
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %8, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i64, ptr %13, i64 %15
  %17 = load i64, ptr %16, align 8
  %18 = load ptr, ptr %6, align 8
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i64, ptr %18, i64 %20
  %22 = load i64, ptr %21, align 8
  %23 = load i64, ptr %7, align 8
  %24 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %17, i64 %22)
  %25 = extractvalue { i64, i1 } %24, 1
  %26 = extractvalue { i64, i1 } %24, 0
  %27 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %26, i64 %23)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = or i1 %25, %28
  %31 = zext i1 %30 to i64
  store i64 %31, ptr %7, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i64, ptr %32, i64 %34
  store i64 %29, ptr %35, align 8
  br label %36

36:                                               ; preds = %12
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %9, !llvm.loop !11

39:                                               ; preds = %9
  ret void
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sub256(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %8, align 4
  %11 = icmp slt i32 %10, 4
  br i1 %11, label %12, label %39

12:                                               ; preds = %9
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %8, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i64, ptr %13, i64 %15
  %17 = load i64, ptr %16, align 8
  %18 = load ptr, ptr %6, align 8
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i64, ptr %18, i64 %20
  %22 = load i64, ptr %21, align 8
  %23 = load i64, ptr %7, align 8
  %24 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %17, i64 %22)
  %25 = extractvalue { i64, i1 } %24, 1
  %26 = extractvalue { i64, i1 } %24, 0
  %27 = call { i64, i1 } @llvm.usub.with.overflow.i64(i64 %26, i64 %23)
  %28 = extractvalue { i64, i1 } %27, 1
  %29 = extractvalue { i64, i1 } %27, 0
  %30 = or i1 %25, %28
  %31 = zext i1 %30 to i64
  store i64 %31, ptr %7, align 8
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i64, ptr %32, i64 %34
  store i64 %29, ptr %35, align 8
  br label %36

36:                                               ; preds = %12
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %9, !llvm.loop !12

39:                                               ; preds = %9
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @add32x8(ptr noundef %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store ptr %2, ptr %6, align 8
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %9

9:                                                ; preds = %36, %3
  %10 = load i32, ptr %8, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %39

12:                                               ; preds = %9
  %13 = load ptr, ptr %5, align 8
  %14 = load i32, ptr %8, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds i32, ptr %13, i64 %15
  %17 = load i32, ptr %16, align 4
  %18 = load ptr, ptr %6, align 8
  %19 = load i32, ptr %8, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds i32, ptr %18, i64 %20
  %22 = load i32, ptr %21, align 4
  %23 = load i32, ptr %7, align 4
  %24 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %17, i32 %22)
  %25 = extractvalue { i32, i1 } %24, 1
  %26 = extractvalue { i32, i1 } %24, 0
  %27 = call { i32, i1 } @llvm.uadd.with.overflow.i32(i32 %26, i32 %23)
  %28 = extractvalue { i32, i1 } %27, 1
  %29 = extractvalue { i32, i1 } %27, 0
  %30 = or i1 %25, %28
  %31 = zext i1 %30 to i32
  store i32 %31, ptr %7, align 4
  %32 = load ptr, ptr %4, align 8
  %33 = load i32, ptr %8, align 4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds i32, ptr %32, i64 %34
  store i32 %29, ptr %35, align 4
  br label %36

36:                                               ; preds = %12
  %37 = load i32, ptr %8, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %8, align 4
  br label %9, !llvm.loop !13

39:                                               ; preds = %9
  %40 = load i32, ptr %7, align 4
  ret i32 %40
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @small_carries() #0 {
  %1 = alloca i8, align 1
  %2 = alloca i16, align 2
  %3 = alloca i64, align 8
  %4 = alloca i8, align 1
  %5 = alloca i16, align 2
  %6 = alloca i64, align 8
  %7 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 -56, i8 100)
  %8 = extractvalue { i8, i1 } %7, 1
  %9 = extractvalue { i8, i1 } %7, 0
  %10 = call { i8, i1 } @llvm.uadd.with.overflow.i8(i8 %9, i8 1)
  %11 = extractvalue { i8, i1 } %10, 1
  %12 = extractvalue { i8, i1 } %10, 0
  %13 = or i1 %8, %11
  %14 = zext i1 %13 to i8
  store i8 %14, ptr %1, align 1
  store i8 %12, ptr %4, align 1
  %15 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 5, i16 10)
  %16 = extractvalue { i16, i1 } %15, 1
  %17 = extractvalue { i16, i1 } %15, 0
  %18 = call { i16, i1 } @llvm.usub.with.overflow.i16(i16 %17, i16 0)
  %19 = extractvalue { i16, i1 } %18, 1
  %20 = extractvalue { i16, i1 } %18, 0
  %21 = or i1 %16, %19
  %22 = zext i1 %21 to i16
  store i16 %22, ptr %2, align 2
  store i16 %20, ptr %5, align 2
  %23 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 -1, i64 0)
  %24 = extractvalue { i64, i1 } %23, 1
  %25 = extractvalue { i64, i1 } %23, 0
  %26 = call { i64, i1 } @llvm.uadd.with.overflow.i64(i64 %25, i64 1)
  %27 = extractvalue { i64, i1 } %26, 1
  %28 = extractvalue { i64, i1 } %26, 0
  %29 = or i1 %24, %27
  %30 = zext i1 %29 to i64
  store i64 %30, ptr %3, align 8
  store i64 %28, ptr %6, align 8
  %31 = load i8, ptr %4, align 1
  %32 = zext i8 %31 to i32
  %33 = load i8, ptr %1, align 1
  %34 = zext i8 %33 to i32
  %35 = load i16, ptr %5, align 2
  %36 = zext i16 %35 to i32
  %37 = load i16, ptr %2, align 2
  %38 = zext i16 %37 to i32
  %39 = load i64, ptr %6, align 8
  %40 = load i64, ptr %3, align 8
  %41 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %32, i32 noundef %34, i32 noundef %36, i32 noundef %38, i64 noundef %39, i64 noundef %40)
  %42 = load i8, ptr %1, align 1
  %43 = zext i8 %42 to i32
  %44 = load i16, ptr %2, align 2
  %45 = zext i16 %44 to i32
  %46 = add nsw i32 %43, %45
  %47 = load i64, ptr %3, align 8
  %48 = trunc i64 %47 to i32
  %49 = add nsw i32 %46, %48
  ret i32 %49
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.uadd.with.overflow.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i64, i1 } @llvm.usub.with.overflow.i64(i64, i64) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i32, i1 } @llvm.uadd.with.overflow.i32(i32, i32) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i8, i1 } @llvm.uadd.with.overflow.i8(i8, i8) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i16, i1 } @llvm.usub.with.overflow.i16(i16, i16) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
