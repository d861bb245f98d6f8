; ModuleID = 'programs/fp_special_values_arith.c'
source_filename = "programs/fp_special_values_arith.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [8 x i8] c"inf-inf\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [8 x i8] c"inf+inf\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"-inf-inf\00", align 1, !dbg !9
@.str.3 = private unnamed_addr constant [6 x i8] c"0*inf\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [7 x i8] c"inf*-2\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [8 x i8] c"inf/inf\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [4 x i8] c"0/0\00", align 1, !dbg !26
@.str.7 = private unnamed_addr constant [4 x i8] c"1/0\00", align 1, !dbg !31
@.str.8 = private unnamed_addr constant [5 x i8] c"-1/0\00", align 1, !dbg !33
@.str.9 = private unnamed_addr constant [6 x i8] c"1/inf\00", align 1, !dbg !38
@.str.10 = private unnamed_addr constant [6 x i8] c"max*2\00", align 1, !dbg !40
@.str.11 = private unnamed_addr constant [8 x i8] c"max+max\00", align 1, !dbg !42
@.str.12 = private unnamed_addr constant [9 x i8] c"-max*max\00", align 1, !dbg !44
@.str.13 = private unnamed_addr constant [8 x i8] c"max/0.5\00", align 1, !dbg !46
@.str.14 = private unnamed_addr constant [9 x i8] c"sqrt(-1)\00", align 1, !dbg !48
@.str.15 = private unnamed_addr constant [10 x i8] c"sqrt(inf)\00", align 1, !dbg !50
@.str.16 = private unnamed_addr constant [10 x i8] c"fmod(1,0)\00", align 1, !dbg !55
@.str.17 = private unnamed_addr constant [12 x i8] c"fmod(inf,1)\00", align 1, !dbg !57
@.str.18 = private unnamed_addr constant [12 x i8] c"fmod(5,inf)\00", align 1, !dbg !62
@.str.19 = private unnamed_addr constant [6 x i8] c"nan+1\00", align 1, !dbg !64
@.str.20 = private unnamed_addr constant [6 x i8] c"nan*0\00", align 1, !dbg !66
@.str.21 = private unnamed_addr constant [8 x i8] c"inf-nan\00", align 1, !dbg !68
@.str.22 = private unnamed_addr constant [11 x i8] c"floatmax*2\00", align 1, !dbg !70
@.str.23 = private unnamed_addr constant [65 x i8] c"nan==nan %d, nan!=nan %d, inf==inf %d, inf>max %d, -inf<-max %d\0A\00", align 1, !dbg !75
@.str.24 = private unnamed_addr constant [40 x i8] c"isinf %d %d isnan %d %d isfinite %d %d\0A\00", align 1, !dbg !80
@.str.25 = private unnamed_addr constant [29 x i8] c"powers of ten until inf: %d\0A\00", align 1, !dbg !85
@.str.26 = private unnamed_addr constant [11 x i8] c"%-14s nan\0A\00", align 1, !dbg !90
@.str.27 = private unnamed_addr constant [10 x i8] c"%-14s %g\0A\00", align 1, !dbg !92

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !104 {
  %1 = alloca double, align 8, !DIAssignID !118
    #dbg_assign(i1 undef, !109, !DIExpression(), !118, ptr %1, !DIExpression(), !119)
  %2 = alloca double, align 8, !DIAssignID !120
    #dbg_assign(i1 undef, !112, !DIExpression(), !120, ptr %2, !DIExpression(), !119)
  %3 = alloca double, align 8, !DIAssignID !121
    #dbg_assign(i1 undef, !113, !DIExpression(), !121, ptr %3, !DIExpression(), !119)
  %4 = alloca double, align 8, !DIAssignID !122
    #dbg_assign(i1 undef, !114, !DIExpression(), !122, ptr %4, !DIExpression(), !119)
  %5 = alloca double, align 8, !DIAssignID !123
    #dbg_assign(i1 undef, !115, !DIExpression(), !123, ptr %5, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1), !dbg !124
  store volatile double 0x7FF0000000000000, ptr %1, align 8, !dbg !125, !tbaa !126, !DIAssignID !130
    #dbg_assign(double 0x7FF0000000000000, !109, !DIExpression(), !130, ptr %1, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2), !dbg !124
  store volatile double 0.000000e+00, ptr %2, align 8, !dbg !131, !tbaa !126, !DIAssignID !132
    #dbg_assign(double 0.000000e+00, !112, !DIExpression(), !132, ptr %2, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3), !dbg !124
  store volatile double 1.000000e+00, ptr %3, align 8, !dbg !133, !tbaa !126, !DIAssignID !134
    #dbg_assign(double 1.000000e+00, !113, !DIExpression(), !134, ptr %3, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !124
  store volatile double 0x7FF8000000000000, ptr %4, align 8, !dbg !135, !tbaa !126, !DIAssignID !136
    #dbg_assign(double 0x7FF8000000000000, !114, !DIExpression(), !136, ptr %4, !DIExpression(), !119)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !124
  store volatile double 0x7FEFFFFFFFFFFFFF, ptr %5, align 8, !dbg !137, !tbaa !126, !DIAssignID !138
    #dbg_assign(double 0x7FEFFFFFFFFFFFFF, !115, !DIExpression(), !138, ptr %5, !DIExpression(), !119)
  %6 = load volatile double, ptr %1, align 8, !dbg !139, !tbaa !126
  %7 = load volatile double, ptr %1, align 8, !dbg !140, !tbaa !126
  %8 = tail call fastcc double @sub(double noundef %6, double noundef %7), !dbg !141
    #dbg_value(ptr @.str, !142, !DIExpression(), !150)
    #dbg_value(double %8, !149, !DIExpression(), !150)
  %9 = fcmp uno double %8, 0.000000e+00, !dbg !152
  br i1 %9, label %10, label %12, !dbg !154

10:                                               ; preds = %0
  %11 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str), !dbg !155
  br label %14, !dbg !155

12:                                               ; preds = %0
  %13 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str, double noundef %8), !dbg !156
  br label %14

14:                                               ; preds = %10, %12
  %15 = load volatile double, ptr %1, align 8, !dbg !157, !tbaa !126
  %16 = load volatile double, ptr %1, align 8, !dbg !158, !tbaa !126
  %17 = tail call fastcc double @add(double noundef %15, double noundef %16), !dbg !159
    #dbg_value(ptr @.str.1, !142, !DIExpression(), !160)
    #dbg_value(double %17, !149, !DIExpression(), !160)
  %18 = fcmp uno double %17, 0.000000e+00, !dbg !162
  br i1 %18, label %19, label %21, !dbg !163

19:                                               ; preds = %14
  %20 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.1), !dbg !164
  br label %23, !dbg !164

21:                                               ; preds = %14
  %22 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.1, double noundef %17), !dbg !165
  br label %23

23:                                               ; preds = %19, %21
  %24 = load volatile double, ptr %1, align 8, !dbg !166, !tbaa !126
  %25 = fneg double %24, !dbg !167
  %26 = load volatile double, ptr %1, align 8, !dbg !168, !tbaa !126
  %27 = tail call fastcc double @sub(double noundef %25, double noundef %26), !dbg !169
    #dbg_value(ptr @.str.2, !142, !DIExpression(), !170)
    #dbg_value(double %27, !149, !DIExpression(), !170)
  %28 = fcmp uno double %27, 0.000000e+00, !dbg !172
  br i1 %28, label %29, label %31, !dbg !173

29:                                               ; preds = %23
  %30 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.2), !dbg !174
  br label %33, !dbg !174

31:                                               ; preds = %23
  %32 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.2, double noundef %27), !dbg !175
  br label %33

33:                                               ; preds = %29, %31
  %34 = load volatile double, ptr %2, align 8, !dbg !176, !tbaa !126
  %35 = load volatile double, ptr %1, align 8, !dbg !177, !tbaa !126
  %36 = tail call fastcc double @mul(double noundef %34, double noundef %35), !dbg !178
    #dbg_value(ptr @.str.3, !142, !DIExpression(), !179)
    #dbg_value(double %36, !149, !DIExpression(), !179)
  %37 = fcmp uno double %36, 0.000000e+00, !dbg !181
  br i1 %37, label %38, label %40, !dbg !182

38:                                               ; preds = %33
  %39 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.3), !dbg !183
  br label %42, !dbg !183

40:                                               ; preds = %33
  %41 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.3, double noundef %36), !dbg !184
  br label %42

42:                                               ; preds = %38, %40
  %43 = load volatile double, ptr %1, align 8, !dbg !185, !tbaa !126
  %44 = tail call fastcc double @mul(double noundef %43, double noundef -2.000000e+00), !dbg !186
    #dbg_value(ptr @.str.4, !142, !DIExpression(), !187)
    #dbg_value(double %44, !149, !DIExpression(), !187)
  %45 = fcmp uno double %44, 0.000000e+00, !dbg !189
  br i1 %45, label %46, label %48, !dbg !190

46:                                               ; preds = %42
  %47 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.4), !dbg !191
  br label %50, !dbg !191

48:                                               ; preds = %42
  %49 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.4, double noundef %44), !dbg !192
  br label %50

50:                                               ; preds = %46, %48
  %51 = load volatile double, ptr %1, align 8, !dbg !193, !tbaa !126
  %52 = load volatile double, ptr %1, align 8, !dbg !194, !tbaa !126
  %53 = tail call fastcc double @dv(double noundef %51, double noundef %52), !dbg !195
    #dbg_value(ptr @.str.5, !142, !DIExpression(), !196)
    #dbg_value(double %53, !149, !DIExpression(), !196)
  %54 = fcmp uno double %53, 0.000000e+00, !dbg !198
  br i1 %54, label %55, label %57, !dbg !199

55:                                               ; preds = %50
  %56 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.5), !dbg !200
  br label %59, !dbg !200

57:                                               ; preds = %50
  %58 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.5, double noundef %53), !dbg !201
  br label %59

59:                                               ; preds = %55, %57
  %60 = load volatile double, ptr %2, align 8, !dbg !202, !tbaa !126
  %61 = load volatile double, ptr %2, align 8, !dbg !203, !tbaa !126
  %62 = tail call fastcc double @dv(double noundef %60, double noundef %61), !dbg !204
    #dbg_value(ptr @.str.6, !142, !DIExpression(), !205)
    #dbg_value(double %62, !149, !DIExpression(), !205)
  %63 = fcmp uno double %62, 0.000000e+00, !dbg !207
  br i1 %63, label %64, label %66, !dbg !208

64:                                               ; preds = %59
  %65 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.6), !dbg !209
  br label %68, !dbg !209

66:                                               ; preds = %59
  %67 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.6, double noundef %62), !dbg !210
  br label %68

68:                                               ; preds = %64, %66
  %69 = load volatile double, ptr %3, align 8, !dbg !211, !tbaa !126
  %70 = load volatile double, ptr %2, align 8, !dbg !212, !tbaa !126
  %71 = tail call fastcc double @dv(double noundef %69, double noundef %70), !dbg !213
    #dbg_value(ptr @.str.7, !142, !DIExpression(), !214)
    #dbg_value(double %71, !149, !DIExpression(), !214)
  %72 = fcmp uno double %71, 0.000000e+00, !dbg !216
  br i1 %72, label %73, label %75, !dbg !217

73:                                               ; preds = %68
  %74 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.7), !dbg !218
  br label %77, !dbg !218

75:                                               ; preds = %68
  %76 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.7, double noundef %71), !dbg !219
  br label %77

77:                                               ; preds = %73, %75
  %78 = load volatile double, ptr %3, align 8, !dbg !220, !tbaa !126
  %79 = fneg double %78, !dbg !221
  %80 = load volatile double, ptr %2, align 8, !dbg !222, !tbaa !126
  %81 = tail call fastcc double @dv(double noundef %79, double noundef %80), !dbg !223
    #dbg_value(ptr @.str.8, !142, !DIExpression(), !224)
    #dbg_value(double %81, !149, !DIExpression(), !224)
  %82 = fcmp uno double %81, 0.000000e+00, !dbg !226
  br i1 %82, label %83, label %85, !dbg !227

83:                                               ; preds = %77
  %84 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.8), !dbg !228
  br label %87, !dbg !228

85:                                               ; preds = %77
  %86 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.8, double noundef %81), !dbg !229
  br label %87

87:                                               ; preds = %83, %85
  %88 = load volatile double, ptr %3, align 8, !dbg !230, !tbaa !126
  %89 = load volatile double, ptr %1, align 8, !dbg !231, !tbaa !126
  %90 = tail call fastcc double @dv(double noundef %88, double noundef %89), !dbg !232
    #dbg_value(ptr @.str.9, !142, !DIExpression(), !233)
    #dbg_value(double %90, !149, !DIExpression(), !233)
  %91 = fcmp uno double %90, 0.000000e+00, !dbg !235
  br i1 %91, label %92, label %94, !dbg !236

92:                                               ; preds = %87
  %93 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.9), !dbg !237
  br label %96, !dbg !237

94:                                               ; preds = %87
  %95 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.9, double noundef %90), !dbg !238
  br label %96

96:                                               ; preds = %92, %94
  %97 = load volatile double, ptr %5, align 8, !dbg !239, !tbaa !126
  %98 = tail call fastcc double @mul(double noundef %97, double noundef 2.000000e+00), !dbg !240
    #dbg_value(ptr @.str.10, !142, !DIExpression(), !241)
    #dbg_value(double %98, !149, !DIExpression(), !241)
  %99 = fcmp uno double %98, 0.000000e+00, !dbg !243
  br i1 %99, label %100, label %102, !dbg !244

100:                                              ; preds = %96
  %101 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.10), !dbg !245
  br label %104, !dbg !245

102:                                              ; preds = %96
  %103 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.10, double noundef %98), !dbg !246
  br label %104

104:                                              ; preds = %100, %102
  %105 = load volatile double, ptr %5, align 8, !dbg !247, !tbaa !126
  %106 = load volatile double, ptr %5, align 8, !dbg !248, !tbaa !126
  %107 = tail call fastcc double @add(double noundef %105, double noundef %106), !dbg !249
    #dbg_value(ptr @.str.11, !142, !DIExpression(), !250)
    #dbg_value(double %107, !149, !DIExpression(), !250)
  %108 = fcmp uno double %107, 0.000000e+00, !dbg !252
  br i1 %108, label %109, label %111, !dbg !253

109:                                              ; preds = %104
  %110 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.11), !dbg !254
  br label %113, !dbg !254

111:                                              ; preds = %104
  %112 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.11, double noundef %107), !dbg !255
  br label %113

113:                                              ; preds = %109, %111
  %114 = load volatile double, ptr %5, align 8, !dbg !256, !tbaa !126
  %115 = fneg double %114, !dbg !257
  %116 = load volatile double, ptr %5, align 8, !dbg !258, !tbaa !126
  %117 = tail call fastcc double @mul(double noundef %115, double noundef %116), !dbg !259
    #dbg_value(ptr @.str.12, !142, !DIExpression(), !260)
    #dbg_value(double %117, !149, !DIExpression(), !260)
  %118 = fcmp uno double %117, 0.000000e+00, !dbg !262
  br i1 %118, label %119, label %121, !dbg !263

119:                                              ; preds = %113
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.12), !dbg !264
  br label %123, !dbg !264

121:                                              ; preds = %113
  %122 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.12, double noundef %117), !dbg !265
  br label %123

123:                                              ; preds = %119, %121
  %124 = load volatile double, ptr %5, align 8, !dbg !266, !tbaa !126
  %125 = tail call fastcc double @dv(double noundef %124, double noundef 5.000000e-01), !dbg !267
    #dbg_value(ptr @.str.13, !142, !DIExpression(), !268)
    #dbg_value(double %125, !149, !DIExpression(), !268)
  %126 = fcmp uno double %125, 0.000000e+00, !dbg !270
  br i1 %126, label %127, label %129, !dbg !271

127:                                              ; preds = %123
  %128 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.13), !dbg !272
  br label %131, !dbg !272

129:                                              ; preds = %123
  %130 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.13, double noundef %125), !dbg !273
  br label %131

131:                                              ; preds = %127, %129
  %132 = load volatile double, ptr %3, align 8, !dbg !274, !tbaa !126
  %133 = fneg double %132, !dbg !275
  %134 = tail call double @sqrt(double noundef %133) #6, !dbg !276
    #dbg_value(ptr @.str.14, !142, !DIExpression(), !277)
    #dbg_value(double %134, !149, !DIExpression(), !277)
  %135 = fcmp uno double %134, 0.000000e+00, !dbg !279
  br i1 %135, label %136, label %138, !dbg !280

136:                                              ; preds = %131
  %137 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.14), !dbg !281
  br label %140, !dbg !281

138:                                              ; preds = %131
  %139 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.14, double noundef %134), !dbg !282
  br label %140

140:                                              ; preds = %136, %138
  %141 = load volatile double, ptr %1, align 8, !dbg !283, !tbaa !126
  %142 = tail call double @sqrt(double noundef %141) #6, !dbg !284
    #dbg_value(ptr @.str.15, !142, !DIExpression(), !285)
    #dbg_value(double %142, !149, !DIExpression(), !285)
  %143 = fcmp uno double %142, 0.000000e+00, !dbg !287
  br i1 %143, label %144, label %146, !dbg !288

144:                                              ; preds = %140
  %145 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.15), !dbg !289
  br label %148, !dbg !289

146:                                              ; preds = %140
  %147 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.15, double noundef %142), !dbg !290
  br label %148

148:                                              ; preds = %144, %146
  %149 = load volatile double, ptr %3, align 8, !dbg !291, !tbaa !126
  %150 = load volatile double, ptr %2, align 8, !dbg !292, !tbaa !126
  %151 = tail call double @fmod(double noundef %149, double noundef %150) #6, !dbg !293
    #dbg_value(ptr @.str.16, !142, !DIExpression(), !294)
    #dbg_value(double %151, !149, !DIExpression(), !294)
  %152 = fcmp uno double %151, 0.000000e+00, !dbg !296
  br i1 %152, label %153, label %155, !dbg !297

153:                                              ; preds = %148
  %154 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.16), !dbg !298
  br label %157, !dbg !298

155:                                              ; preds = %148
  %156 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.16, double noundef %151), !dbg !299
  br label %157

157:                                              ; preds = %153, %155
  %158 = load volatile double, ptr %1, align 8, !dbg !300, !tbaa !126
  %159 = load volatile double, ptr %3, align 8, !dbg !301, !tbaa !126
  %160 = tail call double @fmod(double noundef %158, double noundef %159) #6, !dbg !302
    #dbg_value(ptr @.str.17, !142, !DIExpression(), !303)
    #dbg_value(double %160, !149, !DIExpression(), !303)
  %161 = fcmp uno double %160, 0.000000e+00, !dbg !305
  br i1 %161, label %162, label %164, !dbg !306

162:                                              ; preds = %157
  %163 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.17), !dbg !307
  br label %166, !dbg !307

164:                                              ; preds = %157
  %165 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.17, double noundef %160), !dbg !308
  br label %166

166:                                              ; preds = %162, %164
  %167 = load volatile double, ptr %3, align 8, !dbg !309, !tbaa !126
  %168 = fmul double %167, 5.000000e+00, !dbg !310
  %169 = load volatile double, ptr %1, align 8, !dbg !311, !tbaa !126
  %170 = tail call double @fmod(double noundef %168, double noundef %169) #6, !dbg !312
    #dbg_value(ptr @.str.18, !142, !DIExpression(), !313)
    #dbg_value(double %170, !149, !DIExpression(), !313)
  %171 = fcmp uno double %170, 0.000000e+00, !dbg !315
  br i1 %171, label %172, label %174, !dbg !316

172:                                              ; preds = %166
  %173 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.18), !dbg !317
  br label %176, !dbg !317

174:                                              ; preds = %166
  %175 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.18, double noundef %170), !dbg !318
  br label %176

176:                                              ; preds = %172, %174
  %177 = load volatile double, ptr %4, align 8, !dbg !319, !tbaa !126
  %178 = load volatile double, ptr %3, align 8, !dbg !320, !tbaa !126
  %179 = tail call fastcc double @add(double noundef %177, double noundef %178), !dbg !321
    #dbg_value(ptr @.str.19, !142, !DIExpression(), !322)
    #dbg_value(double %179, !149, !DIExpression(), !322)
  %180 = fcmp uno double %179, 0.000000e+00, !dbg !324
  br i1 %180, label %181, label %183, !dbg !325

181:                                              ; preds = %176
  %182 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.19), !dbg !326
  br label %185, !dbg !326

183:                                              ; preds = %176
  %184 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.19, double noundef %179), !dbg !327
  br label %185

185:                                              ; preds = %181, %183
  %186 = load volatile double, ptr %4, align 8, !dbg !328, !tbaa !126
  %187 = load volatile double, ptr %2, align 8, !dbg !329, !tbaa !126
  %188 = tail call fastcc double @mul(double noundef %186, double noundef %187), !dbg !330
    #dbg_value(ptr @.str.20, !142, !DIExpression(), !331)
    #dbg_value(double %188, !149, !DIExpression(), !331)
  %189 = fcmp uno double %188, 0.000000e+00, !dbg !333
  br i1 %189, label %190, label %192, !dbg !334

190:                                              ; preds = %185
  %191 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.20), !dbg !335
  br label %194, !dbg !335

192:                                              ; preds = %185
  %193 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.20, double noundef %188), !dbg !336
  br label %194

194:                                              ; preds = %190, %192
  %195 = load volatile double, ptr %1, align 8, !dbg !337, !tbaa !126
  %196 = load volatile double, ptr %4, align 8, !dbg !338, !tbaa !126
  %197 = tail call fastcc double @sub(double noundef %195, double noundef %196), !dbg !339
    #dbg_value(ptr @.str.21, !142, !DIExpression(), !340)
    #dbg_value(double %197, !149, !DIExpression(), !340)
  %198 = fcmp uno double %197, 0.000000e+00, !dbg !342
  br i1 %198, label %199, label %201, !dbg !343

199:                                              ; preds = %194
  %200 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.26, ptr noundef nonnull @.str.21), !dbg !344
  br label %203, !dbg !344

201:                                              ; preds = %194
  %202 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.21, double noundef %197), !dbg !345
  br label %203

203:                                              ; preds = %199, %201
    #dbg_value(ptr @.str.22, !142, !DIExpression(), !346)
    #dbg_value(double 0x7FF0000000000000, !149, !DIExpression(), !346)
  %204 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.27, ptr noundef nonnull @.str.22, double noundef 0x7FF0000000000000), !dbg !348
  %205 = load volatile double, ptr %4, align 8, !dbg !349, !tbaa !126
  %206 = load volatile double, ptr %4, align 8, !dbg !350, !tbaa !126
  %207 = fcmp oeq double %205, %206, !dbg !351
  %208 = zext i1 %207 to i32, !dbg !351
  %209 = load volatile double, ptr %4, align 8, !dbg !352, !tbaa !126
  %210 = load volatile double, ptr %4, align 8, !dbg !353, !tbaa !126
  %211 = fcmp une double %209, %210, !dbg !354
  %212 = zext i1 %211 to i32, !dbg !354
  %213 = load volatile double, ptr %1, align 8, !dbg !355, !tbaa !126
  %214 = load volatile double, ptr %1, align 8, !dbg !356, !tbaa !126
  %215 = fcmp oeq double %213, %214, !dbg !357
  %216 = zext i1 %215 to i32, !dbg !357
  %217 = load volatile double, ptr %1, align 8, !dbg !358, !tbaa !126
  %218 = load volatile double, ptr %5, align 8, !dbg !359, !tbaa !126
  %219 = fcmp ogt double %217, %218, !dbg !360
  %220 = zext i1 %219 to i32, !dbg !360
  %221 = load volatile double, ptr %1, align 8, !dbg !361, !tbaa !126
  %222 = load volatile double, ptr %5, align 8, !dbg !362, !tbaa !126
  %223 = fcmp ogt double %221, %222, !dbg !363
  %224 = zext i1 %223 to i32, !dbg !363
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.23, i32 noundef %208, i32 noundef %212, i32 noundef %216, i32 noundef %220, i32 noundef %224), !dbg !364
  %226 = load volatile double, ptr %3, align 8, !dbg !365, !tbaa !126
  %227 = load volatile double, ptr %2, align 8, !dbg !365, !tbaa !126
  %228 = tail call fastcc double @dv(double noundef %226, double noundef %227), !dbg !365
  %229 = tail call double @llvm.fabs.f64(double %228) #7, !dbg !365
  %230 = fcmp oeq double %229, 0x7FF0000000000000, !dbg !365
  %231 = bitcast double %228 to i64, !dbg !365
  %232 = icmp slt i64 %231, 0, !dbg !365
  %233 = select i1 %232, i32 -1, i32 1, !dbg !365
  %234 = select i1 %230, i32 %233, i32 0, !dbg !365
  %235 = load volatile double, ptr %5, align 8, !dbg !366, !tbaa !126
  %236 = tail call double @llvm.fabs.f64(double %235) #7, !dbg !366
  %237 = fcmp oeq double %236, 0x7FF0000000000000, !dbg !366
  %238 = bitcast double %235 to i64, !dbg !366
  %239 = icmp slt i64 %238, 0, !dbg !366
  %240 = select i1 %239, i32 -1, i32 1, !dbg !366
  %241 = select i1 %237, i32 %240, i32 0, !dbg !366
  %242 = load volatile double, ptr %2, align 8, !dbg !367, !tbaa !126
  %243 = load volatile double, ptr %2, align 8, !dbg !367, !tbaa !126
  %244 = tail call fastcc double @dv(double noundef %242, double noundef %243), !dbg !367
  %245 = fcmp uno double %244, 0.000000e+00, !dbg !367
  %246 = zext i1 %245 to i32, !dbg !367
  %247 = load volatile double, ptr %1, align 8, !dbg !368, !tbaa !126
  %248 = fcmp uno double %247, 0.000000e+00, !dbg !368
  %249 = zext i1 %248 to i32, !dbg !368
  %250 = load volatile double, ptr %5, align 8, !dbg !369, !tbaa !126
  %251 = tail call double @llvm.fabs.f64(double %250), !dbg !369
  %252 = fcmp one double %251, 0x7FF0000000000000, !dbg !369
  %253 = zext i1 %252 to i32, !dbg !369
  %254 = load volatile double, ptr %1, align 8, !dbg !370, !tbaa !126
  %255 = tail call double @llvm.fabs.f64(double %254), !dbg !370
  %256 = fcmp one double %255, 0x7FF0000000000000, !dbg !370
  %257 = zext i1 %256 to i32, !dbg !370
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.24, i32 noundef %234, i32 noundef %241, i32 noundef %246, i32 noundef %249, i32 noundef %253, i32 noundef %257), !dbg !371
    #dbg_value(i32 0, !116, !DIExpression(), !119)
    #dbg_value(double 1.000000e+00, !117, !DIExpression(), !119)
  br label %259, !dbg !372

259:                                              ; preds = %203, %259
  %260 = phi double [ 1.000000e+00, %203 ], [ %262, %259 ]
  %261 = phi i32 [ 0, %203 ], [ %263, %259 ]
    #dbg_value(double %260, !117, !DIExpression(), !119)
    #dbg_value(i32 %261, !116, !DIExpression(), !119)
  %262 = fmul double %260, 1.000000e+01, !dbg !373
    #dbg_value(double %262, !117, !DIExpression(), !119)
  %263 = add nuw nsw i32 %261, 1, !dbg !375
    #dbg_value(i32 %263, !116, !DIExpression(), !119)
  %264 = tail call double @llvm.fabs.f64(double %262) #7, !dbg !376
  %265 = fcmp une double %264, 0x7FF0000000000000, !dbg !376
  br i1 %265, label %259, label %266, !dbg !372, !llvm.loop !377

266:                                              ; preds = %259
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.25, i32 noundef %263), !dbg !380
  %268 = and i32 %263, 127, !dbg !381
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !382
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !382
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3), !dbg !382
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2), !dbg !382
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1), !dbg !382
  ret i32 %268, !dbg !383
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @sub(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !384 {
    #dbg_value(double %0, !388, !DIExpression(), !390)
    #dbg_value(double %1, !389, !DIExpression(), !390)
  %3 = fsub double %0, %1, !dbg !391
  ret double %3, !dbg !392
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @add(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !393 {
    #dbg_value(double %0, !395, !DIExpression(), !397)
    #dbg_value(double %1, !396, !DIExpression(), !397)
  %3 = fadd double %0, %1, !dbg !398
  ret double %3, !dbg !399
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @mul(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !400 {
    #dbg_value(double %0, !402, !DIExpression(), !404)
    #dbg_value(double %1, !403, !DIExpression(), !404)
  %3 = fmul double %0, %1, !dbg !405
  ret double %3, !dbg !406
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable
define internal fastcc noundef double @dv(double noundef %0, double noundef %1) unnamed_addr #2 !dbg !407 {
    #dbg_value(double %0, !409, !DIExpression(), !411)
    #dbg_value(double %1, !410, !DIExpression(), !411)
  %3 = fdiv double %0, %1, !dbg !412
  ret double %3, !dbg !413
}

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !414 double @sqrt(double noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !418 double @fmod(double noundef, double noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !419 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { memory(none) }

!llvm.dbg.cu = !{!94}
!llvm.module.flags = !{!96, !97, !98, !99, !100, !101, !102}
!llvm.ident = !{!103}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/fp_special_values_arith.c", directory: ".", checksumkind: CSK_MD5, checksum: "f8c9f660bac6b419aa8a3ef53932b437")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 64, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 8)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!9 = !DIGlobalVariableExpression(var: !10, expr: !DIExpression())
!10 = distinct !DIGlobalVariable(scope: null, file: !2, line: 23, type: !11, isLocal: true, isDefinition: true)
!11 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !12)
!12 = !{!13}
!13 = !DISubrange(count: 9)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 6)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 7)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 26, type: !3, isLocal: true, isDefinition: true)
!26 = !DIGlobalVariableExpression(var: !27, expr: !DIExpression())
!27 = distinct !DIGlobalVariable(scope: null, file: !2, line: 27, type: !28, isLocal: true, isDefinition: true)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !29)
!29 = !{!30}
!30 = !DISubrange(count: 4)
!31 = !DIGlobalVariableExpression(var: !32, expr: !DIExpression())
!32 = distinct !DIGlobalVariable(scope: null, file: !2, line: 28, type: !28, isLocal: true, isDefinition: true)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(scope: null, file: !2, line: 29, type: !35, isLocal: true, isDefinition: true)
!35 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !36)
!36 = !{!37}
!37 = !DISubrange(count: 5)
!38 = !DIGlobalVariableExpression(var: !39, expr: !DIExpression())
!39 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !16, isLocal: true, isDefinition: true)
!40 = !DIGlobalVariableExpression(var: !41, expr: !DIExpression())
!41 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !16, isLocal: true, isDefinition: true)
!42 = !DIGlobalVariableExpression(var: !43, expr: !DIExpression())
!43 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !3, isLocal: true, isDefinition: true)
!44 = !DIGlobalVariableExpression(var: !45, expr: !DIExpression())
!45 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !11, isLocal: true, isDefinition: true)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 34, type: !3, isLocal: true, isDefinition: true)
!48 = !DIGlobalVariableExpression(var: !49, expr: !DIExpression())
!49 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !11, isLocal: true, isDefinition: true)
!50 = !DIGlobalVariableExpression(var: !51, expr: !DIExpression())
!51 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !52, isLocal: true, isDefinition: true)
!52 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !53)
!53 = !{!54}
!54 = !DISubrange(count: 10)
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !52, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !59, isLocal: true, isDefinition: true)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 12)
!62 = !DIGlobalVariableExpression(var: !63, expr: !DIExpression())
!63 = distinct !DIGlobalVariable(scope: null, file: !2, line: 39, type: !59, isLocal: true, isDefinition: true)
!64 = !DIGlobalVariableExpression(var: !65, expr: !DIExpression())
!65 = distinct !DIGlobalVariable(scope: null, file: !2, line: 40, type: !16, isLocal: true, isDefinition: true)
!66 = !DIGlobalVariableExpression(var: !67, expr: !DIExpression())
!67 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !16, isLocal: true, isDefinition: true)
!68 = !DIGlobalVariableExpression(var: !69, expr: !DIExpression())
!69 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!70 = !DIGlobalVariableExpression(var: !71, expr: !DIExpression())
!71 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !72, isLocal: true, isDefinition: true)
!72 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !73)
!73 = !{!74}
!74 = !DISubrange(count: 11)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 520, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 65)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 320, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 40)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 49, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 232, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 29)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 10, type: !72, isLocal: true, isDefinition: true)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !2, line: 11, type: !52, isLocal: true, isDefinition: true)
!94 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !95, splitDebugInlining: false, nameTableKind: None)
!95 = !{!0, !7, !9, !14, !19, !24, !26, !31, !33, !38, !40, !42, !44, !46, !48, !50, !55, !57, !62, !64, !66, !68, !70, !75, !80, !85, !90, !92}
!96 = !{i32 7, !"Dwarf Version", i32 5}
!97 = !{i32 2, !"Debug Info Version", i32 3}
!98 = !{i32 1, !"wchar_size", i32 4}
!99 = !{i32 8, !"PIC Level", i32 2}
!100 = !{i32 7, !"PIE Level", i32 2}
!101 = !{i32 7, !"uwtable", i32 2}
!102 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!103 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!104 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 19, type: !105, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !94, retainedNodes: !108)
!105 = !DISubroutineType(types: !106)
!106 = !{!107}
!107 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!108 = !{!109, !112, !113, !114, !115, !116, !117}
!109 = !DILocalVariable(name: "inf", scope: !104, file: !2, line: 20, type: !110)
!110 = !DIDerivedType(tag: DW_TAG_volatile_type, baseType: !111)
!111 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!112 = !DILocalVariable(name: "zero", scope: !104, file: !2, line: 20, type: !110)
!113 = !DILocalVariable(name: "one", scope: !104, file: !2, line: 20, type: !110)
!114 = !DILocalVariable(name: "nan_", scope: !104, file: !2, line: 20, type: !110)
!115 = !DILocalVariable(name: "big", scope: !104, file: !2, line: 20, type: !110)
!116 = !DILocalVariable(name: "count", scope: !104, file: !2, line: 46, type: !107)
!117 = !DILocalVariable(name: "s", scope: !104, file: !2, line: 47, type: !111)
!118 = distinct !DIAssignID()
!119 = !DILocation(line: 0, scope: !104)
!120 = distinct !DIAssignID()
!121 = distinct !DIAssignID()
!122 = distinct !DIAssignID()
!123 = distinct !DIAssignID()
!124 = !DILocation(line: 20, column: 5, scope: !104)
!125 = !DILocation(line: 20, column: 21, scope: !104)
!126 = !{!127, !127, i64 0}
!127 = !{!"double", !128, i64 0}
!128 = !{!"omnipotent char", !129, i64 0}
!129 = !{!"Simple C/C++ TBAA"}
!130 = distinct !DIAssignID()
!131 = !DILocation(line: 20, column: 37, scope: !104)
!132 = distinct !DIAssignID()
!133 = !DILocation(line: 20, column: 49, scope: !104)
!134 = distinct !DIAssignID()
!135 = !DILocation(line: 20, column: 60, scope: !104)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 20, column: 72, scope: !104)
!138 = distinct !DIAssignID()
!139 = !DILocation(line: 21, column: 23, scope: !104)
!140 = !DILocation(line: 21, column: 28, scope: !104)
!141 = !DILocation(line: 21, column: 19, scope: !104)
!142 = !DILocalVariable(name: "name", arg: 1, scope: !143, file: !2, line: 9, type: !146)
!143 = distinct !DISubprogram(name: "pr", scope: !2, file: !2, line: 9, type: !144, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !94, retainedNodes: !148)
!144 = !DISubroutineType(types: !145)
!145 = !{null, !146, !111}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!148 = !{!142, !149}
!149 = !DILocalVariable(name: "v", arg: 2, scope: !143, file: !2, line: 9, type: !111)
!150 = !DILocation(line: 0, scope: !143, inlinedAt: !151)
!151 = distinct !DILocation(line: 21, column: 5, scope: !104)
!152 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !151)
!153 = distinct !DILexicalBlock(scope: !143, file: !2, line: 10, column: 9)
!154 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !151)
!155 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !151)
!156 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !151)
!157 = !DILocation(line: 22, column: 23, scope: !104)
!158 = !DILocation(line: 22, column: 28, scope: !104)
!159 = !DILocation(line: 22, column: 19, scope: !104)
!160 = !DILocation(line: 0, scope: !143, inlinedAt: !161)
!161 = distinct !DILocation(line: 22, column: 5, scope: !104)
!162 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !161)
!163 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !161)
!164 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !161)
!165 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !161)
!166 = !DILocation(line: 23, column: 25, scope: !104)
!167 = !DILocation(line: 23, column: 24, scope: !104)
!168 = !DILocation(line: 23, column: 30, scope: !104)
!169 = !DILocation(line: 23, column: 20, scope: !104)
!170 = !DILocation(line: 0, scope: !143, inlinedAt: !171)
!171 = distinct !DILocation(line: 23, column: 5, scope: !104)
!172 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !171)
!173 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !171)
!174 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !171)
!175 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !171)
!176 = !DILocation(line: 24, column: 21, scope: !104)
!177 = !DILocation(line: 24, column: 27, scope: !104)
!178 = !DILocation(line: 24, column: 17, scope: !104)
!179 = !DILocation(line: 0, scope: !143, inlinedAt: !180)
!180 = distinct !DILocation(line: 24, column: 5, scope: !104)
!181 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !180)
!182 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !180)
!183 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !180)
!184 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !180)
!185 = !DILocation(line: 25, column: 22, scope: !104)
!186 = !DILocation(line: 25, column: 18, scope: !104)
!187 = !DILocation(line: 0, scope: !143, inlinedAt: !188)
!188 = distinct !DILocation(line: 25, column: 5, scope: !104)
!189 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !188)
!190 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !188)
!191 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !188)
!192 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !188)
!193 = !DILocation(line: 26, column: 22, scope: !104)
!194 = !DILocation(line: 26, column: 27, scope: !104)
!195 = !DILocation(line: 26, column: 19, scope: !104)
!196 = !DILocation(line: 0, scope: !143, inlinedAt: !197)
!197 = distinct !DILocation(line: 26, column: 5, scope: !104)
!198 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !197)
!199 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !197)
!200 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !197)
!201 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !197)
!202 = !DILocation(line: 27, column: 18, scope: !104)
!203 = !DILocation(line: 27, column: 24, scope: !104)
!204 = !DILocation(line: 27, column: 15, scope: !104)
!205 = !DILocation(line: 0, scope: !143, inlinedAt: !206)
!206 = distinct !DILocation(line: 27, column: 5, scope: !104)
!207 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !206)
!208 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !206)
!209 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !206)
!210 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !206)
!211 = !DILocation(line: 28, column: 18, scope: !104)
!212 = !DILocation(line: 28, column: 23, scope: !104)
!213 = !DILocation(line: 28, column: 15, scope: !104)
!214 = !DILocation(line: 0, scope: !143, inlinedAt: !215)
!215 = distinct !DILocation(line: 28, column: 5, scope: !104)
!216 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !215)
!217 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !215)
!218 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !215)
!219 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !215)
!220 = !DILocation(line: 29, column: 20, scope: !104)
!221 = !DILocation(line: 29, column: 19, scope: !104)
!222 = !DILocation(line: 29, column: 25, scope: !104)
!223 = !DILocation(line: 29, column: 16, scope: !104)
!224 = !DILocation(line: 0, scope: !143, inlinedAt: !225)
!225 = distinct !DILocation(line: 29, column: 5, scope: !104)
!226 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !225)
!227 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !225)
!228 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !225)
!229 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !225)
!230 = !DILocation(line: 30, column: 20, scope: !104)
!231 = !DILocation(line: 30, column: 25, scope: !104)
!232 = !DILocation(line: 30, column: 17, scope: !104)
!233 = !DILocation(line: 0, scope: !143, inlinedAt: !234)
!234 = distinct !DILocation(line: 30, column: 5, scope: !104)
!235 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !234)
!236 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !234)
!237 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !234)
!238 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !234)
!239 = !DILocation(line: 31, column: 21, scope: !104)
!240 = !DILocation(line: 31, column: 17, scope: !104)
!241 = !DILocation(line: 0, scope: !143, inlinedAt: !242)
!242 = distinct !DILocation(line: 31, column: 5, scope: !104)
!243 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !242)
!244 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !242)
!245 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !242)
!246 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !242)
!247 = !DILocation(line: 32, column: 23, scope: !104)
!248 = !DILocation(line: 32, column: 28, scope: !104)
!249 = !DILocation(line: 32, column: 19, scope: !104)
!250 = !DILocation(line: 0, scope: !143, inlinedAt: !251)
!251 = distinct !DILocation(line: 32, column: 5, scope: !104)
!252 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !251)
!253 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !251)
!254 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !251)
!255 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !251)
!256 = !DILocation(line: 33, column: 25, scope: !104)
!257 = !DILocation(line: 33, column: 24, scope: !104)
!258 = !DILocation(line: 33, column: 30, scope: !104)
!259 = !DILocation(line: 33, column: 20, scope: !104)
!260 = !DILocation(line: 0, scope: !143, inlinedAt: !261)
!261 = distinct !DILocation(line: 33, column: 5, scope: !104)
!262 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !261)
!263 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !261)
!264 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !261)
!265 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !261)
!266 = !DILocation(line: 34, column: 22, scope: !104)
!267 = !DILocation(line: 34, column: 19, scope: !104)
!268 = !DILocation(line: 0, scope: !143, inlinedAt: !269)
!269 = distinct !DILocation(line: 34, column: 5, scope: !104)
!270 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !269)
!271 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !269)
!272 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !269)
!273 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !269)
!274 = !DILocation(line: 35, column: 26, scope: !104)
!275 = !DILocation(line: 35, column: 25, scope: !104)
!276 = !DILocation(line: 35, column: 20, scope: !104)
!277 = !DILocation(line: 0, scope: !143, inlinedAt: !278)
!278 = distinct !DILocation(line: 35, column: 5, scope: !104)
!279 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !278)
!280 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !278)
!281 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !278)
!282 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !278)
!283 = !DILocation(line: 36, column: 26, scope: !104)
!284 = !DILocation(line: 36, column: 21, scope: !104)
!285 = !DILocation(line: 0, scope: !143, inlinedAt: !286)
!286 = distinct !DILocation(line: 36, column: 5, scope: !104)
!287 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !286)
!288 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !286)
!289 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !286)
!290 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !286)
!291 = !DILocation(line: 37, column: 26, scope: !104)
!292 = !DILocation(line: 37, column: 31, scope: !104)
!293 = !DILocation(line: 37, column: 21, scope: !104)
!294 = !DILocation(line: 0, scope: !143, inlinedAt: !295)
!295 = distinct !DILocation(line: 37, column: 5, scope: !104)
!296 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !295)
!297 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !295)
!298 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !295)
!299 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !295)
!300 = !DILocation(line: 38, column: 28, scope: !104)
!301 = !DILocation(line: 38, column: 33, scope: !104)
!302 = !DILocation(line: 38, column: 23, scope: !104)
!303 = !DILocation(line: 0, scope: !143, inlinedAt: !304)
!304 = distinct !DILocation(line: 38, column: 5, scope: !104)
!305 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !304)
!306 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !304)
!307 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !304)
!308 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !304)
!309 = !DILocation(line: 39, column: 34, scope: !104)
!310 = !DILocation(line: 39, column: 32, scope: !104)
!311 = !DILocation(line: 39, column: 39, scope: !104)
!312 = !DILocation(line: 39, column: 23, scope: !104)
!313 = !DILocation(line: 0, scope: !143, inlinedAt: !314)
!314 = distinct !DILocation(line: 39, column: 5, scope: !104)
!315 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !314)
!316 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !314)
!317 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !314)
!318 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !314)
!319 = !DILocation(line: 40, column: 21, scope: !104)
!320 = !DILocation(line: 40, column: 27, scope: !104)
!321 = !DILocation(line: 40, column: 17, scope: !104)
!322 = !DILocation(line: 0, scope: !143, inlinedAt: !323)
!323 = distinct !DILocation(line: 40, column: 5, scope: !104)
!324 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !323)
!325 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !323)
!326 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !323)
!327 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !323)
!328 = !DILocation(line: 41, column: 21, scope: !104)
!329 = !DILocation(line: 41, column: 27, scope: !104)
!330 = !DILocation(line: 41, column: 17, scope: !104)
!331 = !DILocation(line: 0, scope: !143, inlinedAt: !332)
!332 = distinct !DILocation(line: 41, column: 5, scope: !104)
!333 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !332)
!334 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !332)
!335 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !332)
!336 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !332)
!337 = !DILocation(line: 42, column: 23, scope: !104)
!338 = !DILocation(line: 42, column: 28, scope: !104)
!339 = !DILocation(line: 42, column: 19, scope: !104)
!340 = !DILocation(line: 0, scope: !143, inlinedAt: !341)
!341 = distinct !DILocation(line: 42, column: 5, scope: !104)
!342 = !DILocation(line: 10, column: 9, scope: !153, inlinedAt: !341)
!343 = !DILocation(line: 10, column: 9, scope: !143, inlinedAt: !341)
!344 = !DILocation(line: 10, column: 19, scope: !153, inlinedAt: !341)
!345 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !341)
!346 = !DILocation(line: 0, scope: !143, inlinedAt: !347)
!347 = distinct !DILocation(line: 43, column: 5, scope: !104)
!348 = !DILocation(line: 11, column: 10, scope: !153, inlinedAt: !347)
!349 = !DILocation(line: 44, column: 81, scope: !104)
!350 = !DILocation(line: 44, column: 89, scope: !104)
!351 = !DILocation(line: 44, column: 86, scope: !104)
!352 = !DILocation(line: 44, column: 95, scope: !104)
!353 = !DILocation(line: 44, column: 103, scope: !104)
!354 = !DILocation(line: 44, column: 100, scope: !104)
!355 = !DILocation(line: 44, column: 109, scope: !104)
!356 = !DILocation(line: 44, column: 116, scope: !104)
!357 = !DILocation(line: 44, column: 113, scope: !104)
!358 = !DILocation(line: 44, column: 121, scope: !104)
!359 = !DILocation(line: 44, column: 127, scope: !104)
!360 = !DILocation(line: 44, column: 125, scope: !104)
!361 = !DILocation(line: 44, column: 133, scope: !104)
!362 = !DILocation(line: 44, column: 140, scope: !104)
!363 = !DILocation(line: 44, column: 137, scope: !104)
!364 = !DILocation(line: 44, column: 5, scope: !104)
!365 = !DILocation(line: 45, column: 56, scope: !104)
!366 = !DILocation(line: 45, column: 78, scope: !104)
!367 = !DILocation(line: 45, column: 90, scope: !104)
!368 = !DILocation(line: 45, column: 113, scope: !104)
!369 = !DILocation(line: 45, column: 125, scope: !104)
!370 = !DILocation(line: 45, column: 140, scope: !104)
!371 = !DILocation(line: 45, column: 5, scope: !104)
!372 = !DILocation(line: 48, column: 5, scope: !104)
!373 = !DILocation(line: 48, column: 27, scope: !374)
!374 = distinct !DILexicalBlock(scope: !104, file: !2, line: 48, column: 23)
!375 = !DILocation(line: 48, column: 39, scope: !374)
!376 = !DILocation(line: 48, column: 13, scope: !104)
!377 = distinct !{!377, !372, !378, !379}
!378 = !DILocation(line: 48, column: 43, scope: !104)
!379 = !{!"llvm.loop.mustprogress"}
!380 = !DILocation(line: 49, column: 5, scope: !104)
!381 = !DILocation(line: 50, column: 18, scope: !104)
!382 = !DILocation(line: 51, column: 1, scope: !104)
!383 = !DILocation(line: 50, column: 5, scope: !104)
!384 = distinct !DISubprogram(name: "sub", scope: !2, file: !2, line: 14, type: !385, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !94, retainedNodes: !387)
!385 = !DISubroutineType(types: !386)
!386 = !{!111, !111, !111}
!387 = !{!388, !389}
!388 = !DILocalVariable(name: "a", arg: 1, scope: !384, file: !2, line: 14, type: !111)
!389 = !DILocalVariable(name: "b", arg: 2, scope: !384, file: !2, line: 14, type: !111)
!390 = !DILocation(line: 0, scope: !384)
!391 = !DILocation(line: 14, column: 76, scope: !384)
!392 = !DILocation(line: 14, column: 67, scope: !384)
!393 = distinct !DISubprogram(name: "add", scope: !2, file: !2, line: 13, type: !385, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !94, retainedNodes: !394)
!394 = !{!395, !396}
!395 = !DILocalVariable(name: "a", arg: 1, scope: !393, file: !2, line: 13, type: !111)
!396 = !DILocalVariable(name: "b", arg: 2, scope: !393, file: !2, line: 13, type: !111)
!397 = !DILocation(line: 0, scope: !393)
!398 = !DILocation(line: 13, column: 76, scope: !393)
!399 = !DILocation(line: 13, column: 67, scope: !393)
!400 = distinct !DISubprogram(name: "mul", scope: !2, file: !2, line: 15, type: !385, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !94, retainedNodes: !401)
!401 = !{!402, !403}
!402 = !DILocalVariable(name: "a", arg: 1, scope: !400, file: !2, line: 15, type: !111)
!403 = !DILocalVariable(name: "b", arg: 2, scope: !400, file: !2, line: 15, type: !111)
!404 = !DILocation(line: 0, scope: !400)
!405 = !DILocation(line: 15, column: 76, scope: !400)
!406 = !DILocation(line: 15, column: 67, scope: !400)
!407 = distinct !DISubprogram(name: "dv", scope: !2, file: !2, line: 16, type: !385, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !94, retainedNodes: !408)
!408 = !{!409, !410}
!409 = !DILocalVariable(name: "a", arg: 1, scope: !407, file: !2, line: 16, type: !111)
!410 = !DILocalVariable(name: "b", arg: 2, scope: !407, file: !2, line: 16, type: !111)
!411 = !DILocation(line: 0, scope: !407)
!412 = !DILocation(line: 16, column: 75, scope: !407)
!413 = !DILocation(line: 16, column: 66, scope: !407)
!414 = !DISubprogram(name: "sqrt", scope: !415, file: !415, line: 143, type: !416, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!415 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!416 = !DISubroutineType(types: !417)
!417 = !{!111, !111}
!418 = !DISubprogram(name: "fmod", scope: !415, file: !415, line: 168, type: !385, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!419 = !DISubprogram(name: "printf", scope: !420, file: !420, line: 356, type: !421, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!421 = !DISubroutineType(types: !422)
!422 = !{!107, !423, null}
!423 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !146)
