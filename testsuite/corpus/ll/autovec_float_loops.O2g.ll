; ModuleID = 'programs/autovec_float_loops.c'
source_filename = "programs/autovec_float_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@fb = internal unnamed_addr global [777 x float] zeroinitializer, align 16, !dbg !0
@fc = internal unnamed_addr global [777 x float] zeroinitializer, align 16, !dbg !42
@fd = internal unnamed_addr global [777 x float] zeroinitializer, align 16, !dbg !44
@ia = internal unnamed_addr global [777 x i32] zeroinitializer, align 16, !dbg !51
@db = internal unnamed_addr global [777 x double] zeroinitializer, align 16, !dbg !49
@da = internal unnamed_addr global [777 x double] zeroinitializer, align 16, !dbg !46
@fa = internal unnamed_addr global [777 x float] zeroinitializer, align 16, !dbg !37
@.str = private unnamed_addr constant [25 x i8] c"muladd sum=%a a[100]=%a\0A\00", align 1, !dbg !9
@.str.1 = private unnamed_addr constant [18 x i8] c"widen da[500]=%a\0A\00", align 1, !dbg !15
@.str.2 = private unnamed_addr constant [12 x i8] c"i2f sum=%a\0A\00", align 1, !dbg !20
@.str.3 = private unnamed_addr constant [12 x i8] c"sel sum=%a\0A\00", align 1, !dbg !25
@.str.4 = private unnamed_addr constant [14 x i8] c"saxpy sum=%a\0A\00", align 1, !dbg !27
@.str.5 = private unnamed_addr constant [16 x i8] c"divsqrt sum=%a\0A\00", align 1, !dbg !32

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !62 {
    #dbg_value(i32 0, !66, !DIExpression(), !73)
  br label %1, !dbg !74

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %29, %1 ], !dbg !75
  %3 = phi <2 x i64> [ <i64 0, i64 1>, %0 ], [ %30, %1 ]
  %4 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %31, %1 ], !dbg !78
  %5 = phi <2 x i16> [ <i16 0, i16 1>, %0 ], [ %32, %1 ], !dbg !79
  %6 = phi <2 x i32> [ <i32 0, i32 1>, %0 ], [ %33, %1 ], !dbg !80
  %7 = uitofp <2 x i32> %4 to <2 x float>, !dbg !78
  %8 = fmul <2 x float> %7, <float 0x3FD7AE1480000000, float 0x3FD7AE1480000000>, !dbg !81
  %9 = fadd <2 x float> %8, <float -1.000000e+02, float -1.000000e+02>, !dbg !82
  %10 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %2, !dbg !83
  store <2 x float> %9, ptr %10, align 8, !dbg !84, !tbaa !85
  %11 = trunc <2 x i64> %3 to <2 x i32>, !dbg !89
  %12 = add <2 x i32> %11, <i32 1, i32 1>, !dbg !89
  %13 = uitofp <2 x i32> %12 to <2 x float>, !dbg !89
  %14 = fdiv <2 x float> <float 1.000000e+00, float 1.000000e+00>, %13, !dbg !90
  %15 = getelementptr inbounds [777 x float], ptr @fc, i64 0, i64 %2, !dbg !91
  store <2 x float> %14, ptr %15, align 8, !dbg !92, !tbaa !85
  %16 = urem <2 x i16> %5, <i16 13, i16 13>, !dbg !79
  %17 = uitofp nneg <2 x i16> %16 to <2 x float>, !dbg !93
  %18 = fmul <2 x float> %17, <float 0x3F847AE140000000, float 0x3F847AE140000000>, !dbg !94
  %19 = getelementptr inbounds [777 x float], ptr @fd, i64 0, i64 %2, !dbg !95
  store <2 x float> %18, ptr %19, align 8, !dbg !96, !tbaa !85
  %20 = getelementptr inbounds [777 x i32], ptr @ia, i64 0, i64 %2, !dbg !97
  %21 = mul <2 x i32> %6, <i32 37, i32 37>, !dbg !80
  %22 = add <2 x i32> %21, <i32 -9000, i32 -9000>, !dbg !80
  store <2 x i32> %22, ptr %20, align 8, !dbg !80, !tbaa !98
  %23 = uitofp <2 x i32> %4 to <2 x double>, !dbg !100
  %24 = fmul <2 x double> %23, <double 1.000000e-03, double 1.000000e-03>, !dbg !101
  %25 = getelementptr inbounds [777 x double], ptr @db, i64 0, i64 %2, !dbg !102
  store <2 x double> %24, ptr %25, align 16, !dbg !103, !tbaa !104
  %26 = fmul <2 x double> %23, <double 2.000000e-03, double 2.000000e-03>, !dbg !106
  %27 = fsub <2 x double> <double 1.000000e+00, double 1.000000e+00>, %26, !dbg !107
  %28 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %2, !dbg !108
  store <2 x double> %27, ptr %28, align 16, !dbg !109, !tbaa !104
  %29 = add nuw i64 %2, 2, !dbg !75
  %30 = add <2 x i64> %3, <i64 2, i64 2>
  %31 = add <2 x i32> %4, <i32 2, i32 2>, !dbg !78
  %32 = add <2 x i16> %5, <i16 2, i16 2>, !dbg !79
  %33 = add <2 x i32> %6, <i32 2, i32 2>, !dbg !80
  %34 = icmp eq i64 %29, 776, !dbg !75
  br i1 %34, label %96, label %1, !dbg !75, !llvm.loop !110

35:                                               ; preds = %35, %96
  %36 = phi i64 [ 0, %96 ], [ %50, %35 ]
  %37 = phi double [ 0.000000e+00, %96 ], [ %49, %35 ]
    #dbg_value(i64 %36, !115, !DIExpression(), !126)
    #dbg_value(double %37, !125, !DIExpression(), !128)
  %38 = getelementptr inbounds float, ptr @fa, i64 %36, !dbg !129
  %39 = load float, ptr %38, align 4, !dbg !129, !tbaa !85
  %40 = fpext float %39 to double, !dbg !129
  %41 = fadd double %37, %40, !dbg !131
    #dbg_value(double %41, !125, !DIExpression(), !128)
    #dbg_value(i64 %36, !115, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !126)
  %42 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), i64 %36, !dbg !129
  %43 = load float, ptr %42, align 4, !dbg !129, !tbaa !85
  %44 = fpext float %43 to double, !dbg !129
  %45 = fadd double %41, %44, !dbg !131
    #dbg_value(double %45, !125, !DIExpression(), !128)
    #dbg_value(i64 %36, !115, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !126)
  %46 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), i64 %36, !dbg !129
  %47 = load float, ptr %46, align 4, !dbg !129, !tbaa !85
  %48 = fpext float %47 to double, !dbg !129
  %49 = fadd double %45, %48, !dbg !131
    #dbg_value(double %49, !125, !DIExpression(), !128)
  %50 = add nuw nsw i64 %36, 3, !dbg !132
    #dbg_value(i64 %50, !115, !DIExpression(), !126)
  %51 = icmp eq i64 %50, 777, !dbg !133
  br i1 %51, label %52, label %35, !dbg !134, !llvm.loop !135

52:                                               ; preds = %35
  %53 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 400), align 16, !dbg !137, !tbaa !85
  %54 = fpext float %53 to double, !dbg !138
  %55 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %49, double noundef %54), !dbg !139
  tail call fastcc void @widen(), !dbg !140
  %56 = load double, ptr getelementptr inbounds (i8, ptr @da, i64 4000), align 16, !dbg !141, !tbaa !104
  %57 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %56), !dbg !142
  tail call fastcc void @i2f(), !dbg !143
    #dbg_value(ptr @fa, !123, !DIExpression(), !144)
    #dbg_value(i32 777, !124, !DIExpression(), !144)
    #dbg_value(double 0.000000e+00, !125, !DIExpression(), !144)
    #dbg_value(i32 0, !115, !DIExpression(), !146)
  br label %58, !dbg !147

58:                                               ; preds = %58, %52
  %59 = phi i64 [ 0, %52 ], [ %73, %58 ]
  %60 = phi double [ 0.000000e+00, %52 ], [ %72, %58 ]
    #dbg_value(i64 %59, !115, !DIExpression(), !146)
    #dbg_value(double %60, !125, !DIExpression(), !144)
  %61 = getelementptr inbounds float, ptr @fa, i64 %59, !dbg !148
  %62 = load float, ptr %61, align 4, !dbg !148, !tbaa !85
  %63 = fpext float %62 to double, !dbg !148
  %64 = fadd double %60, %63, !dbg !149
    #dbg_value(double %64, !125, !DIExpression(), !144)
    #dbg_value(i64 %59, !115, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !146)
  %65 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), i64 %59, !dbg !148
  %66 = load float, ptr %65, align 4, !dbg !148, !tbaa !85
  %67 = fpext float %66 to double, !dbg !148
  %68 = fadd double %64, %67, !dbg !149
    #dbg_value(double %68, !125, !DIExpression(), !144)
    #dbg_value(i64 %59, !115, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !146)
  %69 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), i64 %59, !dbg !148
  %70 = load float, ptr %69, align 4, !dbg !148, !tbaa !85
  %71 = fpext float %70 to double, !dbg !148
  %72 = fadd double %68, %71, !dbg !149
    #dbg_value(double %72, !125, !DIExpression(), !144)
  %73 = add nuw nsw i64 %59, 3, !dbg !150
    #dbg_value(i64 %73, !115, !DIExpression(), !146)
  %74 = icmp eq i64 %73, 777, !dbg !151
  br i1 %74, label %75, label %58, !dbg !147, !llvm.loop !152

75:                                               ; preds = %58
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %72), !dbg !154
  tail call fastcc void @sel(), !dbg !155
    #dbg_value(ptr @fa, !123, !DIExpression(), !156)
    #dbg_value(i32 777, !124, !DIExpression(), !156)
    #dbg_value(double 0.000000e+00, !125, !DIExpression(), !156)
    #dbg_value(i32 0, !115, !DIExpression(), !158)
  br label %77, !dbg !159

77:                                               ; preds = %77, %75
  %78 = phi i64 [ 0, %75 ], [ %92, %77 ]
  %79 = phi double [ 0.000000e+00, %75 ], [ %91, %77 ]
    #dbg_value(i64 %78, !115, !DIExpression(), !158)
    #dbg_value(double %79, !125, !DIExpression(), !156)
  %80 = getelementptr inbounds float, ptr @fa, i64 %78, !dbg !160
  %81 = load float, ptr %80, align 4, !dbg !160, !tbaa !85
  %82 = fpext float %81 to double, !dbg !160
  %83 = fadd double %79, %82, !dbg !161
    #dbg_value(double %83, !125, !DIExpression(), !156)
    #dbg_value(i64 %78, !115, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !158)
  %84 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), i64 %78, !dbg !160
  %85 = load float, ptr %84, align 4, !dbg !160, !tbaa !85
  %86 = fpext float %85 to double, !dbg !160
  %87 = fadd double %83, %86, !dbg !161
    #dbg_value(double %87, !125, !DIExpression(), !156)
    #dbg_value(i64 %78, !115, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !158)
  %88 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), i64 %78, !dbg !160
  %89 = load float, ptr %88, align 4, !dbg !160, !tbaa !85
  %90 = fpext float %89 to double, !dbg !160
  %91 = fadd double %87, %90, !dbg !161
    #dbg_value(double %91, !125, !DIExpression(), !156)
  %92 = add nuw nsw i64 %78, 3, !dbg !162
    #dbg_value(i64 %92, !115, !DIExpression(), !158)
  %93 = icmp eq i64 %92, 777, !dbg !163
  br i1 %93, label %94, label %77, !dbg !159, !llvm.loop !164

94:                                               ; preds = %77
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %91), !dbg !166
  tail call fastcc void @saxpy(), !dbg !167
    #dbg_value(double 0.000000e+00, !68, !DIExpression(), !168)
    #dbg_value(i32 0, !69, !DIExpression(), !169)
  br label %113, !dbg !170

96:                                               ; preds = %1
    #dbg_value(i64 776, !66, !DIExpression(), !73)
  store float 0x406763D700000000, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 16, !dbg !84, !tbaa !85
  store float 0x3F55161320000000, ptr getelementptr inbounds (i8, ptr @fc, i64 3104), align 16, !dbg !92, !tbaa !85
  store float 0x3FB70A3D60000000, ptr getelementptr inbounds (i8, ptr @fd, i64 3104), align 16, !dbg !96, !tbaa !85
  store i32 19712, ptr getelementptr inbounds (i8, ptr @ia, i64 3104), align 16, !dbg !80, !tbaa !98
  store double 7.760000e-01, ptr getelementptr inbounds (i8, ptr @db, i64 6208), align 16, !dbg !103, !tbaa !104
  store double -5.520000e-01, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 16, !dbg !109, !tbaa !104
    #dbg_value(i64 777, !66, !DIExpression(), !73)
  tail call fastcc void @muladd(), !dbg !171
    #dbg_value(ptr @fa, !123, !DIExpression(), !128)
    #dbg_value(i32 777, !124, !DIExpression(), !128)
    #dbg_value(double 0.000000e+00, !125, !DIExpression(), !128)
    #dbg_value(i32 0, !115, !DIExpression(), !126)
  br label %35, !dbg !134

97:                                               ; preds = %113
  %98 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, double noundef %126), !dbg !172
    #dbg_value(i32 0, !71, !DIExpression(), !173)
  br label %99, !dbg !174

99:                                               ; preds = %99, %97
  %100 = phi i64 [ 0, %97 ], [ %111, %99 ], !dbg !175
  %101 = getelementptr inbounds [777 x float], ptr @fb, i64 0, i64 %100, !dbg !177
  %102 = getelementptr inbounds i8, ptr %101, i64 16, !dbg !177
  %103 = load <4 x float>, ptr %101, align 16, !dbg !177, !tbaa !85
  %104 = load <4 x float>, ptr %102, align 16, !dbg !177, !tbaa !85
  %105 = fcmp olt <4 x float> %103, zeroinitializer, !dbg !178
  %106 = fcmp olt <4 x float> %104, zeroinitializer, !dbg !178
  %107 = fneg <4 x float> %103, !dbg !177
  %108 = fneg <4 x float> %104, !dbg !177
  %109 = select <4 x i1> %105, <4 x float> %107, <4 x float> %103, !dbg !177
  %110 = select <4 x i1> %106, <4 x float> %108, <4 x float> %104, !dbg !177
  store <4 x float> %109, ptr %101, align 16, !dbg !179, !tbaa !85
  store <4 x float> %110, ptr %102, align 16, !dbg !179, !tbaa !85
  %111 = add nuw i64 %100, 8, !dbg !175
  %112 = icmp eq i64 %111, 776, !dbg !175
  br i1 %112, label %179, label %99, !dbg !175, !llvm.loop !180

113:                                              ; preds = %113, %94
  %114 = phi i64 [ 0, %94 ], [ %127, %113 ]
  %115 = phi double [ 0.000000e+00, %94 ], [ %126, %113 ]
    #dbg_value(i64 %114, !69, !DIExpression(), !169)
    #dbg_value(double %115, !68, !DIExpression(), !168)
  %116 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %114, !dbg !182
  %117 = load double, ptr %116, align 8, !dbg !182, !tbaa !104
  %118 = fadd double %115, %117, !dbg !184
    #dbg_value(double %118, !68, !DIExpression(), !168)
  %119 = add nuw nsw i64 %114, 1, !dbg !185
    #dbg_value(i64 %119, !69, !DIExpression(), !169)
  %120 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %119, !dbg !182
  %121 = load double, ptr %120, align 8, !dbg !182, !tbaa !104
  %122 = fadd double %118, %121, !dbg !184
    #dbg_value(double %122, !68, !DIExpression(), !168)
  %123 = add nuw nsw i64 %114, 2, !dbg !185
    #dbg_value(i64 %123, !69, !DIExpression(), !169)
  %124 = getelementptr inbounds [777 x double], ptr @da, i64 0, i64 %123, !dbg !182
  %125 = load double, ptr %124, align 8, !dbg !182, !tbaa !104
  %126 = fadd double %122, %125, !dbg !184
    #dbg_value(double %126, !68, !DIExpression(), !168)
  %127 = add nuw nsw i64 %114, 3, !dbg !185
    #dbg_value(i64 %127, !69, !DIExpression(), !169)
  %128 = icmp eq i64 %127, 777, !dbg !186
  br i1 %128, label %97, label %113, !dbg !170, !llvm.loop !187

129:                                              ; preds = %129, %179
  %130 = phi i64 [ 0, %179 ], [ %144, %129 ]
  %131 = phi double [ 0.000000e+00, %179 ], [ %143, %129 ]
    #dbg_value(i64 %130, !115, !DIExpression(), !189)
    #dbg_value(double %131, !125, !DIExpression(), !191)
  %132 = getelementptr inbounds float, ptr @fa, i64 %130, !dbg !192
  %133 = load float, ptr %132, align 4, !dbg !192, !tbaa !85
  %134 = fpext float %133 to double, !dbg !192
  %135 = fadd double %131, %134, !dbg !193
    #dbg_value(double %135, !125, !DIExpression(), !191)
    #dbg_value(i64 %130, !115, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !189)
  %136 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), i64 %130, !dbg !192
  %137 = load float, ptr %136, align 4, !dbg !192, !tbaa !85
  %138 = fpext float %137 to double, !dbg !192
  %139 = fadd double %135, %138, !dbg !193
    #dbg_value(double %139, !125, !DIExpression(), !191)
    #dbg_value(i64 %130, !115, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !189)
  %140 = getelementptr inbounds float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), i64 %130, !dbg !192
  %141 = load float, ptr %140, align 4, !dbg !192, !tbaa !85
  %142 = fpext float %141 to double, !dbg !192
  %143 = fadd double %139, %142, !dbg !193
    #dbg_value(double %143, !125, !DIExpression(), !191)
  %144 = add nuw nsw i64 %130, 3, !dbg !194
    #dbg_value(i64 %144, !115, !DIExpression(), !189)
  %145 = icmp eq i64 %144, 777, !dbg !195
  br i1 %145, label %146, label %129, !dbg !196, !llvm.loop !197

146:                                              ; preds = %129
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, double noundef %143), !dbg !199
    #dbg_value(ptr @fa, !123, !DIExpression(), !200)
    #dbg_value(i32 10, !124, !DIExpression(), !200)
    #dbg_value(i64 0, !115, !DIExpression(), !202)
    #dbg_value(double 0.000000e+00, !125, !DIExpression(), !200)
  %148 = load float, ptr @fa, align 16, !dbg !203, !tbaa !85
  %149 = fpext float %148 to double, !dbg !203
  %150 = fadd double %149, 0.000000e+00, !dbg !204
    #dbg_value(double %150, !125, !DIExpression(), !200)
    #dbg_value(i64 1, !115, !DIExpression(), !202)
  %151 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 4), align 4, !dbg !203, !tbaa !85
  %152 = fpext float %151 to double, !dbg !203
  %153 = fadd double %150, %152, !dbg !204
    #dbg_value(double %153, !125, !DIExpression(), !200)
    #dbg_value(i64 2, !115, !DIExpression(), !202)
  %154 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 8), align 8, !dbg !203, !tbaa !85
  %155 = fpext float %154 to double, !dbg !203
  %156 = fadd double %153, %155, !dbg !204
    #dbg_value(double %156, !125, !DIExpression(), !200)
    #dbg_value(i64 3, !115, !DIExpression(), !202)
  %157 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 12), align 4, !dbg !203, !tbaa !85
  %158 = fpext float %157 to double, !dbg !203
  %159 = fadd double %156, %158, !dbg !204
    #dbg_value(double %159, !125, !DIExpression(), !200)
    #dbg_value(i64 4, !115, !DIExpression(), !202)
  %160 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 16), align 16, !dbg !203, !tbaa !85
  %161 = fpext float %160 to double, !dbg !203
  %162 = fadd double %159, %161, !dbg !204
    #dbg_value(double %162, !125, !DIExpression(), !200)
    #dbg_value(i64 5, !115, !DIExpression(), !202)
  %163 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 20), align 4, !dbg !203, !tbaa !85
  %164 = fpext float %163 to double, !dbg !203
  %165 = fadd double %162, %164, !dbg !204
    #dbg_value(double %165, !125, !DIExpression(), !200)
    #dbg_value(i64 6, !115, !DIExpression(), !202)
  %166 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 24), align 8, !dbg !203, !tbaa !85
  %167 = fpext float %166 to double, !dbg !203
  %168 = fadd double %165, %167, !dbg !204
    #dbg_value(double %168, !125, !DIExpression(), !200)
    #dbg_value(i64 7, !115, !DIExpression(), !202)
  %169 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 28), align 4, !dbg !203, !tbaa !85
  %170 = fpext float %169 to double, !dbg !203
  %171 = fadd double %168, %170, !dbg !204
    #dbg_value(double %171, !125, !DIExpression(), !200)
    #dbg_value(i64 8, !115, !DIExpression(), !202)
  %172 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 32), align 16, !dbg !203, !tbaa !85
  %173 = fpext float %172 to double, !dbg !203
  %174 = fadd double %171, %173, !dbg !204
    #dbg_value(double %174, !125, !DIExpression(), !200)
    #dbg_value(i64 9, !115, !DIExpression(), !202)
  %175 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 36), align 4, !dbg !203, !tbaa !85
  %176 = fpext float %175 to double, !dbg !203
  %177 = fadd double %174, %176, !dbg !204
    #dbg_value(double %177, !125, !DIExpression(), !200)
    #dbg_value(i64 10, !115, !DIExpression(), !202)
  %178 = fptosi double %177 to i32, !dbg !205
  ret i32 %178, !dbg !206

179:                                              ; preds = %99
    #dbg_value(i64 776, !71, !DIExpression(), !173)
  %180 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 16, !dbg !177, !tbaa !85
  %181 = fcmp olt float %180, 0.000000e+00, !dbg !178
  %182 = fneg float %180, !dbg !177
  %183 = select i1 %181, float %182, float %180, !dbg !177
  store float %183, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 16, !dbg !179, !tbaa !85
    #dbg_value(i64 777, !71, !DIExpression(), !173)
  tail call fastcc void @divsqrt(), !dbg !207
    #dbg_value(ptr @fa, !123, !DIExpression(), !191)
    #dbg_value(i32 777, !124, !DIExpression(), !191)
    #dbg_value(double 0.000000e+00, !125, !DIExpression(), !191)
    #dbg_value(i32 0, !115, !DIExpression(), !189)
  br label %129, !dbg !196
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @muladd() unnamed_addr #1 !dbg !208 {
    #dbg_value(ptr @fa, !213, !DIExpression(), !220)
    #dbg_value(ptr @fb, !214, !DIExpression(), !220)
    #dbg_value(ptr @fc, !215, !DIExpression(), !220)
    #dbg_value(ptr @fd, !216, !DIExpression(), !220)
    #dbg_value(i32 777, !217, !DIExpression(), !220)
    #dbg_value(i32 0, !218, !DIExpression(), !221)
  br label %1, !dbg !222

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ], !dbg !223
  %3 = getelementptr inbounds float, ptr @fb, i64 %2, !dbg !225
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !225
  %5 = load <4 x float>, ptr %3, align 16, !dbg !225, !tbaa !85
  %6 = load <4 x float>, ptr %4, align 16, !dbg !225, !tbaa !85
  %7 = getelementptr inbounds float, ptr @fc, i64 %2, !dbg !226
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !226
  %9 = load <4 x float>, ptr %7, align 16, !dbg !226, !tbaa !85
  %10 = load <4 x float>, ptr %8, align 16, !dbg !226, !tbaa !85
  %11 = fmul <4 x float> %5, %9, !dbg !227
  %12 = fmul <4 x float> %6, %10, !dbg !227
  %13 = getelementptr inbounds float, ptr @fd, i64 %2, !dbg !228
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !228
  %15 = load <4 x float>, ptr %13, align 16, !dbg !228, !tbaa !85
  %16 = load <4 x float>, ptr %14, align 16, !dbg !228, !tbaa !85
  %17 = fadd <4 x float> %11, %15, !dbg !229
  %18 = fadd <4 x float> %12, %16, !dbg !229
  %19 = getelementptr inbounds float, ptr @fa, i64 %2, !dbg !230
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !231
  store <4 x float> %17, ptr %19, align 16, !dbg !231, !tbaa !85
  store <4 x float> %18, ptr %20, align 16, !dbg !231, !tbaa !85
  %21 = add nuw i64 %2, 8, !dbg !223
  %22 = icmp eq i64 %21, 776, !dbg !223
  br i1 %22, label %23, label %1, !dbg !223, !llvm.loop !232

23:                                               ; preds = %1
    #dbg_value(i64 776, !218, !DIExpression(), !221)
  %24 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 16, !dbg !225, !tbaa !85
  %25 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 3104), align 16, !dbg !226, !tbaa !85
  %26 = fmul float %24, %25, !dbg !227
  %27 = load float, ptr getelementptr inbounds (i8, ptr @fd, i64 3104), align 16, !dbg !228, !tbaa !85
  %28 = fadd float %26, %27, !dbg !229
  store float %28, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 16, !dbg !231, !tbaa !85
    #dbg_value(i64 777, !218, !DIExpression(), !221)
  ret void, !dbg !234
}

; Function Attrs: nofree nounwind
declare !dbg !235 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @widen() unnamed_addr #1 !dbg !242 {
    #dbg_value(ptr @da, !247, !DIExpression(), !252)
    #dbg_value(ptr @fa, !248, !DIExpression(), !252)
    #dbg_value(i32 777, !249, !DIExpression(), !252)
    #dbg_value(i32 0, !250, !DIExpression(), !253)
  br label %1, !dbg !254

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %24, %1 ], !dbg !255
  %3 = getelementptr inbounds float, ptr @fa, i64 %2, !dbg !257
  %4 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !257
  %5 = load <2 x float>, ptr %3, align 16, !dbg !257, !tbaa !85
  %6 = load <2 x float>, ptr %4, align 8, !dbg !257, !tbaa !85
  %7 = fpext <2 x float> %5 to <2 x double>, !dbg !258
  %8 = fpext <2 x float> %6 to <2 x double>, !dbg !258
  %9 = fmul <2 x double> %7, <double 5.000000e-01, double 5.000000e-01>, !dbg !259
  %10 = fmul <2 x double> %8, <double 5.000000e-01, double 5.000000e-01>, !dbg !259
  %11 = getelementptr inbounds double, ptr @da, i64 %2, !dbg !260
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !261
  store <2 x double> %9, ptr %11, align 16, !dbg !261, !tbaa !104
  store <2 x double> %10, ptr %12, align 16, !dbg !261, !tbaa !104
  %13 = or disjoint i64 %2, 4, !dbg !255
  %14 = getelementptr inbounds float, ptr @fa, i64 %13, !dbg !257
  %15 = getelementptr inbounds i8, ptr %14, i64 8, !dbg !257
  %16 = load <2 x float>, ptr %14, align 16, !dbg !257, !tbaa !85
  %17 = load <2 x float>, ptr %15, align 8, !dbg !257, !tbaa !85
  %18 = fpext <2 x float> %16 to <2 x double>, !dbg !258
  %19 = fpext <2 x float> %17 to <2 x double>, !dbg !258
  %20 = fmul <2 x double> %18, <double 5.000000e-01, double 5.000000e-01>, !dbg !259
  %21 = fmul <2 x double> %19, <double 5.000000e-01, double 5.000000e-01>, !dbg !259
  %22 = getelementptr inbounds double, ptr @da, i64 %13, !dbg !260
  %23 = getelementptr inbounds i8, ptr %22, i64 16, !dbg !261
  store <2 x double> %20, ptr %22, align 16, !dbg !261, !tbaa !104
  store <2 x double> %21, ptr %23, align 16, !dbg !261, !tbaa !104
  %24 = add nuw nsw i64 %2, 8, !dbg !255
  %25 = icmp eq i64 %24, 776, !dbg !255
  br i1 %25, label %26, label %1, !dbg !255, !llvm.loop !262

26:                                               ; preds = %1
    #dbg_value(i64 776, !250, !DIExpression(), !253)
  %27 = load float, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 16, !dbg !257, !tbaa !85
  %28 = fpext float %27 to double, !dbg !258
  %29 = fmul double %28, 5.000000e-01, !dbg !259
  store double %29, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 16, !dbg !261, !tbaa !104
    #dbg_value(i64 777, !250, !DIExpression(), !253)
  ret void, !dbg !264
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @i2f() unnamed_addr #1 !dbg !265 {
    #dbg_value(ptr @fa, !271, !DIExpression(), !276)
    #dbg_value(ptr @ia, !272, !DIExpression(), !276)
    #dbg_value(i32 777, !273, !DIExpression(), !276)
    #dbg_value(i32 0, !274, !DIExpression(), !277)
  br label %1, !dbg !278

1:                                                ; preds = %14, %0
  %2 = phi i64 [ 0, %0 ], [ %26, %14 ], !dbg !279
  %3 = getelementptr inbounds i32, ptr @ia, i64 %2, !dbg !281
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !281
  %5 = load <4 x i32>, ptr %3, align 16, !dbg !281, !tbaa !98
  %6 = load <4 x i32>, ptr %4, align 16, !dbg !281, !tbaa !98
  %7 = sitofp <4 x i32> %5 to <4 x float>, !dbg !282
  %8 = sitofp <4 x i32> %6 to <4 x float>, !dbg !282
  %9 = fmul <4 x float> %7, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>, !dbg !283
  %10 = fmul <4 x float> %8, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>, !dbg !283
  %11 = getelementptr inbounds float, ptr @fa, i64 %2, !dbg !284
  %12 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !285
  store <4 x float> %9, ptr %11, align 16, !dbg !285, !tbaa !85
  store <4 x float> %10, ptr %12, align 16, !dbg !285, !tbaa !85
  %13 = icmp eq i64 %2, 768, !dbg !279
  br i1 %13, label %27, label %14, !dbg !279, !llvm.loop !286

14:                                               ; preds = %1
  %15 = or disjoint i64 %2, 8, !dbg !279
  %16 = getelementptr inbounds i32, ptr @ia, i64 %15, !dbg !281
  %17 = getelementptr inbounds i8, ptr %16, i64 16, !dbg !281
  %18 = load <4 x i32>, ptr %16, align 16, !dbg !281, !tbaa !98
  %19 = load <4 x i32>, ptr %17, align 16, !dbg !281, !tbaa !98
  %20 = sitofp <4 x i32> %18 to <4 x float>, !dbg !282
  %21 = sitofp <4 x i32> %19 to <4 x float>, !dbg !282
  %22 = fmul <4 x float> %20, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>, !dbg !283
  %23 = fmul <4 x float> %21, <float 6.250000e-02, float 6.250000e-02, float 6.250000e-02, float 6.250000e-02>, !dbg !283
  %24 = getelementptr inbounds float, ptr @fa, i64 %15, !dbg !284
  %25 = getelementptr inbounds i8, ptr %24, i64 16, !dbg !285
  store <4 x float> %22, ptr %24, align 16, !dbg !285, !tbaa !85
  store <4 x float> %23, ptr %25, align 16, !dbg !285, !tbaa !85
  %26 = add nuw nsw i64 %2, 16, !dbg !279
  br label %1

27:                                               ; preds = %1
    #dbg_value(i64 776, !274, !DIExpression(), !277)
  %28 = load i32, ptr getelementptr inbounds (i8, ptr @ia, i64 3104), align 16, !dbg !281, !tbaa !98
  %29 = sitofp i32 %28 to float, !dbg !282
  %30 = fmul float %29, 6.250000e-02, !dbg !283
  store float %30, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 16, !dbg !285, !tbaa !85
    #dbg_value(i64 777, !274, !DIExpression(), !277)
  ret void, !dbg !288
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @sel() unnamed_addr #1 !dbg !289 {
    #dbg_value(ptr @fa, !293, !DIExpression(), !299)
    #dbg_value(ptr @fb, !294, !DIExpression(), !299)
    #dbg_value(ptr @fc, !295, !DIExpression(), !299)
    #dbg_value(i32 777, !296, !DIExpression(), !299)
    #dbg_value(i32 0, !297, !DIExpression(), !300)
  br label %1, !dbg !301

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %21, %1 ], !dbg !302
  %3 = getelementptr inbounds float, ptr @fb, i64 %2, !dbg !304
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !304
  %5 = load <4 x float>, ptr %3, align 16, !dbg !304, !tbaa !85
  %6 = load <4 x float>, ptr %4, align 16, !dbg !304, !tbaa !85
  %7 = getelementptr inbounds float, ptr @fc, i64 %2, !dbg !305
  %8 = getelementptr inbounds i8, ptr %7, i64 16, !dbg !305
  %9 = load <4 x float>, ptr %7, align 16, !dbg !305, !tbaa !85
  %10 = load <4 x float>, ptr %8, align 16, !dbg !305, !tbaa !85
  %11 = fcmp ogt <4 x float> %5, %9, !dbg !306
  %12 = fcmp ogt <4 x float> %6, %10, !dbg !306
  %13 = fsub <4 x float> %5, %9, !dbg !304
  %14 = fsub <4 x float> %6, %10, !dbg !304
  %15 = fmul <4 x float> %9, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, !dbg !304
  %16 = fmul <4 x float> %10, <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, !dbg !304
  %17 = select <4 x i1> %11, <4 x float> %13, <4 x float> %15, !dbg !304
  %18 = select <4 x i1> %12, <4 x float> %14, <4 x float> %16, !dbg !304
  %19 = getelementptr inbounds float, ptr @fa, i64 %2, !dbg !307
  %20 = getelementptr inbounds i8, ptr %19, i64 16, !dbg !308
  store <4 x float> %17, ptr %19, align 16, !dbg !308, !tbaa !85
  store <4 x float> %18, ptr %20, align 16, !dbg !308, !tbaa !85
  %21 = add nuw i64 %2, 8, !dbg !302
  %22 = icmp eq i64 %21, 776, !dbg !302
  br i1 %22, label %23, label %1, !dbg !302, !llvm.loop !309

23:                                               ; preds = %1
    #dbg_value(i64 776, !297, !DIExpression(), !300)
  %24 = load float, ptr getelementptr inbounds (i8, ptr @fb, i64 3104), align 16, !dbg !304, !tbaa !85
  %25 = load float, ptr getelementptr inbounds (i8, ptr @fc, i64 3104), align 16, !dbg !305, !tbaa !85
  %26 = fcmp ogt float %24, %25, !dbg !306
  %27 = fsub float %24, %25, !dbg !304
  %28 = fmul float %25, 2.500000e-01, !dbg !304
  %29 = select i1 %26, float %27, float %28, !dbg !304
  store float %29, ptr getelementptr inbounds (i8, ptr @fa, i64 3104), align 16, !dbg !308, !tbaa !85
    #dbg_value(i64 777, !297, !DIExpression(), !300)
  ret void, !dbg !311
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @saxpy() unnamed_addr #1 !dbg !312 {
    #dbg_value(ptr @da, !318, !DIExpression(), !324)
    #dbg_value(ptr @db, !319, !DIExpression(), !324)
    #dbg_value(double 2.500000e+00, !320, !DIExpression(), !324)
    #dbg_value(i32 777, !321, !DIExpression(), !324)
    #dbg_value(i32 0, !322, !DIExpression(), !325)
  br label %1, !dbg !326

1:                                                ; preds = %1, %0
  %2 = phi i64 [ 0, %0 ], [ %15, %1 ], !dbg !327
  %3 = getelementptr inbounds double, ptr @db, i64 %2, !dbg !329
  %4 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !329
  %5 = load <2 x double>, ptr %3, align 16, !dbg !329, !tbaa !104
  %6 = load <2 x double>, ptr %4, align 16, !dbg !329, !tbaa !104
  %7 = fmul <2 x double> %5, <double 2.500000e+00, double 2.500000e+00>, !dbg !330
  %8 = fmul <2 x double> %6, <double 2.500000e+00, double 2.500000e+00>, !dbg !330
  %9 = getelementptr inbounds double, ptr @da, i64 %2, !dbg !331
  %10 = getelementptr inbounds i8, ptr %9, i64 16, !dbg !331
  %11 = load <2 x double>, ptr %9, align 16, !dbg !331, !tbaa !104
  %12 = load <2 x double>, ptr %10, align 16, !dbg !331, !tbaa !104
  %13 = fadd <2 x double> %7, %11, !dbg !332
  %14 = fadd <2 x double> %8, %12, !dbg !332
  store <2 x double> %13, ptr %9, align 16, !dbg !333, !tbaa !104
  store <2 x double> %14, ptr %10, align 16, !dbg !333, !tbaa !104
  %15 = add nuw i64 %2, 4, !dbg !327
  %16 = icmp eq i64 %15, 776, !dbg !327
  br i1 %16, label %17, label %1, !dbg !327, !llvm.loop !334

17:                                               ; preds = %1
    #dbg_value(i64 776, !322, !DIExpression(), !325)
  %18 = load double, ptr getelementptr inbounds (i8, ptr @db, i64 6208), align 16, !dbg !329, !tbaa !104
  %19 = fmul double %18, 2.500000e+00, !dbg !330
  %20 = load double, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 16, !dbg !331, !tbaa !104
  %21 = fadd double %19, %20, !dbg !332
  store double %21, ptr getelementptr inbounds (i8, ptr @da, i64 6208), align 16, !dbg !333, !tbaa !104
    #dbg_value(i64 777, !322, !DIExpression(), !325)
  ret void, !dbg !336
}

; Function Attrs: nofree noinline nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable
define internal fastcc void @divsqrt() unnamed_addr #3 !dbg !337 {
    #dbg_value(ptr @fa, !341, !DIExpression(), !346)
    #dbg_value(ptr @fb, !342, !DIExpression(), !346)
    #dbg_value(i32 777, !343, !DIExpression(), !346)
    #dbg_value(i32 0, !344, !DIExpression(), !347)
  br label %2, !dbg !348

1:                                                ; preds = %2
  ret void, !dbg !349

2:                                                ; preds = %12, %0
  %3 = phi i64 [ 0, %0 ], [ %21, %12 ]
    #dbg_value(i64 %3, !344, !DIExpression(), !347)
  %4 = getelementptr inbounds float, ptr @fb, i64 %3, !dbg !350
  %5 = load float, ptr %4, align 8, !dbg !350, !tbaa !85
  %6 = tail call float @sqrtf(float noundef %5) #5, !dbg !352
  %7 = load float, ptr %4, align 8, !dbg !353, !tbaa !85
  %8 = fadd float %7, 1.000000e+00, !dbg !354
  %9 = fdiv float %6, %8, !dbg !355
  %10 = getelementptr inbounds float, ptr @fa, i64 %3, !dbg !356
  store float %9, ptr %10, align 8, !dbg !357, !tbaa !85
    #dbg_value(i64 %3, !344, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !347)
  %11 = icmp eq i64 %3, 776, !dbg !358
  br i1 %11, label %1, label %12, !dbg !348, !llvm.loop !359

12:                                               ; preds = %2
  %13 = or disjoint i64 %3, 1, !dbg !361
    #dbg_value(i64 %13, !344, !DIExpression(), !347)
    #dbg_value(i64 %13, !344, !DIExpression(), !347)
  %14 = getelementptr inbounds float, ptr @fb, i64 %13, !dbg !350
  %15 = load float, ptr %14, align 4, !dbg !350, !tbaa !85
  %16 = tail call float @sqrtf(float noundef %15) #5, !dbg !352
  %17 = load float, ptr %14, align 4, !dbg !353, !tbaa !85
  %18 = fadd float %17, 1.000000e+00, !dbg !354
  %19 = fdiv float %16, %18, !dbg !355
  %20 = getelementptr inbounds float, ptr @fa, i64 %13, !dbg !356
  store float %19, ptr %20, align 4, !dbg !357, !tbaa !85
  %21 = add nuw nsw i64 %3, 2, !dbg !361
    #dbg_value(i64 %21, !344, !DIExpression(), !347)
  br label %2
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !362 float @sqrtf(float noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline nounwind memory(readwrite, argmem: write, inaccessiblemem: write) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!54, !55, !56, !57, !58, !59, !60}
!llvm.ident = !{!61}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "fb", scope: !2, file: !3, line: 10, type: !39, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !8, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/autovec_float_loops.c", directory: ".", checksumkind: CSK_MD5, checksum: "09c49e2b549afdf0478f0d9cd4e595c0")
!4 = !{!5, !6, !7}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!8 = !{!9, !15, !20, !25, !27, !32, !37, !0, !42, !44, !46, !49, !51}
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 200, elements: !13)
!12 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!13 = !{!14}
!14 = !DISubrange(count: 25)
!15 = !DIGlobalVariableExpression(var: !16, expr: !DIExpression())
!16 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !17, isLocal: true, isDefinition: true)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 144, elements: !18)
!18 = !{!19}
!19 = !DISubrange(count: 18)
!20 = !DIGlobalVariableExpression(var: !21, expr: !DIExpression())
!21 = distinct !DIGlobalVariable(scope: null, file: !3, line: 29, type: !22, isLocal: true, isDefinition: true)
!22 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 96, elements: !23)
!23 = !{!24}
!24 = !DISubrange(count: 12)
!25 = !DIGlobalVariableExpression(var: !26, expr: !DIExpression())
!26 = distinct !DIGlobalVariable(scope: null, file: !3, line: 31, type: !22, isLocal: true, isDefinition: true)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 34, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 112, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 14)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 37, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !12, size: 128, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 16)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "fa", scope: !2, file: !3, line: 10, type: !39, isLocal: true, isDefinition: true)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 24864, elements: !40)
!40 = !{!41}
!41 = !DISubrange(count: 777)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(name: "fc", scope: !2, file: !3, line: 10, type: !39, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(name: "fd", scope: !2, file: !3, line: 10, type: !39, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(name: "da", scope: !2, file: !3, line: 11, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 49728, elements: !40)
!49 = !DIGlobalVariableExpression(var: !50, expr: !DIExpression())
!50 = distinct !DIGlobalVariable(name: "db", scope: !2, file: !3, line: 11, type: !48, isLocal: true, isDefinition: true)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(name: "ia", scope: !2, file: !3, line: 12, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !7, size: 24864, elements: !40)
!54 = !{i32 7, !"Dwarf Version", i32 5}
!55 = !{i32 2, !"Debug Info Version", i32 3}
!56 = !{i32 1, !"wchar_size", i32 4}
!57 = !{i32 8, !"PIC Level", i32 2}
!58 = !{i32 7, !"PIE Level", i32 2}
!59 = !{i32 7, !"uwtable", i32 2}
!60 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!61 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!62 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 22, type: !63, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !65)
!63 = !DISubroutineType(types: !64)
!64 = !{!7}
!65 = !{!66, !68, !69, !71}
!66 = !DILocalVariable(name: "i", scope: !67, file: !3, line: 23, type: !7)
!67 = distinct !DILexicalBlock(scope: !62, file: !3, line: 23, column: 5)
!68 = !DILocalVariable(name: "s", scope: !62, file: !3, line: 33, type: !6)
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 33, type: !7)
!70 = distinct !DILexicalBlock(scope: !62, file: !3, line: 33, column: 19)
!71 = !DILocalVariable(name: "i", scope: !72, file: !3, line: 35, type: !7)
!72 = distinct !DILexicalBlock(scope: !62, file: !3, line: 35, column: 5)
!73 = !DILocation(line: 0, scope: !67)
!74 = !DILocation(line: 23, column: 5, scope: !67)
!75 = !DILocation(line: 23, column: 92, scope: !76)
!76 = distinct !DILexicalBlock(scope: !77, file: !3, line: 23, column: 33)
!77 = distinct !DILexicalBlock(scope: !67, file: !3, line: 23, column: 5)
!78 = !DILocation(line: 23, column: 43, scope: !76)
!79 = !DILocation(line: 23, column: 116, scope: !76)
!80 = !DILocation(line: 23, column: 137, scope: !76)
!81 = !DILocation(line: 23, column: 52, scope: !76)
!82 = !DILocation(line: 23, column: 60, scope: !76)
!83 = !DILocation(line: 23, column: 35, scope: !76)
!84 = !DILocation(line: 23, column: 41, scope: !76)
!85 = !{!86, !86, i64 0}
!86 = !{!"float", !87, i64 0}
!87 = !{!"omnipotent char", !88, i64 0}
!88 = !{!"Simple C/C++ TBAA"}
!89 = !DILocation(line: 23, column: 82, scope: !76)
!90 = !DILocation(line: 23, column: 80, scope: !76)
!91 = !DILocation(line: 23, column: 67, scope: !76)
!92 = !DILocation(line: 23, column: 73, scope: !76)
!93 = !DILocation(line: 23, column: 106, scope: !76)
!94 = !DILocation(line: 23, column: 122, scope: !76)
!95 = !DILocation(line: 23, column: 98, scope: !76)
!96 = !DILocation(line: 23, column: 104, scope: !76)
!97 = !DILocation(line: 23, column: 131, scope: !76)
!98 = !{!99, !99, i64 0}
!99 = !{!"int", !87, i64 0}
!100 = !DILocation(line: 23, column: 162, scope: !76)
!101 = !DILocation(line: 23, column: 164, scope: !76)
!102 = !DILocation(line: 23, column: 154, scope: !76)
!103 = !DILocation(line: 23, column: 160, scope: !76)
!104 = !{!105, !105, i64 0}
!105 = !{!"double", !87, i64 0}
!106 = !DILocation(line: 23, column: 189, scope: !76)
!107 = !DILocation(line: 23, column: 185, scope: !76)
!108 = !DILocation(line: 23, column: 173, scope: !76)
!109 = !DILocation(line: 23, column: 179, scope: !76)
!110 = distinct !{!110, !74, !111, !112, !113, !114}
!111 = !DILocation(line: 23, column: 198, scope: !67)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !{!"llvm.loop.isvectorized", i32 1}
!114 = !{!"llvm.loop.unroll.runtime.disable"}
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 20, type: !7)
!116 = distinct !DILexicalBlock(scope: !117, file: !3, line: 20, column: 66)
!117 = distinct !DISubprogram(name: "ordered_sum", scope: !3, file: !3, line: 20, type: !118, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !122)
!118 = !DISubroutineType(types: !119)
!119 = !{!6, !120, !7}
!120 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !121, size: 64)
!121 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !5)
!122 = !{!123, !124, !125, !115}
!123 = !DILocalVariable(name: "a", arg: 1, scope: !117, file: !3, line: 20, type: !120)
!124 = !DILocalVariable(name: "n", arg: 2, scope: !117, file: !3, line: 20, type: !7)
!125 = !DILocalVariable(name: "s", scope: !117, file: !3, line: 20, type: !6)
!126 = !DILocation(line: 0, scope: !116, inlinedAt: !127)
!127 = distinct !DILocation(line: 25, column: 41, scope: !62)
!128 = !DILocation(line: 0, scope: !117, inlinedAt: !127)
!129 = !DILocation(line: 20, column: 99, scope: !130, inlinedAt: !127)
!130 = distinct !DILexicalBlock(scope: !116, file: !3, line: 20, column: 66)
!131 = !DILocation(line: 20, column: 96, scope: !130, inlinedAt: !127)
!132 = !DILocation(line: 20, column: 90, scope: !130, inlinedAt: !127)
!133 = !DILocation(line: 20, column: 84, scope: !130, inlinedAt: !127)
!134 = !DILocation(line: 20, column: 66, scope: !116, inlinedAt: !127)
!135 = distinct !{!135, !134, !136, !112}
!136 = !DILocation(line: 20, column: 102, scope: !116, inlinedAt: !127)
!137 = !DILocation(line: 25, column: 69, scope: !62)
!138 = !DILocation(line: 25, column: 61, scope: !62)
!139 = !DILocation(line: 25, column: 5, scope: !62)
!140 = !DILocation(line: 26, column: 5, scope: !62)
!141 = !DILocation(line: 27, column: 34, scope: !62)
!142 = !DILocation(line: 27, column: 5, scope: !62)
!143 = !DILocation(line: 28, column: 5, scope: !62)
!144 = !DILocation(line: 0, scope: !117, inlinedAt: !145)
!145 = distinct !DILocation(line: 29, column: 28, scope: !62)
!146 = !DILocation(line: 0, scope: !116, inlinedAt: !145)
!147 = !DILocation(line: 20, column: 66, scope: !116, inlinedAt: !145)
!148 = !DILocation(line: 20, column: 99, scope: !130, inlinedAt: !145)
!149 = !DILocation(line: 20, column: 96, scope: !130, inlinedAt: !145)
!150 = !DILocation(line: 20, column: 90, scope: !130, inlinedAt: !145)
!151 = !DILocation(line: 20, column: 84, scope: !130, inlinedAt: !145)
!152 = distinct !{!152, !147, !153, !112}
!153 = !DILocation(line: 20, column: 102, scope: !116, inlinedAt: !145)
!154 = !DILocation(line: 29, column: 5, scope: !62)
!155 = !DILocation(line: 30, column: 5, scope: !62)
!156 = !DILocation(line: 0, scope: !117, inlinedAt: !157)
!157 = distinct !DILocation(line: 31, column: 28, scope: !62)
!158 = !DILocation(line: 0, scope: !116, inlinedAt: !157)
!159 = !DILocation(line: 20, column: 66, scope: !116, inlinedAt: !157)
!160 = !DILocation(line: 20, column: 99, scope: !130, inlinedAt: !157)
!161 = !DILocation(line: 20, column: 96, scope: !130, inlinedAt: !157)
!162 = !DILocation(line: 20, column: 90, scope: !130, inlinedAt: !157)
!163 = !DILocation(line: 20, column: 84, scope: !130, inlinedAt: !157)
!164 = distinct !{!164, !159, !165, !112}
!165 = !DILocation(line: 20, column: 102, scope: !116, inlinedAt: !157)
!166 = !DILocation(line: 31, column: 5, scope: !62)
!167 = !DILocation(line: 32, column: 5, scope: !62)
!168 = !DILocation(line: 0, scope: !62)
!169 = !DILocation(line: 0, scope: !70)
!170 = !DILocation(line: 33, column: 19, scope: !70)
!171 = !DILocation(line: 24, column: 5, scope: !62)
!172 = !DILocation(line: 34, column: 5, scope: !62)
!173 = !DILocation(line: 0, scope: !72)
!174 = !DILocation(line: 35, column: 5, scope: !72)
!175 = !DILocation(line: 35, column: 29, scope: !176)
!176 = distinct !DILexicalBlock(scope: !72, file: !3, line: 35, column: 5)
!177 = !DILocation(line: 35, column: 41, scope: !176)
!178 = !DILocation(line: 35, column: 47, scope: !176)
!179 = !DILocation(line: 35, column: 39, scope: !176)
!180 = distinct !{!180, !174, !181, !112, !113, !114}
!181 = !DILocation(line: 35, column: 66, scope: !72)
!182 = !DILocation(line: 33, column: 52, scope: !183)
!183 = distinct !DILexicalBlock(scope: !70, file: !3, line: 33, column: 19)
!184 = !DILocation(line: 33, column: 49, scope: !183)
!185 = !DILocation(line: 33, column: 43, scope: !183)
!186 = !DILocation(line: 33, column: 37, scope: !183)
!187 = distinct !{!187, !170, !188, !112}
!188 = !DILocation(line: 33, column: 56, scope: !70)
!189 = !DILocation(line: 0, scope: !116, inlinedAt: !190)
!190 = distinct !DILocation(line: 37, column: 32, scope: !62)
!191 = !DILocation(line: 0, scope: !117, inlinedAt: !190)
!192 = !DILocation(line: 20, column: 99, scope: !130, inlinedAt: !190)
!193 = !DILocation(line: 20, column: 96, scope: !130, inlinedAt: !190)
!194 = !DILocation(line: 20, column: 90, scope: !130, inlinedAt: !190)
!195 = !DILocation(line: 20, column: 84, scope: !130, inlinedAt: !190)
!196 = !DILocation(line: 20, column: 66, scope: !116, inlinedAt: !190)
!197 = distinct !{!197, !196, !198, !112}
!198 = !DILocation(line: 20, column: 102, scope: !116, inlinedAt: !190)
!199 = !DILocation(line: 37, column: 5, scope: !62)
!200 = !DILocation(line: 0, scope: !117, inlinedAt: !201)
!201 = distinct !DILocation(line: 38, column: 17, scope: !62)
!202 = !DILocation(line: 0, scope: !116, inlinedAt: !201)
!203 = !DILocation(line: 20, column: 99, scope: !130, inlinedAt: !201)
!204 = !DILocation(line: 20, column: 96, scope: !130, inlinedAt: !201)
!205 = !DILocation(line: 38, column: 12, scope: !62)
!206 = !DILocation(line: 38, column: 5, scope: !62)
!207 = !DILocation(line: 36, column: 5, scope: !62)
!208 = distinct !DISubprogram(name: "muladd", scope: !3, file: !3, line: 14, type: !209, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !212)
!209 = !DISubroutineType(cc: DW_CC_nocall, types: !210)
!210 = !{null, !211, !120, !120, !120, !7}
!211 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !5, size: 64)
!212 = !{!213, !214, !215, !216, !217, !218}
!213 = !DILocalVariable(name: "a", arg: 1, scope: !208, file: !3, line: 14, type: !211)
!214 = !DILocalVariable(name: "b", arg: 2, scope: !208, file: !3, line: 14, type: !120)
!215 = !DILocalVariable(name: "c", arg: 3, scope: !208, file: !3, line: 14, type: !120)
!216 = !DILocalVariable(name: "d", arg: 4, scope: !208, file: !3, line: 14, type: !120)
!217 = !DILocalVariable(name: "n", arg: 5, scope: !208, file: !3, line: 14, type: !7)
!218 = !DILocalVariable(name: "i", scope: !219, file: !3, line: 14, type: !7)
!219 = distinct !DILexicalBlock(scope: !208, file: !3, line: 14, column: 113)
!220 = !DILocation(line: 0, scope: !208)
!221 = !DILocation(line: 0, scope: !219)
!222 = !DILocation(line: 14, column: 113, scope: !219)
!223 = !DILocation(line: 14, column: 137, scope: !224)
!224 = distinct !DILexicalBlock(scope: !219, file: !3, line: 14, column: 113)
!225 = !DILocation(line: 14, column: 148, scope: !224)
!226 = !DILocation(line: 14, column: 155, scope: !224)
!227 = !DILocation(line: 14, column: 153, scope: !224)
!228 = !DILocation(line: 14, column: 162, scope: !224)
!229 = !DILocation(line: 14, column: 160, scope: !224)
!230 = !DILocation(line: 14, column: 141, scope: !224)
!231 = !DILocation(line: 14, column: 146, scope: !224)
!232 = distinct !{!232, !222, !233, !112, !113, !114}
!233 = !DILocation(line: 14, column: 165, scope: !219)
!234 = !DILocation(line: 14, column: 168, scope: !208)
!235 = !DISubprogram(name: "printf", scope: !236, file: !236, line: 356, type: !237, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!236 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!237 = !DISubroutineType(types: !238)
!238 = !{!7, !239, null}
!239 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !240)
!240 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !241, size: 64)
!241 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !12)
!242 = distinct !DISubprogram(name: "widen", scope: !3, file: !3, line: 15, type: !243, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !246)
!243 = !DISubroutineType(cc: DW_CC_nocall, types: !244)
!244 = !{null, !245, !120, !7}
!245 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !6, size: 64)
!246 = !{!247, !248, !249, !250}
!247 = !DILocalVariable(name: "a", arg: 1, scope: !242, file: !3, line: 15, type: !245)
!248 = !DILocalVariable(name: "b", arg: 2, scope: !242, file: !3, line: 15, type: !120)
!249 = !DILocalVariable(name: "n", arg: 3, scope: !242, file: !3, line: 15, type: !7)
!250 = !DILocalVariable(name: "i", scope: !251, file: !3, line: 15, type: !7)
!251 = distinct !DILexicalBlock(scope: !242, file: !3, line: 15, column: 81)
!252 = !DILocation(line: 0, scope: !242)
!253 = !DILocation(line: 0, scope: !251)
!254 = !DILocation(line: 15, column: 81, scope: !251)
!255 = !DILocation(line: 15, column: 105, scope: !256)
!256 = distinct !DILexicalBlock(scope: !251, file: !3, line: 15, column: 81)
!257 = !DILocation(line: 15, column: 124, scope: !256)
!258 = !DILocation(line: 15, column: 116, scope: !256)
!259 = !DILocation(line: 15, column: 129, scope: !256)
!260 = !DILocation(line: 15, column: 109, scope: !256)
!261 = !DILocation(line: 15, column: 114, scope: !256)
!262 = distinct !{!262, !254, !263, !112, !113, !114}
!263 = !DILocation(line: 15, column: 131, scope: !251)
!264 = !DILocation(line: 15, column: 136, scope: !242)
!265 = distinct !DISubprogram(name: "i2f", scope: !3, file: !3, line: 16, type: !266, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !270)
!266 = !DISubroutineType(cc: DW_CC_nocall, types: !267)
!267 = !{null, !211, !268, !7}
!268 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !269, size: 64)
!269 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !7)
!270 = !{!271, !272, !273, !274}
!271 = !DILocalVariable(name: "a", arg: 1, scope: !265, file: !3, line: 16, type: !211)
!272 = !DILocalVariable(name: "b", arg: 2, scope: !265, file: !3, line: 16, type: !268)
!273 = !DILocalVariable(name: "n", arg: 3, scope: !265, file: !3, line: 16, type: !7)
!274 = !DILocalVariable(name: "i", scope: !275, file: !3, line: 16, type: !7)
!275 = distinct !DILexicalBlock(scope: !265, file: !3, line: 16, column: 76)
!276 = !DILocation(line: 0, scope: !265)
!277 = !DILocation(line: 0, scope: !275)
!278 = !DILocation(line: 16, column: 76, scope: !275)
!279 = !DILocation(line: 16, column: 100, scope: !280)
!280 = distinct !DILexicalBlock(scope: !275, file: !3, line: 16, column: 76)
!281 = !DILocation(line: 16, column: 118, scope: !280)
!282 = !DILocation(line: 16, column: 111, scope: !280)
!283 = !DILocation(line: 16, column: 123, scope: !280)
!284 = !DILocation(line: 16, column: 104, scope: !280)
!285 = !DILocation(line: 16, column: 109, scope: !280)
!286 = distinct !{!286, !278, !287, !112, !113, !114}
!287 = !DILocation(line: 16, column: 125, scope: !275)
!288 = !DILocation(line: 16, column: 132, scope: !265)
!289 = distinct !DISubprogram(name: "sel", scope: !3, file: !3, line: 17, type: !290, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !292)
!290 = !DISubroutineType(cc: DW_CC_nocall, types: !291)
!291 = !{null, !211, !120, !120, !7}
!292 = !{!293, !294, !295, !296, !297}
!293 = !DILocalVariable(name: "a", arg: 1, scope: !289, file: !3, line: 17, type: !211)
!294 = !DILocalVariable(name: "b", arg: 2, scope: !289, file: !3, line: 17, type: !120)
!295 = !DILocalVariable(name: "c", arg: 3, scope: !289, file: !3, line: 17, type: !120)
!296 = !DILocalVariable(name: "n", arg: 4, scope: !289, file: !3, line: 17, type: !7)
!297 = !DILocalVariable(name: "i", scope: !298, file: !3, line: 17, type: !7)
!298 = distinct !DILexicalBlock(scope: !289, file: !3, line: 17, column: 94)
!299 = !DILocation(line: 0, scope: !289)
!300 = !DILocation(line: 0, scope: !298)
!301 = !DILocation(line: 17, column: 94, scope: !298)
!302 = !DILocation(line: 17, column: 118, scope: !303)
!303 = distinct !DILexicalBlock(scope: !298, file: !3, line: 17, column: 94)
!304 = !DILocation(line: 17, column: 129, scope: !303)
!305 = !DILocation(line: 17, column: 136, scope: !303)
!306 = !DILocation(line: 17, column: 134, scope: !303)
!307 = !DILocation(line: 17, column: 122, scope: !303)
!308 = !DILocation(line: 17, column: 127, scope: !303)
!309 = distinct !{!309, !301, !310, !112, !113, !114}
!310 = !DILocation(line: 17, column: 164, scope: !298)
!311 = !DILocation(line: 17, column: 171, scope: !289)
!312 = distinct !DISubprogram(name: "saxpy", scope: !3, file: !3, line: 18, type: !313, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !317)
!313 = !DISubroutineType(cc: DW_CC_nocall, types: !314)
!314 = !{null, !245, !315, !6, !7}
!315 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!316 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !6)
!317 = !{!318, !319, !320, !321, !322}
!318 = !DILocalVariable(name: "y", arg: 1, scope: !312, file: !3, line: 18, type: !245)
!319 = !DILocalVariable(name: "x", arg: 2, scope: !312, file: !3, line: 18, type: !315)
!320 = !DILocalVariable(name: "k", arg: 3, scope: !312, file: !3, line: 18, type: !6)
!321 = !DILocalVariable(name: "n", arg: 4, scope: !312, file: !3, line: 18, type: !7)
!322 = !DILocalVariable(name: "i", scope: !323, file: !3, line: 18, type: !7)
!323 = distinct !DILexicalBlock(scope: !312, file: !3, line: 18, column: 92)
!324 = !DILocation(line: 0, scope: !312)
!325 = !DILocation(line: 0, scope: !323)
!326 = !DILocation(line: 18, column: 92, scope: !323)
!327 = !DILocation(line: 18, column: 116, scope: !328)
!328 = distinct !DILexicalBlock(scope: !323, file: !3, line: 18, column: 92)
!329 = !DILocation(line: 18, column: 131, scope: !328)
!330 = !DILocation(line: 18, column: 129, scope: !328)
!331 = !DILocation(line: 18, column: 138, scope: !328)
!332 = !DILocation(line: 18, column: 136, scope: !328)
!333 = !DILocation(line: 18, column: 125, scope: !328)
!334 = distinct !{!334, !326, !335, !112, !113, !114}
!335 = !DILocation(line: 18, column: 141, scope: !323)
!336 = !DILocation(line: 18, column: 144, scope: !312)
!337 = distinct !DISubprogram(name: "divsqrt", scope: !3, file: !3, line: 19, type: !338, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !340)
!338 = !DISubroutineType(cc: DW_CC_nocall, types: !339)
!339 = !{null, !211, !120, !7}
!340 = !{!341, !342, !343, !344}
!341 = !DILocalVariable(name: "a", arg: 1, scope: !337, file: !3, line: 19, type: !211)
!342 = !DILocalVariable(name: "b", arg: 2, scope: !337, file: !3, line: 19, type: !120)
!343 = !DILocalVariable(name: "n", arg: 3, scope: !337, file: !3, line: 19, type: !7)
!344 = !DILocalVariable(name: "i", scope: !345, file: !3, line: 19, type: !7)
!345 = distinct !DILexicalBlock(scope: !337, file: !3, line: 19, column: 82)
!346 = !DILocation(line: 0, scope: !337)
!347 = !DILocation(line: 0, scope: !345)
!348 = !DILocation(line: 19, column: 82, scope: !345)
!349 = !DILocation(line: 19, column: 146, scope: !337)
!350 = !DILocation(line: 19, column: 123, scope: !351)
!351 = distinct !DILexicalBlock(scope: !345, file: !3, line: 19, column: 82)
!352 = !DILocation(line: 19, column: 117, scope: !351)
!353 = !DILocation(line: 19, column: 132, scope: !351)
!354 = !DILocation(line: 19, column: 137, scope: !351)
!355 = !DILocation(line: 19, column: 129, scope: !351)
!356 = !DILocation(line: 19, column: 110, scope: !351)
!357 = !DILocation(line: 19, column: 115, scope: !351)
!358 = !DILocation(line: 19, column: 100, scope: !351)
!359 = distinct !{!359, !348, !360, !112}
!360 = !DILocation(line: 19, column: 143, scope: !345)
!361 = !DILocation(line: 19, column: 106, scope: !351)
!362 = !DISubprogram(name: "sqrtf", scope: !363, file: !363, line: 143, type: !364, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!363 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!364 = !DISubroutineType(types: !365)
!365 = !{!5, !5}
