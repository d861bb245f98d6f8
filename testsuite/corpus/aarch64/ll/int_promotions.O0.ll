; ModuleID = 'programs/int_promotions.c'
source_filename = "programs/int_promotions.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

@.str = private unnamed_addr constant [24 x i8] c"uc+sc=%d type_size=%zu\0A\00", align 1
@.str.1 = private unnamed_addr constant [17 x i8] c"us*2=%d ss*2=%d\0A\00", align 1
@.str.2 = private unnamed_addr constant [32 x i8] c"si<ui: %d (si converted to %u)\0A\00", align 1
@.str.3 = private unnamed_addr constant [11 x i8] c"sl<ul: %d\0A\00", align 1
@.str.4 = private unnamed_addr constant [44 x i8] c"-1 < 1u: %d; -1L < 1u: %d; -1LL < 1ULL: %d\0A\00", align 1
@.str.5 = private unnamed_addr constant [26 x i8] c"sc < uc: %d; ss < us: %d\0A\00", align 1
@.str.6 = private unnamed_addr constant [35 x i8] c"ui+si=%u ull+sll=%llu sll*ui=%lld\0A\00", align 1
@.str.7 = private unnamed_addr constant [22 x i8] c"~uc=%d ~us=%d -uc=%d\0A\00", align 1
@.str.8 = private unnamed_addr constant [11 x i8] c"uc<<24=%u\0A\00", align 1
@.str.9 = private unnamed_addr constant [24 x i8] c"char arithmetic: %d %d\0A\00", align 1
@.str.10 = private unnamed_addr constant [25 x i8] c"sizeof: %zu %zu %zu %zu\0A\00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"prod=%u\0A\00", align 1
@.str.12 = private unnamed_addr constant [10 x i8] c"mix=%lld\0A\00", align 1
@.str.13 = private unnamed_addr constant [13 x i8] c"u32 wrap=%u\0A\00", align 1
@.str.14 = private unnamed_addr constant [9 x i8] c"cond=%d\0A\00", align 1
@.str.15 = private unnamed_addr constant [10 x i8] c"ld=%.3Lf\0A\00", align 1
@.str.16 = private unnamed_addr constant [13 x i8] c"fl=%g dd=%g\0A\00", align 1
@__const.main.arr = private unnamed_addr constant [4 x i8] c"\FF\80\01\00", align 1
@.str.17 = private unnamed_addr constant [8 x i8] c"tot=%d\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca i8, align 1
  %3 = alloca i8, align 1
  %4 = alloca i16, align 2
  %5 = alloca i16, align 2
  %6 = alloca i32, align 4
  %7 = alloca i32, align 4
  %8 = alloca i64, align 8
  %9 = alloca i64, align 8
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca fp128, align 16
  %19 = alloca float, align 4
  %20 = alloca double, align 8
  %21 = alloca [4 x i8], align 1
  %22 = alloca i32, align 4
  %23 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i8 -56, ptr %2, align 1
  store i8 -100, ptr %3, align 1
  store i16 -5536, ptr %4, align 2
  store i16 -30000, ptr %5, align 2
  store i32 -294967296, ptr %6, align 4
  store i32 -5, ptr %7, align 4
  store i64 1, ptr %8, align 8
  store i64 -1, ptr %9, align 8
  store i64 10, ptr %10, align 8
  store i64 -10, ptr %11, align 8
  %24 = load i8, ptr %2, align 1
  %25 = zext i8 %24 to i32
  %26 = load i8, ptr %3, align 1
  %27 = sext i8 %26 to i32
  %28 = add nsw i32 %25, %27
  %29 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %28, i64 noundef 4)
  %30 = load i16, ptr %4, align 2
  %31 = zext i16 %30 to i32
  %32 = mul nsw i32 %31, 2
  %33 = load i16, ptr %5, align 2
  %34 = sext i16 %33 to i32
  %35 = mul nsw i32 %34, 2
  %36 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %32, i32 noundef %35)
  %37 = load i32, ptr %7, align 4
  %38 = load i32, ptr %6, align 4
  %39 = icmp ult i32 %37, %38
  %40 = zext i1 %39 to i32
  %41 = load i32, ptr %7, align 4
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %40, i32 noundef %41)
  %43 = load i64, ptr %9, align 8
  %44 = load i64, ptr %8, align 8
  %45 = icmp slt i64 %43, %44
  %46 = zext i1 %45 to i32
  %47 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %46)
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef 0, i32 noundef 1, i32 noundef 0)
  %49 = load i8, ptr %3, align 1
  %50 = sext i8 %49 to i32
  %51 = load i8, ptr %2, align 1
  %52 = zext i8 %51 to i32
  %53 = icmp slt i32 %50, %52
  %54 = zext i1 %53 to i32
  %55 = load i16, ptr %5, align 2
  %56 = sext i16 %55 to i32
  %57 = load i16, ptr %4, align 2
  %58 = zext i16 %57 to i32
  %59 = icmp slt i32 %56, %58
  %60 = zext i1 %59 to i32
  %61 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %54, i32 noundef %60)
  %62 = load i32, ptr %6, align 4
  %63 = load i32, ptr %7, align 4
  %64 = add i32 %62, %63
  %65 = load i64, ptr %10, align 8
  %66 = load i64, ptr %11, align 8
  %67 = add i64 %65, %66
  %68 = load i64, ptr %11, align 8
  %69 = load i32, ptr %6, align 4
  %70 = zext i32 %69 to i64
  %71 = mul nsw i64 %68, %70
  %72 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %64, i64 noundef %67, i64 noundef %71)
  %73 = load i8, ptr %2, align 1
  %74 = zext i8 %73 to i32
  %75 = xor i32 %74, -1
  %76 = load i16, ptr %4, align 2
  %77 = zext i16 %76 to i32
  %78 = xor i32 %77, -1
  %79 = load i8, ptr %2, align 1
  %80 = zext i8 %79 to i32
  %81 = sub nsw i32 0, %80
  %82 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %75, i32 noundef %78, i32 noundef %81)
  %83 = load i8, ptr %2, align 1
  %84 = zext i8 %83 to i32
  %85 = shl i32 %84, 24
  %86 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %85)
  %87 = load i8, ptr %3, align 1
  %88 = sext i8 %87 to i32
  %89 = mul nsw i32 %88, 3
  %90 = trunc i32 %89 to i8
  %91 = zext i8 %90 to i32
  %92 = load i8, ptr %2, align 1
  %93 = zext i8 %92 to i32
  %94 = mul nsw i32 %93, 3
  %95 = trunc i32 %94 to i8
  %96 = zext i8 %95 to i32
  %97 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %91, i32 noundef %96)
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef 1, i64 noundef 4, i64 noundef 8, i64 noundef 8)
  store i16 -1, ptr %12, align 2
  store i16 -1, ptr %13, align 2
  %99 = load i16, ptr %12, align 2
  %100 = zext i16 %99 to i32
  %101 = load i16, ptr %13, align 2
  %102 = zext i16 %101 to i32
  %103 = mul i32 %100, %102
  store i32 %103, ptr %14, align 4
  %104 = load i32, ptr %14, align 4
  %105 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %104)
  %106 = load i32, ptr %7, align 4
  %107 = sext i32 %106 to i64
  %108 = load i32, ptr %6, align 4
  %109 = zext i32 %108 to i64
  %110 = mul nsw i64 %107, %109
  store i64 %110, ptr %15, align 8
  %111 = load i64, ptr %15, align 8
  %112 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %111)
  store i32 0, ptr %16, align 4
  %113 = load i32, ptr %16, align 4
  %114 = add i32 %113, -1
  store i32 %114, ptr %16, align 4
  %115 = load i32, ptr %16, align 4
  %116 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %115)
  %117 = load i32, ptr %7, align 4
  %118 = icmp sgt i32 %117, 0
  br i1 %118, label %119, label %121

119:                                              ; preds = %0
  %120 = load i32, ptr %6, align 4
  br label %123

121:                                              ; preds = %0
  %122 = load i32, ptr %7, align 4
  br label %123

123:                                              ; preds = %121, %119
  %124 = phi i32 [ %120, %119 ], [ %122, %121 ]
  %125 = icmp ugt i32 %124, 0
  %126 = zext i1 %125 to i32
  store i32 %126, ptr %17, align 4
  %127 = load i32, ptr %17, align 4
  %128 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %127)
  %129 = load i32, ptr %6, align 4
  %130 = uitofp i32 %129 to fp128
  %131 = load i64, ptr %11, align 8
  %132 = sitofp i64 %131 to fp128
  %133 = call fp128 @llvm.fmuladd.f128(fp128 %130, fp128 0xL00000000000000003FFF000000000000, fp128 %132)
  store fp128 %133, ptr %18, align 16
  %134 = load fp128, ptr %18, align 16
  %135 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, fp128 noundef %134)
  %136 = load i64, ptr %10, align 8
  %137 = uitofp i64 %136 to float
  store float %137, ptr %19, align 4
  %138 = load i64, ptr %9, align 8
  %139 = sitofp i64 %138 to double
  store double %139, ptr %20, align 8
  %140 = load float, ptr %19, align 4
  %141 = fpext float %140 to double
  %142 = load double, ptr %20, align 8
  %143 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %141, double noundef %142)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %21, ptr align 1 @__const.main.arr, i64 4, i1 false)
  store i32 0, ptr %22, align 4
  store i32 0, ptr %23, align 4
  br label %144

144:                                              ; preds = %155, %123
  %145 = load i32, ptr %23, align 4
  %146 = icmp slt i32 %145, 4
  br i1 %146, label %147, label %158

147:                                              ; preds = %144
  %148 = load i32, ptr %23, align 4
  %149 = sext i32 %148 to i64
  %150 = getelementptr inbounds [4 x i8], ptr %21, i64 0, i64 %149
  %151 = load i8, ptr %150, align 1
  %152 = sext i8 %151 to i32
  %153 = load i32, ptr %22, align 4
  %154 = add nsw i32 %153, %152
  store i32 %154, ptr %22, align 4
  br label %155

155:                                              ; preds = %147
  %156 = load i32, ptr %23, align 4
  %157 = add nsw i32 %156, 1
  store i32 %157, ptr %23, align 4
  br label %144, !llvm.loop !6

158:                                              ; preds = %144
  %159 = load i32, ptr %22, align 4
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %159)
  %161 = load i8, ptr %2, align 1
  %162 = zext i8 %161 to i32
  %163 = load i8, ptr %3, align 1
  %164 = sext i8 %163 to i32
  %165 = add nsw i32 %162, %164
  %166 = and i32 %165, 255
  ret i32 %166
}

declare i32 @printf(ptr noundef, ...) #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare fp128 @llvm.fmuladd.f128(fp128, fp128, fp128) #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
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
