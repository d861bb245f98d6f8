; ModuleID = 'programs/int128_arith.c'
source_filename = "programs/int128_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"umax=\00", align 1
@.str.1 = private unnamed_addr constant [6 x i8] c"smax=\00", align 1
@.str.2 = private unnamed_addr constant [6 x i8] c"smin=\00", align 1
@.str.3 = private unnamed_addr constant [10 x i8] c"umax hex=\00", align 1
@.str.4 = private unnamed_addr constant [10 x i8] c"smin hex=\00", align 1
@.str.5 = private unnamed_addr constant [7 x i8] c"%d! = \00", align 1
@.str.6 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1
@.str.7 = private unnamed_addr constant [7 x i8] c"s=%3d \00", align 1
@.str.8 = private unnamed_addr constant [5 x i8] c"shl=\00", align 1
@.str.9 = private unnamed_addr constant [7 x i8] c"      \00", align 1
@.str.10 = private unnamed_addr constant [5 x i8] c"shr=\00", align 1
@.str.11 = private unnamed_addr constant [5 x i8] c"sar=\00", align 1
@.str.12 = private unnamed_addr constant [7 x i8] c"s=127 \00", align 1
@.str.13 = private unnamed_addr constant [8 x i8] c"sar127 \00", align 1
@.str.14 = private unnamed_addr constant [5 x i8] c"mul=\00", align 1
@.str.15 = private unnamed_addr constant [9 x i8] c"mulwrap=\00", align 1
@__const.main.divisors = private unnamed_addr constant [9 x i128] [i128 1, i128 3, i128 10, i128 4294967295, i128 4294967296, i128 18446744073709551615, i128 18446744073709551616, i128 1267650600228229401496703217721, i128 -1], align 16
@.str.16 = private unnamed_addr constant [3 x i8] c"q=\00", align 1
@.str.17 = private unnamed_addr constant [3 x i8] c"r=\00", align 1
@.str.18 = private unnamed_addr constant [5 x i8] c"BAD\0A\00", align 1
@__const.main.sv = private unnamed_addr constant [8 x i128] [i128 -1, i128 1, i128 -7, i128 7, i128 -170141183460469231731687303715884105727, i128 170141183460469231731687303715884105727, i128 -1180591620717411303424, i128 1237940039285380274899124227], align 16
@.str.19 = private unnamed_addr constant [4 x i8] c"sq=\00", align 1
@.str.20 = private unnamed_addr constant [4 x i8] c"sr=\00", align 1
@.str.21 = private unnamed_addr constant [11 x i8] c"BAD %u %u\0A\00", align 1
@.str.22 = private unnamed_addr constant [17 x i8] c"to double %.17g\0A\00", align 1
@.str.23 = private unnamed_addr constant [19 x i8] c"to ldouble %.21Lg\0A\00", align 1
@.str.24 = private unnamed_addr constant [15 x i8] c"from -1.5e30: \00", align 1
@.str.25 = private unnamed_addr constant [10 x i8] c"from ld: \00", align 1
@.str.26 = private unnamed_addr constant [20 x i8] c"umax as float %.9g\0A\00", align 1
@.str.27 = private unnamed_addr constant [11 x i8] c"pass_many=\00", align 1
@.str.28 = private unnamed_addr constant [17 x i8] c"cmp %d %d %d %d\0A\00", align 1
@.str.29 = private unnamed_addr constant [5 x i8] c"%02x\00", align 1
@.str.30 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1
@.str.31 = private unnamed_addr constant [11 x i8] c"ovf %d %d\0A\00", align 1
@.str.32 = private unnamed_addr constant [5 x i8] c"res=\00", align 1
@.str.33 = private unnamed_addr constant [3 x i8] c"%s\00", align 1
@.str.34 = private unnamed_addr constant [4 x i8] c"%s-\00", align 1
@.str.35 = private unnamed_addr constant [18 x i8] c"%s%016llx%016llx\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i128, align 16
  %3 = alloca i128, align 16
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = alloca i32, align 4
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i128, align 16
  %14 = alloca i32, align 4
  %15 = alloca i128, align 16
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i128, align 16
  %19 = alloca i128, align 16
  %20 = alloca i128, align 16
  %21 = alloca i128, align 16
  %22 = alloca i128, align 16
  %23 = alloca i128, align 16
  %24 = alloca i128, align 16
  %25 = alloca i128, align 16
  %26 = alloca i128, align 16
  %27 = alloca i128, align 16
  %28 = alloca i128, align 16
  %29 = alloca i128, align 16
  %30 = alloca i128, align 16
  %31 = alloca i128, align 16
  %32 = alloca i128, align 16
  %33 = alloca i128, align 16
  %34 = alloca i128, align 16
  %35 = alloca i128, align 16
  %36 = alloca i128, align 16
  %37 = alloca i128, align 16
  %38 = alloca i128, align 16
  %39 = alloca [9 x i128], align 16
  %40 = alloca i32, align 4
  %41 = alloca i128, align 16
  %42 = alloca i128, align 16
  %43 = alloca i128, align 16
  %44 = alloca i128, align 16
  %45 = alloca i128, align 16
  %46 = alloca i128, align 16
  %47 = alloca i128, align 16
  %48 = alloca i128, align 16
  %49 = alloca i128, align 16
  %50 = alloca i128, align 16
  %51 = alloca [8 x i128], align 16
  %52 = alloca i32, align 4
  %53 = alloca i32, align 4
  %54 = alloca i128, align 16
  %55 = alloca i128, align 16
  %56 = alloca i128, align 16
  %57 = alloca i128, align 16
  %58 = alloca i128, align 16
  %59 = alloca i128, align 16
  %60 = alloca i128, align 16
  %61 = alloca i128, align 16
  %62 = alloca i128, align 16
  %63 = alloca i128, align 16
  %64 = alloca double, align 8
  %65 = alloca x86_fp80, align 16
  %66 = alloca i128, align 16
  %67 = alloca i128, align 16
  %68 = alloca i128, align 16
  %69 = alloca i128, align 16
  %70 = alloca float, align 4
  %71 = alloca i128, align 16
  %72 = alloca i128, align 16
  %73 = alloca i128, align 16
  %74 = alloca i128, align 16
  %75 = alloca [16 x i8], align 16
  %76 = alloca i32, align 4
  %77 = alloca i128, align 16
  %78 = alloca i32, align 4
  %79 = alloca i32, align 4
  %80 = alloca i128, align 16
  store i32 0, ptr %1, align 4
  store i128 -1, ptr %2, align 16
  store i128 170141183460469231731687303715884105727, ptr %3, align 16
  store i128 -170141183460469231731687303715884105728, ptr %4, align 16
  store i128 -1, ptr %5, align 16
  %81 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  %82 = load i64, ptr %81, align 16
  %83 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  %84 = load i64, ptr %83, align 8
  call void @pu(ptr noundef @.str, i64 noundef %82, i64 noundef %84)
  store i128 170141183460469231731687303715884105727, ptr %6, align 16
  %85 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  %86 = load i64, ptr %85, align 16
  %87 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  %88 = load i64, ptr %87, align 8
  call void @ps(ptr noundef @.str.1, i64 noundef %86, i64 noundef %88)
  store i128 -170141183460469231731687303715884105728, ptr %7, align 16
  %89 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %90 = load i64, ptr %89, align 16
  %91 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %92 = load i64, ptr %91, align 8
  call void @ps(ptr noundef @.str.2, i64 noundef %90, i64 noundef %92)
  store i128 -1, ptr %8, align 16
  %93 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %94 = load i64, ptr %93, align 16
  %95 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %96 = load i64, ptr %95, align 8
  call void @phex(ptr noundef @.str.3, i64 noundef %94, i64 noundef %96)
  store i128 -170141183460469231731687303715884105728, ptr %9, align 16
  %97 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 0
  %98 = load i64, ptr %97, align 16
  %99 = getelementptr inbounds { i64, i64 }, ptr %9, i32 0, i32 1
  %100 = load i64, ptr %99, align 8
  call void @phex(ptr noundef @.str.4, i64 noundef %98, i64 noundef %100)
  store i32 20, ptr %10, align 4
  br label %101

101:                                              ; preds = %118, %0
  %102 = load i32, ptr %10, align 4
  %103 = icmp sle i32 %102, 34
  br i1 %103, label %104, label %121

104:                                              ; preds = %101
  %105 = load i32, ptr %10, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %105)
  %107 = load i32, ptr %10, align 4
  %108 = call { i64, i64 } @fact(i32 noundef %107)
  %109 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  %110 = extractvalue { i64, i64 } %108, 0
  store i64 %110, ptr %109, align 16
  %111 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  %112 = extractvalue { i64, i64 } %108, 1
  store i64 %112, ptr %111, align 8
  %113 = load i128, ptr %11, align 16
  store i128 %113, ptr %12, align 16
  %114 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  %115 = load i64, ptr %114, align 16
  %116 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  %117 = load i64, ptr %116, align 8
  call void @pu(ptr noundef @.str.6, i64 noundef %115, i64 noundef %117)
  br label %118

118:                                              ; preds = %104
  %119 = load i32, ptr %10, align 4
  %120 = add nsw i32 %119, 1
  store i32 %120, ptr %10, align 4
  br label %101, !llvm.loop !6

121:                                              ; preds = %101
  store i128 1512366075204170947332355369683137040, ptr %13, align 16
  store i32 0, ptr %14, align 4
  br label %122

122:                                              ; preds = %179, %121
  %123 = load i32, ptr %14, align 4
  %124 = icmp slt i32 %123, 128
  br i1 %124, label %125, label %182

125:                                              ; preds = %122
  %126 = load i32, ptr %14, align 4
  %127 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %126)
  %128 = load i128, ptr %13, align 16
  %129 = load i32, ptr %14, align 4
  store i128 %128, ptr %15, align 16
  %130 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 0
  %131 = load i64, ptr %130, align 16
  %132 = getelementptr inbounds { i64, i64 }, ptr %15, i32 0, i32 1
  %133 = load i64, ptr %132, align 8
  %134 = call { i64, i64 } @shl(i64 noundef %131, i64 noundef %133, i32 noundef %129)
  %135 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 0
  %136 = extractvalue { i64, i64 } %134, 0
  store i64 %136, ptr %135, align 16
  %137 = getelementptr inbounds { i64, i64 }, ptr %16, i32 0, i32 1
  %138 = extractvalue { i64, i64 } %134, 1
  store i64 %138, ptr %137, align 8
  %139 = load i128, ptr %16, align 16
  store i128 %139, ptr %17, align 16
  %140 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 0
  %141 = load i64, ptr %140, align 16
  %142 = getelementptr inbounds { i64, i64 }, ptr %17, i32 0, i32 1
  %143 = load i64, ptr %142, align 8
  call void @phex(ptr noundef @.str.8, i64 noundef %141, i64 noundef %143)
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %145 = load i128, ptr %13, align 16
  %146 = load i32, ptr %14, align 4
  store i128 %145, ptr %18, align 16
  %147 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 0
  %148 = load i64, ptr %147, align 16
  %149 = getelementptr inbounds { i64, i64 }, ptr %18, i32 0, i32 1
  %150 = load i64, ptr %149, align 8
  %151 = call { i64, i64 } @shru(i64 noundef %148, i64 noundef %150, i32 noundef %146)
  %152 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 0
  %153 = extractvalue { i64, i64 } %151, 0
  store i64 %153, ptr %152, align 16
  %154 = getelementptr inbounds { i64, i64 }, ptr %19, i32 0, i32 1
  %155 = extractvalue { i64, i64 } %151, 1
  store i64 %155, ptr %154, align 8
  %156 = load i128, ptr %19, align 16
  store i128 %156, ptr %20, align 16
  %157 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 0
  %158 = load i64, ptr %157, align 16
  %159 = getelementptr inbounds { i64, i64 }, ptr %20, i32 0, i32 1
  %160 = load i64, ptr %159, align 8
  call void @phex(ptr noundef @.str.10, i64 noundef %158, i64 noundef %160)
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.9)
  %162 = load i128, ptr %13, align 16
  %163 = xor i128 %162, -1
  %164 = load i32, ptr %14, align 4
  store i128 %163, ptr %21, align 16
  %165 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 0
  %166 = load i64, ptr %165, align 16
  %167 = getelementptr inbounds { i64, i64 }, ptr %21, i32 0, i32 1
  %168 = load i64, ptr %167, align 8
  %169 = call { i64, i64 } @shrs(i64 noundef %166, i64 noundef %168, i32 noundef %164)
  %170 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 0
  %171 = extractvalue { i64, i64 } %169, 0
  store i64 %171, ptr %170, align 16
  %172 = getelementptr inbounds { i64, i64 }, ptr %22, i32 0, i32 1
  %173 = extractvalue { i64, i64 } %169, 1
  store i64 %173, ptr %172, align 8
  %174 = load i128, ptr %22, align 16
  store i128 %174, ptr %23, align 16
  %175 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 0
  %176 = load i64, ptr %175, align 16
  %177 = getelementptr inbounds { i64, i64 }, ptr %23, i32 0, i32 1
  %178 = load i64, ptr %177, align 8
  call void @phex(ptr noundef @.str.11, i64 noundef %176, i64 noundef %178)
  br label %179

179:                                              ; preds = %125
  %180 = load i32, ptr %14, align 4
  %181 = add nsw i32 %180, 9
  store i32 %181, ptr %14, align 4
  br label %122, !llvm.loop !8

182:                                              ; preds = %122
  %183 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  store i128 1, ptr %24, align 16
  %184 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 0
  %185 = load i64, ptr %184, align 16
  %186 = getelementptr inbounds { i64, i64 }, ptr %24, i32 0, i32 1
  %187 = load i64, ptr %186, align 8
  %188 = call { i64, i64 } @shl(i64 noundef %185, i64 noundef %187, i32 noundef 127)
  %189 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 0
  %190 = extractvalue { i64, i64 } %188, 0
  store i64 %190, ptr %189, align 16
  %191 = getelementptr inbounds { i64, i64 }, ptr %25, i32 0, i32 1
  %192 = extractvalue { i64, i64 } %188, 1
  store i64 %192, ptr %191, align 8
  %193 = load i128, ptr %25, align 16
  store i128 %193, ptr %26, align 16
  %194 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 0
  %195 = load i64, ptr %194, align 16
  %196 = getelementptr inbounds { i64, i64 }, ptr %26, i32 0, i32 1
  %197 = load i64, ptr %196, align 8
  call void @phex(ptr noundef @.str.6, i64 noundef %195, i64 noundef %197)
  store i128 -170141183460469231731687303715884105728, ptr %27, align 16
  %198 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 0
  %199 = load i64, ptr %198, align 16
  %200 = getelementptr inbounds { i64, i64 }, ptr %27, i32 0, i32 1
  %201 = load i64, ptr %200, align 8
  %202 = call { i64, i64 } @shrs(i64 noundef %199, i64 noundef %201, i32 noundef 127)
  %203 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 0
  %204 = extractvalue { i64, i64 } %202, 0
  store i64 %204, ptr %203, align 16
  %205 = getelementptr inbounds { i64, i64 }, ptr %28, i32 0, i32 1
  %206 = extractvalue { i64, i64 } %202, 1
  store i64 %206, ptr %205, align 8
  %207 = load i128, ptr %28, align 16
  store i128 %207, ptr %29, align 16
  %208 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 0
  %209 = load i64, ptr %208, align 16
  %210 = getelementptr inbounds { i64, i64 }, ptr %29, i32 0, i32 1
  %211 = load i64, ptr %210, align 8
  call void @phex(ptr noundef @.str.13, i64 noundef %209, i64 noundef %211)
  %212 = load i128, ptr %13, align 16
  store i128 %212, ptr %31, align 16
  %213 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 0
  %214 = load i64, ptr %213, align 16
  %215 = getelementptr inbounds { i64, i64 }, ptr %31, i32 0, i32 1
  %216 = load i64, ptr %215, align 8
  store i128 11400714819323198485, ptr %32, align 16
  %217 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 0
  %218 = load i64, ptr %217, align 16
  %219 = getelementptr inbounds { i64, i64 }, ptr %32, i32 0, i32 1
  %220 = load i64, ptr %219, align 8
  %221 = call { i64, i64 } @mulu(i64 noundef %214, i64 noundef %216, i64 noundef %218, i64 noundef %220)
  %222 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 0
  %223 = extractvalue { i64, i64 } %221, 0
  store i64 %223, ptr %222, align 16
  %224 = getelementptr inbounds { i64, i64 }, ptr %33, i32 0, i32 1
  %225 = extractvalue { i64, i64 } %221, 1
  store i64 %225, ptr %224, align 8
  %226 = load i128, ptr %33, align 16
  store i128 %226, ptr %30, align 16
  %227 = load i128, ptr %30, align 16
  store i128 %227, ptr %34, align 16
  %228 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 0
  %229 = load i64, ptr %228, align 16
  %230 = getelementptr inbounds { i64, i64 }, ptr %34, i32 0, i32 1
  %231 = load i64, ptr %230, align 8
  call void @phex(ptr noundef @.str.14, i64 noundef %229, i64 noundef %231)
  store i128 -1, ptr %35, align 16
  %232 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 0
  %233 = load i64, ptr %232, align 16
  %234 = getelementptr inbounds { i64, i64 }, ptr %35, i32 0, i32 1
  %235 = load i64, ptr %234, align 8
  store i128 -1, ptr %36, align 16
  %236 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 0
  %237 = load i64, ptr %236, align 16
  %238 = getelementptr inbounds { i64, i64 }, ptr %36, i32 0, i32 1
  %239 = load i64, ptr %238, align 8
  %240 = call { i64, i64 } @mulu(i64 noundef %233, i64 noundef %235, i64 noundef %237, i64 noundef %239)
  %241 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 0
  %242 = extractvalue { i64, i64 } %240, 0
  store i64 %242, ptr %241, align 16
  %243 = getelementptr inbounds { i64, i64 }, ptr %37, i32 0, i32 1
  %244 = extractvalue { i64, i64 } %240, 1
  store i64 %244, ptr %243, align 8
  %245 = load i128, ptr %37, align 16
  store i128 %245, ptr %38, align 16
  %246 = getelementptr inbounds { i64, i64 }, ptr %38, i32 0, i32 0
  %247 = load i64, ptr %246, align 16
  %248 = getelementptr inbounds { i64, i64 }, ptr %38, i32 0, i32 1
  %249 = load i64, ptr %248, align 8
  call void @phex(ptr noundef @.str.15, i64 noundef %247, i64 noundef %249)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %39, ptr align 16 @__const.main.divisors, i64 144, i1 false)
  store i32 0, ptr %40, align 4
  br label %250

250:                                              ; preds = %319, %182
  %251 = load i32, ptr %40, align 4
  %252 = zext i32 %251 to i64
  %253 = icmp ult i64 %252, 9
  br i1 %253, label %254, label %322

254:                                              ; preds = %250
  %255 = load i128, ptr %13, align 16
  %256 = mul i128 %255, 7
  %257 = load i32, ptr %40, align 4
  %258 = zext i32 %257 to i64
  %259 = getelementptr inbounds [9 x i128], ptr %39, i64 0, i64 %258
  %260 = load i128, ptr %259, align 16
  store i128 %256, ptr %42, align 16
  %261 = getelementptr inbounds { i64, i64 }, ptr %42, i32 0, i32 0
  %262 = load i64, ptr %261, align 16
  %263 = getelementptr inbounds { i64, i64 }, ptr %42, i32 0, i32 1
  %264 = load i64, ptr %263, align 8
  store i128 %260, ptr %43, align 16
  %265 = getelementptr inbounds { i64, i64 }, ptr %43, i32 0, i32 0
  %266 = load i64, ptr %265, align 16
  %267 = getelementptr inbounds { i64, i64 }, ptr %43, i32 0, i32 1
  %268 = load i64, ptr %267, align 8
  %269 = call { i64, i64 } @divu(i64 noundef %262, i64 noundef %264, i64 noundef %266, i64 noundef %268)
  %270 = getelementptr inbounds { i64, i64 }, ptr %44, i32 0, i32 0
  %271 = extractvalue { i64, i64 } %269, 0
  store i64 %271, ptr %270, align 16
  %272 = getelementptr inbounds { i64, i64 }, ptr %44, i32 0, i32 1
  %273 = extractvalue { i64, i64 } %269, 1
  store i64 %273, ptr %272, align 8
  %274 = load i128, ptr %44, align 16
  store i128 %274, ptr %41, align 16
  %275 = load i128, ptr %13, align 16
  %276 = mul i128 %275, 7
  %277 = load i32, ptr %40, align 4
  %278 = zext i32 %277 to i64
  %279 = getelementptr inbounds [9 x i128], ptr %39, i64 0, i64 %278
  %280 = load i128, ptr %279, align 16
  store i128 %276, ptr %46, align 16
  %281 = getelementptr inbounds { i64, i64 }, ptr %46, i32 0, i32 0
  %282 = load i64, ptr %281, align 16
  %283 = getelementptr inbounds { i64, i64 }, ptr %46, i32 0, i32 1
  %284 = load i64, ptr %283, align 8
  store i128 %280, ptr %47, align 16
  %285 = getelementptr inbounds { i64, i64 }, ptr %47, i32 0, i32 0
  %286 = load i64, ptr %285, align 16
  %287 = getelementptr inbounds { i64, i64 }, ptr %47, i32 0, i32 1
  %288 = load i64, ptr %287, align 8
  %289 = call { i64, i64 } @remu(i64 noundef %282, i64 noundef %284, i64 noundef %286, i64 noundef %288)
  %290 = getelementptr inbounds { i64, i64 }, ptr %48, i32 0, i32 0
  %291 = extractvalue { i64, i64 } %289, 0
  store i64 %291, ptr %290, align 16
  %292 = getelementptr inbounds { i64, i64 }, ptr %48, i32 0, i32 1
  %293 = extractvalue { i64, i64 } %289, 1
  store i64 %293, ptr %292, align 8
  %294 = load i128, ptr %48, align 16
  store i128 %294, ptr %45, align 16
  %295 = load i128, ptr %41, align 16
  store i128 %295, ptr %49, align 16
  %296 = getelementptr inbounds { i64, i64 }, ptr %49, i32 0, i32 0
  %297 = load i64, ptr %296, align 16
  %298 = getelementptr inbounds { i64, i64 }, ptr %49, i32 0, i32 1
  %299 = load i64, ptr %298, align 8
  call void @phex(ptr noundef @.str.16, i64 noundef %297, i64 noundef %299)
  %300 = load i128, ptr %45, align 16
  store i128 %300, ptr %50, align 16
  %301 = getelementptr inbounds { i64, i64 }, ptr %50, i32 0, i32 0
  %302 = load i64, ptr %301, align 16
  %303 = getelementptr inbounds { i64, i64 }, ptr %50, i32 0, i32 1
  %304 = load i64, ptr %303, align 8
  call void @phex(ptr noundef @.str.17, i64 noundef %302, i64 noundef %304)
  %305 = load i128, ptr %41, align 16
  %306 = load i32, ptr %40, align 4
  %307 = zext i32 %306 to i64
  %308 = getelementptr inbounds [9 x i128], ptr %39, i64 0, i64 %307
  %309 = load i128, ptr %308, align 16
  %310 = mul i128 %305, %309
  %311 = load i128, ptr %45, align 16
  %312 = add i128 %310, %311
  %313 = load i128, ptr %13, align 16
  %314 = mul i128 %313, 7
  %315 = icmp ne i128 %312, %314
  br i1 %315, label %316, label %318

316:                                              ; preds = %254
  %317 = call i32 (ptr, ...) @printf(ptr noundef @.str.18)
  br label %318

318:                                              ; preds = %316, %254
  br label %319

319:                                              ; preds = %318
  %320 = load i32, ptr %40, align 4
  %321 = add i32 %320, 1
  store i32 %321, ptr %40, align 4
  br label %250, !llvm.loop !9

322:                                              ; preds = %250
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %51, ptr align 16 @__const.main.sv, i64 128, i1 false)
  store i32 0, ptr %52, align 4
  br label %323

323:                                              ; preds = %415, %322
  %324 = load i32, ptr %52, align 4
  %325 = icmp ult i32 %324, 8
  br i1 %325, label %326, label %418

326:                                              ; preds = %323
  store i32 0, ptr %53, align 4
  br label %327

327:                                              ; preds = %411, %326
  %328 = load i32, ptr %53, align 4
  %329 = icmp ult i32 %328, 8
  br i1 %329, label %330, label %414

330:                                              ; preds = %327
  %331 = load i32, ptr %52, align 4
  %332 = zext i32 %331 to i64
  %333 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %332
  %334 = load i128, ptr %333, align 16
  %335 = load i32, ptr %53, align 4
  %336 = zext i32 %335 to i64
  %337 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %336
  %338 = load i128, ptr %337, align 16
  store i128 %334, ptr %55, align 16
  %339 = getelementptr inbounds { i64, i64 }, ptr %55, i32 0, i32 0
  %340 = load i64, ptr %339, align 16
  %341 = getelementptr inbounds { i64, i64 }, ptr %55, i32 0, i32 1
  %342 = load i64, ptr %341, align 8
  store i128 %338, ptr %56, align 16
  %343 = getelementptr inbounds { i64, i64 }, ptr %56, i32 0, i32 0
  %344 = load i64, ptr %343, align 16
  %345 = getelementptr inbounds { i64, i64 }, ptr %56, i32 0, i32 1
  %346 = load i64, ptr %345, align 8
  %347 = call { i64, i64 } @divs(i64 noundef %340, i64 noundef %342, i64 noundef %344, i64 noundef %346)
  %348 = getelementptr inbounds { i64, i64 }, ptr %57, i32 0, i32 0
  %349 = extractvalue { i64, i64 } %347, 0
  store i64 %349, ptr %348, align 16
  %350 = getelementptr inbounds { i64, i64 }, ptr %57, i32 0, i32 1
  %351 = extractvalue { i64, i64 } %347, 1
  store i64 %351, ptr %350, align 8
  %352 = load i128, ptr %57, align 16
  store i128 %352, ptr %54, align 16
  %353 = load i32, ptr %52, align 4
  %354 = zext i32 %353 to i64
  %355 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %354
  %356 = load i128, ptr %355, align 16
  %357 = load i32, ptr %53, align 4
  %358 = zext i32 %357 to i64
  %359 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %358
  %360 = load i128, ptr %359, align 16
  store i128 %356, ptr %59, align 16
  %361 = getelementptr inbounds { i64, i64 }, ptr %59, i32 0, i32 0
  %362 = load i64, ptr %361, align 16
  %363 = getelementptr inbounds { i64, i64 }, ptr %59, i32 0, i32 1
  %364 = load i64, ptr %363, align 8
  store i128 %360, ptr %60, align 16
  %365 = getelementptr inbounds { i64, i64 }, ptr %60, i32 0, i32 0
  %366 = load i64, ptr %365, align 16
  %367 = getelementptr inbounds { i64, i64 }, ptr %60, i32 0, i32 1
  %368 = load i64, ptr %367, align 8
  %369 = call { i64, i64 } @rems(i64 noundef %362, i64 noundef %364, i64 noundef %366, i64 noundef %368)
  %370 = getelementptr inbounds { i64, i64 }, ptr %61, i32 0, i32 0
  %371 = extractvalue { i64, i64 } %369, 0
  store i64 %371, ptr %370, align 16
  %372 = getelementptr inbounds { i64, i64 }, ptr %61, i32 0, i32 1
  %373 = extractvalue { i64, i64 } %369, 1
  store i64 %373, ptr %372, align 8
  %374 = load i128, ptr %61, align 16
  store i128 %374, ptr %58, align 16
  %375 = load i32, ptr %52, align 4
  %376 = urem i32 %375, 3
  %377 = icmp eq i32 %376, 0
  br i1 %377, label %381, label %378

378:                                              ; preds = %330
  %379 = load i32, ptr %53, align 4
  %380 = icmp eq i32 %379, 2
  br i1 %380, label %381, label %392

381:                                              ; preds = %378, %330
  %382 = load i128, ptr %54, align 16
  store i128 %382, ptr %62, align 16
  %383 = getelementptr inbounds { i64, i64 }, ptr %62, i32 0, i32 0
  %384 = load i64, ptr %383, align 16
  %385 = getelementptr inbounds { i64, i64 }, ptr %62, i32 0, i32 1
  %386 = load i64, ptr %385, align 8
  call void @ps(ptr noundef @.str.19, i64 noundef %384, i64 noundef %386)
  %387 = load i128, ptr %58, align 16
  store i128 %387, ptr %63, align 16
  %388 = getelementptr inbounds { i64, i64 }, ptr %63, i32 0, i32 0
  %389 = load i64, ptr %388, align 16
  %390 = getelementptr inbounds { i64, i64 }, ptr %63, i32 0, i32 1
  %391 = load i64, ptr %390, align 8
  call void @ps(ptr noundef @.str.20, i64 noundef %389, i64 noundef %391)
  br label %392

392:                                              ; preds = %381, %378
  %393 = load i128, ptr %54, align 16
  %394 = load i32, ptr %53, align 4
  %395 = zext i32 %394 to i64
  %396 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %395
  %397 = load i128, ptr %396, align 16
  %398 = mul nsw i128 %393, %397
  %399 = load i128, ptr %58, align 16
  %400 = add nsw i128 %398, %399
  %401 = load i32, ptr %52, align 4
  %402 = zext i32 %401 to i64
  %403 = getelementptr inbounds [8 x i128], ptr %51, i64 0, i64 %402
  %404 = load i128, ptr %403, align 16
  %405 = icmp ne i128 %400, %404
  br i1 %405, label %406, label %410

406:                                              ; preds = %392
  %407 = load i32, ptr %52, align 4
  %408 = load i32, ptr %53, align 4
  %409 = call i32 (ptr, ...) @printf(ptr noundef @.str.21, i32 noundef %407, i32 noundef %408)
  br label %410

410:                                              ; preds = %406, %392
  br label %411

411:                                              ; preds = %410
  %412 = load i32, ptr %53, align 4
  %413 = add i32 %412, 1
  store i32 %413, ptr %53, align 4
  br label %327, !llvm.loop !10

414:                                              ; preds = %327
  br label %415

415:                                              ; preds = %414
  %416 = load i32, ptr %52, align 4
  %417 = add i32 %416, 1
  store i32 %417, ptr %52, align 4
  br label %323, !llvm.loop !11

418:                                              ; preds = %323
  %419 = load i128, ptr %13, align 16
  %420 = uitofp i128 %419 to double
  store double %420, ptr %64, align 8
  %421 = load double, ptr %64, align 8
  %422 = call i32 (ptr, ...) @printf(ptr noundef @.str.22, double noundef %421)
  %423 = load i128, ptr %13, align 16
  %424 = uitofp i128 %423 to x86_fp80
  store x86_fp80 %424, ptr %65, align 16
  %425 = load x86_fp80, ptr %65, align 16
  %426 = call i32 (ptr, ...) @printf(ptr noundef @.str.23, x86_fp80 noundef %425)
  store i128 -1499999999999999889089448902656, ptr %66, align 16
  %427 = load i128, ptr %66, align 16
  store i128 %427, ptr %67, align 16
  %428 = getelementptr inbounds { i64, i64 }, ptr %67, i32 0, i32 0
  %429 = load i64, ptr %428, align 16
  %430 = getelementptr inbounds { i64, i64 }, ptr %67, i32 0, i32 1
  %431 = load i64, ptr %430, align 8
  call void @ps(ptr noundef @.str.24, i64 noundef %429, i64 noundef %431)
  store i128 1234567890123456788995863525063655424, ptr %68, align 16
  %432 = load i128, ptr %68, align 16
  store i128 %432, ptr %69, align 16
  %433 = getelementptr inbounds { i64, i64 }, ptr %69, i32 0, i32 0
  %434 = load i64, ptr %433, align 16
  %435 = getelementptr inbounds { i64, i64 }, ptr %69, i32 0, i32 1
  %436 = load i64, ptr %435, align 8
  call void @pu(ptr noundef @.str.25, i64 noundef %434, i64 noundef %436)
  store float 0x7FF0000000000000, ptr %70, align 4
  %437 = load float, ptr %70, align 4
  %438 = fpext float %437 to double
  %439 = call i32 (ptr, ...) @printf(ptr noundef @.str.26, double noundef %438)
  store i128 56713727820156410577229101238628035242, ptr %71, align 16
  %440 = getelementptr inbounds { i64, i64 }, ptr %71, i32 0, i32 0
  %441 = load i64, ptr %440, align 16
  %442 = getelementptr inbounds { i64, i64 }, ptr %71, i32 0, i32 1
  %443 = load i64, ptr %442, align 8
  store i128 -5, ptr %72, align 16
  %444 = getelementptr inbounds { i64, i64 }, ptr %72, i32 0, i32 0
  %445 = load i64, ptr %444, align 16
  %446 = getelementptr inbounds { i64, i64 }, ptr %72, i32 0, i32 1
  %447 = load i64, ptr %446, align 8
  %448 = call { i64, i64 } @pass_many(i32 noundef 1, i64 noundef %441, i64 noundef %443, i32 noundef 2, i64 noundef %445, i64 noundef %447, i128 noundef 1267650600228229401496703205376, i64 noundef -7, i128 noundef 42)
  %449 = getelementptr inbounds { i64, i64 }, ptr %73, i32 0, i32 0
  %450 = extractvalue { i64, i64 } %448, 0
  store i64 %450, ptr %449, align 16
  %451 = getelementptr inbounds { i64, i64 }, ptr %73, i32 0, i32 1
  %452 = extractvalue { i64, i64 } %448, 1
  store i64 %452, ptr %451, align 8
  %453 = load i128, ptr %73, align 16
  store i128 %453, ptr %74, align 16
  %454 = getelementptr inbounds { i64, i64 }, ptr %74, i32 0, i32 0
  %455 = load i64, ptr %454, align 16
  %456 = getelementptr inbounds { i64, i64 }, ptr %74, i32 0, i32 1
  %457 = load i64, ptr %456, align 8
  call void @ps(ptr noundef @.str.27, i64 noundef %455, i64 noundef %457)
  %458 = call i32 (ptr, ...) @printf(ptr noundef @.str.28, i32 noundef 1, i32 noundef 1, i32 noundef 1, i32 noundef 1)
  %459 = getelementptr inbounds [16 x i8], ptr %75, i64 0, i64 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %459, ptr align 16 %13, i64 16, i1 false)
  store i32 0, ptr %76, align 4
  br label %460

460:                                              ; preds = %470, %418
  %461 = load i32, ptr %76, align 4
  %462 = icmp slt i32 %461, 16
  br i1 %462, label %463, label %473

463:                                              ; preds = %460
  %464 = load i32, ptr %76, align 4
  %465 = sext i32 %464 to i64
  %466 = getelementptr inbounds [16 x i8], ptr %75, i64 0, i64 %465
  %467 = load i8, ptr %466, align 1
  %468 = zext i8 %467 to i32
  %469 = call i32 (ptr, ...) @printf(ptr noundef @.str.29, i32 noundef %468)
  br label %470

470:                                              ; preds = %463
  %471 = load i32, ptr %76, align 4
  %472 = add nsw i32 %471, 1
  store i32 %472, ptr %76, align 4
  br label %460, !llvm.loop !12

473:                                              ; preds = %460
  %474 = call i32 (ptr, ...) @printf(ptr noundef @.str.30)
  %475 = call { i128, i1 } @llvm.sadd.with.overflow.i128(i128 170141183460469231731687303715884105727, i128 1)
  %476 = extractvalue { i128, i1 } %475, 1
  %477 = extractvalue { i128, i1 } %475, 0
  store i128 %477, ptr %77, align 16
  %478 = zext i1 %476 to i32
  store i32 %478, ptr %78, align 4
  %479 = call { i128, i1 } @llvm.smul.with.overflow.i128(i128 18446744073709551616, i128 4611686018427387904)
  %480 = extractvalue { i128, i1 } %479, 1
  %481 = extractvalue { i128, i1 } %479, 0
  store i128 %481, ptr %77, align 16
  %482 = zext i1 %480 to i32
  store i32 %482, ptr %79, align 4
  %483 = load i32, ptr %78, align 4
  %484 = load i32, ptr %79, align 4
  %485 = call i32 (ptr, ...) @printf(ptr noundef @.str.31, i32 noundef %483, i32 noundef %484)
  %486 = load i128, ptr %77, align 16
  store i128 %486, ptr %80, align 16
  %487 = getelementptr inbounds { i64, i64 }, ptr %80, i32 0, i32 0
  %488 = load i64, ptr %487, align 16
  %489 = getelementptr inbounds { i64, i64 }, ptr %80, i32 0, i32 1
  %490 = load i64, ptr %489, align 8
  call void @ps(ptr noundef @.str.32, i64 noundef %488, i64 noundef %490)
  %491 = load i128, ptr %13, align 16
  %492 = urem i128 %491, 200
  %493 = trunc i128 %492 to i32
  ret i32 %493
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @pu(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca [64 x i8], align 16
  %8 = alloca i32, align 4
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  %11 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %11, ptr %6, align 16
  store i32 0, ptr %8, align 4
  %12 = load i128, ptr %6, align 16
  %13 = icmp eq i128 %12, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %3
  %15 = load i32, ptr %8, align 4
  %16 = add nsw i32 %15, 1
  store i32 %16, ptr %8, align 4
  %17 = sext i32 %15 to i64
  %18 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %17
  store i8 48, ptr %18, align 1
  br label %19

19:                                               ; preds = %14, %3
  br label %20

20:                                               ; preds = %23, %19
  %21 = load i128, ptr %6, align 16
  %22 = icmp ne i128 %21, 0
  br i1 %22, label %23, label %35

23:                                               ; preds = %20
  %24 = load i128, ptr %6, align 16
  %25 = urem i128 %24, 10
  %26 = trunc i128 %25 to i32
  %27 = add nsw i32 48, %26
  %28 = trunc i32 %27 to i8
  %29 = load i32, ptr %8, align 4
  %30 = add nsw i32 %29, 1
  store i32 %30, ptr %8, align 4
  %31 = sext i32 %29 to i64
  %32 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %31
  store i8 %28, ptr %32, align 1
  %33 = load i128, ptr %6, align 16
  %34 = udiv i128 %33, 10
  store i128 %34, ptr %6, align 16
  br label %20, !llvm.loop !13

35:                                               ; preds = %20
  %36 = load ptr, ptr %5, align 8
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.33, ptr noundef %36)
  br label %38

38:                                               ; preds = %41, %35
  %39 = load i32, ptr %8, align 4
  %40 = icmp ne i32 %39, 0
  br i1 %40, label %41, label %49

41:                                               ; preds = %38
  %42 = load i32, ptr %8, align 4
  %43 = add nsw i32 %42, -1
  store i32 %43, ptr %8, align 4
  %44 = sext i32 %43 to i64
  %45 = getelementptr inbounds [64 x i8], ptr %7, i64 0, i64 %44
  %46 = load i8, ptr %45, align 1
  %47 = sext i8 %46 to i32
  %48 = call i32 @putchar(i32 noundef %47)
  br label %38, !llvm.loop !14

49:                                               ; preds = %38
  %50 = call i32 @putchar(i32 noundef 10)
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @ps(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %9, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %10, align 8
  %11 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %11, ptr %6, align 16
  %12 = load i128, ptr %6, align 16
  %13 = icmp slt i128 %12, 0
  br i1 %13, label %14, label %23

14:                                               ; preds = %3
  %15 = load ptr, ptr %5, align 8
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.34, ptr noundef %15)
  %17 = load i128, ptr %6, align 16
  %18 = sub i128 0, %17
  store i128 %18, ptr %7, align 16
  %19 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  %20 = load i64, ptr %19, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  %22 = load i64, ptr %21, align 8
  call void @pu(ptr noundef @.str.6, i64 noundef %20, i64 noundef %22)
  br label %30

23:                                               ; preds = %3
  %24 = load ptr, ptr %5, align 8
  %25 = load i128, ptr %6, align 16
  store i128 %25, ptr %8, align 16
  %26 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 0
  %27 = load i64, ptr %26, align 16
  %28 = getelementptr inbounds { i64, i64 }, ptr %8, i32 0, i32 1
  %29 = load i64, ptr %28, align 8
  call void @pu(ptr noundef %24, i64 noundef %27, i64 noundef %29)
  br label %30

30:                                               ; preds = %23, %14
  ret void
}

; Function Attrs: noinline nounwind optnone uwtable
define internal void @phex(ptr noundef %0, i64 noundef %1, i64 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca ptr, align 8
  %6 = alloca i128, align 16
  %7 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 0
  store i64 %1, ptr %7, align 16
  %8 = getelementptr inbounds { i64, i64 }, ptr %4, i32 0, i32 1
  store i64 %2, ptr %8, align 8
  %9 = load i128, ptr %4, align 16
  store ptr %0, ptr %5, align 8
  store i128 %9, ptr %6, align 16
  %10 = load ptr, ptr %5, align 8
  %11 = load i128, ptr %6, align 16
  %12 = lshr i128 %11, 64
  %13 = trunc i128 %12 to i64
  %14 = load i128, ptr %6, align 16
  %15 = trunc i128 %14 to i64
  %16 = call i32 (ptr, ...) @printf(ptr noundef @.str.35, ptr noundef %10, i64 noundef %13, i64 noundef %15)
  ret void
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @fact(i32 noundef %0) #0 {
  %2 = alloca i128, align 16
  %3 = alloca i32, align 4
  %4 = alloca i128, align 16
  %5 = alloca i32, align 4
  store i32 %0, ptr %3, align 4
  store i128 1, ptr %4, align 16
  store i32 2, ptr %5, align 4
  br label %6

6:                                                ; preds = %15, %1
  %7 = load i32, ptr %5, align 4
  %8 = load i32, ptr %3, align 4
  %9 = icmp sle i32 %7, %8
  br i1 %9, label %10, label %18

10:                                               ; preds = %6
  %11 = load i32, ptr %5, align 4
  %12 = sext i32 %11 to i128
  %13 = load i128, ptr %4, align 16
  %14 = mul i128 %13, %12
  store i128 %14, ptr %4, align 16
  br label %15

15:                                               ; preds = %10
  %16 = load i32, ptr %5, align 4
  %17 = add nsw i32 %16, 1
  store i32 %17, ptr %5, align 4
  br label %6, !llvm.loop !15

18:                                               ; preds = %6
  %19 = load i128, ptr %4, align 16
  store i128 %19, ptr %2, align 16
  %20 = load { i64, i64 }, ptr %2, align 16
  ret { i64, i64 } %20
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @shl(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i128
  %14 = shl i128 %11, %13
  store i128 %14, ptr %4, align 16
  %15 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @shru(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i128
  %14 = lshr i128 %11, %13
  store i128 %14, ptr %4, align 16
  %15 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @shrs(i64 noundef %0, i64 noundef %1, i32 noundef %2) #0 {
  %4 = alloca i128, align 16
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i32, align 4
  %8 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 0
  store i64 %0, ptr %8, align 16
  %9 = getelementptr inbounds { i64, i64 }, ptr %5, i32 0, i32 1
  store i64 %1, ptr %9, align 8
  %10 = load i128, ptr %5, align 16
  store i128 %10, ptr %6, align 16
  store i32 %2, ptr %7, align 4
  %11 = load i128, ptr %6, align 16
  %12 = load i32, ptr %7, align 4
  %13 = zext i32 %12 to i128
  %14 = ashr i128 %11, %13
  store i128 %14, ptr %4, align 16
  %15 = load { i64, i64 }, ptr %4, align 16
  ret { i64, i64 } %15
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @mulu(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = mul i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @divu(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = udiv i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @remu(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = urem i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @divs(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = sdiv i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @rems(i64 noundef %0, i64 noundef %1, i64 noundef %2, i64 noundef %3) #0 {
  %5 = alloca i128, align 16
  %6 = alloca i128, align 16
  %7 = alloca i128, align 16
  %8 = alloca i128, align 16
  %9 = alloca i128, align 16
  %10 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 0
  store i64 %0, ptr %10, align 16
  %11 = getelementptr inbounds { i64, i64 }, ptr %6, i32 0, i32 1
  store i64 %1, ptr %11, align 8
  %12 = load i128, ptr %6, align 16
  %13 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 0
  store i64 %2, ptr %13, align 16
  %14 = getelementptr inbounds { i64, i64 }, ptr %7, i32 0, i32 1
  store i64 %3, ptr %14, align 8
  %15 = load i128, ptr %7, align 16
  store i128 %12, ptr %8, align 16
  store i128 %15, ptr %9, align 16
  %16 = load i128, ptr %8, align 16
  %17 = load i128, ptr %9, align 16
  %18 = srem i128 %16, %17
  store i128 %18, ptr %5, align 16
  %19 = load { i64, i64 }, ptr %5, align 16
  ret { i64, i64 } %19
}

; Function Attrs: noinline nounwind optnone uwtable
define internal { i64, i64 } @pass_many(i32 noundef %0, i64 noundef %1, i64 noundef %2, i32 noundef %3, i64 noundef %4, i64 noundef %5, i128 noundef %6, i64 noundef %7, i128 noundef %8) #0 {
  %10 = alloca i128, align 16
  %11 = alloca i128, align 16
  %12 = alloca i128, align 16
  %13 = alloca i32, align 4
  %14 = alloca i128, align 16
  %15 = alloca i32, align 4
  %16 = alloca i128, align 16
  %17 = alloca i128, align 16
  %18 = alloca i64, align 8
  %19 = alloca i128, align 16
  %20 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 0
  store i64 %1, ptr %20, align 16
  %21 = getelementptr inbounds { i64, i64 }, ptr %11, i32 0, i32 1
  store i64 %2, ptr %21, align 8
  %22 = load i128, ptr %11, align 16
  %23 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 0
  store i64 %4, ptr %23, align 16
  %24 = getelementptr inbounds { i64, i64 }, ptr %12, i32 0, i32 1
  store i64 %5, ptr %24, align 8
  %25 = load i128, ptr %12, align 16
  store i32 %0, ptr %13, align 4
  store i128 %22, ptr %14, align 16
  store i32 %3, ptr %15, align 4
  store i128 %25, ptr %16, align 16
  store i128 %6, ptr %17, align 16
  store i64 %7, ptr %18, align 8
  store i128 %8, ptr %19, align 16
  %26 = load i128, ptr %14, align 16
  %27 = load i128, ptr %16, align 16
  %28 = add nsw i128 %26, %27
  %29 = load i128, ptr %17, align 16
  %30 = add nsw i128 %28, %29
  %31 = load i128, ptr %19, align 16
  %32 = add nsw i128 %30, %31
  %33 = load i32, ptr %13, align 4
  %34 = sext i32 %33 to i128
  %35 = add nsw i128 %32, %34
  %36 = load i32, ptr %15, align 4
  %37 = sext i32 %36 to i128
  %38 = add nsw i128 %35, %37
  %39 = load i64, ptr %18, align 8
  %40 = sext i64 %39 to i128
  %41 = add nsw i128 %38, %40
  store i128 %41, ptr %10, align 16
  %42 = load { i64, i64 }, ptr %10, align 16
  ret { i64, i64 } %42
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i128, i1 } @llvm.sadd.with.overflow.i128(i128, i128) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare { i128, i1 } @llvm.smul.with.overflow.i128(i128, i128) #3

declare i32 @putchar(i32 noundef) #1

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4}
!llvm.ident = !{!5}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{i32 7, !"frame-pointer", i32 2}
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
