; ModuleID = 'programs/int_edges_u64.c'
source_filename = "programs/int_edges_u64.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i64] [i64 0, i64 1, i64 0, i64 -1, i64 0, i64 1, i64 2, i64 3, i64 7, i64 9223372036854775807, i64 -2, i64 -1, i64 6510615555426900570, i64 -6510615555426900571], align 8
@.str = private unnamed_addr constant [39 x i8] c"type unsigned long: size=%d signed=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"a=\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%llu\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"not\00", align 1
@.str.4 = private unnamed_addr constant [20 x i8] c" wid=%lld uwid=%llu\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"neg\00", align 1
@.str.6 = private unnamed_addr constant [4 x i8] c"inc\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c"dec\00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c" lnot=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"  s=%d\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"shl\00", align 1
@.str.11 = private unnamed_addr constant [4 x i8] c"shr\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c" b=%lld\00", align 1
@.str.14 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.15 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.16 = private unnamed_addr constant [2 x i8] c"*\00", align 1
@.str.17 = private unnamed_addr constant [2 x i8] c"/\00", align 1
@.str.18 = private unnamed_addr constant [2 x i8] c"%\00", align 1
@.str.19 = private unnamed_addr constant [11 x i8] c" DIVID-BAD\00", align 1
@.str.20 = private unnamed_addr constant [2 x i8] c"&\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"|\00", align 1
@.str.22 = private unnamed_addr constant [2 x i8] c"^\00", align 1
@.str.23 = private unnamed_addr constant [18 x i8] c" cmp=%d%d%d%d%d%d\00", align 1
@__const.main.wides = private unnamed_addr constant [16 x i64] [i64 0, i64 1, i64 -1, i64 255, i64 256, i64 -129, i64 65535, i64 65536, i64 -32769, i64 2147483647, i64 2147483648, i64 -2147483649, i64 4294967295, i64 9223372036854775807, i64 -9223372036854775808, i64 81985529216486895], align 8
@.str.24 = private unnamed_addr constant [15 x i8] c"narrow %lld ->\00", align 1
@.str.25 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.26 = private unnamed_addr constant [4 x i8] c"acc\00", align 1
@.str.27 = private unnamed_addr constant [14 x i8] c"hash=%016llx\0A\00", align 1
@hash = internal global i64 1469598103934665603, align 8
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%llu\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [14 x i64], align 8
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i64, align 8
  %8 = alloca i64, align 8
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca [16 x i64], align 8
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 @__const.main.vals, i64 112, i1 true)
  store i32 14, ptr %3, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 8, i32 noundef 0)
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %181, %0
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %184

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [14 x i64], ptr %2, i64 0, i64 %22
  %24 = load volatile i64, ptr %23, align 8
  store i64 %24, ptr %5, align 8
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %26 = load i64, ptr %5, align 8
  %27 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %26)
  %28 = load i64, ptr %5, align 8
  %29 = call i64 @f_not(i64 noundef %28)
  call void @pr(ptr noundef @.str.3, i64 noundef %29)
  %30 = load i64, ptr %5, align 8
  %31 = call i64 @f_widen(i64 noundef %30)
  %32 = load i64, ptr %5, align 8
  %33 = call i64 @f_uwiden(i64 noundef %32)
  %34 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %31, i64 noundef %33)
  %35 = load i64, ptr %5, align 8
  %36 = call i64 @f_widen(i64 noundef %35)
  call void @mix(i64 noundef %36)
  %37 = load i64, ptr %5, align 8
  %38 = call i64 @f_uwiden(i64 noundef %37)
  call void @mix(i64 noundef %38)
  %39 = load i64, ptr %5, align 8
  %40 = sub i64 0, %39
  call void @pr(ptr noundef @.str.5, i64 noundef %40)
  %41 = load i64, ptr %5, align 8
  %42 = call i64 @f_add(i64 noundef %41, i64 noundef 1)
  call void @pr(ptr noundef @.str.6, i64 noundef %42)
  %43 = load i64, ptr %5, align 8
  %44 = call i64 @f_sub(i64 noundef %43, i64 noundef 1)
  call void @pr(ptr noundef @.str.7, i64 noundef %44)
  %45 = load i64, ptr %5, align 8
  %46 = icmp ne i64 %45, 0
  %47 = xor i1 %46, true
  %48 = zext i1 %47 to i32
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %48)
  store i32 0, ptr %6, align 4
  br label %50

50:                                               ; preds = %80, %20
  %51 = load i32, ptr %6, align 4
  %52 = icmp slt i32 %51, 64
  br i1 %52, label %53, label %86

53:                                               ; preds = %50
  %54 = load i64, ptr %5, align 8
  %55 = load i32, ptr %6, align 4
  %56 = call i64 @f_shl(i64 noundef %54, i32 noundef %55)
  store i64 %56, ptr %7, align 8
  %57 = load i64, ptr %5, align 8
  %58 = load i32, ptr %6, align 4
  %59 = call i64 @f_shr(i64 noundef %57, i32 noundef %58)
  store i64 %59, ptr %8, align 8
  %60 = load i64, ptr %7, align 8
  call void @mix(i64 noundef %60)
  %61 = load i64, ptr %8, align 8
  call void @mix(i64 noundef %61)
  %62 = load i32, ptr %6, align 4
  %63 = icmp eq i32 %62, 1
  br i1 %63, label %67, label %64

64:                                               ; preds = %53
  %65 = load i32, ptr %6, align 4
  %66 = icmp eq i32 %65, 63
  br i1 %66, label %67, label %73

67:                                               ; preds = %64, %53
  %68 = load i32, ptr %6, align 4
  %69 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %68)
  %70 = load i64, ptr %7, align 8
  call void @pr(ptr noundef @.str.10, i64 noundef %70)
  %71 = load i64, ptr %8, align 8
  call void @pr(ptr noundef @.str.11, i64 noundef %71)
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %73

73:                                               ; preds = %67, %64
  br label %74

74:                                               ; preds = %73
  %75 = load i32, ptr %6, align 4
  %76 = icmp slt i32 %75, 3
  br i1 %76, label %80, label %77

77:                                               ; preds = %74
  %78 = load i32, ptr %6, align 4
  %79 = icmp sgt i32 %78, 60
  br label %80

80:                                               ; preds = %77, %74
  %81 = phi i1 [ true, %74 ], [ %79, %77 ]
  %82 = zext i1 %81 to i64
  %83 = select i1 %81, i32 1, i32 5
  %84 = load i32, ptr %6, align 4
  %85 = add nsw i32 %84, %83
  store i32 %85, ptr %6, align 4
  br label %50, !llvm.loop !6

86:                                               ; preds = %50
  store i32 0, ptr %9, align 4
  br label %87

87:                                               ; preds = %177, %86
  %88 = load i32, ptr %9, align 4
  %89 = load i32, ptr %3, align 4
  %90 = icmp slt i32 %88, %89
  br i1 %90, label %91, label %180

91:                                               ; preds = %87
  %92 = load i32, ptr %9, align 4
  %93 = sext i32 %92 to i64
  %94 = getelementptr inbounds [14 x i64], ptr %2, i64 0, i64 %93
  %95 = load volatile i64, ptr %94, align 8
  store i64 %95, ptr %10, align 8
  %96 = load i64, ptr %10, align 8
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %96)
  %98 = load i64, ptr %5, align 8
  %99 = load i64, ptr %10, align 8
  %100 = call i64 @f_add(i64 noundef %98, i64 noundef %99)
  call void @pr(ptr noundef @.str.14, i64 noundef %100)
  %101 = load i64, ptr %5, align 8
  %102 = load i64, ptr %10, align 8
  %103 = call i64 @f_sub(i64 noundef %101, i64 noundef %102)
  call void @pr(ptr noundef @.str.15, i64 noundef %103)
  %104 = load i64, ptr %5, align 8
  %105 = load i64, ptr %10, align 8
  %106 = call i64 @f_mul(i64 noundef %104, i64 noundef %105)
  call void @pr(ptr noundef @.str.16, i64 noundef %106)
  %107 = load i64, ptr %10, align 8
  %108 = icmp ne i64 %107, 0
  br i1 %108, label %109, label %130

109:                                              ; preds = %91
  %110 = load i64, ptr %5, align 8
  %111 = load i64, ptr %10, align 8
  %112 = call i64 @f_div(i64 noundef %110, i64 noundef %111)
  call void @pr(ptr noundef @.str.17, i64 noundef %112)
  %113 = load i64, ptr %5, align 8
  %114 = load i64, ptr %10, align 8
  %115 = call i64 @f_rem(i64 noundef %113, i64 noundef %114)
  call void @pr(ptr noundef @.str.18, i64 noundef %115)
  %116 = load i64, ptr %5, align 8
  %117 = load i64, ptr %10, align 8
  %118 = call i64 @f_div(i64 noundef %116, i64 noundef %117)
  %119 = load i64, ptr %10, align 8
  %120 = call i64 @f_mul(i64 noundef %118, i64 noundef %119)
  %121 = load i64, ptr %5, align 8
  %122 = load i64, ptr %10, align 8
  %123 = call i64 @f_rem(i64 noundef %121, i64 noundef %122)
  %124 = add i64 %120, %123
  %125 = load i64, ptr %5, align 8
  %126 = icmp ne i64 %124, %125
  br i1 %126, label %127, label %129

127:                                              ; preds = %109
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.19)
  br label %129

129:                                              ; preds = %127, %109
  br label %130

130:                                              ; preds = %129, %91
  %131 = load i64, ptr %5, align 8
  %132 = load i64, ptr %10, align 8
  %133 = call i64 @f_and(i64 noundef %131, i64 noundef %132)
  call void @pr(ptr noundef @.str.20, i64 noundef %133)
  %134 = load i64, ptr %5, align 8
  %135 = load i64, ptr %10, align 8
  %136 = call i64 @f_or(i64 noundef %134, i64 noundef %135)
  call void @pr(ptr noundef @.str.21, i64 noundef %136)
  %137 = load i64, ptr %5, align 8
  %138 = load i64, ptr %10, align 8
  %139 = call i64 @f_xor(i64 noundef %137, i64 noundef %138)
  call void @pr(ptr noundef @.str.22, i64 noundef %139)
  %140 = load i64, ptr %5, align 8
  %141 = load i64, ptr %10, align 8
  %142 = call i32 @f_lt(i64 noundef %140, i64 noundef %141)
  %143 = load i64, ptr %5, align 8
  %144 = load i64, ptr %10, align 8
  %145 = call i32 @f_le(i64 noundef %143, i64 noundef %144)
  %146 = load i64, ptr %5, align 8
  %147 = load i64, ptr %10, align 8
  %148 = call i32 @f_eq(i64 noundef %146, i64 noundef %147)
  %149 = load i64, ptr %5, align 8
  %150 = load i64, ptr %10, align 8
  %151 = icmp ne i64 %149, %150
  %152 = zext i1 %151 to i32
  %153 = load i64, ptr %5, align 8
  %154 = load i64, ptr %10, align 8
  %155 = icmp ugt i64 %153, %154
  %156 = zext i1 %155 to i32
  %157 = load i64, ptr %5, align 8
  %158 = load i64, ptr %10, align 8
  %159 = icmp uge i64 %157, %158
  %160 = zext i1 %159 to i32
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %142, i32 noundef %145, i32 noundef %148, i32 noundef %152, i32 noundef %156, i32 noundef %160)
  %162 = load i64, ptr %5, align 8
  %163 = load i64, ptr %10, align 8
  %164 = call i32 @f_lt(i64 noundef %162, i64 noundef %163)
  %165 = mul nsw i32 %164, 4
  %166 = load i64, ptr %5, align 8
  %167 = load i64, ptr %10, align 8
  %168 = call i32 @f_le(i64 noundef %166, i64 noundef %167)
  %169 = mul nsw i32 %168, 2
  %170 = add nsw i32 %165, %169
  %171 = load i64, ptr %5, align 8
  %172 = load i64, ptr %10, align 8
  %173 = call i32 @f_eq(i64 noundef %171, i64 noundef %172)
  %174 = add nsw i32 %170, %173
  %175 = sext i32 %174 to i64
  call void @mix(i64 noundef %175)
  %176 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %177

177:                                              ; preds = %130
  %178 = load i32, ptr %9, align 4
  %179 = add nsw i32 %178, 1
  store i32 %179, ptr %9, align 4
  br label %87, !llvm.loop !8

180:                                              ; preds = %87
  br label %181

181:                                              ; preds = %180
  %182 = load i32, ptr %4, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %4, align 4
  br label %16, !llvm.loop !9

184:                                              ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.wides, i64 128, i1 false)
  store i32 0, ptr %12, align 4
  br label %185

185:                                              ; preds = %201, %184
  %186 = load i32, ptr %12, align 4
  %187 = zext i32 %186 to i64
  %188 = icmp ult i64 %187, 16
  br i1 %188, label %189, label %204

189:                                              ; preds = %185
  %190 = load i32, ptr %12, align 4
  %191 = zext i32 %190 to i64
  %192 = getelementptr inbounds [16 x i64], ptr %11, i64 0, i64 %191
  %193 = load i64, ptr %192, align 8
  %194 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i64 noundef %193)
  %195 = load i32, ptr %12, align 4
  %196 = zext i32 %195 to i64
  %197 = getelementptr inbounds [16 x i64], ptr %11, i64 0, i64 %196
  %198 = load i64, ptr %197, align 8
  %199 = call i64 @f_narrow(i64 noundef %198)
  call void @pr(ptr noundef @.str.25, i64 noundef %199)
  %200 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %201

201:                                              ; preds = %189
  %202 = load i32, ptr %12, align 4
  %203 = add i32 %202, 1
  store i32 %203, ptr %12, align 4
  br label %185, !llvm.loop !10

204:                                              ; preds = %185
  store i64 1, ptr %13, align 8
  store i32 0, ptr %14, align 4
  br label %205

205:                                              ; preds = %222, %204
  %206 = load i32, ptr %14, align 4
  %207 = icmp slt i32 %206, 50
  br i1 %207, label %208, label %225

208:                                              ; preds = %205
  %209 = load i64, ptr %13, align 8
  %210 = mul i64 %209, 31
  %211 = load i32, ptr %14, align 4
  %212 = sext i32 %211 to i64
  %213 = add i64 %210, %212
  store i64 %213, ptr %13, align 8
  %214 = load i64, ptr %13, align 8
  %215 = lshr i64 %214, 3
  %216 = load i64, ptr %13, align 8
  %217 = xor i64 %216, %215
  store i64 %217, ptr %13, align 8
  %218 = load i64, ptr %13, align 8
  %219 = load i32, ptr %14, align 4
  %220 = sext i32 %219 to i64
  %221 = or i64 %218, %220
  store i64 %221, ptr %13, align 8
  br label %222

222:                                              ; preds = %208
  %223 = load i32, ptr %14, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %14, align 4
  br label %205, !llvm.loop !11

225:                                              ; preds = %205
  %226 = load i64, ptr %13, align 8
  call void @pr(ptr noundef @.str.26, i64 noundef %226)
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %228 = load i64, ptr @hash, align 8
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i64 noundef %228)
  %230 = load i64, ptr @hash, align 8
  %231 = urem i64 %230, 7
  %232 = trunc i64 %231 to i32
  ret i32 %232
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pr(ptr noundef %0, i64 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %5, i64 noundef %6)
  %8 = load i64, ptr %4, align 8
  call void @mix(i64 noundef %8)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_not(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = xor i64 %3, -1
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_widen(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_uwiden(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mix(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  %3 = alloca i32, align 4
  store i64 %0, ptr %2, align 8
  store i32 0, ptr %3, align 4
  br label %4

4:                                                ; preds = %18, %1
  %5 = load i32, ptr %3, align 4
  %6 = icmp slt i32 %5, 8
  br i1 %6, label %7, label %21

7:                                                ; preds = %4
  %8 = load i64, ptr %2, align 8
  %9 = load i32, ptr %3, align 4
  %10 = mul nsw i32 %9, 8
  %11 = zext i32 %10 to i64
  %12 = lshr i64 %8, %11
  %13 = and i64 %12, 255
  %14 = load i64, ptr @hash, align 8
  %15 = xor i64 %14, %13
  store i64 %15, ptr @hash, align 8
  %16 = load i64, ptr @hash, align 8
  %17 = mul i64 %16, 1099511628211
  store i64 %17, ptr @hash, align 8
  br label %18

18:                                               ; preds = %7
  %19 = load i32, ptr %3, align 4
  %20 = add nsw i32 %19, 1
  store i32 %20, ptr %3, align 4
  br label %4, !llvm.loop !12

21:                                               ; preds = %4
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_add(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = add i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_sub(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = sub i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_shl(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = shl i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_shr(i64 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  store i64 %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load i64, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = lshr i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_mul(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = mul i64 %5, 1
  %7 = load i64, ptr %4, align 8
  %8 = mul i64 %6, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_div(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = udiv i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_rem(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = urem i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_and(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = and i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_or(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = or i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_xor(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = xor i64 %5, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_lt(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ult i64 %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_le(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp ule i64 %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_eq(i64 noundef %0, i64 noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  store i64 %1, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = load i64, ptr %4, align 8
  %7 = icmp eq i64 %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_narrow(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  ret i64 %3
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }

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
