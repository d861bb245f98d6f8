; ModuleID = 'programs/aos_soa_layouts.c'
source_filename = "programs/aos_soa_layouts.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.particle = type { float, float, double, i16, i8 }
%struct.soa = type { [1000 x float], [1000 x float], [1000 x double], [1000 x i16], [1000 x i8] }

@aos = internal unnamed_addr global [1000 x %struct.particle] zeroinitializer, align 16, !dbg !0
@soa = internal unnamed_addr global %struct.soa zeroinitializer, align 8, !dbg !33
@.str = private unnamed_addr constant [36 x i8] c"layouts agree=%d alive=%d sum x=%a\0A\00", align 1, !dbg !18
@.str.1 = private unnamed_addr constant [39 x i8] c"strided mass sum=%a (struct size %zu)\0A\00", align 1, !dbg !23
@.str.2 = private unnamed_addr constant [34 x i8] c"gather/scatter sum=%a id[999]=%d\0A\00", align 1, !dbg !28

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !69 {
  %1 = alloca [100 x i32], align 16, !DIAssignID !104
    #dbg_assign(i1 undef, !89, !DIExpression(), !104, ptr %1, !DIExpression(), !105)
  %2 = alloca [100 x float], align 16, !DIAssignID !106
    #dbg_assign(i1 undef, !95, !DIExpression(), !106, ptr %2, !DIExpression(), !105)
    #dbg_value(i32 5, !74, !DIExpression(), !105)
    #dbg_value(i32 0, !78, !DIExpression(), !107)
  br label %3, !dbg !108

3:                                                ; preds = %0, %3
  %4 = phi i64 [ 0, %0 ], [ %24, %3 ]
  %5 = phi i32 [ 5, %0 ], [ %7, %3 ]
    #dbg_value(i64 %4, !78, !DIExpression(), !107)
    #dbg_value(i32 %5, !74, !DIExpression(), !105)
  %6 = mul i32 %5, 1664525, !dbg !109
  %7 = add i32 %6, 1013904223, !dbg !112
    #dbg_value(i32 %7, !74, !DIExpression(), !105)
  %8 = lshr i32 %7, 20, !dbg !113
  %9 = uitofp nneg i32 %8 to float, !dbg !114
  %10 = fdiv float %9, 1.000000e+02, !dbg !115
  %11 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %4, !dbg !116
  store float %10, ptr %11, align 8, !dbg !117, !tbaa !118
  %12 = trunc i64 %4 to i16, !dbg !125
  %13 = urem i16 %12, 50, !dbg !125
  %14 = uitofp nneg i16 %13 to float, !dbg !126
  %15 = getelementptr inbounds i8, ptr %11, i64 4, !dbg !127
  store float %14, ptr %15, align 4, !dbg !128, !tbaa !129
  %16 = and i32 %7, 255, !dbg !130
  %17 = uitofp nneg i32 %16 to double, !dbg !131
  %18 = fmul double %17, 3.906250e-03, !dbg !132
  %19 = fadd double %18, 5.000000e-01, !dbg !133
  %20 = getelementptr inbounds i8, ptr %11, i64 8, !dbg !134
  store double %19, ptr %20, align 8, !dbg !135, !tbaa !136
  %21 = add nsw i16 %12, -500, !dbg !137
  %22 = getelementptr inbounds i8, ptr %11, i64 16, !dbg !138
  store i16 %21, ptr %22, align 8, !dbg !139, !tbaa !140
  %23 = getelementptr inbounds i8, ptr %11, i64 18, !dbg !141
  store i8 1, ptr %23, align 2, !dbg !142, !tbaa !143
  %24 = add nuw nsw i64 %4, 1, !dbg !144
    #dbg_value(i64 %24, !78, !DIExpression(), !107)
  %25 = icmp eq i64 %24, 1000, !dbg !145
  br i1 %25, label %26, label %3, !dbg !108, !llvm.loop !146

26:                                               ; preds = %3, %26
  %27 = phi i64 [ %43, %26 ], [ 0, %3 ]
    #dbg_value(i64 %27, !80, !DIExpression(), !149)
  %28 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %27, !dbg !150
  %29 = load float, ptr %28, align 8, !dbg !153, !tbaa !118
  %30 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %27, !dbg !154
  store float %29, ptr %30, align 4, !dbg !155, !tbaa !156
  %31 = getelementptr inbounds i8, ptr %28, i64 4, !dbg !157
  %32 = load float, ptr %31, align 4, !dbg !157, !tbaa !129
  %33 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %27, !dbg !158
  store float %32, ptr %33, align 4, !dbg !159, !tbaa !156
  %34 = getelementptr inbounds i8, ptr %28, i64 8, !dbg !160
  %35 = load double, ptr %34, align 8, !dbg !160, !tbaa !136
  %36 = getelementptr inbounds [1000 x double], ptr getelementptr inbounds (i8, ptr @soa, i64 8000), i64 0, i64 %27, !dbg !161
  store double %35, ptr %36, align 8, !dbg !162, !tbaa !163
  %37 = getelementptr inbounds i8, ptr %28, i64 16, !dbg !164
  %38 = load i16, ptr %37, align 8, !dbg !164, !tbaa !140
  %39 = getelementptr inbounds [1000 x i16], ptr getelementptr inbounds (i8, ptr @soa, i64 16000), i64 0, i64 %27, !dbg !165
  store i16 %38, ptr %39, align 2, !dbg !166, !tbaa !167
  %40 = getelementptr inbounds i8, ptr %28, i64 18, !dbg !168
  %41 = load i8, ptr %40, align 2, !dbg !168, !tbaa !143
  %42 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (i8, ptr @soa, i64 18000), i64 0, i64 %27, !dbg !169
  store i8 %41, ptr %42, align 1, !dbg !170, !tbaa !171
  %43 = add nuw nsw i64 %27, 1, !dbg !172
    #dbg_value(i64 %43, !80, !DIExpression(), !149)
  %44 = icmp eq i64 %43, 1000, !dbg !173
  br i1 %44, label %45, label %26, !dbg !174, !llvm.loop !175

45:                                               ; preds = %26, %45
  %46 = phi i32 [ %47, %45 ], [ 0, %26 ]
    #dbg_value(i32 %46, !82, !DIExpression(), !177)
  tail call fastcc void @step_aos(), !dbg !178
  tail call fastcc void @step_soa(), !dbg !181
  %47 = add nuw nsw i32 %46, 1, !dbg !182
    #dbg_value(i32 %47, !82, !DIExpression(), !177)
  %48 = icmp eq i32 %47, 50, !dbg !183
  br i1 %48, label %68, label %45, !dbg !184, !llvm.loop !185

49:                                               ; preds = %93
  %50 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %94, i32 noundef %98, double noundef %100), !dbg !187
  %51 = tail call fastcc double @strided_sum(), !dbg !188
  %52 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %51, i64 noundef 24), !dbg !189
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %1) #5, !dbg !190
    #dbg_value(i32 0, !93, !DIExpression(), !191)
  br label %53, !dbg !192

53:                                               ; preds = %53, %49
  %54 = phi i64 [ 0, %49 ], [ %65, %53 ], !dbg !193
  %55 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %49 ], [ %66, %53 ], !dbg !195
  %56 = mul nuw nsw <4 x i16> %55, <i16 37, i16 37, i16 37, i16 37>, !dbg !195
  %57 = mul <4 x i16> %55, <i16 37, i16 37, i16 37, i16 37>, !dbg !195
  %58 = add <4 x i16> %57, <i16 148, i16 148, i16 148, i16 148>, !dbg !195
  %59 = urem <4 x i16> %56, <i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !195
  %60 = urem <4 x i16> %58, <i16 1000, i16 1000, i16 1000, i16 1000>, !dbg !195
  %61 = zext nneg <4 x i16> %59 to <4 x i32>, !dbg !195
  %62 = zext nneg <4 x i16> %60 to <4 x i32>, !dbg !195
  %63 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %54, !dbg !196
  %64 = getelementptr inbounds i8, ptr %63, i64 16, !dbg !197
  store <4 x i32> %61, ptr %63, align 16, !dbg !197, !tbaa !198
  store <4 x i32> %62, ptr %64, align 16, !dbg !197, !tbaa !198
  %65 = add nuw i64 %54, 8, !dbg !193
  %66 = add <4 x i16> %55, <i16 8, i16 8, i16 8, i16 8>, !dbg !195
  %67 = icmp eq i64 %65, 96, !dbg !193
  br i1 %67, label %103, label %53, !dbg !193, !llvm.loop !200

68:                                               ; preds = %45, %93
  %69 = phi i64 [ %101, %93 ], [ 0, %45 ]
  %70 = phi double [ %100, %93 ], [ 0.000000e+00, %45 ]
  %71 = phi i32 [ %98, %93 ], [ 0, %45 ]
  %72 = phi i32 [ %94, %93 ], [ 1, %45 ]
    #dbg_value(i64 %69, !87, !DIExpression(), !204)
    #dbg_value(double %70, !86, !DIExpression(), !105)
    #dbg_value(i32 %71, !85, !DIExpression(), !105)
    #dbg_value(i32 %72, !84, !DIExpression(), !105)
  %73 = getelementptr inbounds [1000 x %struct.particle], ptr @aos, i64 0, i64 %69, !dbg !205
  %74 = load float, ptr %73, align 8, !dbg !208, !tbaa !118
  %75 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %69, !dbg !209
  %76 = load float, ptr %75, align 4, !dbg !209, !tbaa !156
  %77 = fcmp oeq float %74, %76, !dbg !210
  br i1 %77, label %78, label %93, !dbg !211

78:                                               ; preds = %68
  %79 = getelementptr inbounds i8, ptr %73, i64 4, !dbg !212
  %80 = load float, ptr %79, align 4, !dbg !212, !tbaa !129
  %81 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %69, !dbg !213
  %82 = load float, ptr %81, align 4, !dbg !213, !tbaa !156
  %83 = fcmp oeq float %80, %82, !dbg !214
  br i1 %83, label %84, label %93, !dbg !215

84:                                               ; preds = %78
  %85 = getelementptr inbounds i8, ptr %73, i64 18, !dbg !216
  %86 = load i8, ptr %85, align 2, !dbg !216, !tbaa !143
  %87 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (i8, ptr @soa, i64 18000), i64 0, i64 %69, !dbg !217
  %88 = load i8, ptr %87, align 1, !dbg !217, !tbaa !171
  %89 = icmp eq i8 %86, %88, !dbg !218
  %90 = and i32 %72, 1, !dbg !219
  %91 = freeze i1 %89
  %92 = select i1 %91, i32 %90, i32 0, !dbg !219
  br label %93, !dbg !219

93:                                               ; preds = %84, %68, %78
  %94 = phi i32 [ 0, %78 ], [ 0, %68 ], [ %92, %84 ], !dbg !219
    #dbg_value(i32 %94, !84, !DIExpression(), !105)
  %95 = getelementptr inbounds i8, ptr %73, i64 18, !dbg !220
  %96 = load i8, ptr %95, align 2, !dbg !220, !tbaa !143
  %97 = zext i8 %96 to i32, !dbg !221
  %98 = add nuw nsw i32 %71, %97, !dbg !222
    #dbg_value(i32 %98, !85, !DIExpression(), !105)
  %99 = fpext float %74 to double, !dbg !223
  %100 = fadd double %70, %99, !dbg !224
    #dbg_value(double %100, !86, !DIExpression(), !105)
  %101 = add nuw nsw i64 %69, 1, !dbg !225
    #dbg_value(i64 %101, !87, !DIExpression(), !204)
  %102 = icmp eq i64 %101, 1000, !dbg !226
  br i1 %102, label %49, label %68, !dbg !227, !llvm.loop !228

103:                                              ; preds = %53
    #dbg_value(i64 96, !93, !DIExpression(), !191)
  %104 = getelementptr inbounds i8, ptr %1, i64 384, !dbg !196
  store i32 552, ptr %104, align 16, !dbg !197, !tbaa !198
    #dbg_value(i64 97, !93, !DIExpression(), !191)
  %105 = getelementptr inbounds i8, ptr %1, i64 388, !dbg !196
  store i32 589, ptr %105, align 4, !dbg !197, !tbaa !198
    #dbg_value(i64 98, !93, !DIExpression(), !191)
  %106 = getelementptr inbounds i8, ptr %1, i64 392, !dbg !196
  store i32 626, ptr %106, align 8, !dbg !197, !tbaa !198
    #dbg_value(i64 99, !93, !DIExpression(), !191)
  %107 = getelementptr inbounds i8, ptr %1, i64 396, !dbg !196
  store i32 663, ptr %107, align 4, !dbg !197, !tbaa !198
    #dbg_value(i64 100, !93, !DIExpression(), !191)
  call void @llvm.lifetime.start.p0(i64 400, ptr nonnull %2) #5, !dbg !230
    #dbg_value(i32 0, !97, !DIExpression(), !231)
  br label %108, !dbg !232

108:                                              ; preds = %108, %103
  %109 = phi i64 [ 0, %103 ], [ %137, %108 ]
    #dbg_value(i64 %109, !97, !DIExpression(), !231)
  %110 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %109, !dbg !233
  %111 = load i32, ptr %110, align 16, !dbg !233, !tbaa !198
  %112 = sext i32 %111 to i64, !dbg !235
  %113 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %112, !dbg !235
  %114 = load float, ptr %113, align 4, !dbg !235, !tbaa !156
  %115 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %109, !dbg !236
  store float %114, ptr %115, align 16, !dbg !237, !tbaa !156
  %116 = or disjoint i64 %109, 1, !dbg !238
    #dbg_value(i64 %116, !97, !DIExpression(), !231)
  %117 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %116, !dbg !233
  %118 = load i32, ptr %117, align 4, !dbg !233, !tbaa !198
  %119 = sext i32 %118 to i64, !dbg !235
  %120 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %119, !dbg !235
  %121 = load float, ptr %120, align 4, !dbg !235, !tbaa !156
  %122 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %116, !dbg !236
  store float %121, ptr %122, align 4, !dbg !237, !tbaa !156
  %123 = or disjoint i64 %109, 2, !dbg !238
    #dbg_value(i64 %123, !97, !DIExpression(), !231)
  %124 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %123, !dbg !233
  %125 = load i32, ptr %124, align 8, !dbg !233, !tbaa !198
  %126 = sext i32 %125 to i64, !dbg !235
  %127 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %126, !dbg !235
  %128 = load float, ptr %127, align 4, !dbg !235, !tbaa !156
  %129 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %123, !dbg !236
  store float %128, ptr %129, align 8, !dbg !237, !tbaa !156
  %130 = or disjoint i64 %109, 3, !dbg !238
    #dbg_value(i64 %130, !97, !DIExpression(), !231)
  %131 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %130, !dbg !233
  %132 = load i32, ptr %131, align 4, !dbg !233, !tbaa !198
  %133 = sext i32 %132 to i64, !dbg !235
  %134 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %133, !dbg !235
  %135 = load float, ptr %134, align 4, !dbg !235, !tbaa !156
  %136 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %130, !dbg !236
  store float %135, ptr %136, align 4, !dbg !237, !tbaa !156
  %137 = add nuw nsw i64 %109, 4, !dbg !238
    #dbg_value(i64 %137, !97, !DIExpression(), !231)
  %138 = icmp eq i64 %137, 100, !dbg !239
  br i1 %138, label %139, label %108, !dbg !232, !llvm.loop !240

139:                                              ; preds = %108, %139
  %140 = phi i64 [ %172, %139 ], [ 0, %108 ]
    #dbg_value(i64 %140, !99, !DIExpression(), !242)
  %141 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %140, !dbg !243
  %142 = load float, ptr %141, align 16, !dbg !243, !tbaa !156
  %143 = fmul float %142, 2.000000e+00, !dbg !245
  %144 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %140, !dbg !246
  %145 = load i32, ptr %144, align 16, !dbg !246, !tbaa !198
  %146 = sext i32 %145 to i64, !dbg !247
  %147 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %146, !dbg !247
  store float %143, ptr %147, align 4, !dbg !248, !tbaa !156
  %148 = or disjoint i64 %140, 1, !dbg !249
    #dbg_value(i64 %148, !99, !DIExpression(), !242)
  %149 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %148, !dbg !243
  %150 = load float, ptr %149, align 4, !dbg !243, !tbaa !156
  %151 = fmul float %150, 2.000000e+00, !dbg !245
  %152 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %148, !dbg !246
  %153 = load i32, ptr %152, align 4, !dbg !246, !tbaa !198
  %154 = sext i32 %153 to i64, !dbg !247
  %155 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %154, !dbg !247
  store float %151, ptr %155, align 4, !dbg !248, !tbaa !156
  %156 = or disjoint i64 %140, 2, !dbg !249
    #dbg_value(i64 %156, !99, !DIExpression(), !242)
  %157 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %156, !dbg !243
  %158 = load float, ptr %157, align 8, !dbg !243, !tbaa !156
  %159 = fmul float %158, 2.000000e+00, !dbg !245
  %160 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %156, !dbg !246
  %161 = load i32, ptr %160, align 8, !dbg !246, !tbaa !198
  %162 = sext i32 %161 to i64, !dbg !247
  %163 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %162, !dbg !247
  store float %159, ptr %163, align 4, !dbg !248, !tbaa !156
  %164 = or disjoint i64 %140, 3, !dbg !249
    #dbg_value(i64 %164, !99, !DIExpression(), !242)
  %165 = getelementptr inbounds [100 x float], ptr %2, i64 0, i64 %164, !dbg !243
  %166 = load float, ptr %165, align 4, !dbg !243, !tbaa !156
  %167 = fmul float %166, 2.000000e+00, !dbg !245
  %168 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %164, !dbg !246
  %169 = load i32, ptr %168, align 4, !dbg !246, !tbaa !198
  %170 = sext i32 %169 to i64, !dbg !247
  %171 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %170, !dbg !247
  store float %167, ptr %171, align 4, !dbg !248, !tbaa !156
  %172 = add nuw nsw i64 %140, 4, !dbg !249
    #dbg_value(i64 %172, !99, !DIExpression(), !242)
  %173 = icmp eq i64 %172, 100, !dbg !250
  br i1 %173, label %181, label %139, !dbg !251, !llvm.loop !252

174:                                              ; preds = %181
  %175 = load i16, ptr getelementptr inbounds (i8, ptr @soa, i64 17998), align 2, !dbg !254, !tbaa !167
  %176 = sext i16 %175 to i32, !dbg !254
  %177 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %222, i32 noundef %176), !dbg !255
  %178 = icmp eq i32 %94, 0, !dbg !256
  %179 = and i32 %98, 127, !dbg !256
  %180 = select i1 %178, i32 100, i32 %179, !dbg !256
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %2) #5, !dbg !257
  call void @llvm.lifetime.end.p0(i64 400, ptr nonnull %1) #5, !dbg !257
  ret i32 %180, !dbg !258

181:                                              ; preds = %139, %181
  %182 = phi i64 [ %223, %181 ], [ 0, %139 ]
  %183 = phi double [ %222, %181 ], [ 0.000000e+00, %139 ]
    #dbg_value(i64 %182, !102, !DIExpression(), !259)
    #dbg_value(double %183, !101, !DIExpression(), !105)
  %184 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %182, !dbg !260
  %185 = load i32, ptr %184, align 4, !dbg !260, !tbaa !198
  %186 = sext i32 %185 to i64, !dbg !262
  %187 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %186, !dbg !262
  %188 = load float, ptr %187, align 4, !dbg !262, !tbaa !156
  %189 = fpext float %188 to double, !dbg !262
  %190 = fadd double %183, %189, !dbg !263
    #dbg_value(double %190, !101, !DIExpression(), !105)
  %191 = add nuw nsw i64 %182, 1, !dbg !264
    #dbg_value(i64 %191, !102, !DIExpression(), !259)
  %192 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %191, !dbg !260
  %193 = load i32, ptr %192, align 4, !dbg !260, !tbaa !198
  %194 = sext i32 %193 to i64, !dbg !262
  %195 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %194, !dbg !262
  %196 = load float, ptr %195, align 4, !dbg !262, !tbaa !156
  %197 = fpext float %196 to double, !dbg !262
  %198 = fadd double %190, %197, !dbg !263
    #dbg_value(double %198, !101, !DIExpression(), !105)
  %199 = add nuw nsw i64 %182, 2, !dbg !264
    #dbg_value(i64 %199, !102, !DIExpression(), !259)
  %200 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %199, !dbg !260
  %201 = load i32, ptr %200, align 4, !dbg !260, !tbaa !198
  %202 = sext i32 %201 to i64, !dbg !262
  %203 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %202, !dbg !262
  %204 = load float, ptr %203, align 4, !dbg !262, !tbaa !156
  %205 = fpext float %204 to double, !dbg !262
  %206 = fadd double %198, %205, !dbg !263
    #dbg_value(double %206, !101, !DIExpression(), !105)
  %207 = add nuw nsw i64 %182, 3, !dbg !264
    #dbg_value(i64 %207, !102, !DIExpression(), !259)
  %208 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %207, !dbg !260
  %209 = load i32, ptr %208, align 4, !dbg !260, !tbaa !198
  %210 = sext i32 %209 to i64, !dbg !262
  %211 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %210, !dbg !262
  %212 = load float, ptr %211, align 4, !dbg !262, !tbaa !156
  %213 = fpext float %212 to double, !dbg !262
  %214 = fadd double %206, %213, !dbg !263
    #dbg_value(double %214, !101, !DIExpression(), !105)
  %215 = add nuw nsw i64 %182, 4, !dbg !264
    #dbg_value(i64 %215, !102, !DIExpression(), !259)
  %216 = getelementptr inbounds [100 x i32], ptr %1, i64 0, i64 %215, !dbg !260
  %217 = load i32, ptr %216, align 4, !dbg !260, !tbaa !198
  %218 = sext i32 %217 to i64, !dbg !262
  %219 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %218, !dbg !262
  %220 = load float, ptr %219, align 4, !dbg !262, !tbaa !156
  %221 = fpext float %220 to double, !dbg !262
  %222 = fadd double %214, %221, !dbg !263
    #dbg_value(double %222, !101, !DIExpression(), !105)
  %223 = add nuw nsw i64 %182, 5, !dbg !264
    #dbg_value(i64 %223, !102, !DIExpression(), !259)
  %224 = icmp eq i64 %223, 100, !dbg !265
  br i1 %224, label %174, label %181, !dbg !266, !llvm.loop !267
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @step_aos() unnamed_addr #2 !dbg !269 {
    #dbg_value(ptr @aos, !274, !DIExpression(), !279)
    #dbg_value(i32 1000, !275, !DIExpression(), !279)
    #dbg_value(float 0x3FB99999A0000000, !276, !DIExpression(), !279)
    #dbg_value(i32 0, !277, !DIExpression(), !280)
  br label %2, !dbg !281

1:                                                ; preds = %21
  ret void, !dbg !282

2:                                                ; preds = %0, %21
  %3 = phi i64 [ 0, %0 ], [ %22, %21 ]
    #dbg_value(i64 %3, !277, !DIExpression(), !280)
  %4 = getelementptr inbounds %struct.particle, ptr @aos, i64 %3, !dbg !283
  %5 = getelementptr inbounds i8, ptr %4, i64 18, !dbg !286
  %6 = load i8, ptr %5, align 2, !dbg !286, !tbaa !143
  %7 = icmp eq i8 %6, 0, !dbg !283
  br i1 %7, label %21, label %8, !dbg !287

8:                                                ; preds = %2
  %9 = getelementptr inbounds i8, ptr %4, i64 8, !dbg !288
  %10 = load double, ptr %9, align 8, !dbg !288, !tbaa !136
  %11 = fptrunc double %10 to float, !dbg !290
  %12 = fmul float %11, 0x3FB99999A0000000, !dbg !291
  %13 = load float, ptr %4, align 8, !dbg !292, !tbaa !118
  %14 = fadd float %13, %12, !dbg !292
  store float %14, ptr %4, align 8, !dbg !292, !tbaa !118
  %15 = fmul float %14, 0x3FB99999A0000000, !dbg !293
  %16 = getelementptr inbounds i8, ptr %4, i64 4, !dbg !294
  %17 = load float, ptr %16, align 4, !dbg !295, !tbaa !129
  %18 = fsub float %17, %15, !dbg !295
  store float %18, ptr %16, align 4, !dbg !295, !tbaa !129
  %19 = fcmp olt float %18, -1.000000e+02, !dbg !296
  br i1 %19, label %20, label %21, !dbg !298

20:                                               ; preds = %8
  store i8 0, ptr %5, align 2, !dbg !299, !tbaa !143
  br label %21, !dbg !300

21:                                               ; preds = %2, %20, %8
  %22 = add nuw nsw i64 %3, 1, !dbg !301
    #dbg_value(i64 %22, !277, !DIExpression(), !280)
  %23 = icmp eq i64 %22, 1000, !dbg !302
  br i1 %23, label %1, label %2, !dbg !281, !llvm.loop !303
}

; Function Attrs: nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc void @step_soa() unnamed_addr #2 !dbg !305 {
    #dbg_value(ptr @soa, !310, !DIExpression(), !315)
    #dbg_value(i32 1000, !311, !DIExpression(), !315)
    #dbg_value(float 0x3FB99999A0000000, !312, !DIExpression(), !315)
    #dbg_value(i32 0, !313, !DIExpression(), !316)
  br label %2, !dbg !317

1:                                                ; preds = %21
  ret void, !dbg !318

2:                                                ; preds = %0, %21
  %3 = phi i64 [ 0, %0 ], [ %22, %21 ]
    #dbg_value(i64 %3, !313, !DIExpression(), !316)
  %4 = getelementptr inbounds [1000 x i8], ptr getelementptr inbounds (i8, ptr @soa, i64 18000), i64 0, i64 %3, !dbg !319
  %5 = load i8, ptr %4, align 1, !dbg !319, !tbaa !171
  %6 = icmp eq i8 %5, 0, !dbg !319
  br i1 %6, label %21, label %7, !dbg !322

7:                                                ; preds = %2
  %8 = getelementptr inbounds [1000 x double], ptr getelementptr inbounds (i8, ptr @soa, i64 8000), i64 0, i64 %3, !dbg !323
  %9 = load double, ptr %8, align 8, !dbg !323, !tbaa !163
  %10 = fptrunc double %9 to float, !dbg !325
  %11 = fmul float %10, 0x3FB99999A0000000, !dbg !326
  %12 = getelementptr inbounds [1000 x float], ptr @soa, i64 0, i64 %3, !dbg !327
  %13 = load float, ptr %12, align 4, !dbg !328, !tbaa !156
  %14 = fadd float %13, %11, !dbg !328
  store float %14, ptr %12, align 4, !dbg !328, !tbaa !156
  %15 = fmul float %14, 0x3FB99999A0000000, !dbg !329
  %16 = getelementptr inbounds [1000 x float], ptr getelementptr inbounds (i8, ptr @soa, i64 4000), i64 0, i64 %3, !dbg !330
  %17 = load float, ptr %16, align 4, !dbg !331, !tbaa !156
  %18 = fsub float %17, %15, !dbg !331
  store float %18, ptr %16, align 4, !dbg !331, !tbaa !156
  %19 = fcmp olt float %18, -1.000000e+02, !dbg !332
  br i1 %19, label %20, label %21, !dbg !334

20:                                               ; preds = %7
  store i8 0, ptr %4, align 1, !dbg !335, !tbaa !171
  br label %21, !dbg !336

21:                                               ; preds = %2, %20, %7
  %22 = add nuw nsw i64 %3, 1, !dbg !337
    #dbg_value(i64 %22, !313, !DIExpression(), !316)
  %23 = icmp eq i64 %22, 1000, !dbg !338
  br i1 %23, label %1, label %2, !dbg !317, !llvm.loop !339
}

; Function Attrs: nofree nounwind
declare !dbg !341 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #3

; Function Attrs: nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable
define internal fastcc double @strided_sum() unnamed_addr #4 !dbg !346 {
    #dbg_value(ptr poison, !350, !DIExpression(), !359)
    #dbg_value(i64 24, !351, !DIExpression(), !359)
    #dbg_value(i32 1000, !352, !DIExpression(), !359)
    #dbg_value(double 0.000000e+00, !353, !DIExpression(), !359)
    #dbg_value(i32 0, !354, !DIExpression(), !360)
  br label %2, !dbg !361

1:                                                ; preds = %2
  ret double %24, !dbg !362

2:                                                ; preds = %2, %0
  %3 = phi i64 [ 0, %0 ], [ %25, %2 ]
  %4 = phi double [ 0.000000e+00, %0 ], [ %24, %2 ]
    #dbg_value(double %4, !353, !DIExpression(), !359)
    #dbg_value(i64 %3, !354, !DIExpression(), !360)
  %5 = mul nuw nsw i64 %3, 24, !dbg !363
  %6 = getelementptr inbounds i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 %5, !dbg !364
  %7 = load double, ptr %6, align 8, !dbg !365
    #dbg_value(double %7, !356, !DIExpression(), !366)
  %8 = fadd double %4, %7, !dbg !367
    #dbg_value(double %8, !353, !DIExpression(), !359)
    #dbg_value(i64 %3, !354, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !360)
  %9 = mul nuw i64 %3, 24, !dbg !363
  %10 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 24), i64 %9, !dbg !364
  %11 = load double, ptr %10, align 8, !dbg !365
    #dbg_value(double %11, !356, !DIExpression(), !366)
  %12 = fadd double %8, %11, !dbg !367
    #dbg_value(double %12, !353, !DIExpression(), !359)
    #dbg_value(i64 %3, !354, !DIExpression(DW_OP_plus_uconst, 2, DW_OP_stack_value), !360)
  %13 = mul nuw i64 %3, 24, !dbg !363
  %14 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 48), i64 %13, !dbg !364
  %15 = load double, ptr %14, align 8, !dbg !365
    #dbg_value(double %15, !356, !DIExpression(), !366)
  %16 = fadd double %12, %15, !dbg !367
    #dbg_value(double %16, !353, !DIExpression(), !359)
    #dbg_value(i64 %3, !354, !DIExpression(DW_OP_plus_uconst, 3, DW_OP_stack_value), !360)
  %17 = mul nuw i64 %3, 24, !dbg !363
  %18 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 72), i64 %17, !dbg !364
  %19 = load double, ptr %18, align 8, !dbg !365
    #dbg_value(double %19, !356, !DIExpression(), !366)
  %20 = fadd double %16, %19, !dbg !367
    #dbg_value(double %20, !353, !DIExpression(), !359)
    #dbg_value(i64 %3, !354, !DIExpression(DW_OP_plus_uconst, 4, DW_OP_stack_value), !360)
  %21 = mul nuw i64 %3, 24, !dbg !363
  %22 = getelementptr i8, ptr getelementptr (i8, ptr getelementptr inbounds (i8, ptr @aos, i64 8), i64 96), i64 %21, !dbg !364
  %23 = load double, ptr %22, align 8, !dbg !365
    #dbg_value(double %23, !356, !DIExpression(), !366)
  %24 = fadd double %20, %23, !dbg !367
    #dbg_value(double %24, !353, !DIExpression(), !359)
  %25 = add nuw nsw i64 %3, 5, !dbg !368
    #dbg_value(i64 %25, !354, !DIExpression(), !360)
  %26 = icmp eq i64 %25, 1000, !dbg !369
  br i1 %26, label %1, label %2, !dbg !361, !llvm.loop !370
}

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree noinline norecurse nosync nounwind memory(readwrite, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree noinline norecurse nosync nounwind memory(read, argmem: none, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!61, !62, !63, !64, !65, !66, !67}
!llvm.ident = !{!68}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "aos", scope: !2, file: !3, line: 13, type: !53, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !17, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/aos_soa_layouts.c", directory: ".", checksumkind: CSK_MD5, checksum: "1f2e7fd2bae154843aa841bd44ca3899")
!4 = !{!5, !6, !11, !14}
!5 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!6 = !DIDerivedType(tag: DW_TAG_typedef, name: "int16_t", file: !7, line: 25, baseType: !8)
!7 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-intn.h", directory: "", checksumkind: CSK_MD5, checksum: "55bcbdc3159515ebd91d351a70d505f4")
!8 = !DIDerivedType(tag: DW_TAG_typedef, name: "__int16_t", file: !9, line: 39, baseType: !10)
!9 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!10 = !DIBasicType(name: "short", size: 16, encoding: DW_ATE_signed)
!11 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !12, size: 64)
!12 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !13)
!13 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!14 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !15, line: 18, baseType: !16)
!15 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!16 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!17 = !{!18, !23, !28, !0, !33}
!18 = !DIGlobalVariableExpression(var: !19, expr: !DIExpression())
!19 = distinct !DIGlobalVariable(scope: null, file: !3, line: 27, type: !20, isLocal: true, isDefinition: true)
!20 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 288, elements: !21)
!21 = !{!22}
!22 = !DISubrange(count: 36)
!23 = !DIGlobalVariableExpression(var: !24, expr: !DIExpression())
!24 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !25, isLocal: true, isDefinition: true)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 312, elements: !26)
!26 = !{!27}
!27 = !DISubrange(count: 39)
!28 = !DIGlobalVariableExpression(var: !29, expr: !DIExpression())
!29 = distinct !DIGlobalVariable(scope: null, file: !3, line: 33, type: !30, isLocal: true, isDefinition: true)
!30 = !DICompositeType(tag: DW_TAG_array_type, baseType: !13, size: 272, elements: !31)
!31 = !{!32}
!32 = !DISubrange(count: 34)
!33 = !DIGlobalVariableExpression(var: !34, expr: !DIExpression())
!34 = distinct !DIGlobalVariable(name: "soa", scope: !2, file: !3, line: 14, type: !35, isLocal: true, isDefinition: true)
!35 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "soa", file: !3, line: 12, size: 152000, elements: !36)
!36 = !{!37, !41, !42, !45, !47}
!37 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !35, file: !3, line: 12, baseType: !38, size: 32000)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 32000, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 1000)
!41 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !35, file: !3, line: 12, baseType: !38, size: 32000, offset: 32000)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !35, file: !3, line: 12, baseType: !43, size: 64000, offset: 64000)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !44, size: 64000, elements: !39)
!44 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!45 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !35, file: !3, line: 12, baseType: !46, size: 16000, offset: 128000)
!46 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 16000, elements: !39)
!47 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !35, file: !3, line: 12, baseType: !48, size: 8000, offset: 144000)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !49, size: 8000, elements: !39)
!49 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !50, line: 24, baseType: !51)
!50 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!51 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !9, line: 38, baseType: !52)
!52 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !54, size: 192000, elements: !39)
!54 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "particle", file: !3, line: 11, size: 192, elements: !55)
!55 = !{!56, !57, !58, !59, !60}
!56 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !54, file: !3, line: 11, baseType: !5, size: 32)
!57 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !54, file: !3, line: 11, baseType: !5, size: 32, offset: 32)
!58 = !DIDerivedType(tag: DW_TAG_member, name: "mass", scope: !54, file: !3, line: 11, baseType: !44, size: 64, offset: 64)
!59 = !DIDerivedType(tag: DW_TAG_member, name: "id", scope: !54, file: !3, line: 11, baseType: !6, size: 16, offset: 128)
!60 = !DIDerivedType(tag: DW_TAG_member, name: "alive", scope: !54, file: !3, line: 11, baseType: !49, size: 8, offset: 144)
!61 = !{i32 7, !"Dwarf Version", i32 5}
!62 = !{i32 2, !"Debug Info Version", i32 3}
!63 = !{i32 1, !"wchar_size", i32 4}
!64 = !{i32 8, !"PIC Level", i32 2}
!65 = !{i32 7, !"PIE Level", i32 2}
!66 = !{i32 7, !"uwtable", i32 2}
!67 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!68 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!69 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 20, type: !70, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !73)
!70 = !DISubroutineType(types: !71)
!71 = !{!72}
!72 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!73 = !{!74, !78, !80, !82, !84, !85, !86, !87, !89, !93, !95, !97, !99, !101, !102}
!74 = !DILocalVariable(name: "r", scope: !69, file: !3, line: 21, type: !75)
!75 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !50, line: 26, baseType: !76)
!76 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !9, line: 42, baseType: !77)
!77 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!78 = !DILocalVariable(name: "i", scope: !79, file: !3, line: 22, type: !72)
!79 = distinct !DILexicalBlock(scope: !69, file: !3, line: 22, column: 5)
!80 = !DILocalVariable(name: "i", scope: !81, file: !3, line: 23, type: !72)
!81 = distinct !DILexicalBlock(scope: !69, file: !3, line: 23, column: 5)
!82 = !DILocalVariable(name: "t", scope: !83, file: !3, line: 24, type: !72)
!83 = distinct !DILexicalBlock(scope: !69, file: !3, line: 24, column: 5)
!84 = !DILocalVariable(name: "same", scope: !69, file: !3, line: 25, type: !72)
!85 = !DILocalVariable(name: "alive", scope: !69, file: !3, line: 25, type: !72)
!86 = !DILocalVariable(name: "sx", scope: !69, file: !3, line: 25, type: !44)
!87 = !DILocalVariable(name: "i", scope: !88, file: !3, line: 26, type: !72)
!88 = distinct !DILexicalBlock(scope: !69, file: !3, line: 26, column: 5)
!89 = !DILocalVariable(name: "idx", scope: !69, file: !3, line: 29, type: !90)
!90 = !DICompositeType(tag: DW_TAG_array_type, baseType: !72, size: 3200, elements: !91)
!91 = !{!92}
!92 = !DISubrange(count: 100)
!93 = !DILocalVariable(name: "i", scope: !94, file: !3, line: 29, type: !72)
!94 = distinct !DILexicalBlock(scope: !69, file: !3, line: 29, column: 19)
!95 = !DILocalVariable(name: "gathered", scope: !69, file: !3, line: 30, type: !96)
!96 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 3200, elements: !91)
!97 = !DILocalVariable(name: "i", scope: !98, file: !3, line: 30, type: !72)
!98 = distinct !DILexicalBlock(scope: !69, file: !3, line: 30, column: 26)
!99 = !DILocalVariable(name: "i", scope: !100, file: !3, line: 31, type: !72)
!100 = distinct !DILexicalBlock(scope: !69, file: !3, line: 31, column: 5)
!101 = !DILocalVariable(name: "gs", scope: !69, file: !3, line: 32, type: !44)
!102 = !DILocalVariable(name: "i", scope: !103, file: !3, line: 32, type: !72)
!103 = distinct !DILexicalBlock(scope: !69, file: !3, line: 32, column: 20)
!104 = distinct !DIAssignID()
!105 = !DILocation(line: 0, scope: !69)
!106 = distinct !DIAssignID()
!107 = !DILocation(line: 0, scope: !79)
!108 = !DILocation(line: 22, column: 5, scope: !79)
!109 = !DILocation(line: 22, column: 41, scope: !110)
!110 = distinct !DILexicalBlock(scope: !111, file: !3, line: 22, column: 33)
!111 = distinct !DILexicalBlock(scope: !79, file: !3, line: 22, column: 5)
!112 = !DILocation(line: 22, column: 52, scope: !110)
!113 = !DILocation(line: 22, column: 88, scope: !110)
!114 = !DILocation(line: 22, column: 78, scope: !110)
!115 = !DILocation(line: 22, column: 95, scope: !110)
!116 = !DILocation(line: 22, column: 67, scope: !110)
!117 = !DILocation(line: 22, column: 76, scope: !110)
!118 = !{!119, !120, i64 0}
!119 = !{!"particle", !120, i64 0, !120, i64 4, !123, i64 8, !124, i64 16, !121, i64 18}
!120 = !{!"float", !121, i64 0}
!121 = !{!"omnipotent char", !122, i64 0}
!122 = !{!"Simple C/C++ TBAA"}
!123 = !{!"double", !121, i64 0}
!124 = !{!"short", !121, i64 0}
!125 = !DILocation(line: 22, column: 123, scope: !110)
!126 = !DILocation(line: 22, column: 113, scope: !110)
!127 = !DILocation(line: 22, column: 109, scope: !110)
!128 = !DILocation(line: 22, column: 111, scope: !110)
!129 = !{!119, !120, i64 4}
!130 = !DILocation(line: 22, column: 153, scope: !110)
!131 = !DILocation(line: 22, column: 150, scope: !110)
!132 = !DILocation(line: 22, column: 160, scope: !110)
!133 = !DILocation(line: 22, column: 148, scope: !110)
!134 = !DILocation(line: 22, column: 137, scope: !110)
!135 = !DILocation(line: 22, column: 142, scope: !110)
!136 = !{!119, !123, i64 8}
!137 = !DILocation(line: 22, column: 181, scope: !110)
!138 = !DILocation(line: 22, column: 176, scope: !110)
!139 = !DILocation(line: 22, column: 179, scope: !110)
!140 = !{!119, !124, i64 16}
!141 = !DILocation(line: 22, column: 208, scope: !110)
!142 = !DILocation(line: 22, column: 214, scope: !110)
!143 = !{!119, !121, i64 18}
!144 = !DILocation(line: 22, column: 29, scope: !111)
!145 = !DILocation(line: 22, column: 23, scope: !111)
!146 = distinct !{!146, !108, !147, !148}
!147 = !DILocation(line: 22, column: 219, scope: !79)
!148 = !{!"llvm.loop.mustprogress"}
!149 = !DILocation(line: 0, scope: !81)
!150 = !DILocation(line: 23, column: 46, scope: !151)
!151 = distinct !DILexicalBlock(scope: !152, file: !3, line: 23, column: 33)
!152 = distinct !DILexicalBlock(scope: !81, file: !3, line: 23, column: 5)
!153 = !DILocation(line: 23, column: 53, scope: !151)
!154 = !DILocation(line: 23, column: 35, scope: !151)
!155 = !DILocation(line: 23, column: 44, scope: !151)
!156 = !{!120, !120, i64 0}
!157 = !DILocation(line: 23, column: 74, scope: !151)
!158 = !DILocation(line: 23, column: 56, scope: !151)
!159 = !DILocation(line: 23, column: 65, scope: !151)
!160 = !DILocation(line: 23, column: 98, scope: !151)
!161 = !DILocation(line: 23, column: 77, scope: !151)
!162 = !DILocation(line: 23, column: 89, scope: !151)
!163 = !{!123, !123, i64 0}
!164 = !DILocation(line: 23, column: 123, scope: !151)
!165 = !DILocation(line: 23, column: 104, scope: !151)
!166 = !DILocation(line: 23, column: 114, scope: !151)
!167 = !{!124, !124, i64 0}
!168 = !DILocation(line: 23, column: 149, scope: !151)
!169 = !DILocation(line: 23, column: 127, scope: !151)
!170 = !DILocation(line: 23, column: 140, scope: !151)
!171 = !{!121, !121, i64 0}
!172 = !DILocation(line: 23, column: 29, scope: !152)
!173 = !DILocation(line: 23, column: 23, scope: !152)
!174 = !DILocation(line: 23, column: 5, scope: !81)
!175 = distinct !{!175, !174, !176, !148}
!176 = !DILocation(line: 23, column: 156, scope: !81)
!177 = !DILocation(line: 0, scope: !83)
!178 = !DILocation(line: 24, column: 36, scope: !179)
!179 = distinct !DILexicalBlock(scope: !180, file: !3, line: 24, column: 34)
!180 = distinct !DILexicalBlock(scope: !83, file: !3, line: 24, column: 5)
!181 = !DILocation(line: 24, column: 60, scope: !179)
!182 = !DILocation(line: 24, column: 30, scope: !180)
!183 = !DILocation(line: 24, column: 23, scope: !180)
!184 = !DILocation(line: 24, column: 5, scope: !83)
!185 = distinct !{!185, !184, !186, !148}
!186 = !DILocation(line: 24, column: 85, scope: !83)
!187 = !DILocation(line: 27, column: 5, scope: !69)
!188 = !DILocation(line: 28, column: 55, scope: !69)
!189 = !DILocation(line: 28, column: 5, scope: !69)
!190 = !DILocation(line: 29, column: 5, scope: !69)
!191 = !DILocation(line: 0, scope: !94)
!192 = !DILocation(line: 29, column: 19, scope: !94)
!193 = !DILocation(line: 29, column: 45, scope: !194)
!194 = distinct !DILexicalBlock(scope: !94, file: !3, line: 29, column: 19)
!195 = !DILocation(line: 29, column: 67, scope: !194)
!196 = !DILocation(line: 29, column: 49, scope: !194)
!197 = !DILocation(line: 29, column: 56, scope: !194)
!198 = !{!199, !199, i64 0}
!199 = !{!"int", !121, i64 0}
!200 = distinct !{!200, !192, !201, !148, !202, !203}
!201 = !DILocation(line: 29, column: 69, scope: !94)
!202 = !{!"llvm.loop.isvectorized", i32 1}
!203 = !{!"llvm.loop.unroll.runtime.disable"}
!204 = !DILocation(line: 0, scope: !88)
!205 = !DILocation(line: 26, column: 43, scope: !206)
!206 = distinct !DILexicalBlock(scope: !207, file: !3, line: 26, column: 33)
!207 = distinct !DILexicalBlock(scope: !88, file: !3, line: 26, column: 5)
!208 = !DILocation(line: 26, column: 50, scope: !206)
!209 = !DILocation(line: 26, column: 55, scope: !206)
!210 = !DILocation(line: 26, column: 52, scope: !206)
!211 = !DILocation(line: 26, column: 64, scope: !206)
!212 = !DILocation(line: 26, column: 74, scope: !206)
!213 = !DILocation(line: 26, column: 79, scope: !206)
!214 = !DILocation(line: 26, column: 76, scope: !206)
!215 = !DILocation(line: 26, column: 88, scope: !206)
!216 = !DILocation(line: 26, column: 98, scope: !206)
!217 = !DILocation(line: 26, column: 107, scope: !206)
!218 = !DILocation(line: 26, column: 104, scope: !206)
!219 = !DILocation(line: 26, column: 40, scope: !206)
!220 = !DILocation(line: 26, column: 137, scope: !206)
!221 = !DILocation(line: 26, column: 130, scope: !206)
!222 = !DILocation(line: 26, column: 127, scope: !206)
!223 = !DILocation(line: 26, column: 150, scope: !206)
!224 = !DILocation(line: 26, column: 147, scope: !206)
!225 = !DILocation(line: 26, column: 29, scope: !207)
!226 = !DILocation(line: 26, column: 23, scope: !207)
!227 = !DILocation(line: 26, column: 5, scope: !88)
!228 = distinct !{!228, !227, !229, !148}
!229 = !DILocation(line: 26, column: 160, scope: !88)
!230 = !DILocation(line: 30, column: 5, scope: !69)
!231 = !DILocation(line: 0, scope: !98)
!232 = !DILocation(line: 30, column: 26, scope: !98)
!233 = !DILocation(line: 30, column: 76, scope: !234)
!234 = distinct !DILexicalBlock(scope: !98, file: !3, line: 30, column: 26)
!235 = !DILocation(line: 30, column: 70, scope: !234)
!236 = !DILocation(line: 30, column: 56, scope: !234)
!237 = !DILocation(line: 30, column: 68, scope: !234)
!238 = !DILocation(line: 30, column: 52, scope: !234)
!239 = !DILocation(line: 30, column: 44, scope: !234)
!240 = distinct !{!240, !232, !241, !148}
!241 = !DILocation(line: 30, column: 82, scope: !98)
!242 = !DILocation(line: 0, scope: !100)
!243 = !DILocation(line: 31, column: 51, scope: !244)
!244 = distinct !DILexicalBlock(scope: !100, file: !3, line: 31, column: 5)
!245 = !DILocation(line: 31, column: 63, scope: !244)
!246 = !DILocation(line: 31, column: 41, scope: !244)
!247 = !DILocation(line: 31, column: 35, scope: !244)
!248 = !DILocation(line: 31, column: 49, scope: !244)
!249 = !DILocation(line: 31, column: 31, scope: !244)
!250 = !DILocation(line: 31, column: 23, scope: !244)
!251 = !DILocation(line: 31, column: 5, scope: !100)
!252 = distinct !{!252, !251, !253, !148}
!253 = !DILocation(line: 31, column: 65, scope: !100)
!254 = !DILocation(line: 33, column: 54, scope: !69)
!255 = !DILocation(line: 33, column: 5, scope: !69)
!256 = !DILocation(line: 34, column: 12, scope: !69)
!257 = !DILocation(line: 35, column: 1, scope: !69)
!258 = !DILocation(line: 34, column: 5, scope: !69)
!259 = !DILocation(line: 0, scope: !103)
!260 = !DILocation(line: 32, column: 62, scope: !261)
!261 = distinct !DILexicalBlock(scope: !103, file: !3, line: 32, column: 20)
!262 = !DILocation(line: 32, column: 56, scope: !261)
!263 = !DILocation(line: 32, column: 53, scope: !261)
!264 = !DILocation(line: 32, column: 46, scope: !261)
!265 = !DILocation(line: 32, column: 38, scope: !261)
!266 = !DILocation(line: 32, column: 20, scope: !103)
!267 = distinct !{!267, !266, !268, !148}
!268 = !DILocation(line: 32, column: 68, scope: !103)
!269 = distinct !DISubprogram(name: "step_aos", scope: !3, file: !3, line: 16, type: !270, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !273)
!270 = !DISubroutineType(cc: DW_CC_nocall, types: !271)
!271 = !{null, !272, !72, !5}
!272 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !54, size: 64)
!273 = !{!274, !275, !276, !277}
!274 = !DILocalVariable(name: "p", arg: 1, scope: !269, file: !3, line: 16, type: !272)
!275 = !DILocalVariable(name: "n", arg: 2, scope: !269, file: !3, line: 16, type: !72)
!276 = !DILocalVariable(name: "dt", arg: 3, scope: !269, file: !3, line: 16, type: !5)
!277 = !DILocalVariable(name: "i", scope: !278, file: !3, line: 16, type: !72)
!278 = distinct !DILexicalBlock(scope: !269, file: !3, line: 16, column: 87)
!279 = !DILocation(line: 0, scope: !269)
!280 = !DILocation(line: 0, scope: !278)
!281 = !DILocation(line: 16, column: 87, scope: !278)
!282 = !DILocation(line: 16, column: 226, scope: !269)
!283 = !DILocation(line: 16, column: 119, scope: !284)
!284 = distinct !DILexicalBlock(scope: !285, file: !3, line: 16, column: 119)
!285 = distinct !DILexicalBlock(scope: !278, file: !3, line: 16, column: 87)
!286 = !DILocation(line: 16, column: 124, scope: !284)
!287 = !DILocation(line: 16, column: 119, scope: !285)
!288 = !DILocation(line: 16, column: 160, scope: !289)
!289 = distinct !DILexicalBlock(scope: !284, file: !3, line: 16, column: 131)
!290 = !DILocation(line: 16, column: 148, scope: !289)
!291 = !DILocation(line: 16, column: 146, scope: !289)
!292 = !DILocation(line: 16, column: 140, scope: !289)
!293 = !DILocation(line: 16, column: 179, scope: !289)
!294 = !DILocation(line: 16, column: 171, scope: !289)
!295 = !DILocation(line: 16, column: 173, scope: !289)
!296 = !DILocation(line: 16, column: 200, scope: !297)
!297 = distinct !DILexicalBlock(scope: !289, file: !3, line: 16, column: 193)
!298 = !DILocation(line: 16, column: 193, scope: !289)
!299 = !DILocation(line: 16, column: 219, scope: !297)
!300 = !DILocation(line: 16, column: 208, scope: !297)
!301 = !DILocation(line: 16, column: 111, scope: !285)
!302 = !DILocation(line: 16, column: 105, scope: !285)
!303 = distinct !{!303, !281, !304, !148}
!304 = !DILocation(line: 16, column: 224, scope: !278)
!305 = distinct !DISubprogram(name: "step_soa", scope: !3, file: !3, line: 17, type: !306, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !309)
!306 = !DISubroutineType(cc: DW_CC_nocall, types: !307)
!307 = !{null, !308, !72, !5}
!308 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !35, size: 64)
!309 = !{!310, !311, !312, !313}
!310 = !DILocalVariable(name: "s", arg: 1, scope: !305, file: !3, line: 17, type: !308)
!311 = !DILocalVariable(name: "n", arg: 2, scope: !305, file: !3, line: 17, type: !72)
!312 = !DILocalVariable(name: "dt", arg: 3, scope: !305, file: !3, line: 17, type: !5)
!313 = !DILocalVariable(name: "i", scope: !314, file: !3, line: 17, type: !72)
!314 = distinct !DILexicalBlock(scope: !305, file: !3, line: 17, column: 82)
!315 = !DILocation(line: 0, scope: !305)
!316 = !DILocation(line: 0, scope: !314)
!317 = !DILocation(line: 17, column: 82, scope: !314)
!318 = !DILocation(line: 17, column: 228, scope: !305)
!319 = !DILocation(line: 17, column: 114, scope: !320)
!320 = distinct !DILexicalBlock(scope: !321, file: !3, line: 17, column: 114)
!321 = distinct !DILexicalBlock(scope: !314, file: !3, line: 17, column: 82)
!322 = !DILocation(line: 17, column: 114, scope: !321)
!323 = !DILocation(line: 17, column: 152, scope: !324)
!324 = distinct !DILexicalBlock(scope: !320, file: !3, line: 17, column: 127)
!325 = !DILocation(line: 17, column: 145, scope: !324)
!326 = !DILocation(line: 17, column: 143, scope: !324)
!327 = !DILocation(line: 17, column: 129, scope: !324)
!328 = !DILocation(line: 17, column: 137, scope: !324)
!329 = !DILocation(line: 17, column: 178, scope: !324)
!330 = !DILocation(line: 17, column: 164, scope: !324)
!331 = !DILocation(line: 17, column: 172, scope: !324)
!332 = !DILocation(line: 17, column: 201, scope: !333)
!333 = distinct !DILexicalBlock(scope: !324, file: !3, line: 17, column: 193)
!334 = !DILocation(line: 17, column: 193, scope: !324)
!335 = !DILocation(line: 17, column: 221, scope: !333)
!336 = !DILocation(line: 17, column: 209, scope: !333)
!337 = !DILocation(line: 17, column: 106, scope: !321)
!338 = !DILocation(line: 17, column: 100, scope: !321)
!339 = distinct !{!339, !317, !340, !148}
!340 = !DILocation(line: 17, column: 226, scope: !314)
!341 = !DISubprogram(name: "printf", scope: !342, file: !342, line: 356, type: !343, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!342 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!343 = !DISubroutineType(types: !344)
!344 = !{!72, !345, null}
!345 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !11)
!346 = distinct !DISubprogram(name: "strided_sum", scope: !3, file: !3, line: 18, type: !347, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !349)
!347 = !DISubroutineType(cc: DW_CC_nocall, types: !348)
!348 = !{!44, !11, !14, !72}
!349 = !{!350, !351, !352, !353, !354, !356}
!350 = !DILocalVariable(name: "base", arg: 1, scope: !346, file: !3, line: 18, type: !11)
!351 = !DILocalVariable(name: "stride", arg: 2, scope: !346, file: !3, line: 18, type: !14)
!352 = !DILocalVariable(name: "n", arg: 3, scope: !346, file: !3, line: 18, type: !72)
!353 = !DILocalVariable(name: "s", scope: !346, file: !3, line: 18, type: !44)
!354 = !DILocalVariable(name: "i", scope: !355, file: !3, line: 18, type: !72)
!355 = distinct !DILexicalBlock(scope: !346, file: !3, line: 18, column: 109)
!356 = !DILocalVariable(name: "m", scope: !357, file: !3, line: 18, type: !44)
!357 = distinct !DILexicalBlock(scope: !358, file: !3, line: 18, column: 137)
!358 = distinct !DILexicalBlock(scope: !355, file: !3, line: 18, column: 109)
!359 = !DILocation(line: 0, scope: !346)
!360 = !DILocation(line: 0, scope: !355)
!361 = !DILocation(line: 18, column: 109, scope: !355)
!362 = !DILocation(line: 18, column: 208, scope: !346)
!363 = !DILocation(line: 18, column: 177, scope: !357)
!364 = !DILocation(line: 18, column: 165, scope: !357)
!365 = !DILocation(line: 18, column: 149, scope: !357)
!366 = !DILocation(line: 0, scope: !357)
!367 = !DILocation(line: 18, column: 200, scope: !357)
!368 = !DILocation(line: 18, column: 133, scope: !358)
!369 = !DILocation(line: 18, column: 127, scope: !358)
!370 = distinct !{!370, !361, !371, !148}
!371 = !DILocation(line: 18, column: 206, scope: !355)
