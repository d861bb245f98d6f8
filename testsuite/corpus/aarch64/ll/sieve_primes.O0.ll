; ModuleID = 'programs/sieve_primes.c'
source_filename = "programs/sieve_primes.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [28 x i8] c"pi(%d)=%d sum=%ld twins=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"bit sieve count=%d match=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"mr agrees=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"mr(%llu)=%d\0A\00", align 1
@is_prime_mr.bases = internal constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 8

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [6 x i64], align 8
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %18 = call noalias ptr @malloc(i64 noundef 2000001) #6
  store ptr %18, ptr %2, align 8
  %19 = load ptr, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %19, i8 1, i64 2000001, i1 false)
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds i8, ptr %20, i64 1
  store i8 0, ptr %21, align 1
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 0
  store i8 0, ptr %23, align 1
  store i64 2, ptr %3, align 8
  br label %24

24:                                               ; preds = %52, %0
  %25 = load i64, ptr %3, align 8
  %26 = load i64, ptr %3, align 8
  %27 = mul nsw i64 %25, %26
  %28 = icmp sle i64 %27, 2000000
  br i1 %28, label %29, label %55

29:                                               ; preds = %24
  %30 = load ptr, ptr %2, align 8
  %31 = load i64, ptr %3, align 8
  %32 = getelementptr inbounds i8, ptr %30, i64 %31
  %33 = load i8, ptr %32, align 1
  %34 = icmp ne i8 %33, 0
  br i1 %34, label %35, label %51

35:                                               ; preds = %29
  %36 = load i64, ptr %3, align 8
  %37 = load i64, ptr %3, align 8
  %38 = mul nsw i64 %36, %37
  store i64 %38, ptr %4, align 8
  br label %39

39:                                               ; preds = %46, %35
  %40 = load i64, ptr %4, align 8
  %41 = icmp sle i64 %40, 2000000
  br i1 %41, label %42, label %50

42:                                               ; preds = %39
  %43 = load ptr, ptr %2, align 8
  %44 = load i64, ptr %4, align 8
  %45 = getelementptr inbounds i8, ptr %43, i64 %44
  store i8 0, ptr %45, align 1
  br label %46

46:                                               ; preds = %42
  %47 = load i64, ptr %3, align 8
  %48 = load i64, ptr %4, align 8
  %49 = add nsw i64 %48, %47
  store i64 %49, ptr %4, align 8
  br label %39, !llvm.loop !6

50:                                               ; preds = %39
  br label %51

51:                                               ; preds = %50, %29
  br label %52

52:                                               ; preds = %51
  %53 = load i64, ptr %3, align 8
  %54 = add nsw i64 %53, 1
  store i64 %54, ptr %3, align 8
  br label %24, !llvm.loop !8

55:                                               ; preds = %24
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i64 0, ptr %7, align 8
  store i32 0, ptr %8, align 4
  br label %56

56:                                               ; preds = %89, %55
  %57 = load i32, ptr %8, align 4
  %58 = icmp sle i32 %57, 2000000
  br i1 %58, label %59, label %92

59:                                               ; preds = %56
  %60 = load ptr, ptr %2, align 8
  %61 = load i32, ptr %8, align 4
  %62 = sext i32 %61 to i64
  %63 = getelementptr inbounds i8, ptr %60, i64 %62
  %64 = load i8, ptr %63, align 1
  %65 = icmp ne i8 %64, 0
  br i1 %65, label %66, label %88

66:                                               ; preds = %59
  %67 = load i32, ptr %5, align 4
  %68 = add nsw i32 %67, 1
  store i32 %68, ptr %5, align 4
  %69 = load i32, ptr %8, align 4
  %70 = sext i32 %69 to i64
  %71 = load i64, ptr %7, align 8
  %72 = add nsw i64 %71, %70
  store i64 %72, ptr %7, align 8
  %73 = load i32, ptr %8, align 4
  %74 = icmp sge i32 %73, 2
  br i1 %74, label %75, label %87

75:                                               ; preds = %66
  %76 = load ptr, ptr %2, align 8
  %77 = load i32, ptr %8, align 4
  %78 = sub nsw i32 %77, 2
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds i8, ptr %76, i64 %79
  %81 = load i8, ptr %80, align 1
  %82 = zext i8 %81 to i32
  %83 = icmp ne i32 %82, 0
  br i1 %83, label %84, label %87

84:                                               ; preds = %75
  %85 = load i32, ptr %6, align 4
  %86 = add nsw i32 %85, 1
  store i32 %86, ptr %6, align 4
  br label %87

87:                                               ; preds = %84, %75, %66
  br label %88

88:                                               ; preds = %87, %59
  br label %89

89:                                               ; preds = %88
  %90 = load i32, ptr %8, align 4
  %91 = add nsw i32 %90, 1
  store i32 %91, ptr %8, align 4
  br label %56, !llvm.loop !9

92:                                               ; preds = %56
  %93 = load i32, ptr %5, align 4
  %94 = load i64, ptr %7, align 8
  %95 = load i32, ptr %6, align 4
  %96 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 2000000, i32 noundef %93, i64 noundef %94, i32 noundef %95)
  %97 = call noalias ptr @calloc(i64 noundef 31251, i64 noundef 4) #7
  store ptr %97, ptr %9, align 8
  store i64 3, ptr %10, align 8
  br label %98

98:                                               ; preds = %142, %92
  %99 = load i64, ptr %10, align 8
  %100 = load i64, ptr %10, align 8
  %101 = mul nsw i64 %99, %100
  %102 = icmp sle i64 %101, 2000000
  br i1 %102, label %103, label %145

103:                                              ; preds = %98
  %104 = load ptr, ptr %9, align 8
  %105 = load i64, ptr %10, align 8
  %106 = ashr i64 %105, 6
  %107 = getelementptr inbounds i32, ptr %104, i64 %106
  %108 = load i32, ptr %107, align 4
  %109 = load i64, ptr %10, align 8
  %110 = ashr i64 %109, 1
  %111 = and i64 %110, 31
  %112 = trunc i64 %111 to i32
  %113 = lshr i32 %108, %112
  %114 = and i32 %113, 1
  %115 = icmp ne i32 %114, 0
  br i1 %115, label %141, label %116

116:                                              ; preds = %103
  %117 = load i64, ptr %10, align 8
  %118 = load i64, ptr %10, align 8
  %119 = mul nsw i64 %117, %118
  store i64 %119, ptr %11, align 8
  br label %120

120:                                              ; preds = %135, %116
  %121 = load i64, ptr %11, align 8
  %122 = icmp sle i64 %121, 2000000
  br i1 %122, label %123, label %140

123:                                              ; preds = %120
  %124 = load i64, ptr %11, align 8
  %125 = ashr i64 %124, 1
  %126 = and i64 %125, 31
  %127 = trunc i64 %126 to i32
  %128 = shl i32 1, %127
  %129 = load ptr, ptr %9, align 8
  %130 = load i64, ptr %11, align 8
  %131 = ashr i64 %130, 6
  %132 = getelementptr inbounds i32, ptr %129, i64 %131
  %133 = load i32, ptr %132, align 4
  %134 = or i32 %133, %128
  store i32 %134, ptr %132, align 4
  br label %135

135:                                              ; preds = %123
  %136 = load i64, ptr %10, align 8
  %137 = mul nsw i64 2, %136
  %138 = load i64, ptr %11, align 8
  %139 = add nsw i64 %138, %137
  store i64 %139, ptr %11, align 8
  br label %120, !llvm.loop !10

140:                                              ; preds = %120
  br label %141

141:                                              ; preds = %140, %103
  br label %142

142:                                              ; preds = %141
  %143 = load i64, ptr %10, align 8
  %144 = add nsw i64 %143, 2
  store i64 %144, ptr %10, align 8
  br label %98, !llvm.loop !11

145:                                              ; preds = %98
  store i32 1, ptr %12, align 4
  store i64 3, ptr %13, align 8
  br label %146

146:                                              ; preds = %166, %145
  %147 = load i64, ptr %13, align 8
  %148 = icmp sle i64 %147, 2000000
  br i1 %148, label %149, label %169

149:                                              ; preds = %146
  %150 = load ptr, ptr %9, align 8
  %151 = load i64, ptr %13, align 8
  %152 = ashr i64 %151, 6
  %153 = getelementptr inbounds i32, ptr %150, i64 %152
  %154 = load i32, ptr %153, align 4
  %155 = load i64, ptr %13, align 8
  %156 = ashr i64 %155, 1
  %157 = and i64 %156, 31
  %158 = trunc i64 %157 to i32
  %159 = lshr i32 %154, %158
  %160 = and i32 %159, 1
  %161 = icmp ne i32 %160, 0
  br i1 %161, label %165, label %162

162:                                              ; preds = %149
  %163 = load i32, ptr %12, align 4
  %164 = add nsw i32 %163, 1
  store i32 %164, ptr %12, align 4
  br label %165

165:                                              ; preds = %162, %149
  br label %166

166:                                              ; preds = %165
  %167 = load i64, ptr %13, align 8
  %168 = add nsw i64 %167, 2
  store i64 %168, ptr %13, align 8
  br label %146, !llvm.loop !12

169:                                              ; preds = %146
  %170 = load i32, ptr %12, align 4
  %171 = load i32, ptr %12, align 4
  %172 = load i32, ptr %5, align 4
  %173 = icmp eq i32 %171, %172
  %174 = zext i1 %173 to i32
  %175 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %170, i32 noundef %174)
  store i32 1, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %176

176:                                              ; preds = %192, %169
  %177 = load i32, ptr %15, align 4
  %178 = icmp slt i32 %177, 100000
  br i1 %178, label %179, label %195

179:                                              ; preds = %176
  %180 = load i32, ptr %15, align 4
  %181 = sext i32 %180 to i64
  %182 = call i32 @is_prime_mr(i64 noundef %181)
  %183 = load ptr, ptr %2, align 8
  %184 = load i32, ptr %15, align 4
  %185 = sext i32 %184 to i64
  %186 = getelementptr inbounds i8, ptr %183, i64 %185
  %187 = load i8, ptr %186, align 1
  %188 = zext i8 %187 to i32
  %189 = icmp ne i32 %182, %188
  br i1 %189, label %190, label %191

190:                                              ; preds = %179
  store i32 0, ptr %14, align 4
  br label %191

191:                                              ; preds = %190, %179
  br label %192

192:                                              ; preds = %191
  %193 = load i32, ptr %15, align 4
  %194 = add nsw i32 %193, 1
  store i32 %194, ptr %15, align 4
  br label %176, !llvm.loop !13

195:                                              ; preds = %176
  %196 = load i32, ptr %14, align 4
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %196)
  call void @llvm.memset.p0.i64(ptr align 8 %16, i8 0, i64 48, i1 false)
  %198 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 0
  store i64 -59, ptr %198, align 8
  %199 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 1
  store i64 -61, ptr %199, align 8
  %200 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 2
  store i64 9223372036854775783, ptr %200, align 8
  %201 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 3
  store i64 1000000007, ptr %201, align 8
  %202 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 4
  store i64 999999999989, ptr %202, align 8
  %203 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 5
  store i64 -94489280427, ptr %203, align 8
  store i32 0, ptr %17, align 4
  br label %204

204:                                              ; preds = %218, %195
  %205 = load i32, ptr %17, align 4
  %206 = icmp slt i32 %205, 6
  br i1 %206, label %207, label %221

207:                                              ; preds = %204
  %208 = load i32, ptr %17, align 4
  %209 = sext i32 %208 to i64
  %210 = getelementptr inbounds [6 x i64], ptr %16, i64 0, i64 %209
  %211 = load i64, ptr %210, align 8
  %212 = load i32, ptr %17, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [6 x i64], ptr %16, i64 0, i64 %213
  %215 = load i64, ptr %214, align 8
  %216 = call i32 @is_prime_mr(i64 noundef %215)
  %217 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %211, i32 noundef %216)
  br label %218

218:                                              ; preds = %207
  %219 = load i32, ptr %17, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %17, align 4
  br label %204, !llvm.loop !14

221:                                              ; preds = %204
  %222 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %222) #8
  %223 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %223) #8
  %224 = load i32, ptr %5, align 4
  %225 = srem i32 %224, 256
  ret i32 %225
}

; Function Attrs: nounwind allocsize(0)
declare noalias ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

declare i32 @printf(ptr noundef, ...) #3

; Function Attrs: nounwind allocsize(0,1)
declare noalias ptr @calloc(i64 noundef, i64 noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @is_prime_mr(i64 noundef %0) #0 {
  %2 = alloca i32, align 4
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  %11 = load i64, ptr %3, align 8
  %12 = icmp ult i64 %11, 2
  br i1 %12, label %13, label %14

13:                                               ; preds = %1
  store i32 0, ptr %2, align 4
  br label %99

14:                                               ; preds = %1
  store i32 0, ptr %4, align 4
  br label %15

15:                                               ; preds = %35, %14
  %16 = load i32, ptr %4, align 4
  %17 = icmp slt i32 %16, 12
  br i1 %17, label %18, label %38

18:                                               ; preds = %15
  %19 = load i64, ptr %3, align 8
  %20 = load i32, ptr %4, align 4
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [12 x i64], ptr @is_prime_mr.bases, i64 0, i64 %21
  %23 = load i64, ptr %22, align 8
  %24 = urem i64 %19, %23
  %25 = icmp eq i64 %24, 0
  br i1 %25, label %26, label %34

26:                                               ; preds = %18
  %27 = load i64, ptr %3, align 8
  %28 = load i32, ptr %4, align 4
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [12 x i64], ptr @is_prime_mr.bases, i64 0, i64 %29
  %31 = load i64, ptr %30, align 8
  %32 = icmp eq i64 %27, %31
  %33 = zext i1 %32 to i32
  store i32 %33, ptr %2, align 4
  br label %99

34:                                               ; preds = %18
  br label %35

35:                                               ; preds = %34
  %36 = load i32, ptr %4, align 4
  %37 = add nsw i32 %36, 1
  store i32 %37, ptr %4, align 4
  br label %15, !llvm.loop !15

38:                                               ; preds = %15
  %39 = load i64, ptr %3, align 8
  %40 = sub i64 %39, 1
  store i64 %40, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %41

41:                                               ; preds = %46, %38
  %42 = load i64, ptr %5, align 8
  %43 = and i64 %42, 1
  %44 = icmp ne i64 %43, 0
  %45 = xor i1 %44, true
  br i1 %45, label %46, label %51

46:                                               ; preds = %41
  %47 = load i64, ptr %5, align 8
  %48 = lshr i64 %47, 1
  store i64 %48, ptr %5, align 8
  %49 = load i32, ptr %6, align 4
  %50 = add nsw i32 %49, 1
  store i32 %50, ptr %6, align 4
  br label %41, !llvm.loop !16

51:                                               ; preds = %41
  store i32 0, ptr %7, align 4
  br label %52

52:                                               ; preds = %95, %51
  %53 = load i32, ptr %7, align 4
  %54 = icmp slt i32 %53, 12
  br i1 %54, label %55, label %98

55:                                               ; preds = %52
  %56 = load i32, ptr %7, align 4
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [12 x i64], ptr @is_prime_mr.bases, i64 0, i64 %57
  %59 = load i64, ptr %58, align 8
  %60 = load i64, ptr %5, align 8
  %61 = load i64, ptr %3, align 8
  %62 = call i64 @powmod(i64 noundef %59, i64 noundef %60, i64 noundef %61)
  store i64 %62, ptr %8, align 8
  %63 = load i64, ptr %8, align 8
  %64 = icmp eq i64 %63, 1
  br i1 %64, label %70, label %65

65:                                               ; preds = %55
  %66 = load i64, ptr %8, align 8
  %67 = load i64, ptr %3, align 8
  %68 = sub i64 %67, 1
  %69 = icmp eq i64 %66, %68
  br i1 %69, label %70, label %71

70:                                               ; preds = %65, %55
  br label %95

71:                                               ; preds = %65
  store i32 1, ptr %9, align 4
  store i32 1, ptr %10, align 4
  br label %72

72:                                               ; preds = %87, %71
  %73 = load i32, ptr %10, align 4
  %74 = load i32, ptr %6, align 4
  %75 = icmp slt i32 %73, %74
  br i1 %75, label %76, label %90

76:                                               ; preds = %72
  %77 = load i64, ptr %8, align 8
  %78 = load i64, ptr %8, align 8
  %79 = load i64, ptr %3, align 8
  %80 = call i64 @mulmod(i64 noundef %77, i64 noundef %78, i64 noundef %79)
  store i64 %80, ptr %8, align 8
  %81 = load i64, ptr %8, align 8
  %82 = load i64, ptr %3, align 8
  %83 = sub i64 %82, 1
  %84 = icmp eq i64 %81, %83
  br i1 %84, label %85, label %86

85:                                               ; preds = %76
  store i32 0, ptr %9, align 4
  br label %90

86:                                               ; preds = %76
  br label %87

87:                                               ; preds = %86
  %88 = load i32, ptr %10, align 4
  %89 = add nsw i32 %88, 1
  store i32 %89, ptr %10, align 4
  br label %72, !llvm.loop !17

90:                                               ; preds = %85, %72
  %91 = load i32, ptr %9, align 4
  %92 = icmp ne i32 %91, 0
  br i1 %92, label %93, label %94

93:                                               ; preds = %90
  store i32 0, ptr %2, align 4
  br label %99

94:                                               ; preds = %90
  br label %95

95:                                               ; preds = %94, %70
  %96 = load i32, ptr %7, align 4
  %97 = add nsw i32 %96, 1
  store i32 %97, ptr %7, align 4
  br label %52, !llvm.loop !18

98:                                               ; preds = %52
  store i32 1, ptr %2, align 4
  br label %99

99:                                               ; preds = %98, %93, %26, %13
  %100 = load i32, ptr %2, align 4
  ret i32 %100
}

; Function Attrs: nounwind
declare void @free(ptr noundef) #5

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @powmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  %7 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  store i64 1, ptr %7, align 8
  %8 = load i64, ptr %6, align 8
  %9 = load i64, ptr %4, align 8
  %10 = urem i64 %9, %8
  store i64 %10, ptr %4, align 8
  br label %11

11:                                               ; preds = %23, %3
  %12 = load i64, ptr %5, align 8
  %13 = icmp ne i64 %12, 0
  br i1 %13, label %14, label %30

14:                                               ; preds = %11
  %15 = load i64, ptr %5, align 8
  %16 = and i64 %15, 1
  %17 = icmp ne i64 %16, 0
  br i1 %17, label %18, label %23

18:                                               ; preds = %14
  %19 = load i64, ptr %7, align 8
  %20 = load i64, ptr %4, align 8
  %21 = load i64, ptr %6, align 8
  %22 = call i64 @mulmod(i64 noundef %19, i64 noundef %20, i64 noundef %21)
  store i64 %22, ptr %7, align 8
  br label %23

23:                                               ; preds = %18, %14
  %24 = load i64, ptr %4, align 8
  %25 = load i64, ptr %4, align 8
  %26 = load i64, ptr %6, align 8
  %27 = call i64 @mulmod(i64 noundef %24, i64 noundef %25, i64 noundef %26)
  store i64 %27, ptr %4, align 8
  %28 = load i64, ptr %5, align 8
  %29 = lshr i64 %28, 1
  store i64 %29, ptr %5, align 8
  br label %11, !llvm.loop !19

30:                                               ; preds = %11
  %31 = load i64, ptr %7, align 8
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @mulmod(i64 noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i64, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store i64 %0, ptr %4, align 8
  store i64 %1, ptr %5, align 8
  store i64 %2, ptr %6, align 8
  %7 = load i64, ptr %4, align 8
  %8 = zext i64 %7 to i128
  %9 = load i64, ptr %5, align 8
  %10 = zext i64 %9 to i128
  %11 = mul i128 %8, %10
  %12 = load i64, ptr %6, align 8
  %13 = zext i64 %12 to i128
  %14 = urem i128 %11, %13
  %15 = trunc i128 %14 to i64
  ret i64 %15
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nounwind allocsize(0) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { nounwind allocsize(0,1) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind allocsize(0) }
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
