; ModuleID = 'programs/shunting_yard_eval.c'
source_filename = "programs/shunting_yard_eval.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3\00", align 1
@.str.1 = private unnamed_addr constant [7 x i8] c"-2 ^ 2\00", align 1
@.str.2 = private unnamed_addr constant [9 x i8] c"(-2) ^ 2\00", align 1
@.str.3 = private unnamed_addr constant [7 x i8] c"2 ^ -1\00", align 1
@.str.4 = private unnamed_addr constant [13 x i8] c"10 % 4 * 3.5\00", align 1
@.str.5 = private unnamed_addr constant [31 x i8] c"((1.5 + 2.25) * 4 - 1) / 0.125\00", align 1
@.str.6 = private unnamed_addr constant [10 x i8] c"1 - - - 1\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"((2)\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1
@.str.9 = private unnamed_addr constant [19 x i8] c"100 / 8 / 2 - 0.25\00", align 1
@__const.main.exprs = private unnamed_addr constant [10 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 8
@.str.10 = private unnamed_addr constant [33 x i8] c"%-32s -> mismatched parentheses\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"%-32s -> %-40s = %.10g\0A\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"total=%.10g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x ptr], align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [256 x i8], align 1
  %6 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.exprs, i64 80, i1 false)
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %7

7:                                                ; preds = %37, %0
  %8 = load i32, ptr %4, align 4
  %9 = icmp slt i32 %8, 10
  br i1 %9, label %10, label %40

10:                                               ; preds = %7
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = getelementptr inbounds [10 x ptr], ptr %2, i64 0, i64 %12
  %14 = load ptr, ptr %13, align 8
  %15 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 0
  %16 = call i32 @to_postfix(ptr noundef %14, ptr noundef %15)
  %17 = icmp slt i32 %16, 0
  br i1 %17, label %18, label %24

18:                                               ; preds = %10
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [10 x ptr], ptr %2, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, ptr noundef %22)
  br label %37

24:                                               ; preds = %10
  %25 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 0
  %26 = call double @eval_postfix(ptr noundef %25)
  store double %26, ptr %6, align 8
  %27 = load double, ptr %6, align 8
  %28 = load double, ptr %3, align 8
  %29 = fadd double %28, %27
  store double %29, ptr %3, align 8
  %30 = load i32, ptr %4, align 4
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [10 x ptr], ptr %2, i64 0, i64 %31
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds [256 x i8], ptr %5, i64 0, i64 0
  %35 = load double, ptr %6, align 8
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %33, ptr noundef %34, double noundef %35)
  br label %37

37:                                               ; preds = %24, %18
  %38 = load i32, ptr %4, align 4
  %39 = add nsw i32 %38, 1
  store i32 %39, ptr %4, align 4
  br label %7, !llvm.loop !6

40:                                               ; preds = %7
  %41 = load double, ptr %3, align 8
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, double noundef %41)
  %43 = load double, ptr %3, align 8
  %44 = fptosi double %43 to i32
  %45 = and i32 %44, 127
  ret i32 %45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_postfix(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [64 x i8], align 1
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca ptr, align 8
  %11 = alloca i8, align 1
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  store i32 0, ptr %9, align 4
  %12 = load ptr, ptr %4, align 8
  store ptr %12, ptr %10, align 8
  br label %13

13:                                               ; preds = %209, %2
  %14 = load ptr, ptr %10, align 8
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %212

17:                                               ; preds = %13
  %18 = load ptr, ptr %10, align 8
  %19 = load i8, ptr %18, align 1
  %20 = zext i8 %19 to i32
  %21 = icmp eq i32 %20, 32
  br i1 %21, label %22, label %23

22:                                               ; preds = %17
  br label %209

23:                                               ; preds = %17
  %24 = call ptr @__ctype_b_loc() #5
  %25 = load ptr, ptr %24, align 8
  %26 = load ptr, ptr %10, align 8
  %27 = load i8, ptr %26, align 1
  %28 = zext i8 %27 to i32
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds i16, ptr %25, i64 %29
  %31 = load i16, ptr %30, align 2
  %32 = zext i16 %31 to i32
  %33 = and i32 %32, 2048
  %34 = icmp ne i32 %33, 0
  br i1 %34, label %40, label %35

35:                                               ; preds = %23
  %36 = load ptr, ptr %10, align 8
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp eq i32 %38, 46
  br i1 %39, label %40, label %77

40:                                               ; preds = %35, %23
  br label %41

41:                                               ; preds = %60, %40
  %42 = call ptr @__ctype_b_loc() #5
  %43 = load ptr, ptr %42, align 8
  %44 = load ptr, ptr %10, align 8
  %45 = load i8, ptr %44, align 1
  %46 = zext i8 %45 to i32
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds i16, ptr %43, i64 %47
  %49 = load i16, ptr %48, align 2
  %50 = zext i16 %49 to i32
  %51 = and i32 %50, 2048
  %52 = icmp ne i32 %51, 0
  br i1 %52, label %58, label %53

53:                                               ; preds = %41
  %54 = load ptr, ptr %10, align 8
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = icmp eq i32 %56, 46
  br label %58

58:                                               ; preds = %53, %41
  %59 = phi i1 [ true, %41 ], [ %57, %53 ]
  br i1 %59, label %60, label %69

60:                                               ; preds = %58
  %61 = load ptr, ptr %10, align 8
  %62 = getelementptr inbounds i8, ptr %61, i32 1
  store ptr %62, ptr %10, align 8
  %63 = load i8, ptr %61, align 1
  %64 = load ptr, ptr %5, align 8
  %65 = load i32, ptr %8, align 4
  %66 = add nsw i32 %65, 1
  store i32 %66, ptr %8, align 4
  %67 = sext i32 %65 to i64
  %68 = getelementptr inbounds i8, ptr %64, i64 %67
  store i8 %63, ptr %68, align 1
  br label %41, !llvm.loop !8

69:                                               ; preds = %58
  %70 = load ptr, ptr %5, align 8
  %71 = load i32, ptr %8, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %8, align 4
  %73 = sext i32 %71 to i64
  %74 = getelementptr inbounds i8, ptr %70, i64 %73
  store i8 32, ptr %74, align 1
  %75 = load ptr, ptr %10, align 8
  %76 = getelementptr inbounds i8, ptr %75, i32 -1
  store ptr %76, ptr %10, align 8
  store i32 1, ptr %9, align 4
  br label %209

77:                                               ; preds = %35
  %78 = load ptr, ptr %10, align 8
  %79 = load i8, ptr %78, align 1
  %80 = zext i8 %79 to i32
  %81 = icmp eq i32 %80, 40
  br i1 %81, label %82, label %87

82:                                               ; preds = %77
  %83 = load i32, ptr %7, align 4
  %84 = add nsw i32 %83, 1
  store i32 %84, ptr %7, align 4
  %85 = sext i32 %83 to i64
  %86 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %85
  store i8 40, ptr %86, align 1
  store i32 0, ptr %9, align 4
  br label %209

87:                                               ; preds = %77
  %88 = load ptr, ptr %10, align 8
  %89 = load i8, ptr %88, align 1
  %90 = zext i8 %89 to i32
  %91 = icmp eq i32 %90, 41
  br i1 %91, label %92, label %129

92:                                               ; preds = %87
  br label %93

93:                                               ; preds = %106, %92
  %94 = load i32, ptr %7, align 4
  %95 = icmp ne i32 %94, 0
  br i1 %95, label %96, label %104

96:                                               ; preds = %93
  %97 = load i32, ptr %7, align 4
  %98 = sub nsw i32 %97, 1
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %99
  %101 = load i8, ptr %100, align 1
  %102 = zext i8 %101 to i32
  %103 = icmp ne i32 %102, 40
  br label %104

104:                                              ; preds = %96, %93
  %105 = phi i1 [ false, %93 ], [ %103, %96 ]
  br i1 %105, label %106, label %122

106:                                              ; preds = %104
  %107 = load i32, ptr %7, align 4
  %108 = add nsw i32 %107, -1
  store i32 %108, ptr %7, align 4
  %109 = sext i32 %108 to i64
  %110 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %109
  %111 = load i8, ptr %110, align 1
  %112 = load ptr, ptr %5, align 8
  %113 = load i32, ptr %8, align 4
  %114 = add nsw i32 %113, 1
  store i32 %114, ptr %8, align 4
  %115 = sext i32 %113 to i64
  %116 = getelementptr inbounds i8, ptr %112, i64 %115
  store i8 %111, ptr %116, align 1
  %117 = load ptr, ptr %5, align 8
  %118 = load i32, ptr %8, align 4
  %119 = add nsw i32 %118, 1
  store i32 %119, ptr %8, align 4
  %120 = sext i32 %118 to i64
  %121 = getelementptr inbounds i8, ptr %117, i64 %120
  store i8 32, ptr %121, align 1
  br label %93, !llvm.loop !9

122:                                              ; preds = %104
  %123 = load i32, ptr %7, align 4
  %124 = icmp ne i32 %123, 0
  br i1 %124, label %126, label %125

125:                                              ; preds = %122
  store i32 -1, ptr %3, align 4
  br label %247

126:                                              ; preds = %122
  %127 = load i32, ptr %7, align 4
  %128 = add nsw i32 %127, -1
  store i32 %128, ptr %7, align 4
  store i32 1, ptr %9, align 4
  br label %209

129:                                              ; preds = %87
  %130 = load ptr, ptr %10, align 8
  %131 = load i8, ptr %130, align 1
  %132 = zext i8 %131 to i32
  %133 = icmp eq i32 %132, 45
  br i1 %133, label %134, label %138

134:                                              ; preds = %129
  %135 = load i32, ptr %9, align 4
  %136 = icmp ne i32 %135, 0
  br i1 %136, label %138, label %137

137:                                              ; preds = %134
  br label %142

138:                                              ; preds = %134, %129
  %139 = load ptr, ptr %10, align 8
  %140 = load i8, ptr %139, align 1
  %141 = zext i8 %140 to i32
  br label %142

142:                                              ; preds = %138, %137
  %143 = phi i32 [ 126, %137 ], [ %141, %138 ]
  %144 = trunc i32 %143 to i8
  store i8 %144, ptr %11, align 1
  br label %145

145:                                              ; preds = %187, %142
  %146 = load i32, ptr %7, align 4
  %147 = icmp ne i32 %146, 0
  br i1 %147, label %148, label %185

148:                                              ; preds = %145
  %149 = load i32, ptr %7, align 4
  %150 = sub nsw i32 %149, 1
  %151 = sext i32 %150 to i64
  %152 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %151
  %153 = load i8, ptr %152, align 1
  %154 = zext i8 %153 to i32
  %155 = icmp ne i32 %154, 40
  br i1 %155, label %156, label %185

156:                                              ; preds = %148
  %157 = load i32, ptr %7, align 4
  %158 = sub nsw i32 %157, 1
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %159
  %161 = load i8, ptr %160, align 1
  %162 = call i32 @prec(i8 noundef %161)
  %163 = load i8, ptr %11, align 1
  %164 = call i32 @prec(i8 noundef %163)
  %165 = icmp sgt i32 %162, %164
  br i1 %165, label %183, label %166

166:                                              ; preds = %156
  %167 = load i32, ptr %7, align 4
  %168 = sub nsw i32 %167, 1
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %169
  %171 = load i8, ptr %170, align 1
  %172 = call i32 @prec(i8 noundef %171)
  %173 = load i8, ptr %11, align 1
  %174 = call i32 @prec(i8 noundef %173)
  %175 = icmp eq i32 %172, %174
  br i1 %175, label %176, label %181

176:                                              ; preds = %166
  %177 = load i8, ptr %11, align 1
  %178 = call i32 @right_assoc(i8 noundef %177)
  %179 = icmp ne i32 %178, 0
  %180 = xor i1 %179, true
  br label %181

181:                                              ; preds = %176, %166
  %182 = phi i1 [ false, %166 ], [ %180, %176 ]
  br label %183

183:                                              ; preds = %181, %156
  %184 = phi i1 [ true, %156 ], [ %182, %181 ]
  br label %185

185:                                              ; preds = %183, %148, %145
  %186 = phi i1 [ false, %148 ], [ false, %145 ], [ %184, %183 ]
  br i1 %186, label %187, label %203

187:                                              ; preds = %185
  %188 = load i32, ptr %7, align 4
  %189 = add nsw i32 %188, -1
  store i32 %189, ptr %7, align 4
  %190 = sext i32 %189 to i64
  %191 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %190
  %192 = load i8, ptr %191, align 1
  %193 = load ptr, ptr %5, align 8
  %194 = load i32, ptr %8, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %8, align 4
  %196 = sext i32 %194 to i64
  %197 = getelementptr inbounds i8, ptr %193, i64 %196
  store i8 %192, ptr %197, align 1
  %198 = load ptr, ptr %5, align 8
  %199 = load i32, ptr %8, align 4
  %200 = add nsw i32 %199, 1
  store i32 %200, ptr %8, align 4
  %201 = sext i32 %199 to i64
  %202 = getelementptr inbounds i8, ptr %198, i64 %201
  store i8 32, ptr %202, align 1
  br label %145, !llvm.loop !10

203:                                              ; preds = %185
  %204 = load i8, ptr %11, align 1
  %205 = load i32, ptr %7, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %7, align 4
  %207 = sext i32 %205 to i64
  %208 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %207
  store i8 %204, ptr %208, align 1
  store i32 0, ptr %9, align 4
  br label %209

209:                                              ; preds = %203, %126, %82, %69, %22
  %210 = load ptr, ptr %10, align 8
  %211 = getelementptr inbounds i8, ptr %210, i32 1
  store ptr %211, ptr %10, align 8
  br label %13, !llvm.loop !11

212:                                              ; preds = %13
  br label %213

213:                                              ; preds = %225, %212
  %214 = load i32, ptr %7, align 4
  %215 = icmp ne i32 %214, 0
  br i1 %215, label %216, label %241

216:                                              ; preds = %213
  %217 = load i32, ptr %7, align 4
  %218 = sub nsw i32 %217, 1
  %219 = sext i32 %218 to i64
  %220 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %219
  %221 = load i8, ptr %220, align 1
  %222 = zext i8 %221 to i32
  %223 = icmp eq i32 %222, 40
  br i1 %223, label %224, label %225

224:                                              ; preds = %216
  store i32 -1, ptr %3, align 4
  br label %247

225:                                              ; preds = %216
  %226 = load i32, ptr %7, align 4
  %227 = add nsw i32 %226, -1
  store i32 %227, ptr %7, align 4
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %228
  %230 = load i8, ptr %229, align 1
  %231 = load ptr, ptr %5, align 8
  %232 = load i32, ptr %8, align 4
  %233 = add nsw i32 %232, 1
  store i32 %233, ptr %8, align 4
  %234 = sext i32 %232 to i64
  %235 = getelementptr inbounds i8, ptr %231, i64 %234
  store i8 %230, ptr %235, align 1
  %236 = load ptr, ptr %5, align 8
  %237 = load i32, ptr %8, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %8, align 4
  %239 = sext i32 %237 to i64
  %240 = getelementptr inbounds i8, ptr %236, i64 %239
  store i8 32, ptr %240, align 1
  br label %213, !llvm.loop !12

241:                                              ; preds = %213
  %242 = load ptr, ptr %5, align 8
  %243 = load i32, ptr %8, align 4
  %244 = sext i32 %243 to i64
  %245 = getelementptr inbounds i8, ptr %242, i64 %244
  store i8 0, ptr %245, align 1
  %246 = load i32, ptr %8, align 4
  store i32 %246, ptr %3, align 4
  br label %247

247:                                              ; preds = %241, %224, %125
  %248 = load i32, ptr %3, align 4
  ret i32 %248
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @eval_postfix(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [64 x double], align 8
  %4 = alloca i32, align 4
  %5 = alloca ptr, align 8
  %6 = alloca double, align 8
  %7 = alloca double, align 8
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  store i32 0, ptr %4, align 4
  %10 = load ptr, ptr %2, align 8
  store ptr %10, ptr %5, align 8
  br label %11

11:                                               ; preds = %179, %1
  %12 = load ptr, ptr %5, align 8
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %15, label %182

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp eq i32 %18, 32
  br i1 %19, label %20, label %21

20:                                               ; preds = %15
  br label %179

21:                                               ; preds = %15
  %22 = call ptr @__ctype_b_loc() #5
  %23 = load ptr, ptr %22, align 8
  %24 = load ptr, ptr %5, align 8
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds i16, ptr %23, i64 %27
  %29 = load i16, ptr %28, align 2
  %30 = zext i16 %29 to i32
  %31 = and i32 %30, 2048
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %38, label %33

33:                                               ; preds = %21
  %34 = load ptr, ptr %5, align 8
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = icmp eq i32 %36, 46
  br i1 %37, label %38, label %100

38:                                               ; preds = %33, %21
  store double 0.000000e+00, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  br label %39

39:                                               ; preds = %80, %38
  %40 = call ptr @__ctype_b_loc() #5
  %41 = load ptr, ptr %40, align 8
  %42 = load ptr, ptr %5, align 8
  %43 = load i8, ptr %42, align 1
  %44 = zext i8 %43 to i32
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i16, ptr %41, i64 %45
  %47 = load i16, ptr %46, align 2
  %48 = zext i16 %47 to i32
  %49 = and i32 %48, 2048
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %56, label %51

51:                                               ; preds = %39
  %52 = load ptr, ptr %5, align 8
  %53 = load i8, ptr %52, align 1
  %54 = zext i8 %53 to i32
  %55 = icmp eq i32 %54, 46
  br label %56

56:                                               ; preds = %51, %39
  %57 = phi i1 [ true, %39 ], [ %55, %51 ]
  br i1 %57, label %58, label %83

58:                                               ; preds = %56
  %59 = load ptr, ptr %5, align 8
  %60 = load i8, ptr %59, align 1
  %61 = zext i8 %60 to i32
  %62 = icmp eq i32 %61, 46
  br i1 %62, label %63, label %64

63:                                               ; preds = %58
  store double 1.000000e+00, ptr %7, align 8
  br label %79

64:                                               ; preds = %58
  %65 = load double, ptr %6, align 8
  %66 = fmul double %65, 1.000000e+01
  %67 = load ptr, ptr %5, align 8
  %68 = load i8, ptr %67, align 1
  %69 = zext i8 %68 to i32
  %70 = sub nsw i32 %69, 48
  %71 = sitofp i32 %70 to double
  %72 = fadd double %66, %71
  store double %72, ptr %6, align 8
  %73 = load double, ptr %7, align 8
  %74 = fcmp une double %73, 0.000000e+00
  br i1 %74, label %75, label %78

75:                                               ; preds = %64
  %76 = load double, ptr %7, align 8
  %77 = fmul double %76, 1.000000e+01
  store double %77, ptr %7, align 8
  br label %78

78:                                               ; preds = %75, %64
  br label %79

79:                                               ; preds = %78, %63
  br label %80

80:                                               ; preds = %79
  %81 = load ptr, ptr %5, align 8
  %82 = getelementptr inbounds i8, ptr %81, i32 1
  store ptr %82, ptr %5, align 8
  br label %39, !llvm.loop !13

83:                                               ; preds = %56
  %84 = load double, ptr %7, align 8
  %85 = fcmp une double %84, 0.000000e+00
  br i1 %85, label %86, label %90

86:                                               ; preds = %83
  %87 = load double, ptr %6, align 8
  %88 = load double, ptr %7, align 8
  %89 = fdiv double %87, %88
  br label %92

90:                                               ; preds = %83
  %91 = load double, ptr %6, align 8
  br label %92

92:                                               ; preds = %90, %86
  %93 = phi double [ %89, %86 ], [ %91, %90 ]
  %94 = load i32, ptr %4, align 4
  %95 = add nsw i32 %94, 1
  store i32 %95, ptr %4, align 4
  %96 = sext i32 %94 to i64
  %97 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %96
  store double %93, ptr %97, align 8
  %98 = load ptr, ptr %5, align 8
  %99 = getelementptr inbounds i8, ptr %98, i32 -1
  store ptr %99, ptr %5, align 8
  br label %179

100:                                              ; preds = %33
  %101 = load ptr, ptr %5, align 8
  %102 = load i8, ptr %101, align 1
  %103 = zext i8 %102 to i32
  %104 = icmp eq i32 %103, 126
  br i1 %104, label %105, label %116

105:                                              ; preds = %100
  %106 = load i32, ptr %4, align 4
  %107 = sub nsw i32 %106, 1
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %108
  %110 = load double, ptr %109, align 8
  %111 = fneg double %110
  %112 = load i32, ptr %4, align 4
  %113 = sub nsw i32 %112, 1
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %114
  store double %111, ptr %115, align 8
  br label %179

116:                                              ; preds = %100
  %117 = load i32, ptr %4, align 4
  %118 = add nsw i32 %117, -1
  store i32 %118, ptr %4, align 4
  %119 = sext i32 %118 to i64
  %120 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %119
  %121 = load double, ptr %120, align 8
  store double %121, ptr %8, align 8
  %122 = load i32, ptr %4, align 4
  %123 = add nsw i32 %122, -1
  store i32 %123, ptr %4, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %124
  %126 = load double, ptr %125, align 8
  store double %126, ptr %9, align 8
  %127 = load ptr, ptr %5, align 8
  %128 = load i8, ptr %127, align 1
  %129 = zext i8 %128 to i32
  switch i32 %129, label %178 [
    i32 43, label %130
    i32 45, label %138
    i32 42, label %146
    i32 47, label %154
    i32 37, label %162
    i32 94, label %170
  ]

130:                                              ; preds = %116
  %131 = load double, ptr %9, align 8
  %132 = load double, ptr %8, align 8
  %133 = fadd double %131, %132
  %134 = load i32, ptr %4, align 4
  %135 = add nsw i32 %134, 1
  store i32 %135, ptr %4, align 4
  %136 = sext i32 %134 to i64
  %137 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %136
  store double %133, ptr %137, align 8
  br label %178

138:                                              ; preds = %116
  %139 = load double, ptr %9, align 8
  %140 = load double, ptr %8, align 8
  %141 = fsub double %139, %140
  %142 = load i32, ptr %4, align 4
  %143 = add nsw i32 %142, 1
  store i32 %143, ptr %4, align 4
  %144 = sext i32 %142 to i64
  %145 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %144
  store double %141, ptr %145, align 8
  br label %178

146:                                              ; preds = %116
  %147 = load double, ptr %9, align 8
  %148 = load double, ptr %8, align 8
  %149 = fmul double %147, %148
  %150 = load i32, ptr %4, align 4
  %151 = add nsw i32 %150, 1
  store i32 %151, ptr %4, align 4
  %152 = sext i32 %150 to i64
  %153 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %152
  store double %149, ptr %153, align 8
  br label %178

154:                                              ; preds = %116
  %155 = load double, ptr %9, align 8
  %156 = load double, ptr %8, align 8
  %157 = fdiv double %155, %156
  %158 = load i32, ptr %4, align 4
  %159 = add nsw i32 %158, 1
  store i32 %159, ptr %4, align 4
  %160 = sext i32 %158 to i64
  %161 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %160
  store double %157, ptr %161, align 8
  br label %178

162:                                              ; preds = %116
  %163 = load double, ptr %9, align 8
  %164 = load double, ptr %8, align 8
  %165 = call double @fmod(double noundef %163, double noundef %164) #6
  %166 = load i32, ptr %4, align 4
  %167 = add nsw i32 %166, 1
  store i32 %167, ptr %4, align 4
  %168 = sext i32 %166 to i64
  %169 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %168
  store double %165, ptr %169, align 8
  br label %178

170:                                              ; preds = %116
  %171 = load double, ptr %9, align 8
  %172 = load double, ptr %8, align 8
  %173 = call double @pow(double noundef %171, double noundef %172) #6
  %174 = load i32, ptr %4, align 4
  %175 = add nsw i32 %174, 1
  store i32 %175, ptr %4, align 4
  %176 = sext i32 %174 to i64
  %177 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %176
  store double %173, ptr %177, align 8
  br label %178

178:                                              ; preds = %116, %170, %162, %154, %146, %138, %130
  br label %179

179:                                              ; preds = %178, %105, %92, %20
  %180 = load ptr, ptr %5, align 8
  %181 = getelementptr inbounds i8, ptr %180, i32 1
  store ptr %181, ptr %5, align 8
  br label %11, !llvm.loop !14

182:                                              ; preds = %11
  %183 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 0
  %184 = load double, ptr %183, align 8
  ret double %184
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prec(i8 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = zext i8 %4 to i32
  switch i32 %5, label %10 [
    i32 43, label %6
    i32 45, label %6
    i32 42, label %7
    i32 47, label %7
    i32 37, label %7
    i32 94, label %8
    i32 126, label %9
  ]

6:                                                ; preds = %1, %1
  store i32 1, ptr %2, align 4
  br label %11

7:                                                ; preds = %1, %1, %1
  store i32 2, ptr %2, align 4
  br label %11

8:                                                ; preds = %1
  store i32 3, ptr %2, align 4
  br label %11

9:                                                ; preds = %1
  store i32 4, ptr %2, align 4
  br label %11

10:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %11

11:                                               ; preds = %10, %9, %8, %7, %6
  %12 = load i32, ptr %2, align 4
  ret i32 %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @right_assoc(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = icmp eq i32 %4, 94
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = load i8, ptr %2, align 1
  %8 = zext i8 %7 to i32
  %9 = icmp eq i32 %8, 126
  br label %10

10:                                               ; preds = %6, %1
  %11 = phi i1 [ true, %1 ], [ %9, %6 ]
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: nounwind
declare double @fmod(double noundef, double noundef) #4

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(none) }
attributes #6 = { nounwind }

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
