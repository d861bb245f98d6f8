; ModuleID = 'programs/shunting_yard_eval.c'
source_filename = "programs/shunting_yard_eval.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
@__const.main.exprs = private unnamed_addr constant [10 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 16
@.str.10 = private unnamed_addr constant [33 x i8] c"%-32s -> mismatched parentheses\0A\00", align 1
@.str.11 = private unnamed_addr constant [24 x i8] c"%-32s -> %-40s = %.10g\0A\00", align 1
@.str.12 = private unnamed_addr constant [13 x i8] c"total=%.10g\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [10 x ptr], align 16
  %3 = alloca double, align 8
  %4 = alloca i32, align 4
  %5 = alloca [256 x i8], align 16
  %6 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %2, ptr align 16 @__const.main.exprs, i64 80, i1 false)
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
  br label %7, !llvm.loop !5

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
  %6 = alloca [64 x i8], align 16
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

13:                                               ; preds = %197, %2
  %14 = load ptr, ptr %10, align 8
  %15 = load i8, ptr %14, align 1
  %16 = icmp ne i8 %15, 0
  br i1 %16, label %17, label %200

17:                                               ; preds = %13
  %18 = load ptr, ptr %10, align 8
  %19 = load i8, ptr %18, align 1
  %20 = sext i8 %19 to i32
  %21 = icmp eq i32 %20, 32
  br i1 %21, label %22, label %23

22:                                               ; preds = %17
  br label %197

23:                                               ; preds = %17
  %24 = load ptr, ptr %10, align 8
  %25 = load i8, ptr %24, align 1
  %26 = zext i8 %25 to i32
  %27 = call i32 @isdigit(i32 noundef %26) #6
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %34, label %29

29:                                               ; preds = %23
  %30 = load ptr, ptr %10, align 8
  %31 = load i8, ptr %30, align 1
  %32 = sext i8 %31 to i32
  %33 = icmp eq i32 %32, 46
  br i1 %33, label %34, label %65

34:                                               ; preds = %29, %23
  br label %35

35:                                               ; preds = %48, %34
  %36 = load ptr, ptr %10, align 8
  %37 = load i8, ptr %36, align 1
  %38 = zext i8 %37 to i32
  %39 = call i32 @isdigit(i32 noundef %38) #6
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %46, label %41

41:                                               ; preds = %35
  %42 = load ptr, ptr %10, align 8
  %43 = load i8, ptr %42, align 1
  %44 = sext i8 %43 to i32
  %45 = icmp eq i32 %44, 46
  br label %46

46:                                               ; preds = %41, %35
  %47 = phi i1 [ true, %35 ], [ %45, %41 ]
  br i1 %47, label %48, label %57

48:                                               ; preds = %46
  %49 = load ptr, ptr %10, align 8
  %50 = getelementptr inbounds i8, ptr %49, i32 1
  store ptr %50, ptr %10, align 8
  %51 = load i8, ptr %49, align 1
  %52 = load ptr, ptr %5, align 8
  %53 = load i32, ptr %8, align 4
  %54 = add nsw i32 %53, 1
  store i32 %54, ptr %8, align 4
  %55 = sext i32 %53 to i64
  %56 = getelementptr inbounds i8, ptr %52, i64 %55
  store i8 %51, ptr %56, align 1
  br label %35, !llvm.loop !7

57:                                               ; preds = %46
  %58 = load ptr, ptr %5, align 8
  %59 = load i32, ptr %8, align 4
  %60 = add nsw i32 %59, 1
  store i32 %60, ptr %8, align 4
  %61 = sext i32 %59 to i64
  %62 = getelementptr inbounds i8, ptr %58, i64 %61
  store i8 32, ptr %62, align 1
  %63 = load ptr, ptr %10, align 8
  %64 = getelementptr inbounds i8, ptr %63, i32 -1
  store ptr %64, ptr %10, align 8
  store i32 1, ptr %9, align 4
  br label %197

65:                                               ; preds = %29
  %66 = load ptr, ptr %10, align 8
  %67 = load i8, ptr %66, align 1
  %68 = sext i8 %67 to i32
  %69 = icmp eq i32 %68, 40
  br i1 %69, label %70, label %75

70:                                               ; preds = %65
  %71 = load i32, ptr %7, align 4
  %72 = add nsw i32 %71, 1
  store i32 %72, ptr %7, align 4
  %73 = sext i32 %71 to i64
  %74 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %73
  store i8 40, ptr %74, align 1
  store i32 0, ptr %9, align 4
  br label %197

75:                                               ; preds = %65
  %76 = load ptr, ptr %10, align 8
  %77 = load i8, ptr %76, align 1
  %78 = sext i8 %77 to i32
  %79 = icmp eq i32 %78, 41
  br i1 %79, label %80, label %117

80:                                               ; preds = %75
  br label %81

81:                                               ; preds = %94, %80
  %82 = load i32, ptr %7, align 4
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %84, label %92

84:                                               ; preds = %81
  %85 = load i32, ptr %7, align 4
  %86 = sub nsw i32 %85, 1
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %87
  %89 = load i8, ptr %88, align 1
  %90 = sext i8 %89 to i32
  %91 = icmp ne i32 %90, 40
  br label %92

92:                                               ; preds = %84, %81
  %93 = phi i1 [ false, %81 ], [ %91, %84 ]
  br i1 %93, label %94, label %110

94:                                               ; preds = %92
  %95 = load i32, ptr %7, align 4
  %96 = add nsw i32 %95, -1
  store i32 %96, ptr %7, align 4
  %97 = sext i32 %96 to i64
  %98 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %97
  %99 = load i8, ptr %98, align 1
  %100 = load ptr, ptr %5, align 8
  %101 = load i32, ptr %8, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %8, align 4
  %103 = sext i32 %101 to i64
  %104 = getelementptr inbounds i8, ptr %100, i64 %103
  store i8 %99, ptr %104, align 1
  %105 = load ptr, ptr %5, align 8
  %106 = load i32, ptr %8, align 4
  %107 = add nsw i32 %106, 1
  store i32 %107, ptr %8, align 4
  %108 = sext i32 %106 to i64
  %109 = getelementptr inbounds i8, ptr %105, i64 %108
  store i8 32, ptr %109, align 1
  br label %81, !llvm.loop !8

110:                                              ; preds = %92
  %111 = load i32, ptr %7, align 4
  %112 = icmp ne i32 %111, 0
  br i1 %112, label %114, label %113

113:                                              ; preds = %110
  store i32 -1, ptr %3, align 4
  br label %235

114:                                              ; preds = %110
  %115 = load i32, ptr %7, align 4
  %116 = add nsw i32 %115, -1
  store i32 %116, ptr %7, align 4
  store i32 1, ptr %9, align 4
  br label %197

117:                                              ; preds = %75
  %118 = load ptr, ptr %10, align 8
  %119 = load i8, ptr %118, align 1
  %120 = sext i8 %119 to i32
  %121 = icmp eq i32 %120, 45
  br i1 %121, label %122, label %126

122:                                              ; preds = %117
  %123 = load i32, ptr %9, align 4
  %124 = icmp ne i32 %123, 0
  br i1 %124, label %126, label %125

125:                                              ; preds = %122
  br label %130

126:                                              ; preds = %122, %117
  %127 = load ptr, ptr %10, align 8
  %128 = load i8, ptr %127, align 1
  %129 = sext i8 %128 to i32
  br label %130

130:                                              ; preds = %126, %125
  %131 = phi i32 [ 126, %125 ], [ %129, %126 ]
  %132 = trunc i32 %131 to i8
  store i8 %132, ptr %11, align 1
  br label %133

133:                                              ; preds = %175, %130
  %134 = load i32, ptr %7, align 4
  %135 = icmp ne i32 %134, 0
  br i1 %135, label %136, label %173

136:                                              ; preds = %133
  %137 = load i32, ptr %7, align 4
  %138 = sub nsw i32 %137, 1
  %139 = sext i32 %138 to i64
  %140 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %139
  %141 = load i8, ptr %140, align 1
  %142 = sext i8 %141 to i32
  %143 = icmp ne i32 %142, 40
  br i1 %143, label %144, label %173

144:                                              ; preds = %136
  %145 = load i32, ptr %7, align 4
  %146 = sub nsw i32 %145, 1
  %147 = sext i32 %146 to i64
  %148 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %147
  %149 = load i8, ptr %148, align 1
  %150 = call i32 @prec(i8 noundef %149)
  %151 = load i8, ptr %11, align 1
  %152 = call i32 @prec(i8 noundef %151)
  %153 = icmp sgt i32 %150, %152
  br i1 %153, label %171, label %154

154:                                              ; preds = %144
  %155 = load i32, ptr %7, align 4
  %156 = sub nsw i32 %155, 1
  %157 = sext i32 %156 to i64
  %158 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %157
  %159 = load i8, ptr %158, align 1
  %160 = call i32 @prec(i8 noundef %159)
  %161 = load i8, ptr %11, align 1
  %162 = call i32 @prec(i8 noundef %161)
  %163 = icmp eq i32 %160, %162
  br i1 %163, label %164, label %169

164:                                              ; preds = %154
  %165 = load i8, ptr %11, align 1
  %166 = call i32 @right_assoc(i8 noundef %165)
  %167 = icmp ne i32 %166, 0
  %168 = xor i1 %167, true
  br label %169

169:                                              ; preds = %164, %154
  %170 = phi i1 [ false, %154 ], [ %168, %164 ]
  br label %171

171:                                              ; preds = %169, %144
  %172 = phi i1 [ true, %144 ], [ %170, %169 ]
  br label %173

173:                                              ; preds = %171, %136, %133
  %174 = phi i1 [ false, %136 ], [ false, %133 ], [ %172, %171 ]
  br i1 %174, label %175, label %191

175:                                              ; preds = %173
  %176 = load i32, ptr %7, align 4
  %177 = add nsw i32 %176, -1
  store i32 %177, ptr %7, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %178
  %180 = load i8, ptr %179, align 1
  %181 = load ptr, ptr %5, align 8
  %182 = load i32, ptr %8, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %8, align 4
  %184 = sext i32 %182 to i64
  %185 = getelementptr inbounds i8, ptr %181, i64 %184
  store i8 %180, ptr %185, align 1
  %186 = load ptr, ptr %5, align 8
  %187 = load i32, ptr %8, align 4
  %188 = add nsw i32 %187, 1
  store i32 %188, ptr %8, align 4
  %189 = sext i32 %187 to i64
  %190 = getelementptr inbounds i8, ptr %186, i64 %189
  store i8 32, ptr %190, align 1
  br label %133, !llvm.loop !9

191:                                              ; preds = %173
  %192 = load i8, ptr %11, align 1
  %193 = load i32, ptr %7, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %7, align 4
  %195 = sext i32 %193 to i64
  %196 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %195
  store i8 %192, ptr %196, align 1
  store i32 0, ptr %9, align 4
  br label %197

197:                                              ; preds = %191, %114, %70, %57, %22
  %198 = load ptr, ptr %10, align 8
  %199 = getelementptr inbounds i8, ptr %198, i32 1
  store ptr %199, ptr %10, align 8
  br label %13, !llvm.loop !10

200:                                              ; preds = %13
  br label %201

201:                                              ; preds = %213, %200
  %202 = load i32, ptr %7, align 4
  %203 = icmp ne i32 %202, 0
  br i1 %203, label %204, label %229

204:                                              ; preds = %201
  %205 = load i32, ptr %7, align 4
  %206 = sub nsw i32 %205, 1
  %207 = sext i32 %206 to i64
  %208 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %207
  %209 = load i8, ptr %208, align 1
  %210 = sext i8 %209 to i32
  %211 = icmp eq i32 %210, 40
  br i1 %211, label %212, label %213

212:                                              ; preds = %204
  store i32 -1, ptr %3, align 4
  br label %235

213:                                              ; preds = %204
  %214 = load i32, ptr %7, align 4
  %215 = add nsw i32 %214, -1
  store i32 %215, ptr %7, align 4
  %216 = sext i32 %215 to i64
  %217 = getelementptr inbounds [64 x i8], ptr %6, i64 0, i64 %216
  %218 = load i8, ptr %217, align 1
  %219 = load ptr, ptr %5, align 8
  %220 = load i32, ptr %8, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %8, align 4
  %222 = sext i32 %220 to i64
  %223 = getelementptr inbounds i8, ptr %219, i64 %222
  store i8 %218, ptr %223, align 1
  %224 = load ptr, ptr %5, align 8
  %225 = load i32, ptr %8, align 4
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %8, align 4
  %227 = sext i32 %225 to i64
  %228 = getelementptr inbounds i8, ptr %224, i64 %227
  store i8 32, ptr %228, align 1
  br label %201, !llvm.loop !11

229:                                              ; preds = %201
  %230 = load ptr, ptr %5, align 8
  %231 = load i32, ptr %8, align 4
  %232 = sext i32 %231 to i64
  %233 = getelementptr inbounds i8, ptr %230, i64 %232
  store i8 0, ptr %233, align 1
  %234 = load i32, ptr %8, align 4
  store i32 %234, ptr %3, align 4
  br label %235

235:                                              ; preds = %229, %212, %113
  %236 = load i32, ptr %3, align 4
  ret i32 %236
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #7
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @eval_postfix(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [64 x double], align 16
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

11:                                               ; preds = %167, %1
  %12 = load ptr, ptr %5, align 8
  %13 = load i8, ptr %12, align 1
  %14 = icmp ne i8 %13, 0
  br i1 %14, label %15, label %170

15:                                               ; preds = %11
  %16 = load ptr, ptr %5, align 8
  %17 = load i8, ptr %16, align 1
  %18 = sext i8 %17 to i32
  %19 = icmp eq i32 %18, 32
  br i1 %19, label %20, label %21

20:                                               ; preds = %15
  br label %167

21:                                               ; preds = %15
  %22 = load ptr, ptr %5, align 8
  %23 = load i8, ptr %22, align 1
  %24 = zext i8 %23 to i32
  %25 = call i32 @isdigit(i32 noundef %24) #6
  %26 = icmp ne i32 %25, 0
  br i1 %26, label %32, label %27

27:                                               ; preds = %21
  %28 = load ptr, ptr %5, align 8
  %29 = load i8, ptr %28, align 1
  %30 = sext i8 %29 to i32
  %31 = icmp eq i32 %30, 46
  br i1 %31, label %32, label %88

32:                                               ; preds = %27, %21
  store double 0.000000e+00, ptr %6, align 8
  store double 0.000000e+00, ptr %7, align 8
  br label %33

33:                                               ; preds = %68, %32
  %34 = load ptr, ptr %5, align 8
  %35 = load i8, ptr %34, align 1
  %36 = zext i8 %35 to i32
  %37 = call i32 @isdigit(i32 noundef %36) #6
  %38 = icmp ne i32 %37, 0
  br i1 %38, label %44, label %39

39:                                               ; preds = %33
  %40 = load ptr, ptr %5, align 8
  %41 = load i8, ptr %40, align 1
  %42 = sext i8 %41 to i32
  %43 = icmp eq i32 %42, 46
  br label %44

44:                                               ; preds = %39, %33
  %45 = phi i1 [ true, %33 ], [ %43, %39 ]
  br i1 %45, label %46, label %71

46:                                               ; preds = %44
  %47 = load ptr, ptr %5, align 8
  %48 = load i8, ptr %47, align 1
  %49 = sext i8 %48 to i32
  %50 = icmp eq i32 %49, 46
  br i1 %50, label %51, label %52

51:                                               ; preds = %46
  store double 1.000000e+00, ptr %7, align 8
  br label %67

52:                                               ; preds = %46
  %53 = load double, ptr %6, align 8
  %54 = fmul double %53, 1.000000e+01
  %55 = load ptr, ptr %5, align 8
  %56 = load i8, ptr %55, align 1
  %57 = sext i8 %56 to i32
  %58 = sub nsw i32 %57, 48
  %59 = sitofp i32 %58 to double
  %60 = fadd double %54, %59
  store double %60, ptr %6, align 8
  %61 = load double, ptr %7, align 8
  %62 = fcmp une double %61, 0.000000e+00
  br i1 %62, label %63, label %66

63:                                               ; preds = %52
  %64 = load double, ptr %7, align 8
  %65 = fmul double %64, 1.000000e+01
  store double %65, ptr %7, align 8
  br label %66

66:                                               ; preds = %63, %52
  br label %67

67:                                               ; preds = %66, %51
  br label %68

68:                                               ; preds = %67
  %69 = load ptr, ptr %5, align 8
  %70 = getelementptr inbounds i8, ptr %69, i32 1
  store ptr %70, ptr %5, align 8
  br label %33, !llvm.loop !12

71:                                               ; preds = %44
  %72 = load double, ptr %7, align 8
  %73 = fcmp une double %72, 0.000000e+00
  br i1 %73, label %74, label %78

74:                                               ; preds = %71
  %75 = load double, ptr %6, align 8
  %76 = load double, ptr %7, align 8
  %77 = fdiv double %75, %76
  br label %80

78:                                               ; preds = %71
  %79 = load double, ptr %6, align 8
  br label %80

80:                                               ; preds = %78, %74
  %81 = phi double [ %77, %74 ], [ %79, %78 ]
  %82 = load i32, ptr %4, align 4
  %83 = add nsw i32 %82, 1
  store i32 %83, ptr %4, align 4
  %84 = sext i32 %82 to i64
  %85 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %84
  store double %81, ptr %85, align 8
  %86 = load ptr, ptr %5, align 8
  %87 = getelementptr inbounds i8, ptr %86, i32 -1
  store ptr %87, ptr %5, align 8
  br label %167

88:                                               ; preds = %27
  %89 = load ptr, ptr %5, align 8
  %90 = load i8, ptr %89, align 1
  %91 = sext i8 %90 to i32
  %92 = icmp eq i32 %91, 126
  br i1 %92, label %93, label %104

93:                                               ; preds = %88
  %94 = load i32, ptr %4, align 4
  %95 = sub nsw i32 %94, 1
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %96
  %98 = load double, ptr %97, align 8
  %99 = fneg double %98
  %100 = load i32, ptr %4, align 4
  %101 = sub nsw i32 %100, 1
  %102 = sext i32 %101 to i64
  %103 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %102
  store double %99, ptr %103, align 8
  br label %167

104:                                              ; preds = %88
  %105 = load i32, ptr %4, align 4
  %106 = add nsw i32 %105, -1
  store i32 %106, ptr %4, align 4
  %107 = sext i32 %106 to i64
  %108 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %107
  %109 = load double, ptr %108, align 8
  store double %109, ptr %8, align 8
  %110 = load i32, ptr %4, align 4
  %111 = add nsw i32 %110, -1
  store i32 %111, ptr %4, align 4
  %112 = sext i32 %111 to i64
  %113 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %112
  %114 = load double, ptr %113, align 8
  store double %114, ptr %9, align 8
  %115 = load ptr, ptr %5, align 8
  %116 = load i8, ptr %115, align 1
  %117 = sext i8 %116 to i32
  switch i32 %117, label %166 [
    i32 43, label %118
    i32 45, label %126
    i32 42, label %134
    i32 47, label %142
    i32 37, label %150
    i32 94, label %158
  ]

118:                                              ; preds = %104
  %119 = load double, ptr %9, align 8
  %120 = load double, ptr %8, align 8
  %121 = fadd double %119, %120
  %122 = load i32, ptr %4, align 4
  %123 = add nsw i32 %122, 1
  store i32 %123, ptr %4, align 4
  %124 = sext i32 %122 to i64
  %125 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %124
  store double %121, ptr %125, align 8
  br label %166

126:                                              ; preds = %104
  %127 = load double, ptr %9, align 8
  %128 = load double, ptr %8, align 8
  %129 = fsub double %127, %128
  %130 = load i32, ptr %4, align 4
  %131 = add nsw i32 %130, 1
  store i32 %131, ptr %4, align 4
  %132 = sext i32 %130 to i64
  %133 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %132
  store double %129, ptr %133, align 8
  br label %166

134:                                              ; preds = %104
  %135 = load double, ptr %9, align 8
  %136 = load double, ptr %8, align 8
  %137 = fmul double %135, %136
  %138 = load i32, ptr %4, align 4
  %139 = add nsw i32 %138, 1
  store i32 %139, ptr %4, align 4
  %140 = sext i32 %138 to i64
  %141 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %140
  store double %137, ptr %141, align 8
  br label %166

142:                                              ; preds = %104
  %143 = load double, ptr %9, align 8
  %144 = load double, ptr %8, align 8
  %145 = fdiv double %143, %144
  %146 = load i32, ptr %4, align 4
  %147 = add nsw i32 %146, 1
  store i32 %147, ptr %4, align 4
  %148 = sext i32 %146 to i64
  %149 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %148
  store double %145, ptr %149, align 8
  br label %166

150:                                              ; preds = %104
  %151 = load double, ptr %9, align 8
  %152 = load double, ptr %8, align 8
  %153 = call double @fmod(double noundef %151, double noundef %152) #7
  %154 = load i32, ptr %4, align 4
  %155 = add nsw i32 %154, 1
  store i32 %155, ptr %4, align 4
  %156 = sext i32 %154 to i64
  %157 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %156
  store double %153, ptr %157, align 8
  br label %166

158:                                              ; preds = %104
  %159 = load double, ptr %9, align 8
  %160 = load double, ptr %8, align 8
  %161 = call double @pow(double noundef %159, double noundef %160) #7
  %162 = load i32, ptr %4, align 4
  %163 = add nsw i32 %162, 1
  store i32 %163, ptr %4, align 4
  %164 = sext i32 %162 to i64
  %165 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 %164
  store double %161, ptr %165, align 8
  br label %166

166:                                              ; preds = %104, %158, %150, %142, %134, %126, %118
  br label %167

167:                                              ; preds = %166, %93, %80, %20
  %168 = load ptr, ptr %5, align 8
  %169 = getelementptr inbounds i8, ptr %168, i32 1
  store ptr %169, ptr %5, align 8
  br label %11, !llvm.loop !13

170:                                              ; preds = %11
  %171 = getelementptr inbounds [64 x double], ptr %3, i64 0, i64 0
  %172 = load double, ptr %171, align 16
  ret double %172
}

; Function Attrs: nounwind willreturn memory(read)
declare dllimport i32 @isdigit(i32 noundef) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @prec(i8 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  %4 = load i8, ptr %3, align 1
  %5 = sext i8 %4 to i32
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
  %4 = sext i8 %3 to i32
  %5 = icmp eq i32 %4, 94
  br i1 %5, label %10, label %6

6:                                                ; preds = %1
  %7 = load i8, ptr %2, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %8, 126
  br label %10

10:                                               ; preds = %6, %1
  %11 = phi i1 [ true, %1 ], [ %9, %6 ]
  %12 = zext i1 %11 to i32
  ret i32 %12
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local double @fmod(double noundef, double noundef) #4

; Function Attrs: nounwind
declare dso_local double @pow(double noundef, double noundef) #4

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind willreturn memory(read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nounwind willreturn memory(read) }
attributes #7 = { nounwind }

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
