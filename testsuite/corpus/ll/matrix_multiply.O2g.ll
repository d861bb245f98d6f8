; ModuleID = 'programs/matrix_multiply.c'
source_filename = "programs/matrix_multiply.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@A = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !0
@B = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !30
@IA = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 16, !dbg !42
@IB = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 16, !dbg !49
@C1 = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !36
@C2 = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !38
@C3 = internal unnamed_addr global [64 x [64 x double]] zeroinitializer, align 16, !dbg !40
@IC = internal unnamed_addr global [64 x [64 x i32]] zeroinitializer, align 16, !dbg !51
@.str = private unnamed_addr constant [52 x i8] c"sum=%.1f diff=%g isum=%lld c[5][7]=%g ic[63][0]=%d\0A\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [14 x i8] c"fib(%d)=%llu\0A\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [20 x i8] c"det(hilbert5)=%.6e\0A\00", align 1, !dbg !20
@__const.main.v = private unnamed_addr constant [4 x [4 x double]] [[4 x double] [double 2.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00], [4 x double] [double 1.000000e+00, double 3.000000e+00, double 0.000000e+00, double 0.000000e+00], [4 x double] [double 4.000000e+00, double 5.000000e+00, double 6.000000e+00, double 0.000000e+00], [4 x double] [double 7.000000e+00, double 8.000000e+00, double 9.000000e+00, double 1.000000e+01]], align 16
@.str.3 = private unnamed_addr constant [13 x i8] c"det(tri)=%g\0A\00", align 1, !dbg !25

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !61 {
  %1 = alloca [5 x [5 x double]], align 16, !DIAssignID !93
    #dbg_assign(i1 undef, !80, !DIExpression(), !93, ptr %1, !DIExpression(), !94)
  %2 = alloca [4 x [4 x double]], align 16, !DIAssignID !95
    #dbg_assign(i1 undef, !89, !DIExpression(), !95, ptr %2, !DIExpression(), !94)
    #dbg_value(i32 0, !65, !DIExpression(), !96)
  br label %3, !dbg !97

3:                                                ; preds = %241, %0
  %4 = phi i64 [ 0, %0 ], [ %242, %241 ]
    #dbg_value(i64 %4, !65, !DIExpression(), !96)
    #dbg_value(i32 0, !67, !DIExpression(), !98)
  %5 = mul nuw nsw i64 %4, 3
  %6 = insertelement <2 x i64> poison, i64 %5, i64 0, !dbg !99
  %7 = shufflevector <2 x i64> %6, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !99
  %8 = insertelement <2 x i64> poison, i64 %4, i64 0, !dbg !99
  %9 = shufflevector <2 x i64> %8, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !99
  br label %10, !dbg !99

10:                                               ; preds = %10, %3
  %11 = phi i64 [ 0, %3 ], [ %35, %10 ], !dbg !100
  %12 = phi <2 x i64> [ <i64 0, i64 1>, %3 ], [ %36, %10 ]
  %13 = mul nuw nsw <2 x i64> %12, <i64 7, i64 7>, !dbg !102
  %14 = add nuw nsw <2 x i64> %13, %7, !dbg !104
  %15 = trunc <2 x i64> %14 to <2 x i32>, !dbg !105
  %16 = urem <2 x i32> %15, <i32 11, i32 11>, !dbg !105
  %17 = add nsw <2 x i32> %16, <i32 -5, i32 -5>, !dbg !106
  %18 = sitofp <2 x i32> %17 to <2 x double>, !dbg !107
  %19 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %4, i64 %11, !dbg !108
  store <2 x double> %18, ptr %19, align 16, !dbg !109, !tbaa !110
  %20 = mul nuw nsw <2 x i64> %12, %9, !dbg !114
  %21 = trunc <2 x i64> %20 to <2 x i32>, !dbg !115
  %22 = urem <2 x i32> %21, <i32 13, i32 13>, !dbg !115
  %23 = uitofp nneg <2 x i32> %22 to <2 x double>, !dbg !116
  %24 = fmul <2 x double> %23, <double 5.000000e-01, double 5.000000e-01>, !dbg !117
  %25 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %4, i64 %11, !dbg !118
  store <2 x double> %24, ptr %25, align 16, !dbg !119, !tbaa !110
  %26 = xor <2 x i64> %12, %9, !dbg !120
  %27 = trunc <2 x i64> %26 to <2 x i32>, !dbg !120
  %28 = add nsw <2 x i32> %27, <i32 -30, i32 -30>, !dbg !121
  %29 = getelementptr inbounds [64 x [64 x i32]], ptr @IA, i64 0, i64 %4, i64 %11, !dbg !122
  store <2 x i32> %28, ptr %29, align 8, !dbg !123, !tbaa !124
  %30 = shl nuw nsw <2 x i64> %12, <i64 1, i64 1>, !dbg !126
  %31 = add nuw nsw <2 x i64> %30, %9, !dbg !127
  %32 = trunc <2 x i64> %31 to <2 x i32>, !dbg !128
  %33 = urem <2 x i32> %32, <i32 17, i32 17>, !dbg !128
  %34 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %4, i64 %11, !dbg !129
  store <2 x i32> %33, ptr %34, align 8, !dbg !130, !tbaa !124
  %35 = add nuw i64 %11, 2, !dbg !100
  %36 = add <2 x i64> %12, <i64 2, i64 2>
  %37 = icmp eq i64 %35, 64, !dbg !100
  br i1 %37, label %241, label %10, !dbg !100, !llvm.loop !131

38:                                               ; preds = %241, %42
  %39 = phi i64 [ %43, %42 ], [ 0, %241 ]
    #dbg_value(i64 %39, !136, !DIExpression(), !150)
    #dbg_value(i32 0, !142, !DIExpression(), !152)
  br label %40, !dbg !153

40:                                               ; preds = %45, %38
  %41 = phi i64 [ 0, %38 ], [ %47, %45 ]
    #dbg_value(i64 %41, !142, !DIExpression(), !152)
    #dbg_value(i32 0, !148, !DIExpression(), !154)
    #dbg_value(double 0.000000e+00, !145, !DIExpression(), !155)
  br label %49, !dbg !156

42:                                               ; preds = %45
  %43 = add nuw nsw i64 %39, 1, !dbg !157
    #dbg_value(i64 %43, !136, !DIExpression(), !150)
  %44 = icmp eq i64 %43, 64, !dbg !158
  br i1 %44, label %65, label %38, !dbg !159, !llvm.loop !160

45:                                               ; preds = %49
  %46 = getelementptr inbounds [64 x [64 x double]], ptr @C1, i64 0, i64 %39, i64 %41, !dbg !162
  store double %62, ptr %46, align 8, !dbg !163, !tbaa !110
  %47 = add nuw nsw i64 %41, 1, !dbg !164
    #dbg_value(i64 %47, !142, !DIExpression(), !152)
  %48 = icmp eq i64 %47, 64, !dbg !165
  br i1 %48, label %42, label %40, !dbg !153, !llvm.loop !166

49:                                               ; preds = %49, %40
  %50 = phi i64 [ 0, %40 ], [ %63, %49 ]
  %51 = phi double [ 0.000000e+00, %40 ], [ %62, %49 ]
    #dbg_value(i64 %50, !148, !DIExpression(), !154)
    #dbg_value(double %51, !145, !DIExpression(), !155)
  %52 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %39, i64 %50, !dbg !168
  %53 = load double, ptr %52, align 16, !dbg !168, !tbaa !110
  %54 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %50, i64 %41, !dbg !170
  %55 = load double, ptr %54, align 8, !dbg !170, !tbaa !110
  %56 = tail call double @llvm.fmuladd.f64(double %53, double %55, double %51), !dbg !171
    #dbg_value(double %56, !145, !DIExpression(), !155)
  %57 = or disjoint i64 %50, 1, !dbg !172
    #dbg_value(i64 %57, !148, !DIExpression(), !154)
  %58 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %39, i64 %57, !dbg !168
  %59 = load double, ptr %58, align 8, !dbg !168, !tbaa !110
  %60 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %57, i64 %41, !dbg !170
  %61 = load double, ptr %60, align 8, !dbg !170, !tbaa !110
  %62 = tail call double @llvm.fmuladd.f64(double %59, double %61, double %56), !dbg !171
    #dbg_value(double %62, !145, !DIExpression(), !155)
  %63 = add nuw nsw i64 %50, 2, !dbg !172
    #dbg_value(i64 %63, !148, !DIExpression(), !154)
  %64 = icmp eq i64 %63, 64, !dbg !173
  br i1 %64, label %45, label %49, !dbg !156, !llvm.loop !174

65:                                               ; preds = %42, %69
  %66 = phi i64 [ %70, %69 ], [ 0, %42 ]
  %67 = shl nuw nsw i64 %66, 9
  %68 = getelementptr i8, ptr @C2, i64 %67
    #dbg_value(i64 %66, !176, !DIExpression(), !191)
    #dbg_value(i32 0, !180, !DIExpression(), !193)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %68, i8 0, i64 512, i1 false), !dbg !194, !tbaa !110
    #dbg_value(i64 poison, !180, !DIExpression(), !193)
    #dbg_value(i32 0, !184, !DIExpression(), !196)
  br label %72, !dbg !197

69:                                               ; preds = %92
  %70 = add nuw nsw i64 %66, 1, !dbg !198
    #dbg_value(i64 %70, !176, !DIExpression(), !191)
  %71 = icmp eq i64 %70, 64, !dbg !199
  br i1 %71, label %95, label %65, !dbg !200, !llvm.loop !201

72:                                               ; preds = %65, %92
  %73 = phi i64 [ 0, %65 ], [ %93, %92 ]
    #dbg_value(i64 %73, !184, !DIExpression(), !196)
    #dbg_value(double poison, !186, !DIExpression(), !203)
    #dbg_value(i32 0, !189, !DIExpression(), !204)
  %74 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %66, i64 %73, !dbg !205
  %75 = load double, ptr %74, align 8, !dbg !205, !tbaa !110
    #dbg_value(double %75, !186, !DIExpression(), !203)
  %76 = insertelement <2 x double> poison, double %75, i64 0, !dbg !206
  %77 = shufflevector <2 x double> %76, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !206
  br label %78, !dbg !206

78:                                               ; preds = %78, %72
  %79 = phi i64 [ 0, %72 ], [ %90, %78 ], !dbg !207
  %80 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %73, i64 %79, !dbg !209
  %81 = getelementptr inbounds i8, ptr %80, i64 16, !dbg !209
  %82 = load <2 x double>, ptr %80, align 16, !dbg !209, !tbaa !110
  %83 = load <2 x double>, ptr %81, align 16, !dbg !209, !tbaa !110
  %84 = getelementptr inbounds [64 x [64 x double]], ptr @C2, i64 0, i64 %66, i64 %79, !dbg !210
  %85 = getelementptr inbounds i8, ptr %84, i64 16, !dbg !211
  %86 = load <2 x double>, ptr %84, align 16, !dbg !211, !tbaa !110
  %87 = load <2 x double>, ptr %85, align 16, !dbg !211, !tbaa !110
  %88 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %82, <2 x double> %86), !dbg !211
  %89 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %77, <2 x double> %83, <2 x double> %87), !dbg !211
  store <2 x double> %88, ptr %84, align 16, !dbg !211, !tbaa !110
  store <2 x double> %89, ptr %85, align 16, !dbg !211, !tbaa !110
  %90 = add nuw i64 %79, 4, !dbg !207
  %91 = icmp eq i64 %90, 64, !dbg !207
  br i1 %91, label %92, label %78, !dbg !207, !llvm.loop !212

92:                                               ; preds = %78
  %93 = add nuw nsw i64 %73, 1, !dbg !214
    #dbg_value(i64 %93, !184, !DIExpression(), !196)
  %94 = icmp eq i64 %93, 64, !dbg !215
  br i1 %94, label %69, label %72, !dbg !197, !llvm.loop !216

95:                                               ; preds = %69
    #dbg_value(i32 0, !218, !DIExpression(), !244)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(32768) @C3, i8 0, i64 32768, i1 false), !dbg !246, !tbaa !110
    #dbg_value(i64 poison, !218, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !244)
    #dbg_value(i32 0, !222, !DIExpression(), !248)
  br label %96, !dbg !249

96:                                               ; preds = %102, %95
  %97 = phi i64 [ 16, %95 ], [ %105, %102 ]
  %98 = phi i64 [ 0, %95 ], [ %103, %102 ]
    #dbg_value(i32 poison, !225, !DIExpression(), !250)
    #dbg_value(i32 0, !227, !DIExpression(), !251)
  br label %99, !dbg !252

99:                                               ; preds = %115, %96
  %100 = phi i64 [ 16, %96 ], [ %118, %115 ]
  %101 = phi i64 [ 0, %96 ], [ %116, %115 ]
    #dbg_value(i32 poison, !227, !DIExpression(), !251)
    #dbg_value(i32 0, !230, !DIExpression(), !253)
  br label %106, !dbg !254

102:                                              ; preds = %115
  %103 = add nuw nsw i64 %98, 16, !dbg !249
    #dbg_value(i64 %103, !225, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !250)
  %104 = icmp ult i64 %98, 48, !dbg !255
  %105 = add nuw nsw i64 %97, 16, !dbg !249
  br i1 %104, label %96, label %183, !dbg !249, !llvm.loop !256

106:                                              ; preds = %137, %99
  %107 = phi i64 [ 0, %99 ], [ %138, %137 ]
    #dbg_value(i32 poison, !230, !DIExpression(), !253)
    #dbg_value(i32 poison, !233, !DIExpression(), !258)
  %108 = or disjoint i64 %107, 2
  %109 = or disjoint i64 %107, 4
  %110 = or disjoint i64 %107, 6
  %111 = or disjoint i64 %107, 8
  %112 = or disjoint i64 %107, 10
  %113 = or disjoint i64 %107, 12
  %114 = or disjoint i64 %107, 14
  br label %119, !dbg !259

115:                                              ; preds = %137
  %116 = add nuw nsw i64 %101, 16, !dbg !252
    #dbg_value(i64 %116, !227, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !251)
  %117 = icmp ult i64 %101, 48, !dbg !260
  %118 = add nuw nsw i64 %100, 16, !dbg !252
  br i1 %117, label %99, label %102, !dbg !252, !llvm.loop !261

119:                                              ; preds = %140, %106
  %120 = phi i64 [ %98, %106 ], [ %141, %140 ]
    #dbg_value(i64 %120, !233, !DIExpression(), !258)
    #dbg_value(i32 poison, !236, !DIExpression(), !263)
  %121 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %107
  %122 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %108
  %123 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %109
  %124 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %110
  %125 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %111
  %126 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %112
  %127 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %113
  %128 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %120, i64 %114
  %129 = load <2 x double>, ptr %121, align 16, !tbaa !110
  %130 = load <2 x double>, ptr %122, align 16, !tbaa !110
  %131 = load <2 x double>, ptr %123, align 16, !tbaa !110
  %132 = load <2 x double>, ptr %124, align 16, !tbaa !110
  %133 = load <2 x double>, ptr %125, align 16, !tbaa !110
  %134 = load <2 x double>, ptr %126, align 16, !tbaa !110
  %135 = load <2 x double>, ptr %127, align 16, !tbaa !110
  %136 = load <2 x double>, ptr %128, align 16, !tbaa !110
  br label %143, !dbg !264

137:                                              ; preds = %140
  %138 = add nuw nsw i64 %107, 16, !dbg !254
    #dbg_value(i64 %138, !230, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !253)
  %139 = icmp ult i64 %107, 48, !dbg !265
  br i1 %139, label %106, label %115, !dbg !254, !llvm.loop !266

140:                                              ; preds = %143
  store <2 x double> %159, ptr %121, align 16, !dbg !268, !tbaa !110
  store <2 x double> %162, ptr %122, align 16, !dbg !268, !tbaa !110
  store <2 x double> %165, ptr %123, align 16, !dbg !268, !tbaa !110
  store <2 x double> %168, ptr %124, align 16, !dbg !268, !tbaa !110
  store <2 x double> %171, ptr %125, align 16, !dbg !268, !tbaa !110
  store <2 x double> %174, ptr %126, align 16, !dbg !268, !tbaa !110
  store <2 x double> %177, ptr %127, align 16, !dbg !268, !tbaa !110
  store <2 x double> %180, ptr %128, align 16, !dbg !268, !tbaa !110
  %141 = add nuw nsw i64 %120, 1, !dbg !270
    #dbg_value(i64 %141, !233, !DIExpression(), !258)
  %142 = icmp eq i64 %141, %97, !dbg !271
  br i1 %142, label %137, label %119, !dbg !259, !llvm.loop !272

143:                                              ; preds = %143, %119
  %144 = phi i64 [ %101, %119 ], [ %181, %143 ]
  %145 = phi <2 x double> [ %129, %119 ], [ %159, %143 ], !dbg !274
  %146 = phi <2 x double> [ %130, %119 ], [ %162, %143 ], !dbg !274
  %147 = phi <2 x double> [ %131, %119 ], [ %165, %143 ], !dbg !274
  %148 = phi <2 x double> [ %132, %119 ], [ %168, %143 ], !dbg !274
  %149 = phi <2 x double> [ %133, %119 ], [ %171, %143 ], !dbg !274
  %150 = phi <2 x double> [ %134, %119 ], [ %174, %143 ], !dbg !274
  %151 = phi <2 x double> [ %135, %119 ], [ %177, %143 ], !dbg !274
  %152 = phi <2 x double> [ %136, %119 ], [ %180, %143 ], !dbg !274
    #dbg_value(i64 %144, !236, !DIExpression(), !263)
  %153 = getelementptr inbounds [64 x [64 x double]], ptr @A, i64 0, i64 %120, i64 %144, !dbg !274
  %154 = load double, ptr %153, align 8, !dbg !274, !tbaa !110
    #dbg_value(double %154, !239, !DIExpression(), !275)
    #dbg_value(i64 %107, !242, !DIExpression(), !276)
  %155 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %107, !dbg !277
    #dbg_value(i64 %107, !242, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !276)
  %156 = load <2 x double>, ptr %155, align 16, !dbg !277, !tbaa !110
  %157 = insertelement <2 x double> poison, double %154, i64 0, !dbg !268
  %158 = shufflevector <2 x double> %157, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !268
  %159 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %156, <2 x double> %145), !dbg !268
    #dbg_value(i64 %108, !242, !DIExpression(), !276)
  %160 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %108, !dbg !277
    #dbg_value(i64 %107, !242, !DIExpression(DW_OP_constu, 3, DW_OP_or, DW_OP_stack_value), !276)
  %161 = load <2 x double>, ptr %160, align 16, !dbg !277, !tbaa !110
  %162 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %161, <2 x double> %146), !dbg !268
    #dbg_value(i64 %109, !242, !DIExpression(), !276)
  %163 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %109, !dbg !277
    #dbg_value(i64 %107, !242, !DIExpression(DW_OP_constu, 5, DW_OP_or, DW_OP_stack_value), !276)
  %164 = load <2 x double>, ptr %163, align 16, !dbg !277, !tbaa !110
  %165 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %164, <2 x double> %147), !dbg !268
    #dbg_value(i64 %110, !242, !DIExpression(), !276)
  %166 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %110, !dbg !277
    #dbg_value(i64 %107, !242, !DIExpression(DW_OP_constu, 7, DW_OP_or, DW_OP_stack_value), !276)
  %167 = load <2 x double>, ptr %166, align 16, !dbg !277, !tbaa !110
  %168 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %167, <2 x double> %148), !dbg !268
    #dbg_value(i64 %111, !242, !DIExpression(), !276)
  %169 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %111, !dbg !277
    #dbg_value(i64 %107, !242, !DIExpression(DW_OP_constu, 9, DW_OP_or, DW_OP_stack_value), !276)
  %170 = load <2 x double>, ptr %169, align 16, !dbg !277, !tbaa !110
  %171 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %170, <2 x double> %149), !dbg !268
    #dbg_value(i64 %112, !242, !DIExpression(), !276)
  %172 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %112, !dbg !277
    #dbg_value(i64 %107, !242, !DIExpression(DW_OP_constu, 11, DW_OP_or, DW_OP_stack_value), !276)
  %173 = load <2 x double>, ptr %172, align 16, !dbg !277, !tbaa !110
  %174 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %173, <2 x double> %150), !dbg !268
    #dbg_value(i64 %113, !242, !DIExpression(), !276)
  %175 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %113, !dbg !277
    #dbg_value(i64 %107, !242, !DIExpression(DW_OP_constu, 13, DW_OP_or, DW_OP_stack_value), !276)
  %176 = load <2 x double>, ptr %175, align 16, !dbg !277, !tbaa !110
  %177 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %176, <2 x double> %151), !dbg !268
    #dbg_value(i64 %114, !242, !DIExpression(), !276)
  %178 = getelementptr inbounds [64 x [64 x double]], ptr @B, i64 0, i64 %144, i64 %114, !dbg !277
    #dbg_value(i64 %107, !242, !DIExpression(DW_OP_constu, 15, DW_OP_or, DW_OP_stack_value), !276)
  %179 = load <2 x double>, ptr %178, align 16, !dbg !277, !tbaa !110
  %180 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %158, <2 x double> %179, <2 x double> %152), !dbg !268
    #dbg_value(i64 %107, !242, !DIExpression(DW_OP_plus_uconst, 16, DW_OP_stack_value), !276)
  %181 = add nuw nsw i64 %144, 1, !dbg !278
    #dbg_value(i64 %181, !236, !DIExpression(), !263)
  %182 = icmp eq i64 %181, %100, !dbg !279
  br i1 %182, label %140, label %143, !dbg !264, !llvm.loop !280

183:                                              ; preds = %102, %238
  %184 = phi i64 [ %239, %238 ], [ 0, %102 ]
    #dbg_value(i64 %184, !282, !DIExpression(), !294)
    #dbg_value(i32 0, !286, !DIExpression(), !296)
  br label %185, !dbg !297

185:                                              ; preds = %183, %232
  %186 = phi i64 [ 0, %183 ], [ %236, %232 ]
    #dbg_value(i64 %186, !286, !DIExpression(), !296)
    #dbg_value(i32 0, !292, !DIExpression(), !298)
    #dbg_value(i32 0, !289, !DIExpression(), !299)
  br label %187, !dbg !300

187:                                              ; preds = %187, %185
  %188 = phi i64 [ 0, %185 ], [ %230, %187 ], !dbg !301
  %189 = phi <4 x i32> [ zeroinitializer, %185 ], [ %228, %187 ]
  %190 = phi <4 x i32> [ zeroinitializer, %185 ], [ %229, %187 ]
  %191 = or disjoint i64 %188, 1, !dbg !300
  %192 = or disjoint i64 %188, 2, !dbg !300
  %193 = or disjoint i64 %188, 3, !dbg !300
  %194 = or disjoint i64 %188, 4, !dbg !300
  %195 = or disjoint i64 %188, 5, !dbg !300
  %196 = or disjoint i64 %188, 6, !dbg !300
  %197 = or disjoint i64 %188, 7, !dbg !300
  %198 = getelementptr inbounds [64 x [64 x i32]], ptr @IA, i64 0, i64 %184, i64 %188, !dbg !303
  %199 = getelementptr inbounds i8, ptr %198, i64 16, !dbg !303
  %200 = load <4 x i32>, ptr %198, align 16, !dbg !303, !tbaa !124
  %201 = load <4 x i32>, ptr %199, align 16, !dbg !303, !tbaa !124
  %202 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %188, i64 %186, !dbg !304
  %203 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %191, i64 %186, !dbg !304
  %204 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %192, i64 %186, !dbg !304
  %205 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %193, i64 %186, !dbg !304
  %206 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %194, i64 %186, !dbg !304
  %207 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %195, i64 %186, !dbg !304
  %208 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %196, i64 %186, !dbg !304
  %209 = getelementptr inbounds [64 x [64 x i32]], ptr @IB, i64 0, i64 %197, i64 %186, !dbg !304
  %210 = load i32, ptr %202, align 4, !dbg !304, !tbaa !124
  %211 = load i32, ptr %203, align 4, !dbg !304, !tbaa !124
  %212 = load i32, ptr %204, align 4, !dbg !304, !tbaa !124
  %213 = load i32, ptr %205, align 4, !dbg !304, !tbaa !124
  %214 = insertelement <4 x i32> poison, i32 %210, i64 0, !dbg !304
  %215 = insertelement <4 x i32> %214, i32 %211, i64 1, !dbg !304
  %216 = insertelement <4 x i32> %215, i32 %212, i64 2, !dbg !304
  %217 = insertelement <4 x i32> %216, i32 %213, i64 3, !dbg !304
  %218 = load i32, ptr %206, align 4, !dbg !304, !tbaa !124
  %219 = load i32, ptr %207, align 4, !dbg !304, !tbaa !124
  %220 = load i32, ptr %208, align 4, !dbg !304, !tbaa !124
  %221 = load i32, ptr %209, align 4, !dbg !304, !tbaa !124
  %222 = insertelement <4 x i32> poison, i32 %218, i64 0, !dbg !300
  %223 = insertelement <4 x i32> %222, i32 %219, i64 1, !dbg !300
  %224 = insertelement <4 x i32> %223, i32 %220, i64 2, !dbg !300
  %225 = insertelement <4 x i32> %224, i32 %221, i64 3, !dbg !300
  %226 = mul nsw <4 x i32> %217, %200, !dbg !300
  %227 = mul nsw <4 x i32> %225, %201, !dbg !300
  %228 = add <4 x i32> %226, %189, !dbg !305
  %229 = add <4 x i32> %227, %190, !dbg !305
  %230 = add nuw i64 %188, 8, !dbg !301
  %231 = icmp eq i64 %230, 64, !dbg !301
  br i1 %231, label %232, label %187, !dbg !301, !llvm.loop !306

232:                                              ; preds = %187
  %233 = add <4 x i32> %229, %228, !dbg !300
  %234 = tail call i32 @llvm.vector.reduce.add.v4i32(<4 x i32> %233), !dbg !300
  %235 = getelementptr inbounds [64 x [64 x i32]], ptr @IC, i64 0, i64 %184, i64 %186, !dbg !308
  store i32 %234, ptr %235, align 4, !dbg !309, !tbaa !124
  %236 = add nuw nsw i64 %186, 1, !dbg !310
    #dbg_value(i64 %236, !286, !DIExpression(), !296)
  %237 = icmp eq i64 %236, 64, !dbg !311
  br i1 %237, label %238, label %185, !dbg !297, !llvm.loop !312

238:                                              ; preds = %232
  %239 = add nuw nsw i64 %184, 1, !dbg !314
    #dbg_value(i64 %239, !282, !DIExpression(), !294)
  %240 = icmp eq i64 %239, 64, !dbg !315
  br i1 %240, label %244, label %183, !dbg !316, !llvm.loop !317

241:                                              ; preds = %10
  %242 = add nuw nsw i64 %4, 1, !dbg !319
    #dbg_value(i64 %242, !65, !DIExpression(), !96)
  %243 = icmp eq i64 %242, 64, !dbg !320
  br i1 %243, label %38, label %3, !dbg !97, !llvm.loop !321

244:                                              ; preds = %238, %252
  %245 = phi i64 [ %249, %252 ], [ 0, %238 ]
  %246 = phi i64 [ %281, %252 ], [ 0, %238 ]
  %247 = phi double [ %275, %252 ], [ 0.000000e+00, %238 ]
  %248 = phi double [ %261, %252 ], [ 0.000000e+00, %238 ]
    #dbg_value(i64 %245, !73, !DIExpression(), !323)
    #dbg_value(i64 %246, !72, !DIExpression(), !94)
    #dbg_value(double %247, !71, !DIExpression(), !94)
    #dbg_value(double %248, !70, !DIExpression(), !94)
  %249 = add nuw nsw i64 %245, 1, !dbg !324
  %250 = trunc nuw nsw i64 %249 to i32
  %251 = uitofp nneg i32 %250 to double
    #dbg_value(i32 0, !75, !DIExpression(), !325)
  br label %254, !dbg !326

252:                                              ; preds = %254
    #dbg_value(i64 %249, !73, !DIExpression(), !323)
    #dbg_value(i64 %281, !72, !DIExpression(), !94)
    #dbg_value(double %275, !71, !DIExpression(), !94)
    #dbg_value(double %261, !70, !DIExpression(), !94)
  %253 = icmp eq i64 %249, 64, !dbg !327
  br i1 %253, label %283, label %244, !dbg !328, !llvm.loop !329

254:                                              ; preds = %244, %254
  %255 = phi i64 [ 0, %244 ], [ %279, %254 ]
  %256 = phi i64 [ %246, %244 ], [ %281, %254 ]
  %257 = phi double [ %247, %244 ], [ %275, %254 ]
  %258 = phi double [ %248, %244 ], [ %261, %254 ]
    #dbg_value(i64 %255, !75, !DIExpression(), !325)
    #dbg_value(i64 %256, !72, !DIExpression(), !94)
    #dbg_value(double %257, !71, !DIExpression(), !94)
    #dbg_value(double %258, !70, !DIExpression(), !94)
  %259 = getelementptr inbounds [64 x [64 x double]], ptr @C1, i64 0, i64 %245, i64 %255, !dbg !331
  %260 = load double, ptr %259, align 8, !dbg !331, !tbaa !110
  %261 = tail call double @llvm.fmuladd.f64(double %260, double %251, double %258), !dbg !334
    #dbg_value(double %261, !70, !DIExpression(), !94)
  %262 = getelementptr inbounds [64 x [64 x double]], ptr @C2, i64 0, i64 %245, i64 %255, !dbg !335
  %263 = load double, ptr %262, align 8, !dbg !335, !tbaa !110
  %264 = getelementptr inbounds [64 x [64 x double]], ptr @C3, i64 0, i64 %245, i64 %255, !dbg !336
  %265 = load double, ptr %264, align 8, !dbg !336, !tbaa !110
  %266 = insertelement <2 x double> poison, double %260, i64 0, !dbg !337
  %267 = shufflevector <2 x double> %266, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !337
  %268 = insertelement <2 x double> poison, double %263, i64 0, !dbg !337
  %269 = insertelement <2 x double> %268, double %265, i64 1, !dbg !337
  %270 = fsub <2 x double> %267, %269, !dbg !337
  %271 = tail call <2 x double> @llvm.fabs.v2f64(<2 x double> %270), !dbg !338
  %272 = shufflevector <2 x double> %271, <2 x double> poison, <2 x i32> <i32 1, i32 poison>, !dbg !339
  %273 = fadd <2 x double> %271, %272, !dbg !339
  %274 = extractelement <2 x double> %273, i64 0, !dbg !339
  %275 = fadd double %257, %274, !dbg !340
    #dbg_value(double %275, !71, !DIExpression(), !94)
  %276 = getelementptr inbounds [64 x [64 x i32]], ptr @IC, i64 0, i64 %245, i64 %255, !dbg !341
  %277 = load i32, ptr %276, align 4, !dbg !341, !tbaa !124
  %278 = sext i32 %277 to i64, !dbg !341
  %279 = add nuw nsw i64 %255, 1, !dbg !342
  %280 = mul nsw i64 %279, %278, !dbg !343
  %281 = add nsw i64 %280, %256, !dbg !344
    #dbg_value(i64 %279, !75, !DIExpression(), !325)
    #dbg_value(i64 %281, !72, !DIExpression(), !94)
  %282 = icmp eq i64 %279, 64, !dbg !345
  br i1 %282, label %252, label %254, !dbg !326, !llvm.loop !346

283:                                              ; preds = %252
  %284 = load double, ptr getelementptr inbounds (i8, ptr @C1, i64 2616), align 8, !dbg !348, !tbaa !110
  %285 = load i32, ptr getelementptr inbounds (i8, ptr @IC, i64 16128), align 16, !dbg !349, !tbaa !124
  %286 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %261, double noundef %275, i64 noundef %281, double noundef %284, i32 noundef %285), !dbg !350
    #dbg_value(i32 0, !78, !DIExpression(), !351)
  %287 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 0, i64 noundef 0), !dbg !352
    #dbg_value(i32 31, !78, !DIExpression(), !351)
  %288 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 31, i64 noundef 1346269), !dbg !352
    #dbg_value(i32 62, !78, !DIExpression(), !351)
  %289 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 62, i64 noundef 4052739537881), !dbg !352
    #dbg_value(i32 93, !78, !DIExpression(), !351)
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef 93, i64 noundef -6246583658587674878), !dbg !352
    #dbg_value(i32 124, !78, !DIExpression(), !351)
  call void @llvm.lifetime.start.p0(i64 200, ptr nonnull %1) #8, !dbg !354
    #dbg_value(i64 0, !84, !DIExpression(), !355)
    #dbg_value(i64 0, !86, !DIExpression(), !356)
    #dbg_value(i64 1, !86, !DIExpression(), !356)
  store <2 x double> <double 1.000000e+00, double 5.000000e-01>, ptr %1, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 2, !86, !DIExpression(), !356)
  %291 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !359
    #dbg_value(i64 3, !86, !DIExpression(), !356)
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %291, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 4, !86, !DIExpression(), !356)
  %292 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !359
    #dbg_value(i64 1, !84, !DIExpression(), !355)
    #dbg_value(i64 0, !86, !DIExpression(), !356)
  store <2 x double> <double 2.000000e-01, double 5.000000e-01>, ptr %292, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 1, !86, !DIExpression(), !356)
  %293 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !359
    #dbg_value(i64 2, !86, !DIExpression(), !356)
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %293, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 3, !86, !DIExpression(), !356)
  %294 = getelementptr inbounds i8, ptr %1, i64 64, !dbg !359
    #dbg_value(i64 4, !86, !DIExpression(), !356)
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %294, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 2, !84, !DIExpression(), !355)
    #dbg_value(i64 0, !86, !DIExpression(), !356)
  %295 = getelementptr inbounds i8, ptr %1, i64 80, !dbg !359
    #dbg_value(i64 1, !86, !DIExpression(), !356)
  store <2 x double> <double 0x3FD5555555555555, double 2.500000e-01>, ptr %295, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 2, !86, !DIExpression(), !356)
  %296 = getelementptr inbounds i8, ptr %1, i64 96, !dbg !359
    #dbg_value(i64 3, !86, !DIExpression(), !356)
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %296, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 4, !86, !DIExpression(), !356)
  %297 = getelementptr inbounds i8, ptr %1, i64 112, !dbg !359
    #dbg_value(i64 3, !84, !DIExpression(), !355)
    #dbg_value(i64 0, !86, !DIExpression(), !356)
  store <2 x double> <double 0x3FC2492492492492, double 2.500000e-01>, ptr %297, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 1, !86, !DIExpression(), !356)
  %298 = getelementptr inbounds i8, ptr %1, i64 128, !dbg !359
    #dbg_value(i64 2, !86, !DIExpression(), !356)
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %298, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 3, !86, !DIExpression(), !356)
  %299 = getelementptr inbounds i8, ptr %1, i64 144, !dbg !359
    #dbg_value(i64 4, !86, !DIExpression(), !356)
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %299, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 4, !84, !DIExpression(), !355)
    #dbg_value(i64 0, !86, !DIExpression(), !356)
  %300 = getelementptr inbounds i8, ptr %1, i64 160, !dbg !359
    #dbg_value(i64 1, !86, !DIExpression(), !356)
  store <2 x double> <double 2.000000e-01, double 0x3FC5555555555555>, ptr %300, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 2, !86, !DIExpression(), !356)
  %301 = getelementptr inbounds i8, ptr %1, i64 176, !dbg !359
    #dbg_value(i64 3, !86, !DIExpression(), !356)
  store <2 x double> <double 0x3FC2492492492492, double 1.250000e-01>, ptr %301, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 4, !86, !DIExpression(), !356)
  %302 = getelementptr inbounds i8, ptr %1, i64 192, !dbg !359
  store double 0x3FBC71C71C71C71C, ptr %302, align 16, !dbg !357, !tbaa !110
    #dbg_value(i64 5, !86, !DIExpression(), !356)
    #dbg_value(i64 5, !84, !DIExpression(), !355)
  %303 = call fastcc double @det(i32 noundef 5, ptr noundef nonnull %1), !dbg !360
  %304 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %303), !dbg !361
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8, !dbg !362
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(128) %2, ptr noundef nonnull align 16 dereferenceable(128) @__const.main.v, i64 128, i1 false), !dbg !363, !DIAssignID !364
    #dbg_assign(i1 undef, !89, !DIExpression(), !364, ptr %2, !DIExpression(), !94)
  %305 = call fastcc double @det(i32 noundef 4, ptr noundef nonnull %2), !dbg !365
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %305), !dbg !366
  %307 = trunc i64 %281 to i32, !dbg !367
  %308 = and i32 %307, 127, !dbg !367
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8, !dbg !368
  call void @llvm.lifetime.end.p0(i64 200, ptr nonnull %1) #8, !dbg !368
  ret i32 %308, !dbg !368
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fmuladd.f64(double, double, double) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #2

; Function Attrs: nofree nounwind
declare !dbg !369 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc double @det(i32 noundef %0, ptr nocapture noundef %1) unnamed_addr #4 !dbg !376 {
    #dbg_value(i32 %0, !384, !DIExpression(), !408)
    #dbg_value(ptr %1, !385, !DIExpression(), !408)
  %3 = zext i32 %0 to i64
    #dbg_value(double 1.000000e+00, !386, !DIExpression(), !408)
    #dbg_value(i32 0, !387, !DIExpression(), !409)
  %4 = icmp sgt i32 %0, 0
  %5 = tail call i32 @llvm.smax.i32(i32 %0, i32 0), !dbg !410
  %6 = zext nneg i32 %5 to i64, !dbg !411
    #dbg_value(i64 0, !387, !DIExpression(), !409)
  %7 = icmp slt i32 %0, 1, !dbg !411
  br i1 %7, label %199, label %8, !dbg !412

8:                                                ; preds = %2
  %9 = shl nuw nsw i64 %3, 3, !dbg !412
  %10 = add nuw nsw i64 %9, 8, !dbg !412
  %11 = add nsw i64 %9, -8, !dbg !412
  %12 = mul i64 %11, %3, !dbg !412
  %13 = mul nuw nsw i64 %3, %6, !dbg !412
  %14 = shl i64 %13, 3, !dbg !412
  %15 = getelementptr i8, ptr %1, i64 %14, !dbg !412
  %16 = getelementptr i8, ptr %1, i64 %9
  %17 = getelementptr i8, ptr %1, i64 %12
  %18 = getelementptr i8, ptr %17, i64 8
  %19 = getelementptr i8, ptr %1, i64 8, !dbg !412
  %20 = icmp ult i32 %0, 6
  %21 = and i64 %3, 2147483644
  %22 = icmp eq i64 %21, %3
  %23 = and i64 %3, 1
  %24 = icmp eq i64 %23, 0
  %25 = add nsw i64 %3, -1
  br label %26, !dbg !412

26:                                               ; preds = %8, %196
  %27 = phi double [ 1.000000e+00, %8 ], [ %143, %196 ]
  %28 = phi i64 [ 1, %8 ], [ %197, %196 ]
  %29 = phi i64 [ 0, %8 ], [ %52, %196 ]
  %30 = trunc i64 %28 to i32, !dbg !413
  %31 = tail call i32 @llvm.smax.i32(i32 %0, i32 %30), !dbg !413
  %32 = trunc i64 %29 to i32, !dbg !413
  %33 = xor i32 %32, -1, !dbg !413
  %34 = add i32 %31, %33, !dbg !413
  %35 = zext i32 %34 to i64, !dbg !413
  %36 = add nuw nsw i64 %35, 1, !dbg !413
  %37 = mul i64 %10, %29, !dbg !413
  %38 = getelementptr i8, ptr %16, i64 %37, !dbg !413
    #dbg_value(double %27, !386, !DIExpression(), !408)
    #dbg_value(i64 %29, !387, !DIExpression(), !409)
    #dbg_value(i64 %29, !389, !DIExpression(), !414)
  %39 = shl nuw nsw i64 %29, 3, !dbg !413
  %40 = getelementptr i8, ptr %18, i64 %39, !dbg !413
  %41 = trunc i64 %28 to i32, !dbg !413
  %42 = tail call i32 @llvm.smax.i32(i32 %0, i32 %41), !dbg !413
  %43 = trunc i64 %29 to i32, !dbg !413
  %44 = xor i32 %43, -1, !dbg !413
  %45 = add i32 %42, %44, !dbg !413
  %46 = zext i32 %45 to i64, !dbg !413
  %47 = shl nuw nsw i64 %46, 3, !dbg !413
  %48 = getelementptr i8, ptr %40, i64 %47, !dbg !413
  %49 = getelementptr i8, ptr %1, i64 %37, !dbg !413
  %50 = getelementptr i8, ptr %19, i64 %37, !dbg !413
  %51 = getelementptr i8, ptr %50, i64 %47, !dbg !413
  %52 = add nuw nsw i64 %29, 1, !dbg !413
    #dbg_value(i64 %52, !392, !DIExpression(), !415)
  %53 = trunc nuw i64 %52 to i32, !dbg !416
  %54 = icmp slt i32 %53, %0, !dbg !416
  %55 = trunc nuw nsw i64 %29 to i32, !dbg !418
  br i1 %54, label %56, label %58, !dbg !418

56:                                               ; preds = %26
  %57 = getelementptr double, ptr %1, i64 %29, !dbg !418
  br label %66, !dbg !418

58:                                               ; preds = %66, %26
  %59 = phi i32 [ %55, %26 ], [ %80, %66 ], !dbg !419
  %60 = sext i32 %59 to i64, !dbg !420
  %61 = mul nsw i64 %60, %3, !dbg !420
  %62 = getelementptr inbounds double, ptr %1, i64 %61, !dbg !420
  %63 = getelementptr inbounds double, ptr %62, i64 %29, !dbg !420
  %64 = load double, ptr %63, align 8, !dbg !420, !tbaa !110
  %65 = fcmp une double %64, 0.000000e+00, !dbg !422
  br i1 %65, label %83, label %199, !dbg !423

66:                                               ; preds = %56, %66
  %67 = phi i64 [ %28, %56 ], [ %81, %66 ]
  %68 = phi i32 [ %55, %56 ], [ %80, %66 ]
    #dbg_value(i64 %67, !392, !DIExpression(), !415)
    #dbg_value(i32 %68, !389, !DIExpression(), !414)
  %69 = mul nuw nsw i64 %67, %3, !dbg !424
  %70 = getelementptr inbounds double, ptr %57, i64 %69, !dbg !424
  %71 = load double, ptr %70, align 8, !dbg !424, !tbaa !110
  %72 = tail call double @llvm.fabs.f64(double %71), !dbg !426
  %73 = sext i32 %68 to i64, !dbg !427
  %74 = mul nsw i64 %73, %3, !dbg !427
  %75 = getelementptr double, ptr %57, i64 %74, !dbg !427
  %76 = load double, ptr %75, align 8, !dbg !427, !tbaa !110
  %77 = tail call double @llvm.fabs.f64(double %76), !dbg !428
  %78 = fcmp ogt double %72, %77, !dbg !429
  %79 = trunc nuw i64 %67 to i32, !dbg !430
  %80 = select i1 %78, i32 %79, i32 %68, !dbg !430
    #dbg_value(i32 %80, !389, !DIExpression(), !414)
  %81 = add nuw nsw i64 %67, 1, !dbg !431
    #dbg_value(i64 %81, !392, !DIExpression(), !415)
  %82 = icmp eq i64 %81, %3, !dbg !416
  br i1 %82, label %58, label %66, !dbg !418, !llvm.loop !432

83:                                               ; preds = %58
  %84 = zext i32 %59 to i64, !dbg !434
  %85 = icmp eq i64 %29, %84, !dbg !434
  br i1 %85, label %137, label %86, !dbg !435

86:                                               ; preds = %83
    #dbg_value(i32 0, !394, !DIExpression(), !436)
  br i1 %4, label %87, label %122, !dbg !437

87:                                               ; preds = %86
  %88 = mul nuw nsw i64 %29, %3
  %89 = getelementptr inbounds double, ptr %1, i64 %88
  br i1 %20, label %90, label %101, !dbg !437

90:                                               ; preds = %121, %101, %87
  %91 = phi i64 [ 0, %101 ], [ 0, %87 ], [ %21, %121 ]
  br i1 %24, label %98, label %92, !dbg !437

92:                                               ; preds = %90
    #dbg_value(i64 poison, !394, !DIExpression(), !436)
  %93 = getelementptr inbounds double, ptr %89, i64 %91, !dbg !438
  %94 = load double, ptr %93, align 8, !dbg !438, !tbaa !110
    #dbg_value(double %94, !398, !DIExpression(), !439)
  %95 = getelementptr inbounds double, ptr %62, i64 %91, !dbg !440
  %96 = load double, ptr %95, align 8, !dbg !440, !tbaa !110
  store double %96, ptr %93, align 8, !dbg !441, !tbaa !110
  store double %94, ptr %95, align 8, !dbg !442, !tbaa !110
  %97 = or disjoint i64 %91, 1, !dbg !443
    #dbg_value(i64 %97, !394, !DIExpression(), !436)
  br label %98, !dbg !437

98:                                               ; preds = %92, %90
  %99 = phi i64 [ %91, %90 ], [ %97, %92 ]
  %100 = icmp eq i64 %91, %25, !dbg !437
  br i1 %100, label %122, label %124, !dbg !437

101:                                              ; preds = %87
  %102 = shl nsw i64 %60, 3, !dbg !437
  %103 = add nsw i64 %102, 8, !dbg !437
  %104 = mul i64 %103, %3, !dbg !437
  %105 = getelementptr i8, ptr %1, i64 %104, !dbg !437
  %106 = icmp ugt ptr %105, %1, !dbg !437
  %107 = icmp ult ptr %62, %15, !dbg !437
  %108 = and i1 %106, %107, !dbg !437
  br i1 %108, label %90, label %109, !dbg !437

109:                                              ; preds = %101, %109
  %110 = phi i64 [ %119, %109 ], [ 0, %101 ], !dbg !443
  %111 = getelementptr inbounds double, ptr %89, i64 %110, !dbg !438
  %112 = getelementptr inbounds i8, ptr %111, i64 16, !dbg !438
  %113 = load <2 x double>, ptr %111, align 8, !dbg !438, !tbaa !110, !alias.scope !444, !noalias !447
  %114 = load <2 x double>, ptr %112, align 8, !dbg !438, !tbaa !110, !alias.scope !444, !noalias !447
  %115 = getelementptr inbounds double, ptr %62, i64 %110, !dbg !440
  %116 = getelementptr inbounds i8, ptr %115, i64 16, !dbg !440
  %117 = load <2 x double>, ptr %115, align 8, !dbg !440, !tbaa !110, !alias.scope !447
  %118 = load <2 x double>, ptr %116, align 8, !dbg !440, !tbaa !110, !alias.scope !447
  store <2 x double> %117, ptr %111, align 8, !dbg !441, !tbaa !110, !alias.scope !444, !noalias !447
  store <2 x double> %118, ptr %112, align 8, !dbg !441, !tbaa !110, !alias.scope !444, !noalias !447
  store <2 x double> %113, ptr %115, align 8, !dbg !442, !tbaa !110, !alias.scope !447
  store <2 x double> %114, ptr %116, align 8, !dbg !442, !tbaa !110, !alias.scope !447
  %119 = add nuw i64 %110, 4, !dbg !443
  %120 = icmp eq i64 %119, %21, !dbg !443
  br i1 %120, label %121, label %109, !dbg !443, !llvm.loop !449

121:                                              ; preds = %109
  br i1 %22, label %122, label %90, !dbg !437

122:                                              ; preds = %98, %124, %121, %86
  %123 = fneg double %27, !dbg !451
    #dbg_value(double %123, !386, !DIExpression(), !408)
  br label %137, !dbg !452

124:                                              ; preds = %98, %124
  %125 = phi i64 [ %135, %124 ], [ %99, %98 ]
    #dbg_value(i64 %125, !394, !DIExpression(), !436)
  %126 = getelementptr inbounds double, ptr %89, i64 %125, !dbg !438
  %127 = load double, ptr %126, align 8, !dbg !438, !tbaa !110
    #dbg_value(double %127, !398, !DIExpression(), !439)
  %128 = getelementptr inbounds double, ptr %62, i64 %125, !dbg !440
  %129 = load double, ptr %128, align 8, !dbg !440, !tbaa !110
  store double %129, ptr %126, align 8, !dbg !441, !tbaa !110
  store double %127, ptr %128, align 8, !dbg !442, !tbaa !110
  %130 = add nuw nsw i64 %125, 1, !dbg !443
    #dbg_value(i64 %130, !394, !DIExpression(), !436)
  %131 = getelementptr inbounds double, ptr %89, i64 %130, !dbg !438
  %132 = load double, ptr %131, align 8, !dbg !438, !tbaa !110
    #dbg_value(double %132, !398, !DIExpression(), !439)
  %133 = getelementptr inbounds double, ptr %62, i64 %130, !dbg !440
  %134 = load double, ptr %133, align 8, !dbg !440, !tbaa !110
  store double %134, ptr %131, align 8, !dbg !441, !tbaa !110
  store double %132, ptr %133, align 8, !dbg !442, !tbaa !110
  %135 = add nuw nsw i64 %125, 2, !dbg !443
    #dbg_value(i64 %135, !394, !DIExpression(), !436)
  %136 = icmp eq i64 %135, %3, !dbg !453
  br i1 %136, label %122, label %124, !dbg !437, !llvm.loop !454

137:                                              ; preds = %122, %83
  %138 = phi double [ %123, %122 ], [ %27, %83 ], !dbg !408
    #dbg_value(double %138, !386, !DIExpression(), !408)
  %139 = mul nuw nsw i64 %29, %3, !dbg !455
  %140 = getelementptr inbounds double, ptr %1, i64 %139, !dbg !455
  %141 = getelementptr inbounds double, ptr %140, i64 %29, !dbg !455
  %142 = load double, ptr %141, align 8, !dbg !455, !tbaa !110
  %143 = fmul double %138, %142, !dbg !456
    #dbg_value(double %143, !386, !DIExpression(), !408)
    #dbg_value(i64 %52, !401, !DIExpression(), !457)
  br i1 %54, label %144, label %196, !dbg !458

144:                                              ; preds = %137
  %145 = icmp ult i32 %34, 3
  %146 = icmp ult ptr %38, %51
  %147 = icmp ult ptr %49, %48
  %148 = and i1 %146, %147
  %149 = and i64 %36, 8589934588
  %150 = add nuw i64 %29, %149
  %151 = icmp eq i64 %36, %149
  br label %152, !dbg !458

152:                                              ; preds = %144, %183
  %153 = phi i64 [ %184, %183 ], [ %28, %144 ]
    #dbg_value(i64 %153, !401, !DIExpression(), !457)
  %154 = mul nuw nsw i64 %153, %3, !dbg !459
  %155 = getelementptr inbounds double, ptr %1, i64 %154, !dbg !459
  %156 = getelementptr inbounds double, ptr %155, i64 %29, !dbg !459
  %157 = load double, ptr %156, align 8, !dbg !459, !tbaa !110
  %158 = load double, ptr %141, align 8, !dbg !460, !tbaa !110
    #dbg_value(double poison, !403, !DIExpression(), !461)
    #dbg_value(i64 %29, !406, !DIExpression(), !462)
  %159 = fneg double %157
  %160 = fdiv double %159, %158
  %161 = select i1 %145, i1 true, i1 %148, !dbg !463
  br i1 %161, label %162, label %164, !dbg !463

162:                                              ; preds = %152, %182
  %163 = phi i64 [ %29, %152 ], [ %150, %182 ]
  br label %186, !dbg !463

164:                                              ; preds = %152
  %165 = insertelement <2 x double> poison, double %160, i64 0, !dbg !463
  %166 = shufflevector <2 x double> %165, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !463
  br label %167, !dbg !463

167:                                              ; preds = %167, %164
  %168 = phi i64 [ 0, %164 ], [ %180, %167 ]
  %169 = add i64 %29, %168, !dbg !463
  %170 = getelementptr inbounds double, ptr %140, i64 %169, !dbg !464
  %171 = getelementptr inbounds i8, ptr %170, i64 16, !dbg !464
  %172 = load <2 x double>, ptr %170, align 8, !dbg !464, !tbaa !110, !alias.scope !466
  %173 = load <2 x double>, ptr %171, align 8, !dbg !464, !tbaa !110, !alias.scope !466
  %174 = getelementptr inbounds double, ptr %155, i64 %169, !dbg !469
  %175 = getelementptr inbounds i8, ptr %174, i64 16, !dbg !470
  %176 = load <2 x double>, ptr %174, align 8, !dbg !470, !tbaa !110, !alias.scope !471, !noalias !466
  %177 = load <2 x double>, ptr %175, align 8, !dbg !470, !tbaa !110, !alias.scope !471, !noalias !466
  %178 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> %172, <2 x double> %176), !dbg !470
  %179 = tail call <2 x double> @llvm.fmuladd.v2f64(<2 x double> %166, <2 x double> %173, <2 x double> %177), !dbg !470
  store <2 x double> %178, ptr %174, align 8, !dbg !470, !tbaa !110, !alias.scope !471, !noalias !466
  store <2 x double> %179, ptr %175, align 8, !dbg !470, !tbaa !110, !alias.scope !471, !noalias !466
  %180 = add nuw i64 %168, 4
  %181 = icmp eq i64 %180, %149
  br i1 %181, label %182, label %167, !llvm.loop !473

182:                                              ; preds = %167
  br i1 %151, label %183, label %162, !dbg !463

183:                                              ; preds = %186, %182
  %184 = add nuw nsw i64 %153, 1, !dbg !475
    #dbg_value(i64 %184, !401, !DIExpression(), !457)
  %185 = icmp eq i64 %184, %3, !dbg !476
  br i1 %185, label %196, label %152, !dbg !458, !llvm.loop !477

186:                                              ; preds = %162, %186
  %187 = phi i64 [ %193, %186 ], [ %163, %162 ]
    #dbg_value(i64 %187, !406, !DIExpression(), !462)
  %188 = getelementptr inbounds double, ptr %140, i64 %187, !dbg !464
  %189 = load double, ptr %188, align 8, !dbg !464, !tbaa !110
  %190 = getelementptr inbounds double, ptr %155, i64 %187, !dbg !469
  %191 = load double, ptr %190, align 8, !dbg !470, !tbaa !110
  %192 = tail call double @llvm.fmuladd.f64(double %160, double %189, double %191), !dbg !470
  store double %192, ptr %190, align 8, !dbg !470, !tbaa !110
  %193 = add nuw nsw i64 %187, 1, !dbg !479
    #dbg_value(i64 %193, !406, !DIExpression(), !462)
  %194 = trunc nuw i64 %193 to i32, !dbg !480
  %195 = icmp slt i32 %194, %0, !dbg !480
  br i1 %195, label %186, label %183, !dbg !463, !llvm.loop !481

196:                                              ; preds = %183, %137
    #dbg_value(double %143, !386, !DIExpression(), !408)
  %197 = add nuw nsw i64 %28, 1
    #dbg_value(i64 %52, !387, !DIExpression(), !409)
  %198 = icmp eq i64 %52, %6, !dbg !411
  br i1 %198, label %199, label %26, !dbg !412

199:                                              ; preds = %196, %58, %2
  %200 = phi double [ 1.000000e+00, %2 ], [ %143, %196 ], [ 0.000000e+00, %58 ]
    #dbg_value(double poison, !386, !DIExpression(), !408)
  ret double %200, !dbg !482
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fmuladd.v2f64(<2 x double>, <2 x double>, <2 x double>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.vector.reduce.add.v4i32(<4 x i32>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x double> @llvm.fabs.v2f64(<2 x double>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #6 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!53, !54, !55, !56, !57, !58, !59}
!llvm.ident = !{!60}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "A", scope: !2, file: !3, line: 8, type: !32, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/matrix_multiply.c", directory: ".", checksumkind: CSK_MD5, checksum: "91be6afed18a1b3a30442ef5ec48e042")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !25, !0, !30, !36, !38, !40, !42, !49, !51}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 39, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 416, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 52)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 40, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 14)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 160, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 20)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 43, type: !27, isLocal: true, isDefinition: true)
!27 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 104, elements: !28)
!28 = !{!29}
!29 = !DISubrange(count: 13)
!30 = !DIGlobalVariableExpression(var: !31, expr: !DIExpression())
!31 = distinct !DIGlobalVariable(name: "B", scope: !2, file: !3, line: 8, type: !32, isLocal: true, isDefinition: true)
!32 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 262144, elements: !34)
!33 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!34 = !{!35, !35}
!35 = !DISubrange(count: 64)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(name: "C1", scope: !2, file: !3, line: 8, type: !32, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(name: "C2", scope: !2, file: !3, line: 8, type: !32, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(name: "C3", scope: !2, file: !3, line: 8, type: !32, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "IA", scope: !2, file: !3, line: 9, type: !44, isLocal: true, isDefinition: true)
!44 = !DICompositeType(tag: DW_TAG_array_type, baseType: !45, size: 131072, elements: !34)
!45 = !DIDerivedType(tag: DW_TAG_typedef, name: "int32_t", file: !46, line: 26, baseType: !47)
!46 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!47 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int32_t", file: !48, line: 41, baseType: !7)
!48 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "IB", scope: !2, file: !3, line: 9, type: !44, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "IC", scope: !2, file: !3, line: 9, type: !44, isLocal: true, isDefinition: true)
!53 = !{i32 7, !"Dwarf Version", i32 5}
!54 = !{i32 2, !"Debug Info Version", i32 3}
!55 = !{i32 1, !"wchar_size", i32 4}
!56 = !{i32 8, !"PIC Level", i32 2}
!57 = !{i32 7, !"PIE Level", i32 2}
!58 = !{i32 7, !"uwtable", i32 2}
!59 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!60 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!61 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 34, type: !62, scopeLine: 34, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !64)
!62 = !DISubroutineType(types: !63)
!63 = !{!7}
!64 = !{!65, !67, !70, !71, !72, !73, !75, !78, !80, !84, !86, !89}
!65 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 35, type: !7)
!66 = distinct !DILexicalBlock(scope: !61, file: !3, line: 35, column: 5)
!67 = !DILocalVariable(name: "j", scope: !68, file: !3, line: 35, type: !7)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 35, column: 33)
!69 = distinct !DILexicalBlock(scope: !66, file: !3, line: 35, column: 5)
!70 = !DILocalVariable(name: "s1", scope: !61, file: !3, line: 37, type: !33)
!71 = !DILocalVariable(name: "diff", scope: !61, file: !3, line: 37, type: !33)
!72 = !DILocalVariable(name: "is", scope: !61, file: !3, line: 37, type: !5)
!73 = !DILocalVariable(name: "i", scope: !74, file: !3, line: 38, type: !7)
!74 = distinct !DILexicalBlock(scope: !61, file: !3, line: 38, column: 5)
!75 = !DILocalVariable(name: "j", scope: !76, file: !3, line: 38, type: !7)
!76 = distinct !DILexicalBlock(scope: !77, file: !3, line: 38, column: 33)
!77 = distinct !DILexicalBlock(scope: !74, file: !3, line: 38, column: 5)
!78 = !DILocalVariable(name: "n", scope: !79, file: !3, line: 40, type: !7)
!79 = distinct !DILexicalBlock(scope: !61, file: !3, line: 40, column: 5)
!80 = !DILocalVariable(name: "m", scope: !61, file: !3, line: 41, type: !81)
!81 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 1600, elements: !82)
!82 = !{!83, !83}
!83 = !DISubrange(count: 5)
!84 = !DILocalVariable(name: "i", scope: !85, file: !3, line: 41, type: !7)
!85 = distinct !DILexicalBlock(scope: !61, file: !3, line: 41, column: 21)
!86 = !DILocalVariable(name: "j", scope: !87, file: !3, line: 41, type: !7)
!87 = distinct !DILexicalBlock(scope: !88, file: !3, line: 41, column: 49)
!88 = distinct !DILexicalBlock(scope: !85, file: !3, line: 41, column: 21)
!89 = !DILocalVariable(name: "v", scope: !61, file: !3, line: 43, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, size: 1024, elements: !91)
!91 = !{!92, !92}
!92 = !DISubrange(count: 4)
!93 = distinct !DIAssignID()
!94 = !DILocation(line: 0, scope: !61)
!95 = distinct !DIAssignID()
!96 = !DILocation(line: 0, scope: !66)
!97 = !DILocation(line: 35, column: 5, scope: !66)
!98 = !DILocation(line: 0, scope: !68)
!99 = !DILocation(line: 35, column: 33, scope: !68)
!100 = !DILocation(line: 35, column: 57, scope: !101)
!101 = distinct !DILexicalBlock(scope: !68, file: !3, line: 35, column: 33)
!102 = !DILocation(line: 35, column: 84, scope: !103)
!103 = distinct !DILexicalBlock(scope: !101, file: !3, line: 35, column: 61)
!104 = !DILocation(line: 35, column: 80, scope: !103)
!105 = !DILocation(line: 35, column: 89, scope: !103)
!106 = !DILocation(line: 35, column: 94, scope: !103)
!107 = !DILocation(line: 35, column: 73, scope: !103)
!108 = !DILocation(line: 35, column: 63, scope: !103)
!109 = !DILocation(line: 35, column: 71, scope: !103)
!110 = !{!111, !111, i64 0}
!111 = !{!"double", !112, i64 0}
!112 = !{!"omnipotent char", !113, i64 0}
!113 = !{!"Simple C/C++ TBAA"}
!114 = !DILocation(line: 35, column: 112, scope: !103)
!115 = !DILocation(line: 35, column: 117, scope: !103)
!116 = !DILocation(line: 35, column: 109, scope: !103)
!117 = !DILocation(line: 35, column: 122, scope: !103)
!118 = !DILocation(line: 35, column: 99, scope: !103)
!119 = !DILocation(line: 35, column: 107, scope: !103)
!120 = !DILocation(line: 35, column: 143, scope: !103)
!121 = !DILocation(line: 35, column: 148, scope: !103)
!122 = !DILocation(line: 35, column: 129, scope: !103)
!123 = !DILocation(line: 35, column: 138, scope: !103)
!124 = !{!125, !125, i64 0}
!125 = !{!"int", !112, i64 0}
!126 = !DILocation(line: 35, column: 172, scope: !103)
!127 = !DILocation(line: 35, column: 168, scope: !103)
!128 = !DILocation(line: 35, column: 177, scope: !103)
!129 = !DILocation(line: 35, column: 154, scope: !103)
!130 = !DILocation(line: 35, column: 163, scope: !103)
!131 = distinct !{!131, !99, !132, !133, !134, !135}
!132 = !DILocation(line: 35, column: 183, scope: !68)
!133 = !{!"llvm.loop.mustprogress"}
!134 = !{!"llvm.loop.isvectorized", i32 1}
!135 = !{!"llvm.loop.unroll.runtime.disable"}
!136 = !DILocalVariable(name: "i", scope: !137, file: !3, line: 11, type: !7)
!137 = distinct !DILexicalBlock(scope: !138, file: !3, line: 11, column: 29)
!138 = distinct !DISubprogram(name: "mul_ijk", scope: !3, file: !3, line: 11, type: !139, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !141)
!139 = !DISubroutineType(types: !140)
!140 = !{null}
!141 = !{!136, !142, !145, !148}
!142 = !DILocalVariable(name: "j", scope: !143, file: !3, line: 11, type: !7)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 11, column: 57)
!144 = distinct !DILexicalBlock(scope: !137, file: !3, line: 11, column: 29)
!145 = !DILocalVariable(name: "s", scope: !146, file: !3, line: 11, type: !33)
!146 = distinct !DILexicalBlock(scope: !147, file: !3, line: 11, column: 85)
!147 = distinct !DILexicalBlock(scope: !143, file: !3, line: 11, column: 57)
!148 = !DILocalVariable(name: "k", scope: !149, file: !3, line: 11, type: !7)
!149 = distinct !DILexicalBlock(scope: !146, file: !3, line: 11, column: 101)
!150 = !DILocation(line: 0, scope: !137, inlinedAt: !151)
!151 = distinct !DILocation(line: 36, column: 5, scope: !61)
!152 = !DILocation(line: 0, scope: !143, inlinedAt: !151)
!153 = !DILocation(line: 11, column: 57, scope: !143, inlinedAt: !151)
!154 = !DILocation(line: 0, scope: !149, inlinedAt: !151)
!155 = !DILocation(line: 0, scope: !146, inlinedAt: !151)
!156 = !DILocation(line: 11, column: 101, scope: !149, inlinedAt: !151)
!157 = !DILocation(line: 11, column: 53, scope: !144, inlinedAt: !151)
!158 = !DILocation(line: 11, column: 47, scope: !144, inlinedAt: !151)
!159 = !DILocation(line: 11, column: 29, scope: !137, inlinedAt: !151)
!160 = distinct !{!160, !159, !161, !133}
!161 = !DILocation(line: 11, column: 167, scope: !137, inlinedAt: !151)
!162 = !DILocation(line: 11, column: 153, scope: !146, inlinedAt: !151)
!163 = !DILocation(line: 11, column: 162, scope: !146, inlinedAt: !151)
!164 = !DILocation(line: 11, column: 81, scope: !147, inlinedAt: !151)
!165 = !DILocation(line: 11, column: 75, scope: !147, inlinedAt: !151)
!166 = distinct !{!166, !153, !167, !133}
!167 = !DILocation(line: 11, column: 167, scope: !143, inlinedAt: !151)
!168 = !DILocation(line: 11, column: 134, scope: !169, inlinedAt: !151)
!169 = distinct !DILexicalBlock(scope: !149, file: !3, line: 11, column: 101)
!170 = !DILocation(line: 11, column: 144, scope: !169, inlinedAt: !151)
!171 = !DILocation(line: 11, column: 131, scope: !169, inlinedAt: !151)
!172 = !DILocation(line: 11, column: 125, scope: !169, inlinedAt: !151)
!173 = !DILocation(line: 11, column: 119, scope: !169, inlinedAt: !151)
!174 = distinct !{!174, !156, !175, !133}
!175 = !DILocation(line: 11, column: 150, scope: !149, inlinedAt: !151)
!176 = !DILocalVariable(name: "i", scope: !177, file: !3, line: 12, type: !7)
!177 = distinct !DILexicalBlock(scope: !178, file: !3, line: 12, column: 29)
!178 = distinct !DISubprogram(name: "mul_ikj", scope: !3, file: !3, line: 12, type: !139, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !179)
!179 = !{!176, !180, !184, !186, !189}
!180 = !DILocalVariable(name: "j", scope: !181, file: !3, line: 12, type: !7)
!181 = distinct !DILexicalBlock(scope: !182, file: !3, line: 12, column: 59)
!182 = distinct !DILexicalBlock(scope: !183, file: !3, line: 12, column: 57)
!183 = distinct !DILexicalBlock(scope: !177, file: !3, line: 12, column: 29)
!184 = !DILocalVariable(name: "k", scope: !185, file: !3, line: 12, type: !7)
!185 = distinct !DILexicalBlock(scope: !182, file: !3, line: 12, column: 101)
!186 = !DILocalVariable(name: "a", scope: !187, file: !3, line: 12, type: !33)
!187 = distinct !DILexicalBlock(scope: !188, file: !3, line: 12, column: 129)
!188 = distinct !DILexicalBlock(scope: !185, file: !3, line: 12, column: 101)
!189 = !DILocalVariable(name: "j", scope: !190, file: !3, line: 12, type: !7)
!190 = distinct !DILexicalBlock(scope: !187, file: !3, line: 12, column: 151)
!191 = !DILocation(line: 0, scope: !177, inlinedAt: !192)
!192 = distinct !DILocation(line: 36, column: 16, scope: !61)
!193 = !DILocation(line: 0, scope: !181, inlinedAt: !192)
!194 = !DILocation(line: 12, column: 96, scope: !195, inlinedAt: !192)
!195 = distinct !DILexicalBlock(scope: !181, file: !3, line: 12, column: 59)
!196 = !DILocation(line: 0, scope: !185, inlinedAt: !192)
!197 = !DILocation(line: 12, column: 101, scope: !185, inlinedAt: !192)
!198 = !DILocation(line: 12, column: 53, scope: !183, inlinedAt: !192)
!199 = !DILocation(line: 12, column: 47, scope: !183, inlinedAt: !192)
!200 = !DILocation(line: 12, column: 29, scope: !177, inlinedAt: !192)
!201 = distinct !{!201, !200, !202, !133}
!202 = !DILocation(line: 12, column: 206, scope: !177, inlinedAt: !192)
!203 = !DILocation(line: 0, scope: !187, inlinedAt: !192)
!204 = !DILocation(line: 0, scope: !190, inlinedAt: !192)
!205 = !DILocation(line: 12, column: 142, scope: !187, inlinedAt: !192)
!206 = !DILocation(line: 12, column: 151, scope: !190, inlinedAt: !192)
!207 = !DILocation(line: 12, column: 175, scope: !208, inlinedAt: !192)
!208 = distinct !DILexicalBlock(scope: !190, file: !3, line: 12, column: 151)
!209 = !DILocation(line: 12, column: 195, scope: !208, inlinedAt: !192)
!210 = !DILocation(line: 12, column: 179, scope: !208, inlinedAt: !192)
!211 = !DILocation(line: 12, column: 188, scope: !208, inlinedAt: !192)
!212 = distinct !{!212, !206, !213, !133, !134, !135}
!213 = !DILocation(line: 12, column: 201, scope: !190, inlinedAt: !192)
!214 = !DILocation(line: 12, column: 125, scope: !188, inlinedAt: !192)
!215 = !DILocation(line: 12, column: 119, scope: !188, inlinedAt: !192)
!216 = distinct !{!216, !197, !217, !133}
!217 = !DILocation(line: 12, column: 204, scope: !185, inlinedAt: !192)
!218 = !DILocalVariable(name: "i", scope: !219, file: !3, line: 14, type: !7)
!219 = distinct !DILexicalBlock(scope: !220, file: !3, line: 14, column: 5)
!220 = distinct !DISubprogram(name: "mul_blocked", scope: !3, file: !3, line: 13, type: !139, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !221)
!221 = !{!218, !222, !225, !227, !230, !233, !236, !239, !242}
!222 = !DILocalVariable(name: "j", scope: !223, file: !3, line: 14, type: !7)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 14, column: 33)
!224 = distinct !DILexicalBlock(scope: !219, file: !3, line: 14, column: 5)
!225 = !DILocalVariable(name: "ii", scope: !226, file: !3, line: 15, type: !7)
!226 = distinct !DILexicalBlock(scope: !220, file: !3, line: 15, column: 5)
!227 = !DILocalVariable(name: "kk", scope: !228, file: !3, line: 15, type: !7)
!228 = distinct !DILexicalBlock(scope: !229, file: !3, line: 15, column: 40)
!229 = distinct !DILexicalBlock(scope: !226, file: !3, line: 15, column: 5)
!230 = !DILocalVariable(name: "jj", scope: !231, file: !3, line: 15, type: !7)
!231 = distinct !DILexicalBlock(scope: !232, file: !3, line: 15, column: 75)
!232 = distinct !DILexicalBlock(scope: !228, file: !3, line: 15, column: 40)
!233 = !DILocalVariable(name: "i", scope: !234, file: !3, line: 16, type: !7)
!234 = distinct !DILexicalBlock(scope: !235, file: !3, line: 16, column: 9)
!235 = distinct !DILexicalBlock(scope: !231, file: !3, line: 15, column: 75)
!236 = !DILocalVariable(name: "k", scope: !237, file: !3, line: 16, type: !7)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 16, column: 44)
!238 = distinct !DILexicalBlock(scope: !234, file: !3, line: 16, column: 9)
!239 = !DILocalVariable(name: "a", scope: !240, file: !3, line: 16, type: !33)
!240 = distinct !DILexicalBlock(scope: !241, file: !3, line: 16, column: 79)
!241 = distinct !DILexicalBlock(scope: !237, file: !3, line: 16, column: 44)
!242 = !DILocalVariable(name: "j", scope: !243, file: !3, line: 16, type: !7)
!243 = distinct !DILexicalBlock(scope: !240, file: !3, line: 16, column: 101)
!244 = !DILocation(line: 0, scope: !219, inlinedAt: !245)
!245 = distinct !DILocation(line: 36, column: 27, scope: !61)
!246 = !DILocation(line: 14, column: 70, scope: !247, inlinedAt: !245)
!247 = distinct !DILexicalBlock(scope: !223, file: !3, line: 14, column: 33)
!248 = !DILocation(line: 0, scope: !223, inlinedAt: !245)
!249 = !DILocation(line: 15, column: 5, scope: !226, inlinedAt: !245)
!250 = !DILocation(line: 0, scope: !226, inlinedAt: !245)
!251 = !DILocation(line: 0, scope: !228, inlinedAt: !245)
!252 = !DILocation(line: 15, column: 40, scope: !228, inlinedAt: !245)
!253 = !DILocation(line: 0, scope: !231, inlinedAt: !245)
!254 = !DILocation(line: 15, column: 75, scope: !231, inlinedAt: !245)
!255 = !DILocation(line: 15, column: 25, scope: !229, inlinedAt: !245)
!256 = distinct !{!256, !249, !257, !133}
!257 = !DILocation(line: 16, column: 161, scope: !226, inlinedAt: !245)
!258 = !DILocation(line: 0, scope: !234, inlinedAt: !245)
!259 = !DILocation(line: 16, column: 9, scope: !234, inlinedAt: !245)
!260 = !DILocation(line: 15, column: 60, scope: !232, inlinedAt: !245)
!261 = distinct !{!261, !252, !262, !133}
!262 = !DILocation(line: 16, column: 161, scope: !228, inlinedAt: !245)
!263 = !DILocation(line: 0, scope: !237, inlinedAt: !245)
!264 = !DILocation(line: 16, column: 44, scope: !237, inlinedAt: !245)
!265 = !DILocation(line: 15, column: 95, scope: !235, inlinedAt: !245)
!266 = distinct !{!266, !254, !267, !133}
!267 = !DILocation(line: 16, column: 161, scope: !231, inlinedAt: !245)
!268 = !DILocation(line: 16, column: 145, scope: !269, inlinedAt: !245)
!269 = distinct !DILexicalBlock(scope: !243, file: !3, line: 16, column: 101)
!270 = !DILocation(line: 16, column: 40, scope: !238, inlinedAt: !245)
!271 = !DILocation(line: 16, column: 28, scope: !238, inlinedAt: !245)
!272 = distinct !{!272, !259, !273, !133}
!273 = !DILocation(line: 16, column: 161, scope: !234, inlinedAt: !245)
!274 = !DILocation(line: 16, column: 92, scope: !240, inlinedAt: !245)
!275 = !DILocation(line: 0, scope: !240, inlinedAt: !245)
!276 = !DILocation(line: 0, scope: !243, inlinedAt: !245)
!277 = !DILocation(line: 16, column: 152, scope: !269, inlinedAt: !245)
!278 = !DILocation(line: 16, column: 75, scope: !241, inlinedAt: !245)
!279 = !DILocation(line: 16, column: 63, scope: !241, inlinedAt: !245)
!280 = distinct !{!280, !264, !281, !133}
!281 = !DILocation(line: 16, column: 161, scope: !237, inlinedAt: !245)
!282 = !DILocalVariable(name: "i", scope: !283, file: !3, line: 18, type: !7)
!283 = distinct !DILexicalBlock(scope: !284, file: !3, line: 18, column: 26)
!284 = distinct !DISubprogram(name: "imul", scope: !3, file: !3, line: 18, type: !139, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !285)
!285 = !{!282, !286, !289, !292}
!286 = !DILocalVariable(name: "j", scope: !287, file: !3, line: 18, type: !7)
!287 = distinct !DILexicalBlock(scope: !288, file: !3, line: 18, column: 54)
!288 = distinct !DILexicalBlock(scope: !283, file: !3, line: 18, column: 26)
!289 = !DILocalVariable(name: "s", scope: !290, file: !3, line: 18, type: !45)
!290 = distinct !DILexicalBlock(scope: !291, file: !3, line: 18, column: 82)
!291 = distinct !DILexicalBlock(scope: !287, file: !3, line: 18, column: 54)
!292 = !DILocalVariable(name: "k", scope: !293, file: !3, line: 18, type: !7)
!293 = distinct !DILexicalBlock(scope: !290, file: !3, line: 18, column: 99)
!294 = !DILocation(line: 0, scope: !283, inlinedAt: !295)
!295 = distinct !DILocation(line: 36, column: 42, scope: !61)
!296 = !DILocation(line: 0, scope: !287, inlinedAt: !295)
!297 = !DILocation(line: 18, column: 54, scope: !287, inlinedAt: !295)
!298 = !DILocation(line: 0, scope: !293, inlinedAt: !295)
!299 = !DILocation(line: 0, scope: !290, inlinedAt: !295)
!300 = !DILocation(line: 18, column: 99, scope: !293, inlinedAt: !295)
!301 = !DILocation(line: 18, column: 123, scope: !302, inlinedAt: !295)
!302 = distinct !DILexicalBlock(scope: !293, file: !3, line: 18, column: 99)
!303 = !DILocation(line: 18, column: 132, scope: !302, inlinedAt: !295)
!304 = !DILocation(line: 18, column: 143, scope: !302, inlinedAt: !295)
!305 = !DILocation(line: 18, column: 129, scope: !302, inlinedAt: !295)
!306 = distinct !{!306, !300, !307, !133, !134, !135}
!307 = !DILocation(line: 18, column: 150, scope: !293, inlinedAt: !295)
!308 = !DILocation(line: 18, column: 153, scope: !290, inlinedAt: !295)
!309 = !DILocation(line: 18, column: 162, scope: !290, inlinedAt: !295)
!310 = !DILocation(line: 18, column: 78, scope: !291, inlinedAt: !295)
!311 = !DILocation(line: 18, column: 72, scope: !291, inlinedAt: !295)
!312 = distinct !{!312, !297, !313, !133}
!313 = !DILocation(line: 18, column: 167, scope: !287, inlinedAt: !295)
!314 = !DILocation(line: 18, column: 50, scope: !288, inlinedAt: !295)
!315 = !DILocation(line: 18, column: 44, scope: !288, inlinedAt: !295)
!316 = !DILocation(line: 18, column: 26, scope: !283, inlinedAt: !295)
!317 = distinct !{!317, !316, !318, !133}
!318 = !DILocation(line: 18, column: 167, scope: !283, inlinedAt: !295)
!319 = !DILocation(line: 35, column: 29, scope: !69)
!320 = !DILocation(line: 35, column: 23, scope: !69)
!321 = distinct !{!321, !97, !322, !133}
!322 = !DILocation(line: 35, column: 183, scope: !66)
!323 = !DILocation(line: 0, scope: !74)
!324 = !DILocation(line: 38, column: 29, scope: !77)
!325 = !DILocation(line: 0, scope: !76)
!326 = !DILocation(line: 38, column: 33, scope: !76)
!327 = !DILocation(line: 38, column: 23, scope: !77)
!328 = !DILocation(line: 38, column: 5, scope: !74)
!329 = distinct !{!329, !328, !330, !133}
!330 = !DILocation(line: 38, column: 189, scope: !74)
!331 = !DILocation(line: 38, column: 69, scope: !332)
!332 = distinct !DILexicalBlock(scope: !333, file: !3, line: 38, column: 61)
!333 = distinct !DILexicalBlock(scope: !76, file: !3, line: 38, column: 33)
!334 = !DILocation(line: 38, column: 66, scope: !332)
!335 = !DILocation(line: 38, column: 113, scope: !332)
!336 = !DILocation(line: 38, column: 141, scope: !332)
!337 = !DILocation(line: 38, column: 111, scope: !332)
!338 = !DILocation(line: 38, column: 97, scope: !332)
!339 = !DILocation(line: 38, column: 123, scope: !332)
!340 = !DILocation(line: 38, column: 94, scope: !332)
!341 = !DILocation(line: 38, column: 158, scope: !332)
!342 = !DILocation(line: 38, column: 183, scope: !332)
!343 = !DILocation(line: 38, column: 167, scope: !332)
!344 = !DILocation(line: 38, column: 155, scope: !332)
!345 = !DILocation(line: 38, column: 51, scope: !333)
!346 = distinct !{!346, !326, !347, !133}
!347 = !DILocation(line: 38, column: 189, scope: !76)
!348 = !DILocation(line: 39, column: 82, scope: !61)
!349 = !DILocation(line: 39, column: 92, scope: !61)
!350 = !DILocation(line: 39, column: 5, scope: !61)
!351 = !DILocation(line: 0, scope: !79)
!352 = !DILocation(line: 40, column: 39, scope: !353)
!353 = distinct !DILexicalBlock(scope: !79, file: !3, line: 40, column: 5)
!354 = !DILocation(line: 41, column: 5, scope: !61)
!355 = !DILocation(line: 0, scope: !85)
!356 = !DILocation(line: 0, scope: !87)
!357 = !DILocation(line: 41, column: 85, scope: !358)
!358 = distinct !DILexicalBlock(scope: !87, file: !3, line: 41, column: 49)
!359 = !DILocation(line: 41, column: 77, scope: !358)
!360 = !DILocation(line: 42, column: 36, scope: !61)
!361 = !DILocation(line: 42, column: 5, scope: !61)
!362 = !DILocation(line: 43, column: 5, scope: !61)
!363 = !DILocation(line: 43, column: 12, scope: !61)
!364 = distinct !DIAssignID()
!365 = !DILocation(line: 43, column: 115, scope: !61)
!366 = !DILocation(line: 43, column: 91, scope: !61)
!367 = !DILocation(line: 44, column: 12, scope: !61)
!368 = !DILocation(line: 45, column: 1, scope: !61)
!369 = !DISubprogram(name: "printf", scope: !370, file: !370, line: 356, type: !371, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!370 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!371 = !DISubroutineType(types: !372)
!372 = !{!7, !373, null}
!373 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !374)
!374 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !375, size: 64)
!375 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!376 = distinct !DISubprogram(name: "det", scope: !3, file: !3, line: 22, type: !377, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !383)
!377 = !DISubroutineType(types: !378)
!378 = !{!33, !7, !379}
!379 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !380, size: 64)
!380 = !DICompositeType(tag: DW_TAG_array_type, baseType: !33, elements: !381)
!381 = !{!382}
!382 = !DISubrange(count: -1)
!383 = !{!384, !385, !386, !387, !389, !392, !394, !398, !401, !403, !406}
!384 = !DILocalVariable(name: "n", arg: 1, scope: !376, file: !3, line: 22, type: !7)
!385 = !DILocalVariable(name: "m", arg: 2, scope: !376, file: !3, line: 22, type: !379)
!386 = !DILocalVariable(name: "d", scope: !376, file: !3, line: 23, type: !33)
!387 = !DILocalVariable(name: "c", scope: !388, file: !3, line: 24, type: !7)
!388 = distinct !DILexicalBlock(scope: !376, file: !3, line: 24, column: 5)
!389 = !DILocalVariable(name: "p", scope: !390, file: !3, line: 25, type: !7)
!390 = distinct !DILexicalBlock(scope: !391, file: !3, line: 24, column: 33)
!391 = distinct !DILexicalBlock(scope: !388, file: !3, line: 24, column: 5)
!392 = !DILocalVariable(name: "r", scope: !393, file: !3, line: 25, type: !7)
!393 = distinct !DILexicalBlock(scope: !390, file: !3, line: 25, column: 20)
!394 = !DILocalVariable(name: "k", scope: !395, file: !3, line: 27, type: !7)
!395 = distinct !DILexicalBlock(scope: !396, file: !3, line: 27, column: 23)
!396 = distinct !DILexicalBlock(scope: !397, file: !3, line: 27, column: 21)
!397 = distinct !DILexicalBlock(scope: !390, file: !3, line: 27, column: 13)
!398 = !DILocalVariable(name: "t", scope: !399, file: !3, line: 27, type: !33)
!399 = distinct !DILexicalBlock(scope: !400, file: !3, line: 27, column: 51)
!400 = distinct !DILexicalBlock(scope: !395, file: !3, line: 27, column: 23)
!401 = !DILocalVariable(name: "r", scope: !402, file: !3, line: 29, type: !7)
!402 = distinct !DILexicalBlock(scope: !390, file: !3, line: 29, column: 9)
!403 = !DILocalVariable(name: "f", scope: !404, file: !3, line: 29, type: !33)
!404 = distinct !DILexicalBlock(scope: !405, file: !3, line: 29, column: 41)
!405 = distinct !DILexicalBlock(scope: !402, file: !3, line: 29, column: 9)
!406 = !DILocalVariable(name: "k", scope: !407, file: !3, line: 29, type: !7)
!407 = distinct !DILexicalBlock(scope: !404, file: !3, line: 29, column: 73)
!408 = !DILocation(line: 0, scope: !376)
!409 = !DILocation(line: 0, scope: !388)
!410 = !DILocation(line: 24, column: 10, scope: !388)
!411 = !DILocation(line: 24, column: 23, scope: !391)
!412 = !DILocation(line: 24, column: 5, scope: !388)
!413 = !DILocation(line: 25, column: 35, scope: !393)
!414 = !DILocation(line: 0, scope: !390)
!415 = !DILocation(line: 0, scope: !393)
!416 = !DILocation(line: 25, column: 42, scope: !417)
!417 = distinct !DILexicalBlock(scope: !393, file: !3, line: 25, column: 20)
!418 = !DILocation(line: 25, column: 20, scope: !393)
!419 = !DILocation(line: 25, scope: !390)
!420 = !DILocation(line: 26, column: 13, scope: !421)
!421 = distinct !DILexicalBlock(scope: !390, file: !3, line: 26, column: 13)
!422 = !DILocation(line: 26, column: 21, scope: !421)
!423 = !DILocation(line: 26, column: 13, scope: !390)
!424 = !DILocation(line: 25, column: 61, scope: !425)
!425 = distinct !DILexicalBlock(scope: !417, file: !3, line: 25, column: 56)
!426 = !DILocation(line: 25, column: 56, scope: !425)
!427 = !DILocation(line: 25, column: 77, scope: !425)
!428 = !DILocation(line: 25, column: 72, scope: !425)
!429 = !DILocation(line: 25, column: 70, scope: !425)
!430 = !DILocation(line: 25, column: 56, scope: !417)
!431 = !DILocation(line: 25, column: 48, scope: !417)
!432 = distinct !{!432, !418, !433, !133}
!433 = !DILocation(line: 25, column: 91, scope: !393)
!434 = !DILocation(line: 27, column: 15, scope: !397)
!435 = !DILocation(line: 27, column: 13, scope: !390)
!436 = !DILocation(line: 0, scope: !395)
!437 = !DILocation(line: 27, column: 23, scope: !395)
!438 = !DILocation(line: 27, column: 64, scope: !399)
!439 = !DILocation(line: 0, scope: !399)
!440 = !DILocation(line: 27, column: 83, scope: !399)
!441 = !DILocation(line: 27, column: 81, scope: !399)
!442 = !DILocation(line: 27, column: 100, scope: !399)
!443 = !DILocation(line: 27, column: 47, scope: !400)
!444 = !{!445}
!445 = distinct !{!445, !446}
!446 = distinct !{!446, !"LVerDomain"}
!447 = !{!448}
!448 = distinct !{!448, !446}
!449 = distinct !{!449, !437, !450, !133, !134, !135}
!450 = !DILocation(line: 27, column: 105, scope: !395)
!451 = !DILocation(line: 27, column: 111, scope: !396)
!452 = !DILocation(line: 27, column: 115, scope: !396)
!453 = !DILocation(line: 27, column: 41, scope: !400)
!454 = distinct !{!454, !437, !450, !133, !134}
!455 = !DILocation(line: 28, column: 14, scope: !390)
!456 = !DILocation(line: 28, column: 11, scope: !390)
!457 = !DILocation(line: 0, scope: !402)
!458 = !DILocation(line: 29, column: 9, scope: !402)
!459 = !DILocation(line: 29, column: 54, scope: !404)
!460 = !DILocation(line: 29, column: 64, scope: !404)
!461 = !DILocation(line: 0, scope: !404)
!462 = !DILocation(line: 0, scope: !407)
!463 = !DILocation(line: 29, column: 73, scope: !407)
!464 = !DILocation(line: 29, column: 116, scope: !465)
!465 = distinct !DILexicalBlock(scope: !407, file: !3, line: 29, column: 73)
!466 = !{!467}
!467 = distinct !{!467, !468}
!468 = distinct !{!468, !"LVerDomain"}
!469 = !DILocation(line: 29, column: 101, scope: !465)
!470 = !DILocation(line: 29, column: 109, scope: !465)
!471 = !{!472}
!472 = distinct !{!472, !468}
!473 = distinct !{!473, !463, !474, !133, !134, !135}
!474 = !DILocation(line: 29, column: 122, scope: !407)
!475 = !DILocation(line: 29, column: 37, scope: !405)
!476 = !DILocation(line: 29, column: 31, scope: !405)
!477 = distinct !{!477, !458, !478, !133}
!478 = !DILocation(line: 29, column: 125, scope: !402)
!479 = !DILocation(line: 29, column: 97, scope: !465)
!480 = !DILocation(line: 29, column: 91, scope: !465)
!481 = distinct !{!481, !463, !474, !133, !134}
!482 = !DILocation(line: 32, column: 1, scope: !376)
