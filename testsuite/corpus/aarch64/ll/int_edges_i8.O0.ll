; ModuleID = 'programs/int_edges_i8.c'
source_filename = "programs/int_edges_i8.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@__const.main.vals = private unnamed_addr constant [14 x i8] c"\80\81\C0\FF\00\01\02\03\07?~\7FZ\A5", align 1
@.str = private unnamed_addr constant [37 x i8] c"type signed char: size=%d signed=%d\0A\00", align 1
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
  %2 = alloca [14 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca i32, align 4
  %5 = alloca i8, align 1
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  %8 = alloca i8, align 1
  %9 = alloca i32, align 4
  %10 = alloca i8, align 1
  %11 = alloca [16 x i64], align 8
  %12 = alloca i32, align 4
  %13 = alloca i8, align 1
  %14 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 @__const.main.vals, i64 14, i1 true)
  store i32 14, ptr %3, align 4
  %15 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef 1, i32 noundef 1)
  store i32 0, ptr %4, align 4
  br label %16

16:                                               ; preds = %208, %0
  %17 = load i32, ptr %4, align 4
  %18 = load i32, ptr %3, align 4
  %19 = icmp slt i32 %17, %18
  br i1 %19, label %20, label %211

20:                                               ; preds = %16
  %21 = load i32, ptr %4, align 4
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [14 x i8], ptr %2, i64 0, i64 %22
  %24 = load volatile i8, ptr %23, align 1
  store i8 %24, ptr %5, align 1
  %25 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %26 = load i8, ptr %5, align 1
  %27 = sext i8 %26 to i64
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %27)
  %29 = load i8, ptr %5, align 1
  %30 = call i8 @f_not(i8 noundef %29)
  call void @pr(ptr noundef @.str.3, i8 noundef %30)
  %31 = load i8, ptr %5, align 1
  %32 = call i64 @f_widen(i8 noundef %31)
  %33 = load i8, ptr %5, align 1
  %34 = call i64 @f_uwiden(i8 noundef %33)
  %35 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef %32, i64 noundef %34)
  %36 = load i8, ptr %5, align 1
  %37 = call i64 @f_widen(i8 noundef %36)
  call void @mix(i64 noundef %37)
  %38 = load i8, ptr %5, align 1
  %39 = call i64 @f_uwiden(i8 noundef %38)
  call void @mix(i64 noundef %39)
  %40 = load i8, ptr %5, align 1
  %41 = zext i8 %40 to i32
  %42 = sub nsw i32 0, %41
  %43 = trunc i32 %42 to i8
  call void @pr(ptr noundef @.str.5, i8 noundef %43)
  %44 = load i8, ptr %5, align 1
  %45 = call i8 @f_add(i8 noundef %44, i8 noundef 1)
  call void @pr(ptr noundef @.str.6, i8 noundef %45)
  %46 = load i8, ptr %5, align 1
  %47 = call i8 @f_sub(i8 noundef %46, i8 noundef 1)
  call void @pr(ptr noundef @.str.7, i8 noundef %47)
  %48 = load i8, ptr %5, align 1
  %49 = icmp ne i8 %48, 0
  %50 = xor i1 %49, true
  %51 = zext i1 %50 to i32
  %52 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %51)
  store i32 0, ptr %6, align 4
  br label %53

53:                                               ; preds = %85, %20
  %54 = load i32, ptr %6, align 4
  %55 = icmp slt i32 %54, 8
  br i1 %55, label %56, label %91

56:                                               ; preds = %53
  %57 = load i8, ptr %5, align 1
  %58 = load i32, ptr %6, align 4
  %59 = call i8 @f_shl(i8 noundef %57, i32 noundef %58)
  store i8 %59, ptr %7, align 1
  %60 = load i8, ptr %5, align 1
  %61 = load i32, ptr %6, align 4
  %62 = call i8 @f_shr(i8 noundef %60, i32 noundef %61)
  store i8 %62, ptr %8, align 1
  %63 = load i8, ptr %7, align 1
  %64 = sext i8 %63 to i64
  call void @mix(i64 noundef %64)
  %65 = load i8, ptr %8, align 1
  %66 = sext i8 %65 to i64
  call void @mix(i64 noundef %66)
  %67 = load i32, ptr %6, align 4
  %68 = icmp eq i32 %67, 1
  br i1 %68, label %72, label %69

69:                                               ; preds = %56
  %70 = load i32, ptr %6, align 4
  %71 = icmp eq i32 %70, 7
  br i1 %71, label %72, label %78

72:                                               ; preds = %69, %56
  %73 = load i32, ptr %6, align 4
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %73)
  %75 = load i8, ptr %7, align 1
  call void @pr(ptr noundef @.str.10, i8 noundef %75)
  %76 = load i8, ptr %8, align 1
  call void @pr(ptr noundef @.str.11, i8 noundef %76)
  %77 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %78

78:                                               ; preds = %72, %69
  br label %79

79:                                               ; preds = %78
  %80 = load i32, ptr %6, align 4
  %81 = icmp slt i32 %80, 3
  br i1 %81, label %85, label %82

82:                                               ; preds = %79
  %83 = load i32, ptr %6, align 4
  %84 = icmp sgt i32 %83, 4
  br label %85

85:                                               ; preds = %82, %79
  %86 = phi i1 [ true, %79 ], [ %84, %82 ]
  %87 = zext i1 %86 to i64
  %88 = select i1 %86, i32 1, i32 5
  %89 = load i32, ptr %6, align 4
  %90 = add nsw i32 %89, %88
  store i32 %90, ptr %6, align 4
  br label %53, !llvm.loop !6

91:                                               ; preds = %53
  store i32 0, ptr %9, align 4
  br label %92

92:                                               ; preds = %204, %91
  %93 = load i32, ptr %9, align 4
  %94 = load i32, ptr %3, align 4
  %95 = icmp slt i32 %93, %94
  br i1 %95, label %96, label %207

96:                                               ; preds = %92
  %97 = load i32, ptr %9, align 4
  %98 = sext i32 %97 to i64
  %99 = getelementptr inbounds [14 x i8], ptr %2, i64 0, i64 %98
  %100 = load volatile i8, ptr %99, align 1
  store i8 %100, ptr %10, align 1
  %101 = load i8, ptr %10, align 1
  %102 = sext i8 %101 to i64
  %103 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i64 noundef %102)
  %104 = load i8, ptr %5, align 1
  %105 = load i8, ptr %10, align 1
  %106 = call i8 @f_add(i8 noundef %104, i8 noundef %105)
  call void @pr(ptr noundef @.str.14, i8 noundef %106)
  %107 = load i8, ptr %5, align 1
  %108 = load i8, ptr %10, align 1
  %109 = call i8 @f_sub(i8 noundef %107, i8 noundef %108)
  call void @pr(ptr noundef @.str.15, i8 noundef %109)
  %110 = load i8, ptr %5, align 1
  %111 = load i8, ptr %10, align 1
  %112 = call i8 @f_mul(i8 noundef %110, i8 noundef %111)
  call void @pr(ptr noundef @.str.16, i8 noundef %112)
  %113 = load i8, ptr %10, align 1
  %114 = sext i8 %113 to i32
  %115 = icmp ne i32 %114, 0
  br i1 %115, label %116, label %151

116:                                              ; preds = %96
  %117 = load i8, ptr %5, align 1
  %118 = sext i8 %117 to i32
  %119 = icmp eq i32 %118, -128
  br i1 %119, label %120, label %125

120:                                              ; preds = %116
  %121 = load i8, ptr %10, align 1
  %122 = sext i8 %121 to i32
  %123 = icmp eq i32 %122, -1
  br i1 %123, label %124, label %125

124:                                              ; preds = %120
  br i1 false, label %151, label %125

125:                                              ; preds = %124, %120, %116
  %126 = load i8, ptr %5, align 1
  %127 = load i8, ptr %10, align 1
  %128 = call i8 @f_div(i8 noundef %126, i8 noundef %127)
  call void @pr(ptr noundef @.str.17, i8 noundef %128)
  %129 = load i8, ptr %5, align 1
  %130 = load i8, ptr %10, align 1
  %131 = call i8 @f_rem(i8 noundef %129, i8 noundef %130)
  call void @pr(ptr noundef @.str.18, i8 noundef %131)
  %132 = load i8, ptr %5, align 1
  %133 = load i8, ptr %10, align 1
  %134 = call i8 @f_div(i8 noundef %132, i8 noundef %133)
  %135 = load i8, ptr %10, align 1
  %136 = call i8 @f_mul(i8 noundef %134, i8 noundef %135)
  %137 = zext i8 %136 to i32
  %138 = load i8, ptr %5, align 1
  %139 = load i8, ptr %10, align 1
  %140 = call i8 @f_rem(i8 noundef %138, i8 noundef %139)
  %141 = zext i8 %140 to i32
  %142 = add nsw i32 %137, %141
  %143 = trunc i32 %142 to i8
  %144 = sext i8 %143 to i32
  %145 = load i8, ptr %5, align 1
  %146 = sext i8 %145 to i32
  %147 = icmp ne i32 %144, %146
  br i1 %147, label %148, label %150

148:                                              ; preds = %125
  %149 = call i32 (ptr, ...) @printf(ptr noundef @.str.19)
  br label %150

150:                                              ; preds = %148, %125
  br label %151

151:                                              ; preds = %150, %124, %96
  %152 = load i8, ptr %5, align 1
  %153 = load i8, ptr %10, align 1
  %154 = call i8 @f_and(i8 noundef %152, i8 noundef %153)
  call void @pr(ptr noundef @.str.20, i8 noundef %154)
  %155 = load i8, ptr %5, align 1
  %156 = load i8, ptr %10, align 1
  %157 = call i8 @f_or(i8 noundef %155, i8 noundef %156)
  call void @pr(ptr noundef @.str.21, i8 noundef %157)
  %158 = load i8, ptr %5, align 1
  %159 = load i8, ptr %10, align 1
  %160 = call i8 @f_xor(i8 noundef %158, i8 noundef %159)
  call void @pr(ptr noundef @.str.22, i8 noundef %160)
  %161 = load i8, ptr %5, align 1
  %162 = load i8, ptr %10, align 1
  %163 = call i32 @f_lt(i8 noundef %161, i8 noundef %162)
  %164 = load i8, ptr %5, align 1
  %165 = load i8, ptr %10, align 1
  %166 = call i32 @f_le(i8 noundef %164, i8 noundef %165)
  %167 = load i8, ptr %5, align 1
  %168 = load i8, ptr %10, align 1
  %169 = call i32 @f_eq(i8 noundef %167, i8 noundef %168)
  %170 = load i8, ptr %5, align 1
  %171 = sext i8 %170 to i32
  %172 = load i8, ptr %10, align 1
  %173 = sext i8 %172 to i32
  %174 = icmp ne i32 %171, %173
  %175 = zext i1 %174 to i32
  %176 = load i8, ptr %5, align 1
  %177 = sext i8 %176 to i32
  %178 = load i8, ptr %10, align 1
  %179 = sext i8 %178 to i32
  %180 = icmp sgt i32 %177, %179
  %181 = zext i1 %180 to i32
  %182 = load i8, ptr %5, align 1
  %183 = sext i8 %182 to i32
  %184 = load i8, ptr %10, align 1
  %185 = sext i8 %184 to i32
  %186 = icmp sge i32 %183, %185
  %187 = zext i1 %186 to i32
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, i32 noundef %163, i32 noundef %166, i32 noundef %169, i32 noundef %175, i32 noundef %181, i32 noundef %187)
  %189 = load i8, ptr %5, align 1
  %190 = load i8, ptr %10, align 1
  %191 = call i32 @f_lt(i8 noundef %189, i8 noundef %190)
  %192 = mul nsw i32 %191, 4
  %193 = load i8, ptr %5, align 1
  %194 = load i8, ptr %10, align 1
  %195 = call i32 @f_le(i8 noundef %193, i8 noundef %194)
  %196 = mul nsw i32 %195, 2
  %197 = add nsw i32 %192, %196
  %198 = load i8, ptr %5, align 1
  %199 = load i8, ptr %10, align 1
  %200 = call i32 @f_eq(i8 noundef %198, i8 noundef %199)
  %201 = add nsw i32 %197, %200
  %202 = sext i32 %201 to i64
  call void @mix(i64 noundef %202)
  %203 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %204

204:                                              ; preds = %151
  %205 = load i32, ptr %9, align 4
  %206 = add nsw i32 %205, 1
  store i32 %206, ptr %9, align 4
  br label %92, !llvm.loop !8

207:                                              ; preds = %92
  br label %208

208:                                              ; preds = %207
  %209 = load i32, ptr %4, align 4
  %210 = add nsw i32 %209, 1
  store i32 %210, ptr %4, align 4
  br label %16, !llvm.loop !9

211:                                              ; preds = %16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 @__const.main.wides, i64 128, i1 false)
  store i32 0, ptr %12, align 4
  br label %212

212:                                              ; preds = %228, %211
  %213 = load i32, ptr %12, align 4
  %214 = zext i32 %213 to i64
  %215 = icmp ult i64 %214, 16
  br i1 %215, label %216, label %231

216:                                              ; preds = %212
  %217 = load i32, ptr %12, align 4
  %218 = zext i32 %217 to i64
  %219 = getelementptr inbounds [16 x i64], ptr %11, i64 0, i64 %218
  %220 = load i64, ptr %219, align 8
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str.24, i64 noundef %220)
  %222 = load i32, ptr %12, align 4
  %223 = zext i32 %222 to i64
  %224 = getelementptr inbounds [16 x i64], ptr %11, i64 0, i64 %223
  %225 = load i64, ptr %224, align 8
  %226 = call i8 @f_narrow(i64 noundef %225)
  call void @pr(ptr noundef @.str.25, i8 noundef %226)
  %227 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  br label %228

228:                                              ; preds = %216
  %229 = load i32, ptr %12, align 4
  %230 = add i32 %229, 1
  store i32 %230, ptr %12, align 4
  br label %212, !llvm.loop !10

231:                                              ; preds = %212
  store i8 1, ptr %13, align 1
  store i32 0, ptr %14, align 4
  br label %232

232:                                              ; preds = %269, %231
  %233 = load i32, ptr %14, align 4
  %234 = icmp slt i32 %233, 50
  br i1 %234, label %235, label %272

235:                                              ; preds = %232
  %236 = load i8, ptr %13, align 1
  %237 = zext i8 %236 to i32
  %238 = mul nsw i32 %237, 31
  %239 = load i32, ptr %14, align 4
  %240 = trunc i32 %239 to i8
  %241 = zext i8 %240 to i32
  %242 = add nsw i32 %238, %241
  %243 = trunc i32 %242 to i8
  store i8 %243, ptr %13, align 1
  %244 = load i8, ptr %13, align 1
  %245 = zext i8 %244 to i32
  %246 = ashr i32 %245, 3
  %247 = trunc i32 %246 to i8
  %248 = sext i8 %247 to i32
  %249 = load i8, ptr %13, align 1
  %250 = sext i8 %249 to i32
  %251 = xor i32 %250, %248
  %252 = trunc i32 %251 to i8
  store i8 %252, ptr %13, align 1
  %253 = load i8, ptr %13, align 1
  %254 = sext i8 %253 to i32
  %255 = load i32, ptr %14, align 4
  %256 = trunc i32 %255 to i8
  %257 = sext i8 %256 to i32
  %258 = or i32 %254, %257
  %259 = trunc i32 %258 to i8
  store i8 %259, ptr %13, align 1
  %260 = load i8, ptr %13, align 1
  %261 = sext i8 %260 to i32
  %262 = icmp slt i32 %261, 0
  br i1 %262, label %263, label %268

263:                                              ; preds = %235
  %264 = load i8, ptr %13, align 1
  %265 = sext i8 %264 to i32
  %266 = and i32 %265, 127
  %267 = trunc i32 %266 to i8
  store i8 %267, ptr %13, align 1
  br label %268

268:                                              ; preds = %263, %235
  br label %269

269:                                              ; preds = %268
  %270 = load i32, ptr %14, align 4
  %271 = add nsw i32 %270, 1
  store i32 %271, ptr %14, align 4
  br label %232, !llvm.loop !11

272:                                              ; preds = %232
  %273 = load i8, ptr %13, align 1
  call void @pr(ptr noundef @.str.26, i8 noundef %273)
  %274 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %275 = load i64, ptr @hash, align 8
  %276 = call i32 (ptr, ...) @printf(ptr noundef @.str.27, i64 noundef %275)
  %277 = load i64, ptr @hash, align 8
  %278 = urem i64 %277, 7
  %279 = trunc i64 %278 to i32
  ret i32 %279
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pr(ptr noundef %0, i8 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store i8 %1, ptr %4, align 1
  %5 = load ptr, ptr %3, align 8
  %6 = load i8, ptr %4, align 1
  %7 = sext i8 %6 to i64
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, ptr noundef %5, i64 noundef %7)
  %9 = load i8, ptr %4, align 1
  %10 = sext i8 %9 to i64
  call void @mix(i64 noundef %10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_not(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i32
  %5 = xor i32 %4, -1
  %6 = trunc i32 %5 to i8
  ret i8 %6
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_widen(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i64
  ret i64 %4
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @f_uwiden(i8 noundef %0) #0 {
  %2 = alloca i8, align 1
  store i8 %0, ptr %2, align 1
  %3 = load i8, ptr %2, align 1
  %4 = sext i8 %3 to i64
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
define internal i8 @f_add(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = add nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_sub(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = zext i8 %7 to i32
  %9 = sub nsw i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_shl(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = shl i32 %6, %7
  %9 = trunc i32 %8 to i8
  ret i8 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_shr(i8 noundef %0, i32 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i32, align 4
  store i8 %0, ptr %3, align 1
  store i32 %1, ptr %4, align 4
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i32, ptr %4, align 4
  %8 = ashr i32 %6, %7
  %9 = trunc i32 %8 to i8
  ret i8 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_mul(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = zext i8 %5 to i32
  %7 = mul i32 %6, 1
  %8 = load i8, ptr %4, align 1
  %9 = zext i8 %8 to i32
  %10 = mul i32 %7, %9
  %11 = trunc i32 %10 to i8
  ret i8 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_div(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = sdiv i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_rem(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = srem i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_and(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = and i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_or(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = or i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_xor(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = xor i32 %6, %8
  %10 = trunc i32 %9 to i8
  ret i8 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_lt(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp slt i32 %6, %8
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_le(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp sle i32 %6, %8
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @f_eq(i8 noundef %0, i8 noundef %1) #0 {
  %3 = alloca i8, align 1
  %4 = alloca i8, align 1
  store i8 %0, ptr %3, align 1
  store i8 %1, ptr %4, align 1
  %5 = load i8, ptr %3, align 1
  %6 = sext i8 %5 to i32
  %7 = load i8, ptr %4, align 1
  %8 = sext i8 %7 to i32
  %9 = icmp eq i32 %6, %8
  %10 = zext i1 %9 to i32
  ret i32 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i8 @f_narrow(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = trunc i64 %3 to i8
  ret i8 %4
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
