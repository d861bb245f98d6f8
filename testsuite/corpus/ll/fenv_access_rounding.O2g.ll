; ModuleID = 'programs/fenv_access_rounding.c'
source_filename = "programs/fenv_access_rounding.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@va = internal global double 3.000000e+00, align 8, !dbg !0
@vb = internal global double 7.000000e+00, align 8, !dbg !27
@vc = internal global float 0x3FF19999A0000000, align 4, !dbg !30
@vn = internal global i64 -3, align 8, !dbg !33
@vu = internal global i64 12345678901234567, align 8, !dbg !36
@.str = private unnamed_addr constant [10 x i8] c"%a %a %a\0A\00", align 1, !dbg !11
@.str.1 = private unnamed_addr constant [17 x i8] c"divbyzero %d %g\0A\00", align 1, !dbg !17
@.str.2 = private unnamed_addr constant [12 x i8] c"inexact %d\0A\00", align 1, !dbg !22

; Function Attrs: nounwind strictfp uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !47 {
  %1 = alloca double, align 8, !DIAssignID !62
    #dbg_assign(i1 undef, !60, !DIExpression(), !62, ptr %1, !DIExpression(), !63)
    #dbg_value(i64 0, !55, !DIExpression(), !64)
  %2 = tail call i32 @fesetround(i32 noundef 0) #7, !dbg !65
  %3 = load volatile double, ptr @va, align 8, !dbg !66, !tbaa !67
  %4 = load volatile double, ptr @vb, align 8, !dbg !71, !tbaa !67
  %5 = load volatile float, ptr @vc, align 4, !dbg !72, !tbaa !73
  %6 = load volatile i64, ptr @vn, align 8, !dbg !75, !tbaa !76
  %7 = load volatile i64, ptr @vu, align 8, !dbg !78, !tbaa !76
  %8 = tail call fastcc double @f(double noundef %3, double noundef %4, float noundef %5, i64 noundef %6, i64 noundef %7) #8, !dbg !79
    #dbg_value(double %8, !57, !DIExpression(), !80)
  %9 = load volatile double, ptr @va, align 8, !dbg !81, !tbaa !67
  %10 = load volatile double, ptr @vb, align 8, !dbg !82, !tbaa !67
  %11 = tail call double @llvm.experimental.constrained.fdiv.f64(double %9, double %10, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !83
  %12 = load volatile double, ptr @vb, align 8, !dbg !84, !tbaa !67
  %13 = load volatile double, ptr @va, align 8, !dbg !85, !tbaa !67
  %14 = tail call double @llvm.experimental.constrained.fdiv.f64(double %12, double %13, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !86
  %15 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %14, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !87
  %16 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %15, metadata !"fpexcept.strict") #8, !dbg !88
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %8, double noundef %11, double noundef %16) #8, !dbg !89
    #dbg_value(i64 1, !55, !DIExpression(), !64)
  %18 = tail call i32 @fesetround(i32 noundef 2048) #7, !dbg !65
  %19 = load volatile double, ptr @va, align 8, !dbg !66, !tbaa !67
  %20 = load volatile double, ptr @vb, align 8, !dbg !71, !tbaa !67
  %21 = load volatile float, ptr @vc, align 4, !dbg !72, !tbaa !73
  %22 = load volatile i64, ptr @vn, align 8, !dbg !75, !tbaa !76
  %23 = load volatile i64, ptr @vu, align 8, !dbg !78, !tbaa !76
  %24 = tail call fastcc double @f(double noundef %19, double noundef %20, float noundef %21, i64 noundef %22, i64 noundef %23) #8, !dbg !79
    #dbg_value(double %24, !57, !DIExpression(), !80)
  %25 = load volatile double, ptr @va, align 8, !dbg !81, !tbaa !67
  %26 = load volatile double, ptr @vb, align 8, !dbg !82, !tbaa !67
  %27 = tail call double @llvm.experimental.constrained.fdiv.f64(double %25, double %26, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !83
  %28 = load volatile double, ptr @vb, align 8, !dbg !84, !tbaa !67
  %29 = load volatile double, ptr @va, align 8, !dbg !85, !tbaa !67
  %30 = tail call double @llvm.experimental.constrained.fdiv.f64(double %28, double %29, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !86
  %31 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %30, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !87
  %32 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %31, metadata !"fpexcept.strict") #8, !dbg !88
  %33 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %24, double noundef %27, double noundef %32) #8, !dbg !89
    #dbg_value(i64 2, !55, !DIExpression(), !64)
  %34 = tail call i32 @fesetround(i32 noundef 1024) #7, !dbg !65
  %35 = load volatile double, ptr @va, align 8, !dbg !66, !tbaa !67
  %36 = load volatile double, ptr @vb, align 8, !dbg !71, !tbaa !67
  %37 = load volatile float, ptr @vc, align 4, !dbg !72, !tbaa !73
  %38 = load volatile i64, ptr @vn, align 8, !dbg !75, !tbaa !76
  %39 = load volatile i64, ptr @vu, align 8, !dbg !78, !tbaa !76
  %40 = tail call fastcc double @f(double noundef %35, double noundef %36, float noundef %37, i64 noundef %38, i64 noundef %39) #8, !dbg !79
    #dbg_value(double %40, !57, !DIExpression(), !80)
  %41 = load volatile double, ptr @va, align 8, !dbg !81, !tbaa !67
  %42 = load volatile double, ptr @vb, align 8, !dbg !82, !tbaa !67
  %43 = tail call double @llvm.experimental.constrained.fdiv.f64(double %41, double %42, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !83
  %44 = load volatile double, ptr @vb, align 8, !dbg !84, !tbaa !67
  %45 = load volatile double, ptr @va, align 8, !dbg !85, !tbaa !67
  %46 = tail call double @llvm.experimental.constrained.fdiv.f64(double %44, double %45, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !86
  %47 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %46, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !87
  %48 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %47, metadata !"fpexcept.strict") #8, !dbg !88
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %40, double noundef %43, double noundef %48) #8, !dbg !89
    #dbg_value(i64 3, !55, !DIExpression(), !64)
  %50 = tail call i32 @fesetround(i32 noundef 3072) #7, !dbg !65
  %51 = load volatile double, ptr @va, align 8, !dbg !66, !tbaa !67
  %52 = load volatile double, ptr @vb, align 8, !dbg !71, !tbaa !67
  %53 = load volatile float, ptr @vc, align 4, !dbg !72, !tbaa !73
  %54 = load volatile i64, ptr @vn, align 8, !dbg !75, !tbaa !76
  %55 = load volatile i64, ptr @vu, align 8, !dbg !78, !tbaa !76
  %56 = tail call fastcc double @f(double noundef %51, double noundef %52, float noundef %53, i64 noundef %54, i64 noundef %55) #8, !dbg !79
    #dbg_value(double %56, !57, !DIExpression(), !80)
  %57 = load volatile double, ptr @va, align 8, !dbg !81, !tbaa !67
  %58 = load volatile double, ptr @vb, align 8, !dbg !82, !tbaa !67
  %59 = tail call double @llvm.experimental.constrained.fdiv.f64(double %57, double %58, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !83
  %60 = load volatile double, ptr @vb, align 8, !dbg !84, !tbaa !67
  %61 = load volatile double, ptr @va, align 8, !dbg !85, !tbaa !67
  %62 = tail call double @llvm.experimental.constrained.fdiv.f64(double %60, double %61, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !86
  %63 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %62, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !87
  %64 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %63, metadata !"fpexcept.strict") #8, !dbg !88
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %56, double noundef %59, double noundef %64) #8, !dbg !89
    #dbg_value(i64 4, !55, !DIExpression(), !64)
  %66 = tail call i32 @fesetround(i32 noundef 0) #7, !dbg !90
  %67 = tail call i32 @feclearexcept(i32 noundef 61) #7, !dbg !91
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !92
  %68 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !93
  store volatile double %68, ptr %1, align 8, !dbg !94, !tbaa !67, !DIAssignID !95
    #dbg_assign(double %68, !60, !DIExpression(), !95, ptr %1, !DIExpression(), !63)
  %69 = load volatile double, ptr @va, align 8, !dbg !96, !tbaa !67
  %70 = load volatile double, ptr %1, align 8, !dbg !97, !tbaa !67
  %71 = tail call double @llvm.experimental.constrained.fdiv.f64(double %69, double %70, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !98
    #dbg_value(double %71, !61, !DIExpression(), !63)
  %72 = tail call i32 @fetestexcept(i32 noundef 4) #7, !dbg !99
  %73 = icmp ne i32 %72, 0, !dbg !100
  %74 = zext i1 %73 to i32, !dbg !100
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %74, double noundef %71) #8, !dbg !101
  %76 = tail call i32 @feclearexcept(i32 noundef 61) #7, !dbg !102
  %77 = load volatile double, ptr @va, align 8, !dbg !103, !tbaa !67
  %78 = load volatile double, ptr @vb, align 8, !dbg !104, !tbaa !67
  %79 = tail call double @llvm.experimental.constrained.fdiv.f64(double %77, double %78, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !105
    #dbg_value(double %79, !61, !DIExpression(), !63)
  %80 = tail call i32 @fetestexcept(i32 noundef 32) #7, !dbg !106
  %81 = icmp ne i32 %80, 0, !dbg !107
  %82 = zext i1 %81 to i32, !dbg !107
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %82) #8, !dbg !108
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !109
  ret i32 0, !dbg !110
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !111 i32 @fesetround(i32 noundef) local_unnamed_addr #2

; Function Attrs: noinline nounwind strictfp uwtable
define internal fastcc double @f(double noundef %0, double noundef %1, float noundef %2, i64 noundef %3, i64 noundef %4) unnamed_addr #3 !dbg !115 {
    #dbg_value(double %0, !119, !DIExpression(), !130)
    #dbg_value(double %1, !120, !DIExpression(), !130)
    #dbg_value(float %2, !121, !DIExpression(), !130)
    #dbg_value(i64 %3, !122, !DIExpression(), !130)
    #dbg_value(i64 %4, !123, !DIExpression(), !130)
  %6 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !131
  %7 = tail call double @llvm.experimental.constrained.fmuladd.f64(double %0, double %1, double %6, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !132
  %8 = tail call double @llvm.experimental.constrained.fsub.f64(double %7, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !133
    #dbg_value(double %8, !124, !DIExpression(), !130)
  %9 = tail call double @sqrt(double noundef %0) #7, !dbg !134
  %10 = tail call double @llvm.experimental.constrained.fma.f64(double %0, double %1, double %8, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !135
  %11 = tail call double @llvm.experimental.constrained.fadd.f64(double %9, double %10, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !136
  %12 = tail call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %3, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !137
  %13 = tail call double @llvm.experimental.constrained.fadd.f64(double %11, double %12, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !138
  %14 = tail call double @llvm.experimental.constrained.uitofp.f64.i64(i64 %4, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !139
  %15 = tail call double @llvm.experimental.constrained.fadd.f64(double %13, double %14, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !140
  %16 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %2, metadata !"fpexcept.strict") #8, !dbg !141
  %17 = tail call double @llvm.experimental.constrained.fadd.f64(double %15, double %16, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !142
  %18 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !143
  %19 = tail call double @llvm.experimental.constrained.rint.f64(double %18, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !144
  %20 = tail call double @llvm.experimental.constrained.fadd.f64(double %17, double %19, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !145
  %21 = tail call double @llvm.experimental.constrained.fdiv.f64(double %1, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !146
  %22 = tail call double @llvm.experimental.constrained.floor.f64(double %21, metadata !"fpexcept.strict") #8, !dbg !147
  %23 = tail call double @llvm.experimental.constrained.fadd.f64(double %20, double %22, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !148
  %24 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !149
  %25 = tail call double @llvm.experimental.constrained.ceil.f64(double %24, metadata !"fpexcept.strict") #8, !dbg !150
  %26 = tail call double @llvm.experimental.constrained.fadd.f64(double %23, double %25, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !151
  %27 = tail call double @llvm.experimental.constrained.fdiv.f64(double %1, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !152
  %28 = tail call double @llvm.experimental.constrained.trunc.f64(double %27, metadata !"fpexcept.strict") #8, !dbg !153
  %29 = tail call double @llvm.experimental.constrained.fadd.f64(double %26, double %28, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !154
  %30 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !155
  %31 = tail call double @llvm.experimental.constrained.round.f64(double %30, metadata !"fpexcept.strict") #8, !dbg !156
  %32 = tail call double @llvm.experimental.constrained.fadd.f64(double %29, double %31, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !157
  %33 = tail call double @llvm.experimental.constrained.fdiv.f64(double %1, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !158
  %34 = tail call double @llvm.experimental.constrained.nearbyint.f64(double %33, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !159
  %35 = tail call double @llvm.experimental.constrained.fadd.f64(double %32, double %34, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !160
  %36 = tail call double @llvm.experimental.constrained.fadd.f64(double %8, double %35, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !161
    #dbg_value(double %36, !124, !DIExpression(), !130)
  %37 = tail call double @llvm.experimental.constrained.minnum.f64(double %0, double %1, metadata !"fpexcept.strict") #8, !dbg !162
  %38 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %2, metadata !"fpexcept.strict") #8, !dbg !163
  %39 = tail call double @llvm.experimental.constrained.maxnum.f64(double %0, double %38, metadata !"fpexcept.strict") #8, !dbg !164
  %40 = tail call double @llvm.experimental.constrained.fadd.f64(double %37, double %39, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !165
  %41 = tail call double @llvm.experimental.constrained.fadd.f64(double %36, double %40, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !166
    #dbg_value(double %41, !124, !DIExpression(), !130)
  %42 = tail call i64 @llvm.experimental.constrained.fptosi.i64.f64(double %41, metadata !"fpexcept.strict") #8, !dbg !167
    #dbg_value(i64 %42, !125, !DIExpression(), !130)
  %43 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 1024, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !168
  %44 = tail call double @llvm.experimental.constrained.fdiv.f64(double %41, double %43, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !169
  %45 = tail call i64 @llvm.experimental.constrained.fptoui.i64.f64(double %44, metadata !"fpexcept.strict") #8, !dbg !170
    #dbg_value(i64 %45, !126, !DIExpression(), !130)
  %46 = tail call float @llvm.experimental.constrained.sitofp.f32.i32(i32 100, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !171
  %47 = tail call float @llvm.experimental.constrained.fmul.f32(float %2, float %46, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !172
  %48 = tail call i32 @llvm.experimental.constrained.fptosi.i32.f32(float %47, metadata !"fpexcept.strict") #8, !dbg !173
    #dbg_value(i32 %48, !127, !DIExpression(), !130)
  %49 = tail call float @llvm.experimental.constrained.fptrunc.f32.f64(double %41, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !174
    #dbg_value(float %49, !128, !DIExpression(), !130)
  %50 = tail call i1 @llvm.experimental.constrained.fcmps.f64(double %0, double %1, metadata !"olt", metadata !"fpexcept.strict") #8, !dbg !175
  %51 = zext i1 %50 to i32, !dbg !175
  %52 = tail call i1 @llvm.experimental.constrained.fcmps.f64(double %0, double %1, metadata !"ole", metadata !"fpexcept.strict") #8, !dbg !176
  %53 = select i1 %52, i32 2, i32 0, !dbg !177
  %54 = or disjoint i32 %53, %51, !dbg !178
  %55 = tail call i1 @llvm.experimental.constrained.fcmp.f64(double %0, double %1, metadata !"oeq", metadata !"fpexcept.strict") #8, !dbg !179
  %56 = select i1 %55, i32 4, i32 0, !dbg !180
  %57 = or disjoint i32 %54, %56, !dbg !181
  %58 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %2, metadata !"fpexcept.strict") #8, !dbg !182
  %59 = tail call i1 @llvm.experimental.constrained.fcmp.f64(double %0, double %58, metadata !"une", metadata !"fpexcept.strict") #8, !dbg !183
  %60 = select i1 %59, i32 8, i32 0, !dbg !184
  %61 = or disjoint i32 %57, %60, !dbg !185
  %62 = tail call i1 @llvm.experimental.constrained.fcmp.f64(double %0, double %1, metadata !"olt", metadata !"fpexcept.strict") #8, !dbg !186
  %63 = select i1 %62, i32 16, i32 0, !dbg !187
  %64 = or disjoint i32 %61, %63, !dbg !188
  %65 = tail call i1 @llvm.experimental.constrained.fcmp.f64(double %0, double %1, metadata !"uno", metadata !"fpexcept.strict") #8, !dbg !189
  %66 = select i1 %65, i32 32, i32 0, !dbg !190
  %67 = or disjoint i32 %64, %66, !dbg !191
    #dbg_value(i32 %67, !129, !DIExpression(), !130)
  %68 = tail call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %42, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !192
  %69 = tail call double @llvm.experimental.constrained.fadd.f64(double %41, double %68, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !193
  %70 = tail call double @llvm.experimental.constrained.uitofp.f64.i64(i64 %45, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !194
  %71 = tail call double @llvm.experimental.constrained.fadd.f64(double %69, double %70, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !195
  %72 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 %48, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !196
  %73 = tail call double @llvm.experimental.constrained.fadd.f64(double %71, double %72, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !197
  %74 = tail call double @llvm.experimental.constrained.fpext.f64.f32(float %49, metadata !"fpexcept.strict") #8, !dbg !198
  %75 = tail call double @llvm.experimental.constrained.fadd.f64(double %73, double %74, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !199
  %76 = tail call double @llvm.experimental.constrained.sitofp.f64.i32(i32 %67, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !200
  %77 = tail call double @llvm.experimental.constrained.fadd.f64(double %75, double %76, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !201
  %78 = tail call double @llvm.experimental.constrained.fdiv.f64(double %0, double %1, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !202
  %79 = tail call i64 @lrint(double noundef %78) #7, !dbg !203
  %80 = tail call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %79, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !203
  %81 = tail call double @llvm.experimental.constrained.fadd.f64(double %77, double %80, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !204
  %82 = tail call double @llvm.experimental.constrained.fdiv.f64(double %1, double %0, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !205
  %83 = tail call i64 @llround(double noundef %82) #7, !dbg !206
  %84 = tail call double @llvm.experimental.constrained.sitofp.f64.i64(i64 %83, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !206
  %85 = tail call double @llvm.experimental.constrained.fadd.f64(double %81, double %84, metadata !"round.dynamic", metadata !"fpexcept.strict") #8, !dbg !207
  ret double %85, !dbg !208
}

; Function Attrs: nofree nounwind
declare !dbg !209 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fdiv.f64(double, double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.fptrunc.f32.f64(double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fpext.f64.f32(float, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind
declare !dbg !216 i32 @feclearexcept(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.sitofp.f64.i32(i32, metadata, metadata) #5

; Function Attrs: nounwind
declare !dbg !217 i32 @fetestexcept(i32 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fmuladd.f64(double, double, double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fsub.f64(double, double, metadata, metadata) #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !218 double @sqrt(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fma.f64(double, double, double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.fadd.f64(double, double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.sitofp.f64.i64(i64, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.uitofp.f64.i64(i64, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.rint.f64(double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.floor.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.ceil.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.trunc.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.round.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.nearbyint.f64(double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.minnum.f64(double, double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare double @llvm.experimental.constrained.maxnum.f64(double, double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i64 @llvm.experimental.constrained.fptosi.i64.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i64 @llvm.experimental.constrained.fptoui.i64.f64(double, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.sitofp.f32.i32(i32, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare float @llvm.experimental.constrained.fmul.f32(float, float, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i32 @llvm.experimental.constrained.fptosi.i32.f32(float, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i1 @llvm.experimental.constrained.fcmps.f64(double, double, metadata, metadata) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite)
declare i1 @llvm.experimental.constrained.fcmp.f64(double, double, metadata, metadata) #5

; Function Attrs: nounwind
declare !dbg !222 i64 @lrint(double noundef) local_unnamed_addr #2

; Function Attrs: nounwind
declare !dbg !225 i64 @llround(double noundef) local_unnamed_addr #2

attributes #0 = { nounwind strictfp uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind strictfp uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind strictfp willreturn memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind strictfp }
attributes #8 = { strictfp }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "va", scope: !2, file: !3, line: 10, type: !29, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !10, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/fenv_access_rounding.c", directory: ".", checksumkind: CSK_MD5, checksum: "7bc89c619bec633e17dd586f6bb6856c")
!4 = !{!5, !6, !7, !8, !9}
!5 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!8 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!9 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!10 = !{!11, !17, !22, !0, !27, !30, !33, !36}
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 80, elements: !15)
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !{!16}
!16 = !DISubrange(count: 10)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 136, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 17)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(name: "vb", scope: !2, file: !3, line: 10, type: !29, isLocal: true, isDefinition: true)
!29 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !5)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "vc", scope: !2, file: !3, line: 11, type: !32, isLocal: true, isDefinition: true)
!32 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !6)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "vn", scope: !2, file: !3, line: 12, type: !35, isLocal: true, isDefinition: true)
!35 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !7)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "vu", scope: !2, file: !3, line: 13, type: !38, isLocal: true, isDefinition: true)
!38 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !8)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 28, type: !48, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!9}
!50 = !{!51, !55, !57, !60, !61}
!51 = !DILocalVariable(name: "modes", scope: !47, file: !3, line: 29, type: !52)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !9, size: 128, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 4)
!55 = !DILocalVariable(name: "m", scope: !56, file: !3, line: 30, type: !9)
!56 = distinct !DILexicalBlock(scope: !47, file: !3, line: 30, column: 3)
!57 = !DILocalVariable(name: "r", scope: !58, file: !3, line: 32, type: !5)
!58 = distinct !DILexicalBlock(scope: !59, file: !3, line: 30, column: 31)
!59 = distinct !DILexicalBlock(scope: !56, file: !3, line: 30, column: 3)
!60 = !DILocalVariable(name: "z", scope: !47, file: !3, line: 37, type: !29)
!61 = !DILocalVariable(name: "w", scope: !47, file: !3, line: 38, type: !5)
!62 = distinct !DIAssignID()
!63 = !DILocation(line: 0, scope: !47)
!64 = !DILocation(line: 0, scope: !56)
!65 = !DILocation(line: 31, column: 5, scope: !58)
!66 = !DILocation(line: 32, column: 18, scope: !58)
!67 = !{!68, !68, i64 0}
!68 = !{!"double", !69, i64 0}
!69 = !{!"omnipotent char", !70, i64 0}
!70 = !{!"Simple C/C++ TBAA"}
!71 = !DILocation(line: 32, column: 22, scope: !58)
!72 = !DILocation(line: 32, column: 26, scope: !58)
!73 = !{!74, !74, i64 0}
!74 = !{!"float", !69, i64 0}
!75 = !DILocation(line: 32, column: 30, scope: !58)
!76 = !{!77, !77, i64 0}
!77 = !{!"long", !69, i64 0}
!78 = !DILocation(line: 32, column: 34, scope: !58)
!79 = !DILocation(line: 32, column: 16, scope: !58)
!80 = !DILocation(line: 0, scope: !58)
!81 = !DILocation(line: 33, column: 29, scope: !58)
!82 = !DILocation(line: 33, column: 34, scope: !58)
!83 = !DILocation(line: 33, column: 32, scope: !58)
!84 = !DILocation(line: 33, column: 54, scope: !58)
!85 = !DILocation(line: 33, column: 59, scope: !58)
!86 = !DILocation(line: 33, column: 57, scope: !58)
!87 = !DILocation(line: 33, column: 46, scope: !58)
!88 = !DILocation(line: 33, column: 38, scope: !58)
!89 = !DILocation(line: 33, column: 5, scope: !58)
!90 = !DILocation(line: 35, column: 3, scope: !47)
!91 = !DILocation(line: 36, column: 3, scope: !47)
!92 = !DILocation(line: 37, column: 3, scope: !47)
!93 = !DILocation(line: 37, column: 23, scope: !47)
!94 = !DILocation(line: 37, column: 19, scope: !47)
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 38, column: 14, scope: !47)
!97 = !DILocation(line: 38, column: 19, scope: !47)
!98 = !DILocation(line: 38, column: 17, scope: !47)
!99 = !DILocation(line: 39, column: 31, scope: !47)
!100 = !DILocation(line: 39, column: 58, scope: !47)
!101 = !DILocation(line: 39, column: 3, scope: !47)
!102 = !DILocation(line: 40, column: 3, scope: !47)
!103 = !DILocation(line: 41, column: 7, scope: !47)
!104 = !DILocation(line: 41, column: 12, scope: !47)
!105 = !DILocation(line: 41, column: 10, scope: !47)
!106 = !DILocation(line: 42, column: 26, scope: !47)
!107 = !DILocation(line: 42, column: 51, scope: !47)
!108 = !DILocation(line: 42, column: 3, scope: !47)
!109 = !DILocation(line: 44, column: 1, scope: !47)
!110 = !DILocation(line: 43, column: 3, scope: !47)
!111 = !DISubprogram(name: "fesetround", scope: !112, file: !112, line: 107, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!112 = !DIFile(filename: "/usr/include/fenv.h", directory: "", checksumkind: CSK_MD5, checksum: "fae36b6374917fc80090e9d52892f94c")
!113 = !DISubroutineType(types: !114)
!114 = !{!9, !9}
!115 = distinct !DISubprogram(name: "f", scope: !3, file: !3, line: 15, type: !116, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!5, !5, !5, !6, !7, !8}
!118 = !{!119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129}
!119 = !DILocalVariable(name: "a", arg: 1, scope: !115, file: !3, line: 15, type: !5)
!120 = !DILocalVariable(name: "b", arg: 2, scope: !115, file: !3, line: 15, type: !5)
!121 = !DILocalVariable(name: "c", arg: 3, scope: !115, file: !3, line: 15, type: !6)
!122 = !DILocalVariable(name: "n", arg: 4, scope: !115, file: !3, line: 15, type: !7)
!123 = !DILocalVariable(name: "u", arg: 5, scope: !115, file: !3, line: 15, type: !8)
!124 = !DILocalVariable(name: "x", scope: !115, file: !3, line: 16, type: !5)
!125 = !DILocalVariable(name: "l", scope: !115, file: !3, line: 20, type: !7)
!126 = !DILocalVariable(name: "ul", scope: !115, file: !3, line: 21, type: !8)
!127 = !DILocalVariable(name: "i", scope: !115, file: !3, line: 22, type: !9)
!128 = !DILocalVariable(name: "y", scope: !115, file: !3, line: 23, type: !6)
!129 = !DILocalVariable(name: "cmp", scope: !115, file: !3, line: 24, type: !9)
!130 = !DILocation(line: 0, scope: !115)
!131 = !DILocation(line: 16, column: 16, scope: !115)
!132 = !DILocation(line: 16, column: 20, scope: !115)
!133 = !DILocation(line: 16, column: 28, scope: !115)
!134 = !DILocation(line: 17, column: 8, scope: !115)
!135 = !DILocation(line: 17, column: 18, scope: !115)
!136 = !DILocation(line: 17, column: 16, scope: !115)
!137 = !DILocation(line: 17, column: 33, scope: !115)
!138 = !DILocation(line: 17, column: 31, scope: !115)
!139 = !DILocation(line: 17, column: 45, scope: !115)
!140 = !DILocation(line: 17, column: 43, scope: !115)
!141 = !DILocation(line: 17, column: 57, scope: !115)
!142 = !DILocation(line: 17, column: 55, scope: !115)
!143 = !DILocation(line: 17, column: 68, scope: !115)
!144 = !DILocation(line: 17, column: 61, scope: !115)
!145 = !DILocation(line: 17, column: 59, scope: !115)
!146 = !DILocation(line: 17, column: 83, scope: !115)
!147 = !DILocation(line: 17, column: 75, scope: !115)
!148 = !DILocation(line: 17, column: 73, scope: !115)
!149 = !DILocation(line: 17, column: 97, scope: !115)
!150 = !DILocation(line: 17, column: 90, scope: !115)
!151 = !DILocation(line: 17, column: 88, scope: !115)
!152 = !DILocation(line: 18, column: 16, scope: !115)
!153 = !DILocation(line: 18, column: 8, scope: !115)
!154 = !DILocation(line: 17, column: 102, scope: !115)
!155 = !DILocation(line: 18, column: 31, scope: !115)
!156 = !DILocation(line: 18, column: 23, scope: !115)
!157 = !DILocation(line: 18, column: 21, scope: !115)
!158 = !DILocation(line: 18, column: 50, scope: !115)
!159 = !DILocation(line: 18, column: 38, scope: !115)
!160 = !DILocation(line: 18, column: 36, scope: !115)
!161 = !DILocation(line: 17, column: 5, scope: !115)
!162 = !DILocation(line: 19, column: 8, scope: !115)
!163 = !DILocation(line: 19, column: 29, scope: !115)
!164 = !DILocation(line: 19, column: 21, scope: !115)
!165 = !DILocation(line: 19, column: 19, scope: !115)
!166 = !DILocation(line: 19, column: 5, scope: !115)
!167 = !DILocation(line: 20, column: 12, scope: !115)
!168 = !DILocation(line: 21, column: 42, scope: !115)
!169 = !DILocation(line: 21, column: 40, scope: !115)
!170 = !DILocation(line: 21, column: 22, scope: !115)
!171 = !DILocation(line: 22, column: 21, scope: !115)
!172 = !DILocation(line: 22, column: 19, scope: !115)
!173 = !DILocation(line: 22, column: 11, scope: !115)
!174 = !DILocation(line: 23, column: 13, scope: !115)
!175 = !DILocation(line: 24, column: 16, scope: !115)
!176 = !DILocation(line: 24, column: 26, scope: !115)
!177 = !DILocation(line: 24, column: 32, scope: !115)
!178 = !DILocation(line: 24, column: 21, scope: !115)
!179 = !DILocation(line: 24, column: 41, scope: !115)
!180 = !DILocation(line: 24, column: 47, scope: !115)
!181 = !DILocation(line: 24, column: 36, scope: !115)
!182 = !DILocation(line: 24, column: 59, scope: !115)
!183 = !DILocation(line: 24, column: 56, scope: !115)
!184 = !DILocation(line: 24, column: 62, scope: !115)
!185 = !DILocation(line: 24, column: 51, scope: !115)
!186 = !DILocation(line: 24, column: 68, scope: !115)
!187 = !DILocation(line: 24, column: 81, scope: !115)
!188 = !DILocation(line: 24, column: 66, scope: !115)
!189 = !DILocation(line: 24, column: 88, scope: !115)
!190 = !DILocation(line: 24, column: 106, scope: !115)
!191 = !DILocation(line: 24, column: 86, scope: !115)
!192 = !DILocation(line: 25, column: 14, scope: !115)
!193 = !DILocation(line: 25, column: 12, scope: !115)
!194 = !DILocation(line: 25, column: 18, scope: !115)
!195 = !DILocation(line: 25, column: 16, scope: !115)
!196 = !DILocation(line: 25, column: 23, scope: !115)
!197 = !DILocation(line: 25, column: 21, scope: !115)
!198 = !DILocation(line: 25, column: 27, scope: !115)
!199 = !DILocation(line: 25, column: 25, scope: !115)
!200 = !DILocation(line: 25, column: 31, scope: !115)
!201 = !DILocation(line: 25, column: 29, scope: !115)
!202 = !DILocation(line: 25, column: 45, scope: !115)
!203 = !DILocation(line: 25, column: 37, scope: !115)
!204 = !DILocation(line: 25, column: 35, scope: !115)
!205 = !DILocation(line: 25, column: 62, scope: !115)
!206 = !DILocation(line: 25, column: 52, scope: !115)
!207 = !DILocation(line: 25, column: 50, scope: !115)
!208 = !DILocation(line: 25, column: 3, scope: !115)
!209 = !DISubprogram(name: "printf", scope: !210, file: !210, line: 356, type: !211, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!210 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!211 = !DISubroutineType(types: !212)
!212 = !{!9, !213, null}
!213 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !214)
!214 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !215, size: 64)
!215 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!216 = !DISubprogram(name: "feclearexcept", scope: !112, file: !112, line: 71, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!217 = !DISubprogram(name: "fetestexcept", scope: !112, file: !112, line: 92, type: !113, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!218 = !DISubprogram(name: "sqrt", scope: !219, file: !219, line: 143, type: !220, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!219 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!220 = !DISubroutineType(types: !221)
!221 = !{!5, !5}
!222 = !DISubprogram(name: "lrint", scope: !219, file: !219, line: 317, type: !223, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!223 = !DISubroutineType(types: !224)
!224 = !{!7, !5}
!225 = !DISubprogram(name: "llround", scope: !219, file: !219, line: 325, type: !226, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!226 = !DISubroutineType(types: !227)
!227 = !{!228, !5}
!228 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
