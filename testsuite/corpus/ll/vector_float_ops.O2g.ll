; ModuleID = 'programs/vector_float_ops.c'
source_filename = "programs/vector_float_ops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [20 x i8] c"arith4 %s %s %s %s\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [14 x i8] c"arith2 %a %a\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [44 x i8] c"lt %d %d %d %d ne %d %d %d %d ge %lld %lld\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [33 x i8] c"min %s %s %s %s neg %s %s %s %s\0A\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [7 x i8] c"arith8\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [4 x i8] c" %s\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [10 x i8] c"\0Ahsum %s\0A\00", align 1, !dbg !32
@show.buf = internal global [16 x [32 x i8]] zeroinitializer, align 16, !dbg !37
@show.k = internal unnamed_addr global i32 0, align 4, !dbg !55
@.str.7 = private unnamed_addr constant [4 x i8] c"nan\00", align 1, !dbg !57
@.str.8 = private unnamed_addr constant [3 x i8] c"%a\00", align 1, !dbg !59

; Function Attrs: nofree nounwind uwtable
define dso_local noundef i32 @main() local_unnamed_addr #0 !dbg !78 {
  %1 = alloca <8 x float>, align 32
  %2 = alloca <8 x float>, align 32
    #dbg_value(<4 x float> <float 1.500000e+00, float -2.000000e+00, float 0x3FB99999A0000000, float 0x46293E5940000000>, !82, !DIExpression(), !108)
    #dbg_value(<4 x float> <float 5.000000e-01, float 4.000000e+00, float 0x3FC99999A0000000, float 0x46293E5940000000>, !83, !DIExpression(), !108)
    #dbg_value(<4 x float> <float 0x3FF5555560000000, float 0xC003333340000000, float 0xBF999999A0000000, float 0.000000e+00>, !84, !DIExpression(), !108)
    #dbg_value(float 0x3FF5555560000000, !65, !DIExpression(), !109)
  %3 = load i32, ptr @show.k, align 4, !dbg !111, !tbaa !112
  %4 = add nsw i32 %3, 1, !dbg !116
  %5 = and i32 %4, 15, !dbg !117
  store i32 %5, ptr @show.k, align 4, !dbg !118, !tbaa !112
  %6 = zext nneg i32 %5 to i64, !dbg !119
  %7 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %6, !dbg !119
  %8 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %7, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0x3FF5555560000000) #4, !dbg !120
  %9 = load i32, ptr @show.k, align 4, !dbg !121, !tbaa !112
  %10 = sext i32 %9 to i64, !dbg !122
  %11 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %10, !dbg !122
    #dbg_value(float 0xC003333340000000, !65, !DIExpression(), !123)
  %12 = add nsw i32 %9, 1, !dbg !125
  %13 = and i32 %12, 15, !dbg !126
  store i32 %13, ptr @show.k, align 4, !dbg !127, !tbaa !112
  %14 = zext nneg i32 %13 to i64, !dbg !128
  %15 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %14, !dbg !128
  %16 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %15, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xC003333340000000) #4, !dbg !129
  %17 = load i32, ptr @show.k, align 4, !dbg !130, !tbaa !112
  %18 = sext i32 %17 to i64, !dbg !131
  %19 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %18, !dbg !131
    #dbg_value(float 0xBF999999A0000000, !65, !DIExpression(), !132)
  %20 = add nsw i32 %17, 1, !dbg !134
  %21 = and i32 %20, 15, !dbg !135
  store i32 %21, ptr @show.k, align 4, !dbg !136, !tbaa !112
  %22 = zext nneg i32 %21 to i64, !dbg !137
  %23 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %22, !dbg !137
  %24 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %23, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xBF999999A0000000) #4, !dbg !138
  %25 = load i32, ptr @show.k, align 4, !dbg !139, !tbaa !112
  %26 = sext i32 %25 to i64, !dbg !140
  %27 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %26, !dbg !140
    #dbg_value(float 0.000000e+00, !65, !DIExpression(), !141)
  %28 = add nsw i32 %25, 1, !dbg !143
  %29 = and i32 %28, 15, !dbg !144
  store i32 %29, ptr @show.k, align 4, !dbg !145, !tbaa !112
  %30 = zext nneg i32 %29 to i64, !dbg !146
  %31 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %30, !dbg !146
  %32 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %31, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0.000000e+00) #4, !dbg !147
  %33 = load i32, ptr @show.k, align 4, !dbg !148, !tbaa !112
  %34 = sext i32 %33 to i64, !dbg !149
  %35 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %34, !dbg !149
  %36 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef nonnull %11, ptr noundef nonnull %19, ptr noundef nonnull %27, ptr noundef nonnull %35), !dbg !150
    #dbg_value(<2 x double> <double -2.970000e+01, double 1.000000e+00>, !85, !DIExpression(), !108)
  %37 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef -2.970000e+01, double noundef 1.000000e+00), !dbg !151
    #dbg_value(<4 x float> <float 0x7FF8000000000000, float 1.000000e+00, float -0.000000e+00, float 0x7FF0000000000000>, !90, !DIExpression(), !108)
    #dbg_value(<4 x float> <float 1.000000e+00, float 0x7FF8000000000000, float 0.000000e+00, float 0x7FF0000000000000>, !91, !DIExpression(), !108)
    #dbg_value(<4 x i32> zeroinitializer, !92, !DIExpression(), !108)
    #dbg_value(<4 x i32> <i32 -1, i32 -1, i32 0, i32 0>, !93, !DIExpression(), !108)
    #dbg_value(<2 x i64> <i64 0, i64 -1>, !94, !DIExpression(), !108)
  %38 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef 0, i32 noundef -1, i32 noundef -1, i32 noundef 0, i32 noundef 0, i64 noundef 0, i64 noundef -1), !dbg !152
    #dbg_value(<4 x float> <float 5.000000e-01, float -2.000000e+00, float 0x3FB99999A0000000, float 0x46293E5940000000>, !97, !DIExpression(), !108)
    #dbg_value(<4 x float> <float -0.000000e+00, float 1.500000e+00, float 0xFFF0000000000000, float -2.000000e+00>, !98, !DIExpression(), !108)
    #dbg_value(float 5.000000e-01, !65, !DIExpression(), !153)
  %39 = load i32, ptr @show.k, align 4, !dbg !155, !tbaa !112
  %40 = add nsw i32 %39, 1, !dbg !156
  %41 = and i32 %40, 15, !dbg !157
  store i32 %41, ptr @show.k, align 4, !dbg !158, !tbaa !112
  %42 = zext nneg i32 %41 to i64, !dbg !159
  %43 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %42, !dbg !159
  %44 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %43, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 5.000000e-01) #4, !dbg !160
  %45 = load i32, ptr @show.k, align 4, !dbg !161, !tbaa !112
  %46 = sext i32 %45 to i64, !dbg !162
  %47 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %46, !dbg !162
    #dbg_value(float -2.000000e+00, !65, !DIExpression(), !163)
  %48 = add nsw i32 %45, 1, !dbg !165
  %49 = and i32 %48, 15, !dbg !166
  store i32 %49, ptr @show.k, align 4, !dbg !167, !tbaa !112
  %50 = zext nneg i32 %49 to i64, !dbg !168
  %51 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %50, !dbg !168
  %52 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %51, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef -2.000000e+00) #4, !dbg !169
  %53 = load i32, ptr @show.k, align 4, !dbg !170, !tbaa !112
  %54 = sext i32 %53 to i64, !dbg !171
  %55 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %54, !dbg !171
    #dbg_value(float 0x3FB99999A0000000, !65, !DIExpression(), !172)
  %56 = add nsw i32 %53, 1, !dbg !174
  %57 = and i32 %56, 15, !dbg !175
  store i32 %57, ptr @show.k, align 4, !dbg !176, !tbaa !112
  %58 = zext nneg i32 %57 to i64, !dbg !177
  %59 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %58, !dbg !177
  %60 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %59, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0x3FB99999A0000000) #4, !dbg !178
  %61 = load i32, ptr @show.k, align 4, !dbg !179, !tbaa !112
  %62 = sext i32 %61 to i64, !dbg !180
  %63 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %62, !dbg !180
    #dbg_value(float 0x46293E5940000000, !65, !DIExpression(), !181)
  %64 = add nsw i32 %61, 1, !dbg !183
  %65 = and i32 %64, 15, !dbg !184
  store i32 %65, ptr @show.k, align 4, !dbg !185, !tbaa !112
  %66 = zext nneg i32 %65 to i64, !dbg !186
  %67 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %66, !dbg !186
  %68 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %67, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0x46293E5940000000) #4, !dbg !187
  %69 = load i32, ptr @show.k, align 4, !dbg !188, !tbaa !112
  %70 = sext i32 %69 to i64, !dbg !189
  %71 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %70, !dbg !189
    #dbg_value(float -0.000000e+00, !65, !DIExpression(), !190)
  %72 = add nsw i32 %69, 1, !dbg !192
  %73 = and i32 %72, 15, !dbg !193
  store i32 %73, ptr @show.k, align 4, !dbg !194, !tbaa !112
  %74 = zext nneg i32 %73 to i64, !dbg !195
  %75 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %74, !dbg !195
  %76 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %75, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef -0.000000e+00) #4, !dbg !196
  %77 = load i32, ptr @show.k, align 4, !dbg !197, !tbaa !112
  %78 = sext i32 %77 to i64, !dbg !198
  %79 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %78, !dbg !198
    #dbg_value(float 1.500000e+00, !65, !DIExpression(), !199)
  %80 = add nsw i32 %77, 1, !dbg !201
  %81 = and i32 %80, 15, !dbg !202
  store i32 %81, ptr @show.k, align 4, !dbg !203, !tbaa !112
  %82 = zext nneg i32 %81 to i64, !dbg !204
  %83 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %82, !dbg !204
  %84 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %83, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 1.500000e+00) #4, !dbg !205
  %85 = load i32, ptr @show.k, align 4, !dbg !206, !tbaa !112
  %86 = sext i32 %85 to i64, !dbg !207
  %87 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %86, !dbg !207
    #dbg_value(float 0xFFF0000000000000, !65, !DIExpression(), !208)
  %88 = add nsw i32 %85, 1, !dbg !210
  %89 = and i32 %88, 15, !dbg !211
  store i32 %89, ptr @show.k, align 4, !dbg !212, !tbaa !112
  %90 = zext nneg i32 %89 to i64, !dbg !213
  %91 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %90, !dbg !213
  %92 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %91, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xFFF0000000000000) #4, !dbg !214
  %93 = load i32, ptr @show.k, align 4, !dbg !215, !tbaa !112
  %94 = sext i32 %93 to i64, !dbg !216
  %95 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %94, !dbg !216
    #dbg_value(float -2.000000e+00, !65, !DIExpression(), !217)
  %96 = add nsw i32 %93, 1, !dbg !219
  %97 = and i32 %96, 15, !dbg !220
  store i32 %97, ptr @show.k, align 4, !dbg !221, !tbaa !112
  %98 = zext nneg i32 %97 to i64, !dbg !222
  %99 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %98, !dbg !222
  %100 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %99, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef -2.000000e+00) #4, !dbg !223
  %101 = load i32, ptr @show.k, align 4, !dbg !224, !tbaa !112
  %102 = sext i32 %101 to i64, !dbg !225
  %103 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %102, !dbg !225
  %104 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, ptr noundef nonnull %47, ptr noundef nonnull %55, ptr noundef nonnull %63, ptr noundef nonnull %71, ptr noundef nonnull %79, ptr noundef nonnull %87, ptr noundef nonnull %95, ptr noundef nonnull %103), !dbg !226
    #dbg_value(<8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, !99, !DIExpression(), !108)
    #dbg_value(<8 x float> <float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float -1.000000e+00, float -2.000000e+00, float -4.000000e+00, float 0x3F50624DE0000000, float 1.000000e+03>, !104, !DIExpression(), !108)
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %1) #4, !dbg !227
  store <8 x float> <float 1.000000e+00, float 2.000000e+00, float 3.000000e+00, float 4.000000e+00, float 5.000000e+00, float 6.000000e+00, float 7.000000e+00, float 8.000000e+00>, ptr %1, align 32, !dbg !227, !tbaa !228
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #4, !dbg !227
  store <8 x float> <float 5.000000e-01, float 2.500000e-01, float 1.250000e-01, float -1.000000e+00, float -2.000000e+00, float -4.000000e+00, float 0x3F50624DE0000000, float 1.000000e+03>, ptr %2, align 32, !dbg !227, !tbaa !228
  %105 = tail call fastcc <8 x float> @arith8(ptr noundef nonnull byval(<8 x float>) align 32 %1, ptr noundef nonnull byval(<8 x float>) align 32 %2), !dbg !227
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %1) #4, !dbg !227
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #4, !dbg !227
    #dbg_value(<8 x float> %105, !105, !DIExpression(), !108)
  %106 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4), !dbg !229
    #dbg_value(i32 0, !106, !DIExpression(), !230)
  br label %118, !dbg !231

107:                                              ; preds = %133
    #dbg_value(float 0xBFF1777780000000, !65, !DIExpression(), !232)
  %108 = load i32, ptr @show.k, align 4, !dbg !234, !tbaa !112
  %109 = add nsw i32 %108, 1, !dbg !235
  %110 = and i32 %109, 15, !dbg !236
  store i32 %110, ptr @show.k, align 4, !dbg !237, !tbaa !112
  %111 = zext nneg i32 %110 to i64, !dbg !238
  %112 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %111, !dbg !238
  %113 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %112, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef 0xBFF1777780000000) #4, !dbg !239
  %114 = load i32, ptr @show.k, align 4, !dbg !240, !tbaa !112
  %115 = sext i32 %114 to i64, !dbg !241
  %116 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %115, !dbg !241
  %117 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.6, ptr noundef nonnull %116), !dbg !242
  ret i32 10, !dbg !243

118:                                              ; preds = %0, %133
  %119 = phi i32 [ 0, %0 ], [ %136, %133 ]
    #dbg_value(i32 %119, !106, !DIExpression(), !230)
  %120 = extractelement <8 x float> %105, i32 %119, !dbg !244
    #dbg_value(float %120, !65, !DIExpression(), !246)
  %121 = load i32, ptr @show.k, align 4, !dbg !248, !tbaa !112
  %122 = add nsw i32 %121, 1, !dbg !249
  %123 = and i32 %122, 15, !dbg !250
  store i32 %123, ptr @show.k, align 4, !dbg !251, !tbaa !112
  %124 = fcmp uno float %120, 0.000000e+00, !dbg !252
  br i1 %124, label %133, label %125, !dbg !254

125:                                              ; preds = %118
  %126 = zext nneg i32 %123 to i64, !dbg !255
  %127 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %126, !dbg !255
  %128 = fpext float %120 to double, !dbg !256
  %129 = tail call i32 (ptr, i64, ptr, ...) @snprintf(ptr noundef nonnull dereferenceable(1) %127, i64 noundef 32, ptr noundef nonnull @.str.8, double noundef %128) #4, !dbg !257
  %130 = load i32, ptr @show.k, align 4, !dbg !258, !tbaa !112
  %131 = sext i32 %130 to i64, !dbg !259
  %132 = getelementptr inbounds [16 x [32 x i8]], ptr @show.buf, i64 0, i64 %131, !dbg !259
  br label %133, !dbg !260

133:                                              ; preds = %118, %125
  %134 = phi ptr [ %132, %125 ], [ @.str.7, %118 ], !dbg !261
  %135 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.5, ptr noundef nonnull %134), !dbg !262
  %136 = add nuw nsw i32 %119, 1, !dbg !263
    #dbg_value(i32 %136, !106, !DIExpression(), !230)
  %137 = icmp eq i32 %136, 8, !dbg !264
  br i1 %137, label %107, label %118, !dbg !231, !llvm.loop !265
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !268 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable
define internal fastcc <8 x float> @arith8(ptr nocapture noundef readonly byval(<8 x float>) align 32 %0, ptr nocapture noundef readonly byval(<8 x float>) align 32 %1) unnamed_addr #3 !dbg !273 {
  %3 = load <8 x float>, ptr %0, align 32, !tbaa !228
  %4 = load <8 x float>, ptr %1, align 32, !tbaa !228
    #dbg_value(<8 x float> %3, !277, !DIExpression(), !279)
    #dbg_value(<8 x float> %4, !278, !DIExpression(), !279)
  %5 = fmul <8 x float> %3, %4, !dbg !280
  %6 = fadd <8 x float> %3, %5, !dbg !281
  ret <8 x float> %6, !dbg !282
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !283 noundef i32 @snprintf(ptr noalias nocapture noundef writeonly, i64 noundef, ptr nocapture noundef readonly, ...) local_unnamed_addr #2

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: read) uwtable "min-legal-vector-width"="256" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind }

!llvm.dbg.cu = !{!45}
!llvm.module.flags = !{!70, !71, !72, !73, !74, !75, !76}
!llvm.ident = !{!77}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 30, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/vector_float_ops.c", directory: ".", checksumkind: CSK_MD5, checksum: "bfd833ced0d72502f9aa9dfcbf876bc5")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 160, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 20)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 112, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 14)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 36, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 352, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 44)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 38, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 33)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 7)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 4)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 10)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "buf", scope: !39, file: !2, line: 25, type: !66, isLocal: true, isDefinition: true)
!39 = distinct !DISubprogram(name: "show", scope: !2, file: !2, line: 25, type: !40, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !64)
!40 = !DISubroutineType(types: !41)
!41 = !{!42, !44}
!42 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !43, size: 64)
!43 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!44 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!45 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !46, globals: !54, splitDebugInlining: false, nameTableKind: None)
!46 = !{!47, !48, !49, !50, !52}
!47 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!48 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!49 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!50 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4f", file: !2, line: 10, baseType: !51)
!51 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 128, flags: DIFlagVector, elements: !30)
!52 = !DIDerivedType(tag: DW_TAG_typedef, name: "v4i", file: !2, line: 13, baseType: !53)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !48, size: 128, flags: DIFlagVector, elements: !30)
!54 = !{!0, !7, !12, !17, !22, !27, !32, !37, !55, !57, !59}
!55 = !DIGlobalVariableExpression(var: !56, expr: !DIExpression())
!56 = distinct !DIGlobalVariable(name: "k", scope: !39, file: !2, line: 25, type: !48, isLocal: true, isDefinition: true)
!57 = !DIGlobalVariableExpression(var: !58, expr: !DIExpression())
!58 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !29, isLocal: true, isDefinition: true)
!59 = !DIGlobalVariableExpression(var: !60, expr: !DIExpression())
!60 = distinct !DIGlobalVariable(scope: null, file: !2, line: 25, type: !61, isLocal: true, isDefinition: true)
!61 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 24, elements: !62)
!62 = !{!63}
!63 = !DISubrange(count: 3)
!64 = !{!65}
!65 = !DILocalVariable(name: "x", arg: 1, scope: !39, file: !2, line: 25, type: !44)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 4096, elements: !67)
!67 = !{!68, !69}
!68 = !DISubrange(count: 16)
!69 = !DISubrange(count: 32)
!70 = !{i32 7, !"Dwarf Version", i32 5}
!71 = !{i32 2, !"Debug Info Version", i32 3}
!72 = !{i32 1, !"wchar_size", i32 4}
!73 = !{i32 8, !"PIC Level", i32 2}
!74 = !{i32 7, !"PIE Level", i32 2}
!75 = !{i32 7, !"uwtable", i32 2}
!76 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!77 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!78 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 27, type: !79, scopeLine: 27, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !81)
!79 = !DISubroutineType(types: !80)
!80 = !{!48}
!81 = !{!82, !83, !84, !85, !90, !91, !92, !93, !94, !97, !98, !99, !104, !105, !106}
!82 = !DILocalVariable(name: "a", scope: !78, file: !2, line: 28, type: !50)
!83 = !DILocalVariable(name: "b", scope: !78, file: !2, line: 28, type: !50)
!84 = !DILocalVariable(name: "r", scope: !78, file: !2, line: 29, type: !50)
!85 = !DILocalVariable(name: "d", scope: !78, file: !2, line: 31, type: !86)
!86 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2d", file: !2, line: 11, baseType: !87)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 128, flags: DIFlagVector, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 2)
!90 = !DILocalVariable(name: "n", scope: !78, file: !2, line: 33, type: !50)
!91 = !DILocalVariable(name: "m", scope: !78, file: !2, line: 33, type: !50)
!92 = !DILocalVariable(name: "l", scope: !78, file: !2, line: 34, type: !52)
!93 = !DILocalVariable(name: "e", scope: !78, file: !2, line: 34, type: !52)
!94 = !DILocalVariable(name: "g", scope: !78, file: !2, line: 35, type: !95)
!95 = !DIDerivedType(tag: DW_TAG_typedef, name: "v2l", file: !2, line: 14, baseType: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !47, size: 128, flags: DIFlagVector, elements: !88)
!97 = !DILocalVariable(name: "mn", scope: !78, file: !2, line: 37, type: !50)
!98 = !DILocalVariable(name: "ng", scope: !78, file: !2, line: 37, type: !50)
!99 = !DILocalVariable(name: "x8", scope: !78, file: !2, line: 39, type: !100)
!100 = !DIDerivedType(tag: DW_TAG_typedef, name: "v8f", file: !2, line: 12, baseType: !101)
!101 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 256, flags: DIFlagVector, elements: !102)
!102 = !{!103}
!103 = !DISubrange(count: 8)
!104 = !DILocalVariable(name: "y8", scope: !78, file: !2, line: 39, type: !100)
!105 = !DILocalVariable(name: "z8", scope: !78, file: !2, line: 40, type: !100)
!106 = !DILocalVariable(name: "i", scope: !107, file: !2, line: 42, type: !48)
!107 = distinct !DILexicalBlock(scope: !78, file: !2, line: 42, column: 5)
!108 = !DILocation(line: 0, scope: !78)
!109 = !DILocation(line: 0, scope: !39, inlinedAt: !110)
!110 = distinct !DILocation(line: 30, column: 36, scope: !78)
!111 = !DILocation(line: 25, column: 80, scope: !39, inlinedAt: !110)
!112 = !{!113, !113, i64 0}
!113 = !{!"int", !114, i64 0}
!114 = !{!"omnipotent char", !115, i64 0}
!115 = !{!"Simple C/C++ TBAA"}
!116 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !110)
!117 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !110)
!118 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !110)
!119 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !110)
!120 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !110)
!121 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !110)
!122 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !110)
!123 = !DILocation(line: 0, scope: !39, inlinedAt: !124)
!124 = distinct !DILocation(line: 30, column: 48, scope: !78)
!125 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !124)
!126 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !124)
!127 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !124)
!128 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !124)
!129 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !124)
!130 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !124)
!131 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !124)
!132 = !DILocation(line: 0, scope: !39, inlinedAt: !133)
!133 = distinct !DILocation(line: 30, column: 60, scope: !78)
!134 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !133)
!135 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !133)
!136 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !133)
!137 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !133)
!138 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !133)
!139 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !133)
!140 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !133)
!141 = !DILocation(line: 0, scope: !39, inlinedAt: !142)
!142 = distinct !DILocation(line: 30, column: 72, scope: !78)
!143 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !142)
!144 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !142)
!145 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !142)
!146 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !142)
!147 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !142)
!148 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !142)
!149 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !142)
!150 = !DILocation(line: 30, column: 5, scope: !78)
!151 = !DILocation(line: 32, column: 5, scope: !78)
!152 = !DILocation(line: 36, column: 5, scope: !78)
!153 = !DILocation(line: 0, scope: !39, inlinedAt: !154)
!154 = distinct !DILocation(line: 38, column: 49, scope: !78)
!155 = !DILocation(line: 25, column: 80, scope: !39, inlinedAt: !154)
!156 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !154)
!157 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !154)
!158 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !154)
!159 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !154)
!160 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !154)
!161 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !154)
!162 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !154)
!163 = !DILocation(line: 0, scope: !39, inlinedAt: !164)
!164 = distinct !DILocation(line: 38, column: 62, scope: !78)
!165 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !164)
!166 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !164)
!167 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !164)
!168 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !164)
!169 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !164)
!170 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !164)
!171 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !164)
!172 = !DILocation(line: 0, scope: !39, inlinedAt: !173)
!173 = distinct !DILocation(line: 38, column: 75, scope: !78)
!174 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !173)
!175 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !173)
!176 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !173)
!177 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !173)
!178 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !173)
!179 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !173)
!180 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !173)
!181 = !DILocation(line: 0, scope: !39, inlinedAt: !182)
!182 = distinct !DILocation(line: 38, column: 88, scope: !78)
!183 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !182)
!184 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !182)
!185 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !182)
!186 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !182)
!187 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !182)
!188 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !182)
!189 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !182)
!190 = !DILocation(line: 0, scope: !39, inlinedAt: !191)
!191 = distinct !DILocation(line: 38, column: 101, scope: !78)
!192 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !191)
!193 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !191)
!194 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !191)
!195 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !191)
!196 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !191)
!197 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !191)
!198 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !191)
!199 = !DILocation(line: 0, scope: !39, inlinedAt: !200)
!200 = distinct !DILocation(line: 38, column: 114, scope: !78)
!201 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !200)
!202 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !200)
!203 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !200)
!204 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !200)
!205 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !200)
!206 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !200)
!207 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !200)
!208 = !DILocation(line: 0, scope: !39, inlinedAt: !209)
!209 = distinct !DILocation(line: 38, column: 127, scope: !78)
!210 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !209)
!211 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !209)
!212 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !209)
!213 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !209)
!214 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !209)
!215 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !209)
!216 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !209)
!217 = !DILocation(line: 0, scope: !39, inlinedAt: !218)
!218 = distinct !DILocation(line: 38, column: 140, scope: !78)
!219 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !218)
!220 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !218)
!221 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !218)
!222 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !218)
!223 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !218)
!224 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !218)
!225 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !218)
!226 = !DILocation(line: 38, column: 5, scope: !78)
!227 = !DILocation(line: 40, column: 14, scope: !78)
!228 = !{!114, !114, i64 0}
!229 = !DILocation(line: 41, column: 5, scope: !78)
!230 = !DILocation(line: 0, scope: !107)
!231 = !DILocation(line: 42, column: 5, scope: !107)
!232 = !DILocation(line: 0, scope: !39, inlinedAt: !233)
!233 = distinct !DILocation(line: 43, column: 27, scope: !78)
!234 = !DILocation(line: 25, column: 80, scope: !39, inlinedAt: !233)
!235 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !233)
!236 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !233)
!237 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !233)
!238 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !233)
!239 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !233)
!240 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !233)
!241 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !233)
!242 = !DILocation(line: 43, column: 5, scope: !78)
!243 = !DILocation(line: 44, column: 5, scope: !78)
!244 = !DILocation(line: 42, column: 52, scope: !245)
!245 = distinct !DILexicalBlock(scope: !107, file: !2, line: 42, column: 5)
!246 = !DILocation(line: 0, scope: !39, inlinedAt: !247)
!247 = distinct !DILocation(line: 42, column: 47, scope: !245)
!248 = !DILocation(line: 25, column: 80, scope: !39, inlinedAt: !247)
!249 = !DILocation(line: 25, column: 82, scope: !39, inlinedAt: !247)
!250 = !DILocation(line: 25, column: 87, scope: !39, inlinedAt: !247)
!251 = !DILocation(line: 25, column: 77, scope: !39, inlinedAt: !247)
!252 = !DILocation(line: 25, column: 97, scope: !253, inlinedAt: !247)
!253 = distinct !DILexicalBlock(scope: !39, file: !2, line: 25, column: 97)
!254 = !DILocation(line: 25, column: 97, scope: !39, inlinedAt: !247)
!255 = !DILocation(line: 25, column: 130, scope: !39, inlinedAt: !247)
!256 = !DILocation(line: 25, column: 148, scope: !39, inlinedAt: !247)
!257 = !DILocation(line: 25, column: 121, scope: !39, inlinedAt: !247)
!258 = !DILocation(line: 25, column: 171, scope: !39, inlinedAt: !247)
!259 = !DILocation(line: 25, column: 167, scope: !39, inlinedAt: !247)
!260 = !DILocation(line: 25, column: 160, scope: !39, inlinedAt: !247)
!261 = !DILocation(line: 25, scope: !39, inlinedAt: !247)
!262 = !DILocation(line: 42, column: 33, scope: !245)
!263 = !DILocation(line: 42, column: 29, scope: !245)
!264 = !DILocation(line: 42, column: 23, scope: !245)
!265 = distinct !{!265, !231, !266, !267}
!266 = !DILocation(line: 42, column: 58, scope: !107)
!267 = !{!"llvm.loop.mustprogress"}
!268 = !DISubprogram(name: "printf", scope: !269, file: !269, line: 356, type: !270, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!269 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!270 = !DISubroutineType(types: !271)
!271 = !{!48, !272, null}
!272 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !42)
!273 = distinct !DISubprogram(name: "arith8", scope: !2, file: !2, line: 23, type: !274, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !45, retainedNodes: !276)
!274 = !DISubroutineType(types: !275)
!275 = !{!100, !100, !100}
!276 = !{!277, !278}
!277 = !DILocalVariable(name: "a", arg: 1, scope: !273, file: !2, line: 23, type: !100)
!278 = !DILocalVariable(name: "b", arg: 2, scope: !273, file: !2, line: 23, type: !100)
!279 = !DILocation(line: 0, scope: !273)
!280 = !DILocation(line: 23, column: 70, scope: !273)
!281 = !DILocation(line: 23, column: 74, scope: !273)
!282 = !DILocation(line: 23, column: 61, scope: !273)
!283 = !DISubprogram(name: "snprintf", scope: !269, file: !269, line: 378, type: !284, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!284 = !DISubroutineType(types: !285)
!285 = !{!48, !286, !288, !272, null}
!286 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !287)
!287 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!288 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !289, line: 18, baseType: !290)
!289 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!290 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
