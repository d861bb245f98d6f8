; ModuleID = 'programs/int_edges_u32.c'
source_filename = "programs/int_edges_u32.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i32] [i32 0, i32 1, i32 0, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 7, i32 2147483647, i32 -2, i32 -1, i32 1515870810, i32 -1515870811], align 4
@.str = private unnamed_addr constant [38 x i8] c"type unsigned int: size=%d signed=%d\0A\00", align 1
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
  %2 = alloca [14 x i32], align 4
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca [16 x i64], align 8
  %12 = alloca i32, align 4
  %13 = alloca i32, align 4
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 @__const.main.vals, i64 56, i1 true)
  store i32 14, ptr %3, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 4, i32 noundef 0)
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %185, %0
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %188

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [14 x i32], ptr %2, i64 0, i64 %22
  %24 = load volatile i32, ptr %23, align 4
  store i32 %24, ptr %5, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %26 = load i32, ptr %5, align 4
  %27 = zext i32 %26 to i64
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %27)
  %29 = load i32, ptr %5, align 4
  %30 = call i32 @f_not(i32 noundef %29)
  call void @pr(ptr noundef @.str.3, i32 noundef %30)
  %31 = load i32, ptr %5, align 4
  %32 = call i64 @f_widen(i32 noundef %31)
  %33 = load i32, ptr %5, align 4
  %34 = call i64 @f_uwiden(i32 noundef %33)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %32, i64 noundef %34)
  %36 = load i32, ptr %5, align 4
  %37 = call i64 @f_widen(i32 noundef %36)
  call void @mix(i64 noundef %37)
  %38 = load i32, ptr %5, align 4
  %39 = call i64 @f_uwiden(i32 noundef %38)
  call void @mix(i64 noundef %39)
  %40 = load i32, ptr %5, align 4
  %41 = sub i32 0, %40
  call void @pr(ptr noundef @.str.5, i32 noundef %41)
  %42 = load i32, ptr %5, align 4
  %43 = call i32 @f_add(i32 noundef %42, i32 noundef 1)
  call void @pr(ptr noundef @.str.6, i32 noundef %43)
  %44 = load i32, ptr %5, align 4
  %45 = call i32 @f_sub(i32 noundef %44, i32 noundef 1)
  call void @pr(ptr noundef @.str.7, i32 noundef %45)
  %46 = load i32, ptr %5, align 4
  %47 = icmp ne i32 %46, 0
  %48 = xor i1 %47, true
  %49 = zext i1 %48 to i32
  %50 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %49)
  store i32 0, ptr %6, align 4
  br label %51

51:                                               ; preds = %83, %20
  %52 = load i32, ptr %6, align 4
  %53 = icmp slt i32 %52, 32
  br i1 %53, label %54, label %89

54:                                               ; preds = %51
  %55 = load i32, ptr %5, align 4
  %56 = load i32, ptr %6, align 4
  %57 = call i32 @f_shl(i32 noundef %55, i32 noundef %56)
  store i32 %57, ptr %7, align 4
  %58 = load i32, ptr %5, align 4
  %59 = load i32, ptr %6, align 4
  %60 = call i32 @f_shr(i32 noundef %58, i32 noundef %59)
  store i32 %60, ptr %8, align 4
  %61 = load i32, ptr %7, align 4
  %62 = zext i32 %61 to i64
  call void @mix(i64 noundef %62)
  %63 = load i32, ptr %8, align 4
  %64 = zext i32 %63 to i64
  call void @mix(i64 noundef %64)
  %65 = load i32, ptr %6, align 4
  %66 = icmp eq i32 %65, 1
  br i1 %66, label %70, label %67

67:                                               ; preds = %54
  %68 = load i32, ptr %6, align 4
  %69 = icmp eq i32 %68, 31
  br i1 %69, label %70, label %76

70:                                               ; preds = %67, %54
  %71 = load i32, ptr %6, align 4
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %71)
  %73 = load i32, ptr %7, align 4
  call void @pr(ptr noundef @.str.10, i32 noundef %73)
  %74 = load i32, ptr %8, align 4
  call void @pr(ptr noundef @.str.11, i32 noundef %74)
  %75 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %76

76:                                               ; preds = %70, %67
  br label %77

77:                                               ; preds = %76
  %78 = load i32, ptr %6, align 4
  %79 = icmp slt i32 %78, 3
  br i1 %79, label %83, label %80

80:                                               ; preds = %77
  %81 = load i32, ptr %6, align 4
  %82 = icmp sgt i32 %81, 28
  br label %83

83:                                               ; preds = %80, %77
  %84 = phi i1 [ true, %77 ], [ %82, %80 ]
  %85 = zext i1 %84 to i64
  %86 = select i1 %84, i32 1, i32 5
  %87 = load i32, ptr %6, align 4
  %88 = add nsw i32 %87, %86
  store i32 %88, ptr %6, align 4
  br label %51, !llvm.loop !6

89:                                               ; preds = %51
  store i32 0, ptr %9, align 4
  br label %90

90:                                               ; preds = %181, %89
  %91 = load i32, ptr %9, align 4
  %92 = load i32, ptr %3, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %184

94:                                               ; preds = %90
  %95 = load i32, ptr %9, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [14 x i32], ptr %2, i64 0, i64 %96
  %98 = load volatile i32, ptr %97, align 4
  store i32 %98, ptr %10, align 4
  %99 = load i32, ptr %10, align 4
  %100 = zext i32 %99 to i64
  %101 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %100)
  %102 = load i32, ptr %5, align 4
  %103 = load i32, ptr %10, align 4
  %104 = call i32 @f_add(i32 noundef %102, i32 noundef %103)
  call void @pr(ptr noundef @.str.14, i32 noundef %104)
  %105 = load i32, ptr %5, align 4
  %106 = load i32, ptr %10, align 4
  %107 = call i32 @f_sub(i32 noundef %105, i32 noundef %106)
  call void @pr(ptr noundef @.str.15, i32 noundef %107)
  %108 = load i32, ptr %5, align 4
  %109 = load i32, ptr %10, align 4
  %110 = call i32 @f_mul(i32 noundef %108, i32 noundef %109)
  call void @pr(ptr noundef @.str.16, i32 noundef %110)
  %111 = load i32, ptr %10, align 4
  %112 = icmp ne i32 %111, 0
  br i1 %112, label %113, label %134

113:                                              ; preds = %94
  %114 = load i32, ptr %5, align 4
  %115 = load i32, ptr %10, align 4
  %116 = call i32 @f_div(i32 noundef %114, i32 noundef %115)
  call void @pr(ptr noundef @.str.17, i32 noundef %116)
  %117 = load i32, ptr %5, align 4
  %118 = load i32, ptr %10, align 4
  %119 = call i32 @f_rem(i32 noundef %117, i32 noundef %118)
  call void @pr(ptr noundef @.str.18, i32 noundef %119)
  %120 = load i32, ptr %5, align 4
  %121 = load i32, ptr %10, align 4
  %122 = call i32 @f_div(i32 noundef %120, i32 noundef %121)
  %123 = load i32, ptr %10, align 4
  %124 = call i32 @f_mul(i32 noundef %122, i32 noundef %123)
  %125 = load i32, ptr %5, align 4
  %126 = load i32, ptr %10, align 4
  %127 = call i32 @f_rem(i32 noundef %125, i32 noundef %126)
  %128 = add i32 %124, %127
  %129 = load i32, ptr %5, align 4
  %130 = icmp ne i32 %128, %129
  br i1 %130, label %131, label %133

131:                                              ; preds = %113
  %132 = call i32 (ptr, ...) @printf(ptr noundef @.str.19)
  br label %133

133:                                              ; preds = %131, %113
  br label %134

134:                                              ; preds = %133, %94
  %135 = load i32, ptr %5, align 4
  %136 = load i32, ptr %10, align 4
  %137 = call i32 @f_and(i32 noundef %135, i32 noundef %136)
  call void @pr(ptr noundef @.str.20, i32 noundef %137)
  %138 = load i32, ptr %5, align 4
  %139 = load i32, ptr %10, align 4
  %140 = call i32 @f_or(i32 noundef %138, i32 noundef %139)
  call void @pr(ptr noundef @.str.21, i32 noundef %140)
  %141 = load i32, ptr %5, align 4
  %142 = load i32, ptr %10, align 4
  %143 = call i32 @f_xor(i32 noundef %141, i32 noundef %142)
  call void @pr(ptr noundef @.str.22, i32 noundef %143)
  %144 = load i32, ptr %5, align 4
  %145 = load i32, ptr %10, align 4
  %146 = call i32 @f_lt(i32 noundef %144, i32 noundef %145)
  %147 = load i32, ptr %5, align 4
  %148 = load i32, ptr %10, align 4
  %149 = call i32 @f_le(i32 noundef %147, i32 noundef %148)
  %150 = load i32, ptr %5, align 4
  %151 = load i32, ptr %10, align 4
  %152 = call i32 @f_eq(i32 noundef %150, i32 noundef %151)
  %153 = load i32, ptr %5, align 4
  %154 = load i32, ptr %10, align 4
  %155 = icmp ne i32 %153, %154
  %156 = zext i1 %155 to i32
  %157 = load i32, ptr %5, align 4
  %158 = load i32, ptr %10, align 4
  %159 = icmp ugt i32 %157, %158
  %160 = zext i1 %159 to i32
  %161 = load i32, ptr %5, align 4
  %162 = load i32, ptr %10, align 4
  %163 = icmp uge i32 %161, %162
  %164 = zext i1 %163 to i32
  %165 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %146, i32 noundef %149, i32 noundef %152, i32 noundef %156, i32 noundef %160, i32 noundef %164)
  %166 = load i32, ptr %5, align 4
  %167 = load i32, ptr %10, align 4
  %168 = call i32 @f_lt(i32 noundef %166, i32 noundef %167)
  %169 = mul nsw i32 %168, 4
  %170 = load i32, ptr %5, align 4
  %171 = load i32, ptr %10, align 4
  %172 = call i32 @f_le(i32 noundef %170, i32 noundef %171)
  %173 = mul nsw i32 %172, 2
  %174 = add nsw i32 %169, %173
  %175 = load i32, ptr %5, align 4
  %176 = load i32, ptr %10, align 4
  %177 = call i32 @f_eq(i32 noundef %175, i32 noundef %176)
  %178 = add nsw i32 %174, %177
  %179 = sext i32 %178 to i64
  call void @mix(i64 noundef %179)
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %181

181:                                              ; preds = %134
  %182 = load i32, ptr %9, align 4
  %183 = add nsw i32 %182, 1
  store i32 %183, ptr %9, align 4
  br label %90, !llvm.loop !8

184:                                              ; preds = %90
  br label %185

185:                                              ; preds = %184
  %186 = load i32, ptr %4, align 4
  %187 = add nsw i32 %186, 1
  store i32 %187, ptr %4, align 4
  br label %16, !llvm.loop !9

188:                                              ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.wides, i64 128, i1 false)
  store i32 0, ptr %12, align 4
  br label %189

189:                                              ; preds = %205, %188
  %190 = load i32, ptr %12, align 4
  %191 = zext i32 %190 to i64
  %192 = icmp ult i64 %191, 16
  br i1 %192, label %193, label %208

193:                                              ; preds = %189
  %194 = load i32, ptr %12, align 4
  %195 = zext i32 %194 to i64
  %196 = getelementptr inbounds [16 x i64], ptr %11, i64 0, i64 %195
  %197 = load i64, ptr %196, align 8
  %198 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i64 noundef %197)
  %199 = load i32, ptr %12, align 4
  %200 = zext i32 %199 to i64
  %201 = getelementptr inbounds [16 x i64], ptr %11, i64 0, i64 %200
  %202 = load i64, ptr %201, align 8
  %203 = call i32 @f_narrow(i64 noundef %202)
  call void @pr(ptr noundef @.str.25, i32 noundef %203)
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %205

205:                                              ; preds = %193
  %206 = load i32, ptr %12, align 4
  %207 = add i32 %206, 1
  store i32 %207, ptr %12, align 4
  br label %189, !llvm.loop !10

208:                                              ; preds = %189
  store i32 1, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %209

209:                                              ; preds = %224, %208
  %210 = load i32, ptr %14, align 4
  %211 = icmp slt i32 %210, 50
  br i1 %211, label %212, label %227

212:                                              ; preds = %209
  %213 = load i32, ptr %13, align 4
  %214 = mul i32 %213, 31
  %215 = load i32, ptr %14, align 4
  %216 = add i32 %214, %215
  store i32 %216, ptr %13, align 4
  %217 = load i32, ptr %13, align 4
  %218 = lshr i32 %217, 3
  %219 = load i32, ptr %13, align 4
  %220 = xor i32 %219, %218
  store i32 %220, ptr %13, align 4
  %221 = load i32, ptr %13, align 4
  %222 = load i32, ptr %14, align 4
  %223 = or i32 %221, %222
  store i32 %223, ptr %13, align 4
  br label %224

224:                                              ; preds = %212
  %225 = load i32, ptr %14, align 4
  %226 = add nsw i32 %225, 1
  store i32 %226, ptr %14, align 4
  br label %209, !llvm.loop !11

227:                                              ; preds = %209
  %228 = load i32, ptr %13, align 4
  call void @pr(ptr noundef @.str.26, i32 noundef %228)
  %229 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %230 = load i64, ptr @hash, align 8
  %231 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i64 noundef %230)
  %232 = load i64, ptr @hash, align 8
  %233 = urem i64 %232, 7
  %234 = trunc i64 %233 to i32
  ret i32 %234
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pr(ptr noundef %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  %5 = load ptr, ptr %3, align 8
  %6 = load i32, ptr %4, align 4
  %7 = zext i32 %6 to i64
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %5, i64 noundef %7)
  %9 = load i32, ptr %4, align 4
  %10 = zext i32 %9 to i64
  call void @mix(i64 noundef %10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_not(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = xor i32 %3, -1
  ret i32 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_widen(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = zext i32 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_uwiden(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = zext i32 %3 to i64
  ret i64 %4
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
define internal i32 @f_add(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = add i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_sub(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = sub i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_shl(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = shl i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_shr(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = lshr i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_mul(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = mul i32 %5, 1
  %7 = load i32, ptr %4, align 4
  %8 = mul i32 %6, %7
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_div(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = udiv i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_rem(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = urem i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_and(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = and i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_or(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = or i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_xor(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = xor i32 %5, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_lt(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ult i32 %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_le(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp ule i32 %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_eq(i32 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i32 %1, ptr %4, align 4
  %5 = load i32, ptr %3, align 4
  %6 = load i32, ptr %4, align 4
  %7 = icmp eq i32 %5, %6
  %8 = zext i1 %7 to i32
  ret i32 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_narrow(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i32
  ret i32 %4
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
