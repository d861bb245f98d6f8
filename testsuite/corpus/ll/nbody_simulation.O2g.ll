; ModuleID = 'programs/nbody_simulation.c'
source_filename = "programs/nbody_simulation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.body = type { double, double, double, double, double, double, double }

@bodies = internal unnamed_addr global [5 x %struct.body] [%struct.body { double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0.000000e+00, double 0x4043BD3CC9BE45DE }, %struct.body { double 0x40135DA0343CD92C, double 0xBFF290ABC01FDB7C, double 0xBFBA86F96C25EBF0, double 0x3FE367069B93CCBC, double 0x40067EF2F57D949B, double 0xBF99D2D79A5A0715, double 0x3FA34C95D9AB33D8 }, %struct.body { double 0x4020AFCDC332CA67, double 0x40107FCB31DE01B0, double 0xBFD9D353E1EB467C, double 0xBFF02C21B8879442, double 0x3FFD35E9BF1F8F13, double 0x3F813C485F1123B4, double 0x3F871D490D07C637 }, %struct.body { double 0x4029C9EACEA7D9CF, double 0xC02E38E8D626667E, double 0xBFCC9557BE257DA0, double 0x3FF1531CA9911BEF, double 0x3FEBCC7F3E54BBC5, double 0xBF862F6BFAF23E7C, double 0x3F5C3DD29CF41EB3 }, %struct.body { double 0x402EC267A905572A, double 0xC039EB5833C8A220, double 0x3FC6F1F393ABE540, double 0x3FEF54B61659BC4A, double 0x3FE307C631C4FBA3, double 0xBFA1CB88587665F6, double 0x3F60A8F3531799AC }], align 16, !dbg !0
@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1, !dbg !5
@.str.1 = private unnamed_addr constant [21 x i8] c"jupiter at %a %a %a\0A\00", align 1, !dbg !11

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !37 {
    #dbg_value(double 0.000000e+00, !42, !DIExpression(), !49)
    #dbg_value(double 0.000000e+00, !43, !DIExpression(), !49)
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !49)
    #dbg_value(i32 0, !45, !DIExpression(), !50)
    #dbg_value(i64 0, !45, !DIExpression(), !50)
    #dbg_value(double 0.000000e+00, !44, !DIExpression(), !49)
    #dbg_value(double 0.000000e+00, !43, !DIExpression(), !49)
    #dbg_value(double 0.000000e+00, !42, !DIExpression(), !49)
  %1 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !dbg !51
  %2 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 48), align 16, !dbg !54, !tbaa !55
    #dbg_value(double poison, !42, !DIExpression(), !49)
  %3 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 32), align 16, !dbg !60, !tbaa !61
    #dbg_value(double poison, !43, !DIExpression(), !49)
  %4 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !dbg !62, !tbaa !63
  %5 = fmul double %2, %4, !dbg !64
  %6 = fadd double %5, 0.000000e+00, !dbg !65
    #dbg_value(double %6, !44, !DIExpression(), !49)
    #dbg_value(i64 1, !45, !DIExpression(), !50)
  %7 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !dbg !51
  %8 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 104), align 8, !dbg !54, !tbaa !55
    #dbg_value(double poison, !42, !DIExpression(), !49)
  %9 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 88), align 8, !dbg !60, !tbaa !61
    #dbg_value(double poison, !43, !DIExpression(), !49)
  %10 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !dbg !62, !tbaa !63
  %11 = fmul double %8, %10, !dbg !64
  %12 = fadd double %6, %11, !dbg !65
    #dbg_value(double %12, !44, !DIExpression(), !49)
    #dbg_value(i64 2, !45, !DIExpression(), !50)
  %13 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !dbg !51
  %14 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 160), align 16, !dbg !54, !tbaa !55
    #dbg_value(double poison, !42, !DIExpression(), !49)
  %15 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 144), align 16, !dbg !60, !tbaa !61
    #dbg_value(double poison, !43, !DIExpression(), !49)
  %16 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !dbg !62, !tbaa !63
  %17 = fmul double %14, %16, !dbg !64
  %18 = fadd double %12, %17, !dbg !65
    #dbg_value(double %18, !44, !DIExpression(), !49)
    #dbg_value(i64 3, !45, !DIExpression(), !50)
  %19 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !dbg !51
  %20 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 216), align 8, !dbg !54, !tbaa !55
    #dbg_value(double poison, !42, !DIExpression(), !49)
  %21 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 200), align 8, !dbg !60, !tbaa !61
    #dbg_value(double poison, !43, !DIExpression(), !49)
  %22 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !dbg !62, !tbaa !63
  %23 = fmul double %20, %22, !dbg !64
  %24 = fadd double %18, %23, !dbg !65
    #dbg_value(double %24, !44, !DIExpression(), !49)
    #dbg_value(i64 4, !45, !DIExpression(), !50)
  %25 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !dbg !51
  %26 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 272), align 16, !dbg !54, !tbaa !55
    #dbg_value(double poison, !42, !DIExpression(), !49)
  %27 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 256), align 16, !dbg !60, !tbaa !61
    #dbg_value(double poison, !43, !DIExpression(), !49)
  %28 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !dbg !62, !tbaa !63
  %29 = fmul double %26, %28, !dbg !64
  %30 = fadd double %24, %29, !dbg !65
  %31 = insertelement <2 x double> %1, double %2, i64 1, !dbg !66
  %32 = insertelement <2 x double> poison, double %2, i64 0, !dbg !66
  %33 = insertelement <2 x double> %32, double %3, i64 1, !dbg !66
  %34 = fmul <2 x double> %31, %33, !dbg !66
  %35 = fadd <2 x double> %34, zeroinitializer, !dbg !67
  %36 = insertelement <2 x double> %7, double %8, i64 1, !dbg !66
  %37 = insertelement <2 x double> poison, double %8, i64 0, !dbg !66
  %38 = insertelement <2 x double> %37, double %9, i64 1, !dbg !66
  %39 = fmul <2 x double> %36, %38, !dbg !66
  %40 = fadd <2 x double> %35, %39, !dbg !67
  %41 = insertelement <2 x double> %13, double %14, i64 1, !dbg !66
  %42 = insertelement <2 x double> poison, double %14, i64 0, !dbg !66
  %43 = insertelement <2 x double> %42, double %15, i64 1, !dbg !66
  %44 = fmul <2 x double> %41, %43, !dbg !66
  %45 = fadd <2 x double> %40, %44, !dbg !67
  %46 = insertelement <2 x double> %19, double %20, i64 1, !dbg !66
  %47 = insertelement <2 x double> poison, double %20, i64 0, !dbg !66
  %48 = insertelement <2 x double> %47, double %21, i64 1, !dbg !66
  %49 = fmul <2 x double> %46, %48, !dbg !66
  %50 = fadd <2 x double> %45, %49, !dbg !67
  %51 = insertelement <2 x double> %25, double %26, i64 1, !dbg !66
  %52 = insertelement <2 x double> poison, double %26, i64 0, !dbg !66
  %53 = insertelement <2 x double> %52, double %27, i64 1, !dbg !66
  %54 = fmul <2 x double> %51, %53, !dbg !66
  %55 = fadd <2 x double> %50, %54, !dbg !67
    #dbg_value(double %30, !44, !DIExpression(), !49)
    #dbg_value(i64 5, !45, !DIExpression(), !50)
  %56 = fdiv <2 x double> %55, <double 0xC043BD3CC9BE45DE, double 0xC043BD3CC9BE45DE>, !dbg !68
  store <2 x double> %56, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !dbg !69, !tbaa !70
  %57 = fdiv double %30, 0xC043BD3CC9BE45DE, !dbg !71
  store double %57, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !dbg !72, !tbaa !63
    #dbg_value(i32 5, !73, !DIExpression(), !92)
    #dbg_value(double 0.000000e+00, !78, !DIExpression(), !92)
    #dbg_value(i32 0, !79, !DIExpression(), !94)
  br label %62, !dbg !95

58:                                               ; preds = %92, %62
  %59 = phi double [ %81, %62 ], [ %116, %92 ], !dbg !96
    #dbg_value(double %59, !78, !DIExpression(), !92)
    #dbg_value(i64 %82, !79, !DIExpression(), !94)
  %60 = add nuw nsw i64 %64, 1, !dbg !95
  %61 = icmp eq i64 %82, 5, !dbg !97
  br i1 %61, label %119, label %62, !dbg !95, !llvm.loop !98

62:                                               ; preds = %58, %0
  %63 = phi i64 [ 0, %0 ], [ %82, %58 ]
  %64 = phi i64 [ 1, %0 ], [ %60, %58 ]
  %65 = phi double [ 0.000000e+00, %0 ], [ %59, %58 ]
    #dbg_value(double %65, !78, !DIExpression(), !92)
    #dbg_value(i64 %63, !79, !DIExpression(), !94)
  %66 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %63, !dbg !101
    #dbg_value(ptr %66, !81, !DIExpression(), !96)
  %67 = getelementptr inbounds i8, ptr %66, i64 48, !dbg !102
  %68 = load double, ptr %67, align 8, !dbg !102, !tbaa !55
  %69 = fmul double %68, 5.000000e-01, !dbg !103
  %70 = getelementptr inbounds i8, ptr %66, i64 24, !dbg !104
  %71 = load double, ptr %70, align 8, !dbg !104, !tbaa !105
  %72 = fmul double %71, %71, !dbg !106
  %73 = getelementptr inbounds i8, ptr %66, i64 32, !dbg !107
  %74 = load <2 x double>, ptr %73, align 8, !dbg !107, !tbaa !70
  %75 = fmul <2 x double> %74, %74, !dbg !108
  %76 = extractelement <2 x double> %75, i64 0, !dbg !109
  %77 = fadd double %72, %76, !dbg !109
  %78 = extractelement <2 x double> %75, i64 1, !dbg !110
  %79 = fadd double %77, %78, !dbg !110
  %80 = fmul double %69, %79, !dbg !111
  %81 = fadd double %65, %80, !dbg !112
    #dbg_value(double %81, !78, !DIExpression(), !92)
  %82 = add nuw nsw i64 %63, 1, !dbg !113
    #dbg_value(i64 %82, !85, !DIExpression(), !114)
  %83 = icmp ult i64 %63, 4, !dbg !115
  br i1 %83, label %84, label %58, !dbg !116

84:                                               ; preds = %62
  %85 = load double, ptr %66, align 8, !tbaa !117
  %86 = getelementptr inbounds i8, ptr %66, i64 8
  %87 = load double, ptr %86, align 8, !tbaa !118
  %88 = getelementptr inbounds i8, ptr %66, i64 16
  %89 = load double, ptr %88, align 8, !tbaa !119
  %90 = insertelement <2 x double> poison, double %85, i64 0, !dbg !120
  %91 = insertelement <2 x double> %90, double %89, i64 1, !dbg !120
  br label %92, !dbg !116

92:                                               ; preds = %92, %84
  %93 = phi i64 [ %64, %84 ], [ %117, %92 ]
  %94 = phi double [ %81, %84 ], [ %116, %92 ]
    #dbg_value(double %94, !78, !DIExpression(), !92)
    #dbg_value(i64 %93, !85, !DIExpression(), !114)
  %95 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %93, !dbg !121
  %96 = load double, ptr %95, align 8, !dbg !122, !tbaa !117
    #dbg_value(double poison, !87, !DIExpression(), !123)
  %97 = getelementptr inbounds i8, ptr %95, i64 8, !dbg !124
  %98 = load double, ptr %97, align 8, !dbg !124, !tbaa !118
  %99 = fsub double %87, %98, !dbg !125
    #dbg_value(double %99, !90, !DIExpression(), !123)
  %100 = getelementptr inbounds i8, ptr %95, i64 16, !dbg !126
  %101 = load double, ptr %100, align 8, !dbg !126, !tbaa !119
    #dbg_value(double poison, !91, !DIExpression(), !123)
  %102 = getelementptr inbounds i8, ptr %95, i64 48, !dbg !127
  %103 = load double, ptr %102, align 8, !dbg !127, !tbaa !55
  %104 = fmul double %68, %103, !dbg !128
  %105 = fmul double %99, %99, !dbg !129
  %106 = insertelement <2 x double> poison, double %96, i64 0, !dbg !120
  %107 = insertelement <2 x double> %106, double %101, i64 1, !dbg !120
  %108 = fsub <2 x double> %91, %107, !dbg !120
  %109 = fmul <2 x double> %108, %108, !dbg !130
  %110 = extractelement <2 x double> %109, i64 0, !dbg !131
  %111 = fadd double %110, %105, !dbg !131
  %112 = extractelement <2 x double> %109, i64 1, !dbg !132
  %113 = fadd double %111, %112, !dbg !132
  %114 = tail call double @llvm.sqrt.f64(double %113), !dbg !133
  %115 = fdiv double %104, %114, !dbg !134
  %116 = fsub double %94, %115, !dbg !135
    #dbg_value(double %116, !78, !DIExpression(), !92)
  %117 = add nuw nsw i64 %93, 1, !dbg !136
    #dbg_value(i64 %117, !85, !DIExpression(), !114)
  %118 = icmp eq i64 %117, 5, !dbg !115
  br i1 %118, label %58, label %92, !dbg !116, !llvm.loop !137

119:                                              ; preds = %58
  %120 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %59), !dbg !139
    #dbg_value(i32 0, !47, !DIExpression(), !140)
  %121 = load <2 x double>, ptr @bodies, align 16, !tbaa !70
  %122 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16
  %123 = shufflevector <2 x double> %122, <2 x double> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>
  %124 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !tbaa !70
  %125 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !tbaa !119
  %126 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !tbaa !70
  %127 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !tbaa !119
  %128 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !tbaa !70
  %129 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !tbaa !119
  %130 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !tbaa !70
  %131 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !tbaa !119
  %132 = insertelement <4 x double> %123, double %125, i64 1
  %133 = insertelement <4 x double> %132, double %127, i64 2
  %134 = insertelement <4 x double> %133, double %129, i64 3
  br label %135, !dbg !141

135:                                              ; preds = %119, %273
  %136 = phi i32 [ 0, %119 ], [ %306, %273 ]
  %137 = phi double [ %131, %119 ], [ %305, %273 ]
  %138 = phi <2 x double> [ %121, %119 ], [ %276, %273 ]
  %139 = phi <2 x double> [ %124, %119 ], [ %281, %273 ]
  %140 = phi <2 x double> [ %126, %119 ], [ %285, %273 ]
  %141 = phi <2 x double> [ %128, %119 ], [ %289, %273 ]
  %142 = phi <2 x double> [ %130, %119 ], [ %302, %273 ]
  %143 = phi <4 x double> [ %134, %119 ], [ %295, %273 ]
    #dbg_value(i32 %136, !47, !DIExpression(), !140)
  br label %214, !dbg !142

144:                                              ; preds = %178, %148
  %145 = phi double [ %167, %148 ], [ %202, %178 ], !dbg !168
    #dbg_value(double %145, !78, !DIExpression(), !170)
    #dbg_value(i64 %168, !79, !DIExpression(), !171)
  %146 = add nuw nsw i64 %150, 1, !dbg !172
  %147 = icmp eq i64 %168, 5, !dbg !173
  br i1 %147, label %205, label %148, !dbg !172, !llvm.loop !174

148:                                              ; preds = %273, %144
  %149 = phi i64 [ %168, %144 ], [ 0, %273 ]
  %150 = phi i64 [ %146, %144 ], [ 1, %273 ]
  %151 = phi double [ %145, %144 ], [ 0.000000e+00, %273 ]
    #dbg_value(double %151, !78, !DIExpression(), !170)
    #dbg_value(i64 %149, !79, !DIExpression(), !171)
  %152 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %149, !dbg !176
    #dbg_value(ptr %152, !81, !DIExpression(), !168)
  %153 = getelementptr inbounds i8, ptr %152, i64 48, !dbg !177
  %154 = load double, ptr %153, align 8, !dbg !177, !tbaa !55
  %155 = fmul double %154, 5.000000e-01, !dbg !178
  %156 = getelementptr inbounds i8, ptr %152, i64 24, !dbg !179
  %157 = load double, ptr %156, align 8, !dbg !179, !tbaa !105
  %158 = fmul double %157, %157, !dbg !180
  %159 = getelementptr inbounds i8, ptr %152, i64 32, !dbg !181
  %160 = load <2 x double>, ptr %159, align 8, !dbg !181, !tbaa !70
  %161 = fmul <2 x double> %160, %160, !dbg !182
  %162 = extractelement <2 x double> %161, i64 0, !dbg !183
  %163 = fadd double %158, %162, !dbg !183
  %164 = extractelement <2 x double> %161, i64 1, !dbg !184
  %165 = fadd double %163, %164, !dbg !184
  %166 = fmul double %155, %165, !dbg !185
  %167 = fadd double %151, %166, !dbg !186
    #dbg_value(double %167, !78, !DIExpression(), !170)
  %168 = add nuw nsw i64 %149, 1, !dbg !187
    #dbg_value(i64 %168, !85, !DIExpression(), !188)
  %169 = icmp ult i64 %149, 4, !dbg !189
  br i1 %169, label %170, label %144, !dbg !190

170:                                              ; preds = %148
  %171 = load double, ptr %152, align 8, !tbaa !117
  %172 = getelementptr inbounds i8, ptr %152, i64 8
  %173 = load double, ptr %172, align 8, !tbaa !118
  %174 = getelementptr inbounds i8, ptr %152, i64 16
  %175 = load double, ptr %174, align 8, !tbaa !119
  %176 = insertelement <2 x double> poison, double %171, i64 0, !dbg !191
  %177 = insertelement <2 x double> %176, double %175, i64 1, !dbg !191
  br label %178, !dbg !190

178:                                              ; preds = %178, %170
  %179 = phi i64 [ %150, %170 ], [ %203, %178 ]
  %180 = phi double [ %167, %170 ], [ %202, %178 ]
    #dbg_value(double %180, !78, !DIExpression(), !170)
    #dbg_value(i64 %179, !85, !DIExpression(), !188)
  %181 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %179, !dbg !192
  %182 = load double, ptr %181, align 8, !dbg !193, !tbaa !117
    #dbg_value(double poison, !87, !DIExpression(), !194)
  %183 = getelementptr inbounds i8, ptr %181, i64 8, !dbg !195
  %184 = load double, ptr %183, align 8, !dbg !195, !tbaa !118
  %185 = fsub double %173, %184, !dbg !196
    #dbg_value(double %185, !90, !DIExpression(), !194)
  %186 = getelementptr inbounds i8, ptr %181, i64 16, !dbg !197
  %187 = load double, ptr %186, align 8, !dbg !197, !tbaa !119
    #dbg_value(double poison, !91, !DIExpression(), !194)
  %188 = getelementptr inbounds i8, ptr %181, i64 48, !dbg !198
  %189 = load double, ptr %188, align 8, !dbg !198, !tbaa !55
  %190 = fmul double %154, %189, !dbg !199
  %191 = fmul double %185, %185, !dbg !200
  %192 = insertelement <2 x double> poison, double %182, i64 0, !dbg !191
  %193 = insertelement <2 x double> %192, double %187, i64 1, !dbg !191
  %194 = fsub <2 x double> %177, %193, !dbg !191
  %195 = fmul <2 x double> %194, %194, !dbg !201
  %196 = extractelement <2 x double> %195, i64 0, !dbg !202
  %197 = fadd double %196, %191, !dbg !202
  %198 = extractelement <2 x double> %195, i64 1, !dbg !203
  %199 = fadd double %197, %198, !dbg !203
  %200 = tail call double @llvm.sqrt.f64(double %199), !dbg !204
  %201 = fdiv double %190, %200, !dbg !205
  %202 = fsub double %180, %201, !dbg !206
    #dbg_value(double %202, !78, !DIExpression(), !170)
  %203 = add nuw nsw i64 %179, 1, !dbg !207
    #dbg_value(i64 %203, !85, !DIExpression(), !188)
  %204 = icmp eq i64 %203, 5, !dbg !189
  br i1 %204, label %144, label %178, !dbg !190, !llvm.loop !208

205:                                              ; preds = %144
  %206 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %145), !dbg !210
  %207 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !dbg !211, !tbaa !117
  %208 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 64), align 16, !dbg !212, !tbaa !118
  %209 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !dbg !213, !tbaa !119
  %210 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %207, double noundef %208, double noundef %209), !dbg !214
  ret i32 0, !dbg !215

211:                                              ; preds = %230, %214
    #dbg_value(i64 %217, !150, !DIExpression(), !216)
  %212 = add nuw nsw i64 %216, 1, !dbg !142
  %213 = icmp eq i64 %217, 5, !dbg !217
  br i1 %213, label %273, label %214, !dbg !142, !llvm.loop !218

214:                                              ; preds = %135, %211
  %215 = phi i64 [ %217, %211 ], [ 0, %135 ]
  %216 = phi i64 [ %212, %211 ], [ 1, %135 ]
    #dbg_value(i64 %215, !150, !DIExpression(), !216)
    #dbg_value(!DIArgList(ptr @bodies, i64 %215), !151, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_constu, 56, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !220)
  %217 = add nuw nsw i64 %215, 1, !dbg !221
    #dbg_value(i64 %217, !154, !DIExpression(), !222)
  %218 = icmp ult i64 %215, 4, !dbg !223
  br i1 %218, label %219, label %211, !dbg !224

219:                                              ; preds = %214
    #dbg_value(!DIArgList(ptr @bodies, i64 %215), !151, !DIExpression(DW_OP_LLVM_arg, 0, DW_OP_LLVM_arg, 1, DW_OP_constu, 56, DW_OP_mul, DW_OP_plus, DW_OP_stack_value), !220)
  %220 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %215, !dbg !225
    #dbg_value(ptr %220, !151, !DIExpression(), !220)
  %221 = load <2 x double>, ptr %220, align 8, !tbaa !70
  %222 = getelementptr inbounds i8, ptr %220, i64 16
  %223 = load double, ptr %222, align 8, !tbaa !119
  %224 = getelementptr inbounds i8, ptr %220, i64 24
  %225 = getelementptr inbounds i8, ptr %220, i64 40
  %226 = getelementptr inbounds i8, ptr %220, i64 48
  %227 = load double, ptr %226, align 8, !tbaa !55
  %228 = insertelement <2 x double> poison, double %227, i64 0, !dbg !226
  %229 = shufflevector <2 x double> %228, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !226
  br label %230, !dbg !224

230:                                              ; preds = %230, %219
  %231 = phi i64 [ %216, %219 ], [ %271, %230 ]
    #dbg_value(i64 %231, !154, !DIExpression(), !222)
  %232 = getelementptr inbounds [5 x %struct.body], ptr @bodies, i64 0, i64 %231, !dbg !227
    #dbg_value(ptr %232, !156, !DIExpression(), !228)
    #dbg_value(double poison, !159, !DIExpression(), !228)
    #dbg_value(double poison, !160, !DIExpression(), !228)
  %233 = getelementptr inbounds i8, ptr %232, i64 16, !dbg !229
  %234 = load double, ptr %233, align 8, !dbg !229, !tbaa !119
  %235 = fsub double %223, %234, !dbg !230
    #dbg_value(double %235, !161, !DIExpression(), !228)
  %236 = fmul double %235, %235, !dbg !231
    #dbg_value(double %248, !162, !DIExpression(), !228)
    #dbg_value(double %251, !163, !DIExpression(), !228)
  %237 = getelementptr inbounds i8, ptr %232, i64 48, !dbg !232
  %238 = load double, ptr %237, align 8, !dbg !232, !tbaa !55
  %239 = fmul double %235, %238, !dbg !233
  %240 = load double, ptr %225, align 8, !dbg !234, !tbaa !63
  %241 = getelementptr inbounds i8, ptr %232, i64 24, !dbg !235
  %242 = load <2 x double>, ptr %232, align 8, !dbg !236, !tbaa !70
  %243 = fsub <2 x double> %221, %242, !dbg !237
  %244 = fmul <2 x double> %243, %243, !dbg !238
  %245 = shufflevector <2 x double> %244, <2 x double> poison, <2 x i32> <i32 1, i32 poison>, !dbg !239
  %246 = fadd <2 x double> %244, %245, !dbg !239
  %247 = extractelement <2 x double> %246, i64 0, !dbg !239
  %248 = fadd double %247, %236, !dbg !240
  %249 = tail call double @llvm.sqrt.f64(double %248), !dbg !241
  %250 = fmul double %248, %249, !dbg !242
  %251 = fdiv double 1.000000e-02, %250, !dbg !243
  %252 = load <2 x double>, ptr %224, align 8, !dbg !244, !tbaa !70
  %253 = insertelement <2 x double> poison, double %238, i64 0, !dbg !245
  %254 = shufflevector <2 x double> %253, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !245
  %255 = fmul <2 x double> %243, %254, !dbg !245
  %256 = insertelement <2 x double> poison, double %251, i64 0, !dbg !246
  %257 = shufflevector <2 x double> %256, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !246
  %258 = fmul <2 x double> %255, %257, !dbg !246
  %259 = fsub <2 x double> %252, %258, !dbg !244
  store <2 x double> %259, ptr %224, align 8, !dbg !244, !tbaa !70
  %260 = fmul double %239, %251, !dbg !247
  %261 = fsub double %240, %260, !dbg !234
  store double %261, ptr %225, align 8, !dbg !234, !tbaa !63
  %262 = fmul <2 x double> %229, %243, !dbg !226
  %263 = fmul <2 x double> %262, %257, !dbg !248
  %264 = load <2 x double>, ptr %241, align 8, !dbg !249, !tbaa !70
  %265 = fadd <2 x double> %263, %264, !dbg !249
  store <2 x double> %265, ptr %241, align 8, !dbg !249, !tbaa !70
  %266 = fmul double %227, %235, !dbg !250
  %267 = fmul double %266, %251, !dbg !251
  %268 = getelementptr inbounds i8, ptr %232, i64 40, !dbg !252
  %269 = load double, ptr %268, align 8, !dbg !253, !tbaa !63
  %270 = fadd double %267, %269, !dbg !253
  store double %270, ptr %268, align 8, !dbg !253, !tbaa !63
  %271 = add nuw nsw i64 %231, 1, !dbg !254
    #dbg_value(i64 %271, !154, !DIExpression(), !222)
  %272 = icmp eq i64 %271, 5, !dbg !223
  br i1 %272, label %211, label %230, !dbg !224, !llvm.loop !255

273:                                              ; preds = %211
    #dbg_value(i64 0, !164, !DIExpression(), !257)
  %274 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 24), align 8, !dbg !258, !tbaa !70
  %275 = fmul <2 x double> %274, <double 1.000000e-02, double 1.000000e-02>, !dbg !261
  %276 = fadd <2 x double> %138, %275, !dbg !262
  store <2 x double> %276, ptr @bodies, align 16, !dbg !262, !tbaa !70
  %277 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 40), align 8, !dbg !263
  %278 = shufflevector <2 x double> %277, <2 x double> poison, <4 x i32> <i32 0, i32 poison, i32 poison, i32 poison>, !dbg !263
    #dbg_value(i64 1, !164, !DIExpression(), !257)
  %279 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 80), align 16, !dbg !258, !tbaa !70
  %280 = fmul <2 x double> %279, <double 1.000000e-02, double 1.000000e-02>, !dbg !261
  %281 = fadd <2 x double> %139, %280, !dbg !262
  store <2 x double> %281, ptr getelementptr inbounds (i8, ptr @bodies, i64 56), align 8, !dbg !262, !tbaa !70
  %282 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 96), align 16, !dbg !263, !tbaa !63
    #dbg_value(i64 2, !164, !DIExpression(), !257)
  %283 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 136), align 8, !dbg !258, !tbaa !70
  %284 = fmul <2 x double> %283, <double 1.000000e-02, double 1.000000e-02>, !dbg !261
  %285 = fadd <2 x double> %140, %284, !dbg !262
  store <2 x double> %285, ptr getelementptr inbounds (i8, ptr @bodies, i64 112), align 16, !dbg !262, !tbaa !70
  %286 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 152), align 8, !dbg !263, !tbaa !63
    #dbg_value(i64 3, !164, !DIExpression(), !257)
  %287 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 192), align 16, !dbg !258, !tbaa !70
  %288 = fmul <2 x double> %287, <double 1.000000e-02, double 1.000000e-02>, !dbg !261
  %289 = fadd <2 x double> %141, %288, !dbg !262
  store <2 x double> %289, ptr getelementptr inbounds (i8, ptr @bodies, i64 168), align 8, !dbg !262, !tbaa !70
  %290 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 208), align 16, !dbg !263, !tbaa !63
  %291 = insertelement <4 x double> %278, double %282, i64 1, !dbg !264
  %292 = insertelement <4 x double> %291, double %286, i64 2, !dbg !264
  %293 = insertelement <4 x double> %292, double %290, i64 3, !dbg !264
  %294 = fmul <4 x double> %293, <double 1.000000e-02, double 1.000000e-02, double 1.000000e-02, double 1.000000e-02>, !dbg !264
  %295 = fadd <4 x double> %143, %294, !dbg !265
  %296 = extractelement <4 x double> %295, i64 0, !dbg !265
  store double %296, ptr getelementptr inbounds (i8, ptr @bodies, i64 16), align 16, !dbg !265, !tbaa !119
  %297 = extractelement <4 x double> %295, i64 1, !dbg !265
  store double %297, ptr getelementptr inbounds (i8, ptr @bodies, i64 72), align 8, !dbg !265, !tbaa !119
  %298 = extractelement <4 x double> %295, i64 2, !dbg !265
  store double %298, ptr getelementptr inbounds (i8, ptr @bodies, i64 128), align 16, !dbg !265, !tbaa !119
  %299 = extractelement <4 x double> %295, i64 3, !dbg !265
  store double %299, ptr getelementptr inbounds (i8, ptr @bodies, i64 184), align 8, !dbg !265, !tbaa !119
    #dbg_value(i64 4, !164, !DIExpression(), !257)
  %300 = load <2 x double>, ptr getelementptr inbounds (i8, ptr @bodies, i64 248), align 8, !dbg !258, !tbaa !70
  %301 = fmul <2 x double> %300, <double 1.000000e-02, double 1.000000e-02>, !dbg !261
  %302 = fadd <2 x double> %142, %301, !dbg !262
  store <2 x double> %302, ptr getelementptr inbounds (i8, ptr @bodies, i64 224), align 16, !dbg !262, !tbaa !70
  %303 = load double, ptr getelementptr inbounds (i8, ptr @bodies, i64 264), align 8, !dbg !263, !tbaa !63
  %304 = fmul double %303, 1.000000e-02, !dbg !264
  %305 = fadd double %137, %304, !dbg !265
  store double %305, ptr getelementptr inbounds (i8, ptr @bodies, i64 240), align 16, !dbg !265, !tbaa !119
    #dbg_value(i64 5, !164, !DIExpression(), !257)
  %306 = add nuw nsw i32 %136, 1, !dbg !266
    #dbg_value(i32 %306, !47, !DIExpression(), !140)
  %307 = icmp eq i32 %306, 1000, !dbg !267
  br i1 %307, label %148, label %135, !dbg !141, !llvm.loop !268
}

; Function Attrs: nofree nounwind
declare !dbg !270 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!29, !30, !31, !32, !33, !34, !35}
!llvm.ident = !{!36}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "bodies", scope: !2, file: !3, line: 12, type: !16, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !4, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/nbody_simulation.c", directory: ".", checksumkind: CSK_MD5, checksum: "e95ea31f5a09db129bf03ceb880ccc14")
!4 = !{!5, !11, !0}
!5 = !DIGlobalVariableExpression(var: !6, expr: !DIExpression())
!6 = distinct !DIGlobalVariable(scope: null, file: !3, line: 47, type: !7, isLocal: true, isDefinition: true)
!7 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 48, elements: !9)
!8 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!9 = !{!10}
!10 = !DISubrange(count: 6)
!11 = !DIGlobalVariableExpression(var: !12, expr: !DIExpression())
!12 = distinct !DIGlobalVariable(scope: null, file: !3, line: 50, type: !13, isLocal: true, isDefinition: true)
!13 = !DICompositeType(tag: DW_TAG_array_type, baseType: !8, size: 168, elements: !14)
!14 = !{!15}
!15 = !DISubrange(count: 21)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !17, size: 2240, elements: !27)
!17 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "body", file: !3, line: 11, size: 448, elements: !18)
!18 = !{!19, !21, !22, !23, !24, !25, !26}
!19 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !17, file: !3, line: 11, baseType: !20, size: 64)
!20 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!21 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !17, file: !3, line: 11, baseType: !20, size: 64, offset: 64)
!22 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !17, file: !3, line: 11, baseType: !20, size: 64, offset: 128)
!23 = !DIDerivedType(tag: DW_TAG_member, name: "vx", scope: !17, file: !3, line: 11, baseType: !20, size: 64, offset: 192)
!24 = !DIDerivedType(tag: DW_TAG_member, name: "vy", scope: !17, file: !3, line: 11, baseType: !20, size: 64, offset: 256)
!25 = !DIDerivedType(tag: DW_TAG_member, name: "vz", scope: !17, file: !3, line: 11, baseType: !20, size: 64, offset: 320)
!26 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !17, file: !3, line: 11, baseType: !20, size: 64, offset: 384)
!27 = !{!28}
!28 = !DISubrange(count: 5)
!29 = !{i32 7, !"Dwarf Version", i32 5}
!30 = !{i32 2, !"Debug Info Version", i32 3}
!31 = !{i32 1, !"wchar_size", i32 4}
!32 = !{i32 8, !"PIC Level", i32 2}
!33 = !{i32 7, !"PIE Level", i32 2}
!34 = !{i32 7, !"uwtable", i32 2}
!35 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!36 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!37 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 43, type: !38, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !41)
!38 = !DISubroutineType(types: !39)
!39 = !{!40}
!40 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!41 = !{!42, !43, !44, !45, !47}
!42 = !DILocalVariable(name: "px", scope: !37, file: !3, line: 44, type: !20)
!43 = !DILocalVariable(name: "py", scope: !37, file: !3, line: 44, type: !20)
!44 = !DILocalVariable(name: "pz", scope: !37, file: !3, line: 44, type: !20)
!45 = !DILocalVariable(name: "i", scope: !46, file: !3, line: 45, type: !40)
!46 = distinct !DILexicalBlock(scope: !37, file: !3, line: 45, column: 5)
!47 = !DILocalVariable(name: "i", scope: !48, file: !3, line: 48, type: !40)
!48 = distinct !DILexicalBlock(scope: !37, file: !3, line: 48, column: 5)
!49 = !DILocation(line: 0, scope: !37)
!50 = !DILocation(line: 0, scope: !46)
!51 = !DILocation(line: 45, column: 51, scope: !52)
!52 = distinct !DILexicalBlock(scope: !53, file: !3, line: 45, column: 33)
!53 = distinct !DILexicalBlock(scope: !46, file: !3, line: 45, column: 5)
!54 = !DILocation(line: 45, column: 66, scope: !52)
!55 = !{!56, !57, i64 48}
!56 = !{!"body", !57, i64 0, !57, i64 8, !57, i64 16, !57, i64 24, !57, i64 32, !57, i64 40, !57, i64 48}
!57 = !{!"double", !58, i64 0}
!58 = !{!"omnipotent char", !59, i64 0}
!59 = !{!"Simple C/C++ TBAA"}
!60 = !DILocation(line: 45, column: 88, scope: !52)
!61 = !{!56, !57, i64 32}
!62 = !DILocation(line: 45, column: 125, scope: !52)
!63 = !{!56, !57, i64 40}
!64 = !DILocation(line: 45, column: 128, scope: !52)
!65 = !DILocation(line: 45, column: 112, scope: !52)
!66 = !DILocation(line: 45, column: 54, scope: !52)
!67 = !DILocation(line: 45, column: 38, scope: !52)
!68 = !DILocation(line: 46, column: 24, scope: !37)
!69 = !DILocation(line: 46, column: 18, scope: !37)
!70 = !{!57, !57, i64 0}
!71 = !DILocation(line: 46, column: 90, scope: !37)
!72 = !DILocation(line: 46, column: 84, scope: !37)
!73 = !DILocalVariable(name: "n", arg: 1, scope: !74, file: !3, line: 33, type: !40)
!74 = distinct !DISubprogram(name: "energy", scope: !3, file: !3, line: 33, type: !75, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !77)
!75 = !DISubroutineType(types: !76)
!76 = !{!20, !40}
!77 = !{!73, !78, !79, !81, !85, !87, !90, !91}
!78 = !DILocalVariable(name: "e", scope: !74, file: !3, line: 34, type: !20)
!79 = !DILocalVariable(name: "i", scope: !80, file: !3, line: 35, type: !40)
!80 = distinct !DILexicalBlock(scope: !74, file: !3, line: 35, column: 5)
!81 = !DILocalVariable(name: "b", scope: !82, file: !3, line: 36, type: !84)
!82 = distinct !DILexicalBlock(scope: !83, file: !3, line: 35, column: 33)
!83 = distinct !DILexicalBlock(scope: !80, file: !3, line: 35, column: 5)
!84 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !17, size: 64)
!85 = !DILocalVariable(name: "j", scope: !86, file: !3, line: 38, type: !40)
!86 = distinct !DILexicalBlock(scope: !82, file: !3, line: 38, column: 9)
!87 = !DILocalVariable(name: "dx", scope: !88, file: !3, line: 38, type: !20)
!88 = distinct !DILexicalBlock(scope: !89, file: !3, line: 38, column: 41)
!89 = distinct !DILexicalBlock(scope: !86, file: !3, line: 38, column: 9)
!90 = !DILocalVariable(name: "dy", scope: !88, file: !3, line: 38, type: !20)
!91 = !DILocalVariable(name: "dz", scope: !88, file: !3, line: 38, type: !20)
!92 = !DILocation(line: 0, scope: !74, inlinedAt: !93)
!93 = distinct !DILocation(line: 47, column: 22, scope: !37)
!94 = !DILocation(line: 0, scope: !80, inlinedAt: !93)
!95 = !DILocation(line: 35, column: 5, scope: !80, inlinedAt: !93)
!96 = !DILocation(line: 0, scope: !82, inlinedAt: !93)
!97 = !DILocation(line: 35, column: 23, scope: !83, inlinedAt: !93)
!98 = distinct !{!98, !95, !99, !100}
!99 = !DILocation(line: 39, column: 5, scope: !80, inlinedAt: !93)
!100 = !{!"llvm.loop.mustprogress"}
!101 = !DILocation(line: 36, column: 27, scope: !82, inlinedAt: !93)
!102 = !DILocation(line: 37, column: 23, scope: !82, inlinedAt: !93)
!103 = !DILocation(line: 37, column: 18, scope: !82, inlinedAt: !93)
!104 = !DILocation(line: 37, column: 34, scope: !82, inlinedAt: !93)
!105 = !{!56, !57, i64 24}
!106 = !DILocation(line: 37, column: 37, scope: !82, inlinedAt: !93)
!107 = !DILocation(line: 37, column: 50, scope: !82, inlinedAt: !93)
!108 = !DILocation(line: 37, column: 53, scope: !82, inlinedAt: !93)
!109 = !DILocation(line: 37, column: 45, scope: !82, inlinedAt: !93)
!110 = !DILocation(line: 37, column: 61, scope: !82, inlinedAt: !93)
!111 = !DILocation(line: 37, column: 28, scope: !82, inlinedAt: !93)
!112 = !DILocation(line: 37, column: 11, scope: !82, inlinedAt: !93)
!113 = !DILocation(line: 38, column: 24, scope: !86, inlinedAt: !93)
!114 = !DILocation(line: 0, scope: !86, inlinedAt: !93)
!115 = !DILocation(line: 38, column: 31, scope: !89, inlinedAt: !93)
!116 = !DILocation(line: 38, column: 9, scope: !86, inlinedAt: !93)
!117 = !{!56, !57, i64 0}
!118 = !{!56, !57, i64 8}
!119 = !{!56, !57, i64 16}
!120 = !DILocation(line: 38, column: 60, scope: !88, inlinedAt: !93)
!121 = !DILocation(line: 38, column: 62, scope: !88, inlinedAt: !93)
!122 = !DILocation(line: 38, column: 72, scope: !88, inlinedAt: !93)
!123 = !DILocation(line: 0, scope: !88, inlinedAt: !93)
!124 = !DILocation(line: 38, column: 97, scope: !88, inlinedAt: !93)
!125 = !DILocation(line: 38, column: 85, scope: !88, inlinedAt: !93)
!126 = !DILocation(line: 38, column: 122, scope: !88, inlinedAt: !93)
!127 = !DILocation(line: 38, column: 150, scope: !88, inlinedAt: !93)
!128 = !DILocation(line: 38, column: 138, scope: !88, inlinedAt: !93)
!129 = !DILocation(line: 38, column: 175, scope: !88, inlinedAt: !93)
!130 = !DILocation(line: 38, column: 165, scope: !88, inlinedAt: !93)
!131 = !DILocation(line: 38, column: 170, scope: !88, inlinedAt: !93)
!132 = !DILocation(line: 38, column: 180, scope: !88, inlinedAt: !93)
!133 = !DILocation(line: 38, column: 157, scope: !88, inlinedAt: !93)
!134 = !DILocation(line: 38, column: 155, scope: !88, inlinedAt: !93)
!135 = !DILocation(line: 38, column: 127, scope: !88, inlinedAt: !93)
!136 = !DILocation(line: 38, column: 37, scope: !89, inlinedAt: !93)
!137 = distinct !{!137, !116, !138, !100}
!138 = !DILocation(line: 38, column: 192, scope: !86, inlinedAt: !93)
!139 = !DILocation(line: 47, column: 5, scope: !37)
!140 = !DILocation(line: 0, scope: !48)
!141 = !DILocation(line: 48, column: 5, scope: !48)
!142 = !DILocation(line: 20, column: 5, scope: !143, inlinedAt: !166)
!143 = distinct !DILexicalBlock(scope: !144, file: !3, line: 20, column: 5)
!144 = distinct !DISubprogram(name: "advance", scope: !3, file: !3, line: 19, type: !145, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !147)
!145 = !DISubroutineType(types: !146)
!146 = !{null, !40, !20}
!147 = !{!148, !149, !150, !151, !154, !156, !159, !160, !161, !162, !163, !164}
!148 = !DILocalVariable(name: "n", arg: 1, scope: !144, file: !3, line: 19, type: !40)
!149 = !DILocalVariable(name: "dt", arg: 2, scope: !144, file: !3, line: 19, type: !20)
!150 = !DILocalVariable(name: "i", scope: !143, file: !3, line: 20, type: !40)
!151 = !DILocalVariable(name: "b", scope: !152, file: !3, line: 21, type: !84)
!152 = distinct !DILexicalBlock(scope: !153, file: !3, line: 20, column: 33)
!153 = distinct !DILexicalBlock(scope: !143, file: !3, line: 20, column: 5)
!154 = !DILocalVariable(name: "j", scope: !155, file: !3, line: 22, type: !40)
!155 = distinct !DILexicalBlock(scope: !152, file: !3, line: 22, column: 9)
!156 = !DILocalVariable(name: "c", scope: !157, file: !3, line: 23, type: !84)
!157 = distinct !DILexicalBlock(scope: !158, file: !3, line: 22, column: 41)
!158 = distinct !DILexicalBlock(scope: !155, file: !3, line: 22, column: 9)
!159 = !DILocalVariable(name: "dx", scope: !157, file: !3, line: 24, type: !20)
!160 = !DILocalVariable(name: "dy", scope: !157, file: !3, line: 24, type: !20)
!161 = !DILocalVariable(name: "dz", scope: !157, file: !3, line: 24, type: !20)
!162 = !DILocalVariable(name: "d2", scope: !157, file: !3, line: 25, type: !20)
!163 = !DILocalVariable(name: "mag", scope: !157, file: !3, line: 26, type: !20)
!164 = !DILocalVariable(name: "i", scope: !165, file: !3, line: 31, type: !40)
!165 = distinct !DILexicalBlock(scope: !144, file: !3, line: 31, column: 5)
!166 = distinct !DILocation(line: 48, column: 36, scope: !167)
!167 = distinct !DILexicalBlock(scope: !48, file: !3, line: 48, column: 5)
!168 = !DILocation(line: 0, scope: !82, inlinedAt: !169)
!169 = distinct !DILocation(line: 49, column: 22, scope: !37)
!170 = !DILocation(line: 0, scope: !74, inlinedAt: !169)
!171 = !DILocation(line: 0, scope: !80, inlinedAt: !169)
!172 = !DILocation(line: 35, column: 5, scope: !80, inlinedAt: !169)
!173 = !DILocation(line: 35, column: 23, scope: !83, inlinedAt: !169)
!174 = distinct !{!174, !172, !175, !100}
!175 = !DILocation(line: 39, column: 5, scope: !80, inlinedAt: !169)
!176 = !DILocation(line: 36, column: 27, scope: !82, inlinedAt: !169)
!177 = !DILocation(line: 37, column: 23, scope: !82, inlinedAt: !169)
!178 = !DILocation(line: 37, column: 18, scope: !82, inlinedAt: !169)
!179 = !DILocation(line: 37, column: 34, scope: !82, inlinedAt: !169)
!180 = !DILocation(line: 37, column: 37, scope: !82, inlinedAt: !169)
!181 = !DILocation(line: 37, column: 50, scope: !82, inlinedAt: !169)
!182 = !DILocation(line: 37, column: 53, scope: !82, inlinedAt: !169)
!183 = !DILocation(line: 37, column: 45, scope: !82, inlinedAt: !169)
!184 = !DILocation(line: 37, column: 61, scope: !82, inlinedAt: !169)
!185 = !DILocation(line: 37, column: 28, scope: !82, inlinedAt: !169)
!186 = !DILocation(line: 37, column: 11, scope: !82, inlinedAt: !169)
!187 = !DILocation(line: 38, column: 24, scope: !86, inlinedAt: !169)
!188 = !DILocation(line: 0, scope: !86, inlinedAt: !169)
!189 = !DILocation(line: 38, column: 31, scope: !89, inlinedAt: !169)
!190 = !DILocation(line: 38, column: 9, scope: !86, inlinedAt: !169)
!191 = !DILocation(line: 38, column: 60, scope: !88, inlinedAt: !169)
!192 = !DILocation(line: 38, column: 62, scope: !88, inlinedAt: !169)
!193 = !DILocation(line: 38, column: 72, scope: !88, inlinedAt: !169)
!194 = !DILocation(line: 0, scope: !88, inlinedAt: !169)
!195 = !DILocation(line: 38, column: 97, scope: !88, inlinedAt: !169)
!196 = !DILocation(line: 38, column: 85, scope: !88, inlinedAt: !169)
!197 = !DILocation(line: 38, column: 122, scope: !88, inlinedAt: !169)
!198 = !DILocation(line: 38, column: 150, scope: !88, inlinedAt: !169)
!199 = !DILocation(line: 38, column: 138, scope: !88, inlinedAt: !169)
!200 = !DILocation(line: 38, column: 175, scope: !88, inlinedAt: !169)
!201 = !DILocation(line: 38, column: 165, scope: !88, inlinedAt: !169)
!202 = !DILocation(line: 38, column: 170, scope: !88, inlinedAt: !169)
!203 = !DILocation(line: 38, column: 180, scope: !88, inlinedAt: !169)
!204 = !DILocation(line: 38, column: 157, scope: !88, inlinedAt: !169)
!205 = !DILocation(line: 38, column: 155, scope: !88, inlinedAt: !169)
!206 = !DILocation(line: 38, column: 127, scope: !88, inlinedAt: !169)
!207 = !DILocation(line: 38, column: 37, scope: !89, inlinedAt: !169)
!208 = distinct !{!208, !190, !209, !100}
!209 = !DILocation(line: 38, column: 192, scope: !86, inlinedAt: !169)
!210 = !DILocation(line: 49, column: 5, scope: !37)
!211 = !DILocation(line: 50, column: 47, scope: !37)
!212 = !DILocation(line: 50, column: 60, scope: !37)
!213 = !DILocation(line: 50, column: 73, scope: !37)
!214 = !DILocation(line: 50, column: 5, scope: !37)
!215 = !DILocation(line: 51, column: 5, scope: !37)
!216 = !DILocation(line: 0, scope: !143, inlinedAt: !166)
!217 = !DILocation(line: 20, column: 23, scope: !153, inlinedAt: !166)
!218 = distinct !{!218, !142, !219, !100}
!219 = !DILocation(line: 30, column: 5, scope: !143, inlinedAt: !166)
!220 = !DILocation(line: 0, scope: !152, inlinedAt: !166)
!221 = !DILocation(line: 22, column: 24, scope: !155, inlinedAt: !166)
!222 = !DILocation(line: 0, scope: !155, inlinedAt: !166)
!223 = !DILocation(line: 22, column: 31, scope: !158, inlinedAt: !166)
!224 = !DILocation(line: 22, column: 9, scope: !155, inlinedAt: !166)
!225 = !DILocation(line: 21, column: 27, scope: !152, inlinedAt: !166)
!226 = !DILocation(line: 28, column: 25, scope: !157, inlinedAt: !166)
!227 = !DILocation(line: 23, column: 31, scope: !157, inlinedAt: !166)
!228 = !DILocation(line: 0, scope: !157, inlinedAt: !166)
!229 = !DILocation(line: 24, column: 71, scope: !157, inlinedAt: !166)
!230 = !DILocation(line: 24, column: 66, scope: !157, inlinedAt: !166)
!231 = !DILocation(line: 25, column: 48, scope: !157, inlinedAt: !166)
!232 = !DILocation(line: 27, column: 30, scope: !157, inlinedAt: !166)
!233 = !DILocation(line: 27, column: 83, scope: !157, inlinedAt: !166)
!234 = !DILocation(line: 27, column: 77, scope: !157, inlinedAt: !166)
!235 = !DILocation(line: 28, column: 16, scope: !157, inlinedAt: !166)
!236 = !DILocation(line: 24, column: 35, scope: !157, inlinedAt: !166)
!237 = !DILocation(line: 24, column: 30, scope: !157, inlinedAt: !166)
!238 = !DILocation(line: 25, column: 28, scope: !157, inlinedAt: !166)
!239 = !DILocation(line: 25, column: 33, scope: !157, inlinedAt: !166)
!240 = !DILocation(line: 25, column: 43, scope: !157, inlinedAt: !166)
!241 = !DILocation(line: 26, column: 37, scope: !157, inlinedAt: !166)
!242 = !DILocation(line: 26, column: 35, scope: !157, inlinedAt: !166)
!243 = !DILocation(line: 26, column: 29, scope: !157, inlinedAt: !166)
!244 = !DILocation(line: 27, column: 19, scope: !157, inlinedAt: !166)
!245 = !DILocation(line: 27, column: 25, scope: !157, inlinedAt: !166)
!246 = !DILocation(line: 27, column: 35, scope: !157, inlinedAt: !166)
!247 = !DILocation(line: 27, column: 93, scope: !157, inlinedAt: !166)
!248 = !DILocation(line: 28, column: 35, scope: !157, inlinedAt: !166)
!249 = !DILocation(line: 28, column: 19, scope: !157, inlinedAt: !166)
!250 = !DILocation(line: 28, column: 83, scope: !157, inlinedAt: !166)
!251 = !DILocation(line: 28, column: 93, scope: !157, inlinedAt: !166)
!252 = !DILocation(line: 28, column: 74, scope: !157, inlinedAt: !166)
!253 = !DILocation(line: 28, column: 77, scope: !157, inlinedAt: !166)
!254 = !DILocation(line: 22, column: 37, scope: !158, inlinedAt: !166)
!255 = distinct !{!255, !224, !256, !100}
!256 = !DILocation(line: 29, column: 9, scope: !155, inlinedAt: !166)
!257 = !DILocation(line: 0, scope: !165, inlinedAt: !166)
!258 = !DILocation(line: 31, column: 65, scope: !259, inlinedAt: !166)
!259 = distinct !DILexicalBlock(scope: !260, file: !3, line: 31, column: 33)
!260 = distinct !DILexicalBlock(scope: !165, file: !3, line: 31, column: 5)
!261 = !DILocation(line: 31, column: 53, scope: !259, inlinedAt: !166)
!262 = !DILocation(line: 31, column: 47, scope: !259, inlinedAt: !166)
!263 = !DILocation(line: 31, column: 133, scope: !259, inlinedAt: !166)
!264 = !DILocation(line: 31, column: 121, scope: !259, inlinedAt: !166)
!265 = !DILocation(line: 31, column: 115, scope: !259, inlinedAt: !166)
!266 = !DILocation(line: 48, column: 32, scope: !167)
!267 = !DILocation(line: 48, column: 23, scope: !167)
!268 = distinct !{!268, !141, !269, !100}
!269 = !DILocation(line: 48, column: 51, scope: !48)
!270 = !DISubprogram(name: "printf", scope: !271, file: !271, line: 356, type: !272, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!271 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!272 = !DISubroutineType(types: !273)
!273 = !{!40, !274, null}
!274 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !275)
!275 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !276, size: 64)
!276 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !8)
