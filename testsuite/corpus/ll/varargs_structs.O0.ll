; ModuleID = 'programs/varargs_structs.c'
source_filename = "programs/varargs_structs.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.SI = type { i16, i8 }
%struct.SD = type { double, double }
%struct.SM = type { i32, double }
%struct.SL = type { [3 x i64] }
%struct.SLD = type { x86_fp80 }
%union.UF = type { float }
%struct.__va_list_tag = type { i32, i32, ptr, ptr }

@__const.main.si = private unnamed_addr constant %struct.SI { i16 -300, i8 120 }, align 2
@__const.main.sd = private unnamed_addr constant %struct.SD { double 1.500000e+00, double -2.500000e+00 }, align 8
@__const.main.sm = private unnamed_addr constant %struct.SM { i32 7, double 2.500000e-01 }, align 8
@__const.main.sl = private unnamed_addr constant %struct.SL { [3 x i64] [i64 1, i64 -2, i64 3] }, align 8
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
  %5 = alloca %struct.SL, align 8
  %6 = alloca %struct.SLD, align 16
  %7 = alloca %union.UF, align 4
  %8 = alloca double, align 8
  %9 = alloca double, align 8
  %10 = alloca double, align 8
  store i32 0, ptr %1, align 4
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %2, ptr align 2 @__const.main.si, i64 4, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %3, ptr align 8 @__const.main.sd, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %4, ptr align 8 @__const.main.sm, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %5, ptr align 8 @__const.main.sl, i64 24, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %6, ptr align 16 @__const.main.sld, i64 16, i1 false)
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %7, ptr align 4 @__const.main.uf, i64 4, i1 false)
  %11 = load i32, ptr %2, align 2
  %12 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %13 = load double, ptr %12, align 8
  %14 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %15 = load double, ptr %14, align 8
  %16 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 0
  %17 = load i32, ptr %16, align 8
  %18 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
  %19 = load double, ptr %18, align 8
  %20 = getelementptr inbounds %union.UF, ptr %7, i32 0, i32 0
  %21 = load i32, ptr %20, align 4
  %22 = call double (ptr, ...) @walk(ptr noundef @.str, i32 %11, double %13, double %15, i32 %17, double %19, ptr noundef byval(%struct.SL) align 8 %5, ptr noundef byval(%struct.SLD) align 16 %6, i32 %21, i32 noundef 99)
  store double %22, ptr %8, align 8
  %23 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %24 = load double, ptr %23, align 8
  %25 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %26 = load double, ptr %25, align 8
  %27 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 0
  %28 = load double, ptr %27, align 8
  %29 = getelementptr inbounds { double, double }, ptr %3, i32 0, i32 1
  %30 = load double, ptr %29, align 8
  %31 = call double (ptr, ...) @walk(ptr noundef @.str.1, i32 noundef 1, double noundef 1.500000e+00, i32 noundef 2, double noundef 2.500000e+00, i32 noundef 3, double noundef 3.500000e+00, i32 noundef 4, double noundef 4.500000e+00, double %24, double %26, double %28, double %30, ptr noundef byval(%struct.SD) align 8 %3, ptr noundef byval(%struct.SD) align 8 %3, ptr noundef byval(%struct.SD) align 8 %3, ptr noundef byval(%struct.SM) align 8 %4, ptr noundef byval(%struct.SM) align 8 %4, ptr noundef byval(%struct.SM) align 8 %4, ptr noundef byval(%struct.SM) align 8 %4, ptr noundef byval(%struct.SM) align 8 %4)
  store double %31, ptr %9, align 8
  %32 = load i32, ptr %2, align 2
  %33 = load i32, ptr %2, align 2
  %34 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 0
  %35 = load i32, ptr %34, align 8
  %36 = getelementptr inbounds { i32, double }, ptr %4, i32 0, i32 1
  %37 = load double, ptr %36, align 8
  %38 = getelementptr inbounds %union.UF, ptr %7, i32 0, i32 0
  %39 = load i32, ptr %38, align 4
  %40 = call double (ptr, ...) @walk(ptr noundef @.str.2, ptr noundef byval(%struct.SL) align 8 %5, i32 %32, ptr noundef byval(%struct.SLD) align 16 %6, ptr noundef byval(%struct.SL) align 8 %5, i32 %33, i32 %35, double %37, i32 %39)
  store double %40, ptr %10, align 8
  %41 = load double, ptr %8, align 8
  %42 = load double, ptr %9, align 8
  %43 = load double, ptr %10, align 8
  %44 = call i32 (ptr, ...) @printf(ptr noundef @.str.3, double noundef %41, double noundef %42, double noundef %43)
  %45 = load double, ptr %8, align 8
  %46 = fptosi double %45 to i32
  %47 = and i32 %46, 127
  ret i32 %47
}

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #1

; Function Attrs: noinline nounwind optnone uwtable
define internal double @walk(ptr noundef %0, ...) #0 {
  %2 = alloca ptr, align 8
  %3 = alloca [1 x %struct.__va_list_tag], align 16
  %4 = alloca double, align 8
  %5 = alloca ptr, align 8
  %6 = alloca %struct.SI, align 2
  %7 = alloca %struct.SD, align 8
  %8 = alloca %struct.SD, align 8
  %9 = alloca %struct.SM, align 8
  %10 = alloca %struct.SM, align 8
  %11 = alloca %struct.SL, align 8
  %12 = alloca %struct.SLD, align 16
  %13 = alloca %union.UF, align 4
  %14 = alloca i32, align 4
  %15 = alloca double, align 8
  store ptr %0, ptr %2, align 8
  %16 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_start.p0(ptr %16)
  store double 0.000000e+00, ptr %4, align 8
  %17 = load ptr, ptr %2, align 8
  store ptr %17, ptr %5, align 8
  br label %18

18:                                               ; preds = %253, %1
  %19 = load ptr, ptr %5, align 8
  %20 = load i8, ptr %19, align 1
  %21 = icmp ne i8 %20, 0
  br i1 %21, label %22, label %256

22:                                               ; preds = %18
  %23 = load ptr, ptr %5, align 8
  %24 = load i8, ptr %23, align 1
  %25 = sext i8 %24 to i32
  switch i32 %25, label %252 [
    i32 105, label %26
    i32 100, label %61
    i32 109, label %95
    i32 108, label %135
    i32 76, label %165
    i32 117, label %181
    i32 110, label %205
    i32 102, label %229
  ]

26:                                               ; preds = %22
  %27 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %28 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 0
  %29 = load i32, ptr %28, align 16
  %30 = icmp ule i32 %29, 40
  br i1 %30, label %31, label %36

31:                                               ; preds = %26
  %32 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 3
  %33 = load ptr, ptr %32, align 16
  %34 = getelementptr i8, ptr %33, i32 %29
  %35 = add i32 %29, 8
  store i32 %35, ptr %28, align 16
  br label %40

36:                                               ; preds = %26
  %37 = getelementptr inbounds %struct.__va_list_tag, ptr %27, i32 0, i32 2
  %38 = load ptr, ptr %37, align 8
  %39 = getelementptr i8, ptr %38, i32 8
  store ptr %39, ptr %37, align 8
  br label %40

40:                                               ; preds = %36, %31
  %41 = phi ptr [ %34, %31 ], [ %38, %36 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 2 %6, ptr align 2 %41, i64 4, i1 false)
  %42 = load double, ptr %4, align 8
  %43 = fmul double %42, 2.000000e+00
  %44 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 0
  %45 = load i16, ptr %44, align 2
  %46 = sext i16 %45 to i32
  %47 = sitofp i32 %46 to double
  %48 = fadd double %43, %47
  %49 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 1
  %50 = load i8, ptr %49, align 2
  %51 = sext i8 %50 to i32
  %52 = sitofp i32 %51 to double
  %53 = fadd double %48, %52
  store double %53, ptr %4, align 8
  %54 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 0
  %55 = load i16, ptr %54, align 2
  %56 = sext i16 %55 to i32
  %57 = getelementptr inbounds %struct.SI, ptr %6, i32 0, i32 1
  %58 = load i8, ptr %57, align 2
  %59 = sext i8 %58 to i32
  %60 = call i32 (ptr, ...) @printf(ptr noundef @.str.4, i32 noundef %56, i32 noundef %59)
  br label %252

61:                                               ; preds = %22
  %62 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %63 = getelementptr inbounds %struct.__va_list_tag, ptr %62, i32 0, i32 1
  %64 = load i32, ptr %63, align 4
  %65 = icmp ule i32 %64, 144
  br i1 %65, label %66, label %76

66:                                               ; preds = %61
  %67 = getelementptr inbounds %struct.__va_list_tag, ptr %62, i32 0, i32 3
  %68 = load ptr, ptr %67, align 16
  %69 = getelementptr i8, ptr %68, i32 %64
  %70 = getelementptr inbounds i8, ptr %69, i64 16
  %71 = load double, ptr %69, align 16
  %72 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 0
  store double %71, ptr %72, align 8
  %73 = load double, ptr %70, align 16
  %74 = getelementptr inbounds { double, double }, ptr %8, i32 0, i32 1
  store double %73, ptr %74, align 8
  %75 = add i32 %64, 32
  store i32 %75, ptr %63, align 4
  br label %80

76:                                               ; preds = %61
  %77 = getelementptr inbounds %struct.__va_list_tag, ptr %62, i32 0, i32 2
  %78 = load ptr, ptr %77, align 8
  %79 = getelementptr i8, ptr %78, i32 16
  store ptr %79, ptr %77, align 8
  br label %80

80:                                               ; preds = %76, %66
  %81 = phi ptr [ %8, %66 ], [ %78, %76 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %7, ptr align 8 %81, i64 16, i1 false)
  %82 = load double, ptr %4, align 8
  %83 = fmul double %82, 2.000000e+00
  %84 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 0
  %85 = load double, ptr %84, align 8
  %86 = fadd double %83, %85
  %87 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 1
  %88 = load double, ptr %87, align 8
  %89 = fsub double %86, %88
  store double %89, ptr %4, align 8
  %90 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 0
  %91 = load double, ptr %90, align 8
  %92 = getelementptr inbounds %struct.SD, ptr %7, i32 0, i32 1
  %93 = load double, ptr %92, align 8
  %94 = call i32 (ptr, ...) @printf(ptr noundef @.str.5, double noundef %91, double noundef %93)
  br label %252

95:                                               ; preds = %22
  %96 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %97 = getelementptr inbounds %struct.__va_list_tag, ptr %96, i32 0, i32 0
  %98 = load i32, ptr %97, align 16
  %99 = icmp ule i32 %98, 40
  %100 = getelementptr inbounds %struct.__va_list_tag, ptr %96, i32 0, i32 1
  %101 = load i32, ptr %100, align 4
  %102 = icmp ule i32 %101, 160
  %103 = and i1 %99, %102
  br i1 %103, label %104, label %115

104:                                              ; preds = %95
  %105 = getelementptr inbounds %struct.__va_list_tag, ptr %96, i32 0, i32 3
  %106 = load ptr, ptr %105, align 16
  %107 = getelementptr i8, ptr %106, i32 %98
  %108 = getelementptr i8, ptr %106, i32 %101
  %109 = load i32, ptr %107, align 4
  %110 = getelementptr inbounds { i32, double }, ptr %10, i32 0, i32 0
  store i32 %109, ptr %110, align 8
  %111 = load double, ptr %108, align 8
  %112 = getelementptr inbounds { i32, double }, ptr %10, i32 0, i32 1
  store double %111, ptr %112, align 8
  %113 = add i32 %98, 8
  store i32 %113, ptr %97, align 16
  %114 = add i32 %101, 16
  store i32 %114, ptr %100, align 4
  br label %119

115:                                              ; preds = %95
  %116 = getelementptr inbounds %struct.__va_list_tag, ptr %96, i32 0, i32 2
  %117 = load ptr, ptr %116, align 8
  %118 = getelementptr i8, ptr %117, i32 16
  store ptr %118, ptr %116, align 8
  br label %119

119:                                              ; preds = %115, %104
  %120 = phi ptr [ %10, %104 ], [ %117, %115 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %9, ptr align 8 %120, i64 16, i1 false)
  %121 = load double, ptr %4, align 8
  %122 = fmul double %121, 2.000000e+00
  %123 = getelementptr inbounds %struct.SM, ptr %9, i32 0, i32 0
  %124 = load i32, ptr %123, align 8
  %125 = sitofp i32 %124 to double
  %126 = getelementptr inbounds %struct.SM, ptr %9, i32 0, i32 1
  %127 = load double, ptr %126, align 8
  %128 = fmul double %125, %127
  %129 = fadd double %122, %128
  store double %129, ptr %4, align 8
  %130 = getelementptr inbounds %struct.SM, ptr %9, i32 0, i32 0
  %131 = load i32, ptr %130, align 8
  %132 = getelementptr inbounds %struct.SM, ptr %9, i32 0, i32 1
  %133 = load double, ptr %132, align 8
  %134 = call i32 (ptr, ...) @printf(ptr noundef @.str.6, i32 noundef %131, double noundef %133)
  br label %252

135:                                              ; preds = %22
  %136 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %137 = getelementptr inbounds %struct.__va_list_tag, ptr %136, i32 0, i32 2
  %138 = load ptr, ptr %137, align 8
  %139 = getelementptr i8, ptr %138, i32 24
  store ptr %139, ptr %137, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 8 %11, ptr align 8 %138, i64 24, i1 false)
  %140 = load double, ptr %4, align 8
  %141 = fmul double %140, 2.000000e+00
  %142 = getelementptr inbounds %struct.SL, ptr %11, i32 0, i32 0
  %143 = getelementptr inbounds [3 x i64], ptr %142, i64 0, i64 0
  %144 = load i64, ptr %143, align 8
  %145 = getelementptr inbounds %struct.SL, ptr %11, i32 0, i32 0
  %146 = getelementptr inbounds [3 x i64], ptr %145, i64 0, i64 1
  %147 = load i64, ptr %146, align 8
  %148 = add nsw i64 %144, %147
  %149 = getelementptr inbounds %struct.SL, ptr %11, i32 0, i32 0
  %150 = getelementptr inbounds [3 x i64], ptr %149, i64 0, i64 2
  %151 = load i64, ptr %150, align 8
  %152 = add nsw i64 %148, %151
  %153 = sitofp i64 %152 to double
  %154 = fadd double %141, %153
  store double %154, ptr %4, align 8
  %155 = getelementptr inbounds %struct.SL, ptr %11, i32 0, i32 0
  %156 = getelementptr inbounds [3 x i64], ptr %155, i64 0, i64 0
  %157 = load i64, ptr %156, align 8
  %158 = getelementptr inbounds %struct.SL, ptr %11, i32 0, i32 0
  %159 = getelementptr inbounds [3 x i64], ptr %158, i64 0, i64 1
  %160 = load i64, ptr %159, align 8
  %161 = getelementptr inbounds %struct.SL, ptr %11, i32 0, i32 0
  %162 = getelementptr inbounds [3 x i64], ptr %161, i64 0, i64 2
  %163 = load i64, ptr %162, align 8
  %164 = call i32 (ptr, ...) @printf(ptr noundef @.str.7, i64 noundef %157, i64 noundef %160, i64 noundef %163)
  br label %252

165:                                              ; preds = %22
  %166 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %167 = getelementptr inbounds %struct.__va_list_tag, ptr %166, i32 0, i32 2
  %168 = load ptr, ptr %167, align 8
  %169 = getelementptr inbounds i8, ptr %168, i32 15
  %170 = call ptr @llvm.ptrmask.p0.i64(ptr %169, i64 -16)
  %171 = getelementptr i8, ptr %170, i32 16
  store ptr %171, ptr %167, align 8
  call void @llvm.memcpy.p0.p0.i64(ptr align 16 %12, ptr align 16 %170, i64 16, i1 false)
  %172 = load double, ptr %4, align 8
  %173 = fmul double %172, 2.000000e+00
  %174 = getelementptr inbounds %struct.SLD, ptr %12, i32 0, i32 0
  %175 = load x86_fp80, ptr %174, align 16
  %176 = fptrunc x86_fp80 %175 to double
  %177 = fadd double %173, %176
  store double %177, ptr %4, align 8
  %178 = getelementptr inbounds %struct.SLD, ptr %12, i32 0, i32 0
  %179 = load x86_fp80, ptr %178, align 16
  %180 = call i32 (ptr, ...) @printf(ptr noundef @.str.8, x86_fp80 noundef %179)
  br label %252

181:                                              ; preds = %22
  %182 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %183 = getelementptr inbounds %struct.__va_list_tag, ptr %182, i32 0, i32 0
  %184 = load i32, ptr %183, align 16
  %185 = icmp ule i32 %184, 40
  br i1 %185, label %186, label %191

186:                                              ; preds = %181
  %187 = getelementptr inbounds %struct.__va_list_tag, ptr %182, i32 0, i32 3
  %188 = load ptr, ptr %187, align 16
  %189 = getelementptr i8, ptr %188, i32 %184
  %190 = add i32 %184, 8
  store i32 %190, ptr %183, align 16
  br label %195

191:                                              ; preds = %181
  %192 = getelementptr inbounds %struct.__va_list_tag, ptr %182, i32 0, i32 2
  %193 = load ptr, ptr %192, align 8
  %194 = getelementptr i8, ptr %193, i32 8
  store ptr %194, ptr %192, align 8
  br label %195

195:                                              ; preds = %191, %186
  %196 = phi ptr [ %189, %186 ], [ %193, %191 ]
  call void @llvm.memcpy.p0.p0.i64(ptr align 4 %13, ptr align 4 %196, i64 4, i1 false)
  %197 = load double, ptr %4, align 8
  %198 = fmul double %197, 2.000000e+00
  %199 = load float, ptr %13, align 4
  %200 = fpext float %199 to double
  %201 = fadd double %198, %200
  store double %201, ptr %4, align 8
  %202 = load float, ptr %13, align 4
  %203 = fpext float %202 to double
  %204 = call i32 (ptr, ...) @printf(ptr noundef @.str.9, double noundef %203)
  br label %252

205:                                              ; preds = %22
  %206 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %207 = getelementptr inbounds %struct.__va_list_tag, ptr %206, i32 0, i32 0
  %208 = load i32, ptr %207, align 16
  %209 = icmp ule i32 %208, 40
  br i1 %209, label %210, label %215

210:                                              ; preds = %205
  %211 = getelementptr inbounds %struct.__va_list_tag, ptr %206, i32 0, i32 3
  %212 = load ptr, ptr %211, align 16
  %213 = getelementptr i8, ptr %212, i32 %208
  %214 = add i32 %208, 8
  store i32 %214, ptr %207, align 16
  br label %219

215:                                              ; preds = %205
  %216 = getelementptr inbounds %struct.__va_list_tag, ptr %206, i32 0, i32 2
  %217 = load ptr, ptr %216, align 8
  %218 = getelementptr i8, ptr %217, i32 8
  store ptr %218, ptr %216, align 8
  br label %219

219:                                              ; preds = %215, %210
  %220 = phi ptr [ %213, %210 ], [ %217, %215 ]
  %221 = load i32, ptr %220, align 4
  store i32 %221, ptr %14, align 4
  %222 = load double, ptr %4, align 8
  %223 = fmul double %222, 2.000000e+00
  %224 = load i32, ptr %14, align 4
  %225 = sitofp i32 %224 to double
  %226 = fadd double %223, %225
  store double %226, ptr %4, align 8
  %227 = load i32, ptr %14, align 4
  %228 = call i32 (ptr, ...) @printf(ptr noundef @.str.10, i32 noundef %227)
  br label %252

229:                                              ; preds = %22
  %230 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  %231 = getelementptr inbounds %struct.__va_list_tag, ptr %230, i32 0, i32 1
  %232 = load i32, ptr %231, align 4
  %233 = icmp ule i32 %232, 160
  br i1 %233, label %234, label %239

234:                                              ; preds = %229
  %235 = getelementptr inbounds %struct.__va_list_tag, ptr %230, i32 0, i32 3
  %236 = load ptr, ptr %235, align 16
  %237 = getelementptr i8, ptr %236, i32 %232
  %238 = add i32 %232, 16
  store i32 %238, ptr %231, align 4
  br label %243

239:                                              ; preds = %229
  %240 = getelementptr inbounds %struct.__va_list_tag, ptr %230, i32 0, i32 2
  %241 = load ptr, ptr %240, align 8
  %242 = getelementptr i8, ptr %241, i32 8
  store ptr %242, ptr %240, align 8
  br label %243

243:                                              ; preds = %239, %234
  %244 = phi ptr [ %237, %234 ], [ %241, %239 ]
  %245 = load double, ptr %244, align 8
  store double %245, ptr %15, align 8
  %246 = load double, ptr %4, align 8
  %247 = fmul double %246, 2.000000e+00
  %248 = load double, ptr %15, align 8
  %249 = fadd double %247, %248
  store double %249, ptr %4, align 8
  %250 = load double, ptr %15, align 8
  %251 = call i32 (ptr, ...) @printf(ptr noundef @.str.11, double noundef %250)
  br label %252

252:                                              ; preds = %22, %243, %219, %195, %165, %135, %119, %80, %40
  br label %253

253:                                              ; preds = %252
  %254 = load ptr, ptr %5, align 8
  %255 = getelementptr inbounds i8, ptr %254, i32 1
  store ptr %255, ptr %5, align 8
  br label %18, !llvm.loop !6

256:                                              ; preds = %18
  %257 = getelementptr inbounds [1 x %struct.__va_list_tag], ptr %3, i64 0, i64 0
  call void @llvm.va_end.p0(ptr %257)
  %258 = call i32 (ptr, ...) @printf(ptr noundef @.str.12)
  %259 = load double, ptr %4, align 8
  ret double %259
}

declare i32 @printf(ptr noundef, ...) #2

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_start.p0(ptr) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare ptr @llvm.ptrmask.p0.i64(ptr, i64) #4

; Function Attrs: nocallback nofree nosync nounwind willreturn
declare void @llvm.va_end.p0(ptr) #3

attributes #0 = { noinline nounwind optnone uwtable "frame-pointer"="all" "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nosync nounwind willreturn }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
