; ModuleID = 'programs/complex_all_types.c'
source_filename = "programs/complex_all_types.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.cs = type { i8, { float, float }, { double, double } }

@.str = private unnamed_addr constant [5 x i8] c"mulf\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c"divf\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [5 x i8] c"muld\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [5 x i8] c"divd\00", align 1, !dbg !11
@.str.4 = private unnamed_addr constant [10 x i8] c"divd by 0\00", align 1, !dbg !13
@.str.5 = private unnamed_addr constant [8 x i8] c"mul inf\00", align 1, !dbg !18
@.str.6 = private unnamed_addr constant [12 x i8] c"mul nan,inf\00", align 1, !dbg !23
@.str.7 = private unnamed_addr constant [8 x i8] c"div inf\00", align 1, !dbg !28
@.str.8 = private unnamed_addr constant [33 x i8] c"mull (%La, %La)\0Adivl (%La, %La)\0A\00", align 1, !dbg !30
@.str.9 = private unnamed_addr constant [5 x i8] c"many\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [25 x i8] c"rot: %c (%g,%g) (%g,%g)\0A\00", align 1, !dbg !37
@.str.11 = private unnamed_addr constant [4 x i8] c"acc\00", align 1, !dbg !42
@.str.12 = private unnamed_addr constant [19 x i8] c"sizes %zu %zu %zu\0A\00", align 1, !dbg !47
@.str.13 = private unnamed_addr constant [17 x i8] c"%s (%s%a, %s%a)\0A\00", align 1, !dbg !52
@.str.14 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !57
@.str.15 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !59

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 64) i32 @main() local_unnamed_addr #0 !dbg !80 {
  %1 = alloca float, align 4, !DIAssignID !112
    #dbg_assign(i1 undef, !84, !DIExpression(), !112, ptr %1, !DIExpression(), !113)
  %2 = alloca float, align 4, !DIAssignID !114
    #dbg_assign(i1 undef, !86, !DIExpression(), !114, ptr %2, !DIExpression(), !113)
  %3 = alloca double, align 8, !DIAssignID !115
    #dbg_assign(i1 undef, !90, !DIExpression(), !115, ptr %3, !DIExpression(), !113)
  %4 = alloca double, align 8, !DIAssignID !116
    #dbg_assign(i1 undef, !92, !DIExpression(), !116, ptr %4, !DIExpression(), !113)
  %5 = alloca { x86_fp80, x86_fp80 }, align 16
  %6 = alloca { x86_fp80, x86_fp80 }, align 16
  %7 = alloca { x86_fp80, x86_fp80 }, align 16
  %8 = alloca { x86_fp80, x86_fp80 }, align 16
  %9 = alloca { x86_fp80, x86_fp80 }, align 16
  %10 = alloca %struct.cs, align 8, !DIAssignID !117
    #dbg_assign(i1 undef, !100, !DIExpression(), !117, ptr %10, !DIExpression(), !113)
  %11 = alloca %struct.cs, align 8
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %1), !dbg !118
  store volatile float 1.500000e+00, ptr %1, align 4, !dbg !119, !tbaa !120, !DIAssignID !124
    #dbg_assign(float 1.500000e+00, !84, !DIExpression(), !124, ptr %1, !DIExpression(), !113)
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %2), !dbg !118
  store volatile float -2.000000e+00, ptr %2, align 4, !dbg !125, !tbaa !120, !DIAssignID !126
    #dbg_assign(float -2.000000e+00, !86, !DIExpression(), !126, ptr %2, !DIExpression(), !113)
  %12 = load volatile float, ptr %1, align 4, !dbg !127, !tbaa !120
  %13 = load volatile float, ptr %2, align 4, !dbg !127, !tbaa !120
    #dbg_value(float %12, !87, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !113)
    #dbg_value(float %13, !87, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !113)
    #dbg_value(float 2.500000e-01, !89, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !113)
    #dbg_value(float 4.000000e+00, !89, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !113)
  %14 = insertelement <2 x float> poison, float %12, i64 0, !dbg !128
  %15 = insertelement <2 x float> %14, float %13, i64 1, !dbg !128
  %16 = tail call fastcc <2 x float> @mulf(<2 x float> noundef %15), !dbg !128
  %17 = extractelement <2 x float> %16, i64 0, !dbg !128
  %18 = extractelement <2 x float> %16, i64 1, !dbg !128
  %19 = fpext float %17 to double, !dbg !128
  %20 = fpext float %18 to double, !dbg !128
    #dbg_value(double %19, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !139)
    #dbg_value(double %20, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !139)
    #dbg_value(ptr @.str, !136, !DIExpression(), !139)
    #dbg_value(double %19, !137, !DIExpression(), !139)
    #dbg_value(double %20, !138, !DIExpression(), !139)
  %21 = fcmp uno float %17, 0.000000e+00, !dbg !141
  %22 = select i1 %21, ptr @.str.14, ptr @.str.15, !dbg !141
  %23 = select i1 %21, double 0.000000e+00, double %19, !dbg !142
  %24 = fcmp uno float %18, 0.000000e+00, !dbg !143
  %25 = select i1 %24, ptr @.str.14, ptr @.str.15, !dbg !143
  %26 = select i1 %24, double 0.000000e+00, double %20, !dbg !144
  %27 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str, ptr noundef nonnull %22, double noundef %23, ptr noundef nonnull %25, double noundef %26), !dbg !145
  %28 = tail call fastcc <2 x float> @divf(<2 x float> noundef %15), !dbg !146
  %29 = extractelement <2 x float> %28, i64 0, !dbg !146
  %30 = extractelement <2 x float> %28, i64 1, !dbg !146
  %31 = fpext float %29 to double, !dbg !146
  %32 = fpext float %30 to double, !dbg !146
    #dbg_value(double %31, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !147)
    #dbg_value(double %32, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !147)
    #dbg_value(ptr @.str.1, !136, !DIExpression(), !147)
    #dbg_value(double %31, !137, !DIExpression(), !147)
    #dbg_value(double %32, !138, !DIExpression(), !147)
  %33 = fcmp uno float %29, 0.000000e+00, !dbg !149
  %34 = select i1 %33, ptr @.str.14, ptr @.str.15, !dbg !149
  %35 = select i1 %33, double 0.000000e+00, double %31, !dbg !150
  %36 = fcmp uno float %30, 0.000000e+00, !dbg !151
  %37 = select i1 %36, ptr @.str.14, ptr @.str.15, !dbg !151
  %38 = select i1 %36, double 0.000000e+00, double %32, !dbg !152
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.1, ptr noundef nonnull %34, double noundef %35, ptr noundef nonnull %37, double noundef %38), !dbg !153
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !154
  store volatile double 3.000000e+00, ptr %3, align 8, !dbg !155, !tbaa !156, !DIAssignID !158
    #dbg_assign(double 3.000000e+00, !90, !DIExpression(), !158, ptr %3, !DIExpression(), !113)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !154
  store volatile double 5.000000e-01, ptr %4, align 8, !dbg !159, !tbaa !156, !DIAssignID !160
    #dbg_assign(double 5.000000e-01, !92, !DIExpression(), !160, ptr %4, !DIExpression(), !113)
  %40 = load volatile double, ptr %3, align 8, !dbg !161, !tbaa !156
  %41 = load volatile double, ptr %4, align 8, !dbg !161, !tbaa !156
    #dbg_value(double %40, !93, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113)
    #dbg_value(double %41, !93, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !113)
    #dbg_value(double -1.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113)
    #dbg_value(double 2.000000e+00, !94, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !113)
  %42 = tail call fastcc { double, double } @muld(double noundef %40, double noundef %41, double noundef -1.000000e+00, double noundef 2.000000e+00), !dbg !162
  %43 = extractvalue { double, double } %42, 0, !dbg !162
  %44 = extractvalue { double, double } %42, 1, !dbg !162
    #dbg_value(double %43, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !163)
    #dbg_value(double %44, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !163)
    #dbg_value(ptr @.str.2, !136, !DIExpression(), !163)
    #dbg_value(double %43, !137, !DIExpression(), !163)
    #dbg_value(double %44, !138, !DIExpression(), !163)
  %45 = fcmp uno double %43, 0.000000e+00, !dbg !165
  %46 = select i1 %45, ptr @.str.14, ptr @.str.15, !dbg !165
  %47 = select i1 %45, double 0.000000e+00, double %43, !dbg !166
  %48 = fcmp uno double %44, 0.000000e+00, !dbg !167
  %49 = select i1 %48, ptr @.str.14, ptr @.str.15, !dbg !167
  %50 = select i1 %48, double 0.000000e+00, double %44, !dbg !168
  %51 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.2, ptr noundef nonnull %46, double noundef %47, ptr noundef nonnull %49, double noundef %50), !dbg !169
  %52 = tail call fastcc { double, double } @divd(double noundef %40, double noundef %41, double noundef -1.000000e+00, double noundef 2.000000e+00), !dbg !170
  %53 = extractvalue { double, double } %52, 0, !dbg !170
  %54 = extractvalue { double, double } %52, 1, !dbg !170
    #dbg_value(double %53, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !171)
    #dbg_value(double %54, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !171)
    #dbg_value(ptr @.str.3, !136, !DIExpression(), !171)
    #dbg_value(double %53, !137, !DIExpression(), !171)
    #dbg_value(double %54, !138, !DIExpression(), !171)
  %55 = fcmp uno double %53, 0.000000e+00, !dbg !173
  %56 = select i1 %55, ptr @.str.14, ptr @.str.15, !dbg !173
  %57 = select i1 %55, double 0.000000e+00, double %53, !dbg !174
  %58 = fcmp uno double %54, 0.000000e+00, !dbg !175
  %59 = select i1 %58, ptr @.str.14, ptr @.str.15, !dbg !175
  %60 = select i1 %58, double 0.000000e+00, double %54, !dbg !176
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.3, ptr noundef nonnull %56, double noundef %57, ptr noundef nonnull %59, double noundef %60), !dbg !177
  %62 = tail call fastcc { double, double } @divd(double noundef %40, double noundef %41, double noundef 0.000000e+00, double noundef 0.000000e+00), !dbg !178
  %63 = extractvalue { double, double } %62, 0, !dbg !178
  %64 = extractvalue { double, double } %62, 1, !dbg !178
    #dbg_value(double %63, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(double %64, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !179)
    #dbg_value(ptr @.str.4, !136, !DIExpression(), !179)
    #dbg_value(double %63, !137, !DIExpression(), !179)
    #dbg_value(double %64, !138, !DIExpression(), !179)
  %65 = fcmp uno double %63, 0.000000e+00, !dbg !181
  %66 = select i1 %65, ptr @.str.14, ptr @.str.15, !dbg !181
  %67 = select i1 %65, double 0.000000e+00, double %63, !dbg !182
  %68 = fcmp uno double %64, 0.000000e+00, !dbg !183
  %69 = select i1 %68, ptr @.str.14, ptr @.str.15, !dbg !183
  %70 = select i1 %68, double 0.000000e+00, double %64, !dbg !184
  %71 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.4, ptr noundef nonnull %66, double noundef %67, ptr noundef nonnull %69, double noundef %70), !dbg !185
  %72 = load volatile double, ptr %3, align 8, !dbg !186, !tbaa !156
  %73 = tail call fastcc { double, double } @muld(double noundef 0x7FF0000000000000, double noundef %72, double noundef 0.000000e+00, double noundef 1.000000e+00), !dbg !187
  %74 = extractvalue { double, double } %73, 0, !dbg !187
  %75 = extractvalue { double, double } %73, 1, !dbg !187
    #dbg_value(double %74, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !188)
    #dbg_value(double %75, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !188)
    #dbg_value(ptr @.str.5, !136, !DIExpression(), !188)
    #dbg_value(double %74, !137, !DIExpression(), !188)
    #dbg_value(double %75, !138, !DIExpression(), !188)
  %76 = fcmp uno double %74, 0.000000e+00, !dbg !190
  %77 = select i1 %76, ptr @.str.14, ptr @.str.15, !dbg !190
  %78 = select i1 %76, double 0.000000e+00, double %74, !dbg !191
  %79 = fcmp uno double %75, 0.000000e+00, !dbg !192
  %80 = select i1 %79, ptr @.str.14, ptr @.str.15, !dbg !192
  %81 = select i1 %79, double 0.000000e+00, double %75, !dbg !193
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.5, ptr noundef nonnull %77, double noundef %78, ptr noundef nonnull %80, double noundef %81), !dbg !194
  %83 = tail call fastcc { double, double } @muld(double noundef 0x7FF8000000000000, double noundef 0x7FF0000000000000, double noundef 2.000000e+00, double noundef 0.000000e+00), !dbg !195
  %84 = extractvalue { double, double } %83, 0, !dbg !195
  %85 = extractvalue { double, double } %83, 1, !dbg !195
    #dbg_value(double %84, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !196)
    #dbg_value(double %85, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !196)
    #dbg_value(ptr @.str.6, !136, !DIExpression(), !196)
    #dbg_value(double %84, !137, !DIExpression(), !196)
    #dbg_value(double %85, !138, !DIExpression(), !196)
  %86 = fcmp uno double %84, 0.000000e+00, !dbg !198
  %87 = select i1 %86, ptr @.str.14, ptr @.str.15, !dbg !198
  %88 = select i1 %86, double 0.000000e+00, double %84, !dbg !199
  %89 = fcmp uno double %85, 0.000000e+00, !dbg !200
  %90 = select i1 %89, ptr @.str.14, ptr @.str.15, !dbg !200
  %91 = select i1 %89, double 0.000000e+00, double %85, !dbg !201
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.6, ptr noundef nonnull %87, double noundef %88, ptr noundef nonnull %90, double noundef %91), !dbg !202
  %93 = tail call fastcc { double, double } @divd(double noundef 1.000000e+00, double noundef 1.000000e+00, double noundef 0x7FF0000000000000, double noundef 0x7FF0000000000000), !dbg !203
  %94 = extractvalue { double, double } %93, 0, !dbg !203
  %95 = extractvalue { double, double } %93, 1, !dbg !203
    #dbg_value(double %94, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !204)
    #dbg_value(double %95, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !204)
    #dbg_value(ptr @.str.7, !136, !DIExpression(), !204)
    #dbg_value(double %94, !137, !DIExpression(), !204)
    #dbg_value(double %95, !138, !DIExpression(), !204)
  %96 = fcmp uno double %94, 0.000000e+00, !dbg !206
  %97 = select i1 %96, ptr @.str.14, ptr @.str.15, !dbg !206
  %98 = select i1 %96, double 0.000000e+00, double %94, !dbg !207
  %99 = fcmp uno double %95, 0.000000e+00, !dbg !208
  %100 = select i1 %99, ptr @.str.14, ptr @.str.15, !dbg !208
  %101 = select i1 %99, double 0.000000e+00, double %95, !dbg !209
  %102 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.7, ptr noundef nonnull %97, double noundef %98, ptr noundef nonnull %100, double noundef %101), !dbg !210
    #dbg_value(x86_fp80 0xK4000C000000000000000, !95, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !113)
    #dbg_value(x86_fp80 0xK40018000000000000000, !95, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !113)
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !97, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !113)
    #dbg_value(x86_fp80 0xK3FFF8000000000000000, !97, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !113)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7, !dbg !211
  %103 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !211
  store x86_fp80 0xK4000C000000000000000, ptr %5, align 16, !dbg !211
  store x86_fp80 0xK40018000000000000000, ptr %103, align 16, !dbg !211
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %6) #7, !dbg !211
  %104 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !211
  store x86_fp80 0xK3FFF8000000000000000, ptr %6, align 16, !dbg !211
  store x86_fp80 0xK3FFF8000000000000000, ptr %104, align 16, !dbg !211
  %105 = tail call fastcc { x86_fp80, x86_fp80 } @mull(ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %5, ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %6), !dbg !211
  %106 = extractvalue { x86_fp80, x86_fp80 } %105, 0, !dbg !211
  %107 = extractvalue { x86_fp80, x86_fp80 } %105, 1, !dbg !211
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7, !dbg !211
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %6) #7, !dbg !211
    #dbg_value(x86_fp80 %106, !98, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !113)
    #dbg_value(x86_fp80 %107, !98, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !113)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %7) #7, !dbg !212
  %108 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !212
  store x86_fp80 0xK4000C000000000000000, ptr %7, align 16, !dbg !212
  store x86_fp80 0xK40018000000000000000, ptr %108, align 16, !dbg !212
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #7, !dbg !212
  %109 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !212
  store x86_fp80 0xK3FFF8000000000000000, ptr %8, align 16, !dbg !212
  store x86_fp80 0xK3FFF8000000000000000, ptr %109, align 16, !dbg !212
  %110 = tail call fastcc { x86_fp80, x86_fp80 } @divl(ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %7, ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %8), !dbg !212
  %111 = extractvalue { x86_fp80, x86_fp80 } %110, 0, !dbg !212
  %112 = extractvalue { x86_fp80, x86_fp80 } %110, 1, !dbg !212
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %7) #7, !dbg !212
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #7, !dbg !212
    #dbg_value(x86_fp80 %111, !99, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !113)
    #dbg_value(x86_fp80 %112, !99, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !113)
  %113 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, x86_fp80 noundef %106, x86_fp80 noundef %107, x86_fp80 noundef %111, x86_fp80 noundef %112), !dbg !213
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #7, !dbg !214
  %114 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !214
  store x86_fp80 0xK4000C000000000000000, ptr %9, align 16, !dbg !214
  store x86_fp80 0xK40018000000000000000, ptr %114, align 16, !dbg !214
  %115 = tail call fastcc { double, double } @many(double noundef %40, double noundef %41, <2 x float> noundef %15, ptr noundef nonnull byval({ x86_fp80, x86_fp80 }) align 16 %9), !dbg !214
  %116 = extractvalue { double, double } %115, 0, !dbg !214
  %117 = extractvalue { double, double } %115, 1, !dbg !214
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #7, !dbg !214
    #dbg_value(double %116, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !215)
    #dbg_value(double %117, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !215)
    #dbg_value(ptr @.str.9, !136, !DIExpression(), !215)
    #dbg_value(double %116, !137, !DIExpression(), !215)
    #dbg_value(double %117, !138, !DIExpression(), !215)
  %118 = fcmp uno double %116, 0.000000e+00, !dbg !217
  %119 = select i1 %118, ptr @.str.14, ptr @.str.15, !dbg !217
  %120 = select i1 %118, double 0.000000e+00, double %116, !dbg !218
  %121 = fcmp uno double %117, 0.000000e+00, !dbg !219
  %122 = select i1 %121, ptr @.str.14, ptr @.str.15, !dbg !219
  %123 = select i1 %121, double 0.000000e+00, double %117, !dbg !220
  %124 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.9, ptr noundef nonnull %119, double noundef %120, ptr noundef nonnull %122, double noundef %123), !dbg !221
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %10) #7, !dbg !222
  store i8 97, ptr %10, align 8, !dbg !223, !tbaa !224, !DIAssignID !226
    #dbg_assign(i8 97, !100, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !226, ptr %10, !DIExpression(), !113)
  %125 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !223
  %126 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !223
  store float %12, ptr %125, align 4, !dbg !223, !DIAssignID !227
    #dbg_assign(float %12, !100, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !227, ptr %125, !DIExpression(), !113)
  store float %13, ptr %126, align 8, !dbg !223, !DIAssignID !228
    #dbg_assign(float %13, !100, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !228, ptr %126, !DIExpression(), !113)
  %127 = getelementptr inbounds i8, ptr %10, i64 16, !dbg !223
  %128 = getelementptr inbounds i8, ptr %10, i64 24, !dbg !223
  store double %40, ptr %127, align 8, !dbg !223, !DIAssignID !229
    #dbg_assign(double %40, !100, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !229, ptr %127, !DIExpression(), !113)
  store double %41, ptr %128, align 8, !dbg !223, !DIAssignID !230
    #dbg_assign(double %41, !100, !DIExpression(DW_OP_LLVM_fragment, 192, 64), !230, ptr %128, !DIExpression(), !113)
    #dbg_value(i32 0, !106, !DIExpression(), !231)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #7, !dbg !232
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %11, ptr noundef nonnull byval(%struct.cs) align 8 %10), !dbg !232
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %11, i64 32, i1 false), !dbg !232, !tbaa.struct !234, !DIAssignID !236
    #dbg_assign(i1 undef, !100, !DIExpression(), !236, ptr %10, !DIExpression(), !113)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #7, !dbg !232
    #dbg_value(i32 1, !106, !DIExpression(), !231)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #7, !dbg !232
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %11, ptr noundef nonnull byval(%struct.cs) align 8 %10), !dbg !232
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %11, i64 32, i1 false), !dbg !232, !tbaa.struct !234, !DIAssignID !236
    #dbg_assign(i1 undef, !100, !DIExpression(), !236, ptr %10, !DIExpression(), !113)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #7, !dbg !232
    #dbg_value(i32 2, !106, !DIExpression(), !231)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %11) #7, !dbg !232
  call fastcc void @rot(ptr dead_on_unwind nonnull writable sret(%struct.cs) align 8 %11, ptr noundef nonnull byval(%struct.cs) align 8 %10), !dbg !232
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %10, ptr noundef nonnull align 8 dereferenceable(32) %11, i64 32, i1 false), !dbg !232, !tbaa.struct !234, !DIAssignID !236
    #dbg_assign(i1 undef, !100, !DIExpression(), !236, ptr %10, !DIExpression(), !113)
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %11) #7, !dbg !232
    #dbg_value(i32 3, !106, !DIExpression(), !231)
  %129 = load i8, ptr %10, align 8, !dbg !237, !tbaa !224
  %130 = sext i8 %129 to i32, !dbg !238
  %131 = load float, ptr %125, align 4, !dbg !239
  %132 = fpext float %131 to double, !dbg !240
  %133 = load float, ptr %126, align 8, !dbg !241
  %134 = fpext float %133 to double, !dbg !242
  %135 = load double, ptr %127, align 8, !dbg !243
  %136 = load double, ptr %128, align 8, !dbg !244
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef %130, double noundef %132, double noundef %134, double noundef %135, double noundef %136), !dbg !245
    #dbg_value(double 0.000000e+00, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113)
    #dbg_value(double 0.000000e+00, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !113)
    #dbg_value(double 6.000000e-01, !109, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113)
    #dbg_value(double 8.000000e-01, !109, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !113)
    #dbg_value(i32 0, !110, !DIExpression(), !246)
  br label %151, !dbg !247

138:                                              ; preds = %168
    #dbg_value(double %174, !129, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !248)
    #dbg_value(double %175, !129, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !248)
    #dbg_value(ptr @.str.11, !136, !DIExpression(), !248)
    #dbg_value(double %174, !137, !DIExpression(), !248)
    #dbg_value(double %175, !138, !DIExpression(), !248)
  %139 = fcmp uno double %174, 0.000000e+00, !dbg !250
  %140 = select i1 %139, ptr @.str.14, ptr @.str.15, !dbg !250
  %141 = select i1 %139, double 0.000000e+00, double %174, !dbg !251
  %142 = fcmp uno double %175, 0.000000e+00, !dbg !252
  %143 = select i1 %142, ptr @.str.14, ptr @.str.15, !dbg !252
  %144 = select i1 %142, double 0.000000e+00, double %175, !dbg !253
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, ptr noundef nonnull @.str.11, ptr noundef nonnull %140, double noundef %141, ptr noundef nonnull %143, double noundef %144), !dbg !254
  %146 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i64 noundef 8, i64 noundef 16, i64 noundef 32), !dbg !255
  %147 = tail call fastcc { double, double } @muld(double noundef %40, double noundef %41, double noundef -1.000000e+00, double noundef 2.000000e+00), !dbg !256
  %148 = extractvalue { double, double } %147, 0, !dbg !256
  %149 = fptosi double %148 to i32, !dbg !257
  %150 = and i32 %149, 63, !dbg !258
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %10) #7, !dbg !259
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !259
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !259
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %2), !dbg !259
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %1), !dbg !259
  ret i32 %150, !dbg !260

151:                                              ; preds = %0, %168
  %152 = phi i32 [ 0, %0 ], [ %176, %168 ]
  %153 = phi double [ 0.000000e+00, %0 ], [ %175, %168 ]
  %154 = phi double [ 0.000000e+00, %0 ], [ %174, %168 ]
    #dbg_value(i32 %152, !110, !DIExpression(), !246)
    #dbg_value(double %153, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !113)
    #dbg_value(double %154, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113)
  %155 = fmul double %154, 6.000000e-01, !dbg !261
  %156 = fmul double %153, 8.000000e-01, !dbg !261
  %157 = fmul double %154, 8.000000e-01, !dbg !261
  %158 = fmul double %153, 6.000000e-01, !dbg !261
  %159 = fsub double %155, %156, !dbg !261
  %160 = fadd double %157, %158, !dbg !261
  %161 = fcmp uno double %159, 0.000000e+00, !dbg !261
  br i1 %161, label %162, label %168, !dbg !261, !prof !263

162:                                              ; preds = %151
  %163 = fcmp uno double %160, 0.000000e+00, !dbg !261
  br i1 %163, label %164, label %168, !dbg !261, !prof !263

164:                                              ; preds = %162
  %165 = tail call { double, double } @__muldc3(double noundef %154, double noundef %153, double noundef 6.000000e-01, double noundef 8.000000e-01) #7, !dbg !261
  %166 = extractvalue { double, double } %165, 0, !dbg !261
  %167 = extractvalue { double, double } %165, 1, !dbg !261
  br label %168, !dbg !261

168:                                              ; preds = %164, %162, %151
  %169 = phi double [ %159, %151 ], [ %159, %162 ], [ %166, %164 ], !dbg !261
  %170 = phi double [ %160, %151 ], [ %160, %162 ], [ %167, %164 ], !dbg !261
  %171 = uitofp nneg i32 %152 to double, !dbg !264
  %172 = sub nsw i32 0, %152, !dbg !264
  %173 = sitofp i32 %172 to double, !dbg !264
  %174 = fadd double %169, %171, !dbg !265
  %175 = fadd double %170, %173, !dbg !265
    #dbg_value(double %174, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113)
    #dbg_value(double %175, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !113)
  %176 = add nuw nsw i32 %152, 1, !dbg !266
    #dbg_value(i32 %176, !110, !DIExpression(), !246)
    #dbg_value(double %174, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !113)
  %177 = icmp eq i32 %176, 20, !dbg !267
  br i1 %177, label %138, label %151, !dbg !247, !llvm.loop !268
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc <2 x float> @mulf(<2 x float> noundef %0) unnamed_addr #2 !dbg !271 {
  %2 = extractelement <2 x float> %0, i64 1, !dbg !277
  %3 = extractelement <2 x float> %0, i64 0, !dbg !277
    #dbg_value(<2 x float> %0, !275, !DIExpression(), !278)
    #dbg_value(<2 x float> <float 2.500000e-01, float 4.000000e+00>, !276, !DIExpression(), !278)
  %4 = fmul <2 x float> %0, <float 4.000000e+00, float 4.000000e+00>, !dbg !279
  %5 = shufflevector <2 x float> %4, <2 x float> poison, <2 x i32> <i32 1, i32 0>, !dbg !279
  %6 = fmul <2 x float> %0, <float 2.500000e-01, float 2.500000e-01>, !dbg !279
  %7 = fadd <2 x float> %6, %5, !dbg !279
  %8 = fsub <2 x float> %6, %5, !dbg !279
  %9 = shufflevector <2 x float> %8, <2 x float> %7, <2 x i32> <i32 0, i32 3>, !dbg !279
  %10 = extractelement <2 x float> %8, i64 0, !dbg !279
  %11 = fcmp uno float %10, 0.000000e+00, !dbg !279
  br i1 %11, label %12, label %17, !dbg !279, !prof !263

12:                                               ; preds = %1
  %13 = extractelement <2 x float> %7, i64 1, !dbg !279
  %14 = fcmp uno float %13, 0.000000e+00, !dbg !279
  br i1 %14, label %15, label %17, !dbg !279, !prof !263

15:                                               ; preds = %12
  %16 = tail call <2 x float> @__mulsc3(float noundef %3, float noundef %2, float noundef 2.500000e-01, float noundef 4.000000e+00) #7, !dbg !279
  br label %17, !dbg !279

17:                                               ; preds = %15, %12, %1
  %18 = phi <2 x float> [ %9, %1 ], [ %9, %12 ], [ %16, %15 ], !dbg !279
  ret <2 x float> %18, !dbg !280
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc <2 x float> @divf(<2 x float> noundef %0) unnamed_addr #2 !dbg !281 {
    #dbg_value(<2 x float> %0, !283, !DIExpression(), !285)
    #dbg_value(<2 x float> <float 2.500000e-01, float 4.000000e+00>, !284, !DIExpression(), !285)
  %2 = extractelement <2 x float> %0, i64 0, !dbg !286
  %3 = extractelement <2 x float> %0, i64 1, !dbg !286
  %4 = tail call <2 x float> @__divsc3(float noundef %2, float noundef %3, float noundef 2.500000e-01, float noundef 4.000000e+00) #7, !dbg !287
  ret <2 x float> %4, !dbg !288
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @muld(double noundef %0, double noundef %1, double noundef %2, double noundef %3) unnamed_addr #3 !dbg !289 {
    #dbg_value(double %0, !293, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !295)
    #dbg_value(double %1, !293, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !295)
    #dbg_value(double %2, !294, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !295)
    #dbg_value(double %3, !294, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !295)
  %5 = fmul double %0, %2, !dbg !296
  %6 = fmul double %1, %3, !dbg !296
  %7 = fmul double %0, %3, !dbg !296
  %8 = fmul double %1, %2, !dbg !296
  %9 = fsub double %5, %6, !dbg !296
  %10 = fadd double %8, %7, !dbg !296
  %11 = fcmp uno double %9, 0.000000e+00, !dbg !296
  br i1 %11, label %12, label %18, !dbg !296, !prof !263

12:                                               ; preds = %4
  %13 = fcmp uno double %10, 0.000000e+00, !dbg !296
  br i1 %13, label %14, label %18, !dbg !296, !prof !263

14:                                               ; preds = %12
  %15 = tail call { double, double } @__muldc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #7, !dbg !296
  %16 = extractvalue { double, double } %15, 0, !dbg !296
  %17 = extractvalue { double, double } %15, 1, !dbg !296
  br label %18, !dbg !296

18:                                               ; preds = %14, %12, %4
  %19 = phi double [ %9, %4 ], [ %9, %12 ], [ %16, %14 ], !dbg !296
  %20 = phi double [ %10, %4 ], [ %10, %12 ], [ %17, %14 ], !dbg !296
  %21 = insertvalue { double, double } poison, double %19, 0, !dbg !297
  %22 = insertvalue { double, double } %21, double %20, 1, !dbg !297
  ret { double, double } %22, !dbg !297
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { double, double } @divd(double noundef %0, double noundef %1, double noundef %2, double noundef %3) unnamed_addr #3 !dbg !298 {
    #dbg_value(double %0, !300, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(double %1, !300, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !302)
    #dbg_value(double %2, !301, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(double %3, !301, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !302)
  %5 = tail call { double, double } @__divdc3(double noundef %0, double noundef %1, double noundef %2, double noundef %3) #7, !dbg !303
  ret { double, double } %5, !dbg !304
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc { x86_fp80, x86_fp80 } @mull(ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %0, ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %1) unnamed_addr #3 !dbg !305 {
    #dbg_declare(ptr %0, !309, !DIExpression(), !311)
    #dbg_declare(ptr %1, !310, !DIExpression(), !312)
  %3 = load x86_fp80, ptr %0, align 16, !dbg !313
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !313
  %5 = load x86_fp80, ptr %4, align 16, !dbg !313
  %6 = load x86_fp80, ptr %1, align 16, !dbg !314
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !314
  %8 = load x86_fp80, ptr %7, align 16, !dbg !314
  %9 = fmul x86_fp80 %3, %6, !dbg !315
  %10 = fmul x86_fp80 %5, %8, !dbg !315
  %11 = fmul x86_fp80 %3, %8, !dbg !315
  %12 = fmul x86_fp80 %5, %6, !dbg !315
  %13 = fsub x86_fp80 %9, %10, !dbg !315
  %14 = fadd x86_fp80 %12, %11, !dbg !315
  %15 = fcmp uno x86_fp80 %13, 0xK00000000000000000000, !dbg !315
  br i1 %15, label %16, label %22, !dbg !315, !prof !263

16:                                               ; preds = %2
  %17 = fcmp uno x86_fp80 %14, 0xK00000000000000000000, !dbg !315
  br i1 %17, label %18, label %22, !dbg !315, !prof !263

18:                                               ; preds = %16
  %19 = tail call { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80 noundef %3, x86_fp80 noundef %5, x86_fp80 noundef %6, x86_fp80 noundef %8) #7, !dbg !315
  %20 = extractvalue { x86_fp80, x86_fp80 } %19, 0, !dbg !315
  %21 = extractvalue { x86_fp80, x86_fp80 } %19, 1, !dbg !315
  br label %22, !dbg !315

22:                                               ; preds = %18, %16, %2
  %23 = phi x86_fp80 [ %13, %2 ], [ %13, %16 ], [ %20, %18 ], !dbg !315
  %24 = phi x86_fp80 [ %14, %2 ], [ %14, %16 ], [ %21, %18 ], !dbg !315
  %25 = insertvalue { x86_fp80, x86_fp80 } poison, x86_fp80 %23, 0, !dbg !316
  %26 = insertvalue { x86_fp80, x86_fp80 } %25, x86_fp80 %24, 1, !dbg !316
  ret { x86_fp80, x86_fp80 } %26, !dbg !316
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define internal fastcc { x86_fp80, x86_fp80 } @divl(ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %0, ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %1) unnamed_addr #3 !dbg !317 {
    #dbg_declare(ptr %0, !319, !DIExpression(), !321)
    #dbg_declare(ptr %1, !320, !DIExpression(), !322)
  %3 = load x86_fp80, ptr %0, align 16, !dbg !323
  %4 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !323
  %5 = load x86_fp80, ptr %4, align 16, !dbg !323
  %6 = load x86_fp80, ptr %1, align 16, !dbg !324
  %7 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !324
  %8 = load x86_fp80, ptr %7, align 16, !dbg !324
  %9 = tail call { x86_fp80, x86_fp80 } @__divxc3(x86_fp80 noundef %3, x86_fp80 noundef %5, x86_fp80 noundef %6, x86_fp80 noundef %8) #7, !dbg !325
  ret { x86_fp80, x86_fp80 } %9, !dbg !326
}

; Function Attrs: nofree nounwind
declare !dbg !327 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc { double, double } @many(double noundef %0, double noundef %1, <2 x float> noundef %2, ptr nocapture noundef readonly byval({ x86_fp80, x86_fp80 }) align 16 %3) unnamed_addr #5 !dbg !332 {
    #dbg_value(double %0, !336, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(double %1, !336, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
    #dbg_value(<2 x float> %2, !337, !DIExpression(), !341)
    #dbg_value(double -1.000000e+00, !339, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(double 2.000000e+00, !339, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
    #dbg_value(double 1.000000e+00, !340, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !341)
    #dbg_value(double 1.000000e+00, !340, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !341)
    #dbg_declare(ptr %3, !338, !DIExpression(), !342)
  %5 = load x86_fp80, ptr %3, align 16, !dbg !343
  %6 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !343
  %7 = load x86_fp80, ptr %6, align 16, !dbg !343
  %8 = fptrunc x86_fp80 %5 to double, !dbg !344
  %9 = fptrunc x86_fp80 %7 to double, !dbg !344
  %10 = fpext <2 x float> %2 to <2 x double>, !dbg !345
  %11 = insertelement <2 x double> poison, double %0, i64 0, !dbg !346
  %12 = insertelement <2 x double> %11, double %1, i64 1, !dbg !346
  %13 = fadd <2 x double> %12, %10, !dbg !346
  %14 = insertelement <2 x double> poison, double %8, i64 0, !dbg !347
  %15 = insertelement <2 x double> %14, double %9, i64 1, !dbg !347
  %16 = fsub <2 x double> %13, %15, !dbg !347
  %17 = fadd <2 x double> %16, <double -2.000000e+00, double 4.000000e+00>, !dbg !348
  %18 = fadd <2 x double> %17, <double 1.000000e+00, double -1.000000e+00>, !dbg !349
  %19 = extractelement <2 x double> %18, i64 0, !dbg !350
  %20 = insertvalue { double, double } poison, double %19, 0, !dbg !350
  %21 = extractelement <2 x double> %18, i64 1, !dbg !350
  %22 = insertvalue { double, double } %20, double %21, 1, !dbg !350
  ret { double, double } %22, !dbg !350
}

; Function Attrs: noinline nounwind uwtable
define internal fastcc void @rot(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.cs) align 8 %0, ptr nocapture noundef byval(%struct.cs) align 8 %1) unnamed_addr #2 !dbg !351 {
    #dbg_declare(ptr %1, !355, !DIExpression(), !356)
  %3 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !357
  %4 = load float, ptr %3, align 4, !dbg !358
  %5 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !358
  %6 = load float, ptr %5, align 8, !dbg !358
  %7 = fmul float %4, 0.000000e+00, !dbg !358
  %8 = fmul float %6, 0.000000e+00, !dbg !358
  %9 = fsub float %7, %6, !dbg !358
  %10 = fadd float %4, %8, !dbg !358
  %11 = fcmp uno float %9, 0.000000e+00, !dbg !358
  br i1 %11, label %12, label %18, !dbg !358, !prof !263

12:                                               ; preds = %2
  %13 = fcmp uno float %10, 0.000000e+00, !dbg !358
  br i1 %13, label %14, label %18, !dbg !358, !prof !263

14:                                               ; preds = %12
  %15 = tail call <2 x float> @__mulsc3(float noundef %4, float noundef %6, float noundef 0.000000e+00, float noundef 1.000000e+00) #7, !dbg !358
  %16 = extractelement <2 x float> %15, i64 0, !dbg !358
  %17 = extractelement <2 x float> %15, i64 1, !dbg !358
  br label %18, !dbg !358

18:                                               ; preds = %14, %12, %2
  %19 = phi float [ %9, %2 ], [ %9, %12 ], [ %16, %14 ], !dbg !358
  %20 = phi float [ %10, %2 ], [ %10, %12 ], [ %17, %14 ], !dbg !358
  store float %19, ptr %3, align 4, !dbg !358
  store float %20, ptr %5, align 8, !dbg !358
  %21 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !359
  %22 = load double, ptr %21, align 8, !dbg !360
  %23 = getelementptr inbounds i8, ptr %1, i64 24, !dbg !360
  %24 = load double, ptr %23, align 8, !dbg !360
  %25 = fmul double %22, 0.000000e+00, !dbg !360
  %26 = fmul double %24, -0.000000e+00, !dbg !360
  %27 = fsub double %24, %25, !dbg !360
  %28 = fsub double %26, %22, !dbg !360
  %29 = fcmp uno double %27, 0.000000e+00, !dbg !360
  br i1 %29, label %30, label %36, !dbg !360, !prof !263

30:                                               ; preds = %18
  %31 = fcmp uno double %28, 0.000000e+00, !dbg !360
  br i1 %31, label %32, label %36, !dbg !360, !prof !263

32:                                               ; preds = %30
  %33 = tail call { double, double } @__muldc3(double noundef %22, double noundef %24, double noundef -0.000000e+00, double noundef -1.000000e+00) #7, !dbg !360
  %34 = extractvalue { double, double } %33, 0, !dbg !360
  %35 = extractvalue { double, double } %33, 1, !dbg !360
  br label %36, !dbg !360

36:                                               ; preds = %32, %30, %18
  %37 = phi double [ %27, %18 ], [ %27, %30 ], [ %34, %32 ], !dbg !360
  %38 = phi double [ %28, %18 ], [ %28, %30 ], [ %35, %32 ], !dbg !360
  store double %37, ptr %21, align 8, !dbg !360
  store double %38, ptr %23, align 8, !dbg !360
  %39 = load i8, ptr %1, align 8, !dbg !361, !tbaa !224
  %40 = add i8 %39, 1, !dbg !361
  store i8 %40, ptr %1, align 8, !dbg !361, !tbaa !224
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(32) %0, ptr noundef nonnull align 8 dereferenceable(32) %1, i64 32, i1 false), !dbg !362, !tbaa.struct !234
  ret void, !dbg !363
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #6

declare { double, double } @__muldc3(double, double, double, double) local_unnamed_addr

declare <2 x float> @__mulsc3(float, float, float, float) local_unnamed_addr

declare <2 x float> @__divsc3(float, float, float, float) local_unnamed_addr

declare { double, double } @__divdc3(double, double, double, double) local_unnamed_addr

declare { x86_fp80, x86_fp80 } @__mulxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

declare { x86_fp80, x86_fp80 } @__divxc3(x86_fp80, x86_fp80, x86_fp80, x86_fp80) local_unnamed_addr

attributes #0 = { nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { noinline nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!64}
!llvm.module.flags = !{!72, !73, !74, !75, !76, !77, !78}
!llvm.ident = !{!79}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/complex_all_types.c", directory: ".", checksumkind: CSK_MD5, checksum: "6c35e1d6e180553bab34fad664bd3e08")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 5)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !3, isLocal: true, isDefinition: true)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !3, isLocal: true, isDefinition: true)
!13 = !DIGlobalVariableExpression(var: !14, expr: !DIExpression())
!14 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !15, isLocal: true, isDefinition: true)
!15 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !16)
!16 = !{!17}
!17 = !DISubrange(count: 10)
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 8)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 12)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !20, isLocal: true, isDefinition: true)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(scope: null, file: !2, line: 47, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !33)
!33 = !{!34}
!34 = !DISubrange(count: 33)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !3, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 51, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 200, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 25)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !45)
!45 = !{!46}
!46 = !DISubrange(count: 4)
!47 = !DIGlobalVariableExpression(var: !48, expr: !DIExpression())
!48 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !49, isLocal: true, isDefinition: true)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 19)
!52 = !DIGlobalVariableExpression(var: !53, expr: !DIExpression())
!53 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !54, isLocal: true, isDefinition: true)
!54 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !55)
!55 = !{!56}
!56 = !DISubrange(count: 17)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !44, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 1)
!64 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !65, globals: !71, splitDebugInlining: false, nameTableKind: None)
!65 = !{!66, !67, !68, !69, !70}
!66 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!67 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!68 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!69 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!70 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!71 = !{!0, !7, !9, !11, !13, !18, !23, !28, !30, !35, !37, !42, !47, !52, !57, !59}
!72 = !{i32 7, !"Dwarf Version", i32 5}
!73 = !{i32 2, !"Debug Info Version", i32 3}
!74 = !{i32 1, !"wchar_size", i32 4}
!75 = !{i32 8, !"PIC Level", i32 2}
!76 = !{i32 7, !"PIE Level", i32 2}
!77 = !{i32 7, !"uwtable", i32 2}
!78 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!79 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!80 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 32, type: !81, scopeLine: 32, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !83)
!81 = !DISubroutineType(types: !82)
!82 = !{!69}
!83 = !{!84, !86, !87, !89, !90, !92, !93, !94, !95, !97, !98, !99, !100, !106, !108, !109, !110}
!84 = !DILocalVariable(name: "fr", scope: !80, file: !2, line: 33, type: !85)
!85 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !66)
!86 = !DILocalVariable(name: "fi", scope: !80, file: !2, line: 33, type: !85)
!87 = !DILocalVariable(name: "a", scope: !80, file: !2, line: 34, type: !88)
!88 = !DIBasicType(name: "complex", size: 64, encoding: DW_ATE_complex_float)
!89 = !DILocalVariable(name: "b", scope: !80, file: !2, line: 34, type: !88)
!90 = !DILocalVariable(name: "dr", scope: !80, file: !2, line: 37, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !67)
!92 = !DILocalVariable(name: "di", scope: !80, file: !2, line: 37, type: !91)
!93 = !DILocalVariable(name: "c", scope: !80, file: !2, line: 38, type: !70)
!94 = !DILocalVariable(name: "d", scope: !80, file: !2, line: 38, type: !70)
!95 = !DILocalVariable(name: "e", scope: !80, file: !2, line: 45, type: !96)
!96 = !DIBasicType(name: "complex", size: 256, encoding: DW_ATE_complex_float)
!97 = !DILocalVariable(name: "f", scope: !80, file: !2, line: 45, type: !96)
!98 = !DILocalVariable(name: "m", scope: !80, file: !2, line: 46, type: !96)
!99 = !DILocalVariable(name: "q", scope: !80, file: !2, line: 46, type: !96)
!100 = !DILocalVariable(name: "s", scope: !80, file: !2, line: 49, type: !101)
!101 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "cs", file: !2, line: 25, size: 256, elements: !102)
!102 = !{!103, !104, !105}
!103 = !DIDerivedType(tag: DW_TAG_member, name: "tag", scope: !101, file: !2, line: 25, baseType: !4, size: 8)
!104 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !101, file: !2, line: 25, baseType: !88, size: 64, offset: 32)
!105 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !101, file: !2, line: 25, baseType: !70, size: 128, offset: 128)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 50, type: !69)
!107 = distinct !DILexicalBlock(scope: !80, file: !2, line: 50, column: 5)
!108 = !DILocalVariable(name: "acc", scope: !80, file: !2, line: 52, type: !70)
!109 = !DILocalVariable(name: "z", scope: !80, file: !2, line: 52, type: !70)
!110 = !DILocalVariable(name: "k", scope: !111, file: !2, line: 53, type: !69)
!111 = distinct !DILexicalBlock(scope: !80, file: !2, line: 53, column: 5)
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 0, scope: !80)
!114 = distinct !DIAssignID()
!115 = distinct !DIAssignID()
!116 = distinct !DIAssignID()
!117 = distinct !DIAssignID()
!118 = !DILocation(line: 33, column: 5, scope: !80)
!119 = !DILocation(line: 33, column: 20, scope: !80)
!120 = !{!121, !121, i64 0}
!121 = !{!"float", !122, i64 0}
!122 = !{!"omnipotent char", !123, i64 0}
!123 = !{!"Simple C/C++ TBAA"}
!124 = distinct !DIAssignID()
!125 = !DILocation(line: 33, column: 31, scope: !80)
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 34, column: 23, scope: !80)
!128 = !DILocation(line: 35, column: 16, scope: !80)
!129 = !DILocalVariable(name: "z", arg: 2, scope: !130, file: !2, line: 27, type: !70)
!130 = distinct !DISubprogram(name: "pd", scope: !2, file: !2, line: 27, type: !131, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !135)
!131 = !DISubroutineType(types: !132)
!132 = !{null, !133, !70}
!133 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !134, size: 64)
!134 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!135 = !{!136, !129, !137, !138}
!136 = !DILocalVariable(name: "n", arg: 1, scope: !130, file: !2, line: 27, type: !133)
!137 = !DILocalVariable(name: "r", scope: !130, file: !2, line: 28, type: !67)
!138 = !DILocalVariable(name: "i", scope: !130, file: !2, line: 28, type: !67)
!139 = !DILocation(line: 0, scope: !130, inlinedAt: !140)
!140 = distinct !DILocation(line: 35, column: 5, scope: !80)
!141 = !DILocation(line: 29, column: 36, scope: !130, inlinedAt: !140)
!142 = !DILocation(line: 29, column: 59, scope: !130, inlinedAt: !140)
!143 = !DILocation(line: 29, column: 79, scope: !130, inlinedAt: !140)
!144 = !DILocation(line: 29, column: 102, scope: !130, inlinedAt: !140)
!145 = !DILocation(line: 29, column: 5, scope: !130, inlinedAt: !140)
!146 = !DILocation(line: 36, column: 16, scope: !80)
!147 = !DILocation(line: 0, scope: !130, inlinedAt: !148)
!148 = distinct !DILocation(line: 36, column: 5, scope: !80)
!149 = !DILocation(line: 29, column: 36, scope: !130, inlinedAt: !148)
!150 = !DILocation(line: 29, column: 59, scope: !130, inlinedAt: !148)
!151 = !DILocation(line: 29, column: 79, scope: !130, inlinedAt: !148)
!152 = !DILocation(line: 29, column: 102, scope: !130, inlinedAt: !148)
!153 = !DILocation(line: 29, column: 5, scope: !130, inlinedAt: !148)
!154 = !DILocation(line: 37, column: 5, scope: !80)
!155 = !DILocation(line: 37, column: 21, scope: !80)
!156 = !{!157, !157, i64 0}
!157 = !{!"double", !122, i64 0}
!158 = distinct !DIAssignID()
!159 = !DILocation(line: 37, column: 31, scope: !80)
!160 = distinct !DIAssignID()
!161 = !DILocation(line: 38, column: 24, scope: !80)
!162 = !DILocation(line: 39, column: 16, scope: !80)
!163 = !DILocation(line: 0, scope: !130, inlinedAt: !164)
!164 = distinct !DILocation(line: 39, column: 5, scope: !80)
!165 = !DILocation(line: 29, column: 36, scope: !130, inlinedAt: !164)
!166 = !DILocation(line: 29, column: 59, scope: !130, inlinedAt: !164)
!167 = !DILocation(line: 29, column: 79, scope: !130, inlinedAt: !164)
!168 = !DILocation(line: 29, column: 102, scope: !130, inlinedAt: !164)
!169 = !DILocation(line: 29, column: 5, scope: !130, inlinedAt: !164)
!170 = !DILocation(line: 40, column: 16, scope: !80)
!171 = !DILocation(line: 0, scope: !130, inlinedAt: !172)
!172 = distinct !DILocation(line: 40, column: 5, scope: !80)
!173 = !DILocation(line: 29, column: 36, scope: !130, inlinedAt: !172)
!174 = !DILocation(line: 29, column: 59, scope: !130, inlinedAt: !172)
!175 = !DILocation(line: 29, column: 79, scope: !130, inlinedAt: !172)
!176 = !DILocation(line: 29, column: 102, scope: !130, inlinedAt: !172)
!177 = !DILocation(line: 29, column: 5, scope: !130, inlinedAt: !172)
!178 = !DILocation(line: 41, column: 21, scope: !80)
!179 = !DILocation(line: 0, scope: !130, inlinedAt: !180)
!180 = distinct !DILocation(line: 41, column: 5, scope: !80)
!181 = !DILocation(line: 29, column: 36, scope: !130, inlinedAt: !180)
!182 = !DILocation(line: 29, column: 59, scope: !130, inlinedAt: !180)
!183 = !DILocation(line: 29, column: 79, scope: !130, inlinedAt: !180)
!184 = !DILocation(line: 29, column: 102, scope: !130, inlinedAt: !180)
!185 = !DILocation(line: 29, column: 5, scope: !130, inlinedAt: !180)
!186 = !DILocation(line: 42, column: 24, scope: !80)
!187 = !DILocation(line: 42, column: 19, scope: !80)
!188 = !DILocation(line: 0, scope: !130, inlinedAt: !189)
!189 = distinct !DILocation(line: 42, column: 5, scope: !80)
!190 = !DILocation(line: 29, column: 36, scope: !130, inlinedAt: !189)
!191 = !DILocation(line: 29, column: 59, scope: !130, inlinedAt: !189)
!192 = !DILocation(line: 29, column: 79, scope: !130, inlinedAt: !189)
!193 = !DILocation(line: 29, column: 102, scope: !130, inlinedAt: !189)
!194 = !DILocation(line: 29, column: 5, scope: !130, inlinedAt: !189)
!195 = !DILocation(line: 43, column: 23, scope: !80)
!196 = !DILocation(line: 0, scope: !130, inlinedAt: !197)
!197 = distinct !DILocation(line: 43, column: 5, scope: !80)
!198 = !DILocation(line: 29, column: 36, scope: !130, inlinedAt: !197)
!199 = !DILocation(line: 29, column: 59, scope: !130, inlinedAt: !197)
!200 = !DILocation(line: 29, column: 79, scope: !130, inlinedAt: !197)
!201 = !DILocation(line: 29, column: 102, scope: !130, inlinedAt: !197)
!202 = !DILocation(line: 29, column: 5, scope: !130, inlinedAt: !197)
!203 = !DILocation(line: 44, column: 19, scope: !80)
!204 = !DILocation(line: 0, scope: !130, inlinedAt: !205)
!205 = distinct !DILocation(line: 44, column: 5, scope: !80)
!206 = !DILocation(line: 29, column: 36, scope: !130, inlinedAt: !205)
!207 = !DILocation(line: 29, column: 59, scope: !130, inlinedAt: !205)
!208 = !DILocation(line: 29, column: 79, scope: !130, inlinedAt: !205)
!209 = !DILocation(line: 29, column: 102, scope: !130, inlinedAt: !205)
!210 = !DILocation(line: 29, column: 5, scope: !130, inlinedAt: !205)
!211 = !DILocation(line: 46, column: 29, scope: !80)
!212 = !DILocation(line: 46, column: 45, scope: !80)
!213 = !DILocation(line: 47, column: 5, scope: !80)
!214 = !DILocation(line: 48, column: 16, scope: !80)
!215 = !DILocation(line: 0, scope: !130, inlinedAt: !216)
!216 = distinct !DILocation(line: 48, column: 5, scope: !80)
!217 = !DILocation(line: 29, column: 36, scope: !130, inlinedAt: !216)
!218 = !DILocation(line: 29, column: 59, scope: !130, inlinedAt: !216)
!219 = !DILocation(line: 29, column: 79, scope: !130, inlinedAt: !216)
!220 = !DILocation(line: 29, column: 102, scope: !130, inlinedAt: !216)
!221 = !DILocation(line: 29, column: 5, scope: !130, inlinedAt: !216)
!222 = !DILocation(line: 49, column: 5, scope: !80)
!223 = !DILocation(line: 49, column: 19, scope: !80)
!224 = !{!225, !122, i64 0}
!225 = !{!"cs", !122, i64 0, !122, i64 4, !122, i64 16}
!226 = distinct !DIAssignID()
!227 = distinct !DIAssignID()
!228 = distinct !DIAssignID()
!229 = distinct !DIAssignID()
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 0, scope: !107)
!232 = !DILocation(line: 50, column: 37, scope: !233)
!233 = distinct !DILexicalBlock(scope: !107, file: !2, line: 50, column: 5)
!234 = !{i64 0, i64 1, !235, i64 4, i64 8, !235, i64 16, i64 16, !235}
!235 = !{!122, !122, i64 0}
!236 = distinct !DIAssignID()
!237 = !DILocation(line: 51, column: 43, scope: !80)
!238 = !DILocation(line: 51, column: 41, scope: !80)
!239 = !DILocation(line: 51, column: 65, scope: !80)
!240 = !DILocation(line: 51, column: 48, scope: !80)
!241 = !DILocation(line: 51, column: 86, scope: !80)
!242 = !DILocation(line: 51, column: 69, scope: !80)
!243 = !DILocation(line: 51, column: 98, scope: !80)
!244 = !DILocation(line: 51, column: 110, scope: !80)
!245 = !DILocation(line: 51, column: 5, scope: !80)
!246 = !DILocation(line: 0, scope: !111)
!247 = !DILocation(line: 53, column: 5, scope: !111)
!248 = !DILocation(line: 0, scope: !130, inlinedAt: !249)
!249 = distinct !DILocation(line: 54, column: 5, scope: !80)
!250 = !DILocation(line: 29, column: 36, scope: !130, inlinedAt: !249)
!251 = !DILocation(line: 29, column: 59, scope: !130, inlinedAt: !249)
!252 = !DILocation(line: 29, column: 79, scope: !130, inlinedAt: !249)
!253 = !DILocation(line: 29, column: 102, scope: !130, inlinedAt: !249)
!254 = !DILocation(line: 29, column: 5, scope: !130, inlinedAt: !249)
!255 = !DILocation(line: 55, column: 5, scope: !80)
!256 = !DILocation(line: 56, column: 23, scope: !80)
!257 = !DILocation(line: 56, column: 12, scope: !80)
!258 = !DILocation(line: 56, column: 35, scope: !80)
!259 = !DILocation(line: 57, column: 1, scope: !80)
!260 = !DILocation(line: 56, column: 5, scope: !80)
!261 = !DILocation(line: 53, column: 44, scope: !262)
!262 = distinct !DILexicalBlock(scope: !111, file: !2, line: 53, column: 5)
!263 = !{!"branch_weights", i32 1, i32 1048575}
!264 = !DILocation(line: 53, column: 50, scope: !262)
!265 = !DILocation(line: 53, column: 48, scope: !262)
!266 = !DILocation(line: 53, column: 30, scope: !262)
!267 = !DILocation(line: 53, column: 23, scope: !262)
!268 = distinct !{!268, !247, !269, !270}
!269 = !DILocation(line: 53, column: 50, scope: !111)
!270 = !{!"llvm.loop.mustprogress"}
!271 = distinct !DISubprogram(name: "mulf", scope: !2, file: !2, line: 16, type: !272, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !274)
!272 = !DISubroutineType(cc: DW_CC_nocall, types: !273)
!273 = !{!88, !88, !88}
!274 = !{!275, !276}
!275 = !DILocalVariable(name: "a", arg: 1, scope: !271, file: !2, line: 16, type: !88)
!276 = !DILocalVariable(name: "b", arg: 2, scope: !271, file: !2, line: 16, type: !88)
!277 = !DILocation(line: 16, column: 96, scope: !271)
!278 = !DILocation(line: 0, scope: !271)
!279 = !DILocation(line: 16, column: 98, scope: !271)
!280 = !DILocation(line: 16, column: 89, scope: !271)
!281 = distinct !DISubprogram(name: "divf", scope: !2, file: !2, line: 17, type: !272, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !282)
!282 = !{!283, !284}
!283 = !DILocalVariable(name: "a", arg: 1, scope: !281, file: !2, line: 17, type: !88)
!284 = !DILocalVariable(name: "b", arg: 2, scope: !281, file: !2, line: 17, type: !88)
!285 = !DILocation(line: 0, scope: !281)
!286 = !DILocation(line: 17, column: 96, scope: !281)
!287 = !DILocation(line: 17, column: 98, scope: !281)
!288 = !DILocation(line: 17, column: 89, scope: !281)
!289 = distinct !DISubprogram(name: "muld", scope: !2, file: !2, line: 18, type: !290, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{!70, !70, !70}
!292 = !{!293, !294}
!293 = !DILocalVariable(name: "a", arg: 1, scope: !289, file: !2, line: 18, type: !70)
!294 = !DILocalVariable(name: "b", arg: 2, scope: !289, file: !2, line: 18, type: !70)
!295 = !DILocation(line: 0, scope: !289)
!296 = !DILocation(line: 18, column: 101, scope: !289)
!297 = !DILocation(line: 18, column: 92, scope: !289)
!298 = distinct !DISubprogram(name: "divd", scope: !2, file: !2, line: 19, type: !290, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !299)
!299 = !{!300, !301}
!300 = !DILocalVariable(name: "a", arg: 1, scope: !298, file: !2, line: 19, type: !70)
!301 = !DILocalVariable(name: "b", arg: 2, scope: !298, file: !2, line: 19, type: !70)
!302 = !DILocation(line: 0, scope: !298)
!303 = !DILocation(line: 19, column: 101, scope: !298)
!304 = !DILocation(line: 19, column: 92, scope: !298)
!305 = distinct !DISubprogram(name: "mull", scope: !2, file: !2, line: 20, type: !306, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !308)
!306 = !DISubroutineType(types: !307)
!307 = !{!96, !96, !96}
!308 = !{!309, !310}
!309 = !DILocalVariable(name: "a", arg: 1, scope: !305, file: !2, line: 20, type: !96)
!310 = !DILocalVariable(name: "b", arg: 2, scope: !305, file: !2, line: 20, type: !96)
!311 = !DILocation(line: 20, column: 79, scope: !305)
!312 = !DILocation(line: 20, column: 102, scope: !305)
!313 = !DILocation(line: 20, column: 114, scope: !305)
!314 = !DILocation(line: 20, column: 118, scope: !305)
!315 = !DILocation(line: 20, column: 116, scope: !305)
!316 = !DILocation(line: 20, column: 107, scope: !305)
!317 = distinct !DISubprogram(name: "divl", scope: !2, file: !2, line: 21, type: !306, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !318)
!318 = !{!319, !320}
!319 = !DILocalVariable(name: "a", arg: 1, scope: !317, file: !2, line: 21, type: !96)
!320 = !DILocalVariable(name: "b", arg: 2, scope: !317, file: !2, line: 21, type: !96)
!321 = !DILocation(line: 21, column: 79, scope: !317)
!322 = !DILocation(line: 21, column: 102, scope: !317)
!323 = !DILocation(line: 21, column: 114, scope: !317)
!324 = !DILocation(line: 21, column: 118, scope: !317)
!325 = !DILocation(line: 21, column: 116, scope: !317)
!326 = !DILocation(line: 21, column: 107, scope: !317)
!327 = !DISubprogram(name: "printf", scope: !328, file: !328, line: 356, type: !329, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!328 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!329 = !DISubroutineType(types: !330)
!330 = !{!69, !331, null}
!331 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !133)
!332 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 22, type: !333, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !335)
!333 = !DISubroutineType(cc: DW_CC_nocall, types: !334)
!334 = !{!70, !70, !88, !96, !70, !70}
!335 = !{!336, !337, !338, !339, !340}
!336 = !DILocalVariable(name: "a", arg: 1, scope: !332, file: !2, line: 22, type: !70)
!337 = !DILocalVariable(name: "b", arg: 2, scope: !332, file: !2, line: 22, type: !88)
!338 = !DILocalVariable(name: "c", arg: 3, scope: !332, file: !2, line: 22, type: !96)
!339 = !DILocalVariable(name: "d", arg: 4, scope: !332, file: !2, line: 22, type: !70)
!340 = !DILocalVariable(name: "e", arg: 5, scope: !332, file: !2, line: 22, type: !70)
!341 = !DILocation(line: 0, scope: !332)
!342 = !DILocation(line: 22, column: 109, scope: !332)
!343 = !DILocation(line: 23, column: 52, scope: !332)
!344 = !DILocation(line: 23, column: 36, scope: !332)
!345 = !DILocation(line: 23, column: 16, scope: !332)
!346 = !DILocation(line: 23, column: 14, scope: !332)
!347 = !DILocation(line: 23, column: 34, scope: !332)
!348 = !DILocation(line: 23, column: 54, scope: !332)
!349 = !DILocation(line: 23, column: 62, scope: !332)
!350 = !DILocation(line: 23, column: 5, scope: !332)
!351 = distinct !DISubprogram(name: "rot", scope: !2, file: !2, line: 26, type: !352, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !64, retainedNodes: !354)
!352 = !DISubroutineType(types: !353)
!353 = !{!101, !101}
!354 = !{!355}
!355 = !DILocalVariable(name: "s", arg: 1, scope: !351, file: !2, line: 26, type: !101)
!356 = !DILocation(line: 26, column: 58, scope: !351)
!357 = !DILocation(line: 26, column: 65, scope: !351)
!358 = !DILocation(line: 26, column: 67, scope: !351)
!359 = !DILocation(line: 26, column: 75, scope: !351)
!360 = !DILocation(line: 26, column: 77, scope: !351)
!361 = !DILocation(line: 26, column: 89, scope: !351)
!362 = !DILocation(line: 26, column: 100, scope: !351)
!363 = !DILocation(line: 26, column: 93, scope: !351)
