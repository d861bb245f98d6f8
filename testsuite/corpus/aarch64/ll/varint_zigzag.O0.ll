; ModuleID = 'programs/varint_zigzag.c'
source_filename = "programs/varint_zigzag.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [9 x i8] c"%llu:%d \00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@__const.main.sv = private unnamed_addr constant [13 x i64] [i64 0, i64 1, i64 -1, i64 63, i64 64, i64 -64, i64 -65, i64 8191, i64 -8192, i64 -2147483648, i64 2147483647, i64 -9223372036854775808, i64 9223372036854775807], align 8
@.str.2 = private unnamed_addr constant [15 x i8] c"%lld:%d[%02x] \00", align 1
@.str.3 = private unnamed_addr constant [26 x i8] c"zigzag32: %u %u %u %u %u\0A\00", align 1
@.str.4 = private unnamed_addr constant [40 x i8] c"stream bytes=%d decoded=%d bad=%d lens:\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c" %d\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [16 x i8], align 1
  %3 = alloca i32, align 4
  %4 = alloca [11 x i32], align 4
  %5 = alloca i32, align 4
  %6 = alloca [3 x i64], align 8
  %7 = alloca i32, align 4
  %8 = alloca i32, align 4
  %9 = alloca i64, align 8
  %10 = alloca [13 x i64], align 8
  %11 = alloca i32, align 4
  %12 = alloca i32, align 4
  %13 = alloca i64, align 8
  %14 = alloca [20000 x i8], align 1
  %15 = alloca i32, align 4
  %16 = alloca i64, align 8
  %17 = alloca [1000 x i64], align 8
  %18 = alloca i32, align 4
  %19 = alloca i32, align 4
  %20 = alloca i32, align 4
  %21 = alloca i64, align 8
  %22 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i32 0, ptr %3, align 4
  call void @llvm.memset.p0.i64(ptr align 4 %4, i8 0, i64 44, i1 false)
  store i32 0, ptr %5, align 4
  br label %23

23:                                               ; preds = %104, %0
  %24 = load i32, ptr %5, align 4
  %25 = icmp sle i32 %24, 64
  br i1 %25, label %26, label %107

26:                                               ; preds = %23
  %27 = load i32, ptr %5, align 4
  %28 = icmp ne i32 %27, 0
  br i1 %28, label %29, label %40

29:                                               ; preds = %26
  %30 = load i32, ptr %5, align 4
  %31 = icmp slt i32 %30, 64
  br i1 %31, label %32, label %37

32:                                               ; preds = %29
  %33 = load i32, ptr %5, align 4
  %34 = zext i32 %33 to i64
  %35 = shl i64 1, %34
  %36 = sub i64 %35, 1
  br label %38

37:                                               ; preds = %29
  br label %38

38:                                               ; preds = %37, %32
  %39 = phi i64 [ %36, %32 ], [ -1, %37 ]
  br label %41

40:                                               ; preds = %26
  br label %41

41:                                               ; preds = %40, %38
  %42 = phi i64 [ %39, %38 ], [ 0, %40 ]
  store i64 %42, ptr %6, align 8
  %43 = getelementptr inbounds i64, ptr %6, i64 1
  %44 = load i32, ptr %5, align 4
  %45 = icmp slt i32 %44, 64
  br i1 %45, label %46, label %50

46:                                               ; preds = %41
  %47 = load i32, ptr %5, align 4
  %48 = zext i32 %47 to i64
  %49 = shl i64 1, %48
  br label %51

50:                                               ; preds = %41
  br label %51

51:                                               ; preds = %50, %46
  %52 = phi i64 [ %49, %46 ], [ 1, %50 ]
  store i64 %52, ptr %43, align 8
  %53 = getelementptr inbounds i64, ptr %6, i64 2
  %54 = load i32, ptr %5, align 4
  %55 = icmp slt i32 %54, 63
  br i1 %55, label %56, label %61

56:                                               ; preds = %51
  %57 = load i32, ptr %5, align 4
  %58 = zext i32 %57 to i64
  %59 = shl i64 1, %58
  %60 = add i64 %59, 1
  br label %62

61:                                               ; preds = %51
  br label %62

62:                                               ; preds = %61, %56
  %63 = phi i64 [ %60, %56 ], [ -2, %61 ]
  store i64 %63, ptr %53, align 8
  store i32 0, ptr %7, align 4
  br label %64

64:                                               ; preds = %100, %62
  %65 = load i32, ptr %7, align 4
  %66 = icmp slt i32 %65, 3
  br i1 %66, label %67, label %103

67:                                               ; preds = %64
  %68 = load i32, ptr %7, align 4
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %69
  %71 = load i64, ptr %70, align 8
  %72 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %73 = call i32 @uleb_enc(i64 noundef %71, ptr noundef %72)
  store i32 %73, ptr %8, align 4
  %74 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %75 = call i32 @uleb_dec(ptr noundef %74, ptr noundef %9)
  %76 = load i32, ptr %8, align 4
  %77 = icmp ne i32 %75, %76
  br i1 %77, label %85, label %78

78:                                               ; preds = %67
  %79 = load i64, ptr %9, align 8
  %80 = load i32, ptr %7, align 4
  %81 = sext i32 %80 to i64
  %82 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %81
  %83 = load i64, ptr %82, align 8
  %84 = icmp ne i64 %79, %83
  br i1 %84, label %85, label %88

85:                                               ; preds = %78, %67
  %86 = load i32, ptr %3, align 4
  %87 = add nsw i32 %86, 1
  store i32 %87, ptr %3, align 4
  br label %88

88:                                               ; preds = %85, %78
  %89 = load i32, ptr %8, align 4
  %90 = sext i32 %89 to i64
  %91 = getelementptr inbounds [11 x i32], ptr %4, i64 0, i64 %90
  %92 = load i32, ptr %91, align 4
  %93 = add nsw i32 %92, 1
  store i32 %93, ptr %91, align 4
  %94 = load i32, ptr %7, align 4
  %95 = sext i32 %94 to i64
  %96 = getelementptr inbounds [3 x i64], ptr %6, i64 0, i64 %95
  %97 = load i64, ptr %96, align 8
  %98 = load i32, ptr %8, align 4
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str, i64 noundef %97, i32 noundef %98)
  br label %100

100:                                              ; preds = %88
  %101 = load i32, ptr %7, align 4
  %102 = add nsw i32 %101, 1
  store i32 %102, ptr %7, align 4
  br label %64, !llvm.loop !6

103:                                              ; preds = %64
  br label %104

104:                                              ; preds = %103
  %105 = load i32, ptr %5, align 4
  %106 = add nsw i32 %105, 7
  store i32 %106, ptr %5, align 4
  br label %23, !llvm.loop !8

107:                                              ; preds = %23
  %108 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 @__const.main.sv, i64 104, i1 false)
  store i32 0, ptr %11, align 4
  br label %109

109:                                              ; preds = %146, %107
  %110 = load i32, ptr %11, align 4
  %111 = icmp slt i32 %110, 13
  br i1 %111, label %112, label %149

112:                                              ; preds = %109
  %113 = load i32, ptr %11, align 4
  %114 = sext i32 %113 to i64
  %115 = getelementptr inbounds [13 x i64], ptr %10, i64 0, i64 %114
  %116 = load i64, ptr %115, align 8
  %117 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %118 = call i32 @sleb_enc(i64 noundef %116, ptr noundef %117)
  store i32 %118, ptr %12, align 4
  %119 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 0
  %120 = call i32 @sleb_dec(ptr noundef %119, ptr noundef %13)
  %121 = load i32, ptr %12, align 4
  %122 = icmp ne i32 %120, %121
  br i1 %122, label %130, label %123

123:                                              ; preds = %112
  %124 = load i64, ptr %13, align 8
  %125 = load i32, ptr %11, align 4
  %126 = sext i32 %125 to i64
  %127 = getelementptr inbounds [13 x i64], ptr %10, i64 0, i64 %126
  %128 = load i64, ptr %127, align 8
  %129 = icmp ne i64 %124, %128
  br i1 %129, label %130, label %133

130:                                              ; preds = %123, %112
  %131 = load i32, ptr %3, align 4
  %132 = add nsw i32 %131, 1
  store i32 %132, ptr %3, align 4
  br label %133

133:                                              ; preds = %130, %123
  %134 = load i32, ptr %11, align 4
  %135 = sext i32 %134 to i64
  %136 = getelementptr inbounds [13 x i64], ptr %10, i64 0, i64 %135
  %137 = load i64, ptr %136, align 8
  %138 = load i32, ptr %12, align 4
  %139 = load i32, ptr %12, align 4
  %140 = sub nsw i32 %139, 1
  %141 = sext i32 %140 to i64
  %142 = getelementptr inbounds [16 x i8], ptr %2, i64 0, i64 %141
  %143 = load i8, ptr %142, align 1
  %144 = zext i8 %143 to i32
  %145 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i64 noundef %137, i32 noundef %138, i32 noundef %144)
  br label %146

146:                                              ; preds = %133
  %147 = load i32, ptr %11, align 4
  %148 = add nsw i32 %147, 1
  store i32 %148, ptr %11, align 4
  br label %109, !llvm.loop !9

149:                                              ; preds = %109
  %150 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %151 = call i32 @zz32(i32 noundef 0)
  %152 = call i32 @zz32(i32 noundef -1)
  %153 = call i32 @zz32(i32 noundef 1)
  %154 = call i32 @zz32(i32 noundef -2147483648)
  %155 = call i32 @zz32(i32 noundef 2147483647)
  %156 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %151, i32 noundef %152, i32 noundef %153, i32 noundef %154, i32 noundef %155)
  store i32 0, ptr %15, align 4
  store i64 1, ptr %16, align 8
  store i32 0, ptr %18, align 4
  br label %157

157:                                              ; preds = %183, %149
  %158 = load i32, ptr %18, align 4
  %159 = icmp slt i32 %158, 1000
  br i1 %159, label %160, label %186

160:                                              ; preds = %157
  %161 = load i64, ptr %16, align 8
  %162 = mul i64 %161, 6364136223846793005
  %163 = add i64 %162, 1442695040888963407
  store i64 %163, ptr %16, align 8
  %164 = load i64, ptr %16, align 8
  %165 = load i64, ptr %16, align 8
  %166 = urem i64 %165, 60
  %167 = ashr i64 %164, %166
  %168 = load i32, ptr %18, align 4
  %169 = sext i32 %168 to i64
  %170 = getelementptr inbounds [1000 x i64], ptr %17, i64 0, i64 %169
  store i64 %167, ptr %170, align 8
  %171 = load i32, ptr %18, align 4
  %172 = sext i32 %171 to i64
  %173 = getelementptr inbounds [1000 x i64], ptr %17, i64 0, i64 %172
  %174 = load i64, ptr %173, align 8
  %175 = call i64 @zz64(i64 noundef %174)
  %176 = getelementptr inbounds [20000 x i8], ptr %14, i64 0, i64 0
  %177 = load i32, ptr %15, align 4
  %178 = sext i32 %177 to i64
  %179 = getelementptr inbounds i8, ptr %176, i64 %178
  %180 = call i32 @uleb_enc(i64 noundef %175, ptr noundef %179)
  %181 = load i32, ptr %15, align 4
  %182 = add nsw i32 %181, %180
  store i32 %182, ptr %15, align 4
  br label %183

183:                                              ; preds = %160
  %184 = load i32, ptr %18, align 4
  %185 = add nsw i32 %184, 1
  store i32 %185, ptr %18, align 4
  br label %157, !llvm.loop !10

186:                                              ; preds = %157
  store i32 0, ptr %19, align 4
  store i32 0, ptr %20, align 4
  br label %187

187:                                              ; preds = %226, %186
  %188 = load i32, ptr %20, align 4
  %189 = icmp slt i32 %188, 1000
  br i1 %189, label %190, label %229

190:                                              ; preds = %187
  %191 = getelementptr inbounds [20000 x i8], ptr %14, i64 0, i64 0
  %192 = load i32, ptr %19, align 4
  %193 = sext i32 %192 to i64
  %194 = getelementptr inbounds i8, ptr %191, i64 %193
  %195 = call i32 @uleb_dec(ptr noundef %194, ptr noundef %21)
  %196 = load i32, ptr %19, align 4
  %197 = add nsw i32 %196, %195
  store i32 %197, ptr %19, align 4
  %198 = load i64, ptr %21, align 8
  %199 = call i64 @unzz64(i64 noundef %198)
  %200 = load i32, ptr %20, align 4
  %201 = sext i32 %200 to i64
  %202 = getelementptr inbounds [1000 x i64], ptr %17, i64 0, i64 %201
  %203 = load i64, ptr %202, align 8
  %204 = icmp ne i64 %199, %203
  br i1 %204, label %205, label %208

205:                                              ; preds = %190
  %206 = load i32, ptr %3, align 4
  %207 = add nsw i32 %206, 1
  store i32 %207, ptr %3, align 4
  br label %208

208:                                              ; preds = %205, %190
  %209 = load i32, ptr %20, align 4
  %210 = sext i32 %209 to i64
  %211 = getelementptr inbounds [1000 x i64], ptr %17, i64 0, i64 %210
  %212 = load i64, ptr %211, align 8
  %213 = trunc i64 %212 to i32
  %214 = call i32 @zz32(i32 noundef %213)
  %215 = call i32 @unzz32(i32 noundef %214)
  %216 = load i32, ptr %20, align 4
  %217 = sext i32 %216 to i64
  %218 = getelementptr inbounds [1000 x i64], ptr %17, i64 0, i64 %217
  %219 = load i64, ptr %218, align 8
  %220 = trunc i64 %219 to i32
  %221 = icmp ne i32 %215, %220
  br i1 %221, label %222, label %225

222:                                              ; preds = %208
  %223 = load i32, ptr %3, align 4
  %224 = add nsw i32 %223, 1
  store i32 %224, ptr %3, align 4
  br label %225

225:                                              ; preds = %222, %208
  br label %226

226:                                              ; preds = %225
  %227 = load i32, ptr %20, align 4
  %228 = add nsw i32 %227, 1
  store i32 %228, ptr %20, align 4
  br label %187, !llvm.loop !11

229:                                              ; preds = %187
  %230 = load i32, ptr %15, align 4
  %231 = load i32, ptr %19, align 4
  %232 = load i32, ptr %15, align 4
  %233 = icmp eq i32 %231, %232
  %234 = zext i1 %233 to i32
  %235 = load i32, ptr %3, align 4
  %236 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %230, i32 noundef %234, i32 noundef %235)
  store i32 1, ptr %22, align 4
  br label %237

237:                                              ; preds = %246, %229
  %238 = load i32, ptr %22, align 4
  %239 = icmp sle i32 %238, 10
  br i1 %239, label %240, label %249

240:                                              ; preds = %237
  %241 = load i32, ptr %22, align 4
  %242 = sext i32 %241 to i64
  %243 = getelementptr inbounds [11 x i32], ptr %4, i64 0, i64 %242
  %244 = load i32, ptr %243, align 4
  %245 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %244)
  br label %246

246:                                              ; preds = %240
  %247 = load i32, ptr %22, align 4
  %248 = add nsw i32 %247, 1
  store i32 %248, ptr %22, align 4
  br label %237, !llvm.loop !12

249:                                              ; preds = %237
  %250 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %251 = load i32, ptr %3, align 4
  %252 = icmp ne i32 %251, 0
  br i1 %252, label %253, label %254

253:                                              ; preds = %249
  br label %257

254:                                              ; preds = %249
  %255 = load i32, ptr %15, align 4
  %256 = and i32 %255, 127
  br label %257

257:                                              ; preds = %254, %253
  %258 = phi i32 [ 100, %253 ], [ %256, %254 ]
  ret i32 %258
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @uleb_enc(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  br label %7

7:                                                ; preds = %27, %2
  %8 = load i64, ptr %3, align 8
  %9 = and i64 %8, 127
  %10 = trunc i64 %9 to i8
  store i8 %10, ptr %6, align 1
  %11 = load i64, ptr %3, align 8
  %12 = lshr i64 %11, 7
  store i64 %12, ptr %3, align 8
  %13 = load i64, ptr %3, align 8
  %14 = icmp ne i64 %13, 0
  br i1 %14, label %15, label %20

15:                                               ; preds = %7
  %16 = load i8, ptr %6, align 1
  %17 = zext i8 %16 to i32
  %18 = or i32 %17, 128
  %19 = trunc i32 %18 to i8
  store i8 %19, ptr %6, align 1
  br label %20

20:                                               ; preds = %15, %7
  %21 = load i8, ptr %6, align 1
  %22 = load ptr, ptr %4, align 8
  %23 = load i32, ptr %5, align 4
  %24 = add nsw i32 %23, 1
  store i32 %24, ptr %5, align 4
  %25 = sext i32 %23 to i64
  %26 = getelementptr inbounds i8, ptr %22, i64 %25
  store i8 %21, ptr %26, align 1
  br label %27

27:                                               ; preds = %20
  %28 = load i64, ptr %3, align 8
  %29 = icmp ne i64 %28, 0
  br i1 %29, label %7, label %30, !llvm.loop !13

30:                                               ; preds = %27
  %31 = load i32, ptr %5, align 4
  ret i32 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @uleb_dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %32, %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %7, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %7, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds i8, ptr %10, i64 %13
  %15 = load i8, ptr %14, align 1
  store i8 %15, ptr %8, align 1
  %16 = load i8, ptr %8, align 1
  %17 = zext i8 %16 to i32
  %18 = and i32 %17, 127
  %19 = sext i32 %18 to i64
  %20 = load i32, ptr %6, align 4
  %21 = zext i32 %20 to i64
  %22 = shl i64 %19, %21
  %23 = load i64, ptr %5, align 8
  %24 = or i64 %23, %22
  store i64 %24, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 7
  store i32 %26, ptr %6, align 4
  %27 = load i8, ptr %8, align 1
  %28 = zext i8 %27 to i32
  %29 = and i32 %28, 128
  %30 = icmp ne i32 %29, 0
  br i1 %30, label %32, label %31

31:                                               ; preds = %9
  br label %33

32:                                               ; preds = %9
  br label %9

33:                                               ; preds = %31
  %34 = load i64, ptr %5, align 8
  %35 = load ptr, ptr %4, align 8
  store i64 %34, ptr %35, align 8
  %36 = load i32, ptr %7, align 4
  ret i32 %36
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sleb_enc(i64 noundef %0, ptr noundef %1) #0 {
  %3 = alloca i64, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i32, align 4
  %6 = alloca i32, align 4
  %7 = alloca i8, align 1
  store i64 %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %5, align 4
  store i32 1, ptr %6, align 4
  br label %8

8:                                                ; preds = %38, %2
  %9 = load i32, ptr %6, align 4
  %10 = icmp ne i32 %9, 0
  br i1 %10, label %11, label %45

11:                                               ; preds = %8
  %12 = load i64, ptr %3, align 8
  %13 = and i64 %12, 127
  %14 = trunc i64 %13 to i8
  store i8 %14, ptr %7, align 1
  %15 = load i64, ptr %3, align 8
  %16 = ashr i64 %15, 7
  store i64 %16, ptr %3, align 8
  %17 = load i64, ptr %3, align 8
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %19, label %24

19:                                               ; preds = %11
  %20 = load i8, ptr %7, align 1
  %21 = zext i8 %20 to i32
  %22 = and i32 %21, 64
  %23 = icmp ne i32 %22, 0
  br i1 %23, label %24, label %32

24:                                               ; preds = %19, %11
  %25 = load i64, ptr %3, align 8
  %26 = icmp eq i64 %25, -1
  br i1 %26, label %27, label %33

27:                                               ; preds = %24
  %28 = load i8, ptr %7, align 1
  %29 = zext i8 %28 to i32
  %30 = and i32 %29, 64
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %32, label %33

32:                                               ; preds = %27, %19
  store i32 0, ptr %6, align 4
  br label %38

33:                                               ; preds = %27, %24
  %34 = load i8, ptr %7, align 1
  %35 = zext i8 %34 to i32
  %36 = or i32 %35, 128
  %37 = trunc i32 %36 to i8
  store i8 %37, ptr %7, align 1
  br label %38

38:                                               ; preds = %33, %32
  %39 = load i8, ptr %7, align 1
  %40 = load ptr, ptr %4, align 8
  %41 = load i32, ptr %5, align 4
  %42 = add nsw i32 %41, 1
  store i32 %42, ptr %5, align 4
  %43 = sext i32 %41 to i64
  %44 = getelementptr inbounds i8, ptr %40, i64 %43
  store i8 %39, ptr %44, align 1
  br label %8, !llvm.loop !14

45:                                               ; preds = %8
  %46 = load i32, ptr %5, align 4
  ret i32 %46
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @sleb_dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i8, align 1
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i64 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  store i32 0, ptr %7, align 4
  br label %9

9:                                                ; preds = %27, %2
  %10 = load ptr, ptr %3, align 8
  %11 = load i32, ptr %7, align 4
  %12 = add nsw i32 %11, 1
  store i32 %12, ptr %7, align 4
  %13 = sext i32 %11 to i64
  %14 = getelementptr inbounds i8, ptr %10, i64 %13
  %15 = load i8, ptr %14, align 1
  store i8 %15, ptr %8, align 1
  %16 = load i8, ptr %8, align 1
  %17 = zext i8 %16 to i32
  %18 = and i32 %17, 127
  %19 = sext i32 %18 to i64
  %20 = load i32, ptr %6, align 4
  %21 = zext i32 %20 to i64
  %22 = shl i64 %19, %21
  %23 = load i64, ptr %5, align 8
  %24 = or i64 %23, %22
  store i64 %24, ptr %5, align 8
  %25 = load i32, ptr %6, align 4
  %26 = add nsw i32 %25, 7
  store i32 %26, ptr %6, align 4
  br label %27

27:                                               ; preds = %9
  %28 = load i8, ptr %8, align 1
  %29 = zext i8 %28 to i32
  %30 = and i32 %29, 128
  %31 = icmp ne i32 %30, 0
  br i1 %31, label %9, label %32, !llvm.loop !15

32:                                               ; preds = %27
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %33, 64
  br i1 %34, label %35, label %46

35:                                               ; preds = %32
  %36 = load i8, ptr %8, align 1
  %37 = zext i8 %36 to i32
  %38 = and i32 %37, 64
  %39 = icmp ne i32 %38, 0
  br i1 %39, label %40, label %46

40:                                               ; preds = %35
  %41 = load i32, ptr %6, align 4
  %42 = zext i32 %41 to i64
  %43 = shl i64 -1, %42
  %44 = load i64, ptr %5, align 8
  %45 = or i64 %44, %43
  store i64 %45, ptr %5, align 8
  br label %46

46:                                               ; preds = %40, %35, %32
  %47 = load i64, ptr %5, align 8
  %48 = load ptr, ptr %4, align 8
  store i64 %47, ptr %48, align 8
  %49 = load i32, ptr %7, align 4
  ret i32 %49
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @zz32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = shl i32 %3, 1
  %5 = load i32, ptr %2, align 4
  %6 = ashr i32 %5, 31
  %7 = xor i32 %4, %6
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @zz64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = shl i64 %3, 1
  %5 = load i64, ptr %2, align 8
  %6 = ashr i64 %5, 63
  %7 = xor i64 %4, %6
  ret i64 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @unzz64(i64 noundef %0) #0 {
  %2 = alloca i64, align 8
  store i64 %0, ptr %2, align 8
  %3 = load i64, ptr %2, align 8
  %4 = lshr i64 %3, 1
  %5 = load i64, ptr %2, align 8
  %6 = and i64 %5, 1
  %7 = sub nsw i64 0, %6
  %8 = xor i64 %4, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @unzz32(i32 noundef %0) #0 {
  %2 = alloca i32, align 4
  store i32 %0, ptr %2, align 4
  %3 = load i32, ptr %2, align 4
  %4 = lshr i32 %3, 1
  %5 = load i32, ptr %2, align 4
  %6 = and i32 %5, 1
  %7 = sub nsw i32 0, %6
  %8 = xor i32 %4, %7
  ret i32 %8
}

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }

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
