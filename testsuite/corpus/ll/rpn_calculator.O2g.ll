; ModuleID = 'programs/rpn_calculator.c'
source_filename = "programs/rpn_calculator.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [10 x i8] c"-(2+3)*-4\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [21 x i8] c"sqrt(16) + abs(-2.5)\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [22 x i8] c"max(1, min(7, 3)) * 2\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [12 x i8] c"2^10 - 1000\00", align 1, !dbg !22
@.str.5 = private unnamed_addr constant [15 x i8] c"1.5 * (2 + .5)\00", align 1, !dbg !27
@.str.6 = private unnamed_addr constant [12 x i8] c"10 / 4 - -3\00", align 1, !dbg !32
@.str.7 = private unnamed_addr constant [10 x i8] c"sqrt(2)^2\00", align 1, !dbg !34
@__const.main.exprs = private unnamed_addr constant [8 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7], align 16
@.str.8 = private unnamed_addr constant [9 x i8] c"%-32s =>\00", align 1, !dbg !36
@.str.9 = private unnamed_addr constant [4 x i8] c" %s\00", align 1, !dbg !41
@.str.10 = private unnamed_addr constant [11 x i8] c"  = %.10g\0A\00", align 1, !dbg !46
@.str.13 = private unnamed_addr constant [5 x i8] c"sqrt\00", align 1, !dbg !51
@.str.14 = private unnamed_addr constant [4 x i8] c"abs\00", align 1, !dbg !56
@.str.15 = private unnamed_addr constant [4 x i8] c"min\00", align 1, !dbg !58
@.str.16 = private unnamed_addr constant [4 x i8] c"max\00", align 1, !dbg !60

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !100 {
  %1 = alloca [64 x double], align 16, !DIAssignID !125
  %2 = alloca [64 x [16 x i8]], align 16, !DIAssignID !126
    #dbg_assign(i1 undef, !104, !DIExpression(), !127, ptr @__const.main.exprs, !DIExpression(), !128)
  %3 = alloca [64 x [16 x i8]], align 16, !DIAssignID !129
    #dbg_assign(i1 undef, !114, !DIExpression(), !129, ptr %3, !DIExpression(), !130)
    #dbg_assign(i1 undef, !104, !DIExpression(), !131, ptr @__const.main.exprs, !DIExpression(), !128)
    #dbg_value(double 0.000000e+00, !110, !DIExpression(), !128)
    #dbg_value(i32 0, !112, !DIExpression(), !132)
  br label %6, !dbg !133

4:                                                ; preds = %296
  %5 = fptosi double %299 to i32, !dbg !134
  ret i32 %5, !dbg !135

6:                                                ; preds = %0, %296
  %7 = phi i64 [ 0, %0 ], [ %300, %296 ]
  %8 = phi double [ 0.000000e+00, %0 ], [ %299, %296 ]
    #dbg_value(double %8, !110, !DIExpression(), !128)
    #dbg_value(i64 %7, !112, !DIExpression(), !132)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %3) #10, !dbg !136
  %9 = getelementptr inbounds [8 x ptr], ptr @__const.main.exprs, i64 0, i64 %7, !dbg !137
  %10 = load ptr, ptr %9, align 8, !dbg !137, !tbaa !138
    #dbg_assign(i1 undef, !142, !DIExpression(), !126, ptr %2, !DIExpression(), !166)
    #dbg_value(ptr %10, !150, !DIExpression(), !166)
    #dbg_value(ptr %3, !151, !DIExpression(), !166)
  call void @llvm.lifetime.start.p0(i64 1024, ptr nonnull %2) #10, !dbg !168
    #dbg_value(i32 0, !152, !DIExpression(), !166)
    #dbg_value(i32 0, !153, !DIExpression(), !166)
    #dbg_value(i32 1, !154, !DIExpression(), !166)
    #dbg_value(ptr %10, !155, !DIExpression(), !169)
  %11 = load i8, ptr %10, align 1, !dbg !170, !tbaa !171
  %12 = icmp eq i8 %11, 0, !dbg !172
  br i1 %12, label %13, label %15, !dbg !172

13:                                               ; preds = %6
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #10, !dbg !173
    #dbg_value(i32 0, !121, !DIExpression(), !130)
  %14 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %10), !dbg !174
  unreachable

15:                                               ; preds = %6
  %16 = tail call ptr @__ctype_b_loc() #11, !dbg !166
  br label %17, !dbg !172

17:                                               ; preds = %117, %15
  %18 = phi i8 [ %11, %15 ], [ %122, %117 ]
  %19 = phi ptr [ %10, %15 ], [ %121, %117 ]
  %20 = phi i32 [ 1, %15 ], [ %120, %117 ]
  %21 = phi i32 [ 0, %15 ], [ %119, %117 ]
  %22 = phi i32 [ 0, %15 ], [ %118, %117 ]
    #dbg_value(ptr %19, !155, !DIExpression(), !169)
    #dbg_value(i32 %20, !154, !DIExpression(), !166)
    #dbg_value(i32 %21, !153, !DIExpression(), !166)
    #dbg_value(i32 %22, !152, !DIExpression(), !166)
  %23 = sext i32 %21 to i64, !dbg !172
  %24 = add i32 %22, %21, !dbg !172
  br label %25, !dbg !172

25:                                               ; preds = %81, %17
  %26 = phi i32 [ %24, %17 ], [ %89, %81 ]
  %27 = phi i64 [ %23, %17 ], [ %84, %81 ]
  %28 = phi i8 [ %18, %17 ], [ %87, %81 ]
  %29 = phi ptr [ %19, %17 ], [ %82, %81 ]
  %30 = phi i32 [ %20, %17 ], [ 0, %81 ]
    #dbg_value(ptr %29, !155, !DIExpression(), !169)
    #dbg_value(i32 %30, !154, !DIExpression(), !166)
    #dbg_value(i64 %27, !153, !DIExpression(), !166)
  %31 = load ptr, ptr %16, align 8, !tbaa !138
  br label %43, !dbg !172

32:                                               ; preds = %52
  %33 = trunc nsw i64 %27 to i32, !dbg !175
  br label %36, !dbg !175

34:                                               ; preds = %81
  %35 = trunc nsw i64 %84 to i32, !dbg !175
  br label %36, !dbg !175

36:                                               ; preds = %117, %34, %32
  %37 = phi i32 [ %22, %32 ], [ %22, %34 ], [ %118, %117 ]
  %38 = phi i32 [ %33, %32 ], [ %35, %34 ], [ %119, %117 ]
    #dbg_value(i32 %38, !153, !DIExpression(), !166)
    #dbg_value(i32 %37, !152, !DIExpression(), !166)
  %39 = icmp eq i32 %37, 0, !dbg !175
  br i1 %39, label %289, label %40, !dbg !175

40:                                               ; preds = %36
  %41 = sext i32 %38 to i64, !dbg !175
  %42 = sext i32 %37 to i64, !dbg !175
  br label %278, !dbg !175

43:                                               ; preds = %52, %25
  %44 = phi i8 [ %28, %25 ], [ %54, %52 ]
  %45 = phi ptr [ %29, %25 ], [ %53, %52 ]
    #dbg_value(ptr %45, !155, !DIExpression(), !169)
  %46 = zext i8 %44 to i64, !dbg !176
  %47 = getelementptr inbounds i16, ptr %31, i64 %46, !dbg !176
  %48 = load i16, ptr %47, align 2, !dbg !176, !tbaa !178
  %49 = zext i16 %48 to i32, !dbg !176
  %50 = and i32 %49, 8192, !dbg !176
  %51 = icmp eq i32 %50, 0, !dbg !176
  br i1 %51, label %56, label %52, !dbg !180

52:                                               ; preds = %43
  %53 = getelementptr inbounds i8, ptr %45, i64 1, !dbg !181
    #dbg_value(ptr %53, !155, !DIExpression(), !169)
    #dbg_value(i32 %30, !154, !DIExpression(), !166)
    #dbg_value(i64 %27, !153, !DIExpression(), !166)
    #dbg_value(i32 %22, !152, !DIExpression(), !166)
  %54 = load i8, ptr %53, align 1, !dbg !170, !tbaa !171
  %55 = icmp eq i8 %54, 0, !dbg !172
  br i1 %55, label %32, label %43, !dbg !172, !llvm.loop !183

56:                                               ; preds = %43
  %57 = and i32 %49, 2048, !dbg !186
  %58 = icmp ne i32 %57, 0, !dbg !186
  %59 = icmp eq i8 %44, 46
  %60 = or i1 %59, %58, !dbg !187
  br i1 %60, label %61, label %90, !dbg !187

61:                                               ; preds = %56
    #dbg_value(i32 0, !157, !DIExpression(), !188)
    #dbg_value(ptr %45, !155, !DIExpression(), !169)
  %62 = and i16 %48, 2048, !dbg !189
  %63 = icmp ne i16 %62, 0, !dbg !189
  %64 = or i1 %59, %63, !dbg !190
  br i1 %64, label %65, label %81, !dbg !190

65:                                               ; preds = %61, %65
  %66 = phi i64 [ %70, %65 ], [ 0, %61 ]
  %67 = phi i8 [ %73, %65 ], [ %44, %61 ]
  %68 = phi ptr [ %69, %65 ], [ %45, %61 ]
    #dbg_value(i64 %66, !157, !DIExpression(), !188)
    #dbg_value(ptr %68, !155, !DIExpression(), !169)
  %69 = getelementptr inbounds i8, ptr %68, i64 1, !dbg !191
    #dbg_value(ptr %69, !155, !DIExpression(), !169)
  %70 = add nuw nsw i64 %66, 1, !dbg !192
    #dbg_value(i64 %70, !157, !DIExpression(), !188)
  %71 = getelementptr inbounds [16 x i8], ptr %3, i64 %27, i64 %66, !dbg !193
  store i8 %67, ptr %71, align 1, !dbg !194, !tbaa !171
  %72 = load ptr, ptr %16, align 8, !dbg !189, !tbaa !138
  %73 = load i8, ptr %69, align 1, !dbg !189, !tbaa !171
  %74 = zext i8 %73 to i64, !dbg !189
  %75 = getelementptr inbounds i16, ptr %72, i64 %74, !dbg !189
  %76 = load i16, ptr %75, align 2, !dbg !189, !tbaa !178
  %77 = and i16 %76, 2048, !dbg !189
  %78 = icmp ne i16 %77, 0, !dbg !189
  %79 = icmp eq i8 %73, 46
  %80 = or i1 %79, %78, !dbg !190
  br i1 %80, label %65, label %81, !dbg !190, !llvm.loop !195

81:                                               ; preds = %65, %61
  %82 = phi ptr [ %45, %61 ], [ %69, %65 ], !dbg !169
  %83 = phi i64 [ 0, %61 ], [ %70, %65 ], !dbg !197
  %84 = add nsw i64 %27, 1, !dbg !198
    #dbg_value(i64 %84, !153, !DIExpression(), !166)
  %85 = and i64 %83, 4294967295, !dbg !199
  %86 = getelementptr inbounds [16 x i8], ptr %3, i64 %27, i64 %85, !dbg !199
  store i8 0, ptr %86, align 1, !dbg !200, !tbaa !171
    #dbg_value(ptr %82, !155, !DIExpression(), !169)
    #dbg_value(i32 0, !154, !DIExpression(), !166)
    #dbg_value(i32 %22, !152, !DIExpression(), !166)
  %87 = load i8, ptr %82, align 1, !dbg !170, !tbaa !171
  %88 = icmp eq i8 %87, 0, !dbg !172
  %89 = add i32 %26, 1, !dbg !172
  br i1 %88, label %34, label %25, !dbg !172

90:                                               ; preds = %56
  %91 = trunc nsw i64 %27 to i32, !dbg !201
  %92 = and i32 %49, 1024, !dbg !201
  %93 = icmp eq i32 %92, 0, !dbg !201
  br i1 %93, label %124, label %94, !dbg !202

94:                                               ; preds = %90
    #dbg_value(i32 0, !162, !DIExpression(), !203)
    #dbg_value(ptr %45, !155, !DIExpression(), !169)
  %95 = and i16 %48, 1024, !dbg !204
  %96 = icmp eq i16 %95, 0, !dbg !205
  %97 = sext i32 %22 to i64
  br i1 %96, label %111, label %98, !dbg !205

98:                                               ; preds = %94, %98
  %99 = phi i64 [ %103, %98 ], [ 0, %94 ]
  %100 = phi i8 [ %105, %98 ], [ %44, %94 ]
  %101 = phi ptr [ %102, %98 ], [ %45, %94 ]
    #dbg_value(i64 %99, !162, !DIExpression(), !203)
    #dbg_value(ptr %101, !155, !DIExpression(), !169)
  %102 = getelementptr inbounds i8, ptr %101, i64 1, !dbg !206
    #dbg_value(ptr %102, !155, !DIExpression(), !169)
  %103 = add nuw nsw i64 %99, 1, !dbg !207
    #dbg_value(i64 %103, !162, !DIExpression(), !203)
  %104 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %97, i64 %99, !dbg !208
  store i8 %100, ptr %104, align 1, !dbg !209, !tbaa !171
  %105 = load i8, ptr %102, align 1, !dbg !204, !tbaa !171
  %106 = zext i8 %105 to i64, !dbg !204
  %107 = getelementptr inbounds i16, ptr %31, i64 %106, !dbg !204
  %108 = load i16, ptr %107, align 2, !dbg !204, !tbaa !178
  %109 = and i16 %108, 1024, !dbg !204
  %110 = icmp eq i16 %109, 0, !dbg !205
  br i1 %110, label %111, label %98, !dbg !205, !llvm.loop !210

111:                                              ; preds = %98, %94
  %112 = phi ptr [ %45, %94 ], [ %102, %98 ], !dbg !169
  %113 = phi i64 [ 0, %94 ], [ %103, %98 ], !dbg !211
  %114 = add nsw i32 %22, 1, !dbg !212
    #dbg_value(i32 %114, !152, !DIExpression(), !166)
  %115 = and i64 %113, 4294967295, !dbg !213
  %116 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %97, i64 %115, !dbg !213
  store i8 0, ptr %116, align 1, !dbg !214, !tbaa !171
  br label %117

117:                                              ; preds = %271, %195, %152, %148, %111
  %118 = phi i32 [ %276, %271 ], [ %196, %195 ], [ %153, %152 ], [ %149, %148 ], [ %114, %111 ]
  %119 = phi i32 [ %273, %271 ], [ %197, %195 ], [ %91, %152 ], [ %150, %148 ], [ %91, %111 ]
  %120 = phi i32 [ 1, %271 ], [ 0, %195 ], [ 1, %152 ], [ 1, %148 ], [ %30, %111 ]
  %121 = phi ptr [ %200, %271 ], [ %198, %195 ], [ %156, %152 ], [ %151, %148 ], [ %112, %111 ]
    #dbg_value(ptr %121, !155, !DIExpression(), !169)
    #dbg_value(i32 %120, !154, !DIExpression(), !166)
    #dbg_value(i32 %119, !153, !DIExpression(), !166)
    #dbg_value(i32 %118, !152, !DIExpression(), !166)
  %122 = load i8, ptr %121, align 1, !dbg !170, !tbaa !171
  %123 = icmp eq i8 %122, 0, !dbg !172
  br i1 %123, label %36, label %17, !dbg !172, !llvm.loop !215

124:                                              ; preds = %90
  switch i8 %44, label %199 [
    i8 44, label %129
    i8 40, label %152
    i8 41, label %125
  ], !dbg !216

125:                                              ; preds = %124
    #dbg_value(i32 %91, !153, !DIExpression(), !166)
    #dbg_value(i32 %22, !152, !DIExpression(), !166)
  %126 = icmp eq i32 %22, 0, !dbg !217
  br i1 %126, label %176, label %127, !dbg !220

127:                                              ; preds = %125
  %128 = sext i32 %22 to i64, !dbg !221
  br label %157, !dbg !221

129:                                              ; preds = %124
    #dbg_value(i32 %91, !153, !DIExpression(), !166)
    #dbg_value(i32 %22, !152, !DIExpression(), !166)
  %130 = icmp eq i32 %22, 0, !dbg !222
  br i1 %130, label %148, label %131, !dbg !225

131:                                              ; preds = %129
  %132 = sext i32 %22 to i64, !dbg !226
  br label %133, !dbg !226

133:                                              ; preds = %140, %131
  %134 = phi i64 [ %132, %131 ], [ %136, %140 ]
  %135 = phi i64 [ %27, %131 ], [ %141, %140 ]
    #dbg_value(i64 %135, !153, !DIExpression(), !166)
    #dbg_value(i64 %134, !152, !DIExpression(), !166)
  %136 = add nsw i64 %134, -1, !dbg !227
  %137 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %136, !dbg !228
  %138 = load i8, ptr %137, align 16, !dbg !228, !tbaa !171
  %139 = icmp eq i8 %138, 40, !dbg !229
  br i1 %139, label %145, label %140, !dbg !226

140:                                              ; preds = %133
  %141 = add nsw i64 %135, 1, !dbg !230
    #dbg_value(i64 %141, !153, !DIExpression(), !166)
  %142 = getelementptr inbounds [16 x i8], ptr %3, i64 %135, !dbg !231
    #dbg_value(i64 %136, !152, !DIExpression(), !166)
  %143 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %142, ptr noundef nonnull dereferenceable(1) %137) #10, !dbg !232
  %144 = icmp eq i64 %136, 0, !dbg !222
  br i1 %144, label %148, label %133, !dbg !225, !llvm.loop !233

145:                                              ; preds = %133
  %146 = trunc nsw i64 %135 to i32
  %147 = trunc nsw i64 %134 to i32
  br label %148, !dbg !235

148:                                              ; preds = %140, %145, %129
  %149 = phi i32 [ 0, %129 ], [ %147, %145 ], [ 0, %140 ], !dbg !166
  %150 = phi i32 [ %91, %129 ], [ %146, %145 ], [ %26, %140 ], !dbg !166
  %151 = getelementptr inbounds i8, ptr %45, i64 1, !dbg !235
    #dbg_value(ptr %151, !155, !DIExpression(), !169)
    #dbg_value(i32 1, !154, !DIExpression(), !166)
  br label %117, !dbg !236

152:                                              ; preds = %124
  %153 = add nsw i32 %22, 1, !dbg !237
    #dbg_value(i32 %153, !152, !DIExpression(), !166)
  %154 = sext i32 %22 to i64, !dbg !240
  %155 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %154, !dbg !240
  store i16 40, ptr %155, align 16, !dbg !241
  %156 = getelementptr inbounds i8, ptr %45, i64 1, !dbg !242
    #dbg_value(ptr %156, !155, !DIExpression(), !169)
    #dbg_value(i32 1, !154, !DIExpression(), !166)
  br label %117, !dbg !243

157:                                              ; preds = %164, %127
  %158 = phi i64 [ %128, %127 ], [ %160, %164 ]
  %159 = phi i64 [ %27, %127 ], [ %165, %164 ]
    #dbg_value(i64 %159, !153, !DIExpression(), !166)
    #dbg_value(i64 %158, !152, !DIExpression(), !166)
  %160 = add nsw i64 %158, -1, !dbg !244
  %161 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %160, !dbg !245
  %162 = load i8, ptr %161, align 16, !dbg !245, !tbaa !171
  %163 = icmp eq i8 %162, 40, !dbg !246
  br i1 %163, label %169, label %164, !dbg !221

164:                                              ; preds = %157
  %165 = add nsw i64 %159, 1, !dbg !247
    #dbg_value(i64 %165, !153, !DIExpression(), !166)
  %166 = getelementptr inbounds [16 x i8], ptr %3, i64 %159, !dbg !248
    #dbg_value(i64 %160, !152, !DIExpression(), !166)
  %167 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %166, ptr noundef nonnull dereferenceable(1) %161) #10, !dbg !249
  %168 = icmp eq i64 %160, 0, !dbg !217
  br i1 %168, label %174, label %157, !dbg !220, !llvm.loop !250

169:                                              ; preds = %157
  %170 = trunc nsw i64 %158 to i32, !dbg !252
  %171 = trunc nsw i64 %159 to i32, !dbg !252
  %172 = add nsw i32 %170, -1, !dbg !252
    #dbg_value(i32 %172, !152, !DIExpression(), !166)
  %173 = icmp eq i32 %172, 0, !dbg !253
  br i1 %173, label %195, label %176, !dbg !255

174:                                              ; preds = %164
  %175 = trunc nsw i64 %165 to i32, !dbg !256
  br label %176, !dbg !256

176:                                              ; preds = %174, %169, %125
  %177 = phi i32 [ %170, %169 ], [ 0, %125 ], [ 0, %174 ]
  %178 = phi i32 [ %171, %169 ], [ %91, %125 ], [ %175, %174 ]
  %179 = phi i32 [ %172, %169 ], [ -1, %125 ], [ -1, %174 ]
  %180 = load ptr, ptr %16, align 8, !dbg !256, !tbaa !138
  %181 = add nsw i32 %177, -2, !dbg !256
  %182 = sext i32 %181 to i64, !dbg !256
  %183 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %182, !dbg !256
  %184 = load i8, ptr %183, align 16, !dbg !256, !tbaa !171
  %185 = zext i8 %184 to i64, !dbg !256
  %186 = getelementptr inbounds i16, ptr %180, i64 %185, !dbg !256
  %187 = load i16, ptr %186, align 2, !dbg !256, !tbaa !178
  %188 = and i16 %187, 1024, !dbg !256
  %189 = icmp eq i16 %188, 0, !dbg !256
  br i1 %189, label %195, label %190, !dbg !257

190:                                              ; preds = %176
  %191 = add nsw i32 %178, 1, !dbg !258
    #dbg_value(i32 %191, !153, !DIExpression(), !166)
  %192 = sext i32 %178 to i64, !dbg !259
  %193 = getelementptr inbounds [16 x i8], ptr %3, i64 %192, !dbg !259
    #dbg_value(i32 %181, !152, !DIExpression(), !166)
  %194 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %193, ptr noundef nonnull dereferenceable(1) %183) #10, !dbg !260
  br label %195, !dbg !260

195:                                              ; preds = %190, %176, %169
  %196 = phi i32 [ %181, %190 ], [ %179, %176 ], [ 0, %169 ], !dbg !261
  %197 = phi i32 [ %191, %190 ], [ %178, %176 ], [ %171, %169 ], !dbg !166
    #dbg_value(i32 %197, !153, !DIExpression(), !166)
    #dbg_value(i32 %196, !152, !DIExpression(), !166)
  %198 = getelementptr inbounds i8, ptr %45, i64 1, !dbg !262
    #dbg_value(ptr %198, !155, !DIExpression(), !169)
    #dbg_value(i32 0, !154, !DIExpression(), !166)
  br label %117, !dbg !263

199:                                              ; preds = %124
  %200 = getelementptr inbounds i8, ptr %45, i64 1, !dbg !264
    #dbg_value(ptr %200, !155, !DIExpression(), !169)
    #dbg_value(i8 %44, !165, !DIExpression(), !265)
  %201 = icmp eq i8 %44, 45, !dbg !266
  %202 = icmp ne i32 %30, 0
  %203 = select i1 %201, i1 %202, i1 false, !dbg !268
  %204 = select i1 %203, i8 126, i8 %44, !dbg !268
    #dbg_value(i8 %204, !165, !DIExpression(), !265)
    #dbg_value(i32 %91, !153, !DIExpression(), !166)
    #dbg_value(i32 %22, !152, !DIExpression(), !166)
  %205 = icmp eq i32 %22, 0, !dbg !269
  br i1 %205, label %271, label %206, !dbg !270

206:                                              ; preds = %199
  %207 = icmp eq i8 %204, 126
  %208 = select i1 %207, i32 5, i32 0
  %209 = and i8 %204, -33
  %210 = icmp ne i8 %209, 94
  %211 = sext i32 %22 to i64, !dbg !270
  br label %212, !dbg !270

212:                                              ; preds = %254, %206
  %213 = phi i64 [ %211, %206 ], [ %215, %254 ]
  %214 = phi i64 [ %27, %206 ], [ %255, %254 ]
    #dbg_value(i64 %214, !153, !DIExpression(), !166)
    #dbg_value(i64 %213, !152, !DIExpression(), !166)
  %215 = add nsw i64 %213, -1, !dbg !271
  %216 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %215, !dbg !272
  %217 = load i8, ptr %216, align 16, !dbg !272, !tbaa !171
  %218 = icmp eq i8 %217, 40, !dbg !273
  br i1 %218, label %265, label %219, !dbg !274

219:                                              ; preds = %212
  %220 = load ptr, ptr %16, align 8, !dbg !275, !tbaa !138
  %221 = zext i8 %217 to i64, !dbg !275
  %222 = getelementptr inbounds i16, ptr %220, i64 %221, !dbg !275
  %223 = load i16, ptr %222, align 2, !dbg !275, !tbaa !178
  %224 = and i16 %223, 1024, !dbg !275
  %225 = icmp eq i16 %224, 0, !dbg !275
  br i1 %225, label %226, label %262, !dbg !276

226:                                              ; preds = %219
    #dbg_value(i8 %217, !277, !DIExpression(), !282)
  switch i8 %217, label %227 [
    i8 94, label %232
    i8 47, label %230
    i8 42, label %230
    i8 45, label %231
    i8 43, label %231
  ], !dbg !284

227:                                              ; preds = %226
  %228 = icmp eq i8 %217, 126, !dbg !285
  %229 = select i1 %228, i32 5, i32 0, !dbg !286
  br label %232, !dbg !287

230:                                              ; preds = %226, %226
  br label %232, !dbg !288

231:                                              ; preds = %226, %226
  br label %232, !dbg !288

232:                                              ; preds = %231, %230, %227, %226
  %233 = phi i32 [ 4, %226 ], [ %229, %227 ], [ 3, %230 ], [ 2, %231 ], !dbg !284
    #dbg_value(i8 %204, !277, !DIExpression(), !289)
  switch i8 %204, label %234 [
    i8 94, label %237
    i8 47, label %235
    i8 42, label %235
    i8 45, label %236
    i8 43, label %236
  ], !dbg !291

234:                                              ; preds = %232
  br label %237, !dbg !292

235:                                              ; preds = %232, %232
  br label %237, !dbg !293

236:                                              ; preds = %232, %232
  br label %237, !dbg !293

237:                                              ; preds = %236, %235, %234, %232
  %238 = phi i32 [ 4, %232 ], [ %208, %234 ], [ 3, %235 ], [ 2, %236 ], !dbg !291
  %239 = icmp ugt i32 %233, %238, !dbg !294
  br i1 %239, label %254, label %240, !dbg !295

240:                                              ; preds = %237
    #dbg_value(i8 %217, !277, !DIExpression(), !296)
  switch i8 %217, label %241 [
    i8 94, label %246
    i8 47, label %244
    i8 42, label %244
    i8 45, label %245
    i8 43, label %245
  ], !dbg !298

241:                                              ; preds = %240
  %242 = icmp eq i8 %217, 126, !dbg !299
  %243 = select i1 %242, i32 5, i32 0, !dbg !300
  br label %246, !dbg !301

244:                                              ; preds = %240, %240
  br label %246, !dbg !302

245:                                              ; preds = %240, %240
  br label %246, !dbg !302

246:                                              ; preds = %245, %244, %241, %240
  %247 = phi i32 [ 4, %240 ], [ %243, %241 ], [ 3, %244 ], [ 2, %245 ], !dbg !298
    #dbg_value(i8 %204, !277, !DIExpression(), !303)
  switch i8 %204, label %248 [
    i8 94, label %259
    i8 47, label %250
    i8 42, label %250
    i8 45, label %249
    i8 43, label %249
  ], !dbg !305

248:                                              ; preds = %246
  br label %250, !dbg !306

249:                                              ; preds = %246, %246
  br label %250, !dbg !307

250:                                              ; preds = %249, %248, %246, %246
  %251 = phi i32 [ %208, %248 ], [ 2, %249 ], [ 3, %246 ], [ 3, %246 ], !dbg !305
  %252 = icmp eq i32 %247, %251, !dbg !308
  %253 = select i1 %252, i1 %210, i1 false, !dbg !309
  br i1 %253, label %254, label %268, !dbg !309

254:                                              ; preds = %250, %237
  %255 = add nsw i64 %214, 1, !dbg !310
    #dbg_value(i64 %255, !153, !DIExpression(), !166)
  %256 = getelementptr inbounds [16 x i8], ptr %3, i64 %214, !dbg !311
    #dbg_value(i64 %215, !152, !DIExpression(), !166)
  %257 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %256, ptr noundef nonnull dereferenceable(1) %216) #10, !dbg !312
  %258 = icmp eq i64 %215, 0, !dbg !269
  br i1 %258, label %271, label %212, !dbg !270, !llvm.loop !313

259:                                              ; preds = %246
  %260 = trunc nsw i64 %214 to i32
  %261 = trunc nsw i64 %213 to i32
  br label %271, !dbg !316

262:                                              ; preds = %219
  %263 = trunc nsw i64 %214 to i32
  %264 = trunc nsw i64 %213 to i32
  br label %271, !dbg !316

265:                                              ; preds = %212
  %266 = trunc nsw i64 %214 to i32
  %267 = trunc nsw i64 %213 to i32
  br label %271, !dbg !316

268:                                              ; preds = %250
  %269 = trunc nsw i64 %214 to i32
  %270 = trunc nsw i64 %213 to i32
  br label %271, !dbg !316

271:                                              ; preds = %254, %268, %265, %262, %259, %199
  %272 = phi i32 [ 0, %199 ], [ %261, %259 ], [ %264, %262 ], [ %267, %265 ], [ %270, %268 ], [ 0, %254 ], !dbg !166
  %273 = phi i32 [ %91, %199 ], [ %260, %259 ], [ %263, %262 ], [ %266, %265 ], [ %269, %268 ], [ %26, %254 ], !dbg !166
  %274 = sext i32 %272 to i64, !dbg !316
  %275 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %274, !dbg !316
  store i8 %204, ptr %275, align 16, !dbg !317, !tbaa !171
  %276 = add nsw i32 %272, 1, !dbg !318
    #dbg_value(i32 %276, !152, !DIExpression(), !166)
  %277 = getelementptr inbounds i8, ptr %275, i64 1, !dbg !319
  store i8 0, ptr %277, align 1, !dbg !320, !tbaa !171
    #dbg_value(i32 1, !154, !DIExpression(), !166)
  br label %117, !dbg !321

278:                                              ; preds = %278, %40
  %279 = phi i64 [ %42, %40 ], [ %283, %278 ]
  %280 = phi i64 [ %41, %40 ], [ %281, %278 ]
    #dbg_value(i64 %280, !153, !DIExpression(), !166)
    #dbg_value(i64 %279, !152, !DIExpression(), !166)
  %281 = add nsw i64 %280, 1, !dbg !322
    #dbg_value(i64 %281, !153, !DIExpression(), !166)
  %282 = getelementptr inbounds [16 x i8], ptr %3, i64 %280, !dbg !323
  %283 = add nsw i64 %279, -1, !dbg !324
    #dbg_value(i64 %283, !152, !DIExpression(), !166)
  %284 = getelementptr inbounds [64 x [16 x i8]], ptr %2, i64 0, i64 %283, !dbg !325
  %285 = call ptr @strcpy(ptr noundef nonnull dereferenceable(1) %282, ptr noundef nonnull dereferenceable(1) %284) #10, !dbg !326
  %286 = icmp eq i64 %283, 0, !dbg !175
  br i1 %286, label %287, label %278, !dbg !175, !llvm.loop !327

287:                                              ; preds = %278
  %288 = trunc nsw i64 %281 to i32, !dbg !173
  br label %289, !dbg !173

289:                                              ; preds = %36, %287
  %290 = phi i32 [ %38, %36 ], [ %288, %287 ], !dbg !166
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %2) #10, !dbg !173
    #dbg_value(i32 %290, !121, !DIExpression(), !130)
  %291 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.8, ptr noundef nonnull %10), !dbg !174
    #dbg_value(i32 0, !122, !DIExpression(), !329)
  %292 = icmp sgt i32 %290, 0, !dbg !330
  call void @llvm.assume(i1 %292), !dbg !332
  %293 = zext nneg i32 %290 to i64, !dbg !330
  br label %388, !dbg !332

294:                                              ; preds = %388
    #dbg_assign(i1 undef, !333, !DIExpression(), !125, ptr %1, !DIExpression(), !357)
    #dbg_value(ptr %3, !338, !DIExpression(), !357)
    #dbg_value(i32 poison, !339, !DIExpression(), !357)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #10, !dbg !359
    #dbg_value(i32 0, !340, !DIExpression(), !357)
    #dbg_value(i32 0, !341, !DIExpression(), !360)
  %295 = tail call ptr @__ctype_b_loc() #11, !dbg !357
  br label %302, !dbg !361

296:                                              ; preds = %384
  %297 = load double, ptr %1, align 16, !dbg !362, !tbaa !363
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #10, !dbg !365
    #dbg_value(double %297, !124, !DIExpression(), !130)
  %298 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, double noundef %297), !dbg !366
  %299 = fadd double %8, %297, !dbg !367
    #dbg_value(double %299, !110, !DIExpression(), !128)
  call void @llvm.lifetime.end.p0(i64 1024, ptr nonnull %3) #10, !dbg !368
  %300 = add nuw nsw i64 %7, 1, !dbg !369
    #dbg_value(i64 %300, !112, !DIExpression(), !132)
  %301 = icmp eq i64 %300, 8, !dbg !370
  br i1 %301, label %4, label %6, !dbg !133, !llvm.loop !371

302:                                              ; preds = %384, %294
  %303 = phi i64 [ 0, %294 ], [ %386, %384 ]
  %304 = phi i32 [ 0, %294 ], [ %385, %384 ]
    #dbg_value(i32 %304, !340, !DIExpression(), !357)
    #dbg_value(i64 %303, !341, !DIExpression(), !360)
  %305 = getelementptr inbounds [16 x i8], ptr %3, i64 %303, !dbg !373
    #dbg_value(ptr %305, !343, !DIExpression(), !374)
  %306 = load ptr, ptr %295, align 8, !dbg !375, !tbaa !138
  %307 = load i8, ptr %305, align 16, !dbg !375
  %308 = zext i8 %307 to i64, !dbg !375
  %309 = getelementptr inbounds i16, ptr %306, i64 %308, !dbg !375
  %310 = load i16, ptr %309, align 2, !dbg !375, !tbaa !178
  %311 = and i16 %310, 2048, !dbg !375
  %312 = icmp ne i16 %311, 0, !dbg !375
  %313 = icmp eq i8 %307, 46
  %314 = or i1 %313, %312, !dbg !376
  br i1 %314, label %315, label %320, !dbg !376

315:                                              ; preds = %302
  %316 = call double @strtod(ptr nocapture noundef nonnull readonly %305, ptr noundef null) #10, !dbg !377
  %317 = add nsw i32 %304, 1, !dbg !378
    #dbg_value(i32 %317, !340, !DIExpression(), !357)
  %318 = sext i32 %304 to i64, !dbg !379
  %319 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %318, !dbg !379
  store double %316, ptr %319, align 8, !dbg !380, !tbaa !363
  br label %384, !dbg !379

320:                                              ; preds = %302
  %321 = zext i8 %307 to i32
  %322 = add nsw i32 %321, -126
  %323 = icmp eq i32 %322, 0
  br i1 %323, label %324, label %328

324:                                              ; preds = %320
  %325 = getelementptr inbounds i8, ptr %305, i64 1
  %326 = load i8, ptr %325, align 1
  %327 = zext i8 %326 to i32
  br label %328

328:                                              ; preds = %324, %320
  %329 = phi i32 [ %322, %320 ], [ %327, %324 ]
  %330 = icmp eq i32 %329, 0, !dbg !381
  br i1 %330, label %331, label %337, !dbg !382

331:                                              ; preds = %328
  %332 = add nsw i32 %304, -1, !dbg !383
  %333 = sext i32 %332 to i64, !dbg !384
  %334 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %333, !dbg !384
  %335 = load double, ptr %334, align 8, !dbg !384, !tbaa !363
  %336 = fneg double %335, !dbg !385
  store double %336, ptr %334, align 8, !dbg !386, !tbaa !363
  br label %384, !dbg !387

337:                                              ; preds = %328
  %338 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %305, ptr noundef nonnull dereferenceable(5) @.str.13) #12, !dbg !388
  %339 = icmp eq i32 %338, 0, !dbg !388
  br i1 %339, label %340, label %346, !dbg !389

340:                                              ; preds = %337
  %341 = add nsw i32 %304, -1, !dbg !390
  %342 = sext i32 %341 to i64, !dbg !391
  %343 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %342, !dbg !391
  %344 = load double, ptr %343, align 8, !dbg !391, !tbaa !363
  %345 = call double @sqrt(double noundef %344) #10, !dbg !392
  store double %345, ptr %343, align 8, !dbg !393, !tbaa !363
  br label %384, !dbg !394

346:                                              ; preds = %337
  %347 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %305, ptr noundef nonnull dereferenceable(4) @.str.14) #12, !dbg !395
  %348 = icmp eq i32 %347, 0, !dbg !395
  %349 = add nsw i32 %304, -1, !dbg !396
  %350 = sext i32 %349 to i64, !dbg !396
  %351 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %350, !dbg !396
  %352 = load double, ptr %351, align 8, !dbg !396, !tbaa !363
  br i1 %348, label %353, label %355, !dbg !397

353:                                              ; preds = %346
  %354 = call double @llvm.fabs.f64(double %352), !dbg !398
  store double %354, ptr %351, align 8, !dbg !399, !tbaa !363
  br label %384, !dbg !400

355:                                              ; preds = %346
    #dbg_value(i32 %349, !340, !DIExpression(), !357)
    #dbg_value(double %352, !347, !DIExpression(), !401)
  %356 = add nsw i32 %304, -2, !dbg !402
    #dbg_value(i32 %356, !340, !DIExpression(), !357)
  %357 = sext i32 %356 to i64, !dbg !403
  %358 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %357, !dbg !403
  %359 = load double, ptr %358, align 8, !dbg !403, !tbaa !363
    #dbg_value(double %359, !353, !DIExpression(), !401)
    #dbg_value(double 0.000000e+00, !354, !DIExpression(), !401)
  %360 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %305, ptr noundef nonnull dereferenceable(4) @.str.15) #12, !dbg !404
  %361 = icmp eq i32 %360, 0, !dbg !404
  br i1 %361, label %362, label %365, !dbg !406

362:                                              ; preds = %355
  %363 = fcmp olt double %359, %352, !dbg !407
  %364 = select i1 %363, double %359, double %352, !dbg !408
    #dbg_value(double %364, !354, !DIExpression(), !401)
  br label %382, !dbg !409

365:                                              ; preds = %355
  %366 = call i32 @strcmp(ptr noundef nonnull readonly dereferenceable(1) %305, ptr noundef nonnull dereferenceable(4) @.str.16) #12, !dbg !410
  %367 = icmp eq i32 %366, 0, !dbg !410
  br i1 %367, label %368, label %371, !dbg !412

368:                                              ; preds = %365
  %369 = fcmp ogt double %359, %352, !dbg !413
  %370 = select i1 %369, double %359, double %352, !dbg !414
    #dbg_value(double %370, !354, !DIExpression(), !401)
  br label %382, !dbg !415

371:                                              ; preds = %365
  switch i8 %307, label %382 [
    i8 43, label %372
    i8 45, label %374
    i8 42, label %376
    i8 47, label %378
    i8 94, label %380
  ], !dbg !416

372:                                              ; preds = %371
  %373 = fadd double %352, %359, !dbg !417
    #dbg_value(double %373, !354, !DIExpression(), !401)
  br label %382, !dbg !419

374:                                              ; preds = %371
  %375 = fsub double %359, %352, !dbg !420
    #dbg_value(double %375, !354, !DIExpression(), !401)
  br label %382, !dbg !421

376:                                              ; preds = %371
  %377 = fmul double %352, %359, !dbg !422
    #dbg_value(double %377, !354, !DIExpression(), !401)
  br label %382, !dbg !423

378:                                              ; preds = %371
  %379 = fdiv double %359, %352, !dbg !424
    #dbg_value(double %379, !354, !DIExpression(), !401)
  br label %382, !dbg !425

380:                                              ; preds = %371
  %381 = call double @pow(double noundef %359, double noundef %352) #10, !dbg !426
    #dbg_value(double %381, !354, !DIExpression(), !401)
  br label %382, !dbg !427

382:                                              ; preds = %380, %378, %376, %374, %372, %371, %368, %362
  %383 = phi double [ 0.000000e+00, %371 ], [ %381, %380 ], [ %379, %378 ], [ %377, %376 ], [ %375, %374 ], [ %373, %372 ], [ %370, %368 ], [ %364, %362 ], !dbg !401
    #dbg_value(double %383, !354, !DIExpression(), !401)
    #dbg_value(i32 %349, !340, !DIExpression(), !357)
  store double %383, ptr %358, align 8, !dbg !428, !tbaa !363
  br label %384

384:                                              ; preds = %382, %353, %340, %331, %315
  %385 = phi i32 [ %317, %315 ], [ %349, %382 ], [ %304, %353 ], [ %304, %340 ], [ %304, %331 ], !dbg !357
    #dbg_value(i32 %385, !340, !DIExpression(), !357)
  %386 = add nuw nsw i64 %303, 1, !dbg !429
    #dbg_value(i64 %386, !341, !DIExpression(), !360)
  %387 = icmp eq i64 %386, %293, !dbg !430
  br i1 %387, label %296, label %302, !dbg !361, !llvm.loop !431

388:                                              ; preds = %289, %388
  %389 = phi i64 [ 0, %289 ], [ %392, %388 ]
    #dbg_value(i64 %389, !122, !DIExpression(), !329)
  %390 = getelementptr inbounds [64 x [16 x i8]], ptr %3, i64 0, i64 %389, !dbg !433
  %391 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.9, ptr noundef nonnull %390), !dbg !434
  %392 = add nuw nsw i64 %389, 1, !dbg !435
    #dbg_value(i64 %392, !122, !DIExpression(), !329)
  %393 = icmp eq i64 %392, %293, !dbg !330
  br i1 %393, label %294, label %388, !dbg !332, !llvm.loop !436
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !438 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !443 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: readwrite)
declare !dbg !449 ptr @strcpy(ptr noalias noundef returned writeonly, ptr noalias nocapture noundef readonly) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn
declare !dbg !454 double @strtod(ptr noundef readonly, ptr nocapture noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !460 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !463 double @sqrt(double noundef) local_unnamed_addr #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fabs.f64(double) #8

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !467 double @pow(double noundef, double noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write)
declare void @llvm.assume(i1 noundef) #9

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(argmem: readwrite) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(inaccessiblemem: write) }
attributes #10 = { nounwind }
attributes #11 = { nounwind willreturn memory(none) }
attributes #12 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!62}
!llvm.module.flags = !{!92, !93, !94, !95, !96, !97, !98}
!llvm.ident = !{!99}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/rpn_calculator.c", directory: ".", checksumkind: CSK_MD5, checksum: "aa96d83c38bea14ea4891a45c5623f5e")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 30)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 10)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 168, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 21)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 176, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 22)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 96, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 12)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 120, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 15)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !24, isLocal: true, isDefinition: true)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 42, type: !9, isLocal: true, isDefinition: true)
!36 = !DIGlobalVariableExpression(var: !37, expr: !DIExpression())
!37 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !38, isLocal: true, isDefinition: true)
!38 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !39)
!39 = !{!40}
!40 = !DISubrange(count: 9)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 32, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 4)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 44, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 88, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 11)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 32, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 5)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 33, type: !43, isLocal: true, isDefinition: true)
!58 = !DIGlobalVariableExpression(var: !59, expr: !DIExpression())
!59 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !43, isLocal: true, isDefinition: true)
!60 = !DIGlobalVariableExpression(var: !61, expr: !DIExpression())
!61 = distinct !DIGlobalVariable(scope: null, file: !2, line: 35, type: !43, isLocal: true, isDefinition: true)
!62 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !63, retainedTypes: !80, globals: !84, splitDebugInlining: false, nameTableKind: None)
!63 = !{!64}
!64 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !65, line: 46, baseType: !66, size: 32, elements: !67)
!65 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!66 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!67 = !{!68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79}
!68 = !DIEnumerator(name: "_ISupper", value: 256)
!69 = !DIEnumerator(name: "_ISlower", value: 512)
!70 = !DIEnumerator(name: "_ISalpha", value: 1024)
!71 = !DIEnumerator(name: "_ISdigit", value: 2048)
!72 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!73 = !DIEnumerator(name: "_ISspace", value: 8192)
!74 = !DIEnumerator(name: "_ISprint", value: 16384)
!75 = !DIEnumerator(name: "_ISgraph", value: 32768)
!76 = !DIEnumerator(name: "_ISblank", value: 1)
!77 = !DIEnumerator(name: "_IScntrl", value: 2)
!78 = !DIEnumerator(name: "_ISpunct", value: 4)
!79 = !DIEnumerator(name: "_ISalnum", value: 8)
!80 = !{!81, !82, !83}
!81 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!82 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!83 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!84 = !{!0, !7, !12, !17, !22, !27, !32, !34, !36, !41, !46, !85, !90, !51, !56, !58, !60}
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !2, line: 17, type: !87, isLocal: true, isDefinition: true)
!87 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 16, elements: !88)
!88 = !{!89}
!89 = !DISubrange(count: 2)
!90 = !DIGlobalVariableExpression(var: !91, expr: !DIExpression())
!91 = distinct !DIGlobalVariable(scope: null, file: !2, line: 31, type: !87, isLocal: true, isDefinition: true)
!92 = !{i32 7, !"Dwarf Version", i32 5}
!93 = !{i32 2, !"Debug Info Version", i32 3}
!94 = !{i32 1, !"wchar_size", i32 4}
!95 = !{i32 8, !"PIC Level", i32 2}
!96 = !{i32 7, !"PIE Level", i32 2}
!97 = !{i32 7, !"uwtable", i32 2}
!98 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!99 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!100 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 41, type: !101, scopeLine: 41, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{!81}
!103 = !{!104, !110, !112, !114, !121, !122, !124}
!104 = !DILocalVariable(name: "exprs", scope: !100, file: !2, line: 42, type: !105)
!105 = !DICompositeType(tag: DW_TAG_array_type, baseType: !106, size: 512, elements: !108)
!106 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !107, size: 64)
!107 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!108 = !{!109}
!109 = !DISubrange(count: 8)
!110 = !DILocalVariable(name: "total", scope: !100, file: !2, line: 43, type: !111)
!111 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!112 = !DILocalVariable(name: "i", scope: !113, file: !2, line: 44, type: !81)
!113 = distinct !DILexicalBlock(scope: !100, file: !2, line: 44, column: 5)
!114 = !DILocalVariable(name: "rpn", scope: !115, file: !2, line: 44, type: !117)
!115 = distinct !DILexicalBlock(scope: !116, file: !2, line: 44, column: 33)
!116 = distinct !DILexicalBlock(scope: !113, file: !2, line: 44, column: 5)
!117 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 8192, elements: !118)
!118 = !{!119, !120}
!119 = !DISubrange(count: 64)
!120 = !DISubrange(count: 16)
!121 = !DILocalVariable(name: "n", scope: !115, file: !2, line: 44, type: !81)
!122 = !DILocalVariable(name: "k", scope: !123, file: !2, line: 44, type: !81)
!123 = distinct !DILexicalBlock(scope: !115, file: !2, line: 44, column: 114)
!124 = !DILocalVariable(name: "v", scope: !115, file: !2, line: 44, type: !111)
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = distinct !DIAssignID()
!128 = !DILocation(line: 0, scope: !100)
!129 = distinct !DIAssignID()
!130 = !DILocation(line: 0, scope: !115)
!131 = distinct !DIAssignID()
!132 = !DILocation(line: 0, scope: !113)
!133 = !DILocation(line: 44, column: 5, scope: !113)
!134 = !DILocation(line: 45, column: 12, scope: !100)
!135 = !DILocation(line: 46, column: 1, scope: !100)
!136 = !DILocation(line: 44, column: 35, scope: !115)
!137 = !DILocation(line: 44, column: 68, scope: !115)
!138 = !{!139, !139, i64 0}
!139 = !{!"any pointer", !140, i64 0}
!140 = !{!"omnipotent char", !141, i64 0}
!141 = !{!"Simple C/C++ TBAA"}
!142 = !DILocalVariable(name: "ops", scope: !143, file: !2, line: 11, type: !117)
!143 = distinct !DISubprogram(name: "to_rpn", scope: !2, file: !2, line: 10, type: !144, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !149)
!144 = !DISubroutineType(types: !145)
!145 = !{!81, !106, !146}
!146 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !147, size: 64)
!147 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 128, elements: !148)
!148 = !{!120}
!149 = !{!150, !151, !142, !152, !153, !154, !155, !157, !162, !165}
!150 = !DILocalVariable(name: "in", arg: 1, scope: !143, file: !2, line: 10, type: !106)
!151 = !DILocalVariable(name: "out", arg: 2, scope: !143, file: !2, line: 10, type: !146)
!152 = !DILocalVariable(name: "nops", scope: !143, file: !2, line: 11, type: !81)
!153 = !DILocalVariable(name: "n", scope: !143, file: !2, line: 11, type: !81)
!154 = !DILocalVariable(name: "expect_operand", scope: !143, file: !2, line: 11, type: !81)
!155 = !DILocalVariable(name: "p", scope: !156, file: !2, line: 12, type: !106)
!156 = distinct !DILexicalBlock(scope: !143, file: !2, line: 12, column: 5)
!157 = !DILocalVariable(name: "k", scope: !158, file: !2, line: 14, type: !81)
!158 = distinct !DILexicalBlock(scope: !159, file: !2, line: 14, column: 54)
!159 = distinct !DILexicalBlock(scope: !160, file: !2, line: 14, column: 13)
!160 = distinct !DILexicalBlock(scope: !161, file: !2, line: 12, column: 35)
!161 = distinct !DILexicalBlock(scope: !156, file: !2, line: 12, column: 5)
!162 = !DILocalVariable(name: "k", scope: !163, file: !2, line: 15, type: !81)
!163 = distinct !DILexicalBlock(scope: !164, file: !2, line: 15, column: 41)
!164 = distinct !DILexicalBlock(scope: !160, file: !2, line: 15, column: 13)
!165 = !DILocalVariable(name: "c", scope: !160, file: !2, line: 19, type: !4)
!166 = !DILocation(line: 0, scope: !143, inlinedAt: !167)
!167 = distinct !DILocation(line: 44, column: 61, scope: !115)
!168 = !DILocation(line: 11, column: 5, scope: !143, inlinedAt: !167)
!169 = !DILocation(line: 0, scope: !156, inlinedAt: !167)
!170 = !DILocation(line: 12, column: 30, scope: !161, inlinedAt: !167)
!171 = !{!140, !140, i64 0}
!172 = !DILocation(line: 12, column: 5, scope: !156, inlinedAt: !167)
!173 = !DILocation(line: 25, column: 1, scope: !143, inlinedAt: !167)
!174 = !DILocation(line: 44, column: 84, scope: !115)
!175 = !DILocation(line: 23, column: 5, scope: !143, inlinedAt: !167)
!176 = !DILocation(line: 13, column: 13, scope: !177, inlinedAt: !167)
!177 = distinct !DILexicalBlock(scope: !160, file: !2, line: 13, column: 13)
!178 = !{!179, !179, i64 0}
!179 = !{!"short", !140, i64 0}
!180 = !DILocation(line: 13, column: 13, scope: !160, inlinedAt: !167)
!181 = !DILocation(line: 13, column: 44, scope: !182, inlinedAt: !167)
!182 = distinct !DILexicalBlock(scope: !177, file: !2, line: 13, column: 41)
!183 = distinct !{!183, !172, !184, !185}
!184 = !DILocation(line: 22, column: 5, scope: !156, inlinedAt: !167)
!185 = !{!"llvm.loop.mustprogress"}
!186 = !DILocation(line: 14, column: 13, scope: !159, inlinedAt: !167)
!187 = !DILocation(line: 14, column: 40, scope: !159, inlinedAt: !167)
!188 = !DILocation(line: 0, scope: !158, inlinedAt: !167)
!189 = !DILocation(line: 14, column: 74, scope: !158, inlinedAt: !167)
!190 = !DILocation(line: 14, column: 101, scope: !158, inlinedAt: !167)
!191 = !DILocation(line: 14, column: 131, scope: !158, inlinedAt: !167)
!192 = !DILocation(line: 14, column: 123, scope: !158, inlinedAt: !167)
!193 = !DILocation(line: 14, column: 115, scope: !158, inlinedAt: !167)
!194 = !DILocation(line: 14, column: 127, scope: !158, inlinedAt: !167)
!195 = distinct !{!195, !196, !191, !185}
!196 = !DILocation(line: 14, column: 67, scope: !158, inlinedAt: !167)
!197 = !DILocation(line: 14, scope: !158, inlinedAt: !167)
!198 = !DILocation(line: 14, column: 140, scope: !158, inlinedAt: !167)
!199 = !DILocation(line: 14, column: 135, scope: !158, inlinedAt: !167)
!200 = !DILocation(line: 14, column: 147, scope: !158, inlinedAt: !167)
!201 = !DILocation(line: 15, column: 13, scope: !164, inlinedAt: !167)
!202 = !DILocation(line: 15, column: 13, scope: !160, inlinedAt: !167)
!203 = !DILocation(line: 0, scope: !163, inlinedAt: !167)
!204 = !DILocation(line: 15, column: 61, scope: !163, inlinedAt: !167)
!205 = !DILocation(line: 15, column: 54, scope: !163, inlinedAt: !167)
!206 = !DILocation(line: 15, column: 108, scope: !163, inlinedAt: !167)
!207 = !DILocation(line: 15, column: 100, scope: !163, inlinedAt: !167)
!208 = !DILocation(line: 15, column: 89, scope: !163, inlinedAt: !167)
!209 = !DILocation(line: 15, column: 104, scope: !163, inlinedAt: !167)
!210 = distinct !{!210, !205, !206, !185}
!211 = !DILocation(line: 15, scope: !163, inlinedAt: !167)
!212 = !DILocation(line: 15, column: 120, scope: !163, inlinedAt: !167)
!213 = !DILocation(line: 15, column: 112, scope: !163, inlinedAt: !167)
!214 = !DILocation(line: 15, column: 127, scope: !163, inlinedAt: !167)
!215 = distinct !{!215, !172, !184, !185}
!216 = !DILocation(line: 16, column: 13, scope: !160, inlinedAt: !167)
!217 = !DILocation(line: 18, column: 33, scope: !218, inlinedAt: !167)
!218 = distinct !DILexicalBlock(scope: !219, file: !2, line: 18, column: 24)
!219 = distinct !DILexicalBlock(scope: !160, file: !2, line: 18, column: 13)
!220 = !DILocation(line: 18, column: 38, scope: !218, inlinedAt: !167)
!221 = !DILocation(line: 18, column: 26, scope: !218, inlinedAt: !167)
!222 = !DILocation(line: 16, column: 33, scope: !223, inlinedAt: !167)
!223 = distinct !DILexicalBlock(scope: !224, file: !2, line: 16, column: 24)
!224 = distinct !DILexicalBlock(scope: !160, file: !2, line: 16, column: 13)
!225 = !DILocation(line: 16, column: 38, scope: !223, inlinedAt: !167)
!226 = !DILocation(line: 16, column: 26, scope: !223, inlinedAt: !167)
!227 = !DILocation(line: 16, column: 50, scope: !223, inlinedAt: !167)
!228 = !DILocation(line: 16, column: 41, scope: !223, inlinedAt: !167)
!229 = !DILocation(line: 16, column: 58, scope: !223, inlinedAt: !167)
!230 = !DILocation(line: 16, column: 78, scope: !223, inlinedAt: !167)
!231 = !DILocation(line: 16, column: 73, scope: !223, inlinedAt: !167)
!232 = !DILocation(line: 16, column: 66, scope: !223, inlinedAt: !167)
!233 = distinct !{!233, !226, !234, !185}
!234 = !DILocation(line: 16, column: 94, scope: !223, inlinedAt: !167)
!235 = !DILocation(line: 16, column: 98, scope: !223, inlinedAt: !167)
!236 = !DILocation(line: 16, column: 122, scope: !223, inlinedAt: !167)
!237 = !DILocation(line: 17, column: 41, scope: !238, inlinedAt: !167)
!238 = distinct !DILexicalBlock(scope: !239, file: !2, line: 17, column: 24)
!239 = distinct !DILexicalBlock(scope: !160, file: !2, line: 17, column: 13)
!240 = !DILocation(line: 17, column: 33, scope: !238, inlinedAt: !167)
!241 = !DILocation(line: 17, column: 26, scope: !238, inlinedAt: !167)
!242 = !DILocation(line: 17, column: 53, scope: !238, inlinedAt: !167)
!243 = !DILocation(line: 17, column: 77, scope: !238, inlinedAt: !167)
!244 = !DILocation(line: 18, column: 50, scope: !218, inlinedAt: !167)
!245 = !DILocation(line: 18, column: 41, scope: !218, inlinedAt: !167)
!246 = !DILocation(line: 18, column: 58, scope: !218, inlinedAt: !167)
!247 = !DILocation(line: 18, column: 78, scope: !218, inlinedAt: !167)
!248 = !DILocation(line: 18, column: 73, scope: !218, inlinedAt: !167)
!249 = !DILocation(line: 18, column: 66, scope: !218, inlinedAt: !167)
!250 = distinct !{!250, !221, !251, !185}
!251 = !DILocation(line: 18, column: 94, scope: !218, inlinedAt: !167)
!252 = !DILocation(line: 18, column: 101, scope: !218, inlinedAt: !167)
!253 = !DILocation(line: 18, column: 109, scope: !254, inlinedAt: !167)
!254 = distinct !DILexicalBlock(scope: !218, file: !2, line: 18, column: 109)
!255 = !DILocation(line: 18, column: 114, scope: !254, inlinedAt: !167)
!256 = !DILocation(line: 18, column: 117, scope: !254, inlinedAt: !167)
!257 = !DILocation(line: 18, column: 109, scope: !218, inlinedAt: !167)
!258 = !DILocation(line: 18, column: 171, scope: !254, inlinedAt: !167)
!259 = !DILocation(line: 18, column: 166, scope: !254, inlinedAt: !167)
!260 = !DILocation(line: 18, column: 159, scope: !254, inlinedAt: !167)
!261 = !DILocation(line: 18, scope: !218, inlinedAt: !167)
!262 = !DILocation(line: 18, column: 191, scope: !218, inlinedAt: !167)
!263 = !DILocation(line: 18, column: 215, scope: !218, inlinedAt: !167)
!264 = !DILocation(line: 19, column: 20, scope: !160, inlinedAt: !167)
!265 = !DILocation(line: 0, scope: !160, inlinedAt: !167)
!266 = !DILocation(line: 19, column: 30, scope: !267, inlinedAt: !167)
!267 = distinct !DILexicalBlock(scope: !160, file: !2, line: 19, column: 28)
!268 = !DILocation(line: 19, column: 37, scope: !267, inlinedAt: !167)
!269 = !DILocation(line: 20, column: 16, scope: !160, inlinedAt: !167)
!270 = !DILocation(line: 20, column: 21, scope: !160, inlinedAt: !167)
!271 = !DILocation(line: 20, column: 33, scope: !160, inlinedAt: !167)
!272 = !DILocation(line: 20, column: 24, scope: !160, inlinedAt: !167)
!273 = !DILocation(line: 20, column: 41, scope: !160, inlinedAt: !167)
!274 = !DILocation(line: 20, column: 48, scope: !160, inlinedAt: !167)
!275 = !DILocation(line: 20, column: 52, scope: !160, inlinedAt: !167)
!276 = !DILocation(line: 20, column: 93, scope: !160, inlinedAt: !167)
!277 = !DILocalVariable(name: "c", arg: 1, scope: !278, file: !2, line: 9, type: !4)
!278 = distinct !DISubprogram(name: "prec", scope: !2, file: !2, line: 9, type: !279, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !281)
!279 = !DISubroutineType(types: !280)
!280 = !{!81, !4}
!281 = !{!277}
!282 = !DILocation(line: 0, scope: !278, inlinedAt: !283)
!283 = distinct !DILocation(line: 20, column: 97, scope: !160, inlinedAt: !167)
!284 = !DILocation(line: 9, column: 34, scope: !278, inlinedAt: !283)
!285 = !DILocation(line: 9, column: 109, scope: !278, inlinedAt: !283)
!286 = !DILocation(line: 9, column: 107, scope: !278, inlinedAt: !283)
!287 = !DILocation(line: 9, column: 78, scope: !278, inlinedAt: !283)
!288 = !DILocation(line: 9, column: 27, scope: !278, inlinedAt: !283)
!289 = !DILocation(line: 0, scope: !278, inlinedAt: !290)
!290 = distinct !DILocation(line: 20, column: 122, scope: !160, inlinedAt: !167)
!291 = !DILocation(line: 9, column: 34, scope: !278, inlinedAt: !290)
!292 = !DILocation(line: 9, column: 78, scope: !278, inlinedAt: !290)
!293 = !DILocation(line: 9, column: 27, scope: !278, inlinedAt: !290)
!294 = !DILocation(line: 20, column: 120, scope: !160, inlinedAt: !167)
!295 = !DILocation(line: 20, column: 130, scope: !160, inlinedAt: !167)
!296 = !DILocation(line: 0, scope: !278, inlinedAt: !297)
!297 = distinct !DILocation(line: 20, column: 134, scope: !160, inlinedAt: !167)
!298 = !DILocation(line: 9, column: 34, scope: !278, inlinedAt: !297)
!299 = !DILocation(line: 9, column: 109, scope: !278, inlinedAt: !297)
!300 = !DILocation(line: 9, column: 107, scope: !278, inlinedAt: !297)
!301 = !DILocation(line: 9, column: 78, scope: !278, inlinedAt: !297)
!302 = !DILocation(line: 9, column: 27, scope: !278, inlinedAt: !297)
!303 = !DILocation(line: 0, scope: !278, inlinedAt: !304)
!304 = distinct !DILocation(line: 20, column: 160, scope: !160, inlinedAt: !167)
!305 = !DILocation(line: 9, column: 34, scope: !278, inlinedAt: !304)
!306 = !DILocation(line: 9, column: 78, scope: !278, inlinedAt: !304)
!307 = !DILocation(line: 9, column: 27, scope: !278, inlinedAt: !304)
!308 = !DILocation(line: 20, column: 157, scope: !160, inlinedAt: !167)
!309 = !DILocation(line: 20, column: 168, scope: !160, inlinedAt: !167)
!310 = !DILocation(line: 20, column: 207, scope: !160, inlinedAt: !167)
!311 = !DILocation(line: 20, column: 202, scope: !160, inlinedAt: !167)
!312 = !DILocation(line: 20, column: 195, scope: !160, inlinedAt: !167)
!313 = distinct !{!313, !314, !315, !185}
!314 = !DILocation(line: 20, column: 9, scope: !160, inlinedAt: !167)
!315 = !DILocation(line: 20, column: 223, scope: !160, inlinedAt: !167)
!316 = !DILocation(line: 21, column: 9, scope: !160, inlinedAt: !167)
!317 = !DILocation(line: 21, column: 22, scope: !160, inlinedAt: !167)
!318 = !DILocation(line: 21, column: 35, scope: !160, inlinedAt: !167)
!319 = !DILocation(line: 21, column: 27, scope: !160, inlinedAt: !167)
!320 = !DILocation(line: 21, column: 42, scope: !160, inlinedAt: !167)
!321 = !DILocation(line: 12, column: 5, scope: !161, inlinedAt: !167)
!322 = !DILocation(line: 23, column: 30, scope: !143, inlinedAt: !167)
!323 = !DILocation(line: 23, column: 25, scope: !143, inlinedAt: !167)
!324 = !DILocation(line: 23, column: 39, scope: !143, inlinedAt: !167)
!325 = !DILocation(line: 23, column: 35, scope: !143, inlinedAt: !167)
!326 = !DILocation(line: 23, column: 18, scope: !143, inlinedAt: !167)
!327 = distinct !{!327, !175, !328, !185}
!328 = !DILocation(line: 23, column: 46, scope: !143, inlinedAt: !167)
!329 = !DILocation(line: 0, scope: !123)
!330 = !DILocation(line: 44, column: 132, scope: !331)
!331 = distinct !DILexicalBlock(scope: !123, file: !2, line: 44, column: 114)
!332 = !DILocation(line: 44, column: 114, scope: !123)
!333 = !DILocalVariable(name: "st", scope: !334, file: !2, line: 27, type: !355)
!334 = distinct !DISubprogram(name: "eval_rpn", scope: !2, file: !2, line: 26, type: !335, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !62, retainedNodes: !337)
!335 = !DISubroutineType(types: !336)
!336 = !{!111, !146, !81}
!337 = !{!338, !339, !333, !340, !341, !343, !347, !353, !354}
!338 = !DILocalVariable(name: "toks", arg: 1, scope: !334, file: !2, line: 26, type: !146)
!339 = !DILocalVariable(name: "n", arg: 2, scope: !334, file: !2, line: 26, type: !81)
!340 = !DILocalVariable(name: "sp", scope: !334, file: !2, line: 27, type: !81)
!341 = !DILocalVariable(name: "i", scope: !342, file: !2, line: 28, type: !81)
!342 = distinct !DILexicalBlock(scope: !334, file: !2, line: 28, column: 5)
!343 = !DILocalVariable(name: "t", scope: !344, file: !2, line: 29, type: !346)
!344 = distinct !DILexicalBlock(scope: !345, file: !2, line: 28, column: 33)
!345 = distinct !DILexicalBlock(scope: !342, file: !2, line: 28, column: 5)
!346 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!347 = !DILocalVariable(name: "b", scope: !348, file: !2, line: 34, type: !111)
!348 = distinct !DILexicalBlock(scope: !349, file: !2, line: 34, column: 14)
!349 = distinct !DILexicalBlock(scope: !350, file: !2, line: 33, column: 18)
!350 = distinct !DILexicalBlock(scope: !351, file: !2, line: 32, column: 18)
!351 = distinct !DILexicalBlock(scope: !352, file: !2, line: 31, column: 18)
!352 = distinct !DILexicalBlock(scope: !344, file: !2, line: 30, column: 13)
!353 = !DILocalVariable(name: "a", scope: !348, file: !2, line: 34, type: !111)
!354 = !DILocalVariable(name: "r", scope: !348, file: !2, line: 34, type: !111)
!355 = !DICompositeType(tag: DW_TAG_array_type, baseType: !111, size: 4096, elements: !356)
!356 = !{!119}
!357 = !DILocation(line: 0, scope: !334, inlinedAt: !358)
!358 = distinct !DILocation(line: 44, column: 176, scope: !115)
!359 = !DILocation(line: 27, column: 5, scope: !334, inlinedAt: !358)
!360 = !DILocation(line: 0, scope: !342, inlinedAt: !358)
!361 = !DILocation(line: 28, column: 5, scope: !342, inlinedAt: !358)
!362 = !DILocation(line: 39, column: 12, scope: !334, inlinedAt: !358)
!363 = !{!364, !364, i64 0}
!364 = !{!"double", !140, i64 0}
!365 = !DILocation(line: 40, column: 1, scope: !334, inlinedAt: !358)
!366 = !DILocation(line: 44, column: 194, scope: !115)
!367 = !DILocation(line: 44, column: 226, scope: !115)
!368 = !DILocation(line: 44, column: 232, scope: !116)
!369 = !DILocation(line: 44, column: 29, scope: !116)
!370 = !DILocation(line: 44, column: 23, scope: !116)
!371 = distinct !{!371, !133, !372, !185}
!372 = !DILocation(line: 44, column: 232, scope: !113)
!373 = !DILocation(line: 29, column: 19, scope: !344, inlinedAt: !358)
!374 = !DILocation(line: 0, scope: !344, inlinedAt: !358)
!375 = !DILocation(line: 30, column: 13, scope: !352, inlinedAt: !358)
!376 = !DILocation(line: 30, column: 42, scope: !352, inlinedAt: !358)
!377 = !DILocation(line: 30, column: 69, scope: !352, inlinedAt: !358)
!378 = !DILocation(line: 30, column: 63, scope: !352, inlinedAt: !358)
!379 = !DILocation(line: 30, column: 58, scope: !352, inlinedAt: !358)
!380 = !DILocation(line: 30, column: 67, scope: !352, inlinedAt: !358)
!381 = !DILocation(line: 31, column: 19, scope: !351, inlinedAt: !358)
!382 = !DILocation(line: 31, column: 18, scope: !352, inlinedAt: !358)
!383 = !DILocation(line: 31, column: 55, scope: !351, inlinedAt: !358)
!384 = !DILocation(line: 31, column: 49, scope: !351, inlinedAt: !358)
!385 = !DILocation(line: 31, column: 48, scope: !351, inlinedAt: !358)
!386 = !DILocation(line: 31, column: 46, scope: !351, inlinedAt: !358)
!387 = !DILocation(line: 31, column: 35, scope: !351, inlinedAt: !358)
!388 = !DILocation(line: 32, column: 19, scope: !350, inlinedAt: !358)
!389 = !DILocation(line: 32, column: 18, scope: !351, inlinedAt: !358)
!390 = !DILocation(line: 32, column: 62, scope: !350, inlinedAt: !358)
!391 = !DILocation(line: 32, column: 56, scope: !350, inlinedAt: !358)
!392 = !DILocation(line: 32, column: 51, scope: !350, inlinedAt: !358)
!393 = !DILocation(line: 32, column: 49, scope: !350, inlinedAt: !358)
!394 = !DILocation(line: 32, column: 38, scope: !350, inlinedAt: !358)
!395 = !DILocation(line: 33, column: 19, scope: !349, inlinedAt: !358)
!396 = !DILocation(line: 0, scope: !349, inlinedAt: !358)
!397 = !DILocation(line: 33, column: 18, scope: !350, inlinedAt: !358)
!398 = !DILocation(line: 33, column: 50, scope: !349, inlinedAt: !358)
!399 = !DILocation(line: 33, column: 48, scope: !349, inlinedAt: !358)
!400 = !DILocation(line: 33, column: 37, scope: !349, inlinedAt: !358)
!401 = !DILocation(line: 0, scope: !348, inlinedAt: !358)
!402 = !DILocation(line: 34, column: 44, scope: !348, inlinedAt: !358)
!403 = !DILocation(line: 34, column: 41, scope: !348, inlinedAt: !358)
!404 = !DILocation(line: 35, column: 18, scope: !405, inlinedAt: !358)
!405 = distinct !DILexicalBlock(scope: !348, file: !2, line: 35, column: 17)
!406 = !DILocation(line: 35, column: 17, scope: !348, inlinedAt: !358)
!407 = !DILocation(line: 35, column: 42, scope: !405, inlinedAt: !358)
!408 = !DILocation(line: 35, column: 40, scope: !405, inlinedAt: !358)
!409 = !DILocation(line: 35, column: 36, scope: !405, inlinedAt: !358)
!410 = !DILocation(line: 35, column: 65, scope: !411, inlinedAt: !358)
!411 = distinct !DILexicalBlock(scope: !405, file: !2, line: 35, column: 64)
!412 = !DILocation(line: 35, column: 64, scope: !405, inlinedAt: !358)
!413 = !DILocation(line: 35, column: 89, scope: !411, inlinedAt: !358)
!414 = !DILocation(line: 35, column: 87, scope: !411, inlinedAt: !358)
!415 = !DILocation(line: 35, column: 83, scope: !411, inlinedAt: !358)
!416 = !DILocation(line: 36, column: 18, scope: !411, inlinedAt: !358)
!417 = !DILocation(line: 36, column: 50, scope: !418, inlinedAt: !358)
!418 = distinct !DILexicalBlock(scope: !411, file: !2, line: 36, column: 32)
!419 = !DILocation(line: 36, column: 55, scope: !418, inlinedAt: !358)
!420 = !DILocation(line: 36, column: 78, scope: !418, inlinedAt: !358)
!421 = !DILocation(line: 36, column: 83, scope: !418, inlinedAt: !358)
!422 = !DILocation(line: 36, column: 106, scope: !418, inlinedAt: !358)
!423 = !DILocation(line: 36, column: 111, scope: !418, inlinedAt: !358)
!424 = !DILocation(line: 36, column: 134, scope: !418, inlinedAt: !358)
!425 = !DILocation(line: 36, column: 139, scope: !418, inlinedAt: !358)
!426 = !DILocation(line: 36, column: 160, scope: !418, inlinedAt: !358)
!427 = !DILocation(line: 36, column: 171, scope: !418, inlinedAt: !358)
!428 = !DILocation(line: 37, column: 22, scope: !348, inlinedAt: !358)
!429 = !DILocation(line: 28, column: 29, scope: !345, inlinedAt: !358)
!430 = !DILocation(line: 28, column: 23, scope: !345, inlinedAt: !358)
!431 = distinct !{!431, !361, !432, !185}
!432 = !DILocation(line: 38, column: 5, scope: !342, inlinedAt: !358)
!433 = !DILocation(line: 44, column: 156, scope: !331)
!434 = !DILocation(line: 44, column: 142, scope: !331)
!435 = !DILocation(line: 44, column: 138, scope: !331)
!436 = distinct !{!436, !332, !437, !185}
!437 = !DILocation(line: 44, column: 162, scope: !123)
!438 = !DISubprogram(name: "printf", scope: !439, file: !439, line: 356, type: !440, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!440 = !DISubroutineType(types: !441)
!441 = !{!81, !442, null}
!442 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !106)
!443 = !DISubprogram(name: "__ctype_b_loc", scope: !65, file: !65, line: 79, type: !444, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DISubroutineType(types: !445)
!445 = !{!446}
!446 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !447, size: 64)
!447 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !448, size: 64)
!448 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !83)
!449 = !DISubprogram(name: "strcpy", scope: !450, file: !450, line: 141, type: !451, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!451 = !DISubroutineType(types: !452)
!452 = !{!346, !453, !442}
!453 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !346)
!454 = !DISubprogram(name: "strtod", scope: !455, file: !455, line: 118, type: !456, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!455 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!456 = !DISubroutineType(types: !457)
!457 = !{!111, !442, !458}
!458 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !459)
!459 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !346, size: 64)
!460 = !DISubprogram(name: "strcmp", scope: !450, file: !450, line: 156, type: !461, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!461 = !DISubroutineType(types: !462)
!462 = !{!81, !106, !106}
!463 = !DISubprogram(name: "sqrt", scope: !464, file: !464, line: 143, type: !465, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!465 = !DISubroutineType(types: !466)
!466 = !{!111, !111}
!467 = !DISubprogram(name: "pow", scope: !464, file: !464, line: 140, type: !468, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!468 = !DISubroutineType(types: !469)
!469 = !{!111, !111, !111}
