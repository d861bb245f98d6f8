; ModuleID = 'programs/varargs_structs.c'
source_filename = "programs/varargs_structs.c"
target datalayout = "e-m:e-i8:8:32-i16:16:32-i64:64-i128:128-n32:64-S128-Fn32"
target triple = "aarch64-unknown-linux-gnu"

%struct.SI = type { i16, i8 }
%struct.SD = type { double, double }
%struct.SM = type { i32, double }
%struct.SL = type { [3 x i64] }
%struct.SLD = type { fp128 }
%union.UF = type { float }
%struct.__va_list = type { ptr, ptr, ptr, i32, i32 }

@__const.main.si = private unnamed_addr constant %struct.SI { i16 -300, i8 120 }, align 2
@__const.main.sd = private unnamed_addr constant %struct.SD { double 1.500000e+00, double -2.500000e+00 }, align 8
@__const.main.sm = private unnamed_addr constant %struct.SM { i32 7, double 2.500000e-01 }, align 8
@__const.main.sl = private unnamed_addr constant %struct.SL { [3 x i64] [i64 1, i64 -2, i64 3] }, align 8
@__const.main.sld = private unnamed_addr constant %struct.SLD { fp128 0xLBE76C8B4395810623FF50624DD2F1A9F }, align 16
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
  %5 = alloca %struct.SL, align 8
  %6 = alloca %struct.SLD, align 16
  %7 = alloca %union.UF, align 4
  %8 = alloca double, align 8
  %9 = alloca i64, align 8
  %10 = alloca %struct.SL, align 8
  %11 = alloca i64, align 8
  %12 = alloca double, align 8
  %13 = alloca double, align 8
  %14 = alloca %struct.SL, align 8
  %15 = alloca i64, align 8
  %16 = alloca %struct.SL, align 8
  %17 = alloca i64, align 8
  %18 = alloca i64, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.si, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.sd, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.sm, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.sl, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.sld, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.uf, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 2 %2, i64 4, i1 false)
  %19 = load i64, ptr %9, align 8
  %20 = load [2 x double], ptr %3, align 8
  %21 = load [2 x i64], ptr %4, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %5, i64 24, i1 false)
  %22 = getelementptr inbounds %struct.SLD, ptr %6, i32 0, i32 0
  %23 = load [1 x fp128], ptr %22, align 16
  %24 = getelementptr inbounds %union.UF, ptr %7, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 4 %24, i64 4, i1 false)
  %25 = load i64, ptr %11, align 8
  %26 = call double (ptr, ...) @walk(ptr noundef @.str, i64 %19, [2 x double] alignstack(8) %20, [2 x i64] %21, ptr noundef %10, [1 x fp128] alignstack(16) %23, i64 %25, i32 noundef 99)
  store double %26, ptr %8, align 8
  %27 = load [2 x double], ptr %3, align 8
  %28 = load [2 x double], ptr %3, align 8
  %29 = load [2 x double], ptr %3, align 8
  %30 = load [2 x double], ptr %3, align 8
  %31 = load [2 x double], ptr %3, align 8
  %32 = load [2 x i64], ptr %4, align 8
  %33 = load [2 x i64], ptr %4, align 8
  %34 = load [2 x i64], ptr %4, align 8
  %35 = load [2 x i64], ptr %4, align 8
  %36 = load [2 x i64], ptr %4, align 8
  %37 = call double (ptr, ...) @walk(ptr noundef @.str.1, i32 noundef 1, double noundef 1.500000e+00, i32 noundef 2, double noundef 2.500000e+00, i32 noundef 3, double noundef 3.500000e+00, i32 noundef 4, double noundef 4.500000e+00, [2 x double] alignstack(8) %27, [2 x double] alignstack(8) %28, [2 x double] alignstack(8) %29, [2 x double] alignstack(8) %30, [2 x double] alignstack(8) %31, [2 x i64] %32, [2 x i64] %33, [2 x i64] %34, [2 x i64] %35, [2 x i64] %36)
  store double %37, ptr %12, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %14, ptr align 8 %5, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %15, ptr align 2 %2, i64 4, i1 false)
  %38 = load i64, ptr %15, align 8
  %39 = getelementptr inbounds %struct.SLD, ptr %6, i32 0, i32 0
  %40 = load [1 x fp128], ptr %39, align 16
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %16, ptr align 8 %5, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %17, ptr align 2 %2, i64 4, i1 false)
  %41 = load i64, ptr %17, align 8
  %42 = load [2 x i64], ptr %4, align 8
  %43 = getelementptr inbounds %union.UF, ptr %7, i32 0, i32 0
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %18, ptr align 4 %43, i64 4, i1 false)
  %44 = load i64, ptr %18, align 8
  %45 = call double (ptr, ...) @walk(ptr noundef @.str.2, ptr noundef %14, i64 %38, [1 x fp128] alignstack(16) %40, ptr noundef %16, i64 %41, [2 x i64] %42, i64 %44)
  store double %45, ptr %13, align 8
  %46 = load double, ptr %8, align 8
  %47 = load double, ptr %12, align 8
  %48 = load double, ptr %13, align 8
  %49 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %46, double noundef %47, double noundef %48)
  %50 = load double, ptr %8, align 8
  %51 = fptosi double %50 to i32
  %52 = and i32 %51, 127
  ret i32 %52
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @walk(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca %struct.__va_list, align 8
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.SI, align 2
  %7 = alloca %struct.SD, align 8
  %8 = alloca [2 x double], align 8
  %9 = alloca %struct.SM, align 8
  %10 = alloca %struct.SL, align 8
  %11 = alloca %struct.SLD, align 16
  %12 = alloca %union.UF, align 4
  %13 = alloca i32, align 4
  %14 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  call void @llvm.va_start.p0(ptr %3)
  store double 0.000000e+00, ptr %4, align 8
  %15 = load ptr, ptr %2, align 8
  store ptr %15, ptr %5, align 8
  br label %16

16:                                               ; preds = %273, %1
  %17 = load ptr, ptr %5, align 8
  %18 = load i8, ptr %17, align 1
  %19 = icmp ne i8 %18, 0
  br i1 %19, label %20, label %276

20:                                               ; preds = %16
  %21 = load ptr, ptr %5, align 8
  %22 = load i8, ptr %21, align 1
  %23 = zext i8 %22 to i32
  switch i32 %23, label %272 [
    i32 105, label %24
    i32 100, label %60
    i32 109, label %96
    i32 108, label %127
    i32 76, label %170
    i32 117, label %198
    i32 110, label %223
    i32 102, label %248
  ]

24:                                               ; preds = %20
  %25 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %26 = load i32, ptr %25, align 8
  %27 = icmp sge i32 %26, 0
  br i1 %27, label %35, label %28

28:                                               ; preds = %24
  %29 = add i32 %26, 8
  store i32 %29, ptr %25, align 8
  %30 = icmp sle i32 %29, 0
  br i1 %30, label %31, label %35

31:                                               ; preds = %28
  %32 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %33 = load ptr, ptr %32, align 8
  %34 = getelementptr inbounds i8, ptr %33, i32 %26
  br label %39

35:                                               ; preds = %28, %24
  %36 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %37 = load ptr, ptr %36, align 8
  %38 = getelementptr inbounds i8, ptr %37, i64 8
  store ptr %38, ptr %36, align 8
  br label %39

39:                                               ; preds = %35, %31
  %40 = phi ptr [ %34, %31 ], [ %37, %35 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 8 %40, i64 4, i1 false)
  %41 = load double, ptr %4, align 8
  %42 = fmul double %41, 2.000000e+00
  %43 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 0
  %44 = load i16, ptr %43, align 2
  %45 = sext i16 %44 to i32
  %46 = sitofp i32 %45 to double
  %47 = fadd double %42, %46
  %48 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 1
  %49 = load i8, ptr %48, align 2
  %50 = zext i8 %49 to i32
  %51 = sitofp i32 %50 to double
  %52 = fadd double %47, %51
  store double %52, ptr %4, align 8
  %53 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 0
  %54 = load i16, ptr %53, align 2
  %55 = sext i16 %54 to i32
  %56 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 1
  %57 = load i8, ptr %56, align 2
  %58 = zext i8 %57 to i32
  %59 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %55, i32 noundef %58)
  br label %272

60:                                               ; preds = %20
  %61 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %62 = load i32, ptr %61, align 4
  %63 = icmp sge i32 %62, 0
  br i1 %63, label %77, label %64

64:                                               ; preds = %60
  %65 = add i32 %62, 32
  store i32 %65, ptr %61, align 4
  %66 = icmp sle i32 %65, 0
  br i1 %66, label %67, label %77

67:                                               ; preds = %64
  %68 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %69 = load ptr, ptr %68, align 8
  %70 = getelementptr inbounds i8, ptr %69, i32 %62
  %71 = getelementptr inbounds i8, ptr %70, i64 0
  %72 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 0
  %73 = load double, ptr %71, align 16
  store double %73, ptr %72, align 8
  %74 = getelementptr inbounds i8, ptr %70, i64 16
  %75 = getelementptr inbounds [2 x double], ptr %8, i64 0, i64 1
  %76 = load double, ptr %74, align 16
  store double %76, ptr %75, align 8
  br label %81

77:                                               ; preds = %64, %60
  %78 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %79 = load ptr, ptr %78, align 8
  %80 = getelementptr inbounds i8, ptr %79, i64 16
  store ptr %80, ptr %78, align 8
  br label %81

81:                                               ; preds = %77, %67
  %82 = phi ptr [ %8, %67 ], [ %79, %77 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %82, i64 16, i1 false)
  %83 = load double, ptr %4, align 8
  %84 = fmul double %83, 2.000000e+00
  %85 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 0
  %86 = load double, ptr %85, align 8
  %87 = fadd double %84, %86
  %88 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 1
  %89 = load double, ptr %88, align 8
  %90 = fsub double %87, %89
  store double %90, ptr %4, align 8
  %91 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 0
  %92 = load double, ptr %91, align 8
  %93 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 1
  %94 = load double, ptr %93, align 8
  %95 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %92, double noundef %94)
  br label %272

96:                                               ; preds = %20
  %97 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %98 = load i32, ptr %97, align 8
  %99 = icmp sge i32 %98, 0
  br i1 %99, label %107, label %100

100:                                              ; preds = %96
  %101 = add i32 %98, 16
  store i32 %101, ptr %97, align 8
  %102 = icmp sle i32 %101, 0
  br i1 %102, label %103, label %107

103:                                              ; preds = %100
  %104 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %105 = load ptr, ptr %104, align 8
  %106 = getelementptr inbounds i8, ptr %105, i32 %98
  br label %111

107:                                              ; preds = %100, %96
  %108 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %109 = load ptr, ptr %108, align 8
  %110 = getelementptr inbounds i8, ptr %109, i64 16
  store ptr %110, ptr %108, align 8
  br label %111

111:                                              ; preds = %107, %103
  %112 = phi ptr [ %106, %103 ], [ %109, %107 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %112, i64 16, i1 false)
  %113 = load double, ptr %4, align 8
  %114 = fmul double %113, 2.000000e+00
  %115 = getelementptr inbounds %struct.SM, ptr %9, i32 0, i32 0
  %116 = load i32, ptr %115, align 8
  %117 = sitofp i32 %116 to double
  %118 = getelementptr inbounds %struct.SM, ptr %9, i32 0, i32 1
  %119 = load double, ptr %118, align 8
  %120 = fmul double %117, %119
  %121 = fadd double %114, %120
  store double %121, ptr %4, align 8
  %122 = getelementptr inbounds %struct.SM, ptr %9, i32 0, i32 0
  %123 = load i32, ptr %122, align 8
  %124 = getelementptr inbounds %struct.SM, ptr %9, i32 0, i32 1
  %125 = load double, ptr %124, align 8
  %126 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %123, double noundef %125)
  br label %272

127:                                              ; preds = %20
  %128 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %129 = load i32, ptr %128, align 8
  %130 = icmp sge i32 %129, 0
  br i1 %130, label %138, label %131

131:                                              ; preds = %127
  %132 = add i32 %129, 8
  store i32 %132, ptr %128, align 8
  %133 = icmp sle i32 %132, 0
  br i1 %133, label %134, label %138

134:                                              ; preds = %131
  %135 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %136 = load ptr, ptr %135, align 8
  %137 = getelementptr inbounds i8, ptr %136, i32 %129
  br label %142

138:                                              ; preds = %131, %127
  %139 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %140 = load ptr, ptr %139, align 8
  %141 = getelementptr inbounds i8, ptr %140, i64 8
  store ptr %141, ptr %139, align 8
  br label %142

142:                                              ; preds = %138, %134
  %143 = phi ptr [ %137, %134 ], [ %140, %138 ]
  %144 = load ptr, ptr %143, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %10, ptr align 8 %144, i64 24, i1 false)
  %145 = load double, ptr %4, align 8
  %146 = fmul double %145, 2.000000e+00
  %147 = getelementptr inbounds %struct.SL, ptr %10, i32 0, i32 0
  %148 = getelementptr inbounds [3 x i64], ptr %147, i64 0, i64 0
  %149 = load i64, ptr %148, align 8
  %150 = getelementptr inbounds %struct.SL, ptr %10, i32 0, i32 0
  %151 = getelementptr inbounds [3 x i64], ptr %150, i64 0, i64 1
  %152 = load i64, ptr %151, align 8
  %153 = add nsw i64 %149, %152
  %154 = getelementptr inbounds %struct.SL, ptr %10, i32 0, i32 0
  %155 = getelementptr inbounds [3 x i64], ptr %154, i64 0, i64 2
  %156 = load i64, ptr %155, align 8
  %157 = add nsw i64 %153, %156
  %158 = sitofp i64 %157 to double
  %159 = fadd double %146, %158
  store double %159, ptr %4, align 8
  %160 = getelementptr inbounds %struct.SL, ptr %10, i32 0, i32 0
  %161 = getelementptr inbounds [3 x i64], ptr %160, i64 0, i64 0
  %162 = load i64, ptr %161, align 8
  %163 = getelementptr inbounds %struct.SL, ptr %10, i32 0, i32 0
  %164 = getelementptr inbounds [3 x i64], ptr %163, i64 0, i64 1
  %165 = load i64, ptr %164, align 8
  %166 = getelementptr inbounds %struct.SL, ptr %10, i32 0, i32 0
  %167 = getelementptr inbounds [3 x i64], ptr %166, i64 0, i64 2
  %168 = load i64, ptr %167, align 8
  %169 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %162, i64 noundef %165, i64 noundef %168)
  br label %272

170:                                              ; preds = %20
  %171 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %172 = load i32, ptr %171, align 4
  %173 = icmp sge i32 %172, 0
  br i1 %173, label %181, label %174

174:                                              ; preds = %170
  %175 = add i32 %172, 16
  store i32 %175, ptr %171, align 4
  %176 = icmp sle i32 %175, 0
  br i1 %176, label %177, label %181

177:                                              ; preds = %174
  %178 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %179 = load ptr, ptr %178, align 8
  %180 = getelementptr inbounds i8, ptr %179, i32 %172
  br label %187

181:                                              ; preds = %174, %170
  %182 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %183 = load ptr, ptr %182, align 8
  %184 = getelementptr inbounds i8, ptr %183, i32 15
  %185 = call ptr @llvm.ptrmask.p0.i64(ptr %184, i64 -16)
  %186 = getelementptr inbounds i8, ptr %185, i64 16
  store ptr %186, ptr %182, align 8
  br label %187

187:                                              ; preds = %181, %177
  %188 = phi ptr [ %180, %177 ], [ %185, %181 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %11, ptr align 16 %188, i64 16, i1 false)
  %189 = load double, ptr %4, align 8
  %190 = fmul double %189, 2.000000e+00
  %191 = getelementptr inbounds %struct.SLD, ptr %11, i32 0, i32 0
  %192 = load fp128, ptr %191, align 16
  %193 = fptrunc fp128 %192 to double
  %194 = fadd double %190, %193
  store double %194, ptr %4, align 8
  %195 = getelementptr inbounds %struct.SLD, ptr %11, i32 0, i32 0
  %196 = load fp128, ptr %195, align 16
  %197 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, fp128 noundef %196)
  br label %272

198:                                              ; preds = %20
  %199 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %200 = load i32, ptr %199, align 8
  %201 = icmp sge i32 %200, 0
  br i1 %201, label %209, label %202

202:                                              ; preds = %198
  %203 = add i32 %200, 8
  store i32 %203, ptr %199, align 8
  %204 = icmp sle i32 %203, 0
  br i1 %204, label %205, label %209

205:                                              ; preds = %202
  %206 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %207 = load ptr, ptr %206, align 8
  %208 = getelementptr inbounds i8, ptr %207, i32 %200
  br label %213

209:                                              ; preds = %202, %198
  %210 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %211 = load ptr, ptr %210, align 8
  %212 = getelementptr inbounds i8, ptr %211, i64 8
  store ptr %212, ptr %210, align 8
  br label %213

213:                                              ; preds = %209, %205
  %214 = phi ptr [ %208, %205 ], [ %211, %209 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %12, ptr align 8 %214, i64 4, i1 false)
  %215 = load double, ptr %4, align 8
  %216 = fmul double %215, 2.000000e+00
  %217 = load float, ptr %12, align 4
  %218 = fpext float %217 to double
  %219 = fadd double %216, %218
  store double %219, ptr %4, align 8
  %220 = load float, ptr %12, align 4
  %221 = fpext float %220 to double
  %222 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %221)
  br label %272

223:                                              ; preds = %20
  %224 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 3
  %225 = load i32, ptr %224, align 8
  %226 = icmp sge i32 %225, 0
  br i1 %226, label %234, label %227

227:                                              ; preds = %223
  %228 = add i32 %225, 8
  store i32 %228, ptr %224, align 8
  %229 = icmp sle i32 %228, 0
  br i1 %229, label %230, label %234

230:                                              ; preds = %227
  %231 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 1
  %232 = load ptr, ptr %231, align 8
  %233 = getelementptr inbounds i8, ptr %232, i32 %225
  br label %238

234:                                              ; preds = %227, %223
  %235 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %236 = load ptr, ptr %235, align 8
  %237 = getelementptr inbounds i8, ptr %236, i64 8
  store ptr %237, ptr %235, align 8
  br label %238

238:                                              ; preds = %234, %230
  %239 = phi ptr [ %233, %230 ], [ %236, %234 ]
  %240 = load i32, ptr %239, align 8
  store i32 %240, ptr %13, align 4
  %241 = load double, ptr %4, align 8
  %242 = fmul double %241, 2.000000e+00
  %243 = load i32, ptr %13, align 4
  %244 = sitofp i32 %243 to double
  %245 = fadd double %242, %244
  store double %245, ptr %4, align 8
  %246 = load i32, ptr %13, align 4
  %247 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %246)
  br label %272

248:                                              ; preds = %20
  %249 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 4
  %250 = load i32, ptr %249, align 4
  %251 = icmp sge i32 %250, 0
  br i1 %251, label %259, label %252

252:                                              ; preds = %248
  %253 = add i32 %250, 16
  store i32 %253, ptr %249, align 4
  %254 = icmp sle i32 %253, 0
  br i1 %254, label %255, label %259

255:                                              ; preds = %252
  %256 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 2
  %257 = load ptr, ptr %256, align 8
  %258 = getelementptr inbounds i8, ptr %257, i32 %250
  br label %263

259:                                              ; preds = %252, %248
  %260 = getelementptr inbounds %struct.__va_list, ptr %3, i32 0, i32 0
  %261 = load ptr, ptr %260, align 8
  %262 = getelementptr inbounds i8, ptr %261, i64 8
  store ptr %262, ptr %260, align 8
  br label %263

263:                                              ; preds = %259, %255
  %264 = phi ptr [ %258, %255 ], [ %261, %259 ]
  %265 = load double, ptr %264, align 8
  store double %265, ptr %14, align 8
  %266 = load double, ptr %4, align 8
  %267 = fmul double %266, 2.000000e+00
  %268 = load double, ptr %14, align 8
  %269 = fadd double %267, %268
  store double %269, ptr %4, align 8
  %270 = load double, ptr %14, align 8
  %271 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %270)
  br label %272

272:                                              ; preds = %20, %263, %238, %213, %187, %142, %111, %81, %39
  br label %273

273:                                              ; preds = %272
  %274 = load ptr, ptr %5, align 8
  %275 = getelementptr inbounds i8, ptr %274, i32 1
  store ptr %275, ptr %5, align 8
  br label %16, !llvm.loop !6

276:                                              ; preds = %16
  call void @llvm.va_end.p0(ptr %3)
  %277 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %278 = load double, ptr %4, align 8
  ret double %278
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="non-leaf" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="generic" "target-features"="+fp-armv8,+neon,+outline-atomics,+v8a,-fmv" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
