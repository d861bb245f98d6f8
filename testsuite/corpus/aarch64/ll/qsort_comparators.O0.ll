; ModuleID = 'programs/qsort_comparators.c'
source_filename = "programs/qsort_comparators.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.rec3 = type { [3 x i8] }
%struct.rec12 = type { i32, float, i32 }
%struct.rec40 = type { [24 x i8], double, i64 }

@.str = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"charlie\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"bravo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"echo\00", align 1
@__const.main.names = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.1, ptr @.str], align 8
@.str.5 = private unnamed_addr constant [30 x i8] c"u8: %d %d %d | i16: %d %d %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [54 x i8] c"r3: %02x%02x%02x %02x%02x%02x | u64: %016llx %016llx\0A\00", align 1
@.str.7 = private unnamed_addr constant [83 x i8] c"r12 first key=%d w=%g idx=%d, r40 first %s/%g/%ld last %s/%g/%ld, order hash %08x\0A\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"pear\00", align 1
@.str.9 = private unnamed_addr constant [6 x i8] c"apple\00", align 1
@.str.10 = private unnamed_addr constant [4 x i8] c"fig\00", align 1
@.str.11 = private unnamed_addr constant [7 x i8] c"banana\00", align 1
@.str.12 = private unnamed_addr constant [5 x i8] c"kiwi\00", align 1
@.str.13 = private unnamed_addr constant [7 x i8] c"cherry\00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"date\00", align 1
@.str.15 = private unnamed_addr constant [6 x i8] c"grape\00", align 1
@__const.main.words = private unnamed_addr constant [8 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 8
@.str.16 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"lime\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"\0Absearch fig@%td lime=%s\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"null\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [200 x i8], align 1
  %4 = alloca [200 x i16], align 2
  %5 = alloca [100 x %struct.rec3], align 1
  %6 = alloca [100 x i64], align 8
  %7 = alloca [150 x %struct.rec12], align 4
  %8 = alloca [60 x %struct.rec40], align 8
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca [7 x ptr], align 8
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [8 x ptr], align 8
  %20 = alloca i32, align 4
  %21 = alloca ptr, align 8
  %22 = alloca ptr, align 8
  %23 = alloca ptr, align 8
  %24 = alloca ptr, align 8
  store i32 0, ptr %1, align 4
  store i32 -1831433054, ptr %2, align 4
  store i32 0, ptr %9, align 4
  br label %25

25:                                               ; preds = %39, %0
  %26 = load i32, ptr %9, align 4
  %27 = icmp slt i32 %26, 200
  br i1 %27, label %28, label %42

28:                                               ; preds = %25
  %29 = call i32 @next_rand(ptr noundef %2)
  %30 = trunc i32 %29 to i8
  %31 = load i32, ptr %9, align 4
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 %32
  store i8 %30, ptr %33, align 1
  %34 = call i32 @next_rand(ptr noundef %2)
  %35 = trunc i32 %34 to i16
  %36 = load i32, ptr %9, align 4
  %37 = sext i32 %36 to i64
  %38 = getelementptr inbounds [200 x i16], ptr %4, i64 0, i64 %37
  store i16 %35, ptr %38, align 2
  br label %39

39:                                               ; preds = %28
  %40 = load i32, ptr %9, align 4
  %41 = add nsw i32 %40, 1
  store i32 %41, ptr %9, align 4
  br label %25, !llvm.loop !6

42:                                               ; preds = %25
  store i32 0, ptr %10, align 4
  br label %43

43:                                               ; preds = %63, %42
  %44 = load i32, ptr %10, align 4
  %45 = icmp slt i32 %44, 100
  br i1 %45, label %46, label %66

46:                                               ; preds = %43
  %47 = call i32 @next_rand(ptr noundef %2)
  store i32 %47, ptr %11, align 4
  %48 = load i32, ptr %10, align 4
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 %49
  %51 = getelementptr inbounds %struct.rec3, ptr %50, i32 0, i32 0
  %52 = getelementptr inbounds [3 x i8], ptr %51, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %52, ptr align 4 %11, i64 3, i1 false)
  %53 = call i32 @next_rand(ptr noundef %2)
  %54 = zext i32 %53 to i64
  store i64 %54, ptr %12, align 8
  %55 = load i64, ptr %12, align 8
  %56 = shl i64 %55, 32
  %57 = call i32 @next_rand(ptr noundef %2)
  %58 = zext i32 %57 to i64
  %59 = or i64 %56, %58
  %60 = load i32, ptr %10, align 4
  %61 = sext i32 %60 to i64
  %62 = getelementptr inbounds [100 x i64], ptr %6, i64 0, i64 %61
  store i64 %59, ptr %62, align 8
  br label %63

63:                                               ; preds = %46
  %64 = load i32, ptr %10, align 4
  %65 = add nsw i32 %64, 1
  store i32 %65, ptr %10, align 4
  br label %43, !llvm.loop !8

66:                                               ; preds = %43
  store i32 0, ptr %13, align 4
  br label %67

67:                                               ; preds = %90, %66
  %68 = load i32, ptr %13, align 4
  %69 = icmp slt i32 %68, 150
  br i1 %69, label %70, label %93

70:                                               ; preds = %67
  %71 = call i32 @next_rand(ptr noundef %2)
  %72 = urem i32 %71, 10
  %73 = load i32, ptr %13, align 4
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 %74
  %76 = getelementptr inbounds %struct.rec12, ptr %75, i32 0, i32 0
  store i32 %72, ptr %76, align 4
  %77 = call i32 @next_rand(ptr noundef %2)
  %78 = urem i32 %77, 5
  %79 = uitofp i32 %78 to float
  %80 = fdiv float %79, 4.000000e+00
  %81 = load i32, ptr %13, align 4
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 %82
  %84 = getelementptr inbounds %struct.rec12, ptr %83, i32 0, i32 1
  store float %80, ptr %84, align 4
  %85 = load i32, ptr %13, align 4
  %86 = load i32, ptr %13, align 4
  %87 = sext i32 %86 to i64
  %88 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 %87
  %89 = getelementptr inbounds %struct.rec12, ptr %88, i32 0, i32 2
  store i32 %85, ptr %89, align 4
  br label %90

90:                                               ; preds = %70
  %91 = load i32, ptr %13, align 4
  %92 = add nsw i32 %91, 1
  store i32 %92, ptr %13, align 4
  br label %67, !llvm.loop !9

93:                                               ; preds = %67
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 @__const.main.names, i64 56, i1 false)
  store i32 0, ptr %15, align 4
  br label %94

94:                                               ; preds = %127, %93
  %95 = load i32, ptr %15, align 4
  %96 = icmp slt i32 %95, 60
  br i1 %96, label %97, label %130

97:                                               ; preds = %94
  %98 = load i32, ptr %15, align 4
  %99 = sext i32 %98 to i64
  %100 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 %99
  %101 = getelementptr inbounds %struct.rec40, ptr %100, i32 0, i32 0
  %102 = getelementptr inbounds [24 x i8], ptr %101, i64 0, i64 0
  call void @llvm.memset.p0.i64(ptr align 8 %102, i8 0, i64 24, i1 false)
  %103 = load i32, ptr %15, align 4
  %104 = sext i32 %103 to i64
  %105 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 %104
  %106 = getelementptr inbounds %struct.rec40, ptr %105, i32 0, i32 0
  %107 = getelementptr inbounds [24 x i8], ptr %106, i64 0, i64 0
  %108 = call i32 @next_rand(ptr noundef %2)
  %109 = urem i32 %108, 7
  %110 = zext i32 %109 to i64
  %111 = getelementptr inbounds [7 x ptr], ptr %14, i64 0, i64 %110
  %112 = load ptr, ptr %111, align 8
  %113 = call ptr @strcpy(ptr noundef %107, ptr noundef %112) #6
  %114 = call i32 @next_rand(ptr noundef %2)
  %115 = urem i32 %114, 8
  %116 = uitofp i32 %115 to double
  %117 = load i32, ptr %15, align 4
  %118 = sext i32 %117 to i64
  %119 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 %118
  %120 = getelementptr inbounds %struct.rec40, ptr %119, i32 0, i32 1
  store double %116, ptr %120, align 8
  %121 = load i32, ptr %15, align 4
  %122 = sext i32 %121 to i64
  %123 = load i32, ptr %15, align 4
  %124 = sext i32 %123 to i64
  %125 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 %124
  %126 = getelementptr inbounds %struct.rec40, ptr %125, i32 0, i32 2
  store i64 %122, ptr %126, align 8
  br label %127

127:                                              ; preds = %97
  %128 = load i32, ptr %15, align 4
  %129 = add nsw i32 %128, 1
  store i32 %129, ptr %15, align 4
  br label %94, !llvm.loop !10

130:                                              ; preds = %94
  %131 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 0
  call void @qsort(ptr noundef %131, i64 noundef 200, i64 noundef 1, ptr noundef @cmp_u8)
  %132 = getelementptr inbounds [200 x i16], ptr %4, i64 0, i64 0
  call void @qsort(ptr noundef %132, i64 noundef 200, i64 noundef 2, ptr noundef @cmp_i16)
  %133 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 0
  call void @qsort(ptr noundef %133, i64 noundef 100, i64 noundef 3, ptr noundef @cmp_rec3)
  %134 = getelementptr inbounds [100 x i64], ptr %6, i64 0, i64 0
  call void @qsort(ptr noundef %134, i64 noundef 100, i64 noundef 8, ptr noundef @cmp_u64_desc)
  %135 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 0
  call void @qsort(ptr noundef %135, i64 noundef 150, i64 noundef 12, ptr noundef @cmp_rec12)
  %136 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 0
  call void @qsort(ptr noundef %136, i64 noundef 60, i64 noundef 40, ptr noundef @cmp_rec40)
  %137 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 0
  %138 = load i8, ptr %137, align 1
  %139 = zext i8 %138 to i32
  %140 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 100
  %141 = load i8, ptr %140, align 1
  %142 = zext i8 %141 to i32
  %143 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 199
  %144 = load i8, ptr %143, align 1
  %145 = zext i8 %144 to i32
  %146 = getelementptr inbounds [200 x i16], ptr %4, i64 0, i64 0
  %147 = load i16, ptr %146, align 2
  %148 = sext i16 %147 to i32
  %149 = getelementptr inbounds [200 x i16], ptr %4, i64 0, i64 100
  %150 = load i16, ptr %149, align 2
  %151 = sext i16 %150 to i32
  %152 = getelementptr inbounds [200 x i16], ptr %4, i64 0, i64 199
  %153 = load i16, ptr %152, align 2
  %154 = sext i16 %153 to i32
  %155 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %139, i32 noundef %142, i32 noundef %145, i32 noundef %148, i32 noundef %151, i32 noundef %154)
  %156 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 0
  %157 = getelementptr inbounds %struct.rec3, ptr %156, i32 0, i32 0
  %158 = getelementptr inbounds [3 x i8], ptr %157, i64 0, i64 0
  %159 = load i8, ptr %158, align 1
  %160 = zext i8 %159 to i32
  %161 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 0
  %162 = getelementptr inbounds %struct.rec3, ptr %161, i32 0, i32 0
  %163 = getelementptr inbounds [3 x i8], ptr %162, i64 0, i64 1
  %164 = load i8, ptr %163, align 1
  %165 = zext i8 %164 to i32
  %166 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 0
  %167 = getelementptr inbounds %struct.rec3, ptr %166, i32 0, i32 0
  %168 = getelementptr inbounds [3 x i8], ptr %167, i64 0, i64 2
  %169 = load i8, ptr %168, align 1
  %170 = zext i8 %169 to i32
  %171 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 99
  %172 = getelementptr inbounds %struct.rec3, ptr %171, i32 0, i32 0
  %173 = getelementptr inbounds [3 x i8], ptr %172, i64 0, i64 0
  %174 = load i8, ptr %173, align 1
  %175 = zext i8 %174 to i32
  %176 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 99
  %177 = getelementptr inbounds %struct.rec3, ptr %176, i32 0, i32 0
  %178 = getelementptr inbounds [3 x i8], ptr %177, i64 0, i64 1
  %179 = load i8, ptr %178, align 1
  %180 = zext i8 %179 to i32
  %181 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 99
  %182 = getelementptr inbounds %struct.rec3, ptr %181, i32 0, i32 0
  %183 = getelementptr inbounds [3 x i8], ptr %182, i64 0, i64 2
  %184 = load i8, ptr %183, align 1
  %185 = zext i8 %184 to i32
  %186 = getelementptr inbounds [100 x i64], ptr %6, i64 0, i64 0
  %187 = load i64, ptr %186, align 8
  %188 = getelementptr inbounds [100 x i64], ptr %6, i64 0, i64 99
  %189 = load i64, ptr %188, align 8
  %190 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %160, i32 noundef %165, i32 noundef %170, i32 noundef %175, i32 noundef %180, i32 noundef %185, i64 noundef %187, i64 noundef %189)
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %191

191:                                              ; preds = %203, %130
  %192 = load i32, ptr %17, align 4
  %193 = icmp slt i32 %192, 150
  br i1 %193, label %194, label %206

194:                                              ; preds = %191
  %195 = load i32, ptr %16, align 4
  %196 = mul i32 %195, 31
  %197 = load i32, ptr %17, align 4
  %198 = sext i32 %197 to i64
  %199 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 %198
  %200 = getelementptr inbounds %struct.rec12, ptr %199, i32 0, i32 2
  %201 = load i32, ptr %200, align 4
  %202 = add i32 %196, %201
  store i32 %202, ptr %16, align 4
  br label %203

203:                                              ; preds = %194
  %204 = load i32, ptr %17, align 4
  %205 = add nsw i32 %204, 1
  store i32 %205, ptr %17, align 4
  br label %191, !llvm.loop !11

206:                                              ; preds = %191
  store i32 0, ptr %18, align 4
  br label %207

207:                                              ; preds = %220, %206
  %208 = load i32, ptr %18, align 4
  %209 = icmp slt i32 %208, 60
  br i1 %209, label %210, label %223

210:                                              ; preds = %207
  %211 = load i32, ptr %16, align 4
  %212 = mul i32 %211, 37
  %213 = load i32, ptr %18, align 4
  %214 = sext i32 %213 to i64
  %215 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 %214
  %216 = getelementptr inbounds %struct.rec40, ptr %215, i32 0, i32 2
  %217 = load i64, ptr %216, align 8
  %218 = trunc i64 %217 to i32
  %219 = add i32 %212, %218
  store i32 %219, ptr %16, align 4
  br label %220

220:                                              ; preds = %210
  %221 = load i32, ptr %18, align 4
  %222 = add nsw i32 %221, 1
  store i32 %222, ptr %18, align 4
  br label %207, !llvm.loop !12

223:                                              ; preds = %207
  %224 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 0
  %225 = getelementptr inbounds %struct.rec12, ptr %224, i32 0, i32 0
  %226 = load i32, ptr %225, align 4
  %227 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 0
  %228 = getelementptr inbounds %struct.rec12, ptr %227, i32 0, i32 1
  %229 = load float, ptr %228, align 4
  %230 = fpext float %229 to double
  %231 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 0
  %232 = getelementptr inbounds %struct.rec12, ptr %231, i32 0, i32 2
  %233 = load i32, ptr %232, align 4
  %234 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 0
  %235 = getelementptr inbounds %struct.rec40, ptr %234, i32 0, i32 0
  %236 = getelementptr inbounds [24 x i8], ptr %235, i64 0, i64 0
  %237 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 0
  %238 = getelementptr inbounds %struct.rec40, ptr %237, i32 0, i32 1
  %239 = load double, ptr %238, align 8
  %240 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 0
  %241 = getelementptr inbounds %struct.rec40, ptr %240, i32 0, i32 2
  %242 = load i64, ptr %241, align 8
  %243 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 59
  %244 = getelementptr inbounds %struct.rec40, ptr %243, i32 0, i32 0
  %245 = getelementptr inbounds [24 x i8], ptr %244, i64 0, i64 0
  %246 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 59
  %247 = getelementptr inbounds %struct.rec40, ptr %246, i32 0, i32 1
  %248 = load double, ptr %247, align 8
  %249 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 59
  %250 = getelementptr inbounds %struct.rec40, ptr %249, i32 0, i32 2
  %251 = load i64, ptr %250, align 8
  %252 = load i32, ptr %16, align 4
  %253 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %226, double noundef %230, i32 noundef %233, ptr noundef %236, double noundef %239, i64 noundef %242, ptr noundef %245, double noundef %248, i64 noundef %251, i32 noundef %252)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 @__const.main.words, i64 64, i1 false)
  %254 = getelementptr inbounds [8 x ptr], ptr %19, i64 0, i64 0
  call void @qsort(ptr noundef %254, i64 noundef 8, i64 noundef 8, ptr noundef @cmp_strp)
  store i32 0, ptr %20, align 4
  br label %255

255:                                              ; preds = %264, %223
  %256 = load i32, ptr %20, align 4
  %257 = icmp slt i32 %256, 8
  br i1 %257, label %258, label %267

258:                                              ; preds = %255
  %259 = load i32, ptr %20, align 4
  %260 = sext i32 %259 to i64
  %261 = getelementptr inbounds [8 x ptr], ptr %19, i64 0, i64 %260
  %262 = load ptr, ptr %261, align 8
  %263 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %262)
  br label %264

264:                                              ; preds = %258
  %265 = load i32, ptr %20, align 4
  %266 = add nsw i32 %265, 1
  store i32 %266, ptr %20, align 4
  br label %255, !llvm.loop !13

267:                                              ; preds = %255
  store ptr @.str.10, ptr %21, align 8
  store ptr @.str.17, ptr %22, align 8
  %268 = getelementptr inbounds [8 x ptr], ptr %19, i64 0, i64 0
  %269 = call ptr @bsearch(ptr noundef %21, ptr noundef %268, i64 noundef 8, i64 noundef 8, ptr noundef @cmp_strp)
  store ptr %269, ptr %23, align 8
  %270 = getelementptr inbounds [8 x ptr], ptr %19, i64 0, i64 0
  %271 = call ptr @bsearch(ptr noundef %22, ptr noundef %270, i64 noundef 8, i64 noundef 8, ptr noundef @cmp_strp)
  store ptr %271, ptr %24, align 8
  %272 = load ptr, ptr %23, align 8
  %273 = getelementptr inbounds [8 x ptr], ptr %19, i64 0, i64 0
  %274 = ptrtoint ptr %272 to i64
  %275 = ptrtoint ptr %273 to i64
  %276 = sub i64 %274, %275
  %277 = sdiv exact i64 %276, 8
  %278 = load ptr, ptr %24, align 8
  %279 = icmp ne ptr %278, null
  %280 = zext i1 %279 to i64
  %281 = select i1 %279, ptr @.str.19, ptr @.str.20
  %282 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %277, ptr noundef %281)
  %283 = load i32, ptr %16, align 4
  %284 = and i32 %283, 127
  ret i32 %284
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @next_rand(ptr noundef %0) #0 {
  %2 = alloca ptr, align 8
  store ptr %0, ptr %2, align 8
  %3 = load ptr, ptr %2, align 8
  %4 = load i32, ptr %3, align 4
  %5 = shl i32 %4, 13
  %6 = load ptr, ptr %2, align 8
  %7 = load i32, ptr %6, align 4
  %8 = xor i32 %7, %5
  store i32 %8, ptr %6, align 4
  %9 = load ptr, ptr %2, align 8
  %10 = load i32, ptr %9, align 4
  %11 = lshr i32 %10, 17
  %12 = load ptr, ptr %2, align 8
  %13 = load i32, ptr %12, align 4
  %14 = xor i32 %13, %11
  store i32 %14, ptr %12, align 4
  %15 = load ptr, ptr %2, align 8
  %16 = load i32, ptr %15, align 4
  %17 = shl i32 %16, 5
  %18 = load ptr, ptr %2, align 8
  %19 = load i32, ptr %18, align 4
  %20 = xor i32 %19, %17
  store i32 %20, ptr %18, align 4
  %21 = load ptr, ptr %2, align 8
  %22 = load i32, ptr %21, align 4
  ret i32 %22
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nounwind
declare ptr @strcpy(ptr noundef, ptr noundef) #3

declare void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_u8(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load i8, ptr %5, align 1
  %7 = zext i8 %6 to i32
  %8 = load ptr, ptr %4, align 8
  %9 = load i8, ptr %8, align 1
  %10 = zext i8 %9 to i32
  %11 = sub nsw i32 %7, %10
  ret i32 %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_i16(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i16, align 2
  %6 = alloca i16, align 2
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i16, ptr %7, align 2
  store i16 %8, ptr %5, align 2
  %9 = load ptr, ptr %4, align 8
  %10 = load i16, ptr %9, align 2
  store i16 %10, ptr %6, align 2
  %11 = load i16, ptr %5, align 2
  %12 = sext i16 %11 to i32
  %13 = load i16, ptr %6, align 2
  %14 = sext i16 %13 to i32
  %15 = icmp sgt i32 %12, %14
  %16 = zext i1 %15 to i32
  %17 = load i16, ptr %5, align 2
  %18 = sext i16 %17 to i32
  %19 = load i16, ptr %6, align 2
  %20 = sext i16 %19 to i32
  %21 = icmp slt i32 %18, %20
  %22 = zext i1 %21 to i32
  %23 = sub nsw i32 %16, %22
  ret i32 %23
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_rec3(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %4, align 8
  %7 = call i32 @memcmp(ptr noundef %5, ptr noundef %6, i64 noundef 3) #7
  ret i32 %7
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_u64_desc(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca i64, align 8
  %6 = alloca i64, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %7 = load ptr, ptr %3, align 8
  %8 = load i64, ptr %7, align 8
  store i64 %8, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  %10 = load i64, ptr %9, align 8
  store i64 %10, ptr %6, align 8
  %11 = load i64, ptr %5, align 8
  %12 = load i64, ptr %6, align 8
  %13 = icmp ult i64 %11, %12
  %14 = zext i1 %13 to i32
  %15 = load i64, ptr %5, align 8
  %16 = load i64, ptr %6, align 8
  %17 = icmp ugt i64 %15, %16
  %18 = zext i1 %17 to i32
  %19 = sub nsw i32 %14, %18
  ret i32 %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_rec12(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %8 = load ptr, ptr %4, align 8
  store ptr %8, ptr %6, align 8
  %9 = load ptr, ptr %5, align 8
  store ptr %9, ptr %7, align 8
  %10 = load ptr, ptr %6, align 8
  %11 = getelementptr inbounds %struct.rec12, ptr %10, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = load ptr, ptr %7, align 8
  %14 = getelementptr inbounds %struct.rec12, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = icmp ne i32 %12, %15
  br i1 %16, label %17, label %27

17:                                               ; preds = %2
  %18 = load ptr, ptr %6, align 8
  %19 = getelementptr inbounds %struct.rec12, ptr %18, i32 0, i32 0
  %20 = load i32, ptr %19, align 4
  %21 = load ptr, ptr %7, align 8
  %22 = getelementptr inbounds %struct.rec12, ptr %21, i32 0, i32 0
  %23 = load i32, ptr %22, align 4
  %24 = icmp slt i32 %20, %23
  %25 = zext i1 %24 to i64
  %26 = select i1 %24, i32 -1, i32 1
  store i32 %26, ptr %3, align 4
  br label %53

27:                                               ; preds = %2
  %28 = load ptr, ptr %6, align 8
  %29 = getelementptr inbounds %struct.rec12, ptr %28, i32 0, i32 1
  %30 = load float, ptr %29, align 4
  %31 = load ptr, ptr %7, align 8
  %32 = getelementptr inbounds %struct.rec12, ptr %31, i32 0, i32 1
  %33 = load float, ptr %32, align 4
  %34 = fcmp une float %30, %33
  br i1 %34, label %35, label %45

35:                                               ; preds = %27
  %36 = load ptr, ptr %6, align 8
  %37 = getelementptr inbounds %struct.rec12, ptr %36, i32 0, i32 1
  %38 = load float, ptr %37, align 4
  %39 = load ptr, ptr %7, align 8
  %40 = getelementptr inbounds %struct.rec12, ptr %39, i32 0, i32 1
  %41 = load float, ptr %40, align 4
  %42 = fcmp ogt float %38, %41
  %43 = zext i1 %42 to i64
  %44 = select i1 %42, i32 -1, i32 1
  store i32 %44, ptr %3, align 4
  br label %53

45:                                               ; preds = %27
  %46 = load ptr, ptr %6, align 8
  %47 = getelementptr inbounds %struct.rec12, ptr %46, i32 0, i32 2
  %48 = load i32, ptr %47, align 4
  %49 = load ptr, ptr %7, align 8
  %50 = getelementptr inbounds %struct.rec12, ptr %49, i32 0, i32 2
  %51 = load i32, ptr %50, align 4
  %52 = sub nsw i32 %48, %51
  store i32 %52, ptr %3, align 4
  br label %53

53:                                               ; preds = %45, %35, %17
  %54 = load i32, ptr %3, align 4
  ret i32 %54
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_rec40(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca i32, align 4
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca ptr, align 8
  %8 = alloca i32, align 4
  store ptr %0, ptr %4, align 8
  store ptr %1, ptr %5, align 8
  %9 = load ptr, ptr %4, align 8
  store ptr %9, ptr %6, align 8
  %10 = load ptr, ptr %5, align 8
  store ptr %10, ptr %7, align 8
  %11 = load ptr, ptr %6, align 8
  %12 = getelementptr inbounds %struct.rec40, ptr %11, i32 0, i32 0
  %13 = getelementptr inbounds [24 x i8], ptr %12, i64 0, i64 0
  %14 = load ptr, ptr %7, align 8
  %15 = getelementptr inbounds %struct.rec40, ptr %14, i32 0, i32 0
  %16 = getelementptr inbounds [24 x i8], ptr %15, i64 0, i64 0
  %17 = call i32 @strcmp(ptr noundef %13, ptr noundef %16) #7
  store i32 %17, ptr %8, align 4
  %18 = load i32, ptr %8, align 4
  %19 = icmp ne i32 %18, 0
  br i1 %19, label %20, label %22

20:                                               ; preds = %2
  %21 = load i32, ptr %8, align 4
  store i32 %21, ptr %3, align 4
  br label %58

22:                                               ; preds = %2
  %23 = load ptr, ptr %6, align 8
  %24 = getelementptr inbounds %struct.rec40, ptr %23, i32 0, i32 1
  %25 = load double, ptr %24, align 8
  %26 = load ptr, ptr %7, align 8
  %27 = getelementptr inbounds %struct.rec40, ptr %26, i32 0, i32 1
  %28 = load double, ptr %27, align 8
  %29 = fcmp une double %25, %28
  br i1 %29, label %30, label %40

30:                                               ; preds = %22
  %31 = load ptr, ptr %6, align 8
  %32 = getelementptr inbounds %struct.rec40, ptr %31, i32 0, i32 1
  %33 = load double, ptr %32, align 8
  %34 = load ptr, ptr %7, align 8
  %35 = getelementptr inbounds %struct.rec40, ptr %34, i32 0, i32 1
  %36 = load double, ptr %35, align 8
  %37 = fcmp olt double %33, %36
  %38 = zext i1 %37 to i64
  %39 = select i1 %37, i32 -1, i32 1
  store i32 %39, ptr %3, align 4
  br label %58

40:                                               ; preds = %22
  %41 = load ptr, ptr %6, align 8
  %42 = getelementptr inbounds %struct.rec40, ptr %41, i32 0, i32 2
  %43 = load i64, ptr %42, align 8
  %44 = load ptr, ptr %7, align 8
  %45 = getelementptr inbounds %struct.rec40, ptr %44, i32 0, i32 2
  %46 = load i64, ptr %45, align 8
  %47 = icmp sgt i64 %43, %46
  %48 = zext i1 %47 to i32
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds %struct.rec40, ptr %49, i32 0, i32 2
  %51 = load i64, ptr %50, align 8
  %52 = load ptr, ptr %7, align 8
  %53 = getelementptr inbounds %struct.rec40, ptr %52, i32 0, i32 2
  %54 = load i64, ptr %53, align 8
  %55 = icmp slt i64 %51, %54
  %56 = zext i1 %55 to i32
  %57 = sub nsw i32 %48, %56
  store i32 %57, ptr %3, align 4
  br label %58

58:                                               ; preds = %40, %30, %20
  %59 = load i32, ptr %3, align 4
  ret i32 %59
}

declare i32 @printf(ptr noundef, ...) #4

; Function Attrs: noinline nounwind optnone uwtable
define internal i32 @cmp_strp(ptr noundef %0, ptr noundef %1) #0 {
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  store ptr %0, ptr %3, align 8
  store ptr %1, ptr %4, align 8
  %5 = load ptr, ptr %3, align 8
  %6 = load ptr, ptr %5, align 8
  %7 = load ptr, ptr %4, align 8
  %8 = load ptr, ptr %7, align 8
  %9 = call i32 @strcmp(ptr noundef %6, ptr noundef %8) #7
  ret i32 %9
}

declare ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #4

; Function Attrs: nounwind willreturn memory(read)
declare i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #5

; Function Attrs: nounwind willreturn memory(read)
declare i32 @strcmp(ptr noundef, ptr noundef) #5

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #4 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #5 = { nounwind willreturn memory(read) "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

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
