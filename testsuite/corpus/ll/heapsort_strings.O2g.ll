; ModuleID = 'programs/heapsort_strings.c'
source_filename = "programs/heapsort_strings.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@main.pool = internal global [3000 x [12 x i8]] zeroinitializer, align 16, !dbg !0
@.str = private unnamed_addr constant [53 x i8] c"sorted=%d permutation=%d unique=%d first=%s last=%s\0A\00", align 1, !dbg !17
@.str.1 = private unnamed_addr constant [17 x i8] c"by first letter:\00", align 1, !dbg !22
@.str.2 = private unnamed_addr constant [7 x i8] c" %c=%d\00", align 1, !dbg !27

; Function Attrs: nofree nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !2 {
  %1 = alloca [3000 x ptr], align 16, !DIAssignID !77
    #dbg_assign(i1 undef, !38, !DIExpression(), !77, ptr %1, !DIExpression(), !78)
  %2 = alloca [6 x i32], align 16, !DIAssignID !79
    #dbg_assign(i1 undef, !58, !DIExpression(), !79, ptr %2, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 24000, ptr nonnull %1) #6, !dbg !80
    #dbg_value(i32 4, !43, !DIExpression(), !78)
    #dbg_value(i64 0, !44, !DIExpression(), !78)
    #dbg_value(i32 0, !46, !DIExpression(), !81)
  br label %91, !dbg !82

3:                                                ; preds = %141, %40
  %4 = phi i64 [ %41, %40 ], [ 1499, %141 ]
    #dbg_value(i64 %4, !83, !DIExpression(), !97)
    #dbg_value(ptr %1, !99, !DIExpression(), !111)
    #dbg_value(i64 %4, !104, !DIExpression(), !111)
    #dbg_value(i32 2999, !105, !DIExpression(), !111)
    #dbg_value(i64 %4, !106, !DIExpression(), !111)
  %5 = getelementptr inbounds ptr, ptr %1, i64 %4
  %6 = load ptr, ptr %5, align 8, !dbg !114, !tbaa !116
  %7 = trunc nuw nsw i64 %4 to i32, !dbg !120
  br label %8, !dbg !120

8:                                                ; preds = %35, %3
  %9 = phi i32 [ %33, %35 ], [ %7, %3 ]
  %10 = shl nsw i32 %9, 1, !dbg !122
    #dbg_value(i32 %9, !106, !DIExpression(), !111)
  %11 = or disjoint i32 %10, 1, !dbg !123
    #dbg_value(i32 %11, !107, !DIExpression(), !124)
    #dbg_value(i32 %9, !109, !DIExpression(), !124)
  %12 = sext i32 %9 to i64, !dbg !114
  %13 = getelementptr inbounds ptr, ptr %1, i64 %12, !dbg !114
  %14 = sext i32 %11 to i64, !dbg !125
  %15 = getelementptr inbounds ptr, ptr %1, i64 %14, !dbg !125
  %16 = load ptr, ptr %15, align 8, !dbg !125, !tbaa !116
  %17 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %6, ptr noundef nonnull dereferenceable(1) %16) #7, !dbg !126
  %18 = icmp slt i32 %17, 0, !dbg !127
  %19 = select i1 %18, i32 %11, i32 %9, !dbg !128
    #dbg_value(i32 %19, !109, !DIExpression(), !124)
  %20 = icmp sgt i32 %9, 1498, !dbg !129
  br i1 %20, label %32, label %21, !dbg !120

21:                                               ; preds = %8
  %22 = add nsw i32 %10, 2, !dbg !130
  %23 = sext i32 %19 to i64, !dbg !131
  %24 = getelementptr inbounds ptr, ptr %1, i64 %23, !dbg !131
  %25 = load ptr, ptr %24, align 8, !dbg !131, !tbaa !116
  %26 = sext i32 %22 to i64, !dbg !132
  %27 = getelementptr inbounds ptr, ptr %1, i64 %26, !dbg !132
  %28 = load ptr, ptr %27, align 16, !dbg !132, !tbaa !116
  %29 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %25, ptr noundef nonnull dereferenceable(1) %28) #7, !dbg !133
  %30 = icmp slt i32 %29, 0, !dbg !134
  %31 = select i1 %30, i32 %22, i32 %19, !dbg !135
  br label %32, !dbg !135

32:                                               ; preds = %21, %8
  %33 = phi i32 [ %19, %8 ], [ %31, %21 ], !dbg !124
    #dbg_value(i32 %33, !109, !DIExpression(), !124)
  %34 = icmp eq i32 %33, %9, !dbg !136
  br i1 %34, label %40, label %35, !dbg !138

35:                                               ; preds = %32
    #dbg_value(ptr %6, !110, !DIExpression(), !124)
  %36 = sext i32 %33 to i64, !dbg !139
  %37 = getelementptr inbounds ptr, ptr %1, i64 %36, !dbg !139
  %38 = load ptr, ptr %37, align 8, !dbg !139, !tbaa !116
  store ptr %38, ptr %13, align 8, !dbg !140, !tbaa !116
  store ptr %6, ptr %37, align 8, !dbg !141, !tbaa !116
    #dbg_value(i32 %33, !106, !DIExpression(), !111)
  %39 = icmp slt i32 %33, 1500, !dbg !142
  br i1 %39, label %8, label %40, !dbg !143

40:                                               ; preds = %35, %32
  %41 = add nsw i64 %4, -1, !dbg !144
    #dbg_value(i64 %41, !83, !DIExpression(), !97)
  %42 = icmp eq i64 %4, 0, !dbg !145
  br i1 %42, label %43, label %3, !dbg !146, !llvm.loop !147

43:                                               ; preds = %40
    #dbg_value(i64 2999, !92, !DIExpression(), !150)
  %44 = load ptr, ptr %1, align 16, !dbg !151, !tbaa !116
  %45 = getelementptr inbounds i8, ptr %1, i64 23992, !dbg !152
  %46 = load ptr, ptr %45, align 8, !dbg !152, !tbaa !116
  store ptr %46, ptr %1, align 16, !dbg !153, !tbaa !116, !DIAssignID !154
  store ptr %44, ptr %45, align 8, !dbg !155, !tbaa !116
  br label %47, !dbg !156

47:                                               ; preds = %43, %85
  %48 = phi i64 [ 2998, %43 ], [ %89, %85 ]
  %49 = phi ptr [ %46, %43 ], [ %88, %85 ]
  %50 = phi i64 [ 2999, %43 ], [ %48, %85 ]
    #dbg_value(i64 %50, !92, !DIExpression(), !150)
  br label %51, !dbg !158

51:                                               ; preds = %47, %78
  %52 = phi i32 [ %82, %78 ], [ 0, %47 ]
  %53 = phi i32 [ %76, %78 ], [ 0, %47 ]
    #dbg_value(i32 %53, !106, !DIExpression(), !159)
  %54 = or disjoint i32 %52, 1, !dbg !160
    #dbg_value(i32 %54, !107, !DIExpression(), !161)
    #dbg_value(i32 %53, !109, !DIExpression(), !161)
  %55 = sext i32 %53 to i64, !dbg !162
  %56 = getelementptr inbounds ptr, ptr %1, i64 %55, !dbg !162
  %57 = sext i32 %54 to i64, !dbg !163
  %58 = getelementptr inbounds ptr, ptr %1, i64 %57, !dbg !163
  %59 = load ptr, ptr %58, align 8, !dbg !163, !tbaa !116
  %60 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %49, ptr noundef nonnull dereferenceable(1) %59) #7, !dbg !164
  %61 = icmp slt i32 %60, 0, !dbg !165
  %62 = select i1 %61, i32 %54, i32 %53, !dbg !166
    #dbg_value(i32 %62, !109, !DIExpression(), !161)
  %63 = add nsw i32 %52, 2, !dbg !167
  %64 = sext i32 %63 to i64, !dbg !168
  %65 = icmp sgt i64 %50, %64, !dbg !168
  br i1 %65, label %66, label %75, !dbg !158

66:                                               ; preds = %51
  %67 = sext i32 %62 to i64, !dbg !169
  %68 = getelementptr inbounds ptr, ptr %1, i64 %67, !dbg !169
  %69 = load ptr, ptr %68, align 8, !dbg !169, !tbaa !116
  %70 = getelementptr inbounds ptr, ptr %1, i64 %64, !dbg !170
  %71 = load ptr, ptr %70, align 16, !dbg !170, !tbaa !116
  %72 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %69, ptr noundef nonnull dereferenceable(1) %71) #7, !dbg !171
  %73 = icmp slt i32 %72, 0, !dbg !172
  %74 = select i1 %73, i32 %63, i32 %62, !dbg !173
  br label %75, !dbg !173

75:                                               ; preds = %66, %51
  %76 = phi i32 [ %62, %51 ], [ %74, %66 ], !dbg !161
    #dbg_value(i32 %76, !109, !DIExpression(), !161)
  %77 = icmp eq i32 %76, %53, !dbg !174
  br i1 %77, label %85, label %78, !dbg !175

78:                                               ; preds = %75
    #dbg_value(ptr %49, !110, !DIExpression(), !161)
  %79 = sext i32 %76 to i64, !dbg !176
  %80 = getelementptr inbounds ptr, ptr %1, i64 %79, !dbg !176
  %81 = load ptr, ptr %80, align 8, !dbg !176, !tbaa !116
  store ptr %81, ptr %56, align 8, !dbg !177, !tbaa !116
  store ptr %49, ptr %80, align 8, !dbg !178, !tbaa !116
    #dbg_value(i32 %76, !106, !DIExpression(), !159)
  %82 = shl nsw i32 %76, 1, !dbg !179
  %83 = sext i32 %82 to i64, !dbg !180
  %84 = icmp sgt i64 %48, %83, !dbg !180
  br i1 %84, label %51, label %85, !dbg !156

85:                                               ; preds = %78, %75
    #dbg_value(i64 %48, !92, !DIExpression(), !150)
  %86 = load ptr, ptr %1, align 16, !dbg !151, !tbaa !116
    #dbg_value(ptr %86, !94, !DIExpression(), !181)
  %87 = getelementptr inbounds ptr, ptr %1, i64 %48, !dbg !152
  %88 = load ptr, ptr %87, align 8, !dbg !152, !tbaa !116
  store ptr %88, ptr %1, align 16, !dbg !153, !tbaa !116, !DIAssignID !154
    #dbg_assign(ptr %88, !38, !DIExpression(DW_OP_LLVM_fragment, 0, 64), !154, ptr %1, !DIExpression(), !78)
  store ptr %86, ptr %87, align 8, !dbg !155, !tbaa !116
  %89 = add nsw i64 %48, -1, !dbg !182
    #dbg_value(ptr %1, !99, !DIExpression(), !159)
    #dbg_value(i32 0, !104, !DIExpression(), !159)
    #dbg_value(i64 %89, !105, !DIExpression(), !159)
    #dbg_value(i32 0, !106, !DIExpression(), !159)
  %90 = icmp eq i64 %89, 0, !dbg !180
  br i1 %90, label %178, label %47, !dbg !156

91:                                               ; preds = %0, %141
  %92 = phi i64 [ 0, %0 ], [ %144, %141 ]
  %93 = phi i64 [ 0, %0 ], [ %143, %141 ]
  %94 = phi i32 [ 4, %0 ], [ %123, %141 ]
    #dbg_value(i64 %92, !46, !DIExpression(), !81)
    #dbg_value(i64 %93, !44, !DIExpression(), !78)
    #dbg_value(i32 %94, !43, !DIExpression(), !78)
  %95 = mul i32 %94, 1103515245, !dbg !183
  %96 = add i32 %95, 12345, !dbg !184
    #dbg_value(i32 %96, !43, !DIExpression(), !78)
  %97 = lshr i32 %96, 8, !dbg !185
  %98 = urem i32 %97, 10, !dbg !186
    #dbg_value(i32 %124, !48, !DIExpression(), !187)
    #dbg_value(i32 0, !51, !DIExpression(), !188)
  %99 = add nuw nsw i32 %97, 1, !dbg !189
  %100 = udiv i32 %96, 2560, !dbg !189
  %101 = mul nsw i32 %100, -10, !dbg !189
  %102 = add nsw i32 %101, %99, !dbg !189
  %103 = zext i32 %102 to i64, !dbg !190
  %104 = and i64 %103, 1, !dbg !189
  %105 = icmp eq i32 %102, 1, !dbg !189
  br i1 %105, label %108, label %106, !dbg !189

106:                                              ; preds = %91
  %107 = and i64 %103, 4294967294, !dbg !189
  br label %146, !dbg !189

108:                                              ; preds = %146, %91
  %109 = phi i32 [ poison, %91 ], [ %160, %146 ]
  %110 = phi i64 [ 0, %91 ], [ %167, %146 ]
  %111 = phi i32 [ %96, %91 ], [ %160, %146 ]
  %112 = icmp eq i64 %104, 0, !dbg !189
  br i1 %112, label %122, label %113, !dbg !189

113:                                              ; preds = %108
    #dbg_value(i64 %110, !51, !DIExpression(), !188)
    #dbg_value(i32 %111, !43, !DIExpression(), !78)
  %114 = mul i32 %111, 1103515245, !dbg !192
  %115 = add i32 %114, 12345, !dbg !194
    #dbg_value(i32 %115, !43, !DIExpression(), !78)
  %116 = lshr i32 %115, 16, !dbg !195
  %117 = trunc nuw i32 %116 to i16, !dbg !196
  %118 = urem i16 %117, 6, !dbg !196
  %119 = trunc nuw nsw i16 %118 to i8, !dbg !197
  %120 = add nuw nsw i8 %119, 97, !dbg !197
  %121 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, i64 %110, !dbg !198
  store i8 %120, ptr %121, align 1, !dbg !199, !tbaa !200
    #dbg_value(i64 %110, !51, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !188)
  br label %122, !dbg !201

122:                                              ; preds = %108, %113
  %123 = phi i32 [ %109, %108 ], [ %115, %113 ], !dbg !194
  %124 = add nuw nsw i32 %98, 1, !dbg !201
  %125 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, !dbg !202
  %126 = zext nneg i32 %124 to i64, !dbg !202
  %127 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, i64 %126, !dbg !202
  store i8 0, ptr %127, align 1, !dbg !203, !tbaa !200
  %128 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %92, !dbg !204
  store ptr %125, ptr %128, align 8, !dbg !205, !tbaa !116
    #dbg_value(ptr %125, !206, !DIExpression(), !214)
    #dbg_value(i64 5381, !213, !DIExpression(), !214)
  %129 = load i8, ptr %125, align 4, !dbg !216, !tbaa !200
  %130 = icmp eq i8 %129, 0, !dbg !217
  br i1 %130, label %141, label %131, !dbg !217

131:                                              ; preds = %122, %131
  %132 = phi i8 [ %139, %131 ], [ %129, %122 ]
  %133 = phi i64 [ %138, %131 ], [ 5381, %122 ]
  %134 = phi ptr [ %136, %131 ], [ %125, %122 ]
    #dbg_value(i64 %133, !213, !DIExpression(), !214)
    #dbg_value(ptr %134, !206, !DIExpression(), !214)
  %135 = mul i64 %133, 33, !dbg !218
  %136 = getelementptr inbounds i8, ptr %134, i64 1, !dbg !219
    #dbg_value(ptr %136, !206, !DIExpression(), !214)
  %137 = zext i8 %132 to i64, !dbg !220
  %138 = add i64 %135, %137, !dbg !221
    #dbg_value(i64 %138, !213, !DIExpression(), !214)
  %139 = load i8, ptr %136, align 1, !dbg !216, !tbaa !200
  %140 = icmp eq i8 %139, 0, !dbg !217
  br i1 %140, label %141, label %131, !dbg !217, !llvm.loop !222

141:                                              ; preds = %131, %122
  %142 = phi i64 [ 5381, %122 ], [ %138, %131 ], !dbg !223
  %143 = add i64 %142, %93, !dbg !224
    #dbg_value(i64 %143, !44, !DIExpression(), !78)
  %144 = add nuw nsw i64 %92, 1, !dbg !225
    #dbg_value(i64 %144, !46, !DIExpression(), !81)
    #dbg_value(i32 %123, !43, !DIExpression(), !78)
  %145 = icmp eq i64 %144, 3000, !dbg !226
  br i1 %145, label %3, label %91, !dbg !82, !llvm.loop !227

146:                                              ; preds = %146, %106
  %147 = phi i64 [ 0, %106 ], [ %167, %146 ]
  %148 = phi i32 [ %96, %106 ], [ %160, %146 ]
  %149 = phi i64 [ 0, %106 ], [ %168, %146 ]
    #dbg_value(i64 %147, !51, !DIExpression(), !188)
    #dbg_value(i32 %148, !43, !DIExpression(), !78)
  %150 = mul i32 %148, 1103515245, !dbg !192
  %151 = add i32 %150, 12345, !dbg !194
    #dbg_value(i32 %151, !43, !DIExpression(), !78)
  %152 = lshr i32 %151, 16, !dbg !195
  %153 = trunc nuw i32 %152 to i16, !dbg !196
  %154 = urem i16 %153, 6, !dbg !196
  %155 = trunc nuw nsw i16 %154 to i8, !dbg !197
  %156 = add nuw nsw i8 %155, 97, !dbg !197
  %157 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, i64 %147, !dbg !198
  store i8 %156, ptr %157, align 2, !dbg !199, !tbaa !200
  %158 = or disjoint i64 %147, 1, !dbg !229
    #dbg_value(i64 %158, !51, !DIExpression(), !188)
  %159 = mul i32 %151, 1103515245, !dbg !192
  %160 = add i32 %159, 12345, !dbg !194
    #dbg_value(i32 %160, !43, !DIExpression(), !78)
  %161 = lshr i32 %160, 16, !dbg !195
  %162 = trunc nuw i32 %161 to i16, !dbg !196
  %163 = urem i16 %162, 6, !dbg !196
  %164 = trunc nuw nsw i16 %163 to i8, !dbg !197
  %165 = add nuw nsw i8 %164, 97, !dbg !197
  %166 = getelementptr inbounds [3000 x [12 x i8]], ptr @main.pool, i64 0, i64 %92, i64 %158, !dbg !198
  store i8 %165, ptr %166, align 1, !dbg !199, !tbaa !200
  %167 = add nuw nsw i64 %147, 2, !dbg !229
    #dbg_value(i64 %167, !51, !DIExpression(), !188)
  %168 = add i64 %149, 2, !dbg !189
  %169 = icmp eq i64 %168, %107, !dbg !189
  br i1 %169, label %108, label %146, !dbg !189, !llvm.loop !230

170:                                              ; preds = %207
    #dbg_value(i32 0, !57, !DIExpression(), !78)
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %2) #6, !dbg !232
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(24) %2, i8 0, i64 24, i1 false), !dbg !233, !DIAssignID !234
    #dbg_assign(i8 0, !58, !DIExpression(), !234, ptr %2, !DIExpression(), !78)
    #dbg_value(i64 0, !62, !DIExpression(), !235)
  %171 = load ptr, ptr %1, align 16, !dbg !236, !tbaa !116
    #dbg_value(i32 1, !57, !DIExpression(), !78)
  %172 = load i8, ptr %171, align 1, !dbg !236, !tbaa !200
  %173 = sext i8 %172 to i64, !dbg !236
  %174 = add nsw i64 %173, -97, !dbg !240
  %175 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %174, !dbg !241
  %176 = load i32, ptr %175, align 4, !dbg !242, !tbaa !243
  %177 = add nsw i32 %176, 1, !dbg !242
  store i32 %177, ptr %175, align 4, !dbg !242, !tbaa !243
    #dbg_value(i64 1, !62, !DIExpression(), !235)
  br label %237, !dbg !245

178:                                              ; preds = %85, %207
  %179 = phi i64 [ %209, %207 ], [ 0, %85 ]
  %180 = phi i64 [ %198, %207 ], [ 0, %85 ]
  %181 = phi i32 [ %208, %207 ], [ 1, %85 ]
    #dbg_value(i64 %179, !55, !DIExpression(), !246)
    #dbg_value(i64 %180, !54, !DIExpression(), !78)
    #dbg_value(i32 %181, !53, !DIExpression(), !78)
  %182 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %179, !dbg !247
  %183 = load ptr, ptr %182, align 8, !dbg !247, !tbaa !116
    #dbg_value(ptr %183, !206, !DIExpression(), !250)
    #dbg_value(i64 5381, !213, !DIExpression(), !250)
  %184 = load i8, ptr %183, align 1, !dbg !252, !tbaa !200
  %185 = icmp eq i8 %184, 0, !dbg !253
  br i1 %185, label %196, label %186, !dbg !253

186:                                              ; preds = %178, %186
  %187 = phi i8 [ %194, %186 ], [ %184, %178 ]
  %188 = phi i64 [ %193, %186 ], [ 5381, %178 ]
  %189 = phi ptr [ %191, %186 ], [ %183, %178 ]
    #dbg_value(i64 %188, !213, !DIExpression(), !250)
    #dbg_value(ptr %189, !206, !DIExpression(), !250)
  %190 = mul i64 %188, 33, !dbg !254
  %191 = getelementptr inbounds i8, ptr %189, i64 1, !dbg !255
    #dbg_value(ptr %191, !206, !DIExpression(), !250)
  %192 = zext i8 %187 to i64, !dbg !256
  %193 = add i64 %190, %192, !dbg !257
    #dbg_value(i64 %193, !213, !DIExpression(), !250)
  %194 = load i8, ptr %191, align 1, !dbg !252, !tbaa !200
  %195 = icmp eq i8 %194, 0, !dbg !253
  br i1 %195, label %196, label %186, !dbg !253, !llvm.loop !258

196:                                              ; preds = %186, %178
  %197 = phi i64 [ 5381, %178 ], [ %193, %186 ], !dbg !259
  %198 = add i64 %197, %180, !dbg !260
    #dbg_value(i64 %198, !54, !DIExpression(), !78)
  %199 = icmp eq i64 %179, 0, !dbg !261
  br i1 %199, label %207, label %200, !dbg !263

200:                                              ; preds = %196
  %201 = add nsw i64 %179, -1, !dbg !264
  %202 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %201, !dbg !265
  %203 = load ptr, ptr %202, align 8, !dbg !265, !tbaa !116
  %204 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %203, ptr noundef nonnull dereferenceable(1) %183) #7, !dbg !266
  %205 = icmp sgt i32 %204, 0, !dbg !267
  %206 = select i1 %205, i32 0, i32 %181, !dbg !268
  br label %207, !dbg !268

207:                                              ; preds = %200, %196
  %208 = phi i32 [ %181, %196 ], [ %206, %200 ], !dbg !78
    #dbg_value(i32 %208, !53, !DIExpression(), !78)
  %209 = add nuw nsw i64 %179, 1, !dbg !269
    #dbg_value(i64 %209, !55, !DIExpression(), !246)
    #dbg_value(i64 %198, !54, !DIExpression(), !78)
  %210 = icmp eq i64 %209, 3000, !dbg !270
  br i1 %210, label %170, label %178, !dbg !271, !llvm.loop !272

211:                                              ; preds = %255
  %212 = icmp eq i64 %143, %198, !dbg !274
  %213 = zext i1 %212 to i32, !dbg !274
  %214 = getelementptr inbounds i8, ptr %1, i64 23992, !dbg !275
  %215 = load ptr, ptr %214, align 8, !dbg !275, !tbaa !116
  %216 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %208, i32 noundef %213, i32 noundef %256, ptr noundef nonnull %171, ptr noundef %215), !dbg !276
  %217 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !277
    #dbg_value(i64 0, !64, !DIExpression(), !278)
  %218 = load i32, ptr %2, align 16, !dbg !279, !tbaa !243
  %219 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 97, i32 noundef %218), !dbg !281
    #dbg_value(i64 1, !64, !DIExpression(), !278)
  %220 = getelementptr inbounds i8, ptr %2, i64 4, !dbg !279
  %221 = load i32, ptr %220, align 4, !dbg !279, !tbaa !243
  %222 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 98, i32 noundef %221), !dbg !281
    #dbg_value(i64 2, !64, !DIExpression(), !278)
  %223 = getelementptr inbounds i8, ptr %2, i64 8, !dbg !279
  %224 = load i32, ptr %223, align 8, !dbg !279, !tbaa !243
  %225 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 99, i32 noundef %224), !dbg !281
    #dbg_value(i64 3, !64, !DIExpression(), !278)
  %226 = getelementptr inbounds i8, ptr %2, i64 12, !dbg !279
  %227 = load i32, ptr %226, align 4, !dbg !279, !tbaa !243
  %228 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 100, i32 noundef %227), !dbg !281
    #dbg_value(i64 4, !64, !DIExpression(), !278)
  %229 = getelementptr inbounds i8, ptr %2, i64 16, !dbg !279
  %230 = load i32, ptr %229, align 16, !dbg !279, !tbaa !243
  %231 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 101, i32 noundef %230), !dbg !281
    #dbg_value(i64 5, !64, !DIExpression(), !278)
  %232 = getelementptr inbounds i8, ptr %2, i64 20, !dbg !279
  %233 = load i32, ptr %232, align 4, !dbg !279, !tbaa !243
  %234 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef 102, i32 noundef %233), !dbg !281
    #dbg_value(i64 6, !64, !DIExpression(), !278)
  %235 = tail call i32 @putchar(i32 10), !dbg !282
  %236 = and i32 %256, 127, !dbg !283
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %2) #6, !dbg !284
  call void @llvm.lifetime.end.p0(i64 24000, ptr nonnull %1) #6, !dbg !284
  ret i32 %236, !dbg !284

237:                                              ; preds = %255, %170
  %238 = phi i64 [ 1, %170 ], [ %257, %255 ]
  %239 = phi i32 [ 1, %170 ], [ %256, %255 ]
    #dbg_value(i64 %238, !62, !DIExpression(), !235)
    #dbg_value(i32 %239, !57, !DIExpression(), !78)
  %240 = add nsw i64 %238, -1, !dbg !285
  %241 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %240, !dbg !286
  %242 = load ptr, ptr %241, align 8, !dbg !286, !tbaa !116
  %243 = getelementptr inbounds [3000 x ptr], ptr %1, i64 0, i64 %238, !dbg !287
  %244 = load ptr, ptr %243, align 8, !dbg !287, !tbaa !116
  %245 = tail call i32 @strcmp(ptr noundef nonnull dereferenceable(1) %242, ptr noundef nonnull dereferenceable(1) %244) #7, !dbg !288
  %246 = icmp eq i32 %245, 0, !dbg !288
  br i1 %246, label %255, label %247, !dbg !289

247:                                              ; preds = %237
  %248 = load i8, ptr %244, align 1, !dbg !236, !tbaa !200
  %249 = add nsw i32 %239, 1, !dbg !290
    #dbg_value(i32 %249, !57, !DIExpression(), !78)
  %250 = sext i8 %248 to i64, !dbg !236
  %251 = add nsw i64 %250, -97, !dbg !240
  %252 = getelementptr inbounds [6 x i32], ptr %2, i64 0, i64 %251, !dbg !241
  %253 = load i32, ptr %252, align 4, !dbg !242, !tbaa !243
  %254 = add nsw i32 %253, 1, !dbg !242
  store i32 %254, ptr %252, align 4, !dbg !242, !tbaa !243
  br label %255, !dbg !291

255:                                              ; preds = %237, %247
  %256 = phi i32 [ %249, %247 ], [ %239, %237 ], !dbg !78
    #dbg_value(i32 %256, !57, !DIExpression(), !78)
  %257 = add nuw nsw i64 %238, 1, !dbg !292
    #dbg_value(i64 %257, !62, !DIExpression(), !235)
  %258 = icmp eq i64 %257, 3000, !dbg !293
  br i1 %258, label %211, label %237, !dbg !245, !llvm.loop !294
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nofree nounwind willreturn memory(argmem: read)
declare !dbg !297 i32 @strcmp(ptr nocapture noundef, ptr nocapture noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #3

; Function Attrs: nofree nounwind
declare !dbg !301 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #5

attributes #0 = { nofree nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nofree nounwind willreturn memory(argmem: read) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind }
attributes #6 = { nounwind }
attributes #7 = { nounwind willreturn memory(read) }

!llvm.dbg.cu = !{!7}
!llvm.module.flags = !{!69, !70, !71, !72, !73, !74, !75}
!llvm.ident = !{!76}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "pool", scope: !2, file: !3, line: 27, type: !66, isLocal: true, isDefinition: true)
!2 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 25, type: !4, scopeLine: 25, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !37)
!3 = !DIFile(filename: "programs/heapsort_strings.c", directory: ".", checksumkind: CSK_MD5, checksum: "b9c6a93bf40853b73cfcedf0a9965692")
!4 = !DISubroutineType(types: !5)
!5 = !{!6}
!6 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!7 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !8, retainedTypes: !13, globals: !16, splitDebugInlining: false, nameTableKind: None)
!8 = !{!9}
!9 = !DICompositeType(tag: DW_TAG_enumeration_type, scope: !2, file: !3, line: 26, baseType: !10, size: 32, elements: !11)
!10 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!11 = !{!12}
!12 = !DIEnumerator(name: "N", value: 3000)
!13 = !{!6, !14, !15}
!14 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!15 = !DIBasicType(name: "unsigned char", size: 8, encoding: DW_ATE_unsigned_char)
!16 = !{!0, !17, !22, !27, !32}
!17 = !DIGlobalVariableExpression(var: !18, expr: !DIExpression())
!18 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !19, isLocal: true, isDefinition: true)
!19 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 424, elements: !20)
!20 = !{!21}
!21 = !DISubrange(count: 53)
!22 = !DIGlobalVariableExpression(var: !23, expr: !DIExpression())
!23 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !24, isLocal: true, isDefinition: true)
!24 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 136, elements: !25)
!25 = !{!26}
!26 = !DISubrange(count: 17)
!27 = !DIGlobalVariableExpression(var: !28, expr: !DIExpression())
!28 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !29, isLocal: true, isDefinition: true)
!29 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 56, elements: !30)
!30 = !{!31}
!31 = !DISubrange(count: 7)
!32 = !DIGlobalVariableExpression(var: !33, expr: !DIExpression())
!33 = distinct !DIGlobalVariable(scope: null, file: !3, line: 45, type: !34, isLocal: true, isDefinition: true)
!34 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 16, elements: !35)
!35 = !{!36}
!36 = !DISubrange(count: 2)
!37 = !{!38, !43, !44, !46, !48, !51, !53, !54, !55, !57, !58, !62, !64}
!38 = !DILocalVariable(name: "a", scope: !2, file: !3, line: 28, type: !39)
!39 = !DICompositeType(tag: DW_TAG_array_type, baseType: !40, size: 192000, elements: !41)
!40 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !14, size: 64)
!41 = !{!42}
!42 = !DISubrange(count: 3000)
!43 = !DILocalVariable(name: "x", scope: !2, file: !3, line: 29, type: !10)
!44 = !DILocalVariable(name: "before", scope: !2, file: !3, line: 30, type: !45)
!45 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!46 = !DILocalVariable(name: "i", scope: !47, file: !3, line: 31, type: !6)
!47 = distinct !DILexicalBlock(scope: !2, file: !3, line: 31, column: 5)
!48 = !DILocalVariable(name: "len", scope: !49, file: !3, line: 33, type: !6)
!49 = distinct !DILexicalBlock(scope: !50, file: !3, line: 31, column: 33)
!50 = distinct !DILexicalBlock(scope: !47, file: !3, line: 31, column: 5)
!51 = !DILocalVariable(name: "k", scope: !52, file: !3, line: 34, type: !6)
!52 = distinct !DILexicalBlock(scope: !49, file: !3, line: 34, column: 9)
!53 = !DILocalVariable(name: "sorted", scope: !2, file: !3, line: 40, type: !6)
!54 = !DILocalVariable(name: "after", scope: !2, file: !3, line: 40, type: !45)
!55 = !DILocalVariable(name: "i", scope: !56, file: !3, line: 41, type: !6)
!56 = distinct !DILexicalBlock(scope: !2, file: !3, line: 41, column: 5)
!57 = !DILocalVariable(name: "uniq", scope: !2, file: !3, line: 42, type: !6)
!58 = !DILocalVariable(name: "first", scope: !2, file: !3, line: 42, type: !59)
!59 = !DICompositeType(tag: DW_TAG_array_type, baseType: !6, size: 192, elements: !60)
!60 = !{!61}
!61 = !DISubrange(count: 6)
!62 = !DILocalVariable(name: "i", scope: !63, file: !3, line: 43, type: !6)
!63 = distinct !DILexicalBlock(scope: !2, file: !3, line: 43, column: 5)
!64 = !DILocalVariable(name: "i", scope: !65, file: !3, line: 45, type: !6)
!65 = distinct !DILexicalBlock(scope: !2, file: !3, line: 45, column: 33)
!66 = !DICompositeType(tag: DW_TAG_array_type, baseType: !14, size: 288000, elements: !67)
!67 = !{!42, !68}
!68 = !DISubrange(count: 12)
!69 = !{i32 7, !"Dwarf Version", i32 5}
!70 = !{i32 2, !"Debug Info Version", i32 3}
!71 = !{i32 1, !"wchar_size", i32 4}
!72 = !{i32 8, !"PIC Level", i32 2}
!73 = !{i32 7, !"PIE Level", i32 2}
!74 = !{i32 7, !"uwtable", i32 2}
!75 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!76 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!77 = distinct !DIAssignID()
!78 = !DILocation(line: 0, scope: !2)
!79 = distinct !DIAssignID()
!80 = !DILocation(line: 28, column: 5, scope: !2)
!81 = !DILocation(line: 0, scope: !47)
!82 = !DILocation(line: 31, column: 5, scope: !47)
!83 = !DILocalVariable(name: "s", scope: !84, file: !3, line: 20, type: !6)
!84 = distinct !DILexicalBlock(scope: !85, file: !3, line: 20, column: 5)
!85 = distinct !DISubprogram(name: "heapsort_str", scope: !3, file: !3, line: 19, type: !86, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !89)
!86 = !DISubroutineType(types: !87)
!87 = !{null, !88, !6}
!88 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !40, size: 64)
!89 = !{!90, !91, !83, !92, !94}
!90 = !DILocalVariable(name: "a", arg: 1, scope: !85, file: !3, line: 19, type: !88)
!91 = !DILocalVariable(name: "n", arg: 2, scope: !85, file: !3, line: 19, type: !6)
!92 = !DILocalVariable(name: "end", scope: !93, file: !3, line: 21, type: !6)
!93 = distinct !DILexicalBlock(scope: !85, file: !3, line: 21, column: 5)
!94 = !DILocalVariable(name: "t", scope: !95, file: !3, line: 21, type: !40)
!95 = distinct !DILexicalBlock(scope: !96, file: !3, line: 21, column: 43)
!96 = distinct !DILexicalBlock(scope: !93, file: !3, line: 21, column: 5)
!97 = !DILocation(line: 0, scope: !84, inlinedAt: !98)
!98 = distinct !DILocation(line: 39, column: 5, scope: !2)
!99 = !DILocalVariable(name: "a", arg: 1, scope: !100, file: !3, line: 8, type: !88)
!100 = distinct !DISubprogram(name: "sift", scope: !3, file: !3, line: 8, type: !101, scopeLine: 8, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !103)
!101 = !DISubroutineType(types: !102)
!102 = !{null, !88, !6, !6}
!103 = !{!99, !104, !105, !106, !107, !109, !110}
!104 = !DILocalVariable(name: "start", arg: 2, scope: !100, file: !3, line: 8, type: !6)
!105 = !DILocalVariable(name: "end", arg: 3, scope: !100, file: !3, line: 8, type: !6)
!106 = !DILocalVariable(name: "root", scope: !100, file: !3, line: 9, type: !6)
!107 = !DILocalVariable(name: "child", scope: !108, file: !3, line: 11, type: !6)
!108 = distinct !DILexicalBlock(scope: !100, file: !3, line: 10, column: 33)
!109 = !DILocalVariable(name: "sw", scope: !108, file: !3, line: 11, type: !6)
!110 = !DILocalVariable(name: "t", scope: !108, file: !3, line: 15, type: !40)
!111 = !DILocation(line: 0, scope: !100, inlinedAt: !112)
!112 = distinct !DILocation(line: 20, column: 44, scope: !113, inlinedAt: !98)
!113 = distinct !DILexicalBlock(scope: !84, file: !3, line: 20, column: 5)
!114 = !DILocation(line: 12, column: 20, scope: !115, inlinedAt: !112)
!115 = distinct !DILexicalBlock(scope: !108, file: !3, line: 12, column: 13)
!116 = !{!117, !117, i64 0}
!117 = !{!"any pointer", !118, i64 0}
!118 = !{!"omnipotent char", !119, i64 0}
!119 = !{!"Simple C/C++ TBAA"}
!120 = !DILocation(line: 13, column: 30, scope: !121, inlinedAt: !112)
!121 = distinct !DILexicalBlock(scope: !108, file: !3, line: 13, column: 13)
!122 = !DILocation(line: 10, column: 14, scope: !100, inlinedAt: !112)
!123 = !DILocation(line: 10, column: 21, scope: !100, inlinedAt: !112)
!124 = !DILocation(line: 0, scope: !108, inlinedAt: !112)
!125 = !DILocation(line: 12, column: 27, scope: !115, inlinedAt: !112)
!126 = !DILocation(line: 12, column: 13, scope: !115, inlinedAt: !112)
!127 = !DILocation(line: 12, column: 37, scope: !115, inlinedAt: !112)
!128 = !DILocation(line: 12, column: 13, scope: !108, inlinedAt: !112)
!129 = !DILocation(line: 13, column: 23, scope: !121, inlinedAt: !112)
!130 = !DILocation(line: 13, column: 19, scope: !121, inlinedAt: !112)
!131 = !DILocation(line: 13, column: 40, scope: !121, inlinedAt: !112)
!132 = !DILocation(line: 13, column: 47, scope: !121, inlinedAt: !112)
!133 = !DILocation(line: 13, column: 33, scope: !121, inlinedAt: !112)
!134 = !DILocation(line: 13, column: 61, scope: !121, inlinedAt: !112)
!135 = !DILocation(line: 13, column: 13, scope: !108, inlinedAt: !112)
!136 = !DILocation(line: 14, column: 16, scope: !137, inlinedAt: !112)
!137 = distinct !DILexicalBlock(scope: !108, file: !3, line: 14, column: 13)
!138 = !DILocation(line: 14, column: 13, scope: !108, inlinedAt: !112)
!139 = !DILocation(line: 15, column: 38, scope: !108, inlinedAt: !112)
!140 = !DILocation(line: 15, column: 36, scope: !108, inlinedAt: !112)
!141 = !DILocation(line: 15, column: 51, scope: !108, inlinedAt: !112)
!142 = !DILocation(line: 10, column: 25, scope: !100, inlinedAt: !112)
!143 = !DILocation(line: 10, column: 5, scope: !100, inlinedAt: !112)
!144 = !DILocation(line: 20, column: 40, scope: !113, inlinedAt: !98)
!145 = !DILocation(line: 20, column: 33, scope: !113, inlinedAt: !98)
!146 = !DILocation(line: 20, column: 5, scope: !84, inlinedAt: !98)
!147 = distinct !{!147, !146, !148, !149}
!148 = !DILocation(line: 20, column: 60, scope: !84, inlinedAt: !98)
!149 = !{!"llvm.loop.mustprogress"}
!150 = !DILocation(line: 0, scope: !93, inlinedAt: !98)
!151 = !DILocation(line: 21, column: 55, scope: !95, inlinedAt: !98)
!152 = !DILocation(line: 21, column: 68, scope: !95, inlinedAt: !98)
!153 = !DILocation(line: 21, column: 66, scope: !95, inlinedAt: !98)
!154 = distinct !DIAssignID()
!155 = !DILocation(line: 21, column: 83, scope: !95, inlinedAt: !98)
!156 = !DILocation(line: 10, column: 5, scope: !100, inlinedAt: !157)
!157 = distinct !DILocation(line: 21, column: 88, scope: !95, inlinedAt: !98)
!158 = !DILocation(line: 13, column: 30, scope: !121, inlinedAt: !157)
!159 = !DILocation(line: 0, scope: !100, inlinedAt: !157)
!160 = !DILocation(line: 10, column: 21, scope: !100, inlinedAt: !157)
!161 = !DILocation(line: 0, scope: !108, inlinedAt: !157)
!162 = !DILocation(line: 12, column: 20, scope: !115, inlinedAt: !157)
!163 = !DILocation(line: 12, column: 27, scope: !115, inlinedAt: !157)
!164 = !DILocation(line: 12, column: 13, scope: !115, inlinedAt: !157)
!165 = !DILocation(line: 12, column: 37, scope: !115, inlinedAt: !157)
!166 = !DILocation(line: 12, column: 13, scope: !108, inlinedAt: !157)
!167 = !DILocation(line: 13, column: 19, scope: !121, inlinedAt: !157)
!168 = !DILocation(line: 13, column: 23, scope: !121, inlinedAt: !157)
!169 = !DILocation(line: 13, column: 40, scope: !121, inlinedAt: !157)
!170 = !DILocation(line: 13, column: 47, scope: !121, inlinedAt: !157)
!171 = !DILocation(line: 13, column: 33, scope: !121, inlinedAt: !157)
!172 = !DILocation(line: 13, column: 61, scope: !121, inlinedAt: !157)
!173 = !DILocation(line: 13, column: 13, scope: !108, inlinedAt: !157)
!174 = !DILocation(line: 14, column: 16, scope: !137, inlinedAt: !157)
!175 = !DILocation(line: 14, column: 13, scope: !108, inlinedAt: !157)
!176 = !DILocation(line: 15, column: 38, scope: !108, inlinedAt: !157)
!177 = !DILocation(line: 15, column: 36, scope: !108, inlinedAt: !157)
!178 = !DILocation(line: 15, column: 51, scope: !108, inlinedAt: !157)
!179 = !DILocation(line: 10, column: 14, scope: !100, inlinedAt: !157)
!180 = !DILocation(line: 10, column: 25, scope: !100, inlinedAt: !157)
!181 = !DILocation(line: 0, scope: !95, inlinedAt: !98)
!182 = !DILocation(line: 21, column: 103, scope: !95, inlinedAt: !98)
!183 = !DILocation(line: 32, column: 15, scope: !49)
!184 = !DILocation(line: 32, column: 29, scope: !49)
!185 = !DILocation(line: 33, column: 32, scope: !49)
!186 = !DILocation(line: 33, column: 38, scope: !49)
!187 = !DILocation(line: 0, scope: !49)
!188 = !DILocation(line: 0, scope: !52)
!189 = !DILocation(line: 34, column: 9, scope: !52)
!190 = !DILocation(line: 34, column: 27, scope: !191)
!191 = distinct !DILexicalBlock(scope: !52, file: !3, line: 34, column: 9)
!192 = !DILocation(line: 34, column: 47, scope: !193)
!193 = distinct !DILexicalBlock(scope: !191, file: !3, line: 34, column: 39)
!194 = !DILocation(line: 34, column: 61, scope: !193)
!195 = !DILocation(line: 34, column: 100, scope: !193)
!196 = !DILocation(line: 34, column: 107, scope: !193)
!197 = !DILocation(line: 34, column: 84, scope: !193)
!198 = !DILocation(line: 34, column: 71, scope: !193)
!199 = !DILocation(line: 34, column: 82, scope: !193)
!200 = !{!118, !118, i64 0}
!201 = !DILocation(line: 33, column: 21, scope: !49)
!202 = !DILocation(line: 35, column: 9, scope: !49)
!203 = !DILocation(line: 35, column: 22, scope: !49)
!204 = !DILocation(line: 36, column: 9, scope: !49)
!205 = !DILocation(line: 36, column: 14, scope: !49)
!206 = !DILocalVariable(name: "s", arg: 1, scope: !207, file: !3, line: 23, type: !210)
!207 = distinct !DISubprogram(name: "hs", scope: !3, file: !3, line: 23, type: !208, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !212)
!208 = !DISubroutineType(types: !209)
!209 = !{!45, !210}
!210 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !211, size: 64)
!211 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !14)
!212 = !{!206, !213}
!213 = !DILocalVariable(name: "h", scope: !207, file: !3, line: 23, type: !45)
!214 = !DILocation(line: 0, scope: !207, inlinedAt: !215)
!215 = distinct !DILocation(line: 37, column: 19, scope: !49)
!216 = !DILocation(line: 23, column: 73, scope: !207, inlinedAt: !215)
!217 = !DILocation(line: 23, column: 66, scope: !207, inlinedAt: !215)
!218 = !DILocation(line: 23, column: 83, scope: !207, inlinedAt: !215)
!219 = !DILocation(line: 23, column: 107, scope: !207, inlinedAt: !215)
!220 = !DILocation(line: 23, column: 90, scope: !207, inlinedAt: !215)
!221 = !DILocation(line: 23, column: 88, scope: !207, inlinedAt: !215)
!222 = distinct !{!222, !217, !219, !149}
!223 = !DILocation(line: 23, scope: !207, inlinedAt: !215)
!224 = !DILocation(line: 37, column: 16, scope: !49)
!225 = !DILocation(line: 31, column: 29, scope: !50)
!226 = !DILocation(line: 31, column: 23, scope: !50)
!227 = distinct !{!227, !82, !228, !149}
!228 = !DILocation(line: 38, column: 5, scope: !47)
!229 = !DILocation(line: 34, column: 35, scope: !191)
!230 = distinct !{!230, !189, !231, !149}
!231 = !DILocation(line: 34, column: 113, scope: !52)
!232 = !DILocation(line: 42, column: 5, scope: !2)
!233 = !DILocation(line: 42, column: 19, scope: !2)
!234 = distinct !DIAssignID()
!235 = !DILocation(line: 0, scope: !63)
!236 = !DILocation(line: 43, column: 87, scope: !237)
!237 = distinct !DILexicalBlock(scope: !238, file: !3, line: 43, column: 71)
!238 = distinct !DILexicalBlock(scope: !239, file: !3, line: 43, column: 37)
!239 = distinct !DILexicalBlock(scope: !63, file: !3, line: 43, column: 5)
!240 = !DILocation(line: 43, column: 95, scope: !237)
!241 = !DILocation(line: 43, column: 81, scope: !237)
!242 = !DILocation(line: 43, column: 101, scope: !237)
!243 = !{!244, !244, i64 0}
!244 = !{!"int", !118, i64 0}
!245 = !DILocation(line: 43, column: 5, scope: !63)
!246 = !DILocation(line: 0, scope: !56)
!247 = !DILocation(line: 41, column: 47, scope: !248)
!248 = distinct !DILexicalBlock(scope: !249, file: !3, line: 41, column: 33)
!249 = distinct !DILexicalBlock(scope: !56, file: !3, line: 41, column: 5)
!250 = !DILocation(line: 0, scope: !207, inlinedAt: !251)
!251 = distinct !DILocation(line: 41, column: 44, scope: !248)
!252 = !DILocation(line: 23, column: 73, scope: !207, inlinedAt: !251)
!253 = !DILocation(line: 23, column: 66, scope: !207, inlinedAt: !251)
!254 = !DILocation(line: 23, column: 83, scope: !207, inlinedAt: !251)
!255 = !DILocation(line: 23, column: 107, scope: !207, inlinedAt: !251)
!256 = !DILocation(line: 23, column: 90, scope: !207, inlinedAt: !251)
!257 = !DILocation(line: 23, column: 88, scope: !207, inlinedAt: !251)
!258 = distinct !{!258, !253, !255, !149}
!259 = !DILocation(line: 23, scope: !207, inlinedAt: !251)
!260 = !DILocation(line: 41, column: 41, scope: !248)
!261 = !DILocation(line: 41, column: 58, scope: !262)
!262 = distinct !DILexicalBlock(scope: !248, file: !3, line: 41, column: 58)
!263 = !DILocation(line: 41, column: 60, scope: !262)
!264 = !DILocation(line: 41, column: 74, scope: !262)
!265 = !DILocation(line: 41, column: 70, scope: !262)
!266 = !DILocation(line: 41, column: 63, scope: !262)
!267 = !DILocation(line: 41, column: 86, scope: !262)
!268 = !DILocation(line: 41, column: 58, scope: !248)
!269 = !DILocation(line: 41, column: 29, scope: !249)
!270 = !DILocation(line: 41, column: 23, scope: !249)
!271 = !DILocation(line: 41, column: 5, scope: !56)
!272 = distinct !{!272, !271, !273, !149}
!273 = !DILocation(line: 41, column: 103, scope: !56)
!274 = !DILocation(line: 44, column: 84, scope: !2)
!275 = !DILocation(line: 44, column: 106, scope: !2)
!276 = !DILocation(line: 44, column: 5, scope: !2)
!277 = !DILocation(line: 45, column: 5, scope: !2)
!278 = !DILocation(line: 0, scope: !65)
!279 = !DILocation(line: 45, column: 87, scope: !280)
!280 = distinct !DILexicalBlock(scope: !65, file: !3, line: 45, column: 33)
!281 = !DILocation(line: 45, column: 61, scope: !280)
!282 = !DILocation(line: 45, column: 98, scope: !2)
!283 = !DILocation(line: 46, column: 17, scope: !2)
!284 = !DILocation(line: 47, column: 1, scope: !2)
!285 = !DILocation(line: 43, column: 58, scope: !238)
!286 = !DILocation(line: 43, column: 54, scope: !238)
!287 = !DILocation(line: 43, column: 64, scope: !238)
!288 = !DILocation(line: 43, column: 47, scope: !238)
!289 = !DILocation(line: 43, column: 37, scope: !239)
!290 = !DILocation(line: 43, column: 77, scope: !237)
!291 = !DILocation(line: 43, column: 105, scope: !237)
!292 = !DILocation(line: 43, column: 29, scope: !239)
!293 = !DILocation(line: 43, column: 23, scope: !239)
!294 = distinct !{!294, !245, !295, !149, !296}
!295 = !DILocation(line: 43, column: 105, scope: !63)
!296 = !{!"llvm.loop.peeled.count", i32 1}
!297 = !DISubprogram(name: "strcmp", scope: !298, file: !298, line: 156, type: !299, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!298 = !DIFile(filename: "/usr/include/string.h", directory: "", checksumkind: CSK_MD5, checksum: "0ee11a08692643b86154f96759d0f7fa")
!299 = !DISubroutineType(types: !300)
!300 = !{!6, !210, !210}
!301 = !DISubprogram(name: "printf", scope: !302, file: !302, line: 356, type: !303, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!302 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!303 = !DISubroutineType(types: !304)
!304 = !{!6, !305, null}
!305 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !210)
