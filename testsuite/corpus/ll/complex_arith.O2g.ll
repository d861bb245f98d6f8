; ModuleID = 'programs/complex_arith.c'
source_filename = "programs/complex_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cs = type { { float, float }, { double, double } }

@.str = private unnamed_addr constant [4 x i8] c"a+b\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [4 x i8] c"a-b\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [4 x i8] c"a*b\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [4 x i8] c"a/b\00", align 1, !dbg !11
@.str.4 = private unnamed_addr constant [5 x i8] c"conj\00", align 1, !dbg !13
@.str.5 = private unnamed_addr constant [21 x i8] c"abs %.15g arg %.15g\0A\00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [17 x i8] c"float mul %g %g\0A\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [18 x i8] c"float add5 %g %g\0A\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [16 x i8] c"ld mul %Lg %Lg\0A\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [20 x i8] c"rotate12 %.6f %.6f\0A\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [20 x i8] c"struct %g %g %g %g\0A\00", align 1, !dbg !43
@.str.11 = private unnamed_addr constant [10 x i8] c"total %d\0A\00", align 1, !dbg !45
@.str.12 = private unnamed_addr constant [15 x i8] c"div by inf-ish\00", align 1, !dbg !50
@.str.13 = private unnamed_addr constant [17 x i8] c"%s %.12g%+.12gi\0A\00", align 1, !dbg !55
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !71 {
  %1 = alloca { x86_fp80, x86_fp80 }, align 16
  %2 = alloca { x86_fp80, x86_fp80 }, align 16
  %3 = alloca %struct.cs, align 8, !DIAssignID !111
    #dbg_assign(i1 undef, !94, !DIExpression(), !111, ptr %3, !DIExpression(), !112)
    #dbg_value(double 1.500000e+00, !76, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double -2.000000e+00, !76, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double -5.000000e-01, !79, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double 4.000000e+00, !79, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double 1.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !121)
    #dbg_value(double 2.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !121)
    #dbg_value(ptr @.str, !120, !DIExpression(), !121)
  %4 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, double noundef 1.000000e+00, double noundef 2.000000e+00), !dbg !123
    #dbg_value(double 2.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !124)
    #dbg_value(double -6.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !124)
    #dbg_value(ptr @.str.1, !120, !DIExpression(), !124)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, double noundef 2.000000e+00, double noundef -6.000000e+00), !dbg !126
  %6 = tail call fastcc { double, double } @muld(double noundef 1.500000e+00, double noundef -2.000000e+00, double noundef -5.000000e-01, double noundef 4.000000e+00), !dbg !127
  %7 = extractvalue { double, double } %6, 0, !dbg !127
  %8 = extractvalue { double, double } %6, 1, !dbg !127
    #dbg_value(double %7, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(double %8, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !128)
    #dbg_value(ptr @.str.2, !120, !DIExpression(), !128)
  %9 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, double noundef %7, double noundef %8), !dbg !130
  %10 = tail call fastcc { double, double } @divd(double noundef 1.500000e+00, double noundef -2.000000e+00, double noundef -5.000000e-01, double noundef 4.000000e+00), !dbg !131
  %11 = extractvalue { double, double } %10, 0, !dbg !131
  %12 = extractvalue { double, double } %10, 1, !dbg !131
    #dbg_value(double %11, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
    #dbg_value(double %12, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !132)
    #dbg_value(ptr @.str.3, !120, !DIExpression(), !132)
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, double noundef %11, double noundef %12), !dbg !134
    #dbg_value(double 1.500000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !135)
    #dbg_value(double 2.000000e+00, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !135)
    #dbg_value(ptr @.str.4, !120, !DIExpression(), !135)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, double noundef 1.500000e+00, double noundef 2.000000e+00), !dbg !137
  %15 = tail call double @cabs(double noundef 1.500000e+00, double noundef -2.000000e+00) #8, !dbg !138
  %16 = tail call double @carg(double noundef 1.500000e+00, double noundef -2.000000e+00) #8, !dbg !139
  %17 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %15, double noundef %16), !dbg !140
    #dbg_value(float 2.000000e+00, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !112)
    #dbg_value(float 3.000000e+00, !80, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
    #dbg_value(float -1.000000e+00, !83, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !112)
    #dbg_value(float 5.000000e-01, !83, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
  %18 = tail call fastcc <2 x float> @mulf(), !dbg !141
  %19 = extractelement <2 x float> %18, i64 0, !dbg !141
  %20 = extractelement <2 x float> %18, i64 1, !dbg !141
    #dbg_value(float %19, !84, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !112)
    #dbg_value(float %20, !84, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
  %21 = fpext float %19 to double, !dbg !142
  %22 = fpext float %20 to double, !dbg !143
  %23 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %21, double noundef %22), !dbg !144
  %24 = tail call fastcc <2 x float> @addf(), !dbg !145
  %25 = extractelement <2 x float> %24, i64 0, !dbg !145
  %26 = extractelement <2 x float> %24, i64 1, !dbg !145
    #dbg_value(float %25, !85, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !112)
    #dbg_value(float %26, !85, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !112)
  %27 = fpext float %25 to double, !dbg !146
  %28 = fpext float %26 to double, !dbg !147
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %27, double noundef %28), !dbg !148
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !86, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !112)
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !86, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !112)
    #dbg_value(x86_fp80 0xK3FFE8000000000000000, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !112)
    #dbg_value(x86_fp80 0xKBFFD8000000000000000, !89, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !112)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #8, !dbg !149
  %30 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !149
  store x86_fp80 0xK3FFF8000000000000000, ptr %1, align 16, !dbg !149
  store x86_fp80 0xK3FFF8000000000000000, ptr %30, align 16, !dbg !149
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !dbg !149
  %31 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !149
  store x86_fp80 0xK3FFE8000000000000000, ptr %2, align 16, !dbg !149
  store x86_fp80 0xKBFFD8000000000000000, ptr %31, align 16, !dbg !149
  %32 = tail call fastcc { x86_fp80, x86_fp80 } @mull(ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %1, ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %2), !dbg !149
  %33 = extractvalue { x86_fp80, x86_fp80 } %32, 0, !dbg !149
  %34 = extractvalue { x86_fp80, x86_fp80 } %32, 1, !dbg !149
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #8, !dbg !149
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !dbg !149
    #dbg_value(x86_fp80 %33, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !112)
    #dbg_value(x86_fp80 %34, !90, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !112)
  %35 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef %33, x86_fp80 noundef %34), !dbg !150
    #dbg_value(double 1.000000e+00, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double 0.000000e+00, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(i32 0, !92, !DIExpression(), !151)
    #dbg_value(double 0.000000e+00, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double 1.000000e+00, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 0, !92, !DIExpression(), !151)
  %36 = tail call fastcc { double, double } @muld(double noundef 1.000000e+00, double noundef 0.000000e+00, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %37 = extractvalue { double, double } %36, 0, !dbg !152
  %38 = extractvalue { double, double } %36, 1, !dbg !152
    #dbg_value(double %37, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %38, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %37, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 1, !92, !DIExpression(), !151)
    #dbg_value(double %38, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %37, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %39 = tail call fastcc { double, double } @muld(double noundef %37, double noundef %38, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %40 = extractvalue { double, double } %39, 0, !dbg !152
  %41 = extractvalue { double, double } %39, 1, !dbg !152
    #dbg_value(double %40, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %41, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %40, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 2, !92, !DIExpression(), !151)
    #dbg_value(double %41, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %40, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %42 = tail call fastcc { double, double } @muld(double noundef %40, double noundef %41, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %43 = extractvalue { double, double } %42, 0, !dbg !152
  %44 = extractvalue { double, double } %42, 1, !dbg !152
    #dbg_value(double %43, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %44, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %43, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 3, !92, !DIExpression(), !151)
    #dbg_value(double %44, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %43, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %45 = tail call fastcc { double, double } @muld(double noundef %43, double noundef %44, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %46 = extractvalue { double, double } %45, 0, !dbg !152
  %47 = extractvalue { double, double } %45, 1, !dbg !152
    #dbg_value(double %46, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %47, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %46, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 4, !92, !DIExpression(), !151)
    #dbg_value(double %47, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %46, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %48 = tail call fastcc { double, double } @muld(double noundef %46, double noundef %47, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %49 = extractvalue { double, double } %48, 0, !dbg !152
  %50 = extractvalue { double, double } %48, 1, !dbg !152
    #dbg_value(double %49, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %50, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %49, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 5, !92, !DIExpression(), !151)
    #dbg_value(double %50, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %49, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %51 = tail call fastcc { double, double } @muld(double noundef %49, double noundef %50, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %52 = extractvalue { double, double } %51, 0, !dbg !152
  %53 = extractvalue { double, double } %51, 1, !dbg !152
    #dbg_value(double %52, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %53, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %52, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 6, !92, !DIExpression(), !151)
    #dbg_value(double %53, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %52, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %54 = tail call fastcc { double, double } @muld(double noundef %52, double noundef %53, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %55 = extractvalue { double, double } %54, 0, !dbg !152
  %56 = extractvalue { double, double } %54, 1, !dbg !152
    #dbg_value(double %55, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %56, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %55, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 7, !92, !DIExpression(), !151)
    #dbg_value(double %56, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %55, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %57 = tail call fastcc { double, double } @muld(double noundef %55, double noundef %56, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %58 = extractvalue { double, double } %57, 0, !dbg !152
  %59 = extractvalue { double, double } %57, 1, !dbg !152
    #dbg_value(double %58, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %59, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %58, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 8, !92, !DIExpression(), !151)
    #dbg_value(double %59, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %58, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %60 = tail call fastcc { double, double } @muld(double noundef %58, double noundef %59, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %61 = extractvalue { double, double } %60, 0, !dbg !152
  %62 = extractvalue { double, double } %60, 1, !dbg !152
    #dbg_value(double %61, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %62, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %61, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 9, !92, !DIExpression(), !151)
    #dbg_value(double %62, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %61, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %63 = tail call fastcc { double, double } @muld(double noundef %61, double noundef %62, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %64 = extractvalue { double, double } %63, 0, !dbg !152
  %65 = extractvalue { double, double } %63, 1, !dbg !152
    #dbg_value(double %64, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %65, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %64, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 10, !92, !DIExpression(), !151)
    #dbg_value(double %65, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %64, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %66 = tail call fastcc { double, double } @muld(double noundef %64, double noundef %65, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %67 = extractvalue { double, double } %66, 0, !dbg !152
  %68 = extractvalue { double, double } %66, 1, !dbg !152
    #dbg_value(double %67, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %68, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %67, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 11, !92, !DIExpression(), !151)
    #dbg_value(double %68, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %67, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
  %69 = tail call fastcc { double, double } @muld(double noundef %67, double noundef %68, double noundef 0x3FEBB67AE8584CAB, double noundef 0x3FDFFFFFFFFFFFFF), !dbg !152
  %70 = extractvalue { double, double } %69, 0, !dbg !152
  %71 = extractvalue { double, double } %69, 1, !dbg !152
    #dbg_value(double %70, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(double %71, !91, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !112)
    #dbg_value(double %70, !91, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(i32 12, !92, !DIExpression(), !151)
  %72 = fadd double %70, 0.000000e+00, !dbg !154
  %73 = tail call double @llvm.fabs.f64(double %71), !dbg !155
  %74 = fcmp olt double %73, 1.000000e-09, !dbg !156
  %75 = select i1 %74, double 0.000000e+00, double %71, !dbg !155
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef %72, double noundef %75), !dbg !157
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #8, !dbg !158
  call fastcc void @mkcs(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %3), !dbg !159
  %77 = load float, ptr %3, align 8, !dbg !160
  %78 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !160
  %79 = fpext float %77 to double, !dbg !161
  %80 = load float, ptr %78, align 4, !dbg !162
  %81 = fpext float %80 to double, !dbg !163
  %82 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !164
  %83 = load double, ptr %82, align 8, !dbg !164
  %84 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !164
  %85 = load double, ptr %84, align 8, !dbg !165
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %79, double noundef %81, double noundef %83, double noundef %85), !dbg !166
    #dbg_value(i32 0, !99, !DIExpression(), !112)
    #dbg_value(i32 -10, !100, !DIExpression(), !167)
  br label %87, !dbg !168

87:                                               ; preds = %0, %99
  %88 = phi i32 [ -10, %0 ], [ %102, %99 ]
  %89 = phi i32 [ 0, %0 ], [ %144, %99 ]
    #dbg_value(i32 %88, !100, !DIExpression(), !167)
    #dbg_value(i32 %89, !99, !DIExpression(), !112)
  %90 = sitofp i32 %88 to double
  %91 = fdiv double %90, 1.000000e+01
    #dbg_value(i32 -20, !102, !DIExpression(), !169)
    #dbg_value(i32 %89, !99, !DIExpression(), !112)
  br label %104, !dbg !170

92:                                               ; preds = %99
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, i32 noundef %144), !dbg !171
  %94 = tail call fastcc { double, double } @divd(double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 1.000000e+300, double noundef 1.000000e+300), !dbg !172
  %95 = extractvalue { double, double } %94, 0, !dbg !172
  %96 = extractvalue { double, double } %94, 1, !dbg !172
    #dbg_value(double %95, !113, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !173)
    #dbg_value(double %96, !113, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !173)
    #dbg_value(ptr @.str.12, !120, !DIExpression(), !173)
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.12, double noundef %95, double noundef %96), !dbg !175
  %98 = srem i32 %144, 256, !dbg !176
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #8, !dbg !177
  ret i32 %98, !dbg !177

99:                                               ; preds = %143
    #dbg_value(i32 10, !178, !DIExpression(), !184)
  %100 = load ptr, ptr @stdout, align 8, !dbg !186, !tbaa !187
  %101 = tail call i32 @putc(i32 noundef 10, ptr noundef %100), !dbg !191
  %102 = add nsw i32 %88, 1, !dbg !192
    #dbg_value(i32 %102, !100, !DIExpression(), !167)
    #dbg_value(i32 %144, !99, !DIExpression(), !112)
  %103 = icmp eq i32 %102, 11, !dbg !193
  br i1 %103, label %92, label %87, !dbg !168, !llvm.loop !194

104:                                              ; preds = %87, %143
  %105 = phi i32 [ -20, %87 ], [ %148, %143 ]
  %106 = phi i32 [ %89, %87 ], [ %144, %143 ]
    #dbg_value(i32 %105, !102, !DIExpression(), !169)
    #dbg_value(i32 %106, !99, !DIExpression(), !112)
  %107 = sitofp i32 %105 to double, !dbg !197
  %108 = fdiv double %107, 1.000000e+01, !dbg !197
    #dbg_value(double %108, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
    #dbg_value(double %91, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198)
    #dbg_value(double 0.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
    #dbg_value(double 0.000000e+00, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198)
    #dbg_value(i32 0, !110, !DIExpression(), !198)
  br label %109, !dbg !199

109:                                              ; preds = %104, %128
  %110 = phi i32 [ 0, %104 ], [ %133, %128 ]
  %111 = phi double [ 0.000000e+00, %104 ], [ %131, %128 ]
  %112 = phi double [ 0.000000e+00, %104 ], [ %132, %128 ]
    #dbg_value(i32 %110, !110, !DIExpression(), !198)
    #dbg_value(double %111, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
    #dbg_value(double %112, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198)
  %113 = fmul double %112, %112, !dbg !200
  %114 = tail call double @llvm.fmuladd.f64(double %111, double %111, double %113), !dbg !201
  %115 = fcmp ugt double %114, 4.000000e+00, !dbg !202
  br i1 %115, label %137, label %116, !dbg !203

116:                                              ; preds = %109
  %117 = fmul double %111, %111, !dbg !204
  %118 = fmul double %112, %111, !dbg !204
  %119 = fsub double %117, %113, !dbg !204
  %120 = fadd double %118, %118, !dbg !204
  %121 = fcmp uno double %119, 0.000000e+00, !dbg !204
  br i1 %121, label %122, label %128, !dbg !204, !prof !206

122:                                              ; preds = %116
  %123 = fcmp uno double %120, 0.000000e+00, !dbg !204
  br i1 %123, label %124, label %128, !dbg !204, !prof !206

124:                                              ; preds = %122
  %125 = tail call { double, double } @__muldc3(double noundef %111, double noundef %112, double noundef %111, double noundef %112) #8, !dbg !204
  %126 = extractvalue { double, double } %125, 0, !dbg !204
  %127 = extractvalue { double, double } %125, 1, !dbg !204
  br label %128, !dbg !204

128:                                              ; preds = %124, %122, %116
  %129 = phi double [ %119, %116 ], [ %119, %122 ], [ %126, %124 ], !dbg !204
  %130 = phi double [ %120, %116 ], [ %120, %122 ], [ %127, %124 ], !dbg !204
  %131 = fadd double %108, %129, !dbg !207
  %132 = fadd double %91, %130, !dbg !207
    #dbg_value(double %131, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
    #dbg_value(double %132, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198)
  %133 = add i32 %110, 1, !dbg !208
    #dbg_value(i32 %133, !110, !DIExpression(), !198)
    #dbg_value(double %131, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !198)
    #dbg_value(double %132, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !198)
  %134 = icmp eq i32 %133, 50, !dbg !209
  br i1 %134, label %135, label %109, !dbg !199, !llvm.loop !210

135:                                              ; preds = %128
  %136 = add nsw i32 %106, 50, !dbg !212
    #dbg_value(i32 %136, !99, !DIExpression(), !112)
  br label %143, !dbg !213

137:                                              ; preds = %109
  %138 = add nsw i32 %110, %106, !dbg !212
    #dbg_value(i32 %138, !99, !DIExpression(), !112)
  %139 = icmp ugt i32 %110, 49, !dbg !214
  %140 = icmp ugt i32 %110, 5, !dbg !213
  %141 = select i1 %140, i32 43, i32 46, !dbg !213
  %142 = select i1 %139, i32 35, i32 %141, !dbg !213
  br label %143, !dbg !213

143:                                              ; preds = %137, %135
  %144 = phi i32 [ %136, %135 ], [ %138, %137 ]
  %145 = phi i32 [ 35, %135 ], [ %142, %137 ], !dbg !213
    #dbg_value(i32 %145, !178, !DIExpression(), !215)
  %146 = load ptr, ptr @stdout, align 8, !dbg !217, !tbaa !187
  %147 = tail call i32 @putc(i32 noundef %145, ptr noundef %146), !dbg !218
  %148 = add nsw i32 %105, 1, !dbg !219
    #dbg_value(i32 %148, !102, !DIExpression(), !169)
  %149 = icmp eq i32 %148, 11, !dbg !220
  br i1 %149, label %99, label %104, !dbg !170, !llvm.loop !221
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @muld(double noundef %0, double noundef %1, double noundef %2, double noundef %3) unnamed_addr #2 !dbg !223 {
    #dbg_value(double %0, !227, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !229)
    #dbg_value(double %1, !227, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !229)
    #dbg_value(double %2, !228, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !229)
    #dbg_value(double %3, !228, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !229)
  %5 = fmul double %0, %2, !dbg !230
  %6 = fmul double %1, %3, !dbg !230
  %7 = fmul double %0, %3, !dbg !230
  %8 = fmul double %1, %2, !dbg !230
  %9 = fsub double %5, %6, !dbg !230
  %10 = fadd double %8, %7, !dbg !230
  %11 = fcmp uno double %9, 0.000000e+00, !dbg !230
  br i1 %11, label %12, label %18, !dbg !230, !prof !206

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00, !dbg !230
  br i1 %13, label %14, label %18, !dbg !230, !prof !206

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #8, !dbg !230
  %16 = extractvalue { double, double } %15, 0, !dbg !230
  %17 = extractvalue { double, double } %15, 1, !dbg !230
  br label %18, !dbg !230

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ], !dbg !230
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ], !dbg !230
  %21 = insertvalue { double, double } poison, double %19, 0, !dbg !231
  %22 = insertvalue { double, double } %21, double %20, 1, !dbg !231
  ret { double, double } %22, !dbg !231
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @divd(double noundef %0, double noundef %1, double noundef %2, double noundef %3) unnamed_addr #2 !dbg !232 {
    #dbg_value(double %0, !234, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !236)
    #dbg_value(double %1, !234, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !236)
    #dbg_value(double %2, !235, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !236)
    #dbg_value(double %3, !235, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !236)
  %5 = tail call { double, double } @__divdc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #8, !dbg !237
  ret { double, double } %5, !dbg !238
}

; Function Attrs: nofree nounwind
declare !dbg !239 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !244 double @cabs(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: nounwind
declare !dbg !248 double @carg(double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x float> @mulf() unnamed_addr #5 !dbg !249 {
    #dbg_value(<2 x float> <float 2.000000e+00, float 3.000000e+00>, !253, !DIExpression(), !255)
    #dbg_value(<2 x float> <float -1.000000e+00, float 5.000000e-01>, !254, !DIExpression(), !255)
  ret <2 x float> <float -3.500000e+00, float -2.000000e+00>, !dbg !256
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x float> @addf() unnamed_addr #5 !dbg !257 {
    #dbg_value(<2 x float> <float 2.000000e+00, float 3.000000e+00>, !261, !DIExpression(), !266)
    #dbg_value(<2 x float> <float -1.000000e+00, float 5.000000e-01>, !262, !DIExpression(), !266)
    #dbg_value(<2 x float> <float 2.000000e+00, float 3.000000e+00>, !263, !DIExpression(), !266)
    #dbg_value(<2 x float> <float -1.000000e+00, float 5.000000e-01>, !264, !DIExpression(), !266)
    #dbg_value(<2 x float> <float 2.500000e-01, float 2.500000e-01>, !265, !DIExpression(), !266)
  ret <2 x float> <float 2.250000e+00, float 7.250000e+00>, !dbg !267
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { x86_fp80, x86_fp80 } @mull(ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %0, ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %1) unnamed_addr #2 !dbg !268 {
    #dbg_declare(ptr %0, !272, !DIExpression(), !274)
    #dbg_declare(ptr %1, !273, !DIExpression(), !275)
  %3 = load x86_fp80, ptr %0, align 16, !dbg !276
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !276
  %5 = load x86_fp80, ptr %4, align 16, !dbg !276
  %6 = load x86_fp80, ptr %1, align 16, !dbg !277
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !277
  %8 = load x86_fp80, ptr %7, align 16, !dbg !277
  %9 = fmul x86_fp80 %3, %6, !dbg !278
  %10 = fmul x86_fp80 %5, %8, !dbg !278
  %11 = fmul x86_fp80 %3, %8, !dbg !278
  %12 = fmul x86_fp80 %5, %6, !dbg !278
  %13 = fsub x86_fp80 %9, %10, !dbg !278
  %14 = fadd x86_fp80 %12, %11, !dbg !278
  %15 = fcmp uno x86_fp80 %13, 0xK00000000000000000000, !dbg !278
  br i1 %15, label %16, label %22, !dbg !278, !prof !206

16:                                               ; preds = %2
  %17 = fcmp uno x86_fp80 %14, 0xK00000000000000000000, !dbg !278
  br i1 %17, label %18, label %22, !dbg !278, !prof !206

18:                                               ; preds = %16
  %19 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %3, x86_fp80 noundef %5, x86_fp80 noundef %6, x86_fp80 noundef %8) #8, !dbg !278
  %20 = extractvalue { x86_fp80, x86_fp80 } %19, 0, !dbg !278
  %21 = extractvalue { x86_fp80, x86_fp80 } %19, 1, !dbg !278
  br label %22, !dbg !278

22:                                               ; preds = %18, %16, %2
  %23 = phi x86_fp80 [ %13, %2 ], [ %13, %16 ], [ %20, %18 ], !dbg !278
  %24 = phi x86_fp80 [ %14, %2 ], [ %14, %16 ], [ %21, %18 ], !dbg !278
  %25 = insertvalue { x86_fp80, x86_fp80 } poison, x86_fp80 %23, 0, !dbg !279
  %26 = insertvalue { x86_fp80, x86_fp80 } %25, x86_fp80 %24, 1, !dbg !279
  ret { x86_fp80, x86_fp80 } %26, !dbg !279
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #6

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable
define internal fastcc void @mkcs(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.cs) align 8 %0) unnamed_addr #7 !dbg !280 {
    #dbg_value(float 1.500000e+00, !284, !DIExpression(), !286)
    #dbg_declare(ptr %0, !285, !DIExpression(), !287)
  store <2 x float> <float 1.500000e+00, float -1.500000e+00>, ptr %0, align 8, !dbg !288
  %2 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !289
  store <2 x double> <double 3.000000e+00, double 4.500000e+00>, ptr %2, align 8, !dbg !290
  ret void, !dbg !291
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #6

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

; Function Attrs: nofree nounwind
declare !dbg !292 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #3

attributes #0 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!57}
!llvm.module.flags = !{!63, !64, !65, !66, !67, !68, !69}
!llvm.ident = !{!70}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/complex_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "6be4573975a4249b24b4e4069b6d342a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 4)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 5)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 21)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 17)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 18)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 16)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 20)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !40, isLocal: true, isDefinition: true)
!45 = !DIGlobalVariableExpression(var: !46, expr: !DIExpression())
!46 = distinct !DIGlobalVariable(scope: null, file: !2, line: 46, type: !47, isLocal: true, isDefinition: true)
!47 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !48)
!48 = !{!49}
!49 = !DISubrange(count: 10)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 15)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !25, isLocal: true, isDefinition: true)
!57 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !58, globals: !62, splitDebugInlining: false, nameTableKind: None)
!58 = !{!59, !60, !61}
!59 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!60 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!61 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!62 = !{!0, !7, !9, !11, !13, !18, !23, !28, !33, !38, !43, !45, !50, !55}
!63 = !{i32 7, !"Dwarf Version", i32 5}
!64 = !{i32 2, !"Debug Info Version", i32 3}
!65 = !{i32 1, !"wchar_size", i32 4}
!66 = !{i32 8, !"PIC Level", i32 2}
!67 = !{i32 7, !"PIE Level", i32 2}
!68 = !{i32 7, !"uwtable", i32 2}
!69 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!70 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!71 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 24, type: !72, scopeLine: 24, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !75)
!72 = !DISubroutineType(types: !73)
!73 = !{!74}
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !{!76, !79, !80, !83, !84, !85, !86, !89, !90, !91, !92, !94, !99, !100, !102, !106, !109, !110}
!76 = !DILocalVariable(name: "a", scope: !71, file: !2, line: 25, type: !77)
!77 = !DIDerivedType(tag: DW_TAG_typedef, name: "cd", file: !2, line: 10, baseType: !78)
!78 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!79 = !DILocalVariable(name: "b", scope: !71, file: !2, line: 25, type: !77)
!80 = !DILocalVariable(name: "fa", scope: !71, file: !2, line: 28, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_typedef, name: "cf", file: !2, line: 9, baseType: !82)
!82 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!83 = !DILocalVariable(name: "fb", scope: !71, file: !2, line: 28, type: !81)
!84 = !DILocalVariable(name: "fm", scope: !71, file: !2, line: 29, type: !81)
!85 = !DILocalVariable(name: "fs", scope: !71, file: !2, line: 30, type: !81)
!86 = !DILocalVariable(name: "la", scope: !71, file: !2, line: 31, type: !87)
!87 = !DIDerivedType(tag: DW_TAG_typedef, name: "cld", file: !2, line: 11, baseType: !88)
!88 = !DIBasicType(name: "complex", size: 256, encoding: DW_ATE_complex_float)
!89 = !DILocalVariable(name: "lb", scope: !71, file: !2, line: 31, type: !87)
!90 = !DILocalVariable(name: "lm", scope: !71, file: !2, line: 32, type: !87)
!91 = !DILocalVariable(name: "z", scope: !71, file: !2, line: 33, type: !77)
!92 = !DILocalVariable(name: "k", scope: !93, file: !2, line: 33, type: !74)
!93 = distinct !DILexicalBlock(scope: !71, file: !2, line: 33, column: 17)
!94 = !DILocalVariable(name: "s", scope: !71, file: !2, line: 35, type: !95)
!95 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cs", file: !2, line: 19, size: 192, elements: !96)
!96 = !{!97, !98}
!97 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !95, file: !2, line: 19, baseType: !81, size: 64)
!98 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !95, file: !2, line: 19, baseType: !77, size: 128, offset: 64)
!99 = !DILocalVariable(name: "total", scope: !71, file: !2, line: 37, type: !74)
!100 = !DILocalVariable(name: "y", scope: !101, file: !2, line: 38, type: !74)
!101 = distinct !DILexicalBlock(scope: !71, file: !2, line: 38, column: 5)
!102 = !DILocalVariable(name: "x", scope: !103, file: !2, line: 39, type: !74)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 39, column: 9)
!104 = distinct !DILexicalBlock(scope: !105, file: !2, line: 38, column: 37)
!105 = distinct !DILexicalBlock(scope: !101, file: !2, line: 38, column: 5)
!106 = !DILocalVariable(name: "c", scope: !107, file: !2, line: 40, type: !77)
!107 = distinct !DILexicalBlock(scope: !108, file: !2, line: 39, column: 41)
!108 = distinct !DILexicalBlock(scope: !103, file: !2, line: 39, column: 9)
!109 = !DILocalVariable(name: "w", scope: !107, file: !2, line: 40, type: !77)
!110 = !DILocalVariable(name: "it", scope: !107, file: !2, line: 40, type: !74)
!111 = distinct !DIAssignID()
!112 = !DILocation(line: 0, scope: !71)
!113 = !DILocalVariable(name: "z", arg: 2, scope: !114, file: !2, line: 22, type: !77)
!114 = distinct !DISubprogram(name: "pd", scope: !2, file: !2, line: 22, type: !115, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !119)
!115 = !DISubroutineType(types: !116)
!116 = !{null, !117, !77}
!117 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !118, size: 64)
!118 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!119 = !{!120, !113}
!120 = !DILocalVariable(name: "t", arg: 1, scope: !114, file: !2, line: 22, type: !117)
!121 = !DILocation(line: 0, scope: !114, inlinedAt: !122)
!122 = distinct !DILocation(line: 26, column: 5, scope: !71)
!123 = !DILocation(line: 22, column: 39, scope: !114, inlinedAt: !122)
!124 = !DILocation(line: 0, scope: !114, inlinedAt: !125)
!125 = distinct !DILocation(line: 26, column: 23, scope: !71)
!126 = !DILocation(line: 22, column: 39, scope: !114, inlinedAt: !125)
!127 = !DILocation(line: 26, column: 51, scope: !71)
!128 = !DILocation(line: 0, scope: !114, inlinedAt: !129)
!129 = distinct !DILocation(line: 26, column: 41, scope: !71)
!130 = !DILocation(line: 22, column: 39, scope: !114, inlinedAt: !129)
!131 = !DILocation(line: 26, column: 74, scope: !71)
!132 = !DILocation(line: 0, scope: !114, inlinedAt: !133)
!133 = distinct !DILocation(line: 26, column: 64, scope: !71)
!134 = !DILocation(line: 22, column: 39, scope: !114, inlinedAt: !133)
!135 = !DILocation(line: 0, scope: !114, inlinedAt: !136)
!136 = distinct !DILocation(line: 26, column: 87, scope: !71)
!137 = !DILocation(line: 22, column: 39, scope: !114, inlinedAt: !136)
!138 = !DILocation(line: 27, column: 37, scope: !71)
!139 = !DILocation(line: 27, column: 46, scope: !71)
!140 = !DILocation(line: 27, column: 5, scope: !71)
!141 = !DILocation(line: 29, column: 13, scope: !71)
!142 = !DILocation(line: 29, column: 55, scope: !71)
!143 = !DILocation(line: 29, column: 75, scope: !71)
!144 = !DILocation(line: 29, column: 27, scope: !71)
!145 = !DILocation(line: 30, column: 13, scope: !71)
!146 = !DILocation(line: 30, column: 86, scope: !71)
!147 = !DILocation(line: 30, column: 106, scope: !71)
!148 = !DILocation(line: 30, column: 57, scope: !71)
!149 = !DILocation(line: 32, column: 14, scope: !71)
!150 = !DILocation(line: 32, column: 28, scope: !71)
!151 = !DILocation(line: 0, scope: !93)
!152 = !DILocation(line: 33, column: 50, scope: !153)
!153 = distinct !DILexicalBlock(scope: !93, file: !2, line: 33, column: 17)
!154 = !DILocation(line: 34, column: 45, scope: !71)
!155 = !DILocation(line: 34, column: 52, scope: !71)
!156 = !DILocation(line: 34, column: 67, scope: !71)
!157 = !DILocation(line: 34, column: 5, scope: !71)
!158 = !DILocation(line: 35, column: 5, scope: !71)
!159 = !DILocation(line: 35, column: 19, scope: !71)
!160 = !DILocation(line: 35, column: 79, scope: !71)
!161 = !DILocation(line: 35, column: 62, scope: !71)
!162 = !DILocation(line: 35, column: 100, scope: !71)
!163 = !DILocation(line: 35, column: 83, scope: !71)
!164 = !DILocation(line: 35, column: 112, scope: !71)
!165 = !DILocation(line: 35, column: 124, scope: !71)
!166 = !DILocation(line: 35, column: 31, scope: !71)
!167 = !DILocation(line: 0, scope: !101)
!168 = !DILocation(line: 38, column: 5, scope: !101)
!169 = !DILocation(line: 0, scope: !103)
!170 = !DILocation(line: 39, column: 9, scope: !103)
!171 = !DILocation(line: 46, column: 5, scope: !71)
!172 = !DILocation(line: 47, column: 26, scope: !71)
!173 = !DILocation(line: 0, scope: !114, inlinedAt: !174)
!174 = distinct !DILocation(line: 47, column: 5, scope: !71)
!175 = !DILocation(line: 22, column: 39, scope: !114, inlinedAt: !174)
!176 = !DILocation(line: 48, column: 18, scope: !71)
!177 = !DILocation(line: 49, column: 1, scope: !71)
!178 = !DILocalVariable(name: "__c", arg: 1, scope: !179, file: !180, line: 82, type: !74)
!179 = distinct !DISubprogram(name: "putchar", scope: !180, file: !180, line: 82, type: !181, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !183)
!180 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!181 = !DISubroutineType(types: !182)
!182 = !{!74, !74}
!183 = !{!178}
!184 = !DILocation(line: 0, scope: !179, inlinedAt: !185)
!185 = distinct !DILocation(line: 44, column: 9, scope: !104)
!186 = !DILocation(line: 84, column: 21, scope: !179, inlinedAt: !185)
!187 = !{!188, !188, i64 0}
!188 = !{!"any pointer", !189, i64 0}
!189 = !{!"omnipotent char", !190, i64 0}
!190 = !{!"Simple C/C++ TBAA"}
!191 = !DILocation(line: 84, column: 10, scope: !179, inlinedAt: !185)
!192 = !DILocation(line: 38, column: 33, scope: !105)
!193 = !DILocation(line: 38, column: 25, scope: !105)
!194 = distinct !{!194, !168, !195, !196}
!195 = !DILocation(line: 45, column: 5, scope: !101)
!196 = !{!"llvm.loop.mustprogress"}
!197 = !DILocation(line: 40, column: 20, scope: !107)
!198 = !DILocation(line: 0, scope: !107)
!199 = !DILocation(line: 41, column: 28, scope: !107)
!200 = !DILocation(line: 41, column: 62, scope: !107)
!201 = !DILocation(line: 41, column: 51, scope: !107)
!202 = !DILocation(line: 41, column: 73, scope: !107)
!203 = !DILocation(line: 41, column: 13, scope: !107)
!204 = !DILocation(line: 41, column: 89, scope: !205)
!205 = distinct !DILexicalBlock(scope: !107, file: !2, line: 41, column: 81)
!206 = !{!"branch_weights", i32 1, i32 1048575}
!207 = !DILocation(line: 41, column: 93, scope: !205)
!208 = !DILocation(line: 41, column: 100, scope: !205)
!209 = !DILocation(line: 41, column: 23, scope: !107)
!210 = distinct !{!210, !203, !211, !196}
!211 = !DILocation(line: 41, column: 104, scope: !107)
!212 = !DILocation(line: 42, column: 19, scope: !107)
!213 = !DILocation(line: 42, column: 34, scope: !107)
!214 = !DILocation(line: 42, column: 37, scope: !107)
!215 = !DILocation(line: 0, scope: !179, inlinedAt: !216)
!216 = distinct !DILocation(line: 42, column: 26, scope: !107)
!217 = !DILocation(line: 84, column: 21, scope: !179, inlinedAt: !216)
!218 = !DILocation(line: 84, column: 10, scope: !179, inlinedAt: !216)
!219 = !DILocation(line: 39, column: 37, scope: !108)
!220 = !DILocation(line: 39, column: 29, scope: !108)
!221 = distinct !{!221, !170, !222, !196}
!222 = !DILocation(line: 43, column: 9, scope: !103)
!223 = distinct !DISubprogram(name: "muld", scope: !2, file: !2, line: 14, type: !224, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !226)
!224 = !DISubroutineType(types: !225)
!225 = !{!77, !77, !77}
!226 = !{!227, !228}
!227 = !DILocalVariable(name: "a", arg: 1, scope: !223, file: !2, line: 14, type: !77)
!228 = !DILocalVariable(name: "b", arg: 2, scope: !223, file: !2, line: 14, type: !77)
!229 = !DILocation(line: 0, scope: !223)
!230 = !DILocation(line: 14, column: 65, scope: !223)
!231 = !DILocation(line: 14, column: 56, scope: !223)
!232 = distinct !DISubprogram(name: "divd", scope: !2, file: !2, line: 15, type: !224, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !233)
!233 = !{!234, !235}
!234 = !DILocalVariable(name: "a", arg: 1, scope: !232, file: !2, line: 15, type: !77)
!235 = !DILocalVariable(name: "b", arg: 2, scope: !232, file: !2, line: 15, type: !77)
!236 = !DILocation(line: 0, scope: !232)
!237 = !DILocation(line: 15, column: 65, scope: !232)
!238 = !DILocation(line: 15, column: 56, scope: !232)
!239 = !DISubprogram(name: "printf", scope: !240, file: !240, line: 356, type: !241, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!240 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!241 = !DISubroutineType(types: !242)
!242 = !{!74, !243, null}
!243 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !117)
!244 = !DISubprogram(name: "cabs", scope: !245, file: !245, line: 112, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!245 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/cmathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "eda5ddb5bfdcfe109efce757887ce485")
!246 = !DISubroutineType(types: !247)
!247 = !{!59, !78}
!248 = !DISubprogram(name: "carg", scope: !245, file: !245, line: 115, type: !246, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!249 = distinct !DISubprogram(name: "mulf", scope: !2, file: !2, line: 13, type: !250, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !252)
!250 = !DISubroutineType(cc: DW_CC_nocall, types: !251)
!251 = !{!81, !81, !81}
!252 = !{!253, !254}
!253 = !DILocalVariable(name: "a", arg: 1, scope: !249, file: !2, line: 13, type: !81)
!254 = !DILocalVariable(name: "b", arg: 2, scope: !249, file: !2, line: 13, type: !81)
!255 = !DILocation(line: 0, scope: !249)
!256 = !DILocation(line: 13, column: 56, scope: !249)
!257 = distinct !DISubprogram(name: "addf", scope: !2, file: !2, line: 17, type: !258, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !260)
!258 = !DISubroutineType(cc: DW_CC_nocall, types: !259)
!259 = !{!81, !81, !81, !81, !81, !81}
!260 = !{!261, !262, !263, !264, !265}
!261 = !DILocalVariable(name: "a", arg: 1, scope: !257, file: !2, line: 17, type: !81)
!262 = !DILocalVariable(name: "b", arg: 2, scope: !257, file: !2, line: 17, type: !81)
!263 = !DILocalVariable(name: "c", arg: 3, scope: !257, file: !2, line: 17, type: !81)
!264 = !DILocalVariable(name: "d", arg: 4, scope: !257, file: !2, line: 17, type: !81)
!265 = !DILocalVariable(name: "e", arg: 5, scope: !257, file: !2, line: 17, type: !81)
!266 = !DILocation(line: 0, scope: !257)
!267 = !DILocation(line: 17, column: 74, scope: !257)
!268 = distinct !DISubprogram(name: "mull", scope: !2, file: !2, line: 16, type: !269, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !271)
!269 = !DISubroutineType(types: !270)
!270 = !{!87, !87, !87}
!271 = !{!272, !273}
!272 = !DILocalVariable(name: "a", arg: 1, scope: !268, file: !2, line: 16, type: !87)
!273 = !DILocalVariable(name: "b", arg: 2, scope: !268, file: !2, line: 16, type: !87)
!274 = !DILocation(line: 16, column: 47, scope: !268)
!275 = !DILocation(line: 16, column: 54, scope: !268)
!276 = !DILocation(line: 16, column: 66, scope: !268)
!277 = !DILocation(line: 16, column: 70, scope: !268)
!278 = !DILocation(line: 16, column: 68, scope: !268)
!279 = !DILocation(line: 16, column: 59, scope: !268)
!280 = distinct !DISubprogram(name: "mkcs", scope: !2, file: !2, line: 20, type: !281, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !57, retainedNodes: !283)
!281 = !DISubroutineType(cc: DW_CC_nocall, types: !282)
!282 = !{!95, !60}
!283 = !{!284, !285}
!284 = !DILocalVariable(name: "r", arg: 1, scope: !280, file: !2, line: 20, type: !60)
!285 = !DILocalVariable(name: "s", scope: !280, file: !2, line: 20, type: !95)
!286 = !DILocation(line: 0, scope: !280)
!287 = !DILocation(line: 20, column: 70, scope: !280)
!288 = !DILocation(line: 20, column: 77, scope: !280)
!289 = !DILocation(line: 20, column: 96, scope: !280)
!290 = !DILocation(line: 20, column: 98, scope: !280)
!291 = !DILocation(line: 20, column: 121, scope: !280)
!292 = !DISubprogram(name: "putc", scope: !240, file: !240, line: 550, type: !293, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!293 = !DISubroutineType(types: !294)
!294 = !{!74, !74, !295}
!295 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !296, size: 64)
!296 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !297, line: 7, baseType: !298)
!297 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!298 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !299, line: 49, size: 1728, elements: !300)
!299 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!300 = !{!301, !302, !304, !305, !306, !307, !308, !309, !310, !311, !312, !313, !314, !317, !319, !320, !321, !325, !327, !329, !333, !336, !338, !341, !344, !345, !347, !351, !352}
!301 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !298, file: !299, line: 51, baseType: !74, size: 32)
!302 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !298, file: !299, line: 54, baseType: !303, size: 64, offset: 64)
!303 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!304 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !298, file: !299, line: 55, baseType: !303, size: 64, offset: 128)
!305 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !298, file: !299, line: 56, baseType: !303, size: 64, offset: 192)
!306 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !298, file: !299, line: 57, baseType: !303, size: 64, offset: 256)
!307 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !298, file: !299, line: 58, baseType: !303, size: 64, offset: 320)
!308 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !298, file: !299, line: 59, baseType: !303, size: 64, offset: 384)
!309 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !298, file: !299, line: 60, baseType: !303, size: 64, offset: 448)
!310 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !298, file: !299, line: 61, baseType: !303, size: 64, offset: 512)
!311 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !298, file: !299, line: 64, baseType: !303, size: 64, offset: 576)
!312 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !298, file: !299, line: 65, baseType: !303, size: 64, offset: 640)
!313 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !298, file: !299, line: 66, baseType: !303, size: 64, offset: 704)
!314 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !298, file: !299, line: 68, baseType: !315, size: 64, offset: 768)
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!316 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !299, line: 36, flags: DIFlagFwdDecl)
!317 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !298, file: !299, line: 70, baseType: !318, size: 64, offset: 832)
!318 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !298, size: 64)
!319 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !298, file: !299, line: 72, baseType: !74, size: 32, offset: 896)
!320 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !298, file: !299, line: 73, baseType: !74, size: 32, offset: 928)
!321 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !298, file: !299, line: 74, baseType: !322, size: 64, offset: 960)
!322 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !323, line: 152, baseType: !324)
!323 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!324 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!325 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !298, file: !299, line: 77, baseType: !326, size: 16, offset: 1024)
!326 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!327 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !298, file: !299, line: 78, baseType: !328, size: 8, offset: 1040)
!328 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!329 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !298, file: !299, line: 79, baseType: !330, size: 8, offset: 1048)
!330 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !331)
!331 = !{!332}
!332 = !DISubrange(count: 1)
!333 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !298, file: !299, line: 81, baseType: !334, size: 64, offset: 1088)
!334 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !335, size: 64)
!335 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !299, line: 43, baseType: null)
!336 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !298, file: !299, line: 89, baseType: !337, size: 64, offset: 1152)
!337 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !323, line: 153, baseType: !324)
!338 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !298, file: !299, line: 91, baseType: !339, size: 64, offset: 1216)
!339 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !340, size: 64)
!340 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !299, line: 37, flags: DIFlagFwdDecl)
!341 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !298, file: !299, line: 92, baseType: !342, size: 64, offset: 1280)
!342 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !343, size: 64)
!343 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !299, line: 38, flags: DIFlagFwdDecl)
!344 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !298, file: !299, line: 93, baseType: !318, size: 64, offset: 1344)
!345 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !298, file: !299, line: 94, baseType: !346, size: 64, offset: 1408)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!347 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !298, file: !299, line: 95, baseType: !348, size: 64, offset: 1472)
!348 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !349, line: 18, baseType: !350)
!349 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!350 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!351 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !298, file: !299, line: 96, baseType: !74, size: 32, offset: 1536)
!352 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !298, file: !299, line: 98, baseType: !40, size: 160, offset: 1568)
