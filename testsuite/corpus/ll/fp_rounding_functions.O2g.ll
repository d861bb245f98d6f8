; ModuleID = 'programs/fp_rounding_functions.c'
source_filename = "programs/fp_rounding_functions.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@__const.main.v = private unnamed_addr constant [17 x double] [double 5.000000e-01, double 1.500000e+00, double 2.500000e+00, double -5.000000e-01, double -1.500000e+00, double -2.500000e+00, double 0x3FDFFFFFFFFFFFFF, double 0xBFDFFFFFFFFFFFFF, double 0x432FFFFFFFFFFFFF, double 0x4330000000000001, double 0x4340000000000000, double 1.000000e+300, double -1.000000e-300, double 2.700000e+00, double -2.700000e+00, double 0.000000e+00, double -0.000000e+00], align 16
@.str = private unnamed_addr constant [70 x i8] c"%-24.17g floor=%g ceil=%g trunc=%g round=%g rint=%g nearby=%g even=%g\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [35 x i8] c" lround=%ld llround=%lld lrint=%ld\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [13 x i8] c" modf=%g,%g\0A\00", align 1, !dbg !12
@__const.main.fv = private unnamed_addr constant [6 x float] [float 5.000000e-01, float 2.500000e+00, float -3.500000e+00, float 0x415FFFFFE0000000, float 0x416FFFFFE0000000, float 0xBFE6666660000000], align 16
@.str.3 = private unnamed_addr constant [52 x i8] c"f %.9g floor=%.9g round=%.9g trunc=%.9g lrintf=%ld\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [48 x i8] c"L %.21Lg floor=%.21Lg round=%.21Lg rint=%.21Lg\0A\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [22 x i8] c"special: %g %g %g %d\0A\00", align 1, !dbg !27

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !45 {
  %1 = alloca [17 x double], align 16, !DIAssignID !76
    #dbg_assign(i1 undef, !49, !DIExpression(), !76, ptr %1, !DIExpression(), !77)
  %2 = alloca double, align 8, !DIAssignID !78
    #dbg_assign(i1 undef, !60, !DIExpression(), !78, ptr %2, !DIExpression(), !79)
  %3 = alloca float, align 16, !DIAssignID !80
    #dbg_assign(i1 undef, !62, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !80, ptr %3, !DIExpression(), !77)
  %4 = alloca float, align 4, !DIAssignID !81
    #dbg_assign(i1 undef, !62, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !81, ptr %4, !DIExpression(), !77)
  %5 = alloca float, align 8, !DIAssignID !82
    #dbg_assign(i1 undef, !62, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !82, ptr %5, !DIExpression(), !77)
  %6 = alloca float, align 4, !DIAssignID !83
    #dbg_assign(i1 undef, !62, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !83, ptr %6, !DIExpression(), !77)
  %7 = alloca float, align 16, !DIAssignID !84
    #dbg_assign(i1 undef, !62, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !84, ptr %7, !DIExpression(), !77)
  %8 = alloca float, align 4, !DIAssignID !85
    #dbg_assign(i1 undef, !62, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !85, ptr %8, !DIExpression(), !77)
  %9 = alloca x86_fp80, align 16, !DIAssignID !86
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !86, ptr %9, !DIExpression(), !77)
  %10 = alloca [6 x i8], align 2, !DIAssignID !87
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !87, ptr %10, !DIExpression(), !77)
  %11 = alloca x86_fp80, align 16, !DIAssignID !88
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !88, ptr %11, !DIExpression(), !77)
  %12 = alloca [6 x i8], align 2, !DIAssignID !89
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !89, ptr %12, !DIExpression(), !77)
  %13 = alloca x86_fp80, align 16, !DIAssignID !90
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !90, ptr %13, !DIExpression(), !77)
  %14 = alloca [6 x i8], align 2, !DIAssignID !91
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 336, 48), !91, ptr %14, !DIExpression(), !77)
  %15 = alloca x86_fp80, align 16, !DIAssignID !92
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !92, ptr %15, !DIExpression(), !77)
  %16 = alloca [6 x i8], align 2, !DIAssignID !93
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 464, 48), !93, ptr %16, !DIExpression(), !77)
  %17 = alloca x86_fp80, align 16, !DIAssignID !94
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 512, 80), !94, ptr %17, !DIExpression(), !77)
  %18 = alloca [6 x i8], align 2, !DIAssignID !95
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 592, 48), !95, ptr %18, !DIExpression(), !77)
  %19 = alloca x86_fp80, align 16, !DIAssignID !96
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 640, 80), !96, ptr %19, !DIExpression(), !77)
  %20 = alloca [6 x i8], align 2, !DIAssignID !97
    #dbg_assign(i1 undef, !70, !DIExpression(DW_OP_LLVM_fragment, 720, 48), !97, ptr %20, !DIExpression(), !77)
  call void @llvm.lifetime.start.p0(i64 136, ptr nonnull %1) #9, !dbg !98
  call void @llvm.memcpy.p0.p0.i64(ptr nonnull align 16 %1, ptr align 16 @__const.main.v, i64 136, i1 true), !dbg !99, !DIAssignID !100
    #dbg_assign(i1 undef, !49, !DIExpression(), !100, ptr %1, !DIExpression(), !77)
    #dbg_value(i32 17, !54, !DIExpression(), !77)
    #dbg_value(i32 0, !55, !DIExpression(), !101)
  br label %169, !dbg !102

21:                                               ; preds = %188
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %3), !dbg !103
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %4), !dbg !103
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %5), !dbg !103
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !103
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %7), !dbg !103
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %8), !dbg !103
  %22 = load volatile float, ptr @__const.main.fv, align 16, !dbg !104
  store volatile float %22, ptr %3, align 16, !dbg !104, !DIAssignID !105
  %23 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 4), align 4, !dbg !104
  store volatile float %23, ptr %4, align 4, !dbg !104, !DIAssignID !106
  %24 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 8), align 8, !dbg !104
  store volatile float %24, ptr %5, align 8, !dbg !104, !DIAssignID !107
  %25 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 12), align 4, !dbg !104
  store volatile float %25, ptr %6, align 4, !dbg !104, !DIAssignID !108
  %26 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 16), align 16, !dbg !104
  store volatile float %26, ptr %7, align 16, !dbg !104, !DIAssignID !109
  %27 = load volatile float, ptr getelementptr inbounds (i8, ptr @__const.main.fv, i64 20), align 4, !dbg !104
  store volatile float %27, ptr %8, align 4, !dbg !104, !DIAssignID !110
    #dbg_assign(float %22, !62, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !105, ptr %3, !DIExpression(), !77)
    #dbg_assign(float %23, !62, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !106, ptr %4, !DIExpression(), !77)
    #dbg_assign(float %24, !62, !DIExpression(DW_OP_LLVM_fragment, 64, 32), !107, ptr %5, !DIExpression(), !77)
    #dbg_assign(float %25, !62, !DIExpression(DW_OP_LLVM_fragment, 96, 32), !108, ptr %6, !DIExpression(), !77)
    #dbg_assign(float %26, !62, !DIExpression(DW_OP_LLVM_fragment, 128, 32), !109, ptr %7, !DIExpression(), !77)
    #dbg_assign(float %27, !62, !DIExpression(DW_OP_LLVM_fragment, 160, 32), !110, ptr %8, !DIExpression(), !77)
    #dbg_value(i64 0, !68, !DIExpression(), !111)
  %28 = load volatile float, ptr %3, align 16, !dbg !112, !tbaa !114
  %29 = fpext float %28 to double, !dbg !118
  %30 = load volatile float, ptr %3, align 16, !dbg !119, !tbaa !114
  %31 = tail call fastcc float @flf(float noundef %30), !dbg !120
  %32 = fpext float %31 to double, !dbg !121
  %33 = load volatile float, ptr %3, align 16, !dbg !122, !tbaa !114
  %34 = tail call fastcc float @rdf(float noundef %33), !dbg !123
  %35 = fpext float %34 to double, !dbg !124
  %36 = load volatile float, ptr %3, align 16, !dbg !125, !tbaa !114
  %37 = tail call fastcc float @trf(float noundef %36), !dbg !126
  %38 = fpext float %37 to double, !dbg !127
  %39 = load volatile float, ptr %3, align 16, !dbg !128, !tbaa !114
  %40 = tail call i64 @lrintf(float noundef %39) #9, !dbg !129
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %29, double noundef %32, double noundef %35, double noundef %38, i64 noundef %40), !dbg !130
    #dbg_value(i64 1, !68, !DIExpression(), !111)
  %42 = load volatile float, ptr %4, align 4, !dbg !112, !tbaa !114
  %43 = fpext float %42 to double, !dbg !118
  %44 = load volatile float, ptr %4, align 4, !dbg !119, !tbaa !114
  %45 = tail call fastcc float @flf(float noundef %44), !dbg !120
  %46 = fpext float %45 to double, !dbg !121
  %47 = load volatile float, ptr %4, align 4, !dbg !122, !tbaa !114
  %48 = tail call fastcc float @rdf(float noundef %47), !dbg !123
  %49 = fpext float %48 to double, !dbg !124
  %50 = load volatile float, ptr %4, align 4, !dbg !125, !tbaa !114
  %51 = tail call fastcc float @trf(float noundef %50), !dbg !126
  %52 = fpext float %51 to double, !dbg !127
  %53 = load volatile float, ptr %4, align 4, !dbg !128, !tbaa !114
  %54 = tail call i64 @lrintf(float noundef %53) #9, !dbg !129
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %43, double noundef %46, double noundef %49, double noundef %52, i64 noundef %54), !dbg !130
    #dbg_value(i64 2, !68, !DIExpression(), !111)
  %56 = load volatile float, ptr %5, align 8, !dbg !112, !tbaa !114
  %57 = fpext float %56 to double, !dbg !118
  %58 = load volatile float, ptr %5, align 8, !dbg !119, !tbaa !114
  %59 = tail call fastcc float @flf(float noundef %58), !dbg !120
  %60 = fpext float %59 to double, !dbg !121
  %61 = load volatile float, ptr %5, align 8, !dbg !122, !tbaa !114
  %62 = tail call fastcc float @rdf(float noundef %61), !dbg !123
  %63 = fpext float %62 to double, !dbg !124
  %64 = load volatile float, ptr %5, align 8, !dbg !125, !tbaa !114
  %65 = tail call fastcc float @trf(float noundef %64), !dbg !126
  %66 = fpext float %65 to double, !dbg !127
  %67 = load volatile float, ptr %5, align 8, !dbg !128, !tbaa !114
  %68 = tail call i64 @lrintf(float noundef %67) #9, !dbg !129
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %57, double noundef %60, double noundef %63, double noundef %66, i64 noundef %68), !dbg !130
    #dbg_value(i64 3, !68, !DIExpression(), !111)
  %70 = load volatile float, ptr %6, align 4, !dbg !112, !tbaa !114
  %71 = fpext float %70 to double, !dbg !118
  %72 = load volatile float, ptr %6, align 4, !dbg !119, !tbaa !114
  %73 = tail call fastcc float @flf(float noundef %72), !dbg !120
  %74 = fpext float %73 to double, !dbg !121
  %75 = load volatile float, ptr %6, align 4, !dbg !122, !tbaa !114
  %76 = tail call fastcc float @rdf(float noundef %75), !dbg !123
  %77 = fpext float %76 to double, !dbg !124
  %78 = load volatile float, ptr %6, align 4, !dbg !125, !tbaa !114
  %79 = tail call fastcc float @trf(float noundef %78), !dbg !126
  %80 = fpext float %79 to double, !dbg !127
  %81 = load volatile float, ptr %6, align 4, !dbg !128, !tbaa !114
  %82 = tail call i64 @lrintf(float noundef %81) #9, !dbg !129
  %83 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %71, double noundef %74, double noundef %77, double noundef %80, i64 noundef %82), !dbg !130
    #dbg_value(i64 4, !68, !DIExpression(), !111)
  %84 = load volatile float, ptr %7, align 16, !dbg !112, !tbaa !114
  %85 = fpext float %84 to double, !dbg !118
  %86 = load volatile float, ptr %7, align 16, !dbg !119, !tbaa !114
  %87 = tail call fastcc float @flf(float noundef %86), !dbg !120
  %88 = fpext float %87 to double, !dbg !121
  %89 = load volatile float, ptr %7, align 16, !dbg !122, !tbaa !114
  %90 = tail call fastcc float @rdf(float noundef %89), !dbg !123
  %91 = fpext float %90 to double, !dbg !124
  %92 = load volatile float, ptr %7, align 16, !dbg !125, !tbaa !114
  %93 = tail call fastcc float @trf(float noundef %92), !dbg !126
  %94 = fpext float %93 to double, !dbg !127
  %95 = load volatile float, ptr %7, align 16, !dbg !128, !tbaa !114
  %96 = tail call i64 @lrintf(float noundef %95) #9, !dbg !129
  %97 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %85, double noundef %88, double noundef %91, double noundef %94, i64 noundef %96), !dbg !130
    #dbg_value(i64 5, !68, !DIExpression(), !111)
  %98 = load volatile float, ptr %8, align 4, !dbg !112, !tbaa !114
  %99 = fpext float %98 to double, !dbg !118
  %100 = load volatile float, ptr %8, align 4, !dbg !119, !tbaa !114
  %101 = tail call fastcc float @flf(float noundef %100), !dbg !120
  %102 = fpext float %101 to double, !dbg !121
  %103 = load volatile float, ptr %8, align 4, !dbg !122, !tbaa !114
  %104 = tail call fastcc float @rdf(float noundef %103), !dbg !123
  %105 = fpext float %104 to double, !dbg !124
  %106 = load volatile float, ptr %8, align 4, !dbg !125, !tbaa !114
  %107 = tail call fastcc float @trf(float noundef %106), !dbg !126
  %108 = fpext float %107 to double, !dbg !127
  %109 = load volatile float, ptr %8, align 4, !dbg !128, !tbaa !114
  %110 = tail call i64 @lrintf(float noundef %109) #9, !dbg !129
  %111 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %99, double noundef %102, double noundef %105, double noundef %108, i64 noundef %110), !dbg !130
    #dbg_value(i64 6, !68, !DIExpression(), !111)
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %9), !dbg !131
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %10), !dbg !131
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %11), !dbg !131
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %12), !dbg !131
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %13), !dbg !131
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %14), !dbg !131
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %15), !dbg !131
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %16), !dbg !131
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %17), !dbg !131
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %18), !dbg !131
  call void @llvm.lifetime.start.p0(i64 10, ptr nonnull %19), !dbg !131
  call void @llvm.lifetime.start.p0(i64 6, ptr nonnull %20), !dbg !131
  call void @llvm.memset.p0.i64(ptr align 16 %9, i8 0, i64 10, i1 true), !dbg !132, !DIAssignID !133
  call void @llvm.memset.p0.i64(ptr align 2 %10, i8 0, i64 6, i1 true), !dbg !132, !DIAssignID !134
  call void @llvm.memset.p0.i64(ptr align 16 %11, i8 0, i64 10, i1 true), !dbg !132, !DIAssignID !135
  call void @llvm.memset.p0.i64(ptr align 2 %12, i8 0, i64 6, i1 true), !dbg !132, !DIAssignID !136
  call void @llvm.memset.p0.i64(ptr align 16 %13, i8 0, i64 10, i1 true), !dbg !132, !DIAssignID !137
  call void @llvm.memset.p0.i64(ptr align 2 %14, i8 0, i64 6, i1 true), !dbg !132, !DIAssignID !138
  call void @llvm.memset.p0.i64(ptr align 16 %15, i8 0, i64 10, i1 true), !dbg !132, !DIAssignID !139
  call void @llvm.memset.p0.i64(ptr align 2 %16, i8 0, i64 6, i1 true), !dbg !132, !DIAssignID !140
  call void @llvm.memset.p0.i64(ptr align 16 %17, i8 0, i64 10, i1 true), !dbg !132, !DIAssignID !141
  call void @llvm.memset.p0.i64(ptr align 2 %18, i8 0, i64 6, i1 true), !dbg !132, !DIAssignID !142
  call void @llvm.memset.p0.i64(ptr align 16 %19, i8 0, i64 10, i1 true), !dbg !132, !DIAssignID !143
  call void @llvm.memset.p0.i64(ptr align 2 %20, i8 0, i64 6, i1 true), !dbg !132, !DIAssignID !144
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !133, ptr %9, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 80, 48), !134, ptr %10, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !135, ptr %11, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 208, 48), !136, ptr %12, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !137, ptr %13, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 336, 48), !138, ptr %14, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !139, ptr %15, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 464, 48), !140, ptr %16, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 512, 80), !141, ptr %17, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 592, 48), !142, ptr %18, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 640, 80), !143, ptr %19, !DIExpression(), !77)
    #dbg_assign(i8 0, !70, !DIExpression(DW_OP_LLVM_fragment, 720, 48), !144, ptr %20, !DIExpression(), !77)
  store volatile x86_fp80 0xK3FFE8000000000000000, ptr %9, align 16, !dbg !132, !DIAssignID !145
    #dbg_assign(x86_fp80 0xK3FFE8000000000000000, !70, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !145, ptr %9, !DIExpression(), !77)
  store volatile x86_fp80 0xK4000A000000000000000, ptr %11, align 16, !dbg !132, !DIAssignID !146
    #dbg_assign(x86_fp80 0xK4000A000000000000000, !70, !DIExpression(DW_OP_LLVM_fragment, 128, 80), !146, ptr %11, !DIExpression(), !77)
  store volatile x86_fp80 0xKC000A000000000000000, ptr %13, align 16, !dbg !132, !DIAssignID !147
    #dbg_assign(x86_fp80 0xKC000A000000000000000, !70, !DIExpression(DW_OP_LLVM_fragment, 256, 80), !147, ptr %13, !DIExpression(), !77)
  store volatile x86_fp80 0xK403DFFFFFFFFFFFFFFFF, ptr %15, align 16, !dbg !132, !DIAssignID !148
    #dbg_assign(x86_fp80 0xK403DFFFFFFFFFFFFFFFF, !70, !DIExpression(DW_OP_LLVM_fragment, 384, 80), !148, ptr %15, !DIExpression(), !77)
  store volatile x86_fp80 0xKC062C9F2C9CD04674EDF, ptr %17, align 16, !dbg !132, !DIAssignID !149
    #dbg_assign(x86_fp80 0xKC062C9F2C9CD04674EDF, !70, !DIExpression(DW_OP_LLVM_fragment, 512, 80), !149, ptr %17, !DIExpression(), !77)
  store volatile x86_fp80 0xK403CFFFFFFFFFFFFFFFE, ptr %19, align 16, !dbg !132, !DIAssignID !150
    #dbg_assign(x86_fp80 0xK403CFFFFFFFFFFFFFFFE, !70, !DIExpression(DW_OP_LLVM_fragment, 640, 80), !150, ptr %19, !DIExpression(), !77)
    #dbg_value(i64 0, !74, !DIExpression(), !151)
  %112 = load volatile x86_fp80, ptr %9, align 16, !dbg !152, !tbaa !154
  %113 = load volatile x86_fp80, ptr %9, align 16, !dbg !156, !tbaa !154
  %114 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %113), !dbg !157
  %115 = load volatile x86_fp80, ptr %9, align 16, !dbg !158, !tbaa !154
  %116 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %115), !dbg !159
  %117 = load volatile x86_fp80, ptr %9, align 16, !dbg !160, !tbaa !154
  %118 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %117), !dbg !161
  %119 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %112, x86_fp80 noundef %114, x86_fp80 noundef %116, x86_fp80 noundef %118), !dbg !162
    #dbg_value(i64 1, !74, !DIExpression(), !151)
  %120 = load volatile x86_fp80, ptr %11, align 16, !dbg !152, !tbaa !154
  %121 = load volatile x86_fp80, ptr %11, align 16, !dbg !156, !tbaa !154
  %122 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %121), !dbg !157
  %123 = load volatile x86_fp80, ptr %11, align 16, !dbg !158, !tbaa !154
  %124 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %123), !dbg !159
  %125 = load volatile x86_fp80, ptr %11, align 16, !dbg !160, !tbaa !154
  %126 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %125), !dbg !161
  %127 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %120, x86_fp80 noundef %122, x86_fp80 noundef %124, x86_fp80 noundef %126), !dbg !162
    #dbg_value(i64 2, !74, !DIExpression(), !151)
  %128 = load volatile x86_fp80, ptr %13, align 16, !dbg !152, !tbaa !154
  %129 = load volatile x86_fp80, ptr %13, align 16, !dbg !156, !tbaa !154
  %130 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %129), !dbg !157
  %131 = load volatile x86_fp80, ptr %13, align 16, !dbg !158, !tbaa !154
  %132 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %131), !dbg !159
  %133 = load volatile x86_fp80, ptr %13, align 16, !dbg !160, !tbaa !154
  %134 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %133), !dbg !161
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %128, x86_fp80 noundef %130, x86_fp80 noundef %132, x86_fp80 noundef %134), !dbg !162
    #dbg_value(i64 3, !74, !DIExpression(), !151)
  %136 = load volatile x86_fp80, ptr %15, align 16, !dbg !152, !tbaa !154
  %137 = load volatile x86_fp80, ptr %15, align 16, !dbg !156, !tbaa !154
  %138 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %137), !dbg !157
  %139 = load volatile x86_fp80, ptr %15, align 16, !dbg !158, !tbaa !154
  %140 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %139), !dbg !159
  %141 = load volatile x86_fp80, ptr %15, align 16, !dbg !160, !tbaa !154
  %142 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %141), !dbg !161
  %143 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %136, x86_fp80 noundef %138, x86_fp80 noundef %140, x86_fp80 noundef %142), !dbg !162
    #dbg_value(i64 4, !74, !DIExpression(), !151)
  %144 = load volatile x86_fp80, ptr %17, align 16, !dbg !152, !tbaa !154
  %145 = load volatile x86_fp80, ptr %17, align 16, !dbg !156, !tbaa !154
  %146 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %145), !dbg !157
  %147 = load volatile x86_fp80, ptr %17, align 16, !dbg !158, !tbaa !154
  %148 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %147), !dbg !159
  %149 = load volatile x86_fp80, ptr %17, align 16, !dbg !160, !tbaa !154
  %150 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %149), !dbg !161
  %151 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %144, x86_fp80 noundef %146, x86_fp80 noundef %148, x86_fp80 noundef %150), !dbg !162
    #dbg_value(i64 5, !74, !DIExpression(), !151)
  %152 = load volatile x86_fp80, ptr %19, align 16, !dbg !152, !tbaa !154
  %153 = load volatile x86_fp80, ptr %19, align 16, !dbg !156, !tbaa !154
  %154 = tail call fastcc x86_fp80 @fll(x86_fp80 noundef %153), !dbg !157
  %155 = load volatile x86_fp80, ptr %19, align 16, !dbg !158, !tbaa !154
  %156 = tail call fastcc x86_fp80 @rdl(x86_fp80 noundef %155), !dbg !159
  %157 = load volatile x86_fp80, ptr %19, align 16, !dbg !160, !tbaa !154
  %158 = tail call fastcc x86_fp80 @ril(x86_fp80 noundef %157), !dbg !161
  %159 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, x86_fp80 noundef %152, x86_fp80 noundef %154, x86_fp80 noundef %156, x86_fp80 noundef %158), !dbg !162
    #dbg_value(i64 6, !74, !DIExpression(), !151)
  %160 = tail call fastcc double @fl(double noundef 0x7FF0000000000000), !dbg !163
  %161 = tail call fastcc double @ce(double noundef 0xFFF0000000000000), !dbg !164
  %162 = tail call fastcc double @rd(double noundef 0xFFF0000000000000), !dbg !165
  %163 = tail call fastcc double @tr(double noundef 0x7FF8000000000000), !dbg !166
  %164 = fcmp uno double %163, 0.000000e+00, !dbg !166
  %165 = zext i1 %164 to i32, !dbg !166
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %160, double noundef %161, double noundef %162, i32 noundef %165), !dbg !167
  %167 = tail call fastcc double @ri(double noundef 4.250000e+01), !dbg !168
  %168 = fptosi double %167 to i32, !dbg !169
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %9), !dbg !170
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %10), !dbg !170
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %11), !dbg !170
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %12), !dbg !170
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %13), !dbg !170
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %14), !dbg !170
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %15), !dbg !170
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %16), !dbg !170
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %17), !dbg !170
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %18), !dbg !170
  call void @llvm.lifetime.end.p0(i64 10, ptr nonnull %19), !dbg !170
  call void @llvm.lifetime.end.p0(i64 6, ptr nonnull %20), !dbg !170
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %3), !dbg !170
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %4), !dbg !170
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %5), !dbg !170
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !170
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %7), !dbg !170
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %8), !dbg !170
  call void @llvm.lifetime.end.p0(i64 136, ptr nonnull %1) #9, !dbg !170
  ret i32 %168, !dbg !171

169:                                              ; preds = %0, %188
  %170 = phi i64 [ 0, %0 ], [ %192, %188 ]
    #dbg_value(i64 %170, !55, !DIExpression(), !101)
  %171 = getelementptr inbounds [17 x double], ptr %1, i64 0, i64 %170, !dbg !172
  %172 = load volatile double, ptr %171, align 8, !dbg !172, !tbaa !173
    #dbg_value(double %172, !57, !DIExpression(), !79)
  %173 = tail call fastcc double @fl(double noundef %172), !dbg !175
  %174 = tail call fastcc double @ce(double noundef %172), !dbg !176
  %175 = tail call fastcc double @tr(double noundef %172), !dbg !177
  %176 = tail call fastcc double @rd(double noundef %172), !dbg !178
  %177 = tail call fastcc double @ri(double noundef %172), !dbg !179
  %178 = tail call fastcc double @ne(double noundef %172), !dbg !180
  %179 = tail call fastcc double @re(double noundef %172), !dbg !181
  %180 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %172, double noundef %173, double noundef %174, double noundef %175, double noundef %176, double noundef %177, double noundef %178, double noundef %179), !dbg !182
  %181 = tail call double @llvm.fabs.f64(double %172), !dbg !183
  %182 = fcmp olt double %181, 1.000000e+18, !dbg !185
  br i1 %182, label %183, label %188, !dbg !186

183:                                              ; preds = %169
  %184 = tail call i64 @lround(double noundef %172) #9, !dbg !187
  %185 = tail call i64 @llround(double noundef %172) #9, !dbg !188
  %186 = tail call i64 @lrint(double noundef %172) #9, !dbg !189
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %184, i64 noundef %185, i64 noundef %186), !dbg !190
  br label %188, !dbg !190

188:                                              ; preds = %183, %169
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !191
  %189 = call double @modf(double noundef %172, ptr noundef nonnull %2) #9, !dbg !192
    #dbg_value(double %189, !61, !DIExpression(), !79)
  %190 = load double, ptr %2, align 8, !dbg !193, !tbaa !173
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %190, double noundef %189), !dbg !194
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !195
  %192 = add nuw nsw i64 %170, 1, !dbg !196
    #dbg_value(i64 %192, !55, !DIExpression(), !101)
  %193 = icmp eq i64 %192, 17, !dbg !197
  br i1 %193, label %21, label %169, !dbg !102, !llvm.loop !198
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !201 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @fl(double noundef %0) unnamed_addr #4 !dbg !208 {
    #dbg_value(double %0, !212, !DIExpression(), !213)
  %2 = tail call double @llvm.floor.f64(double %0), !dbg !214
  ret double %2, !dbg !215
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ce(double noundef %0) unnamed_addr #4 !dbg !216 {
    #dbg_value(double %0, !218, !DIExpression(), !219)
  %2 = tail call double @llvm.ceil.f64(double %0), !dbg !220
  ret double %2, !dbg !221
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @tr(double noundef %0) unnamed_addr #4 !dbg !222 {
    #dbg_value(double %0, !224, !DIExpression(), !225)
  %2 = tail call double @llvm.trunc.f64(double %0), !dbg !226
  ret double %2, !dbg !227
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @rd(double noundef %0) unnamed_addr #4 !dbg !228 {
    #dbg_value(double %0, !230, !DIExpression(), !231)
  %2 = tail call double @llvm.round.f64(double %0), !dbg !232
  ret double %2, !dbg !233
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ri(double noundef %0) unnamed_addr #4 !dbg !234 {
    #dbg_value(double %0, !236, !DIExpression(), !237)
  %2 = tail call double @llvm.rint.f64(double %0), !dbg !238
  ret double %2, !dbg !239
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @ne(double noundef %0) unnamed_addr #4 !dbg !240 {
    #dbg_value(double %0, !242, !DIExpression(), !243)
  %2 = tail call double @llvm.nearbyint.f64(double %0), !dbg !244
  ret double %2, !dbg !245
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @re(double noundef %0) unnamed_addr #4 !dbg !246 {
    #dbg_value(double %0, !248, !DIExpression(), !249)
  %2 = tail call double @llvm.roundeven.f64(double %0), !dbg !250
  ret double %2, !dbg !251
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: nounwind
declare !dbg !252 i64 @lround(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !257 i64 @llround(double noundef) local_unnamed_addr #6

; Function Attrs: nounwind
declare !dbg !261 i64 @lrint(double noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: write)
declare !dbg !262 double @modf(double noundef, ptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @flf(float noundef %0) unnamed_addr #4 !dbg !266 {
    #dbg_value(float %0, !270, !DIExpression(), !271)
  %2 = tail call float @llvm.floor.f32(float %0), !dbg !272
  ret float %2, !dbg !273
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @rdf(float noundef %0) unnamed_addr #4 !dbg !274 {
    #dbg_value(float %0, !276, !DIExpression(), !277)
  %2 = tail call float @llvm.round.f32(float %0), !dbg !278
  ret float %2, !dbg !279
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @trf(float noundef %0) unnamed_addr #4 !dbg !280 {
    #dbg_value(float %0, !282, !DIExpression(), !283)
  %2 = tail call float @llvm.trunc.f32(float %0), !dbg !284
  ret float %2, !dbg !285
}

; Function Attrs: nounwind
declare !dbg !286 i64 @lrintf(float noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #8

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @fll(x86_fp80 noundef %0) unnamed_addr #4 !dbg !289 {
    #dbg_value(x86_fp80 %0, !293, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !294)
  %2 = tail call x86_fp80 @llvm.floor.f80(x86_fp80 %0), !dbg !295
  ret x86_fp80 %2, !dbg !296
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @rdl(x86_fp80 noundef %0) unnamed_addr #4 !dbg !297 {
    #dbg_value(x86_fp80 %0, !299, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !300)
  %2 = tail call x86_fp80 @llvm.round.f80(x86_fp80 %0), !dbg !301
  ret x86_fp80 %2, !dbg !302
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef x86_fp80 @ril(x86_fp80 noundef %0) unnamed_addr #4 !dbg !303 {
    #dbg_value(x86_fp80 %0, !305, !DIExpression(DW_OP_LLVM_fragment, 0, 80), !306)
  %2 = tail call x86_fp80 @llvm.rint.f80(x86_fp80 %0), !dbg !307
  ret x86_fp80 %2, !dbg !308
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.floor.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.ceil.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.trunc.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.round.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.rint.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nearbyint.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.roundeven.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.floor.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.round.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.floor.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.round.f80(x86_fp80) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare x86_fp80 @llvm.rint.f80(x86_fp80) #5

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(argmem: write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #9 = { nounwind }

!llvm.dbg.cu = !{!32}
!llvm.module.flags = !{!37, !38, !39, !40, !41, !42, !43}
!llvm.ident = !{!44}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_rounding_functions.c", directory: ".", checksumkind: CSK_MD5, checksum: "379b1c847d0c6ee51a78b801e1a4c6df")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 560, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 70)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 280, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 35)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 13)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 416, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 52)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 384, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 48)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 22)
!32 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !33, globals: !36, splitDebugInlining: false, nameTableKind: None)
!33 = !{!34, !35}
!34 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!35 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!36 = !{!0, !7, !12, !17, !22, !27}
!37 = !{i32 7, !"Dwarf Version", i32 5}
!38 = !{i32 2, !"Debug Info Version", i32 3}
!39 = !{i32 1, !"wchar_size", i32 4}
!40 = !{i32 8, !"PIC Level", i32 2}
!41 = !{i32 7, !"PIE Level", i32 2}
!42 = !{i32 7, !"uwtable", i32 2}
!43 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!44 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!45 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 23, type: !46, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !48)
!46 = !DISubroutineType(types: !47)
!47 = !{!34}
!48 = !{!49, !54, !55, !57, !60, !61, !62, !68, !70, !74}
!49 = !DILocalVariable(name: "v", scope: !45, file: !2, line: 24, type: !50)
!50 = !DICompositeType(tag: DW_TAG_array_type, baseType: !51, size: 1088, elements: !52)
!51 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !35)
!52 = !{!53}
!53 = !DISubrange(count: 17)
!54 = !DILocalVariable(name: "n", scope: !45, file: !2, line: 26, type: !34)
!55 = !DILocalVariable(name: "i", scope: !56, file: !2, line: 27, type: !34)
!56 = distinct !DILexicalBlock(scope: !45, file: !2, line: 27, column: 5)
!57 = !DILocalVariable(name: "x", scope: !58, file: !2, line: 28, type: !35)
!58 = distinct !DILexicalBlock(scope: !59, file: !2, line: 27, column: 33)
!59 = distinct !DILexicalBlock(scope: !56, file: !2, line: 27, column: 5)
!60 = !DILocalVariable(name: "ip", scope: !58, file: !2, line: 31, type: !35)
!61 = !DILocalVariable(name: "fp", scope: !58, file: !2, line: 31, type: !35)
!62 = !DILocalVariable(name: "fv", scope: !45, file: !2, line: 34, type: !63)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !64, size: 192, elements: !66)
!64 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !65)
!65 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!66 = !{!67}
!67 = !DISubrange(count: 6)
!68 = !DILocalVariable(name: "i", scope: !69, file: !2, line: 35, type: !34)
!69 = distinct !DILexicalBlock(scope: !45, file: !2, line: 35, column: 5)
!70 = !DILocalVariable(name: "lv", scope: !45, file: !2, line: 36, type: !71)
!71 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 768, elements: !66)
!72 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !73)
!73 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!74 = !DILocalVariable(name: "i", scope: !75, file: !2, line: 37, type: !34)
!75 = distinct !DILexicalBlock(scope: !45, file: !2, line: 37, column: 5)
!76 = distinct !DIAssignID()
!77 = !DILocation(line: 0, scope: !45)
!78 = distinct !DIAssignID()
!79 = !DILocation(line: 0, scope: !58)
!80 = distinct !DIAssignID()
!81 = distinct !DIAssignID()
!82 = distinct !DIAssignID()
!83 = distinct !DIAssignID()
!84 = distinct !DIAssignID()
!85 = distinct !DIAssignID()
!86 = distinct !DIAssignID()
!87 = distinct !DIAssignID()
!88 = distinct !DIAssignID()
!89 = distinct !DIAssignID()
!90 = distinct !DIAssignID()
!91 = distinct !DIAssignID()
!92 = distinct !DIAssignID()
!93 = distinct !DIAssignID()
!94 = distinct !DIAssignID()
!95 = distinct !DIAssignID()
!96 = distinct !DIAssignID()
!97 = distinct !DIAssignID()
!98 = !DILocation(line: 24, column: 5, scope: !45)
!99 = !DILocation(line: 24, column: 21, scope: !45)
!100 = distinct !DIAssignID()
!101 = !DILocation(line: 0, scope: !56)
!102 = !DILocation(line: 27, column: 5, scope: !56)
!103 = !DILocation(line: 34, column: 5, scope: !45)
!104 = !DILocation(line: 34, column: 20, scope: !45)
!105 = distinct !DIAssignID()
!106 = distinct !DIAssignID()
!107 = distinct !DIAssignID()
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 0, scope: !69)
!112 = !DILocation(line: 35, column: 104, scope: !113)
!113 = distinct !DILexicalBlock(scope: !69, file: !2, line: 35, column: 5)
!114 = !{!115, !115, i64 0}
!115 = !{!"float", !116, i64 0}
!116 = !{!"omnipotent char", !117, i64 0}
!117 = !{!"Simple C/C++ TBAA"}
!118 = !DILocation(line: 35, column: 96, scope: !113)
!119 = !DILocation(line: 35, column: 123, scope: !113)
!120 = !DILocation(line: 35, column: 119, scope: !113)
!121 = !DILocation(line: 35, column: 111, scope: !113)
!122 = !DILocation(line: 35, column: 143, scope: !113)
!123 = !DILocation(line: 35, column: 139, scope: !113)
!124 = !DILocation(line: 35, column: 131, scope: !113)
!125 = !DILocation(line: 35, column: 163, scope: !113)
!126 = !DILocation(line: 35, column: 159, scope: !113)
!127 = !DILocation(line: 35, column: 151, scope: !113)
!128 = !DILocation(line: 35, column: 178, scope: !113)
!129 = !DILocation(line: 35, column: 171, scope: !113)
!130 = !DILocation(line: 35, column: 33, scope: !113)
!131 = !DILocation(line: 36, column: 5, scope: !45)
!132 = !DILocation(line: 36, column: 26, scope: !45)
!133 = distinct !DIAssignID()
!134 = distinct !DIAssignID()
!135 = distinct !DIAssignID()
!136 = distinct !DIAssignID()
!137 = distinct !DIAssignID()
!138 = distinct !DIAssignID()
!139 = distinct !DIAssignID()
!140 = distinct !DIAssignID()
!141 = distinct !DIAssignID()
!142 = distinct !DIAssignID()
!143 = distinct !DIAssignID()
!144 = distinct !DIAssignID()
!145 = distinct !DIAssignID()
!146 = distinct !DIAssignID()
!147 = distinct !DIAssignID()
!148 = distinct !DIAssignID()
!149 = distinct !DIAssignID()
!150 = distinct !DIAssignID()
!151 = !DILocation(line: 0, scope: !75)
!152 = !DILocation(line: 37, column: 92, scope: !153)
!153 = distinct !DILexicalBlock(scope: !75, file: !2, line: 37, column: 5)
!154 = !{!155, !155, i64 0}
!155 = !{!"long double", !116, i64 0}
!156 = !DILocation(line: 37, column: 103, scope: !153)
!157 = !DILocation(line: 37, column: 99, scope: !153)
!158 = !DILocation(line: 37, column: 115, scope: !153)
!159 = !DILocation(line: 37, column: 111, scope: !153)
!160 = !DILocation(line: 37, column: 127, scope: !153)
!161 = !DILocation(line: 37, column: 123, scope: !153)
!162 = !DILocation(line: 37, column: 33, scope: !153)
!163 = !DILocation(line: 38, column: 38, scope: !45)
!164 = !DILocation(line: 38, column: 52, scope: !45)
!165 = !DILocation(line: 38, column: 67, scope: !45)
!166 = !DILocation(line: 38, column: 82, scope: !45)
!167 = !DILocation(line: 38, column: 5, scope: !45)
!168 = !DILocation(line: 39, column: 17, scope: !45)
!169 = !DILocation(line: 39, column: 12, scope: !45)
!170 = !DILocation(line: 40, column: 1, scope: !45)
!171 = !DILocation(line: 39, column: 5, scope: !45)
!172 = !DILocation(line: 28, column: 20, scope: !58)
!173 = !{!174, !174, i64 0}
!174 = !{!"double", !116, i64 0}
!175 = !DILocation(line: 29, column: 92, scope: !58)
!176 = !DILocation(line: 29, column: 99, scope: !58)
!177 = !DILocation(line: 29, column: 106, scope: !58)
!178 = !DILocation(line: 29, column: 113, scope: !58)
!179 = !DILocation(line: 29, column: 120, scope: !58)
!180 = !DILocation(line: 29, column: 127, scope: !58)
!181 = !DILocation(line: 29, column: 134, scope: !58)
!182 = !DILocation(line: 29, column: 9, scope: !58)
!183 = !DILocation(line: 30, column: 13, scope: !184)
!184 = distinct !DILexicalBlock(scope: !58, file: !2, line: 30, column: 13)
!185 = !DILocation(line: 30, column: 21, scope: !184)
!186 = !DILocation(line: 30, column: 13, scope: !58)
!187 = !DILocation(line: 30, column: 74, scope: !184)
!188 = !DILocation(line: 30, column: 85, scope: !184)
!189 = !DILocation(line: 30, column: 97, scope: !184)
!190 = !DILocation(line: 30, column: 29, scope: !184)
!191 = !DILocation(line: 31, column: 9, scope: !58)
!192 = !DILocation(line: 31, column: 25, scope: !58)
!193 = !DILocation(line: 32, column: 33, scope: !58)
!194 = !DILocation(line: 32, column: 9, scope: !58)
!195 = !DILocation(line: 33, column: 5, scope: !59)
!196 = !DILocation(line: 27, column: 29, scope: !59)
!197 = !DILocation(line: 27, column: 23, scope: !59)
!198 = distinct !{!198, !102, !199, !200}
!199 = !DILocation(line: 33, column: 5, scope: !56)
!200 = !{!"llvm.loop.mustprogress"}
!201 = !DISubprogram(name: "printf", scope: !202, file: !202, line: 356, type: !203, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!202 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!203 = !DISubroutineType(types: !204)
!204 = !{!34, !205, null}
!205 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !206)
!206 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !207, size: 64)
!207 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!208 = distinct !DISubprogram(name: "fl", scope: !2, file: !2, line: 9, type: !209, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !211)
!209 = !DISubroutineType(types: !210)
!210 = !{!35, !35}
!211 = !{!212}
!212 = !DILocalVariable(name: "x", arg: 1, scope: !208, file: !2, line: 9, type: !35)
!213 = !DILocation(line: 0, scope: !208)
!214 = !DILocation(line: 9, column: 63, scope: !208)
!215 = !DILocation(line: 9, column: 56, scope: !208)
!216 = distinct !DISubprogram(name: "ce", scope: !2, file: !2, line: 10, type: !209, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !217)
!217 = !{!218}
!218 = !DILocalVariable(name: "x", arg: 1, scope: !216, file: !2, line: 10, type: !35)
!219 = !DILocation(line: 0, scope: !216)
!220 = !DILocation(line: 10, column: 63, scope: !216)
!221 = !DILocation(line: 10, column: 56, scope: !216)
!222 = distinct !DISubprogram(name: "tr", scope: !2, file: !2, line: 11, type: !209, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !223)
!223 = !{!224}
!224 = !DILocalVariable(name: "x", arg: 1, scope: !222, file: !2, line: 11, type: !35)
!225 = !DILocation(line: 0, scope: !222)
!226 = !DILocation(line: 11, column: 63, scope: !222)
!227 = !DILocation(line: 11, column: 56, scope: !222)
!228 = distinct !DISubprogram(name: "rd", scope: !2, file: !2, line: 12, type: !209, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !229)
!229 = !{!230}
!230 = !DILocalVariable(name: "x", arg: 1, scope: !228, file: !2, line: 12, type: !35)
!231 = !DILocation(line: 0, scope: !228)
!232 = !DILocation(line: 12, column: 63, scope: !228)
!233 = !DILocation(line: 12, column: 56, scope: !228)
!234 = distinct !DISubprogram(name: "ri", scope: !2, file: !2, line: 13, type: !209, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !235)
!235 = !{!236}
!236 = !DILocalVariable(name: "x", arg: 1, scope: !234, file: !2, line: 13, type: !35)
!237 = !DILocation(line: 0, scope: !234)
!238 = !DILocation(line: 13, column: 63, scope: !234)
!239 = !DILocation(line: 13, column: 56, scope: !234)
!240 = distinct !DISubprogram(name: "ne", scope: !2, file: !2, line: 14, type: !209, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !241)
!241 = !{!242}
!242 = !DILocalVariable(name: "x", arg: 1, scope: !240, file: !2, line: 14, type: !35)
!243 = !DILocation(line: 0, scope: !240)
!244 = !DILocation(line: 14, column: 63, scope: !240)
!245 = !DILocation(line: 14, column: 56, scope: !240)
!246 = distinct !DISubprogram(name: "re", scope: !2, file: !2, line: 15, type: !209, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !247)
!247 = !{!248}
!248 = !DILocalVariable(name: "x", arg: 1, scope: !246, file: !2, line: 15, type: !35)
!249 = !DILocation(line: 0, scope: !246)
!250 = !DILocation(line: 15, column: 63, scope: !246)
!251 = !DILocation(line: 15, column: 56, scope: !246)
!252 = !DISubprogram(name: "lround", scope: !253, file: !253, line: 323, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!253 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!254 = !DISubroutineType(types: !255)
!255 = !{!256, !35}
!256 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!257 = !DISubprogram(name: "llround", scope: !253, file: !253, line: 325, type: !258, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!258 = !DISubroutineType(types: !259)
!259 = !{!260, !35}
!260 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!261 = !DISubprogram(name: "lrint", scope: !253, file: !253, line: 317, type: !254, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!262 = !DISubprogram(name: "modf", scope: !253, file: !253, line: 110, type: !263, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!263 = !DISubroutineType(types: !264)
!264 = !{!35, !35, !265}
!265 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!266 = distinct !DISubprogram(name: "flf", scope: !2, file: !2, line: 16, type: !267, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !269)
!267 = !DISubroutineType(types: !268)
!268 = !{!65, !65}
!269 = !{!270}
!270 = !DILocalVariable(name: "x", arg: 1, scope: !266, file: !2, line: 16, type: !65)
!271 = !DILocation(line: 0, scope: !266)
!272 = !DILocation(line: 16, column: 62, scope: !266)
!273 = !DILocation(line: 16, column: 55, scope: !266)
!274 = distinct !DISubprogram(name: "rdf", scope: !2, file: !2, line: 17, type: !267, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !275)
!275 = !{!276}
!276 = !DILocalVariable(name: "x", arg: 1, scope: !274, file: !2, line: 17, type: !65)
!277 = !DILocation(line: 0, scope: !274)
!278 = !DILocation(line: 17, column: 62, scope: !274)
!279 = !DILocation(line: 17, column: 55, scope: !274)
!280 = distinct !DISubprogram(name: "trf", scope: !2, file: !2, line: 18, type: !267, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !281)
!281 = !{!282}
!282 = !DILocalVariable(name: "x", arg: 1, scope: !280, file: !2, line: 18, type: !65)
!283 = !DILocation(line: 0, scope: !280)
!284 = !DILocation(line: 18, column: 62, scope: !280)
!285 = !DILocation(line: 18, column: 55, scope: !280)
!286 = !DISubprogram(name: "lrintf", scope: !253, file: !253, line: 317, type: !287, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{!256, !65}
!289 = distinct !DISubprogram(name: "fll", scope: !2, file: !2, line: 19, type: !290, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !292)
!290 = !DISubroutineType(types: !291)
!291 = !{!73, !73}
!292 = !{!293}
!293 = !DILocalVariable(name: "x", arg: 1, scope: !289, file: !2, line: 19, type: !73)
!294 = !DILocation(line: 0, scope: !289)
!295 = !DILocation(line: 19, column: 74, scope: !289)
!296 = !DILocation(line: 19, column: 67, scope: !289)
!297 = distinct !DISubprogram(name: "rdl", scope: !2, file: !2, line: 20, type: !290, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !298)
!298 = !{!299}
!299 = !DILocalVariable(name: "x", arg: 1, scope: !297, file: !2, line: 20, type: !73)
!300 = !DILocation(line: 0, scope: !297)
!301 = !DILocation(line: 20, column: 74, scope: !297)
!302 = !DILocation(line: 20, column: 67, scope: !297)
!303 = distinct !DISubprogram(name: "ril", scope: !2, file: !2, line: 21, type: !290, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !32, retainedNodes: !304)
!304 = !{!305}
!305 = !DILocalVariable(name: "x", arg: 1, scope: !303, file: !2, line: 21, type: !73)
!306 = !DILocation(line: 0, scope: !303)
!307 = !DILocation(line: 21, column: 74, scope: !303)
!308 = !DILocation(line: 21, column: 67, scope: !303)
