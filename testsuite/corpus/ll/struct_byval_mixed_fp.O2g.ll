; ModuleID = 'programs/struct_byval_mixed_fp.c'
source_filename = "programs/struct_byval_mixed_fp.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.F5 = type { float, float, float, float, float }
%struct.D3 = type { double, double, double }
%struct.D4 = type { double, double, double, double }
%struct.LD1 = type { x86_fp80 }
%struct.LDI = type { x86_fp80, i32 }
%struct.IFD = type { i32, float, double }
%struct.D2 = type { double, double }
%struct.F3 = type { float, float, float }

@.str = private unnamed_addr constant [7 x i8] c"F1 %g\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"F2 %g %g\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c"F3 %g %g %g\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [16 x i8] c"F4 %g %g %g %g\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [19 x i8] c"F5 %g %g %g %g %g\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [7 x i8] c"D1 %g\0A\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [10 x i8] c"D2 %g %g\0A\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [13 x i8] c"D3 %g %g %g\0A\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [16 x i8] c"D4 %g %g %g %g\0A\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [10 x i8] c"FI %g %d\0A\00", align 1, !dbg !35
@.str.10 = private unnamed_addr constant [14 x i8] c"IFD %d %g %g\0A\00", align 1, !dbg !37
@.str.11 = private unnamed_addr constant [10 x i8] c"DI %g %d\0A\00", align 1, !dbg !42
@.str.12 = private unnamed_addr constant [10 x i8] c"CD %c %g\0A\00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [18 x i8] c"FCSD %g %c %d %g\0A\00", align 1, !dbg !46
@.str.14 = private unnamed_addr constant [12 x i8] c"LD1 %.20Lg\0A\00", align 1, !dbg !51
@.str.15 = private unnamed_addr constant [12 x i8] c"LDI %Lg %d\0A\00", align 1, !dbg !56
@.str.16 = private unnamed_addr constant [14 x i8] c"FAD %g %g %g\0A\00", align 1, !dbg !58
@.str.17 = private unnamed_addr constant [16 x i8] c"NESTF %g %g %g\0A\00", align 1, !dbg !60
@.str.18 = private unnamed_addr constant [10 x i8] c"DF %g %g\0A\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [10 x i8] c"CZ %g %g\0A\00", align 1, !dbg !64
@.str.20 = private unnamed_addr constant [9 x i8] c"many %g\0A\00", align 1, !dbg !66

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 -255, 256) i32 @main() local_unnamed_addr #0 !dbg !86 {
  %1 = alloca %struct.F5, align 4, !DIAssignID !231
    #dbg_assign(i1 undef, !116, !DIExpression(), !231, ptr %1, !DIExpression(), !232)
  %2 = alloca %struct.F5, align 16
  %3 = alloca %struct.D3, align 8, !DIAssignID !233
    #dbg_assign(i1 undef, !136, !DIExpression(), !233, ptr %3, !DIExpression(), !232)
  %4 = alloca %struct.D3, align 16
  %5 = alloca %struct.D4, align 8, !DIAssignID !234
    #dbg_assign(i1 undef, !143, !DIExpression(), !234, ptr %5, !DIExpression(), !232)
  %6 = alloca %struct.D4, align 16
  %7 = alloca %struct.LD1, align 16
  %8 = alloca %struct.LDI, align 16, !DIAssignID !235
    #dbg_assign(i1 undef, !190, !DIExpression(), !235, ptr %8, !DIExpression(), !232)
  %9 = alloca %struct.LDI, align 16
  %10 = alloca %struct.IFD, align 8
  %11 = alloca %struct.D2, align 16
  %12 = alloca %struct.F3, align 8
  %13 = alloca %struct.D4, align 16
    #dbg_value(float 3.000000e+00, !90, !DIExpression(), !232)
  %14 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 3.000000e+00), !dbg !236
  %15 = tail call fastcc <2 x float> @f2(), !dbg !237
    #dbg_value(<2 x float> %15, !95, !DIExpression(), !232)
  %16 = extractelement <2 x float> %15, i64 0, !dbg !238
  %17 = fpext float %16 to double, !dbg !238
  %18 = extractelement <2 x float> %15, i64 1, !dbg !239
  %19 = fpext float %18 to double, !dbg !239
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %17, double noundef %19), !dbg !240
  %21 = tail call fastcc { <2 x float>, float } @f3(), !dbg !241
  %22 = extractvalue { <2 x float>, float } %21, 0, !dbg !241
  %23 = extractvalue { <2 x float>, float } %21, 1, !dbg !241
    #dbg_value(<2 x float> %22, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !232)
    #dbg_value(float %23, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !232)
  %24 = extractelement <2 x float> %22, i64 0, !dbg !242
  %25 = fpext float %24 to double, !dbg !242
  %26 = extractelement <2 x float> %22, i64 1, !dbg !243
  %27 = fpext float %26 to double, !dbg !243
  %28 = fpext float %23 to double, !dbg !244
  %29 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %25, double noundef %27, double noundef %28), !dbg !245
  %30 = tail call fastcc { <2 x float>, <2 x float> } @f4(), !dbg !246
  %31 = extractvalue { <2 x float>, <2 x float> } %30, 0, !dbg !246
    #dbg_value(<2 x float> %31, !108, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !232)
  %32 = extractvalue { <2 x float>, <2 x float> } %30, 1, !dbg !246
    #dbg_value(<2 x float> %32, !108, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !232)
  %33 = extractelement <2 x float> %31, i64 0, !dbg !247
  %34 = fpext float %33 to double, !dbg !247
  %35 = extractelement <2 x float> %31, i64 1, !dbg !248
  %36 = fpext float %35 to double, !dbg !248
  %37 = extractelement <2 x float> %32, i64 0, !dbg !249
  %38 = fpext float %37 to double, !dbg !249
  %39 = extractelement <2 x float> %32, i64 1, !dbg !250
  %40 = fpext float %39 to double, !dbg !250
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %34, double noundef %36, double noundef %38, double noundef %40), !dbg !251
  call void @llvm.lifetime.start.p0(i64 20, ptr nonnull %1) #7, !dbg !252
  store <4 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00>, ptr %2, align 16, !dbg !253, !tbaa !254
  %42 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !253
  store float 5.000000e+00, ptr %42, align 16, !dbg !253, !tbaa !258
  call fastcc void @f5(ptr dead_on_unwind nonnull writable sret(%struct.F5) align 4 %1, ptr noundef nonnull byval(%struct.F5) align 8 %2), !dbg !260
  %43 = load float, ptr %1, align 4, !dbg !261, !tbaa !262
  %44 = fpext float %43 to double, !dbg !261
  %45 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !263
  %46 = load float, ptr %45, align 4, !dbg !263, !tbaa !264
  %47 = fpext float %46 to double, !dbg !263
  %48 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !265
  %49 = load float, ptr %48, align 4, !dbg !265, !tbaa !266
  %50 = fpext float %49 to double, !dbg !265
  %51 = getelementptr inbounds i8, ptr %1, i64 12, !dbg !267
  %52 = load float, ptr %51, align 4, !dbg !267, !tbaa !268
  %53 = fpext float %52 to double, !dbg !267
  %54 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !269
  %55 = load float, ptr %54, align 4, !dbg !269, !tbaa !258
  %56 = fpext float %55 to double, !dbg !269
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %44, double noundef %47, double noundef %50, double noundef %53, double noundef %56), !dbg !270
    #dbg_value(double -2.250000e+00, !125, !DIExpression(), !232)
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef -2.250000e+00), !dbg !271
    #dbg_value(double 2.100000e+01, !130, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !232)
    #dbg_value(double 6.250000e-01, !130, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !232)
  %59 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef 2.100000e+01, double noundef 6.250000e-01), !dbg !272
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %3) #7, !dbg !273
  store <2 x double> <double 1.000000e+00, double 2.000000e+00>, ptr %4, align 16, !dbg !274, !tbaa !275
  %60 = getelementptr inbounds i8, ptr %4, i64 16, !dbg !274
  store double 3.000000e+00, ptr %60, align 16, !dbg !274, !tbaa !277
  call fastcc void @d3(ptr dead_on_unwind nonnull writable sret(%struct.D3) align 8 %3, ptr noundef nonnull byval(%struct.D3) align 8 %4), !dbg !279
  %61 = load double, ptr %3, align 8, !dbg !280, !tbaa !281
  %62 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !282
  %63 = load double, ptr %62, align 8, !dbg !282, !tbaa !283
  %64 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !284
  %65 = load double, ptr %64, align 8, !dbg !284, !tbaa !277
  %66 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7, double noundef %61, double noundef %63, double noundef %65), !dbg !285
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %5) #7, !dbg !286
  store <2 x double> <double 1.000000e+00, double 1.000000e+01>, ptr %6, align 16, !dbg !287, !tbaa !275
  %67 = getelementptr inbounds i8, ptr %6, i64 16, !dbg !287
  store <2 x double> <double 1.000000e+02, double 1.000000e+03>, ptr %67, align 16, !dbg !287, !tbaa !275
  call fastcc void @d4(ptr dead_on_unwind nonnull writable sret(%struct.D4) align 8 %5, ptr noundef nonnull byval(%struct.D4) align 8 %6), !dbg !288
  %68 = load double, ptr %5, align 8, !dbg !289, !tbaa !290
  %69 = getelementptr inbounds i8, ptr %5, i64 8, !dbg !292
  %70 = load double, ptr %69, align 8, !dbg !292, !tbaa !293
  %71 = getelementptr inbounds i8, ptr %5, i64 16, !dbg !294
  %72 = load double, ptr %71, align 8, !dbg !294, !tbaa !295
  %73 = getelementptr inbounds i8, ptr %5, i64 24, !dbg !296
  %74 = load double, ptr %73, align 8, !dbg !296, !tbaa !297
  %75 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, double noundef %68, double noundef %70, double noundef %72, double noundef %74), !dbg !298
    #dbg_value(float -9.000000e+00, !151, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !232)
    #dbg_value(i32 3, !151, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !232)
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, double noundef -9.000000e+00, i32 noundef 3), !dbg !299
    #dbg_value(i32 12, !157, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !232)
    #dbg_value(float 1.750000e+00, !157, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !232)
    #dbg_value(double 3.000000e+00, !157, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !232)
  %77 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, i32 noundef 12, double noundef 1.750000e+00, double noundef 3.000000e+00), !dbg !300
    #dbg_value(double 1.005000e+02, !164, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !232)
    #dbg_value(i32 99, !164, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !232)
  %78 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, double noundef 1.005000e+02, i32 noundef 99), !dbg !301
    #dbg_value(i8 98, !170, !DIExpression(DW_OP_LLVM_fragment, 0, 8), !232)
    #dbg_value(double 4.500000e+01, !170, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !232)
  %79 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, i32 noundef 98, double noundef 4.500000e+01), !dbg !302
    #dbg_value(float 3.000000e+00, !176, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !232)
    #dbg_value(i8 113, !176, !DIExpression(DW_OP_LLVM_fragment, 32, 8), !232)
    #dbg_value(i64 259072, !176, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 8, DW_ATE_unsigned, DW_OP_stack_value, DW_OP_LLVM_fragment, 40, 8), !232)
    #dbg_value(i16 1012, !176, !DIExpression(DW_OP_LLVM_fragment, 48, 16), !232)
    #dbg_value(double -8.000000e+00, !176, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !232)
  %80 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.13, double noundef 3.000000e+00, i32 noundef 113, i32 noundef 1012, double noundef -8.000000e+00), !dbg !303
  store x86_fp80 0xK3FFF8000000000000000, ptr %7, align 16, !dbg !304, !tbaa !305
  %81 = tail call fastcc x86_fp80 @ld1(ptr noundef nonnull byval(%struct.LD1) align 16 %7), !dbg !308
    #dbg_value(x86_fp80 %81, !184, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !232)
  %82 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.14, x86_fp80 noundef %81), !dbg !309
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #7, !dbg !310
  store x86_fp80 0xK4000A000000000000000, ptr %9, align 16, !dbg !311, !tbaa !312
  %83 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !311
  store i32 4, ptr %83, align 16, !dbg !311, !tbaa !315
  call fastcc void @ldi(ptr dead_on_unwind nonnull writable sret(%struct.LDI) align 16 %8, ptr noundef nonnull byval(%struct.LDI) align 16 %9), !dbg !316
  %84 = load x86_fp80, ptr %8, align 16, !dbg !317, !tbaa !312
  %85 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !318
  %86 = load i32, ptr %85, align 16, !dbg !318, !tbaa !315
  %87 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.15, x86_fp80 noundef %84, i32 noundef %86), !dbg !319
  %88 = tail call fastcc { <2 x float>, double } @fad(), !dbg !320
  %89 = extractvalue { <2 x float>, double } %88, 0, !dbg !320
    #dbg_value(<2 x float> %89, !196, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !232)
  %90 = extractvalue { <2 x float>, double } %88, 1, !dbg !320
    #dbg_value(double %90, !196, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !232)
  %91 = extractelement <2 x float> %89, i64 0, !dbg !321
  %92 = fpext float %91 to double, !dbg !321
  %93 = extractelement <2 x float> %89, i64 1, !dbg !322
  %94 = fpext float %93 to double, !dbg !322
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.16, double noundef %92, double noundef %94, double noundef %90), !dbg !323
  %96 = tail call fastcc { <2 x float>, float } @nestf(), !dbg !324
  %97 = extractvalue { <2 x float>, float } %96, 0, !dbg !324
  %98 = extractvalue { <2 x float>, float } %96, 1, !dbg !324
    #dbg_value(<2 x float> %97, !205, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !232)
    #dbg_value(float %98, !205, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !232)
  %99 = extractelement <2 x float> %97, i64 0, !dbg !325
  %100 = fpext float %99 to double, !dbg !325
  %101 = extractelement <2 x float> %97, i64 1, !dbg !326
  %102 = fpext float %101 to double, !dbg !326
  %103 = fpext float %98 to double, !dbg !327
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.17, double noundef %100, double noundef %102, double noundef %103), !dbg !328
    #dbg_value(double 2.250000e+00, !218, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !232)
    #dbg_value(float 9.500000e+00, !218, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !232)
  %105 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.18, double noundef 2.250000e+00, double noundef 9.500000e+00), !dbg !329
    #dbg_value(double -3.000000e+00, !224, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !232)
    #dbg_value(double 4.000000e+00, !224, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !232)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.19, double noundef -3.000000e+00, double noundef 4.000000e+00), !dbg !330
  store i32 16, ptr %10, align 8, !dbg !331, !tbaa !332
  %107 = getelementptr inbounds i8, ptr %10, i64 4, !dbg !331
  store float 1.700000e+01, ptr %107, align 4, !dbg !331, !tbaa !334
  %108 = getelementptr inbounds i8, ptr %10, i64 8, !dbg !331
  store double 1.800000e+01, ptr %108, align 8, !dbg !331, !tbaa !335
  store <2 x double> <double 1.900000e+01, double 2.000000e+01>, ptr %11, align 16, !dbg !336, !tbaa !275
  store <2 x float> <float 2.100000e+01, float 2.200000e+01>, ptr %12, align 8, !dbg !337, !tbaa !254
  %109 = getelementptr inbounds i8, ptr %12, i64 8, !dbg !337
  store float 2.300000e+01, ptr %109, align 8, !dbg !337, !tbaa !338
  store <2 x double> <double 2.500000e+01, double 2.600000e+01>, ptr %13, align 16, !dbg !340, !tbaa !275
  %110 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !340
  store <2 x double> <double 2.700000e+01, double 2.800000e+01>, ptr %110, align 16, !dbg !340, !tbaa !275
  %111 = tail call fastcc double @many(ptr noundef nonnull byval(%struct.IFD) align 8 %10, ptr noundef nonnull byval(%struct.D2) align 8 %11, ptr noundef nonnull byval(%struct.F3) align 8 %12, ptr noundef nonnull byval(%struct.D4) align 8 %13), !dbg !341
    #dbg_value(double %111, !230, !DIExpression(), !232)
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.20, double noundef %111), !dbg !342
  %113 = fptosi double %111 to i32, !dbg !343
  %114 = srem i32 %113, 256, !dbg !344
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #7, !dbg !345
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %5) #7, !dbg !345
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %3) #7, !dbg !345
  call void @llvm.lifetime.end.p0(i64 20, ptr nonnull %1) #7, !dbg !345
  ret i32 %114, !dbg !346
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !347 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef <2 x float> @f2() unnamed_addr #3 !dbg !354 {
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !358, !DIExpression(), !360)
    #dbg_value(float 2.000000e+00, !359, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !360)
    #dbg_value(float 2.000000e+00, !359, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !360)
  ret <2 x float> <float 2.000000e+00, float 2.000000e+00>, !dbg !361
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, float } @f3() unnamed_addr #3 !dbg !362 {
    #dbg_value(<2 x float> <float 1.500000e+00, float 2.500000e+00>, !366, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !368)
    #dbg_value(float 3.500000e+00, !366, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !368)
    #dbg_value(float 3.500000e+00, !367, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !368)
    #dbg_value(float 2.500000e+00, !367, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !368)
    #dbg_value(float 3.750000e+00, !367, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !368)
  ret { <2 x float>, float } { <2 x float> <float 3.500000e+00, float 2.500000e+00>, float 3.750000e+00 }, !dbg !369
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, <2 x float> } @f4() unnamed_addr #3 !dbg !370 {
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !374, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !376)
    #dbg_value(<2 x float> <float 3.000000e+00, float 4.000000e+00>, !374, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !376)
    #dbg_value(float 4.000000e+00, !375, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !376)
    #dbg_value(float 3.000000e+00, !375, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !376)
    #dbg_value(float 2.000000e+00, !375, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !376)
    #dbg_value(float 0.000000e+00, !375, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !376)
  ret { <2 x float>, <2 x float> } { <2 x float> <float 4.000000e+00, float 3.000000e+00>, <2 x float> <float 2.000000e+00, float 0.000000e+00> }, !dbg !377
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @f5(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.F5) align 4 %0, ptr nocapture noundef readonly byval(%struct.F5) align 8 %1) unnamed_addr #4 !dbg !378 {
    #dbg_declare(ptr %1, !382, !DIExpression(), !384)
    #dbg_declare(ptr %0, !383, !DIExpression(), !385)
  %3 = getelementptr inbounds i8, ptr %1, i64 4, !dbg !386
  %4 = load <4 x float>, ptr %3, align 4, !dbg !386, !tbaa !254
  %5 = shufflevector <4 x float> %4, <4 x float> poison, <4 x i32> <i32 3, i32 2, i32 1, i32 0>, !dbg !387
  store <4 x float> %5, ptr %0, align 4, !dbg !387, !tbaa !254
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !387
  %7 = load float, ptr %1, align 8, !dbg !388, !tbaa !262
  %8 = extractelement <4 x float> %4, i64 3, !dbg !389
  %9 = fadd float %8, %7, !dbg !389
  store float %9, ptr %6, align 4, !dbg !387, !tbaa !258
  ret void, !dbg !390
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @d3(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.D3) align 8 %0, ptr nocapture noundef readonly byval(%struct.D3) align 8 %1) unnamed_addr #4 !dbg !391 {
    #dbg_declare(ptr %1, !395, !DIExpression(), !397)
    #dbg_declare(ptr %0, !396, !DIExpression(), !398)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !399
  %4 = load double, ptr %3, align 8, !dbg !399, !tbaa !277
  store double %4, ptr %0, align 8, !dbg !400, !tbaa !281
  %5 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !400
  %6 = load <2 x double>, ptr %1, align 8, !dbg !401, !tbaa !275
  store <2 x double> %6, ptr %5, align 8, !dbg !400, !tbaa !275
  ret void, !dbg !402
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @d4(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.D4) align 8 %0, ptr nocapture noundef readonly byval(%struct.D4) align 8 %1) unnamed_addr #4 !dbg !403 {
    #dbg_declare(ptr %1, !407, !DIExpression(), !409)
    #dbg_declare(ptr %0, !408, !DIExpression(), !410)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !411
  %4 = load <2 x double>, ptr %1, align 8, !dbg !412, !tbaa !275
  %5 = shufflevector <2 x double> %4, <2 x double> poison, <2 x i32> <i32 1, i32 0>, !dbg !413
  %6 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !414
  %7 = load <2 x double>, ptr %3, align 8, !dbg !411, !tbaa !275
  %8 = shufflevector <2 x double> %5, <2 x double> %7, <2 x i32> <i32 0, i32 2>, !dbg !413
  %9 = fadd <2 x double> %4, %8, !dbg !413
  store <2 x double> %9, ptr %0, align 8, !dbg !414, !tbaa !275
  %10 = shufflevector <2 x double> %5, <2 x double> %7, <2 x i32> <i32 3, i32 1>, !dbg !415
  %11 = fadd <2 x double> %10, %7, !dbg !415
  store <2 x double> %11, ptr %6, align 8, !dbg !414, !tbaa !275
  ret void, !dbg !416
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc x86_fp80 @ld1(ptr nocapture noundef readonly byval(%struct.LD1) align 16 %0) unnamed_addr #5 !dbg !417 {
    #dbg_declare(ptr %0, !421, !DIExpression(), !422)
  %2 = load x86_fp80, ptr %0, align 16, !dbg !423, !tbaa !305
  %3 = fdiv x86_fp80 %2, 0xK4000C000000000000000, !dbg !424
  ret x86_fp80 %3, !dbg !425
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable
define internal fastcc void @ldi(ptr dead_on_unwind noalias nocapture writable writeonly sret(%struct.LDI) align 16 %0, ptr nocapture noundef readonly byval(%struct.LDI) align 16 %1) unnamed_addr #4 !dbg !426 {
    #dbg_declare(ptr %1, !430, !DIExpression(), !432)
    #dbg_declare(ptr %0, !431, !DIExpression(), !433)
  %3 = load x86_fp80, ptr %1, align 16, !dbg !434, !tbaa !312
  %4 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !435
  %5 = load i32, ptr %4, align 16, !dbg !435, !tbaa !315
  %6 = sitofp i32 %5 to x86_fp80, !dbg !436
  %7 = fmul x86_fp80 %3, %6, !dbg !437
  store x86_fp80 %7, ptr %0, align 16, !dbg !438, !tbaa !312
  %8 = getelementptr inbounds i8, ptr %0, i64 16, !dbg !438
  %9 = add nsw i32 %5, 1, !dbg !439
  store i32 %9, ptr %8, align 16, !dbg !438, !tbaa !315
  ret void, !dbg !440
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, double } @fad() unnamed_addr #3 !dbg !441 {
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !445, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !447)
    #dbg_value(double 3.000000e+00, !445, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !447)
    #dbg_value(float 2.000000e+00, !446, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !447)
    #dbg_value(float 3.000000e+00, !446, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !447)
    #dbg_value(double 1.000000e+00, !446, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !447)
  ret { <2 x float>, double } { <2 x float> <float 2.000000e+00, float 3.000000e+00>, double 1.000000e+00 }, !dbg !448
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc { <2 x float>, float } @nestf() unnamed_addr #3 !dbg !449 {
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !453, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !455)
    #dbg_value(float 3.000000e+00, !453, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !455)
    #dbg_value(float 3.000000e+00, !454, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !455)
    #dbg_value(float 1.000000e+00, !454, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !455)
    #dbg_value(float 2.000000e+00, !454, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !455)
  ret { <2 x float>, float } { <2 x float> <float 3.000000e+00, float 1.000000e+00>, float 2.000000e+00 }, !dbg !456
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc double @many(ptr nocapture noundef readonly byval(%struct.IFD) align 8 %0, ptr nocapture noundef readonly byval(%struct.D2) align 8 %1, ptr nocapture noundef readonly byval(%struct.F3) align 8 %2, ptr nocapture noundef readonly byval(%struct.D4) align 8 %3) unnamed_addr #6 !dbg !457 {
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !461, !DIExpression(), !474)
    #dbg_value(double 3.000000e+00, !462, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(double 4.000000e+00, !462, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !474)
    #dbg_value(float 5.000000e+00, !463, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !474)
    #dbg_value(i32 6, !463, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !474)
    #dbg_value(double 7.000000e+00, !464, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(i32 8, !464, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !474)
    #dbg_value(<2 x float> <float 9.000000e+00, float 1.000000e+01>, !465, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !474)
    #dbg_value(<2 x float> <float 1.100000e+01, float 1.200000e+01>, !465, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !474)
    #dbg_value(double 1.300000e+01, !466, !DIExpression(), !474)
    #dbg_value(double 1.400000e+01, !467, !DIExpression(), !474)
    #dbg_value(float 1.500000e+01, !468, !DIExpression(), !474)
    #dbg_declare(ptr %0, !469, !DIExpression(), !475)
    #dbg_declare(ptr %1, !470, !DIExpression(), !476)
    #dbg_declare(ptr %2, !471, !DIExpression(), !477)
    #dbg_value(i32 24, !472, !DIExpression(), !474)
    #dbg_declare(ptr %3, !473, !DIExpression(), !478)
  %5 = load i32, ptr %0, align 8, !dbg !479, !tbaa !332
  %6 = sitofp i32 %5 to double, !dbg !480
  %7 = fadd double %6, 9.900000e+01, !dbg !481
  %8 = getelementptr inbounds i8, ptr %0, i64 4, !dbg !482
  %9 = load float, ptr %8, align 4, !dbg !482, !tbaa !334
  %10 = fpext float %9 to double, !dbg !483
  %11 = fadd double %7, %10, !dbg !484
  %12 = getelementptr inbounds i8, ptr %0, i64 8, !dbg !485
  %13 = load double, ptr %12, align 8, !dbg !485, !tbaa !335
  %14 = fadd double %13, %11, !dbg !486
  %15 = load double, ptr %1, align 8, !dbg !487, !tbaa !488
  %16 = fadd double %15, %14, !dbg !490
  %17 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !491
  %18 = load double, ptr %17, align 8, !dbg !491, !tbaa !492
  %19 = fadd double %18, %16, !dbg !493
  %20 = load float, ptr %2, align 8, !dbg !494, !tbaa !495
  %21 = fpext float %20 to double, !dbg !496
  %22 = fadd double %19, %21, !dbg !497
  %23 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !498
  %24 = load float, ptr %23, align 8, !dbg !498, !tbaa !338
  %25 = fpext float %24 to double, !dbg !499
  %26 = fadd double %22, %25, !dbg !500
  %27 = fadd double %26, 2.400000e+01, !dbg !501
  %28 = load double, ptr %3, align 8, !dbg !502, !tbaa !290
  %29 = fadd double %28, %27, !dbg !503
  %30 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !504
  %31 = load double, ptr %30, align 8, !dbg !504, !tbaa !297
  %32 = fadd double %31, %29, !dbg !505
  ret double %32, !dbg !506
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nounwind }

!llvm.dbg.cu = !{!71}
!llvm.module.flags = !{!78, !79, !80, !81, !82, !83, !84}
!llvm.ident = !{!85}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 53, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/struct_byval_mixed_fp.c", directory: ".", checksumkind: CSK_MD5, checksum: "c9f76b5812c8f0215cee1db3a7a61527")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 7)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 55, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 56, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 16)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 57, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 19)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 58, type: !3, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 59, type: !9, isLocal: true, isDefinition: true)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 60, type: !14, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 61, type: !19, isLocal: true, isDefinition: true)
!35 = !DIGlobalVariableExpression(var: !36, expr: !DIExpression())
!36 = distinct !DIGlobalVariable(scope: null, file: !2, line: 62, type: !9, isLocal: true, isDefinition: true)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(scope: null, file: !2, line: 63, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 14)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 64, type: !9, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 65, type: !9, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 66, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 18)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 67, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 12)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 68, type: !53, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 69, type: !39, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 70, type: !19, isLocal: true, isDefinition: true)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 71, type: !9, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 72, type: !9, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 74, type: !68, isLocal: true, isDefinition: true)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !69)
!69 = !{!70}
!70 = !DISubrange(count: 9)
!71 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !72, globals: !77, splitDebugInlining: false, nameTableKind: None)
!72 = !{!73, !74, !75, !4, !76}
!73 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!74 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!75 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!76 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!77 = !{!0, !7, !12, !17, !22, !27, !29, !31, !33, !35, !37, !42, !44, !46, !51, !56, !58, !60, !62, !64, !66}
!78 = !{i32 7, !"Dwarf Version", i32 5}
!79 = !{i32 2, !"Debug Info Version", i32 3}
!80 = !{i32 1, !"wchar_size", i32 4}
!81 = !{i32 8, !"PIC Level", i32 2}
!82 = !{i32 7, !"PIE Level", i32 2}
!83 = !{i32 7, !"uwtable", i32 2}
!84 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!85 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!86 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 52, type: !87, scopeLine: 52, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !89)
!87 = !DISubroutineType(types: !88)
!88 = !{!74}
!89 = !{!90, !95, !101, !108, !116, !125, !130, !136, !143, !151, !157, !164, !170, !176, !184, !190, !196, !205, !218, !224, !230}
!90 = !DILocalVariable(name: "a1", scope: !86, file: !2, line: 53, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_typedef, name: "F1", file: !2, line: 5, baseType: !92)
!92 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 5, size: 32, elements: !93)
!93 = !{!94}
!94 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !92, file: !2, line: 5, baseType: !75, size: 32)
!95 = !DILocalVariable(name: "a2", scope: !86, file: !2, line: 54, type: !96)
!96 = !DIDerivedType(tag: DW_TAG_typedef, name: "F2", file: !2, line: 6, baseType: !97)
!97 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 6, size: 64, elements: !98)
!98 = !{!99, !100}
!99 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !97, file: !2, line: 6, baseType: !75, size: 32)
!100 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !97, file: !2, line: 6, baseType: !75, size: 32, offset: 32)
!101 = !DILocalVariable(name: "a3", scope: !86, file: !2, line: 55, type: !102)
!102 = !DIDerivedType(tag: DW_TAG_typedef, name: "F3", file: !2, line: 7, baseType: !103)
!103 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 96, elements: !104)
!104 = !{!105, !106, !107}
!105 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !103, file: !2, line: 7, baseType: !75, size: 32)
!106 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !103, file: !2, line: 7, baseType: !75, size: 32, offset: 32)
!107 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !103, file: !2, line: 7, baseType: !75, size: 32, offset: 64)
!108 = !DILocalVariable(name: "a4", scope: !86, file: !2, line: 56, type: !109)
!109 = !DIDerivedType(tag: DW_TAG_typedef, name: "F4", file: !2, line: 8, baseType: !110)
!110 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 8, size: 128, elements: !111)
!111 = !{!112, !113, !114, !115}
!112 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !110, file: !2, line: 8, baseType: !75, size: 32)
!113 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !110, file: !2, line: 8, baseType: !75, size: 32, offset: 32)
!114 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !110, file: !2, line: 8, baseType: !75, size: 32, offset: 64)
!115 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !110, file: !2, line: 8, baseType: !75, size: 32, offset: 96)
!116 = !DILocalVariable(name: "a5", scope: !86, file: !2, line: 57, type: !117)
!117 = !DIDerivedType(tag: DW_TAG_typedef, name: "F5", file: !2, line: 9, baseType: !118)
!118 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 9, size: 160, elements: !119)
!119 = !{!120, !121, !122, !123, !124}
!120 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !118, file: !2, line: 9, baseType: !75, size: 32)
!121 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !118, file: !2, line: 9, baseType: !75, size: 32, offset: 32)
!122 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !118, file: !2, line: 9, baseType: !75, size: 32, offset: 64)
!123 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !118, file: !2, line: 9, baseType: !75, size: 32, offset: 96)
!124 = !DIDerivedType(tag: DW_TAG_member, name: "e", scope: !118, file: !2, line: 9, baseType: !75, size: 32, offset: 128)
!125 = !DILocalVariable(name: "b1", scope: !86, file: !2, line: 58, type: !126)
!126 = !DIDerivedType(tag: DW_TAG_typedef, name: "D1", file: !2, line: 10, baseType: !127)
!127 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 10, size: 64, elements: !128)
!128 = !{!129}
!129 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !127, file: !2, line: 10, baseType: !73, size: 64)
!130 = !DILocalVariable(name: "b2", scope: !86, file: !2, line: 59, type: !131)
!131 = !DIDerivedType(tag: DW_TAG_typedef, name: "D2", file: !2, line: 11, baseType: !132)
!132 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 11, size: 128, elements: !133)
!133 = !{!134, !135}
!134 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !132, file: !2, line: 11, baseType: !73, size: 64)
!135 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !132, file: !2, line: 11, baseType: !73, size: 64, offset: 64)
!136 = !DILocalVariable(name: "b3", scope: !86, file: !2, line: 60, type: !137)
!137 = !DIDerivedType(tag: DW_TAG_typedef, name: "D3", file: !2, line: 12, baseType: !138)
!138 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 12, size: 192, elements: !139)
!139 = !{!140, !141, !142}
!140 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !138, file: !2, line: 12, baseType: !73, size: 64)
!141 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !138, file: !2, line: 12, baseType: !73, size: 64, offset: 64)
!142 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !138, file: !2, line: 12, baseType: !73, size: 64, offset: 128)
!143 = !DILocalVariable(name: "b4", scope: !86, file: !2, line: 61, type: !144)
!144 = !DIDerivedType(tag: DW_TAG_typedef, name: "D4", file: !2, line: 13, baseType: !145)
!145 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 13, size: 256, elements: !146)
!146 = !{!147, !148, !149, !150}
!147 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !145, file: !2, line: 13, baseType: !73, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !145, file: !2, line: 13, baseType: !73, size: 64, offset: 64)
!149 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !145, file: !2, line: 13, baseType: !73, size: 64, offset: 128)
!150 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !145, file: !2, line: 13, baseType: !73, size: 64, offset: 192)
!151 = !DILocalVariable(name: "c1", scope: !86, file: !2, line: 62, type: !152)
!152 = !DIDerivedType(tag: DW_TAG_typedef, name: "FI", file: !2, line: 14, baseType: !153)
!153 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 14, size: 64, elements: !154)
!154 = !{!155, !156}
!155 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !153, file: !2, line: 14, baseType: !75, size: 32)
!156 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !153, file: !2, line: 14, baseType: !74, size: 32, offset: 32)
!157 = !DILocalVariable(name: "c2", scope: !86, file: !2, line: 63, type: !158)
!158 = !DIDerivedType(tag: DW_TAG_typedef, name: "IFD", file: !2, line: 15, baseType: !159)
!159 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 15, size: 128, elements: !160)
!160 = !{!161, !162, !163}
!161 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !159, file: !2, line: 15, baseType: !74, size: 32)
!162 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !159, file: !2, line: 15, baseType: !75, size: 32, offset: 32)
!163 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !159, file: !2, line: 15, baseType: !73, size: 64, offset: 64)
!164 = !DILocalVariable(name: "c3", scope: !86, file: !2, line: 64, type: !165)
!165 = !DIDerivedType(tag: DW_TAG_typedef, name: "DI", file: !2, line: 16, baseType: !166)
!166 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 16, size: 128, elements: !167)
!167 = !{!168, !169}
!168 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !166, file: !2, line: 16, baseType: !73, size: 64)
!169 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !166, file: !2, line: 16, baseType: !74, size: 32, offset: 64)
!170 = !DILocalVariable(name: "c4", scope: !86, file: !2, line: 65, type: !171)
!171 = !DIDerivedType(tag: DW_TAG_typedef, name: "CD", file: !2, line: 17, baseType: !172)
!172 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 17, size: 128, elements: !173)
!173 = !{!174, !175}
!174 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !172, file: !2, line: 17, baseType: !4, size: 8)
!175 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !172, file: !2, line: 17, baseType: !73, size: 64, offset: 64)
!176 = !DILocalVariable(name: "c5", scope: !86, file: !2, line: 66, type: !177)
!177 = !DIDerivedType(tag: DW_TAG_typedef, name: "FCSD", file: !2, line: 18, baseType: !178)
!178 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 18, size: 128, elements: !179)
!179 = !{!180, !181, !182, !183}
!180 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !178, file: !2, line: 18, baseType: !75, size: 32)
!181 = !DIDerivedType(tag: DW_TAG_member, name: "c", scope: !178, file: !2, line: 18, baseType: !4, size: 8, offset: 32)
!182 = !DIDerivedType(tag: DW_TAG_member, name: "s", scope: !178, file: !2, line: 18, baseType: !76, size: 16, offset: 48)
!183 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !178, file: !2, line: 18, baseType: !73, size: 64, offset: 64)
!184 = !DILocalVariable(name: "e1", scope: !86, file: !2, line: 67, type: !185)
!185 = !DIDerivedType(tag: DW_TAG_typedef, name: "LD1", file: !2, line: 19, baseType: !186)
!186 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 19, size: 128, elements: !187)
!187 = !{!188}
!188 = !DIDerivedType(tag: DW_TAG_member, name: "ld", scope: !186, file: !2, line: 19, baseType: !189, size: 128)
!189 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!190 = !DILocalVariable(name: "e2", scope: !86, file: !2, line: 68, type: !191)
!191 = !DIDerivedType(tag: DW_TAG_typedef, name: "LDI", file: !2, line: 20, baseType: !192)
!192 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 20, size: 256, elements: !193)
!193 = !{!194, !195}
!194 = !DIDerivedType(tag: DW_TAG_member, name: "ld", scope: !192, file: !2, line: 20, baseType: !189, size: 128)
!195 = !DIDerivedType(tag: DW_TAG_member, name: "i", scope: !192, file: !2, line: 20, baseType: !74, size: 32, offset: 128)
!196 = !DILocalVariable(name: "e3", scope: !86, file: !2, line: 69, type: !197)
!197 = !DIDerivedType(tag: DW_TAG_typedef, name: "FAD", file: !2, line: 21, baseType: !198)
!198 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 21, size: 128, elements: !199)
!199 = !{!200, !204}
!200 = !DIDerivedType(tag: DW_TAG_member, name: "a", scope: !198, file: !2, line: 21, baseType: !201, size: 64)
!201 = !DICompositeType(tag: DW_TAG_array_type, baseType: !75, size: 64, elements: !202)
!202 = !{!203}
!203 = !DISubrange(count: 2)
!204 = !DIDerivedType(tag: DW_TAG_member, name: "b", scope: !198, file: !2, line: 21, baseType: !73, size: 64, offset: 64)
!205 = !DILocalVariable(name: "e4", scope: !86, file: !2, line: 70, type: !206)
!206 = !DIDerivedType(tag: DW_TAG_typedef, name: "NESTF", file: !2, line: 22, baseType: !207)
!207 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 22, size: 96, elements: !208)
!208 = !{!209, !214}
!209 = !DIDerivedType(tag: DW_TAG_member, name: "p", scope: !207, file: !2, line: 22, baseType: !210, size: 64)
!210 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !207, file: !2, line: 22, size: 64, elements: !211)
!211 = !{!212, !213}
!212 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !210, file: !2, line: 22, baseType: !75, size: 32)
!213 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !210, file: !2, line: 22, baseType: !75, size: 32, offset: 32)
!214 = !DIDerivedType(tag: DW_TAG_member, name: "q", scope: !207, file: !2, line: 22, baseType: !215, size: 32, offset: 64)
!215 = distinct !DICompositeType(tag: DW_TAG_structure_type, scope: !207, file: !2, line: 22, size: 32, elements: !216)
!216 = !{!217}
!217 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !215, file: !2, line: 22, baseType: !75, size: 32)
!218 = !DILocalVariable(name: "e5", scope: !86, file: !2, line: 71, type: !219)
!219 = !DIDerivedType(tag: DW_TAG_typedef, name: "DF", file: !2, line: 23, baseType: !220)
!220 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 23, size: 128, elements: !221)
!221 = !{!222, !223}
!222 = !DIDerivedType(tag: DW_TAG_member, name: "d", scope: !220, file: !2, line: 23, baseType: !73, size: 64)
!223 = !DIDerivedType(tag: DW_TAG_member, name: "f", scope: !220, file: !2, line: 23, baseType: !75, size: 32, offset: 64)
!224 = !DILocalVariable(name: "e6", scope: !86, file: !2, line: 72, type: !225)
!225 = !DIDerivedType(tag: DW_TAG_typedef, name: "CZ", file: !2, line: 24, baseType: !226)
!226 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 24, size: 128, elements: !227)
!227 = !{!228}
!228 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !226, file: !2, line: 24, baseType: !229, size: 128)
!229 = !DIBasicType(name: "complex", size: 128, encoding: DW_ATE_complex_float)
!230 = !DILocalVariable(name: "m", scope: !86, file: !2, line: 73, type: !73)
!231 = distinct !DIAssignID()
!232 = !DILocation(line: 0, scope: !86)
!233 = distinct !DIAssignID()
!234 = distinct !DIAssignID()
!235 = distinct !DIAssignID()
!236 = !DILocation(line: 53, column: 31, scope: !86)
!237 = !DILocation(line: 54, column: 13, scope: !86)
!238 = !DILocation(line: 54, column: 52, scope: !86)
!239 = !DILocation(line: 54, column: 62, scope: !86)
!240 = !DILocation(line: 54, column: 31, scope: !86)
!241 = !DILocation(line: 55, column: 13, scope: !86)
!242 = !DILocation(line: 55, column: 67, scope: !86)
!243 = !DILocation(line: 55, column: 77, scope: !86)
!244 = !DILocation(line: 55, column: 87, scope: !86)
!245 = !DILocation(line: 55, column: 43, scope: !86)
!246 = !DILocation(line: 56, column: 13, scope: !86)
!247 = !DILocation(line: 56, column: 64, scope: !86)
!248 = !DILocation(line: 56, column: 74, scope: !86)
!249 = !DILocation(line: 56, column: 84, scope: !86)
!250 = !DILocation(line: 56, column: 94, scope: !86)
!251 = !DILocation(line: 56, column: 37, scope: !86)
!252 = !DILocation(line: 57, column: 5, scope: !86)
!253 = !DILocation(line: 57, column: 20, scope: !86)
!254 = !{!255, !255, i64 0}
!255 = !{!"float", !256, i64 0}
!256 = !{!"omnipotent char", !257, i64 0}
!257 = !{!"Simple C/C++ TBAA"}
!258 = !{!259, !255, i64 16}
!259 = !{!"", !255, i64 0, !255, i64 4, !255, i64 8, !255, i64 12, !255, i64 16}
!260 = !DILocation(line: 57, column: 13, scope: !86)
!261 = !DILocation(line: 57, column: 70, scope: !86)
!262 = !{!259, !255, i64 0}
!263 = !DILocation(line: 57, column: 80, scope: !86)
!264 = !{!259, !255, i64 4}
!265 = !DILocation(line: 57, column: 90, scope: !86)
!266 = !{!259, !255, i64 8}
!267 = !DILocation(line: 57, column: 100, scope: !86)
!268 = !{!259, !255, i64 12}
!269 = !DILocation(line: 57, column: 110, scope: !86)
!270 = !DILocation(line: 57, column: 40, scope: !86)
!271 = !DILocation(line: 58, column: 31, scope: !86)
!272 = !DILocation(line: 59, column: 34, scope: !86)
!273 = !DILocation(line: 60, column: 5, scope: !86)
!274 = !DILocation(line: 60, column: 20, scope: !86)
!275 = !{!276, !276, i64 0}
!276 = !{!"double", !256, i64 0}
!277 = !{!278, !276, i64 16}
!278 = !{!"", !276, i64 0, !276, i64 8, !276, i64 16}
!279 = !DILocation(line: 60, column: 13, scope: !86)
!280 = !DILocation(line: 60, column: 61, scope: !86)
!281 = !{!278, !276, i64 0}
!282 = !DILocation(line: 60, column: 67, scope: !86)
!283 = !{!278, !276, i64 8}
!284 = !DILocation(line: 60, column: 73, scope: !86)
!285 = !DILocation(line: 60, column: 34, scope: !86)
!286 = !DILocation(line: 61, column: 5, scope: !86)
!287 = !DILocation(line: 61, column: 20, scope: !86)
!288 = !DILocation(line: 61, column: 13, scope: !86)
!289 = !DILocation(line: 61, column: 73, scope: !86)
!290 = !{!291, !276, i64 0}
!291 = !{!"", !276, i64 0, !276, i64 8, !276, i64 16, !276, i64 24}
!292 = !DILocation(line: 61, column: 79, scope: !86)
!293 = !{!291, !276, i64 8}
!294 = !DILocation(line: 61, column: 85, scope: !86)
!295 = !{!291, !276, i64 16}
!296 = !DILocation(line: 61, column: 91, scope: !86)
!297 = !{!291, !276, i64 24}
!298 = !DILocation(line: 61, column: 43, scope: !86)
!299 = !DILocation(line: 62, column: 36, scope: !86)
!300 = !DILocation(line: 63, column: 43, scope: !86)
!301 = !DILocation(line: 64, column: 35, scope: !86)
!302 = !DILocation(line: 65, column: 36, scope: !86)
!303 = !DILocation(line: 66, column: 51, scope: !86)
!304 = !DILocation(line: 67, column: 23, scope: !86)
!305 = !{!306, !307, i64 0}
!306 = !{!"", !307, i64 0}
!307 = !{!"long double", !256, i64 0}
!308 = !DILocation(line: 67, column: 14, scope: !86)
!309 = !DILocation(line: 67, column: 34, scope: !86)
!310 = !DILocation(line: 68, column: 5, scope: !86)
!311 = !DILocation(line: 68, column: 23, scope: !86)
!312 = !{!313, !307, i64 0}
!313 = !{!"", !307, i64 0, !314, i64 16}
!314 = !{!"int", !256, i64 0}
!315 = !{!313, !314, i64 16}
!316 = !DILocation(line: 68, column: 14, scope: !86)
!317 = !DILocation(line: 68, column: 63, scope: !86)
!318 = !DILocation(line: 68, column: 70, scope: !86)
!319 = !DILocation(line: 68, column: 37, scope: !86)
!320 = !DILocation(line: 69, column: 14, scope: !86)
!321 = !DILocation(line: 69, column: 66, scope: !86)
!322 = !DILocation(line: 69, column: 79, scope: !86)
!323 = !DILocation(line: 69, column: 41, scope: !86)
!324 = !DILocation(line: 70, column: 16, scope: !86)
!325 = !DILocation(line: 70, column: 78, scope: !86)
!326 = !DILocation(line: 70, column: 90, scope: !86)
!327 = !DILocation(line: 70, column: 102, scope: !86)
!328 = !DILocation(line: 70, column: 51, scope: !86)
!329 = !DILocation(line: 71, column: 38, scope: !86)
!330 = !DILocation(line: 72, column: 66, scope: !86)
!331 = !DILocation(line: 73, column: 125, scope: !86)
!332 = !{!333, !314, i64 0}
!333 = !{!"", !314, i64 0, !255, i64 4, !276, i64 8}
!334 = !{!333, !255, i64 4}
!335 = !{!333, !276, i64 8}
!336 = !DILocation(line: 73, column: 145, scope: !86)
!337 = !DILocation(line: 73, column: 161, scope: !86)
!338 = !{!339, !255, i64 8}
!339 = !{!"", !255, i64 0, !255, i64 4, !255, i64 8}
!340 = !DILocation(line: 73, column: 185, scope: !86)
!341 = !DILocation(line: 73, column: 16, scope: !86)
!342 = !DILocation(line: 74, column: 5, scope: !86)
!343 = !DILocation(line: 75, column: 12, scope: !86)
!344 = !DILocation(line: 75, column: 19, scope: !86)
!345 = !DILocation(line: 76, column: 1, scope: !86)
!346 = !DILocation(line: 75, column: 5, scope: !86)
!347 = !DISubprogram(name: "printf", scope: !348, file: !348, line: 356, type: !349, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!348 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!349 = !DISubroutineType(types: !350)
!350 = !{!74, !351, null}
!351 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !352)
!352 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !353, size: 64)
!353 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!354 = distinct !DISubprogram(name: "f2", scope: !2, file: !2, line: 28, type: !355, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !357)
!355 = !DISubroutineType(cc: DW_CC_nocall, types: !356)
!356 = !{!96, !96}
!357 = !{!358, !359}
!358 = !DILocalVariable(name: "v", arg: 1, scope: !354, file: !2, line: 28, type: !96)
!359 = !DILocalVariable(name: "r", scope: !354, file: !2, line: 28, type: !96)
!360 = !DILocation(line: 0, scope: !354)
!361 = !DILocation(line: 28, column: 73, scope: !354)
!362 = distinct !DISubprogram(name: "f3", scope: !2, file: !2, line: 29, type: !363, scopeLine: 29, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !365)
!363 = !DISubroutineType(cc: DW_CC_nocall, types: !364)
!364 = !{!102, !102}
!365 = !{!366, !367}
!366 = !DILocalVariable(name: "v", arg: 1, scope: !362, file: !2, line: 29, type: !102)
!367 = !DILocalVariable(name: "r", scope: !362, file: !2, line: 29, type: !102)
!368 = !DILocation(line: 0, scope: !362)
!369 = !DILocation(line: 29, column: 80, scope: !362)
!370 = distinct !DISubprogram(name: "f4", scope: !2, file: !2, line: 30, type: !371, scopeLine: 30, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !373)
!371 = !DISubroutineType(cc: DW_CC_nocall, types: !372)
!372 = !{!109, !109}
!373 = !{!374, !375}
!374 = !DILocalVariable(name: "v", arg: 1, scope: !370, file: !2, line: 30, type: !109)
!375 = !DILocalVariable(name: "r", scope: !370, file: !2, line: 30, type: !109)
!376 = !DILocation(line: 0, scope: !370)
!377 = !DILocation(line: 30, column: 83, scope: !370)
!378 = distinct !DISubprogram(name: "f5", scope: !2, file: !2, line: 31, type: !379, scopeLine: 31, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !381)
!379 = !DISubroutineType(types: !380)
!380 = !{!117, !117}
!381 = !{!382, !383}
!382 = !DILocalVariable(name: "v", arg: 1, scope: !378, file: !2, line: 31, type: !117)
!383 = !DILocalVariable(name: "r", scope: !378, file: !2, line: 31, type: !117)
!384 = !DILocation(line: 31, column: 43, scope: !378)
!385 = !DILocation(line: 31, column: 51, scope: !378)
!386 = !DILocation(line: 31, column: 74, scope: !378)
!387 = !DILocation(line: 31, column: 55, scope: !378)
!388 = !DILocation(line: 31, column: 79, scope: !378)
!389 = !DILocation(line: 31, column: 81, scope: !378)
!390 = !DILocation(line: 31, column: 90, scope: !378)
!391 = distinct !DISubprogram(name: "d3", scope: !2, file: !2, line: 34, type: !392, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !394)
!392 = !DISubroutineType(types: !393)
!393 = !{!137, !137}
!394 = !{!395, !396}
!395 = !DILocalVariable(name: "v", arg: 1, scope: !391, file: !2, line: 34, type: !137)
!396 = !DILocalVariable(name: "r", scope: !391, file: !2, line: 34, type: !137)
!397 = !DILocation(line: 34, column: 43, scope: !391)
!398 = !DILocation(line: 34, column: 51, scope: !391)
!399 = !DILocation(line: 34, column: 59, scope: !391)
!400 = !DILocation(line: 34, column: 55, scope: !391)
!401 = !DILocation(line: 34, column: 64, scope: !391)
!402 = !DILocation(line: 34, column: 74, scope: !391)
!403 = distinct !DISubprogram(name: "d4", scope: !2, file: !2, line: 35, type: !404, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !406)
!404 = !DISubroutineType(types: !405)
!405 = !{!144, !144}
!406 = !{!407, !408}
!407 = !DILocalVariable(name: "v", arg: 1, scope: !403, file: !2, line: 35, type: !144)
!408 = !DILocalVariable(name: "r", scope: !403, file: !2, line: 35, type: !144)
!409 = !DILocation(line: 35, column: 43, scope: !403)
!410 = !DILocation(line: 35, column: 51, scope: !403)
!411 = !DILocation(line: 35, column: 76, scope: !403)
!412 = !DILocation(line: 35, column: 59, scope: !403)
!413 = !DILocation(line: 35, column: 61, scope: !403)
!414 = !DILocation(line: 35, column: 55, scope: !403)
!415 = !DILocation(line: 35, column: 83, scope: !403)
!416 = !DILocation(line: 35, column: 103, scope: !403)
!417 = distinct !DISubprogram(name: "ld1", scope: !2, file: !2, line: 41, type: !418, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !420)
!418 = !DISubroutineType(types: !419)
!419 = !{!185, !185}
!420 = !{!421}
!421 = !DILocalVariable(name: "v", arg: 1, scope: !417, file: !2, line: 41, type: !185)
!422 = !DILocation(line: 41, column: 46, scope: !417)
!423 = !DILocation(line: 41, column: 60, scope: !417)
!424 = !DILocation(line: 41, column: 63, scope: !417)
!425 = !DILocation(line: 41, column: 68, scope: !417)
!426 = distinct !DISubprogram(name: "ldi", scope: !2, file: !2, line: 42, type: !427, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !429)
!427 = !DISubroutineType(types: !428)
!428 = !{!191, !191}
!429 = !{!430, !431}
!430 = !DILocalVariable(name: "v", arg: 1, scope: !426, file: !2, line: 42, type: !191)
!431 = !DILocalVariable(name: "r", scope: !426, file: !2, line: 42, type: !191)
!432 = !DILocation(line: 42, column: 46, scope: !426)
!433 = !DILocation(line: 42, column: 55, scope: !426)
!434 = !DILocation(line: 42, column: 63, scope: !426)
!435 = !DILocation(line: 42, column: 70, scope: !426)
!436 = !DILocation(line: 42, column: 68, scope: !426)
!437 = !DILocation(line: 42, column: 66, scope: !426)
!438 = !DILocation(line: 42, column: 59, scope: !426)
!439 = !DILocation(line: 42, column: 77, scope: !426)
!440 = !DILocation(line: 42, column: 84, scope: !426)
!441 = distinct !DISubprogram(name: "fad", scope: !2, file: !2, line: 43, type: !442, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !444)
!442 = !DISubroutineType(cc: DW_CC_nocall, types: !443)
!443 = !{!197, !197}
!444 = !{!445, !446}
!445 = !DILocalVariable(name: "v", arg: 1, scope: !441, file: !2, line: 43, type: !197)
!446 = !DILocalVariable(name: "r", scope: !441, file: !2, line: 43, type: !197)
!447 = !DILocation(line: 0, scope: !441)
!448 = !DILocation(line: 43, column: 95, scope: !441)
!449 = distinct !DISubprogram(name: "nestf", scope: !2, file: !2, line: 44, type: !450, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !452)
!450 = !DISubroutineType(cc: DW_CC_nocall, types: !451)
!451 = !{!206, !206}
!452 = !{!453, !454}
!453 = !DILocalVariable(name: "v", arg: 1, scope: !449, file: !2, line: 44, type: !206)
!454 = !DILocalVariable(name: "r", scope: !449, file: !2, line: 44, type: !206)
!455 = !DILocation(line: 0, scope: !449)
!456 = !DILocation(line: 44, column: 100, scope: !449)
!457 = distinct !DISubprogram(name: "many", scope: !2, file: !2, line: 48, type: !458, scopeLine: 48, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !71, retainedNodes: !460)
!458 = !DISubroutineType(cc: DW_CC_nocall, types: !459)
!459 = !{!73, !96, !131, !152, !165, !109, !126, !73, !75, !158, !131, !102, !74, !144}
!460 = !{!461, !462, !463, !464, !465, !466, !467, !468, !469, !470, !471, !472, !473}
!461 = !DILocalVariable(name: "a", arg: 1, scope: !457, file: !2, line: 48, type: !96)
!462 = !DILocalVariable(name: "b", arg: 2, scope: !457, file: !2, line: 48, type: !131)
!463 = !DILocalVariable(name: "c", arg: 3, scope: !457, file: !2, line: 48, type: !152)
!464 = !DILocalVariable(name: "d", arg: 4, scope: !457, file: !2, line: 48, type: !165)
!465 = !DILocalVariable(name: "e", arg: 5, scope: !457, file: !2, line: 48, type: !109)
!466 = !DILocalVariable(name: "f", arg: 6, scope: !457, file: !2, line: 48, type: !126)
!467 = !DILocalVariable(name: "g", arg: 7, scope: !457, file: !2, line: 48, type: !73)
!468 = !DILocalVariable(name: "h", arg: 8, scope: !457, file: !2, line: 48, type: !75)
!469 = !DILocalVariable(name: "i", arg: 9, scope: !457, file: !2, line: 48, type: !158)
!470 = !DILocalVariable(name: "j", arg: 10, scope: !457, file: !2, line: 48, type: !131)
!471 = !DILocalVariable(name: "k", arg: 11, scope: !457, file: !2, line: 48, type: !102)
!472 = !DILocalVariable(name: "l", arg: 12, scope: !457, file: !2, line: 48, type: !74)
!473 = !DILocalVariable(name: "m", arg: 13, scope: !457, file: !2, line: 48, type: !144)
!474 = !DILocation(line: 0, scope: !457)
!475 = !DILocation(line: 48, column: 105, scope: !457)
!476 = !DILocation(line: 48, column: 111, scope: !457)
!477 = !DILocation(line: 48, column: 117, scope: !457)
!478 = !DILocation(line: 48, column: 130, scope: !457)
!479 = !DILocation(line: 49, column: 88, scope: !457)
!480 = !DILocation(line: 49, column: 86, scope: !457)
!481 = !DILocation(line: 49, column: 84, scope: !457)
!482 = !DILocation(line: 49, column: 94, scope: !457)
!483 = !DILocation(line: 49, column: 92, scope: !457)
!484 = !DILocation(line: 49, column: 90, scope: !457)
!485 = !DILocation(line: 49, column: 100, scope: !457)
!486 = !DILocation(line: 49, column: 96, scope: !457)
!487 = !DILocation(line: 49, column: 106, scope: !457)
!488 = !{!489, !276, i64 0}
!489 = !{!"", !276, i64 0, !276, i64 8}
!490 = !DILocation(line: 49, column: 102, scope: !457)
!491 = !DILocation(line: 49, column: 112, scope: !457)
!492 = !{!489, !276, i64 8}
!493 = !DILocation(line: 49, column: 108, scope: !457)
!494 = !DILocation(line: 49, column: 118, scope: !457)
!495 = !{!339, !255, i64 0}
!496 = !DILocation(line: 49, column: 116, scope: !457)
!497 = !DILocation(line: 49, column: 114, scope: !457)
!498 = !DILocation(line: 49, column: 124, scope: !457)
!499 = !DILocation(line: 49, column: 122, scope: !457)
!500 = !DILocation(line: 49, column: 120, scope: !457)
!501 = !DILocation(line: 49, column: 126, scope: !457)
!502 = !DILocation(line: 49, column: 134, scope: !457)
!503 = !DILocation(line: 49, column: 130, scope: !457)
!504 = !DILocation(line: 49, column: 140, scope: !457)
!505 = !DILocation(line: 49, column: 136, scope: !457)
!506 = !DILocation(line: 49, column: 5, scope: !457)
