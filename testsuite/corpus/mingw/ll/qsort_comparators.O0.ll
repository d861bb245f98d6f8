; ModuleID = 'programs/qsort_comparators.c'
source_filename = "programs/qsort_comparators.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.rec3 = type { [3 x i8] }
%struct.rec12 = type { i32, float, i32 }
%struct.rec40 = type { [24 x i8], double, i32 }

@.str = private unnamed_addr constant [6 x i8] c"delta\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"alpha\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"charlie\00", align 1
@.str.3 = private unnamed_addr constant [6 x i8] c"bravo\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"echo\00", align 1
@__const.main.names = private unnamed_addr constant [7 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.1, ptr @.str], align 16
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
@__const.main.words = private unnamed_addr constant [8 x ptr] [ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13, ptr @.str.14, ptr @.str.15], align 16
@.str.16 = private unnamed_addr constant [4 x i8] c"%s \00", align 1
@.str.17 = private unnamed_addr constant [5 x i8] c"lime\00", align 1
@.str.18 = private unnamed_addr constant [26 x i8] c"\0Absearch fig@%td lime=%s\0A\00", align 1
@.str.19 = private unnamed_addr constant [6 x i8] c"found\00", align 1
@.str.20 = private unnamed_addr constant [5 x i8] c"null\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i32, align 4
  %3 = alloca [200 x i8], align 16
  %4 = alloca [200 x i16], align 16
  %5 = alloca [100 x %struct.rec3], align 16
  %6 = alloca [100 x i64], align 16
  %7 = alloca [150 x %struct.rec12], align 16
  %8 = alloca [60 x %struct.rec40], align 16
  %9 = alloca i32, align 4
  %10 = alloca i32, align 4
  %11 = alloca i32, align 4
  %12 = alloca i64, align 8
  %13 = alloca i32, align 4
  %14 = alloca [7 x ptr], align 16
  %15 = alloca i32, align 4
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca i32, align 4
  %19 = alloca [8 x ptr], align 16
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
  br label %25, !llvm.loop !5

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
  br label %43, !llvm.loop !7

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
  br label %67, !llvm.loop !8

93:                                               ; preds = %67
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %14, ptr align 16 @__const.main.names, i64 56, i1 false)
  store i32 0, ptr %15, align 4
  br label %94

94:                                               ; preds = %126, %93
  %95 = load i32, ptr %15, align 4
  %96 = icmp slt i32 %95, 60
  br i1 %96, label %97, label %129

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
  %122 = load i32, ptr %15, align 4
  %123 = sext i32 %122 to i64
  %124 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 %123
  %125 = getelementptr inbounds %struct.rec40, ptr %124, i32 0, i32 2
  store i32 %121, ptr %125, align 8
  br label %126

126:                                              ; preds = %97
  %127 = load i32, ptr %15, align 4
  %128 = add nsw i32 %127, 1
  store i32 %128, ptr %15, align 4
  br label %94, !llvm.loop !9

129:                                              ; preds = %94
  %130 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 0
  call void @qsort(ptr noundef %130, i64 noundef 200, i64 noundef 1, ptr noundef @cmp_u8)
  %131 = getelementptr inbounds [200 x i16], ptr %4, i64 0, i64 0
  call void @qsort(ptr noundef %131, i64 noundef 200, i64 noundef 2, ptr noundef @cmp_i16)
  %132 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 0
  call void @qsort(ptr noundef %132, i64 noundef 100, i64 noundef 3, ptr noundef @cmp_rec3)
  %133 = getelementptr inbounds [100 x i64], ptr %6, i64 0, i64 0
  call void @qsort(ptr noundef %133, i64 noundef 100, i64 noundef 8, ptr noundef @cmp_u64_desc)
  %134 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 0
  call void @qsort(ptr noundef %134, i64 noundef 150, i64 noundef 12, ptr noundef @cmp_rec12)
  %135 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 0
  call void @qsort(ptr noundef %135, i64 noundef 60, i64 noundef 40, ptr noundef @cmp_rec40)
  %136 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 0
  %137 = load i8, ptr %136, align 16
  %138 = zext i8 %137 to i32
  %139 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 100
  %140 = load i8, ptr %139, align 4
  %141 = zext i8 %140 to i32
  %142 = getelementptr inbounds [200 x i8], ptr %3, i64 0, i64 199
  %143 = load i8, ptr %142, align 1
  %144 = zext i8 %143 to i32
  %145 = getelementptr inbounds [200 x i16], ptr %4, i64 0, i64 0
  %146 = load i16, ptr %145, align 16
  %147 = sext i16 %146 to i32
  %148 = getelementptr inbounds [200 x i16], ptr %4, i64 0, i64 100
  %149 = load i16, ptr %148, align 8
  %150 = sext i16 %149 to i32
  %151 = getelementptr inbounds [200 x i16], ptr %4, i64 0, i64 199
  %152 = load i16, ptr %151, align 2
  %153 = sext i16 %152 to i32
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %138, i32 noundef %141, i32 noundef %144, i32 noundef %147, i32 noundef %150, i32 noundef %153)
  %155 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 0
  %156 = getelementptr inbounds %struct.rec3, ptr %155, i32 0, i32 0
  %157 = getelementptr inbounds [3 x i8], ptr %156, i64 0, i64 0
  %158 = load i8, ptr %157, align 16
  %159 = zext i8 %158 to i32
  %160 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 0
  %161 = getelementptr inbounds %struct.rec3, ptr %160, i32 0, i32 0
  %162 = getelementptr inbounds [3 x i8], ptr %161, i64 0, i64 1
  %163 = load i8, ptr %162, align 1
  %164 = zext i8 %163 to i32
  %165 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 0
  %166 = getelementptr inbounds %struct.rec3, ptr %165, i32 0, i32 0
  %167 = getelementptr inbounds [3 x i8], ptr %166, i64 0, i64 2
  %168 = load i8, ptr %167, align 2
  %169 = zext i8 %168 to i32
  %170 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 99
  %171 = getelementptr inbounds %struct.rec3, ptr %170, i32 0, i32 0
  %172 = getelementptr inbounds [3 x i8], ptr %171, i64 0, i64 0
  %173 = load i8, ptr %172, align 1
  %174 = zext i8 %173 to i32
  %175 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 99
  %176 = getelementptr inbounds %struct.rec3, ptr %175, i32 0, i32 0
  %177 = getelementptr inbounds [3 x i8], ptr %176, i64 0, i64 1
  %178 = load i8, ptr %177, align 1
  %179 = zext i8 %178 to i32
  %180 = getelementptr inbounds [100 x %struct.rec3], ptr %5, i64 0, i64 99
  %181 = getelementptr inbounds %struct.rec3, ptr %180, i32 0, i32 0
  %182 = getelementptr inbounds [3 x i8], ptr %181, i64 0, i64 2
  %183 = load i8, ptr %182, align 1
  %184 = zext i8 %183 to i32
  %185 = getelementptr inbounds [100 x i64], ptr %6, i64 0, i64 0
  %186 = load i64, ptr %185, align 16
  %187 = getelementptr inbounds [100 x i64], ptr %6, i64 0, i64 99
  %188 = load i64, ptr %187, align 8
  %189 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %159, i32 noundef %164, i32 noundef %169, i32 noundef %174, i32 noundef %179, i32 noundef %184, i64 noundef %186, i64 noundef %188)
  store i32 0, ptr %16, align 4
  store i32 0, ptr %17, align 4
  br label %190

190:                                              ; preds = %202, %129
  %191 = load i32, ptr %17, align 4
  %192 = icmp slt i32 %191, 150
  br i1 %192, label %193, label %205

193:                                              ; preds = %190
  %194 = load i32, ptr %16, align 4
  %195 = mul i32 %194, 31
  %196 = load i32, ptr %17, align 4
  %197 = sext i32 %196 to i64
  %198 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 %197
  %199 = getelementptr inbounds %struct.rec12, ptr %198, i32 0, i32 2
  %200 = load i32, ptr %199, align 4
  %201 = add i32 %195, %200
  store i32 %201, ptr %16, align 4
  br label %202

202:                                              ; preds = %193
  %203 = load i32, ptr %17, align 4
  %204 = add nsw i32 %203, 1
  store i32 %204, ptr %17, align 4
  br label %190, !llvm.loop !10

205:                                              ; preds = %190
  store i32 0, ptr %18, align 4
  br label %206

206:                                              ; preds = %218, %205
  %207 = load i32, ptr %18, align 4
  %208 = icmp slt i32 %207, 60
  br i1 %208, label %209, label %221

209:                                              ; preds = %206
  %210 = load i32, ptr %16, align 4
  %211 = mul i32 %210, 37
  %212 = load i32, ptr %18, align 4
  %213 = sext i32 %212 to i64
  %214 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 %213
  %215 = getelementptr inbounds %struct.rec40, ptr %214, i32 0, i32 2
  %216 = load i32, ptr %215, align 8
  %217 = add i32 %211, %216
  store i32 %217, ptr %16, align 4
  br label %218

218:                                              ; preds = %209
  %219 = load i32, ptr %18, align 4
  %220 = add nsw i32 %219, 1
  store i32 %220, ptr %18, align 4
  br label %206, !llvm.loop !11

221:                                              ; preds = %206
  %222 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 0
  %223 = getelementptr inbounds %struct.rec12, ptr %222, i32 0, i32 0
  %224 = load i32, ptr %223, align 16
  %225 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 0
  %226 = getelementptr inbounds %struct.rec12, ptr %225, i32 0, i32 1
  %227 = load float, ptr %226, align 4
  %228 = fpext float %227 to double
  %229 = getelementptr inbounds [150 x %struct.rec12], ptr %7, i64 0, i64 0
  %230 = getelementptr inbounds %struct.rec12, ptr %229, i32 0, i32 2
  %231 = load i32, ptr %230, align 8
  %232 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 0
  %233 = getelementptr inbounds %struct.rec40, ptr %232, i32 0, i32 0
  %234 = getelementptr inbounds [24 x i8], ptr %233, i64 0, i64 0
  %235 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 0
  %236 = getelementptr inbounds %struct.rec40, ptr %235, i32 0, i32 1
  %237 = load double, ptr %236, align 8
  %238 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 0
  %239 = getelementptr inbounds %struct.rec40, ptr %238, i32 0, i32 2
  %240 = load i32, ptr %239, align 16
  %241 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 59
  %242 = getelementptr inbounds %struct.rec40, ptr %241, i32 0, i32 0
  %243 = getelementptr inbounds [24 x i8], ptr %242, i64 0, i64 0
  %244 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 59
  %245 = getelementptr inbounds %struct.rec40, ptr %244, i32 0, i32 1
  %246 = load double, ptr %245, align 8
  %247 = getelementptr inbounds [60 x %struct.rec40], ptr %8, i64 0, i64 59
  %248 = getelementptr inbounds %struct.rec40, ptr %247, i32 0, i32 2
  %249 = load i32, ptr %248, align 8
  %250 = load i32, ptr %16, align 4
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %224, double noundef %228, i32 noundef %231, ptr noundef %234, double noundef %237, i32 noundef %240, ptr noundef %243, double noundef %246, i32 noundef %249, i32 noundef %250)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %19, ptr align 16 @__const.main.words, i64 64, i1 false)
  %252 = getelementptr inbounds [8 x ptr], ptr %19, i64 0, i64 0
  call void @qsort(ptr noundef %252, i64 noundef 8, i64 noundef 8, ptr noundef @cmp_strp)
  store i32 0, ptr %20, align 4
  br label %253

253:                                              ; preds = %262, %221
  %254 = load i32, ptr %20, align 4
  %255 = icmp slt i32 %254, 8
  br i1 %255, label %256, label %265

256:                                              ; preds = %253
  %257 = load i32, ptr %20, align 4
  %258 = sext i32 %257 to i64
  %259 = getelementptr inbounds [8 x ptr], ptr %19, i64 0, i64 %258
  %260 = load ptr, ptr %259, align 8
  %261 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, ptr noundef %260)
  br label %262

262:                                              ; preds = %256
  %263 = load i32, ptr %20, align 4
  %264 = add nsw i32 %263, 1
  store i32 %264, ptr %20, align 4
  br label %253, !llvm.loop !12

265:                                              ; preds = %253
  store ptr @.str.10, ptr %21, align 8
  store ptr @.str.17, ptr %22, align 8
  %266 = getelementptr inbounds [8 x ptr], ptr %19, i64 0, i64 0
  %267 = call ptr @bsearch(ptr noundef %21, ptr noundef %266, i64 noundef 8, i64 noundef 8, ptr noundef @cmp_strp)
  store ptr %267, ptr %23, align 8
  %268 = getelementptr inbounds [8 x ptr], ptr %19, i64 0, i64 0
  %269 = call ptr @bsearch(ptr noundef %22, ptr noundef %268, i64 noundef 8, i64 noundef 8, ptr noundef @cmp_strp)
  store ptr %269, ptr %24, align 8
  %270 = load ptr, ptr %23, align 8
  %271 = getelementptr inbounds [8 x ptr], ptr %19, i64 0, i64 0
  %272 = ptrtoint ptr %270 to i64
  %273 = ptrtoint ptr %271 to i64
  %274 = sub i64 %272, %273
  %275 = sdiv exact i64 %274, 8
  %276 = load ptr, ptr %24, align 8
  %277 = icmp ne ptr %276, null
  %278 = zext i1 %277 to i64
  %279 = select i1 %277, ptr @.str.19, ptr @.str.20
  %280 = call i32 (ptr, ...) @printf(ptr noundef @.str.18, i64 noundef %275, ptr noundef %279)
  %281 = load i32, ptr %16, align 4
  %282 = and i32 %281, 127
  ret i32 %282
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
declare dso_local ptr @strcpy(ptr noundef, ptr noundef) #3

declare dso_local void @qsort(ptr noundef, i64 noundef, i64 noundef, ptr noundef) #4

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
  %7 = call i32 @memcmp(ptr noundef %5, ptr noundef %6, i64 noundef 3)
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
  %17 = call i32 @strcmp(ptr noundef %13, ptr noundef %16) #6
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
  %43 = load i32, ptr %42, align 8
  %44 = load ptr, ptr %7, align 8
  %45 = getelementptr inbounds %struct.rec40, ptr %44, i32 0, i32 2
  %46 = load i32, ptr %45, align 8
  %47 = icmp sgt i32 %43, %46
  %48 = zext i1 %47 to i32
  %49 = load ptr, ptr %6, align 8
  %50 = getelementptr inbounds %struct.rec40, ptr %49, i32 0, i32 2
  %51 = load i32, ptr %50, align 8
  %52 = load ptr, ptr %7, align 8
  %53 = getelementptr inbounds %struct.rec40, ptr %52, i32 0, i32 2
  %54 = load i32, ptr %53, align 8
  %55 = icmp slt i32 %51, %54
  %56 = zext i1 %55 to i32
  %57 = sub nsw i32 %48, %56
  store i32 %57, ptr %3, align 4
  br label %58

58:                                               ; preds = %40, %30, %20
  %59 = load i32, ptr %3, align 4
  ret i32 %59
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
  %8 = call i32 @__mingw_vfprintf(ptr noundef %5, ptr noundef %6, ptr noundef %7) #6
  store i32 %8, ptr %3, align 4
  call void @llvm.va_end.p0(ptr %4)
  %9 = load i32, ptr %3, align 4
  ret i32 %9
}

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
  %9 = call i32 @strcmp(ptr noundef %6, ptr noundef %8) #6
  ret i32 %9
}

declare dso_local ptr @bsearch(ptr noundef, ptr noundef, i64 noundef, i64 noundef, ptr noundef) #4

declare dso_local i32 @memcmp(ptr noundef, ptr noundef, i64 noundef) #4

; Function Attrs: nounwind
declare dso_local i32 @strcmp(ptr noundef, ptr noundef) #3

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #5

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #5

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nocallback nofree nosync nounwind willreturn }
attributes #6 = { nounwind }

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
