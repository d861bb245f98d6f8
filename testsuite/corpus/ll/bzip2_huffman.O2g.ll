; ModuleID = 'src/bzip2/huffman.c'
source_filename = "src/bzip2/huffman.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @BZ2_hbMakeCodeLengths(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !14 {
  %5 = alloca [260 x i32], align 16, !DIAssignID !63
    #dbg_assign(i1 undef, !35, !DIExpression(), !63, ptr %5, !DIExpression(), !64)
  %6 = alloca [516 x i32], align 16, !DIAssignID !65
    #dbg_assign(i1 undef, !39, !DIExpression(), !65, ptr %6, !DIExpression(), !64)
  %7 = alloca [516 x i32], align 16, !DIAssignID !66
    #dbg_assign(i1 undef, !43, !DIExpression(), !66, ptr %7, !DIExpression(), !64)
    #dbg_value(ptr %0, !23, !DIExpression(), !64)
    #dbg_value(ptr %1, !24, !DIExpression(), !64)
    #dbg_value(i32 %2, !25, !DIExpression(), !64)
    #dbg_value(i32 %3, !26, !DIExpression(), !64)
  call void @llvm.lifetime.start.p0(i64 1040, ptr nonnull %5) #6, !dbg !67
  call void @llvm.lifetime.start.p0(i64 2064, ptr nonnull %6) #6, !dbg !68
  call void @llvm.lifetime.start.p0(i64 2064, ptr nonnull %7) #6, !dbg !69
    #dbg_value(i32 0, !31, !DIExpression(), !64)
  %8 = icmp sgt i32 %2, 0, !dbg !70
  %9 = zext i32 %2 to i64, !dbg !64
  br i1 %8, label %10, label %33, !dbg !73

10:                                               ; preds = %4
  %11 = icmp ult i32 %2, 8, !dbg !73
  br i1 %11, label %12, label %14, !dbg !73

12:                                               ; preds = %31, %10
  %13 = phi i64 [ 0, %10 ], [ %15, %31 ]
  br label %57, !dbg !73

14:                                               ; preds = %10
  %15 = and i64 %9, 2147483640, !dbg !73
  br label %16, !dbg !73

16:                                               ; preds = %16, %14
  %17 = phi i64 [ 0, %14 ], [ %29, %16 ], !dbg !74
  %18 = getelementptr inbounds i32, ptr %1, i64 %17, !dbg !75
  %19 = getelementptr inbounds i8, ptr %18, i64 16, !dbg !75
  %20 = load <4 x i32>, ptr %18, align 4, !dbg !75, !tbaa !76
  %21 = load <4 x i32>, ptr %19, align 4, !dbg !75, !tbaa !76
  %22 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %20, <4 x i32> <i32 1, i32 1, i32 1, i32 1>), !dbg !75
  %23 = tail call <4 x i32> @llvm.umax.v4i32(<4 x i32> %21, <4 x i32> <i32 1, i32 1, i32 1, i32 1>), !dbg !75
  %24 = shl <4 x i32> %22, <i32 8, i32 8, i32 8, i32 8>, !dbg !80
  %25 = shl <4 x i32> %23, <i32 8, i32 8, i32 8, i32 8>, !dbg !80
  %26 = or disjoint i64 %17, 1, !dbg !74
  %27 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %26, !dbg !81
  %28 = getelementptr inbounds i8, ptr %27, i64 16, !dbg !82
  store <4 x i32> %24, ptr %27, align 4, !dbg !82, !tbaa !76
  store <4 x i32> %25, ptr %28, align 4, !dbg !82, !tbaa !76
  %29 = add nuw i64 %17, 8, !dbg !74
  %30 = icmp eq i64 %29, %15, !dbg !74
  br i1 %30, label %31, label %16, !dbg !74, !llvm.loop !83

31:                                               ; preds = %16
  %32 = icmp eq i64 %15, %9, !dbg !73
  br i1 %32, label %33, label %12, !dbg !73

33:                                               ; preds = %57, %31, %4
  %34 = icmp slt i32 %2, 1
  %35 = getelementptr inbounds i8, ptr %5, i64 4
  %36 = getelementptr i8, ptr %0, i64 -1
  %37 = getelementptr inbounds i8, ptr %7, i64 4, !dbg !88
  %38 = shl nuw nsw i64 %9, 2, !dbg !88
  %39 = sext i32 %2 to i64, !dbg !88
  %40 = add i32 %2, 1, !dbg !88
  %41 = icmp ult i32 %2, 260
  %42 = icmp sgt i32 %2, 1
  %43 = zext nneg i32 %2 to i64
  %44 = zext i32 %40 to i64
    #dbg_value(i32 %2, !27, !DIExpression(), !64)
    #dbg_value(i32 0, !28, !DIExpression(), !64)
  store i32 0, ptr %5, align 16, !dbg !89, !tbaa !76, !DIAssignID !90
  store i32 0, ptr %6, align 16, !dbg !91, !tbaa !76, !DIAssignID !92
  store i32 -2, ptr %7, align 16, !dbg !93, !tbaa !76, !DIAssignID !94
  br i1 %34, label %353, label %45, !dbg !95

45:                                               ; preds = %33
  %46 = zext i32 %40 to i64
  %47 = add nsw i64 %46, -1, !dbg !95
  %48 = add nsw i64 %46, -1, !dbg !95
  %49 = and i64 %48, 1
  %50 = icmp eq i32 %40, 2
  %51 = and i64 %48, -2
  %52 = icmp eq i64 %49, 0
  %53 = icmp ult i32 %40, 9
  %54 = and i64 %47, -8
  %55 = or disjoint i64 %54, 1
  %56 = icmp eq i64 %47, %54
  br label %67, !dbg !95

57:                                               ; preds = %12, %57
  %58 = phi i64 [ %63, %57 ], [ %13, %12 ]
    #dbg_value(i64 %58, !31, !DIExpression(), !64)
  %59 = getelementptr inbounds i32, ptr %1, i64 %58, !dbg !75
  %60 = load i32, ptr %59, align 4, !dbg !75, !tbaa !76
  %61 = tail call i32 @llvm.umax.i32(i32 %60, i32 1), !dbg !75
  %62 = shl i32 %61, 8, !dbg !80
  %63 = add nuw nsw i64 %58, 1, !dbg !74
  %64 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %63, !dbg !81
  store i32 %62, ptr %64, align 4, !dbg !82, !tbaa !76
    #dbg_value(i64 %63, !31, !DIExpression(), !64)
  %65 = icmp eq i64 %63, %9, !dbg !70
  br i1 %65, label %33, label %57, !dbg !73, !llvm.loop !96

66:                                               ; preds = %342, %339
    #dbg_value(i32 %2, !27, !DIExpression(), !64)
    #dbg_value(i32 0, !28, !DIExpression(), !64)
  store i32 0, ptr %5, align 16, !dbg !89, !tbaa !76, !DIAssignID !90
    #dbg_assign(i32 0, !35, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !90, ptr %5, !DIExpression(), !64)
  store i32 0, ptr %6, align 16, !dbg !91, !tbaa !76, !DIAssignID !92
    #dbg_assign(i32 0, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !92, ptr %6, !DIExpression(), !64)
  store i32 -2, ptr %7, align 16, !dbg !93, !tbaa !76, !DIAssignID !94
    #dbg_assign(i32 -2, !43, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !94, ptr %7, !DIExpression(), !64)
    #dbg_value(i32 1, !31, !DIExpression(), !64)
  br i1 %34, label %353, label %67, !dbg !95, !llvm.loop !97

67:                                               ; preds = %45, %66
  call void @llvm.memset.p0.i64(ptr nonnull align 4 %37, i8 -1, i64 %38, i1 false), !dbg !99, !tbaa !76
  br label %68, !dbg !95

68:                                               ; preds = %67, %99
  %69 = phi i64 [ 1, %67 ], [ %103, %99 ]
  %70 = phi i64 [ 0, %67 ], [ %71, %99 ]
    #dbg_value(i64 %70, !28, !DIExpression(), !64)
    #dbg_value(i64 %69, !31, !DIExpression(), !64)
  %71 = add nuw nsw i64 %70, 1, !dbg !100
    #dbg_value(i64 %71, !28, !DIExpression(), !64)
  %72 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %71, !dbg !101
  %73 = trunc nuw nsw i64 %69 to i32, !dbg !102
  store i32 %73, ptr %72, align 4, !dbg !102, !tbaa !76
    #dbg_value(i64 %71, !44, !DIExpression(), !103)
    #dbg_value(i64 %69, !50, !DIExpression(), !103)
  %74 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %69
  %75 = load i32, ptr %74, align 4, !tbaa !76
  %76 = trunc nuw nsw i64 %71 to i32, !dbg !104
  %77 = lshr i32 %76, 1, !dbg !104
  %78 = zext nneg i32 %77 to i64, !dbg !104
  %79 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %78, !dbg !104
  %80 = load i32, ptr %79, align 4, !dbg !104, !tbaa !76
  %81 = sext i32 %80 to i64, !dbg !104
  %82 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %81, !dbg !104
  %83 = load i32, ptr %82, align 4, !dbg !104, !tbaa !76
  %84 = icmp slt i32 %75, %83, !dbg !104
  br i1 %84, label %85, label %99, !dbg !104

85:                                               ; preds = %68, %85
  %86 = phi i32 [ %94, %85 ], [ %80, %68 ]
  %87 = phi i32 [ %91, %85 ], [ %77, %68 ]
  %88 = phi i32 [ %87, %85 ], [ %76, %68 ]
    #dbg_value(i32 %88, !44, !DIExpression(), !103)
  %89 = zext nneg i32 %88 to i64, !dbg !105
  %90 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %89, !dbg !105
  store i32 %86, ptr %90, align 4, !dbg !105, !tbaa !76
    #dbg_value(i32 %87, !44, !DIExpression(), !103)
  %91 = lshr i32 %87, 1, !dbg !104
  %92 = zext nneg i32 %91 to i64, !dbg !104
  %93 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %92, !dbg !104
  %94 = load i32, ptr %93, align 4, !dbg !104, !tbaa !76
  %95 = sext i32 %94 to i64, !dbg !104
  %96 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %95, !dbg !104
  %97 = load i32, ptr %96, align 4, !dbg !104, !tbaa !76
  %98 = icmp slt i32 %75, %97, !dbg !104
  br i1 %98, label %85, label %99, !dbg !104, !llvm.loop !107

99:                                               ; preds = %85, %68
  %100 = phi i32 [ %76, %68 ], [ %87, %85 ], !dbg !104
  %101 = zext nneg i32 %100 to i64, !dbg !104
  %102 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %101, !dbg !104
  store i32 %73, ptr %102, align 4, !dbg !104, !tbaa !76
  %103 = add nuw nsw i64 %69, 1, !dbg !108
    #dbg_value(i64 %71, !28, !DIExpression(), !64)
    #dbg_value(i64 %103, !31, !DIExpression(), !64)
  %104 = icmp eq i64 %71, %9, !dbg !109
  br i1 %104, label %105, label %68, !dbg !95, !llvm.loop !110

105:                                              ; preds = %99
  br i1 %41, label %107, label %106, !dbg !112

106:                                              ; preds = %105
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 2001) #6, !dbg !114
  br label %107, !dbg !114

107:                                              ; preds = %106, %105
    #dbg_value(i32 %2, !27, !DIExpression(), !64)
    #dbg_value(i32 %2, !28, !DIExpression(), !64)
  br i1 %42, label %108, label %256, !dbg !116

108:                                              ; preds = %107, %252
  %109 = phi i64 [ %114, %252 ], [ %43, %107 ]
  %110 = phi i64 [ %209, %252 ], [ %39, %107 ]
    #dbg_value(i64 %110, !27, !DIExpression(), !64)
    #dbg_value(i64 %109, !28, !DIExpression(), !64)
  %111 = load i32, ptr %35, align 4, !dbg !117, !tbaa !76
    #dbg_value(i32 %111, !29, !DIExpression(), !64)
  %112 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %109, !dbg !118
  %113 = load i32, ptr %112, align 4, !dbg !118, !tbaa !76
  store i32 %113, ptr %35, align 4, !dbg !119, !tbaa !76, !DIAssignID !120
    #dbg_assign(i32 %113, !35, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !120, ptr %35, !DIExpression(), !64)
  %114 = add nsw i64 %109, -1, !dbg !121
    #dbg_value(i64 %114, !28, !DIExpression(), !64)
    #dbg_value(i32 1, !51, !DIExpression(), !122)
    #dbg_value(i32 %113, !55, !DIExpression(), !122)
  %115 = icmp ugt i64 %109, 2, !dbg !123
  br i1 %115, label %116, label %156, !dbg !126

116:                                              ; preds = %108
  %117 = sext i32 %113 to i64
  %118 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %117
  %119 = load i32, ptr %118, align 4, !tbaa !76
  br label %120, !dbg !126

120:                                              ; preds = %116, %150
  %121 = phi i32 [ 2, %116 ], [ %153, %150 ]
  %122 = phi i32 [ 1, %116 ], [ %143, %150 ]
    #dbg_value(i32 %122, !51, !DIExpression(), !122)
  %123 = sext i32 %121 to i64, !dbg !127
  %124 = icmp sgt i64 %114, %123, !dbg !127
  br i1 %124, label %125, label %141, !dbg !127

125:                                              ; preds = %120
  %126 = or disjoint i32 %121, 1, !dbg !127
  %127 = sext i32 %126 to i64, !dbg !127
  %128 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %127, !dbg !127
  %129 = load i32, ptr %128, align 4, !dbg !127, !tbaa !76
  %130 = sext i32 %129 to i64, !dbg !127
  %131 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %130, !dbg !127
  %132 = load i32, ptr %131, align 4, !dbg !127, !tbaa !76
  %133 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %123, !dbg !127
  %134 = load i32, ptr %133, align 8, !dbg !127, !tbaa !76
  %135 = sext i32 %134 to i64, !dbg !127
  %136 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %135, !dbg !127
  %137 = load i32, ptr %136, align 4, !dbg !127, !tbaa !76
  %138 = icmp slt i32 %132, %137, !dbg !127
  %139 = select i1 %138, i32 %126, i32 %121, !dbg !126
  %140 = sext i32 %139 to i64, !dbg !129
  br label %141, !dbg !126

141:                                              ; preds = %125, %120
  %142 = phi i64 [ %140, %125 ], [ %123, %120 ], !dbg !129
  %143 = phi i32 [ %139, %125 ], [ %121, %120 ], !dbg !126
    #dbg_value(i32 %143, !54, !DIExpression(), !122)
  %144 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %142, !dbg !129
  %145 = load i32, ptr %144, align 4, !dbg !129, !tbaa !76
  %146 = sext i32 %145 to i64, !dbg !129
  %147 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %146, !dbg !129
  %148 = load i32, ptr %147, align 4, !dbg !129, !tbaa !76
  %149 = icmp slt i32 %119, %148, !dbg !129
  br i1 %149, label %156, label %150, !dbg !126

150:                                              ; preds = %141
  %151 = sext i32 %122 to i64, !dbg !126
  %152 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %151, !dbg !126
  store i32 %145, ptr %152, align 4, !dbg !126, !tbaa !76
    #dbg_value(i32 %143, !51, !DIExpression(), !122)
  %153 = shl i32 %143, 1, !dbg !126
    #dbg_value(i32 %153, !54, !DIExpression(), !122)
  %154 = sext i32 %153 to i64, !dbg !123
  %155 = icmp sgt i64 %109, %154, !dbg !123
  br i1 %155, label %120, label %156, !dbg !126, !llvm.loop !131

156:                                              ; preds = %150, %141, %108
  %157 = phi i32 [ 1, %108 ], [ %122, %141 ], [ %143, %150 ], !dbg !132
  %158 = sext i32 %157 to i64, !dbg !132
  %159 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %158, !dbg !132
  store i32 %113, ptr %159, align 4, !dbg !132, !tbaa !76
  %160 = load i32, ptr %35, align 4, !dbg !133, !tbaa !76
    #dbg_value(i32 %160, !30, !DIExpression(), !64)
  %161 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %114, !dbg !134
  %162 = load i32, ptr %161, align 4, !dbg !134, !tbaa !76
  store i32 %162, ptr %35, align 4, !dbg !135, !tbaa !76, !DIAssignID !136
    #dbg_assign(i32 %162, !35, !DIExpression(DW_OP_LLVM_fragment, 32, 32), !136, ptr %35, !DIExpression(), !64)
  %163 = add nsw i64 %109, -2, !dbg !137
    #dbg_value(i64 %163, !28, !DIExpression(), !64)
    #dbg_value(i32 1, !56, !DIExpression(), !138)
    #dbg_value(i32 %162, !59, !DIExpression(), !138)
  %164 = icmp slt i64 %109, 4, !dbg !139
  br i1 %164, label %205, label %165, !dbg !142

165:                                              ; preds = %156
  %166 = sext i32 %162 to i64
  %167 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %166
  %168 = load i32, ptr %167, align 4, !tbaa !76
  br label %169, !dbg !142

169:                                              ; preds = %165, %199
  %170 = phi i32 [ 2, %165 ], [ %202, %199 ]
  %171 = phi i32 [ 1, %165 ], [ %192, %199 ]
    #dbg_value(i32 %171, !56, !DIExpression(), !138)
  %172 = sext i32 %170 to i64, !dbg !143
  %173 = icmp sgt i64 %163, %172, !dbg !143
  br i1 %173, label %174, label %190, !dbg !143

174:                                              ; preds = %169
  %175 = or disjoint i32 %170, 1, !dbg !143
  %176 = sext i32 %175 to i64, !dbg !143
  %177 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %176, !dbg !143
  %178 = load i32, ptr %177, align 4, !dbg !143, !tbaa !76
  %179 = sext i32 %178 to i64, !dbg !143
  %180 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %179, !dbg !143
  %181 = load i32, ptr %180, align 4, !dbg !143, !tbaa !76
  %182 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %172, !dbg !143
  %183 = load i32, ptr %182, align 8, !dbg !143, !tbaa !76
  %184 = sext i32 %183 to i64, !dbg !143
  %185 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %184, !dbg !143
  %186 = load i32, ptr %185, align 4, !dbg !143, !tbaa !76
  %187 = icmp slt i32 %181, %186, !dbg !143
  %188 = select i1 %187, i32 %175, i32 %170, !dbg !142
  %189 = sext i32 %188 to i64, !dbg !145
  br label %190, !dbg !142

190:                                              ; preds = %174, %169
  %191 = phi i64 [ %189, %174 ], [ %172, %169 ], !dbg !145
  %192 = phi i32 [ %188, %174 ], [ %170, %169 ], !dbg !142
    #dbg_value(i32 %192, !58, !DIExpression(), !138)
  %193 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %191, !dbg !145
  %194 = load i32, ptr %193, align 4, !dbg !145, !tbaa !76
  %195 = sext i32 %194 to i64, !dbg !145
  %196 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %195, !dbg !145
  %197 = load i32, ptr %196, align 4, !dbg !145, !tbaa !76
  %198 = icmp slt i32 %168, %197, !dbg !145
  br i1 %198, label %205, label %199, !dbg !142

199:                                              ; preds = %190
  %200 = sext i32 %171 to i64, !dbg !142
  %201 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %200, !dbg !142
  store i32 %194, ptr %201, align 4, !dbg !142, !tbaa !76
    #dbg_value(i32 %192, !56, !DIExpression(), !138)
  %202 = shl i32 %192, 1, !dbg !142
    #dbg_value(i32 %202, !58, !DIExpression(), !138)
  %203 = sext i32 %202 to i64, !dbg !139
  %204 = icmp slt i64 %163, %203, !dbg !139
  br i1 %204, label %205, label %169, !dbg !142, !llvm.loop !147

205:                                              ; preds = %199, %190, %156
  %206 = phi i32 [ 1, %156 ], [ %171, %190 ], [ %192, %199 ], !dbg !148
  %207 = sext i32 %206 to i64, !dbg !148
  %208 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %207, !dbg !148
  store i32 %162, ptr %208, align 4, !dbg !148, !tbaa !76
  %209 = add nuw nsw i64 %110, 1, !dbg !149
    #dbg_value(i64 %209, !27, !DIExpression(), !64)
  %210 = sext i32 %160 to i64, !dbg !150
  %211 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %210, !dbg !150
  %212 = trunc nsw i64 %209 to i32, !dbg !151
  store i32 %212, ptr %211, align 4, !dbg !151, !tbaa !76
  %213 = sext i32 %111 to i64, !dbg !152
  %214 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %213, !dbg !152
  store i32 %212, ptr %214, align 4, !dbg !153, !tbaa !76
  %215 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %213, !dbg !154
  %216 = load i32, ptr %215, align 4, !dbg !154, !tbaa !76
  %217 = and i32 %216, -256, !dbg !154
  %218 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %210, !dbg !154
  %219 = load i32, ptr %218, align 4, !dbg !154, !tbaa !76
  %220 = and i32 %219, -256, !dbg !154
  %221 = add i32 %220, %217, !dbg !154
  %222 = and i32 %216, 255, !dbg !154
  %223 = and i32 %219, 255, !dbg !154
  %224 = tail call i32 @llvm.umax.i32(i32 %222, i32 %223), !dbg !154
  %225 = add nuw nsw i32 %224, 1, !dbg !154
  %226 = or i32 %225, %221, !dbg !154
  %227 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %209, !dbg !155
  store i32 %226, ptr %227, align 4, !dbg !156, !tbaa !76
  %228 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %209, !dbg !157
  store i32 -1, ptr %228, align 4, !dbg !158, !tbaa !76
    #dbg_value(i64 %114, !28, !DIExpression(), !64)
  store i32 %212, ptr %161, align 4, !dbg !159, !tbaa !76
    #dbg_value(i64 %114, !60, !DIExpression(), !160)
    #dbg_value(i64 %209, !62, !DIExpression(), !160)
  %229 = trunc nuw nsw i64 %114 to i32, !dbg !161
  %230 = lshr i32 %229, 1, !dbg !161
  %231 = zext nneg i32 %230 to i64, !dbg !161
  %232 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %231, !dbg !161
  %233 = load i32, ptr %232, align 4, !dbg !161, !tbaa !76
  %234 = sext i32 %233 to i64, !dbg !161
  %235 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %234, !dbg !161
  %236 = load i32, ptr %235, align 4, !dbg !161, !tbaa !76
  %237 = icmp slt i32 %226, %236, !dbg !161
  br i1 %237, label %238, label %252, !dbg !161

238:                                              ; preds = %205, %238
  %239 = phi i32 [ %247, %238 ], [ %233, %205 ]
  %240 = phi i32 [ %244, %238 ], [ %230, %205 ]
  %241 = phi i32 [ %240, %238 ], [ %229, %205 ]
    #dbg_value(i32 %241, !60, !DIExpression(), !160)
  %242 = zext nneg i32 %241 to i64, !dbg !162
  %243 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %242, !dbg !162
  store i32 %239, ptr %243, align 4, !dbg !162, !tbaa !76
    #dbg_value(i32 %240, !60, !DIExpression(), !160)
  %244 = lshr i32 %240, 1, !dbg !161
  %245 = zext nneg i32 %244 to i64, !dbg !161
  %246 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %245, !dbg !161
  %247 = load i32, ptr %246, align 4, !dbg !161, !tbaa !76
  %248 = sext i32 %247 to i64, !dbg !161
  %249 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %248, !dbg !161
  %250 = load i32, ptr %249, align 4, !dbg !161, !tbaa !76
  %251 = icmp slt i32 %226, %250, !dbg !161
  br i1 %251, label %238, label %252, !dbg !161, !llvm.loop !164

252:                                              ; preds = %238, %205
  %253 = phi i32 [ %229, %205 ], [ %240, %238 ], !dbg !161
  %254 = zext nneg i32 %253 to i64, !dbg !161
  %255 = getelementptr inbounds [260 x i32], ptr %5, i64 0, i64 %254, !dbg !161
  store i32 %212, ptr %255, align 4, !dbg !161, !tbaa !76
    #dbg_value(i64 %209, !27, !DIExpression(), !64)
    #dbg_value(i64 %114, !28, !DIExpression(), !64)
  br i1 %115, label %108, label %256, !dbg !116, !llvm.loop !165

256:                                              ; preds = %252, %107
  %257 = phi i32 [ %2, %107 ], [ %212, %252 ], !dbg !167
  %258 = icmp slt i32 %257, 516, !dbg !168
  br i1 %258, label %260, label %259, !dbg !171

259:                                              ; preds = %256
  tail call void @BZ2_bz__AssertH__fail(i32 noundef 2002) #6, !dbg !168
  br label %260, !dbg !168

260:                                              ; preds = %259, %256
    #dbg_value(i32 1, !31, !DIExpression(), !64)
    #dbg_value(i8 0, !34, !DIExpression(), !64)
  br i1 %34, label %353, label %261, !dbg !172

261:                                              ; preds = %260
  br i1 %50, label %298, label %262, !dbg !172

262:                                              ; preds = %261, %289
  %263 = phi i64 [ %295, %289 ], [ 1, %261 ]
  %264 = phi i8 [ %294, %289 ], [ 0, %261 ]
  %265 = phi i64 [ %296, %289 ], [ 0, %261 ]
    #dbg_value(i64 %263, !31, !DIExpression(), !64)
    #dbg_value(i8 %264, !34, !DIExpression(), !64)
  %266 = trunc nuw nsw i64 %263 to i32, !dbg !174
  br label %267, !dbg !174

267:                                              ; preds = %267, %262
  %268 = phi i32 [ %272, %267 ], [ %266, %262 ], !dbg !177
  %269 = phi i32 [ %274, %267 ], [ 0, %262 ], !dbg !177
    #dbg_value(i32 %269, !32, !DIExpression(), !64)
    #dbg_value(i32 %268, !33, !DIExpression(), !64)
  %270 = zext nneg i32 %268 to i64, !dbg !178
  %271 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %270, !dbg !178
  %272 = load i32, ptr %271, align 4, !dbg !178, !tbaa !76
  %273 = icmp sgt i32 %272, -1, !dbg !179
    #dbg_value(i32 %272, !33, !DIExpression(), !64)
  %274 = add nuw nsw i32 %269, 1, !dbg !180
    #dbg_value(i32 %274, !32, !DIExpression(), !64)
  br i1 %273, label %267, label %275, !dbg !174, !llvm.loop !182

275:                                              ; preds = %267
  %276 = trunc i32 %269 to i8, !dbg !184
  %277 = getelementptr i8, ptr %36, i64 %263, !dbg !185
  store i8 %276, ptr %277, align 1, !dbg !186, !tbaa !187
  %278 = icmp sgt i32 %269, %3, !dbg !188
    #dbg_value(i8 poison, !34, !DIExpression(), !64)
    #dbg_value(i64 %263, !31, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !64)
  %279 = trunc i64 %263 to i32, !dbg !174
  %280 = add i32 %279, 1, !dbg !174
  br label %281, !dbg !174

281:                                              ; preds = %281, %275
  %282 = phi i32 [ %286, %281 ], [ %280, %275 ], !dbg !177
  %283 = phi i32 [ %288, %281 ], [ 0, %275 ], !dbg !177
    #dbg_value(i32 %283, !32, !DIExpression(), !64)
    #dbg_value(i32 %282, !33, !DIExpression(), !64)
  %284 = zext nneg i32 %282 to i64, !dbg !178
  %285 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %284, !dbg !178
  %286 = load i32, ptr %285, align 4, !dbg !178, !tbaa !76
  %287 = icmp sgt i32 %286, -1, !dbg !179
    #dbg_value(i32 %286, !33, !DIExpression(), !64)
  %288 = add nuw nsw i32 %283, 1, !dbg !180
    #dbg_value(i32 %288, !32, !DIExpression(), !64)
  br i1 %287, label %281, label %289, !dbg !174, !llvm.loop !182

289:                                              ; preds = %281
  %290 = trunc i32 %283 to i8, !dbg !184
  %291 = getelementptr i8, ptr %0, i64 %263, !dbg !185
  store i8 %290, ptr %291, align 1, !dbg !186, !tbaa !187
  %292 = icmp sgt i32 %283, %3, !dbg !188
  %293 = select i1 %292, i1 true, i1 %278, !dbg !190
  %294 = select i1 %293, i8 1, i8 %264, !dbg !190
    #dbg_value(i8 %294, !34, !DIExpression(), !64)
  %295 = add nuw nsw i64 %263, 2, !dbg !191
    #dbg_value(i64 %295, !31, !DIExpression(), !64)
  %296 = add i64 %265, 2, !dbg !172
  %297 = icmp eq i64 %296, %51, !dbg !172
  br i1 %297, label %298, label %262, !dbg !172, !llvm.loop !192

298:                                              ; preds = %289, %261
  %299 = phi i8 [ poison, %261 ], [ %294, %289 ]
  %300 = phi i64 [ 1, %261 ], [ %295, %289 ]
  %301 = phi i8 [ 0, %261 ], [ %294, %289 ]
  br i1 %52, label %317, label %302, !dbg !174

302:                                              ; preds = %298
    #dbg_value(i64 %300, !31, !DIExpression(), !64)
    #dbg_value(i8 %301, !34, !DIExpression(), !64)
  %303 = trunc nuw nsw i64 %300 to i32, !dbg !174
  br label %304, !dbg !174

304:                                              ; preds = %304, %302
  %305 = phi i32 [ %309, %304 ], [ %303, %302 ], !dbg !177
  %306 = phi i32 [ %311, %304 ], [ 0, %302 ], !dbg !177
    #dbg_value(i32 %306, !32, !DIExpression(), !64)
    #dbg_value(i32 %305, !33, !DIExpression(), !64)
  %307 = zext nneg i32 %305 to i64, !dbg !178
  %308 = getelementptr inbounds [516 x i32], ptr %7, i64 0, i64 %307, !dbg !178
  %309 = load i32, ptr %308, align 4, !dbg !178, !tbaa !76
  %310 = icmp sgt i32 %309, -1, !dbg !179
    #dbg_value(i32 %309, !33, !DIExpression(), !64)
  %311 = add nuw nsw i32 %306, 1, !dbg !180
    #dbg_value(i32 %311, !32, !DIExpression(), !64)
  br i1 %310, label %304, label %312, !dbg !174, !llvm.loop !182

312:                                              ; preds = %304
  %313 = trunc i32 %306 to i8, !dbg !184
  %314 = getelementptr i8, ptr %36, i64 %300, !dbg !185
  store i8 %313, ptr %314, align 1, !dbg !186, !tbaa !187
  %315 = icmp sgt i32 %306, %3, !dbg !188
  %316 = select i1 %315, i8 1, i8 %301, !dbg !190
    #dbg_value(i8 %316, !34, !DIExpression(), !64)
    #dbg_value(i64 %300, !31, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !64)
  br label %317, !dbg !194

317:                                              ; preds = %298, %312
  %318 = phi i8 [ %299, %298 ], [ %316, %312 ], !dbg !190
  %319 = icmp eq i8 %318, 0, !dbg !194
  br i1 %319, label %353, label %320, !dbg !196

320:                                              ; preds = %317
    #dbg_value(i32 1, !31, !DIExpression(), !64)
  br i1 %34, label %352, label %321, !dbg !197

321:                                              ; preds = %320
  br i1 %53, label %340, label %322, !dbg !197

322:                                              ; preds = %321, %322
  %323 = phi i64 [ %337, %322 ], [ 0, %321 ]
  %324 = or disjoint i64 %323, 1, !dbg !197
  %325 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %324, !dbg !199
  %326 = getelementptr inbounds i8, ptr %325, i64 16, !dbg !199
  %327 = load <4 x i32>, ptr %325, align 4, !dbg !199, !tbaa !76
  %328 = load <4 x i32>, ptr %326, align 4, !dbg !199, !tbaa !76
  %329 = ashr <4 x i32> %327, <i32 8, i32 8, i32 8, i32 8>, !dbg !202
  %330 = ashr <4 x i32> %328, <i32 8, i32 8, i32 8, i32 8>, !dbg !202
  %331 = sdiv <4 x i32> %329, <i32 2, i32 2, i32 2, i32 2>, !dbg !203
  %332 = sdiv <4 x i32> %330, <i32 2, i32 2, i32 2, i32 2>, !dbg !203
  %333 = shl nsw <4 x i32> %331, <i32 8, i32 8, i32 8, i32 8>, !dbg !204
  %334 = shl nsw <4 x i32> %332, <i32 8, i32 8, i32 8, i32 8>, !dbg !204
  %335 = add nsw <4 x i32> %333, <i32 256, i32 256, i32 256, i32 256>, !dbg !204
  %336 = add nsw <4 x i32> %334, <i32 256, i32 256, i32 256, i32 256>, !dbg !204
  store <4 x i32> %335, ptr %325, align 4, !dbg !205, !tbaa !76
  store <4 x i32> %336, ptr %326, align 4, !dbg !205, !tbaa !76
  %337 = add nuw i64 %323, 8
  %338 = icmp eq i64 %337, %54
  br i1 %338, label %339, label %322, !llvm.loop !206

339:                                              ; preds = %322
  br i1 %56, label %66, label %340, !dbg !197

340:                                              ; preds = %339, %321
  %341 = phi i64 [ 1, %321 ], [ %55, %339 ]
  br label %342, !dbg !197

342:                                              ; preds = %340, %342
  %343 = phi i64 [ %350, %342 ], [ %341, %340 ]
    #dbg_value(i64 %343, !31, !DIExpression(), !64)
  %344 = getelementptr inbounds [516 x i32], ptr %6, i64 0, i64 %343, !dbg !199
  %345 = load i32, ptr %344, align 4, !dbg !199, !tbaa !76
  %346 = ashr i32 %345, 8, !dbg !202
    #dbg_value(i32 %346, !32, !DIExpression(), !64)
  %347 = sdiv i32 %346, 2, !dbg !203
    #dbg_value(i32 %347, !32, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !64)
  %348 = shl nsw i32 %347, 8, !dbg !204
  %349 = add nsw i32 %348, 256, !dbg !204
  store i32 %349, ptr %344, align 4, !dbg !205, !tbaa !76
  %350 = add nuw nsw i64 %343, 1, !dbg !208
    #dbg_value(i64 %350, !31, !DIExpression(), !64)
  %351 = icmp eq i64 %350, %44, !dbg !209
  br i1 %351, label %66, label %342, !dbg !197, !llvm.loop !210

352:                                              ; preds = %320
    #dbg_value(i32 %2, !27, !DIExpression(), !64)
    #dbg_value(i32 0, !28, !DIExpression(), !64)
  store i32 0, ptr %5, align 16, !dbg !89, !tbaa !76, !DIAssignID !90
    #dbg_assign(i32 0, !35, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !90, ptr %5, !DIExpression(), !64)
  store i32 0, ptr %6, align 16, !dbg !91, !tbaa !76, !DIAssignID !92
    #dbg_assign(i32 0, !39, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !92, ptr %6, !DIExpression(), !64)
  store i32 -2, ptr %7, align 16, !dbg !93, !tbaa !76, !DIAssignID !94
    #dbg_assign(i32 -2, !43, !DIExpression(DW_OP_LLVM_fragment, 0, 32), !94, ptr %7, !DIExpression(), !64)
    #dbg_value(i32 1, !31, !DIExpression(), !64)
  br label %353, !dbg !95

353:                                              ; preds = %317, %260, %66, %352, %33
  call void @llvm.lifetime.end.p0(i64 2064, ptr nonnull %7) #6, !dbg !211
  call void @llvm.lifetime.end.p0(i64 2064, ptr nonnull %6) #6, !dbg !211
  call void @llvm.lifetime.end.p0(i64 1040, ptr nonnull %5) #6, !dbg !211
  ret void, !dbg !211
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

declare !dbg !212 void @BZ2_bz__AssertH__fail(i32 noundef) local_unnamed_addr #2

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @BZ2_hbAssignCodes(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #3 !dbg !215 {
    #dbg_value(ptr %0, !219, !DIExpression(), !227)
    #dbg_value(ptr %1, !220, !DIExpression(), !227)
    #dbg_value(i32 %2, !221, !DIExpression(), !227)
    #dbg_value(i32 %3, !222, !DIExpression(), !227)
    #dbg_value(i32 %4, !223, !DIExpression(), !227)
    #dbg_value(i32 0, !225, !DIExpression(), !227)
    #dbg_value(i32 %2, !224, !DIExpression(), !227)
  %6 = icmp sgt i32 %2, %3, !dbg !228
  br i1 %6, label %61, label %7, !dbg !231

7:                                                ; preds = %5
  %8 = icmp sgt i32 %4, 0
  %9 = zext i32 %4 to i64
  %10 = and i64 %9, 1
  %11 = icmp eq i32 %4, 1
  %12 = and i64 %9, 2147483646
  %13 = icmp eq i64 %10, 0
  br label %14, !dbg !231

14:                                               ; preds = %7, %56
  %15 = phi i32 [ 0, %7 ], [ %58, %56 ]
  %16 = phi i32 [ %2, %7 ], [ %59, %56 ]
    #dbg_value(i32 %15, !225, !DIExpression(), !227)
    #dbg_value(i32 %16, !224, !DIExpression(), !227)
    #dbg_value(i32 0, !226, !DIExpression(), !227)
    #dbg_value(i32 %15, !225, !DIExpression(), !227)
  br i1 %8, label %17, label %56, !dbg !232

17:                                               ; preds = %14
  br i1 %11, label %44, label %18, !dbg !232

18:                                               ; preds = %17, %39
  %19 = phi i64 [ %41, %39 ], [ 0, %17 ]
  %20 = phi i32 [ %40, %39 ], [ %15, %17 ]
  %21 = phi i64 [ %42, %39 ], [ 0, %17 ]
    #dbg_value(i64 %19, !226, !DIExpression(), !227)
    #dbg_value(i32 %20, !225, !DIExpression(), !227)
  %22 = getelementptr inbounds i8, ptr %1, i64 %19, !dbg !235
  %23 = load i8, ptr %22, align 1, !dbg !235, !tbaa !187
  %24 = zext i8 %23 to i32, !dbg !235
  %25 = icmp eq i32 %16, %24, !dbg !238
  br i1 %25, label %26, label %29, !dbg !239

26:                                               ; preds = %18
  %27 = getelementptr inbounds i32, ptr %0, i64 %19, !dbg !240
  store i32 %20, ptr %27, align 4, !dbg !242, !tbaa !76
  %28 = add nsw i32 %20, 1, !dbg !243
    #dbg_value(i32 %28, !225, !DIExpression(), !227)
  br label %29, !dbg !244

29:                                               ; preds = %18, %26
  %30 = phi i32 [ %28, %26 ], [ %20, %18 ], !dbg !227
    #dbg_value(i32 %30, !225, !DIExpression(), !227)
  %31 = or disjoint i64 %19, 1, !dbg !245
    #dbg_value(i64 %31, !226, !DIExpression(), !227)
  %32 = getelementptr inbounds i8, ptr %1, i64 %31, !dbg !235
  %33 = load i8, ptr %32, align 1, !dbg !235, !tbaa !187
  %34 = zext i8 %33 to i32, !dbg !235
  %35 = icmp eq i32 %16, %34, !dbg !238
  br i1 %35, label %36, label %39, !dbg !239

36:                                               ; preds = %29
  %37 = getelementptr inbounds i32, ptr %0, i64 %31, !dbg !240
  store i32 %30, ptr %37, align 4, !dbg !242, !tbaa !76
  %38 = add nsw i32 %30, 1, !dbg !243
    #dbg_value(i32 %38, !225, !DIExpression(), !227)
  br label %39, !dbg !244

39:                                               ; preds = %36, %29
  %40 = phi i32 [ %38, %36 ], [ %30, %29 ], !dbg !227
    #dbg_value(i32 %40, !225, !DIExpression(), !227)
  %41 = add nuw nsw i64 %19, 2, !dbg !245
    #dbg_value(i64 %41, !226, !DIExpression(), !227)
  %42 = add i64 %21, 2, !dbg !232
  %43 = icmp eq i64 %42, %12, !dbg !232
  br i1 %43, label %44, label %18, !dbg !232, !llvm.loop !246

44:                                               ; preds = %39, %17
  %45 = phi i32 [ poison, %17 ], [ %40, %39 ]
  %46 = phi i64 [ 0, %17 ], [ %41, %39 ]
  %47 = phi i32 [ %15, %17 ], [ %40, %39 ]
  br i1 %13, label %56, label %48, !dbg !239

48:                                               ; preds = %44
    #dbg_value(i64 %46, !226, !DIExpression(), !227)
    #dbg_value(i32 %47, !225, !DIExpression(), !227)
  %49 = getelementptr inbounds i8, ptr %1, i64 %46, !dbg !235
  %50 = load i8, ptr %49, align 1, !dbg !235, !tbaa !187
  %51 = zext i8 %50 to i32, !dbg !235
  %52 = icmp eq i32 %16, %51, !dbg !238
  br i1 %52, label %53, label %56, !dbg !239

53:                                               ; preds = %48
  %54 = getelementptr inbounds i32, ptr %0, i64 %46, !dbg !240
  store i32 %47, ptr %54, align 4, !dbg !242, !tbaa !76
  %55 = add nsw i32 %47, 1, !dbg !243
    #dbg_value(i32 %55, !225, !DIExpression(), !227)
  br label %56, !dbg !244

56:                                               ; preds = %44, %53, %48, %14
  %57 = phi i32 [ %15, %14 ], [ %45, %44 ], [ %55, %53 ], [ %47, %48 ], !dbg !227
  %58 = shl i32 %57, 1, !dbg !248
    #dbg_value(i32 %58, !225, !DIExpression(), !227)
  %59 = add i32 %16, 1, !dbg !249
    #dbg_value(i32 %59, !224, !DIExpression(), !227)
  %60 = icmp eq i32 %16, %3, !dbg !228
  br i1 %60, label %61, label %14, !dbg !231, !llvm.loop !250

61:                                               ; preds = %56, %5
  ret void, !dbg !252
}

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @BZ2_hbCreateDecodeTables(ptr nocapture noundef %0, ptr nocapture noundef %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef readonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #3 !dbg !253 {
    #dbg_value(ptr %0, !257, !DIExpression(), !268)
    #dbg_value(ptr %1, !258, !DIExpression(), !268)
    #dbg_value(ptr %2, !259, !DIExpression(), !268)
    #dbg_value(ptr %3, !260, !DIExpression(), !268)
    #dbg_value(i32 %4, !261, !DIExpression(), !268)
    #dbg_value(i32 %5, !262, !DIExpression(), !268)
    #dbg_value(i32 %6, !263, !DIExpression(), !268)
    #dbg_value(i32 0, !264, !DIExpression(), !268)
    #dbg_value(i32 %4, !265, !DIExpression(), !268)
  %8 = icmp sgt i32 %4, %5, !dbg !269
  br i1 %8, label %20, label %9, !dbg !272

9:                                                ; preds = %7
  %10 = icmp sgt i32 %6, 0
  %11 = zext i32 %6 to i64
  %12 = and i64 %11, 1
  %13 = icmp eq i32 %6, 1
  %14 = and i64 %11, 2147483646
  %15 = icmp eq i64 %12, 0
  br label %16, !dbg !272

16:                                               ; preds = %9, %67
  %17 = phi i32 [ %4, %9 ], [ %69, %67 ]
  %18 = phi i32 [ 0, %9 ], [ %68, %67 ]
    #dbg_value(i32 %17, !265, !DIExpression(), !268)
    #dbg_value(i32 0, !266, !DIExpression(), !268)
    #dbg_value(i32 %18, !264, !DIExpression(), !268)
  br i1 %10, label %19, label %67, !dbg !273

19:                                               ; preds = %16
  br i1 %13, label %53, label %23, !dbg !273

20:                                               ; preds = %67, %7
    #dbg_value(i32 0, !265, !DIExpression(), !268)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(92) %1, i8 0, i64 92, i1 false), !dbg !275, !tbaa !76
    #dbg_value(i64 poison, !265, !DIExpression(), !268)
  %21 = getelementptr i8, ptr %1, i64 4, !dbg !278
    #dbg_value(i32 0, !265, !DIExpression(), !268)
  %22 = icmp sgt i32 %6, 0, !dbg !280
  br i1 %22, label %71, label %132, !dbg !278

23:                                               ; preds = %19, %48
  %24 = phi i64 [ %50, %48 ], [ 0, %19 ]
  %25 = phi i32 [ %49, %48 ], [ %18, %19 ]
  %26 = phi i64 [ %51, %48 ], [ 0, %19 ]
    #dbg_value(i64 %24, !266, !DIExpression(), !268)
    #dbg_value(i32 %25, !264, !DIExpression(), !268)
  %27 = getelementptr inbounds i8, ptr %3, i64 %24, !dbg !282
  %28 = load i8, ptr %27, align 1, !dbg !282, !tbaa !187
  %29 = zext i8 %28 to i32, !dbg !282
  %30 = icmp eq i32 %17, %29, !dbg !285
  br i1 %30, label %31, label %36, !dbg !286

31:                                               ; preds = %23
  %32 = sext i32 %25 to i64, !dbg !287
  %33 = getelementptr inbounds i32, ptr %2, i64 %32, !dbg !287
  %34 = trunc nuw nsw i64 %24 to i32, !dbg !289
  store i32 %34, ptr %33, align 4, !dbg !289, !tbaa !76
  %35 = add nsw i32 %25, 1, !dbg !290
    #dbg_value(i32 %35, !264, !DIExpression(), !268)
  br label %36, !dbg !291

36:                                               ; preds = %23, %31
  %37 = phi i32 [ %35, %31 ], [ %25, %23 ], !dbg !268
    #dbg_value(i32 %37, !264, !DIExpression(), !268)
  %38 = or disjoint i64 %24, 1, !dbg !292
    #dbg_value(i64 %38, !266, !DIExpression(), !268)
  %39 = getelementptr inbounds i8, ptr %3, i64 %38, !dbg !282
  %40 = load i8, ptr %39, align 1, !dbg !282, !tbaa !187
  %41 = zext i8 %40 to i32, !dbg !282
  %42 = icmp eq i32 %17, %41, !dbg !285
  br i1 %42, label %43, label %48, !dbg !286

43:                                               ; preds = %36
  %44 = sext i32 %37 to i64, !dbg !287
  %45 = getelementptr inbounds i32, ptr %2, i64 %44, !dbg !287
  %46 = trunc nuw nsw i64 %38 to i32, !dbg !289
  store i32 %46, ptr %45, align 4, !dbg !289, !tbaa !76
  %47 = add nsw i32 %37, 1, !dbg !290
    #dbg_value(i32 %47, !264, !DIExpression(), !268)
  br label %48, !dbg !291

48:                                               ; preds = %43, %36
  %49 = phi i32 [ %47, %43 ], [ %37, %36 ], !dbg !268
    #dbg_value(i32 %49, !264, !DIExpression(), !268)
  %50 = add nuw nsw i64 %24, 2, !dbg !292
    #dbg_value(i64 %50, !266, !DIExpression(), !268)
  %51 = add i64 %26, 2, !dbg !273
  %52 = icmp eq i64 %51, %14, !dbg !273
  br i1 %52, label %53, label %23, !dbg !273, !llvm.loop !293

53:                                               ; preds = %48, %19
  %54 = phi i32 [ poison, %19 ], [ %49, %48 ]
  %55 = phi i64 [ 0, %19 ], [ %50, %48 ]
  %56 = phi i32 [ %18, %19 ], [ %49, %48 ]
  br i1 %15, label %67, label %57, !dbg !286

57:                                               ; preds = %53
    #dbg_value(i64 %55, !266, !DIExpression(), !268)
    #dbg_value(i32 %56, !264, !DIExpression(), !268)
  %58 = getelementptr inbounds i8, ptr %3, i64 %55, !dbg !282
  %59 = load i8, ptr %58, align 1, !dbg !282, !tbaa !187
  %60 = zext i8 %59 to i32, !dbg !282
  %61 = icmp eq i32 %17, %60, !dbg !285
  br i1 %61, label %62, label %67, !dbg !286

62:                                               ; preds = %57
  %63 = sext i32 %56 to i64, !dbg !287
  %64 = getelementptr inbounds i32, ptr %2, i64 %63, !dbg !287
  %65 = trunc nuw nsw i64 %55 to i32, !dbg !289
  store i32 %65, ptr %64, align 4, !dbg !289, !tbaa !76
  %66 = add nsw i32 %56, 1, !dbg !290
    #dbg_value(i32 %66, !264, !DIExpression(), !268)
  br label %67, !dbg !291

67:                                               ; preds = %53, %62, %57, %16
  %68 = phi i32 [ %18, %16 ], [ %54, %53 ], [ %66, %62 ], [ %56, %57 ], !dbg !268
  %69 = add i32 %17, 1, !dbg !295
    #dbg_value(i32 %69, !265, !DIExpression(), !268)
    #dbg_value(i32 %68, !264, !DIExpression(), !268)
  %70 = icmp eq i32 %17, %5, !dbg !269
  br i1 %70, label %20, label %16, !dbg !272, !llvm.loop !296

71:                                               ; preds = %20
  %72 = zext nneg i32 %6 to i64, !dbg !280
  %73 = and i64 %72, 3, !dbg !278
  %74 = icmp ult i32 %6, 4, !dbg !278
  br i1 %74, label %77, label %75, !dbg !278

75:                                               ; preds = %71
  %76 = and i64 %72, 2147483644, !dbg !278
  br label %197, !dbg !278

77:                                               ; preds = %197, %71
  %78 = phi i64 [ 0, %71 ], [ %227, %197 ]
  %79 = icmp eq i64 %73, 0, !dbg !278
  br i1 %79, label %92, label %80, !dbg !278

80:                                               ; preds = %77, %80
  %81 = phi i64 [ %89, %80 ], [ %78, %77 ]
  %82 = phi i64 [ %90, %80 ], [ 0, %77 ]
    #dbg_value(i64 %81, !265, !DIExpression(), !268)
  %83 = getelementptr inbounds i8, ptr %3, i64 %81, !dbg !298
  %84 = load i8, ptr %83, align 1, !dbg !298, !tbaa !187
  %85 = zext i8 %84 to i64, !dbg !298
  %86 = getelementptr inbounds i32, ptr %21, i64 %85, !dbg !299
  %87 = load i32, ptr %86, align 4, !dbg !300, !tbaa !76
  %88 = add nsw i32 %87, 1, !dbg !300
  store i32 %88, ptr %86, align 4, !dbg !300, !tbaa !76
  %89 = add nuw nsw i64 %81, 1, !dbg !301
    #dbg_value(i64 %89, !265, !DIExpression(), !268)
  %90 = add i64 %82, 1, !dbg !278
  %91 = icmp eq i64 %90, %73, !dbg !278
  br i1 %91, label %92, label %80, !dbg !278, !llvm.loop !302

92:                                               ; preds = %80, %77
  %93 = load i32, ptr %21, align 4, !dbg !304, !tbaa !76
  %94 = getelementptr i8, ptr %1, i64 8
  %95 = load i32, ptr %94, align 4, !dbg !304, !tbaa !76
  %96 = getelementptr i8, ptr %1, i64 12
  %97 = load i32, ptr %96, align 4, !dbg !304, !tbaa !76
  %98 = getelementptr i8, ptr %1, i64 16
  %99 = load i32, ptr %98, align 4, !dbg !304, !tbaa !76
  %100 = getelementptr i8, ptr %1, i64 20
  %101 = load i32, ptr %100, align 4, !dbg !304, !tbaa !76
  %102 = getelementptr i8, ptr %1, i64 24
  %103 = load i32, ptr %102, align 4, !dbg !304, !tbaa !76
  %104 = getelementptr i8, ptr %1, i64 28
  %105 = load i32, ptr %104, align 4, !dbg !304, !tbaa !76
  %106 = getelementptr i8, ptr %1, i64 32
  %107 = load i32, ptr %106, align 4, !dbg !304, !tbaa !76
  %108 = getelementptr i8, ptr %1, i64 36
  %109 = load i32, ptr %108, align 4, !dbg !304, !tbaa !76
  %110 = getelementptr i8, ptr %1, i64 40
  %111 = load i32, ptr %110, align 4, !dbg !304, !tbaa !76
  %112 = getelementptr i8, ptr %1, i64 44
  %113 = load i32, ptr %112, align 4, !dbg !304, !tbaa !76
  %114 = getelementptr i8, ptr %1, i64 48
  %115 = load i32, ptr %114, align 4, !dbg !304, !tbaa !76
  %116 = getelementptr i8, ptr %1, i64 52
  %117 = load i32, ptr %116, align 4, !dbg !304, !tbaa !76
  %118 = getelementptr i8, ptr %1, i64 56
  %119 = load i32, ptr %118, align 4, !dbg !304, !tbaa !76
  %120 = getelementptr i8, ptr %1, i64 60
  %121 = load i32, ptr %120, align 4, !dbg !304, !tbaa !76
  %122 = getelementptr i8, ptr %1, i64 64
  %123 = load i32, ptr %122, align 4, !dbg !304, !tbaa !76
  %124 = getelementptr i8, ptr %1, i64 68
  %125 = load i32, ptr %124, align 4, !dbg !304, !tbaa !76
  %126 = getelementptr i8, ptr %1, i64 72
  %127 = load i32, ptr %126, align 4, !dbg !304, !tbaa !76
  %128 = getelementptr i8, ptr %1, i64 76
  %129 = load i32, ptr %128, align 4, !dbg !304, !tbaa !76
  %130 = getelementptr i8, ptr %1, i64 80
  %131 = load i32, ptr %130, align 4, !dbg !304, !tbaa !76
  br label %132, !dbg !307

132:                                              ; preds = %92, %20
  %133 = phi i32 [ %131, %92 ], [ 0, %20 ], !dbg !304
  %134 = phi i32 [ %129, %92 ], [ 0, %20 ], !dbg !304
  %135 = phi i32 [ %127, %92 ], [ 0, %20 ], !dbg !304
  %136 = phi i32 [ %125, %92 ], [ 0, %20 ], !dbg !304
  %137 = phi i32 [ %123, %92 ], [ 0, %20 ], !dbg !304
  %138 = phi i32 [ %121, %92 ], [ 0, %20 ], !dbg !304
  %139 = phi i32 [ %119, %92 ], [ 0, %20 ], !dbg !304
  %140 = phi i32 [ %117, %92 ], [ 0, %20 ], !dbg !304
  %141 = phi i32 [ %115, %92 ], [ 0, %20 ], !dbg !304
  %142 = phi i32 [ %113, %92 ], [ 0, %20 ], !dbg !304
  %143 = phi i32 [ %111, %92 ], [ 0, %20 ], !dbg !304
  %144 = phi i32 [ %109, %92 ], [ 0, %20 ], !dbg !304
  %145 = phi i32 [ %107, %92 ], [ 0, %20 ], !dbg !304
  %146 = phi i32 [ %105, %92 ], [ 0, %20 ], !dbg !304
  %147 = phi i32 [ %103, %92 ], [ 0, %20 ], !dbg !304
  %148 = phi i32 [ %101, %92 ], [ 0, %20 ], !dbg !304
  %149 = phi i32 [ %99, %92 ], [ 0, %20 ], !dbg !304
  %150 = phi i32 [ %97, %92 ], [ 0, %20 ], !dbg !304
  %151 = phi i32 [ %95, %92 ], [ 0, %20 ], !dbg !304
  %152 = phi i32 [ %93, %92 ], [ 0, %20 ], !dbg !304
    #dbg_value(i64 1, !265, !DIExpression(), !268)
  store i32 %152, ptr %21, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 2, !265, !DIExpression(), !268)
  %153 = getelementptr i8, ptr %1, i64 8, !dbg !308
  %154 = add nsw i32 %151, %152, !dbg !304
  store i32 %154, ptr %153, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 3, !265, !DIExpression(), !268)
  %155 = getelementptr i8, ptr %1, i64 12, !dbg !308
  %156 = add nsw i32 %150, %154, !dbg !304
  store i32 %156, ptr %155, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 4, !265, !DIExpression(), !268)
  %157 = getelementptr i8, ptr %1, i64 16, !dbg !308
  %158 = add nsw i32 %149, %156, !dbg !304
  store i32 %158, ptr %157, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 5, !265, !DIExpression(), !268)
  %159 = getelementptr i8, ptr %1, i64 20, !dbg !308
  %160 = add nsw i32 %148, %158, !dbg !304
  store i32 %160, ptr %159, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 6, !265, !DIExpression(), !268)
  %161 = getelementptr i8, ptr %1, i64 24, !dbg !308
  %162 = add nsw i32 %147, %160, !dbg !304
  store i32 %162, ptr %161, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 7, !265, !DIExpression(), !268)
  %163 = getelementptr i8, ptr %1, i64 28, !dbg !308
  %164 = add nsw i32 %146, %162, !dbg !304
  store i32 %164, ptr %163, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 8, !265, !DIExpression(), !268)
  %165 = getelementptr i8, ptr %1, i64 32, !dbg !308
  %166 = add nsw i32 %145, %164, !dbg !304
  store i32 %166, ptr %165, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 9, !265, !DIExpression(), !268)
  %167 = getelementptr i8, ptr %1, i64 36, !dbg !308
  %168 = add nsw i32 %144, %166, !dbg !304
  store i32 %168, ptr %167, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 10, !265, !DIExpression(), !268)
  %169 = getelementptr i8, ptr %1, i64 40, !dbg !308
  %170 = add nsw i32 %143, %168, !dbg !304
  store i32 %170, ptr %169, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 11, !265, !DIExpression(), !268)
  %171 = getelementptr i8, ptr %1, i64 44, !dbg !308
  %172 = add nsw i32 %142, %170, !dbg !304
  store i32 %172, ptr %171, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 12, !265, !DIExpression(), !268)
  %173 = getelementptr i8, ptr %1, i64 48, !dbg !308
  %174 = add nsw i32 %141, %172, !dbg !304
  store i32 %174, ptr %173, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 13, !265, !DIExpression(), !268)
  %175 = getelementptr i8, ptr %1, i64 52, !dbg !308
  %176 = add nsw i32 %140, %174, !dbg !304
  store i32 %176, ptr %175, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 14, !265, !DIExpression(), !268)
  %177 = getelementptr i8, ptr %1, i64 56, !dbg !308
  %178 = add nsw i32 %139, %176, !dbg !304
  store i32 %178, ptr %177, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 15, !265, !DIExpression(), !268)
  %179 = getelementptr i8, ptr %1, i64 60, !dbg !308
  %180 = add nsw i32 %138, %178, !dbg !304
  store i32 %180, ptr %179, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 16, !265, !DIExpression(), !268)
  %181 = getelementptr i8, ptr %1, i64 64, !dbg !308
  %182 = add nsw i32 %137, %180, !dbg !304
  store i32 %182, ptr %181, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 17, !265, !DIExpression(), !268)
  %183 = getelementptr i8, ptr %1, i64 68, !dbg !308
  %184 = add nsw i32 %136, %182, !dbg !304
  store i32 %184, ptr %183, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 18, !265, !DIExpression(), !268)
  %185 = getelementptr i8, ptr %1, i64 72, !dbg !308
  %186 = add nsw i32 %135, %184, !dbg !304
  store i32 %186, ptr %185, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 19, !265, !DIExpression(), !268)
  %187 = getelementptr i8, ptr %1, i64 76, !dbg !308
  %188 = add nsw i32 %134, %186, !dbg !304
  store i32 %188, ptr %187, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 20, !265, !DIExpression(), !268)
  %189 = getelementptr i8, ptr %1, i64 80, !dbg !308
  %190 = add nsw i32 %133, %188, !dbg !304
  store i32 %190, ptr %189, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 21, !265, !DIExpression(), !268)
  %191 = getelementptr i8, ptr %1, i64 84, !dbg !308
  %192 = load i32, ptr %191, align 4, !dbg !304, !tbaa !76
  %193 = add nsw i32 %192, %190, !dbg !304
  store i32 %193, ptr %191, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 22, !265, !DIExpression(), !268)
  %194 = getelementptr i8, ptr %1, i64 88, !dbg !308
  %195 = load i32, ptr %194, align 4, !dbg !304, !tbaa !76
  %196 = add nsw i32 %195, %193, !dbg !304
  store i32 %196, ptr %194, align 4, !dbg !304, !tbaa !76
    #dbg_value(i64 23, !265, !DIExpression(), !268)
  tail call void @llvm.memset.p0.i64(ptr noundef nonnull align 4 dereferenceable(92) %0, i8 0, i64 92, i1 false), !dbg !309, !tbaa !76
    #dbg_value(i32 0, !267, !DIExpression(), !268)
    #dbg_value(i32 %4, !265, !DIExpression(), !268)
  br i1 %8, label %252, label %230, !dbg !312

197:                                              ; preds = %197, %75
  %198 = phi i64 [ 0, %75 ], [ %227, %197 ]
  %199 = phi i64 [ 0, %75 ], [ %228, %197 ]
    #dbg_value(i64 %198, !265, !DIExpression(), !268)
  %200 = getelementptr inbounds i8, ptr %3, i64 %198, !dbg !298
  %201 = load i8, ptr %200, align 1, !dbg !298, !tbaa !187
  %202 = zext i8 %201 to i64, !dbg !298
  %203 = getelementptr inbounds i32, ptr %21, i64 %202, !dbg !299
  %204 = load i32, ptr %203, align 4, !dbg !300, !tbaa !76
  %205 = add nsw i32 %204, 1, !dbg !300
  store i32 %205, ptr %203, align 4, !dbg !300, !tbaa !76
  %206 = or disjoint i64 %198, 1, !dbg !301
    #dbg_value(i64 %206, !265, !DIExpression(), !268)
  %207 = getelementptr inbounds i8, ptr %3, i64 %206, !dbg !298
  %208 = load i8, ptr %207, align 1, !dbg !298, !tbaa !187
  %209 = zext i8 %208 to i64, !dbg !298
  %210 = getelementptr inbounds i32, ptr %21, i64 %209, !dbg !299
  %211 = load i32, ptr %210, align 4, !dbg !300, !tbaa !76
  %212 = add nsw i32 %211, 1, !dbg !300
  store i32 %212, ptr %210, align 4, !dbg !300, !tbaa !76
  %213 = or disjoint i64 %198, 2, !dbg !301
    #dbg_value(i64 %213, !265, !DIExpression(), !268)
  %214 = getelementptr inbounds i8, ptr %3, i64 %213, !dbg !298
  %215 = load i8, ptr %214, align 1, !dbg !298, !tbaa !187
  %216 = zext i8 %215 to i64, !dbg !298
  %217 = getelementptr inbounds i32, ptr %21, i64 %216, !dbg !299
  %218 = load i32, ptr %217, align 4, !dbg !300, !tbaa !76
  %219 = add nsw i32 %218, 1, !dbg !300
  store i32 %219, ptr %217, align 4, !dbg !300, !tbaa !76
  %220 = or disjoint i64 %198, 3, !dbg !301
    #dbg_value(i64 %220, !265, !DIExpression(), !268)
  %221 = getelementptr inbounds i8, ptr %3, i64 %220, !dbg !298
  %222 = load i8, ptr %221, align 1, !dbg !298, !tbaa !187
  %223 = zext i8 %222 to i64, !dbg !298
  %224 = getelementptr inbounds i32, ptr %21, i64 %223, !dbg !299
  %225 = load i32, ptr %224, align 4, !dbg !300, !tbaa !76
  %226 = add nsw i32 %225, 1, !dbg !300
  store i32 %226, ptr %224, align 4, !dbg !300, !tbaa !76
  %227 = add nuw nsw i64 %198, 4, !dbg !301
    #dbg_value(i64 %227, !265, !DIExpression(), !268)
  %228 = add i64 %199, 4, !dbg !278
  %229 = icmp eq i64 %228, %76, !dbg !278
  br i1 %229, label %77, label %197, !dbg !278, !llvm.loop !314

230:                                              ; preds = %132
  %231 = sext i32 %4 to i64, !dbg !312
  %232 = add i32 %5, 1, !dbg !312
  %233 = sub i32 %232, %4, !dbg !312
  %234 = and i32 %233, 1, !dbg !312
  %235 = icmp eq i32 %5, %4, !dbg !312
  br i1 %235, label %238, label %236, !dbg !312

236:                                              ; preds = %230
  %237 = and i32 %233, -2, !dbg !312
  br label %314, !dbg !312

238:                                              ; preds = %314, %230
  %239 = phi i64 [ %231, %230 ], [ %328, %314 ]
  %240 = phi i32 [ 0, %230 ], [ %337, %314 ]
  %241 = icmp eq i32 %234, 0, !dbg !312
  br i1 %241, label %252, label %242, !dbg !312

242:                                              ; preds = %238
    #dbg_value(i32 %240, !267, !DIExpression(), !268)
    #dbg_value(i64 %239, !265, !DIExpression(), !268)
  %243 = getelementptr i32, ptr %1, i64 %239, !dbg !316
  %244 = getelementptr i8, ptr %243, i64 4, !dbg !316
  %245 = load i32, ptr %244, align 4, !dbg !316, !tbaa !76
  %246 = getelementptr inbounds i32, ptr %1, i64 %239, !dbg !319
  %247 = load i32, ptr %246, align 4, !dbg !319, !tbaa !76
  %248 = sub nsw i32 %245, %247, !dbg !320
  %249 = add nsw i32 %248, %240, !dbg !321
    #dbg_value(i32 %249, !267, !DIExpression(), !268)
  %250 = add nsw i32 %249, -1, !dbg !322
  %251 = getelementptr inbounds i32, ptr %0, i64 %239, !dbg !323
  store i32 %250, ptr %251, align 4, !dbg !324, !tbaa !76
    #dbg_value(i32 %249, !267, !DIExpression(DW_OP_constu, 1, DW_OP_shl, DW_OP_stack_value), !268)
    #dbg_value(i64 %239, !265, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !268)
  br label %252, !dbg !325

252:                                              ; preds = %242, %238, %132
    #dbg_value(i32 %4, !265, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !268)
  %253 = icmp slt i32 %4, %5, !dbg !325
  br i1 %253, label %254, label %359, !dbg !328

254:                                              ; preds = %252
  %255 = sext i32 %4 to i64, !dbg !328
  %256 = sext i32 %5 to i64, !dbg !325
  %257 = sub nsw i64 %256, %255, !dbg !328
  %258 = icmp ult i64 %257, 12, !dbg !328
  br i1 %258, label %259, label %277, !dbg !328

259:                                              ; preds = %312, %277, %254
  %260 = phi i64 [ %255, %277 ], [ %255, %254 ], [ %291, %312 ]
  %261 = sub nsw i64 %256, %260, !dbg !328
  %262 = and i64 %261, 1, !dbg !328
  %263 = icmp eq i64 %262, 0, !dbg !328
  br i1 %263, label %273, label %264, !dbg !328

264:                                              ; preds = %259
    #dbg_value(i64 %260, !265, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !268)
  %265 = add nsw i64 %260, 1, !dbg !329
    #dbg_value(i64 %265, !265, !DIExpression(), !268)
  %266 = getelementptr inbounds i32, ptr %0, i64 %260, !dbg !330
  %267 = load i32, ptr %266, align 4, !dbg !330, !tbaa !76
  %268 = shl i32 %267, 1, !dbg !331
  %269 = add i32 %268, 2, !dbg !331
  %270 = getelementptr inbounds i32, ptr %1, i64 %265, !dbg !332
  %271 = load i32, ptr %270, align 4, !dbg !332, !tbaa !76
  %272 = sub i32 %269, %271, !dbg !333
  store i32 %272, ptr %270, align 4, !dbg !334, !tbaa !76
    #dbg_value(i64 %265, !265, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !268)
  br label %273, !dbg !328

273:                                              ; preds = %264, %259
  %274 = phi i64 [ %260, %259 ], [ %265, %264 ]
  %275 = add nsw i64 %256, -1, !dbg !328
  %276 = icmp eq i64 %260, %275, !dbg !328
  br i1 %276, label %359, label %340, !dbg !328

277:                                              ; preds = %254
  %278 = shl nsw i64 %255, 2, !dbg !328
  %279 = getelementptr i8, ptr %1, i64 %278, !dbg !328
  %280 = getelementptr i8, ptr %279, i64 4, !dbg !328
  %281 = shl nsw i64 %256, 2, !dbg !328
  %282 = getelementptr i8, ptr %1, i64 %281, !dbg !328
  %283 = getelementptr i8, ptr %282, i64 4, !dbg !328
  %284 = getelementptr i8, ptr %0, i64 %278, !dbg !328
  %285 = getelementptr i8, ptr %0, i64 %281, !dbg !328
  %286 = icmp ult ptr %280, %285, !dbg !328
  %287 = icmp ult ptr %284, %283, !dbg !328
  %288 = and i1 %286, %287, !dbg !328
  br i1 %288, label %259, label %289, !dbg !328

289:                                              ; preds = %277
  %290 = and i64 %257, -8, !dbg !328
  %291 = add nsw i64 %290, %255, !dbg !328
  br label %292, !dbg !328

292:                                              ; preds = %292, %289
  %293 = phi i64 [ 0, %289 ], [ %310, %292 ]
  %294 = add i64 %293, %255, !dbg !328
  %295 = getelementptr inbounds i32, ptr %0, i64 %294, !dbg !330
  %296 = getelementptr inbounds i8, ptr %295, i64 16, !dbg !330
  %297 = load <4 x i32>, ptr %295, align 4, !dbg !330, !tbaa !76, !alias.scope !335
  %298 = load <4 x i32>, ptr %296, align 4, !dbg !330, !tbaa !76, !alias.scope !335
  %299 = shl <4 x i32> %297, <i32 1, i32 1, i32 1, i32 1>, !dbg !331
  %300 = shl <4 x i32> %298, <i32 1, i32 1, i32 1, i32 1>, !dbg !331
  %301 = add <4 x i32> %299, <i32 2, i32 2, i32 2, i32 2>, !dbg !331
  %302 = add <4 x i32> %300, <i32 2, i32 2, i32 2, i32 2>, !dbg !331
  %303 = getelementptr i32, ptr %1, i64 %294, !dbg !332
  %304 = getelementptr i8, ptr %303, i64 4, !dbg !332
  %305 = getelementptr i8, ptr %303, i64 20, !dbg !332
  %306 = load <4 x i32>, ptr %304, align 4, !dbg !332, !tbaa !76, !alias.scope !338, !noalias !335
  %307 = load <4 x i32>, ptr %305, align 4, !dbg !332, !tbaa !76, !alias.scope !338, !noalias !335
  %308 = sub <4 x i32> %301, %306, !dbg !333
  %309 = sub <4 x i32> %302, %307, !dbg !333
  store <4 x i32> %308, ptr %304, align 4, !dbg !334, !tbaa !76, !alias.scope !338, !noalias !335
  store <4 x i32> %309, ptr %305, align 4, !dbg !334, !tbaa !76, !alias.scope !338, !noalias !335
  %310 = add nuw i64 %293, 8
  %311 = icmp eq i64 %310, %290
  br i1 %311, label %312, label %292, !llvm.loop !340

312:                                              ; preds = %292
  %313 = icmp eq i64 %257, %290, !dbg !328
  br i1 %313, label %359, label %259, !dbg !328

314:                                              ; preds = %314, %236
  %315 = phi i64 [ %231, %236 ], [ %328, %314 ]
  %316 = phi i32 [ 0, %236 ], [ %337, %314 ]
  %317 = phi i32 [ 0, %236 ], [ %338, %314 ]
    #dbg_value(i32 %316, !267, !DIExpression(), !268)
    #dbg_value(i64 %315, !265, !DIExpression(), !268)
  %318 = add nsw i64 %315, 1, !dbg !342
  %319 = getelementptr inbounds i32, ptr %1, i64 %318, !dbg !316
  %320 = load i32, ptr %319, align 4, !dbg !316, !tbaa !76
  %321 = getelementptr inbounds i32, ptr %1, i64 %315, !dbg !319
  %322 = load i32, ptr %321, align 4, !dbg !319, !tbaa !76
  %323 = sub nsw i32 %320, %322, !dbg !320
  %324 = add nsw i32 %323, %316, !dbg !321
    #dbg_value(i32 %324, !267, !DIExpression(), !268)
  %325 = add nsw i32 %324, -1, !dbg !322
  %326 = getelementptr inbounds i32, ptr %0, i64 %315, !dbg !323
  store i32 %325, ptr %326, align 4, !dbg !324, !tbaa !76
  %327 = shl i32 %324, 1, !dbg !343
    #dbg_value(i32 %327, !267, !DIExpression(), !268)
    #dbg_value(i64 %318, !265, !DIExpression(), !268)
  %328 = add nsw i64 %315, 2, !dbg !342
  %329 = getelementptr inbounds i32, ptr %1, i64 %328, !dbg !316
  %330 = load i32, ptr %329, align 4, !dbg !316, !tbaa !76
  %331 = getelementptr inbounds i32, ptr %1, i64 %318, !dbg !319
  %332 = load i32, ptr %331, align 4, !dbg !319, !tbaa !76
  %333 = sub nsw i32 %330, %332, !dbg !320
  %334 = add nsw i32 %333, %327, !dbg !321
    #dbg_value(i32 %334, !267, !DIExpression(), !268)
  %335 = add nsw i32 %334, -1, !dbg !322
  %336 = getelementptr inbounds i32, ptr %0, i64 %318, !dbg !323
  store i32 %335, ptr %336, align 4, !dbg !324, !tbaa !76
  %337 = shl i32 %334, 1, !dbg !343
    #dbg_value(i32 %337, !267, !DIExpression(), !268)
    #dbg_value(i64 %328, !265, !DIExpression(), !268)
  %338 = add i32 %317, 2, !dbg !312
  %339 = icmp eq i32 %338, %237, !dbg !312
  br i1 %339, label %238, label %314, !dbg !312, !llvm.loop !344

340:                                              ; preds = %273, %340
  %341 = phi i64 [ %350, %340 ], [ %274, %273 ]
    #dbg_value(i64 %341, !265, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !268)
  %342 = add nsw i64 %341, 1, !dbg !329
    #dbg_value(i64 %342, !265, !DIExpression(), !268)
  %343 = getelementptr inbounds i32, ptr %0, i64 %341, !dbg !330
  %344 = load i32, ptr %343, align 4, !dbg !330, !tbaa !76
  %345 = shl i32 %344, 1, !dbg !331
  %346 = add i32 %345, 2, !dbg !331
  %347 = getelementptr inbounds i32, ptr %1, i64 %342, !dbg !332
  %348 = load i32, ptr %347, align 4, !dbg !332, !tbaa !76
  %349 = sub i32 %346, %348, !dbg !333
  store i32 %349, ptr %347, align 4, !dbg !334, !tbaa !76
    #dbg_value(i64 %342, !265, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !268)
  %350 = add nsw i64 %341, 2, !dbg !329
    #dbg_value(i64 %350, !265, !DIExpression(), !268)
  %351 = getelementptr inbounds i32, ptr %0, i64 %342, !dbg !330
  %352 = load i32, ptr %351, align 4, !dbg !330, !tbaa !76
  %353 = shl i32 %352, 1, !dbg !331
  %354 = add i32 %353, 2, !dbg !331
  %355 = getelementptr inbounds i32, ptr %1, i64 %350, !dbg !332
  %356 = load i32, ptr %355, align 4, !dbg !332, !tbaa !76
  %357 = sub i32 %354, %356, !dbg !333
  store i32 %357, ptr %355, align 4, !dbg !334, !tbaa !76
    #dbg_value(i64 %350, !265, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !268)
  %358 = icmp eq i64 %350, %256, !dbg !325
  br i1 %358, label %359, label %340, !dbg !328, !llvm.loop !346

359:                                              ; preds = %273, %340, %312, %252
  ret void, !dbg !347
}

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umax.i32(i32, i32) #4

; Function Attrs: nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x i32> @llvm.umax.v4i32(<4 x i32>, <4 x i32>) #4

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!6, !7, !8, !9, !10, !11, !12}
!llvm.ident = !{!13}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !2, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "src/bzip2/huffman.c", directory: ".", checksumkind: CSK_MD5, checksum: "9de1ebf7f963387b67585b5d1e7b6da1")
!2 = !{!3}
!3 = !DIDerivedType(tag: DW_TAG_typedef, name: "Bool", file: !4, line: 42, baseType: !5)
!4 = !DIFile(filename: "src/bzip2/bzlib_private.h", directory: ".", checksumkind: CSK_MD5, checksum: "247d9e99225d6995ab8b3ccab3bb8a75")
!5 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!6 = !{i32 7, !"Dwarf Version", i32 5}
!7 = !{i32 2, !"Debug Info Version", i32 3}
!8 = !{i32 1, !"wchar_size", i32 4}
!9 = !{i32 8, !"PIC Level", i32 2}
!10 = !{i32 7, !"PIE Level", i32 2}
!11 = !{i32 7, !"uwtable", i32 2}
!12 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!13 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!14 = distinct !DISubprogram(name: "BZ2_hbMakeCodeLengths", scope: !1, file: !1, line: 63, type: !15, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !22)
!15 = !DISubroutineType(types: !16)
!16 = !{null, !17, !19, !20, !20}
!17 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !18, size: 64)
!18 = !DIDerivedType(tag: DW_TAG_typedef, name: "UChar", file: !4, line: 43, baseType: !5)
!19 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !20, size: 64)
!20 = !DIDerivedType(tag: DW_TAG_typedef, name: "Int32", file: !4, line: 44, baseType: !21)
!21 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!22 = !{!23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !39, !43, !44, !50, !51, !54, !55, !56, !58, !59, !60, !62}
!23 = !DILocalVariable(name: "len", arg: 1, scope: !14, file: !1, line: 63, type: !17)
!24 = !DILocalVariable(name: "freq", arg: 2, scope: !14, file: !1, line: 64, type: !19)
!25 = !DILocalVariable(name: "alphaSize", arg: 3, scope: !14, file: !1, line: 65, type: !20)
!26 = !DILocalVariable(name: "maxLen", arg: 4, scope: !14, file: !1, line: 66, type: !20)
!27 = !DILocalVariable(name: "nNodes", scope: !14, file: !1, line: 72, type: !20)
!28 = !DILocalVariable(name: "nHeap", scope: !14, file: !1, line: 72, type: !20)
!29 = !DILocalVariable(name: "n1", scope: !14, file: !1, line: 72, type: !20)
!30 = !DILocalVariable(name: "n2", scope: !14, file: !1, line: 72, type: !20)
!31 = !DILocalVariable(name: "i", scope: !14, file: !1, line: 72, type: !20)
!32 = !DILocalVariable(name: "j", scope: !14, file: !1, line: 72, type: !20)
!33 = !DILocalVariable(name: "k", scope: !14, file: !1, line: 72, type: !20)
!34 = !DILocalVariable(name: "tooLong", scope: !14, file: !1, line: 73, type: !3)
!35 = !DILocalVariable(name: "heap", scope: !14, file: !1, line: 75, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 8320, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 260)
!39 = !DILocalVariable(name: "weight", scope: !14, file: !1, line: 76, type: !40)
!40 = !DICompositeType(tag: DW_TAG_array_type, baseType: !20, size: 16512, elements: !41)
!41 = !{!42}
!42 = !DISubrange(count: 516)
!43 = !DILocalVariable(name: "parent", scope: !14, file: !1, line: 77, type: !40)
!44 = !DILocalVariable(name: "zz", scope: !45, file: !1, line: 95, type: !20)
!45 = distinct !DILexicalBlock(scope: !46, file: !1, line: 95, column: 10)
!46 = distinct !DILexicalBlock(scope: !47, file: !1, line: 91, column: 40)
!47 = distinct !DILexicalBlock(scope: !48, file: !1, line: 91, column: 7)
!48 = distinct !DILexicalBlock(scope: !49, file: !1, line: 91, column: 7)
!49 = distinct !DILexicalBlock(scope: !14, file: !1, line: 82, column: 17)
!50 = !DILocalVariable(name: "tmp", scope: !45, file: !1, line: 95, type: !20)
!51 = !DILocalVariable(name: "zz", scope: !52, file: !1, line: 101, type: !20)
!52 = distinct !DILexicalBlock(scope: !53, file: !1, line: 101, column: 56)
!53 = distinct !DILexicalBlock(scope: !49, file: !1, line: 100, column: 25)
!54 = !DILocalVariable(name: "yy", scope: !52, file: !1, line: 101, type: !20)
!55 = !DILocalVariable(name: "tmp", scope: !52, file: !1, line: 101, type: !20)
!56 = !DILocalVariable(name: "zz", scope: !57, file: !1, line: 102, type: !20)
!57 = distinct !DILexicalBlock(scope: !53, file: !1, line: 102, column: 56)
!58 = !DILocalVariable(name: "yy", scope: !57, file: !1, line: 102, type: !20)
!59 = !DILocalVariable(name: "tmp", scope: !57, file: !1, line: 102, type: !20)
!60 = !DILocalVariable(name: "zz", scope: !61, file: !1, line: 109, type: !20)
!61 = distinct !DILexicalBlock(scope: !53, file: !1, line: 109, column: 10)
!62 = !DILocalVariable(name: "tmp", scope: !61, file: !1, line: 109, type: !20)
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 0, scope: !14)
!65 = distinct !DIAssignID()
!66 = distinct !DIAssignID()
!67 = !DILocation(line: 75, column: 4, scope: !14)
!68 = !DILocation(line: 76, column: 4, scope: !14)
!69 = !DILocation(line: 77, column: 4, scope: !14)
!70 = !DILocation(line: 79, column: 18, scope: !71)
!71 = distinct !DILexicalBlock(scope: !72, file: !1, line: 79, column: 4)
!72 = distinct !DILexicalBlock(scope: !14, file: !1, line: 79, column: 4)
!73 = !DILocation(line: 79, column: 4, scope: !72)
!74 = !DILocation(line: 80, column: 15, scope: !71)
!75 = !DILocation(line: 80, column: 22, scope: !71)
!76 = !{!77, !77, i64 0}
!77 = !{!"int", !78, i64 0}
!78 = !{!"omnipotent char", !79, i64 0}
!79 = !{!"Simple C/C++ TBAA"}
!80 = !DILocation(line: 80, column: 50, scope: !71)
!81 = !DILocation(line: 80, column: 7, scope: !71)
!82 = !DILocation(line: 80, column: 19, scope: !71)
!83 = distinct !{!83, !73, !84, !85, !86, !87}
!84 = !DILocation(line: 80, column: 53, scope: !72)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !{!"llvm.loop.isvectorized", i32 1}
!87 = !{!"llvm.loop.unroll.runtime.disable"}
!88 = !DILocation(line: 82, column: 4, scope: !14)
!89 = !DILocation(line: 87, column: 15, scope: !49)
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 88, column: 17, scope: !49)
!92 = distinct !DIAssignID()
!93 = !DILocation(line: 89, column: 17, scope: !49)
!94 = distinct !DIAssignID()
!95 = !DILocation(line: 91, column: 7, scope: !48)
!96 = distinct !{!96, !73, !84, !85, !87, !86}
!97 = distinct !{!97, !88, !98}
!98 = !DILocation(line: 147, column: 4, scope: !14)
!99 = !DILocation(line: 92, column: 20, scope: !46)
!100 = !DILocation(line: 93, column: 15, scope: !46)
!101 = !DILocation(line: 94, column: 10, scope: !46)
!102 = !DILocation(line: 94, column: 22, scope: !46)
!103 = !DILocation(line: 0, scope: !45)
!104 = !DILocation(line: 95, column: 10, scope: !45)
!105 = !DILocation(line: 95, column: 10, scope: !106)
!106 = distinct !DILexicalBlock(scope: !45, file: !1, line: 95, column: 10)
!107 = distinct !{!107, !104, !104, !85}
!108 = !DILocation(line: 91, column: 36, scope: !47)
!109 = !DILocation(line: 91, column: 21, scope: !47)
!110 = distinct !{!110, !95, !111, !85}
!111 = !DILocation(line: 96, column: 7, scope: !48)
!112 = !DILocation(line: 98, column: 7, scope: !113)
!113 = distinct !DILexicalBlock(scope: !49, file: !1, line: 98, column: 7)
!114 = !DILocation(line: 98, column: 7, scope: !115)
!115 = distinct !DILexicalBlock(scope: !113, file: !1, line: 98, column: 7)
!116 = !DILocation(line: 100, column: 7, scope: !49)
!117 = !DILocation(line: 101, column: 15, scope: !53)
!118 = !DILocation(line: 101, column: 34, scope: !53)
!119 = !DILocation(line: 101, column: 32, scope: !53)
!120 = distinct !DIAssignID()
!121 = !DILocation(line: 101, column: 52, scope: !53)
!122 = !DILocation(line: 0, scope: !52)
!123 = !DILocation(line: 101, column: 56, scope: !124)
!124 = distinct !DILexicalBlock(scope: !125, file: !1, line: 101, column: 56)
!125 = distinct !DILexicalBlock(scope: !52, file: !1, line: 101, column: 56)
!126 = !DILocation(line: 101, column: 56, scope: !125)
!127 = !DILocation(line: 101, column: 56, scope: !128)
!128 = distinct !DILexicalBlock(scope: !125, file: !1, line: 101, column: 56)
!129 = !DILocation(line: 101, column: 56, scope: !130)
!130 = distinct !DILexicalBlock(scope: !125, file: !1, line: 101, column: 56)
!131 = distinct !{!131, !132, !132}
!132 = !DILocation(line: 101, column: 56, scope: !52)
!133 = !DILocation(line: 102, column: 15, scope: !53)
!134 = !DILocation(line: 102, column: 34, scope: !53)
!135 = !DILocation(line: 102, column: 32, scope: !53)
!136 = distinct !DIAssignID()
!137 = !DILocation(line: 102, column: 52, scope: !53)
!138 = !DILocation(line: 0, scope: !57)
!139 = !DILocation(line: 102, column: 56, scope: !140)
!140 = distinct !DILexicalBlock(scope: !141, file: !1, line: 102, column: 56)
!141 = distinct !DILexicalBlock(scope: !57, file: !1, line: 102, column: 56)
!142 = !DILocation(line: 102, column: 56, scope: !141)
!143 = !DILocation(line: 102, column: 56, scope: !144)
!144 = distinct !DILexicalBlock(scope: !141, file: !1, line: 102, column: 56)
!145 = !DILocation(line: 102, column: 56, scope: !146)
!146 = distinct !DILexicalBlock(scope: !141, file: !1, line: 102, column: 56)
!147 = distinct !{!147, !148, !148}
!148 = !DILocation(line: 102, column: 56, scope: !57)
!149 = !DILocation(line: 103, column: 16, scope: !53)
!150 = !DILocation(line: 104, column: 23, scope: !53)
!151 = !DILocation(line: 104, column: 34, scope: !53)
!152 = !DILocation(line: 104, column: 10, scope: !53)
!153 = !DILocation(line: 104, column: 21, scope: !53)
!154 = !DILocation(line: 105, column: 27, scope: !53)
!155 = !DILocation(line: 105, column: 10, scope: !53)
!156 = !DILocation(line: 105, column: 25, scope: !53)
!157 = !DILocation(line: 106, column: 10, scope: !53)
!158 = !DILocation(line: 106, column: 25, scope: !53)
!159 = !DILocation(line: 108, column: 22, scope: !53)
!160 = !DILocation(line: 0, scope: !61)
!161 = !DILocation(line: 109, column: 10, scope: !61)
!162 = !DILocation(line: 109, column: 10, scope: !163)
!163 = distinct !DILexicalBlock(scope: !61, file: !1, line: 109, column: 10)
!164 = distinct !{!164, !161, !161, !85}
!165 = distinct !{!165, !116, !166, !85}
!166 = !DILocation(line: 110, column: 7, scope: !49)
!167 = !DILocation(line: 0, scope: !49)
!168 = !DILocation(line: 112, column: 7, scope: !169)
!169 = distinct !DILexicalBlock(scope: !170, file: !1, line: 112, column: 7)
!170 = distinct !DILexicalBlock(scope: !49, file: !1, line: 112, column: 7)
!171 = !DILocation(line: 112, column: 7, scope: !170)
!172 = !DILocation(line: 115, column: 7, scope: !173)
!173 = distinct !DILexicalBlock(scope: !49, file: !1, line: 115, column: 7)
!174 = !DILocation(line: 118, column: 10, scope: !175)
!175 = distinct !DILexicalBlock(scope: !176, file: !1, line: 115, column: 40)
!176 = distinct !DILexicalBlock(scope: !173, file: !1, line: 115, column: 7)
!177 = !DILocation(line: 0, scope: !175)
!178 = !DILocation(line: 118, column: 17, scope: !175)
!179 = !DILocation(line: 118, column: 27, scope: !175)
!180 = !DILocation(line: 118, column: 51, scope: !181)
!181 = distinct !DILexicalBlock(scope: !175, file: !1, line: 118, column: 33)
!182 = distinct !{!182, !174, !183, !85}
!183 = !DILocation(line: 118, column: 55, scope: !175)
!184 = !DILocation(line: 119, column: 21, scope: !175)
!185 = !DILocation(line: 119, column: 10, scope: !175)
!186 = !DILocation(line: 119, column: 19, scope: !175)
!187 = !{!78, !78, i64 0}
!188 = !DILocation(line: 120, column: 16, scope: !189)
!189 = distinct !DILexicalBlock(scope: !175, file: !1, line: 120, column: 14)
!190 = !DILocation(line: 120, column: 14, scope: !175)
!191 = !DILocation(line: 115, column: 36, scope: !176)
!192 = distinct !{!192, !172, !193, !85}
!193 = !DILocation(line: 121, column: 7, scope: !173)
!194 = !DILocation(line: 123, column: 13, scope: !195)
!195 = distinct !DILexicalBlock(scope: !49, file: !1, line: 123, column: 11)
!196 = !DILocation(line: 123, column: 11, scope: !49)
!197 = !DILocation(line: 142, column: 7, scope: !198)
!198 = distinct !DILexicalBlock(scope: !49, file: !1, line: 142, column: 7)
!199 = !DILocation(line: 143, column: 14, scope: !200)
!200 = distinct !DILexicalBlock(scope: !201, file: !1, line: 142, column: 40)
!201 = distinct !DILexicalBlock(scope: !198, file: !1, line: 142, column: 7)
!202 = !DILocation(line: 143, column: 24, scope: !200)
!203 = !DILocation(line: 144, column: 21, scope: !200)
!204 = !DILocation(line: 145, column: 24, scope: !200)
!205 = !DILocation(line: 145, column: 20, scope: !200)
!206 = distinct !{!206, !197, !207, !85, !86, !87}
!207 = !DILocation(line: 146, column: 7, scope: !198)
!208 = !DILocation(line: 142, column: 36, scope: !201)
!209 = !DILocation(line: 142, column: 21, scope: !201)
!210 = distinct !{!210, !197, !207, !85, !87, !86}
!211 = !DILocation(line: 148, column: 1, scope: !14)
!212 = !DISubprogram(name: "BZ2_bz__AssertH__fail", scope: !4, file: !4, line: 58, type: !213, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!213 = !DISubroutineType(types: !214)
!214 = !{null, !21}
!215 = distinct !DISubprogram(name: "BZ2_hbAssignCodes", scope: !1, file: !1, line: 152, type: !216, scopeLine: 157, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !218)
!216 = !DISubroutineType(types: !217)
!217 = !{null, !19, !17, !20, !20, !20}
!218 = !{!219, !220, !221, !222, !223, !224, !225, !226}
!219 = !DILocalVariable(name: "code", arg: 1, scope: !215, file: !1, line: 152, type: !19)
!220 = !DILocalVariable(name: "length", arg: 2, scope: !215, file: !1, line: 153, type: !17)
!221 = !DILocalVariable(name: "minLen", arg: 3, scope: !215, file: !1, line: 154, type: !20)
!222 = !DILocalVariable(name: "maxLen", arg: 4, scope: !215, file: !1, line: 155, type: !20)
!223 = !DILocalVariable(name: "alphaSize", arg: 5, scope: !215, file: !1, line: 156, type: !20)
!224 = !DILocalVariable(name: "n", scope: !215, file: !1, line: 158, type: !20)
!225 = !DILocalVariable(name: "vec", scope: !215, file: !1, line: 158, type: !20)
!226 = !DILocalVariable(name: "i", scope: !215, file: !1, line: 158, type: !20)
!227 = !DILocation(line: 0, scope: !215)
!228 = !DILocation(line: 161, column: 23, scope: !229)
!229 = distinct !DILexicalBlock(scope: !230, file: !1, line: 161, column: 4)
!230 = distinct !DILexicalBlock(scope: !215, file: !1, line: 161, column: 4)
!231 = !DILocation(line: 161, column: 4, scope: !230)
!232 = !DILocation(line: 162, column: 7, scope: !233)
!233 = distinct !DILexicalBlock(scope: !234, file: !1, line: 162, column: 7)
!234 = distinct !DILexicalBlock(scope: !229, file: !1, line: 161, column: 39)
!235 = !DILocation(line: 163, column: 14, scope: !236)
!236 = distinct !DILexicalBlock(scope: !237, file: !1, line: 163, column: 14)
!237 = distinct !DILexicalBlock(scope: !233, file: !1, line: 162, column: 7)
!238 = !DILocation(line: 163, column: 24, scope: !236)
!239 = !DILocation(line: 163, column: 14, scope: !237)
!240 = !DILocation(line: 163, column: 32, scope: !241)
!241 = distinct !DILexicalBlock(scope: !236, file: !1, line: 163, column: 30)
!242 = !DILocation(line: 163, column: 40, scope: !241)
!243 = !DILocation(line: 163, column: 50, scope: !241)
!244 = !DILocation(line: 163, column: 54, scope: !241)
!245 = !DILocation(line: 162, column: 35, scope: !237)
!246 = distinct !{!246, !232, !247, !85}
!247 = !DILocation(line: 163, column: 54, scope: !233)
!248 = !DILocation(line: 164, column: 11, scope: !234)
!249 = !DILocation(line: 161, column: 35, scope: !229)
!250 = distinct !{!250, !231, !251, !85}
!251 = !DILocation(line: 165, column: 4, scope: !230)
!252 = !DILocation(line: 166, column: 1, scope: !215)
!253 = distinct !DISubprogram(name: "BZ2_hbCreateDecodeTables", scope: !1, file: !1, line: 170, type: !254, scopeLine: 177, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !256)
!254 = !DISubroutineType(types: !255)
!255 = !{null, !19, !19, !19, !17, !20, !20, !20}
!256 = !{!257, !258, !259, !260, !261, !262, !263, !264, !265, !266, !267}
!257 = !DILocalVariable(name: "limit", arg: 1, scope: !253, file: !1, line: 170, type: !19)
!258 = !DILocalVariable(name: "base", arg: 2, scope: !253, file: !1, line: 171, type: !19)
!259 = !DILocalVariable(name: "perm", arg: 3, scope: !253, file: !1, line: 172, type: !19)
!260 = !DILocalVariable(name: "length", arg: 4, scope: !253, file: !1, line: 173, type: !17)
!261 = !DILocalVariable(name: "minLen", arg: 5, scope: !253, file: !1, line: 174, type: !20)
!262 = !DILocalVariable(name: "maxLen", arg: 6, scope: !253, file: !1, line: 175, type: !20)
!263 = !DILocalVariable(name: "alphaSize", arg: 7, scope: !253, file: !1, line: 176, type: !20)
!264 = !DILocalVariable(name: "pp", scope: !253, file: !1, line: 178, type: !20)
!265 = !DILocalVariable(name: "i", scope: !253, file: !1, line: 178, type: !20)
!266 = !DILocalVariable(name: "j", scope: !253, file: !1, line: 178, type: !20)
!267 = !DILocalVariable(name: "vec", scope: !253, file: !1, line: 178, type: !20)
!268 = !DILocation(line: 0, scope: !253)
!269 = !DILocation(line: 181, column: 23, scope: !270)
!270 = distinct !DILexicalBlock(scope: !271, file: !1, line: 181, column: 4)
!271 = distinct !DILexicalBlock(scope: !253, file: !1, line: 181, column: 4)
!272 = !DILocation(line: 181, column: 4, scope: !271)
!273 = !DILocation(line: 182, column: 7, scope: !274)
!274 = distinct !DILexicalBlock(scope: !270, file: !1, line: 182, column: 7)
!275 = !DILocation(line: 185, column: 50, scope: !276)
!276 = distinct !DILexicalBlock(scope: !277, file: !1, line: 185, column: 4)
!277 = distinct !DILexicalBlock(scope: !253, file: !1, line: 185, column: 4)
!278 = !DILocation(line: 186, column: 4, scope: !279)
!279 = distinct !DILexicalBlock(scope: !253, file: !1, line: 186, column: 4)
!280 = !DILocation(line: 186, column: 18, scope: !281)
!281 = distinct !DILexicalBlock(scope: !279, file: !1, line: 186, column: 4)
!282 = !DILocation(line: 183, column: 14, scope: !283)
!283 = distinct !DILexicalBlock(scope: !284, file: !1, line: 183, column: 14)
!284 = distinct !DILexicalBlock(scope: !274, file: !1, line: 182, column: 7)
!285 = !DILocation(line: 183, column: 24, scope: !283)
!286 = !DILocation(line: 183, column: 14, scope: !284)
!287 = !DILocation(line: 183, column: 32, scope: !288)
!288 = distinct !DILexicalBlock(scope: !283, file: !1, line: 183, column: 30)
!289 = !DILocation(line: 183, column: 41, scope: !288)
!290 = !DILocation(line: 183, column: 48, scope: !288)
!291 = !DILocation(line: 183, column: 52, scope: !288)
!292 = !DILocation(line: 182, column: 35, scope: !284)
!293 = distinct !{!293, !273, !294, !85}
!294 = !DILocation(line: 183, column: 52, scope: !274)
!295 = !DILocation(line: 181, column: 35, scope: !270)
!296 = distinct !{!296, !272, !297, !85}
!297 = !DILocation(line: 183, column: 52, scope: !271)
!298 = !DILocation(line: 186, column: 41, scope: !281)
!299 = !DILocation(line: 186, column: 36, scope: !281)
!300 = !DILocation(line: 186, column: 53, scope: !281)
!301 = !DILocation(line: 186, column: 32, scope: !281)
!302 = distinct !{!302, !303}
!303 = !{!"llvm.loop.unroll.disable"}
!304 = !DILocation(line: 188, column: 50, scope: !305)
!305 = distinct !DILexicalBlock(scope: !306, file: !1, line: 188, column: 4)
!306 = distinct !DILexicalBlock(scope: !253, file: !1, line: 188, column: 4)
!307 = !DILocation(line: 188, column: 4, scope: !306)
!308 = !DILocation(line: 188, column: 53, scope: !305)
!309 = !DILocation(line: 190, column: 51, scope: !310)
!310 = distinct !DILexicalBlock(scope: !311, file: !1, line: 190, column: 4)
!311 = distinct !DILexicalBlock(scope: !253, file: !1, line: 190, column: 4)
!312 = !DILocation(line: 193, column: 4, scope: !313)
!313 = distinct !DILexicalBlock(scope: !253, file: !1, line: 193, column: 4)
!314 = distinct !{!314, !278, !315, !85}
!315 = !DILocation(line: 186, column: 53, scope: !279)
!316 = !DILocation(line: 194, column: 15, scope: !317)
!317 = distinct !DILexicalBlock(scope: !318, file: !1, line: 193, column: 39)
!318 = distinct !DILexicalBlock(scope: !313, file: !1, line: 193, column: 4)
!319 = !DILocation(line: 194, column: 27, scope: !317)
!320 = !DILocation(line: 194, column: 25, scope: !317)
!321 = !DILocation(line: 194, column: 11, scope: !317)
!322 = !DILocation(line: 195, column: 21, scope: !317)
!323 = !DILocation(line: 195, column: 7, scope: !317)
!324 = !DILocation(line: 195, column: 16, scope: !317)
!325 = !DILocation(line: 198, column: 27, scope: !326)
!326 = distinct !DILexicalBlock(scope: !327, file: !1, line: 198, column: 4)
!327 = distinct !DILexicalBlock(scope: !253, file: !1, line: 198, column: 4)
!328 = !DILocation(line: 198, column: 4, scope: !327)
!329 = !DILocation(line: 198, scope: !327)
!330 = !DILocation(line: 199, column: 19, scope: !326)
!331 = !DILocation(line: 199, column: 35, scope: !326)
!332 = !DILocation(line: 199, column: 43, scope: !326)
!333 = !DILocation(line: 199, column: 41, scope: !326)
!334 = !DILocation(line: 199, column: 15, scope: !326)
!335 = !{!336}
!336 = distinct !{!336, !337}
!337 = distinct !{!337, !"LVerDomain"}
!338 = !{!339}
!339 = distinct !{!339, !337}
!340 = distinct !{!340, !328, !341, !85, !86, !87}
!341 = !DILocation(line: 199, column: 49, scope: !327)
!342 = !DILocation(line: 194, column: 21, scope: !317)
!343 = !DILocation(line: 196, column: 11, scope: !317)
!344 = distinct !{!344, !312, !345, !85}
!345 = !DILocation(line: 197, column: 4, scope: !313)
!346 = distinct !{!346, !328, !341, !85, !86}
!347 = !DILocation(line: 200, column: 1, scope: !253)
