; ModuleID = 'programs/malloc_realloc_patterns.c'
source_filename = "programs/malloc_realloc_patterns.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [38 x i8] c"grown len=%zu cap=%zu ok=%d last=%ld\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [17 x i8] c"shrunk v[9]=%ld\0A\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [38 x i8] c"calloc sum=%ld list sum=%ld count=%d\0A\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [30 x i8] c"matrix t=%g aligned %d %d %d\0A\00", align 1, !dbg !14
@.str.4 = private unnamed_addr constant [17 x i8] c"built string %s\0A\00", align 1, !dbg !19

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !39 {
  %1 = alloca ptr, align 8, !DIAssignID !110
    #dbg_assign(i1 undef, !101, !DIExpression(), !110, ptr %1, !DIExpression(), !111)
    #dbg_value(i64 1, !44, !DIExpression(), !111)
    #dbg_value(i64 0, !45, !DIExpression(), !111)
  %2 = tail call noalias dereferenceable_or_null(8) ptr @malloc(i64 noundef 8) #10, !dbg !112
    #dbg_value(ptr %2, !46, !DIExpression(), !111)
    #dbg_value(i32 1, !48, !DIExpression(), !111)
    #dbg_value(i64 0, !49, !DIExpression(), !113)
  br label %3, !dbg !114

3:                                                ; preds = %0, %70
  %4 = phi i64 [ 1, %0 ], [ %73, %70 ]
  %5 = phi i64 [ 0, %0 ], [ %75, %70 ]
  %6 = phi ptr [ %2, %0 ], [ %72, %70 ]
  %7 = phi i32 [ 1, %0 ], [ %71, %70 ]
    #dbg_value(i64 %4, !44, !DIExpression(), !111)
    #dbg_value(i64 %5, !45, !DIExpression(), !111)
    #dbg_value(ptr %6, !46, !DIExpression(), !111)
    #dbg_value(i32 %7, !48, !DIExpression(), !111)
    #dbg_value(i64 %5, !49, !DIExpression(), !113)
  %8 = icmp eq i64 %5, %4, !dbg !115
  br i1 %8, label %9, label %70, !dbg !116

9:                                                ; preds = %3
  %10 = shl i64 %4, 1, !dbg !117
    #dbg_value(i64 %10, !44, !DIExpression(), !111)
  %11 = shl i64 %4, 4, !dbg !118
  %12 = tail call ptr @realloc(ptr noundef %6, i64 noundef %11) #11, !dbg !119
    #dbg_value(ptr %12, !51, !DIExpression(), !120)
  %13 = icmp eq ptr %12, null, !dbg !121
  br i1 %13, label %225, label %14, !dbg !123

14:                                               ; preds = %9
    #dbg_value(i32 %7, !48, !DIExpression(), !111)
    #dbg_value(i64 0, !56, !DIExpression(), !124)
  %15 = icmp eq i64 %4, 0, !dbg !125
  br i1 %15, label %70, label %16, !dbg !127

16:                                               ; preds = %14
  %17 = and i64 %4, 3, !dbg !127
  %18 = icmp ult i64 %4, 4, !dbg !127
  br i1 %18, label %52, label %19, !dbg !127

19:                                               ; preds = %16
  %20 = and i64 %4, -4, !dbg !127
  br label %21, !dbg !127

21:                                               ; preds = %21, %19
  %22 = phi i32 [ %7, %19 ], [ %48, %21 ]
  %23 = phi i64 [ 0, %19 ], [ %49, %21 ]
  %24 = phi i64 [ 0, %19 ], [ %50, %21 ]
    #dbg_value(i32 %22, !48, !DIExpression(), !111)
    #dbg_value(i64 %23, !56, !DIExpression(), !124)
  %25 = getelementptr inbounds i64, ptr %12, i64 %23, !dbg !128
  %26 = load i64, ptr %25, align 8, !dbg !128, !tbaa !129
  %27 = mul nuw nsw i64 %23, 3, !dbg !133
  %28 = icmp eq i64 %26, %27, !dbg !134
  %29 = and i32 %22, 1, !dbg !135
    #dbg_value(i32 poison, !48, !DIExpression(), !111)
  %30 = or disjoint i64 %23, 1, !dbg !136
    #dbg_value(i64 %30, !56, !DIExpression(), !124)
  %31 = getelementptr inbounds i64, ptr %12, i64 %30, !dbg !128
  %32 = load i64, ptr %31, align 8, !dbg !128, !tbaa !129
  %33 = mul nuw nsw i64 %30, 3, !dbg !133
  %34 = icmp eq i64 %32, %33, !dbg !134
    #dbg_value(i32 poison, !48, !DIExpression(), !111)
  %35 = or disjoint i64 %23, 2, !dbg !136
    #dbg_value(i64 %35, !56, !DIExpression(), !124)
  %36 = getelementptr inbounds i64, ptr %12, i64 %35, !dbg !128
  %37 = load i64, ptr %36, align 8, !dbg !128, !tbaa !129
  %38 = mul nuw nsw i64 %35, 3, !dbg !133
  %39 = icmp eq i64 %37, %38, !dbg !134
    #dbg_value(i32 poison, !48, !DIExpression(), !111)
  %40 = or disjoint i64 %23, 3, !dbg !136
    #dbg_value(i64 %40, !56, !DIExpression(), !124)
  %41 = getelementptr inbounds i64, ptr %12, i64 %40, !dbg !128
  %42 = load i64, ptr %41, align 8, !dbg !128, !tbaa !129
  %43 = mul nuw nsw i64 %40, 3, !dbg !133
  %44 = icmp eq i64 %42, %43, !dbg !134
  %45 = select i1 %44, i1 %39, i1 false, !dbg !135
  %46 = select i1 %45, i1 %34, i1 false, !dbg !135
  %47 = select i1 %46, i1 %28, i1 false, !dbg !135
  %48 = select i1 %47, i32 %29, i32 0, !dbg !135
    #dbg_value(i32 %48, !48, !DIExpression(), !111)
  %49 = add nuw nsw i64 %23, 4, !dbg !136
    #dbg_value(i64 %49, !56, !DIExpression(), !124)
  %50 = add i64 %24, 4, !dbg !127
  %51 = icmp eq i64 %50, %20, !dbg !127
  br i1 %51, label %52, label %21, !dbg !127, !llvm.loop !137

52:                                               ; preds = %21, %16
  %53 = phi i32 [ poison, %16 ], [ %48, %21 ]
  %54 = phi i32 [ %7, %16 ], [ %48, %21 ]
  %55 = phi i64 [ 0, %16 ], [ %49, %21 ]
  %56 = icmp eq i64 %17, 0, !dbg !127
  br i1 %56, label %70, label %57, !dbg !127

57:                                               ; preds = %52, %57
  %58 = phi i32 [ %66, %57 ], [ %54, %52 ]
  %59 = phi i64 [ %67, %57 ], [ %55, %52 ]
  %60 = phi i64 [ %68, %57 ], [ 0, %52 ]
    #dbg_value(i32 %58, !48, !DIExpression(), !111)
    #dbg_value(i64 %59, !56, !DIExpression(), !124)
  %61 = getelementptr inbounds i64, ptr %12, i64 %59, !dbg !128
  %62 = load i64, ptr %61, align 8, !dbg !128, !tbaa !129
  %63 = mul nuw nsw i64 %59, 3, !dbg !133
  %64 = icmp eq i64 %62, %63, !dbg !134
  %65 = and i32 %58, 1, !dbg !135
  %66 = select i1 %64, i32 %65, i32 0, !dbg !135
    #dbg_value(i32 %66, !48, !DIExpression(), !111)
  %67 = add nuw nsw i64 %59, 1, !dbg !136
    #dbg_value(i64 %67, !56, !DIExpression(), !124)
  %68 = add i64 %60, 1, !dbg !127
  %69 = icmp eq i64 %68, %17, !dbg !127
  br i1 %69, label %70, label %57, !dbg !127, !llvm.loop !140

70:                                               ; preds = %52, %57, %14, %3
  %71 = phi i32 [ %7, %3 ], [ %7, %14 ], [ %53, %52 ], [ %66, %57 ], !dbg !142
  %72 = phi ptr [ %6, %3 ], [ %12, %14 ], [ %12, %57 ], [ %12, %52 ], !dbg !111
  %73 = phi i64 [ %4, %3 ], [ 0, %14 ], [ %10, %57 ], [ %10, %52 ], !dbg !111
    #dbg_value(i64 %73, !44, !DIExpression(), !111)
    #dbg_value(ptr %72, !46, !DIExpression(), !111)
    #dbg_value(i32 %71, !48, !DIExpression(), !111)
  %74 = mul nuw nsw i64 %5, 3, !dbg !143
  %75 = add nuw nsw i64 %5, 1, !dbg !144
    #dbg_value(i64 %75, !45, !DIExpression(), !111)
  %76 = getelementptr inbounds i64, ptr %72, i64 %5, !dbg !145
  store i64 %74, ptr %76, align 8, !dbg !146, !tbaa !129
    #dbg_value(i64 %75, !49, !DIExpression(), !113)
  %77 = icmp eq i64 %75, 5000, !dbg !147
  br i1 %77, label %78, label %3, !dbg !114, !llvm.loop !148

78:                                               ; preds = %70
    #dbg_value(i64 %73, !44, !DIExpression(), !111)
    #dbg_value(ptr %72, !46, !DIExpression(), !111)
    #dbg_value(i32 %71, !48, !DIExpression(), !111)
  %79 = getelementptr inbounds i8, ptr %72, i64 39992, !dbg !150
  %80 = load i64, ptr %79, align 8, !dbg !150, !tbaa !129
  %81 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 5000, i64 noundef %73, i32 noundef %71, i64 noundef %80), !dbg !151
  %82 = tail call dereferenceable_or_null(80) ptr @realloc(ptr noundef nonnull %72, i64 noundef 80) #11, !dbg !152
    #dbg_value(ptr %82, !46, !DIExpression(), !111)
  %83 = getelementptr inbounds i8, ptr %82, i64 72, !dbg !153
  %84 = load i64, ptr %83, align 8, !dbg !153, !tbaa !129
  %85 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i64 noundef %84), !dbg !154
  tail call void @free(ptr noundef %82) #12, !dbg !155
  %86 = tail call noalias dereferenceable_or_null(4000) ptr @calloc(i64 noundef 1000, i64 noundef 4) #13, !dbg !156
    #dbg_value(ptr %86, !58, !DIExpression(), !111)
    #dbg_value(i64 0, !60, !DIExpression(), !111)
    #dbg_value(i32 0, !61, !DIExpression(), !157)
  br label %87, !dbg !158

87:                                               ; preds = %87, %78
  %88 = phi i64 [ 0, %78 ], [ %108, %87 ], !dbg !159
  %89 = phi <2 x i64> [ zeroinitializer, %78 ], [ %106, %87 ]
  %90 = phi <2 x i64> [ zeroinitializer, %78 ], [ %107, %87 ]
  %91 = getelementptr inbounds i32, ptr %86, i64 %88, !dbg !161
  %92 = getelementptr inbounds i8, ptr %91, i64 8, !dbg !161
  %93 = load <2 x i32>, ptr %91, align 4, !dbg !161, !tbaa !162
  %94 = load <2 x i32>, ptr %92, align 4, !dbg !161, !tbaa !162
  %95 = sext <2 x i32> %93 to <2 x i64>, !dbg !161
  %96 = sext <2 x i32> %94 to <2 x i64>, !dbg !161
  %97 = add <2 x i64> %89, %95, !dbg !164
  %98 = add <2 x i64> %90, %96, !dbg !164
  %99 = or disjoint i64 %88, 4, !dbg !159
  %100 = getelementptr inbounds i32, ptr %86, i64 %99, !dbg !161
  %101 = getelementptr inbounds i8, ptr %100, i64 8, !dbg !161
  %102 = load <2 x i32>, ptr %100, align 4, !dbg !161, !tbaa !162
  %103 = load <2 x i32>, ptr %101, align 4, !dbg !161, !tbaa !162
  %104 = sext <2 x i32> %102 to <2 x i64>, !dbg !161
  %105 = sext <2 x i32> %103 to <2 x i64>, !dbg !161
  %106 = add <2 x i64> %97, %104, !dbg !164
  %107 = add <2 x i64> %98, %105, !dbg !164
  %108 = add nuw nsw i64 %88, 8, !dbg !159
  %109 = icmp eq i64 %108, 1000, !dbg !159
  br i1 %109, label %110, label %87, !dbg !159, !llvm.loop !165

110:                                              ; preds = %87
  %111 = add <2 x i64> %107, %106, !dbg !158
  %112 = tail call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %111), !dbg !158
  tail call void @free(ptr noundef nonnull %86) #12, !dbg !169
    #dbg_value(ptr null, !63, !DIExpression(), !111)
    #dbg_value(i32 0, !69, !DIExpression(), !170)
  br label %113, !dbg !171

113:                                              ; preds = %110, %113
  %114 = phi i32 [ 0, %110 ], [ %119, %113 ]
  %115 = phi ptr [ null, %110 ], [ %116, %113 ]
    #dbg_value(i32 %114, !69, !DIExpression(), !170)
    #dbg_value(ptr %115, !63, !DIExpression(), !111)
  %116 = tail call noalias dereferenceable_or_null(16) ptr @malloc(i64 noundef 16) #10, !dbg !172
    #dbg_value(ptr %116, !71, !DIExpression(), !173)
  %117 = mul nuw nsw i32 %114, %114, !dbg !174
  store i32 %117, ptr %116, align 8, !dbg !175, !tbaa !176
  %118 = getelementptr inbounds i8, ptr %116, i64 8, !dbg !179
  store ptr %115, ptr %118, align 8, !dbg !180, !tbaa !181
    #dbg_value(ptr %116, !63, !DIExpression(), !111)
  %119 = add nuw nsw i32 %114, 1, !dbg !182
    #dbg_value(i32 %119, !69, !DIExpression(), !170)
  %120 = icmp eq i32 %119, 100, !dbg !183
  br i1 %120, label %121, label %113, !dbg !171, !llvm.loop !184

121:                                              ; preds = %113, %121
  %122 = phi i32 [ %130, %121 ], [ 0, %113 ]
  %123 = phi i64 [ %129, %121 ], [ 0, %113 ]
  %124 = phi ptr [ %126, %121 ], [ %116, %113 ]
    #dbg_value(i32 %122, !75, !DIExpression(), !111)
    #dbg_value(i64 %123, !74, !DIExpression(), !111)
    #dbg_value(ptr %124, !63, !DIExpression(), !111)
  %125 = getelementptr inbounds i8, ptr %124, i64 8, !dbg !186
  %126 = load ptr, ptr %125, align 8, !dbg !186, !tbaa !181
    #dbg_value(ptr %126, !76, !DIExpression(), !187)
  %127 = load i32, ptr %124, align 8, !dbg !188, !tbaa !176
  %128 = sext i32 %127 to i64, !dbg !189
  %129 = add nsw i64 %123, %128, !dbg !190
    #dbg_value(i64 %129, !74, !DIExpression(), !111)
  %130 = add nuw nsw i32 %122, 1, !dbg !191
    #dbg_value(i32 %130, !75, !DIExpression(), !111)
  tail call void @free(ptr noundef nonnull %124) #12, !dbg !192
    #dbg_value(ptr %126, !63, !DIExpression(), !111)
  %131 = icmp eq ptr %126, null, !dbg !193
  br i1 %131, label %132, label %121, !dbg !193, !llvm.loop !194

132:                                              ; preds = %121
  %133 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %112, i64 noundef %129, i32 noundef %130), !dbg !196
    #dbg_value(i32 30, !78, !DIExpression(), !111)
    #dbg_value(i32 17, !79, !DIExpression(), !111)
  %134 = tail call noalias dereferenceable_or_null(240) ptr @malloc(i64 noundef 240) #10, !dbg !197
    #dbg_value(ptr %134, !80, !DIExpression(), !111)
    #dbg_value(i32 0, !84, !DIExpression(), !198)
  br label %137, !dbg !199

135:                                              ; preds = %137
  %136 = tail call noalias dereferenceable_or_null(4080) ptr @malloc(i64 noundef 4080) #10, !dbg !200
    #dbg_value(ptr %136, !90, !DIExpression(), !111)
    #dbg_value(i32 0, !95, !DIExpression(), !201)
  br label %165, !dbg !202

137:                                              ; preds = %132, %137
  %138 = phi i64 [ 0, %132 ], [ %163, %137 ]
    #dbg_value(i64 %138, !84, !DIExpression(), !198)
  %139 = tail call noalias dereferenceable_or_null(136) ptr @malloc(i64 noundef 136) #10, !dbg !203
  %140 = getelementptr inbounds ptr, ptr %134, i64 %138, !dbg !204
  store ptr %139, ptr %140, align 8, !dbg !205, !tbaa !206
    #dbg_value(i32 0, !86, !DIExpression(), !207)
  %141 = trunc nuw nsw i64 %138 to i32
  %142 = uitofp nneg i32 %141 to double
  %143 = fmul double %142, 5.000000e-01
    #dbg_value(i64 0, !86, !DIExpression(), !207)
    #dbg_value(i64 1, !86, !DIExpression(), !207)
  %144 = insertelement <2 x double> poison, double %143, i64 0, !dbg !208
  %145 = shufflevector <2 x double> %144, <2 x double> poison, <2 x i32> zeroinitializer, !dbg !208
  %146 = fadd <2 x double> %145, <double 0.000000e+00, double 1.000000e+00>, !dbg !208
  store <2 x double> %146, ptr %139, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 2, !86, !DIExpression(), !207)
  %147 = getelementptr inbounds i8, ptr %139, i64 16, !dbg !213
    #dbg_value(i64 3, !86, !DIExpression(), !207)
  %148 = fadd <2 x double> %145, <double 2.000000e+00, double 3.000000e+00>, !dbg !208
  store <2 x double> %148, ptr %147, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 4, !86, !DIExpression(), !207)
  %149 = getelementptr inbounds i8, ptr %139, i64 32, !dbg !213
    #dbg_value(i64 5, !86, !DIExpression(), !207)
  %150 = fadd <2 x double> %145, <double 4.000000e+00, double 5.000000e+00>, !dbg !208
  store <2 x double> %150, ptr %149, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 6, !86, !DIExpression(), !207)
  %151 = getelementptr inbounds i8, ptr %139, i64 48, !dbg !213
    #dbg_value(i64 7, !86, !DIExpression(), !207)
  %152 = fadd <2 x double> %145, <double 6.000000e+00, double 7.000000e+00>, !dbg !208
  store <2 x double> %152, ptr %151, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 8, !86, !DIExpression(), !207)
  %153 = getelementptr inbounds i8, ptr %139, i64 64, !dbg !213
    #dbg_value(i64 9, !86, !DIExpression(), !207)
  %154 = fadd <2 x double> %145, <double 8.000000e+00, double 9.000000e+00>, !dbg !208
  store <2 x double> %154, ptr %153, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 10, !86, !DIExpression(), !207)
  %155 = getelementptr inbounds i8, ptr %139, i64 80, !dbg !213
    #dbg_value(i64 11, !86, !DIExpression(), !207)
  %156 = fadd <2 x double> %145, <double 1.000000e+01, double 1.100000e+01>, !dbg !208
  store <2 x double> %156, ptr %155, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 12, !86, !DIExpression(), !207)
  %157 = getelementptr inbounds i8, ptr %139, i64 96, !dbg !213
    #dbg_value(i64 13, !86, !DIExpression(), !207)
  %158 = fadd <2 x double> %145, <double 1.200000e+01, double 1.300000e+01>, !dbg !208
  store <2 x double> %158, ptr %157, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 14, !86, !DIExpression(), !207)
  %159 = getelementptr inbounds i8, ptr %139, i64 112, !dbg !213
    #dbg_value(i64 15, !86, !DIExpression(), !207)
  %160 = fadd <2 x double> %145, <double 1.400000e+01, double 1.500000e+01>, !dbg !208
  store <2 x double> %160, ptr %159, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 16, !86, !DIExpression(), !207)
  %161 = fadd double %143, 1.600000e+01, !dbg !208
  %162 = getelementptr inbounds i8, ptr %139, i64 128, !dbg !213
  store double %161, ptr %162, align 8, !dbg !210, !tbaa !211
    #dbg_value(i64 17, !86, !DIExpression(), !207)
  %163 = add nuw nsw i64 %138, 1, !dbg !214
    #dbg_value(i64 %163, !84, !DIExpression(), !198)
  %164 = icmp eq i64 %163, 30, !dbg !215
  br i1 %164, label %135, label %137, !dbg !199, !llvm.loop !216

165:                                              ; preds = %165, %135
  %166 = phi i64 [ 0, %135 ], [ %181, %165 ]
    #dbg_value(i64 %166, !95, !DIExpression(), !201)
  %167 = mul nuw nsw i64 %166, 136, !dbg !218
  %168 = getelementptr inbounds i8, ptr %136, i64 %167, !dbg !218
  %169 = getelementptr inbounds ptr, ptr %134, i64 %166, !dbg !220
  %170 = load ptr, ptr %169, align 8, !dbg !220, !tbaa !206
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %168, ptr noundef nonnull align 8 dereferenceable(136) %170, i64 136, i1 false), !dbg !221
  %171 = add nuw nsw i64 %166, 1, !dbg !222
    #dbg_value(i64 %171, !95, !DIExpression(), !201)
  %172 = mul nuw nsw i64 %171, 136, !dbg !218
  %173 = getelementptr inbounds i8, ptr %136, i64 %172, !dbg !218
  %174 = getelementptr inbounds ptr, ptr %134, i64 %171, !dbg !220
  %175 = load ptr, ptr %174, align 8, !dbg !220, !tbaa !206
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %173, ptr noundef nonnull align 8 dereferenceable(136) %175, i64 136, i1 false), !dbg !221
  %176 = add nuw nsw i64 %166, 2, !dbg !222
    #dbg_value(i64 %176, !95, !DIExpression(), !201)
  %177 = mul nuw nsw i64 %176, 136, !dbg !218
  %178 = getelementptr inbounds i8, ptr %136, i64 %177, !dbg !218
  %179 = getelementptr inbounds ptr, ptr %134, i64 %176, !dbg !220
  %180 = load ptr, ptr %179, align 8, !dbg !220, !tbaa !206
  tail call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 8 dereferenceable(136) %178, ptr noundef nonnull align 8 dereferenceable(136) %180, i64 136, i1 false), !dbg !221
  %181 = add nuw nsw i64 %166, 3, !dbg !222
    #dbg_value(i64 %181, !95, !DIExpression(), !201)
  %182 = icmp eq i64 %181, 30, !dbg !223
  br i1 %182, label %195, label %165, !dbg !202, !llvm.loop !224

183:                                              ; preds = %195
  tail call void @free(ptr noundef nonnull %134) #12, !dbg !226
  tail call void @free(ptr noundef nonnull %136) #12, !dbg !227
    #dbg_value(ptr poison, !100, !DIExpression(), !111)
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #12, !dbg !228
  store ptr null, ptr %1, align 8, !dbg !229, !tbaa !206, !DIAssignID !230
    #dbg_assign(ptr null, !101, !DIExpression(), !230, ptr %1, !DIExpression(), !111)
  %184 = call i32 @posix_memalign(ptr noundef nonnull %1, i64 noundef 256, i64 noundef 100) #12, !dbg !231
    #dbg_value(i32 %184, !102, !DIExpression(), !111)
  %185 = icmp eq i32 %184, 0, !dbg !232
  %186 = zext i1 %185 to i32, !dbg !232
  %187 = load ptr, ptr %1, align 8, !dbg !233, !tbaa !206
  %188 = ptrtoint ptr %187 to i64, !dbg !234
  %189 = and i64 %188, 255, !dbg !235
  %190 = icmp eq i64 %189, 0, !dbg !236
  %191 = zext i1 %190 to i32, !dbg !236
  %192 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.3, double noundef %206, i32 noundef 1, i32 noundef %186, i32 noundef %191), !dbg !237
  %193 = load ptr, ptr %1, align 8, !dbg !238, !tbaa !206
  call void @free(ptr noundef %193) #12, !dbg !239
  %194 = call noalias dereferenceable_or_null(1) ptr @malloc(i64 noundef 1) #10, !dbg !240
    #dbg_value(ptr %194, !103, !DIExpression(), !111)
  store i8 0, ptr %194, align 1, !dbg !241, !tbaa !242
    #dbg_value(i32 0, !105, !DIExpression(), !243)
  br label %213, !dbg !244

195:                                              ; preds = %165, %195
  %196 = phi i64 [ %209, %195 ], [ 0, %165 ]
  %197 = phi double [ %206, %195 ], [ 0.000000e+00, %165 ]
    #dbg_value(i64 %196, !98, !DIExpression(), !245)
    #dbg_value(double %197, !97, !DIExpression(), !111)
  %198 = mul nuw nsw i64 %196, 136, !dbg !246
  %199 = getelementptr inbounds i8, ptr %136, i64 %198, !dbg !246
  %200 = add nuw i64 %196, 4294967279, !dbg !249
  %201 = icmp ult i64 %196, 17, !dbg !249
  %202 = select i1 %201, i64 %196, i64 %200, !dbg !249
  %203 = and i64 %202, 4294967295, !dbg !246
  %204 = getelementptr inbounds double, ptr %199, i64 %203, !dbg !246
  %205 = load double, ptr %204, align 8, !dbg !246, !tbaa !211
  %206 = fadd double %197, %205, !dbg !250
    #dbg_value(double %206, !97, !DIExpression(), !111)
  %207 = getelementptr inbounds ptr, ptr %134, i64 %196, !dbg !251
  %208 = load ptr, ptr %207, align 8, !dbg !251, !tbaa !206
  tail call void @free(ptr noundef %208) #12, !dbg !252
  %209 = add nuw nsw i64 %196, 1, !dbg !253
    #dbg_value(i64 %209, !98, !DIExpression(), !245)
  %210 = icmp eq i64 %209, 30, !dbg !254
  br i1 %210, label %183, label %195, !dbg !255, !llvm.loop !256

211:                                              ; preds = %213
  %212 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, ptr noundef nonnull %218), !dbg !258
  call void @free(ptr noundef nonnull %218) #12, !dbg !259
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #12, !dbg !260
  br label %225

213:                                              ; preds = %183, %213
  %214 = phi i32 [ 0, %183 ], [ %223, %213 ]
  %215 = phi ptr [ %194, %183 ], [ %218, %213 ]
    #dbg_value(i32 %214, !105, !DIExpression(), !243)
    #dbg_value(ptr %215, !103, !DIExpression(), !111)
  %216 = call i64 @strlen(ptr noundef nonnull dereferenceable(1) %215) #14, !dbg !261
    #dbg_value(i64 %216, !107, !DIExpression(), !262)
  %217 = add i64 %216, 2, !dbg !263
  %218 = call ptr @realloc(ptr noundef nonnull %215, i64 noundef %217) #11, !dbg !264
    #dbg_value(ptr %218, !103, !DIExpression(), !111)
  %219 = trunc nuw i32 %214 to i8, !dbg !265
  %220 = add nuw nsw i8 %219, 97, !dbg !265
  %221 = getelementptr inbounds i8, ptr %218, i64 %216, !dbg !266
  store i8 %220, ptr %221, align 1, !dbg !267, !tbaa !242
  %222 = getelementptr i8, ptr %221, i64 1, !dbg !268
  store i8 0, ptr %222, align 1, !dbg !269, !tbaa !242
  %223 = add nuw nsw i32 %214, 1, !dbg !270
    #dbg_value(i32 %223, !105, !DIExpression(), !243)
  %224 = icmp eq i32 %223, 26, !dbg !271
  br i1 %224, label %211, label %213, !dbg !244, !llvm.loop !272

225:                                              ; preds = %9, %211
  %226 = phi i32 [ %130, %211 ], [ 99, %9 ]
  ret i32 %226, !dbg !260
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !274 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !278 noalias noundef ptr @realloc(ptr allocptr nocapture noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !281 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !288 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !291 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #7

; Function Attrs: nofree nounwind
declare !dbg !294 i32 @posix_memalign(ptr noundef, i64 noundef, i64 noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !298 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nounwind willreturn allockind("realloc") allocsize(1) memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #8 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #9 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #10 = { nounwind allocsize(0) }
attributes #11 = { nounwind allocsize(1) }
attributes #12 = { nounwind }
attributes #13 = { nounwind allocsize(0,1) }
attributes #14 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!21}
!llvm.module.flags = !{!31, !32, !33, !34, !35, !36, !37}
!llvm.ident = !{!38}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 22, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/malloc_realloc_patterns.c", directory: ".", checksumkind: CSK_MD5, checksum: "946f0a9134163a7bcc96aa5bd6898e0e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 304, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 38)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 24, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 136, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 17)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !3, isLocal: true, isDefinition: true)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !2, line: 43, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 30)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !9, isLocal: true, isDefinition: true)
!21 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !22, globals: !30, splitDebugInlining: false, nameTableKind: None)
!22 = !{!23, !24, !27, !28, !4}
!23 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!24 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !25, line: 18, baseType: !26)
!25 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!26 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!27 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!28 = !DIDerivedType(tag: DW_TAG_typedef, name: "uintptr_t", file: !29, line: 90, baseType: !26)
!29 = !DIFile(filename: "/usr/include/stdint.h", directory: "", checksumkind: CSK_MD5, checksum: "a48e64edacc5b19f56c99745232c963c")
!30 = !{!0, !7, !12, !14, !19}
!31 = !{i32 7, !"Dwarf Version", i32 5}
!32 = !{i32 2, !"Debug Info Version", i32 3}
!33 = !{i32 1, !"wchar_size", i32 4}
!34 = !{i32 8, !"PIC Level", i32 2}
!35 = !{i32 7, !"PIE Level", i32 2}
!36 = !{i32 7, !"uwtable", i32 2}
!37 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!38 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!39 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 14, type: !40, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !21, retainedNodes: !43)
!40 = !DISubroutineType(types: !41)
!41 = !{!42}
!42 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!43 = !{!44, !45, !46, !48, !49, !51, !56, !58, !60, !61, !63, !69, !71, !74, !75, !76, !78, !79, !80, !84, !86, !90, !95, !97, !98, !100, !101, !102, !103, !105, !107}
!44 = !DILocalVariable(name: "cap", scope: !39, file: !2, line: 15, type: !24)
!45 = !DILocalVariable(name: "len", scope: !39, file: !2, line: 15, type: !24)
!46 = !DILocalVariable(name: "v", scope: !39, file: !2, line: 16, type: !47)
!47 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !23, size: 64)
!48 = !DILocalVariable(name: "moves_ok", scope: !39, file: !2, line: 17, type: !42)
!49 = !DILocalVariable(name: "i", scope: !50, file: !2, line: 18, type: !23)
!50 = distinct !DILexicalBlock(scope: !39, file: !2, line: 18, column: 5)
!51 = !DILocalVariable(name: "nv", scope: !52, file: !2, line: 19, type: !47)
!52 = distinct !DILexicalBlock(scope: !53, file: !2, line: 19, column: 25)
!53 = distinct !DILexicalBlock(scope: !54, file: !2, line: 19, column: 13)
!54 = distinct !DILexicalBlock(scope: !55, file: !2, line: 18, column: 37)
!55 = distinct !DILexicalBlock(scope: !50, file: !2, line: 18, column: 5)
!56 = !DILocalVariable(name: "k", scope: !57, file: !2, line: 19, type: !24)
!57 = distinct !DILexicalBlock(scope: !52, file: !2, line: 19, column: 105)
!58 = !DILocalVariable(name: "z", scope: !39, file: !2, line: 26, type: !59)
!59 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !42, size: 64)
!60 = !DILocalVariable(name: "zs", scope: !39, file: !2, line: 27, type: !23)
!61 = !DILocalVariable(name: "i", scope: !62, file: !2, line: 27, type: !42)
!62 = distinct !DILexicalBlock(scope: !39, file: !2, line: 27, column: 18)
!63 = !DILocalVariable(name: "head", scope: !39, file: !2, line: 29, type: !64)
!64 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !65, size: 64)
!65 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "item", file: !2, line: 12, size: 128, elements: !66)
!66 = !{!67, !68}
!67 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !65, file: !2, line: 12, baseType: !42, size: 32)
!68 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !65, file: !2, line: 12, baseType: !64, size: 64, offset: 64)
!69 = !DILocalVariable(name: "i", scope: !70, file: !2, line: 30, type: !42)
!70 = distinct !DILexicalBlock(scope: !39, file: !2, line: 30, column: 5)
!71 = !DILocalVariable(name: "it", scope: !72, file: !2, line: 30, type: !64)
!72 = distinct !DILexicalBlock(scope: !73, file: !2, line: 30, column: 35)
!73 = distinct !DILexicalBlock(scope: !70, file: !2, line: 30, column: 5)
!74 = !DILocalVariable(name: "ls", scope: !39, file: !2, line: 31, type: !23)
!75 = !DILocalVariable(name: "cnt", scope: !39, file: !2, line: 31, type: !42)
!76 = !DILocalVariable(name: "n", scope: !77, file: !2, line: 32, type: !64)
!77 = distinct !DILexicalBlock(scope: !39, file: !2, line: 32, column: 18)
!78 = !DILocalVariable(name: "rows", scope: !39, file: !2, line: 34, type: !42)
!79 = !DILocalVariable(name: "cols", scope: !39, file: !2, line: 34, type: !42)
!80 = !DILocalVariable(name: "m", scope: !39, file: !2, line: 35, type: !81)
!81 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !82, size: 64)
!82 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !83, size: 64)
!83 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!84 = !DILocalVariable(name: "r", scope: !85, file: !2, line: 36, type: !42)
!85 = distinct !DILexicalBlock(scope: !39, file: !2, line: 36, column: 5)
!86 = !DILocalVariable(name: "c", scope: !87, file: !2, line: 36, type: !42)
!87 = distinct !DILexicalBlock(scope: !88, file: !2, line: 36, column: 80)
!88 = distinct !DILexicalBlock(scope: !89, file: !2, line: 36, column: 36)
!89 = distinct !DILexicalBlock(scope: !85, file: !2, line: 36, column: 5)
!90 = !DILocalVariable(name: "blk", scope: !39, file: !2, line: 37, type: !91)
!91 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !92, size: 64)
!92 = !DICompositeType(tag: DW_TAG_array_type, baseType: !83, elements: !93)
!93 = !{!94}
!94 = !DISubrange(count: -1)
!95 = !DILocalVariable(name: "r", scope: !96, file: !2, line: 38, type: !42)
!96 = distinct !DILexicalBlock(scope: !39, file: !2, line: 38, column: 5)
!97 = !DILocalVariable(name: "t", scope: !39, file: !2, line: 39, type: !83)
!98 = !DILocalVariable(name: "r", scope: !99, file: !2, line: 39, type: !42)
!99 = distinct !DILexicalBlock(scope: !39, file: !2, line: 39, column: 19)
!100 = !DILocalVariable(name: "al", scope: !39, file: !2, line: 41, type: !27)
!101 = !DILocalVariable(name: "pm", scope: !39, file: !2, line: 41, type: !27)
!102 = !DILocalVariable(name: "pr", scope: !39, file: !2, line: 42, type: !42)
!103 = !DILocalVariable(name: "s", scope: !39, file: !2, line: 45, type: !104)
!104 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!105 = !DILocalVariable(name: "i", scope: !106, file: !2, line: 47, type: !42)
!106 = distinct !DILexicalBlock(scope: !39, file: !2, line: 47, column: 5)
!107 = !DILocalVariable(name: "l", scope: !108, file: !2, line: 47, type: !24)
!108 = distinct !DILexicalBlock(scope: !109, file: !2, line: 47, column: 34)
!109 = distinct !DILexicalBlock(scope: !106, file: !2, line: 47, column: 5)
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 0, scope: !39)
!112 = !DILocation(line: 16, column: 15, scope: !39)
!113 = !DILocation(line: 0, scope: !50)
!114 = !DILocation(line: 18, column: 5, scope: !50)
!115 = !DILocation(line: 19, column: 17, scope: !53)
!116 = !DILocation(line: 19, column: 13, scope: !54)
!117 = !DILocation(line: 19, column: 31, scope: !52)
!118 = !DILocation(line: 19, column: 63, scope: !52)
!119 = !DILocation(line: 19, column: 48, scope: !52)
!120 = !DILocation(line: 0, scope: !52)
!121 = !DILocation(line: 19, column: 82, scope: !122)
!122 = distinct !DILexicalBlock(scope: !52, file: !2, line: 19, column: 81)
!123 = !DILocation(line: 19, column: 81, scope: !52)
!124 = !DILocation(line: 0, scope: !57)
!125 = !DILocation(line: 19, column: 126, scope: !126)
!126 = distinct !DILexicalBlock(scope: !57, file: !2, line: 19, column: 105)
!127 = !DILocation(line: 19, column: 105, scope: !57)
!128 = !DILocation(line: 19, column: 150, scope: !126)
!129 = !{!130, !130, i64 0}
!130 = !{!"long", !131, i64 0}
!131 = !{!"omnipotent char", !132, i64 0}
!132 = !{!"Simple C/C++ TBAA"}
!133 = !DILocation(line: 19, column: 166, scope: !126)
!134 = !DILocation(line: 19, column: 155, scope: !126)
!135 = !DILocation(line: 19, column: 147, scope: !126)
!136 = !DILocation(line: 19, column: 134, scope: !126)
!137 = distinct !{!137, !127, !138, !139}
!138 = !DILocation(line: 19, column: 168, scope: !57)
!139 = !{!"llvm.loop.mustprogress"}
!140 = distinct !{!140, !141}
!141 = !{!"llvm.loop.unroll.disable"}
!142 = !DILocation(line: 17, column: 9, scope: !39)
!143 = !DILocation(line: 20, column: 22, scope: !54)
!144 = !DILocation(line: 20, column: 14, scope: !54)
!145 = !DILocation(line: 20, column: 9, scope: !54)
!146 = !DILocation(line: 20, column: 18, scope: !54)
!147 = !DILocation(line: 18, column: 24, scope: !55)
!148 = distinct !{!148, !114, !149, !139}
!149 = !DILocation(line: 21, column: 5, scope: !50)
!150 = !DILocation(line: 22, column: 74, scope: !39)
!151 = !DILocation(line: 22, column: 5, scope: !39)
!152 = !DILocation(line: 23, column: 9, scope: !39)
!153 = !DILocation(line: 24, column: 33, scope: !39)
!154 = !DILocation(line: 24, column: 5, scope: !39)
!155 = !DILocation(line: 25, column: 5, scope: !39)
!156 = !DILocation(line: 26, column: 14, scope: !39)
!157 = !DILocation(line: 0, scope: !62)
!158 = !DILocation(line: 27, column: 18, scope: !62)
!159 = !DILocation(line: 27, column: 45, scope: !160)
!160 = distinct !DILexicalBlock(scope: !62, file: !2, line: 27, column: 18)
!161 = !DILocation(line: 27, column: 55, scope: !160)
!162 = !{!163, !163, i64 0}
!163 = !{!"int", !131, i64 0}
!164 = !DILocation(line: 27, column: 52, scope: !160)
!165 = distinct !{!165, !158, !166, !139, !167, !168}
!166 = !DILocation(line: 27, column: 58, scope: !62)
!167 = !{!"llvm.loop.isvectorized", i32 1}
!168 = !{!"llvm.loop.unroll.runtime.disable"}
!169 = !DILocation(line: 28, column: 5, scope: !39)
!170 = !DILocation(line: 0, scope: !70)
!171 = !DILocation(line: 30, column: 5, scope: !70)
!172 = !DILocation(line: 30, column: 55, scope: !72)
!173 = !DILocation(line: 0, scope: !72)
!174 = !DILocation(line: 30, column: 87, scope: !72)
!175 = !DILocation(line: 30, column: 83, scope: !72)
!176 = !{!177, !163, i64 0}
!177 = !{!"item", !163, i64 0, !178, i64 8}
!178 = !{!"any pointer", !131, i64 0}
!179 = !DILocation(line: 30, column: 96, scope: !72)
!180 = !DILocation(line: 30, column: 101, scope: !72)
!181 = !{!177, !178, i64 8}
!182 = !DILocation(line: 30, column: 31, scope: !73)
!183 = !DILocation(line: 30, column: 23, scope: !73)
!184 = distinct !{!184, !171, !185, !139}
!185 = !DILocation(line: 30, column: 120, scope: !70)
!186 = !DILocation(line: 32, column: 43, scope: !77)
!187 = !DILocation(line: 0, scope: !77)
!188 = !DILocation(line: 32, column: 61, scope: !77)
!189 = !DILocation(line: 32, column: 55, scope: !77)
!190 = !DILocation(line: 32, column: 52, scope: !77)
!191 = !DILocation(line: 32, column: 69, scope: !77)
!192 = !DILocation(line: 32, column: 73, scope: !77)
!193 = !DILocation(line: 32, column: 5, scope: !39)
!194 = distinct !{!194, !193, !195, !139}
!195 = !DILocation(line: 32, column: 95, scope: !39)
!196 = !DILocation(line: 33, column: 5, scope: !39)
!197 = !DILocation(line: 35, column: 18, scope: !39)
!198 = !DILocation(line: 0, scope: !85)
!199 = !DILocation(line: 36, column: 5, scope: !85)
!200 = !DILocation(line: 37, column: 27, scope: !39)
!201 = !DILocation(line: 0, scope: !96)
!202 = !DILocation(line: 38, column: 5, scope: !96)
!203 = !DILocation(line: 36, column: 45, scope: !88)
!204 = !DILocation(line: 36, column: 38, scope: !88)
!205 = !DILocation(line: 36, column: 43, scope: !88)
!206 = !{!178, !178, i64 0}
!207 = !DILocation(line: 0, scope: !87)
!208 = !DILocation(line: 36, column: 129, scope: !209)
!209 = distinct !DILexicalBlock(scope: !87, file: !2, line: 36, column: 80)
!210 = !DILocation(line: 36, column: 119, scope: !209)
!211 = !{!212, !212, i64 0}
!212 = !{!"double", !131, i64 0}
!213 = !DILocation(line: 36, column: 111, scope: !209)
!214 = !DILocation(line: 36, column: 32, scope: !89)
!215 = !DILocation(line: 36, column: 23, scope: !89)
!216 = distinct !{!216, !199, !217, !139}
!217 = !DILocation(line: 36, column: 134, scope: !85)
!218 = !DILocation(line: 38, column: 43, scope: !219)
!219 = distinct !DILexicalBlock(scope: !96, file: !2, line: 38, column: 5)
!220 = !DILocation(line: 38, column: 51, scope: !219)
!221 = !DILocation(line: 38, column: 36, scope: !219)
!222 = !DILocation(line: 38, column: 32, scope: !219)
!223 = !DILocation(line: 38, column: 23, scope: !219)
!224 = distinct !{!224, !202, !225, !139}
!225 = !DILocation(line: 38, column: 70, scope: !96)
!226 = !DILocation(line: 40, column: 5, scope: !39)
!227 = !DILocation(line: 40, column: 14, scope: !39)
!228 = !DILocation(line: 41, column: 5, scope: !39)
!229 = !DILocation(line: 41, column: 41, scope: !39)
!230 = distinct !DIAssignID()
!231 = !DILocation(line: 42, column: 14, scope: !39)
!232 = !DILocation(line: 43, column: 77, scope: !39)
!233 = !DILocation(line: 43, column: 94, scope: !39)
!234 = !DILocation(line: 43, column: 83, scope: !39)
!235 = !DILocation(line: 43, column: 97, scope: !39)
!236 = !DILocation(line: 43, column: 103, scope: !39)
!237 = !DILocation(line: 43, column: 5, scope: !39)
!238 = !DILocation(line: 44, column: 20, scope: !39)
!239 = !DILocation(line: 44, column: 15, scope: !39)
!240 = !DILocation(line: 45, column: 15, scope: !39)
!241 = !DILocation(line: 46, column: 10, scope: !39)
!242 = !{!131, !131, i64 0}
!243 = !DILocation(line: 0, scope: !106)
!244 = !DILocation(line: 47, column: 5, scope: !106)
!245 = !DILocation(line: 0, scope: !99)
!246 = !DILocation(line: 39, column: 57, scope: !247)
!247 = distinct !DILexicalBlock(scope: !248, file: !2, line: 39, column: 50)
!248 = distinct !DILexicalBlock(scope: !99, file: !2, line: 39, column: 19)
!249 = !DILocation(line: 39, column: 66, scope: !247)
!250 = !DILocation(line: 39, column: 54, scope: !247)
!251 = !DILocation(line: 39, column: 80, scope: !247)
!252 = !DILocation(line: 39, column: 75, scope: !247)
!253 = !DILocation(line: 39, column: 46, scope: !248)
!254 = !DILocation(line: 39, column: 37, scope: !248)
!255 = !DILocation(line: 39, column: 19, scope: !99)
!256 = distinct !{!256, !255, !257, !139}
!257 = !DILocation(line: 39, column: 87, scope: !99)
!258 = !DILocation(line: 48, column: 5, scope: !39)
!259 = !DILocation(line: 49, column: 5, scope: !39)
!260 = !DILocation(line: 51, column: 1, scope: !39)
!261 = !DILocation(line: 47, column: 47, scope: !108)
!262 = !DILocation(line: 0, scope: !108)
!263 = !DILocation(line: 47, column: 75, scope: !108)
!264 = !DILocation(line: 47, column: 62, scope: !108)
!265 = !DILocation(line: 47, column: 88, scope: !108)
!266 = !DILocation(line: 47, column: 81, scope: !108)
!267 = !DILocation(line: 47, column: 86, scope: !108)
!268 = !DILocation(line: 47, column: 105, scope: !108)
!269 = !DILocation(line: 47, column: 114, scope: !108)
!270 = !DILocation(line: 47, column: 30, scope: !109)
!271 = !DILocation(line: 47, column: 23, scope: !109)
!272 = distinct !{!272, !244, !273, !139}
!273 = !DILocation(line: 47, column: 119, scope: !106)
!274 = !DISubprogram(name: "malloc", scope: !275, file: !275, line: 553, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!275 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!276 = !DISubroutineType(types: !277)
!277 = !{!27, !24}
!278 = !DISubprogram(name: "realloc", scope: !275, file: !275, line: 564, type: !279, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!279 = !DISubroutineType(types: !280)
!280 = !{!27, !27, !24}
!281 = !DISubprogram(name: "printf", scope: !282, file: !282, line: 356, type: !283, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!282 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!283 = !DISubroutineType(types: !284)
!284 = !{!42, !285, null}
!285 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !286)
!286 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !287, size: 64)
!287 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!288 = !DISubprogram(name: "free", scope: !275, file: !275, line: 568, type: !289, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!289 = !DISubroutineType(types: !290)
!290 = !{null, !27}
!291 = !DISubprogram(name: "calloc", scope: !275, file: !275, line: 556, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!27, !24, !24}
!294 = !DISubprogram(name: "posix_memalign", scope: !275, file: !275, line: 599, type: !295, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!295 = !DISubroutineType(types: !296)
!296 = !{!42, !297, !24, !24}
!297 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !27, size: 64)
!298 = !DISubprogram(name: "strlen", scope: !299, file: !299, line: 407, type: !300, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!299 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!300 = !DISubroutineType(types: !301)
!301 = !{!26, !286}
