; ModuleID = 'programs/rpn_calculator.c'
source_filename = "programs/rpn_calculator.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [30 x i8] c"3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"-(2+3)*-4\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"sqrt(16) + abs(-2.5)\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"max(1, min(7, 3)) * 2\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"2^10 - 1000\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"1.5 * (2 + .5)\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"10 / 4 - -3\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"sqrt(2)^2\00", align 1
@__const.main.exprs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [9 x i8] c"%-32s =>\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c" %s\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"  = %.10g\0A\00", align 1
@.str.11 = private unnamed_addr constant [2 x i8] c"(\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"~\00", align 1
@.str.13 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1
@.str.14 = private unnamed_addr constant [4 x i8] c"abs\00", align 1
@.str.15 = private unnamed_addr constant [4 x i8] c"min\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"max\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [8 x ptr], align 16
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [64 x [16 x i8]], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.exprs, i64 64, i1 false)
  store double 0.000000e+00, ptr %3, align 8
  store i32 0, ptr %4, align 4
  br label %9

9:                                                ; preds = %46, %0
  %10 = load i32, ptr %4, align 4
  %11 = icmp slt i32 %10, 8
  br i1 %11, label %12, label %49

12:                                               ; preds = %9
  %13 = load i32, ptr %4, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %14
  %16 = load ptr, ptr %15, align 8
  %17 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 0
  %18 = call i32 @to_rpn(ptr noundef %16, ptr noundef %17)
  store i32 %18, ptr %6, align 4
  %19 = load i32, ptr %4, align 4
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [8 x ptr], ptr %2, i64 0, i64 %20
  %22 = load ptr, ptr %21, align 8
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %22)
  store i32 0, ptr %7, align 4
  br label %24

24:                                               ; preds = %34, %12
  %25 = load i32, ptr %7, align 4
  %26 = load i32, ptr %6, align 4
  %27 = icmp slt i32 %25, %26
  br i1 %27, label %28, label %37

28:                                               ; preds = %24
  %29 = load i32, ptr %7, align 4
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %30
  %32 = getelementptr inbounds [16 x i8], ptr %31, i64 0, i64 0
  %33 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, ptr noundef %32)
  br label %34

34:                                               ; preds = %28
  %35 = load i32, ptr %7, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %7, align 4
  br label %24, !llvm.loop !5

37:                                               ; preds = %24
  %38 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 0
  %39 = load i32, ptr %6, align 4
  %40 = call double @eval_rpn(ptr noundef %38, i32 noundef %39)
  store double %40, ptr %8, align 8
  %41 = load double, ptr %8, align 8
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, double noundef %41)
  %43 = load double, ptr %8, align 8
  %44 = load double, ptr %3, align 8
  %45 = fadd double %44, %43
  store double %45, ptr %3, align 8
  br label %46

46:                                               ; preds = %37
  %47 = load i32, ptr %4, align 4
  %48 = add nsw i32 %47, 1
  store i32 %48, ptr %4, align 4
  br label %9, !llvm.loop !7

49:                                               ; preds = %9
  %50 = load double, ptr %3, align 8
  %51 = fptosi double %50 to i32
  ret i32 %51
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @to_rpn(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [64 x [16 x i8]], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 1, ptr %8, align 4
  %13 = load ptr, ptr %3, align 8
  store ptr %13, ptr %9, align 8
  br label %14

14:                                               ; preds = %302, %216, %146, %138, %97, %64, %24, %2
  %15 = load ptr, ptr %9, align 8
  %16 = load i8, ptr %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %313

18:                                               ; preds = %14
  %19 = load ptr, ptr %9, align 8
  %20 = load i8, ptr %19, align 1
  %21 = zext i8 %20 to i32
  %22 = call i32 @isspace(i32 noundef %21) #7
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %27

24:                                               ; preds = %18
  %25 = load ptr, ptr %9, align 8
  %26 = getelementptr inbounds i8, ptr %25, i32 1
  store ptr %26, ptr %9, align 8
  br label %14, !llvm.loop !8

27:                                               ; preds = %18
  %28 = load ptr, ptr %9, align 8
  %29 = load i8, ptr %28, align 1
  %30 = zext i8 %29 to i32
  %31 = call i32 @isdigit(i32 noundef %30) #7
  %32 = icmp ne i32 %31, 0
  br i1 %32, label %38, label %33

33:                                               ; preds = %27
  %34 = load ptr, ptr %9, align 8
  %35 = load i8, ptr %34, align 1
  %36 = sext i8 %35 to i32
  %37 = icmp eq i32 %36, 46
  br i1 %37, label %38, label %73

38:                                               ; preds = %33, %27
  store i32 0, ptr %10, align 4
  br label %39

39:                                               ; preds = %52, %38
  %40 = load ptr, ptr %9, align 8
  %41 = load i8, ptr %40, align 1
  %42 = zext i8 %41 to i32
  %43 = call i32 @isdigit(i32 noundef %42) #7
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %50, label %45

45:                                               ; preds = %39
  %46 = load ptr, ptr %9, align 8
  %47 = load i8, ptr %46, align 1
  %48 = sext i8 %47 to i32
  %49 = icmp eq i32 %48, 46
  br label %50

50:                                               ; preds = %45, %39
  %51 = phi i1 [ true, %39 ], [ %49, %45 ]
  br i1 %51, label %52, label %64

52:                                               ; preds = %50
  %53 = load ptr, ptr %9, align 8
  %54 = getelementptr inbounds i8, ptr %53, i32 1
  store ptr %54, ptr %9, align 8
  %55 = load i8, ptr %53, align 1
  %56 = load ptr, ptr %4, align 8
  %57 = load i32, ptr %7, align 4
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [16 x i8], ptr %56, i64 %58
  %60 = load i32, ptr %10, align 4
  %61 = add nsw i32 %60, 1
  store i32 %61, ptr %10, align 4
  %62 = sext i32 %60 to i64
  %63 = getelementptr inbounds [16 x i8], ptr %59, i64 0, i64 %62
  store i8 %55, ptr %63, align 1
  br label %39, !llvm.loop !9

64:                                               ; preds = %50
  %65 = load ptr, ptr %4, align 8
  %66 = load i32, ptr %7, align 4
  %67 = add nsw i32 %66, 1
  store i32 %67, ptr %7, align 4
  %68 = sext i32 %66 to i64
  %69 = getelementptr inbounds [16 x i8], ptr %65, i64 %68
  %70 = load i32, ptr %10, align 4
  %71 = sext i32 %70 to i64
  %72 = getelementptr inbounds [16 x i8], ptr %69, i64 0, i64 %71
  store i8 0, ptr %72, align 1
  store i32 0, ptr %8, align 4
  br label %14, !llvm.loop !8

73:                                               ; preds = %33
  %74 = load ptr, ptr %9, align 8
  %75 = load i8, ptr %74, align 1
  %76 = zext i8 %75 to i32
  %77 = call i32 @isalpha(i32 noundef %76) #7
  %78 = icmp ne i32 %77, 0
  br i1 %78, label %79, label %105

79:                                               ; preds = %73
  store i32 0, ptr %11, align 4
  br label %80

80:                                               ; preds = %86, %79
  %81 = load ptr, ptr %9, align 8
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = call i32 @isalpha(i32 noundef %83) #7
  %85 = icmp ne i32 %84, 0
  br i1 %85, label %86, label %97

86:                                               ; preds = %80
  %87 = load ptr, ptr %9, align 8
  %88 = getelementptr inbounds i8, ptr %87, i32 1
  store ptr %88, ptr %9, align 8
  %89 = load i8, ptr %87, align 1
  %90 = load i32, ptr %6, align 4
  %91 = sext i32 %90 to i64
  %92 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %91
  %93 = load i32, ptr %11, align 4
  %94 = add nsw i32 %93, 1
  store i32 %94, ptr %11, align 4
  %95 = sext i32 %93 to i64
  %96 = getelementptr inbounds [16 x i8], ptr %92, i64 0, i64 %95
  store i8 %89, ptr %96, align 1
  br label %80, !llvm.loop !10

97:                                               ; preds = %80
  %98 = load i32, ptr %6, align 4
  %99 = add nsw i32 %98, 1
  store i32 %99, ptr %6, align 4
  %100 = sext i32 %98 to i64
  %101 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %100
  %102 = load i32, ptr %11, align 4
  %103 = sext i32 %102 to i64
  %104 = getelementptr inbounds [16 x i8], ptr %101, i64 0, i64 %103
  store i8 0, ptr %104, align 1
  br label %14, !llvm.loop !8

105:                                              ; preds = %73
  %106 = load ptr, ptr %9, align 8
  %107 = load i8, ptr %106, align 1
  %108 = sext i8 %107 to i32
  %109 = icmp eq i32 %108, 44
  br i1 %109, label %110, label %141

110:                                              ; preds = %105
  br label %111

111:                                              ; preds = %125, %110
  %112 = load i32, ptr %6, align 4
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %114, label %123

114:                                              ; preds = %111
  %115 = load i32, ptr %6, align 4
  %116 = sub nsw i32 %115, 1
  %117 = sext i32 %116 to i64
  %118 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %117
  %119 = getelementptr inbounds [16 x i8], ptr %118, i64 0, i64 0
  %120 = load i8, ptr %119, align 16
  %121 = sext i8 %120 to i32
  %122 = icmp ne i32 %121, 40
  br label %123

123:                                              ; preds = %114, %111
  %124 = phi i1 [ false, %111 ], [ %122, %114 ]
  br i1 %124, label %125, label %138

125:                                              ; preds = %123
  %126 = load ptr, ptr %4, align 8
  %127 = load i32, ptr %7, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %7, align 4
  %129 = sext i32 %127 to i64
  %130 = getelementptr inbounds [16 x i8], ptr %126, i64 %129
  %131 = getelementptr inbounds [16 x i8], ptr %130, i64 0, i64 0
  %132 = load i32, ptr %6, align 4
  %133 = add nsw i32 %132, -1
  store i32 %133, ptr %6, align 4
  %134 = sext i32 %133 to i64
  %135 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %134
  %136 = getelementptr inbounds [16 x i8], ptr %135, i64 0, i64 0
  %137 = call ptr @strcpy(ptr noundef %131, ptr noundef %136) #8
  br label %111, !llvm.loop !11

138:                                              ; preds = %123
  %139 = load ptr, ptr %9, align 8
  %140 = getelementptr inbounds i8, ptr %139, i32 1
  store ptr %140, ptr %9, align 8
  store i32 1, ptr %8, align 4
  br label %14, !llvm.loop !8

141:                                              ; preds = %105
  %142 = load ptr, ptr %9, align 8
  %143 = load i8, ptr %142, align 1
  %144 = sext i8 %143 to i32
  %145 = icmp eq i32 %144, 40
  br i1 %145, label %146, label %155

146:                                              ; preds = %141
  %147 = load i32, ptr %6, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %6, align 4
  %149 = sext i32 %147 to i64
  %150 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %149
  %151 = getelementptr inbounds [16 x i8], ptr %150, i64 0, i64 0
  %152 = call ptr @strcpy(ptr noundef %151, ptr noundef @.str.11) #8
  %153 = load ptr, ptr %9, align 8
  %154 = getelementptr inbounds i8, ptr %153, i32 1
  store ptr %154, ptr %9, align 8
  store i32 1, ptr %8, align 4
  br label %14, !llvm.loop !8

155:                                              ; preds = %141
  %156 = load ptr, ptr %9, align 8
  %157 = load i8, ptr %156, align 1
  %158 = sext i8 %157 to i32
  %159 = icmp eq i32 %158, 41
  br i1 %159, label %160, label %219

160:                                              ; preds = %155
  br label %161

161:                                              ; preds = %175, %160
  %162 = load i32, ptr %6, align 4
  %163 = icmp ne i32 %162, 0
  br i1 %163, label %164, label %173

164:                                              ; preds = %161
  %165 = load i32, ptr %6, align 4
  %166 = sub nsw i32 %165, 1
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %167
  %169 = getelementptr inbounds [16 x i8], ptr %168, i64 0, i64 0
  %170 = load i8, ptr %169, align 16
  %171 = sext i8 %170 to i32
  %172 = icmp ne i32 %171, 40
  br label %173

173:                                              ; preds = %164, %161
  %174 = phi i1 [ false, %161 ], [ %172, %164 ]
  br i1 %174, label %175, label %188

175:                                              ; preds = %173
  %176 = load ptr, ptr %4, align 8
  %177 = load i32, ptr %7, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr %7, align 4
  %179 = sext i32 %177 to i64
  %180 = getelementptr inbounds [16 x i8], ptr %176, i64 %179
  %181 = getelementptr inbounds [16 x i8], ptr %180, i64 0, i64 0
  %182 = load i32, ptr %6, align 4
  %183 = add nsw i32 %182, -1
  store i32 %183, ptr %6, align 4
  %184 = sext i32 %183 to i64
  %185 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %184
  %186 = getelementptr inbounds [16 x i8], ptr %185, i64 0, i64 0
  %187 = call ptr @strcpy(ptr noundef %181, ptr noundef %186) #8
  br label %161, !llvm.loop !12

188:                                              ; preds = %173
  %189 = load i32, ptr %6, align 4
  %190 = add nsw i32 %189, -1
  store i32 %190, ptr %6, align 4
  %191 = load i32, ptr %6, align 4
  %192 = icmp ne i32 %191, 0
  br i1 %192, label %193, label %216

193:                                              ; preds = %188
  %194 = load i32, ptr %6, align 4
  %195 = sub nsw i32 %194, 1
  %196 = sext i32 %195 to i64
  %197 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %196
  %198 = getelementptr inbounds [16 x i8], ptr %197, i64 0, i64 0
  %199 = load i8, ptr %198, align 16
  %200 = zext i8 %199 to i32
  %201 = call i32 @isalpha(i32 noundef %200) #7
  %202 = icmp ne i32 %201, 0
  br i1 %202, label %203, label %216

203:                                              ; preds = %193
  %204 = load ptr, ptr %4, align 8
  %205 = load i32, ptr %7, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %7, align 4
  %207 = sext i32 %205 to i64
  %208 = getelementptr inbounds [16 x i8], ptr %204, i64 %207
  %209 = getelementptr inbounds [16 x i8], ptr %208, i64 0, i64 0
  %210 = load i32, ptr %6, align 4
  %211 = add nsw i32 %210, -1
  store i32 %211, ptr %6, align 4
  %212 = sext i32 %211 to i64
  %213 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %212
  %214 = getelementptr inbounds [16 x i8], ptr %213, i64 0, i64 0
  %215 = call ptr @strcpy(ptr noundef %209, ptr noundef %214) #8
  br label %216

216:                                              ; preds = %203, %193, %188
  %217 = load ptr, ptr %9, align 8
  %218 = getelementptr inbounds i8, ptr %217, i32 1
  store ptr %218, ptr %9, align 8
  store i32 0, ptr %8, align 4
  br label %14, !llvm.loop !8

219:                                              ; preds = %155
  %220 = load ptr, ptr %9, align 8
  %221 = getelementptr inbounds i8, ptr %220, i32 1
  store ptr %221, ptr %9, align 8
  %222 = load i8, ptr %220, align 1
  store i8 %222, ptr %12, align 1
  %223 = load i8, ptr %12, align 1
  %224 = sext i8 %223 to i32
  %225 = icmp eq i32 %224, 45
  br i1 %225, label %226, label %230

226:                                              ; preds = %219
  %227 = load i32, ptr %8, align 4
  %228 = icmp ne i32 %227, 0
  br i1 %228, label %229, label %230

229:                                              ; preds = %226
  store i8 126, ptr %12, align 1
  br label %230

230:                                              ; preds = %229, %226, %219
  br label %231

231:                                              ; preds = %289, %230
  %232 = load i32, ptr %6, align 4
  %233 = icmp ne i32 %232, 0
  br i1 %233, label %234, label %287

234:                                              ; preds = %231
  %235 = load i32, ptr %6, align 4
  %236 = sub nsw i32 %235, 1
  %237 = sext i32 %236 to i64
  %238 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %237
  %239 = getelementptr inbounds [16 x i8], ptr %238, i64 0, i64 0
  %240 = load i8, ptr %239, align 16
  %241 = sext i8 %240 to i32
  %242 = icmp ne i32 %241, 40
  br i1 %242, label %243, label %287

243:                                              ; preds = %234
  %244 = load i32, ptr %6, align 4
  %245 = sub nsw i32 %244, 1
  %246 = sext i32 %245 to i64
  %247 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %246
  %248 = getelementptr inbounds [16 x i8], ptr %247, i64 0, i64 0
  %249 = load i8, ptr %248, align 16
  %250 = zext i8 %249 to i32
  %251 = call i32 @isalpha(i32 noundef %250) #7
  %252 = icmp ne i32 %251, 0
  br i1 %252, label %287, label %253

253:                                              ; preds = %243
  %254 = load i32, ptr %6, align 4
  %255 = sub nsw i32 %254, 1
  %256 = sext i32 %255 to i64
  %257 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %256
  %258 = getelementptr inbounds [16 x i8], ptr %257, i64 0, i64 0
  %259 = load i8, ptr %258, align 16
  %260 = call i32 @prec(i8 noundef %259)
  %261 = load i8, ptr %12, align 1
  %262 = call i32 @prec(i8 noundef %261)
  %263 = icmp sgt i32 %260, %262
  br i1 %263, label %285, label %264

264:                                              ; preds = %253
  %265 = load i32, ptr %6, align 4
  %266 = sub nsw i32 %265, 1
  %267 = sext i32 %266 to i64
  %268 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %267
  %269 = getelementptr inbounds [16 x i8], ptr %268, i64 0, i64 0
  %270 = load i8, ptr %269, align 16
  %271 = call i32 @prec(i8 noundef %270)
  %272 = load i8, ptr %12, align 1
  %273 = call i32 @prec(i8 noundef %272)
  %274 = icmp eq i32 %271, %273
  br i1 %274, label %275, label %283

275:                                              ; preds = %264
  %276 = load i8, ptr %12, align 1
  %277 = sext i8 %276 to i32
  %278 = icmp ne i32 %277, 94
  br i1 %278, label %279, label %283

279:                                              ; preds = %275
  %280 = load i8, ptr %12, align 1
  %281 = sext i8 %280 to i32
  %282 = icmp ne i32 %281, 126
  br label %283

283:                                              ; preds = %279, %275, %264
  %284 = phi i1 [ false, %275 ], [ false, %264 ], [ %282, %279 ]
  br label %285

285:                                              ; preds = %283, %253
  %286 = phi i1 [ true, %253 ], [ %284, %283 ]
  br label %287

287:                                              ; preds = %285, %243, %234, %231
  %288 = phi i1 [ false, %243 ], [ false, %234 ], [ false, %231 ], [ %286, %285 ]
  br i1 %288, label %289, label %302

289:                                              ; preds = %287
  %290 = load ptr, ptr %4, align 8
  %291 = load i32, ptr %7, align 4
  %292 = add nsw i32 %291, 1
  store i32 %292, ptr %7, align 4
  %293 = sext i32 %291 to i64
  %294 = getelementptr inbounds [16 x i8], ptr %290, i64 %293
  %295 = getelementptr inbounds [16 x i8], ptr %294, i64 0, i64 0
  %296 = load i32, ptr %6, align 4
  %297 = add nsw i32 %296, -1
  store i32 %297, ptr %6, align 4
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %298
  %300 = getelementptr inbounds [16 x i8], ptr %299, i64 0, i64 0
  %301 = call ptr @strcpy(ptr noundef %295, ptr noundef %300) #8
  br label %231, !llvm.loop !13

302:                                              ; preds = %287
  %303 = load i8, ptr %12, align 1
  %304 = load i32, ptr %6, align 4
  %305 = sext i32 %304 to i64
  %306 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %305
  %307 = getelementptr inbounds [16 x i8], ptr %306, i64 0, i64 0
  store i8 %303, ptr %307, align 16
  %308 = load i32, ptr %6, align 4
  %309 = add nsw i32 %308, 1
  store i32 %309, ptr %6, align 4
  %310 = sext i32 %308 to i64
  %311 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %310
  %312 = getelementptr inbounds [16 x i8], ptr %311, i64 0, i64 1
  store i8 0, ptr %312, align 1
  store i32 1, ptr %8, align 4
  br label %14, !llvm.loop !8

313:                                              ; preds = %14
  br label %314

314:                                              ; preds = %317, %313
  %315 = load i32, ptr %6, align 4
  %316 = icmp ne i32 %315, 0
  br i1 %316, label %317, label %330

317:                                              ; preds = %314
  %318 = load ptr, ptr %4, align 8
  %319 = load i32, ptr %7, align 4
  %320 = add nsw i32 %319, 1
  store i32 %320, ptr %7, align 4
  %321 = sext i32 %319 to i64
  %322 = getelementptr inbounds [16 x i8], ptr %318, i64 %321
  %323 = getelementptr inbounds [16 x i8], ptr %322, i64 0, i64 0
  %324 = load i32, ptr %6, align 4
  %325 = add nsw i32 %324, -1
  store i32 %325, ptr %6, align 4
  %326 = sext i32 %325 to i64
  %327 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %326
  %328 = getelementptr inbounds [16 x i8], ptr %327, i64 0, i64 0
  %329 = call ptr @strcpy(ptr noundef %323, ptr noundef %328) #8
  br label %314, !llvm.loop !14

330:                                              ; preds = %314
  %331 = load i32, ptr %7, align 4
  ret i32 %331
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #8
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @eval_rpn(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [64 x double], align 16
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca ptr, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  %11 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %12

12:                                               ; preds = %161, %2
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %164

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [16 x i8], ptr %17, i64 %19
  %21 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0
  store ptr %21, ptr %8, align 8
  %22 = load ptr, ptr %8, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 0
  %24 = load i8, ptr %23, align 1
  %25 = zext i8 %24 to i32
  %26 = call i32 @isdigit(i32 noundef %25) #7
  %27 = icmp ne i32 %26, 0
  br i1 %27, label %34, label %28

28:                                               ; preds = %16
  %29 = load ptr, ptr %8, align 8
  %30 = getelementptr inbounds i8, ptr %29, i64 0
  %31 = load i8, ptr %30, align 1
  %32 = sext i8 %31 to i32
  %33 = icmp eq i32 %32, 46
  br i1 %33, label %34, label %41

34:                                               ; preds = %28, %16
  %35 = load ptr, ptr %8, align 8
  %36 = call double @strtod(ptr noundef %35, ptr noundef null) #8
  %37 = load i32, ptr %6, align 4
  %38 = add nsw i32 %37, 1
  store i32 %38, ptr %6, align 4
  %39 = sext i32 %37 to i64
  %40 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %39
  store double %36, ptr %40, align 8
  br label %160

41:                                               ; preds = %28
  %42 = load ptr, ptr %8, align 8
  %43 = call i32 @strcmp(ptr noundef %42, ptr noundef @.str.12) #8
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %56, label %45

45:                                               ; preds = %41
  %46 = load i32, ptr %6, align 4
  %47 = sub nsw i32 %46, 1
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %48
  %50 = load double, ptr %49, align 8
  %51 = fneg double %50
  %52 = load i32, ptr %6, align 4
  %53 = sub nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %54
  store double %51, ptr %55, align 8
  br label %159

56:                                               ; preds = %41
  %57 = load ptr, ptr %8, align 8
  %58 = call i32 @strcmp(ptr noundef %57, ptr noundef @.str.13) #8
  %59 = icmp ne i32 %58, 0
  br i1 %59, label %71, label %60

60:                                               ; preds = %56
  %61 = load i32, ptr %6, align 4
  %62 = sub nsw i32 %61, 1
  %63 = sext i32 %62 to i64
  %64 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %63
  %65 = load double, ptr %64, align 8
  %66 = call double @sqrt(double noundef %65) #8
  %67 = load i32, ptr %6, align 4
  %68 = sub nsw i32 %67, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %69
  store double %66, ptr %70, align 8
  br label %158

71:                                               ; preds = %56
  %72 = load ptr, ptr %8, align 8
  %73 = call i32 @strcmp(ptr noundef %72, ptr noundef @.str.14) #8
  %74 = icmp ne i32 %73, 0
  br i1 %74, label %86, label %75

75:                                               ; preds = %71
  %76 = load i32, ptr %6, align 4
  %77 = sub nsw i32 %76, 1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %78
  %80 = load double, ptr %79, align 8
  %81 = call double @llvm.fabs.f64(double %80)
  %82 = load i32, ptr %6, align 4
  %83 = sub nsw i32 %82, 1
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %84
  store double %81, ptr %85, align 8
  br label %157

86:                                               ; preds = %71
  %87 = load i32, ptr %6, align 4
  %88 = add nsw i32 %87, -1
  store i32 %88, ptr %6, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %89
  %91 = load double, ptr %90, align 8
  store double %91, ptr %9, align 8
  %92 = load i32, ptr %6, align 4
  %93 = add nsw i32 %92, -1
  store i32 %93, ptr %6, align 4
  %94 = sext i32 %93 to i64
  %95 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %94
  %96 = load double, ptr %95, align 8
  store double %96, ptr %10, align 8
  store double 0.000000e+00, ptr %11, align 8
  %97 = load ptr, ptr %8, align 8
  %98 = call i32 @strcmp(ptr noundef %97, ptr noundef @.str.15) #8
  %99 = icmp ne i32 %98, 0
  br i1 %99, label %110, label %100

100:                                              ; preds = %86
  %101 = load double, ptr %10, align 8
  %102 = load double, ptr %9, align 8
  %103 = fcmp olt double %101, %102
  br i1 %103, label %104, label %106

104:                                              ; preds = %100
  %105 = load double, ptr %10, align 8
  br label %108

106:                                              ; preds = %100
  %107 = load double, ptr %9, align 8
  br label %108

108:                                              ; preds = %106, %104
  %109 = phi double [ %105, %104 ], [ %107, %106 ]
  store double %109, ptr %11, align 8
  br label %151

110:                                              ; preds = %86
  %111 = load ptr, ptr %8, align 8
  %112 = call i32 @strcmp(ptr noundef %111, ptr noundef @.str.16) #8
  %113 = icmp ne i32 %112, 0
  br i1 %113, label %124, label %114

114:                                              ; preds = %110
  %115 = load double, ptr %10, align 8
  %116 = load double, ptr %9, align 8
  %117 = fcmp ogt double %115, %116
  br i1 %117, label %118, label %120

118:                                              ; preds = %114
  %119 = load double, ptr %10, align 8
  br label %122

120:                                              ; preds = %114
  %121 = load double, ptr %9, align 8
  br label %122

122:                                              ; preds = %120, %118
  %123 = phi double [ %119, %118 ], [ %121, %120 ]
  store double %123, ptr %11, align 8
  br label %150

124:                                              ; preds = %110
  %125 = load ptr, ptr %8, align 8
  %126 = getelementptr inbounds i8, ptr %125, i64 0
  %127 = load i8, ptr %126, align 1
  %128 = sext i8 %127 to i32
  switch i32 %128, label %149 [
    i32 43, label %129
    i32 45, label %133
    i32 42, label %137
    i32 47, label %141
    i32 94, label %145
  ]

129:                                              ; preds = %124
  %130 = load double, ptr %10, align 8
  %131 = load double, ptr %9, align 8
  %132 = fadd double %130, %131
  store double %132, ptr %11, align 8
  br label %149

133:                                              ; preds = %124
  %134 = load double, ptr %10, align 8
  %135 = load double, ptr %9, align 8
  %136 = fsub double %134, %135
  store double %136, ptr %11, align 8
  br label %149

137:                                              ; preds = %124
  %138 = load double, ptr %10, align 8
  %139 = load double, ptr %9, align 8
  %140 = fmul double %138, %139
  store double %140, ptr %11, align 8
  br label %149

141:                                              ; preds = %124
  %142 = load double, ptr %10, align 8
  %143 = load double, ptr %9, align 8
  %144 = fdiv double %142, %143
  store double %144, ptr %11, align 8
  br label %149

145:                                              ; preds = %124
  %146 = load double, ptr %10, align 8
  %147 = load double, ptr %9, align 8
  %148 = call double @pow(double noundef %146, double noundef %147) #8
  store double %148, ptr %11, align 8
  br label %149

149:                                              ; preds = %124, %145, %141, %137, %133, %129
  br label %150

150:                                              ; preds = %149, %122
  br label %151

151:                                              ; preds = %150, %108
  %152 = load double, ptr %11, align 8
  %153 = load i32, ptr %6, align 4
  %154 = add nsw i32 %153, 1
  store i32 %154, ptr %6, align 4
  %155 = sext i32 %153 to i64
  %156 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %155
  store double %152, ptr %156, align 8
  br label %157

157:                                              ; preds = %151, %75
  br label %158

158:                                              ; preds = %157, %60
  br label %159

159:                                              ; preds = %158, %45
  br label %160

160:                                              ; preds = %159, %34
  br label %161

161:                                              ; preds = %160
  %162 = load i32, ptr %7, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %7, align 4
  br label %12, !llvm.loop !15

164:                                              ; preds = %12
  %165 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 0
  %166 = load double, ptr %165, align 16
  ret double %166
}

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isspace(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isdigit(i32 noundef) #2

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isalpha(i32 noundef) #2

; Function Attrs: nounwind
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prec(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = icmp eq i32 %4, 94
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %35

7:                                                ; preds = %1
  %8 = load i8, ptr %2, align 1
  %9 = sext i8 %8 to i32
  %10 = icmp eq i32 %9, 42
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = load i8, ptr %2, align 1
  %13 = sext i8 %12 to i32
  %14 = icmp eq i32 %13, 47
  br i1 %14, label %15, label %16

15:                                               ; preds = %11, %7
  br label %33

16:                                               ; preds = %11
  %17 = load i8, ptr %2, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp eq i32 %18, 43
  br i1 %19, label %24, label %20

20:                                               ; preds = %16
  %21 = load i8, ptr %2, align 1
  %22 = sext i8 %21 to i32
  %23 = icmp eq i32 %22, 45
  br i1 %23, label %24, label %25

24:                                               ; preds = %20, %16
  br label %31

25:                                               ; preds = %20
  %26 = load i8, ptr %2, align 1
  %27 = sext i8 %26 to i32
  %28 = icmp eq i32 %27, 126
  %29 = zext i1 %28 to i64
  %30 = select i1 %28, i32 5, i32 0
  br label %31

31:                                               ; preds = %25, %24
  %32 = phi i32 [ 2, %24 ], [ %30, %25 ]
  br label %33

33:                                               ; preds = %31, %15
  %34 = phi i32 [ 3, %15 ], [ %32, %31 ]
  br label %35

35:                                               ; preds = %33, %6
  %36 = phi i32 [ 4, %6 ], [ %34, %33 ]
  ret i32 %36
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #4

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal double @strtod(ptr noalias noundef %0, ptr noalias noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call double @__mingw_strtod(ptr noundef %5, ptr noundef %6)
  ret double %7
}

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #3

; Function Attrs: nounwind
declare dso_local double @sqrt(double noundef) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nounwind
declare dso_local double @pow(double noundef, double noundef) #3

declare dso_local double @__mingw_strtod(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind willreturn }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(read) }
attributes #8 = { nounwind }

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
!10 = distinct !{!10, !6}
!11 = distinct !{!11, !6}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
