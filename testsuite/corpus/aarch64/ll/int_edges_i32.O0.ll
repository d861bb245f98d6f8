; ModuleID = 'programs/int_edges_i32.c'
source_filename = "programs/int_edges_i32.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i32] [i32 -2147483648, i32 -2147483647, i32 -1073741824, i32 -1, i32 0, i32 1, i32 2, i32 3, i32 7, i32 1073741823, i32 2147483646, i32 2147483647, i32 1515870810, i32 -1515870811], align 4
@.str = private unnamed_addr constant [29 x i8] c"type int: size=%d signed=%d\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"a=\00", align 1
@.str.2 = private unnamed_addr constant [5 x i8] c"%lld\00", align 1
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
@.str.28 = private unnamed_addr constant [9 x i8] c" %s=%lld\00", align 1

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
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 4, i32 noundef 1)
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %191, %0
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %194

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [14 x i32], ptr %2, i64 0, i64 %22
  %24 = load volatile i32, ptr %23, align 4
  store i32 %24, ptr %5, align 4
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %26 = load i32, ptr %5, align 4
  %27 = sext i32 %26 to i64
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
  %62 = sext i32 %61 to i64
  call void @mix(i64 noundef %62)
  %63 = load i32, ptr %8, align 4
  %64 = sext i32 %63 to i64
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

90:                                               ; preds = %187, %89
  %91 = load i32, ptr %9, align 4
  %92 = load i32, ptr %3, align 4
  %93 = icmp slt i32 %91, %92
  br i1 %93, label %94, label %190

94:                                               ; preds = %90
  %95 = load i32, ptr %9, align 4
  %96 = sext i32 %95 to i64
  %97 = getelementptr inbounds [14 x i32], ptr %2, i64 0, i64 %96
  %98 = load volatile i32, ptr %97, align 4
  store i32 %98, ptr %10, align 4
  %99 = load i32, ptr %10, align 4
  %100 = sext i32 %99 to i64
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
  br i1 %112, label %113, label %140

113:                                              ; preds = %94
  %114 = load i32, ptr %5, align 4
  %115 = icmp eq i32 %114, -2147483648
  br i1 %115, label %116, label %119

116:                                              ; preds = %113
  %117 = load i32, ptr %10, align 4
  %118 = icmp eq i32 %117, -1
  br i1 %118, label %140, label %119

119:                                              ; preds = %116, %113
  %120 = load i32, ptr %5, align 4
  %121 = load i32, ptr %10, align 4
  %122 = call i32 @f_div(i32 noundef %120, i32 noundef %121)
  call void @pr(ptr noundef @.str.17, i32 noundef %122)
  %123 = load i32, ptr %5, align 4
  %124 = load i32, ptr %10, align 4
  %125 = call i32 @f_rem(i32 noundef %123, i32 noundef %124)
  call void @pr(ptr noundef @.str.18, i32 noundef %125)
  %126 = load i32, ptr %5, align 4
  %127 = load i32, ptr %10, align 4
  %128 = call i32 @f_div(i32 noundef %126, i32 noundef %127)
  %129 = load i32, ptr %10, align 4
  %130 = call i32 @f_mul(i32 noundef %128, i32 noundef %129)
  %131 = load i32, ptr %5, align 4
  %132 = load i32, ptr %10, align 4
  %133 = call i32 @f_rem(i32 noundef %131, i32 noundef %132)
  %134 = add i32 %130, %133
  %135 = load i32, ptr %5, align 4
  %136 = icmp ne i32 %134, %135
  br i1 %136, label %137, label %139

137:                                              ; preds = %119
  %138 = call i32 (ptr, ...) @printf(ptr noundef @.str.19)
  br label %139

139:                                              ; preds = %137, %119
  br label %140

140:                                              ; preds = %139, %116, %94
  %141 = load i32, ptr %5, align 4
  %142 = load i32, ptr %10, align 4
  %143 = call i32 @f_and(i32 noundef %141, i32 noundef %142)
  call void @pr(ptr noundef @.str.20, i32 noundef %143)
  %144 = load i32, ptr %5, align 4
  %145 = load i32, ptr %10, align 4
  %146 = call i32 @f_or(i32 noundef %144, i32 noundef %145)
  call void @pr(ptr noundef @.str.21, i32 noundef %146)
  %147 = load i32, ptr %5, align 4
  %148 = load i32, ptr %10, align 4
  %149 = call i32 @f_xor(i32 noundef %147, i32 noundef %148)
  call void @pr(ptr noundef @.str.22, i32 noundef %149)
  %150 = load i32, ptr %5, align 4
  %151 = load i32, ptr %10, align 4
  %152 = call i32 @f_lt(i32 noundef %150, i32 noundef %151)
  %153 = load i32, ptr %5, align 4
  %154 = load i32, ptr %10, align 4
  %155 = call i32 @f_le(i32 noundef %153, i32 noundef %154)
  %156 = load i32, ptr %5, align 4
  %157 = load i32, ptr %10, align 4
  %158 = call i32 @f_eq(i32 noundef %156, i32 noundef %157)
  %159 = load i32, ptr %5, align 4
  %160 = load i32, ptr %10, align 4
  %161 = icmp ne i32 %159, %160
  %162 = zext i1 %161 to i32
  %163 = load i32, ptr %5, align 4
  %164 = load i32, ptr %10, align 4
  %165 = icmp sgt i32 %163, %164
  %166 = zext i1 %165 to i32
  %167 = load i32, ptr %5, align 4
  %168 = load i32, ptr %10, align 4
  %169 = icmp sge i32 %167, %168
  %170 = zext i1 %169 to i32
  %171 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %152, i32 noundef %155, i32 noundef %158, i32 noundef %162, i32 noundef %166, i32 noundef %170)
  %172 = load i32, ptr %5, align 4
  %173 = load i32, ptr %10, align 4
  %174 = call i32 @f_lt(i32 noundef %172, i32 noundef %173)
  %175 = mul nsw i32 %174, 4
  %176 = load i32, ptr %5, align 4
  %177 = load i32, ptr %10, align 4
  %178 = call i32 @f_le(i32 noundef %176, i32 noundef %177)
  %179 = mul nsw i32 %178, 2
  %180 = add nsw i32 %175, %179
  %181 = load i32, ptr %5, align 4
  %182 = load i32, ptr %10, align 4
  %183 = call i32 @f_eq(i32 noundef %181, i32 noundef %182)
  %184 = add nsw i32 %180, %183
  %185 = sext i32 %184 to i64
  call void @mix(i64 noundef %185)
  %186 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %187

187:                                              ; preds = %140
  %188 = load i32, ptr %9, align 4
  %189 = add nsw i32 %188, 1
  store i32 %189, ptr %9, align 4
  br label %90, !llvm.loop !8

190:                                              ; preds = %90
  br label %191

191:                                              ; preds = %190
  %192 = load i32, ptr %4, align 4
  %193 = add nsw i32 %192, 1
  store i32 %193, ptr %4, align 4
  br label %16, !llvm.loop !9

194:                                              ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.wides, i64 128, i1 false)
  store i32 0, ptr %12, align 4
  br label %195

195:                                              ; preds = %211, %194
  %196 = load i32, ptr %12, align 4
  %197 = zext i32 %196 to i64
  %198 = icmp ult i64 %197, 16
  br i1 %198, label %199, label %214

199:                                              ; preds = %195
  %200 = load i32, ptr %12, align 4
  %201 = zext i32 %200 to i64
  %202 = getelementptr inbounds [16 x i64], ptr %11, i64 0, i64 %201
  %203 = load i64, ptr %202, align 8
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i64 noundef %203)
  %205 = load i32, ptr %12, align 4
  %206 = zext i32 %205 to i64
  %207 = getelementptr inbounds [16 x i64], ptr %11, i64 0, i64 %206
  %208 = load i64, ptr %207, align 8
  %209 = call i32 @f_narrow(i64 noundef %208)
  call void @pr(ptr noundef @.str.25, i32 noundef %209)
  %210 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %211

211:                                              ; preds = %199
  %212 = load i32, ptr %12, align 4
  %213 = add i32 %212, 1
  store i32 %213, ptr %12, align 4
  br label %195, !llvm.loop !10

214:                                              ; preds = %195
  store i32 1, ptr %13, align 4
  store i32 0, ptr %14, align 4
  br label %215

215:                                              ; preds = %236, %214
  %216 = load i32, ptr %14, align 4
  %217 = icmp slt i32 %216, 50
  br i1 %217, label %218, label %239

218:                                              ; preds = %215
  %219 = load i32, ptr %13, align 4
  %220 = mul i32 %219, 31
  %221 = load i32, ptr %14, align 4
  %222 = add i32 %220, %221
  store i32 %222, ptr %13, align 4
  %223 = load i32, ptr %13, align 4
  %224 = lshr i32 %223, 3
  %225 = load i32, ptr %13, align 4
  %226 = xor i32 %225, %224
  store i32 %226, ptr %13, align 4
  %227 = load i32, ptr %13, align 4
  %228 = load i32, ptr %14, align 4
  %229 = or i32 %227, %228
  store i32 %229, ptr %13, align 4
  %230 = load i32, ptr %13, align 4
  %231 = icmp slt i32 %230, 0
  br i1 %231, label %232, label %235

232:                                              ; preds = %218
  %233 = load i32, ptr %13, align 4
  %234 = and i32 %233, 2147483647
  store i32 %234, ptr %13, align 4
  br label %235

235:                                              ; preds = %232, %218
  br label %236

236:                                              ; preds = %235
  %237 = load i32, ptr %14, align 4
  %238 = add nsw i32 %237, 1
  store i32 %238, ptr %14, align 4
  br label %215, !llvm.loop !11

239:                                              ; preds = %215
  %240 = load i32, ptr %13, align 4
  call void @pr(ptr noundef @.str.26, i32 noundef %240)
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %242 = load i64, ptr @hash, align 8
  %243 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i64 noundef %242)
  %244 = load i64, ptr @hash, align 8
  %245 = urem i64 %244, 7
  %246 = trunc i64 %245 to i32
  ret i32 %246
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
  %7 = sext i32 %6 to i64
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %5, i64 noundef %7)
  %9 = load i32, ptr %4, align 4
  %10 = sext i32 %9 to i64
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
  %4 = sext i32 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_uwiden(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = sext i32 %3 to i64
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
  %7 = ashr i32 %5, %6
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
  %7 = sdiv i32 %5, %6
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
  %7 = srem i32 %5, %6
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
  %7 = icmp slt i32 %5, %6
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
  %7 = icmp sle i32 %5, %6
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
