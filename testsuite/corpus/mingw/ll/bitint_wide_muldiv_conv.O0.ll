; ModuleID = 'programs/bitint_wide_muldiv_conv.c'
source_filename = "programs/bitint_wide_muldiv_conv.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [7 x i8] c"mul256\00", align 1
@.str.1 = private unnamed_addr constant [8 x i8] c"udiv256\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"urem256\00", align 1
@.str.3 = private unnamed_addr constant [8 x i8] c"sdiv256\00", align 1
@.str.4 = private unnamed_addr constant [8 x i8] c"srem256\00", align 1
@.str.5 = private unnamed_addr constant [8 x i8] c"smul200\00", align 1
@.str.6 = private unnamed_addr constant [8 x i8] c"sdiv200\00", align 1
@.str.7 = private unnamed_addr constant [8 x i8] c"srem200\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c"udiv130\00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"smul130\00", align 1
@.str.10 = private unnamed_addr constant [7 x i8] c"mul512\00", align 1
@.str.11 = private unnamed_addr constant [8 x i8] c"udiv512\00", align 1
@.str.12 = private unnamed_addr constant [8 x i8] c"srem512\00", align 1
@.str.13 = private unnamed_addr constant [21 x i8] c"conv %a %a %a %a %a\0A\00", align 1
@.str.14 = private unnamed_addr constant [18 x i8] c"edge %a %a %a %a\0A\00", align 1
@__const.main.ds = private unnamed_addr constant [14 x double] [double 0.000000e+00, double 5.000000e-01, double -7.500000e-01, double 1.000000e+00, double -1.000000e+00, double 0x419D6F3454000000, double 0x43E0000000000000, double 0x43FFFFFFFFFFFFFF, double 0x46323456789ABCDE, double 0xC6323456789ABCDE, double 0x4C78000000000000, double 0x4FDFFFFFFFFFFFFF, double 0xCFE0000000000000, double 1.250000e-01], align 16
@.str.15 = private unnamed_addr constant [4 x i8] c"d2u\00", align 1
@.str.16 = private unnamed_addr constant [4 x i8] c"d2s\00", align 1
@__const.main.fs = private unnamed_addr constant [7 x float] [float 0.000000e+00, float 0x3FEFAE1480000000, float -1.500000e+00, float 0x421BF08EC0000000, float 0xC7EFFFFFE0000000, float 0x4630000000000000, float 0xC3BABCDE00000000], align 16
@.str.17 = private unnamed_addr constant [4 x i8] c"f2s\00", align 1
@.str.18 = private unnamed_addr constant [4 x i8] c"f2u\00", align 1
@state = internal global i64 -7046029254386353131, align 8
@.str.19 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.20 = private unnamed_addr constant [8 x i8] c"%016llx\00", align 1
@.str.21 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca i256, align 8
  %4 = alloca i512, align 8
  %5 = alloca i256, align 8
  %6 = alloca i512, align 8
  %7 = alloca i256, align 8
  %8 = alloca i256, align 8
  %9 = alloca i256, align 8
  %10 = alloca i512, align 8
  %11 = alloca i256, align 8
  %12 = alloca i256, align 8
  %13 = alloca i256, align 8
  %14 = alloca i512, align 8
  %15 = alloca i256, align 8
  %16 = alloca i256, align 8
  %17 = alloca i256, align 8
  %18 = alloca i512, align 8
  %19 = alloca i256, align 8
  %20 = alloca i256, align 8
  %21 = alloca i256, align 8
  %22 = alloca i256, align 8
  %23 = alloca i256, align 8
  %24 = alloca i512, align 8
  %25 = alloca i256, align 8
  %26 = alloca i256, align 8
  %27 = alloca i256, align 8
  %28 = alloca i512, align 8
  %29 = alloca i256, align 8
  %30 = alloca i256, align 8
  %31 = alloca i256, align 8
  %32 = alloca i256, align 8
  %33 = alloca i256, align 8
  %34 = alloca i512, align 8
  %35 = alloca i256, align 8
  %36 = alloca i256, align 8
  %37 = alloca i256, align 8
  %38 = alloca i512, align 8
  %39 = alloca i256, align 8
  %40 = alloca i256, align 8
  %41 = alloca i256, align 8
  %42 = alloca i512, align 8
  %43 = alloca [24 x i8], align 8
  %44 = alloca [24 x i8], align 8
  %45 = alloca [24 x i8], align 8
  %46 = alloca [24 x i8], align 8
  %47 = alloca [24 x i8], align 8
  %48 = alloca i512, align 8
  %49 = alloca [24 x i8], align 8
  %50 = alloca [24 x i8], align 8
  %51 = alloca [24 x i8], align 8
  %52 = alloca i512, align 8
  %53 = alloca i512, align 8
  %54 = alloca i512, align 8
  %55 = alloca i512, align 8
  %56 = alloca i512, align 8
  %57 = alloca i512, align 8
  %58 = alloca i512, align 8
  %59 = alloca i512, align 8
  %60 = alloca i512, align 8
  %61 = alloca i512, align 8
  %62 = alloca i512, align 8
  %63 = alloca i512, align 8
  %64 = alloca i512, align 8
  %65 = alloca i512, align 8
  %66 = alloca i512, align 8
  %67 = alloca i512, align 8
  %68 = alloca i512, align 8
  %69 = alloca i256, align 8
  %70 = alloca i256, align 8
  %71 = alloca i256, align 8
  %72 = alloca i256, align 8
  %73 = alloca i512, align 8
  %74 = alloca i256, align 8
  %75 = alloca [13 x i256], align 16
  %76 = alloca i32, align 4
  %77 = alloca i256, align 8
  %78 = alloca i256, align 8
  %79 = alloca i256, align 8
  %80 = alloca i256, align 8
  %81 = alloca [14 x double], align 16
  %82 = alloca i32, align 4
  %83 = alloca i256, align 8
  %84 = alloca i512, align 8
  %85 = alloca i256, align 8
  %86 = alloca i512, align 8
  %87 = alloca [7 x float], align 16
  %88 = alloca i32, align 4
  %89 = alloca i256, align 8
  %90 = alloca i512, align 8
  %91 = alloca [24 x i8], align 8
  %92 = alloca i512, align 8
  store i32 0, ptr %1, align 4
  store i32 0, ptr %2, align 4
  br label %93

93:                                               ; preds = %256, %0
  %94 = load i32, ptr %2, align 4
  %95 = icmp slt i32 %94, 40
  br i1 %95, label %96, label %259

96:                                               ; preds = %93
  call void @rnd(ptr dead_on_unwind writable sret(i512) align 8 %4, i32 noundef 4)
  %97 = load i512, ptr %4, align 8
  %98 = trunc i512 %97 to i256
  store i256 %98, ptr %3, align 8
  %99 = load i32, ptr %2, align 4
  %100 = srem i32 %99, 4
  %101 = add nsw i32 1, %100
  call void @rnd(ptr dead_on_unwind writable sret(i512) align 8 %6, i32 noundef %101)
  %102 = load i512, ptr %6, align 8
  %103 = trunc i512 %102 to i256
  store i256 %103, ptr %5, align 8
  %104 = load i256, ptr %5, align 8
  %105 = icmp eq i256 %104, 0
  br i1 %105, label %106, label %107

106:                                              ; preds = %96
  store i256 7, ptr %5, align 8
  br label %107

107:                                              ; preds = %106, %96
  %108 = load i256, ptr %3, align 8
  %109 = load i256, ptr %5, align 8
  store i256 %108, ptr %8, align 8
  store i256 %109, ptr %9, align 8
  call void @mul256(ptr dead_on_unwind writable sret(i256) align 8 %7, ptr noundef %8, ptr noundef %9)
  %110 = load i256, ptr %7, align 8
  %111 = zext i256 %110 to i512
  store i512 %111, ptr %10, align 8
  call void @put(ptr noundef @.str, ptr noundef %10, i32 noundef 4)
  %112 = load i256, ptr %3, align 8
  %113 = load i256, ptr %5, align 8
  store i256 %112, ptr %12, align 8
  store i256 %113, ptr %13, align 8
  call void @udiv256(ptr dead_on_unwind writable sret(i256) align 8 %11, ptr noundef %12, ptr noundef %13)
  %114 = load i256, ptr %11, align 8
  %115 = zext i256 %114 to i512
  store i512 %115, ptr %14, align 8
  call void @put(ptr noundef @.str.1, ptr noundef %14, i32 noundef 4)
  %116 = load i256, ptr %3, align 8
  %117 = load i256, ptr %5, align 8
  store i256 %116, ptr %16, align 8
  store i256 %117, ptr %17, align 8
  call void @urem256(ptr dead_on_unwind writable sret(i256) align 8 %15, ptr noundef %16, ptr noundef %17)
  %118 = load i256, ptr %15, align 8
  %119 = zext i256 %118 to i512
  store i512 %119, ptr %18, align 8
  call void @put(ptr noundef @.str.2, ptr noundef %18, i32 noundef 4)
  %120 = load i32, ptr %2, align 4
  %121 = and i32 %120, 1
  %122 = icmp ne i32 %121, 0
  br i1 %122, label %123, label %126

123:                                              ; preds = %107
  %124 = load i256, ptr %3, align 8
  %125 = sub nsw i256 0, %124
  br label %128

126:                                              ; preds = %107
  %127 = load i256, ptr %3, align 8
  br label %128

128:                                              ; preds = %126, %123
  %129 = phi i256 [ %125, %123 ], [ %127, %126 ]
  store i256 %129, ptr %19, align 8
  %130 = load i32, ptr %2, align 4
  %131 = and i32 %130, 2
  %132 = icmp ne i32 %131, 0
  br i1 %132, label %133, label %136

133:                                              ; preds = %128
  %134 = load i256, ptr %5, align 8
  %135 = sub nsw i256 0, %134
  br label %138

136:                                              ; preds = %128
  %137 = load i256, ptr %5, align 8
  br label %138

138:                                              ; preds = %136, %133
  %139 = phi i256 [ %135, %133 ], [ %137, %136 ]
  store i256 %139, ptr %20, align 8
  %140 = load i256, ptr %19, align 8
  %141 = load i256, ptr %20, align 8
  store i256 %140, ptr %22, align 8
  store i256 %141, ptr %23, align 8
  call void @sdiv256(ptr dead_on_unwind writable sret(i256) align 8 %21, ptr noundef %22, ptr noundef %23)
  %142 = load i256, ptr %21, align 8
  %143 = zext i256 %142 to i512
  store i512 %143, ptr %24, align 8
  call void @put(ptr noundef @.str.3, ptr noundef %24, i32 noundef 4)
  %144 = load i256, ptr %19, align 8
  %145 = load i256, ptr %20, align 8
  store i256 %144, ptr %26, align 8
  store i256 %145, ptr %27, align 8
  call void @srem256(ptr dead_on_unwind writable sret(i256) align 8 %25, ptr noundef %26, ptr noundef %27)
  %146 = load i256, ptr %25, align 8
  %147 = zext i256 %146 to i512
  store i512 %147, ptr %28, align 8
  call void @put(ptr noundef @.str.4, ptr noundef %28, i32 noundef 4)
  %148 = load i256, ptr %19, align 8
  %149 = trunc i256 %148 to i200
  %150 = sext i200 %149 to i256
  store i256 %150, ptr %29, align 8
  %151 = load i256, ptr %20, align 8
  %152 = trunc i256 %151 to i200
  %153 = sext i200 %152 to i256
  store i256 %153, ptr %30, align 8
  %154 = load i256, ptr %30, align 8
  %155 = trunc i256 %154 to i200
  %156 = icmp eq i200 %155, 0
  br i1 %156, label %157, label %158

157:                                              ; preds = %138
  store i256 -3, ptr %30, align 8
  br label %158

158:                                              ; preds = %157, %138
  %159 = load i256, ptr %29, align 8
  %160 = trunc i256 %159 to i200
  %161 = ashr i200 %160, 100
  %162 = load i256, ptr %30, align 8
  %163 = trunc i256 %162 to i200
  %164 = ashr i200 %163, 100
  %165 = sext i200 %161 to i256
  store i256 %165, ptr %32, align 8
  %166 = sext i200 %164 to i256
  store i256 %166, ptr %33, align 8
  call void @smul200(ptr dead_on_unwind writable sret(i256) align 8 %31, ptr noundef %32, ptr noundef %33)
  %167 = load i256, ptr %31, align 8
  %168 = trunc i256 %167 to i200
  %169 = zext i200 %168 to i512
  store i512 %169, ptr %34, align 8
  call void @put(ptr noundef @.str.5, ptr noundef %34, i32 noundef 4)
  %170 = load i256, ptr %29, align 8
  %171 = trunc i256 %170 to i200
  %172 = load i256, ptr %30, align 8
  %173 = trunc i256 %172 to i200
  %174 = sext i200 %171 to i256
  store i256 %174, ptr %36, align 8
  %175 = sext i200 %173 to i256
  store i256 %175, ptr %37, align 8
  call void @sdiv200(ptr dead_on_unwind writable sret(i256) align 8 %35, ptr noundef %36, ptr noundef %37)
  %176 = load i256, ptr %35, align 8
  %177 = trunc i256 %176 to i200
  %178 = zext i200 %177 to i512
  store i512 %178, ptr %38, align 8
  call void @put(ptr noundef @.str.6, ptr noundef %38, i32 noundef 4)
  %179 = load i256, ptr %29, align 8
  %180 = trunc i256 %179 to i200
  %181 = load i256, ptr %30, align 8
  %182 = trunc i256 %181 to i200
  %183 = sext i200 %180 to i256
  store i256 %183, ptr %40, align 8
  %184 = sext i200 %182 to i256
  store i256 %184, ptr %41, align 8
  call void @srem200(ptr dead_on_unwind writable sret(i256) align 8 %39, ptr noundef %40, ptr noundef %41)
  %185 = load i256, ptr %39, align 8
  %186 = trunc i256 %185 to i200
  %187 = zext i200 %186 to i512
  store i512 %187, ptr %42, align 8
  call void @put(ptr noundef @.str.7, ptr noundef %42, i32 noundef 4)
  %188 = load i256, ptr %3, align 8
  %189 = trunc i256 %188 to i130
  %190 = zext i130 %189 to i192
  store i192 %190, ptr %43, align 8
  %191 = load i256, ptr %5, align 8
  %192 = trunc i256 %191 to i130
  %193 = zext i130 %192 to i192
  store i192 %193, ptr %44, align 8
  %194 = load i192, ptr %44, align 8
  %195 = trunc i192 %194 to i130
  %196 = icmp eq i130 %195, 0
  br i1 %196, label %197, label %198

197:                                              ; preds = %158
  store i192 5, ptr %44, align 8
  br label %198

198:                                              ; preds = %197, %158
  %199 = load i192, ptr %43, align 8
  %200 = trunc i192 %199 to i130
  %201 = load i192, ptr %44, align 8
  %202 = trunc i192 %201 to i130
  %203 = zext i130 %200 to i192
  store i192 %203, ptr %46, align 8
  %204 = zext i130 %202 to i192
  store i192 %204, ptr %47, align 8
  call void @udiv130(ptr dead_on_unwind writable sret([24 x i8]) align 8 %45, ptr noundef %46, ptr noundef %47)
  %205 = load i192, ptr %45, align 8
  %206 = trunc i192 %205 to i130
  %207 = zext i130 %206 to i512
  store i512 %207, ptr %48, align 8
  call void @put(ptr noundef @.str.8, ptr noundef %48, i32 noundef 3)
  %208 = load i192, ptr %43, align 8
  %209 = trunc i192 %208 to i130
  %210 = lshr i130 %209, 66
  %211 = load i192, ptr %44, align 8
  %212 = trunc i192 %211 to i130
  %213 = lshr i130 %212, 66
  %214 = sub nsw i130 0, %213
  %215 = sext i130 %210 to i192
  store i192 %215, ptr %50, align 8
  %216 = sext i130 %214 to i192
  store i192 %216, ptr %51, align 8
  call void @smul130(ptr dead_on_unwind writable sret([24 x i8]) align 8 %49, ptr noundef %50, ptr noundef %51)
  %217 = load i192, ptr %49, align 8
  %218 = trunc i192 %217 to i130
  %219 = zext i130 %218 to i512
  store i512 %219, ptr %52, align 8
  call void @put(ptr noundef @.str.9, ptr noundef %52, i32 noundef 3)
  call void @rnd(ptr dead_on_unwind writable sret(i512) align 8 %54, i32 noundef 8)
  %220 = load i512, ptr %54, align 8
  store i512 %220, ptr %53, align 8
  %221 = load i32, ptr %2, align 4
  %222 = srem i32 %221, 8
  %223 = add nsw i32 1, %222
  call void @rnd(ptr dead_on_unwind writable sret(i512) align 8 %56, i32 noundef %223)
  %224 = load i512, ptr %56, align 8
  store i512 %224, ptr %55, align 8
  %225 = load i512, ptr %55, align 8
  %226 = icmp eq i512 %225, 0
  br i1 %226, label %227, label %228

227:                                              ; preds = %198
  store i512 11, ptr %55, align 8
  br label %228

228:                                              ; preds = %227, %198
  %229 = load i512, ptr %53, align 8
  %230 = load i512, ptr %55, align 8
  store i512 %229, ptr %58, align 8
  store i512 %230, ptr %59, align 8
  call void @mul512(ptr dead_on_unwind writable sret(i512) align 8 %57, ptr noundef %58, ptr noundef %59)
  %231 = load i512, ptr %57, align 8
  store i512 %231, ptr %60, align 8
  call void @put(ptr noundef @.str.10, ptr noundef %60, i32 noundef 8)
  %232 = load i512, ptr %53, align 8
  %233 = load i512, ptr %55, align 8
  store i512 %232, ptr %62, align 8
  store i512 %233, ptr %63, align 8
  call void @udiv512(ptr dead_on_unwind writable sret(i512) align 8 %61, ptr noundef %62, ptr noundef %63)
  %234 = load i512, ptr %61, align 8
  store i512 %234, ptr %64, align 8
  call void @put(ptr noundef @.str.11, ptr noundef %64, i32 noundef 8)
  %235 = load i512, ptr %53, align 8
  %236 = sub nsw i512 0, %235
  %237 = load i512, ptr %55, align 8
  store i512 %236, ptr %66, align 8
  store i512 %237, ptr %67, align 8
  call void @srem512(ptr dead_on_unwind writable sret(i512) align 8 %65, ptr noundef %66, ptr noundef %67)
  %238 = load i512, ptr %65, align 8
  store i512 %238, ptr %68, align 8
  call void @put(ptr noundef @.str.12, ptr noundef %68, i32 noundef 8)
  %239 = load i256, ptr %3, align 8
  store i256 %239, ptr %69, align 8
  %240 = call double @u256_to_d(ptr noundef %69)
  %241 = load i256, ptr %19, align 8
  store i256 %241, ptr %70, align 8
  %242 = call double @s256_to_d(ptr noundef %70)
  %243 = load i256, ptr %3, align 8
  %244 = lshr i256 %243, 130
  store i256 %244, ptr %71, align 8
  %245 = call float @u256_to_f(ptr noundef %71)
  %246 = fpext float %245 to double
  %247 = load i256, ptr %29, align 8
  %248 = trunc i256 %247 to i200
  %249 = ashr i200 %248, 75
  %250 = sext i200 %249 to i256
  store i256 %250, ptr %72, align 8
  %251 = call float @s200_to_f(ptr noundef %72)
  %252 = fpext float %251 to double
  %253 = load i512, ptr %53, align 8
  store i512 %253, ptr %73, align 8
  %254 = call double @u512_to_d(ptr noundef %73)
  %255 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, double noundef %240, double noundef %242, double noundef %246, double noundef %252, double noundef %254)
  br label %256

256:                                              ; preds = %228
  %257 = load i32, ptr %2, align 4
  %258 = add nsw i32 %257, 1
  store i32 %258, ptr %2, align 4
  br label %93, !llvm.loop !5

259:                                              ; preds = %93
  store i256 1, ptr %74, align 8
  store i256 0, ptr %75, align 16
  %260 = getelementptr inbounds i256, ptr %75, i64 1
  store i256 1, ptr %260, align 16
  %261 = getelementptr inbounds i256, ptr %75, i64 2
  %262 = load i256, ptr %74, align 8
  %263 = shl i256 %262, 53
  %264 = add i256 %263, 1
  store i256 %264, ptr %261, align 16
  %265 = getelementptr inbounds i256, ptr %75, i64 3
  %266 = load i256, ptr %74, align 8
  %267 = shl i256 %266, 54
  %268 = add i256 %267, 2
  store i256 %268, ptr %265, align 16
  %269 = getelementptr inbounds i256, ptr %75, i64 4
  %270 = load i256, ptr %74, align 8
  %271 = shl i256 %270, 54
  %272 = add i256 %271, 3
  store i256 %272, ptr %269, align 16
  %273 = getelementptr inbounds i256, ptr %75, i64 5
  %274 = load i256, ptr %74, align 8
  %275 = shl i256 %274, 200
  %276 = load i256, ptr %74, align 8
  %277 = shl i256 %276, 147
  %278 = add i256 %275, %277
  store i256 %278, ptr %273, align 16
  %279 = getelementptr inbounds i256, ptr %75, i64 6
  %280 = load i256, ptr %74, align 8
  %281 = shl i256 %280, 200
  %282 = load i256, ptr %74, align 8
  %283 = shl i256 %282, 147
  %284 = add i256 %281, %283
  %285 = add i256 %284, 1
  store i256 %285, ptr %279, align 16
  %286 = getelementptr inbounds i256, ptr %75, i64 7
  %287 = load i256, ptr %74, align 8
  %288 = shl i256 %287, 200
  %289 = load i256, ptr %74, align 8
  %290 = shl i256 %289, 148
  %291 = add i256 %288, %290
  %292 = load i256, ptr %74, align 8
  %293 = shl i256 %292, 147
  %294 = add i256 %291, %293
  store i256 %294, ptr %286, align 16
  %295 = getelementptr inbounds i256, ptr %75, i64 8
  %296 = load i256, ptr %74, align 8
  %297 = shl i256 %296, 255
  store i256 %297, ptr %295, align 16
  %298 = getelementptr inbounds i256, ptr %75, i64 9
  store i256 -1, ptr %298, align 16
  %299 = getelementptr inbounds i256, ptr %75, i64 10
  %300 = load i256, ptr %74, align 8
  %301 = shl i256 %300, 128
  %302 = sub i256 %301, 1
  store i256 %302, ptr %299, align 16
  %303 = getelementptr inbounds i256, ptr %75, i64 11
  %304 = load i256, ptr %74, align 8
  %305 = shl i256 %304, 24
  %306 = add i256 %305, 1
  store i256 %306, ptr %303, align 16
  %307 = getelementptr inbounds i256, ptr %75, i64 12
  %308 = load i256, ptr %74, align 8
  %309 = shl i256 %308, 150
  %310 = load i256, ptr %74, align 8
  %311 = shl i256 %310, 126
  %312 = add i256 %309, %311
  store i256 %312, ptr %307, align 16
  store i32 0, ptr %76, align 4
  br label %313

313:                                              ; preds = %352, %259
  %314 = load i32, ptr %76, align 4
  %315 = zext i32 %314 to i64
  %316 = icmp ult i64 %315, 13
  br i1 %316, label %317, label %355

317:                                              ; preds = %313
  %318 = load i32, ptr %76, align 4
  %319 = zext i32 %318 to i64
  %320 = getelementptr inbounds [13 x i256], ptr %75, i64 0, i64 %319
  %321 = load i256, ptr %320, align 16
  store i256 %321, ptr %77, align 8
  %322 = call double @u256_to_d(ptr noundef %77)
  %323 = load i32, ptr %76, align 4
  %324 = zext i32 %323 to i64
  %325 = getelementptr inbounds [13 x i256], ptr %75, i64 0, i64 %324
  %326 = load i256, ptr %325, align 16
  %327 = lshr i256 %326, 1
  %328 = sub nsw i256 0, %327
  store i256 %328, ptr %78, align 8
  %329 = call double @s256_to_d(ptr noundef %78)
  %330 = load i32, ptr %76, align 4
  %331 = zext i32 %330 to i64
  %332 = getelementptr inbounds [13 x i256], ptr %75, i64 0, i64 %331
  %333 = load i256, ptr %332, align 16
  %334 = lshr i256 %333, 129
  store i256 %334, ptr %79, align 8
  %335 = call float @u256_to_f(ptr noundef %79)
  %336 = fpext float %335 to double
  %337 = load i32, ptr %76, align 4
  %338 = zext i32 %337 to i64
  %339 = getelementptr inbounds [13 x i256], ptr %75, i64 0, i64 %338
  %340 = load i256, ptr %339, align 16
  %341 = load i256, ptr %74, align 8
  %342 = shl i256 %341, 128
  %343 = sub i256 %342, 1
  %344 = and i256 %340, %343
  %345 = load i256, ptr %74, align 8
  %346 = shl i256 %345, 127
  %347 = xor i256 %346, -1
  %348 = and i256 %344, %347
  store i256 %348, ptr %80, align 8
  %349 = call float @u256_to_f(ptr noundef %80)
  %350 = fpext float %349 to double
  %351 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, double noundef %322, double noundef %329, double noundef %336, double noundef %350)
  br label %352

352:                                              ; preds = %317
  %353 = load i32, ptr %76, align 4
  %354 = add i32 %353, 1
  store i32 %354, ptr %76, align 4
  br label %313, !llvm.loop !7

355:                                              ; preds = %313
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %81, ptr align 16 @__const.main.ds, i64 112, i1 false)
  store i32 0, ptr %82, align 4
  br label %356

356:                                              ; preds = %387, %355
  %357 = load i32, ptr %82, align 4
  %358 = zext i32 %357 to i64
  %359 = icmp ult i64 %358, 14
  br i1 %359, label %360, label %390

360:                                              ; preds = %356
  %361 = load i32, ptr %82, align 4
  %362 = zext i32 %361 to i64
  %363 = getelementptr inbounds [14 x double], ptr %81, i64 0, i64 %362
  %364 = load double, ptr %363, align 8
  %365 = fcmp olt double %364, 0.000000e+00
  br i1 %365, label %366, label %372

366:                                              ; preds = %360
  %367 = load i32, ptr %82, align 4
  %368 = zext i32 %367 to i64
  %369 = getelementptr inbounds [14 x double], ptr %81, i64 0, i64 %368
  %370 = load double, ptr %369, align 8
  %371 = fneg double %370
  br label %377

372:                                              ; preds = %360
  %373 = load i32, ptr %82, align 4
  %374 = zext i32 %373 to i64
  %375 = getelementptr inbounds [14 x double], ptr %81, i64 0, i64 %374
  %376 = load double, ptr %375, align 8
  br label %377

377:                                              ; preds = %372, %366
  %378 = phi double [ %371, %366 ], [ %376, %372 ]
  call void @d_to_u256(ptr dead_on_unwind writable sret(i256) align 8 %83, double noundef %378)
  %379 = load i256, ptr %83, align 8
  %380 = zext i256 %379 to i512
  store i512 %380, ptr %84, align 8
  call void @put(ptr noundef @.str.15, ptr noundef %84, i32 noundef 4)
  %381 = load i32, ptr %82, align 4
  %382 = zext i32 %381 to i64
  %383 = getelementptr inbounds [14 x double], ptr %81, i64 0, i64 %382
  %384 = load double, ptr %383, align 8
  call void @d_to_s256(ptr dead_on_unwind writable sret(i256) align 8 %85, double noundef %384)
  %385 = load i256, ptr %85, align 8
  %386 = zext i256 %385 to i512
  store i512 %386, ptr %86, align 8
  call void @put(ptr noundef @.str.16, ptr noundef %86, i32 noundef 4)
  br label %387

387:                                              ; preds = %377
  %388 = load i32, ptr %82, align 4
  %389 = add i32 %388, 1
  store i32 %389, ptr %82, align 4
  br label %356, !llvm.loop !8

390:                                              ; preds = %356
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %87, ptr align 16 @__const.main.fs, i64 28, i1 false)
  store i32 0, ptr %88, align 4
  br label %391

391:                                              ; preds = %424, %390
  %392 = load i32, ptr %88, align 4
  %393 = zext i32 %392 to i64
  %394 = icmp ult i64 %393, 7
  br i1 %394, label %395, label %427

395:                                              ; preds = %391
  %396 = load i32, ptr %88, align 4
  %397 = zext i32 %396 to i64
  %398 = getelementptr inbounds [7 x float], ptr %87, i64 0, i64 %397
  %399 = load float, ptr %398, align 4
  call void @f_to_s200(ptr dead_on_unwind writable sret(i256) align 8 %89, float noundef %399)
  %400 = load i256, ptr %89, align 8
  %401 = trunc i256 %400 to i200
  %402 = zext i200 %401 to i512
  store i512 %402, ptr %90, align 8
  call void @put(ptr noundef @.str.17, ptr noundef %90, i32 noundef 4)
  %403 = load i32, ptr %88, align 4
  %404 = zext i32 %403 to i64
  %405 = getelementptr inbounds [7 x float], ptr %87, i64 0, i64 %404
  %406 = load float, ptr %405, align 4
  %407 = fcmp olt float %406, 0.000000e+00
  br i1 %407, label %408, label %414

408:                                              ; preds = %395
  %409 = load i32, ptr %88, align 4
  %410 = zext i32 %409 to i64
  %411 = getelementptr inbounds [7 x float], ptr %87, i64 0, i64 %410
  %412 = load float, ptr %411, align 4
  %413 = fneg float %412
  br label %419

414:                                              ; preds = %395
  %415 = load i32, ptr %88, align 4
  %416 = zext i32 %415 to i64
  %417 = getelementptr inbounds [7 x float], ptr %87, i64 0, i64 %416
  %418 = load float, ptr %417, align 4
  br label %419

419:                                              ; preds = %414, %408
  %420 = phi float [ %413, %408 ], [ %418, %414 ]
  call void @f_to_u130(ptr dead_on_unwind writable sret([24 x i8]) align 8 %91, float noundef %420)
  %421 = load i192, ptr %91, align 8
  %422 = trunc i192 %421 to i130
  %423 = zext i130 %422 to i512
  store i512 %423, ptr %92, align 8
  call void @put(ptr noundef @.str.18, ptr noundef %92, i32 noundef 3)
  br label %424

424:                                              ; preds = %419
  %425 = load i32, ptr %88, align 4
  %426 = add i32 %425, 1
  store i32 %426, ptr %88, align 4
  br label %391, !llvm.loop !9

427:                                              ; preds = %391
  ret i32 0
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @rnd(ptr dead_on_unwind noalias writable sret(i512) align 8 %0, i32 noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i32, align 4
  %5 = alloca i512, align 8
  %6 = alloca i32, align 4
  store ptr %0, ptr %3, align 8
  store i32 %1, ptr %4, align 4
  store i512 0, ptr %5, align 8
  store i32 0, ptr %6, align 4
  br label %7

7:                                                ; preds = %17, %2
  %8 = load i32, ptr %6, align 4
  %9 = load i32, ptr %4, align 4
  %10 = icmp slt i32 %8, %9
  br i1 %10, label %11, label %20

11:                                               ; preds = %7
  %12 = load i512, ptr %5, align 8
  %13 = shl i512 %12, 64
  %14 = call i64 @next()
  %15 = zext i64 %14 to i512
  %16 = or i512 %13, %15
  store i512 %16, ptr %5, align 8
  br label %17

17:                                               ; preds = %11
  %18 = load i32, ptr %6, align 4
  %19 = add nsw i32 %18, 1
  store i32 %19, ptr %6, align 4
  br label %7, !llvm.loop !10

20:                                               ; preds = %7
  %21 = load i512, ptr %5, align 8
  %22 = call i64 @next()
  %23 = urem i64 %22, 64
  %24 = zext i64 %23 to i512
  %25 = lshr i512 %21, %24
  store i512 %25, ptr %0, align 8
  %26 = load i512, ptr %0, align 8
  store i512 %26, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @put(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i512, align 8
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = load i512, ptr %1, align 8
  store ptr %0, ptr %4, align 8
  store i512 %8, ptr %5, align 8
  store i32 %2, ptr %6, align 4
  %9 = load ptr, ptr %4, align 8
  %10 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, ptr noundef %9)
  %11 = load i32, ptr %6, align 4
  %12 = sub nsw i32 %11, 1
  store i32 %12, ptr %7, align 4
  br label %13

13:                                               ; preds = %24, %3
  %14 = load i32, ptr %7, align 4
  %15 = icmp sge i32 %14, 0
  br i1 %15, label %16, label %27

16:                                               ; preds = %13
  %17 = load i512, ptr %5, align 8
  %18 = load i32, ptr %7, align 4
  %19 = mul nsw i32 64, %18
  %20 = zext i32 %19 to i512
  %21 = lshr i512 %17, %20
  %22 = trunc i512 %21 to i64
  %23 = call i32 (ptr, ...) @printf(ptr noundef @.str.20, i64 noundef %22)
  br label %24

24:                                               ; preds = %16
  %25 = load i32, ptr %7, align 4
  %26 = add nsw i32 %25, -1
  store i32 %26, ptr %7, align 4
  br label %13, !llvm.loop !11

27:                                               ; preds = %13
  %28 = call i32 (ptr, ...) @printf(ptr noundef @.str.21)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i256, ptr %1, align 8
  %8 = load i256, ptr %2, align 8
  store i256 %7, ptr %5, align 8
  store i256 %8, ptr %6, align 8
  %9 = load i256, ptr %5, align 8
  %10 = load i256, ptr %6, align 8
  %11 = mul i256 %9, %10
  store i256 %11, ptr %0, align 8
  %12 = load i256, ptr %0, align 8
  store i256 %12, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @udiv256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i256, ptr %1, align 8
  %8 = load i256, ptr %2, align 8
  store i256 %7, ptr %5, align 8
  store i256 %8, ptr %6, align 8
  %9 = load i256, ptr %5, align 8
  %10 = load i256, ptr %6, align 8
  %11 = udiv i256 %9, %10
  store i256 %11, ptr %0, align 8
  %12 = load i256, ptr %0, align 8
  store i256 %12, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @urem256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i256, ptr %1, align 8
  %8 = load i256, ptr %2, align 8
  store i256 %7, ptr %5, align 8
  store i256 %8, ptr %6, align 8
  %9 = load i256, ptr %5, align 8
  %10 = load i256, ptr %6, align 8
  %11 = urem i256 %9, %10
  store i256 %11, ptr %0, align 8
  %12 = load i256, ptr %0, align 8
  store i256 %12, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sdiv256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i256, ptr %1, align 8
  %8 = load i256, ptr %2, align 8
  store i256 %7, ptr %5, align 8
  store i256 %8, ptr %6, align 8
  %9 = load i256, ptr %5, align 8
  %10 = load i256, ptr %6, align 8
  %11 = sdiv i256 %9, %10
  store i256 %11, ptr %0, align 8
  %12 = load i256, ptr %0, align 8
  store i256 %12, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @srem256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i256, ptr %1, align 8
  %8 = load i256, ptr %2, align 8
  store i256 %7, ptr %5, align 8
  store i256 %8, ptr %6, align 8
  %9 = load i256, ptr %5, align 8
  %10 = load i256, ptr %6, align 8
  %11 = srem i256 %9, %10
  store i256 %11, ptr %0, align 8
  %12 = load i256, ptr %0, align 8
  store i256 %12, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @smul200(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i256, ptr %1, align 8
  %8 = trunc i256 %7 to i200
  %9 = load i256, ptr %2, align 8
  %10 = trunc i256 %9 to i200
  %11 = sext i200 %8 to i256
  store i256 %11, ptr %5, align 8
  %12 = sext i200 %10 to i256
  store i256 %12, ptr %6, align 8
  %13 = load i256, ptr %5, align 8
  %14 = trunc i256 %13 to i200
  %15 = load i256, ptr %6, align 8
  %16 = trunc i256 %15 to i200
  %17 = mul nsw i200 %14, %16
  %18 = sext i200 %17 to i256
  store i256 %18, ptr %0, align 8
  %19 = load i256, ptr %0, align 8
  %20 = trunc i256 %19 to i200
  %21 = sext i200 %20 to i256
  store i256 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @sdiv200(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i256, ptr %1, align 8
  %8 = trunc i256 %7 to i200
  %9 = load i256, ptr %2, align 8
  %10 = trunc i256 %9 to i200
  %11 = sext i200 %8 to i256
  store i256 %11, ptr %5, align 8
  %12 = sext i200 %10 to i256
  store i256 %12, ptr %6, align 8
  %13 = load i256, ptr %5, align 8
  %14 = trunc i256 %13 to i200
  %15 = load i256, ptr %6, align 8
  %16 = trunc i256 %15 to i200
  %17 = sdiv i200 %14, %16
  %18 = sext i200 %17 to i256
  store i256 %18, ptr %0, align 8
  %19 = load i256, ptr %0, align 8
  %20 = trunc i256 %19 to i200
  %21 = sext i200 %20 to i256
  store i256 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @srem200(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i256, ptr %1, align 8
  %8 = trunc i256 %7 to i200
  %9 = load i256, ptr %2, align 8
  %10 = trunc i256 %9 to i200
  %11 = sext i200 %8 to i256
  store i256 %11, ptr %5, align 8
  %12 = sext i200 %10 to i256
  store i256 %12, ptr %6, align 8
  %13 = load i256, ptr %5, align 8
  %14 = trunc i256 %13 to i200
  %15 = load i256, ptr %6, align 8
  %16 = trunc i256 %15 to i200
  %17 = srem i200 %14, %16
  %18 = sext i200 %17 to i256
  store i256 %18, ptr %0, align 8
  %19 = load i256, ptr %0, align 8
  %20 = trunc i256 %19 to i200
  %21 = sext i200 %20 to i256
  store i256 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @udiv130(ptr dead_on_unwind noalias writable sret([24 x i8]) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca [24 x i8], align 8
  %6 = alloca [24 x i8], align 8
  store ptr %0, ptr %4, align 8
  %7 = load i192, ptr %1, align 8
  %8 = trunc i192 %7 to i130
  %9 = load i192, ptr %2, align 8
  %10 = trunc i192 %9 to i130
  %11 = zext i130 %8 to i192
  store i192 %11, ptr %5, align 8
  %12 = zext i130 %10 to i192
  store i192 %12, ptr %6, align 8
  %13 = load i192, ptr %5, align 8
  %14 = trunc i192 %13 to i130
  %15 = load i192, ptr %6, align 8
  %16 = trunc i192 %15 to i130
  %17 = udiv i130 %14, %16
  %18 = zext i130 %17 to i192
  store i192 %18, ptr %0, align 8
  %19 = load i192, ptr %0, align 8
  %20 = trunc i192 %19 to i130
  %21 = zext i130 %20 to i192
  store i192 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @smul130(ptr dead_on_unwind noalias writable sret([24 x i8]) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca [24 x i8], align 8
  %6 = alloca [24 x i8], align 8
  store ptr %0, ptr %4, align 8
  %7 = load i192, ptr %1, align 8
  %8 = trunc i192 %7 to i130
  %9 = load i192, ptr %2, align 8
  %10 = trunc i192 %9 to i130
  %11 = sext i130 %8 to i192
  store i192 %11, ptr %5, align 8
  %12 = sext i130 %10 to i192
  store i192 %12, ptr %6, align 8
  %13 = load i192, ptr %5, align 8
  %14 = trunc i192 %13 to i130
  %15 = load i192, ptr %6, align 8
  %16 = trunc i192 %15 to i130
  %17 = mul nsw i130 %14, %16
  %18 = sext i130 %17 to i192
  store i192 %18, ptr %0, align 8
  %19 = load i192, ptr %0, align 8
  %20 = trunc i192 %19 to i130
  %21 = sext i130 %20 to i192
  store i192 %21, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @mul512(ptr dead_on_unwind noalias writable sret(i512) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i512, align 8
  %6 = alloca i512, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i512, ptr %1, align 8
  %8 = load i512, ptr %2, align 8
  store i512 %7, ptr %5, align 8
  store i512 %8, ptr %6, align 8
  %9 = load i512, ptr %5, align 8
  %10 = load i512, ptr %6, align 8
  %11 = mul i512 %9, %10
  store i512 %11, ptr %0, align 8
  %12 = load i512, ptr %0, align 8
  store i512 %12, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @udiv512(ptr dead_on_unwind noalias writable sret(i512) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i512, align 8
  %6 = alloca i512, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i512, ptr %1, align 8
  %8 = load i512, ptr %2, align 8
  store i512 %7, ptr %5, align 8
  store i512 %8, ptr %6, align 8
  %9 = load i512, ptr %5, align 8
  %10 = load i512, ptr %6, align 8
  %11 = udiv i512 %9, %10
  store i512 %11, ptr %0, align 8
  %12 = load i512, ptr %0, align 8
  store i512 %12, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @srem512(ptr dead_on_unwind noalias writable sret(i512) align 8 %0, ptr noundef %1, ptr noundef %2) #0 {
  %4 = alloca ptr, align 8
  %5 = alloca i512, align 8
  %6 = alloca i512, align 8
  store ptr %0, ptr %4, align 8
  %7 = load i512, ptr %1, align 8
  %8 = load i512, ptr %2, align 8
  store i512 %7, ptr %5, align 8
  store i512 %8, ptr %6, align 8
  %9 = load i512, ptr %5, align 8
  %10 = load i512, ptr %6, align 8
  %11 = srem i512 %9, %10
  store i512 %11, ptr %0, align 8
  %12 = load i512, ptr %0, align 8
  store i512 %12, ptr %0, align 8
  ret void
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #5
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u256_to_d(ptr noundef %0) #0 {
  %2 = alloca i256, align 8
  %3 = load i256, ptr %0, align 8
  store i256 %3, ptr %2, align 8
  %4 = load i256, ptr %2, align 8
  %5 = uitofp i256 %4 to double
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @s256_to_d(ptr noundef %0) #0 {
  %2 = alloca i256, align 8
  %3 = load i256, ptr %0, align 8
  store i256 %3, ptr %2, align 8
  %4 = load i256, ptr %2, align 8
  %5 = sitofp i256 %4 to double
  ret double %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @u256_to_f(ptr noundef %0) #0 {
  %2 = alloca i256, align 8
  %3 = load i256, ptr %0, align 8
  store i256 %3, ptr %2, align 8
  %4 = load i256, ptr %2, align 8
  %5 = uitofp i256 %4 to float
  ret float %5
}

; Function Attrs: noinline nounwind optnone uwtable
define internal float @s200_to_f(ptr noundef %0) #0 {
  %2 = alloca i256, align 8
  %3 = load i256, ptr %0, align 8
  %4 = trunc i256 %3 to i200
  %5 = sext i200 %4 to i256
  store i256 %5, ptr %2, align 8
  %6 = load i256, ptr %2, align 8
  %7 = trunc i256 %6 to i200
  %8 = sitofp i200 %7 to float
  ret float %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal double @u512_to_d(ptr noundef %0) #0 {
  %2 = alloca i512, align 8
  %3 = load i512, ptr %0, align 8
  store i512 %3, ptr %2, align 8
  %4 = load i512, ptr %2, align 8
  %5 = uitofp i512 %4 to double
  ret double %5
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d_to_u256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = fptoui double %5 to i256
  store i256 %6, ptr %0, align 8
  %7 = load i256, ptr %0, align 8
  store i256 %7, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @d_to_s256(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, double noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  store ptr %0, ptr %3, align 8
  store double %1, ptr %4, align 8
  %5 = load double, ptr %4, align 8
  %6 = fptosi double %5 to i256
  store i256 %6, ptr %0, align 8
  %7 = load i256, ptr %0, align 8
  store i256 %7, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_to_s200(ptr dead_on_unwind noalias writable sret(i256) align 8 %0, float noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load float, ptr %4, align 4
  %6 = fptosi float %5 to i200
  %7 = sext i200 %6 to i256
  store i256 %7, ptr %0, align 8
  %8 = load i256, ptr %0, align 8
  %9 = trunc i256 %8 to i200
  %10 = sext i200 %9 to i256
  store i256 %10, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @f_to_u130(ptr dead_on_unwind noalias writable sret([24 x i8]) align 8 %0, float noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca float, align 4
  store ptr %0, ptr %3, align 8
  store float %1, ptr %4, align 4
  %5 = load float, ptr %4, align 4
  %6 = fptoui float %5 to i130
  %7 = zext i130 %6 to i192
  store i192 %7, ptr %0, align 8
  %8 = load i192, ptr %0, align 8
  %9 = trunc i192 %8 to i130
  %10 = zext i130 %9 to i192
  store i192 %10, ptr %0, align 8
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @next() #0 {
  %1 = load i64, ptr @state, align 8
  %2 = shl i64 %1, 13
  %3 = load i64, ptr @state, align 8
  %4 = xor i64 %3, %2
  store i64 %4, ptr @state, align 8
  %5 = load i64, ptr @state, align 8
  %6 = lshr i64 %5, 7
  %7 = load i64, ptr @state, align 8
  %8 = xor i64 %7, %6
  store i64 %8, ptr @state, align 8
  %9 = load i64, ptr @state, align 8
  %10 = shl i64 %9, 17
  %11 = load i64, ptr @state, align 8
  %12 = xor i64 %11, %10
  store i64 %12, ptr @state, align 8
  %13 = load i64, ptr @state, align 8
  ret i64 %13
}

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nosync nounwind willreturn }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

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
