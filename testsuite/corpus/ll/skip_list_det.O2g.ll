; ModuleID = 'programs/skip_list_det.c'
source_filename = "programs/skip_list_det.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-i128:128-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.sk = type { i32, i32, i32, [16 x ptr] }

@present = internal unnamed_addr global [5000 x i32] zeroinitializer, align 16, !dbg !0
@head = internal global %struct.sk { i32 0, i32 0, i32 16, [16 x ptr] zeroinitializer }, align 8, !dbg !37
@.str = private unnamed_addr constant [43 x i8] c"count=%d removed=%d sorted=%d mismatch=%d\0A\00", align 1, !dbg !8
@.str.1 = private unnamed_addr constant [8 x i8] c"levels:\00", align 1, !dbg !14
@.str.2 = private unnamed_addr constant [4 x i8] c" %d\00", align 1, !dbg !19
@.str.4 = private unnamed_addr constant [15 x i8] c"sample val=%d\0A\00", align 1, !dbg !29
@rs = internal unnamed_addr global i32 625341585, align 4, !dbg !34

; Function Attrs: nounwind uwtable
define dso_local range(i32 0, 128) i32 @main() local_unnamed_addr #0 !dbg !60 {
  %1 = alloca [16 x ptr], align 16, !DIAssignID !88
  %2 = alloca [16 x ptr], align 16, !DIAssignID !89
  %3 = alloca [17 x i32], align 16, !DIAssignID !90
    #dbg_assign(i1 undef, !77, !DIExpression(), !90, ptr %3, !DIExpression(), !91)
    #dbg_value(i32 9, !64, !DIExpression(), !91)
    #dbg_value(i32 0, !65, !DIExpression(), !92)
  %4 = load i32, ptr @rs, align 4, !tbaa !93
    #dbg_value(i32 9, !64, !DIExpression(), !91)
    #dbg_value(i32 0, !65, !DIExpression(), !92)
  br label %5, !dbg !97

5:                                                ; preds = %0, %116
  %6 = phi i32 [ 9, %0 ], [ %10, %116 ]
  %7 = phi i32 [ 0, %0 ], [ %120, %116 ]
  %8 = phi i32 [ %4, %0 ], [ %117, %116 ]
    #dbg_value(i32 %6, !64, !DIExpression(), !91)
    #dbg_value(i32 %7, !65, !DIExpression(), !92)
  %9 = mul i32 %6, 1103515245, !dbg !98
  %10 = add i32 %9, 12345, !dbg !99
    #dbg_value(i32 %10, !64, !DIExpression(), !91)
  %11 = lshr i32 %10, 8, !dbg !100
  %12 = urem i32 %11, 5000, !dbg !101
    #dbg_value(i32 %12, !67, !DIExpression(), !102)
    #dbg_assign(i1 undef, !103, !DIExpression(), !89, ptr %2, !DIExpression(), !117)
    #dbg_value(i32 %12, !108, !DIExpression(), !117)
    #dbg_value(i32 %7, !109, !DIExpression(), !117)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %2) #8, !dbg !119
    #dbg_value(ptr @head, !110, !DIExpression(), !117)
    #dbg_value(i32 15, !111, !DIExpression(), !120)
  br label %13, !dbg !121

13:                                               ; preds = %41, %5
  %14 = phi i64 [ 15, %5 ], [ %43, %41 ]
  %15 = phi ptr [ @head, %5 ], [ %33, %41 ]
    #dbg_value(ptr %15, !110, !DIExpression(), !117)
    #dbg_value(i64 %14, !111, !DIExpression(), !120)
  br label %20, !dbg !122

16:                                               ; preds = %41
  %17 = load ptr, ptr %34, align 8, !dbg !125, !tbaa !126
    #dbg_value(ptr %17, !110, !DIExpression(), !117)
  %18 = icmp eq ptr %17, null, !dbg !128
  br i1 %18, label %19, label %45, !dbg !130

19:                                               ; preds = %45, %16
  br label %50, !dbg !131

20:                                               ; preds = %26, %13
  %21 = phi ptr [ %24, %26 ], [ %15, %13 ], !dbg !117
    #dbg_value(ptr %21, !110, !DIExpression(), !117)
  %22 = getelementptr inbounds i8, ptr %21, i64 16, !dbg !136
  %23 = getelementptr inbounds [16 x ptr], ptr %22, i64 0, i64 %14, !dbg !137
  %24 = load ptr, ptr %23, align 8, !dbg !137, !tbaa !126
  %25 = icmp eq ptr %24, null, !dbg !137
  br i1 %25, label %29, label %26, !dbg !138

26:                                               ; preds = %20
  %27 = load i32, ptr %24, align 8, !dbg !139, !tbaa !140
  %28 = icmp slt i32 %27, %12, !dbg !142
  br i1 %28, label %20, label %29, !dbg !122, !llvm.loop !143

29:                                               ; preds = %26, %20
  %30 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %14, !dbg !146
  store ptr %21, ptr %30, align 8, !dbg !147, !tbaa !126
  %31 = add nsw i64 %14, -1, !dbg !148
    #dbg_value(ptr %21, !110, !DIExpression(), !117)
    #dbg_value(i64 %31, !111, !DIExpression(), !120)
  br label %32, !dbg !122

32:                                               ; preds = %38, %29
  %33 = phi ptr [ %36, %38 ], [ %21, %29 ], !dbg !117
    #dbg_value(ptr %33, !110, !DIExpression(), !117)
  %34 = getelementptr inbounds i8, ptr %33, i64 16, !dbg !136
  %35 = getelementptr inbounds [16 x ptr], ptr %34, i64 0, i64 %31, !dbg !137
  %36 = load ptr, ptr %35, align 8, !dbg !137, !tbaa !126
  %37 = icmp eq ptr %36, null, !dbg !137
  br i1 %37, label %41, label %38, !dbg !138

38:                                               ; preds = %32
  %39 = load i32, ptr %36, align 8, !dbg !139, !tbaa !140
  %40 = icmp slt i32 %39, %12, !dbg !142
  br i1 %40, label %32, label %41, !dbg !122, !llvm.loop !143

41:                                               ; preds = %38, %32
  %42 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %31, !dbg !146
  store ptr %33, ptr %42, align 8, !dbg !147, !tbaa !126
  %43 = add nsw i64 %14, -2, !dbg !148
    #dbg_value(ptr %33, !110, !DIExpression(), !117)
    #dbg_value(i64 %43, !111, !DIExpression(), !120)
  %44 = icmp eq i64 %31, 0, !dbg !149
  br i1 %44, label %16, label %13, !dbg !121, !llvm.loop !150

45:                                               ; preds = %16
  %46 = load i32, ptr %17, align 8, !dbg !152, !tbaa !140
  %47 = icmp eq i32 %46, %12, !dbg !153
  br i1 %47, label %48, label %19, !dbg !154

48:                                               ; preds = %45
  %49 = getelementptr inbounds i8, ptr %17, i64 4, !dbg !155
  store i32 %7, ptr %49, align 4, !dbg !157, !tbaa !158
  br label %116, !dbg !159

50:                                               ; preds = %73, %19
  %51 = phi i32 [ 1, %19 ], [ %74, %73 ]
  %52 = phi i32 [ %8, %19 ], [ %70, %73 ]
    #dbg_value(i32 %51, !134, !DIExpression(), !160)
  %53 = shl i32 %52, 13, !dbg !161
  %54 = xor i32 %53, %52, !dbg !163
  %55 = lshr i32 %54, 17, !dbg !164
  %56 = xor i32 %55, %54, !dbg !165
  %57 = shl i32 %56, 5, !dbg !166
  %58 = xor i32 %57, %56, !dbg !167
  %59 = and i32 %56, 3, !dbg !168
  %60 = icmp eq i32 %59, 0, !dbg !168
  br i1 %60, label %61, label %75, !dbg !170

61:                                               ; preds = %50
  %62 = add nuw nsw i32 %51, 1, !dbg !171
    #dbg_value(i32 %62, !134, !DIExpression(), !160)
  %63 = icmp eq i32 %62, 16, !dbg !172
  br i1 %63, label %75, label %64, !dbg !131, !llvm.loop !173

64:                                               ; preds = %61
    #dbg_value(i32 %62, !134, !DIExpression(), !160)
  %65 = shl i32 %58, 13, !dbg !161
  %66 = xor i32 %65, %58, !dbg !163
  %67 = lshr i32 %66, 17, !dbg !164
  %68 = xor i32 %67, %66, !dbg !165
  %69 = shl i32 %68, 5, !dbg !166
  %70 = xor i32 %69, %68, !dbg !167
  %71 = and i32 %66, 393216, !dbg !168
  %72 = icmp eq i32 %71, 0, !dbg !168
  br i1 %72, label %73, label %75, !dbg !170

73:                                               ; preds = %64
  %74 = add nuw nsw i32 %51, 2, !dbg !171
    #dbg_value(i32 %74, !134, !DIExpression(), !160)
  br label %50

75:                                               ; preds = %64, %61, %50
  %76 = phi i32 [ %58, %61 ], [ %58, %50 ], [ %70, %64 ], !dbg !167
  %77 = phi i32 [ 16, %61 ], [ %51, %50 ], [ %62, %64 ], !dbg !175
  store i32 %76, ptr @rs, align 4, !dbg !167, !tbaa !93
    #dbg_value(i32 %77, !113, !DIExpression(), !117)
  %78 = tail call noalias dereferenceable_or_null(144) ptr @calloc(i64 noundef 1, i64 noundef 144) #9, !dbg !176
    #dbg_value(ptr %78, !114, !DIExpression(), !117)
  store i32 %12, ptr %78, align 8, !dbg !177, !tbaa !140
  %79 = getelementptr inbounds i8, ptr %78, i64 4, !dbg !178
  store i32 %7, ptr %79, align 4, !dbg !179, !tbaa !158
  %80 = getelementptr inbounds i8, ptr %78, i64 8, !dbg !180
  store i32 %77, ptr %80, align 8, !dbg !181, !tbaa !182
    #dbg_value(i32 0, !115, !DIExpression(), !183)
  %81 = getelementptr inbounds i8, ptr %78, i64 16
    #dbg_value(i32 0, !115, !DIExpression(), !183)
  %82 = zext nneg i32 %77 to i64, !dbg !184
  %83 = and i64 %82, 1, !dbg !186
  %84 = icmp eq i32 %77, 1, !dbg !186
  br i1 %84, label %106, label %85, !dbg !186

85:                                               ; preds = %75
  %86 = and i64 %82, 2147483646, !dbg !186
  br label %87, !dbg !186

87:                                               ; preds = %87, %85
  %88 = phi i64 [ 0, %85 ], [ %103, %87 ]
  %89 = phi i64 [ 0, %85 ], [ %104, %87 ]
    #dbg_value(i64 %88, !115, !DIExpression(), !183)
  %90 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %88, !dbg !187
  %91 = load ptr, ptr %90, align 16, !dbg !187, !tbaa !126
  %92 = getelementptr inbounds i8, ptr %91, i64 16, !dbg !189
  %93 = getelementptr inbounds [16 x ptr], ptr %92, i64 0, i64 %88, !dbg !187
  %94 = load ptr, ptr %93, align 8, !dbg !187, !tbaa !126
  %95 = getelementptr inbounds [16 x ptr], ptr %81, i64 0, i64 %88, !dbg !190
  store ptr %94, ptr %95, align 8, !dbg !191, !tbaa !126
  store ptr %78, ptr %93, align 8, !dbg !192, !tbaa !126
  %96 = or disjoint i64 %88, 1, !dbg !193
    #dbg_value(i64 %96, !115, !DIExpression(), !183)
  %97 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %96, !dbg !187
  %98 = load ptr, ptr %97, align 8, !dbg !187, !tbaa !126
  %99 = getelementptr inbounds i8, ptr %98, i64 16, !dbg !189
  %100 = getelementptr inbounds [16 x ptr], ptr %99, i64 0, i64 %96, !dbg !187
  %101 = load ptr, ptr %100, align 8, !dbg !187, !tbaa !126
  %102 = getelementptr inbounds [16 x ptr], ptr %81, i64 0, i64 %96, !dbg !190
  store ptr %101, ptr %102, align 8, !dbg !191, !tbaa !126
  store ptr %78, ptr %100, align 8, !dbg !192, !tbaa !126
  %103 = add nuw nsw i64 %88, 2, !dbg !193
    #dbg_value(i64 %103, !115, !DIExpression(), !183)
  %104 = add i64 %89, 2, !dbg !186
  %105 = icmp eq i64 %104, %86, !dbg !186
  br i1 %105, label %106, label %87, !dbg !186, !llvm.loop !194

106:                                              ; preds = %87, %75
  %107 = phi i64 [ 0, %75 ], [ %103, %87 ]
  %108 = icmp eq i64 %83, 0, !dbg !186
  br i1 %108, label %116, label %109, !dbg !186

109:                                              ; preds = %106
    #dbg_value(i64 %107, !115, !DIExpression(), !183)
  %110 = getelementptr inbounds [16 x ptr], ptr %2, i64 0, i64 %107, !dbg !187
  %111 = load ptr, ptr %110, align 8, !dbg !187, !tbaa !126
  %112 = getelementptr inbounds i8, ptr %111, i64 16, !dbg !189
  %113 = getelementptr inbounds [16 x ptr], ptr %112, i64 0, i64 %107, !dbg !187
  %114 = load ptr, ptr %113, align 8, !dbg !187, !tbaa !126
  %115 = getelementptr inbounds [16 x ptr], ptr %81, i64 0, i64 %107, !dbg !190
  store ptr %114, ptr %115, align 8, !dbg !191, !tbaa !126
  store ptr %78, ptr %113, align 8, !dbg !192, !tbaa !126
    #dbg_value(i64 %107, !115, !DIExpression(DW_OP_plus_uconst, 1, DW_OP_stack_value), !183)
  br label %116, !dbg !196

116:                                              ; preds = %109, %106, %48
  %117 = phi i32 [ %8, %48 ], [ %76, %106 ], [ %76, %109 ]
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %2) #8, !dbg !196
  %118 = zext nneg i32 %12 to i64, !dbg !197
  %119 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %118, !dbg !197
  store i32 1, ptr %119, align 4, !dbg !198, !tbaa !93
  %120 = add nuw nsw i32 %7, 1, !dbg !199
    #dbg_value(i32 %10, !64, !DIExpression(), !91)
    #dbg_value(i32 %120, !65, !DIExpression(), !92)
  %121 = icmp eq i32 %120, 6000, !dbg !200
  br i1 %121, label %125, label %5, !dbg !97, !llvm.loop !201

122:                                              ; preds = %228
    #dbg_value(i32 0, !73, !DIExpression(), !91)
    #dbg_value(i32 1, !74, !DIExpression(), !91)
    #dbg_value(i32 -1, !75, !DIExpression(), !91)
    #dbg_value(i32 0, !76, !DIExpression(), !91)
  call void @llvm.lifetime.start.p0(i64 68, ptr nonnull %3) #8, !dbg !203
  call void @llvm.memset.p0.i64(ptr noundef nonnull align 16 dereferenceable(68) %3, i8 0, i64 68, i1 false), !dbg !204, !DIAssignID !205
    #dbg_assign(i8 0, !77, !DIExpression(), !205, ptr %3, !DIExpression(), !91)
    #dbg_value(ptr poison, !81, !DIExpression(), !206)
  %123 = load ptr, ptr getelementptr inbounds (i8, ptr @head, i64 16), align 8, !dbg !207, !tbaa !126
  %124 = icmp eq ptr %123, null, !dbg !208
  br i1 %124, label %232, label %235, !dbg !208

125:                                              ; preds = %116, %228
  %126 = phi i64 [ %230, %228 ], [ 0, %116 ]
  %127 = phi i32 [ %229, %228 ], [ 0, %116 ]
    #dbg_value(i64 %126, !71, !DIExpression(), !209)
    #dbg_value(i32 %127, !70, !DIExpression(), !91)
    #dbg_assign(i1 undef, !210, !DIExpression(), !88, ptr %1, !DIExpression(), !221)
    #dbg_value(i64 %126, !215, !DIExpression(), !221)
  call void @llvm.lifetime.start.p0(i64 128, ptr nonnull %1) #8, !dbg !225
    #dbg_value(ptr @head, !216, !DIExpression(), !221)
    #dbg_value(i32 15, !217, !DIExpression(), !226)
  br label %128, !dbg !227

128:                                              ; preds = %157, %125
  %129 = phi i64 [ 15, %125 ], [ %159, %157 ]
  %130 = phi ptr [ @head, %125 ], [ %148, %157 ]
    #dbg_value(i64 %129, !217, !DIExpression(), !226)
    #dbg_value(ptr %130, !216, !DIExpression(), !221)
  br label %134, !dbg !228

131:                                              ; preds = %157
  %132 = load ptr, ptr %149, align 8, !dbg !231, !tbaa !126
    #dbg_value(ptr %132, !216, !DIExpression(), !221)
  %133 = icmp eq ptr %132, null, !dbg !232
  br i1 %133, label %209, label %161, !dbg !234

134:                                              ; preds = %140, %128
  %135 = phi ptr [ %138, %140 ], [ %130, %128 ], !dbg !221
    #dbg_value(ptr %135, !216, !DIExpression(), !221)
  %136 = getelementptr inbounds i8, ptr %135, i64 16, !dbg !235
  %137 = getelementptr inbounds [16 x ptr], ptr %136, i64 0, i64 %129, !dbg !236
  %138 = load ptr, ptr %137, align 8, !dbg !236, !tbaa !126
  %139 = icmp eq ptr %138, null, !dbg !236
  br i1 %139, label %144, label %140, !dbg !237

140:                                              ; preds = %134
  %141 = load i32, ptr %138, align 8, !dbg !238, !tbaa !140
  %142 = sext i32 %141 to i64, !dbg !239
  %143 = icmp sgt i64 %126, %142, !dbg !239
  br i1 %143, label %134, label %144, !dbg !228, !llvm.loop !240

144:                                              ; preds = %140, %134
  %145 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %129, !dbg !242
  store ptr %135, ptr %145, align 8, !dbg !243, !tbaa !126
  %146 = add nsw i64 %129, -1, !dbg !244
    #dbg_value(i64 %146, !217, !DIExpression(), !226)
    #dbg_value(ptr %135, !216, !DIExpression(), !221)
  br label %147, !dbg !228

147:                                              ; preds = %153, %144
  %148 = phi ptr [ %151, %153 ], [ %135, %144 ], !dbg !221
    #dbg_value(ptr %148, !216, !DIExpression(), !221)
  %149 = getelementptr inbounds i8, ptr %148, i64 16, !dbg !235
  %150 = getelementptr inbounds [16 x ptr], ptr %149, i64 0, i64 %146, !dbg !236
  %151 = load ptr, ptr %150, align 8, !dbg !236, !tbaa !126
  %152 = icmp eq ptr %151, null, !dbg !236
  br i1 %152, label %157, label %153, !dbg !237

153:                                              ; preds = %147
  %154 = load i32, ptr %151, align 8, !dbg !238, !tbaa !140
  %155 = sext i32 %154 to i64, !dbg !239
  %156 = icmp sgt i64 %126, %155, !dbg !239
  br i1 %156, label %147, label %157, !dbg !228, !llvm.loop !240

157:                                              ; preds = %153, %147
  %158 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %146, !dbg !242
  store ptr %148, ptr %158, align 8, !dbg !243, !tbaa !126
  %159 = add nsw i64 %129, -2, !dbg !244
    #dbg_value(i64 %159, !217, !DIExpression(), !226)
    #dbg_value(ptr %148, !216, !DIExpression(), !221)
  %160 = icmp eq i64 %146, 0, !dbg !245
  br i1 %160, label %131, label %128, !dbg !227, !llvm.loop !246

161:                                              ; preds = %131
  %162 = load i32, ptr %132, align 8, !dbg !248, !tbaa !140
  %163 = zext i32 %162 to i64, !dbg !249
  %164 = icmp eq i64 %126, %163, !dbg !249
  br i1 %164, label %165, label %209, !dbg !250

165:                                              ; preds = %161
  %166 = getelementptr inbounds i8, ptr %132, i64 8
  %167 = load i32, ptr %166, align 8, !tbaa !182
    #dbg_value(i32 0, !219, !DIExpression(), !251)
  %168 = icmp sgt i32 %167, 0, !dbg !252
  br i1 %168, label %169, label %225, !dbg !254

169:                                              ; preds = %165
  %170 = getelementptr inbounds i8, ptr %132, i64 16
  %171 = zext nneg i32 %167 to i64, !dbg !252
  %172 = and i64 %171, 3, !dbg !254
  %173 = icmp ult i32 %167, 4, !dbg !254
  br i1 %173, label %210, label %174, !dbg !254

174:                                              ; preds = %169
  %175 = and i64 %171, 2147483644, !dbg !254
  br label %176, !dbg !254

176:                                              ; preds = %176, %174
  %177 = phi i64 [ 0, %174 ], [ %206, %176 ]
  %178 = phi i64 [ 0, %174 ], [ %207, %176 ]
    #dbg_value(i64 %177, !219, !DIExpression(), !251)
  %179 = getelementptr inbounds [16 x ptr], ptr %170, i64 0, i64 %177, !dbg !255
  %180 = load ptr, ptr %179, align 8, !dbg !255, !tbaa !126
  %181 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %177, !dbg !256
  %182 = load ptr, ptr %181, align 16, !dbg !256, !tbaa !126
  %183 = getelementptr inbounds i8, ptr %182, i64 16, !dbg !257
  %184 = getelementptr inbounds [16 x ptr], ptr %183, i64 0, i64 %177, !dbg !256
  store ptr %180, ptr %184, align 8, !dbg !258, !tbaa !126
  %185 = or disjoint i64 %177, 1, !dbg !259
    #dbg_value(i64 %185, !219, !DIExpression(), !251)
  %186 = getelementptr inbounds [16 x ptr], ptr %170, i64 0, i64 %185, !dbg !255
  %187 = load ptr, ptr %186, align 8, !dbg !255, !tbaa !126
  %188 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %185, !dbg !256
  %189 = load ptr, ptr %188, align 8, !dbg !256, !tbaa !126
  %190 = getelementptr inbounds i8, ptr %189, i64 16, !dbg !257
  %191 = getelementptr inbounds [16 x ptr], ptr %190, i64 0, i64 %185, !dbg !256
  store ptr %187, ptr %191, align 8, !dbg !258, !tbaa !126
  %192 = or disjoint i64 %177, 2, !dbg !259
    #dbg_value(i64 %192, !219, !DIExpression(), !251)
  %193 = getelementptr inbounds [16 x ptr], ptr %170, i64 0, i64 %192, !dbg !255
  %194 = load ptr, ptr %193, align 8, !dbg !255, !tbaa !126
  %195 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %192, !dbg !256
  %196 = load ptr, ptr %195, align 16, !dbg !256, !tbaa !126
  %197 = getelementptr inbounds i8, ptr %196, i64 16, !dbg !257
  %198 = getelementptr inbounds [16 x ptr], ptr %197, i64 0, i64 %192, !dbg !256
  store ptr %194, ptr %198, align 8, !dbg !258, !tbaa !126
  %199 = or disjoint i64 %177, 3, !dbg !259
    #dbg_value(i64 %199, !219, !DIExpression(), !251)
  %200 = getelementptr inbounds [16 x ptr], ptr %170, i64 0, i64 %199, !dbg !255
  %201 = load ptr, ptr %200, align 8, !dbg !255, !tbaa !126
  %202 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %199, !dbg !256
  %203 = load ptr, ptr %202, align 8, !dbg !256, !tbaa !126
  %204 = getelementptr inbounds i8, ptr %203, i64 16, !dbg !257
  %205 = getelementptr inbounds [16 x ptr], ptr %204, i64 0, i64 %199, !dbg !256
  store ptr %201, ptr %205, align 8, !dbg !258, !tbaa !126
  %206 = add nuw nsw i64 %177, 4, !dbg !259
    #dbg_value(i64 %206, !219, !DIExpression(), !251)
  %207 = add i64 %178, 4, !dbg !254
  %208 = icmp eq i64 %207, %175, !dbg !254
  br i1 %208, label %210, label %176, !dbg !254, !llvm.loop !260

209:                                              ; preds = %161, %131
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8, !dbg !262
  br label %228, !dbg !263

210:                                              ; preds = %176, %169
  %211 = phi i64 [ 0, %169 ], [ %206, %176 ]
  %212 = icmp eq i64 %172, 0, !dbg !254
  br i1 %212, label %225, label %213, !dbg !254

213:                                              ; preds = %210, %213
  %214 = phi i64 [ %222, %213 ], [ %211, %210 ]
  %215 = phi i64 [ %223, %213 ], [ 0, %210 ]
    #dbg_value(i64 %214, !219, !DIExpression(), !251)
  %216 = getelementptr inbounds [16 x ptr], ptr %170, i64 0, i64 %214, !dbg !255
  %217 = load ptr, ptr %216, align 8, !dbg !255, !tbaa !126
  %218 = getelementptr inbounds [16 x ptr], ptr %1, i64 0, i64 %214, !dbg !256
  %219 = load ptr, ptr %218, align 8, !dbg !256, !tbaa !126
  %220 = getelementptr inbounds i8, ptr %219, i64 16, !dbg !257
  %221 = getelementptr inbounds [16 x ptr], ptr %220, i64 0, i64 %214, !dbg !256
  store ptr %217, ptr %221, align 8, !dbg !258, !tbaa !126
  %222 = add nuw nsw i64 %214, 1, !dbg !259
    #dbg_value(i64 %222, !219, !DIExpression(), !251)
  %223 = add i64 %215, 1, !dbg !254
  %224 = icmp eq i64 %223, %172, !dbg !254
  br i1 %224, label %225, label %213, !dbg !254, !llvm.loop !264

225:                                              ; preds = %210, %213, %165
  tail call void @free(ptr noundef nonnull %132) #8, !dbg !266
  call void @llvm.lifetime.end.p0(i64 128, ptr nonnull %1) #8, !dbg !262
  %226 = add nsw i32 %127, 1, !dbg !267
    #dbg_value(i32 %226, !70, !DIExpression(), !91)
  %227 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %126, !dbg !269
  store i32 0, ptr %227, align 4, !dbg !270, !tbaa !93
  br label %228, !dbg !271

228:                                              ; preds = %209, %225
  %229 = phi i32 [ %226, %225 ], [ %127, %209 ], !dbg !91
    #dbg_value(i32 %229, !70, !DIExpression(), !91)
  %230 = add nuw nsw i64 %126, 3, !dbg !272
    #dbg_value(i64 %230, !71, !DIExpression(), !209)
  %231 = icmp ult i64 %126, 4997, !dbg !273
  br i1 %231, label %125, label %122, !dbg !274, !llvm.loop !275

232:                                              ; preds = %235, %122
  %233 = phi i32 [ 0, %122 ], [ %240, %235 ], !dbg !91
  %234 = phi i32 [ 1, %122 ], [ %243, %235 ], !dbg !91
    #dbg_value(i32 0, !83, !DIExpression(), !277)
    #dbg_value(i32 0, !76, !DIExpression(), !91)
  br label %283, !dbg !278

235:                                              ; preds = %122, %235
  %236 = phi ptr [ %251, %235 ], [ %123, %122 ]
  %237 = phi i32 [ %241, %235 ], [ -1, %122 ]
  %238 = phi i32 [ %243, %235 ], [ 1, %122 ]
  %239 = phi i32 [ %240, %235 ], [ 0, %122 ]
    #dbg_value(i32 %237, !75, !DIExpression(), !91)
    #dbg_value(i32 %238, !74, !DIExpression(), !91)
    #dbg_value(i32 %239, !73, !DIExpression(), !91)
  %240 = add nuw nsw i32 %239, 1, !dbg !279
    #dbg_value(i32 %240, !73, !DIExpression(), !91)
  %241 = load i32, ptr %236, align 8, !dbg !282, !tbaa !140
  %242 = icmp sgt i32 %241, %237, !dbg !284
  %243 = select i1 %242, i32 %238, i32 0, !dbg !285
    #dbg_value(i32 %243, !74, !DIExpression(), !91)
    #dbg_value(i32 %241, !75, !DIExpression(), !91)
  %244 = getelementptr inbounds i8, ptr %236, i64 8, !dbg !286
  %245 = load i32, ptr %244, align 8, !dbg !286, !tbaa !182
  %246 = sext i32 %245 to i64, !dbg !287
  %247 = getelementptr inbounds [17 x i32], ptr %3, i64 0, i64 %246, !dbg !287
  %248 = load i32, ptr %247, align 4, !dbg !288, !tbaa !93
  %249 = add nsw i32 %248, 1, !dbg !288
  store i32 %249, ptr %247, align 4, !dbg !288, !tbaa !93
  %250 = getelementptr inbounds i8, ptr %236, i64 16, !dbg !289
    #dbg_value(ptr poison, !81, !DIExpression(), !206)
  %251 = load ptr, ptr %250, align 8, !dbg !207, !tbaa !126
    #dbg_value(ptr %251, !81, !DIExpression(), !206)
  %252 = icmp eq ptr %251, null, !dbg !208
  br i1 %252, label %232, label %235, !dbg !208, !llvm.loop !290

253:                                              ; preds = %283
  %254 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str, i32 noundef %233, i32 noundef %229, i32 noundef %234, i32 noundef %294), !dbg !292
  %255 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.1), !dbg !293
    #dbg_value(i64 1, !85, !DIExpression(), !294)
  %256 = getelementptr inbounds i8, ptr %3, i64 4, !dbg !295
  %257 = load i32, ptr %256, align 4, !dbg !295, !tbaa !93
  %258 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %257), !dbg !297
    #dbg_value(i64 2, !85, !DIExpression(), !294)
  %259 = getelementptr inbounds i8, ptr %3, i64 8, !dbg !295
  %260 = load i32, ptr %259, align 8, !dbg !295, !tbaa !93
  %261 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %260), !dbg !297
    #dbg_value(i64 3, !85, !DIExpression(), !294)
  %262 = getelementptr inbounds i8, ptr %3, i64 12, !dbg !295
  %263 = load i32, ptr %262, align 4, !dbg !295, !tbaa !93
  %264 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %263), !dbg !297
    #dbg_value(i64 4, !85, !DIExpression(), !294)
  %265 = getelementptr inbounds i8, ptr %3, i64 16, !dbg !295
  %266 = load i32, ptr %265, align 16, !dbg !295, !tbaa !93
  %267 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %266), !dbg !297
    #dbg_value(i64 5, !85, !DIExpression(), !294)
  %268 = getelementptr inbounds i8, ptr %3, i64 20, !dbg !295
  %269 = load i32, ptr %268, align 4, !dbg !295, !tbaa !93
  %270 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %269), !dbg !297
    #dbg_value(i64 6, !85, !DIExpression(), !294)
  %271 = getelementptr inbounds i8, ptr %3, i64 24, !dbg !295
  %272 = load i32, ptr %271, align 8, !dbg !295, !tbaa !93
  %273 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %272), !dbg !297
    #dbg_value(i64 7, !85, !DIExpression(), !294)
  %274 = getelementptr inbounds i8, ptr %3, i64 28, !dbg !295
  %275 = load i32, ptr %274, align 4, !dbg !295, !tbaa !93
  %276 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %275), !dbg !297
    #dbg_value(i64 8, !85, !DIExpression(), !294)
  %277 = getelementptr inbounds i8, ptr %3, i64 32, !dbg !295
  %278 = load i32, ptr %277, align 16, !dbg !295, !tbaa !93
  %279 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %278), !dbg !297
    #dbg_value(i64 9, !85, !DIExpression(), !294)
  %280 = tail call i32 @putchar(i32 10), !dbg !298
  %281 = tail call fastcc ptr @get(i32 noundef 4999), !dbg !299
  %282 = icmp eq ptr %281, null, !dbg !299
  br i1 %282, label %297, label %300, !dbg !299

283:                                              ; preds = %232, %283
  %284 = phi i64 [ 0, %232 ], [ %295, %283 ]
  %285 = phi i32 [ 0, %232 ], [ %294, %283 ]
    #dbg_value(i64 %284, !83, !DIExpression(), !277)
    #dbg_value(i32 %285, !76, !DIExpression(), !91)
  %286 = trunc nuw nsw i64 %284 to i32, !dbg !300
  %287 = tail call fastcc ptr @get(i32 noundef %286), !dbg !300
  %288 = icmp ne ptr %287, null, !dbg !303
  %289 = zext i1 %288 to i32, !dbg !303
  %290 = getelementptr inbounds [5000 x i32], ptr @present, i64 0, i64 %284, !dbg !304
  %291 = load i32, ptr %290, align 4, !dbg !304, !tbaa !93
  %292 = icmp ne i32 %291, %289, !dbg !305
  %293 = zext i1 %292 to i32, !dbg !306
  %294 = add nuw nsw i32 %285, %293, !dbg !306
    #dbg_value(i32 %294, !76, !DIExpression(), !91)
  %295 = add nuw nsw i64 %284, 1, !dbg !307
    #dbg_value(i64 %295, !83, !DIExpression(), !277)
  %296 = icmp eq i64 %295, 5000, !dbg !308
  br i1 %296, label %253, label %283, !dbg !278, !llvm.loop !309

297:                                              ; preds = %253
  %298 = tail call fastcc ptr @get(i32 noundef 4998), !dbg !311
    #dbg_value(ptr %298, !87, !DIExpression(), !91)
  %299 = icmp eq ptr %298, null, !dbg !312
  br i1 %299, label %304, label %300, !dbg !312

300:                                              ; preds = %253, %297
  %301 = phi ptr [ %298, %297 ], [ %281, %253 ]
  %302 = getelementptr inbounds i8, ptr %301, i64 4, !dbg !313
  %303 = load i32, ptr %302, align 4, !dbg !313, !tbaa !158
  br label %304, !dbg !312

304:                                              ; preds = %297, %300
  %305 = phi i32 [ %303, %300 ], [ -1, %297 ], !dbg !312
  %306 = tail call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.4, i32 noundef %305), !dbg !314
  %307 = icmp eq i32 %294, 0, !dbg !315
  %308 = and i32 %233, 127, !dbg !315
  %309 = select i1 %307, i32 %308, i32 100, !dbg !315
  call void @llvm.lifetime.end.p0(i64 68, ptr nonnull %3) #8, !dbg !316
  ret i32 %309, !dbg !317
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: mustprogress nocallback nofree nounwind willreturn memory(argmem: write)
declare void @llvm.memset.p0.i64(ptr nocapture writeonly, i8, i64, i1 immarg) #2

; Function Attrs: nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable
define internal fastcc ptr @get(i32 noundef %0) unnamed_addr #3 !dbg !318 {
    #dbg_value(i32 %0, !322, !DIExpression(), !326)
    #dbg_value(ptr @head, !323, !DIExpression(), !326)
    #dbg_value(i32 15, !324, !DIExpression(), !327)
    #dbg_value(i64 15, !324, !DIExpression(), !327)
    #dbg_value(ptr @head, !323, !DIExpression(), !326)
  br label %2, !dbg !328

2:                                                ; preds = %1, %7
  %3 = phi ptr [ %5, %7 ], [ @head, %1 ], !dbg !330
    #dbg_value(ptr %3, !323, !DIExpression(), !326)
  %4 = getelementptr inbounds i8, ptr %3, i64 136, !dbg !331
  %5 = load ptr, ptr %4, align 8, !dbg !331, !tbaa !126
  %6 = icmp eq ptr %5, null, !dbg !331
  br i1 %6, label %10, label %7, !dbg !332

7:                                                ; preds = %2
  %8 = load i32, ptr %5, align 8, !dbg !333, !tbaa !140
  %9 = icmp slt i32 %8, %0, !dbg !334
  br i1 %9, label %2, label %10, !dbg !328, !llvm.loop !335

10:                                               ; preds = %7, %2
  br label %11, !dbg !328

11:                                               ; preds = %10, %16
  %12 = phi ptr [ %14, %16 ], [ %3, %10 ], !dbg !330
    #dbg_value(ptr %12, !323, !DIExpression(), !326)
  %13 = getelementptr inbounds i8, ptr %12, i64 128, !dbg !331
  %14 = load ptr, ptr %13, align 8, !dbg !331, !tbaa !126
  %15 = icmp eq ptr %14, null, !dbg !331
  br i1 %15, label %19, label %16, !dbg !332

16:                                               ; preds = %11
  %17 = load i32, ptr %14, align 8, !dbg !333, !tbaa !140
  %18 = icmp slt i32 %17, %0, !dbg !334
  br i1 %18, label %11, label %19, !dbg !328, !llvm.loop !335

19:                                               ; preds = %16, %11
  br label %20, !dbg !328

20:                                               ; preds = %19, %25
  %21 = phi ptr [ %23, %25 ], [ %12, %19 ], !dbg !330
    #dbg_value(ptr %21, !323, !DIExpression(), !326)
  %22 = getelementptr inbounds i8, ptr %21, i64 120, !dbg !331
  %23 = load ptr, ptr %22, align 8, !dbg !331, !tbaa !126
  %24 = icmp eq ptr %23, null, !dbg !331
  br i1 %24, label %28, label %25, !dbg !332

25:                                               ; preds = %20
  %26 = load i32, ptr %23, align 8, !dbg !333, !tbaa !140
  %27 = icmp slt i32 %26, %0, !dbg !334
  br i1 %27, label %20, label %28, !dbg !328, !llvm.loop !335

28:                                               ; preds = %25, %20
  br label %29, !dbg !328

29:                                               ; preds = %28, %34
  %30 = phi ptr [ %32, %34 ], [ %21, %28 ], !dbg !330
    #dbg_value(ptr %30, !323, !DIExpression(), !326)
  %31 = getelementptr inbounds i8, ptr %30, i64 112, !dbg !331
  %32 = load ptr, ptr %31, align 8, !dbg !331, !tbaa !126
  %33 = icmp eq ptr %32, null, !dbg !331
  br i1 %33, label %37, label %34, !dbg !332

34:                                               ; preds = %29
  %35 = load i32, ptr %32, align 8, !dbg !333, !tbaa !140
  %36 = icmp slt i32 %35, %0, !dbg !334
  br i1 %36, label %29, label %37, !dbg !328, !llvm.loop !335

37:                                               ; preds = %34, %29
  br label %38, !dbg !328

38:                                               ; preds = %37, %43
  %39 = phi ptr [ %41, %43 ], [ %30, %37 ], !dbg !330
    #dbg_value(ptr %39, !323, !DIExpression(), !326)
  %40 = getelementptr inbounds i8, ptr %39, i64 104, !dbg !331
  %41 = load ptr, ptr %40, align 8, !dbg !331, !tbaa !126
  %42 = icmp eq ptr %41, null, !dbg !331
  br i1 %42, label %46, label %43, !dbg !332

43:                                               ; preds = %38
  %44 = load i32, ptr %41, align 8, !dbg !333, !tbaa !140
  %45 = icmp slt i32 %44, %0, !dbg !334
  br i1 %45, label %38, label %46, !dbg !328, !llvm.loop !335

46:                                               ; preds = %43, %38
  br label %47, !dbg !328

47:                                               ; preds = %46, %52
  %48 = phi ptr [ %50, %52 ], [ %39, %46 ], !dbg !330
    #dbg_value(ptr %48, !323, !DIExpression(), !326)
  %49 = getelementptr inbounds i8, ptr %48, i64 96, !dbg !331
  %50 = load ptr, ptr %49, align 8, !dbg !331, !tbaa !126
  %51 = icmp eq ptr %50, null, !dbg !331
  br i1 %51, label %55, label %52, !dbg !332

52:                                               ; preds = %47
  %53 = load i32, ptr %50, align 8, !dbg !333, !tbaa !140
  %54 = icmp slt i32 %53, %0, !dbg !334
  br i1 %54, label %47, label %55, !dbg !328, !llvm.loop !335

55:                                               ; preds = %52, %47
  br label %56, !dbg !328

56:                                               ; preds = %55, %61
  %57 = phi ptr [ %59, %61 ], [ %48, %55 ], !dbg !330
    #dbg_value(ptr %57, !323, !DIExpression(), !326)
  %58 = getelementptr inbounds i8, ptr %57, i64 88, !dbg !331
  %59 = load ptr, ptr %58, align 8, !dbg !331, !tbaa !126
  %60 = icmp eq ptr %59, null, !dbg !331
  br i1 %60, label %64, label %61, !dbg !332

61:                                               ; preds = %56
  %62 = load i32, ptr %59, align 8, !dbg !333, !tbaa !140
  %63 = icmp slt i32 %62, %0, !dbg !334
  br i1 %63, label %56, label %64, !dbg !328, !llvm.loop !335

64:                                               ; preds = %61, %56
  br label %65, !dbg !328

65:                                               ; preds = %64, %70
  %66 = phi ptr [ %68, %70 ], [ %57, %64 ], !dbg !330
    #dbg_value(ptr %66, !323, !DIExpression(), !326)
  %67 = getelementptr inbounds i8, ptr %66, i64 80, !dbg !331
  %68 = load ptr, ptr %67, align 8, !dbg !331, !tbaa !126
  %69 = icmp eq ptr %68, null, !dbg !331
  br i1 %69, label %73, label %70, !dbg !332

70:                                               ; preds = %65
  %71 = load i32, ptr %68, align 8, !dbg !333, !tbaa !140
  %72 = icmp slt i32 %71, %0, !dbg !334
  br i1 %72, label %65, label %73, !dbg !328, !llvm.loop !335

73:                                               ; preds = %70, %65
  br label %74, !dbg !328

74:                                               ; preds = %73, %79
  %75 = phi ptr [ %77, %79 ], [ %66, %73 ], !dbg !330
    #dbg_value(ptr %75, !323, !DIExpression(), !326)
  %76 = getelementptr inbounds i8, ptr %75, i64 72, !dbg !331
  %77 = load ptr, ptr %76, align 8, !dbg !331, !tbaa !126
  %78 = icmp eq ptr %77, null, !dbg !331
  br i1 %78, label %82, label %79, !dbg !332

79:                                               ; preds = %74
  %80 = load i32, ptr %77, align 8, !dbg !333, !tbaa !140
  %81 = icmp slt i32 %80, %0, !dbg !334
  br i1 %81, label %74, label %82, !dbg !328, !llvm.loop !335

82:                                               ; preds = %79, %74
  br label %83, !dbg !328

83:                                               ; preds = %82, %88
  %84 = phi ptr [ %86, %88 ], [ %75, %82 ], !dbg !330
    #dbg_value(ptr %84, !323, !DIExpression(), !326)
  %85 = getelementptr inbounds i8, ptr %84, i64 64, !dbg !331
  %86 = load ptr, ptr %85, align 8, !dbg !331, !tbaa !126
  %87 = icmp eq ptr %86, null, !dbg !331
  br i1 %87, label %91, label %88, !dbg !332

88:                                               ; preds = %83
  %89 = load i32, ptr %86, align 8, !dbg !333, !tbaa !140
  %90 = icmp slt i32 %89, %0, !dbg !334
  br i1 %90, label %83, label %91, !dbg !328, !llvm.loop !335

91:                                               ; preds = %88, %83
  br label %92, !dbg !328

92:                                               ; preds = %91, %97
  %93 = phi ptr [ %95, %97 ], [ %84, %91 ], !dbg !330
    #dbg_value(ptr %93, !323, !DIExpression(), !326)
  %94 = getelementptr inbounds i8, ptr %93, i64 56, !dbg !331
  %95 = load ptr, ptr %94, align 8, !dbg !331, !tbaa !126
  %96 = icmp eq ptr %95, null, !dbg !331
  br i1 %96, label %100, label %97, !dbg !332

97:                                               ; preds = %92
  %98 = load i32, ptr %95, align 8, !dbg !333, !tbaa !140
  %99 = icmp slt i32 %98, %0, !dbg !334
  br i1 %99, label %92, label %100, !dbg !328, !llvm.loop !335

100:                                              ; preds = %97, %92
  br label %101, !dbg !328

101:                                              ; preds = %100, %106
  %102 = phi ptr [ %104, %106 ], [ %93, %100 ], !dbg !330
    #dbg_value(ptr %102, !323, !DIExpression(), !326)
  %103 = getelementptr inbounds i8, ptr %102, i64 48, !dbg !331
  %104 = load ptr, ptr %103, align 8, !dbg !331, !tbaa !126
  %105 = icmp eq ptr %104, null, !dbg !331
  br i1 %105, label %109, label %106, !dbg !332

106:                                              ; preds = %101
  %107 = load i32, ptr %104, align 8, !dbg !333, !tbaa !140
  %108 = icmp slt i32 %107, %0, !dbg !334
  br i1 %108, label %101, label %109, !dbg !328, !llvm.loop !335

109:                                              ; preds = %106, %101
  br label %110, !dbg !328

110:                                              ; preds = %109, %115
  %111 = phi ptr [ %113, %115 ], [ %102, %109 ], !dbg !330
    #dbg_value(ptr %111, !323, !DIExpression(), !326)
  %112 = getelementptr inbounds i8, ptr %111, i64 40, !dbg !331
  %113 = load ptr, ptr %112, align 8, !dbg !331, !tbaa !126
  %114 = icmp eq ptr %113, null, !dbg !331
  br i1 %114, label %118, label %115, !dbg !332

115:                                              ; preds = %110
  %116 = load i32, ptr %113, align 8, !dbg !333, !tbaa !140
  %117 = icmp slt i32 %116, %0, !dbg !334
  br i1 %117, label %110, label %118, !dbg !328, !llvm.loop !335

118:                                              ; preds = %115, %110
  br label %119, !dbg !328

119:                                              ; preds = %118, %124
  %120 = phi ptr [ %122, %124 ], [ %111, %118 ], !dbg !330
    #dbg_value(ptr %120, !323, !DIExpression(), !326)
  %121 = getelementptr inbounds i8, ptr %120, i64 32, !dbg !331
  %122 = load ptr, ptr %121, align 8, !dbg !331, !tbaa !126
  %123 = icmp eq ptr %122, null, !dbg !331
  br i1 %123, label %127, label %124, !dbg !332

124:                                              ; preds = %119
  %125 = load i32, ptr %122, align 8, !dbg !333, !tbaa !140
  %126 = icmp slt i32 %125, %0, !dbg !334
  br i1 %126, label %119, label %127, !dbg !328, !llvm.loop !335

127:                                              ; preds = %124, %119
  br label %128, !dbg !328

128:                                              ; preds = %127, %133
  %129 = phi ptr [ %131, %133 ], [ %120, %127 ], !dbg !330
    #dbg_value(ptr %129, !323, !DIExpression(), !326)
  %130 = getelementptr inbounds i8, ptr %129, i64 24, !dbg !331
  %131 = load ptr, ptr %130, align 8, !dbg !331, !tbaa !126
  %132 = icmp eq ptr %131, null, !dbg !331
  br i1 %132, label %136, label %133, !dbg !332

133:                                              ; preds = %128
  %134 = load i32, ptr %131, align 8, !dbg !333, !tbaa !140
  %135 = icmp slt i32 %134, %0, !dbg !334
  br i1 %135, label %128, label %136, !dbg !328, !llvm.loop !335

136:                                              ; preds = %133, %128
  br label %137, !dbg !328

137:                                              ; preds = %136, %142
  %138 = phi ptr [ %140, %142 ], [ %129, %136 ], !dbg !330
    #dbg_value(ptr %138, !323, !DIExpression(), !326)
  %139 = getelementptr inbounds i8, ptr %138, i64 16, !dbg !337
  %140 = load ptr, ptr %139, align 8, !dbg !331, !tbaa !126
  %141 = icmp eq ptr %140, null, !dbg !331
  br i1 %141, label %149, label %142, !dbg !332

142:                                              ; preds = %137
  %143 = load i32, ptr %140, align 8, !dbg !333, !tbaa !140
  %144 = icmp slt i32 %143, %0, !dbg !334
  br i1 %144, label %137, label %145, !dbg !328, !llvm.loop !335

145:                                              ; preds = %142
    #dbg_value(i64 -1, !324, !DIExpression(), !327)
    #dbg_value(ptr %140, !323, !DIExpression(), !326)
  %146 = load i32, ptr %140, align 8, !dbg !338, !tbaa !140
  %147 = icmp eq i32 %146, %0, !dbg !339
  %148 = select i1 %147, ptr %140, ptr null, !dbg !340
  br label %149, !dbg !340

149:                                              ; preds = %137, %145
  %150 = phi ptr [ %148, %145 ], [ null, %137 ], !dbg !340
  ret ptr %150, !dbg !341
}

; Function Attrs: nofree nounwind
declare !dbg !342 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #4

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite)
declare !dbg !349 noalias noundef ptr @calloc(i64 noundef, i64 noundef) local_unnamed_addr #5

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !356 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nofree nounwind
declare noundef i32 @putchar(i32 noundef) local_unnamed_addr #7

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { mustprogress nocallback nofree nounwind willreturn memory(argmem: write) }
attributes #3 = { nofree norecurse nosync nounwind memory(read, inaccessiblemem: none) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,zeroed") allocsize(0,1) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cmov,+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nofree nounwind }
attributes #8 = { nounwind }
attributes #9 = { nounwind allocsize(0,1) }

!llvm.dbg.cu = !{!2}
!llvm.module.flags = !{!52, !53, !54, !55, !56, !57, !58}
!llvm.ident = !{!59}

!0 = !DIGlobalVariableExpression(var: !1, expr: !DIExpression())
!1 = distinct !DIGlobalVariable(name: "present", scope: !2, file: !3, line: 31, type: !49, isLocal: true, isDefinition: true)
!2 = distinct !DICompileUnit(language: DW_LANG_C11, file: !3, producer: "Debian clang version 19.1.7 (3~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, retainedTypes: !4, globals: !7, splitDebugInlining: false, nameTableKind: None)
!3 = !DIFile(filename: "programs/skip_list_det.c", directory: ".", checksumkind: CSK_MD5, checksum: "1a5811366f7e0d7772acc4da1badf91d")
!4 = !{!5, !6}
!5 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!6 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!7 = !{!8, !14, !19, !24, !29, !0, !34, !37}
!8 = !DIGlobalVariableExpression(var: !9, expr: !DIExpression())
!9 = distinct !DIGlobalVariable(scope: null, file: !3, line: 41, type: !10, isLocal: true, isDefinition: true)
!10 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 344, elements: !12)
!11 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!12 = !{!13}
!13 = !DISubrange(count: 43)
!14 = !DIGlobalVariableExpression(var: !15, expr: !DIExpression())
!15 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !16, isLocal: true, isDefinition: true)
!16 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 64, elements: !17)
!17 = !{!18}
!18 = !DISubrange(count: 8)
!19 = !DIGlobalVariableExpression(var: !20, expr: !DIExpression())
!20 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !21, isLocal: true, isDefinition: true)
!21 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 32, elements: !22)
!22 = !{!23}
!23 = !DISubrange(count: 4)
!24 = !DIGlobalVariableExpression(var: !25, expr: !DIExpression())
!25 = distinct !DIGlobalVariable(scope: null, file: !3, line: 42, type: !26, isLocal: true, isDefinition: true)
!26 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 16, elements: !27)
!27 = !{!28}
!28 = !DISubrange(count: 2)
!29 = !DIGlobalVariableExpression(var: !30, expr: !DIExpression())
!30 = distinct !DIGlobalVariable(scope: null, file: !3, line: 44, type: !31, isLocal: true, isDefinition: true)
!31 = !DICompositeType(tag: DW_TAG_array_type, baseType: !11, size: 120, elements: !32)
!32 = !{!33}
!33 = !DISubrange(count: 15)
!34 = !DIGlobalVariableExpression(var: !35, expr: !DIExpression())
!35 = distinct !DIGlobalVariable(name: "rs", scope: !2, file: !3, line: 9, type: !36, isLocal: true, isDefinition: true)
!36 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!37 = !DIGlobalVariableExpression(var: !38, expr: !DIExpression())
!38 = distinct !DIGlobalVariable(name: "head", scope: !2, file: !3, line: 8, type: !39, isLocal: true, isDefinition: true)
!39 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "sk", file: !3, line: 7, size: 1152, elements: !40)
!40 = !{!41, !42, !43, !44}
!41 = !DIDerivedType(tag: DW_TAG_member, name: "key", scope: !39, file: !3, line: 7, baseType: !5, size: 32)
!42 = !DIDerivedType(tag: DW_TAG_member, name: "val", scope: !39, file: !3, line: 7, baseType: !5, size: 32, offset: 32)
!43 = !DIDerivedType(tag: DW_TAG_member, name: "lvl", scope: !39, file: !3, line: 7, baseType: !5, size: 32, offset: 64)
!44 = !DIDerivedType(tag: DW_TAG_member, name: "next", scope: !39, file: !3, line: 7, baseType: !45, size: 1024, offset: 128)
!45 = !DICompositeType(tag: DW_TAG_array_type, baseType: !46, size: 1024, elements: !47)
!46 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !39, size: 64)
!47 = !{!48}
!48 = !DISubrange(count: 16)
!49 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 160000, elements: !50)
!50 = !{!51}
!51 = !DISubrange(count: 5000)
!52 = !{i32 7, !"Dwarf Version", i32 5}
!53 = !{i32 2, !"Debug Info Version", i32 3}
!54 = !{i32 1, !"wchar_size", i32 4}
!55 = !{i32 8, !"PIC Level", i32 2}
!56 = !{i32 7, !"PIE Level", i32 2}
!57 = !{i32 7, !"uwtable", i32 2}
!58 = !{i32 7, !"debug-info-assignment-tracking", i1 true}
!59 = !{!"Debian clang version 19.1.7 (3~deb12u1)"}
!60 = distinct !DISubprogram(name: "main", scope: !3, file: !3, line: 33, type: !61, scopeLine: 33, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !63)
!61 = !DISubroutineType(types: !62)
!62 = !{!5}
!63 = !{!64, !65, !67, !70, !71, !73, !74, !75, !76, !77, !81, !83, !85, !87}
!64 = !DILocalVariable(name: "x", scope: !60, file: !3, line: 34, type: !36)
!65 = !DILocalVariable(name: "i", scope: !66, file: !3, line: 35, type: !5)
!66 = distinct !DILexicalBlock(scope: !60, file: !3, line: 35, column: 5)
!67 = !DILocalVariable(name: "k", scope: !68, file: !3, line: 35, type: !5)
!68 = distinct !DILexicalBlock(scope: !69, file: !3, line: 35, column: 36)
!69 = distinct !DILexicalBlock(scope: !66, file: !3, line: 35, column: 5)
!70 = !DILocalVariable(name: "removed", scope: !60, file: !3, line: 36, type: !5)
!71 = !DILocalVariable(name: "k", scope: !72, file: !3, line: 37, type: !5)
!72 = distinct !DILexicalBlock(scope: !60, file: !3, line: 37, column: 5)
!73 = !DILocalVariable(name: "n", scope: !60, file: !3, line: 38, type: !5)
!74 = !DILocalVariable(name: "sorted", scope: !60, file: !3, line: 38, type: !5)
!75 = !DILocalVariable(name: "prev", scope: !60, file: !3, line: 38, type: !5)
!76 = !DILocalVariable(name: "mismatch", scope: !60, file: !3, line: 38, type: !5)
!77 = !DILocalVariable(name: "levels", scope: !60, file: !3, line: 38, type: !78)
!78 = !DICompositeType(tag: DW_TAG_array_type, baseType: !5, size: 544, elements: !79)
!79 = !{!80}
!80 = !DISubrange(count: 17)
!81 = !DILocalVariable(name: "p", scope: !82, file: !3, line: 39, type: !46)
!82 = distinct !DILexicalBlock(scope: !60, file: !3, line: 39, column: 5)
!83 = !DILocalVariable(name: "k", scope: !84, file: !3, line: 40, type: !5)
!84 = distinct !DILexicalBlock(scope: !60, file: !3, line: 40, column: 5)
!85 = !DILocalVariable(name: "i", scope: !86, file: !3, line: 42, type: !5)
!86 = distinct !DILexicalBlock(scope: !60, file: !3, line: 42, column: 24)
!87 = !DILocalVariable(name: "g", scope: !60, file: !3, line: 43, type: !46)
!88 = distinct !DIAssignID()
!89 = distinct !DIAssignID()
!90 = distinct !DIAssignID()
!91 = !DILocation(line: 0, scope: !60)
!92 = !DILocation(line: 0, scope: !66)
!93 = !{!94, !94, i64 0}
!94 = !{!"int", !95, i64 0}
!95 = !{!"omnipotent char", !96, i64 0}
!96 = !{!"Simple C/C++ TBAA"}
!97 = !DILocation(line: 35, column: 5, scope: !66)
!98 = !DILocation(line: 35, column: 44, scope: !68)
!99 = !DILocation(line: 35, column: 58, scope: !68)
!100 = !DILocation(line: 35, column: 85, scope: !68)
!101 = !DILocation(line: 35, column: 91, scope: !68)
!102 = !DILocation(line: 0, scope: !68)
!103 = !DILocalVariable(name: "upd", scope: !104, file: !3, line: 12, type: !45)
!104 = distinct !DISubprogram(name: "put", scope: !3, file: !3, line: 11, type: !105, scopeLine: 11, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !107)
!105 = !DISubroutineType(types: !106)
!106 = !{null, !5, !5}
!107 = !{!108, !109, !103, !110, !111, !113, !114, !115}
!108 = !DILocalVariable(name: "k", arg: 1, scope: !104, file: !3, line: 11, type: !5)
!109 = !DILocalVariable(name: "v", arg: 2, scope: !104, file: !3, line: 11, type: !5)
!110 = !DILocalVariable(name: "x", scope: !104, file: !3, line: 12, type: !46)
!111 = !DILocalVariable(name: "i", scope: !112, file: !3, line: 13, type: !5)
!112 = distinct !DILexicalBlock(scope: !104, file: !3, line: 13, column: 5)
!113 = !DILocalVariable(name: "l", scope: !104, file: !3, line: 16, type: !5)
!114 = !DILocalVariable(name: "n", scope: !104, file: !3, line: 17, type: !46)
!115 = !DILocalVariable(name: "i", scope: !116, file: !3, line: 19, type: !5)
!116 = distinct !DILexicalBlock(scope: !104, file: !3, line: 19, column: 5)
!117 = !DILocation(line: 0, scope: !104, inlinedAt: !118)
!118 = distinct !DILocation(line: 35, column: 100, scope: !68)
!119 = !DILocation(line: 12, column: 5, scope: !104, inlinedAt: !118)
!120 = !DILocation(line: 0, scope: !112, inlinedAt: !118)
!121 = !DILocation(line: 13, column: 5, scope: !112, inlinedAt: !118)
!122 = !DILocation(line: 13, column: 45, scope: !123, inlinedAt: !118)
!123 = distinct !DILexicalBlock(scope: !124, file: !3, line: 13, column: 43)
!124 = distinct !DILexicalBlock(scope: !112, file: !3, line: 13, column: 5)
!125 = !DILocation(line: 14, column: 9, scope: !104, inlinedAt: !118)
!126 = !{!127, !127, i64 0}
!127 = !{!"any pointer", !95, i64 0}
!128 = !DILocation(line: 15, column: 9, scope: !129, inlinedAt: !118)
!129 = distinct !DILexicalBlock(scope: !104, file: !3, line: 15, column: 9)
!130 = !DILocation(line: 15, column: 11, scope: !129, inlinedAt: !118)
!131 = !DILocation(line: 10, column: 42, scope: !132, inlinedAt: !135)
!132 = distinct !DISubprogram(name: "rand_level", scope: !3, file: !3, line: 10, type: !61, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !133)
!133 = !{!134}
!134 = !DILocalVariable(name: "l", scope: !132, file: !3, line: 10, type: !5)
!135 = distinct !DILocation(line: 16, column: 13, scope: !104, inlinedAt: !118)
!136 = !DILocation(line: 13, column: 55, scope: !123, inlinedAt: !118)
!137 = !DILocation(line: 13, column: 52, scope: !123, inlinedAt: !118)
!138 = !DILocation(line: 13, column: 63, scope: !123, inlinedAt: !118)
!139 = !DILocation(line: 13, column: 78, scope: !123, inlinedAt: !118)
!140 = !{!141, !94, i64 0}
!141 = !{!"sk", !94, i64 0, !94, i64 4, !94, i64 8, !95, i64 16}
!142 = !DILocation(line: 13, column: 82, scope: !123, inlinedAt: !118)
!143 = distinct !{!143, !122, !144, !145}
!144 = !DILocation(line: 13, column: 100, scope: !123, inlinedAt: !118)
!145 = !{!"llvm.loop.mustprogress"}
!146 = !DILocation(line: 13, column: 103, scope: !123, inlinedAt: !118)
!147 = !DILocation(line: 13, column: 110, scope: !123, inlinedAt: !118)
!148 = !DILocation(line: 13, column: 39, scope: !124, inlinedAt: !118)
!149 = !DILocation(line: 13, column: 32, scope: !124, inlinedAt: !118)
!150 = distinct !{!150, !121, !151, !145}
!151 = !DILocation(line: 13, column: 115, scope: !112, inlinedAt: !118)
!152 = !DILocation(line: 15, column: 17, scope: !129, inlinedAt: !118)
!153 = !DILocation(line: 15, column: 21, scope: !129, inlinedAt: !118)
!154 = !DILocation(line: 15, column: 9, scope: !104, inlinedAt: !118)
!155 = !DILocation(line: 15, column: 32, scope: !156, inlinedAt: !118)
!156 = distinct !DILexicalBlock(scope: !129, file: !3, line: 15, column: 27)
!157 = !DILocation(line: 15, column: 36, scope: !156, inlinedAt: !118)
!158 = !{!141, !94, i64 4}
!159 = !DILocation(line: 15, column: 41, scope: !156, inlinedAt: !118)
!160 = !DILocation(line: 0, scope: !132, inlinedAt: !135)
!161 = !DILocation(line: 10, column: 72, scope: !162, inlinedAt: !135)
!162 = distinct !DILexicalBlock(scope: !132, file: !3, line: 10, column: 61)
!163 = !DILocation(line: 10, column: 66, scope: !162, inlinedAt: !135)
!164 = !DILocation(line: 10, column: 88, scope: !162, inlinedAt: !135)
!165 = !DILocation(line: 10, column: 82, scope: !162, inlinedAt: !135)
!166 = !DILocation(line: 10, column: 104, scope: !162, inlinedAt: !135)
!167 = !DILocation(line: 10, column: 98, scope: !162, inlinedAt: !135)
!168 = !DILocation(line: 10, column: 117, scope: !169, inlinedAt: !135)
!169 = distinct !DILexicalBlock(scope: !162, file: !3, line: 10, column: 114)
!170 = !DILocation(line: 10, column: 114, scope: !162, inlinedAt: !135)
!171 = !DILocation(line: 10, column: 130, scope: !162, inlinedAt: !135)
!172 = !DILocation(line: 10, column: 51, scope: !132, inlinedAt: !135)
!173 = distinct !{!173, !131, !174, !145}
!174 = !DILocation(line: 10, column: 134, scope: !132, inlinedAt: !135)
!175 = !DILocation(line: 10, scope: !132, inlinedAt: !135)
!176 = !DILocation(line: 17, column: 20, scope: !104, inlinedAt: !118)
!177 = !DILocation(line: 18, column: 12, scope: !104, inlinedAt: !118)
!178 = !DILocation(line: 18, column: 20, scope: !104, inlinedAt: !118)
!179 = !DILocation(line: 18, column: 24, scope: !104, inlinedAt: !118)
!180 = !DILocation(line: 18, column: 32, scope: !104, inlinedAt: !118)
!181 = !DILocation(line: 18, column: 36, scope: !104, inlinedAt: !118)
!182 = !{!141, !94, i64 8}
!183 = !DILocation(line: 0, scope: !116, inlinedAt: !118)
!184 = !DILocation(line: 19, column: 23, scope: !185, inlinedAt: !118)
!185 = distinct !DILexicalBlock(scope: !116, file: !3, line: 19, column: 5)
!186 = !DILocation(line: 19, column: 5, scope: !116, inlinedAt: !118)
!187 = !DILocation(line: 19, column: 48, scope: !188, inlinedAt: !118)
!188 = distinct !DILexicalBlock(scope: !185, file: !3, line: 19, column: 33)
!189 = !DILocation(line: 19, column: 56, scope: !188, inlinedAt: !118)
!190 = !DILocation(line: 19, column: 35, scope: !188, inlinedAt: !118)
!191 = !DILocation(line: 19, column: 46, scope: !188, inlinedAt: !118)
!192 = !DILocation(line: 19, column: 81, scope: !188, inlinedAt: !118)
!193 = !DILocation(line: 19, column: 29, scope: !185, inlinedAt: !118)
!194 = distinct !{!194, !186, !195, !145}
!195 = !DILocation(line: 19, column: 86, scope: !116, inlinedAt: !118)
!196 = !DILocation(line: 20, column: 1, scope: !104, inlinedAt: !118)
!197 = !DILocation(line: 35, column: 111, scope: !68)
!198 = !DILocation(line: 35, column: 122, scope: !68)
!199 = !DILocation(line: 35, column: 32, scope: !69)
!200 = !DILocation(line: 35, column: 23, scope: !69)
!201 = distinct !{!201, !97, !202, !145}
!202 = !DILocation(line: 35, column: 127, scope: !66)
!203 = !DILocation(line: 38, column: 5, scope: !60)
!204 = !DILocation(line: 38, column: 53, scope: !60)
!205 = distinct !DIAssignID()
!206 = !DILocation(line: 0, scope: !82)
!207 = !DILocation(line: 39, scope: !82)
!208 = !DILocation(line: 39, column: 5, scope: !82)
!209 = !DILocation(line: 0, scope: !72)
!210 = !DILocalVariable(name: "upd", scope: !211, file: !3, line: 23, type: !45)
!211 = distinct !DISubprogram(name: "del", scope: !3, file: !3, line: 22, type: !212, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !214)
!212 = !DISubroutineType(types: !213)
!213 = !{!5, !5}
!214 = !{!215, !210, !216, !217, !219}
!215 = !DILocalVariable(name: "k", arg: 1, scope: !211, file: !3, line: 22, type: !5)
!216 = !DILocalVariable(name: "x", scope: !211, file: !3, line: 23, type: !46)
!217 = !DILocalVariable(name: "i", scope: !218, file: !3, line: 24, type: !5)
!218 = distinct !DILexicalBlock(scope: !211, file: !3, line: 24, column: 5)
!219 = !DILocalVariable(name: "i", scope: !220, file: !3, line: 27, type: !5)
!220 = distinct !DILexicalBlock(scope: !211, file: !3, line: 27, column: 5)
!221 = !DILocation(line: 0, scope: !211, inlinedAt: !222)
!222 = distinct !DILocation(line: 37, column: 43, scope: !223)
!223 = distinct !DILexicalBlock(scope: !224, file: !3, line: 37, column: 43)
!224 = distinct !DILexicalBlock(scope: !72, file: !3, line: 37, column: 5)
!225 = !DILocation(line: 23, column: 5, scope: !211, inlinedAt: !222)
!226 = !DILocation(line: 0, scope: !218, inlinedAt: !222)
!227 = !DILocation(line: 24, column: 5, scope: !218, inlinedAt: !222)
!228 = !DILocation(line: 24, column: 45, scope: !229, inlinedAt: !222)
!229 = distinct !DILexicalBlock(scope: !230, file: !3, line: 24, column: 43)
!230 = distinct !DILexicalBlock(scope: !218, file: !3, line: 24, column: 5)
!231 = !DILocation(line: 25, column: 9, scope: !211, inlinedAt: !222)
!232 = !DILocation(line: 26, column: 10, scope: !233, inlinedAt: !222)
!233 = distinct !DILexicalBlock(scope: !211, file: !3, line: 26, column: 9)
!234 = !DILocation(line: 26, column: 12, scope: !233, inlinedAt: !222)
!235 = !DILocation(line: 24, column: 55, scope: !229, inlinedAt: !222)
!236 = !DILocation(line: 24, column: 52, scope: !229, inlinedAt: !222)
!237 = !DILocation(line: 24, column: 63, scope: !229, inlinedAt: !222)
!238 = !DILocation(line: 24, column: 78, scope: !229, inlinedAt: !222)
!239 = !DILocation(line: 24, column: 82, scope: !229, inlinedAt: !222)
!240 = distinct !{!240, !228, !241, !145}
!241 = !DILocation(line: 24, column: 100, scope: !229, inlinedAt: !222)
!242 = !DILocation(line: 24, column: 103, scope: !229, inlinedAt: !222)
!243 = !DILocation(line: 24, column: 110, scope: !229, inlinedAt: !222)
!244 = !DILocation(line: 24, column: 39, scope: !230, inlinedAt: !222)
!245 = !DILocation(line: 24, column: 32, scope: !230, inlinedAt: !222)
!246 = distinct !{!246, !227, !247, !145}
!247 = !DILocation(line: 24, column: 115, scope: !218, inlinedAt: !222)
!248 = !DILocation(line: 26, column: 18, scope: !233, inlinedAt: !222)
!249 = !DILocation(line: 26, column: 22, scope: !233, inlinedAt: !222)
!250 = !DILocation(line: 26, column: 9, scope: !211, inlinedAt: !222)
!251 = !DILocation(line: 0, scope: !220, inlinedAt: !222)
!252 = !DILocation(line: 27, column: 23, scope: !253, inlinedAt: !222)
!253 = distinct !DILexicalBlock(scope: !220, file: !3, line: 27, column: 5)
!254 = !DILocation(line: 27, column: 5, scope: !220, inlinedAt: !222)
!255 = !DILocation(line: 27, column: 56, scope: !253, inlinedAt: !222)
!256 = !DILocation(line: 27, column: 38, scope: !253, inlinedAt: !222)
!257 = !DILocation(line: 27, column: 46, scope: !253, inlinedAt: !222)
!258 = !DILocation(line: 27, column: 54, scope: !253, inlinedAt: !222)
!259 = !DILocation(line: 27, column: 34, scope: !253, inlinedAt: !222)
!260 = distinct !{!260, !254, !261, !145}
!261 = !DILocation(line: 27, column: 65, scope: !220, inlinedAt: !222)
!262 = !DILocation(line: 30, column: 1, scope: !211, inlinedAt: !222)
!263 = !DILocation(line: 37, column: 43, scope: !224)
!264 = distinct !{!264, !265}
!265 = !{!"llvm.loop.unroll.disable"}
!266 = !DILocation(line: 28, column: 5, scope: !211, inlinedAt: !222)
!267 = !DILocation(line: 37, column: 60, scope: !268)
!268 = distinct !DILexicalBlock(scope: !223, file: !3, line: 37, column: 51)
!269 = !DILocation(line: 37, column: 64, scope: !268)
!270 = !DILocation(line: 37, column: 75, scope: !268)
!271 = !DILocation(line: 37, column: 80, scope: !268)
!272 = !DILocation(line: 37, column: 33, scope: !224)
!273 = !DILocation(line: 37, column: 23, scope: !224)
!274 = !DILocation(line: 37, column: 5, scope: !72)
!275 = distinct !{!275, !274, !276, !145}
!276 = !DILocation(line: 37, column: 80, scope: !72)
!277 = !DILocation(line: 0, scope: !84)
!278 = !DILocation(line: 40, column: 5, scope: !84)
!279 = !DILocation(line: 39, column: 61, scope: !280)
!280 = distinct !DILexicalBlock(scope: !281, file: !3, line: 39, column: 58)
!281 = distinct !DILexicalBlock(scope: !82, file: !3, line: 39, column: 5)
!282 = !DILocation(line: 39, column: 72, scope: !283)
!283 = distinct !DILexicalBlock(scope: !280, file: !3, line: 39, column: 69)
!284 = !DILocation(line: 39, column: 76, scope: !283)
!285 = !DILocation(line: 39, column: 69, scope: !280)
!286 = !DILocation(line: 39, column: 122, scope: !280)
!287 = !DILocation(line: 39, column: 112, scope: !280)
!288 = !DILocation(line: 39, column: 126, scope: !280)
!289 = !DILocation(line: 39, column: 49, scope: !281)
!290 = distinct !{!290, !208, !291, !145}
!291 = !DILocation(line: 39, column: 130, scope: !82)
!292 = !DILocation(line: 41, column: 5, scope: !60)
!293 = !DILocation(line: 42, column: 5, scope: !60)
!294 = !DILocation(line: 0, scope: !86)
!295 = !DILocation(line: 42, column: 67, scope: !296)
!296 = distinct !DILexicalBlock(scope: !86, file: !3, line: 42, column: 24)
!297 = !DILocation(line: 42, column: 53, scope: !296)
!298 = !DILocation(line: 42, column: 79, scope: !60)
!299 = !DILocation(line: 43, column: 20, scope: !60)
!300 = !DILocation(line: 40, column: 41, scope: !301)
!301 = distinct !DILexicalBlock(scope: !302, file: !3, line: 40, column: 40)
!302 = distinct !DILexicalBlock(scope: !84, file: !3, line: 40, column: 5)
!303 = !DILocation(line: 40, column: 48, scope: !301)
!304 = !DILocation(line: 40, column: 60, scope: !301)
!305 = !DILocation(line: 40, column: 57, scope: !301)
!306 = !DILocation(line: 40, column: 40, scope: !302)
!307 = !DILocation(line: 40, column: 32, scope: !302)
!308 = !DILocation(line: 40, column: 23, scope: !302)
!309 = distinct !{!309, !278, !310, !145}
!310 = !DILocation(line: 40, column: 80, scope: !84)
!311 = !DILocation(line: 43, column: 44, scope: !60)
!312 = !DILocation(line: 44, column: 31, scope: !60)
!313 = !DILocation(line: 44, column: 38, scope: !60)
!314 = !DILocation(line: 44, column: 5, scope: !60)
!315 = !DILocation(line: 45, column: 12, scope: !60)
!316 = !DILocation(line: 46, column: 1, scope: !60)
!317 = !DILocation(line: 45, column: 5, scope: !60)
!318 = distinct !DISubprogram(name: "get", scope: !3, file: !3, line: 21, type: !319, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !2, retainedNodes: !321)
!319 = !DISubroutineType(types: !320)
!320 = !{!46, !5}
!321 = !{!322, !323, !324}
!322 = !DILocalVariable(name: "k", arg: 1, scope: !318, file: !3, line: 21, type: !5)
!323 = !DILocalVariable(name: "x", scope: !318, file: !3, line: 21, type: !46)
!324 = !DILocalVariable(name: "i", scope: !325, file: !3, line: 21, type: !5)
!325 = distinct !DILexicalBlock(scope: !318, file: !3, line: 21, column: 54)
!326 = !DILocation(line: 0, scope: !318)
!327 = !DILocation(line: 0, scope: !325)
!328 = !DILocation(line: 21, column: 92, scope: !329)
!329 = distinct !DILexicalBlock(scope: !325, file: !3, line: 21, column: 54)
!330 = !DILocation(line: 21, scope: !318)
!331 = !DILocation(line: 21, column: 99, scope: !329)
!332 = !DILocation(line: 21, column: 110, scope: !329)
!333 = !DILocation(line: 21, column: 125, scope: !329)
!334 = !DILocation(line: 21, column: 129, scope: !329)
!335 = distinct !{!335, !328, !336, !145}
!336 = !DILocation(line: 21, column: 147, scope: !329)
!337 = !DILocation(line: 21, column: 102, scope: !329)
!338 = !DILocation(line: 21, column: 181, scope: !318)
!339 = !DILocation(line: 21, column: 185, scope: !318)
!340 = !DILocation(line: 21, column: 173, scope: !318)
!341 = !DILocation(line: 21, column: 166, scope: !318)
!342 = !DISubprogram(name: "printf", scope: !343, file: !343, line: 356, type: !344, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!343 = !DIFile(filename: "/usr/include/stdio.h", directory: "", checksumkind: CSK_MD5, checksum: "b5a90985555f47bfb88eff5a8f0f5b72")
!344 = !DISubroutineType(types: !345)
!345 = !{!5, !346, null}
!346 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !347)
!347 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !348, size: 64)
!348 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !11)
!349 = !DISubprogram(name: "calloc", scope: !350, file: !350, line: 556, type: !351, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!350 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!351 = !DISubroutineType(types: !352)
!352 = !{!6, !353, !353}
!353 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !354, line: 18, baseType: !355)
!354 = !DIFile(filename: "/usr/lib/llvm-19/lib/clang/19/include/__stddef_size_t.h", directory: "", checksumkind: CSK_MD5, checksum: "2c44e821a2b1951cde2eb0fb2e656867")
!355 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!356 = !DISubprogram(name: "free", scope: !350, file: !350, line: 568, type: !357, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!357 = !DISubroutineType(types: !358)
!358 = !{null, !6}
