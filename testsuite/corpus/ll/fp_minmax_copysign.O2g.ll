; ModuleID = 'programs/fp_minmax_copysign.c'
source_filename = "programs/fp_minmax_copysign.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%-5g:\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [5 x i8] c" z z\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [3 x i8] c" |\00", align 1, !dbg !12
@.str.4 = private unnamed_addr constant [10 x i8] c"copysign:\00", align 1, !dbg !17
@.str.5 = private unnamed_addr constant [4 x i8] c" f:\00", align 1, !dbg !22
@.str.6 = private unnamed_addr constant [4 x i8] c"%g \00", align 1, !dbg !27
@.str.7 = private unnamed_addr constant [13 x i8] c"\0Aclamp nan: \00", align 1, !dbg !29
@.str.8 = private unnamed_addr constant [5 x i8] c" nan\00", align 1, !dbg !34
@.str.9 = private unnamed_addr constant [6 x i8] c" %s%g\00", align 1, !dbg !36
@.str.10 = private unnamed_addr constant [2 x i8] c"-\00", align 1, !dbg !38
@.str.11 = private unnamed_addr constant [1 x i8] zeroinitializer, align 1, !dbg !43

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !63 {
  %1 = alloca [7 x double], align 16, !DIAssignID !91
    #dbg_assign(i1 undef, !67, !DIExpression(), !91, ptr %1, !DIExpression(), !92)
  call void @llvm.lifetime.start.p0(i64 56, ptr nonnull %1) #8, !dbg !93
  call void @llvm.memset.p0.i64(ptr nonnull align 16 %1, i8 0, i64 56, i1 true), !dbg !94, !DIAssignID !95
    #dbg_assign(i8 0, !67, !DIExpression(), !95, ptr %1, !DIExpression(), !92)
  store volatile double 0xFFF0000000000000, ptr %1, align 16, !dbg !94, !DIAssignID !96
    #dbg_assign(double 0xFFF0000000000000, !67, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !96, ptr %1, !DIExpression(), !92)
  %2 = getelementptr inbounds i8, ptr %1, i64 8, !dbg !94
  store volatile double -2.500000e+00, ptr %2, align 8, !dbg !94, !DIAssignID !97
    #dbg_assign(double -2.500000e+00, !67, !DIExpression(DW_OP_LLVM_fragment, 64, 64), !97, ptr %2, !DIExpression(), !92)
  %3 = getelementptr inbounds i8, ptr %1, i64 16, !dbg !94
  store volatile double -0.000000e+00, ptr %3, align 16, !dbg !94, !DIAssignID !98
    #dbg_assign(double -0.000000e+00, !67, !DIExpression(DW_OP_LLVM_fragment, 128, 64), !98, ptr %3, !DIExpression(), !92)
  %4 = getelementptr inbounds i8, ptr %1, i64 32, !dbg !94
  store volatile double 1.000000e+00, ptr %4, align 16, !dbg !94, !DIAssignID !99
    #dbg_assign(double 1.000000e+00, !67, !DIExpression(DW_OP_LLVM_fragment, 256, 64), !99, ptr %4, !DIExpression(), !92)
  %5 = getelementptr inbounds i8, ptr %1, i64 40, !dbg !94
  store volatile double 0x7FF0000000000000, ptr %5, align 8, !dbg !94, !DIAssignID !100
    #dbg_assign(double 0x7FF0000000000000, !67, !DIExpression(DW_OP_LLVM_fragment, 320, 64), !100, ptr %5, !DIExpression(), !92)
  %6 = getelementptr inbounds i8, ptr %1, i64 48, !dbg !94
  store volatile double 0x7FF8000000000000, ptr %6, align 16, !dbg !94, !DIAssignID !101
    #dbg_assign(double 0x7FF8000000000000, !67, !DIExpression(DW_OP_LLVM_fragment, 384, 64), !101, ptr %6, !DIExpression(), !92)
    #dbg_value(i32 0, !73, !DIExpression(), !102)
  br label %7, !dbg !103

7:                                                ; preds = %0, %17
  %8 = phi i64 [ 0, %0 ], [ %19, %17 ]
    #dbg_value(i64 %8, !73, !DIExpression(), !102)
  %9 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %8, !dbg !104
  %10 = load volatile double, ptr %9, align 8, !dbg !104, !tbaa !105
  %11 = fcmp uno double %10, 0.000000e+00, !dbg !104
  br i1 %11, label %14, label %12, !dbg !104

12:                                               ; preds = %7
  %13 = load volatile double, ptr %9, align 8, !dbg !109, !tbaa !105
  br label %14, !dbg !104

14:                                               ; preds = %7, %12
  %15 = phi double [ %13, %12 ], [ 0.000000e+00, %7 ], !dbg !104
  %16 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %15), !dbg !110
    #dbg_value(i32 0, !75, !DIExpression(), !111)
  br label %23, !dbg !112

17:                                               ; preds = %115
  %18 = tail call i32 @putchar(i32 10), !dbg !113
  %19 = add nuw nsw i64 %8, 1, !dbg !114
    #dbg_value(i64 %19, !73, !DIExpression(), !102)
  %20 = icmp eq i64 %19, 7, !dbg !115
  br i1 %20, label %21, label %7, !dbg !103, !llvm.loop !116

21:                                               ; preds = %17
  %22 = getelementptr inbounds i8, ptr %1, i64 24
  br label %119, !dbg !119

23:                                               ; preds = %14, %115
  %24 = phi i64 [ 0, %14 ], [ %117, %115 ]
    #dbg_value(i64 %24, !75, !DIExpression(), !111)
  %25 = load volatile double, ptr %9, align 8, !dbg !120, !tbaa !105
  %26 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %24, !dbg !121
  %27 = load volatile double, ptr %26, align 8, !dbg !121, !tbaa !105
  %28 = tail call fastcc double @tmin(double noundef %25, double noundef %27), !dbg !122
    #dbg_value(double %28, !123, !DIExpression(), !128)
  %29 = fcmp uno double %28, 0.000000e+00, !dbg !130
  br i1 %29, label %30, label %32, !dbg !132

30:                                               ; preds = %23
  %31 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !133
  br label %40, !dbg !133

32:                                               ; preds = %23
  %33 = bitcast double %28 to i64, !dbg !134
  %34 = icmp slt i64 %33, 0, !dbg !134
  %35 = fcmp oeq double %28, 0.000000e+00, !dbg !135
  %36 = and i1 %35, %34, !dbg !135
  %37 = select i1 %36, ptr @.str.10, ptr @.str.11, !dbg !134
  %38 = select i1 %35, double 0.000000e+00, double %28, !dbg !136
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %37, double noundef %38), !dbg !137
  br label %40

40:                                               ; preds = %30, %32
  %41 = load volatile double, ptr %9, align 8, !dbg !138, !tbaa !105
  %42 = load volatile double, ptr %26, align 8, !dbg !139, !tbaa !105
  %43 = tail call fastcc double @tmax(double noundef %41, double noundef %42), !dbg !140
    #dbg_value(double %43, !123, !DIExpression(), !141)
  %44 = fcmp uno double %43, 0.000000e+00, !dbg !143
  br i1 %44, label %45, label %47, !dbg !144

45:                                               ; preds = %40
  %46 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !145
  br label %55, !dbg !145

47:                                               ; preds = %40
  %48 = bitcast double %43 to i64, !dbg !146
  %49 = icmp slt i64 %48, 0, !dbg !146
  %50 = fcmp oeq double %43, 0.000000e+00, !dbg !147
  %51 = and i1 %50, %49, !dbg !147
  %52 = select i1 %51, ptr @.str.10, ptr @.str.11, !dbg !146
  %53 = select i1 %50, double 0.000000e+00, double %43, !dbg !148
  %54 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %52, double noundef %53), !dbg !149
  br label %55

55:                                               ; preds = %45, %47
  %56 = load volatile double, ptr %9, align 8, !dbg !150, !tbaa !105
  %57 = load volatile double, ptr %26, align 8, !dbg !151, !tbaa !105
  %58 = tail call fastcc double @tmin2(double noundef %56, double noundef %57), !dbg !152
    #dbg_value(double %58, !123, !DIExpression(), !153)
  %59 = fcmp uno double %58, 0.000000e+00, !dbg !155
  br i1 %59, label %60, label %62, !dbg !156

60:                                               ; preds = %55
  %61 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !157
  br label %70, !dbg !157

62:                                               ; preds = %55
  %63 = bitcast double %58 to i64, !dbg !158
  %64 = icmp slt i64 %63, 0, !dbg !158
  %65 = fcmp oeq double %58, 0.000000e+00, !dbg !159
  %66 = and i1 %65, %64, !dbg !159
  %67 = select i1 %66, ptr @.str.10, ptr @.str.11, !dbg !158
  %68 = select i1 %65, double 0.000000e+00, double %58, !dbg !160
  %69 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %67, double noundef %68), !dbg !161
  br label %70

70:                                               ; preds = %60, %62
  %71 = load volatile double, ptr %9, align 8, !dbg !162, !tbaa !105
  %72 = load volatile double, ptr %26, align 8, !dbg !163, !tbaa !105
  %73 = tail call double @llvm.minnum.f64(double %71, double %72), !dbg !164
    #dbg_value(double %73, !79, !DIExpression(), !165)
  %74 = load volatile double, ptr %9, align 8, !dbg !166, !tbaa !105
  %75 = load volatile double, ptr %26, align 8, !dbg !167, !tbaa !105
  %76 = tail call double @llvm.maxnum.f64(double %74, double %75), !dbg !168
    #dbg_value(double %76, !82, !DIExpression(), !165)
  %77 = load volatile double, ptr %9, align 8, !dbg !169, !tbaa !105
  %78 = fcmp uno double %77, 0.000000e+00, !dbg !169
  br i1 %78, label %89, label %79, !dbg !171

79:                                               ; preds = %70
  %80 = load volatile double, ptr %26, align 8, !dbg !172, !tbaa !105
  %81 = fcmp uno double %80, 0.000000e+00, !dbg !172
  br i1 %81, label %89, label %82, !dbg !173

82:                                               ; preds = %79
  %83 = load volatile double, ptr %9, align 8, !dbg !174, !tbaa !105
  %84 = load volatile double, ptr %26, align 8, !dbg !175, !tbaa !105
  %85 = fcmp une double %83, %84, !dbg !176
  br i1 %85, label %89, label %86, !dbg !177

86:                                               ; preds = %82
  %87 = load volatile double, ptr %9, align 8, !dbg !178, !tbaa !105
  %88 = fcmp une double %87, 0.000000e+00, !dbg !179
  br i1 %88, label %89, label %113, !dbg !180

89:                                               ; preds = %86, %82, %79, %70
    #dbg_value(double %73, !123, !DIExpression(), !181)
  %90 = fcmp uno double %73, 0.000000e+00, !dbg !184
  br i1 %90, label %91, label %93, !dbg !185

91:                                               ; preds = %89
  %92 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !186
  br label %101, !dbg !186

93:                                               ; preds = %89
  %94 = bitcast double %73 to i64, !dbg !187
  %95 = icmp slt i64 %94, 0, !dbg !187
  %96 = fcmp oeq double %73, 0.000000e+00, !dbg !188
  %97 = and i1 %96, %95, !dbg !188
  %98 = select i1 %97, ptr @.str.10, ptr @.str.11, !dbg !187
  %99 = select i1 %96, double 0.000000e+00, double %73, !dbg !189
  %100 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %98, double noundef %99), !dbg !190
  br label %101

101:                                              ; preds = %91, %93
    #dbg_value(double %76, !123, !DIExpression(), !191)
  %102 = fcmp uno double %76, 0.000000e+00, !dbg !193
  br i1 %102, label %103, label %105, !dbg !194

103:                                              ; preds = %101
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !195
  br label %115, !dbg !195

105:                                              ; preds = %101
  %106 = bitcast double %76 to i64, !dbg !196
  %107 = icmp slt i64 %106, 0, !dbg !196
  %108 = fcmp oeq double %76, 0.000000e+00, !dbg !197
  %109 = and i1 %108, %107, !dbg !197
  %110 = select i1 %109, ptr @.str.10, ptr @.str.11, !dbg !196
  %111 = select i1 %108, double 0.000000e+00, double %76, !dbg !198
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %110, double noundef %111), !dbg !199
  br label %115

113:                                              ; preds = %86
  %114 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !200
  br label %115

115:                                              ; preds = %105, %103, %113
  %116 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2), !dbg !201
  %117 = add nuw nsw i64 %24, 1, !dbg !202
    #dbg_value(i64 %117, !75, !DIExpression(), !111)
  %118 = icmp eq i64 %117, 7, !dbg !203
  br i1 %118, label %17, label %23, !dbg !112, !llvm.loop !204

119:                                              ; preds = %21, %167
  %120 = phi i64 [ 0, %21 ], [ %169, %167 ]
    #dbg_value(i64 %120, !83, !DIExpression(), !206)
  %121 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !207
    #dbg_value(i32 0, !85, !DIExpression(), !208)
  %122 = getelementptr inbounds [7 x double], ptr %1, i64 0, i64 %120
    #dbg_value(i32 0, !85, !DIExpression(), !208)
    #dbg_value(i64 0, !85, !DIExpression(), !208)
  %123 = load volatile double, ptr %122, align 8, !dbg !209, !tbaa !105
  %124 = load volatile double, ptr %1, align 16, !dbg !211, !tbaa !105
  %125 = tail call fastcc double @cs(double noundef %123, double noundef %124), !dbg !212
    #dbg_value(double %125, !123, !DIExpression(), !213)
  %126 = fcmp uno double %125, 0.000000e+00, !dbg !215
  br i1 %126, label %193, label %195, !dbg !216

127:                                              ; preds = %278
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !217
  br label %134, !dbg !217

129:                                              ; preds = %278
  %130 = tail call double @llvm.fabs.f64(double %279), !dbg !219
    #dbg_value(double %130, !123, !DIExpression(), !220)
  %131 = fcmp oeq double %279, 0.000000e+00, !dbg !221
  %132 = select i1 %131, double 0.000000e+00, double %130, !dbg !222
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull @.str.11, double noundef %132), !dbg !223
  br label %134

134:                                              ; preds = %127, %129
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5), !dbg !224
  %136 = load volatile double, ptr %122, align 8, !dbg !225, !tbaa !105
  %137 = fptrunc double %136 to float, !dbg !226
  %138 = tail call fastcc float @csf(float noundef %137), !dbg !227
    #dbg_value(double poison, !123, !DIExpression(), !228)
  %139 = fcmp uno float %138, 0.000000e+00, !dbg !230
  br i1 %139, label %140, label %142, !dbg !231

140:                                              ; preds = %134
  %141 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !232
  br label %151, !dbg !232

142:                                              ; preds = %134
  %143 = fpext float %138 to double, !dbg !227
    #dbg_value(double %143, !123, !DIExpression(), !228)
  %144 = bitcast float %138 to i32, !dbg !233
  %145 = icmp slt i32 %144, 0, !dbg !233
  %146 = fcmp oeq float %138, 0.000000e+00, !dbg !234
  %147 = and i1 %146, %145, !dbg !234
  %148 = select i1 %147, ptr @.str.10, ptr @.str.11, !dbg !233
  %149 = select i1 %146, double 0.000000e+00, double %143, !dbg !235
  %150 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %148, double noundef %149), !dbg !236
  br label %151

151:                                              ; preds = %140, %142
  %152 = load volatile double, ptr %122, align 8, !dbg !237, !tbaa !105
  %153 = fptrunc double %152 to float, !dbg !238
  %154 = tail call fastcc float @tminf(float noundef %153), !dbg !239
    #dbg_value(double poison, !123, !DIExpression(), !240)
  %155 = fcmp uno float %154, 0.000000e+00, !dbg !242
  br i1 %155, label %156, label %158, !dbg !243

156:                                              ; preds = %151
  %157 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !244
  br label %167, !dbg !244

158:                                              ; preds = %151
  %159 = fpext float %154 to double, !dbg !239
    #dbg_value(double %159, !123, !DIExpression(), !240)
  %160 = bitcast float %154 to i32, !dbg !245
  %161 = icmp slt i32 %160, 0, !dbg !245
  %162 = fcmp oeq float %154, 0.000000e+00, !dbg !246
  %163 = and i1 %162, %161, !dbg !246
  %164 = select i1 %163, ptr @.str.10, ptr @.str.11, !dbg !245
  %165 = select i1 %162, double 0.000000e+00, double %159, !dbg !247
  %166 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %164, double noundef %165), !dbg !248
  br label %167

167:                                              ; preds = %156, %158
  %168 = tail call i32 @putchar(i32 10), !dbg !249
  %169 = add nuw nsw i64 %120, 1, !dbg !250
    #dbg_value(i64 %169, !83, !DIExpression(), !206)
  %170 = icmp eq i64 %169, 7, !dbg !251
  br i1 %170, label %171, label %119, !dbg !119, !llvm.loop !252

171:                                              ; preds = %167
    #dbg_value(double -3.000000e+00, !89, !DIExpression(), !254)
  %172 = tail call fastcc double @clamp(double noundef -3.000000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00), !dbg !255
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %172), !dbg !257
    #dbg_value(double -2.250000e+00, !89, !DIExpression(), !254)
  %174 = tail call fastcc double @clamp(double noundef -2.250000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00), !dbg !255
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %174), !dbg !257
    #dbg_value(double -1.500000e+00, !89, !DIExpression(), !254)
  %176 = tail call fastcc double @clamp(double noundef -1.500000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00), !dbg !255
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %176), !dbg !257
    #dbg_value(double -7.500000e-01, !89, !DIExpression(), !254)
  %178 = tail call fastcc double @clamp(double noundef -7.500000e-01, double noundef -1.500000e+00, double noundef 2.000000e+00), !dbg !255
  %179 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %178), !dbg !257
    #dbg_value(double 0.000000e+00, !89, !DIExpression(), !254)
  %180 = tail call fastcc double @clamp(double noundef 0.000000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00), !dbg !255
  %181 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %180), !dbg !257
    #dbg_value(double 7.500000e-01, !89, !DIExpression(), !254)
  %182 = tail call fastcc double @clamp(double noundef 7.500000e-01, double noundef -1.500000e+00, double noundef 2.000000e+00), !dbg !255
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %182), !dbg !257
    #dbg_value(double 1.500000e+00, !89, !DIExpression(), !254)
  %184 = tail call fastcc double @clamp(double noundef 1.500000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00), !dbg !255
  %185 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %184), !dbg !257
    #dbg_value(double 2.250000e+00, !89, !DIExpression(), !254)
  %186 = tail call fastcc double @clamp(double noundef 2.250000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00), !dbg !255
  %187 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %186), !dbg !257
    #dbg_value(double 3.000000e+00, !89, !DIExpression(), !254)
  %188 = tail call fastcc double @clamp(double noundef 3.000000e+00, double noundef -1.500000e+00, double noundef 2.000000e+00), !dbg !255
  %189 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, double noundef %188), !dbg !257
    #dbg_value(double 3.750000e+00, !89, !DIExpression(), !254)
  %190 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.7), !dbg !258
  %191 = tail call fastcc double @clamp(double noundef 0x7FF8000000000000, double noundef -1.000000e+00, double noundef 1.000000e+00), !dbg !259
    #dbg_value(double %191, !123, !DIExpression(), !260)
  %192 = fcmp uno double %191, 0.000000e+00, !dbg !262
  br i1 %192, label %281, label %283, !dbg !263

193:                                              ; preds = %119
  %194 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !264
  br label %203, !dbg !264

195:                                              ; preds = %119
  %196 = bitcast double %125 to i64, !dbg !265
  %197 = icmp slt i64 %196, 0, !dbg !265
  %198 = fcmp oeq double %125, 0.000000e+00, !dbg !266
  %199 = and i1 %198, %197, !dbg !266
  %200 = select i1 %199, ptr @.str.10, ptr @.str.11, !dbg !265
  %201 = select i1 %198, double 0.000000e+00, double %125, !dbg !267
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %200, double noundef %201), !dbg !268
  br label %203

203:                                              ; preds = %193, %195
    #dbg_value(i64 1, !85, !DIExpression(), !208)
  %204 = load volatile double, ptr %122, align 8, !dbg !209, !tbaa !105
  %205 = load volatile double, ptr %2, align 8, !dbg !211, !tbaa !105
  %206 = tail call fastcc double @cs(double noundef %204, double noundef %205), !dbg !212
    #dbg_value(double %206, !123, !DIExpression(), !213)
  %207 = fcmp uno double %206, 0.000000e+00, !dbg !215
  br i1 %207, label %216, label %208, !dbg !216

208:                                              ; preds = %203
  %209 = bitcast double %206 to i64, !dbg !265
  %210 = icmp slt i64 %209, 0, !dbg !265
  %211 = fcmp oeq double %206, 0.000000e+00, !dbg !266
  %212 = and i1 %211, %210, !dbg !266
  %213 = select i1 %212, ptr @.str.10, ptr @.str.11, !dbg !265
  %214 = select i1 %211, double 0.000000e+00, double %206, !dbg !267
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %213, double noundef %214), !dbg !268
  br label %218

216:                                              ; preds = %203
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !264
  br label %218, !dbg !264

218:                                              ; preds = %216, %208
    #dbg_value(i64 2, !85, !DIExpression(), !208)
  %219 = load volatile double, ptr %122, align 8, !dbg !209, !tbaa !105
  %220 = load volatile double, ptr %3, align 16, !dbg !211, !tbaa !105
  %221 = tail call fastcc double @cs(double noundef %219, double noundef %220), !dbg !212
    #dbg_value(double %221, !123, !DIExpression(), !213)
  %222 = fcmp uno double %221, 0.000000e+00, !dbg !215
  br i1 %222, label %231, label %223, !dbg !216

223:                                              ; preds = %218
  %224 = bitcast double %221 to i64, !dbg !265
  %225 = icmp slt i64 %224, 0, !dbg !265
  %226 = fcmp oeq double %221, 0.000000e+00, !dbg !266
  %227 = and i1 %226, %225, !dbg !266
  %228 = select i1 %227, ptr @.str.10, ptr @.str.11, !dbg !265
  %229 = select i1 %226, double 0.000000e+00, double %221, !dbg !267
  %230 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %228, double noundef %229), !dbg !268
  br label %233

231:                                              ; preds = %218
  %232 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !264
  br label %233, !dbg !264

233:                                              ; preds = %231, %223
    #dbg_value(i64 3, !85, !DIExpression(), !208)
  %234 = load volatile double, ptr %122, align 8, !dbg !209, !tbaa !105
  %235 = load volatile double, ptr %22, align 8, !dbg !211, !tbaa !105
  %236 = tail call fastcc double @cs(double noundef %234, double noundef %235), !dbg !212
    #dbg_value(double %236, !123, !DIExpression(), !213)
  %237 = fcmp uno double %236, 0.000000e+00, !dbg !215
  br i1 %237, label %246, label %238, !dbg !216

238:                                              ; preds = %233
  %239 = bitcast double %236 to i64, !dbg !265
  %240 = icmp slt i64 %239, 0, !dbg !265
  %241 = fcmp oeq double %236, 0.000000e+00, !dbg !266
  %242 = and i1 %241, %240, !dbg !266
  %243 = select i1 %242, ptr @.str.10, ptr @.str.11, !dbg !265
  %244 = select i1 %241, double 0.000000e+00, double %236, !dbg !267
  %245 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %243, double noundef %244), !dbg !268
  br label %248

246:                                              ; preds = %233
  %247 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !264
  br label %248, !dbg !264

248:                                              ; preds = %246, %238
    #dbg_value(i64 4, !85, !DIExpression(), !208)
  %249 = load volatile double, ptr %122, align 8, !dbg !209, !tbaa !105
  %250 = load volatile double, ptr %4, align 16, !dbg !211, !tbaa !105
  %251 = tail call fastcc double @cs(double noundef %249, double noundef %250), !dbg !212
    #dbg_value(double %251, !123, !DIExpression(), !213)
  %252 = fcmp uno double %251, 0.000000e+00, !dbg !215
  br i1 %252, label %261, label %253, !dbg !216

253:                                              ; preds = %248
  %254 = bitcast double %251 to i64, !dbg !265
  %255 = icmp slt i64 %254, 0, !dbg !265
  %256 = fcmp oeq double %251, 0.000000e+00, !dbg !266
  %257 = and i1 %256, %255, !dbg !266
  %258 = select i1 %257, ptr @.str.10, ptr @.str.11, !dbg !265
  %259 = select i1 %256, double 0.000000e+00, double %251, !dbg !267
  %260 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %258, double noundef %259), !dbg !268
  br label %263

261:                                              ; preds = %248
  %262 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !264
  br label %263, !dbg !264

263:                                              ; preds = %261, %253
    #dbg_value(i64 5, !85, !DIExpression(), !208)
  %264 = load volatile double, ptr %122, align 8, !dbg !209, !tbaa !105
  %265 = load volatile double, ptr %5, align 8, !dbg !211, !tbaa !105
  %266 = tail call fastcc double @cs(double noundef %264, double noundef %265), !dbg !212
    #dbg_value(double %266, !123, !DIExpression(), !213)
  %267 = fcmp uno double %266, 0.000000e+00, !dbg !215
  br i1 %267, label %276, label %268, !dbg !216

268:                                              ; preds = %263
  %269 = bitcast double %266 to i64, !dbg !265
  %270 = icmp slt i64 %269, 0, !dbg !265
  %271 = fcmp oeq double %266, 0.000000e+00, !dbg !266
  %272 = and i1 %271, %270, !dbg !266
  %273 = select i1 %272, ptr @.str.10, ptr @.str.11, !dbg !265
  %274 = select i1 %271, double 0.000000e+00, double %266, !dbg !267
  %275 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %273, double noundef %274), !dbg !268
  br label %278

276:                                              ; preds = %263
  %277 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !264
  br label %278, !dbg !264

278:                                              ; preds = %276, %268
    #dbg_value(i64 6, !85, !DIExpression(), !208)
  %279 = load volatile double, ptr %122, align 8, !dbg !269, !tbaa !105
    #dbg_value(double poison, !123, !DIExpression(), !220)
  %280 = fcmp uno double %279, 0.000000e+00, !dbg !270
  br i1 %280, label %127, label %129, !dbg !271

281:                                              ; preds = %171
  %282 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8), !dbg !272
  br label %291, !dbg !272

283:                                              ; preds = %171
  %284 = bitcast double %191 to i64, !dbg !273
  %285 = icmp slt i64 %284, 0, !dbg !273
  %286 = fcmp oeq double %191, 0.000000e+00, !dbg !274
  %287 = and i1 %286, %285, !dbg !274
  %288 = select i1 %287, ptr @.str.10, ptr @.str.11, !dbg !273
  %289 = select i1 %286, double 0.000000e+00, double %191, !dbg !275
  %290 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %288, double noundef %289), !dbg !276
  br label %291

291:                                              ; preds = %281, %283
  %292 = tail call i32 @putchar(i32 10), !dbg !277
  %293 = tail call fastcc double @clamp(double noundef 1.000000e+02, double noundef -1.000000e+00, double noundef 4.200000e+01), !dbg !278
  %294 = fptosi double %293 to i32, !dbg !279
  call void @llvm.lifetime.end.p0(i64 56, ptr nonnull %1) #8, !dbg !280
  ret i32 %294, !dbg !280
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree nounwind
declare !dbg !281 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @tmin(double noundef %0, double noundef %1) unnamed_addr #4 !dbg !288 {
    #dbg_value(double %0, !292, !DIExpression(), !294)
    #dbg_value(double %1, !293, !DIExpression(), !294)
  %3 = fcmp olt double %0, %1, !dbg !295
  %4 = select i1 %3, double %0, double %1, !dbg !296
  ret double %4, !dbg !297
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @tmax(double noundef %0, double noundef %1) unnamed_addr #4 !dbg !298 {
    #dbg_value(double %0, !300, !DIExpression(), !302)
    #dbg_value(double %1, !301, !DIExpression(), !302)
  %3 = fcmp ogt double %0, %1, !dbg !303
  %4 = select i1 %3, double %0, double %1, !dbg !304
  ret double %4, !dbg !305
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @tmin2(double noundef %0, double noundef %1) unnamed_addr #4 !dbg !306 {
    #dbg_value(double %0, !308, !DIExpression(), !310)
    #dbg_value(double %1, !309, !DIExpression(), !310)
  %3 = fcmp ole double %0, %1, !dbg !311
  %4 = select i1 %3, double %0, double %1, !dbg !312
  ret double %4, !dbg !313
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.minnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.maxnum.f64(double, double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @cs(double noundef %0, double noundef %1) unnamed_addr #4 !dbg !314 {
    #dbg_value(double %0, !316, !DIExpression(), !318)
    #dbg_value(double %1, !317, !DIExpression(), !318)
  %3 = tail call double @llvm.copysign.f64(double %0, double %1), !dbg !319
  ret double %3, !dbg !320
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @csf(float noundef %0) unnamed_addr #4 !dbg !321 {
    #dbg_value(float %0, !325, !DIExpression(), !327)
    #dbg_value(float -1.000000e+00, !326, !DIExpression(), !327)
  %2 = tail call float @llvm.fabs.f32(float %0), !dbg !328
  %3 = fneg float %2, !dbg !328
  ret float %3, !dbg !329
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef float @tminf(float noundef %0) unnamed_addr #4 !dbg !330 {
    #dbg_value(float %0, !332, !DIExpression(), !334)
    #dbg_value(float 0.000000e+00, !333, !DIExpression(), !334)
  %2 = fcmp olt float %0, 0.000000e+00, !dbg !335
  %3 = select i1 %2, float %0, float 0.000000e+00, !dbg !336
  ret float %3, !dbg !337
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @clamp(double noundef %0, double noundef %1, double noundef %2) unnamed_addr #4 !dbg !338 {
    #dbg_value(double %0, !342, !DIExpression(), !345)
    #dbg_value(double %1, !343, !DIExpression(), !345)
    #dbg_value(double %2, !344, !DIExpression(), !345)
  %4 = fcmp olt double %0, %1, !dbg !346
  %5 = fcmp ogt double %0, %2, !dbg !347
  %6 = select i1 %5, double %2, double %0, !dbg !347
  %7 = select i1 %4, double %1, double %6, !dbg !347
  ret double %7, !dbg !348
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.copysign.f64(double, double) #5

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!48}
!llvm.module.flags = !{!55, !56, !57, !58, !59, !60, !61}
!llvm.ident = !{!62}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 19, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_minmax_copysign.c", directory: ".", checksumkind: CSK_MD5, checksum: "f4cec3e62de7719206971b4356e50c0f")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 5)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 3)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 10)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 4)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !24, isLocal: true, isDefinition: true)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 13)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !9, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !3, isLocal: true, isDefinition: true)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !40, isLocal: true, isDefinition: true)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 2)
!43 = !DIGlobalVariableExpression(var: !44, expr: !DIExpression())
!44 = distinct !DIGlobalVariable(scope: null, file: !2, line: 14, type: !45, isLocal: true, isDefinition: true)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8, elements: !46)
!46 = !{!47}
!47 = !DISubrange(count: 1)
!48 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !49, globals: !52, splitDebugInlining: false, nameTableKind: None)
!49 = !{!50, !51}
!50 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!51 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!52 = !{!0, !7, !12, !53, !17, !22, !27, !29, !34, !36, !38, !43}
!53 = !DIGlobalVariableExpression(var: !54, expr: !DIExpression())
!54 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !40, isLocal: true, isDefinition: true)
!55 = !{i32 7, !"Dwarf Version", i32 5}
!56 = !{i32 2, !"Debug Info Version", i32 3}
!57 = !{i32 1, !"wchar_size", i32 4}
!58 = !{i32 8, !"PIC Level", i32 2}
!59 = !{i32 7, !"PIE Level", i32 2}
!60 = !{i32 7, !"uwtable", i32 2}
!61 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!62 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!63 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 16, type: !64, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !66)
!64 = !DISubroutineType(types: !65)
!65 = !{!51}
!66 = !{!67, !73, !75, !79, !82, !83, !85, !89}
!67 = !DILocalVariable(name: "v", scope: !63, file: !2, line: 17, type: !68)
!68 = !DICompositeType(tag: DW_TAG_array_type, baseType: !69, size: 448, elements: !71)
!69 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !70)
!70 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!71 = !{!72}
!72 = !DISubrange(count: 7)
!73 = !DILocalVariable(name: "i", scope: !74, file: !2, line: 18, type: !51)
!74 = distinct !DILexicalBlock(scope: !63, file: !2, line: 18, column: 5)
!75 = !DILocalVariable(name: "j", scope: !76, file: !2, line: 20, type: !51)
!76 = distinct !DILexicalBlock(scope: !77, file: !2, line: 20, column: 9)
!77 = distinct !DILexicalBlock(scope: !78, file: !2, line: 18, column: 33)
!78 = distinct !DILexicalBlock(scope: !74, file: !2, line: 18, column: 5)
!79 = !DILocalVariable(name: "a", scope: !80, file: !2, line: 22, type: !70)
!80 = distinct !DILexicalBlock(scope: !81, file: !2, line: 20, column: 37)
!81 = distinct !DILexicalBlock(scope: !76, file: !2, line: 20, column: 9)
!82 = !DILocalVariable(name: "b", scope: !80, file: !2, line: 22, type: !70)
!83 = !DILocalVariable(name: "i", scope: !84, file: !2, line: 28, type: !51)
!84 = distinct !DILexicalBlock(scope: !63, file: !2, line: 28, column: 5)
!85 = !DILocalVariable(name: "j", scope: !86, file: !2, line: 30, type: !51)
!86 = distinct !DILexicalBlock(scope: !87, file: !2, line: 30, column: 9)
!87 = distinct !DILexicalBlock(scope: !88, file: !2, line: 28, column: 33)
!88 = distinct !DILexicalBlock(scope: !84, file: !2, line: 28, column: 5)
!89 = !DILocalVariable(name: "x", scope: !90, file: !2, line: 36, type: !70)
!90 = distinct !DILexicalBlock(scope: !63, file: !2, line: 36, column: 5)
!91 = distinct !DIAssignID()
!92 = !DILocation(line: 0, scope: !63)
!93 = !DILocation(line: 17, column: 5, scope: !63)
!94 = !DILocation(line: 17, column: 21, scope: !63)
!95 = distinct !DIAssignID()
!96 = distinct !DIAssignID()
!97 = distinct !DIAssignID()
!98 = distinct !DIAssignID()
!99 = distinct !DIAssignID()
!100 = distinct !DIAssignID()
!101 = distinct !DIAssignID()
!102 = !DILocation(line: 0, scope: !74)
!103 = !DILocation(line: 18, column: 5, scope: !74)
!104 = !DILocation(line: 19, column: 25, scope: !77)
!105 = !{!106, !106, i64 0}
!106 = !{!"double", !107, i64 0}
!107 = !{!"omnipotent char", !108, i64 0}
!108 = !{!"Simple C/C++ TBAA"}
!109 = !DILocation(line: 19, column: 49, scope: !77)
!110 = !DILocation(line: 19, column: 9, scope: !77)
!111 = !DILocation(line: 0, scope: !76)
!112 = !DILocation(line: 20, column: 9, scope: !76)
!113 = !DILocation(line: 26, column: 9, scope: !77)
!114 = !DILocation(line: 18, column: 29, scope: !78)
!115 = !DILocation(line: 18, column: 23, scope: !78)
!116 = distinct !{!116, !103, !117, !118}
!117 = !DILocation(line: 27, column: 5, scope: !74)
!118 = !{!"llvm.loop.mustprogress"}
!119 = !DILocation(line: 28, column: 5, scope: !84)
!120 = !DILocation(line: 21, column: 21, scope: !80)
!121 = !DILocation(line: 21, column: 27, scope: !80)
!122 = !DILocation(line: 21, column: 16, scope: !80)
!123 = !DILocalVariable(name: "v", arg: 1, scope: !124, file: !2, line: 14, type: !70)
!124 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 14, type: !125, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !127)
!125 = !DISubroutineType(types: !126)
!126 = !{null, !70}
!127 = !{!123}
!128 = !DILocation(line: 0, scope: !124, inlinedAt: !129)
!129 = distinct !DILocation(line: 21, column: 13, scope: !80)
!130 = !DILocation(line: 14, column: 32, scope: !131, inlinedAt: !129)
!131 = distinct !DILexicalBlock(scope: !124, file: !2, line: 14, column: 32)
!132 = !DILocation(line: 14, column: 32, scope: !124, inlinedAt: !129)
!133 = !DILocation(line: 14, column: 42, scope: !131, inlinedAt: !129)
!134 = !DILocation(line: 14, column: 79, scope: !131, inlinedAt: !129)
!135 = !DILocation(line: 14, column: 90, scope: !131, inlinedAt: !129)
!136 = !DILocation(line: 14, column: 112, scope: !131, inlinedAt: !129)
!137 = !DILocation(line: 14, column: 63, scope: !131, inlinedAt: !129)
!138 = !DILocation(line: 21, column: 43, scope: !80)
!139 = !DILocation(line: 21, column: 49, scope: !80)
!140 = !DILocation(line: 21, column: 38, scope: !80)
!141 = !DILocation(line: 0, scope: !124, inlinedAt: !142)
!142 = distinct !DILocation(line: 21, column: 35, scope: !80)
!143 = !DILocation(line: 14, column: 32, scope: !131, inlinedAt: !142)
!144 = !DILocation(line: 14, column: 32, scope: !124, inlinedAt: !142)
!145 = !DILocation(line: 14, column: 42, scope: !131, inlinedAt: !142)
!146 = !DILocation(line: 14, column: 79, scope: !131, inlinedAt: !142)
!147 = !DILocation(line: 14, column: 90, scope: !131, inlinedAt: !142)
!148 = !DILocation(line: 14, column: 112, scope: !131, inlinedAt: !142)
!149 = !DILocation(line: 14, column: 63, scope: !131, inlinedAt: !142)
!150 = !DILocation(line: 21, column: 66, scope: !80)
!151 = !DILocation(line: 21, column: 72, scope: !80)
!152 = !DILocation(line: 21, column: 60, scope: !80)
!153 = !DILocation(line: 0, scope: !124, inlinedAt: !154)
!154 = distinct !DILocation(line: 21, column: 57, scope: !80)
!155 = !DILocation(line: 14, column: 32, scope: !131, inlinedAt: !154)
!156 = !DILocation(line: 14, column: 32, scope: !124, inlinedAt: !154)
!157 = !DILocation(line: 14, column: 42, scope: !131, inlinedAt: !154)
!158 = !DILocation(line: 14, column: 79, scope: !131, inlinedAt: !154)
!159 = !DILocation(line: 14, column: 90, scope: !131, inlinedAt: !154)
!160 = !DILocation(line: 14, column: 112, scope: !131, inlinedAt: !154)
!161 = !DILocation(line: 14, column: 63, scope: !131, inlinedAt: !154)
!162 = !DILocation(line: 22, column: 29, scope: !80)
!163 = !DILocation(line: 22, column: 35, scope: !80)
!164 = !DILocation(line: 22, column: 24, scope: !80)
!165 = !DILocation(line: 0, scope: !80)
!166 = !DILocation(line: 22, column: 51, scope: !80)
!167 = !DILocation(line: 22, column: 57, scope: !80)
!168 = !DILocation(line: 22, column: 46, scope: !80)
!169 = !DILocation(line: 23, column: 17, scope: !170)
!170 = distinct !DILexicalBlock(scope: !80, file: !2, line: 23, column: 17)
!171 = !DILocation(line: 23, column: 29, scope: !170)
!172 = !DILocation(line: 23, column: 32, scope: !170)
!173 = !DILocation(line: 23, column: 44, scope: !170)
!174 = !DILocation(line: 23, column: 47, scope: !170)
!175 = !DILocation(line: 23, column: 55, scope: !170)
!176 = !DILocation(line: 23, column: 52, scope: !170)
!177 = !DILocation(line: 23, column: 60, scope: !170)
!178 = !DILocation(line: 23, column: 63, scope: !170)
!179 = !DILocation(line: 23, column: 68, scope: !170)
!180 = !DILocation(line: 23, column: 17, scope: !80)
!181 = !DILocation(line: 0, scope: !124, inlinedAt: !182)
!182 = distinct !DILocation(line: 23, column: 76, scope: !183)
!183 = distinct !DILexicalBlock(scope: !170, file: !2, line: 23, column: 74)
!184 = !DILocation(line: 14, column: 32, scope: !131, inlinedAt: !182)
!185 = !DILocation(line: 14, column: 32, scope: !124, inlinedAt: !182)
!186 = !DILocation(line: 14, column: 42, scope: !131, inlinedAt: !182)
!187 = !DILocation(line: 14, column: 79, scope: !131, inlinedAt: !182)
!188 = !DILocation(line: 14, column: 90, scope: !131, inlinedAt: !182)
!189 = !DILocation(line: 14, column: 112, scope: !131, inlinedAt: !182)
!190 = !DILocation(line: 14, column: 63, scope: !131, inlinedAt: !182)
!191 = !DILocation(line: 0, scope: !124, inlinedAt: !192)
!192 = distinct !DILocation(line: 23, column: 83, scope: !183)
!193 = !DILocation(line: 14, column: 32, scope: !131, inlinedAt: !192)
!194 = !DILocation(line: 14, column: 32, scope: !124, inlinedAt: !192)
!195 = !DILocation(line: 14, column: 42, scope: !131, inlinedAt: !192)
!196 = !DILocation(line: 14, column: 79, scope: !131, inlinedAt: !192)
!197 = !DILocation(line: 14, column: 90, scope: !131, inlinedAt: !192)
!198 = !DILocation(line: 14, column: 112, scope: !131, inlinedAt: !192)
!199 = !DILocation(line: 14, column: 63, scope: !131, inlinedAt: !192)
!200 = !DILocation(line: 23, column: 97, scope: !170)
!201 = !DILocation(line: 24, column: 13, scope: !80)
!202 = !DILocation(line: 20, column: 33, scope: !81)
!203 = !DILocation(line: 20, column: 27, scope: !81)
!204 = distinct !{!204, !112, !205, !118}
!205 = !DILocation(line: 25, column: 9, scope: !76)
!206 = !DILocation(line: 0, scope: !84)
!207 = !DILocation(line: 29, column: 9, scope: !87)
!208 = !DILocation(line: 0, scope: !86)
!209 = !DILocation(line: 30, column: 43, scope: !210)
!210 = distinct !DILexicalBlock(scope: !86, file: !2, line: 30, column: 9)
!211 = !DILocation(line: 30, column: 49, scope: !210)
!212 = !DILocation(line: 30, column: 40, scope: !210)
!213 = !DILocation(line: 0, scope: !124, inlinedAt: !214)
!214 = distinct !DILocation(line: 30, column: 37, scope: !210)
!215 = !DILocation(line: 14, column: 32, scope: !131, inlinedAt: !214)
!216 = !DILocation(line: 14, column: 32, scope: !124, inlinedAt: !214)
!217 = !DILocation(line: 14, column: 42, scope: !131, inlinedAt: !218)
!218 = distinct !DILocation(line: 31, column: 9, scope: !87)
!219 = !DILocation(line: 31, column: 12, scope: !87)
!220 = !DILocation(line: 0, scope: !124, inlinedAt: !218)
!221 = !DILocation(line: 14, column: 90, scope: !131, inlinedAt: !218)
!222 = !DILocation(line: 14, column: 112, scope: !131, inlinedAt: !218)
!223 = !DILocation(line: 14, column: 63, scope: !131, inlinedAt: !218)
!224 = !DILocation(line: 32, column: 9, scope: !87)
!225 = !DILocation(line: 33, column: 23, scope: !87)
!226 = !DILocation(line: 33, column: 16, scope: !87)
!227 = !DILocation(line: 33, column: 12, scope: !87)
!228 = !DILocation(line: 0, scope: !124, inlinedAt: !229)
!229 = distinct !DILocation(line: 33, column: 9, scope: !87)
!230 = !DILocation(line: 14, column: 32, scope: !131, inlinedAt: !229)
!231 = !DILocation(line: 14, column: 32, scope: !124, inlinedAt: !229)
!232 = !DILocation(line: 14, column: 42, scope: !131, inlinedAt: !229)
!233 = !DILocation(line: 14, column: 79, scope: !131, inlinedAt: !229)
!234 = !DILocation(line: 14, column: 90, scope: !131, inlinedAt: !229)
!235 = !DILocation(line: 14, column: 112, scope: !131, inlinedAt: !229)
!236 = !DILocation(line: 14, column: 63, scope: !131, inlinedAt: !229)
!237 = !DILocation(line: 33, column: 54, scope: !87)
!238 = !DILocation(line: 33, column: 47, scope: !87)
!239 = !DILocation(line: 33, column: 41, scope: !87)
!240 = !DILocation(line: 0, scope: !124, inlinedAt: !241)
!241 = distinct !DILocation(line: 33, column: 38, scope: !87)
!242 = !DILocation(line: 14, column: 32, scope: !131, inlinedAt: !241)
!243 = !DILocation(line: 14, column: 32, scope: !124, inlinedAt: !241)
!244 = !DILocation(line: 14, column: 42, scope: !131, inlinedAt: !241)
!245 = !DILocation(line: 14, column: 79, scope: !131, inlinedAt: !241)
!246 = !DILocation(line: 14, column: 90, scope: !131, inlinedAt: !241)
!247 = !DILocation(line: 14, column: 112, scope: !131, inlinedAt: !241)
!248 = !DILocation(line: 14, column: 63, scope: !131, inlinedAt: !241)
!249 = !DILocation(line: 34, column: 9, scope: !87)
!250 = !DILocation(line: 28, column: 29, scope: !88)
!251 = !DILocation(line: 28, column: 23, scope: !88)
!252 = distinct !{!252, !119, !253, !118}
!253 = !DILocation(line: 35, column: 5, scope: !84)
!254 = !DILocation(line: 0, scope: !90)
!255 = !DILocation(line: 36, column: 58, scope: !256)
!256 = distinct !DILexicalBlock(scope: !90, file: !2, line: 36, column: 5)
!257 = !DILocation(line: 36, column: 44, scope: !256)
!258 = !DILocation(line: 37, column: 5, scope: !63)
!259 = !DILocation(line: 37, column: 33, scope: !63)
!260 = !DILocation(line: 0, scope: !124, inlinedAt: !261)
!261 = distinct !DILocation(line: 37, column: 30, scope: !63)
!262 = !DILocation(line: 14, column: 32, scope: !131, inlinedAt: !261)
!263 = !DILocation(line: 14, column: 32, scope: !124, inlinedAt: !261)
!264 = !DILocation(line: 14, column: 42, scope: !131, inlinedAt: !214)
!265 = !DILocation(line: 14, column: 79, scope: !131, inlinedAt: !214)
!266 = !DILocation(line: 14, column: 90, scope: !131, inlinedAt: !214)
!267 = !DILocation(line: 14, column: 112, scope: !131, inlinedAt: !214)
!268 = !DILocation(line: 14, column: 63, scope: !131, inlinedAt: !214)
!269 = !DILocation(line: 31, column: 17, scope: !87)
!270 = !DILocation(line: 14, column: 32, scope: !131, inlinedAt: !218)
!271 = !DILocation(line: 14, column: 32, scope: !124, inlinedAt: !218)
!272 = !DILocation(line: 14, column: 42, scope: !131, inlinedAt: !261)
!273 = !DILocation(line: 14, column: 79, scope: !131, inlinedAt: !261)
!274 = !DILocation(line: 14, column: 90, scope: !131, inlinedAt: !261)
!275 = !DILocation(line: 14, column: 112, scope: !131, inlinedAt: !261)
!276 = !DILocation(line: 14, column: 63, scope: !131, inlinedAt: !261)
!277 = !DILocation(line: 38, column: 5, scope: !63)
!278 = !DILocation(line: 39, column: 17, scope: !63)
!279 = !DILocation(line: 39, column: 12, scope: !63)
!280 = !DILocation(line: 40, column: 1, scope: !63)
!281 = !DISubprogram(name: "printf", scope: !282, file: !282, line: 356, type: !283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!282 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!283 = !DISubroutineType(types: !284)
!284 = !{!51, !285, null}
!285 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !286)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!288 = distinct !DISubprogram(name: "tmin", scope: !2, file: !2, line: 7, type: !289, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !291)
!289 = !DISubroutineType(types: !290)
!290 = !{!70, !70, !70}
!291 = !{!292, !293}
!292 = !DILocalVariable(name: "a", arg: 1, scope: !288, file: !2, line: 7, type: !70)
!293 = !DILocalVariable(name: "b", arg: 2, scope: !288, file: !2, line: 7, type: !70)
!294 = !DILocation(line: 0, scope: !288)
!295 = !DILocation(line: 7, column: 77, scope: !288)
!296 = !DILocation(line: 7, column: 75, scope: !288)
!297 = !DILocation(line: 7, column: 68, scope: !288)
!298 = distinct !DISubprogram(name: "tmax", scope: !2, file: !2, line: 8, type: !289, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !299)
!299 = !{!300, !301}
!300 = !DILocalVariable(name: "a", arg: 1, scope: !298, file: !2, line: 8, type: !70)
!301 = !DILocalVariable(name: "b", arg: 2, scope: !298, file: !2, line: 8, type: !70)
!302 = !DILocation(line: 0, scope: !298)
!303 = !DILocation(line: 8, column: 77, scope: !298)
!304 = !DILocation(line: 8, column: 75, scope: !298)
!305 = !DILocation(line: 8, column: 68, scope: !298)
!306 = distinct !DISubprogram(name: "tmin2", scope: !2, file: !2, line: 9, type: !289, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !307)
!307 = !{!308, !309}
!308 = !DILocalVariable(name: "a", arg: 1, scope: !306, file: !2, line: 9, type: !70)
!309 = !DILocalVariable(name: "b", arg: 2, scope: !306, file: !2, line: 9, type: !70)
!310 = !DILocation(line: 0, scope: !306)
!311 = !DILocation(line: 9, column: 78, scope: !306)
!312 = !DILocation(line: 9, column: 76, scope: !306)
!313 = !DILocation(line: 9, column: 69, scope: !306)
!314 = distinct !DISubprogram(name: "cs", scope: !2, file: !2, line: 12, type: !289, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !315)
!315 = !{!316, !317}
!316 = !DILocalVariable(name: "m", arg: 1, scope: !314, file: !2, line: 12, type: !70)
!317 = !DILocalVariable(name: "s", arg: 2, scope: !314, file: !2, line: 12, type: !70)
!318 = !DILocation(line: 0, scope: !314)
!319 = !DILocation(line: 12, column: 73, scope: !314)
!320 = !DILocation(line: 12, column: 66, scope: !314)
!321 = distinct !DISubprogram(name: "csf", scope: !2, file: !2, line: 13, type: !322, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !324)
!322 = !DISubroutineType(cc: DW_CC_nocall, types: !323)
!323 = !{!50, !50, !50}
!324 = !{!325, !326}
!325 = !DILocalVariable(name: "m", arg: 1, scope: !321, file: !2, line: 13, type: !50)
!326 = !DILocalVariable(name: "s", arg: 2, scope: !321, file: !2, line: 13, type: !50)
!327 = !DILocation(line: 0, scope: !321)
!328 = !DILocation(line: 13, column: 71, scope: !321)
!329 = !DILocation(line: 13, column: 64, scope: !321)
!330 = distinct !DISubprogram(name: "tminf", scope: !2, file: !2, line: 10, type: !322, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !331)
!331 = !{!332, !333}
!332 = !DILocalVariable(name: "a", arg: 1, scope: !330, file: !2, line: 10, type: !50)
!333 = !DILocalVariable(name: "b", arg: 2, scope: !330, file: !2, line: 10, type: !50)
!334 = !DILocation(line: 0, scope: !330)
!335 = !DILocation(line: 10, column: 75, scope: !330)
!336 = !DILocation(line: 10, column: 73, scope: !330)
!337 = !DILocation(line: 10, column: 66, scope: !330)
!338 = distinct !DISubprogram(name: "clamp", scope: !2, file: !2, line: 11, type: !339, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !48, retainedNodes: !341)
!339 = !DISubroutineType(types: !340)
!340 = !{!70, !70, !70, !70}
!341 = !{!342, !343, !344}
!342 = !DILocalVariable(name: "x", arg: 1, scope: !338, file: !2, line: 11, type: !70)
!343 = !DILocalVariable(name: "lo", arg: 2, scope: !338, file: !2, line: 11, type: !70)
!344 = !DILocalVariable(name: "hi", arg: 3, scope: !338, file: !2, line: 11, type: !70)
!345 = !DILocation(line: 0, scope: !338)
!346 = !DILocation(line: 11, column: 90, scope: !338)
!347 = !DILocation(line: 11, column: 88, scope: !338)
!348 = !DILocation(line: 11, column: 81, scope: !338)
