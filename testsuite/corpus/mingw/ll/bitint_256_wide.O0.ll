; ModuleID = 'programs/bitint_256_wide.c'
source_filename = "programs/bitint_256_wide.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

@.str = private unnamed_addr constant [7 x i8] c"2^255=\00", align 1
@.str.1 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.2 = private unnamed_addr constant [12 x i8] c"2^255 = %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [12 x i8] c"max   = %s\0A\00", align 1
@.str.4 = private unnamed_addr constant [12 x i8] c"57!   = %s\0A\00", align 1
@.str.5 = private unnamed_addr constant [18 x i8] c"100! mod 2^256 = \00", align 1
@.str.6 = private unnamed_addr constant [3 x i8] c"q=\00", align 1
@.str.7 = private unnamed_addr constant [4 x i8] c" r=\00", align 1
@.str.8 = private unnamed_addr constant [8 x i8] c" ok=%d\0A\00", align 1
@.str.9 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.10 = private unnamed_addr constant [7 x i8] c" s=%d\0A\00", align 1
@.str.11 = private unnamed_addr constant [11 x i8] c"s200: q=%s\00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"+\00", align 1
@.str.13 = private unnamed_addr constant [2 x i8] c"-\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c" uq=\00", align 1
@.str.15 = private unnamed_addr constant [5 x i8] c" ur=\00", align 1
@.str.16 = private unnamed_addr constant [31 x i8] c"s200 identity %d, rem sign %d\0A\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"bad %d\0A\00", align 1
@.str.18 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.19 = private unnamed_addr constant [8 x i8] c"%016llx\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca [100 x i8], align 16
  %3 = alloca i256, align 8
  %4 = alloca i256, align 8
  %5 = alloca i256, align 8
  %6 = alloca i256, align 8
  %7 = alloca i256, align 8
  %8 = alloca i256, align 8
  %9 = alloca i256, align 8
  %10 = alloca i32, align 4
  %11 = alloca i256, align 8
  %12 = alloca i256, align 8
  %13 = alloca i256, align 8
  %14 = alloca i256, align 8
  %15 = alloca i256, align 8
  %16 = alloca i32, align 4
  %17 = alloca i256, align 8
  %18 = alloca i256, align 8
  %19 = alloca i256, align 8
  %20 = alloca i256, align 8
  %21 = alloca i256, align 8
  %22 = alloca i256, align 8
  %23 = alloca i256, align 8
  %24 = alloca i256, align 8
  %25 = alloca i256, align 8
  %26 = alloca i256, align 8
  %27 = alloca i256, align 8
  %28 = alloca i256, align 8
  %29 = alloca i256, align 8
  %30 = alloca i256, align 8
  %31 = alloca i256, align 8
  %32 = alloca i256, align 8
  %33 = alloca i32, align 4
  %34 = alloca i32, align 4
  %35 = alloca i256, align 8
  %36 = alloca i256, align 8
  %37 = alloca i256, align 8
  %38 = alloca i256, align 8
  %39 = alloca i256, align 8
  %40 = alloca i256, align 8
  %41 = alloca i256, align 8
  %42 = alloca i256, align 8
  %43 = alloca i256, align 8
  %44 = alloca i256, align 8
  %45 = alloca i256, align 8
  %46 = alloca i256, align 8
  %47 = alloca i256, align 8
  %48 = alloca i256, align 8
  %49 = alloca i256, align 8
  %50 = alloca i256, align 8
  %51 = alloca i256, align 8
  %52 = alloca i256, align 8
  %53 = alloca i256, align 8
  %54 = alloca i256, align 8
  %55 = alloca i256, align 8
  %56 = alloca i256, align 8
  %57 = alloca i256, align 8
  %58 = alloca i256, align 8
  %59 = alloca i256, align 8
  %60 = alloca i256, align 8
  %61 = alloca i256, align 8
  %62 = alloca i256, align 8
  store i32 0, ptr %1, align 4
  store i256 1, ptr %3, align 8
  %63 = load i256, ptr %3, align 8
  %64 = shl i256 %63, 255
  store i256 %64, ptr %4, align 8
  store i256 -1, ptr %5, align 8
  %65 = load i256, ptr %4, align 8
  store i256 %65, ptr %6, align 8
  call void @phex(ptr noundef @.str, ptr noundef %6)
  %66 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %67 = load i256, ptr %4, align 8
  %68 = getelementptr inbounds [100 x i8], ptr %2, i64 0, i64 0
  store i256 %67, ptr %7, align 8
  %69 = call ptr @dec(ptr noundef %7, ptr noundef %68)
  %70 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, ptr noundef %69)
  %71 = load i256, ptr %5, align 8
  %72 = getelementptr inbounds [100 x i8], ptr %2, i64 0, i64 0
  store i256 %71, ptr %8, align 8
  %73 = call ptr @dec(ptr noundef %8, ptr noundef %72)
  %74 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, ptr noundef %73)
  store i256 1, ptr %9, align 8
  store i32 1, ptr %10, align 4
  br label %75

75:                                               ; preds = %83, %0
  %76 = load i32, ptr %10, align 4
  %77 = icmp sle i32 %76, 57
  br i1 %77, label %78, label %86

78:                                               ; preds = %75
  %79 = load i256, ptr %9, align 8
  %80 = load i32, ptr %10, align 4
  %81 = sext i32 %80 to i256
  store i256 %79, ptr %12, align 8
  store i256 %81, ptr %13, align 8
  call void @mul256(ptr dead_on_unwind writable sret(i256) align 8 %11, ptr noundef %12, ptr noundef %13)
  %82 = load i256, ptr %11, align 8
  store i256 %82, ptr %9, align 8
  br label %83

83:                                               ; preds = %78
  %84 = load i32, ptr %10, align 4
  %85 = add nsw i32 %84, 1
  store i32 %85, ptr %10, align 4
  br label %75, !llvm.loop !5

86:                                               ; preds = %75
  %87 = load i256, ptr %9, align 8
  %88 = getelementptr inbounds [100 x i8], ptr %2, i64 0, i64 0
  store i256 %87, ptr %14, align 8
  %89 = call ptr @dec(ptr noundef %14, ptr noundef %88)
  %90 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, ptr noundef %89)
  store i256 1, ptr %15, align 8
  store i32 1, ptr %16, align 4
  br label %91

91:                                               ; preds = %99, %86
  %92 = load i32, ptr %16, align 4
  %93 = icmp sle i32 %92, 100
  br i1 %93, label %94, label %102

94:                                               ; preds = %91
  %95 = load i256, ptr %15, align 8
  %96 = load i32, ptr %16, align 4
  %97 = sext i32 %96 to i256
  store i256 %95, ptr %18, align 8
  store i256 %97, ptr %19, align 8
  call void @mul256(ptr dead_on_unwind writable sret(i256) align 8 %17, ptr noundef %18, ptr noundef %19)
  %98 = load i256, ptr %17, align 8
  store i256 %98, ptr %15, align 8
  br label %99

99:                                               ; preds = %94
  %100 = load i32, ptr %16, align 4
  %101 = add nsw i32 %100, 1
  store i32 %101, ptr %16, align 4
  br label %91, !llvm.loop !7

102:                                              ; preds = %91
  %103 = load i256, ptr %15, align 8
  store i256 %103, ptr %20, align 8
  call void @phex(ptr noundef @.str.5, ptr noundef %20)
  %104 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %105 = load i256, ptr %9, align 8
  store volatile i256 %105, ptr %21, align 8
  store volatile i256 94102778012703968913903738141677874, ptr %22, align 8
  %106 = load volatile i256, ptr %21, align 8
  %107 = load volatile i256, ptr %22, align 8
  store i256 %106, ptr %25, align 8
  store i256 %107, ptr %26, align 8
  call void @udiv256(ptr dead_on_unwind writable sret(i256) align 8 %24, ptr noundef %25, ptr noundef %26)
  %108 = load i256, ptr %24, align 8
  store i256 %108, ptr %23, align 8
  %109 = load volatile i256, ptr %21, align 8
  %110 = load volatile i256, ptr %22, align 8
  store i256 %109, ptr %29, align 8
  store i256 %110, ptr %30, align 8
  call void @urem256(ptr dead_on_unwind writable sret(i256) align 8 %28, ptr noundef %29, ptr noundef %30)
  %111 = load i256, ptr %28, align 8
  store i256 %111, ptr %27, align 8
  %112 = load i256, ptr %23, align 8
  store i256 %112, ptr %31, align 8
  call void @phex(ptr noundef @.str.6, ptr noundef %31)
  %113 = load i256, ptr %27, align 8
  store i256 %113, ptr %32, align 8
  call void @phex(ptr noundef @.str.7, ptr noundef %32)
  %114 = load i256, ptr %23, align 8
  %115 = load volatile i256, ptr %22, align 8
  %116 = mul i256 %114, %115
  %117 = load i256, ptr %27, align 8
  %118 = add i256 %116, %117
  %119 = load volatile i256, ptr %21, align 8
  %120 = icmp eq i256 %118, %119
  br i1 %120, label %121, label %125

121:                                              ; preds = %102
  %122 = load i256, ptr %27, align 8
  %123 = load volatile i256, ptr %22, align 8
  %124 = icmp ult i256 %122, %123
  br label %125

125:                                              ; preds = %121, %102
  %126 = phi i1 [ false, %102 ], [ %124, %121 ]
  %127 = zext i1 %126 to i32
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %127)
  store i32 0, ptr %33, align 4
  store i32 0, ptr %34, align 4
  br label %129

129:                                              ; preds = %168, %125
  %130 = load i32, ptr %34, align 4
  %131 = icmp slt i32 %130, 256
  br i1 %131, label %132, label %171

132:                                              ; preds = %129
  %133 = load i256, ptr %5, align 8
  %134 = udiv i256 %133, 3
  %135 = load i32, ptr %34, align 4
  %136 = zext i32 %135 to i256
  %137 = shl i256 %134, %136
  store i256 %137, ptr %35, align 8
  %138 = load i256, ptr %5, align 8
  %139 = load i32, ptr %34, align 4
  %140 = zext i32 %139 to i256
  %141 = lshr i256 %138, %140
  store i256 %141, ptr %36, align 8
  %142 = load i256, ptr %35, align 8
  %143 = load i32, ptr %34, align 4
  %144 = zext i32 %143 to i256
  %145 = lshr i256 %142, %144
  %146 = load i256, ptr %5, align 8
  %147 = udiv i256 %146, 3
  %148 = icmp ule i256 %145, %147
  br i1 %148, label %149, label %159

149:                                              ; preds = %132
  %150 = load i256, ptr %36, align 8
  %151 = load i32, ptr %34, align 4
  %152 = zext i32 %151 to i256
  %153 = shl i256 %150, %152
  %154 = load i32, ptr %34, align 4
  %155 = zext i32 %154 to i256
  %156 = lshr i256 %153, %155
  %157 = load i256, ptr %36, align 8
  %158 = icmp ne i256 %156, %157
  br i1 %158, label %159, label %162

159:                                              ; preds = %149, %132
  %160 = load i32, ptr %33, align 4
  %161 = add nsw i32 %160, 1
  store i32 %161, ptr %33, align 4
  br label %162

162:                                              ; preds = %159, %149
  %163 = load i256, ptr %35, align 8
  %164 = load i256, ptr %36, align 8
  %165 = xor i256 %163, %164
  store i256 %165, ptr %37, align 8
  call void @phex(ptr noundef @.str.9, ptr noundef %37)
  %166 = load i32, ptr %34, align 4
  %167 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %166)
  br label %168

168:                                              ; preds = %162
  %169 = load i32, ptr %34, align 4
  %170 = add nsw i32 %169, 17
  store i32 %170, ptr %34, align 4
  br label %129, !llvm.loop !8

171:                                              ; preds = %129
  %172 = load i256, ptr %9, align 8
  %173 = trunc i256 %172 to i200
  %174 = sub nsw i200 0, %173
  %175 = sdiv i200 %174, 1000003
  %176 = sext i200 %175 to i256
  store i256 %176, ptr %38, align 8
  store i256 -7, ptr %39, align 8
  %177 = load i256, ptr %38, align 8
  %178 = trunc i256 %177 to i200
  %179 = load i256, ptr %39, align 8
  %180 = trunc i256 %179 to i200
  %181 = sext i200 %178 to i256
  store i256 %181, ptr %41, align 8
  %182 = sext i200 %180 to i256
  store i256 %182, ptr %42, align 8
  call void @sdiv200(ptr dead_on_unwind writable sret(i256) align 8 %40, ptr noundef %41, ptr noundef %42)
  %183 = load i256, ptr %40, align 8
  %184 = trunc i256 %183 to i200
  %185 = icmp sgt i200 %184, 0
  %186 = zext i1 %185 to i64
  %187 = select i1 %185, ptr @.str.12, ptr @.str.13
  %188 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, ptr noundef %187)
  %189 = load i256, ptr %38, align 8
  %190 = trunc i256 %189 to i200
  %191 = load i256, ptr %39, align 8
  %192 = trunc i256 %191 to i200
  %193 = sext i200 %190 to i256
  store i256 %193, ptr %45, align 8
  %194 = sext i200 %192 to i256
  store i256 %194, ptr %46, align 8
  call void @sdiv200(ptr dead_on_unwind writable sret(i256) align 8 %44, ptr noundef %45, ptr noundef %46)
  %195 = load i256, ptr %44, align 8
  %196 = trunc i256 %195 to i200
  %197 = zext i200 %196 to i256
  store i256 %197, ptr %43, align 8
  %198 = load i256, ptr %38, align 8
  %199 = trunc i256 %198 to i200
  %200 = load i256, ptr %39, align 8
  %201 = trunc i256 %200 to i200
  %202 = sext i200 %199 to i256
  store i256 %202, ptr %49, align 8
  %203 = sext i200 %201 to i256
  store i256 %203, ptr %50, align 8
  call void @srem200(ptr dead_on_unwind writable sret(i256) align 8 %48, ptr noundef %49, ptr noundef %50)
  %204 = load i256, ptr %48, align 8
  %205 = trunc i256 %204 to i200
  %206 = zext i200 %205 to i256
  store i256 %206, ptr %47, align 8
  %207 = load i256, ptr %43, align 8
  %208 = trunc i256 %207 to i200
  %209 = zext i200 %208 to i256
  store i256 %209, ptr %51, align 8
  call void @phex(ptr noundef @.str.14, ptr noundef %51)
  %210 = load i256, ptr %47, align 8
  %211 = trunc i256 %210 to i200
  %212 = zext i200 %211 to i256
  store i256 %212, ptr %52, align 8
  call void @phex(ptr noundef @.str.15, ptr noundef %52)
  %213 = call i32 (ptr, ...) @printf(ptr noundef @.str.1)
  %214 = load i256, ptr %38, align 8
  %215 = trunc i256 %214 to i200
  %216 = load i256, ptr %39, align 8
  %217 = trunc i256 %216 to i200
  %218 = sext i200 %215 to i256
  store i256 %218, ptr %55, align 8
  %219 = sext i200 %217 to i256
  store i256 %219, ptr %56, align 8
  call void @sdiv200(ptr dead_on_unwind writable sret(i256) align 8 %54, ptr noundef %55, ptr noundef %56)
  %220 = load i256, ptr %54, align 8
  %221 = trunc i256 %220 to i200
  %222 = load i256, ptr %39, align 8
  %223 = trunc i256 %222 to i200
  %224 = mul nsw i200 %221, %223
  %225 = load i256, ptr %38, align 8
  %226 = trunc i256 %225 to i200
  %227 = load i256, ptr %39, align 8
  %228 = trunc i256 %227 to i200
  %229 = sext i200 %226 to i256
  store i256 %229, ptr %58, align 8
  %230 = sext i200 %228 to i256
  store i256 %230, ptr %59, align 8
  call void @srem200(ptr dead_on_unwind writable sret(i256) align 8 %57, ptr noundef %58, ptr noundef %59)
  %231 = load i256, ptr %57, align 8
  %232 = trunc i256 %231 to i200
  %233 = add nsw i200 %224, %232
  %234 = sext i200 %233 to i256
  store i256 %234, ptr %53, align 8
  %235 = load i256, ptr %53, align 8
  %236 = trunc i256 %235 to i200
  %237 = load i256, ptr %38, align 8
  %238 = trunc i256 %237 to i200
  %239 = icmp eq i200 %236, %238
  %240 = zext i1 %239 to i32
  %241 = load i256, ptr %38, align 8
  %242 = trunc i256 %241 to i200
  %243 = load i256, ptr %39, align 8
  %244 = trunc i256 %243 to i200
  %245 = sext i200 %242 to i256
  store i256 %245, ptr %61, align 8
  %246 = sext i200 %244 to i256
  store i256 %246, ptr %62, align 8
  call void @srem200(ptr dead_on_unwind writable sret(i256) align 8 %60, ptr noundef %61, ptr noundef %62)
  %247 = load i256, ptr %60, align 8
  %248 = trunc i256 %247 to i200
  %249 = icmp sle i200 %248, 0
  %250 = zext i1 %249 to i32
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, i32 noundef %240, i32 noundef %250)
  %252 = load i32, ptr %33, align 4
  %253 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %252)
  %254 = load i32, ptr %33, align 4
  %255 = icmp ne i32 %254, 0
  br i1 %255, label %256, label %257

256:                                              ; preds = %171
  br label %261

257:                                              ; preds = %171
  %258 = load i256, ptr %9, align 8
  %259 = urem i256 %258, 97
  %260 = trunc i256 %259 to i32
  br label %261

261:                                              ; preds = %257, %256
  %262 = phi i32 [ 1, %256 ], [ %260, %257 ]
  ret i32 %262
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @phex(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca i256, align 8
  %5 = alloca i32, align 4
  %6 = load i256, ptr %1, align 8
  store ptr %0, ptr %3, align 8
  store i256 %6, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, ptr noundef %7)
  store i32 3, ptr %5, align 4
  br label %9

9:                                                ; preds = %20, %2
  %10 = load i32, ptr %5, align 4
  %11 = icmp sge i32 %10, 0
  br i1 %11, label %12, label %23

12:                                               ; preds = %9
  %13 = load i256, ptr %4, align 8
  %14 = load i32, ptr %5, align 4
  %15 = mul nsw i32 64, %14
  %16 = zext i32 %15 to i256
  %17 = lshr i256 %13, %16
  %18 = trunc i256 %17 to i64
  %19 = call i32 (ptr, ...) @printf(ptr noundef @.str.19, i64 noundef %18)
  br label %20

20:                                               ; preds = %12
  %21 = load i32, ptr %5, align 4
  %22 = add nsw i32 %21, -1
  store i32 %22, ptr %5, align 4
  br label %9, !llvm.loop !9

23:                                               ; preds = %9
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #4
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal ptr @dec(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i256, align 8
  %4 = alloca ptr, align 8
  %5 = alloca [90 x i8], align 16
  %6 = alloca i32, align 4
  %7 = alloca i256, align 8
  %8 = alloca i256, align 8
  %9 = alloca i256, align 8
  %10 = alloca i256, align 8
  %11 = alloca i256, align 8
  %12 = alloca i256, align 8
  %13 = alloca i32, align 4
  %14 = load i256, ptr %0, align 8
  store i256 %14, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  store i32 0, ptr %6, align 4
  br label %15

15:                                               ; preds = %27, %2
  %16 = load i256, ptr %3, align 8
  store i256 %16, ptr %8, align 8
  store i256 10, ptr %9, align 8
  call void @urem256(ptr dead_on_unwind writable sret(i256) align 8 %7, ptr noundef %8, ptr noundef %9)
  %17 = load i256, ptr %7, align 8
  %18 = trunc i256 %17 to i32
  %19 = add nsw i32 48, %18
  %20 = trunc i32 %19 to i8
  %21 = load i32, ptr %6, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %6, align 4
  %23 = sext i32 %21 to i64
  %24 = getelementptr inbounds [90 x i8], ptr %5, i64 0, i64 %23
  store i8 %20, ptr %24, align 1
  %25 = load i256, ptr %3, align 8
  store i256 %25, ptr %11, align 8
  store i256 10, ptr %12, align 8
  call void @udiv256(ptr dead_on_unwind writable sret(i256) align 8 %10, ptr noundef %11, ptr noundef %12)
  %26 = load i256, ptr %10, align 8
  store i256 %26, ptr %3, align 8
  br label %27

27:                                               ; preds = %15
  %28 = load i256, ptr %3, align 8
  %29 = icmp ne i256 %28, 0
  br i1 %29, label %15, label %30, !llvm.loop !10

30:                                               ; preds = %27
  store i32 0, ptr %13, align 4
  br label %31

31:                                               ; preds = %47, %30
  %32 = load i32, ptr %13, align 4
  %33 = load i32, ptr %6, align 4
  %34 = icmp slt i32 %32, %33
  br i1 %34, label %35, label %50

35:                                               ; preds = %31
  %36 = load i32, ptr %6, align 4
  %37 = sub nsw i32 %36, 1
  %38 = load i32, ptr %13, align 4
  %39 = sub nsw i32 %37, %38
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [90 x i8], ptr %5, i64 0, i64 %40
  %42 = load i8, ptr %41, align 1
  %43 = load ptr, ptr %4, align 8
  %44 = load i32, ptr %13, align 4
  %45 = sext i32 %44 to i64
  %46 = getelementptr inbounds i8, ptr %43, i64 %45
  store i8 %42, ptr %46, align 1
  br label %47

47:                                               ; preds = %35
  %48 = load i32, ptr %13, align 4
  %49 = add nsw i32 %48, 1
  store i32 %49, ptr %13, align 4
  br label %31, !llvm.loop !11

50:                                               ; preds = %31
  %51 = load ptr, ptr %4, align 8
  %52 = load i32, ptr %6, align 4
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds i8, ptr %51, i64 %53
  store i8 0, ptr %54, align 1
  %55 = load ptr, ptr %4, align 8
  ret ptr %55
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #1

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #2

declare dllimport ptr @__acrt_iob_func(i32 noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #1

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind willreturn }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

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
