; ModuleID = 'programs/vec3_geometry.c'
source_filename = "programs/vec3_geometry.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [51 x i8] c"dot=%.3f cross=(%.3f,%.3f,%.3f) |n|=%.5f n.a=%.5f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [11 x i8] c" .:-=+*#%@\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [42 x i8] c"6 rotations by 60deg: (%.4f, %.4f, %.4f)\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [8 x i8] c"lit=%d\0A\00", align 1, !dbg !17
@stdout = external local_unnamed_addr global ptr, align 8

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 256) i32 @main() local_unnamed_addr #0 !dbg !35 {
    #dbg_value(float 1.000000e+00, !83, !DIExpression(), !91)
    #dbg_value(float 2.000000e+00, !88, !DIExpression(), !91)
    #dbg_value(float 3.000000e+00, !89, !DIExpression(), !91)
    #dbg_value(float 1.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !91)
    #dbg_value(float 2.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !91)
    #dbg_value(float 3.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !91)
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !93)
    #dbg_value(float 3.000000e+00, !39, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !93)
    #dbg_value(float -2.000000e+00, !83, !DIExpression(), !94)
    #dbg_value(float 5.000000e-01, !88, !DIExpression(), !94)
    #dbg_value(float 4.000000e+00, !89, !DIExpression(), !94)
    #dbg_value(float -2.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !94)
    #dbg_value(float 5.000000e-01, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !94)
    #dbg_value(float 4.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !94)
    #dbg_value(<2 x float> <float -2.000000e+00, float 5.000000e-01>, !47, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !93)
    #dbg_value(float 4.000000e+00, !47, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !93)
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !102)
    #dbg_value(float 3.000000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !102)
    #dbg_value(<2 x float> <float -2.000000e+00, float 5.000000e-01>, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !102)
    #dbg_value(float 4.000000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !102)
    #dbg_value(float 6.500000e+00, !83, !DIExpression(), !104)
    #dbg_value(float -1.000000e+01, !88, !DIExpression(), !104)
    #dbg_value(float 4.500000e+00, !89, !DIExpression(), !104)
    #dbg_value(float 6.500000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !104)
    #dbg_value(float -1.000000e+01, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !104)
    #dbg_value(float 4.500000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !104)
    #dbg_value(<2 x float> <float 6.500000e+00, float -1.000000e+01>, !48, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !93)
    #dbg_value(float 4.500000e+00, !48, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !93)
    #dbg_value(<2 x float> <float 6.500000e+00, float -1.000000e+01>, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !112)
    #dbg_value(float 4.500000e+00, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !112)
    #dbg_value(<2 x float> <float 6.500000e+00, float -1.000000e+01>, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !120)
    #dbg_value(float 4.500000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !120)
    #dbg_value(<2 x float> <float 6.500000e+00, float -1.000000e+01>, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !120)
    #dbg_value(float 4.500000e+00, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !120)
    #dbg_value(float 0x40297EBEC0000000, !111, !DIExpression(), !112)
    #dbg_value(<2 x float> <float 6.500000e+00, float -1.000000e+01>, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !128)
    #dbg_value(float 4.500000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !128)
    #dbg_value(float 0x3FB4151120000000, !127, !DIExpression(), !128)
    #dbg_value(float 0x3FE0511DE0000000, !83, !DIExpression(), !130)
    #dbg_value(float 0xBFE91A5560000000, !88, !DIExpression(), !130)
    #dbg_value(float 0x3FD697B340000000, !89, !DIExpression(), !130)
    #dbg_value(float 0x3FE0511DE0000000, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !130)
    #dbg_value(float 0xBFE91A5560000000, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !130)
    #dbg_value(float 0x3FD697B340000000, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !130)
    #dbg_value(<2 x float> <float 0x3FE0511DE0000000, float 0xBFE91A5560000000>, !49, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !93)
    #dbg_value(float 0x3FD697B340000000, !49, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !93)
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
    #dbg_value(float 3.000000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !132)
    #dbg_value(<2 x float> <float -2.000000e+00, float 5.000000e-01>, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !132)
    #dbg_value(float 4.000000e+00, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !132)
    #dbg_value(<2 x float> <float 0x3FE0511DE0000000, float 0xBFE91A5560000000>, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(float 0x3FD697B340000000, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !134)
    #dbg_value(<2 x float> <float 0x3FE0511DE0000000, float 0xBFE91A5560000000>, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !134)
    #dbg_value(float 0x3FD697B340000000, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !134)
    #dbg_value(<2 x float> <float 0x3FE0511DE0000000, float 0xBFE91A5560000000>, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(float 0x3FD697B340000000, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !136)
    #dbg_value(<2 x float> <float 1.000000e+00, float 2.000000e+00>, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !136)
    #dbg_value(float 3.000000e+00, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !136)
  %1 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef 1.100000e+01, double noundef 6.500000e+00, double noundef -1.000000e+01, double noundef 4.500000e+00, double noundef 1.000000e+00, double noundef 0.000000e+00), !dbg !138
    #dbg_value(float -1.000000e+00, !83, !DIExpression(), !139)
    #dbg_value(float 1.000000e+00, !88, !DIExpression(), !139)
    #dbg_value(float -1.000000e+00, !89, !DIExpression(), !139)
    #dbg_value(float -1.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !139)
    #dbg_value(float 1.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !139)
    #dbg_value(float -1.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !139)
    #dbg_value(<2 x float> <float -1.000000e+00, float 1.000000e+00>, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !141)
    #dbg_value(float -1.000000e+00, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !141)
    #dbg_value(<2 x float> <float -1.000000e+00, float 1.000000e+00>, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !143)
    #dbg_value(float -1.000000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !143)
    #dbg_value(<2 x float> <float -1.000000e+00, float 1.000000e+00>, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !143)
    #dbg_value(float -1.000000e+00, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !143)
    #dbg_value(float 0x3FFBB67AE0000000, !111, !DIExpression(), !141)
    #dbg_value(<2 x float> <float -1.000000e+00, float 1.000000e+00>, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !145)
    #dbg_value(float -1.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !145)
    #dbg_value(float 0x3FE279A740000000, !127, !DIExpression(), !145)
    #dbg_value(float 0xBFE279A740000000, !83, !DIExpression(), !147)
    #dbg_value(float 0x3FE279A740000000, !88, !DIExpression(), !147)
    #dbg_value(float 0xBFE279A740000000, !89, !DIExpression(), !147)
    #dbg_value(float 0xBFE279A740000000, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !147)
    #dbg_value(float 0x3FE279A740000000, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !147)
    #dbg_value(float 0xBFE279A740000000, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !147)
    #dbg_value(<2 x float> <float 0xBFE279A740000000, float 0x3FE279A740000000>, !50, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !93)
    #dbg_value(float 0xBFE279A740000000, !50, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !93)
    #dbg_value(ptr @.str.1, !51, !DIExpression(), !93)
    #dbg_value(i32 0, !54, !DIExpression(), !93)
    #dbg_value(i32 0, !55, !DIExpression(), !149)
    #dbg_value(float undef, !65, !DIExpression(), !150)
  br label %2, !dbg !151

2:                                                ; preds = %0, %9
  %3 = phi i32 [ 0, %0 ], [ %142, %9 ]
  %4 = phi i32 [ 0, %0 ], [ %12, %9 ]
    #dbg_value(i32 %3, !54, !DIExpression(), !93)
    #dbg_value(i32 %4, !55, !DIExpression(), !149)
    #dbg_value(float poison, !65, !DIExpression(), !150)
  %5 = sub nsw i32 10, %4
  %6 = sitofp i32 %5 to float
  %7 = fdiv float %6, 1.200000e+01
  %8 = fmul float %7, %7
    #dbg_value(float poison, !65, !DIExpression(), !150)
    #dbg_value(i32 %3, !54, !DIExpression(), !93)
    #dbg_value(i32 0, !57, !DIExpression(), !152)
  br label %14, !dbg !153

9:                                                ; preds = %140
    #dbg_value(i32 10, !154, !DIExpression(), !160)
  %10 = load ptr, ptr @stdout, align 8, !dbg !162, !tbaa !163
  %11 = tail call i32 @putc(i32 noundef 10, ptr noundef %10), !dbg !167
  %12 = add nuw nsw i32 %4, 1, !dbg !168
    #dbg_value(float poison, !65, !DIExpression(), !150)
    #dbg_value(i32 %142, !54, !DIExpression(), !93)
    #dbg_value(i32 %12, !55, !DIExpression(), !149)
  %13 = icmp eq i32 %12, 20, !dbg !169
  br i1 %13, label %159, label %2, !dbg !151, !llvm.loop !170

14:                                               ; preds = %2, %140
  %15 = phi i32 [ %3, %2 ], [ %142, %140 ]
  %16 = phi i32 [ 0, %2 ], [ %145, %140 ]
    #dbg_value(i32 %15, !54, !DIExpression(), !93)
    #dbg_value(i32 %16, !57, !DIExpression(), !152)
    #dbg_value(float poison, !65, !DIExpression(), !150)
  %17 = add nsw i32 %16, -25, !dbg !173
  %18 = sitofp i32 %17 to float, !dbg !174
  %19 = fdiv float %18, 2.500000e+01, !dbg !175
    #dbg_value(float %19, !83, !DIExpression(), !176)
    #dbg_value(float %7, !88, !DIExpression(), !176)
    #dbg_value(float 1.000000e+00, !89, !DIExpression(), !176)
  %20 = insertelement <2 x float> poison, float %19, i64 0, !dbg !178
    #dbg_value(float %19, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !176)
  %21 = insertelement <2 x float> %20, float %7, i64 1, !dbg !178
    #dbg_value(float %7, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !176)
    #dbg_value(float 1.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !176)
    #dbg_value(<2 x float> %21, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !179)
    #dbg_value(float 1.000000e+00, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !179)
    #dbg_value(<2 x float> %21, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !181)
    #dbg_value(float 1.000000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !181)
    #dbg_value(<2 x float> %21, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !181)
    #dbg_value(float 1.000000e+00, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !181)
  %22 = tail call float @llvm.fmuladd.f32(float %19, float %19, float %8), !dbg !183
  %23 = fadd float %22, 1.000000e+00, !dbg !184
  %24 = tail call float @llvm.sqrt.f32(float %23), !dbg !185
    #dbg_value(float %24, !111, !DIExpression(), !179)
  %25 = fcmp ogt float %24, 0.000000e+00, !dbg !186
  br i1 %25, label %26, label %33, !dbg !187

26:                                               ; preds = %14
  %27 = fdiv float 1.000000e+00, %24, !dbg !188
    #dbg_value(<2 x float> %21, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !189)
    #dbg_value(float 1.000000e+00, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !189)
    #dbg_value(float %27, !127, !DIExpression(), !189)
  %28 = insertelement <2 x float> poison, float %19, i64 0, !dbg !191
  %29 = insertelement <2 x float> %28, float %7, i64 1, !dbg !191
  %30 = insertelement <2 x float> poison, float %27, i64 0, !dbg !191
  %31 = shufflevector <2 x float> %30, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !191
  %32 = fmul <2 x float> %29, %31, !dbg !191
    #dbg_value(float poison, !83, !DIExpression(), !192)
    #dbg_value(float poison, !88, !DIExpression(), !192)
    #dbg_value(float %27, !89, !DIExpression(), !192)
    #dbg_value(float poison, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !192)
    #dbg_value(float poison, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !192)
    #dbg_value(float %27, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !192)
  br label %33, !dbg !187

33:                                               ; preds = %14, %26
  %34 = phi <2 x float> [ %32, %26 ], [ %21, %14 ], !dbg !194
  %35 = phi float [ %27, %26 ], [ 1.000000e+00, %14 ], !dbg !194
    #dbg_value(<2 x float> %34, !61, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !150)
    #dbg_value(float %35, !61, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !150)
    #dbg_value(float 0.000000e+00, !83, !DIExpression(), !195)
    #dbg_value(float 0.000000e+00, !88, !DIExpression(), !195)
    #dbg_value(float -3.000000e+00, !89, !DIExpression(), !195)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !195)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !195)
    #dbg_value(float -3.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !195)
    #dbg_value(<2 x float> zeroinitializer, !64, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !150)
    #dbg_value(float -3.000000e+00, !64, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !150)
    #dbg_value(float 1.000000e+09, !66, !DIExpression(), !150)
    #dbg_value(float 0.000000e+00, !83, !DIExpression(), !197)
    #dbg_value(float 0.000000e+00, !88, !DIExpression(), !197)
    #dbg_value(float 0.000000e+00, !89, !DIExpression(), !197)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !197)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !197)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !197)
    #dbg_value(<2 x float> poison, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !150)
    #dbg_value(float poison, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !150)
    #dbg_value(i32 0, !68, !DIExpression(), !150)
    #dbg_value(float 0.000000e+00, !83, !DIExpression(), !199)
    #dbg_value(float 0.000000e+00, !88, !DIExpression(), !199)
    #dbg_value(float 0.000000e+00, !89, !DIExpression(), !199)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !199)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !199)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !199)
    #dbg_value(<2 x float> zeroinitializer, !202, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !217)
    #dbg_value(float -3.000000e+00, !202, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !217)
    #dbg_value(<2 x float> %34, !208, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !217)
    #dbg_value(float %35, !208, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !217)
    #dbg_value(<2 x float> zeroinitializer, !209, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !217)
    #dbg_value(float 0.000000e+00, !209, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !217)
    #dbg_value(float 1.000000e+00, !210, !DIExpression(), !217)
    #dbg_value(ptr undef, !211, !DIExpression(), !217)
    #dbg_value(<2 x float> poison, !212, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !217)
    #dbg_value(float -3.000000e+00, !212, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !217)
    #dbg_value(<2 x float> poison, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !219)
    #dbg_value(float -3.000000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !219)
    #dbg_value(<2 x float> %34, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !219)
    #dbg_value(float %35, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !219)
  %36 = extractelement <2 x float> %34, i64 1, !dbg !221
  %37 = fmul float %36, 0.000000e+00, !dbg !221
  %38 = extractelement <2 x float> %34, i64 0, !dbg !222
  %39 = tail call float @llvm.fmuladd.f32(float %38, float 0.000000e+00, float %37), !dbg !222
  %40 = tail call float @llvm.fmuladd.f32(float %35, float -3.000000e+00, float %39), !dbg !223
    #dbg_value(float %40, !213, !DIExpression(), !217)
    #dbg_value(<2 x float> poison, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !224)
    #dbg_value(float -3.000000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !224)
    #dbg_value(<2 x float> poison, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !224)
    #dbg_value(float -3.000000e+00, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !224)
    #dbg_value(float 8.000000e+00, !214, !DIExpression(), !217)
  %41 = tail call float @llvm.fmuladd.f32(float %40, float %40, float -8.000000e+00), !dbg !226
    #dbg_value(float %41, !215, !DIExpression(), !217)
  %42 = fcmp olt float %41, 0.000000e+00, !dbg !227
  br i1 %42, label %76, label %43, !dbg !229

43:                                               ; preds = %33
  %44 = tail call float @sqrtf(float noundef %41) #5, !dbg !230
    #dbg_value(float %44, !216, !DIExpression(), !217)
  %45 = fneg float %40, !dbg !231
  %46 = fsub float %45, %44, !dbg !232
  %47 = fcmp olt float %46, 0x3F1A36E2E0000000, !dbg !233
  %48 = fsub float %44, %40, !dbg !235
  %49 = select i1 %47, float %48, float %46, !dbg !235
    #dbg_value(float %49, !65, !DIExpression(), !150)
  %50 = fcmp ogt float %49, 0x3F1A36E2E0000000, !dbg !236
  %51 = fcmp olt float %49, 1.000000e+09
  %52 = and i1 %50, %51, !dbg !237
  br i1 %52, label %53, label %76, !dbg !237

53:                                               ; preds = %43
    #dbg_value(float %49, !66, !DIExpression(), !150)
    #dbg_value(<2 x float> %34, !122, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !238)
    #dbg_value(float %35, !122, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !238)
    #dbg_value(float %49, !127, !DIExpression(), !238)
  %54 = insertelement <2 x float> poison, float %49, i64 0, !dbg !241
  %55 = shufflevector <2 x float> %54, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !241
  %56 = fmul <2 x float> %34, %55, !dbg !241
  %57 = fmul float %35, %49, !dbg !242
    #dbg_value(float poison, !83, !DIExpression(), !243)
    #dbg_value(float poison, !88, !DIExpression(), !243)
    #dbg_value(float %57, !89, !DIExpression(), !243)
    #dbg_value(float poison, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !243)
    #dbg_value(float poison, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !243)
    #dbg_value(float %57, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !243)
    #dbg_value(<2 x float> zeroinitializer, !245, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !249)
    #dbg_value(float -3.000000e+00, !245, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !249)
    #dbg_value(<2 x float> poison, !248, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !249)
    #dbg_value(float %57, !248, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !249)
  %58 = fadd <2 x float> %56, zeroinitializer, !dbg !251
  %59 = fadd float %57, -3.000000e+00, !dbg !252
    #dbg_value(float poison, !83, !DIExpression(), !253)
    #dbg_value(float poison, !88, !DIExpression(), !253)
    #dbg_value(float %59, !89, !DIExpression(), !253)
    #dbg_value(float poison, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !253)
    #dbg_value(float poison, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !253)
    #dbg_value(float %59, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !253)
    #dbg_value(float 0.000000e+00, !83, !DIExpression(), !255)
    #dbg_value(float 0.000000e+00, !88, !DIExpression(), !255)
    #dbg_value(float 0.000000e+00, !89, !DIExpression(), !255)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !255)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !255)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !255)
    #dbg_value(float poison, !83, !DIExpression(), !257)
    #dbg_value(float poison, !88, !DIExpression(), !257)
    #dbg_value(float %59, !89, !DIExpression(), !257)
    #dbg_value(float poison, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !257)
    #dbg_value(float poison, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !257)
    #dbg_value(float %59, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !257)
    #dbg_value(<2 x float> %58, !106, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !264)
    #dbg_value(float %59, !106, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !264)
    #dbg_value(<2 x float> %58, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !266)
    #dbg_value(float %59, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !266)
    #dbg_value(<2 x float> %58, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !266)
    #dbg_value(float %59, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !266)
  %60 = fmul <2 x float> %58, %58, !dbg !268
  %61 = extractelement <2 x float> %60, i64 1, !dbg !268
  %62 = extractelement <2 x float> %58, i64 0, !dbg !269
  %63 = tail call float @llvm.fmuladd.f32(float %62, float %62, float %61), !dbg !269
  %64 = tail call float @llvm.fmuladd.f32(float %59, float %59, float %63), !dbg !270
  %65 = tail call float @llvm.sqrt.f32(float %64), !dbg !271
    #dbg_value(float %65, !111, !DIExpression(), !264)
  %66 = fcmp ogt float %65, 0.000000e+00, !dbg !272
  %67 = fdiv float 1.000000e+00, %65, !dbg !273
  %68 = insertelement <2 x float> poison, float %67, i64 0, !dbg !273
  %69 = shufflevector <2 x float> %68, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !273
  %70 = fmul <2 x float> %58, %69, !dbg !273
  %71 = fmul float %59, %67, !dbg !273
  %72 = select i1 %66, <2 x float> %70, <2 x float> %58, !dbg !273
  %73 = select i1 %66, float %71, float %59, !dbg !273
  %74 = insertvalue { <2 x float>, float } poison, <2 x float> %72, 0, !dbg !274
  %75 = insertvalue { <2 x float>, float } %74, float %73, 1, !dbg !274
    #dbg_value(<2 x float> poison, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !150)
    #dbg_value(float poison, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !150)
    #dbg_value(i32 1, !68, !DIExpression(), !150)
  br label %76, !dbg !275

76:                                               ; preds = %33, %53, %43
  %77 = phi i1 [ false, %53 ], [ true, %43 ], [ true, %33 ], !dbg !150
  %78 = phi { <2 x float>, float } [ %75, %53 ], [ zeroinitializer, %43 ], [ zeroinitializer, %33 ]
  %79 = phi float [ %49, %53 ], [ 1.000000e+09, %43 ], [ 1.000000e+09, %33 ], !dbg !150
    #dbg_value(float %79, !66, !DIExpression(), !150)
    #dbg_value(float poison, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !150)
    #dbg_value(<2 x float> poison, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !150)
    #dbg_value(i32 poison, !68, !DIExpression(), !150)
    #dbg_value(float -2.000000e+00, !83, !DIExpression(), !276)
    #dbg_value(float -1.000000e+00, !88, !DIExpression(), !276)
    #dbg_value(float -1.000000e+00, !89, !DIExpression(), !276)
    #dbg_value(float -2.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !276)
    #dbg_value(float -1.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !276)
    #dbg_value(float -1.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !276)
    #dbg_value(float 2.000000e+00, !83, !DIExpression(), !279)
    #dbg_value(float -1.000000e+00, !88, !DIExpression(), !279)
    #dbg_value(float -1.000000e+00, !89, !DIExpression(), !279)
    #dbg_value(float 2.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !279)
    #dbg_value(float -1.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !279)
    #dbg_value(float -1.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !279)
    #dbg_value(float 0.000000e+00, !83, !DIExpression(), !281)
    #dbg_value(float -1.000000e+00, !88, !DIExpression(), !281)
    #dbg_value(float 3.000000e+00, !89, !DIExpression(), !281)
    #dbg_value(float 0.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !281)
    #dbg_value(float -1.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !281)
    #dbg_value(float 3.000000e+00, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !281)
    #dbg_value(<2 x float> <float 0.000000e+00, float -1.000000e+00>, !283, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(float 3.000000e+00, !283, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !302)
    #dbg_value(<2 x float> zeroinitializer, !288, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(float -3.000000e+00, !288, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !302)
    #dbg_value(<2 x float> %34, !289, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(float %35, !289, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !302)
    #dbg_value(<2 x float> <float -2.000000e+00, float -1.000000e+00>, !290, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(float -1.000000e+00, !290, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !302)
    #dbg_value(<2 x float> <float 2.000000e+00, float -1.000000e+00>, !291, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(float -1.000000e+00, !291, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !302)
    #dbg_value(ptr undef, !292, !DIExpression(), !302)
    #dbg_value(<2 x float> poison, !293, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(float 0.000000e+00, !293, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !302)
    #dbg_value(<2 x float> poison, !294, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(float 4.000000e+00, !294, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !302)
    #dbg_value(<2 x float> %34, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !304)
    #dbg_value(float %35, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !304)
    #dbg_value(<2 x float> poison, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !304)
    #dbg_value(float 4.000000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !304)
  %80 = fmul float %35, -0.000000e+00, !dbg !306
  %81 = tail call float @llvm.fmuladd.f32(float %36, float 4.000000e+00, float %80), !dbg !306
  %82 = fmul float %38, -4.000000e+00, !dbg !307
  %83 = tail call float @llvm.fmuladd.f32(float %35, float 2.000000e+00, float %82), !dbg !307
  %84 = fmul float %36, -2.000000e+00, !dbg !308
  %85 = tail call float @llvm.fmuladd.f32(float %38, float 0.000000e+00, float %84), !dbg !308
    #dbg_value(<2 x float> poison, !295, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(float %85, !295, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !302)
    #dbg_value(<2 x float> poison, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !309)
    #dbg_value(float 0.000000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !309)
    #dbg_value(<2 x float> poison, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !309)
    #dbg_value(float %85, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !309)
  %86 = fmul float %83, 0.000000e+00, !dbg !311
  %87 = tail call float @llvm.fmuladd.f32(float %81, float 4.000000e+00, float %86), !dbg !312
  %88 = tail call float @llvm.fmuladd.f32(float %85, float 0.000000e+00, float %87), !dbg !313
    #dbg_value(float %88, !296, !DIExpression(), !302)
  %89 = tail call float @llvm.fabs.f32(float %88), !dbg !314
  %90 = fcmp olt float %89, 0x3E7AD7F2A0000000, !dbg !316
  br i1 %90, label %116, label %91, !dbg !317

91:                                               ; preds = %76
  %92 = fdiv float 1.000000e+00, %88, !dbg !318
    #dbg_value(float %92, !297, !DIExpression(), !302)
    #dbg_value(<2 x float> poison, !298, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(float -2.000000e+00, !298, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !302)
    #dbg_value(<2 x float> poison, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319)
    #dbg_value(float -2.000000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !319)
    #dbg_value(<2 x float> poison, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !319)
    #dbg_value(float %85, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !319)
  %93 = tail call float @llvm.fmuladd.f32(float %81, float 2.000000e+00, float %83), !dbg !321
  %94 = tail call float @llvm.fmuladd.f32(float %85, float -2.000000e+00, float %93), !dbg !322
  %95 = fmul float %94, %92, !dbg !323
    #dbg_value(float %95, !299, !DIExpression(), !302)
  %96 = fcmp olt float %95, 0.000000e+00, !dbg !324
  %97 = fcmp ogt float %95, 1.000000e+00
  %98 = or i1 %96, %97, !dbg !326
  br i1 %98, label %116, label %99, !dbg !326

99:                                               ; preds = %91
    #dbg_value(<2 x float> poison, !96, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !327)
    #dbg_value(float -2.000000e+00, !96, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !327)
    #dbg_value(<2 x float> poison, !101, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !327)
    #dbg_value(float 0.000000e+00, !101, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !327)
    #dbg_value(<2 x float> poison, !300, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !302)
    #dbg_value(float -4.000000e+00, !300, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !302)
    #dbg_value(<2 x float> %34, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !329)
    #dbg_value(float %35, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !329)
    #dbg_value(<2 x float> poison, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !329)
    #dbg_value(float -4.000000e+00, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !329)
  %100 = fmul float %36, -8.000000e+00, !dbg !331
  %101 = tail call float @llvm.fmuladd.f32(float %38, float 0.000000e+00, float %100), !dbg !332
  %102 = tail call float @llvm.fmuladd.f32(float %35, float -4.000000e+00, float %101), !dbg !333
  %103 = fmul float %102, %92, !dbg !334
    #dbg_value(float %103, !301, !DIExpression(), !302)
  %104 = fcmp olt float %103, 0.000000e+00, !dbg !335
  %105 = fadd float %95, %103
  %106 = fcmp ogt float %105, 1.000000e+00
  %107 = or i1 %104, %106, !dbg !337
  br i1 %107, label %116, label %108, !dbg !337

108:                                              ; preds = %99
    #dbg_value(<2 x float> poison, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !338)
    #dbg_value(float 4.000000e+00, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !338)
    #dbg_value(<2 x float> poison, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !338)
    #dbg_value(float -4.000000e+00, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !338)
  %109 = fmul float %92, -1.600000e+01, !dbg !340
    #dbg_value(float %109, !65, !DIExpression(), !150)
  %110 = fcmp ogt float %109, 0x3F1A36E2E0000000, !dbg !341
  %111 = fcmp olt float %109, %79
  %112 = and i1 %110, %111, !dbg !342
  %113 = xor i1 %77, true, !dbg !342
  %114 = or i1 %112, %113, !dbg !342
  %115 = select i1 %112, { <2 x float>, float } { <2 x float> <float 0.000000e+00, float 1.000000e+00>, float 0.000000e+00 }, { <2 x float>, float } %78, !dbg !342
  br i1 %114, label %117, label %140, !dbg !342

116:                                              ; preds = %99, %91, %76
    #dbg_value(float poison, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !150)
    #dbg_value(<2 x float> poison, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !150)
    #dbg_value(i32 poison, !68, !DIExpression(), !150)
  br i1 %77, label %140, label %117, !dbg !343

117:                                              ; preds = %108, %116
  %118 = phi { <2 x float>, float } [ %78, %116 ], [ %115, %108 ]
  %119 = phi i1 [ false, %116 ], [ %112, %108 ]
  %120 = extractvalue { <2 x float>, float } %118, 1, !dbg !150
    #dbg_value(float %120, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !150)
  %121 = extractvalue { <2 x float>, float } %118, 0, !dbg !150
    #dbg_value(<2 x float> %121, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !150)
    #dbg_value(<2 x float> %121, !114, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !344)
    #dbg_value(float %120, !114, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !344)
    #dbg_value(<2 x float> <float 0xBFE279A740000000, float 0x3FE279A740000000>, !119, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !344)
    #dbg_value(float 0xBFE279A740000000, !119, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !344)
  %122 = extractelement <2 x float> %121, i64 0, !dbg !346
  %123 = extractelement <2 x float> %121, i64 1, !dbg !347
  %124 = fmul float %123, 0x3FE279A740000000, !dbg !348
  %125 = tail call float @llvm.fmuladd.f32(float %122, float 0xBFE279A740000000, float %124), !dbg !349
  %126 = tail call float @llvm.fmuladd.f32(float %120, float 0xBFE279A740000000, float %125), !dbg !350
    #dbg_value(float %126, !69, !DIExpression(), !150)
  %127 = fcmp olt float %126, 0.000000e+00, !dbg !351
  %128 = select i1 %127, float 0.000000e+00, float %126, !dbg !353
    #dbg_value(float %128, !69, !DIExpression(), !150)
  %129 = tail call float @llvm.fmuladd.f32(float %128, float 9.000000e+00, float 5.000000e-01), !dbg !354
  %130 = fptosi float %129 to i32, !dbg !355
    #dbg_value(i32 %130, !70, !DIExpression(), !150)
  %131 = add nsw i32 %15, %130, !dbg !356
    #dbg_value(i32 %131, !54, !DIExpression(), !93)
  br i1 %119, label %132, label %135, !dbg !357

132:                                              ; preds = %117
  %133 = icmp sgt i32 %130, 4, !dbg !358
  %134 = select i1 %133, i32 61, i32 95, !dbg !359
  br label %140, !dbg !357

135:                                              ; preds = %117
  %136 = sext i32 %130 to i64, !dbg !360
  %137 = getelementptr inbounds i8, ptr @.str.1, i64 %136, !dbg !360
  %138 = load i8, ptr %137, align 1, !dbg !360, !tbaa !361
  %139 = sext i8 %138 to i32, !dbg !360
  br label %140, !dbg !357

140:                                              ; preds = %132, %135, %116, %108
  %141 = phi i32 [ 32, %108 ], [ 32, %116 ], [ %134, %132 ], [ %139, %135 ]
  %142 = phi i32 [ %15, %108 ], [ %15, %116 ], [ %131, %132 ], [ %131, %135 ], !dbg !93
  %143 = load ptr, ptr @stdout, align 8, !dbg !362, !tbaa !163
  %144 = tail call i32 @putc(i32 noundef %141, ptr noundef %143), !dbg !363
    #dbg_value(i32 %142, !54, !DIExpression(), !93)
  %145 = add nuw nsw i32 %16, 1, !dbg !364
    #dbg_value(float poison, !65, !DIExpression(), !150)
    #dbg_value(i32 %145, !57, !DIExpression(), !152)
  %146 = icmp eq i32 %145, 50, !dbg !365
  br i1 %146, label %9, label %14, !dbg !153, !llvm.loop !366

147:                                              ; preds = %159
  %148 = extractelement <2 x float> %193, i64 0, !dbg !368
  %149 = fpext float %148 to double, !dbg !368
  %150 = extractelement <2 x float> %193, i64 1, !dbg !369
  %151 = tail call float @llvm.fabs.f32(float %150), !dbg !369
  %152 = fcmp olt float %151, 0x3F1A36E2E0000000, !dbg !370
  %153 = fpext float %150 to double, !dbg !369
  %154 = select i1 %152, double 0.000000e+00, double %153, !dbg !369
  %155 = fpext float %197 to double, !dbg !371
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %149, double noundef %154, double noundef %155), !dbg !372
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, i32 noundef %142), !dbg !373
  %158 = and i32 %142, 255, !dbg !374
  ret i32 %158, !dbg !375

159:                                              ; preds = %9, %159
  %160 = phi <2 x float> [ %193, %159 ], [ <float 5.000000e-01, float 0x3FEBB67AE0000000>, %9 ]
  %161 = phi float [ %197, %159 ], [ 0.000000e+00, %9 ]
  %162 = phi i32 [ %198, %159 ], [ 0, %9 ]
    #dbg_value(i32 %162, !81, !DIExpression(), !376)
    #dbg_value(<2 x float> <float 0x3FEBB67AE0000000, float 0.000000e+00>, !377, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(<2 x float> <float 0.000000e+00, float 5.000000e-01>, !377, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !386)
    #dbg_value(<2 x float> %160, !382, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(float %161, !382, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !386)
    #dbg_value(float 0.000000e+00, !383, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !386)
    #dbg_value(float poison, !383, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !386)
  %163 = extractelement <2 x float> %160, i64 1, !dbg !389
    #dbg_value(float %163, !383, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !386)
    #dbg_value(float %161, !383, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !386)
    #dbg_value(float 0x3FEBB67AE0000000, !384, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !386)
    #dbg_value(float -0.000000e+00, !384, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !386)
    #dbg_value(float -0.000000e+00, !384, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !386)
    #dbg_value(float -5.000000e-01, !384, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !386)
    #dbg_value(<2 x float> <float 0x3FEBB67AE0000000, float 0.000000e+00>, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !397)
    #dbg_value(<2 x float> <float 0.000000e+00, float 5.000000e-01>, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !397)
    #dbg_value(<2 x float> poison, !395, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !397)
    #dbg_value(<2 x float> poison, !395, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !397)
  %164 = extractelement <2 x float> %160, i64 0, !dbg !399
  %165 = fmul float %164, 0.000000e+00, !dbg !400
  %166 = fsub float 0.000000e+00, %165, !dbg !400
  %167 = tail call float @llvm.fmuladd.f32(float %163, float -0.000000e+00, float %166), !dbg !401
  %168 = tail call float @llvm.fmuladd.f32(float %161, float -5.000000e-01, float %167), !dbg !402
    #dbg_value(float %168, !396, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !397)
  %169 = tail call float @llvm.fmuladd.f32(float %164, float 0x3FEBB67AE0000000, float 0.000000e+00), !dbg !403
  %170 = tail call float @llvm.fmuladd.f32(float %161, float 0.000000e+00, float %169), !dbg !404
  %171 = tail call float @llvm.fmuladd.f32(float %163, float -5.000000e-01, float %170), !dbg !405
    #dbg_value(float %171, !396, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !397)
  %172 = fmul float %161, -0.000000e+00, !dbg !406
  %173 = tail call float @llvm.fmuladd.f32(float %163, float 0x3FEBB67AE0000000, float %172), !dbg !406
  %174 = fadd float %173, 0.000000e+00, !dbg !407
  %175 = tail call float @llvm.fmuladd.f32(float %164, float 5.000000e-01, float %174), !dbg !408
    #dbg_value(float %175, !396, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !397)
  %176 = fmul float %163, 0.000000e+00, !dbg !409
  %177 = tail call float @llvm.fmuladd.f32(float %161, float 0x3FEBB67AE0000000, float %176), !dbg !410
  %178 = tail call float @llvm.fmuladd.f32(float %164, float -0.000000e+00, float %177), !dbg !411
  %179 = fadd float %178, 0.000000e+00, !dbg !412
    #dbg_value(float %179, !396, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !397)
    #dbg_value(<2 x float> poison, !390, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !413)
    #dbg_value(<2 x float> poison, !390, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !413)
    #dbg_value(<2 x float> <float 0x3FEBB67AE0000000, float -0.000000e+00>, !395, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !413)
    #dbg_value(<2 x float> <float -0.000000e+00, float -5.000000e-01>, !395, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !413)
  %180 = fneg float %175, !dbg !415
  %181 = fneg float %179, !dbg !416
    #dbg_value(float poison, !396, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !413)
    #dbg_value(float poison, !396, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !413)
  %182 = insertelement <2 x float> poison, float %171, i64 0, !dbg !417
  %183 = shufflevector <2 x float> %182, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !417
  %184 = fmul <2 x float> %183, <float 0x3FEBB67AE0000000, float 5.000000e-01>, !dbg !417
  %185 = insertelement <2 x float> poison, float %168, i64 0, !dbg !418
  %186 = shufflevector <2 x float> %185, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !418
  %187 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %186, <2 x float> <float -0.000000e+00, float -0.000000e+00>, <2 x float> %184), !dbg !418
  %188 = insertelement <2 x float> poison, float %175, i64 0, !dbg !419
  %189 = shufflevector <2 x float> %188, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !419
  %190 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %189, <2 x float> <float -5.000000e-01, float 0x3FEBB67AE0000000>, <2 x float> %187), !dbg !419
  %191 = insertelement <2 x float> poison, float %181, i64 0, !dbg !420
  %192 = insertelement <2 x float> %191, float %179, i64 1, !dbg !420
  %193 = tail call <2 x float> @llvm.fmuladd.v2f32(<2 x float> %192, <2 x float> <float -0.000000e+00, float -0.000000e+00>, <2 x float> %190), !dbg !420
    #dbg_value(float poison, !396, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !413)
  %194 = fmul float %171, -0.000000e+00, !dbg !421
  %195 = tail call float @llvm.fmuladd.f32(float %168, float -5.000000e-01, float %194), !dbg !422
  %196 = tail call float @llvm.fmuladd.f32(float %180, float -0.000000e+00, float %195), !dbg !423
  %197 = tail call float @llvm.fmuladd.f32(float %179, float 0x3FEBB67AE0000000, float %196), !dbg !424
    #dbg_value(float %197, !396, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !413)
    #dbg_value(<2 x float> poison, !385, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !386)
    #dbg_value(<2 x float> poison, !385, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !386)
    #dbg_value(float poison, !83, !DIExpression(), !425)
    #dbg_value(float poison, !88, !DIExpression(), !425)
    #dbg_value(float %197, !89, !DIExpression(), !425)
    #dbg_value(float poison, !90, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !425)
    #dbg_value(float poison, !90, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !425)
    #dbg_value(float %197, !90, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !425)
    #dbg_value(<2 x float> poison, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !93)
    #dbg_value(float poison, !80, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !93)
  %198 = add nuw nsw i32 %162, 1, !dbg !427
    #dbg_value(i32 %198, !81, !DIExpression(), !376)
    #dbg_value(float %197, !80, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !93)
    #dbg_value(<2 x float> poison, !80, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !93)
  %199 = icmp eq i32 %198, 5, !dbg !428
  br i1 %199, label %147, label %159, !dbg !429, !llvm.loop !430
}

; Function Attrs: nofree nounwind
declare !dbg !432 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !437 float @sqrtf(float noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #3

; Function Attrs: nofree nounwind
declare !dbg !441 noundef i32 @putc(i32 noundef, ptr nocapture noundef) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.sqrt.f32(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x float> @llvm.fmuladd.v2f32(<2 x float>, <2 x float>, <2 x float>) #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="64" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!22}
!llvm.module.flags = !{!27, !28, !29, !30, !31, !32, !33}
!llvm.ident = !{!34}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/vec3_geometry.c", directory: ".", checksumkind: CSK_MD5, checksum: "f0a5fc8f5a32a0e11be052694b434cff")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 408, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 51)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 11)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 336, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 42)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 8)
!22 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !23, globals: !26, splitDebugInlining: false, nameTableKind: None)
!23 = !{!24, !25}
!24 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{!0, !7, !12, !17}
!27 = !{i32 7, !"Dwarf Version", i32 5}
!28 = !{i32 2, !"Debug Info Version", i32 3}
!29 = !{i32 1, !"wchar_size", i32 4}
!30 = !{i32 8, !"PIC Level", i32 2}
!31 = !{i32 7, !"PIE Level", i32 2}
!32 = !{i32 7, !"uwtable", i32 2}
!33 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!34 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!35 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 20, type: !36, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !38)
!36 = !DISubroutineType(types: !37)
!37 = !{!25}
!38 = !{!39, !47, !48, !49, !50, !51, !54, !55, !57, !61, !64, !65, !66, !67, !68, !69, !70, !71, !72, !80, !81}
!39 = !DILocalVariable(name: "a", scope: !35, file: !2, line: 21, type: !40)
!40 = !DIDerivedType(tag: DW_TAG_typedef, name: "V3", file: !2, line: 6, baseType: !41)
!41 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 6, size: 96, elements: !42)
!42 = !{!43, !45, !46}
!43 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !41, file: !2, line: 6, baseType: !44, size: 32)
!44 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !41, file: !2, line: 6, baseType: !44, size: 32, offset: 32)
!46 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !41, file: !2, line: 6, baseType: !44, size: 32, offset: 64)
!47 = !DILocalVariable(name: "b", scope: !35, file: !2, line: 21, type: !40)
!48 = !DILocalVariable(name: "c", scope: !35, file: !2, line: 21, type: !40)
!49 = !DILocalVariable(name: "n", scope: !35, file: !2, line: 21, type: !40)
!50 = !DILocalVariable(name: "light", scope: !35, file: !2, line: 23, type: !40)
!51 = !DILocalVariable(name: "shade", scope: !35, file: !2, line: 23, type: !52)
!52 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !53, size: 64)
!53 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!54 = !DILocalVariable(name: "lit", scope: !35, file: !2, line: 23, type: !25)
!55 = !DILocalVariable(name: "y", scope: !56, file: !2, line: 24, type: !25)
!56 = distinct !DILexicalBlock(scope: !35, file: !2, line: 24, column: 5)
!57 = !DILocalVariable(name: "x", scope: !58, file: !2, line: 25, type: !25)
!58 = distinct !DILexicalBlock(scope: !59, file: !2, line: 25, column: 9)
!59 = distinct !DILexicalBlock(scope: !60, file: !2, line: 24, column: 34)
!60 = distinct !DILexicalBlock(scope: !56, file: !2, line: 24, column: 5)
!61 = !DILocalVariable(name: "d", scope: !62, file: !2, line: 26, type: !40)
!62 = distinct !DILexicalBlock(scope: !63, file: !2, line: 25, column: 38)
!63 = distinct !DILexicalBlock(scope: !58, file: !2, line: 25, column: 9)
!64 = !DILocalVariable(name: "o", scope: !62, file: !2, line: 26, type: !40)
!65 = !DILocalVariable(name: "t", scope: !62, file: !2, line: 26, type: !44)
!66 = !DILocalVariable(name: "best", scope: !62, file: !2, line: 26, type: !44)
!67 = !DILocalVariable(name: "nrm", scope: !62, file: !2, line: 26, type: !40)
!68 = !DILocalVariable(name: "hit", scope: !62, file: !2, line: 26, type: !25)
!69 = !DILocalVariable(name: "l", scope: !62, file: !2, line: 30, type: !44)
!70 = !DILocalVariable(name: "idx", scope: !62, file: !2, line: 30, type: !25)
!71 = !DILocalVariable(name: "ang", scope: !35, file: !2, line: 34, type: !44)
!72 = !DILocalVariable(name: "q", scope: !35, file: !2, line: 34, type: !73)
!73 = !DIDerivedType(tag: DW_TAG_typedef, name: "Q", file: !2, line: 7, baseType: !74)
!74 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !2, line: 7, size: 128, elements: !75)
!75 = !{!76, !77, !78, !79}
!76 = !DIDerivedType(tag: DW_TAG_member, name: "w", scope: !74, file: !2, line: 7, baseType: !44, size: 32)
!77 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !74, file: !2, line: 7, baseType: !44, size: 32, offset: 32)
!78 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !74, file: !2, line: 7, baseType: !44, size: 32, offset: 64)
!79 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !74, file: !2, line: 7, baseType: !44, size: 32, offset: 96)
!80 = !DILocalVariable(name: "r", scope: !35, file: !2, line: 34, type: !40)
!81 = !DILocalVariable(name: "i", scope: !82, file: !2, line: 34, type: !25)
!82 = distinct !DILexicalBlock(scope: !35, file: !2, line: 34, column: 109)
!83 = !DILocalVariable(name: "x", arg: 1, scope: !84, file: !2, line: 8, type: !44)
!84 = distinct !DISubprogram(name: "v3", scope: !2, file: !2, line: 8, type: !85, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !87)
!85 = !DISubroutineType(types: !86)
!86 = !{!40, !44, !44, !44}
!87 = !{!83, !88, !89, !90}
!88 = !DILocalVariable(name: "y", arg: 2, scope: !84, file: !2, line: 8, type: !44)
!89 = !DILocalVariable(name: "z", arg: 3, scope: !84, file: !2, line: 8, type: !44)
!90 = !DILocalVariable(name: "v", scope: !84, file: !2, line: 8, type: !40)
!91 = !DILocation(line: 0, scope: !84, inlinedAt: !92)
!92 = distinct !DILocation(line: 21, column: 12, scope: !35)
!93 = !DILocation(line: 0, scope: !35)
!94 = !DILocation(line: 0, scope: !84, inlinedAt: !95)
!95 = distinct !DILocation(line: 21, column: 29, scope: !35)
!96 = !DILocalVariable(name: "a", arg: 1, scope: !97, file: !2, line: 13, type: !40)
!97 = distinct !DISubprogram(name: "cross", scope: !2, file: !2, line: 13, type: !98, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !100)
!98 = !DISubroutineType(types: !99)
!99 = !{!40, !40, !40}
!100 = !{!96, !101}
!101 = !DILocalVariable(name: "b", arg: 2, scope: !97, file: !2, line: 13, type: !40)
!102 = !DILocation(line: 0, scope: !97, inlinedAt: !103)
!103 = distinct !DILocation(line: 21, column: 53, scope: !35)
!104 = !DILocation(line: 0, scope: !84, inlinedAt: !105)
!105 = distinct !DILocation(line: 13, column: 38, scope: !97, inlinedAt: !103)
!106 = !DILocalVariable(name: "a", arg: 1, scope: !107, file: !2, line: 14, type: !40)
!107 = distinct !DISubprogram(name: "norm", scope: !2, file: !2, line: 14, type: !108, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !110)
!108 = !DISubroutineType(types: !109)
!109 = !{!40, !40}
!110 = !{!106, !111}
!111 = !DILocalVariable(name: "l", scope: !107, file: !2, line: 14, type: !44)
!112 = !DILocation(line: 0, scope: !107, inlinedAt: !113)
!113 = distinct !DILocation(line: 21, column: 70, scope: !35)
!114 = !DILocalVariable(name: "a", arg: 1, scope: !115, file: !2, line: 12, type: !40)
!115 = distinct !DISubprogram(name: "dot", scope: !2, file: !2, line: 12, type: !116, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !118)
!116 = !DISubroutineType(types: !117)
!117 = !{!44, !40, !40}
!118 = !{!114, !119}
!119 = !DILocalVariable(name: "b", arg: 2, scope: !115, file: !2, line: 12, type: !40)
!120 = !DILocation(line: 0, scope: !115, inlinedAt: !121)
!121 = distinct !DILocation(line: 14, column: 40, scope: !107, inlinedAt: !113)
!122 = !DILocalVariable(name: "a", arg: 1, scope: !123, file: !2, line: 11, type: !40)
!123 = distinct !DISubprogram(name: "scale", scope: !2, file: !2, line: 11, type: !124, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !126)
!124 = !DISubroutineType(types: !125)
!125 = !{!40, !40, !44}
!126 = !{!122, !127}
!127 = !DILocalVariable(name: "s", arg: 2, scope: !123, file: !2, line: 11, type: !44)
!128 = !DILocation(line: 0, scope: !123, inlinedAt: !129)
!129 = distinct !DILocation(line: 14, column: 67, scope: !107, inlinedAt: !113)
!130 = !DILocation(line: 0, scope: !84, inlinedAt: !131)
!131 = distinct !DILocation(line: 11, column: 41, scope: !123, inlinedAt: !129)
!132 = !DILocation(line: 0, scope: !115, inlinedAt: !133)
!133 = distinct !DILocation(line: 22, column: 75, scope: !35)
!134 = !DILocation(line: 0, scope: !115, inlinedAt: !135)
!135 = distinct !DILocation(line: 22, column: 139, scope: !35)
!136 = !DILocation(line: 0, scope: !115, inlinedAt: !137)
!137 = distinct !DILocation(line: 22, column: 165, scope: !35)
!138 = !DILocation(line: 22, column: 5, scope: !35)
!139 = !DILocation(line: 0, scope: !84, inlinedAt: !140)
!140 = distinct !DILocation(line: 23, column: 21, scope: !35)
!141 = !DILocation(line: 0, scope: !107, inlinedAt: !142)
!142 = distinct !DILocation(line: 23, column: 16, scope: !35)
!143 = !DILocation(line: 0, scope: !115, inlinedAt: !144)
!144 = distinct !DILocation(line: 14, column: 40, scope: !107, inlinedAt: !142)
!145 = !DILocation(line: 0, scope: !123, inlinedAt: !146)
!146 = distinct !DILocation(line: 14, column: 67, scope: !107, inlinedAt: !142)
!147 = !DILocation(line: 0, scope: !84, inlinedAt: !148)
!148 = distinct !DILocation(line: 11, column: 41, scope: !123, inlinedAt: !146)
!149 = !DILocation(line: 0, scope: !56)
!150 = !DILocation(line: 0, scope: !62)
!151 = !DILocation(line: 24, column: 5, scope: !56)
!152 = !DILocation(line: 0, scope: !58)
!153 = !DILocation(line: 25, column: 9, scope: !58)
!154 = !DILocalVariable(name: "__c", arg: 1, scope: !155, file: !156, line: 82, type: !25)
!155 = distinct !DISubprogram(name: "putchar", scope: !156, file: !156, line: 82, type: !157, scopeLine: 83, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !159)
!156 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "c10e343656e7a2bf1044ef4e4442d902")
!157 = !DISubroutineType(types: !158)
!158 = !{!25, !25}
!159 = !{!154}
!160 = !DILocation(line: 0, scope: !155, inlinedAt: !161)
!161 = distinct !DILocation(line: 32, column: 9, scope: !59)
!162 = !DILocation(line: 84, column: 21, scope: !155, inlinedAt: !161)
!163 = !{!164, !164, i64 0}
!164 = !{!"any pointer", !165, i64 0}
!165 = !{!"omnipotent char", !166, i64 0}
!166 = !{!"Simple C/C++ TBAA"}
!167 = !DILocation(line: 84, column: 10, scope: !155, inlinedAt: !161)
!168 = !DILocation(line: 24, column: 30, scope: !60)
!169 = !DILocation(line: 24, column: 23, scope: !60)
!170 = distinct !{!170, !151, !171, !172}
!171 = !DILocation(line: 33, column: 5, scope: !56)
!172 = !{!"llvm.loop.mustprogress"}
!173 = !DILocation(line: 26, column: 31, scope: !62)
!174 = !DILocation(line: 26, column: 28, scope: !62)
!175 = !DILocation(line: 26, column: 37, scope: !62)
!176 = !DILocation(line: 0, scope: !84, inlinedAt: !177)
!177 = distinct !DILocation(line: 26, column: 25, scope: !62)
!178 = !DILocation(line: 8, column: 50, scope: !84, inlinedAt: !177)
!179 = !DILocation(line: 0, scope: !107, inlinedAt: !180)
!180 = distinct !DILocation(line: 26, column: 20, scope: !62)
!181 = !DILocation(line: 0, scope: !115, inlinedAt: !182)
!182 = distinct !DILocation(line: 14, column: 40, scope: !107, inlinedAt: !180)
!183 = !DILocation(line: 12, column: 49, scope: !115, inlinedAt: !182)
!184 = !DILocation(line: 12, column: 61, scope: !115, inlinedAt: !182)
!185 = !DILocation(line: 14, column: 34, scope: !107, inlinedAt: !180)
!186 = !DILocation(line: 14, column: 61, scope: !107, inlinedAt: !180)
!187 = !DILocation(line: 14, column: 59, scope: !107, inlinedAt: !180)
!188 = !DILocation(line: 14, column: 81, scope: !107, inlinedAt: !180)
!189 = !DILocation(line: 0, scope: !123, inlinedAt: !190)
!190 = distinct !DILocation(line: 14, column: 67, scope: !107, inlinedAt: !180)
!191 = !DILocation(line: 11, column: 48, scope: !123, inlinedAt: !190)
!192 = !DILocation(line: 0, scope: !84, inlinedAt: !193)
!193 = distinct !DILocation(line: 11, column: 41, scope: !123, inlinedAt: !190)
!194 = !DILocation(line: 14, scope: !107, inlinedAt: !180)
!195 = !DILocation(line: 0, scope: !84, inlinedAt: !196)
!196 = distinct !DILocation(line: 26, column: 76, scope: !62)
!197 = !DILocation(line: 0, scope: !84, inlinedAt: !198)
!198 = distinct !DILocation(line: 26, column: 121, scope: !62)
!199 = !DILocation(line: 0, scope: !84, inlinedAt: !200)
!200 = distinct !DILocation(line: 27, column: 34, scope: !201)
!201 = distinct !DILexicalBlock(scope: !62, file: !2, line: 27, column: 17)
!202 = !DILocalVariable(name: "o", arg: 1, scope: !203, file: !2, line: 15, type: !40)
!203 = distinct !DISubprogram(name: "hit_sphere", scope: !2, file: !2, line: 15, type: !204, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !207)
!204 = !DISubroutineType(types: !205)
!205 = !{!25, !40, !40, !40, !44, !206}
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !44, size: 64)
!207 = !{!202, !208, !209, !210, !211, !212, !213, !214, !215, !216}
!208 = !DILocalVariable(name: "d", arg: 2, scope: !203, file: !2, line: 15, type: !40)
!209 = !DILocalVariable(name: "c", arg: 3, scope: !203, file: !2, line: 15, type: !40)
!210 = !DILocalVariable(name: "r", arg: 4, scope: !203, file: !2, line: 15, type: !44)
!211 = !DILocalVariable(name: "t", arg: 5, scope: !203, file: !2, line: 15, type: !206)
!212 = !DILocalVariable(name: "oc", scope: !203, file: !2, line: 15, type: !40)
!213 = !DILocalVariable(name: "b", scope: !203, file: !2, line: 15, type: !44)
!214 = !DILocalVariable(name: "cc", scope: !203, file: !2, line: 15, type: !44)
!215 = !DILocalVariable(name: "disc", scope: !203, file: !2, line: 15, type: !44)
!216 = !DILocalVariable(name: "s", scope: !203, file: !2, line: 15, type: !44)
!217 = !DILocation(line: 0, scope: !203, inlinedAt: !218)
!218 = distinct !DILocation(line: 27, column: 17, scope: !201)
!219 = !DILocation(line: 0, scope: !115, inlinedAt: !220)
!220 = distinct !DILocation(line: 15, column: 91, scope: !203, inlinedAt: !218)
!221 = !DILocation(line: 12, column: 55, scope: !115, inlinedAt: !220)
!222 = !DILocation(line: 12, column: 49, scope: !115, inlinedAt: !220)
!223 = !DILocation(line: 12, column: 61, scope: !115, inlinedAt: !220)
!224 = !DILocation(line: 0, scope: !115, inlinedAt: !225)
!225 = distinct !DILocation(line: 15, column: 108, scope: !203, inlinedAt: !218)
!226 = !DILocation(line: 15, column: 142, scope: !203, inlinedAt: !218)
!227 = !DILocation(line: 15, column: 157, scope: !228, inlinedAt: !218)
!228 = distinct !DILexicalBlock(scope: !203, file: !2, line: 15, column: 152)
!229 = !DILocation(line: 15, column: 152, scope: !203, inlinedAt: !218)
!230 = !DILocation(line: 15, column: 182, scope: !203, inlinedAt: !218)
!231 = !DILocation(line: 15, column: 200, scope: !203, inlinedAt: !218)
!232 = !DILocation(line: 15, column: 203, scope: !203, inlinedAt: !218)
!233 = !DILocation(line: 15, column: 215, scope: !234, inlinedAt: !218)
!234 = distinct !DILexicalBlock(scope: !203, file: !2, line: 15, column: 212)
!235 = !DILocation(line: 15, column: 212, scope: !203, inlinedAt: !218)
!236 = !DILocation(line: 15, column: 247, scope: !203, inlinedAt: !218)
!237 = !DILocation(line: 27, column: 57, scope: !201)
!238 = !DILocation(line: 0, scope: !123, inlinedAt: !239)
!239 = distinct !DILocation(line: 27, column: 104, scope: !240)
!240 = distinct !DILexicalBlock(scope: !201, file: !2, line: 27, column: 70)
!241 = !DILocation(line: 11, column: 48, scope: !123, inlinedAt: !239)
!242 = !DILocation(line: 11, column: 66, scope: !123, inlinedAt: !239)
!243 = !DILocation(line: 0, scope: !84, inlinedAt: !244)
!244 = distinct !DILocation(line: 11, column: 41, scope: !123, inlinedAt: !239)
!245 = !DILocalVariable(name: "a", arg: 1, scope: !246, file: !2, line: 9, type: !40)
!246 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 9, type: !98, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !247)
!247 = !{!245, !248}
!248 = !DILocalVariable(name: "b", arg: 2, scope: !246, file: !2, line: 9, type: !40)
!249 = !DILocation(line: 0, scope: !246, inlinedAt: !250)
!250 = distinct !DILocation(line: 27, column: 97, scope: !240)
!251 = !DILocation(line: 9, column: 43, scope: !246, inlinedAt: !250)
!252 = !DILocation(line: 9, column: 65, scope: !246, inlinedAt: !250)
!253 = !DILocation(line: 0, scope: !84, inlinedAt: !254)
!254 = distinct !DILocation(line: 9, column: 36, scope: !246, inlinedAt: !250)
!255 = !DILocation(line: 0, scope: !84, inlinedAt: !256)
!256 = distinct !DILocation(line: 27, column: 118, scope: !240)
!257 = !DILocation(line: 0, scope: !84, inlinedAt: !258)
!258 = distinct !DILocation(line: 10, column: 36, scope: !259, inlinedAt: !263)
!259 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 10, type: !98, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !260)
!260 = !{!261, !262}
!261 = !DILocalVariable(name: "a", arg: 1, scope: !259, file: !2, line: 10, type: !40)
!262 = !DILocalVariable(name: "b", arg: 2, scope: !259, file: !2, line: 10, type: !40)
!263 = distinct !DILocation(line: 27, column: 93, scope: !240)
!264 = !DILocation(line: 0, scope: !107, inlinedAt: !265)
!265 = distinct !DILocation(line: 27, column: 88, scope: !240)
!266 = !DILocation(line: 0, scope: !115, inlinedAt: !267)
!267 = distinct !DILocation(line: 14, column: 40, scope: !107, inlinedAt: !265)
!268 = !DILocation(line: 12, column: 55, scope: !115, inlinedAt: !267)
!269 = !DILocation(line: 12, column: 49, scope: !115, inlinedAt: !267)
!270 = !DILocation(line: 12, column: 61, scope: !115, inlinedAt: !267)
!271 = !DILocation(line: 14, column: 34, scope: !107, inlinedAt: !265)
!272 = !DILocation(line: 14, column: 61, scope: !107, inlinedAt: !265)
!273 = !DILocation(line: 14, column: 59, scope: !107, inlinedAt: !265)
!274 = !DILocation(line: 14, column: 91, scope: !107, inlinedAt: !265)
!275 = !DILocation(line: 27, column: 142, scope: !240)
!276 = !DILocation(line: 0, scope: !84, inlinedAt: !277)
!277 = distinct !DILocation(line: 28, column: 31, scope: !278)
!278 = distinct !DILexicalBlock(scope: !62, file: !2, line: 28, column: 17)
!279 = !DILocation(line: 0, scope: !84, inlinedAt: !280)
!280 = distinct !DILocation(line: 28, column: 47, scope: !278)
!281 = !DILocation(line: 0, scope: !84, inlinedAt: !282)
!282 = distinct !DILocation(line: 28, column: 62, scope: !278)
!283 = !DILocalVariable(name: "c", arg: 5, scope: !284, file: !2, line: 16, type: !40)
!284 = distinct !DISubprogram(name: "hit_tri", scope: !2, file: !2, line: 16, type: !285, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !287)
!285 = !DISubroutineType(types: !286)
!286 = !{!25, !40, !40, !40, !40, !40, !206}
!287 = !{!288, !289, !290, !291, !283, !292, !293, !294, !295, !296, !297, !298, !299, !300, !301}
!288 = !DILocalVariable(name: "o", arg: 1, scope: !284, file: !2, line: 16, type: !40)
!289 = !DILocalVariable(name: "d", arg: 2, scope: !284, file: !2, line: 16, type: !40)
!290 = !DILocalVariable(name: "a", arg: 3, scope: !284, file: !2, line: 16, type: !40)
!291 = !DILocalVariable(name: "b", arg: 4, scope: !284, file: !2, line: 16, type: !40)
!292 = !DILocalVariable(name: "t", arg: 6, scope: !284, file: !2, line: 16, type: !206)
!293 = !DILocalVariable(name: "e1", scope: !284, file: !2, line: 16, type: !40)
!294 = !DILocalVariable(name: "e2", scope: !284, file: !2, line: 16, type: !40)
!295 = !DILocalVariable(name: "p", scope: !284, file: !2, line: 16, type: !40)
!296 = !DILocalVariable(name: "det", scope: !284, file: !2, line: 16, type: !44)
!297 = !DILocalVariable(name: "inv", scope: !284, file: !2, line: 16, type: !44)
!298 = !DILocalVariable(name: "s", scope: !284, file: !2, line: 16, type: !40)
!299 = !DILocalVariable(name: "u", scope: !284, file: !2, line: 16, type: !44)
!300 = !DILocalVariable(name: "q", scope: !284, file: !2, line: 16, type: !40)
!301 = !DILocalVariable(name: "v", scope: !284, file: !2, line: 16, type: !44)
!302 = !DILocation(line: 0, scope: !284, inlinedAt: !303)
!303 = distinct !DILocation(line: 28, column: 17, scope: !278)
!304 = !DILocation(line: 0, scope: !97, inlinedAt: !305)
!305 = distinct !DILocation(line: 16, column: 101, scope: !284, inlinedAt: !303)
!306 = !DILocation(line: 13, column: 51, scope: !97, inlinedAt: !305)
!307 = !DILocation(line: 13, column: 74, scope: !97, inlinedAt: !305)
!308 = !DILocation(line: 13, column: 97, scope: !97, inlinedAt: !305)
!309 = !DILocation(line: 0, scope: !115, inlinedAt: !310)
!310 = distinct !DILocation(line: 16, column: 127, scope: !284, inlinedAt: !303)
!311 = !DILocation(line: 12, column: 55, scope: !115, inlinedAt: !310)
!312 = !DILocation(line: 12, column: 49, scope: !115, inlinedAt: !310)
!313 = !DILocation(line: 12, column: 61, scope: !115, inlinedAt: !310)
!314 = !DILocation(line: 16, column: 143, scope: !315, inlinedAt: !303)
!315 = distinct !DILexicalBlock(scope: !284, file: !2, line: 16, column: 143)
!316 = !DILocation(line: 16, column: 154, scope: !315, inlinedAt: !303)
!317 = !DILocation(line: 16, column: 143, scope: !284, inlinedAt: !303)
!318 = !DILocation(line: 16, column: 187, scope: !284, inlinedAt: !303)
!319 = !DILocation(line: 0, scope: !115, inlinedAt: !320)
!320 = distinct !DILocation(line: 16, column: 222, scope: !284, inlinedAt: !303)
!321 = !DILocation(line: 12, column: 49, scope: !115, inlinedAt: !320)
!322 = !DILocation(line: 12, column: 61, scope: !115, inlinedAt: !320)
!323 = !DILocation(line: 16, column: 232, scope: !284, inlinedAt: !303)
!324 = !DILocation(line: 16, column: 245, scope: !325, inlinedAt: !303)
!325 = distinct !DILexicalBlock(scope: !284, file: !2, line: 16, column: 243)
!326 = !DILocation(line: 16, column: 249, scope: !325, inlinedAt: !303)
!327 = !DILocation(line: 0, scope: !97, inlinedAt: !328)
!328 = distinct !DILocation(line: 16, column: 276, scope: !284, inlinedAt: !303)
!329 = !DILocation(line: 0, scope: !115, inlinedAt: !330)
!330 = distinct !DILocation(line: 16, column: 300, scope: !284, inlinedAt: !303)
!331 = !DILocation(line: 12, column: 55, scope: !115, inlinedAt: !330)
!332 = !DILocation(line: 12, column: 49, scope: !115, inlinedAt: !330)
!333 = !DILocation(line: 12, column: 61, scope: !115, inlinedAt: !330)
!334 = !DILocation(line: 16, column: 310, scope: !284, inlinedAt: !303)
!335 = !DILocation(line: 16, column: 323, scope: !336, inlinedAt: !303)
!336 = distinct !DILexicalBlock(scope: !284, file: !2, line: 16, column: 321)
!337 = !DILocation(line: 16, column: 327, scope: !336, inlinedAt: !303)
!338 = !DILocation(line: 0, scope: !115, inlinedAt: !339)
!339 = distinct !DILocation(line: 16, column: 356, scope: !284, inlinedAt: !303)
!340 = !DILocation(line: 16, column: 367, scope: !284, inlinedAt: !303)
!341 = !DILocation(line: 16, column: 384, scope: !284, inlinedAt: !303)
!342 = !DILocation(line: 28, column: 80, scope: !278)
!343 = !DILocation(line: 29, column: 17, scope: !62)
!344 = !DILocation(line: 0, scope: !115, inlinedAt: !345)
!345 = distinct !DILocation(line: 30, column: 23, scope: !62)
!346 = !DILocation(line: 12, column: 41, scope: !115, inlinedAt: !345)
!347 = !DILocation(line: 12, column: 53, scope: !115, inlinedAt: !345)
!348 = !DILocation(line: 12, column: 55, scope: !115, inlinedAt: !345)
!349 = !DILocation(line: 12, column: 49, scope: !115, inlinedAt: !345)
!350 = !DILocation(line: 12, column: 61, scope: !115, inlinedAt: !345)
!351 = !DILocation(line: 30, column: 46, scope: !352)
!352 = distinct !DILexicalBlock(scope: !62, file: !2, line: 30, column: 44)
!353 = !DILocation(line: 30, column: 44, scope: !62)
!354 = !DILocation(line: 30, column: 83, scope: !62)
!355 = !DILocation(line: 30, column: 68, scope: !62)
!356 = !DILocation(line: 30, column: 96, scope: !62)
!357 = !DILocation(line: 30, column: 112, scope: !62)
!358 = !DILocation(line: 30, column: 128, scope: !62)
!359 = !DILocation(line: 30, column: 124, scope: !62)
!360 = !DILocation(line: 30, column: 147, scope: !62)
!361 = !{!165, !165, i64 0}
!362 = !DILocation(line: 84, column: 21, scope: !155, inlinedAt: !150)
!363 = !DILocation(line: 84, column: 10, scope: !155, inlinedAt: !150)
!364 = !DILocation(line: 25, column: 34, scope: !63)
!365 = !DILocation(line: 25, column: 27, scope: !63)
!366 = distinct !{!366, !153, !367, !172}
!367 = !DILocation(line: 31, column: 9, scope: !58)
!368 = !DILocation(line: 35, column: 58, scope: !35)
!369 = !DILocation(line: 35, column: 71, scope: !35)
!370 = !DILocation(line: 35, column: 82, scope: !35)
!371 = !DILocation(line: 35, column: 111, scope: !35)
!372 = !DILocation(line: 35, column: 5, scope: !35)
!373 = !DILocation(line: 36, column: 5, scope: !35)
!374 = !DILocation(line: 37, column: 16, scope: !35)
!375 = !DILocation(line: 38, column: 1, scope: !35)
!376 = !DILocation(line: 0, scope: !82)
!377 = !DILocalVariable(name: "q", arg: 1, scope: !378, file: !2, line: 18, type: !73)
!378 = distinct !DISubprogram(name: "qrot", scope: !2, file: !2, line: 18, type: !379, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !381)
!379 = !DISubroutineType(types: !380)
!380 = !{!40, !73, !40}
!381 = !{!377, !382, !383, !384, !385}
!382 = !DILocalVariable(name: "v", arg: 2, scope: !378, file: !2, line: 18, type: !40)
!383 = !DILocalVariable(name: "p", scope: !378, file: !2, line: 18, type: !73)
!384 = !DILocalVariable(name: "qc", scope: !378, file: !2, line: 18, type: !73)
!385 = !DILocalVariable(name: "r", scope: !378, file: !2, line: 18, type: !73)
!386 = !DILocation(line: 0, scope: !378, inlinedAt: !387)
!387 = distinct !DILocation(line: 34, column: 141, scope: !388)
!388 = distinct !DILexicalBlock(scope: !82, file: !2, line: 34, column: 109)
!389 = !DILocation(line: 18, column: 47, scope: !378, inlinedAt: !387)
!390 = !DILocalVariable(name: "a", arg: 1, scope: !391, file: !2, line: 17, type: !73)
!391 = distinct !DISubprogram(name: "qmul", scope: !2, file: !2, line: 17, type: !392, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !22, retainedNodes: !394)
!392 = !DISubroutineType(types: !393)
!393 = !{!73, !73, !73}
!394 = !{!390, !395, !396}
!395 = !DILocalVariable(name: "b", arg: 2, scope: !391, file: !2, line: 17, type: !73)
!396 = !DILocalVariable(name: "r", scope: !391, file: !2, line: 17, type: !73)
!397 = !DILocation(line: 0, scope: !391, inlinedAt: !398)
!398 = distinct !DILocation(line: 18, column: 100, scope: !378, inlinedAt: !387)
!399 = !DILocation(line: 17, column: 55, scope: !391, inlinedAt: !398)
!400 = !DILocation(line: 17, column: 45, scope: !391, inlinedAt: !398)
!401 = !DILocation(line: 17, column: 57, scope: !391, inlinedAt: !398)
!402 = !DILocation(line: 17, column: 69, scope: !391, inlinedAt: !398)
!403 = !DILocation(line: 17, column: 92, scope: !391, inlinedAt: !398)
!404 = !DILocation(line: 17, column: 104, scope: !391, inlinedAt: !398)
!405 = !DILocation(line: 17, column: 116, scope: !391, inlinedAt: !398)
!406 = !DILocation(line: 17, column: 139, scope: !391, inlinedAt: !398)
!407 = !DILocation(line: 17, column: 151, scope: !391, inlinedAt: !398)
!408 = !DILocation(line: 17, column: 163, scope: !391, inlinedAt: !398)
!409 = !DILocation(line: 17, column: 192, scope: !391, inlinedAt: !398)
!410 = !DILocation(line: 17, column: 186, scope: !391, inlinedAt: !398)
!411 = !DILocation(line: 17, column: 198, scope: !391, inlinedAt: !398)
!412 = !DILocation(line: 17, column: 210, scope: !391, inlinedAt: !398)
!413 = !DILocation(line: 0, scope: !391, inlinedAt: !414)
!414 = distinct !DILocation(line: 18, column: 95, scope: !378, inlinedAt: !387)
!415 = !DILocation(line: 17, column: 57, scope: !391, inlinedAt: !414)
!416 = !DILocation(line: 17, column: 69, scope: !391, inlinedAt: !414)
!417 = !DILocation(line: 17, column: 98, scope: !391, inlinedAt: !414)
!418 = !DILocation(line: 17, column: 92, scope: !391, inlinedAt: !414)
!419 = !DILocation(line: 17, column: 104, scope: !391, inlinedAt: !414)
!420 = !DILocation(line: 17, column: 116, scope: !391, inlinedAt: !414)
!421 = !DILocation(line: 17, column: 192, scope: !391, inlinedAt: !414)
!422 = !DILocation(line: 17, column: 186, scope: !391, inlinedAt: !414)
!423 = !DILocation(line: 17, column: 198, scope: !391, inlinedAt: !414)
!424 = !DILocation(line: 17, column: 210, scope: !391, inlinedAt: !414)
!425 = !DILocation(line: 0, scope: !84, inlinedAt: !426)
!426 = distinct !DILocation(line: 18, column: 124, scope: !378, inlinedAt: !387)
!427 = !DILocation(line: 34, column: 133, scope: !388)
!428 = !DILocation(line: 34, column: 127, scope: !388)
!429 = !DILocation(line: 34, column: 109, scope: !82)
!430 = distinct !{!430, !429, !431, !172}
!431 = !DILocation(line: 34, column: 150, scope: !82)
!432 = !DISubprogram(name: "printf", scope: !433, file: !433, line: 356, type: !434, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!433 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!434 = !DISubroutineType(types: !435)
!435 = !{!25, !436, null}
!436 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !52)
!437 = !DISubprogram(name: "sqrtf", scope: !438, file: !438, line: 143, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!438 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!439 = !DISubroutineType(types: !440)
!440 = !{!44, !44}
!441 = !DISubprogram(name: "putc", scope: !433, file: !433, line: 550, type: !442, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!442 = !DISubroutineType(types: !443)
!443 = !{!25, !25, !444}
!444 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !445, size: 64)
!445 = !DIDerivedType(tag: DW_TAG_typedef, name: "FILE", file: !446, line: 7, baseType: !447)
!446 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "571f9fb6223c42439075fdde11a0de5d")
!447 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_FILE", file: !448, line: 49, size: 1728, elements: !449)
!448 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types/struct_FILE.h", directory: "", checksumkind: CSK_MD5, checksum: "1bad07471b7974df4ecc1d1c2ca207e6")
!449 = !{!450, !451, !453, !454, !455, !456, !457, !458, !459, !460, !461, !462, !463, !466, !468, !469, !470, !474, !476, !478, !482, !485, !487, !490, !493, !494, !496, !500, !501}
!450 = !DIDerivedType(tag: DW_TAG_member, name: "_flags", scope: !447, file: !448, line: 51, baseType: !25, size: 32)
!451 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_ptr", scope: !447, file: !448, line: 54, baseType: !452, size: 64, offset: 64)
!452 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!453 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_end", scope: !447, file: !448, line: 55, baseType: !452, size: 64, offset: 128)
!454 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_read_base", scope: !447, file: !448, line: 56, baseType: !452, size: 64, offset: 192)
!455 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_base", scope: !447, file: !448, line: 57, baseType: !452, size: 64, offset: 256)
!456 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_ptr", scope: !447, file: !448, line: 58, baseType: !452, size: 64, offset: 320)
!457 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_write_end", scope: !447, file: !448, line: 59, baseType: !452, size: 64, offset: 384)
!458 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_base", scope: !447, file: !448, line: 60, baseType: !452, size: 64, offset: 448)
!459 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_buf_end", scope: !447, file: !448, line: 61, baseType: !452, size: 64, offset: 512)
!460 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_base", scope: !447, file: !448, line: 64, baseType: !452, size: 64, offset: 576)
!461 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_backup_base", scope: !447, file: !448, line: 65, baseType: !452, size: 64, offset: 640)
!462 = !DIDerivedType(tag: DW_TAG_member, name: "_IO_save_end", scope: !447, file: !448, line: 66, baseType: !452, size: 64, offset: 704)
!463 = !DIDerivedType(tag: DW_TAG_member, name: "_markers", scope: !447, file: !448, line: 68, baseType: !464, size: 64, offset: 768)
!464 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !465, size: 64)
!465 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_marker", file: !448, line: 36, flags: DIFlagFwdDecl)
!466 = !DIDerivedType(tag: DW_TAG_member, name: "_chain", scope: !447, file: !448, line: 70, baseType: !467, size: 64, offset: 832)
!467 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 64)
!468 = !DIDerivedType(tag: DW_TAG_member, name: "_fileno", scope: !447, file: !448, line: 72, baseType: !25, size: 32, offset: 896)
!469 = !DIDerivedType(tag: DW_TAG_member, name: "_flags2", scope: !447, file: !448, line: 73, baseType: !25, size: 32, offset: 928)
!470 = !DIDerivedType(tag: DW_TAG_member, name: "_old_offset", scope: !447, file: !448, line: 74, baseType: !471, size: 64, offset: 960)
!471 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off_t", file: !472, line: 152, baseType: !473)
!472 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!473 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!474 = !DIDerivedType(tag: DW_TAG_member, name: "_cur_column", scope: !447, file: !448, line: 77, baseType: !475, size: 16, offset: 1024)
!475 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!476 = !DIDerivedType(tag: DW_TAG_member, name: "_vtable_offset", scope: !447, file: !448, line: 78, baseType: !477, size: 8, offset: 1040)
!477 = !DIBasicType(name: "signed char", size: 8, encoding: DW_ATE_signed_char)
!478 = !DIDerivedType(tag: DW_TAG_member, name: "_shortbuf", scope: !447, file: !448, line: 79, baseType: !479, size: 8, offset: 1048)
!479 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !480)
!480 = !{!481}
!481 = !DISubrange(count: 1)
!482 = !DIDerivedType(tag: DW_TAG_member, name: "_lock", scope: !447, file: !448, line: 81, baseType: !483, size: 64, offset: 1088)
!483 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !484, size: 64)
!484 = !DIDerivedType(tag: DW_TAG_typedef, name: "_IO_lock_t", file: !448, line: 43, baseType: null)
!485 = !DIDerivedType(tag: DW_TAG_member, name: "_offset", scope: !447, file: !448, line: 89, baseType: !486, size: 64, offset: 1152)
!486 = !DIDerivedType(tag: DW_TAG_typedef, name: "__off64_t", file: !472, line: 153, baseType: !473)
!487 = !DIDerivedType(tag: DW_TAG_member, name: "_codecvt", scope: !447, file: !448, line: 91, baseType: !488, size: 64, offset: 1216)
!488 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !489, size: 64)
!489 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_codecvt", file: !448, line: 37, flags: DIFlagFwdDecl)
!490 = !DIDerivedType(tag: DW_TAG_member, name: "_wide_data", scope: !447, file: !448, line: 92, baseType: !491, size: 64, offset: 1280)
!491 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !492, size: 64)
!492 = !DICompositeType(tag: DW_TAG_structure_type, name: "_IO_wide_data", file: !448, line: 38, flags: DIFlagFwdDecl)
!493 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_list", scope: !447, file: !448, line: 93, baseType: !467, size: 64, offset: 1344)
!494 = !DIDerivedType(tag: DW_TAG_member, name: "_freeres_buf", scope: !447, file: !448, line: 94, baseType: !495, size: 64, offset: 1408)
!495 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!496 = !DIDerivedType(tag: DW_TAG_member, name: "__pad5", scope: !447, file: !448, line: 95, baseType: !497, size: 64, offset: 1472)
!497 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !498, line: 18, baseType: !499)
!498 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!499 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!500 = !DIDerivedType(tag: DW_TAG_member, name: "_mode", scope: !447, file: !448, line: 96, baseType: !25, size: 32, offset: 1536)
!501 = !DIDerivedType(tag: DW_TAG_member, name: "_unused2", scope: !447, file: !448, line: 98, baseType: !502, size: 160, offset: 1568)
!502 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !503)
!503 = !{!504}
!504 = !DISubrange(count: 20)
