; ModuleID = 'programs/struct_abi_int_9_16.c'
source_filename = "programs/struct_abi_int_9_16.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.t9 = type { i64, i8 }
%struct.t12 = type { i32, i32, i32 }
%struct.t16 = type { i64, i64 }
%struct.t11 = type { [11 x i8] }
%struct.t14 = type { [7 x i16] }
%struct.t16b = type { i8, i64 }
%struct.t16c = type { i32, i64 }
%struct.t12n = type { %struct.anon, %struct.anon.0 }
%struct.anon = type { i16, i16 }
%struct.anon.0 = type { i32, i8 }
%struct.t15 = type { [15 x i8] }

@.str = private unnamed_addr constant [41 x i8] c"%-5s size=%zu sum=%ld swapped=%ld r=%ld\0A\00", align 1
@.str.1 = private unnamed_addr constant [3 x i8] c"t9\00", align 1
@.str.2 = private unnamed_addr constant [4 x i8] c"t12\00", align 1
@.str.3 = private unnamed_addr constant [4 x i8] c"t16\00", align 1
@.str.4 = private unnamed_addr constant [4 x i8] c"t11\00", align 1
@.str.5 = private unnamed_addr constant [4 x i8] c"t14\00", align 1
@.str.6 = private unnamed_addr constant [5 x i8] c"t16b\00", align 1
@.str.7 = private unnamed_addr constant [5 x i8] c"t16c\00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"t12n\00", align 1
@.str.9 = private unnamed_addr constant [4 x i8] c"t15\00", align 1
@.str.10 = private unnamed_addr constant [11 x i8] c"total=%ld\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i64, align 8
  %3 = alloca %struct.t9, align 8
  %4 = alloca %struct.t9, align 8
  %5 = alloca i64, align 8
  %6 = alloca %struct.t12, align 4
  %7 = alloca [2 x i64], align 8
  %8 = alloca %struct.t12, align 4
  %9 = alloca [2 x i64], align 8
  %10 = alloca [2 x i64], align 8
  %11 = alloca i64, align 8
  %12 = alloca [2 x i64], align 8
  %13 = alloca [2 x i64], align 8
  %14 = alloca [2 x i64], align 8
  %15 = alloca [2 x i64], align 8
  %16 = alloca [2 x i64], align 8
  %17 = alloca %struct.t16, align 8
  %18 = alloca %struct.t16, align 8
  %19 = alloca i64, align 8
  %20 = alloca %struct.t11, align 1
  %21 = alloca [2 x i64], align 8
  %22 = alloca %struct.t11, align 1
  %23 = alloca [2 x i64], align 8
  %24 = alloca [2 x i64], align 8
  %25 = alloca i64, align 8
  %26 = alloca [2 x i64], align 8
  %27 = alloca [2 x i64], align 8
  %28 = alloca [2 x i64], align 8
  %29 = alloca [2 x i64], align 8
  %30 = alloca [2 x i64], align 8
  %31 = alloca %struct.t14, align 2
  %32 = alloca [2 x i64], align 8
  %33 = alloca %struct.t14, align 2
  %34 = alloca [2 x i64], align 8
  %35 = alloca [2 x i64], align 8
  %36 = alloca i64, align 8
  %37 = alloca [2 x i64], align 8
  %38 = alloca [2 x i64], align 8
  %39 = alloca [2 x i64], align 8
  %40 = alloca [2 x i64], align 8
  %41 = alloca [2 x i64], align 8
  %42 = alloca %struct.t16b, align 8
  %43 = alloca %struct.t16b, align 8
  %44 = alloca i64, align 8
  %45 = alloca %struct.t16c, align 8
  %46 = alloca %struct.t16c, align 8
  %47 = alloca i64, align 8
  %48 = alloca %struct.t12n, align 4
  %49 = alloca [2 x i64], align 8
  %50 = alloca %struct.t12n, align 4
  %51 = alloca [2 x i64], align 8
  %52 = alloca [2 x i64], align 8
  %53 = alloca i64, align 8
  %54 = alloca [2 x i64], align 8
  %55 = alloca [2 x i64], align 8
  %56 = alloca [2 x i64], align 8
  %57 = alloca [2 x i64], align 8
  %58 = alloca [2 x i64], align 8
  %59 = alloca %struct.t15, align 1
  %60 = alloca [2 x i64], align 8
  %61 = alloca %struct.t15, align 1
  %62 = alloca [2 x i64], align 8
  %63 = alloca [2 x i64], align 8
  %64 = alloca i64, align 8
  %65 = alloca [2 x i64], align 8
  %66 = alloca [2 x i64], align 8
  %67 = alloca [2 x i64], align 8
  %68 = alloca [2 x i64], align 8
  %69 = alloca [2 x i64], align 8
  store i32 0, ptr %1, align 4
  store i64 0, ptr %2, align 8
  br label %70

70:                                               ; preds = %0
  %71 = call [2 x i64] @make_t9(i64 noundef 29)
  store [2 x i64] %71, ptr %3, align 8
  %72 = load [2 x i64], ptr %3, align 8
  %73 = call [2 x i64] @swap_t9([2 x i64] %72)
  store [2 x i64] %73, ptr %4, align 8
  %74 = load [2 x i64], ptr %3, align 8
  %75 = call i64 @five_then_t9(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, [2 x i64] %74, i64 noundef 60)
  %76 = load [2 x i64], ptr %3, align 8
  %77 = load [2 x i64], ptr %4, align 8
  %78 = call i64 @two_t9([2 x i64] %76, [2 x i64] %77)
  %79 = add i64 %75, %78
  store i64 %79, ptr %5, align 8
  %80 = load [2 x i64], ptr %3, align 8
  %81 = call i64 @sum_t9([2 x i64] %80)
  %82 = load [2 x i64], ptr %4, align 8
  %83 = call i64 @sum_t9([2 x i64] %82)
  %84 = load i64, ptr %5, align 8
  %85 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.1, i64 noundef 16, i64 noundef %81, i64 noundef %83, i64 noundef %84)
  %86 = load i64, ptr %5, align 8
  %87 = load i64, ptr %2, align 8
  %88 = xor i64 %87, %86
  store i64 %88, ptr %2, align 8
  br label %89

89:                                               ; preds = %70
  br label %90

90:                                               ; preds = %89
  %91 = call [2 x i64] @make_t12(i64 noundef 29)
  store [2 x i64] %91, ptr %7, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %6, ptr align 8 %7, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 4 %6, i64 12, i1 false)
  %92 = load [2 x i64], ptr %9, align 8
  %93 = call [2 x i64] @swap_t12([2 x i64] %92)
  store [2 x i64] %93, ptr %10, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 8 %10, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %12, ptr align 4 %6, i64 12, i1 false)
  %94 = load [2 x i64], ptr %12, align 8
  %95 = call i64 @five_then_t12(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, [2 x i64] %94, i64 noundef 60)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %13, ptr align 4 %6, i64 12, i1 false)
  %96 = load [2 x i64], ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 4 %8, i64 12, i1 false)
  %97 = load [2 x i64], ptr %14, align 8
  %98 = call i64 @two_t12([2 x i64] %96, [2 x i64] %97)
  %99 = add i64 %95, %98
  store i64 %99, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 4 %6, i64 12, i1 false)
  %100 = load [2 x i64], ptr %15, align 8
  %101 = call i64 @sum_t12([2 x i64] %100)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 4 %8, i64 12, i1 false)
  %102 = load [2 x i64], ptr %16, align 8
  %103 = call i64 @sum_t12([2 x i64] %102)
  %104 = load i64, ptr %11, align 8
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.2, i64 noundef 12, i64 noundef %101, i64 noundef %103, i64 noundef %104)
  %106 = load i64, ptr %11, align 8
  %107 = load i64, ptr %2, align 8
  %108 = xor i64 %107, %106
  store i64 %108, ptr %2, align 8
  br label %109

109:                                              ; preds = %90
  br label %110

110:                                              ; preds = %109
  %111 = call [2 x i64] @make_t16(i64 noundef 29)
  store [2 x i64] %111, ptr %17, align 8
  %112 = load [2 x i64], ptr %17, align 8
  %113 = call [2 x i64] @swap_t16([2 x i64] %112)
  store [2 x i64] %113, ptr %18, align 8
  %114 = load [2 x i64], ptr %17, align 8
  %115 = call i64 @five_then_t16(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, [2 x i64] %114, i64 noundef 60)
  %116 = load [2 x i64], ptr %17, align 8
  %117 = load [2 x i64], ptr %18, align 8
  %118 = call i64 @two_t16([2 x i64] %116, [2 x i64] %117)
  %119 = add i64 %115, %118
  store i64 %119, ptr %19, align 8
  %120 = load [2 x i64], ptr %17, align 8
  %121 = call i64 @sum_t16([2 x i64] %120)
  %122 = load [2 x i64], ptr %18, align 8
  %123 = call i64 @sum_t16([2 x i64] %122)
  %124 = load i64, ptr %19, align 8
  %125 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.3, i64 noundef 16, i64 noundef %121, i64 noundef %123, i64 noundef %124)
  %126 = load i64, ptr %19, align 8
  %127 = load i64, ptr %2, align 8
  %128 = xor i64 %127, %126
  store i64 %128, ptr %2, align 8
  br label %129

129:                                              ; preds = %110
  br label %130

130:                                              ; preds = %129
  %131 = call [2 x i64] @make_t11(i64 noundef 29)
  %132 = getelementptr inbounds %struct.t11, ptr %20, i32 0, i32 0
  store [2 x i64] %131, ptr %21, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %132, ptr align 8 %21, i64 11, i1 false)
  %133 = getelementptr inbounds %struct.t11, ptr %20, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 1 %133, i64 11, i1 false)
  %134 = load [2 x i64], ptr %23, align 8
  %135 = call [2 x i64] @swap_t11([2 x i64] %134)
  %136 = getelementptr inbounds %struct.t11, ptr %22, i32 0, i32 0
  store [2 x i64] %135, ptr %24, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %136, ptr align 8 %24, i64 11, i1 false)
  %137 = getelementptr inbounds %struct.t11, ptr %20, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %26, ptr align 1 %137, i64 11, i1 false)
  %138 = load [2 x i64], ptr %26, align 8
  %139 = call i64 @five_then_t11(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, [2 x i64] %138, i64 noundef 60)
  %140 = getelementptr inbounds %struct.t11, ptr %20, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %27, ptr align 1 %140, i64 11, i1 false)
  %141 = load [2 x i64], ptr %27, align 8
  %142 = getelementptr inbounds %struct.t11, ptr %22, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 1 %142, i64 11, i1 false)
  %143 = load [2 x i64], ptr %28, align 8
  %144 = call i64 @two_t11([2 x i64] %141, [2 x i64] %143)
  %145 = add i64 %139, %144
  store i64 %145, ptr %25, align 8
  %146 = getelementptr inbounds %struct.t11, ptr %20, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %29, ptr align 1 %146, i64 11, i1 false)
  %147 = load [2 x i64], ptr %29, align 8
  %148 = call i64 @sum_t11([2 x i64] %147)
  %149 = getelementptr inbounds %struct.t11, ptr %22, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %30, ptr align 1 %149, i64 11, i1 false)
  %150 = load [2 x i64], ptr %30, align 8
  %151 = call i64 @sum_t11([2 x i64] %150)
  %152 = load i64, ptr %25, align 8
  %153 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.4, i64 noundef 11, i64 noundef %148, i64 noundef %151, i64 noundef %152)
  %154 = load i64, ptr %25, align 8
  %155 = load i64, ptr %2, align 8
  %156 = xor i64 %155, %154
  store i64 %156, ptr %2, align 8
  br label %157

157:                                              ; preds = %130
  br label %158

158:                                              ; preds = %157
  %159 = call [2 x i64] @make_t14(i64 noundef 29)
  %160 = getelementptr inbounds %struct.t14, ptr %31, i32 0, i32 0
  store [2 x i64] %159, ptr %32, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %160, ptr align 8 %32, i64 14, i1 false)
  %161 = getelementptr inbounds %struct.t14, ptr %31, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %34, ptr align 2 %161, i64 14, i1 false)
  %162 = load [2 x i64], ptr %34, align 8
  %163 = call [2 x i64] @swap_t14([2 x i64] %162)
  %164 = getelementptr inbounds %struct.t14, ptr %33, i32 0, i32 0
  store [2 x i64] %163, ptr %35, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %164, ptr align 8 %35, i64 14, i1 false)
  %165 = getelementptr inbounds %struct.t14, ptr %31, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %37, ptr align 2 %165, i64 14, i1 false)
  %166 = load [2 x i64], ptr %37, align 8
  %167 = call i64 @five_then_t14(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, [2 x i64] %166, i64 noundef 60)
  %168 = getelementptr inbounds %struct.t14, ptr %31, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %38, ptr align 2 %168, i64 14, i1 false)
  %169 = load [2 x i64], ptr %38, align 8
  %170 = getelementptr inbounds %struct.t14, ptr %33, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %39, ptr align 2 %170, i64 14, i1 false)
  %171 = load [2 x i64], ptr %39, align 8
  %172 = call i64 @two_t14([2 x i64] %169, [2 x i64] %171)
  %173 = add i64 %167, %172
  store i64 %173, ptr %36, align 8
  %174 = getelementptr inbounds %struct.t14, ptr %31, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %40, ptr align 2 %174, i64 14, i1 false)
  %175 = load [2 x i64], ptr %40, align 8
  %176 = call i64 @sum_t14([2 x i64] %175)
  %177 = getelementptr inbounds %struct.t14, ptr %33, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %41, ptr align 2 %177, i64 14, i1 false)
  %178 = load [2 x i64], ptr %41, align 8
  %179 = call i64 @sum_t14([2 x i64] %178)
  %180 = load i64, ptr %36, align 8
  %181 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.5, i64 noundef 14, i64 noundef %176, i64 noundef %179, i64 noundef %180)
  %182 = load i64, ptr %36, align 8
  %183 = load i64, ptr %2, align 8
  %184 = xor i64 %183, %182
  store i64 %184, ptr %2, align 8
  br label %185

185:                                              ; preds = %158
  br label %186

186:                                              ; preds = %185
  %187 = call [2 x i64] @make_t16b(i64 noundef 29)
  store [2 x i64] %187, ptr %42, align 8
  %188 = load [2 x i64], ptr %42, align 8
  %189 = call [2 x i64] @swap_t16b([2 x i64] %188)
  store [2 x i64] %189, ptr %43, align 8
  %190 = load [2 x i64], ptr %42, align 8
  %191 = call i64 @five_then_t16b(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, [2 x i64] %190, i64 noundef 60)
  %192 = load [2 x i64], ptr %42, align 8
  %193 = load [2 x i64], ptr %43, align 8
  %194 = call i64 @two_t16b([2 x i64] %192, [2 x i64] %193)
  %195 = add i64 %191, %194
  store i64 %195, ptr %44, align 8
  %196 = load [2 x i64], ptr %42, align 8
  %197 = call i64 @sum_t16b([2 x i64] %196)
  %198 = load [2 x i64], ptr %43, align 8
  %199 = call i64 @sum_t16b([2 x i64] %198)
  %200 = load i64, ptr %44, align 8
  %201 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.6, i64 noundef 16, i64 noundef %197, i64 noundef %199, i64 noundef %200)
  %202 = load i64, ptr %44, align 8
  %203 = load i64, ptr %2, align 8
  %204 = xor i64 %203, %202
  store i64 %204, ptr %2, align 8
  br label %205

205:                                              ; preds = %186
  br label %206

206:                                              ; preds = %205
  %207 = call [2 x i64] @make_t16c(i64 noundef 29)
  store [2 x i64] %207, ptr %45, align 8
  %208 = load [2 x i64], ptr %45, align 8
  %209 = call [2 x i64] @swap_t16c([2 x i64] %208)
  store [2 x i64] %209, ptr %46, align 8
  %210 = load [2 x i64], ptr %45, align 8
  %211 = call i64 @five_then_t16c(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, [2 x i64] %210, i64 noundef 60)
  %212 = load [2 x i64], ptr %45, align 8
  %213 = load [2 x i64], ptr %46, align 8
  %214 = call i64 @two_t16c([2 x i64] %212, [2 x i64] %213)
  %215 = add i64 %211, %214
  store i64 %215, ptr %47, align 8
  %216 = load [2 x i64], ptr %45, align 8
  %217 = call i64 @sum_t16c([2 x i64] %216)
  %218 = load [2 x i64], ptr %46, align 8
  %219 = call i64 @sum_t16c([2 x i64] %218)
  %220 = load i64, ptr %47, align 8
  %221 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.7, i64 noundef 16, i64 noundef %217, i64 noundef %219, i64 noundef %220)
  %222 = load i64, ptr %47, align 8
  %223 = load i64, ptr %2, align 8
  %224 = xor i64 %223, %222
  store i64 %224, ptr %2, align 8
  br label %225

225:                                              ; preds = %206
  br label %226

226:                                              ; preds = %225
  %227 = call [2 x i64] @make_t12n(i64 noundef 29)
  store [2 x i64] %227, ptr %49, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %48, ptr align 8 %49, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %51, ptr align 4 %48, i64 12, i1 false)
  %228 = load [2 x i64], ptr %51, align 8
  %229 = call [2 x i64] @swap_t12n([2 x i64] %228)
  store [2 x i64] %229, ptr %52, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %50, ptr align 8 %52, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %54, ptr align 4 %48, i64 12, i1 false)
  %230 = load [2 x i64], ptr %54, align 8
  %231 = call i64 @five_then_t12n(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, [2 x i64] %230, i64 noundef 60)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %55, ptr align 4 %48, i64 12, i1 false)
  %232 = load [2 x i64], ptr %55, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %56, ptr align 4 %50, i64 12, i1 false)
  %233 = load [2 x i64], ptr %56, align 8
  %234 = call i64 @two_t12n([2 x i64] %232, [2 x i64] %233)
  %235 = add i64 %231, %234
  store i64 %235, ptr %53, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %57, ptr align 4 %48, i64 12, i1 false)
  %236 = load [2 x i64], ptr %57, align 8
  %237 = call i64 @sum_t12n([2 x i64] %236)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %58, ptr align 4 %50, i64 12, i1 false)
  %238 = load [2 x i64], ptr %58, align 8
  %239 = call i64 @sum_t12n([2 x i64] %238)
  %240 = load i64, ptr %53, align 8
  %241 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.8, i64 noundef 12, i64 noundef %237, i64 noundef %239, i64 noundef %240)
  %242 = load i64, ptr %53, align 8
  %243 = load i64, ptr %2, align 8
  %244 = xor i64 %243, %242
  store i64 %244, ptr %2, align 8
  br label %245

245:                                              ; preds = %226
  br label %246

246:                                              ; preds = %245
  %247 = call [2 x i64] @make_t15(i64 noundef 29)
  %248 = getelementptr inbounds %struct.t15, ptr %59, i32 0, i32 0
  store [2 x i64] %247, ptr %60, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %248, ptr align 8 %60, i64 15, i1 false)
  %249 = getelementptr inbounds %struct.t15, ptr %59, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %62, ptr align 1 %249, i64 15, i1 false)
  %250 = load [2 x i64], ptr %62, align 8
  %251 = call [2 x i64] @swap_t15([2 x i64] %250)
  %252 = getelementptr inbounds %struct.t15, ptr %61, i32 0, i32 0
  store [2 x i64] %251, ptr %63, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %252, ptr align 8 %63, i64 15, i1 false)
  %253 = getelementptr inbounds %struct.t15, ptr %59, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %65, ptr align 1 %253, i64 15, i1 false)
  %254 = load [2 x i64], ptr %65, align 8
  %255 = call i64 @five_then_t15(i64 noundef 10, i64 noundef 20, i64 noundef 30, i64 noundef 40, i64 noundef 50, [2 x i64] %254, i64 noundef 60)
  %256 = getelementptr inbounds %struct.t15, ptr %59, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %66, ptr align 1 %256, i64 15, i1 false)
  %257 = load [2 x i64], ptr %66, align 8
  %258 = getelementptr inbounds %struct.t15, ptr %61, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %67, ptr align 1 %258, i64 15, i1 false)
  %259 = load [2 x i64], ptr %67, align 8
  %260 = call i64 @two_t15([2 x i64] %257, [2 x i64] %259)
  %261 = add i64 %255, %260
  store i64 %261, ptr %64, align 8
  %262 = getelementptr inbounds %struct.t15, ptr %59, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %68, ptr align 1 %262, i64 15, i1 false)
  %263 = load [2 x i64], ptr %68, align 8
  %264 = call i64 @sum_t15([2 x i64] %263)
  %265 = getelementptr inbounds %struct.t15, ptr %61, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %69, ptr align 1 %265, i64 15, i1 false)
  %266 = load [2 x i64], ptr %69, align 8
  %267 = call i64 @sum_t15([2 x i64] %266)
  %268 = load i64, ptr %64, align 8
  %269 = call i32 (ptr, ...) @printf(ptr noundef @.str, ptr noundef @.str.9, i64 noundef 15, i64 noundef %264, i64 noundef %267, i64 noundef %268)
  %270 = load i64, ptr %64, align 8
  %271 = load i64, ptr %2, align 8
  %272 = xor i64 %271, %270
  store i64 %272, ptr %2, align 8
  br label %273

273:                                              ; preds = %246
  %274 = load i64, ptr %2, align 8
  %275 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef %274)
  %276 = load i64, ptr %2, align 8
  %277 = and i64 %276, 127
  %278 = trunc i64 %277 to i32
  ret i32 %278
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make_t9(i64 noundef %0) #0 {
  %2 = alloca %struct.t9, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %4 = load i64, ptr %3, align 8
  %5 = mul nsw i64 %4, 1000000007
  %6 = getelementptr inbounds %struct.t9, ptr %2, i32 0, i32 0
  store i64 %5, ptr %6, align 8
  %7 = load i64, ptr %3, align 8
  %8 = trunc i64 %7 to i8
  %9 = getelementptr inbounds %struct.t9, ptr %2, i32 0, i32 1
  store i8 %8, ptr %9, align 8
  %10 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @swap_t9([2 x i64] %0) #0 {
  %2 = alloca %struct.t9, align 8
  %3 = alloca %struct.t9, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.t9, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  %6 = xor i64 %5, -1
  %7 = getelementptr inbounds %struct.t9, ptr %3, i32 0, i32 0
  store i64 %6, ptr %7, align 8
  %8 = getelementptr inbounds %struct.t9, ptr %3, i32 0, i32 1
  %9 = load i8, ptr %8, align 8
  %10 = zext i8 %9 to i32
  %11 = xor i32 %10, 90
  %12 = trunc i32 %11 to i8
  %13 = getelementptr inbounds %struct.t9, ptr %3, i32 0, i32 1
  store i8 %12, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 16, i1 false)
  %14 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t9(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, i64 noundef %6) #0 {
  %8 = alloca %struct.t9, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store [2 x i64] %5, ptr %8, align 8
  store i64 %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %6, ptr %14, align 8
  %15 = load i64, ptr %9, align 8
  %16 = load i64, ptr %10, align 8
  %17 = sub nsw i64 %15, %16
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = sub nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load [2 x i64], ptr %8, align 8
  %25 = call i64 @sum_t9([2 x i64] %24)
  %26 = mul i64 %25, 2
  %27 = add i64 %23, %26
  %28 = load i64, ptr %14, align 8
  %29 = add i64 %27, %28
  ret i64 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t9([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.t9, align 8
  %4 = alloca %struct.t9, align 8
  store [2 x i64] %0, ptr %3, align 8
  store [2 x i64] %1, ptr %4, align 8
  %5 = load [2 x i64], ptr %3, align 8
  %6 = call i64 @sum_t9([2 x i64] %5)
  %7 = mul i64 %6, 5
  %8 = load [2 x i64], ptr %4, align 8
  %9 = call i64 @sum_t9([2 x i64] %8)
  %10 = sub i64 %7, %9
  ret i64 %10
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t9([2 x i64] %0) #0 {
  %2 = alloca %struct.t9, align 8
  store [2 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.t9, ptr %2, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds %struct.t9, ptr %2, i32 0, i32 1
  %6 = load i8, ptr %5, align 8
  %7 = zext i8 %6 to i64
  %8 = add i64 %4, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make_t12(i64 noundef %0) #0 {
  %2 = alloca %struct.t12, align 4
  %3 = alloca i64, align 8
  %4 = alloca [2 x i64], align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 12, i1 false)
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i32
  %7 = getelementptr inbounds %struct.t12, ptr %2, i32 0, i32 0
  store i32 %6, ptr %7, align 4
  %8 = load i64, ptr %3, align 8
  %9 = sub nsw i64 0, %8
  %10 = mul nsw i64 %9, 3
  %11 = trunc i64 %10 to i32
  %12 = getelementptr inbounds %struct.t12, ptr %2, i32 0, i32 1
  store i32 %11, ptr %12, align 4
  %13 = load i64, ptr %3, align 8
  %14 = shl i64 %13, 20
  %15 = trunc i64 %14 to i32
  %16 = getelementptr inbounds %struct.t12, ptr %2, i32 0, i32 2
  store i32 %15, ptr %16, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %2, i64 12, i1 false)
  %17 = load [2 x i64], ptr %4, align 8
  ret [2 x i64] %17
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @swap_t12([2 x i64] %0) #0 {
  %2 = alloca %struct.t12, align 4
  %3 = alloca %struct.t12, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  %6 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 2
  %7 = load i32, ptr %6, align 4
  %8 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 0
  %9 = load i32, ptr %8, align 4
  %10 = xor i32 %9, %7
  store i32 %10, ptr %8, align 4
  %11 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 0
  %12 = load i32, ptr %11, align 4
  %13 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 2
  %14 = load i32, ptr %13, align 4
  %15 = xor i32 %14, %12
  store i32 %15, ptr %13, align 4
  %16 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 2
  %17 = load i32, ptr %16, align 4
  %18 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 0
  %19 = load i32, ptr %18, align 4
  %20 = xor i32 %19, %17
  store i32 %20, ptr %18, align 4
  %21 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 1
  %22 = load i32, ptr %21, align 4
  %23 = sub nsw i32 0, %22
  %24 = getelementptr inbounds %struct.t12, ptr %3, i32 0, i32 1
  store i32 %23, ptr %24, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 %2, i64 12, i1 false)
  %25 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t12(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, i64 noundef %6) #0 {
  %8 = alloca %struct.t12, align 4
  %9 = alloca [2 x i64], align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca [2 x i64], align 8
  store [2 x i64] %5, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 8 %9, i64 12, i1 false)
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = sub nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = sub nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 4 %8, i64 12, i1 false)
  %26 = load [2 x i64], ptr %16, align 8
  %27 = call i64 @sum_t12([2 x i64] %26)
  %28 = mul i64 %27, 2
  %29 = add i64 %25, %28
  %30 = load i64, ptr %15, align 8
  %31 = add i64 %29, %30
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t12([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.t12, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca %struct.t12, align 4
  %6 = alloca [2 x i64], align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  store [2 x i64] %1, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 8 %6, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 4 %3, i64 12, i1 false)
  %9 = load [2 x i64], ptr %7, align 8
  %10 = call i64 @sum_t12([2 x i64] %9)
  %11 = mul i64 %10, 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 4 %5, i64 12, i1 false)
  %12 = load [2 x i64], ptr %8, align 8
  %13 = call i64 @sum_t12([2 x i64] %12)
  %14 = sub i64 %11, %13
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t12([2 x i64] %0) #0 {
  %2 = alloca %struct.t12, align 4
  %3 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 8 %3, i64 12, i1 false)
  %4 = getelementptr inbounds %struct.t12, ptr %2, i32 0, i32 0
  %5 = load i32, ptr %4, align 4
  %6 = sext i32 %5 to i64
  %7 = getelementptr inbounds %struct.t12, ptr %2, i32 0, i32 1
  %8 = load i32, ptr %7, align 4
  %9 = sext i32 %8 to i64
  %10 = mul i64 %9, 7
  %11 = add i64 %6, %10
  %12 = getelementptr inbounds %struct.t12, ptr %2, i32 0, i32 2
  %13 = load i32, ptr %12, align 4
  %14 = sext i32 %13 to i64
  %15 = mul i64 %14, 3
  %16 = add i64 %11, %15
  ret i64 %16
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make_t16(i64 noundef %0) #0 {
  %2 = alloca %struct.t16, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %4 = load i64, ptr %3, align 8
  %5 = getelementptr inbounds %struct.t16, ptr %2, i32 0, i32 0
  store i64 %4, ptr %5, align 8
  %6 = load i64, ptr %3, align 8
  %7 = xor i64 %6, -1
  %8 = getelementptr inbounds %struct.t16, ptr %2, i32 0, i32 1
  store i64 %7, ptr %8, align 8
  %9 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @swap_t16([2 x i64] %0) #0 {
  %2 = alloca %struct.t16, align 8
  %3 = alloca %struct.t16, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.t16, ptr %3, i32 0, i32 0
  %5 = load i64, ptr %4, align 8
  %6 = shl i64 %5, 7
  %7 = getelementptr inbounds %struct.t16, ptr %3, i32 0, i32 0
  store i64 %6, ptr %7, align 8
  %8 = getelementptr inbounds %struct.t16, ptr %3, i32 0, i32 1
  %9 = load i64, ptr %8, align 8
  %10 = ashr i64 %9, 3
  %11 = getelementptr inbounds %struct.t16, ptr %3, i32 0, i32 1
  store i64 %10, ptr %11, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 16, i1 false)
  %12 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %12
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t16(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, i64 noundef %6) #0 {
  %8 = alloca %struct.t16, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store [2 x i64] %5, ptr %8, align 8
  store i64 %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %6, ptr %14, align 8
  %15 = load i64, ptr %9, align 8
  %16 = load i64, ptr %10, align 8
  %17 = sub nsw i64 %15, %16
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = sub nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load [2 x i64], ptr %8, align 8
  %25 = call i64 @sum_t16([2 x i64] %24)
  %26 = mul i64 %25, 2
  %27 = add i64 %23, %26
  %28 = load i64, ptr %14, align 8
  %29 = add i64 %27, %28
  ret i64 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t16([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.t16, align 8
  %4 = alloca %struct.t16, align 8
  store [2 x i64] %0, ptr %3, align 8
  store [2 x i64] %1, ptr %4, align 8
  %5 = load [2 x i64], ptr %3, align 8
  %6 = call i64 @sum_t16([2 x i64] %5)
  %7 = mul i64 %6, 5
  %8 = load [2 x i64], ptr %4, align 8
  %9 = call i64 @sum_t16([2 x i64] %8)
  %10 = sub i64 %7, %9
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t16([2 x i64] %0) #0 {
  %2 = alloca %struct.t16, align 8
  store [2 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.t16, ptr %2, i32 0, i32 0
  %4 = load i64, ptr %3, align 8
  %5 = mul i64 %4, 31
  %6 = getelementptr inbounds %struct.t16, ptr %2, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  %8 = add i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make_t11(i64 noundef %0) #0 {
  %2 = alloca %struct.t11, align 1
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 11, i1 false)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %19, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 11
  br i1 %8, label %9, label %22

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sext i32 %11 to i64
  %13 = mul nsw i64 %10, %12
  %14 = trunc i64 %13 to i8
  %15 = getelementptr inbounds %struct.t11, ptr %2, i32 0, i32 0
  %16 = load i32, ptr %4, align 4
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds [11 x i8], ptr %15, i64 0, i64 %17
  store i8 %14, ptr %18, align 1
  br label %19

19:                                               ; preds = %9
  %20 = load i32, ptr %4, align 4
  %21 = add nsw i32 %20, 1
  store i32 %21, ptr %4, align 4
  br label %6, !llvm.loop !6

22:                                               ; preds = %6
  %23 = getelementptr inbounds %struct.t11, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %23, i64 11, i1 false)
  %24 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @swap_t11([2 x i64] %0) #0 {
  %2 = alloca %struct.t11, align 1
  %3 = alloca %struct.t11, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca [2 x i64], align 8
  %8 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 8 %4, i64 11, i1 false)
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %34, %1
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %10, 5
  br i1 %11, label %12, label %37

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [11 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  store i8 %17, ptr %6, align 1
  %18 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  %19 = load i32, ptr %5, align 4
  %20 = sub nsw i32 10, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [11 x i8], ptr %18, i64 0, i64 %21
  %23 = load i8, ptr %22, align 1
  %24 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [11 x i8], ptr %24, i64 0, i64 %26
  store i8 %23, ptr %27, align 1
  %28 = load i8, ptr %6, align 1
  %29 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  %30 = load i32, ptr %5, align 4
  %31 = sub nsw i32 10, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [11 x i8], ptr %29, i64 0, i64 %32
  store i8 %28, ptr %33, align 1
  br label %34

34:                                               ; preds = %12
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %9, !llvm.loop !8

37:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 11, i1 false)
  %38 = getelementptr inbounds %struct.t11, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %38, i64 11, i1 false)
  %39 = load [2 x i64], ptr %7, align 8
  ret [2 x i64] %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t11(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, i64 noundef %6) #0 {
  %8 = alloca %struct.t11, align 1
  %9 = alloca [2 x i64], align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca [2 x i64], align 8
  %17 = getelementptr inbounds %struct.t11, ptr %8, i32 0, i32 0
  store [2 x i64] %5, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 8 %9, i64 11, i1 false)
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  %18 = load i64, ptr %10, align 8
  %19 = load i64, ptr %11, align 8
  %20 = sub nsw i64 %18, %19
  %21 = load i64, ptr %12, align 8
  %22 = add nsw i64 %20, %21
  %23 = load i64, ptr %13, align 8
  %24 = sub nsw i64 %22, %23
  %25 = load i64, ptr %14, align 8
  %26 = add nsw i64 %24, %25
  %27 = getelementptr inbounds %struct.t11, ptr %8, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 1 %27, i64 11, i1 false)
  %28 = load [2 x i64], ptr %16, align 8
  %29 = call i64 @sum_t11([2 x i64] %28)
  %30 = mul i64 %29, 2
  %31 = add i64 %26, %30
  %32 = load i64, ptr %15, align 8
  %33 = add i64 %31, %32
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t11([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.t11, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca %struct.t11, align 1
  %6 = alloca [2 x i64], align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca [2 x i64], align 8
  %9 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %4, i64 11, i1 false)
  %10 = getelementptr inbounds %struct.t11, ptr %5, i32 0, i32 0
  store [2 x i64] %1, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 8 %6, i64 11, i1 false)
  %11 = getelementptr inbounds %struct.t11, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %11, i64 11, i1 false)
  %12 = load [2 x i64], ptr %7, align 8
  %13 = call i64 @sum_t11([2 x i64] %12)
  %14 = mul i64 %13, 5
  %15 = getelementptr inbounds %struct.t11, ptr %5, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %15, i64 11, i1 false)
  %16 = load [2 x i64], ptr %8, align 8
  %17 = call i64 @sum_t11([2 x i64] %16)
  %18 = sub i64 %14, %17
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t11([2 x i64] %0) #0 {
  %2 = alloca %struct.t11, align 1
  %3 = alloca [2 x i64], align 8
  %4 = getelementptr inbounds %struct.t11, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 8 %3, i64 11, i1 false)
  %5 = getelementptr inbounds %struct.t11, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds [11 x i8], ptr %5, i64 0, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i64
  %9 = getelementptr inbounds %struct.t11, ptr %2, i32 0, i32 0
  %10 = getelementptr inbounds [11 x i8], ptr %9, i64 0, i64 5
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i64
  %13 = mul i64 %12, 100
  %14 = add i64 %8, %13
  %15 = getelementptr inbounds %struct.t11, ptr %2, i32 0, i32 0
  %16 = getelementptr inbounds [11 x i8], ptr %15, i64 0, i64 10
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i64
  %19 = mul i64 %18, 10000
  %20 = add i64 %14, %19
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make_t14(i64 noundef %0) #0 {
  %2 = alloca %struct.t14, align 2
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 2 %2, i8 0, i64 14, i1 false)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %21, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 7
  br i1 %8, label %9, label %24

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = sub nsw i32 %11, 3
  %13 = sext i32 %12 to i64
  %14 = mul nsw i64 %10, %13
  %15 = mul nsw i64 %14, 100
  %16 = trunc i64 %15 to i16
  %17 = getelementptr inbounds %struct.t14, ptr %2, i32 0, i32 0
  %18 = load i32, ptr %4, align 4
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds [7 x i16], ptr %17, i64 0, i64 %19
  store i16 %16, ptr %20, align 2
  br label %21

21:                                               ; preds = %9
  %22 = load i32, ptr %4, align 4
  %23 = add nsw i32 %22, 1
  store i32 %23, ptr %4, align 4
  br label %6, !llvm.loop !9

24:                                               ; preds = %6
  %25 = getelementptr inbounds %struct.t14, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 2 %25, i64 14, i1 false)
  %26 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %26
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @swap_t14([2 x i64] %0) #0 {
  %2 = alloca %struct.t14, align 2
  %3 = alloca %struct.t14, align 2
  %4 = alloca [2 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca [2 x i64], align 8
  %7 = getelementptr inbounds %struct.t14, ptr %3, i32 0, i32 0
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %7, ptr align 8 %4, i64 14, i1 false)
  store i32 0, ptr %5, align 4
  br label %8

8:                                                ; preds = %25, %1
  %9 = load i32, ptr %5, align 4
  %10 = icmp slt i32 %9, 7
  br i1 %10, label %11, label %28

11:                                               ; preds = %8
  %12 = getelementptr inbounds %struct.t14, ptr %3, i32 0, i32 0
  %13 = load i32, ptr %5, align 4
  %14 = sext i32 %13 to i64
  %15 = getelementptr inbounds [7 x i16], ptr %12, i64 0, i64 %14
  %16 = load i16, ptr %15, align 2
  %17 = sext i16 %16 to i32
  %18 = load i32, ptr %5, align 4
  %19 = add nsw i32 %17, %18
  %20 = trunc i32 %19 to i16
  %21 = getelementptr inbounds %struct.t14, ptr %3, i32 0, i32 0
  %22 = load i32, ptr %5, align 4
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds [7 x i16], ptr %21, i64 0, i64 %23
  store i16 %20, ptr %24, align 2
  br label %25

25:                                               ; preds = %11
  %26 = load i32, ptr %5, align 4
  %27 = add nsw i32 %26, 1
  store i32 %27, ptr %5, align 4
  br label %8, !llvm.loop !10

28:                                               ; preds = %8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 %3, i64 14, i1 false)
  %29 = getelementptr inbounds %struct.t14, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %6, ptr align 2 %29, i64 14, i1 false)
  %30 = load [2 x i64], ptr %6, align 8
  ret [2 x i64] %30
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t14(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, i64 noundef %6) #0 {
  %8 = alloca %struct.t14, align 2
  %9 = alloca [2 x i64], align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca [2 x i64], align 8
  %17 = getelementptr inbounds %struct.t14, ptr %8, i32 0, i32 0
  store [2 x i64] %5, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %17, ptr align 8 %9, i64 14, i1 false)
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  %18 = load i64, ptr %10, align 8
  %19 = load i64, ptr %11, align 8
  %20 = sub nsw i64 %18, %19
  %21 = load i64, ptr %12, align 8
  %22 = add nsw i64 %20, %21
  %23 = load i64, ptr %13, align 8
  %24 = sub nsw i64 %22, %23
  %25 = load i64, ptr %14, align 8
  %26 = add nsw i64 %24, %25
  %27 = getelementptr inbounds %struct.t14, ptr %8, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 2 %27, i64 14, i1 false)
  %28 = load [2 x i64], ptr %16, align 8
  %29 = call i64 @sum_t14([2 x i64] %28)
  %30 = mul i64 %29, 2
  %31 = add i64 %26, %30
  %32 = load i64, ptr %15, align 8
  %33 = add i64 %31, %32
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t14([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.t14, align 2
  %4 = alloca [2 x i64], align 8
  %5 = alloca %struct.t14, align 2
  %6 = alloca [2 x i64], align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca [2 x i64], align 8
  %9 = getelementptr inbounds %struct.t14, ptr %3, i32 0, i32 0
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %9, ptr align 8 %4, i64 14, i1 false)
  %10 = getelementptr inbounds %struct.t14, ptr %5, i32 0, i32 0
  store [2 x i64] %1, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %10, ptr align 8 %6, i64 14, i1 false)
  %11 = getelementptr inbounds %struct.t14, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 2 %11, i64 14, i1 false)
  %12 = load [2 x i64], ptr %7, align 8
  %13 = call i64 @sum_t14([2 x i64] %12)
  %14 = mul i64 %13, 5
  %15 = getelementptr inbounds %struct.t14, ptr %5, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 2 %15, i64 14, i1 false)
  %16 = load [2 x i64], ptr %8, align 8
  %17 = call i64 @sum_t14([2 x i64] %16)
  %18 = sub i64 %14, %17
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t14([2 x i64] %0) #0 {
  %2 = alloca %struct.t14, align 2
  %3 = alloca [2 x i64], align 8
  %4 = getelementptr inbounds %struct.t14, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %4, ptr align 8 %3, i64 14, i1 false)
  %5 = getelementptr inbounds %struct.t14, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds [7 x i16], ptr %5, i64 0, i64 0
  %7 = load i16, ptr %6, align 2
  %8 = sext i16 %7 to i64
  %9 = getelementptr inbounds %struct.t14, ptr %2, i32 0, i32 0
  %10 = getelementptr inbounds [7 x i16], ptr %9, i64 0, i64 3
  %11 = load i16, ptr %10, align 2
  %12 = sext i16 %11 to i64
  %13 = mul i64 %12, 3
  %14 = add i64 %8, %13
  %15 = getelementptr inbounds %struct.t14, ptr %2, i32 0, i32 0
  %16 = getelementptr inbounds [7 x i16], ptr %15, i64 0, i64 6
  %17 = load i16, ptr %16, align 2
  %18 = sext i16 %17 to i64
  %19 = mul i64 %18, 9
  %20 = add i64 %14, %19
  ret i64 %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make_t16b(i64 noundef %0) #0 {
  %2 = alloca %struct.t16b, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %4 = getelementptr inbounds %struct.t16b, ptr %2, i32 0, i32 0
  store i8 122, ptr %4, align 8
  %5 = load i64, ptr %3, align 8
  %6 = sub nsw i64 0, %5
  %7 = load i64, ptr %3, align 8
  %8 = mul nsw i64 %6, %7
  %9 = getelementptr inbounds %struct.t16b, ptr %2, i32 0, i32 1
  store i64 %8, ptr %9, align 8
  %10 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @swap_t16b([2 x i64] %0) #0 {
  %2 = alloca %struct.t16b, align 8
  %3 = alloca %struct.t16b, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.t16b, ptr %3, i32 0, i32 0
  %5 = load i8, ptr %4, align 8
  %6 = zext i8 %5 to i32
  %7 = sub nsw i32 %6, 25
  %8 = trunc i32 %7 to i8
  %9 = getelementptr inbounds %struct.t16b, ptr %3, i32 0, i32 0
  store i8 %8, ptr %9, align 8
  %10 = getelementptr inbounds %struct.t16b, ptr %3, i32 0, i32 1
  %11 = load i64, ptr %10, align 8
  %12 = mul nsw i64 %11, 3
  %13 = getelementptr inbounds %struct.t16b, ptr %3, i32 0, i32 1
  store i64 %12, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 16, i1 false)
  %14 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t16b(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, i64 noundef %6) #0 {
  %8 = alloca %struct.t16b, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store [2 x i64] %5, ptr %8, align 8
  store i64 %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %6, ptr %14, align 8
  %15 = load i64, ptr %9, align 8
  %16 = load i64, ptr %10, align 8
  %17 = sub nsw i64 %15, %16
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = sub nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load [2 x i64], ptr %8, align 8
  %25 = call i64 @sum_t16b([2 x i64] %24)
  %26 = mul i64 %25, 2
  %27 = add i64 %23, %26
  %28 = load i64, ptr %14, align 8
  %29 = add i64 %27, %28
  ret i64 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t16b([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.t16b, align 8
  %4 = alloca %struct.t16b, align 8
  store [2 x i64] %0, ptr %3, align 8
  store [2 x i64] %1, ptr %4, align 8
  %5 = load [2 x i64], ptr %3, align 8
  %6 = call i64 @sum_t16b([2 x i64] %5)
  %7 = mul i64 %6, 5
  %8 = load [2 x i64], ptr %4, align 8
  %9 = call i64 @sum_t16b([2 x i64] %8)
  %10 = sub i64 %7, %9
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t16b([2 x i64] %0) #0 {
  %2 = alloca %struct.t16b, align 8
  store [2 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.t16b, ptr %2, i32 0, i32 0
  %4 = load i8, ptr %3, align 8
  %5 = zext i8 %4 to i64
  %6 = getelementptr inbounds %struct.t16b, ptr %2, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  %8 = add i64 %5, %7
  ret i64 %8
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make_t16c(i64 noundef %0) #0 {
  %2 = alloca %struct.t16c, align 8
  %3 = alloca i64, align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 8 %2, i8 0, i64 16, i1 false)
  %4 = load i64, ptr %3, align 8
  %5 = sub nsw i64 0, %4
  %6 = trunc i64 %5 to i32
  %7 = getelementptr inbounds %struct.t16c, ptr %2, i32 0, i32 0
  store i32 %6, ptr %7, align 8
  %8 = load i64, ptr %3, align 8
  %9 = shl i64 %8, 33
  %10 = getelementptr inbounds %struct.t16c, ptr %2, i32 0, i32 1
  store i64 %9, ptr %10, align 8
  %11 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %11
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @swap_t16c([2 x i64] %0) #0 {
  %2 = alloca %struct.t16c, align 8
  %3 = alloca %struct.t16c, align 8
  store [2 x i64] %0, ptr %3, align 8
  %4 = getelementptr inbounds %struct.t16c, ptr %3, i32 0, i32 1
  %5 = load i64, ptr %4, align 8
  %6 = ashr i64 %5, 33
  %7 = trunc i64 %6 to i32
  %8 = getelementptr inbounds %struct.t16c, ptr %3, i32 0, i32 0
  store i32 %7, ptr %8, align 8
  %9 = getelementptr inbounds %struct.t16c, ptr %3, i32 0, i32 0
  %10 = load i32, ptr %9, align 8
  %11 = sext i32 %10 to i64
  %12 = mul nsw i64 %11, 1000
  %13 = getelementptr inbounds %struct.t16c, ptr %3, i32 0, i32 1
  store i64 %12, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %2, ptr align 8 %3, i64 16, i1 false)
  %14 = load [2 x i64], ptr %2, align 8
  ret [2 x i64] %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t16c(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, i64 noundef %6) #0 {
  %8 = alloca %struct.t16c, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  store [2 x i64] %5, ptr %8, align 8
  store i64 %0, ptr %9, align 8
  store i64 %1, ptr %10, align 8
  store i64 %2, ptr %11, align 8
  store i64 %3, ptr %12, align 8
  store i64 %4, ptr %13, align 8
  store i64 %6, ptr %14, align 8
  %15 = load i64, ptr %9, align 8
  %16 = load i64, ptr %10, align 8
  %17 = sub nsw i64 %15, %16
  %18 = load i64, ptr %11, align 8
  %19 = add nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = sub nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = add nsw i64 %21, %22
  %24 = load [2 x i64], ptr %8, align 8
  %25 = call i64 @sum_t16c([2 x i64] %24)
  %26 = mul i64 %25, 2
  %27 = add i64 %23, %26
  %28 = load i64, ptr %14, align 8
  %29 = add i64 %27, %28
  ret i64 %29
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t16c([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.t16c, align 8
  %4 = alloca %struct.t16c, align 8
  store [2 x i64] %0, ptr %3, align 8
  store [2 x i64] %1, ptr %4, align 8
  %5 = load [2 x i64], ptr %3, align 8
  %6 = call i64 @sum_t16c([2 x i64] %5)
  %7 = mul i64 %6, 5
  %8 = load [2 x i64], ptr %4, align 8
  %9 = call i64 @sum_t16c([2 x i64] %8)
  %10 = sub i64 %7, %9
  ret i64 %10
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t16c([2 x i64] %0) #0 {
  %2 = alloca %struct.t16c, align 8
  store [2 x i64] %0, ptr %2, align 8
  %3 = getelementptr inbounds %struct.t16c, ptr %2, i32 0, i32 0
  %4 = load i32, ptr %3, align 8
  %5 = sext i32 %4 to i64
  %6 = getelementptr inbounds %struct.t16c, ptr %2, i32 0, i32 1
  %7 = load i64, ptr %6, align 8
  %8 = ashr i64 %7, 3
  %9 = add i64 %5, %8
  ret i64 %9
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make_t12n(i64 noundef %0) #0 {
  %2 = alloca %struct.t12n, align 4
  %3 = alloca i64, align 8
  %4 = alloca [2 x i64], align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 4 %2, i8 0, i64 12, i1 false)
  %5 = load i64, ptr %3, align 8
  %6 = trunc i64 %5 to i16
  %7 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 0
  %8 = getelementptr inbounds %struct.anon, ptr %7, i32 0, i32 0
  store i16 %6, ptr %8, align 4
  %9 = load i64, ptr %3, align 8
  %10 = mul nsw i64 %9, 2
  %11 = trunc i64 %10 to i16
  %12 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 0
  %13 = getelementptr inbounds %struct.anon, ptr %12, i32 0, i32 1
  store i16 %11, ptr %13, align 2
  %14 = load i64, ptr %3, align 8
  %15 = load i64, ptr %3, align 8
  %16 = mul nsw i64 %14, %15
  %17 = trunc i64 %16 to i32
  %18 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 1
  %19 = getelementptr inbounds %struct.anon.0, ptr %18, i32 0, i32 0
  store i32 %17, ptr %19, align 4
  %20 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 1
  %21 = getelementptr inbounds %struct.anon.0, ptr %20, i32 0, i32 1
  store i8 104, ptr %21, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 4 %2, i64 12, i1 false)
  %22 = load [2 x i64], ptr %4, align 8
  ret [2 x i64] %22
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @swap_t12n([2 x i64] %0) #0 {
  %2 = alloca %struct.t12n, align 4
  %3 = alloca %struct.t12n, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  %6 = getelementptr inbounds %struct.t12n, ptr %3, i32 0, i32 0
  %7 = getelementptr inbounds %struct.anon, ptr %6, i32 0, i32 1
  %8 = load i16, ptr %7, align 2
  %9 = getelementptr inbounds %struct.t12n, ptr %3, i32 0, i32 0
  %10 = getelementptr inbounds %struct.anon, ptr %9, i32 0, i32 0
  store i16 %8, ptr %10, align 4
  %11 = getelementptr inbounds %struct.t12n, ptr %3, i32 0, i32 1
  %12 = getelementptr inbounds %struct.anon.0, ptr %11, i32 0, i32 1
  store i8 72, ptr %12, align 4
  %13 = getelementptr inbounds %struct.t12n, ptr %3, i32 0, i32 1
  %14 = getelementptr inbounds %struct.anon.0, ptr %13, i32 0, i32 0
  %15 = load i32, ptr %14, align 4
  %16 = sub nsw i32 0, %15
  %17 = getelementptr inbounds %struct.t12n, ptr %3, i32 0, i32 1
  %18 = getelementptr inbounds %struct.anon.0, ptr %17, i32 0, i32 0
  store i32 %16, ptr %18, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 4 %3, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 4 %2, i64 12, i1 false)
  %19 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t12n(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, i64 noundef %6) #0 {
  %8 = alloca %struct.t12n, align 4
  %9 = alloca [2 x i64], align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca [2 x i64], align 8
  store [2 x i64] %5, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %8, ptr align 8 %9, i64 12, i1 false)
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  %17 = load i64, ptr %10, align 8
  %18 = load i64, ptr %11, align 8
  %19 = sub nsw i64 %17, %18
  %20 = load i64, ptr %12, align 8
  %21 = add nsw i64 %19, %20
  %22 = load i64, ptr %13, align 8
  %23 = sub nsw i64 %21, %22
  %24 = load i64, ptr %14, align 8
  %25 = add nsw i64 %23, %24
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 4 %8, i64 12, i1 false)
  %26 = load [2 x i64], ptr %16, align 8
  %27 = call i64 @sum_t12n([2 x i64] %26)
  %28 = mul i64 %27, 2
  %29 = add i64 %25, %28
  %30 = load i64, ptr %15, align 8
  %31 = add i64 %29, %30
  ret i64 %31
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t12n([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.t12n, align 4
  %4 = alloca [2 x i64], align 8
  %5 = alloca %struct.t12n, align 4
  %6 = alloca [2 x i64], align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %3, ptr align 8 %4, i64 12, i1 false)
  store [2 x i64] %1, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 8 %6, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 4 %3, i64 12, i1 false)
  %9 = load [2 x i64], ptr %7, align 8
  %10 = call i64 @sum_t12n([2 x i64] %9)
  %11 = mul i64 %10, 5
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 4 %5, i64 12, i1 false)
  %12 = load [2 x i64], ptr %8, align 8
  %13 = call i64 @sum_t12n([2 x i64] %12)
  %14 = sub i64 %11, %13
  ret i64 %14
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t12n([2 x i64] %0) #0 {
  %2 = alloca %struct.t12n, align 4
  %3 = alloca [2 x i64], align 8
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %2, ptr align 8 %3, i64 12, i1 false)
  %4 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 0
  %5 = getelementptr inbounds %struct.anon, ptr %4, i32 0, i32 0
  %6 = load i16, ptr %5, align 4
  %7 = sext i16 %6 to i64
  %8 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 0
  %9 = getelementptr inbounds %struct.anon, ptr %8, i32 0, i32 1
  %10 = load i16, ptr %9, align 2
  %11 = sext i16 %10 to i64
  %12 = mul i64 %11, 10
  %13 = add i64 %7, %12
  %14 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 1
  %15 = getelementptr inbounds %struct.anon.0, ptr %14, i32 0, i32 0
  %16 = load i32, ptr %15, align 4
  %17 = sext i32 %16 to i64
  %18 = mul i64 %17, 100
  %19 = add i64 %13, %18
  %20 = getelementptr inbounds %struct.t12n, ptr %2, i32 0, i32 1
  %21 = getelementptr inbounds %struct.anon.0, ptr %20, i32 0, i32 1
  %22 = load i8, ptr %21, align 4
  %23 = zext i8 %22 to i64
  %24 = add i64 %19, %23
  ret i64 %24
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @make_t15(i64 noundef %0) #0 {
  %2 = alloca %struct.t15, align 1
  %3 = alloca i64, align 8
  %4 = alloca i32, align 4
  %5 = alloca [2 x i64], align 8
  store i64 %0, ptr %3, align 8
  call void @llvm.memset.p0.i64(ptr align 1 %2, i8 0, i64 15, i1 false)
  store i32 0, ptr %4, align 4
  br label %6

6:                                                ; preds = %20, %1
  %7 = load i32, ptr %4, align 4
  %8 = icmp slt i32 %7, 15
  br i1 %8, label %9, label %23

9:                                                ; preds = %6
  %10 = load i64, ptr %3, align 8
  %11 = load i32, ptr %4, align 4
  %12 = mul nsw i32 %11, 17
  %13 = sext i32 %12 to i64
  %14 = add nsw i64 %10, %13
  %15 = trunc i64 %14 to i8
  %16 = getelementptr inbounds %struct.t15, ptr %2, i32 0, i32 0
  %17 = load i32, ptr %4, align 4
  %18 = sext i32 %17 to i64
  %19 = getelementptr inbounds [15 x i8], ptr %16, i64 0, i64 %18
  store i8 %15, ptr %19, align 1
  br label %20

20:                                               ; preds = %9
  %21 = load i32, ptr %4, align 4
  %22 = add nsw i32 %21, 1
  store i32 %22, ptr %4, align 4
  br label %6, !llvm.loop !11

23:                                               ; preds = %6
  %24 = getelementptr inbounds %struct.t15, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 1 %24, i64 15, i1 false)
  %25 = load [2 x i64], ptr %5, align 8
  ret [2 x i64] %25
}

; Function Attrs: noinline nounwind optnone uwtable
define internal [2 x i64] @swap_t15([2 x i64] %0) #0 {
  %2 = alloca %struct.t15, align 1
  %3 = alloca %struct.t15, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca i32, align 4
  %6 = alloca i8, align 1
  %7 = alloca [2 x i64], align 8
  %8 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %8, ptr align 8 %4, i64 15, i1 false)
  store i32 0, ptr %5, align 4
  br label %9

9:                                                ; preds = %34, %1
  %10 = load i32, ptr %5, align 4
  %11 = icmp slt i32 %10, 7
  br i1 %11, label %12, label %37

12:                                               ; preds = %9
  %13 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  %14 = load i32, ptr %5, align 4
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [15 x i8], ptr %13, i64 0, i64 %15
  %17 = load i8, ptr %16, align 1
  store i8 %17, ptr %6, align 1
  %18 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  %19 = load i32, ptr %5, align 4
  %20 = sub nsw i32 14, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [15 x i8], ptr %18, i64 0, i64 %21
  %23 = load i8, ptr %22, align 1
  %24 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  %25 = load i32, ptr %5, align 4
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds [15 x i8], ptr %24, i64 0, i64 %26
  store i8 %23, ptr %27, align 1
  %28 = load i8, ptr %6, align 1
  %29 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  %30 = load i32, ptr %5, align 4
  %31 = sub nsw i32 14, %30
  %32 = sext i32 %31 to i64
  %33 = getelementptr inbounds [15 x i8], ptr %29, i64 0, i64 %32
  store i8 %28, ptr %33, align 1
  br label %34

34:                                               ; preds = %12
  %35 = load i32, ptr %5, align 4
  %36 = add nsw i32 %35, 1
  store i32 %36, ptr %5, align 4
  br label %9, !llvm.loop !12

37:                                               ; preds = %9
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %2, ptr align 1 %3, i64 15, i1 false)
  %38 = getelementptr inbounds %struct.t15, ptr %2, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %38, i64 15, i1 false)
  %39 = load [2 x i64], ptr %7, align 8
  ret [2 x i64] %39
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @five_then_t15(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3, i64 noundef %4, [2 x i64] %5, i64 noundef %6) #0 {
  %8 = alloca %struct.t15, align 1
  %9 = alloca [2 x i64], align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i64, align 8
  %13 = alloca i64, align 8
  %14 = alloca i64, align 8
  %15 = alloca i64, align 8
  %16 = alloca [2 x i64], align 8
  %17 = getelementptr inbounds %struct.t15, ptr %8, i32 0, i32 0
  store [2 x i64] %5, ptr %9, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %17, ptr align 8 %9, i64 15, i1 false)
  store i64 %0, ptr %10, align 8
  store i64 %1, ptr %11, align 8
  store i64 %2, ptr %12, align 8
  store i64 %3, ptr %13, align 8
  store i64 %4, ptr %14, align 8
  store i64 %6, ptr %15, align 8
  %18 = load i64, ptr %10, align 8
  %19 = load i64, ptr %11, align 8
  %20 = sub nsw i64 %18, %19
  %21 = load i64, ptr %12, align 8
  %22 = add nsw i64 %20, %21
  %23 = load i64, ptr %13, align 8
  %24 = sub nsw i64 %22, %23
  %25 = load i64, ptr %14, align 8
  %26 = add nsw i64 %24, %25
  %27 = getelementptr inbounds %struct.t15, ptr %8, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 1 %27, i64 15, i1 false)
  %28 = load [2 x i64], ptr %16, align 8
  %29 = call i64 @sum_t15([2 x i64] %28)
  %30 = mul i64 %29, 2
  %31 = add i64 %26, %30
  %32 = load i64, ptr %15, align 8
  %33 = add i64 %31, %32
  ret i64 %33
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @two_t15([2 x i64] %0, [2 x i64] %1) #0 {
  %3 = alloca %struct.t15, align 1
  %4 = alloca [2 x i64], align 8
  %5 = alloca %struct.t15, align 1
  %6 = alloca [2 x i64], align 8
  %7 = alloca [2 x i64], align 8
  %8 = alloca [2 x i64], align 8
  %9 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  store [2 x i64] %0, ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %9, ptr align 8 %4, i64 15, i1 false)
  %10 = getelementptr inbounds %struct.t15, ptr %5, i32 0, i32 0
  store [2 x i64] %1, ptr %6, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %10, ptr align 8 %6, i64 15, i1 false)
  %11 = getelementptr inbounds %struct.t15, ptr %3, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 1 %11, i64 15, i1 false)
  %12 = load [2 x i64], ptr %7, align 8
  %13 = call i64 @sum_t15([2 x i64] %12)
  %14 = mul i64 %13, 5
  %15 = getelementptr inbounds %struct.t15, ptr %5, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 1 %15, i64 15, i1 false)
  %16 = load [2 x i64], ptr %8, align 8
  %17 = call i64 @sum_t15([2 x i64] %16)
  %18 = sub i64 %14, %17
  ret i64 %18
}

; Function Attrs: noinline nounwind optnone uwtable
define internal i64 @sum_t15([2 x i64] %0) #0 {
  %2 = alloca %struct.t15, align 1
  %3 = alloca [2 x i64], align 8
  %4 = getelementptr inbounds %struct.t15, ptr %2, i32 0, i32 0
  store [2 x i64] %0, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %4, ptr align 8 %3, i64 15, i1 false)
  %5 = getelementptr inbounds %struct.t15, ptr %2, i32 0, i32 0
  %6 = getelementptr inbounds [15 x i8], ptr %5, i64 0, i64 0
  %7 = load i8, ptr %6, align 1
  %8 = zext i8 %7 to i64
  %9 = getelementptr inbounds %struct.t15, ptr %2, i32 0, i32 0
  %10 = getelementptr inbounds [15 x i8], ptr %9, i64 0, i64 7
  %11 = load i8, ptr %10, align 1
  %12 = zext i8 %11 to i64
  %13 = mul i64 %12, 256
  %14 = add i64 %8, %13
  %15 = getelementptr inbounds %struct.t15, ptr %2, i32 0, i32 0
  %16 = getelementptr inbounds [15 x i8], ptr %15, i64 0, i64 14
  %17 = load i8, ptr %16, align 1
  %18 = zext i8 %17 to i64
  %19 = mul i64 %18, 65536
  %20 = add i64 %14, %19
  ret i64 %20
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

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
