; ModuleID = 'programs/sieve_primes.c'
source_filename = "programs/sieve_primes.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [28 x i8] c"pi(%d)=%d sum=%ld twins=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [29 x i8] c"bit sieve count=%d match=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [14 x i8] c"mr agrees=%d\0A\00", align 1
@.str.3 = private unnamed_addr constant [13 x i8] c"mr(%llu)=%d\0A\00", align 1
@is_prime_mr.bases = internal constant [12 x i64] [i64 2, i64 3, i64 5, i64 7, i64 11, i64 13, i64 17, i64 19, i64 23, i64 29, i64 31, i64 37], align 16

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca ptr, align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca ptr, align 8
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  %15 = alloca i32, align 4
  %16 = alloca [6 x i64], align 16
  %17 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  %18 = call ptr @malloc(i64 noundef 2000001) #7
  store ptr %18, ptr %2, align 8
  %19 = load ptr, ptr %2, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %19, i8 1, i64 2000001, i1 false)
  %20 = load ptr, ptr %2, align 8
  %21 = getelementptr inbounds i8, ptr %20, i64 1
  store i8 0, ptr %21, align 1
  %22 = load ptr, ptr %2, align 8
  %23 = getelementptr inbounds i8, ptr %22, i64 0
  store i8 0, ptr %23, align 1
  store i32 2, ptr %3, align 4
  br label %24

24:                                               ; preds = %54, %0
  %25 = load i32, ptr %3, align 4
  %26 = load i32, ptr %3, align 4
  %27 = mul nsw i32 %25, %26
  %28 = icmp sle i32 %27, 2000000
  br i1 %28, label %29, label %57

29:                                               ; preds = %24
  %30 = load ptr, ptr %2, align 8
  %31 = load i32, ptr %3, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds i8, ptr %30, i64 %32
  %34 = load i8, ptr %33, align 1
  %35 = icmp ne i8 %34, 0
  br i1 %35, label %36, label %53

36:                                               ; preds = %29
  %37 = load i32, ptr %3, align 4
  %38 = load i32, ptr %3, align 4
  %39 = mul nsw i32 %37, %38
  store i32 %39, ptr %4, align 4
  br label %40

40:                                               ; preds = %48, %36
  %41 = load i32, ptr %4, align 4
  %42 = icmp sle i32 %41, 2000000
  br i1 %42, label %43, label %52

43:                                               ; preds = %40
  %44 = load ptr, ptr %2, align 8
  %45 = load i32, ptr %4, align 4
  %46 = sext i32 %45 to i64
  %47 = getelementptr inbounds i8, ptr %44, i64 %46
  store i8 0, ptr %47, align 1
  br label %48

48:                                               ; preds = %43
  %49 = load i32, ptr %3, align 4
  %50 = load i32, ptr %4, align 4
  %51 = add nsw i32 %50, %49
  store i32 %51, ptr %4, align 4
  br label %40, !llvm.loop !5

52:                                               ; preds = %40
  br label %53

53:                                               ; preds = %52, %29
  br label %54

54:                                               ; preds = %53
  %55 = load i32, ptr %3, align 4
  %56 = add nsw i32 %55, 1
  store i32 %56, ptr %3, align 4
  br label %24, !llvm.loop !7

57:                                               ; preds = %24
  store i32 0, ptr %5, align 4
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  store i32 0, ptr %8, align 4
  br label %58

58:                                               ; preds = %90, %57
  %59 = load i32, ptr %8, align 4
  %60 = icmp sle i32 %59, 2000000
  br i1 %60, label %61, label %93

61:                                               ; preds = %58
  %62 = load ptr, ptr %2, align 8
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds i8, ptr %62, i64 %64
  %66 = load i8, ptr %65, align 1
  %67 = icmp ne i8 %66, 0
  br i1 %67, label %68, label %89

68:                                               ; preds = %61
  %69 = load i32, ptr %5, align 4
  %70 = add nsw i32 %69, 1
  store i32 %70, ptr %5, align 4
  %71 = load i32, ptr %8, align 4
  %72 = load i32, ptr %7, align 4
  %73 = add nsw i32 %72, %71
  store i32 %73, ptr %7, align 4
  %74 = load i32, ptr %8, align 4
  %75 = icmp sge i32 %74, 2
  br i1 %75, label %76, label %88

76:                                               ; preds = %68
  %77 = load ptr, ptr %2, align 8
  %78 = load i32, ptr %8, align 4
  %79 = sub nsw i32 %78, 2
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds i8, ptr %77, i64 %80
  %82 = load i8, ptr %81, align 1
  %83 = zext i8 %82 to i32
  %84 = icmp ne i32 %83, 0
  br i1 %84, label %85, label %88

85:                                               ; preds = %76
  %86 = load i32, ptr %6, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %6, align 4
  br label %88

88:                                               ; preds = %85, %76, %68
  br label %89

89:                                               ; preds = %88, %61
  br label %90

90:                                               ; preds = %89
  %91 = load i32, ptr %8, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %8, align 4
  br label %58, !llvm.loop !8

93:                                               ; preds = %58
  %94 = load i32, ptr %5, align 4
  %95 = load i32, ptr %7, align 4
  %96 = load i32, ptr %6, align 4
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 2000000, i32 noundef %94, i32 noundef %95, i32 noundef %96)
  %98 = call ptr @calloc(i64 noundef 31251, i64 noundef 4) #8
  store ptr %98, ptr %9, align 8
  store i32 3, ptr %10, align 4
  br label %99

99:                                               ; preds = %143, %93
  %100 = load i32, ptr %10, align 4
  %101 = load i32, ptr %10, align 4
  %102 = mul nsw i32 %100, %101
  %103 = icmp sle i32 %102, 2000000
  br i1 %103, label %104, label %146

104:                                              ; preds = %99
  %105 = load ptr, ptr %9, align 8
  %106 = load i32, ptr %10, align 4
  %107 = ashr i32 %106, 6
  %108 = sext i32 %107 to i64
  %109 = getelementptr inbounds i32, ptr %105, i64 %108
  %110 = load i32, ptr %109, align 4
  %111 = load i32, ptr %10, align 4
  %112 = ashr i32 %111, 1
  %113 = and i32 %112, 31
  %114 = lshr i32 %110, %113
  %115 = and i32 %114, 1
  %116 = icmp ne i32 %115, 0
  br i1 %116, label %142, label %117

117:                                              ; preds = %104
  %118 = load i32, ptr %10, align 4
  %119 = load i32, ptr %10, align 4
  %120 = mul nsw i32 %118, %119
  store i32 %120, ptr %11, align 4
  br label %121

121:                                              ; preds = %136, %117
  %122 = load i32, ptr %11, align 4
  %123 = icmp sle i32 %122, 2000000
  br i1 %123, label %124, label %141

124:                                              ; preds = %121
  %125 = load i32, ptr %11, align 4
  %126 = ashr i32 %125, 1
  %127 = and i32 %126, 31
  %128 = shl i32 1, %127
  %129 = load ptr, ptr %9, align 8
  %130 = load i32, ptr %11, align 4
  %131 = ashr i32 %130, 6
  %132 = sext i32 %131 to i64
  %133 = getelementptr inbounds i32, ptr %129, i64 %132
  %134 = load i32, ptr %133, align 4
  %135 = or i32 %134, %128
  store i32 %135, ptr %133, align 4
  br label %136

136:                                              ; preds = %124
  %137 = load i32, ptr %10, align 4
  %138 = mul nsw i32 2, %137
  %139 = load i32, ptr %11, align 4
  %140 = add nsw i32 %139, %138
  store i32 %140, ptr %11, align 4
  br label %121, !llvm.loop !9

141:                                              ; preds = %121
  br label %142

142:                                              ; preds = %141, %104
  br label %143

143:                                              ; preds = %142
  %144 = load i32, ptr %10, align 4
  %145 = add nsw i32 %144, 2
  store i32 %145, ptr %10, align 4
  br label %99, !llvm.loop !10

146:                                              ; preds = %99
  store i32 1, ptr %12, align 4
  store i32 3, ptr %13, align 4
  br label %147

147:                                              ; preds = %167, %146
  %148 = load i32, ptr %13, align 4
  %149 = icmp sle i32 %148, 2000000
  br i1 %149, label %150, label %170

150:                                              ; preds = %147
  %151 = load ptr, ptr %9, align 8
  %152 = load i32, ptr %13, align 4
  %153 = ashr i32 %152, 6
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds i32, ptr %151, i64 %154
  %156 = load i32, ptr %155, align 4
  %157 = load i32, ptr %13, align 4
  %158 = ashr i32 %157, 1
  %159 = and i32 %158, 31
  %160 = lshr i32 %156, %159
  %161 = and i32 %160, 1
  %162 = icmp ne i32 %161, 0
  br i1 %162, label %166, label %163

163:                                              ; preds = %150
  %164 = load i32, ptr %12, align 4
  %165 = add nsw i32 %164, 1
  store i32 %165, ptr %12, align 4
  br label %166

166:                                              ; preds = %163, %150
  br label %167

167:                                              ; preds = %166
  %168 = load i32, ptr %13, align 4
  %169 = add nsw i32 %168, 2
  store i32 %169, ptr %13, align 4
  br label %147, !llvm.loop !11

170:                                              ; preds = %147
  %171 = load i32, ptr %12, align 4
  %172 = load i32, ptr %12, align 4
  %173 = load i32, ptr %5, align 4
  %174 = icmp eq i32 %172, %173
  %175 = zext i1 %174 to i32
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %171, i32 noundef %175)
  store i32 1, ptr %14, align 4
  store i32 0, ptr %15, align 4
  br label %177

177:                                              ; preds = %193, %170
  %178 = load i32, ptr %15, align 4
  %179 = icmp slt i32 %178, 100000
  br i1 %179, label %180, label %196

180:                                              ; preds = %177
  %181 = load i32, ptr %15, align 4
  %182 = sext i32 %181 to i64
  %183 = call i32 @is_prime_mr(i64 noundef %182)
  %184 = load ptr, ptr %2, align 8
  %185 = load i32, ptr %15, align 4
  %186 = sext i32 %185 to i64
  %187 = getelementptr inbounds i8, ptr %184, i64 %186
  %188 = load i8, ptr %187, align 1
  %189 = zext i8 %188 to i32
  %190 = icmp ne i32 %183, %189
  br i1 %190, label %191, label %192

191:                                              ; preds = %180
  store i32 0, ptr %14, align 4
  br label %192

192:                                              ; preds = %191, %180
  br label %193

193:                                              ; preds = %192
  %194 = load i32, ptr %15, align 4
  %195 = add nsw i32 %194, 1
  store i32 %195, ptr %15, align 4
  br label %177, !llvm.loop !12

196:                                              ; preds = %177
  %197 = load i32, ptr %14, align 4
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %197)
  call void @llvm.memset.p0.i64(ptr align 16 %16, i8 0, i64 48, i1 false)
  %199 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 0
  store i64 -59, ptr %199, align 16
  %200 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 1
  store i64 -61, ptr %200, align 8
  %201 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 2
  store i64 9223372036854775783, ptr %201, align 16
  %202 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 3
  store i64 1000000007, ptr %202, align 8
  %203 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 4
  store i64 999999999989, ptr %203, align 16
  %204 = getelementptr inbounds [6 x i64], ptr %16, i32 0, i32 5
  store i64 -94489280427, ptr %204, align 8
  store i32 0, ptr %17, align 4
  br label %205

205:                                              ; preds = %219, %196
  %206 = load i32, ptr %17, align 4
  %207 = icmp slt i32 %206, 6
  br i1 %207, label %208, label %222

208:                                              ; preds = %205
  %209 = load i32, ptr %17, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [6 x i64], ptr %16, i64 0, i64 %210
  %212 = load i64, ptr %211, align 8
  %213 = load i32, ptr %17, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [6 x i64], ptr %16, i64 0, i64 %214
  %216 = load i64, ptr %215, align 8
  %217 = call i32 @is_prime_mr(i64 noundef %216)
  %218 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i64 noundef %212, i32 noundef %217)
  br label %219

219:                                              ; preds = %208
  %220 = load i32, ptr %17, align 4
  %221 = add nsw i32 %220, 1
  store i32 %221, ptr %17, align 4
  br label %205, !llvm.loop !13

222:                                              ; preds = %205
  %223 = load ptr, ptr %2, align 8
  call void @free(ptr noundef %223)
  %224 = load ptr, ptr %9, align 8
  call void @free(ptr noundef %224)
  %225 = load i32, ptr %5, align 4
  %226 = srem i32 %225, 256
  ret i32 %226
}

; Function Attrs: allocsize(0)
declare dso_local ptr @malloc(i64 noundef) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #9
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: allocsize(0,1)
declare dso_local ptr @calloc(i64 noundef, i64 noundef) #3

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
  br label %15, !llvm.loop !14

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
  br label %41, !llvm.loop !15

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
  br label %72, !llvm.loop !16

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
  br label %52, !llvm.loop !17

98:                                               ; preds = %52
  store i32 1, ptr %2, align 4
  br label %99

99:                                               ; preds = %98, %93, %26, %13
  %100 = load i32, ptr %2, align 4
  ret i32 %100
}

declare dso_local void @free(ptr noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #6

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

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
  br label %11, !llvm.loop !18

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

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { allocsize(0) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { allocsize(0,1) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { allocsize(0) }
attributes #8 = { allocsize(0,1) }
attributes #9 = { nounwind }

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
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
