; ModuleID = 'programs/rpn_calculator.c'
source_filename = "programs/rpn_calculator.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3\00", align 1
@.str.1 = private unnamed_addr constant [10 x i8] c"-(2+3)*-4\00", align 1
@.str.2 = private unnamed_addr constant [21 x i8] c"sqrt(16) + abs(-2.5)\00", align 1
@.str.3 = private unnamed_addr constant [22 x i8] c"max(1, min(7, 3)) * 2\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"2^10 - 1000\00", align 1
@.str.5 = private unnamed_addr constant [15 x i8] c"1.5 * (2 + .5)\00", align 1
@.str.6 = private unnamed_addr constant [12 x i8] c"10 / 4 - -3\00", align 1
@.str.7 = private unnamed_addr constant [10 x i8] c"sqrt(2)^2\00", align 1
@__const.main.exprs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 8
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
  %2 = alloca [8 x ptr], align 8
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [64 x [16 x i8]], align 1
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.exprs, i64 64, i1 false)
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
  br label %24, !llvm.loop !6

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
  br label %9, !llvm.loop !8

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
  %5 = alloca [64 x [16 x i8]], align 1
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

14:                                               ; preds = %344, %252, %176, %168, %127, %82, %30, %2
  %15 = load ptr, ptr %9, align 8
  %16 = load i8, ptr %15, align 1
  %17 = icmp ne i8 %16, 0
  br i1 %17, label %18, label %355

18:                                               ; preds = %14
  %19 = call ptr @__ctype_b_loc() #7
  %20 = load ptr, ptr %19, align 8
  %21 = load ptr, ptr %9, align 8
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds i16, ptr %20, i64 %24
  %26 = load i16, ptr %25, align 2
  %27 = zext i16 %26 to i32
  %28 = and i32 %27, 8192
  %29 = icmp ne i32 %28, 0
  br i1 %29, label %30, label %33

30:                                               ; preds = %18
  %31 = load ptr, ptr %9, align 8
  %32 = getelementptr inbounds i8, ptr %31, i32 1
  store ptr %32, ptr %9, align 8
  br label %14, !llvm.loop !9

33:                                               ; preds = %18
  %34 = call ptr @__ctype_b_loc() #7
  %35 = load ptr, ptr %34, align 8
  %36 = load ptr, ptr %9, align 8
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds i16, ptr %35, i64 %39
  %41 = load i16, ptr %40, align 2
  %42 = zext i16 %41 to i32
  %43 = and i32 %42, 2048
  %44 = icmp ne i32 %43, 0
  br i1 %44, label %50, label %45

45:                                               ; preds = %33
  %46 = load ptr, ptr %9, align 8
  %47 = load i8, ptr %46, align 1
  %48 = zext i8 %47 to i32
  %49 = icmp eq i32 %48, 46
  br i1 %49, label %50, label %91

50:                                               ; preds = %45, %33
  store i32 0, ptr %10, align 4
  br label %51

51:                                               ; preds = %70, %50
  %52 = call ptr @__ctype_b_loc() #7
  %53 = load ptr, ptr %52, align 8
  %54 = load ptr, ptr %9, align 8
  %55 = load i8, ptr %54, align 1
  %56 = zext i8 %55 to i32
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds i16, ptr %53, i64 %57
  %59 = load i16, ptr %58, align 2
  %60 = zext i16 %59 to i32
  %61 = and i32 %60, 2048
  %62 = icmp ne i32 %61, 0
  br i1 %62, label %68, label %63

63:                                               ; preds = %51
  %64 = load ptr, ptr %9, align 8
  %65 = load i8, ptr %64, align 1
  %66 = zext i8 %65 to i32
  %67 = icmp eq i32 %66, 46
  br label %68

68:                                               ; preds = %63, %51
  %69 = phi i1 [ true, %51 ], [ %67, %63 ]
  br i1 %69, label %70, label %82

70:                                               ; preds = %68
  %71 = load ptr, ptr %9, align 8
  %72 = getelementptr inbounds i8, ptr %71, i32 1
  store ptr %72, ptr %9, align 8
  %73 = load i8, ptr %71, align 1
  %74 = load ptr, ptr %4, align 8
  %75 = load i32, ptr %7, align 4
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [16 x i8], ptr %74, i64 %76
  %78 = load i32, ptr %10, align 4
  %79 = add nsw i32 %78, 1
  store i32 %79, ptr %10, align 4
  %80 = sext i32 %78 to i64
  %81 = getelementptr inbounds [16 x i8], ptr %77, i64 0, i64 %80
  store i8 %73, ptr %81, align 1
  br label %51, !llvm.loop !10

82:                                               ; preds = %68
  %83 = load ptr, ptr %4, align 8
  %84 = load i32, ptr %7, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %7, align 4
  %86 = sext i32 %84 to i64
  %87 = getelementptr inbounds [16 x i8], ptr %83, i64 %86
  %88 = load i32, ptr %10, align 4
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds [16 x i8], ptr %87, i64 0, i64 %89
  store i8 0, ptr %90, align 1
  store i32 0, ptr %8, align 4
  br label %14, !llvm.loop !9

91:                                               ; preds = %45
  %92 = call ptr @__ctype_b_loc() #7
  %93 = load ptr, ptr %92, align 8
  %94 = load ptr, ptr %9, align 8
  %95 = load i8, ptr %94, align 1
  %96 = zext i8 %95 to i32
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds i16, ptr %93, i64 %97
  %99 = load i16, ptr %98, align 2
  %100 = zext i16 %99 to i32
  %101 = and i32 %100, 1024
  %102 = icmp ne i32 %101, 0
  br i1 %102, label %103, label %135

103:                                              ; preds = %91
  store i32 0, ptr %11, align 4
  br label %104

104:                                              ; preds = %116, %103
  %105 = call ptr @__ctype_b_loc() #7
  %106 = load ptr, ptr %105, align 8
  %107 = load ptr, ptr %9, align 8
  %108 = load i8, ptr %107, align 1
  %109 = zext i8 %108 to i32
  %110 = sext i32 %109 to i64
  %111 = getelementptr inbounds i16, ptr %106, i64 %110
  %112 = load i16, ptr %111, align 2
  %113 = zext i16 %112 to i32
  %114 = and i32 %113, 1024
  %115 = icmp ne i32 %114, 0
  br i1 %115, label %116, label %127

116:                                              ; preds = %104
  %117 = load ptr, ptr %9, align 8
  %118 = getelementptr inbounds i8, ptr %117, i32 1
  store ptr %118, ptr %9, align 8
  %119 = load i8, ptr %117, align 1
  %120 = load i32, ptr %6, align 4
  %121 = sext i32 %120 to i64
  %122 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %121
  %123 = load i32, ptr %11, align 4
  %124 = add nsw i32 %123, 1
  store i32 %124, ptr %11, align 4
  %125 = sext i32 %123 to i64
  %126 = getelementptr inbounds [16 x i8], ptr %122, i64 0, i64 %125
  store i8 %119, ptr %126, align 1
  br label %104, !llvm.loop !11

127:                                              ; preds = %104
  %128 = load i32, ptr %6, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %6, align 4
  %130 = sext i32 %128 to i64
  %131 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %130
  %132 = load i32, ptr %11, align 4
  %133 = sext i32 %132 to i64
  %134 = getelementptr inbounds [16 x i8], ptr %131, i64 0, i64 %133
  store i8 0, ptr %134, align 1
  br label %14, !llvm.loop !9

135:                                              ; preds = %91
  %136 = load ptr, ptr %9, align 8
  %137 = load i8, ptr %136, align 1
  %138 = zext i8 %137 to i32
  %139 = icmp eq i32 %138, 44
  br i1 %139, label %140, label %171

140:                                              ; preds = %135
  br label %141

141:                                              ; preds = %155, %140
  %142 = load i32, ptr %6, align 4
  %143 = icmp ne i32 %142, 0
  br i1 %143, label %144, label %153

144:                                              ; preds = %141
  %145 = load i32, ptr %6, align 4
  %146 = sub nsw i32 %145, 1
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %147
  %149 = getelementptr inbounds [16 x i8], ptr %148, i64 0, i64 0
  %150 = load i8, ptr %149, align 1
  %151 = zext i8 %150 to i32
  %152 = icmp ne i32 %151, 40
  br label %153

153:                                              ; preds = %144, %141
  %154 = phi i1 [ false, %141 ], [ %152, %144 ]
  br i1 %154, label %155, label %168

155:                                              ; preds = %153
  %156 = load ptr, ptr %4, align 8
  %157 = load i32, ptr %7, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %7, align 4
  %159 = sext i32 %157 to i64
  %160 = getelementptr inbounds [16 x i8], ptr %156, i64 %159
  %161 = getelementptr inbounds [16 x i8], ptr %160, i64 0, i64 0
  %162 = load i32, ptr %6, align 4
  %163 = add nsw i32 %162, -1
  store i32 %163, ptr %6, align 4
  %164 = sext i32 %163 to i64
  %165 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %164
  %166 = getelementptr inbounds [16 x i8], ptr %165, i64 0, i64 0
  %167 = call ptr @strcpy(ptr noundef %161, ptr noundef %166) #8
  br label %141, !llvm.loop !12

168:                                              ; preds = %153
  %169 = load ptr, ptr %9, align 8
  %170 = getelementptr inbounds i8, ptr %169, i32 1
  store ptr %170, ptr %9, align 8
  store i32 1, ptr %8, align 4
  br label %14, !llvm.loop !9

171:                                              ; preds = %135
  %172 = load ptr, ptr %9, align 8
  %173 = load i8, ptr %172, align 1
  %174 = zext i8 %173 to i32
  %175 = icmp eq i32 %174, 40
  br i1 %175, label %176, label %185

176:                                              ; preds = %171
  %177 = load i32, ptr %6, align 4
  %178 = add nsw i32 %177, 1
  store i32 %178, ptr %6, align 4
  %179 = sext i32 %177 to i64
  %180 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %179
  %181 = getelementptr inbounds [16 x i8], ptr %180, i64 0, i64 0
  %182 = call ptr @strcpy(ptr noundef %181, ptr noundef @.str.11) #8
  %183 = load ptr, ptr %9, align 8
  %184 = getelementptr inbounds i8, ptr %183, i32 1
  store ptr %184, ptr %9, align 8
  store i32 1, ptr %8, align 4
  br label %14, !llvm.loop !9

185:                                              ; preds = %171
  %186 = load ptr, ptr %9, align 8
  %187 = load i8, ptr %186, align 1
  %188 = zext i8 %187 to i32
  %189 = icmp eq i32 %188, 41
  br i1 %189, label %190, label %255

190:                                              ; preds = %185
  br label %191

191:                                              ; preds = %205, %190
  %192 = load i32, ptr %6, align 4
  %193 = icmp ne i32 %192, 0
  br i1 %193, label %194, label %203

194:                                              ; preds = %191
  %195 = load i32, ptr %6, align 4
  %196 = sub nsw i32 %195, 1
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %197
  %199 = getelementptr inbounds [16 x i8], ptr %198, i64 0, i64 0
  %200 = load i8, ptr %199, align 1
  %201 = zext i8 %200 to i32
  %202 = icmp ne i32 %201, 40
  br label %203

203:                                              ; preds = %194, %191
  %204 = phi i1 [ false, %191 ], [ %202, %194 ]
  br i1 %204, label %205, label %218

205:                                              ; preds = %203
  %206 = load ptr, ptr %4, align 8
  %207 = load i32, ptr %7, align 4
  %208 = add nsw i32 %207, 1
  store i32 %208, ptr %7, align 4
  %209 = sext i32 %207 to i64
  %210 = getelementptr inbounds [16 x i8], ptr %206, i64 %209
  %211 = getelementptr inbounds [16 x i8], ptr %210, i64 0, i64 0
  %212 = load i32, ptr %6, align 4
  %213 = add nsw i32 %212, -1
  store i32 %213, ptr %6, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %214
  %216 = getelementptr inbounds [16 x i8], ptr %215, i64 0, i64 0
  %217 = call ptr @strcpy(ptr noundef %211, ptr noundef %216) #8
  br label %191, !llvm.loop !13

218:                                              ; preds = %203
  %219 = load i32, ptr %6, align 4
  %220 = add nsw i32 %219, -1
  store i32 %220, ptr %6, align 4
  %221 = load i32, ptr %6, align 4
  %222 = icmp ne i32 %221, 0
  br i1 %222, label %223, label %252

223:                                              ; preds = %218
  %224 = call ptr @__ctype_b_loc() #7
  %225 = load ptr, ptr %224, align 8
  %226 = load i32, ptr %6, align 4
  %227 = sub nsw i32 %226, 1
  %228 = sext i32 %227 to i64
  %229 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %228
  %230 = getelementptr inbounds [16 x i8], ptr %229, i64 0, i64 0
  %231 = load i8, ptr %230, align 1
  %232 = zext i8 %231 to i32
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds i16, ptr %225, i64 %233
  %235 = load i16, ptr %234, align 2
  %236 = zext i16 %235 to i32
  %237 = and i32 %236, 1024
  %238 = icmp ne i32 %237, 0
  br i1 %238, label %239, label %252

239:                                              ; preds = %223
  %240 = load ptr, ptr %4, align 8
  %241 = load i32, ptr %7, align 4
  %242 = add nsw i32 %241, 1
  store i32 %242, ptr %7, align 4
  %243 = sext i32 %241 to i64
  %244 = getelementptr inbounds [16 x i8], ptr %240, i64 %243
  %245 = getelementptr inbounds [16 x i8], ptr %244, i64 0, i64 0
  %246 = load i32, ptr %6, align 4
  %247 = add nsw i32 %246, -1
  store i32 %247, ptr %6, align 4
  %248 = sext i32 %247 to i64
  %249 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %248
  %250 = getelementptr inbounds [16 x i8], ptr %249, i64 0, i64 0
  %251 = call ptr @strcpy(ptr noundef %245, ptr noundef %250) #8
  br label %252

252:                                              ; preds = %239, %223, %218
  %253 = load ptr, ptr %9, align 8
  %254 = getelementptr inbounds i8, ptr %253, i32 1
  store ptr %254, ptr %9, align 8
  store i32 0, ptr %8, align 4
  br label %14, !llvm.loop !9

255:                                              ; preds = %185
  %256 = load ptr, ptr %9, align 8
  %257 = getelementptr inbounds i8, ptr %256, i32 1
  store ptr %257, ptr %9, align 8
  %258 = load i8, ptr %256, align 1
  store i8 %258, ptr %12, align 1
  %259 = load i8, ptr %12, align 1
  %260 = zext i8 %259 to i32
  %261 = icmp eq i32 %260, 45
  br i1 %261, label %262, label %266

262:                                              ; preds = %255
  %263 = load i32, ptr %8, align 4
  %264 = icmp ne i32 %263, 0
  br i1 %264, label %265, label %266

265:                                              ; preds = %262
  store i8 126, ptr %12, align 1
  br label %266

266:                                              ; preds = %265, %262, %255
  br label %267

267:                                              ; preds = %331, %266
  %268 = load i32, ptr %6, align 4
  %269 = icmp ne i32 %268, 0
  br i1 %269, label %270, label %329

270:                                              ; preds = %267
  %271 = load i32, ptr %6, align 4
  %272 = sub nsw i32 %271, 1
  %273 = sext i32 %272 to i64
  %274 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %273
  %275 = getelementptr inbounds [16 x i8], ptr %274, i64 0, i64 0
  %276 = load i8, ptr %275, align 1
  %277 = zext i8 %276 to i32
  %278 = icmp ne i32 %277, 40
  br i1 %278, label %279, label %329

279:                                              ; preds = %270
  %280 = call ptr @__ctype_b_loc() #7
  %281 = load ptr, ptr %280, align 8
  %282 = load i32, ptr %6, align 4
  %283 = sub nsw i32 %282, 1
  %284 = sext i32 %283 to i64
  %285 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %284
  %286 = getelementptr inbounds [16 x i8], ptr %285, i64 0, i64 0
  %287 = load i8, ptr %286, align 1
  %288 = zext i8 %287 to i32
  %289 = sext i32 %288 to i64
  %290 = getelementptr inbounds i16, ptr %281, i64 %289
  %291 = load i16, ptr %290, align 2
  %292 = zext i16 %291 to i32
  %293 = and i32 %292, 1024
  %294 = icmp ne i32 %293, 0
  br i1 %294, label %329, label %295

295:                                              ; preds = %279
  %296 = load i32, ptr %6, align 4
  %297 = sub nsw i32 %296, 1
  %298 = sext i32 %297 to i64
  %299 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %298
  %300 = getelementptr inbounds [16 x i8], ptr %299, i64 0, i64 0
  %301 = load i8, ptr %300, align 1
  %302 = call i32 @prec(i8 noundef %301)
  %303 = load i8, ptr %12, align 1
  %304 = call i32 @prec(i8 noundef %303)
  %305 = icmp sgt i32 %302, %304
  br i1 %305, label %327, label %306

306:                                              ; preds = %295
  %307 = load i32, ptr %6, align 4
  %308 = sub nsw i32 %307, 1
  %309 = sext i32 %308 to i64
  %310 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %309
  %311 = getelementptr inbounds [16 x i8], ptr %310, i64 0, i64 0
  %312 = load i8, ptr %311, align 1
  %313 = call i32 @prec(i8 noundef %312)
  %314 = load i8, ptr %12, align 1
  %315 = call i32 @prec(i8 noundef %314)
  %316 = icmp eq i32 %313, %315
  br i1 %316, label %317, label %325

317:                                              ; preds = %306
  %318 = load i8, ptr %12, align 1
  %319 = zext i8 %318 to i32
  %320 = icmp ne i32 %319, 94
  br i1 %320, label %321, label %325

321:                                              ; preds = %317
  %322 = load i8, ptr %12, align 1
  %323 = zext i8 %322 to i32
  %324 = icmp ne i32 %323, 126
  br label %325

325:                                              ; preds = %321, %317, %306
  %326 = phi i1 [ false, %317 ], [ false, %306 ], [ %324, %321 ]
  br label %327

327:                                              ; preds = %325, %295
  %328 = phi i1 [ true, %295 ], [ %326, %325 ]
  br label %329

329:                                              ; preds = %327, %279, %270, %267
  %330 = phi i1 [ false, %279 ], [ false, %270 ], [ false, %267 ], [ %328, %327 ]
  br i1 %330, label %331, label %344

331:                                              ; preds = %329
  %332 = load ptr, ptr %4, align 8
  %333 = load i32, ptr %7, align 4
  %334 = add nsw i32 %333, 1
  store i32 %334, ptr %7, align 4
  %335 = sext i32 %333 to i64
  %336 = getelementptr inbounds [16 x i8], ptr %332, i64 %335
  %337 = getelementptr inbounds [16 x i8], ptr %336, i64 0, i64 0
  %338 = load i32, ptr %6, align 4
  %339 = add nsw i32 %338, -1
  store i32 %339, ptr %6, align 4
  %340 = sext i32 %339 to i64
  %341 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %340
  %342 = getelementptr inbounds [16 x i8], ptr %341, i64 0, i64 0
  %343 = call ptr @strcpy(ptr noundef %337, ptr noundef %342) #8
  br label %267, !llvm.loop !14

344:                                              ; preds = %329
  %345 = load i8, ptr %12, align 1
  %346 = load i32, ptr %6, align 4
  %347 = sext i32 %346 to i64
  %348 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %347
  %349 = getelementptr inbounds [16 x i8], ptr %348, i64 0, i64 0
  store i8 %345, ptr %349, align 1
  %350 = load i32, ptr %6, align 4
  %351 = add nsw i32 %350, 1
  store i32 %351, ptr %6, align 4
  %352 = sext i32 %350 to i64
  %353 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %352
  %354 = getelementptr inbounds [16 x i8], ptr %353, i64 0, i64 1
  store i8 0, ptr %354, align 1
  store i32 1, ptr %8, align 4
  br label %14, !llvm.loop !9

355:                                              ; preds = %14
  br label %356

356:                                              ; preds = %359, %355
  %357 = load i32, ptr %6, align 4
  %358 = icmp ne i32 %357, 0
  br i1 %358, label %359, label %372

359:                                              ; preds = %356
  %360 = load ptr, ptr %4, align 8
  %361 = load i32, ptr %7, align 4
  %362 = add nsw i32 %361, 1
  store i32 %362, ptr %7, align 4
  %363 = sext i32 %361 to i64
  %364 = getelementptr inbounds [16 x i8], ptr %360, i64 %363
  %365 = getelementptr inbounds [16 x i8], ptr %364, i64 0, i64 0
  %366 = load i32, ptr %6, align 4
  %367 = add nsw i32 %366, -1
  store i32 %367, ptr %6, align 4
  %368 = sext i32 %367 to i64
  %369 = getelementptr inbounds [64 x [16 x i8]], ptr %5, i64 0, i64 %368
  %370 = getelementptr inbounds [16 x i8], ptr %369, i64 0, i64 0
  %371 = call ptr @strcpy(ptr noundef %365, ptr noundef %370) #8
  br label %356, !llvm.loop !15

372:                                              ; preds = %356
  %373 = load i32, ptr %7, align 4
  ret i32 %373
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal double @eval_rpn(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca [64 x double], align 8
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

12:                                               ; preds = %167, %2
  %13 = load i32, ptr %7, align 4
  %14 = load i32, ptr %4, align 4
  %15 = icmp slt i32 %13, %14
  br i1 %15, label %16, label %170

16:                                               ; preds = %12
  %17 = load ptr, ptr %3, align 8
  %18 = load i32, ptr %7, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [16 x i8], ptr %17, i64 %19
  %21 = getelementptr inbounds [16 x i8], ptr %20, i64 0, i64 0
  store ptr %21, ptr %8, align 8
  %22 = call ptr @__ctype_b_loc() #7
  %23 = load ptr, ptr %22, align 8
  %24 = load ptr, ptr %8, align 8
  %25 = getelementptr inbounds i8, ptr %24, i64 0
  %26 = load i8, ptr %25, align 1
  %27 = zext i8 %26 to i32
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds i16, ptr %23, i64 %28
  %30 = load i16, ptr %29, align 2
  %31 = zext i16 %30 to i32
  %32 = and i32 %31, 2048
  %33 = icmp ne i32 %32, 0
  br i1 %33, label %40, label %34

34:                                               ; preds = %16
  %35 = load ptr, ptr %8, align 8
  %36 = getelementptr inbounds i8, ptr %35, i64 0
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = icmp eq i32 %38, 46
  br i1 %39, label %40, label %47

40:                                               ; preds = %34, %16
  %41 = load ptr, ptr %8, align 8
  %42 = call double @strtod(ptr noundef %41, ptr noundef null) #8
  %43 = load i32, ptr %6, align 4
  %44 = add nsw i32 %43, 1
  store i32 %44, ptr %6, align 4
  %45 = sext i32 %43 to i64
  %46 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %45
  store double %42, ptr %46, align 8
  br label %166

47:                                               ; preds = %34
  %48 = load ptr, ptr %8, align 8
  %49 = call i32 @strcmp(ptr noundef %48, ptr noundef @.str.12) #9
  %50 = icmp ne i32 %49, 0
  br i1 %50, label %62, label %51

51:                                               ; preds = %47
  %52 = load i32, ptr %6, align 4
  %53 = sub nsw i32 %52, 1
  %54 = sext i32 %53 to i64
  %55 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %54
  %56 = load double, ptr %55, align 8
  %57 = fneg double %56
  %58 = load i32, ptr %6, align 4
  %59 = sub nsw i32 %58, 1
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %60
  store double %57, ptr %61, align 8
  br label %165

62:                                               ; preds = %47
  %63 = load ptr, ptr %8, align 8
  %64 = call i32 @strcmp(ptr noundef %63, ptr noundef @.str.13) #9
  %65 = icmp ne i32 %64, 0
  br i1 %65, label %77, label %66

66:                                               ; preds = %62
  %67 = load i32, ptr %6, align 4
  %68 = sub nsw i32 %67, 1
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %69
  %71 = load double, ptr %70, align 8
  %72 = call double @sqrt(double noundef %71) #8
  %73 = load i32, ptr %6, align 4
  %74 = sub nsw i32 %73, 1
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %75
  store double %72, ptr %76, align 8
  br label %164

77:                                               ; preds = %62
  %78 = load ptr, ptr %8, align 8
  %79 = call i32 @strcmp(ptr noundef %78, ptr noundef @.str.14) #9
  %80 = icmp ne i32 %79, 0
  br i1 %80, label %92, label %81

81:                                               ; preds = %77
  %82 = load i32, ptr %6, align 4
  %83 = sub nsw i32 %82, 1
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %84
  %86 = load double, ptr %85, align 8
  %87 = call double @llvm.fabs.f64(double %86)
  %88 = load i32, ptr %6, align 4
  %89 = sub nsw i32 %88, 1
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %90
  store double %87, ptr %91, align 8
  br label %163

92:                                               ; preds = %77
  %93 = load i32, ptr %6, align 4
  %94 = add nsw i32 %93, -1
  store i32 %94, ptr %6, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %95
  %97 = load double, ptr %96, align 8
  store double %97, ptr %9, align 8
  %98 = load i32, ptr %6, align 4
  %99 = add nsw i32 %98, -1
  store i32 %99, ptr %6, align 4
  %100 = sext i32 %99 to i64
  %101 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %100
  %102 = load double, ptr %101, align 8
  store double %102, ptr %10, align 8
  store double 0.000000e+00, ptr %11, align 8
  %103 = load ptr, ptr %8, align 8
  %104 = call i32 @strcmp(ptr noundef %103, ptr noundef @.str.15) #9
  %105 = icmp ne i32 %104, 0
  br i1 %105, label %116, label %106

106:                                              ; preds = %92
  %107 = load double, ptr %10, align 8
  %108 = load double, ptr %9, align 8
  %109 = fcmp olt double %107, %108
  br i1 %109, label %110, label %112

110:                                              ; preds = %106
  %111 = load double, ptr %10, align 8
  br label %114

112:                                              ; preds = %106
  %113 = load double, ptr %9, align 8
  br label %114

114:                                              ; preds = %112, %110
  %115 = phi double [ %111, %110 ], [ %113, %112 ]
  store double %115, ptr %11, align 8
  br label %157

116:                                              ; preds = %92
  %117 = load ptr, ptr %8, align 8
  %118 = call i32 @strcmp(ptr noundef %117, ptr noundef @.str.16) #9
  %119 = icmp ne i32 %118, 0
  br i1 %119, label %130, label %120

120:                                              ; preds = %116
  %121 = load double, ptr %10, align 8
  %122 = load double, ptr %9, align 8
  %123 = fcmp ogt double %121, %122
  br i1 %123, label %124, label %126

124:                                              ; preds = %120
  %125 = load double, ptr %10, align 8
  br label %128

126:                                              ; preds = %120
  %127 = load double, ptr %9, align 8
  br label %128

128:                                              ; preds = %126, %124
  %129 = phi double [ %125, %124 ], [ %127, %126 ]
  store double %129, ptr %11, align 8
  br label %156

130:                                              ; preds = %116
  %131 = load ptr, ptr %8, align 8
  %132 = getelementptr inbounds i8, ptr %131, i64 0
  %133 = load i8, ptr %132, align 1
  %134 = zext i8 %133 to i32
  switch i32 %134, label %155 [
    i32 43, label %135
    i32 45, label %139
    i32 42, label %143
    i32 47, label %147
    i32 94, label %151
  ]

135:                                              ; preds = %130
  %136 = load double, ptr %10, align 8
  %137 = load double, ptr %9, align 8
  %138 = fadd double %136, %137
  store double %138, ptr %11, align 8
  br label %155

139:                                              ; preds = %130
  %140 = load double, ptr %10, align 8
  %141 = load double, ptr %9, align 8
  %142 = fsub double %140, %141
  store double %142, ptr %11, align 8
  br label %155

143:                                              ; preds = %130
  %144 = load double, ptr %10, align 8
  %145 = load double, ptr %9, align 8
  %146 = fmul double %144, %145
  store double %146, ptr %11, align 8
  br label %155

147:                                              ; preds = %130
  %148 = load double, ptr %10, align 8
  %149 = load double, ptr %9, align 8
  %150 = fdiv double %148, %149
  store double %150, ptr %11, align 8
  br label %155

151:                                              ; preds = %130
  %152 = load double, ptr %10, align 8
  %153 = load double, ptr %9, align 8
  %154 = call double @pow(double noundef %152, double noundef %153) #8
  store double %154, ptr %11, align 8
  br label %155

155:                                              ; preds = %130, %151, %147, %143, %139, %135
  br label %156

156:                                              ; preds = %155, %128
  br label %157

157:                                              ; preds = %156, %114
  %158 = load double, ptr %11, align 8
  %159 = load i32, ptr %6, align 4
  %160 = add nsw i32 %159, 1
  store i32 %160, ptr %6, align 4
  %161 = sext i32 %159 to i64
  %162 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 %161
  store double %158, ptr %162, align 8
  br label %163

163:                                              ; preds = %157, %81
  br label %164

164:                                              ; preds = %163, %66
  br label %165

165:                                              ; preds = %164, %51
  br label %166

166:                                              ; preds = %165, %40
  br label %167

167:                                              ; preds = %166
  %168 = load i32, ptr %7, align 4
  %169 = add nsw i32 %168, 1
  store i32 %169, ptr %7, align 4
  br label %12, !llvm.loop !16

170:                                              ; preds = %12
  %171 = getelementptr inbounds [64 x double], ptr %5, i64 0, i64 0
  %172 = load double, ptr %171, align 8
  ret double %172
}

; Function Attrs: nounwind willreturn memory(none)
declare ptr @__ctype_b_loc() #3

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prec(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = zext i8 %3 to i32
  %5 = icmp eq i32 %4, 94
  br i1 %5, label %6, label %7

6:                                                ; preds = %1
  br label %35

7:                                                ; preds = %1
  %8 = load i8, ptr %2, align 1
  %9 = zext i8 %8 to i32
  %10 = icmp eq i32 %9, 42
  br i1 %10, label %15, label %11

11:                                               ; preds = %7
  %12 = load i8, ptr %2, align 1
  %13 = zext i8 %12 to i32
  %14 = icmp eq i32 %13, 47
  br i1 %14, label %15, label %16

15:                                               ; preds = %11, %7
  br label %33

16:                                               ; preds = %11
  %17 = load i8, ptr %2, align 1
  %18 = zext i8 %17 to i32
  %19 = icmp eq i32 %18, 43
  br i1 %19, label %24, label %20

20:                                               ; preds = %16
  %21 = load i8, ptr %2, align 1
  %22 = zext i8 %21 to i32
  %23 = icmp eq i32 %22, 45
  br i1 %23, label %24, label %25

24:                                               ; preds = %20, %16
  br label %31

25:                                               ; preds = %20
  %26 = load i8, ptr %2, align 1
  %27 = zext i8 %26 to i32
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

; Function Attrs: nounwind
declare double @strtod(ptr noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #5

; Function Attrs: nounwind
declare double @sqrt(double noundef) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: nounwind
declare double @pow(double noundef, double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nounwind willreturn memory(none) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { nounwind willreturn memory(read) }

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
