; ModuleID = 'programs/union_find_percolation.c'
source_filename = "programs/union_find_percolation.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@parent = internal unnamed_addr global [3602 x i32] zeroinitializer, align 16, !dbg !0
@rnk = internal unnamed_addr global [3602 x i32] zeroinitializer, align 16, !dbg !19
@open_ = internal unnamed_addr global [3600 x i8] zeroinitializer, align 16, !dbg !24
@.str = private unnamed_addr constant [49 x i8] c"trial %d: opened=%d fraction=%.4f components=%d\0A\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [21 x i8] c"mean threshold=%.4f\0A\00", align 1, !dbg !14
@st = internal unnamed_addr global i32 12345, align 4, !dbg !34

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !47 {
    #dbg_value(double 0.000000e+00, !51, !DIExpression(), !71)
    #dbg_value(i32 20, !52, !DIExpression(), !71)
    #dbg_value(i32 0, !53, !DIExpression(), !72)
  br label %1, !dbg !73

1:                                                ; preds = %0, %274
  %2 = phi double [ 0.000000e+00, %0 ], [ %275, %274 ]
  %3 = phi i32 [ 0, %0 ], [ %276, %274 ]
    #dbg_value(double %2, !51, !DIExpression(), !71)
    #dbg_value(i32 %3, !53, !DIExpression(), !72)
    #dbg_value(i32 0, !55, !DIExpression(), !74)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(14408) @rnk, i8 0, i64 14408, i1 false), !dbg !75, !tbaa !78
  br label %4, !dbg !82

4:                                                ; preds = %4, %1
  %5 = phi i64 [ 0, %1 ], [ %20, %4 ], !dbg !83
  %6 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %1 ], [ %21, %4 ], !dbg !84
  %7 = add <4 x i32> %6, <i32 4, i32 4, i32 4, i32 4>, !dbg !84
  %8 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %5, !dbg !85
  %9 = getelementptr inbounds i8, ptr %8, i64 16, !dbg !84
  store <4 x i32> %6, ptr %8, align 16, !dbg !84, !tbaa !78
  store <4 x i32> %7, ptr %9, align 16, !dbg !84, !tbaa !78
  %10 = add nuw nsw i64 %5, 8, !dbg !83
  %11 = add <4 x i32> %6, <i32 8, i32 8, i32 8, i32 8>, !dbg !84
  %12 = add <4 x i32> %6, <i32 12, i32 12, i32 12, i32 12>, !dbg !84
  %13 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %10, !dbg !85
  %14 = getelementptr inbounds i8, ptr %13, i64 16, !dbg !84
  store <4 x i32> %11, ptr %13, align 16, !dbg !84, !tbaa !78
  store <4 x i32> %12, ptr %14, align 16, !dbg !84, !tbaa !78
  %15 = add nuw nsw i64 %5, 16, !dbg !83
  %16 = add <4 x i32> %6, <i32 16, i32 16, i32 16, i32 16>, !dbg !84
  %17 = add <4 x i32> %6, <i32 20, i32 20, i32 20, i32 20>, !dbg !84
  %18 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %15, !dbg !85
  %19 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !84
  store <4 x i32> %16, ptr %18, align 16, !dbg !84, !tbaa !78
  store <4 x i32> %17, ptr %19, align 16, !dbg !84, !tbaa !78
  %20 = add nuw nsw i64 %5, 24, !dbg !83
  %21 = add <4 x i32> %6, <i32 24, i32 24, i32 24, i32 24>, !dbg !84
  %22 = icmp eq i64 %20, 3600, !dbg !83
  br i1 %22, label %28, label %4, !dbg !83, !llvm.loop !86

23:                                               ; preds = %274
  %24 = fdiv double %275, 2.000000e+01, !dbg !91
  %25 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, double noundef %24), !dbg !92
  %26 = fmul double %24, 1.000000e+02, !dbg !93
  %27 = fptosi double %26 to i32, !dbg !94
  ret i32 %27, !dbg !95

28:                                               ; preds = %4
    #dbg_value(i64 3600, !55, !DIExpression(), !74)
  store i32 3600, ptr getelementptr inbounds (i8, ptr @parent, i64 14400), align 16, !dbg !84, !tbaa !78
    #dbg_value(i64 3601, !55, !DIExpression(), !74)
  store i32 3601, ptr getelementptr inbounds (i8, ptr @parent, i64 14404), align 4, !dbg !84, !tbaa !78
    #dbg_value(i64 3602, !55, !DIExpression(), !74)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(3600) @open_, i8 0, i64 3600, i1 false), !dbg !96, !tbaa !98
    #dbg_value(i64 poison, !59, !DIExpression(), !99)
  br label %29, !dbg !100

29:                                               ; preds = %233, %28
  %30 = phi i32 [ 0, %28 ], [ %83, %233 ]
  %31 = load i32, ptr @st, align 4, !tbaa !78
  br label %32, !dbg !100

32:                                               ; preds = %29, %69
  %33 = phi i32 [ %31, %29 ], [ %75, %69 ]
    #dbg_value(i32 %30, !63, !DIExpression(), !110)
    #dbg_value(i32 3600, !105, !DIExpression(), !111)
    #dbg_value(i32 3600, !106, !DIExpression(), !111)
  br label %34, !dbg !100

34:                                               ; preds = %34, %32
  %35 = phi i32 [ 3600, %32 ], [ %38, %34 ], !dbg !112
    #dbg_value(i32 %35, !106, !DIExpression(), !111)
  %36 = sext i32 %35 to i64, !dbg !113
  %37 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %36, !dbg !113
  %38 = load i32, ptr %37, align 4, !dbg !113, !tbaa !78
  %39 = icmp eq i32 %38, %35, !dbg !114
  br i1 %39, label %40, label %34, !dbg !100, !llvm.loop !115

40:                                               ; preds = %34
    #dbg_value(i32 3600, !105, !DIExpression(), !111)
  %41 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14400), align 16, !dbg !117, !tbaa !78
  %42 = icmp eq i32 %41, %35, !dbg !118
  br i1 %42, label %50, label %43, !dbg !119

43:                                               ; preds = %40, %43
  %44 = phi i32 [ %48, %43 ], [ %41, %40 ]
  %45 = phi ptr [ %47, %43 ], [ getelementptr inbounds (i8, ptr @parent, i64 14400), %40 ]
    #dbg_value(i32 %44, !107, !DIExpression(), !120)
  store i32 %35, ptr %45, align 4, !dbg !121, !tbaa !78
    #dbg_value(i32 %44, !105, !DIExpression(), !111)
  %46 = sext i32 %44 to i64, !dbg !117
  %47 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %46, !dbg !117
  %48 = load i32, ptr %47, align 4, !dbg !117, !tbaa !78
  %49 = icmp eq i32 %48, %35, !dbg !118
  br i1 %49, label %50, label %43, !dbg !119, !llvm.loop !122

50:                                               ; preds = %43, %40
  br label %51, !dbg !124

51:                                               ; preds = %50, %51
  %52 = phi i32 [ %55, %51 ], [ 3601, %50 ], !dbg !126
    #dbg_value(i32 %52, !106, !DIExpression(), !127)
  %53 = sext i32 %52 to i64, !dbg !128
  %54 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %53, !dbg !128
  %55 = load i32, ptr %54, align 4, !dbg !128, !tbaa !78
  %56 = icmp eq i32 %55, %52, !dbg !129
  br i1 %56, label %57, label %51, !dbg !124, !llvm.loop !130

57:                                               ; preds = %51
    #dbg_value(i32 3601, !105, !DIExpression(), !127)
  %58 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14404), align 4, !dbg !132, !tbaa !78
  %59 = icmp eq i32 %58, %52, !dbg !133
  br i1 %59, label %67, label %60, !dbg !134

60:                                               ; preds = %57, %60
  %61 = phi i32 [ %65, %60 ], [ %58, %57 ]
  %62 = phi ptr [ %64, %60 ], [ getelementptr inbounds (i8, ptr @parent, i64 14404), %57 ]
    #dbg_value(i32 %61, !107, !DIExpression(), !135)
  store i32 %52, ptr %62, align 4, !dbg !136, !tbaa !78
    #dbg_value(i32 %61, !105, !DIExpression(), !127)
  %63 = sext i32 %61 to i64, !dbg !132
  %64 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %63, !dbg !132
  %65 = load i32, ptr %64, align 4, !dbg !132, !tbaa !78
  %66 = icmp eq i32 %65, %52, !dbg !133
  br i1 %66, label %67, label %60, !dbg !134, !llvm.loop !137

67:                                               ; preds = %60, %57
  %68 = icmp eq i32 %35, %52, !dbg !139
  br i1 %68, label %238, label %69, !dbg !140

69:                                               ; preds = %67
  %70 = shl i32 %33, 13, !dbg !141
  %71 = xor i32 %70, %33, !dbg !146
  %72 = lshr i32 %71, 17, !dbg !147
  %73 = xor i32 %72, %71, !dbg !148
  %74 = shl i32 %73, 5, !dbg !149
  %75 = xor i32 %74, %73, !dbg !150
  store i32 %75, ptr @st, align 4, !dbg !150, !tbaa !78
  %76 = urem i32 %75, 3600, !dbg !151
    #dbg_value(i32 %76, !64, !DIExpression(), !152)
  %77 = zext nneg i32 %76 to i64, !dbg !153
  %78 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %77, !dbg !153
  %79 = load i8, ptr %78, align 1, !dbg !153, !tbaa !98
  %80 = icmp eq i8 %79, 0, !dbg !153
  br i1 %80, label %81, label %32, !dbg !155, !llvm.loop !156

81:                                               ; preds = %69
  %82 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %77
  store i8 1, ptr %82, align 1, !dbg !158, !tbaa !98
  %83 = add nuw nsw i32 %30, 1, !dbg !159
    #dbg_value(i32 %83, !63, !DIExpression(), !110)
    #dbg_value(i32 poison, !66, !DIExpression(), !152)
  %84 = trunc nuw nsw i32 %76 to i16, !dbg !160
  %85 = urem i16 %84, 60, !dbg !160
    #dbg_value(i16 %85, !67, !DIExpression(DW_OP_LLVM_convert, 16, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !152)
  %86 = icmp ult i32 %76, 60, !dbg !161
  br i1 %86, label %87, label %141, !dbg !163

87:                                               ; preds = %81, %87
  %88 = phi i32 [ %91, %87 ], [ %76, %81 ], !dbg !164
    #dbg_value(i32 %88, !106, !DIExpression(), !176)
  %89 = sext i32 %88 to i64, !dbg !177
  %90 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %89, !dbg !177
  %91 = load i32, ptr %90, align 4, !dbg !177, !tbaa !78
  %92 = icmp eq i32 %91, %88, !dbg !178
  br i1 %92, label %93, label %87, !dbg !179, !llvm.loop !180

93:                                               ; preds = %87
    #dbg_value(i32 %76, !105, !DIExpression(), !176)
  %94 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %77, !dbg !182
  %95 = load i32, ptr %94, align 4, !dbg !182, !tbaa !78
  %96 = icmp eq i32 %95, %88, !dbg !183
  br i1 %96, label %104, label %97, !dbg !184

97:                                               ; preds = %93, %97
  %98 = phi i32 [ %102, %97 ], [ %95, %93 ]
  %99 = phi ptr [ %101, %97 ], [ %94, %93 ]
    #dbg_value(i32 %98, !107, !DIExpression(), !185)
  store i32 %88, ptr %99, align 4, !dbg !186, !tbaa !78
    #dbg_value(i32 %98, !105, !DIExpression(), !176)
  %100 = sext i32 %98 to i64, !dbg !182
  %101 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %100, !dbg !182
  %102 = load i32, ptr %101, align 4, !dbg !182, !tbaa !78
  %103 = icmp eq i32 %102, %88, !dbg !183
  br i1 %103, label %104, label %97, !dbg !184, !llvm.loop !187

104:                                              ; preds = %97, %93
  br label %105, !dbg !189

105:                                              ; preds = %104, %105
  %106 = phi i32 [ %109, %105 ], [ 3600, %104 ], !dbg !191
    #dbg_value(i32 %106, !106, !DIExpression(), !192)
  %107 = sext i32 %106 to i64, !dbg !193
  %108 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %107, !dbg !193
  %109 = load i32, ptr %108, align 4, !dbg !193, !tbaa !78
  %110 = icmp eq i32 %109, %106, !dbg !194
  br i1 %110, label %111, label %105, !dbg !189, !llvm.loop !195

111:                                              ; preds = %105
    #dbg_value(i32 3600, !105, !DIExpression(), !192)
  %112 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14400), align 16, !dbg !197, !tbaa !78
  %113 = icmp eq i32 %112, %106, !dbg !198
  br i1 %113, label %121, label %114, !dbg !199

114:                                              ; preds = %111, %114
  %115 = phi i32 [ %119, %114 ], [ %112, %111 ]
  %116 = phi ptr [ %118, %114 ], [ getelementptr inbounds (i8, ptr @parent, i64 14400), %111 ]
    #dbg_value(i32 %115, !107, !DIExpression(), !200)
  store i32 %106, ptr %116, align 4, !dbg !201, !tbaa !78
    #dbg_value(i32 %115, !105, !DIExpression(), !192)
  %117 = sext i32 %115 to i64, !dbg !197
  %118 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %117, !dbg !197
  %119 = load i32, ptr %118, align 4, !dbg !197, !tbaa !78
  %120 = icmp eq i32 %119, %106, !dbg !198
  br i1 %120, label %121, label %114, !dbg !199, !llvm.loop !202

121:                                              ; preds = %114, %111
    #dbg_value(i32 %106, !171, !DIExpression(), !204)
  %122 = icmp eq i32 %88, %106, !dbg !205
  br i1 %122, label %141, label %123, !dbg !207

123:                                              ; preds = %121
  %124 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %89, !dbg !208
  %125 = load i32, ptr %124, align 4, !dbg !208, !tbaa !78
  %126 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %107, !dbg !209
  %127 = load i32, ptr %126, align 4, !dbg !209, !tbaa !78
  %128 = icmp slt i32 %125, %127, !dbg !210
  %129 = select i1 %128, i32 %88, i32 %106, !dbg !211
  %130 = select i1 %128, i32 %106, i32 %88, !dbg !211
    #dbg_value(i32 %130, !170, !DIExpression(), !204)
    #dbg_value(i32 %129, !171, !DIExpression(), !204)
  %131 = sext i32 %129 to i64, !dbg !212
  %132 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %131, !dbg !212
  store i32 %130, ptr %132, align 4, !dbg !213, !tbaa !78
  %133 = sext i32 %130 to i64, !dbg !214
  %134 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %133, !dbg !214
  %135 = load i32, ptr %134, align 4, !dbg !214, !tbaa !78
  %136 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %131, !dbg !216
  %137 = load i32, ptr %136, align 4, !dbg !216, !tbaa !78
  %138 = icmp eq i32 %135, %137, !dbg !217
  br i1 %138, label %139, label %141, !dbg !218

139:                                              ; preds = %123
  %140 = add nsw i32 %135, 1, !dbg !219
  store i32 %140, ptr %134, align 4, !dbg !219, !tbaa !78
  br label %141, !dbg !220

141:                                              ; preds = %139, %123, %121, %81
  %142 = add nsw i32 %76, -3540, !dbg !221
  %143 = icmp ult i32 %142, 60, !dbg !221
  br i1 %143, label %144, label %198, !dbg !223

144:                                              ; preds = %141, %144
  %145 = phi i32 [ %148, %144 ], [ %76, %141 ], !dbg !224
    #dbg_value(i32 %145, !106, !DIExpression(), !227)
  %146 = sext i32 %145 to i64, !dbg !228
  %147 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %146, !dbg !228
  %148 = load i32, ptr %147, align 4, !dbg !228, !tbaa !78
  %149 = icmp eq i32 %148, %145, !dbg !229
  br i1 %149, label %150, label %144, !dbg !230, !llvm.loop !231

150:                                              ; preds = %144
    #dbg_value(i32 %76, !105, !DIExpression(), !227)
  %151 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %77, !dbg !233
  %152 = load i32, ptr %151, align 4, !dbg !233, !tbaa !78
  %153 = icmp eq i32 %152, %145, !dbg !234
  br i1 %153, label %161, label %154, !dbg !235

154:                                              ; preds = %150, %154
  %155 = phi i32 [ %159, %154 ], [ %152, %150 ]
  %156 = phi ptr [ %158, %154 ], [ %151, %150 ]
    #dbg_value(i32 %155, !107, !DIExpression(), !236)
  store i32 %145, ptr %156, align 4, !dbg !237, !tbaa !78
    #dbg_value(i32 %155, !105, !DIExpression(), !227)
  %157 = sext i32 %155 to i64, !dbg !233
  %158 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %157, !dbg !233
  %159 = load i32, ptr %158, align 4, !dbg !233, !tbaa !78
  %160 = icmp eq i32 %159, %145, !dbg !234
  br i1 %160, label %161, label %154, !dbg !235, !llvm.loop !238

161:                                              ; preds = %154, %150
  br label %162, !dbg !240

162:                                              ; preds = %161, %162
  %163 = phi i32 [ %166, %162 ], [ 3601, %161 ], !dbg !242
    #dbg_value(i32 %163, !106, !DIExpression(), !243)
  %164 = sext i32 %163 to i64, !dbg !244
  %165 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %164, !dbg !244
  %166 = load i32, ptr %165, align 4, !dbg !244, !tbaa !78
  %167 = icmp eq i32 %166, %163, !dbg !245
  br i1 %167, label %168, label %162, !dbg !240, !llvm.loop !246

168:                                              ; preds = %162
    #dbg_value(i32 3601, !105, !DIExpression(), !243)
  %169 = load i32, ptr getelementptr inbounds (i8, ptr @parent, i64 14404), align 4, !dbg !248, !tbaa !78
  %170 = icmp eq i32 %169, %163, !dbg !249
  br i1 %170, label %178, label %171, !dbg !250

171:                                              ; preds = %168, %171
  %172 = phi i32 [ %176, %171 ], [ %169, %168 ]
  %173 = phi ptr [ %175, %171 ], [ getelementptr inbounds (i8, ptr @parent, i64 14404), %168 ]
    #dbg_value(i32 %172, !107, !DIExpression(), !251)
  store i32 %163, ptr %173, align 4, !dbg !252, !tbaa !78
    #dbg_value(i32 %172, !105, !DIExpression(), !243)
  %174 = sext i32 %172 to i64, !dbg !248
  %175 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %174, !dbg !248
  %176 = load i32, ptr %175, align 4, !dbg !248, !tbaa !78
  %177 = icmp eq i32 %176, %163, !dbg !249
  br i1 %177, label %178, label %171, !dbg !250, !llvm.loop !253

178:                                              ; preds = %171, %168
    #dbg_value(i32 %163, !171, !DIExpression(), !255)
  %179 = icmp eq i32 %145, %163, !dbg !256
  br i1 %179, label %198, label %180, !dbg !257

180:                                              ; preds = %178
  %181 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %146, !dbg !258
  %182 = load i32, ptr %181, align 4, !dbg !258, !tbaa !78
  %183 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %164, !dbg !259
  %184 = load i32, ptr %183, align 4, !dbg !259, !tbaa !78
  %185 = icmp slt i32 %182, %184, !dbg !260
  %186 = select i1 %185, i32 %145, i32 %163, !dbg !261
  %187 = select i1 %185, i32 %163, i32 %145, !dbg !261
    #dbg_value(i32 %187, !170, !DIExpression(), !255)
    #dbg_value(i32 %186, !171, !DIExpression(), !255)
  %188 = sext i32 %186 to i64, !dbg !262
  %189 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %188, !dbg !262
  store i32 %187, ptr %189, align 4, !dbg !263, !tbaa !78
  %190 = sext i32 %187 to i64, !dbg !264
  %191 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %190, !dbg !264
  %192 = load i32, ptr %191, align 4, !dbg !264, !tbaa !78
  %193 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %188, !dbg !265
  %194 = load i32, ptr %193, align 4, !dbg !265, !tbaa !78
  %195 = icmp eq i32 %192, %194, !dbg !266
  br i1 %195, label %196, label %198, !dbg !267

196:                                              ; preds = %180
  %197 = add nsw i32 %192, 1, !dbg !268
  store i32 %197, ptr %191, align 4, !dbg !268, !tbaa !78
  br label %198, !dbg !269

198:                                              ; preds = %196, %180, %178, %141
  br i1 %86, label %208, label %199, !dbg !270

199:                                              ; preds = %198
  %200 = add nsw i32 %76, -60, !dbg !272
  %201 = sext i32 %200 to i64, !dbg !273
  %202 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %201, !dbg !273
  %203 = load i8, ptr %202, align 1, !dbg !273, !tbaa !98
  %204 = icmp eq i8 %203, 0, !dbg !273
  br i1 %204, label %206, label %205, !dbg !274

205:                                              ; preds = %199
  tail call fastcc void @unite(i32 noundef %76, i32 noundef %200), !dbg !275
  br label %206, !dbg !275

206:                                              ; preds = %205, %199
  %207 = icmp ult i32 %76, 3540, !dbg !276
  br i1 %207, label %208, label %215, !dbg !278

208:                                              ; preds = %198, %206
  %209 = add nuw nsw i32 %76, 60, !dbg !279
  %210 = zext nneg i32 %209 to i64, !dbg !280
  %211 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %210, !dbg !280
  %212 = load i8, ptr %211, align 1, !dbg !280, !tbaa !98
  %213 = icmp eq i8 %212, 0, !dbg !280
  br i1 %213, label %215, label %214, !dbg !281

214:                                              ; preds = %208
  tail call fastcc void @unite(i32 noundef %76, i32 noundef %209), !dbg !282
  br label %215, !dbg !282

215:                                              ; preds = %214, %208, %206
  %216 = icmp eq i16 %85, 0, !dbg !283
  br i1 %216, label %226, label %217, !dbg !285

217:                                              ; preds = %215
  %218 = add nsw i32 %76, -1, !dbg !286
  %219 = sext i32 %218 to i64, !dbg !287
  %220 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %219, !dbg !287
  %221 = load i8, ptr %220, align 1, !dbg !287, !tbaa !98
  %222 = icmp eq i8 %221, 0, !dbg !287
  br i1 %222, label %224, label %223, !dbg !288

223:                                              ; preds = %217
  tail call fastcc void @unite(i32 noundef %76, i32 noundef %218), !dbg !289
  br label %224, !dbg !289

224:                                              ; preds = %223, %217
  %225 = icmp ult i16 %85, 59, !dbg !290
  br i1 %225, label %226, label %233, !dbg !292

226:                                              ; preds = %215, %224
  %227 = add nuw nsw i32 %76, 1, !dbg !293
  %228 = zext nneg i32 %227 to i64, !dbg !294
  %229 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %228, !dbg !294
  %230 = load i8, ptr %229, align 1, !dbg !294, !tbaa !98
  %231 = icmp eq i8 %230, 0, !dbg !294
  br i1 %231, label %233, label %232, !dbg !295

232:                                              ; preds = %226
  tail call fastcc void @unite(i32 noundef %76, i32 noundef %227), !dbg !296
  br label %233, !dbg !296

233:                                              ; preds = %232, %226, %224
  br label %29, !dbg !100

234:                                              ; preds = %268
  %235 = icmp ult i32 %3, 5, !dbg !297
  %236 = uitofp nneg i32 %30 to double, !dbg !110
  %237 = fdiv double %236, 3.600000e+03, !dbg !110
  br i1 %235, label %272, label %274, !dbg !299

238:                                              ; preds = %67, %268
  %239 = phi i64 [ %270, %268 ], [ 0, %67 ]
  %240 = phi i32 [ %269, %268 ], [ 0, %67 ]
    #dbg_value(i64 %239, !69, !DIExpression(), !300)
    #dbg_value(i32 %240, !68, !DIExpression(), !110)
  %241 = getelementptr inbounds [3600 x i8], ptr @open_, i64 0, i64 %239, !dbg !301
  %242 = load i8, ptr %241, align 1, !dbg !301, !tbaa !98
  %243 = icmp eq i8 %242, 0, !dbg !301
  br i1 %243, label %268, label %244, !dbg !304

244:                                              ; preds = %238
  %245 = trunc nuw nsw i64 %239 to i32, !dbg !305
  br label %246, !dbg !305

246:                                              ; preds = %244, %246
  %247 = phi i32 [ %250, %246 ], [ %245, %244 ], !dbg !307
    #dbg_value(i32 %247, !106, !DIExpression(), !308)
  %248 = sext i32 %247 to i64, !dbg !309
  %249 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %248, !dbg !309
  %250 = load i32, ptr %249, align 4, !dbg !309, !tbaa !78
  %251 = icmp eq i32 %250, %247, !dbg !310
  br i1 %251, label %252, label %246, !dbg !305, !llvm.loop !311

252:                                              ; preds = %246
    #dbg_value(i64 %239, !105, !DIExpression(), !308)
  %253 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %239, !dbg !313
  %254 = load i32, ptr %253, align 4, !dbg !313, !tbaa !78
  %255 = icmp eq i32 %254, %247, !dbg !314
  br i1 %255, label %263, label %256, !dbg !315

256:                                              ; preds = %252, %256
  %257 = phi i32 [ %261, %256 ], [ %254, %252 ]
  %258 = phi ptr [ %260, %256 ], [ %253, %252 ]
    #dbg_value(i32 %257, !107, !DIExpression(), !316)
  store i32 %247, ptr %258, align 4, !dbg !317, !tbaa !78
    #dbg_value(i32 %257, !105, !DIExpression(), !308)
  %259 = sext i32 %257 to i64, !dbg !313
  %260 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %259, !dbg !313
  %261 = load i32, ptr %260, align 4, !dbg !313, !tbaa !78
  %262 = icmp eq i32 %261, %247, !dbg !314
  br i1 %262, label %263, label %256, !dbg !315, !llvm.loop !318

263:                                              ; preds = %256, %252
  %264 = zext i32 %247 to i64, !dbg !320
  %265 = icmp eq i64 %239, %264, !dbg !320
  %266 = zext i1 %265 to i32, !dbg !321
  %267 = add nsw i32 %240, %266, !dbg !321
  br label %268, !dbg !321

268:                                              ; preds = %263, %238
  %269 = phi i32 [ %240, %238 ], [ %267, %263 ], !dbg !322
    #dbg_value(i32 %269, !68, !DIExpression(), !110)
  %270 = add nuw nsw i64 %239, 1, !dbg !323
    #dbg_value(i64 %270, !69, !DIExpression(), !300)
  %271 = icmp eq i64 %270, 3600, !dbg !324
  br i1 %271, label %234, label %238, !dbg !325, !llvm.loop !326

272:                                              ; preds = %234
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %3, i32 noundef %30, double noundef %237, i32 noundef %269), !dbg !328
  br label %274, !dbg !328

274:                                              ; preds = %234, %272
  %275 = fadd double %2, %237, !dbg !329
    #dbg_value(double %275, !51, !DIExpression(), !71)
  %276 = add nuw nsw i32 %3, 1, !dbg !330
    #dbg_value(i32 %276, !53, !DIExpression(), !72)
  %277 = icmp eq i32 %276, 20, !dbg !331
  br i1 %277, label %23, label %1, !dbg !73, !llvm.loop !332
}

; Function Attrs: nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none) uwtable
define internal fastcc void @unite(i32 noundef %0, i32 noundef %1) unnamed_addr #1 !dbg !166 {
    #dbg_value(i32 %0, !170, !DIExpression(), !334)
    #dbg_value(i32 %1, !171, !DIExpression(), !334)
    #dbg_value(i32 %0, !105, !DIExpression(), !335)
    #dbg_value(i32 %0, !106, !DIExpression(), !335)
  br label %3, !dbg !337

3:                                                ; preds = %3, %2
  %4 = phi i32 [ %0, %2 ], [ %7, %3 ], !dbg !338
    #dbg_value(i32 %4, !106, !DIExpression(), !335)
  %5 = sext i32 %4 to i64, !dbg !339
  %6 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %5, !dbg !339
  %7 = load i32, ptr %6, align 4, !dbg !339, !tbaa !78
  %8 = icmp eq i32 %7, %4, !dbg !340
  br i1 %8, label %9, label %3, !dbg !337, !llvm.loop !341

9:                                                ; preds = %3
    #dbg_value(i32 %0, !105, !DIExpression(), !335)
  %10 = sext i32 %0 to i64, !dbg !343
  %11 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %10, !dbg !343
  %12 = load i32, ptr %11, align 4, !dbg !343, !tbaa !78
  %13 = icmp eq i32 %12, %4, !dbg !344
  br i1 %13, label %21, label %14, !dbg !345

14:                                               ; preds = %9, %14
  %15 = phi i32 [ %19, %14 ], [ %12, %9 ]
  %16 = phi ptr [ %18, %14 ], [ %11, %9 ]
    #dbg_value(i32 %15, !107, !DIExpression(), !346)
  store i32 %4, ptr %16, align 4, !dbg !347, !tbaa !78
    #dbg_value(i32 %15, !105, !DIExpression(), !335)
  %17 = sext i32 %15 to i64, !dbg !343
  %18 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %17, !dbg !343
  %19 = load i32, ptr %18, align 4, !dbg !343, !tbaa !78
  %20 = icmp eq i32 %19, %4, !dbg !344
  br i1 %20, label %21, label %14, !dbg !345, !llvm.loop !348

21:                                               ; preds = %14, %9
  br label %22, !dbg !350

22:                                               ; preds = %21, %22
  %23 = phi i32 [ %26, %22 ], [ %1, %21 ], !dbg !352
    #dbg_value(i32 %23, !106, !DIExpression(), !353)
  %24 = sext i32 %23 to i64, !dbg !354
  %25 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %24, !dbg !354
  %26 = load i32, ptr %25, align 4, !dbg !354, !tbaa !78
  %27 = icmp eq i32 %26, %23, !dbg !355
  br i1 %27, label %28, label %22, !dbg !350, !llvm.loop !356

28:                                               ; preds = %22
    #dbg_value(i32 %1, !105, !DIExpression(), !353)
  %29 = sext i32 %1 to i64, !dbg !358
  %30 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %29, !dbg !358
  %31 = load i32, ptr %30, align 4, !dbg !358, !tbaa !78
  %32 = icmp eq i32 %31, %23, !dbg !359
  br i1 %32, label %40, label %33, !dbg !360

33:                                               ; preds = %28, %33
  %34 = phi i32 [ %38, %33 ], [ %31, %28 ]
  %35 = phi ptr [ %37, %33 ], [ %30, %28 ]
    #dbg_value(i32 %34, !107, !DIExpression(), !361)
  store i32 %23, ptr %35, align 4, !dbg !362, !tbaa !78
    #dbg_value(i32 %34, !105, !DIExpression(), !353)
  %36 = sext i32 %34 to i64, !dbg !358
  %37 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %36, !dbg !358
  %38 = load i32, ptr %37, align 4, !dbg !358, !tbaa !78
  %39 = icmp eq i32 %38, %23, !dbg !359
  br i1 %39, label %40, label %33, !dbg !360, !llvm.loop !363

40:                                               ; preds = %33, %28
    #dbg_value(i32 %23, !171, !DIExpression(), !334)
  %41 = icmp eq i32 %4, %23, !dbg !365
  br i1 %41, label %60, label %42, !dbg !366

42:                                               ; preds = %40
  %43 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %5, !dbg !367
  %44 = load i32, ptr %43, align 4, !dbg !367, !tbaa !78
  %45 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %24, !dbg !368
  %46 = load i32, ptr %45, align 4, !dbg !368, !tbaa !78
  %47 = icmp slt i32 %44, %46, !dbg !369
  %48 = select i1 %47, i32 %4, i32 %23, !dbg !370
  %49 = select i1 %47, i32 %23, i32 %4, !dbg !370
    #dbg_value(i32 %49, !170, !DIExpression(), !334)
    #dbg_value(i32 %48, !171, !DIExpression(), !334)
  %50 = sext i32 %48 to i64, !dbg !371
  %51 = getelementptr inbounds [3602 x i32], ptr @parent, i64 0, i64 %50, !dbg !371
  store i32 %49, ptr %51, align 4, !dbg !372, !tbaa !78
  %52 = sext i32 %49 to i64, !dbg !373
  %53 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %52, !dbg !373
  %54 = load i32, ptr %53, align 4, !dbg !373, !tbaa !78
  %55 = getelementptr inbounds [3602 x i32], ptr @rnk, i64 0, i64 %50, !dbg !374
  %56 = load i32, ptr %55, align 4, !dbg !374, !tbaa !78
  %57 = icmp eq i32 %54, %56, !dbg !375
  br i1 %57, label %58, label %60, !dbg !376

58:                                               ; preds = %42
  %59 = add nsw i32 %54, 1, !dbg !377
  store i32 %59, ptr %53, align 4, !dbg !377, !tbaa !78
  br label %60, !dbg !378

60:                                               ; preds = %40, %58, %42
  ret void, !dbg !379
}

; Function Attrs: nofree nounwind
declare !dbg !380 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { nofree norecurse nosync nounwind memory(readwrite, argmem: write, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nocallback nofree nounwind willreturn memory(argmem: write) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!39, !40, !41, !42, !43, !44, !45}
!llvm.ident = !{!46}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "parent", scope: !2, file: !3, line: 7, type: !21, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/union_find_percolation.c", directory: ".", checksumkind: CSK_MD5, checksum: "65f093123ce2fea31c312c86979da324")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!7 = !{!8, !14, !0, !19, !24, !34}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 25, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 392, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 49)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 28, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 168, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 21)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(name: "rnk", scope: !2, file: !3, line: 7, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 115264, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 3602)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(name: "open_", scope: !2, file: !3, line: 7, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !27, size: 28800, elements: !32)
!27 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint8_t", file: !28, line: 24, baseType: !29)
!28 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!29 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint8_t", file: !30, line: 38, baseType: !31)
!30 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!31 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!32 = !{!33}
!33 = !DISubrange(count: 3600)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "st", scope: !2, file: !3, line: 10, type: !36, isLocal: true, isDefinition: true)
!36 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint32_t", file: !28, line: 26, baseType: !37)
!37 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint32_t", file: !30, line: 42, baseType: !38)
!38 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!39 = !{i32 7, !"Dwarf Version", i32 5}
!40 = !{i32 2, !"Debug Info Version", i32 3}
!41 = !{i32 1, !"wchar_size", i32 4}
!42 = !{i32 8, !"PIC Level", i32 2}
!43 = !{i32 7, !"PIE Level", i32 2}
!44 = !{i32 7, !"uwtable", i32 2}
!45 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!46 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!47 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 12, type: !48, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !50)
!48 = !DISubroutineType(types: !49)
!49 = !{!5}
!50 = !{!51, !52, !53, !55, !59, !61, !62, !63, !64, !66, !67, !68, !69}
!51 = !DILocalVariable(name: "total", scope: !47, file: !3, line: 13, type: !6)
!52 = !DILocalVariable(name: "trials", scope: !47, file: !3, line: 13, type: !5)
!53 = !DILocalVariable(name: "t", scope: !54, file: !3, line: 14, type: !5)
!54 = distinct !DILexicalBlock(scope: !47, file: !3, line: 14, column: 5)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 15, type: !5)
!56 = distinct !DILexicalBlock(scope: !57, file: !3, line: 15, column: 9)
!57 = distinct !DILexicalBlock(scope: !58, file: !3, line: 14, column: 38)
!58 = distinct !DILexicalBlock(scope: !54, file: !3, line: 14, column: 5)
!59 = !DILocalVariable(name: "i", scope: !60, file: !3, line: 15, type: !5)
!60 = distinct !DILexicalBlock(scope: !57, file: !3, line: 15, column: 76)
!61 = !DILocalVariable(name: "top", scope: !57, file: !3, line: 16, type: !5)
!62 = !DILocalVariable(name: "bot", scope: !57, file: !3, line: 16, type: !5)
!63 = !DILocalVariable(name: "opened", scope: !57, file: !3, line: 16, type: !5)
!64 = !DILocalVariable(name: "c", scope: !65, file: !3, line: 18, type: !5)
!65 = distinct !DILexicalBlock(scope: !57, file: !3, line: 17, column: 40)
!66 = !DILocalVariable(name: "r", scope: !65, file: !3, line: 19, type: !5)
!67 = !DILocalVariable(name: "col", scope: !65, file: !3, line: 19, type: !5)
!68 = !DILocalVariable(name: "comps", scope: !57, file: !3, line: 24, type: !5)
!69 = !DILocalVariable(name: "i", scope: !70, file: !3, line: 24, type: !5)
!70 = distinct !DILexicalBlock(scope: !57, file: !3, line: 24, column: 24)
!71 = !DILocation(line: 0, scope: !47)
!72 = !DILocation(line: 0, scope: !54)
!73 = !DILocation(line: 14, column: 5, scope: !54)
!74 = !DILocation(line: 0, scope: !56)
!75 = !DILocation(line: 15, column: 69, scope: !76)
!76 = distinct !DILexicalBlock(scope: !77, file: !3, line: 15, column: 45)
!77 = distinct !DILexicalBlock(scope: !56, file: !3, line: 15, column: 9)
!78 = !{!79, !79, i64 0}
!79 = !{!"int", !80, i64 0}
!80 = !{!"omnipotent char", !81, i64 0}
!81 = !{!"Simple C/C++ TBAA"}
!82 = !DILocation(line: 15, column: 9, scope: !56)
!83 = !DILocation(line: 15, column: 41, scope: !77)
!84 = !DILocation(line: 15, column: 57, scope: !76)
!85 = !DILocation(line: 15, column: 47, scope: !76)
!86 = distinct !{!86, !82, !87, !88, !89, !90}
!87 = !DILocation(line: 15, column: 74, scope: !56)
!88 = !{!"llvm.loop.mustprogress"}
!89 = !{!"llvm.loop.isvectorized", i32 1}
!90 = !{!"llvm.loop.unroll.runtime.disable"}
!91 = !DILocation(line: 28, column: 43, scope: !47)
!92 = !DILocation(line: 28, column: 5, scope: !47)
!93 = !DILocation(line: 29, column: 33, scope: !47)
!94 = !DILocation(line: 29, column: 12, scope: !47)
!95 = !DILocation(line: 30, column: 1, scope: !47)
!96 = !DILocation(line: 15, column: 117, scope: !97)
!97 = distinct !DILexicalBlock(scope: !60, file: !3, line: 15, column: 76)
!98 = !{!80, !80, i64 0}
!99 = !DILocation(line: 0, scope: !60)
!100 = !DILocation(line: 8, column: 37, scope: !101, inlinedAt: !109)
!101 = distinct !DISubprogram(name: "find", scope: !3, file: !3, line: 8, type: !102, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !104)
!102 = !DISubroutineType(types: !103)
!103 = !{!5, !5}
!104 = !{!105, !106, !107}
!105 = !DILocalVariable(name: "x", arg: 1, scope: !101, file: !3, line: 8, type: !5)
!106 = !DILocalVariable(name: "r", scope: !101, file: !3, line: 8, type: !5)
!107 = !DILocalVariable(name: "n", scope: !108, file: !3, line: 8, type: !5)
!108 = distinct !DILexicalBlock(scope: !101, file: !3, line: 8, column: 98)
!109 = distinct !DILocation(line: 17, column: 16, scope: !57)
!110 = !DILocation(line: 0, scope: !57)
!111 = !DILocation(line: 0, scope: !101, inlinedAt: !109)
!112 = !DILocation(line: 8, scope: !101, inlinedAt: !109)
!113 = !DILocation(line: 8, column: 44, scope: !101, inlinedAt: !109)
!114 = !DILocation(line: 8, column: 54, scope: !101, inlinedAt: !109)
!115 = distinct !{!115, !100, !116, !88}
!116 = !DILocation(line: 8, column: 72, scope: !101, inlinedAt: !109)
!117 = !DILocation(line: 8, column: 82, scope: !101, inlinedAt: !109)
!118 = !DILocation(line: 8, column: 92, scope: !101, inlinedAt: !109)
!119 = !DILocation(line: 8, column: 75, scope: !101, inlinedAt: !109)
!120 = !DILocation(line: 0, scope: !108, inlinedAt: !109)
!121 = !DILocation(line: 8, column: 129, scope: !108, inlinedAt: !109)
!122 = distinct !{!122, !119, !123, !88}
!123 = !DILocation(line: 8, column: 141, scope: !101, inlinedAt: !109)
!124 = !DILocation(line: 8, column: 37, scope: !101, inlinedAt: !125)
!125 = distinct !DILocation(line: 17, column: 29, scope: !57)
!126 = !DILocation(line: 8, scope: !101, inlinedAt: !125)
!127 = !DILocation(line: 0, scope: !101, inlinedAt: !125)
!128 = !DILocation(line: 8, column: 44, scope: !101, inlinedAt: !125)
!129 = !DILocation(line: 8, column: 54, scope: !101, inlinedAt: !125)
!130 = distinct !{!130, !124, !131, !88}
!131 = !DILocation(line: 8, column: 72, scope: !101, inlinedAt: !125)
!132 = !DILocation(line: 8, column: 82, scope: !101, inlinedAt: !125)
!133 = !DILocation(line: 8, column: 92, scope: !101, inlinedAt: !125)
!134 = !DILocation(line: 8, column: 75, scope: !101, inlinedAt: !125)
!135 = !DILocation(line: 0, scope: !108, inlinedAt: !125)
!136 = !DILocation(line: 8, column: 129, scope: !108, inlinedAt: !125)
!137 = distinct !{!137, !134, !138, !88}
!138 = !DILocation(line: 8, column: 141, scope: !101, inlinedAt: !125)
!139 = !DILocation(line: 17, column: 26, scope: !57)
!140 = !DILocation(line: 17, column: 9, scope: !57)
!141 = !DILocation(line: 10, column: 66, scope: !142, inlinedAt: !145)
!142 = distinct !DISubprogram(name: "rnd", scope: !3, file: !3, line: 10, type: !143, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2)
!143 = !DISubroutineType(types: !144)
!144 = !{!36}
!145 = distinct !DILocation(line: 18, column: 27, scope: !65)
!146 = !DILocation(line: 10, column: 60, scope: !142, inlinedAt: !145)
!147 = !DILocation(line: 10, column: 82, scope: !142, inlinedAt: !145)
!148 = !DILocation(line: 10, column: 76, scope: !142, inlinedAt: !145)
!149 = !DILocation(line: 10, column: 98, scope: !142, inlinedAt: !145)
!150 = !DILocation(line: 10, column: 92, scope: !142, inlinedAt: !145)
!151 = !DILocation(line: 18, column: 33, scope: !65)
!152 = !DILocation(line: 0, scope: !65)
!153 = !DILocation(line: 18, column: 49, scope: !154)
!154 = distinct !DILexicalBlock(scope: !65, file: !3, line: 18, column: 49)
!155 = !DILocation(line: 18, column: 49, scope: !65)
!156 = distinct !{!156, !140, !157, !88}
!157 = !DILocation(line: 23, column: 9, scope: !57)
!158 = !DILocation(line: 18, column: 78, scope: !65)
!159 = !DILocation(line: 18, column: 89, scope: !65)
!160 = !DILocation(line: 19, column: 36, scope: !65)
!161 = !DILocation(line: 20, column: 19, scope: !162)
!162 = distinct !DILexicalBlock(scope: !65, file: !3, line: 20, column: 17)
!163 = !DILocation(line: 20, column: 17, scope: !65)
!164 = !DILocation(line: 8, scope: !101, inlinedAt: !165)
!165 = distinct !DILocation(line: 9, column: 39, scope: !166, inlinedAt: !175)
!166 = distinct !DISubprogram(name: "unite", scope: !3, file: !3, line: 9, type: !167, scopeLine: 9, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !169)
!167 = !DISubroutineType(types: !168)
!168 = !{null, !5, !5}
!169 = !{!170, !171, !172}
!170 = !DILocalVariable(name: "a", arg: 1, scope: !166, file: !3, line: 9, type: !5)
!171 = !DILocalVariable(name: "b", arg: 2, scope: !166, file: !3, line: 9, type: !5)
!172 = !DILocalVariable(name: "t", scope: !173, file: !3, line: 9, type: !5)
!173 = distinct !DILexicalBlock(scope: !174, file: !3, line: 9, column: 102)
!174 = distinct !DILexicalBlock(scope: !166, file: !3, line: 9, column: 85)
!175 = distinct !DILocation(line: 20, column: 25, scope: !162)
!176 = !DILocation(line: 0, scope: !101, inlinedAt: !165)
!177 = !DILocation(line: 8, column: 44, scope: !101, inlinedAt: !165)
!178 = !DILocation(line: 8, column: 54, scope: !101, inlinedAt: !165)
!179 = !DILocation(line: 8, column: 37, scope: !101, inlinedAt: !165)
!180 = distinct !{!180, !179, !181, !88}
!181 = !DILocation(line: 8, column: 72, scope: !101, inlinedAt: !165)
!182 = !DILocation(line: 8, column: 82, scope: !101, inlinedAt: !165)
!183 = !DILocation(line: 8, column: 92, scope: !101, inlinedAt: !165)
!184 = !DILocation(line: 8, column: 75, scope: !101, inlinedAt: !165)
!185 = !DILocation(line: 0, scope: !108, inlinedAt: !165)
!186 = !DILocation(line: 8, column: 129, scope: !108, inlinedAt: !165)
!187 = distinct !{!187, !184, !188, !88}
!188 = !DILocation(line: 8, column: 141, scope: !101, inlinedAt: !165)
!189 = !DILocation(line: 8, column: 37, scope: !101, inlinedAt: !190)
!190 = distinct !DILocation(line: 9, column: 52, scope: !166, inlinedAt: !175)
!191 = !DILocation(line: 8, scope: !101, inlinedAt: !190)
!192 = !DILocation(line: 0, scope: !101, inlinedAt: !190)
!193 = !DILocation(line: 8, column: 44, scope: !101, inlinedAt: !190)
!194 = !DILocation(line: 8, column: 54, scope: !101, inlinedAt: !190)
!195 = distinct !{!195, !189, !196, !88}
!196 = !DILocation(line: 8, column: 72, scope: !101, inlinedAt: !190)
!197 = !DILocation(line: 8, column: 82, scope: !101, inlinedAt: !190)
!198 = !DILocation(line: 8, column: 92, scope: !101, inlinedAt: !190)
!199 = !DILocation(line: 8, column: 75, scope: !101, inlinedAt: !190)
!200 = !DILocation(line: 0, scope: !108, inlinedAt: !190)
!201 = !DILocation(line: 8, column: 129, scope: !108, inlinedAt: !190)
!202 = distinct !{!202, !199, !203, !88}
!203 = !DILocation(line: 8, column: 141, scope: !101, inlinedAt: !190)
!204 = !DILocation(line: 0, scope: !166, inlinedAt: !175)
!205 = !DILocation(line: 9, column: 67, scope: !206, inlinedAt: !175)
!206 = distinct !DILexicalBlock(scope: !166, file: !3, line: 9, column: 65)
!207 = !DILocation(line: 9, column: 65, scope: !166, inlinedAt: !175)
!208 = !DILocation(line: 9, column: 85, scope: !174, inlinedAt: !175)
!209 = !DILocation(line: 9, column: 94, scope: !174, inlinedAt: !175)
!210 = !DILocation(line: 9, column: 92, scope: !174, inlinedAt: !175)
!211 = !DILocation(line: 9, column: 85, scope: !166, inlinedAt: !175)
!212 = !DILocation(line: 9, column: 131, scope: !166, inlinedAt: !175)
!213 = !DILocation(line: 9, column: 141, scope: !166, inlinedAt: !175)
!214 = !DILocation(line: 9, column: 150, scope: !215, inlinedAt: !175)
!215 = distinct !DILexicalBlock(scope: !166, file: !3, line: 9, column: 150)
!216 = !DILocation(line: 9, column: 160, scope: !215, inlinedAt: !175)
!217 = !DILocation(line: 9, column: 157, scope: !215, inlinedAt: !175)
!218 = !DILocation(line: 9, column: 150, scope: !166, inlinedAt: !175)
!219 = !DILocation(line: 9, column: 174, scope: !215, inlinedAt: !175)
!220 = !DILocation(line: 9, column: 168, scope: !215, inlinedAt: !175)
!221 = !DILocation(line: 20, column: 46, scope: !222)
!222 = distinct !DILexicalBlock(scope: !65, file: !3, line: 20, column: 44)
!223 = !DILocation(line: 20, column: 44, scope: !65)
!224 = !DILocation(line: 8, scope: !101, inlinedAt: !225)
!225 = distinct !DILocation(line: 9, column: 39, scope: !166, inlinedAt: !226)
!226 = distinct !DILocation(line: 20, column: 56, scope: !222)
!227 = !DILocation(line: 0, scope: !101, inlinedAt: !225)
!228 = !DILocation(line: 8, column: 44, scope: !101, inlinedAt: !225)
!229 = !DILocation(line: 8, column: 54, scope: !101, inlinedAt: !225)
!230 = !DILocation(line: 8, column: 37, scope: !101, inlinedAt: !225)
!231 = distinct !{!231, !230, !232, !88}
!232 = !DILocation(line: 8, column: 72, scope: !101, inlinedAt: !225)
!233 = !DILocation(line: 8, column: 82, scope: !101, inlinedAt: !225)
!234 = !DILocation(line: 8, column: 92, scope: !101, inlinedAt: !225)
!235 = !DILocation(line: 8, column: 75, scope: !101, inlinedAt: !225)
!236 = !DILocation(line: 0, scope: !108, inlinedAt: !225)
!237 = !DILocation(line: 8, column: 129, scope: !108, inlinedAt: !225)
!238 = distinct !{!238, !235, !239, !88}
!239 = !DILocation(line: 8, column: 141, scope: !101, inlinedAt: !225)
!240 = !DILocation(line: 8, column: 37, scope: !101, inlinedAt: !241)
!241 = distinct !DILocation(line: 9, column: 52, scope: !166, inlinedAt: !226)
!242 = !DILocation(line: 8, scope: !101, inlinedAt: !241)
!243 = !DILocation(line: 0, scope: !101, inlinedAt: !241)
!244 = !DILocation(line: 8, column: 44, scope: !101, inlinedAt: !241)
!245 = !DILocation(line: 8, column: 54, scope: !101, inlinedAt: !241)
!246 = distinct !{!246, !240, !247, !88}
!247 = !DILocation(line: 8, column: 72, scope: !101, inlinedAt: !241)
!248 = !DILocation(line: 8, column: 82, scope: !101, inlinedAt: !241)
!249 = !DILocation(line: 8, column: 92, scope: !101, inlinedAt: !241)
!250 = !DILocation(line: 8, column: 75, scope: !101, inlinedAt: !241)
!251 = !DILocation(line: 0, scope: !108, inlinedAt: !241)
!252 = !DILocation(line: 8, column: 129, scope: !108, inlinedAt: !241)
!253 = distinct !{!253, !250, !254, !88}
!254 = !DILocation(line: 8, column: 141, scope: !101, inlinedAt: !241)
!255 = !DILocation(line: 0, scope: !166, inlinedAt: !226)
!256 = !DILocation(line: 9, column: 67, scope: !206, inlinedAt: !226)
!257 = !DILocation(line: 9, column: 65, scope: !166, inlinedAt: !226)
!258 = !DILocation(line: 9, column: 85, scope: !174, inlinedAt: !226)
!259 = !DILocation(line: 9, column: 94, scope: !174, inlinedAt: !226)
!260 = !DILocation(line: 9, column: 92, scope: !174, inlinedAt: !226)
!261 = !DILocation(line: 9, column: 85, scope: !166, inlinedAt: !226)
!262 = !DILocation(line: 9, column: 131, scope: !166, inlinedAt: !226)
!263 = !DILocation(line: 9, column: 141, scope: !166, inlinedAt: !226)
!264 = !DILocation(line: 9, column: 150, scope: !215, inlinedAt: !226)
!265 = !DILocation(line: 9, column: 160, scope: !215, inlinedAt: !226)
!266 = !DILocation(line: 9, column: 157, scope: !215, inlinedAt: !226)
!267 = !DILocation(line: 9, column: 150, scope: !166, inlinedAt: !226)
!268 = !DILocation(line: 9, column: 174, scope: !215, inlinedAt: !226)
!269 = !DILocation(line: 9, column: 168, scope: !215, inlinedAt: !226)
!270 = !DILocation(line: 21, column: 23, scope: !271)
!271 = distinct !DILexicalBlock(scope: !65, file: !3, line: 21, column: 17)
!272 = !DILocation(line: 21, column: 34, scope: !271)
!273 = !DILocation(line: 21, column: 26, scope: !271)
!274 = !DILocation(line: 21, column: 17, scope: !65)
!275 = !DILocation(line: 21, column: 40, scope: !271)
!276 = !DILocation(line: 21, column: 63, scope: !277)
!277 = distinct !DILexicalBlock(scope: !65, file: !3, line: 21, column: 61)
!278 = !DILocation(line: 21, column: 71, scope: !277)
!279 = !DILocation(line: 21, column: 82, scope: !277)
!280 = !DILocation(line: 21, column: 74, scope: !277)
!281 = !DILocation(line: 21, column: 61, scope: !65)
!282 = !DILocation(line: 21, column: 88, scope: !277)
!283 = !DILocation(line: 22, column: 21, scope: !284)
!284 = distinct !DILexicalBlock(scope: !65, file: !3, line: 22, column: 17)
!285 = !DILocation(line: 22, column: 25, scope: !284)
!286 = !DILocation(line: 22, column: 36, scope: !284)
!287 = !DILocation(line: 22, column: 28, scope: !284)
!288 = !DILocation(line: 22, column: 17, scope: !65)
!289 = !DILocation(line: 22, column: 42, scope: !284)
!290 = !DILocation(line: 22, column: 67, scope: !291)
!291 = distinct !DILexicalBlock(scope: !65, file: !3, line: 22, column: 63)
!292 = !DILocation(line: 22, column: 75, scope: !291)
!293 = !DILocation(line: 22, column: 86, scope: !291)
!294 = !DILocation(line: 22, column: 78, scope: !291)
!295 = !DILocation(line: 22, column: 63, scope: !65)
!296 = !DILocation(line: 22, column: 92, scope: !291)
!297 = !DILocation(line: 25, column: 15, scope: !298)
!298 = distinct !DILexicalBlock(scope: !57, file: !3, line: 25, column: 13)
!299 = !DILocation(line: 25, column: 13, scope: !57)
!300 = !DILocation(line: 0, scope: !70)
!301 = !DILocation(line: 24, column: 60, scope: !302)
!302 = distinct !DILexicalBlock(scope: !303, file: !3, line: 24, column: 60)
!303 = distinct !DILexicalBlock(scope: !70, file: !3, line: 24, column: 24)
!304 = !DILocation(line: 24, column: 69, scope: !302)
!305 = !DILocation(line: 8, column: 37, scope: !101, inlinedAt: !306)
!306 = distinct !DILocation(line: 24, column: 72, scope: !302)
!307 = !DILocation(line: 8, scope: !101, inlinedAt: !306)
!308 = !DILocation(line: 0, scope: !101, inlinedAt: !306)
!309 = !DILocation(line: 8, column: 44, scope: !101, inlinedAt: !306)
!310 = !DILocation(line: 8, column: 54, scope: !101, inlinedAt: !306)
!311 = distinct !{!311, !305, !312, !88}
!312 = !DILocation(line: 8, column: 72, scope: !101, inlinedAt: !306)
!313 = !DILocation(line: 8, column: 82, scope: !101, inlinedAt: !306)
!314 = !DILocation(line: 8, column: 92, scope: !101, inlinedAt: !306)
!315 = !DILocation(line: 8, column: 75, scope: !101, inlinedAt: !306)
!316 = !DILocation(line: 0, scope: !108, inlinedAt: !306)
!317 = !DILocation(line: 8, column: 129, scope: !108, inlinedAt: !306)
!318 = distinct !{!318, !315, !319, !88}
!319 = !DILocation(line: 8, column: 141, scope: !101, inlinedAt: !306)
!320 = !DILocation(line: 24, column: 80, scope: !302)
!321 = !DILocation(line: 24, column: 60, scope: !303)
!322 = !DILocation(line: 24, scope: !57)
!323 = !DILocation(line: 24, column: 52, scope: !303)
!324 = !DILocation(line: 24, column: 42, scope: !303)
!325 = !DILocation(line: 24, column: 24, scope: !70)
!326 = distinct !{!326, !325, !327, !88}
!327 = !DILocation(line: 24, column: 91, scope: !70)
!328 = !DILocation(line: 25, column: 20, scope: !298)
!329 = !DILocation(line: 26, column: 15, scope: !57)
!330 = !DILocation(line: 14, column: 34, scope: !58)
!331 = !DILocation(line: 14, column: 23, scope: !58)
!332 = distinct !{!332, !73, !333, !88}
!333 = !DILocation(line: 27, column: 5, scope: !54)
!334 = !DILocation(line: 0, scope: !166)
!335 = !DILocation(line: 0, scope: !101, inlinedAt: !336)
!336 = distinct !DILocation(line: 9, column: 39, scope: !166)
!337 = !DILocation(line: 8, column: 37, scope: !101, inlinedAt: !336)
!338 = !DILocation(line: 8, scope: !101, inlinedAt: !336)
!339 = !DILocation(line: 8, column: 44, scope: !101, inlinedAt: !336)
!340 = !DILocation(line: 8, column: 54, scope: !101, inlinedAt: !336)
!341 = distinct !{!341, !337, !342, !88}
!342 = !DILocation(line: 8, column: 72, scope: !101, inlinedAt: !336)
!343 = !DILocation(line: 8, column: 82, scope: !101, inlinedAt: !336)
!344 = !DILocation(line: 8, column: 92, scope: !101, inlinedAt: !336)
!345 = !DILocation(line: 8, column: 75, scope: !101, inlinedAt: !336)
!346 = !DILocation(line: 0, scope: !108, inlinedAt: !336)
!347 = !DILocation(line: 8, column: 129, scope: !108, inlinedAt: !336)
!348 = distinct !{!348, !345, !349, !88}
!349 = !DILocation(line: 8, column: 141, scope: !101, inlinedAt: !336)
!350 = !DILocation(line: 8, column: 37, scope: !101, inlinedAt: !351)
!351 = distinct !DILocation(line: 9, column: 52, scope: !166)
!352 = !DILocation(line: 8, scope: !101, inlinedAt: !351)
!353 = !DILocation(line: 0, scope: !101, inlinedAt: !351)
!354 = !DILocation(line: 8, column: 44, scope: !101, inlinedAt: !351)
!355 = !DILocation(line: 8, column: 54, scope: !101, inlinedAt: !351)
!356 = distinct !{!356, !350, !357, !88}
!357 = !DILocation(line: 8, column: 72, scope: !101, inlinedAt: !351)
!358 = !DILocation(line: 8, column: 82, scope: !101, inlinedAt: !351)
!359 = !DILocation(line: 8, column: 92, scope: !101, inlinedAt: !351)
!360 = !DILocation(line: 8, column: 75, scope: !101, inlinedAt: !351)
!361 = !DILocation(line: 0, scope: !108, inlinedAt: !351)
!362 = !DILocation(line: 8, column: 129, scope: !108, inlinedAt: !351)
!363 = distinct !{!363, !360, !364, !88}
!364 = !DILocation(line: 8, column: 141, scope: !101, inlinedAt: !351)
!365 = !DILocation(line: 9, column: 67, scope: !206)
!366 = !DILocation(line: 9, column: 65, scope: !166)
!367 = !DILocation(line: 9, column: 85, scope: !174)
!368 = !DILocation(line: 9, column: 94, scope: !174)
!369 = !DILocation(line: 9, column: 92, scope: !174)
!370 = !DILocation(line: 9, column: 85, scope: !166)
!371 = !DILocation(line: 9, column: 131, scope: !166)
!372 = !DILocation(line: 9, column: 141, scope: !166)
!373 = !DILocation(line: 9, column: 150, scope: !215)
!374 = !DILocation(line: 9, column: 160, scope: !215)
!375 = !DILocation(line: 9, column: 157, scope: !215)
!376 = !DILocation(line: 9, column: 150, scope: !166)
!377 = !DILocation(line: 9, column: 174, scope: !215)
!378 = !DILocation(line: 9, column: 168, scope: !215)
!379 = !DILocation(line: 9, column: 178, scope: !166)
!380 = !DISubprogram(name: "printf", scope: !381, file: !381, line: 356, type: !382, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!382 = !DISubroutineType(types: !383)
!383 = !{!5, !384, null}
!384 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !385)
!385 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !386, size: 64)
!386 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
