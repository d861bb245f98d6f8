; ModuleID = 'programs/shunting_yard_eval.c'
source_filename = "programs/shunting_yard_eval.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [30 x i8] c"3 + 4 * 2 / ( 1 - 5 ) ^ 2 ^ 3\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [7 x i8] c"-2 ^ 2\00", align 1, !dbg !7
@.str.2 = private unnamed_addr constant [9 x i8] c"(-2) ^ 2\00", align 1, !dbg !12
@.str.3 = private unnamed_addr constant [7 x i8] c"2 ^ -1\00", align 1, !dbg !17
@.str.4 = private unnamed_addr constant [13 x i8] c"10 % 4 * 3.5\00", align 1, !dbg !19
@.str.5 = private unnamed_addr constant [31 x i8] c"((1.5 + 2.25) * 4 - 1) / 0.125\00", align 1, !dbg !24
@.str.6 = private unnamed_addr constant [10 x i8] c"1 - - - 1\00", align 1, !dbg !29
@.str.7 = private unnamed_addr constant [5 x i8] c"((2)\00", align 1, !dbg !34
@.str.8 = private unnamed_addr constant [10 x i8] c"2 ^ 3 ^ 2\00", align 1, !dbg !39
@.str.9 = private unnamed_addr constant [19 x i8] c"100 / 8 / 2 - 0.25\00", align 1, !dbg !41
@__const.main.exprs = private unnamed_addr constant [10 x ptr] [ptr @.str, ptr @.str.1, ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9], align 16
@.str.10 = private unnamed_addr constant [33 x i8] c"%-32s -> mismatched parentheses\0A\00", align 1, !dbg !46
@.str.11 = private unnamed_addr constant [24 x i8] c"%-32s -> %-40s = %.10g\0A\00", align 1, !dbg !51
@.str.12 = private unnamed_addr constant [13 x i8] c"total=%.10g\0A\00", align 1, !dbg !56

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !89 {
  %1 = alloca [64 x double], align 16, !DIAssignID !108
  %2 = alloca [64 x i8], align 16, !DIAssignID !109
    #dbg_assign(i1 undef, !93, !DIExpression(), !110, ptr @__const.main.exprs, !DIExpression(), !111)
  %3 = alloca [256 x i8], align 16, !DIAssignID !112
    #dbg_assign(i1 undef, !101, !DIExpression(), !112, ptr %3, !DIExpression(), !113)
    #dbg_assign(i1 undef, !93, !DIExpression(), !114, ptr @__const.main.exprs, !DIExpression(), !111)
    #dbg_value(double 0.000000e+00, !97, !DIExpression(), !111)
    #dbg_value(i32 0, !99, !DIExpression(), !115)
  br label %8, !dbg !116

4:                                                ; preds = %264
  %5 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.12, double noundef %265), !dbg !117
  %6 = fptosi double %265 to i32, !dbg !118
  %7 = and i32 %6, 127, !dbg !119
  ret i32 %7, !dbg !120

8:                                                ; preds = %0, %264
  %9 = phi i64 [ 0, %0 ], [ %266, %264 ]
  %10 = phi double [ 0.000000e+00, %0 ], [ %265, %264 ]
    #dbg_value(i64 %9, !99, !DIExpression(), !115)
    #dbg_value(double %10, !97, !DIExpression(), !111)
  call void @llvm.lifetime.start.p0(i64 256, ptr nonnull %3) #5, !dbg !121
  %11 = getelementptr inbounds [10 x ptr], ptr @__const.main.exprs, i64 0, i64 %9, !dbg !122
  %12 = load ptr, ptr %11, align 8, !dbg !122, !tbaa !124
    #dbg_assign(i1 undef, !128, !DIExpression(), !109, ptr %2, !DIExpression(), !147)
    #dbg_value(ptr %12, !134, !DIExpression(), !147)
    #dbg_value(ptr %3, !135, !DIExpression(), !147)
  call void @llvm.lifetime.start.p0(i64 64, ptr nonnull %2) #5, !dbg !149
    #dbg_value(i32 0, !136, !DIExpression(), !147)
    #dbg_value(i32 0, !137, !DIExpression(), !147)
    #dbg_value(i32 0, !138, !DIExpression(), !147)
    #dbg_value(ptr %12, !139, !DIExpression(), !150)
  %13 = load i8, ptr %12, align 1, !dbg !151, !tbaa !152
  %14 = icmp eq i8 %13, 0, !dbg !153
  br i1 %14, label %15, label %16, !dbg !153

15:                                               ; preds = %8
  store i8 0, ptr %3, align 16, !dbg !154, !tbaa !152
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5, !dbg !155
  br label %182, !dbg !156

16:                                               ; preds = %8, %147
  %17 = phi i8 [ %153, %147 ], [ %13, %8 ]
  %18 = phi ptr [ %152, %147 ], [ %12, %8 ]
  %19 = phi i32 [ %150, %147 ], [ 0, %8 ]
  %20 = phi i32 [ %149, %147 ], [ 0, %8 ]
  %21 = phi i32 [ %148, %147 ], [ 0, %8 ]
    #dbg_value(ptr %18, !139, !DIExpression(), !150)
    #dbg_value(i32 %19, !138, !DIExpression(), !147)
    #dbg_value(i32 %20, !137, !DIExpression(), !147)
    #dbg_value(i32 %21, !136, !DIExpression(), !147)
  %22 = icmp eq i8 %17, 32, !dbg !157
  br i1 %22, label %147, label %23, !dbg !159

23:                                               ; preds = %16
  %24 = tail call ptr @__ctype_b_loc() #6, !dbg !160
  %25 = load ptr, ptr %24, align 8, !dbg !160, !tbaa !124
  %26 = zext i8 %17 to i64, !dbg !160
  %27 = getelementptr inbounds i16, ptr %25, i64 %26, !dbg !160
  %28 = load i16, ptr %27, align 2, !dbg !160, !tbaa !162
  %29 = and i16 %28, 2048, !dbg !160
  %30 = icmp ne i16 %29, 0, !dbg !160
  %31 = icmp eq i8 %17, 46
  %32 = or i1 %31, %30, !dbg !164
  br i1 %32, label %33, label %57, !dbg !164

33:                                               ; preds = %23
    #dbg_value(ptr %18, !139, !DIExpression(), !150)
    #dbg_value(i32 %20, !137, !DIExpression(), !147)
  %34 = sext i32 %20 to i64, !dbg !165
  br label %35, !dbg !165

35:                                               ; preds = %35, %33
  %36 = phi i64 [ %34, %33 ], [ %40, %35 ]
  %37 = phi i8 [ %17, %33 ], [ %43, %35 ]
  %38 = phi ptr [ %18, %33 ], [ %39, %35 ]
    #dbg_value(ptr %38, !139, !DIExpression(), !150)
    #dbg_value(i64 %36, !137, !DIExpression(), !147)
  %39 = getelementptr inbounds i8, ptr %38, i64 1, !dbg !167
    #dbg_value(ptr %39, !139, !DIExpression(), !150)
  %40 = add nsw i64 %36, 1, !dbg !168
    #dbg_value(i64 %40, !137, !DIExpression(), !147)
  %41 = getelementptr inbounds i8, ptr %3, i64 %36, !dbg !169
  store i8 %37, ptr %41, align 1, !dbg !170, !tbaa !152
  %42 = load ptr, ptr %24, align 8, !dbg !171, !tbaa !124
  %43 = load i8, ptr %39, align 1, !dbg !171, !tbaa !152
  %44 = zext i8 %43 to i64, !dbg !171
  %45 = getelementptr inbounds i16, ptr %42, i64 %44, !dbg !171
  %46 = load i16, ptr %45, align 2, !dbg !171, !tbaa !162
  %47 = and i16 %46, 2048, !dbg !171
  %48 = icmp ne i16 %47, 0, !dbg !171
  %49 = icmp eq i8 %43, 46
  %50 = or i1 %49, %48, !dbg !172
  br i1 %50, label %35, label %51, !dbg !172, !llvm.loop !173

51:                                               ; preds = %35
  %52 = trunc nsw i64 %40 to i32, !dbg !175
  %53 = add nsw i32 %52, 1, !dbg !175
    #dbg_value(i32 %53, !137, !DIExpression(), !147)
  %54 = shl i64 %40, 32, !dbg !176
  %55 = ashr exact i64 %54, 32, !dbg !176
  %56 = getelementptr inbounds i8, ptr %3, i64 %55, !dbg !176
  store i8 32, ptr %56, align 1, !dbg !177, !tbaa !152
    #dbg_value(ptr %38, !139, !DIExpression(), !150)
    #dbg_value(i32 1, !138, !DIExpression(), !147)
  br label %147, !dbg !178

57:                                               ; preds = %23
  switch i8 %17, label %79 [
    i8 40, label %63
    i8 41, label %58
  ], !dbg !179

58:                                               ; preds = %57
    #dbg_value(i32 %20, !137, !DIExpression(), !147)
    #dbg_value(i32 %21, !136, !DIExpression(), !147)
  %59 = icmp eq i32 %21, 0, !dbg !180
  br i1 %59, label %174, label %60, !dbg !183

60:                                               ; preds = %58
  %61 = sext i32 %20 to i64, !dbg !184
  %62 = sext i32 %21 to i64, !dbg !184
  br label %67, !dbg !184

63:                                               ; preds = %57
  %64 = add nsw i32 %21, 1, !dbg !185
    #dbg_value(i32 %64, !136, !DIExpression(), !147)
  %65 = sext i32 %21 to i64, !dbg !188
  %66 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %65, !dbg !188
  store i8 40, ptr %66, align 1, !dbg !189, !tbaa !152
    #dbg_value(i32 0, !138, !DIExpression(), !147)
  br label %147, !dbg !190

67:                                               ; preds = %74, %60
  %68 = phi i64 [ %62, %60 ], [ %70, %74 ]
  %69 = phi i64 [ %61, %60 ], [ %76, %74 ]
    #dbg_value(i64 %69, !137, !DIExpression(), !147)
    #dbg_value(i64 %68, !136, !DIExpression(), !147)
  %70 = add nsw i64 %68, -1, !dbg !191
  %71 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %70, !dbg !192
  %72 = load i8, ptr %71, align 1, !dbg !192, !tbaa !152
  %73 = icmp eq i8 %72, 40, !dbg !193
  br i1 %73, label %144, label %74, !dbg !184

74:                                               ; preds = %67
    #dbg_value(i64 %70, !136, !DIExpression(), !147)
    #dbg_value(i64 %69, !137, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !147)
  %75 = getelementptr inbounds i8, ptr %3, i64 %69, !dbg !194
  store i8 %72, ptr %75, align 1, !dbg !196, !tbaa !152
  %76 = add nsw i64 %69, 2, !dbg !197
    #dbg_value(i64 %76, !137, !DIExpression(), !147)
  %77 = getelementptr i8, ptr %75, i64 1, !dbg !198
  store i8 32, ptr %77, align 1, !dbg !199, !tbaa !152
  %78 = icmp eq i64 %70, 0, !dbg !180
  br i1 %78, label %174, label %67, !dbg !183, !llvm.loop !200

79:                                               ; preds = %57
  %80 = icmp ne i8 %17, 45, !dbg !202
  %81 = icmp ne i32 %19, 0
  %82 = select i1 %80, i1 true, i1 %81, !dbg !203
  %83 = select i1 %82, i8 %17, i8 126, !dbg !203
    #dbg_value(i8 %83, !141, !DIExpression(), !204)
    #dbg_value(i32 %20, !137, !DIExpression(), !147)
    #dbg_value(i32 %21, !136, !DIExpression(), !147)
  %84 = icmp eq i32 %21, 0, !dbg !205
  br i1 %84, label %138, label %85, !dbg !206

85:                                               ; preds = %79
  %86 = and i8 %83, -33
  %87 = icmp eq i8 %86, 94
  %88 = sext i32 %20 to i64, !dbg !206
  %89 = sext i32 %21 to i64, !dbg !206
  %90 = shl i32 %21, 1, !dbg !206
  %91 = add i32 %90, %20, !dbg !206
  br label %92, !dbg !206

92:                                               ; preds = %124, %85
  %93 = phi i64 [ %89, %85 ], [ %95, %124 ]
  %94 = phi i64 [ %88, %85 ], [ %126, %124 ]
    #dbg_value(i64 %94, !137, !DIExpression(), !147)
    #dbg_value(i64 %93, !136, !DIExpression(), !147)
  %95 = add nsw i64 %93, -1, !dbg !207
  %96 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %95, !dbg !208
  %97 = load i8, ptr %96, align 1, !dbg !208, !tbaa !152
  switch i8 %97, label %101 [
    i8 40, label %129
    i8 43, label %102
    i8 45, label %102
    i8 42, label %98
    i8 47, label %98
    i8 37, label %98
    i8 94, label %99
    i8 126, label %100
  ], !dbg !209

98:                                               ; preds = %92, %92, %92
  br label %102, !dbg !210

99:                                               ; preds = %92
  br label %102, !dbg !218

100:                                              ; preds = %92
  br label %102, !dbg !219

101:                                              ; preds = %92
  br label %102, !dbg !220

102:                                              ; preds = %101, %100, %99, %98, %92, %92
  %103 = phi i32 [ 0, %101 ], [ 4, %100 ], [ 3, %99 ], [ 2, %98 ], [ 1, %92 ], [ 1, %92 ], !dbg !221
    #dbg_value(i8 %83, !216, !DIExpression(), !222)
  switch i8 %83, label %107 [
    i8 43, label %108
    i8 45, label %108
    i8 42, label %104
    i8 47, label %104
    i8 37, label %104
    i8 94, label %105
    i8 126, label %106
  ], !dbg !224

104:                                              ; preds = %102, %102, %102
  br label %108, !dbg !225

105:                                              ; preds = %102
  br label %108, !dbg !226

106:                                              ; preds = %102
  br label %108, !dbg !227

107:                                              ; preds = %102
  br label %108, !dbg !228

108:                                              ; preds = %107, %106, %105, %104, %102, %102
  %109 = phi i32 [ 0, %107 ], [ 4, %106 ], [ 3, %105 ], [ 2, %104 ], [ 1, %102 ], [ 1, %102 ], !dbg !229
  %110 = icmp ugt i32 %103, %109, !dbg !230
  br i1 %110, label %124, label %111, !dbg !231

111:                                              ; preds = %108
    #dbg_value(i8 %97, !216, !DIExpression(), !232)
  switch i8 %97, label %115 [
    i8 43, label %116
    i8 45, label %116
    i8 42, label %112
    i8 47, label %112
    i8 37, label %112
    i8 94, label %113
    i8 126, label %114
  ], !dbg !234

112:                                              ; preds = %111, %111, %111
  br label %116, !dbg !235

113:                                              ; preds = %111
  br label %116, !dbg !236

114:                                              ; preds = %111
  br label %116, !dbg !237

115:                                              ; preds = %111
  br label %116, !dbg !238

116:                                              ; preds = %115, %114, %113, %112, %111, %111
  %117 = phi i32 [ 0, %115 ], [ 4, %114 ], [ 3, %113 ], [ 2, %112 ], [ 1, %111 ], [ 1, %111 ], !dbg !239
    #dbg_value(i8 %83, !216, !DIExpression(), !240)
  switch i8 %83, label %119 [
    i8 43, label %120
    i8 45, label %120
    i8 42, label %118
    i8 47, label %118
    i8 37, label %118
    i8 94, label %135
    i8 126, label %135
  ], !dbg !242

118:                                              ; preds = %116, %116, %116
  br label %120, !dbg !243

119:                                              ; preds = %116
  br label %120, !dbg !244

120:                                              ; preds = %119, %118, %116, %116
  %121 = phi i32 [ 0, %119 ], [ 2, %118 ], [ 1, %116 ], [ 1, %116 ], !dbg !245
  %122 = icmp ne i32 %117, %121, !dbg !246
  %123 = select i1 %122, i1 true, i1 %87, !dbg !247
  br i1 %123, label %132, label %124, !dbg !247

124:                                              ; preds = %120, %108
    #dbg_value(i64 %95, !136, !DIExpression(), !147)
    #dbg_value(i64 %94, !137, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !147)
  %125 = getelementptr inbounds i8, ptr %3, i64 %94, !dbg !248
  store i8 %97, ptr %125, align 1, !dbg !250, !tbaa !152
  %126 = add nsw i64 %94, 2, !dbg !251
    #dbg_value(i64 %126, !137, !DIExpression(), !147)
  %127 = getelementptr i8, ptr %125, i64 1, !dbg !252
  store i8 32, ptr %127, align 1, !dbg !253, !tbaa !152
  %128 = icmp eq i64 %95, 0, !dbg !205
  br i1 %128, label %138, label %92, !dbg !206, !llvm.loop !254

129:                                              ; preds = %92
  %130 = trunc nsw i64 %94 to i32
  %131 = trunc nsw i64 %93 to i32
  br label %138, !dbg !257

132:                                              ; preds = %120
  %133 = trunc nsw i64 %94 to i32
  %134 = trunc nsw i64 %93 to i32
  br label %138, !dbg !257

135:                                              ; preds = %116, %116
  %136 = trunc nsw i64 %94 to i32
  %137 = trunc nsw i64 %93 to i32
  br label %138, !dbg !257

138:                                              ; preds = %124, %135, %132, %129, %79
  %139 = phi i32 [ 0, %79 ], [ %131, %129 ], [ %134, %132 ], [ %137, %135 ], [ 0, %124 ], !dbg !147
  %140 = phi i32 [ %20, %79 ], [ %130, %129 ], [ %133, %132 ], [ %136, %135 ], [ %91, %124 ], !dbg !147
  %141 = add nsw i32 %139, 1, !dbg !257
    #dbg_value(i32 %141, !136, !DIExpression(), !147)
  %142 = sext i32 %139 to i64, !dbg !258
  %143 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %142, !dbg !258
  store i8 %83, ptr %143, align 1, !dbg !259, !tbaa !152
    #dbg_value(i32 0, !138, !DIExpression(), !147)
  br label %147, !dbg !260

144:                                              ; preds = %67
  %145 = trunc nsw i64 %70 to i32, !dbg !261
  %146 = trunc nsw i64 %69 to i32, !dbg !261
  br label %147, !dbg !261

147:                                              ; preds = %144, %138, %63, %51, %16
  %148 = phi i32 [ %21, %16 ], [ %21, %51 ], [ %64, %63 ], [ %141, %138 ], [ %145, %144 ], !dbg !147
  %149 = phi i32 [ %20, %16 ], [ %53, %51 ], [ %20, %63 ], [ %140, %138 ], [ %146, %144 ], !dbg !147
  %150 = phi i32 [ %19, %16 ], [ 1, %51 ], [ 0, %63 ], [ 0, %138 ], [ 1, %144 ], !dbg !147
  %151 = phi ptr [ %18, %16 ], [ %38, %51 ], [ %18, %63 ], [ %18, %138 ], [ %18, %144 ], !dbg !150
    #dbg_value(ptr %151, !139, !DIExpression(), !150)
    #dbg_value(i32 %150, !138, !DIExpression(), !147)
    #dbg_value(i32 %149, !137, !DIExpression(), !147)
    #dbg_value(i32 %148, !136, !DIExpression(), !147)
  %152 = getelementptr inbounds i8, ptr %151, i64 1, !dbg !261
    #dbg_value(ptr %152, !139, !DIExpression(), !150)
  %153 = load i8, ptr %152, align 1, !dbg !151, !tbaa !152
  %154 = icmp eq i8 %153, 0, !dbg !153
  br i1 %154, label %155, label %16, !dbg !153, !llvm.loop !262

155:                                              ; preds = %147
    #dbg_value(i32 %149, !137, !DIExpression(), !147)
    #dbg_value(i32 %148, !136, !DIExpression(), !147)
  %156 = icmp eq i32 %148, 0, !dbg !264
  br i1 %156, label %175, label %157, !dbg !264

157:                                              ; preds = %155
  %158 = sext i32 %149 to i64, !dbg !264
  %159 = sext i32 %148 to i64, !dbg !264
  br label %160, !dbg !264

160:                                              ; preds = %167, %157
  %161 = phi i64 [ %159, %157 ], [ %163, %167 ]
  %162 = phi i64 [ %158, %157 ], [ %169, %167 ]
    #dbg_value(i64 %162, !137, !DIExpression(), !147)
    #dbg_value(i64 %161, !136, !DIExpression(), !147)
  %163 = add nsw i64 %161, -1, !dbg !265
  %164 = getelementptr inbounds [64 x i8], ptr %2, i64 0, i64 %163, !dbg !268
  %165 = load i8, ptr %164, align 1, !dbg !268, !tbaa !152
  %166 = icmp eq i8 %165, 40, !dbg !269
  br i1 %166, label %174, label %167, !dbg !270

167:                                              ; preds = %160
    #dbg_value(i64 %163, !136, !DIExpression(), !147)
    #dbg_value(i64 %162, !137, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !147)
  %168 = getelementptr inbounds i8, ptr %3, i64 %162, !dbg !271
  store i8 %165, ptr %168, align 1, !dbg !272, !tbaa !152
  %169 = add nsw i64 %162, 2, !dbg !273
    #dbg_value(i64 %169, !137, !DIExpression(), !147)
  %170 = getelementptr i8, ptr %168, i64 1, !dbg !274
  store i8 32, ptr %170, align 1, !dbg !275, !tbaa !152
  %171 = icmp eq i64 %163, 0, !dbg !264
  br i1 %171, label %172, label %160, !dbg !264, !llvm.loop !276

172:                                              ; preds = %167
  %173 = trunc nsw i64 %169 to i32, !dbg !278
  br label %175, !dbg !278

174:                                              ; preds = %58, %160, %74
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5, !dbg !155
  br label %180, !dbg !156

175:                                              ; preds = %155, %172
  %176 = phi i32 [ %149, %155 ], [ %173, %172 ], !dbg !147
  %177 = sext i32 %176 to i64, !dbg !278
  %178 = getelementptr inbounds i8, ptr %3, i64 %177, !dbg !278
  store i8 0, ptr %178, align 1, !dbg !154, !tbaa !152
  call void @llvm.lifetime.end.p0(i64 64, ptr nonnull %2) #5, !dbg !155
  %179 = icmp slt i32 %176, 0, !dbg !279
  br i1 %179, label %180, label %182, !dbg !156

180:                                              ; preds = %174, %175
  %181 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.10, ptr noundef nonnull %12), !dbg !280
  br label %264, !dbg !282

182:                                              ; preds = %15, %175
    #dbg_assign(i1 undef, !283, !DIExpression(), !108, ptr %1, !DIExpression(), !301)
    #dbg_value(ptr %3, !288, !DIExpression(), !301)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %1) #5, !dbg !303
    #dbg_value(i32 0, !289, !DIExpression(), !301)
    #dbg_value(ptr %3, !290, !DIExpression(), !304)
  br label %183, !dbg !305

183:                                              ; preds = %256, %182
  %184 = phi ptr [ %3, %182 ], [ %259, %256 ], !dbg !306
  %185 = phi i32 [ 0, %182 ], [ %258, %256 ], !dbg !307
    #dbg_value(i32 %185, !289, !DIExpression(), !301)
    #dbg_value(ptr %184, !290, !DIExpression(), !304)
  %186 = load i8, ptr %184, align 1, !dbg !308, !tbaa !152
  switch i8 %186, label %187 [
    i8 0, label %260
    i8 32, label %256
  ], !dbg !309

187:                                              ; preds = %183
  %188 = tail call ptr @__ctype_b_loc() #6, !dbg !310
  %189 = load ptr, ptr %188, align 8, !dbg !310, !tbaa !124
  %190 = zext i8 %186 to i64, !dbg !310
  %191 = getelementptr inbounds i16, ptr %189, i64 %190, !dbg !310
  %192 = load i16, ptr %191, align 2, !dbg !310, !tbaa !162
  %193 = and i16 %192, 2048, !dbg !310
  %194 = icmp ne i16 %193, 0, !dbg !310
  %195 = icmp eq i8 %186, 46
  %196 = or i1 %195, %194, !dbg !311
  br i1 %196, label %197, label %231, !dbg !311

197:                                              ; preds = %187, %212
  %198 = phi i1 [ %222, %212 ], [ %195, %187 ]
  %199 = phi i8 [ %216, %212 ], [ %186, %187 ]
  %200 = phi ptr [ %215, %212 ], [ %184, %187 ]
  %201 = phi double [ %214, %212 ], [ 0.000000e+00, %187 ]
  %202 = phi double [ %213, %212 ], [ 0.000000e+00, %187 ]
    #dbg_value(ptr %200, !290, !DIExpression(), !304)
    #dbg_value(double %201, !297, !DIExpression(), !312)
    #dbg_value(double %202, !292, !DIExpression(), !312)
  br i1 %198, label %212, label %203, !dbg !313

203:                                              ; preds = %197
  %204 = sext i8 %199 to i32, !dbg !317
  %205 = fmul double %202, 1.000000e+01, !dbg !319
  %206 = add nsw i32 %204, -48, !dbg !321
  %207 = sitofp i32 %206 to double, !dbg !322
  %208 = fadd double %205, %207, !dbg !323
    #dbg_value(double %208, !292, !DIExpression(), !312)
  %209 = fcmp une double %201, 0.000000e+00, !dbg !324
  br i1 %209, label %210, label %212, !dbg !326

210:                                              ; preds = %203
  %211 = fmul double %201, 1.000000e+01, !dbg !327
    #dbg_value(double %211, !297, !DIExpression(), !312)
  br label %212, !dbg !328

212:                                              ; preds = %210, %203, %197
  %213 = phi double [ %208, %210 ], [ %208, %203 ], [ %202, %197 ], !dbg !329
  %214 = phi double [ %211, %210 ], [ %201, %203 ], [ 1.000000e+00, %197 ], !dbg !329
    #dbg_value(double %214, !297, !DIExpression(), !312)
    #dbg_value(double %213, !292, !DIExpression(), !312)
  %215 = getelementptr inbounds i8, ptr %200, i64 1, !dbg !330
    #dbg_value(ptr %215, !290, !DIExpression(), !304)
  %216 = load i8, ptr %215, align 1, !dbg !331, !tbaa !152
  %217 = zext i8 %216 to i64, !dbg !331
  %218 = getelementptr inbounds i16, ptr %189, i64 %217, !dbg !331
  %219 = load i16, ptr %218, align 2, !dbg !331, !tbaa !162
  %220 = and i16 %219, 2048, !dbg !331
  %221 = icmp ne i16 %220, 0, !dbg !331
  %222 = icmp eq i8 %216, 46
  %223 = or i1 %222, %221, !dbg !332
  br i1 %223, label %197, label %224, !dbg !332, !llvm.loop !333

224:                                              ; preds = %212
  %225 = fcmp une double %214, 0.000000e+00, !dbg !336
  %226 = fdiv double %213, %214, !dbg !336
  %227 = select i1 %225, double %226, double %213, !dbg !336
  %228 = add nsw i32 %185, 1, !dbg !337
    #dbg_value(i32 %228, !289, !DIExpression(), !301)
  %229 = sext i32 %185 to i64, !dbg !338
  %230 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %229, !dbg !338
  store double %227, ptr %230, align 8, !dbg !339, !tbaa !340
    #dbg_value(ptr %200, !290, !DIExpression(), !304)
  br label %256

231:                                              ; preds = %187
  %232 = icmp eq i8 %186, 126, !dbg !342
  %233 = add nsw i32 %185, -1, !dbg !344
  %234 = sext i32 %233 to i64, !dbg !344
  %235 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %234, !dbg !344
  %236 = load double, ptr %235, align 8, !dbg !344, !tbaa !340
  br i1 %232, label %237, label %239, !dbg !345

237:                                              ; preds = %231
  %238 = fneg double %236, !dbg !346
  store double %238, ptr %235, align 8, !dbg !348, !tbaa !340
  br label %256, !dbg !349

239:                                              ; preds = %231
    #dbg_value(i32 %233, !289, !DIExpression(), !301)
    #dbg_value(double %236, !298, !DIExpression(), !344)
  %240 = add nsw i32 %185, -2, !dbg !350
    #dbg_value(i32 %240, !289, !DIExpression(), !301)
  %241 = sext i32 %240 to i64, !dbg !351
  %242 = getelementptr inbounds [64 x double], ptr %1, i64 0, i64 %241, !dbg !351
  %243 = load double, ptr %242, align 8, !dbg !351, !tbaa !340
    #dbg_value(double %243, !299, !DIExpression(), !344)
  switch i8 %186, label %256 [
    i8 43, label %244
    i8 45, label %246
    i8 42, label %248
    i8 47, label %250
    i8 37, label %252
    i8 94, label %254
  ], !dbg !352

244:                                              ; preds = %239
  %245 = fadd double %236, %243, !dbg !353
    #dbg_value(i32 %233, !289, !DIExpression(), !301)
  store double %245, ptr %242, align 8, !dbg !355, !tbaa !340
  br label %256, !dbg !356

246:                                              ; preds = %239
  %247 = fsub double %243, %236, !dbg !357
    #dbg_value(i32 %233, !289, !DIExpression(), !301)
  store double %247, ptr %242, align 8, !dbg !358, !tbaa !340
  br label %256, !dbg !359

248:                                              ; preds = %239
  %249 = fmul double %236, %243, !dbg !360
    #dbg_value(i32 %233, !289, !DIExpression(), !301)
  store double %249, ptr %242, align 8, !dbg !361, !tbaa !340
  br label %256, !dbg !362

250:                                              ; preds = %239
  %251 = fdiv double %243, %236, !dbg !363
    #dbg_value(i32 %233, !289, !DIExpression(), !301)
  store double %251, ptr %242, align 8, !dbg !364, !tbaa !340
  br label %256, !dbg !365

252:                                              ; preds = %239
  %253 = call double @fmod(double noundef %243, double noundef %236) #5, !dbg !366
    #dbg_value(i32 %233, !289, !DIExpression(), !301)
  store double %253, ptr %242, align 8, !dbg !367, !tbaa !340
  br label %256, !dbg !368

254:                                              ; preds = %239
  %255 = call double @pow(double noundef %243, double noundef %236) #5, !dbg !369
    #dbg_value(i32 %233, !289, !DIExpression(), !301)
  store double %255, ptr %242, align 8, !dbg !370, !tbaa !340
  br label %256, !dbg !371

256:                                              ; preds = %254, %252, %250, %248, %246, %244, %239, %237, %224, %183
  %257 = phi ptr [ %200, %224 ], [ %184, %237 ], [ %184, %183 ], [ %184, %239 ], [ %184, %254 ], [ %184, %252 ], [ %184, %250 ], [ %184, %248 ], [ %184, %246 ], [ %184, %244 ], !dbg !304
  %258 = phi i32 [ %228, %224 ], [ %185, %237 ], [ %185, %183 ], [ %240, %239 ], [ %233, %254 ], [ %233, %252 ], [ %233, %250 ], [ %233, %248 ], [ %233, %246 ], [ %233, %244 ], !dbg !301
    #dbg_value(i32 %258, !289, !DIExpression(), !301)
    #dbg_value(ptr %257, !290, !DIExpression(), !304)
  %259 = getelementptr inbounds i8, ptr %257, i64 1, !dbg !372
    #dbg_value(ptr %259, !290, !DIExpression(), !304)
  br label %183, !dbg !373, !llvm.loop !374

260:                                              ; preds = %183
  %261 = load double, ptr %1, align 16, !dbg !376, !tbaa !340
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %1) #5, !dbg !377
    #dbg_value(double %261, !107, !DIExpression(), !113)
  %262 = fadd double %10, %261, !dbg !378
    #dbg_value(double %262, !97, !DIExpression(), !111)
  %263 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.11, ptr noundef nonnull %12, ptr noundef nonnull %3, double noundef %261), !dbg !379
  br label %264, !dbg !380

264:                                              ; preds = %260, %180
  %265 = phi double [ %10, %180 ], [ %262, %260 ], !dbg !111
    #dbg_value(double %265, !97, !DIExpression(), !111)
  call void @llvm.lifetime.end.p0(i64 256, ptr nonnull %3) #5, !dbg !380
  %266 = add nuw nsw i64 %9, 1, !dbg !381
    #dbg_value(i64 %266, !99, !DIExpression(), !115)
  %267 = icmp eq i64 %266, 10, !dbg !382
  br i1 %267, label %4, label %8, !dbg !116, !llvm.loop !383
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !385 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nosync nounwind willreturn memory(none)
declare !dbg !390 ptr @__ctype_b_loc() local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !396 double @fmod(double noundef, double noundef) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !400 double @pow(double noundef, double noundef) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nofree nosync nounwind willreturn memory(none) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(none) }

!llvm.dbg.cu = !{!58}
!llvm.module.flags = !{!81, !82, !83, !84, !85, !86, !87}
!llvm.ident = !{!88}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/shunting_yard_eval.c", directory: ".", checksumkind: CSK_MD5, checksum: "ddcfda05939736113554fe0720483c46")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 240, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 30)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 56, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 7)
!12 = !DIGlobalVariableExpression(var: !13, expr: !DIExpression())
!13 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !14, isLocal: true, isDefinition: true)
!14 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 72, elements: !15)
!15 = !{!16}
!16 = !DISubrange(count: 9)
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !9, isLocal: true, isDefinition: true)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 104, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 13)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 248, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 31)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 80, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 10)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !36, isLocal: true, isDefinition: true)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 40, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 5)
!39 = !DIGlobalVariableExpression(var: !40, expr: !DIExpression())
!40 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !31, isLocal: true, isDefinition: true)
!41 = !DIGlobalVariableExpression(var: !42, expr: !DIExpression())
!42 = distinct !DIGlobalVariable(scope: null, file: !2, line: 41, type: !43, isLocal: true, isDefinition: true)
!43 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 152, elements: !44)
!44 = !{!45}
!45 = !DISubrange(count: 19)
!46 = !DIGlobalVariableExpression(var: !47, expr: !DIExpression())
!47 = distinct !DIGlobalVariable(scope: null, file: !2, line: 45, type: !48, isLocal: true, isDefinition: true)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 264, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 33)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !2, line: 48, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 192, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 24)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !2, line: 50, type: !21, isLocal: true, isDefinition: true)
!58 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !59, retainedTypes: !76, globals: !80, splitDebugInlining: false, nameTableKind: None)
!59 = !{!60}
!60 = !DICompositeType(tag: DW_TAG_enumeration_type, file: !61, line: 46, baseType: !62, size: 32, elements: !63)
!61 = !DIFile(filename: "/usr/include/ctype.h", directory: "", checksumkind: CSK_MD5, checksum: "3ab3dd7fdf2578005732722ee2393e59")
!62 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!63 = !{!64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75}
!64 = !DIEnumerator(name: "_ISupper", value: 256)
!65 = !DIEnumerator(name: "_ISlower", value: 512)
!66 = !DIEnumerator(name: "_ISalpha", value: 1024)
!67 = !DIEnumerator(name: "_ISdigit", value: 2048)
!68 = !DIEnumerator(name: "_ISxdigit", value: 4096)
!69 = !DIEnumerator(name: "_ISspace", value: 8192)
!70 = !DIEnumerator(name: "_ISprint", value: 16384)
!71 = !DIEnumerator(name: "_ISgraph", value: 32768)
!72 = !DIEnumerator(name: "_ISblank", value: 1)
!73 = !DIEnumerator(name: "_IScntrl", value: 2)
!74 = !DIEnumerator(name: "_ISpunct", value: 4)
!75 = !DIEnumerator(name: "_ISalnum", value: 8)
!76 = !{!77, !78, !79}
!77 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!78 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!79 = !DIBasicType(name: "unsigned short", size: 16, encoding: DW_ATE_unsigned)
!80 = !{!0, !7, !12, !17, !19, !24, !29, !34, !39, !41, !46, !51, !56}
!81 = !{i32 7, !"Dwarf Version", i32 5}
!82 = !{i32 2, !"Debug Info Version", i32 3}
!83 = !{i32 1, !"wchar_size", i32 4}
!84 = !{i32 8, !"PIC Level", i32 2}
!85 = !{i32 7, !"PIE Level", i32 2}
!86 = !{i32 7, !"uwtable", i32 2}
!87 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!88 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!89 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 40, type: !90, scopeLine: 40, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !92)
!90 = !DISubroutineType(types: !91)
!91 = !{!77}
!92 = !{!93, !97, !99, !101, !107}
!93 = !DILocalVariable(name: "exprs", scope: !89, file: !2, line: 41, type: !94)
!94 = !DICompositeType(tag: DW_TAG_array_type, baseType: !95, size: 640, elements: !32)
!95 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !96, size: 64)
!96 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!97 = !DILocalVariable(name: "total", scope: !89, file: !2, line: 42, type: !98)
!98 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!99 = !DILocalVariable(name: "i", scope: !100, file: !2, line: 43, type: !77)
!100 = distinct !DILexicalBlock(scope: !89, file: !2, line: 43, column: 5)
!101 = !DILocalVariable(name: "pf", scope: !102, file: !2, line: 44, type: !104)
!102 = distinct !DILexicalBlock(scope: !103, file: !2, line: 43, column: 34)
!103 = distinct !DILexicalBlock(scope: !100, file: !2, line: 43, column: 5)
!104 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 2048, elements: !105)
!105 = !{!106}
!106 = !DISubrange(count: 256)
!107 = !DILocalVariable(name: "v", scope: !102, file: !2, line: 46, type: !98)
!108 = distinct !DIAssignID()
!109 = distinct !DIAssignID()
!110 = distinct !DIAssignID()
!111 = !DILocation(line: 0, scope: !89)
!112 = distinct !DIAssignID()
!113 = !DILocation(line: 0, scope: !102)
!114 = distinct !DIAssignID()
!115 = !DILocation(line: 0, scope: !100)
!116 = !DILocation(line: 43, column: 5, scope: !100)
!117 = !DILocation(line: 50, column: 5, scope: !89)
!118 = !DILocation(line: 51, column: 12, scope: !89)
!119 = !DILocation(line: 51, column: 23, scope: !89)
!120 = !DILocation(line: 52, column: 1, scope: !89)
!121 = !DILocation(line: 44, column: 9, scope: !102)
!122 = !DILocation(line: 45, column: 24, scope: !123)
!123 = distinct !DILexicalBlock(scope: !102, file: !2, line: 45, column: 13)
!124 = !{!125, !125, i64 0}
!125 = !{!"any pointer", !126, i64 0}
!126 = !{!"omnipotent char", !127, i64 0}
!127 = !{!"Simple C/C++ TBAA"}
!128 = !DILocalVariable(name: "ops", scope: !129, file: !2, line: 14, type: !144)
!129 = distinct !DISubprogram(name: "to_postfix", scope: !2, file: !2, line: 13, type: !130, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !133)
!130 = !DISubroutineType(types: !131)
!131 = !{!77, !95, !132}
!132 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !4, size: 64)
!133 = !{!134, !135, !128, !136, !137, !138, !139, !141}
!134 = !DILocalVariable(name: "in", arg: 1, scope: !129, file: !2, line: 13, type: !95)
!135 = !DILocalVariable(name: "out", arg: 2, scope: !129, file: !2, line: 13, type: !132)
!136 = !DILocalVariable(name: "sp", scope: !129, file: !2, line: 14, type: !77)
!137 = !DILocalVariable(name: "o", scope: !129, file: !2, line: 14, type: !77)
!138 = !DILocalVariable(name: "prev_operand", scope: !129, file: !2, line: 14, type: !77)
!139 = !DILocalVariable(name: "p", scope: !140, file: !2, line: 15, type: !95)
!140 = distinct !DILexicalBlock(scope: !129, file: !2, line: 15, column: 5)
!141 = !DILocalVariable(name: "op", scope: !142, file: !2, line: 20, type: !4)
!142 = distinct !DILexicalBlock(scope: !143, file: !2, line: 15, column: 39)
!143 = distinct !DILexicalBlock(scope: !140, file: !2, line: 15, column: 5)
!144 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 512, elements: !145)
!145 = !{!146}
!146 = !DISubrange(count: 64)
!147 = !DILocation(line: 0, scope: !129, inlinedAt: !148)
!148 = distinct !DILocation(line: 45, column: 13, scope: !123)
!149 = !DILocation(line: 14, column: 5, scope: !129, inlinedAt: !148)
!150 = !DILocation(line: 0, scope: !140, inlinedAt: !148)
!151 = !DILocation(line: 15, column: 30, scope: !143, inlinedAt: !148)
!152 = !{!126, !126, i64 0}
!153 = !DILocation(line: 15, column: 5, scope: !140, inlinedAt: !148)
!154 = !DILocation(line: 25, column: 12, scope: !129, inlinedAt: !148)
!155 = !DILocation(line: 27, column: 1, scope: !129, inlinedAt: !148)
!156 = !DILocation(line: 45, column: 13, scope: !102)
!157 = !DILocation(line: 16, column: 16, scope: !158, inlinedAt: !148)
!158 = distinct !DILexicalBlock(scope: !142, file: !2, line: 16, column: 13)
!159 = !DILocation(line: 16, column: 13, scope: !142, inlinedAt: !148)
!160 = !DILocation(line: 17, column: 13, scope: !161, inlinedAt: !148)
!161 = distinct !DILexicalBlock(scope: !142, file: !2, line: 17, column: 13)
!162 = !{!163, !163, i64 0}
!163 = !{!"short", !126, i64 0}
!164 = !DILocation(line: 17, column: 40, scope: !161, inlinedAt: !148)
!165 = !DILocation(line: 17, column: 56, scope: !166, inlinedAt: !148)
!166 = distinct !DILexicalBlock(scope: !161, file: !2, line: 17, column: 54)
!167 = !DILocation(line: 17, column: 117, scope: !166, inlinedAt: !148)
!168 = !DILocation(line: 17, column: 109, scope: !166, inlinedAt: !148)
!169 = !DILocation(line: 17, column: 104, scope: !166, inlinedAt: !148)
!170 = !DILocation(line: 17, column: 113, scope: !166, inlinedAt: !148)
!171 = !DILocation(line: 17, column: 63, scope: !166, inlinedAt: !148)
!172 = !DILocation(line: 17, column: 90, scope: !166, inlinedAt: !148)
!173 = distinct !{!173, !165, !167, !174}
!174 = !{!"llvm.loop.mustprogress"}
!175 = !DILocation(line: 17, column: 126, scope: !166, inlinedAt: !148)
!176 = !DILocation(line: 17, column: 121, scope: !166, inlinedAt: !148)
!177 = !DILocation(line: 17, column: 130, scope: !166, inlinedAt: !148)
!178 = !DILocation(line: 17, column: 160, scope: !166, inlinedAt: !148)
!179 = !DILocation(line: 18, column: 13, scope: !142, inlinedAt: !148)
!180 = !DILocation(line: 19, column: 33, scope: !181, inlinedAt: !148)
!181 = distinct !DILexicalBlock(scope: !182, file: !2, line: 19, column: 24)
!182 = distinct !DILexicalBlock(scope: !142, file: !2, line: 19, column: 13)
!183 = !DILocation(line: 19, column: 36, scope: !181, inlinedAt: !148)
!184 = !DILocation(line: 19, column: 26, scope: !181, inlinedAt: !148)
!185 = !DILocation(line: 18, column: 32, scope: !186, inlinedAt: !148)
!186 = distinct !DILexicalBlock(scope: !187, file: !2, line: 18, column: 24)
!187 = distinct !DILexicalBlock(scope: !142, file: !2, line: 18, column: 13)
!188 = !DILocation(line: 18, column: 26, scope: !186, inlinedAt: !148)
!189 = !DILocation(line: 18, column: 36, scope: !186, inlinedAt: !148)
!190 = !DILocation(line: 18, column: 61, scope: !186, inlinedAt: !148)
!191 = !DILocation(line: 19, column: 46, scope: !181, inlinedAt: !148)
!192 = !DILocation(line: 19, column: 39, scope: !181, inlinedAt: !148)
!193 = !DILocation(line: 19, column: 51, scope: !181, inlinedAt: !148)
!194 = !DILocation(line: 19, column: 61, scope: !195, inlinedAt: !148)
!195 = distinct !DILexicalBlock(scope: !181, file: !2, line: 19, column: 59)
!196 = !DILocation(line: 19, column: 70, scope: !195, inlinedAt: !148)
!197 = !DILocation(line: 19, column: 88, scope: !195, inlinedAt: !148)
!198 = !DILocation(line: 19, column: 83, scope: !195, inlinedAt: !148)
!199 = !DILocation(line: 19, column: 92, scope: !195, inlinedAt: !148)
!200 = distinct !{!200, !184, !201, !174}
!201 = !DILocation(line: 19, column: 99, scope: !181, inlinedAt: !148)
!202 = !DILocation(line: 20, column: 23, scope: !142, inlinedAt: !148)
!203 = !DILocation(line: 20, column: 30, scope: !142, inlinedAt: !148)
!204 = !DILocation(line: 0, scope: !142, inlinedAt: !148)
!205 = !DILocation(line: 21, column: 16, scope: !142, inlinedAt: !148)
!206 = !DILocation(line: 21, column: 19, scope: !142, inlinedAt: !148)
!207 = !DILocation(line: 21, column: 29, scope: !142, inlinedAt: !148)
!208 = !DILocation(line: 21, column: 22, scope: !142, inlinedAt: !148)
!209 = !DILocation(line: 21, column: 41, scope: !142, inlinedAt: !148)
!210 = !DILocation(line: 11, column: 102, scope: !211, inlinedAt: !217)
!211 = distinct !DILexicalBlock(scope: !212, file: !2, line: 11, column: 40)
!212 = distinct !DISubprogram(name: "prec", scope: !2, file: !2, line: 11, type: !213, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !215)
!213 = !DISubroutineType(types: !214)
!214 = !{!77, !4}
!215 = !{!216}
!216 = !DILocalVariable(name: "op", arg: 1, scope: !212, file: !2, line: 11, type: !4)
!217 = distinct !DILocation(line: 21, column: 45, scope: !142, inlinedAt: !148)
!218 = !DILocation(line: 11, column: 122, scope: !211, inlinedAt: !217)
!219 = !DILocation(line: 11, column: 142, scope: !211, inlinedAt: !217)
!220 = !DILocation(line: 11, column: 154, scope: !212, inlinedAt: !217)
!221 = !DILocation(line: 11, scope: !212, inlinedAt: !217)
!222 = !DILocation(line: 0, scope: !212, inlinedAt: !223)
!223 = distinct !DILocation(line: 21, column: 65, scope: !142, inlinedAt: !148)
!224 = !DILocation(line: 11, column: 28, scope: !212, inlinedAt: !223)
!225 = !DILocation(line: 11, column: 102, scope: !211, inlinedAt: !223)
!226 = !DILocation(line: 11, column: 122, scope: !211, inlinedAt: !223)
!227 = !DILocation(line: 11, column: 142, scope: !211, inlinedAt: !223)
!228 = !DILocation(line: 11, column: 154, scope: !212, inlinedAt: !223)
!229 = !DILocation(line: 11, scope: !212, inlinedAt: !223)
!230 = !DILocation(line: 21, column: 63, scope: !142, inlinedAt: !148)
!231 = !DILocation(line: 21, column: 74, scope: !142, inlinedAt: !148)
!232 = !DILocation(line: 0, scope: !212, inlinedAt: !233)
!233 = distinct !DILocation(line: 21, column: 78, scope: !142, inlinedAt: !148)
!234 = !DILocation(line: 11, column: 28, scope: !212, inlinedAt: !233)
!235 = !DILocation(line: 11, column: 102, scope: !211, inlinedAt: !233)
!236 = !DILocation(line: 11, column: 122, scope: !211, inlinedAt: !233)
!237 = !DILocation(line: 11, column: 142, scope: !211, inlinedAt: !233)
!238 = !DILocation(line: 11, column: 154, scope: !212, inlinedAt: !233)
!239 = !DILocation(line: 11, scope: !212, inlinedAt: !233)
!240 = !DILocation(line: 0, scope: !212, inlinedAt: !241)
!241 = distinct !DILocation(line: 21, column: 99, scope: !142, inlinedAt: !148)
!242 = !DILocation(line: 11, column: 28, scope: !212, inlinedAt: !241)
!243 = !DILocation(line: 11, column: 102, scope: !211, inlinedAt: !241)
!244 = !DILocation(line: 11, column: 154, scope: !212, inlinedAt: !241)
!245 = !DILocation(line: 11, scope: !212, inlinedAt: !241)
!246 = !DILocation(line: 21, column: 96, scope: !142, inlinedAt: !148)
!247 = !DILocation(line: 21, column: 108, scope: !142, inlinedAt: !148)
!248 = !DILocation(line: 21, column: 133, scope: !249, inlinedAt: !148)
!249 = distinct !DILexicalBlock(scope: !142, file: !2, line: 21, column: 131)
!250 = !DILocation(line: 21, column: 142, scope: !249, inlinedAt: !148)
!251 = !DILocation(line: 21, column: 160, scope: !249, inlinedAt: !148)
!252 = !DILocation(line: 21, column: 155, scope: !249, inlinedAt: !148)
!253 = !DILocation(line: 21, column: 164, scope: !249, inlinedAt: !148)
!254 = distinct !{!254, !255, !256, !174}
!255 = !DILocation(line: 21, column: 9, scope: !142, inlinedAt: !148)
!256 = !DILocation(line: 21, column: 171, scope: !142, inlinedAt: !148)
!257 = !DILocation(line: 22, column: 15, scope: !142, inlinedAt: !148)
!258 = !DILocation(line: 22, column: 9, scope: !142, inlinedAt: !148)
!259 = !DILocation(line: 22, column: 19, scope: !142, inlinedAt: !148)
!260 = !DILocation(line: 23, column: 5, scope: !142, inlinedAt: !148)
!261 = !DILocation(line: 15, column: 35, scope: !143, inlinedAt: !148)
!262 = distinct !{!262, !153, !263, !174}
!263 = !DILocation(line: 23, column: 5, scope: !140, inlinedAt: !148)
!264 = !DILocation(line: 24, column: 5, scope: !129, inlinedAt: !148)
!265 = !DILocation(line: 24, column: 29, scope: !266, inlinedAt: !148)
!266 = distinct !DILexicalBlock(scope: !267, file: !2, line: 24, column: 22)
!267 = distinct !DILexicalBlock(scope: !129, file: !2, line: 24, column: 16)
!268 = !DILocation(line: 24, column: 22, scope: !266, inlinedAt: !148)
!269 = !DILocation(line: 24, column: 34, scope: !266, inlinedAt: !148)
!270 = !DILocation(line: 24, column: 22, scope: !267, inlinedAt: !148)
!271 = !DILocation(line: 24, column: 53, scope: !267, inlinedAt: !148)
!272 = !DILocation(line: 24, column: 62, scope: !267, inlinedAt: !148)
!273 = !DILocation(line: 24, column: 80, scope: !267, inlinedAt: !148)
!274 = !DILocation(line: 24, column: 75, scope: !267, inlinedAt: !148)
!275 = !DILocation(line: 24, column: 84, scope: !267, inlinedAt: !148)
!276 = distinct !{!276, !264, !277, !174}
!277 = !DILocation(line: 24, column: 91, scope: !129, inlinedAt: !148)
!278 = !DILocation(line: 25, column: 5, scope: !129, inlinedAt: !148)
!279 = !DILocation(line: 45, column: 38, scope: !123)
!280 = !DILocation(line: 45, column: 45, scope: !281)
!281 = distinct !DILexicalBlock(scope: !123, file: !2, line: 45, column: 43)
!282 = !DILocation(line: 45, column: 100, scope: !281)
!283 = !DILocalVariable(name: "st", scope: !284, file: !2, line: 29, type: !300)
!284 = distinct !DISubprogram(name: "eval_postfix", scope: !2, file: !2, line: 28, type: !285, scopeLine: 28, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !58, retainedNodes: !287)
!285 = !DISubroutineType(types: !286)
!286 = !{!98, !95}
!287 = !{!288, !283, !289, !290, !292, !297, !298, !299}
!288 = !DILocalVariable(name: "s", arg: 1, scope: !284, file: !2, line: 28, type: !95)
!289 = !DILocalVariable(name: "sp", scope: !284, file: !2, line: 29, type: !77)
!290 = !DILocalVariable(name: "p", scope: !291, file: !2, line: 30, type: !95)
!291 = distinct !DILexicalBlock(scope: !284, file: !2, line: 30, column: 5)
!292 = !DILocalVariable(name: "v", scope: !293, file: !2, line: 32, type: !98)
!293 = distinct !DILexicalBlock(scope: !294, file: !2, line: 32, column: 54)
!294 = distinct !DILexicalBlock(scope: !295, file: !2, line: 32, column: 13)
!295 = distinct !DILexicalBlock(scope: !296, file: !2, line: 30, column: 38)
!296 = distinct !DILexicalBlock(scope: !291, file: !2, line: 30, column: 5)
!297 = !DILocalVariable(name: "scale", scope: !293, file: !2, line: 32, type: !98)
!298 = !DILocalVariable(name: "b", scope: !295, file: !2, line: 34, type: !98)
!299 = !DILocalVariable(name: "a", scope: !295, file: !2, line: 34, type: !98)
!300 = !DICompositeType(tag: DW_TAG_array_type, baseType: !98, size: 4096, elements: !145)
!301 = !DILocation(line: 0, scope: !284, inlinedAt: !302)
!302 = distinct !DILocation(line: 46, column: 20, scope: !102)
!303 = !DILocation(line: 29, column: 5, scope: !284, inlinedAt: !302)
!304 = !DILocation(line: 0, scope: !291, inlinedAt: !302)
!305 = !DILocation(line: 30, column: 10, scope: !291, inlinedAt: !302)
!306 = !DILocation(line: 30, scope: !291, inlinedAt: !302)
!307 = !DILocation(line: 29, column: 24, scope: !284, inlinedAt: !302)
!308 = !DILocation(line: 30, column: 29, scope: !296, inlinedAt: !302)
!309 = !DILocation(line: 30, column: 5, scope: !291, inlinedAt: !302)
!310 = !DILocation(line: 32, column: 13, scope: !294, inlinedAt: !302)
!311 = !DILocation(line: 32, column: 40, scope: !294, inlinedAt: !302)
!312 = !DILocation(line: 0, scope: !293, inlinedAt: !302)
!313 = !DILocation(line: 32, column: 140, scope: !314, inlinedAt: !302)
!314 = distinct !DILexicalBlock(scope: !315, file: !2, line: 32, column: 134)
!315 = distinct !DILexicalBlock(scope: !316, file: !2, line: 32, column: 81)
!316 = distinct !DILexicalBlock(scope: !293, file: !2, line: 32, column: 81)
!317 = !DILocation(line: 32, column: 140, scope: !318, inlinedAt: !302)
!318 = distinct !DILexicalBlock(scope: !314, file: !2, line: 32, column: 140)
!319 = !DILocation(line: 32, column: 175, scope: !320, inlinedAt: !302)
!320 = distinct !DILexicalBlock(scope: !318, file: !2, line: 32, column: 167)
!321 = !DILocation(line: 32, column: 186, scope: !320, inlinedAt: !302)
!322 = !DILocation(line: 32, column: 182, scope: !320, inlinedAt: !302)
!323 = !DILocation(line: 32, column: 180, scope: !320, inlinedAt: !302)
!324 = !DILocation(line: 32, column: 198, scope: !325, inlinedAt: !302)
!325 = distinct !DILexicalBlock(scope: !320, file: !2, line: 32, column: 198)
!326 = !DILocation(line: 32, column: 198, scope: !320, inlinedAt: !302)
!327 = !DILocation(line: 32, column: 211, scope: !325, inlinedAt: !302)
!328 = !DILocation(line: 32, column: 205, scope: !325, inlinedAt: !302)
!329 = !DILocation(line: 32, scope: !293, inlinedAt: !302)
!330 = !DILocation(line: 32, column: 130, scope: !315, inlinedAt: !302)
!331 = !DILocation(line: 32, column: 88, scope: !315, inlinedAt: !302)
!332 = !DILocation(line: 32, column: 115, scope: !315, inlinedAt: !302)
!333 = distinct !{!333, !334, !335, !174}
!334 = !DILocation(line: 32, column: 81, scope: !316, inlinedAt: !302)
!335 = !DILocation(line: 32, column: 220, scope: !316, inlinedAt: !302)
!336 = !DILocation(line: 32, column: 233, scope: !293, inlinedAt: !302)
!337 = !DILocation(line: 32, column: 227, scope: !293, inlinedAt: !302)
!338 = !DILocation(line: 32, column: 222, scope: !293, inlinedAt: !302)
!339 = !DILocation(line: 32, column: 231, scope: !293, inlinedAt: !302)
!340 = !{!341, !341, i64 0}
!341 = !{!"double", !126, i64 0}
!342 = !DILocation(line: 33, column: 16, scope: !343, inlinedAt: !302)
!343 = distinct !DILexicalBlock(scope: !295, file: !2, line: 33, column: 13)
!344 = !DILocation(line: 0, scope: !295, inlinedAt: !302)
!345 = !DILocation(line: 33, column: 13, scope: !295, inlinedAt: !302)
!346 = !DILocation(line: 33, column: 39, scope: !347, inlinedAt: !302)
!347 = distinct !DILexicalBlock(scope: !343, file: !2, line: 33, column: 24)
!348 = !DILocation(line: 33, column: 37, scope: !347, inlinedAt: !302)
!349 = !DILocation(line: 33, column: 52, scope: !347, inlinedAt: !302)
!350 = !DILocation(line: 34, column: 37, scope: !295, inlinedAt: !302)
!351 = !DILocation(line: 34, column: 34, scope: !295, inlinedAt: !302)
!352 = !DILocation(line: 35, column: 9, scope: !295, inlinedAt: !302)
!353 = !DILocation(line: 35, column: 46, scope: !354, inlinedAt: !302)
!354 = distinct !DILexicalBlock(scope: !295, file: !2, line: 35, column: 21)
!355 = !DILocation(line: 35, column: 42, scope: !354, inlinedAt: !302)
!356 = !DILocation(line: 35, column: 51, scope: !354, inlinedAt: !302)
!357 = !DILocation(line: 35, column: 81, scope: !354, inlinedAt: !302)
!358 = !DILocation(line: 35, column: 77, scope: !354, inlinedAt: !302)
!359 = !DILocation(line: 35, column: 86, scope: !354, inlinedAt: !302)
!360 = !DILocation(line: 35, column: 116, scope: !354, inlinedAt: !302)
!361 = !DILocation(line: 35, column: 112, scope: !354, inlinedAt: !302)
!362 = !DILocation(line: 35, column: 121, scope: !354, inlinedAt: !302)
!363 = !DILocation(line: 35, column: 151, scope: !354, inlinedAt: !302)
!364 = !DILocation(line: 35, column: 147, scope: !354, inlinedAt: !302)
!365 = !DILocation(line: 35, column: 156, scope: !354, inlinedAt: !302)
!366 = !DILocation(line: 35, column: 184, scope: !354, inlinedAt: !302)
!367 = !DILocation(line: 35, column: 182, scope: !354, inlinedAt: !302)
!368 = !DILocation(line: 35, column: 196, scope: !354, inlinedAt: !302)
!369 = !DILocation(line: 35, column: 224, scope: !354, inlinedAt: !302)
!370 = !DILocation(line: 35, column: 222, scope: !354, inlinedAt: !302)
!371 = !DILocation(line: 35, column: 235, scope: !354, inlinedAt: !302)
!372 = !DILocation(line: 30, column: 34, scope: !296, inlinedAt: !302)
!373 = !DILocation(line: 30, column: 5, scope: !296, inlinedAt: !302)
!374 = distinct !{!374, !309, !375, !174}
!375 = !DILocation(line: 36, column: 5, scope: !291, inlinedAt: !302)
!376 = !DILocation(line: 37, column: 12, scope: !284, inlinedAt: !302)
!377 = !DILocation(line: 38, column: 1, scope: !284, inlinedAt: !302)
!378 = !DILocation(line: 47, column: 15, scope: !102)
!379 = !DILocation(line: 48, column: 9, scope: !102)
!380 = !DILocation(line: 49, column: 5, scope: !103)
!381 = !DILocation(line: 43, column: 30, scope: !103)
!382 = !DILocation(line: 43, column: 23, scope: !103)
!383 = distinct !{!383, !116, !384, !174}
!384 = !DILocation(line: 49, column: 5, scope: !100)
!385 = !DISubprogram(name: "printf", scope: !386, file: !386, line: 356, type: !387, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!386 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!387 = !DISubroutineType(types: !388)
!388 = !{!77, !389, null}
!389 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !95)
!390 = !DISubprogram(name: "__ctype_b_loc", scope: !61, file: !61, line: 79, type: !391, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DISubroutineType(types: !392)
!392 = !{!393}
!393 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !394, size: 64)
!394 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !395, size: 64)
!395 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !79)
!396 = !DISubprogram(name: "fmod", scope: !397, file: !397, line: 168, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!398 = !DISubroutineType(types: !399)
!399 = !{!98, !98, !98}
!400 = !DISubprogram(name: "pow", scope: !397, file: !397, line: 140, type: !398, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
