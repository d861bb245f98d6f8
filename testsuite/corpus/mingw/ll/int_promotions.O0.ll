; ModuleID = 'programs/int_promotions.c'
source_filename = "programs/int_promotions.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

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
  %8 = alloca i32, align 4
  %9 = alloca i32, align 4
  %10 = alloca i64, align 8
  %11 = alloca i64, align 8
  %12 = alloca i16, align 2
  %13 = alloca i16, align 2
  %14 = alloca i32, align 4
  %15 = alloca i64, align 8
  %16 = alloca i32, align 4
  %17 = alloca i32, align 4
  %18 = alloca x86_fp80, align 16
  %19 = alloca x86_fp80, align 16
  %20 = alloca float, align 4
  %21 = alloca double, align 8
  %22 = alloca [4 x i8], align 1
  %23 = alloca i32, align 4
  %24 = alloca i32, align 4
  store i32 0, ptr %1, align 4
  store i8 -56, ptr %2, align 1
  store i8 -100, ptr %3, align 1
  store i16 -5536, ptr %4, align 2
  store i16 -30000, ptr %5, align 2
  store i32 -294967296, ptr %6, align 4
  store i32 -5, ptr %7, align 4
  store i32 1, ptr %8, align 4
  store i32 -1, ptr %9, align 4
  store i64 10, ptr %10, align 8
  store i64 -10, ptr %11, align 8
  %25 = load i8, ptr %2, align 1
  %26 = zext i8 %25 to i32
  %27 = load i8, ptr %3, align 1
  %28 = sext i8 %27 to i32
  %29 = add nsw i32 %26, %28
  %30 = call i32 (ptr, ...) @printf(ptr noundef @.str, i32 noundef %29, i64 noundef 4)
  %31 = load i16, ptr %4, align 2
  %32 = zext i16 %31 to i32
  %33 = mul nsw i32 %32, 2
  %34 = load i16, ptr %5, align 2
  %35 = sext i16 %34 to i32
  %36 = mul nsw i32 %35, 2
  %37 = call i32 (ptr, ...) @printf(ptr noundef @.str.1, i32 noundef %33, i32 noundef %36)
  %38 = load i32, ptr %7, align 4
  %39 = load i32, ptr %6, align 4
  %40 = icmp ult i32 %38, %39
  %41 = zext i1 %40 to i32
  %42 = load i32, ptr %7, align 4
  %43 = call i32 (ptr, ...) @printf(ptr noundef @.str.2, i32 noundef %41, i32 noundef %42)
  %44 = load i32, ptr %9, align 4
  %45 = load i32, ptr %8, align 4
  %46 = icmp slt i32 %44, %45
  %47 = zext i1 %46 to i32
  %48 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, i32 noundef %47)
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i64 noundef 0, i64 noundef 0, i64 noundef 0)
  %50 = load i8, ptr %3, align 1
  %51 = sext i8 %50 to i32
  %52 = load i8, ptr %2, align 1
  %53 = zext i8 %52 to i32
  %54 = icmp slt i32 %51, %53
  %55 = zext i1 %54 to i32
  %56 = load i16, ptr %5, align 2
  %57 = sext i16 %56 to i32
  %58 = load i16, ptr %4, align 2
  %59 = zext i16 %58 to i32
  %60 = icmp slt i32 %57, %59
  %61 = zext i1 %60 to i32
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, i32 noundef %55, i32 noundef %61)
  %63 = load i32, ptr %6, align 4
  %64 = load i32, ptr %7, align 4
  %65 = add i32 %63, %64
  %66 = load i64, ptr %10, align 8
  %67 = load i64, ptr %11, align 8
  %68 = add i64 %66, %67
  %69 = load i64, ptr %11, align 8
  %70 = load i32, ptr %6, align 4
  %71 = zext i32 %70 to i64
  %72 = mul nsw i64 %69, %71
  %73 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %65, i64 noundef %68, i64 noundef %72)
  %74 = load i8, ptr %2, align 1
  %75 = zext i8 %74 to i32
  %76 = xor i32 %75, -1
  %77 = load i16, ptr %4, align 2
  %78 = zext i16 %77 to i32
  %79 = xor i32 %78, -1
  %80 = load i8, ptr %2, align 1
  %81 = zext i8 %80 to i32
  %82 = sub nsw i32 0, %81
  %83 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %76, i32 noundef %79, i32 noundef %82)
  %84 = load i8, ptr %2, align 1
  %85 = zext i8 %84 to i32
  %86 = shl i32 %85, 24
  %87 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, i32 noundef %86)
  %88 = load i8, ptr %3, align 1
  %89 = sext i8 %88 to i32
  %90 = mul nsw i32 %89, 3
  %91 = trunc i32 %90 to i8
  %92 = sext i8 %91 to i32
  %93 = load i8, ptr %2, align 1
  %94 = zext i8 %93 to i32
  %95 = mul nsw i32 %94, 3
  %96 = trunc i32 %95 to i8
  %97 = zext i8 %96 to i32
  %98 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, i32 noundef %92, i32 noundef %97)
  %99 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i64 noundef 1, i64 noundef 4, i64 noundef 4, i64 noundef 8)
  store i16 -1, ptr %12, align 2
  store i16 -1, ptr %13, align 2
  %100 = load i16, ptr %12, align 2
  %101 = zext i16 %100 to i32
  %102 = load i16, ptr %13, align 2
  %103 = zext i16 %102 to i32
  %104 = mul i32 %101, %103
  store i32 %104, ptr %14, align 4
  %105 = load i32, ptr %14, align 4
  %106 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, i32 noundef %105)
  %107 = load i32, ptr %7, align 4
  %108 = sext i32 %107 to i64
  %109 = load i32, ptr %6, align 4
  %110 = zext i32 %109 to i64
  %111 = mul nsw i64 %108, %110
  store i64 %111, ptr %15, align 8
  %112 = load i64, ptr %15, align 8
  %113 = call i32 (ptr, ...) @printf(ptr noundef @.str.12, i64 noundef %112)
  store i32 0, ptr %16, align 4
  %114 = load i32, ptr %16, align 4
  %115 = add i32 %114, -1
  store i32 %115, ptr %16, align 4
  %116 = load i32, ptr %16, align 4
  %117 = call i32 (ptr, ...) @printf(ptr noundef @.str.13, i32 noundef %116)
  %118 = load i32, ptr %7, align 4
  %119 = icmp sgt i32 %118, 0
  br i1 %119, label %120, label %122

120:                                              ; preds = %0
  %121 = load i32, ptr %6, align 4
  br label %124

122:                                              ; preds = %0
  %123 = load i32, ptr %7, align 4
  br label %124

124:                                              ; preds = %122, %120
  %125 = phi i32 [ %121, %120 ], [ %123, %122 ]
  %126 = icmp ugt i32 %125, 0
  %127 = zext i1 %126 to i32
  store i32 %127, ptr %17, align 4
  %128 = load i32, ptr %17, align 4
  %129 = call i32 (ptr, ...) @printf(ptr noundef @.str.14, i32 noundef %128)
  %130 = load i32, ptr %6, align 4
  %131 = uitofp i32 %130 to x86_fp80
  %132 = load i64, ptr %11, align 8
  %133 = sitofp i64 %132 to x86_fp80
  %134 = call x86_fp80 @llvm.fmuladd.f80(x86_fp80 %131, x86_fp80 0xK3FFF8000000000000000, x86_fp80 %133)
  store x86_fp80 %134, ptr %18, align 16
  %135 = load x86_fp80, ptr %18, align 16
  store x86_fp80 %135, ptr %19, align 16
  %136 = call i32 (ptr, ...) @printf(ptr noundef @.str.15, ptr noundef %19)
  %137 = load i64, ptr %10, align 8
  %138 = uitofp i64 %137 to float
  store float %138, ptr %20, align 4
  %139 = load i32, ptr %9, align 4
  %140 = sitofp i32 %139 to double
  store double %140, ptr %21, align 8
  %141 = load float, ptr %20, align 4
  %142 = fpext float %141 to double
  %143 = load double, ptr %21, align 8
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.16, double noundef %142, double noundef %143)
  call void @llvm.memcpy.p0.p0.i64(ptr align 1 %22, ptr align 1 @__const.main.arr, i64 4, i1 false)
  store i32 0, ptr %23, align 4
  store i32 0, ptr %24, align 4
  br label %145

145:                                              ; preds = %156, %124
  %146 = load i32, ptr %24, align 4
  %147 = icmp slt i32 %146, 4
  br i1 %147, label %148, label %159

148:                                              ; preds = %145
  %149 = load i32, ptr %24, align 4
  %150 = sext i32 %149 to i64
  %151 = getelementptr inbounds [4 x i8], ptr %22, i64 0, i64 %150
  %152 = load i8, ptr %151, align 1
  %153 = sext i8 %152 to i32
  %154 = load i32, ptr %23, align 4
  %155 = add nsw i32 %154, %153
  store i32 %155, ptr %23, align 4
  br label %156

156:                                              ; preds = %148
  %157 = load i32, ptr %24, align 4
  %158 = add nsw i32 %157, 1
  store i32 %158, ptr %24, align 4
  br label %145, !llvm.loop !5

159:                                              ; preds = %145
  %160 = load i32, ptr %23, align 4
  %161 = call i32 (ptr, ...) @printf(ptr noundef @.str.17, i32 noundef %160)
  %162 = load i8, ptr %2, align 1
  %163 = zext i8 %162 to i32
  %164 = load i8, ptr %3, align 1
  %165 = sext i8 %164 to i32
  %166 = add nsw i32 %163, %165
  %167 = and i32 %166, 255
  ret i32 %167
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

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.fmuladd.f80(x86_fp80, x86_fp80, x86_fp80) #1

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #4

declare dllimport ptr @__acrt_iob_func(i32 noundef) #5

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
