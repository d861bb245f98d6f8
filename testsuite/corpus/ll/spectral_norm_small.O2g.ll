; ModuleID = 'programs/spectral_norm_small.c'
source_filename = "programs/spectral_norm_small.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [6 x i8] c"%.9f\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [18 x i8] c"u[0]=%a v[99]=%a\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !22 {
  %1 = alloca [100 x double], align 16, !DIAssignID !41
  %2 = alloca [100 x double], align 16, !DIAssignID !42
  %3 = alloca [100 x double], align 16, !DIAssignID !43
    #dbg_assign(i1 undef, !27, !DIExpression(), !43, ptr %3, !DIExpression(), !44)
  %4 = alloca [100 x double], align 16, !DIAssignID !45
    #dbg_assign(i1 undef, !32, !DIExpression(), !45, ptr %4, !DIExpression(), !44)
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %3) #4, !dbg !46
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %4) #4, !dbg !46
    #dbg_value(i32 0, !33, !DIExpression(), !47)
  %5 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %3, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %5, align 16, !dbg !48, !tbaa !50
  %6 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !54
  %7 = getelementptr inbounds i8, ptr %3, i64 48, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %6, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %7, align 16, !dbg !48, !tbaa !50
  %8 = getelementptr inbounds i8, ptr %3, i64 64, !dbg !54
  %9 = getelementptr inbounds i8, ptr %3, i64 80, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %8, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %9, align 16, !dbg !48, !tbaa !50
  %10 = getelementptr inbounds i8, ptr %3, i64 96, !dbg !54
  %11 = getelementptr inbounds i8, ptr %3, i64 112, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %10, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %11, align 16, !dbg !48, !tbaa !50
  %12 = getelementptr inbounds i8, ptr %3, i64 128, !dbg !54
  %13 = getelementptr inbounds i8, ptr %3, i64 144, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %12, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %13, align 16, !dbg !48, !tbaa !50
  %14 = getelementptr inbounds i8, ptr %3, i64 160, !dbg !54
  %15 = getelementptr inbounds i8, ptr %3, i64 176, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %14, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %15, align 16, !dbg !48, !tbaa !50
  %16 = getelementptr inbounds i8, ptr %3, i64 192, !dbg !54
  %17 = getelementptr inbounds i8, ptr %3, i64 208, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %16, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %17, align 16, !dbg !48, !tbaa !50
  %18 = getelementptr inbounds i8, ptr %3, i64 224, !dbg !54
  %19 = getelementptr inbounds i8, ptr %3, i64 240, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %18, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %19, align 16, !dbg !48, !tbaa !50
  %20 = getelementptr inbounds i8, ptr %3, i64 256, !dbg !54
  %21 = getelementptr inbounds i8, ptr %3, i64 272, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %20, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %21, align 16, !dbg !48, !tbaa !50
  %22 = getelementptr inbounds i8, ptr %3, i64 288, !dbg !54
  %23 = getelementptr inbounds i8, ptr %3, i64 304, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %22, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %23, align 16, !dbg !48, !tbaa !50
  %24 = getelementptr inbounds i8, ptr %3, i64 320, !dbg !54
  %25 = getelementptr inbounds i8, ptr %3, i64 336, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %24, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %25, align 16, !dbg !48, !tbaa !50
  %26 = getelementptr inbounds i8, ptr %3, i64 352, !dbg !54
  %27 = getelementptr inbounds i8, ptr %3, i64 368, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %26, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %27, align 16, !dbg !48, !tbaa !50
  %28 = getelementptr inbounds i8, ptr %3, i64 384, !dbg !54
  %29 = getelementptr inbounds i8, ptr %3, i64 400, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %28, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %29, align 16, !dbg !48, !tbaa !50
  %30 = getelementptr inbounds i8, ptr %3, i64 416, !dbg !54
  %31 = getelementptr inbounds i8, ptr %3, i64 432, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %30, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %31, align 16, !dbg !48, !tbaa !50
  %32 = getelementptr inbounds i8, ptr %3, i64 448, !dbg !54
  %33 = getelementptr inbounds i8, ptr %3, i64 464, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %32, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %33, align 16, !dbg !48, !tbaa !50
  %34 = getelementptr inbounds i8, ptr %3, i64 480, !dbg !54
  %35 = getelementptr inbounds i8, ptr %3, i64 496, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %34, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %35, align 16, !dbg !48, !tbaa !50
  %36 = getelementptr inbounds i8, ptr %3, i64 512, !dbg !54
  %37 = getelementptr inbounds i8, ptr %3, i64 528, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %36, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %37, align 16, !dbg !48, !tbaa !50
  %38 = getelementptr inbounds i8, ptr %3, i64 544, !dbg !54
  %39 = getelementptr inbounds i8, ptr %3, i64 560, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %38, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %39, align 16, !dbg !48, !tbaa !50
  %40 = getelementptr inbounds i8, ptr %3, i64 576, !dbg !54
  %41 = getelementptr inbounds i8, ptr %3, i64 592, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %40, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %41, align 16, !dbg !48, !tbaa !50
  %42 = getelementptr inbounds i8, ptr %3, i64 608, !dbg !54
  %43 = getelementptr inbounds i8, ptr %3, i64 624, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %42, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %43, align 16, !dbg !48, !tbaa !50
  %44 = getelementptr inbounds i8, ptr %3, i64 640, !dbg !54
  %45 = getelementptr inbounds i8, ptr %3, i64 656, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %44, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %45, align 16, !dbg !48, !tbaa !50
  %46 = getelementptr inbounds i8, ptr %3, i64 672, !dbg !54
  %47 = getelementptr inbounds i8, ptr %3, i64 688, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %46, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %47, align 16, !dbg !48, !tbaa !50
  %48 = getelementptr inbounds i8, ptr %3, i64 704, !dbg !54
  %49 = getelementptr inbounds i8, ptr %3, i64 720, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %48, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %49, align 16, !dbg !48, !tbaa !50
  %50 = getelementptr inbounds i8, ptr %3, i64 736, !dbg !54
  %51 = getelementptr inbounds i8, ptr %3, i64 752, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %50, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %51, align 16, !dbg !48, !tbaa !50
  %52 = getelementptr inbounds i8, ptr %3, i64 768, !dbg !54
  %53 = getelementptr inbounds i8, ptr %3, i64 784, !dbg !48
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %52, align 16, !dbg !48, !tbaa !50
  store <2 x double> <double 1.000000e+00, double 1.000000e+00>, ptr %53, align 16, !dbg !48, !tbaa !50
  br label %54, !dbg !55

54:                                               ; preds = %0, %207
  %55 = phi i32 [ %208, %207 ], [ 0, %0 ]
    #dbg_value(i32 %55, !35, !DIExpression(), !56)
    #dbg_assign(i1 undef, !57, !DIExpression(), !42, ptr %2, !DIExpression(), !67)
    #dbg_value(ptr %3, !65, !DIExpression(), !67)
    #dbg_value(ptr %4, !66, !DIExpression(), !67)
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %2) #4, !dbg !71
    #dbg_value(ptr %3, !72, !DIExpression(), !83)
    #dbg_value(ptr %2, !75, !DIExpression(), !83)
    #dbg_value(i32 0, !76, !DIExpression(), !85)
  br label %56, !dbg !86

56:                                               ; preds = %60, %54
  %57 = phi i64 [ 0, %54 ], [ %58, %60 ]
    #dbg_value(i64 %57, !76, !DIExpression(), !85)
  %58 = add nuw nsw i64 %57, 1, !dbg !87
    #dbg_value(i32 0, !81, !DIExpression(), !88)
    #dbg_value(double 0.000000e+00, !78, !DIExpression(), !89)
  %59 = trunc nuw nsw i64 %58 to i32
  br label %63, !dbg !90

60:                                               ; preds = %63
  %61 = getelementptr inbounds double, ptr %2, i64 %57, !dbg !91
  store double %90, ptr %61, align 8, !dbg !92, !tbaa !50
    #dbg_value(i64 %58, !76, !DIExpression(), !85)
  %62 = icmp eq i64 %58, 100, !dbg !93
  br i1 %62, label %93, label %56, !dbg !86, !llvm.loop !94

63:                                               ; preds = %63, %56
  %64 = phi i64 [ 0, %56 ], [ %91, %63 ]
  %65 = phi double [ 0.000000e+00, %56 ], [ %90, %63 ]
    #dbg_value(i64 %64, !81, !DIExpression(), !88)
    #dbg_value(double %65, !78, !DIExpression(), !89)
    #dbg_value(i64 %57, !97, !DIExpression(), !103)
    #dbg_value(i64 %64, !102, !DIExpression(), !103)
  %66 = add nuw nsw i64 %64, %57, !dbg !106
  %67 = add nuw nsw i64 %66, 1, !dbg !107
  %68 = mul i64 %67, %66, !dbg !108
  %69 = trunc i64 %68 to i32, !dbg !109
  %70 = lshr i32 %69, 1, !dbg !109
  %71 = add nuw nsw i32 %70, %59, !dbg !110
  %72 = uitofp nneg i32 %71 to double, !dbg !111
  %73 = fdiv double 1.000000e+00, %72, !dbg !112
  %74 = getelementptr inbounds double, ptr %3, i64 %64, !dbg !113
  %75 = load double, ptr %74, align 16, !dbg !113, !tbaa !50
  %76 = fmul double %75, %73, !dbg !114
  %77 = fadd double %65, %76, !dbg !115
    #dbg_value(double %77, !78, !DIExpression(), !89)
  %78 = or disjoint i64 %64, 1, !dbg !116
    #dbg_value(i64 %78, !81, !DIExpression(), !88)
    #dbg_value(i64 %78, !102, !DIExpression(), !103)
  %79 = add nuw nsw i64 %78, %57, !dbg !106
  %80 = add nuw nsw i64 %79, 1, !dbg !107
  %81 = mul i64 %80, %79, !dbg !108
  %82 = trunc i64 %81 to i32, !dbg !109
  %83 = lshr i32 %82, 1, !dbg !109
  %84 = add nuw nsw i32 %83, %59, !dbg !110
  %85 = uitofp nneg i32 %84 to double, !dbg !111
  %86 = fdiv double 1.000000e+00, %85, !dbg !112
  %87 = getelementptr inbounds double, ptr %3, i64 %78, !dbg !113
  %88 = load double, ptr %87, align 8, !dbg !113, !tbaa !50
  %89 = fmul double %88, %86, !dbg !114
  %90 = fadd double %77, %89, !dbg !115
    #dbg_value(double %90, !78, !DIExpression(), !89)
  %91 = add nuw nsw i64 %64, 2, !dbg !116
    #dbg_value(i64 %91, !81, !DIExpression(), !88)
  %92 = icmp eq i64 %91, 100, !dbg !117
  br i1 %92, label %60, label %63, !dbg !90, !llvm.loop !118

93:                                               ; preds = %60, %95
  %94 = phi i64 [ %97, %95 ], [ 0, %60 ]
    #dbg_value(i64 %94, !120, !DIExpression(), !131)
    #dbg_value(i32 0, !129, !DIExpression(), !133)
    #dbg_value(double 0.000000e+00, !126, !DIExpression(), !134)
  br label %99, !dbg !135

95:                                               ; preds = %99
  %96 = getelementptr inbounds double, ptr %4, i64 %94, !dbg !136
  store double %129, ptr %96, align 8, !dbg !137, !tbaa !50
  %97 = add nuw nsw i64 %94, 1, !dbg !138
    #dbg_value(i64 %97, !120, !DIExpression(), !131)
  %98 = icmp eq i64 %97, 100, !dbg !139
  br i1 %98, label %131, label %93, !dbg !140, !llvm.loop !141

99:                                               ; preds = %99, %93
  %100 = phi i64 [ 0, %93 ], [ %121, %99 ]
  %101 = phi double [ 0.000000e+00, %93 ], [ %129, %99 ]
    #dbg_value(i64 %100, !129, !DIExpression(), !133)
    #dbg_value(double %101, !126, !DIExpression(), !134)
    #dbg_value(i64 %100, !97, !DIExpression(), !143)
    #dbg_value(i64 %94, !102, !DIExpression(), !143)
  %102 = add nuw nsw i64 %100, %94, !dbg !146
  %103 = add nuw nsw i64 %102, 1, !dbg !147
  %104 = mul i64 %103, %102, !dbg !148
  %105 = trunc i64 %104 to i32, !dbg !149
  %106 = lshr i32 %105, 1, !dbg !149
  %107 = or disjoint i64 %100, 1, !dbg !150
  %108 = trunc nuw nsw i64 %107 to i32, !dbg !151
  %109 = add nuw nsw i32 %106, %108, !dbg !151
  %110 = uitofp nneg i32 %109 to double, !dbg !152
  %111 = fdiv double 1.000000e+00, %110, !dbg !153
  %112 = getelementptr inbounds double, ptr %2, i64 %100, !dbg !154
  %113 = load double, ptr %112, align 16, !dbg !154, !tbaa !50
  %114 = fmul double %113, %111, !dbg !155
  %115 = fadd double %101, %114, !dbg !156
    #dbg_value(i64 %107, !129, !DIExpression(), !133)
    #dbg_value(double %115, !126, !DIExpression(), !134)
    #dbg_value(i64 %107, !97, !DIExpression(), !143)
  %116 = add nuw nsw i64 %107, %94, !dbg !146
  %117 = add nuw nsw i64 %116, 1, !dbg !147
  %118 = mul i64 %117, %116, !dbg !148
  %119 = trunc i64 %118 to i32, !dbg !149
  %120 = lshr i32 %119, 1, !dbg !149
  %121 = add nuw nsw i64 %100, 2, !dbg !150
  %122 = trunc nuw nsw i64 %121 to i32, !dbg !151
  %123 = add nuw nsw i32 %120, %122, !dbg !151
  %124 = uitofp nneg i32 %123 to double, !dbg !152
  %125 = fdiv double 1.000000e+00, %124, !dbg !153
  %126 = getelementptr inbounds double, ptr %2, i64 %107, !dbg !154
  %127 = load double, ptr %126, align 8, !dbg !154, !tbaa !50
  %128 = fmul double %127, %125, !dbg !155
  %129 = fadd double %115, %128, !dbg !156
    #dbg_value(i64 %121, !129, !DIExpression(), !133)
    #dbg_value(double %129, !126, !DIExpression(), !134)
  %130 = icmp eq i64 %121, 100, !dbg !157
  br i1 %130, label %95, label %99, !dbg !135, !llvm.loop !158

131:                                              ; preds = %95
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %2) #4, !dbg !160
    #dbg_assign(i1 undef, !57, !DIExpression(), !41, ptr %1, !DIExpression(), !161)
    #dbg_value(ptr %4, !65, !DIExpression(), !161)
    #dbg_value(ptr %3, !66, !DIExpression(), !161)
  call void @llvm.lifetime.start.p0(i64 800, ptr nonnull %1) #4, !dbg !163
    #dbg_value(ptr %4, !72, !DIExpression(), !164)
    #dbg_value(ptr %1, !75, !DIExpression(), !164)
    #dbg_value(i32 0, !76, !DIExpression(), !166)
  br label %132, !dbg !167

132:                                              ; preds = %136, %131
  %133 = phi i64 [ 0, %131 ], [ %134, %136 ]
    #dbg_value(i64 %133, !76, !DIExpression(), !166)
  %134 = add nuw nsw i64 %133, 1, !dbg !168
    #dbg_value(i32 0, !81, !DIExpression(), !169)
    #dbg_value(double 0.000000e+00, !78, !DIExpression(), !170)
  %135 = trunc nuw nsw i64 %134 to i32
  br label %139, !dbg !171

136:                                              ; preds = %139
  %137 = getelementptr inbounds double, ptr %1, i64 %133, !dbg !172
  store double %166, ptr %137, align 8, !dbg !173, !tbaa !50
    #dbg_value(i64 %134, !76, !DIExpression(), !166)
  %138 = icmp eq i64 %134, 100, !dbg !174
  br i1 %138, label %169, label %132, !dbg !167, !llvm.loop !175

139:                                              ; preds = %139, %132
  %140 = phi i64 [ 0, %132 ], [ %167, %139 ]
  %141 = phi double [ 0.000000e+00, %132 ], [ %166, %139 ]
    #dbg_value(i64 %140, !81, !DIExpression(), !169)
    #dbg_value(double %141, !78, !DIExpression(), !170)
    #dbg_value(i64 %133, !97, !DIExpression(), !177)
    #dbg_value(i64 %140, !102, !DIExpression(), !177)
  %142 = add nuw nsw i64 %140, %133, !dbg !179
  %143 = add nuw nsw i64 %142, 1, !dbg !180
  %144 = mul i64 %143, %142, !dbg !181
  %145 = trunc i64 %144 to i32, !dbg !182
  %146 = lshr i32 %145, 1, !dbg !182
  %147 = add nuw nsw i32 %146, %135, !dbg !183
  %148 = uitofp nneg i32 %147 to double, !dbg !184
  %149 = fdiv double 1.000000e+00, %148, !dbg !185
  %150 = getelementptr inbounds double, ptr %4, i64 %140, !dbg !186
  %151 = load double, ptr %150, align 16, !dbg !186, !tbaa !50
  %152 = fmul double %151, %149, !dbg !187
  %153 = fadd double %141, %152, !dbg !188
    #dbg_value(double %153, !78, !DIExpression(), !170)
  %154 = or disjoint i64 %140, 1, !dbg !189
    #dbg_value(i64 %154, !81, !DIExpression(), !169)
    #dbg_value(i64 %154, !102, !DIExpression(), !177)
  %155 = add nuw nsw i64 %154, %133, !dbg !179
  %156 = add nuw nsw i64 %155, 1, !dbg !180
  %157 = mul i64 %156, %155, !dbg !181
  %158 = trunc i64 %157 to i32, !dbg !182
  %159 = lshr i32 %158, 1, !dbg !182
  %160 = add nuw nsw i32 %159, %135, !dbg !183
  %161 = uitofp nneg i32 %160 to double, !dbg !184
  %162 = fdiv double 1.000000e+00, %161, !dbg !185
  %163 = getelementptr inbounds double, ptr %4, i64 %154, !dbg !186
  %164 = load double, ptr %163, align 8, !dbg !186, !tbaa !50
  %165 = fmul double %164, %162, !dbg !187
  %166 = fadd double %153, %165, !dbg !188
    #dbg_value(double %166, !78, !DIExpression(), !170)
  %167 = add nuw nsw i64 %140, 2, !dbg !189
    #dbg_value(i64 %167, !81, !DIExpression(), !169)
  %168 = icmp eq i64 %167, 100, !dbg !190
  br i1 %168, label %136, label %139, !dbg !171, !llvm.loop !191

169:                                              ; preds = %136, %171
  %170 = phi i64 [ %173, %171 ], [ 0, %136 ]
    #dbg_value(i64 %170, !120, !DIExpression(), !193)
    #dbg_value(i32 0, !129, !DIExpression(), !195)
    #dbg_value(double 0.000000e+00, !126, !DIExpression(), !196)
  br label %175, !dbg !197

171:                                              ; preds = %175
  %172 = getelementptr inbounds double, ptr %3, i64 %170, !dbg !198
  store double %205, ptr %172, align 8, !dbg !199, !tbaa !50
  %173 = add nuw nsw i64 %170, 1, !dbg !200
    #dbg_value(i64 %173, !120, !DIExpression(), !193)
  %174 = icmp eq i64 %173, 100, !dbg !201
  br i1 %174, label %207, label %169, !dbg !202, !llvm.loop !203

175:                                              ; preds = %175, %169
  %176 = phi i64 [ 0, %169 ], [ %197, %175 ]
  %177 = phi double [ 0.000000e+00, %169 ], [ %205, %175 ]
    #dbg_value(i64 %176, !129, !DIExpression(), !195)
    #dbg_value(double %177, !126, !DIExpression(), !196)
    #dbg_value(i64 %176, !97, !DIExpression(), !205)
    #dbg_value(i64 %170, !102, !DIExpression(), !205)
  %178 = add nuw nsw i64 %176, %170, !dbg !207
  %179 = add nuw nsw i64 %178, 1, !dbg !208
  %180 = mul i64 %179, %178, !dbg !209
  %181 = trunc i64 %180 to i32, !dbg !210
  %182 = lshr i32 %181, 1, !dbg !210
  %183 = or disjoint i64 %176, 1, !dbg !211
  %184 = trunc nuw nsw i64 %183 to i32, !dbg !212
  %185 = add nuw nsw i32 %182, %184, !dbg !212
  %186 = uitofp nneg i32 %185 to double, !dbg !213
  %187 = fdiv double 1.000000e+00, %186, !dbg !214
  %188 = getelementptr inbounds double, ptr %1, i64 %176, !dbg !215
  %189 = load double, ptr %188, align 16, !dbg !215, !tbaa !50
  %190 = fmul double %189, %187, !dbg !216
  %191 = fadd double %177, %190, !dbg !217
    #dbg_value(i64 %183, !129, !DIExpression(), !195)
    #dbg_value(double %191, !126, !DIExpression(), !196)
    #dbg_value(i64 %183, !97, !DIExpression(), !205)
  %192 = add nuw nsw i64 %183, %170, !dbg !207
  %193 = add nuw nsw i64 %192, 1, !dbg !208
  %194 = mul i64 %193, %192, !dbg !209
  %195 = trunc i64 %194 to i32, !dbg !210
  %196 = lshr i32 %195, 1, !dbg !210
  %197 = add nuw nsw i64 %176, 2, !dbg !211
  %198 = trunc nuw nsw i64 %197 to i32, !dbg !212
  %199 = add nuw nsw i32 %196, %198, !dbg !212
  %200 = uitofp nneg i32 %199 to double, !dbg !213
  %201 = fdiv double 1.000000e+00, %200, !dbg !214
  %202 = getelementptr inbounds double, ptr %1, i64 %183, !dbg !215
  %203 = load double, ptr %202, align 8, !dbg !215, !tbaa !50
  %204 = fmul double %203, %201, !dbg !216
  %205 = fadd double %191, %204, !dbg !217
    #dbg_value(i64 %197, !129, !DIExpression(), !195)
    #dbg_value(double %205, !126, !DIExpression(), !196)
  %206 = icmp eq i64 %197, 100, !dbg !218
  br i1 %206, label %171, label %175, !dbg !197, !llvm.loop !219

207:                                              ; preds = %171
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %1) #4, !dbg !221
  %208 = add nuw nsw i32 %55, 1, !dbg !222
    #dbg_value(i32 %208, !35, !DIExpression(), !56)
  %209 = icmp eq i32 %208, 10, !dbg !223
  br i1 %209, label %220, label %54, !dbg !55, !llvm.loop !224

210:                                              ; preds = %220
  %211 = extractelement <2 x double> %241, i64 0, !dbg !226
  %212 = extractelement <2 x double> %241, i64 1, !dbg !226
  %213 = fdiv double %212, %211, !dbg !226
  %214 = tail call double @sqrt(double noundef %213) #4, !dbg !227
  %215 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, double noundef %214), !dbg !228
  %216 = load double, ptr %3, align 16, !dbg !229, !tbaa !50
  %217 = getelementptr inbounds i8, ptr %4, i64 792, !dbg !230
  %218 = load double, ptr %217, align 8, !dbg !230, !tbaa !50
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %216, double noundef %218), !dbg !231
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %4) #4, !dbg !232
  call void @llvm.lifetime.end.p0(i64 800, ptr nonnull %3) #4, !dbg !232
  ret i32 0, !dbg !233

220:                                              ; preds = %207, %220
  %221 = phi i64 [ %242, %220 ], [ 0, %207 ]
  %222 = phi <2 x double> [ %241, %220 ], [ zeroinitializer, %207 ]
    #dbg_value(i64 %221, !39, !DIExpression(), !234)
    #dbg_value(double poison, !38, !DIExpression(), !44)
    #dbg_value(double poison, !37, !DIExpression(), !44)
  %223 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %221, !dbg !235
  %224 = load double, ptr %223, align 16, !dbg !235, !tbaa !50
  %225 = getelementptr inbounds [100 x double], ptr %4, i64 0, i64 %221, !dbg !238
  %226 = load double, ptr %225, align 16, !dbg !238, !tbaa !50
  %227 = insertelement <2 x double> poison, double %226, i64 0, !dbg !239
  %228 = insertelement <2 x double> %227, double %224, i64 1, !dbg !239
  %229 = shufflevector <2 x double> %227, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !239
  %230 = fmul <2 x double> %228, %229, !dbg !239
  %231 = fadd <2 x double> %222, %230, !dbg !240
  %232 = or disjoint i64 %221, 1, !dbg !241
    #dbg_value(i64 %232, !39, !DIExpression(), !234)
  %233 = getelementptr inbounds [100 x double], ptr %3, i64 0, i64 %232, !dbg !235
  %234 = load double, ptr %233, align 8, !dbg !235, !tbaa !50
  %235 = getelementptr inbounds [100 x double], ptr %4, i64 0, i64 %232, !dbg !238
  %236 = load double, ptr %235, align 8, !dbg !238, !tbaa !50
  %237 = insertelement <2 x double> poison, double %236, i64 0, !dbg !239
  %238 = insertelement <2 x double> %237, double %234, i64 1, !dbg !239
  %239 = shufflevector <2 x double> %237, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !239
  %240 = fmul <2 x double> %238, %239, !dbg !239
  %241 = fadd <2 x double> %231, %240, !dbg !240
  %242 = add nuw nsw i64 %221, 2, !dbg !241
    #dbg_value(i64 %242, !39, !DIExpression(), !234)
  %243 = icmp eq i64 %242, 100, !dbg !242
  br i1 %243, label %210, label %220, !dbg !243, !llvm.loop !244
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !246 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !253 double @sqrt(double noundef) local_unnamed_addr #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!14, !15, !16, !17, !18, !19, !20}
!llvm.ident = !{!21}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 20, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/spectral_norm_small.c", directory: ".", checksumkind: CSK_MD5, checksum: "3f221a9de4d49a34f5672fbd8349943e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 48, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 6)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 21, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 144, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 18)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, globals: !13, splitDebugInlining: false, nameTableKind: None)
!13 = !{!0, !7}
!14 = !{i32 7, !"Dwarf Version", i32 5}
!15 = !{i32 2, !"Debug Info Version", i32 3}
!16 = !{i32 1, !"wchar_size", i32 4}
!17 = !{i32 8, !"PIC Level", i32 2}
!18 = !{i32 7, !"PIE Level", i32 2}
!19 = !{i32 7, !"uwtable", i32 2}
!20 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!21 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!22 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !23, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !26)
!23 = !DISubroutineType(types: !24)
!24 = !{!25}
!25 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!26 = !{!27, !32, !33, !35, !37, !38, !39}
!27 = !DILocalVariable(name: "u", scope: !22, file: !2, line: 15, type: !28)
!28 = !DICompositeType(tag: DW_TAG_array_type, baseType: !29, size: 6400, elements: !30)
!29 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!30 = !{!31}
!31 = !DISubrange(count: 100)
!32 = !DILocalVariable(name: "v", scope: !22, file: !2, line: 15, type: !28)
!33 = !DILocalVariable(name: "i", scope: !34, file: !2, line: 16, type: !25)
!34 = distinct !DILexicalBlock(scope: !22, file: !2, line: 16, column: 5)
!35 = !DILocalVariable(name: "i", scope: !36, file: !2, line: 17, type: !25)
!36 = distinct !DILexicalBlock(scope: !22, file: !2, line: 17, column: 5)
!37 = !DILocalVariable(name: "vBv", scope: !22, file: !2, line: 18, type: !29)
!38 = !DILocalVariable(name: "vv", scope: !22, file: !2, line: 18, type: !29)
!39 = !DILocalVariable(name: "i", scope: !40, file: !2, line: 19, type: !25)
!40 = distinct !DILexicalBlock(scope: !22, file: !2, line: 19, column: 5)
!41 = distinct !DIAssignID()
!42 = distinct !DIAssignID()
!43 = distinct !DIAssignID()
!44 = !DILocation(line: 0, scope: !22)
!45 = distinct !DIAssignID()
!46 = !DILocation(line: 15, column: 5, scope: !22)
!47 = !DILocation(line: 0, scope: !34)
!48 = !DILocation(line: 16, column: 38, scope: !49)
!49 = distinct !DILexicalBlock(scope: !34, file: !2, line: 16, column: 5)
!50 = !{!51, !51, i64 0}
!51 = !{!"double", !52, i64 0}
!52 = !{!"omnipotent char", !53, i64 0}
!53 = !{!"Simple C/C++ TBAA"}
!54 = !DILocation(line: 16, column: 33, scope: !49)
!55 = !DILocation(line: 17, column: 5, scope: !36)
!56 = !DILocation(line: 0, scope: !36)
!57 = !DILocalVariable(name: "tmp", scope: !58, file: !2, line: 12, type: !28)
!58 = distinct !DISubprogram(name: "mul_AtAv", scope: !2, file: !2, line: 12, type: !59, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !64)
!59 = !DISubroutineType(types: !60)
!60 = !{null, !61, !63}
!61 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !62, size: 64)
!62 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !29)
!63 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !29, size: 64)
!64 = !{!65, !66, !57}
!65 = !DILocalVariable(name: "v", arg: 1, scope: !58, file: !2, line: 12, type: !61)
!66 = !DILocalVariable(name: "out", arg: 2, scope: !58, file: !2, line: 12, type: !63)
!67 = !DILocation(line: 0, scope: !58, inlinedAt: !68)
!68 = distinct !DILocation(line: 17, column: 36, scope: !69)
!69 = distinct !DILexicalBlock(scope: !70, file: !2, line: 17, column: 34)
!70 = distinct !DILexicalBlock(scope: !36, file: !2, line: 17, column: 5)
!71 = !DILocation(line: 12, column: 54, scope: !58, inlinedAt: !68)
!72 = !DILocalVariable(name: "v", arg: 1, scope: !73, file: !2, line: 10, type: !61)
!73 = distinct !DISubprogram(name: "mul_Av", scope: !2, file: !2, line: 10, type: !59, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !74)
!74 = !{!72, !75, !76, !78, !81}
!75 = !DILocalVariable(name: "av", arg: 2, scope: !73, file: !2, line: 10, type: !63)
!76 = !DILocalVariable(name: "i", scope: !77, file: !2, line: 10, type: !25)
!77 = distinct !DILexicalBlock(scope: !73, file: !2, line: 10, column: 51)
!78 = !DILocalVariable(name: "s", scope: !79, file: !2, line: 10, type: !29)
!79 = distinct !DILexicalBlock(scope: !80, file: !2, line: 10, column: 79)
!80 = distinct !DILexicalBlock(scope: !77, file: !2, line: 10, column: 51)
!81 = !DILocalVariable(name: "j", scope: !82, file: !2, line: 10, type: !25)
!82 = distinct !DILexicalBlock(scope: !79, file: !2, line: 10, column: 95)
!83 = !DILocation(line: 0, scope: !73, inlinedAt: !84)
!84 = distinct !DILocation(line: 12, column: 69, scope: !58, inlinedAt: !68)
!85 = !DILocation(line: 0, scope: !77, inlinedAt: !84)
!86 = !DILocation(line: 10, column: 51, scope: !77, inlinedAt: !84)
!87 = !DILocation(line: 10, column: 75, scope: !80, inlinedAt: !84)
!88 = !DILocation(line: 0, scope: !82, inlinedAt: !84)
!89 = !DILocation(line: 0, scope: !79, inlinedAt: !84)
!90 = !DILocation(line: 10, column: 95, scope: !82, inlinedAt: !84)
!91 = !DILocation(line: 10, column: 149, scope: !79, inlinedAt: !84)
!92 = !DILocation(line: 10, column: 155, scope: !79, inlinedAt: !84)
!93 = !DILocation(line: 10, column: 69, scope: !80, inlinedAt: !84)
!94 = distinct !{!94, !86, !95, !96}
!95 = !DILocation(line: 10, column: 160, scope: !77, inlinedAt: !84)
!96 = !{!"llvm.loop.mustprogress"}
!97 = !DILocalVariable(name: "i", arg: 1, scope: !98, file: !2, line: 9, type: !25)
!98 = distinct !DISubprogram(name: "eval_A", scope: !2, file: !2, line: 9, type: !99, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !101)
!99 = !DISubroutineType(types: !100)
!100 = !{!29, !25, !25}
!101 = !{!97, !102}
!102 = !DILocalVariable(name: "j", arg: 2, scope: !98, file: !2, line: 9, type: !25)
!103 = !DILocation(line: 0, scope: !98, inlinedAt: !104)
!104 = distinct !DILocation(line: 10, column: 128, scope: !105, inlinedAt: !84)
!105 = distinct !DILexicalBlock(scope: !82, file: !2, line: 10, column: 95)
!106 = !DILocation(line: 9, column: 55, scope: !98, inlinedAt: !104)
!107 = !DILocation(line: 9, column: 69, scope: !98, inlinedAt: !104)
!108 = !DILocation(line: 9, column: 60, scope: !98, inlinedAt: !104)
!109 = !DILocation(line: 9, column: 74, scope: !98, inlinedAt: !104)
!110 = !DILocation(line: 9, column: 82, scope: !98, inlinedAt: !104)
!111 = !DILocation(line: 9, column: 51, scope: !98, inlinedAt: !104)
!112 = !DILocation(line: 9, column: 49, scope: !98, inlinedAt: !104)
!113 = !DILocation(line: 10, column: 143, scope: !105, inlinedAt: !84)
!114 = !DILocation(line: 10, column: 141, scope: !105, inlinedAt: !84)
!115 = !DILocation(line: 10, column: 125, scope: !105, inlinedAt: !84)
!116 = !DILocation(line: 10, column: 119, scope: !105, inlinedAt: !84)
!117 = !DILocation(line: 10, column: 113, scope: !105, inlinedAt: !84)
!118 = distinct !{!118, !90, !119, !96}
!119 = !DILocation(line: 10, column: 146, scope: !82, inlinedAt: !84)
!120 = !DILocalVariable(name: "i", scope: !121, file: !2, line: 11, type: !25)
!121 = distinct !DILexicalBlock(scope: !122, file: !2, line: 11, column: 53)
!122 = distinct !DISubprogram(name: "mul_Atv", scope: !2, file: !2, line: 11, type: !59, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !123)
!123 = !{!124, !125, !120, !126, !129}
!124 = !DILocalVariable(name: "v", arg: 1, scope: !122, file: !2, line: 11, type: !61)
!125 = !DILocalVariable(name: "atv", arg: 2, scope: !122, file: !2, line: 11, type: !63)
!126 = !DILocalVariable(name: "s", scope: !127, file: !2, line: 11, type: !29)
!127 = distinct !DILexicalBlock(scope: !128, file: !2, line: 11, column: 81)
!128 = distinct !DILexicalBlock(scope: !121, file: !2, line: 11, column: 53)
!129 = !DILocalVariable(name: "j", scope: !130, file: !2, line: 11, type: !25)
!130 = distinct !DILexicalBlock(scope: !127, file: !2, line: 11, column: 97)
!131 = !DILocation(line: 0, scope: !121, inlinedAt: !132)
!132 = distinct !DILocation(line: 12, column: 85, scope: !58, inlinedAt: !68)
!133 = !DILocation(line: 0, scope: !130, inlinedAt: !132)
!134 = !DILocation(line: 0, scope: !127, inlinedAt: !132)
!135 = !DILocation(line: 11, column: 97, scope: !130, inlinedAt: !132)
!136 = !DILocation(line: 11, column: 151, scope: !127, inlinedAt: !132)
!137 = !DILocation(line: 11, column: 158, scope: !127, inlinedAt: !132)
!138 = !DILocation(line: 11, column: 77, scope: !128, inlinedAt: !132)
!139 = !DILocation(line: 11, column: 71, scope: !128, inlinedAt: !132)
!140 = !DILocation(line: 11, column: 53, scope: !121, inlinedAt: !132)
!141 = distinct !{!141, !140, !142, !96}
!142 = !DILocation(line: 11, column: 163, scope: !121, inlinedAt: !132)
!143 = !DILocation(line: 0, scope: !98, inlinedAt: !144)
!144 = distinct !DILocation(line: 11, column: 130, scope: !145, inlinedAt: !132)
!145 = distinct !DILexicalBlock(scope: !130, file: !2, line: 11, column: 97)
!146 = !DILocation(line: 9, column: 55, scope: !98, inlinedAt: !144)
!147 = !DILocation(line: 9, column: 69, scope: !98, inlinedAt: !144)
!148 = !DILocation(line: 9, column: 60, scope: !98, inlinedAt: !144)
!149 = !DILocation(line: 9, column: 74, scope: !98, inlinedAt: !144)
!150 = !DILocation(line: 9, column: 78, scope: !98, inlinedAt: !144)
!151 = !DILocation(line: 9, column: 82, scope: !98, inlinedAt: !144)
!152 = !DILocation(line: 9, column: 51, scope: !98, inlinedAt: !144)
!153 = !DILocation(line: 9, column: 49, scope: !98, inlinedAt: !144)
!154 = !DILocation(line: 11, column: 145, scope: !145, inlinedAt: !132)
!155 = !DILocation(line: 11, column: 143, scope: !145, inlinedAt: !132)
!156 = !DILocation(line: 11, column: 127, scope: !145, inlinedAt: !132)
!157 = !DILocation(line: 11, column: 115, scope: !145, inlinedAt: !132)
!158 = distinct !{!158, !135, !159, !96}
!159 = !DILocation(line: 11, column: 148, scope: !130, inlinedAt: !132)
!160 = !DILocation(line: 12, column: 104, scope: !58, inlinedAt: !68)
!161 = !DILocation(line: 0, scope: !58, inlinedAt: !162)
!162 = distinct !DILocation(line: 17, column: 52, scope: !69)
!163 = !DILocation(line: 12, column: 54, scope: !58, inlinedAt: !162)
!164 = !DILocation(line: 0, scope: !73, inlinedAt: !165)
!165 = distinct !DILocation(line: 12, column: 69, scope: !58, inlinedAt: !162)
!166 = !DILocation(line: 0, scope: !77, inlinedAt: !165)
!167 = !DILocation(line: 10, column: 51, scope: !77, inlinedAt: !165)
!168 = !DILocation(line: 10, column: 75, scope: !80, inlinedAt: !165)
!169 = !DILocation(line: 0, scope: !82, inlinedAt: !165)
!170 = !DILocation(line: 0, scope: !79, inlinedAt: !165)
!171 = !DILocation(line: 10, column: 95, scope: !82, inlinedAt: !165)
!172 = !DILocation(line: 10, column: 149, scope: !79, inlinedAt: !165)
!173 = !DILocation(line: 10, column: 155, scope: !79, inlinedAt: !165)
!174 = !DILocation(line: 10, column: 69, scope: !80, inlinedAt: !165)
!175 = distinct !{!175, !167, !176, !96}
!176 = !DILocation(line: 10, column: 160, scope: !77, inlinedAt: !165)
!177 = !DILocation(line: 0, scope: !98, inlinedAt: !178)
!178 = distinct !DILocation(line: 10, column: 128, scope: !105, inlinedAt: !165)
!179 = !DILocation(line: 9, column: 55, scope: !98, inlinedAt: !178)
!180 = !DILocation(line: 9, column: 69, scope: !98, inlinedAt: !178)
!181 = !DILocation(line: 9, column: 60, scope: !98, inlinedAt: !178)
!182 = !DILocation(line: 9, column: 74, scope: !98, inlinedAt: !178)
!183 = !DILocation(line: 9, column: 82, scope: !98, inlinedAt: !178)
!184 = !DILocation(line: 9, column: 51, scope: !98, inlinedAt: !178)
!185 = !DILocation(line: 9, column: 49, scope: !98, inlinedAt: !178)
!186 = !DILocation(line: 10, column: 143, scope: !105, inlinedAt: !165)
!187 = !DILocation(line: 10, column: 141, scope: !105, inlinedAt: !165)
!188 = !DILocation(line: 10, column: 125, scope: !105, inlinedAt: !165)
!189 = !DILocation(line: 10, column: 119, scope: !105, inlinedAt: !165)
!190 = !DILocation(line: 10, column: 113, scope: !105, inlinedAt: !165)
!191 = distinct !{!191, !171, !192, !96}
!192 = !DILocation(line: 10, column: 146, scope: !82, inlinedAt: !165)
!193 = !DILocation(line: 0, scope: !121, inlinedAt: !194)
!194 = distinct !DILocation(line: 12, column: 85, scope: !58, inlinedAt: !162)
!195 = !DILocation(line: 0, scope: !130, inlinedAt: !194)
!196 = !DILocation(line: 0, scope: !127, inlinedAt: !194)
!197 = !DILocation(line: 11, column: 97, scope: !130, inlinedAt: !194)
!198 = !DILocation(line: 11, column: 151, scope: !127, inlinedAt: !194)
!199 = !DILocation(line: 11, column: 158, scope: !127, inlinedAt: !194)
!200 = !DILocation(line: 11, column: 77, scope: !128, inlinedAt: !194)
!201 = !DILocation(line: 11, column: 71, scope: !128, inlinedAt: !194)
!202 = !DILocation(line: 11, column: 53, scope: !121, inlinedAt: !194)
!203 = distinct !{!203, !202, !204, !96}
!204 = !DILocation(line: 11, column: 163, scope: !121, inlinedAt: !194)
!205 = !DILocation(line: 0, scope: !98, inlinedAt: !206)
!206 = distinct !DILocation(line: 11, column: 130, scope: !145, inlinedAt: !194)
!207 = !DILocation(line: 9, column: 55, scope: !98, inlinedAt: !206)
!208 = !DILocation(line: 9, column: 69, scope: !98, inlinedAt: !206)
!209 = !DILocation(line: 9, column: 60, scope: !98, inlinedAt: !206)
!210 = !DILocation(line: 9, column: 74, scope: !98, inlinedAt: !206)
!211 = !DILocation(line: 9, column: 78, scope: !98, inlinedAt: !206)
!212 = !DILocation(line: 9, column: 82, scope: !98, inlinedAt: !206)
!213 = !DILocation(line: 9, column: 51, scope: !98, inlinedAt: !206)
!214 = !DILocation(line: 9, column: 49, scope: !98, inlinedAt: !206)
!215 = !DILocation(line: 11, column: 145, scope: !145, inlinedAt: !194)
!216 = !DILocation(line: 11, column: 143, scope: !145, inlinedAt: !194)
!217 = !DILocation(line: 11, column: 127, scope: !145, inlinedAt: !194)
!218 = !DILocation(line: 11, column: 115, scope: !145, inlinedAt: !194)
!219 = distinct !{!219, !197, !220, !96}
!220 = !DILocation(line: 11, column: 148, scope: !130, inlinedAt: !194)
!221 = !DILocation(line: 12, column: 104, scope: !58, inlinedAt: !162)
!222 = !DILocation(line: 17, column: 30, scope: !70)
!223 = !DILocation(line: 17, column: 23, scope: !70)
!224 = distinct !{!224, !55, !225, !96}
!225 = !DILocation(line: 17, column: 68, scope: !36)
!226 = !DILocation(line: 20, column: 31, scope: !22)
!227 = !DILocation(line: 20, column: 22, scope: !22)
!228 = !DILocation(line: 20, column: 5, scope: !22)
!229 = !DILocation(line: 21, column: 34, scope: !22)
!230 = !DILocation(line: 21, column: 40, scope: !22)
!231 = !DILocation(line: 21, column: 5, scope: !22)
!232 = !DILocation(line: 23, column: 1, scope: !22)
!233 = !DILocation(line: 22, column: 5, scope: !22)
!234 = !DILocation(line: 0, scope: !40)
!235 = !DILocation(line: 19, column: 42, scope: !236)
!236 = distinct !DILexicalBlock(scope: !237, file: !2, line: 19, column: 33)
!237 = distinct !DILexicalBlock(scope: !40, file: !2, line: 19, column: 5)
!238 = !DILocation(line: 19, column: 49, scope: !236)
!239 = !DILocation(line: 19, column: 66, scope: !236)
!240 = !DILocation(line: 19, column: 58, scope: !236)
!241 = !DILocation(line: 19, column: 29, scope: !237)
!242 = !DILocation(line: 19, column: 23, scope: !237)
!243 = !DILocation(line: 19, column: 5, scope: !40)
!244 = distinct !{!244, !243, !245, !96}
!245 = !DILocation(line: 19, column: 74, scope: !40)
!246 = !DISubprogram(name: "printf", scope: !247, file: !247, line: 356, type: !248, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!247 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!248 = !DISubroutineType(types: !249)
!249 = !{!25, !250, null}
!250 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !251)
!251 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !252, size: 64)
!252 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!253 = !DISubprogram(name: "sqrt", scope: !254, file: !254, line: 143, type: !255, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!254 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!255 = !DISubroutineType(types: !256)
!256 = !{!29, !29}
