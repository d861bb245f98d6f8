; ModuleID = 'programs/bit_matrix_transpose.c'
source_filename = "programs/bit_matrix_transpose.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [43 x i8] c"t8x8(antidiag)=%016llx t8x8(0xff)=%016llx\0A\00", align 1, !dbg !0
@.str.1 = private unnamed_addr constant [82 x i8] c"transpose matches naive=%d twice=%d product hash=%016llx rank(A)=%d rank(AAt)=%d\0A\00", align 1, !dbg !7

; Function Attrs: nofree nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #0 !dbg !29 {
  %1 = alloca [64 x i64], align 16, !DIAssignID !59
    #dbg_assign(i1 undef, !35, !DIExpression(), !59, ptr %1, !DIExpression(), !60)
  %2 = alloca [64 x i64], align 16, !DIAssignID !61
    #dbg_assign(i1 undef, !39, !DIExpression(), !61, ptr %2, !DIExpression(), !60)
  %3 = alloca [64 x i64], align 16, !DIAssignID !62
    #dbg_assign(i1 undef, !40, !DIExpression(), !62, ptr %3, !DIExpression(), !60)
  %4 = alloca [64 x i64], align 16, !DIAssignID !63
    #dbg_assign(i1 undef, !46, !DIExpression(), !63, ptr %4, !DIExpression(), !60)
    #dbg_value(i64 72624976668147840, !34, !DIExpression(), !60)
  %5 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i64 noundef 72624976668147840, i64 noundef 72340172838076673), !dbg !64
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %2) #8, !dbg !65
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %3) #8, !dbg !65
    #dbg_value(i64 -7046029254386353131, !41, !DIExpression(), !60)
    #dbg_value(i32 0, !42, !DIExpression(), !66)
  br label %39, !dbg !67

6:                                                ; preds = %39
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %3, ptr noundef nonnull align 16 dereferenceable(512) %1, i64 512, i1 false), !dbg !68, !DIAssignID !69
    #dbg_assign(i1 undef, !40, !DIExpression(), !69, ptr %3, !DIExpression(), !60)
  call fastcc void @t64(ptr noundef nonnull %3), !dbg !70
    #dbg_value(ptr %1, !71, !DIExpression(), !85)
    #dbg_value(ptr %2, !79, !DIExpression(), !85)
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %2, i8 0, i64 512, i1 false), !dbg !87, !DIAssignID !88
    #dbg_assign(i8 0, !39, !DIExpression(), !88, ptr %2, !DIExpression(), !60)
    #dbg_value(i32 0, !80, !DIExpression(), !89)
  br label %7, !dbg !90

7:                                                ; preds = %12, %6
  %8 = phi i64 [ 0, %6 ], [ %13, %12 ]
    #dbg_value(i64 %8, !80, !DIExpression(), !89)
  %9 = getelementptr inbounds i64, ptr %1, i64 %8
    #dbg_value(i32 0, !82, !DIExpression(), !91)
  %10 = shl nuw i64 1, %8
  %11 = load i64, ptr %9, align 8, !tbaa !92
  br label %15, !dbg !96

12:                                               ; preds = %33
  %13 = add nuw nsw i64 %8, 1, !dbg !97
    #dbg_value(i64 %13, !80, !DIExpression(), !89)
  %14 = icmp eq i64 %13, 64, !dbg !98
  br i1 %14, label %36, label %7, !dbg !90, !llvm.loop !99

15:                                               ; preds = %33, %7
  %16 = phi i64 [ 0, %7 ], [ %34, %33 ]
    #dbg_value(i64 %16, !82, !DIExpression(), !91)
  %17 = shl nuw i64 1, %16, !dbg !102
  %18 = and i64 %11, %17, !dbg !102
  %19 = icmp eq i64 %18, 0, !dbg !102
  br i1 %19, label %24, label %20, !dbg !105

20:                                               ; preds = %15
  %21 = getelementptr inbounds i64, ptr %2, i64 %16, !dbg !106
  %22 = load i64, ptr %21, align 16, !dbg !107, !tbaa !92
  %23 = or i64 %22, %10, !dbg !107
  store i64 %23, ptr %21, align 16, !dbg !107, !tbaa !92
  br label %24, !dbg !106

24:                                               ; preds = %20, %15
    #dbg_value(i64 %16, !82, !DIExpression(DW_OP_constu, 1, DW_OP_or, DW_OP_stack_value), !91)
  %25 = shl nuw i64 2, %16, !dbg !102
  %26 = and i64 %11, %25, !dbg !102
  %27 = icmp eq i64 %26, 0, !dbg !102
  br i1 %27, label %33, label %28, !dbg !105

28:                                               ; preds = %24
  %29 = or disjoint i64 %16, 1, !dbg !108
    #dbg_value(i64 %29, !82, !DIExpression(), !91)
  %30 = getelementptr inbounds i64, ptr %2, i64 %29, !dbg !106
  %31 = load i64, ptr %30, align 8, !dbg !107, !tbaa !92
  %32 = or i64 %31, %10, !dbg !107
  store i64 %32, ptr %30, align 8, !dbg !107, !tbaa !92
  br label %33, !dbg !106

33:                                               ; preds = %28, %24
  %34 = add nuw nsw i64 %16, 2, !dbg !108
    #dbg_value(i64 %34, !82, !DIExpression(), !91)
  %35 = icmp eq i64 %34, 64, !dbg !109
  br i1 %35, label %12, label %15, !dbg !96, !llvm.loop !110

36:                                               ; preds = %12
  %37 = call i32 @bcmp(ptr noundef nonnull dereferenceable(512) %2, ptr noundef nonnull dereferenceable(512) %3, i64 512), !dbg !112
    #dbg_value(i32 %37, !44, !DIExpression(DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !60)
  call fastcc void @t64(ptr noundef nonnull %3), !dbg !113
  %38 = call i32 @bcmp(ptr noundef nonnull dereferenceable(512) %1, ptr noundef nonnull dereferenceable(512) %3, i64 512), !dbg !114
    #dbg_value(i32 %38, !45, !DIExpression(DW_OP_lit0, DW_OP_eq, DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !60)
  call void @llvm.lifetime.start.p0(i64 512, ptr nonnull %4) #8, !dbg !115
    #dbg_value(i32 0, !47, !DIExpression(), !116)
  br label %59, !dbg !117

39:                                               ; preds = %39, %0
  %40 = phi i64 [ 0, %0 ], [ %57, %39 ]
  %41 = phi i64 [ -7046029254386353131, %0 ], [ %55, %39 ]
    #dbg_value(i64 %41, !41, !DIExpression(), !60)
    #dbg_value(i64 %40, !42, !DIExpression(), !66)
  %42 = shl i64 %41, 13, !dbg !118
  %43 = xor i64 %42, %41, !dbg !121
    #dbg_value(i64 %43, !41, !DIExpression(), !60)
  %44 = lshr i64 %43, 7, !dbg !122
  %45 = xor i64 %44, %43, !dbg !123
    #dbg_value(i64 %45, !41, !DIExpression(), !60)
  %46 = shl i64 %45, 17, !dbg !124
  %47 = xor i64 %46, %45, !dbg !125
    #dbg_value(i64 %47, !41, !DIExpression(), !60)
  %48 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %40, !dbg !126
  store i64 %47, ptr %48, align 16, !dbg !127, !tbaa !92
  %49 = or disjoint i64 %40, 1, !dbg !128
    #dbg_value(i64 %49, !42, !DIExpression(), !66)
  %50 = shl i64 %47, 13, !dbg !118
  %51 = xor i64 %50, %47, !dbg !121
    #dbg_value(i64 %51, !41, !DIExpression(), !60)
  %52 = lshr i64 %51, 7, !dbg !122
  %53 = xor i64 %52, %51, !dbg !123
    #dbg_value(i64 %53, !41, !DIExpression(), !60)
  %54 = shl i64 %53, 17, !dbg !124
  %55 = xor i64 %54, %53, !dbg !125
    #dbg_value(i64 %55, !41, !DIExpression(), !60)
  %56 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %49, !dbg !126
  store i64 %55, ptr %56, align 8, !dbg !127, !tbaa !92
  %57 = add nuw nsw i64 %40, 2, !dbg !128
    #dbg_value(i64 %57, !42, !DIExpression(), !66)
  %58 = icmp eq i64 %57, 64, !dbg !129
  br i1 %58, label %6, label %39, !dbg !67, !llvm.loop !130

59:                                               ; preds = %36, %89
  %60 = phi i64 [ 0, %36 ], [ %92, %89 ]
    #dbg_value(i64 %60, !47, !DIExpression(), !116)
  %61 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %60, !dbg !132
    #dbg_value(i32 0, !49, !DIExpression(), !133)
  %62 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %60
  %63 = load i64, ptr %62, align 8, !tbaa !92
  %64 = insertelement <2 x i64> poison, i64 %63, i64 0, !dbg !134
  %65 = shufflevector <2 x i64> %64, <2 x i64> poison, <2 x i32> zeroinitializer, !dbg !134
  br label %66, !dbg !134

66:                                               ; preds = %66, %59
  %67 = phi i64 [ 0, %59 ], [ %86, %66 ], !dbg !135
  %68 = phi <2 x i64> [ <i64 0, i64 1>, %59 ], [ %87, %66 ]
  %69 = phi <2 x i64> [ zeroinitializer, %59 ], [ %84, %66 ]
  %70 = phi <2 x i64> [ zeroinitializer, %59 ], [ %85, %66 ]
  %71 = add <2 x i64> %68, <i64 2, i64 2>
  %72 = getelementptr inbounds [64 x i64], ptr %1, i64 0, i64 %67, !dbg !137
  %73 = getelementptr inbounds i8, ptr %72, i64 16, !dbg !137
  %74 = load <2 x i64>, ptr %72, align 16, !dbg !137, !tbaa !92
  %75 = load <2 x i64>, ptr %73, align 16, !dbg !137, !tbaa !92
  %76 = and <2 x i64> %74, %65, !dbg !138
  %77 = and <2 x i64> %75, %65, !dbg !138
  %78 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %76), !dbg !139
  %79 = tail call range(i64 0, 65) <2 x i64> @llvm.ctpop.v2i64(<2 x i64> %77), !dbg !139
  %80 = and <2 x i64> %78, <i64 1, i64 1>, !dbg !140
  %81 = and <2 x i64> %79, <i64 1, i64 1>, !dbg !140
  %82 = shl nuw <2 x i64> %80, %68, !dbg !141
  %83 = shl nuw <2 x i64> %81, %71, !dbg !141
  %84 = or <2 x i64> %82, %69, !dbg !142
  %85 = or <2 x i64> %83, %70, !dbg !142
  %86 = add nuw i64 %67, 4, !dbg !135
  %87 = add <2 x i64> %68, <i64 4, i64 4>
  %88 = icmp eq i64 %86, 64, !dbg !135
  br i1 %88, label %89, label %66, !dbg !135, !llvm.loop !143

89:                                               ; preds = %66
  %90 = or <2 x i64> %85, %84, !dbg !134
  %91 = tail call i64 @llvm.vector.reduce.or.v2i64(<2 x i64> %90), !dbg !134
  store i64 %91, ptr %61, align 8, !dbg !142, !tbaa !92
  %92 = add nuw nsw i64 %60, 1, !dbg !147
    #dbg_value(i64 %92, !47, !DIExpression(), !116)
  %93 = icmp eq i64 %92, 64, !dbg !148
  br i1 %93, label %218, label %59, !dbg !117, !llvm.loop !149

94:                                               ; preds = %218, %145
  %95 = phi i64 [ %147, %145 ], [ 0, %218 ]
  %96 = phi i32 [ %146, %145 ], [ 0, %218 ]
    #dbg_value(i32 %96, !151, !DIExpression(), !168)
    #dbg_value(i64 %95, !158, !DIExpression(), !170)
    #dbg_value(i32 %96, !163, !DIExpression(), !171)
  %97 = shl nuw i64 1, %95
  %98 = sext i32 %96 to i64, !dbg !172
  br label %99, !dbg !172

99:                                               ; preds = %105, %94
  %100 = phi i64 [ %98, %94 ], [ %106, %105 ]
    #dbg_value(i64 %100, !163, !DIExpression(), !171)
  %101 = getelementptr inbounds i64, ptr %1, i64 %100, !dbg !173
  %102 = load i64, ptr %101, align 8, !dbg !173, !tbaa !92
  %103 = and i64 %102, %97, !dbg !176
  %104 = icmp eq i64 %103, 0, !dbg !176
  br i1 %104, label %105, label %109, !dbg !177

105:                                              ; preds = %99
  %106 = add nsw i64 %100, 1, !dbg !178
    #dbg_value(i64 %106, !163, !DIExpression(), !171)
  %107 = and i64 %106, 4294967295, !dbg !179
  %108 = icmp eq i64 %107, 64, !dbg !179
  br i1 %108, label %145, label %99, !dbg !172, !llvm.loop !180

109:                                              ; preds = %99
    #dbg_value(i64 %100, !160, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !182)
  %110 = icmp slt i64 %100, 0, !dbg !183
  br i1 %110, label %145, label %111, !dbg !185

111:                                              ; preds = %109
  %112 = and i64 %100, 4294967295, !dbg !186
    #dbg_value(i64 %100, !160, !DIExpression(), !182)
  %113 = getelementptr inbounds i64, ptr %1, i64 %112, !dbg !186
  %114 = load i64, ptr %113, align 8, !dbg !186, !tbaa !92
    #dbg_value(i64 %114, !165, !DIExpression(), !182)
  %115 = getelementptr inbounds i64, ptr %1, i64 %98, !dbg !187
  %116 = load i64, ptr %115, align 8, !dbg !187, !tbaa !92
  store i64 %116, ptr %113, align 8, !dbg !188, !tbaa !92
  store i64 %114, ptr %115, align 8, !dbg !189, !tbaa !92
    #dbg_value(i32 0, !166, !DIExpression(), !190)
  %117 = zext i32 %96 to i64, !dbg !191
  br label %120, !dbg !191

118:                                              ; preds = %142
  %119 = add nsw i32 %96, 1, !dbg !192
    #dbg_value(i32 %119, !151, !DIExpression(), !168)
  br label %145, !dbg !193

120:                                              ; preds = %142, %111
  %121 = phi i64 [ 0, %111 ], [ %143, %142 ]
    #dbg_value(i64 %121, !166, !DIExpression(), !190)
  %122 = icmp eq i64 %121, %117, !dbg !194
  br i1 %122, label %131, label %123, !dbg !197

123:                                              ; preds = %120
  %124 = getelementptr inbounds i64, ptr %1, i64 %121, !dbg !198
  %125 = load i64, ptr %124, align 16, !dbg !198, !tbaa !92
  %126 = and i64 %125, %97, !dbg !199
  %127 = icmp eq i64 %126, 0, !dbg !199
  br i1 %127, label %131, label %128, !dbg !200

128:                                              ; preds = %123
  %129 = load i64, ptr %115, align 8, !dbg !201, !tbaa !92
  %130 = xor i64 %129, %125, !dbg !202
  store i64 %130, ptr %124, align 16, !dbg !202, !tbaa !92
  br label %131, !dbg !203

131:                                              ; preds = %128, %123, %120
  %132 = or disjoint i64 %121, 1, !dbg !204
    #dbg_value(i64 %132, !166, !DIExpression(), !190)
  %133 = icmp eq i64 %132, %117, !dbg !194
  br i1 %133, label %142, label %134, !dbg !197

134:                                              ; preds = %131
  %135 = getelementptr inbounds i64, ptr %1, i64 %132, !dbg !198
  %136 = load i64, ptr %135, align 8, !dbg !198, !tbaa !92
  %137 = and i64 %136, %97, !dbg !199
  %138 = icmp eq i64 %137, 0, !dbg !199
  br i1 %138, label %142, label %139, !dbg !200

139:                                              ; preds = %134
  %140 = load i64, ptr %115, align 8, !dbg !201, !tbaa !92
  %141 = xor i64 %140, %136, !dbg !202
  store i64 %141, ptr %135, align 8, !dbg !202, !tbaa !92
  br label %142, !dbg !203

142:                                              ; preds = %139, %134, %131
  %143 = add nuw nsw i64 %121, 2, !dbg !204
    #dbg_value(i64 %143, !166, !DIExpression(), !190)
  %144 = icmp eq i64 %143, 64, !dbg !205
  br i1 %144, label %118, label %120, !dbg !191, !llvm.loop !206

145:                                              ; preds = %105, %118, %109
  %146 = phi i32 [ %119, %118 ], [ %96, %109 ], [ %96, %105 ], !dbg !168
    #dbg_value(i32 %146, !151, !DIExpression(), !168)
  %147 = add nuw nsw i64 %95, 1, !dbg !208
    #dbg_value(i64 %147, !158, !DIExpression(), !170)
  %148 = icmp ult i64 %95, 63, !dbg !209
  %149 = icmp slt i32 %146, 64, !dbg !210
  %150 = select i1 %148, i1 %149, i1 false, !dbg !210
  br i1 %150, label %94, label %151, !dbg !211, !llvm.loop !212

151:                                              ; preds = %145
    #dbg_value(i32 %146, !57, !DIExpression(), !60)
  call void @llvm.memcpy.p0.p0.i64(ptr noundef nonnull align 16 dereferenceable(512) %1, ptr noundef nonnull align 16 dereferenceable(512) %4, i64 512, i1 false), !dbg !214, !DIAssignID !215
    #dbg_assign(i1 undef, !56, !DIExpression(), !215, ptr %1, !DIExpression(), !60)
    #dbg_value(ptr %1, !156, !DIExpression(), !216)
    #dbg_value(i32 64, !157, !DIExpression(), !216)
    #dbg_value(i32 0, !151, !DIExpression(), !216)
    #dbg_value(i32 0, !158, !DIExpression(), !218)
  br label %152, !dbg !219

152:                                              ; preds = %203, %151
  %153 = phi i64 [ 0, %151 ], [ %205, %203 ]
  %154 = phi i32 [ 0, %151 ], [ %204, %203 ]
    #dbg_value(i32 %154, !151, !DIExpression(), !216)
    #dbg_value(i64 %153, !158, !DIExpression(), !218)
    #dbg_value(i32 %154, !163, !DIExpression(), !220)
  %155 = shl nuw i64 1, %153
  %156 = sext i32 %154 to i64, !dbg !221
  br label %157, !dbg !221

157:                                              ; preds = %163, %152
  %158 = phi i64 [ %156, %152 ], [ %164, %163 ]
    #dbg_value(i64 %158, !163, !DIExpression(), !220)
  %159 = getelementptr inbounds i64, ptr %1, i64 %158, !dbg !222
  %160 = load i64, ptr %159, align 8, !dbg !222, !tbaa !92
  %161 = and i64 %160, %155, !dbg !223
  %162 = icmp eq i64 %161, 0, !dbg !223
  br i1 %162, label %163, label %167, !dbg !224

163:                                              ; preds = %157
  %164 = add nsw i64 %158, 1, !dbg !225
    #dbg_value(i64 %164, !163, !DIExpression(), !220)
  %165 = and i64 %164, 4294967295, !dbg !226
  %166 = icmp eq i64 %165, 64, !dbg !226
  br i1 %166, label %203, label %157, !dbg !221, !llvm.loop !227

167:                                              ; preds = %157
    #dbg_value(i64 %158, !160, !DIExpression(DW_OP_LLVM_convert, 64, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !229)
  %168 = icmp slt i64 %158, 0, !dbg !230
  br i1 %168, label %203, label %169, !dbg !231

169:                                              ; preds = %167
  %170 = and i64 %158, 4294967295, !dbg !232
    #dbg_value(i64 %158, !160, !DIExpression(), !229)
  %171 = getelementptr inbounds i64, ptr %1, i64 %170, !dbg !232
  %172 = load i64, ptr %171, align 8, !dbg !232, !tbaa !92
    #dbg_value(i64 %172, !165, !DIExpression(), !229)
  %173 = getelementptr inbounds i64, ptr %1, i64 %156, !dbg !233
  %174 = load i64, ptr %173, align 8, !dbg !233, !tbaa !92
  store i64 %174, ptr %171, align 8, !dbg !234, !tbaa !92
  store i64 %172, ptr %173, align 8, !dbg !235, !tbaa !92
    #dbg_value(i32 0, !166, !DIExpression(), !236)
  %175 = zext i32 %154 to i64, !dbg !237
  br label %178, !dbg !237

176:                                              ; preds = %200
  %177 = add nsw i32 %154, 1, !dbg !238
    #dbg_value(i32 %177, !151, !DIExpression(), !216)
  br label %203, !dbg !239

178:                                              ; preds = %200, %169
  %179 = phi i64 [ 0, %169 ], [ %201, %200 ]
    #dbg_value(i64 %179, !166, !DIExpression(), !236)
  %180 = icmp eq i64 %179, %175, !dbg !240
  br i1 %180, label %189, label %181, !dbg !241

181:                                              ; preds = %178
  %182 = getelementptr inbounds i64, ptr %1, i64 %179, !dbg !242
  %183 = load i64, ptr %182, align 16, !dbg !242, !tbaa !92
  %184 = and i64 %183, %155, !dbg !243
  %185 = icmp eq i64 %184, 0, !dbg !243
  br i1 %185, label %189, label %186, !dbg !244

186:                                              ; preds = %181
  %187 = load i64, ptr %173, align 8, !dbg !245, !tbaa !92
  %188 = xor i64 %187, %183, !dbg !246
  store i64 %188, ptr %182, align 16, !dbg !246, !tbaa !92
  br label %189, !dbg !247

189:                                              ; preds = %186, %181, %178
  %190 = or disjoint i64 %179, 1, !dbg !248
    #dbg_value(i64 %190, !166, !DIExpression(), !236)
  %191 = icmp eq i64 %190, %175, !dbg !240
  br i1 %191, label %200, label %192, !dbg !241

192:                                              ; preds = %189
  %193 = getelementptr inbounds i64, ptr %1, i64 %190, !dbg !242
  %194 = load i64, ptr %193, align 8, !dbg !242, !tbaa !92
  %195 = and i64 %194, %155, !dbg !243
  %196 = icmp eq i64 %195, 0, !dbg !243
  br i1 %196, label %200, label %197, !dbg !244

197:                                              ; preds = %192
  %198 = load i64, ptr %173, align 8, !dbg !245, !tbaa !92
  %199 = xor i64 %198, %194, !dbg !246
  store i64 %199, ptr %193, align 8, !dbg !246, !tbaa !92
  br label %200, !dbg !247

200:                                              ; preds = %197, %192, %189
  %201 = add nuw nsw i64 %179, 2, !dbg !248
    #dbg_value(i64 %201, !166, !DIExpression(), !236)
  %202 = icmp eq i64 %201, 64, !dbg !249
  br i1 %202, label %176, label %178, !dbg !237, !llvm.loop !250

203:                                              ; preds = %163, %176, %167
  %204 = phi i32 [ %177, %176 ], [ %154, %167 ], [ %154, %163 ], !dbg !216
    #dbg_value(i32 %204, !151, !DIExpression(), !216)
  %205 = add nuw nsw i64 %153, 1, !dbg !252
    #dbg_value(i64 %205, !158, !DIExpression(), !218)
  %206 = icmp ult i64 %153, 63, !dbg !253
  %207 = icmp slt i32 %204, 64, !dbg !254
  %208 = select i1 %206, i1 %207, i1 false, !dbg !254
  br i1 %208, label %152, label %209, !dbg !219, !llvm.loop !255

209:                                              ; preds = %203
  %210 = icmp eq i32 %37, 0, !dbg !257
    #dbg_value(i1 %210, !44, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !60)
  %211 = zext i1 %210 to i32, !dbg !257
    #dbg_value(i32 %211, !44, !DIExpression(), !60)
  %212 = icmp eq i32 %38, 0, !dbg !258
    #dbg_value(i1 %212, !45, !DIExpression(DW_OP_LLVM_convert, 1, DW_ATE_unsigned, DW_OP_LLVM_convert, 32, DW_ATE_unsigned, DW_OP_stack_value), !60)
  %213 = zext i1 %212 to i32, !dbg !258
    #dbg_value(i32 %213, !45, !DIExpression(), !60)
    #dbg_value(i32 %204, !58, !DIExpression(), !60)
  %214 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1, i32 noundef %211, i32 noundef %213, i64 noundef %239, i32 noundef %146, i32 noundef %204), !dbg !259
  %215 = or i32 %38, %37, !dbg !260
  %216 = icmp eq i32 %215, 0, !dbg !260
  %217 = select i1 %216, i32 %146, i32 100, !dbg !260
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %4) #8, !dbg !261
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %3) #8, !dbg !261
  call void @llvm.lifetime.end.p0(i64 512, ptr nonnull %2) #8, !dbg !261
  ret i32 %217, !dbg !261

218:                                              ; preds = %89, %218
  %219 = phi i64 [ %240, %218 ], [ 0, %89 ]
  %220 = phi i64 [ %239, %218 ], [ 0, %89 ]
    #dbg_value(i64 %219, !54, !DIExpression(), !262)
    #dbg_value(i64 %220, !53, !DIExpression(), !60)
  %221 = mul i64 %220, 31, !dbg !263
  %222 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %219, !dbg !265
  %223 = load i64, ptr %222, align 16, !dbg !265, !tbaa !92
  %224 = add i64 %223, %221, !dbg !266
    #dbg_value(i64 %224, !53, !DIExpression(), !60)
  %225 = or disjoint i64 %219, 1, !dbg !267
    #dbg_value(i64 %225, !54, !DIExpression(), !262)
  %226 = mul i64 %224, 31, !dbg !263
  %227 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %225, !dbg !265
  %228 = load i64, ptr %227, align 8, !dbg !265, !tbaa !92
  %229 = add i64 %228, %226, !dbg !266
    #dbg_value(i64 %229, !53, !DIExpression(), !60)
  %230 = or disjoint i64 %219, 2, !dbg !267
    #dbg_value(i64 %230, !54, !DIExpression(), !262)
  %231 = mul i64 %229, 31, !dbg !263
  %232 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %230, !dbg !265
  %233 = load i64, ptr %232, align 16, !dbg !265, !tbaa !92
  %234 = add i64 %233, %231, !dbg !266
    #dbg_value(i64 %234, !53, !DIExpression(), !60)
  %235 = or disjoint i64 %219, 3, !dbg !267
    #dbg_value(i64 %235, !54, !DIExpression(), !262)
  %236 = mul i64 %234, 31, !dbg !263
  %237 = getelementptr inbounds [64 x i64], ptr %4, i64 0, i64 %235, !dbg !265
  %238 = load i64, ptr %237, align 8, !dbg !265, !tbaa !92
  %239 = add i64 %238, %236, !dbg !266
    #dbg_value(i64 %239, !53, !DIExpression(), !60)
  %240 = add nuw nsw i64 %219, 4, !dbg !267
    #dbg_value(i64 %240, !54, !DIExpression(), !262)
  %241 = icmp eq i64 %240, 64, !dbg !268
  br i1 %241, label %94, label %218, !dbg !269, !llvm.loop !270
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree nounwind
declare !dbg !272 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite)
declare void @llvm.memcpy.p0.p0.i64(ptr noalias nocapture writeonly, ptr noalias nocapture readonly, i64, i1 immarg) #3

; Function Attrs: nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable
define internal fastcc void @t64(ptr nocapture noundef %0) unnamed_addr #4 !dbg !279 {
    #dbg_value(ptr %0, !283, !DIExpression(), !293)
    #dbg_value(i64 4294967295, !284, !DIExpression(), !293)
    #dbg_value(i32 32, !285, !DIExpression(), !294)
    #dbg_value(i64 4294967295, !284, !DIExpression(), !293)
    #dbg_value(i32 32, !285, !DIExpression(), !294)
    #dbg_value(i32 0, !287, !DIExpression(), !295)
  br label %92, !dbg !296

2:                                                ; preds = %92, %2
  %3 = phi i32 [ %18, %2 ], [ 0, %92 ]
    #dbg_value(i32 %3, !287, !DIExpression(), !295)
  %4 = sext i32 %3 to i64, !dbg !297
  %5 = getelementptr inbounds i64, ptr %0, i64 %4, !dbg !297
  %6 = load i64, ptr %5, align 8, !dbg !297, !tbaa !92
  %7 = or disjoint i32 %3, 16, !dbg !298
  %8 = sext i32 %7 to i64, !dbg !299
  %9 = getelementptr inbounds i64, ptr %0, i64 %8, !dbg !299
  %10 = load i64, ptr %9, align 8, !dbg !299, !tbaa !92
  %11 = lshr i64 %10, 16, !dbg !300
  %12 = xor i64 %11, %6, !dbg !301
  %13 = and i64 %12, 281470681808895, !dbg !302
    #dbg_value(i64 %13, !290, !DIExpression(), !303)
  %14 = xor i64 %13, %6, !dbg !304
  store i64 %14, ptr %5, align 8, !dbg !304, !tbaa !92
  %15 = shl nuw i64 %13, 16, !dbg !305
  %16 = xor i64 %15, %10, !dbg !306
  store i64 %16, ptr %9, align 8, !dbg !306, !tbaa !92
  %17 = add nsw i32 %3, 17, !dbg !307
  %18 = and i32 %17, -17, !dbg !308
    #dbg_value(i32 %18, !287, !DIExpression(), !295)
  %19 = icmp slt i32 %18, 64, !dbg !309
  br i1 %19, label %2, label %20, !dbg !296, !llvm.loop !310

20:                                               ; preds = %2, %20
  %21 = phi i32 [ %36, %20 ], [ 0, %2 ]
    #dbg_value(i32 %21, !287, !DIExpression(), !295)
  %22 = sext i32 %21 to i64, !dbg !297
  %23 = getelementptr inbounds i64, ptr %0, i64 %22, !dbg !297
  %24 = load i64, ptr %23, align 8, !dbg !297, !tbaa !92
  %25 = or disjoint i32 %21, 8, !dbg !298
  %26 = sext i32 %25 to i64, !dbg !299
  %27 = getelementptr inbounds i64, ptr %0, i64 %26, !dbg !299
  %28 = load i64, ptr %27, align 8, !dbg !299, !tbaa !92
  %29 = lshr i64 %28, 8, !dbg !300
  %30 = xor i64 %29, %24, !dbg !301
  %31 = and i64 %30, 71777214294589695, !dbg !302
    #dbg_value(i64 %31, !290, !DIExpression(), !303)
  %32 = xor i64 %31, %24, !dbg !304
  store i64 %32, ptr %23, align 8, !dbg !304, !tbaa !92
  %33 = shl nuw i64 %31, 8, !dbg !305
  %34 = xor i64 %33, %28, !dbg !306
  store i64 %34, ptr %27, align 8, !dbg !306, !tbaa !92
  %35 = add nsw i32 %21, 9, !dbg !307
  %36 = and i32 %35, -9, !dbg !308
    #dbg_value(i32 %36, !287, !DIExpression(), !295)
  %37 = icmp slt i32 %36, 64, !dbg !309
  br i1 %37, label %20, label %38, !dbg !296, !llvm.loop !310

38:                                               ; preds = %20, %38
  %39 = phi i32 [ %54, %38 ], [ 0, %20 ]
    #dbg_value(i32 %39, !287, !DIExpression(), !295)
  %40 = sext i32 %39 to i64, !dbg !297
  %41 = getelementptr inbounds i64, ptr %0, i64 %40, !dbg !297
  %42 = load i64, ptr %41, align 8, !dbg !297, !tbaa !92
  %43 = or disjoint i32 %39, 4, !dbg !298
  %44 = sext i32 %43 to i64, !dbg !299
  %45 = getelementptr inbounds i64, ptr %0, i64 %44, !dbg !299
  %46 = load i64, ptr %45, align 8, !dbg !299, !tbaa !92
  %47 = lshr i64 %46, 4, !dbg !300
  %48 = xor i64 %47, %42, !dbg !301
  %49 = and i64 %48, 1085102592571150095, !dbg !302
    #dbg_value(i64 %49, !290, !DIExpression(), !303)
  %50 = xor i64 %49, %42, !dbg !304
  store i64 %50, ptr %41, align 8, !dbg !304, !tbaa !92
  %51 = shl nuw i64 %49, 4, !dbg !305
  %52 = xor i64 %51, %46, !dbg !306
  store i64 %52, ptr %45, align 8, !dbg !306, !tbaa !92
  %53 = add nsw i32 %39, 5, !dbg !307
  %54 = and i32 %53, -5, !dbg !308
    #dbg_value(i32 %54, !287, !DIExpression(), !295)
  %55 = icmp slt i32 %54, 64, !dbg !309
  br i1 %55, label %38, label %56, !dbg !296, !llvm.loop !310

56:                                               ; preds = %38, %56
  %57 = phi i32 [ %72, %56 ], [ 0, %38 ]
    #dbg_value(i32 %57, !287, !DIExpression(), !295)
  %58 = sext i32 %57 to i64, !dbg !297
  %59 = getelementptr inbounds i64, ptr %0, i64 %58, !dbg !297
  %60 = load i64, ptr %59, align 8, !dbg !297, !tbaa !92
  %61 = or disjoint i32 %57, 2, !dbg !298
  %62 = sext i32 %61 to i64, !dbg !299
  %63 = getelementptr inbounds i64, ptr %0, i64 %62, !dbg !299
  %64 = load i64, ptr %63, align 8, !dbg !299, !tbaa !92
  %65 = lshr i64 %64, 2, !dbg !300
  %66 = xor i64 %65, %60, !dbg !301
  %67 = and i64 %66, 3689348814741910323, !dbg !302
    #dbg_value(i64 %67, !290, !DIExpression(), !303)
  %68 = xor i64 %67, %60, !dbg !304
  store i64 %68, ptr %59, align 8, !dbg !304, !tbaa !92
  %69 = shl nuw i64 %67, 2, !dbg !305
  %70 = xor i64 %69, %64, !dbg !306
  store i64 %70, ptr %63, align 8, !dbg !306, !tbaa !92
  %71 = add nsw i32 %57, 3, !dbg !307
  %72 = and i32 %71, -3, !dbg !308
    #dbg_value(i32 %72, !287, !DIExpression(), !295)
  %73 = icmp slt i32 %72, 64, !dbg !309
  br i1 %73, label %56, label %74, !dbg !296, !llvm.loop !310

74:                                               ; preds = %56, %74
  %75 = phi i32 [ %89, %74 ], [ 0, %56 ]
    #dbg_value(i32 %75, !287, !DIExpression(), !295)
  %76 = zext nneg i32 %75 to i64, !dbg !297
  %77 = getelementptr inbounds i64, ptr %0, i64 %76, !dbg !297
  %78 = load i64, ptr %77, align 8, !dbg !297, !tbaa !92
  %79 = or disjoint i32 %75, 1, !dbg !298
  %80 = zext nneg i32 %79 to i64, !dbg !299
  %81 = getelementptr inbounds i64, ptr %0, i64 %80, !dbg !299
  %82 = load i64, ptr %81, align 8, !dbg !299, !tbaa !92
  %83 = lshr i64 %82, 1, !dbg !300
  %84 = xor i64 %83, %78, !dbg !301
  %85 = and i64 %84, 6148914691236517205, !dbg !302
    #dbg_value(i64 %85, !290, !DIExpression(), !303)
  %86 = xor i64 %85, %78, !dbg !304
  store i64 %86, ptr %77, align 8, !dbg !304, !tbaa !92
  %87 = shl nuw i64 %85, 1, !dbg !305
  %88 = xor i64 %87, %82, !dbg !306
  store i64 %88, ptr %81, align 8, !dbg !306, !tbaa !92
  %89 = add nuw nsw i32 %75, 2, !dbg !307
    #dbg_value(i32 %89, !287, !DIExpression(), !295)
  %90 = icmp ult i32 %75, 62, !dbg !309
  br i1 %90, label %74, label %91, !dbg !296, !llvm.loop !310

91:                                               ; preds = %74
    #dbg_value(i32 0, !285, !DIExpression(), !294)
    #dbg_value(i64 0, !284, !DIExpression(), !293)
  ret void, !dbg !312

92:                                               ; preds = %1, %92
  %93 = phi i32 [ 0, %1 ], [ %108, %92 ]
    #dbg_value(i32 %93, !287, !DIExpression(), !295)
  %94 = sext i32 %93 to i64, !dbg !297
  %95 = getelementptr inbounds i64, ptr %0, i64 %94, !dbg !297
  %96 = load i64, ptr %95, align 8, !dbg !297, !tbaa !92
  %97 = or disjoint i32 %93, 32, !dbg !298
  %98 = sext i32 %97 to i64, !dbg !299
  %99 = getelementptr inbounds i64, ptr %0, i64 %98, !dbg !299
  %100 = load i64, ptr %99, align 8, !dbg !299, !tbaa !92
  %101 = lshr i64 %100, 32, !dbg !300
  %102 = and i64 %96, 4294967295, !dbg !302
  %103 = xor i64 %101, %102, !dbg !302
    #dbg_value(i64 %103, !290, !DIExpression(), !303)
  %104 = xor i64 %103, %96, !dbg !304
  store i64 %104, ptr %95, align 8, !dbg !304, !tbaa !92
  %105 = shl nuw i64 %103, 32, !dbg !305
  %106 = xor i64 %105, %100, !dbg !306
  store i64 %106, ptr %99, align 8, !dbg !306, !tbaa !92
  %107 = add nsw i32 %93, 33, !dbg !307
  %108 = and i32 %107, -33, !dbg !308
    #dbg_value(i32 %108, !287, !DIExpression(), !295)
  %109 = icmp slt i32 %108, 64, !dbg !309
  br i1 %109, label %92, label %2, !dbg !296, !llvm.loop !310
}

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #5

; Function Attrs: nofree nounwind willreturn memory(argmem: read)
declare i32 @bcmp(ptr nocapture, ptr nocapture, i64) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <2 x i64> @llvm.ctpop.v2i64(<2 x i64>) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.vector.reduce.or.v2i64(<2 x i64>) #7

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: readwrite) }
attributes #4 = { nofree norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #6 = { nofree nounwind willreturn memory(argmem: read) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.dbg.cu = !{!12}
!llvm.module.flags = !{!21, !22, !23, !24, !25, !26, !27}
!llvm.ident = !{!28}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(scope: null, file: !2, line: 37, type: !3, isLocal: true, isDefinition: true)
!2 = !DIFile(filename: "programs/bit_matrix_transpose.c", directory: ".", checksumkind: CSK_MD5, checksum: "168472a53560a9b9e1ced6753657d25a")
!3 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 344, elements: !5)
!4 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!5 = !{!6}
!6 = !DISubrange(count: 43)
!7 = !DIGlobalVariableExpression(var: !8, expr: !DIExpression())
!8 = distinct !DIGlobalVariable(scope: null, file: !2, line: 54, type: !9, isLocal: true, isDefinition: true)
!9 = !DICompositeType(tag: DW_TAG_array_type, baseType: !4, size: 656, elements: !10)
!10 = !{!11}
!11 = !DISubrange(count: 82)
!12 = distinct !DICompileUnit(language: DW_LANG_C11, file: !2, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !13, globals: !20, splitDebugInlining: false, nameTableKind: None)
!13 = !{!14, !15}
!14 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!15 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint64_t", file: !16, line: 27, baseType: !17)
!16 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdint-uintn.h", directory: "", checksumkind: CSK_MD5, checksum: "2bf2ae53c58c01b1a1b9383b5195125c")
!17 = !DIDerivedType(tag: DW_TAG_typedef, name: "__uint64_t", file: !18, line: 45, baseType: !19)
!18 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/types.h", directory: "", checksumkind: CSK_MD5, checksum: "d108b5f93a74c50510d7d9bc0ab36df9")
!19 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!20 = !{!0, !7}
!21 = !{i32 7, !"Dwarf Version", i32 5}
!22 = !{i32 2, !"Debug Info Version", i32 3}
!23 = !{i32 1, !"wchar_size", i32 4}
!24 = !{i32 8, !"PIC Level", i32 2}
!25 = !{i32 7, !"PIE Level", i32 2}
!26 = !{i32 7, !"uwtable", i32 2}
!27 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!28 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!29 = distinct !DISubprogram(name: "main", scope: !2, file: !2, line: 35, type: !30, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !33)
!30 = !DISubroutineType(types: !31)
!31 = !{!32}
!32 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!33 = !{!34, !35, !39, !40, !41, !42, !44, !45, !46, !47, !49, !53, !54, !56, !57, !58}
!34 = !DILocalVariable(name: "x", scope: !29, file: !2, line: 36, type: !15)
!35 = !DILocalVariable(name: "a", scope: !29, file: !2, line: 38, type: !36)
!36 = !DICompositeType(tag: DW_TAG_array_type, baseType: !15, size: 4096, elements: !37)
!37 = !{!38}
!38 = !DISubrange(count: 64)
!39 = !DILocalVariable(name: "b", scope: !29, file: !2, line: 38, type: !36)
!40 = !DILocalVariable(name: "c", scope: !29, file: !2, line: 38, type: !36)
!41 = !DILocalVariable(name: "s", scope: !29, file: !2, line: 38, type: !15)
!42 = !DILocalVariable(name: "i", scope: !43, file: !2, line: 39, type: !32)
!43 = distinct !DILexicalBlock(scope: !29, file: !2, line: 39, column: 5)
!44 = !DILocalVariable(name: "same", scope: !29, file: !2, line: 43, type: !32)
!45 = !DILocalVariable(name: "back", scope: !29, file: !2, line: 45, type: !32)
!46 = !DILocalVariable(name: "p", scope: !29, file: !2, line: 47, type: !36)
!47 = !DILocalVariable(name: "i", scope: !48, file: !2, line: 48, type: !32)
!48 = distinct !DILexicalBlock(scope: !29, file: !2, line: 48, column: 5)
!49 = !DILocalVariable(name: "j", scope: !50, file: !2, line: 48, type: !32)
!50 = distinct !DILexicalBlock(scope: !51, file: !2, line: 48, column: 46)
!51 = distinct !DILexicalBlock(scope: !52, file: !2, line: 48, column: 34)
!52 = distinct !DILexicalBlock(scope: !48, file: !2, line: 48, column: 5)
!53 = !DILocalVariable(name: "h", scope: !29, file: !2, line: 49, type: !15)
!54 = !DILocalVariable(name: "i", scope: !55, file: !2, line: 49, type: !32)
!55 = distinct !DILexicalBlock(scope: !29, file: !2, line: 49, column: 21)
!56 = !DILocalVariable(name: "m", scope: !29, file: !2, line: 50, type: !36)
!57 = !DILocalVariable(name: "ra", scope: !29, file: !2, line: 51, type: !32)
!58 = !DILocalVariable(name: "rp", scope: !29, file: !2, line: 53, type: !32)
!59 = distinct !DIAssignID()
!60 = !DILocation(line: 0, scope: !29)
!61 = distinct !DIAssignID()
!62 = distinct !DIAssignID()
!63 = distinct !DIAssignID()
!64 = !DILocation(line: 37, column: 5, scope: !29)
!65 = !DILocation(line: 38, column: 5, scope: !29)
!66 = !DILocation(line: 0, scope: !43)
!67 = !DILocation(line: 39, column: 5, scope: !43)
!68 = !DILocation(line: 40, column: 5, scope: !29)
!69 = distinct !DIAssignID()
!70 = !DILocation(line: 41, column: 5, scope: !29)
!71 = !DILocalVariable(name: "a", arg: 1, scope: !72, file: !2, line: 21, type: !75)
!72 = distinct !DISubprogram(name: "t64_naive", scope: !2, file: !2, line: 21, type: !73, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !78)
!73 = !DISubroutineType(types: !74)
!74 = !{null, !75, !77}
!75 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !76, size: 64)
!76 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !15)
!77 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !15, size: 64)
!78 = !{!71, !79, !80, !82}
!79 = !DILocalVariable(name: "b", arg: 2, scope: !72, file: !2, line: 21, type: !77)
!80 = !DILocalVariable(name: "i", scope: !81, file: !2, line: 21, type: !32)
!81 = distinct !DILexicalBlock(scope: !72, file: !2, line: 21, column: 79)
!82 = !DILocalVariable(name: "j", scope: !83, file: !2, line: 21, type: !32)
!83 = distinct !DILexicalBlock(scope: !84, file: !2, line: 21, column: 108)
!84 = distinct !DILexicalBlock(scope: !81, file: !2, line: 21, column: 79)
!85 = !DILocation(line: 0, scope: !72, inlinedAt: !86)
!86 = distinct !DILocation(line: 42, column: 5, scope: !29)
!87 = !DILocation(line: 21, column: 57, scope: !72, inlinedAt: !86)
!88 = distinct !DIAssignID()
!89 = !DILocation(line: 0, scope: !81, inlinedAt: !86)
!90 = !DILocation(line: 21, column: 79, scope: !81, inlinedAt: !86)
!91 = !DILocation(line: 0, scope: !83, inlinedAt: !86)
!92 = !{!93, !93, i64 0}
!93 = !{!"long", !94, i64 0}
!94 = !{!"omnipotent char", !95, i64 0}
!95 = !{!"Simple C/C++ TBAA"}
!96 = !DILocation(line: 21, column: 108, scope: !83, inlinedAt: !86)
!97 = !DILocation(line: 21, column: 104, scope: !84, inlinedAt: !86)
!98 = !DILocation(line: 21, column: 97, scope: !84, inlinedAt: !86)
!99 = distinct !{!99, !90, !100, !101}
!100 = !DILocation(line: 21, column: 172, scope: !81, inlinedAt: !86)
!101 = !{!"llvm.loop.mustprogress"}
!102 = !DILocation(line: 21, column: 151, scope: !103, inlinedAt: !86)
!103 = distinct !DILexicalBlock(scope: !104, file: !2, line: 21, column: 141)
!104 = distinct !DILexicalBlock(scope: !83, file: !2, line: 21, column: 108)
!105 = !DILocation(line: 21, column: 141, scope: !104, inlinedAt: !86)
!106 = !DILocation(line: 21, column: 156, scope: !103, inlinedAt: !86)
!107 = !DILocation(line: 21, column: 161, scope: !103, inlinedAt: !86)
!108 = !DILocation(line: 21, column: 133, scope: !104, inlinedAt: !86)
!109 = !DILocation(line: 21, column: 126, scope: !104, inlinedAt: !86)
!110 = distinct !{!110, !96, !111, !101}
!111 = !DILocation(line: 21, column: 172, scope: !83, inlinedAt: !86)
!112 = !DILocation(line: 43, column: 16, scope: !29)
!113 = !DILocation(line: 44, column: 5, scope: !29)
!114 = !DILocation(line: 45, column: 16, scope: !29)
!115 = !DILocation(line: 47, column: 5, scope: !29)
!116 = !DILocation(line: 0, scope: !48)
!117 = !DILocation(line: 48, column: 5, scope: !48)
!118 = !DILocation(line: 39, column: 43, scope: !119)
!119 = distinct !DILexicalBlock(scope: !120, file: !2, line: 39, column: 34)
!120 = distinct !DILexicalBlock(scope: !43, file: !2, line: 39, column: 5)
!121 = !DILocation(line: 39, column: 38, scope: !119)
!122 = !DILocation(line: 39, column: 57, scope: !119)
!123 = !DILocation(line: 39, column: 52, scope: !119)
!124 = !DILocation(line: 39, column: 70, scope: !119)
!125 = !DILocation(line: 39, column: 65, scope: !119)
!126 = !DILocation(line: 39, column: 77, scope: !119)
!127 = !DILocation(line: 39, column: 82, scope: !119)
!128 = !DILocation(line: 39, column: 30, scope: !120)
!129 = !DILocation(line: 39, column: 23, scope: !120)
!130 = distinct !{!130, !67, !131, !101}
!131 = !DILocation(line: 39, column: 87, scope: !43)
!132 = !DILocation(line: 48, column: 36, scope: !51)
!133 = !DILocation(line: 0, scope: !50)
!134 = !DILocation(line: 48, column: 46, scope: !50)
!135 = !DILocation(line: 48, column: 71, scope: !136)
!136 = distinct !DILexicalBlock(scope: !50, file: !2, line: 48, column: 46)
!137 = !DILocation(line: 48, column: 122, scope: !136)
!138 = !DILocation(line: 48, column: 120, scope: !136)
!139 = !DILocation(line: 48, column: 94, scope: !136)
!140 = !DILocation(line: 48, column: 128, scope: !136)
!141 = !DILocation(line: 48, column: 133, scope: !136)
!142 = !DILocation(line: 48, column: 80, scope: !136)
!143 = distinct !{!143, !134, !144, !101, !145, !146}
!144 = !DILocation(line: 48, column: 136, scope: !50)
!145 = !{!"llvm.loop.isvectorized", i32 1}
!146 = !{!"llvm.loop.unroll.runtime.disable"}
!147 = !DILocation(line: 48, column: 30, scope: !52)
!148 = !DILocation(line: 48, column: 23, scope: !52)
!149 = distinct !{!149, !117, !150, !101}
!150 = !DILocation(line: 48, column: 139, scope: !48)
!151 = !DILocalVariable(name: "r", scope: !152, file: !2, line: 23, type: !32)
!152 = distinct !DISubprogram(name: "rank_gf2", scope: !2, file: !2, line: 22, type: !153, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !155)
!153 = !DISubroutineType(types: !154)
!154 = !{!32, !77, !32}
!155 = !{!156, !157, !151, !158, !160, !163, !165, !166}
!156 = !DILocalVariable(name: "m", arg: 1, scope: !152, file: !2, line: 22, type: !77)
!157 = !DILocalVariable(name: "n", arg: 2, scope: !152, file: !2, line: 22, type: !32)
!158 = !DILocalVariable(name: "col", scope: !159, file: !2, line: 24, type: !32)
!159 = distinct !DILexicalBlock(scope: !152, file: !2, line: 24, column: 5)
!160 = !DILocalVariable(name: "p", scope: !161, file: !2, line: 25, type: !32)
!161 = distinct !DILexicalBlock(scope: !162, file: !2, line: 24, column: 49)
!162 = distinct !DILexicalBlock(scope: !159, file: !2, line: 24, column: 5)
!163 = !DILocalVariable(name: "i", scope: !164, file: !2, line: 26, type: !32)
!164 = distinct !DILexicalBlock(scope: !161, file: !2, line: 26, column: 9)
!165 = !DILocalVariable(name: "t", scope: !161, file: !2, line: 28, type: !15)
!166 = !DILocalVariable(name: "i", scope: !167, file: !2, line: 29, type: !32)
!167 = distinct !DILexicalBlock(scope: !161, file: !2, line: 29, column: 9)
!168 = !DILocation(line: 0, scope: !152, inlinedAt: !169)
!169 = distinct !DILocation(line: 51, column: 14, scope: !29)
!170 = !DILocation(line: 0, scope: !159, inlinedAt: !169)
!171 = !DILocation(line: 0, scope: !164, inlinedAt: !169)
!172 = !DILocation(line: 26, column: 9, scope: !164, inlinedAt: !169)
!173 = !DILocation(line: 26, column: 41, scope: !174, inlinedAt: !169)
!174 = distinct !DILexicalBlock(scope: !175, file: !2, line: 26, column: 41)
!175 = distinct !DILexicalBlock(scope: !164, file: !2, line: 26, column: 9)
!176 = !DILocation(line: 26, column: 53, scope: !174, inlinedAt: !169)
!177 = !DILocation(line: 26, column: 41, scope: !175, inlinedAt: !169)
!178 = !DILocation(line: 26, column: 33, scope: !175, inlinedAt: !169)
!179 = !DILocation(line: 26, column: 27, scope: !175, inlinedAt: !169)
!180 = distinct !{!180, !172, !181, !101}
!181 = !DILocation(line: 26, column: 74, scope: !164, inlinedAt: !169)
!182 = !DILocation(line: 0, scope: !161, inlinedAt: !169)
!183 = !DILocation(line: 27, column: 15, scope: !184, inlinedAt: !169)
!184 = distinct !DILexicalBlock(scope: !161, file: !2, line: 27, column: 13)
!185 = !DILocation(line: 27, column: 13, scope: !161, inlinedAt: !169)
!186 = !DILocation(line: 28, column: 22, scope: !161, inlinedAt: !169)
!187 = !DILocation(line: 28, column: 35, scope: !161, inlinedAt: !169)
!188 = !DILocation(line: 28, column: 33, scope: !161, inlinedAt: !169)
!189 = !DILocation(line: 28, column: 46, scope: !161, inlinedAt: !169)
!190 = !DILocation(line: 0, scope: !167, inlinedAt: !169)
!191 = !DILocation(line: 29, column: 9, scope: !167, inlinedAt: !169)
!192 = !DILocation(line: 30, column: 10, scope: !161, inlinedAt: !169)
!193 = !DILocation(line: 31, column: 5, scope: !162, inlinedAt: !169)
!194 = !DILocation(line: 29, column: 43, scope: !195, inlinedAt: !169)
!195 = distinct !DILexicalBlock(scope: !196, file: !2, line: 29, column: 41)
!196 = distinct !DILexicalBlock(scope: !167, file: !2, line: 29, column: 9)
!197 = !DILocation(line: 29, column: 48, scope: !195, inlinedAt: !169)
!198 = !DILocation(line: 29, column: 52, scope: !195, inlinedAt: !169)
!199 = !DILocation(line: 29, column: 64, scope: !195, inlinedAt: !169)
!200 = !DILocation(line: 29, column: 41, scope: !196, inlinedAt: !169)
!201 = !DILocation(line: 29, column: 78, scope: !195, inlinedAt: !169)
!202 = !DILocation(line: 29, column: 75, scope: !195, inlinedAt: !169)
!203 = !DILocation(line: 29, column: 70, scope: !195, inlinedAt: !169)
!204 = !DILocation(line: 29, column: 33, scope: !196, inlinedAt: !169)
!205 = !DILocation(line: 29, column: 27, scope: !196, inlinedAt: !169)
!206 = distinct !{!206, !191, !207, !101}
!207 = !DILocation(line: 29, column: 81, scope: !167, inlinedAt: !169)
!208 = !DILocation(line: 24, column: 45, scope: !162, inlinedAt: !169)
!209 = !DILocation(line: 24, column: 27, scope: !162, inlinedAt: !169)
!210 = !DILocation(line: 24, column: 32, scope: !162, inlinedAt: !169)
!211 = !DILocation(line: 24, column: 5, scope: !159, inlinedAt: !169)
!212 = distinct !{!212, !211, !213, !101}
!213 = !DILocation(line: 31, column: 5, scope: !159, inlinedAt: !169)
!214 = !DILocation(line: 52, column: 5, scope: !29)
!215 = distinct !DIAssignID()
!216 = !DILocation(line: 0, scope: !152, inlinedAt: !217)
!217 = distinct !DILocation(line: 53, column: 14, scope: !29)
!218 = !DILocation(line: 0, scope: !159, inlinedAt: !217)
!219 = !DILocation(line: 24, column: 5, scope: !159, inlinedAt: !217)
!220 = !DILocation(line: 0, scope: !164, inlinedAt: !217)
!221 = !DILocation(line: 26, column: 9, scope: !164, inlinedAt: !217)
!222 = !DILocation(line: 26, column: 41, scope: !174, inlinedAt: !217)
!223 = !DILocation(line: 26, column: 53, scope: !174, inlinedAt: !217)
!224 = !DILocation(line: 26, column: 41, scope: !175, inlinedAt: !217)
!225 = !DILocation(line: 26, column: 33, scope: !175, inlinedAt: !217)
!226 = !DILocation(line: 26, column: 27, scope: !175, inlinedAt: !217)
!227 = distinct !{!227, !221, !228, !101}
!228 = !DILocation(line: 26, column: 74, scope: !164, inlinedAt: !217)
!229 = !DILocation(line: 0, scope: !161, inlinedAt: !217)
!230 = !DILocation(line: 27, column: 15, scope: !184, inlinedAt: !217)
!231 = !DILocation(line: 27, column: 13, scope: !161, inlinedAt: !217)
!232 = !DILocation(line: 28, column: 22, scope: !161, inlinedAt: !217)
!233 = !DILocation(line: 28, column: 35, scope: !161, inlinedAt: !217)
!234 = !DILocation(line: 28, column: 33, scope: !161, inlinedAt: !217)
!235 = !DILocation(line: 28, column: 46, scope: !161, inlinedAt: !217)
!236 = !DILocation(line: 0, scope: !167, inlinedAt: !217)
!237 = !DILocation(line: 29, column: 9, scope: !167, inlinedAt: !217)
!238 = !DILocation(line: 30, column: 10, scope: !161, inlinedAt: !217)
!239 = !DILocation(line: 31, column: 5, scope: !162, inlinedAt: !217)
!240 = !DILocation(line: 29, column: 43, scope: !195, inlinedAt: !217)
!241 = !DILocation(line: 29, column: 48, scope: !195, inlinedAt: !217)
!242 = !DILocation(line: 29, column: 52, scope: !195, inlinedAt: !217)
!243 = !DILocation(line: 29, column: 64, scope: !195, inlinedAt: !217)
!244 = !DILocation(line: 29, column: 41, scope: !196, inlinedAt: !217)
!245 = !DILocation(line: 29, column: 78, scope: !195, inlinedAt: !217)
!246 = !DILocation(line: 29, column: 75, scope: !195, inlinedAt: !217)
!247 = !DILocation(line: 29, column: 70, scope: !195, inlinedAt: !217)
!248 = !DILocation(line: 29, column: 33, scope: !196, inlinedAt: !217)
!249 = !DILocation(line: 29, column: 27, scope: !196, inlinedAt: !217)
!250 = distinct !{!250, !237, !251, !101}
!251 = !DILocation(line: 29, column: 81, scope: !167, inlinedAt: !217)
!252 = !DILocation(line: 24, column: 45, scope: !162, inlinedAt: !217)
!253 = !DILocation(line: 24, column: 27, scope: !162, inlinedAt: !217)
!254 = !DILocation(line: 24, column: 32, scope: !162, inlinedAt: !217)
!255 = distinct !{!255, !219, !256, !101}
!256 = !DILocation(line: 31, column: 5, scope: !159, inlinedAt: !217)
!257 = !DILocation(line: 43, column: 39, scope: !29)
!258 = !DILocation(line: 45, column: 39, scope: !29)
!259 = !DILocation(line: 54, column: 5, scope: !29)
!260 = !DILocation(line: 55, column: 17, scope: !29)
!261 = !DILocation(line: 56, column: 1, scope: !29)
!262 = !DILocation(line: 0, scope: !55)
!263 = !DILocation(line: 49, column: 56, scope: !264)
!264 = distinct !DILexicalBlock(scope: !55, file: !2, line: 49, column: 21)
!265 = !DILocation(line: 49, column: 63, scope: !264)
!266 = !DILocation(line: 49, column: 61, scope: !264)
!267 = !DILocation(line: 49, column: 46, scope: !264)
!268 = !DILocation(line: 49, column: 39, scope: !264)
!269 = !DILocation(line: 49, column: 21, scope: !55)
!270 = distinct !{!270, !269, !271, !101}
!271 = !DILocation(line: 49, column: 66, scope: !55)
!272 = !DISubprogram(name: "printf", scope: !273, file: !273, line: 356, type: !274, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!273 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!274 = !DISubroutineType(types: !275)
!275 = !{!32, !276, null}
!276 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !277)
!277 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !278, size: 64)
!278 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !4)
!279 = distinct !DISubprogram(name: "t64", scope: !2, file: !2, line: 16, type: !280, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !12, retainedNodes: !282)
!280 = !DISubroutineType(types: !281)
!281 = !{null, !77}
!282 = !{!283, !284, !285, !287, !290}
!283 = !DILocalVariable(name: "a", arg: 1, scope: !279, file: !2, line: 16, type: !77)
!284 = !DILocalVariable(name: "m", scope: !279, file: !2, line: 17, type: !15)
!285 = !DILocalVariable(name: "j", scope: !286, file: !2, line: 18, type: !32)
!286 = distinct !DILexicalBlock(scope: !279, file: !2, line: 18, column: 5)
!287 = !DILocalVariable(name: "k", scope: !288, file: !2, line: 19, type: !32)
!288 = distinct !DILexicalBlock(scope: !289, file: !2, line: 19, column: 9)
!289 = distinct !DILexicalBlock(scope: !286, file: !2, line: 18, column: 5)
!290 = !DILocalVariable(name: "t", scope: !291, file: !2, line: 19, type: !15)
!291 = distinct !DILexicalBlock(scope: !292, file: !2, line: 19, column: 55)
!292 = distinct !DILexicalBlock(scope: !288, file: !2, line: 19, column: 9)
!293 = !DILocation(line: 0, scope: !279)
!294 = !DILocation(line: 0, scope: !286)
!295 = !DILocation(line: 0, scope: !288)
!296 = !DILocation(line: 19, column: 9, scope: !288)
!297 = !DILocation(line: 19, column: 71, scope: !291)
!298 = !DILocation(line: 19, column: 83, scope: !291)
!299 = !DILocation(line: 19, column: 79, scope: !291)
!300 = !DILocation(line: 19, column: 88, scope: !291)
!301 = !DILocation(line: 19, column: 76, scope: !291)
!302 = !DILocation(line: 19, column: 95, scope: !291)
!303 = !DILocation(line: 0, scope: !291)
!304 = !DILocation(line: 19, column: 105, scope: !291)
!305 = !DILocation(line: 19, column: 125, scope: !291)
!306 = !DILocation(line: 19, column: 120, scope: !291)
!307 = !DILocation(line: 19, column: 44, scope: !292)
!308 = !DILocation(line: 19, column: 49, scope: !292)
!309 = !DILocation(line: 19, column: 27, scope: !292)
!310 = distinct !{!310, !296, !311, !101}
!311 = !DILocation(line: 19, column: 131, scope: !288)
!312 = !DILocation(line: 20, column: 1, scope: !279)
