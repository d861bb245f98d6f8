; ModuleID = 'programs/aho_corasick_search.c'
source_filename = "programs/aho_corasick_search.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@pats = internal unnamed_addr constant [12 x ptr] [ptr @.str.2, ptr @.str.3, ptr @.str.4, ptr @.str.5, ptr @.str.6, ptr @.str.7, ptr @.str.8, ptr @.str.9, ptr @.str.10, ptr @.str.11, ptr @.str.12, ptr @.str.13], align 16, !dbg !0
@main.text = internal global [20001 x i8] zeroinitializer, align 16, !dbg !7
@__const.main.alpha = private unnamed_addr constant [6 x i8] c"ahsre\00", align 1
@go_ = internal unnamed_addr global [2000 x [26 x i32]] zeroinitializer, align 16, !dbg !61
@out_ = internal unnamed_addr global [2000 x i32] zeroinitializer, align 16, !dbg !67
@outlink = internal unnamed_addr global [2000 x i32] zeroinitializer, align 16, !dbg !71
@pid = internal unnamed_addr global [2000 x i32] zeroinitializer, align 16, !dbg !73
@.str = private unnamed_addr constant [10 x i8] c"%-5s %ld\0A\00", align 1, !dbg !51
@.str.1 = private unnamed_addr constant [17 x i8] c"nodes=%d bad=%d\0A\00", align 1, !dbg !56
@nodes = internal unnamed_addr global i32 1, align 4, !dbg !113
@.str.2 = private unnamed_addr constant [3 x i8] c"he\00", align 1, !dbg !75
@.str.3 = private unnamed_addr constant [4 x i8] c"she\00", align 1, !dbg !80
@.str.4 = private unnamed_addr constant [4 x i8] c"his\00", align 1, !dbg !85
@.str.5 = private unnamed_addr constant [5 x i8] c"hers\00", align 1, !dbg !87
@.str.6 = private unnamed_addr constant [4 x i8] c"ash\00", align 1, !dbg !92
@.str.7 = private unnamed_addr constant [5 x i8] c"shah\00", align 1, !dbg !94
@.str.8 = private unnamed_addr constant [2 x i8] c"a\00", align 1, !dbg !96
@.str.9 = private unnamed_addr constant [3 x i8] c"aa\00", align 1, !dbg !101
@.str.10 = private unnamed_addr constant [4 x i8] c"sha\00", align 1, !dbg !103
@.str.11 = private unnamed_addr constant [5 x i8] c"hash\00", align 1, !dbg !105
@.str.12 = private unnamed_addr constant [4 x i8] c"ssh\00", align 1, !dbg !107
@.str.13 = private unnamed_addr constant [4 x i8] c"rsh\00", align 1, !dbg !109
@fail_ = internal unnamed_addr global [2000 x i32] zeroinitializer, align 16, !dbg !111

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !9 {
  %1 = alloca [2000 x i32], align 16, !DIAssignID !125
    #dbg_assign(i1 undef, !16, !DIExpression(), !126, ptr @__const.main.alpha, !DIExpression(), !127)
  %2 = alloca [12 x i64], align 16, !DIAssignID !128
    #dbg_assign(i1 undef, !24, !DIExpression(), !128, ptr %2, !DIExpression(), !127)
    #dbg_value(i32 0, !12, !DIExpression(), !129)
  %3 = load i32, ptr @nodes, align 4, !tbaa !130
    #dbg_value(i32 0, !12, !DIExpression(), !129)
  br label %79, !dbg !134

4:                                                ; preds = %109
    #dbg_assign(i1 undef, !135, !DIExpression(), !125, ptr %1, !DIExpression(), !151)
  call void @llvm.lifetime.start.p0(i64 8000, ptr nonnull %1) #5, !dbg !153
    #dbg_value(i32 0, !140, !DIExpression(), !151)
    #dbg_value(i32 0, !141, !DIExpression(), !151)
    #dbg_value(i32 0, !142, !DIExpression(), !154)
  br label %7, !dbg !155

5:                                                ; preds = %31
    #dbg_value(i32 0, !140, !DIExpression(), !151)
    #dbg_value(i32 %32, !141, !DIExpression(), !151)
  %6 = icmp sgt i32 %32, 0, !dbg !156
  br i1 %6, label %38, label %78, !dbg !157

7:                                                ; preds = %31, %4
  %8 = phi i64 [ 0, %4 ], [ %33, %31 ]
  %9 = phi i32 [ 0, %4 ], [ %32, %31 ]
    #dbg_value(i32 %9, !141, !DIExpression(), !151)
    #dbg_value(i64 %8, !142, !DIExpression(), !154)
  %10 = getelementptr inbounds [26 x i32], ptr @go_, i64 0, i64 %8, !dbg !158
  %11 = load i32, ptr %10, align 8, !dbg !158, !tbaa !130
  %12 = icmp eq i32 %11, 0, !dbg !158
  br i1 %12, label %19, label %13, !dbg !161

13:                                               ; preds = %7
  %14 = sext i32 %11 to i64, !dbg !162
  %15 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %14, !dbg !162
  store i32 0, ptr %15, align 4, !dbg !164, !tbaa !130
  %16 = add nsw i32 %9, 1, !dbg !165
    #dbg_value(i32 %16, !141, !DIExpression(), !151)
  %17 = sext i32 %9 to i64, !dbg !166
  %18 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %17, !dbg !166
  store i32 %11, ptr %18, align 4, !dbg !167, !tbaa !130
  br label %19, !dbg !168

19:                                               ; preds = %13, %7
  %20 = phi i32 [ %16, %13 ], [ %9, %7 ], !dbg !151
    #dbg_value(i32 %20, !141, !DIExpression(), !151)
  %21 = or disjoint i64 %8, 1, !dbg !169
    #dbg_value(i64 %21, !142, !DIExpression(), !154)
  %22 = getelementptr inbounds [26 x i32], ptr @go_, i64 0, i64 %21, !dbg !158
  %23 = load i32, ptr %22, align 4, !dbg !158, !tbaa !130
  %24 = icmp eq i32 %23, 0, !dbg !158
  br i1 %24, label %31, label %25, !dbg !161

25:                                               ; preds = %19
  %26 = sext i32 %23 to i64, !dbg !162
  %27 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %26, !dbg !162
  store i32 0, ptr %27, align 4, !dbg !164, !tbaa !130
  %28 = add nsw i32 %20, 1, !dbg !165
    #dbg_value(i32 %28, !141, !DIExpression(), !151)
  %29 = sext i32 %20 to i64, !dbg !166
  %30 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %29, !dbg !166
  store i32 %23, ptr %30, align 4, !dbg !167, !tbaa !130
  br label %31, !dbg !168

31:                                               ; preds = %25, %19
  %32 = phi i32 [ %28, %25 ], [ %20, %19 ], !dbg !151
    #dbg_value(i32 %32, !141, !DIExpression(), !151)
  %33 = add nuw nsw i64 %8, 2, !dbg !169
    #dbg_value(i64 %33, !142, !DIExpression(), !154)
  %34 = icmp eq i64 %33, 26, !dbg !170
  br i1 %34, label %5, label %7, !dbg !155, !llvm.loop !171

35:                                               ; preds = %74
    #dbg_value(i64 %41, !140, !DIExpression(), !151)
    #dbg_value(i32 %75, !141, !DIExpression(), !151)
  %36 = sext i32 %75 to i64, !dbg !156
  %37 = icmp slt i64 %41, %36, !dbg !156
  br i1 %37, label %38, label %78, !dbg !157, !llvm.loop !174

38:                                               ; preds = %5, %35
  %39 = phi i64 [ %41, %35 ], [ 0, %5 ]
  %40 = phi i32 [ %75, %35 ], [ %32, %5 ]
    #dbg_value(i64 %39, !140, !DIExpression(), !151)
    #dbg_value(i32 %40, !141, !DIExpression(), !151)
  %41 = add nuw nsw i64 %39, 1, !dbg !176
    #dbg_value(i64 %41, !140, !DIExpression(), !151)
  %42 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %39, !dbg !177
  %43 = load i32, ptr %42, align 4, !dbg !177, !tbaa !130
    #dbg_value(i32 %43, !144, !DIExpression(), !178)
  %44 = sext i32 %43 to i64, !dbg !179
  %45 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %44, !dbg !179
  %46 = load i32, ptr %45, align 4, !dbg !179, !tbaa !130
  %47 = sext i32 %46 to i64, !dbg !180
  %48 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %47, !dbg !180
  %49 = load i32, ptr %48, align 4, !dbg !180, !tbaa !130
  %50 = icmp eq i32 %49, 0, !dbg !180
  br i1 %50, label %51, label %54, !dbg !180

51:                                               ; preds = %38
  %52 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %47, !dbg !181
  %53 = load i32, ptr %52, align 4, !dbg !181, !tbaa !130
  br label %54, !dbg !180

54:                                               ; preds = %51, %38
  %55 = phi i32 [ %53, %51 ], [ %46, %38 ], !dbg !180
  %56 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %44, !dbg !182
  store i32 %55, ptr %56, align 4, !dbg !183, !tbaa !130
    #dbg_value(i32 0, !146, !DIExpression(), !184)
    #dbg_value(i32 %40, !141, !DIExpression(), !151)
  br label %57, !dbg !185

57:                                               ; preds = %74, %54
  %58 = phi i64 [ 0, %54 ], [ %76, %74 ]
  %59 = phi i32 [ %40, %54 ], [ %75, %74 ]
    #dbg_value(i64 %58, !146, !DIExpression(), !184)
    #dbg_value(i32 %59, !141, !DIExpression(), !151)
  %60 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %44, i64 %58, !dbg !186
  %61 = load i32, ptr %60, align 4, !dbg !186, !tbaa !130
    #dbg_value(i32 %61, !148, !DIExpression(), !187)
  %62 = icmp eq i32 %61, 0, !dbg !188
  %63 = load i32, ptr %45, align 4, !dbg !190, !tbaa !130
  %64 = sext i32 %63 to i64, !dbg !190
  %65 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %64, i64 %58, !dbg !190
  %66 = load i32, ptr %65, align 4, !dbg !190, !tbaa !130
  br i1 %62, label %73, label %67, !dbg !191

67:                                               ; preds = %57
  %68 = sext i32 %61 to i64, !dbg !192
  %69 = getelementptr inbounds [2000 x i32], ptr @fail_, i64 0, i64 %68, !dbg !192
  store i32 %66, ptr %69, align 4, !dbg !194, !tbaa !130
  %70 = add nsw i32 %59, 1, !dbg !195
    #dbg_value(i32 %70, !141, !DIExpression(), !151)
  %71 = sext i32 %59 to i64, !dbg !196
  %72 = getelementptr inbounds [2000 x i32], ptr %1, i64 0, i64 %71, !dbg !196
  store i32 %61, ptr %72, align 4, !dbg !197, !tbaa !130
  br label %74, !dbg !198

73:                                               ; preds = %57
  store i32 %66, ptr %60, align 4, !dbg !199, !tbaa !130
  br label %74

74:                                               ; preds = %73, %67
  %75 = phi i32 [ %70, %67 ], [ %59, %73 ], !dbg !151
    #dbg_value(i32 %75, !141, !DIExpression(), !151)
  %76 = add nuw nsw i64 %58, 1, !dbg !200
    #dbg_value(i64 %76, !146, !DIExpression(), !184)
  %77 = icmp eq i64 %76, 26, !dbg !201
  br i1 %77, label %35, label %57, !dbg !185, !llvm.loop !202

78:                                               ; preds = %35, %5
  call void @llvm.lifetime.end.p0(i64 8000, ptr nonnull %1) #5, !dbg !204
    #dbg_value(i32 12345, !14, !DIExpression(), !127)
    #dbg_assign(i1 undef, !16, !DIExpression(), !205, ptr @__const.main.alpha, !DIExpression(), !127)
    #dbg_value(i32 0, !22, !DIExpression(), !206)
  br label %121, !dbg !207

79:                                               ; preds = %0, %109
  %80 = phi i64 [ 0, %0 ], [ %115, %109 ]
  %81 = phi i32 [ %3, %0 ], [ %110, %109 ]
    #dbg_value(i64 %80, !12, !DIExpression(), !129)
  %82 = getelementptr inbounds [12 x ptr], ptr @pats, i64 0, i64 %80, !dbg !208
  %83 = load ptr, ptr %82, align 8, !dbg !208, !tbaa !210
    #dbg_value(i64 %80, !212, !DIExpression(), !223)
    #dbg_value(ptr %83, !217, !DIExpression(), !223)
    #dbg_value(i32 0, !218, !DIExpression(), !223)
  %84 = load i8, ptr %83, align 1, !dbg !225, !tbaa !226
  %85 = icmp eq i8 %84, 0, !dbg !227
  br i1 %85, label %109, label %86, !dbg !227

86:                                               ; preds = %79, %100
  %87 = phi i32 [ %101, %100 ], [ %81, %79 ]
  %88 = phi i8 [ %105, %100 ], [ %84, %79 ]
  %89 = phi ptr [ %104, %100 ], [ %83, %79 ]
  %90 = phi i32 [ %102, %100 ], [ 0, %79 ]
  %91 = phi i32 [ %103, %100 ], [ %81, %79 ]
    #dbg_value(ptr %89, !217, !DIExpression(), !223)
    #dbg_value(i32 %90, !218, !DIExpression(), !223)
  %92 = sext i8 %88 to i64, !dbg !228
  %93 = add nsw i64 %92, -97, !dbg !229
    #dbg_value(i8 %88, !219, !DIExpression(DW_OP_LLVM_convert, 8, DW_ATE_signed, DW_OP_LLVM_convert, 32, DW_ATE_signed, DW_OP_constu, 97, DW_OP_minus, DW_OP_stack_value), !230)
  %94 = sext i32 %90 to i64, !dbg !231
  %95 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %94, i64 %93, !dbg !231
  %96 = load i32, ptr %95, align 4, !dbg !231, !tbaa !130
  %97 = icmp eq i32 %96, 0, !dbg !231
  br i1 %97, label %98, label %100, !dbg !233

98:                                               ; preds = %86
  %99 = add nsw i32 %91, 1, !dbg !234
  store i32 %99, ptr @nodes, align 4, !dbg !234, !tbaa !130
  store i32 %91, ptr %95, align 4, !dbg !235, !tbaa !130
  br label %100, !dbg !236

100:                                              ; preds = %98, %86
  %101 = phi i32 [ %99, %98 ], [ %87, %86 ]
  %102 = phi i32 [ %91, %98 ], [ %96, %86 ], !dbg !237
  %103 = phi i32 [ %99, %98 ], [ %91, %86 ]
    #dbg_value(i32 %102, !218, !DIExpression(), !223)
  %104 = getelementptr inbounds i8, ptr %89, i64 1, !dbg !238
    #dbg_value(ptr %104, !217, !DIExpression(), !223)
  %105 = load i8, ptr %104, align 1, !dbg !225, !tbaa !226
  %106 = icmp eq i8 %105, 0, !dbg !227
  br i1 %106, label %107, label %86, !dbg !227, !llvm.loop !239

107:                                              ; preds = %100
  %108 = sext i32 %102 to i64, !dbg !241
  br label %109, !dbg !241

109:                                              ; preds = %79, %107
  %110 = phi i32 [ %81, %79 ], [ %101, %107 ]
  %111 = phi i64 [ 0, %79 ], [ %108, %107 ], !dbg !223
  %112 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %111, !dbg !241
  store i32 1, ptr %112, align 4, !dbg !242, !tbaa !130
  %113 = getelementptr inbounds [2000 x i32], ptr @pid, i64 0, i64 %111, !dbg !243
  %114 = trunc nuw nsw i64 %80 to i32, !dbg !244
  store i32 %114, ptr %113, align 4, !dbg !244, !tbaa !130
  %115 = add nuw nsw i64 %80, 1, !dbg !245
    #dbg_value(i64 %115, !12, !DIExpression(), !129)
  %116 = icmp eq i64 %115, 12, !dbg !246
  br i1 %116, label %4, label %79, !dbg !134, !llvm.loop !247

117:                                              ; preds = %121
  store i8 0, ptr getelementptr inbounds (i8, ptr @main.text, i64 20000), align 16, !dbg !249, !tbaa !226
  call void @llvm.lifetime.start.p0(i64 96, ptr nonnull %2) #5, !dbg !250
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(96) %2, i8 0, i64 96, i1 false), !dbg !251, !DIAssignID !252
    #dbg_assign(i8 0, !24, !DIExpression(), !252, ptr %2, !DIExpression(), !127)
    #dbg_value(i32 0, !29, !DIExpression(), !127)
    #dbg_value(i32 0, !30, !DIExpression(), !253)
  %118 = load i8, ptr @main.text, align 16, !dbg !254, !tbaa !226
  %119 = icmp eq i8 %118, 0, !dbg !255
  br i1 %119, label %120, label %145, !dbg !255

120:                                              ; preds = %164, %117
  br label %188, !dbg !256

121:                                              ; preds = %121, %78
  %122 = phi i64 [ 0, %78 ], [ %143, %121 ]
  %123 = phi i32 [ 12345, %78 ], [ %135, %121 ]
    #dbg_value(i64 %122, !22, !DIExpression(), !206)
    #dbg_value(i32 %123, !14, !DIExpression(), !127)
  %124 = mul i32 %123, 1103515245, !dbg !257
  %125 = add i32 %124, 12345, !dbg !260
    #dbg_value(i32 %125, !14, !DIExpression(), !127)
  %126 = lshr i32 %125, 16, !dbg !261
  %127 = trunc nuw i32 %126 to i16, !dbg !262
  %128 = urem i16 %127, 5, !dbg !262
  %129 = zext nneg i16 %128 to i64, !dbg !263
  %130 = getelementptr inbounds [6 x i8], ptr @__const.main.alpha, i64 0, i64 %129, !dbg !263
  %131 = load i8, ptr %130, align 1, !dbg !263, !tbaa !226
  %132 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %122, !dbg !264
  store i8 %131, ptr %132, align 2, !dbg !265, !tbaa !226
  %133 = or disjoint i64 %122, 1, !dbg !266
    #dbg_value(i64 %133, !22, !DIExpression(), !206)
  %134 = mul i32 %125, 1103515245, !dbg !257
  %135 = add i32 %134, 12345, !dbg !260
    #dbg_value(i32 %135, !14, !DIExpression(), !127)
  %136 = lshr i32 %135, 16, !dbg !261
  %137 = trunc nuw i32 %136 to i16, !dbg !262
  %138 = urem i16 %137, 5, !dbg !262
  %139 = zext nneg i16 %138 to i64, !dbg !263
  %140 = getelementptr inbounds [6 x i8], ptr @__const.main.alpha, i64 0, i64 %139, !dbg !263
  %141 = load i8, ptr %140, align 1, !dbg !263, !tbaa !226
  %142 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %133, !dbg !264
  store i8 %141, ptr %142, align 1, !dbg !265, !tbaa !226
  %143 = add nuw nsw i64 %122, 2, !dbg !266
    #dbg_value(i64 %143, !22, !DIExpression(), !206)
  %144 = icmp eq i64 %143, 20000, !dbg !267
  br i1 %144, label %117, label %121, !dbg !207, !llvm.loop !268

145:                                              ; preds = %117, %164
  %146 = phi i64 [ %165, %164 ], [ 0, %117 ]
  %147 = phi i8 [ %167, %164 ], [ %118, %117 ]
  %148 = phi i32 [ %153, %164 ], [ 0, %117 ]
    #dbg_value(i64 %146, !30, !DIExpression(), !253)
    #dbg_value(i32 %148, !29, !DIExpression(), !127)
  %149 = sext i32 %148 to i64, !dbg !270
  %150 = sext i8 %147 to i64, !dbg !271
  %151 = add nsw i64 %150, -97, !dbg !272
  %152 = getelementptr inbounds [2000 x [26 x i32]], ptr @go_, i64 0, i64 %149, i64 %151, !dbg !270
  %153 = load i32, ptr %152, align 4, !dbg !270, !tbaa !130
    #dbg_value(i32 %153, !29, !DIExpression(), !127)
  %154 = sext i32 %153 to i64, !dbg !273
  %155 = getelementptr inbounds [2000 x i32], ptr @out_, i64 0, i64 %154, !dbg !273
  %156 = load i32, ptr %155, align 4, !dbg !273, !tbaa !130
  %157 = icmp eq i32 %156, 0, !dbg !273
  br i1 %157, label %158, label %161, !dbg !273

158:                                              ; preds = %145
  %159 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %154, !dbg !274
  %160 = load i32, ptr %159, align 4, !dbg !274, !tbaa !130
  br label %161, !dbg !273

161:                                              ; preds = %145, %158
  %162 = phi i32 [ %160, %158 ], [ %153, %145 ], !dbg !273
    #dbg_value(i32 %162, !32, !DIExpression(), !275)
  %163 = icmp eq i32 %162, 0, !dbg !276
  br i1 %163, label %164, label %169, !dbg !276

164:                                              ; preds = %169, %161
  %165 = add nuw nsw i64 %146, 1, !dbg !277
    #dbg_value(i64 %165, !30, !DIExpression(), !253)
    #dbg_value(i32 %153, !29, !DIExpression(), !127)
  %166 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %165, !dbg !254
  %167 = load i8, ptr %166, align 1, !dbg !254, !tbaa !226
  %168 = icmp eq i8 %167, 0, !dbg !255
  br i1 %168, label %120, label %145, !dbg !255, !llvm.loop !278

169:                                              ; preds = %161, %169
  %170 = phi i32 [ %179, %169 ], [ %162, %161 ]
    #dbg_value(i32 %170, !32, !DIExpression(), !275)
  %171 = sext i32 %170 to i64, !dbg !280
  %172 = getelementptr inbounds [2000 x i32], ptr @pid, i64 0, i64 %171, !dbg !280
  %173 = load i32, ptr %172, align 4, !dbg !280, !tbaa !130
  %174 = sext i32 %173 to i64, !dbg !282
  %175 = getelementptr inbounds [12 x i64], ptr %2, i64 0, i64 %174, !dbg !282
  %176 = load i64, ptr %175, align 8, !dbg !283, !tbaa !284
  %177 = add nsw i64 %176, 1, !dbg !283
  store i64 %177, ptr %175, align 8, !dbg !283, !tbaa !284
  %178 = getelementptr inbounds [2000 x i32], ptr @outlink, i64 0, i64 %171, !dbg !286
  %179 = load i32, ptr %178, align 4, !dbg !286, !tbaa !130
    #dbg_value(i32 %179, !32, !DIExpression(), !275)
  %180 = icmp eq i32 %179, 0, !dbg !276
  br i1 %180, label %164, label %169, !dbg !276, !llvm.loop !287

181:                                              ; preds = %196
  %182 = load i32, ptr @nodes, align 4, !dbg !289, !tbaa !130
  %183 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %182, i32 noundef %202), !dbg !290
  %184 = icmp eq i32 %202, 0, !dbg !291
  %185 = load i32, ptr @nodes, align 4, !dbg !291
  %186 = and i32 %185, 127, !dbg !291
  %187 = select i1 %184, i32 %186, i32 100, !dbg !291
  call void @llvm.lifetime.end.p0(i64 96, ptr nonnull %2) #5, !dbg !292
  ret i32 %187, !dbg !292

188:                                              ; preds = %120, %196
  %189 = phi i64 [ %204, %196 ], [ 0, %120 ]
  %190 = phi i32 [ %202, %196 ], [ 0, %120 ]
    #dbg_value(i64 %189, !37, !DIExpression(), !293)
    #dbg_value(i32 %190, !36, !DIExpression(), !127)
    #dbg_value(i64 0, !39, !DIExpression(), !294)
  %191 = getelementptr inbounds [12 x ptr], ptr @pats, i64 0, i64 %189, !dbg !295
  %192 = load ptr, ptr %191, align 8, !dbg !295, !tbaa !210
  %193 = tail call i64 @strlen(ptr noundef nonnull dereferenceable(1) %192) #6, !dbg !296
    #dbg_value(i64 %193, !42, !DIExpression(), !294)
    #dbg_value(i32 0, !46, !DIExpression(), !297)
  %194 = load i8, ptr @main.text, align 16, !dbg !298, !tbaa !226
  %195 = icmp eq i8 %194, 0, !dbg !300
  br i1 %195, label %196, label %206, !dbg !300

196:                                              ; preds = %206, %188
  %197 = phi i64 [ 0, %188 ], [ %213, %206 ], !dbg !294
  %198 = getelementptr inbounds [12 x i64], ptr %2, i64 0, i64 %189, !dbg !301
  %199 = load i64, ptr %198, align 8, !dbg !301, !tbaa !284
  %200 = icmp ne i64 %197, %199, !dbg !303
  %201 = zext i1 %200 to i32, !dbg !304
  %202 = add nuw nsw i32 %190, %201, !dbg !304
    #dbg_value(i32 %202, !36, !DIExpression(), !127)
  %203 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, ptr noundef %192, i64 noundef %199), !dbg !305
  %204 = add nuw nsw i64 %189, 1, !dbg !306
    #dbg_value(i64 %204, !37, !DIExpression(), !293)
  %205 = icmp eq i64 %204, 12, !dbg !307
  br i1 %205, label %181, label %188, !dbg !256, !llvm.loop !308

206:                                              ; preds = %188, %206
  %207 = phi i64 [ %214, %206 ], [ 0, %188 ]
  %208 = phi i64 [ %213, %206 ], [ 0, %188 ]
    #dbg_value(i64 %207, !46, !DIExpression(), !297)
    #dbg_value(i64 %208, !39, !DIExpression(), !294)
  %209 = getelementptr inbounds i8, ptr @main.text, i64 %207, !dbg !310
  %210 = tail call i32 @strncmp(ptr noundef nonnull %209, ptr noundef %192, i64 noundef %193) #6, !dbg !311
  %211 = icmp eq i32 %210, 0, !dbg !312
  %212 = zext i1 %211 to i64, !dbg !311
  %213 = add nuw nsw i64 %208, %212, !dbg !313
    #dbg_value(i64 %213, !39, !DIExpression(), !294)
  %214 = add nuw nsw i64 %207, 1, !dbg !314
    #dbg_value(i64 %214, !46, !DIExpression(), !297)
  %215 = getelementptr inbounds [20001 x i8], ptr @main.text, i64 0, i64 %214, !dbg !298
  %216 = load i8, ptr %215, align 1, !dbg !298, !tbaa !226
  %217 = icmp eq i8 %216, 0, !dbg !300
  br i1 %217, label %196, label %206, !dbg !300, !llvm.loop !315
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !317 i64 @strlen(ptr nocapture noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !321 i32 @strncmp(ptr nocapture noundef, ptr nocapture noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nofree nounwind
declare !dbg !324 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nounwind }
attributes #6 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!117, !118, !119, !120, !121, !122, !123}
!llvm.ident = !{!124}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pats", scope: !2, file: !3, line: 10, type: !115, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !6, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/aho_corasick_search.c", directory: ".", checksumkind: CSK_MD5, checksum: "f60157d26515c1e1f3bde194f8e927cf")
!4 = !{!5}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !{!7, !51, !56, !61, !67, !71, !73, !75, !80, !85, !87, !92, !94, !96, !101, !103, !105, !107, !109, !0, !111, !113}
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(name: "text", scope: !9, file: !3, line: 36, type: !48, isLocal: true, isDefinition: true)
!9 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !10, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !11)
!10 = !DISubroutineType(types: !4)
!11 = !{!12, !14, !16, !22, !24, !29, !30, !32, !36, !37, !39, !42, !46}
!12 = !DILocalVariable(name: "i", scope: !13, file: !3, line: 34, type: !5)
!13 = distinct !DILexicalBlock(scope: !9, file: !3, line: 34, column: 5)
!14 = !DILocalVariable(name: "x", scope: !9, file: !3, line: 37, type: !15)
!15 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!16 = !DILocalVariable(name: "alpha", scope: !9, file: !3, line: 38, type: !17)
!17 = !DICompositeType(tag: DW_TAG_array_type, baseType: !18, size: 48, elements: !20)
!18 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !19)
!19 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!20 = !{!21}
!21 = !DISubrange(count: 6)
!22 = !DILocalVariable(name: "i", scope: !23, file: !3, line: 39, type: !5)
!23 = distinct !DILexicalBlock(scope: !9, file: !3, line: 39, column: 5)
!24 = !DILocalVariable(name: "counts", scope: !9, file: !3, line: 41, type: !25)
!25 = !DICompositeType(tag: DW_TAG_array_type, baseType: !26, size: 768, elements: !27)
!26 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!27 = !{!28}
!28 = !DISubrange(count: 12)
!29 = !DILocalVariable(name: "u", scope: !9, file: !3, line: 42, type: !5)
!30 = !DILocalVariable(name: "i", scope: !31, file: !3, line: 43, type: !5)
!31 = distinct !DILexicalBlock(scope: !9, file: !3, line: 43, column: 5)
!32 = !DILocalVariable(name: "v", scope: !33, file: !3, line: 45, type: !5)
!33 = distinct !DILexicalBlock(scope: !34, file: !3, line: 45, column: 9)
!34 = distinct !DILexicalBlock(scope: !35, file: !3, line: 43, column: 35)
!35 = distinct !DILexicalBlock(scope: !31, file: !3, line: 43, column: 5)
!36 = !DILocalVariable(name: "bad", scope: !9, file: !3, line: 47, type: !5)
!37 = !DILocalVariable(name: "p", scope: !38, file: !3, line: 48, type: !5)
!38 = distinct !DILexicalBlock(scope: !9, file: !3, line: 48, column: 5)
!39 = !DILocalVariable(name: "naive", scope: !40, file: !3, line: 49, type: !26)
!40 = distinct !DILexicalBlock(scope: !41, file: !3, line: 48, column: 34)
!41 = distinct !DILexicalBlock(scope: !38, file: !3, line: 48, column: 5)
!42 = !DILocalVariable(name: "len", scope: !40, file: !3, line: 49, type: !43)
!43 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !44, line: 18, baseType: !45)
!44 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 50, type: !5)
!47 = distinct !DILexicalBlock(scope: !40, file: !3, line: 50, column: 9)
!48 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 160008, elements: !49)
!49 = !{!50}
!50 = !DISubrange(count: 20001)
!51 = !DIGlobalVariableExpression(var: !52, expr: !DIExpression())
!52 = distinct !DIGlobalVariable(scope: null, file: !3, line: 52, type: !53, isLocal: true, isDefinition: true)
!53 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 80, elements: !54)
!54 = !{!55}
!55 = !DISubrange(count: 10)
!56 = !DIGlobalVariableExpression(var: !57, expr: !DIExpression())
!57 = distinct !DIGlobalVariable(scope: null, file: !3, line: 54, type: !58, isLocal: true, isDefinition: true)
!58 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 136, elements: !59)
!59 = !{!60}
!60 = !DISubrange(count: 17)
!61 = !DIGlobalVariableExpression(var: !62, expr: !DIExpression())
!62 = distinct !DIGlobalVariable(name: "go_", scope: !2, file: !3, line: 9, type: !63, isLocal: true, isDefinition: true)
!63 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 1664000, elements: !64)
!64 = !{!65, !66}
!65 = !DISubrange(count: 2000)
!66 = !DISubrange(count: 26)
!67 = !DIGlobalVariableExpression(var: !68, expr: !DIExpression())
!68 = distinct !DIGlobalVariable(name: "out_", scope: !2, file: !3, line: 9, type: !69, isLocal: true, isDefinition: true)
!69 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 64000, elements: !70)
!70 = !{!65}
!71 = !DIGlobalVariableExpression(var: !72, expr: !DIExpression())
!72 = distinct !DIGlobalVariable(name: "outlink", scope: !2, file: !3, line: 9, type: !69, isLocal: true, isDefinition: true)
!73 = !DIGlobalVariableExpression(var: !74, expr: !DIExpression())
!74 = distinct !DIGlobalVariable(name: "pid", scope: !2, file: !3, line: 12, type: !69, isLocal: true, isDefinition: true)
!75 = !DIGlobalVariableExpression(var: !76, expr: !DIExpression())
!76 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !77, isLocal: true, isDefinition: true)
!77 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 24, elements: !78)
!78 = !{!79}
!79 = !DISubrange(count: 3)
!80 = !DIGlobalVariableExpression(var: !81, expr: !DIExpression())
!81 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !82, isLocal: true, isDefinition: true)
!82 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 32, elements: !83)
!83 = !{!84}
!84 = !DISubrange(count: 4)
!85 = !DIGlobalVariableExpression(var: !86, expr: !DIExpression())
!86 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !82, isLocal: true, isDefinition: true)
!87 = !DIGlobalVariableExpression(var: !88, expr: !DIExpression())
!88 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !89, isLocal: true, isDefinition: true)
!89 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 40, elements: !90)
!90 = !{!91}
!91 = !DISubrange(count: 5)
!92 = !DIGlobalVariableExpression(var: !93, expr: !DIExpression())
!93 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !82, isLocal: true, isDefinition: true)
!94 = !DIGlobalVariableExpression(var: !95, expr: !DIExpression())
!95 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !89, isLocal: true, isDefinition: true)
!96 = !DIGlobalVariableExpression(var: !97, expr: !DIExpression())
!97 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !98, isLocal: true, isDefinition: true)
!98 = !DICompositeType(tag: DW_TAG_array_type, baseType: !19, size: 16, elements: !99)
!99 = !{!100}
!100 = !DISubrange(count: 2)
!101 = !DIGlobalVariableExpression(var: !102, expr: !DIExpression())
!102 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !77, isLocal: true, isDefinition: true)
!103 = !DIGlobalVariableExpression(var: !104, expr: !DIExpression())
!104 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !82, isLocal: true, isDefinition: true)
!105 = !DIGlobalVariableExpression(var: !106, expr: !DIExpression())
!106 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !89, isLocal: true, isDefinition: true)
!107 = !DIGlobalVariableExpression(var: !108, expr: !DIExpression())
!108 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !82, isLocal: true, isDefinition: true)
!109 = !DIGlobalVariableExpression(var: !110, expr: !DIExpression())
!110 = distinct !DIGlobalVariable(scope: null, file: !3, line: 10, type: !82, isLocal: true, isDefinition: true)
!111 = !DIGlobalVariableExpression(var: !112, expr: !DIExpression())
!112 = distinct !DIGlobalVariable(name: "fail_", scope: !2, file: !3, line: 9, type: !69, isLocal: true, isDefinition: true)
!113 = !DIGlobalVariableExpression(var: !114, expr: !DIExpression())
!114 = distinct !DIGlobalVariable(name: "nodes", scope: !2, file: !3, line: 9, type: !5, isLocal: true, isDefinition: true)
!115 = !DICompositeType(tag: DW_TAG_array_type, baseType: !116, size: 768, elements: !27)
!116 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!117 = !{i32 7, !"Dwarf Version", i32 5}
!118 = !{i32 2, !"Debug Info Version", i32 3}
!119 = !{i32 1, !"wchar_size", i32 4}
!120 = !{i32 8, !"PIC Level", i32 2}
!121 = !{i32 7, !"PIE Level", i32 2}
!122 = !{i32 7, !"uwtable", i32 2}
!123 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!124 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!125 = distinct !DIAssignID()
!126 = distinct !DIAssignID()
!127 = !DILocation(line: 0, scope: !9)
!128 = distinct !DIAssignID()
!129 = !DILocation(line: 0, scope: !13)
!130 = !{!131, !131, i64 0}
!131 = !{!"int", !132, i64 0}
!132 = !{!"omnipotent char", !133, i64 0}
!133 = !{!"Simple C/C++ TBAA"}
!134 = !DILocation(line: 34, column: 5, scope: !13)
!135 = !DILocalVariable(name: "q", scope: !136, file: !3, line: 20, type: !69)
!136 = distinct !DISubprogram(name: "build", scope: !3, file: !3, line: 19, type: !137, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !139)
!137 = !DISubroutineType(types: !138)
!138 = !{null}
!139 = !{!135, !140, !141, !142, !144, !146, !148}
!140 = !DILocalVariable(name: "qh", scope: !136, file: !3, line: 20, type: !5)
!141 = !DILocalVariable(name: "qt", scope: !136, file: !3, line: 20, type: !5)
!142 = !DILocalVariable(name: "c", scope: !143, file: !3, line: 21, type: !5)
!143 = distinct !DILexicalBlock(scope: !136, file: !3, line: 21, column: 5)
!144 = !DILocalVariable(name: "u", scope: !145, file: !3, line: 23, type: !5)
!145 = distinct !DILexicalBlock(scope: !136, file: !3, line: 22, column: 21)
!146 = !DILocalVariable(name: "c", scope: !147, file: !3, line: 25, type: !5)
!147 = distinct !DILexicalBlock(scope: !145, file: !3, line: 25, column: 9)
!148 = !DILocalVariable(name: "v", scope: !149, file: !3, line: 26, type: !5)
!149 = distinct !DILexicalBlock(scope: !150, file: !3, line: 25, column: 38)
!150 = distinct !DILexicalBlock(scope: !147, file: !3, line: 25, column: 9)
!151 = !DILocation(line: 0, scope: !136, inlinedAt: !152)
!152 = distinct !DILocation(line: 35, column: 5, scope: !9)
!153 = !DILocation(line: 20, column: 5, scope: !136, inlinedAt: !152)
!154 = !DILocation(line: 0, scope: !143, inlinedAt: !152)
!155 = !DILocation(line: 21, column: 5, scope: !143, inlinedAt: !152)
!156 = !DILocation(line: 22, column: 15, scope: !136, inlinedAt: !152)
!157 = !DILocation(line: 22, column: 5, scope: !136, inlinedAt: !152)
!158 = !DILocation(line: 21, column: 38, scope: !159, inlinedAt: !152)
!159 = distinct !DILexicalBlock(scope: !160, file: !3, line: 21, column: 38)
!160 = distinct !DILexicalBlock(scope: !143, file: !3, line: 21, column: 5)
!161 = !DILocation(line: 21, column: 38, scope: !160, inlinedAt: !152)
!162 = !DILocation(line: 21, column: 51, scope: !163, inlinedAt: !152)
!163 = distinct !DILexicalBlock(scope: !159, file: !3, line: 21, column: 49)
!164 = !DILocation(line: 21, column: 68, scope: !163, inlinedAt: !152)
!165 = !DILocation(line: 21, column: 77, scope: !163, inlinedAt: !152)
!166 = !DILocation(line: 21, column: 73, scope: !163, inlinedAt: !152)
!167 = !DILocation(line: 21, column: 81, scope: !163, inlinedAt: !152)
!168 = !DILocation(line: 21, column: 94, scope: !163, inlinedAt: !152)
!169 = !DILocation(line: 21, column: 30, scope: !160, inlinedAt: !152)
!170 = !DILocation(line: 21, column: 23, scope: !160, inlinedAt: !152)
!171 = distinct !{!171, !155, !172, !173}
!172 = !DILocation(line: 21, column: 94, scope: !143, inlinedAt: !152)
!173 = !{!"llvm.loop.mustprogress"}
!174 = distinct !{!174, !157, !175, !173}
!175 = !DILocation(line: 30, column: 5, scope: !136, inlinedAt: !152)
!176 = !DILocation(line: 23, column: 21, scope: !145, inlinedAt: !152)
!177 = !DILocation(line: 23, column: 17, scope: !145, inlinedAt: !152)
!178 = !DILocation(line: 0, scope: !145, inlinedAt: !152)
!179 = !DILocation(line: 24, column: 27, scope: !145, inlinedAt: !152)
!180 = !DILocation(line: 24, column: 22, scope: !145, inlinedAt: !152)
!181 = !DILocation(line: 24, column: 50, scope: !145, inlinedAt: !152)
!182 = !DILocation(line: 24, column: 9, scope: !145, inlinedAt: !152)
!183 = !DILocation(line: 24, column: 20, scope: !145, inlinedAt: !152)
!184 = !DILocation(line: 0, scope: !147, inlinedAt: !152)
!185 = !DILocation(line: 25, column: 9, scope: !147, inlinedAt: !152)
!186 = !DILocation(line: 26, column: 21, scope: !149, inlinedAt: !152)
!187 = !DILocation(line: 0, scope: !149, inlinedAt: !152)
!188 = !DILocation(line: 27, column: 17, scope: !189, inlinedAt: !152)
!189 = distinct !DILexicalBlock(scope: !149, file: !3, line: 27, column: 17)
!190 = !DILocation(line: 0, scope: !189, inlinedAt: !152)
!191 = !DILocation(line: 27, column: 17, scope: !149, inlinedAt: !152)
!192 = !DILocation(line: 27, column: 22, scope: !193, inlinedAt: !152)
!193 = distinct !DILexicalBlock(scope: !189, file: !3, line: 27, column: 20)
!194 = !DILocation(line: 27, column: 31, scope: !193, inlinedAt: !152)
!195 = !DILocation(line: 27, column: 55, scope: !193, inlinedAt: !152)
!196 = !DILocation(line: 27, column: 51, scope: !193, inlinedAt: !152)
!197 = !DILocation(line: 27, column: 59, scope: !193, inlinedAt: !152)
!198 = !DILocation(line: 27, column: 64, scope: !193, inlinedAt: !152)
!199 = !DILocation(line: 28, column: 28, scope: !189, inlinedAt: !152)
!200 = !DILocation(line: 25, column: 34, scope: !150, inlinedAt: !152)
!201 = !DILocation(line: 25, column: 27, scope: !150, inlinedAt: !152)
!202 = distinct !{!202, !185, !203, !173}
!203 = !DILocation(line: 29, column: 9, scope: !147, inlinedAt: !152)
!204 = !DILocation(line: 31, column: 1, scope: !136, inlinedAt: !152)
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 0, scope: !23)
!207 = !DILocation(line: 39, column: 5, scope: !23)
!208 = !DILocation(line: 34, column: 41, scope: !209)
!209 = distinct !DILexicalBlock(scope: !13, file: !3, line: 34, column: 5)
!210 = !{!211, !211, i64 0}
!211 = !{!"any pointer", !132, i64 0}
!212 = !DILocalVariable(name: "id", arg: 2, scope: !213, file: !3, line: 14, type: !5)
!213 = distinct !DISubprogram(name: "insert", scope: !3, file: !3, line: 14, type: !214, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !216)
!214 = !DISubroutineType(types: !215)
!215 = !{null, !116, !5}
!216 = !{!217, !212, !218, !219}
!217 = !DILocalVariable(name: "s", arg: 1, scope: !213, file: !3, line: 14, type: !116)
!218 = !DILocalVariable(name: "u", scope: !213, file: !3, line: 15, type: !5)
!219 = !DILocalVariable(name: "c", scope: !220, file: !3, line: 16, type: !5)
!220 = distinct !DILexicalBlock(scope: !221, file: !3, line: 16, column: 21)
!221 = distinct !DILexicalBlock(scope: !222, file: !3, line: 16, column: 5)
!222 = distinct !DILexicalBlock(scope: !213, file: !3, line: 16, column: 5)
!223 = !DILocation(line: 0, scope: !213, inlinedAt: !224)
!224 = distinct !DILocation(line: 34, column: 34, scope: !209)
!225 = !DILocation(line: 16, column: 12, scope: !221, inlinedAt: !224)
!226 = !{!132, !132, i64 0}
!227 = !DILocation(line: 16, column: 5, scope: !222, inlinedAt: !224)
!228 = !DILocation(line: 16, column: 31, scope: !220, inlinedAt: !224)
!229 = !DILocation(line: 16, column: 34, scope: !220, inlinedAt: !224)
!230 = !DILocation(line: 0, scope: !220, inlinedAt: !224)
!231 = !DILocation(line: 16, column: 46, scope: !232, inlinedAt: !224)
!232 = distinct !DILexicalBlock(scope: !220, file: !3, line: 16, column: 45)
!233 = !DILocation(line: 16, column: 45, scope: !220, inlinedAt: !224)
!234 = !DILocation(line: 16, column: 74, scope: !232, inlinedAt: !224)
!235 = !DILocation(line: 16, column: 67, scope: !232, inlinedAt: !224)
!236 = !DILocation(line: 16, column: 57, scope: !232, inlinedAt: !224)
!237 = !DILocation(line: 16, column: 82, scope: !220, inlinedAt: !224)
!238 = !DILocation(line: 16, column: 17, scope: !221, inlinedAt: !224)
!239 = distinct !{!239, !227, !240, !173}
!240 = !DILocation(line: 16, column: 93, scope: !222, inlinedAt: !224)
!241 = !DILocation(line: 17, column: 5, scope: !213, inlinedAt: !224)
!242 = !DILocation(line: 17, column: 13, scope: !213, inlinedAt: !224)
!243 = !DILocation(line: 17, column: 18, scope: !213, inlinedAt: !224)
!244 = !DILocation(line: 17, column: 25, scope: !213, inlinedAt: !224)
!245 = !DILocation(line: 34, column: 30, scope: !209)
!246 = !DILocation(line: 34, column: 23, scope: !209)
!247 = distinct !{!247, !134, !248, !173}
!248 = !DILocation(line: 34, column: 51, scope: !13)
!249 = !DILocation(line: 40, column: 17, scope: !9)
!250 = !DILocation(line: 41, column: 5, scope: !9)
!251 = !DILocation(line: 41, column: 10, scope: !9)
!252 = distinct !DIAssignID()
!253 = !DILocation(line: 0, scope: !31)
!254 = !DILocation(line: 43, column: 21, scope: !35)
!255 = !DILocation(line: 43, column: 5, scope: !31)
!256 = !DILocation(line: 48, column: 5, scope: !38)
!257 = !DILocation(line: 39, column: 45, scope: !258)
!258 = distinct !DILexicalBlock(scope: !259, file: !3, line: 39, column: 37)
!259 = distinct !DILexicalBlock(scope: !23, file: !3, line: 39, column: 5)
!260 = !DILocation(line: 39, column: 59, scope: !258)
!261 = !DILocation(line: 39, column: 88, scope: !258)
!262 = !DILocation(line: 39, column: 95, scope: !258)
!263 = !DILocation(line: 39, column: 79, scope: !258)
!264 = !DILocation(line: 39, column: 69, scope: !258)
!265 = !DILocation(line: 39, column: 77, scope: !258)
!266 = !DILocation(line: 39, column: 33, scope: !259)
!267 = !DILocation(line: 39, column: 23, scope: !259)
!268 = distinct !{!268, !207, !269, !173}
!269 = !DILocation(line: 39, column: 101, scope: !23)
!270 = !DILocation(line: 44, column: 13, scope: !34)
!271 = !DILocation(line: 44, column: 20, scope: !34)
!272 = !DILocation(line: 44, column: 28, scope: !34)
!273 = !DILocation(line: 45, column: 22, scope: !33)
!274 = !DILocation(line: 45, column: 36, scope: !33)
!275 = !DILocation(line: 0, scope: !33)
!276 = !DILocation(line: 45, column: 9, scope: !33)
!277 = !DILocation(line: 43, column: 31, scope: !35)
!278 = distinct !{!278, !255, !279, !173}
!279 = !DILocation(line: 46, column: 5, scope: !31)
!280 = !DILocation(line: 45, column: 74, scope: !281)
!281 = distinct !DILexicalBlock(scope: !33, file: !3, line: 45, column: 9)
!282 = !DILocation(line: 45, column: 67, scope: !281)
!283 = !DILocation(line: 45, column: 81, scope: !281)
!284 = !{!285, !285, i64 0}
!285 = !{!"long", !132, i64 0}
!286 = !DILocation(line: 45, column: 55, scope: !281)
!287 = distinct !{!287, !276, !288, !173}
!288 = !DILocation(line: 45, column: 81, scope: !33)
!289 = !DILocation(line: 54, column: 33, scope: !9)
!290 = !DILocation(line: 54, column: 5, scope: !9)
!291 = !DILocation(line: 55, column: 12, scope: !9)
!292 = !DILocation(line: 56, column: 1, scope: !9)
!293 = !DILocation(line: 0, scope: !38)
!294 = !DILocation(line: 0, scope: !40)
!295 = !DILocation(line: 49, column: 45, scope: !40)
!296 = !DILocation(line: 49, column: 38, scope: !40)
!297 = !DILocation(line: 0, scope: !47)
!298 = !DILocation(line: 50, column: 25, scope: !299)
!299 = distinct !DILexicalBlock(scope: !47, file: !3, line: 50, column: 9)
!300 = !DILocation(line: 50, column: 9, scope: !47)
!301 = !DILocation(line: 51, column: 22, scope: !302)
!302 = distinct !DILexicalBlock(scope: !40, file: !3, line: 51, column: 13)
!303 = !DILocation(line: 51, column: 19, scope: !302)
!304 = !DILocation(line: 51, column: 13, scope: !40)
!305 = !DILocation(line: 52, column: 9, scope: !40)
!306 = !DILocation(line: 48, column: 30, scope: !41)
!307 = !DILocation(line: 48, column: 23, scope: !41)
!308 = distinct !{!308, !256, !309, !173}
!309 = !DILocation(line: 53, column: 5, scope: !38)
!310 = !DILocation(line: 50, column: 61, scope: !299)
!311 = !DILocation(line: 50, column: 48, scope: !299)
!312 = !DILocation(line: 50, column: 80, scope: !299)
!313 = !DILocation(line: 50, column: 45, scope: !299)
!314 = !DILocation(line: 50, column: 35, scope: !299)
!315 = distinct !{!315, !300, !316, !173}
!316 = !DILocation(line: 50, column: 83, scope: !47)
!317 = !DISubprogram(name: "strlen", scope: !318, file: !318, line: 407, type: !319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!318 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!319 = !DISubroutineType(types: !320)
!320 = !{!45, !116}
!321 = !DISubprogram(name: "strncmp", scope: !318, file: !318, line: 159, type: !322, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!322 = !DISubroutineType(types: !323)
!323 = !{!5, !116, !116, !43}
!324 = !DISubprogram(name: "printf", scope: !325, file: !325, line: 356, type: !326, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!325 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!326 = !DISubroutineType(types: !327)
!327 = !{!5, !328, null}
!328 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !116)
