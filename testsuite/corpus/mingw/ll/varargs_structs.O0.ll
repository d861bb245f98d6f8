; ModuleID = 'programs/varargs_structs.c'
source_filename = "programs/varargs_structs.c"
target datalayout = "e-m:w-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-w64-windows-gnu"

%struct.SI = type { i16, i8 }
%struct.SD = type { double, double }
%struct.SM = type { i32, double }
%struct.SL = type { [3 x i32] }
%struct.SLD = type { x86_fp80 }
%union.UF = type { float }

@__const.main.si = private unnamed_addr constant %struct.SI { i16 -300, i8 120 }, align 2
@__const.main.sd = private unnamed_addr constant %struct.SD { double 1.500000e+00, double -2.500000e+00 }, align 8
@__const.main.sm = private unnamed_addr constant %struct.SM { i32 7, double 2.500000e-01 }, align 8
@__const.main.sl = private unnamed_addr constant %struct.SL { [3 x i32] [i32 1, i32 -2, i32 3] }, align 4
@__const.main.sld = private unnamed_addr constant %struct.SLD { x86_fp80 0xK3FF583126E978D4FDF3B }, align 16
@__const.main.uf = private unnamed_addr constant %union.UF { float 3.500000e+00 }, align 4
@.str = private unnamed_addr constant [8 x i8] c"idmlLun\00", align 1
@.str.1 = private unnamed_addr constant [19 x i8] c"nfnfnfnfdddddmmmmm\00", align 1
@.str.2 = private unnamed_addr constant [8 x i8] c"liLlimu\00", align 1
@.str.3 = private unnamed_addr constant [16 x i8] c"a=%a b=%a c=%a\0A\00", align 1
@.str.4 = private unnamed_addr constant [11 x i8] c"SI{%d,%d} \00", align 1
@.str.5 = private unnamed_addr constant [11 x i8] c"SD{%g,%g} \00", align 1
@.str.6 = private unnamed_addr constant [11 x i8] c"SM{%d,%g} \00", align 1
@.str.7 = private unnamed_addr constant [17 x i8] c"SL{%ld,%ld,%ld} \00", align 1
@.str.8 = private unnamed_addr constant [10 x i8] c"SLD{%Lg} \00", align 1
@.str.9 = private unnamed_addr constant [8 x i8] c"UF{%g} \00", align 1
@.str.10 = private unnamed_addr constant [9 x i8] c"int{%d} \00", align 1
@.str.11 = private unnamed_addr constant [9 x i8] c"dbl{%g} \00", align 1
@.str.12 = private unnamed_addr constant [2 x i8] c"\0A\00", align 1

; Function Attrs: noinline nounwind optnone uwtable
define dso_local i32 @main() #0 {
  %1 = alloca i32, align 4
  %2 = alloca %struct.SI, align 2
  %3 = alloca %struct.SD, align 8
  %4 = alloca %struct.SM, align 8
  %5 = alloca %struct.SL, align 4
  %6 = alloca %struct.SLD, align 16
  %7 = alloca %union.UF, align 4
  %8 = alloca double, align 8
  %9 = alloca %struct.SD, align 8
  %10 = alloca %struct.SM, align 8
  %11 = alloca %struct.SL, align 4
  %12 = alloca %struct.SLD, align 16
  %13 = alloca double, align 8
  %14 = alloca %struct.SD, align 8
  %15 = alloca %struct.SD, align 8
  %16 = alloca %struct.SD, align 8
  %17 = alloca %struct.SD, align 8
  %18 = alloca %struct.SD, align 8
  %19 = alloca %struct.SM, align 8
  %20 = alloca %struct.SM, align 8
  %21 = alloca %struct.SM, align 8
  %22 = alloca %struct.SM, align 8
  %23 = alloca %struct.SM, align 8
  %24 = alloca double, align 8
  %25 = alloca %struct.SL, align 4
  %26 = alloca %struct.SLD, align 16
  %27 = alloca %struct.SL, align 4
  %28 = alloca %struct.SM, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.si, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.sd, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.sm, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %5, ptr align 4 @__const.main.sl, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.sld, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.uf, i64 4, i1 false)
  %29 = load i32, ptr %2, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %4, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %11, ptr align 4 %5, i64 12, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 %6, i64 16, i1 false)
  %30 = getelementptr inbounds %union.UF, ptr %7, i32 0, i32 0
  %31 = load i32, ptr %30, align 4
  %32 = call double (ptr, ...) @walk(ptr noundef @.str, i32 %29, ptr noundef %9, ptr noundef %10, ptr noundef %11, ptr noundef %12, i32 %31, i32 noundef 99)
  store double %32, ptr %8, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 8 %3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 8 %3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 8 %3, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %19, ptr align 8 %4, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %20, ptr align 8 %4, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %21, ptr align 8 %4, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %22, ptr align 8 %4, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %23, ptr align 8 %4, i64 16, i1 false)
  %33 = call double (ptr, ...) @walk(ptr noundef @.str.1, i32 noundef 1, double noundef 1.500000e+00, i32 noundef 2, double noundef 2.500000e+00, i32 noundef 3, double noundef 3.500000e+00, i32 noundef 4, double noundef 4.500000e+00, ptr noundef %14, ptr noundef %15, ptr noundef %16, ptr noundef %17, ptr noundef %18, ptr noundef %19, ptr noundef %20, ptr noundef %21, ptr noundef %22, ptr noundef %23)
  store double %33, ptr %13, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %25, ptr align 4 %5, i64 12, i1 false)
  %34 = load i32, ptr %2, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %26, ptr align 16 %6, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %27, ptr align 4 %5, i64 12, i1 false)
  %35 = load i32, ptr %2, align 2
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %28, ptr align 8 %4, i64 16, i1 false)
  %36 = getelementptr inbounds %union.UF, ptr %7, i32 0, i32 0
  %37 = load i32, ptr %36, align 4
  %38 = call double (ptr, ...) @walk(ptr noundef @.str.2, ptr noundef %25, i32 %34, ptr noundef %26, ptr noundef %27, i32 %35, ptr noundef %28, i32 %37)
  store double %38, ptr %24, align 8
  %39 = load double, ptr %8, align 8
  %40 = load double, ptr %13, align 8
  %41 = load double, ptr %24, align 8
  %42 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %39, double noundef %40, double noundef %41)
  %43 = load double, ptr %8, align 8
  %44 = fptosi double %43 to i32
  %45 = and i32 %44, 127
  ret i32 %45
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @walk(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.SI, align 2
  %7 = alloca %struct.SD, align 8
  %8 = alloca %struct.SM, align 8
  %9 = alloca %struct.SL, align 4
  %10 = alloca %struct.SLD, align 16
  %11 = alloca x86_fp80, align 16
  %12 = alloca %union.UF, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  %15 = load ptr, ptr %2, align 8
  store ptr %15, ptr %5, align 8
  br label %16

16:                                               ; preds = %156, %1
  %17 = load ptr, ptr %5, align 8
  %18 = load i8, ptr %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %159

20:                                               ; preds = %16
  %21 = load ptr, ptr %5, align 8
  %22 = load i8, ptr %21, align 1
  %23 = sext i8 %22 to i32
  switch i32 %23, label %155 [
    i32 105, label %24
    i32 100, label %46
    i32 109, label %63
    i32 108, label %81
    i32 76, label %110
    i32 117, label %123
    i32 110, label %134
    i32 102, label %145
  ]

24:                                               ; preds = %20
  %25 = load ptr, ptr %3, align 8
  %26 = getelementptr inbounds i8, ptr %25, i64 8
  store ptr %26, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 8 %25, i64 4, i1 false)
  %27 = load double, ptr %4, align 8
  %28 = fmul double %27, 2.000000e+00
  %29 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 0
  %30 = load i16, ptr %29, align 2
  %31 = sext i16 %30 to i32
  %32 = sitofp i32 %31 to double
  %33 = fadd double %28, %32
  %34 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 1
  %35 = load i8, ptr %34, align 2
  %36 = sext i8 %35 to i32
  %37 = sitofp i32 %36 to double
  %38 = fadd double %33, %37
  store double %38, ptr %4, align 8
  %39 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 0
  %40 = load i16, ptr %39, align 2
  %41 = sext i16 %40 to i32
  %42 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 1
  %43 = load i8, ptr %42, align 2
  %44 = sext i8 %43 to i32
  %45 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %41, i32 noundef %44)
  br label %155

46:                                               ; preds = %20
  %47 = load ptr, ptr %3, align 8
  %48 = getelementptr inbounds i8, ptr %47, i64 8
  store ptr %48, ptr %3, align 8
  %49 = load ptr, ptr %47, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %49, i64 16, i1 false)
  %50 = load double, ptr %4, align 8
  %51 = fmul double %50, 2.000000e+00
  %52 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 0
  %53 = load double, ptr %52, align 8
  %54 = fadd double %51, %53
  %55 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 1
  %56 = load double, ptr %55, align 8
  %57 = fsub double %54, %56
  store double %57, ptr %4, align 8
  %58 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 0
  %59 = load double, ptr %58, align 8
  %60 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 1
  %61 = load double, ptr %60, align 8
  %62 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %59, double noundef %61)
  br label %155

63:                                               ; preds = %20
  %64 = load ptr, ptr %3, align 8
  %65 = getelementptr inbounds i8, ptr %64, i64 8
  store ptr %65, ptr %3, align 8
  %66 = load ptr, ptr %64, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %8, ptr align 8 %66, i64 16, i1 false)
  %67 = load double, ptr %4, align 8
  %68 = fmul double %67, 2.000000e+00
  %69 = getelementptr inbounds %struct.SM, ptr %8, i32 0, i32 0
  %70 = load i32, ptr %69, align 8
  %71 = sitofp i32 %70 to double
  %72 = getelementptr inbounds %struct.SM, ptr %8, i32 0, i32 1
  %73 = load double, ptr %72, align 8
  %74 = fmul double %71, %73
  %75 = fadd double %68, %74
  store double %75, ptr %4, align 8
  %76 = getelementptr inbounds %struct.SM, ptr %8, i32 0, i32 0
  %77 = load i32, ptr %76, align 8
  %78 = getelementptr inbounds %struct.SM, ptr %8, i32 0, i32 1
  %79 = load double, ptr %78, align 8
  %80 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %77, double noundef %79)
  br label %155

81:                                               ; preds = %20
  %82 = load ptr, ptr %3, align 8
  %83 = getelementptr inbounds i8, ptr %82, i64 8
  store ptr %83, ptr %3, align 8
  %84 = load ptr, ptr %82, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %9, ptr align 4 %84, i64 12, i1 false)
  %85 = load double, ptr %4, align 8
  %86 = fmul double %85, 2.000000e+00
  %87 = getelementptr inbounds %struct.SL, ptr %9, i32 0, i32 0
  %88 = getelementptr inbounds [3 x i32], ptr %87, i64 0, i64 0
  %89 = load i32, ptr %88, align 4
  %90 = getelementptr inbounds %struct.SL, ptr %9, i32 0, i32 0
  %91 = getelementptr inbounds [3 x i32], ptr %90, i64 0, i64 1
  %92 = load i32, ptr %91, align 4
  %93 = add nsw i32 %89, %92
  %94 = getelementptr inbounds %struct.SL, ptr %9, i32 0, i32 0
  %95 = getelementptr inbounds [3 x i32], ptr %94, i64 0, i64 2
  %96 = load i32, ptr %95, align 4
  %97 = add nsw i32 %93, %96
  %98 = sitofp i32 %97 to double
  %99 = fadd double %86, %98
  store double %99, ptr %4, align 8
  %100 = getelementptr inbounds %struct.SL, ptr %9, i32 0, i32 0
  %101 = getelementptr inbounds [3 x i32], ptr %100, i64 0, i64 0
  %102 = load i32, ptr %101, align 4
  %103 = getelementptr inbounds %struct.SL, ptr %9, i32 0, i32 0
  %104 = getelementptr inbounds [3 x i32], ptr %103, i64 0, i64 1
  %105 = load i32, ptr %104, align 4
  %106 = getelementptr inbounds %struct.SL, ptr %9, i32 0, i32 0
  %107 = getelementptr inbounds [3 x i32], ptr %106, i64 0, i64 2
  %108 = load i32, ptr %107, align 4
  %109 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i32 noundef %102, i32 noundef %105, i32 noundef %108)
  br label %155

110:                                              ; preds = %20
  %111 = load ptr, ptr %3, align 8
  %112 = getelementptr inbounds i8, ptr %111, i64 8
  store ptr %112, ptr %3, align 8
  %113 = load ptr, ptr %111, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %10, ptr align 16 %113, i64 16, i1 false)
  %114 = load double, ptr %4, align 8
  %115 = fmul double %114, 2.000000e+00
  %116 = getelementptr inbounds %struct.SLD, ptr %10, i32 0, i32 0
  %117 = load x86_fp80, ptr %116, align 16
  %118 = fptrunc x86_fp80 %117 to double
  %119 = fadd double %115, %118
  store double %119, ptr %4, align 8
  %120 = getelementptr inbounds %struct.SLD, ptr %10, i32 0, i32 0
  %121 = load x86_fp80, ptr %120, align 16
  store x86_fp80 %121, ptr %11, align 16
  %122 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, ptr noundef %11)
  br label %155

123:                                              ; preds = %20
  %124 = load ptr, ptr %3, align 8
  %125 = getelementptr inbounds i8, ptr %124, i64 8
  store ptr %125, ptr %3, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 8 %124, i64 4, i1 false)
  %126 = load double, ptr %4, align 8
  %127 = fmul double %126, 2.000000e+00
  %128 = load float, ptr %12, align 4
  %129 = fpext float %128 to double
  %130 = fadd double %127, %129
  store double %130, ptr %4, align 8
  %131 = load float, ptr %12, align 4
  %132 = fpext float %131 to double
  %133 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %132)
  br label %155

134:                                              ; preds = %20
  %135 = load ptr, ptr %3, align 8
  %136 = getelementptr inbounds i8, ptr %135, i64 8
  store ptr %136, ptr %3, align 8
  %137 = load i32, ptr %135, align 8
  store i32 %137, ptr %13, align 4
  %138 = load double, ptr %4, align 8
  %139 = fmul double %138, 2.000000e+00
  %140 = load i32, ptr %13, align 4
  %141 = sitofp i32 %140 to double
  %142 = fadd double %139, %141
  store double %142, ptr %4, align 8
  %143 = load i32, ptr %13, align 4
  %144 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %143)
  br label %155

145:                                              ; preds = %20
  %146 = load ptr, ptr %3, align 8
  %147 = getelementptr inbounds i8, ptr %146, i64 8
  store ptr %147, ptr %3, align 8
  %148 = load double, ptr %146, align 8
  store double %148, ptr %14, align 8
  %149 = load double, ptr %4, align 8
  %150 = fmul double %149, 2.000000e+00
  %151 = load double, ptr %14, align 8
  %152 = fadd double %150, %151
  store double %152, ptr %4, align 8
  %153 = load double, ptr %14, align 8
  %154 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %153)
  br label %155

155:                                              ; preds = %20, %145, %134, %123, %110, %81, %63, %46, %24
  br label %156

156:                                              ; preds = %155
  %157 = load ptr, ptr %5, align 8
  %158 = getelementptr inbounds i8, ptr %157, i32 1
  store ptr %158, ptr %5, align 8
  br label %16, !llvm.loop !5

159:                                              ; preds = %16
  call void @llvm.va_end.p0(ptr %3)
  %160 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %161 = load double, ptr %4, align 8
  ret double %161
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

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #2

; Function Attrs: nounwind
declare dso_local i32 @__mingw_vfprintf(ptr noundef, ptr noundef, ptr noundef) #3

declare dllimport ptr @__acrt_iob_func(i32 noundef) #4

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
